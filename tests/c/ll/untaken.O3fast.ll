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
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  br label %23

17:                                               ; preds = %281
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef -1, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 5, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 0, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 39, i32 noundef -1)
  tail call fastcc void @check_prod(i32 noundef 40, i32 noundef 6, i32 noundef 20)
  tail call fastcc void @check_prod(i32 noundef 37, i32 noundef 36, i32 noundef -1)
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %18)
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i32
  ret i32 %22

23:                                               ; preds = %0, %281
  %24 = phi i64 [ 0, %0 ], [ %286, %281 ]
  %25 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_sqrt, double noundef nofpclass(nan inf) %26) #9
  %28 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_sqrt, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 1.000000e+00) #9
  %29 = tail call fast double @llvm.fabs.f64(double %26)
  %30 = tail call fast double @llvm.maxnum.f64(double %29, double 1.000000e+00)
  %31 = fmul fast double %30, 0x3EB0C6F7A0B5ED8D
  %32 = icmp eq i64 %24, 1
  br i1 %32, label %49, label %33

33:                                               ; preds = %23
  %34 = insertelement <2 x double> poison, double %26, i64 0
  %35 = insertelement <2 x double> poison, double %26, i64 0
  %36 = insertelement <2 x double> poison, double %31, i64 0
  %37 = insertelement <2 x double> poison, double %31, i64 0
  %38 = fadd fast <2 x double> %35, %37
  %39 = fsub fast <2 x double> %34, %36
  %40 = shufflevector <2 x double> %38, <2 x double> %39, <2 x i32> <i32 0, i32 2>
  %41 = fcmp fast ogt <2 x double> %40, zeroinitializer
  %42 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %40)
  %43 = select <2 x i1> %41, <2 x double> %42, <2 x double> zeroinitializer
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %45 = fsub fast <2 x double> %43, %44
  %46 = extractelement <2 x double> %45, i64 0
  %47 = fmul fast double %30, 2.000000e-06
  %48 = fdiv fast double %46, %47
  br label %49

49:                                               ; preds = %23, %33
  %50 = phi fast double [ %48, %33 ], [ 0.000000e+00, %23 ]
  %51 = tail call fast double @llvm.fabs.f64(double %50)
  %52 = tail call fast double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %27, ptr %16, align 8, !tbaa !9
  %53 = load volatile double, ptr %16, align 8, !tbaa !9
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %55, label %67, label %56

56:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %50, ptr %15, align 8, !tbaa !9
  %57 = load volatile double, ptr %15, align 8, !tbaa !9
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %59, label %67, label %60

60:                                               ; preds = %56
  %61 = fsub fast double %27, %50
  %62 = tail call fast double @llvm.fabs.f64(double %61)
  %63 = fmul fast double %52, 1.000000e-05
  %64 = fcmp fast ole double %62, %63
  %65 = select i1 %64, ptr @.str.9, ptr @.str.10
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %50, ptr noundef nonnull %65)
  br i1 %64, label %72, label %69

67:                                               ; preds = %56, %49
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %50, ptr noundef nonnull @.str.10)
  br label %69

69:                                               ; preds = %67, %60
  %70 = load i32, ptr @n_fail, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @n_fail, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %69, %60
  %73 = tail call fast double @llvm.fabs.f64(double %27)
  %74 = tail call fast double @llvm.maxnum.f64(double %73, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %28, ptr %14, align 8, !tbaa !9
  %75 = load volatile double, ptr %14, align 8, !tbaa !9
  %76 = tail call double @llvm.fabs.f64(double %75)
  %77 = fcmp ueq double %76, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %77, label %89, label %78

78:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %27, ptr %13, align 8, !tbaa !9
  %79 = load volatile double, ptr %13, align 8, !tbaa !9
  %80 = tail call double @llvm.fabs.f64(double %79)
  %81 = fcmp ueq double %80, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %81, label %89, label %82

82:                                               ; preds = %78
  %83 = fsub fast double %28, %27
  %84 = tail call fast double @llvm.fabs.f64(double %83)
  %85 = fmul fast double %74, 0x3D719799812DEA11
  %86 = fcmp fast ole double %84, %85
  %87 = select i1 %86, ptr @.str.9, ptr @.str.10
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %27, ptr noundef nonnull %87)
  br i1 %86, label %94, label %91

89:                                               ; preds = %78, %72
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %27, ptr noundef nonnull @.str.10)
  br label %91

