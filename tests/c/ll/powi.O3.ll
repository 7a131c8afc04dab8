; ModuleID = 'powi.c'
source_filename = "powi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [5 x double] [double -1.600000e+00, double 0xBFE6666666666666, double 4.500000e-01, double 1.300000e+00, double 2.050000e+00], align 16
@main.ns = internal unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 -3], align 16
@.str = private unnamed_addr constant [7 x i8] c"p_cube\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"p_cube.exact\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"p_sq\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"p_mul\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"p_one\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"p_frac\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"p_mix\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"p_loop\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"p_builtin\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"p_intpow\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [11 x i8] c"p_squaring\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"powi\00", align 1
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
  br label %29

23:                                               ; preds = %278
  %24 = load i32, ptr @n_fail, align 4, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12, i32 noundef %24)
  %26 = load i32, ptr @n_fail, align 4, !tbaa !5
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i32
  ret i32 %28

29:                                               ; preds = %0, %278
  %30 = phi i64 [ 0, %0 ], [ %279, %278 ]
  %31 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  %36 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %37 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef %32) #10
  %38 = insertelement <2 x double> poison, double %32, i64 0
  %39 = insertelement <2 x double> poison, double %32, i64 0
  %40 = insertelement <2 x double> poison, double %36, i64 0
  %41 = insertelement <2 x double> poison, double %36, i64 0
  %42 = fadd <2 x double> %39, %41
  %43 = fsub <2 x double> %38, %40
  %44 = shufflevector <2 x double> %42, <2 x double> %43, <2 x i32> <i32 0, i32 2>
  %45 = extractelement <2 x double> %42, i64 0
  %46 = tail call double @pow(double noundef %45, double noundef 3.000000e+00) #10
  %47 = extractelement <2 x double> %43, i64 0
  %48 = tail call double @pow(double noundef %47, double noundef 3.000000e+00) #10
  %49 = fsub double %46, %48
  %50 = fsub double %45, %47
  %51 = fdiv double %49, %50
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fcmp ogt double %52, 1.000000e+00
  %54 = select i1 %53, double %52, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %37, ptr %22, align 8, !tbaa !9
  %55 = load volatile double, ptr %22, align 8, !tbaa !9
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fcmp ueq double %56, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %57, label %69, label %58

58:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %51, ptr %21, align 8, !tbaa !9
  %59 = load volatile double, ptr %21, align 8, !tbaa !9
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %61, label %69, label %62

62:                                               ; preds = %58
  %63 = fsub double %37, %51
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = fmul double %54, 0x3EB0C6F7A0B5ED8D
  %66 = fcmp ole double %64, %65
  %67 = select i1 %66, ptr @.str.14, ptr @.str.15
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %32, double noundef %37, double noundef %51, ptr noundef nonnull %67)
  br i1 %66, label %74, label %71

69:                                               ; preds = %58, %29
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %32, double noundef %37, double noundef %51, ptr noundef nonnull @.str.15)
  br label %71

71:                                               ; preds = %69, %62
  %72 = load i32, ptr @n_fail, align 4, !tbaa !5
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr @n_fail, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %62, %71
  %75 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef %32) #10
  %76 = fmul double %32, 3.000000e+00
  %77 = fmul double %32, %76
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ogt double %78, 1.000000e+00
  %80 = select i1 %79, double %78, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %75, ptr %20, align 8, !tbaa !9
  %81 = load volatile double, ptr %20, align 8, !tbaa !9
  %82 = tail call double @llvm.fabs.f64(double %81)
  %83 = fcmp ueq double %82, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %83, label %95, label %84

84:                                               ; preds = %74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %77, ptr %19, align 8, !tbaa !9
  %85 = load volatile double, ptr %19, align 8, !tbaa !9
  %86 = tail call double @llvm.fabs.f64(double %85)
  %87 = fcmp ueq double %86, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %87, label %95, label %88

88:                                               ; preds = %84
  %89 = fsub double %75, %77
  %90 = tail call double @llvm.fabs.f64(double %89)
  %91 = fmul double %80, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp ole double %90, %91
  %93 = select i1 %92, ptr @.str.14, ptr @.str.15
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %32, double noundef %75, double noundef %77, ptr noundef nonnull %93)
  br i1 %92, label %100, label %97

