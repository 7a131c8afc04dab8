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
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca %struct.Ctx, align 8
  %10 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #13
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <4 x i64> poison, i64 %13, i64 0
  %21 = insertelement <4 x i64> %20, i64 %15, i64 1
  %22 = insertelement <4 x i64> %21, i64 %17, i64 2
  %23 = insertelement <4 x i64> %22, i64 %19, i64 3
  %24 = lshr <4 x i64> %23, <i64 11, i64 11, i64 11, i64 11>
  %25 = uitofp nneg <4 x i64> %24 to <4 x double>
  %26 = fmul fast <4 x double> %25, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %27 = fadd fast <4 x double> %26, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %27, ptr %5, align 16, !tbaa !9
  %28 = mul i64 %19, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %5, i64 32
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 11, i64 11>
  %36 = uitofp nneg <2 x i64> %35 to <2 x double>
  %37 = fmul fast <2 x double> %36, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %38 = fadd fast <2 x double> %37, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %38, ptr %29, align 16, !tbaa !9
  %39 = mul i64 %32, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <4 x i64> poison, i64 %40, i64 0
  %48 = insertelement <4 x i64> %47, i64 %42, i64 1
  %49 = insertelement <4 x i64> %48, i64 %44, i64 2
  %50 = insertelement <4 x i64> %49, i64 %46, i64 3
  %51 = lshr <4 x i64> %50, <i64 11, i64 11, i64 11, i64 11>
  %52 = uitofp nneg <4 x i64> %51 to <4 x double>
  %53 = fmul fast <4 x double> %52, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %54 = fadd fast <4 x double> %53, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %54, ptr %7, align 16, !tbaa !9
  %55 = mul i64 %46, 6364136223846793005
  %56 = getelementptr inbounds i8, ptr %7, i64 32
  %57 = add i64 %55, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0
  %61 = insertelement <2 x i64> %60, i64 %59, i64 1
  %62 = lshr <2 x i64> %61, <i64 11, i64 11>
  %63 = uitofp nneg <2 x i64> %62 to <2 x double>
  %64 = fmul fast <2 x double> %63, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %65 = fadd fast <2 x double> %64, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %65, ptr %56, align 16, !tbaa !9
  %66 = mul i64 %59, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <4 x i64> poison, i64 %67, i64 0
  %75 = insertelement <4 x i64> %74, i64 %69, i64 1
  %76 = insertelement <4 x i64> %75, i64 %71, i64 2
  %77 = insertelement <4 x i64> %76, i64 %73, i64 3
  %78 = lshr <4 x i64> %77, <i64 11, i64 11, i64 11, i64 11>
  %79 = uitofp nneg <4 x i64> %78 to <4 x double>
  %80 = fmul fast <4 x double> %79, <double 0x3CA8000000000000, double 0x3CA8000000000000, double 0x3CA8000000000000, double 0x3CA8000000000000>
  %81 = fadd fast <4 x double> %80, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %81, ptr %8, align 16, !tbaa !9
  %82 = mul i64 %73, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %8, i64 32
  %84 = add i64 %82, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 11, i64 11>
  %90 = uitofp nneg <2 x i64> %89 to <2 x double>
  %91 = fmul fast <2 x double> %90, <double 0x3CA8000000000000, double 0x3CA8000000000000>
  %92 = fadd fast <2 x double> %91, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %92, ptr %83, align 16, !tbaa !9
  store i64 %86, ptr @rng_state, align 8, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %9, i64 8
  %94 = getelementptr inbounds i8, ptr %9, i64 12
  %95 = getelementptr inbounds i8, ptr %10, i64 8
  %96 = getelementptr inbounds i8, ptr %10, i64 12
  br label %103

97:                                               ; preds = %362
  %98 = load i32, ptr @n_fail, align 4, !tbaa !11
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %98)
  %100 = load i32, ptr @n_fail, align 4, !tbaa !11
  %101 = icmp ne i32 %100, 0
  %102 = zext i1 %101 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #13
  ret i32 %102

