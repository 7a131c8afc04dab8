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

34:                                               ; preds = %445
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %31) #13
  %35 = getelementptr inbounds i8, ptr %31, i64 8
  %36 = getelementptr inbounds i8, ptr %31, i64 16
  %37 = getelementptr inbounds i8, ptr %31, i64 24
  store <4 x double> <double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 2.500000e-01>, ptr %31, align 16
  %38 = getelementptr inbounds i8, ptr %31, i64 32
  store double 1.500000e+00, ptr %38, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %32, i8 0, i64 40, i1 false)
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %40 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, i32 noundef %39, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef 5) #13
  br label %454

41:                                               ; preds = %2, %445
  %42 = phi i64 [ 0, %2 ], [ %446, %445 ]
  %43 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = tail call fast double @llvm.maxnum.f64(double %45, double 1.000000e+00)
  %47 = fmul fast double %46, 0x3EB0C6F7A0B5ED8D
  %48 = fadd fast double %47, %44
  %49 = fcmp fast olt double %48, 0.000000e+00
  br i1 %49, label %50, label %51

50:                                               ; preds = %41
  tail call void @abort() #14
  unreachable

51:                                               ; preds = %41
  %52 = fmul fast double %48, %48
  %53 = fsub fast double %44, %47
  %54 = fcmp fast olt double %53, 0.000000e+00
  br i1 %54, label %55, label %56

55:                                               ; preds = %51
  tail call void @abort() #14
  unreachable

56:                                               ; preds = %51
  %57 = tail call fast double @llvm.sin.f64(double %48)
  %58 = fmul fast double %52, %57
  %59 = fmul fast double %53, %53
  %60 = tail call fast double @llvm.sin.f64(double %53)
  %61 = fmul fast double %59, %60
  %62 = fsub fast double %58, %61
  %63 = fmul fast double %46, 2.000000e-06
  %64 = fdiv fast double %62, %63
  %65 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_abort, double noundef nofpclass(nan inf) %44) #13
  %66 = tail call fast double @llvm.fabs.f64(double %64)
  %67 = tail call fast double @llvm.maxnum.f64(double %66, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %65, ptr %30, align 8, !tbaa !9
  %68 = load volatile double, ptr %30, align 8, !tbaa !9
  %69 = tail call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %70, label %82, label %71

71:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %64, ptr %29, align 8, !tbaa !9
  %72 = load volatile double, ptr %29, align 8, !tbaa !9
  %73 = tail call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %74, label %82, label %75

75:                                               ; preds = %71
  %76 = fsub fast double %65, %64
  %77 = tail call fast double @llvm.fabs.f64(double %76)
  %78 = fmul fast double %67, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp fast ole double %77, %78
  %80 = select i1 %79, ptr @.str.17, ptr @.str.18
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %65, double noundef nofpclass(nan inf) %64, ptr noundef nonnull %80)
  br i1 %79, label %87, label %84

82:                                               ; preds = %71, %56
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %65, double noundef nofpclass(nan inf) %64, ptr noundef nonnull @.str.18)
  br label %84

84:                                               ; preds = %82, %75
  %85 = load i32, ptr @n_fail, align 4, !tbaa !5
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr @n_fail, align 4, !tbaa !5
  br label %87

87:                                               ; preds = %75, %84
  %88 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_abort, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %89 = tail call fast double @llvm.fabs.f64(double %65)
  %90 = tail call fast double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %88, ptr %28, align 8, !tbaa !9
  %91 = load volatile double, ptr %28, align 8, !tbaa !9
  %92 = tail call double @llvm.fabs.f64(double %91)
  %93 = fcmp ueq double %92, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %93, label %105, label %94

94:                                               ; preds = %87
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %65, ptr %27, align 8, !tbaa !9
  %95 = load volatile double, ptr %27, align 8, !tbaa !9
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = fcmp ueq double %96, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %97, label %105, label %98

98:                                               ; preds = %94
  %99 = fsub fast double %88, %65
  %100 = tail call fast double @llvm.fabs.f64(double %99)
  %101 = fmul fast double %90, 0x3D719799812DEA11
  %102 = fcmp fast ole double %100, %101
  %103 = select i1 %102, ptr @.str.17, ptr @.str.18
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %88, double noundef nofpclass(nan inf) %65, ptr noundef nonnull %103)
  br i1 %102, label %110, label %107

105:                                              ; preds = %94, %87
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %88, double noundef nofpclass(nan inf) %65, ptr noundef nonnull @.str.18)
  br label %107

107:                                              ; preds = %105, %98
  %108 = load i32, ptr @n_fail, align 4, !tbaa !5
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr @n_fail, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %98, %107
  %111 = fcmp fast ogt double %48, 1.000000e+02
  br i1 %111, label %112, label %113