95:                                               ; preds = %84, %74
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %32, double noundef %75, double noundef %77, ptr noundef nonnull @.str.15)
  br label %97

97:                                               ; preds = %95, %88
  %98 = load i32, ptr @n_fail, align 4, !tbaa !5
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @n_fail, align 4, !tbaa !5
  br label %100

100:                                              ; preds = %88, %97
  %101 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_sq, double noundef %32) #10
  %102 = fmul <2 x double> %44, %44
  %103 = fadd <2 x double> %44, <double 1.000000e+00, double 1.000000e+00>
  %104 = extractelement <2 x double> %103, i64 0
  %105 = tail call double @pow(double noundef %104, double noundef 4.000000e+00) #10
  %106 = extractelement <2 x double> %103, i64 1
  %107 = tail call double @pow(double noundef %106, double noundef 4.000000e+00) #10
  %108 = insertelement <2 x double> poison, double %105, i64 0
  %109 = insertelement <2 x double> %108, double %107, i64 1
  %110 = fadd <2 x double> %102, %109
  %111 = shufflevector <2 x double> %110, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %112 = fsub <2 x double> %110, %111
  %113 = extractelement <2 x double> %112, i64 0
  %114 = fdiv double %113, %50
  %115 = tail call double @llvm.fabs.f64(double %114)
  %116 = fcmp ogt double %115, 1.000000e+00
  %117 = select i1 %116, double %115, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %101, ptr %18, align 8, !tbaa !9
  %118 = load volatile double, ptr %18, align 8, !tbaa !9
  %119 = tail call double @llvm.fabs.f64(double %118)
  %120 = fcmp ueq double %119, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %120, label %132, label %121

121:                                              ; preds = %100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %114, ptr %17, align 8, !tbaa !9
  %122 = load volatile double, ptr %17, align 8, !tbaa !9
  %123 = tail call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %124, label %132, label %125

125:                                              ; preds = %121
  %126 = fsub double %101, %114
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %129 = fcmp ole double %127, %128
  %130 = select i1 %129, ptr @.str.14, ptr @.str.15
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %32, double noundef %101, double noundef %114, ptr noundef nonnull %130)
  br i1 %129, label %137, label %134

132:                                              ; preds = %121, %100
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %32, double noundef %101, double noundef %114, ptr noundef nonnull @.str.15)
  br label %134

134:                                              ; preds = %132, %125
  %135 = load i32, ptr @n_fail, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @n_fail, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %125, %134
  %138 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mul, double noundef %32) #10
  %139 = fmul <2 x double> %44, <double 2.000000e+00, double 2.000000e+00>
  %140 = fmul <2 x double> %44, %139
  %141 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> %44, <2 x double> %140)
  %142 = shufflevector <2 x double> %141, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %143 = fsub <2 x double> %141, %142
  %144 = extractelement <2 x double> %143, i64 0
  %145 = fdiv double %144, %50
  %146 = tail call double @llvm.fabs.f64(double %145)
  %147 = fcmp ogt double %146, 1.000000e+00
  %148 = select i1 %147, double %146, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %138, ptr %16, align 8, !tbaa !9
  %149 = load volatile double, ptr %16, align 8, !tbaa !9
  %150 = tail call double @llvm.fabs.f64(double %149)
  %151 = fcmp ueq double %150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %151, label %163, label %152

152:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %145, ptr %15, align 8, !tbaa !9
  %153 = load volatile double, ptr %15, align 8, !tbaa !9
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %155, label %163, label %156

156:                                              ; preds = %152
  %157 = fsub double %138, %145
  %158 = tail call double @llvm.fabs.f64(double %157)
  %159 = fmul double %148, 0x3EB0C6F7A0B5ED8D
  %160 = fcmp ole double %158, %159
  %161 = select i1 %160, ptr @.str.14, ptr @.str.15
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %32, double noundef %138, double noundef %145, ptr noundef nonnull %161)
  br i1 %160, label %168, label %165

