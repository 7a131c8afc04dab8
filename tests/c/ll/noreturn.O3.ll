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
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  br label %13

6:                                                ; preds = %305
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #14
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 5.000000e-01, double -1.000000e+00>, ptr %3, align 16
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  store <2 x double> <double 2.000000e+00, double 2.500000e-01>, ptr %8, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store double 1.500000e+00, ptr %10, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 5) #14
  br label %314

13:                                               ; preds = %2, %305
  %14 = phi i64 [ 0, %2 ], [ %306, %305 ]
  %15 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call double @llvm.fabs.f64(double %16)
  %18 = fcmp ogt double %17, 1.000000e+00
  %19 = select i1 %18, double %17, double 1.000000e+00
  %20 = fmul double %19, 0x3EB0C6F7A0B5ED8D
  %21 = fadd double %16, %20
  %22 = fcmp olt double %21, 0.000000e+00
  br i1 %22, label %23, label %24

23:                                               ; preds = %13
  tail call void @abort() #15
  unreachable

24:                                               ; preds = %13
  %25 = tail call double @sin(double noundef %21) #14
  %26 = fsub double %16, %20
  %27 = fcmp olt double %26, 0.000000e+00
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  tail call void @abort() #15
  unreachable

29:                                               ; preds = %24
  %30 = insertelement <2 x double> poison, double %21, i64 0
  %31 = insertelement <2 x double> %30, double %26, i64 1
  %32 = fmul <2 x double> %31, %31
  %33 = tail call double @sin(double noundef %26) #14
  %34 = insertelement <2 x double> poison, double %25, i64 0
  %35 = insertelement <2 x double> %34, double %33, i64 1
  %36 = fmul <2 x double> %32, %35
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %38 = fsub <2 x double> %36, %37
  %39 = extractelement <2 x double> %38, i64 0
  %40 = fmul double %20, 2.000000e+00
  %41 = fdiv double %39, %40
  %42 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_abort, double noundef %16) #14
  %43 = tail call double @llvm.fabs.f64(double %41)
  %44 = fcmp ogt double %43, 1.000000e+00
  %45 = select i1 %44, double %43, double 1.000000e+00
  %46 = fsub double %42, %41
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ole double %47, %48
  %50 = select i1 %49, ptr @.str.17, ptr @.str.18
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef %16, double noundef %42, double noundef %41, ptr noundef nonnull %50)
  br i1 %49, label %55, label %52

52:                                               ; preds = %29
  %53 = load i32, ptr @n_fail, align 4, !tbaa !5
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %29, %52
  %56 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_abort, double noundef %16, double noundef 1.000000e+00) #14
  %57 = tail call double @llvm.fabs.f64(double %42)
  %58 = fcmp ogt double %57, 1.000000e+00
  %59 = select i1 %58, double %57, double 1.000000e+00
  %60 = fsub double %56, %42
  %61 = tail call double @llvm.fabs.f64(double %60)
  %62 = fmul double %59, 0x3D719799812DEA11
  %63 = fcmp ole double %61, %62
  %64 = select i1 %63, ptr @.str.17, ptr @.str.18
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef %16, double noundef %56, double noundef %42, ptr noundef nonnull %64)
  br i1 %63, label %69, label %66

66:                                               ; preds = %55
  %67 = load i32, ptr @n_fail, align 4, !tbaa !5
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr @n_fail, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %55, %66
  %70 = fcmp ogt double %21, 1.000000e+02
  br i1 %70, label %71, label %72

71:                                               ; preds = %69
  tail call void @exit(i32 noundef 3) #15
  unreachable

72:                                               ; preds = %69
  %73 = fmul double %21, 5.000000e-01
  %74 = tail call double @exp(double noundef %73) #14
  %75 = fcmp ogt double %26, 1.000000e+02
  br i1 %75, label %76, label %77

76:                                               ; preds = %72
  tail call void @exit(i32 noundef 3) #15
  unreachable

