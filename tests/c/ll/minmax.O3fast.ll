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

15:                                               ; preds = %454
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %16)
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %454
  %22 = phi i64 [ 0, %0 ], [ %455, %454 ]
  %23 = getelementptr inbounds [8 x double], ptr @main.xs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = trunc nuw nsw i64 %22 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = fmul fast double %26, 2.500000e-01
  %28 = fsub fast double 6.000000e-01, %27
  %29 = tail call fast double @llvm.fabs.f64(double %24)
  %30 = tail call fast double @llvm.maxnum.f64(double %29, double 1.000000e+00)
  %31 = fmul fast double %30, 0x3EB0C6F7A0B5ED8D
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %33 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_lib, double noundef nofpclass(nan inf) %24, i32 noundef %32, double noundef nofpclass(nan inf) %28) #6
  %34 = fadd fast double %31, %24
  %35 = tail call fast double @llvm.minnum.f64(double %34, double %28)
  %36 = fmul fast double %34, %34
  %37 = tail call fast double @llvm.maxnum.f64(double %36, double %28)
  %38 = fmul fast double %37, %35
  %39 = tail call fast double @llvm.minnum.f64(double %34, double 1.000000e+00)
  %40 = tail call fast double @llvm.maxnum.f64(double %39, double -1.000000e+00)
  %41 = fsub fast double %24, %31
  %42 = tail call fast double @llvm.minnum.f64(double %41, double %28)
  %43 = fmul fast double %41, %41
  %44 = tail call fast double @llvm.maxnum.f64(double %43, double %28)
  %45 = tail call fast double @llvm.minnum.f64(double %41, double 1.000000e+00)
  %46 = tail call fast double @llvm.maxnum.f64(double %45, double -1.000000e+00)
  %47 = fmul fast double %44, %42
  %48 = fadd fast double %40, %38
  %49 = fadd fast double %46, %47
  %50 = fsub fast double %48, %49
  %51 = fmul fast double %30, 2.000000e-06
  %52 = fdiv fast double %50, %51
  %53 = tail call fast double @llvm.fabs.f64(double %52)
  %54 = tail call fast double @llvm.maxnum.f64(double %53, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %33, ptr %14, align 8, !tbaa !9
  %55 = load volatile double, ptr %14, align 8, !tbaa !9
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fcmp ueq double %56, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %57, label %69, label %58

58:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %52, ptr %13, align 8, !tbaa !9
  %59 = load volatile double, ptr %13, align 8, !tbaa !9
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %61, label %69, label %62

62:                                               ; preds = %58
  %63 = fsub fast double %33, %52
  %64 = tail call fast double @llvm.fabs.f64(double %63)
  %65 = fmul fast double %54, 0x3EB0C6F7A0B5ED8D
  %66 = fcmp fast ole double %64, %65
  %67 = select i1 %66, ptr @.str.10, ptr @.str.11
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %33, double noundef nofpclass(nan inf) %52, ptr noundef nonnull %67)
  br i1 %66, label %74, label %71

69:                                               ; preds = %58, %21
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %33, double noundef nofpclass(nan inf) %52, ptr noundef nonnull @.str.11)
  br label %71

