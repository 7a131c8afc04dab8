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

1:                                                ; preds = %338
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %338
  %8 = phi i64 [ 0, %0 ], [ %339, %338 ]
  %9 = getelementptr inbounds [8 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = trunc nuw nsw i64 %8 to i32
  %12 = uitofp nneg i32 %11 to double
  %13 = tail call double @llvm.fmuladd.f64(double %12, double -2.500000e-01, double 6.000000e-01)
  %14 = tail call double @llvm.fabs.f64(double %10)
  %15 = fcmp ogt double %14, 1.000000e+00
  %16 = select i1 %15, double %14, double 1.000000e+00
  %17 = fmul double %16, 0x3EB0C6F7A0B5ED8D
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %19 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_lib, double noundef %10, i32 noundef %18, double noundef %13) #8
  %20 = insertelement <2 x double> poison, double %10, i64 0
  %21 = insertelement <2 x double> poison, double %10, i64 0
  %22 = insertelement <2 x double> poison, double %17, i64 0
  %23 = insertelement <2 x double> poison, double %17, i64 0
  %24 = fadd <2 x double> %21, %23
  %25 = fsub <2 x double> %20, %22
  %26 = shufflevector <2 x double> %24, <2 x double> %25, <2 x i32> <i32 0, i32 2>
  %27 = insertelement <2 x double> poison, double %13, i64 0
  %28 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer
  %29 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %26, <2 x double> %28)
  %30 = fmul <2 x double> %26, %26
  %31 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %30, <2 x double> %28)
  %32 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %26, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %33 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %32, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %31, <2 x double> %33)
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %36 = fsub <2 x double> %34, %35
  %37 = extractelement <2 x double> %36, i64 0
  %38 = fmul double %17, 2.000000e+00
  %39 = fdiv double %37, %38
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ogt double %40, 1.000000e+00
  %42 = select i1 %41, double %40, double 1.000000e+00
  %43 = fsub double %19, %39
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fmul double %42, 0x3EB0C6F7A0B5ED8D
  %46 = fcmp ole double %44, %45
  %47 = select i1 %46, ptr @.str.10, ptr @.str.11
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %10, double noundef %19, double noundef %39, ptr noundef nonnull %47)
  br i1 %46, label %52, label %49

49:                                               ; preds = %7
  %50 = load i32, ptr @n_fail, align 4, !tbaa !5
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @n_fail, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %7, %49
  %53 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_tern, double noundef %10) #8
  %54 = fcmp ogt <2 x double> %26, <double 5.000000e-01, double 5.000000e-01>
  %55 = fcmp olt <2 x double> %26, <double 2.000000e+00, double 2.000000e+00>
  %56 = fcmp olt <2 x double> %26, <double -8.000000e-01, double -8.000000e-01>
  %57 = select <2 x i1> %54, <2 x double> %26, <2 x double> <double 5.000000e-01, double 5.000000e-01>
  %58 = select <2 x i1> %55, <2 x double> %30, <2 x double> <double 4.000000e+00, double 4.000000e+00>
  %59 = select <2 x i1> %56, <2 x double> <double -8.000000e-01, double -8.000000e-01>, <2 x double> %26
  %60 = fmul <2 x double> %59, %59
  %61 = fmul <2 x double> %59, %60
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> %58, <2 x double> %61)
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %64 = fsub <2 x double> %62, %63
  %65 = extractelement <2 x double> %64, i64 0
  %66 = extractelement <2 x double> %24, i64 0
  %67 = extractelement <2 x double> %25, i64 0
  %68 = fsub double %66, %67
  %69 = fdiv double %65, %68
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = fcmp ogt double %70, 1.000000e+00
  %72 = select i1 %71, double %70, double 1.000000e+00
  %73 = fsub double %53, %69
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fmul double %72, 0x3EB0C6F7A0B5ED8D
  %76 = fcmp ole double %74, %75
  %77 = select i1 %76, ptr @.str.10, ptr @.str.11
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %10, double noundef %53, double noundef %69, ptr noundef nonnull %77)
  br i1 %76, label %82, label %79

79:                                               ; preds = %52
  %80 = load i32, ptr @n_fail, align 4, !tbaa !5
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr @n_fail, align 4, !tbaa !5
  br label %82

