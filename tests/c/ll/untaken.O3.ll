; ModuleID = 'untaken.c'
source_filename = "untaken.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -1.000000e+00, double 0.000000e+00, double 5.000000e-01, double 2.500000e+00], align 16
@.str = private unnamed_addr constant [9 x i8] c"sel_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"sel_xlogx\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"sel_xlogx_pre\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"sel_xsqrt_pre\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"sel_xlogx2\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"sel_2sqrt\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"sel_log_lt\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"untaken: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [26 x i8] c"prod n=%d zero=%d,%d i=%d\00", align 1

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
  br label %19

13:                                               ; preds = %232
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef -1, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 5, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 0, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 39, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 6, i32 noundef 20)
  tail call fastcc void @check_prod(i32 noundef 37, i32 noundef 36, i32 noundef -1)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %14)
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  ret i32 %18

19:                                               ; preds = %0, %232
  %20 = phi i64 [ 0, %0 ], [ %236, %232 ]
  %21 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_sqrt, double noundef %22) #10
  %24 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_sqrt, double noundef %22, double noundef 1.000000e+00) #10
  tail call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @sel_sqrt, double noundef %22, double noundef %23, double noundef %24)
  %25 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xlogx, double noundef %22) #10
  %26 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xlogx, double noundef %22, double noundef 1.000000e+00) #10
  tail call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @sel_xlogx, double noundef %22, double noundef %25, double noundef %26)
  %27 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xlogx_pre, double noundef %22) #10
  %28 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xlogx_pre, double noundef %22, double noundef 1.000000e+00) #10
  %29 = tail call double @llvm.fabs.f64(double %22)
  %30 = fcmp ogt double %29, 1.000000e+00
  %31 = select i1 %30, double %29, double 1.000000e+00
  %32 = fmul double %31, 0x3EB0C6F7A0B5ED8D
  %33 = icmp eq i64 %20, 1
  br i1 %33, label %48, label %34

34:                                               ; preds = %19
  %35 = fadd double %22, %32
  %36 = tail call double @log(double noundef %35) #10
  %37 = fmul double %35, %36
  %38 = fcmp ogt double %35, 0.000000e+00
  %39 = select i1 %38, double %37, double 0.000000e+00
  %40 = fsub double %22, %32
  %41 = tail call double @log(double noundef %40) #10
  %42 = fmul double %40, %41
  %43 = fcmp ogt double %40, 0.000000e+00
  %44 = select i1 %43, double %42, double 0.000000e+00
  %45 = fsub double %39, %44
  %46 = fmul double %32, 2.000000e+00
  %47 = fdiv double %45, %46
  br label %48

48:                                               ; preds = %19, %34
  %49 = phi double [ %47, %34 ], [ 0.000000e+00, %19 ]
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fcmp ogt double %50, 1.000000e+00
  %52 = select i1 %51, double %50, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %27, ptr %12, align 8, !tbaa !9
  %53 = load volatile double, ptr %12, align 8, !tbaa !9
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %55, label %67, label %56

56:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %49, ptr %11, align 8, !tbaa !9
  %57 = load volatile double, ptr %11, align 8, !tbaa !9
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %59, label %67, label %60

60:                                               ; preds = %56
  %61 = fsub double %27, %49
  %62 = tail call double @llvm.fabs.f64(double %61)
  %63 = fmul double %52, 1.000000e-05
  %64 = fcmp ole double %62, %63
  %65 = select i1 %64, ptr @.str.9, ptr @.str.10
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %22, double noundef %27, double noundef %49, ptr noundef nonnull %65)
  br i1 %64, label %72, label %69

67:                                               ; preds = %56, %48
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %22, double noundef %27, double noundef %49, ptr noundef nonnull @.str.10)
  br label %69