91:                                               ; preds = %89, %82
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %82, %91
  %95 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xlogx, double noundef nofpclass(nan inf) %26) #9
  %96 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xlogx, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 1.000000e+00) #9
  tail call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @sel_xlogx, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) %96)
  %97 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xlogx_pre, double noundef nofpclass(nan inf) %26) #9
  %98 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xlogx_pre, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 1.000000e+00) #9
  br i1 %32, label %113, label %99

99:                                               ; preds = %94
  %100 = fadd fast double %31, %26
  %101 = tail call fast double @llvm.log.f64(double %100)
  %102 = fmul fast double %101, %100
  %103 = fcmp fast ogt double %100, 0.000000e+00
  %104 = select fast i1 %103, double %102, double 0.000000e+00
  %105 = fsub fast double %26, %31
  %106 = tail call fast double @llvm.log.f64(double %105)
  %107 = fmul fast double %106, %105
  %108 = fcmp fast ogt double %105, 0.000000e+00
  %109 = select fast i1 %108, double %107, double 0.000000e+00
  %110 = fsub fast double %104, %109
  %111 = fmul fast double %30, 2.000000e-06
  %112 = fdiv fast double %110, %111
  br label %113

113:                                              ; preds = %94, %99
  %114 = phi fast double [ %112, %99 ], [ 0.000000e+00, %94 ]
  %115 = tail call fast double @llvm.fabs.f64(double %114)
  %116 = tail call fast double @llvm.maxnum.f64(double %115, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %97, ptr %12, align 8, !tbaa !9
  %117 = load volatile double, ptr %12, align 8, !tbaa !9
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %119, label %131, label %120

120:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %114, ptr %11, align 8, !tbaa !9
  %121 = load volatile double, ptr %11, align 8, !tbaa !9
  %122 = tail call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %123, label %131, label %124

124:                                              ; preds = %120
  %125 = fsub fast double %97, %114
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = fmul fast double %116, 1.000000e-05
  %128 = fcmp fast ole double %126, %127
  %129 = select i1 %128, ptr @.str.9, ptr @.str.10
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %97, double noundef nofpclass(nan inf) %114, ptr noundef nonnull %129)
  br i1 %128, label %136, label %133

131:                                              ; preds = %120, %113
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %97, double noundef nofpclass(nan inf) %114, ptr noundef nonnull @.str.10)
  br label %133

133:                                              ; preds = %131, %124
  %134 = load i32, ptr @n_fail, align 4, !tbaa !5
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @n_fail, align 4, !tbaa !5
  br label %136

136:                                              ; preds = %133, %124
  %137 = tail call fast double @llvm.fabs.f64(double %97)
  %138 = tail call fast double @llvm.maxnum.f64(double %137, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %98, ptr %10, align 8, !tbaa !9
  %139 = load volatile double, ptr %10, align 8, !tbaa !9
  %140 = tail call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %141, label %153, label %142

142:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %97, ptr %9, align 8, !tbaa !9
  %143 = load volatile double, ptr %9, align 8, !tbaa !9
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %145, label %153, label %146

146:                                              ; preds = %142
  %147 = fsub fast double %98, %97
  %148 = tail call fast double @llvm.fabs.f64(double %147)
  %149 = fmul fast double %138, 0x3D719799812DEA11
  %150 = fcmp fast ole double %148, %149
  %151 = select i1 %150, ptr @.str.9, ptr @.str.10
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %97, ptr noundef nonnull %151)
  br i1 %150, label %158, label %155

153:                                              ; preds = %142, %136
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %97, ptr noundef nonnull @.str.10)
  br label %155

155:                                              ; preds = %153, %146
  %156 = load i32, ptr @n_fail, align 4, !tbaa !5
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr @n_fail, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %146, %155
  %159 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xsqrt_pre, double noundef nofpclass(nan inf) %26) #9
  %160 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xsqrt_pre, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 1.000000e+00) #9
  br i1 %32, label %176, label %161

161:                                              ; preds = %158
  %162 = fadd fast double %31, %26
  %163 = fsub fast double %26, %31
  %164 = insertelement <2 x double> poison, double %162, i64 0
  %165 = insertelement <2 x double> %164, double %163, i64 1
  %166 = fcmp fast ogt <2 x double> %165, zeroinitializer
  %167 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %165)
  %168 = fneg fast <2 x double> %165
  %169 = select <2 x i1> %166, <2 x double> %167, <2 x double> %168
  %170 = fmul fast <2 x double> %169, %165
  %171 = shufflevector <2 x double> %170, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %172 = fsub fast <2 x double> %170, %171
  %173 = extractelement <2 x double> %172, i64 0
  %174 = fmul fast double %30, 2.000000e-06
  %175 = fdiv fast double %173, %174
  br label %176