163:                                              ; preds = %152, %137
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %32, double noundef %138, double noundef %145, ptr noundef nonnull @.str.15)
  br label %165

165:                                              ; preds = %163, %156
  %166 = load i32, ptr @n_fail, align 4, !tbaa !5
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !5
  br label %168

168:                                              ; preds = %156, %165
  %169 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_one, double noundef %32) #10
  %170 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %44
  %171 = fadd <2 x double> %103, %170
  %172 = shufflevector <2 x double> %171, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %173 = fsub <2 x double> %171, %172
  %174 = extractelement <2 x double> %173, i64 0
  %175 = fdiv double %174, %50
  %176 = tail call double @llvm.fabs.f64(double %175)
  %177 = fcmp ogt double %176, 1.000000e+00
  %178 = select i1 %177, double %176, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %169, ptr %14, align 8, !tbaa !9
  %179 = load volatile double, ptr %14, align 8, !tbaa !9
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %181, label %193, label %182

182:                                              ; preds = %168
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %175, ptr %13, align 8, !tbaa !9
  %183 = load volatile double, ptr %13, align 8, !tbaa !9
  %184 = tail call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %185, label %193, label %186

186:                                              ; preds = %182
  %187 = fsub double %169, %175
  %188 = tail call double @llvm.fabs.f64(double %187)
  %189 = fmul double %178, 0x3EB0C6F7A0B5ED8D
  %190 = fcmp ole double %188, %189
  %191 = select i1 %190, ptr @.str.14, ptr @.str.15
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %32, double noundef %169, double noundef %175, ptr noundef nonnull %191)
  br i1 %190, label %198, label %195

193:                                              ; preds = %182, %168
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %32, double noundef %169, double noundef %175, ptr noundef nonnull @.str.15)
  br label %195

195:                                              ; preds = %193, %186
  %196 = load i32, ptr @n_fail, align 4, !tbaa !5
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @n_fail, align 4, !tbaa !5
  br label %198

198:                                              ; preds = %186, %195
  %199 = icmp ugt i64 %30, 1
  br i1 %199, label %200, label %275

200:                                              ; preds = %198
  %201 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_frac, double noundef %32) #10
  %202 = tail call double @pow(double noundef %45, double noundef 2.500000e+00) #10
  %203 = tail call double @pow(double noundef %47, double noundef 2.500000e+00) #10
  %204 = fsub double %202, %203
  %205 = fdiv double %204, %50
  %206 = tail call double @llvm.fabs.f64(double %205)
  %207 = fcmp ogt double %206, 1.000000e+00
  %208 = select i1 %207, double %206, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %201, ptr %12, align 8, !tbaa !9
  %209 = load volatile double, ptr %12, align 8, !tbaa !9
  %210 = tail call double @llvm.fabs.f64(double %209)
  %211 = fcmp ueq double %210, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %211, label %223, label %212

212:                                              ; preds = %200
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %205, ptr %11, align 8, !tbaa !9
  %213 = load volatile double, ptr %11, align 8, !tbaa !9
  %214 = tail call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %215, label %223, label %216

216:                                              ; preds = %212
  %217 = fsub double %201, %205
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = fmul double %208, 0x3EB0C6F7A0B5ED8D
  %220 = fcmp ole double %218, %219
  %221 = select i1 %220, ptr @.str.14, ptr @.str.15
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %32, double noundef %201, double noundef %205, ptr noundef nonnull %221)
  br i1 %220, label %228, label %225

223:                                              ; preds = %212, %200
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %32, double noundef %201, double noundef %205, ptr noundef nonnull @.str.15)
  br label %225

225:                                              ; preds = %223, %216
  %226 = load i32, ptr @n_fail, align 4, !tbaa !5
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr @n_fail, align 4, !tbaa !5
  br label %228

