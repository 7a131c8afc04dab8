; ModuleID = 'unrolled.c'
source_filename = "unrolled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"prod\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"runmax\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"unrolled\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #13
  store <4 x double> <double 1.500000e+00, double 2.000000e+00, double 2.500000e-01, double 3.000000e+00>, ptr %3, align 16
  %7 = getelementptr inbounds i8, ptr %3, i64 32
  store double 5.000000e-01, ptr %7, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 5) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @ctx_prod, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #13
  store <4 x double> <double -1.000000e+00, double 2.000000e+00, double -2.000000e-01, double 3.000000e+00>, ptr %5, align 16
  %8 = getelementptr inbounds i8, ptr %5, i64 32
  store double 1.000000e+00, ptr %8, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @runmax, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef 5) #13
  %9 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull readonly align 16 dereferenceable(40) %5, i64 40, i1 false)
  %10 = load double, ptr %6, align 16, !tbaa !5
  %11 = load double, ptr %9, align 8, !tbaa !5
  %12 = call fast double @llvm.fabs.f64(double %11)
  %13 = call fast double @llvm.maxnum.f64(double %12, double 1.000000e+00)
  %14 = fmul fast double %13, 0x3EB0C6F7A0B5ED8D
  %15 = fadd fast double %14, %11
  %16 = fsub fast double %11, %14
  %17 = getelementptr inbounds i8, ptr %9, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = call fast double @llvm.maxnum.f64(double %15, double %18)
  %20 = getelementptr inbounds i8, ptr %9, i64 16
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = call fast double @llvm.maxnum.f64(double %19, double %21)
  %23 = getelementptr inbounds i8, ptr %9, i64 24
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = call fast double @llvm.maxnum.f64(double %22, double %24)
  %26 = getelementptr inbounds i8, ptr %9, i64 32
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = call fast double @llvm.maxnum.f64(double %25, double %27)
  %29 = fmul fast double %28, %28
  %30 = call fast double @llvm.maxnum.f64(double %16, double %18)
  %31 = call fast double @llvm.maxnum.f64(double %30, double %21)
  %32 = call fast double @llvm.maxnum.f64(double %31, double %24)
  %33 = call fast double @llvm.maxnum.f64(double %32, double %27)
  %34 = fmul fast double %33, %33
  %35 = fsub fast double %29, %34
  %36 = fmul fast double %13, 2.000000e-06
  %37 = fdiv fast double %35, %36
  %38 = call fast double @llvm.fabs.f64(double %37)
  %39 = call fast double @llvm.maxnum.f64(double %38, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %10, ptr %2, align 8, !tbaa !5
  %40 = load volatile double, ptr %2, align 8, !tbaa !5
  %41 = call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %42, label %55, label %43

43:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %37, ptr %1, align 8, !tbaa !5
  %44 = load volatile double, ptr %1, align 8, !tbaa !5
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fcmp ueq double %45, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %46, label %55, label %47

47:                                               ; preds = %43
  %48 = fsub fast double %10, %37
  %49 = call fast double @llvm.fabs.f64(double %48)
  %50 = fmul fast double %39, 0x3EB0C6F7A0B5ED8D
  %51 = fcmp fast ole double %49, %50
  %52 = freeze i1 %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %47
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %37, ptr noundef nonnull @.str.4)
  br label %59

55:                                               ; preds = %47, %43, %0
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %37, ptr noundef nonnull @.str.5)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !9
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !9
  br label %59