69:                                               ; preds = %67, %60
  %70 = load i32, ptr @n_fail, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @n_fail, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %69, %60
  %73 = tail call double @llvm.fabs.f64(double %27)
  %74 = fcmp ogt double %73, 1.000000e+00
  %75 = select i1 %74, double %73, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %28, ptr %10, align 8, !tbaa !9
  %76 = load volatile double, ptr %10, align 8, !tbaa !9
  %77 = tail call double @llvm.fabs.f64(double %76)
  %78 = fcmp ueq double %77, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %78, label %90, label %79

79:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %27, ptr %9, align 8, !tbaa !9
  %80 = load volatile double, ptr %9, align 8, !tbaa !9
  %81 = tail call double @llvm.fabs.f64(double %80)
  %82 = fcmp ueq double %81, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %82, label %90, label %83

83:                                               ; preds = %79
  %84 = fsub double %28, %27
  %85 = tail call double @llvm.fabs.f64(double %84)
  %86 = fmul double %75, 0x3D719799812DEA11
  %87 = fcmp ole double %85, %86
  %88 = select i1 %87, ptr @.str.9, ptr @.str.10
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %22, double noundef %28, double noundef %27, ptr noundef nonnull %88)
  br i1 %87, label %95, label %92

90:                                               ; preds = %79, %72
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %22, double noundef %28, double noundef %27, ptr noundef nonnull @.str.10)
  br label %92

92:                                               ; preds = %90, %83
  %93 = load i32, ptr @n_fail, align 4, !tbaa !5
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr @n_fail, align 4, !tbaa !5
  br label %95

95:                                               ; preds = %83, %92
  %96 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xsqrt_pre, double noundef %22) #10
  %97 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xsqrt_pre, double noundef %22, double noundef 1.000000e+00) #10
  br i1 %33, label %114, label %98

98:                                               ; preds = %95
  %99 = fadd double %22, %32
  %100 = tail call double @sqrt(double noundef %99) #10
  %101 = fcmp ogt double %99, 0.000000e+00
  %102 = fneg double %99
  %103 = select i1 %101, double %100, double %102
  %104 = fmul double %99, %103
  %105 = fsub double %22, %32
  %106 = tail call double @sqrt(double noundef %105) #10
  %107 = fcmp ogt double %105, 0.000000e+00
  %108 = fneg double %105
  %109 = select i1 %107, double %106, double %108
  %110 = fmul double %105, %109
  %111 = fsub double %104, %110
  %112 = fmul double %32, 2.000000e+00
  %113 = fdiv double %111, %112
  br label %114

114:                                              ; preds = %95, %98
  %115 = phi double [ %113, %98 ], [ 0.000000e+00, %95 ]
  %116 = tail call double @llvm.fabs.f64(double %115)
  %117 = fcmp ogt double %116, 1.000000e+00
  %118 = select i1 %117, double %116, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %96, ptr %8, align 8, !tbaa !9
  %119 = load volatile double, ptr %8, align 8, !tbaa !9
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %121, label %133, label %122

122:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %115, ptr %7, align 8, !tbaa !9
  %123 = load volatile double, ptr %7, align 8, !tbaa !9
  %124 = tail call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %125, label %133, label %126

126:                                              ; preds = %122
  %127 = fsub double %96, %115
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = fmul double %118, 1.000000e-05
  %130 = fcmp ole double %128, %129
  %131 = select i1 %130, ptr @.str.9, ptr @.str.10
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %22, double noundef %96, double noundef %115, ptr noundef nonnull %131)
  br i1 %130, label %138, label %135

133:                                              ; preds = %122, %114
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %22, double noundef %96, double noundef %115, ptr noundef nonnull @.str.10)
  br label %135

135:                                              ; preds = %133, %126
  %136 = load i32, ptr @n_fail, align 4, !tbaa !5
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr @n_fail, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %135, %126
  %139 = tail call double @llvm.fabs.f64(double %96)
  %140 = fcmp ogt double %139, 1.000000e+00
  %141 = select i1 %140, double %139, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %97, ptr %6, align 8, !tbaa !9
  %142 = load volatile double, ptr %6, align 8, !tbaa !9
  %143 = tail call double @llvm.fabs.f64(double %142)
  %144 = fcmp ueq double %143, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %144, label %156, label %145

145:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %96, ptr %5, align 8, !tbaa !9
  %146 = load volatile double, ptr %5, align 8, !tbaa !9
  %147 = tail call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %148, label %156, label %149

149:                                              ; preds = %145
  %150 = fsub double %97, %96
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fmul double %141, 0x3D719799812DEA11
  %153 = fcmp ole double %151, %152
  %154 = select i1 %153, ptr @.str.9, ptr @.str.10
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %22, double noundef %97, double noundef %96, ptr noundef nonnull %154)
  br i1 %153, label %161, label %158

156:                                              ; preds = %145, %138
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %22, double noundef %97, double noundef %96, ptr noundef nonnull @.str.10)
  br label %158

158:                                              ; preds = %156, %149
  %159 = load i32, ptr @n_fail, align 4, !tbaa !5
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @n_fail, align 4, !tbaa !5
  br label %161

161:                                              ; preds = %149, %158
  %162 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xlogx2, double noundef %22) #10
  %163 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xlogx2, double noundef %22, double noundef 1.000000e+00) #10
  tail call fastcc void @run(ptr noundef nonnull @.str.4, ptr noundef nonnull @sel_xlogx2, double noundef %22, double noundef %162, double noundef %163)
  %164 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_2sqrt, double noundef %22) #10
  %165 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_2sqrt, double noundef %22, double noundef 1.000000e+00) #10
  %166 = insertelement <2 x double> poison, double %22, i64 0
  %167 = insertelement <2 x double> poison, double %22, i64 0
  %168 = insertelement <2 x double> poison, double %32, i64 0
  %169 = insertelement <2 x double> poison, double %32, i64 0
  %170 = fadd <2 x double> %167, %169
  %171 = fsub <2 x double> %166, %168
  %172 = shufflevector <2 x double> %170, <2 x double> %171, <2 x i32> <i32 0, i32 2>
  %173 = extractelement <2 x double> %170, i64 0
  %174 = tail call double @sqrt(double noundef %173) #10
  %175 = extractelement <2 x double> %171, i64 0
  %176 = tail call double @sqrt(double noundef %175) #10
  %177 = insertelement <2 x double> poison, double %174, i64 0
  %178 = insertelement <2 x double> %177, double %176, i64 1
  %179 = fmul <2 x double> %178, <double 2.000000e+00, double 2.000000e+00>
  %180 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %179, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %181 = fadd <2 x double> %172, %180
  %182 = shufflevector <2 x double> %181, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %183 = fsub <2 x double> %181, %182
  %184 = extractelement <2 x double> %183, i64 0
  %185 = fmul double %32, 2.000000e+00
  %186 = fdiv double %184, %185
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %164, ptr %4, align 8, !tbaa !9
  %190 = load volatile double, ptr %4, align 8, !tbaa !9
  %191 = tail call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %192, label %204, label %193

193:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %186, ptr %3, align 8, !tbaa !9
  %194 = load volatile double, ptr %3, align 8, !tbaa !9
  %195 = tail call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %196, label %204, label %197

197:                                              ; preds = %193
  %198 = fsub double %164, %186
  %199 = tail call double @llvm.fabs.f64(double %198)
  %200 = fmul double %189, 1.000000e-05
  %201 = fcmp ole double %199, %200
  %202 = select i1 %201, ptr @.str.9, ptr @.str.10
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %22, double noundef %164, double noundef %186, ptr noundef nonnull %202)
  br i1 %201, label %209, label %206

204:                                              ; preds = %193, %161
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %22, double noundef %164, double noundef %186, ptr noundef nonnull @.str.10)
  br label %206

