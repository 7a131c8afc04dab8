; ModuleID = 'float1.c'
source_filename = "float1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ss = internal unnamed_addr constant [6 x float] [float 0xBFF4CCCCC0000000, float 0xBFDCCCCCC0000000, float 0x3FD3333340000000, float 7.500000e-01, float 0x3FF6666660000000, float 0x4004CCCCC0000000], align 16
@.str = private unnamed_addr constant [7 x i8] c"f_libm\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f_mixed\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"f_acc\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"f_minmax\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"f_dconst\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [7 x i8] c"f_loop\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"f_nest\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"float1\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [30 x i8] c"%s x=%.9g ad=%.9g fd=%.9g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef nofpclass(nan inf) 0x3FD3333340000000) #9
  %2 = fpext float %1 to double
  %3 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x3FD3D70A40000000) #10
  %4 = tail call fast float @llvm.atan.f32(float 0x3FD3D70A40000000)
  %5 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x3FD3D70A40000000) #10
  %6 = fmul fast float %4, %5
  %7 = fadd fast float %6, %3
  %8 = fadd fast float %7, 0x3FD4AB2360000000
  %9 = fpext float %8 to double
  %10 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x3FD28F5C40000000) #10
  %11 = tail call fast float @llvm.atan.f32(float 0x3FD28F5C40000000)
  %12 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x3FD28F5C40000000) #10
  %13 = fmul fast float %12, %11
  %14 = fadd fast float %13, %10
  %15 = fadd fast float %14, 0x3FD2C56880000000
  %16 = fpext float %15 to double
  %17 = fsub fast double %9, %16
  %18 = fmul fast double %17, 0x4049000190001900
  %19 = tail call fast double @llvm.fabs.f64(double %18)
  %20 = tail call fast double @llvm.maxnum.f64(double %19, double 1.000000e+00)
  %21 = fsub fast double %2, %18
  %22 = tail call fast double @llvm.fabs.f64(double %21)
  %23 = fmul fast double %20, 5.000000e-03
  %24 = fcmp fast ole double %22, %23
  %25 = select i1 %24, ptr @.str.10, ptr @.str.11
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0x3FD3333340000000, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %18, ptr noundef nonnull %25)
  br i1 %24, label %30, label %27

27:                                               ; preds = %0
  %28 = load i32, ptr @n_fail, align 4, !tbaa !5
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @n_fail, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %0, %27
  %31 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef nofpclass(nan inf) 7.500000e-01) #9
  %32 = fpext float %31 to double
  %33 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x3FE851EB80000000) #10
  %34 = tail call fast float @llvm.atan.f32(float 0x3FE851EB80000000)
  %35 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x3FE851EB80000000) #10
  %36 = fmul fast float %34, %35
  %37 = fadd fast float %36, %33
  %38 = fadd fast float %37, 0x3FF27C71A0000000
  %39 = fpext float %38 to double
  %40 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x3FE7AE1480000000) #10
  %41 = tail call fast float @llvm.atan.f32(float 0x3FE7AE1480000000)
  %42 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x3FE7AE1480000000) #10
  %43 = fmul fast float %42, %41
  %44 = fadd fast float %43, %40
  %45 = fadd fast float %44, 0x3FF1CF0540000000
  %46 = fpext float %45 to double
  %47 = fsub fast double %39, %46
  %48 = fmul fast double %47, 0x4049000190001900
  %49 = tail call fast double @llvm.fabs.f64(double %48)
  %50 = tail call fast double @llvm.maxnum.f64(double %49, double 1.000000e+00)
  %51 = fsub fast double %32, %48
  %52 = tail call fast double @llvm.fabs.f64(double %51)
  %53 = fmul fast double %50, 5.000000e-03
  %54 = fcmp fast ole double %52, %53
  %55 = select i1 %54, ptr @.str.10, ptr @.str.11
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 7.500000e-01, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %48, ptr noundef nonnull %55)
  br i1 %54, label %60, label %57

57:                                               ; preds = %30
  %58 = load i32, ptr @n_fail, align 4, !tbaa !5
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr @n_fail, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %57, %30
  %61 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef nofpclass(nan inf) 0x3FF6666660000000) #9
  %62 = fpext float %61 to double
  %63 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x3FF69FBE80000000) #10
  %64 = tail call fast float @llvm.atan.f32(float 0x3FF69FBE80000000)
  %65 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x3FF69FBE80000000) #10
  %66 = fmul fast float %64, %65
  %67 = fadd fast float %66, %63
  %68 = fadd fast float %67, 0x4005D5BC80000000
  %69 = fpext float %68 to double
  %70 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x3FF62D0E40000000) #10
  %71 = tail call fast float @llvm.atan.f32(float 0x3FF62D0E40000000)
  %72 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x3FF62D0E40000000) #10
  %73 = fmul fast float %72, %71
  %74 = fadd fast float %73, %70
  %75 = fadd fast float %74, 0x40053E7980000000
  %76 = fpext float %75 to double
  %77 = fsub fast double %69, %76
  %78 = fmul fast double %77, 0x4041DB68D9F6E012
  %79 = tail call fast double @llvm.fabs.f64(double %78)
  %80 = tail call fast double @llvm.maxnum.f64(double %79, double 1.000000e+00)
  %81 = fsub fast double %62, %78
  %82 = tail call fast double @llvm.fabs.f64(double %81)
  %83 = fmul fast double %80, 5.000000e-03
  %84 = fcmp fast ole double %82, %83
  %85 = select i1 %84, ptr @.str.10, ptr @.str.11
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0x3FF6666660000000, double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) %78, ptr noundef nonnull %85)
  br i1 %84, label %90, label %87

