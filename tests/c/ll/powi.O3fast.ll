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

23:                                               ; preds = %270
  %24 = load i32, ptr @n_fail, align 4, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12, i32 noundef %24)
  %26 = load i32, ptr @n_fail, align 4, !tbaa !5
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i32
  ret i32 %28

29:                                               ; preds = %0, %270
  %30 = phi i64 [ 0, %0 ], [ %271, %270 ]
  %31 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call fast double @llvm.fabs.f64(double %32)
  %34 = tail call fast double @llvm.maxnum.f64(double %33, double 1.000000e+00)
  %35 = fmul fast double %34, 0x3EB0C6F7A0B5ED8D
  %36 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef nofpclass(nan inf) %32) #8
  %37 = insertelement <2 x double> poison, double %32, i64 0
  %38 = insertelement <2 x double> poison, double %32, i64 0
  %39 = insertelement <2 x double> poison, double %35, i64 0
  %40 = insertelement <2 x double> poison, double %35, i64 0
  %41 = fsub fast <2 x double> %38, %40
  %42 = fadd fast <2 x double> %37, %39
  %43 = shufflevector <2 x double> %41, <2 x double> %42, <2 x i32> <i32 0, i32 2>
  %44 = extractelement <2 x double> %42, i64 0
  %45 = tail call fast double @llvm.powi.f64.i32(double %44, i32 3)
  %46 = extractelement <2 x double> %41, i64 0
  %47 = tail call fast double @llvm.powi.f64.i32(double %46, i32 3)
  %48 = fsub fast double %45, %47
  %49 = fmul fast double %34, 2.000000e-06
  %50 = fdiv fast double %48, %49
  %51 = tail call fast double @llvm.fabs.f64(double %50)
  %52 = tail call fast double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %36, ptr %22, align 8, !tbaa !9
  %53 = load volatile double, ptr %22, align 8, !tbaa !9
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %55, label %67, label %56

56:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %50, ptr %21, align 8, !tbaa !9
  %57 = load volatile double, ptr %21, align 8, !tbaa !9
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %59, label %67, label %60

60:                                               ; preds = %56
  %61 = fsub fast double %36, %50
  %62 = tail call fast double @llvm.fabs.f64(double %61)
  %63 = fmul fast double %52, 0x3EB0C6F7A0B5ED8D
  %64 = fcmp fast ole double %62, %63
  %65 = select i1 %64, ptr @.str.14, ptr @.str.15
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %50, ptr noundef nonnull %65)
  br i1 %64, label %72, label %69

67:                                               ; preds = %56, %29
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %50, ptr noundef nonnull @.str.15)
  br label %69

69:                                               ; preds = %67, %60
  %70 = load i32, ptr @n_fail, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @n_fail, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %60, %69
  %73 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef nofpclass(nan inf) %32) #8
  %74 = fmul fast double %32, %32
  %75 = fmul fast double %74, 3.000000e+00
  %76 = tail call fast double @llvm.fabs.f64(double %75)
  %77 = tail call fast double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %73, ptr %20, align 8, !tbaa !9
  %78 = load volatile double, ptr %20, align 8, !tbaa !9
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %80, label %92, label %81

81:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %75, ptr %19, align 8, !tbaa !9
  %82 = load volatile double, ptr %19, align 8, !tbaa !9
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %84, label %92, label %85

85:                                               ; preds = %81
  %86 = fsub fast double %73, %75
  %87 = tail call fast double @llvm.fabs.f64(double %86)
  %88 = fmul fast double %77, 0x3EB0C6F7A0B5ED8D
  %89 = fcmp fast ole double %87, %88
  %90 = select i1 %89, ptr @.str.14, ptr @.str.15
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %75, ptr noundef nonnull %90)
  br i1 %89, label %97, label %94

92:                                               ; preds = %81, %72
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %75, ptr noundef nonnull @.str.15)
  br label %94

