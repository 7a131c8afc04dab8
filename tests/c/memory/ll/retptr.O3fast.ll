; ModuleID = 'retptr.c'
source_filename = "retptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, i32, i32 }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 6, i32 3], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"mixed.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"mixed.fwd\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mixed.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"viavec.dx\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"viavec.fwd\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"viavec.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"retptr\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %9 = alloca [6 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca [6 x double], align 16
  %12 = alloca [6 x double], align 16
  %13 = alloca %struct.Ctx, align 8
  %14 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #14
  %15 = load i64, ptr @rng_state, align 8, !tbaa !5
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <4 x i64> poison, i64 %17, i64 0
  %25 = insertelement <4 x i64> %24, i64 %19, i64 1
  %26 = insertelement <4 x i64> %25, i64 %21, i64 2
  %27 = insertelement <4 x i64> %26, i64 %23, i64 3
  %28 = lshr <4 x i64> %27, <i64 11, i64 11, i64 11, i64 11>
  %29 = uitofp nneg <4 x i64> %28 to <4 x double>
  %30 = fmul fast <4 x double> %29, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %31 = fadd fast <4 x double> %30, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %31, ptr %9, align 16, !tbaa !9
  %32 = mul i64 %23, 6364136223846793005
  %33 = getelementptr inbounds i8, ptr %9, i64 32
  %34 = add i64 %32, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = insertelement <2 x i64> poison, i64 %34, i64 0
  %38 = insertelement <2 x i64> %37, i64 %36, i64 1
  %39 = lshr <2 x i64> %38, <i64 11, i64 11>
  %40 = uitofp nneg <2 x i64> %39 to <2 x double>
  %41 = fmul fast <2 x double> %40, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %42 = fadd fast <2 x double> %41, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %42, ptr %33, align 16, !tbaa !9
  %43 = mul i64 %36, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = insertelement <4 x i64> poison, i64 %44, i64 0
  %52 = insertelement <4 x i64> %51, i64 %46, i64 1
  %53 = insertelement <4 x i64> %52, i64 %48, i64 2
  %54 = insertelement <4 x i64> %53, i64 %50, i64 3
  %55 = lshr <4 x i64> %54, <i64 11, i64 11, i64 11, i64 11>
  %56 = uitofp nneg <4 x i64> %55 to <4 x double>
  %57 = fmul fast <4 x double> %56, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %58 = fadd fast <4 x double> %57, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %58, ptr %11, align 16, !tbaa !9
  %59 = mul i64 %50, 6364136223846793005
  %60 = getelementptr inbounds i8, ptr %11, i64 32
  %61 = add i64 %59, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <2 x i64> poison, i64 %61, i64 0
  %65 = insertelement <2 x i64> %64, i64 %63, i64 1
  %66 = lshr <2 x i64> %65, <i64 11, i64 11>
  %67 = uitofp nneg <2 x i64> %66 to <2 x double>
  %68 = fmul fast <2 x double> %67, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %69 = fadd fast <2 x double> %68, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %69, ptr %60, align 16, !tbaa !9
  %70 = mul i64 %63, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = insertelement <4 x i64> poison, i64 %71, i64 0
  %79 = insertelement <4 x i64> %78, i64 %73, i64 1
  %80 = insertelement <4 x i64> %79, i64 %75, i64 2
  %81 = insertelement <4 x i64> %80, i64 %77, i64 3
  %82 = lshr <4 x i64> %81, <i64 11, i64 11, i64 11, i64 11>
  %83 = uitofp nneg <4 x i64> %82 to <4 x double>
  %84 = fmul fast <4 x double> %83, <double 0x3CA8000000000000, double 0x3CA8000000000000, double 0x3CA8000000000000, double 0x3CA8000000000000>
  %85 = fadd fast <4 x double> %84, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %85, ptr %12, align 16, !tbaa !9
  %86 = mul i64 %77, 6364136223846793005
  %87 = getelementptr inbounds i8, ptr %12, i64 32
  %88 = add i64 %86, 1442695040888963407
  %89 = mul i64 %88, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = insertelement <2 x i64> poison, i64 %88, i64 0
  %92 = insertelement <2 x i64> %91, i64 %90, i64 1
  %93 = lshr <2 x i64> %92, <i64 11, i64 11>
  %94 = uitofp nneg <2 x i64> %93 to <2 x double>
  %95 = fmul fast <2 x double> %94, <double 0x3CA8000000000000, double 0x3CA8000000000000>
  %96 = fadd fast <2 x double> %95, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %96, ptr %87, align 16, !tbaa !9
  store i64 %90, ptr @rng_state, align 8, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %13, i64 8
  %98 = getelementptr inbounds i8, ptr %13, i64 12
  %99 = getelementptr inbounds i8, ptr %14, i64 8
  %100 = getelementptr inbounds i8, ptr %14, i64 12
  br label %107