71:                                               ; preds = %69, %62
  %72 = load i32, ptr @n_fail, align 4, !tbaa !5
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr @n_fail, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %62, %71
  %75 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_tern, double noundef nofpclass(nan inf) %24) #6
  %76 = tail call fast double @llvm.maxnum.f64(double %34, double 5.000000e-01)
  %77 = fcmp fast olt double %34, 2.000000e+00
  %78 = select fast i1 %77, double %36, double 4.000000e+00
  %79 = fcmp fast olt double %34, -8.000000e-01
  %80 = select fast i1 %79, double -8.000000e-01, double %34
  %81 = fmul fast double %78, %76
  %82 = fmul fast double %80, %80
  %83 = fmul fast double %82, %80
  %84 = tail call fast double @llvm.maxnum.f64(double %41, double 5.000000e-01)
  %85 = fcmp fast olt double %41, 2.000000e+00
  %86 = select fast i1 %85, double %43, double 4.000000e+00
  %87 = fcmp fast olt double %41, -8.000000e-01
  %88 = select fast i1 %87, double -8.000000e-01, double %41
  %89 = fmul fast double %86, %84
  %90 = fmul fast double %88, %88
  %91 = fmul fast double %90, %88
  %92 = fadd fast double %91, %89
  %93 = fadd fast double %83, %81
  %94 = fsub fast double %93, %92
  %95 = fdiv fast double %94, %51
  %96 = tail call fast double @llvm.fabs.f64(double %95)
  %97 = tail call fast double @llvm.maxnum.f64(double %96, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %75, ptr %12, align 8, !tbaa !9
  %98 = load volatile double, ptr %12, align 8, !tbaa !9
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %100, label %112, label %101

101:                                              ; preds = %74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %95, ptr %11, align 8, !tbaa !9
  %102 = load volatile double, ptr %11, align 8, !tbaa !9
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %104, label %112, label %105

105:                                              ; preds = %101
  %106 = fsub fast double %75, %95
  %107 = tail call fast double @llvm.fabs.f64(double %106)
  %108 = fmul fast double %97, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp fast ole double %107, %108
  %110 = select i1 %109, ptr @.str.10, ptr @.str.11
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) %95, ptr noundef nonnull %110)
  br i1 %109, label %117, label %114

112:                                              ; preds = %101, %74
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) %95, ptr noundef nonnull @.str.11)
  br label %114

114:                                              ; preds = %112, %105
  %115 = load i32, ptr @n_fail, align 4, !tbaa !5
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @n_fail, align 4, !tbaa !5
  br label %117

117:                                              ; preds = %105, %114
  %118 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_abs, double noundef nofpclass(nan inf) %24) #6
  %119 = fmul fast double %34, 2.000000e+00
  %120 = tail call fast double @llvm.sin.f64(double %119)
  %121 = tail call fast double @llvm.fabs.f64(double %120)
  %122 = fadd fast double %34, -1.000000e+00
  %123 = tail call fast double @llvm.fabs.f64(double %122)
  %124 = fmul fast double %123, %34
  %125 = fadd fast double %36, -2.000000e+00
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = fmul fast double %41, 2.000000e+00
  %128 = tail call fast double @llvm.sin.f64(double %127)
  %129 = tail call fast double @llvm.fabs.f64(double %128)
  %130 = fadd fast double %41, -1.000000e+00
  %131 = tail call fast double @llvm.fabs.f64(double %130)
  %132 = fadd fast double %43, -2.000000e+00
  %133 = tail call fast double @llvm.fabs.f64(double %132)
  %134 = fadd fast double %124, %121
  %135 = fadd fast double %134, %126
  %136 = fadd fast double %129, %133
  %137 = fmul fast double %131, %41
  %138 = fadd fast double %136, %137
  %139 = fsub fast double %135, %138
  %140 = fdiv fast double %139, %51
  %141 = tail call fast double @llvm.fabs.f64(double %140)
  %142 = tail call fast double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %118, ptr %10, align 8, !tbaa !9
  %143 = load volatile double, ptr %10, align 8, !tbaa !9
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %145, label %157, label %146

146:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %140, ptr %9, align 8, !tbaa !9
  %147 = load volatile double, ptr %9, align 8, !tbaa !9
  %148 = tail call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = fsub fast double %118, %140
  %152 = tail call fast double @llvm.fabs.f64(double %151)
  %153 = fmul fast double %142, 0x3EB0C6F7A0B5ED8D
  %154 = fcmp fast ole double %152, %153
  %155 = select i1 %154, ptr @.str.10, ptr @.str.11
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %118, double noundef nofpclass(nan inf) %140, ptr noundef nonnull %155)
  br i1 %154, label %162, label %159

