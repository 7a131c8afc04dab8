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

15:                                               ; preds = %189
  %16 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %16)
  %18 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %189
  %22 = phi i64 [ 0, %0 ], [ %190, %189 ]
  %23 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fsub double 4.000000e-01, %24
  %30 = fadd double %24, %28
  %31 = call double @sin(double noundef %30) #10
  %32 = fmul double %30, -1.000000e-01
  %33 = call double @exp(double noundef %32) #10
  %34 = fsub double %24, %28
  %35 = call double @sin(double noundef %34) #10
  %36 = fmul double %34, -1.000000e-01
  %37 = call double @exp(double noundef %36) #10
  %38 = insertelement <2 x double> poison, double %30, i64 0
  %39 = insertelement <2 x double> %38, double %34, i64 1
  %40 = fadd <2 x double> %39, <double -5.000000e-01, double -5.000000e-01>
  %41 = fmul <2 x double> %40, <double 1.500000e+00, double 1.500000e+00>
  %42 = insertelement <2 x double> poison, double %31, i64 0
  %43 = insertelement <2 x double> %42, double %35, i64 1
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %40, <2 x double> %43)
  %45 = insertelement <2 x double> poison, double %33, i64 0
  %46 = insertelement <2 x double> %45, double %37, i64 1
  %47 = fmul <2 x double> %46, %44
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %49 = fsub <2 x double> %47, %48
  %50 = extractelement <2 x double> %49, i64 0
  %51 = fmul double %28, 2.000000e+00
  %52 = fdiv double %50, %51
  %53 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_ZL6springd, double noundef %24)
  %54 = call double @llvm.fabs.f64(double %52)
  %55 = fcmp ogt double %54, 1.000000e+00
  %56 = select i1 %55, double %54, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %53, ptr %10, align 8, !tbaa !9
  %57 = load volatile double, ptr %10, align 8, !tbaa !9
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %59, label %71, label %60

60:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %52, ptr %9, align 8, !tbaa !9
  %61 = load volatile double, ptr %9, align 8, !tbaa !9
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %63, label %71, label %64

64:                                               ; preds = %60
  %65 = fsub double %53, %52
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp ole double %66, %67
  %69 = select i1 %68, ptr @.str.7, ptr @.str.8
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %24, double noundef %53, double noundef %52, ptr noundef nonnull %69)
  br i1 %68, label %76, label %73

71:                                               ; preds = %60, %21
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %24, double noundef %53, double noundef %52, ptr noundef nonnull @.str.8)
  br label %73

73:                                               ; preds = %71, %64
  %74 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %64, %73
  %77 = call noundef double @_Z17__enzyme_autodiffIdJPvdEET_DpT0_(ptr noundef nonnull @_ZL6springd, double noundef %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %77, ptr %8, align 8, !tbaa !9
  %78 = load volatile double, ptr %8, align 8, !tbaa !9
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %80, label %92, label %81

81:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %52, ptr %7, align 8, !tbaa !9
  %82 = load volatile double, ptr %7, align 8, !tbaa !9
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %84, label %92, label %85

85:                                               ; preds = %81
  %86 = fsub double %77, %52
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %89 = fcmp ole double %87, %88
  %90 = select i1 %89, ptr @.str.7, ptr @.str.8
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %24, double noundef %77, double noundef %52, ptr noundef nonnull %90)
  br i1 %89, label %97, label %94

92:                                               ; preds = %81, %76
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %24, double noundef %77, double noundef %52, ptr noundef nonnull @.str.8)
  br label %94

94:                                               ; preds = %92, %85
  %95 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %97

97:                                               ; preds = %85, %94
  %98 = call double @pow(double noundef %30, double noundef 3.000000e+00) #10
  %99 = fmul double %29, %30
  %100 = call double @cos(double noundef %99) #10
  %101 = call noundef double @llvm.fmuladd.f64(double %98, double %29, double %100)
  %102 = call double @pow(double noundef %34, double noundef 3.000000e+00) #10
  %103 = fmul double %29, %34
  %104 = call double @cos(double noundef %103) #10
  %105 = call noundef double @llvm.fmuladd.f64(double %102, double %29, double %104)
  %106 = fsub double %101, %105
  %107 = fdiv double %106, %51
  %108 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %109 = call noundef double @_Z17__enzyme_autodiffIdJPvdidEET_DpT0_(ptr noundef nonnull @_ZL3twodd, double noundef %24, i32 noundef %108, double noundef %29)
  %110 = call double @llvm.fabs.f64(double %107)
  %111 = fcmp ogt double %110, 1.000000e+00
  %112 = select i1 %111, double %110, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %109, ptr %6, align 8, !tbaa !9
  %113 = load volatile double, ptr %6, align 8, !tbaa !9
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fcmp ueq double %114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %115, label %127, label %116

116:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %107, ptr %5, align 8, !tbaa !9
  %117 = load volatile double, ptr %5, align 8, !tbaa !9
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %119, label %127, label %120

