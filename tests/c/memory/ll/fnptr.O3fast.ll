; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Model = type { ptr, double }

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"chosen(wave).dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"chosen(cube).dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"chosen.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"chosen.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"tabled.dx\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"tabled.fwd\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"tabled.fwd_rev\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"energy(square_all).dx\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"energy(diff2).dx\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"energy.fwd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"energy.fwd_rev\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"model.dx\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"model.dscale\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"model.fwd\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"fnptr\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.15 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@table = internal unnamed_addr constant [3 x ptr] [ptr @cube, ptr @wave, ptr @exp], align 16
@.str.18 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
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
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca [6 x double], align 16
  %30 = alloca [6 x double], align 16
  %31 = alloca [6 x double], align 16
  %32 = alloca %struct.Model, align 8
  %33 = alloca %struct.Model, align 8
  %34 = alloca %struct.Model, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %31) #13
  %35 = load i64, ptr @rng_state, align 8, !tbaa !5
  %36 = mul i64 %35, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %29, i64 8
  %38 = getelementptr inbounds i8, ptr %29, i64 16
  %39 = getelementptr inbounds i8, ptr %29, i64 24
  %40 = add i64 %36, 1442695040888963407
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
  %51 = lshr <4 x i64> %50, <i64 10, i64 10, i64 10, i64 10>
  %52 = and <4 x i64> %51, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %53 = uitofp nneg <4 x i64> %52 to <4 x double>
  %54 = fmul fast <4 x double> %53, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %55 = fadd fast <4 x double> %54, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %55, ptr %29, align 16, !tbaa !9
  %56 = mul i64 %46, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %29, i64 32
  %58 = getelementptr inbounds i8, ptr %29, i64 40
  %59 = add i64 %56, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = insertelement <2 x i64> poison, i64 %59, i64 0
  %63 = insertelement <2 x i64> %62, i64 %61, i64 1
  %64 = lshr <2 x i64> %63, <i64 10, i64 10>
  %65 = and <2 x i64> %64, <i64 18014398509481982, i64 18014398509481982>
  %66 = uitofp nneg <2 x i64> %65 to <2 x double>
  %67 = fmul fast <2 x double> %66, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %68 = fadd fast <2 x double> %67, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %68, ptr %57, align 16, !tbaa !9
  %69 = mul i64 %61, 6364136223846793005
  %70 = getelementptr inbounds i8, ptr %31, i64 8
  %71 = getelementptr inbounds i8, ptr %31, i64 16
  %72 = getelementptr inbounds i8, ptr %31, i64 24
  %73 = add i64 %69, 1442695040888963407
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
  store <4 x double> %88, ptr %31, align 16, !tbaa !9
  %89 = mul i64 %79, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %31, i64 32
  %91 = getelementptr inbounds i8, ptr %31, i64 40
  %92 = add i64 %89, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = insertelement <2 x i64> poison, i64 %92, i64 0
  %96 = insertelement <2 x i64> %95, i64 %94, i64 1
  %97 = lshr <2 x i64> %96, <i64 10, i64 10>
  %98 = and <2 x i64> %97, <i64 18014398509481982, i64 18014398509481982>
  %99 = uitofp nneg <2 x i64> %98 to <2 x double>
  %100 = fmul fast <2 x double> %99, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %101 = fadd fast <2 x double> %100, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %101, ptr %90, align 16, !tbaa !9
  store i64 %94, ptr @rng_state, align 8, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %30, i64 8
  %103 = getelementptr inbounds i8, ptr %30, i64 16
  %104 = getelementptr inbounds i8, ptr %30, i64 24
  %105 = getelementptr inbounds i8, ptr %30, i64 32
  %106 = getelementptr inbounds i8, ptr %30, i64 40
  %107 = getelementptr inbounds i8, ptr %32, i64 8
  %108 = getelementptr inbounds i8, ptr %33, i64 8
  %109 = getelementptr inbounds i8, ptr %34, i64 8
  %110 = getelementptr inbounds i8, ptr %3, i64 8
  %111 = getelementptr inbounds i8, ptr %3, i64 16
  %112 = getelementptr inbounds i8, ptr %3, i64 24
  %113 = getelementptr inbounds i8, ptr %3, i64 32
  %114 = getelementptr inbounds i8, ptr %3, i64 40
  %115 = getelementptr inbounds i8, ptr %4, i64 8
  %116 = getelementptr inbounds i8, ptr %4, i64 16
  %117 = getelementptr inbounds i8, ptr %4, i64 24
  %118 = getelementptr inbounds i8, ptr %4, i64 32
  %119 = getelementptr inbounds i8, ptr %4, i64 40
  %120 = getelementptr inbounds i8, ptr %1, i64 8
  %121 = getelementptr inbounds i8, ptr %1, i64 16
  %122 = getelementptr inbounds i8, ptr %1, i64 24
  %123 = getelementptr inbounds i8, ptr %1, i64 32
  %124 = getelementptr inbounds i8, ptr %1, i64 40
  %125 = getelementptr inbounds i8, ptr %2, i64 8
  %126 = getelementptr inbounds i8, ptr %2, i64 16
  %127 = getelementptr inbounds i8, ptr %2, i64 24
  %128 = getelementptr inbounds i8, ptr %2, i64 32
  %129 = getelementptr inbounds i8, ptr %2, i64 40
  br label %136

130:                                              ; preds = %1067
  %131 = load i32, ptr @n_fail, align 4, !tbaa !11
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14, i32 noundef %131)
  %133 = load i32, ptr @n_fail, align 4, !tbaa !11
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %31) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %30) #13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %29) #13
  ret i32 %135

136:                                              ; preds = %0, %1067
  %137 = phi i1 [ true, %0 ], [ false, %1067 ]
  %138 = phi i64 [ 0, %0 ], [ 1, %1067 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %139 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %140 = trunc nuw nsw i64 %138 to i32
  %141 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chosen, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %139, i32 noundef 6, i32 noundef %139, i32 noundef %140) #13
  %142 = select i1 %137, ptr @.str.1, ptr @.str
  %143 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %143, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %144 = select i1 %137, ptr @cube, ptr @wave
  %145 = getelementptr inbounds i8, ptr %143, i64 8
  %146 = getelementptr inbounds i8, ptr %143, i64 16
  %147 = getelementptr inbounds i8, ptr %143, i64 24
  %148 = getelementptr inbounds i8, ptr %143, i64 32
  %149 = getelementptr inbounds i8, ptr %143, i64 40
  br label %150

150:                                              ; preds = %136, %233
  %151 = phi i64 [ 0, %136 ], [ %234, %233 ]
  %152 = getelementptr inbounds double, ptr %30, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = getelementptr inbounds double, ptr %143, i64 %151
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = call fast double @llvm.fabs.f64(double %155)
  %157 = call fast double @llvm.maxnum.f64(double %156, double 1.000000e+00)
  %158 = fmul fast double %157, 0x3EB0C6F7A0B5ED8D
  %159 = fadd fast double %158, %155
  store double %159, ptr %154, align 8, !tbaa !9
  %160 = load double, ptr %143, align 8, !tbaa !9
  %161 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %160) #13, !callees !13
  %162 = load double, ptr %145, align 8, !tbaa !9
  %163 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %162) #13, !callees !13
  %164 = load double, ptr %146, align 8, !tbaa !9
  %165 = fmul fast double %164, %163
  %166 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %164) #13, !callees !13
  %167 = load double, ptr %147, align 8, !tbaa !9
  %168 = fmul fast double %167, %166
  %169 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %167) #13, !callees !13
  %170 = load double, ptr %148, align 8, !tbaa !9
  %171 = fmul fast double %170, %169
  %172 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %170) #13, !callees !13
  %173 = load double, ptr %149, align 8, !tbaa !9
  %174 = fmul fast double %173, %172
  %175 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %173) #13, !callees !13
  %176 = fmul fast double %160, %175
  %177 = fsub fast double %155, %158
  store double %177, ptr %154, align 8, !tbaa !9
  %178 = load double, ptr %143, align 8, !tbaa !9
  %179 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %178) #13, !callees !13
  %180 = load double, ptr %145, align 8, !tbaa !9
  %181 = fmul fast double %180, %179
  %182 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %180) #13, !callees !13
  %183 = load double, ptr %146, align 8, !tbaa !9
  %184 = fmul fast double %183, %182
  %185 = fadd fast double %184, %181
  %186 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %183) #13, !callees !13
  %187 = load double, ptr %147, align 8, !tbaa !9
  %188 = fmul fast double %187, %186
  %189 = fadd fast double %188, %185
  %190 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %187) #13, !callees !13
  %191 = load double, ptr %148, align 8, !tbaa !9
  %192 = fmul fast double %191, %190
  %193 = fadd fast double %192, %189
  %194 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %191) #13, !callees !13
  %195 = load double, ptr %149, align 8, !tbaa !9
  %196 = fmul fast double %195, %194
  %197 = fadd fast double %196, %193
  %198 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %195) #13, !callees !13
  %199 = fmul fast double %178, %198
  %200 = fadd fast double %199, %197
  %201 = fmul fast double %162, %161
  %202 = fadd fast double %165, %201
  %203 = fadd fast double %168, %202
  %204 = fadd fast double %171, %203
  %205 = fadd fast double %174, %204
  %206 = fadd fast double %176, %205
  store double %155, ptr %154, align 8, !tbaa !9
  %207 = fsub fast double %206, %200
  %208 = fmul fast double %157, 2.000000e-06
  %209 = fdiv fast double %207, %208
  %210 = call fast double @llvm.fabs.f64(double %209)
  %211 = call fast double @llvm.maxnum.f64(double %210, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %153, ptr %28, align 8, !tbaa !9
  %212 = load volatile double, ptr %28, align 8, !tbaa !9
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ueq double %213, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %214, label %228, label %215

215:                                              ; preds = %150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %209, ptr %27, align 8, !tbaa !9
  %216 = load volatile double, ptr %27, align 8, !tbaa !9
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %218, label %228, label %219

219:                                              ; preds = %215
  %220 = fsub fast double %153, %209
  %221 = call fast double @llvm.fabs.f64(double %220)
  %222 = fmul fast double %211, 0x3EB0C6F7A0B5ED8D
  %223 = fcmp fast ole double %221, %222
  %224 = freeze i1 %223
  br i1 %224, label %225, label %228

225:                                              ; preds = %219
  %226 = trunc nuw nsw i64 %151 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %142, i32 noundef %226, double noundef nofpclass(nan inf) %153, double noundef nofpclass(nan inf) %209, ptr noundef nonnull @.str.16)
  br label %233

