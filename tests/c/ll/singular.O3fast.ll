; ModuleID = 'singular.c'
source_filename = "singular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [3 x [3 x double]] [[3 x double] [double 0.000000e+00, double 2.500000e-01, double 4.000000e+00], [3 x double] [double 0.000000e+00, double 5.000000e-01, double -2.000000e+00], [3 x double] [double 1.000000e+00, double 5.000000e-01, double -5.000000e-01]], align 16
@.str = private unnamed_addr constant [10 x i8] c"fmax_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"inv_clamped\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"fmin_sqrt\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"max_log\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"max_pow\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"max_cbrt\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"max_hypot\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"min_asin\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"sinc\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"tern_sqrt\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"tern_max\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"pow_zero\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"singular: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %446
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %446
  %8 = phi i64 [ 0, %0 ], [ %447, %446 ]
  %9 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 24), i64 0, i64 %8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmax_sqrt, double noundef nofpclass(nan inf) %10) #8
  %14 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmax_sqrt, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %15 = tail call fast double @llvm.fabs.f64(double %10)
  %16 = tail call fast double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  %17 = fmul fast double %16, 0x3EB0C6F7A0B5ED8D
  %18 = insertelement <2 x double> poison, double %10, i64 0
  %19 = insertelement <2 x double> poison, double %10, i64 0
  %20 = insertelement <2 x double> poison, double %17, i64 0
  %21 = insertelement <2 x double> poison, double %17, i64 0
  %22 = fadd fast <2 x double> %19, %21
  %23 = fsub fast <2 x double> %18, %20
  %24 = shufflevector <2 x double> %22, <2 x double> %23, <2 x i32> <i32 0, i32 2>
  %25 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %24)
  %26 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %25, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %28 = fsub fast <2 x double> %26, %27
  %29 = extractelement <2 x double> %28, i64 0
  %30 = fmul fast double %29, 2.000000e+00
  %31 = fmul fast double %16, 2.000000e-06
  %32 = fdiv fast double %30, %31
  %33 = tail call fast double @llvm.fabs.f64(double %32)
  %34 = tail call fast double @llvm.maxnum.f64(double %33, double 1.000000e+00)
  %35 = fsub fast double %13, %32
  %36 = tail call fast double @llvm.fabs.f64(double %35)
  %37 = fmul fast double %34, 0x3EB0C6F7A0B5ED8D
  %38 = fcmp fast ole double %36, %37
  %39 = select i1 %38, ptr @.str.14, ptr @.str.15
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %32, ptr noundef nonnull %39)
  br i1 %38, label %44, label %41

41:                                               ; preds = %7
  %42 = load i32, ptr @n_fail, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr @n_fail, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %41, %7
  %45 = tail call fast double @llvm.fabs.f64(double %13)
  %46 = tail call fast double @llvm.maxnum.f64(double %45, double 1.000000e+00)
  %47 = fsub fast double %14, %13
  %48 = tail call fast double @llvm.fabs.f64(double %47)
  %49 = fmul fast double %46, 0x3D719799812DEA11
  %50 = fcmp fast ole double %48, %49
  %51 = select i1 %50, ptr @.str.14, ptr @.str.15
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %13, ptr noundef nonnull %51)
  br i1 %50, label %56, label %53

53:                                               ; preds = %44
  %54 = load i32, ptr @n_fail, align 4, !tbaa !5
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr @n_fail, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %44, %53
  %57 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @inv_clamped, double noundef nofpclass(nan inf) %12) #8
  %58 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @inv_clamped, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %59 = tail call fast double @llvm.fabs.f64(double %12)
  %60 = tail call fast double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  %61 = fmul fast double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fadd fast double %61, %12
  %63 = fsub fast double %12, %61
  %64 = insertelement <2 x double> poison, double %62, i64 0
  %65 = insertelement <2 x double> %64, double %63, i64 1
  %66 = tail call fast <2 x double> @llvm.fabs.v2f64(<2 x double> %65)
  %67 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %66, <2 x double> <double 0x3D719799812DEA11, double 0x3D719799812DEA11>)
  %68 = fdiv fast <2 x double> <double 1.000000e+00, double 1.000000e+00>, %67
  %69 = shufflevector <2 x double> %68, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %70 = fsub fast <2 x double> %68, %69
  %71 = extractelement <2 x double> %70, i64 0
  %72 = fmul fast double %60, 2.000000e-06
  %73 = fdiv fast double %71, %72
  %74 = tail call fast double @llvm.fabs.f64(double %73)
  %75 = tail call fast double @llvm.maxnum.f64(double %74, double 1.000000e+00)
  %76 = fsub fast double %57, %73
  %77 = tail call fast double @llvm.fabs.f64(double %76)
  %78 = fmul fast double %75, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp fast ole double %77, %78
  %80 = select i1 %79, ptr @.str.14, ptr @.str.15
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %57, double noundef nofpclass(nan inf) %73, ptr noundef nonnull %80)
  br i1 %79, label %85, label %82