94:                                               ; preds = %92, %85
  %95 = load i32, ptr @n_fail, align 4, !tbaa !5
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %85, %94
  %98 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_sq, double noundef nofpclass(nan inf) %32) #8
  %99 = fmul fast double %44, %44
  %100 = fadd fast double %44, 1.000000e+00
  %101 = tail call fast double @llvm.powi.f64.i32(double %100, i32 4)
  %102 = fmul fast <2 x double> %43, %43
  %103 = extractelement <2 x double> %102, i64 0
  %104 = fadd fast double %46, 1.000000e+00
  %105 = tail call fast double @llvm.powi.f64.i32(double %104, i32 4)
  %106 = fadd fast double %99, %101
  %107 = fadd fast double %103, %105
  %108 = fsub fast double %106, %107
  %109 = fdiv fast double %108, %49
  %110 = tail call fast double @llvm.fabs.f64(double %109)
  %111 = tail call fast double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %98, ptr %18, align 8, !tbaa !9
  %112 = load volatile double, ptr %18, align 8, !tbaa !9
  %113 = tail call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %114, label %126, label %115

115:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %109, ptr %17, align 8, !tbaa !9
  %116 = load volatile double, ptr %17, align 8, !tbaa !9
  %117 = tail call double @llvm.fabs.f64(double %116)
  %118 = fcmp ueq double %117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %118, label %126, label %119

119:                                              ; preds = %115
  %120 = fsub fast double %98, %109
  %121 = tail call fast double @llvm.fabs.f64(double %120)
  %122 = fmul fast double %111, 0x3EB0C6F7A0B5ED8D
  %123 = fcmp fast ole double %121, %122
  %124 = select i1 %123, ptr @.str.14, ptr @.str.15
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %109, ptr noundef nonnull %124)
  br i1 %123, label %131, label %128

126:                                              ; preds = %115, %97
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %109, ptr noundef nonnull @.str.15)
  br label %128

128:                                              ; preds = %126, %119
  %129 = load i32, ptr @n_fail, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @n_fail, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %119, %128
  %132 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mul, double noundef nofpclass(nan inf) %32) #8
  %133 = fadd fast double %44, 2.000000e+00
  %134 = fmul fast double %99, %133
  %135 = fadd fast double %46, 2.000000e+00
  %136 = fmul fast double %103, %135
  %137 = fsub fast double %134, %136
  %138 = fdiv fast double %137, %49
  %139 = tail call fast double @llvm.fabs.f64(double %138)
  %140 = tail call fast double @llvm.maxnum.f64(double %139, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %132, ptr %16, align 8, !tbaa !9
  %141 = load volatile double, ptr %16, align 8, !tbaa !9
  %142 = tail call double @llvm.fabs.f64(double %141)
  %143 = fcmp ueq double %142, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %143, label %155, label %144

144:                                              ; preds = %131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %138, ptr %15, align 8, !tbaa !9
  %145 = load volatile double, ptr %15, align 8, !tbaa !9
  %146 = tail call double @llvm.fabs.f64(double %145)
  %147 = fcmp ueq double %146, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %147, label %155, label %148

148:                                              ; preds = %144
  %149 = fsub fast double %132, %138
  %150 = tail call fast double @llvm.fabs.f64(double %149)
  %151 = fmul fast double %140, 0x3EB0C6F7A0B5ED8D
  %152 = fcmp fast ole double %150, %151
  %153 = select i1 %152, ptr @.str.14, ptr @.str.15
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %132, double noundef nofpclass(nan inf) %138, ptr noundef nonnull %153)
  br i1 %152, label %160, label %157

155:                                              ; preds = %144, %131
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %132, double noundef nofpclass(nan inf) %138, ptr noundef nonnull @.str.15)
  br label %157

157:                                              ; preds = %155, %148
  %158 = load i32, ptr @n_fail, align 4, !tbaa !5
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr @n_fail, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %148, %157
  %161 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_one, double noundef nofpclass(nan inf) %32) #8
  %162 = fdiv fast double 1.000000e+00, %44
  %163 = fdiv fast double -1.000000e+00, %46
  %164 = fadd fast double %100, %162
  %165 = fadd fast double %164, %163
  %166 = fsub fast double %165, %104
  %167 = fdiv fast double %166, %49
  %168 = tail call fast double @llvm.fabs.f64(double %167)
  %169 = tail call fast double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %161, ptr %14, align 8, !tbaa !9
  %170 = load volatile double, ptr %14, align 8, !tbaa !9
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %172, label %184, label %173