101:                                              ; preds = %283
  %102 = load i32, ptr @n_fail, align 4, !tbaa !11
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %102)
  %104 = load i32, ptr @n_fail, align 4, !tbaa !11
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #14
  ret i32 %106

107:                                              ; preds = %0, %283
  %108 = phi i1 [ true, %0 ], [ false, %283 ]
  %109 = phi i64 [ 0, %0 ], [ 1, %283 ]
  %110 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #14
  store ptr %12, ptr %13, align 8, !tbaa !13
  store i32 %111, ptr %97, align 8, !tbaa !16
  store i32 0, ptr %98, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store ptr %12, ptr %14, align 8, !tbaa !13
  store i32 %111, ptr %99, align 8, !tbaa !16
  store i32 1, ptr %100, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %112 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %113 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %112, ptr noundef nonnull %12, i32 noundef %112, i32 noundef %111) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %13, ptr noundef nonnull %9, i32 noundef %111, ptr noundef nonnull %10)
  %114 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mixed, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %114, ptr noundef nonnull %12, i32 noundef %114, i32 noundef %111) #14
  %116 = call i32 @llvm.smax.i32(i32 %111, i32 1)
  %117 = zext nneg i32 %116 to i64
  %118 = shl nuw nsw i64 %117, 3
  %119 = call noalias ptr @malloc(i64 noundef %118) #15
  %120 = call noalias ptr @malloc(i64 noundef %118) #15
  %121 = zext nneg i32 %111 to i64
  br label %122

122:                                              ; preds = %122, %107
  %123 = phi i64 [ 0, %107 ], [ %133, %122 ]
  %124 = getelementptr inbounds double, ptr %9, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = getelementptr inbounds double, ptr %11, i64 %123
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = fmul fast double %127, 0x3EB0C6F7A0B5ED8D
  %129 = fadd fast double %128, %125
  %130 = getelementptr inbounds double, ptr %119, i64 %123
  store double %129, ptr %130, align 8, !tbaa !9
  %131 = fsub fast double %125, %128
  %132 = getelementptr inbounds double, ptr %120, i64 %123
  store double %131, ptr %132, align 8, !tbaa !9
  %133 = add nuw nsw i64 %123, 1
  %134 = icmp eq i64 %133, %121
  br i1 %134, label %135, label %122, !llvm.loop !18

135:                                              ; preds = %122
  %136 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %119, ptr noundef nonnull readonly %13)
  %137 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %120, ptr noundef nonnull readonly %13)
  %138 = fsub fast double %136, %137
  %139 = fmul fast double %138, 5.000000e+05
  call void @free(ptr noundef nonnull %119) #14
  call void @free(ptr noundef nonnull %120) #14
  %140 = call fast double @llvm.fabs.f64(double %139)
  %141 = call fast double @llvm.maxnum.f64(double %140, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %115, ptr %8, align 8, !tbaa !9
  %142 = load volatile double, ptr %8, align 8, !tbaa !9
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fcmp ueq double %143, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %144, label %158, label %145

145:                                              ; preds = %135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %139, ptr %7, align 8, !tbaa !9
  %146 = load volatile double, ptr %7, align 8, !tbaa !9
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %148, label %158, label %149

149:                                              ; preds = %145
  %150 = fsub fast double %115, %139
  %151 = call fast double @llvm.fabs.f64(double %150)
  %152 = fmul fast double %141, 0x3EB0C6F7A0B5ED8D
  %153 = fcmp fast ole double %151, %152
  %154 = freeze i1 %153
  br i1 %154, label %155, label %158

155:                                              ; preds = %149
  %156 = trunc nuw nsw i64 %109 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %156, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %139, ptr noundef nonnull @.str.8)
  br label %163

158:                                              ; preds = %149, %145, %135
  %159 = trunc nuw nsw i64 %109 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %159, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %139, ptr noundef nonnull @.str.9)
  %161 = load i32, ptr @n_fail, align 4, !tbaa !11
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr @n_fail, align 4, !tbaa !11
  br label %163

163:                                              ; preds = %155, %158
  br label %188