82:                                               ; preds = %56
  %83 = load i32, ptr @n_fail, align 4, !tbaa !5
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @n_fail, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %82, %56
  %86 = tail call fast double @llvm.fabs.f64(double %57)
  %87 = tail call fast double @llvm.maxnum.f64(double %86, double 1.000000e+00)
  %88 = fsub fast double %58, %57
  %89 = tail call fast double @llvm.fabs.f64(double %88)
  %90 = fmul fast double %87, 0x3D719799812DEA11
  %91 = fcmp fast ole double %89, %90
  %92 = select i1 %91, ptr @.str.14, ptr @.str.15
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %57, ptr noundef nonnull %92)
  br i1 %91, label %97, label %94

94:                                               ; preds = %85
  %95 = load i32, ptr @n_fail, align 4, !tbaa !5
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %85, %94
  %98 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmin_sqrt, double noundef nofpclass(nan inf) %10) #8
  %99 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmin_sqrt, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %100 = extractelement <2 x double> %25, i64 0
  %101 = fneg fast double %100
  %102 = tail call fast double @llvm.minnum.f64(double %101, double -1.000000e+00)
  %103 = extractelement <2 x double> %25, i64 1
  %104 = fneg fast double %103
  %105 = tail call fast double @llvm.minnum.f64(double %104, double -1.000000e+00)
  %106 = fsub fast double %31, %102
  %107 = fadd fast double %106, %105
  %108 = fdiv fast double %107, %31
  %109 = tail call fast double @llvm.fabs.f64(double %108)
  %110 = tail call fast double @llvm.maxnum.f64(double %109, double 1.000000e+00)
  %111 = fsub fast double %98, %108
  %112 = tail call fast double @llvm.fabs.f64(double %111)
  %113 = fmul fast double %110, 0x3EB0C6F7A0B5ED8D
  %114 = fcmp fast ole double %112, %113
  %115 = select i1 %114, ptr @.str.14, ptr @.str.15
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %108, ptr noundef nonnull %115)
  br i1 %114, label %120, label %117

117:                                              ; preds = %97
  %118 = load i32, ptr @n_fail, align 4, !tbaa !5
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr @n_fail, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %117, %97
  %121 = tail call fast double @llvm.fabs.f64(double %98)
  %122 = tail call fast double @llvm.maxnum.f64(double %121, double 1.000000e+00)
  %123 = fsub fast double %99, %98
  %124 = tail call fast double @llvm.fabs.f64(double %123)
  %125 = fmul fast double %122, 0x3D719799812DEA11
  %126 = fcmp fast ole double %124, %125
  %127 = select i1 %126, ptr @.str.14, ptr @.str.15
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %99, double noundef nofpclass(nan inf) %98, ptr noundef nonnull %127)
  br i1 %126, label %132, label %129

129:                                              ; preds = %120
  %130 = load i32, ptr @n_fail, align 4, !tbaa !5
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @n_fail, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %120, %129
  %133 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_log, double noundef nofpclass(nan inf) %12) #8
  %134 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_log, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %135 = fmul fast <2 x double> %65, %65
  %136 = extractelement <2 x double> %135, i64 0
  %137 = tail call fast double @llvm.log.f64(double %136)
  %138 = tail call fast double @llvm.maxnum.f64(double %137, double -3.000000e+00)
  %139 = extractelement <2 x double> %135, i64 1
  %140 = tail call fast double @llvm.log.f64(double %139)
  %141 = tail call fast double @llvm.maxnum.f64(double %140, double -3.000000e+00)
  %142 = fsub fast double %138, %141
  %143 = fdiv fast double %142, %72
  %144 = tail call fast double @llvm.fabs.f64(double %143)
  %145 = tail call fast double @llvm.maxnum.f64(double %144, double 1.000000e+00)
  %146 = fsub fast double %133, %143
  %147 = tail call fast double @llvm.fabs.f64(double %146)
  %148 = fmul fast double %145, 0x3EB0C6F7A0B5ED8D
  %149 = fcmp fast ole double %147, %148
  %150 = select i1 %149, ptr @.str.14, ptr @.str.15
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %133, double noundef nofpclass(nan inf) %143, ptr noundef nonnull %150)
  br i1 %149, label %155, label %152

