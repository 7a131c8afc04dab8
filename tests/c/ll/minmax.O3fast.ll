; ModuleID = 'minmax.c'
source_filename = "minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [8 x double] [double -1.900000e+00, double 0xBFEE666666666666, double -2.000000e-01, double 3.500000e-01, double 8.500000e-01, double 1.350000e+00, double 1.750000e+00, double 2.600000e+00], align 16
@.str = private unnamed_addr constant [6 x i8] c"m_lib\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"m_tern\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"m_abs\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"m_copysign\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"m_clamp\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"m_loop\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"m_soft\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"minmax\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %358
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %358
  %8 = phi i64 [ 0, %0 ], [ %359, %358 ]
  %9 = getelementptr inbounds [8 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = trunc nuw nsw i64 %8 to i32
  %12 = uitofp nneg i32 %11 to double
  %13 = fmul fast double %12, 2.500000e-01
  %14 = fsub fast double 6.000000e-01, %13
  %15 = tail call fast double @llvm.fabs.f64(double %10)
  %16 = tail call fast double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  %17 = fmul fast double %16, 0x3EB0C6F7A0B5ED8D
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %19 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_lib, double noundef nofpclass(nan inf) %10, i32 noundef %18, double noundef nofpclass(nan inf) %14) #6
  %20 = fadd fast double %17, %10
  %21 = fsub fast double %10, %17
  %22 = insertelement <2 x double> poison, double %20, i64 0
  %23 = insertelement <2 x double> %22, double %21, i64 1
  %24 = fmul fast <2 x double> %23, %23
  %25 = insertelement <2 x double> poison, double %14, i64 0
  %26 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> zeroinitializer
  %27 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %23, <2 x double> %26)
  %28 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %24, <2 x double> %26)
  %29 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %23, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %30 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %29, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %31 = fmul fast <2 x double> %28, %27
  %32 = fadd fast <2 x double> %30, %31
  %33 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %34 = fsub fast <2 x double> %32, %33
  %35 = extractelement <2 x double> %34, i64 0
  %36 = fmul fast double %16, 2.000000e-06
  %37 = fdiv fast double %35, %36
  %38 = tail call fast double @llvm.fabs.f64(double %37)
  %39 = tail call fast double @llvm.maxnum.f64(double %38, double 1.000000e+00)
  %40 = fsub fast double %19, %37
  %41 = tail call fast double @llvm.fabs.f64(double %40)
  %42 = fmul fast double %39, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp fast ole double %41, %42
  %44 = select i1 %43, ptr @.str.10, ptr @.str.11
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %19, double noundef nofpclass(nan inf) %37, ptr noundef nonnull %44)
  br i1 %43, label %49, label %46

46:                                               ; preds = %7
  %47 = load i32, ptr @n_fail, align 4, !tbaa !5
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @n_fail, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %7, %46
  %50 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_tern, double noundef nofpclass(nan inf) %10) #6
  %51 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %23, <2 x double> <double 5.000000e-01, double 5.000000e-01>)
  %52 = fcmp fast olt <2 x double> %23, <double 2.000000e+00, double 2.000000e+00>
  %53 = fcmp fast olt <2 x double> %23, <double -8.000000e-01, double -8.000000e-01>
  %54 = select <2 x i1> %52, <2 x double> %24, <2 x double> <double 4.000000e+00, double 4.000000e+00>
  %55 = select <2 x i1> %53, <2 x double> <double -8.000000e-01, double -8.000000e-01>, <2 x double> %23
  %56 = fmul fast <2 x double> %54, %51
  %57 = fmul fast <2 x double> %55, %55
  %58 = fmul fast <2 x double> %57, %55
  %59 = fadd fast <2 x double> %58, %56
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %61 = fsub fast <2 x double> %59, %60
  %62 = extractelement <2 x double> %61, i64 0
  %63 = fdiv fast double %62, %36
  %64 = tail call fast double @llvm.fabs.f64(double %63)
  %65 = tail call fast double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  %66 = fsub fast double %50, %63
  %67 = tail call fast double @llvm.fabs.f64(double %66)
  %68 = fmul fast double %65, 0x3EB0C6F7A0B5ED8D
  %69 = fcmp fast ole double %67, %68
  %70 = select i1 %69, ptr @.str.10, ptr @.str.11
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %63, ptr noundef nonnull %70)
  br i1 %69, label %75, label %72

