; ModuleID = 'libm2.c'
source_filename = "libm2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Split = type { double, i32, double }

@main.pts = internal constant [5 x double] [double -2.300000e+00, double -4.000000e-01, double 0x3FE6666666666666, double 1.300000e+00, double 3.600000e+00], align 16
@.str = private unnamed_addr constant [12 x i8] c"f_ldexp.rev\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_ldexp.fwd\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_modf.rev\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"f_modf.fwd\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"f_next.rev\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"f_next.fwd\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"g_ldexp.rev\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"g_ldexp.fwd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"g_modf.rev\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"g_modf.fwd\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"f_ldexpn.rev\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"f_ldexpn.fwd\00", align 1
@main.ks = internal constant [6 x i32] [i32 -60, i32 -3, i32 0, i32 5, i32 40, i32 300], align 16
@.str.12 = private unnamed_addr constant [12 x i8] c"f_frexp.rev\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"f_frexp.fwd\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"g_frexp.rev\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"g_frexp.fwd\00", align 1
@main.gx = internal constant [7 x double] [double -2.500000e+00, double -1.300000e+00, double -6.000000e-01, double 3.000000e-01, double 1.000000e+00, double 4.700000e+00, double 1.200000e+01], align 16
@.str.16 = private unnamed_addr constant [13 x i8] c"f_lgamma.rev\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"f_lgamma.fwd\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"f_tgamma.rev\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"f_tgamma.fwd\00", align 1
@.str.20 = private unnamed_addr constant [13 x i8] c"g_lgamma.rev\00", align 1
@.str.21 = private unnamed_addr constant [13 x i8] c"g_lgamma.fwd\00", align 1
@.str.22 = private unnamed_addr constant [13 x i8] c"g_tgamma.rev\00", align 1
@.str.23 = private unnamed_addr constant [13 x i8] c"g_tgamma.fwd\00", align 1
@main.rx = internal constant [5 x double] [double -2.100000e+00, double -9.000000e-01, double 5.500000e-01, double 1.800000e+00, double 2.600000e+00], align 16
@.str.24 = private unnamed_addr constant [10 x i8] c"f_rem.rev\00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"f_rem.fwd\00", align 1
@.str.26 = private unnamed_addr constant [10 x i8] c"g_rem.rev\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"g_rem.fwd\00", align 1
@main.xy = internal constant [4 x [2 x double]] [[2 x double] [double 5.300000e+00, double 1.100000e+00], [2 x double] [double -3.700000e+00, double 9.000000e-01], [2 x double] [double 2.200000e+00, double 0xBFE6666666666666], [2 x double] [double -7.900000e+00, double -1.600000e+00]], align 16
@.str.28 = private unnamed_addr constant [12 x i8] c"rem2.dx.rev\00", align 1
@enzyme_const = dso_local global i32 0, align 4
@.str.29 = private unnamed_addr constant [12 x i8] c"rem2.dy.rev\00", align 1
@.str.30 = private unnamed_addr constant [12 x i8] c"rem2.dx.fwd\00", align 1
@.str.31 = private unnamed_addr constant [12 x i8] c"rem2.dy.fwd\00", align 1
@.str.32 = private unnamed_addr constant [13 x i8] c"fmod2.dx.rev\00", align 1
@.str.33 = private unnamed_addr constant [13 x i8] c"fmod2.dy.rev\00", align 1
@.str.34 = private unnamed_addr constant [13 x i8] c"fmod2.dx.fwd\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"fmod2.dy.fwd\00", align 1
@.str.36 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"libm2\00", align 1
@n_fail = internal global i32 0, align 4
@enzyme_dup = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@.str.38 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.39 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@pointer_outputs.xs = internal constant [3 x [2 x double]] [[2 x double] [double -1.370000e+00, double 8.000000e-01], [2 x double] [double 4.500000e-01, double -1.200000e+00], [2 x double] [double 2.710000e+00, double 1.900000e+00]], align 16
@__const.pointer_outputs.v = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -1.300000e+00], align 16
@__const.pointer_outputs.dout = private unnamed_addr constant [3 x double] [double 9.900000e+01, double 9.900000e+01, double 9.900000e+01], align 16
@.str.41 = private unnamed_addr constant [13 x i8] c"modf_out.fwd\00", align 1
@.str.42 = private unnamed_addr constant [24 x i8] c"modf_out.fwd ip tangent\00", align 1
@__const.pointer_outputs.w = private unnamed_addr constant [3 x double] [double 5.000000e-01, double 2.000000e+00, double -1.500000e+00], align 16
@.str.43 = private unnamed_addr constant [13 x i8] c"modf_out.rev\00", align 1
@__const.pointer_outputs.ds = private unnamed_addr constant %struct.Split { double 7.700000e+01, i32 12345, double 5.500000e+01 }, align 8
@.str.44 = private unnamed_addr constant [12 x i8] c"split.fwd m\00", align 1
@.str.45 = private unnamed_addr constant [12 x i8] c"split.fwd w\00", align 1
@.str.46 = private unnamed_addr constant [19 x i8] c"split.fwd e shadow\00", align 1
@__const.pointer_outputs.db = private unnamed_addr constant %struct.Split { double 2.500000e-01, i32 0, double -7.500000e-01 }, align 8
@.str.47 = private unnamed_addr constant [10 x i8] c"split.rev\00", align 1
@modf_loop.p0 = internal constant [4 x double] [double 1.700000e+00, double -4.000000e-01, double 2.200000e+00, double 9.000000e-01], align 16
@.str.48 = private unnamed_addr constant [17 x i8] c"modf_loop.rev dx\00", align 1
@.str.49 = private unnamed_addr constant [17 x i8] c"modf_loop.rev dp\00", align 1
@__const.modf_loop.v = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.100000e+00, double 6.000000e-01, double 2.000000e+00], align 16
@.str.50 = private unnamed_addr constant [14 x i8] c"modf_loop.fwd\00", align 1
@.str.51 = private unnamed_addr constant [24 x i8] c"modf_loop.fwd p tangent\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %33

33:                                               ; preds = %116, %0
  %34 = load i32, ptr %2, align 4
  %35 = icmp slt i32 %34, 5
  br i1 %35, label %36, label %119

36:                                               ; preds = %33
  %37 = load i32, ptr %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x double], ptr @main.pts, i64 0, i64 %38
  %40 = load double, ptr %39, align 8
  store double %40, ptr %3, align 8
  br label %41

41:                                               ; preds = %36
  %42 = load double, ptr %3, align 8
  %43 = load double, ptr %3, align 8
  %44 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_ldexp, double noundef %43)
  %45 = load double, ptr %3, align 8
  %46 = call double @fd1(ptr noundef @f_ldexp, double noundef %45)
  call void @check(ptr noundef @.str, double noundef %42, double noundef %44, double noundef %46, double noundef 0x3EB0C6F7A0B5ED8D)
  %47 = load double, ptr %3, align 8
  %48 = load double, ptr %3, align 8
  %49 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_ldexp, double noundef %48, double noundef 1.000000e+00)
  %50 = load double, ptr %3, align 8
  %51 = call double @fd1(ptr noundef @f_ldexp, double noundef %50)
  call void @check(ptr noundef @.str.1, double noundef %47, double noundef %49, double noundef %51, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %52

52:                                               ; preds = %41
  br label %53

53:                                               ; preds = %52
  %54 = load double, ptr %3, align 8
  %55 = load double, ptr %3, align 8
  %56 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_modf, double noundef %55)
  %57 = load double, ptr %3, align 8
  %58 = call double @fd1(ptr noundef @f_modf, double noundef %57)
  call void @check(ptr noundef @.str.2, double noundef %54, double noundef %56, double noundef %58, double noundef 0x3EB0C6F7A0B5ED8D)
  %59 = load double, ptr %3, align 8
  %60 = load double, ptr %3, align 8
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_modf, double noundef %60, double noundef 1.000000e+00)
  %62 = load double, ptr %3, align 8
  %63 = call double @fd1(ptr noundef @f_modf, double noundef %62)
  call void @check(ptr noundef @.str.3, double noundef %59, double noundef %61, double noundef %63, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %64

64:                                               ; preds = %53
  br label %65

65:                                               ; preds = %64
  %66 = load double, ptr %3, align 8
  %67 = load double, ptr %3, align 8
  %68 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_next, double noundef %67)
  %69 = load double, ptr %3, align 8
  %70 = call double @fd1(ptr noundef @f_next, double noundef %69)
  call void @check(ptr noundef @.str.4, double noundef %66, double noundef %68, double noundef %70, double noundef 0x3EB0C6F7A0B5ED8D)
  %71 = load double, ptr %3, align 8
  %72 = load double, ptr %3, align 8
  %73 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_next, double noundef %72, double noundef 1.000000e+00)
  %74 = load double, ptr %3, align 8
  %75 = call double @fd1(ptr noundef @f_next, double noundef %74)
  call void @check(ptr noundef @.str.5, double noundef %71, double noundef %73, double noundef %75, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %76

76:                                               ; preds = %65
  %77 = load double, ptr %3, align 8
  %78 = fptrunc double %77 to float
  %79 = fpext float %78 to double
  store double %79, ptr %4, align 8
  br label %80

80:                                               ; preds = %76
  %81 = load double, ptr %4, align 8
  %82 = fptrunc double %81 to float
  store float %82, ptr %5, align 4
  %83 = load double, ptr %4, align 8
  %84 = load float, ptr %5, align 4
  %85 = fpext float %84 to double
  %86 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @g_ldexp, double noundef %85)
  %87 = fpext float %86 to double
  %88 = load double, ptr %4, align 8
  %89 = call double @fd1(ptr noundef @f_ldexp, double noundef %88)
  call void @check(ptr noundef @.str.6, double noundef %83, double noundef %87, double noundef %89, double noundef 1.000000e-04)
  %90 = load double, ptr %4, align 8
  %91 = load float, ptr %5, align 4
  %92 = fpext float %91 to double
  %93 = call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef @g_ldexp, double noundef %92, double noundef 1.000000e+00)
  %94 = fpext float %93 to double
  %95 = load double, ptr %4, align 8
  %96 = call double @fd1(ptr noundef @f_ldexp, double noundef %95)
  call void @check(ptr noundef @.str.7, double noundef %90, double noundef %94, double noundef %96, double noundef 1.000000e-04)
  br label %97

