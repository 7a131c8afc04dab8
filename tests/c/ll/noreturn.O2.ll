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

34:                                               ; preds = %363
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
  br label %434

41:                                               ; preds = %2, %363
  %42 = phi i64 [ 0, %2 ], [ %364, %363 ]
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
  %358 = fadd double %44, 0x3EB0C6F7A0B5ED8D
  %359 = fadd double %44, 0xBEB0C6F7A0B5ED8D
  %360 = fmul double %358, %358
  %361 = fmul double %359, %359
  %362 = fsub double %360, %361
  br label %366

363:                                              ; preds = %427
  %364 = add nuw nsw i64 %42, 1
  %365 = icmp eq i64 %364, 3
  br i1 %365, label %34, label %41, !llvm.loop !11

366:                                              ; preds = %357, %427
  %367 = phi i1 [ true, %357 ], [ false, %427 ]
  %368 = phi i32 [ 0, %357 ], [ 1, %427 ]
  br i1 %367, label %375, label %369

369:                                              ; preds = %366
  %370 = tail call double @sin(double noundef %358) #14
  %371 = fmul double %358, %370
  %372 = tail call double @sin(double noundef %359) #14
  %373 = fmul double %359, %372
  %374 = fsub double %371, %373
  br label %375

375:                                              ; preds = %366, %369
  %376 = phi double [ %374, %369 ], [ %362, %366 ]
  %377 = fdiv double %376, 2.000000e-06
  %378 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %379 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef %44, i32 noundef %378, i32 noundef %368) #14
  %380 = tail call double @llvm.fabs.f64(double %377)
  %381 = fcmp ogt double %380, 1.000000e+00
  %382 = select i1 %381, double %380, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %379, ptr %10, align 8, !tbaa !9
  %383 = load volatile double, ptr %10, align 8, !tbaa !9
  %384 = tail call double @llvm.fabs.f64(double %383)
  %385 = fcmp ueq double %384, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %385, label %397, label %386

386:                                              ; preds = %375
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %377, ptr %9, align 8, !tbaa !9
  %387 = load volatile double, ptr %9, align 8, !tbaa !9
  %388 = tail call double @llvm.fabs.f64(double %387)
  %389 = fcmp ueq double %388, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %389, label %397, label %390

390:                                              ; preds = %386
  %391 = fsub double %379, %377
  %392 = tail call double @llvm.fabs.f64(double %391)
  %393 = fmul double %382, 0x3EB0C6F7A0B5ED8D
  %394 = fcmp ole double %392, %393
  %395 = select i1 %394, ptr @.str.17, ptr @.str.18
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %44, double noundef %379, double noundef %377, ptr noundef nonnull %395)
  br i1 %394, label %402, label %399

397:                                              ; preds = %386, %375
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %44, double noundef %379, double noundef %377, ptr noundef nonnull @.str.18)
  br label %399

399:                                              ; preds = %397, %390
  %400 = load i32, ptr @n_fail, align 4, !tbaa !5
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr @n_fail, align 4, !tbaa !5
  br label %402

402:                                              ; preds = %390, %399
  %403 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %404 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef %44, double noundef 1.000000e+00, i32 noundef %403, i32 noundef %368) #14
  %405 = tail call double @llvm.fabs.f64(double %379)
  %406 = fcmp ogt double %405, 1.000000e+00
  %407 = select i1 %406, double %405, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %404, ptr %8, align 8, !tbaa !9
  %408 = load volatile double, ptr %8, align 8, !tbaa !9
  %409 = tail call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %410, label %422, label %411

411:                                              ; preds = %402
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %379, ptr %7, align 8, !tbaa !9
  %412 = load volatile double, ptr %7, align 8, !tbaa !9
  %413 = tail call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %414, label %422, label %415

415:                                              ; preds = %411
  %416 = fsub double %404, %379
  %417 = tail call double @llvm.fabs.f64(double %416)
  %418 = fmul double %407, 0x3D719799812DEA11
  %419 = fcmp ole double %417, %418
  %420 = select i1 %419, ptr @.str.17, ptr @.str.18
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %44, double noundef %404, double noundef %379, ptr noundef nonnull %420)
  br i1 %419, label %427, label %424

422:                                              ; preds = %411, %402
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %44, double noundef %404, double noundef %379, ptr noundef nonnull @.str.18)
  br label %424

424:                                              ; preds = %422, %415
  %425 = load i32, ptr @n_fail, align 4, !tbaa !5
  %426 = add nsw i32 %425, 1
  store i32 %426, ptr @n_fail, align 4, !tbaa !5
  br label %427