72:                                               ; preds = %49
  %73 = load i32, ptr @n_fail, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr @n_fail, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %49, %72
  %76 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_abs, double noundef nofpclass(nan inf) %10) #6
  %77 = fmul fast double %20, 2.000000e+00
  %78 = tail call fast double @llvm.sin.f64(double %77)
  %79 = tail call fast double @llvm.fabs.f64(double %78)
  %80 = fadd fast double %20, -1.000000e+00
  %81 = tail call fast double @llvm.fabs.f64(double %80)
  %82 = fmul fast double %81, %20
  %83 = extractelement <2 x double> %24, i64 0
  %84 = fadd fast double %83, -2.000000e+00
  %85 = tail call fast double @llvm.fabs.f64(double %84)
  %86 = fmul fast double %21, 2.000000e+00
  %87 = tail call fast double @llvm.sin.f64(double %86)
  %88 = tail call fast double @llvm.fabs.f64(double %87)
  %89 = fadd fast double %21, -1.000000e+00
  %90 = tail call fast double @llvm.fabs.f64(double %89)
  %91 = extractelement <2 x double> %24, i64 1
  %92 = fadd fast double %91, -2.000000e+00
  %93 = tail call fast double @llvm.fabs.f64(double %92)
  %94 = fadd fast double %82, %79
  %95 = fadd fast double %94, %85
  %96 = fadd fast double %88, %93
  %97 = fmul fast double %90, %21
  %98 = fadd fast double %96, %97
  %99 = fsub fast double %95, %98
  %100 = fdiv fast double %99, %36
  %101 = tail call fast double @llvm.fabs.f64(double %100)
  %102 = tail call fast double @llvm.maxnum.f64(double %101, double 1.000000e+00)
  %103 = fsub fast double %76, %100
  %104 = tail call fast double @llvm.fabs.f64(double %103)
  %105 = fmul fast double %102, 0x3EB0C6F7A0B5ED8D
  %106 = fcmp fast ole double %104, %105
  %107 = select i1 %106, ptr @.str.10, ptr @.str.11
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %76, double noundef nofpclass(nan inf) %100, ptr noundef nonnull %107)
  br i1 %106, label %112, label %109

109:                                              ; preds = %75
  %110 = load i32, ptr @n_fail, align 4, !tbaa !5
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr @n_fail, align 4, !tbaa !5
  br label %112

112:                                              ; preds = %75, %109
  %113 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_copysign, double noundef nofpclass(nan inf) %10) #6
  %114 = fadd fast double %83, 1.000000e+00
  %115 = fadd fast double %20, -3.000000e-01
  %116 = tail call fast double @llvm.copysign.f64(double %114, double %115)
  %117 = fadd fast double %20, 1.000000e+00
  %118 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %117)
  %119 = tail call fast double @llvm.exp.f64(double %20)
  %120 = fmul fast double %118, %119
  %121 = tail call fast double @llvm.fabs.f64(double %20)
  %122 = fadd fast double %91, 1.000000e+00
  %123 = tail call fast double @llvm.exp.f64(double %21)
  %124 = tail call fast double @llvm.fabs.f64(double %21)
  %125 = fsub fast double 3.000000e-01, %21
  %126 = tail call fast double @llvm.copysign.f64(double %122, double %125)
  %127 = fsub fast double -1.000000e+00, %21
  %128 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %127)
  %129 = fmul fast double %128, %123
  %130 = fsub fast double %124, %121
  %131 = fadd fast double %130, %116
  %132 = fadd fast double %131, %120
  %133 = fadd fast double %132, %126
  %134 = fadd fast double %133, %129
  %135 = fdiv fast double %134, %36
  %136 = tail call fast double @llvm.fabs.f64(double %135)
  %137 = tail call fast double @llvm.maxnum.f64(double %136, double 1.000000e+00)
  %138 = fsub fast double %113, %135
  %139 = tail call fast double @llvm.fabs.f64(double %138)
  %140 = fmul fast double %137, 0x3EB0C6F7A0B5ED8D
  %141 = fcmp fast ole double %139, %140
  %142 = select i1 %141, ptr @.str.10, ptr @.str.11
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %113, double noundef nofpclass(nan inf) %135, ptr noundef nonnull %142)
  br i1 %141, label %147, label %144