97:                                               ; preds = %80
  br label %98

98:                                               ; preds = %97
  %99 = load double, ptr %4, align 8
  %100 = fptrunc double %99 to float
  store float %100, ptr %6, align 4
  %101 = load double, ptr %4, align 8
  %102 = load float, ptr %6, align 4
  %103 = fpext float %102 to double
  %104 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @g_modf, double noundef %103)
  %105 = fpext float %104 to double
  %106 = load double, ptr %4, align 8
  %107 = call double @fd1(ptr noundef @f_modf, double noundef %106)
  call void @check(ptr noundef @.str.8, double noundef %101, double noundef %105, double noundef %107, double noundef 1.000000e-04)
  %108 = load double, ptr %4, align 8
  %109 = load float, ptr %6, align 4
  %110 = fpext float %109 to double
  %111 = call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef @g_modf, double noundef %110, double noundef 1.000000e+00)
  %112 = fpext float %111 to double
  %113 = load double, ptr %4, align 8
  %114 = call double @fd1(ptr noundef @f_modf, double noundef %113)
  call void @check(ptr noundef @.str.9, double noundef %108, double noundef %112, double noundef %114, double noundef 1.000000e-04)
  br label %115

115:                                              ; preds = %98
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %2, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %2, align 4
  br label %33, !llvm.loop !6

119:                                              ; preds = %33
  store i32 -3, ptr %7, align 4
  br label %120

120:                                              ; preds = %139, %119
  %121 = load i32, ptr %7, align 4
  %122 = icmp sle i32 %121, 5
  br i1 %122, label %123, label %142

123:                                              ; preds = %120
  store double 1.700000e+00, ptr %8, align 8
  %124 = load double, ptr %8, align 8
  %125 = fmul double 2.000000e+00, %124
  %126 = load i32, ptr %7, align 4
  %127 = call double @ldexp(double noundef 1.000000e+00, i32 noundef %126) #6
  %128 = fmul double %125, %127
  store double %128, ptr %9, align 8
  %129 = load double, ptr %8, align 8
  %130 = load double, ptr %8, align 8
  %131 = load i32, ptr %7, align 4
  %132 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_ldexpn, double noundef %130, i32 noundef %131)
  %133 = load double, ptr %9, align 8
  call void @check(ptr noundef @.str.10, double noundef %129, double noundef %132, double noundef %133, double noundef 0x3D06849B86A12B9B)
  %134 = load double, ptr %8, align 8
  %135 = load double, ptr %8, align 8
  %136 = load i32, ptr %7, align 4
  %137 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_ldexpn, double noundef %135, double noundef 1.000000e+00, i32 noundef %136)
  %138 = load double, ptr %9, align 8
  call void @check(ptr noundef @.str.11, double noundef %134, double noundef %137, double noundef %138, double noundef 0x3D06849B86A12B9B)
  br label %139

139:                                              ; preds = %123
  %140 = load i32, ptr %7, align 4
  %141 = add nsw i32 %140, 4
  store i32 %141, ptr %7, align 4
  br label %120, !llvm.loop !8

142:                                              ; preds = %120
  store i32 0, ptr %10, align 4
  br label %143

143:                                              ; preds = %206, %142
  %144 = load i32, ptr %10, align 4
  %145 = icmp slt i32 %144, 6
  br i1 %145, label %146, label %209

146:                                              ; preds = %143
  store i32 -1, ptr %11, align 4
  br label %147

147:                                              ; preds = %202, %146
  %148 = load i32, ptr %11, align 4
  %149 = icmp sle i32 %148, 1
  br i1 %149, label %150, label %205

150:                                              ; preds = %147
  %151 = load i32, ptr %11, align 4
  %152 = sitofp i32 %151 to double
  %153 = load i32, ptr %10, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = call double @ldexp(double noundef 1.300000e+00, i32 noundef %156) #6
  %158 = fmul double %152, %157
  store double %158, ptr %12, align 8
  br label %159

159:                                              ; preds = %150
  %160 = load double, ptr %12, align 8
  %161 = load double, ptr %12, align 8
  %162 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_frexp, double noundef %161)
  %163 = load double, ptr %12, align 8
  %164 = call double @fd1(ptr noundef @f_frexp, double noundef %163)
  call void @check(ptr noundef @.str.12, double noundef %160, double noundef %162, double noundef %164, double noundef 0x3EB0C6F7A0B5ED8D)
  %165 = load double, ptr %12, align 8
  %166 = load double, ptr %12, align 8
  %167 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_frexp, double noundef %166, double noundef 1.000000e+00)
  %168 = load double, ptr %12, align 8
  %169 = call double @fd1(ptr noundef @f_frexp, double noundef %168)
  call void @check(ptr noundef @.str.13, double noundef %165, double noundef %167, double noundef %169, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %170

170:                                              ; preds = %159
  %171 = load i32, ptr %10, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %172
  %174 = load i32, ptr %173, align 4
  %175 = icmp sgt i32 %174, -30
  br i1 %175, label %176, label %201

176:                                              ; preds = %170
  %177 = load i32, ptr %10, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4
  %181 = icmp slt i32 %180, 30
  br i1 %181, label %182, label %201

182:                                              ; preds = %176
  br label %183

183:                                              ; preds = %182
  %184 = load double, ptr %12, align 8
  %185 = fptrunc double %184 to float
  store float %185, ptr %13, align 4
  %186 = load double, ptr %12, align 8
  %187 = load float, ptr %13, align 4
  %188 = fpext float %187 to double
  %189 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @g_frexp, double noundef %188)
  %190 = fpext float %189 to double
  %191 = load double, ptr %12, align 8
  %192 = call double @fd1(ptr noundef @f_frexp, double noundef %191)
  call void @check(ptr noundef @.str.14, double noundef %186, double noundef %190, double noundef %192, double noundef 1.000000e-04)
  %193 = load double, ptr %12, align 8
  %194 = load float, ptr %13, align 4
  %195 = fpext float %194 to double
  %196 = call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef @g_frexp, double noundef %195, double noundef 1.000000e+00)
  %197 = fpext float %196 to double
  %198 = load double, ptr %12, align 8
  %199 = call double @fd1(ptr noundef @f_frexp, double noundef %198)
  call void @check(ptr noundef @.str.15, double noundef %193, double noundef %197, double noundef %199, double noundef 1.000000e-04)
  br label %200

200:                                              ; preds = %183
  br label %201

201:                                              ; preds = %200, %176, %170
  br label %202

202:                                              ; preds = %201
  %203 = load i32, ptr %11, align 4
  %204 = add nsw i32 %203, 2
  store i32 %204, ptr %11, align 4
  br label %147, !llvm.loop !9

205:                                              ; preds = %147
  br label %206

