; ModuleID = 'libm.c'
source_filename = "libm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pts = internal unnamed_addr constant [6 x double] [double -1.700000e+00, double -6.000000e-01, double 3.000000e-01, double 9.000000e-01, double 1.300000e+00, double 2.200000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f_trig\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f_atrig\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f_atan2\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"f_hyp\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"f_exp\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"f_fma\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"f_hypot\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"f_erf\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"f_round\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"f_fmod\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"f_all\00", align 1
@ppos = internal unnamed_addr constant [4 x double] [double 3.000000e-01, double 9.000000e-01, double 1.300000e+00, double 2.200000e+00], align 16
@.str.13 = private unnamed_addr constant [6 x i8] c"f_log\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"f_pow\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"f_atan2c.dx\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [12 x i8] c"f_atan2c.dy\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.17 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"libm\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.19 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  br label %35

35:                                               ; preds = %0, %598
  %36 = phi i64 [ 0, %0 ], [ %599, %598 ]
  %37 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_sqrt, double noundef nofpclass(nan inf) %38) #8
  %40 = tail call fast double @llvm.fabs.f64(double %38)
  %41 = tail call fast double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  %42 = fmul fast double %41, 0x3EB0C6F7A0B5ED8D
  %43 = fadd fast double %42, %38
  %44 = fsub fast double %38, %42
  %45 = fmul fast double %43, %43
  %46 = fadd fast double %45, 1.000000e+00
  %47 = tail call fast double @llvm.sqrt.f64(double %46)
  %48 = fadd fast double %43, 3.000000e+00
  %49 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %48) #9
  %50 = fmul fast double %47, %49
  %51 = fmul fast double %44, %44
  %52 = fadd fast double %51, 1.000000e+00
  %53 = tail call fast double @llvm.sqrt.f64(double %52)
  %54 = fadd fast double %44, 3.000000e+00
  %55 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %54) #9
  %56 = fmul fast double %53, %55
  %57 = fsub fast double %50, %56
  %58 = fmul fast double %41, 2.000000e-06
  %59 = fdiv fast double %57, %58
  %60 = tail call fast double @llvm.fabs.f64(double %59)
  %61 = tail call fast double @llvm.maxnum.f64(double %60, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %39, ptr %34, align 8, !tbaa !5
  %62 = load volatile double, ptr %34, align 8, !tbaa !5
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %64, label %76, label %65

65:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %59, ptr %33, align 8, !tbaa !5
  %66 = load volatile double, ptr %33, align 8, !tbaa !5
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %68, label %76, label %69

69:                                               ; preds = %65
  %70 = fsub fast double %39, %59
  %71 = tail call fast double @llvm.fabs.f64(double %70)
  %72 = fmul fast double %61, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp fast ole double %71, %72
  %74 = select i1 %73, ptr @.str.20, ptr @.str.21
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %59, ptr noundef nonnull %74)
  br i1 %73, label %81, label %78

76:                                               ; preds = %65, %35
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %59, ptr noundef nonnull @.str.21)
  br label %78

78:                                               ; preds = %76, %69
  %79 = load i32, ptr @n_fail, align 4, !tbaa !9
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr @n_fail, align 4, !tbaa !9
  br label %81

81:                                               ; preds = %69, %78
  %82 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_trig, double noundef nofpclass(nan inf) %38) #8
  %83 = tail call fast double @llvm.sin.f64(double %43)
  %84 = fmul fast double %43, 2.000000e+00
  %85 = tail call fast double @llvm.cos.f64(double %84)
  %86 = fmul fast double %85, %83
  %87 = fmul fast double %43, 5.000000e-01
  %88 = tail call fast double @llvm.tan.f64(double %87)
  %89 = tail call fast double @llvm.sin.f64(double %44)
  %90 = fmul fast double %44, 2.000000e+00
  %91 = tail call fast double @llvm.cos.f64(double %90)
  %92 = fmul fast double %44, 5.000000e-01
  %93 = tail call fast double @llvm.tan.f64(double %92)
  %94 = fmul fast double %91, %89
  %95 = fadd fast double %88, %86
  %96 = fadd fast double %93, %94
  %97 = fsub fast double %95, %96
  %98 = fdiv fast double %97, %58
  %99 = tail call fast double @llvm.fabs.f64(double %98)
  %100 = tail call fast double @llvm.maxnum.f64(double %99, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %82, ptr %32, align 8, !tbaa !5
  %101 = load volatile double, ptr %32, align 8, !tbaa !5
  %102 = tail call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %103, label %115, label %104

104:                                              ; preds = %81
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %98, ptr %31, align 8, !tbaa !5
  %105 = load volatile double, ptr %31, align 8, !tbaa !5
  %106 = tail call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %107, label %115, label %108

108:                                              ; preds = %104
  %109 = fsub fast double %82, %98
  %110 = tail call fast double @llvm.fabs.f64(double %109)
  %111 = fmul fast double %100, 0x3EB0C6F7A0B5ED8D
  %112 = fcmp fast ole double %110, %111
  %113 = select i1 %112, ptr @.str.20, ptr @.str.21
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %98, ptr noundef nonnull %113)
  br i1 %112, label %120, label %117

115:                                              ; preds = %104, %81
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %98, ptr noundef nonnull @.str.21)
  br label %117

117:                                              ; preds = %115, %108
  %118 = load i32, ptr @n_fail, align 4, !tbaa !9
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr @n_fail, align 4, !tbaa !9
  br label %120

120:                                              ; preds = %108, %117
  %121 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atrig, double noundef nofpclass(nan inf) %38) #8
  %122 = fmul fast double %43, 3.000000e-01
  %123 = tail call fast double @llvm.asin.f64(double %122)
  %124 = fmul fast double %43, 2.000000e-01
  %125 = tail call fast double @llvm.acos.f64(double %124)
  %126 = tail call fast double @llvm.atan.f64(double %43)
  %127 = fmul fast double %125, %126
  %128 = fmul fast double %44, 3.000000e-01
  %129 = tail call fast double @llvm.asin.f64(double %128)
  %130 = fmul fast double %44, 2.000000e-01
  %131 = tail call fast double @llvm.acos.f64(double %130)
  %132 = tail call fast double @llvm.atan.f64(double %44)
  %133 = fmul fast double %131, %132
  %134 = fadd fast double %123, %127
  %135 = fadd fast double %129, %133
  %136 = fsub fast double %134, %135
  %137 = fdiv fast double %136, %58
  %138 = tail call fast double @llvm.fabs.f64(double %137)
  %139 = tail call fast double @llvm.maxnum.f64(double %138, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %121, ptr %30, align 8, !tbaa !5
  %140 = load volatile double, ptr %30, align 8, !tbaa !5
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %142, label %154, label %143

143:                                              ; preds = %120
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %137, ptr %29, align 8, !tbaa !5
  %144 = load volatile double, ptr %29, align 8, !tbaa !5
  %145 = tail call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %146, label %154, label %147

147:                                              ; preds = %143
  %148 = fsub fast double %121, %137
  %149 = tail call fast double @llvm.fabs.f64(double %148)
  %150 = fmul fast double %139, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp fast ole double %149, %150
  %152 = select i1 %151, ptr @.str.20, ptr @.str.21
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %137, ptr noundef nonnull %152)
  br i1 %151, label %159, label %156

