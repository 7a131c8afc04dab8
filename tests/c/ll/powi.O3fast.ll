; ModuleID = 'powi.c'
source_filename = "powi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [5 x double] [double -1.600000e+00, double 0xBFE6666666666666, double 4.500000e-01, double 1.300000e+00, double 2.050000e+00], align 16
@main.ns = internal unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 -3], align 16
@.str = private unnamed_addr constant [7 x i8] c"p_cube\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"p_cube.exact\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"p_sq\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"p_mul\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"p_one\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"p_frac\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"p_mix\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"p_loop\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"p_builtin\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"p_intpow\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [11 x i8] c"p_squaring\00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"powi\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %174
  %2 = load i32, ptr @n_fail, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.12, i32 noundef %2)
  %4 = load i32, ptr @n_fail, align 4, !tbaa !5
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6

7:                                                ; preds = %0, %174
  %8 = phi i64 [ 0, %0 ], [ %175, %174 ]
  %9 = getelementptr inbounds [5 x double], ptr @main.xs, i64 0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = tail call fast double @llvm.fabs.f64(double %10)
  %12 = tail call fast double @llvm.maxnum.f64(double %11, double 1.000000e+00)
  %13 = fmul fast double %12, 0x3EB0C6F7A0B5ED8D
  %14 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef nofpclass(nan inf) %10) #7
  %15 = insertelement <2 x double> poison, double %10, i64 0
  %16 = insertelement <2 x double> poison, double %10, i64 0
  %17 = insertelement <2 x double> poison, double %13, i64 0
  %18 = insertelement <2 x double> poison, double %13, i64 0
  %19 = fsub fast <2 x double> %16, %18
  %20 = fadd fast <2 x double> %15, %17
  %21 = shufflevector <2 x double> %19, <2 x double> %20, <2 x i32> <i32 0, i32 2>
  %22 = tail call fast <2 x double> @llvm.powi.v2f64.i32(<2 x double> %21, i32 3)
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %24 = fsub fast <2 x double> %23, %22
  %25 = extractelement <2 x double> %24, i64 0
  %26 = fmul fast double %12, 2.000000e-06
  %27 = fdiv fast double %25, %26
  %28 = tail call fast double @llvm.fabs.f64(double %27)
  %29 = tail call fast double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fsub fast double %14, %27
  %31 = tail call fast double @llvm.fabs.f64(double %30)
  %32 = fmul fast double %29, 0x3EB0C6F7A0B5ED8D
  %33 = fcmp fast ole double %31, %32
  %34 = select i1 %33, ptr @.str.14, ptr @.str.15
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %27, ptr noundef nonnull %34)
  br i1 %33, label %39, label %36

36:                                               ; preds = %7
  %37 = load i32, ptr @n_fail, align 4, !tbaa !5
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @n_fail, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %7, %36
  %40 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_cube, double noundef nofpclass(nan inf) %10) #7
  %41 = fmul fast double %10, %10
  %42 = fmul fast double %41, 3.000000e+00
  %43 = tail call fast double @llvm.fabs.f64(double %42)
  %44 = tail call fast double @llvm.maxnum.f64(double %43, double 1.000000e+00)
  %45 = fsub fast double %40, %42
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %44, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = select i1 %48, ptr @.str.14, ptr @.str.15
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %42, ptr noundef nonnull %49)
  br i1 %48, label %54, label %51