206:                                              ; preds = %205
  %207 = load i32, ptr %10, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %10, align 4
  br label %143, !llvm.loop !10

209:                                              ; preds = %143
  store i32 0, ptr %14, align 4
  br label %210

210:                                              ; preds = %290, %209
  %211 = load i32, ptr %14, align 4
  %212 = icmp slt i32 %211, 7
  br i1 %212, label %213, label %293

213:                                              ; preds = %210
  %214 = load i32, ptr %14, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %215
  %217 = load double, ptr %216, align 8
  store double %217, ptr %15, align 8
  br label %218

218:                                              ; preds = %213
  %219 = load double, ptr %15, align 8
  %220 = load double, ptr %15, align 8
  %221 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_lgamma, double noundef %220)
  %222 = load double, ptr %15, align 8
  %223 = call double @fd1(ptr noundef @f_lgamma, double noundef %222)
  call void @check(ptr noundef @.str.16, double noundef %219, double noundef %221, double noundef %223, double noundef 0x3EB0C6F7A0B5ED8D)
  %224 = load double, ptr %15, align 8
  %225 = load double, ptr %15, align 8
  %226 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_lgamma, double noundef %225, double noundef 1.000000e+00)
  %227 = load double, ptr %15, align 8
  %228 = call double @fd1(ptr noundef @f_lgamma, double noundef %227)
  call void @check(ptr noundef @.str.17, double noundef %224, double noundef %226, double noundef %228, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %229

229:                                              ; preds = %218
  br label %230

230:                                              ; preds = %229
  %231 = load double, ptr %15, align 8
  %232 = load double, ptr %15, align 8
  %233 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_tgamma, double noundef %232)
  %234 = load double, ptr %15, align 8
  %235 = call double @fd1(ptr noundef @f_tgamma, double noundef %234)
  call void @check(ptr noundef @.str.18, double noundef %231, double noundef %233, double noundef %235, double noundef 0x3EB0C6F7A0B5ED8D)
  %236 = load double, ptr %15, align 8
  %237 = load double, ptr %15, align 8
  %238 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_tgamma, double noundef %237, double noundef 1.000000e+00)
  %239 = load double, ptr %15, align 8
  %240 = call double @fd1(ptr noundef @f_tgamma, double noundef %239)
  call void @check(ptr noundef @.str.19, double noundef %236, double noundef %238, double noundef %240, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %241

241:                                              ; preds = %230
  %242 = load double, ptr %15, align 8
  %243 = fcmp olt double %242, 1.000000e+01
  br i1 %243, label %244, label %289

244:                                              ; preds = %241
  br label %245

245:                                              ; preds = %244
  %246 = load double, ptr %15, align 8
  %247 = fptrunc double %246 to float
  store float %247, ptr %16, align 4
  %248 = load double, ptr %15, align 8
  %249 = load float, ptr %16, align 4
  %250 = fpext float %249 to double
  %251 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @g_lgamma, double noundef %250)
  %252 = fpext float %251 to double
  %253 = load double, ptr %15, align 8
  %254 = fptrunc double %253 to float
  %255 = fpext float %254 to double
  %256 = call double @fd1(ptr noundef @f_lgamma, double noundef %255)
  call void @check(ptr noundef @.str.20, double noundef %248, double noundef %252, double noundef %256, double noundef 1.000000e-04)
  %257 = load double, ptr %15, align 8
  %258 = load float, ptr %16, align 4
  %259 = fpext float %258 to double
  %260 = call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef @g_lgamma, double noundef %259, double noundef 1.000000e+00)
  %261 = fpext float %260 to double
  %262 = load double, ptr %15, align 8
  %263 = fptrunc double %262 to float
  %264 = fpext float %263 to double
  %265 = call double @fd1(ptr noundef @f_lgamma, double noundef %264)
  call void @check(ptr noundef @.str.21, double noundef %257, double noundef %261, double noundef %265, double noundef 1.000000e-04)
  br label %266

266:                                              ; preds = %245
  br label %267

267:                                              ; preds = %266
  %268 = load double, ptr %15, align 8
  %269 = fptrunc double %268 to float
  store float %269, ptr %17, align 4
  %270 = load double, ptr %15, align 8
  %271 = load float, ptr %17, align 4
  %272 = fpext float %271 to double
  %273 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @g_tgamma, double noundef %272)
  %274 = fpext float %273 to double
  %275 = load double, ptr %15, align 8
  %276 = fptrunc double %275 to float
  %277 = fpext float %276 to double
  %278 = call double @fd1(ptr noundef @f_tgamma, double noundef %277)
  call void @check(ptr noundef @.str.22, double noundef %270, double noundef %274, double noundef %278, double noundef 1.000000e-04)
  %279 = load double, ptr %15, align 8
  %280 = load float, ptr %17, align 4
  %281 = fpext float %280 to double
  %282 = call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef @g_tgamma, double noundef %281, double noundef 1.000000e+00)
  %283 = fpext float %282 to double
  %284 = load double, ptr %15, align 8
  %285 = fptrunc double %284 to float
  %286 = fpext float %285 to double
  %287 = call double @fd1(ptr noundef @f_tgamma, double noundef %286)
  call void @check(ptr noundef @.str.23, double noundef %279, double noundef %283, double noundef %287, double noundef 1.000000e-04)
  br label %288

288:                                              ; preds = %267
  br label %289

289:                                              ; preds = %288, %241
  br label %290

290:                                              ; preds = %289
  %291 = load i32, ptr %14, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %14, align 4
  br label %210, !llvm.loop !11

293:                                              ; preds = %210
  store i32 1, ptr %18, align 4
  br label %294

294:                                              ; preds = %314, %293
  %295 = load i32, ptr %18, align 4
  %296 = icmp sle i32 %295, 12
  br i1 %296, label %297, label %317

297:                                              ; preds = %294
  br label %298

298:                                              ; preds = %297
  %299 = load i32, ptr %18, align 4
  %300 = sitofp i32 %299 to double
  %301 = load i32, ptr %18, align 4
  %302 = sitofp i32 %301 to double
  %303 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_lgamma, double noundef %302)
  %304 = load i32, ptr %18, align 4
  %305 = call double @psi_int(i32 noundef %304)
  call void @check(ptr noundef @.str.16, double noundef %300, double noundef %303, double noundef %305, double noundef 0x3D06849B86A12B9B)
  %306 = load i32, ptr %18, align 4
  %307 = sitofp i32 %306 to double
  %308 = load i32, ptr %18, align 4
  %309 = sitofp i32 %308 to double
  %310 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_lgamma, double noundef %309, double noundef 1.000000e+00)
  %311 = load i32, ptr %18, align 4
  %312 = call double @psi_int(i32 noundef %311)
  call void @check(ptr noundef @.str.17, double noundef %307, double noundef %310, double noundef %312, double noundef 0x3D06849B86A12B9B)
  br label %313

313:                                              ; preds = %298
  br label %314

314:                                              ; preds = %313
  %315 = load i32, ptr %18, align 4
  %316 = add nsw i32 %315, 11
  store i32 %316, ptr %18, align 4
  br label %294, !llvm.loop !12

317:                                              ; preds = %294
  store i32 0, ptr %19, align 4
  br label %318

318:                                              ; preds = %362, %317
  %319 = load i32, ptr %19, align 4
  %320 = icmp sle i32 %319, 7
  br i1 %320, label %321, label %365

321:                                              ; preds = %318
  br label %322

322:                                              ; preds = %321
  %323 = load i32, ptr %19, align 4
  %324 = sitofp i32 %323 to double
  %325 = fadd double %324, 5.000000e-01
  %326 = load i32, ptr %19, align 4
  %327 = sitofp i32 %326 to double
  %328 = fadd double %327, 5.000000e-01
  %329 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_lgamma, double noundef %328)
  %330 = load i32, ptr %19, align 4
  %331 = call double @psi_half(i32 noundef %330)
  call void @check(ptr noundef @.str.16, double noundef %325, double noundef %329, double noundef %331, double noundef 0x3D06849B86A12B9B)
  %332 = load i32, ptr %19, align 4
  %333 = sitofp i32 %332 to double
  %334 = fadd double %333, 5.000000e-01
  %335 = load i32, ptr %19, align 4
  %336 = sitofp i32 %335 to double
  %337 = fadd double %336, 5.000000e-01
  %338 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_lgamma, double noundef %337, double noundef 1.000000e+00)
  %339 = load i32, ptr %19, align 4
  %340 = call double @psi_half(i32 noundef %339)
  call void @check(ptr noundef @.str.17, double noundef %334, double noundef %338, double noundef %340, double noundef 0x3D06849B86A12B9B)
  br label %341

