; ModuleID = 'calls.c'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"user.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"user.da\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"rsum.dx\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"rpow.dx\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"calls\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [16 x double], align 16
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
  %15 = alloca [16 x double], align 16
  %16 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %15) #15
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %16) #15
  %17 = load i64, ptr @rng_state, align 8, !tbaa !5
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = insertelement <4 x i64> poison, i64 %19, i64 0
  %27 = insertelement <4 x i64> %26, i64 %21, i64 1
  %28 = insertelement <4 x i64> %27, i64 %23, i64 2
  %29 = insertelement <4 x i64> %28, i64 %25, i64 3
  %30 = lshr <4 x i64> %29, <i64 10, i64 10, i64 10, i64 10>
  %31 = and <4 x i64> %30, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <4 x i64> %31 to <4 x double>
  %33 = fmul fast <4 x double> %32, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %34 = fadd fast <4 x double> %33, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %34, ptr %15, align 16, !tbaa !9
  %35 = mul i64 %25, 6364136223846793005
  %36 = getelementptr inbounds i8, ptr %15, i64 32
  %37 = add i64 %35, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <4 x i64> poison, i64 %37, i64 0
  %45 = insertelement <4 x i64> %44, i64 %39, i64 1
  %46 = insertelement <4 x i64> %45, i64 %41, i64 2
  %47 = insertelement <4 x i64> %46, i64 %43, i64 3
  %48 = lshr <4 x i64> %47, <i64 10, i64 10, i64 10, i64 10>
  %49 = and <4 x i64> %48, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %50 = uitofp nneg <4 x i64> %49 to <4 x double>
  %51 = fmul fast <4 x double> %50, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %52 = fadd fast <4 x double> %51, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %52, ptr %36, align 16, !tbaa !9
  %53 = mul i64 %43, 6364136223846793005
  %54 = getelementptr inbounds i8, ptr %15, i64 64
  %55 = add i64 %53, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <4 x i64> poison, i64 %55, i64 0
  %63 = insertelement <4 x i64> %62, i64 %57, i64 1
  %64 = insertelement <4 x i64> %63, i64 %59, i64 2
  %65 = insertelement <4 x i64> %64, i64 %61, i64 3
  %66 = lshr <4 x i64> %65, <i64 10, i64 10, i64 10, i64 10>
  %67 = and <4 x i64> %66, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <4 x i64> %67 to <4 x double>
  %69 = fmul fast <4 x double> %68, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %70 = fadd fast <4 x double> %69, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %70, ptr %54, align 16, !tbaa !9
  %71 = mul i64 %61, 6364136223846793005
  %72 = getelementptr inbounds i8, ptr %15, i64 96
  %73 = add i64 %71, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = mul i64 %77, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = insertelement <4 x i64> poison, i64 %73, i64 0
  %81 = insertelement <4 x i64> %80, i64 %75, i64 1
  %82 = insertelement <4 x i64> %81, i64 %77, i64 2
  %83 = insertelement <4 x i64> %82, i64 %79, i64 3
  %84 = lshr <4 x i64> %83, <i64 10, i64 10, i64 10, i64 10>
  %85 = and <4 x i64> %84, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <4 x i64> %85 to <4 x double>
  %87 = fmul fast <4 x double> %86, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %88 = fadd fast <4 x double> %87, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %88, ptr %72, align 16, !tbaa !9
  store i64 %79, ptr @rng_state, align 8, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %1, i64 8
  %90 = getelementptr inbounds i8, ptr %4, i64 8
  br label %91

91:                                               ; preds = %0, %311
  %92 = phi i64 [ 0, %0 ], [ %312, %311 ]
  %93 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !11
  %95 = trunc nuw nsw i64 %92 to i32
  %96 = uitofp nneg i32 %95 to double
  %97 = fmul fast double %96, 3.000000e-01
  %98 = fadd fast double %97, 6.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %16, i8 0, i64 128, i1 false)
  %99 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @user, ptr noundef nonnull %15, ptr noundef nonnull %16, double noundef nofpclass(nan inf) %98, i32 noundef %94) #15
  %100 = call i32 @llvm.smax.i32(i32 %94, i32 1)
  %101 = zext nneg i32 %100 to i64
  %102 = shl nuw nsw i64 %101, 3
  %103 = call noalias ptr @malloc(i64 noundef %102) #16
  %104 = sext i32 %94 to i64
  %105 = shl nsw i64 %104, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %103, ptr nonnull readonly align 16 %15, i64 %105, i1 false)
  %106 = zext nneg i32 %94 to i64
  %107 = fmul fast double %98, %98
  %108 = add nsw i32 %94, -1
  %109 = icmp eq i64 %92, 2
  %110 = and i64 %106, 2147483644
  %111 = icmp eq i64 %110, %106
  %112 = icmp eq i64 %92, 2
  %113 = and i64 %106, 2147483644
  %114 = icmp eq i64 %113, %106
  br label %115

