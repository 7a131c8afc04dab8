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

6:                                                ; preds = %279
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #13
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  store <4 x double> <double 5.000000e-01, double -1.000000e+00, double 2.000000e+00, double 2.500000e-01>, ptr %3, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store double 1.500000e+00, ptr %10, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %12 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 5) #13
  br label %288

13:                                               ; preds = %2, %279
  %14 = phi i64 [ 0, %2 ], [ %280, %279 ]
  %15 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call fast double @llvm.fabs.f64(double %16)
  %18 = tail call fast double @llvm.maxnum.f64(double %17, double 1.000000e+00)
  %19 = fmul fast double %18, 0x3EB0C6F7A0B5ED8D
  %20 = fadd fast double %19, %16
  %21 = fcmp fast olt double %20, 0.000000e+00
  br i1 %21, label %22, label %23

22:                                               ; preds = %13
  tail call void @abort() #14
  unreachable

23:                                               ; preds = %13
  %24 = fmul fast double %20, %20
  %25 = fsub fast double %16, %19
  %26 = fcmp fast olt double %25, 0.000000e+00
  br i1 %26, label %27, label %28

27:                                               ; preds = %23
  tail call void @abort() #14
  unreachable

28:                                               ; preds = %23
  %29 = tail call fast double @llvm.sin.f64(double %20)
  %30 = fmul fast double %24, %29
  %31 = fmul fast double %25, %25
  %32 = tail call fast double @llvm.sin.f64(double %25)
  %33 = fmul fast double %31, %32
  %34 = fsub fast double %30, %33
  %35 = fmul fast double %18, 2.000000e-06
  %36 = fdiv fast double %34, %35
  %37 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_abort, double noundef nofpclass(nan inf) %16) #13
  %38 = tail call fast double @llvm.fabs.f64(double %36)
  %39 = tail call fast double @llvm.maxnum.f64(double %38, double 1.000000e+00)
  %40 = fsub fast double %37, %36
  %41 = tail call fast double @llvm.fabs.f64(double %40)
  %42 = fmul fast double %39, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp fast ole double %41, %42
  %44 = select i1 %43, ptr @.str.17, ptr @.str.18
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %36, ptr noundef nonnull %44)
  br i1 %43, label %49, label %46

46:                                               ; preds = %28
  %47 = load i32, ptr @n_fail, align 4, !tbaa !5
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @n_fail, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %28, %46
  %50 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_abort, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %51 = tail call fast double @llvm.fabs.f64(double %37)
  %52 = tail call fast double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  %53 = fsub fast double %50, %37
  %54 = tail call fast double @llvm.fabs.f64(double %53)
  %55 = fmul fast double %52, 0x3D719799812DEA11
  %56 = fcmp fast ole double %54, %55
  %57 = select i1 %56, ptr @.str.17, ptr @.str.18
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %37, ptr noundef nonnull %57)
  br i1 %56, label %62, label %59

59:                                               ; preds = %49
  %60 = load i32, ptr @n_fail, align 4, !tbaa !5
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr @n_fail, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %49, %59
  %63 = fcmp fast ogt double %20, 1.000000e+02
  br i1 %63, label %64, label %65

64:                                               ; preds = %62
  tail call void @exit(i32 noundef 3) #14
  unreachable

65:                                               ; preds = %62
  %66 = fcmp fast ogt double %25, 1.000000e+02
  br i1 %66, label %67, label %68

67:                                               ; preds = %65
  tail call void @exit(i32 noundef 3) #14
  unreachable

