; ModuleID = 'newton.c'
source_filename = "newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.as = internal unnamed_addr constant [5 x double] [double 2.500000e-01, double 9.000000e-01, double 2.000000e+00, double 7.500000e+00, double 1.230000e+02], align 16
@.str = private unnamed_addr constant [12 x i8] c"newton_sqrt\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"newton_sqrt.exact\00", align 1
@main.bs = internal unnamed_addr constant [4 x double] [double 2.000000e-01, double 5.000000e-01, double 8.000000e-01, double 0x3FEE666666666666], align 16
@.str.2 = private unnamed_addr constant [10 x i8] c"fixed_cos\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"fixed_cos.exact\00", align 1
@main.ps = internal unnamed_addr constant [4 x double] [double 1.000000e-01, double 1.000000e+00, double 3.000000e+00, double 1.000000e+01], align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"cubic_root\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"cubic_root.exact\00", align 1
@main.cs = internal unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.000000e+00, double 1.400000e+00], align 16
@.str.6 = private unnamed_addr constant [11 x i8] c"newton_cos\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"newton\00", align 1
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
  br label %15

15:                                               ; preds = %0, %111
  %16 = phi i64 [ 0, %0 ], [ %112, %111 ]
  %17 = getelementptr inbounds [5 x double], ptr @main.as, i64 0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef %18) #9
  %20 = tail call double @llvm.fabs.f64(double %18)
  %21 = fcmp ogt double %20, 1.000000e+00
  %22 = select i1 %21, double %20, double 1.000000e+00
  %23 = fmul double %22, 0x3EB0C6F7A0B5ED8D
  %24 = fadd double %18, %23
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fneg double %24
  br label %28

28:                                               ; preds = %28, %15
  %29 = phi double [ %26, %15 ], [ %34, %28 ]
  %30 = phi i32 [ 0, %15 ], [ %35, %28 ]
  %31 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %27)
  %32 = fmul double %29, 2.000000e+00
  %33 = fdiv double %31, %32
  %34 = fsub double %29, %33
  %35 = add nuw nsw i32 %30, 1
  %36 = tail call double @llvm.fabs.f64(double %33)
  %37 = fmul double %34, 1.000000e-15
  %38 = fcmp ogt double %36, %37
  %39 = icmp ult i32 %30, 99
  %40 = select i1 %38, i1 %39, i1 false
  br i1 %40, label %28, label %41, !llvm.loop !9

41:                                               ; preds = %28
  %42 = fsub double %18, %23
  %43 = fcmp ogt double %42, 1.000000e+00
  %44 = select i1 %43, double %42, double 1.000000e+00
  %45 = fneg double %42
  br label %46

46:                                               ; preds = %46, %41
  %47 = phi double [ %44, %41 ], [ %52, %46 ]
  %48 = phi i32 [ 0, %41 ], [ %53, %46 ]
  %49 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %45)
  %50 = fmul double %47, 2.000000e+00
  %51 = fdiv double %49, %50
  %52 = fsub double %47, %51
  %53 = add nuw nsw i32 %48, 1
  %54 = tail call double @llvm.fabs.f64(double %51)
  %55 = fmul double %52, 1.000000e-15
  %56 = fcmp ogt double %54, %55
  %57 = icmp ult i32 %48, 99
  %58 = select i1 %56, i1 %57, i1 false
  br i1 %58, label %46, label %59, !llvm.loop !9

59:                                               ; preds = %46
  %60 = fsub double %34, %52
  %61 = fsub double %24, %42
  %62 = fdiv double %60, %61
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ogt double %63, 1.000000e+00
  %65 = select i1 %64, double %63, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %19, ptr %14, align 8, !tbaa !5
  %66 = load volatile double, ptr %14, align 8, !tbaa !5
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %68, label %80, label %69

69:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %62, ptr %13, align 8, !tbaa !5
  %70 = load volatile double, ptr %13, align 8, !tbaa !5
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %72, label %80, label %73

