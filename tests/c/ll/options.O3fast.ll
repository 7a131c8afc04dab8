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
@.str.9 = private unnamed_addr constant [22 x i8] c"options: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %19 = alloca %struct.VD2, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = getelementptr inbounds i8, ptr %19, i64 16
  br label %28

22:                                               ; preds = %284
  %23 = load i32, ptr @n_fail, align 4, !tbaa !5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %23)
  %25 = load i32, ptr @n_fail, align 4, !tbaa !5
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i32
  ret i32 %27

28:                                               ; preds = %0, %284
  %29 = phi i64 [ 0, %0 ], [ %285, %284 ]
  %30 = getelementptr inbounds [3 x double], ptr @main.xs, i64 0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = trunc nuw nsw i64 %29 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = fmul fast double %33, 3.000000e-01
  %35 = fadd fast double %34, 5.000000e-01
  %36 = call fast double @llvm.fabs.f64(double %31)
  %37 = call fast double @llvm.maxnum.f64(double %36, double 1.000000e+00)
  %38 = fmul fast double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call fast double @llvm.fabs.f64(double %35)
  %40 = call fast double @llvm.maxnum.f64(double %39, double 1.000000e+00)
  %41 = fmul fast double %40, 0x3EB0C6F7A0B5ED8D
  %42 = fadd fast double %38, %31
  %43 = call fast double @llvm.sin.f64(double %42)
  %44 = fmul fast double %43, %35
  %45 = fneg fast double %35
  %46 = call fast double @llvm.exp.f64(double %45)
  %47 = fmul fast double %42, %42
  %48 = fmul fast double %47, %46
  %49 = fsub fast double %31, %38
  %50 = call fast double @llvm.sin.f64(double %49)
  %51 = fmul fast double %49, %49
  %52 = fmul fast double %51, %46
  %53 = fmul fast double %50, %35
  %54 = fadd fast double %52, %53
  %55 = fadd fast double %48, %44
  %56 = fsub fast double %55, %54
  %57 = fmul fast double %37, 2.000000e-06
  %58 = fdiv fast double %56, %57
  %59 = fadd fast double %41, %35
  %60 = call fast double @llvm.sin.f64(double %31)
  %61 = fmul fast double %60, %59
  %62 = fmul fast double %31, %31
  %63 = fneg fast double %59
  %64 = call fast double @llvm.exp.f64(double %63)
  %65 = fmul fast double %62, %64
  %66 = fsub fast double %35, %41
  %67 = fneg fast double %66
  %68 = call fast double @llvm.exp.f64(double %67)
  %69 = fmul fast double %62, %68
  %70 = fmul fast double %60, %66
  %71 = fadd fast double %69, %70
  %72 = fadd fast double %65, %61
  %73 = fsub fast double %72, %71
  %74 = fmul fast double %40, 2.000000e-06
  %75 = fdiv fast double %73, %74
  %76 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %77 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %78 = call { double, double } (ptr, ...) @__enzyme_autodiff_vd(ptr noundef nonnull @f, i32 noundef %76, double noundef nofpclass(nan inf) %31, i32 noundef %77, double noundef nofpclass(nan inf) %35) #7
  %79 = extractvalue { double, double } %78, 0
  %80 = extractvalue { double, double } %78, 1
  %81 = fmul fast double %60, %35
  %82 = fmul fast double %62, %46
  %83 = fadd fast double %82, %81
  %84 = call fast double @llvm.fabs.f64(double %83)
  %85 = call fast double @llvm.maxnum.f64(double %84, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %79, ptr %18, align 8, !tbaa !9
  %86 = load volatile double, ptr %18, align 8, !tbaa !9
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %88, label %100, label %89

89:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %83, ptr %17, align 8, !tbaa !9
  %90 = load volatile double, ptr %17, align 8, !tbaa !9
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %92, label %100, label %93

93:                                               ; preds = %89
  %94 = fsub fast double %79, %83
  %95 = call fast double @llvm.fabs.f64(double %94)
  %96 = fmul fast double %85, 1.000000e-15
  %97 = fcmp fast ole double %95, %96
  %98 = select i1 %97, ptr @.str.11, ptr @.str.12
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %98)
  br i1 %97, label %105, label %102

100:                                              ; preds = %89, %28
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.12)
  br label %102

102:                                              ; preds = %100, %93
  %103 = load i32, ptr @n_fail, align 4, !tbaa !5
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @n_fail, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %93, %102
  %106 = call fast double @llvm.fabs.f64(double %58)
  %107 = call fast double @llvm.maxnum.f64(double %106, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %80, ptr %16, align 8, !tbaa !9
  %108 = load volatile double, ptr %16, align 8, !tbaa !9
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ueq double %109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %110, label %122, label %111

111:                                              ; preds = %105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %58, ptr %15, align 8, !tbaa !9
  %112 = load volatile double, ptr %15, align 8, !tbaa !9
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %114, label %122, label %115

115:                                              ; preds = %111
  %116 = fsub fast double %80, %58
  %117 = call fast double @llvm.fabs.f64(double %116)
  %118 = fmul fast double %107, 0x3EB0C6F7A0B5ED8D
  %119 = fcmp fast ole double %117, %118
  %120 = select i1 %119, ptr @.str.11, ptr @.str.12
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %80, double noundef nofpclass(nan inf) %58, ptr noundef nonnull %120)
  br i1 %119, label %127, label %124

