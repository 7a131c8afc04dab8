; ModuleID = 'atomicglobal.c'
source_filename = "atomicglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f.fwd\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"f.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"atomicglobal\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@acc = internal global double 0.000000e+00, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [6 x double], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #14
  %10 = load i64, ptr @rng_state, align 8, !tbaa !5
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <4 x i64> poison, i64 %12, i64 0
  %20 = insertelement <4 x i64> %19, i64 %14, i64 1
  %21 = insertelement <4 x i64> %20, i64 %16, i64 2
  %22 = insertelement <4 x i64> %21, i64 %18, i64 3
  %23 = lshr <4 x i64> %22, <i64 10, i64 10, i64 10, i64 10>
  %24 = and <4 x i64> %23, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %25 = uitofp nneg <4 x i64> %24 to <4 x double>
  %26 = fmul fast <4 x double> %25, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %27 = fadd fast <4 x double> %26, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %27, ptr %7, align 16, !tbaa !9
  %28 = mul i64 %18, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %7, i64 32
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 10, i64 10>
  %36 = and <2 x i64> %35, <i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <2 x i64> %36 to <2 x double>
  %38 = fmul fast <2 x double> %37, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %39 = fadd fast <2 x double> %38, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %39, ptr %29, align 16, !tbaa !9
  %40 = mul i64 %32, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = insertelement <4 x i64> poison, i64 %41, i64 0
  %49 = insertelement <4 x i64> %48, i64 %43, i64 1
  %50 = insertelement <4 x i64> %49, i64 %45, i64 2
  %51 = insertelement <4 x i64> %50, i64 %47, i64 3
  %52 = lshr <4 x i64> %51, <i64 10, i64 10, i64 10, i64 10>
  %53 = and <4 x i64> %52, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <4 x i64> %53 to <4 x double>
  %55 = fmul fast <4 x double> %54, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %56 = fadd fast <4 x double> %55, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %56, ptr %9, align 16, !tbaa !9
  %57 = mul i64 %47, 6364136223846793005
  %58 = getelementptr inbounds i8, ptr %9, i64 32
  %59 = add i64 %57, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <2 x i64> poison, i64 %59, i64 0
  %63 = insertelement <2 x i64> %62, i64 %61, i64 1
  %64 = lshr <2 x i64> %63, <i64 10, i64 10>
  %65 = and <2 x i64> %64, <i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <2 x i64> %65 to <2 x double>
  %67 = fmul fast <2 x double> %66, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %68 = fadd fast <2 x double> %67, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %68, ptr %58, align 16, !tbaa !9
  store i64 %61, ptr @rng_state, align 8, !tbaa !5
  br label %75

69:                                               ; preds = %280
  %70 = load i32, ptr @n_fail, align 4, !tbaa !11
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %70)
  %72 = load i32, ptr @n_fail, align 4, !tbaa !11
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #14
  ret i32 %74

75:                                               ; preds = %0, %280
  %76 = phi i64 [ 0, %0 ], [ %281, %280 ]
  %77 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %8, i8 0, i64 48, i1 false)
  %79 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %80 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %79, i32 noundef %78) #14
  %81 = call i32 @llvm.smax.i32(i32 %78, i32 1)
  %82 = zext nneg i32 %81 to i64
  %83 = shl nuw nsw i64 %82, 3
  %84 = call noalias ptr @malloc(i64 noundef %83) #15
  %85 = sext i32 %78 to i64
  %86 = shl nsw i64 %85, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %84, ptr nonnull readonly align 16 %7, i64 %86, i1 false)
  %87 = zext i32 %78 to i64
  br label %88

88:                                               ; preds = %75, %161
  %89 = phi i64 [ 0, %75 ], [ %162, %161 ]
  %90 = getelementptr inbounds double, ptr %8, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = getelementptr inbounds double, ptr %84, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call fast double @llvm.fabs.f64(double %93)
  %95 = call fast double @llvm.maxnum.f64(double %94, double 1.000000e+00)
  %96 = fmul fast double %95, 0x3EB0C6F7A0B5ED8D
  %97 = fadd fast double %96, %93
  store double %97, ptr %92, align 8, !tbaa !9
  call fastcc void @reset()
  br label %98