73:                                               ; preds = %69
  %74 = fsub double %19, %62
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fmul double %65, 0x3EB0C6F7A0B5ED8D
  %77 = fcmp ole double %75, %76
  %78 = select i1 %77, ptr @.str.10, ptr @.str.11
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %18, double noundef %19, double noundef %62, ptr noundef nonnull %78)
  br i1 %77, label %85, label %82

80:                                               ; preds = %69, %59
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %18, double noundef %19, double noundef %62, ptr noundef nonnull @.str.11)
  br label %82

82:                                               ; preds = %80, %73
  %83 = load i32, ptr @n_fail, align 4, !tbaa !11
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @n_fail, align 4, !tbaa !11
  br label %85

85:                                               ; preds = %73, %82
  %86 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef %18) #9
  %87 = tail call double @sqrt(double noundef %18) #9
  %88 = fdiv double 5.000000e-01, %87
  %89 = tail call double @llvm.fabs.f64(double %88)
  %90 = fcmp ogt double %89, 1.000000e+00
  %91 = select i1 %90, double %89, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %86, ptr %12, align 8, !tbaa !5
  %92 = load volatile double, ptr %12, align 8, !tbaa !5
  %93 = tail call double @llvm.fabs.f64(double %92)
  %94 = fcmp ueq double %93, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %94, label %106, label %95

95:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %88, ptr %11, align 8, !tbaa !5
  %96 = load volatile double, ptr %11, align 8, !tbaa !5
  %97 = tail call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %98, label %106, label %99

99:                                               ; preds = %95
  %100 = fsub double %86, %88
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ole double %101, %102
  %104 = select i1 %103, ptr @.str.10, ptr @.str.11
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %18, double noundef %86, double noundef %88, ptr noundef nonnull %104)
  br i1 %103, label %111, label %108

106:                                              ; preds = %95, %85
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %18, double noundef %86, double noundef %88, ptr noundef nonnull @.str.11)
  br label %108

108:                                              ; preds = %106, %99
  %109 = load i32, ptr @n_fail, align 4, !tbaa !11
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @n_fail, align 4, !tbaa !11
  br label %111

111:                                              ; preds = %99, %108
  %112 = add nuw nsw i64 %16, 1
  %113 = icmp eq i64 %112, 5
  br i1 %113, label %114, label %15, !llvm.loop !13

114:                                              ; preds = %111, %217
  %115 = phi i64 [ %218, %217 ], [ 0, %111 ]
  %116 = getelementptr inbounds [4 x double], ptr @main.bs, i64 0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !5
  br label %118

118:                                              ; preds = %118, %114
  %119 = phi double [ 1.000000e+00, %114 ], [ %122, %118 ]
  %120 = phi i32 [ 0, %114 ], [ %124, %118 ]
  %121 = fmul double %117, %119
  %122 = tail call double @cos(double noundef %121) #9
  %123 = fsub double %122, %119
  %124 = add nuw nsw i32 %120, 1
  %125 = tail call double @llvm.fabs.f64(double %123)
  %126 = fcmp ogt double %125, 1.000000e-15
  %127 = icmp ult i32 %120, 499
  %128 = select i1 %126, i1 %127, i1 false
  br i1 %128, label %118, label %129, !llvm.loop !14

129:                                              ; preds = %118
  %130 = fmul double %117, %122
  %131 = tail call double @sin(double noundef %130) #9
  %132 = tail call double @sin(double noundef %130) #9
  %133 = tail call double @llvm.fmuladd.f64(double %117, double %132, double 1.000000e+00)
  %134 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef %117) #9
  %135 = tail call double @llvm.fabs.f64(double %117)
  %136 = fcmp ogt double %135, 1.000000e+00
  %137 = select i1 %136, double %135, double 1.000000e+00
  %138 = fmul double %137, 0x3EB0C6F7A0B5ED8D
  %139 = fadd double %117, %138
  br label %140