87:                                               ; preds = %60
  %88 = load i32, ptr @n_fail, align 4, !tbaa !5
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @n_fail, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %87, %60
  %91 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_libm, double noundef nofpclass(nan inf) 0x4004CCCCC0000000) #9
  %92 = fpext float %91 to double
  %93 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x4005020C40000000) #10
  %94 = tail call fast float @llvm.atan.f32(float 0x4005020C40000000)
  %95 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x4005020C40000000) #10
  %96 = fmul fast float %94, %95
  %97 = fadd fast float %96, %93
  %98 = fadd fast float %97, 0x40195F0D00000000
  %99 = fpext float %98 to double
  %100 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) 0x4004978D40000000) #10
  %101 = tail call fast float @llvm.atan.f32(float 0x4004978D40000000)
  %102 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) 0x4004978D40000000) #10
  %103 = fmul fast float %102, %101
  %104 = fadd fast float %103, %100
  %105 = fadd fast float %104, 0x4018B14300000000
  %106 = fpext float %105 to double
  %107 = fsub fast double %99, %106
  %108 = fmul fast double %107, 0x40333B12953514EE
  %109 = tail call fast double @llvm.fabs.f64(double %108)
  %110 = tail call fast double @llvm.maxnum.f64(double %109, double 1.000000e+00)
  %111 = fsub fast double %92, %108
  %112 = tail call fast double @llvm.fabs.f64(double %111)
  %113 = fmul fast double %110, 5.000000e-03
  %114 = fcmp fast ole double %112, %113
  %115 = select i1 %114, ptr @.str.10, ptr @.str.11
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0x4004CCCCC0000000, double noundef nofpclass(nan inf) %92, double noundef nofpclass(nan inf) %108, ptr noundef nonnull %115)
  br i1 %114, label %117, label %118

117:                                              ; preds = %118, %90
  br label %127

118:                                              ; preds = %90
  %119 = load i32, ptr @n_fail, align 4, !tbaa !5
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr @n_fail, align 4, !tbaa !5
  br label %117

121:                                              ; preds = %593
  %122 = load i32, ptr @n_fail, align 4, !tbaa !5
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %122)
  %124 = load i32, ptr @n_fail, align 4, !tbaa !5
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  ret i32 %126

127:                                              ; preds = %117, %593
  %128 = phi i64 [ %594, %593 ], [ 0, %117 ]
  %129 = shl nuw nsw i64 %128, 1
  %130 = add nuw i64 %129, 3
  %131 = shl nuw nsw i64 %128, 1
  %132 = add nuw i64 %131, 3
  %133 = getelementptr inbounds [6 x float], ptr @main.ss, i64 0, i64 %128
  %134 = load float, ptr %133, align 4, !tbaa !9
  %135 = fpext float %134 to double
  %136 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_mixed, double noundef nofpclass(nan inf) %135) #9
  %137 = fpext float %136 to double
  %138 = tail call fast float @llvm.fabs.f32(float %134)
  %139 = tail call fast float @llvm.maxnum.f32(float %138, float 1.000000e+00)
  %140 = fmul fast float %139, 0x3F847AE140000000
  %141 = fadd fast float %140, %134
  %142 = fsub fast float %134, %140
  %143 = insertelement <2 x float> poison, float %141, i64 0
  %144 = insertelement <2 x float> %143, float %142, i64 1
  %145 = fpext <2 x float> %144 to <2 x double>
  %146 = extractelement <2 x double> %145, i64 0
  %147 = tail call fast double @llvm.sin.f64(double %146)
  %148 = fmul fast double %146, 3.000000e-01
  %149 = tail call fast double @llvm.exp.f64(double %148)
  %150 = fmul fast double %149, %147
  %151 = fptrunc double %150 to float
  %152 = extractelement <2 x double> %145, i64 1
  %153 = tail call fast double @llvm.sin.f64(double %152)
  %154 = fmul fast double %152, 3.000000e-01
  %155 = tail call fast double @llvm.exp.f64(double %154)
  %156 = fmul fast double %155, %153
  %157 = fptrunc double %156 to float
  %158 = fmul fast <2 x float> %144, %144
  %159 = extractelement <2 x float> %158, i64 0
  %160 = tail call fast nofpclass(nan inf) float @log1pf(float noundef nofpclass(nan inf) %159) #7
  %161 = fmul fast float %141, %160
  %162 = fadd fast float %161, %151
  %163 = fpext float %162 to double
  %164 = extractelement <2 x float> %158, i64 1
  %165 = tail call fast nofpclass(nan inf) float @log1pf(float noundef nofpclass(nan inf) %164) #7
  %166 = fmul fast float %142, %165
  %167 = fadd fast float %166, %157
  %168 = fpext float %167 to double
  %169 = fsub fast double %163, %168
  %170 = fsub fast double %146, %152
  %171 = fdiv fast double %169, %170
  %172 = tail call fast double @llvm.fabs.f64(double %171)
  %173 = tail call fast double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  %174 = fsub fast double %137, %171
  %175 = tail call fast double @llvm.fabs.f64(double %174)
  %176 = fmul fast double %173, 5.000000e-03
  %177 = fcmp fast ole double %175, %176
  %178 = select i1 %177, ptr @.str.10, ptr @.str.11
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %171, ptr noundef nonnull %178)
  br i1 %177, label %183, label %180

