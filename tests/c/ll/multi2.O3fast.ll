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
  br label %7

1:                                                ; preds = %372
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %372
  %8 = phi i64 [ 0, %0 ], [ %373, %372 ]
  %9 = trunc i64 %8 to i32
  %10 = trunc i64 %8 to i32
  %11 = trunc i64 %8 to i32
  %12 = trunc i64 %8 to i32
  %13 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %8
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds [5 x double], ptr @main.ys, i64 0, i64 %8
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call fast double @llvm.fabs.f64(double %14)
  %18 = tail call fast double @llvm.maxnum.f64(double %17, double 1.000000e+00)
  %19 = fmul fast double %18, 0x3EB0C6F7A0B5ED8D
  %20 = tail call fast double @llvm.fabs.f64(double %16)
  %21 = tail call fast double @llvm.maxnum.f64(double %20, double 1.000000e+00)
  %22 = fmul fast double %21, 0x3EB0C6F7A0B5ED8D
  %23 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %16) #9
  %24 = extractvalue { double, double } %23, 0
  %25 = extractvalue { double, double } %23, 1
  %26 = fadd fast double %19, %14
  %27 = fmul fast double %16, 3.000000e-01
  %28 = tail call fast double @llvm.exp.f64(double %27)
  %29 = fsub fast double %14, %19
  %30 = insertelement <2 x double> poison, double %26, i64 0
  %31 = insertelement <2 x double> %30, double %29, i64 1
  %32 = fmul fast <2 x double> %31, %31
  %33 = insertelement <2 x double> poison, double %16, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  %35 = fmul fast <2 x double> %31, %34
  %36 = tail call fast <2 x double> @llvm.sin.v2f64(<2 x double> %35)
  %37 = fadd fast <2 x double> %32, <double 1.000000e+00, double 1.000000e+00>
  %38 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %39 = fsub fast <2 x double> %32, %38
  %40 = extractelement <2 x double> %39, i64 0
  %41 = fmul fast double %40, %16
  %42 = insertelement <2 x double> poison, double %28, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = fdiv fast <2 x double> %43, %37
  %45 = fadd fast <2 x double> %36, %44
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %47 = fsub fast <2 x double> %45, %46
  %48 = extractelement <2 x double> %47, i64 0
  %49 = fadd fast double %48, %41
  %50 = fmul fast double %18, 2.000000e-06
  %51 = fdiv fast double %49, %50
  %52 = tail call fast double @llvm.fabs.f64(double %51)
  %53 = tail call fast double @llvm.maxnum.f64(double %52, double 1.000000e+00)
  %54 = fsub fast double %24, %51
  %55 = tail call fast double @llvm.fabs.f64(double %54)
  %56 = fmul fast double %53, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp fast ole double %55, %56
  %58 = select i1 %57, ptr @.str.11, ptr @.str.12
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %51, ptr noundef nonnull %58)
  br i1 %57, label %63, label %60

