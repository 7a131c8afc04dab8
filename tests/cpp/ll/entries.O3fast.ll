; ModuleID = 'entries.cpp'
source_filename = "entries.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 3.000000e-01, double 1.900000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"mangled variadic\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"template\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"template, const y\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"fwddiff_v3\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"template, dup array\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"entries: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
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
  %11 = alloca [3 x double], align 16
  %12 = alloca [3 x double], align 16
  %13 = getelementptr inbounds i8, ptr %11, i64 8
  %14 = getelementptr inbounds i8, ptr %11, i64 16
  br label %21

15:                                               ; preds = %184
  %16 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %16)
  %18 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %184
  %22 = phi i64 [ 0, %0 ], [ %185, %184 ]
  %23 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = call fast double @llvm.fabs.f64(double %24)
  %26 = call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fsub fast double 4.000000e-01, %24
  %29 = fadd fast double %27, %24
  %30 = fadd fast double %29, -5.000000e-01
  %31 = fmul fast double %30, %30
  %32 = fmul fast double %31, 1.500000e+00
  %33 = call fast double @llvm.sin.f64(double %29)
  %34 = fadd fast double %32, %33
  %35 = fmul fast double %29, -1.000000e-01
  %36 = call fast double @llvm.exp.f64(double %35)
  %37 = fmul fast double %34, %36
  %38 = fsub fast double %24, %27
  %39 = fadd fast double %38, -5.000000e-01
  %40 = fmul fast double %39, %39
  %41 = fmul fast double %40, 1.500000e+00
  %42 = call fast double @llvm.sin.f64(double %38)
  %43 = fadd fast double %41, %42
  %44 = fmul fast double %38, -1.000000e-01
  %45 = call fast double @llvm.exp.f64(double %44)
  %46 = fmul fast double %43, %45
  %47 = fsub fast double %37, %46
  %48 = fmul fast double %26, 2.000000e-06
  %49 = fdiv fast double %47, %48
  %50 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_ZL6springd, double noundef nofpclass(nan inf) %24)
  %51 = call fast double @llvm.fabs.f64(double %49)
  %52 = call fast double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %50, ptr %10, align 8, !tbaa !9
  %53 = load volatile double, ptr %10, align 8, !tbaa !9
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %55, label %67, label %56

56:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %49, ptr %9, align 8, !tbaa !9
  %57 = load volatile double, ptr %9, align 8, !tbaa !9
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %59, label %67, label %60

60:                                               ; preds = %56
  %61 = fsub fast double %50, %49
  %62 = call fast double @llvm.fabs.f64(double %61)
  %63 = fmul fast double %52, 0x3EB0C6F7A0B5ED8D
  %64 = fcmp fast ole double %62, %63
  %65 = select i1 %64, ptr @.str.7, ptr @.str.8
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %49, ptr noundef nonnull %65)
  br i1 %64, label %72, label %69

67:                                               ; preds = %56, %21
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %49, ptr noundef nonnull @.str.8)
  br label %69

69:                                               ; preds = %67, %60
  %70 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %60, %69
  %73 = call fast noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffIdJPvdEET_DpT0_(ptr noundef nonnull @_ZL6springd, double noundef nofpclass(nan inf) %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %73, ptr %8, align 8, !tbaa !9
  %74 = load volatile double, ptr %8, align 8, !tbaa !9
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %76, label %88, label %77

77:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %49, ptr %7, align 8, !tbaa !9
  %78 = load volatile double, ptr %7, align 8, !tbaa !9
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %80, label %88, label %81

81:                                               ; preds = %77
  %82 = fsub fast double %73, %49
  %83 = call fast double @llvm.fabs.f64(double %82)
  %84 = fmul fast double %52, 0x3EB0C6F7A0B5ED8D
  %85 = fcmp fast ole double %83, %84
  %86 = select i1 %85, ptr @.str.7, ptr @.str.8
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %49, ptr noundef nonnull %86)
  br i1 %85, label %93, label %90

88:                                               ; preds = %77, %72
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %49, ptr noundef nonnull @.str.8)
  br label %90

90:                                               ; preds = %88, %81
  %91 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %81, %90
  %94 = call fast double @llvm.powi.f64.i32(double %29, i32 3)
  %95 = fmul fast double %29, %28
  %96 = call fast double @llvm.cos.f64(double %95)
  %97 = call fast double @llvm.powi.f64.i32(double %38, i32 3)
  %98 = fmul fast double %38, %28
  %99 = call fast double @llvm.cos.f64(double %98)
  %100 = fsub fast double %94, %97
  %101 = fmul fast double %100, %28
  %102 = fsub fast double %96, %99
  %103 = fadd fast double %102, %101
  %104 = fdiv fast double %103, %48
  %105 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %106 = call fast noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffIdJPvdidEET_DpT0_(ptr noundef nonnull @_ZL3twodd, double noundef nofpclass(nan inf) %24, i32 noundef %105, double noundef nofpclass(nan inf) %28)
  %107 = call fast double @llvm.fabs.f64(double %104)
  %108 = call fast double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %106, ptr %6, align 8, !tbaa !9
  %109 = load volatile double, ptr %6, align 8, !tbaa !9
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp ueq double %110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %111, label %123, label %112

112:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %104, ptr %5, align 8, !tbaa !9
  %113 = load volatile double, ptr %5, align 8, !tbaa !9
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fcmp ueq double %114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %115, label %123, label %116

116:                                              ; preds = %112
  %117 = fsub fast double %106, %104
  %118 = call fast double @llvm.fabs.f64(double %117)
  %119 = fmul fast double %108, 0x3EB0C6F7A0B5ED8D
  %120 = fcmp fast ole double %118, %119
  %121 = select i1 %120, ptr @.str.7, ptr @.str.8
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %104, ptr noundef nonnull %121)
  br i1 %120, label %128, label %125