98:                                               ; preds = %110, %88
  %99 = phi i64 [ 0, %88 ], [ %111, %110 ]
  %100 = getelementptr inbounds double, ptr %84, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = fmul fast double %101, 3.000000e-01
  %103 = call fast double @llvm.exp.f64(double %102)
  %104 = fmul fast double %103, %101
  call fastcc void @bump(double noundef nofpclass(nan inf) %104)
  %105 = and i64 %99, 1
  %106 = icmp eq i64 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %98
  %108 = fmul fast double %101, %101
  %109 = fmul fast double %108, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %109)
  br label %110

110:                                              ; preds = %107, %98
  %111 = add nuw nsw i64 %99, 1
  %112 = icmp eq i64 %111, %87
  br i1 %112, label %113, label %98, !llvm.loop !13

113:                                              ; preds = %110
  %114 = fsub fast double %93, %96
  %115 = call fast fastcc nofpclass(nan inf) double @take()
  store double %114, ptr %92, align 8, !tbaa !9
  call fastcc void @reset()
  br label %116

116:                                              ; preds = %128, %113
  %117 = phi i64 [ 0, %113 ], [ %129, %128 ]
  %118 = getelementptr inbounds double, ptr %84, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = fmul fast double %119, 3.000000e-01
  %121 = call fast double @llvm.exp.f64(double %120)
  %122 = fmul fast double %121, %119
  call fastcc void @bump(double noundef nofpclass(nan inf) %122)
  %123 = and i64 %117, 1
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %128, label %125

125:                                              ; preds = %116
  %126 = fmul fast double %119, %119
  %127 = fmul fast double %126, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %127)
  br label %128

128:                                              ; preds = %125, %116
  %129 = add nuw nsw i64 %117, 1
  %130 = icmp eq i64 %129, %87
  br i1 %130, label %131, label %116, !llvm.loop !13

131:                                              ; preds = %128
  %132 = fmul fast double %115, %115
  %133 = call fast fastcc nofpclass(nan inf) double @take()
  %134 = fmul fast double %133, %133
  store double %93, ptr %92, align 8, !tbaa !9
  %135 = fsub fast double %132, %134
  %136 = fmul fast double %95, 2.000000e-06
  %137 = fdiv fast double %135, %136
  %138 = call fast double @llvm.fabs.f64(double %137)
  %139 = call fast double @llvm.maxnum.f64(double %138, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %91, ptr %6, align 8, !tbaa !9
  %140 = load volatile double, ptr %6, align 8, !tbaa !9
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %142, label %156, label %143

143:                                              ; preds = %131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %137, ptr %5, align 8, !tbaa !9
  %144 = load volatile double, ptr %5, align 8, !tbaa !9
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %146, label %156, label %147

147:                                              ; preds = %143
  %148 = fsub fast double %91, %137
  %149 = call fast double @llvm.fabs.f64(double %148)
  %150 = fmul fast double %139, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp fast ole double %149, %150
  %152 = freeze i1 %151
  br i1 %152, label %153, label %156

153:                                              ; preds = %147
  %154 = trunc nuw nsw i64 %89 to i32
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %154, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %137, ptr noundef nonnull @.str.5)
  br label %161

156:                                              ; preds = %147, %143, %131
  %157 = trunc nuw nsw i64 %89 to i32
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %157, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %137, ptr noundef nonnull @.str.6)
  %159 = load i32, ptr @n_fail, align 4, !tbaa !11
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @n_fail, align 4, !tbaa !11
  br label %161

161:                                              ; preds = %156, %153
  %162 = add nuw nsw i64 %89, 1
  %163 = icmp eq i64 %162, %87
  br i1 %163, label %164, label %88, !llvm.loop !15

164:                                              ; preds = %161
  call void @free(ptr noundef nonnull %84) #14
  %165 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %166 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %165, i32 noundef %78) #14
  %167 = call noalias ptr @malloc(i64 noundef %83) #15
  %168 = call noalias ptr @malloc(i64 noundef %83) #15
  br label %202

169:                                              ; preds = %202
  call fastcc void @reset()
  br label %170

