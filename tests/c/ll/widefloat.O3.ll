; ModuleID = 'widefloat.c'
source_filename = "widefloat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.pts = private unnamed_addr constant [4 x double] [double 3.000000e-01, double 1.100000e+00, double 2.450000e+00, double -3.500000e-01], align 16
@.str = private unnamed_addr constant [9 x i8] c"long.rev\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"long.fwd\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"quad.rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"quad.fwd\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"half.rev\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"half.fwd\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"sum_long\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"widefloat\00", align 1
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
  %15 = alloca [5 x double], align 16
  %16 = alloca [5 x double], align 16
  br label %32

17:                                               ; preds = %219
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #13
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  store <2 x double> <double 5.000000e-01, double -1.500000e+00>, ptr %15, align 16
  %19 = getelementptr inbounds i8, ptr %15, i64 16
  %20 = getelementptr inbounds i8, ptr %15, i64 24
  store <2 x double> <double 2.000000e+00, double 2.500000e-01>, ptr %19, align 16
  %21 = getelementptr inbounds i8, ptr %15, i64 32
  store double -3.000000e+00, ptr %21, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %16, i8 0, i64 40, i1 false)
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_long, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef 5) #13
  %23 = load double, ptr %15, align 16, !tbaa !5
  %24 = load double, ptr %16, align 16, !tbaa !5
  %25 = fmul double %23, 2.000000e+00
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fcmp ogt double %26, 1.000000e+00
  %28 = select i1 %27, double %26, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %24, ptr %2, align 8, !tbaa !5
  %29 = load volatile double, ptr %2, align 8, !tbaa !5
  %30 = call double @llvm.fabs.f64(double %29)
  %31 = fcmp ueq double %30, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %31, label %233, label %222

32:                                               ; preds = %0, %219
  %33 = phi i64 [ 0, %0 ], [ %220, %219 ]
  %34 = getelementptr inbounds [4 x double], ptr @__const.main.pts, i64 0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_long, double noundef %35) #13
  %37 = fadd double %35, 0x3EB0C6F7A0B5ED8D
  %38 = tail call double @f_long(double noundef %37) #13, !callees !9
  %39 = fadd double %35, 0xBEB0C6F7A0B5ED8D
  %40 = tail call double @f_long(double noundef %39) #13, !callees !9
  %41 = fsub double %38, %40
  %42 = fdiv double %41, 2.000000e-06
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ogt double %43, 1.000000e+00
  %45 = select i1 %44, double %43, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %36, ptr %14, align 8, !tbaa !5
  %46 = load volatile double, ptr %14, align 8, !tbaa !5
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fcmp ueq double %47, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %48, label %60, label %49

49:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %42, ptr %13, align 8, !tbaa !5
  %50 = load volatile double, ptr %13, align 8, !tbaa !5
  %51 = tail call double @llvm.fabs.f64(double %50)
  %52 = fcmp ueq double %51, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %52, label %60, label %53

53:                                               ; preds = %49
  %54 = fsub double %36, %42
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ole double %55, %56
  %58 = select i1 %57, ptr @.str.10, ptr @.str.11
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %35, double noundef %36, double noundef %42, ptr noundef nonnull %58)
  br i1 %57, label %65, label %62

60:                                               ; preds = %49, %32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %35, double noundef %36, double noundef %42, ptr noundef nonnull @.str.11)
  br label %62

62:                                               ; preds = %60, %53
  %63 = load i32, ptr @n_fail, align 4, !tbaa !10
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr @n_fail, align 4, !tbaa !10
  br label %65

65:                                               ; preds = %53, %62
  %66 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_long, double noundef %35, double noundef 1.000000e+00) #13
  %67 = tail call double @llvm.fabs.f64(double %36)
  %68 = fcmp ogt double %67, 1.000000e+00
  %69 = select i1 %68, double %67, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %66, ptr %12, align 8, !tbaa !5
  %70 = load volatile double, ptr %12, align 8, !tbaa !5
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %72, label %84, label %73

73:                                               ; preds = %65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %36, ptr %11, align 8, !tbaa !5
  %74 = load volatile double, ptr %11, align 8, !tbaa !5
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %76, label %84, label %77