228:                                              ; preds = %219, %215, %150
  %229 = trunc nuw nsw i64 %151 to i32
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %142, i32 noundef %229, double noundef nofpclass(nan inf) %153, double noundef nofpclass(nan inf) %209, ptr noundef nonnull @.str.17)
  %231 = load i32, ptr @n_fail, align 4, !tbaa !11
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr @n_fail, align 4, !tbaa !11
  br label %233

233:                                              ; preds = %228, %225
  %234 = add nuw nsw i64 %151, 1
  %235 = icmp eq i64 %234, 6
  br i1 %235, label %236, label %150, !llvm.loop !14

236:                                              ; preds = %233
  call void @free(ptr noundef nonnull %143) #13
  %237 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %238 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chosen, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %237, i32 noundef 6, i32 noundef %237, i32 noundef %140) #13
  %239 = load double, ptr %29, align 16, !tbaa !9
  %240 = load double, ptr %31, align 16, !tbaa !9
  %241 = fmul fast double %240, 0x3EB0C6F7A0B5ED8D
  %242 = fadd fast double %241, %239
  %243 = fsub fast double %239, %241
  %244 = load double, ptr %37, align 8, !tbaa !9
  %245 = load double, ptr %70, align 8, !tbaa !9
  %246 = fmul fast double %245, 0x3EB0C6F7A0B5ED8D
  %247 = fadd fast double %246, %244
  %248 = fsub fast double %244, %246
  %249 = load double, ptr %38, align 16, !tbaa !9
  %250 = load double, ptr %71, align 16, !tbaa !9
  %251 = fmul fast double %250, 0x3EB0C6F7A0B5ED8D
  %252 = fadd fast double %251, %249
  %253 = fsub fast double %249, %251
  %254 = load double, ptr %39, align 8, !tbaa !9
  %255 = load double, ptr %72, align 8, !tbaa !9
  %256 = fmul fast double %255, 0x3EB0C6F7A0B5ED8D
  %257 = fadd fast double %256, %254
  %258 = fsub fast double %254, %256
  %259 = load double, ptr %57, align 16, !tbaa !9
  %260 = load double, ptr %90, align 16, !tbaa !9
  %261 = fmul fast double %260, 0x3EB0C6F7A0B5ED8D
  %262 = fadd fast double %261, %259
  %263 = fsub fast double %259, %261
  %264 = load double, ptr %58, align 8, !tbaa !9
  %265 = load double, ptr %91, align 8, !tbaa !9
  %266 = fmul fast double %265, 0x3EB0C6F7A0B5ED8D
  %267 = fadd fast double %266, %264
  %268 = fsub fast double %264, %266
  %269 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %242) #13, !callees !13
  %270 = fmul fast double %247, %269
  %271 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %247) #13, !callees !13
  %272 = fmul fast double %252, %271
  %273 = fadd fast double %272, %270
  %274 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %252) #13, !callees !13
  %275 = fmul fast double %257, %274
  %276 = fadd fast double %275, %273
  %277 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %257) #13, !callees !13
  %278 = fmul fast double %262, %277
  %279 = fadd fast double %278, %276
  %280 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %262) #13, !callees !13
  %281 = fmul fast double %267, %280
  %282 = fadd fast double %281, %279
  %283 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %267) #13, !callees !13
  %284 = fmul fast double %242, %283
  %285 = fadd fast double %284, %282
  %286 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %243) #13, !callees !13
  %287 = fmul fast double %248, %286
  %288 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %248) #13, !callees !13
  %289 = fmul fast double %253, %288
  %290 = fadd fast double %289, %287
  %291 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %253) #13, !callees !13
  %292 = fmul fast double %258, %291
  %293 = fadd fast double %292, %290
  %294 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %258) #13, !callees !13
  %295 = fmul fast double %263, %294
  %296 = fadd fast double %295, %293
  %297 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %263) #13, !callees !13
  %298 = fmul fast double %268, %297
  %299 = fadd fast double %298, %296
  %300 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %268) #13, !callees !13
  %301 = fmul fast double %243, %300
  %302 = fadd fast double %301, %299
  %303 = select i1 %137, ptr @diff2, ptr @square_all
  %304 = fsub fast double %285, %302
  %305 = fmul fast double %304, 5.000000e+05
  %306 = call fast double @llvm.fabs.f64(double %305)
  %307 = call fast double @llvm.maxnum.f64(double %306, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %238, ptr %26, align 8, !tbaa !9
  %308 = load volatile double, ptr %26, align 8, !tbaa !9
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fcmp ueq double %309, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %310, label %323, label %311

311:                                              ; preds = %236
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %305, ptr %25, align 8, !tbaa !9
  %312 = load volatile double, ptr %25, align 8, !tbaa !9
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp ueq double %313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %314, label %323, label %315

315:                                              ; preds = %311
  %316 = fsub fast double %238, %305
  %317 = call fast double @llvm.fabs.f64(double %316)
  %318 = fmul fast double %307, 0x3EB0C6F7A0B5ED8D
  %319 = fcmp fast ole double %317, %318
  %320 = freeze i1 %319
  br i1 %320, label %321, label %323

321:                                              ; preds = %315
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.2, i32 noundef %140, double noundef nofpclass(nan inf) %238, double noundef nofpclass(nan inf) %305, ptr noundef nonnull @.str.16)
  br label %327

323:                                              ; preds = %315, %311, %236
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.2, i32 noundef %140, double noundef nofpclass(nan inf) %238, double noundef nofpclass(nan inf) %305, ptr noundef nonnull @.str.17)
  %325 = load i32, ptr @n_fail, align 4, !tbaa !11
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr @n_fail, align 4, !tbaa !11
  br label %327

327:                                              ; preds = %321, %323
  %328 = load double, ptr %30, align 16, !tbaa !9
  %329 = load double, ptr %31, align 16, !tbaa !9
  %330 = fmul fast double %329, %328
  %331 = load double, ptr %102, align 8, !tbaa !9
  %332 = load double, ptr %70, align 8, !tbaa !9
  %333 = fmul fast double %332, %331
  %334 = fadd fast double %333, %330
  %335 = load double, ptr %103, align 16, !tbaa !9
  %336 = load double, ptr %71, align 16, !tbaa !9
  %337 = fmul fast double %336, %335
  %338 = fadd fast double %334, %337
  %339 = load double, ptr %104, align 8, !tbaa !9
  %340 = load double, ptr %72, align 8, !tbaa !9
  %341 = fmul fast double %340, %339
  %342 = fadd fast double %338, %341
  %343 = load double, ptr %105, align 16, !tbaa !9
  %344 = load double, ptr %90, align 16, !tbaa !9
  %345 = fmul fast double %344, %343
  %346 = fadd fast double %342, %345
  %347 = load double, ptr %106, align 8, !tbaa !9
  %348 = load double, ptr %91, align 8, !tbaa !9
  %349 = fmul fast double %348, %347
  %350 = fadd fast double %346, %349
  %351 = call fast double @llvm.fabs.f64(double %238)
  %352 = call fast double @llvm.maxnum.f64(double %351, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %350, ptr %24, align 8, !tbaa !9
  %353 = load volatile double, ptr %24, align 8, !tbaa !9
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %355, label %368, label %356

356:                                              ; preds = %327
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %238, ptr %23, align 8, !tbaa !9
  %357 = load volatile double, ptr %23, align 8, !tbaa !9
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %359, label %368, label %360

360:                                              ; preds = %356
  %361 = fsub fast double %350, %238
  %362 = call fast double @llvm.fabs.f64(double %361)
  %363 = fmul fast double %352, 0x3EB0C6F7A0B5ED8D
  %364 = fcmp fast ole double %362, %363
  %365 = freeze i1 %364
  br i1 %365, label %366, label %368

366:                                              ; preds = %360
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.3, i32 noundef %140, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %238, ptr noundef nonnull @.str.16)
  br label %372

368:                                              ; preds = %360, %356, %327
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.3, i32 noundef %140, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %238, ptr noundef nonnull @.str.17)
  %370 = load i32, ptr @n_fail, align 4, !tbaa !11
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !11
  br label %372

