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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca double, align 8
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  br label %55

49:                                               ; preds = %724
  %50 = load i32, ptr @n_fail, align 4, !tbaa !5
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %50)
  %52 = load i32, ptr @n_fail, align 4, !tbaa !5
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  ret i32 %54

55:                                               ; preds = %0, %724
  %56 = phi i64 [ 0, %0 ], [ %725, %724 ]
  %57 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 24), i64 0, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmax_sqrt, double noundef nofpclass(nan inf) %58) #8
  %62 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmax_sqrt, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %63 = tail call fast double @llvm.fabs.f64(double %58)
  %64 = tail call fast double @llvm.maxnum.f64(double %63, double 1.000000e+00)
  %65 = fmul fast double %64, 0x3EB0C6F7A0B5ED8D
  %66 = fadd fast double %65, %58
  %67 = tail call fast double @llvm.sqrt.f64(double %66)
  %68 = tail call fast double @llvm.maxnum.f64(double %67, double 1.000000e+00)
  %69 = fsub fast double %58, %65
  %70 = tail call fast double @llvm.sqrt.f64(double %69)
  %71 = tail call fast double @llvm.maxnum.f64(double %70, double 1.000000e+00)
  %72 = fsub fast double %68, %71
  %73 = fmul fast double %72, 2.000000e+00
  %74 = fmul fast double %64, 2.000000e-06
  %75 = fdiv fast double %73, %74
  %76 = tail call fast double @llvm.fabs.f64(double %75)
  %77 = tail call fast double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %61, ptr %48, align 8, !tbaa !9
  %78 = load volatile double, ptr %48, align 8, !tbaa !9
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %80, label %92, label %81

81:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double %75, ptr %47, align 8, !tbaa !9
  %82 = load volatile double, ptr %47, align 8, !tbaa !9
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %84, label %92, label %85

85:                                               ; preds = %81
  %86 = fsub fast double %61, %75
  %87 = tail call fast double @llvm.fabs.f64(double %86)
  %88 = fmul fast double %77, 0x3EB0C6F7A0B5ED8D
  %89 = fcmp fast ole double %87, %88
  %90 = select i1 %89, ptr @.str.14, ptr @.str.15
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %61, double noundef nofpclass(nan inf) %75, ptr noundef nonnull %90)
  br i1 %89, label %97, label %94

92:                                               ; preds = %81, %55
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %61, double noundef nofpclass(nan inf) %75, ptr noundef nonnull @.str.15)
  br label %94

94:                                               ; preds = %92, %85
  %95 = load i32, ptr @n_fail, align 4, !tbaa !5
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %94, %85
  %98 = tail call fast double @llvm.fabs.f64(double %61)
  %99 = tail call fast double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %62, ptr %46, align 8, !tbaa !9
  %100 = load volatile double, ptr %46, align 8, !tbaa !9
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fcmp ueq double %101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %102, label %114, label %103

103:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %61, ptr %45, align 8, !tbaa !9
  %104 = load volatile double, ptr %45, align 8, !tbaa !9
  %105 = tail call double @llvm.fabs.f64(double %104)
  %106 = fcmp ueq double %105, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %106, label %114, label %107

107:                                              ; preds = %103
  %108 = fsub fast double %62, %61
  %109 = tail call fast double @llvm.fabs.f64(double %108)
  %110 = fmul fast double %99, 0x3D719799812DEA11
  %111 = fcmp fast ole double %109, %110
  %112 = select i1 %111, ptr @.str.14, ptr @.str.15
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) %61, ptr noundef nonnull %112)
  br i1 %111, label %119, label %116

114:                                              ; preds = %103, %97
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) %61, ptr noundef nonnull @.str.15)
  br label %116

116:                                              ; preds = %114, %107
  %117 = load i32, ptr @n_fail, align 4, !tbaa !5
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr @n_fail, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %107, %116
  %120 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @inv_clamped, double noundef nofpclass(nan inf) %60) #8
  %121 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @inv_clamped, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %122 = tail call fast double @llvm.fabs.f64(double %60)
  %123 = tail call fast double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  %124 = fmul fast double %123, 0x3EB0C6F7A0B5ED8D
  %125 = fadd fast double %124, %60
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = tail call fast double @llvm.maxnum.f64(double %126, double 0x3D719799812DEA11)
  %128 = fdiv fast double 1.000000e+00, %127
  %129 = fsub fast double %60, %124
  %130 = tail call fast double @llvm.fabs.f64(double %129)
  %131 = tail call fast double @llvm.maxnum.f64(double %130, double 0x3D719799812DEA11)
  %132 = fdiv fast double 1.000000e+00, %131
  %133 = fsub fast double %128, %132
  %134 = fmul fast double %123, 2.000000e-06
  %135 = fdiv fast double %133, %134
  %136 = tail call fast double @llvm.fabs.f64(double %135)
  %137 = tail call fast double @llvm.maxnum.f64(double %136, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %120, ptr %44, align 8, !tbaa !9
  %138 = load volatile double, ptr %44, align 8, !tbaa !9
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fcmp ueq double %139, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %140, label %152, label %141

141:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %135, ptr %43, align 8, !tbaa !9
  %142 = load volatile double, ptr %43, align 8, !tbaa !9
  %143 = tail call double @llvm.fabs.f64(double %142)
  %144 = fcmp ueq double %143, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %144, label %152, label %145

145:                                              ; preds = %141
  %146 = fsub fast double %120, %135
  %147 = tail call fast double @llvm.fabs.f64(double %146)
  %148 = fmul fast double %137, 0x3EB0C6F7A0B5ED8D
  %149 = fcmp fast ole double %147, %148
  %150 = select i1 %149, ptr @.str.14, ptr @.str.15
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %135, ptr noundef nonnull %150)
  br i1 %149, label %157, label %154

