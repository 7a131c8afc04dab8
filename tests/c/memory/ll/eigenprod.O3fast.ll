; ModuleID = 'eigenprod.c'
source_filename = "eigenprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mat = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"prod.d\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"prod.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"prod.fwd_rev\00", align 1
@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [8 x i8] c"gemv.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"gemv.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"gemv.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"eigenprod\00", align 1
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
  %2 = alloca %struct.Mat, align 8
  %3 = alloca [42 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca %struct.Mat, align 8
  %6 = alloca [42 x double], align 16
  %7 = alloca [6 x double], align 16
  %8 = alloca %struct.Mat, align 8
  %9 = alloca [42 x double], align 16
  %10 = alloca [6 x double], align 16
  %11 = alloca %struct.Mat, align 8
  %12 = alloca [42 x double], align 16
  %13 = alloca [4 x double], align 16
  %14 = alloca [4 x double], align 16
  %15 = alloca [4 x double], align 16
  %16 = alloca [4 x double], align 16
  %17 = alloca [42 x double], align 16
  %18 = alloca [42 x double], align 16
  %19 = alloca [42 x double], align 16
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %18) #14
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %19) #14
  %20 = load i64, ptr @rng_state, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %17, i64 8
  %22 = getelementptr inbounds i8, ptr %17, i64 16
  br label %23

23:                                               ; preds = %23, %0
  %24 = phi i64 [ 0, %0 ], [ %50, %23 ]
  %25 = phi i64 [ %20, %0 ], [ %43, %23 ]
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = lshr i64 %27, 10
  %29 = and i64 %28, 18014398509481982
  %30 = uitofp nneg i64 %29 to double
  %31 = fmul fast double %30, 0x3CA0000000000000
  %32 = fadd fast double %31, -1.000000e+00
  %33 = getelementptr inbounds double, ptr %17, i64 %24
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = mul i64 %27, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = lshr i64 %35, 10
  %37 = and i64 %36, 18014398509481982
  %38 = uitofp nneg i64 %37 to double
  %39 = fmul fast double %38, 0x3CA0000000000000
  %40 = fadd fast double %39, -1.000000e+00
  %41 = getelementptr inbounds double, ptr %21, i64 %24
  store double %40, ptr %41, align 8, !tbaa !9
  %42 = mul i64 %35, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = lshr i64 %43, 10
  %45 = and i64 %44, 18014398509481982
  %46 = uitofp nneg i64 %45 to double
  %47 = fmul fast double %46, 0x3CA0000000000000
  %48 = fadd fast double %47, -1.000000e+00
  %49 = getelementptr inbounds double, ptr %22, i64 %24
  store double %48, ptr %49, align 8, !tbaa !9
  %50 = add nuw nsw i64 %24, 3
  %51 = icmp eq i64 %50, 42
  br i1 %51, label %52, label %23, !llvm.loop !11

52:                                               ; preds = %23
  %53 = getelementptr inbounds i8, ptr %19, i64 8
  %54 = getelementptr inbounds i8, ptr %19, i64 16
  br label %55

55:                                               ; preds = %55, %52
  %56 = phi i64 [ 0, %52 ], [ %82, %55 ]
  %57 = phi i64 [ %43, %52 ], [ %75, %55 ]
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = lshr i64 %59, 10
  %61 = and i64 %60, 18014398509481982
  %62 = uitofp nneg i64 %61 to double
  %63 = fmul fast double %62, 0x3CA0000000000000
  %64 = fadd fast double %63, -1.000000e+00
  %65 = getelementptr inbounds double, ptr %19, i64 %56
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = mul i64 %59, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = lshr i64 %67, 10
  %69 = and i64 %68, 18014398509481982
  %70 = uitofp nneg i64 %69 to double
  %71 = fmul fast double %70, 0x3CA0000000000000
  %72 = fadd fast double %71, -1.000000e+00
  %73 = getelementptr inbounds double, ptr %53, i64 %56
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = mul i64 %67, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = lshr i64 %75, 10
  %77 = and i64 %76, 18014398509481982
  %78 = uitofp nneg i64 %77 to double
  %79 = fmul fast double %78, 0x3CA0000000000000
  %80 = fadd fast double %79, -1.000000e+00
  %81 = getelementptr inbounds double, ptr %54, i64 %56
  store double %80, ptr %81, align 8, !tbaa !9
  %82 = add nuw nsw i64 %56, 3
  %83 = icmp eq i64 %82, 42
  br i1 %83, label %84, label %55, !llvm.loop !11

84:                                               ; preds = %55
  store i64 %75, ptr @rng_state, align 8, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %17, i64 8
  %86 = getelementptr inbounds i8, ptr %18, i64 8
  %87 = getelementptr inbounds i8, ptr %15, i64 24
  %88 = getelementptr inbounds i8, ptr %15, i64 8
  %89 = getelementptr inbounds i8, ptr %15, i64 16
  %90 = getelementptr inbounds i8, ptr %16, i64 24
  %91 = getelementptr inbounds i8, ptr %16, i64 8
  %92 = getelementptr inbounds i8, ptr %16, i64 16
  %93 = getelementptr inbounds i8, ptr %19, i64 8
  %94 = getelementptr inbounds i8, ptr %13, i64 24
  %95 = getelementptr inbounds i8, ptr %13, i64 8
  %96 = getelementptr inbounds i8, ptr %13, i64 16
  %97 = getelementptr inbounds i8, ptr %14, i64 24
  %98 = getelementptr inbounds i8, ptr %14, i64 8
  %99 = getelementptr inbounds i8, ptr %14, i64 16
  %100 = getelementptr inbounds i8, ptr %8, i64 8
  %101 = getelementptr inbounds i8, ptr %8, i64 12
  %102 = getelementptr inbounds i8, ptr %11, i64 8
  %103 = getelementptr inbounds i8, ptr %11, i64 12
  %104 = getelementptr inbounds i8, ptr %2, i64 8
  %105 = getelementptr inbounds i8, ptr %2, i64 12
  %106 = getelementptr inbounds i8, ptr %5, i64 8
  %107 = getelementptr inbounds i8, ptr %5, i64 12
  br label %114