68:                                               ; preds = %65
  %69 = insertelement <2 x double> poison, double %20, i64 0
  %70 = insertelement <2 x double> %69, double %25, i64 1
  %71 = fmul fast <2 x double> %70, <double 5.000000e-01, double 5.000000e-01>
  %72 = insertelement <2 x double> poison, double %24, i64 0
  %73 = insertelement <2 x double> %72, double %31, i64 1
  %74 = fadd fast <2 x double> %73, <double 1.000000e+00, double 1.000000e+00>
  %75 = tail call fast <2 x double> @llvm.exp.v2f64(<2 x double> %71)
  %76 = fdiv fast <2 x double> %75, %74
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %78 = fsub fast <2 x double> %76, %77
  %79 = extractelement <2 x double> %78, i64 0
  %80 = fdiv fast double %79, %35
  %81 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exit, double noundef nofpclass(nan inf) %16) #13
  %82 = tail call fast double @llvm.fabs.f64(double %80)
  %83 = tail call fast double @llvm.maxnum.f64(double %82, double 1.000000e+00)
  %84 = fsub fast double %81, %80
  %85 = tail call fast double @llvm.fabs.f64(double %84)
  %86 = fmul fast double %83, 0x3EB0C6F7A0B5ED8D
  %87 = fcmp fast ole double %85, %86
  %88 = select i1 %87, ptr @.str.17, ptr @.str.18
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %81, double noundef nofpclass(nan inf) %80, ptr noundef nonnull %88)
  br i1 %87, label %93, label %90

90:                                               ; preds = %68
  %91 = load i32, ptr @n_fail, align 4, !tbaa !5
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @n_fail, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %68, %90
  %94 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exit, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %95 = tail call fast double @llvm.fabs.f64(double %81)
  %96 = tail call fast double @llvm.maxnum.f64(double %95, double 1.000000e+00)
  %97 = fsub fast double %94, %81
  %98 = tail call fast double @llvm.fabs.f64(double %97)
  %99 = fmul fast double %96, 0x3D719799812DEA11
  %100 = fcmp fast ole double %98, %99
  %101 = select i1 %100, ptr @.str.17, ptr @.str.18
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %81, ptr noundef nonnull %101)
  br i1 %100, label %106, label %103

103:                                              ; preds = %93
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @n_fail, align 4, !tbaa !5
  br label %106

106:                                              ; preds = %93, %103
  %107 = fcmp fast ogt double %20, 1.000000e+01
  br i1 %107, label %108, label %109

108:                                              ; preds = %106
  tail call void @llvm.trap()
  unreachable

109:                                              ; preds = %106
  %110 = fcmp fast ogt double %25, 1.000000e+01
  br i1 %110, label %111, label %112

111:                                              ; preds = %109
  tail call void @llvm.trap()
  unreachable

112:                                              ; preds = %109
  %113 = tail call fast double @llvm.cos.f64(double %20)
  %114 = fmul fast double %113, %20
  %115 = tail call fast double @llvm.cos.f64(double %25)
  %116 = fmul fast double %115, %25
  %117 = fsub fast double %114, %116
  %118 = fdiv fast double %117, %35
  %119 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trap, double noundef nofpclass(nan inf) %16) #13
  %120 = tail call fast double @llvm.fabs.f64(double %118)
  %121 = tail call fast double @llvm.maxnum.f64(double %120, double 1.000000e+00)
  %122 = fsub fast double %119, %118
  %123 = tail call fast double @llvm.fabs.f64(double %122)
  %124 = fmul fast double %121, 0x3EB0C6F7A0B5ED8D
  %125 = fcmp fast ole double %123, %124
  %126 = select i1 %125, ptr @.str.17, ptr @.str.18
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %118, ptr noundef nonnull %126)
  br i1 %125, label %131, label %128

128:                                              ; preds = %112
  %129 = load i32, ptr @n_fail, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @n_fail, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %112, %128
  %132 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_trap, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %133 = tail call fast double @llvm.fabs.f64(double %119)
  %134 = tail call fast double @llvm.maxnum.f64(double %133, double 1.000000e+00)
  %135 = fsub fast double %132, %119
  %136 = tail call fast double @llvm.fabs.f64(double %135)
  %137 = fmul fast double %134, 0x3D719799812DEA11
  %138 = fcmp fast ole double %136, %137
  %139 = select i1 %138, ptr @.str.17, ptr @.str.18
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %132, double noundef nofpclass(nan inf) %119, ptr noundef nonnull %139)
  br i1 %138, label %144, label %141