59:                                               ; preds = %55, %53
  %60 = getelementptr inbounds i8, ptr %6, i64 8
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = call fast double @llvm.fabs.f64(double %18)
  %63 = call fast double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  %64 = fmul fast double %63, 0x3EB0C6F7A0B5ED8D
  %65 = fadd fast double %64, %18
  %66 = fsub fast double %18, %64
  %67 = call fast double @llvm.maxnum.f64(double %11, double %65)
  %68 = call fast double @llvm.maxnum.f64(double %67, double %21)
  %69 = call fast double @llvm.maxnum.f64(double %68, double %24)
  %70 = call fast double @llvm.maxnum.f64(double %69, double %27)
  %71 = fmul fast double %70, %70
  %72 = call fast double @llvm.maxnum.f64(double %11, double %66)
  %73 = call fast double @llvm.maxnum.f64(double %72, double %21)
  %74 = call fast double @llvm.maxnum.f64(double %73, double %24)
  %75 = call fast double @llvm.maxnum.f64(double %74, double %27)
  %76 = fmul fast double %75, %75
  store double %18, ptr %17, align 8, !tbaa !5
  %77 = fsub fast double %71, %76
  %78 = fmul fast double %63, 2.000000e-06
  %79 = fdiv fast double %77, %78
  %80 = call fast double @llvm.fabs.f64(double %79)
  %81 = call fast double @llvm.maxnum.f64(double %80, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %61, ptr %2, align 8, !tbaa !5
  %82 = load volatile double, ptr %2, align 8, !tbaa !5
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %84, label %97, label %85

85:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %79, ptr %1, align 8, !tbaa !5
  %86 = load volatile double, ptr %1, align 8, !tbaa !5
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %88, label %97, label %89

89:                                               ; preds = %85
  %90 = fsub fast double %61, %79
  %91 = call fast double @llvm.fabs.f64(double %90)
  %92 = fmul fast double %81, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp fast ole double %91, %92
  %94 = freeze i1 %93
  br i1 %94, label %95, label %97

95:                                               ; preds = %89
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %61, double noundef nofpclass(nan inf) %79, ptr noundef nonnull @.str.4)
  br label %101

97:                                               ; preds = %89, %85, %59
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %61, double noundef nofpclass(nan inf) %79, ptr noundef nonnull @.str.5)
  %99 = load i32, ptr @n_fail, align 4, !tbaa !9
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @n_fail, align 4, !tbaa !9
  br label %101

101:                                              ; preds = %97, %95
  %102 = getelementptr inbounds i8, ptr %6, i64 16
  %103 = load double, ptr %102, align 16, !tbaa !5
  %104 = call fast double @llvm.fabs.f64(double %21)
  %105 = call fast double @llvm.maxnum.f64(double %104, double 1.000000e+00)
  %106 = fmul fast double %105, 0x3EB0C6F7A0B5ED8D
  %107 = fadd fast double %106, %21
  %108 = fsub fast double %21, %106
  %109 = call fast double @llvm.maxnum.f64(double %11, double %18)
  %110 = call fast double @llvm.maxnum.f64(double %109, double %107)
  %111 = call fast double @llvm.maxnum.f64(double %110, double %24)
  %112 = call fast double @llvm.maxnum.f64(double %111, double %27)
  %113 = fmul fast double %112, %112
  %114 = call fast double @llvm.maxnum.f64(double %109, double %108)
  %115 = call fast double @llvm.maxnum.f64(double %114, double %24)
  %116 = call fast double @llvm.maxnum.f64(double %115, double %27)
  %117 = fmul fast double %116, %116
  store double %21, ptr %20, align 8, !tbaa !5
  %118 = fsub fast double %113, %117
  %119 = fmul fast double %105, 2.000000e-06
  %120 = fdiv fast double %118, %119
  %121 = call fast double @llvm.fabs.f64(double %120)
  %122 = call fast double @llvm.maxnum.f64(double %121, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %103, ptr %2, align 8, !tbaa !5
  %123 = load volatile double, ptr %2, align 8, !tbaa !5
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %125, label %138, label %126

126:                                              ; preds = %101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %120, ptr %1, align 8, !tbaa !5
  %127 = load volatile double, ptr %1, align 8, !tbaa !5
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %129, label %138, label %130

130:                                              ; preds = %126
  %131 = fsub fast double %103, %120
  %132 = call fast double @llvm.fabs.f64(double %131)
  %133 = fmul fast double %122, 0x3EB0C6F7A0B5ED8D
  %134 = fcmp fast ole double %132, %133
  %135 = freeze i1 %134
  br i1 %135, label %136, label %138

136:                                              ; preds = %130
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %103, double noundef nofpclass(nan inf) %120, ptr noundef nonnull @.str.4)
  br label %142