112:                                              ; preds = %110
  tail call void @exit(i32 noundef 3) #14
  unreachable

113:                                              ; preds = %110
  %114 = fcmp fast ogt double %53, 1.000000e+02
  br i1 %114, label %115, label %116

115:                                              ; preds = %113
  tail call void @exit(i32 noundef 3) #14
  unreachable

116:                                              ; preds = %113
  %117 = fmul fast double %48, 5.000000e-01
  %118 = tail call fast double @llvm.exp.f64(double %117)
  %119 = fadd fast double %52, 1.000000e+00
  %120 = fdiv fast double %118, %119
  %121 = fmul fast double %53, 5.000000e-01
  %122 = tail call fast double @llvm.exp.f64(double %121)
  %123 = fadd fast double %59, 1.000000e+00
  %124 = fdiv fast double %122, %123
  %125 = fsub fast double %120, %124
  %126 = fdiv fast double %125, %63
  %127 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exit, double noundef nofpclass(nan inf) %44) #13
  %128 = tail call fast double @llvm.fabs.f64(double %126)
  %129 = tail call fast double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %127, ptr %26, align 8, !tbaa !9
  %130 = load volatile double, ptr %26, align 8, !tbaa !9
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %132, label %144, label %133

133:                                              ; preds = %116
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %126, ptr %25, align 8, !tbaa !9
  %134 = load volatile double, ptr %25, align 8, !tbaa !9
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %136, label %144, label %137

137:                                              ; preds = %133
  %138 = fsub fast double %127, %126
  %139 = tail call fast double @llvm.fabs.f64(double %138)
  %140 = fmul fast double %129, 0x3EB0C6F7A0B5ED8D
  %141 = fcmp fast ole double %139, %140
  %142 = select i1 %141, ptr @.str.17, ptr @.str.18
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %127, double noundef nofpclass(nan inf) %126, ptr noundef nonnull %142)
  br i1 %141, label %149, label %146

144:                                              ; preds = %133, %116
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %127, double noundef nofpclass(nan inf) %126, ptr noundef nonnull @.str.18)
  br label %146

146:                                              ; preds = %144, %137
  %147 = load i32, ptr @n_fail, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @n_fail, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %137, %146
  %150 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exit, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %151 = tail call fast double @llvm.fabs.f64(double %127)
  %152 = tail call fast double @llvm.maxnum.f64(double %151, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %150, ptr %24, align 8, !tbaa !9
  %153 = load volatile double, ptr %24, align 8, !tbaa !9
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %155, label %167, label %156

156:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %127, ptr %23, align 8, !tbaa !9
  %157 = load volatile double, ptr %23, align 8, !tbaa !9
  %158 = tail call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %159, label %167, label %160

160:                                              ; preds = %156
  %161 = fsub fast double %150, %127
  %162 = tail call fast double @llvm.fabs.f64(double %161)
  %163 = fmul fast double %152, 0x3D719799812DEA11
  %164 = fcmp fast ole double %162, %163
  %165 = select i1 %164, ptr @.str.17, ptr @.str.18
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %127, ptr noundef nonnull %165)
  br i1 %164, label %172, label %169

167:                                              ; preds = %156, %149
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %127, ptr noundef nonnull @.str.18)
  br label %169

169:                                              ; preds = %167, %160
  %170 = load i32, ptr @n_fail, align 4, !tbaa !5
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @n_fail, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %160, %169
  %173 = fcmp fast ogt double %48, 1.000000e+01
  br i1 %173, label %174, label %175

174:                                              ; preds = %172
  tail call void @llvm.trap()
  unreachable

175:                                              ; preds = %172
  %176 = fcmp fast ogt double %53, 1.000000e+01
  br i1 %176, label %177, label %178

177:                                              ; preds = %175
  tail call void @llvm.trap()
  unreachable

178:                                              ; preds = %175
  %179 = tail call fast double @llvm.cos.f64(double %48)
  %180 = fmul fast double %179, %48
  %181 = tail call fast double @llvm.cos.f64(double %53)
  %182 = fmul fast double %181, %53
  %183 = fsub fast double %180, %182
  %184 = fdiv fast double %183, %63
  %185 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trap, double noundef nofpclass(nan inf) %44) #13
  %186 = tail call fast double @llvm.fabs.f64(double %184)
  %187 = tail call fast double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %185, ptr %22, align 8, !tbaa !9
  %188 = load volatile double, ptr %22, align 8, !tbaa !9
  %189 = tail call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %190, label %202, label %191

191:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %184, ptr %21, align 8, !tbaa !9
  %192 = load volatile double, ptr %21, align 8, !tbaa !9
  %193 = tail call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %194, label %202, label %195

