; ModuleID = 'noreturn.c'
source_filename = "noreturn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double 2.900000e+00], align 16
@.str = private unnamed_addr constant [8 x i8] c"f_abort\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_abort fwd\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"f_exit\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"f_exit fwd\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"f_trap\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"f_trap fwd\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"f_die\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"f_die fwd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"f_die_with\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"f_die_with fwd\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"f_unreachable\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"f_unreachable fwd\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [7 x i8] c"f_loop\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"f_loop fwd\00", align 1
@.str.14 = private unnamed_addr constant [23 x i8] c"noreturn: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@stdout = external local_unnamed_addr global ptr, align 8
@.str.15 = private unnamed_addr constant [22 x i8] c"f_always returned %g\0A\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"too big\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"bad value %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
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
  %31 = alloca [5 x double], align 16
  %32 = alloca [5 x double], align 16
  %33 = alloca [5 x double], align 16
  br label %41

34:                                               ; preds = %473
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %31) #14
  %35 = getelementptr inbounds i8, ptr %31, i64 8
  store <2 x double> <double 5.000000e-01, double -1.000000e+00>, ptr %31, align 16
  %36 = getelementptr inbounds i8, ptr %31, i64 16
  %37 = getelementptr inbounds i8, ptr %31, i64 24
  store <2 x double> <double 2.000000e+00, double 2.500000e-01>, ptr %36, align 16
  %38 = getelementptr inbounds i8, ptr %31, i64 32
  store double 1.500000e+00, ptr %38, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %32, i8 0, i64 40, i1 false)
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %40 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, i32 noundef %39, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef 5) #14
  br label %482

41:                                               ; preds = %2, %473
  %42 = phi i64 [ 0, %2 ], [ %474, %473 ]
  %43 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fcmp ogt double %45, 1.000000e+00
  %47 = select i1 %46, double %45, double 1.000000e+00
  %48 = fmul double %47, 0x3EB0C6F7A0B5ED8D
  %49 = fadd double %44, %48
  %50 = fcmp olt double %49, 0.000000e+00
  br i1 %50, label %51, label %52

51:                                               ; preds = %41
  tail call void @abort() #15
  unreachable

52:                                               ; preds = %41
  %53 = tail call double @sin(double noundef %49) #14
  %54 = fsub double %44, %48
  %55 = fcmp olt double %54, 0.000000e+00
  br i1 %55, label %56, label %57

56:                                               ; preds = %52
  tail call void @abort() #15
  unreachable

57:                                               ; preds = %52
  %58 = insertelement <2 x double> poison, double %49, i64 0
  %59 = insertelement <2 x double> %58, double %54, i64 1
  %60 = fmul <2 x double> %59, %59
  %61 = tail call double @sin(double noundef %54) #14
  %62 = insertelement <2 x double> poison, double %53, i64 0
  %63 = insertelement <2 x double> %62, double %61, i64 1
  %64 = fmul <2 x double> %60, %63
  %65 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %66 = fsub <2 x double> %64, %65
  %67 = extractelement <2 x double> %66, i64 0
  %68 = fmul double %48, 2.000000e+00
  %69 = fdiv double %67, %68
  %70 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_abort, double noundef %44) #14
  %71 = tail call double @llvm.fabs.f64(double %69)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %70, ptr %30, align 8, !tbaa !9
  %74 = load volatile double, ptr %30, align 8, !tbaa !9
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %76, label %88, label %77

77:                                               ; preds = %57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %69, ptr %29, align 8, !tbaa !9
  %78 = load volatile double, ptr %29, align 8, !tbaa !9
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %80, label %88, label %81

81:                                               ; preds = %77
  %82 = fsub double %70, %69
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fmul double %73, 0x3EB0C6F7A0B5ED8D
  %85 = fcmp ole double %83, %84
  %86 = select i1 %85, ptr @.str.17, ptr @.str.18
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef %44, double noundef %70, double noundef %69, ptr noundef nonnull %86)
  br i1 %85, label %93, label %90

88:                                               ; preds = %77, %57
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef %44, double noundef %70, double noundef %69, ptr noundef nonnull @.str.18)
  br label %90

90:                                               ; preds = %88, %81
  %91 = load i32, ptr @n_fail, align 4, !tbaa !5
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @n_fail, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %81, %90
  %94 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_abort, double noundef %44, double noundef 1.000000e+00) #14
  %95 = tail call double @llvm.fabs.f64(double %70)
  %96 = fcmp ogt double %95, 1.000000e+00
  %97 = select i1 %96, double %95, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %94, ptr %28, align 8, !tbaa !9
  %98 = load volatile double, ptr %28, align 8, !tbaa !9
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %100, label %112, label %101

101:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %70, ptr %27, align 8, !tbaa !9
  %102 = load volatile double, ptr %27, align 8, !tbaa !9
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %104, label %112, label %105