154:                                              ; preds = %143, %120
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %137, ptr noundef nonnull @.str.21)
  br label %156

156:                                              ; preds = %154, %147
  %157 = load i32, ptr @n_fail, align 4, !tbaa !9
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @n_fail, align 4, !tbaa !9
  br label %159

159:                                              ; preds = %147, %156
  %160 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2, double noundef nofpclass(nan inf) %38) #8
  %161 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) 1.500000e+00) #9
  %162 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %43) #9
  %163 = fadd fast double %45, -1.000000e+00
  %164 = fadd fast double %43, 2.000000e+00
  %165 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %163, double noundef nofpclass(nan inf) %164) #9
  %166 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.500000e+00) #9
  %167 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %44) #9
  %168 = fadd fast double %51, -1.000000e+00
  %169 = fadd fast double %44, 2.000000e+00
  %170 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %168, double noundef nofpclass(nan inf) %169) #9
  %171 = fadd fast double %162, %161
  %172 = fadd fast double %171, %165
  %173 = fadd fast double %166, %167
  %174 = fadd fast double %173, %170
  %175 = fsub fast double %172, %174
  %176 = fdiv fast double %175, %58
  %177 = tail call fast double @llvm.fabs.f64(double %176)
  %178 = tail call fast double @llvm.maxnum.f64(double %177, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %160, ptr %28, align 8, !tbaa !5
  %179 = load volatile double, ptr %28, align 8, !tbaa !5
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %181, label %193, label %182

182:                                              ; preds = %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %176, ptr %27, align 8, !tbaa !5
  %183 = load volatile double, ptr %27, align 8, !tbaa !5
  %184 = tail call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %185, label %193, label %186

186:                                              ; preds = %182
  %187 = fsub fast double %160, %176
  %188 = tail call fast double @llvm.fabs.f64(double %187)
  %189 = fmul fast double %178, 0x3EB0C6F7A0B5ED8D
  %190 = fcmp fast ole double %188, %189
  %191 = select i1 %190, ptr @.str.20, ptr @.str.21
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %176, ptr noundef nonnull %191)
  br i1 %190, label %198, label %195

193:                                              ; preds = %182, %159
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %176, ptr noundef nonnull @.str.21)
  br label %195

195:                                              ; preds = %193, %186
  %196 = load i32, ptr @n_fail, align 4, !tbaa !9
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @n_fail, align 4, !tbaa !9
  br label %198

198:                                              ; preds = %186, %195
  %199 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hyp, double noundef nofpclass(nan inf) %38) #8
  %200 = fmul fast double %43, 0x3FE6666666666666
  %201 = tail call fast double @llvm.sinh.f64(double %200)
  %202 = tail call fast double @llvm.cosh.f64(double %87)
  %203 = tail call fast double @llvm.tanh.f64(double %43)
  %204 = fmul fast double %202, %203
  %205 = fmul fast double %44, 0x3FE6666666666666
  %206 = tail call fast double @llvm.sinh.f64(double %205)
  %207 = tail call fast double @llvm.cosh.f64(double %92)
  %208 = tail call fast double @llvm.tanh.f64(double %44)
  %209 = fmul fast double %207, %208
  %210 = fadd fast double %201, %204
  %211 = fadd fast double %206, %209
  %212 = fsub fast double %210, %211
  %213 = fdiv fast double %212, %58
  %214 = tail call fast double @llvm.fabs.f64(double %213)
  %215 = tail call fast double @llvm.maxnum.f64(double %214, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %199, ptr %26, align 8, !tbaa !5
  %216 = load volatile double, ptr %26, align 8, !tbaa !5
  %217 = tail call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %218, label %230, label %219

219:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %213, ptr %25, align 8, !tbaa !5
  %220 = load volatile double, ptr %25, align 8, !tbaa !5
  %221 = tail call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %222, label %230, label %223

223:                                              ; preds = %219
  %224 = fsub fast double %199, %213
  %225 = tail call fast double @llvm.fabs.f64(double %224)
  %226 = fmul fast double %215, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp fast ole double %225, %226
  %228 = select i1 %227, ptr @.str.20, ptr @.str.21
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %213, ptr noundef nonnull %228)
  br i1 %227, label %235, label %232

230:                                              ; preds = %219, %198
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %213, ptr noundef nonnull @.str.21)
  br label %232

232:                                              ; preds = %230, %223
  %233 = load i32, ptr @n_fail, align 4, !tbaa !9
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr @n_fail, align 4, !tbaa !9
  br label %235

235:                                              ; preds = %223, %232
  %236 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_exp, double noundef nofpclass(nan inf) %38) #8
  %237 = fmul fast double %43, 8.000000e-01
  %238 = tail call fast double @llvm.exp.f64(double %237)
  %239 = tail call fast double @llvm.exp2.f64(double %87)
  %240 = fmul fast double %43, 1.000000e-01
  %241 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %240) #9
  %242 = fmul fast double %241, %43
  %243 = fmul fast double %44, 8.000000e-01
  %244 = tail call fast double @llvm.exp.f64(double %243)
  %245 = tail call fast double @llvm.exp2.f64(double %92)
  %246 = fmul fast double %44, 1.000000e-01
  %247 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %246) #9
  %248 = fadd fast double %238, %239
  %249 = fadd fast double %245, %244
  %250 = fmul fast double %247, %44
  %251 = fadd fast double %248, %242
  %252 = fadd fast double %249, %250
  %253 = fsub fast double %251, %252
  %254 = fdiv fast double %253, %58
  %255 = tail call fast double @llvm.fabs.f64(double %254)
  %256 = tail call fast double @llvm.maxnum.f64(double %255, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %236, ptr %24, align 8, !tbaa !5
  %257 = load volatile double, ptr %24, align 8, !tbaa !5
  %258 = tail call double @llvm.fabs.f64(double %257)
  %259 = fcmp ueq double %258, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %259, label %271, label %260

260:                                              ; preds = %235
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %254, ptr %23, align 8, !tbaa !5
  %261 = load volatile double, ptr %23, align 8, !tbaa !5
  %262 = tail call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %263, label %271, label %264

264:                                              ; preds = %260
  %265 = fsub fast double %236, %254
  %266 = tail call fast double @llvm.fabs.f64(double %265)
  %267 = fmul fast double %256, 0x3EB0C6F7A0B5ED8D
  %268 = fcmp fast ole double %266, %267
  %269 = select i1 %268, ptr @.str.20, ptr @.str.21
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %254, ptr noundef nonnull %269)
  br i1 %268, label %276, label %273