152:                                              ; preds = %132
  %153 = load i32, ptr @n_fail, align 4, !tbaa !5
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @n_fail, align 4, !tbaa !5
  br label %155

155:                                              ; preds = %152, %132
  %156 = tail call fast double @llvm.fabs.f64(double %133)
  %157 = tail call fast double @llvm.maxnum.f64(double %156, double 1.000000e+00)
  %158 = fsub fast double %134, %133
  %159 = tail call fast double @llvm.fabs.f64(double %158)
  %160 = fmul fast double %157, 0x3D719799812DEA11
  %161 = fcmp fast ole double %159, %160
  %162 = select i1 %161, ptr @.str.14, ptr @.str.15
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %134, double noundef nofpclass(nan inf) %133, ptr noundef nonnull %162)
  br i1 %161, label %167, label %164

164:                                              ; preds = %155
  %165 = load i32, ptr @n_fail, align 4, !tbaa !5
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr @n_fail, align 4, !tbaa !5
  br label %167

167:                                              ; preds = %155, %164
  %168 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_pow, double noundef nofpclass(nan inf) %12) #8
  %169 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_pow, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %170 = tail call fast double @llvm.pow.f64(double %136, double 2.500000e-01)
  %171 = tail call fast double @llvm.maxnum.f64(double %170, double 1.000000e+00)
  %172 = tail call fast double @llvm.pow.f64(double %139, double 2.500000e-01)
  %173 = tail call fast double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  %174 = fsub fast double %171, %173
  %175 = fdiv fast double %174, %72
  %176 = tail call fast double @llvm.fabs.f64(double %175)
  %177 = tail call fast double @llvm.maxnum.f64(double %176, double 1.000000e+00)
  %178 = fsub fast double %168, %175
  %179 = tail call fast double @llvm.fabs.f64(double %178)
  %180 = fmul fast double %177, 0x3EB0C6F7A0B5ED8D
  %181 = fcmp fast ole double %179, %180
  %182 = select i1 %181, ptr @.str.14, ptr @.str.15
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %168, double noundef nofpclass(nan inf) %175, ptr noundef nonnull %182)
  br i1 %181, label %187, label %184

184:                                              ; preds = %167
  %185 = load i32, ptr @n_fail, align 4, !tbaa !5
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr @n_fail, align 4, !tbaa !5
  br label %187

187:                                              ; preds = %184, %167
  %188 = tail call fast double @llvm.fabs.f64(double %168)
  %189 = tail call fast double @llvm.maxnum.f64(double %188, double 1.000000e+00)
  %190 = fsub fast double %169, %168
  %191 = tail call fast double @llvm.fabs.f64(double %190)
  %192 = fmul fast double %189, 0x3D719799812DEA11
  %193 = fcmp fast ole double %191, %192
  %194 = select i1 %193, ptr @.str.14, ptr @.str.15
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %168, ptr noundef nonnull %194)
  br i1 %193, label %199, label %196

196:                                              ; preds = %187
  %197 = load i32, ptr @n_fail, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %187, %196
  %200 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_cbrt, double noundef nofpclass(nan inf) %10) #8
  %201 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_cbrt, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %202 = extractelement <2 x double> %22, i64 0
  %203 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %202) #9
  %204 = tail call fast double @llvm.maxnum.f64(double %203, double 1.000000e+00)
  %205 = extractelement <2 x double> %23, i64 0
  %206 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %205) #9
  %207 = tail call fast double @llvm.maxnum.f64(double %206, double 1.000000e+00)
  %208 = fsub fast double %204, %207
  %209 = fadd fast double %208, %17
  %210 = fdiv fast double %209, %31
  %211 = tail call fast double @llvm.fabs.f64(double %210)
  %212 = tail call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  %213 = fsub fast double %200, %210
  %214 = tail call fast double @llvm.fabs.f64(double %213)
  %215 = fmul fast double %212, 0x3EB0C6F7A0B5ED8D
  %216 = fcmp fast ole double %214, %215
  %217 = select i1 %216, ptr @.str.14, ptr @.str.15
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %200, double noundef nofpclass(nan inf) %210, ptr noundef nonnull %217)
  br i1 %216, label %222, label %219