60:                                               ; preds = %7
  %61 = load i32, ptr @n_fail, align 4, !tbaa !5
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @n_fail, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %7, %60
  %64 = fadd fast double %22, %16
  %65 = fmul fast double %14, %14
  %66 = fadd fast double %65, 1.000000e+00
  %67 = fsub fast double %16, %22
  %68 = fmul fast double %21, 2.000000e-06
  %69 = fmul fast double %68, %65
  %70 = insertelement <2 x double> poison, double %64, i64 0
  %71 = insertelement <2 x double> %70, double %67, i64 1
  %72 = insertelement <2 x double> poison, double %14, i64 0
  %73 = shufflevector <2 x double> %72, <2 x double> poison, <2 x i32> zeroinitializer
  %74 = fmul fast <2 x double> %71, %73
  %75 = tail call fast <2 x double> @llvm.sin.v2f64(<2 x double> %74)
  %76 = fmul fast <2 x double> %71, <double 3.000000e-01, double 3.000000e-01>
  %77 = tail call fast <2 x double> @llvm.exp.v2f64(<2 x double> %76)
  %78 = insertelement <2 x double> poison, double %66, i64 0
  %79 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> zeroinitializer
  %80 = fdiv fast <2 x double> %77, %79
  %81 = fadd fast <2 x double> %75, %80
  %82 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %83 = fsub fast <2 x double> %81, %82
  %84 = extractelement <2 x double> %83, i64 0
  %85 = fadd fast double %84, %69
  %86 = fdiv fast double %85, %68
  %87 = tail call fast double @llvm.fabs.f64(double %86)
  %88 = tail call fast double @llvm.maxnum.f64(double %87, double 1.000000e+00)
  %89 = fsub fast double %25, %86
  %90 = tail call fast double @llvm.fabs.f64(double %89)
  %91 = fmul fast double %88, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp fast ole double %90, %91
  %93 = select i1 %92, ptr @.str.11, ptr @.str.12
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) %86, ptr noundef nonnull %93)
  br i1 %92, label %98, label %95

95:                                               ; preds = %63
  %96 = load i32, ptr @n_fail, align 4, !tbaa !5
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr @n_fail, align 4, !tbaa !5
  br label %98

98:                                               ; preds = %63, %95
  %99 = trunc i64 %8 to i32
  %100 = add i32 %99, 3
  %101 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef nofpclass(nan inf) %14, i32 noundef %100, double noundef nofpclass(nan inf) %16) #9
  %102 = extractvalue { double, double } %101, 0
  %103 = add i32 %9, 2
  %104 = insertelement <4 x i32> poison, i32 %103, i64 0
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer
  %106 = insertelement <4 x double> poison, double %26, i64 0
  %107 = shufflevector <4 x double> %106, <4 x double> poison, <4 x i32> zeroinitializer
  %108 = insertelement <4 x double> poison, double %16, i64 0
  %109 = shufflevector <4 x double> %108, <4 x double> poison, <4 x i32> zeroinitializer
  %110 = add i32 %9, 6
  %111 = and i32 %110, -4
  %112 = fmul fast <4 x double> %107, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %113 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %112)
  %114 = fmul fast <4 x double> %109, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %115 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %114)
  %116 = fmul fast <4 x double> %113, %115
  %117 = fmul fast <4 x double> %116, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %118 = icmp eq i32 %111, 4
  br i1 %118, label %127, label %119, !llvm.loop !11

119:                                              ; preds = %98
  %120 = fmul fast <4 x double> %107, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %121 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %120)
  %122 = fmul fast <4 x double> %109, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %123 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %122)
  %124 = fmul fast <4 x double> %121, %123
  %125 = fmul fast <4 x double> %124, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %126 = fadd fast <4 x double> %125, %117
  br label %127

127:                                              ; preds = %119, %98
  %128 = phi i32 [ 0, %98 ], [ 4, %119 ]
  %129 = phi <4 x double> [ zeroinitializer, %98 ], [ %117, %119 ]
  %130 = phi <4 x double> [ %117, %98 ], [ %126, %119 ]
  %131 = insertelement <4 x i32> poison, i32 %128, i64 0
  %132 = shufflevector <4 x i32> %131, <4 x i32> poison, <4 x i32> zeroinitializer
  %133 = or disjoint <4 x i32> %132, <i32 0, i32 1, i32 2, i32 3>
  %134 = icmp ugt <4 x i32> %133, %105
  %135 = select fast <4 x i1> %134, <4 x double> %129, <4 x double> %130
  %136 = add i32 %10, 2
  %137 = insertelement <4 x i32> poison, i32 %136, i64 0
  %138 = shufflevector <4 x i32> %137, <4 x i32> poison, <4 x i32> zeroinitializer
  %139 = insertelement <4 x double> poison, double %29, i64 0
  %140 = shufflevector <4 x double> %139, <4 x double> poison, <4 x i32> zeroinitializer
  %141 = insertelement <4 x double> poison, double %16, i64 0
  %142 = shufflevector <4 x double> %141, <4 x double> poison, <4 x i32> zeroinitializer
  %143 = add i32 %10, 6
  %144 = and i32 %143, -4
  %145 = fmul fast <4 x double> %140, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %146 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %145)
  %147 = fmul fast <4 x double> %142, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %148 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %147)
  %149 = fmul fast <4 x double> %146, %148
  %150 = fmul fast <4 x double> %149, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %151 = icmp eq i32 %144, 4
  br i1 %151, label %160, label %152, !llvm.loop !15

