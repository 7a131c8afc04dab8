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
  br label %31

17:                                               ; preds = %191
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #11
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %15, i64 16
  %20 = getelementptr inbounds i8, ptr %15, i64 24
  store <4 x double> <double 5.000000e-01, double -1.500000e+00, double 2.000000e+00, double 2.500000e-01>, ptr %15, align 16
  %21 = getelementptr inbounds i8, ptr %15, i64 32
  store double -3.000000e+00, ptr %21, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %16, i8 0, i64 40, i1 false)
  %22 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sum_long, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef 5) #11
  %23 = load double, ptr %15, align 16, !tbaa !5
  %24 = load double, ptr %16, align 16, !tbaa !5
  %25 = fmul fast double %23, 2.000000e+00
  %26 = call fast double @llvm.fabs.f64(double %25)
  %27 = call fast double @llvm.maxnum.f64(double %26, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %24, ptr %2, align 8, !tbaa !5
  %28 = load volatile double, ptr %2, align 8, !tbaa !5
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %30, label %205, label %194

31:                                               ; preds = %0, %191
  %32 = phi i64 [ 0, %0 ], [ %192, %191 ]
  %33 = getelementptr inbounds [4 x double], ptr @__const.main.pts, i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_long, double noundef nofpclass(nan inf) %34) #11
  %36 = fadd fast double %34, 0x3EB0C6F7A0B5ED8D
  %37 = tail call fast nofpclass(nan inf) double @f_long(double noundef nofpclass(nan inf) %36) #11, !callees !9
  %38 = fadd fast double %34, 0xBEB0C6F7A0B5ED8D
  %39 = tail call fast nofpclass(nan inf) double @f_long(double noundef nofpclass(nan inf) %38) #11, !callees !9
  %40 = fsub fast double %37, %39
  %41 = fmul fast double %40, 5.000000e+05
  %42 = tail call fast double @llvm.fabs.f64(double %41)
  %43 = tail call fast double @llvm.maxnum.f64(double %42, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %35, ptr %14, align 8, !tbaa !5
  %44 = load volatile double, ptr %14, align 8, !tbaa !5
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fcmp ueq double %45, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %46, label %58, label %47

47:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %41, ptr %13, align 8, !tbaa !5
  %48 = load volatile double, ptr %13, align 8, !tbaa !5
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = fsub fast double %35, %41
  %53 = tail call fast double @llvm.fabs.f64(double %52)
  %54 = fmul fast double %43, 0x3EB0C6F7A0B5ED8D
  %55 = fcmp fast ole double %53, %54
  %56 = select i1 %55, ptr @.str.10, ptr @.str.11
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %41, ptr noundef nonnull %56)
  br i1 %55, label %63, label %60

58:                                               ; preds = %47, %31
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %35, double noundef nofpclass(nan inf) %41, ptr noundef nonnull @.str.11)
  br label %60

60:                                               ; preds = %58, %51
  %61 = load i32, ptr @n_fail, align 4, !tbaa !10
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @n_fail, align 4, !tbaa !10
  br label %63

63:                                               ; preds = %51, %60
  %64 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_long, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) 1.000000e+00) #11
  %65 = tail call fast double @llvm.fabs.f64(double %35)
  %66 = tail call fast double @llvm.maxnum.f64(double %65, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %64, ptr %12, align 8, !tbaa !5
  %67 = load volatile double, ptr %12, align 8, !tbaa !5
  %68 = tail call double @llvm.fabs.f64(double %67)
  %69 = fcmp ueq double %68, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %69, label %81, label %70

70:                                               ; preds = %63
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %35, ptr %11, align 8, !tbaa !5
  %71 = load volatile double, ptr %11, align 8, !tbaa !5
  %72 = tail call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %73, label %81, label %74

74:                                               ; preds = %70
  %75 = fsub fast double %64, %35
  %76 = tail call fast double @llvm.fabs.f64(double %75)
  %77 = fmul fast double %66, 0x3D719799812DEA11
  %78 = fcmp fast ole double %76, %77
  %79 = select i1 %78, ptr @.str.10, ptr @.str.11
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %64, double noundef nofpclass(nan inf) %35, ptr noundef nonnull %79)
  br i1 %78, label %86, label %83

81:                                               ; preds = %70, %63
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %64, double noundef nofpclass(nan inf) %35, ptr noundef nonnull @.str.11)
  br label %83

