; ModuleID = 'options.c'
source_filename = "options.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.VD2 = type { double, double, double }

@main.xs = internal unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 4.000000e-01, double 1.900000e+00], align 16
@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [29 x i8] c"autodiff primal_return value\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"autodiff primal_return dx\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"autodiff primal_return value (2)\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"autodiff primal_return dx (2)\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"autodiff primal_return dy (2)\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"fwddiff primal_return value\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"fwddiff primal_return dx\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"fwddiff noret\00", align 1
@enzyme_noret = external local_unnamed_addr global i32, align 4
@.str.8 = private unnamed_addr constant [15 x i8] c"autodiff noret\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"const_return\00", align 1
@enzyme_const_return = external local_unnamed_addr global i32, align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"active_return\00", align 1
@enzyme_active_return = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [19 x i8] c"fwddiff dup_return\00", align 1
@enzyme_dup_return = external local_unnamed_addr global i32, align 4
@.str.12 = private unnamed_addr constant [22 x i8] c"options: %d failures\0A\00", align 1
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
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca %struct.VD2, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = getelementptr inbounds i8, ptr %25, i64 16
  br label %36

30:                                               ; preds = %366
  %31 = load i32, ptr @n_fail, align 4, !tbaa !5
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %31)
  %33 = load i32, ptr @n_fail, align 4, !tbaa !5
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  ret i32 %35

36:                                               ; preds = %0, %366
  %37 = phi i64 [ 0, %0 ], [ %367, %366 ]
  %38 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = trunc nuw nsw i64 %37 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = fmul fast double %41, 3.000000e-01
  %43 = fadd fast double %42, 5.000000e-01
  %44 = call fast double @llvm.fabs.f64(double %39)
  %45 = call fast double @llvm.maxnum.f64(double %44, double 1.000000e+00)
  %46 = fmul fast double %45, 0x3EB0C6F7A0B5ED8D
  %47 = call fast double @llvm.fabs.f64(double %43)
  %48 = call fast double @llvm.maxnum.f64(double %47, double 1.000000e+00)
  %49 = fmul fast double %48, 0x3EB0C6F7A0B5ED8D
  %50 = fadd fast double %46, %39
  %51 = call fast double @llvm.sin.f64(double %50)
  %52 = fmul fast double %51, %43
  %53 = fneg fast double %43
  %54 = call fast double @llvm.exp.f64(double %53)
  %55 = fmul fast double %50, %50
  %56 = fmul fast double %55, %54
  %57 = fsub fast double %39, %46
  %58 = call fast double @llvm.sin.f64(double %57)
  %59 = fmul fast double %57, %57
  %60 = fmul fast double %59, %54
  %61 = fmul fast double %58, %43
  %62 = fadd fast double %60, %61
  %63 = fadd fast double %56, %52
  %64 = fsub fast double %63, %62
  %65 = fmul fast double %45, 2.000000e-06
  %66 = fdiv fast double %64, %65
  %67 = fadd fast double %49, %43
  %68 = call fast double @llvm.sin.f64(double %39)
  %69 = fmul fast double %68, %67
  %70 = fmul fast double %39, %39
  %71 = fneg fast double %67
  %72 = call fast double @llvm.exp.f64(double %71)
  %73 = fmul fast double %70, %72
  %74 = fsub fast double %43, %49
  %75 = fneg fast double %74
  %76 = call fast double @llvm.exp.f64(double %75)
  %77 = fmul fast double %70, %76
  %78 = fmul fast double %68, %74
  %79 = fadd fast double %77, %78
  %80 = fadd fast double %73, %69
  %81 = fsub fast double %80, %79
  %82 = fmul fast double %48, 2.000000e-06
  %83 = fdiv fast double %81, %82
  %84 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %85 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %86 = call { double, double } (ptr, ...) @__enzyme_autodiff_vd(ptr noundef nonnull @f, i32 noundef %84, double noundef nofpclass(nan inf) %39, i32 noundef %85, double noundef nofpclass(nan inf) %43) #8
  %87 = extractvalue { double, double } %86, 0
  %88 = extractvalue { double, double } %86, 1
  %89 = fmul fast double %68, %43
  %90 = fmul fast double %70, %54
  %91 = fadd fast double %90, %89
  %92 = call fast double @llvm.fabs.f64(double %91)
  %93 = call fast double @llvm.maxnum.f64(double %92, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %87, ptr %24, align 8, !tbaa !9
  %94 = load volatile double, ptr %24, align 8, !tbaa !9
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %96, label %108, label %97

97:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %91, ptr %23, align 8, !tbaa !9
  %98 = load volatile double, ptr %23, align 8, !tbaa !9
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %100, label %108, label %101

101:                                              ; preds = %97
  %102 = fsub fast double %87, %91
  %103 = call fast double @llvm.fabs.f64(double %102)
  %104 = fmul fast double %93, 1.000000e-15
  %105 = fcmp fast ole double %103, %104
  %106 = select i1 %105, ptr @.str.14, ptr @.str.15
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %87, double noundef nofpclass(nan inf) %91, ptr noundef nonnull %106)
  br i1 %105, label %113, label %110

