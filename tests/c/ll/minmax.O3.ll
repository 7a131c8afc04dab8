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
  br label %21

15:                                               ; preds = %422
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %16)
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %422
  %22 = phi i64 [ 0, %0 ], [ %423, %422 ]
  %23 = getelementptr inbounds [8 x double], ptr @main.xs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = trunc nuw nsw i64 %22 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double -2.500000e-01, double 6.000000e-01)
  %28 = tail call double @llvm.fabs.f64(double %24)
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  %31 = fmul double %30, 0x3EB0C6F7A0B5ED8D
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %33 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_lib, double noundef %24, i32 noundef %32, double noundef %27) #9
  %34 = insertelement <2 x double> poison, double %24, i64 0
  %35 = insertelement <2 x double> poison, double %24, i64 0
  %36 = insertelement <2 x double> poison, double %31, i64 0
  %37 = insertelement <2 x double> poison, double %31, i64 0
  %38 = fadd <2 x double> %35, %37
  %39 = fsub <2 x double> %34, %36
  %40 = shufflevector <2 x double> %38, <2 x double> %39, <2 x i32> <i32 0, i32 2>
  %41 = insertelement <2 x double> poison, double %27, i64 0
  %42 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> zeroinitializer
  %43 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %40, <2 x double> %42)
  %44 = fmul <2 x double> %40, %40
  %45 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %44, <2 x double> %42)
  %46 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %40, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %47 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %46, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %45, <2 x double> %47)
  %49 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %50 = fsub <2 x double> %48, %49
  %51 = extractelement <2 x double> %50, i64 0
  %52 = fmul double %31, 2.000000e+00
  %53 = fdiv double %51, %52
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fcmp ogt double %54, 1.000000e+00
  %56 = select i1 %55, double %54, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %33, ptr %14, align 8, !tbaa !9
  %57 = load volatile double, ptr %14, align 8, !tbaa !9
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %59, label %71, label %60

60:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %53, ptr %13, align 8, !tbaa !9
  %61 = load volatile double, ptr %13, align 8, !tbaa !9
  %62 = tail call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %63, label %71, label %64

64:                                               ; preds = %60
  %65 = fsub double %33, %53
  %66 = tail call double @llvm.fabs.f64(double %65)
  %67 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp ole double %66, %67
  %69 = select i1 %68, ptr @.str.10, ptr @.str.11
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %33, double noundef %53, ptr noundef nonnull %69)
  br i1 %68, label %76, label %73

71:                                               ; preds = %60, %21
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %33, double noundef %53, ptr noundef nonnull @.str.11)
  br label %73

73:                                               ; preds = %71, %64
  %74 = load i32, ptr @n_fail, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr @n_fail, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %64, %73
  %77 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_tern, double noundef %24) #9
  %78 = fcmp ogt <2 x double> %40, <double 5.000000e-01, double 5.000000e-01>
  %79 = fcmp olt <2 x double> %40, <double 2.000000e+00, double 2.000000e+00>
  %80 = fcmp olt <2 x double> %40, <double -8.000000e-01, double -8.000000e-01>
  %81 = select <2 x i1> %78, <2 x double> %40, <2 x double> <double 5.000000e-01, double 5.000000e-01>
  %82 = select <2 x i1> %79, <2 x double> %44, <2 x double> <double 4.000000e+00, double 4.000000e+00>
  %83 = select <2 x i1> %80, <2 x double> <double -8.000000e-01, double -8.000000e-01>, <2 x double> %40
  %84 = fmul <2 x double> %83, %83
  %85 = fmul <2 x double> %83, %84
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> %82, <2 x double> %85)
  %87 = shufflevector <2 x double> %86, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %88 = fsub <2 x double> %86, %87
  %89 = extractelement <2 x double> %88, i64 0
  %90 = extractelement <2 x double> %38, i64 0
  %91 = extractelement <2 x double> %39, i64 0
  %92 = fsub double %90, %91
  %93 = fdiv double %89, %92
  %94 = tail call double @llvm.fabs.f64(double %93)
  %95 = fcmp ogt double %94, 1.000000e+00
  %96 = select i1 %95, double %94, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %77, ptr %12, align 8, !tbaa !9
  %97 = load volatile double, ptr %12, align 8, !tbaa !9
  %98 = tail call double @llvm.fabs.f64(double %97)
  %99 = fcmp ueq double %98, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %99, label %111, label %100