115:                                              ; preds = %91, %230
  %116 = phi i64 [ 0, %91 ], [ %231, %230 ]
  %117 = getelementptr inbounds double, ptr %16, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = getelementptr inbounds double, ptr %103, i64 %116
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = call fast double @llvm.fabs.f64(double %120)
  %122 = call fast double @llvm.maxnum.f64(double %121, double 1.000000e+00)
  %123 = fmul fast double %122, 0x3EB0C6F7A0B5ED8D
  %124 = fadd fast double %123, %120
  store double %124, ptr %119, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #15
  br i1 %109, label %125, label %127

125:                                              ; preds = %135, %115
  %126 = phi i64 [ 0, %115 ], [ %110, %135 ]
  br label %137

127:                                              ; preds = %115, %127
  %128 = phi i64 [ %133, %127 ], [ 0, %115 ]
  %129 = getelementptr inbounds double, ptr %103, i64 %128
  %130 = load <4 x double>, ptr %129, align 8, !tbaa !9
  %131 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %130)
  %132 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %128
  store <4 x double> %131, ptr %132, align 16, !tbaa !9
  %133 = add nuw i64 %128, 4
  %134 = icmp eq i64 %133, %110
  br i1 %134, label %135, label %127, !llvm.loop !13

135:                                              ; preds = %127
  br i1 %111, label %136, label %125

136:                                              ; preds = %137, %135
  call fastcc void @axpy(double noundef nofpclass(nan inf) %98, ptr noundef nonnull %103, ptr noundef nonnull %1, i32 noundef %94)
  call fastcc void @axpy(double noundef nofpclass(nan inf) %107, ptr noundef nonnull %1, ptr noundef nonnull %89, i32 noundef %108)
  br label %145

137:                                              ; preds = %125, %137
  %138 = phi i64 [ %143, %137 ], [ %126, %125 ]
  %139 = getelementptr inbounds double, ptr %103, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = call fast double @llvm.cos.f64(double %140)
  %142 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %138
  store double %141, ptr %142, align 8, !tbaa !9
  %143 = add nuw nsw i64 %138, 1
  %144 = icmp eq i64 %143, %106
  br i1 %144, label %136, label %137, !llvm.loop !17

145:                                              ; preds = %145, %136
  %146 = phi i64 [ 0, %136 ], [ %158, %145 ]
  %147 = phi double [ 0.000000e+00, %136 ], [ %157, %145 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #15
  %148 = getelementptr inbounds double, ptr %103, i64 %146
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %146
  %151 = load double, ptr %150, align 8, !tbaa !9
  call fastcc void @polar(double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) %151, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %152 = load double, ptr %2, align 8, !tbaa !9
  %153 = load double, ptr %3, align 8, !tbaa !9
  %154 = fmul fast double %153, %152
  %155 = fmul fast double %151, %151
  %156 = fadd fast double %155, %147
  %157 = fadd fast double %156, %154
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  %158 = add nuw nsw i64 %146, 1
  %159 = icmp eq i64 %158, %106
  br i1 %159, label %160, label %145, !llvm.loop !18

160:                                              ; preds = %145
  %161 = fsub fast double %120, %123
  %162 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %98, i32 noundef 5)
  %163 = call fast nofpclass(nan inf) double @rsum(ptr noundef nonnull %103, i32 noundef 0, i32 noundef %94)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #15
  store double %161, ptr %119, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #15
  br i1 %112, label %164, label %166

164:                                              ; preds = %174, %160
  %165 = phi i64 [ 0, %160 ], [ %113, %174 ]
  br label %176

166:                                              ; preds = %160, %166
  %167 = phi i64 [ %172, %166 ], [ 0, %160 ]
  %168 = getelementptr inbounds double, ptr %103, i64 %167
  %169 = load <4 x double>, ptr %168, align 8, !tbaa !9
  %170 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %169)
  %171 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %167
  store <4 x double> %170, ptr %171, align 16, !tbaa !9
  %172 = add nuw i64 %167, 4
  %173 = icmp eq i64 %172, %113
  br i1 %173, label %174, label %166, !llvm.loop !19

174:                                              ; preds = %166
  br i1 %114, label %175, label %164