157:                                              ; preds = %146, %117
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %118, double noundef nofpclass(nan inf) %140, ptr noundef nonnull @.str.11)
  br label %159

159:                                              ; preds = %157, %150
  %160 = load i32, ptr @n_fail, align 4, !tbaa !5
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @n_fail, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %150, %159
  %163 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_copysign, double noundef nofpclass(nan inf) %24) #6
  %164 = fadd fast double %36, 1.000000e+00
  %165 = fadd fast double %34, -3.000000e-01
  %166 = tail call fast double @llvm.copysign.f64(double %164, double %165)
  %167 = fadd fast double %34, 1.000000e+00
  %168 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %167)
  %169 = tail call fast double @llvm.exp.f64(double %34)
  %170 = fmul fast double %168, %169
  %171 = tail call fast double @llvm.fabs.f64(double %34)
  %172 = fadd fast double %43, 1.000000e+00
  %173 = tail call fast double @llvm.exp.f64(double %41)
  %174 = tail call fast double @llvm.fabs.f64(double %41)
  %175 = fsub fast double 3.000000e-01, %41
  %176 = tail call fast double @llvm.copysign.f64(double %172, double %175)
  %177 = fsub fast double -1.000000e+00, %41
  %178 = tail call fast double @llvm.copysign.f64(double 1.000000e+00, double %177)
  %179 = fmul fast double %178, %173
  %180 = fsub fast double %174, %171
  %181 = fadd fast double %180, %166
  %182 = fadd fast double %181, %170
  %183 = fadd fast double %182, %176
  %184 = fadd fast double %183, %179
  %185 = fdiv fast double %184, %51
  %186 = tail call fast double @llvm.fabs.f64(double %185)
  %187 = tail call fast double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %163, ptr %8, align 8, !tbaa !9
  %188 = load volatile double, ptr %8, align 8, !tbaa !9
  %189 = tail call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %190, label %202, label %191

191:                                              ; preds = %162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %185, ptr %7, align 8, !tbaa !9
  %192 = load volatile double, ptr %7, align 8, !tbaa !9
  %193 = tail call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %194, label %202, label %195

195:                                              ; preds = %191
  %196 = fsub fast double %163, %185
  %197 = tail call fast double @llvm.fabs.f64(double %196)
  %198 = fmul fast double %187, 0x3EB0C6F7A0B5ED8D
  %199 = fcmp fast ole double %197, %198
  %200 = select i1 %199, ptr @.str.10, ptr @.str.11
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %163, double noundef nofpclass(nan inf) %185, ptr noundef nonnull %200)
  br i1 %199, label %207, label %204

202:                                              ; preds = %191, %162
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %163, double noundef nofpclass(nan inf) %185, ptr noundef nonnull @.str.11)
  br label %204

204:                                              ; preds = %202, %195
  %205 = load i32, ptr @n_fail, align 4, !tbaa !5
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @n_fail, align 4, !tbaa !5
  br label %207