100:                                              ; preds = %76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %93, ptr %11, align 8, !tbaa !9
  %101 = load volatile double, ptr %11, align 8, !tbaa !9
  %102 = tail call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %103, label %111, label %104

104:                                              ; preds = %100
  %105 = fsub double %77, %93
  %106 = tail call double @llvm.fabs.f64(double %105)
  %107 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %108 = fcmp ole double %106, %107
  %109 = select i1 %108, ptr @.str.10, ptr @.str.11
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %77, double noundef %93, ptr noundef nonnull %109)
  br i1 %108, label %116, label %113

111:                                              ; preds = %100, %76
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %77, double noundef %93, ptr noundef nonnull @.str.11)
  br label %113

113:                                              ; preds = %111, %104
  %114 = load i32, ptr @n_fail, align 4, !tbaa !5
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr @n_fail, align 4, !tbaa !5
  br label %116

116:                                              ; preds = %104, %113
  %117 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_abs, double noundef %24) #9
  %118 = fmul double %90, 2.000000e+00
  %119 = tail call double @sin(double noundef %118) #9
  %120 = fadd <2 x double> %40, <double -1.000000e+00, double -1.000000e+00>
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> %40, <2 x double> <double -2.000000e+00, double -2.000000e+00>)
  %122 = fmul double %91, 2.000000e+00
  %123 = tail call double @sin(double noundef %122) #9
  %124 = insertelement <2 x double> poison, double %119, i64 0
  %125 = insertelement <2 x double> %124, double %123, i64 1
  %126 = fcmp olt <2 x double> %125, zeroinitializer
  %127 = fneg <2 x double> %125
  %128 = select <2 x i1> %126, <2 x double> %127, <2 x double> %125
  %129 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %120)
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> %40, <2 x double> %128)
  %131 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %121)
  %132 = fadd <2 x double> %131, %130
  %133 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %134 = fsub <2 x double> %132, %133
  %135 = extractelement <2 x double> %134, i64 0
  %136 = fdiv double %135, %92
  %137 = tail call double @llvm.fabs.f64(double %136)
  %138 = fcmp ogt double %137, 1.000000e+00
  %139 = select i1 %138, double %137, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %117, ptr %10, align 8, !tbaa !9
  %140 = load volatile double, ptr %10, align 8, !tbaa !9
  %141 = tail call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %142, label %154, label %143

143:                                              ; preds = %116
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %136, ptr %9, align 8, !tbaa !9
  %144 = load volatile double, ptr %9, align 8, !tbaa !9
  %145 = tail call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %146, label %154, label %147

147:                                              ; preds = %143
  %148 = fsub double %117, %136
  %149 = tail call double @llvm.fabs.f64(double %148)
  %150 = fmul double %139, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp ole double %149, %150
  %152 = select i1 %151, ptr @.str.10, ptr @.str.11
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %24, double noundef %117, double noundef %136, ptr noundef nonnull %152)
  br i1 %151, label %159, label %156

154:                                              ; preds = %143, %116
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %24, double noundef %117, double noundef %136, ptr noundef nonnull @.str.11)
  br label %156

156:                                              ; preds = %154, %147
  %157 = load i32, ptr @n_fail, align 4, !tbaa !5
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @n_fail, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %147, %156
  %160 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_copysign, double noundef %24) #9
  %161 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> %40, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %162 = fadd <2 x double> %40, <double -3.000000e-01, double -3.000000e-01>
  %163 = fadd <2 x double> %40, <double 1.000000e+00, double 1.000000e+00>
  %164 = tail call double @exp(double noundef %90) #9
  %165 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %40)
  %166 = tail call double @exp(double noundef %91) #9
  %167 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> %161, <2 x double> %162)
  %168 = tail call <2 x double> @llvm.copysign.v2f64(<2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> %163)
  %169 = insertelement <2 x double> poison, double %164, i64 0
  %170 = insertelement <2 x double> %169, double %166, i64 1
  %171 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> %170, <2 x double> %167)
  %172 = fsub <2 x double> %171, %165
  %173 = shufflevector <2 x double> %172, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %174 = fsub <2 x double> %172, %173
  %175 = extractelement <2 x double> %174, i64 0
  %176 = fdiv double %175, %92
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fcmp ogt double %177, 1.000000e+00
  %179 = select i1 %178, double %177, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %160, ptr %8, align 8, !tbaa !9
  %180 = load volatile double, ptr %8, align 8, !tbaa !9
  %181 = tail call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %182, label %194, label %183

