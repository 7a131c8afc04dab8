; ModuleID = 'multi2.c'
source_filename = "multi2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [5 x double] [double -1.300000e+00, double -2.000000e-01, double 4.000000e-01, double 1.100000e+00, double 2.500000e+00], align 16
@main.ys = internal unnamed_addr constant [5 x double] [double 0x3FE6666666666666, double -1.900000e+00, double 1.600000e+00, double -4.000000e-01, double 9.000000e-01], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"h.dx\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"h.dy\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"k3.dx\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"k3.dy\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"multi2\00", align 1
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
  br label %23

17:                                               ; preds = %458
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %18)
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i32
  ret i32 %22

23:                                               ; preds = %0, %458
  %24 = phi i64 [ 0, %0 ], [ %459, %458 ]
  %25 = trunc i64 %24 to i32
  %26 = trunc i64 %24 to i32
  %27 = trunc i64 %24 to i32
  %28 = trunc i64 %24 to i32
  %29 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %24
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds [5 x double], ptr @main.ys, i64 0, i64 %24
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call fast double @llvm.fabs.f64(double %30)
  %34 = tail call fast double @llvm.maxnum.f64(double %33, double 1.000000e+00)
  %35 = fmul fast double %34, 0x3EB0C6F7A0B5ED8D
  %36 = tail call fast double @llvm.fabs.f64(double %32)
  %37 = tail call fast double @llvm.maxnum.f64(double %36, double 1.000000e+00)
  %38 = fmul fast double %37, 0x3EB0C6F7A0B5ED8D
  %39 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %32) #10
  %40 = extractvalue { double, double } %39, 0
  %41 = extractvalue { double, double } %39, 1
  %42 = fadd fast double %35, %30
  %43 = fmul fast double %42, %42
  %44 = fmul fast double %42, %32
  %45 = tail call fast double @llvm.sin.f64(double %44)
  %46 = fmul fast double %32, 3.000000e-01
  %47 = tail call fast double @llvm.exp.f64(double %46)
  %48 = fadd fast double %43, 1.000000e+00
  %49 = fdiv fast double %47, %48
  %50 = fsub fast double %30, %35
  %51 = fmul fast double %50, %50
  %52 = fmul fast double %50, %32
  %53 = tail call fast double @llvm.sin.f64(double %52)
  %54 = fadd fast double %51, 1.000000e+00
  %55 = fsub fast double %43, %51
  %56 = fmul fast double %55, %32
  %57 = fdiv fast double %47, %54
  %58 = fadd fast double %45, %49
  %59 = fadd fast double %53, %57
  %60 = fsub fast double %58, %59
  %61 = fadd fast double %60, %56
  %62 = fmul fast double %34, 2.000000e-06
  %63 = fdiv fast double %61, %62
  %64 = tail call fast double @llvm.fabs.f64(double %63)
  %65 = tail call fast double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %40, ptr %16, align 8, !tbaa !9
  %66 = load volatile double, ptr %16, align 8, !tbaa !9
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %68, label %80, label %69

69:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %63, ptr %15, align 8, !tbaa !9
  %70 = load volatile double, ptr %15, align 8, !tbaa !9
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %72, label %80, label %73

73:                                               ; preds = %69
  %74 = fsub fast double %40, %63
  %75 = tail call fast double @llvm.fabs.f64(double %74)
  %76 = fmul fast double %65, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp fast ole double %75, %76
  %78 = select i1 %77, ptr @.str.11, ptr @.str.12
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %63, ptr noundef nonnull %78)
  br i1 %77, label %85, label %82

80:                                               ; preds = %69, %23
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %63, ptr noundef nonnull @.str.12)
  br label %82