138:                                              ; preds = %130, %126, %101
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %103, double noundef nofpclass(nan inf) %120, ptr noundef nonnull @.str.5)
  %140 = load i32, ptr @n_fail, align 4, !tbaa !9
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @n_fail, align 4, !tbaa !9
  br label %142

142:                                              ; preds = %138, %136
  %143 = getelementptr inbounds i8, ptr %6, i64 24
  %144 = load double, ptr %143, align 8, !tbaa !5
  %145 = call fast double @llvm.fabs.f64(double %24)
  %146 = call fast double @llvm.maxnum.f64(double %145, double 1.000000e+00)
  %147 = fmul fast double %146, 0x3EB0C6F7A0B5ED8D
  %148 = fadd fast double %147, %24
  %149 = fsub fast double %24, %147
  %150 = call fast double @llvm.maxnum.f64(double %109, double %21)
  %151 = call fast double @llvm.maxnum.f64(double %150, double %148)
  %152 = call fast double @llvm.maxnum.f64(double %151, double %27)
  %153 = fmul fast double %152, %152
  %154 = call fast double @llvm.maxnum.f64(double %150, double %149)
  %155 = call fast double @llvm.maxnum.f64(double %154, double %27)
  %156 = fmul fast double %155, %155
  store double %24, ptr %23, align 8, !tbaa !5
  %157 = fsub fast double %153, %156
  %158 = fmul fast double %146, 2.000000e-06
  %159 = fdiv fast double %157, %158
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = call fast double @llvm.maxnum.f64(double %160, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %144, ptr %2, align 8, !tbaa !5
  %162 = load volatile double, ptr %2, align 8, !tbaa !5
  %163 = call double @llvm.fabs.f64(double %162)
  %164 = fcmp ueq double %163, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %164, label %177, label %165

165:                                              ; preds = %142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %159, ptr %1, align 8, !tbaa !5
  %166 = load volatile double, ptr %1, align 8, !tbaa !5
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fcmp ueq double %167, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %168, label %177, label %169

169:                                              ; preds = %165
  %170 = fsub fast double %144, %159
  %171 = call fast double @llvm.fabs.f64(double %170)
  %172 = fmul fast double %161, 0x3EB0C6F7A0B5ED8D
  %173 = fcmp fast ole double %171, %172
  %174 = freeze i1 %173
  br i1 %174, label %175, label %177

175:                                              ; preds = %169
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %159, ptr noundef nonnull @.str.4)
  br label %181

177:                                              ; preds = %169, %165, %142
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %159, ptr noundef nonnull @.str.5)
  %179 = load i32, ptr @n_fail, align 4, !tbaa !9
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @n_fail, align 4, !tbaa !9
  br label %181

181:                                              ; preds = %177, %175
  %182 = getelementptr inbounds i8, ptr %6, i64 32
  %183 = load double, ptr %182, align 16, !tbaa !5
  %184 = call fast double @llvm.fabs.f64(double %27)
  %185 = call fast double @llvm.maxnum.f64(double %184, double 1.000000e+00)
  %186 = fmul fast double %185, 0x3EB0C6F7A0B5ED8D
  %187 = fadd fast double %186, %27
  %188 = fsub fast double %27, %186
  %189 = call fast double @llvm.maxnum.f64(double %150, double %24)
  %190 = call fast double @llvm.maxnum.f64(double %189, double %187)
  %191 = fmul fast double %190, %190
  %192 = call fast double @llvm.maxnum.f64(double %189, double %188)
  %193 = fmul fast double %192, %192
  %194 = fsub fast double %191, %193
  %195 = fmul fast double %185, 2.000000e-06
  %196 = fdiv fast double %194, %195
  %197 = call fast double @llvm.fabs.f64(double %196)
  %198 = call fast double @llvm.maxnum.f64(double %197, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %183, ptr %2, align 8, !tbaa !5
  %199 = load volatile double, ptr %2, align 8, !tbaa !5
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %201, label %215, label %202

202:                                              ; preds = %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %196, ptr %1, align 8, !tbaa !5
  %203 = load volatile double, ptr %1, align 8, !tbaa !5
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %205, label %215, label %206

206:                                              ; preds = %202
  %207 = fsub fast double %183, %196
  %208 = call fast double @llvm.fabs.f64(double %207)
  %209 = fmul fast double %198, 0x3EB0C6F7A0B5ED8D
  %210 = fcmp fast ole double %208, %209
  %211 = freeze i1 %210
  br i1 %211, label %212, label %215

212:                                              ; preds = %206
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 4, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %196, ptr noundef nonnull @.str.4)
  %214 = load i32, ptr @n_fail, align 4, !tbaa !9
  br label %219