372:                                              ; preds = %366, %368
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %373 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %374 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tabled, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %373, i32 noundef 6, i32 noundef %373, i32 noundef %140) #13
  %375 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %375, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %376 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %138
  %377 = load ptr, ptr %376, align 8, !tbaa !16
  %378 = add nuw nsw i64 %138, 1
  %379 = icmp eq i64 %378, 2
  %380 = select i1 %379, i64 0, i64 %378
  %381 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %380
  %382 = getelementptr inbounds i8, ptr %375, i64 8
  %383 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %138
  %384 = getelementptr inbounds i8, ptr %375, i64 16
  %385 = xor i64 %138, 1
  %386 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %385
  %387 = getelementptr inbounds i8, ptr %375, i64 24
  %388 = getelementptr inbounds i8, ptr %375, i64 32
  %389 = xor i64 %138, 1
  %390 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %389
  %391 = getelementptr inbounds i8, ptr %375, i64 40
  br label %392

392:                                              ; preds = %372, %469
  %393 = phi i64 [ 0, %372 ], [ %470, %469 ]
  %394 = getelementptr inbounds double, ptr %30, i64 %393
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = getelementptr inbounds double, ptr %375, i64 %393
  %397 = load double, ptr %396, align 8, !tbaa !9
  %398 = call fast double @llvm.fabs.f64(double %397)
  %399 = call fast double @llvm.maxnum.f64(double %398, double 1.000000e+00)
  %400 = fmul fast double %399, 0x3EB0C6F7A0B5ED8D
  %401 = fadd fast double %400, %397
  store double %401, ptr %396, align 8, !tbaa !9
  %402 = load double, ptr %375, align 8, !tbaa !9
  %403 = call fast nofpclass(nan inf) double %377(double noundef nofpclass(nan inf) %402) #13
  %404 = load ptr, ptr %381, align 8, !tbaa !16
  %405 = load double, ptr %382, align 8, !tbaa !9
  %406 = call fast nofpclass(nan inf) double %404(double noundef nofpclass(nan inf) %405) #13
  %407 = load ptr, ptr %383, align 8, !tbaa !16
  %408 = load double, ptr %384, align 8, !tbaa !9
  %409 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %408) #13
  %410 = load ptr, ptr %386, align 8, !tbaa !16
  %411 = load double, ptr %387, align 8, !tbaa !9
  %412 = call fast nofpclass(nan inf) double %410(double noundef nofpclass(nan inf) %411) #13
  %413 = load double, ptr %388, align 8, !tbaa !9
  %414 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %413) #13
  %415 = load ptr, ptr %390, align 8, !tbaa !16
  %416 = load double, ptr %391, align 8, !tbaa !9
  %417 = call fast nofpclass(nan inf) double %415(double noundef nofpclass(nan inf) %416) #13
  %418 = fsub fast double %397, %400
  store double %418, ptr %396, align 8, !tbaa !9
  %419 = load double, ptr %375, align 8, !tbaa !9
  %420 = call fast nofpclass(nan inf) double %377(double noundef nofpclass(nan inf) %419) #13
  %421 = load double, ptr %382, align 8, !tbaa !9
  %422 = call fast nofpclass(nan inf) double %404(double noundef nofpclass(nan inf) %421) #13
  %423 = fadd fast double %422, %420
  %424 = load double, ptr %384, align 8, !tbaa !9
  %425 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %424) #13
  %426 = fadd fast double %425, %423
  %427 = load double, ptr %387, align 8, !tbaa !9
  %428 = call fast nofpclass(nan inf) double %410(double noundef nofpclass(nan inf) %427) #13
  %429 = fadd fast double %428, %426
  %430 = load double, ptr %388, align 8, !tbaa !9
  %431 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %430) #13
  %432 = fadd fast double %431, %429
  %433 = load double, ptr %391, align 8, !tbaa !9
  %434 = call fast nofpclass(nan inf) double %415(double noundef nofpclass(nan inf) %433) #13
  %435 = fadd fast double %434, %432
  %436 = fadd fast double %406, %403
  %437 = fadd fast double %409, %436
  %438 = fadd fast double %412, %437
  %439 = fadd fast double %414, %438
  %440 = fadd fast double %417, %439
  %441 = fmul fast double %440, %440
  %442 = fmul fast double %435, %435
  store double %397, ptr %396, align 8, !tbaa !9
  %443 = fsub fast double %441, %442
  %444 = fmul fast double %399, 2.000000e-06
  %445 = fdiv fast double %443, %444
  %446 = call fast double @llvm.fabs.f64(double %445)
  %447 = call fast double @llvm.maxnum.f64(double %446, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %395, ptr %22, align 8, !tbaa !9
  %448 = load volatile double, ptr %22, align 8, !tbaa !9
  %449 = call double @llvm.fabs.f64(double %448)
  %450 = fcmp ueq double %449, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %450, label %464, label %451

451:                                              ; preds = %392
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %445, ptr %21, align 8, !tbaa !9
  %452 = load volatile double, ptr %21, align 8, !tbaa !9
  %453 = call double @llvm.fabs.f64(double %452)
  %454 = fcmp ueq double %453, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %454, label %464, label %455

455:                                              ; preds = %451
  %456 = fsub fast double %395, %445
  %457 = call fast double @llvm.fabs.f64(double %456)
  %458 = fmul fast double %447, 0x3EB0C6F7A0B5ED8D
  %459 = fcmp fast ole double %457, %458
  %460 = freeze i1 %459
  br i1 %460, label %461, label %464

461:                                              ; preds = %455
  %462 = trunc nuw nsw i64 %393 to i32
  %463 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.4, i32 noundef %462, double noundef nofpclass(nan inf) %395, double noundef nofpclass(nan inf) %445, ptr noundef nonnull @.str.16)
  br label %469

464:                                              ; preds = %455, %451, %392
  %465 = trunc nuw nsw i64 %393 to i32
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.4, i32 noundef %465, double noundef nofpclass(nan inf) %395, double noundef nofpclass(nan inf) %445, ptr noundef nonnull @.str.17)
  %467 = load i32, ptr @n_fail, align 4, !tbaa !11
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr @n_fail, align 4, !tbaa !11
  br label %469

469:                                              ; preds = %464, %461
  %470 = add nuw nsw i64 %393, 1
  %471 = icmp eq i64 %470, 6
  br i1 %471, label %472, label %392, !llvm.loop !14

472:                                              ; preds = %469
  call void @free(ptr noundef nonnull %375) #13
  %473 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %474 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tabled, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %473, i32 noundef 6, i32 noundef %473, i32 noundef %140) #13
  %475 = load double, ptr %29, align 16, !tbaa !9
  %476 = load double, ptr %31, align 16, !tbaa !9
  %477 = fmul fast double %476, 0x3EB0C6F7A0B5ED8D
  %478 = fadd fast double %477, %475
  %479 = fsub fast double %475, %477
  %480 = load double, ptr %37, align 8, !tbaa !9
  %481 = load double, ptr %70, align 8, !tbaa !9
  %482 = fmul fast double %481, 0x3EB0C6F7A0B5ED8D
  %483 = fadd fast double %482, %480
  %484 = fsub fast double %480, %482
  %485 = load double, ptr %38, align 16, !tbaa !9
  %486 = load double, ptr %71, align 16, !tbaa !9
  %487 = fmul fast double %486, 0x3EB0C6F7A0B5ED8D
  %488 = fadd fast double %487, %485
  %489 = fsub fast double %485, %487
  %490 = load double, ptr %39, align 8, !tbaa !9
  %491 = load double, ptr %72, align 8, !tbaa !9
  %492 = fmul fast double %491, 0x3EB0C6F7A0B5ED8D
  %493 = fadd fast double %492, %490
  %494 = fsub fast double %490, %492
  %495 = load double, ptr %57, align 16, !tbaa !9
  %496 = load double, ptr %90, align 16, !tbaa !9
  %497 = fmul fast double %496, 0x3EB0C6F7A0B5ED8D
  %498 = fadd fast double %497, %495
  %499 = fsub fast double %495, %497
  %500 = load double, ptr %58, align 8, !tbaa !9
  %501 = load double, ptr %91, align 8, !tbaa !9
  %502 = fmul fast double %501, 0x3EB0C6F7A0B5ED8D
  %503 = fadd fast double %502, %500
  %504 = fsub fast double %500, %502
  %505 = call fast nofpclass(nan inf) double %377(double noundef nofpclass(nan inf) %478) #13
  %506 = call fast nofpclass(nan inf) double %404(double noundef nofpclass(nan inf) %483) #13
  %507 = fadd fast double %506, %505
  %508 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %488) #13
  %509 = fadd fast double %508, %507
  %510 = call fast nofpclass(nan inf) double %410(double noundef nofpclass(nan inf) %493) #13
  %511 = fadd fast double %510, %509
  %512 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %498) #13
  %513 = fadd fast double %512, %511
  %514 = call fast nofpclass(nan inf) double %415(double noundef nofpclass(nan inf) %503) #13
  %515 = fadd fast double %514, %513
  %516 = call fast nofpclass(nan inf) double %377(double noundef nofpclass(nan inf) %479) #13
  %517 = call fast nofpclass(nan inf) double %404(double noundef nofpclass(nan inf) %484) #13
  %518 = fadd fast double %517, %516
  %519 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %489) #13
  %520 = fadd fast double %519, %518
  %521 = call fast nofpclass(nan inf) double %410(double noundef nofpclass(nan inf) %494) #13
  %522 = fadd fast double %521, %520
  %523 = call fast nofpclass(nan inf) double %407(double noundef nofpclass(nan inf) %499) #13
  %524 = fadd fast double %523, %522
  %525 = call fast nofpclass(nan inf) double %415(double noundef nofpclass(nan inf) %504) #13
  %526 = fadd fast double %525, %524
  %527 = fmul fast double %515, %515
  %528 = fmul fast double %526, %526
  %529 = fsub fast double %527, %528
  %530 = fmul fast double %529, 5.000000e+05
  %531 = call fast double @llvm.fabs.f64(double %530)
  %532 = call fast double @llvm.maxnum.f64(double %531, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %474, ptr %20, align 8, !tbaa !9
  %533 = load volatile double, ptr %20, align 8, !tbaa !9
  %534 = call double @llvm.fabs.f64(double %533)
  %535 = fcmp ueq double %534, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %535, label %548, label %536

536:                                              ; preds = %472
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %530, ptr %19, align 8, !tbaa !9
  %537 = load volatile double, ptr %19, align 8, !tbaa !9
  %538 = call double @llvm.fabs.f64(double %537)
  %539 = fcmp ueq double %538, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %539, label %548, label %540

540:                                              ; preds = %536
  %541 = fsub fast double %474, %530
  %542 = call fast double @llvm.fabs.f64(double %541)
  %543 = fmul fast double %532, 0x3EB0C6F7A0B5ED8D
  %544 = fcmp fast ole double %542, %543
  %545 = freeze i1 %544
  br i1 %545, label %546, label %548

546:                                              ; preds = %540
  %547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.5, i32 noundef %140, double noundef nofpclass(nan inf) %474, double noundef nofpclass(nan inf) %530, ptr noundef nonnull @.str.16)
  br label %552