105:                                              ; preds = %101
  %106 = fsub double %94, %70
  %107 = tail call double @llvm.fabs.f64(double %106)
  %108 = fmul double %97, 0x3D719799812DEA11
  %109 = fcmp ole double %107, %108
  %110 = select i1 %109, ptr @.str.17, ptr @.str.18
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef %44, double noundef %94, double noundef %70, ptr noundef nonnull %110)
  br i1 %109, label %117, label %114

112:                                              ; preds = %101, %93
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef %44, double noundef %94, double noundef %70, ptr noundef nonnull @.str.18)
  br label %114

114:                                              ; preds = %112, %105
  %115 = load i32, ptr @n_fail, align 4, !tbaa !5
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @n_fail, align 4, !tbaa !5
  br label %117

117:                                              ; preds = %105, %114
  %118 = fcmp ogt double %49, 1.000000e+02
  br i1 %118, label %119, label %120

119:                                              ; preds = %117
  tail call void @exit(i32 noundef 3) #15
  unreachable

120:                                              ; preds = %117
  %121 = fmul double %49, 5.000000e-01
  %122 = tail call double @exp(double noundef %121) #14
  %123 = fcmp ogt double %54, 1.000000e+02
  br i1 %123, label %124, label %125

124:                                              ; preds = %120
  tail call void @exit(i32 noundef 3) #15
  unreachable

125:                                              ; preds = %120
  %126 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %59, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %127 = fmul double %54, 5.000000e-01
  %128 = tail call double @exp(double noundef %127) #14
  %129 = insertelement <2 x double> poison, double %122, i64 0
  %130 = insertelement <2 x double> %129, double %128, i64 1
  %131 = fdiv <2 x double> %130, %126
  %132 = shufflevector <2 x double> %131, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %133 = fsub <2 x double> %131, %132
  %134 = extractelement <2 x double> %133, i64 0
  %135 = fdiv double %134, %68
  %136 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exit, double noundef %44) #14
  %137 = tail call double @llvm.fabs.f64(double %135)
  %138 = fcmp ogt double %137, 1.000000e+00
  %139 = select i1 %138, double %137, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %136, ptr %26, align 8, !tbaa !9
  %140 = load volatile double, ptr %26, align 8, !tbaa !9
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %142, label %154, label %143

143:                                              ; preds = %125
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %135, ptr %25, align 8, !tbaa !9
  %144 = load volatile double, ptr %25, align 8, !tbaa !9
  %145 = tail call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %146, label %154, label %147

147:                                              ; preds = %143
  %148 = fsub double %136, %135
  %149 = tail call double @llvm.fabs.f64(double %148)
  %150 = fmul double %139, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp ole double %149, %150
  %152 = select i1 %151, ptr @.str.17, ptr @.str.18
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef %44, double noundef %136, double noundef %135, ptr noundef nonnull %152)
  br i1 %151, label %159, label %156

154:                                              ; preds = %143, %125
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef %44, double noundef %136, double noundef %135, ptr noundef nonnull @.str.18)
  br label %156

156:                                              ; preds = %154, %147
  %157 = load i32, ptr @n_fail, align 4, !tbaa !5
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @n_fail, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %147, %156
  %160 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exit, double noundef %44, double noundef 1.000000e+00) #14
  %161 = tail call double @llvm.fabs.f64(double %136)
  %162 = fcmp ogt double %161, 1.000000e+00
  %163 = select i1 %162, double %161, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %160, ptr %24, align 8, !tbaa !9
  %164 = load volatile double, ptr %24, align 8, !tbaa !9
  %165 = tail call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %166, label %178, label %167

167:                                              ; preds = %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %136, ptr %23, align 8, !tbaa !9
  %168 = load volatile double, ptr %23, align 8, !tbaa !9
  %169 = tail call double @llvm.fabs.f64(double %168)
  %170 = fcmp ueq double %169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %170, label %178, label %171

171:                                              ; preds = %167
  %172 = fsub double %160, %136
  %173 = tail call double @llvm.fabs.f64(double %172)
  %174 = fmul double %163, 0x3D719799812DEA11
  %175 = fcmp ole double %173, %174
  %176 = select i1 %175, ptr @.str.17, ptr @.str.18
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef %44, double noundef %160, double noundef %136, ptr noundef nonnull %176)
  br i1 %175, label %183, label %180

178:                                              ; preds = %167, %159
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef %44, double noundef %160, double noundef %136, ptr noundef nonnull @.str.18)
  br label %180

180:                                              ; preds = %178, %171
  %181 = load i32, ptr @n_fail, align 4, !tbaa !5
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr @n_fail, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %171, %180
  %184 = fcmp ogt double %49, 1.000000e+01
  br i1 %184, label %185, label %186

185:                                              ; preds = %183
  tail call void @llvm.trap()
  unreachable

186:                                              ; preds = %183
  %187 = tail call double @cos(double noundef %49) #14
  %188 = fcmp ogt double %54, 1.000000e+01
  br i1 %188, label %189, label %190

189:                                              ; preds = %186
  tail call void @llvm.trap()
  unreachable