173:                                              ; preds = %160
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %167, ptr %13, align 8, !tbaa !9
  %174 = load volatile double, ptr %13, align 8, !tbaa !9
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %176, label %184, label %177

177:                                              ; preds = %173
  %178 = fsub fast double %161, %167
  %179 = tail call fast double @llvm.fabs.f64(double %178)
  %180 = fmul fast double %169, 0x3EB0C6F7A0B5ED8D
  %181 = fcmp fast ole double %179, %180
  %182 = select i1 %181, ptr @.str.14, ptr @.str.15
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %161, double noundef nofpclass(nan inf) %167, ptr noundef nonnull %182)
  br i1 %181, label %189, label %186

184:                                              ; preds = %173, %160
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %161, double noundef nofpclass(nan inf) %167, ptr noundef nonnull @.str.15)
  br label %186

186:                                              ; preds = %184, %177
  %187 = load i32, ptr @n_fail, align 4, !tbaa !5
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @n_fail, align 4, !tbaa !5
  br label %189

189:                                              ; preds = %177, %186
  %190 = icmp ugt i64 %30, 1
  br i1 %190, label %193, label %191

191:                                              ; preds = %189
  %192 = tail call fast <2 x double> @llvm.powi.v2f64.i32(<2 x double> %43, i32 -2)
  br label %260

193:                                              ; preds = %189
  %194 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_frac, double noundef nofpclass(nan inf) %32) #8
  %195 = tail call fast double @llvm.sqrt.f64(double %44)
  %196 = fmul fast double %99, %195
  %197 = tail call fast double @llvm.sqrt.f64(double %46)
  %198 = fmul fast double %103, %197
  %199 = fsub fast double %196, %198
  %200 = fdiv fast double %199, %49
  %201 = tail call fast double @llvm.fabs.f64(double %200)
  %202 = tail call fast double @llvm.maxnum.f64(double %201, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %194, ptr %12, align 8, !tbaa !9
  %203 = load volatile double, ptr %12, align 8, !tbaa !9
  %204 = tail call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %205, label %217, label %206

206:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %200, ptr %11, align 8, !tbaa !9
  %207 = load volatile double, ptr %11, align 8, !tbaa !9
  %208 = tail call double @llvm.fabs.f64(double %207)
  %209 = fcmp ueq double %208, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %209, label %217, label %210

210:                                              ; preds = %206
  %211 = fsub fast double %194, %200
  %212 = tail call fast double @llvm.fabs.f64(double %211)
  %213 = fmul fast double %202, 0x3EB0C6F7A0B5ED8D
  %214 = fcmp fast ole double %212, %213
  %215 = select i1 %214, ptr @.str.14, ptr @.str.15
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %194, double noundef nofpclass(nan inf) %200, ptr noundef nonnull %215)
  br i1 %214, label %222, label %219

217:                                              ; preds = %206, %193
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %194, double noundef nofpclass(nan inf) %200, ptr noundef nonnull @.str.15)
  br label %219

219:                                              ; preds = %217, %210
  %220 = load i32, ptr @n_fail, align 4, !tbaa !5
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr @n_fail, align 4, !tbaa !5
  br label %222