82:                                               ; preds = %80, %73
  %83 = load i32, ptr @n_fail, align 4, !tbaa !5
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @n_fail, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %73, %82
  %86 = fadd fast double %38, %32
  %87 = fmul fast double %30, %30
  %88 = fmul fast double %86, %30
  %89 = tail call fast double @llvm.sin.f64(double %88)
  %90 = fmul fast double %86, 3.000000e-01
  %91 = tail call fast double @llvm.exp.f64(double %90)
  %92 = fadd fast double %87, 1.000000e+00
  %93 = fdiv fast double %91, %92
  %94 = fsub fast double %32, %38
  %95 = fmul fast double %94, %30
  %96 = tail call fast double @llvm.sin.f64(double %95)
  %97 = fmul fast double %94, 3.000000e-01
  %98 = tail call fast double @llvm.exp.f64(double %97)
  %99 = fmul fast double %37, 2.000000e-06
  %100 = fmul fast double %99, %87
  %101 = fdiv fast double %98, %92
  %102 = fadd fast double %89, %93
  %103 = fadd fast double %96, %101
  %104 = fsub fast double %102, %103
  %105 = fadd fast double %104, %100
  %106 = fdiv fast double %105, %99
  %107 = tail call fast double @llvm.fabs.f64(double %106)
  %108 = tail call fast double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %41, ptr %14, align 8, !tbaa !9
  %109 = load volatile double, ptr %14, align 8, !tbaa !9
  %110 = tail call double @llvm.fabs.f64(double %109)
  %111 = fcmp ueq double %110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %111, label %123, label %112

112:                                              ; preds = %85
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %106, ptr %13, align 8, !tbaa !9
  %113 = load volatile double, ptr %13, align 8, !tbaa !9
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fcmp ueq double %114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %115, label %123, label %116

116:                                              ; preds = %112
  %117 = fsub fast double %41, %106
  %118 = tail call fast double @llvm.fabs.f64(double %117)
  %119 = fmul fast double %108, 0x3EB0C6F7A0B5ED8D
  %120 = fcmp fast ole double %118, %119
  %121 = select i1 %120, ptr @.str.11, ptr @.str.12
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %41, double noundef nofpclass(nan inf) %106, ptr noundef nonnull %121)
  br i1 %120, label %128, label %125

123:                                              ; preds = %112, %85
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %41, double noundef nofpclass(nan inf) %106, ptr noundef nonnull @.str.12)
  br label %125

125:                                              ; preds = %123, %116
  %126 = load i32, ptr @n_fail, align 4, !tbaa !5
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr @n_fail, align 4, !tbaa !5
  br label %128

128:                                              ; preds = %116, %125
  %129 = trunc i64 %24 to i32
  %130 = add i32 %129, 3
  %131 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef nofpclass(nan inf) %30, i32 noundef %130, double noundef nofpclass(nan inf) %32) #10
  %132 = extractvalue { double, double } %131, 0
  %133 = add i32 %25, 2
  %134 = insertelement <4 x i32> poison, i32 %133, i64 0
  %135 = shufflevector <4 x i32> %134, <4 x i32> poison, <4 x i32> zeroinitializer
  %136 = insertelement <4 x double> poison, double %42, i64 0
  %137 = shufflevector <4 x double> %136, <4 x double> poison, <4 x i32> zeroinitializer
  %138 = insertelement <4 x double> poison, double %32, i64 0
  %139 = shufflevector <4 x double> %138, <4 x double> poison, <4 x i32> zeroinitializer
  %140 = add i32 %25, 6
  %141 = and i32 %140, -4
  %142 = fmul fast <4 x double> %137, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %143 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %142)
  %144 = fmul fast <4 x double> %139, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %145 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %144)
  %146 = fmul fast <4 x double> %143, %145
  %147 = fmul fast <4 x double> %146, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %148 = icmp eq i32 %141, 4
  br i1 %148, label %157, label %149, !llvm.loop !11

149:                                              ; preds = %128
  %150 = fmul fast <4 x double> %137, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %151 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %150)
  %152 = fmul fast <4 x double> %139, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %153 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %152)
  %154 = fmul fast <4 x double> %151, %153
  %155 = fmul fast <4 x double> %154, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %156 = fadd fast <4 x double> %155, %147
  br label %157