144:                                              ; preds = %112
  %145 = load i32, ptr @n_fail, align 4, !tbaa !5
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @n_fail, align 4, !tbaa !5
  br label %147

147:                                              ; preds = %112, %144
  %148 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_clamp, double noundef nofpclass(nan inf) %10) #6
  %149 = fcmp fast ogt <2 x double> %23, <double 1.500000e+00, double 1.500000e+00>
  %150 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %23, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %151 = select <2 x i1> %149, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %23
  %152 = tail call fast <2 x double> @llvm.maxnum.v2f64(<2 x double> %151, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %153 = tail call fast <2 x double> @llvm.minnum.v2f64(<2 x double> %150, <2 x double> <double 1.500000e+00, double 1.500000e+00>)
  %154 = fmul fast <2 x double> %153, %23
  %155 = fmul fast <2 x double> %152, %152
  %156 = fadd fast <2 x double> %155, %154
  %157 = shufflevector <2 x double> %156, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %158 = fsub fast <2 x double> %156, %157
  %159 = extractelement <2 x double> %158, i64 0
  %160 = fdiv fast double %159, %36
  %161 = tail call fast double @llvm.fabs.f64(double %160)
  %162 = tail call fast double @llvm.maxnum.f64(double %161, double 1.000000e+00)
  %163 = fsub fast double %148, %160
  %164 = tail call fast double @llvm.fabs.f64(double %163)
  %165 = fmul fast double %162, 0x3EB0C6F7A0B5ED8D
  %166 = fcmp fast ole double %164, %165
  %167 = select i1 %166, ptr @.str.10, ptr @.str.11
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %148, double noundef nofpclass(nan inf) %160, ptr noundef nonnull %167)
  br i1 %166, label %172, label %169