141:                                              ; preds = %131
  %142 = load i32, ptr @n_fail, align 4, !tbaa !5
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr @n_fail, align 4, !tbaa !5
  br label %144

144:                                              ; preds = %131, %141
  %145 = fsub fast double %24, %31
  %146 = fmul fast double %145, 5.000000e+00
  %147 = fdiv fast double %146, %35
  %148 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die, double noundef nofpclass(nan inf) %16) #13
  %149 = tail call fast double @llvm.fabs.f64(double %147)
  %150 = tail call fast double @llvm.maxnum.f64(double %149, double 1.000000e+00)
  %151 = fsub fast double %148, %147
  %152 = tail call fast double @llvm.fabs.f64(double %151)
  %153 = fmul fast double %150, 0x3EB0C6F7A0B5ED8D
  %154 = fcmp fast ole double %152, %153
  %155 = select i1 %154, ptr @.str.17, ptr @.str.18
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %148, double noundef nofpclass(nan inf) %147, ptr noundef nonnull %155)
  br i1 %154, label %160, label %157

157:                                              ; preds = %144
  %158 = load i32, ptr @n_fail, align 4, !tbaa !5
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr @n_fail, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %144, %157
  %161 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %162 = tail call fast double @llvm.fabs.f64(double %148)
  %163 = tail call fast double @llvm.maxnum.f64(double %162, double 1.000000e+00)
  %164 = fsub fast double %161, %148
  %165 = tail call fast double @llvm.fabs.f64(double %164)
  %166 = fmul fast double %163, 0x3D719799812DEA11
  %167 = fcmp fast ole double %165, %166
  %168 = select i1 %167, ptr @.str.17, ptr @.str.18
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %161, double noundef nofpclass(nan inf) %148, ptr noundef nonnull %168)
  br i1 %167, label %173, label %170

170:                                              ; preds = %160
  %171 = load i32, ptr @n_fail, align 4, !tbaa !5
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @n_fail, align 4, !tbaa !5
  br label %173

173:                                              ; preds = %160, %170
  %174 = fmul fast double %20, 3.000000e+00
  %175 = fcmp fast ogt double %174, 3.000000e+01
  br i1 %175, label %176, label %177

176:                                              ; preds = %173
  tail call fastcc void @die_with(double noundef nofpclass(nan inf) %174) #15
  unreachable

177:                                              ; preds = %173
  %178 = fmul fast double %25, 3.000000e+00
  %179 = fcmp fast ogt double %178, 3.000000e+01
  br i1 %179, label %180, label %181

180:                                              ; preds = %177
  tail call fastcc void @die_with(double noundef nofpclass(nan inf) %178) #15
  unreachable

181:                                              ; preds = %177
  %182 = fmul fast double %174, %174
  %183 = fmul fast double %178, %178
  %184 = fsub fast double %182, %183
  %185 = fdiv fast double %184, %35
  %186 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_die_with, double noundef nofpclass(nan inf) %16) #13
  %187 = tail call fast double @llvm.fabs.f64(double %185)
  %188 = tail call fast double @llvm.maxnum.f64(double %187, double 1.000000e+00)
  %189 = fsub fast double %186, %185
  %190 = tail call fast double @llvm.fabs.f64(double %189)
  %191 = fmul fast double %188, 0x3EB0C6F7A0B5ED8D
  %192 = fcmp fast ole double %190, %191
  %193 = select i1 %192, ptr @.str.17, ptr @.str.18
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %186, double noundef nofpclass(nan inf) %185, ptr noundef nonnull %193)
  br i1 %192, label %198, label %195

195:                                              ; preds = %181
  %196 = load i32, ptr @n_fail, align 4, !tbaa !5
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @n_fail, align 4, !tbaa !5
  br label %198

198:                                              ; preds = %181, %195
  %199 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_die_with, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %200 = tail call fast double @llvm.fabs.f64(double %186)
  %201 = tail call fast double @llvm.maxnum.f64(double %200, double 1.000000e+00)
  %202 = fsub fast double %199, %186
  %203 = tail call fast double @llvm.fabs.f64(double %202)
  %204 = fmul fast double %201, 0x3D719799812DEA11
  %205 = fcmp fast ole double %203, %204
  %206 = select i1 %205, ptr @.str.17, ptr @.str.18
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %186, ptr noundef nonnull %206)
  br i1 %205, label %211, label %208