219:                                              ; preds = %199
  %220 = load i32, ptr @n_fail, align 4, !tbaa !5
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr @n_fail, align 4, !tbaa !5
  br label %222

222:                                              ; preds = %219, %199
  %223 = tail call fast double @llvm.fabs.f64(double %200)
  %224 = tail call fast double @llvm.maxnum.f64(double %223, double 1.000000e+00)
  %225 = fsub fast double %201, %200
  %226 = tail call fast double @llvm.fabs.f64(double %225)
  %227 = fmul fast double %224, 0x3D719799812DEA11
  %228 = fcmp fast ole double %226, %227
  %229 = select i1 %228, ptr @.str.14, ptr @.str.15
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %201, double noundef nofpclass(nan inf) %200, ptr noundef nonnull %229)
  br i1 %228, label %234, label %231

231:                                              ; preds = %222
  %232 = load i32, ptr @n_fail, align 4, !tbaa !5
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr @n_fail, align 4, !tbaa !5
  br label %234

234:                                              ; preds = %222, %231
  %235 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_hypot, double noundef nofpclass(nan inf) %12) #8
  %236 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_hypot, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %237 = fmul fast double %62, 5.000000e-01
  %238 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) %237) #9
  %239 = tail call fast double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fmul fast double %63, 5.000000e-01
  %241 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %63, double noundef nofpclass(nan inf) %240) #9
  %242 = tail call fast double @llvm.maxnum.f64(double %241, double 1.000000e+00)
  %243 = fsub fast double %239, %242
  %244 = fdiv fast double %243, %72
  %245 = tail call fast double @llvm.fabs.f64(double %244)
  %246 = tail call fast double @llvm.maxnum.f64(double %245, double 1.000000e+00)
  %247 = fsub fast double %235, %244
  %248 = tail call fast double @llvm.fabs.f64(double %247)
  %249 = fmul fast double %246, 0x3EB0C6F7A0B5ED8D
  %250 = fcmp fast ole double %248, %249
  %251 = select i1 %250, ptr @.str.14, ptr @.str.15
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %235, double noundef nofpclass(nan inf) %244, ptr noundef nonnull %251)
  br i1 %250, label %256, label %253

253:                                              ; preds = %234
  %254 = load i32, ptr @n_fail, align 4, !tbaa !5
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @n_fail, align 4, !tbaa !5
  br label %256

256:                                              ; preds = %253, %234
  %257 = tail call fast double @llvm.fabs.f64(double %235)
  %258 = tail call fast double @llvm.maxnum.f64(double %257, double 1.000000e+00)
  %259 = fsub fast double %236, %235
  %260 = tail call fast double @llvm.fabs.f64(double %259)
  %261 = fmul fast double %258, 0x3D719799812DEA11
  %262 = fcmp fast ole double %260, %261
  %263 = select i1 %262, ptr @.str.14, ptr @.str.15
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %235, ptr noundef nonnull %263)
  br i1 %262, label %268, label %265

265:                                              ; preds = %256
  %266 = load i32, ptr @n_fail, align 4, !tbaa !5
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr @n_fail, align 4, !tbaa !5
  br label %268

268:                                              ; preds = %256, %265
  %269 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 48), i64 0, i64 %8
  %270 = load double, ptr %269, align 8, !tbaa !9
  %271 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @min_asin, double noundef nofpclass(nan inf) %270) #8
  %272 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @min_asin, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %273 = tail call fast double @llvm.fabs.f64(double %270)
  %274 = tail call fast double @llvm.maxnum.f64(double %273, double 1.000000e+00)
  %275 = fmul fast double %274, 0x3EB0C6F7A0B5ED8D
  %276 = fadd fast double %275, %270
  %277 = tail call fast double @llvm.asin.f64(double %276)
  %278 = tail call fast double @llvm.minnum.f64(double %277, double 1.000000e+00)
  %279 = fmul fast double %278, %276
  %280 = fsub fast double %270, %275
  %281 = tail call fast double @llvm.asin.f64(double %280)
  %282 = tail call fast double @llvm.minnum.f64(double %281, double 1.000000e+00)
  %283 = fmul fast double %282, %280
  %284 = fsub fast double %279, %283
  %285 = fmul fast double %274, 2.000000e-06
  %286 = fdiv fast double %284, %285
  %287 = tail call fast double @llvm.fabs.f64(double %286)
  %288 = tail call fast double @llvm.maxnum.f64(double %287, double 1.000000e+00)
  %289 = fsub fast double %271, %286
  %290 = tail call fast double @llvm.fabs.f64(double %289)
  %291 = fmul fast double %288, 0x3EB0C6F7A0B5ED8D
  %292 = fcmp fast ole double %290, %291
  %293 = select i1 %292, ptr @.str.14, ptr @.str.15
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %286, ptr noundef nonnull %293)
  br i1 %292, label %298, label %295