222:                                              ; preds = %210, %219
  %223 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mix, double noundef nofpclass(nan inf) %32) #8
  %224 = tail call fast <2 x double> @llvm.powi.v2f64.i32(<2 x double> %43, i32 -2)
  %225 = tail call fast double @llvm.pow.f64(double %44, double 0x3FD5555555555555)
  %226 = fdiv fast double 1.000000e+00, %195
  %227 = tail call fast double @llvm.pow.f64(double %46, double 0x3FD5555555555555)
  %228 = fdiv fast double -1.000000e+00, %197
  %229 = extractelement <2 x double> %224, i64 1
  %230 = fadd fast double %229, %195
  %231 = fadd fast double %230, %225
  %232 = extractelement <2 x double> %224, i64 0
  %233 = fadd fast double %197, %232
  %234 = fadd fast double %233, %227
  %235 = fsub fast double %231, %234
  %236 = fadd fast double %235, %226
  %237 = fadd fast double %236, %228
  %238 = fdiv fast double %237, %49
  %239 = tail call fast double @llvm.fabs.f64(double %238)
  %240 = tail call fast double @llvm.maxnum.f64(double %239, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %223, ptr %10, align 8, !tbaa !9
  %241 = load volatile double, ptr %10, align 8, !tbaa !9
  %242 = tail call double @llvm.fabs.f64(double %241)
  %243 = fcmp ueq double %242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %243, label %255, label %244

244:                                              ; preds = %222
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %238, ptr %9, align 8, !tbaa !9
  %245 = load volatile double, ptr %9, align 8, !tbaa !9
  %246 = tail call double @llvm.fabs.f64(double %245)
  %247 = fcmp ueq double %246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %247, label %255, label %248

248:                                              ; preds = %244
  %249 = fsub fast double %223, %238
  %250 = tail call fast double @llvm.fabs.f64(double %249)
  %251 = fmul fast double %240, 0x3EB0C6F7A0B5ED8D
  %252 = fcmp fast ole double %250, %251
  %253 = select i1 %252, ptr @.str.14, ptr @.str.15
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %223, double noundef nofpclass(nan inf) %238, ptr noundef nonnull %253)
  br i1 %252, label %260, label %257

255:                                              ; preds = %244, %222
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %223, double noundef nofpclass(nan inf) %238, ptr noundef nonnull @.str.15)
  br label %257

257:                                              ; preds = %255, %248
  %258 = load i32, ptr @n_fail, align 4, !tbaa !5
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !5
  br label %260

260:                                              ; preds = %191, %257, %248
  %261 = phi <2 x double> [ %192, %191 ], [ %224, %257 ], [ %224, %248 ]
  %262 = shufflevector <2 x double> %261, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %263 = fsub fast <2 x double> %262, %261
  %264 = extractelement <2 x double> %263, i64 0
  %265 = fmul fast double %264, 5.000000e-01
  %266 = fdiv fast double 1.000000e+00, %34
  %267 = fdiv fast double 1.000000e+00, %34
  %268 = fdiv fast double 1.000000e+00, %34
  %269 = fdiv fast double 1.000000e+00, %34
  br label %273

270:                                              ; preds = %434
  %271 = add nuw nsw i64 %30, 1
  %272 = icmp eq i64 %271, 5
  br i1 %272, label %23, label %29, !llvm.loop !11

273:                                              ; preds = %260, %434
  %274 = phi i64 [ 0, %260 ], [ %435, %434 ]
  %275 = getelementptr inbounds [7 x i32], ptr @main.ns, i64 0, i64 %274
  %276 = load i32, ptr %275, align 4, !tbaa !5
  %277 = icmp eq i64 %274, 6
  br i1 %277, label %320, label %278

278:                                              ; preds = %273
  %279 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_loop, double noundef nofpclass(nan inf) %32, i32 noundef %276) #8
  %280 = icmp eq i64 %274, 0
  br i1 %280, label %295, label %281

281:                                              ; preds = %278, %281
  %282 = phi i32 [ %285, %281 ], [ 0, %278 ]
  %283 = phi double [ %284, %281 ], [ 1.000000e+00, %278 ]
  %284 = fmul fast double %283, %44
  %285 = add nuw nsw i32 %282, 1
  %286 = icmp eq i32 %285, %276
  br i1 %286, label %287, label %281, !llvm.loop !13

287:                                              ; preds = %281, %287
  %288 = phi i32 [ %291, %287 ], [ 0, %281 ]
  %289 = phi double [ %290, %287 ], [ 1.000000e+00, %281 ]
  %290 = fmul fast double %289, %46
  %291 = add nuw nsw i32 %288, 1
  %292 = icmp eq i32 %291, %276
  br i1 %292, label %293, label %287, !llvm.loop !16

293:                                              ; preds = %287
  %294 = fsub fast double %284, %290
  br label %295