108:                                              ; preds = %97, %36
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %87, double noundef nofpclass(nan inf) %91, ptr noundef nonnull @.str.15)
  br label %110

110:                                              ; preds = %108, %101
  %111 = load i32, ptr @n_fail, align 4, !tbaa !5
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @n_fail, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %101, %110
  %114 = call fast double @llvm.fabs.f64(double %66)
  %115 = call fast double @llvm.maxnum.f64(double %114, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %88, ptr %22, align 8, !tbaa !9
  %116 = load volatile double, ptr %22, align 8, !tbaa !9
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = fcmp ueq double %117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %118, label %130, label %119

119:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %66, ptr %21, align 8, !tbaa !9
  %120 = load volatile double, ptr %21, align 8, !tbaa !9
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %122, label %130, label %123

123:                                              ; preds = %119
  %124 = fsub fast double %88, %66
  %125 = call fast double @llvm.fabs.f64(double %124)
  %126 = fmul fast double %115, 0x3EB0C6F7A0B5ED8D
  %127 = fcmp fast ole double %125, %126
  %128 = select i1 %127, ptr @.str.14, ptr @.str.15
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %88, double noundef nofpclass(nan inf) %66, ptr noundef nonnull %128)
  br i1 %127, label %135, label %132

130:                                              ; preds = %119, %113
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %88, double noundef nofpclass(nan inf) %66, ptr noundef nonnull @.str.15)
  br label %132

132:                                              ; preds = %130, %123
  %133 = load i32, ptr @n_fail, align 4, !tbaa !5
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr @n_fail, align 4, !tbaa !5
  br label %135

135:                                              ; preds = %123, %132
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #8
  %136 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_vd2(ptr dead_on_unwind nonnull writable sret(%struct.VD2) align 8 %25, ptr noundef nonnull @f, i32 noundef %136, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %43) #8
  %137 = load double, ptr %25, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %137, ptr %20, align 8, !tbaa !9
  %138 = load volatile double, ptr %20, align 8, !tbaa !9
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = fcmp ueq double %139, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %140, label %152, label %141

141:                                              ; preds = %135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %91, ptr %19, align 8, !tbaa !9
  %142 = load volatile double, ptr %19, align 8, !tbaa !9
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fcmp ueq double %143, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %144, label %152, label %145

145:                                              ; preds = %141
  %146 = fsub fast double %137, %91
  %147 = call fast double @llvm.fabs.f64(double %146)
  %148 = fmul fast double %93, 1.000000e-15
  %149 = fcmp fast ole double %147, %148
  %150 = select i1 %149, ptr @.str.14, ptr @.str.15
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %91, ptr noundef nonnull %150)
  br i1 %149, label %157, label %154

152:                                              ; preds = %141, %135
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %91, ptr noundef nonnull @.str.15)
  br label %154

154:                                              ; preds = %152, %145
  %155 = load i32, ptr @n_fail, align 4, !tbaa !5
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr @n_fail, align 4, !tbaa !5
  br label %157

157:                                              ; preds = %145, %154
  %158 = load double, ptr %28, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %158, ptr %18, align 8, !tbaa !9
  %159 = load volatile double, ptr %18, align 8, !tbaa !9
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ueq double %160, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %161, label %173, label %162

162:                                              ; preds = %157
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %66, ptr %17, align 8, !tbaa !9
  %163 = load volatile double, ptr %17, align 8, !tbaa !9
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = fcmp ueq double %164, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %165, label %173, label %166

166:                                              ; preds = %162
  %167 = fsub fast double %158, %66
  %168 = call fast double @llvm.fabs.f64(double %167)
  %169 = fmul fast double %115, 0x3EB0C6F7A0B5ED8D
  %170 = fcmp fast ole double %168, %169
  %171 = select i1 %170, ptr @.str.14, ptr @.str.15
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %158, double noundef nofpclass(nan inf) %66, ptr noundef nonnull %171)
  br i1 %170, label %178, label %175

