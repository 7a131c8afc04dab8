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
  br label %21

17:                                               ; preds = %208
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #13
  store <2 x double> <double 5.000000e-01, double -1.500000e+00>, ptr %15, align 16
  %18 = getelementptr inbounds i8, ptr %15, i64 16
  store <2 x double> <double 2.000000e+00, double 2.500000e-01>, ptr %18, align 16
  %19 = getelementptr inbounds i8, ptr %15, i64 32
  store double -3.000000e+00, ptr %19, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %16, i8 0, i64 40, i1 false)
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_long, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef 5) #13
  br label %217

21:                                               ; preds = %0, %208
  %22 = phi i64 [ 0, %0 ], [ %209, %208 ]
  %23 = getelementptr inbounds [4 x double], ptr @__const.main.pts, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_long, double noundef %24) #13
  %26 = fadd double %24, 0x3EB0C6F7A0B5ED8D
  %27 = tail call double @f_long(double noundef %26) #13, !callees !9
  %28 = fadd double %24, 0xBEB0C6F7A0B5ED8D
  %29 = tail call double @f_long(double noundef %28) #13, !callees !9
  %30 = fsub double %27, %29
  %31 = fdiv double %30, 2.000000e-06
  %32 = tail call double @llvm.fabs.f64(double %31)
  %33 = fcmp ogt double %32, 1.000000e+00
  %34 = select i1 %33, double %32, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %25, ptr %14, align 8, !tbaa !5
  %35 = load volatile double, ptr %14, align 8, !tbaa !5
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ueq double %36, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %37, label %49, label %38

38:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %31, ptr %13, align 8, !tbaa !5
  %39 = load volatile double, ptr %13, align 8, !tbaa !5
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %41, label %49, label %42

42:                                               ; preds = %38
  %43 = fsub double %25, %31
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fmul double %34, 0x3EB0C6F7A0B5ED8D
  %46 = fcmp ole double %44, %45
  %47 = select i1 %46, ptr @.str.10, ptr @.str.11
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %25, double noundef %31, ptr noundef nonnull %47)
  br i1 %46, label %54, label %51

49:                                               ; preds = %38, %21
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %24, double noundef %25, double noundef %31, ptr noundef nonnull @.str.11)
  br label %51

51:                                               ; preds = %49, %42
  %52 = load i32, ptr @n_fail, align 4, !tbaa !10
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr @n_fail, align 4, !tbaa !10
  br label %54

54:                                               ; preds = %42, %51
  %55 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_long, double noundef %24, double noundef 1.000000e+00) #13
  %56 = tail call double @llvm.fabs.f64(double %25)
  %57 = fcmp ogt double %56, 1.000000e+00
  %58 = select i1 %57, double %56, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %55, ptr %12, align 8, !tbaa !5
  %59 = load volatile double, ptr %12, align 8, !tbaa !5
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %61, label %73, label %62

62:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %25, ptr %11, align 8, !tbaa !5
  %63 = load volatile double, ptr %11, align 8, !tbaa !5
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = fcmp ueq double %64, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %65, label %73, label %66

66:                                               ; preds = %62
  %67 = fsub double %55, %25
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = fmul double %58, 0x3D719799812DEA11
  %70 = fcmp ole double %68, %69
  %71 = select i1 %70, ptr @.str.10, ptr @.str.11
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %55, double noundef %25, ptr noundef nonnull %71)
  br i1 %70, label %78, label %75

73:                                               ; preds = %62, %54
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %24, double noundef %55, double noundef %25, ptr noundef nonnull @.str.11)
  br label %75

75:                                               ; preds = %73, %66
  %76 = load i32, ptr @n_fail, align 4, !tbaa !10
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !10
  br label %78