152:                                              ; preds = %127
  %153 = fmul fast <4 x double> %140, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %154 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %153)
  %155 = fmul fast <4 x double> %142, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %156 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %155)
  %157 = fmul fast <4 x double> %154, %156
  %158 = fmul fast <4 x double> %157, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %159 = fadd fast <4 x double> %158, %150
  br label %160

160:                                              ; preds = %152, %127
  %161 = phi i32 [ 0, %127 ], [ 4, %152 ]
  %162 = phi <4 x double> [ zeroinitializer, %127 ], [ %150, %152 ]
  %163 = phi <4 x double> [ %150, %127 ], [ %159, %152 ]
  %164 = insertelement <4 x i32> poison, i32 %161, i64 0
  %165 = shufflevector <4 x i32> %164, <4 x i32> poison, <4 x i32> zeroinitializer
  %166 = or disjoint <4 x i32> %165, <i32 0, i32 1, i32 2, i32 3>
  %167 = icmp ugt <4 x i32> %166, %138
  %168 = select fast <4 x i1> %167, <4 x double> %162, <4 x double> %163
  %169 = extractvalue { double, double } %101, 1
  %170 = extractelement <2 x double> %35, i64 0
  %171 = extractelement <2 x double> %35, i64 1
  %172 = fsub fast <4 x double> %135, %168
  %173 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double %170, <4 x double> %172)
  %174 = fsub fast double %173, %171
  %175 = fdiv fast double %174, %50
  %176 = tail call fast double @llvm.fabs.f64(double %175)
  %177 = tail call fast double @llvm.maxnum.f64(double %176, double 1.000000e+00)
  %178 = fsub fast double %102, %175
  %179 = tail call fast double @llvm.fabs.f64(double %178)
  %180 = fmul fast double %177, 0x3EB0C6F7A0B5ED8D
  %181 = fcmp fast ole double %179, %180
  %182 = select i1 %181, ptr @.str.11, ptr @.str.12
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %102, double noundef nofpclass(nan inf) %175, ptr noundef nonnull %182)
  br i1 %181, label %187, label %184

184:                                              ; preds = %160
  %185 = load i32, ptr @n_fail, align 4, !tbaa !5
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr @n_fail, align 4, !tbaa !5
  br label %187

187:                                              ; preds = %184, %160
  %188 = add i32 %11, 2
  %189 = insertelement <4 x i32> poison, i32 %188, i64 0
  %190 = shufflevector <4 x i32> %189, <4 x i32> poison, <4 x i32> zeroinitializer
  %191 = insertelement <4 x double> poison, double %14, i64 0
  %192 = shufflevector <4 x double> %191, <4 x double> poison, <4 x i32> zeroinitializer
  %193 = insertelement <4 x double> poison, double %64, i64 0
  %194 = shufflevector <4 x double> %193, <4 x double> poison, <4 x i32> zeroinitializer
  %195 = add i32 %11, 6
  %196 = and i32 %195, -4
  %197 = fmul fast <4 x double> %192, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %198 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %197)
  %199 = fmul fast <4 x double> %194, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %200 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %199)
  %201 = fmul fast <4 x double> %198, %200
  %202 = fmul fast <4 x double> %201, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %203 = icmp eq i32 %196, 4
  br i1 %203, label %212, label %204, !llvm.loop !16