173:                                              ; preds = %162, %157
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %158, double noundef nofpclass(nan inf) %66, ptr noundef nonnull @.str.15)
  br label %175

175:                                              ; preds = %173, %166
  %176 = load i32, ptr @n_fail, align 4, !tbaa !5
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @n_fail, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %166, %175
  %179 = load double, ptr %29, align 8, !tbaa !14
  %180 = call fast double @llvm.fabs.f64(double %83)
  %181 = call fast double @llvm.maxnum.f64(double %180, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %179, ptr %16, align 8, !tbaa !9
  %182 = load volatile double, ptr %16, align 8, !tbaa !9
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ueq double %183, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %184, label %196, label %185

185:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %83, ptr %15, align 8, !tbaa !9
  %186 = load volatile double, ptr %15, align 8, !tbaa !9
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ueq double %187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %188, label %196, label %189

189:                                              ; preds = %185
  %190 = fsub fast double %179, %83
  %191 = call fast double @llvm.fabs.f64(double %190)
  %192 = fmul fast double %181, 0x3EB0C6F7A0B5ED8D
  %193 = fcmp fast ole double %191, %192
  %194 = select i1 %193, ptr @.str.14, ptr @.str.15
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %194)
  br i1 %193, label %201, label %198

196:                                              ; preds = %185, %178
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.15)
  br label %198

198:                                              ; preds = %196, %189
  %199 = load i32, ptr @n_fail, align 4, !tbaa !5
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr @n_fail, align 4, !tbaa !5
  br label %201

201:                                              ; preds = %189, %198
  %202 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %203 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %204 = call { double, double } (ptr, ...) @__enzyme_fwddiff_vd(ptr noundef nonnull @f, i32 noundef %202, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %203, double noundef nofpclass(nan inf) %43) #8
  %205 = extractvalue { double, double } %204, 0
  %206 = extractvalue { double, double } %204, 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %205, ptr %14, align 8, !tbaa !9
  %207 = load volatile double, ptr %14, align 8, !tbaa !9
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fcmp ueq double %208, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %209, label %221, label %210

210:                                              ; preds = %201
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %91, ptr %13, align 8, !tbaa !9
  %211 = load volatile double, ptr %13, align 8, !tbaa !9
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ueq double %212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %213, label %221, label %214

214:                                              ; preds = %210
  %215 = fsub fast double %205, %91
  %216 = call fast double @llvm.fabs.f64(double %215)
  %217 = fmul fast double %93, 1.000000e-15
  %218 = fcmp fast ole double %216, %217
  %219 = select i1 %218, ptr @.str.14, ptr @.str.15
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %205, double noundef nofpclass(nan inf) %91, ptr noundef nonnull %219)
  br i1 %218, label %226, label %223

221:                                              ; preds = %210, %201
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %205, double noundef nofpclass(nan inf) %91, ptr noundef nonnull @.str.15)
  br label %223

223:                                              ; preds = %221, %214
  %224 = load i32, ptr @n_fail, align 4, !tbaa !5
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr @n_fail, align 4, !tbaa !5
  br label %226

226:                                              ; preds = %214, %223
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %206, ptr %12, align 8, !tbaa !9
  %227 = load volatile double, ptr %12, align 8, !tbaa !9
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %229, label %241, label %230

230:                                              ; preds = %226
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %66, ptr %11, align 8, !tbaa !9
  %231 = load volatile double, ptr %11, align 8, !tbaa !9
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fcmp ueq double %232, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %233, label %241, label %234

234:                                              ; preds = %230
  %235 = fsub fast double %206, %66
  %236 = call fast double @llvm.fabs.f64(double %235)
  %237 = fmul fast double %115, 0x3EB0C6F7A0B5ED8D
  %238 = fcmp fast ole double %236, %237
  %239 = select i1 %238, ptr @.str.14, ptr @.str.15
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %206, double noundef nofpclass(nan inf) %66, ptr noundef nonnull %239)
  br i1 %238, label %246, label %243

241:                                              ; preds = %230, %226
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %206, double noundef nofpclass(nan inf) %66, ptr noundef nonnull @.str.15)
  br label %243

243:                                              ; preds = %241, %234
  %244 = load i32, ptr @n_fail, align 4, !tbaa !5
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @n_fail, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %234, %243
  %247 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %248 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %249 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %247, i32 noundef %248, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) 1.000000e+00) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %249, ptr %10, align 8, !tbaa !9
  %250 = load volatile double, ptr %10, align 8, !tbaa !9
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fcmp ueq double %251, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %252, label %264, label %253