295:                                              ; preds = %293, %278
  %296 = phi double [ 0.000000e+00, %278 ], [ %294, %293 ]
  %297 = fmul fast double %296, 5.000000e+05
  %298 = fmul fast double %297, %266
  %299 = tail call fast double @llvm.fabs.f64(double %298)
  %300 = tail call fast double @llvm.maxnum.f64(double %299, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %279, ptr %8, align 8, !tbaa !9
  %301 = load volatile double, ptr %8, align 8, !tbaa !9
  %302 = tail call double @llvm.fabs.f64(double %301)
  %303 = fcmp ueq double %302, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %303, label %315, label %304

304:                                              ; preds = %295
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %298, ptr %7, align 8, !tbaa !9
  %305 = load volatile double, ptr %7, align 8, !tbaa !9
  %306 = tail call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %307, label %315, label %308

308:                                              ; preds = %304
  %309 = fsub fast double %279, %298
  %310 = tail call fast double @llvm.fabs.f64(double %309)
  %311 = fmul fast double %300, 0x3EB0C6F7A0B5ED8D
  %312 = fcmp fast ole double %310, %311
  %313 = select i1 %312, ptr @.str.14, ptr @.str.15
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %298, ptr noundef nonnull %313)
  br i1 %312, label %320, label %317

315:                                              ; preds = %304, %295
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %298, ptr noundef nonnull @.str.15)
  br label %317

317:                                              ; preds = %315, %308
  %318 = load i32, ptr @n_fail, align 4, !tbaa !5
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr @n_fail, align 4, !tbaa !5
  br label %320

320:                                              ; preds = %317, %308, %273
  %321 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_builtin, double noundef nofpclass(nan inf) %32, i32 noundef %276) #8
  %322 = tail call fast double @llvm.powi.f64.i32(double %44, i32 %276)
  %323 = tail call fast double @llvm.powi.f64.i32(double %46, i32 %276)
  %324 = fsub fast double %322, %323
  %325 = fadd fast double %324, %265
  %326 = fmul fast double %325, 5.000000e+05
  %327 = fmul fast double %326, %267
  %328 = tail call fast double @llvm.fabs.f64(double %327)
  %329 = tail call fast double @llvm.maxnum.f64(double %328, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %321, ptr %6, align 8, !tbaa !9
  %330 = load volatile double, ptr %6, align 8, !tbaa !9
  %331 = tail call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %332, label %344, label %333

333:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %327, ptr %5, align 8, !tbaa !9
  %334 = load volatile double, ptr %5, align 8, !tbaa !9
  %335 = tail call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %336, label %344, label %337

337:                                              ; preds = %333
  %338 = fsub fast double %321, %327
  %339 = tail call fast double @llvm.fabs.f64(double %338)
  %340 = fmul fast double %329, 0x3EB0C6F7A0B5ED8D
  %341 = fcmp fast ole double %339, %340
  %342 = select i1 %341, ptr @.str.14, ptr @.str.15
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %321, double noundef nofpclass(nan inf) %327, ptr noundef nonnull %342)
  br i1 %341, label %349, label %346

344:                                              ; preds = %333, %320
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %321, double noundef nofpclass(nan inf) %327, ptr noundef nonnull @.str.15)
  br label %346

346:                                              ; preds = %344, %337
  %347 = load i32, ptr @n_fail, align 4, !tbaa !5
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !5
  br label %349

349:                                              ; preds = %337, %346
  %350 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %351 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_intpow, double noundef nofpclass(nan inf) %32, i32 noundef %350, i32 noundef %276) #8
  %352 = fmul fast double %324, 5.000000e+05
  %353 = fmul fast double %352, %268
  %354 = tail call fast double @llvm.fabs.f64(double %353)
  %355 = tail call fast double @llvm.maxnum.f64(double %354, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %351, ptr %4, align 8, !tbaa !9
  %356 = load volatile double, ptr %4, align 8, !tbaa !9
  %357 = tail call double @llvm.fabs.f64(double %356)
  %358 = fcmp ueq double %357, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %358, label %370, label %359

359:                                              ; preds = %349
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %353, ptr %3, align 8, !tbaa !9
  %360 = load volatile double, ptr %3, align 8, !tbaa !9
  %361 = tail call double @llvm.fabs.f64(double %360)
  %362 = fcmp ueq double %361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %362, label %370, label %363

363:                                              ; preds = %359
  %364 = fsub fast double %351, %353
  %365 = tail call fast double @llvm.fabs.f64(double %364)
  %366 = fmul fast double %355, 0x3EB0C6F7A0B5ED8D
  %367 = fcmp fast ole double %365, %366
  %368 = select i1 %367, ptr @.str.14, ptr @.str.15
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %351, double noundef nofpclass(nan inf) %353, ptr noundef nonnull %368)
  br i1 %367, label %375, label %372