176:                                              ; preds = %158, %161
  %177 = phi fast double [ %175, %161 ], [ 0.000000e+00, %158 ]
  %178 = tail call fast double @llvm.fabs.f64(double %177)
  %179 = tail call fast double @llvm.maxnum.f64(double %178, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %159, ptr %8, align 8, !tbaa !9
  %180 = load volatile double, ptr %8, align 8, !tbaa !9
  %181 = tail call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %182, label %194, label %183

183:                                              ; preds = %176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %177, ptr %7, align 8, !tbaa !9
  %184 = load volatile double, ptr %7, align 8, !tbaa !9
  %185 = tail call double @llvm.fabs.f64(double %184)
  %186 = fcmp ueq double %185, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %186, label %194, label %187

187:                                              ; preds = %183
  %188 = fsub fast double %159, %177
  %189 = tail call fast double @llvm.fabs.f64(double %188)
  %190 = fmul fast double %179, 1.000000e-05
  %191 = fcmp fast ole double %189, %190
  %192 = select i1 %191, ptr @.str.9, ptr @.str.10
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %159, double noundef nofpclass(nan inf) %177, ptr noundef nonnull %192)
  br i1 %191, label %199, label %196

194:                                              ; preds = %183, %176
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %159, double noundef nofpclass(nan inf) %177, ptr noundef nonnull @.str.10)
  br label %196

196:                                              ; preds = %194, %187
  %197 = load i32, ptr @n_fail, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %196, %187
  %200 = tail call fast double @llvm.fabs.f64(double %159)
  %201 = tail call fast double @llvm.maxnum.f64(double %200, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %160, ptr %6, align 8, !tbaa !9
  %202 = load volatile double, ptr %6, align 8, !tbaa !9
  %203 = tail call double @llvm.fabs.f64(double %202)
  %204 = fcmp ueq double %203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %204, label %216, label %205

205:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %159, ptr %5, align 8, !tbaa !9
  %206 = load volatile double, ptr %5, align 8, !tbaa !9
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = fcmp ueq double %207, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %208, label %216, label %209

209:                                              ; preds = %205
  %210 = fsub fast double %160, %159
  %211 = tail call fast double @llvm.fabs.f64(double %210)
  %212 = fmul fast double %201, 0x3D719799812DEA11
  %213 = fcmp fast ole double %211, %212
  %214 = select i1 %213, ptr @.str.9, ptr @.str.10
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %159, ptr noundef nonnull %214)
  br i1 %213, label %221, label %218

216:                                              ; preds = %205, %199
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %159, ptr noundef nonnull @.str.10)
  br label %218

218:                                              ; preds = %216, %209
  %219 = load i32, ptr @n_fail, align 4, !tbaa !5
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr @n_fail, align 4, !tbaa !5
  br label %221

221:                                              ; preds = %209, %218
  %222 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_xlogx2, double noundef nofpclass(nan inf) %26) #9
  %223 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_xlogx2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 1.000000e+00) #9
  tail call fastcc void @run(ptr noundef nonnull @.str.4, ptr noundef nonnull @sel_xlogx2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %222, double noundef nofpclass(nan inf) %223)
  %224 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_2sqrt, double noundef nofpclass(nan inf) %26) #9
  %225 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_2sqrt, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) 1.000000e+00) #9
  %226 = fadd fast double %31, %26
  %227 = tail call fast double @llvm.sqrt.f64(double %226)
  %228 = fmul fast double %227, 2.000000e+00
  %229 = tail call fast double @llvm.maxnum.f64(double %228, double 1.000000e+00)
  %230 = fsub fast double %26, %31
  %231 = tail call fast double @llvm.sqrt.f64(double %230)
  %232 = fmul fast double %231, 2.000000e+00
  %233 = tail call fast double @llvm.maxnum.f64(double %232, double 1.000000e+00)
  %234 = fmul fast double %30, 2.000000e-06
  %235 = fadd fast double %234, %229
  %236 = fsub fast double %235, %233
  %237 = fdiv fast double %236, %234
  %238 = tail call fast double @llvm.fabs.f64(double %237)
  %239 = tail call fast double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %224, ptr %4, align 8, !tbaa !9
  %240 = load volatile double, ptr %4, align 8, !tbaa !9
  %241 = tail call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %242, label %254, label %243