157:                                              ; preds = %149, %128
  %158 = phi i32 [ 0, %128 ], [ 4, %149 ]
  %159 = phi <4 x double> [ zeroinitializer, %128 ], [ %147, %149 ]
  %160 = phi <4 x double> [ %147, %128 ], [ %156, %149 ]
  %161 = insertelement <4 x i32> poison, i32 %158, i64 0
  %162 = shufflevector <4 x i32> %161, <4 x i32> poison, <4 x i32> zeroinitializer
  %163 = or disjoint <4 x i32> %162, <i32 0, i32 1, i32 2, i32 3>
  %164 = icmp ugt <4 x i32> %163, %135
  %165 = select fast <4 x i1> %164, <4 x double> %159, <4 x double> %160
  %166 = add i32 %26, 2
  %167 = insertelement <4 x i32> poison, i32 %166, i64 0
  %168 = shufflevector <4 x i32> %167, <4 x i32> poison, <4 x i32> zeroinitializer
  %169 = insertelement <4 x double> poison, double %50, i64 0
  %170 = shufflevector <4 x double> %169, <4 x double> poison, <4 x i32> zeroinitializer
  %171 = insertelement <4 x double> poison, double %32, i64 0
  %172 = shufflevector <4 x double> %171, <4 x double> poison, <4 x i32> zeroinitializer
  %173 = add i32 %26, 6
  %174 = and i32 %173, -4
  %175 = fmul fast <4 x double> %170, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %176 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %175)
  %177 = fmul fast <4 x double> %172, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %178 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %177)
  %179 = fmul fast <4 x double> %176, %178
  %180 = fmul fast <4 x double> %179, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %181 = icmp eq i32 %174, 4
  br i1 %181, label %190, label %182, !llvm.loop !15

182:                                              ; preds = %157
  %183 = fmul fast <4 x double> %170, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %184 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %183)
  %185 = fmul fast <4 x double> %172, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %186 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %185)
  %187 = fmul fast <4 x double> %184, %186
  %188 = fmul fast <4 x double> %187, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %189 = fadd fast <4 x double> %188, %180
  br label %190

190:                                              ; preds = %182, %157
  %191 = phi i32 [ 0, %157 ], [ 4, %182 ]
  %192 = phi <4 x double> [ zeroinitializer, %157 ], [ %180, %182 ]
  %193 = phi <4 x double> [ %180, %157 ], [ %189, %182 ]
  %194 = insertelement <4 x i32> poison, i32 %191, i64 0
  %195 = shufflevector <4 x i32> %194, <4 x i32> poison, <4 x i32> zeroinitializer
  %196 = or disjoint <4 x i32> %195, <i32 0, i32 1, i32 2, i32 3>
  %197 = icmp ugt <4 x i32> %196, %168
  %198 = select fast <4 x i1> %197, <4 x double> %192, <4 x double> %193
  %199 = extractvalue { double, double } %131, 1
  %200 = fsub fast <4 x double> %165, %198
  %201 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double %44, <4 x double> %200)
  %202 = fsub fast double %201, %52
  %203 = fdiv fast double %202, %62
  %204 = tail call fast double @llvm.fabs.f64(double %203)
  %205 = tail call fast double @llvm.maxnum.f64(double %204, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %132, ptr %12, align 8, !tbaa !9
  %206 = load volatile double, ptr %12, align 8, !tbaa !9
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = fcmp ueq double %207, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %208, label %220, label %209

209:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %203, ptr %11, align 8, !tbaa !9
  %210 = load volatile double, ptr %11, align 8, !tbaa !9
  %211 = tail call double @llvm.fabs.f64(double %210)
  %212 = fcmp ueq double %211, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %212, label %220, label %213

213:                                              ; preds = %209
  %214 = fsub fast double %132, %203
  %215 = tail call fast double @llvm.fabs.f64(double %214)
  %216 = fmul fast double %205, 0x3EB0C6F7A0B5ED8D
  %217 = fcmp fast ole double %215, %216
  %218 = select i1 %217, ptr @.str.11, ptr @.str.12
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %132, double noundef nofpclass(nan inf) %203, ptr noundef nonnull %218)
  br i1 %217, label %225, label %222