180:                                              ; preds = %127
  %181 = load i32, ptr @n_fail, align 4, !tbaa !5
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr @n_fail, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %127, %180
  %184 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_acc, double noundef nofpclass(nan inf) %135) #9
  %185 = fpext float %184 to double
  %186 = fmul fast <2 x double> %145, <double 9.000000e+00, double 9.000000e+00>
  %187 = fmul fast <2 x double> %145, <double 1.000000e+01, double 1.000000e+01>
  %188 = fmul fast <2 x double> %145, <double 2.000000e+00, double 2.000000e+00>
  %189 = fmul fast <2 x double> %145, %145
  %190 = fadd fast <2 x double> %189, <double 1.000000e+00, double 1.000000e+00>
  %191 = fdiv fast <2 x double> %188, %190
  %192 = fmul fast <2 x double> %145, <double 3.000000e+00, double 3.000000e+00>
  %193 = fadd fast <2 x double> %191, %145
  %194 = fmul fast <2 x double> %193, %193
  %195 = fadd fast <2 x double> %194, <double 1.000000e+00, double 1.000000e+00>
  %196 = fdiv fast <2 x double> %192, %195
  %197 = fadd fast <2 x double> %196, %193
  %198 = fmul fast <2 x double> %145, <double 4.000000e+00, double 4.000000e+00>
  %199 = fmul fast <2 x double> %197, %197
  %200 = fadd fast <2 x double> %199, <double 1.000000e+00, double 1.000000e+00>
  %201 = fdiv fast <2 x double> %198, %200
  %202 = fadd fast <2 x double> %201, %197
  %203 = fmul fast <2 x double> %145, <double 5.000000e+00, double 5.000000e+00>
  %204 = fmul fast <2 x double> %202, %202
  %205 = fadd fast <2 x double> %204, <double 1.000000e+00, double 1.000000e+00>
  %206 = fdiv fast <2 x double> %203, %205
  %207 = fadd fast <2 x double> %206, %202
  %208 = fmul fast <2 x double> %145, <double 6.000000e+00, double 6.000000e+00>
  %209 = fmul fast <2 x double> %207, %207
  %210 = fadd fast <2 x double> %209, <double 1.000000e+00, double 1.000000e+00>
  %211 = fdiv fast <2 x double> %208, %210
  %212 = fadd fast <2 x double> %211, %207
  %213 = fmul fast <2 x double> %145, <double 7.000000e+00, double 7.000000e+00>
  %214 = fmul fast <2 x double> %212, %212
  %215 = fadd fast <2 x double> %214, <double 1.000000e+00, double 1.000000e+00>
  %216 = fdiv fast <2 x double> %213, %215
  %217 = fmul fast <2 x double> %145, <double 8.000000e+00, double 8.000000e+00>
  %218 = fadd fast <2 x double> %216, %212
  %219 = fmul fast <2 x double> %218, %218
  %220 = fadd fast <2 x double> %219, <double 1.000000e+00, double 1.000000e+00>
  %221 = fdiv fast <2 x double> %217, %220
  %222 = fadd fast <2 x double> %221, %218
  %223 = fmul fast <2 x double> %222, %222
  %224 = fadd fast <2 x double> %223, <double 1.000000e+00, double 1.000000e+00>
  %225 = fdiv fast <2 x double> %186, %224
  %226 = fadd fast <2 x double> %225, %222
  %227 = fmul fast <2 x double> %226, %226
  %228 = fadd fast <2 x double> %227, <double 1.000000e+00, double 1.000000e+00>
  %229 = fdiv fast <2 x double> %187, %228
  %230 = fadd fast <2 x double> %229, %226
  %231 = fptrunc <2 x double> %230 to <2 x float>
  %232 = fpext <2 x float> %231 to <2 x double>
  %233 = shufflevector <2 x double> %232, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %234 = fsub fast <2 x double> %232, %233
  %235 = extractelement <2 x double> %234, i64 0
  %236 = fdiv fast double %235, %170
  %237 = tail call fast double @llvm.fabs.f64(double %236)
  %238 = tail call fast double @llvm.maxnum.f64(double %237, double 1.000000e+00)
  %239 = fsub fast double %185, %236
  %240 = tail call fast double @llvm.fabs.f64(double %239)
  %241 = fmul fast double %238, 5.000000e-03
  %242 = fcmp fast ole double %240, %241
  %243 = select i1 %242, ptr @.str.10, ptr @.str.11
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %185, double noundef nofpclass(nan inf) %236, ptr noundef nonnull %243)
  br i1 %242, label %248, label %245

245:                                              ; preds = %183
  %246 = load i32, ptr @n_fail, align 4, !tbaa !5
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !5
  br label %248

248:                                              ; preds = %183, %245
  %249 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_minmax, double noundef nofpclass(nan inf) %135) #9
  %250 = fpext float %249 to double
  %251 = tail call fast <2 x float> @llvm.fabs.v2f32(<2 x float> %144)
  %252 = tail call fast <2 x float> @llvm.maxnum.v2f32(<2 x float> %158, <2 x float> <float 5.000000e-01, float 5.000000e-01>)
  %253 = tail call fast <2 x float> @llvm.floor.v2f32(<2 x float> %144)
  %254 = tail call fast <2 x float> @llvm.copysign.v2f32(<2 x float> %158, <2 x float> %144)
  %255 = tail call fast <2 x float> @llvm.minnum.v2f32(<2 x float> %251, <2 x float> <float 2.000000e+00, float 2.000000e+00>)
  %256 = fadd fast <2 x float> %255, %252
  %257 = fmul fast <2 x float> %253, %144
  %258 = fadd fast <2 x float> %256, %257
  %259 = fadd fast <2 x float> %258, %254
  %260 = fpext <2 x float> %259 to <2 x double>
  %261 = shufflevector <2 x double> %260, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %262 = fsub fast <2 x double> %260, %261
  %263 = extractelement <2 x double> %262, i64 0
  %264 = fdiv fast double %263, %170
  %265 = tail call fast double @llvm.fabs.f64(double %264)
  %266 = tail call fast double @llvm.maxnum.f64(double %265, double 1.000000e+00)
  %267 = fsub fast double %250, %264
  %268 = tail call fast double @llvm.fabs.f64(double %267)
  %269 = fmul fast double %266, 5.000000e-03
  %270 = fcmp fast ole double %268, %269
  %271 = select i1 %270, ptr @.str.10, ptr @.str.11
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %264, ptr noundef nonnull %271)
  br i1 %270, label %276, label %273

273:                                              ; preds = %248
  %274 = load i32, ptr @n_fail, align 4, !tbaa !5
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @n_fail, align 4, !tbaa !5
  br label %276

276:                                              ; preds = %248, %273
  %277 = trunc nuw nsw i64 %128 to i32
  %278 = uitofp nneg i32 %277 to double
  %279 = fmul fast double %278, 4.000000e-01
  %280 = fadd fast double %279, 0x3FE6666666666666
  %281 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %282 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_dconst, double noundef nofpclass(nan inf) %135, i32 noundef %281, double noundef nofpclass(nan inf) %280) #9
  %283 = fpext float %282 to double
  %284 = fmul fast double %280, %146
  %285 = fptrunc double %284 to float
  %286 = tail call fast float @llvm.sin.f32(float %141)
  %287 = fptrunc double %280 to float
  %288 = fmul fast float %286, %287
  %289 = fadd fast float %288, %285
  %290 = fpext float %289 to double
  %291 = fmul fast double %280, %152
  %292 = fptrunc double %291 to float
  %293 = tail call fast float @llvm.sin.f32(float %142)
  %294 = fmul fast float %293, %287
  %295 = fadd fast float %294, %292
  %296 = fpext float %295 to double
  %297 = fsub fast double %290, %296
  %298 = fdiv fast double %297, %170
  %299 = tail call fast double @llvm.fabs.f64(double %298)
  %300 = tail call fast double @llvm.maxnum.f64(double %299, double 1.000000e+00)
  %301 = fsub fast double %283, %298
  %302 = tail call fast double @llvm.fabs.f64(double %301)
  %303 = fmul fast double %300, 5.000000e-03
  %304 = fcmp fast ole double %302, %303
  %305 = select i1 %304, ptr @.str.10, ptr @.str.11
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %283, double noundef nofpclass(nan inf) %298, ptr noundef nonnull %305)
  br i1 %304, label %310, label %307