78:                                               ; preds = %66, %75
  %79 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_quad, double noundef %24) #13
  %80 = fpext double %26 to fp128
  %81 = fadd fp128 %80, 0xL55555555555555553FFB555555555555
  %82 = fadd fp128 %81, 0xL00000000000000004000000000000000
  %83 = fdiv fp128 0xL00000000000000003FFD000000000000, %82
  %84 = tail call fp128 @llvm.fmuladd.f128(fp128 %81, fp128 %80, fp128 %83)
  %85 = fadd fp128 %84, 0xL00000000000000004000000000000000
  %86 = fdiv fp128 0xL00000000000000003FFD000000000000, %85
  %87 = tail call fp128 @llvm.fmuladd.f128(fp128 %84, fp128 %80, fp128 %86)
  %88 = fadd fp128 %87, 0xL00000000000000004000000000000000
  %89 = fdiv fp128 0xL00000000000000003FFD000000000000, %88
  %90 = tail call fp128 @llvm.fmuladd.f128(fp128 %87, fp128 %80, fp128 %89)
  %91 = fmul fp128 %90, %90
  %92 = fptrunc fp128 %91 to double
  %93 = fpext double %28 to fp128
  %94 = fadd fp128 %93, 0xL55555555555555553FFB555555555555
  %95 = fadd fp128 %94, 0xL00000000000000004000000000000000
  %96 = fdiv fp128 0xL00000000000000003FFD000000000000, %95
  %97 = tail call fp128 @llvm.fmuladd.f128(fp128 %94, fp128 %93, fp128 %96)
  %98 = fadd fp128 %97, 0xL00000000000000004000000000000000
  %99 = fdiv fp128 0xL00000000000000003FFD000000000000, %98
  %100 = tail call fp128 @llvm.fmuladd.f128(fp128 %97, fp128 %93, fp128 %99)
  %101 = fadd fp128 %100, 0xL00000000000000004000000000000000
  %102 = fdiv fp128 0xL00000000000000003FFD000000000000, %101
  %103 = tail call fp128 @llvm.fmuladd.f128(fp128 %100, fp128 %93, fp128 %102)
  %104 = fmul fp128 %103, %103
  %105 = fptrunc fp128 %104 to double
  %106 = fsub double %92, %105
  %107 = fdiv double %106, 2.000000e-06
  %108 = tail call double @llvm.fabs.f64(double %107)
  %109 = fcmp ogt double %108, 1.000000e+00
  %110 = select i1 %109, double %108, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %79, ptr %10, align 8, !tbaa !5
  %111 = load volatile double, ptr %10, align 8, !tbaa !5
  %112 = tail call double @llvm.fabs.f64(double %111)
  %113 = fcmp ueq double %112, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %113, label %125, label %114

114:                                              ; preds = %78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %107, ptr %9, align 8, !tbaa !5
  %115 = load volatile double, ptr %9, align 8, !tbaa !5
  %116 = tail call double @llvm.fabs.f64(double %115)
  %117 = fcmp ueq double %116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %117, label %125, label %118

118:                                              ; preds = %114
  %119 = fsub double %79, %107
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fmul double %110, 0x3EB0C6F7A0B5ED8D
  %122 = fcmp ole double %120, %121
  %123 = select i1 %122, ptr @.str.10, ptr @.str.11
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %24, double noundef %79, double noundef %107, ptr noundef nonnull %123)
  br i1 %122, label %130, label %127

125:                                              ; preds = %114, %78
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %24, double noundef %79, double noundef %107, ptr noundef nonnull @.str.11)
  br label %127

127:                                              ; preds = %125, %118
  %128 = load i32, ptr @n_fail, align 4, !tbaa !10
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr @n_fail, align 4, !tbaa !10
  br label %130

130:                                              ; preds = %118, %127
  %131 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_quad, double noundef %24, double noundef 1.000000e+00) #13
  %132 = tail call double @llvm.fabs.f64(double %79)
  %133 = fcmp ogt double %132, 1.000000e+00
  %134 = select i1 %133, double %132, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %131, ptr %8, align 8, !tbaa !5
  %135 = load volatile double, ptr %8, align 8, !tbaa !5
  %136 = tail call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %137, label %149, label %138

138:                                              ; preds = %130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %79, ptr %7, align 8, !tbaa !5
  %139 = load volatile double, ptr %7, align 8, !tbaa !5
  %140 = tail call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %141, label %149, label %142

142:                                              ; preds = %138
  %143 = fsub double %131, %79
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fmul double %134, 0x3D719799812DEA11
  %146 = fcmp ole double %144, %145
  %147 = select i1 %146, ptr @.str.10, ptr @.str.11
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %24, double noundef %131, double noundef %79, ptr noundef nonnull %147)
  br i1 %146, label %154, label %151

149:                                              ; preds = %138, %130
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %24, double noundef %131, double noundef %79, ptr noundef nonnull @.str.11)
  br label %151

151:                                              ; preds = %149, %142
  %152 = load i32, ptr @n_fail, align 4, !tbaa !10
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @n_fail, align 4, !tbaa !10
  br label %154

154:                                              ; preds = %142, %151
  %155 = fptrunc double %24 to half
  %156 = fpext half %155 to float
  %157 = fmul float %156, %156
  %158 = tail call float @llvm.fmuladd.f32(float %157, float 5.000000e-01, float %156)
  %159 = fptrunc float %158 to half
  %160 = fpext half %159 to double
  %161 = fpext half %155 to double
  %162 = fadd double %161, 1.000000e+00
  %163 = tail call double @llvm.fmuladd.f64(double %24, double %162, double %160)
  %164 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_half, double noundef %24) #13
  %165 = tail call double @llvm.fabs.f64(double %163)
  %166 = fcmp ogt double %165, 1.000000e+00
  %167 = select i1 %166, double %165, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %164, ptr %6, align 8, !tbaa !5
  %168 = load volatile double, ptr %6, align 8, !tbaa !5
  %169 = tail call double @llvm.fabs.f64(double %168)
  %170 = fcmp ueq double %169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %170, label %182, label %171

171:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %163, ptr %5, align 8, !tbaa !5
  %172 = load volatile double, ptr %5, align 8, !tbaa !5
  %173 = tail call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %174, label %182, label %175

175:                                              ; preds = %171
  %176 = fsub double %164, %163
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fmul double %167, 2.000000e-03
  %179 = fcmp ole double %177, %178
  %180 = select i1 %179, ptr @.str.10, ptr @.str.11
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %164, double noundef %163, ptr noundef nonnull %180)
  br i1 %179, label %187, label %184

182:                                              ; preds = %171, %154
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %24, double noundef %164, double noundef %163, ptr noundef nonnull @.str.11)
  br label %184

184:                                              ; preds = %182, %175
  %185 = load i32, ptr @n_fail, align 4, !tbaa !10
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr @n_fail, align 4, !tbaa !10
  br label %187

187:                                              ; preds = %175, %184
  %188 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_half, double noundef %24, double noundef 1.000000e+00) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %188, ptr %4, align 8, !tbaa !5
  %189 = load volatile double, ptr %4, align 8, !tbaa !5
  %190 = tail call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %191, label %203, label %192

192:                                              ; preds = %187
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %163, ptr %3, align 8, !tbaa !5
  %193 = load volatile double, ptr %3, align 8, !tbaa !5
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = fcmp ueq double %194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %195, label %203, label %196

196:                                              ; preds = %192
  %197 = fsub double %188, %163
  %198 = tail call double @llvm.fabs.f64(double %197)
  %199 = fmul double %167, 2.000000e-03
  %200 = fcmp ole double %198, %199
  %201 = select i1 %200, ptr @.str.10, ptr @.str.11
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %188, double noundef %163, ptr noundef nonnull %201)
  br i1 %200, label %208, label %205

203:                                              ; preds = %192, %187
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %24, double noundef %188, double noundef %163, ptr noundef nonnull @.str.11)
  br label %205

205:                                              ; preds = %203, %196
  %206 = load i32, ptr @n_fail, align 4, !tbaa !10
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr @n_fail, align 4, !tbaa !10
  br label %208

208:                                              ; preds = %196, %205
  %209 = add nuw nsw i64 %22, 1
  %210 = icmp eq i64 %209, 4
  br i1 %210, label %17, label %21, !llvm.loop !12

211:                                              ; preds = %250
  %212 = load i32, ptr @n_fail, align 4, !tbaa !10
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %212)
  %214 = load i32, ptr @n_fail, align 4, !tbaa !10
  %215 = icmp ne i32 %214, 0
  %216 = zext i1 %215 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #13
  ret i32 %216

217:                                              ; preds = %17, %250
  %218 = phi i64 [ 0, %17 ], [ %224, %250 ]
  %219 = getelementptr inbounds [5 x double], ptr %15, i64 0, i64 %218
  %220 = load double, ptr %219, align 8, !tbaa !5
  %221 = getelementptr inbounds [5 x double], ptr %16, i64 0, i64 %218
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = fmul double %220, 2.000000e+00
  %224 = add nuw nsw i64 %218, 1
  %225 = trunc nuw nsw i64 %224 to i32
  %226 = uitofp nneg i32 %225 to double
  %227 = fmul double %223, %226
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ogt double %228, 1.000000e+00
  %230 = select i1 %229, double %228, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %222, ptr %2, align 8, !tbaa !5
  %231 = load volatile double, ptr %2, align 8, !tbaa !5
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fcmp ueq double %232, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %233, label %245, label %234

234:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %227, ptr %1, align 8, !tbaa !5
  %235 = load volatile double, ptr %1, align 8, !tbaa !5
  %236 = call double @llvm.fabs.f64(double %235)
  %237 = fcmp ueq double %236, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %237, label %245, label %238

238:                                              ; preds = %234
  %239 = fsub double %222, %227
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fmul double %230, 1.000000e-15
  %242 = fcmp ole double %240, %241
  %243 = select i1 %242, ptr @.str.10, ptr @.str.11
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %220, double noundef %222, double noundef %227, ptr noundef nonnull %243)
  br i1 %242, label %250, label %247

245:                                              ; preds = %234, %217
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %220, double noundef %222, double noundef %227, ptr noundef nonnull @.str.11)
  br label %247

247:                                              ; preds = %245, %238
  %248 = load i32, ptr @n_fail, align 4, !tbaa !10
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr @n_fail, align 4, !tbaa !10
  br label %250

250:                                              ; preds = %238, %247
  %251 = icmp eq i64 %224, 5
  br i1 %251, label %211, label %217, !llvm.loop !14
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
  br i1 %50, label %10, label %29, !llvm.loop !15
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
!15 = distinct !{!15, !13}