206:                                              ; preds = %204, %197
  %207 = load i32, ptr @n_fail, align 4, !tbaa !5
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @n_fail, align 4, !tbaa !5
  br label %209

209:                                              ; preds = %206, %197
  %210 = tail call double @llvm.fabs.f64(double %164)
  %211 = fcmp ogt double %210, 1.000000e+00
  %212 = select i1 %211, double %210, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %165, ptr %2, align 8, !tbaa !9
  %213 = load volatile double, ptr %2, align 8, !tbaa !9
  %214 = tail call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %215, label %227, label %216

216:                                              ; preds = %209
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %164, ptr %1, align 8, !tbaa !9
  %217 = load volatile double, ptr %1, align 8, !tbaa !9
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = fcmp ueq double %218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %219, label %227, label %220

220:                                              ; preds = %216
  %221 = fsub double %165, %164
  %222 = tail call double @llvm.fabs.f64(double %221)
  %223 = fmul double %212, 0x3D719799812DEA11
  %224 = fcmp ole double %222, %223
  %225 = select i1 %224, ptr @.str.9, ptr @.str.10
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %22, double noundef %165, double noundef %164, ptr noundef nonnull %225)
  br i1 %224, label %232, label %229

227:                                              ; preds = %216, %209
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %22, double noundef %165, double noundef %164, ptr noundef nonnull @.str.10)
  br label %229

229:                                              ; preds = %227, %220
  %230 = load i32, ptr @n_fail, align 4, !tbaa !5
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !5
  br label %232

232:                                              ; preds = %220, %229
  %233 = tail call double @llvm.fmuladd.f64(double %22, double 4.000000e-01, double 5.000000e-01)
  %234 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_log_lt, double noundef %233) #10
  %235 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_log_lt, double noundef %233, double noundef 1.000000e+00) #10
  tail call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @sel_log_lt, double noundef %233, double noundef %234, double noundef %235)
  %236 = add nuw nsw i64 %20, 1
  %237 = icmp eq i64 %236, 4
  br i1 %237, label %13, label %19, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr noundef readonly %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = tail call double @llvm.fabs.f64(double %2)
  %11 = fcmp ogt double %10, 1.000000e+00
  %12 = select i1 %11, double %10, double 1.000000e+00
  %13 = fmul double %12, 0x3EB0C6F7A0B5ED8D
  %14 = fcmp oeq double %2, 0.000000e+00
  br i1 %14, label %15, label %23

15:                                               ; preds = %5
  %16 = icmp eq ptr %1, @sel_sqrt
  %17 = icmp eq ptr %1, @sel_xlogx
  %18 = or i1 %16, %17
  %19 = icmp eq ptr %1, @sel_xlogx_pre
  %20 = or i1 %19, %18
  %21 = icmp eq ptr %1, @sel_xsqrt_pre
  %22 = or i1 %21, %20
  br i1 %22, label %31, label %23

23:                                               ; preds = %5, %15
  %24 = fadd double %13, %2
  %25 = tail call double %1(double noundef %24) #10
  %26 = fsub double %2, %13
  %27 = tail call double %1(double noundef %26) #10
  %28 = fsub double %25, %27
  %29 = fmul double %13, 2.000000e+00
  %30 = fdiv double %28, %29
  br label %31

31:                                               ; preds = %15, %23
  %32 = phi double [ %30, %23 ], [ 0.000000e+00, %15 ]
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %3, ptr %9, align 8, !tbaa !9
  %36 = load volatile double, ptr %9, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %38, label %50, label %39

39:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %32, ptr %8, align 8, !tbaa !9
  %40 = load volatile double, ptr %8, align 8, !tbaa !9
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %42, label %50, label %43

43:                                               ; preds = %39
  %44 = fsub double %3, %32
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fmul double %35, 1.000000e-05
  %47 = fcmp ole double %45, %46
  %48 = select i1 %47, ptr @.str.9, ptr @.str.10
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef %2, double noundef %3, double noundef %32, ptr noundef nonnull %48)
  br i1 %47, label %55, label %52