175:                                              ; preds = %176, %174
  call fastcc void @axpy(double noundef nofpclass(nan inf) %98, ptr noundef nonnull %103, ptr noundef nonnull %4, i32 noundef %94)
  call fastcc void @axpy(double noundef nofpclass(nan inf) %107, ptr noundef nonnull %4, ptr noundef nonnull %90, i32 noundef %108)
  br label %184

176:                                              ; preds = %164, %176
  %177 = phi i64 [ %182, %176 ], [ %165, %164 ]
  %178 = getelementptr inbounds double, ptr %103, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = call fast double @llvm.cos.f64(double %179)
  %181 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %177
  store double %180, ptr %181, align 8, !tbaa !9
  %182 = add nuw nsw i64 %177, 1
  %183 = icmp eq i64 %182, %106
  br i1 %183, label %175, label %176, !llvm.loop !20

184:                                              ; preds = %184, %175
  %185 = phi i64 [ 0, %175 ], [ %197, %184 ]
  %186 = phi double [ 0.000000e+00, %175 ], [ %196, %184 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  %187 = getelementptr inbounds double, ptr %103, i64 %185
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %185
  %190 = load double, ptr %189, align 8, !tbaa !9
  call fastcc void @polar(double noundef nofpclass(nan inf) %188, double noundef nofpclass(nan inf) %190, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %191 = load double, ptr %5, align 8, !tbaa !9
  %192 = load double, ptr %6, align 8, !tbaa !9
  %193 = fmul fast double %192, %191
  %194 = fmul fast double %190, %190
  %195 = fadd fast double %194, %186
  %196 = fadd fast double %195, %193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %197 = add nuw nsw i64 %185, 1
  %198 = icmp eq i64 %197, %106
  br i1 %198, label %199, label %184, !llvm.loop !18

199:                                              ; preds = %184
  %200 = call fast nofpclass(nan inf) double @rsum(ptr noundef nonnull %103, i32 noundef 0, i32 noundef %94)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #15
  store double %120, ptr %119, align 8, !tbaa !9
  %201 = fsub fast double %163, %200
  %202 = fmul fast double %201, %162
  %203 = fsub fast double %157, %196
  %204 = fadd fast double %203, %202
  %205 = fmul fast double %122, 2.000000e-06
  %206 = fdiv fast double %204, %205
  %207 = call fast double @llvm.fabs.f64(double %206)
  %208 = call fast double @llvm.maxnum.f64(double %207, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %118, ptr %14, align 8, !tbaa !9
  %209 = load volatile double, ptr %14, align 8, !tbaa !9
  %210 = call double @llvm.fabs.f64(double %209)
  %211 = fcmp ueq double %210, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %211, label %225, label %212

212:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %206, ptr %13, align 8, !tbaa !9
  %213 = load volatile double, ptr %13, align 8, !tbaa !9
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %215, label %225, label %216

216:                                              ; preds = %212
  %217 = fsub fast double %118, %206
  %218 = call fast double @llvm.fabs.f64(double %217)
  %219 = fmul fast double %208, 0x3EB0C6F7A0B5ED8D
  %220 = fcmp fast ole double %218, %219
  %221 = freeze i1 %220
  br i1 %221, label %222, label %225

222:                                              ; preds = %216
  %223 = trunc nuw nsw i64 %116 to i32
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %223, double noundef nofpclass(nan inf) %118, double noundef nofpclass(nan inf) %206, ptr noundef nonnull @.str.6)
  br label %230

225:                                              ; preds = %216, %212, %199
  %226 = trunc nuw nsw i64 %116 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %226, double noundef nofpclass(nan inf) %118, double noundef nofpclass(nan inf) %206, ptr noundef nonnull @.str.7)
  %228 = load i32, ptr @n_fail, align 4, !tbaa !11
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr @n_fail, align 4, !tbaa !11
  br label %230

230:                                              ; preds = %225, %222
  %231 = add nuw nsw i64 %116, 1
  %232 = icmp eq i64 %231, %106
  br i1 %232, label %233, label %115, !llvm.loop !21

233:                                              ; preds = %230
  call void @free(ptr noundef nonnull %103) #15
  %234 = call fast double @llvm.fabs.f64(double %98)
  %235 = call fast double @llvm.maxnum.f64(double %234, double 1.000000e+00)
  %236 = fmul fast double %235, 0x3EB0C6F7A0B5ED8D
  %237 = fadd fast double %236, %98
  %238 = call fast nofpclass(nan inf) double @user(ptr noundef nonnull %15, double noundef nofpclass(nan inf) %237, i32 noundef %94)
  %239 = fsub fast double %98, %236
  %240 = call fast nofpclass(nan inf) double @user(ptr noundef nonnull %15, double noundef nofpclass(nan inf) %239, i32 noundef %94)
  %241 = fsub fast double %238, %240
  %242 = fmul fast double %235, 2.000000e-06
  %243 = fdiv fast double %241, %242
  %244 = call fast double @llvm.fabs.f64(double %243)
  %245 = call fast double @llvm.maxnum.f64(double %244, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %99, ptr %12, align 8, !tbaa !9
  %246 = load volatile double, ptr %12, align 8, !tbaa !9
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ueq double %247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %248, label %261, label %249

249:                                              ; preds = %233
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %243, ptr %11, align 8, !tbaa !9
  %250 = load volatile double, ptr %11, align 8, !tbaa !9
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fcmp ueq double %251, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %252, label %261, label %253

253:                                              ; preds = %249
  %254 = fsub fast double %99, %243
  %255 = call fast double @llvm.fabs.f64(double %254)
  %256 = fmul fast double %245, 0x3EB0C6F7A0B5ED8D
  %257 = fcmp fast ole double %255, %256
  %258 = freeze i1 %257
  br i1 %258, label %259, label %261

259:                                              ; preds = %253
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %95, double noundef nofpclass(nan inf) %99, double noundef nofpclass(nan inf) %243, ptr noundef nonnull @.str.6)
  br label %265

261:                                              ; preds = %253, %249, %233
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %95, double noundef nofpclass(nan inf) %99, double noundef nofpclass(nan inf) %243, ptr noundef nonnull @.str.7)
  %263 = load i32, ptr @n_fail, align 4, !tbaa !11
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr @n_fail, align 4, !tbaa !11
  br label %265