169:                                              ; preds = %147
  %170 = load i32, ptr @n_fail, align 4, !tbaa !5
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @n_fail, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %147, %169
  %173 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_loop, double noundef nofpclass(nan inf) %10) #6
  %174 = tail call fast double @llvm.sin.f64(double %20)
  %175 = fcmp fast ogt double %174, -1.000000e+03
  %176 = select nsz i1 %175, double %174, double -1.000000e+03
  %177 = tail call fast double @llvm.minnum.f64(double %174, double 1.000000e+03)
  %178 = fmul fast double %78, 1.050000e+00
  %179 = fcmp fast ogt double %178, %176
  %180 = select nsz i1 %179, double %178, double %176
  %181 = tail call fast double @llvm.minnum.f64(double %177, double %178)
  %182 = fmul fast double %20, 3.000000e+00
  %183 = tail call fast double @llvm.sin.f64(double %182)
  %184 = fmul fast double %183, 1.100000e+00
  %185 = fcmp fast ogt double %184, %180
  %186 = select nsz i1 %185, double %184, double %180
  %187 = tail call fast double @llvm.minnum.f64(double %181, double %184)
  %188 = fmul fast double %20, 4.000000e+00
  %189 = tail call fast double @llvm.sin.f64(double %188)
  %190 = fmul fast double %189, 1.150000e+00
  %191 = fcmp fast ogt double %190, %186
  %192 = select nsz i1 %191, double %190, double %186
  %193 = tail call fast double @llvm.minnum.f64(double %187, double %190)
  %194 = fmul fast double %20, 5.000000e+00
  %195 = tail call fast double @llvm.sin.f64(double %194)
  %196 = fmul fast double %195, 1.200000e+00
  %197 = fcmp fast ogt double %196, %192
  %198 = select nsz i1 %197, double %196, double %192
  %199 = tail call fast double @llvm.minnum.f64(double %193, double %196)
  %200 = fmul fast double %20, 6.000000e+00
  %201 = tail call fast double @llvm.sin.f64(double %200)
  %202 = fmul fast double %201, 1.250000e+00
  %203 = fcmp fast ogt double %202, %198
  %204 = select nsz i1 %203, double %202, double %198
  %205 = tail call fast double @llvm.minnum.f64(double %199, double %202)
  %206 = fmul fast double %20, 7.000000e+00
  %207 = tail call fast double @llvm.sin.f64(double %206)
  %208 = fmul fast double %207, 1.300000e+00
  %209 = fcmp fast ogt double %208, %204
  %210 = select nsz i1 %209, double %208, double %204
  %211 = tail call fast double @llvm.minnum.f64(double %205, double %208)
  %212 = fmul fast double %20, 8.000000e+00
  %213 = tail call fast double @llvm.sin.f64(double %212)
  %214 = fmul fast double %213, 1.350000e+00
  %215 = fcmp fast ogt double %214, %210
  %216 = select nsz i1 %215, double %214, double %210
  %217 = tail call fast double @llvm.minnum.f64(double %211, double %214)
  %218 = fmul fast double %20, 9.000000e+00
  %219 = tail call fast double @llvm.sin.f64(double %218)
  %220 = fmul fast double %219, 1.400000e+00
  %221 = fcmp fast ogt double %220, %216
  %222 = select nsz i1 %221, double %220, double %216
  %223 = tail call fast double @llvm.minnum.f64(double %217, double %220)
  %224 = fmul fast double %20, 1.000000e+01
  %225 = tail call fast double @llvm.sin.f64(double %224)
  %226 = fmul fast double %225, 1.450000e+00
  %227 = fcmp fast ogt double %226, %222
  %228 = select nsz i1 %227, double %226, double %222
  %229 = tail call fast double @llvm.minnum.f64(double %223, double %226)
  %230 = fmul fast double %20, 1.100000e+01
  %231 = tail call fast double @llvm.sin.f64(double %230)
  %232 = fmul fast double %231, 1.500000e+00
  %233 = fcmp fast ogt double %232, %228
  %234 = select nsz i1 %233, double %232, double %228
  %235 = tail call fast double @llvm.minnum.f64(double %229, double %232)
  %236 = fmul fast double %20, 1.200000e+01
  %237 = tail call fast double @llvm.sin.f64(double %236)
  %238 = fmul fast double %237, 1.550000e+00
  %239 = fcmp fast ogt double %238, %234
  %240 = select nsz i1 %239, double %238, double %234
  %241 = tail call fast double @llvm.minnum.f64(double %235, double %238)
  %242 = tail call fast double @llvm.sin.f64(double %21)
  %243 = fcmp fast ogt double %242, -1.000000e+03
  %244 = select nsz i1 %243, double %242, double -1.000000e+03
  %245 = tail call fast double @llvm.minnum.f64(double %242, double 1.000000e+03)
  %246 = fmul fast double %87, 1.050000e+00
  %247 = fcmp fast ogt double %246, %244
  %248 = select nsz i1 %247, double %246, double %244
  %249 = tail call fast double @llvm.minnum.f64(double %245, double %246)
  %250 = fmul fast double %21, 3.000000e+00
  %251 = tail call fast double @llvm.sin.f64(double %250)
  %252 = fmul fast double %251, 1.100000e+00
  %253 = fcmp fast ogt double %252, %248
  %254 = select nsz i1 %253, double %252, double %248
  %255 = tail call fast double @llvm.minnum.f64(double %249, double %252)
  %256 = fmul fast double %21, 4.000000e+00
  %257 = tail call fast double @llvm.sin.f64(double %256)
  %258 = fmul fast double %257, 1.150000e+00
  %259 = fcmp fast ogt double %258, %254
  %260 = select nsz i1 %259, double %258, double %254
  %261 = tail call fast double @llvm.minnum.f64(double %255, double %258)
  %262 = fmul fast double %21, 5.000000e+00
  %263 = tail call fast double @llvm.sin.f64(double %262)
  %264 = fmul fast double %263, 1.200000e+00
  %265 = fcmp fast ogt double %264, %260
  %266 = select nsz i1 %265, double %264, double %260
  %267 = tail call fast double @llvm.minnum.f64(double %261, double %264)
  %268 = fmul fast double %21, 6.000000e+00
  %269 = tail call fast double @llvm.sin.f64(double %268)
  %270 = fmul fast double %269, 1.250000e+00
  %271 = fcmp fast ogt double %270, %266
  %272 = select nsz i1 %271, double %270, double %266
  %273 = tail call fast double @llvm.minnum.f64(double %267, double %270)
  %274 = fmul fast double %21, 7.000000e+00
  %275 = tail call fast double @llvm.sin.f64(double %274)
  %276 = fmul fast double %275, 1.300000e+00
  %277 = fcmp fast ogt double %276, %272
  %278 = select nsz i1 %277, double %276, double %272
  %279 = tail call fast double @llvm.minnum.f64(double %273, double %276)
  %280 = fmul fast double %21, 8.000000e+00
  %281 = tail call fast double @llvm.sin.f64(double %280)
  %282 = fmul fast double %281, 1.350000e+00
  %283 = fcmp fast ogt double %282, %278
  %284 = select nsz i1 %283, double %282, double %278
  %285 = tail call fast double @llvm.minnum.f64(double %279, double %282)
  %286 = fmul fast double %21, 9.000000e+00
  %287 = tail call fast double @llvm.sin.f64(double %286)
  %288 = fmul fast double %287, 1.400000e+00
  %289 = fcmp fast ogt double %288, %284
  %290 = select nsz i1 %289, double %288, double %284
  %291 = tail call fast double @llvm.minnum.f64(double %285, double %288)
  %292 = fmul fast double %21, 1.000000e+01
  %293 = tail call fast double @llvm.sin.f64(double %292)
  %294 = fmul fast double %293, 1.450000e+00
  %295 = fcmp fast ogt double %294, %290
  %296 = select nsz i1 %295, double %294, double %290
  %297 = tail call fast double @llvm.minnum.f64(double %291, double %294)
  %298 = fmul fast double %21, 1.100000e+01
  %299 = tail call fast double @llvm.sin.f64(double %298)
  %300 = fmul fast double %299, 1.500000e+00
  %301 = fcmp fast ogt double %300, %296
  %302 = select nsz i1 %301, double %300, double %296
  %303 = tail call fast double @llvm.minnum.f64(double %297, double %300)
  %304 = fmul fast double %21, 1.200000e+01
  %305 = tail call fast double @llvm.sin.f64(double %304)
  %306 = fmul fast double %305, 1.550000e+00
  %307 = fcmp fast ogt double %306, %302
  %308 = select nsz i1 %307, double %306, double %302
  %309 = tail call fast double @llvm.minnum.f64(double %303, double %306)
  %310 = fsub fast double %309, %241
  %311 = fmul fast double %310, 5.000000e-01
  %312 = fsub fast double %240, %308
  %313 = fadd fast double %312, %311
  %314 = fdiv fast double %313, %36
  %315 = tail call fast double @llvm.fabs.f64(double %314)
  %316 = tail call fast double @llvm.maxnum.f64(double %315, double 1.000000e+00)
  %317 = fsub fast double %173, %314
  %318 = tail call fast double @llvm.fabs.f64(double %317)
  %319 = fmul fast double %316, 0x3EB0C6F7A0B5ED8D
  %320 = fcmp fast ole double %318, %319
  %321 = select i1 %320, ptr @.str.10, ptr @.str.11
  %322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %173, double noundef nofpclass(nan inf) %314, ptr noundef nonnull %321)
  br i1 %320, label %326, label %323