152:                                              ; preds = %141, %119
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %135, ptr noundef nonnull @.str.15)
  br label %154

154:                                              ; preds = %152, %145
  %155 = load i32, ptr @n_fail, align 4, !tbaa !5
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr @n_fail, align 4, !tbaa !5
  br label %157

157:                                              ; preds = %154, %145
  %158 = tail call fast double @llvm.fabs.f64(double %120)
  %159 = tail call fast double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %121, ptr %42, align 8, !tbaa !9
  %160 = load volatile double, ptr %42, align 8, !tbaa !9
  %161 = tail call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %162, label %174, label %163

163:                                              ; preds = %157
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %120, ptr %41, align 8, !tbaa !9
  %164 = load volatile double, ptr %41, align 8, !tbaa !9
  %165 = tail call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %166, label %174, label %167

167:                                              ; preds = %163
  %168 = fsub fast double %121, %120
  %169 = tail call fast double @llvm.fabs.f64(double %168)
  %170 = fmul fast double %159, 0x3D719799812DEA11
  %171 = fcmp fast ole double %169, %170
  %172 = select i1 %171, ptr @.str.14, ptr @.str.15
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %120, ptr noundef nonnull %172)
  br i1 %171, label %179, label %176

174:                                              ; preds = %163, %157
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %120, ptr noundef nonnull @.str.15)
  br label %176

176:                                              ; preds = %174, %167
  %177 = load i32, ptr @n_fail, align 4, !tbaa !5
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr @n_fail, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %167, %176
  %180 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fmin_sqrt, double noundef nofpclass(nan inf) %58) #8
  %181 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fmin_sqrt, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %182 = fneg fast double %67
  %183 = tail call fast double @llvm.minnum.f64(double %182, double -1.000000e+00)
  %184 = fneg fast double %70
  %185 = tail call fast double @llvm.minnum.f64(double %184, double -1.000000e+00)
  %186 = fsub fast double %74, %183
  %187 = fadd fast double %186, %185
  %188 = fdiv fast double %187, %74
  %189 = tail call fast double @llvm.fabs.f64(double %188)
  %190 = tail call fast double @llvm.maxnum.f64(double %189, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %180, ptr %40, align 8, !tbaa !9
  %191 = load volatile double, ptr %40, align 8, !tbaa !9
  %192 = tail call double @llvm.fabs.f64(double %191)
  %193 = fcmp ueq double %192, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %193, label %205, label %194

194:                                              ; preds = %179
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %188, ptr %39, align 8, !tbaa !9
  %195 = load volatile double, ptr %39, align 8, !tbaa !9
  %196 = tail call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %197, label %205, label %198

198:                                              ; preds = %194
  %199 = fsub fast double %180, %188
  %200 = tail call fast double @llvm.fabs.f64(double %199)
  %201 = fmul fast double %190, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp fast ole double %200, %201
  %203 = select i1 %202, ptr @.str.14, ptr @.str.15
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %188, ptr noundef nonnull %203)
  br i1 %202, label %210, label %207

205:                                              ; preds = %194, %179
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %188, ptr noundef nonnull @.str.15)
  br label %207

207:                                              ; preds = %205, %198
  %208 = load i32, ptr @n_fail, align 4, !tbaa !5
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %207, %198
  %211 = tail call fast double @llvm.fabs.f64(double %180)
  %212 = tail call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %181, ptr %38, align 8, !tbaa !9
  %213 = load volatile double, ptr %38, align 8, !tbaa !9
  %214 = tail call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %215, label %227, label %216

216:                                              ; preds = %210
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %180, ptr %37, align 8, !tbaa !9
  %217 = load volatile double, ptr %37, align 8, !tbaa !9
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = fcmp ueq double %218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %219, label %227, label %220

220:                                              ; preds = %216
  %221 = fsub fast double %181, %180
  %222 = tail call fast double @llvm.fabs.f64(double %221)
  %223 = fmul fast double %212, 0x3D719799812DEA11
  %224 = fcmp fast ole double %222, %223
  %225 = select i1 %224, ptr @.str.14, ptr @.str.15
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %181, double noundef nofpclass(nan inf) %180, ptr noundef nonnull %225)
  br i1 %224, label %232, label %229

227:                                              ; preds = %216, %210
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %181, double noundef nofpclass(nan inf) %180, ptr noundef nonnull @.str.15)
  br label %229

229:                                              ; preds = %227, %220
  %230 = load i32, ptr @n_fail, align 4, !tbaa !5
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !5
  br label %232

232:                                              ; preds = %220, %229
  %233 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_log, double noundef nofpclass(nan inf) %60) #8
  %234 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_log, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %235 = fmul fast double %125, %125
  %236 = tail call fast double @llvm.log.f64(double %235)
  %237 = tail call fast double @llvm.maxnum.f64(double %236, double -3.000000e+00)
  %238 = fmul fast double %129, %129
  %239 = tail call fast double @llvm.log.f64(double %238)
  %240 = tail call fast double @llvm.maxnum.f64(double %239, double -3.000000e+00)
  %241 = fsub fast double %237, %240
  %242 = fdiv fast double %241, %134
  %243 = tail call fast double @llvm.fabs.f64(double %242)
  %244 = tail call fast double @llvm.maxnum.f64(double %243, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %233, ptr %36, align 8, !tbaa !9
  %245 = load volatile double, ptr %36, align 8, !tbaa !9
  %246 = tail call double @llvm.fabs.f64(double %245)
  %247 = fcmp ueq double %246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %247, label %259, label %248

248:                                              ; preds = %232
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %242, ptr %35, align 8, !tbaa !9
  %249 = load volatile double, ptr %35, align 8, !tbaa !9
  %250 = tail call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %251, label %259, label %252

252:                                              ; preds = %248
  %253 = fsub fast double %233, %242
  %254 = tail call fast double @llvm.fabs.f64(double %253)
  %255 = fmul fast double %244, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp fast ole double %254, %255
  %257 = select i1 %256, ptr @.str.14, ptr @.str.15
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %233, double noundef nofpclass(nan inf) %242, ptr noundef nonnull %257)
  br i1 %256, label %264, label %261