77:                                               ; preds = %72
  %78 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %31, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %79 = fmul double %26, 5.000000e-01
  %80 = tail call double @exp(double noundef %79) #14
  %81 = insertelement <2 x double> poison, double %74, i64 0
  %82 = insertelement <2 x double> %81, double %80, i64 1
  %83 = fdiv <2 x double> %82, %78
  %84 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %85 = fsub <2 x double> %83, %84
  %86 = extractelement <2 x double> %85, i64 0
  %87 = fdiv double %86, %40
  %88 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exit, double noundef %16) #14
  %89 = tail call double @llvm.fabs.f64(double %87)
  %90 = fcmp ogt double %89, 1.000000e+00
  %91 = select i1 %90, double %89, double 1.000000e+00
  %92 = fsub double %88, %87
  %93 = tail call double @llvm.fabs.f64(double %92)
  %94 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %95 = fcmp ole double %93, %94
  %96 = select i1 %95, ptr @.str.17, ptr @.str.18
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef %16, double noundef %88, double noundef %87, ptr noundef nonnull %96)
  br i1 %95, label %101, label %98

98:                                               ; preds = %77
  %99 = load i32, ptr @n_fail, align 4, !tbaa !5
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @n_fail, align 4, !tbaa !5
  br label %101

101:                                              ; preds = %77, %98
  %102 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exit, double noundef %16, double noundef 1.000000e+00) #14
  %103 = tail call double @llvm.fabs.f64(double %88)
  %104 = fcmp ogt double %103, 1.000000e+00
  %105 = select i1 %104, double %103, double 1.000000e+00
  %106 = fsub double %102, %88
  %107 = tail call double @llvm.fabs.f64(double %106)
  %108 = fmul double %105, 0x3D719799812DEA11
  %109 = fcmp ole double %107, %108
  %110 = select i1 %109, ptr @.str.17, ptr @.str.18
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef %16, double noundef %102, double noundef %88, ptr noundef nonnull %110)
  br i1 %109, label %115, label %112

112:                                              ; preds = %101
  %113 = load i32, ptr @n_fail, align 4, !tbaa !5
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @n_fail, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %101, %112
  %116 = fcmp ogt double %21, 1.000000e+01
  br i1 %116, label %117, label %118

117:                                              ; preds = %115
  tail call void @llvm.trap()
  unreachable

118:                                              ; preds = %115
  %119 = tail call double @cos(double noundef %21) #14
  %120 = fcmp ogt double %26, 1.000000e+01
  br i1 %120, label %121, label %122

121:                                              ; preds = %118
  tail call void @llvm.trap()
  unreachable

122:                                              ; preds = %118
  %123 = fmul double %21, %119
  %124 = tail call double @cos(double noundef %26) #14
  %125 = fmul double %26, %124
  %126 = fsub double %123, %125
  %127 = fdiv double %126, %40
  %128 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trap, double noundef %16) #14
  %129 = tail call double @llvm.fabs.f64(double %127)
  %130 = fcmp ogt double %129, 1.000000e+00
  %131 = select i1 %130, double %129, double 1.000000e+00
  %132 = fsub double %128, %127
  %133 = tail call double @llvm.fabs.f64(double %132)
  %134 = fmul double %131, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp ole double %133, %134
  %136 = select i1 %135, ptr @.str.17, ptr @.str.18
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef %16, double noundef %128, double noundef %127, ptr noundef nonnull %136)
  br i1 %135, label %141, label %138

138:                                              ; preds = %122
  %139 = load i32, ptr @n_fail, align 4, !tbaa !5
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %122, %138
  %142 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_trap, double noundef %16, double noundef 1.000000e+00) #14
  %143 = tail call double @llvm.fabs.f64(double %128)
  %144 = fcmp ogt double %143, 1.000000e+00
  %145 = select i1 %144, double %143, double 1.000000e+00
  %146 = fsub double %142, %128
  %147 = tail call double @llvm.fabs.f64(double %146)
  %148 = fmul double %145, 0x3D719799812DEA11
  %149 = fcmp ole double %147, %148
  %150 = select i1 %149, ptr @.str.17, ptr @.str.18
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef %16, double noundef %142, double noundef %128, ptr noundef nonnull %150)
  br i1 %149, label %155, label %152