123:                                              ; preds = %112, %93
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %104, ptr noundef nonnull @.str.8)
  br label %125

125:                                              ; preds = %123, %116
  %126 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %128

128:                                              ; preds = %116, %125
  %129 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %130 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff_v3(ptr noundef nonnull @_ZL3twodd, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %129, double noundef nofpclass(nan inf) %28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %130, ptr %4, align 8, !tbaa !9
  %131 = load volatile double, ptr %4, align 8, !tbaa !9
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %133, label %145, label %134

134:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %104, ptr %3, align 8, !tbaa !9
  %135 = load volatile double, ptr %3, align 8, !tbaa !9
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %137, label %145, label %138

138:                                              ; preds = %134
  %139 = fsub fast double %130, %104
  %140 = call fast double @llvm.fabs.f64(double %139)
  %141 = fmul fast double %108, 0x3EB0C6F7A0B5ED8D
  %142 = fcmp fast ole double %140, %141
  %143 = select i1 %142, ptr @.str.7, ptr @.str.8
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %130, double noundef nofpclass(nan inf) %104, ptr noundef nonnull %143)
  br i1 %142, label %150, label %147

145:                                              ; preds = %134, %128
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %130, double noundef nofpclass(nan inf) %104, ptr noundef nonnull @.str.8)
  br label %147

147:                                              ; preds = %145, %138
  %148 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %150

150:                                              ; preds = %138, %147
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #9
  store double %24, ptr %11, align 16, !tbaa !9
  store double %28, ptr %13, align 8, !tbaa !9
  store double 2.000000e+00, ptr %14, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  %151 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void @_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_(ptr noundef nonnull @_ZL5norm3PKd, i32 noundef %151, ptr noundef nonnull %11, ptr noundef nonnull %12)
  %152 = load double, ptr %12, align 16, !tbaa !9
  %153 = fmul fast double %29, %29
  %154 = fmul fast double %28, %28
  %155 = fadd fast double %154, 4.000000e+00
  %156 = fadd fast double %155, %153
  %157 = call fast noundef double @llvm.sqrt.f64(double %156)
  %158 = fmul fast double %38, %38
  %159 = fadd fast double %155, %158
  %160 = call fast noundef double @llvm.sqrt.f64(double %159)
  %161 = fsub fast double %157, %160
  %162 = fdiv fast double %161, %48
  %163 = call fast double @llvm.fabs.f64(double %162)
  %164 = call fast double @llvm.maxnum.f64(double %163, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %152, ptr %2, align 8, !tbaa !9
  %165 = load volatile double, ptr %2, align 8, !tbaa !9
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = fcmp ueq double %166, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %167, label %179, label %168

168:                                              ; preds = %150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %162, ptr %1, align 8, !tbaa !9
  %169 = load volatile double, ptr %1, align 8, !tbaa !9
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fcmp ueq double %170, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %171, label %179, label %172

172:                                              ; preds = %168
  %173 = fsub fast double %152, %162
  %174 = call fast double @llvm.fabs.f64(double %173)
  %175 = fmul fast double %164, 0x3EB0C6F7A0B5ED8D
  %176 = fcmp fast ole double %174, %175
  %177 = select i1 %176, ptr @.str.7, ptr @.str.8
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %152, double noundef nofpclass(nan inf) %162, ptr noundef nonnull %177)
  br i1 %176, label %184, label %181

179:                                              ; preds = %168, %150
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %152, double noundef nofpclass(nan inf) %162, ptr noundef nonnull @.str.8)
  br label %181

181:                                              ; preds = %179, %172
  %182 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %184

184:                                              ; preds = %172, %181
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #9
  %185 = add nuw nsw i64 %22, 8
  %186 = icmp eq i64 %185, 24
  br i1 %186, label %15, label %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nofpclass(nan inf) double @_ZL6springd(double noundef nofpclass(nan inf) %0) #2 {
  %2 = fadd fast double %0, -5.000000e-01
  %3 = fmul fast double %2, %2
  %4 = fmul fast double %3, 1.500000e+00
  %5 = tail call fast double @llvm.sin.f64(double %0)
  %6 = fadd fast double %4, %5
  %7 = fmul fast double %0, -1.000000e-01
  %8 = tail call fast double @llvm.exp.f64(double %7)
  %9 = fmul fast double %6, %8
  ret double %9
}

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #3

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffIdJPvdEET_DpT0_(ptr noundef, double noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nofpclass(nan inf) double @_ZL3twodd(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = tail call fast double @llvm.powi.f64.i32(double %0, i32 3)
  %4 = fmul fast double %3, %1
  %5 = fmul fast double %1, %0
  %6 = tail call fast double @llvm.cos.f64(double %5)
  %7 = fadd fast double %6, %4
  ret double %7
}

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffIdJPvdidEET_DpT0_(ptr noundef, double noundef nofpclass(nan inf), i32 noundef, double noundef nofpclass(nan inf)) local_unnamed_addr #3

declare nofpclass(nan inf) double @__enzyme_fwddiff_v3(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef nofpclass(nan inf) double @_ZL5norm3PKd(ptr nocapture noundef readonly %0) #5 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul fast double %2, %2
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load <2 x double>, ptr %4, align 8, !tbaa !9
  %6 = fmul fast <2 x double> %5, %5
  %7 = extractelement <2 x double> %6, i64 0
  %8 = fadd fast double %7, %3
  %9 = extractelement <2 x double> %6, i64 1
  %10 = fadd fast double %8, %9
  %11 = tail call fast double @llvm.sqrt.f64(double %10)
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #8

attributes #0 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