265:                                              ; preds = %259, %261
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %16, i8 0, i64 128, i1 false)
  %266 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %267 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %266, i32 noundef 0, i32 noundef %266, i32 noundef %94) #15
  %268 = call noalias ptr @malloc(i64 noundef %102) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %268, ptr nonnull readonly align 16 %15, i64 %105, i1 false)
  br label %269

269:                                              ; preds = %308, %265
  %270 = phi i64 [ 0, %265 ], [ %309, %308 ]
  %271 = getelementptr inbounds double, ptr %16, i64 %270
  %272 = load double, ptr %271, align 8, !tbaa !9
  %273 = getelementptr inbounds double, ptr %268, i64 %270
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = call fast double @llvm.fabs.f64(double %274)
  %276 = call fast double @llvm.maxnum.f64(double %275, double 1.000000e+00)
  %277 = fmul fast double %276, 0x3EB0C6F7A0B5ED8D
  %278 = fadd fast double %277, %274
  %279 = fsub fast double %274, %277
  store double %278, ptr %273, align 8, !tbaa !9
  %280 = call fast nofpclass(nan inf) double @rsum(ptr noundef readonly %268, i32 noundef 0, i32 noundef %94)
  store double %279, ptr %273, align 8, !tbaa !9
  %281 = call fast nofpclass(nan inf) double @rsum(ptr noundef readonly %268, i32 noundef 0, i32 noundef %94)
  store double %274, ptr %273, align 8, !tbaa !9
  %282 = fsub fast double %280, %281
  %283 = fmul fast double %276, 2.000000e-06
  %284 = fdiv fast double %282, %283
  %285 = call fast double @llvm.fabs.f64(double %284)
  %286 = call fast double @llvm.maxnum.f64(double %285, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %272, ptr %10, align 8, !tbaa !9
  %287 = load volatile double, ptr %10, align 8, !tbaa !9
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %289, label %303, label %290

290:                                              ; preds = %269
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %284, ptr %9, align 8, !tbaa !9
  %291 = load volatile double, ptr %9, align 8, !tbaa !9
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fcmp ueq double %292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %293, label %303, label %294

294:                                              ; preds = %290
  %295 = fsub fast double %272, %284
  %296 = call fast double @llvm.fabs.f64(double %295)
  %297 = fmul fast double %286, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp fast ole double %296, %297
  %299 = freeze i1 %298
  br i1 %299, label %300, label %303

300:                                              ; preds = %294
  %301 = trunc nuw nsw i64 %270 to i32
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %301, double noundef nofpclass(nan inf) %272, double noundef nofpclass(nan inf) %284, ptr noundef nonnull @.str.6)
  br label %308

303:                                              ; preds = %294, %290, %269
  %304 = trunc nuw nsw i64 %270 to i32
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %304, double noundef nofpclass(nan inf) %272, double noundef nofpclass(nan inf) %284, ptr noundef nonnull @.str.7)
  %306 = load i32, ptr @n_fail, align 4, !tbaa !11
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr @n_fail, align 4, !tbaa !11
  br label %308