152:                                              ; preds = %141
  %153 = load i32, ptr @n_fail, align 4, !tbaa !5
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr @n_fail, align 4, !tbaa !5
  br label %155

155:                                              ; preds = %141, %152
  %156 = fmul <2 x double> %31, <double 5.000000e+00, double 5.000000e+00>
  %157 = fmul <2 x double> %31, %156
  %158 = shufflevector <2 x double> %157, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %159 = fsub <2 x double> %157, %158
  %160 = extractelement <2 x double> %159, i64 0
  %161 = fdiv double %160, %40
  %162 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die, double noundef %16) #14
  %163 = tail call double @llvm.fabs.f64(double %161)
  %164 = fcmp ogt double %163, 1.000000e+00
  %165 = select i1 %164, double %163, double 1.000000e+00
  %166 = fsub double %162, %161
  %167 = tail call double @llvm.fabs.f64(double %166)
  %168 = fmul double %165, 0x3EB0C6F7A0B5ED8D
  %169 = fcmp ole double %167, %168
  %170 = select i1 %169, ptr @.str.17, ptr @.str.18
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef %16, double noundef %162, double noundef %161, ptr noundef nonnull %170)
  br i1 %169, label %175, label %172

172:                                              ; preds = %155
  %173 = load i32, ptr @n_fail, align 4, !tbaa !5
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr @n_fail, align 4, !tbaa !5
  br label %175

175:                                              ; preds = %155, %172
  %176 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die, double noundef %16, double noundef 1.000000e+00) #14
  %177 = tail call double @llvm.fabs.f64(double %162)
  %178 = fcmp ogt double %177, 1.000000e+00
  %179 = select i1 %178, double %177, double 1.000000e+00
  %180 = fsub double %176, %162
  %181 = tail call double @llvm.fabs.f64(double %180)
  %182 = fmul double %179, 0x3D719799812DEA11
  %183 = fcmp ole double %181, %182
  %184 = select i1 %183, ptr @.str.17, ptr @.str.18
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef %16, double noundef %176, double noundef %162, ptr noundef nonnull %184)
  br i1 %183, label %189, label %186

186:                                              ; preds = %175
  %187 = load i32, ptr @n_fail, align 4, !tbaa !5
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @n_fail, align 4, !tbaa !5
  br label %189

189:                                              ; preds = %175, %186
  %190 = fmul double %21, 3.000000e+00
  %191 = fcmp ogt double %190, 3.000000e+01
  br i1 %191, label %192, label %193

192:                                              ; preds = %189
  tail call fastcc void @die_with(double noundef %190) #16
  unreachable

193:                                              ; preds = %189
  %194 = fmul double %26, 3.000000e+00
  %195 = fcmp ogt double %194, 3.000000e+01
  br i1 %195, label %196, label %197

196:                                              ; preds = %193
  tail call fastcc void @die_with(double noundef %194) #16
  unreachable

197:                                              ; preds = %193
  %198 = fmul double %190, %190
  %199 = fmul double %194, %194
  %200 = fsub double %198, %199
  %201 = fdiv double %200, %40
  %202 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die_with, double noundef %16) #14
  %203 = tail call double @llvm.fabs.f64(double %201)
  %204 = fcmp ogt double %203, 1.000000e+00
  %205 = select i1 %204, double %203, double 1.000000e+00
  %206 = fsub double %202, %201
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = fmul double %205, 0x3EB0C6F7A0B5ED8D
  %209 = fcmp ole double %207, %208
  %210 = select i1 %209, ptr @.str.17, ptr @.str.18
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef %16, double noundef %202, double noundef %201, ptr noundef nonnull %210)
  br i1 %209, label %215, label %212

212:                                              ; preds = %197
  %213 = load i32, ptr @n_fail, align 4, !tbaa !5
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr @n_fail, align 4, !tbaa !5
  br label %215