50:                                               ; preds = %39, %31
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef %2, double noundef %3, double noundef %32, ptr noundef nonnull @.str.10)
  br label %52

52:                                               ; preds = %50, %43
  %53 = load i32, ptr @n_fail, align 4, !tbaa !5
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %43, %52
  %56 = tail call double @llvm.fabs.f64(double %3)
  %57 = fcmp ogt double %56, 1.000000e+00
  %58 = select i1 %57, double %56, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %4, ptr %7, align 8, !tbaa !9
  %59 = load volatile double, ptr %7, align 8, !tbaa !9
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %61, label %73, label %62

62:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3, ptr %6, align 8, !tbaa !9
  %63 = load volatile double, ptr %6, align 8, !tbaa !9
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = fcmp ueq double %64, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %65, label %73, label %66

66:                                               ; preds = %62
  %67 = fsub double %4, %3
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = fmul double %58, 0x3D719799812DEA11
  %70 = fcmp ole double %68, %69
  %71 = select i1 %70, ptr @.str.9, ptr @.str.10
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef %2, double noundef %4, double noundef %3, ptr noundef nonnull %71)
  br i1 %70, label %78, label %75

73:                                               ; preds = %62, %55
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef %2, double noundef %4, double noundef %3, ptr noundef nonnull @.str.10)
  br label %75

75:                                               ; preds = %73, %66
  %76 = load i32, ptr @n_fail, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %66, %75
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_sqrt(double noundef %0) #2 {
  %2 = fcmp ogt double %0, 0.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @sqrt(double noundef %0) #10
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi double [ %4, %3 ], [ 0.000000e+00, %1 ]
  ret double %6
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_xlogx(double noundef %0) #2 {
  %2 = fcmp ogt double %0, 0.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call double @log(double noundef %0) #10
  %5 = fmul double %4, %0
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi double [ %5, %3 ], [ 0.000000e+00, %1 ]
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_xlogx_pre(double noundef %0) #2 {
  %2 = tail call double @log(double noundef %0) #10
  %3 = fmul double %2, %0
  %4 = fcmp ogt double %0, 0.000000e+00
  %5 = select i1 %4, double %3, double 0.000000e+00
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_xsqrt_pre(double noundef %0) #2 {
  %2 = tail call double @sqrt(double noundef %0) #10
  %3 = fcmp ogt double %0, 0.000000e+00
  %4 = fneg double %0
  %5 = select i1 %3, double %2, double %4
  %6 = fmul double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_xlogx2(double noundef %0) #2 {
  %2 = fmul double %0, %0
  %3 = fcmp ogt double %2, 0.000000e+00
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = tail call double @log(double noundef %2) #10
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %5, double %0)
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi double [ %6, %4 ], [ %0, %1 ]
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_2sqrt(double noundef %0) #2 {
  %2 = tail call double @sqrt(double noundef %0) #10
  %3 = fmul double %2, 2.000000e+00
  %4 = tail call double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  %5 = fadd double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @sel_log_lt(double noundef %0) #2 {
  %2 = fcmp olt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = fmul double %0, 3.000000e+00
  br label %9

5:                                                ; preds = %1
  %6 = fadd double %0, -1.000000e+00
  %7 = tail call double @log(double noundef %6) #10
  %8 = fadd double %7, 3.000000e+00
  br label %9

9:                                                ; preds = %5, %3
  %10 = phi double [ %4, %3 ], [ %8, %5 ]
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @check_prod(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca [64 x double], align 16
  %7 = alloca [64 x double], align 16
  %8 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #10
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %30

10:                                               ; preds = %3
  %11 = zext nneg i32 %0 to i64
  %12 = shl nuw nsw i64 %11, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %7, i8 0, i64 %12, i1 false), !tbaa !9
  %13 = icmp eq i32 %0, 1
  br i1 %13, label %14, label %16