77:                                               ; preds = %73
  %78 = fsub double %66, %36
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fmul double %69, 0x3D719799812DEA11
  %81 = fcmp ole double %79, %80
  %82 = select i1 %81, ptr @.str.10, ptr @.str.11
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %35, double noundef %66, double noundef %36, ptr noundef nonnull %82)
  br i1 %81, label %89, label %86

84:                                               ; preds = %73, %65
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %35, double noundef %66, double noundef %36, ptr noundef nonnull @.str.11)
  br label %86

86:                                               ; preds = %84, %77
  %87 = load i32, ptr @n_fail, align 4, !tbaa !10
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr @n_fail, align 4, !tbaa !10
  br label %89

89:                                               ; preds = %77, %86
  %90 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_quad, double noundef %35) #13
  %91 = fpext double %37 to fp128
  %92 = fadd fp128 %91, 0xL55555555555555553FFB555555555555
  %93 = fadd fp128 %92, 0xL00000000000000004000000000000000
  %94 = fdiv fp128 0xL00000000000000003FFD000000000000, %93
  %95 = tail call fp128 @llvm.fmuladd.f128(fp128 %92, fp128 %91, fp128 %94)
  %96 = fadd fp128 %95, 0xL00000000000000004000000000000000
  %97 = fdiv fp128 0xL00000000000000003FFD000000000000, %96
  %98 = tail call fp128 @llvm.fmuladd.f128(fp128 %95, fp128 %91, fp128 %97)
  %99 = fadd fp128 %98, 0xL00000000000000004000000000000000
  %100 = fdiv fp128 0xL00000000000000003FFD000000000000, %99
  %101 = tail call fp128 @llvm.fmuladd.f128(fp128 %98, fp128 %91, fp128 %100)
  %102 = fmul fp128 %101, %101
  %103 = fptrunc fp128 %102 to double
  %104 = fpext double %39 to fp128
  %105 = fadd fp128 %104, 0xL55555555555555553FFB555555555555
  %106 = fadd fp128 %105, 0xL00000000000000004000000000000000
  %107 = fdiv fp128 0xL00000000000000003FFD000000000000, %106
  %108 = tail call fp128 @llvm.fmuladd.f128(fp128 %105, fp128 %104, fp128 %107)
  %109 = fadd fp128 %108, 0xL00000000000000004000000000000000
  %110 = fdiv fp128 0xL00000000000000003FFD000000000000, %109
  %111 = tail call fp128 @llvm.fmuladd.f128(fp128 %108, fp128 %104, fp128 %110)
  %112 = fadd fp128 %111, 0xL00000000000000004000000000000000
  %113 = fdiv fp128 0xL00000000000000003FFD000000000000, %112
  %114 = tail call fp128 @llvm.fmuladd.f128(fp128 %111, fp128 %104, fp128 %113)
  %115 = fmul fp128 %114, %114
  %116 = fptrunc fp128 %115 to double
  %117 = fsub double %103, %116
  %118 = fdiv double %117, 2.000000e-06
  %119 = tail call double @llvm.fabs.f64(double %118)
  %120 = fcmp ogt double %119, 1.000000e+00
  %121 = select i1 %120, double %119, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %90, ptr %10, align 8, !tbaa !5
  %122 = load volatile double, ptr %10, align 8, !tbaa !5
  %123 = tail call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %124, label %136, label %125

125:                                              ; preds = %89
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %118, ptr %9, align 8, !tbaa !5
  %126 = load volatile double, ptr %9, align 8, !tbaa !5
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %128, label %136, label %129

129:                                              ; preds = %125
  %130 = fsub double %90, %118
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fmul double %121, 0x3EB0C6F7A0B5ED8D
  %133 = fcmp ole double %131, %132
  %134 = select i1 %133, ptr @.str.10, ptr @.str.11
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %35, double noundef %90, double noundef %118, ptr noundef nonnull %134)
  br i1 %133, label %141, label %138

136:                                              ; preds = %125, %89
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %35, double noundef %90, double noundef %118, ptr noundef nonnull @.str.11)
  br label %138

138:                                              ; preds = %136, %129
  %139 = load i32, ptr @n_fail, align 4, !tbaa !10
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !10
  br label %141