103:                                              ; preds = %0, %362
  %104 = phi i1 [ true, %0 ], [ false, %362 ]
  %105 = phi i64 [ 0, %0 ], [ 1, %362 ]
  %106 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #13
  store ptr %8, ptr %9, align 8, !tbaa !13
  store i32 %107, ptr %93, align 8, !tbaa !16
  store i32 0, ptr %94, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #13
  store ptr %8, ptr %10, align 8, !tbaa !13
  store i32 %107, ptr %95, align 8, !tbaa !16
  store i32 1, ptr %96, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  %108 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %109 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @mixed, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %108, ptr noundef nonnull %8, i32 noundef %108, i32 noundef %107) #13
  %110 = call i32 @llvm.smax.i32(i32 %107, i32 1)
  %111 = zext nneg i32 %110 to i64
  %112 = shl nuw nsw i64 %111, 3
  %113 = call noalias ptr @malloc(i64 noundef %112) #14
  %114 = sext i32 %107 to i64
  %115 = shl nsw i64 %114, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %113, ptr nonnull readonly align 16 %5, i64 %115, i1 false)
  %116 = zext nneg i32 %107 to i64
  br label %117

117:                                              ; preds = %181, %103
  %118 = phi i64 [ 0, %103 ], [ %182, %181 ]
  %119 = getelementptr inbounds double, ptr %6, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = getelementptr inbounds double, ptr %113, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = call fast double @llvm.fabs.f64(double %122)
  %124 = call fast double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  %125 = fmul fast double %124, 0x3EB0C6F7A0B5ED8D
  %126 = fadd fast double %125, %122
  store double %126, ptr %121, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %113, i64 %115, i1 false)
  br label %127

127:                                              ; preds = %127, %117
  %128 = phi i64 [ 0, %117 ], [ %143, %127 ]
  %129 = phi double [ 0.000000e+00, %117 ], [ %142, %127 ]
  %130 = trunc nuw nsw i64 %128 to i32
  %131 = call fastcc ptr @at(ptr noundef nonnull readonly %8, i32 noundef %130)
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = getelementptr inbounds double, ptr %3, i64 %128
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = fmul fast double %134, %134
  %136 = fmul fast double %135, %132
  %137 = call fastcc ptr @at(ptr noundef nonnull readonly %3, i32 noundef %130)
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = call fast double @llvm.sin.f64(double %132)
  %140 = fmul fast double %138, %139
  %141 = fadd fast double %136, %129
  %142 = fadd fast double %141, %140
  %143 = add nuw nsw i64 %128, 1
  %144 = icmp eq i64 %143, %116
  br i1 %144, label %145, label %127, !llvm.loop !18

145:                                              ; preds = %127
  %146 = fsub fast double %122, %125
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13
  store double %146, ptr %121, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %113, i64 %115, i1 false)
  br label %147

147:                                              ; preds = %147, %145
  %148 = phi i64 [ 0, %145 ], [ %163, %147 ]
  %149 = phi double [ 0.000000e+00, %145 ], [ %162, %147 ]
  %150 = trunc nuw nsw i64 %148 to i32
  %151 = call fastcc ptr @at(ptr noundef nonnull readonly %8, i32 noundef %150)
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = getelementptr inbounds double, ptr %4, i64 %148
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fmul fast double %154, %154
  %156 = fmul fast double %155, %152
  %157 = call fastcc ptr @at(ptr noundef nonnull readonly %4, i32 noundef %150)
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = call fast double @llvm.sin.f64(double %152)
  %160 = fmul fast double %158, %159
  %161 = fadd fast double %156, %149
  %162 = fadd fast double %161, %160
  %163 = add nuw nsw i64 %148, 1
  %164 = icmp eq i64 %163, %116
  br i1 %164, label %165, label %147, !llvm.loop !18

165:                                              ; preds = %147
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #13
  store double %122, ptr %121, align 8, !tbaa !9
  %166 = fsub fast double %142, %162
  %167 = fmul fast double %124, 2.000000e-06
  %168 = fdiv fast double %166, %167
  %169 = call fast double @llvm.fabs.f64(double %168)
  %170 = call fast double @llvm.maxnum.f64(double %169, double 1.000000e+00)
  %171 = fsub fast double %120, %168
  %172 = call fast double @llvm.fabs.f64(double %171)
  %173 = fmul fast double %170, 0x3EB0C6F7A0B5ED8D
  %174 = fcmp fast ole double %172, %173
  %175 = select i1 %174, ptr @.str.8, ptr @.str.9
  %176 = trunc nuw nsw i64 %118 to i32
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef %176, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %168, ptr noundef nonnull %175)
  br i1 %174, label %181, label %178