51:                                               ; preds = %39
  %52 = load i32, ptr @n_fail, align 4, !tbaa !5
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr @n_fail, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %39, %51
  %55 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_sq, double noundef nofpclass(nan inf) %10) #7
  %56 = fmul fast <2 x double> %21, %21
  %57 = fadd fast <2 x double> %21, <double 1.000000e+00, double 1.000000e+00>
  %58 = tail call fast <2 x double> @llvm.powi.v2f64.i32(<2 x double> %57, i32 4)
  %59 = fadd fast <2 x double> %56, %58
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %61 = fsub fast <2 x double> %60, %59
  %62 = extractelement <2 x double> %61, i64 0
  %63 = fdiv fast double %62, %26
  %64 = tail call fast double @llvm.fabs.f64(double %63)
  %65 = tail call fast double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  %66 = fsub fast double %55, %63
  %67 = tail call fast double @llvm.fabs.f64(double %66)
  %68 = fmul fast double %65, 0x3EB0C6F7A0B5ED8D
  %69 = fcmp fast ole double %67, %68
  %70 = select i1 %69, ptr @.str.14, ptr @.str.15
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %63, ptr noundef nonnull %70)
  br i1 %69, label %75, label %72

72:                                               ; preds = %54
  %73 = load i32, ptr @n_fail, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr @n_fail, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %54, %72
  %76 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mul, double noundef nofpclass(nan inf) %10) #7
  %77 = fadd fast <2 x double> %21, <double 2.000000e+00, double 2.000000e+00>
  %78 = fmul fast <2 x double> %56, %77
  %79 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %80 = fsub fast <2 x double> %79, %78
  %81 = extractelement <2 x double> %80, i64 0
  %82 = fdiv fast double %81, %26
  %83 = tail call fast double @llvm.fabs.f64(double %82)
  %84 = tail call fast double @llvm.maxnum.f64(double %83, double 1.000000e+00)
  %85 = fsub fast double %76, %82
  %86 = tail call fast double @llvm.fabs.f64(double %85)
  %87 = fmul fast double %84, 0x3EB0C6F7A0B5ED8D
  %88 = fcmp fast ole double %86, %87
  %89 = select i1 %88, ptr @.str.14, ptr @.str.15
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %76, double noundef nofpclass(nan inf) %82, ptr noundef nonnull %89)
  br i1 %88, label %94, label %91

91:                                               ; preds = %75
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %75, %91
  %95 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_one, double noundef nofpclass(nan inf) %10) #7
  %96 = fdiv fast <2 x double> <double -1.000000e+00, double 1.000000e+00>, %21
  %97 = fadd fast <2 x double> %57, %96
  %98 = shufflevector <2 x double> %97, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %99 = fadd fast <2 x double> %98, %96
  %100 = fsub fast <2 x double> %99, %57
  %101 = extractelement <2 x double> %100, i64 0
  %102 = fdiv fast double %101, %26
  %103 = tail call fast double @llvm.fabs.f64(double %102)
  %104 = tail call fast double @llvm.maxnum.f64(double %103, double 1.000000e+00)
  %105 = fsub fast double %95, %102
  %106 = tail call fast double @llvm.fabs.f64(double %105)
  %107 = fmul fast double %104, 0x3EB0C6F7A0B5ED8D
  %108 = fcmp fast ole double %106, %107
  %109 = select i1 %108, ptr @.str.14, ptr @.str.15
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) %102, ptr noundef nonnull %109)
  br i1 %108, label %114, label %111

111:                                              ; preds = %94
  %112 = load i32, ptr @n_fail, align 4, !tbaa !5
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @n_fail, align 4, !tbaa !5
  br label %114

114:                                              ; preds = %94, %111
  %115 = icmp ugt i64 %8, 1
  br i1 %115, label %118, label %116

116:                                              ; preds = %114
  %117 = tail call fast <2 x double> @llvm.powi.v2f64.i32(<2 x double> %21, i32 -2)
  br label %162

118:                                              ; preds = %114
  %119 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_frac, double noundef nofpclass(nan inf) %10) #7
  %120 = tail call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %21)
  %121 = fmul fast <2 x double> %56, %120
  %122 = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %123 = fsub fast <2 x double> %122, %121
  %124 = extractelement <2 x double> %123, i64 0
  %125 = fdiv fast double %124, %26
  %126 = tail call fast double @llvm.fabs.f64(double %125)
  %127 = tail call fast double @llvm.maxnum.f64(double %126, double 1.000000e+00)
  %128 = fsub fast double %119, %125
  %129 = tail call fast double @llvm.fabs.f64(double %128)
  %130 = fmul fast double %127, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp fast ole double %129, %130
  %132 = select i1 %131, ptr @.str.14, ptr @.str.15
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %125, ptr noundef nonnull %132)
  br i1 %131, label %137, label %134