195:                                              ; preds = %191
  %196 = fsub fast double %185, %184
  %197 = tail call fast double @llvm.fabs.f64(double %196)
  %198 = fmul fast double %187, 0x3EB0C6F7A0B5ED8D
  %199 = fcmp fast ole double %197, %198
  %200 = select i1 %199, ptr @.str.17, ptr @.str.18
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %185, double noundef nofpclass(nan inf) %184, ptr noundef nonnull %200)
  br i1 %199, label %207, label %204

202:                                              ; preds = %191, %178
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %185, double noundef nofpclass(nan inf) %184, ptr noundef nonnull @.str.18)
  br label %204

204:                                              ; preds = %202, %195
  %205 = load i32, ptr @n_fail, align 4, !tbaa !5
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @n_fail, align 4, !tbaa !5
  br label %207

207:                                              ; preds = %195, %204
  %208 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_trap, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %209 = tail call fast double @llvm.fabs.f64(double %185)
  %210 = tail call fast double @llvm.maxnum.f64(double %209, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %208, ptr %20, align 8, !tbaa !9
  %211 = load volatile double, ptr %20, align 8, !tbaa !9
  %212 = tail call double @llvm.fabs.f64(double %211)
  %213 = fcmp ueq double %212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %213, label %225, label %214

214:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %185, ptr %19, align 8, !tbaa !9
  %215 = load volatile double, ptr %19, align 8, !tbaa !9
  %216 = tail call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %217, label %225, label %218

218:                                              ; preds = %214
  %219 = fsub fast double %208, %185
  %220 = tail call fast double @llvm.fabs.f64(double %219)
  %221 = fmul fast double %210, 0x3D719799812DEA11
  %222 = fcmp fast ole double %220, %221
  %223 = select i1 %222, ptr @.str.17, ptr @.str.18
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %185, ptr noundef nonnull %223)
  br i1 %222, label %230, label %227

225:                                              ; preds = %214, %207
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %185, ptr noundef nonnull @.str.18)
  br label %227

227:                                              ; preds = %225, %218
  %228 = load i32, ptr @n_fail, align 4, !tbaa !5
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr @n_fail, align 4, !tbaa !5
  br label %230

230:                                              ; preds = %218, %227
  %231 = fsub fast double %52, %59
  %232 = fmul fast double %231, 5.000000e+00
  %233 = fdiv fast double %232, %63
  %234 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die, double noundef nofpclass(nan inf) %44) #13
  %235 = tail call fast double @llvm.fabs.f64(double %233)
  %236 = tail call fast double @llvm.maxnum.f64(double %235, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %234, ptr %18, align 8, !tbaa !9
  %237 = load volatile double, ptr %18, align 8, !tbaa !9
  %238 = tail call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %239, label %251, label %240

240:                                              ; preds = %230
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %233, ptr %17, align 8, !tbaa !9
  %241 = load volatile double, ptr %17, align 8, !tbaa !9
  %242 = tail call double @llvm.fabs.f64(double %241)
  %243 = fcmp ueq double %242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %243, label %251, label %244

244:                                              ; preds = %240
  %245 = fsub fast double %234, %233
  %246 = tail call fast double @llvm.fabs.f64(double %245)
  %247 = fmul fast double %236, 0x3EB0C6F7A0B5ED8D
  %248 = fcmp fast ole double %246, %247
  %249 = select i1 %248, ptr @.str.17, ptr @.str.18
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %233, ptr noundef nonnull %249)
  br i1 %248, label %256, label %253

251:                                              ; preds = %240, %230
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %233, ptr noundef nonnull @.str.18)
  br label %253

253:                                              ; preds = %251, %244
  %254 = load i32, ptr @n_fail, align 4, !tbaa !5
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @n_fail, align 4, !tbaa !5
  br label %256

256:                                              ; preds = %244, %253
  %257 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %258 = tail call fast double @llvm.fabs.f64(double %234)
  %259 = tail call fast double @llvm.maxnum.f64(double %258, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %257, ptr %16, align 8, !tbaa !9
  %260 = load volatile double, ptr %16, align 8, !tbaa !9
  %261 = tail call double @llvm.fabs.f64(double %260)
  %262 = fcmp ueq double %261, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %262, label %274, label %263

263:                                              ; preds = %256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %234, ptr %15, align 8, !tbaa !9
  %264 = load volatile double, ptr %15, align 8, !tbaa !9
  %265 = tail call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %266, label %274, label %267

267:                                              ; preds = %263
  %268 = fsub fast double %257, %234
  %269 = tail call fast double @llvm.fabs.f64(double %268)
  %270 = fmul fast double %259, 0x3D719799812DEA11
  %271 = fcmp fast ole double %269, %270
  %272 = select i1 %271, ptr @.str.17, ptr @.str.18
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %257, double noundef nofpclass(nan inf) %234, ptr noundef nonnull %272)
  br i1 %271, label %279, label %276