243:                                              ; preds = %221
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %237, ptr %3, align 8, !tbaa !9
  %244 = load volatile double, ptr %3, align 8, !tbaa !9
  %245 = tail call double @llvm.fabs.f64(double %244)
  %246 = fcmp ueq double %245, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %246, label %254, label %247

247:                                              ; preds = %243
  %248 = fsub fast double %224, %237
  %249 = tail call fast double @llvm.fabs.f64(double %248)
  %250 = fmul fast double %239, 1.000000e-05
  %251 = fcmp fast ole double %249, %250
  %252 = select i1 %251, ptr @.str.9, ptr @.str.10
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %224, double noundef nofpclass(nan inf) %237, ptr noundef nonnull %252)
  br i1 %251, label %259, label %256

254:                                              ; preds = %243, %221
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %224, double noundef nofpclass(nan inf) %237, ptr noundef nonnull @.str.10)
  br label %256

256:                                              ; preds = %254, %247
  %257 = load i32, ptr @n_fail, align 4, !tbaa !5
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr @n_fail, align 4, !tbaa !5
  br label %259

259:                                              ; preds = %256, %247
  %260 = tail call fast double @llvm.fabs.f64(double %224)
  %261 = tail call fast double @llvm.maxnum.f64(double %260, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %225, ptr %2, align 8, !tbaa !9
  %262 = load volatile double, ptr %2, align 8, !tbaa !9
  %263 = tail call double @llvm.fabs.f64(double %262)
  %264 = fcmp ueq double %263, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %264, label %276, label %265

265:                                              ; preds = %259
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %224, ptr %1, align 8, !tbaa !9
  %266 = load volatile double, ptr %1, align 8, !tbaa !9
  %267 = tail call double @llvm.fabs.f64(double %266)
  %268 = fcmp ueq double %267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %268, label %276, label %269

269:                                              ; preds = %265
  %270 = fsub fast double %225, %224
  %271 = tail call fast double @llvm.fabs.f64(double %270)
  %272 = fmul fast double %261, 0x3D719799812DEA11
  %273 = fcmp fast ole double %271, %272
  %274 = select i1 %273, ptr @.str.9, ptr @.str.10
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %225, double noundef nofpclass(nan inf) %224, ptr noundef nonnull %274)
  br i1 %273, label %281, label %278

276:                                              ; preds = %265, %259
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %225, double noundef nofpclass(nan inf) %224, ptr noundef nonnull @.str.10)
  br label %278

278:                                              ; preds = %276, %269
  %279 = load i32, ptr @n_fail, align 4, !tbaa !5
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr @n_fail, align 4, !tbaa !5
  br label %281

281:                                              ; preds = %269, %278
  %282 = fmul fast double %26, 4.000000e-01
  %283 = fadd fast double %282, 5.000000e-01
  %284 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel_log_lt, double noundef nofpclass(nan inf) %283) #9
  %285 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @sel_log_lt, double noundef nofpclass(nan inf) %283, double noundef nofpclass(nan inf) 1.000000e+00) #9
  tail call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @sel_log_lt, double noundef nofpclass(nan inf) %283, double noundef nofpclass(nan inf) %284, double noundef nofpclass(nan inf) %285)
  %286 = add nuw nsw i64 %24, 1
  %287 = icmp eq i64 %286, 4
  br i1 %287, label %17, label %23, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr noundef readonly %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4) unnamed_addr #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = tail call fast double @llvm.fabs.f64(double %2)
  %11 = tail call fast double @llvm.maxnum.f64(double %10, double 1.000000e+00)
  %12 = fmul fast double %11, 0x3EB0C6F7A0B5ED8D
  %13 = fcmp fast oeq double %2, 0.000000e+00
  br i1 %13, label %14, label %22

14:                                               ; preds = %5
  %15 = icmp eq ptr %1, @sel_sqrt
  %16 = icmp eq ptr %1, @sel_xlogx
  %17 = or i1 %15, %16
  %18 = icmp eq ptr %1, @sel_xlogx_pre
  %19 = or i1 %18, %17
  %20 = icmp eq ptr %1, @sel_xsqrt_pre
  %21 = or i1 %20, %19
  br i1 %21, label %30, label %22

22:                                               ; preds = %5, %14
  %23 = fadd fast double %12, %2
  %24 = tail call fast nofpclass(nan inf) double %1(double noundef nofpclass(nan inf) %23) #9
  %25 = fsub fast double %2, %12
  %26 = tail call fast nofpclass(nan inf) double %1(double noundef nofpclass(nan inf) %25) #9
  %27 = fsub fast double %24, %26
  %28 = fmul fast double %11, 2.000000e-06
  %29 = fdiv fast double %27, %28
  br label %30