427:                                              ; preds = %415, %424
  br i1 %367, label %366, label %363, !llvm.loop !13

428:                                              ; preds = %547
  %429 = load i32, ptr @n_fail, align 4, !tbaa !5
  %430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %429)
  %431 = load ptr, ptr @stdout, align 8, !tbaa !14
  %432 = call i32 @fflush(ptr noundef %431)
  %433 = icmp sgt i32 %0, 1
  br i1 %433, label %550, label %553

434:                                              ; preds = %34, %547
  %435 = phi i64 [ 0, %34 ], [ %548, %547 ]
  %436 = getelementptr inbounds [5 x double], ptr %31, i64 0, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = fadd double %437, 0x3EB0C6F7A0B5ED8D
  store double %438, ptr %436, align 8, !tbaa !9
  %439 = load double, ptr %31, align 16, !tbaa !9
  %440 = fcmp olt double %439, -1.000000e+02
  br i1 %440, label %441, label %442

441:                                              ; preds = %451, %448, %445, %442, %434
  call void @abort() #15
  unreachable

442:                                              ; preds = %434
  %443 = load double, ptr %35, align 8, !tbaa !9
  %444 = fcmp olt double %443, -1.000000e+02
  br i1 %444, label %441, label %445

445:                                              ; preds = %442
  %446 = load double, ptr %36, align 16, !tbaa !9
  %447 = fcmp olt double %446, -1.000000e+02
  br i1 %447, label %441, label %448

448:                                              ; preds = %445
  %449 = load double, ptr %37, align 8, !tbaa !9
  %450 = fcmp olt double %449, -1.000000e+02
  br i1 %450, label %441, label %451

451:                                              ; preds = %448
  %452 = load double, ptr %38, align 16, !tbaa !9
  %453 = fcmp olt double %452, -1.000000e+02
  br i1 %453, label %441, label %454

454:                                              ; preds = %451
  %455 = fmul double %449, %449
  %456 = fmul double %446, %446
  %457 = fmul double %443, %443
  %458 = fmul double %439, %439
  %459 = call double @llvm.fmuladd.f64(double %457, double 2.000000e+00, double %458)
  %460 = call double @llvm.fmuladd.f64(double %456, double 3.000000e+00, double %459)
  %461 = call double @llvm.fmuladd.f64(double %455, double 4.000000e+00, double %460)
  %462 = fmul double %452, %452
  %463 = call double @llvm.fmuladd.f64(double %462, double 5.000000e+00, double %461)
  %464 = call double @sqrt(double noundef %463) #14
  %465 = fadd double %437, 0xBEB0C6F7A0B5ED8D
  store double %465, ptr %436, align 8, !tbaa !9
  %466 = load double, ptr %31, align 16, !tbaa !9
  %467 = fcmp olt double %466, -1.000000e+02
  br i1 %467, label %468, label %469

468:                                              ; preds = %478, %475, %472, %469, %454
  call void @abort() #15
  unreachable

469:                                              ; preds = %454
  %470 = load double, ptr %35, align 8, !tbaa !9
  %471 = fcmp olt double %470, -1.000000e+02
  br i1 %471, label %468, label %472

472:                                              ; preds = %469
  %473 = load double, ptr %36, align 16, !tbaa !9
  %474 = fcmp olt double %473, -1.000000e+02
  br i1 %474, label %468, label %475

475:                                              ; preds = %472
  %476 = load double, ptr %37, align 8, !tbaa !9
  %477 = fcmp olt double %476, -1.000000e+02
  br i1 %477, label %468, label %478

478:                                              ; preds = %475
  %479 = load double, ptr %38, align 16, !tbaa !9
  %480 = fcmp olt double %479, -1.000000e+02
  br i1 %480, label %468, label %481

481:                                              ; preds = %478
  %482 = fmul double %476, %476
  %483 = fmul double %473, %473
  %484 = fmul double %470, %470
  %485 = fmul double %466, %466
  %486 = call double @llvm.fmuladd.f64(double %484, double 2.000000e+00, double %485)
  %487 = call double @llvm.fmuladd.f64(double %483, double 3.000000e+00, double %486)
  %488 = call double @llvm.fmuladd.f64(double %482, double 4.000000e+00, double %487)
  %489 = fmul double %479, %479
  %490 = call double @llvm.fmuladd.f64(double %489, double 5.000000e+00, double %488)
  %491 = call double @sqrt(double noundef %490) #14
  store double %437, ptr %436, align 8, !tbaa !9
  %492 = trunc nuw nsw i64 %435 to i32
  %493 = uitofp nneg i32 %492 to double
  %494 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %435
  %495 = load double, ptr %494, align 8, !tbaa !9
  %496 = fsub double %464, %491
  %497 = fdiv double %496, 2.000000e-06
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fcmp ogt double %498, 1.000000e+00
  %500 = select i1 %499, double %498, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %495, ptr %6, align 8, !tbaa !9
  %501 = load volatile double, ptr %6, align 8, !tbaa !9
  %502 = call double @llvm.fabs.f64(double %501)
  %503 = fcmp ueq double %502, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %503, label %515, label %504