190:                                              ; preds = %186
  %191 = fmul double %49, %187
  %192 = tail call double @cos(double noundef %54) #14
  %193 = fmul double %54, %192
  %194 = fsub double %191, %193
  %195 = fdiv double %194, %68
  %196 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trap, double noundef %44) #14
  %197 = tail call double @llvm.fabs.f64(double %195)
  %198 = fcmp ogt double %197, 1.000000e+00
  %199 = select i1 %198, double %197, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %196, ptr %22, align 8, !tbaa !9
  %200 = load volatile double, ptr %22, align 8, !tbaa !9
  %201 = tail call double @llvm.fabs.f64(double %200)
  %202 = fcmp ueq double %201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %202, label %214, label %203

203:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %195, ptr %21, align 8, !tbaa !9
  %204 = load volatile double, ptr %21, align 8, !tbaa !9
  %205 = tail call double @llvm.fabs.f64(double %204)
  %206 = fcmp ueq double %205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %206, label %214, label %207

207:                                              ; preds = %203
  %208 = fsub double %196, %195
  %209 = tail call double @llvm.fabs.f64(double %208)
  %210 = fmul double %199, 0x3EB0C6F7A0B5ED8D
  %211 = fcmp ole double %209, %210
  %212 = select i1 %211, ptr @.str.17, ptr @.str.18
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef %44, double noundef %196, double noundef %195, ptr noundef nonnull %212)
  br i1 %211, label %219, label %216

214:                                              ; preds = %203, %190
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef %44, double noundef %196, double noundef %195, ptr noundef nonnull @.str.18)
  br label %216

216:                                              ; preds = %214, %207
  %217 = load i32, ptr @n_fail, align 4, !tbaa !5
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @n_fail, align 4, !tbaa !5
  br label %219

219:                                              ; preds = %207, %216
  %220 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_trap, double noundef %44, double noundef 1.000000e+00) #14
  %221 = tail call double @llvm.fabs.f64(double %196)
  %222 = fcmp ogt double %221, 1.000000e+00
  %223 = select i1 %222, double %221, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %220, ptr %20, align 8, !tbaa !9
  %224 = load volatile double, ptr %20, align 8, !tbaa !9
  %225 = tail call double @llvm.fabs.f64(double %224)
  %226 = fcmp ueq double %225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %226, label %238, label %227

227:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %196, ptr %19, align 8, !tbaa !9
  %228 = load volatile double, ptr %19, align 8, !tbaa !9
  %229 = tail call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %230, label %238, label %231

231:                                              ; preds = %227
  %232 = fsub double %220, %196
  %233 = tail call double @llvm.fabs.f64(double %232)
  %234 = fmul double %223, 0x3D719799812DEA11
  %235 = fcmp ole double %233, %234
  %236 = select i1 %235, ptr @.str.17, ptr @.str.18
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef %44, double noundef %220, double noundef %196, ptr noundef nonnull %236)
  br i1 %235, label %243, label %240

238:                                              ; preds = %227, %219
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef %44, double noundef %220, double noundef %196, ptr noundef nonnull @.str.18)
  br label %240

240:                                              ; preds = %238, %231
  %241 = load i32, ptr @n_fail, align 4, !tbaa !5
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @n_fail, align 4, !tbaa !5
  br label %243

243:                                              ; preds = %231, %240
  %244 = fmul <2 x double> %59, <double 5.000000e+00, double 5.000000e+00>
  %245 = fmul <2 x double> %59, %244
  %246 = shufflevector <2 x double> %245, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %247 = fsub <2 x double> %245, %246
  %248 = extractelement <2 x double> %247, i64 0
  %249 = fdiv double %248, %68
  %250 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die, double noundef %44) #14
  %251 = tail call double @llvm.fabs.f64(double %249)
  %252 = fcmp ogt double %251, 1.000000e+00
  %253 = select i1 %252, double %251, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %250, ptr %18, align 8, !tbaa !9
  %254 = load volatile double, ptr %18, align 8, !tbaa !9
  %255 = tail call double @llvm.fabs.f64(double %254)
  %256 = fcmp ueq double %255, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %256, label %268, label %257

257:                                              ; preds = %243
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %249, ptr %17, align 8, !tbaa !9
  %258 = load volatile double, ptr %17, align 8, !tbaa !9
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = fcmp ueq double %259, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %260, label %268, label %261

261:                                              ; preds = %257
  %262 = fsub double %250, %249
  %263 = tail call double @llvm.fabs.f64(double %262)
  %264 = fmul double %253, 0x3EB0C6F7A0B5ED8D
  %265 = fcmp ole double %263, %264
  %266 = select i1 %265, ptr @.str.17, ptr @.str.18
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef %44, double noundef %250, double noundef %249, ptr noundef nonnull %266)
  br i1 %265, label %273, label %270

268:                                              ; preds = %257, %243
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef %44, double noundef %250, double noundef %249, ptr noundef nonnull @.str.18)
  br label %270