271:                                              ; preds = %260, %235
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %254, ptr noundef nonnull @.str.21)
  br label %273

273:                                              ; preds = %271, %264
  %274 = load i32, ptr @n_fail, align 4, !tbaa !9
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @n_fail, align 4, !tbaa !9
  br label %276

276:                                              ; preds = %264, %273
  %277 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fma, double noundef nofpclass(nan inf) %38) #8
  %278 = fadd fast double %43, -1.000000e+00
  %279 = tail call fast double @llvm.fabs.f64(double %278)
  %280 = fmul fast double %279, %43
  %281 = fmul fast double %43, 3.000000e+00
  %282 = tail call fast double @llvm.fma.f64(double %43, double %43, double %281)
  %283 = tail call fast double @llvm.fma.f64(double %43, double 2.000000e+00, double %83)
  %284 = fadd fast double %44, -1.000000e+00
  %285 = tail call fast double @llvm.fabs.f64(double %284)
  %286 = fmul fast double %44, 3.000000e+00
  %287 = tail call fast double @llvm.fma.f64(double %44, double %44, double %286)
  %288 = tail call fast double @llvm.fma.f64(double %44, double 2.000000e+00, double %89)
  %289 = fadd fast double %283, %282
  %290 = fadd fast double %287, %288
  %291 = fmul fast double %285, %44
  %292 = fadd fast double %289, %280
  %293 = fadd fast double %290, %291
  %294 = fsub fast double %292, %293
  %295 = fdiv fast double %294, %58
  %296 = tail call fast double @llvm.fabs.f64(double %295)
  %297 = tail call fast double @llvm.maxnum.f64(double %296, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %277, ptr %22, align 8, !tbaa !5
  %298 = load volatile double, ptr %22, align 8, !tbaa !5
  %299 = tail call double @llvm.fabs.f64(double %298)
  %300 = fcmp ueq double %299, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %300, label %312, label %301

301:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %295, ptr %21, align 8, !tbaa !5
  %302 = load volatile double, ptr %21, align 8, !tbaa !5
  %303 = tail call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %304, label %312, label %305

305:                                              ; preds = %301
  %306 = fsub fast double %277, %295
  %307 = tail call fast double @llvm.fabs.f64(double %306)
  %308 = fmul fast double %297, 0x3EB0C6F7A0B5ED8D
  %309 = fcmp fast ole double %307, %308
  %310 = select i1 %309, ptr @.str.20, ptr @.str.21
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %277, double noundef nofpclass(nan inf) %295, ptr noundef nonnull %310)
  br i1 %309, label %317, label %314

312:                                              ; preds = %301, %276
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %277, double noundef nofpclass(nan inf) %295, ptr noundef nonnull @.str.21)
  br label %314

314:                                              ; preds = %312, %305
  %315 = load i32, ptr @n_fail, align 4, !tbaa !9
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @n_fail, align 4, !tbaa !9
  br label %317

317:                                              ; preds = %305, %314
  %318 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef nofpclass(nan inf) %38) #8
  %319 = tail call fast double @llvm.minnum.f64(double %45, double 2.000000e+00)
  %320 = tail call fast double @llvm.maxnum.f64(double %83, double 1.000000e-01)
  %321 = fadd fast double %43, -5.000000e-01
  %322 = tail call fast double @llvm.copysign.f64(double %45, double %321)
  %323 = tail call fast double @llvm.copysign.f64(double 2.000000e+00, double %43)
  %324 = fmul fast double %323, %43
  %325 = tail call fast double @llvm.minnum.f64(double %51, double 2.000000e+00)
  %326 = tail call fast double @llvm.maxnum.f64(double %89, double 1.000000e-01)
  %327 = fneg fast double %44
  %328 = tail call fast double @llvm.copysign.f64(double 2.000000e+00, double %327)
  %329 = fmul fast double %328, %44
  %330 = fsub fast double 5.000000e-01, %44
  %331 = tail call fast double @llvm.copysign.f64(double %51, double %330)
  %332 = fadd fast double %319, %320
  %333 = fadd fast double %332, %322
  %334 = fadd fast double %333, %324
  %335 = fadd fast double %326, %325
  %336 = fsub fast double %334, %335
  %337 = fadd fast double %336, %331
  %338 = fadd fast double %337, %329
  %339 = fdiv fast double %338, %58
  %340 = tail call fast double @llvm.fabs.f64(double %339)
  %341 = tail call fast double @llvm.maxnum.f64(double %340, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %318, ptr %20, align 8, !tbaa !5
  %342 = load volatile double, ptr %20, align 8, !tbaa !5
  %343 = tail call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %344, label %356, label %345

345:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %339, ptr %19, align 8, !tbaa !5
  %346 = load volatile double, ptr %19, align 8, !tbaa !5
  %347 = tail call double @llvm.fabs.f64(double %346)
  %348 = fcmp ueq double %347, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %348, label %356, label %349

349:                                              ; preds = %345
  %350 = fsub fast double %318, %339
  %351 = tail call fast double @llvm.fabs.f64(double %350)
  %352 = fmul fast double %341, 0x3EB0C6F7A0B5ED8D
  %353 = fcmp fast ole double %351, %352
  %354 = select i1 %353, ptr @.str.20, ptr @.str.21
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %339, ptr noundef nonnull %354)
  br i1 %353, label %361, label %358

356:                                              ; preds = %345, %317
  %357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %339, ptr noundef nonnull @.str.21)
  br label %358

358:                                              ; preds = %356, %349
  %359 = load i32, ptr @n_fail, align 4, !tbaa !9
  %360 = add nsw i32 %359, 1
  store i32 %360, ptr @n_fail, align 4, !tbaa !9
  br label %361

361:                                              ; preds = %349, %358
  %362 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_hypot, double noundef nofpclass(nan inf) %38) #8
  %363 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) 2.000000e+00) #9
  %364 = fadd fast double %43, 1.000000e+00
  %365 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %281, double noundef nofpclass(nan inf) %364) #9
  %366 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 2.000000e+00) #9
  %367 = fadd fast double %44, 1.000000e+00
  %368 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %286, double noundef nofpclass(nan inf) %367) #9
  %369 = fadd fast double %365, %363
  %370 = fadd fast double %366, %368
  %371 = fsub fast double %369, %370
  %372 = fdiv fast double %371, %58
  %373 = tail call fast double @llvm.fabs.f64(double %372)
  %374 = tail call fast double @llvm.maxnum.f64(double %373, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %362, ptr %18, align 8, !tbaa !5
  %375 = load volatile double, ptr %18, align 8, !tbaa !5
  %376 = tail call double @llvm.fabs.f64(double %375)
  %377 = fcmp ueq double %376, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %377, label %389, label %378

378:                                              ; preds = %361
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %372, ptr %17, align 8, !tbaa !5
  %379 = load volatile double, ptr %17, align 8, !tbaa !5
  %380 = tail call double @llvm.fabs.f64(double %379)
  %381 = fcmp ueq double %380, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %381, label %389, label %382

382:                                              ; preds = %378
  %383 = fsub fast double %362, %372
  %384 = tail call fast double @llvm.fabs.f64(double %383)
  %385 = fmul fast double %374, 0x3EB0C6F7A0B5ED8D
  %386 = fcmp fast ole double %384, %385
  %387 = select i1 %386, ptr @.str.20, ptr @.str.21
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %362, double noundef nofpclass(nan inf) %372, ptr noundef nonnull %387)
  br i1 %386, label %394, label %391