295:                                              ; preds = %268
  %296 = load i32, ptr @n_fail, align 4, !tbaa !5
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @n_fail, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %295, %268
  %299 = tail call fast double @llvm.fabs.f64(double %271)
  %300 = tail call fast double @llvm.maxnum.f64(double %299, double 1.000000e+00)
  %301 = fsub fast double %272, %271
  %302 = tail call fast double @llvm.fabs.f64(double %301)
  %303 = fmul fast double %300, 0x3D719799812DEA11
  %304 = fcmp fast ole double %302, %303
  %305 = select i1 %304, ptr @.str.14, ptr @.str.15
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %270, double noundef nofpclass(nan inf) %272, double noundef nofpclass(nan inf) %271, ptr noundef nonnull %305)
  br i1 %304, label %310, label %307

307:                                              ; preds = %298
  %308 = load i32, ptr @n_fail, align 4, !tbaa !5
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr @n_fail, align 4, !tbaa !5
  br label %310

310:                                              ; preds = %298, %307
  %311 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sinc, double noundef nofpclass(nan inf) %12) #8
  %312 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sinc, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %313 = fcmp fast une double %62, 0.000000e+00
  br i1 %313, label %314, label %317

314:                                              ; preds = %310
  %315 = tail call fast double @llvm.sin.f64(double %62)
  %316 = fdiv fast double %315, %62
  br label %317

317:                                              ; preds = %310, %314
  %318 = phi fast double [ %316, %314 ], [ 1.000000e+00, %310 ]
  %319 = fcmp fast une double %63, 0.000000e+00
  br i1 %319, label %320, label %323

320:                                              ; preds = %317
  %321 = tail call fast double @llvm.sin.f64(double %63)
  %322 = fdiv fast double %321, %63
  br label %323

323:                                              ; preds = %317, %320
  %324 = phi fast double [ %322, %320 ], [ 1.000000e+00, %317 ]
  %325 = fsub fast double %318, %324
  %326 = fdiv fast double %325, %72
  %327 = tail call fast double @llvm.fabs.f64(double %326)
  %328 = tail call fast double @llvm.maxnum.f64(double %327, double 1.000000e+00)
  %329 = fsub fast double %311, %326
  %330 = tail call fast double @llvm.fabs.f64(double %329)
  %331 = fmul fast double %328, 0x3EB0C6F7A0B5ED8D
  %332 = fcmp fast ole double %330, %331
  %333 = select i1 %332, ptr @.str.14, ptr @.str.15
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %311, double noundef nofpclass(nan inf) %326, ptr noundef nonnull %333)
  br i1 %332, label %338, label %335

335:                                              ; preds = %323
  %336 = load i32, ptr @n_fail, align 4, !tbaa !5
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %335, %323
  %339 = tail call fast double @llvm.fabs.f64(double %311)
  %340 = tail call fast double @llvm.maxnum.f64(double %339, double 1.000000e+00)
  %341 = fsub fast double %312, %311
  %342 = tail call fast double @llvm.fabs.f64(double %341)
  %343 = fmul fast double %340, 0x3D719799812DEA11
  %344 = fcmp fast ole double %342, %343
  %345 = select i1 %344, ptr @.str.14, ptr @.str.15
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %312, double noundef nofpclass(nan inf) %311, ptr noundef nonnull %345)
  br i1 %344, label %350, label %347

347:                                              ; preds = %338
  %348 = load i32, ptr @n_fail, align 4, !tbaa !5
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr @n_fail, align 4, !tbaa !5
  br label %350