307:                                              ; preds = %276
  %308 = load i32, ptr @n_fail, align 4, !tbaa !5
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr @n_fail, align 4, !tbaa !5
  br label %310

310:                                              ; preds = %276, %307
  %311 = shl nuw nsw i64 %128, 1
  %312 = add nuw nsw i64 %311, 3
  %313 = trunc nuw nsw i64 %312 to i32
  %314 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_loop, double noundef nofpclass(nan inf) %135, i32 noundef %313) #9
  %315 = fmul fast float %141, 0x3FA99999A0000000
  %316 = fadd fast float %315, 0x3FECCCCCC0000000
  %317 = and i64 %132, 7
  %318 = icmp ult i64 %128, 3
  br i1 %318, label %375, label %319

319:                                              ; preds = %310
  %320 = and i64 %132, -8
  br label %321

321:                                              ; preds = %321, %319
  %322 = phi i32 [ 0, %319 ], [ %372, %321 ]
  %323 = phi float [ 0.000000e+00, %319 ], [ %371, %321 ]
  %324 = phi i64 [ 0, %319 ], [ %373, %321 ]
  %325 = uitofp nneg i32 %322 to float
  %326 = fadd fast float %325, 1.000000e+00
  %327 = fdiv fast float %141, %326
  %328 = fmul fast float %323, %316
  %329 = fadd fast float %327, %328
  %330 = or disjoint i32 %322, 1
  %331 = uitofp nneg i32 %330 to float
  %332 = fadd fast float %331, 1.000000e+00
  %333 = fdiv fast float %141, %332
  %334 = fmul fast float %329, %316
  %335 = fadd fast float %333, %334
  %336 = or disjoint i32 %322, 2
  %337 = uitofp nneg i32 %336 to float
  %338 = fadd fast float %337, 1.000000e+00
  %339 = fdiv fast float %141, %338
  %340 = fmul fast float %335, %316
  %341 = fadd fast float %339, %340
  %342 = or disjoint i32 %322, 3
  %343 = uitofp nneg i32 %342 to float
  %344 = fadd fast float %343, 1.000000e+00
  %345 = fdiv fast float %141, %344
  %346 = fmul fast float %341, %316
  %347 = fadd fast float %345, %346
  %348 = or disjoint i32 %322, 4
  %349 = uitofp nneg i32 %348 to float
  %350 = fadd fast float %349, 1.000000e+00
  %351 = fdiv fast float %141, %350
  %352 = fmul fast float %347, %316
  %353 = fadd fast float %351, %352
  %354 = or disjoint i32 %322, 5
  %355 = uitofp nneg i32 %354 to float
  %356 = fadd fast float %355, 1.000000e+00
  %357 = fdiv fast float %141, %356
  %358 = fmul fast float %353, %316
  %359 = fadd fast float %357, %358
  %360 = or disjoint i32 %322, 6
  %361 = uitofp nneg i32 %360 to float
  %362 = fadd fast float %361, 1.000000e+00
  %363 = fdiv fast float %141, %362
  %364 = fmul fast float %359, %316
  %365 = fadd fast float %363, %364
  %366 = or disjoint i32 %322, 7
  %367 = uitofp nneg i32 %366 to float
  %368 = fadd fast float %367, 1.000000e+00
  %369 = fdiv fast float %141, %368
  %370 = fmul fast float %365, %316
  %371 = fadd fast float %369, %370
  %372 = add nuw nsw i32 %322, 8
  %373 = add i64 %324, 8
  %374 = icmp eq i64 %373, %320
  br i1 %374, label %375, label %321, !llvm.loop !11

375:                                              ; preds = %310, %321
  %376 = phi i32 [ 0, %310 ], [ %372, %321 ]
  %377 = phi float [ 0.000000e+00, %310 ], [ %371, %321 ]
  br label %378

378:                                              ; preds = %378, %375
  %379 = phi i32 [ %376, %375 ], [ %387, %378 ]
  %380 = phi float [ %377, %375 ], [ %386, %378 ]
  %381 = phi i64 [ 0, %375 ], [ %388, %378 ]
  %382 = uitofp nneg i32 %379 to float
  %383 = fadd fast float %382, 1.000000e+00
  %384 = fdiv fast float %141, %383
  %385 = fmul fast float %380, %316
  %386 = fadd fast float %384, %385
  %387 = add nuw nsw i32 %379, 1
  %388 = add i64 %381, 1
  %389 = icmp eq i64 %388, %317
  br i1 %389, label %390, label %378, !llvm.loop !13

390:                                              ; preds = %378
  %391 = fpext float %314 to double
  %392 = fmul fast float %142, 0x3FA99999A0000000
  %393 = fadd fast float %392, 0x3FECCCCCC0000000
  %394 = and i64 %130, 7
  %395 = icmp ult i64 %128, 3
  br i1 %395, label %452, label %396

396:                                              ; preds = %390
  %397 = and i64 %130, -8
  br label %398