82:                                               ; preds = %52, %79
  %83 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_abs, double noundef %10) #8
  %84 = fmul double %66, 2.000000e+00
  %85 = tail call double @sin(double noundef %84) #8
  %86 = fadd <2 x double> %26, <double -1.000000e+00, double -1.000000e+00>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %26, <2 x double> <double -2.000000e+00, double -2.000000e+00>)
  %88 = fmul double %67, 2.000000e+00
  %89 = tail call double @sin(double noundef %88) #8
  %90 = insertelement <2 x double> poison, double %85, i64 0
  %91 = insertelement <2 x double> %90, double %89, i64 1
  %92 = fcmp olt <2 x double> %91, zeroinitializer
  %93 = fneg <2 x double> %91
  %94 = select <2 x i1> %92, <2 x double> %93, <2 x double> %91
  %95 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %86)
  %96 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> %26, <2 x double> %94)
  %97 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %87)
  %98 = fadd <2 x double> %97, %96
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %100 = fsub <2 x double> %98, %99
  %101 = extractelement <2 x double> %100, i64 0
  %102 = fdiv double %101, %68
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = fcmp ogt double %103, 1.000000e+00
  %105 = select i1 %104, double %103, double 1.000000e+00
  %106 = fsub double %83, %102
  %107 = tail call double @llvm.fabs.f64(double %106)
  %108 = fmul double %105, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp ole double %107, %108
  %110 = select i1 %109, ptr @.str.10, ptr @.str.11
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %10, double noundef %83, double noundef %102, ptr noundef nonnull %110)
  br i1 %109, label %115, label %112

112:                                              ; preds = %82
  %113 = load i32, ptr @n_fail, align 4, !tbaa !5
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @n_fail, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %82, %112
  %116 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_copysign, double noundef %10) #8
  %117 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %26, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %118 = fadd <2 x double> %26, <double -3.000000e-01, double -3.000000e-01>
  %119 = fadd <2 x double> %26, <double 1.000000e+00, double 1.000000e+00>
  %120 = tail call double @exp(double noundef %66) #8
  %121 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %26)
  %122 = tail call double @exp(double noundef %67) #8
  %123 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> %117, <2 x double> %118)
  %124 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> %119)
  %125 = insertelement <2 x double> poison, double %120, i64 0
  %126 = insertelement <2 x double> %125, double %122, i64 1
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %126, <2 x double> %123)
  %128 = fsub <2 x double> %127, %121
  %129 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %130 = fsub <2 x double> %128, %129
  %131 = extractelement <2 x double> %130, i64 0
  %132 = fdiv double %131, %68
  %133 = tail call double @llvm.fabs.f64(double %132)
  %134 = fcmp ogt double %133, 1.000000e+00
  %135 = select i1 %134, double %133, double 1.000000e+00
  %136 = fsub double %116, %132
  %137 = tail call double @llvm.fabs.f64(double %136)
  %138 = fmul double %135, 0x3EB0C6F7A0B5ED8D
  %139 = fcmp ole double %137, %138
  %140 = select i1 %139, ptr @.str.10, ptr @.str.11
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %10, double noundef %116, double noundef %132, ptr noundef nonnull %140)
  br i1 %139, label %145, label %142

142:                                              ; preds = %115
  %143 = load i32, ptr @n_fail, align 4, !tbaa !5
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr @n_fail, align 4, !tbaa !5
  br label %145

145:                                              ; preds = %115, %142
  %146 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_clamp, double noundef %10) #8
  %147 = fcmp olt <2 x double> %26, <double -5.000000e-01, double -5.000000e-01>
  %148 = fcmp ogt <2 x double> %26, <double 1.500000e+00, double 1.500000e+00>
  %149 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %26, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %150 = select <2 x i1> %148, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %26
  %151 = select <2 x i1> %147, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> %150
  %152 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %149, <2 x double> <double 1.500000e+00, double 1.500000e+00>)
  %153 = fmul <2 x double> %151, %151
  %154 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> %26, <2 x double> %153)
  %155 = shufflevector <2 x double> %154, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %156 = fsub <2 x double> %154, %155
  %157 = extractelement <2 x double> %156, i64 0
  %158 = fdiv double %157, %68
  %159 = tail call double @llvm.fabs.f64(double %158)
  %160 = fcmp ogt double %159, 1.000000e+00
  %161 = select i1 %160, double %159, double 1.000000e+00
  %162 = fsub double %146, %158
  %163 = tail call double @llvm.fabs.f64(double %162)
  %164 = fmul double %161, 0x3EB0C6F7A0B5ED8D
  %165 = fcmp ole double %163, %164
  %166 = select i1 %165, ptr @.str.10, ptr @.str.11
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %10, double noundef %146, double noundef %158, ptr noundef nonnull %166)
  br i1 %165, label %171, label %168