228:                                              ; preds = %216, %225
  %229 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mix, double noundef %32) #10
  %230 = tail call double @pow(double noundef %45, double noundef -2.000000e+00) #10
  %231 = tail call double @pow(double noundef %45, double noundef 5.000000e-01) #10
  %232 = tail call double @pow(double noundef %45, double noundef 0x3FD5555555555555) #10
  %233 = tail call double @pow(double noundef %45, double noundef -5.000000e-01) #10
  %234 = tail call double @pow(double noundef %47, double noundef -2.000000e+00) #10
  %235 = tail call double @pow(double noundef %47, double noundef 5.000000e-01) #10
  %236 = tail call double @pow(double noundef %47, double noundef 0x3FD5555555555555) #10
  %237 = tail call double @pow(double noundef %47, double noundef -5.000000e-01) #10
  %238 = insertelement <2 x double> poison, double %230, i64 0
  %239 = insertelement <2 x double> %238, double %234, i64 1
  %240 = insertelement <2 x double> poison, double %231, i64 0
  %241 = insertelement <2 x double> %240, double %235, i64 1
  %242 = fadd <2 x double> %239, %241
  %243 = insertelement <2 x double> poison, double %232, i64 0
  %244 = insertelement <2 x double> %243, double %236, i64 1
  %245 = fadd <2 x double> %242, %244
  %246 = insertelement <2 x double> poison, double %233, i64 0
  %247 = insertelement <2 x double> %246, double %237, i64 1
  %248 = fadd <2 x double> %245, %247
  %249 = shufflevector <2 x double> %248, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %250 = fsub <2 x double> %248, %249
  %251 = extractelement <2 x double> %250, i64 0
  %252 = fdiv double %251, %50
  %253 = tail call double @llvm.fabs.f64(double %252)
  %254 = fcmp ogt double %253, 1.000000e+00
  %255 = select i1 %254, double %253, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %229, ptr %10, align 8, !tbaa !9
  %256 = load volatile double, ptr %10, align 8, !tbaa !9
  %257 = tail call double @llvm.fabs.f64(double %256)
  %258 = fcmp ueq double %257, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %258, label %270, label %259

259:                                              ; preds = %228
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %252, ptr %9, align 8, !tbaa !9
  %260 = load volatile double, ptr %9, align 8, !tbaa !9
  %261 = tail call double @llvm.fabs.f64(double %260)
  %262 = fcmp ueq double %261, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %262, label %270, label %263

263:                                              ; preds = %259
  %264 = fsub double %229, %252
  %265 = tail call double @llvm.fabs.f64(double %264)
  %266 = fmul double %255, 0x3EB0C6F7A0B5ED8D
  %267 = fcmp ole double %265, %266
  %268 = select i1 %267, ptr @.str.14, ptr @.str.15
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %32, double noundef %229, double noundef %252, ptr noundef nonnull %268)
  br i1 %267, label %275, label %272

270:                                              ; preds = %259, %228
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %32, double noundef %229, double noundef %252, ptr noundef nonnull @.str.15)
  br label %272

272:                                              ; preds = %270, %263
  %273 = load i32, ptr @n_fail, align 4, !tbaa !5
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr @n_fail, align 4, !tbaa !5
  br label %275

275:                                              ; preds = %272, %263, %198
  %276 = fmul double %36, 2.000000e+00
  %277 = tail call <2 x double> @llvm.powi.v2f64.i32(<2 x double> %44, i32 -2)
  br label %281

278:                                              ; preds = %488
  %279 = add nuw nsw i64 %30, 1
  %280 = icmp eq i64 %279, 5
  br i1 %280, label %23, label %29, !llvm.loop !11

281:                                              ; preds = %275, %488
  %282 = phi i64 [ 0, %275 ], [ %489, %488 ]
  %283 = getelementptr inbounds [7 x i32], ptr @main.ns, i64 0, i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !5
  %285 = icmp eq i64 %282, 6
  br i1 %285, label %369, label %286

286:                                              ; preds = %281
  %287 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_loop, double noundef %32, i32 noundef %284) #10
  %288 = icmp eq i64 %282, 0
  br i1 %288, label %344, label %289

289:                                              ; preds = %286
  %290 = add i32 %284, -1
  %291 = and i32 %284, 7
  %292 = icmp ult i32 %290, 7
  br i1 %292, label %308, label %293

293:                                              ; preds = %289
  %294 = and i32 %284, -8
  br label %295