140:                                              ; preds = %140, %129
  %141 = phi double [ 1.000000e+00, %129 ], [ %144, %140 ]
  %142 = phi i32 [ 0, %129 ], [ %146, %140 ]
  %143 = fmul double %139, %141
  %144 = tail call double @cos(double noundef %143) #9
  %145 = fsub double %144, %141
  %146 = add nuw nsw i32 %142, 1
  %147 = tail call double @llvm.fabs.f64(double %145)
  %148 = fcmp ogt double %147, 1.000000e-15
  %149 = icmp ult i32 %142, 499
  %150 = select i1 %148, i1 %149, i1 false
  br i1 %150, label %140, label %151, !llvm.loop !14

151:                                              ; preds = %140
  %152 = fneg double %122
  %153 = fmul double %131, %152
  %154 = fsub double %117, %138
  br label %155

155:                                              ; preds = %151, %155
  %156 = phi double [ %159, %155 ], [ 1.000000e+00, %151 ]
  %157 = phi i32 [ %161, %155 ], [ 0, %151 ]
  %158 = fmul double %154, %156
  %159 = tail call double @cos(double noundef %158) #9
  %160 = fsub double %159, %156
  %161 = add nuw nsw i32 %157, 1
  %162 = tail call double @llvm.fabs.f64(double %160)
  %163 = fcmp ogt double %162, 1.000000e-15
  %164 = icmp ult i32 %157, 499
  %165 = select i1 %163, i1 %164, i1 false
  br i1 %165, label %155, label %166, !llvm.loop !14

166:                                              ; preds = %155
  %167 = fdiv double %153, %133
  %168 = fsub double %144, %159
  %169 = fsub double %139, %154
  %170 = fdiv double %168, %169
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ogt double %171, 1.000000e+00
  %173 = select i1 %172, double %171, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %134, ptr %10, align 8, !tbaa !5
  %174 = load volatile double, ptr %10, align 8, !tbaa !5
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %176, label %188, label %177

177:                                              ; preds = %166
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %170, ptr %9, align 8, !tbaa !5
  %178 = load volatile double, ptr %9, align 8, !tbaa !5
  %179 = tail call double @llvm.fabs.f64(double %178)
  %180 = fcmp ueq double %179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %180, label %188, label %181

181:                                              ; preds = %177
  %182 = fsub double %134, %170
  %183 = tail call double @llvm.fabs.f64(double %182)
  %184 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %185 = fcmp ole double %183, %184
  %186 = select i1 %185, ptr @.str.10, ptr @.str.11
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %117, double noundef %134, double noundef %170, ptr noundef nonnull %186)
  br i1 %185, label %193, label %190

188:                                              ; preds = %177, %166
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %117, double noundef %134, double noundef %170, ptr noundef nonnull @.str.11)
  br label %190

190:                                              ; preds = %188, %181
  %191 = load i32, ptr @n_fail, align 4, !tbaa !11
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr @n_fail, align 4, !tbaa !11
  br label %193

193:                                              ; preds = %181, %190
  %194 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fixed_cos, double noundef %117) #9
  %195 = tail call double @llvm.fabs.f64(double %167)
  %196 = fcmp ogt double %195, 1.000000e+00
  %197 = select i1 %196, double %195, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %194, ptr %8, align 8, !tbaa !5
  %198 = load volatile double, ptr %8, align 8, !tbaa !5
  %199 = tail call double @llvm.fabs.f64(double %198)
  %200 = fcmp ueq double %199, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %200, label %212, label %201

201:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %167, ptr %7, align 8, !tbaa !5
  %202 = load volatile double, ptr %7, align 8, !tbaa !5
  %203 = tail call double @llvm.fabs.f64(double %202)
  %204 = fcmp ueq double %203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %204, label %212, label %205

205:                                              ; preds = %201
  %206 = fsub double %194, %167
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = fmul double %197, 0x3EB0C6F7A0B5ED8D
  %209 = fcmp ole double %207, %208
  %210 = select i1 %209, ptr @.str.10, ptr @.str.11
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %117, double noundef %194, double noundef %167, ptr noundef nonnull %210)
  br i1 %209, label %217, label %214