164:                                              ; preds = %188
  %165 = call fast double @llvm.fabs.f64(double %115)
  %166 = call fast double @llvm.maxnum.f64(double %165, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %196, ptr %6, align 8, !tbaa !9
  %167 = load volatile double, ptr %6, align 8, !tbaa !9
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %169, label %183, label %170

170:                                              ; preds = %164
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %115, ptr %5, align 8, !tbaa !9
  %171 = load volatile double, ptr %5, align 8, !tbaa !9
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fcmp ueq double %172, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %173, label %183, label %174

174:                                              ; preds = %170
  %175 = fsub fast double %196, %115
  %176 = call fast double @llvm.fabs.f64(double %175)
  %177 = fmul fast double %166, 0x3EB0C6F7A0B5ED8D
  %178 = fcmp fast ole double %176, %177
  %179 = freeze i1 %178
  br i1 %179, label %180, label %183

180:                                              ; preds = %174
  %181 = trunc nuw nsw i64 %109 to i32
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %181, double noundef nofpclass(nan inf) %196, double noundef nofpclass(nan inf) %115, ptr noundef nonnull @.str.8)
  br label %199

183:                                              ; preds = %174, %170, %164
  %184 = trunc nuw nsw i64 %109 to i32
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %184, double noundef nofpclass(nan inf) %196, double noundef nofpclass(nan inf) %115, ptr noundef nonnull @.str.9)
  %186 = load i32, ptr @n_fail, align 4, !tbaa !11
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr @n_fail, align 4, !tbaa !11
  br label %199

188:                                              ; preds = %163, %188
  %189 = phi i64 [ %197, %188 ], [ 0, %163 ]
  %190 = phi double [ %196, %188 ], [ 0.000000e+00, %163 ]
  %191 = getelementptr inbounds double, ptr %10, i64 %189
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = getelementptr inbounds double, ptr %11, i64 %189
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = fmul fast double %194, %192
  %196 = fadd fast double %195, %190
  %197 = add nuw nsw i64 %189, 1
  %198 = icmp eq i64 %197, %121
  br i1 %198, label %164, label %188, !llvm.loop !22

199:                                              ; preds = %180, %183
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  %200 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %201 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viavec, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %200, i32 noundef %111) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %14, ptr noundef nonnull %9, i32 noundef %111, ptr noundef nonnull %10)
  %202 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %203 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viavec, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %202, i32 noundef %111) #14
  %204 = call noalias ptr @malloc(i64 noundef %118) #15
  %205 = call noalias ptr @malloc(i64 noundef %118) #15
  br label %206

206:                                              ; preds = %206, %199
  %207 = phi i64 [ 0, %199 ], [ %217, %206 ]
  %208 = getelementptr inbounds double, ptr %9, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr inbounds double, ptr %11, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = fmul fast double %211, 0x3EB0C6F7A0B5ED8D
  %213 = fadd fast double %212, %209
  %214 = getelementptr inbounds double, ptr %204, i64 %207
  store double %213, ptr %214, align 8, !tbaa !9
  %215 = fsub fast double %209, %212
  %216 = getelementptr inbounds double, ptr %205, i64 %207
  store double %215, ptr %216, align 8, !tbaa !9
  %217 = add nuw nsw i64 %207, 1
  %218 = icmp eq i64 %217, %121
  br i1 %218, label %219, label %206, !llvm.loop !23

219:                                              ; preds = %206
  %220 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %204, ptr noundef nonnull readonly %14)
  %221 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %205, ptr noundef nonnull readonly %14)
  %222 = fsub fast double %220, %221
  %223 = fmul fast double %222, 5.000000e+05
  call void @free(ptr noundef nonnull %204) #14
  call void @free(ptr noundef nonnull %205) #14
  %224 = call fast double @llvm.fabs.f64(double %223)
  %225 = call fast double @llvm.maxnum.f64(double %224, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %203, ptr %4, align 8, !tbaa !9
  %226 = load volatile double, ptr %4, align 8, !tbaa !9
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = fcmp ueq double %227, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %228, label %242, label %229

229:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %223, ptr %3, align 8, !tbaa !9
  %230 = load volatile double, ptr %3, align 8, !tbaa !9
  %231 = call double @llvm.fabs.f64(double %230)
  %232 = fcmp ueq double %231, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %232, label %242, label %233

233:                                              ; preds = %229
  %234 = fsub fast double %203, %223
  %235 = call fast double @llvm.fabs.f64(double %234)
  %236 = fmul fast double %225, 0x3EB0C6F7A0B5ED8D
  %237 = fcmp fast ole double %235, %236
  %238 = freeze i1 %237
  br i1 %238, label %239, label %242

239:                                              ; preds = %233
  %240 = trunc nuw nsw i64 %109 to i32
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %240, double noundef nofpclass(nan inf) %203, double noundef nofpclass(nan inf) %223, ptr noundef nonnull @.str.8)
  br label %247