504:                                              ; preds = %481
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %497, ptr %5, align 8, !tbaa !9
  %505 = load volatile double, ptr %5, align 8, !tbaa !9
  %506 = call double @llvm.fabs.f64(double %505)
  %507 = fcmp ueq double %506, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %507, label %515, label %508

508:                                              ; preds = %504
  %509 = fsub double %495, %497
  %510 = call double @llvm.fabs.f64(double %509)
  %511 = fmul double %500, 0x3EB0C6F7A0B5ED8D
  %512 = fcmp ole double %510, %511
  %513 = select i1 %512, ptr @.str.17, ptr @.str.18
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef %493, double noundef %495, double noundef %497, ptr noundef nonnull %513)
  br i1 %512, label %520, label %517

515:                                              ; preds = %504, %481
  %516 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef %493, double noundef %495, double noundef %497, ptr noundef nonnull @.str.18)
  br label %517

517:                                              ; preds = %515, %508
  %518 = load i32, ptr @n_fail, align 4, !tbaa !5
  %519 = add nsw i32 %518, 1
  store i32 %519, ptr @n_fail, align 4, !tbaa !5
  br label %520

520:                                              ; preds = %508, %517
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %33, i8 0, i64 40, i1 false)
  %521 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 %435
  store double 1.000000e+00, ptr %521, align 8, !tbaa !9
  %522 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %523 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_loop, i32 noundef %522, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef 5) #14
  %524 = load double, ptr %494, align 8, !tbaa !9
  %525 = call double @llvm.fabs.f64(double %524)
  %526 = fcmp ogt double %525, 1.000000e+00
  %527 = select i1 %526, double %525, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %523, ptr %4, align 8, !tbaa !9
  %528 = load volatile double, ptr %4, align 8, !tbaa !9
  %529 = call double @llvm.fabs.f64(double %528)
  %530 = fcmp ueq double %529, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %530, label %542, label %531

531:                                              ; preds = %520
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %524, ptr %3, align 8, !tbaa !9
  %532 = load volatile double, ptr %3, align 8, !tbaa !9
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %534, label %542, label %535

535:                                              ; preds = %531
  %536 = fsub double %523, %524
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fmul double %527, 0x3D719799812DEA11
  %539 = fcmp ole double %537, %538
  %540 = select i1 %539, ptr @.str.17, ptr @.str.18
  %541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef %493, double noundef %523, double noundef %524, ptr noundef nonnull %540)
  br i1 %539, label %547, label %544

542:                                              ; preds = %531, %520
  %543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef %493, double noundef %523, double noundef %524, ptr noundef nonnull @.str.18)
  br label %544

544:                                              ; preds = %542, %535
  %545 = load i32, ptr @n_fail, align 4, !tbaa !5
  %546 = add nsw i32 %545, 1
  store i32 %546, ptr @n_fail, align 4, !tbaa !5
  br label %547

547:                                              ; preds = %535, %544
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33) #14
  %548 = add nuw nsw i64 %435, 1
  %549 = icmp eq i64 %548, 5
  br i1 %549, label %428, label %434, !llvm.loop !16

550:                                              ; preds = %428
  %551 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_always, double noundef 1.000000e+00) #14
  %552 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %551)
  br label %557

553:                                              ; preds = %428
  %554 = load i32, ptr @n_fail, align 4, !tbaa !5
  %555 = icmp ne i32 %554, 0
  %556 = zext i1 %555 to i32
  br label %557

557:                                              ; preds = %553, %550
  %558 = phi i32 [ 0, %550 ], [ %556, %553 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %31) #14
  ret i32 %558
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
  br i1 %22, label %6, label %9, !llvm.loop !17
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
  %1 = load ptr, ptr @stderr, align 8, !tbaa !14
  %2 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.19) #17
  tail call void @exit(i32 noundef 4) #15
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @die_with(double noundef %0) unnamed_addr #12 {
  %2 = load ptr, ptr @stderr, align 8, !tbaa !14
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
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