108:                                              ; preds = %520
  %109 = load i32, ptr @n_fail, align 4, !tbaa !13
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %109)
  %111 = load i32, ptr @n_fail, align 4, !tbaa !13
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %19) #14
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %17) #14
  ret i32 %113

114:                                              ; preds = %84, %520
  %115 = phi i64 [ 0, %84 ], [ %521, %520 ]
  %116 = trunc nuw nsw i64 %115 to i32
  %117 = uitofp nneg i32 %116 to double
  %118 = insertelement <2 x double> poison, double %117, i64 0
  %119 = shufflevector <2 x double> %118, <2 x double> poison, <2 x i32> zeroinitializer
  %120 = fmul fast <2 x double> %119, <double 4.000000e-01, double 5.000000e-01>
  %121 = fadd fast <2 x double> %120, <double 3.000000e-01, double 0xBFE6666666666666>
  store <2 x double> %121, ptr %17, align 16, !tbaa !9
  %122 = extractelement <2 x double> %121, i64 0
  %123 = extractelement <2 x double> %121, i64 1
  %124 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, double noundef nofpclass(nan inf) %122, double noundef nofpclass(nan inf) %123) #14
  %125 = extractvalue { double, double } %124, 0
  %126 = extractvalue { double, double } %124, 1
  store double %125, ptr %18, align 16, !tbaa !9
  store double %126, ptr %86, align 8, !tbaa !9
  %127 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %127, ptr noundef nonnull readonly align 16 dereferenceable(16) %17, i64 16, i1 false)
  %128 = getelementptr inbounds i8, ptr %127, i64 8
  %129 = load double, ptr %127, align 8, !tbaa !9
  %130 = call fast double @llvm.fabs.f64(double %129)
  %131 = call fast double @llvm.maxnum.f64(double %130, double 1.000000e+00)
  %132 = fmul fast double %131, 0x3EB0C6F7A0B5ED8D
  %133 = fadd fast double %132, %129
  %134 = fsub fast double %129, %132
  %135 = load double, ptr %128, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #14
  call fastcc void @outer2(ptr nonnull %15, double noundef nofpclass(nan inf) %133, double noundef nofpclass(nan inf) %135)
  %136 = load double, ptr %15, align 16, !tbaa !9
  %137 = load double, ptr %87, align 8, !tbaa !9
  %138 = fmul fast double %137, %136
  %139 = load double, ptr %88, align 8, !tbaa !9
  %140 = load double, ptr %89, align 16, !tbaa !9
  %141 = fmul fast double %140, %139
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  call fastcc void @outer2(ptr nonnull %16, double noundef nofpclass(nan inf) %134, double noundef nofpclass(nan inf) %135)
  %142 = load double, ptr %16, align 16, !tbaa !9
  %143 = load double, ptr %90, align 8, !tbaa !9
  %144 = load double, ptr %91, align 8, !tbaa !9
  %145 = load double, ptr %92, align 16, !tbaa !9
  %146 = fmul fast double %145, %144
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  %147 = fmul fast double %143, %142
  %148 = fadd fast double %147, %141
  %149 = fadd fast double %138, %136
  %150 = fadd fast double %149, %146
  %151 = fadd fast double %142, %148
  %152 = fsub fast double %150, %151
  %153 = fmul fast double %131, 2.000000e-06
  %154 = fdiv fast double %152, %153
  %155 = call fast double @llvm.fabs.f64(double %154)
  %156 = call fast double @llvm.maxnum.f64(double %155, double 1.000000e+00)
  %157 = fsub fast double %125, %154
  %158 = call fast double @llvm.fabs.f64(double %157)
  %159 = fmul fast double %156, 0x3EB0C6F7A0B5ED8D
  %160 = fcmp fast ole double %158, %159
  %161 = select i1 %160, ptr @.str.8, ptr @.str.9
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %125, double noundef nofpclass(nan inf) %154, ptr noundef nonnull %161)
  br i1 %160, label %166, label %163

163:                                              ; preds = %114
  %164 = load i32, ptr @n_fail, align 4, !tbaa !13
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr @n_fail, align 4, !tbaa !13
  br label %166