253:                                              ; preds = %246
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %83, ptr %9, align 8, !tbaa !9
  %254 = load volatile double, ptr %9, align 8, !tbaa !9
  %255 = call double @llvm.fabs.f64(double %254)
  %256 = fcmp ueq double %255, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %256, label %264, label %257

257:                                              ; preds = %253
  %258 = fsub fast double %249, %83
  %259 = call fast double @llvm.fabs.f64(double %258)
  %260 = fmul fast double %181, 0x3EB0C6F7A0B5ED8D
  %261 = fcmp fast ole double %259, %260
  %262 = select i1 %261, ptr @.str.14, ptr @.str.15
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %249, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %262)
  br i1 %261, label %269, label %266

264:                                              ; preds = %253, %246
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %249, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.15)
  br label %266

266:                                              ; preds = %264, %257
  %267 = load i32, ptr @n_fail, align 4, !tbaa !5
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr @n_fail, align 4, !tbaa !5
  br label %269

269:                                              ; preds = %257, %266
  %270 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %271 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %272 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %270, i32 noundef %271, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %43) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %272, ptr %8, align 8, !tbaa !9
  %273 = load volatile double, ptr %8, align 8, !tbaa !9
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fcmp ueq double %274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %275, label %287, label %276

276:                                              ; preds = %269
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %83, ptr %7, align 8, !tbaa !9
  %277 = load volatile double, ptr %7, align 8, !tbaa !9
  %278 = call double @llvm.fabs.f64(double %277)
  %279 = fcmp ueq double %278, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %279, label %287, label %280

280:                                              ; preds = %276
  %281 = fsub fast double %272, %83
  %282 = call fast double @llvm.fabs.f64(double %281)
  %283 = fmul fast double %181, 0x3EB0C6F7A0B5ED8D
  %284 = fcmp fast ole double %282, %283
  %285 = select i1 %284, ptr @.str.14, ptr @.str.15
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %272, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %285)
  br i1 %284, label %292, label %289

287:                                              ; preds = %276, %269
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %272, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.15)
  br label %289

289:                                              ; preds = %287, %280
  %290 = load i32, ptr @n_fail, align 4, !tbaa !5
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr @n_fail, align 4, !tbaa !5
  br label %292

292:                                              ; preds = %280, %289
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #8
  store double 1.000000e+00, ptr %27, align 8, !tbaa !9
  %293 = load i32, ptr @enzyme_const_return, align 4, !tbaa !5
  %294 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %293, double noundef nofpclass(nan inf) %39, ptr noundef nonnull %26, ptr noundef nonnull %27) #8
  %295 = fmul fast double %70, 3.000000e+00
  %296 = call fast double @llvm.fabs.f64(double %295)
  %297 = call fast double @llvm.maxnum.f64(double %296, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %294, ptr %6, align 8, !tbaa !9
  %298 = load volatile double, ptr %6, align 8, !tbaa !9
  %299 = call double @llvm.fabs.f64(double %298)
  %300 = fcmp ueq double %299, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %300, label %312, label %301

301:                                              ; preds = %292
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %295, ptr %5, align 8, !tbaa !9
  %302 = load volatile double, ptr %5, align 8, !tbaa !9
  %303 = call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %304, label %312, label %305

305:                                              ; preds = %301
  %306 = fsub fast double %294, %295
  %307 = call fast double @llvm.fabs.f64(double %306)
  %308 = fmul fast double %297, 0x3D719799812DEA11
  %309 = fcmp fast ole double %307, %308
  %310 = select i1 %309, ptr @.str.14, ptr @.str.15
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %294, double noundef nofpclass(nan inf) %295, ptr noundef nonnull %310)
  br i1 %309, label %317, label %314

312:                                              ; preds = %301, %292
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %294, double noundef nofpclass(nan inf) %295, ptr noundef nonnull @.str.15)
  br label %314

314:                                              ; preds = %312, %305
  %315 = load i32, ptr @n_fail, align 4, !tbaa !5
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @n_fail, align 4, !tbaa !5
  br label %317