398:                                              ; preds = %398, %396
  %399 = phi i32 [ 0, %396 ], [ %449, %398 ]
  %400 = phi float [ 0.000000e+00, %396 ], [ %448, %398 ]
  %401 = phi i64 [ 0, %396 ], [ %450, %398 ]
  %402 = uitofp nneg i32 %399 to float
  %403 = fadd fast float %402, 1.000000e+00
  %404 = fdiv fast float %142, %403
  %405 = fmul fast float %400, %393
  %406 = fadd fast float %404, %405
  %407 = or disjoint i32 %399, 1
  %408 = uitofp nneg i32 %407 to float
  %409 = fadd fast float %408, 1.000000e+00
  %410 = fdiv fast float %142, %409
  %411 = fmul fast float %406, %393
  %412 = fadd fast float %410, %411
  %413 = or disjoint i32 %399, 2
  %414 = uitofp nneg i32 %413 to float
  %415 = fadd fast float %414, 1.000000e+00
  %416 = fdiv fast float %142, %415
  %417 = fmul fast float %412, %393
  %418 = fadd fast float %416, %417
  %419 = or disjoint i32 %399, 3
  %420 = uitofp nneg i32 %419 to float
  %421 = fadd fast float %420, 1.000000e+00
  %422 = fdiv fast float %142, %421
  %423 = fmul fast float %418, %393
  %424 = fadd fast float %422, %423
  %425 = or disjoint i32 %399, 4
  %426 = uitofp nneg i32 %425 to float
  %427 = fadd fast float %426, 1.000000e+00
  %428 = fdiv fast float %142, %427
  %429 = fmul fast float %424, %393
  %430 = fadd fast float %428, %429
  %431 = or disjoint i32 %399, 5
  %432 = uitofp nneg i32 %431 to float
  %433 = fadd fast float %432, 1.000000e+00
  %434 = fdiv fast float %142, %433
  %435 = fmul fast float %430, %393
  %436 = fadd fast float %434, %435
  %437 = or disjoint i32 %399, 6
  %438 = uitofp nneg i32 %437 to float
  %439 = fadd fast float %438, 1.000000e+00
  %440 = fdiv fast float %142, %439
  %441 = fmul fast float %436, %393
  %442 = fadd fast float %440, %441
  %443 = or disjoint i32 %399, 7
  %444 = uitofp nneg i32 %443 to float
  %445 = fadd fast float %444, 1.000000e+00
  %446 = fdiv fast float %142, %445
  %447 = fmul fast float %442, %393
  %448 = fadd fast float %446, %447
  %449 = add nuw nsw i32 %399, 8
  %450 = add i64 %401, 8
  %451 = icmp eq i64 %450, %397
  br i1 %451, label %452, label %398, !llvm.loop !11

452:                                              ; preds = %390, %398
  %453 = phi i32 [ 0, %390 ], [ %449, %398 ]
  %454 = phi float [ 0.000000e+00, %390 ], [ %448, %398 ]
  br label %455

455:                                              ; preds = %455, %452
  %456 = phi i32 [ %453, %452 ], [ %464, %455 ]
  %457 = phi float [ %454, %452 ], [ %463, %455 ]
  %458 = phi i64 [ 0, %452 ], [ %465, %455 ]
  %459 = uitofp nneg i32 %456 to float
  %460 = fadd fast float %459, 1.000000e+00
  %461 = fdiv fast float %142, %460
  %462 = fmul fast float %457, %393
  %463 = fadd fast float %461, %462
  %464 = add nuw nsw i32 %456, 1
  %465 = add i64 %458, 1
  %466 = icmp eq i64 %465, %394
  br i1 %466, label %467, label %455, !llvm.loop !15

467:                                              ; preds = %455
  %468 = fpext float %386 to double
  %469 = fpext float %463 to double
  %470 = fsub fast double %468, %469
  %471 = fdiv fast double %470, %170
  %472 = tail call fast double @llvm.fabs.f64(double %471)
  %473 = tail call fast double @llvm.maxnum.f64(double %472, double 1.000000e+00)
  %474 = fsub fast double %391, %471
  %475 = tail call fast double @llvm.fabs.f64(double %474)
  %476 = fmul fast double %473, 5.000000e-03
  %477 = fcmp fast ole double %475, %476
  %478 = select i1 %477, ptr @.str.10, ptr @.str.11
  %479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %391, double noundef nofpclass(nan inf) %471, ptr noundef nonnull %478)
  br i1 %477, label %483, label %480

480:                                              ; preds = %467
  %481 = load i32, ptr @n_fail, align 4, !tbaa !5
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr @n_fail, align 4, !tbaa !5
  br label %483

483:                                              ; preds = %467, %480
  %484 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_nest, double noundef nofpclass(nan inf) %135, i32 noundef %313) #9
  %485 = fmul fast float %141, 5.000000e-01
  %486 = insertelement <8 x float> poison, float %141, i64 0
  %487 = shufflevector <8 x float> %486, <8 x float> poison, <8 x i32> zeroinitializer
  %488 = insertelement <8 x float> poison, float %485, i64 0
  %489 = shufflevector <8 x float> %488, <8 x float> poison, <8 x i32> zeroinitializer
  %490 = fmul fast <8 x float> %487, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>
  %491 = fmul fast <8 x float> %489, <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>
  %492 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %491)
  %493 = fmul fast <8 x float> %492, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %494 = fmul fast <8 x float> %487, <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>
  %495 = fmul fast <8 x float> %489, <float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01>
  %496 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %495)
  %497 = fmul fast <8 x float> %496, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  br label %498

498:                                              ; preds = %520, %483
  %499 = phi i32 [ 1, %483 ], [ %527, %520 ]
  %500 = phi i32 [ 0, %483 ], [ %502, %520 ]
  %501 = phi float [ 0.000000e+00, %483 ], [ %526, %520 ]
  %502 = add nuw nsw i32 %500, 1
  %503 = uitofp nneg i32 %502 to float
  %504 = add nsw i32 %499, -1
  %505 = insertelement <8 x i32> poison, i32 %504, i64 0
  %506 = shufflevector <8 x i32> %505, <8 x i32> poison, <8 x i32> zeroinitializer
  %507 = insertelement <8 x float> poison, float %503, i64 0
  %508 = shufflevector <8 x float> %507, <8 x float> poison, <8 x i32> zeroinitializer
  %509 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %501, i64 0
  %510 = add nuw i32 %499, 7
  %511 = and i32 %510, -8
  %512 = fdiv fast <8 x float> %490, %508
  %513 = fadd fast <8 x float> %493, %509
  %514 = fadd fast <8 x float> %513, %512
  %515 = icmp eq i32 %511, 8
  br i1 %515, label %520, label %516, !llvm.loop !16

516:                                              ; preds = %498
  %517 = fdiv fast <8 x float> %494, %508
  %518 = fadd fast <8 x float> %497, %514
  %519 = fadd fast <8 x float> %518, %517
  br label %520

520:                                              ; preds = %516, %498
  %521 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %498 ], [ <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %516 ]
  %522 = phi <8 x float> [ %509, %498 ], [ %514, %516 ]
  %523 = phi <8 x float> [ %514, %498 ], [ %519, %516 ]
  %524 = icmp ugt <8 x i32> %521, %506
  %525 = select fast <8 x i1> %524, <8 x float> %522, <8 x float> %523
  %526 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %525)
  %527 = add nuw nsw i32 %499, 1
  %528 = zext nneg i32 %502 to i64
  %529 = icmp eq i64 %312, %528
  br i1 %529, label %530, label %498, !llvm.loop !19