141:                                              ; preds = %129, %138
  %142 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_quad, double noundef %35, double noundef 1.000000e+00) #13
  %143 = tail call double @llvm.fabs.f64(double %90)
  %144 = fcmp ogt double %143, 1.000000e+00
  %145 = select i1 %144, double %143, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %142, ptr %8, align 8, !tbaa !5
  %146 = load volatile double, ptr %8, align 8, !tbaa !5
  %147 = tail call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %148, label %160, label %149

149:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %90, ptr %7, align 8, !tbaa !5
  %150 = load volatile double, ptr %7, align 8, !tbaa !5
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %152, label %160, label %153

153:                                              ; preds = %149
  %154 = fsub double %142, %90
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fmul double %145, 0x3D719799812DEA11
  %157 = fcmp ole double %155, %156
  %158 = select i1 %157, ptr @.str.10, ptr @.str.11
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %35, double noundef %142, double noundef %90, ptr noundef nonnull %158)
  br i1 %157, label %165, label %162

160:                                              ; preds = %149, %141
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %35, double noundef %142, double noundef %90, ptr noundef nonnull @.str.11)
  br label %162

162:                                              ; preds = %160, %153
  %163 = load i32, ptr @n_fail, align 4, !tbaa !10
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @n_fail, align 4, !tbaa !10
  br label %165

165:                                              ; preds = %153, %162
  %166 = fptrunc double %35 to half
  %167 = fpext half %166 to float
  %168 = fmul float %167, %167
  %169 = tail call float @llvm.fmuladd.f32(float %168, float 5.000000e-01, float %167)
  %170 = fptrunc float %169 to half
  %171 = fpext half %170 to double
  %172 = fpext half %166 to double
  %173 = fadd double %172, 1.000000e+00
  %174 = tail call double @llvm.fmuladd.f64(double %35, double %173, double %171)
  %175 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_half, double noundef %35) #13
  %176 = tail call double @llvm.fabs.f64(double %174)
  %177 = fcmp ogt double %176, 1.000000e+00
  %178 = select i1 %177, double %176, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %175, ptr %6, align 8, !tbaa !5
  %179 = load volatile double, ptr %6, align 8, !tbaa !5
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %181, label %193, label %182

182:                                              ; preds = %165
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %174, ptr %5, align 8, !tbaa !5
  %183 = load volatile double, ptr %5, align 8, !tbaa !5
  %184 = tail call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %185, label %193, label %186

186:                                              ; preds = %182
  %187 = fsub double %175, %174
  %188 = tail call double @llvm.fabs.f64(double %187)
  %189 = fmul double %178, 2.000000e-03
  %190 = fcmp ole double %188, %189
  %191 = select i1 %190, ptr @.str.10, ptr @.str.11
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %35, double noundef %175, double noundef %174, ptr noundef nonnull %191)
  br i1 %190, label %198, label %195

193:                                              ; preds = %182, %165
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %35, double noundef %175, double noundef %174, ptr noundef nonnull @.str.11)
  br label %195

195:                                              ; preds = %193, %186
  %196 = load i32, ptr @n_fail, align 4, !tbaa !10
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @n_fail, align 4, !tbaa !10
  br label %198

198:                                              ; preds = %186, %195
  %199 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_half, double noundef %35, double noundef 1.000000e+00) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %199, ptr %4, align 8, !tbaa !5
  %200 = load volatile double, ptr %4, align 8, !tbaa !5
  %201 = tail call double @llvm.fabs.f64(double %200)
  %202 = fcmp ueq double %201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %202, label %214, label %203

203:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %174, ptr %3, align 8, !tbaa !5
  %204 = load volatile double, ptr %3, align 8, !tbaa !5
  %205 = tail call double @llvm.fabs.f64(double %204)
  %206 = fcmp ueq double %205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %206, label %214, label %207

207:                                              ; preds = %203
  %208 = fsub double %199, %174
  %209 = tail call double @llvm.fabs.f64(double %208)
  %210 = fmul double %178, 2.000000e-03
  %211 = fcmp ole double %209, %210
  %212 = select i1 %211, ptr @.str.10, ptr @.str.11
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %35, double noundef %199, double noundef %174, ptr noundef nonnull %212)
  br i1 %211, label %219, label %216

214:                                              ; preds = %203, %198
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %35, double noundef %199, double noundef %174, ptr noundef nonnull @.str.11)
  br label %216

216:                                              ; preds = %214, %207
  %217 = load i32, ptr @n_fail, align 4, !tbaa !10
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @n_fail, align 4, !tbaa !10
  br label %219