183:                                              ; preds = %159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %176, ptr %7, align 8, !tbaa !9
  %184 = load volatile double, ptr %7, align 8, !tbaa !9
  %185 = tail call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %186, label %194, label %187

187:                                              ; preds = %183
  %188 = fsub double %160, %176
  %189 = tail call double @llvm.fabs.f64(double %188)
  %190 = fmul double %179, 0x3EB0C6F7A0B5ED8D
  %191 = fcmp ole double %189, %190
  %192 = select i1 %191, ptr @.str.10, ptr @.str.11
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %24, double noundef %160, double noundef %176, ptr noundef nonnull %192)
  br i1 %191, label %199, label %196

194:                                              ; preds = %183, %159
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %24, double noundef %160, double noundef %176, ptr noundef nonnull @.str.11)
  br label %196

196:                                              ; preds = %194, %187
  %197 = load i32, ptr @n_fail, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %187, %196
  %200 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_clamp, double noundef %24) #9
  %201 = fcmp olt <2 x double> %40, <double -5.000000e-01, double -5.000000e-01>
  %202 = fcmp ogt <2 x double> %40, <double 1.500000e+00, double 1.500000e+00>
  %203 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %40, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %204 = select <2 x i1> %202, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %40
  %205 = select <2 x i1> %201, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> %204
  %206 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %203, <2 x double> <double 1.500000e+00, double 1.500000e+00>)
  %207 = fmul <2 x double> %205, %205
  %208 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> %40, <2 x double> %207)
  %209 = shufflevector <2 x double> %208, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %210 = fsub <2 x double> %208, %209
  %211 = extractelement <2 x double> %210, i64 0
  %212 = fdiv double %211, %92
  %213 = tail call double @llvm.fabs.f64(double %212)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %200, ptr %6, align 8, !tbaa !9
  %216 = load volatile double, ptr %6, align 8, !tbaa !9
  %217 = tail call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %218, label %230, label %219

219:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %212, ptr %5, align 8, !tbaa !9
  %220 = load volatile double, ptr %5, align 8, !tbaa !9
  %221 = tail call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %222, label %230, label %223

223:                                              ; preds = %219
  %224 = fsub double %200, %212
  %225 = tail call double @llvm.fabs.f64(double %224)
  %226 = fmul double %215, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp ole double %225, %226
  %228 = select i1 %227, ptr @.str.10, ptr @.str.11
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %200, double noundef %212, ptr noundef nonnull %228)
  br i1 %227, label %235, label %232

230:                                              ; preds = %219, %199
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %200, double noundef %212, ptr noundef nonnull @.str.11)
  br label %232