259:                                              ; preds = %248, %232
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %233, double noundef nofpclass(nan inf) %242, ptr noundef nonnull @.str.15)
  br label %261

261:                                              ; preds = %259, %252
  %262 = load i32, ptr @n_fail, align 4, !tbaa !5
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr @n_fail, align 4, !tbaa !5
  br label %264

264:                                              ; preds = %261, %252
  %265 = tail call fast double @llvm.fabs.f64(double %233)
  %266 = tail call fast double @llvm.maxnum.f64(double %265, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %234, ptr %34, align 8, !tbaa !9
  %267 = load volatile double, ptr %34, align 8, !tbaa !9
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %269, label %281, label %270

270:                                              ; preds = %264
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %233, ptr %33, align 8, !tbaa !9
  %271 = load volatile double, ptr %33, align 8, !tbaa !9
  %272 = tail call double @llvm.fabs.f64(double %271)
  %273 = fcmp ueq double %272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %273, label %281, label %274

274:                                              ; preds = %270
  %275 = fsub fast double %234, %233
  %276 = tail call fast double @llvm.fabs.f64(double %275)
  %277 = fmul fast double %266, 0x3D719799812DEA11
  %278 = fcmp fast ole double %276, %277
  %279 = select i1 %278, ptr @.str.14, ptr @.str.15
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %233, ptr noundef nonnull %279)
  br i1 %278, label %286, label %283

281:                                              ; preds = %270, %264
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %233, ptr noundef nonnull @.str.15)
  br label %283

283:                                              ; preds = %281, %274
  %284 = load i32, ptr @n_fail, align 4, !tbaa !5
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !5
  br label %286

286:                                              ; preds = %274, %283
  %287 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_pow, double noundef nofpclass(nan inf) %60) #8
  %288 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_pow, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %289 = tail call fast double @llvm.pow.f64(double %235, double 2.500000e-01)
  %290 = tail call fast double @llvm.maxnum.f64(double %289, double 1.000000e+00)
  %291 = tail call fast double @llvm.pow.f64(double %238, double 2.500000e-01)
  %292 = tail call fast double @llvm.maxnum.f64(double %291, double 1.000000e+00)
  %293 = fsub fast double %290, %292
  %294 = fdiv fast double %293, %134
  %295 = tail call fast double @llvm.fabs.f64(double %294)
  %296 = tail call fast double @llvm.maxnum.f64(double %295, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %287, ptr %32, align 8, !tbaa !9
  %297 = load volatile double, ptr %32, align 8, !tbaa !9
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = fcmp ueq double %298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %299, label %311, label %300

300:                                              ; preds = %286
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %294, ptr %31, align 8, !tbaa !9
  %301 = load volatile double, ptr %31, align 8, !tbaa !9
  %302 = tail call double @llvm.fabs.f64(double %301)
  %303 = fcmp ueq double %302, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %303, label %311, label %304

304:                                              ; preds = %300
  %305 = fsub fast double %287, %294
  %306 = tail call fast double @llvm.fabs.f64(double %305)
  %307 = fmul fast double %296, 0x3EB0C6F7A0B5ED8D
  %308 = fcmp fast ole double %306, %307
  %309 = select i1 %308, ptr @.str.14, ptr @.str.15
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %294, ptr noundef nonnull %309)
  br i1 %308, label %316, label %313

311:                                              ; preds = %300, %286
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %294, ptr noundef nonnull @.str.15)
  br label %313

313:                                              ; preds = %311, %304
  %314 = load i32, ptr @n_fail, align 4, !tbaa !5
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr @n_fail, align 4, !tbaa !5
  br label %316

316:                                              ; preds = %313, %304
  %317 = tail call fast double @llvm.fabs.f64(double %287)
  %318 = tail call fast double @llvm.maxnum.f64(double %317, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %288, ptr %30, align 8, !tbaa !9
  %319 = load volatile double, ptr %30, align 8, !tbaa !9
  %320 = tail call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %321, label %333, label %322

322:                                              ; preds = %316
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %287, ptr %29, align 8, !tbaa !9
  %323 = load volatile double, ptr %29, align 8, !tbaa !9
  %324 = tail call double @llvm.fabs.f64(double %323)
  %325 = fcmp ueq double %324, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %325, label %333, label %326

326:                                              ; preds = %322
  %327 = fsub fast double %288, %287
  %328 = tail call fast double @llvm.fabs.f64(double %327)
  %329 = fmul fast double %318, 0x3D719799812DEA11
  %330 = fcmp fast ole double %328, %329
  %331 = select i1 %330, ptr @.str.14, ptr @.str.15
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %288, double noundef nofpclass(nan inf) %287, ptr noundef nonnull %331)
  br i1 %330, label %338, label %335

333:                                              ; preds = %322, %316
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %288, double noundef nofpclass(nan inf) %287, ptr noundef nonnull @.str.15)
  br label %335