178:                                              ; preds = %165
  %179 = load i32, ptr @n_fail, align 4, !tbaa !11
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @n_fail, align 4, !tbaa !11
  br label %181

181:                                              ; preds = %178, %165
  %182 = add nuw nsw i64 %118, 1
  %183 = icmp eq i64 %182, %116
  br i1 %183, label %184, label %117, !llvm.loop !20

184:                                              ; preds = %181
  call void @free(ptr noundef nonnull %113) #13
  %185 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %186 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @mixed, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %185, ptr noundef nonnull %8, i32 noundef %185, i32 noundef %107) #13
  %187 = call noalias ptr @malloc(i64 noundef %112) #14
  %188 = call noalias ptr @malloc(i64 noundef %112) #14
  br label %189

189:                                              ; preds = %189, %184
  %190 = phi i64 [ 0, %184 ], [ %200, %189 ]
  %191 = getelementptr inbounds double, ptr %5, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = getelementptr inbounds double, ptr %7, i64 %190
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = fmul fast double %194, 0x3EB0C6F7A0B5ED8D
  %196 = fadd fast double %195, %192
  %197 = getelementptr inbounds double, ptr %187, i64 %190
  store double %196, ptr %197, align 8, !tbaa !9
  %198 = fsub fast double %192, %195
  %199 = getelementptr inbounds double, ptr %188, i64 %190
  store double %198, ptr %199, align 8, !tbaa !9
  %200 = add nuw nsw i64 %190, 1
  %201 = icmp eq i64 %200, %116
  br i1 %201, label %202, label %189, !llvm.loop !21

202:                                              ; preds = %189
  %203 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %187, ptr noundef nonnull readonly %9)
  %204 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %188, ptr noundef nonnull readonly %9)
  %205 = fsub fast double %203, %204
  %206 = fmul fast double %205, 5.000000e+05
  call void @free(ptr noundef nonnull %187) #13
  call void @free(ptr noundef nonnull %188) #13
  %207 = call fast double @llvm.fabs.f64(double %206)
  %208 = call fast double @llvm.maxnum.f64(double %207, double 1.000000e+00)
  %209 = fsub fast double %186, %206
  %210 = call fast double @llvm.fabs.f64(double %209)
  %211 = fmul fast double %208, 0x3EB0C6F7A0B5ED8D
  %212 = fcmp fast ole double %210, %211
  %213 = select i1 %212, ptr @.str.8, ptr @.str.9
  %214 = trunc nuw nsw i64 %105 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %214, double noundef nofpclass(nan inf) %186, double noundef nofpclass(nan inf) %206, ptr noundef nonnull %213)
  br i1 %212, label %219, label %216

216:                                              ; preds = %202
  %217 = load i32, ptr @n_fail, align 4, !tbaa !11
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @n_fail, align 4, !tbaa !11
  br label %219

219:                                              ; preds = %202, %216
  br label %232

220:                                              ; preds = %232
  %221 = call fast double @llvm.fabs.f64(double %186)
  %222 = call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  %223 = fsub fast double %240, %186
  %224 = call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %222, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp fast ole double %224, %225
  %227 = select i1 %226, ptr @.str.8, ptr @.str.9
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %214, double noundef nofpclass(nan inf) %240, double noundef nofpclass(nan inf) %186, ptr noundef nonnull %227)
  br i1 %226, label %243, label %229

229:                                              ; preds = %220
  %230 = load i32, ptr @n_fail, align 4, !tbaa !11
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !11
  br label %243

232:                                              ; preds = %219, %232
  %233 = phi i64 [ %241, %232 ], [ 0, %219 ]
  %234 = phi double [ %240, %232 ], [ 0.000000e+00, %219 ]
  %235 = getelementptr inbounds double, ptr %6, i64 %233
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = getelementptr inbounds double, ptr %7, i64 %233
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = fmul fast double %238, %236
  %240 = fadd fast double %239, %234
  %241 = add nuw nsw i64 %233, 1
  %242 = icmp eq i64 %241, %116
  br i1 %242, label %220, label %232, !llvm.loop !24

243:                                              ; preds = %220, %229
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  %244 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %245 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viavec, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %244, i32 noundef %107) #13
  %246 = call noalias ptr @malloc(i64 noundef %112) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %246, ptr nonnull readonly align 16 %5, i64 %115, i1 false)
  br label %247