548:                                              ; preds = %540, %536, %472
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.5, i32 noundef %140, double noundef nofpclass(nan inf) %474, double noundef nofpclass(nan inf) %530, ptr noundef nonnull @.str.17)
  %550 = load i32, ptr @n_fail, align 4, !tbaa !11
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr @n_fail, align 4, !tbaa !11
  br label %552

552:                                              ; preds = %546, %548
  %553 = load double, ptr %30, align 16, !tbaa !9
  %554 = load double, ptr %31, align 16, !tbaa !9
  %555 = fmul fast double %554, %553
  %556 = load double, ptr %102, align 8, !tbaa !9
  %557 = load double, ptr %70, align 8, !tbaa !9
  %558 = fmul fast double %557, %556
  %559 = fadd fast double %558, %555
  %560 = load double, ptr %103, align 16, !tbaa !9
  %561 = load double, ptr %71, align 16, !tbaa !9
  %562 = fmul fast double %561, %560
  %563 = fadd fast double %559, %562
  %564 = load double, ptr %104, align 8, !tbaa !9
  %565 = load double, ptr %72, align 8, !tbaa !9
  %566 = fmul fast double %565, %564
  %567 = fadd fast double %563, %566
  %568 = load double, ptr %105, align 16, !tbaa !9
  %569 = load double, ptr %90, align 16, !tbaa !9
  %570 = fmul fast double %569, %568
  %571 = fadd fast double %567, %570
  %572 = load double, ptr %106, align 8, !tbaa !9
  %573 = load double, ptr %91, align 8, !tbaa !9
  %574 = fmul fast double %573, %572
  %575 = fadd fast double %571, %574
  %576 = call fast double @llvm.fabs.f64(double %474)
  %577 = call fast double @llvm.maxnum.f64(double %576, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %575, ptr %18, align 8, !tbaa !9
  %578 = load volatile double, ptr %18, align 8, !tbaa !9
  %579 = call double @llvm.fabs.f64(double %578)
  %580 = fcmp ueq double %579, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %580, label %593, label %581

581:                                              ; preds = %552
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %474, ptr %17, align 8, !tbaa !9
  %582 = load volatile double, ptr %17, align 8, !tbaa !9
  %583 = call double @llvm.fabs.f64(double %582)
  %584 = fcmp ueq double %583, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %584, label %593, label %585

585:                                              ; preds = %581
  %586 = fsub fast double %575, %474
  %587 = call fast double @llvm.fabs.f64(double %586)
  %588 = fmul fast double %577, 0x3EB0C6F7A0B5ED8D
  %589 = fcmp fast ole double %587, %588
  %590 = freeze i1 %589
  br i1 %590, label %591, label %593

591:                                              ; preds = %585
  %592 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.6, i32 noundef %140, double noundef nofpclass(nan inf) %575, double noundef nofpclass(nan inf) %474, ptr noundef nonnull @.str.16)
  br label %597

593:                                              ; preds = %585, %581, %552
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.6, i32 noundef %140, double noundef nofpclass(nan inf) %575, double noundef nofpclass(nan inf) %474, ptr noundef nonnull @.str.17)
  %595 = load i32, ptr @n_fail, align 4, !tbaa !11
  %596 = add nsw i32 %595, 1
  store i32 %596, ptr @n_fail, align 4, !tbaa !11
  br label %597

597:                                              ; preds = %591, %593
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %598 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %599 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %598, i32 noundef 6, i32 noundef %598, ptr noundef nonnull %303) #13
  %600 = select i1 %137, ptr @.str.8, ptr @.str.7
  %601 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %601, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %602 = getelementptr inbounds i8, ptr %601, i64 8
  %603 = getelementptr inbounds i8, ptr %601, i64 16
  %604 = getelementptr inbounds i8, ptr %601, i64 24
  %605 = getelementptr inbounds i8, ptr %601, i64 32
  %606 = getelementptr inbounds i8, ptr %601, i64 40
  br label %607

607:                                              ; preds = %597, %702
  %608 = phi i64 [ 0, %597 ], [ %703, %702 ]
  %609 = getelementptr inbounds double, ptr %30, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !9
  %611 = getelementptr inbounds double, ptr %601, i64 %608
  %612 = load double, ptr %611, align 8, !tbaa !9
  %613 = call fast double @llvm.fabs.f64(double %612)
  %614 = call fast double @llvm.maxnum.f64(double %613, double 1.000000e+00)
  %615 = fmul fast double %614, 0x3EB0C6F7A0B5ED8D
  %616 = fadd fast double %615, %612
  store double %616, ptr %611, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #13
  call void %303(ptr noundef nonnull %601, ptr noundef nonnull %3, i32 noundef 6) #13
  %617 = load double, ptr %3, align 16, !tbaa !9
  %618 = load double, ptr %601, align 8, !tbaa !9
  %619 = load double, ptr %110, align 8, !tbaa !9
  %620 = fmul fast double %619, %619
  %621 = load double, ptr %602, align 8, !tbaa !9
  %622 = fmul fast double %620, %621
  %623 = load double, ptr %111, align 16, !tbaa !9
  %624 = fmul fast double %623, %623
  %625 = load double, ptr %603, align 8, !tbaa !9
  %626 = fmul fast double %624, %625
  %627 = load double, ptr %112, align 8, !tbaa !9
  %628 = fmul fast double %627, %627
  %629 = load double, ptr %604, align 8, !tbaa !9
  %630 = fmul fast double %628, %629
  %631 = load double, ptr %113, align 16, !tbaa !9
  %632 = fmul fast double %631, %631
  %633 = load double, ptr %605, align 8, !tbaa !9
  %634 = fmul fast double %632, %633
  %635 = load double, ptr %114, align 8, !tbaa !9
  %636 = fmul fast double %635, %635
  %637 = load double, ptr %606, align 8, !tbaa !9
  %638 = fmul fast double %636, %637
  %639 = fsub fast double %612, %615
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #13
  store double %639, ptr %611, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #13
  call void %303(ptr noundef nonnull %601, ptr noundef nonnull %4, i32 noundef 6) #13
  %640 = load double, ptr %4, align 16, !tbaa !9
  %641 = fmul fast double %640, %640
  %642 = load double, ptr %601, align 8, !tbaa !9
  %643 = fmul fast double %641, %642
  %644 = load double, ptr %115, align 8, !tbaa !9
  %645 = fmul fast double %644, %644
  %646 = load double, ptr %602, align 8, !tbaa !9
  %647 = fmul fast double %645, %646
  %648 = fadd fast double %647, %643
  %649 = load double, ptr %116, align 16, !tbaa !9
  %650 = fmul fast double %649, %649
  %651 = load double, ptr %603, align 8, !tbaa !9
  %652 = fmul fast double %650, %651
  %653 = fadd fast double %652, %648
  %654 = load double, ptr %117, align 8, !tbaa !9
  %655 = fmul fast double %654, %654
  %656 = load double, ptr %604, align 8, !tbaa !9
  %657 = fmul fast double %655, %656
  %658 = fadd fast double %657, %653
  %659 = load double, ptr %118, align 16, !tbaa !9
  %660 = fmul fast double %659, %659
  %661 = load double, ptr %605, align 8, !tbaa !9
  %662 = fmul fast double %660, %661
  %663 = fadd fast double %662, %658
  %664 = load double, ptr %119, align 8, !tbaa !9
  %665 = fmul fast double %664, %664
  %666 = load double, ptr %606, align 8, !tbaa !9
  %667 = fmul fast double %665, %666
  %668 = fadd fast double %667, %663
  %669 = fmul fast double %617, %617
  %670 = fmul fast double %669, %618
  %671 = fadd fast double %622, %670
  %672 = fadd fast double %626, %671
  %673 = fadd fast double %630, %672
  %674 = fadd fast double %634, %673
  %675 = fadd fast double %638, %674
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #13
  store double %612, ptr %611, align 8, !tbaa !9
  %676 = fsub fast double %675, %668
  %677 = fmul fast double %614, 2.000000e-06
  %678 = fdiv fast double %676, %677
  %679 = call fast double @llvm.fabs.f64(double %678)
  %680 = call fast double @llvm.maxnum.f64(double %679, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %610, ptr %16, align 8, !tbaa !9
  %681 = load volatile double, ptr %16, align 8, !tbaa !9
  %682 = call double @llvm.fabs.f64(double %681)
  %683 = fcmp ueq double %682, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %683, label %697, label %684

684:                                              ; preds = %607
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %678, ptr %15, align 8, !tbaa !9
  %685 = load volatile double, ptr %15, align 8, !tbaa !9
  %686 = call double @llvm.fabs.f64(double %685)
  %687 = fcmp ueq double %686, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %687, label %697, label %688

688:                                              ; preds = %684
  %689 = fsub fast double %610, %678
  %690 = call fast double @llvm.fabs.f64(double %689)
  %691 = fmul fast double %680, 0x3EB0C6F7A0B5ED8D
  %692 = fcmp fast ole double %690, %691
  %693 = freeze i1 %692
  br i1 %693, label %694, label %697

694:                                              ; preds = %688
  %695 = trunc nuw nsw i64 %608 to i32
  %696 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %600, i32 noundef %695, double noundef nofpclass(nan inf) %610, double noundef nofpclass(nan inf) %678, ptr noundef nonnull @.str.16)
  br label %702