168:                                              ; preds = %145
  %169 = load i32, ptr @n_fail, align 4, !tbaa !5
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr @n_fail, align 4, !tbaa !5
  br label %171

171:                                              ; preds = %145, %168
  %172 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_loop, double noundef %10) #8
  %173 = tail call double @sin(double noundef %66) #8
  %174 = tail call double @sin(double noundef %84) #8
  %175 = fmul double %66, 3.000000e+00
  %176 = tail call double @sin(double noundef %175) #8
  %177 = fmul double %66, 4.000000e+00
  %178 = tail call double @sin(double noundef %177) #8
  %179 = fmul double %66, 5.000000e+00
  %180 = tail call double @sin(double noundef %179) #8
  %181 = fmul double %66, 6.000000e+00
  %182 = tail call double @sin(double noundef %181) #8
  %183 = fmul double %66, 7.000000e+00
  %184 = tail call double @sin(double noundef %183) #8
  %185 = fmul double %66, 8.000000e+00
  %186 = tail call double @sin(double noundef %185) #8
  %187 = fmul double %66, 9.000000e+00
  %188 = tail call double @sin(double noundef %187) #8
  %189 = fmul double %66, 1.000000e+01
  %190 = tail call double @sin(double noundef %189) #8
  %191 = fmul double %66, 1.100000e+01
  %192 = tail call double @sin(double noundef %191) #8
  %193 = fmul double %66, 1.200000e+01
  %194 = tail call double @sin(double noundef %193) #8
  %195 = tail call double @sin(double noundef %67) #8
  %196 = insertelement <2 x double> poison, double %173, i64 0
  %197 = insertelement <2 x double> %196, double %195, i64 1
  %198 = fcmp ogt <2 x double> %197, <double -1.000000e+03, double -1.000000e+03>
  %199 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %197, <2 x double> <double 1.000000e+03, double 1.000000e+03>)
  %200 = tail call double @sin(double noundef %88) #8
  %201 = fmul double %67, 3.000000e+00
  %202 = tail call double @sin(double noundef %201) #8
  %203 = fmul double %67, 4.000000e+00
  %204 = tail call double @sin(double noundef %203) #8
  %205 = fmul double %67, 5.000000e+00
  %206 = tail call double @sin(double noundef %205) #8
  %207 = fmul double %67, 6.000000e+00
  %208 = tail call double @sin(double noundef %207) #8
  %209 = fmul double %67, 7.000000e+00
  %210 = tail call double @sin(double noundef %209) #8
  %211 = fmul double %67, 8.000000e+00
  %212 = tail call double @sin(double noundef %211) #8
  %213 = fmul double %67, 9.000000e+00
  %214 = tail call double @sin(double noundef %213) #8
  %215 = fmul double %67, 1.000000e+01
  %216 = tail call double @sin(double noundef %215) #8
  %217 = fmul double %67, 1.100000e+01
  %218 = tail call double @sin(double noundef %217) #8
  %219 = fmul double %67, 1.200000e+01
  %220 = tail call double @sin(double noundef %219) #8
  %221 = insertelement <2 x double> poison, double %176, i64 0
  %222 = insertelement <2 x double> %221, double %202, i64 1
  %223 = fmul <2 x double> %222, <double 1.100000e+00, double 1.100000e+00>
  %224 = insertelement <2 x double> poison, double %178, i64 0
  %225 = insertelement <2 x double> %224, double %204, i64 1
  %226 = fmul <2 x double> %225, <double 1.150000e+00, double 1.150000e+00>
  %227 = insertelement <2 x double> poison, double %180, i64 0
  %228 = insertelement <2 x double> %227, double %206, i64 1
  %229 = fmul <2 x double> %228, <double 1.200000e+00, double 1.200000e+00>
  %230 = insertelement <2 x double> poison, double %182, i64 0
  %231 = insertelement <2 x double> %230, double %208, i64 1
  %232 = fmul <2 x double> %231, <double 1.250000e+00, double 1.250000e+00>
  %233 = insertelement <2 x double> poison, double %184, i64 0
  %234 = insertelement <2 x double> %233, double %210, i64 1
  %235 = fmul <2 x double> %234, <double 1.300000e+00, double 1.300000e+00>
  %236 = select <2 x i1> %198, <2 x double> %197, <2 x double> <double -1.000000e+03, double -1.000000e+03>
  %237 = insertelement <2 x double> poison, double %174, i64 0
  %238 = insertelement <2 x double> %237, double %200, i64 1
  %239 = fmul <2 x double> %238, <double 1.050000e+00, double 1.050000e+00>
  %240 = fcmp ogt <2 x double> %239, %236
  %241 = select <2 x i1> %240, <2 x double> %239, <2 x double> %236
  %242 = fcmp ogt <2 x double> %223, %241
  %243 = select <2 x i1> %242, <2 x double> %223, <2 x double> %241
  %244 = fcmp ogt <2 x double> %226, %243
  %245 = select <2 x i1> %244, <2 x double> %226, <2 x double> %243
  %246 = fcmp ogt <2 x double> %229, %245
  %247 = select <2 x i1> %246, <2 x double> %229, <2 x double> %245
  %248 = fcmp ogt <2 x double> %232, %247
  %249 = select <2 x i1> %248, <2 x double> %232, <2 x double> %247
  %250 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %199, <2 x double> %239)
  %251 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %250, <2 x double> %223)
  %252 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %251, <2 x double> %226)
  %253 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %252, <2 x double> %229)
  %254 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %253, <2 x double> %232)
  %255 = fcmp ogt <2 x double> %235, %249
  %256 = select <2 x i1> %255, <2 x double> %235, <2 x double> %249
  %257 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %254, <2 x double> %235)
  %258 = insertelement <2 x double> poison, double %186, i64 0
  %259 = insertelement <2 x double> %258, double %212, i64 1
  %260 = fmul <2 x double> %259, <double 1.350000e+00, double 1.350000e+00>
  %261 = fcmp ogt <2 x double> %260, %256
  %262 = select <2 x i1> %261, <2 x double> %260, <2 x double> %256
  %263 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %257, <2 x double> %260)
  %264 = insertelement <2 x double> poison, double %188, i64 0
  %265 = insertelement <2 x double> %264, double %214, i64 1
  %266 = fmul <2 x double> %265, <double 1.400000e+00, double 1.400000e+00>
  %267 = fcmp ogt <2 x double> %266, %262
  %268 = select <2 x i1> %267, <2 x double> %266, <2 x double> %262
  %269 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %263, <2 x double> %266)
  %270 = insertelement <2 x double> poison, double %190, i64 0
  %271 = insertelement <2 x double> %270, double %216, i64 1
  %272 = fmul <2 x double> %271, <double 1.450000e+00, double 1.450000e+00>
  %273 = fcmp ogt <2 x double> %272, %268
  %274 = select <2 x i1> %273, <2 x double> %272, <2 x double> %268
  %275 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %269, <2 x double> %272)
  %276 = insertelement <2 x double> poison, double %192, i64 0
  %277 = insertelement <2 x double> %276, double %218, i64 1
  %278 = fmul <2 x double> %277, <double 1.500000e+00, double 1.500000e+00>
  %279 = fcmp ogt <2 x double> %278, %274
  %280 = select <2 x i1> %279, <2 x double> %278, <2 x double> %274
  %281 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %275, <2 x double> %278)
  %282 = insertelement <2 x double> poison, double %194, i64 0
  %283 = insertelement <2 x double> %282, double %220, i64 1
  %284 = fmul <2 x double> %283, <double 1.550000e+00, double 1.550000e+00>
  %285 = fcmp ogt <2 x double> %284, %280
  %286 = select <2 x i1> %285, <2 x double> %284, <2 x double> %280
  %287 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %281, <2 x double> %284)
  %288 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> %286)
  %289 = shufflevector <2 x double> %288, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %290 = fsub <2 x double> %288, %289
  %291 = extractelement <2 x double> %290, i64 0
  %292 = fdiv double %291, %68
  %293 = tail call double @llvm.fabs.f64(double %292)
  %294 = fcmp ogt double %293, 1.000000e+00
  %295 = select i1 %294, double %293, double 1.000000e+00
  %296 = fsub double %172, %292
  %297 = tail call double @llvm.fabs.f64(double %296)
  %298 = fmul double %295, 0x3EB0C6F7A0B5ED8D
  %299 = fcmp ole double %297, %298
  %300 = select i1 %299, ptr @.str.10, ptr @.str.11
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %10, double noundef %172, double noundef %292, ptr noundef nonnull %300)
  br i1 %299, label %305, label %302