30:                                               ; preds = %14, %22
  %31 = phi fast double [ %29, %22 ], [ 0.000000e+00, %14 ]
  %32 = tail call fast double @llvm.fabs.f64(double %31)
  %33 = tail call fast double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %3, ptr %9, align 8, !tbaa !9
  %34 = load volatile double, ptr %9, align 8, !tbaa !9
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %36, label %48, label %37

37:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %31, ptr %8, align 8, !tbaa !9
  %38 = load volatile double, ptr %8, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %40, label %48, label %41

41:                                               ; preds = %37
  %42 = fsub fast double %3, %31
  %43 = tail call fast double @llvm.fabs.f64(double %42)
  %44 = fmul fast double %33, 1.000000e-05
  %45 = fcmp fast ole double %43, %44
  %46 = select i1 %45, ptr @.str.9, ptr @.str.10
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %31, ptr noundef nonnull %46)
  br i1 %45, label %53, label %50

48:                                               ; preds = %37, %30
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %31, ptr noundef nonnull @.str.10)
  br label %50

50:                                               ; preds = %48, %41
  %51 = load i32, ptr @n_fail, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @n_fail, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %41, %50
  %54 = tail call fast double @llvm.fabs.f64(double %3)
  %55 = tail call fast double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %4, ptr %7, align 8, !tbaa !9
  %56 = load volatile double, ptr %7, align 8, !tbaa !9
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp ueq double %57, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %58, label %70, label %59

59:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3, ptr %6, align 8, !tbaa !9
  %60 = load volatile double, ptr %6, align 8, !tbaa !9
  %61 = tail call double @llvm.fabs.f64(double %60)
  %62 = fcmp ueq double %61, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %62, label %70, label %63

63:                                               ; preds = %59
  %64 = fsub fast double %4, %3
  %65 = tail call fast double @llvm.fabs.f64(double %64)
  %66 = fmul fast double %55, 0x3D719799812DEA11
  %67 = fcmp fast ole double %65, %66
  %68 = select i1 %67, ptr @.str.9, ptr @.str.10
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %3, ptr noundef nonnull %68)
  br i1 %67, label %75, label %72

70:                                               ; preds = %59, %53
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %4, double noundef nofpclass(nan inf) %3, ptr noundef nonnull @.str.10)
  br label %72