220:                                              ; preds = %209, %190
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %132, double noundef nofpclass(nan inf) %203, ptr noundef nonnull @.str.12)
  br label %222

222:                                              ; preds = %220, %213
  %223 = load i32, ptr @n_fail, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @n_fail, align 4, !tbaa !5
  br label %225

225:                                              ; preds = %222, %213
  %226 = add i32 %27, 2
  %227 = insertelement <4 x i32> poison, i32 %226, i64 0
  %228 = shufflevector <4 x i32> %227, <4 x i32> poison, <4 x i32> zeroinitializer
  %229 = insertelement <4 x double> poison, double %30, i64 0
  %230 = shufflevector <4 x double> %229, <4 x double> poison, <4 x i32> zeroinitializer
  %231 = insertelement <4 x double> poison, double %86, i64 0
  %232 = shufflevector <4 x double> %231, <4 x double> poison, <4 x i32> zeroinitializer
  %233 = add i32 %27, 6
  %234 = and i32 %233, -4
  %235 = fmul fast <4 x double> %230, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %236 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %235)
  %237 = fmul fast <4 x double> %232, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %238 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %237)
  %239 = fmul fast <4 x double> %236, %238
  %240 = fmul fast <4 x double> %239, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %241 = icmp eq i32 %234, 4
  br i1 %241, label %250, label %242, !llvm.loop !16

242:                                              ; preds = %225
  %243 = fmul fast <4 x double> %230, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %244 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %243)
  %245 = fmul fast <4 x double> %232, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %246 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %245)
  %247 = fmul fast <4 x double> %244, %246
  %248 = fmul fast <4 x double> %247, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %249 = fadd fast <4 x double> %248, %240
  br label %250

250:                                              ; preds = %242, %225
  %251 = phi i32 [ 0, %225 ], [ 4, %242 ]
  %252 = phi <4 x double> [ zeroinitializer, %225 ], [ %240, %242 ]
  %253 = phi <4 x double> [ %240, %225 ], [ %249, %242 ]
  %254 = insertelement <4 x i32> poison, i32 %251, i64 0
  %255 = shufflevector <4 x i32> %254, <4 x i32> poison, <4 x i32> zeroinitializer
  %256 = or disjoint <4 x i32> %255, <i32 0, i32 1, i32 2, i32 3>
  %257 = icmp ugt <4 x i32> %256, %228
  %258 = select fast <4 x i1> %257, <4 x double> %252, <4 x double> %253
  %259 = add i32 %28, 2
  %260 = insertelement <4 x i32> poison, i32 %259, i64 0
  %261 = shufflevector <4 x i32> %260, <4 x i32> poison, <4 x i32> zeroinitializer
  %262 = insertelement <4 x double> poison, double %30, i64 0
  %263 = shufflevector <4 x double> %262, <4 x double> poison, <4 x i32> zeroinitializer
  %264 = insertelement <4 x double> poison, double %94, i64 0
  %265 = shufflevector <4 x double> %264, <4 x double> poison, <4 x i32> zeroinitializer
  %266 = add i32 %28, 6
  %267 = and i32 %266, -4
  %268 = fmul fast <4 x double> %263, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %269 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %268)
  %270 = fmul fast <4 x double> %265, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %271 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %270)
  %272 = fmul fast <4 x double> %269, %271
  %273 = fmul fast <4 x double> %272, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %274 = icmp eq i32 %267, 4
  br i1 %274, label %283, label %275, !llvm.loop !17

275:                                              ; preds = %250
  %276 = fmul fast <4 x double> %263, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %277 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %276)
  %278 = fmul fast <4 x double> %265, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %279 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %278)
  %280 = fmul fast <4 x double> %277, %279
  %281 = fmul fast <4 x double> %280, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %282 = fadd fast <4 x double> %281, %273
  br label %283