120:                                              ; preds = %116
  %121 = fsub double %109, %107
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = fmul double %112, 0x3EB0C6F7A0B5ED8D
  %124 = fcmp ole double %122, %123
  %125 = select i1 %124, ptr @.str.7, ptr @.str.8
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %24, double noundef %109, double noundef %107, ptr noundef nonnull %125)
  br i1 %124, label %132, label %129

127:                                              ; preds = %116, %97
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %24, double noundef %109, double noundef %107, ptr noundef nonnull @.str.8)
  br label %129

129:                                              ; preds = %127, %120
  %130 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %120, %129
  %133 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %134 = call double (ptr, ...) @__enzyme_fwddiff_v3(ptr noundef nonnull @_ZL3twodd, double noundef %24, double noundef 1.000000e+00, i32 noundef %133, double noundef %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %134, ptr %4, align 8, !tbaa !9
  %135 = load volatile double, ptr %4, align 8, !tbaa !9
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %137, label %149, label %138

138:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %107, ptr %3, align 8, !tbaa !9
  %139 = load volatile double, ptr %3, align 8, !tbaa !9
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %141, label %149, label %142

142:                                              ; preds = %138
  %143 = fsub double %134, %107
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fmul double %112, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp ole double %144, %145
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef %24, double noundef %134, double noundef %107, ptr noundef nonnull %147)
  br i1 %146, label %154, label %151

149:                                              ; preds = %138, %132
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef %24, double noundef %134, double noundef %107, ptr noundef nonnull @.str.8)
  br label %151

151:                                              ; preds = %149, %142
  %152 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %154

154:                                              ; preds = %142, %151
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #10
  store double %24, ptr %11, align 16, !tbaa !9
  store double %29, ptr %13, align 8, !tbaa !9
  store double 2.000000e+00, ptr %14, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  %155 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void @_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_(ptr noundef nonnull @_ZL5norm3PKd, i32 noundef %155, ptr noundef nonnull %11, ptr noundef nonnull %12)
  %156 = load double, ptr %12, align 16, !tbaa !9
  %157 = fmul double %29, %29
  %158 = insertelement <2 x double> poison, double %157, i64 0
  %159 = shufflevector <2 x double> %158, <2 x double> poison, <2 x i32> zeroinitializer
  %160 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %39, <2 x double> %159)
  %161 = fadd <2 x double> %160, <double 4.000000e+00, double 4.000000e+00>
  %162 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %161)
  %163 = shufflevector <2 x double> %162, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %164 = fsub <2 x double> %162, %163
  %165 = extractelement <2 x double> %164, i64 0
  %166 = fdiv double %165, %51
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fcmp ogt double %167, 1.000000e+00
  %169 = select i1 %168, double %167, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %156, ptr %2, align 8, !tbaa !9
  %170 = load volatile double, ptr %2, align 8, !tbaa !9
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %172, label %184, label %173

173:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %166, ptr %1, align 8, !tbaa !9
  %174 = load volatile double, ptr %1, align 8, !tbaa !9
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %176, label %184, label %177

177:                                              ; preds = %173
  %178 = fsub double %156, %166
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = fmul double %169, 0x3EB0C6F7A0B5ED8D
  %181 = fcmp ole double %179, %180
  %182 = select i1 %181, ptr @.str.7, ptr @.str.8
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef %24, double noundef %156, double noundef %166, ptr noundef nonnull %182)
  br i1 %181, label %189, label %186

184:                                              ; preds = %173, %154
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef %24, double noundef %156, double noundef %166, ptr noundef nonnull @.str.8)
  br label %186

186:                                              ; preds = %184, %177
  %187 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %189

189:                                              ; preds = %177, %186
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #10
  %190 = add nuw nsw i64 %22, 8
  %191 = icmp eq i64 %190, 24
  br i1 %191, label %15, label %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @_ZL6springd(double noundef %0) #2 {
  %2 = fadd double %0, -5.000000e-01
  %3 = fmul double %2, 1.500000e+00
  %4 = tail call double @sin(double noundef %0) #10
  %5 = tail call noundef double @llvm.fmuladd.f64(double %3, double %2, double %4)
  %6 = fmul double %0, -1.000000e-01
  %7 = tail call double @exp(double noundef %6) #10
  %8 = fmul double %5, %7
  ret double %8
}

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #3

declare noundef double @_Z17__enzyme_autodiffIdJPvdEET_DpT0_(ptr noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @_ZL3twodd(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #10
  %4 = fmul double %0, %1
  %5 = tail call double @cos(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  ret double %6
}

declare noundef double @_Z17__enzyme_autodiffIdJPvdidEET_DpT0_(ptr noundef, double noundef, i32 noundef, double noundef) local_unnamed_addr #3

declare double @__enzyme_fwddiff_v3(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef double @_ZL5norm3PKd(ptr nocapture noundef readonly %0) #5 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !9
  %5 = fmul double %4, %4
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %5)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %8, double %6)
  %10 = tail call double @llvm.sqrt.f64(double %9)
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #9

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