134:                                              ; preds = %118
  %135 = load i32, ptr @n_fail, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @n_fail, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %118, %134
  %138 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_mix, double noundef nofpclass(nan inf) %10) #7
  %139 = tail call fast <2 x double> @llvm.powi.v2f64.i32(<2 x double> %21, i32 -2)
  %140 = fdiv fast <2 x double> <double -1.000000e+00, double 1.000000e+00>, %120
  %141 = tail call fast <2 x double> @llvm.pow.v2f64(<2 x double> %21, <2 x double> <double 0x3FD5555555555555, double 0x3FD5555555555555>)
  %142 = fadd fast <2 x double> %120, %139
  %143 = fadd fast <2 x double> %142, %141
  %144 = shufflevector <2 x double> %143, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %145 = fsub fast <2 x double> %144, %143
  %146 = shufflevector <2 x double> %140, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %147 = fadd fast <2 x double> %145, %146
  %148 = fadd fast <2 x double> %147, %140
  %149 = extractelement <2 x double> %148, i64 0
  %150 = fdiv fast double %149, %26
  %151 = tail call fast double @llvm.fabs.f64(double %150)
  %152 = tail call fast double @llvm.maxnum.f64(double %151, double 1.000000e+00)
  %153 = fsub fast double %138, %150
  %154 = tail call fast double @llvm.fabs.f64(double %153)
  %155 = fmul fast double %152, 0x3EB0C6F7A0B5ED8D
  %156 = fcmp fast ole double %154, %155
  %157 = select i1 %156, ptr @.str.14, ptr @.str.15
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %138, double noundef nofpclass(nan inf) %150, ptr noundef nonnull %157)
  br i1 %156, label %162, label %159

159:                                              ; preds = %137
  %160 = load i32, ptr @n_fail, align 4, !tbaa !5
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @n_fail, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %116, %159, %137
  %163 = phi <2 x double> [ %117, %116 ], [ %139, %159 ], [ %139, %137 ]
  %164 = shufflevector <2 x double> %163, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %165 = fsub fast <2 x double> %164, %163
  %166 = extractelement <2 x double> %165, i64 0
  %167 = fmul fast double %166, 5.000000e-01
  %168 = extractelement <2 x double> %19, i64 0
  %169 = extractelement <2 x double> %20, i64 0
  %170 = fdiv fast double 1.000000e+00, %12
  %171 = fdiv fast double 1.000000e+00, %12
  %172 = fdiv fast double 1.000000e+00, %12
  %173 = fdiv fast double 1.000000e+00, %12
  br label %177

174:                                              ; preds = %298
  %175 = add nuw nsw i64 %8, 1
  %176 = icmp eq i64 %175, 5
  br i1 %176, label %1, label %7, !llvm.loop !11

177:                                              ; preds = %162, %298
  %178 = phi i64 [ 0, %162 ], [ %299, %298 ]
  %179 = getelementptr inbounds [7 x i32], ptr @main.ns, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = icmp eq i64 %178, 6
  br i1 %181, label %214, label %182

182:                                              ; preds = %177
  %183 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_loop, double noundef nofpclass(nan inf) %10, i32 noundef %180) #7
  %184 = icmp eq i64 %178, 0
  br i1 %184, label %199, label %185