697:                                              ; preds = %688, %684, %607
  %698 = trunc nuw nsw i64 %608 to i32
  %699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %600, i32 noundef %698, double noundef nofpclass(nan inf) %610, double noundef nofpclass(nan inf) %678, ptr noundef nonnull @.str.17)
  %700 = load i32, ptr @n_fail, align 4, !tbaa !11
  %701 = add nsw i32 %700, 1
  store i32 %701, ptr @n_fail, align 4, !tbaa !11
  br label %702

702:                                              ; preds = %697, %694
  %703 = add nuw nsw i64 %608, 1
  %704 = icmp eq i64 %703, 6
  br i1 %704, label %705, label %607, !llvm.loop !14

705:                                              ; preds = %702
  call void @free(ptr noundef nonnull %601) #13
  %706 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %707 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %706, i32 noundef 6, i32 noundef %706, ptr noundef nonnull %303) #13
  %708 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #14
  %709 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #14
  %710 = getelementptr inbounds i8, ptr %708, i64 8
  %711 = getelementptr inbounds i8, ptr %709, i64 8
  %712 = getelementptr inbounds i8, ptr %708, i64 16
  %713 = getelementptr inbounds i8, ptr %709, i64 16
  %714 = getelementptr inbounds i8, ptr %708, i64 24
  %715 = load <4 x double>, ptr %29, align 16, !tbaa !9
  %716 = load <4 x double>, ptr %31, align 16, !tbaa !9
  %717 = fmul fast <4 x double> %716, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %718 = fadd fast <4 x double> %717, %715
  store <4 x double> %718, ptr %708, align 8, !tbaa !9
  %719 = getelementptr inbounds i8, ptr %709, i64 24
  %720 = fsub fast <4 x double> %715, %717
  store <4 x double> %720, ptr %709, align 8, !tbaa !9
  %721 = getelementptr inbounds i8, ptr %708, i64 32
  %722 = getelementptr inbounds i8, ptr %709, i64 32
  %723 = getelementptr inbounds i8, ptr %708, i64 40
  %724 = load <2 x double>, ptr %57, align 16, !tbaa !9
  %725 = load <2 x double>, ptr %90, align 16, !tbaa !9
  %726 = fmul fast <2 x double> %725, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %727 = fadd fast <2 x double> %726, %724
  store <2 x double> %727, ptr %721, align 8, !tbaa !9
  %728 = getelementptr inbounds i8, ptr %709, i64 40
  %729 = fsub fast <2 x double> %724, %726
  store <2 x double> %729, ptr %722, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #13
  call void %303(ptr noundef nonnull %708, ptr noundef nonnull %1, i32 noundef 6) #13
  %730 = load double, ptr %1, align 16, !tbaa !9
  %731 = load double, ptr %708, align 8, !tbaa !9
  %732 = load double, ptr %120, align 8, !tbaa !9
  %733 = fmul fast double %732, %732
  %734 = load double, ptr %710, align 8, !tbaa !9
  %735 = fmul fast double %733, %734
  %736 = load double, ptr %121, align 16, !tbaa !9
  %737 = fmul fast double %736, %736
  %738 = load double, ptr %712, align 8, !tbaa !9
  %739 = fmul fast double %737, %738
  %740 = load double, ptr %122, align 8, !tbaa !9
  %741 = fmul fast double %740, %740
  %742 = load double, ptr %714, align 8, !tbaa !9
  %743 = fmul fast double %741, %742
  %744 = load double, ptr %123, align 16, !tbaa !9
  %745 = fmul fast double %744, %744
  %746 = load double, ptr %721, align 8, !tbaa !9
  %747 = fmul fast double %745, %746
  %748 = load double, ptr %124, align 8, !tbaa !9
  %749 = fmul fast double %748, %748
  %750 = load double, ptr %723, align 8, !tbaa !9
  %751 = fmul fast double %749, %750
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #13
  call void %303(ptr noundef nonnull %709, ptr noundef nonnull %2, i32 noundef 6) #13
  %752 = load double, ptr %2, align 16, !tbaa !9
  %753 = fmul fast double %752, %752
  %754 = load double, ptr %709, align 8, !tbaa !9
  %755 = fmul fast double %753, %754
  %756 = load double, ptr %125, align 8, !tbaa !9
  %757 = fmul fast double %756, %756
  %758 = load double, ptr %711, align 8, !tbaa !9
  %759 = fmul fast double %757, %758
  %760 = fadd fast double %759, %755
  %761 = load double, ptr %126, align 16, !tbaa !9
  %762 = fmul fast double %761, %761
  %763 = load double, ptr %713, align 8, !tbaa !9
  %764 = fmul fast double %762, %763
  %765 = fadd fast double %764, %760
  %766 = load double, ptr %127, align 8, !tbaa !9
  %767 = fmul fast double %766, %766
  %768 = load double, ptr %719, align 8, !tbaa !9
  %769 = fmul fast double %767, %768
  %770 = fadd fast double %769, %765
  %771 = load double, ptr %128, align 16, !tbaa !9
  %772 = fmul fast double %771, %771
  %773 = load double, ptr %722, align 8, !tbaa !9
  %774 = fmul fast double %772, %773
  %775 = fadd fast double %774, %770
  %776 = load double, ptr %129, align 8, !tbaa !9
  %777 = fmul fast double %776, %776
  %778 = load double, ptr %728, align 8, !tbaa !9
  %779 = fmul fast double %777, %778
  %780 = fadd fast double %779, %775
  %781 = fmul fast double %730, %730
  %782 = fmul fast double %781, %731
  %783 = fadd fast double %735, %782
  %784 = fadd fast double %739, %783
  %785 = fadd fast double %743, %784
  %786 = fadd fast double %747, %785
  %787 = fadd fast double %751, %786
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #13
  %788 = fsub fast double %787, %780
  %789 = fmul fast double %788, 5.000000e+05
  call void @free(ptr noundef %708) #13
  call void @free(ptr noundef nonnull %709) #13
  %790 = call fast double @llvm.fabs.f64(double %789)
  %791 = call fast double @llvm.maxnum.f64(double %790, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %707, ptr %14, align 8, !tbaa !9
  %792 = load volatile double, ptr %14, align 8, !tbaa !9
  %793 = call double @llvm.fabs.f64(double %792)
  %794 = fcmp ueq double %793, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %794, label %807, label %795

795:                                              ; preds = %705
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %789, ptr %13, align 8, !tbaa !9
  %796 = load volatile double, ptr %13, align 8, !tbaa !9
  %797 = call double @llvm.fabs.f64(double %796)
  %798 = fcmp ueq double %797, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %798, label %807, label %799

799:                                              ; preds = %795
  %800 = fsub fast double %707, %789
  %801 = call fast double @llvm.fabs.f64(double %800)
  %802 = fmul fast double %791, 0x3EB0C6F7A0B5ED8D
  %803 = fcmp fast ole double %801, %802
  %804 = freeze i1 %803
  br i1 %804, label %805, label %807

805:                                              ; preds = %799
  %806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.9, i32 noundef %140, double noundef nofpclass(nan inf) %707, double noundef nofpclass(nan inf) %789, ptr noundef nonnull @.str.16)
  br label %811

807:                                              ; preds = %799, %795, %705
  %808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.9, i32 noundef %140, double noundef nofpclass(nan inf) %707, double noundef nofpclass(nan inf) %789, ptr noundef nonnull @.str.17)
  %809 = load i32, ptr @n_fail, align 4, !tbaa !11
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr @n_fail, align 4, !tbaa !11
  br label %811