530:                                              ; preds = %520
  %531 = fpext float %484 to double
  %532 = fmul fast float %142, 5.000000e-01
  %533 = insertelement <8 x float> poison, float %142, i64 0
  %534 = shufflevector <8 x float> %533, <8 x float> poison, <8 x i32> zeroinitializer
  %535 = insertelement <8 x float> poison, float %532, i64 0
  %536 = shufflevector <8 x float> %535, <8 x float> poison, <8 x i32> zeroinitializer
  %537 = fmul fast <8 x float> %534, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>
  %538 = fmul fast <8 x float> %536, <float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>
  %539 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %538)
  %540 = fmul fast <8 x float> %539, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %541 = fmul fast <8 x float> %534, <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>
  %542 = fmul fast <8 x float> %536, <float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01>
  %543 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %542)
  %544 = fmul fast <8 x float> %543, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  br label %545

545:                                              ; preds = %567, %530
  %546 = phi i32 [ 1, %530 ], [ %574, %567 ]
  %547 = phi i32 [ 0, %530 ], [ %549, %567 ]
  %548 = phi float [ 0.000000e+00, %530 ], [ %573, %567 ]
  %549 = add nuw nsw i32 %547, 1
  %550 = uitofp nneg i32 %549 to float
  %551 = add nsw i32 %546, -1
  %552 = insertelement <8 x i32> poison, i32 %551, i64 0
  %553 = shufflevector <8 x i32> %552, <8 x i32> poison, <8 x i32> zeroinitializer
  %554 = insertelement <8 x float> poison, float %550, i64 0
  %555 = shufflevector <8 x float> %554, <8 x float> poison, <8 x i32> zeroinitializer
  %556 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %548, i64 0
  %557 = add nuw i32 %546, 7
  %558 = and i32 %557, -8
  %559 = fdiv fast <8 x float> %537, %555
  %560 = fadd fast <8 x float> %540, %556
  %561 = fadd fast <8 x float> %560, %559
  %562 = icmp eq i32 %558, 8
  br i1 %562, label %567, label %563, !llvm.loop !20

563:                                              ; preds = %545
  %564 = fdiv fast <8 x float> %541, %555
  %565 = fadd fast <8 x float> %544, %561
  %566 = fadd fast <8 x float> %565, %564
  br label %567

567:                                              ; preds = %563, %545
  %568 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %545 ], [ <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %563 ]
  %569 = phi <8 x float> [ %556, %545 ], [ %561, %563 ]
  %570 = phi <8 x float> [ %561, %545 ], [ %566, %563 ]
  %571 = icmp ugt <8 x i32> %568, %553
  %572 = select fast <8 x i1> %571, <8 x float> %569, <8 x float> %570
  %573 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %572)
  %574 = add nuw nsw i32 %546, 1
  %575 = zext nneg i32 %549 to i64
  %576 = icmp eq i64 %312, %575
  br i1 %576, label %577, label %545, !llvm.loop !19

577:                                              ; preds = %567
  %578 = fpext float %526 to double
  %579 = fpext float %573 to double
  %580 = fsub fast double %578, %579
  %581 = fdiv fast double %580, %170
  %582 = tail call fast double @llvm.fabs.f64(double %581)
  %583 = tail call fast double @llvm.maxnum.f64(double %582, double 1.000000e+00)
  %584 = fsub fast double %531, %581
  %585 = tail call fast double @llvm.fabs.f64(double %584)
  %586 = fmul fast double %583, 5.000000e-03
  %587 = fcmp fast ole double %585, %586
  %588 = select i1 %587, ptr @.str.10, ptr @.str.11
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %531, double noundef nofpclass(nan inf) %581, ptr noundef nonnull %588)
  br i1 %587, label %593, label %590

590:                                              ; preds = %577
  %591 = load i32, ptr @n_fail, align 4, !tbaa !5
  %592 = add nsw i32 %591, 1
  store i32 %592, ptr @n_fail, align 4, !tbaa !5
  br label %593

593:                                              ; preds = %577, %590
  %594 = add nuw nsw i64 %128, 1
  %595 = icmp eq i64 %594, 6
  br i1 %595, label %121, label %127, !llvm.loop !21
}