350:                                              ; preds = %338, %347
  %351 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_sqrt, double noundef nofpclass(nan inf) %12) #8
  %352 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_sqrt, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %353 = fcmp fast ogt <2 x double> %65, zeroinitializer
  %354 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %65)
  %355 = fmul fast <2 x double> %135, %354
  %356 = select <2 x i1> %353, <2 x double> %355, <2 x double> zeroinitializer
  %357 = shufflevector <2 x double> %356, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %358 = fsub fast <2 x double> %356, %357
  %359 = extractelement <2 x double> %358, i64 0
  %360 = fdiv fast double %359, %72
  %361 = tail call fast double @llvm.fabs.f64(double %360)
  %362 = tail call fast double @llvm.maxnum.f64(double %361, double 1.000000e+00)
  %363 = fsub fast double %351, %360
  %364 = tail call fast double @llvm.fabs.f64(double %363)
  %365 = fmul fast double %362, 0x3EB0C6F7A0B5ED8D
  %366 = fcmp fast ole double %364, %365
  %367 = select i1 %366, ptr @.str.14, ptr @.str.15
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %351, double noundef nofpclass(nan inf) %360, ptr noundef nonnull %367)
  br i1 %366, label %372, label %369

369:                                              ; preds = %350
  %370 = load i32, ptr @n_fail, align 4, !tbaa !5
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !5
  br label %372

372:                                              ; preds = %369, %350
  %373 = tail call fast double @llvm.fabs.f64(double %351)
  %374 = tail call fast double @llvm.maxnum.f64(double %373, double 1.000000e+00)
  %375 = fsub fast double %352, %351
  %376 = tail call fast double @llvm.fabs.f64(double %375)
  %377 = fmul fast double %374, 0x3D719799812DEA11
  %378 = fcmp fast ole double %376, %377
  %379 = select i1 %378, ptr @.str.14, ptr @.str.15
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %352, double noundef nofpclass(nan inf) %351, ptr noundef nonnull %379)
  br i1 %378, label %384, label %381

381:                                              ; preds = %372
  %382 = load i32, ptr @n_fail, align 4, !tbaa !5
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr @n_fail, align 4, !tbaa !5
  br label %384

384:                                              ; preds = %372, %381
  %385 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_max, double noundef nofpclass(nan inf) %10) #8
  %386 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_max, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %387 = fdiv fast double %29, %31
  %388 = tail call fast double @llvm.fabs.f64(double %387)
  %389 = tail call fast double @llvm.maxnum.f64(double %388, double 1.000000e+00)
  %390 = fsub fast double %385, %387
  %391 = tail call fast double @llvm.fabs.f64(double %390)
  %392 = fmul fast double %389, 0x3EB0C6F7A0B5ED8D
  %393 = fcmp fast ole double %391, %392
  %394 = select i1 %393, ptr @.str.14, ptr @.str.15
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %385, double noundef nofpclass(nan inf) %387, ptr noundef nonnull %394)
  br i1 %393, label %399, label %396

396:                                              ; preds = %384
  %397 = load i32, ptr @n_fail, align 4, !tbaa !5
  %398 = add nsw i32 %397, 1
  store i32 %398, ptr @n_fail, align 4, !tbaa !5
  br label %399

399:                                              ; preds = %396, %384
  %400 = tail call fast double @llvm.fabs.f64(double %385)
  %401 = tail call fast double @llvm.maxnum.f64(double %400, double 1.000000e+00)
  %402 = fsub fast double %386, %385
  %403 = tail call fast double @llvm.fabs.f64(double %402)
  %404 = fmul fast double %401, 0x3D719799812DEA11
  %405 = fcmp fast ole double %403, %404
  %406 = select i1 %405, ptr @.str.14, ptr @.str.15
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %386, double noundef nofpclass(nan inf) %385, ptr noundef nonnull %406)
  br i1 %405, label %411, label %408

408:                                              ; preds = %399
  %409 = load i32, ptr @n_fail, align 4, !tbaa !5
  %410 = add nsw i32 %409, 1
  store i32 %410, ptr @n_fail, align 4, !tbaa !5
  br label %411