207:                                              ; preds = %195, %204
  %208 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_clamp, double noundef nofpclass(nan inf) %24) #6
  %209 = fcmp fast ogt double %34, 1.500000e+00
  %210 = select fast i1 %209, double 1.500000e+00, double %34
  %211 = tail call fast double @llvm.maxnum.f64(double %210, double -5.000000e-01)
  %212 = tail call fast double @llvm.maxnum.f64(double %34, double -5.000000e-01)
  %213 = tail call fast double @llvm.minnum.f64(double %212, double 1.500000e+00)
  %214 = fmul fast double %213, %34
  %215 = fmul fast double %211, %211
  %216 = fcmp fast ogt double %41, 1.500000e+00
  %217 = select fast i1 %216, double 1.500000e+00, double %41
  %218 = tail call fast double @llvm.maxnum.f64(double %217, double -5.000000e-01)
  %219 = tail call fast double @llvm.maxnum.f64(double %41, double -5.000000e-01)
  %220 = tail call fast double @llvm.minnum.f64(double %219, double 1.500000e+00)
  %221 = fmul fast double %220, %41
  %222 = fmul fast double %218, %218
  %223 = fadd fast double %222, %221
  %224 = fadd fast double %215, %214
  %225 = fsub fast double %224, %223
  %226 = fdiv fast double %225, %51
  %227 = tail call fast double @llvm.fabs.f64(double %226)
  %228 = tail call fast double @llvm.maxnum.f64(double %227, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %208, ptr %6, align 8, !tbaa !9
  %229 = load volatile double, ptr %6, align 8, !tbaa !9
  %230 = tail call double @llvm.fabs.f64(double %229)
  %231 = fcmp ueq double %230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %231, label %243, label %232

232:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %226, ptr %5, align 8, !tbaa !9
  %233 = load volatile double, ptr %5, align 8, !tbaa !9
  %234 = tail call double @llvm.fabs.f64(double %233)
  %235 = fcmp ueq double %234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %235, label %243, label %236

236:                                              ; preds = %232
  %237 = fsub fast double %208, %226
  %238 = tail call fast double @llvm.fabs.f64(double %237)
  %239 = fmul fast double %228, 0x3EB0C6F7A0B5ED8D
  %240 = fcmp fast ole double %238, %239
  %241 = select i1 %240, ptr @.str.10, ptr @.str.11
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %226, ptr noundef nonnull %241)
  br i1 %240, label %248, label %245

243:                                              ; preds = %232, %207
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %226, ptr noundef nonnull @.str.11)
  br label %245

245:                                              ; preds = %243, %236
  %246 = load i32, ptr @n_fail, align 4, !tbaa !5
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !5
  br label %248