219:                                              ; preds = %207, %216
  %220 = add nuw nsw i64 %33, 1
  %221 = icmp eq i64 %220, 4
  br i1 %221, label %17, label %32, !llvm.loop !12

222:                                              ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %25, ptr %1, align 8, !tbaa !5
  %223 = load volatile double, ptr %1, align 8, !tbaa !5
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %225, label %233, label %226

226:                                              ; preds = %222
  %227 = fsub double %24, %25
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fmul double %28, 1.000000e-15
  %230 = fcmp ole double %228, %229
  %231 = select i1 %230, ptr @.str.10, ptr @.str.11
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %23, double noundef %24, double noundef %25, ptr noundef nonnull %231)
  br i1 %230, label %238, label %235

233:                                              ; preds = %222, %17
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %23, double noundef %24, double noundef %25, ptr noundef nonnull @.str.11)
  br label %235

235:                                              ; preds = %233, %226
  %236 = load i32, ptr @n_fail, align 4, !tbaa !10
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr @n_fail, align 4, !tbaa !10
  br label %238

238:                                              ; preds = %226, %235
  %239 = load double, ptr %18, align 8, !tbaa !5
  %240 = getelementptr inbounds i8, ptr %16, i64 8
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = fmul double %239, 2.000000e+00
  %243 = fmul double %242, 2.000000e+00
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ogt double %244, 1.000000e+00
  %246 = select i1 %245, double %244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %241, ptr %2, align 8, !tbaa !5
  %247 = load volatile double, ptr %2, align 8, !tbaa !5
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %249, label %261, label %250

250:                                              ; preds = %238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %243, ptr %1, align 8, !tbaa !5
  %251 = load volatile double, ptr %1, align 8, !tbaa !5
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %253, label %261, label %254

254:                                              ; preds = %250
  %255 = fsub double %241, %243
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = fmul double %246, 1.000000e-15
  %258 = fcmp ole double %256, %257
  %259 = select i1 %258, ptr @.str.10, ptr @.str.11
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %239, double noundef %241, double noundef %243, ptr noundef nonnull %259)
  br i1 %258, label %266, label %263

261:                                              ; preds = %250, %238
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %239, double noundef %241, double noundef %243, ptr noundef nonnull @.str.11)
  br label %263

263:                                              ; preds = %261, %254
  %264 = load i32, ptr @n_fail, align 4, !tbaa !10
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr @n_fail, align 4, !tbaa !10
  br label %266

266:                                              ; preds = %263, %254
  %267 = load double, ptr %19, align 16, !tbaa !5
  %268 = getelementptr inbounds i8, ptr %16, i64 16
  %269 = load double, ptr %268, align 16, !tbaa !5
  %270 = fmul double %267, 2.000000e+00
  %271 = fmul double %270, 3.000000e+00
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = fcmp ogt double %272, 1.000000e+00
  %274 = select i1 %273, double %272, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %269, ptr %2, align 8, !tbaa !5
  %275 = load volatile double, ptr %2, align 8, !tbaa !5
  %276 = call double @llvm.fabs.f64(double %275)
  %277 = fcmp ueq double %276, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %277, label %289, label %278

278:                                              ; preds = %266
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %271, ptr %1, align 8, !tbaa !5
  %279 = load volatile double, ptr %1, align 8, !tbaa !5
  %280 = call double @llvm.fabs.f64(double %279)
  %281 = fcmp ueq double %280, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %281, label %289, label %282

282:                                              ; preds = %278
  %283 = fsub double %269, %271
  %284 = call double @llvm.fabs.f64(double %283)
  %285 = fmul double %274, 1.000000e-15
  %286 = fcmp ole double %284, %285
  %287 = select i1 %286, ptr @.str.10, ptr @.str.11
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %267, double noundef %269, double noundef %271, ptr noundef nonnull %287)
  br i1 %286, label %294, label %291

289:                                              ; preds = %278, %266
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %267, double noundef %269, double noundef %271, ptr noundef nonnull @.str.11)
  br label %291

291:                                              ; preds = %289, %282
  %292 = load i32, ptr @n_fail, align 4, !tbaa !10
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr @n_fail, align 4, !tbaa !10
  br label %294

