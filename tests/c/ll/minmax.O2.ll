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

1:                                                ; preds = %258
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %258
  %8 = phi i64 [ 0, %0 ], [ %259, %258 ]
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
  %19 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_lib, double noundef %10, i32 noundef %18, double noundef %13) #9
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
  %53 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_tern, double noundef %10) #9
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
  %83 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_abs, double noundef %10) #9
  %84 = fmul double %66, 2.000000e+00
  %85 = tail call double @sin(double noundef %84) #9
  %86 = fadd <2 x double> %26, <double -1.000000e+00, double -1.000000e+00>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %26, <2 x double> <double -2.000000e+00, double -2.000000e+00>)
  %88 = fmul double %67, 2.000000e+00
  %89 = tail call double @sin(double noundef %88) #9
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
  %116 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_copysign, double noundef %10) #9
  %117 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %26, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %118 = fadd <2 x double> %26, <double -3.000000e-01, double -3.000000e-01>
  %119 = fadd <2 x double> %26, <double 1.000000e+00, double 1.000000e+00>
  %120 = tail call double @exp(double noundef %66) #9
  %121 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %26)
  %122 = tail call double @exp(double noundef %67) #9
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
  %146 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_clamp, double noundef %10) #9
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
  %172 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_loop, double noundef %10) #9
  br label %173

173:                                              ; preds = %173, %171
  %174 = phi double [ -1.000000e+03, %171 ], [ %185, %173 ]
  %175 = phi i32 [ 0, %171 ], [ %177, %173 ]
  %176 = phi double [ 1.000000e+03, %171 ], [ %186, %173 ]
  %177 = add nuw nsw i32 %175, 1
  %178 = uitofp nneg i32 %177 to double
  %179 = fmul double %66, %178
  %180 = tail call double @sin(double noundef %179) #9
  %181 = uitofp nneg i32 %175 to double
  %182 = tail call double @llvm.fmuladd.f64(double %181, double 5.000000e-02, double 1.000000e+00)
  %183 = fmul double %182, %180
  %184 = fcmp ogt double %183, %174
  %185 = select i1 %184, double %183, double %174
  %186 = tail call double @llvm.minnum.f64(double %176, double %183)
  %187 = icmp eq i32 %177, 12
  br i1 %187, label %188, label %173, !llvm.loop !11

188:                                              ; preds = %173, %188
  %189 = phi double [ %200, %188 ], [ -1.000000e+03, %173 ]
  %190 = phi i32 [ %192, %188 ], [ 0, %173 ]
  %191 = phi double [ %201, %188 ], [ 1.000000e+03, %173 ]
  %192 = add nuw nsw i32 %190, 1
  %193 = uitofp nneg i32 %192 to double
  %194 = fmul double %67, %193
  %195 = tail call double @sin(double noundef %194) #9
  %196 = uitofp nneg i32 %190 to double
  %197 = tail call double @llvm.fmuladd.f64(double %196, double 5.000000e-02, double 1.000000e+00)
  %198 = fmul double %197, %195
  %199 = fcmp ogt double %198, %189
  %200 = select i1 %199, double %198, double %189
  %201 = tail call double @llvm.minnum.f64(double %191, double %198)
  %202 = icmp eq i32 %192, 12
  br i1 %202, label %203, label %188, !llvm.loop !11

203:                                              ; preds = %188
  %204 = insertelement <2 x double> poison, double %186, i64 0
  %205 = insertelement <2 x double> %204, double %201, i64 1
  %206 = insertelement <2 x double> poison, double %185, i64 0
  %207 = insertelement <2 x double> %206, double %200, i64 1
  %208 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %205, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> %207)
  %209 = shufflevector <2 x double> %208, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %210 = fsub <2 x double> %208, %209
  %211 = extractelement <2 x double> %210, i64 0
  %212 = fdiv double %211, %68
  %213 = tail call double @llvm.fabs.f64(double %212)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  %216 = fsub double %172, %212
  %217 = tail call double @llvm.fabs.f64(double %216)
  %218 = fmul double %215, 0x3EB0C6F7A0B5ED8D
  %219 = fcmp ole double %217, %218
  %220 = select i1 %219, ptr @.str.10, ptr @.str.11
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %10, double noundef %172, double noundef %212, ptr noundef nonnull %220)
  br i1 %219, label %225, label %222