72:                                               ; preds = %70, %63
  %73 = load i32, ptr @n_fail, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr @n_fail, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %63, %72
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_sqrt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast ogt double %0, 0.000000e+00
  %3 = tail call fast double @llvm.sqrt.f64(double %0)
  %4 = select fast i1 %2, double %3, double 0.000000e+00
  ret double %4
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_xlogx(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast ogt double %0, 0.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call fast double @llvm.log.f64(double %0)
  %5 = fmul fast double %4, %0
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi fast double [ %5, %3 ], [ 0.000000e+00, %1 ]
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_xlogx_pre(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.log.f64(double %0)
  %3 = fmul fast double %2, %0
  %4 = fcmp fast ogt double %0, 0.000000e+00
  %5 = select fast i1 %4, double %3, double 0.000000e+00
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_xsqrt_pre(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast ogt double %0, 0.000000e+00
  %3 = tail call fast double @llvm.sqrt.f64(double %0)
  %4 = fneg fast double %0
  %5 = select i1 %2, double %3, double %4
  %6 = fmul fast double %5, %0
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_xlogx2(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fmul fast double %0, %0
  %3 = fcmp fast ogt double %2, 0.000000e+00
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = tail call fast double @llvm.log.f64(double %2)
  %6 = fmul fast double %5, %2
  %7 = fadd fast double %6, %0
  br label %8

8:                                                ; preds = %1, %4
  %9 = phi fast double [ %7, %4 ], [ %0, %1 ]
  ret double %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_2sqrt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = fmul fast double %2, 2.000000e+00
  %4 = tail call fast double @llvm.maxnum.f64(double %3, double 1.000000e+00)
  %5 = fadd fast double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel_log_lt(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fcmp fast olt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = fmul fast double %0, 3.000000e+00
  br label %9

5:                                                ; preds = %1
  %6 = fadd fast double %0, -1.000000e+00
  %7 = tail call fast double @llvm.log.f64(double %6)
  %8 = fadd fast double %7, 3.000000e+00
  br label %9

9:                                                ; preds = %5, %3
  %10 = phi fast double [ %4, %3 ], [ %8, %5 ]
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @check_prod(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca [64 x double], align 16
  %7 = alloca [64 x double], align 16
  %8 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #9
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %49

10:                                               ; preds = %3
  %11 = zext nneg i32 %0 to i64
  %12 = shl nuw nsw i64 %11, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %7, i8 0, i64 %12, i1 false), !tbaa !9
  %13 = icmp ult i32 %0, 16
  br i1 %13, label %14, label %16

14:                                               ; preds = %47, %10
  %15 = phi i64 [ 0, %10 ], [ %17, %47 ]
  br label %51

16:                                               ; preds = %10
  %17 = and i64 %11, 2147483632
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %44, %18 ]
  %20 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %45, %18 ]
  %21 = add <4 x i32> %20, <i32 4, i32 4, i32 4, i32 4>
  %22 = add <4 x i32> %20, <i32 8, i32 8, i32 8, i32 8>
  %23 = add <4 x i32> %20, <i32 12, i32 12, i32 12, i32 12>
  %24 = urem <4 x i32> %20, <i32 7, i32 7, i32 7, i32 7>
  %25 = urem <4 x i32> %21, <i32 7, i32 7, i32 7, i32 7>
  %26 = urem <4 x i32> %22, <i32 7, i32 7, i32 7, i32 7>
  %27 = urem <4 x i32> %23, <i32 7, i32 7, i32 7, i32 7>
  %28 = uitofp nneg <4 x i32> %24 to <4 x double>
  %29 = uitofp nneg <4 x i32> %25 to <4 x double>
  %30 = uitofp nneg <4 x i32> %26 to <4 x double>
  %31 = uitofp nneg <4 x i32> %27 to <4 x double>
  %32 = fmul fast <4 x double> %28, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %33 = fmul fast <4 x double> %29, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %34 = fmul fast <4 x double> %30, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %35 = fmul fast <4 x double> %31, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %36 = fadd fast <4 x double> %32, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %37 = fadd fast <4 x double> %33, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %38 = fadd fast <4 x double> %34, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %39 = fadd fast <4 x double> %35, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %40 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %19
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = getelementptr inbounds i8, ptr %40, i64 64
  %43 = getelementptr inbounds i8, ptr %40, i64 96
  store <4 x double> %36, ptr %40, align 16, !tbaa !9
  store <4 x double> %37, ptr %41, align 16, !tbaa !9
  store <4 x double> %38, ptr %42, align 16, !tbaa !9
  store <4 x double> %39, ptr %43, align 16, !tbaa !9
  %44 = add nuw i64 %19, 16
  %45 = add <4 x i32> %20, <i32 16, i32 16, i32 16, i32 16>
  %46 = icmp eq i64 %44, %17
  br i1 %46, label %47, label %18, !llvm.loop !13

47:                                               ; preds = %18
  %48 = icmp eq i64 %17, %11
  br i1 %48, label %49, label %14

49:                                               ; preds = %51, %47, %3
  %50 = icmp sgt i32 %1, -1
  br i1 %50, label %61, label %64

51:                                               ; preds = %14, %51
  %52 = phi i64 [ %59, %51 ], [ %15, %14 ]
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = urem i32 %53, 7
  %55 = uitofp nneg i32 %54 to double
  %56 = fmul fast double %55, 1.000000e-02
  %57 = fadd fast double %56, 1.000000e+00
  %58 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %52
  store double %57, ptr %58, align 8, !tbaa !9
  %59 = add nuw nsw i64 %52, 1
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %49, label %51, !llvm.loop !16

61:                                               ; preds = %49
  %62 = zext nneg i32 %1 to i64
  %63 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %62
  store double 0.000000e+00, ptr %63, align 8, !tbaa !9
  br label %64

64:                                               ; preds = %61, %49
  %65 = icmp sgt i32 %2, -1
  br i1 %65, label %66, label %69

66:                                               ; preds = %64
  %67 = zext nneg i32 %2 to i64
  %68 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %67
  store double 0.000000e+00, ptr %68, align 8, !tbaa !9
  br label %69

69:                                               ; preds = %66, %64
  %70 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %0) #9
  br i1 %9, label %71, label %192

71:                                               ; preds = %69
  %72 = zext nneg i32 %0 to i64
  %73 = icmp ult i32 %0, 16
  %74 = and i64 %72, 2147483632
  %75 = icmp eq i64 %74, %72
  %76 = icmp ult i32 %0, 16
  %77 = and i64 %72, 2147483632
  %78 = icmp eq i64 %77, %72
  br label %79

79:                                               ; preds = %175, %71
  %80 = phi i64 [ %176, %175 ], [ 0, %71 ]
  %81 = getelementptr inbounds [64 x double], ptr %6, i64 0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fadd fast double %82, 0x3EB0C6F7A0B5ED8D
  store double %83, ptr %81, align 8, !tbaa !9
  br i1 %73, label %109, label %84

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %102, %84 ], [ 0, %79 ]
  %86 = phi <4 x double> [ %98, %84 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %79 ]
  %87 = phi <4 x double> [ %99, %84 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %79 ]
  %88 = phi <4 x double> [ %100, %84 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %79 ]
  %89 = phi <4 x double> [ %101, %84 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %79 ]
  %90 = getelementptr inbounds double, ptr %6, i64 %85
  %91 = getelementptr inbounds i8, ptr %90, i64 32
  %92 = getelementptr inbounds i8, ptr %90, i64 64
  %93 = getelementptr inbounds i8, ptr %90, i64 96
  %94 = load <4 x double>, ptr %90, align 16, !tbaa !9
  %95 = load <4 x double>, ptr %91, align 16, !tbaa !9
  %96 = load <4 x double>, ptr %92, align 16, !tbaa !9
  %97 = load <4 x double>, ptr %93, align 16, !tbaa !9
  %98 = fmul fast <4 x double> %94, %86
  %99 = fmul fast <4 x double> %95, %87
  %100 = fmul fast <4 x double> %96, %88
  %101 = fmul fast <4 x double> %97, %89
  %102 = add nuw i64 %85, 16
  %103 = icmp eq i64 %102, %74
  br i1 %103, label %104, label %84, !llvm.loop !17

104:                                              ; preds = %84
  %105 = fmul fast <4 x double> %99, %98
  %106 = fmul fast <4 x double> %100, %105
  %107 = fmul fast <4 x double> %101, %106
  %108 = call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %107)
  br i1 %75, label %120, label %109