294:                                              ; preds = %291, %282
  %295 = load double, ptr %20, align 8, !tbaa !5
  %296 = getelementptr inbounds i8, ptr %16, i64 24
  %297 = load double, ptr %296, align 8, !tbaa !5
  %298 = fmul double %295, 2.000000e+00
  %299 = fmul double %298, 4.000000e+00
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ogt double %300, 1.000000e+00
  %302 = select i1 %301, double %300, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %297, ptr %2, align 8, !tbaa !5
  %303 = load volatile double, ptr %2, align 8, !tbaa !5
  %304 = call double @llvm.fabs.f64(double %303)
  %305 = fcmp ueq double %304, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %305, label %317, label %306

306:                                              ; preds = %294
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %299, ptr %1, align 8, !tbaa !5
  %307 = load volatile double, ptr %1, align 8, !tbaa !5
  %308 = call double @llvm.fabs.f64(double %307)
  %309 = fcmp ueq double %308, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %309, label %317, label %310

310:                                              ; preds = %306
  %311 = fsub double %297, %299
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fmul double %302, 1.000000e-15
  %314 = fcmp ole double %312, %313
  %315 = select i1 %314, ptr @.str.10, ptr @.str.11
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %295, double noundef %297, double noundef %299, ptr noundef nonnull %315)
  br i1 %314, label %322, label %319

317:                                              ; preds = %306, %294
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %295, double noundef %297, double noundef %299, ptr noundef nonnull @.str.11)
  br label %319

319:                                              ; preds = %317, %310
  %320 = load i32, ptr @n_fail, align 4, !tbaa !10
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr @n_fail, align 4, !tbaa !10
  br label %322

322:                                              ; preds = %319, %310
  %323 = load double, ptr %21, align 16, !tbaa !5
  %324 = getelementptr inbounds i8, ptr %16, i64 32
  %325 = load double, ptr %324, align 16, !tbaa !5
  %326 = fmul double %323, 2.000000e+00
  %327 = fmul double %326, 5.000000e+00
  %328 = call double @llvm.fabs.f64(double %327)
  %329 = fcmp ogt double %328, 1.000000e+00
  %330 = select i1 %329, double %328, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %325, ptr %2, align 8, !tbaa !5
  %331 = load volatile double, ptr %2, align 8, !tbaa !5
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ueq double %332, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %333, label %347, label %334

334:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %327, ptr %1, align 8, !tbaa !5
  %335 = load volatile double, ptr %1, align 8, !tbaa !5
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fcmp ueq double %336, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %337, label %347, label %338

338:                                              ; preds = %334
  %339 = fsub double %325, %327
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fmul double %330, 1.000000e-15
  %342 = fcmp ole double %340, %341
  %343 = select i1 %342, ptr @.str.10, ptr @.str.11
  %344 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %323, double noundef %325, double noundef %327, ptr noundef nonnull %343)
  br i1 %342, label %345, label %349

345:                                              ; preds = %338
  %346 = load i32, ptr @n_fail, align 4, !tbaa !10
  br label %352

347:                                              ; preds = %334, %322
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %323, double noundef %325, double noundef %327, ptr noundef nonnull @.str.11)
  br label %349

349:                                              ; preds = %347, %338
  %350 = load i32, ptr @n_fail, align 4, !tbaa !10
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr @n_fail, align 4, !tbaa !10
  br label %352