83:                                               ; preds = %81, %74
  %84 = load i32, ptr @n_fail, align 4, !tbaa !10
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @n_fail, align 4, !tbaa !10
  br label %86

86:                                               ; preds = %74, %83
  %87 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_quad, double noundef nofpclass(nan inf) %34) #11
  %88 = tail call fast nofpclass(nan inf) double @f_quad(double noundef nofpclass(nan inf) %36) #11, !callees !9
  %89 = tail call fast nofpclass(nan inf) double @f_quad(double noundef nofpclass(nan inf) %38) #11, !callees !9
  %90 = fsub fast double %88, %89
  %91 = fmul fast double %90, 5.000000e+05
  %92 = tail call fast double @llvm.fabs.f64(double %91)
  %93 = tail call fast double @llvm.maxnum.f64(double %92, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %87, ptr %10, align 8, !tbaa !5
  %94 = load volatile double, ptr %10, align 8, !tbaa !5
  %95 = tail call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %96, label %108, label %97

97:                                               ; preds = %86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %91, ptr %9, align 8, !tbaa !5
  %98 = load volatile double, ptr %9, align 8, !tbaa !5
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %100, label %108, label %101

101:                                              ; preds = %97
  %102 = fsub fast double %87, %91
  %103 = tail call fast double @llvm.fabs.f64(double %102)
  %104 = fmul fast double %93, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp fast ole double %103, %104
  %106 = select i1 %105, ptr @.str.10, ptr @.str.11
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %87, double noundef nofpclass(nan inf) %91, ptr noundef nonnull %106)
  br i1 %105, label %113, label %110

108:                                              ; preds = %97, %86
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %87, double noundef nofpclass(nan inf) %91, ptr noundef nonnull @.str.11)
  br label %110

110:                                              ; preds = %108, %101
  %111 = load i32, ptr @n_fail, align 4, !tbaa !10
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @n_fail, align 4, !tbaa !10
  br label %113

113:                                              ; preds = %101, %110
  %114 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_quad, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) 1.000000e+00) #11
  %115 = tail call fast double @llvm.fabs.f64(double %87)
  %116 = tail call fast double @llvm.maxnum.f64(double %115, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %114, ptr %8, align 8, !tbaa !5
  %117 = load volatile double, ptr %8, align 8, !tbaa !5
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %119, label %131, label %120

120:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %87, ptr %7, align 8, !tbaa !5
  %121 = load volatile double, ptr %7, align 8, !tbaa !5
  %122 = tail call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %123, label %131, label %124

124:                                              ; preds = %120
  %125 = fsub fast double %114, %87
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = fmul fast double %116, 0x3D719799812DEA11
  %128 = fcmp fast ole double %126, %127
  %129 = select i1 %128, ptr @.str.10, ptr @.str.11
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %114, double noundef nofpclass(nan inf) %87, ptr noundef nonnull %129)
  br i1 %128, label %136, label %133

131:                                              ; preds = %120, %113
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %114, double noundef nofpclass(nan inf) %87, ptr noundef nonnull @.str.11)
  br label %133

133:                                              ; preds = %131, %124
  %134 = load i32, ptr @n_fail, align 4, !tbaa !10
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @n_fail, align 4, !tbaa !10
  br label %136

136:                                              ; preds = %124, %133
  %137 = fptrunc double %34 to half
  %138 = fpext half %137 to float
  %139 = fmul fast float %138, %138
  %140 = fmul fast float %139, 5.000000e-01
  %141 = fadd fast float %140, %138
  %142 = fptrunc float %141 to half
  %143 = fpext half %142 to double
  %144 = fpext half %137 to double
  %145 = fadd fast double %144, 1.000000e+00
  %146 = fmul fast double %145, %34
  %147 = fadd fast double %146, %143
  %148 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_half, double noundef nofpclass(nan inf) %34) #11
  %149 = tail call fast double @llvm.fabs.f64(double %147)
  %150 = tail call fast double @llvm.maxnum.f64(double %149, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %148, ptr %6, align 8, !tbaa !5
  %151 = load volatile double, ptr %6, align 8, !tbaa !5
  %152 = tail call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %153, label %165, label %154

154:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %147, ptr %5, align 8, !tbaa !5
  %155 = load volatile double, ptr %5, align 8, !tbaa !5
  %156 = tail call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %157, label %165, label %158

158:                                              ; preds = %154
  %159 = fsub fast double %148, %147
  %160 = tail call fast double @llvm.fabs.f64(double %159)
  %161 = fmul fast double %150, 2.000000e-03
  %162 = fcmp fast ole double %160, %161
  %163 = select i1 %162, ptr @.str.10, ptr @.str.11
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %148, double noundef nofpclass(nan inf) %147, ptr noundef nonnull %163)
  br i1 %162, label %170, label %167