308:                                              ; preds = %303, %300
  %309 = add nuw nsw i64 %270, 1
  %310 = icmp eq i64 %309, %106
  br i1 %310, label %311, label %269, !llvm.loop !21

311:                                              ; preds = %308
  call void @free(ptr noundef nonnull %268) #15
  %312 = add nuw nsw i64 %92, 1
  %313 = icmp eq i64 %312, 3
  br i1 %313, label %314, label %91, !llvm.loop !22

314:                                              ; preds = %311
  %315 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 1.100000e+00, i32 noundef 0) #15
  %316 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FF1999AC0E10640, i32 noundef 0)
  %317 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FF1999872522CF4, i32 noundef 0)
  %318 = fsub fast double %316, %317
  %319 = fmul fast double %318, 0x411BBE45D1745D17
  %320 = call fast double @llvm.fabs.f64(double %319)
  %321 = call fast double @llvm.maxnum.f64(double %320, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %315, ptr %8, align 8, !tbaa !9
  %322 = load volatile double, ptr %8, align 8, !tbaa !9
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ueq double %323, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %324, label %337, label %325

325:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %319, ptr %7, align 8, !tbaa !9
  %326 = load volatile double, ptr %7, align 8, !tbaa !9
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fcmp ueq double %327, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %328, label %337, label %329

329:                                              ; preds = %325
  %330 = fsub fast double %315, %319
  %331 = call fast double @llvm.fabs.f64(double %330)
  %332 = fmul fast double %321, 0x3EB0C6F7A0B5ED8D
  %333 = fcmp fast ole double %331, %332
  %334 = freeze i1 %333
  br i1 %334, label %335, label %337

335:                                              ; preds = %329
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %319, ptr noundef nonnull @.str.6)
  br label %341

337:                                              ; preds = %329, %325, %314
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %319, ptr noundef nonnull @.str.7)
  %339 = load i32, ptr @n_fail, align 4, !tbaa !11
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr @n_fail, align 4, !tbaa !11
  br label %341

341:                                              ; preds = %335, %337
  %342 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0x3FE8000000000001, i32 noundef 1) #15
  %343 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FE8000218DEF418, i32 noundef 1)
  %344 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FE7FFFDE7210BEA, i32 noundef 1)
  %345 = fsub fast double %343, %344
  %346 = fmul fast double %345, 5.000000e+05
  %347 = call fast double @llvm.fabs.f64(double %346)
  %348 = call fast double @llvm.maxnum.f64(double %347, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %342, ptr %8, align 8, !tbaa !9
  %349 = load volatile double, ptr %8, align 8, !tbaa !9
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ueq double %350, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %351, label %364, label %352

352:                                              ; preds = %341
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %346, ptr %7, align 8, !tbaa !9
  %353 = load volatile double, ptr %7, align 8, !tbaa !9
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %355, label %364, label %356

356:                                              ; preds = %352
  %357 = fsub fast double %342, %346
  %358 = call fast double @llvm.fabs.f64(double %357)
  %359 = fmul fast double %348, 0x3EB0C6F7A0B5ED8D
  %360 = fcmp fast ole double %358, %359
  %361 = freeze i1 %360
  br i1 %361, label %362, label %364

362:                                              ; preds = %356
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %346, ptr noundef nonnull @.str.6)
  br label %368

364:                                              ; preds = %356, %352, %341
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %346, ptr noundef nonnull @.str.7)
  %366 = load i32, ptr @n_fail, align 4, !tbaa !11
  %367 = add nsw i32 %366, 1
  store i32 %367, ptr @n_fail, align 4, !tbaa !11
  br label %368

368:                                              ; preds = %364, %362
  %369 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0x3FD999999999999C, i32 noundef 2) #15
  %370 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FD9999DCB5781C9, i32 noundef 2)
  %371 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FD9999567DBB16F, i32 noundef 2)
  %372 = fsub fast double %370, %371
  %373 = fmul fast double %372, 5.000000e+05
  %374 = call fast double @llvm.fabs.f64(double %373)
  %375 = call fast double @llvm.maxnum.f64(double %374, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %369, ptr %8, align 8, !tbaa !9
  %376 = load volatile double, ptr %8, align 8, !tbaa !9
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %378, label %391, label %379

379:                                              ; preds = %368
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %373, ptr %7, align 8, !tbaa !9
  %380 = load volatile double, ptr %7, align 8, !tbaa !9
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fcmp ueq double %381, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %382, label %391, label %383

383:                                              ; preds = %379
  %384 = fsub fast double %369, %373
  %385 = call fast double @llvm.fabs.f64(double %384)
  %386 = fmul fast double %375, 0x3EB0C6F7A0B5ED8D
  %387 = fcmp fast ole double %385, %386
  %388 = freeze i1 %387
  br i1 %388, label %389, label %391

389:                                              ; preds = %383
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %369, double noundef nofpclass(nan inf) %373, ptr noundef nonnull @.str.6)
  br label %395