335:                                              ; preds = %333, %326
  %336 = load i32, ptr @n_fail, align 4, !tbaa !5
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %326, %335
  %339 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_cbrt, double noundef nofpclass(nan inf) %58) #8
  %340 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_cbrt, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %341 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %66) #9
  %342 = tail call fast double @llvm.maxnum.f64(double %341, double 1.000000e+00)
  %343 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %69) #9
  %344 = tail call fast double @llvm.maxnum.f64(double %343, double 1.000000e+00)
  %345 = fsub fast double %342, %344
  %346 = fadd fast double %345, %65
  %347 = fdiv fast double %346, %74
  %348 = tail call fast double @llvm.fabs.f64(double %347)
  %349 = tail call fast double @llvm.maxnum.f64(double %348, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %339, ptr %28, align 8, !tbaa !9
  %350 = load volatile double, ptr %28, align 8, !tbaa !9
  %351 = tail call double @llvm.fabs.f64(double %350)
  %352 = fcmp ueq double %351, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %352, label %364, label %353

353:                                              ; preds = %338
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %347, ptr %27, align 8, !tbaa !9
  %354 = load volatile double, ptr %27, align 8, !tbaa !9
  %355 = tail call double @llvm.fabs.f64(double %354)
  %356 = fcmp ueq double %355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %356, label %364, label %357

357:                                              ; preds = %353
  %358 = fsub fast double %339, %347
  %359 = tail call fast double @llvm.fabs.f64(double %358)
  %360 = fmul fast double %349, 0x3EB0C6F7A0B5ED8D
  %361 = fcmp fast ole double %359, %360
  %362 = select i1 %361, ptr @.str.14, ptr @.str.15
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %339, double noundef nofpclass(nan inf) %347, ptr noundef nonnull %362)
  br i1 %361, label %369, label %366

364:                                              ; preds = %353, %338
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %339, double noundef nofpclass(nan inf) %347, ptr noundef nonnull @.str.15)
  br label %366

366:                                              ; preds = %364, %357
  %367 = load i32, ptr @n_fail, align 4, !tbaa !5
  %368 = add nsw i32 %367, 1
  store i32 %368, ptr @n_fail, align 4, !tbaa !5
  br label %369

369:                                              ; preds = %366, %357
  %370 = tail call fast double @llvm.fabs.f64(double %339)
  %371 = tail call fast double @llvm.maxnum.f64(double %370, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %340, ptr %26, align 8, !tbaa !9
  %372 = load volatile double, ptr %26, align 8, !tbaa !9
  %373 = tail call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %374, label %386, label %375

375:                                              ; preds = %369
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %339, ptr %25, align 8, !tbaa !9
  %376 = load volatile double, ptr %25, align 8, !tbaa !9
  %377 = tail call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %378, label %386, label %379

379:                                              ; preds = %375
  %380 = fsub fast double %340, %339
  %381 = tail call fast double @llvm.fabs.f64(double %380)
  %382 = fmul fast double %371, 0x3D719799812DEA11
  %383 = fcmp fast ole double %381, %382
  %384 = select i1 %383, ptr @.str.14, ptr @.str.15
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %340, double noundef nofpclass(nan inf) %339, ptr noundef nonnull %384)
  br i1 %383, label %391, label %388

386:                                              ; preds = %375, %369
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %340, double noundef nofpclass(nan inf) %339, ptr noundef nonnull @.str.15)
  br label %388

388:                                              ; preds = %386, %379
  %389 = load i32, ptr @n_fail, align 4, !tbaa !5
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @n_fail, align 4, !tbaa !5
  br label %391

391:                                              ; preds = %379, %388
  %392 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @max_hypot, double noundef nofpclass(nan inf) %60) #8
  %393 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @max_hypot, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %394 = fmul fast double %125, 5.000000e-01
  %395 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %125, double noundef nofpclass(nan inf) %394) #9
  %396 = tail call fast double @llvm.maxnum.f64(double %395, double 1.000000e+00)
  %397 = fmul fast double %129, 5.000000e-01
  %398 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %397) #9
  %399 = tail call fast double @llvm.maxnum.f64(double %398, double 1.000000e+00)
  %400 = fsub fast double %396, %399
  %401 = fdiv fast double %400, %134
  %402 = tail call fast double @llvm.fabs.f64(double %401)
  %403 = tail call fast double @llvm.maxnum.f64(double %402, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %392, ptr %24, align 8, !tbaa !9
  %404 = load volatile double, ptr %24, align 8, !tbaa !9
  %405 = tail call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %406, label %418, label %407

407:                                              ; preds = %391
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %401, ptr %23, align 8, !tbaa !9
  %408 = load volatile double, ptr %23, align 8, !tbaa !9
  %409 = tail call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %410, label %418, label %411

411:                                              ; preds = %407
  %412 = fsub fast double %392, %401
  %413 = tail call fast double @llvm.fabs.f64(double %412)
  %414 = fmul fast double %403, 0x3EB0C6F7A0B5ED8D
  %415 = fcmp fast ole double %413, %414
  %416 = select i1 %415, ptr @.str.14, ptr @.str.15
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %392, double noundef nofpclass(nan inf) %401, ptr noundef nonnull %416)
  br i1 %415, label %423, label %420

418:                                              ; preds = %407, %391
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %392, double noundef nofpclass(nan inf) %401, ptr noundef nonnull @.str.15)
  br label %420

420:                                              ; preds = %418, %411
  %421 = load i32, ptr @n_fail, align 4, !tbaa !5
  %422 = add nsw i32 %421, 1
  store i32 %422, ptr @n_fail, align 4, !tbaa !5
  br label %423