232:                                              ; preds = %230, %223
  %233 = load i32, ptr @n_fail, align 4, !tbaa !5
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr @n_fail, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %223, %232
  %236 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_loop, double noundef %24) #9
  %237 = tail call double @sin(double noundef %90) #9
  %238 = tail call double @sin(double noundef %118) #9
  %239 = fmul double %90, 3.000000e+00
  %240 = tail call double @sin(double noundef %239) #9
  %241 = fmul double %90, 4.000000e+00
  %242 = tail call double @sin(double noundef %241) #9
  %243 = fmul double %90, 5.000000e+00
  %244 = tail call double @sin(double noundef %243) #9
  %245 = fmul double %90, 6.000000e+00
  %246 = tail call double @sin(double noundef %245) #9
  %247 = fmul double %90, 7.000000e+00
  %248 = tail call double @sin(double noundef %247) #9
  %249 = fmul double %90, 8.000000e+00
  %250 = tail call double @sin(double noundef %249) #9
  %251 = fmul double %90, 9.000000e+00
  %252 = tail call double @sin(double noundef %251) #9
  %253 = fmul double %90, 1.000000e+01
  %254 = tail call double @sin(double noundef %253) #9
  %255 = fmul double %90, 1.100000e+01
  %256 = tail call double @sin(double noundef %255) #9
  %257 = fmul double %90, 1.200000e+01
  %258 = tail call double @sin(double noundef %257) #9
  %259 = tail call double @sin(double noundef %91) #9
  %260 = insertelement <2 x double> poison, double %237, i64 0
  %261 = insertelement <2 x double> %260, double %259, i64 1
  %262 = fcmp ogt <2 x double> %261, <double -1.000000e+03, double -1.000000e+03>
  %263 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %261, <2 x double> <double 1.000000e+03, double 1.000000e+03>)
  %264 = tail call double @sin(double noundef %122) #9
  %265 = fmul double %91, 3.000000e+00
  %266 = tail call double @sin(double noundef %265) #9
  %267 = fmul double %91, 4.000000e+00
  %268 = tail call double @sin(double noundef %267) #9
  %269 = fmul double %91, 5.000000e+00
  %270 = tail call double @sin(double noundef %269) #9
  %271 = fmul double %91, 6.000000e+00
  %272 = tail call double @sin(double noundef %271) #9
  %273 = fmul double %91, 7.000000e+00
  %274 = tail call double @sin(double noundef %273) #9
  %275 = fmul double %91, 8.000000e+00
  %276 = tail call double @sin(double noundef %275) #9
  %277 = fmul double %91, 9.000000e+00
  %278 = tail call double @sin(double noundef %277) #9
  %279 = fmul double %91, 1.000000e+01
  %280 = tail call double @sin(double noundef %279) #9
  %281 = fmul double %91, 1.100000e+01
  %282 = tail call double @sin(double noundef %281) #9
  %283 = fmul double %91, 1.200000e+01
  %284 = tail call double @sin(double noundef %283) #9
  %285 = insertelement <2 x double> poison, double %240, i64 0
  %286 = insertelement <2 x double> %285, double %266, i64 1
  %287 = fmul <2 x double> %286, <double 1.100000e+00, double 1.100000e+00>
  %288 = insertelement <2 x double> poison, double %242, i64 0
  %289 = insertelement <2 x double> %288, double %268, i64 1
  %290 = fmul <2 x double> %289, <double 1.150000e+00, double 1.150000e+00>
  %291 = insertelement <2 x double> poison, double %244, i64 0
  %292 = insertelement <2 x double> %291, double %270, i64 1
  %293 = fmul <2 x double> %292, <double 1.200000e+00, double 1.200000e+00>
  %294 = insertelement <2 x double> poison, double %246, i64 0
  %295 = insertelement <2 x double> %294, double %272, i64 1
  %296 = fmul <2 x double> %295, <double 1.250000e+00, double 1.250000e+00>
  %297 = insertelement <2 x double> poison, double %248, i64 0
  %298 = insertelement <2 x double> %297, double %274, i64 1
  %299 = fmul <2 x double> %298, <double 1.300000e+00, double 1.300000e+00>
  %300 = select <2 x i1> %262, <2 x double> %261, <2 x double> <double -1.000000e+03, double -1.000000e+03>
  %301 = insertelement <2 x double> poison, double %238, i64 0
  %302 = insertelement <2 x double> %301, double %264, i64 1
  %303 = fmul <2 x double> %302, <double 1.050000e+00, double 1.050000e+00>
  %304 = fcmp ogt <2 x double> %303, %300
  %305 = select <2 x i1> %304, <2 x double> %303, <2 x double> %300
  %306 = fcmp ogt <2 x double> %287, %305
  %307 = select <2 x i1> %306, <2 x double> %287, <2 x double> %305
  %308 = fcmp ogt <2 x double> %290, %307
  %309 = select <2 x i1> %308, <2 x double> %290, <2 x double> %307
  %310 = fcmp ogt <2 x double> %293, %309
  %311 = select <2 x i1> %310, <2 x double> %293, <2 x double> %309
  %312 = fcmp ogt <2 x double> %296, %311
  %313 = select <2 x i1> %312, <2 x double> %296, <2 x double> %311
  %314 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %263, <2 x double> %303)
  %315 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %314, <2 x double> %287)
  %316 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %315, <2 x double> %290)
  %317 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %316, <2 x double> %293)
  %318 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %317, <2 x double> %296)
  %319 = fcmp ogt <2 x double> %299, %313
  %320 = select <2 x i1> %319, <2 x double> %299, <2 x double> %313
  %321 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %318, <2 x double> %299)
  %322 = insertelement <2 x double> poison, double %250, i64 0
  %323 = insertelement <2 x double> %322, double %276, i64 1
  %324 = fmul <2 x double> %323, <double 1.350000e+00, double 1.350000e+00>
  %325 = fcmp ogt <2 x double> %324, %320
  %326 = select <2 x i1> %325, <2 x double> %324, <2 x double> %320
  %327 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %321, <2 x double> %324)
  %328 = insertelement <2 x double> poison, double %252, i64 0
  %329 = insertelement <2 x double> %328, double %278, i64 1
  %330 = fmul <2 x double> %329, <double 1.400000e+00, double 1.400000e+00>
  %331 = fcmp ogt <2 x double> %330, %326
  %332 = select <2 x i1> %331, <2 x double> %330, <2 x double> %326
  %333 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %327, <2 x double> %330)
  %334 = insertelement <2 x double> poison, double %254, i64 0
  %335 = insertelement <2 x double> %334, double %280, i64 1
  %336 = fmul <2 x double> %335, <double 1.450000e+00, double 1.450000e+00>
  %337 = fcmp ogt <2 x double> %336, %332
  %338 = select <2 x i1> %337, <2 x double> %336, <2 x double> %332
  %339 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %333, <2 x double> %336)
  %340 = insertelement <2 x double> poison, double %256, i64 0
  %341 = insertelement <2 x double> %340, double %282, i64 1
  %342 = fmul <2 x double> %341, <double 1.500000e+00, double 1.500000e+00>
  %343 = fcmp ogt <2 x double> %342, %338
  %344 = select <2 x i1> %343, <2 x double> %342, <2 x double> %338
  %345 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %339, <2 x double> %342)
  %346 = insertelement <2 x double> poison, double %258, i64 0
  %347 = insertelement <2 x double> %346, double %284, i64 1
  %348 = fmul <2 x double> %347, <double 1.550000e+00, double 1.550000e+00>
  %349 = fcmp ogt <2 x double> %348, %344
  %350 = select <2 x i1> %349, <2 x double> %348, <2 x double> %344
  %351 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %345, <2 x double> %348)
  %352 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %351, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> %350)
  %353 = shufflevector <2 x double> %352, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %354 = fsub <2 x double> %352, %353
  %355 = extractelement <2 x double> %354, i64 0
  %356 = fdiv double %355, %92
  %357 = tail call double @llvm.fabs.f64(double %356)
  %358 = fcmp ogt double %357, 1.000000e+00
  %359 = select i1 %358, double %357, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %236, ptr %4, align 8, !tbaa !9
  %360 = load volatile double, ptr %4, align 8, !tbaa !9
  %361 = tail call double @llvm.fabs.f64(double %360)
  %362 = fcmp ueq double %361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %362, label %374, label %363