317:                                              ; preds = %305, %314
  store double 1.000000e+00, ptr %27, align 8, !tbaa !9
  %318 = load i32, ptr @enzyme_active_return, align 4, !tbaa !5
  %319 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %318, double noundef nofpclass(nan inf) %39, ptr noundef nonnull %26, ptr noundef nonnull %27) #8
  %320 = call fast double @llvm.cos.f64(double %39)
  %321 = fadd fast double %295, %320
  %322 = call fast double @llvm.fabs.f64(double %321)
  %323 = call fast double @llvm.maxnum.f64(double %322, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %319, ptr %4, align 8, !tbaa !9
  %324 = load volatile double, ptr %4, align 8, !tbaa !9
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = fcmp ueq double %325, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %326, label %338, label %327

327:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %321, ptr %3, align 8, !tbaa !9
  %328 = load volatile double, ptr %3, align 8, !tbaa !9
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ueq double %329, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %330, label %338, label %331

331:                                              ; preds = %327
  %332 = fsub fast double %319, %321
  %333 = call fast double @llvm.fabs.f64(double %332)
  %334 = fmul fast double %323, 0x3D719799812DEA11
  %335 = fcmp fast ole double %333, %334
  %336 = select i1 %335, ptr @.str.14, ptr @.str.15
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %319, double noundef nofpclass(nan inf) %321, ptr noundef nonnull %336)
  br i1 %335, label %343, label %340

338:                                              ; preds = %327, %317
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %319, double noundef nofpclass(nan inf) %321, ptr noundef nonnull @.str.15)
  br label %340

340:                                              ; preds = %338, %331
  %341 = load i32, ptr @n_fail, align 4, !tbaa !5
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr @n_fail, align 4, !tbaa !5
  br label %343

343:                                              ; preds = %331, %340
  %344 = load i32, ptr @enzyme_dup_return, align 4, !tbaa !5
  %345 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %346 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %344, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %345, double noundef nofpclass(nan inf) %43) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %346, ptr %2, align 8, !tbaa !9
  %347 = load volatile double, ptr %2, align 8, !tbaa !9
  %348 = call double @llvm.fabs.f64(double %347)
  %349 = fcmp ueq double %348, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %349, label %361, label %350

350:                                              ; preds = %343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %66, ptr %1, align 8, !tbaa !9
  %351 = load volatile double, ptr %1, align 8, !tbaa !9
  %352 = call double @llvm.fabs.f64(double %351)
  %353 = fcmp ueq double %352, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %353, label %361, label %354

354:                                              ; preds = %350
  %355 = fsub fast double %346, %66
  %356 = call fast double @llvm.fabs.f64(double %355)
  %357 = fmul fast double %115, 0x3EB0C6F7A0B5ED8D
  %358 = fcmp fast ole double %356, %357
  %359 = select i1 %358, ptr @.str.14, ptr @.str.15
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %346, double noundef nofpclass(nan inf) %66, ptr noundef nonnull %359)
  br i1 %358, label %366, label %363

361:                                              ; preds = %350, %343
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %39, double noundef nofpclass(nan inf) %346, double noundef nofpclass(nan inf) %66, ptr noundef nonnull @.str.15)
  br label %363

363:                                              ; preds = %361, %354
  %364 = load i32, ptr @n_fail, align 4, !tbaa !5
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr @n_fail, align 4, !tbaa !5
  br label %366

366:                                              ; preds = %354, %363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #8
  %367 = add nuw nsw i64 %37, 1
  %368 = icmp eq i64 %367, 3
  br i1 %368, label %30, label %36, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = tail call fast double @llvm.sin.f64(double %0)
  %4 = fmul fast double %3, %1
  %5 = fmul fast double %0, %0
  %6 = fneg fast double %1
  %7 = tail call fast double @llvm.exp.f64(double %6)
  %8 = fmul fast double %5, %7
  %9 = fadd fast double %8, %4
  ret double %9
}

declare { double, double } @__enzyme_autodiff_vd(ptr noundef, ...) local_unnamed_addr #3

declare void @__enzyme_autodiff_vd2(ptr dead_on_unwind writable sret(%struct.VD2) align 8, ptr noundef, ...) local_unnamed_addr #3

declare { double, double } @__enzyme_fwddiff_vd(ptr noundef, ...) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal nofpclass(nan inf) double @g(double noundef nofpclass(nan inf) %0, ptr nocapture noundef writeonly %1) #4 {
  %3 = fmul fast double %0, %0
  %4 = fmul fast double %3, %0
  store double %4, ptr %1, align 8, !tbaa !9
  %5 = tail call fast double @llvm.sin.f64(double %0)
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !10, i64 0}
!12 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!12, !10, i64 16}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