212:                                              ; preds = %201, %193
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %117, double noundef %194, double noundef %167, ptr noundef nonnull @.str.11)
  br label %214

214:                                              ; preds = %212, %205
  %215 = load i32, ptr @n_fail, align 4, !tbaa !11
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr @n_fail, align 4, !tbaa !11
  br label %217

217:                                              ; preds = %205, %214
  %218 = add nuw nsw i64 %115, 1
  %219 = icmp eq i64 %218, 4
  br i1 %219, label %220, label %114, !llvm.loop !15

220:                                              ; preds = %217, %335
  %221 = phi i64 [ %336, %335 ], [ 0, %217 ]
  %222 = getelementptr inbounds [4 x double], ptr @main.ps, i64 0, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !5
  br label %224

224:                                              ; preds = %224, %220
  %225 = phi double [ 1.000000e+00, %220 ], [ %234, %224 ]
  %226 = phi i32 [ 0, %220 ], [ %237, %224 ]
  %227 = fmul double %225, %225
  %228 = fmul double %223, %225
  %229 = tail call double @llvm.fmuladd.f64(double %227, double %225, double %228)
  %230 = fadd double %229, -1.000000e+00
  %231 = fmul double %225, 3.000000e+00
  %232 = tail call double @llvm.fmuladd.f64(double %231, double %225, double %223)
  %233 = fdiv double %230, %232
  %234 = fsub double %225, %233
  %235 = tail call double @llvm.fabs.f64(double %233)
  %236 = fcmp olt double %235, 1.000000e-15
  %237 = add nuw nsw i32 %226, 1
  %238 = icmp eq i32 %237, 100
  %239 = select i1 %236, i1 true, i1 %238
  br i1 %239, label %240, label %224, !llvm.loop !16

240:                                              ; preds = %224
  %241 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef %223) #9
  %242 = tail call double @llvm.fabs.f64(double %223)
  %243 = fcmp ogt double %242, 1.000000e+00
  %244 = select i1 %243, double %242, double 1.000000e+00
  %245 = fmul double %244, 0x3EB0C6F7A0B5ED8D
  %246 = fadd double %223, %245
  br label %247

247:                                              ; preds = %247, %240
  %248 = phi double [ 1.000000e+00, %240 ], [ %257, %247 ]
  %249 = phi i32 [ 0, %240 ], [ %260, %247 ]
  %250 = fmul double %248, %248
  %251 = fmul double %246, %248
  %252 = tail call double @llvm.fmuladd.f64(double %250, double %248, double %251)
  %253 = fadd double %252, -1.000000e+00
  %254 = fmul double %248, 3.000000e+00
  %255 = tail call double @llvm.fmuladd.f64(double %254, double %248, double %246)
  %256 = fdiv double %253, %255
  %257 = fsub double %248, %256
  %258 = tail call double @llvm.fabs.f64(double %256)
  %259 = fcmp olt double %258, 1.000000e-15
  %260 = add nuw nsw i32 %249, 1
  %261 = icmp eq i32 %260, 100
  %262 = select i1 %259, i1 true, i1 %261
  br i1 %262, label %263, label %247, !llvm.loop !16

263:                                              ; preds = %247
  %264 = fsub double %223, %245
  br label %265

265:                                              ; preds = %263, %265
  %266 = phi double [ %275, %265 ], [ 1.000000e+00, %263 ]
  %267 = phi i32 [ %278, %265 ], [ 0, %263 ]
  %268 = fmul double %266, %266
  %269 = fmul double %264, %266
  %270 = tail call double @llvm.fmuladd.f64(double %268, double %266, double %269)
  %271 = fadd double %270, -1.000000e+00
  %272 = fmul double %266, 3.000000e+00
  %273 = tail call double @llvm.fmuladd.f64(double %272, double %266, double %264)
  %274 = fdiv double %271, %273
  %275 = fsub double %266, %274
  %276 = tail call double @llvm.fabs.f64(double %274)
  %277 = fcmp olt double %276, 1.000000e-15
  %278 = add nuw nsw i32 %267, 1
  %279 = icmp eq i32 %278, 100
  %280 = select i1 %277, i1 true, i1 %279
  br i1 %280, label %281, label %265, !llvm.loop !16