248:                                              ; preds = %236, %245
  %249 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_loop, double noundef nofpclass(nan inf) %24) #6
  %250 = tail call fast double @llvm.sin.f64(double %34)
  %251 = fcmp fast ogt double %250, -1.000000e+03
  %252 = select nsz i1 %251, double %250, double -1.000000e+03
  %253 = tail call fast double @llvm.minnum.f64(double %250, double 1.000000e+03)
  %254 = fmul fast double %120, 1.050000e+00
  %255 = fcmp fast ogt double %254, %252
  %256 = select nsz i1 %255, double %254, double %252
  %257 = tail call fast double @llvm.minnum.f64(double %253, double %254)
  %258 = fmul fast double %34, 3.000000e+00
  %259 = tail call fast double @llvm.sin.f64(double %258)
  %260 = fmul fast double %259, 1.100000e+00
  %261 = fcmp fast ogt double %260, %256
  %262 = select nsz i1 %261, double %260, double %256
  %263 = tail call fast double @llvm.minnum.f64(double %257, double %260)
  %264 = fmul fast double %34, 4.000000e+00
  %265 = tail call fast double @llvm.sin.f64(double %264)
  %266 = fmul fast double %265, 1.150000e+00
  %267 = fcmp fast ogt double %266, %262
  %268 = select nsz i1 %267, double %266, double %262
  %269 = tail call fast double @llvm.minnum.f64(double %263, double %266)
  %270 = fmul fast double %34, 5.000000e+00
  %271 = tail call fast double @llvm.sin.f64(double %270)
  %272 = fmul fast double %271, 1.200000e+00
  %273 = fcmp fast ogt double %272, %268
  %274 = select nsz i1 %273, double %272, double %268
  %275 = tail call fast double @llvm.minnum.f64(double %269, double %272)
  %276 = fmul fast double %34, 6.000000e+00
  %277 = tail call fast double @llvm.sin.f64(double %276)
  %278 = fmul fast double %277, 1.250000e+00
  %279 = fcmp fast ogt double %278, %274
  %280 = select nsz i1 %279, double %278, double %274
  %281 = tail call fast double @llvm.minnum.f64(double %275, double %278)
  %282 = fmul fast double %34, 7.000000e+00
  %283 = tail call fast double @llvm.sin.f64(double %282)
  %284 = fmul fast double %283, 1.300000e+00
  %285 = fcmp fast ogt double %284, %280
  %286 = select nsz i1 %285, double %284, double %280
  %287 = tail call fast double @llvm.minnum.f64(double %281, double %284)
  %288 = fmul fast double %34, 8.000000e+00
  %289 = tail call fast double @llvm.sin.f64(double %288)
  %290 = fmul fast double %289, 1.350000e+00
  %291 = fcmp fast ogt double %290, %286
  %292 = select nsz i1 %291, double %290, double %286
  %293 = tail call fast double @llvm.minnum.f64(double %287, double %290)
  %294 = fmul fast double %34, 9.000000e+00
  %295 = tail call fast double @llvm.sin.f64(double %294)
  %296 = fmul fast double %295, 1.400000e+00
  %297 = fcmp fast ogt double %296, %292
  %298 = select nsz i1 %297, double %296, double %292
  %299 = tail call fast double @llvm.minnum.f64(double %293, double %296)
  %300 = fmul fast double %34, 1.000000e+01
  %301 = tail call fast double @llvm.sin.f64(double %300)
  %302 = fmul fast double %301, 1.450000e+00
  %303 = fcmp fast ogt double %302, %298
  %304 = select nsz i1 %303, double %302, double %298
  %305 = tail call fast double @llvm.minnum.f64(double %299, double %302)
  %306 = fmul fast double %34, 1.100000e+01
  %307 = tail call fast double @llvm.sin.f64(double %306)
  %308 = fmul fast double %307, 1.500000e+00
  %309 = fcmp fast ogt double %308, %304
  %310 = select nsz i1 %309, double %308, double %304
  %311 = tail call fast double @llvm.minnum.f64(double %305, double %308)
  %312 = fmul fast double %34, 1.200000e+01
  %313 = tail call fast double @llvm.sin.f64(double %312)
  %314 = fmul fast double %313, 1.550000e+00
  %315 = fcmp fast ogt double %314, %310
  %316 = select nsz i1 %315, double %314, double %310
  %317 = tail call fast double @llvm.minnum.f64(double %311, double %314)
  %318 = tail call fast double @llvm.sin.f64(double %41)
  %319 = fcmp fast ogt double %318, -1.000000e+03
  %320 = select nsz i1 %319, double %318, double -1.000000e+03
  %321 = tail call fast double @llvm.minnum.f64(double %318, double 1.000000e+03)
  %322 = fmul fast double %128, 1.050000e+00
  %323 = fcmp fast ogt double %322, %320
  %324 = select nsz i1 %323, double %322, double %320
  %325 = tail call fast double @llvm.minnum.f64(double %321, double %322)
  %326 = fmul fast double %41, 3.000000e+00
  %327 = tail call fast double @llvm.sin.f64(double %326)
  %328 = fmul fast double %327, 1.100000e+00
  %329 = fcmp fast ogt double %328, %324
  %330 = select nsz i1 %329, double %328, double %324
  %331 = tail call fast double @llvm.minnum.f64(double %325, double %328)
  %332 = fmul fast double %41, 4.000000e+00
  %333 = tail call fast double @llvm.sin.f64(double %332)
  %334 = fmul fast double %333, 1.150000e+00
  %335 = fcmp fast ogt double %334, %330
  %336 = select nsz i1 %335, double %334, double %330
  %337 = tail call fast double @llvm.minnum.f64(double %331, double %334)
  %338 = fmul fast double %41, 5.000000e+00
  %339 = tail call fast double @llvm.sin.f64(double %338)
  %340 = fmul fast double %339, 1.200000e+00
  %341 = fcmp fast ogt double %340, %336
  %342 = select nsz i1 %341, double %340, double %336
  %343 = tail call fast double @llvm.minnum.f64(double %337, double %340)
  %344 = fmul fast double %41, 6.000000e+00
  %345 = tail call fast double @llvm.sin.f64(double %344)
  %346 = fmul fast double %345, 1.250000e+00
  %347 = fcmp fast ogt double %346, %342
  %348 = select nsz i1 %347, double %346, double %342
  %349 = tail call fast double @llvm.minnum.f64(double %343, double %346)
  %350 = fmul fast double %41, 7.000000e+00
  %351 = tail call fast double @llvm.sin.f64(double %350)
  %352 = fmul fast double %351, 1.300000e+00
  %353 = fcmp fast ogt double %352, %348
  %354 = select nsz i1 %353, double %352, double %348
  %355 = tail call fast double @llvm.minnum.f64(double %349, double %352)
  %356 = fmul fast double %41, 8.000000e+00
  %357 = tail call fast double @llvm.sin.f64(double %356)
  %358 = fmul fast double %357, 1.350000e+00
  %359 = fcmp fast ogt double %358, %354
  %360 = select nsz i1 %359, double %358, double %354
  %361 = tail call fast double @llvm.minnum.f64(double %355, double %358)
  %362 = fmul fast double %41, 9.000000e+00
  %363 = tail call fast double @llvm.sin.f64(double %362)
  %364 = fmul fast double %363, 1.400000e+00
  %365 = fcmp fast ogt double %364, %360
  %366 = select nsz i1 %365, double %364, double %360
  %367 = tail call fast double @llvm.minnum.f64(double %361, double %364)
  %368 = fmul fast double %41, 1.000000e+01
  %369 = tail call fast double @llvm.sin.f64(double %368)
  %370 = fmul fast double %369, 1.450000e+00
  %371 = fcmp fast ogt double %370, %366
  %372 = select nsz i1 %371, double %370, double %366
  %373 = tail call fast double @llvm.minnum.f64(double %367, double %370)
  %374 = fmul fast double %41, 1.100000e+01
  %375 = tail call fast double @llvm.sin.f64(double %374)
  %376 = fmul fast double %375, 1.500000e+00
  %377 = fcmp fast ogt double %376, %372
  %378 = select nsz i1 %377, double %376, double %372
  %379 = tail call fast double @llvm.minnum.f64(double %373, double %376)
  %380 = fmul fast double %41, 1.200000e+01
  %381 = tail call fast double @llvm.sin.f64(double %380)
  %382 = fmul fast double %381, 1.550000e+00
  %383 = fcmp fast ogt double %382, %378
  %384 = select nsz i1 %383, double %382, double %378
  %385 = tail call fast double @llvm.minnum.f64(double %379, double %382)
  %386 = fsub fast double %385, %317
  %387 = fmul fast double %386, 5.000000e-01
  %388 = fsub fast double %316, %384
  %389 = fadd fast double %388, %387
  %390 = fdiv fast double %389, %51
  %391 = tail call fast double @llvm.fabs.f64(double %390)
  %392 = tail call fast double @llvm.maxnum.f64(double %391, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %249, ptr %4, align 8, !tbaa !9
  %393 = load volatile double, ptr %4, align 8, !tbaa !9
  %394 = tail call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %395, label %407, label %396

396:                                              ; preds = %248
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %390, ptr %3, align 8, !tbaa !9
  %397 = load volatile double, ptr %3, align 8, !tbaa !9
  %398 = tail call double @llvm.fabs.f64(double %397)
  %399 = fcmp ueq double %398, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %399, label %407, label %400

400:                                              ; preds = %396
  %401 = fsub fast double %249, %390
  %402 = tail call fast double @llvm.fabs.f64(double %401)
  %403 = fmul fast double %392, 0x3EB0C6F7A0B5ED8D
  %404 = fcmp fast ole double %402, %403
  %405 = select i1 %404, ptr @.str.10, ptr @.str.11
  %406 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %249, double noundef nofpclass(nan inf) %390, ptr noundef nonnull %405)
  br i1 %404, label %412, label %409