170:                                              ; preds = %182, %169
  %171 = phi i64 [ 0, %169 ], [ %183, %182 ]
  %172 = getelementptr inbounds double, ptr %167, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = fmul fast double %173, 3.000000e-01
  %175 = call fast double @llvm.exp.f64(double %174)
  %176 = fmul fast double %175, %173
  call fastcc void @bump(double noundef nofpclass(nan inf) %176)
  %177 = and i64 %171, 1
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %182, label %179

179:                                              ; preds = %170
  %180 = fmul fast double %173, %173
  %181 = fmul fast double %180, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %181)
  br label %182

182:                                              ; preds = %179, %170
  %183 = add nuw nsw i64 %171, 1
  %184 = icmp eq i64 %183, %87
  br i1 %184, label %185, label %170, !llvm.loop !13

185:                                              ; preds = %182
  %186 = call fast fastcc nofpclass(nan inf) double @take()
  call fastcc void @reset()
  br label %187

187:                                              ; preds = %199, %185
  %188 = phi i64 [ 0, %185 ], [ %200, %199 ]
  %189 = getelementptr inbounds double, ptr %168, i64 %188
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = fmul fast double %190, 3.000000e-01
  %192 = call fast double @llvm.exp.f64(double %191)
  %193 = fmul fast double %192, %190
  call fastcc void @bump(double noundef nofpclass(nan inf) %193)
  %194 = and i64 %188, 1
  %195 = icmp eq i64 %194, 0
  br i1 %195, label %199, label %196

196:                                              ; preds = %187
  %197 = fmul fast double %190, %190
  %198 = fmul fast double %197, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %198)
  br label %199

199:                                              ; preds = %196, %187
  %200 = add nuw nsw i64 %188, 1
  %201 = icmp eq i64 %200, %87
  br i1 %201, label %215, label %187, !llvm.loop !13

202:                                              ; preds = %202, %164
  %203 = phi i64 [ 0, %164 ], [ %213, %202 ]
  %204 = getelementptr inbounds double, ptr %7, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = getelementptr inbounds double, ptr %9, i64 %203
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = fmul fast double %207, 0x3EB0C6F7A0B5ED8D
  %209 = fadd fast double %208, %205
  %210 = getelementptr inbounds double, ptr %167, i64 %203
  store double %209, ptr %210, align 8, !tbaa !9
  %211 = fsub fast double %205, %208
  %212 = getelementptr inbounds double, ptr %168, i64 %203
  store double %211, ptr %212, align 8, !tbaa !9
  %213 = add nuw nsw i64 %203, 1
  %214 = icmp eq i64 %213, %87
  br i1 %214, label %169, label %202, !llvm.loop !16

215:                                              ; preds = %199
  %216 = fmul fast double %186, %186
  %217 = call fast fastcc nofpclass(nan inf) double @take()
  %218 = fmul fast double %217, %217
  %219 = fsub fast double %216, %218
  %220 = fmul fast double %219, 5.000000e+05
  call void @free(ptr noundef %167) #14
  call void @free(ptr noundef nonnull %168) #14
  %221 = call fast double @llvm.fabs.f64(double %220)
  %222 = call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %166, ptr %4, align 8, !tbaa !9
  %223 = load volatile double, ptr %4, align 8, !tbaa !9
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %225, label %239, label %226

226:                                              ; preds = %215
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %220, ptr %3, align 8, !tbaa !9
  %227 = load volatile double, ptr %3, align 8, !tbaa !9
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %229, label %239, label %230

230:                                              ; preds = %226
  %231 = fsub fast double %166, %220
  %232 = call fast double @llvm.fabs.f64(double %231)
  %233 = fmul fast double %222, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp fast ole double %232, %233
  %235 = freeze i1 %234
  br i1 %235, label %236, label %239

236:                                              ; preds = %230
  %237 = trunc nuw nsw i64 %76 to i32
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %237, double noundef nofpclass(nan inf) %166, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.5)
  br label %244

239:                                              ; preds = %230, %226, %215
  %240 = trunc nuw nsw i64 %76 to i32
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %240, double noundef nofpclass(nan inf) %166, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.6)
  %242 = load i32, ptr @n_fail, align 4, !tbaa !11
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr @n_fail, align 4, !tbaa !11
  br label %244