274:                                              ; preds = %263, %256
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %257, double noundef nofpclass(nan inf) %234, ptr noundef nonnull @.str.18)
  br label %276

276:                                              ; preds = %274, %267
  %277 = load i32, ptr @n_fail, align 4, !tbaa !5
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr @n_fail, align 4, !tbaa !5
  br label %279

279:                                              ; preds = %267, %276
  %280 = fmul fast double %48, 3.000000e+00
  %281 = fcmp fast ogt double %280, 3.000000e+01
  br i1 %281, label %282, label %283

282:                                              ; preds = %279
  tail call fastcc void @die_with(double noundef nofpclass(nan inf) %280) #15
  unreachable

283:                                              ; preds = %279
  %284 = fmul fast double %53, 3.000000e+00
  %285 = fcmp fast ogt double %284, 3.000000e+01
  br i1 %285, label %286, label %287

286:                                              ; preds = %283
  tail call fastcc void @die_with(double noundef nofpclass(nan inf) %284) #15
  unreachable

287:                                              ; preds = %283
  %288 = fmul fast double %280, %280
  %289 = fmul fast double %284, %284
  %290 = fsub fast double %288, %289
  %291 = fdiv fast double %290, %63
  %292 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die_with, double noundef nofpclass(nan inf) %44) #13
  %293 = tail call fast double @llvm.fabs.f64(double %291)
  %294 = tail call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %292, ptr %14, align 8, !tbaa !9
  %295 = load volatile double, ptr %14, align 8, !tbaa !9
  %296 = tail call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %297, label %309, label %298

298:                                              ; preds = %287
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %291, ptr %13, align 8, !tbaa !9
  %299 = load volatile double, ptr %13, align 8, !tbaa !9
  %300 = tail call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %301, label %309, label %302

302:                                              ; preds = %298
  %303 = fsub fast double %292, %291
  %304 = tail call fast double @llvm.fabs.f64(double %303)
  %305 = fmul fast double %294, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp fast ole double %304, %305
  %307 = select i1 %306, ptr @.str.17, ptr @.str.18
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %292, double noundef nofpclass(nan inf) %291, ptr noundef nonnull %307)
  br i1 %306, label %314, label %311

309:                                              ; preds = %298, %287
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %292, double noundef nofpclass(nan inf) %291, ptr noundef nonnull @.str.18)
  br label %311

311:                                              ; preds = %309, %302
  %312 = load i32, ptr @n_fail, align 4, !tbaa !5
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %302, %311
  %315 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die_with, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %316 = tail call fast double @llvm.fabs.f64(double %292)
  %317 = tail call fast double @llvm.maxnum.f64(double %316, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %315, ptr %12, align 8, !tbaa !9
  %318 = load volatile double, ptr %12, align 8, !tbaa !9
  %319 = tail call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %320, label %332, label %321

321:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %292, ptr %11, align 8, !tbaa !9
  %322 = load volatile double, ptr %11, align 8, !tbaa !9
  %323 = tail call double @llvm.fabs.f64(double %322)
  %324 = fcmp ueq double %323, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %324, label %332, label %325

325:                                              ; preds = %321
  %326 = fsub fast double %315, %292
  %327 = tail call fast double @llvm.fabs.f64(double %326)
  %328 = fmul fast double %317, 0x3D719799812DEA11
  %329 = fcmp fast ole double %327, %328
  %330 = select i1 %329, ptr @.str.17, ptr @.str.18
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %292, ptr noundef nonnull %330)
  br i1 %329, label %337, label %334

332:                                              ; preds = %321, %314
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.18)
  br label %334

334:                                              ; preds = %332, %325
  %335 = load i32, ptr @n_fail, align 4, !tbaa !5
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr @n_fail, align 4, !tbaa !5
  br label %337