204:                                              ; preds = %187
  %205 = fmul fast <4 x double> %192, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %206 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %205)
  %207 = fmul fast <4 x double> %194, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %208 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %207)
  %209 = fmul fast <4 x double> %206, %208
  %210 = fmul fast <4 x double> %209, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %211 = fadd fast <4 x double> %210, %202
  br label %212

212:                                              ; preds = %204, %187
  %213 = phi i32 [ 0, %187 ], [ 4, %204 ]
  %214 = phi <4 x double> [ zeroinitializer, %187 ], [ %202, %204 ]
  %215 = phi <4 x double> [ %202, %187 ], [ %211, %204 ]
  %216 = insertelement <4 x i32> poison, i32 %213, i64 0
  %217 = shufflevector <4 x i32> %216, <4 x i32> poison, <4 x i32> zeroinitializer
  %218 = or disjoint <4 x i32> %217, <i32 0, i32 1, i32 2, i32 3>
  %219 = icmp ugt <4 x i32> %218, %190
  %220 = select fast <4 x i1> %219, <4 x double> %214, <4 x double> %215
  %221 = add i32 %12, 2
  %222 = insertelement <4 x i32> poison, i32 %221, i64 0
  %223 = shufflevector <4 x i32> %222, <4 x i32> poison, <4 x i32> zeroinitializer
  %224 = insertelement <4 x double> poison, double %14, i64 0
  %225 = shufflevector <4 x double> %224, <4 x double> poison, <4 x i32> zeroinitializer
  %226 = insertelement <4 x double> poison, double %67, i64 0
  %227 = shufflevector <4 x double> %226, <4 x double> poison, <4 x i32> zeroinitializer
  %228 = add i32 %12, 6
  %229 = and i32 %228, -4
  %230 = fmul fast <4 x double> %225, <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>
  %231 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %230)
  %232 = fmul fast <4 x double> %227, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %233 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %232)
  %234 = fmul fast <4 x double> %231, %233
  %235 = fmul fast <4 x double> %234, <double 1.000000e+00, double 5.000000e-01, double 0x3FD5555555555555, double 2.500000e-01>
  %236 = icmp eq i32 %229, 4
  br i1 %236, label %245, label %237, !llvm.loop !17

237:                                              ; preds = %212
  %238 = fmul fast <4 x double> %225, <double 5.000000e+00, double 6.000000e+00, double 7.000000e+00, double 8.000000e+00>
  %239 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %238)
  %240 = fmul fast <4 x double> %227, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %241 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %240)
  %242 = fmul fast <4 x double> %239, %241
  %243 = fmul fast <4 x double> %242, <double 2.000000e-01, double 0x3FC5555555555555, double 0x3FC2492492492492, double 1.250000e-01>
  %244 = fadd fast <4 x double> %243, %235
  br label %245

245:                                              ; preds = %237, %212
  %246 = phi i32 [ 0, %212 ], [ 4, %237 ]
  %247 = phi <4 x double> [ zeroinitializer, %212 ], [ %235, %237 ]
  %248 = phi <4 x double> [ %235, %212 ], [ %244, %237 ]
  %249 = insertelement <4 x i32> poison, i32 %246, i64 0
  %250 = shufflevector <4 x i32> %249, <4 x i32> poison, <4 x i32> zeroinitializer
  %251 = or disjoint <4 x i32> %250, <i32 0, i32 1, i32 2, i32 3>
  %252 = icmp ugt <4 x i32> %251, %223
  %253 = select fast <4 x i1> %252, <4 x double> %247, <4 x double> %248
  %254 = extractelement <2 x double> %74, i64 0
  %255 = extractelement <2 x double> %74, i64 1
  %256 = fsub fast <4 x double> %220, %253
  %257 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double %254, <4 x double> %256)
  %258 = fsub fast double %257, %255
  %259 = fdiv fast double %258, %68
  %260 = tail call fast double @llvm.fabs.f64(double %259)
  %261 = tail call fast double @llvm.maxnum.f64(double %260, double 1.000000e+00)
  %262 = fsub fast double %169, %259
  %263 = tail call fast double @llvm.fabs.f64(double %262)
  %264 = fmul fast double %261, 0x3EB0C6F7A0B5ED8D
  %265 = fcmp fast ole double %263, %264
  %266 = select i1 %265, ptr @.str.11, ptr @.str.12
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %259, ptr noundef nonnull %266)
  br i1 %265, label %271, label %268