244:                                              ; preds = %236, %239
  br label %269

245:                                              ; preds = %269
  %246 = call fast double @llvm.fabs.f64(double %166)
  %247 = call fast double @llvm.maxnum.f64(double %246, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %277, ptr %2, align 8, !tbaa !9
  %248 = load volatile double, ptr %2, align 8, !tbaa !9
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = fcmp ueq double %249, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %250, label %264, label %251

251:                                              ; preds = %245
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %166, ptr %1, align 8, !tbaa !9
  %252 = load volatile double, ptr %1, align 8, !tbaa !9
  %253 = call double @llvm.fabs.f64(double %252)
  %254 = fcmp ueq double %253, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %254, label %264, label %255

255:                                              ; preds = %251
  %256 = fsub fast double %277, %166
  %257 = call fast double @llvm.fabs.f64(double %256)
  %258 = fmul fast double %247, 0x3EB0C6F7A0B5ED8D
  %259 = fcmp fast ole double %257, %258
  %260 = freeze i1 %259
  br i1 %260, label %261, label %264

261:                                              ; preds = %255
  %262 = trunc nuw nsw i64 %76 to i32
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %262, double noundef nofpclass(nan inf) %277, double noundef nofpclass(nan inf) %166, ptr noundef nonnull @.str.5)
  br label %280

264:                                              ; preds = %255, %251, %245
  %265 = trunc nuw nsw i64 %76 to i32
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %265, double noundef nofpclass(nan inf) %277, double noundef nofpclass(nan inf) %166, ptr noundef nonnull @.str.6)
  %267 = load i32, ptr @n_fail, align 4, !tbaa !11
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr @n_fail, align 4, !tbaa !11
  br label %280

269:                                              ; preds = %244, %269
  %270 = phi i64 [ %278, %269 ], [ 0, %244 ]
  %271 = phi double [ %277, %269 ], [ 0.000000e+00, %244 ]
  %272 = getelementptr inbounds double, ptr %8, i64 %270
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = getelementptr inbounds double, ptr %9, i64 %270
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = fmul fast double %275, %273
  %277 = fadd fast double %276, %271
  %278 = add nuw nsw i64 %270, 1
  %279 = icmp eq i64 %278, %87
  br i1 %279, label %245, label %269, !llvm.loop !19

280:                                              ; preds = %261, %264
  %281 = add nuw nsw i64 %76, 1
  %282 = icmp eq i64 %281, 3
  br i1 %282, label %69, label %75, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  tail call fastcc void @reset()
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %22, %2
  %7 = tail call fast fastcc nofpclass(nan inf) double @take()
  %8 = fmul fast double %7, %7
  ret double %8

9:                                                ; preds = %4, %22
  %10 = phi i64 [ 0, %4 ], [ %23, %22 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul fast double %12, 3.000000e-01
  %14 = tail call fast double @llvm.exp.f64(double %13)
  %15 = fmul fast double %14, %12
  tail call fastcc void @bump(double noundef nofpclass(nan inf) %15)
  %16 = and i64 %10, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %9
  %19 = load double, ptr %11, align 8, !tbaa !9
  %20 = fmul fast double %19, %19
  %21 = fmul fast double %20, 5.000000e-01
  tail call fastcc void @drop(double noundef nofpclass(nan inf) %21)
  br label %22

22:                                               ; preds = %9, %18
  %23 = add nuw nsw i64 %10, 1
  %24 = icmp eq i64 %23, %5
  br i1 %24, label %6, label %9, !llvm.loop !13
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reset() unnamed_addr #5 {
  store double 0.000000e+00, ptr @acc, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(double noundef nofpclass(nan inf) %0) unnamed_addr #6 {
  %2 = atomicrmw fadd ptr @acc, double %0 monotonic, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @drop(double noundef nofpclass(nan inf) %0) unnamed_addr #6 {
  %2 = atomicrmw fsub ptr @acc, double %0 seq_cst, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @take() unnamed_addr #8 {
  %1 = load double, ptr @acc, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !14, !17, !18}
!20 = distinct !{!20, !14}