215:                                              ; preds = %206, %202, %181
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef 4, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %196, ptr noundef nonnull @.str.5)
  %217 = load i32, ptr @n_fail, align 4, !tbaa !9
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @n_fail, align 4, !tbaa !9
  br label %219

219:                                              ; preds = %212, %215
  %220 = phi i32 [ %214, %212 ], [ %218, %215 ]
  call void @free(ptr noundef nonnull %9) #13
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %220)
  %222 = load i32, ptr @n_fail, align 4, !tbaa !9
  %223 = icmp ne i32 %222, 0
  %224 = zext i1 %223 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #13
  ret i32 %224
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @prod(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %42

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %36, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %36 ]
  %9 = phi double [ 1.000000e+00, %4 ], [ %40, %36 ]
  br label %44

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %34, %12 ]
  %14 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %30, %12 ]
  %15 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %31, %12 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %32, %12 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %10 ], [ %33, %12 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %13
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !5
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !5
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !5
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !5
  %26 = fadd fast <4 x double> %22, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %27 = fadd fast <4 x double> %23, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %28 = fadd fast <4 x double> %24, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %29 = fadd fast <4 x double> %25, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %30 = fmul fast <4 x double> %26, %14
  %31 = fmul fast <4 x double> %27, %15
  %32 = fmul fast <4 x double> %28, %16
  %33 = fmul fast <4 x double> %29, %17
  %34 = add nuw i64 %13, 16
  %35 = icmp eq i64 %34, %11
  br i1 %35, label %36, label %12, !llvm.loop !11

36:                                               ; preds = %12
  %37 = fmul fast <4 x double> %31, %30
  %38 = fmul fast <4 x double> %32, %37
  %39 = fmul fast <4 x double> %33, %38
  %40 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %39)
  %41 = icmp eq i64 %11, %5
  br i1 %41, label %42, label %7

42:                                               ; preds = %44, %36, %2
  %43 = phi double [ 1.000000e+00, %2 ], [ %40, %36 ], [ %50, %44 ]
  ret double %43

44:                                               ; preds = %7, %44
  %45 = phi i64 [ %51, %44 ], [ %8, %7 ]
  %46 = phi double [ %50, %44 ], [ %9, %7 ]
  %47 = getelementptr inbounds double, ptr %0, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fadd fast double %48, 5.000000e-01
  %50 = fmul fast double %49, %46
  %51 = add nuw nsw i64 %45, 1
  %52 = icmp eq i64 %51, %5
  br i1 %52, label %42, label %44, !llvm.loop !15
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #5 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  %8 = load double, ptr %3, align 8, !tbaa !5
  %9 = load double, ptr %7, align 8, !tbaa !5
  %10 = tail call fast double @llvm.fabs.f64(double %9)
  %11 = tail call fast double @llvm.maxnum.f64(double %10, double 1.000000e+00)
  %12 = fmul fast double %11, 0x3EB0C6F7A0B5ED8D
  %13 = fadd fast double %12, %9
  %14 = fsub fast double %9, %12
  store double %13, ptr %7, align 8, !tbaa !5
  %15 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %14, ptr %7, align 8, !tbaa !5
  %16 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %9, ptr %7, align 8, !tbaa !5
  %17 = fsub fast double %15, %16
  %18 = fmul fast double %11, 2.000000e-06
  %19 = fdiv fast double %17, %18
  %20 = tail call fast double @llvm.fabs.f64(double %19)
  %21 = tail call fast double @llvm.maxnum.f64(double %20, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %8, ptr %6, align 8, !tbaa !5
  %22 = load volatile double, ptr %6, align 8, !tbaa !5
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ueq double %23, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %24, label %37, label %25

25:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %19, ptr %5, align 8, !tbaa !5
  %26 = load volatile double, ptr %5, align 8, !tbaa !5
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %28, label %37, label %29

29:                                               ; preds = %25
  %30 = fsub fast double %8, %19
  %31 = tail call fast double @llvm.fabs.f64(double %30)
  %32 = fmul fast double %21, 0x3EB0C6F7A0B5ED8D
  %33 = fcmp fast ole double %31, %32
  %34 = freeze i1 %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %29
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %8, double noundef nofpclass(nan inf) %19, ptr noundef nonnull @.str.4)
  br label %41