281:                                              ; preds = %265
  %282 = fsub double %257, %275
  %283 = fsub double %246, %264
  %284 = fdiv double %282, %283
  %285 = tail call double @llvm.fabs.f64(double %284)
  %286 = fcmp ogt double %285, 1.000000e+00
  %287 = select i1 %286, double %285, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %241, ptr %6, align 8, !tbaa !5
  %288 = load volatile double, ptr %6, align 8, !tbaa !5
  %289 = tail call double @llvm.fabs.f64(double %288)
  %290 = fcmp ueq double %289, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %290, label %302, label %291

291:                                              ; preds = %281
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %284, ptr %5, align 8, !tbaa !5
  %292 = load volatile double, ptr %5, align 8, !tbaa !5
  %293 = tail call double @llvm.fabs.f64(double %292)
  %294 = fcmp ueq double %293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %294, label %302, label %295

295:                                              ; preds = %291
  %296 = fsub double %241, %284
  %297 = tail call double @llvm.fabs.f64(double %296)
  %298 = fmul double %287, 0x3EB0C6F7A0B5ED8D
  %299 = fcmp ole double %297, %298
  %300 = select i1 %299, ptr @.str.10, ptr @.str.11
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %223, double noundef %241, double noundef %284, ptr noundef nonnull %300)
  br i1 %299, label %307, label %304

302:                                              ; preds = %291, %281
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %223, double noundef %241, double noundef %284, ptr noundef nonnull @.str.11)
  br label %304

304:                                              ; preds = %302, %295
  %305 = load i32, ptr @n_fail, align 4, !tbaa !11
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr @n_fail, align 4, !tbaa !11
  br label %307

307:                                              ; preds = %295, %304
  %308 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cubic_root, double noundef %223) #9
  %309 = fneg double %234
  %310 = fmul double %234, 3.000000e+00
  %311 = tail call double @llvm.fmuladd.f64(double %310, double %234, double %223)
  %312 = fdiv double %309, %311
  %313 = tail call double @llvm.fabs.f64(double %312)
  %314 = fcmp ogt double %313, 1.000000e+00
  %315 = select i1 %314, double %313, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %308, ptr %4, align 8, !tbaa !5
  %316 = load volatile double, ptr %4, align 8, !tbaa !5
  %317 = tail call double @llvm.fabs.f64(double %316)
  %318 = fcmp ueq double %317, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %318, label %330, label %319

319:                                              ; preds = %307
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %312, ptr %3, align 8, !tbaa !5
  %320 = load volatile double, ptr %3, align 8, !tbaa !5
  %321 = tail call double @llvm.fabs.f64(double %320)
  %322 = fcmp ueq double %321, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %322, label %330, label %323

323:                                              ; preds = %319
  %324 = fsub double %308, %312
  %325 = tail call double @llvm.fabs.f64(double %324)
  %326 = fmul double %315, 0x3EB0C6F7A0B5ED8D
  %327 = fcmp ole double %325, %326
  %328 = select i1 %327, ptr @.str.10, ptr @.str.11
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %223, double noundef %308, double noundef %312, ptr noundef nonnull %328)
  br i1 %327, label %335, label %332

330:                                              ; preds = %319, %307
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %223, double noundef %308, double noundef %312, ptr noundef nonnull @.str.11)
  br label %332

332:                                              ; preds = %330, %323
  %333 = load i32, ptr @n_fail, align 4, !tbaa !11
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr @n_fail, align 4, !tbaa !11
  br label %335

335:                                              ; preds = %323, %332
  %336 = add nuw nsw i64 %221, 1
  %337 = icmp eq i64 %336, 4
  br i1 %337, label %344, label %220, !llvm.loop !17