270:                                              ; preds = %268, %261
  %271 = load i32, ptr @n_fail, align 4, !tbaa !5
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr @n_fail, align 4, !tbaa !5
  br label %273

273:                                              ; preds = %261, %270
  %274 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die, double noundef %44, double noundef 1.000000e+00) #14
  %275 = tail call double @llvm.fabs.f64(double %250)
  %276 = fcmp ogt double %275, 1.000000e+00
  %277 = select i1 %276, double %275, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %274, ptr %16, align 8, !tbaa !9
  %278 = load volatile double, ptr %16, align 8, !tbaa !9
  %279 = tail call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %280, label %292, label %281

281:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %250, ptr %15, align 8, !tbaa !9
  %282 = load volatile double, ptr %15, align 8, !tbaa !9
  %283 = tail call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %284, label %292, label %285

285:                                              ; preds = %281
  %286 = fsub double %274, %250
  %287 = tail call double @llvm.fabs.f64(double %286)
  %288 = fmul double %277, 0x3D719799812DEA11
  %289 = fcmp ole double %287, %288
  %290 = select i1 %289, ptr @.str.17, ptr @.str.18
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef %44, double noundef %274, double noundef %250, ptr noundef nonnull %290)
  br i1 %289, label %297, label %294

292:                                              ; preds = %281, %273
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef %44, double noundef %274, double noundef %250, ptr noundef nonnull @.str.18)
  br label %294

294:                                              ; preds = %292, %285
  %295 = load i32, ptr @n_fail, align 4, !tbaa !5
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr @n_fail, align 4, !tbaa !5
  br label %297

297:                                              ; preds = %285, %294
  %298 = fmul double %49, 3.000000e+00
  %299 = fcmp ogt double %298, 3.000000e+01
  br i1 %299, label %300, label %301

300:                                              ; preds = %297
  tail call fastcc void @die_with(double noundef %298) #16
  unreachable

301:                                              ; preds = %297
  %302 = fmul double %54, 3.000000e+00
  %303 = fcmp ogt double %302, 3.000000e+01
  br i1 %303, label %304, label %305

304:                                              ; preds = %301
  tail call fastcc void @die_with(double noundef %302) #16
  unreachable

305:                                              ; preds = %301
  %306 = fmul double %298, %298
  %307 = fmul double %302, %302
  %308 = fsub double %306, %307
  %309 = fdiv double %308, %68
  %310 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die_with, double noundef %44) #14
  %311 = tail call double @llvm.fabs.f64(double %309)
  %312 = fcmp ogt double %311, 1.000000e+00
  %313 = select i1 %312, double %311, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %310, ptr %14, align 8, !tbaa !9
  %314 = load volatile double, ptr %14, align 8, !tbaa !9
  %315 = tail call double @llvm.fabs.f64(double %314)
  %316 = fcmp ueq double %315, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %316, label %328, label %317

317:                                              ; preds = %305
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %309, ptr %13, align 8, !tbaa !9
  %318 = load volatile double, ptr %13, align 8, !tbaa !9
  %319 = tail call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %320, label %328, label %321

321:                                              ; preds = %317
  %322 = fsub double %310, %309
  %323 = tail call double @llvm.fabs.f64(double %322)
  %324 = fmul double %313, 0x3EB0C6F7A0B5ED8D
  %325 = fcmp ole double %323, %324
  %326 = select i1 %325, ptr @.str.17, ptr @.str.18
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef %44, double noundef %310, double noundef %309, ptr noundef nonnull %326)
  br i1 %325, label %333, label %330

328:                                              ; preds = %317, %305
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef %44, double noundef %310, double noundef %309, ptr noundef nonnull @.str.18)
  br label %330

330:                                              ; preds = %328, %321
  %331 = load i32, ptr @n_fail, align 4, !tbaa !5
  %332 = add nsw i32 %331, 1
  store i32 %332, ptr @n_fail, align 4, !tbaa !5
  br label %333

333:                                              ; preds = %321, %330
  %334 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die_with, double noundef %44, double noundef 1.000000e+00) #14
  %335 = tail call double @llvm.fabs.f64(double %310)
  %336 = fcmp ogt double %335, 1.000000e+00
  %337 = select i1 %336, double %335, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %334, ptr %12, align 8, !tbaa !9
  %338 = load volatile double, ptr %12, align 8, !tbaa !9
  %339 = tail call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %340, label %352, label %341

341:                                              ; preds = %333
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %310, ptr %11, align 8, !tbaa !9
  %342 = load volatile double, ptr %11, align 8, !tbaa !9
  %343 = tail call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %344, label %352, label %345

345:                                              ; preds = %341
  %346 = fsub double %334, %310
  %347 = tail call double @llvm.fabs.f64(double %346)
  %348 = fmul double %337, 0x3D719799812DEA11
  %349 = fcmp ole double %347, %348
  %350 = select i1 %349, ptr @.str.17, ptr @.str.18
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef %44, double noundef %334, double noundef %310, ptr noundef nonnull %350)
  br i1 %349, label %357, label %354