323:                                              ; preds = %172
  %324 = load i32, ptr @n_fail, align 4, !tbaa !5
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr @n_fail, align 4, !tbaa !5
  br label %326

326:                                              ; preds = %172, %323
  %327 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %328 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_soft, double noundef nofpclass(nan inf) %10, i32 noundef %327, double noundef nofpclass(nan inf) %14) #6
  %329 = tail call fast double @llvm.maxnum.f64(double %20, double %14)
  %330 = fsub fast double %20, %329
  %331 = tail call fast double @llvm.exp.f64(double %330)
  %332 = fsub fast double %14, %329
  %333 = tail call fast double @llvm.exp.f64(double %332)
  %334 = fadd fast double %331, %333
  %335 = tail call fast double @llvm.log.f64(double %334)
  %336 = tail call fast double @llvm.maxnum.f64(double %21, double %14)
  %337 = fsub fast double %21, %336
  %338 = tail call fast double @llvm.exp.f64(double %337)
  %339 = fsub fast double %14, %336
  %340 = tail call fast double @llvm.exp.f64(double %339)
  %341 = fadd fast double %338, %340
  %342 = tail call fast double @llvm.log.f64(double %341)
  %343 = fadd fast double %329, %335
  %344 = fadd fast double %336, %342
  %345 = fsub fast double %343, %344
  %346 = fdiv fast double %345, %36
  %347 = tail call fast double @llvm.fabs.f64(double %346)
  %348 = tail call fast double @llvm.maxnum.f64(double %347, double 1.000000e+00)
  %349 = fsub fast double %328, %346
  %350 = tail call fast double @llvm.fabs.f64(double %349)
  %351 = fmul fast double %348, 0x3EB0C6F7A0B5ED8D
  %352 = fcmp fast ole double %350, %351
  %353 = select i1 %352, ptr @.str.10, ptr @.str.11
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %328, double noundef nofpclass(nan inf) %346, ptr noundef nonnull %353)
  br i1 %352, label %358, label %355