215:                                              ; preds = %197, %212
  %216 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die_with, double noundef %16, double noundef 1.000000e+00) #14
  %217 = tail call double @llvm.fabs.f64(double %202)
  %218 = fcmp ogt double %217, 1.000000e+00
  %219 = select i1 %218, double %217, double 1.000000e+00
  %220 = fsub double %216, %202
  %221 = tail call double @llvm.fabs.f64(double %220)
  %222 = fmul double %219, 0x3D719799812DEA11
  %223 = fcmp ole double %221, %222
  %224 = select i1 %223, ptr @.str.17, ptr @.str.18
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef %16, double noundef %216, double noundef %202, ptr noundef nonnull %224)
  br i1 %223, label %229, label %226

226:                                              ; preds = %215
  %227 = load i32, ptr @n_fail, align 4, !tbaa !5
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr @n_fail, align 4, !tbaa !5
  br label %229

229:                                              ; preds = %215, %226
  %230 = insertelement <2 x double> poison, double %16, i64 0
  %231 = shufflevector <2 x double> %230, <2 x double> poison, <2 x i32> zeroinitializer
  %232 = fadd <2 x double> %231, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %233 = fmul <2 x double> %232, %232
  %234 = shufflevector <2 x double> %233, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %235 = fsub <2 x double> %233, %234
  %236 = extractelement <2 x double> %235, i64 0
  %237 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %238 = fdiv double %236, 2.000000e-06
  %239 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef %16, i32 noundef %237, i32 noundef 0) #14
  %240 = tail call double @llvm.fabs.f64(double %238)
  %241 = fcmp ogt double %240, 1.000000e+00
  %242 = select i1 %241, double %240, double 1.000000e+00
  %243 = fsub double %239, %238
  %244 = tail call double @llvm.fabs.f64(double %243)
  %245 = fmul double %242, 0x3EB0C6F7A0B5ED8D
  %246 = fcmp ole double %244, %245
  %247 = select i1 %246, ptr @.str.17, ptr @.str.18
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %16, double noundef %239, double noundef %238, ptr noundef nonnull %247)
  br i1 %246, label %252, label %249

249:                                              ; preds = %229
  %250 = load i32, ptr @n_fail, align 4, !tbaa !5
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr @n_fail, align 4, !tbaa !5
  br label %252

252:                                              ; preds = %229, %249
  %253 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %254 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef %16, double noundef 1.000000e+00, i32 noundef %253, i32 noundef 0) #14
  %255 = tail call double @llvm.fabs.f64(double %239)
  %256 = fcmp ogt double %255, 1.000000e+00
  %257 = select i1 %256, double %255, double 1.000000e+00
  %258 = fsub double %254, %239
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = fmul double %257, 0x3D719799812DEA11
  %261 = fcmp ole double %259, %260
  %262 = select i1 %261, ptr @.str.17, ptr @.str.18
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %16, double noundef %254, double noundef %239, ptr noundef nonnull %262)
  br i1 %261, label %267, label %264

264:                                              ; preds = %252
  %265 = load i32, ptr @n_fail, align 4, !tbaa !5
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr @n_fail, align 4, !tbaa !5
  br label %267

267:                                              ; preds = %252, %264
  %268 = extractelement <2 x double> %232, i64 0
  %269 = tail call double @sin(double noundef %268) #14
  %270 = extractelement <2 x double> %232, i64 1
  %271 = tail call double @sin(double noundef %270) #14
  %272 = fmul double %268, %269
  %273 = fmul double %270, %271
  %274 = fsub double %272, %273
  %275 = fdiv double %274, 2.000000e-06
  %276 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %277 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef %16, i32 noundef %276, i32 noundef 1) #14
  %278 = tail call double @llvm.fabs.f64(double %275)
  %279 = fcmp ogt double %278, 1.000000e+00
  %280 = select i1 %279, double %278, double 1.000000e+00
  %281 = fsub double %277, %275
  %282 = tail call double @llvm.fabs.f64(double %281)
  %283 = fmul double %280, 0x3EB0C6F7A0B5ED8D
  %284 = fcmp ole double %282, %283
  %285 = select i1 %284, ptr @.str.17, ptr @.str.18
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %16, double noundef %277, double noundef %275, ptr noundef nonnull %285)
  br i1 %284, label %290, label %287