283:                                              ; preds = %275, %250
  %284 = phi i32 [ 0, %250 ], [ 4, %275 ]
  %285 = phi <4 x double> [ zeroinitializer, %250 ], [ %273, %275 ]
  %286 = phi <4 x double> [ %273, %250 ], [ %282, %275 ]
  %287 = insertelement <4 x i32> poison, i32 %284, i64 0
  %288 = shufflevector <4 x i32> %287, <4 x i32> poison, <4 x i32> zeroinitializer
  %289 = or disjoint <4 x i32> %288, <i32 0, i32 1, i32 2, i32 3>
  %290 = icmp ugt <4 x i32> %289, %261
  %291 = select fast <4 x i1> %290, <4 x double> %285, <4 x double> %286
  %292 = fsub fast <4 x double> %258, %291
  %293 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double %88, <4 x double> %292)
  %294 = fsub fast double %293, %95
  %295 = fdiv fast double %294, %99
  %296 = tail call fast double @llvm.fabs.f64(double %295)
  %297 = tail call fast double @llvm.maxnum.f64(double %296, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %199, ptr %10, align 8, !tbaa !9
  %298 = load volatile double, ptr %10, align 8, !tbaa !9
  %299 = tail call double @llvm.fabs.f64(double %298)
  %300 = fcmp ueq double %299, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %300, label %312, label %301

301:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %295, ptr %9, align 8, !tbaa !9
  %302 = load volatile double, ptr %9, align 8, !tbaa !9
  %303 = tail call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %304, label %312, label %305

305:                                              ; preds = %301
  %306 = fsub fast double %199, %295
  %307 = tail call fast double @llvm.fabs.f64(double %306)
  %308 = fmul fast double %297, 0x3EB0C6F7A0B5ED8D
  %309 = fcmp fast ole double %307, %308
  %310 = select i1 %309, ptr @.str.11, ptr @.str.12
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %295, ptr noundef nonnull %310)
  br i1 %309, label %317, label %314

312:                                              ; preds = %301, %283
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %295, ptr noundef nonnull @.str.12)
  br label %314

314:                                              ; preds = %312, %305
  %315 = load i32, ptr @n_fail, align 4, !tbaa !5
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @n_fail, align 4, !tbaa !5
  br label %317

317:                                              ; preds = %305, %314
  %318 = trunc nuw nsw i64 %24 to i32
  %319 = uitofp nneg i32 %318 to double
  %320 = fmul fast double %319, 2.500000e-01
  %321 = fadd fast double %320, 1.500000e+00
  %322 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %323 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, i32 noundef %322, double noundef nofpclass(nan inf) %321, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %32) #10
  %324 = extractvalue { double, double } %323, 0
  %325 = extractvalue { double, double } %323, 1
  %326 = fmul fast double %32, %32
  %327 = fadd fast double %326, 1.000000e+00
  %328 = tail call fast double @llvm.log.f64(double %327)
  %329 = fmul fast double %55, %321
  %330 = fmul fast double %62, %328
  %331 = fdiv fast double %330, %321
  %332 = fadd fast double %331, %329
  %333 = fdiv fast double %332, %62
  %334 = tail call fast double @llvm.fabs.f64(double %333)
  %335 = tail call fast double @llvm.maxnum.f64(double %334, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %324, ptr %8, align 8, !tbaa !9
  %336 = load volatile double, ptr %8, align 8, !tbaa !9
  %337 = tail call double @llvm.fabs.f64(double %336)
  %338 = fcmp ueq double %337, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %338, label %350, label %339

339:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %333, ptr %7, align 8, !tbaa !9
  %340 = load volatile double, ptr %7, align 8, !tbaa !9
  %341 = tail call double @llvm.fabs.f64(double %340)
  %342 = fcmp ueq double %341, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %342, label %350, label %343

343:                                              ; preds = %339
  %344 = fsub fast double %324, %333
  %345 = tail call fast double @llvm.fabs.f64(double %344)
  %346 = fmul fast double %335, 0x3EB0C6F7A0B5ED8D
  %347 = fcmp fast ole double %345, %346
  %348 = select i1 %347, ptr @.str.11, ptr @.str.12
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %324, double noundef nofpclass(nan inf) %333, ptr noundef nonnull %348)
  br i1 %347, label %355, label %352