341:                                              ; preds = %322
  br label %342

342:                                              ; preds = %341
  %343 = load i32, ptr %19, align 4
  %344 = sitofp i32 %343 to double
  %345 = fsub double 5.000000e-01, %344
  %346 = load i32, ptr %19, align 4
  %347 = sitofp i32 %346 to double
  %348 = fsub double 5.000000e-01, %347
  %349 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_lgamma, double noundef %348)
  %350 = load i32, ptr %19, align 4
  %351 = call double @psi_half(i32 noundef %350)
  call void @check(ptr noundef @.str.16, double noundef %345, double noundef %349, double noundef %351, double noundef 0x3D06849B86A12B9B)
  %352 = load i32, ptr %19, align 4
  %353 = sitofp i32 %352 to double
  %354 = fsub double 5.000000e-01, %353
  %355 = load i32, ptr %19, align 4
  %356 = sitofp i32 %355 to double
  %357 = fsub double 5.000000e-01, %356
  %358 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_lgamma, double noundef %357, double noundef 1.000000e+00)
  %359 = load i32, ptr %19, align 4
  %360 = call double @psi_half(i32 noundef %359)
  call void @check(ptr noundef @.str.17, double noundef %354, double noundef %358, double noundef %360, double noundef 0x3D06849B86A12B9B)
  br label %361

361:                                              ; preds = %342
  br label %362

362:                                              ; preds = %361
  %363 = load i32, ptr %19, align 4
  %364 = add nsw i32 %363, 3
  store i32 %364, ptr %19, align 4
  br label %318, !llvm.loop !13

365:                                              ; preds = %318
  store i32 0, ptr %20, align 4
  br label %366

366:                                              ; preds = %407, %365
  %367 = load i32, ptr %20, align 4
  %368 = icmp slt i32 %367, 5
  br i1 %368, label %369, label %410

369:                                              ; preds = %366
  %370 = load i32, ptr %20, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %371
  %373 = load double, ptr %372, align 8
  store double %373, ptr %21, align 8
  br label %374

374:                                              ; preds = %369
  %375 = load double, ptr %21, align 8
  %376 = load double, ptr %21, align 8
  %377 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_rem, double noundef %376)
  %378 = load double, ptr %21, align 8
  %379 = call double @fd1(ptr noundef @f_rem, double noundef %378)
  call void @check(ptr noundef @.str.24, double noundef %375, double noundef %377, double noundef %379, double noundef 0x3EB0C6F7A0B5ED8D)
  %380 = load double, ptr %21, align 8
  %381 = load double, ptr %21, align 8
  %382 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_rem, double noundef %381, double noundef 1.000000e+00)
  %383 = load double, ptr %21, align 8
  %384 = call double @fd1(ptr noundef @f_rem, double noundef %383)
  call void @check(ptr noundef @.str.25, double noundef %380, double noundef %382, double noundef %384, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %385

385:                                              ; preds = %374
  %386 = load double, ptr %21, align 8
  %387 = fptrunc double %386 to float
  %388 = fpext float %387 to double
  store double %388, ptr %22, align 8
  br label %389

389:                                              ; preds = %385
  %390 = load double, ptr %22, align 8
  %391 = fptrunc double %390 to float
  store float %391, ptr %23, align 4
  %392 = load double, ptr %22, align 8
  %393 = load float, ptr %23, align 4
  %394 = fpext float %393 to double
  %395 = call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef @g_rem, double noundef %394)
  %396 = fpext float %395 to double
  %397 = load double, ptr %22, align 8
  %398 = call double @fd1(ptr noundef @d_rem, double noundef %397)
  call void @check(ptr noundef @.str.26, double noundef %392, double noundef %396, double noundef %398, double noundef 1.000000e-04)
  %399 = load double, ptr %22, align 8
  %400 = load float, ptr %23, align 4
  %401 = fpext float %400 to double
  %402 = call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef @g_rem, double noundef %401, double noundef 1.000000e+00)
  %403 = fpext float %402 to double
  %404 = load double, ptr %22, align 8
  %405 = call double @fd1(ptr noundef @d_rem, double noundef %404)
  call void @check(ptr noundef @.str.27, double noundef %399, double noundef %403, double noundef %405, double noundef 1.000000e-04)
  br label %406

406:                                              ; preds = %389
  br label %407

407:                                              ; preds = %406
  %408 = load i32, ptr %20, align 4
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr %20, align 4
  br label %366, !llvm.loop !14

410:                                              ; preds = %366
  store i32 0, ptr %24, align 4
  br label %411

411:                                              ; preds = %535, %410
  %412 = load i32, ptr %24, align 4
  %413 = icmp slt i32 %412, 4
  br i1 %413, label %414, label %538