337:                                              ; preds = %325, %334
  %338 = fadd fast double %44, 0x3EB0C6F7A0B5ED8D
  %339 = tail call fast double @llvm.sin.f64(double %338)
  %340 = fmul fast double %339, %338
  %341 = fadd fast double %44, 0xBEB0C6F7A0B5ED8D
  %342 = tail call fast double @llvm.sin.f64(double %341)
  %343 = fmul fast double %342, %341
  %344 = fsub fast double %340, %343
  %345 = fmul fast double %338, %338
  %346 = fmul fast double %341, %341
  %347 = fsub fast double %345, %346
  %348 = fmul fast double %347, 5.000000e+05
  %349 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %350 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %44, i32 noundef %349, i32 noundef 0) #13
  %351 = tail call fast double @llvm.fabs.f64(double %348)
  %352 = tail call fast double @llvm.maxnum.f64(double %351, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %350, ptr %10, align 8, !tbaa !9
  %353 = load volatile double, ptr %10, align 8, !tbaa !9
  %354 = tail call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %355, label %367, label %356

356:                                              ; preds = %337
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %348, ptr %9, align 8, !tbaa !9
  %357 = load volatile double, ptr %9, align 8, !tbaa !9
  %358 = tail call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %359, label %367, label %360

360:                                              ; preds = %356
  %361 = fsub fast double %350, %348
  %362 = tail call fast double @llvm.fabs.f64(double %361)
  %363 = fmul fast double %352, 0x3EB0C6F7A0B5ED8D
  %364 = fcmp fast ole double %362, %363
  %365 = select i1 %364, ptr @.str.17, ptr @.str.18
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %348, ptr noundef nonnull %365)
  br i1 %364, label %372, label %369

367:                                              ; preds = %356, %337
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %348, ptr noundef nonnull @.str.18)
  br label %369

369:                                              ; preds = %367, %360
  %370 = load i32, ptr @n_fail, align 4, !tbaa !5
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !5
  br label %372

372:                                              ; preds = %360, %369
  %373 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %374 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %373, i32 noundef 0) #13
  %375 = tail call fast double @llvm.fabs.f64(double %350)
  %376 = tail call fast double @llvm.maxnum.f64(double %375, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %374, ptr %8, align 8, !tbaa !9
  %377 = load volatile double, ptr %8, align 8, !tbaa !9
  %378 = tail call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %379, label %391, label %380

380:                                              ; preds = %372
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %350, ptr %7, align 8, !tbaa !9
  %381 = load volatile double, ptr %7, align 8, !tbaa !9
  %382 = tail call double @llvm.fabs.f64(double %381)
  %383 = fcmp ueq double %382, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %383, label %391, label %384

384:                                              ; preds = %380
  %385 = fsub fast double %374, %350
  %386 = tail call fast double @llvm.fabs.f64(double %385)
  %387 = fmul fast double %376, 0x3D719799812DEA11
  %388 = fcmp fast ole double %386, %387
  %389 = select i1 %388, ptr @.str.17, ptr @.str.18
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %374, double noundef nofpclass(nan inf) %350, ptr noundef nonnull %389)
  br i1 %388, label %396, label %393

391:                                              ; preds = %380, %372
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %374, double noundef nofpclass(nan inf) %350, ptr noundef nonnull @.str.18)
  br label %393

393:                                              ; preds = %391, %384
  %394 = load i32, ptr @n_fail, align 4, !tbaa !5
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr @n_fail, align 4, !tbaa !5
  br label %396

396:                                              ; preds = %384, %393
  %397 = fmul fast double %344, 5.000000e+05
  %398 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %399 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %44, i32 noundef %398, i32 noundef 1) #13
  %400 = tail call fast double @llvm.fabs.f64(double %397)
  %401 = tail call fast double @llvm.maxnum.f64(double %400, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %399, ptr %10, align 8, !tbaa !9
  %402 = load volatile double, ptr %10, align 8, !tbaa !9
  %403 = tail call double @llvm.fabs.f64(double %402)
  %404 = fcmp ueq double %403, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %404, label %416, label %405

405:                                              ; preds = %396
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %397, ptr %9, align 8, !tbaa !9
  %406 = load volatile double, ptr %9, align 8, !tbaa !9
  %407 = tail call double @llvm.fabs.f64(double %406)
  %408 = fcmp ueq double %407, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %408, label %416, label %409

409:                                              ; preds = %405
  %410 = fsub fast double %399, %397
  %411 = tail call fast double @llvm.fabs.f64(double %410)
  %412 = fmul fast double %401, 0x3EB0C6F7A0B5ED8D
  %413 = fcmp fast ole double %411, %412
  %414 = select i1 %413, ptr @.str.17, ptr @.str.18
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %399, double noundef nofpclass(nan inf) %397, ptr noundef nonnull %414)
  br i1 %413, label %421, label %418

416:                                              ; preds = %405, %396
  %417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %399, double noundef nofpclass(nan inf) %397, ptr noundef nonnull @.str.18)
  br label %418

418:                                              ; preds = %416, %409
  %419 = load i32, ptr @n_fail, align 4, !tbaa !5
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr @n_fail, align 4, !tbaa !5
  br label %421