166:                                              ; preds = %163, %114
  %167 = load double, ptr %86, align 8, !tbaa !9
  %168 = call fast double @llvm.fabs.f64(double %135)
  %169 = call fast double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  %170 = fmul fast double %169, 0x3EB0C6F7A0B5ED8D
  %171 = fadd fast double %170, %135
  %172 = fsub fast double %135, %170
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #14
  call fastcc void @outer2(ptr nonnull %15, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %171)
  %173 = load double, ptr %15, align 16, !tbaa !9
  %174 = load double, ptr %87, align 8, !tbaa !9
  %175 = fmul fast double %174, %173
  %176 = load double, ptr %88, align 8, !tbaa !9
  %177 = load double, ptr %89, align 16, !tbaa !9
  %178 = fmul fast double %177, %176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  call fastcc void @outer2(ptr nonnull %16, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %172)
  %179 = load double, ptr %16, align 16, !tbaa !9
  %180 = load double, ptr %90, align 8, !tbaa !9
  %181 = load double, ptr %91, align 8, !tbaa !9
  %182 = load double, ptr %92, align 16, !tbaa !9
  %183 = fmul fast double %182, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  %184 = fmul fast double %180, %179
  %185 = fadd fast double %184, %178
  %186 = fadd fast double %175, %173
  %187 = fadd fast double %186, %183
  %188 = fadd fast double %179, %185
  %189 = fsub fast double %187, %188
  %190 = fmul fast double %169, 2.000000e-06
  %191 = fdiv fast double %189, %190
  %192 = call fast double @llvm.fabs.f64(double %191)
  %193 = call fast double @llvm.maxnum.f64(double %192, double 1.000000e+00)
  %194 = fsub fast double %167, %191
  %195 = call fast double @llvm.fabs.f64(double %194)
  %196 = fmul fast double %193, 0x3EB0C6F7A0B5ED8D
  %197 = fcmp fast ole double %195, %196
  %198 = select i1 %197, ptr @.str.8, ptr @.str.9
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 1, double noundef nofpclass(nan inf) %167, double noundef nofpclass(nan inf) %191, ptr noundef nonnull %198)
  br i1 %197, label %203, label %200

200:                                              ; preds = %166
  %201 = load i32, ptr @n_fail, align 4, !tbaa !13
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr @n_fail, align 4, !tbaa !13
  br label %203

203:                                              ; preds = %200, %166
  call void @free(ptr noundef nonnull %127) #14
  %204 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %205 = load double, ptr %17, align 16, !tbaa !9
  %206 = load double, ptr %19, align 16, !tbaa !9
  %207 = load double, ptr %85, align 8, !tbaa !9
  %208 = load double, ptr %93, align 8, !tbaa !9
  %209 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @prod, i32 noundef %204, double noundef nofpclass(nan inf) %205, double noundef nofpclass(nan inf) %206, i32 noundef %204, double noundef nofpclass(nan inf) %207, double noundef nofpclass(nan inf) %208) #14
  %210 = load double, ptr %17, align 16, !tbaa !9
  %211 = load double, ptr %19, align 16, !tbaa !9
  %212 = fmul fast double %211, 0x3EB0C6F7A0B5ED8D
  %213 = fadd fast double %212, %210
  %214 = fsub fast double %210, %212
  %215 = load double, ptr %85, align 8, !tbaa !9
  %216 = load double, ptr %93, align 8, !tbaa !9
  %217 = fmul fast double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fadd fast double %217, %215
  %219 = fsub fast double %215, %217
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #14
  call fastcc void @outer2(ptr nonnull %13, double noundef nofpclass(nan inf) %213, double noundef nofpclass(nan inf) %218)
  %220 = load double, ptr %13, align 16, !tbaa !9
  %221 = load double, ptr %94, align 8, !tbaa !9
  %222 = fmul fast double %221, %220
  %223 = load double, ptr %95, align 8, !tbaa !9
  %224 = load double, ptr %96, align 16, !tbaa !9
  %225 = fmul fast double %224, %223
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #14
  call fastcc void @outer2(ptr nonnull %14, double noundef nofpclass(nan inf) %214, double noundef nofpclass(nan inf) %219)
  %226 = load double, ptr %14, align 16, !tbaa !9
  %227 = load double, ptr %97, align 8, !tbaa !9
  %228 = load double, ptr %98, align 8, !tbaa !9
  %229 = load double, ptr %99, align 16, !tbaa !9
  %230 = fmul fast double %229, %228
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #14
  %231 = fmul fast double %227, %226
  %232 = fadd fast double %231, %225
  %233 = fadd fast double %222, %220
  %234 = fadd fast double %233, %230
  %235 = fadd fast double %226, %232
  %236 = fsub fast double %234, %235
  %237 = fmul fast double %236, 5.000000e+05
  %238 = call fast double @llvm.fabs.f64(double %237)
  %239 = call fast double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fsub fast double %209, %237
  %241 = call fast double @llvm.fabs.f64(double %240)
  %242 = fmul fast double %239, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp fast ole double %241, %242
  %244 = select i1 %243, ptr @.str.8, ptr @.str.9
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %116, double noundef nofpclass(nan inf) %209, double noundef nofpclass(nan inf) %237, ptr noundef nonnull %244)
  br i1 %243, label %249, label %246

246:                                              ; preds = %203
  %247 = load i32, ptr @n_fail, align 4, !tbaa !13
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !13
  br label %249

249:                                              ; preds = %203, %246
  %250 = load <2 x double>, ptr %18, align 16, !tbaa !9
  %251 = load <2 x double>, ptr %19, align 16, !tbaa !9
  %252 = fmul fast <2 x double> %251, %250
  %253 = shufflevector <2 x double> %252, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %254 = fadd fast <2 x double> %253, %252
  %255 = extractelement <2 x double> %254, i64 0
  %256 = call fast double @llvm.fabs.f64(double %209)
  %257 = call fast double @llvm.maxnum.f64(double %256, double 1.000000e+00)
  %258 = fsub fast double %255, %209
  %259 = call fast double @llvm.fabs.f64(double %258)
  %260 = fmul fast double %257, 0x3EB0C6F7A0B5ED8D
  %261 = fcmp fast ole double %259, %260
  %262 = select i1 %261, ptr @.str.8, ptr @.str.9
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %116, double noundef nofpclass(nan inf) %255, double noundef nofpclass(nan inf) %209, ptr noundef nonnull %262)
  br i1 %261, label %267, label %264