295:                                              ; preds = %295, %293
  %296 = phi double [ 1.000000e+00, %293 ], [ %305, %295 ]
  %297 = phi i32 [ 0, %293 ], [ %306, %295 ]
  %298 = fmul double %45, %296
  %299 = fmul double %45, %298
  %300 = fmul double %45, %299
  %301 = fmul double %45, %300
  %302 = fmul double %45, %301
  %303 = fmul double %45, %302
  %304 = fmul double %45, %303
  %305 = fmul double %45, %304
  %306 = add i32 %297, 8
  %307 = icmp eq i32 %306, %294
  br i1 %307, label %308, label %295, !llvm.loop !13

308:                                              ; preds = %289, %295
  %309 = phi double [ 1.000000e+00, %289 ], [ %305, %295 ]
  br label %310

310:                                              ; preds = %310, %308
  %311 = phi double [ %313, %310 ], [ %309, %308 ]
  %312 = phi i32 [ %314, %310 ], [ 0, %308 ]
  %313 = fmul double %45, %311
  %314 = add i32 %312, 1
  %315 = icmp eq i32 %314, %291
  br i1 %315, label %316, label %310, !llvm.loop !14

316:                                              ; preds = %310
  %317 = and i32 %284, 7
  %318 = icmp ult i32 %290, 7
  br i1 %318, label %334, label %319

319:                                              ; preds = %316
  %320 = and i32 %284, -8
  br label %321

321:                                              ; preds = %321, %319
  %322 = phi double [ 1.000000e+00, %319 ], [ %331, %321 ]
  %323 = phi i32 [ 0, %319 ], [ %332, %321 ]
  %324 = fmul double %47, %322
  %325 = fmul double %47, %324
  %326 = fmul double %47, %325
  %327 = fmul double %47, %326
  %328 = fmul double %47, %327
  %329 = fmul double %47, %328
  %330 = fmul double %47, %329
  %331 = fmul double %47, %330
  %332 = add i32 %323, 8
  %333 = icmp eq i32 %332, %320
  br i1 %333, label %334, label %321, !llvm.loop !13

334:                                              ; preds = %316, %321
  %335 = phi double [ 1.000000e+00, %316 ], [ %331, %321 ]
  br label %336

336:                                              ; preds = %336, %334
  %337 = phi double [ %339, %336 ], [ %335, %334 ]
  %338 = phi i32 [ %340, %336 ], [ 0, %334 ]
  %339 = fmul double %47, %337
  %340 = add i32 %338, 1
  %341 = icmp eq i32 %340, %317
  br i1 %341, label %342, label %336, !llvm.loop !16

342:                                              ; preds = %336
  %343 = fsub double %313, %339
  br label %344

344:                                              ; preds = %342, %286
  %345 = phi double [ 0.000000e+00, %286 ], [ %343, %342 ]
  %346 = fdiv double %345, %276
  %347 = tail call double @llvm.fabs.f64(double %346)
  %348 = fcmp ogt double %347, 1.000000e+00
  %349 = select i1 %348, double %347, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %287, ptr %8, align 8, !tbaa !9
  %350 = load volatile double, ptr %8, align 8, !tbaa !9
  %351 = tail call double @llvm.fabs.f64(double %350)
  %352 = fcmp ueq double %351, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %352, label %364, label %353

353:                                              ; preds = %344
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %346, ptr %7, align 8, !tbaa !9
  %354 = load volatile double, ptr %7, align 8, !tbaa !9
  %355 = tail call double @llvm.fabs.f64(double %354)
  %356 = fcmp ueq double %355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %356, label %364, label %357

357:                                              ; preds = %353
  %358 = fsub double %287, %346
  %359 = tail call double @llvm.fabs.f64(double %358)
  %360 = fmul double %349, 0x3EB0C6F7A0B5ED8D
  %361 = fcmp ole double %359, %360
  %362 = select i1 %361, ptr @.str.14, ptr @.str.15
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %32, double noundef %287, double noundef %346, ptr noundef nonnull %362)
  br i1 %361, label %369, label %366

364:                                              ; preds = %353, %344
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %32, double noundef %287, double noundef %346, ptr noundef nonnull @.str.15)
  br label %366