352:                                              ; preds = %341, %333
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef %44, double noundef %334, double noundef %310, ptr noundef nonnull @.str.18)
  br label %354

354:                                              ; preds = %352, %345
  %355 = load i32, ptr @n_fail, align 4, !tbaa !5
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr @n_fail, align 4, !tbaa !5
  br label %357

357:                                              ; preds = %345, %354
  %358 = insertelement <2 x double> poison, double %44, i64 0
  %359 = shufflevector <2 x double> %358, <2 x double> poison, <2 x i32> zeroinitializer
  %360 = fadd <2 x double> %359, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %361 = fmul <2 x double> %360, %360
  %362 = shufflevector <2 x double> %361, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %363 = fsub <2 x double> %361, %362
  %364 = extractelement <2 x double> %363, i64 0
  %365 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %366 = fdiv double %364, 2.000000e-06
  %367 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef %44, i32 noundef %365, i32 noundef 0) #14
  %368 = tail call double @llvm.fabs.f64(double %366)
  %369 = fcmp ogt double %368, 1.000000e+00
  %370 = select i1 %369, double %368, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %367, ptr %10, align 8, !tbaa !9
  %371 = load volatile double, ptr %10, align 8, !tbaa !9
  %372 = tail call double @llvm.fabs.f64(double %371)
  %373 = fcmp ueq double %372, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %373, label %385, label %374

374:                                              ; preds = %357
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %366, ptr %9, align 8, !tbaa !9
  %375 = load volatile double, ptr %9, align 8, !tbaa !9
  %376 = tail call double @llvm.fabs.f64(double %375)
  %377 = fcmp ueq double %376, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %377, label %385, label %378

378:                                              ; preds = %374
  %379 = fsub double %367, %366
  %380 = tail call double @llvm.fabs.f64(double %379)
  %381 = fmul double %370, 0x3EB0C6F7A0B5ED8D
  %382 = fcmp ole double %380, %381
  %383 = select i1 %382, ptr @.str.17, ptr @.str.18
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %44, double noundef %367, double noundef %366, ptr noundef nonnull %383)
  br i1 %382, label %390, label %387

385:                                              ; preds = %374, %357
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %44, double noundef %367, double noundef %366, ptr noundef nonnull @.str.18)
  br label %387

387:                                              ; preds = %385, %378
  %388 = load i32, ptr @n_fail, align 4, !tbaa !5
  %389 = add nsw i32 %388, 1
  store i32 %389, ptr @n_fail, align 4, !tbaa !5
  br label %390

390:                                              ; preds = %378, %387
  %391 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %392 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef %44, double noundef 1.000000e+00, i32 noundef %391, i32 noundef 0) #14
  %393 = tail call double @llvm.fabs.f64(double %367)
  %394 = fcmp ogt double %393, 1.000000e+00
  %395 = select i1 %394, double %393, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %392, ptr %8, align 8, !tbaa !9
  %396 = load volatile double, ptr %8, align 8, !tbaa !9
  %397 = tail call double @llvm.fabs.f64(double %396)
  %398 = fcmp ueq double %397, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %398, label %410, label %399

399:                                              ; preds = %390
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %367, ptr %7, align 8, !tbaa !9
  %400 = load volatile double, ptr %7, align 8, !tbaa !9
  %401 = tail call double @llvm.fabs.f64(double %400)
  %402 = fcmp ueq double %401, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %402, label %410, label %403

403:                                              ; preds = %399
  %404 = fsub double %392, %367
  %405 = tail call double @llvm.fabs.f64(double %404)
  %406 = fmul double %395, 0x3D719799812DEA11
  %407 = fcmp ole double %405, %406
  %408 = select i1 %407, ptr @.str.17, ptr @.str.18
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %44, double noundef %392, double noundef %367, ptr noundef nonnull %408)
  br i1 %407, label %415, label %412

410:                                              ; preds = %399, %390
  %411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %44, double noundef %392, double noundef %367, ptr noundef nonnull @.str.18)
  br label %412

412:                                              ; preds = %410, %403
  %413 = load i32, ptr @n_fail, align 4, !tbaa !5
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr @n_fail, align 4, !tbaa !5
  br label %415

415:                                              ; preds = %403, %412
  %416 = extractelement <2 x double> %360, i64 0
  %417 = tail call double @sin(double noundef %416) #14
  %418 = extractelement <2 x double> %360, i64 1
  %419 = tail call double @sin(double noundef %418) #14
  %420 = fmul double %416, %417
  %421 = fmul double %418, %419
  %422 = fsub double %420, %421
  %423 = fdiv double %422, 2.000000e-06
  %424 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %425 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef %44, i32 noundef %424, i32 noundef 1) #14
  %426 = tail call double @llvm.fabs.f64(double %423)
  %427 = fcmp ogt double %426, 1.000000e+00
  %428 = select i1 %427, double %426, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %425, ptr %10, align 8, !tbaa !9
  %429 = load volatile double, ptr %10, align 8, !tbaa !9
  %430 = tail call double @llvm.fabs.f64(double %429)
  %431 = fcmp ueq double %430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %431, label %443, label %432