165:                                              ; preds = %154, %136
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %148, double noundef nofpclass(nan inf) %147, ptr noundef nonnull @.str.11)
  br label %167

167:                                              ; preds = %165, %158
  %168 = load i32, ptr @n_fail, align 4, !tbaa !10
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @n_fail, align 4, !tbaa !10
  br label %170

170:                                              ; preds = %158, %167
  %171 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_half, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) 1.000000e+00) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %171, ptr %4, align 8, !tbaa !5
  %172 = load volatile double, ptr %4, align 8, !tbaa !5
  %173 = tail call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %174, label %186, label %175

175:                                              ; preds = %170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %147, ptr %3, align 8, !tbaa !5
  %176 = load volatile double, ptr %3, align 8, !tbaa !5
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fcmp ueq double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %178, label %186, label %179

179:                                              ; preds = %175
  %180 = fsub fast double %171, %147
  %181 = tail call fast double @llvm.fabs.f64(double %180)
  %182 = fmul fast double %150, 2.000000e-03
  %183 = fcmp fast ole double %181, %182
  %184 = select i1 %183, ptr @.str.10, ptr @.str.11
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %147, ptr noundef nonnull %184)
  br i1 %183, label %191, label %188

186:                                              ; preds = %175, %170
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) %147, ptr noundef nonnull @.str.11)
  br label %188

188:                                              ; preds = %186, %179
  %189 = load i32, ptr @n_fail, align 4, !tbaa !10
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr @n_fail, align 4, !tbaa !10
  br label %191

191:                                              ; preds = %179, %188
  %192 = add nuw nsw i64 %32, 1
  %193 = icmp eq i64 %192, 4
  br i1 %193, label %17, label %31, !llvm.loop !12

194:                                              ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %25, ptr %1, align 8, !tbaa !5
  %195 = load volatile double, ptr %1, align 8, !tbaa !5
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %197, label %205, label %198

198:                                              ; preds = %194
  %199 = fsub fast double %24, %25
  %200 = call fast double @llvm.fabs.f64(double %199)
  %201 = fmul fast double %27, 1.000000e-15
  %202 = fcmp fast ole double %200, %201
  %203 = select i1 %202, ptr @.str.10, ptr @.str.11
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %25, ptr noundef nonnull %203)
  br i1 %202, label %210, label %207

205:                                              ; preds = %194, %17
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %25, ptr noundef nonnull @.str.11)
  br label %207

207:                                              ; preds = %205, %198
  %208 = load i32, ptr @n_fail, align 4, !tbaa !10
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !10
  br label %210

210:                                              ; preds = %198, %207
  %211 = load double, ptr %18, align 8, !tbaa !5
  %212 = getelementptr inbounds i8, ptr %16, i64 8
  %213 = load double, ptr %212, align 8, !tbaa !5
  %214 = fmul fast double %211, 4.000000e+00
  %215 = call fast double @llvm.fabs.f64(double %214)
  %216 = call fast double @llvm.maxnum.f64(double %215, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %213, ptr %2, align 8, !tbaa !5
  %217 = load volatile double, ptr %2, align 8, !tbaa !5
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ueq double %218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %219, label %231, label %220

220:                                              ; preds = %210
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %214, ptr %1, align 8, !tbaa !5
  %221 = load volatile double, ptr %1, align 8, !tbaa !5
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = fcmp ueq double %222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %223, label %231, label %224

224:                                              ; preds = %220
  %225 = fsub fast double %213, %214
  %226 = call fast double @llvm.fabs.f64(double %225)
  %227 = fmul fast double %216, 1.000000e-15
  %228 = fcmp fast ole double %226, %227
  %229 = select i1 %228, ptr @.str.10, ptr @.str.11
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %211, double noundef nofpclass(nan inf) %213, double noundef nofpclass(nan inf) %214, ptr noundef nonnull %229)
  br i1 %228, label %236, label %233

231:                                              ; preds = %220, %210
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %211, double noundef nofpclass(nan inf) %213, double noundef nofpclass(nan inf) %214, ptr noundef nonnull @.str.11)
  br label %233