366:                                              ; preds = %364, %357
  %367 = load i32, ptr @n_fail, align 4, !tbaa !5
  %368 = add nsw i32 %367, 1
  store i32 %368, ptr @n_fail, align 4, !tbaa !5
  br label %369

369:                                              ; preds = %366, %357, %281
  %370 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_builtin, double noundef %32, i32 noundef %284) #10
  %371 = tail call <2 x double> @llvm.powi.v2f64.i32(<2 x double> %44, i32 %284)
  %372 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %277, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %371)
  %373 = shufflevector <2 x double> %372, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %374 = fsub <2 x double> %372, %373
  %375 = extractelement <2 x double> %374, i64 0
  %376 = fdiv double %375, %276
  %377 = tail call double @llvm.fabs.f64(double %376)
  %378 = fcmp ogt double %377, 1.000000e+00
  %379 = select i1 %378, double %377, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %370, ptr %6, align 8, !tbaa !9
  %380 = load volatile double, ptr %6, align 8, !tbaa !9
  %381 = tail call double @llvm.fabs.f64(double %380)
  %382 = fcmp ueq double %381, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %382, label %394, label %383

383:                                              ; preds = %369
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %376, ptr %5, align 8, !tbaa !9
  %384 = load volatile double, ptr %5, align 8, !tbaa !9
  %385 = tail call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %386, label %394, label %387

387:                                              ; preds = %383
  %388 = fsub double %370, %376
  %389 = tail call double @llvm.fabs.f64(double %388)
  %390 = fmul double %379, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp ole double %389, %390
  %392 = select i1 %391, ptr @.str.14, ptr @.str.15
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %32, double noundef %370, double noundef %376, ptr noundef nonnull %392)
  br i1 %391, label %399, label %396

394:                                              ; preds = %383, %369
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %32, double noundef %370, double noundef %376, ptr noundef nonnull @.str.15)
  br label %396

396:                                              ; preds = %394, %387
  %397 = load i32, ptr @n_fail, align 4, !tbaa !5
  %398 = add nsw i32 %397, 1
  store i32 %398, ptr @n_fail, align 4, !tbaa !5
  br label %399

399:                                              ; preds = %387, %396
  %400 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %401 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_intpow, double noundef %32, i32 noundef %400, i32 noundef %284) #10
  %402 = sitofp i32 %284 to double
  %403 = tail call double @pow(double noundef %45, double noundef %402) #10
  %404 = tail call double @pow(double noundef %47, double noundef %402) #10
  %405 = fsub double %403, %404
  %406 = fdiv double %405, %276
  %407 = tail call double @llvm.fabs.f64(double %406)
  %408 = fcmp ogt double %407, 1.000000e+00
  %409 = select i1 %408, double %407, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %401, ptr %4, align 8, !tbaa !9
  %410 = load volatile double, ptr %4, align 8, !tbaa !9
  %411 = tail call double @llvm.fabs.f64(double %410)
  %412 = fcmp ueq double %411, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %412, label %424, label %413

413:                                              ; preds = %399
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %406, ptr %3, align 8, !tbaa !9
  %414 = load volatile double, ptr %3, align 8, !tbaa !9
  %415 = tail call double @llvm.fabs.f64(double %414)
  %416 = fcmp ueq double %415, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %416, label %424, label %417

417:                                              ; preds = %413
  %418 = fsub double %401, %406
  %419 = tail call double @llvm.fabs.f64(double %418)
  %420 = fmul double %409, 0x3EB0C6F7A0B5ED8D
  %421 = fcmp ole double %419, %420
  %422 = select i1 %421, ptr @.str.14, ptr @.str.15
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %32, double noundef %401, double noundef %406, ptr noundef nonnull %422)
  br i1 %421, label %429, label %426

424:                                              ; preds = %413, %399
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %32, double noundef %401, double noundef %406, ptr noundef nonnull @.str.15)
  br label %426

426:                                              ; preds = %424, %417
  %427 = load i32, ptr @n_fail, align 4, !tbaa !5
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr @n_fail, align 4, !tbaa !5
  br label %429