222:                                              ; preds = %203
  %223 = load i32, ptr @n_fail, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @n_fail, align 4, !tbaa !5
  br label %225

225:                                              ; preds = %203, %222
  %226 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %227 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_soft, double noundef %10, i32 noundef %226, double noundef %13) #9
  %228 = tail call double @llvm.maxnum.f64(double %66, double %13)
  %229 = fsub double %66, %228
  %230 = tail call double @exp(double noundef %229) #9
  %231 = fsub double %13, %228
  %232 = tail call double @exp(double noundef %231) #9
  %233 = fadd double %230, %232
  %234 = tail call double @log(double noundef %233) #9
  %235 = fadd double %228, %234
  %236 = tail call double @llvm.maxnum.f64(double %67, double %13)
  %237 = fsub double %67, %236
  %238 = tail call double @exp(double noundef %237) #9
  %239 = fsub double %13, %236
  %240 = tail call double @exp(double noundef %239) #9
  %241 = fadd double %238, %240
  %242 = tail call double @log(double noundef %241) #9
  %243 = fadd double %236, %242
  %244 = fsub double %235, %243
  %245 = fdiv double %244, %38
  %246 = tail call double @llvm.fabs.f64(double %245)
  %247 = fcmp ogt double %246, 1.000000e+00
  %248 = select i1 %247, double %246, double 1.000000e+00
  %249 = fsub double %227, %245
  %250 = tail call double @llvm.fabs.f64(double %249)
  %251 = fmul double %248, 0x3EB0C6F7A0B5ED8D
  %252 = fcmp ole double %250, %251
  %253 = select i1 %252, ptr @.str.10, ptr @.str.11
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %10, double noundef %227, double noundef %245, ptr noundef nonnull %253)
  br i1 %252, label %258, label %255

255:                                              ; preds = %225
  %256 = load i32, ptr @n_fail, align 4, !tbaa !5
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr @n_fail, align 4, !tbaa !5
  br label %258

258:                                              ; preds = %225, %255
  %259 = add nuw nsw i64 %8, 1
  %260 = icmp eq i64 %259, 8
  br i1 %260, label %1, label %7, !llvm.loop !13
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
define internal double @m_copysign(double noundef %0) #4 {
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

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @m_loop(double noundef %0) #5 {
  br label %4

2:                                                ; preds = %4
  %3 = tail call double @llvm.fmuladd.f64(double %17, double -5.000000e-01, double %16)
  ret double %3

4:                                                ; preds = %1, %4
  %5 = phi double [ -1.000000e+03, %1 ], [ %16, %4 ]
  %6 = phi i32 [ 0, %1 ], [ %8, %4 ]
  %7 = phi double [ 1.000000e+03, %1 ], [ %17, %4 ]
  %8 = add nuw nsw i32 %6, 1
  %9 = uitofp nneg i32 %8 to double
  %10 = fmul double %9, %0
  %11 = tail call double @sin(double noundef %10) #9
  %12 = uitofp nneg i32 %6 to double
  %13 = tail call double @llvm.fmuladd.f64(double %12, double 5.000000e-02, double 1.000000e+00)
  %14 = fmul double %13, %11
  %15 = fcmp ogt double %14, %5
  %16 = select i1 %15, double %14, double %5
  %17 = tail call double @llvm.minnum.f64(double %7, double %14)
  %18 = icmp eq i32 %8, 12
  br i1 %18, label %2, label %4, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @m_soft(double noundef %0, double noundef %1) #4 {
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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !12}