declare nofpclass(nan inf) float @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_libm(float noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast float @llvm.sqrt.f32(float %0)
  %3 = fadd fast float %0, 1.000000e+00
  %4 = tail call fast float @llvm.log.f32(float %3)
  %5 = fadd fast float %4, %0
  %6 = fmul fast float %5, %2
  %7 = tail call fast nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf) %0) #10
  %8 = fadd fast float %7, %6
  %9 = tail call fast float @llvm.atan.f32(float %0)
  %10 = tail call fast nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf) %0) #10
  %11 = fmul fast float %10, %9
  %12 = fadd fast float %8, %11
  ret float %12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_mixed(float noundef nofpclass(nan inf) %0) #2 {
  %2 = fpext float %0 to double
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = fmul fast double %2, 3.000000e-01
  %5 = tail call fast double @llvm.exp.f64(double %4)
  %6 = fmul fast double %5, %3
  %7 = fptrunc double %6 to float
  %8 = fmul fast float %0, %0
  %9 = tail call fast nofpclass(nan inf) float @log1pf(float noundef nofpclass(nan inf) %8) #7
  %10 = fmul fast float %9, %0
  %11 = fadd fast float %10, %7
  ret float %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_acc(float noundef nofpclass(nan inf) %0) #3 {
  %2 = fpext float %0 to double
  %3 = fmul fast double %2, 2.000000e+00
  %4 = fmul fast double %2, %2
  %5 = fadd fast double %4, 1.000000e+00
  %6 = fdiv fast double %3, %5
  %7 = fadd fast double %6, %2
  %8 = fmul fast double %2, 3.000000e+00
  %9 = fmul fast double %7, %7
  %10 = fadd fast double %9, 1.000000e+00
  %11 = fdiv fast double %8, %10
  %12 = fadd fast double %11, %7
  %13 = fmul fast double %2, 4.000000e+00
  %14 = fmul fast double %12, %12
  %15 = fadd fast double %14, 1.000000e+00
  %16 = fdiv fast double %13, %15
  %17 = fadd fast double %16, %12
  %18 = fmul fast double %2, 5.000000e+00
  %19 = fmul fast double %17, %17
  %20 = fadd fast double %19, 1.000000e+00
  %21 = fdiv fast double %18, %20
  %22 = fadd fast double %21, %17
  %23 = fmul fast double %2, 6.000000e+00
  %24 = fmul fast double %22, %22
  %25 = fadd fast double %24, 1.000000e+00
  %26 = fdiv fast double %23, %25
  %27 = fadd fast double %26, %22
  %28 = fmul fast double %2, 7.000000e+00
  %29 = fmul fast double %27, %27
  %30 = fadd fast double %29, 1.000000e+00
  %31 = fdiv fast double %28, %30
  %32 = fadd fast double %31, %27
  %33 = fmul fast double %2, 8.000000e+00
  %34 = fmul fast double %32, %32
  %35 = fadd fast double %34, 1.000000e+00
  %36 = fdiv fast double %33, %35
  %37 = fadd fast double %36, %32
  %38 = fmul fast double %2, 9.000000e+00
  %39 = fmul fast double %37, %37
  %40 = fadd fast double %39, 1.000000e+00
  %41 = fdiv fast double %38, %40
  %42 = fadd fast double %41, %37
  %43 = fmul fast double %2, 1.000000e+01
  %44 = fmul fast double %42, %42
  %45 = fadd fast double %44, 1.000000e+00
  %46 = fdiv fast double %43, %45
  %47 = fadd fast double %46, %42
  %48 = fptrunc double %47 to float
  ret float %48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_minmax(float noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast float @llvm.fabs.f32(float %0)
  %3 = tail call fast float @llvm.minnum.f32(float %2, float 2.000000e+00)
  %4 = fmul fast float %0, %0
  %5 = tail call fast float @llvm.maxnum.f32(float %4, float 5.000000e-01)
  %6 = fadd fast float %3, %5
  %7 = tail call fast float @llvm.floor.f32(float %0)
  %8 = fmul fast float %7, %0
  %9 = fadd fast float %6, %8
  %10 = tail call fast float @llvm.copysign.f32(float %4, float %0)
  %11 = fadd fast float %9, %10
  ret float %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @f_dconst(float noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = fpext float %0 to double
  %4 = fmul fast double %3, %1
  %5 = fptrunc double %4 to float
  %6 = tail call fast float @llvm.sin.f32(float %0)
  %7 = fptrunc double %1 to float
  %8 = fmul fast float %6, %7
  %9 = fadd fast float %8, %5
  ret float %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) float @f_loop(float noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = fmul fast float %0, 0x3FA99999A0000000
  %6 = fadd fast float %5, 0x3FECCCCCC0000000
  %7 = and i32 %1, 7
  %8 = icmp ult i32 %1, 8
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i32 %1, 2147483640
  br label %30

11:                                               ; preds = %30, %4
  %12 = phi float [ poison, %4 ], [ %80, %30 ]
  %13 = phi i32 [ 0, %4 ], [ %81, %30 ]
  %14 = phi float [ 0.000000e+00, %4 ], [ %80, %30 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %25, %16 ], [ %13, %11 ]
  %18 = phi float [ %24, %16 ], [ %14, %11 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %11 ]
  %20 = uitofp nneg i32 %17 to float
  %21 = fadd fast float %20, 1.000000e+00
  %22 = fdiv fast float %0, %21
  %23 = fmul fast float %6, %18
  %24 = fadd fast float %22, %23
  %25 = add nuw nsw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !22

28:                                               ; preds = %11, %16, %2
  %29 = phi float [ 0.000000e+00, %2 ], [ %12, %11 ], [ %24, %16 ]
  ret float %29

30:                                               ; preds = %30, %9
  %31 = phi i32 [ 0, %9 ], [ %81, %30 ]
  %32 = phi float [ 0.000000e+00, %9 ], [ %80, %30 ]
  %33 = phi i32 [ 0, %9 ], [ %82, %30 ]
  %34 = uitofp nneg i32 %31 to float
  %35 = fadd fast float %34, 1.000000e+00
  %36 = fdiv fast float %0, %35
  %37 = fmul fast float %6, %32
  %38 = fadd fast float %36, %37
  %39 = or disjoint i32 %31, 1
  %40 = uitofp nneg i32 %39 to float
  %41 = fadd fast float %40, 1.000000e+00
  %42 = fdiv fast float %0, %41
  %43 = fmul fast float %6, %38
  %44 = fadd fast float %42, %43
  %45 = or disjoint i32 %31, 2
  %46 = uitofp nneg i32 %45 to float
  %47 = fadd fast float %46, 1.000000e+00
  %48 = fdiv fast float %0, %47
  %49 = fmul fast float %6, %44
  %50 = fadd fast float %48, %49
  %51 = or disjoint i32 %31, 3
  %52 = uitofp nneg i32 %51 to float
  %53 = fadd fast float %52, 1.000000e+00
  %54 = fdiv fast float %0, %53
  %55 = fmul fast float %6, %50
  %56 = fadd fast float %54, %55
  %57 = or disjoint i32 %31, 4
  %58 = uitofp nneg i32 %57 to float
  %59 = fadd fast float %58, 1.000000e+00
  %60 = fdiv fast float %0, %59
  %61 = fmul fast float %6, %56
  %62 = fadd fast float %60, %61
  %63 = or disjoint i32 %31, 5
  %64 = uitofp nneg i32 %63 to float
  %65 = fadd fast float %64, 1.000000e+00
  %66 = fdiv fast float %0, %65
  %67 = fmul fast float %6, %62
  %68 = fadd fast float %66, %67
  %69 = or disjoint i32 %31, 6
  %70 = uitofp nneg i32 %69 to float
  %71 = fadd fast float %70, 1.000000e+00
  %72 = fdiv fast float %0, %71
  %73 = fmul fast float %6, %68
  %74 = fadd fast float %72, %73
  %75 = or disjoint i32 %31, 7
  %76 = uitofp nneg i32 %75 to float
  %77 = fadd fast float %76, 1.000000e+00
  %78 = fdiv fast float %0, %77
  %79 = fmul fast float %6, %74
  %80 = fadd fast float %78, %79
  %81 = add nuw nsw i32 %31, 8
  %82 = add i32 %33, 8
  %83 = icmp eq i32 %82, %10
  br i1 %83, label %11, label %30, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) float @f_nest(float noundef nofpclass(nan inf) %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %89

4:                                                ; preds = %2
  %5 = fmul fast float %0, 5.000000e-01
  %6 = insertelement <8 x float> poison, float %0, i64 0
  %7 = shufflevector <8 x float> %6, <8 x float> poison, <8 x i32> zeroinitializer
  %8 = insertelement <8 x float> poison, float %5, i64 0
  %9 = shufflevector <8 x float> %8, <8 x float> poison, <8 x i32> zeroinitializer
  br label %10

10:                                               ; preds = %4, %91
  %11 = phi i32 [ 1, %4 ], [ %93, %91 ]
  %12 = phi i32 [ 0, %4 ], [ %14, %91 ]
  %13 = phi float [ 0.000000e+00, %4 ], [ %92, %91 ]
  %14 = add nuw nsw i32 %12, 1
  %15 = uitofp nneg i32 %14 to float
  %16 = icmp ult i32 %11, 32
  br i1 %16, label %17, label %21

17:                                               ; preds = %83, %10
  %18 = phi i32 [ 0, %10 ], [ %22, %83 ]
  %19 = phi float [ %13, %10 ], [ %87, %83 ]
  %20 = fdiv fast float 1.000000e+00, %15
  br label %95

21:                                               ; preds = %10
  %22 = and i32 %11, -32
  %23 = insertelement <8 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float %13, i64 0
  %24 = insertelement <8 x float> poison, float %15, i64 0
  %25 = shufflevector <8 x float> %24, <8 x float> poison, <8 x i32> zeroinitializer
  %26 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  %27 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  %28 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  %29 = fdiv fast <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %25
  br label %30

30:                                               ; preds = %30, %21
  %31 = phi i32 [ 0, %21 ], [ %80, %30 ]
  %32 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %21 ], [ %81, %30 ]
  %33 = phi <8 x float> [ %23, %21 ], [ %76, %30 ]
  %34 = phi <8 x float> [ zeroinitializer, %21 ], [ %77, %30 ]
  %35 = phi <8 x float> [ zeroinitializer, %21 ], [ %78, %30 ]
  %36 = phi <8 x float> [ zeroinitializer, %21 ], [ %79, %30 ]
  %37 = add <8 x i32> %32, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %38 = add <8 x i32> %32, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %39 = add <8 x i32> %32, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %40 = add nuw nsw <8 x i32> %32, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %41 = add <8 x i32> %32, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %42 = add <8 x i32> %32, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %43 = add <8 x i32> %32, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  %44 = uitofp <8 x i32> %40 to <8 x float>
  %45 = uitofp <8 x i32> %41 to <8 x float>
  %46 = uitofp <8 x i32> %42 to <8 x float>
  %47 = uitofp <8 x i32> %43 to <8 x float>
  %48 = fmul fast <8 x float> %7, %44
  %49 = fmul fast <8 x float> %7, %45
  %50 = fmul fast <8 x float> %7, %46
  %51 = fmul fast <8 x float> %7, %47
  %52 = fmul fast <8 x float> %48, %26
  %53 = fmul fast <8 x float> %49, %27
  %54 = fmul fast <8 x float> %50, %28
  %55 = fmul fast <8 x float> %51, %29
  %56 = uitofp <8 x i32> %32 to <8 x float>
  %57 = uitofp <8 x i32> %37 to <8 x float>
  %58 = uitofp <8 x i32> %38 to <8 x float>
  %59 = uitofp <8 x i32> %39 to <8 x float>
  %60 = fmul fast <8 x float> %9, %56
  %61 = fmul fast <8 x float> %9, %57
  %62 = fmul fast <8 x float> %9, %58
  %63 = fmul fast <8 x float> %9, %59
  %64 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %60)
  %65 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %61)
  %66 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %62)
  %67 = tail call fast <8 x float> @llvm.sin.v8f32(<8 x float> %63)
  %68 = fmul fast <8 x float> %64, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %69 = fmul fast <8 x float> %65, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %70 = fmul fast <8 x float> %66, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %71 = fmul fast <8 x float> %67, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %72 = fadd fast <8 x float> %68, %33
  %73 = fadd fast <8 x float> %69, %34
  %74 = fadd fast <8 x float> %70, %35
  %75 = fadd fast <8 x float> %71, %36
  %76 = fadd fast <8 x float> %72, %52
  %77 = fadd fast <8 x float> %73, %53
  %78 = fadd fast <8 x float> %74, %54
  %79 = fadd fast <8 x float> %75, %55
  %80 = add nuw i32 %31, 32
  %81 = add <8 x i32> %32, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %82 = icmp eq i32 %80, %22
  br i1 %82, label %83, label %30, !llvm.loop !23