185:                                              ; preds = %182, %185
  %186 = phi i32 [ %189, %185 ], [ 0, %182 ]
  %187 = phi double [ %188, %185 ], [ 1.000000e+00, %182 ]
  %188 = fmul fast double %187, %169
  %189 = add nuw nsw i32 %186, 1
  %190 = icmp eq i32 %189, %180
  br i1 %190, label %191, label %185, !llvm.loop !13

191:                                              ; preds = %185, %191
  %192 = phi i32 [ %195, %191 ], [ 0, %185 ]
  %193 = phi double [ %194, %191 ], [ 1.000000e+00, %185 ]
  %194 = fmul fast double %193, %168
  %195 = add nuw nsw i32 %192, 1
  %196 = icmp eq i32 %195, %180
  br i1 %196, label %197, label %191, !llvm.loop !16

197:                                              ; preds = %191
  %198 = fsub fast double %188, %194
  br label %199

199:                                              ; preds = %197, %182
  %200 = phi double [ 0.000000e+00, %182 ], [ %198, %197 ]
  %201 = fmul fast double %200, 5.000000e+05
  %202 = fmul fast double %201, %170
  %203 = tail call fast double @llvm.fabs.f64(double %202)
  %204 = tail call fast double @llvm.maxnum.f64(double %203, double 1.000000e+00)
  %205 = fsub fast double %183, %202
  %206 = tail call fast double @llvm.fabs.f64(double %205)
  %207 = fmul fast double %204, 0x3EB0C6F7A0B5ED8D
  %208 = fcmp fast ole double %206, %207
  %209 = select i1 %208, ptr @.str.14, ptr @.str.15
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %202, ptr noundef nonnull %209)
  br i1 %208, label %214, label %211

211:                                              ; preds = %199
  %212 = load i32, ptr @n_fail, align 4, !tbaa !5
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr @n_fail, align 4, !tbaa !5
  br label %214

214:                                              ; preds = %211, %199, %177
  %215 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_builtin, double noundef nofpclass(nan inf) %10, i32 noundef %180) #7
  %216 = tail call fast double @llvm.powi.f64.i32(double %169, i32 %180)
  %217 = tail call fast double @llvm.powi.f64.i32(double %168, i32 %180)
  %218 = fsub fast double %216, %217
  %219 = fadd fast double %218, %167
  %220 = fmul fast double %219, 5.000000e+05
  %221 = fmul fast double %220, %171
  %222 = tail call fast double @llvm.fabs.f64(double %221)
  %223 = tail call fast double @llvm.maxnum.f64(double %222, double 1.000000e+00)
  %224 = fsub fast double %215, %221
  %225 = tail call fast double @llvm.fabs.f64(double %224)
  %226 = fmul fast double %223, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp fast ole double %225, %226
  %228 = select i1 %227, ptr @.str.14, ptr @.str.15
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %215, double noundef nofpclass(nan inf) %221, ptr noundef nonnull %228)
  br i1 %227, label %233, label %230

230:                                              ; preds = %214
  %231 = load i32, ptr @n_fail, align 4, !tbaa !5
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr @n_fail, align 4, !tbaa !5
  br label %233

233:                                              ; preds = %214, %230
  %234 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %235 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_intpow, double noundef nofpclass(nan inf) %10, i32 noundef %234, i32 noundef %180) #7
  %236 = fmul fast double %218, 5.000000e+05
  %237 = fmul fast double %236, %172
  %238 = tail call fast double @llvm.fabs.f64(double %237)
  %239 = tail call fast double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fsub fast double %235, %237
  %241 = tail call fast double @llvm.fabs.f64(double %240)
  %242 = fmul fast double %239, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp fast ole double %241, %242
  %244 = select i1 %243, ptr @.str.14, ptr @.str.15
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %235, double noundef nofpclass(nan inf) %237, ptr noundef nonnull %244)
  br i1 %243, label %249, label %246

246:                                              ; preds = %233
  %247 = load i32, ptr @n_fail, align 4, !tbaa !5
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !5
  br label %249