242:                                              ; preds = %233, %229, %219
  %243 = trunc nuw nsw i64 %109 to i32
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %243, double noundef nofpclass(nan inf) %203, double noundef nofpclass(nan inf) %223, ptr noundef nonnull @.str.9)
  %245 = load i32, ptr @n_fail, align 4, !tbaa !11
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr @n_fail, align 4, !tbaa !11
  br label %247

247:                                              ; preds = %239, %242
  br label %272

248:                                              ; preds = %272
  %249 = call fast double @llvm.fabs.f64(double %203)
  %250 = call fast double @llvm.maxnum.f64(double %249, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %280, ptr %2, align 8, !tbaa !9
  %251 = load volatile double, ptr %2, align 8, !tbaa !9
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %253, label %267, label %254

254:                                              ; preds = %248
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %203, ptr %1, align 8, !tbaa !9
  %255 = load volatile double, ptr %1, align 8, !tbaa !9
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = fcmp ueq double %256, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %257, label %267, label %258

258:                                              ; preds = %254
  %259 = fsub fast double %280, %203
  %260 = call fast double @llvm.fabs.f64(double %259)
  %261 = fmul fast double %250, 0x3EB0C6F7A0B5ED8D
  %262 = fcmp fast ole double %260, %261
  %263 = freeze i1 %262
  br i1 %263, label %264, label %267

264:                                              ; preds = %258
  %265 = trunc nuw nsw i64 %109 to i32
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %265, double noundef nofpclass(nan inf) %280, double noundef nofpclass(nan inf) %203, ptr noundef nonnull @.str.8)
  br label %283

267:                                              ; preds = %258, %254, %248
  %268 = trunc nuw nsw i64 %109 to i32
  %269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %268, double noundef nofpclass(nan inf) %280, double noundef nofpclass(nan inf) %203, ptr noundef nonnull @.str.9)
  %270 = load i32, ptr @n_fail, align 4, !tbaa !11
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr @n_fail, align 4, !tbaa !11
  br label %283

272:                                              ; preds = %247, %272
  %273 = phi i64 [ %281, %272 ], [ 0, %247 ]
  %274 = phi double [ %280, %272 ], [ 0.000000e+00, %247 ]
  %275 = getelementptr inbounds double, ptr %10, i64 %273
  %276 = load double, ptr %275, align 8, !tbaa !9
  %277 = getelementptr inbounds double, ptr %11, i64 %273
  %278 = load double, ptr %277, align 8, !tbaa !9
  %279 = fmul fast double %278, %276
  %280 = fadd fast double %279, %274
  %281 = add nuw nsw i64 %273, 1
  %282 = icmp eq i64 %281, %121
  br i1 %282, label %248, label %272, !llvm.loop !24

283:                                              ; preds = %264, %267
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #14
  br i1 %108, label %107, label %101, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @mixed(ptr noundef readonly %0, ptr noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %24, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %25, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %24, %9 ]
  %12 = trunc nuw nsw i64 %10 to i32
  %13 = tail call fastcc ptr @at(ptr noundef %1, i32 noundef %12)
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds double, ptr %0, i64 %10
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul fast double %16, %16
  %18 = fmul fast double %17, %14
  %19 = tail call fastcc ptr @at(ptr noundef %0, i32 noundef %12)
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call fast double @llvm.sin.f64(double %14)
  %22 = fmul fast double %20, %21
  %23 = fadd fast double %18, %11
  %24 = fadd fast double %23, %22
  %25 = add nuw nsw i64 %10, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %7, label %9, !llvm.loop !26
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #15
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %57, %5
  tail call void @free(ptr noundef %11) #14
  ret void