350:                                              ; preds = %339, %317
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %324, double noundef nofpclass(nan inf) %333, ptr noundef nonnull @.str.12)
  br label %352

352:                                              ; preds = %350, %343
  %353 = load i32, ptr @n_fail, align 4, !tbaa !5
  %354 = add nsw i32 %353, 1
  store i32 %354, ptr @n_fail, align 4, !tbaa !5
  br label %355

355:                                              ; preds = %343, %352
  %356 = fmul fast double %86, %86
  %357 = fadd fast double %356, 1.000000e+00
  %358 = tail call fast double @llvm.log.f64(double %357)
  %359 = fmul fast double %94, %94
  %360 = fadd fast double %359, 1.000000e+00
  %361 = tail call fast double @llvm.log.f64(double %360)
  %362 = fsub fast double %358, %361
  %363 = fmul fast double %362, %30
  %364 = fmul fast double %99, %321
  %365 = fdiv fast double %363, %364
  %366 = tail call fast double @llvm.fabs.f64(double %365)
  %367 = tail call fast double @llvm.maxnum.f64(double %366, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %325, ptr %6, align 8, !tbaa !9
  %368 = load volatile double, ptr %6, align 8, !tbaa !9
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fcmp ueq double %369, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %370, label %382, label %371

371:                                              ; preds = %355
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %365, ptr %5, align 8, !tbaa !9
  %372 = load volatile double, ptr %5, align 8, !tbaa !9
  %373 = tail call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %374, label %382, label %375

375:                                              ; preds = %371
  %376 = fsub fast double %325, %365
  %377 = tail call fast double @llvm.fabs.f64(double %376)
  %378 = fmul fast double %367, 0x3EB0C6F7A0B5ED8D
  %379 = fcmp fast ole double %377, %378
  %380 = select i1 %379, ptr @.str.11, ptr @.str.12
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %325, double noundef nofpclass(nan inf) %365, ptr noundef nonnull %380)
  br i1 %379, label %387, label %384

382:                                              ; preds = %371, %355
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %325, double noundef nofpclass(nan inf) %365, ptr noundef nonnull @.str.12)
  br label %384

384:                                              ; preds = %382, %375
  %385 = load i32, ptr @n_fail, align 4, !tbaa !5
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr @n_fail, align 4, !tbaa !5
  br label %387

387:                                              ; preds = %375, %384
  %388 = fmul fast double %319, 1.000000e-01
  %389 = fadd fast double %388, 5.000000e-01
  %390 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %391 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %392 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @k3, i32 noundef %390, double noundef nofpclass(nan inf) %30, i32 noundef %391, double noundef nofpclass(nan inf) %389, i32 noundef %390, double noundef nofpclass(nan inf) %32) #10
  %393 = extractvalue { double, double } %392, 0
  %394 = extractvalue { double, double } %392, 1
  %395 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %389) #11
  %396 = fsub fast double %32, %42
  %397 = tail call fast double @llvm.atan.f64(double %396)
  %398 = fmul fast double %395, %397
  %399 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %50, double noundef nofpclass(nan inf) %389) #11
  %400 = fsub fast double %32, %50
  %401 = tail call fast double @llvm.atan.f64(double %400)
  %402 = fmul fast double %399, %401
  %403 = fsub fast double %398, %402
  %404 = fdiv fast double %403, %62
  %405 = tail call fast double @llvm.fabs.f64(double %404)
  %406 = tail call fast double @llvm.maxnum.f64(double %405, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %393, ptr %4, align 8, !tbaa !9
  %407 = load volatile double, ptr %4, align 8, !tbaa !9
  %408 = tail call double @llvm.fabs.f64(double %407)
  %409 = fcmp ueq double %408, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %409, label %421, label %410

410:                                              ; preds = %387
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %404, ptr %3, align 8, !tbaa !9
  %411 = load volatile double, ptr %3, align 8, !tbaa !9
  %412 = tail call double @llvm.fabs.f64(double %411)
  %413 = fcmp ueq double %412, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %413, label %421, label %414

414:                                              ; preds = %410
  %415 = fsub fast double %393, %404
  %416 = tail call fast double @llvm.fabs.f64(double %415)
  %417 = fmul fast double %406, 0x3EB0C6F7A0B5ED8D
  %418 = fcmp fast ole double %416, %417
  %419 = select i1 %418, ptr @.str.11, ptr @.str.12
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %393, double noundef nofpclass(nan inf) %404, ptr noundef nonnull %419)
  br i1 %418, label %426, label %423