338:                                              ; preds = %419
  %339 = load i32, ptr @n_fail, align 4, !tbaa !11
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %339)
  %341 = load i32, ptr @n_fail, align 4, !tbaa !11
  %342 = icmp ne i32 %341, 0
  %343 = zext i1 %342 to i32
  ret i32 %343

344:                                              ; preds = %335, %419
  %345 = phi i64 [ %420, %419 ], [ 0, %335 ]
  %346 = getelementptr inbounds [3 x double], ptr @main.cs, i64 0, i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !5
  %348 = trunc nuw nsw i64 %345 to i32
  %349 = uitofp nneg i32 %348 to double
  %350 = tail call double @llvm.fmuladd.f64(double %349, double -1.000000e-01, double 1.000000e+00)
  %351 = tail call double @llvm.fabs.f64(double %347)
  %352 = fcmp ogt double %351, 1.000000e+00
  %353 = select i1 %352, double %351, double 1.000000e+00
  %354 = fmul double %353, 0x3EB0C6F7A0B5ED8D
  %355 = fadd double %347, %354
  br label %356

356:                                              ; preds = %356, %344
  %357 = phi double [ 5.000000e-01, %344 ], [ %365, %356 ]
  %358 = fmul double %355, %357
  %359 = tail call double @cos(double noundef %358) #9
  %360 = fsub double %357, %359
  %361 = tail call double @sin(double noundef %358) #9
  %362 = tail call double @llvm.fmuladd.f64(double %355, double %361, double 1.000000e+00)
  %363 = fmul double %350, %360
  %364 = fdiv double %363, %362
  %365 = fsub double %357, %364
  %366 = tail call double @llvm.fabs.f64(double %364)
  %367 = fcmp ogt double %366, 0x3D06849B86A12B9B
  br i1 %367, label %356, label %368, !llvm.loop !18

368:                                              ; preds = %356
  %369 = tail call double @sin(double noundef %365) #9
  %370 = fsub double %347, %354
  br label %371

371:                                              ; preds = %371, %368
  %372 = phi double [ 5.000000e-01, %368 ], [ %380, %371 ]
  %373 = fmul double %370, %372
  %374 = tail call double @cos(double noundef %373) #9
  %375 = fsub double %372, %374
  %376 = tail call double @sin(double noundef %373) #9
  %377 = tail call double @llvm.fmuladd.f64(double %370, double %376, double 1.000000e+00)
  %378 = fmul double %350, %375
  %379 = fdiv double %378, %377
  %380 = fsub double %372, %379
  %381 = tail call double @llvm.fabs.f64(double %379)
  %382 = fcmp ogt double %381, 0x3D06849B86A12B9B
  br i1 %382, label %371, label %383, !llvm.loop !18

383:                                              ; preds = %371
  %384 = tail call double @sin(double noundef %380) #9
  %385 = insertelement <2 x double> poison, double %365, i64 0
  %386 = insertelement <2 x double> %385, double %380, i64 1
  %387 = insertelement <2 x double> poison, double %369, i64 0
  %388 = insertelement <2 x double> %387, double %384, i64 1
  %389 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %386, <2 x double> %386, <2 x double> %388)
  %390 = shufflevector <2 x double> %389, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %391 = fsub <2 x double> %389, %390
  %392 = extractelement <2 x double> %391, i64 0
  %393 = fmul double %354, 2.000000e+00
  %394 = fdiv double %392, %393
  %395 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %396 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cos, double noundef %347, i32 noundef %395, double noundef %350) #9
  %397 = tail call double @llvm.fabs.f64(double %394)
  %398 = fcmp ogt double %397, 1.000000e+00
  %399 = select i1 %398, double %397, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %396, ptr %2, align 8, !tbaa !5
  %400 = load volatile double, ptr %2, align 8, !tbaa !5
  %401 = tail call double @llvm.fabs.f64(double %400)
  %402 = fcmp ueq double %401, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %402, label %414, label %403