37:                                               ; preds = %29, %25, %4
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %8, double noundef nofpclass(nan inf) %19, ptr noundef nonnull @.str.5)
  %39 = load i32, ptr @n_fail, align 4, !tbaa !9
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr @n_fail, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %35, %37
  %42 = getelementptr inbounds i8, ptr %3, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %7, i64 8
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = tail call fast double @llvm.maxnum.f64(double %46, double 1.000000e+00)
  %48 = fmul fast double %47, 0x3EB0C6F7A0B5ED8D
  %49 = fadd fast double %48, %45
  %50 = fsub fast double %45, %48
  store double %49, ptr %44, align 8, !tbaa !5
  %51 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %50, ptr %44, align 8, !tbaa !5
  %52 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %45, ptr %44, align 8, !tbaa !5
  %53 = fsub fast double %51, %52
  %54 = fmul fast double %47, 2.000000e-06
  %55 = fdiv fast double %53, %54
  %56 = tail call fast double @llvm.fabs.f64(double %55)
  %57 = tail call fast double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %43, ptr %6, align 8, !tbaa !5
  %58 = load volatile double, ptr %6, align 8, !tbaa !5
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fcmp ueq double %59, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %60, label %73, label %61

61:                                               ; preds = %41
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %55, ptr %5, align 8, !tbaa !5
  %62 = load volatile double, ptr %5, align 8, !tbaa !5
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %64, label %73, label %65

65:                                               ; preds = %61
  %66 = fsub fast double %43, %55
  %67 = tail call fast double @llvm.fabs.f64(double %66)
  %68 = fmul fast double %57, 0x3EB0C6F7A0B5ED8D
  %69 = fcmp fast ole double %67, %68
  %70 = freeze i1 %69
  br i1 %70, label %71, label %73

71:                                               ; preds = %65
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %55, ptr noundef nonnull @.str.4)
  br label %77

73:                                               ; preds = %65, %61, %41
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %43, double noundef nofpclass(nan inf) %55, ptr noundef nonnull @.str.5)
  %75 = load i32, ptr @n_fail, align 4, !tbaa !9
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @n_fail, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %73, %71
  %78 = getelementptr inbounds i8, ptr %3, i64 16
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds i8, ptr %7, i64 16
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = tail call fast double @llvm.fabs.f64(double %81)
  %83 = tail call fast double @llvm.maxnum.f64(double %82, double 1.000000e+00)
  %84 = fmul fast double %83, 0x3EB0C6F7A0B5ED8D
  %85 = fadd fast double %84, %81
  %86 = fsub fast double %81, %84
  store double %85, ptr %80, align 8, !tbaa !5
  %87 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %86, ptr %80, align 8, !tbaa !5
  %88 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %81, ptr %80, align 8, !tbaa !5
  %89 = fsub fast double %87, %88
  %90 = fmul fast double %83, 2.000000e-06
  %91 = fdiv fast double %89, %90
  %92 = tail call fast double @llvm.fabs.f64(double %91)
  %93 = tail call fast double @llvm.maxnum.f64(double %92, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %79, ptr %6, align 8, !tbaa !5
  %94 = load volatile double, ptr %6, align 8, !tbaa !5
  %95 = tail call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %96, label %109, label %97

97:                                               ; preds = %77
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %91, ptr %5, align 8, !tbaa !5
  %98 = load volatile double, ptr %5, align 8, !tbaa !5
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %100, label %109, label %101

101:                                              ; preds = %97
  %102 = fsub fast double %79, %91
  %103 = tail call fast double @llvm.fabs.f64(double %102)
  %104 = fmul fast double %93, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp fast ole double %103, %104
  %106 = freeze i1 %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %101
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) %91, ptr noundef nonnull @.str.4)
  br label %113