208:                                              ; preds = %198
  %209 = load i32, ptr @n_fail, align 4, !tbaa !5
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %198, %208
  %212 = fadd fast double %16, 0x3EB0C6F7A0B5ED8D
  %213 = tail call fast double @llvm.sin.f64(double %212)
  %214 = fmul fast double %213, %212
  %215 = fadd fast double %16, 0xBEB0C6F7A0B5ED8D
  %216 = tail call fast double @llvm.sin.f64(double %215)
  %217 = fmul fast double %216, %215
  %218 = fsub fast double %214, %217
  %219 = fmul fast double %212, %212
  %220 = fmul fast double %215, %215
  %221 = fsub fast double %219, %220
  %222 = fmul fast double %221, 5.000000e+05
  %223 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %224 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %16, i32 noundef %223, i32 noundef 0) #13
  %225 = tail call fast double @llvm.fabs.f64(double %222)
  %226 = tail call fast double @llvm.maxnum.f64(double %225, double 1.000000e+00)
  %227 = fsub fast double %224, %222
  %228 = tail call fast double @llvm.fabs.f64(double %227)
  %229 = fmul fast double %226, 0x3EB0C6F7A0B5ED8D
  %230 = fcmp fast ole double %228, %229
  %231 = select i1 %230, ptr @.str.17, ptr @.str.18
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %224, double noundef nofpclass(nan inf) %222, ptr noundef nonnull %231)
  br i1 %230, label %236, label %233

233:                                              ; preds = %211
  %234 = load i32, ptr @n_fail, align 4, !tbaa !5
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr @n_fail, align 4, !tbaa !5
  br label %236

236:                                              ; preds = %211, %233
  %237 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %238 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %237, i32 noundef 0) #13
  %239 = tail call fast double @llvm.fabs.f64(double %224)
  %240 = tail call fast double @llvm.maxnum.f64(double %239, double 1.000000e+00)
  %241 = fsub fast double %238, %224
  %242 = tail call fast double @llvm.fabs.f64(double %241)
  %243 = fmul fast double %240, 0x3D719799812DEA11
  %244 = fcmp fast ole double %242, %243
  %245 = select i1 %244, ptr @.str.17, ptr @.str.18
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %238, double noundef nofpclass(nan inf) %224, ptr noundef nonnull %245)
  br i1 %244, label %250, label %247

247:                                              ; preds = %236
  %248 = load i32, ptr @n_fail, align 4, !tbaa !5
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr @n_fail, align 4, !tbaa !5
  br label %250

250:                                              ; preds = %236, %247
  %251 = fmul fast double %218, 5.000000e+05
  %252 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %253 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %16, i32 noundef %252, i32 noundef 1) #13
  %254 = tail call fast double @llvm.fabs.f64(double %251)
  %255 = tail call fast double @llvm.maxnum.f64(double %254, double 1.000000e+00)
  %256 = fsub fast double %253, %251
  %257 = tail call fast double @llvm.fabs.f64(double %256)
  %258 = fmul fast double %255, 0x3EB0C6F7A0B5ED8D
  %259 = fcmp fast ole double %257, %258
  %260 = select i1 %259, ptr @.str.17, ptr @.str.18
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %251, ptr noundef nonnull %260)
  br i1 %259, label %265, label %262

262:                                              ; preds = %250
  %263 = load i32, ptr @n_fail, align 4, !tbaa !5
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr @n_fail, align 4, !tbaa !5
  br label %265