109:                                              ; preds = %104, %79
  %110 = phi i64 [ 0, %79 ], [ %74, %104 ]
  %111 = phi double [ 1.000000e+00, %79 ], [ %108, %104 ]
  br label %112

112:                                              ; preds = %109, %112
  %113 = phi i64 [ %118, %112 ], [ %110, %109 ]
  %114 = phi double [ %117, %112 ], [ %111, %109 ]
  %115 = getelementptr inbounds double, ptr %6, i64 %113
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = fmul fast double %116, %114
  %118 = add nuw nsw i64 %113, 1
  %119 = icmp eq i64 %118, %72
  br i1 %119, label %120, label %112, !llvm.loop !18

120:                                              ; preds = %112, %104
  %121 = phi double [ %108, %104 ], [ %117, %112 ]
  %122 = fadd fast double %82, 0xBEB0C6F7A0B5ED8D
  store double %122, ptr %81, align 8, !tbaa !9
  br i1 %76, label %148, label %123

123:                                              ; preds = %120, %123
  %124 = phi i64 [ %141, %123 ], [ 0, %120 ]
  %125 = phi <4 x double> [ %137, %123 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %120 ]
  %126 = phi <4 x double> [ %138, %123 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %120 ]
  %127 = phi <4 x double> [ %139, %123 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %120 ]
  %128 = phi <4 x double> [ %140, %123 ], [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %120 ]
  %129 = getelementptr inbounds double, ptr %6, i64 %124
  %130 = getelementptr inbounds i8, ptr %129, i64 32
  %131 = getelementptr inbounds i8, ptr %129, i64 64
  %132 = getelementptr inbounds i8, ptr %129, i64 96
  %133 = load <4 x double>, ptr %129, align 16, !tbaa !9
  %134 = load <4 x double>, ptr %130, align 16, !tbaa !9
  %135 = load <4 x double>, ptr %131, align 16, !tbaa !9
  %136 = load <4 x double>, ptr %132, align 16, !tbaa !9
  %137 = fmul fast <4 x double> %133, %125
  %138 = fmul fast <4 x double> %134, %126
  %139 = fmul fast <4 x double> %135, %127
  %140 = fmul fast <4 x double> %136, %128
  %141 = add nuw i64 %124, 16
  %142 = icmp eq i64 %141, %77
  br i1 %142, label %143, label %123, !llvm.loop !19

143:                                              ; preds = %123
  %144 = fmul fast <4 x double> %138, %137
  %145 = fmul fast <4 x double> %139, %144
  %146 = fmul fast <4 x double> %140, %145
  %147 = call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %146)
  br i1 %78, label %178, label %148