363:                                              ; preds = %235
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %356, ptr %3, align 8, !tbaa !9
  %364 = load volatile double, ptr %3, align 8, !tbaa !9
  %365 = tail call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %366, label %374, label %367

367:                                              ; preds = %363
  %368 = fsub double %236, %356
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fmul double %359, 0x3EB0C6F7A0B5ED8D
  %371 = fcmp ole double %369, %370
  %372 = select i1 %371, ptr @.str.10, ptr @.str.11
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %236, double noundef %356, ptr noundef nonnull %372)
  br i1 %371, label %379, label %376

374:                                              ; preds = %363, %235
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %236, double noundef %356, ptr noundef nonnull @.str.11)
  br label %376

376:                                              ; preds = %374, %367
  %377 = load i32, ptr @n_fail, align 4, !tbaa !5
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr @n_fail, align 4, !tbaa !5
  br label %379

379:                                              ; preds = %367, %376
  %380 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %381 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_soft, double noundef %24, i32 noundef %380, double noundef %27) #9
  %382 = tail call double @llvm.maxnum.f64(double %90, double %27)
  %383 = fsub double %90, %382
  %384 = tail call double @exp(double noundef %383) #9
  %385 = fsub double %27, %382
  %386 = tail call double @exp(double noundef %385) #9
  %387 = fadd double %384, %386
  %388 = tail call double @log(double noundef %387) #9
  %389 = fadd double %382, %388
  %390 = tail call double @llvm.maxnum.f64(double %91, double %27)
  %391 = fsub double %91, %390
  %392 = tail call double @exp(double noundef %391) #9
  %393 = fsub double %27, %390
  %394 = tail call double @exp(double noundef %393) #9
  %395 = fadd double %392, %394
  %396 = tail call double @log(double noundef %395) #9
  %397 = fadd double %390, %396
  %398 = fsub double %389, %397
  %399 = fdiv double %398, %52
  %400 = tail call double @llvm.fabs.f64(double %399)
  %401 = fcmp ogt double %400, 1.000000e+00
  %402 = select i1 %401, double %400, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %381, ptr %2, align 8, !tbaa !9
  %403 = load volatile double, ptr %2, align 8, !tbaa !9
  %404 = tail call double @llvm.fabs.f64(double %403)
  %405 = fcmp ueq double %404, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %405, label %417, label %406