403:                                              ; preds = %383
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %394, ptr %1, align 8, !tbaa !5
  %404 = load volatile double, ptr %1, align 8, !tbaa !5
  %405 = tail call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %406, label %414, label %407

407:                                              ; preds = %403
  %408 = fsub double %396, %394
  %409 = tail call double @llvm.fabs.f64(double %408)
  %410 = fmul double %399, 0x3EB0C6F7A0B5ED8D
  %411 = fcmp ole double %409, %410
  %412 = select i1 %411, ptr @.str.10, ptr @.str.11
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %347, double noundef %396, double noundef %394, ptr noundef nonnull %412)
  br i1 %411, label %419, label %416

414:                                              ; preds = %403, %383
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef %347, double noundef %396, double noundef %394, ptr noundef nonnull @.str.11)
  br label %416

416:                                              ; preds = %414, %407
  %417 = load i32, ptr @n_fail, align 4, !tbaa !11
  %418 = add nsw i32 %417, 1
  store i32 %418, ptr @n_fail, align 4, !tbaa !11
  br label %419

419:                                              ; preds = %407, %416
  %420 = add nuw nsw i64 %345, 1
  %421 = icmp eq i64 %420, 3
  br i1 %421, label %338, label %344, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_sqrt(double noundef %0) #3 {
  %2 = fcmp ogt double %0, 1.000000e+00
  %3 = select i1 %2, double %0, double 1.000000e+00
  %4 = fneg double %0
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi double [ %3, %1 ], [ %11, %5 ]
  %7 = phi i32 [ 0, %1 ], [ %12, %5 ]
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %6, double %4)
  %9 = fmul double %6, 2.000000e+00
  %10 = fdiv double %8, %9
  %11 = fsub double %6, %10
  %12 = add nuw nsw i32 %7, 1
  %13 = tail call double @llvm.fabs.f64(double %10)
  %14 = fmul double %11, 1.000000e-15
  %15 = fcmp ogt double %13, %14
  %16 = icmp ult i32 %7, 99
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %5, label %18, !llvm.loop !9

18:                                               ; preds = %5
  ret double %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @fixed_cos(double noundef %0) #5 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi double [ 1.000000e+00, %1 ], [ %6, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %8, %2 ]
  %5 = fmul double %3, %0
  %6 = tail call double @cos(double noundef %5) #9
  %7 = fsub double %6, %3
  %8 = add nuw nsw i32 %4, 1
  %9 = tail call double @llvm.fabs.f64(double %7)
  %10 = fcmp ogt double %9, 1.000000e-15
  %11 = icmp ult i32 %4, 499
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %2, label %13, !llvm.loop !14

13:                                               ; preds = %2
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @cubic_root(double noundef %0) #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi double [ 1.000000e+00, %1 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %15, %2 ]
  %5 = fmul double %3, %3
  %6 = fmul double %3, %0
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %3, double %6)
  %8 = fadd double %7, -1.000000e+00
  %9 = fmul double %3, 3.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %3, double %0)
  %11 = fdiv double %8, %10
  %12 = fsub double %3, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp olt double %13, 1.000000e-15
  %15 = add nuw nsw i32 %4, 1
  %16 = icmp eq i32 %15, 100
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %18, label %2, !llvm.loop !16

18:                                               ; preds = %2
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @newton_cos(double noundef %0, double noundef %1) #5 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi double [ 5.000000e-01, %2 ], [ %12, %3 ]
  %5 = fmul double %4, %0
  %6 = tail call double @cos(double noundef %5) #9
  %7 = fsub double %4, %6
  %8 = tail call double @sin(double noundef %5) #9
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %8, double 1.000000e+00)
  %10 = fmul double %7, %1
  %11 = fdiv double %10, %9
  %12 = fsub double %4, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp ogt double %13, 0x3D06849B86A12B9B
  br i1 %14, label %3, label %15, !llvm.loop !18

15:                                               ; preds = %3
  %16 = tail call double @sin(double noundef %12) #9
  %17 = tail call double @llvm.fmuladd.f64(double %12, double %12, double %16)
  ret double %17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