811:                                              ; preds = %805, %807
  %812 = load double, ptr %30, align 16, !tbaa !9
  %813 = load double, ptr %31, align 16, !tbaa !9
  %814 = fmul fast double %813, %812
  %815 = load double, ptr %102, align 8, !tbaa !9
  %816 = load double, ptr %70, align 8, !tbaa !9
  %817 = fmul fast double %816, %815
  %818 = fadd fast double %817, %814
  %819 = load double, ptr %103, align 16, !tbaa !9
  %820 = load double, ptr %71, align 16, !tbaa !9
  %821 = fmul fast double %820, %819
  %822 = fadd fast double %818, %821
  %823 = load double, ptr %104, align 8, !tbaa !9
  %824 = load double, ptr %72, align 8, !tbaa !9
  %825 = fmul fast double %824, %823
  %826 = fadd fast double %822, %825
  %827 = load double, ptr %105, align 16, !tbaa !9
  %828 = load double, ptr %90, align 16, !tbaa !9
  %829 = fmul fast double %828, %827
  %830 = fadd fast double %826, %829
  %831 = load double, ptr %106, align 8, !tbaa !9
  %832 = load double, ptr %91, align 8, !tbaa !9
  %833 = fmul fast double %832, %831
  %834 = fadd fast double %830, %833
  %835 = call fast double @llvm.fabs.f64(double %707)
  %836 = call fast double @llvm.maxnum.f64(double %835, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %834, ptr %12, align 8, !tbaa !9
  %837 = load volatile double, ptr %12, align 8, !tbaa !9
  %838 = call double @llvm.fabs.f64(double %837)
  %839 = fcmp ueq double %838, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %839, label %852, label %840

840:                                              ; preds = %811
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %707, ptr %11, align 8, !tbaa !9
  %841 = load volatile double, ptr %11, align 8, !tbaa !9
  %842 = call double @llvm.fabs.f64(double %841)
  %843 = fcmp ueq double %842, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %843, label %852, label %844

844:                                              ; preds = %840
  %845 = fsub fast double %834, %707
  %846 = call fast double @llvm.fabs.f64(double %845)
  %847 = fmul fast double %836, 0x3EB0C6F7A0B5ED8D
  %848 = fcmp fast ole double %846, %847
  %849 = freeze i1 %848
  br i1 %849, label %850, label %852

850:                                              ; preds = %844
  %851 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, i32 noundef %140, double noundef nofpclass(nan inf) %834, double noundef nofpclass(nan inf) %707, ptr noundef nonnull @.str.16)
  br label %856

852:                                              ; preds = %844, %840, %811
  %853 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, i32 noundef %140, double noundef nofpclass(nan inf) %834, double noundef nofpclass(nan inf) %707, ptr noundef nonnull @.str.17)
  %854 = load i32, ptr @n_fail, align 4, !tbaa !11
  %855 = add nsw i32 %854, 1
  store i32 %855, ptr @n_fail, align 4, !tbaa !11
  br label %856

856:                                              ; preds = %850, %852
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #13
  store ptr %144, ptr %32, align 8, !tbaa !18
  store double 1.500000e+00, ptr %107, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #13
  store ptr %144, ptr %33, align 8, !tbaa !18
  store double 0.000000e+00, ptr %108, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %857 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %858 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %859 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @model_eval, i32 noundef %857, ptr noundef nonnull %32, ptr noundef nonnull %33, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %858, i32 noundef 6) #13
  %860 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %860, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %861 = getelementptr inbounds i8, ptr %860, i64 8
  %862 = getelementptr inbounds i8, ptr %860, i64 16
  %863 = getelementptr inbounds i8, ptr %860, i64 24
  %864 = getelementptr inbounds i8, ptr %860, i64 32
  %865 = getelementptr inbounds i8, ptr %860, i64 40
  br label %866

866:                                              ; preds = %856, %938
  %867 = phi i64 [ 0, %856 ], [ %939, %938 ]
  %868 = getelementptr inbounds double, ptr %30, i64 %867
  %869 = load double, ptr %868, align 8, !tbaa !9
  %870 = getelementptr inbounds double, ptr %860, i64 %867
  %871 = load double, ptr %870, align 8, !tbaa !9
  %872 = call fast double @llvm.fabs.f64(double %871)
  %873 = call fast double @llvm.maxnum.f64(double %872, double 1.000000e+00)
  %874 = fmul fast double %873, 0x3EB0C6F7A0B5ED8D
  %875 = fadd fast double %874, %871
  store double %875, ptr %870, align 8, !tbaa !9
  %876 = load double, ptr %860, align 8, !tbaa !9
  %877 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %876) #13
  %878 = load double, ptr %861, align 8, !tbaa !9
  %879 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %878) #13
  %880 = load double, ptr %862, align 8, !tbaa !9
  %881 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %880) #13
  %882 = load double, ptr %863, align 8, !tbaa !9
  %883 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %882) #13
  %884 = load double, ptr %864, align 8, !tbaa !9
  %885 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %884) #13
  %886 = load double, ptr %865, align 8, !tbaa !9
  %887 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %886) #13
  %888 = fsub fast double %871, %874
  store double %888, ptr %870, align 8, !tbaa !9
  %889 = load double, ptr %860, align 8, !tbaa !9
  %890 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %889) #13
  %891 = load double, ptr %861, align 8, !tbaa !9
  %892 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %891) #13
  %893 = fadd fast double %892, %890
  %894 = load double, ptr %862, align 8, !tbaa !9
  %895 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %894) #13
  %896 = fadd fast double %895, %893
  %897 = load double, ptr %863, align 8, !tbaa !9
  %898 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %897) #13
  %899 = fadd fast double %898, %896
  %900 = load double, ptr %864, align 8, !tbaa !9
  %901 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %900) #13
  %902 = fadd fast double %901, %899
  %903 = load double, ptr %865, align 8, !tbaa !9
  %904 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %903) #13
  %905 = fadd fast double %904, %902
  %906 = fadd fast double %879, %877
  %907 = fadd fast double %881, %906
  %908 = fadd fast double %883, %907
  %909 = fadd fast double %885, %908
  %910 = fadd fast double %887, %909
  store double %871, ptr %870, align 8, !tbaa !9
  %911 = fsub fast double %910, %905
  %912 = fmul fast double %911, 1.500000e+00
  %913 = fmul fast double %873, 2.000000e-06
  %914 = fdiv fast double %912, %913
  %915 = call fast double @llvm.fabs.f64(double %914)
  %916 = call fast double @llvm.maxnum.f64(double %915, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %869, ptr %10, align 8, !tbaa !9
  %917 = load volatile double, ptr %10, align 8, !tbaa !9
  %918 = call double @llvm.fabs.f64(double %917)
  %919 = fcmp ueq double %918, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %919, label %933, label %920

920:                                              ; preds = %866
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %914, ptr %9, align 8, !tbaa !9
  %921 = load volatile double, ptr %9, align 8, !tbaa !9
  %922 = call double @llvm.fabs.f64(double %921)
  %923 = fcmp ueq double %922, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %923, label %933, label %924

924:                                              ; preds = %920
  %925 = fsub fast double %869, %914
  %926 = call fast double @llvm.fabs.f64(double %925)
  %927 = fmul fast double %916, 0x3EB0C6F7A0B5ED8D
  %928 = fcmp fast ole double %926, %927
  %929 = freeze i1 %928
  br i1 %929, label %930, label %933

930:                                              ; preds = %924
  %931 = trunc nuw nsw i64 %867 to i32
  %932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, i32 noundef %931, double noundef nofpclass(nan inf) %869, double noundef nofpclass(nan inf) %914, ptr noundef nonnull @.str.16)
  br label %938

933:                                              ; preds = %924, %920, %866
  %934 = trunc nuw nsw i64 %867 to i32
  %935 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, i32 noundef %934, double noundef nofpclass(nan inf) %869, double noundef nofpclass(nan inf) %914, ptr noundef nonnull @.str.17)
  %936 = load i32, ptr @n_fail, align 4, !tbaa !11
  %937 = add nsw i32 %936, 1
  store i32 %937, ptr @n_fail, align 4, !tbaa !11
  br label %938

938:                                              ; preds = %933, %930
  %939 = add nuw nsw i64 %867, 1
  %940 = icmp eq i64 %939, 6
  br i1 %940, label %941, label %866, !llvm.loop !14

941:                                              ; preds = %938
  call void @free(ptr noundef nonnull %860) #13
  %942 = load ptr, ptr %32, align 8, !tbaa !18
  %943 = load double, ptr %29, align 16, !tbaa !9
  %944 = call fast nofpclass(nan inf) double %942(double noundef nofpclass(nan inf) %943) #13
  %945 = load ptr, ptr %32, align 8, !tbaa !18
  %946 = load double, ptr %37, align 8, !tbaa !9
  %947 = call fast nofpclass(nan inf) double %945(double noundef nofpclass(nan inf) %946) #13
  %948 = fadd fast double %947, %944
  %949 = load ptr, ptr %32, align 8, !tbaa !18
  %950 = load double, ptr %38, align 16, !tbaa !9
  %951 = call fast nofpclass(nan inf) double %949(double noundef nofpclass(nan inf) %950) #13
  %952 = fadd fast double %951, %948
  %953 = load ptr, ptr %32, align 8, !tbaa !18
  %954 = load double, ptr %39, align 8, !tbaa !9
  %955 = call fast nofpclass(nan inf) double %953(double noundef nofpclass(nan inf) %954) #13
  %956 = fadd fast double %955, %952
  %957 = load ptr, ptr %32, align 8, !tbaa !18
  %958 = load double, ptr %57, align 16, !tbaa !9
  %959 = call fast nofpclass(nan inf) double %957(double noundef nofpclass(nan inf) %958) #13
  %960 = fadd fast double %959, %956
  %961 = load ptr, ptr %32, align 8, !tbaa !18
  %962 = load double, ptr %58, align 8, !tbaa !9
  %963 = call fast nofpclass(nan inf) double %961(double noundef nofpclass(nan inf) %962) #13
  %964 = fadd fast double %963, %960
  %965 = load double, ptr %108, align 8, !tbaa !20
  %966 = call fast double @llvm.fabs.f64(double %964)
  %967 = call fast double @llvm.maxnum.f64(double %966, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %965, ptr %8, align 8, !tbaa !9
  %968 = load volatile double, ptr %8, align 8, !tbaa !9
  %969 = call double @llvm.fabs.f64(double %968)
  %970 = fcmp ueq double %969, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %970, label %983, label %971

971:                                              ; preds = %941
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %964, ptr %7, align 8, !tbaa !9
  %972 = load volatile double, ptr %7, align 8, !tbaa !9
  %973 = call double @llvm.fabs.f64(double %972)
  %974 = fcmp ueq double %973, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %974, label %983, label %975

975:                                              ; preds = %971
  %976 = fsub fast double %965, %964
  %977 = call fast double @llvm.fabs.f64(double %976)
  %978 = fmul fast double %967, 0x3D719799812DEA11
  %979 = fcmp fast ole double %977, %978
  %980 = freeze i1 %979
  br i1 %980, label %981, label %983

981:                                              ; preds = %975
  %982 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.12, i32 noundef %140, double noundef nofpclass(nan inf) %965, double noundef nofpclass(nan inf) %964, ptr noundef nonnull @.str.16)
  br label %987