265:                                              ; preds = %262, %250
  %266 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %267 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_unreachable, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %266, i32 noundef 1) #13
  %268 = tail call fast double @llvm.fabs.f64(double %253)
  %269 = tail call fast double @llvm.maxnum.f64(double %268, double 1.000000e+00)
  %270 = fsub fast double %267, %253
  %271 = tail call fast double @llvm.fabs.f64(double %270)
  %272 = fmul fast double %269, 0x3D719799812DEA11
  %273 = fcmp fast ole double %271, %272
  %274 = select i1 %273, ptr @.str.17, ptr @.str.18
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %267, double noundef nofpclass(nan inf) %253, ptr noundef nonnull %274)
  br i1 %273, label %279, label %276

276:                                              ; preds = %265
  %277 = load i32, ptr @n_fail, align 4, !tbaa !5
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr @n_fail, align 4, !tbaa !5
  br label %279

279:                                              ; preds = %276, %265
  %280 = add nuw nsw i64 %14, 1
  %281 = icmp eq i64 %280, 3
  br i1 %281, label %6, label %13, !llvm.loop !11

282:                                              ; preds = %387
  %283 = load i32, ptr @n_fail, align 4, !tbaa !5
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %283)
  %285 = load ptr, ptr @stdout, align 8, !tbaa !13
  %286 = call i32 @fflush(ptr noundef %285)
  %287 = icmp sgt i32 %0, 1
  br i1 %287, label %390, label %393

288:                                              ; preds = %6, %387
  %289 = phi i64 [ 0, %6 ], [ %388, %387 ]
  %290 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = fadd fast double %291, 0x3EB0C6F7A0B5ED8D
  store double %292, ptr %290, align 8, !tbaa !9
  %293 = load double, ptr %3, align 16, !tbaa !9
  %294 = fcmp fast olt double %293, -1.000000e+02
  br i1 %294, label %295, label %296

295:                                              ; preds = %305, %302, %299, %296, %288
  call void @abort() #14
  unreachable

296:                                              ; preds = %288
  %297 = load double, ptr %7, align 8, !tbaa !9
  %298 = fcmp fast olt double %297, -1.000000e+02
  br i1 %298, label %295, label %299

299:                                              ; preds = %296
  %300 = load double, ptr %8, align 16, !tbaa !9
  %301 = fcmp fast olt double %300, -1.000000e+02
  br i1 %301, label %295, label %302

302:                                              ; preds = %299
  %303 = load double, ptr %9, align 8, !tbaa !9
  %304 = fcmp fast olt double %303, -1.000000e+02
  br i1 %304, label %295, label %305

305:                                              ; preds = %302
  %306 = load double, ptr %10, align 16, !tbaa !9
  %307 = fcmp fast olt double %306, -1.000000e+02
  br i1 %307, label %295, label %308

308:                                              ; preds = %305
  %309 = fmul fast double %303, %303
  %310 = fmul fast double %309, 4.000000e+00
  %311 = fmul fast double %300, %300
  %312 = fmul fast double %311, 3.000000e+00
  %313 = fmul fast double %297, %297
  %314 = fmul fast double %313, 2.000000e+00
  %315 = fmul fast double %293, %293
  %316 = fadd fast double %314, %315
  %317 = fadd fast double %312, %316
  %318 = fadd fast double %310, %317
  %319 = fmul fast double %306, %306
  %320 = fmul fast double %319, 5.000000e+00
  %321 = fadd fast double %320, %318
  %322 = call fast double @llvm.sqrt.f64(double %321)
  %323 = fadd fast double %291, 0xBEB0C6F7A0B5ED8D
  store double %323, ptr %290, align 8, !tbaa !9
  %324 = load double, ptr %3, align 16, !tbaa !9
  %325 = fcmp fast olt double %324, -1.000000e+02
  br i1 %325, label %326, label %327

326:                                              ; preds = %336, %333, %330, %327, %308
  call void @abort() #14
  unreachable

327:                                              ; preds = %308
  %328 = load double, ptr %7, align 8, !tbaa !9
  %329 = fcmp fast olt double %328, -1.000000e+02
  br i1 %329, label %326, label %330

330:                                              ; preds = %327
  %331 = load double, ptr %8, align 16, !tbaa !9
  %332 = fcmp fast olt double %331, -1.000000e+02
  br i1 %332, label %326, label %333