14:                                               ; preds = %28, %10
  %15 = phi i64 [ 0, %10 ], [ %17, %28 ]
  br label %32

16:                                               ; preds = %10
  %17 = and i64 %11, 2147483646
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %25, %18 ]
  %20 = phi <2 x i32> [ <i32 0, i32 1>, %16 ], [ %26, %18 ]
  %21 = urem <2 x i32> %20, <i32 7, i32 7>
  %22 = uitofp nneg <2 x i32> %21 to <2 x double>
  %23 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %24 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %19
  store <2 x double> %23, ptr %24, align 16, !tbaa !9
  %25 = add nuw i64 %19, 2
  %26 = add <2 x i32> %20, <i32 2, i32 2>
  %27 = icmp eq i64 %25, %17
  br i1 %27, label %28, label %18, !llvm.loop !13

28:                                               ; preds = %18
  %29 = icmp eq i64 %17, %11
  br i1 %29, label %30, label %14

30:                                               ; preds = %32, %28, %3
  %31 = icmp sgt i32 %1, -1
  br i1 %31, label %41, label %44

32:                                               ; preds = %14, %32
  %33 = phi i64 [ %39, %32 ], [ %15, %14 ]
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = urem i32 %34, 7
  %36 = uitofp nneg i32 %35 to double
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 1.000000e-02, double 1.000000e+00)
  %38 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %33
  store double %37, ptr %38, align 8, !tbaa !9
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %11
  br i1 %40, label %30, label %32, !llvm.loop !16

41:                                               ; preds = %30
  %42 = zext nneg i32 %1 to i64
  %43 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %42
  store double 0.000000e+00, ptr %43, align 8, !tbaa !9
  br label %44

44:                                               ; preds = %41, %30
  %45 = icmp sgt i32 %2, -1
  br i1 %45, label %46, label %49

46:                                               ; preds = %44
  %47 = zext nneg i32 %2 to i64
  %48 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %47
  store double 0.000000e+00, ptr %48, align 8, !tbaa !9
  br label %49

49:                                               ; preds = %46, %44
  %50 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %0) #10
  br i1 %9, label %51, label %61

51:                                               ; preds = %49
  %52 = zext nneg i32 %0 to i64
  %53 = and i64 %52, 7
  %54 = icmp ult i32 %0, 8
  %55 = and i64 %52, 2147483640
  %56 = icmp eq i64 %53, 0
  %57 = and i64 %52, 7
  %58 = icmp ult i32 %0, 8
  %59 = and i64 %52, 2147483640
  %60 = icmp eq i64 %57, 0
  br label %62

61:                                               ; preds = %205, %49
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #10
  ret void

62:                                               ; preds = %205, %51
  %63 = phi i64 [ 0, %51 ], [ %206, %205 ]
  %64 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fadd double %65, 0x3EB0C6F7A0B5ED8D
  store double %66, ptr %64, align 8, !tbaa !9
  br i1 %54, label %105, label %67