268:                                              ; preds = %245
  %269 = load i32, ptr @n_fail, align 4, !tbaa !5
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr @n_fail, align 4, !tbaa !5
  br label %271

271:                                              ; preds = %245, %268
  %272 = trunc nuw nsw i64 %8 to i32
  %273 = uitofp nneg i32 %272 to double
  %274 = fmul fast double %273, 2.500000e-01
  %275 = fadd fast double %274, 1.500000e+00
  %276 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %277 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @h, i32 noundef %276, double noundef nofpclass(nan inf) %275, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %16) #9
  %278 = extractvalue { double, double } %277, 0
  %279 = extractvalue { double, double } %277, 1
  %280 = fmul fast double %16, %16
  %281 = fadd fast double %280, 1.000000e+00
  %282 = tail call fast double @llvm.log.f64(double %281)
  %283 = fmul fast double %40, %275
  %284 = fmul fast double %50, %282
  %285 = fdiv fast double %284, %275
  %286 = fadd fast double %285, %283
  %287 = fdiv fast double %286, %50
  %288 = tail call fast double @llvm.fabs.f64(double %287)
  %289 = tail call fast double @llvm.maxnum.f64(double %288, double 1.000000e+00)
  %290 = fsub fast double %278, %287
  %291 = tail call fast double @llvm.fabs.f64(double %290)
  %292 = fmul fast double %289, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp fast ole double %291, %292
  %294 = select i1 %293, ptr @.str.11, ptr @.str.12
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %278, double noundef nofpclass(nan inf) %287, ptr noundef nonnull %294)
  br i1 %293, label %299, label %296

296:                                              ; preds = %271
  %297 = load i32, ptr @n_fail, align 4, !tbaa !5
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @n_fail, align 4, !tbaa !5
  br label %299

299:                                              ; preds = %271, %296
  %300 = fmul fast double %64, %64
  %301 = fadd fast double %300, 1.000000e+00
  %302 = tail call fast double @llvm.log.f64(double %301)
  %303 = fmul fast double %67, %67
  %304 = fadd fast double %303, 1.000000e+00
  %305 = tail call fast double @llvm.log.f64(double %304)
  %306 = fsub fast double %302, %305
  %307 = fmul fast double %306, %14
  %308 = fmul fast double %68, %275
  %309 = fdiv fast double %307, %308
  %310 = tail call fast double @llvm.fabs.f64(double %309)
  %311 = tail call fast double @llvm.maxnum.f64(double %310, double 1.000000e+00)
  %312 = fsub fast double %279, %309
  %313 = tail call fast double @llvm.fabs.f64(double %312)
  %314 = fmul fast double %311, 0x3EB0C6F7A0B5ED8D
  %315 = fcmp fast ole double %313, %314
  %316 = select i1 %315, ptr @.str.11, ptr @.str.12
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %309, ptr noundef nonnull %316)
  br i1 %315, label %321, label %318

318:                                              ; preds = %299
  %319 = load i32, ptr @n_fail, align 4, !tbaa !5
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @n_fail, align 4, !tbaa !5
  br label %321