264:                                              ; preds = %249
  %265 = load i32, ptr @n_fail, align 4, !tbaa !13
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr @n_fail, align 4, !tbaa !13
  br label %267

267:                                              ; preds = %249, %264
  %268 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %115
  %269 = load i32, ptr %268, align 4, !tbaa !13
  %270 = add i32 %269, 1
  %271 = mul i32 %270, %269
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(336) %18, i8 0, i64 336, i1 false)
  %272 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %273 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %272, i32 noundef %269) #14
  %274 = call i32 @llvm.smax.i32(i32 %271, i32 1)
  %275 = zext nneg i32 %274 to i64
  %276 = shl nuw nsw i64 %275, 3
  %277 = call noalias ptr @malloc(i64 noundef %276) #15
  %278 = sext i32 %271 to i64
  %279 = shl nsw i64 %278, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %277, ptr nonnull readonly align 16 %17, i64 %279, i1 false)
  %280 = icmp sgt i32 %271, 0
  br i1 %280, label %281, label %349

281:                                              ; preds = %267
  %282 = zext nneg i32 %271 to i64
  %283 = mul nsw i32 %269, %269
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds double, ptr %9, i64 %284
  %286 = zext i32 %269 to i64
  %287 = getelementptr inbounds double, ptr %12, i64 %284
  br label %288

288:                                              ; preds = %281, %346
  %289 = phi i64 [ 0, %281 ], [ %347, %346 ]
  %290 = getelementptr inbounds double, ptr %18, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds double, ptr %277, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = call fast double @llvm.fabs.f64(double %293)
  %295 = call fast double @llvm.maxnum.f64(double %294, double 1.000000e+00)
  %296 = fmul fast double %295, 0x3EB0C6F7A0B5ED8D
  %297 = fadd fast double %296, %293
  store double %297, ptr %292, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %9) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr readonly align 8 %277, i64 %279, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #14
  store ptr %9, ptr %8, align 8, !tbaa !15
  store i32 %269, ptr %100, align 8, !tbaa !18
  store i32 %269, ptr %101, align 4, !tbaa !19
  call fastcc void @gemv(ptr nonnull %7, ptr noundef nonnull %8, ptr nonnull %285)
  br label %298

298:                                              ; preds = %298, %288
  %299 = phi i64 [ 0, %288 ], [ %310, %298 ]
  %300 = phi double [ 0.000000e+00, %288 ], [ %309, %298 ]
  %301 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %299
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = trunc nuw nsw i64 %299 to i32
  %304 = uitofp nneg i32 %303 to double
  %305 = fmul fast double %304, 1.000000e-01
  %306 = fadd fast double %305, 1.000000e+00
  %307 = fmul fast double %302, %302
  %308 = fmul fast double %307, %306
  %309 = fadd fast double %308, %300
  %310 = add nuw nsw i64 %299, 1
  %311 = icmp eq i64 %310, %286
  br i1 %311, label %312, label %298, !llvm.loop !20

312:                                              ; preds = %298
  %313 = fsub fast double %293, %296
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %9) #14
  store double %313, ptr %292, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %12) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %12, ptr readonly align 8 %277, i64 %279, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  store ptr %12, ptr %11, align 8, !tbaa !15
  store i32 %269, ptr %102, align 8, !tbaa !18
  store i32 %269, ptr %103, align 4, !tbaa !19
  call fastcc void @gemv(ptr nonnull %10, ptr noundef nonnull %11, ptr nonnull %287)
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ 0, %312 ], [ %326, %314 ]
  %316 = phi double [ 0.000000e+00, %312 ], [ %325, %314 ]
  %317 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %315
  %318 = load double, ptr %317, align 8, !tbaa !9
  %319 = trunc nuw nsw i64 %315 to i32
  %320 = uitofp nneg i32 %319 to double
  %321 = fmul fast double %320, 1.000000e-01
  %322 = fadd fast double %321, 1.000000e+00
  %323 = fmul fast double %318, %318
  %324 = fmul fast double %323, %322
  %325 = fadd fast double %324, %316
  %326 = add nuw nsw i64 %315, 1
  %327 = icmp eq i64 %326, %286
  br i1 %327, label %328, label %314, !llvm.loop !23

328:                                              ; preds = %314
  %329 = call fast double @llvm.sqrt.f64(double %309)
  %330 = call fast double @llvm.sqrt.f64(double %325)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %12) #14
  store double %293, ptr %292, align 8, !tbaa !9
  %331 = fsub fast double %329, %330
  %332 = fmul fast double %295, 2.000000e-06
  %333 = fdiv fast double %331, %332
  %334 = call fast double @llvm.fabs.f64(double %333)
  %335 = call fast double @llvm.maxnum.f64(double %334, double 1.000000e+00)
  %336 = fsub fast double %291, %333
  %337 = call fast double @llvm.fabs.f64(double %336)
  %338 = fmul fast double %335, 0x3EB0C6F7A0B5ED8D
  %339 = fcmp fast ole double %337, %338
  %340 = select i1 %339, ptr @.str.8, ptr @.str.9
  %341 = trunc nuw nsw i64 %289 to i32
  %342 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %341, double noundef nofpclass(nan inf) %291, double noundef nofpclass(nan inf) %333, ptr noundef nonnull %340)
  br i1 %339, label %346, label %343

343:                                              ; preds = %328
  %344 = load i32, ptr @n_fail, align 4, !tbaa !13
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr @n_fail, align 4, !tbaa !13
  br label %346

346:                                              ; preds = %343, %328
  %347 = add nuw nsw i64 %289, 1
  %348 = icmp eq i64 %347, %282
  br i1 %348, label %349, label %288, !llvm.loop !24