429:                                              ; preds = %417, %426
  %430 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_squaring, double noundef %32, i32 noundef %284) #10
  %431 = icmp eq i64 %282, 0
  br i1 %431, label %461, label %432

432:                                              ; preds = %429
  %433 = tail call i32 @llvm.abs.i32(i32 %284, i1 true)
  br label %434

434:                                              ; preds = %434, %432
  %435 = phi i32 [ %443, %434 ], [ %433, %432 ]
  %436 = phi double [ %442, %434 ], [ %45, %432 ]
  %437 = phi double [ %441, %434 ], [ 1.000000e+00, %432 ]
  %438 = and i32 %435, 1
  %439 = icmp eq i32 %438, 0
  %440 = fmul double %436, %437
  %441 = select i1 %439, double %437, double %440
  %442 = fmul double %436, %436
  %443 = lshr i32 %435, 1
  %444 = icmp ult i32 %435, 2
  br i1 %444, label %445, label %434, !llvm.loop !17

445:                                              ; preds = %434
  %446 = fdiv double 1.000000e+00, %441
  br label %447

447:                                              ; preds = %447, %445
  %448 = phi i32 [ %456, %447 ], [ %433, %445 ]
  %449 = phi double [ %455, %447 ], [ %47, %445 ]
  %450 = phi double [ %454, %447 ], [ 1.000000e+00, %445 ]
  %451 = and i32 %448, 1
  %452 = icmp eq i32 %451, 0
  %453 = fmul double %449, %450
  %454 = select i1 %452, double %450, double %453
  %455 = fmul double %449, %449
  %456 = lshr i32 %448, 1
  %457 = icmp ult i32 %448, 2
  br i1 %457, label %458, label %447, !llvm.loop !17

458:                                              ; preds = %447
  br i1 %285, label %459, label %461

459:                                              ; preds = %458
  %460 = fdiv double 1.000000e+00, %454
  br label %461

461:                                              ; preds = %429, %458, %459
  %462 = phi double [ %446, %459 ], [ %441, %458 ], [ 1.000000e+00, %429 ]
  %463 = phi double [ %460, %459 ], [ %454, %458 ], [ 1.000000e+00, %429 ]
  %464 = fsub double %462, %463
  %465 = fdiv double %464, %276
  %466 = tail call double @llvm.fabs.f64(double %465)
  %467 = fcmp ogt double %466, 1.000000e+00
  %468 = select i1 %467, double %466, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %430, ptr %2, align 8, !tbaa !9
  %469 = load volatile double, ptr %2, align 8, !tbaa !9
  %470 = tail call double @llvm.fabs.f64(double %469)
  %471 = fcmp ueq double %470, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %471, label %483, label %472

472:                                              ; preds = %461
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %465, ptr %1, align 8, !tbaa !9
  %473 = load volatile double, ptr %1, align 8, !tbaa !9
  %474 = tail call double @llvm.fabs.f64(double %473)
  %475 = fcmp ueq double %474, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %475, label %483, label %476

476:                                              ; preds = %472
  %477 = fsub double %430, %465
  %478 = tail call double @llvm.fabs.f64(double %477)
  %479 = fmul double %468, 0x3EB0C6F7A0B5ED8D
  %480 = fcmp ole double %478, %479
  %481 = select i1 %480, ptr @.str.14, ptr @.str.15
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %32, double noundef %430, double noundef %465, ptr noundef nonnull %481)
  br i1 %480, label %488, label %485

483:                                              ; preds = %472, %461
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef %32, double noundef %430, double noundef %465, ptr noundef nonnull @.str.15)
  br label %485

485:                                              ; preds = %483, %476
  %486 = load i32, ptr @n_fail, align 4, !tbaa !5
  %487 = add nsw i32 %486, 1
  store i32 %487, ptr @n_fail, align 4, !tbaa !5
  br label %488