355:                                              ; preds = %326
  %356 = load i32, ptr @n_fail, align 4, !tbaa !5
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @n_fail, align 4, !tbaa !5
  br label %358

358:                                              ; preds = %326, %355
  %359 = add nuw nsw i64 %8, 1
  %360 = icmp eq i64 %359, 8
  br i1 %360, label %1, label %7, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_lib(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = tail call fast double @llvm.minnum.f64(double %0, double %1)
  %4 = fmul fast double %0, %0
  %5 = tail call fast double @llvm.maxnum.f64(double %4, double %1)
  %6 = fmul fast double %3, %5
  %7 = tail call fast double @llvm.minnum.f64(double %0, double 1.000000e+00)
  %8 = tail call fast double @llvm.maxnum.f64(double %7, double -1.000000e+00)
  %9 = fadd fast double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_tern(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.maxnum.f64(double %0, double 5.000000e-01)
  %3 = fcmp fast olt double %0, 2.000000e+00
  %4 = fmul fast double %0, %0
  %5 = select fast i1 %3, double %4, double 4.000000e+00
  %6 = fcmp fast olt double %0, -8.000000e-01
  %7 = select fast i1 %6, double -8.000000e-01, double %0
  %8 = fmul fast double %5, %2
  %9 = fmul fast double %7, %7
  %10 = fmul fast double %9, %7
  %11 = fadd fast double %10, %8
  ret double %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_abs(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, 2.000000e+00
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = tail call fast double @llvm.fabs.f64(double %3)
  %5 = fadd fast double %0, -1.000000e+00
  %6 = tail call fast double @llvm.fabs.f64(double %5)
  %7 = fmul fast double %6, %0
  %8 = fadd fast double %7, %4
  %9 = fmul fast double %0, %0
  %10 = fadd fast double %9, -2.000000e+00
  %11 = tail call fast double @llvm.fabs.f64(double %10)
  %12 = fadd fast double %8, %11
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_copysign(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %2, 1.000000e+00
  %4 = fadd fast double %0, -3.000000e-01
  %5 = tail call fast double @llvm.copysign.f64(double %3, double %4)
  %6 = fadd fast double %0, 1.000000e+00
  %7 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %6)
  %8 = tail call fast double @llvm.exp.f64(double %0)
  %9 = fmul fast double %7, %8
  %10 = tail call fast double @llvm.fabs.f64(double %0)
  %11 = fsub fast double %9, %10
  %12 = fadd fast double %11, %5
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_clamp(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fcmp fast ogt double %0, 1.500000e+00
  %3 = select fast i1 %2, double 1.500000e+00, double %0
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double -5.000000e-01)
  %5 = tail call fast double @llvm.maxnum.f64(double %0, double -5.000000e-01)
  %6 = tail call fast double @llvm.minnum.f64(double %5, double 1.500000e+00)
  %7 = fmul fast double %6, %0
  %8 = fmul fast double %4, %4
  %9 = fadd fast double %8, %7
  ret double %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_loop(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = fcmp fast ogt double %2, -1.000000e+03
  %4 = select nsz i1 %3, double %2, double -1.000000e+03
  %5 = tail call fast double @llvm.minnum.f64(double %2, double 1.000000e+03)
  %6 = fmul fast double %0, 2.000000e+00
  %7 = tail call fast double @llvm.sin.f64(double %6)
  %8 = fmul fast double %7, 1.050000e+00
  %9 = fcmp fast ogt double %8, %4
  %10 = select nsz i1 %9, double %8, double %4
  %11 = tail call fast double @llvm.minnum.f64(double %5, double %8)
  %12 = fmul fast double %0, 3.000000e+00
  %13 = tail call fast double @llvm.sin.f64(double %12)
  %14 = fmul fast double %13, 1.100000e+00
  %15 = fcmp fast ogt double %14, %10
  %16 = select nsz i1 %15, double %14, double %10
  %17 = tail call fast double @llvm.minnum.f64(double %11, double %14)
  %18 = fmul fast double %0, 4.000000e+00
  %19 = tail call fast double @llvm.sin.f64(double %18)
  %20 = fmul fast double %19, 1.150000e+00
  %21 = fcmp fast ogt double %20, %16
  %22 = select nsz i1 %21, double %20, double %16
  %23 = tail call fast double @llvm.minnum.f64(double %17, double %20)
  %24 = fmul fast double %0, 5.000000e+00
  %25 = tail call fast double @llvm.sin.f64(double %24)
  %26 = fmul fast double %25, 1.200000e+00
  %27 = fcmp fast ogt double %26, %22
  %28 = select nsz i1 %27, double %26, double %22
  %29 = tail call fast double @llvm.minnum.f64(double %23, double %26)
  %30 = fmul fast double %0, 6.000000e+00
  %31 = tail call fast double @llvm.sin.f64(double %30)
  %32 = fmul fast double %31, 1.250000e+00
  %33 = fcmp fast ogt double %32, %28
  %34 = select nsz i1 %33, double %32, double %28
  %35 = tail call fast double @llvm.minnum.f64(double %29, double %32)
  %36 = fmul fast double %0, 7.000000e+00
  %37 = tail call fast double @llvm.sin.f64(double %36)
  %38 = fmul fast double %37, 1.300000e+00
  %39 = fcmp fast ogt double %38, %34
  %40 = select nsz i1 %39, double %38, double %34
  %41 = tail call fast double @llvm.minnum.f64(double %35, double %38)
  %42 = fmul fast double %0, 8.000000e+00
  %43 = tail call fast double @llvm.sin.f64(double %42)
  %44 = fmul fast double %43, 1.350000e+00
  %45 = fcmp fast ogt double %44, %40
  %46 = select nsz i1 %45, double %44, double %40
  %47 = tail call fast double @llvm.minnum.f64(double %41, double %44)
  %48 = fmul fast double %0, 9.000000e+00
  %49 = tail call fast double @llvm.sin.f64(double %48)
  %50 = fmul fast double %49, 1.400000e+00
  %51 = fcmp fast ogt double %50, %46
  %52 = select nsz i1 %51, double %50, double %46
  %53 = tail call fast double @llvm.minnum.f64(double %47, double %50)
  %54 = fmul fast double %0, 1.000000e+01
  %55 = tail call fast double @llvm.sin.f64(double %54)
  %56 = fmul fast double %55, 1.450000e+00
  %57 = fcmp fast ogt double %56, %52
  %58 = select nsz i1 %57, double %56, double %52
  %59 = tail call fast double @llvm.minnum.f64(double %53, double %56)
  %60 = fmul fast double %0, 1.100000e+01
  %61 = tail call fast double @llvm.sin.f64(double %60)
  %62 = fmul fast double %61, 1.500000e+00
  %63 = fcmp fast ogt double %62, %58
  %64 = select nsz i1 %63, double %62, double %58
  %65 = tail call fast double @llvm.minnum.f64(double %59, double %62)
  %66 = fmul fast double %0, 1.200000e+01
  %67 = tail call fast double @llvm.sin.f64(double %66)
  %68 = fmul fast double %67, 1.550000e+00
  %69 = fcmp fast ogt double %68, %64
  %70 = select nsz i1 %69, double %68, double %64
  %71 = tail call fast double @llvm.minnum.f64(double %65, double %68)
  %72 = fmul fast double %71, 5.000000e-01
  %73 = fsub fast double %70, %72
  ret double %73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_soft(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = tail call fast double @llvm.maxnum.f64(double %0, double %1)
  %4 = fsub fast double %0, %3
  %5 = tail call fast double @llvm.exp.f64(double %4)
  %6 = fsub fast double %1, %3
  %7 = tail call fast double @llvm.exp.f64(double %6)
  %8 = fadd fast double %5, %7
  %9 = tail call fast double @llvm.log.f64(double %8)
  %10 = fadd fast double %9, %3
  ret double %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #5

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