67:                                               ; preds = %62, %67
  %68 = phi i64 [ %102, %67 ], [ 0, %62 ]
  %69 = phi double [ %101, %67 ], [ 1.000000e+00, %62 ]
  %70 = phi i64 [ %103, %67 ], [ 0, %62 ]
  %71 = getelementptr inbounds double, ptr %6, i64 %68
  %72 = load double, ptr %71, align 16, !tbaa !9
  %73 = fmul double %69, %72
  %74 = or disjoint i64 %68, 1
  %75 = getelementptr inbounds double, ptr %6, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fmul double %73, %76
  %78 = or disjoint i64 %68, 2
  %79 = getelementptr inbounds double, ptr %6, i64 %78
  %80 = load double, ptr %79, align 16, !tbaa !9
  %81 = fmul double %77, %80
  %82 = or disjoint i64 %68, 3
  %83 = getelementptr inbounds double, ptr %6, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul double %81, %84
  %86 = or disjoint i64 %68, 4
  %87 = getelementptr inbounds double, ptr %6, i64 %86
  %88 = load double, ptr %87, align 16, !tbaa !9
  %89 = fmul double %85, %88
  %90 = or disjoint i64 %68, 5
  %91 = getelementptr inbounds double, ptr %6, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = fmul double %89, %92
  %94 = or disjoint i64 %68, 6
  %95 = getelementptr inbounds double, ptr %6, i64 %94
  %96 = load double, ptr %95, align 16, !tbaa !9
  %97 = fmul double %93, %96
  %98 = or disjoint i64 %68, 7
  %99 = getelementptr inbounds double, ptr %6, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = fmul double %97, %100
  %102 = add nuw nsw i64 %68, 8
  %103 = add i64 %70, 8
  %104 = icmp eq i64 %103, %55
  br i1 %104, label %105, label %67, !llvm.loop !17

105:                                              ; preds = %67, %62
  %106 = phi double [ poison, %62 ], [ %101, %67 ]
  %107 = phi i64 [ 0, %62 ], [ %102, %67 ]
  %108 = phi double [ 1.000000e+00, %62 ], [ %101, %67 ]
  br i1 %56, label %119, label %109

109:                                              ; preds = %105, %109
  %110 = phi i64 [ %116, %109 ], [ %107, %105 ]
  %111 = phi double [ %115, %109 ], [ %108, %105 ]
  %112 = phi i64 [ %117, %109 ], [ 0, %105 ]
  %113 = getelementptr inbounds double, ptr %6, i64 %110
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = fmul double %111, %114
  %116 = add nuw nsw i64 %110, 1
  %117 = add i64 %112, 1
  %118 = icmp eq i64 %117, %53
  br i1 %118, label %119, label %109, !llvm.loop !18

119:                                              ; preds = %109, %105
  %120 = phi double [ %106, %105 ], [ %115, %109 ]
  %121 = fadd double %65, 0xBEB0C6F7A0B5ED8D
  store double %121, ptr %64, align 8, !tbaa !9
  br i1 %58, label %160, label %122

122:                                              ; preds = %119, %122
  %123 = phi i64 [ %157, %122 ], [ 0, %119 ]
  %124 = phi double [ %156, %122 ], [ 1.000000e+00, %119 ]
  %125 = phi i64 [ %158, %122 ], [ 0, %119 ]
  %126 = getelementptr inbounds double, ptr %6, i64 %123
  %127 = load double, ptr %126, align 16, !tbaa !9
  %128 = fmul double %124, %127
  %129 = or disjoint i64 %123, 1
  %130 = getelementptr inbounds double, ptr %6, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = fmul double %128, %131
  %133 = or disjoint i64 %123, 2
  %134 = getelementptr inbounds double, ptr %6, i64 %133
  %135 = load double, ptr %134, align 16, !tbaa !9
  %136 = fmul double %132, %135
  %137 = or disjoint i64 %123, 3
  %138 = getelementptr inbounds double, ptr %6, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = fmul double %136, %139
  %141 = or disjoint i64 %123, 4
  %142 = getelementptr inbounds double, ptr %6, i64 %141
  %143 = load double, ptr %142, align 16, !tbaa !9
  %144 = fmul double %140, %143
  %145 = or disjoint i64 %123, 5
  %146 = getelementptr inbounds double, ptr %6, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul double %144, %147
  %149 = or disjoint i64 %123, 6
  %150 = getelementptr inbounds double, ptr %6, i64 %149
  %151 = load double, ptr %150, align 16, !tbaa !9
  %152 = fmul double %148, %151
  %153 = or disjoint i64 %123, 7
  %154 = getelementptr inbounds double, ptr %6, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = fmul double %152, %155
  %157 = add nuw nsw i64 %123, 8
  %158 = add i64 %125, 8
  %159 = icmp eq i64 %158, %59
  br i1 %159, label %160, label %122, !llvm.loop !17