421:                                              ; preds = %418, %409
  %422 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %423 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %422, i32 noundef 1) #13
  %424 = tail call fast double @llvm.fabs.f64(double %399)
  %425 = tail call fast double @llvm.maxnum.f64(double %424, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %423, ptr %8, align 8, !tbaa !9
  %426 = load volatile double, ptr %8, align 8, !tbaa !9
  %427 = tail call double @llvm.fabs.f64(double %426)
  %428 = fcmp ueq double %427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %428, label %440, label %429

429:                                              ; preds = %421
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %399, ptr %7, align 8, !tbaa !9
  %430 = load volatile double, ptr %7, align 8, !tbaa !9
  %431 = tail call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %432, label %440, label %433

433:                                              ; preds = %429
  %434 = fsub fast double %423, %399
  %435 = tail call fast double @llvm.fabs.f64(double %434)
  %436 = fmul fast double %425, 0x3D719799812DEA11
  %437 = fcmp fast ole double %435, %436
  %438 = select i1 %437, ptr @.str.17, ptr @.str.18
  %439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %423, double noundef nofpclass(nan inf) %399, ptr noundef nonnull %438)
  br i1 %437, label %445, label %442

440:                                              ; preds = %429, %421
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %423, double noundef nofpclass(nan inf) %399, ptr noundef nonnull @.str.18)
  br label %442

442:                                              ; preds = %440, %433
  %443 = load i32, ptr @n_fail, align 4, !tbaa !5
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr @n_fail, align 4, !tbaa !5
  br label %445

445:                                              ; preds = %442, %433
  %446 = add nuw nsw i64 %42, 1
  %447 = icmp eq i64 %446, 3
  br i1 %447, label %34, label %41, !llvm.loop !11

448:                                              ; preds = %573
  %449 = load i32, ptr @n_fail, align 4, !tbaa !5
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %449)
  %451 = load ptr, ptr @stdout, align 8, !tbaa !13
  %452 = call i32 @fflush(ptr noundef %451)
  %453 = icmp sgt i32 %0, 1
  br i1 %453, label %576, label %579

454:                                              ; preds = %34, %573
  %455 = phi i64 [ 0, %34 ], [ %574, %573 ]
  %456 = getelementptr inbounds [5 x double], ptr %31, i64 0, i64 %455
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = fadd fast double %457, 0x3EB0C6F7A0B5ED8D
  store double %458, ptr %456, align 8, !tbaa !9
  %459 = load double, ptr %31, align 16, !tbaa !9
  %460 = fcmp fast olt double %459, -1.000000e+02
  br i1 %460, label %461, label %462

461:                                              ; preds = %471, %468, %465, %462, %454
  call void @abort() #14
  unreachable

462:                                              ; preds = %454
  %463 = load double, ptr %35, align 8, !tbaa !9
  %464 = fcmp fast olt double %463, -1.000000e+02
  br i1 %464, label %461, label %465

465:                                              ; preds = %462
  %466 = load double, ptr %36, align 16, !tbaa !9
  %467 = fcmp fast olt double %466, -1.000000e+02
  br i1 %467, label %461, label %468

468:                                              ; preds = %465
  %469 = load double, ptr %37, align 8, !tbaa !9
  %470 = fcmp fast olt double %469, -1.000000e+02
  br i1 %470, label %461, label %471

471:                                              ; preds = %468
  %472 = load double, ptr %38, align 16, !tbaa !9
  %473 = fcmp fast olt double %472, -1.000000e+02
  br i1 %473, label %461, label %474

474:                                              ; preds = %471
  %475 = fmul fast double %469, %469
  %476 = fmul fast double %475, 4.000000e+00
  %477 = fmul fast double %466, %466
  %478 = fmul fast double %477, 3.000000e+00
  %479 = fmul fast double %463, %463
  %480 = fmul fast double %479, 2.000000e+00
  %481 = fmul fast double %459, %459
  %482 = fadd fast double %480, %481
  %483 = fadd fast double %478, %482
  %484 = fadd fast double %476, %483
  %485 = fmul fast double %472, %472
  %486 = fmul fast double %485, 5.000000e+00
  %487 = fadd fast double %486, %484
  %488 = call fast double @llvm.sqrt.f64(double %487)
  %489 = fadd fast double %457, 0xBEB0C6F7A0B5ED8D
  store double %489, ptr %456, align 8, !tbaa !9
  %490 = load double, ptr %31, align 16, !tbaa !9
  %491 = fcmp fast olt double %490, -1.000000e+02
  br i1 %491, label %492, label %493

492:                                              ; preds = %502, %499, %496, %493, %474
  call void @abort() #14
  unreachable

493:                                              ; preds = %474
  %494 = load double, ptr %35, align 8, !tbaa !9
  %495 = fcmp fast olt double %494, -1.000000e+02
  br i1 %495, label %492, label %496

496:                                              ; preds = %493
  %497 = load double, ptr %36, align 16, !tbaa !9
  %498 = fcmp fast olt double %497, -1.000000e+02
  br i1 %498, label %492, label %499