321:                                              ; preds = %299, %318
  %322 = fmul fast double %273, 1.000000e-01
  %323 = fadd fast double %322, 5.000000e-01
  %324 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %325 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %326 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @k3, i32 noundef %324, double noundef nofpclass(nan inf) %14, i32 noundef %325, double noundef nofpclass(nan inf) %323, i32 noundef %324, double noundef nofpclass(nan inf) %16) #9
  %327 = extractvalue { double, double } %326, 0
  %328 = extractvalue { double, double } %326, 1
  %329 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %323) #10
  %330 = fsub fast double %16, %26
  %331 = tail call fast double @llvm.atan.f64(double %330)
  %332 = fmul fast double %329, %331
  %333 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %29, double noundef nofpclass(nan inf) %323) #10
  %334 = fsub fast double %16, %29
  %335 = tail call fast double @llvm.atan.f64(double %334)
  %336 = fmul fast double %333, %335
  %337 = fsub fast double %332, %336
  %338 = fdiv fast double %337, %50
  %339 = tail call fast double @llvm.fabs.f64(double %338)
  %340 = tail call fast double @llvm.maxnum.f64(double %339, double 1.000000e+00)
  %341 = fsub fast double %327, %338
  %342 = tail call fast double @llvm.fabs.f64(double %341)
  %343 = fmul fast double %340, 0x3EB0C6F7A0B5ED8D
  %344 = fcmp fast ole double %342, %343
  %345 = select i1 %344, ptr @.str.11, ptr @.str.12
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %327, double noundef nofpclass(nan inf) %338, ptr noundef nonnull %345)
  br i1 %344, label %350, label %347

347:                                              ; preds = %321
  %348 = load i32, ptr @n_fail, align 4, !tbaa !5
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr @n_fail, align 4, !tbaa !5
  br label %350

350:                                              ; preds = %321, %347
  %351 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %323) #10
  %352 = fsub fast double %64, %14
  %353 = tail call fast double @llvm.atan.f64(double %352)
  %354 = fsub fast double %67, %14
  %355 = tail call fast double @llvm.atan.f64(double %354)
  %356 = fsub fast double %353, %355
  %357 = fmul fast double %356, %351
  %358 = fmul fast double %68, %323
  %359 = fadd fast double %358, %357
  %360 = fdiv fast double %359, %68
  %361 = tail call fast double @llvm.fabs.f64(double %360)
  %362 = tail call fast double @llvm.maxnum.f64(double %361, double 1.000000e+00)
  %363 = fsub fast double %328, %360
  %364 = tail call fast double @llvm.fabs.f64(double %363)
  %365 = fmul fast double %362, 0x3EB0C6F7A0B5ED8D
  %366 = fcmp fast ole double %364, %365
  %367 = select i1 %366, ptr @.str.11, ptr @.str.12
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %328, double noundef nofpclass(nan inf) %360, ptr noundef nonnull %367)
  br i1 %366, label %372, label %369

369:                                              ; preds = %350
  %370 = load i32, ptr @n_fail, align 4, !tbaa !5
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !5
  br label %372

372:                                              ; preds = %350, %369
  %373 = add nuw nsw i64 %8, 1
  %374 = icmp eq i64 %373, 5
  br i1 %374, label %1, label %7, !llvm.loop !18
}

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
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

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @g(double noundef nofpclass(nan inf) %0, i32 noundef %1, double noundef nofpclass(nan inf) %2) #3 {
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
define internal nofpclass(nan inf) double @h(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #2 {
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
define internal nofpclass(nan inf) double @k3(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #4 {
  %4 = tail call fast nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #10
  %5 = fsub fast double %2, %0
  %6 = tail call fast double @llvm.atan.f64(double %5)
  %7 = fmul fast double %4, %6
  %8 = fmul fast double %2, %1
  %9 = fadd fast double %7, %8
  ret double %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @hypot(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.atan.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.exp.v2f64(<2 x double>) #8

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

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