349:                                              ; preds = %346, %267
  call void @free(ptr noundef %277) #14
  %350 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %351 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %17, ptr noundef nonnull %19, i32 noundef %350, i32 noundef %269) #14
  %352 = call noalias ptr @malloc(i64 noundef %276) #15
  %353 = call noalias ptr @malloc(i64 noundef %276) #15
  br i1 %280, label %354, label %398

354:                                              ; preds = %349
  %355 = zext nneg i32 %271 to i64
  %356 = icmp ult i32 %271, 8
  br i1 %356, label %383, label %357

357:                                              ; preds = %354
  %358 = and i64 %355, 2147483640
  br label %359

359:                                              ; preds = %359, %357
  %360 = phi i64 [ 0, %357 ], [ %379, %359 ]
  %361 = getelementptr inbounds double, ptr %17, i64 %360
  %362 = getelementptr inbounds i8, ptr %361, i64 32
  %363 = load <4 x double>, ptr %361, align 16, !tbaa !9
  %364 = load <4 x double>, ptr %362, align 16, !tbaa !9
  %365 = getelementptr inbounds double, ptr %19, i64 %360
  %366 = getelementptr inbounds i8, ptr %365, i64 32
  %367 = load <4 x double>, ptr %365, align 16, !tbaa !9
  %368 = load <4 x double>, ptr %366, align 16, !tbaa !9
  %369 = fmul fast <4 x double> %367, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %370 = fmul fast <4 x double> %368, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %371 = fadd fast <4 x double> %369, %363
  %372 = fadd fast <4 x double> %370, %364
  %373 = getelementptr inbounds double, ptr %352, i64 %360
  %374 = getelementptr inbounds i8, ptr %373, i64 32
  store <4 x double> %371, ptr %373, align 8, !tbaa !9
  store <4 x double> %372, ptr %374, align 8, !tbaa !9
  %375 = fsub fast <4 x double> %363, %369
  %376 = fsub fast <4 x double> %364, %370
  %377 = getelementptr inbounds double, ptr %353, i64 %360
  %378 = getelementptr inbounds i8, ptr %377, i64 32
  store <4 x double> %375, ptr %377, align 8, !tbaa !9
  store <4 x double> %376, ptr %378, align 8, !tbaa !9
  %379 = add nuw i64 %360, 8
  %380 = icmp eq i64 %379, %358
  br i1 %380, label %381, label %359, !llvm.loop !25

381:                                              ; preds = %359
  %382 = icmp eq i64 %358, %355
  br i1 %382, label %398, label %383

383:                                              ; preds = %381, %354
  %384 = phi i64 [ 0, %354 ], [ %358, %381 ]
  br label %385

385:                                              ; preds = %383, %385
  %386 = phi i64 [ %396, %385 ], [ %384, %383 ]
  %387 = getelementptr inbounds double, ptr %17, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = getelementptr inbounds double, ptr %19, i64 %386
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = fmul fast double %390, 0x3EB0C6F7A0B5ED8D
  %392 = fadd fast double %391, %388
  %393 = getelementptr inbounds double, ptr %352, i64 %386
  store double %392, ptr %393, align 8, !tbaa !9
  %394 = fsub fast double %388, %391
  %395 = getelementptr inbounds double, ptr %353, i64 %386
  store double %394, ptr %395, align 8, !tbaa !9
  %396 = add nuw nsw i64 %386, 1
  %397 = icmp eq i64 %396, %355
  br i1 %397, label %398, label %385, !llvm.loop !26

398:                                              ; preds = %385, %381, %349
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %352, i64 %279, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14
  store ptr %3, ptr %2, align 8, !tbaa !15
  store i32 %269, ptr %104, align 8, !tbaa !18
  store i32 %269, ptr %105, align 4, !tbaa !19
  %399 = mul nsw i32 %269, %269
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr inbounds double, ptr %3, i64 %400
  call fastcc void @gemv(ptr nonnull %1, ptr noundef nonnull %2, ptr nonnull %401)
  %402 = zext nneg i32 %269 to i64
  br label %403

403:                                              ; preds = %403, %398
  %404 = phi i64 [ 0, %398 ], [ %415, %403 ]
  %405 = phi double [ 0.000000e+00, %398 ], [ %414, %403 ]
  %406 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %404
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = trunc nuw nsw i64 %404 to i32
  %409 = uitofp nneg i32 %408 to double
  %410 = fmul fast double %409, 1.000000e-01
  %411 = fadd fast double %410, 1.000000e+00
  %412 = fmul fast double %407, %407
  %413 = fmul fast double %412, %411
  %414 = fadd fast double %413, %405
  %415 = add nuw nsw i64 %404, 1
  %416 = icmp eq i64 %415, %402
  br i1 %416, label %417, label %403, !llvm.loop !27

417:                                              ; preds = %403
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %6) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr readonly align 8 %353, i64 %279, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  store ptr %6, ptr %5, align 8, !tbaa !15
  store i32 %269, ptr %106, align 8, !tbaa !18
  store i32 %269, ptr %107, align 4, !tbaa !19
  %418 = getelementptr inbounds double, ptr %6, i64 %400
  call fastcc void @gemv(ptr nonnull %4, ptr noundef nonnull %5, ptr nonnull %418)
  br label %419

419:                                              ; preds = %419, %417
  %420 = phi i64 [ 0, %417 ], [ %431, %419 ]
  %421 = phi double [ 0.000000e+00, %417 ], [ %430, %419 ]
  %422 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %420
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = trunc nuw nsw i64 %420 to i32
  %425 = uitofp nneg i32 %424 to double
  %426 = fmul fast double %425, 1.000000e-01
  %427 = fadd fast double %426, 1.000000e+00
  %428 = fmul fast double %423, %423
  %429 = fmul fast double %428, %427
  %430 = fadd fast double %429, %421
  %431 = add nuw nsw i64 %420, 1
  %432 = icmp eq i64 %431, %402
  br i1 %432, label %433, label %419, !llvm.loop !28