287:                                              ; preds = %267
  %288 = load i32, ptr @n_fail, align 4, !tbaa !5
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr @n_fail, align 4, !tbaa !5
  br label %290

290:                                              ; preds = %287, %267
  %291 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %292 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef %16, double noundef 1.000000e+00, i32 noundef %291, i32 noundef 1) #14
  %293 = tail call double @llvm.fabs.f64(double %277)
  %294 = fcmp ogt double %293, 1.000000e+00
  %295 = select i1 %294, double %293, double 1.000000e+00
  %296 = fsub double %292, %277
  %297 = tail call double @llvm.fabs.f64(double %296)
  %298 = fmul double %295, 0x3D719799812DEA11
  %299 = fcmp ole double %297, %298
  %300 = select i1 %299, ptr @.str.17, ptr @.str.18
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %16, double noundef %292, double noundef %277, ptr noundef nonnull %300)
  br i1 %299, label %305, label %302

302:                                              ; preds = %290
  %303 = load i32, ptr @n_fail, align 4, !tbaa !5
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr @n_fail, align 4, !tbaa !5
  br label %305

305:                                              ; preds = %302, %290
  %306 = add nuw nsw i64 %14, 1
  %307 = icmp eq i64 %306, 3
  br i1 %307, label %6, label %13, !llvm.loop !11

308:                                              ; preds = %407
  %309 = load i32, ptr @n_fail, align 4, !tbaa !5
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %309)
  %311 = load ptr, ptr @stdout, align 8, !tbaa !13
  %312 = call i32 @fflush(ptr noundef %311)
  %313 = icmp sgt i32 %0, 1
  br i1 %313, label %410, label %413

314:                                              ; preds = %6, %407
  %315 = phi i64 [ 0, %6 ], [ %408, %407 ]
  %316 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %315
  %317 = load double, ptr %316, align 8, !tbaa !9
  %318 = fadd double %317, 0x3EB0C6F7A0B5ED8D
  store double %318, ptr %316, align 8, !tbaa !9
  %319 = load double, ptr %3, align 16, !tbaa !9
  %320 = fcmp olt double %319, -1.000000e+02
  br i1 %320, label %321, label %322

321:                                              ; preds = %331, %328, %325, %322, %314
  call void @abort() #15
  unreachable

322:                                              ; preds = %314
  %323 = load double, ptr %7, align 8, !tbaa !9
  %324 = fcmp olt double %323, -1.000000e+02
  br i1 %324, label %321, label %325

325:                                              ; preds = %322
  %326 = load double, ptr %8, align 16, !tbaa !9
  %327 = fcmp olt double %326, -1.000000e+02
  br i1 %327, label %321, label %328

328:                                              ; preds = %325
  %329 = load double, ptr %9, align 8, !tbaa !9
  %330 = fcmp olt double %329, -1.000000e+02
  br i1 %330, label %321, label %331

331:                                              ; preds = %328
  %332 = load double, ptr %10, align 16, !tbaa !9
  %333 = fcmp olt double %332, -1.000000e+02
  br i1 %333, label %321, label %334

334:                                              ; preds = %331
  %335 = fmul double %329, %329
  %336 = fmul double %326, %326
  %337 = fmul double %323, %323
  %338 = fmul double %319, %319
  %339 = call double @llvm.fmuladd.f64(double %337, double 2.000000e+00, double %338)
  %340 = call double @llvm.fmuladd.f64(double %336, double 3.000000e+00, double %339)
  %341 = call double @llvm.fmuladd.f64(double %335, double 4.000000e+00, double %340)
  %342 = fmul double %332, %332
  %343 = call double @llvm.fmuladd.f64(double %342, double 5.000000e+00, double %341)
  %344 = call double @sqrt(double noundef %343) #14
  %345 = fadd double %317, 0xBEB0C6F7A0B5ED8D
  store double %345, ptr %316, align 8, !tbaa !9
  %346 = load double, ptr %3, align 16, !tbaa !9
  %347 = fcmp olt double %346, -1.000000e+02
  br i1 %347, label %348, label %349

348:                                              ; preds = %358, %355, %352, %349, %334
  call void @abort() #15
  unreachable