488:                                              ; preds = %476, %485
  %489 = add nuw nsw i64 %282, 1
  %490 = icmp eq i64 %489, 7
  br i1 %490, label %278, label %281, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_cube(double noundef %0) #4 {
  %2 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #10
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_sq(double noundef %0) #4 {
  %2 = fmul double %0, %0
  %3 = fadd double %0, 1.000000e+00
  %4 = tail call double @pow(double noundef %3, double noundef 4.000000e+00) #10
  %5 = fadd double %2, %4
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @p_mul(double noundef %0) #5 {
  %2 = fmul double %0, %0
  %3 = fmul double %0, 2.000000e+00
  %4 = fmul double %3, %0
  %5 = tail call double @llvm.fmuladd.f64(double %2, double %0, double %4)
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @p_one(double noundef %0) #5 {
  %2 = fadd double %0, 1.000000e+00
  %3 = fdiv double 1.000000e+00, %0
  %4 = fadd double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_frac(double noundef %0) #4 {
  %2 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #10
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_mix(double noundef %0) #4 {
  %2 = tail call double @pow(double noundef %0, double noundef -2.000000e+00) #10
  %3 = tail call double @pow(double noundef %0, double noundef 5.000000e-01) #10
  %4 = fadd double %2, %3
  %5 = tail call double @pow(double noundef %0, double noundef 0x3FD5555555555555) #10
  %6 = fadd double %4, %5
  %7 = tail call double @pow(double noundef %0, double noundef -5.000000e-01) #10
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @p_loop(double noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %19

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %21

9:                                                ; preds = %21, %4
  %10 = phi double [ poison, %4 ], [ %31, %21 ]
  %11 = phi double [ 1.000000e+00, %4 ], [ %31, %21 ]
  %12 = icmp eq i32 %5, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %9, %13
  %14 = phi double [ %16, %13 ], [ %11, %9 ]
  %15 = phi i32 [ %17, %13 ], [ 0, %9 ]
  %16 = fmul double %14, %0
  %17 = add i32 %15, 1
  %18 = icmp eq i32 %17, %5
  br i1 %18, label %19, label %13, !llvm.loop !19

19:                                               ; preds = %9, %13, %2
  %20 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %16, %13 ]
  ret double %20

21:                                               ; preds = %21, %7
  %22 = phi double [ 1.000000e+00, %7 ], [ %31, %21 ]
  %23 = phi i32 [ 0, %7 ], [ %32, %21 ]
  %24 = fmul double %22, %0
  %25 = fmul double %24, %0
  %26 = fmul double %25, %0
  %27 = fmul double %26, %0
  %28 = fmul double %27, %0
  %29 = fmul double %28, %0
  %30 = fmul double %29, %0
  %31 = fmul double %30, %0
  %32 = add i32 %23, 8
  %33 = icmp eq i32 %32, %8
  br i1 %33, label %9, label %21, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @p_builtin(double noundef %0, i32 noundef %1) #5 {
  %3 = tail call double @llvm.powi.f64.i32(double %0, i32 %1)
  %4 = tail call double @llvm.powi.f64.i32(double %0, i32 -2)
  %5 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %3)
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @p_intpow(double noundef %0, i32 noundef %1) #4 {
  %3 = sitofp i32 %1 to double
  %4 = tail call double @pow(double noundef %0, double noundef %3) #10
  ret double %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @p_squaring(double noundef %0, i32 noundef %1) #6 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.abs.i32(i32 %1, i1 true)
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %15, %6 ], [ %5, %4 ]
  %8 = phi double [ %14, %6 ], [ %0, %4 ]
  %9 = phi double [ %13, %6 ], [ 1.000000e+00, %4 ]
  %10 = and i32 %7, 1
  %11 = icmp eq i32 %10, 0
  %12 = fmul double %9, %8
  %13 = select i1 %11, double %9, double %12
  %14 = fmul double %8, %8
  %15 = lshr i32 %7, 1
  %16 = icmp ult i32 %7, 2
  br i1 %16, label %17, label %6, !llvm.loop !17

17:                                               ; preds = %6, %2
  %18 = phi double [ 1.000000e+00, %2 ], [ %13, %6 ]
  %19 = icmp slt i32 %1, 0
  %20 = fdiv double 1.000000e+00, %18
  %21 = select i1 %19, double %20, double %18
  ret double %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.powi.v2f64.i32(<2 x double>, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !15}