389:                                              ; preds = %378, %361
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %362, double noundef nofpclass(nan inf) %372, ptr noundef nonnull @.str.21)
  br label %391

391:                                              ; preds = %389, %382
  %392 = load i32, ptr @n_fail, align 4, !tbaa !9
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr @n_fail, align 4, !tbaa !9
  br label %394

394:                                              ; preds = %382, %391
  %395 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_erf, double noundef nofpclass(nan inf) %38) #8
  %396 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %43) #9
  %397 = tail call fast nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf) %87) #9
  %398 = fmul fast double %397, %43
  %399 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %44) #9
  %400 = tail call fast nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf) %92) #9
  %401 = fadd fast double %398, %396
  %402 = fmul fast double %400, %44
  %403 = fadd fast double %399, %402
  %404 = fsub fast double %401, %403
  %405 = fdiv fast double %404, %58
  %406 = tail call fast double @llvm.fabs.f64(double %405)
  %407 = tail call fast double @llvm.maxnum.f64(double %406, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %395, ptr %16, align 8, !tbaa !5
  %408 = load volatile double, ptr %16, align 8, !tbaa !5
  %409 = tail call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %410, label %422, label %411

411:                                              ; preds = %394
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %405, ptr %15, align 8, !tbaa !5
  %412 = load volatile double, ptr %15, align 8, !tbaa !5
  %413 = tail call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %414, label %422, label %415

415:                                              ; preds = %411
  %416 = fsub fast double %395, %405
  %417 = tail call fast double @llvm.fabs.f64(double %416)
  %418 = fmul fast double %407, 0x3EB0C6F7A0B5ED8D
  %419 = fcmp fast ole double %417, %418
  %420 = select i1 %419, ptr @.str.20, ptr @.str.21
  %421 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %395, double noundef nofpclass(nan inf) %405, ptr noundef nonnull %420)
  br i1 %419, label %427, label %424

422:                                              ; preds = %411, %394
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %395, double noundef nofpclass(nan inf) %405, ptr noundef nonnull @.str.21)
  br label %424

424:                                              ; preds = %422, %415
  %425 = load i32, ptr @n_fail, align 4, !tbaa !9
  %426 = add nsw i32 %425, 1
  store i32 %426, ptr @n_fail, align 4, !tbaa !9
  br label %427

427:                                              ; preds = %415, %424
  %428 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_round, double noundef nofpclass(nan inf) %38) #8
  %429 = tail call fast double @llvm.floor.f64(double %43)
  %430 = tail call fast double @llvm.ceil.f64(double %84)
  %431 = fmul fast double %430, %83
  %432 = tail call fast double @llvm.trunc.f64(double %281)
  %433 = tail call fast double @llvm.round.f64(double %43)
  %434 = fmul fast double %433, %43
  %435 = fadd fast double %434, %429
  %436 = fmul fast double %435, %43
  %437 = tail call fast double @llvm.floor.f64(double %44)
  %438 = tail call fast double @llvm.ceil.f64(double %90)
  %439 = tail call fast double @llvm.trunc.f64(double %286)
  %440 = tail call fast double @llvm.round.f64(double %44)
  %441 = fmul fast double %440, %44
  %442 = fadd fast double %441, %437
  %443 = fmul fast double %438, %89
  %444 = fmul fast double %442, %44
  %445 = fadd fast double %444, %443
  %446 = fsub fast double %432, %439
  %447 = fadd fast double %446, %431
  %448 = fadd fast double %447, %436
  %449 = fsub fast double %448, %445
  %450 = fdiv fast double %449, %58
  %451 = tail call fast double @llvm.fabs.f64(double %450)
  %452 = tail call fast double @llvm.maxnum.f64(double %451, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %428, ptr %14, align 8, !tbaa !5
  %453 = load volatile double, ptr %14, align 8, !tbaa !5
  %454 = tail call double @llvm.fabs.f64(double %453)
  %455 = fcmp ueq double %454, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %455, label %467, label %456

456:                                              ; preds = %427
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %450, ptr %13, align 8, !tbaa !5
  %457 = load volatile double, ptr %13, align 8, !tbaa !5
  %458 = tail call double @llvm.fabs.f64(double %457)
  %459 = fcmp ueq double %458, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %459, label %467, label %460

460:                                              ; preds = %456
  %461 = fsub fast double %428, %450
  %462 = tail call fast double @llvm.fabs.f64(double %461)
  %463 = fmul fast double %452, 0x3EB0C6F7A0B5ED8D
  %464 = fcmp fast ole double %462, %463
  %465 = select i1 %464, ptr @.str.20, ptr @.str.21
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %428, double noundef nofpclass(nan inf) %450, ptr noundef nonnull %465)
  br i1 %464, label %472, label %469

467:                                              ; preds = %456, %427
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %428, double noundef nofpclass(nan inf) %450, ptr noundef nonnull @.str.21)
  br label %469

469:                                              ; preds = %467, %460
  %470 = load i32, ptr @n_fail, align 4, !tbaa !9
  %471 = add nsw i32 %470, 1
  store i32 %471, ptr @n_fail, align 4, !tbaa !9
  br label %472

472:                                              ; preds = %460, %469
  %473 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod, double noundef nofpclass(nan inf) %38) #8
  %474 = frem fast double %45, 1.500000e+00
  %475 = frem fast double 7.000000e+00, %43
  %476 = frem fast double %43, 4.000000e-01
  %477 = fmul fast double %476, %43
  %478 = frem fast double %51, 1.500000e+00
  %479 = frem fast double 7.000000e+00, %44
  %480 = frem fast double %44, 4.000000e-01
  %481 = fsub fast double %475, %479
  %482 = fadd fast double %481, %474
  %483 = fadd fast double %482, %477
  %484 = fmul fast double %480, %44
  %485 = fadd fast double %478, %484
  %486 = fsub fast double %483, %485
  %487 = fdiv fast double %486, %58
  %488 = tail call fast double @llvm.fabs.f64(double %487)
  %489 = tail call fast double @llvm.maxnum.f64(double %488, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %473, ptr %12, align 8, !tbaa !5
  %490 = load volatile double, ptr %12, align 8, !tbaa !5
  %491 = tail call double @llvm.fabs.f64(double %490)
  %492 = fcmp ueq double %491, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %492, label %504, label %493

493:                                              ; preds = %472
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %487, ptr %11, align 8, !tbaa !5
  %494 = load volatile double, ptr %11, align 8, !tbaa !5
  %495 = tail call double @llvm.fabs.f64(double %494)
  %496 = fcmp ueq double %495, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %496, label %504, label %497

497:                                              ; preds = %493
  %498 = fsub fast double %473, %487
  %499 = tail call fast double @llvm.fabs.f64(double %498)
  %500 = fmul fast double %489, 0x3EB0C6F7A0B5ED8D
  %501 = fcmp fast ole double %499, %500
  %502 = select i1 %501, ptr @.str.20, ptr @.str.21
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %473, double noundef nofpclass(nan inf) %487, ptr noundef nonnull %502)
  br i1 %501, label %509, label %506