421:                                              ; preds = %410, %387
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %393, double noundef nofpclass(nan inf) %404, ptr noundef nonnull @.str.12)
  br label %423

423:                                              ; preds = %421, %414
  %424 = load i32, ptr @n_fail, align 4, !tbaa !5
  %425 = add nsw i32 %424, 1
  store i32 %425, ptr @n_fail, align 4, !tbaa !5
  br label %426

426:                                              ; preds = %414, %423
  %427 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %30, double noundef nofpclass(nan inf) %389) #11
  %428 = fsub fast double %86, %30
  %429 = tail call fast double @llvm.atan.f64(double %428)
  %430 = fsub fast double %94, %30
  %431 = tail call fast double @llvm.atan.f64(double %430)
  %432 = fsub fast double %429, %431
  %433 = fmul fast double %432, %427
  %434 = fmul fast double %99, %389
  %435 = fadd fast double %434, %433
  %436 = fdiv fast double %435, %99
  %437 = tail call fast double @llvm.fabs.f64(double %436)
  %438 = tail call fast double @llvm.maxnum.f64(double %437, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %394, ptr %2, align 8, !tbaa !9
  %439 = load volatile double, ptr %2, align 8, !tbaa !9
  %440 = tail call double @llvm.fabs.f64(double %439)
  %441 = fcmp ueq double %440, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %441, label %453, label %442

442:                                              ; preds = %426
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %436, ptr %1, align 8, !tbaa !9
  %443 = load volatile double, ptr %1, align 8, !tbaa !9
  %444 = tail call double @llvm.fabs.f64(double %443)
  %445 = fcmp ueq double %444, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %445, label %453, label %446

446:                                              ; preds = %442
  %447 = fsub fast double %394, %436
  %448 = tail call fast double @llvm.fabs.f64(double %447)
  %449 = fmul fast double %438, 0x3EB0C6F7A0B5ED8D
  %450 = fcmp fast ole double %448, %449
  %451 = select i1 %450, ptr @.str.11, ptr @.str.12
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %394, double noundef nofpclass(nan inf) %436, ptr noundef nonnull %451)
  br i1 %450, label %458, label %455

453:                                              ; preds = %442, %426
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %394, double noundef nofpclass(nan inf) %436, ptr noundef nonnull @.str.12)
  br label %455

455:                                              ; preds = %453, %446
  %456 = load i32, ptr @n_fail, align 4, !tbaa !5
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr @n_fail, align 4, !tbaa !5
  br label %458

458:                                              ; preds = %446, %455
  %459 = add nuw nsw i64 %24, 1
  %460 = icmp eq i64 %459, 5
  br i1 %460, label %17, label %23, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = fmul fast double %0, %0
  %4 = fmul fast double %3, %1
  %5 = fmul fast double %1, %0
  %6 = tail call fast double @llvm.sin.f64(double %5)
  %7 = fadd fast double %6, %4
  %8 = fmul fast double %1, 3.000000e-01
  %9 = tail call fast double @llvm.exp.f64(double %8)
  %10 = fadd fast double %3, 1.000000e+00
  %11 = fdiv fast double %9, %10
  %12 = fadd fast double %7, %11
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @g(double noundef nofpclass(nan inf) %0, i32 noundef %1, double noundef nofpclass(nan inf) %2) #4 {
  %4 = icmp slt i32 %1, 1
  br i1 %4, label %46, label %5