391:                                              ; preds = %383, %379, %368
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %369, double noundef nofpclass(nan inf) %373, ptr noundef nonnull @.str.7)
  %393 = load i32, ptr @n_fail, align 4, !tbaa !11
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr @n_fail, align 4, !tbaa !11
  br label %395

395:                                              ; preds = %391, %389
  %396 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0x3FA99999999999C0, i32 noundef 7) #15
  %397 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FA999BB2788DB2C, i32 noundef 7)
  %398 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FA999780BAA5854, i32 noundef 7)
  %399 = fsub fast double %397, %398
  %400 = fmul fast double %399, 5.000000e+05
  %401 = call fast double @llvm.fabs.f64(double %400)
  %402 = call fast double @llvm.maxnum.f64(double %401, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %396, ptr %8, align 8, !tbaa !9
  %403 = load volatile double, ptr %8, align 8, !tbaa !9
  %404 = call double @llvm.fabs.f64(double %403)
  %405 = fcmp ueq double %404, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %405, label %418, label %406

406:                                              ; preds = %395
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %400, ptr %7, align 8, !tbaa !9
  %407 = load volatile double, ptr %7, align 8, !tbaa !9
  %408 = call double @llvm.fabs.f64(double %407)
  %409 = fcmp ueq double %408, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %409, label %418, label %410

410:                                              ; preds = %406
  %411 = fsub fast double %396, %400
  %412 = call fast double @llvm.fabs.f64(double %411)
  %413 = fmul fast double %402, 0x3EB0C6F7A0B5ED8D
  %414 = fcmp fast ole double %412, %413
  %415 = freeze i1 %414
  br i1 %415, label %416, label %418

416:                                              ; preds = %410
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 7, double noundef nofpclass(nan inf) %396, double noundef nofpclass(nan inf) %400, ptr noundef nonnull @.str.6)
  br label %422

418:                                              ; preds = %410, %406, %395
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 7, double noundef nofpclass(nan inf) %396, double noundef nofpclass(nan inf) %400, ptr noundef nonnull @.str.7)
  %420 = load i32, ptr @n_fail, align 4, !tbaa !11
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr @n_fail, align 4, !tbaa !11
  br label %422

422:                                              ; preds = %418, %416
  %423 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0xBFD3333333333330, i32 noundef 12) #15
  %424 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0xBFD3332F01754B03, i32 noundef 12)
  %425 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0xBFD3333764F11B5D, i32 noundef 12)
  %426 = fsub fast double %424, %425
  %427 = fmul fast double %426, 5.000000e+05
  %428 = call fast double @llvm.fabs.f64(double %427)
  %429 = call fast double @llvm.maxnum.f64(double %428, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %423, ptr %8, align 8, !tbaa !9
  %430 = load volatile double, ptr %8, align 8, !tbaa !9
  %431 = call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %432, label %446, label %433

433:                                              ; preds = %422
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %427, ptr %7, align 8, !tbaa !9
  %434 = load volatile double, ptr %7, align 8, !tbaa !9
  %435 = call double @llvm.fabs.f64(double %434)
  %436 = fcmp ueq double %435, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %436, label %446, label %437

437:                                              ; preds = %433
  %438 = fsub fast double %423, %427
  %439 = call fast double @llvm.fabs.f64(double %438)
  %440 = fmul fast double %429, 0x3EB0C6F7A0B5ED8D
  %441 = fcmp fast ole double %439, %440
  %442 = freeze i1 %441
  br i1 %442, label %443, label %446

443:                                              ; preds = %437
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 12, double noundef nofpclass(nan inf) %423, double noundef nofpclass(nan inf) %427, ptr noundef nonnull @.str.6)
  %445 = load i32, ptr @n_fail, align 4, !tbaa !11
  br label %450

446:                                              ; preds = %437, %433, %422
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 12, double noundef nofpclass(nan inf) %423, double noundef nofpclass(nan inf) %427, ptr noundef nonnull @.str.7)
  %448 = load i32, ptr @n_fail, align 4, !tbaa !11
  %449 = add nsw i32 %448, 1
  store i32 %449, ptr @n_fail, align 4, !tbaa !11
  br label %450