109:                                              ; preds = %101, %97, %77
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %79, double noundef nofpclass(nan inf) %91, ptr noundef nonnull @.str.5)
  %111 = load i32, ptr @n_fail, align 4, !tbaa !9
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @n_fail, align 4, !tbaa !9
  br label %113

113:                                              ; preds = %109, %107
  %114 = getelementptr inbounds i8, ptr %3, i64 24
  %115 = load double, ptr %114, align 8, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %7, i64 24
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = tail call fast double @llvm.fabs.f64(double %117)
  %119 = tail call fast double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  %120 = fmul fast double %119, 0x3EB0C6F7A0B5ED8D
  %121 = fadd fast double %120, %117
  %122 = fsub fast double %117, %120
  store double %121, ptr %116, align 8, !tbaa !5
  %123 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %122, ptr %116, align 8, !tbaa !5
  %124 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %117, ptr %116, align 8, !tbaa !5
  %125 = fsub fast double %123, %124
  %126 = fmul fast double %119, 2.000000e-06
  %127 = fdiv fast double %125, %126
  %128 = tail call fast double @llvm.fabs.f64(double %127)
  %129 = tail call fast double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %115, ptr %6, align 8, !tbaa !5
  %130 = load volatile double, ptr %6, align 8, !tbaa !5
  %131 = tail call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %132, label %145, label %133

133:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %127, ptr %5, align 8, !tbaa !5
  %134 = load volatile double, ptr %5, align 8, !tbaa !5
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %136, label %145, label %137

137:                                              ; preds = %133
  %138 = fsub fast double %115, %127
  %139 = tail call fast double @llvm.fabs.f64(double %138)
  %140 = fmul fast double %129, 0x3EB0C6F7A0B5ED8D
  %141 = fcmp fast ole double %139, %140
  %142 = freeze i1 %141
  br i1 %142, label %143, label %145

143:                                              ; preds = %137
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %127, ptr noundef nonnull @.str.4)
  br label %149

145:                                              ; preds = %137, %133, %113
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %127, ptr noundef nonnull @.str.5)
  %147 = load i32, ptr @n_fail, align 4, !tbaa !9
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @n_fail, align 4, !tbaa !9
  br label %149

149:                                              ; preds = %145, %143
  %150 = getelementptr inbounds i8, ptr %3, i64 32
  %151 = load double, ptr %150, align 8, !tbaa !5
  %152 = getelementptr inbounds i8, ptr %7, i64 32
  %153 = load double, ptr %152, align 8, !tbaa !5
  %154 = tail call fast double @llvm.fabs.f64(double %153)
  %155 = tail call fast double @llvm.maxnum.f64(double %154, double 1.000000e+00)
  %156 = fmul fast double %155, 0x3EB0C6F7A0B5ED8D
  %157 = fadd fast double %156, %153
  %158 = fsub fast double %153, %156
  store double %157, ptr %152, align 8, !tbaa !5
  %159 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %158, ptr %152, align 8, !tbaa !5
  %160 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %7, ptr noundef null) #13, !callees !16
  store double %153, ptr %152, align 8, !tbaa !5
  %161 = fsub fast double %159, %160
  %162 = fmul fast double %155, 2.000000e-06
  %163 = fdiv fast double %161, %162
  %164 = tail call fast double @llvm.fabs.f64(double %163)
  %165 = tail call fast double @llvm.maxnum.f64(double %164, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %151, ptr %6, align 8, !tbaa !5
  %166 = load volatile double, ptr %6, align 8, !tbaa !5
  %167 = tail call double @llvm.fabs.f64(double %166)
  %168 = fcmp ueq double %167, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %168, label %181, label %169

169:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %163, ptr %5, align 8, !tbaa !5
  %170 = load volatile double, ptr %5, align 8, !tbaa !5
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %172, label %181, label %173

173:                                              ; preds = %169
  %174 = fsub fast double %151, %163
  %175 = tail call fast double @llvm.fabs.f64(double %174)
  %176 = fmul fast double %165, 0x3EB0C6F7A0B5ED8D
  %177 = fcmp fast ole double %175, %176
  %178 = freeze i1 %177
  br i1 %178, label %179, label %181

179:                                              ; preds = %173
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 4, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) %163, ptr noundef nonnull @.str.4)
  br label %185