5:                                                ; preds = %3
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %42, %5
  %8 = phi i32 [ 1, %5 ], [ %12, %42 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %44, %42 ]
  br label %50

10:                                               ; preds = %5
  %11 = and i32 %1, 2147483640
  %12 = or disjoint i32 %11, 1
  %13 = insertelement <4 x double> poison, double %0, i64 0
  %14 = shufflevector <4 x double> %13, <4 x double> poison, <4 x i32> zeroinitializer
  %15 = insertelement <4 x double> poison, double %2, i64 0
  %16 = shufflevector <4 x double> %15, <4 x double> poison, <4 x i32> zeroinitializer
  br label %17

17:                                               ; preds = %17, %10
  %18 = phi i32 [ 0, %10 ], [ %39, %17 ]
  %19 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %10 ], [ %40, %17 ]
  %20 = phi <4 x double> [ zeroinitializer, %10 ], [ %37, %17 ]
  %21 = phi <4 x double> [ zeroinitializer, %10 ], [ %38, %17 ]
  %22 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %23 = uitofp <4 x i32> %19 to <4 x double>
  %24 = uitofp <4 x i32> %22 to <4 x double>
  %25 = fmul fast <4 x double> %14, %23
  %26 = fmul fast <4 x double> %14, %24
  %27 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %25)
  %28 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %26)
  %29 = fdiv fast <4 x double> %16, %23
  %30 = fdiv fast <4 x double> %16, %24
  %31 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %29)
  %32 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %30)
  %33 = fmul fast <4 x double> %27, %31
  %34 = fmul fast <4 x double> %28, %32
  %35 = fdiv fast <4 x double> %33, %23
  %36 = fdiv fast <4 x double> %34, %24
  %37 = fadd fast <4 x double> %35, %20
  %38 = fadd fast <4 x double> %36, %21
  %39 = add nuw i32 %18, 8
  %40 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %41 = icmp eq i32 %39, %11
  br i1 %41, label %42, label %17, !llvm.loop !19

42:                                               ; preds = %17
  %43 = fadd fast <4 x double> %38, %37
  %44 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %43)
  %45 = icmp eq i32 %11, %1
  br i1 %45, label %46, label %7

46:                                               ; preds = %50, %42, %3
  %47 = phi double [ 0.000000e+00, %3 ], [ %44, %42 ], [ %60, %50 ]
  %48 = fmul fast double %2, %0
  %49 = fadd fast double %47, %48
  ret double %49

50:                                               ; preds = %7, %50
  %51 = phi i32 [ %61, %50 ], [ %8, %7 ]
  %52 = phi double [ %60, %50 ], [ %9, %7 ]
  %53 = uitofp nneg i32 %51 to double
  %54 = fmul fast double %53, %0
  %55 = tail call fast double @llvm.sin.f64(double %54)
  %56 = fdiv fast double %2, %53
  %57 = tail call fast double @llvm.cos.f64(double %56)
  %58 = fmul fast double %55, %57
  %59 = fdiv fast double %58, %53
  %60 = fadd fast double %59, %52
  %61 = add nuw i32 %51, 1
  %62 = icmp eq i32 %51, %1
  br i1 %62, label %46, label %50, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @h(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #3 {
  %4 = fmul fast double %1, %1
  %5 = fmul fast double %4, %0
  %6 = fmul fast double %2, %2
  %7 = fadd fast double %6, 1.000000e+00
  %8 = tail call fast double @llvm.log.f64(double %7)
  %9 = fmul fast double %8, %1
  %10 = fdiv fast double %9, %0
  %11 = fadd fast double %10, %5
  ret double %11
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @k3(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #5 {
  %4 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #11
  %5 = fsub fast double %2, %0
  %6 = tail call fast double @llvm.atan.f64(double %5)
  %7 = fmul fast double %4, %6
  %8 = fmul fast double %2, %1
  %9 = fadd fast double %7, %8
  ret double %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.atan.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #9

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12, !13, !14}
!17 = distinct !{!17, !12, !13, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !13, !14}
!20 = distinct !{!20, !12, !14, !13}