450:                                              ; preds = %446, %443
  %451 = phi i32 [ %449, %446 ], [ %445, %443 ]
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %451)
  %453 = load i32, ptr @n_fail, align 4, !tbaa !11
  %454 = icmp ne i32 %453, 0
  %455 = zext i1 %454 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %15) #15
  ret i32 %455
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @user(ptr noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
  %4 = alloca [16 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #15
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %39

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %23, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %23 ]
  br label %31

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load <4 x double>, ptr %17, align 8, !tbaa !9
  %19 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %18)
  %20 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %16
  store <4 x double> %19, ptr %20, align 16, !tbaa !9
  %21 = add nuw i64 %16, 4
  %22 = icmp eq i64 %21, %14
  br i1 %22, label %23, label %15, !llvm.loop !23

23:                                               ; preds = %15
  %24 = icmp eq i64 %14, %9
  br i1 %24, label %25, label %11

25:                                               ; preds = %31, %23
  call fastcc void @axpy(double noundef nofpclass(nan inf) %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %26 = fmul fast double %1, %1
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  %28 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef nofpclass(nan inf) %26, ptr noundef nonnull %4, ptr noundef nonnull %27, i32 noundef %28)
  br i1 %7, label %29, label %43

29:                                               ; preds = %25
  %30 = zext nneg i32 %2 to i64
  br label %49

31:                                               ; preds = %11, %31
  %32 = phi i64 [ %37, %31 ], [ %12, %11 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = tail call fast double @llvm.cos.f64(double %34)
  %36 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %32
  store double %35, ptr %36, align 8, !tbaa !9
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %9
  br i1 %38, label %25, label %31, !llvm.loop !24

39:                                               ; preds = %3
  call fastcc void @axpy(double noundef nofpclass(nan inf) %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %40 = fmul fast double %1, %1
  %41 = getelementptr inbounds i8, ptr %4, i64 8
  %42 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef nofpclass(nan inf) %40, ptr noundef nonnull %4, ptr noundef nonnull %41, i32 noundef %42)
  br label %43

43:                                               ; preds = %49, %39, %25
  %44 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %39 ], [ %61, %49 ]
  %45 = tail call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %1, i32 noundef 5)
  %46 = tail call fast nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef 0, i32 noundef %2)
  %47 = fmul fast double %46, %45
  %48 = fadd fast double %47, %44
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #15
  ret double %48