370:                                              ; preds = %359, %349
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %351, double noundef nofpclass(nan inf) %353, ptr noundef nonnull @.str.15)
  br label %372

372:                                              ; preds = %370, %363
  %373 = load i32, ptr @n_fail, align 4, !tbaa !5
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr @n_fail, align 4, !tbaa !5
  br label %375

375:                                              ; preds = %363, %372
  %376 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_squaring, double noundef nofpclass(nan inf) %32, i32 noundef %276) #8
  %377 = icmp eq i64 %274, 0
  br i1 %377, label %409, label %378

378:                                              ; preds = %375
  %379 = tail call i32 @llvm.abs.i32(i32 %276, i1 true)
  br label %380

380:                                              ; preds = %380, %378
  %381 = phi i32 [ %389, %380 ], [ %379, %378 ]
  %382 = phi double [ %388, %380 ], [ %44, %378 ]
  %383 = phi double [ %387, %380 ], [ 1.000000e+00, %378 ]
  %384 = and i32 %381, 1
  %385 = icmp eq i32 %384, 0
  %386 = fmul fast double %383, %382
  %387 = select i1 %385, double %383, double %386
  %388 = fmul fast double %382, %382
  %389 = lshr i32 %381, 1
  %390 = icmp ult i32 %381, 2
  br i1 %390, label %391, label %380, !llvm.loop !17

391:                                              ; preds = %380
  %392 = fdiv fast double 1.000000e+00, %387
  br label %393

393:                                              ; preds = %393, %391
  %394 = phi i32 [ %402, %393 ], [ %379, %391 ]
  %395 = phi double [ %401, %393 ], [ %46, %391 ]
  %396 = phi double [ %400, %393 ], [ 1.000000e+00, %391 ]
  %397 = and i32 %394, 1
  %398 = icmp eq i32 %397, 0
  %399 = fmul fast double %396, %395
  %400 = select i1 %398, double %396, double %399
  %401 = fmul fast double %395, %395
  %402 = lshr i32 %394, 1
  %403 = icmp ult i32 %394, 2
  br i1 %403, label %404, label %393, !llvm.loop !17

404:                                              ; preds = %393
  %405 = select fast i1 %277, double %392, double %387
  %406 = fdiv fast double 1.000000e+00, %400
  %407 = select i1 %277, double %406, double %400
  %408 = fsub fast double %405, %407
  br label %409

409:                                              ; preds = %404, %375
  %410 = phi double [ 0.000000e+00, %375 ], [ %408, %404 ]
  %411 = fmul fast double %410, 5.000000e+05
  %412 = fmul fast double %411, %269
  %413 = tail call fast double @llvm.fabs.f64(double %412)
  %414 = tail call fast double @llvm.maxnum.f64(double %413, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %376, ptr %2, align 8, !tbaa !9
  %415 = load volatile double, ptr %2, align 8, !tbaa !9
  %416 = tail call double @llvm.fabs.f64(double %415)
  %417 = fcmp ueq double %416, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %417, label %429, label %418

418:                                              ; preds = %409
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %412, ptr %1, align 8, !tbaa !9
  %419 = load volatile double, ptr %1, align 8, !tbaa !9
  %420 = tail call double @llvm.fabs.f64(double %419)
  %421 = fcmp ueq double %420, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %421, label %429, label %422

422:                                              ; preds = %418
  %423 = fsub fast double %376, %412
  %424 = tail call fast double @llvm.fabs.f64(double %423)
  %425 = fmul fast double %414, 0x3EB0C6F7A0B5ED8D
  %426 = fcmp fast ole double %424, %425
  %427 = select i1 %426, ptr @.str.14, ptr @.str.15
  %428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %376, double noundef nofpclass(nan inf) %412, ptr noundef nonnull %427)
  br i1 %426, label %434, label %431

429:                                              ; preds = %418, %409
  %430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %376, double noundef nofpclass(nan inf) %412, ptr noundef nonnull @.str.15)
  br label %431