233:                                              ; preds = %231, %224
  %234 = load i32, ptr @n_fail, align 4, !tbaa !10
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr @n_fail, align 4, !tbaa !10
  br label %236

236:                                              ; preds = %233, %224
  %237 = load double, ptr %19, align 16, !tbaa !5
  %238 = getelementptr inbounds i8, ptr %16, i64 16
  %239 = load double, ptr %238, align 16, !tbaa !5
  %240 = fmul fast double %237, 6.000000e+00
  %241 = call fast double @llvm.fabs.f64(double %240)
  %242 = call fast double @llvm.maxnum.f64(double %241, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %239, ptr %2, align 8, !tbaa !5
  %243 = load volatile double, ptr %2, align 8, !tbaa !5
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ueq double %244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %245, label %257, label %246

246:                                              ; preds = %236
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %240, ptr %1, align 8, !tbaa !5
  %247 = load volatile double, ptr %1, align 8, !tbaa !5
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %249, label %257, label %250

250:                                              ; preds = %246
  %251 = fsub fast double %239, %240
  %252 = call fast double @llvm.fabs.f64(double %251)
  %253 = fmul fast double %242, 1.000000e-15
  %254 = fcmp fast ole double %252, %253
  %255 = select i1 %254, ptr @.str.10, ptr @.str.11
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %239, double noundef nofpclass(nan inf) %240, ptr noundef nonnull %255)
  br i1 %254, label %262, label %259

257:                                              ; preds = %246, %236
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %239, double noundef nofpclass(nan inf) %240, ptr noundef nonnull @.str.11)
  br label %259

259:                                              ; preds = %257, %250
  %260 = load i32, ptr @n_fail, align 4, !tbaa !10
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr @n_fail, align 4, !tbaa !10
  br label %262

262:                                              ; preds = %259, %250
  %263 = load double, ptr %20, align 8, !tbaa !5
  %264 = getelementptr inbounds i8, ptr %16, i64 24
  %265 = load double, ptr %264, align 8, !tbaa !5
  %266 = fmul fast double %263, 8.000000e+00
  %267 = call fast double @llvm.fabs.f64(double %266)
  %268 = call fast double @llvm.maxnum.f64(double %267, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %265, ptr %2, align 8, !tbaa !5
  %269 = load volatile double, ptr %2, align 8, !tbaa !5
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %271, label %283, label %272

272:                                              ; preds = %262
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %266, ptr %1, align 8, !tbaa !5
  %273 = load volatile double, ptr %1, align 8, !tbaa !5
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fcmp ueq double %274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %275, label %283, label %276

276:                                              ; preds = %272
  %277 = fsub fast double %265, %266
  %278 = call fast double @llvm.fabs.f64(double %277)
  %279 = fmul fast double %268, 1.000000e-15
  %280 = fcmp fast ole double %278, %279
  %281 = select i1 %280, ptr @.str.10, ptr @.str.11
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %263, double noundef nofpclass(nan inf) %265, double noundef nofpclass(nan inf) %266, ptr noundef nonnull %281)
  br i1 %280, label %288, label %285

283:                                              ; preds = %272, %262
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %263, double noundef nofpclass(nan inf) %265, double noundef nofpclass(nan inf) %266, ptr noundef nonnull @.str.11)
  br label %285

285:                                              ; preds = %283, %276
  %286 = load i32, ptr @n_fail, align 4, !tbaa !10
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr @n_fail, align 4, !tbaa !10
  br label %288

288:                                              ; preds = %285, %276
  %289 = load double, ptr %21, align 16, !tbaa !5
  %290 = getelementptr inbounds i8, ptr %16, i64 32
  %291 = load double, ptr %290, align 16, !tbaa !5
  %292 = fmul fast double %289, 1.000000e+01
  %293 = call fast double @llvm.fabs.f64(double %292)
  %294 = call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %291, ptr %2, align 8, !tbaa !5
  %295 = load volatile double, ptr %2, align 8, !tbaa !5
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %297, label %311, label %298

298:                                              ; preds = %288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %292, ptr %1, align 8, !tbaa !5
  %299 = load volatile double, ptr %1, align 8, !tbaa !5
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %301, label %311, label %302