49:                                               ; preds = %29, %49
  %50 = phi i64 [ 0, %29 ], [ %62, %49 ]
  %51 = phi double [ 0.000000e+00, %29 ], [ %61, %49 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  %52 = getelementptr inbounds double, ptr %0, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !9
  call fastcc void @polar(double noundef nofpclass(nan inf) %53, double noundef nofpclass(nan inf) %55, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %56 = load double, ptr %5, align 8, !tbaa !9
  %57 = load double, ptr %6, align 8, !tbaa !9
  %58 = fmul fast double %57, %56
  %59 = fmul fast double %55, %55
  %60 = fadd fast double %59, %51
  %61 = fadd fast double %60, %58
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %62 = add nuw nsw i64 %50, 1
  %63 = icmp eq i64 %62, %30
  br i1 %63, label %43, label %49, !llvm.loop !18
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call fast double @llvm.sin.f64(double %9)
  %11 = fmul fast double %10, %9
  br label %12

12:                                               ; preds = %14, %6
  %13 = phi double [ %11, %6 ], [ %22, %14 ]
  ret double %13

14:                                               ; preds = %3
  %15 = add nsw i32 %2, %1
  %16 = sdiv i32 %15, 2
  %17 = tail call fast nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %16)
  %18 = tail call fast nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %16, i32 noundef %2)
  %19 = fadd fast double %18, %17
  %20 = fmul fast double %17, 1.000000e-01
  %21 = fmul fast double %20, %18
  %22 = fadd fast double %19, %21
  br label %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %0, i32 noundef %1) #6 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2
  %8 = tail call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = select fast i1 %10, double 1.000000e+00, double %0
  %12 = fmul fast double %8, %8
  %13 = fmul fast double %12, %11
  br label %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @axpy(double noundef nofpclass(nan inf) %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #8 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %70

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 16
  br i1 %8, label %9, label %29

9:                                                ; preds = %68, %29, %6
  %10 = phi i64 [ 0, %29 ], [ 0, %6 ], [ %37, %68 ]
  %11 = and i64 %7, 3
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %25, label %13

13:                                               ; preds = %9, %13
  %14 = phi i64 [ %22, %13 ], [ %10, %9 ]
  %15 = phi i64 [ %23, %13 ], [ 0, %9 ]
  %16 = getelementptr inbounds double, ptr %1, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul fast double %17, %0
  %19 = getelementptr inbounds double, ptr %2, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fadd fast double %20, %18
  store double %21, ptr %19, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = add i64 %15, 1
  %24 = icmp eq i64 %23, %11
  br i1 %24, label %25, label %13, !llvm.loop !25

25:                                               ; preds = %13, %9
  %26 = phi i64 [ %10, %9 ], [ %22, %13 ]
  %27 = sub nsw i64 %10, %7
  %28 = icmp ugt i64 %27, -4
  br i1 %28, label %70, label %71

29:                                               ; preds = %6
  %30 = shl nuw nsw i64 %7, 3
  %31 = getelementptr i8, ptr %2, i64 %30
  %32 = getelementptr i8, ptr %1, i64 %30
  %33 = icmp ugt ptr %32, %2
  %34 = icmp ugt ptr %31, %1
  %35 = and i1 %33, %34
  br i1 %35, label %9, label %36

36:                                               ; preds = %29
  %37 = and i64 %7, 2147483632
  %38 = insertelement <4 x double> poison, double %0, i64 0
  %39 = shufflevector <4 x double> %38, <4 x double> poison, <4 x i32> zeroinitializer
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i64 [ 0, %36 ], [ %66, %40 ]
  %42 = getelementptr inbounds double, ptr %1, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 32
  %44 = getelementptr inbounds i8, ptr %42, i64 64
  %45 = getelementptr inbounds i8, ptr %42, i64 96
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9, !alias.scope !27
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !9, !alias.scope !27
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !9, !alias.scope !27
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !9, !alias.scope !27
  %50 = fmul fast <4 x double> %46, %39
  %51 = fmul fast <4 x double> %47, %39
  %52 = fmul fast <4 x double> %48, %39
  %53 = fmul fast <4 x double> %49, %39
  %54 = getelementptr inbounds double, ptr %2, i64 %41
  %55 = getelementptr inbounds i8, ptr %54, i64 32
  %56 = getelementptr inbounds i8, ptr %54, i64 64
  %57 = getelementptr inbounds i8, ptr %54, i64 96
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %62 = fadd fast <4 x double> %58, %50
  %63 = fadd fast <4 x double> %59, %51
  %64 = fadd fast <4 x double> %60, %52
  %65 = fadd fast <4 x double> %61, %53
  store <4 x double> %62, ptr %54, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  store <4 x double> %63, ptr %55, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  store <4 x double> %64, ptr %56, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  store <4 x double> %65, ptr %57, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %66 = add nuw i64 %41, 16
  %67 = icmp eq i64 %66, %37
  br i1 %67, label %68, label %40, !llvm.loop !32

68:                                               ; preds = %40
  %69 = icmp eq i64 %37, %7
  br i1 %69, label %70, label %9

70:                                               ; preds = %25, %71, %68, %4
  ret void

71:                                               ; preds = %25, %71
  %72 = phi i64 [ %100, %71 ], [ %26, %25 ]
  %73 = getelementptr inbounds double, ptr %1, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul fast double %74, %0
  %76 = getelementptr inbounds double, ptr %2, i64 %72
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fadd fast double %77, %75
  store double %78, ptr %76, align 8, !tbaa !9
  %79 = add nuw nsw i64 %72, 1
  %80 = getelementptr inbounds double, ptr %1, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul fast double %81, %0
  %83 = getelementptr inbounds double, ptr %2, i64 %79
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fadd fast double %84, %82
  store double %85, ptr %83, align 8, !tbaa !9
  %86 = add nuw nsw i64 %72, 2
  %87 = getelementptr inbounds double, ptr %1, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fmul fast double %88, %0
  %90 = getelementptr inbounds double, ptr %2, i64 %86
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fadd fast double %91, %89
  store double %92, ptr %90, align 8, !tbaa !9
  %93 = add nuw nsw i64 %72, 3
  %94 = getelementptr inbounds double, ptr %1, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = fmul fast double %95, %0
  %97 = getelementptr inbounds double, ptr %2, i64 %93
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fadd fast double %98, %96
  store double %99, ptr %97, align 8, !tbaa !9
  %100 = add nuw nsw i64 %72, 4
  %101 = icmp eq i64 %100, %7
  br i1 %101, label %70, label %71, !llvm.loop !33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @polar(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #9 {
  %5 = tail call fast double @llvm.cos.f64(double %0)
  %6 = fmul fast double %5, %1
  store double %6, ptr %2, align 8, !tbaa !9
  %7 = tail call fast double @llvm.sin.f64(double %0)
  %8 = fmul fast double %7, %1
  store double %8, ptr %3, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree noinline nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !16, !15}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !15, !16}
!24 = distinct !{!24, !14, !16, !15}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !14, !15, !16}
!33 = distinct !{!33, !14, !15}