499:                                              ; preds = %496
  %500 = load double, ptr %37, align 8, !tbaa !9
  %501 = fcmp fast olt double %500, -1.000000e+02
  br i1 %501, label %492, label %502

502:                                              ; preds = %499
  %503 = load double, ptr %38, align 16, !tbaa !9
  %504 = fcmp fast olt double %503, -1.000000e+02
  br i1 %504, label %492, label %505

505:                                              ; preds = %502
  %506 = fmul fast double %500, %500
  %507 = fmul fast double %506, 4.000000e+00
  %508 = fmul fast double %497, %497
  %509 = fmul fast double %508, 3.000000e+00
  %510 = fmul fast double %494, %494
  %511 = fmul fast double %510, 2.000000e+00
  %512 = fmul fast double %490, %490
  %513 = fadd fast double %511, %512
  %514 = fadd fast double %509, %513
  %515 = fadd fast double %507, %514
  %516 = fmul fast double %503, %503
  %517 = fmul fast double %516, 5.000000e+00
  %518 = fadd fast double %517, %515
  %519 = call fast double @llvm.sqrt.f64(double %518)
  store double %457, ptr %456, align 8, !tbaa !9
  %520 = trunc nuw nsw i64 %455 to i32
  %521 = uitofp nneg i32 %520 to double
  %522 = getelementptr inbounds [5 x double], ptr %32, i64 0, i64 %455
  %523 = load double, ptr %522, align 8, !tbaa !9
  %524 = fsub fast double %488, %519
  %525 = fmul fast double %524, 5.000000e+05
  %526 = call fast double @llvm.fabs.f64(double %525)
  %527 = call fast double @llvm.maxnum.f64(double %526, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %523, ptr %6, align 8, !tbaa !9
  %528 = load volatile double, ptr %6, align 8, !tbaa !9
  %529 = call double @llvm.fabs.f64(double %528)
  %530 = fcmp ueq double %529, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %530, label %542, label %531

531:                                              ; preds = %505
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %525, ptr %5, align 8, !tbaa !9
  %532 = load volatile double, ptr %5, align 8, !tbaa !9
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %534, label %542, label %535

535:                                              ; preds = %531
  %536 = fsub fast double %523, %525
  %537 = call fast double @llvm.fabs.f64(double %536)
  %538 = fmul fast double %527, 0x3EB0C6F7A0B5ED8D
  %539 = fcmp fast ole double %537, %538
  %540 = select i1 %539, ptr @.str.17, ptr @.str.18
  %541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %521, double noundef nofpclass(nan inf) %523, double noundef nofpclass(nan inf) %525, ptr noundef nonnull %540)
  br i1 %539, label %547, label %544

542:                                              ; preds = %531, %505
  %543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %521, double noundef nofpclass(nan inf) %523, double noundef nofpclass(nan inf) %525, ptr noundef nonnull @.str.18)
  br label %544

544:                                              ; preds = %542, %535
  %545 = load i32, ptr @n_fail, align 4, !tbaa !5
  %546 = add nsw i32 %545, 1
  store i32 %546, ptr @n_fail, align 4, !tbaa !5
  br label %547

547:                                              ; preds = %535, %544
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %33, i8 0, i64 40, i1 false)
  %548 = getelementptr inbounds [5 x double], ptr %33, i64 0, i64 %455
  store double 1.000000e+00, ptr %548, align 8, !tbaa !9
  %549 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %550 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_loop, i32 noundef %549, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef 5) #13
  %551 = load double, ptr %522, align 8, !tbaa !9
  %552 = call fast double @llvm.fabs.f64(double %551)
  %553 = call fast double @llvm.maxnum.f64(double %552, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %550, ptr %4, align 8, !tbaa !9
  %554 = load volatile double, ptr %4, align 8, !tbaa !9
  %555 = call double @llvm.fabs.f64(double %554)
  %556 = fcmp ueq double %555, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %556, label %568, label %557

557:                                              ; preds = %547
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %551, ptr %3, align 8, !tbaa !9
  %558 = load volatile double, ptr %3, align 8, !tbaa !9
  %559 = call double @llvm.fabs.f64(double %558)
  %560 = fcmp ueq double %559, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %560, label %568, label %561

561:                                              ; preds = %557
  %562 = fsub fast double %550, %551
  %563 = call fast double @llvm.fabs.f64(double %562)
  %564 = fmul fast double %553, 0x3D719799812DEA11
  %565 = fcmp fast ole double %563, %564
  %566 = select i1 %565, ptr @.str.17, ptr @.str.18
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %521, double noundef nofpclass(nan inf) %550, double noundef nofpclass(nan inf) %551, ptr noundef nonnull %566)
  br i1 %565, label %573, label %570

568:                                              ; preds = %557, %547
  %569 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %521, double noundef nofpclass(nan inf) %550, double noundef nofpclass(nan inf) %551, ptr noundef nonnull @.str.18)
  br label %570