432:                                              ; preds = %415
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %423, ptr %9, align 8, !tbaa !9
  %433 = load volatile double, ptr %9, align 8, !tbaa !9
  %434 = tail call double @llvm.fabs.f64(double %433)
  %435 = fcmp ueq double %434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %435, label %443, label %436

436:                                              ; preds = %432
  %437 = fsub double %425, %423
  %438 = tail call double @llvm.fabs.f64(double %437)
  %439 = fmul double %428, 0x3EB0C6F7A0B5ED8D
  %440 = fcmp ole double %438, %439
  %441 = select i1 %440, ptr @.str.17, ptr @.str.18
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %44, double noundef %425, double noundef %423, ptr noundef nonnull %441)
  br i1 %440, label %448, label %445

443:                                              ; preds = %432, %415
  %444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %44, double noundef %425, double noundef %423, ptr noundef nonnull @.str.18)
  br label %445

445:                                              ; preds = %443, %436
  %446 = load i32, ptr @n_fail, align 4, !tbaa !5
  %447 = add nsw i32 %446, 1
  store i32 %447, ptr @n_fail, align 4, !tbaa !5
  br label %448

448:                                              ; preds = %445, %436
  %449 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %450 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef %44, double noundef 1.000000e+00, i32 noundef %449, i32 noundef 1) #14
  %451 = tail call double @llvm.fabs.f64(double %425)
  %452 = fcmp ogt double %451, 1.000000e+00
  %453 = select i1 %452, double %451, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %450, ptr %8, align 8, !tbaa !9
  %454 = load volatile double, ptr %8, align 8, !tbaa !9
  %455 = tail call double @llvm.fabs.f64(double %454)
  %456 = fcmp ueq double %455, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %456, label %468, label %457

457:                                              ; preds = %448
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %425, ptr %7, align 8, !tbaa !9
  %458 = load volatile double, ptr %7, align 8, !tbaa !9
  %459 = tail call double @llvm.fabs.f64(double %458)
  %460 = fcmp ueq double %459, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %460, label %468, label %461

461:                                              ; preds = %457
  %462 = fsub double %450, %425
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = fmul double %453, 0x3D719799812DEA11
  %465 = fcmp ole double %463, %464
  %466 = select i1 %465, ptr @.str.17, ptr @.str.18
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %44, double noundef %450, double noundef %425, ptr noundef nonnull %466)
  br i1 %465, label %473, label %470

468:                                              ; preds = %457, %448
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %44, double noundef %450, double noundef %425, ptr noundef nonnull @.str.18)
  br label %470

470:                                              ; preds = %468, %461
  %471 = load i32, ptr @n_fail, align 4, !tbaa !5
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr @n_fail, align 4, !tbaa !5
  br label %473

473:                                              ; preds = %470, %461
  %474 = add nuw nsw i64 %42, 1
  %475 = icmp eq i64 %474, 3
  br i1 %475, label %34, label %41, !llvm.loop !11

476:                                              ; preds = %595
  %477 = load i32, ptr @n_fail, align 4, !tbaa !5
  %478 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %477)
  %479 = load ptr, ptr @stdout, align 8, !tbaa !13
  %480 = call i32 @fflush(ptr noundef %479)
  %481 = icmp sgt i32 %0, 1
  br i1 %481, label %598, label %601

482:                                              ; preds = %34, %595
  %483 = phi i64 [ 0, %34 ], [ %596, %595 ]
  %484 = getelementptr inbounds [5 x double], ptr %31, i64 0, i64 %483
  %485 = load double, ptr %484, align 8, !tbaa !9
  %486 = fadd double %485, 0x3EB0C6F7A0B5ED8D
  store double %486, ptr %484, align 8, !tbaa !9
  %487 = load double, ptr %31, align 16, !tbaa !9
  %488 = fcmp olt double %487, -1.000000e+02
  br i1 %488, label %489, label %490

489:                                              ; preds = %499, %496, %493, %490, %482
  call void @abort() #15
  unreachable

490:                                              ; preds = %482
  %491 = load double, ptr %35, align 8, !tbaa !9
  %492 = fcmp olt double %491, -1.000000e+02
  br i1 %492, label %489, label %493

493:                                              ; preds = %490
  %494 = load double, ptr %36, align 16, !tbaa !9
  %495 = fcmp olt double %494, -1.000000e+02
  br i1 %495, label %489, label %496

496:                                              ; preds = %493
  %497 = load double, ptr %37, align 8, !tbaa !9
  %498 = fcmp olt double %497, -1.000000e+02
  br i1 %498, label %489, label %499

499:                                              ; preds = %496
  %500 = load double, ptr %38, align 16, !tbaa !9
  %501 = fcmp olt double %500, -1.000000e+02
  br i1 %501, label %489, label %502