302:                                              ; preds = %298
  %303 = fsub fast double %291, %292
  %304 = call fast double @llvm.fabs.f64(double %303)
  %305 = fmul fast double %294, 1.000000e-15
  %306 = fcmp fast ole double %304, %305
  %307 = select i1 %306, ptr @.str.10, ptr @.str.11
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %289, double noundef nofpclass(nan inf) %291, double noundef nofpclass(nan inf) %292, ptr noundef nonnull %307)
  br i1 %306, label %309, label %313

309:                                              ; preds = %302
  %310 = load i32, ptr @n_fail, align 4, !tbaa !10
  br label %316

311:                                              ; preds = %298, %288
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %289, double noundef nofpclass(nan inf) %291, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.11)
  br label %313

313:                                              ; preds = %311, %302
  %314 = load i32, ptr @n_fail, align 4, !tbaa !10
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr @n_fail, align 4, !tbaa !10
  br label %316

316:                                              ; preds = %309, %313
  %317 = phi i32 [ %310, %309 ], [ %315, %313 ]
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %317)
  %319 = load i32, ptr @n_fail, align 4, !tbaa !10
  %320 = icmp ne i32 %319, 0
  %321 = zext i1 %320 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #11
  ret i32 %321
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_long(double noundef nofpclass(nan inf) %0) #0 {
  %2 = fpext double %0 to x86_fp80
  %3 = fmul fast x86_fp80 %2, %2
  %4 = fadd fast x86_fp80 %3, 0xK3FFF8000000000000000
  %5 = tail call fast x86_fp80 @llvm.sqrt.f80(x86_fp80 %4)
  %6 = fmul fast x86_fp80 %2, 0xK3FFDAAAAAAAAAAAAAAAB
  %7 = tail call fast x86_fp80 @llvm.exp.f80(x86_fp80 %6)
  %8 = fadd fast x86_fp80 %2, 0xK40008000000000000000
  %9 = tail call fast x86_fp80 @llvm.log.f80(x86_fp80 %8)
  %10 = fmul fast x86_fp80 %7, %9
  %11 = tail call fast x86_fp80 @llvm.sin.f80(x86_fp80 %2)
  %12 = fmul fast x86_fp80 %2, 0xK40008000000000000000
  %13 = tail call fast x86_fp80 @llvm.cos.f80(x86_fp80 %12)
  %14 = fmul fast x86_fp80 %13, %11
  %15 = fadd fast x86_fp80 %2, 0xK3FFFC000000000000000
  %16 = tail call fast x86_fp80 @llvm.sqrt.f80(x86_fp80 %15)
  %17 = fmul fast x86_fp80 %15, %15
  %18 = fmul fast x86_fp80 %17, %16
  %19 = fadd fast x86_fp80 %2, 0xKC0018000000000000000
  %20 = tail call fast x86_fp80 @llvm.fabs.f80(x86_fp80 %19)
  %21 = tail call fast nofpclass(nan inf) x86_fp80 @cbrtl(x86_fp80 noundef nofpclass(nan inf) %8) #12
  %22 = fmul fast x86_fp80 %2, 0xK3FFE8000000000000000
  %23 = tail call fast nofpclass(nan inf) x86_fp80 @erfl(x86_fp80 noundef nofpclass(nan inf) %22) #12
  %24 = tail call fast nofpclass(nan inf) x86_fp80 @erfcl(x86_fp80 noundef nofpclass(nan inf) %6) #12
  %25 = fmul fast x86_fp80 %24, %23
  %26 = tail call fast nofpclass(nan inf) x86_fp80 @lgammal(x86_fp80 noundef nofpclass(nan inf) %15) #11
  %27 = fadd fast x86_fp80 %2, 0xK3FFE8000000000000000
  %28 = tail call fast nofpclass(nan inf) x86_fp80 @tgammal(x86_fp80 noundef nofpclass(nan inf) %27) #12
  %29 = tail call fast nofpclass(nan inf) x86_fp80 @hypotl(x86_fp80 noundef nofpclass(nan inf) %2, x86_fp80 noundef nofpclass(nan inf) 0xK3FFEB333333333333333) #12
  %30 = tail call fast nofpclass(nan inf) x86_fp80 @atan2l(x86_fp80 noundef nofpclass(nan inf) %2, x86_fp80 noundef nofpclass(nan inf) 0xK3FFFA666666666666666) #12
  %31 = tail call fast nofpclass(nan inf) x86_fp80 @log1pl(x86_fp80 noundef nofpclass(nan inf) %2) #12
  %32 = fmul fast x86_fp80 %2, 0xK3FFD8000000000000000
  %33 = tail call fast nofpclass(nan inf) x86_fp80 @expm1l(x86_fp80 noundef nofpclass(nan inf) %32) #12
  %34 = fmul fast x86_fp80 %2, 0xK4000C000000000000000
  %35 = frem fast x86_fp80 %34, 0xK3FFFA000000000000000
  %36 = tail call fast nofpclass(nan inf) x86_fp80 @ldexpl(x86_fp80 noundef nofpclass(nan inf) %2, i32 noundef 3) #12
  %37 = tail call fast x86_fp80 @llvm.minnum.f80(x86_fp80 %2, x86_fp80 0xK3FFF8000000000000000)
  %38 = tail call fast x86_fp80 @llvm.maxnum.f80(x86_fp80 %2, x86_fp80 0xK3FFE8000000000000000)
  %39 = tail call fast x86_fp80 @llvm.tan.f80(x86_fp80 %22)
  %40 = tail call fast x86_fp80 @llvm.asin.f80(x86_fp80 %32)
  %41 = tail call fast x86_fp80 @llvm.atan.f80(x86_fp80 %2)
  %42 = tail call fast x86_fp80 @llvm.sinh.f80(x86_fp80 %22)
  %43 = tail call fast x86_fp80 @llvm.tanh.f80(x86_fp80 %2)
  %44 = fadd fast x86_fp80 %43, %41
  %45 = fadd fast x86_fp80 %44, %37
  %46 = fadd fast x86_fp80 %45, %38
  %47 = fadd fast x86_fp80 %46, %40
  %48 = fadd fast x86_fp80 %47, %39
  %49 = fadd fast x86_fp80 %48, %42
  %50 = fadd fast x86_fp80 %49, %20
  %51 = fadd fast x86_fp80 %50, %35
  %52 = fadd fast x86_fp80 %51, %10
  %53 = fadd fast x86_fp80 %52, %5
  %54 = fadd fast x86_fp80 %53, %14
  %55 = fadd fast x86_fp80 %54, %18
  %56 = fadd fast x86_fp80 %55, %21
  %57 = fadd fast x86_fp80 %56, %25
  %58 = fadd fast x86_fp80 %57, %26
  %59 = fadd fast x86_fp80 %58, %28
  %60 = fadd fast x86_fp80 %59, %29
  %61 = fadd fast x86_fp80 %60, %30
  %62 = fadd fast x86_fp80 %61, %31
  %63 = fadd fast x86_fp80 %62, %33
  %64 = fadd fast x86_fp80 %63, %36
  %65 = fmul fast x86_fp80 %64, 0xK3FFE8000000000000000
  %66 = fadd fast x86_fp80 %64, 0xK3FFF8000000000000000
  %67 = fdiv fast x86_fp80 %2, %66
  %68 = fadd fast x86_fp80 %67, %65
  %69 = fmul fast x86_fp80 %68, 0xK3FFE8000000000000000
  %70 = fadd fast x86_fp80 %68, 0xK3FFF8000000000000000
  %71 = fdiv fast x86_fp80 %2, %70
  %72 = fadd fast x86_fp80 %71, %69
  %73 = fmul fast x86_fp80 %72, 0xK3FFE8000000000000000
  %74 = fadd fast x86_fp80 %72, 0xK3FFF8000000000000000
  %75 = fdiv fast x86_fp80 %2, %74
  %76 = fadd fast x86_fp80 %75, %73
  %77 = fptrunc x86_fp80 %76 to double
  ret double %77
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_quad(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fpext double %0 to fp128
  %3 = fadd fast fp128 %2, 0xL55555555555555553FFB555555555555
  %4 = fmul fast fp128 %3, %2
  %5 = fadd fast fp128 %2, 0xLAAAAAAAAAAAAAAAB40000AAAAAAAAAAA
  %6 = fdiv fast fp128 0xL00000000000000003FFD000000000000, %5
  %7 = fadd fast fp128 %6, %4
  %8 = fmul fast fp128 %7, %2
  %9 = fadd fast fp128 %7, 0xL00000000000000004000000000000000
  %10 = fdiv fast fp128 0xL00000000000000003FFD000000000000, %9
  %11 = fadd fast fp128 %10, %8
  %12 = fmul fast fp128 %11, %2
  %13 = fadd fast fp128 %11, 0xL00000000000000004000000000000000
  %14 = fdiv fast fp128 0xL00000000000000003FFD000000000000, %13
  %15 = fadd fast fp128 %14, %12
  %16 = fmul fast fp128 %15, %15
  %17 = fptrunc fp128 %16 to double
  ret double %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_half(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fptrunc double %0 to half
  %3 = fpext half %2 to float
  %4 = fmul fast float %3, %3
  %5 = fmul fast float %4, 5.000000e-01
  %6 = fadd fast float %5, %3
  %7 = fptrunc float %6 to half
  %8 = fpext half %7 to double
  %9 = fmul fast double %8, %0
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @sum_long(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %33

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %35

10:                                               ; preds = %35, %4
  %11 = phi x86_fp80 [ poison, %4 ], [ %74, %35 ]
  %12 = phi i64 [ 0, %4 ], [ %69, %35 ]
  %13 = phi x86_fp80 [ 0xK00000000000000000000, %4 ], [ %74, %35 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %30, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi x86_fp80 [ %27, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %28, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = fpext double %20 to x86_fp80
  %22 = add nuw nsw i64 %16, 1
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = uitofp nneg i32 %23 to x86_fp80
  %25 = fmul fast x86_fp80 %21, %21
  %26 = fmul fast x86_fp80 %25, %24
  %27 = fadd fast x86_fp80 %26, %17
  %28 = add i64 %18, 1
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %30, label %15, !llvm.loop !14

30:                                               ; preds = %15, %10
  %31 = phi x86_fp80 [ %11, %10 ], [ %27, %15 ]
  %32 = fptrunc x86_fp80 %31 to double
  br label %33

33:                                               ; preds = %30, %2
  %34 = phi double [ 0.000000e+00, %2 ], [ %32, %30 ]
  ret double %34

35:                                               ; preds = %35, %8
  %36 = phi i64 [ 0, %8 ], [ %69, %35 ]
  %37 = phi x86_fp80 [ 0xK00000000000000000000, %8 ], [ %74, %35 ]
  %38 = phi i64 [ 0, %8 ], [ %75, %35 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %36
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = fpext double %40 to x86_fp80
  %42 = or disjoint i64 %36, 1
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = uitofp nneg i32 %43 to x86_fp80
  %45 = fmul fast x86_fp80 %41, %41
  %46 = fmul fast x86_fp80 %45, %44
  %47 = fadd fast x86_fp80 %46, %37
  %48 = getelementptr inbounds double, ptr %0, i64 %42
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fpext double %49 to x86_fp80
  %51 = or disjoint i64 %36, 2
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = uitofp nneg i32 %52 to x86_fp80
  %54 = fmul fast x86_fp80 %50, %50
  %55 = fmul fast x86_fp80 %54, %53
  %56 = fadd fast x86_fp80 %55, %47
  %57 = getelementptr inbounds double, ptr %0, i64 %51
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = fpext double %58 to x86_fp80
  %60 = or disjoint i64 %36, 3
  %61 = trunc nuw nsw i64 %60 to i32
  %62 = uitofp nneg i32 %61 to x86_fp80
  %63 = fmul fast x86_fp80 %59, %59
  %64 = fmul fast x86_fp80 %63, %62
  %65 = fadd fast x86_fp80 %64, %56
  %66 = getelementptr inbounds double, ptr %0, i64 %60
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = fpext double %67 to x86_fp80
  %69 = add nuw nsw i64 %36, 4
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = uitofp nneg i32 %70 to x86_fp80
  %72 = fmul fast x86_fp80 %68, %68
  %73 = fmul fast x86_fp80 %72, %71
  %74 = fadd fast x86_fp80 %73, %65
  %75 = add i64 %38, 4
  %76 = icmp eq i64 %75, %9
  br i1 %76, label %10, label %35, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.sqrt.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.exp.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.log.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.sin.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.cos.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @cbrtl(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @erfl(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @erfcl(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: nounwind
declare nofpclass(nan inf) x86_fp80 @lgammal(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @tgammal(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @hypotl(x86_fp80 noundef nofpclass(nan inf), x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @atan2l(x86_fp80 noundef nofpclass(nan inf), x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @log1pl(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @expm1l(x86_fp80 noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) x86_fp80 @ldexpl(x86_fp80 noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.minnum.f80(x86_fp80, x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.maxnum.f80(x86_fp80, x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.tan.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.asin.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.atan.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.sinh.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.tanh.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !13}