249:                                              ; preds = %233, %246
  %250 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p_squaring, double noundef nofpclass(nan inf) %10, i32 noundef %180) #7
  %251 = icmp eq i64 %178, 0
  br i1 %251, label %283, label %252

252:                                              ; preds = %249
  %253 = tail call i32 @llvm.abs.i32(i32 %180, i1 true)
  br label %254

254:                                              ; preds = %254, %252
  %255 = phi i32 [ %263, %254 ], [ %253, %252 ]
  %256 = phi double [ %262, %254 ], [ %169, %252 ]
  %257 = phi double [ %261, %254 ], [ 1.000000e+00, %252 ]
  %258 = and i32 %255, 1
  %259 = icmp eq i32 %258, 0
  %260 = fmul fast double %257, %256
  %261 = select i1 %259, double %257, double %260
  %262 = fmul fast double %256, %256
  %263 = lshr i32 %255, 1
  %264 = icmp ult i32 %255, 2
  br i1 %264, label %265, label %254, !llvm.loop !17

265:                                              ; preds = %254
  %266 = fdiv fast double 1.000000e+00, %261
  br label %267

267:                                              ; preds = %267, %265
  %268 = phi i32 [ %276, %267 ], [ %253, %265 ]
  %269 = phi double [ %275, %267 ], [ %168, %265 ]
  %270 = phi double [ %274, %267 ], [ 1.000000e+00, %265 ]
  %271 = and i32 %268, 1
  %272 = icmp eq i32 %271, 0
  %273 = fmul fast double %270, %269
  %274 = select i1 %272, double %270, double %273
  %275 = fmul fast double %269, %269
  %276 = lshr i32 %268, 1
  %277 = icmp ult i32 %268, 2
  br i1 %277, label %278, label %267, !llvm.loop !17

278:                                              ; preds = %267
  %279 = select fast i1 %181, double %266, double %261
  %280 = fdiv fast double 1.000000e+00, %274
  %281 = select i1 %181, double %280, double %274
  %282 = fsub fast double %279, %281
  br label %283

283:                                              ; preds = %278, %249
  %284 = phi double [ 0.000000e+00, %249 ], [ %282, %278 ]
  %285 = fmul fast double %284, 5.000000e+05
  %286 = fmul fast double %285, %173
  %287 = tail call fast double @llvm.fabs.f64(double %286)
  %288 = tail call fast double @llvm.maxnum.f64(double %287, double 1.000000e+00)
  %289 = fsub fast double %250, %286
  %290 = tail call fast double @llvm.fabs.f64(double %289)
  %291 = fmul fast double %288, 0x3EB0C6F7A0B5ED8D
  %292 = fcmp fast ole double %290, %291
  %293 = select i1 %292, ptr @.str.14, ptr @.str.15
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %286, ptr noundef nonnull %293)
  br i1 %292, label %298, label %295