352:                                              ; preds = %345, %349
  %353 = phi i32 [ %346, %345 ], [ %351, %349 ]
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %353)
  %355 = load i32, ptr @n_fail, align 4, !tbaa !10
  %356 = icmp ne i32 %355, 0
  %357 = zext i1 %356 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #13
  ret i32 %357
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal double @f_long(double noundef %0) #0 {
  %2 = fpext double %0 to x86_fp80
  %3 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %2, x86_fp80 %2, x86_fp80 0xK3FFF8000000000000000)
  %4 = tail call x86_fp80 @llvm.sqrt.f80(x86_fp80 %3)
  %5 = fdiv x86_fp80 %2, 0xK4000C000000000000000
  %6 = tail call x86_fp80 @expl(x86_fp80 noundef %5) #13
  %7 = fadd x86_fp80 %2, 0xK40008000000000000000
  %8 = tail call x86_fp80 @logl(x86_fp80 noundef %7) #13
  %9 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %6, x86_fp80 %8, x86_fp80 %4)
  %10 = tail call x86_fp80 @sinl(x86_fp80 noundef %2) #13
  %11 = fmul x86_fp80 %2, 0xK40008000000000000000
  %12 = tail call x86_fp80 @cosl(x86_fp80 noundef %11) #13
  %13 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %10, x86_fp80 %12, x86_fp80 %9)
  %14 = fadd x86_fp80 %2, 0xK3FFFC000000000000000
  %15 = tail call x86_fp80 @powl(x86_fp80 noundef %14, x86_fp80 noundef 0xK4000A000000000000000) #13
  %16 = fadd x86_fp80 %2, 0xKC0018000000000000000
  %17 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %16)
  %18 = fadd x86_fp80 %17, %15
  %19 = tail call x86_fp80 @cbrtl(x86_fp80 noundef %7) #14
  %20 = fadd x86_fp80 %18, %19
  %21 = fmul x86_fp80 %2, 0xK3FFE8000000000000000
  %22 = tail call x86_fp80 @erfl(x86_fp80 noundef %21) #13
  %23 = tail call x86_fp80 @erfcl(x86_fp80 noundef %5) #13
  %24 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %22, x86_fp80 %23, x86_fp80 %20)
  %25 = fadd x86_fp80 %13, %24
  %26 = tail call x86_fp80 @lgammal(x86_fp80 noundef %14) #13
  %27 = fadd x86_fp80 %2, 0xK3FFE8000000000000000
  %28 = tail call x86_fp80 @tgammal(x86_fp80 noundef %27) #13
  %29 = fadd x86_fp80 %26, %28
  %30 = tail call x86_fp80 @hypotl(x86_fp80 noundef %2, x86_fp80 noundef 0xK3FFEB333333333333333) #13
  %31 = fadd x86_fp80 %29, %30
  %32 = tail call x86_fp80 @atan2l(x86_fp80 noundef %2, x86_fp80 noundef 0xK3FFFA666666666666666) #13
  %33 = fadd x86_fp80 %31, %32
  %34 = tail call x86_fp80 @log1pl(x86_fp80 noundef %2) #13
  %35 = fadd x86_fp80 %33, %34
  %36 = fadd x86_fp80 %25, %35
  %37 = fmul x86_fp80 %2, 0xK3FFD8000000000000000
  %38 = tail call x86_fp80 @expm1l(x86_fp80 noundef %37) #13
  %39 = fmul x86_fp80 %2, 0xK4000C000000000000000
  %40 = tail call x86_fp80 @fmodl(x86_fp80 noundef %39, x86_fp80 noundef 0xK3FFFA000000000000000) #13
  %41 = fadd x86_fp80 %38, %40
  %42 = tail call x86_fp80 @ldexpl(x86_fp80 noundef %2, i32 noundef 3) #13
  %43 = fadd x86_fp80 %41, %42
  %44 = tail call x86_fp80 @llvm.minnum.f80(x86_fp80 %2, x86_fp80 0xK3FFF8000000000000000)
  %45 = fadd x86_fp80 %44, %43
  %46 = tail call x86_fp80 @llvm.maxnum.f80(x86_fp80 %2, x86_fp80 0xK3FFE8000000000000000)
  %47 = fadd x86_fp80 %46, %45
  %48 = fadd x86_fp80 %36, %47
  %49 = tail call x86_fp80 @tanl(x86_fp80 noundef %21) #13
  %50 = tail call x86_fp80 @asinl(x86_fp80 noundef %37) #13
  %51 = fadd x86_fp80 %49, %50
  %52 = tail call x86_fp80 @atanl(x86_fp80 noundef %2) #13
  %53 = fadd x86_fp80 %51, %52
  %54 = tail call x86_fp80 @sinhl(x86_fp80 noundef %21) #13
  %55 = fadd x86_fp80 %53, %54
  %56 = tail call x86_fp80 @tanhl(x86_fp80 noundef %2) #13
  %57 = fadd x86_fp80 %55, %56
  %58 = fadd x86_fp80 %48, %57
  %59 = fadd x86_fp80 %58, 0xK3FFF8000000000000000
  %60 = fdiv x86_fp80 %2, %59
  %61 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %58, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %60)
  %62 = fadd x86_fp80 %61, 0xK3FFF8000000000000000
  %63 = fdiv x86_fp80 %2, %62
  %64 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %61, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %63)
  %65 = fadd x86_fp80 %64, 0xK3FFF8000000000000000
  %66 = fdiv x86_fp80 %2, %65
  %67 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %64, x86_fp80 0xK3FFE8000000000000000, x86_fp80 %66)
  %68 = fptrunc x86_fp80 %67 to double
  ret double %68
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @f_quad(double noundef %0) #3 {
  %2 = fpext double %0 to fp128
  %3 = fadd fp128 %2, 0xL55555555555555553FFB555555555555
  %4 = fadd fp128 %3, 0xL00000000000000004000000000000000
  %5 = fdiv fp128 0xL00000000000000003FFD000000000000, %4
  %6 = tail call fp128 @llvm.fmuladd.f128(fp128 %3, fp128 %2, fp128 %5)
  %7 = fadd fp128 %6, 0xL00000000000000004000000000000000
  %8 = fdiv fp128 0xL00000000000000003FFD000000000000, %7
  %9 = tail call fp128 @llvm.fmuladd.f128(fp128 %6, fp128 %2, fp128 %8)
  %10 = fadd fp128 %9, 0xL00000000000000004000000000000000
  %11 = fdiv fp128 0xL00000000000000003FFD000000000000, %10
  %12 = tail call fp128 @llvm.fmuladd.f128(fp128 %9, fp128 %2, fp128 %11)
  %13 = fmul fp128 %12, %12
  %14 = fptrunc fp128 %13 to double
  ret double %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @f_half(double noundef %0) #3 {
  %2 = fptrunc double %0 to half
  %3 = fpext half %2 to float
  %4 = fmul float %3, %3
  %5 = tail call float @llvm.fmuladd.f32(float %4, float 5.000000e-01, float %3)
  %6 = fptrunc float %5 to half
  %7 = fpext half %6 to double
  %8 = fmul double %7, %0
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @sum_long(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %29

10:                                               ; preds = %29, %4
  %11 = phi x86_fp80 [ poison, %4 ], [ %48, %29 ]
  %12 = phi i64 [ 0, %4 ], [ %45, %29 ]
  %13 = phi x86_fp80 [ 0xK00000000000000000000, %4 ], [ %48, %29 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = fpext double %17 to x86_fp80
  %19 = fmul x86_fp80 %18, %18
  %20 = trunc i64 %12 to i32
  %21 = add i32 %20, 1
  %22 = uitofp nneg i32 %21 to x86_fp80
  %23 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %19, x86_fp80 %22, x86_fp80 %13)
  br label %24

24:                                               ; preds = %10, %15
  %25 = phi x86_fp80 [ %11, %10 ], [ %23, %15 ]
  %26 = fptrunc x86_fp80 %25 to double
  br label %27

27:                                               ; preds = %24, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %26, %24 ]
  ret double %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %45, %29 ]
  %31 = phi x86_fp80 [ 0xK00000000000000000000, %8 ], [ %48, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %49, %29 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = fpext double %34 to x86_fp80
  %36 = fmul x86_fp80 %35, %35
  %37 = or disjoint i64 %30, 1
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = uitofp nneg i32 %38 to x86_fp80
  %40 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %36, x86_fp80 %39, x86_fp80 %31)
  %41 = getelementptr inbounds double, ptr %0, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = fpext double %42 to x86_fp80
  %44 = fmul x86_fp80 %43, %43
  %45 = add nuw nsw i64 %30, 2
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to x86_fp80
  %48 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %44, x86_fp80 %47, x86_fp80 %40)
  %49 = add i64 %32, 2
  %50 = icmp eq i64 %49, %9
  br i1 %50, label %10, label %29, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @expl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @logl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sinl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @cosl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @powl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare x86_fp80 @cbrtl(x86_fp80 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @erfl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare x86_fp80 @erfcl(x86_fp80 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare x86_fp80 @lgammal(x86_fp80 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare x86_fp80 @tgammal(x86_fp80 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare x86_fp80 @hypotl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atan2l(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @log1pl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @expm1l(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @ldexpl(x86_fp80 noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @tanl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @asinl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @atanl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sinhl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @tanhl(x86_fp80 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.sqrt.f80(x86_fp80) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(none) }

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
!9 = !{ptr @f_long, ptr @f_quad}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