433:                                              ; preds = %419
  %434 = call fast double @llvm.sqrt.f64(double %414)
  %435 = call fast double @llvm.sqrt.f64(double %430)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %6) #14
  %436 = fsub fast double %434, %435
  %437 = fmul fast double %436, 5.000000e+05
  call void @free(ptr noundef %352) #14
  call void @free(ptr noundef %353) #14
  %438 = call fast double @llvm.fabs.f64(double %437)
  %439 = call fast double @llvm.maxnum.f64(double %438, double 1.000000e+00)
  %440 = fsub fast double %351, %437
  %441 = call fast double @llvm.fabs.f64(double %440)
  %442 = fmul fast double %439, 0x3EB0C6F7A0B5ED8D
  %443 = fcmp fast ole double %441, %442
  %444 = select i1 %443, ptr @.str.8, ptr @.str.9
  %445 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %116, double noundef nofpclass(nan inf) %351, double noundef nofpclass(nan inf) %437, ptr noundef nonnull %444)
  br i1 %443, label %449, label %446

446:                                              ; preds = %433
  %447 = load i32, ptr @n_fail, align 4, !tbaa !13
  %448 = add nsw i32 %447, 1
  store i32 %448, ptr @n_fail, align 4, !tbaa !13
  br label %449

449:                                              ; preds = %433, %446
  br i1 %280, label %450, label %496

450:                                              ; preds = %449
  %451 = zext nneg i32 %271 to i64
  %452 = icmp ult i32 %271, 16
  br i1 %452, label %453, label %456

453:                                              ; preds = %490, %450
  %454 = phi i64 [ 0, %450 ], [ %457, %490 ]
  %455 = phi double [ 0.000000e+00, %450 ], [ %494, %490 ]
  br label %509

456:                                              ; preds = %450
  %457 = and i64 %451, 2147483632
  br label %458

458:                                              ; preds = %458, %456
  %459 = phi i64 [ 0, %456 ], [ %488, %458 ]
  %460 = phi <4 x double> [ zeroinitializer, %456 ], [ %484, %458 ]
  %461 = phi <4 x double> [ zeroinitializer, %456 ], [ %485, %458 ]
  %462 = phi <4 x double> [ zeroinitializer, %456 ], [ %486, %458 ]
  %463 = phi <4 x double> [ zeroinitializer, %456 ], [ %487, %458 ]
  %464 = getelementptr inbounds double, ptr %18, i64 %459
  %465 = getelementptr inbounds i8, ptr %464, i64 32
  %466 = getelementptr inbounds i8, ptr %464, i64 64
  %467 = getelementptr inbounds i8, ptr %464, i64 96
  %468 = load <4 x double>, ptr %464, align 16, !tbaa !9
  %469 = load <4 x double>, ptr %465, align 16, !tbaa !9
  %470 = load <4 x double>, ptr %466, align 16, !tbaa !9
  %471 = load <4 x double>, ptr %467, align 16, !tbaa !9
  %472 = getelementptr inbounds double, ptr %19, i64 %459
  %473 = getelementptr inbounds i8, ptr %472, i64 32
  %474 = getelementptr inbounds i8, ptr %472, i64 64
  %475 = getelementptr inbounds i8, ptr %472, i64 96
  %476 = load <4 x double>, ptr %472, align 16, !tbaa !9
  %477 = load <4 x double>, ptr %473, align 16, !tbaa !9
  %478 = load <4 x double>, ptr %474, align 16, !tbaa !9
  %479 = load <4 x double>, ptr %475, align 16, !tbaa !9
  %480 = fmul fast <4 x double> %476, %468
  %481 = fmul fast <4 x double> %477, %469
  %482 = fmul fast <4 x double> %478, %470
  %483 = fmul fast <4 x double> %479, %471
  %484 = fadd fast <4 x double> %480, %460
  %485 = fadd fast <4 x double> %481, %461
  %486 = fadd fast <4 x double> %482, %462
  %487 = fadd fast <4 x double> %483, %463
  %488 = add nuw i64 %459, 16
  %489 = icmp eq i64 %488, %457
  br i1 %489, label %490, label %458, !llvm.loop !29

490:                                              ; preds = %458
  %491 = fadd fast <4 x double> %485, %484
  %492 = fadd fast <4 x double> %486, %491
  %493 = fadd fast <4 x double> %487, %492
  %494 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %493)
  %495 = icmp eq i64 %457, %451
  br i1 %495, label %496, label %453

496:                                              ; preds = %509, %490, %449
  %497 = phi double [ 0.000000e+00, %449 ], [ %494, %490 ], [ %517, %509 ]
  %498 = call fast double @llvm.fabs.f64(double %351)
  %499 = call fast double @llvm.maxnum.f64(double %498, double 1.000000e+00)
  %500 = fsub fast double %497, %351
  %501 = call fast double @llvm.fabs.f64(double %500)
  %502 = fmul fast double %499, 0x3EB0C6F7A0B5ED8D
  %503 = fcmp fast ole double %501, %502
  %504 = select i1 %503, ptr @.str.8, ptr @.str.9
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %116, double noundef nofpclass(nan inf) %497, double noundef nofpclass(nan inf) %351, ptr noundef nonnull %504)
  br i1 %503, label %520, label %506