247:                                              ; preds = %243, %301
  %248 = phi i64 [ 0, %243 ], [ %302, %301 ]
  %249 = getelementptr inbounds double, ptr %6, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = getelementptr inbounds double, ptr %246, i64 %248
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = call fast double @llvm.fabs.f64(double %252)
  %254 = call fast double @llvm.maxnum.f64(double %253, double 1.000000e+00)
  %255 = fmul fast double %254, 0x3EB0C6F7A0B5ED8D
  %256 = fadd fast double %255, %252
  store double %256, ptr %251, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %246, i64 %115, i1 false)
  br label %257

257:                                              ; preds = %247, %257
  %258 = phi i32 [ %268, %257 ], [ 1, %247 ]
  %259 = phi i32 [ %258, %257 ], [ 0, %247 ]
  %260 = phi double [ %267, %257 ], [ 0.000000e+00, %247 ]
  %261 = call fastcc ptr @row(ptr nonnull readonly %1, i32 noundef %259)
  %262 = load double, ptr %261, align 8, !tbaa !9
  %263 = call fastcc ptr @row(ptr nonnull readonly %1, i32 noundef %258)
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = call fast double @llvm.cos.f64(double %264)
  %266 = fmul fast double %265, %262
  %267 = fadd fast double %266, %260
  %268 = add nuw nsw i32 %258, 1
  %269 = icmp eq i32 %268, %107
  br i1 %269, label %270, label %257, !llvm.loop !25

270:                                              ; preds = %257
  %271 = fsub fast double %252, %255
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #13
  store double %271, ptr %251, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %246, i64 %115, i1 false)
  br label %272

272:                                              ; preds = %270, %272
  %273 = phi i32 [ %283, %272 ], [ 1, %270 ]
  %274 = phi i32 [ %273, %272 ], [ 0, %270 ]
  %275 = phi double [ %282, %272 ], [ 0.000000e+00, %270 ]
  %276 = call fastcc ptr @row(ptr nonnull readonly %2, i32 noundef %274)
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = call fastcc ptr @row(ptr nonnull readonly %2, i32 noundef %273)
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = call fast double @llvm.cos.f64(double %279)
  %281 = fmul fast double %280, %277
  %282 = fadd fast double %281, %275
  %283 = add nuw nsw i32 %273, 1
  %284 = icmp eq i32 %283, %107
  br i1 %284, label %285, label %272, !llvm.loop !25

285:                                              ; preds = %272
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #13
  store double %252, ptr %251, align 8, !tbaa !9
  %286 = fsub fast double %267, %282
  %287 = fmul fast double %254, 2.000000e-06
  %288 = fdiv fast double %286, %287
  %289 = call fast double @llvm.fabs.f64(double %288)
  %290 = call fast double @llvm.maxnum.f64(double %289, double 1.000000e+00)
  %291 = fsub fast double %250, %288
  %292 = call fast double @llvm.fabs.f64(double %291)
  %293 = fmul fast double %290, 0x3EB0C6F7A0B5ED8D
  %294 = fcmp fast ole double %292, %293
  %295 = select i1 %294, ptr @.str.8, ptr @.str.9
  %296 = trunc nuw nsw i64 %248 to i32
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %296, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %288, ptr noundef nonnull %295)
  br i1 %294, label %301, label %298

298:                                              ; preds = %285
  %299 = load i32, ptr @n_fail, align 4, !tbaa !11
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr @n_fail, align 4, !tbaa !11
  br label %301

301:                                              ; preds = %298, %285
  %302 = add nuw nsw i64 %248, 1
  %303 = icmp eq i64 %302, %116
  br i1 %303, label %304, label %247, !llvm.loop !20

304:                                              ; preds = %301
  call void @free(ptr noundef nonnull %246) #13
  %305 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %306 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viavec, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %305, i32 noundef %107) #13
  %307 = call noalias ptr @malloc(i64 noundef %112) #14
  %308 = call noalias ptr @malloc(i64 noundef %112) #14
  br label %309