411:                                              ; preds = %399, %408
  %412 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pow_zero, double noundef nofpclass(nan inf) %10) #8
  %413 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pow_zero, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %414 = fmul fast <2 x double> %24, %24
  %415 = extractelement <2 x double> %414, i64 0
  %416 = fadd fast double %415, 1.000000e+00
  %417 = tail call fast double @llvm.pow.f64(double 0.000000e+00, double %416)
  %418 = fmul fast double %205, %205
  %419 = fadd fast double %418, 1.000000e+00
  %420 = tail call fast double @llvm.pow.f64(double 0.000000e+00, double %419)
  %421 = fsub fast double %417, %420
  %422 = fdiv fast double %421, %31
  %423 = tail call fast double @llvm.fabs.f64(double %422)
  %424 = tail call fast double @llvm.maxnum.f64(double %423, double 1.000000e+00)
  %425 = fsub fast double %412, %422
  %426 = tail call fast double @llvm.fabs.f64(double %425)
  %427 = fmul fast double %424, 0x3EB0C6F7A0B5ED8D
  %428 = fcmp fast ole double %426, %427
  %429 = select i1 %428, ptr @.str.14, ptr @.str.15
  %430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %412, double noundef nofpclass(nan inf) %422, ptr noundef nonnull %429)
  br i1 %428, label %434, label %431

431:                                              ; preds = %411
  %432 = load i32, ptr @n_fail, align 4, !tbaa !5
  %433 = add nsw i32 %432, 1
  store i32 %433, ptr @n_fail, align 4, !tbaa !5
  br label %434

434:                                              ; preds = %431, %411
  %435 = tail call fast double @llvm.fabs.f64(double %412)
  %436 = tail call fast double @llvm.maxnum.f64(double %435, double 1.000000e+00)
  %437 = fsub fast double %413, %412
  %438 = tail call fast double @llvm.fabs.f64(double %437)
  %439 = fmul fast double %436, 0x3D719799812DEA11
  %440 = fcmp fast ole double %438, %439
  %441 = select i1 %440, ptr @.str.14, ptr @.str.15
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %412, ptr noundef nonnull %441)
  br i1 %440, label %446, label %443

443:                                              ; preds = %434
  %444 = load i32, ptr @n_fail, align 4, !tbaa !5
  %445 = add nsw i32 %444, 1
  store i32 %445, ptr @n_fail, align 4, !tbaa !5
  br label %446

446:                                              ; preds = %434, %443
  %447 = add nuw nsw i64 %8, 1
  %448 = icmp eq i64 %447, 3
  br i1 %448, label %1, label %7, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fmax_sqrt(double noundef nofpclass(nan inf) %0) #1 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = fmul fast double %3, 2.000000e+00
  ret double %4
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @inv_clamped(double noundef nofpclass(nan inf) %0) #1 {
  %2 = tail call fast double @llvm.fabs.f64(double %0)
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 0x3D719799812DEA11)
  %4 = fdiv fast double 1.000000e+00, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fmin_sqrt(double noundef nofpclass(nan inf) %0) #1 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = fneg fast double %2
  %4 = tail call fast double @llvm.minnum.f64(double %3, double -1.000000e+00)
  %5 = fsub fast double %0, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_log(double noundef nofpclass(nan inf) %0) #1 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast double @llvm.log.f64(double %2)
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double -3.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_pow(double noundef nofpclass(nan inf) %0) #1 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast double @llvm.pow.f64(double %2, double 2.500000e-01)
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_cbrt(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %0) #9
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = fmul fast double %0, 5.000000e-01
  %5 = fadd fast double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_hypot(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, 5.000000e-01
  %3 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %2) #9
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @min_asin(double noundef nofpclass(nan inf) %0) #1 {
  %2 = tail call fast double @llvm.asin.f64(double %0)
  %3 = tail call fast double @llvm.minnum.f64(double %2, double 1.000000e+00)
  %4 = fmul fast double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sinc(double noundef nofpclass(nan inf) %0) #1 {
  %2 = fcmp fast une double %0, 0.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = fdiv fast double %4, %0
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi fast double [ %5, %3 ], [ 1.000000e+00, %1 ]
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @tern_sqrt(double noundef nofpclass(nan inf) %0) #1 {
  %2 = fcmp fast ogt double %0, 0.000000e+00
  %3 = tail call fast double @llvm.sqrt.f64(double %0)
  %4 = fmul fast double %0, %0
  %5 = fmul fast double %4, %3
  %6 = select fast i1 %2, double %5, double 0.000000e+00
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @tern_max(double noundef nofpclass(nan inf) %0) #1 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @pow_zero(double noundef nofpclass(nan inf) %0) #1 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %2, 1.000000e+00
  %4 = tail call fast double @llvm.pow.f64(double 0.000000e+00, double %3)
  %5 = fadd fast double %4, 1.000000e+00
  ret double %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.asin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