333:                                              ; preds = %330
  %334 = load double, ptr %9, align 8, !tbaa !9
  %335 = fcmp fast olt double %334, -1.000000e+02
  br i1 %335, label %326, label %336

336:                                              ; preds = %333
  %337 = load double, ptr %10, align 16, !tbaa !9
  %338 = fcmp fast olt double %337, -1.000000e+02
  br i1 %338, label %326, label %339

339:                                              ; preds = %336
  %340 = fmul fast double %334, %334
  %341 = fmul fast double %340, 4.000000e+00
  %342 = fmul fast double %331, %331
  %343 = fmul fast double %342, 3.000000e+00
  %344 = fmul fast double %328, %328
  %345 = fmul fast double %344, 2.000000e+00
  %346 = fmul fast double %324, %324
  %347 = fadd fast double %345, %346
  %348 = fadd fast double %343, %347
  %349 = fadd fast double %341, %348
  %350 = fmul fast double %337, %337
  %351 = fmul fast double %350, 5.000000e+00
  %352 = fadd fast double %351, %349
  %353 = call fast double @llvm.sqrt.f64(double %352)
  store double %291, ptr %290, align 8, !tbaa !9
  %354 = trunc nuw nsw i64 %289 to i32
  %355 = uitofp nneg i32 %354 to double
  %356 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %289
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = fsub fast double %322, %353
  %359 = fmul fast double %358, 5.000000e+05
  %360 = call fast double @llvm.fabs.f64(double %359)
  %361 = call fast double @llvm.maxnum.f64(double %360, double 1.000000e+00)
  %362 = fsub fast double %357, %359
  %363 = call fast double @llvm.fabs.f64(double %362)
  %364 = fmul fast double %361, 0x3EB0C6F7A0B5ED8D
  %365 = fcmp fast ole double %363, %364
  %366 = select i1 %365, ptr @.str.17, ptr @.str.18
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %355, double noundef nofpclass(nan inf) %357, double noundef nofpclass(nan inf) %359, ptr noundef nonnull %366)
  br i1 %365, label %371, label %368

368:                                              ; preds = %339
  %369 = load i32, ptr @n_fail, align 4, !tbaa !5
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr @n_fail, align 4, !tbaa !5
  br label %371

371:                                              ; preds = %339, %368
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %372 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %289
  store double 1.000000e+00, ptr %372, align 8, !tbaa !9
  %373 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %374 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_loop, i32 noundef %373, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef 5) #13
  %375 = load double, ptr %356, align 8, !tbaa !9
  %376 = call fast double @llvm.fabs.f64(double %375)
  %377 = call fast double @llvm.maxnum.f64(double %376, double 1.000000e+00)
  %378 = fsub fast double %374, %375
  %379 = call fast double @llvm.fabs.f64(double %378)
  %380 = fmul fast double %377, 0x3D719799812DEA11
  %381 = fcmp fast ole double %379, %380
  %382 = select i1 %381, ptr @.str.17, ptr @.str.18
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %355, double noundef nofpclass(nan inf) %374, double noundef nofpclass(nan inf) %375, ptr noundef nonnull %382)
  br i1 %381, label %387, label %384

384:                                              ; preds = %371
  %385 = load i32, ptr @n_fail, align 4, !tbaa !5
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr @n_fail, align 4, !tbaa !5
  br label %387

387:                                              ; preds = %371, %384
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #13
  %388 = add nuw nsw i64 %289, 1
  %389 = icmp eq i64 %388, 5
  br i1 %389, label %282, label %288, !llvm.loop !15

390:                                              ; preds = %282
  %391 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_always, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef nofpclass(nan inf) %391)
  br label %397

393:                                              ; preds = %282
  %394 = load i32, ptr @n_fail, align 4, !tbaa !5
  %395 = icmp ne i32 %394, 0
  %396 = zext i1 %395 to i32
  br label %397

397:                                              ; preds = %393, %390
  %398 = phi i32 [ 0, %390 ], [ %396, %393 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #13
  ret i32 %398
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #12

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