423:                                              ; preds = %420, %411
  %424 = tail call fast double @llvm.fabs.f64(double %392)
  %425 = tail call fast double @llvm.maxnum.f64(double %424, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %393, ptr %22, align 8, !tbaa !9
  %426 = load volatile double, ptr %22, align 8, !tbaa !9
  %427 = tail call double @llvm.fabs.f64(double %426)
  %428 = fcmp ueq double %427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %428, label %440, label %429

429:                                              ; preds = %423
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %392, ptr %21, align 8, !tbaa !9
  %430 = load volatile double, ptr %21, align 8, !tbaa !9
  %431 = tail call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %432, label %440, label %433

433:                                              ; preds = %429
  %434 = fsub fast double %393, %392
  %435 = tail call fast double @llvm.fabs.f64(double %434)
  %436 = fmul fast double %425, 0x3D719799812DEA11
  %437 = fcmp fast ole double %435, %436
  %438 = select i1 %437, ptr @.str.14, ptr @.str.15
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %393, double noundef nofpclass(nan inf) %392, ptr noundef nonnull %438)
  br i1 %437, label %445, label %442

440:                                              ; preds = %429, %423
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %393, double noundef nofpclass(nan inf) %392, ptr noundef nonnull @.str.15)
  br label %442

442:                                              ; preds = %440, %433
  %443 = load i32, ptr @n_fail, align 4, !tbaa !5
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr @n_fail, align 4, !tbaa !5
  br label %445

445:                                              ; preds = %433, %442
  %446 = getelementptr inbounds [3 x double], ptr getelementptr inbounds (i8, ptr @main.xs, i64 48), i64 0, i64 %56
  %447 = load double, ptr %446, align 8, !tbaa !9
  %448 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @min_asin, double noundef nofpclass(nan inf) %447) #8
  %449 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @min_asin, double noundef nofpclass(nan inf) %447, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %450 = tail call fast double @llvm.fabs.f64(double %447)
  %451 = tail call fast double @llvm.maxnum.f64(double %450, double 1.000000e+00)
  %452 = fmul fast double %451, 0x3EB0C6F7A0B5ED8D
  %453 = fadd fast double %452, %447
  %454 = tail call fast double @llvm.asin.f64(double %453)
  %455 = tail call fast double @llvm.minnum.f64(double %454, double 1.000000e+00)
  %456 = fmul fast double %455, %453
  %457 = fsub fast double %447, %452
  %458 = tail call fast double @llvm.asin.f64(double %457)
  %459 = tail call fast double @llvm.minnum.f64(double %458, double 1.000000e+00)
  %460 = fmul fast double %459, %457
  %461 = fsub fast double %456, %460
  %462 = fmul fast double %451, 2.000000e-06
  %463 = fdiv fast double %461, %462
  %464 = tail call fast double @llvm.fabs.f64(double %463)
  %465 = tail call fast double @llvm.maxnum.f64(double %464, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %448, ptr %20, align 8, !tbaa !9
  %466 = load volatile double, ptr %20, align 8, !tbaa !9
  %467 = tail call double @llvm.fabs.f64(double %466)
  %468 = fcmp ueq double %467, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %468, label %480, label %469

469:                                              ; preds = %445
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %463, ptr %19, align 8, !tbaa !9
  %470 = load volatile double, ptr %19, align 8, !tbaa !9
  %471 = tail call double @llvm.fabs.f64(double %470)
  %472 = fcmp ueq double %471, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %472, label %480, label %473

473:                                              ; preds = %469
  %474 = fsub fast double %448, %463
  %475 = tail call fast double @llvm.fabs.f64(double %474)
  %476 = fmul fast double %465, 0x3EB0C6F7A0B5ED8D
  %477 = fcmp fast ole double %475, %476
  %478 = select i1 %477, ptr @.str.14, ptr @.str.15
  %479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %447, double noundef nofpclass(nan inf) %448, double noundef nofpclass(nan inf) %463, ptr noundef nonnull %478)
  br i1 %477, label %485, label %482

480:                                              ; preds = %469, %445
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %447, double noundef nofpclass(nan inf) %448, double noundef nofpclass(nan inf) %463, ptr noundef nonnull @.str.15)
  br label %482

482:                                              ; preds = %480, %473
  %483 = load i32, ptr @n_fail, align 4, !tbaa !5
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr @n_fail, align 4, !tbaa !5
  br label %485

485:                                              ; preds = %482, %473
  %486 = tail call fast double @llvm.fabs.f64(double %448)
  %487 = tail call fast double @llvm.maxnum.f64(double %486, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %449, ptr %18, align 8, !tbaa !9
  %488 = load volatile double, ptr %18, align 8, !tbaa !9
  %489 = tail call double @llvm.fabs.f64(double %488)
  %490 = fcmp ueq double %489, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %490, label %502, label %491

491:                                              ; preds = %485
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %448, ptr %17, align 8, !tbaa !9
  %492 = load volatile double, ptr %17, align 8, !tbaa !9
  %493 = tail call double @llvm.fabs.f64(double %492)
  %494 = fcmp ueq double %493, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %494, label %502, label %495

495:                                              ; preds = %491
  %496 = fsub fast double %449, %448
  %497 = tail call fast double @llvm.fabs.f64(double %496)
  %498 = fmul fast double %487, 0x3D719799812DEA11
  %499 = fcmp fast ole double %497, %498
  %500 = select i1 %499, ptr @.str.14, ptr @.str.15
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %447, double noundef nofpclass(nan inf) %449, double noundef nofpclass(nan inf) %448, ptr noundef nonnull %500)
  br i1 %499, label %507, label %504

502:                                              ; preds = %491, %485
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %447, double noundef nofpclass(nan inf) %449, double noundef nofpclass(nan inf) %448, ptr noundef nonnull @.str.15)
  br label %504

504:                                              ; preds = %502, %495
  %505 = load i32, ptr @n_fail, align 4, !tbaa !5
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @n_fail, align 4, !tbaa !5
  br label %507