504:                                              ; preds = %493, %472
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %473, double noundef nofpclass(nan inf) %487, ptr noundef nonnull @.str.21)
  br label %506

506:                                              ; preds = %504, %497
  %507 = load i32, ptr @n_fail, align 4, !tbaa !9
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr @n_fail, align 4, !tbaa !9
  br label %509

509:                                              ; preds = %497, %506
  %510 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_all, double noundef nofpclass(nan inf) %38) #8
  %511 = tail call fast double @llvm.exp.f64(double %83)
  %512 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %45) #9
  %513 = fadd fast double %512, %511
  %514 = tail call fast double @llvm.sqrt.f64(double %513)
  %515 = tail call fast double @llvm.cosh.f64(double %122)
  %516 = tail call fast double @llvm.atan.f64(double %515)
  %517 = fadd fast double %87, 1.000000e-01
  %518 = tail call fast double @llvm.tanh.f64(double %517)
  %519 = fmul fast double %516, %518
  %520 = tail call fast double @llvm.fabs.f64(double %43)
  %521 = fadd fast double %520, 1.000000e+00
  %522 = tail call fast double @llvm.cos.f64(double %43)
  %523 = tail call fast double @llvm.pow.f64(double %521, double %522)
  %524 = fadd fast double %396, 1.000000e+00
  %525 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %524) #9
  %526 = fdiv fast double %523, %525
  %527 = fadd fast double %45, 2.000000e+00
  %528 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %527) #9
  %529 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %124) #9
  %530 = tail call fast double @llvm.maxnum.f64(double %528, double %529)
  %531 = fadd fast double %45, 3.000000e+00
  %532 = tail call fast double @llvm.log2.f64(double %531)
  %533 = tail call fast double @llvm.minnum.f64(double %532, double 2.000000e+00)
  %534 = fmul fast double %519, %514
  %535 = fadd fast double %43, 5.000000e+00
  %536 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %535)
  %537 = fsub fast double %533, %530
  %538 = fmul fast double %537, %536
  %539 = fmul fast double %429, %43
  %540 = tail call fast double @llvm.exp.f64(double %89)
  %541 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %51) #9
  %542 = fadd fast double %541, %540
  %543 = tail call fast double @llvm.sqrt.f64(double %542)
  %544 = tail call fast double @llvm.cosh.f64(double %128)
  %545 = tail call fast double @llvm.atan.f64(double %544)
  %546 = fadd fast double %92, 1.000000e-01
  %547 = tail call fast double @llvm.tanh.f64(double %546)
  %548 = tail call fast double @llvm.fabs.f64(double %44)
  %549 = fadd fast double %548, 1.000000e+00
  %550 = tail call fast double @llvm.cos.f64(double %44)
  %551 = tail call fast double @llvm.pow.f64(double %549, double %550)
  %552 = fadd fast double %399, 1.000000e+00
  %553 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %552) #9
  %554 = fadd fast double %51, 2.000000e+00
  %555 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %554) #9
  %556 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %130) #9
  %557 = tail call fast double @llvm.maxnum.f64(double %555, double %556)
  %558 = fadd fast double %51, 3.000000e+00
  %559 = tail call fast double @llvm.log2.f64(double %558)
  %560 = tail call fast double @llvm.minnum.f64(double %559, double 2.000000e+00)
  %561 = fadd fast double %44, 5.000000e+00
  %562 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %561)
  %563 = fsub fast double %560, %557
  %564 = fmul fast double %437, %44
  %565 = fmul fast double %545, %547
  %566 = fmul fast double %565, %543
  %567 = fmul fast double %563, %562
  %568 = fadd fast double %566, %564
  %569 = fadd fast double %568, %567
  %570 = fadd fast double %526, %539
  %571 = fadd fast double %570, %534
  %572 = fadd fast double %571, %538
  %573 = fdiv fast double %551, %553
  %574 = fadd fast double %573, %569
  %575 = fsub fast double %572, %574
  %576 = fdiv fast double %575, %58
  %577 = tail call fast double @llvm.fabs.f64(double %576)
  %578 = tail call fast double @llvm.maxnum.f64(double %577, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %510, ptr %10, align 8, !tbaa !5
  %579 = load volatile double, ptr %10, align 8, !tbaa !5
  %580 = tail call double @llvm.fabs.f64(double %579)
  %581 = fcmp ueq double %580, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %581, label %593, label %582

582:                                              ; preds = %509
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %576, ptr %9, align 8, !tbaa !5
  %583 = load volatile double, ptr %9, align 8, !tbaa !5
  %584 = tail call double @llvm.fabs.f64(double %583)
  %585 = fcmp ueq double %584, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %585, label %593, label %586

586:                                              ; preds = %582
  %587 = fsub fast double %510, %576
  %588 = tail call fast double @llvm.fabs.f64(double %587)
  %589 = fmul fast double %578, 0x3EB0C6F7A0B5ED8D
  %590 = fcmp fast ole double %588, %589
  %591 = select i1 %590, ptr @.str.20, ptr @.str.21
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %510, double noundef nofpclass(nan inf) %576, ptr noundef nonnull %591)
  br i1 %590, label %598, label %595

593:                                              ; preds = %582, %509
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %510, double noundef nofpclass(nan inf) %576, ptr noundef nonnull @.str.21)
  br label %595

595:                                              ; preds = %593, %586
  %596 = load i32, ptr @n_fail, align 4, !tbaa !9
  %597 = add nsw i32 %596, 1
  store i32 %597, ptr @n_fail, align 4, !tbaa !9
  br label %598

598:                                              ; preds = %586, %595
  %599 = add nuw nsw i64 %36, 1
  %600 = icmp eq i64 %599, 6
  br i1 %600, label %601, label %35, !llvm.loop !11