148:                                              ; preds = %143, %120
  %149 = phi i64 [ 0, %120 ], [ %77, %143 ]
  %150 = phi double [ 1.000000e+00, %120 ], [ %147, %143 ]
  br label %151

151:                                              ; preds = %148, %151
  %152 = phi i64 [ %157, %151 ], [ %149, %148 ]
  %153 = phi double [ %156, %151 ], [ %150, %148 ]
  %154 = getelementptr inbounds double, ptr %6, i64 %152
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = fmul fast double %155, %153
  %157 = add nuw nsw i64 %152, 1
  %158 = icmp eq i64 %157, %72
  br i1 %158, label %178, label %151, !llvm.loop !20

159:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %186, ptr %4, align 8, !tbaa !9
  %160 = load volatile double, ptr %4, align 8, !tbaa !9
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %162, label %170, label %163

163:                                              ; preds = %159
  %164 = fsub fast double %184, %186
  %165 = call fast double @llvm.fabs.f64(double %164)
  %166 = fmul fast double %188, 0x3EB0C6F7A0B5ED8D
  %167 = fcmp fast ole double %165, %166
  %168 = select i1 %167, ptr @.str.9, ptr @.str.10
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef nofpclass(nan inf) %182, double noundef nofpclass(nan inf) %184, double noundef nofpclass(nan inf) %186, ptr noundef nonnull %168)
  br i1 %167, label %175, label %172

170:                                              ; preds = %159, %178
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %8, double noundef nofpclass(nan inf) %182, double noundef nofpclass(nan inf) %184, double noundef nofpclass(nan inf) %186, ptr noundef nonnull @.str.10)
  br label %172

172:                                              ; preds = %170, %163
  %173 = load i32, ptr @n_fail, align 4, !tbaa !5
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr @n_fail, align 4, !tbaa !5
  br label %175

175:                                              ; preds = %172, %163
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  %176 = add nuw nsw i64 %80, 1
  %177 = icmp eq i64 %176, %72
  br i1 %177, label %192, label %79, !llvm.loop !21

178:                                              ; preds = %151, %143
  %179 = phi double [ %147, %143 ], [ %156, %151 ]
  store double %82, ptr %81, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  %180 = trunc nuw nsw i64 %80 to i32
  %181 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 64, ptr noundef nonnull @.str.11, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %180) #9
  %182 = load double, ptr %81, align 8, !tbaa !9
  %183 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %80
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = fsub fast double %121, %179
  %186 = fmul fast double %185, 5.000000e+05
  %187 = call fast double @llvm.fabs.f64(double %186)
  %188 = call fast double @llvm.maxnum.f64(double %187, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %184, ptr %5, align 8, !tbaa !9
  %189 = load volatile double, ptr %5, align 8, !tbaa !9
  %190 = call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %191, label %170, label %159

192:                                              ; preds = %175, %69
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @prod(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %38

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %32, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %32 ]
  %9 = phi double [ 1.000000e+00, %4 ], [ %36, %32 ]
  br label %40

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %30, %12 ]
  %14 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %26, %12 ]
  %15 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %27, %12 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %28, %12 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %29, %12 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %13
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = fmul fast <4 x double> %22, %14
  %27 = fmul fast <4 x double> %23, %15
  %28 = fmul fast <4 x double> %24, %16
  %29 = fmul fast <4 x double> %25, %17
  %30 = add nuw i64 %13, 16
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %12, !llvm.loop !22

32:                                               ; preds = %12
  %33 = fmul fast <4 x double> %27, %26
  %34 = fmul fast <4 x double> %28, %33
  %35 = fmul fast <4 x double> %29, %34
  %36 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %35)
  %37 = icmp eq i64 %11, %5
  br i1 %37, label %38, label %7

38:                                               ; preds = %40, %32, %2
  %39 = phi double [ 1.000000e+00, %2 ], [ %36, %32 ], [ %45, %40 ]
  ret double %39

40:                                               ; preds = %7, %40
  %41 = phi i64 [ %46, %40 ], [ %8, %7 ]
  %42 = phi double [ %45, %40 ], [ %9, %7 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %41
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = fmul fast double %44, %42
  %46 = add nuw nsw i64 %41, 1
  %47 = icmp eq i64 %46, %5
  br i1 %47, label %38, label %40, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #8

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
!17 = distinct !{!17, !12, !14, !15}
!18 = distinct !{!18, !12, !15, !14}
!19 = distinct !{!19, !12, !14, !15}
!20 = distinct !{!20, !12, !15, !14}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12, !14, !15}
!23 = distinct !{!23, !12, !15, !14}