507:                                              ; preds = %495, %504
  %508 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sinc, double noundef nofpclass(nan inf) %60) #8
  %509 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sinc, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %510 = fcmp fast une double %125, 0.000000e+00
  br i1 %510, label %511, label %514

511:                                              ; preds = %507
  %512 = tail call fast double @llvm.sin.f64(double %125)
  %513 = fdiv fast double %512, %125
  br label %514

514:                                              ; preds = %507, %511
  %515 = phi fast double [ %513, %511 ], [ 1.000000e+00, %507 ]
  %516 = fcmp fast une double %129, 0.000000e+00
  br i1 %516, label %517, label %520

517:                                              ; preds = %514
  %518 = tail call fast double @llvm.sin.f64(double %129)
  %519 = fdiv fast double %518, %129
  br label %520

520:                                              ; preds = %514, %517
  %521 = phi fast double [ %519, %517 ], [ 1.000000e+00, %514 ]
  %522 = fsub fast double %515, %521
  %523 = fdiv fast double %522, %134
  %524 = tail call fast double @llvm.fabs.f64(double %523)
  %525 = tail call fast double @llvm.maxnum.f64(double %524, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %508, ptr %16, align 8, !tbaa !9
  %526 = load volatile double, ptr %16, align 8, !tbaa !9
  %527 = tail call double @llvm.fabs.f64(double %526)
  %528 = fcmp ueq double %527, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %528, label %540, label %529

529:                                              ; preds = %520
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %523, ptr %15, align 8, !tbaa !9
  %530 = load volatile double, ptr %15, align 8, !tbaa !9
  %531 = tail call double @llvm.fabs.f64(double %530)
  %532 = fcmp ueq double %531, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %532, label %540, label %533

533:                                              ; preds = %529
  %534 = fsub fast double %508, %523
  %535 = tail call fast double @llvm.fabs.f64(double %534)
  %536 = fmul fast double %525, 0x3EB0C6F7A0B5ED8D
  %537 = fcmp fast ole double %535, %536
  %538 = select i1 %537, ptr @.str.14, ptr @.str.15
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %508, double noundef nofpclass(nan inf) %523, ptr noundef nonnull %538)
  br i1 %537, label %545, label %542

540:                                              ; preds = %529, %520
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %508, double noundef nofpclass(nan inf) %523, ptr noundef nonnull @.str.15)
  br label %542

542:                                              ; preds = %540, %533
  %543 = load i32, ptr @n_fail, align 4, !tbaa !5
  %544 = add nsw i32 %543, 1
  store i32 %544, ptr @n_fail, align 4, !tbaa !5
  br label %545

545:                                              ; preds = %542, %533
  %546 = tail call fast double @llvm.fabs.f64(double %508)
  %547 = tail call fast double @llvm.maxnum.f64(double %546, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %509, ptr %14, align 8, !tbaa !9
  %548 = load volatile double, ptr %14, align 8, !tbaa !9
  %549 = tail call double @llvm.fabs.f64(double %548)
  %550 = fcmp ueq double %549, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %550, label %562, label %551

551:                                              ; preds = %545
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %508, ptr %13, align 8, !tbaa !9
  %552 = load volatile double, ptr %13, align 8, !tbaa !9
  %553 = tail call double @llvm.fabs.f64(double %552)
  %554 = fcmp ueq double %553, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %554, label %562, label %555

555:                                              ; preds = %551
  %556 = fsub fast double %509, %508
  %557 = tail call fast double @llvm.fabs.f64(double %556)
  %558 = fmul fast double %547, 0x3D719799812DEA11
  %559 = fcmp fast ole double %557, %558
  %560 = select i1 %559, ptr @.str.14, ptr @.str.15
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %509, double noundef nofpclass(nan inf) %508, ptr noundef nonnull %560)
  br i1 %559, label %567, label %564

562:                                              ; preds = %551, %545
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %509, double noundef nofpclass(nan inf) %508, ptr noundef nonnull @.str.15)
  br label %564

564:                                              ; preds = %562, %555
  %565 = load i32, ptr @n_fail, align 4, !tbaa !5
  %566 = add nsw i32 %565, 1
  store i32 %566, ptr @n_fail, align 4, !tbaa !5
  br label %567

567:                                              ; preds = %555, %564
  %568 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_sqrt, double noundef nofpclass(nan inf) %60) #8
  %569 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_sqrt, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %570 = fcmp fast ogt double %125, 0.000000e+00
  %571 = tail call fast double @llvm.sqrt.f64(double %125)
  %572 = fmul fast double %235, %571
  %573 = select fast i1 %570, double %572, double 0.000000e+00
  %574 = fcmp fast ogt double %129, 0.000000e+00
  %575 = tail call fast double @llvm.sqrt.f64(double %129)
  %576 = fmul fast double %238, %575
  %577 = select fast i1 %574, double %576, double 0.000000e+00
  %578 = fsub fast double %573, %577
  %579 = fdiv fast double %578, %134
  %580 = tail call fast double @llvm.fabs.f64(double %579)
  %581 = tail call fast double @llvm.maxnum.f64(double %580, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %568, ptr %12, align 8, !tbaa !9
  %582 = load volatile double, ptr %12, align 8, !tbaa !9
  %583 = tail call double @llvm.fabs.f64(double %582)
  %584 = fcmp ueq double %583, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %584, label %596, label %585

585:                                              ; preds = %567
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %579, ptr %11, align 8, !tbaa !9
  %586 = load volatile double, ptr %11, align 8, !tbaa !9
  %587 = tail call double @llvm.fabs.f64(double %586)
  %588 = fcmp ueq double %587, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %588, label %596, label %589

589:                                              ; preds = %585
  %590 = fsub fast double %568, %579
  %591 = tail call fast double @llvm.fabs.f64(double %590)
  %592 = fmul fast double %581, 0x3EB0C6F7A0B5ED8D
  %593 = fcmp fast ole double %591, %592
  %594 = select i1 %593, ptr @.str.14, ptr @.str.15
  %595 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %568, double noundef nofpclass(nan inf) %579, ptr noundef nonnull %594)
  br i1 %593, label %601, label %598