502:                                              ; preds = %499
  %503 = fmul double %497, %497
  %504 = fmul double %494, %494
  %505 = fmul double %491, %491
  %506 = fmul double %487, %487
  %507 = call double @llvm.fmuladd.f64(double %505, double 2.000000e+00, double %506)
  %508 = call double @llvm.fmuladd.f64(double %504, double 3.000000e+00, double %507)
  %509 = call double @llvm.fmuladd.f64(double %503, double 4.000000e+00, double %508)
  %510 = fmul double %500, %500
  %511 = call double @llvm.fmuladd.f64(double %510, double 5.000000e+00, double %509)
  %512 = call double @sqrt(double noundef %511) #14
  %513 = fadd double %485, 0xBEB0C6F7A0B5ED8D
  store double %513, ptr %484, align 8, !tbaa !9
  %514 = load double, ptr %31, align 16, !tbaa !9
  %515 = fcmp olt double %514, -1.000000e+02
  br i1 %515, label %516, label %517

516:                                              ; preds = %526, %523, %520, %517, %502
  call void @abort() #15
  unreachable

517:                                              ; preds = %502
  %518 = load double, ptr %35, align 8, !tbaa !9
  %519 = fcmp olt double %518, -1.000000e+02
  br i1 %519, label %516, label %520

520:                                              ; preds = %517
  %521 = load double, ptr %36, align 16, !tbaa !9
  %522 = fcmp olt double %521, -1.000000e+02
  br i1 %522, label %516, label %523

523:                                              ; preds = %520
  %524 = load double, ptr %37, align 8, !tbaa !9
  %525 = fcmp olt double %524, -1.000000e+02
  br i1 %525, label %516, label %526

526:                                              ; preds = %523
  %527 = load double, ptr %38, align 16, !tbaa !9
  %528 = fcmp olt double %527, -1.000000e+02
  br i1 %528, label %516, label %529

529:                                              ; preds = %526
  %530 = fmul double %524, %524
  %531 = fmul double %521, %521
  %532 = fmul double %518, %518
  %533 = fmul double %514, %514
  %534 = call double @llvm.fmuladd.f64(double %532, double 2.000000e+00, double %533)
  %535 = call double @llvm.fmuladd.f64(double %531, double 3.000000e+00, double %534)
  %536 = call double @llvm.fmuladd.f64(double %530, double 4.000000e+00, double %535)
  %537 = fmul double %527, %527
  %538 = call double @llvm.fmuladd.f64(double %537, double 5.000000e+00, double %536)
  %539 = call double @sqrt(double noundef %538) #14
  store double %485, ptr %484, align 8, !tbaa !9
  %540 = trunc nuw nsw i64 %483 to i32
  %541 = uitofp nneg i32 %540 to double
  %542 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %483
  %543 = load double, ptr %542, align 8, !tbaa !9
  %544 = fsub double %512, %539
  %545 = fdiv double %544, 2.000000e-06
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ogt double %546, 1.000000e+00
  %548 = select i1 %547, double %546, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %543, ptr %6, align 8, !tbaa !9
  %549 = load volatile double, ptr %6, align 8, !tbaa !9
  %550 = call double @llvm.fabs.f64(double %549)
  %551 = fcmp ueq double %550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %551, label %563, label %552

552:                                              ; preds = %529
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %545, ptr %5, align 8, !tbaa !9
  %553 = load volatile double, ptr %5, align 8, !tbaa !9
  %554 = call double @llvm.fabs.f64(double %553)
  %555 = fcmp ueq double %554, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %555, label %563, label %556

556:                                              ; preds = %552
  %557 = fsub double %543, %545
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fmul double %548, 0x3EB0C6F7A0B5ED8D
  %560 = fcmp ole double %558, %559
  %561 = select i1 %560, ptr @.str.17, ptr @.str.18
  %562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef %541, double noundef %543, double noundef %545, ptr noundef nonnull %561)
  br i1 %560, label %568, label %565

563:                                              ; preds = %552, %529
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef %541, double noundef %543, double noundef %545, ptr noundef nonnull @.str.18)
  br label %565

565:                                              ; preds = %563, %556
  %566 = load i32, ptr @n_fail, align 4, !tbaa !5
  %567 = add nsw i32 %566, 1
  store i32 %567, ptr @n_fail, align 4, !tbaa !5
  br label %568

568:                                              ; preds = %556, %565
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %33, i8 0, i64 40, i1 false)
  %569 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 %483
  store double 1.000000e+00, ptr %569, align 8, !tbaa !9
  %570 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %571 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_loop, i32 noundef %570, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef 5) #14
  %572 = load double, ptr %542, align 8, !tbaa !9
  %573 = call double @llvm.fabs.f64(double %572)
  %574 = fcmp ogt double %573, 1.000000e+00
  %575 = select i1 %574, double %573, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %571, ptr %4, align 8, !tbaa !9
  %576 = load volatile double, ptr %4, align 8, !tbaa !9
  %577 = call double @llvm.fabs.f64(double %576)
  %578 = fcmp ueq double %577, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %578, label %590, label %579