570:                                              ; preds = %568, %561
  %571 = load i32, ptr @n_fail, align 4, !tbaa !5
  %572 = add nsw i32 %571, 1
  store i32 %572, ptr @n_fail, align 4, !tbaa !5
  br label %573

573:                                              ; preds = %561, %570
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33) #13
  %574 = add nuw nsw i64 %455, 1
  %575 = icmp eq i64 %574, 5
  br i1 %575, label %448, label %454, !llvm.loop !15

576:                                              ; preds = %448
  %577 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_always, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %578 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef nofpclass(nan inf) %577)
  br label %583

579:                                              ; preds = %448
  %580 = load i32, ptr @n_fail, align 4, !tbaa !5
  %581 = icmp ne i32 %580, 0
  %582 = zext i1 %581 to i32
  br label %583

583:                                              ; preds = %579, %576
  %584 = phi i32 [ 0, %576 ], [ %582, %579 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %31) #13
  ret i32 %584
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_abort(double noundef nofpclass(nan inf) %0) #0 {
  %2 = fcmp fast olt double %0, 0.000000e+00
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @abort() #14
  unreachable

4:                                                ; preds = %1
  %5 = fmul fast double %0, %0
  %6 = tail call fast double @llvm.sin.f64(double %0)
  %7 = fmul fast double %5, %6
  ret double %7
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_exit(double noundef nofpclass(nan inf) %0) #0 {
  %2 = fcmp fast ogt double %0, 1.000000e+02
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @exit(i32 noundef 3) #14
  unreachable

4:                                                ; preds = %1
  %5 = fmul fast double %0, 5.000000e-01
  %6 = tail call fast double @llvm.exp.f64(double %5)
  %7 = fmul fast double %0, %0
  %8 = fadd fast double %7, 1.000000e+00
  %9 = fdiv fast double %6, %8
  ret double %9
}

; Function Attrs: nounwind memory(inaccessiblemem: write) uwtable
define internal nofpclass(nan inf) double @f_trap(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fcmp fast ogt double %0, 1.000000e+01
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @llvm.trap()
  unreachable

4:                                                ; preds = %1
  %5 = tail call fast double @llvm.cos.f64(double %0)
  %6 = fmul fast double %5, %0
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_die(double noundef nofpclass(nan inf) %0) #0 {
  %2 = fcmp fast ogt double %0, 1.000000e+01
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call fastcc void @die() #15
  unreachable

4:                                                ; preds = %1
  %5 = fmul fast double %0, %0
  %6 = fmul fast double %5, 5.000000e+00
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_die_with(double noundef nofpclass(nan inf) %0) #0 {
  %2 = fmul fast double %0, 3.000000e+00
  %3 = fcmp fast ogt double %2, 3.000000e+01
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  tail call fastcc void @die_with(double noundef nofpclass(nan inf) %2) #15
  unreachable

5:                                                ; preds = %1
  %6 = fmul fast double %2, %2
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_unreachable(double noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
  %3 = icmp eq i32 %1, 0
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = select i1 %3, double %0, double %4
  %6 = fmul fast double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_loop(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %16, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %22, %16 ]
  %8 = tail call fast double @llvm.sqrt.f64(double %7)
  ret double %8

9:                                                ; preds = %4, %16
  %10 = phi i64 [ 0, %4 ], [ %17, %16 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %22, %16 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fcmp fast olt double %13, -1.000000e+02
  br i1 %14, label %15, label %16

15:                                               ; preds = %9
  tail call void @abort() #14
  unreachable

16:                                               ; preds = %9
  %17 = add nuw nsw i64 %10, 1
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = uitofp nneg i32 %18 to double
  %20 = fmul fast double %13, %13
  %21 = fmul fast double %20, %19
  %22 = fadd fast double %21, %11
  %23 = icmp eq i64 %17, %5
  br i1 %23, label %6, label %9, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind uwtable
define internal noundef nofpclass(nan inf) double @f_always(double nofpclass(nan inf) %0) #8 {
  tail call void @abort() #14
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @die() unnamed_addr #11 {
  %1 = load ptr, ptr @stderr, align 8, !tbaa !13
  %2 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.19) #16
  tail call void @exit(i32 noundef 4) #14
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @die_with(double noundef nofpclass(nan inf) %0) unnamed_addr #11 {
  %2 = load ptr, ptr @stderr, align 8, !tbaa !13
  %3 = fmul fast double %0, %0
  %4 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %3) #16
  tail call void @exit(i32 noundef 5) #14
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind memory(inaccessiblemem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { noreturn nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { noreturn nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #11 = { noinline noreturn nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { cold nounwind }

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