983:                                              ; preds = %975, %971, %941
  %984 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.12, i32 noundef %140, double noundef nofpclass(nan inf) %965, double noundef nofpclass(nan inf) %964, ptr noundef nonnull @.str.17)
  %985 = load i32, ptr @n_fail, align 4, !tbaa !11
  %986 = add nsw i32 %985, 1
  store i32 %986, ptr @n_fail, align 4, !tbaa !11
  br label %987

987:                                              ; preds = %983, %981
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #13
  %988 = load ptr, ptr %32, align 8, !tbaa !18
  store ptr %988, ptr %34, align 8, !tbaa !18
  store double 0.000000e+00, ptr %109, align 8, !tbaa !20
  %989 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %990 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %991 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model_eval, i32 noundef %989, ptr noundef nonnull %32, ptr noundef nonnull %34, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %990, i32 noundef 6) #13
  %992 = load double, ptr %29, align 16, !tbaa !9
  %993 = load double, ptr %31, align 16, !tbaa !9
  %994 = fmul fast double %993, 0x3EB0C6F7A0B5ED8D
  %995 = fadd fast double %994, %992
  %996 = fsub fast double %992, %994
  %997 = load double, ptr %37, align 8, !tbaa !9
  %998 = load double, ptr %70, align 8, !tbaa !9
  %999 = fmul fast double %998, 0x3EB0C6F7A0B5ED8D
  %1000 = fadd fast double %999, %997
  %1001 = fsub fast double %997, %999
  %1002 = load double, ptr %38, align 16, !tbaa !9
  %1003 = load double, ptr %71, align 16, !tbaa !9
  %1004 = fmul fast double %1003, 0x3EB0C6F7A0B5ED8D
  %1005 = fadd fast double %1004, %1002
  %1006 = fsub fast double %1002, %1004
  %1007 = load double, ptr %39, align 8, !tbaa !9
  %1008 = load double, ptr %72, align 8, !tbaa !9
  %1009 = fmul fast double %1008, 0x3EB0C6F7A0B5ED8D
  %1010 = fadd fast double %1009, %1007
  %1011 = fsub fast double %1007, %1009
  %1012 = load double, ptr %57, align 16, !tbaa !9
  %1013 = load double, ptr %90, align 16, !tbaa !9
  %1014 = fmul fast double %1013, 0x3EB0C6F7A0B5ED8D
  %1015 = fadd fast double %1014, %1012
  %1016 = fsub fast double %1012, %1014
  %1017 = load double, ptr %58, align 8, !tbaa !9
  %1018 = load double, ptr %91, align 8, !tbaa !9
  %1019 = fmul fast double %1018, 0x3EB0C6F7A0B5ED8D
  %1020 = fadd fast double %1019, %1017
  %1021 = fsub fast double %1017, %1019
  %1022 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %995) #13
  %1023 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1000) #13
  %1024 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1005) #13
  %1025 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1010) #13
  %1026 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1015) #13
  %1027 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1020) #13
  %1028 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %996) #13
  %1029 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1001) #13
  %1030 = fadd fast double %1029, %1028
  %1031 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1006) #13
  %1032 = fadd fast double %1031, %1030
  %1033 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1011) #13
  %1034 = fadd fast double %1033, %1032
  %1035 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1016) #13
  %1036 = fadd fast double %1035, %1034
  %1037 = call fast nofpclass(nan inf) double %144(double noundef nofpclass(nan inf) %1021) #13
  %1038 = fadd fast double %1037, %1036
  %1039 = fadd fast double %1023, %1022
  %1040 = fadd fast double %1024, %1039
  %1041 = fadd fast double %1025, %1040
  %1042 = fadd fast double %1026, %1041
  %1043 = fadd fast double %1027, %1042
  %1044 = fsub fast double %1043, %1038
  %1045 = fmul fast double %1044, 7.500000e+05
  %1046 = call fast double @llvm.fabs.f64(double %1045)
  %1047 = call fast double @llvm.maxnum.f64(double %1046, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %991, ptr %6, align 8, !tbaa !9
  %1048 = load volatile double, ptr %6, align 8, !tbaa !9
  %1049 = call double @llvm.fabs.f64(double %1048)
  %1050 = fcmp ueq double %1049, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1050, label %1063, label %1051

1051:                                             ; preds = %987
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1045, ptr %5, align 8, !tbaa !9
  %1052 = load volatile double, ptr %5, align 8, !tbaa !9
  %1053 = call double @llvm.fabs.f64(double %1052)
  %1054 = fcmp ueq double %1053, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1054, label %1063, label %1055

1055:                                             ; preds = %1051
  %1056 = fsub fast double %991, %1045
  %1057 = call fast double @llvm.fabs.f64(double %1056)
  %1058 = fmul fast double %1047, 0x3EB0C6F7A0B5ED8D
  %1059 = fcmp fast ole double %1057, %1058
  %1060 = freeze i1 %1059
  br i1 %1060, label %1061, label %1063

1061:                                             ; preds = %1055
  %1062 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.13, i32 noundef %140, double noundef nofpclass(nan inf) %991, double noundef nofpclass(nan inf) %1045, ptr noundef nonnull @.str.16)
  br label %1067

1063:                                             ; preds = %1055, %1051, %987
  %1064 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.13, i32 noundef %140, double noundef nofpclass(nan inf) %991, double noundef nofpclass(nan inf) %1045, ptr noundef nonnull @.str.17)
  %1065 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1066 = add nsw i32 %1065, 1
  store i32 %1066, ptr @n_fail, align 4, !tbaa !11
  br label %1067