601:                                              ; preds = %598, %698
  %602 = phi i64 [ %699, %698 ], [ 0, %598 ]
  %603 = getelementptr inbounds [4 x double], ptr @ppos, i64 0, i64 %602
  %604 = load double, ptr %603, align 8, !tbaa !5
  %605 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_log, double noundef nofpclass(nan inf) %604) #8
  %606 = tail call fast double @llvm.fabs.f64(double %604)
  %607 = tail call fast double @llvm.maxnum.f64(double %606, double 1.000000e+00)
  %608 = fmul fast double %607, 0x3EB0C6F7A0B5ED8D
  %609 = fadd fast double %608, %604
  %610 = fsub fast double %604, %608
  %611 = tail call fast double @llvm.log.f64(double %609)
  %612 = fadd fast double %609, 1.000000e+00
  %613 = tail call fast double @llvm.log2.f64(double %612)
  %614 = fmul fast double %609, 3.000000e+00
  %615 = tail call fast double @llvm.log10.f64(double %614)
  %616 = fmul fast double %615, %609
  %617 = fmul fast double %609, %609
  %618 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %617) #9
  %619 = tail call fast double @llvm.log.f64(double %610)
  %620 = fadd fast double %610, 1.000000e+00
  %621 = tail call fast double @llvm.log2.f64(double %620)
  %622 = fmul fast double %610, 3.000000e+00
  %623 = tail call fast double @llvm.log10.f64(double %622)
  %624 = fmul fast double %610, %610
  %625 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %624) #9
  %626 = fadd fast double %618, %611
  %627 = fadd fast double %625, %619
  %628 = fadd fast double %626, %613
  %629 = fadd fast double %627, %621
  %630 = fmul fast double %623, %610
  %631 = fadd fast double %628, %616
  %632 = fadd fast double %629, %630
  %633 = fsub fast double %631, %632
  %634 = fmul fast double %607, 2.000000e-06
  %635 = fdiv fast double %633, %634
  %636 = tail call fast double @llvm.fabs.f64(double %635)
  %637 = tail call fast double @llvm.maxnum.f64(double %636, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %605, ptr %8, align 8, !tbaa !5
  %638 = load volatile double, ptr %8, align 8, !tbaa !5
  %639 = tail call double @llvm.fabs.f64(double %638)
  %640 = fcmp ueq double %639, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %640, label %652, label %641

641:                                              ; preds = %601
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %635, ptr %7, align 8, !tbaa !5
  %642 = load volatile double, ptr %7, align 8, !tbaa !5
  %643 = tail call double @llvm.fabs.f64(double %642)
  %644 = fcmp ueq double %643, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %644, label %652, label %645

645:                                              ; preds = %641
  %646 = fsub fast double %605, %635
  %647 = tail call fast double @llvm.fabs.f64(double %646)
  %648 = fmul fast double %637, 0x3EB0C6F7A0B5ED8D
  %649 = fcmp fast ole double %647, %648
  %650 = select i1 %649, ptr @.str.20, ptr @.str.21
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %604, double noundef nofpclass(nan inf) %605, double noundef nofpclass(nan inf) %635, ptr noundef nonnull %650)
  br i1 %649, label %657, label %654

652:                                              ; preds = %641, %601
  %653 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %604, double noundef nofpclass(nan inf) %605, double noundef nofpclass(nan inf) %635, ptr noundef nonnull @.str.21)
  br label %654

654:                                              ; preds = %652, %645
  %655 = load i32, ptr @n_fail, align 4, !tbaa !9
  %656 = add nsw i32 %655, 1
  store i32 %656, ptr @n_fail, align 4, !tbaa !9
  br label %657

657:                                              ; preds = %645, %654
  %658 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_pow, double noundef nofpclass(nan inf) %604) #8
  %659 = tail call fast double @llvm.pow.f64(double %609, double 1.700000e+00)
  %660 = tail call fast double @llvm.exp2.f64(double %609)
  %661 = tail call fast double @llvm.pow.f64(double %609, double %609)
  %662 = fmul fast double %609, 0x3FC83988D0C1F60D
  %663 = tail call fast double @llvm.exp2.f64(double %662)
  %664 = tail call fast double @llvm.pow.f64(double %610, double 1.700000e+00)
  %665 = tail call fast double @llvm.exp2.f64(double %610)
  %666 = tail call fast double @llvm.pow.f64(double %610, double %610)
  %667 = fmul fast double %610, 0x3FC83988D0C1F60D
  %668 = tail call fast double @llvm.exp2.f64(double %667)
  %669 = fadd fast double %659, %660
  %670 = fadd fast double %669, %661
  %671 = fadd fast double %665, %664
  %672 = fadd fast double %671, %666
  %673 = fadd fast double %670, %663
  %674 = fadd fast double %672, %668
  %675 = fsub fast double %673, %674
  %676 = fdiv fast double %675, %634
  %677 = tail call fast double @llvm.fabs.f64(double %676)
  %678 = tail call fast double @llvm.maxnum.f64(double %677, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %658, ptr %6, align 8, !tbaa !5
  %679 = load volatile double, ptr %6, align 8, !tbaa !5
  %680 = tail call double @llvm.fabs.f64(double %679)
  %681 = fcmp ueq double %680, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %681, label %693, label %682

682:                                              ; preds = %657
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %676, ptr %5, align 8, !tbaa !5
  %683 = load volatile double, ptr %5, align 8, !tbaa !5
  %684 = tail call double @llvm.fabs.f64(double %683)
  %685 = fcmp ueq double %684, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %685, label %693, label %686

686:                                              ; preds = %682
  %687 = fsub fast double %658, %676
  %688 = tail call fast double @llvm.fabs.f64(double %687)
  %689 = fmul fast double %678, 0x3EB0C6F7A0B5ED8D
  %690 = fcmp fast ole double %688, %689
  %691 = select i1 %690, ptr @.str.20, ptr @.str.21
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %604, double noundef nofpclass(nan inf) %658, double noundef nofpclass(nan inf) %676, ptr noundef nonnull %691)
  br i1 %690, label %698, label %695

693:                                              ; preds = %682, %657
  %694 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %604, double noundef nofpclass(nan inf) %658, double noundef nofpclass(nan inf) %676, ptr noundef nonnull @.str.21)
  br label %695

695:                                              ; preds = %693, %686
  %696 = load i32, ptr @n_fail, align 4, !tbaa !9
  %697 = add nsw i32 %696, 1
  store i32 %697, ptr @n_fail, align 4, !tbaa !9
  br label %698

698:                                              ; preds = %686, %695
  %699 = add nuw nsw i64 %602, 1
  %700 = icmp eq i64 %699, 4
  br i1 %700, label %707, label %601, !llvm.loop !13

701:                                              ; preds = %786
  %702 = load i32, ptr @n_fail, align 4, !tbaa !9
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.18, i32 noundef %702)
  %704 = load i32, ptr @n_fail, align 4, !tbaa !9
  %705 = icmp ne i32 %704, 0
  %706 = zext i1 %705 to i32
  ret i32 %706