181:                                              ; preds = %173, %169, %149
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, i32 noundef 4, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) %163, ptr noundef nonnull @.str.5)
  %183 = load i32, ptr @n_fail, align 4, !tbaa !9
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr @n_fail, align 4, !tbaa !9
  br label %185

185:                                              ; preds = %181, %179
  tail call void @free(ptr noundef nonnull %7) #13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @ctx_prod(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #6 {
  %3 = load <4 x double>, ptr %0, align 8, !tbaa !5
  %4 = fadd fast <4 x double> %3, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = fadd fast double %6, 5.000000e-01
  %8 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %4)
  %9 = fmul fast double %8, %7
  ret double %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @runmax(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %44

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = icmp ult i32 %1, 17
  br i1 %8, label %9, label %12

9:                                                ; preds = %38, %5
  %10 = phi i64 [ 1, %5 ], [ %14, %38 ]
  %11 = phi double [ %3, %5 ], [ %42, %38 ]
  br label %47

12:                                               ; preds = %5
  %13 = and i64 %7, -16
  %14 = or disjoint i64 %13, 1
  %15 = insertelement <4 x double> poison, double %3, i64 0
  %16 = shufflevector <4 x double> %15, <4 x double> poison, <4 x i32> zeroinitializer
  br label %17

17:                                               ; preds = %17, %12
  %18 = phi i64 [ 0, %12 ], [ %36, %17 ]
  %19 = phi <4 x double> [ %16, %12 ], [ %32, %17 ]
  %20 = phi <4 x double> [ %16, %12 ], [ %33, %17 ]
  %21 = phi <4 x double> [ %16, %12 ], [ %34, %17 ]
  %22 = phi <4 x double> [ %16, %12 ], [ %35, %17 ]
  %23 = or disjoint i64 %18, 1
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = getelementptr inbounds i8, ptr %24, i64 64
  %27 = getelementptr inbounds i8, ptr %24, i64 96
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !5
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !5
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !5
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !5
  %32 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %19, <4 x double> %28)
  %33 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %20, <4 x double> %29)
  %34 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %21, <4 x double> %30)
  %35 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %22, <4 x double> %31)
  %36 = add nuw i64 %18, 16
  %37 = icmp eq i64 %36, %13
  br i1 %37, label %38, label %17, !llvm.loop !17

38:                                               ; preds = %17
  %39 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %32, <4 x double> %33)
  %40 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %39, <4 x double> %34)
  %41 = tail call fast <4 x double> @llvm.maxnum.v4f64(<4 x double> %40, <4 x double> %35)
  %42 = tail call fast double @llvm.vector.reduce.fmax.v4f64(<4 x double> %41)
  %43 = icmp eq i64 %7, %13
  br i1 %43, label %44, label %9

44:                                               ; preds = %47, %38, %2
  %45 = phi double [ %3, %2 ], [ %42, %38 ], [ %52, %47 ]
  %46 = fmul fast double %45, %45
  ret double %46

47:                                               ; preds = %9, %47
  %48 = phi i64 [ %53, %47 ], [ %10, %9 ]
  %49 = phi double [ %52, %47 ], [ %11, %9 ]
  %50 = getelementptr inbounds double, ptr %0, i64 %48
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = tail call fast double @llvm.maxnum.f64(double %49, double %51)
  %53 = add nuw nsw i64 %48, 1
  %54 = icmp eq i64 %53, %6
  br i1 %54, label %44, label %47, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !14, !13}
!16 = distinct !{null, ptr @ctx_prod}
!17 = distinct !{!17, !12, !13, !14}
!18 = distinct !{!18, !12, !14, !13}