579:                                              ; preds = %568
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %572, ptr %3, align 8, !tbaa !9
  %580 = load volatile double, ptr %3, align 8, !tbaa !9
  %581 = call double @llvm.fabs.f64(double %580)
  %582 = fcmp ueq double %581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %582, label %590, label %583

583:                                              ; preds = %579
  %584 = fsub double %571, %572
  %585 = call double @llvm.fabs.f64(double %584)
  %586 = fmul double %575, 0x3D719799812DEA11
  %587 = fcmp ole double %585, %586
  %588 = select i1 %587, ptr @.str.17, ptr @.str.18
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef %541, double noundef %571, double noundef %572, ptr noundef nonnull %588)
  br i1 %587, label %595, label %592

590:                                              ; preds = %579, %568
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef %541, double noundef %571, double noundef %572, ptr noundef nonnull @.str.18)
  br label %592

592:                                              ; preds = %590, %583
  %593 = load i32, ptr @n_fail, align 4, !tbaa !5
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr @n_fail, align 4, !tbaa !5
  br label %595

595:                                              ; preds = %583, %592
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33) #14
  %596 = add nuw nsw i64 %483, 1
  %597 = icmp eq i64 %596, 5
  br i1 %597, label %476, label %482, !llvm.loop !15

598:                                              ; preds = %476
  %599 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_always, double noundef 1.000000e+00) #14
  %600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %599)
  br label %605

601:                                              ; preds = %476
  %602 = load i32, ptr @n_fail, align 4, !tbaa !5
  %603 = icmp ne i32 %602, 0
  %604 = zext i1 %603 to i32
  br label %605

605:                                              ; preds = %601, %598
  %606 = phi i32 [ 0, %598 ], [ %604, %601 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %31) #14
  ret i32 %606
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind uwtable
define internal double @f_abort(double noundef %0) #0 {
  %2 = fcmp olt double %0, 0.000000e+00
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @abort() #15
  unreachable

4:                                                ; preds = %1
  %5 = fmul double %0, %0
  %6 = tail call double @sin(double noundef %0) #14
  %7 = fmul double %5, %6
  ret double %7
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @f_exit(double noundef %0) #0 {
  %2 = fcmp ogt double %0, 1.000000e+02
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @exit(i32 noundef 3) #15
  unreachable

4:                                                ; preds = %1
  %5 = fmul double %0, 5.000000e-01
  %6 = tail call double @exp(double noundef %5) #14
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %8 = fdiv double %6, %7
  ret double %8
}

; Function Attrs: nounwind memory(write) uwtable
define internal double @f_trap(double noundef %0) #4 {
  %2 = fcmp ogt double %0, 1.000000e+01
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @llvm.trap()
  unreachable

4:                                                ; preds = %1
  %5 = tail call double @cos(double noundef %0) #14
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal noundef double @f_die(double noundef %0) #0 {
  %2 = fcmp ogt double %0, 1.000000e+01
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call fastcc void @die() #16
  unreachable

4:                                                ; preds = %1
  %5 = fmul double %0, 5.000000e+00
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal noundef double @f_die_with(double noundef %0) #0 {
  %2 = fmul double %0, 3.000000e+00
  %3 = fcmp ogt double %2, 3.000000e+01
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call fastcc void @die_with(double noundef %2) #16
  unreachable

5:                                                ; preds = %1
  %6 = fmul double %2, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_unreachable(double noundef %0, i32 noundef %1) #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call double @sin(double noundef %0) #14
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi double [ %5, %4 ], [ %0, %2 ]
  %8 = fmul double %7, %0
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal double @f_loop(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %16, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %21, %16 ]
  %8 = tail call double @sqrt(double noundef %7) #14
  ret double %8

9:                                                ; preds = %4, %16
  %10 = phi i64 [ 0, %4 ], [ %18, %16 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %21, %16 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fcmp olt double %13, -1.000000e+02
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  tail call void @abort() #15
  unreachable

16:                                               ; preds = %9
  %17 = fmul double %13, %13
  %18 = add nuw nsw i64 %10, 1
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = uitofp nneg i32 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %20, double %11)
  %22 = icmp eq i64 %18, %5
  br i1 %22, label %6, label %9, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define internal noundef double @f_always(double %0) #8 {
  tail call void @abort() #15
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @die() unnamed_addr #12 {
  %1 = load ptr, ptr @stderr, align 8, !tbaa !13
  %2 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.19) #17
  tail call void @exit(i32 noundef 4) #15
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @die_with(double noundef %0) unnamed_addr #12 {
  %2 = load ptr, ptr @stderr, align 8, !tbaa !13
  %3 = fmul double %0, %0
  %4 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef nonnull @.str.21, double noundef %3) #17
  tail call void @exit(i32 noundef 5) #15
  unreachable
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #12 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }
attributes #17 = { cold nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