406:                                              ; preds = %379
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %399, ptr %1, align 8, !tbaa !9
  %407 = load volatile double, ptr %1, align 8, !tbaa !9
  %408 = tail call double @llvm.fabs.f64(double %407)
  %409 = fcmp ueq double %408, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %409, label %417, label %410

410:                                              ; preds = %406
  %411 = fsub double %381, %399
  %412 = tail call double @llvm.fabs.f64(double %411)
  %413 = fmul double %402, 0x3EB0C6F7A0B5ED8D
  %414 = fcmp ole double %412, %413
  %415 = select i1 %414, ptr @.str.10, ptr @.str.11
  %416 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %381, double noundef %399, ptr noundef nonnull %415)
  br i1 %414, label %422, label %419

417:                                              ; preds = %406, %379
  %418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %24, double noundef %381, double noundef %399, ptr noundef nonnull @.str.11)
  br label %419

419:                                              ; preds = %417, %410
  %420 = load i32, ptr @n_fail, align 4, !tbaa !5
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr @n_fail, align 4, !tbaa !5
  br label %422

422:                                              ; preds = %410, %419
  %423 = add nuw nsw i64 %22, 1
  %424 = icmp eq i64 %423, 8
  br i1 %424, label %15, label %21, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @m_lib(double noundef %0, double noundef %1) #4 {
  %3 = tail call double @llvm.minnum.f64(double %0, double %1)
  %4 = fmul double %0, %0
  %5 = tail call double @llvm.maxnum.f64(double %4, double %1)
  %6 = tail call double @llvm.minnum.f64(double %0, double 1.000000e+00)
  %7 = tail call double @llvm.maxnum.f64(double %6, double -1.000000e+00)
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %7)
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @m_tern(double noundef %0) #4 {
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
define internal double @m_abs(double noundef %0) #5 {
  %2 = fmul double %0, 2.000000e+00
  %3 = tail call double @sin(double noundef %2) #9
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
define internal double @m_copysign(double noundef %0) #5 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = fadd double %0, -3.000000e-01
  %4 = tail call double @llvm.copysign.f64(double %2, double %3)
  %5 = fadd double %0, 1.000000e+00
  %6 = tail call double @llvm.copysign.f64(double 1.000000e+00, double %5)
  %7 = tail call double @exp(double noundef %0) #9
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %7, double %4)
  %9 = tail call double @llvm.fabs.f64(double %0)
  %10 = fsub double %8, %9
  ret double %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @m_clamp(double noundef %0) #4 {
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
define internal double @m_loop(double noundef %0) #5 {
  %2 = tail call double @sin(double noundef %0) #9
  %3 = fcmp ogt double %2, -1.000000e+03
  %4 = select i1 %3, double %2, double -1.000000e+03
  %5 = tail call double @llvm.minnum.f64(double %2, double 1.000000e+03)
  %6 = fmul double %0, 2.000000e+00
  %7 = tail call double @sin(double noundef %6) #9
  %8 = fmul double %7, 1.050000e+00
  %9 = fcmp ogt double %8, %4
  %10 = select i1 %9, double %8, double %4
  %11 = tail call double @llvm.minnum.f64(double %5, double %8)
  %12 = fmul double %0, 3.000000e+00
  %13 = tail call double @sin(double noundef %12) #9
  %14 = fmul double %13, 1.100000e+00
  %15 = fcmp ogt double %14, %10
  %16 = select i1 %15, double %14, double %10
  %17 = tail call double @llvm.minnum.f64(double %11, double %14)
  %18 = fmul double %0, 4.000000e+00
  %19 = tail call double @sin(double noundef %18) #9
  %20 = fmul double %19, 1.150000e+00
  %21 = fcmp ogt double %20, %16
  %22 = select i1 %21, double %20, double %16
  %23 = tail call double @llvm.minnum.f64(double %17, double %20)
  %24 = fmul double %0, 5.000000e+00
  %25 = tail call double @sin(double noundef %24) #9
  %26 = fmul double %25, 1.200000e+00
  %27 = fcmp ogt double %26, %22
  %28 = select i1 %27, double %26, double %22
  %29 = tail call double @llvm.minnum.f64(double %23, double %26)
  %30 = fmul double %0, 6.000000e+00
  %31 = tail call double @sin(double noundef %30) #9
  %32 = fmul double %31, 1.250000e+00
  %33 = fcmp ogt double %32, %28
  %34 = select i1 %33, double %32, double %28
  %35 = tail call double @llvm.minnum.f64(double %29, double %32)
  %36 = fmul double %0, 7.000000e+00
  %37 = tail call double @sin(double noundef %36) #9
  %38 = fmul double %37, 1.300000e+00
  %39 = fcmp ogt double %38, %34
  %40 = select i1 %39, double %38, double %34
  %41 = tail call double @llvm.minnum.f64(double %35, double %38)
  %42 = fmul double %0, 8.000000e+00
  %43 = tail call double @sin(double noundef %42) #9
  %44 = fmul double %43, 1.350000e+00
  %45 = fcmp ogt double %44, %40
  %46 = select i1 %45, double %44, double %40
  %47 = tail call double @llvm.minnum.f64(double %41, double %44)
  %48 = fmul double %0, 9.000000e+00
  %49 = tail call double @sin(double noundef %48) #9
  %50 = fmul double %49, 1.400000e+00
  %51 = fcmp ogt double %50, %46
  %52 = select i1 %51, double %50, double %46
  %53 = tail call double @llvm.minnum.f64(double %47, double %50)
  %54 = fmul double %0, 1.000000e+01
  %55 = tail call double @sin(double noundef %54) #9
  %56 = fmul double %55, 1.450000e+00
  %57 = fcmp ogt double %56, %52
  %58 = select i1 %57, double %56, double %52
  %59 = tail call double @llvm.minnum.f64(double %53, double %56)
  %60 = fmul double %0, 1.100000e+01
  %61 = tail call double @sin(double noundef %60) #9
  %62 = fmul double %61, 1.500000e+00
  %63 = fcmp ogt double %62, %58
  %64 = select i1 %63, double %62, double %58
  %65 = tail call double @llvm.minnum.f64(double %59, double %62)
  %66 = fmul double %0, 1.200000e+01
  %67 = tail call double @sin(double noundef %66) #9
  %68 = fmul double %67, 1.550000e+00
  %69 = fcmp ogt double %68, %64
  %70 = select i1 %69, double %68, double %64
  %71 = tail call double @llvm.minnum.f64(double %65, double %68)
  %72 = tail call double @llvm.fmuladd.f64(double %71, double -5.000000e-01, double %70)
  ret double %72
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @m_soft(double noundef %0, double noundef %1) #5 {
  %3 = tail call double @llvm.maxnum.f64(double %0, double %1)
  %4 = fsub double %0, %3
  %5 = tail call double @exp(double noundef %4) #9
  %6 = fsub double %1, %3
  %7 = tail call double @exp(double noundef %6) #9
  %8 = fadd double %5, %7
  %9 = tail call double @log(double noundef %8) #9
  %10 = fadd double %3, %9
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