506:                                              ; preds = %496
  %507 = load i32, ptr @n_fail, align 4, !tbaa !13
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr @n_fail, align 4, !tbaa !13
  br label %520

509:                                              ; preds = %453, %509
  %510 = phi i64 [ %518, %509 ], [ %454, %453 ]
  %511 = phi double [ %517, %509 ], [ %455, %453 ]
  %512 = getelementptr inbounds double, ptr %18, i64 %510
  %513 = load double, ptr %512, align 8, !tbaa !9
  %514 = getelementptr inbounds double, ptr %19, i64 %510
  %515 = load double, ptr %514, align 8, !tbaa !9
  %516 = fmul fast double %515, %513
  %517 = fadd fast double %516, %511
  %518 = add nuw nsw i64 %510, 1
  %519 = icmp eq i64 %518, %451
  br i1 %519, label %496, label %509, !llvm.loop !30

520:                                              ; preds = %496, %506
  %521 = add nuw nsw i64 %115, 1
  %522 = icmp eq i64 %521, 3
  br i1 %522, label %108, label %114, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @prod(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #4 {
  %3 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  call fastcc void @outer2(ptr nonnull %3, double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1)
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %6 = load <2 x double>, ptr %4, align 16, !tbaa !9
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %8 = fmul fast <2 x double> %7, %5
  %9 = fadd fast <2 x double> %8, %5
  %10 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %11 = fsub fast <2 x double> %9, %10
  %12 = extractelement <2 x double> %11, i64 0
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  ret double %12
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @gemv_obj(ptr noundef %0, i32 noundef %1) #5 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  store ptr %0, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %1, ptr %5, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %1, ptr %6, align 4, !tbaa !19
  %7 = mul nsw i32 %1, %1
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  call fastcc void @gemv(ptr nonnull %3, ptr noundef nonnull %4, ptr %9)
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %70

11:                                               ; preds = %2
  %12 = zext nneg i32 %1 to i64
  %13 = icmp ult i32 %1, 16
  br i1 %13, label %14, label %17

14:                                               ; preds = %64, %11
  %15 = phi i64 [ 0, %11 ], [ %18, %64 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %68, %64 ]
  br label %73

17:                                               ; preds = %11
  %18 = and i64 %12, 2147483632
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %61, %19 ]
  %21 = phi <4 x double> [ zeroinitializer, %17 ], [ %57, %19 ]
  %22 = phi <4 x double> [ zeroinitializer, %17 ], [ %58, %19 ]
  %23 = phi <4 x double> [ zeroinitializer, %17 ], [ %59, %19 ]
  %24 = phi <4 x double> [ zeroinitializer, %17 ], [ %60, %19 ]
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %62, %19 ]
  %26 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>
  %27 = add <4 x i32> %25, <i32 8, i32 8, i32 8, i32 8>
  %28 = add <4 x i32> %25, <i32 12, i32 12, i32 12, i32 12>
  %29 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %20
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = getelementptr inbounds i8, ptr %29, i64 64
  %32 = getelementptr inbounds i8, ptr %29, i64 96
  %33 = load <4 x double>, ptr %29, align 16, !tbaa !9
  %34 = load <4 x double>, ptr %30, align 16, !tbaa !9
  %35 = load <4 x double>, ptr %31, align 16, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 16, !tbaa !9
  %37 = uitofp <4 x i32> %25 to <4 x double>
  %38 = uitofp <4 x i32> %26 to <4 x double>
  %39 = uitofp <4 x i32> %27 to <4 x double>
  %40 = uitofp <4 x i32> %28 to <4 x double>
  %41 = fmul fast <4 x double> %37, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %42 = fmul fast <4 x double> %38, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %43 = fmul fast <4 x double> %39, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %44 = fmul fast <4 x double> %40, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %45 = fadd fast <4 x double> %41, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %46 = fadd fast <4 x double> %42, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %47 = fadd fast <4 x double> %43, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %48 = fadd fast <4 x double> %44, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %49 = fmul fast <4 x double> %33, %33
  %50 = fmul fast <4 x double> %34, %34
  %51 = fmul fast <4 x double> %35, %35
  %52 = fmul fast <4 x double> %36, %36
  %53 = fmul fast <4 x double> %49, %45
  %54 = fmul fast <4 x double> %50, %46
  %55 = fmul fast <4 x double> %51, %47
  %56 = fmul fast <4 x double> %52, %48
  %57 = fadd fast <4 x double> %53, %21
  %58 = fadd fast <4 x double> %54, %22
  %59 = fadd fast <4 x double> %55, %23
  %60 = fadd fast <4 x double> %56, %24
  %61 = add nuw i64 %20, 16
  %62 = add <4 x i32> %25, <i32 16, i32 16, i32 16, i32 16>
  %63 = icmp eq i64 %61, %18
  br i1 %63, label %64, label %19, !llvm.loop !32

64:                                               ; preds = %19
  %65 = fadd fast <4 x double> %58, %57
  %66 = fadd fast <4 x double> %59, %65
  %67 = fadd fast <4 x double> %60, %66
  %68 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %67)
  %69 = icmp eq i64 %18, %12
  br i1 %69, label %70, label %14

70:                                               ; preds = %73, %64, %2
  %71 = phi double [ 0.000000e+00, %2 ], [ %68, %64 ], [ %84, %73 ]
  %72 = tail call fast double @llvm.sqrt.f64(double %71)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  ret double %72