295:                                              ; preds = %283
  %296 = load i32, ptr @n_fail, align 4, !tbaa !5
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @n_fail, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %283, %295
  %299 = add nuw nsw i64 %178, 1
  %300 = icmp eq i64 %299, 7
  br i1 %300, label %174, label %177, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_cube(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.powi.f64.i32(double %0, i32 3)
  ret double %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_sq(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %0, 1.000000e+00
  %4 = tail call fast double @llvm.powi.f64.i32(double %3, i32 4)
  %5 = fadd fast double %4, %2
  ret double %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_mul(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = fadd fast double %0, 2.000000e+00
  %4 = fmul fast double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_one(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fadd fast double %0, 1.000000e+00
  %3 = fdiv fast double 1.000000e+00, %0
  %4 = fadd fast double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_frac(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.sqrt.f64(double %0)
  %3 = fmul fast double %0, %0
  %4 = fmul fast double %3, %2
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_mix(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.powi.f64.i32(double %0, i32 -2)
  %3 = tail call fast double @llvm.sqrt.f64(double %0)
  %4 = fadd fast double %2, %3
  %5 = tail call fast double @llvm.pow.f64(double %0, double 0x3FD5555555555555)
  %6 = fadd fast double %4, %5
  %7 = fdiv fast double 1.000000e+00, %3
  %8 = fadd fast double %6, %7
  ret double %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @p_loop(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %25, %4
  %7 = phi i32 [ 0, %4 ], [ %10, %25 ]
  %8 = phi double [ 1.000000e+00, %4 ], [ %29, %25 ]
  br label %33

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483632
  %11 = insertelement <4 x double> poison, double %0, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  br label %13

13:                                               ; preds = %13, %9
  %14 = phi i32 [ 0, %9 ], [ %23, %13 ]
  %15 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %19, %13 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %20, %13 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %21, %13 ]
  %18 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %9 ], [ %22, %13 ]
  %19 = fmul fast <4 x double> %15, %12
  %20 = fmul fast <4 x double> %16, %12
  %21 = fmul fast <4 x double> %17, %12
  %22 = fmul fast <4 x double> %18, %12
  %23 = add nuw i32 %14, 16
  %24 = icmp eq i32 %23, %10
  br i1 %24, label %25, label %13, !llvm.loop !19

25:                                               ; preds = %13
  %26 = fmul fast <4 x double> %20, %19
  %27 = fmul fast <4 x double> %21, %26
  %28 = fmul fast <4 x double> %22, %27
  %29 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %28)
  %30 = icmp eq i32 %10, %1
  br i1 %30, label %31, label %6

31:                                               ; preds = %33, %25, %2
  %32 = phi double [ 1.000000e+00, %2 ], [ %29, %25 ], [ %36, %33 ]
  ret double %32

33:                                               ; preds = %6, %33
  %34 = phi i32 [ %37, %33 ], [ %7, %6 ]
  %35 = phi double [ %36, %33 ], [ %8, %6 ]
  %36 = fmul fast double %35, %0
  %37 = add nuw nsw i32 %34, 1
  %38 = icmp eq i32 %37, %1
  br i1 %38, label %31, label %33, !llvm.loop !20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_builtin(double noundef nofpclass(nan inf) %0, i32 noundef %1) #3 {
  %3 = tail call fast double @llvm.powi.f64.i32(double %0, i32 %1)
  %4 = tail call fast double @llvm.powi.f64.i32(double %0, i32 -2)
  %5 = fmul fast double %4, 5.000000e-01
  %6 = fadd fast double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p_intpow(double noundef nofpclass(nan inf) %0, i32 noundef %1) #3 {
  %3 = tail call fast double @llvm.powi.f64.i32(double %0, i32 %1)
  ret double %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @p_squaring(double noundef nofpclass(nan inf) %0, i32 noundef %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %17, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.abs.i32(i32 %1, i1 true)
  br label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %15, %6 ], [ %5, %4 ]
  %8 = phi double [ %14, %6 ], [ %0, %4 ]
  %9 = phi double [ %13, %6 ], [ 1.000000e+00, %4 ]
  %10 = and i32 %7, 1
  %11 = icmp eq i32 %10, 0
  %12 = fmul fast double %8, %9
  %13 = select i1 %11, double %9, double %12
  %14 = fmul fast double %8, %8
  %15 = lshr i32 %7, 1
  %16 = icmp ult i32 %7, 2
  br i1 %16, label %17, label %6, !llvm.loop !17

17:                                               ; preds = %6, %2
  %18 = phi double [ 1.000000e+00, %2 ], [ %13, %6 ]
  %19 = icmp slt i32 %1, 0
  %20 = fdiv fast double 1.000000e+00, %18
  %21 = select fast i1 %19, double %20, double %18
  ret double %21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.powi.v2f64.i32(<2 x double>, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.pow.v2f64(<2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !12, !14, !15}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !15, !14}
!20 = distinct !{!20, !12, !14, !15}