407:                                              ; preds = %396, %248
  %408 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %249, double noundef nofpclass(nan inf) %390, ptr noundef nonnull @.str.11)
  br label %409

409:                                              ; preds = %407, %400
  %410 = load i32, ptr @n_fail, align 4, !tbaa !5
  %411 = add nsw i32 %410, 1
  store i32 %411, ptr @n_fail, align 4, !tbaa !5
  br label %412

412:                                              ; preds = %400, %409
  %413 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %414 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @m_soft, double noundef nofpclass(nan inf) %24, i32 noundef %413, double noundef nofpclass(nan inf) %28) #6
  %415 = tail call fast double @llvm.maxnum.f64(double %34, double %28)
  %416 = fsub fast double %34, %415
  %417 = tail call fast double @llvm.exp.f64(double %416)
  %418 = fsub fast double %28, %415
  %419 = tail call fast double @llvm.exp.f64(double %418)
  %420 = fadd fast double %417, %419
  %421 = tail call fast double @llvm.log.f64(double %420)
  %422 = tail call fast double @llvm.maxnum.f64(double %41, double %28)
  %423 = fsub fast double %41, %422
  %424 = tail call fast double @llvm.exp.f64(double %423)
  %425 = fsub fast double %28, %422
  %426 = tail call fast double @llvm.exp.f64(double %425)
  %427 = fadd fast double %424, %426
  %428 = tail call fast double @llvm.log.f64(double %427)
  %429 = fadd fast double %415, %421
  %430 = fadd fast double %422, %428
  %431 = fsub fast double %429, %430
  %432 = fdiv fast double %431, %51
  %433 = tail call fast double @llvm.fabs.f64(double %432)
  %434 = tail call fast double @llvm.maxnum.f64(double %433, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %414, ptr %2, align 8, !tbaa !9
  %435 = load volatile double, ptr %2, align 8, !tbaa !9
  %436 = tail call double @llvm.fabs.f64(double %435)
  %437 = fcmp ueq double %436, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %437, label %449, label %438

438:                                              ; preds = %412
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %432, ptr %1, align 8, !tbaa !9
  %439 = load volatile double, ptr %1, align 8, !tbaa !9
  %440 = tail call double @llvm.fabs.f64(double %439)
  %441 = fcmp ueq double %440, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %441, label %449, label %442

442:                                              ; preds = %438
  %443 = fsub fast double %414, %432
  %444 = tail call fast double @llvm.fabs.f64(double %443)
  %445 = fmul fast double %434, 0x3EB0C6F7A0B5ED8D
  %446 = fcmp fast ole double %444, %445
  %447 = select i1 %446, ptr @.str.10, ptr @.str.11
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %414, double noundef nofpclass(nan inf) %432, ptr noundef nonnull %447)
  br i1 %446, label %454, label %451

449:                                              ; preds = %438, %412
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %414, double noundef nofpclass(nan inf) %432, ptr noundef nonnull @.str.11)
  br label %451

451:                                              ; preds = %449, %442
  %452 = load i32, ptr @n_fail, align 4, !tbaa !5
  %453 = add nsw i32 %452, 1
  store i32 %453, ptr @n_fail, align 4, !tbaa !5
  br label %454

454:                                              ; preds = %442, %451
  %455 = add nuw nsw i64 %22, 1
  %456 = icmp eq i64 %455, 8
  br i1 %456, label %15, label %21, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @m_lib(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #4 {
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
define internal nofpclass(nan inf) double @m_tern(double noundef nofpclass(nan inf) %0) #4 {
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
define internal nofpclass(nan inf) double @m_abs(double noundef nofpclass(nan inf) %0) #4 {
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
define internal nofpclass(nan inf) double @m_copysign(double noundef nofpclass(nan inf) %0) #4 {
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
define internal nofpclass(nan inf) double @m_clamp(double noundef nofpclass(nan inf) %0) #4 {
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
define internal nofpclass(nan inf) double @m_loop(double noundef nofpclass(nan inf) %0) #4 {
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
define internal nofpclass(nan inf) double @m_soft(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #4 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #2

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