707:                                              ; preds = %698, %786
  %708 = phi i64 [ %787, %786 ], [ 0, %698 ]
  %709 = getelementptr inbounds [6 x double], ptr @pts, i64 0, i64 %708
  %710 = load double, ptr %709, align 8, !tbaa !5
  %711 = trunc nuw nsw i64 %708 to i32
  %712 = uitofp nneg i32 %711 to double
  %713 = fmul fast double %712, 3.000000e-01
  %714 = fsub fast double 8.000000e-01, %713
  %715 = tail call fast double @llvm.fabs.f64(double %710)
  %716 = tail call fast double @llvm.maxnum.f64(double %715, double 1.000000e+00)
  %717 = fmul fast double %716, 0x3EB0C6F7A0B5ED8D
  %718 = fadd fast double %717, %710
  %719 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %714, double noundef nofpclass(nan inf) %718) #9
  %720 = fsub fast double %710, %717
  %721 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %714, double noundef nofpclass(nan inf) %720) #9
  %722 = fsub fast double %719, %721
  %723 = fmul fast double %722, %714
  %724 = fmul fast double %716, 2.000000e-06
  %725 = fdiv fast double %723, %724
  %726 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %727 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, double noundef nofpclass(nan inf) %710, i32 noundef %726, double noundef nofpclass(nan inf) %714) #8
  %728 = tail call fast double @llvm.fabs.f64(double %725)
  %729 = tail call fast double @llvm.maxnum.f64(double %728, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %727, ptr %4, align 8, !tbaa !5
  %730 = load volatile double, ptr %4, align 8, !tbaa !5
  %731 = tail call double @llvm.fabs.f64(double %730)
  %732 = fcmp ueq double %731, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %732, label %744, label %733

733:                                              ; preds = %707
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %725, ptr %3, align 8, !tbaa !5
  %734 = load volatile double, ptr %3, align 8, !tbaa !5
  %735 = tail call double @llvm.fabs.f64(double %734)
  %736 = fcmp ueq double %735, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %736, label %744, label %737

737:                                              ; preds = %733
  %738 = fsub fast double %727, %725
  %739 = tail call fast double @llvm.fabs.f64(double %738)
  %740 = fmul fast double %729, 0x3EB0C6F7A0B5ED8D
  %741 = fcmp fast ole double %739, %740
  %742 = select i1 %741, ptr @.str.20, ptr @.str.21
  %743 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %710, double noundef nofpclass(nan inf) %727, double noundef nofpclass(nan inf) %725, ptr noundef nonnull %742)
  br i1 %741, label %749, label %746

744:                                              ; preds = %733, %707
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %710, double noundef nofpclass(nan inf) %727, double noundef nofpclass(nan inf) %725, ptr noundef nonnull @.str.21)
  br label %746

746:                                              ; preds = %744, %737
  %747 = load i32, ptr @n_fail, align 4, !tbaa !9
  %748 = add nsw i32 %747, 1
  store i32 %748, ptr @n_fail, align 4, !tbaa !9
  br label %749

749:                                              ; preds = %737, %746
  %750 = tail call fast double @llvm.fabs.f64(double %714)
  %751 = tail call fast double @llvm.maxnum.f64(double %750, double 1.000000e+00)
  %752 = fmul fast double %751, 0x3EB0C6F7A0B5ED8D
  %753 = fadd fast double %752, %714
  %754 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %753, double noundef nofpclass(nan inf) %710) #9
  %755 = fmul fast double %754, %753
  %756 = fsub fast double %714, %752
  %757 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %756, double noundef nofpclass(nan inf) %710) #9
  %758 = fmul fast double %757, %756
  %759 = fsub fast double %755, %758
  %760 = fmul fast double %751, 2.000000e-06
  %761 = fdiv fast double %759, %760
  %762 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %763 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %764 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_atan2c, i32 noundef %762, double noundef nofpclass(nan inf) %710, i32 noundef %763, double noundef nofpclass(nan inf) %714) #8
  %765 = tail call fast double @llvm.fabs.f64(double %761)
  %766 = tail call fast double @llvm.maxnum.f64(double %765, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %764, ptr %2, align 8, !tbaa !5
  %767 = load volatile double, ptr %2, align 8, !tbaa !5
  %768 = tail call double @llvm.fabs.f64(double %767)
  %769 = fcmp ueq double %768, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %769, label %781, label %770

770:                                              ; preds = %749
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %761, ptr %1, align 8, !tbaa !5
  %771 = load volatile double, ptr %1, align 8, !tbaa !5
  %772 = tail call double @llvm.fabs.f64(double %771)
  %773 = fcmp ueq double %772, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %773, label %781, label %774

774:                                              ; preds = %770
  %775 = fsub fast double %764, %761
  %776 = tail call fast double @llvm.fabs.f64(double %775)
  %777 = fmul fast double %766, 0x3EB0C6F7A0B5ED8D
  %778 = fcmp fast ole double %776, %777
  %779 = select i1 %778, ptr @.str.20, ptr @.str.21
  %780 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %714, double noundef nofpclass(nan inf) %764, double noundef nofpclass(nan inf) %761, ptr noundef nonnull %779)
  br i1 %778, label %786, label %783

781:                                              ; preds = %770, %749
  %782 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %714, double noundef nofpclass(nan inf) %764, double noundef nofpclass(nan inf) %761, ptr noundef nonnull @.str.21)
  br label %783

783:                                              ; preds = %781, %774
  %784 = load i32, ptr @n_fail, align 4, !tbaa !9
  %785 = add nsw i32 %784, 1
  store i32 %785, ptr @n_fail, align 4, !tbaa !9
  br label %786