596:                                              ; preds = %585, %567
  %597 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %568, double noundef nofpclass(nan inf) %579, ptr noundef nonnull @.str.15)
  br label %598

598:                                              ; preds = %596, %589
  %599 = load i32, ptr @n_fail, align 4, !tbaa !5
  %600 = add nsw i32 %599, 1
  store i32 %600, ptr @n_fail, align 4, !tbaa !5
  br label %601

601:                                              ; preds = %598, %589
  %602 = tail call fast double @llvm.fabs.f64(double %568)
  %603 = tail call fast double @llvm.maxnum.f64(double %602, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %569, ptr %10, align 8, !tbaa !9
  %604 = load volatile double, ptr %10, align 8, !tbaa !9
  %605 = tail call double @llvm.fabs.f64(double %604)
  %606 = fcmp ueq double %605, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %606, label %618, label %607

607:                                              ; preds = %601
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %568, ptr %9, align 8, !tbaa !9
  %608 = load volatile double, ptr %9, align 8, !tbaa !9
  %609 = tail call double @llvm.fabs.f64(double %608)
  %610 = fcmp ueq double %609, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %610, label %618, label %611

611:                                              ; preds = %607
  %612 = fsub fast double %569, %568
  %613 = tail call fast double @llvm.fabs.f64(double %612)
  %614 = fmul fast double %603, 0x3D719799812DEA11
  %615 = fcmp fast ole double %613, %614
  %616 = select i1 %615, ptr @.str.14, ptr @.str.15
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %568, ptr noundef nonnull %616)
  br i1 %615, label %623, label %620

618:                                              ; preds = %607, %601
  %619 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %568, ptr noundef nonnull @.str.15)
  br label %620

620:                                              ; preds = %618, %611
  %621 = load i32, ptr @n_fail, align 4, !tbaa !5
  %622 = add nsw i32 %621, 1
  store i32 %622, ptr @n_fail, align 4, !tbaa !5
  br label %623

623:                                              ; preds = %611, %620
  %624 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tern_max, double noundef nofpclass(nan inf) %58) #8
  %625 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tern_max, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %626 = fdiv fast double %72, %74
  %627 = tail call fast double @llvm.fabs.f64(double %626)
  %628 = tail call fast double @llvm.maxnum.f64(double %627, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %624, ptr %8, align 8, !tbaa !9
  %629 = load volatile double, ptr %8, align 8, !tbaa !9
  %630 = tail call double @llvm.fabs.f64(double %629)
  %631 = fcmp ueq double %630, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %631, label %643, label %632

632:                                              ; preds = %623
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %626, ptr %7, align 8, !tbaa !9
  %633 = load volatile double, ptr %7, align 8, !tbaa !9
  %634 = tail call double @llvm.fabs.f64(double %633)
  %635 = fcmp ueq double %634, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %635, label %643, label %636

636:                                              ; preds = %632
  %637 = fsub fast double %624, %626
  %638 = tail call fast double @llvm.fabs.f64(double %637)
  %639 = fmul fast double %628, 0x3EB0C6F7A0B5ED8D
  %640 = fcmp fast ole double %638, %639
  %641 = select i1 %640, ptr @.str.14, ptr @.str.15
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %624, double noundef nofpclass(nan inf) %626, ptr noundef nonnull %641)
  br i1 %640, label %648, label %645

643:                                              ; preds = %632, %623
  %644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %624, double noundef nofpclass(nan inf) %626, ptr noundef nonnull @.str.15)
  br label %645

645:                                              ; preds = %643, %636
  %646 = load i32, ptr @n_fail, align 4, !tbaa !5
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr @n_fail, align 4, !tbaa !5
  br label %648

648:                                              ; preds = %645, %636
  %649 = tail call fast double @llvm.fabs.f64(double %624)
  %650 = tail call fast double @llvm.maxnum.f64(double %649, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %625, ptr %6, align 8, !tbaa !9
  %651 = load volatile double, ptr %6, align 8, !tbaa !9
  %652 = tail call double @llvm.fabs.f64(double %651)
  %653 = fcmp ueq double %652, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %653, label %665, label %654

654:                                              ; preds = %648
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %624, ptr %5, align 8, !tbaa !9
  %655 = load volatile double, ptr %5, align 8, !tbaa !9
  %656 = tail call double @llvm.fabs.f64(double %655)
  %657 = fcmp ueq double %656, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %657, label %665, label %658

658:                                              ; preds = %654
  %659 = fsub fast double %625, %624
  %660 = tail call fast double @llvm.fabs.f64(double %659)
  %661 = fmul fast double %650, 0x3D719799812DEA11
  %662 = fcmp fast ole double %660, %661
  %663 = select i1 %662, ptr @.str.14, ptr @.str.15
  %664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %625, double noundef nofpclass(nan inf) %624, ptr noundef nonnull %663)
  br i1 %662, label %670, label %667

665:                                              ; preds = %654, %648
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %625, double noundef nofpclass(nan inf) %624, ptr noundef nonnull @.str.15)
  br label %667

667:                                              ; preds = %665, %658
  %668 = load i32, ptr @n_fail, align 4, !tbaa !5
  %669 = add nsw i32 %668, 1
  store i32 %669, ptr @n_fail, align 4, !tbaa !5
  br label %670