414:                                              ; preds = %411
  %415 = load i32, ptr %24, align 4
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %416
  %418 = getelementptr inbounds [2 x double], ptr %417, i64 0, i64 0
  %419 = load double, ptr %418, align 16
  store double %419, ptr %25, align 8
  %420 = load i32, ptr %24, align 4
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %421
  %423 = getelementptr inbounds [2 x double], ptr %422, i64 0, i64 1
  %424 = load double, ptr %423, align 8
  store double %424, ptr %26, align 8
  %425 = load double, ptr %25, align 8
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fmul double 0x3EB0C6F7A0B5ED8D, %426
  store double %427, ptr %27, align 8
  %428 = load double, ptr %26, align 8
  %429 = call double @llvm.fabs.f64(double %428)
  %430 = fmul double 0x3EB0C6F7A0B5ED8D, %429
  store double %430, ptr %28, align 8
  %431 = load double, ptr %25, align 8
  %432 = load double, ptr %27, align 8
  %433 = fadd double %431, %432
  %434 = load double, ptr %26, align 8
  %435 = call double @f_rem2(double noundef %433, double noundef %434)
  %436 = load double, ptr %25, align 8
  %437 = load double, ptr %27, align 8
  %438 = fsub double %436, %437
  %439 = load double, ptr %26, align 8
  %440 = call double @f_rem2(double noundef %438, double noundef %439)
  %441 = fsub double %435, %440
  %442 = load double, ptr %27, align 8
  %443 = fmul double 2.000000e+00, %442
  %444 = fdiv double %441, %443
  store double %444, ptr %29, align 8
  %445 = load double, ptr %25, align 8
  %446 = load double, ptr %26, align 8
  %447 = load double, ptr %28, align 8
  %448 = fadd double %446, %447
  %449 = call double @f_rem2(double noundef %445, double noundef %448)
  %450 = load double, ptr %25, align 8
  %451 = load double, ptr %26, align 8
  %452 = load double, ptr %28, align 8
  %453 = fsub double %451, %452
  %454 = call double @f_rem2(double noundef %450, double noundef %453)
  %455 = fsub double %449, %454
  %456 = load double, ptr %28, align 8
  %457 = fmul double 2.000000e+00, %456
  %458 = fdiv double %455, %457
  store double %458, ptr %30, align 8
  %459 = load double, ptr %25, align 8
  %460 = load double, ptr %27, align 8
  %461 = fadd double %459, %460
  %462 = load double, ptr %26, align 8
  %463 = call double @f_fmod2(double noundef %461, double noundef %462)
  %464 = load double, ptr %25, align 8
  %465 = load double, ptr %27, align 8
  %466 = fsub double %464, %465
  %467 = load double, ptr %26, align 8
  %468 = call double @f_fmod2(double noundef %466, double noundef %467)
  %469 = fsub double %463, %468
  %470 = load double, ptr %27, align 8
  %471 = fmul double 2.000000e+00, %470
  %472 = fdiv double %469, %471
  store double %472, ptr %31, align 8
  %473 = load double, ptr %25, align 8
  %474 = load double, ptr %26, align 8
  %475 = load double, ptr %28, align 8
  %476 = fadd double %474, %475
  %477 = call double @f_fmod2(double noundef %473, double noundef %476)
  %478 = load double, ptr %25, align 8
  %479 = load double, ptr %26, align 8
  %480 = load double, ptr %28, align 8
  %481 = fsub double %479, %480
  %482 = call double @f_fmod2(double noundef %478, double noundef %481)
  %483 = fsub double %477, %482
  %484 = load double, ptr %28, align 8
  %485 = fmul double 2.000000e+00, %484
  %486 = fdiv double %483, %485
  store double %486, ptr %32, align 8
  %487 = load double, ptr %25, align 8
  %488 = load double, ptr %25, align 8
  %489 = load i32, ptr @enzyme_const, align 4
  %490 = load double, ptr %26, align 8
  %491 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_rem2, double noundef %488, i32 noundef %489, double noundef %490)
  %492 = load double, ptr %29, align 8
  call void @check(ptr noundef @.str.28, double noundef %487, double noundef %491, double noundef %492, double noundef 0x3EB0C6F7A0B5ED8D)
  %493 = load double, ptr %26, align 8
  %494 = load i32, ptr @enzyme_const, align 4
  %495 = load double, ptr %25, align 8
  %496 = load double, ptr %26, align 8
  %497 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_rem2, i32 noundef %494, double noundef %495, double noundef %496)
  %498 = load double, ptr %30, align 8
  call void @check(ptr noundef @.str.29, double noundef %493, double noundef %497, double noundef %498, double noundef 0x3EB0C6F7A0B5ED8D)
  %499 = load double, ptr %25, align 8
  %500 = load double, ptr %25, align 8
  %501 = load i32, ptr @enzyme_const, align 4
  %502 = load double, ptr %26, align 8
  %503 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_rem2, double noundef %500, double noundef 1.000000e+00, i32 noundef %501, double noundef %502)
  %504 = load double, ptr %29, align 8
  call void @check(ptr noundef @.str.30, double noundef %499, double noundef %503, double noundef %504, double noundef 0x3EB0C6F7A0B5ED8D)
  %505 = load double, ptr %26, align 8
  %506 = load i32, ptr @enzyme_const, align 4
  %507 = load double, ptr %25, align 8
  %508 = load double, ptr %26, align 8
  %509 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_rem2, i32 noundef %506, double noundef %507, double noundef %508, double noundef 1.000000e+00)
  %510 = load double, ptr %30, align 8
  call void @check(ptr noundef @.str.31, double noundef %505, double noundef %509, double noundef %510, double noundef 0x3EB0C6F7A0B5ED8D)
  %511 = load double, ptr %25, align 8
  %512 = load double, ptr %25, align 8
  %513 = load i32, ptr @enzyme_const, align 4
  %514 = load double, ptr %26, align 8
  %515 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_fmod2, double noundef %512, i32 noundef %513, double noundef %514)
  %516 = load double, ptr %31, align 8
  call void @check(ptr noundef @.str.32, double noundef %511, double noundef %515, double noundef %516, double noundef 0x3EB0C6F7A0B5ED8D)
  %517 = load double, ptr %26, align 8
  %518 = load i32, ptr @enzyme_const, align 4
  %519 = load double, ptr %25, align 8
  %520 = load double, ptr %26, align 8
  %521 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_fmod2, i32 noundef %518, double noundef %519, double noundef %520)
  %522 = load double, ptr %32, align 8
  call void @check(ptr noundef @.str.33, double noundef %517, double noundef %521, double noundef %522, double noundef 0x3EB0C6F7A0B5ED8D)
  %523 = load double, ptr %25, align 8
  %524 = load double, ptr %25, align 8
  %525 = load i32, ptr @enzyme_const, align 4
  %526 = load double, ptr %26, align 8
  %527 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_fmod2, double noundef %524, double noundef 1.000000e+00, i32 noundef %525, double noundef %526)
  %528 = load double, ptr %31, align 8
  call void @check(ptr noundef @.str.34, double noundef %523, double noundef %527, double noundef %528, double noundef 0x3EB0C6F7A0B5ED8D)
  %529 = load double, ptr %26, align 8
  %530 = load i32, ptr @enzyme_const, align 4
  %531 = load double, ptr %25, align 8
  %532 = load double, ptr %26, align 8
  %533 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_fmod2, i32 noundef %530, double noundef %531, double noundef %532, double noundef 1.000000e+00)
  %534 = load double, ptr %32, align 8
  call void @check(ptr noundef @.str.35, double noundef %529, double noundef %533, double noundef %534, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %535

535:                                              ; preds = %414
  %536 = load i32, ptr %24, align 4
  %537 = add nsw i32 %536, 1
  store i32 %537, ptr %24, align 4
  br label %411, !llvm.loop !15

538:                                              ; preds = %411
  call void @pointer_outputs()
  %539 = load i32, ptr @n_fail, align 4
  %540 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, ptr noundef @.str.37, i32 noundef %539)
  %541 = load i32, ptr @n_fail, align 4
  %542 = icmp ne i32 %541, 0
  %543 = zext i1 %542 to i64
  %544 = select i1 %542, i32 1, i32 0
  ret i32 %544
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
  %48 = select i1 %46, ptr @.str.39, ptr @.str.40
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_ldexp(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @ldexp(double noundef %5, i32 noundef 3) #6
  %7 = load double, ptr %2, align 8
  %8 = call double @sin(double noundef %7) #6
  %9 = call double @scalbn(double noundef %8, i32 noundef -2) #6
  %10 = fadd double %6, %9
  %11 = load double, ptr %2, align 8
  %12 = call double @ldexp(double noundef %11, i32 noundef -40) #6
  %13 = call double @llvm.fmuladd.f64(double %12, double 1.000000e+12, double %10)
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fd1(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = call double @llvm.fabs.f64(double %8)
  %10 = fcmp ogt double %9, 1.000000e-03
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load double, ptr %4, align 8
  %13 = call double @llvm.fabs.f64(double %12)
  br label %15

14:                                               ; preds = %2
  br label %15

15:                                               ; preds = %14, %11
  %16 = phi double [ %13, %11 ], [ 1.000000e-03, %14 ]
  %17 = fmul double 0x3EB0C6F7A0B5ED8D, %16
  store double %17, ptr %5, align 8
  %18 = load double, ptr %4, align 8
  %19 = call double @llvm.fabs.f64(double %18)
  %20 = fcmp olt double %19, 1.000000e-03
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = load double, ptr %4, align 8
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fmul double 0x3EB0C6F7A0B5ED8D, %23
  store double %24, ptr %5, align 8
  br label %25

25:                                               ; preds = %21, %15
  %26 = load double, ptr %4, align 8
  %27 = load double, ptr %5, align 8
  %28 = fadd double %26, %27
  store double %28, ptr %6, align 8
  %29 = load double, ptr %4, align 8
  %30 = load double, ptr %5, align 8
  %31 = fsub double %29, %30
  store double %31, ptr %7, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = load double, ptr %6, align 8
  %34 = call double %32(double noundef %33)
  %35 = load ptr, ptr %3, align 8
  %36 = load double, ptr %7, align 8
  %37 = call double %35(double noundef %36)
  %38 = fsub double %34, %37
  %39 = load double, ptr %6, align 8
  %40 = load double, ptr %7, align 8
  %41 = fsub double %39, %40
  %42 = fdiv double %38, %41
  ret double %42
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_modf(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = call double @modf(double noundef %5, ptr noundef %3) #6
  store double %6, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %2, align 8
  %11 = fmul double %9, %10
  %12 = call double @llvm.fmuladd.f64(double %7, double %8, double %11)
  %13 = load double, ptr %3, align 8
  %14 = fadd double %12, %13
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_next(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @nextafter(double noundef %5, double noundef 3.000000e+00) #6
  %7 = load double, ptr %2, align 8
  %8 = call double @nextafter(double noundef 2.000000e+00, double noundef %7) #6
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double %6)
  ret double %10
}

declare float @__enzyme_autodiff_f(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g_ldexp(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul float %3, %4
  %6 = call float @ldexpf(float noundef %5, i32 noundef 3) #6
  %7 = load float, ptr %2, align 4
  %8 = call float @sinf(float noundef %7) #6
  %9 = call float @scalbnf(float noundef %8, i32 noundef -2) #6
  %10 = fadd float %6, %9
  %11 = load float, ptr %2, align 4
  %12 = call float @ldexpf(float noundef %11, i32 noundef -40) #6
  %13 = call float @llvm.fmuladd.f32(float %12, float 0x426D1A94A0000000, float %10)
  ret float %13
}

declare float @__enzyme_fwddiff_f(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g_modf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  %6 = call float @modff(float noundef %5, ptr noundef %3) #6
  store float %6, ptr %4, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %4, align 4
  %9 = load float, ptr %3, align 4
  %10 = load float, ptr %2, align 4
  %11 = fmul float %9, %10
  %12 = call float @llvm.fmuladd.f32(float %7, float %8, float %11)
  %13 = load float, ptr %3, align 4
  %14 = fadd float %12, %13
  ret float %14
}

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_ldexpn(double noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call double @ldexp(double noundef %5, i32 noundef %6) #6
  %8 = load double, ptr %3, align 8
  %9 = fmul double %7, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_frexp(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = call double @frexp(double noundef %5, ptr noundef %3) #6
  store double %6, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %4, align 8
  %10 = load i32, ptr %3, align 4
  %11 = sitofp i32 %10 to double
  %12 = fmul double %9, %11
  %13 = call double @llvm.fmuladd.f64(double %7, double %8, double %12)
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g_frexp(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  store float %0, ptr %2, align 4
  %5 = load float, ptr %2, align 4
  %6 = call float @frexpf(float noundef %5, ptr noundef %3) #6
  store float %6, ptr %4, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %4, align 4
  %9 = load float, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = sitofp i32 %10 to float
  %12 = fmul float %9, %11
  %13 = call float @llvm.fmuladd.f32(float %7, float %8, float %12)
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_lgamma(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @lgamma(double noundef %3) #6
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_tgamma(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @tgamma(double noundef %3) #6
  %5 = load double, ptr %2, align 8
  %6 = fmul double %4, %5
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g_lgamma(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @lgammaf(float noundef %3) #6
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g_tgamma(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @tgammaf(float noundef %3) #6
  %5 = load float, ptr %2, align 4
  %6 = fmul float %4, %5
  ret float %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @psi_int(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0xBFE2788CFC6FB619, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %18

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sitofp i32 %10 to double
  %12 = fdiv double 1.000000e+00, %11
  %13 = load double, ptr %3, align 8
  %14 = fadd double %13, %12
  store double %14, ptr %3, align 8
  br label %15

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %5, !llvm.loop !16

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 8
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @psi_half(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0xBFFF6A897D3214FC, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp sle i32 %6, %7
  br i1 %8, label %9, label %20

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 2, %10
  %12 = sub nsw i32 %11, 1
  %13 = sitofp i32 %12 to double
  %14 = fdiv double 2.000000e+00, %13
  %15 = load double, ptr %3, align 8
  %16 = fadd double %15, %14
  store double %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !17

20:                                               ; preds = %5
  %21 = load double, ptr %3, align 8
  ret double %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_rem(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @remainder(double noundef %5, double noundef 0x3FE6666666666666) #6
  %7 = load double, ptr %2, align 8
  %8 = call double @remainder(double noundef 5.300000e+00, double noundef %7) #6
  %9 = load double, ptr %2, align 8
  %10 = call double @llvm.fmuladd.f64(double %8, double %9, double %6)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @g_rem(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul float %3, %4
  %6 = call float @remainderf(float noundef %5, float noundef 0x3FE6666660000000) #6
  %7 = load float, ptr %2, align 4
  %8 = call float @nextafterf(float noundef %7, float noundef 5.000000e+00) #6
  %9 = load float, ptr %2, align 4
  %10 = call float @llvm.fmuladd.f32(float %8, float %9, float %6)
  ret float %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d_rem(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fmul double %3, %4
  %6 = call double @remainder(double noundef %5, double noundef 0x3FE6666660000000) #6
  %7 = load double, ptr %2, align 8
  %8 = load double, ptr %2, align 8
  %9 = call double @llvm.fmuladd.f64(double %7, double %8, double %6)
  ret double %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_rem2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @remainder(double noundef %5, double noundef %6) #6
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_fmod2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double @fmod(double noundef %5, double noundef %6) #6
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pointer_outputs() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca [3 x [2 x double]], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca [3 x double], align 16
  %9 = alloca [2 x double], align 16
  %10 = alloca i32, align 4
  %11 = alloca [2 x [2 x double]], align 16
  %12 = alloca %struct.Split, align 8
  %13 = alloca %struct.Split, align 8
  %14 = alloca %struct.Split, align 8
  %15 = alloca [2 x double], align 16
  %16 = alloca i32, align 4
  call void @modf_loop()
  store i32 0, ptr %1, align 4
  br label %17

17:                                               ; preds = %182, %0
  %18 = load i32, ptr %1, align 4
  %19 = icmp slt i32 %18, 3
  br i1 %19, label %20, label %185

20:                                               ; preds = %17
  %21 = load i32, ptr %1, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %22
  %24 = getelementptr inbounds [2 x double], ptr %23, i64 0, i64 0
  store ptr %24, ptr %2, align 8
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 0
  call void @jac_modf(ptr noundef %25, ptr noundef %26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.pointer_outputs.dout, i64 24, i1 false)
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %29 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %30 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 0
  %31 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_modf_out, ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30)
  store i32 0, ptr %7, align 4
  br label %32

32:                                               ; preds = %59, %20
  %33 = load i32, ptr %7, align 4
  %34 = icmp slt i32 %33, 3
  br i1 %34, label %35, label %62

35:                                               ; preds = %32
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds double, ptr %36, i64 0
  %38 = load double, ptr %37, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 %44
  %46 = getelementptr inbounds [2 x double], ptr %45, i64 0, i64 0
  %47 = load double, ptr %46, align 16
  %48 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %49 = load double, ptr %48, align 16
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 %51
  %53 = getelementptr inbounds [2 x double], ptr %52, i64 0, i64 1
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %56 = load double, ptr %55, align 8
  %57 = fmul double %54, %56
  %58 = call double @llvm.fmuladd.f64(double %47, double %49, double %57)
  call void @check(ptr noundef @.str.41, double noundef %38, double noundef %42, double noundef %58, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %59

59:                                               ; preds = %35
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %32, !llvm.loop !18

62:                                               ; preds = %32
  %63 = load ptr, ptr %2, align 8
  %64 = getelementptr inbounds double, ptr %63, i64 0
  %65 = load double, ptr %64, align 8
  %66 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 1
  %67 = load double, ptr %66, align 8
  call void @check(ptr noundef @.str.42, double noundef %65, double noundef %67, double noundef 0.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 16, i1 false)
  %68 = load ptr, ptr %2, align 8
  %69 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 0
  %70 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0
  %71 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  %72 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_modf_out, ptr noundef %68, ptr noundef %69, ptr noundef %70, ptr noundef %71)
  store i32 0, ptr %10, align 4
  br label %73

73:                                               ; preds = %102, %62
  %74 = load i32, ptr %10, align 4
  %75 = icmp slt i32 %74, 2
  br i1 %75, label %76, label %105

76:                                               ; preds = %73
  %77 = load ptr, ptr %2, align 8
  %78 = getelementptr inbounds double, ptr %77, i64 0
  %79 = load double, ptr %78, align 8
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [2 x double], ptr %9, i64 0, i64 %81
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 0
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [2 x double], ptr %84, i64 0, i64 %86
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 1
  %90 = load i32, ptr %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [2 x double], ptr %89, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = fmul double 2.000000e+00, %93
  %95 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %88, double %94)
  %96 = getelementptr inbounds [3 x [2 x double]], ptr %3, i64 0, i64 2
  %97 = load i32, ptr %10, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [2 x double], ptr %96, i64 0, i64 %98
  %100 = load double, ptr %99, align 8
  %101 = call double @llvm.fmuladd.f64(double -1.500000e+00, double %100, double %95)
  call void @check(ptr noundef @.str.43, double noundef %79, double noundef %83, double noundef %101, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %102

102:                                              ; preds = %76
  %103 = load i32, ptr %10, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %10, align 4
  br label %73, !llvm.loop !19

105:                                              ; preds = %73
  %106 = load ptr, ptr %2, align 8
  %107 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 0
  call void @jac_split(ptr noundef %106, ptr noundef %107)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.pointer_outputs.ds, i64 24, i1 false)
  %108 = load ptr, ptr %2, align 8
  %109 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %110 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_split, ptr noundef %108, ptr noundef %109, ptr noundef %12, ptr noundef %13)
  %111 = load ptr, ptr %2, align 8
  %112 = getelementptr inbounds double, ptr %111, i64 0
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds %struct.Split, ptr %13, i32 0, i32 0
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 0
  %117 = getelementptr inbounds [2 x double], ptr %116, i64 0, i64 0
  %118 = load double, ptr %117, align 16
  %119 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %120 = load double, ptr %119, align 16
  %121 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 0
  %122 = getelementptr inbounds [2 x double], ptr %121, i64 0, i64 1
  %123 = load double, ptr %122, align 8
  %124 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %125 = load double, ptr %124, align 8
  %126 = fmul double %123, %125
  %127 = call double @llvm.fmuladd.f64(double %118, double %120, double %126)
  call void @check(ptr noundef @.str.44, double noundef %113, double noundef %115, double noundef %127, double noundef 0x3EB0C6F7A0B5ED8D)
  %128 = load ptr, ptr %2, align 8
  %129 = getelementptr inbounds double, ptr %128, i64 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds %struct.Split, ptr %13, i32 0, i32 2
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 1
  %134 = getelementptr inbounds [2 x double], ptr %133, i64 0, i64 0
  %135 = load double, ptr %134, align 16
  %136 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 0
  %137 = load double, ptr %136, align 16
  %138 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 1
  %139 = getelementptr inbounds [2 x double], ptr %138, i64 0, i64 1
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds [2 x double], ptr %4, i64 0, i64 1
  %142 = load double, ptr %141, align 8
  %143 = fmul double %140, %142
  %144 = call double @llvm.fmuladd.f64(double %135, double %137, double %143)
  call void @check(ptr noundef @.str.45, double noundef %130, double noundef %132, double noundef %144, double noundef 0x3EB0C6F7A0B5ED8D)
  %145 = load ptr, ptr %2, align 8
  %146 = getelementptr inbounds double, ptr %145, i64 0
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds %struct.Split, ptr %13, i32 0, i32 1
  %149 = load i32, ptr %148, align 8
  %150 = sitofp i32 %149 to double
  call void @check(ptr noundef @.str.46, double noundef %147, double noundef %150, double noundef 0.000000e+00, double noundef 0.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 16, i1 false)
  %151 = load ptr, ptr %2, align 8
  %152 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 0
  %153 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_split, ptr noundef %151, ptr noundef %152, ptr noundef %12, ptr noundef %14)
  store i32 0, ptr %16, align 4
  br label %154

154:                                              ; preds = %178, %105
  %155 = load i32, ptr %16, align 4
  %156 = icmp slt i32 %155, 2
  br i1 %156, label %157, label %181

157:                                              ; preds = %154
  %158 = load ptr, ptr %2, align 8
  %159 = getelementptr inbounds double, ptr %158, i64 0
  %160 = load double, ptr %159, align 8
  %161 = load i32, ptr %16, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [2 x double], ptr %15, i64 0, i64 %162
  %164 = load double, ptr %163, align 8
  %165 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 0
  %166 = load i32, ptr %16, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [2 x double], ptr %165, i64 0, i64 %167
  %169 = load double, ptr %168, align 8
  %170 = getelementptr inbounds [2 x [2 x double]], ptr %11, i64 0, i64 1
  %171 = load i32, ptr %16, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [2 x double], ptr %170, i64 0, i64 %172
  %174 = load double, ptr %173, align 8
  %175 = fmul double 7.500000e-01, %174
  %176 = fneg double %175
  %177 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %169, double %176)
  call void @check(ptr noundef @.str.47, double noundef %160, double noundef %164, double noundef %177, double noundef 0x3EB0C6F7A0B5ED8D)
  br label %178

178:                                              ; preds = %157
  %179 = load i32, ptr %16, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %16, align 4
  br label %154, !llvm.loop !20

181:                                              ; preds = %154
  br label %182

182:                                              ; preds = %181
  %183 = load i32, ptr %1, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %1, align 4
  br label %17, !llvm.loop !21

185:                                              ; preds = %17
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

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
declare double @scalbn(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @ldexpf(float noundef, i32 noundef) #2

; Function Attrs: nounwind
declare float @scalbnf(float noundef, i32 noundef) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nounwind
declare float @modff(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @frexpf(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare double @lgamma(double noundef) #2

; Function Attrs: nounwind
declare double @tgamma(double noundef) #2

; Function Attrs: nounwind
declare float @lgammaf(float noundef) #2

; Function Attrs: nounwind
declare float @tgammaf(float noundef) #2

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #2

; Function Attrs: nounwind
declare float @remainderf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) #2

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @modf_loop() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca [4 x double], align 16
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store double 3.700000e-01, ptr %1, align 8
  store double 0.000000e+00, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %50, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 4
  br i1 %19, label %20, label %53

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  %23 = sitofp i32 %22 to double
  %24 = fmul double 3.700000e-01, %23
  %25 = call double @modf(double noundef %24, ptr noundef %5) #6
  store double %25, ptr %6, align 8
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = fmul double %29, %33
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  %37 = sitofp i32 %36 to double
  %38 = load double, ptr %2, align 8
  %39 = call double @llvm.fmuladd.f64(double %34, double %37, double %38)
  store double %39, ptr %2, align 8
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %41
  %43 = load double, ptr %42, align 8
  %44 = fmul double 2.000000e+00, %43
  %45 = load double, ptr %6, align 8
  %46 = fmul double %44, %45
  %47 = load i32, ptr %4, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %48
  store double %46, ptr %49, align 8
  br label %50

50:                                               ; preds = %20
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %17, !llvm.loop !22

53:                                               ; preds = %17
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 32, i1 false)
  store i32 0, ptr %9, align 4
  br label %54

54:                                               ; preds = %65, %53
  %55 = load i32, ptr %9, align 4
  %56 = icmp slt i32 %55, 4
  br i1 %56, label %57, label %68

57:                                               ; preds = %54
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %63
  store double %61, ptr %64, align 8
  br label %65

65:                                               ; preds = %57
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %54, !llvm.loop !23

68:                                               ; preds = %54
  %69 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %70 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 0
  %71 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f_modf_loop, ptr noundef %69, ptr noundef %70, double noundef 3.700000e-01, i32 noundef 4)
  store double %71, ptr %10, align 8
  %72 = load double, ptr %10, align 8
  %73 = load double, ptr %2, align 8
  call void @check(ptr noundef @.str.48, double noundef 3.700000e-01, double noundef %72, double noundef %73, double noundef 0x3D719799812DEA11)
  store i32 0, ptr %11, align 4
  br label %74

74:                                               ; preds = %90, %68
  %75 = load i32, ptr %11, align 4
  %76 = icmp slt i32 %75, 4
  br i1 %76, label %77, label %93

77:                                               ; preds = %74
  %78 = load i32, ptr %11, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = load i32, ptr %11, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = load i32, ptr %11, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  call void @check(ptr noundef @.str.49, double noundef %81, double noundef %85, double noundef %89, double noundef 0x3D719799812DEA11)
  br label %90

90:                                               ; preds = %77
  %91 = load i32, ptr %11, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %11, align 4
  br label %74, !llvm.loop !24

93:                                               ; preds = %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.modf_loop.v, i64 32, i1 false)
  %94 = load double, ptr %2, align 8
  store double %94, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %95

95:                                               ; preds = %116, %93
  %96 = load i32, ptr %14, align 4
  %97 = icmp slt i32 %96, 4
  br i1 %97, label %98, label %119

98:                                               ; preds = %95
  %99 = load i32, ptr %14, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  %103 = load i32, ptr %14, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %104
  store double %102, ptr %105, align 8
  %106 = load i32, ptr %14, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  %110 = load i32, ptr %14, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %111
  %113 = load double, ptr %112, align 8
  %114 = load double, ptr %13, align 8
  %115 = call double @llvm.fmuladd.f64(double %109, double %113, double %114)
  store double %115, ptr %13, align 8
  br label %116

116:                                              ; preds = %98
  %117 = load i32, ptr %14, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %14, align 4
  br label %95, !llvm.loop !25

119:                                              ; preds = %95
  %120 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 0
  %121 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 0
  %122 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f_modf_loop, ptr noundef %120, ptr noundef %121, double noundef 3.700000e-01, double noundef 1.000000e+00, i32 noundef 4)
  store double %122, ptr %15, align 8
  %123 = load double, ptr %15, align 8
  %124 = load double, ptr %13, align 8
  call void @check(ptr noundef @.str.50, double noundef 3.700000e-01, double noundef %123, double noundef %124, double noundef 0x3D719799812DEA11)
  store i32 0, ptr %16, align 4
  br label %125

125:                                              ; preds = %137, %119
  %126 = load i32, ptr %16, align 4
  %127 = icmp slt i32 %126, 4
  br i1 %127, label %128, label %140

128:                                              ; preds = %125
  %129 = load i32, ptr %16, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  %133 = load i32, ptr %16, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %134
  %136 = load double, ptr %135, align 8
  call void @check(ptr noundef @.str.51, double noundef %132, double noundef %136, double noundef 0.000000e+00, double noundef 0.000000e+00)
  br label %137

137:                                              ; preds = %128
  %138 = load i32, ptr %16, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %16, align 4
  br label %125, !llvm.loop !26

140:                                              ; preds = %125
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jac_modf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [2 x double], align 16
  %7 = alloca [2 x double], align 16
  %8 = alloca [3 x double], align 16
  %9 = alloca [3 x double], align 16
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %98, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 2
  br i1 %14, label %15, label %101

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds double, ptr %16, i64 0
  %18 = load double, ptr %17, align 8
  store double %18, ptr %6, align 8
  %19 = getelementptr inbounds double, ptr %6, i64 1
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  store double %22, ptr %19, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds double, ptr %23, i64 0
  %25 = load double, ptr %24, align 8
  store double %25, ptr %7, align 8
  %26 = getelementptr inbounds double, ptr %7, i64 1
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 1
  %29 = load double, ptr %28, align 8
  store double %29, ptr %26, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds double, ptr %30, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, 1.000000e+00
  br i1 %36, label %37, label %44

37:                                               ; preds = %15
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %38, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fabs.f64(double %42)
  br label %45

44:                                               ; preds = %15
  br label %45

45:                                               ; preds = %44, %37
  %46 = phi double [ %43, %37 ], [ 1.000000e+00, %44 ]
  %47 = fmul double 0x3EB0C6F7A0B5ED8D, %46
  store double %47, ptr %10, align 8
  %48 = load double, ptr %10, align 8
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = fadd double %52, %48
  store double %53, ptr %51, align 8
  %54 = load double, ptr %10, align 8
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = fsub double %58, %54
  store double %59, ptr %57, align 8
  %60 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  %61 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 0
  call void @f_modf_out(ptr noundef %60, ptr noundef %61)
  %62 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  %63 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 0
  call void @f_modf_out(ptr noundef %62, ptr noundef %63)
  store i32 0, ptr %11, align 4
  br label %64

64:                                               ; preds = %94, %45
  %65 = load i32, ptr %11, align 4
  %66 = icmp slt i32 %65, 3
  br i1 %66, label %67, label %97

67:                                               ; preds = %64
  %68 = load i32, ptr %11, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = load i32, ptr %11, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = fsub double %71, %75
  %77 = load i32, ptr %5, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %5, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %82
  %84 = load double, ptr %83, align 8
  %85 = fsub double %80, %84
  %86 = fdiv double %76, %85
  %87 = load ptr, ptr %4, align 8
  %88 = load i32, ptr %11, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [2 x double], ptr %87, i64 %89
  %91 = load i32, ptr %5, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [2 x double], ptr %90, i64 0, i64 %92
  store double %86, ptr %93, align 8
  br label %94

94:                                               ; preds = %67
  %95 = load i32, ptr %11, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %11, align 4
  br label %64, !llvm.loop !27

97:                                               ; preds = %64
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %5, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %5, align 4
  br label %12, !llvm.loop !28

101:                                              ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_modf_out(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 1
  %10 = load double, ptr %9, align 8
  %11 = fmul double %7, %10
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds double, ptr %12, i64 1
  store double %11, ptr %13, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  %17 = fmul double 3.000000e+00, %16
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds double, ptr %18, i64 1
  %20 = call double @modf(double noundef %17, ptr noundef %19) #6
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds double, ptr %21, i64 1
  %23 = load double, ptr %22, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds double, ptr %24, i64 1
  %26 = load double, ptr %25, align 8
  %27 = call double @llvm.fmuladd.f64(double %23, double %26, double %20)
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds double, ptr %28, i64 0
  store double %27, ptr %29, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds double, ptr %30, i64 1
  %32 = load double, ptr %31, align 8
  %33 = call double @sin(double noundef %32) #6
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds double, ptr %34, i64 1
  %36 = load double, ptr %35, align 8
  %37 = fmul double %33, %36
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds double, ptr %38, i64 2
  store double %37, ptr %39, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jac_split(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [2 x double], align 16
  %7 = alloca [2 x double], align 16
  %8 = alloca %struct.Split, align 8
  %9 = alloca %struct.Split, align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %101, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 2
  br i1 %13, label %14, label %104

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds double, ptr %15, i64 0
  %17 = load double, ptr %16, align 8
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds double, ptr %6, i64 1
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds double, ptr %19, i64 1
  %21 = load double, ptr %20, align 8
  store double %21, ptr %18, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds double, ptr %22, i64 0
  %24 = load double, ptr %23, align 8
  store double %24, ptr %7, align 8
  %25 = getelementptr inbounds double, ptr %7, i64 1
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds double, ptr %26, i64 1
  %28 = load double, ptr %27, align 8
  store double %28, ptr %25, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr %29, i64 %31
  %33 = load double, ptr %32, align 8
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ogt double %34, 1.000000e+00
  br i1 %35, label %36, label %43

36:                                               ; preds = %14
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %37, i64 %39
  %41 = load double, ptr %40, align 8
  %42 = call double @llvm.fabs.f64(double %41)
  br label %44

43:                                               ; preds = %14
  br label %44

44:                                               ; preds = %43, %36
  %45 = phi double [ %42, %36 ], [ 1.000000e+00, %43 ]
  %46 = fmul double 0x3EB0C6F7A0B5ED8D, %45
  store double %46, ptr %10, align 8
  %47 = load double, ptr %10, align 8
  %48 = load i32, ptr %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %49
  %51 = load double, ptr %50, align 8
  %52 = fadd double %51, %47
  store double %52, ptr %50, align 8
  %53 = load double, ptr %10, align 8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %55
  %57 = load double, ptr %56, align 8
  %58 = fsub double %57, %53
  store double %58, ptr %56, align 8
  %59 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 0
  call void @f_split(ptr noundef %59, ptr noundef %8)
  %60 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 0
  call void @f_split(ptr noundef %60, ptr noundef %9)
  %61 = getelementptr inbounds %struct.Split, ptr %8, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds %struct.Split, ptr %9, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = fsub double %62, %64
  %66 = load i32, ptr %5, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %71
  %73 = load double, ptr %72, align 8
  %74 = fsub double %69, %73
  %75 = fdiv double %65, %74
  %76 = load ptr, ptr %4, align 8
  %77 = getelementptr inbounds [2 x double], ptr %76, i64 0
  %78 = load i32, ptr %5, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [2 x double], ptr %77, i64 0, i64 %79
  store double %75, ptr %80, align 8
  %81 = getelementptr inbounds %struct.Split, ptr %8, i32 0, i32 2
  %82 = load double, ptr %81, align 8
  %83 = getelementptr inbounds %struct.Split, ptr %9, i32 0, i32 2
  %84 = load double, ptr %83, align 8
  %85 = fsub double %82, %84
  %86 = load i32, ptr %5, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = load i32, ptr %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = fsub double %89, %93
  %95 = fdiv double %85, %94
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds [2 x double], ptr %96, i64 1
  %98 = load i32, ptr %5, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [2 x double], ptr %97, i64 0, i64 %99
  store double %95, ptr %100, align 8
  br label %101

101:                                              ; preds = %44
  %102 = load i32, ptr %5, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %5, align 4
  br label %11, !llvm.loop !29

104:                                              ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_split(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 1
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds double, ptr %8, i64 0
  %10 = load double, ptr %9, align 8
  %11 = fmul double %7, %10
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.Split, ptr %12, i32 0, i32 2
  store double %11, ptr %13, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Split, ptr %17, i32 0, i32 1
  %19 = call double @frexp(double noundef %16, ptr noundef %18) #6
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  %23 = fmul double %19, %22
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.Split, ptr %24, i32 0, i32 0
  store double %23, ptr %25, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.Split, ptr %26, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.Split, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 8
  %32 = sitofp i32 %31 to double
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.Split, ptr %33, i32 0, i32 2
  %35 = load double, ptr %34, align 8
  %36 = call double @llvm.fmuladd.f64(double %28, double %32, double %35)
  store double %36, ptr %34, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_modf_loop(ptr noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %37, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %40

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  store double %20, ptr %9, align 8
  %21 = load double, ptr %5, align 8
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %22, 1
  %24 = sitofp i32 %23 to double
  %25 = fmul double %21, %24
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %26, i64 %28
  %30 = call double @modf(double noundef %25, ptr noundef %29) #6
  store double %30, ptr %10, align 8
  %31 = load double, ptr %9, align 8
  %32 = load double, ptr %9, align 8
  %33 = fmul double %31, %32
  %34 = load double, ptr %10, align 8
  %35 = load double, ptr %7, align 8
  %36 = call double @llvm.fmuladd.f64(double %33, double %34, double %35)
  store double %36, ptr %7, align 8
  br label %37

37:                                               ; preds = %15
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %8, align 4
  br label %11, !llvm.loop !30

40:                                               ; preds = %11
  %41 = load double, ptr %7, align 8
  ret double %41
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