786:                                              ; preds = %774, %783
  %787 = add nuw nsw i64 %708, 1
  %788 = icmp eq i64 %787, 6
  br i1 %788, label %701, label %707, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_sqrt(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %2, 1.000000e+00
  %4 = tail call fast double @llvm.sqrt.f64(double %3)
  %5 = fadd fast double %0, 3.000000e+00
  %6 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %5) #9
  %7 = fmul fast double %6, %4
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_trig(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = fmul fast double %0, 2.000000e+00
  %4 = tail call fast double @llvm.cos.f64(double %3)
  %5 = fmul fast double %4, %2
  %6 = fmul fast double %0, 5.000000e-01
  %7 = tail call fast double @llvm.tan.f64(double %6)
  %8 = fadd fast double %5, %7
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_atrig(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, 3.000000e-01
  %3 = tail call fast double @llvm.asin.f64(double %2)
  %4 = fmul fast double %0, 2.000000e-01
  %5 = tail call fast double @llvm.acos.f64(double %4)
  %6 = tail call fast double @llvm.atan.f64(double %0)
  %7 = fmul fast double %5, %6
  %8 = fadd fast double %7, %3
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_atan2(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 1.500000e+00) #9
  %3 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) 0x3FE6666666666666, double noundef nofpclass(nan inf) %0) #9
  %4 = fadd fast double %3, %2
  %5 = fmul fast double %0, %0
  %6 = fadd fast double %5, -1.000000e+00
  %7 = fadd fast double %0, 2.000000e+00
  %8 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %6, double noundef nofpclass(nan inf) %7) #9
  %9 = fadd fast double %4, %8
  ret double %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_hyp(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, 0x3FE6666666666666
  %3 = tail call fast double @llvm.sinh.f64(double %2)
  %4 = fmul fast double %0, 5.000000e-01
  %5 = tail call fast double @llvm.cosh.f64(double %4)
  %6 = tail call fast double @llvm.tanh.f64(double %0)
  %7 = fmul fast double %5, %6
  %8 = fadd fast double %7, %3
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_exp(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, 8.000000e-01
  %3 = tail call fast double @llvm.exp.f64(double %2)
  %4 = fmul fast double %0, 5.000000e-01
  %5 = tail call fast double @llvm.exp2.f64(double %4)
  %6 = fadd fast double %3, %5
  %7 = fmul fast double %0, 1.000000e-01
  %8 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %7) #9
  %9 = fmul fast double %8, %0
  %10 = fadd fast double %6, %9
  ret double %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_fma(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fadd fast double %0, -1.000000e+00
  %3 = tail call fast double @llvm.fabs.f64(double %2)
  %4 = fmul fast double %3, %0
  %5 = fmul fast double %0, 3.000000e+00
  %6 = tail call fast double @llvm.fma.f64(double %0, double %0, double %5)
  %7 = tail call fast double @llvm.sin.f64(double %0)
  %8 = tail call fast double @llvm.fma.f64(double %0, double 2.000000e+00, double %7)
  %9 = fadd fast double %8, %6
  %10 = fadd fast double %9, %4
  ret double %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_minmax(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast double @llvm.minnum.f64(double %2, double 2.000000e+00)
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = tail call fast double @llvm.maxnum.f64(double %4, double 1.000000e-01)
  %6 = fadd fast double %3, %5
  %7 = fadd fast double %0, -5.000000e-01
  %8 = tail call fast double @llvm.copysign.f64(double %2, double %7)
  %9 = fadd fast double %6, %8
  %10 = tail call fast double @llvm.copysign.f64(double 2.000000e+00, double %0)
  %11 = fmul fast double %10, %0
  %12 = fadd fast double %9, %11
  ret double %12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_hypot(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) 2.000000e+00) #9
  %3 = fmul fast double %0, 3.000000e+00
  %4 = fadd fast double %0, 1.000000e+00
  %5 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4) #9
  %6 = fadd fast double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_erf(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %0) #9
  %3 = fmul fast double %0, 5.000000e-01
  %4 = tail call fast nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf) %3) #9
  %5 = fmul fast double %4, %0
  %6 = fadd fast double %5, %2
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_round(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.floor.f64(double %0)
  %3 = fmul fast double %0, 2.000000e+00
  %4 = tail call fast double @llvm.ceil.f64(double %3)
  %5 = tail call fast double @llvm.sin.f64(double %0)
  %6 = fmul fast double %4, %5
  %7 = fmul fast double %0, 3.000000e+00
  %8 = tail call fast double @llvm.trunc.f64(double %7)
  %9 = tail call fast double @llvm.round.f64(double %0)
  %10 = fmul fast double %9, %0
  %11 = fadd fast double %10, %2
  %12 = fmul fast double %11, %0
  %13 = fadd fast double %6, %8
  %14 = fadd fast double %13, %12
  ret double %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_fmod(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, %0
  %3 = frem fast double %2, 1.500000e+00
  %4 = frem fast double 7.000000e+00, %0
  %5 = fadd fast double %3, %4
  %6 = frem fast double %0, 4.000000e-01
  %7 = fmul fast double %6, %0
  %8 = fadd fast double %5, %7
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_all(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = tail call fast double @llvm.exp.f64(double %2)
  %4 = fmul fast double %0, %0
  %5 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %4) #9
  %6 = fadd fast double %5, %3
  %7 = tail call fast double @llvm.sqrt.f64(double %6)
  %8 = fmul fast double %0, 3.000000e-01
  %9 = tail call fast double @llvm.cosh.f64(double %8)
  %10 = tail call fast double @llvm.atan.f64(double %9)
  %11 = fmul fast double %0, 5.000000e-01
  %12 = fadd fast double %11, 1.000000e-01
  %13 = tail call fast double @llvm.tanh.f64(double %12)
  %14 = fmul fast double %10, %13
  %15 = tail call fast double @llvm.fabs.f64(double %0)
  %16 = fadd fast double %15, 1.000000e+00
  %17 = tail call fast double @llvm.cos.f64(double %0)
  %18 = tail call fast double @llvm.pow.f64(double %16, double %17)
  %19 = tail call fast nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf) %0) #9
  %20 = fadd fast double %19, 1.000000e+00
  %21 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %20) #9
  %22 = fdiv fast double %18, %21
  %23 = fadd fast double %4, 2.000000e+00
  %24 = tail call fast nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf) %23) #9
  %25 = fmul fast double %0, 2.000000e-01
  %26 = tail call fast nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf) %25) #9
  %27 = tail call fast double @llvm.maxnum.f64(double %24, double %26)
  %28 = fadd fast double %4, 3.000000e+00
  %29 = tail call fast double @llvm.log2.f64(double %28)
  %30 = tail call fast double @llvm.minnum.f64(double %29, double 2.000000e+00)
  %31 = fmul fast double %14, %7
  %32 = fadd fast double %0, 5.000000e+00
  %33 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %32)
  %34 = fsub fast double %30, %27
  %35 = fmul fast double %34, %33
  %36 = tail call fast double @llvm.floor.f64(double %0)
  %37 = fmul fast double %36, %0
  %38 = fadd fast double %22, %37
  %39 = fadd fast double %38, %31
  %40 = fadd fast double %39, %35
  ret double %40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_log(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.log.f64(double %0)
  %3 = fadd fast double %0, 1.000000e+00
  %4 = tail call fast double @llvm.log2.f64(double %3)
  %5 = fadd fast double %4, %2
  %6 = fmul fast double %0, 3.000000e+00
  %7 = tail call fast double @llvm.log10.f64(double %6)
  %8 = fmul fast double %7, %0
  %9 = fadd fast double %5, %8
  %10 = fmul fast double %0, %0
  %11 = tail call fast nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf) %10) #9
  %12 = fadd fast double %9, %11
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_pow(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.pow.f64(double %0, double 1.700000e+00)
  %3 = tail call fast double @llvm.exp2.f64(double %0)
  %4 = fadd fast double %2, %3
  %5 = tail call fast double @llvm.pow.f64(double %0, double %0)
  %6 = fadd fast double %4, %5
  %7 = fmul fast double %0, 0x3FC83988D0C1F60D
  %8 = tail call fast double @llvm.exp2.f64(double %7)
  %9 = fadd fast double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_atan2c(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = tail call fast nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %0) #9
  %4 = fmul fast double %3, %1
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @cbrt(double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tan.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.asin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.acos.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.atan.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @atan2(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sinh.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cosh.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @expm1(double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @erf(double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @erfc(double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @log1p(double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log2.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #5

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