302:                                              ; preds = %171
  %303 = load i32, ptr @n_fail, align 4, !tbaa !5
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr @n_fail, align 4, !tbaa !5
  br label %305

305:                                              ; preds = %171, %302
  %306 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %307 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_soft, double noundef %10, i32 noundef %306, double noundef %13) #8
  %308 = tail call double @llvm.maxnum.f64(double %66, double %13)
  %309 = fsub double %66, %308
  %310 = tail call double @exp(double noundef %309) #8
  %311 = fsub double %13, %308
  %312 = tail call double @exp(double noundef %311) #8
  %313 = fadd double %310, %312
  %314 = tail call double @log(double noundef %313) #8
  %315 = fadd double %308, %314
  %316 = tail call double @llvm.maxnum.f64(double %67, double %13)
  %317 = fsub double %67, %316
  %318 = tail call double @exp(double noundef %317) #8
  %319 = fsub double %13, %316
  %320 = tail call double @exp(double noundef %319) #8
  %321 = fadd double %318, %320
  %322 = tail call double @log(double noundef %321) #8
  %323 = fadd double %316, %322
  %324 = fsub double %315, %323
  %325 = fdiv double %324, %38
  %326 = tail call double @llvm.fabs.f64(double %325)
  %327 = fcmp ogt double %326, 1.000000e+00
  %328 = select i1 %327, double %326, double 1.000000e+00
  %329 = fsub double %307, %325
  %330 = tail call double @llvm.fabs.f64(double %329)
  %331 = fmul double %328, 0x3EB0C6F7A0B5ED8D
  %332 = fcmp ole double %330, %331
  %333 = select i1 %332, ptr @.str.10, ptr @.str.11
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %10, double noundef %307, double noundef %325, ptr noundef nonnull %333)
  br i1 %332, label %338, label %335