83:                                               ; preds = %30
  %84 = fadd fast <8 x float> %77, %76
  %85 = fadd fast <8 x float> %78, %84
  %86 = fadd fast <8 x float> %79, %85
  %87 = tail call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %86)
  %88 = icmp eq i32 %11, %22
  br i1 %88, label %91, label %17

89:                                               ; preds = %91, %2
  %90 = phi float [ 0.000000e+00, %2 ], [ %92, %91 ]
  ret float %90

91:                                               ; preds = %95, %83
  %92 = phi float [ %87, %83 ], [ %107, %95 ]
  %93 = add nuw i32 %11, 1
  %94 = icmp eq i32 %14, %1
  br i1 %94, label %89, label %10, !llvm.loop !19

95:                                               ; preds = %17, %95
  %96 = phi i32 [ %98, %95 ], [ %18, %17 ]
  %97 = phi float [ %107, %95 ], [ %19, %17 ]
  %98 = add nuw nsw i32 %96, 1
  %99 = uitofp nneg i32 %98 to float
  %100 = fmul fast float %99, %0
  %101 = fmul fast float %100, %20
  %102 = uitofp nneg i32 %96 to float
  %103 = fmul fast float %5, %102
  %104 = tail call fast float @llvm.sin.f32(float %103)
  %105 = fmul fast float %104, 0x3FB99999A0000000
  %106 = fadd fast float %105, %97
  %107 = fadd fast float %106, %101
  %108 = icmp eq i32 %98, %11
  br i1 %108, label %91, label %95, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @cbrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.atan.f32(float) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @erff(float noundef nofpclass(nan inf)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

declare float @log1pf(float) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sin.v8f32(<8 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.minnum.v2f32(<2 x float>, <2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.copysign.v2f32(<2 x float>, <2 x float>) #8

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !17, !18}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !12, !17, !18}
!24 = distinct !{!24, !12, !18, !17}