1067:                                             ; preds = %1061, %1063
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #13
  br i1 %137, label %136, label %130, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @square_all(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %3
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = zext nneg i32 %2 to i64
  %9 = icmp ult i32 %2, 16
  %10 = sub i64 %6, %7
  %11 = icmp ult i64 %10, 128
  %12 = or i1 %9, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %53, %5
  %14 = phi i64 [ 0, %5 ], [ %32, %53 ]
  %15 = and i64 %8, 7
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %13 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul fast double %21, %21
  %23 = getelementptr inbounds double, ptr %1, i64 %18
  store double %22, ptr %23, align 8, !tbaa !9
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %15
  br i1 %26, label %27, label %17, !llvm.loop !22

27:                                               ; preds = %17, %13
  %28 = phi i64 [ %14, %13 ], [ %24, %17 ]
  %29 = sub nsw i64 %14, %8
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %55, label %56

31:                                               ; preds = %5
  %32 = and i64 %8, 2147483632
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %51, %33 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 32
  %37 = getelementptr inbounds i8, ptr %35, i64 64
  %38 = getelementptr inbounds i8, ptr %35, i64 96
  %39 = load <4 x double>, ptr %35, align 8, !tbaa !9
  %40 = load <4 x double>, ptr %36, align 8, !tbaa !9
  %41 = load <4 x double>, ptr %37, align 8, !tbaa !9
  %42 = load <4 x double>, ptr %38, align 8, !tbaa !9
  %43 = fmul fast <4 x double> %39, %39
  %44 = fmul fast <4 x double> %40, %40
  %45 = fmul fast <4 x double> %41, %41
  %46 = fmul fast <4 x double> %42, %42
  %47 = getelementptr inbounds double, ptr %1, i64 %34
  %48 = getelementptr inbounds i8, ptr %47, i64 32
  %49 = getelementptr inbounds i8, ptr %47, i64 64
  %50 = getelementptr inbounds i8, ptr %47, i64 96
  store <4 x double> %43, ptr %47, align 8, !tbaa !9
  store <4 x double> %44, ptr %48, align 8, !tbaa !9
  store <4 x double> %45, ptr %49, align 8, !tbaa !9
  store <4 x double> %46, ptr %50, align 8, !tbaa !9
  %51 = add nuw i64 %34, 16
  %52 = icmp eq i64 %51, %32
  br i1 %52, label %53, label %33, !llvm.loop !24

53:                                               ; preds = %33
  %54 = icmp eq i64 %32, %8
  br i1 %54, label %55, label %13

55:                                               ; preds = %27, %56, %53, %3
  ret void

56:                                               ; preds = %27, %56
  %57 = phi i64 [ %97, %56 ], [ %28, %27 ]
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fmul fast double %59, %59
  %61 = getelementptr inbounds double, ptr %1, i64 %57
  store double %60, ptr %61, align 8, !tbaa !9
  %62 = add nuw nsw i64 %57, 1
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fmul fast double %64, %64
  %66 = getelementptr inbounds double, ptr %1, i64 %62
  store double %65, ptr %66, align 8, !tbaa !9
  %67 = add nuw nsw i64 %57, 2
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fmul fast double %69, %69
  %71 = getelementptr inbounds double, ptr %1, i64 %67
  store double %70, ptr %71, align 8, !tbaa !9
  %72 = add nuw nsw i64 %57, 3
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul fast double %74, %74
  %76 = getelementptr inbounds double, ptr %1, i64 %72
  store double %75, ptr %76, align 8, !tbaa !9
  %77 = add nuw nsw i64 %57, 4
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = fmul fast double %79, %79
  %81 = getelementptr inbounds double, ptr %1, i64 %77
  store double %80, ptr %81, align 8, !tbaa !9
  %82 = add nuw nsw i64 %57, 5
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul fast double %84, %84
  %86 = getelementptr inbounds double, ptr %1, i64 %82
  store double %85, ptr %86, align 8, !tbaa !9
  %87 = add nuw nsw i64 %57, 6
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = fmul fast double %89, %89
  %91 = getelementptr inbounds double, ptr %1, i64 %87
  store double %90, ptr %91, align 8, !tbaa !9
  %92 = add nuw nsw i64 %57, 7
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = fmul fast double %94, %94
  %96 = getelementptr inbounds double, ptr %1, i64 %92
  store double %95, ptr %96, align 8, !tbaa !9
  %97 = add nuw nsw i64 %57, 8
  %98 = icmp eq i64 %97, %8
  br i1 %98, label %55, label %56, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @diff2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %7, 2147483646
  br label %35

12:                                               ; preds = %35, %5
  %13 = phi i64 [ 0, %5 ], [ %56, %35 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %34, label %15

15:                                               ; preds = %12
  %16 = add nuw nsw i64 %13, 1
  %17 = icmp eq i64 %16, %7
  %18 = and i64 %16, 4294967295
  %19 = select i1 %17, i64 0, i64 %18
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %0, i64 %13
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul fast double %23, -2.000000e+00
  %25 = fadd fast double %24, %21
  %26 = trunc nuw nsw i64 %13 to i32
  %27 = add i32 %6, %26
  %28 = srem i32 %27, %2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fadd fast double %25, %31
  %33 = getelementptr inbounds double, ptr %1, i64 %13
  store double %32, ptr %33, align 8, !tbaa !9
  br label %34

34:                                               ; preds = %15, %12, %3
  ret void

35:                                               ; preds = %35, %10
  %36 = phi i64 [ 0, %10 ], [ %56, %35 ]
  %37 = phi i64 [ 0, %10 ], [ %74, %35 ]
  %38 = or disjoint i64 %36, 1
  %39 = icmp eq i64 %38, %7
  %40 = and i64 %38, 4294967295
  %41 = select i1 %39, i64 0, i64 %40
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %0, i64 %36
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul fast double %45, -2.000000e+00
  %47 = fadd fast double %46, %43
  %48 = trunc nuw nsw i64 %36 to i32
  %49 = add i32 %6, %48
  %50 = srem i32 %49, %2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fadd fast double %47, %53
  %55 = getelementptr inbounds double, ptr %1, i64 %36
  store double %54, ptr %55, align 8, !tbaa !9
  %56 = add nuw nsw i64 %36, 2
  %57 = icmp eq i64 %56, %7
  %58 = and i64 %56, 4294967294
  %59 = select i1 %57, i64 0, i64 %58
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %0, i64 %38
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul fast double %63, -2.000000e+00
  %65 = fadd fast double %64, %61
  %66 = trunc nuw nsw i64 %38 to i32
  %67 = add i32 %6, %66
  %68 = srem i32 %67, %2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fadd fast double %65, %71
  %73 = getelementptr inbounds double, ptr %1, i64 %38
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = add i64 %37, 2
  %75 = icmp eq i64 %74, %11
  br i1 %75, label %12, label %35, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @chosen(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp eq i32 %2, 0
  %5 = select i1 %4, ptr @cube, ptr @wave
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  br label %11

9:                                                ; preds = %11, %3
  %10 = phi double [ 0.000000e+00, %3 ], [ %24, %11 ]
  ret double %10

11:                                               ; preds = %7, %11
  %12 = phi i64 [ 0, %7 ], [ %17, %11 ]
  %13 = phi double [ 0.000000e+00, %7 ], [ %24, %11 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call fast nofpclass(nan inf) double %5(double noundef nofpclass(nan inf) %15) #13, !callees !13
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %8
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul fast double %22, %16
  %24 = fadd fast double %23, %13
  %25 = icmp eq i64 %17, %8
  br i1 %25, label %9, label %11, !llvm.loop !29
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @tabled(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %10

7:                                                ; preds = %10, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %22, %10 ]
  %9 = fmul fast double %8, %8
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %23, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %22, %10 ]
  %13 = trunc i64 %11 to i32
  %14 = add i32 %13, %2
  %15 = srem i32 %14, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !16
  %19 = getelementptr inbounds double, ptr %0, i64 %11
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call fast nofpclass(nan inf) double %18(double noundef nofpclass(nan inf) %20) #13
  %22 = fadd fast double %21, %12
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %7, label %10, !llvm.loop !30
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @energy(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) #0 {
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #13
  call void %2(ptr noundef %0, ptr noundef nonnull %4, i32 noundef %1) #13
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %56

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %9, label %12

9:                                                ; preds = %50, %6
  %10 = phi i64 [ 0, %6 ], [ %13, %50 ]
  %11 = phi double [ 0.000000e+00, %6 ], [ %54, %50 ]
  br label %58

12:                                               ; preds = %6
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %48, %14 ]
  %16 = phi <4 x double> [ zeroinitializer, %12 ], [ %44, %14 ]
  %17 = phi <4 x double> [ zeroinitializer, %12 ], [ %45, %14 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %46, %14 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %47, %14 ]
  %20 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x double>, ptr %20, align 16, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 16, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 16, !tbaa !9
  %27 = load <4 x double>, ptr %23, align 16, !tbaa !9
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, %27
  %32 = getelementptr inbounds double, ptr %0, i64 %15
  %33 = getelementptr inbounds i8, ptr %32, i64 32
  %34 = getelementptr inbounds i8, ptr %32, i64 64
  %35 = getelementptr inbounds i8, ptr %32, i64 96
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %38 = load <4 x double>, ptr %34, align 8, !tbaa !9
  %39 = load <4 x double>, ptr %35, align 8, !tbaa !9
  %40 = fmul fast <4 x double> %28, %36
  %41 = fmul fast <4 x double> %29, %37
  %42 = fmul fast <4 x double> %30, %38
  %43 = fmul fast <4 x double> %31, %39
  %44 = fadd fast <4 x double> %40, %16
  %45 = fadd fast <4 x double> %41, %17
  %46 = fadd fast <4 x double> %42, %18
  %47 = fadd fast <4 x double> %43, %19
  %48 = add nuw i64 %15, 16
  %49 = icmp eq i64 %48, %13
  br i1 %49, label %50, label %14, !llvm.loop !31

50:                                               ; preds = %14
  %51 = fadd fast <4 x double> %45, %44
  %52 = fadd fast <4 x double> %46, %51
  %53 = fadd fast <4 x double> %47, %52
  %54 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %53)
  %55 = icmp eq i64 %13, %7
  br i1 %55, label %56, label %9

56:                                               ; preds = %58, %50, %3
  %57 = phi double [ 0.000000e+00, %3 ], [ %54, %50 ], [ %67, %58 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #13
  ret double %57

58:                                               ; preds = %9, %58
  %59 = phi i64 [ %68, %58 ], [ %10, %9 ]
  %60 = phi double [ %67, %58 ], [ %11, %9 ]
  %61 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %59
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fmul fast double %62, %62
  %64 = getelementptr inbounds double, ptr %0, i64 %59
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul fast double %63, %65
  %67 = fadd fast double %66, %60
  %68 = add nuw nsw i64 %59, 1
  %69 = icmp eq i64 %68, %7
  br i1 %69, label %56, label %58, !llvm.loop !32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @wave(double noundef nofpclass(nan inf) %0) #5 {
  %2 = fmul fast double %0, 2.000000e+00
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = fadd fast double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @cube(double noundef nofpclass(nan inf) %0) #5 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @model_eval(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = zext nneg i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %19, %10 ]
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %20, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %19, %10 ]
  %13 = load double, ptr %6, align 8, !tbaa !20
  %14 = load ptr, ptr %0, align 8, !tbaa !18
  %15 = getelementptr inbounds double, ptr %1, i64 %11
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call fast nofpclass(nan inf) double %14(double noundef nofpclass(nan inf) %16) #13
  %18 = fmul fast double %17, %13
  %19 = fadd fast double %18, %12
  %20 = add nuw nsw i64 %11, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %10, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf)) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = !{ptr @cube, ptr @wave}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!19, !17, i64 0}
!19 = !{!"", !17, i64 0, !10, i64 8}
!20 = !{!19, !10, i64 8}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !15, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !15, !25}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15, !25, !26}
!32 = distinct !{!32, !15, !26, !25}
!33 = distinct !{!33, !15}