73:                                               ; preds = %14, %73
  %74 = phi i64 [ %85, %73 ], [ %15, %14 ]
  %75 = phi double [ %84, %73 ], [ %16, %14 ]
  %76 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = trunc nuw nsw i64 %74 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = fmul fast double %79, 1.000000e-01
  %81 = fadd fast double %80, 1.000000e+00
  %82 = fmul fast double %77, %77
  %83 = fmul fast double %82, %81
  %84 = fadd fast double %83, %75
  %85 = add nuw nsw i64 %74, 1
  %86 = icmp eq i64 %85, %12
  br i1 %86, label %70, label %73, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @outer2(ptr nocapture writeonly %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) unnamed_addr #6 {
  %4 = fmul fast double %1, %1
  store double %4, ptr %0, align 8, !tbaa !9
  %5 = fmul fast double %2, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = tail call fast double @llvm.sin.f64(double %1)
  %8 = fmul fast double %7, %2
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store double %8, ptr %9, align 8, !tbaa !9
  %10 = fmul fast double %2, %2
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  store double %10, ptr %11, align 8, !tbaa !9
  ret void
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @gemv(ptr nocapture writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture readonly %2) unnamed_addr #12 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !18
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %81

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !19
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = zext nneg i32 %5 to i64
  %13 = shl nuw nsw i64 %12, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 %13, i1 false), !tbaa !9
  br label %81

14:                                               ; preds = %7
  %15 = load ptr, ptr %1, align 8, !tbaa !15
  %16 = zext nneg i32 %9 to i64
  %17 = zext nneg i32 %5 to i64
  %18 = icmp ult i32 %9, 16
  %19 = and i64 %16, 2147483632
  %20 = icmp eq i64 %19, %16
  br label %21

21:                                               ; preds = %76, %14
  %22 = phi i64 [ %79, %76 ], [ 0, %14 ]
  %23 = mul nuw nsw i64 %22, %16
  %24 = getelementptr inbounds double, ptr %15, i64 %23
  br i1 %18, label %62, label %25

25:                                               ; preds = %21, %25
  %26 = phi i64 [ %55, %25 ], [ 0, %21 ]
  %27 = phi <4 x double> [ %51, %25 ], [ zeroinitializer, %21 ]
  %28 = phi <4 x double> [ %52, %25 ], [ zeroinitializer, %21 ]
  %29 = phi <4 x double> [ %53, %25 ], [ zeroinitializer, %21 ]
  %30 = phi <4 x double> [ %54, %25 ], [ zeroinitializer, %21 ]
  %31 = getelementptr inbounds double, ptr %24, i64 %26
  %32 = getelementptr inbounds i8, ptr %31, i64 32
  %33 = getelementptr inbounds i8, ptr %31, i64 64
  %34 = getelementptr inbounds i8, ptr %31, i64 96
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %38 = load <4 x double>, ptr %34, align 8, !tbaa !9
  %39 = getelementptr inbounds double, ptr %2, i64 %26
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = getelementptr inbounds i8, ptr %39, i64 64
  %42 = getelementptr inbounds i8, ptr %39, i64 96
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !9
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9
  %47 = fmul fast <4 x double> %43, %35
  %48 = fmul fast <4 x double> %44, %36
  %49 = fmul fast <4 x double> %45, %37
  %50 = fmul fast <4 x double> %46, %38
  %51 = fadd fast <4 x double> %47, %27
  %52 = fadd fast <4 x double> %48, %28
  %53 = fadd fast <4 x double> %49, %29
  %54 = fadd fast <4 x double> %50, %30
  %55 = add nuw i64 %26, 16
  %56 = icmp eq i64 %55, %19
  br i1 %56, label %57, label %25, !llvm.loop !34

57:                                               ; preds = %25
  %58 = fadd fast <4 x double> %52, %51
  %59 = fadd fast <4 x double> %53, %58
  %60 = fadd fast <4 x double> %54, %59
  %61 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %60)
  br i1 %20, label %76, label %62

62:                                               ; preds = %57, %21
  %63 = phi i64 [ 0, %21 ], [ %19, %57 ]
  %64 = phi double [ 0.000000e+00, %21 ], [ %61, %57 ]
  br label %65

65:                                               ; preds = %62, %65
  %66 = phi i64 [ %74, %65 ], [ %63, %62 ]
  %67 = phi double [ %73, %65 ], [ %64, %62 ]
  %68 = getelementptr inbounds double, ptr %24, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = getelementptr inbounds double, ptr %2, i64 %66
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %69
  %73 = fadd fast double %72, %67
  %74 = add nuw nsw i64 %66, 1
  %75 = icmp eq i64 %74, %16
  br i1 %75, label %76, label %65, !llvm.loop !35

76:                                               ; preds = %65, %57
  %77 = phi double [ %61, %57 ], [ %73, %65 ]
  %78 = getelementptr inbounds double, ptr %0, i64 %22
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = add nuw nsw i64 %22, 1
  %80 = icmp eq i64 %79, %17
  br i1 %80, label %81, label %21, !llvm.loop !36

81:                                               ; preds = %76, %11, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !14, i64 8, !14, i64 12}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !14, i64 8}
!19 = !{!16, !14, i64 12}
!20 = distinct !{!20, !12, !21, !22}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !12, !21, !22}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !22, !21}
!26 = distinct !{!26, !12, !21, !22}
!27 = distinct !{!27, !12, !21, !22}
!28 = distinct !{!28, !12, !21, !22}
!29 = distinct !{!29, !12, !22, !21}
!30 = distinct !{!30, !12, !21, !22}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12, !22, !21}
!33 = distinct !{!33, !12, !21, !22}
!34 = distinct !{!34, !12, !22, !21}
!35 = distinct !{!35, !12, !21, !22}
!36 = distinct !{!36, !12}