18:                                               ; preds = %15, %57
  %19 = phi i64 [ 0, %15 ], [ %58, %57 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call fast double @llvm.fabs.f64(double %23)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  %26 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd fast double %26, %23
  %28 = fsub fast double %23, %26
  store double %27, ptr %22, align 8, !tbaa !9
  %29 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %31 = fsub fast double %29, %30
  %32 = fmul fast double %25, 2.000000e-06
  %33 = fdiv fast double %31, %32
  %34 = tail call fast double @llvm.fabs.f64(double %33)
  %35 = tail call fast double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %36 = load volatile double, ptr %7, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %38, label %52, label %39

39:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %40 = load volatile double, ptr %6, align 8, !tbaa !9
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %42, label %52, label %43

43:                                               ; preds = %39
  %44 = fsub fast double %21, %33
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %35, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp fast ole double %45, %46
  %48 = freeze i1 %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = trunc nuw nsw i64 %19 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %50, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.8)
  br label %57

52:                                               ; preds = %43, %39, %18
  %53 = trunc nuw nsw i64 %19 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %53, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.9)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !11
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %49, %52
  %58 = add nuw nsw i64 %19, 1
  %59 = icmp eq i64 %58, %16
  br i1 %59, label %17, label %18, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !16
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false)
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !17
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %34

11:                                               ; preds = %2
  %12 = load ptr, ptr %1, align 8, !tbaa !13
  %13 = icmp sgt i32 %5, 0
  br i1 %13, label %14, label %49

14:                                               ; preds = %11
  %15 = zext nneg i32 %5 to i64
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %32, %16 ]
  %18 = phi double [ 0.000000e+00, %14 ], [ %31, %16 ]
  %19 = trunc nuw nsw i64 %17 to i32
  %20 = tail call fastcc ptr @at(ptr noundef readonly %12, i32 noundef %19)
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %3, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul fast double %23, %23
  %25 = fmul fast double %24, %21
  %26 = call fastcc ptr @at(ptr noundef nonnull readonly %3, i32 noundef %19)
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call fast double @llvm.sin.f64(double %21)
  %29 = fmul fast double %27, %28
  %30 = fadd fast double %25, %18
  %31 = fadd fast double %30, %29
  %32 = add nuw nsw i64 %17, 1
  %33 = icmp eq i64 %32, %15
  br i1 %33, label %49, label %16, !llvm.loop !26

34:                                               ; preds = %2
  %35 = icmp sgt i32 %5, 1
  br i1 %35, label %36, label %49

36:                                               ; preds = %34, %36
  %37 = phi i32 [ %47, %36 ], [ 1, %34 ]
  %38 = phi i32 [ %37, %36 ], [ 0, %34 ]
  %39 = phi double [ %46, %36 ], [ 0.000000e+00, %34 ]
  %40 = call fastcc ptr @row(ptr nonnull readonly %3, i32 noundef %38)
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = call fastcc ptr @row(ptr nonnull readonly %3, i32 noundef %37)
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call fast double @llvm.cos.f64(double %43)
  %45 = fmul fast double %44, %41
  %46 = fadd fast double %45, %39
  %47 = add nuw nsw i32 %37, 1
  %48 = icmp eq i32 %47, %5
  br i1 %48, label %49, label %36, !llvm.loop !28

49:                                               ; preds = %36, %16, %34, %11
  %50 = phi fast double [ 0.000000e+00, %11 ], [ 0.000000e+00, %34 ], [ %31, %16 ], [ %46, %36 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  ret double %50
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @viavec(ptr noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 0.000000e+00, %2 ], [ %16, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %17, %6 ], [ 1, %2 ]
  %8 = phi i32 [ %7, %6 ], [ 0, %2 ]
  %9 = phi double [ %16, %6 ], [ 0.000000e+00, %2 ]
  %10 = tail call fastcc ptr @row(ptr %0, i32 noundef %8)
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call fastcc ptr @row(ptr %0, i32 noundef %7)
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = tail call fast double @llvm.cos.f64(double %13)
  %15 = fmul fast double %14, %11
  %16 = fadd fast double %15, %9
  %17 = add nuw nsw i32 %7, 1
  %18 = icmp eq i32 %17, %1
  br i1 %18, label %4, label %6, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @at(ptr noundef readnone %0, i32 noundef %1) unnamed_addr #7 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds double, ptr %0, i64 %3
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @row(ptr readnone %0, i32 noundef %1) unnamed_addr #7 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds double, ptr %0, i64 %3
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!13 = !{!14, !15, i64 0}
!14 = !{!"", !15, i64 0, !12, i64 8, !12, i64 12}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !12, i64 8}
!17 = !{!14, !12, i64 12}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !19, !20, !21}
!23 = distinct !{!23, !19, !20, !21}
!24 = distinct !{!24, !19, !20, !21}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