309:                                              ; preds = %309, %304
  %310 = phi i64 [ 0, %304 ], [ %320, %309 ]
  %311 = getelementptr inbounds double, ptr %5, i64 %310
  %312 = load double, ptr %311, align 8, !tbaa !9
  %313 = getelementptr inbounds double, ptr %7, i64 %310
  %314 = load double, ptr %313, align 8, !tbaa !9
  %315 = fmul fast double %314, 0x3EB0C6F7A0B5ED8D
  %316 = fadd fast double %315, %312
  %317 = getelementptr inbounds double, ptr %307, i64 %310
  store double %316, ptr %317, align 8, !tbaa !9
  %318 = fsub fast double %312, %315
  %319 = getelementptr inbounds double, ptr %308, i64 %310
  store double %318, ptr %319, align 8, !tbaa !9
  %320 = add nuw nsw i64 %310, 1
  %321 = icmp eq i64 %320, %116
  br i1 %321, label %322, label %309, !llvm.loop !26

322:                                              ; preds = %309
  %323 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %307, ptr noundef nonnull readonly %10)
  %324 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %308, ptr noundef nonnull readonly %10)
  %325 = fsub fast double %323, %324
  %326 = fmul fast double %325, 5.000000e+05
  call void @free(ptr noundef nonnull %307) #13
  call void @free(ptr noundef nonnull %308) #13
  %327 = call fast double @llvm.fabs.f64(double %326)
  %328 = call fast double @llvm.maxnum.f64(double %327, double 1.000000e+00)
  %329 = fsub fast double %306, %326
  %330 = call fast double @llvm.fabs.f64(double %329)
  %331 = fmul fast double %328, 0x3EB0C6F7A0B5ED8D
  %332 = fcmp fast ole double %330, %331
  %333 = select i1 %332, ptr @.str.8, ptr @.str.9
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %214, double noundef nofpclass(nan inf) %306, double noundef nofpclass(nan inf) %326, ptr noundef nonnull %333)
  br i1 %332, label %338, label %335

335:                                              ; preds = %322
  %336 = load i32, ptr @n_fail, align 4, !tbaa !11
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !11
  br label %338

338:                                              ; preds = %322, %335
  br label %351

339:                                              ; preds = %351
  %340 = call fast double @llvm.fabs.f64(double %306)
  %341 = call fast double @llvm.maxnum.f64(double %340, double 1.000000e+00)
  %342 = fsub fast double %359, %306
  %343 = call fast double @llvm.fabs.f64(double %342)
  %344 = fmul fast double %341, 0x3EB0C6F7A0B5ED8D
  %345 = fcmp fast ole double %343, %344
  %346 = select i1 %345, ptr @.str.8, ptr @.str.9
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %214, double noundef nofpclass(nan inf) %359, double noundef nofpclass(nan inf) %306, ptr noundef nonnull %346)
  br i1 %345, label %362, label %348

348:                                              ; preds = %339
  %349 = load i32, ptr @n_fail, align 4, !tbaa !11
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr @n_fail, align 4, !tbaa !11
  br label %362

351:                                              ; preds = %338, %351
  %352 = phi i64 [ %360, %351 ], [ 0, %338 ]
  %353 = phi double [ %359, %351 ], [ 0.000000e+00, %338 ]
  %354 = getelementptr inbounds double, ptr %6, i64 %352
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = getelementptr inbounds double, ptr %7, i64 %352
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = fmul fast double %357, %355
  %359 = fadd fast double %358, %353
  %360 = add nuw nsw i64 %352, 1
  %361 = icmp eq i64 %360, %116
  br i1 %361, label %339, label %351, !llvm.loop !27

362:                                              ; preds = %339, %348
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #13
  br i1 %104, label %103, label %97, !llvm.loop !28
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
  br i1 %26, label %7, label %9, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #5 {
  %3 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13
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
  br i1 %33, label %49, label %16, !llvm.loop !18

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
  br i1 %48, label %49, label %36, !llvm.loop !25

49:                                               ; preds = %36, %16, %34, %11
  %50 = phi fast double [ 0.000000e+00, %11 ], [ 0.000000e+00, %34 ], [ %31, %16 ], [ %46, %36 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13
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
  br i1 %18, label %4, label %6, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @at(ptr noundef readnone %0, i32 noundef %1) unnamed_addr #6 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds double, ptr %0, i64 %3
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc ptr @row(ptr readnone %0, i32 noundef %1) unnamed_addr #6 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds double, ptr %0, i64 %3
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19, !22, !23}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = distinct !{!24, !19, !22, !23}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19, !22, !23}
!27 = distinct !{!27, !19, !22, !23}
!28 = distinct !{!28, !19}