160:                                              ; preds = %122, %119
  %161 = phi double [ poison, %119 ], [ %156, %122 ]
  %162 = phi i64 [ 0, %119 ], [ %157, %122 ]
  %163 = phi double [ 1.000000e+00, %119 ], [ %156, %122 ]
  br i1 %60, label %174, label %164

164:                                              ; preds = %160, %164
  %165 = phi i64 [ %171, %164 ], [ %162, %160 ]
  %166 = phi double [ %170, %164 ], [ %163, %160 ]
  %167 = phi i64 [ %172, %164 ], [ 0, %160 ]
  %168 = getelementptr inbounds double, ptr %6, i64 %165
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = fmul double %166, %169
  %171 = add nuw nsw i64 %165, 1
  %172 = add i64 %167, 1
  %173 = icmp eq i64 %172, %57
  br i1 %173, label %174, label %164, !llvm.loop !20

174:                                              ; preds = %164, %160
  %175 = phi double [ %161, %160 ], [ %170, %164 ]
  store double %65, ptr %64, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  %176 = trunc nuw nsw i64 %63 to i32
  %177 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str.11, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %176) #10
  %178 = load double, ptr %64, align 8, !tbaa !9
  %179 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %63
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = fsub double %120, %175
  %182 = fdiv double %181, 2.000000e-06
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ogt double %183, 1.000000e+00
  %185 = select i1 %184, double %183, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %180, ptr %5, align 8, !tbaa !9
  %186 = load volatile double, ptr %5, align 8, !tbaa !9
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ueq double %187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %188, label %200, label %189

189:                                              ; preds = %174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %182, ptr %4, align 8, !tbaa !9
  %190 = load volatile double, ptr %4, align 8, !tbaa !9
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %192, label %200, label %193

193:                                              ; preds = %189
  %194 = fsub double %180, %182
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fmul double %185, 0x3EB0C6F7A0B5ED8D
  %197 = fcmp ole double %195, %196
  %198 = select i1 %197, ptr @.str.9, ptr @.str.10
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %178, double noundef %180, double noundef %182, ptr noundef nonnull %198)
  br i1 %197, label %205, label %202

200:                                              ; preds = %189, %174
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef %178, double noundef %180, double noundef %182, ptr noundef nonnull @.str.10)
  br label %202

202:                                              ; preds = %200, %193
  %203 = load i32, ptr @n_fail, align 4, !tbaa !5
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr @n_fail, align 4, !tbaa !5
  br label %205

205:                                              ; preds = %193, %202
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  %206 = add nuw nsw i64 %63, 1
  %207 = icmp eq i64 %206, %52
  br i1 %207, label %61, label %62, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @prod(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 7
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483640
  br label %27

10:                                               ; preds = %27, %4
  %11 = phi double [ poison, %4 ], [ %61, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %62, %27 ]
  %13 = phi double [ 1.000000e+00, %4 ], [ %61, %27 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %17, %20
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !22

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 1.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ]
  ret double %26

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %62, %27 ]
  %29 = phi double [ 1.000000e+00, %8 ], [ %61, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %63, %27 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %29, %32
  %34 = or disjoint i64 %28, 1
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %33, %36
  %38 = or disjoint i64 %28, 2
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fmul double %37, %40
  %42 = or disjoint i64 %28, 3
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = fmul double %41, %44
  %46 = or disjoint i64 %28, 4
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %45, %48
  %50 = or disjoint i64 %28, 5
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %49, %52
  %54 = or disjoint i64 %28, 6
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = fmul double %53, %56
  %58 = or disjoint i64 %28, 7
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul double %57, %60
  %62 = add nuw nsw i64 %28, 8
  %63 = add i64 %30, 8
  %64 = icmp eq i64 %63, %9
  br i1 %64, label %10, label %27, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !19}