670:                                              ; preds = %658, %667
  %671 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pow_zero, double noundef nofpclass(nan inf) %58) #8
  %672 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pow_zero, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) 1.000000e+00) #8
  %673 = fmul fast double %66, %66
  %674 = fadd fast double %673, 1.000000e+00
  %675 = tail call fast double @llvm.pow.f64(double 0.000000e+00, double %674)
  %676 = fmul fast double %69, %69
  %677 = fadd fast double %676, 1.000000e+00
  %678 = tail call fast double @llvm.pow.f64(double 0.000000e+00, double %677)
  %679 = fsub fast double %675, %678
  %680 = fdiv fast double %679, %74
  %681 = tail call fast double @llvm.fabs.f64(double %680)
  %682 = tail call fast double @llvm.maxnum.f64(double %681, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %671, ptr %4, align 8, !tbaa !9
  %683 = load volatile double, ptr %4, align 8, !tbaa !9
  %684 = tail call double @llvm.fabs.f64(double %683)
  %685 = fcmp ueq double %684, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %685, label %697, label %686

686:                                              ; preds = %670
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %680, ptr %3, align 8, !tbaa !9
  %687 = load volatile double, ptr %3, align 8, !tbaa !9
  %688 = tail call double @llvm.fabs.f64(double %687)
  %689 = fcmp ueq double %688, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %689, label %697, label %690

690:                                              ; preds = %686
  %691 = fsub fast double %671, %680
  %692 = tail call fast double @llvm.fabs.f64(double %691)
  %693 = fmul fast double %682, 0x3EB0C6F7A0B5ED8D
  %694 = fcmp fast ole double %692, %693
  %695 = select i1 %694, ptr @.str.14, ptr @.str.15
  %696 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %671, double noundef nofpclass(nan inf) %680, ptr noundef nonnull %695)
  br i1 %694, label %702, label %699

697:                                              ; preds = %686, %670
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %671, double noundef nofpclass(nan inf) %680, ptr noundef nonnull @.str.15)
  br label %699

699:                                              ; preds = %697, %690
  %700 = load i32, ptr @n_fail, align 4, !tbaa !5
  %701 = add nsw i32 %700, 1
  store i32 %701, ptr @n_fail, align 4, !tbaa !5
  br label %702

702:                                              ; preds = %699, %690
  %703 = tail call fast double @llvm.fabs.f64(double %671)
  %704 = tail call fast double @llvm.maxnum.f64(double %703, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %672, ptr %2, align 8, !tbaa !9
  %705 = load volatile double, ptr %2, align 8, !tbaa !9
  %706 = tail call double @llvm.fabs.f64(double %705)
  %707 = fcmp ueq double %706, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %707, label %719, label %708

708:                                              ; preds = %702
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %671, ptr %1, align 8, !tbaa !9
  %709 = load volatile double, ptr %1, align 8, !tbaa !9
  %710 = tail call double @llvm.fabs.f64(double %709)
  %711 = fcmp ueq double %710, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %711, label %719, label %712

712:                                              ; preds = %708
  %713 = fsub fast double %672, %671
  %714 = tail call fast double @llvm.fabs.f64(double %713)
  %715 = fmul fast double %704, 0x3D719799812DEA11
  %716 = fcmp fast ole double %714, %715
  %717 = select i1 %716, ptr @.str.14, ptr @.str.15
  %718 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %672, double noundef nofpclass(nan inf) %671, ptr noundef nonnull %717)
  br i1 %716, label %724, label %721

719:                                              ; preds = %708, %702
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %672, double noundef nofpclass(nan inf) %671, ptr noundef nonnull @.str.15)
  br label %721

721:                                              ; preds = %719, %712
  %722 = load i32, ptr @n_fail, align 4, !tbaa !5
  %723 = add nsw i32 %722, 1
  store i32 %723, ptr @n_fail, align 4, !tbaa !5
  br label %724

724:                                              ; preds = %712, %721
  %725 = add nuw nsw i64 %56, 1
  %726 = icmp eq i64 %725, 3
  br i1 %726, label %49, label %55, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fmax_sqrt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = fmul fast double %3, 2.000000e+00
  ret double %4
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @inv_clamped(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.fabs.f64(double %0)
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 0x3D719799812DEA11)
  %4 = fdiv fast double 1.000000e+00, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fmin_sqrt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = fneg fast double %2
  %4 = tail call fast double @llvm.minnum.f64(double %3, double -1.000000e+00)
  %5 = fsub fast double %0, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_log(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast double @llvm.log.f64(double %2)
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double -3.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_pow(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast double @llvm.pow.f64(double %2, double 2.500000e-01)
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_cbrt(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %0) #9
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  %4 = fmul fast double %0, 5.000000e-01
  %5 = fadd fast double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @max_hypot(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, 5.000000e-01
  %3 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %2) #9
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @min_asin(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.asin.f64(double %0)
  %3 = tail call fast double @llvm.minnum.f64(double %2, double 1.000000e+00)
  %4 = fmul fast double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sinc(double noundef nofpclass(nan inf) %0) #2 {
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
define internal nofpclass(nan inf) double @tern_sqrt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast ogt double %0, 0.000000e+00
  %3 = tail call fast double @llvm.sqrt.f64(double %0)
  %4 = fmul fast double %0, %0
  %5 = fmul fast double %4, %3
  %6 = select fast i1 %2, double %5, double 0.000000e+00
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @tern_max(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = tail call fast double @llvm.maxnum.f64(double %2, double 1.000000e+00)
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @pow_zero(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %2, 1.000000e+00
  %4 = tail call fast double @llvm.pow.f64(double 0.000000e+00, double %3)
  %5 = fadd fast double %4, 1.000000e+00
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.asin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