431:                                              ; preds = %429, %422
  %432 = load i32, ptr @n_fail, align 4, !tbaa !5
  %433 = add nsw i32 %432, 1
  store i32 %433, ptr @n_fail, align 4, !tbaa !5
  br label %434

434:                                              ; preds = %422, %431
  %435 = add nuw nsw i64 %274, 1
  %436 = icmp eq i64 %435, 7
  br i1 %436, label %270, label %273, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_cube(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.powi.f64.i32(double %0, i32 3)
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_sq(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %0, 1.000000e+00
  %4 = tail call fast double @llvm.powi.f64.i32(double %3, i32 4)
  %5 = fadd fast double %4, %2
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_mul(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %0, 2.000000e+00
  %4 = fmul fast double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_one(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fadd fast double %0, 1.000000e+00
  %3 = fdiv fast double 1.000000e+00, %0
  %4 = fadd fast double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_frac(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = fmul fast double %0, %0
  %4 = fmul fast double %3, %2
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_mix(double noundef nofpclass(nan inf) %0) #4 {
  %2 = tail call fast double @llvm.powi.f64.i32(double %0, i32 -2)
  %3 = tail call fast double @llvm.sqrt.f64(double %0)
  %4 = fadd fast double %2, %3
  %5 = tail call fast double @llvm.pow.f64(double %0, double 0x3FD5555555555555)
  %6 = fadd fast double %4, %5
  %7 = fdiv fast double 1.000000e+00, %3
  %8 = fadd fast double %6, %7
  ret double %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @p_loop(double noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %25, %4
  %7 = phi i32 [ 0, %4 ], [ %10, %25 ]
  %8 = phi double [ 1.000000e+00, %4 ], [ %29, %25 ]
  br label %33

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %23, %13 ]
  %15 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %19, %13 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %20, %13 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %21, %13 ]
  %18 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %22, %13 ]
  %19 = fmul fast <4 x double> %15, %12
  %20 = fmul fast <4 x double> %16, %12
  %21 = fmul fast <4 x double> %17, %12
  %22 = fmul fast <4 x double> %18, %12
  %23 = add nuw i32 %14, 16
  %24 = icmp eq i32 %23, %10
  br i1 %24, label %25, label %13, !llvm.loop !19

25:                                               ; preds = %13
  %26 = fmul fast <4 x double> %20, %19
  %27 = fmul fast <4 x double> %21, %26
  %28 = fmul fast <4 x double> %22, %27
  %29 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %28)
  %30 = icmp eq i32 %10, %1
  br i1 %30, label %31, label %6

31:                                               ; preds = %33, %25, %2
  %32 = phi double [ 1.000000e+00, %2 ], [ %29, %25 ], [ %36, %33 ]
  ret double %32

33:                                               ; preds = %6, %33
  %34 = phi i32 [ %37, %33 ], [ %7, %6 ]
  %35 = phi double [ %36, %33 ], [ %8, %6 ]
  %36 = fmul fast double %35, %0
  %37 = add nuw nsw i32 %34, 1
  %38 = icmp eq i32 %37, %1
  br i1 %38, label %31, label %33, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_builtin(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = tail call fast double @llvm.powi.f64.i32(double %0, i32 %1)
  %4 = tail call fast double @llvm.powi.f64.i32(double %0, i32 -2)
  %5 = fmul fast double %4, 5.000000e-01
  %6 = fadd fast double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_intpow(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = tail call fast double @llvm.powi.f64.i32(double %0, i32 %1)
  ret double %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @p_squaring(double noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
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
  %12 = fmul fast double %8, %9
  %13 = select i1 %11, double %9, double %12
  %14 = fmul fast double %8, %8
  %15 = lshr i32 %7, 1
  %16 = icmp ult i32 %7, 2
  br i1 %16, label %17, label %6, !llvm.loop !17

17:                                               ; preds = %6, %2
  %18 = phi double [ 1.000000e+00, %2 ], [ %13, %6 ]
  %19 = icmp slt i32 %1, 0
  %20 = fdiv fast double 1.000000e+00, %18
  %21 = select fast i1 %19, double %20, double %18
  ret double %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.powi.v2f64.i32(<2 x double>, i32) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !12, !14, !15}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !15, !14}
!20 = distinct !{!20, !12, !14, !15}