335:                                              ; preds = %305
  %336 = load i32, ptr @n_fail, align 4, !tbaa !5
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %305, %335
  %339 = add nuw nsw i64 %8, 1
  %340 = icmp eq i64 %339, 8
  br i1 %340, label %1, label %7, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @m_lib(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @llvm.minnum.f64(double %0, double %1)
  %4 = fmul double %0, %0
  %5 = tail call double @llvm.maxnum.f64(double %4, double %1)
  %6 = tail call double @llvm.minnum.f64(double %0, double 1.000000e+00)
  %7 = tail call double @llvm.maxnum.f64(double %6, double -1.000000e+00)
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %7)
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @m_tern(double noundef %0) #3 {
  %2 = fcmp ogt double %0, 5.000000e-01
  %3 = select i1 %2, double %0, double 5.000000e-01
  %4 = fcmp olt double %0, 2.000000e+00
  %5 = fmul double %0, %0
  %6 = select i1 %4, double %5, double 4.000000e+00
  %7 = fcmp olt double %0, -8.000000e-01
  %8 = select i1 %7, double -8.000000e-01, double %0
  %9 = fmul double %8, %8
  %10 = fmul double %8, %9
  %11 = tail call double @llvm.fmuladd.f64(double %3, double %6, double %10)
  ret double %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @m_abs(double noundef %0) #4 {
  %2 = fmul double %0, 2.000000e+00
  %3 = tail call double @sin(double noundef %2) #8
  %4 = fcmp olt double %3, 0.000000e+00
  %5 = fneg double %3
  %6 = select i1 %4, double %5, double %3
  %7 = fadd double %0, -1.000000e+00
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %0, double %6)
  %10 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -2.000000e+00)
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fadd double %11, %9
  ret double %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @m_copysign(double noundef %0) #4 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = fadd double %0, -3.000000e-01
  %4 = tail call double @llvm.copysign.f64(double %2, double %3)
  %5 = fadd double %0, 1.000000e+00
  %6 = tail call double @llvm.copysign.f64(double 1.000000e+00, double %5)
  %7 = tail call double @exp(double noundef %0) #8
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %7, double %4)
  %9 = tail call double @llvm.fabs.f64(double %0)
  %10 = fsub double %8, %9
  ret double %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @m_clamp(double noundef %0) #3 {
  %2 = fcmp olt double %0, -5.000000e-01
  %3 = fcmp ogt double %0, 1.500000e+00
  %4 = select i1 %3, double 1.500000e+00, double %0
  %5 = select i1 %2, double -5.000000e-01, double %4
  %6 = tail call double @llvm.maxnum.f64(double %0, double -5.000000e-01)
  %7 = tail call double @llvm.minnum.f64(double %6, double 1.500000e+00)
  %8 = fmul double %5, %5
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %0, double %8)
  ret double %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @m_loop(double noundef %0) #4 {
  %2 = tail call double @sin(double noundef %0) #8
  %3 = fcmp ogt double %2, -1.000000e+03
  %4 = select i1 %3, double %2, double -1.000000e+03
  %5 = tail call double @llvm.minnum.f64(double %2, double 1.000000e+03)
  %6 = fmul double %0, 2.000000e+00
  %7 = tail call double @sin(double noundef %6) #8
  %8 = fmul double %7, 1.050000e+00
  %9 = fcmp ogt double %8, %4
  %10 = select i1 %9, double %8, double %4
  %11 = tail call double @llvm.minnum.f64(double %5, double %8)
  %12 = fmul double %0, 3.000000e+00
  %13 = tail call double @sin(double noundef %12) #8
  %14 = fmul double %13, 1.100000e+00
  %15 = fcmp ogt double %14, %10
  %16 = select i1 %15, double %14, double %10
  %17 = tail call double @llvm.minnum.f64(double %11, double %14)
  %18 = fmul double %0, 4.000000e+00
  %19 = tail call double @sin(double noundef %18) #8
  %20 = fmul double %19, 1.150000e+00
  %21 = fcmp ogt double %20, %16
  %22 = select i1 %21, double %20, double %16
  %23 = tail call double @llvm.minnum.f64(double %17, double %20)
  %24 = fmul double %0, 5.000000e+00
  %25 = tail call double @sin(double noundef %24) #8
  %26 = fmul double %25, 1.200000e+00
  %27 = fcmp ogt double %26, %22
  %28 = select i1 %27, double %26, double %22
  %29 = tail call double @llvm.minnum.f64(double %23, double %26)
  %30 = fmul double %0, 6.000000e+00
  %31 = tail call double @sin(double noundef %30) #8
  %32 = fmul double %31, 1.250000e+00
  %33 = fcmp ogt double %32, %28
  %34 = select i1 %33, double %32, double %28
  %35 = tail call double @llvm.minnum.f64(double %29, double %32)
  %36 = fmul double %0, 7.000000e+00
  %37 = tail call double @sin(double noundef %36) #8
  %38 = fmul double %37, 1.300000e+00
  %39 = fcmp ogt double %38, %34
  %40 = select i1 %39, double %38, double %34
  %41 = tail call double @llvm.minnum.f64(double %35, double %38)
  %42 = fmul double %0, 8.000000e+00
  %43 = tail call double @sin(double noundef %42) #8
  %44 = fmul double %43, 1.350000e+00
  %45 = fcmp ogt double %44, %40
  %46 = select i1 %45, double %44, double %40
  %47 = tail call double @llvm.minnum.f64(double %41, double %44)
  %48 = fmul double %0, 9.000000e+00
  %49 = tail call double @sin(double noundef %48) #8
  %50 = fmul double %49, 1.400000e+00
  %51 = fcmp ogt double %50, %46
  %52 = select i1 %51, double %50, double %46
  %53 = tail call double @llvm.minnum.f64(double %47, double %50)
  %54 = fmul double %0, 1.000000e+01
  %55 = tail call double @sin(double noundef %54) #8
  %56 = fmul double %55, 1.450000e+00
  %57 = fcmp ogt double %56, %52
  %58 = select i1 %57, double %56, double %52
  %59 = tail call double @llvm.minnum.f64(double %53, double %56)
  %60 = fmul double %0, 1.100000e+01
  %61 = tail call double @sin(double noundef %60) #8
  %62 = fmul double %61, 1.500000e+00
  %63 = fcmp ogt double %62, %58
  %64 = select i1 %63, double %62, double %58
  %65 = tail call double @llvm.minnum.f64(double %59, double %62)
  %66 = fmul double %0, 1.200000e+01
  %67 = tail call double @sin(double noundef %66) #8
  %68 = fmul double %67, 1.550000e+00
  %69 = fcmp ogt double %68, %64
  %70 = select i1 %69, double %68, double %64
  %71 = tail call double @llvm.minnum.f64(double %65, double %68)
  %72 = tail call double @llvm.fmuladd.f64(double %71, double -5.000000e-01, double %70)
  ret double %72
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @m_soft(double noundef %0, double noundef %1) #4 {
  %3 = tail call double @llvm.maxnum.f64(double %0, double %1)
  %4 = fsub double %0, %3
  %5 = tail call double @exp(double noundef %4) #8
  %6 = fsub double %1, %3
  %7 = tail call double @exp(double noundef %6) #8
  %8 = fadd double %5, %7
  %9 = tail call double @log(double noundef %8) #8
  %10 = fadd double %3, %9
  ret double %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