349:                                              ; preds = %334
  %350 = load double, ptr %7, align 8, !tbaa !9
  %351 = fcmp olt double %350, -1.000000e+02
  br i1 %351, label %348, label %352

352:                                              ; preds = %349
  %353 = load double, ptr %8, align 16, !tbaa !9
  %354 = fcmp olt double %353, -1.000000e+02
  br i1 %354, label %348, label %355

355:                                              ; preds = %352
  %356 = load double, ptr %9, align 8, !tbaa !9
  %357 = fcmp olt double %356, -1.000000e+02
  br i1 %357, label %348, label %358

358:                                              ; preds = %355
  %359 = load double, ptr %10, align 16, !tbaa !9
  %360 = fcmp olt double %359, -1.000000e+02
  br i1 %360, label %348, label %361

361:                                              ; preds = %358
  %362 = fmul double %356, %356
  %363 = fmul double %353, %353
  %364 = fmul double %350, %350
  %365 = fmul double %346, %346
  %366 = call double @llvm.fmuladd.f64(double %364, double 2.000000e+00, double %365)
  %367 = call double @llvm.fmuladd.f64(double %363, double 3.000000e+00, double %366)
  %368 = call double @llvm.fmuladd.f64(double %362, double 4.000000e+00, double %367)
  %369 = fmul double %359, %359
  %370 = call double @llvm.fmuladd.f64(double %369, double 5.000000e+00, double %368)
  %371 = call double @sqrt(double noundef %370) #14
  store double %317, ptr %316, align 8, !tbaa !9
  %372 = trunc nuw nsw i64 %315 to i32
  %373 = uitofp nneg i32 %372 to double
  %374 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %315
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = fsub double %344, %371
  %377 = fdiv double %376, 2.000000e-06
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ogt double %378, 1.000000e+00
  %380 = select i1 %379, double %378, double 1.000000e+00
  %381 = fsub double %375, %377
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fmul double %380, 0x3EB0C6F7A0B5ED8D
  %384 = fcmp ole double %382, %383
  %385 = select i1 %384, ptr @.str.17, ptr @.str.18
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef %373, double noundef %375, double noundef %377, ptr noundef nonnull %385)
  br i1 %384, label %390, label %387

387:                                              ; preds = %361
  %388 = load i32, ptr @n_fail, align 4, !tbaa !5
  %389 = add nsw i32 %388, 1
  store i32 %389, ptr @n_fail, align 4, !tbaa !5
  br label %390

390:                                              ; preds = %361, %387
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %391 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %315
  store double 1.000000e+00, ptr %391, align 8, !tbaa !9
  %392 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %393 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_loop, i32 noundef %392, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef 5) #14
  %394 = load double, ptr %374, align 8, !tbaa !9
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fcmp ogt double %395, 1.000000e+00
  %397 = select i1 %396, double %395, double 1.000000e+00
  %398 = fsub double %393, %394
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = fmul double %397, 0x3D719799812DEA11
  %401 = fcmp ole double %399, %400
  %402 = select i1 %401, ptr @.str.17, ptr @.str.18
  %403 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef %373, double noundef %393, double noundef %394, ptr noundef nonnull %402)
  br i1 %401, label %407, label %404

404:                                              ; preds = %390
  %405 = load i32, ptr @n_fail, align 4, !tbaa !5
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr @n_fail, align 4, !tbaa !5
  br label %407

407:                                              ; preds = %390, %404
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #14
  %408 = add nuw nsw i64 %315, 1
  %409 = icmp eq i64 %408, 5
  br i1 %409, label %308, label %314, !llvm.loop !15

410:                                              ; preds = %308
  %411 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_always, double noundef 1.000000e+00) #14
  %412 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %411)
  br label %417

413:                                              ; preds = %308
  %414 = load i32, ptr @n_fail, align 4, !tbaa !5
  %415 = icmp ne i32 %414, 0
  %416 = zext i1 %415 to i32
  br label %417

417:                                              ; preds = %413, %410
  %418 = phi i32 [ 0, %410 ], [ %416, %413 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #14
  ret i32 %418
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