122:                                              ; preds = %111, %105
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %80, double noundef nofpclass(nan inf) %58, ptr noundef nonnull @.str.12)
  br label %124

124:                                              ; preds = %122, %115
  %125 = load i32, ptr @n_fail, align 4, !tbaa !5
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %115, %124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #7
  %128 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_vd2(ptr dead_on_unwind nonnull writable sret(%struct.VD2) align 8 %19, ptr noundef nonnull @f, i32 noundef %128, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %35) #7
  %129 = load double, ptr %19, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %129, ptr %14, align 8, !tbaa !9
  %130 = load volatile double, ptr %14, align 8, !tbaa !9
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %132, label %144, label %133

133:                                              ; preds = %127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %83, ptr %13, align 8, !tbaa !9
  %134 = load volatile double, ptr %13, align 8, !tbaa !9
  %135 = call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %136, label %144, label %137

137:                                              ; preds = %133
  %138 = fsub fast double %129, %83
  %139 = call fast double @llvm.fabs.f64(double %138)
  %140 = fmul fast double %85, 1.000000e-15
  %141 = fcmp fast ole double %139, %140
  %142 = select i1 %141, ptr @.str.11, ptr @.str.12
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %142)
  br i1 %141, label %149, label %146

144:                                              ; preds = %133, %127
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.12)
  br label %146

146:                                              ; preds = %144, %137
  %147 = load i32, ptr @n_fail, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @n_fail, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %137, %146
  %150 = load double, ptr %20, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %150, ptr %12, align 8, !tbaa !9
  %151 = load volatile double, ptr %12, align 8, !tbaa !9
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %153, label %165, label %154

154:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %58, ptr %11, align 8, !tbaa !9
  %155 = load volatile double, ptr %11, align 8, !tbaa !9
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %157, label %165, label %158

158:                                              ; preds = %154
  %159 = fsub fast double %150, %58
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = fmul fast double %107, 0x3EB0C6F7A0B5ED8D
  %162 = fcmp fast ole double %160, %161
  %163 = select i1 %162, ptr @.str.11, ptr @.str.12
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %58, ptr noundef nonnull %163)
  br i1 %162, label %170, label %167

165:                                              ; preds = %154, %149
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %58, ptr noundef nonnull @.str.12)
  br label %167

167:                                              ; preds = %165, %158
  %168 = load i32, ptr @n_fail, align 4, !tbaa !5
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @n_fail, align 4, !tbaa !5
  br label %170

170:                                              ; preds = %158, %167
  %171 = load double, ptr %21, align 8, !tbaa !14
  %172 = call fast double @llvm.fabs.f64(double %75)
  %173 = call fast double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %171, ptr %10, align 8, !tbaa !9
  %174 = load volatile double, ptr %10, align 8, !tbaa !9
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %176, label %188, label %177

177:                                              ; preds = %170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %75, ptr %9, align 8, !tbaa !9
  %178 = load volatile double, ptr %9, align 8, !tbaa !9
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = fcmp ueq double %179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %180, label %188, label %181

181:                                              ; preds = %177
  %182 = fsub fast double %171, %75
  %183 = call fast double @llvm.fabs.f64(double %182)
  %184 = fmul fast double %173, 0x3EB0C6F7A0B5ED8D
  %185 = fcmp fast ole double %183, %184
  %186 = select i1 %185, ptr @.str.11, ptr @.str.12
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %75, ptr noundef nonnull %186)
  br i1 %185, label %193, label %190

188:                                              ; preds = %177, %170
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %75, ptr noundef nonnull @.str.12)
  br label %190

190:                                              ; preds = %188, %181
  %191 = load i32, ptr @n_fail, align 4, !tbaa !5
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr @n_fail, align 4, !tbaa !5
  br label %193

193:                                              ; preds = %181, %190
  %194 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %195 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %196 = call { double, double } (ptr, ...) @__enzyme_fwddiff_vd(ptr noundef nonnull @f, i32 noundef %194, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %195, double noundef nofpclass(nan inf) %35) #7
  %197 = extractvalue { double, double } %196, 0
  %198 = extractvalue { double, double } %196, 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %197, ptr %8, align 8, !tbaa !9
  %199 = load volatile double, ptr %8, align 8, !tbaa !9
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %201, label %213, label %202

202:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %83, ptr %7, align 8, !tbaa !9
  %203 = load volatile double, ptr %7, align 8, !tbaa !9
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %205, label %213, label %206

206:                                              ; preds = %202
  %207 = fsub fast double %197, %83
  %208 = call fast double @llvm.fabs.f64(double %207)
  %209 = fmul fast double %85, 1.000000e-15
  %210 = fcmp fast ole double %208, %209
  %211 = select i1 %210, ptr @.str.11, ptr @.str.12
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %197, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %211)
  br i1 %210, label %218, label %215

213:                                              ; preds = %202, %193
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %197, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.12)
  br label %215

215:                                              ; preds = %213, %206
  %216 = load i32, ptr @n_fail, align 4, !tbaa !5
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr @n_fail, align 4, !tbaa !5
  br label %218

218:                                              ; preds = %206, %215
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %198, ptr %6, align 8, !tbaa !9
  %219 = load volatile double, ptr %6, align 8, !tbaa !9
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %221, label %233, label %222

222:                                              ; preds = %218
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %58, ptr %5, align 8, !tbaa !9
  %223 = load volatile double, ptr %5, align 8, !tbaa !9
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %225, label %233, label %226

226:                                              ; preds = %222
  %227 = fsub fast double %198, %58
  %228 = call fast double @llvm.fabs.f64(double %227)
  %229 = fmul fast double %107, 0x3EB0C6F7A0B5ED8D
  %230 = fcmp fast ole double %228, %229
  %231 = select i1 %230, ptr @.str.11, ptr @.str.12
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %58, ptr noundef nonnull %231)
  br i1 %230, label %238, label %235

233:                                              ; preds = %222, %218
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %58, ptr noundef nonnull @.str.12)
  br label %235

235:                                              ; preds = %233, %226
  %236 = load i32, ptr @n_fail, align 4, !tbaa !5
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr @n_fail, align 4, !tbaa !5
  br label %238

238:                                              ; preds = %226, %235
  %239 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %240 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %241 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %239, i32 noundef %240, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) 1.000000e+00) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %241, ptr %4, align 8, !tbaa !9
  %242 = load volatile double, ptr %4, align 8, !tbaa !9
  %243 = call double @llvm.fabs.f64(double %242)
  %244 = fcmp ueq double %243, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %244, label %256, label %245

245:                                              ; preds = %238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %75, ptr %3, align 8, !tbaa !9
  %246 = load volatile double, ptr %3, align 8, !tbaa !9
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ueq double %247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %248, label %256, label %249

249:                                              ; preds = %245
  %250 = fsub fast double %241, %75
  %251 = call fast double @llvm.fabs.f64(double %250)
  %252 = fmul fast double %173, 0x3EB0C6F7A0B5ED8D
  %253 = fcmp fast ole double %251, %252
  %254 = select i1 %253, ptr @.str.11, ptr @.str.12
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %75, ptr noundef nonnull %254)
  br i1 %253, label %261, label %258

256:                                              ; preds = %245, %238
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %241, double noundef nofpclass(nan inf) %75, ptr noundef nonnull @.str.12)
  br label %258

258:                                              ; preds = %256, %249
  %259 = load i32, ptr @n_fail, align 4, !tbaa !5
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !5
  br label %261

261:                                              ; preds = %249, %258
  %262 = load i32, ptr @enzyme_noret, align 4, !tbaa !5
  %263 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %264 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %262, i32 noundef %263, double noundef nofpclass(nan inf) %31, double noundef nofpclass(nan inf) %35) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %264, ptr %2, align 8, !tbaa !9
  %265 = load volatile double, ptr %2, align 8, !tbaa !9
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fcmp ueq double %266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %267, label %279, label %268

268:                                              ; preds = %261
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %75, ptr %1, align 8, !tbaa !9
  %269 = load volatile double, ptr %1, align 8, !tbaa !9
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %271, label %279, label %272

272:                                              ; preds = %268
  %273 = fsub fast double %264, %75
  %274 = call fast double @llvm.fabs.f64(double %273)
  %275 = fmul fast double %173, 0x3EB0C6F7A0B5ED8D
  %276 = fcmp fast ole double %274, %275
  %277 = select i1 %276, ptr @.str.11, ptr @.str.12
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %264, double noundef nofpclass(nan inf) %75, ptr noundef nonnull %277)
  br i1 %276, label %284, label %281

279:                                              ; preds = %268, %261
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %264, double noundef nofpclass(nan inf) %75, ptr noundef nonnull @.str.12)
  br label %281

281:                                              ; preds = %279, %272
  %282 = load i32, ptr @n_fail, align 4, !tbaa !5
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr @n_fail, align 4, !tbaa !5
  br label %284

284:                                              ; preds = %272, %281
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #7
  %285 = add nuw nsw i64 %29, 1
  %286 = icmp eq i64 %285, 3
  br i1 %286, label %22, label %28, !llvm.loop !15
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
