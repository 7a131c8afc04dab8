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
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %29) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %30) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %31) #14
  %35 = load i64, ptr @rng_state, align 8, !tbaa !5
  %36 = mul i64 %35, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %29, i64 8
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <2 x i64> poison, i64 %38, i64 0
  %42 = insertelement <2 x i64> %41, i64 %40, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %46, ptr %29, align 16, !tbaa !9
  %47 = mul i64 %40, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %29, i64 16
  %49 = getelementptr inbounds i8, ptr %29, i64 24
  %50 = add i64 %47, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = insertelement <2 x i64> poison, i64 %50, i64 0
  %54 = insertelement <2 x i64> %53, i64 %52, i64 1
  %55 = lshr <2 x i64> %54, <i64 10, i64 10>
  %56 = and <2 x i64> %55, <i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <2 x i64> %56 to <2 x double>
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %58, ptr %48, align 16, !tbaa !9
  %59 = mul i64 %52, 6364136223846793005
  %60 = getelementptr inbounds i8, ptr %29, i64 32
  %61 = getelementptr inbounds i8, ptr %29, i64 40
  %62 = add i64 %59, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <2 x i64> poison, i64 %62, i64 0
  %66 = insertelement <2 x i64> %65, i64 %64, i64 1
  %67 = lshr <2 x i64> %66, <i64 10, i64 10>
  %68 = and <2 x i64> %67, <i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <2 x i64> %68 to <2 x double>
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %70, ptr %60, align 16, !tbaa !9
  %71 = mul i64 %64, 6364136223846793005
  %72 = getelementptr inbounds i8, ptr %31, i64 8
  %73 = add i64 %71, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <2 x i64> poison, i64 %73, i64 0
  %77 = insertelement <2 x i64> %76, i64 %75, i64 1
  %78 = lshr <2 x i64> %77, <i64 10, i64 10>
  %79 = and <2 x i64> %78, <i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <2 x i64> %79 to <2 x double>
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %81, ptr %31, align 16, !tbaa !9
  %82 = mul i64 %75, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %31, i64 16
  %84 = getelementptr inbounds i8, ptr %31, i64 24
  %85 = add i64 %82, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <2 x i64> poison, i64 %85, i64 0
  %89 = insertelement <2 x i64> %88, i64 %87, i64 1
  %90 = lshr <2 x i64> %89, <i64 10, i64 10>
  %91 = and <2 x i64> %90, <i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <2 x i64> %91 to <2 x double>
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %93, ptr %83, align 16, !tbaa !9
  %94 = mul i64 %87, 6364136223846793005
  %95 = getelementptr inbounds i8, ptr %31, i64 32
  %96 = getelementptr inbounds i8, ptr %31, i64 40
  %97 = add i64 %94, 1442695040888963407
  %98 = mul i64 %97, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = insertelement <2 x i64> poison, i64 %97, i64 0
  %101 = insertelement <2 x i64> %100, i64 %99, i64 1
  %102 = lshr <2 x i64> %101, <i64 10, i64 10>
  %103 = and <2 x i64> %102, <i64 18014398509481982, i64 18014398509481982>
  %104 = uitofp nneg <2 x i64> %103 to <2 x double>
  %105 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %105, ptr %95, align 16, !tbaa !9
  store i64 %99, ptr @rng_state, align 8, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %30, i64 8
  %107 = getelementptr inbounds i8, ptr %30, i64 16
  %108 = getelementptr inbounds i8, ptr %30, i64 24
  %109 = getelementptr inbounds i8, ptr %30, i64 32
  %110 = getelementptr inbounds i8, ptr %30, i64 40
  %111 = getelementptr inbounds i8, ptr %32, i64 8
  %112 = getelementptr inbounds i8, ptr %33, i64 8
  %113 = getelementptr inbounds i8, ptr %34, i64 8
  %114 = getelementptr inbounds i8, ptr %3, i64 8
  %115 = getelementptr inbounds i8, ptr %3, i64 16
  %116 = getelementptr inbounds i8, ptr %3, i64 24
  %117 = getelementptr inbounds i8, ptr %3, i64 32
  %118 = getelementptr inbounds i8, ptr %3, i64 40
  %119 = getelementptr inbounds i8, ptr %4, i64 8
  %120 = getelementptr inbounds i8, ptr %4, i64 16
  %121 = getelementptr inbounds i8, ptr %4, i64 24
  %122 = getelementptr inbounds i8, ptr %4, i64 32
  %123 = getelementptr inbounds i8, ptr %4, i64 40
  %124 = getelementptr inbounds i8, ptr %1, i64 8
  %125 = getelementptr inbounds i8, ptr %1, i64 16
  %126 = getelementptr inbounds i8, ptr %1, i64 24
  %127 = getelementptr inbounds i8, ptr %1, i64 32
  %128 = getelementptr inbounds i8, ptr %1, i64 40
  %129 = getelementptr inbounds i8, ptr %2, i64 8
  %130 = getelementptr inbounds i8, ptr %2, i64 16
  %131 = getelementptr inbounds i8, ptr %2, i64 24
  %132 = getelementptr inbounds i8, ptr %2, i64 32
  %133 = getelementptr inbounds i8, ptr %2, i64 40
  br label %140

134:                                              ; preds = %1100
  %135 = load i32, ptr @n_fail, align 4, !tbaa !11
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14, i32 noundef %135)
  %137 = load i32, ptr @n_fail, align 4, !tbaa !11
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %31) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %30) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %29) #14
  ret i32 %139

140:                                              ; preds = %0, %1100
  %141 = phi i1 [ true, %0 ], [ false, %1100 ]
  %142 = phi i64 [ 0, %0 ], [ 1, %1100 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %143 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %144 = trunc nuw nsw i64 %142 to i32
  %145 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chosen, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %143, i32 noundef 6, i32 noundef %143, i32 noundef %144) #14
  %146 = select i1 %141, ptr @.str.1, ptr @.str
  %147 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %147, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %148 = select i1 %141, ptr @cube, ptr @wave
  %149 = getelementptr inbounds i8, ptr %147, i64 8
  %150 = getelementptr inbounds i8, ptr %147, i64 16
  %151 = getelementptr inbounds i8, ptr %147, i64 24
  %152 = getelementptr inbounds i8, ptr %147, i64 32
  %153 = getelementptr inbounds i8, ptr %147, i64 40
  br label %154

154:                                              ; preds = %140, %248
  %155 = phi i64 [ 0, %140 ], [ %249, %248 ]
  %156 = getelementptr inbounds double, ptr %30, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = getelementptr inbounds double, ptr %147, i64 %155
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ogt double %160, 1.000000e+00
  %162 = select i1 %161, double %160, double 1.000000e+00
  %163 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %164 = fadd double %159, %163
  store double %164, ptr %158, align 8, !tbaa !9
  %165 = load double, ptr %147, align 8, !tbaa !9
  %166 = call double %148(double noundef %165) #14, !callees !13
  %167 = load double, ptr %149, align 8, !tbaa !9
  %168 = call double %148(double noundef %167) #14, !callees !13
  %169 = load double, ptr %150, align 8, !tbaa !9
  %170 = call double %148(double noundef %169) #14, !callees !13
  %171 = load double, ptr %151, align 8, !tbaa !9
  %172 = call double %148(double noundef %171) #14, !callees !13
  %173 = load double, ptr %152, align 8, !tbaa !9
  %174 = call double %148(double noundef %173) #14, !callees !13
  %175 = load double, ptr %153, align 8, !tbaa !9
  %176 = call double %148(double noundef %175) #14, !callees !13
  %177 = fsub double %159, %163
  store double %177, ptr %158, align 8, !tbaa !9
  %178 = load double, ptr %147, align 8, !tbaa !9
  %179 = call double %148(double noundef %178) #14, !callees !13
  %180 = load double, ptr %149, align 8, !tbaa !9
  %181 = call double %148(double noundef %180) #14, !callees !13
  %182 = load double, ptr %150, align 8, !tbaa !9
  %183 = call double %148(double noundef %182) #14, !callees !13
  %184 = load double, ptr %151, align 8, !tbaa !9
  %185 = call double %148(double noundef %184) #14, !callees !13
  %186 = load double, ptr %152, align 8, !tbaa !9
  %187 = call double %148(double noundef %186) #14, !callees !13
  %188 = load double, ptr %153, align 8, !tbaa !9
  %189 = call double %148(double noundef %188) #14, !callees !13
  %190 = insertelement <2 x double> poison, double %166, i64 0
  %191 = insertelement <2 x double> %190, double %179, i64 1
  %192 = insertelement <2 x double> poison, double %167, i64 0
  %193 = insertelement <2 x double> %192, double %180, i64 1
  %194 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> %193, <2 x double> zeroinitializer)
  %195 = insertelement <2 x double> poison, double %168, i64 0
  %196 = insertelement <2 x double> %195, double %181, i64 1
  %197 = insertelement <2 x double> poison, double %169, i64 0
  %198 = insertelement <2 x double> %197, double %182, i64 1
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %196, <2 x double> %198, <2 x double> %194)
  %200 = insertelement <2 x double> poison, double %170, i64 0
  %201 = insertelement <2 x double> %200, double %183, i64 1
  %202 = insertelement <2 x double> poison, double %171, i64 0
  %203 = insertelement <2 x double> %202, double %184, i64 1
  %204 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> %203, <2 x double> %199)
  %205 = insertelement <2 x double> poison, double %172, i64 0
  %206 = insertelement <2 x double> %205, double %185, i64 1
  %207 = insertelement <2 x double> poison, double %173, i64 0
  %208 = insertelement <2 x double> %207, double %186, i64 1
  %209 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> %208, <2 x double> %204)
  %210 = insertelement <2 x double> poison, double %174, i64 0
  %211 = insertelement <2 x double> %210, double %187, i64 1
  %212 = insertelement <2 x double> poison, double %175, i64 0
  %213 = insertelement <2 x double> %212, double %188, i64 1
  %214 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %211, <2 x double> %213, <2 x double> %209)
  %215 = insertelement <2 x double> poison, double %176, i64 0
  %216 = insertelement <2 x double> %215, double %189, i64 1
  %217 = insertelement <2 x double> poison, double %165, i64 0
  %218 = insertelement <2 x double> %217, double %178, i64 1
  %219 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %216, <2 x double> %218, <2 x double> %214)
  store double %159, ptr %158, align 8, !tbaa !9
  %220 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %221 = fsub <2 x double> %219, %220
  %222 = extractelement <2 x double> %221, i64 0
  %223 = fsub double %164, %177
  %224 = fdiv double %222, %223
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %157, ptr %28, align 8, !tbaa !9
  %228 = load volatile double, ptr %28, align 8, !tbaa !9
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %230, label %243, label %231

231:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %224, ptr %27, align 8, !tbaa !9
  %232 = load volatile double, ptr %27, align 8, !tbaa !9
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %234, label %243, label %235

235:                                              ; preds = %231
  %236 = fsub double %157, %224
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fmul double %227, 0x3EB0C6F7A0B5ED8D
  %239 = fcmp ugt double %237, %238
  br i1 %239, label %243, label %240

240:                                              ; preds = %235
  %241 = trunc nuw nsw i64 %155 to i32
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %146, i32 noundef %241, double noundef %157, double noundef %224, ptr noundef nonnull @.str.16)
  br label %248

243:                                              ; preds = %235, %231, %154
  %244 = trunc nuw nsw i64 %155 to i32
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %146, i32 noundef %244, double noundef %157, double noundef %224, ptr noundef nonnull @.str.17)
  %246 = load i32, ptr @n_fail, align 4, !tbaa !11
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !11
  br label %248

248:                                              ; preds = %243, %240
  %249 = add nuw nsw i64 %155, 1
  %250 = icmp eq i64 %249, 6
  br i1 %250, label %251, label %154, !llvm.loop !14

251:                                              ; preds = %248
  call void @free(ptr noundef nonnull %147) #14
  %252 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %253 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chosen, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %252, i32 noundef 6, i32 noundef %252, i32 noundef %144) #14
  %254 = load <2 x double>, ptr %29, align 16
  %255 = load <2 x double>, ptr %31, align 16
  %256 = load <2 x double>, ptr %37, align 8
  %257 = load <2 x double>, ptr %72, align 8
  %258 = load <2 x double>, ptr %48, align 16
  %259 = load <2 x double>, ptr %83, align 16
  %260 = load <2 x double>, ptr %49, align 8
  %261 = load <2 x double>, ptr %84, align 8
  %262 = load <2 x double>, ptr %60, align 16
  %263 = load <2 x double>, ptr %95, align 16
  %264 = load double, ptr %61, align 8, !tbaa !9
  %265 = load double, ptr %96, align 8, !tbaa !9
  %266 = shufflevector <2 x double> %255, <2 x double> poison, <2 x i32> zeroinitializer
  %267 = shufflevector <2 x double> %254, <2 x double> poison, <2 x i32> zeroinitializer
  %268 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %266, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %267)
  %269 = shufflevector <2 x double> %257, <2 x double> poison, <2 x i32> zeroinitializer
  %270 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> zeroinitializer
  %271 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %270)
  %272 = shufflevector <2 x double> %259, <2 x double> poison, <2 x i32> zeroinitializer
  %273 = shufflevector <2 x double> %258, <2 x double> poison, <2 x i32> zeroinitializer
  %274 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %273)
  %275 = shufflevector <2 x double> %261, <2 x double> poison, <2 x i32> zeroinitializer
  %276 = shufflevector <2 x double> %260, <2 x double> poison, <2 x i32> zeroinitializer
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %275, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %276)
  %278 = shufflevector <2 x double> %263, <2 x double> poison, <2 x i32> zeroinitializer
  %279 = shufflevector <2 x double> %262, <2 x double> poison, <2 x i32> zeroinitializer
  %280 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %278, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %279)
  %281 = insertelement <2 x double> poison, double %265, i64 0
  %282 = shufflevector <2 x double> %281, <2 x double> poison, <2 x i32> zeroinitializer
  %283 = insertelement <2 x double> poison, double %264, i64 0
  %284 = shufflevector <2 x double> %283, <2 x double> poison, <2 x i32> zeroinitializer
  %285 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %284)
  %286 = extractelement <2 x double> %268, i64 0
  %287 = call double %148(double noundef %286) #14, !callees !13
  %288 = extractelement <2 x double> %271, i64 0
  %289 = call double %148(double noundef %288) #14, !callees !13
  %290 = extractelement <2 x double> %274, i64 0
  %291 = call double %148(double noundef %290) #14, !callees !13
  %292 = extractelement <2 x double> %277, i64 0
  %293 = call double %148(double noundef %292) #14, !callees !13
  %294 = extractelement <2 x double> %280, i64 0
  %295 = call double %148(double noundef %294) #14, !callees !13
  %296 = extractelement <2 x double> %285, i64 0
  %297 = call double %148(double noundef %296) #14, !callees !13
  %298 = extractelement <2 x double> %268, i64 1
  %299 = call double %148(double noundef %298) #14, !callees !13
  %300 = insertelement <2 x double> poison, double %287, i64 0
  %301 = insertelement <2 x double> %300, double %299, i64 1
  %302 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %301, <2 x double> %271, <2 x double> zeroinitializer)
  %303 = extractelement <2 x double> %271, i64 1
  %304 = call double %148(double noundef %303) #14, !callees !13
  %305 = insertelement <2 x double> poison, double %289, i64 0
  %306 = insertelement <2 x double> %305, double %304, i64 1
  %307 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %306, <2 x double> %274, <2 x double> %302)
  %308 = extractelement <2 x double> %274, i64 1
  %309 = call double %148(double noundef %308) #14, !callees !13
  %310 = insertelement <2 x double> poison, double %291, i64 0
  %311 = insertelement <2 x double> %310, double %309, i64 1
  %312 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %311, <2 x double> %277, <2 x double> %307)
  %313 = extractelement <2 x double> %277, i64 1
  %314 = call double %148(double noundef %313) #14, !callees !13
  %315 = insertelement <2 x double> poison, double %293, i64 0
  %316 = insertelement <2 x double> %315, double %314, i64 1
  %317 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %316, <2 x double> %280, <2 x double> %312)
  %318 = extractelement <2 x double> %280, i64 1
  %319 = call double %148(double noundef %318) #14, !callees !13
  %320 = insertelement <2 x double> poison, double %295, i64 0
  %321 = insertelement <2 x double> %320, double %319, i64 1
  %322 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %321, <2 x double> %285, <2 x double> %317)
  %323 = extractelement <2 x double> %285, i64 1
  %324 = call double %148(double noundef %323) #14, !callees !13
  %325 = insertelement <2 x double> poison, double %297, i64 0
  %326 = insertelement <2 x double> %325, double %324, i64 1
  %327 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %326, <2 x double> %268, <2 x double> %322)
  %328 = select i1 %141, ptr @diff2, ptr @square_all
  %329 = shufflevector <2 x double> %327, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %330 = fsub <2 x double> %327, %329
  %331 = extractelement <2 x double> %330, i64 0
  %332 = fdiv double %331, 2.000000e-06
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fcmp ogt double %333, 1.000000e+00
  %335 = select i1 %334, double %333, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %253, ptr %26, align 8, !tbaa !9
  %336 = load volatile double, ptr %26, align 8, !tbaa !9
  %337 = call double @llvm.fabs.f64(double %336)
  %338 = fcmp ueq double %337, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %338, label %350, label %339

339:                                              ; preds = %251
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %332, ptr %25, align 8, !tbaa !9
  %340 = load volatile double, ptr %25, align 8, !tbaa !9
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ueq double %341, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %342, label %350, label %343

343:                                              ; preds = %339
  %344 = fsub double %253, %332
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fmul double %335, 0x3EB0C6F7A0B5ED8D
  %347 = fcmp ugt double %345, %346
  br i1 %347, label %350, label %348

348:                                              ; preds = %343
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.2, i32 noundef %144, double noundef %253, double noundef %332, ptr noundef nonnull @.str.16)
  br label %354

350:                                              ; preds = %343, %339, %251
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.2, i32 noundef %144, double noundef %253, double noundef %332, ptr noundef nonnull @.str.17)
  %352 = load i32, ptr @n_fail, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %348, %350
  %355 = load double, ptr %30, align 16, !tbaa !9
  %356 = load double, ptr %31, align 16, !tbaa !9
  %357 = call double @llvm.fmuladd.f64(double %355, double %356, double 0.000000e+00)
  %358 = load double, ptr %106, align 8, !tbaa !9
  %359 = load double, ptr %72, align 8, !tbaa !9
  %360 = call double @llvm.fmuladd.f64(double %358, double %359, double %357)
  %361 = load double, ptr %107, align 16, !tbaa !9
  %362 = load double, ptr %83, align 16, !tbaa !9
  %363 = call double @llvm.fmuladd.f64(double %361, double %362, double %360)
  %364 = load double, ptr %108, align 8, !tbaa !9
  %365 = load double, ptr %84, align 8, !tbaa !9
  %366 = call double @llvm.fmuladd.f64(double %364, double %365, double %363)
  %367 = load double, ptr %109, align 16, !tbaa !9
  %368 = load double, ptr %95, align 16, !tbaa !9
  %369 = call double @llvm.fmuladd.f64(double %367, double %368, double %366)
  %370 = load double, ptr %110, align 8, !tbaa !9
  %371 = load double, ptr %96, align 8, !tbaa !9
  %372 = call double @llvm.fmuladd.f64(double %370, double %371, double %369)
  %373 = call double @llvm.fabs.f64(double %253)
  %374 = fcmp ogt double %373, 1.000000e+00
  %375 = select i1 %374, double %373, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %372, ptr %24, align 8, !tbaa !9
  %376 = load volatile double, ptr %24, align 8, !tbaa !9
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %378, label %390, label %379

379:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %253, ptr %23, align 8, !tbaa !9
  %380 = load volatile double, ptr %23, align 8, !tbaa !9
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fcmp ueq double %381, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %382, label %390, label %383

383:                                              ; preds = %379
  %384 = fsub double %372, %253
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fmul double %375, 0x3EB0C6F7A0B5ED8D
  %387 = fcmp ugt double %385, %386
  br i1 %387, label %390, label %388

388:                                              ; preds = %383
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.3, i32 noundef %144, double noundef %372, double noundef %253, ptr noundef nonnull @.str.16)
  br label %394

390:                                              ; preds = %383, %379, %354
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.3, i32 noundef %144, double noundef %372, double noundef %253, ptr noundef nonnull @.str.17)
  %392 = load i32, ptr @n_fail, align 4, !tbaa !11
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr @n_fail, align 4, !tbaa !11
  br label %394

394:                                              ; preds = %388, %390
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %395 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %396 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tabled, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %395, i32 noundef 6, i32 noundef %395, i32 noundef %144) #14
  %397 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %397, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %398 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %142
  %399 = load ptr, ptr %398, align 8, !tbaa !16
  %400 = add nuw nsw i64 %142, 1
  %401 = icmp eq i64 %400, 2
  %402 = select i1 %401, i64 0, i64 %400
  %403 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %402
  %404 = getelementptr inbounds i8, ptr %397, i64 8
  %405 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %142
  %406 = getelementptr inbounds i8, ptr %397, i64 16
  %407 = xor i64 %142, 1
  %408 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %407
  %409 = getelementptr inbounds i8, ptr %397, i64 24
  %410 = getelementptr inbounds i8, ptr %397, i64 32
  %411 = xor i64 %142, 1
  %412 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %411
  %413 = getelementptr inbounds i8, ptr %397, i64 40
  br label %414

414:                                              ; preds = %394, %501
  %415 = phi i64 [ 0, %394 ], [ %502, %501 ]
  %416 = getelementptr inbounds double, ptr %30, i64 %415
  %417 = load double, ptr %416, align 8, !tbaa !9
  %418 = getelementptr inbounds double, ptr %397, i64 %415
  %419 = load double, ptr %418, align 8, !tbaa !9
  %420 = call double @llvm.fabs.f64(double %419)
  %421 = fcmp ogt double %420, 1.000000e+00
  %422 = select i1 %421, double %420, double 1.000000e+00
  %423 = fmul double %422, 0x3EB0C6F7A0B5ED8D
  %424 = fadd double %419, %423
  store double %424, ptr %418, align 8, !tbaa !9
  %425 = load double, ptr %397, align 8, !tbaa !9
  %426 = call double %399(double noundef %425) #14
  %427 = load ptr, ptr %403, align 8, !tbaa !16
  %428 = load double, ptr %404, align 8, !tbaa !9
  %429 = call double %427(double noundef %428) #14
  %430 = load ptr, ptr %405, align 8, !tbaa !16
  %431 = load double, ptr %406, align 8, !tbaa !9
  %432 = call double %430(double noundef %431) #14
  %433 = load ptr, ptr %408, align 8, !tbaa !16
  %434 = load double, ptr %409, align 8, !tbaa !9
  %435 = call double %433(double noundef %434) #14
  %436 = load double, ptr %410, align 8, !tbaa !9
  %437 = call double %430(double noundef %436) #14
  %438 = load ptr, ptr %412, align 8, !tbaa !16
  %439 = load double, ptr %413, align 8, !tbaa !9
  %440 = call double %438(double noundef %439) #14
  %441 = fsub double %419, %423
  store double %441, ptr %418, align 8, !tbaa !9
  %442 = load double, ptr %397, align 8, !tbaa !9
  %443 = call double %399(double noundef %442) #14
  %444 = load double, ptr %404, align 8, !tbaa !9
  %445 = call double %427(double noundef %444) #14
  %446 = load double, ptr %406, align 8, !tbaa !9
  %447 = call double %430(double noundef %446) #14
  %448 = load double, ptr %409, align 8, !tbaa !9
  %449 = call double %433(double noundef %448) #14
  %450 = load double, ptr %410, align 8, !tbaa !9
  %451 = call double %430(double noundef %450) #14
  %452 = load double, ptr %413, align 8, !tbaa !9
  %453 = call double %438(double noundef %452) #14
  %454 = insertelement <2 x double> poison, double %426, i64 0
  %455 = insertelement <2 x double> %454, double %443, i64 1
  %456 = fadd <2 x double> %455, zeroinitializer
  %457 = insertelement <2 x double> poison, double %429, i64 0
  %458 = insertelement <2 x double> %457, double %445, i64 1
  %459 = fadd <2 x double> %456, %458
  %460 = insertelement <2 x double> poison, double %432, i64 0
  %461 = insertelement <2 x double> %460, double %447, i64 1
  %462 = fadd <2 x double> %459, %461
  %463 = insertelement <2 x double> poison, double %435, i64 0
  %464 = insertelement <2 x double> %463, double %449, i64 1
  %465 = fadd <2 x double> %462, %464
  %466 = insertelement <2 x double> poison, double %437, i64 0
  %467 = insertelement <2 x double> %466, double %451, i64 1
  %468 = fadd <2 x double> %465, %467
  %469 = insertelement <2 x double> poison, double %440, i64 0
  %470 = insertelement <2 x double> %469, double %453, i64 1
  %471 = fadd <2 x double> %468, %470
  %472 = fmul <2 x double> %471, %471
  store double %419, ptr %418, align 8, !tbaa !9
  %473 = shufflevector <2 x double> %472, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %474 = fsub <2 x double> %472, %473
  %475 = extractelement <2 x double> %474, i64 0
  %476 = fsub double %424, %441
  %477 = fdiv double %475, %476
  %478 = call double @llvm.fabs.f64(double %477)
  %479 = fcmp ogt double %478, 1.000000e+00
  %480 = select i1 %479, double %478, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %417, ptr %22, align 8, !tbaa !9
  %481 = load volatile double, ptr %22, align 8, !tbaa !9
  %482 = call double @llvm.fabs.f64(double %481)
  %483 = fcmp ueq double %482, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %483, label %496, label %484

484:                                              ; preds = %414
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %477, ptr %21, align 8, !tbaa !9
  %485 = load volatile double, ptr %21, align 8, !tbaa !9
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ueq double %486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %487, label %496, label %488

488:                                              ; preds = %484
  %489 = fsub double %417, %477
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fmul double %480, 0x3EB0C6F7A0B5ED8D
  %492 = fcmp ugt double %490, %491
  br i1 %492, label %496, label %493

493:                                              ; preds = %488
  %494 = trunc nuw nsw i64 %415 to i32
  %495 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.4, i32 noundef %494, double noundef %417, double noundef %477, ptr noundef nonnull @.str.16)
  br label %501

496:                                              ; preds = %488, %484, %414
  %497 = trunc nuw nsw i64 %415 to i32
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.4, i32 noundef %497, double noundef %417, double noundef %477, ptr noundef nonnull @.str.17)
  %499 = load i32, ptr @n_fail, align 4, !tbaa !11
  %500 = add nsw i32 %499, 1
  store i32 %500, ptr @n_fail, align 4, !tbaa !11
  br label %501

501:                                              ; preds = %496, %493
  %502 = add nuw nsw i64 %415, 1
  %503 = icmp eq i64 %502, 6
  br i1 %503, label %504, label %414, !llvm.loop !14

504:                                              ; preds = %501
  call void @free(ptr noundef nonnull %397) #14
  %505 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %506 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tabled, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %505, i32 noundef 6, i32 noundef %505, i32 noundef %144) #14
  %507 = load double, ptr %29, align 16, !tbaa !9
  %508 = load double, ptr %31, align 16, !tbaa !9
  %509 = call double @llvm.fmuladd.f64(double %508, double 0x3EB0C6F7A0B5ED8D, double %507)
  %510 = call double @llvm.fmuladd.f64(double %508, double 0xBEB0C6F7A0B5ED8D, double %507)
  %511 = load double, ptr %37, align 8, !tbaa !9
  %512 = load double, ptr %72, align 8, !tbaa !9
  %513 = call double @llvm.fmuladd.f64(double %512, double 0x3EB0C6F7A0B5ED8D, double %511)
  %514 = call double @llvm.fmuladd.f64(double %512, double 0xBEB0C6F7A0B5ED8D, double %511)
  %515 = load double, ptr %48, align 16, !tbaa !9
  %516 = load double, ptr %83, align 16, !tbaa !9
  %517 = call double @llvm.fmuladd.f64(double %516, double 0x3EB0C6F7A0B5ED8D, double %515)
  %518 = call double @llvm.fmuladd.f64(double %516, double 0xBEB0C6F7A0B5ED8D, double %515)
  %519 = load double, ptr %49, align 8, !tbaa !9
  %520 = load double, ptr %84, align 8, !tbaa !9
  %521 = call double @llvm.fmuladd.f64(double %520, double 0x3EB0C6F7A0B5ED8D, double %519)
  %522 = call double @llvm.fmuladd.f64(double %520, double 0xBEB0C6F7A0B5ED8D, double %519)
  %523 = load double, ptr %60, align 16, !tbaa !9
  %524 = load double, ptr %95, align 16, !tbaa !9
  %525 = call double @llvm.fmuladd.f64(double %524, double 0x3EB0C6F7A0B5ED8D, double %523)
  %526 = call double @llvm.fmuladd.f64(double %524, double 0xBEB0C6F7A0B5ED8D, double %523)
  %527 = load double, ptr %61, align 8, !tbaa !9
  %528 = load double, ptr %96, align 8, !tbaa !9
  %529 = call double @llvm.fmuladd.f64(double %528, double 0x3EB0C6F7A0B5ED8D, double %527)
  %530 = call double @llvm.fmuladd.f64(double %528, double 0xBEB0C6F7A0B5ED8D, double %527)
  %531 = load ptr, ptr %398, align 8, !tbaa !16
  %532 = call double %531(double noundef %509) #14
  %533 = call double %427(double noundef %513) #14
  %534 = call double %430(double noundef %517) #14
  %535 = call double %433(double noundef %521) #14
  %536 = call double %430(double noundef %525) #14
  %537 = call double %438(double noundef %529) #14
  %538 = call double %531(double noundef %510) #14
  %539 = call double %427(double noundef %514) #14
  %540 = call double %430(double noundef %518) #14
  %541 = call double %433(double noundef %522) #14
  %542 = call double %430(double noundef %526) #14
  %543 = call double %438(double noundef %530) #14
  %544 = insertelement <2 x double> poison, double %532, i64 0
  %545 = insertelement <2 x double> %544, double %538, i64 1
  %546 = fadd <2 x double> %545, zeroinitializer
  %547 = insertelement <2 x double> poison, double %533, i64 0
  %548 = insertelement <2 x double> %547, double %539, i64 1
  %549 = fadd <2 x double> %546, %548
  %550 = insertelement <2 x double> poison, double %534, i64 0
  %551 = insertelement <2 x double> %550, double %540, i64 1
  %552 = fadd <2 x double> %549, %551
  %553 = insertelement <2 x double> poison, double %535, i64 0
  %554 = insertelement <2 x double> %553, double %541, i64 1
  %555 = fadd <2 x double> %552, %554
  %556 = insertelement <2 x double> poison, double %536, i64 0
  %557 = insertelement <2 x double> %556, double %542, i64 1
  %558 = fadd <2 x double> %555, %557
  %559 = insertelement <2 x double> poison, double %537, i64 0
  %560 = insertelement <2 x double> %559, double %543, i64 1
  %561 = fadd <2 x double> %558, %560
  %562 = fmul <2 x double> %561, %561
  %563 = shufflevector <2 x double> %562, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %564 = fsub <2 x double> %562, %563
  %565 = extractelement <2 x double> %564, i64 0
  %566 = fdiv double %565, 2.000000e-06
  %567 = call double @llvm.fabs.f64(double %566)
  %568 = fcmp ogt double %567, 1.000000e+00
  %569 = select i1 %568, double %567, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %506, ptr %20, align 8, !tbaa !9
  %570 = load volatile double, ptr %20, align 8, !tbaa !9
  %571 = call double @llvm.fabs.f64(double %570)
  %572 = fcmp ueq double %571, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %572, label %584, label %573

573:                                              ; preds = %504
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %566, ptr %19, align 8, !tbaa !9
  %574 = load volatile double, ptr %19, align 8, !tbaa !9
  %575 = call double @llvm.fabs.f64(double %574)
  %576 = fcmp ueq double %575, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %576, label %584, label %577

577:                                              ; preds = %573
  %578 = fsub double %506, %566
  %579 = call double @llvm.fabs.f64(double %578)
  %580 = fmul double %569, 0x3EB0C6F7A0B5ED8D
  %581 = fcmp ugt double %579, %580
  br i1 %581, label %584, label %582

582:                                              ; preds = %577
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.5, i32 noundef %144, double noundef %506, double noundef %566, ptr noundef nonnull @.str.16)
  br label %588

584:                                              ; preds = %577, %573, %504
  %585 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.5, i32 noundef %144, double noundef %506, double noundef %566, ptr noundef nonnull @.str.17)
  %586 = load i32, ptr @n_fail, align 4, !tbaa !11
  %587 = add nsw i32 %586, 1
  store i32 %587, ptr @n_fail, align 4, !tbaa !11
  br label %588

588:                                              ; preds = %582, %584
  %589 = load double, ptr %30, align 16, !tbaa !9
  %590 = load double, ptr %31, align 16, !tbaa !9
  %591 = call double @llvm.fmuladd.f64(double %589, double %590, double 0.000000e+00)
  %592 = load double, ptr %106, align 8, !tbaa !9
  %593 = load double, ptr %72, align 8, !tbaa !9
  %594 = call double @llvm.fmuladd.f64(double %592, double %593, double %591)
  %595 = load double, ptr %107, align 16, !tbaa !9
  %596 = load double, ptr %83, align 16, !tbaa !9
  %597 = call double @llvm.fmuladd.f64(double %595, double %596, double %594)
  %598 = load double, ptr %108, align 8, !tbaa !9
  %599 = load double, ptr %84, align 8, !tbaa !9
  %600 = call double @llvm.fmuladd.f64(double %598, double %599, double %597)
  %601 = load double, ptr %109, align 16, !tbaa !9
  %602 = load double, ptr %95, align 16, !tbaa !9
  %603 = call double @llvm.fmuladd.f64(double %601, double %602, double %600)
  %604 = load double, ptr %110, align 8, !tbaa !9
  %605 = load double, ptr %96, align 8, !tbaa !9
  %606 = call double @llvm.fmuladd.f64(double %604, double %605, double %603)
  %607 = call double @llvm.fabs.f64(double %506)
  %608 = fcmp ogt double %607, 1.000000e+00
  %609 = select i1 %608, double %607, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %606, ptr %18, align 8, !tbaa !9
  %610 = load volatile double, ptr %18, align 8, !tbaa !9
  %611 = call double @llvm.fabs.f64(double %610)
  %612 = fcmp ueq double %611, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %612, label %624, label %613

613:                                              ; preds = %588
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %506, ptr %17, align 8, !tbaa !9
  %614 = load volatile double, ptr %17, align 8, !tbaa !9
  %615 = call double @llvm.fabs.f64(double %614)
  %616 = fcmp ueq double %615, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %616, label %624, label %617

617:                                              ; preds = %613
  %618 = fsub double %606, %506
  %619 = call double @llvm.fabs.f64(double %618)
  %620 = fmul double %609, 0x3EB0C6F7A0B5ED8D
  %621 = fcmp ugt double %619, %620
  br i1 %621, label %624, label %622

622:                                              ; preds = %617
  %623 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.6, i32 noundef %144, double noundef %606, double noundef %506, ptr noundef nonnull @.str.16)
  br label %628

624:                                              ; preds = %617, %613, %588
  %625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.6, i32 noundef %144, double noundef %606, double noundef %506, ptr noundef nonnull @.str.17)
  %626 = load i32, ptr @n_fail, align 4, !tbaa !11
  %627 = add nsw i32 %626, 1
  store i32 %627, ptr @n_fail, align 4, !tbaa !11
  br label %628

628:                                              ; preds = %622, %624
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %629 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %630 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %629, i32 noundef 6, i32 noundef %629, ptr noundef nonnull %328) #14
  %631 = select i1 %141, ptr @.str.8, ptr @.str.7
  %632 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %632, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %633 = getelementptr inbounds i8, ptr %632, i64 8
  %634 = getelementptr inbounds i8, ptr %632, i64 16
  %635 = getelementptr inbounds i8, ptr %632, i64 24
  %636 = getelementptr inbounds i8, ptr %632, i64 32
  %637 = getelementptr inbounds i8, ptr %632, i64 40
  br label %638

638:                                              ; preds = %628, %729
  %639 = phi i64 [ 0, %628 ], [ %730, %729 ]
  %640 = getelementptr inbounds double, ptr %30, i64 %639
  %641 = load double, ptr %640, align 8, !tbaa !9
  %642 = getelementptr inbounds double, ptr %632, i64 %639
  %643 = load double, ptr %642, align 8, !tbaa !9
  %644 = call double @llvm.fabs.f64(double %643)
  %645 = fcmp ogt double %644, 1.000000e+00
  %646 = select i1 %645, double %644, double 1.000000e+00
  %647 = fmul double %646, 0x3EB0C6F7A0B5ED8D
  %648 = fadd double %643, %647
  store double %648, ptr %642, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  call void %328(ptr noundef nonnull %632, ptr noundef nonnull %3, i32 noundef 6) #14
  %649 = load <2 x double>, ptr %3, align 16
  %650 = load double, ptr %632, align 8, !tbaa !9
  %651 = load <2 x double>, ptr %114, align 8
  %652 = load <2 x double>, ptr %633, align 8
  %653 = load <2 x double>, ptr %115, align 16
  %654 = load <2 x double>, ptr %634, align 8
  %655 = load <2 x double>, ptr %116, align 8
  %656 = load <2 x double>, ptr %635, align 8
  %657 = load <2 x double>, ptr %117, align 16
  %658 = load <2 x double>, ptr %636, align 8
  %659 = load double, ptr %118, align 8, !tbaa !9
  %660 = load double, ptr %637, align 8, !tbaa !9
  %661 = fsub double %643, %647
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  store double %661, ptr %642, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #14
  call void %328(ptr noundef nonnull %632, ptr noundef nonnull %4, i32 noundef 6) #14
  %662 = load double, ptr %4, align 16, !tbaa !9
  %663 = load double, ptr %632, align 8, !tbaa !9
  %664 = load double, ptr %119, align 8, !tbaa !9
  %665 = load double, ptr %633, align 8, !tbaa !9
  %666 = load double, ptr %120, align 16, !tbaa !9
  %667 = load double, ptr %634, align 8, !tbaa !9
  %668 = load double, ptr %121, align 8, !tbaa !9
  %669 = load double, ptr %635, align 8, !tbaa !9
  %670 = load double, ptr %122, align 16, !tbaa !9
  %671 = load double, ptr %636, align 8, !tbaa !9
  %672 = load double, ptr %123, align 8, !tbaa !9
  %673 = load double, ptr %637, align 8, !tbaa !9
  %674 = insertelement <2 x double> %649, double %662, i64 1
  %675 = fmul <2 x double> %674, %674
  %676 = insertelement <2 x double> poison, double %650, i64 0
  %677 = insertelement <2 x double> %676, double %663, i64 1
  %678 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %675, <2 x double> %677, <2 x double> zeroinitializer)
  %679 = insertelement <2 x double> %651, double %664, i64 1
  %680 = fmul <2 x double> %679, %679
  %681 = insertelement <2 x double> %652, double %665, i64 1
  %682 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %680, <2 x double> %681, <2 x double> %678)
  %683 = insertelement <2 x double> %653, double %666, i64 1
  %684 = fmul <2 x double> %683, %683
  %685 = insertelement <2 x double> %654, double %667, i64 1
  %686 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %684, <2 x double> %685, <2 x double> %682)
  %687 = insertelement <2 x double> %655, double %668, i64 1
  %688 = fmul <2 x double> %687, %687
  %689 = insertelement <2 x double> %656, double %669, i64 1
  %690 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %688, <2 x double> %689, <2 x double> %686)
  %691 = insertelement <2 x double> %657, double %670, i64 1
  %692 = fmul <2 x double> %691, %691
  %693 = insertelement <2 x double> %658, double %671, i64 1
  %694 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %692, <2 x double> %693, <2 x double> %690)
  %695 = insertelement <2 x double> poison, double %659, i64 0
  %696 = insertelement <2 x double> %695, double %672, i64 1
  %697 = fmul <2 x double> %696, %696
  %698 = insertelement <2 x double> poison, double %660, i64 0
  %699 = insertelement <2 x double> %698, double %673, i64 1
  %700 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %697, <2 x double> %699, <2 x double> %694)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #14
  store double %643, ptr %642, align 8, !tbaa !9
  %701 = shufflevector <2 x double> %700, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %702 = fsub <2 x double> %700, %701
  %703 = extractelement <2 x double> %702, i64 0
  %704 = fsub double %648, %661
  %705 = fdiv double %703, %704
  %706 = call double @llvm.fabs.f64(double %705)
  %707 = fcmp ogt double %706, 1.000000e+00
  %708 = select i1 %707, double %706, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %641, ptr %16, align 8, !tbaa !9
  %709 = load volatile double, ptr %16, align 8, !tbaa !9
  %710 = call double @llvm.fabs.f64(double %709)
  %711 = fcmp ueq double %710, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %711, label %724, label %712

712:                                              ; preds = %638
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %705, ptr %15, align 8, !tbaa !9
  %713 = load volatile double, ptr %15, align 8, !tbaa !9
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ueq double %714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %715, label %724, label %716

716:                                              ; preds = %712
  %717 = fsub double %641, %705
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fmul double %708, 0x3EB0C6F7A0B5ED8D
  %720 = fcmp ugt double %718, %719
  br i1 %720, label %724, label %721

721:                                              ; preds = %716
  %722 = trunc nuw nsw i64 %639 to i32
  %723 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %631, i32 noundef %722, double noundef %641, double noundef %705, ptr noundef nonnull @.str.16)
  br label %729

724:                                              ; preds = %716, %712, %638
  %725 = trunc nuw nsw i64 %639 to i32
  %726 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %631, i32 noundef %725, double noundef %641, double noundef %705, ptr noundef nonnull @.str.17)
  %727 = load i32, ptr @n_fail, align 4, !tbaa !11
  %728 = add nsw i32 %727, 1
  store i32 %728, ptr @n_fail, align 4, !tbaa !11
  br label %729

729:                                              ; preds = %724, %721
  %730 = add nuw nsw i64 %639, 1
  %731 = icmp eq i64 %730, 6
  br i1 %731, label %732, label %638, !llvm.loop !14

732:                                              ; preds = %729
  call void @free(ptr noundef nonnull %632) #14
  %733 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %734 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %733, i32 noundef 6, i32 noundef %733, ptr noundef nonnull %328) #14
  %735 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  %736 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  %737 = getelementptr inbounds i8, ptr %735, i64 8
  %738 = load <2 x double>, ptr %29, align 16, !tbaa !9
  %739 = load <2 x double>, ptr %31, align 16, !tbaa !9
  %740 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %739, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %738)
  store <2 x double> %740, ptr %735, align 8, !tbaa !9
  %741 = getelementptr inbounds i8, ptr %736, i64 8
  %742 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %739, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %738)
  store <2 x double> %742, ptr %736, align 8, !tbaa !9
  %743 = getelementptr inbounds i8, ptr %735, i64 16
  %744 = getelementptr inbounds i8, ptr %736, i64 16
  %745 = getelementptr inbounds i8, ptr %735, i64 24
  %746 = load <2 x double>, ptr %48, align 16, !tbaa !9
  %747 = load <2 x double>, ptr %83, align 16, !tbaa !9
  %748 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %747, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %746)
  store <2 x double> %748, ptr %743, align 8, !tbaa !9
  %749 = getelementptr inbounds i8, ptr %736, i64 24
  %750 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %747, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %746)
  store <2 x double> %750, ptr %744, align 8, !tbaa !9
  %751 = getelementptr inbounds i8, ptr %735, i64 32
  %752 = getelementptr inbounds i8, ptr %736, i64 32
  %753 = getelementptr inbounds i8, ptr %735, i64 40
  %754 = load <2 x double>, ptr %60, align 16, !tbaa !9
  %755 = load <2 x double>, ptr %95, align 16, !tbaa !9
  %756 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %755, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %754)
  store <2 x double> %756, ptr %751, align 8, !tbaa !9
  %757 = getelementptr inbounds i8, ptr %736, i64 40
  %758 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %755, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %754)
  store <2 x double> %758, ptr %752, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  call void %328(ptr noundef nonnull %735, ptr noundef nonnull %1, i32 noundef 6) #14
  %759 = load <2 x double>, ptr %1, align 16
  %760 = load <2 x double>, ptr %735, align 8
  %761 = load <2 x double>, ptr %124, align 8
  %762 = load <2 x double>, ptr %737, align 8
  %763 = load <2 x double>, ptr %125, align 16
  %764 = load <2 x double>, ptr %743, align 8
  %765 = load <2 x double>, ptr %126, align 8
  %766 = load <2 x double>, ptr %745, align 8
  %767 = load <2 x double>, ptr %127, align 16
  %768 = load <2 x double>, ptr %751, align 8
  %769 = load double, ptr %128, align 8, !tbaa !9
  %770 = load double, ptr %753, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #14
  call void %328(ptr noundef nonnull %736, ptr noundef nonnull %2, i32 noundef 6) #14
  %771 = load double, ptr %2, align 16, !tbaa !9
  %772 = load double, ptr %736, align 8, !tbaa !9
  %773 = load double, ptr %129, align 8, !tbaa !9
  %774 = load double, ptr %741, align 8, !tbaa !9
  %775 = load double, ptr %130, align 16, !tbaa !9
  %776 = load double, ptr %744, align 8, !tbaa !9
  %777 = load double, ptr %131, align 8, !tbaa !9
  %778 = load double, ptr %749, align 8, !tbaa !9
  %779 = load double, ptr %132, align 16, !tbaa !9
  %780 = load double, ptr %752, align 8, !tbaa !9
  %781 = load double, ptr %133, align 8, !tbaa !9
  %782 = load double, ptr %757, align 8, !tbaa !9
  %783 = insertelement <2 x double> %759, double %771, i64 1
  %784 = fmul <2 x double> %783, %783
  %785 = insertelement <2 x double> %760, double %772, i64 1
  %786 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %784, <2 x double> %785, <2 x double> zeroinitializer)
  %787 = insertelement <2 x double> %761, double %773, i64 1
  %788 = fmul <2 x double> %787, %787
  %789 = insertelement <2 x double> %762, double %774, i64 1
  %790 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %788, <2 x double> %789, <2 x double> %786)
  %791 = insertelement <2 x double> %763, double %775, i64 1
  %792 = fmul <2 x double> %791, %791
  %793 = insertelement <2 x double> %764, double %776, i64 1
  %794 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %792, <2 x double> %793, <2 x double> %790)
  %795 = insertelement <2 x double> %765, double %777, i64 1
  %796 = fmul <2 x double> %795, %795
  %797 = insertelement <2 x double> %766, double %778, i64 1
  %798 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %796, <2 x double> %797, <2 x double> %794)
  %799 = insertelement <2 x double> %767, double %779, i64 1
  %800 = fmul <2 x double> %799, %799
  %801 = insertelement <2 x double> %768, double %780, i64 1
  %802 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %800, <2 x double> %801, <2 x double> %798)
  %803 = insertelement <2 x double> poison, double %769, i64 0
  %804 = insertelement <2 x double> %803, double %781, i64 1
  %805 = fmul <2 x double> %804, %804
  %806 = insertelement <2 x double> poison, double %770, i64 0
  %807 = insertelement <2 x double> %806, double %782, i64 1
  %808 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %805, <2 x double> %807, <2 x double> %802)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #14
  %809 = shufflevector <2 x double> %808, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %810 = fsub <2 x double> %808, %809
  %811 = extractelement <2 x double> %810, i64 0
  %812 = fdiv double %811, 2.000000e-06
  call void @free(ptr noundef %735) #14
  call void @free(ptr noundef nonnull %736) #14
  %813 = call double @llvm.fabs.f64(double %812)
  %814 = fcmp ogt double %813, 1.000000e+00
  %815 = select i1 %814, double %813, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %734, ptr %14, align 8, !tbaa !9
  %816 = load volatile double, ptr %14, align 8, !tbaa !9
  %817 = call double @llvm.fabs.f64(double %816)
  %818 = fcmp ueq double %817, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %818, label %830, label %819

819:                                              ; preds = %732
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %812, ptr %13, align 8, !tbaa !9
  %820 = load volatile double, ptr %13, align 8, !tbaa !9
  %821 = call double @llvm.fabs.f64(double %820)
  %822 = fcmp ueq double %821, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %822, label %830, label %823

823:                                              ; preds = %819
  %824 = fsub double %734, %812
  %825 = call double @llvm.fabs.f64(double %824)
  %826 = fmul double %815, 0x3EB0C6F7A0B5ED8D
  %827 = fcmp ugt double %825, %826
  br i1 %827, label %830, label %828

828:                                              ; preds = %823
  %829 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.9, i32 noundef %144, double noundef %734, double noundef %812, ptr noundef nonnull @.str.16)
  br label %834

830:                                              ; preds = %823, %819, %732
  %831 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.9, i32 noundef %144, double noundef %734, double noundef %812, ptr noundef nonnull @.str.17)
  %832 = load i32, ptr @n_fail, align 4, !tbaa !11
  %833 = add nsw i32 %832, 1
  store i32 %833, ptr @n_fail, align 4, !tbaa !11
  br label %834

834:                                              ; preds = %828, %830
  %835 = load double, ptr %30, align 16, !tbaa !9
  %836 = load double, ptr %31, align 16, !tbaa !9
  %837 = call double @llvm.fmuladd.f64(double %835, double %836, double 0.000000e+00)
  %838 = load double, ptr %106, align 8, !tbaa !9
  %839 = load double, ptr %72, align 8, !tbaa !9
  %840 = call double @llvm.fmuladd.f64(double %838, double %839, double %837)
  %841 = load double, ptr %107, align 16, !tbaa !9
  %842 = load double, ptr %83, align 16, !tbaa !9
  %843 = call double @llvm.fmuladd.f64(double %841, double %842, double %840)
  %844 = load double, ptr %108, align 8, !tbaa !9
  %845 = load double, ptr %84, align 8, !tbaa !9
  %846 = call double @llvm.fmuladd.f64(double %844, double %845, double %843)
  %847 = load double, ptr %109, align 16, !tbaa !9
  %848 = load double, ptr %95, align 16, !tbaa !9
  %849 = call double @llvm.fmuladd.f64(double %847, double %848, double %846)
  %850 = load double, ptr %110, align 8, !tbaa !9
  %851 = load double, ptr %96, align 8, !tbaa !9
  %852 = call double @llvm.fmuladd.f64(double %850, double %851, double %849)
  %853 = call double @llvm.fabs.f64(double %734)
  %854 = fcmp ogt double %853, 1.000000e+00
  %855 = select i1 %854, double %853, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %852, ptr %12, align 8, !tbaa !9
  %856 = load volatile double, ptr %12, align 8, !tbaa !9
  %857 = call double @llvm.fabs.f64(double %856)
  %858 = fcmp ueq double %857, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %858, label %870, label %859

859:                                              ; preds = %834
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %734, ptr %11, align 8, !tbaa !9
  %860 = load volatile double, ptr %11, align 8, !tbaa !9
  %861 = call double @llvm.fabs.f64(double %860)
  %862 = fcmp ueq double %861, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %862, label %870, label %863

863:                                              ; preds = %859
  %864 = fsub double %852, %734
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fmul double %855, 0x3EB0C6F7A0B5ED8D
  %867 = fcmp ugt double %865, %866
  br i1 %867, label %870, label %868

868:                                              ; preds = %863
  %869 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, i32 noundef %144, double noundef %852, double noundef %734, ptr noundef nonnull @.str.16)
  br label %874

870:                                              ; preds = %863, %859, %834
  %871 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.10, i32 noundef %144, double noundef %852, double noundef %734, ptr noundef nonnull @.str.17)
  %872 = load i32, ptr @n_fail, align 4, !tbaa !11
  %873 = add nsw i32 %872, 1
  store i32 %873, ptr @n_fail, align 4, !tbaa !11
  br label %874

874:                                              ; preds = %868, %870
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #14
  store ptr %148, ptr %32, align 8, !tbaa !18
  store double 1.500000e+00, ptr %111, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #14
  store ptr %148, ptr %33, align 8, !tbaa !18
  store double 0.000000e+00, ptr %112, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %30, i8 0, i64 48, i1 false)
  %875 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %876 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %877 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @model_eval, i32 noundef %875, ptr noundef nonnull %32, ptr noundef nonnull %33, ptr noundef nonnull %29, ptr noundef nonnull %30, i32 noundef %876, i32 noundef 6) #14
  %878 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %878, ptr noundef nonnull readonly align 16 dereferenceable(48) %29, i64 48, i1 false)
  %879 = getelementptr inbounds i8, ptr %878, i64 8
  %880 = getelementptr inbounds i8, ptr %878, i64 16
  %881 = getelementptr inbounds i8, ptr %878, i64 24
  %882 = getelementptr inbounds i8, ptr %878, i64 32
  %883 = getelementptr inbounds i8, ptr %878, i64 40
  br label %884

884:                                              ; preds = %874, %966
  %885 = phi i64 [ 0, %874 ], [ %967, %966 ]
  %886 = getelementptr inbounds double, ptr %30, i64 %885
  %887 = load double, ptr %886, align 8, !tbaa !9
  %888 = getelementptr inbounds double, ptr %878, i64 %885
  %889 = load double, ptr %888, align 8, !tbaa !9
  %890 = call double @llvm.fabs.f64(double %889)
  %891 = fcmp ogt double %890, 1.000000e+00
  %892 = select i1 %891, double %890, double 1.000000e+00
  %893 = fmul double %892, 0x3EB0C6F7A0B5ED8D
  %894 = fadd double %889, %893
  store double %894, ptr %888, align 8, !tbaa !9
  %895 = load double, ptr %878, align 8, !tbaa !9
  %896 = call double %148(double noundef %895) #14
  %897 = load double, ptr %879, align 8, !tbaa !9
  %898 = call double %148(double noundef %897) #14
  %899 = load double, ptr %880, align 8, !tbaa !9
  %900 = call double %148(double noundef %899) #14
  %901 = load double, ptr %881, align 8, !tbaa !9
  %902 = call double %148(double noundef %901) #14
  %903 = load double, ptr %882, align 8, !tbaa !9
  %904 = call double %148(double noundef %903) #14
  %905 = load double, ptr %883, align 8, !tbaa !9
  %906 = call double %148(double noundef %905) #14
  %907 = fsub double %889, %893
  store double %907, ptr %888, align 8, !tbaa !9
  %908 = load double, ptr %878, align 8, !tbaa !9
  %909 = call double %148(double noundef %908) #14
  %910 = load double, ptr %879, align 8, !tbaa !9
  %911 = call double %148(double noundef %910) #14
  %912 = load double, ptr %880, align 8, !tbaa !9
  %913 = call double %148(double noundef %912) #14
  %914 = load double, ptr %881, align 8, !tbaa !9
  %915 = call double %148(double noundef %914) #14
  %916 = load double, ptr %882, align 8, !tbaa !9
  %917 = call double %148(double noundef %916) #14
  %918 = load double, ptr %883, align 8, !tbaa !9
  %919 = call double %148(double noundef %918) #14
  %920 = insertelement <2 x double> poison, double %896, i64 0
  %921 = insertelement <2 x double> %920, double %909, i64 1
  %922 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %921, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> zeroinitializer)
  %923 = insertelement <2 x double> poison, double %898, i64 0
  %924 = insertelement <2 x double> %923, double %911, i64 1
  %925 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %924, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %922)
  %926 = insertelement <2 x double> poison, double %900, i64 0
  %927 = insertelement <2 x double> %926, double %913, i64 1
  %928 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %927, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %925)
  %929 = insertelement <2 x double> poison, double %902, i64 0
  %930 = insertelement <2 x double> %929, double %915, i64 1
  %931 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %930, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %928)
  %932 = insertelement <2 x double> poison, double %904, i64 0
  %933 = insertelement <2 x double> %932, double %917, i64 1
  %934 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %933, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %931)
  %935 = insertelement <2 x double> poison, double %906, i64 0
  %936 = insertelement <2 x double> %935, double %919, i64 1
  %937 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %936, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %934)
  store double %889, ptr %888, align 8, !tbaa !9
  %938 = shufflevector <2 x double> %937, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %939 = fsub <2 x double> %937, %938
  %940 = extractelement <2 x double> %939, i64 0
  %941 = fsub double %894, %907
  %942 = fdiv double %940, %941
  %943 = call double @llvm.fabs.f64(double %942)
  %944 = fcmp ogt double %943, 1.000000e+00
  %945 = select i1 %944, double %943, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %887, ptr %10, align 8, !tbaa !9
  %946 = load volatile double, ptr %10, align 8, !tbaa !9
  %947 = call double @llvm.fabs.f64(double %946)
  %948 = fcmp ueq double %947, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %948, label %961, label %949

949:                                              ; preds = %884
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %942, ptr %9, align 8, !tbaa !9
  %950 = load volatile double, ptr %9, align 8, !tbaa !9
  %951 = call double @llvm.fabs.f64(double %950)
  %952 = fcmp ueq double %951, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %952, label %961, label %953

953:                                              ; preds = %949
  %954 = fsub double %887, %942
  %955 = call double @llvm.fabs.f64(double %954)
  %956 = fmul double %945, 0x3EB0C6F7A0B5ED8D
  %957 = fcmp ugt double %955, %956
  br i1 %957, label %961, label %958

958:                                              ; preds = %953
  %959 = trunc nuw nsw i64 %885 to i32
  %960 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, i32 noundef %959, double noundef %887, double noundef %942, ptr noundef nonnull @.str.16)
  br label %966

961:                                              ; preds = %953, %949, %884
  %962 = trunc nuw nsw i64 %885 to i32
  %963 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, i32 noundef %962, double noundef %887, double noundef %942, ptr noundef nonnull @.str.17)
  %964 = load i32, ptr @n_fail, align 4, !tbaa !11
  %965 = add nsw i32 %964, 1
  store i32 %965, ptr @n_fail, align 4, !tbaa !11
  br label %966

966:                                              ; preds = %961, %958
  %967 = add nuw nsw i64 %885, 1
  %968 = icmp eq i64 %967, 6
  br i1 %968, label %969, label %884, !llvm.loop !14

969:                                              ; preds = %966
  call void @free(ptr noundef nonnull %878) #14
  %970 = load ptr, ptr %32, align 8, !tbaa !18
  %971 = load double, ptr %29, align 16, !tbaa !9
  %972 = call double %970(double noundef %971) #14
  %973 = fadd double %972, 0.000000e+00
  %974 = load ptr, ptr %32, align 8, !tbaa !18
  %975 = load double, ptr %37, align 8, !tbaa !9
  %976 = call double %974(double noundef %975) #14
  %977 = fadd double %973, %976
  %978 = load ptr, ptr %32, align 8, !tbaa !18
  %979 = load double, ptr %48, align 16, !tbaa !9
  %980 = call double %978(double noundef %979) #14
  %981 = fadd double %977, %980
  %982 = load ptr, ptr %32, align 8, !tbaa !18
  %983 = load double, ptr %49, align 8, !tbaa !9
  %984 = call double %982(double noundef %983) #14
  %985 = fadd double %981, %984
  %986 = load ptr, ptr %32, align 8, !tbaa !18
  %987 = load double, ptr %60, align 16, !tbaa !9
  %988 = call double %986(double noundef %987) #14
  %989 = fadd double %985, %988
  %990 = load ptr, ptr %32, align 8, !tbaa !18
  %991 = load double, ptr %61, align 8, !tbaa !9
  %992 = call double %990(double noundef %991) #14
  %993 = fadd double %989, %992
  %994 = load double, ptr %112, align 8, !tbaa !20
  %995 = call double @llvm.fabs.f64(double %993)
  %996 = fcmp ogt double %995, 1.000000e+00
  %997 = select i1 %996, double %995, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %994, ptr %8, align 8, !tbaa !9
  %998 = load volatile double, ptr %8, align 8, !tbaa !9
  %999 = call double @llvm.fabs.f64(double %998)
  %1000 = fcmp ueq double %999, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1000, label %1012, label %1001

1001:                                             ; preds = %969
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %993, ptr %7, align 8, !tbaa !9
  %1002 = load volatile double, ptr %7, align 8, !tbaa !9
  %1003 = call double @llvm.fabs.f64(double %1002)
  %1004 = fcmp ueq double %1003, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1004, label %1012, label %1005

1005:                                             ; preds = %1001
  %1006 = fsub double %994, %993
  %1007 = call double @llvm.fabs.f64(double %1006)
  %1008 = fmul double %997, 0x3D719799812DEA11
  %1009 = fcmp ugt double %1007, %1008
  br i1 %1009, label %1012, label %1010

1010:                                             ; preds = %1005
  %1011 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.12, i32 noundef %144, double noundef %994, double noundef %993, ptr noundef nonnull @.str.16)
  br label %1016

1012:                                             ; preds = %1005, %1001, %969
  %1013 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.12, i32 noundef %144, double noundef %994, double noundef %993, ptr noundef nonnull @.str.17)
  %1014 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1015 = add nsw i32 %1014, 1
  store i32 %1015, ptr @n_fail, align 4, !tbaa !11
  br label %1016

1016:                                             ; preds = %1012, %1010
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #14
  %1017 = load ptr, ptr %32, align 8, !tbaa !18
  store ptr %1017, ptr %34, align 8, !tbaa !18
  store double 0.000000e+00, ptr %113, align 8, !tbaa !20
  %1018 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1019 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %1020 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model_eval, i32 noundef %1018, ptr noundef nonnull %32, ptr noundef nonnull %34, ptr noundef nonnull %29, ptr noundef nonnull %31, i32 noundef %1019, i32 noundef 6) #14
  %1021 = load double, ptr %29, align 16, !tbaa !9
  %1022 = load double, ptr %31, align 16, !tbaa !9
  %1023 = call double @llvm.fmuladd.f64(double %1022, double 0x3EB0C6F7A0B5ED8D, double %1021)
  %1024 = call double @llvm.fmuladd.f64(double %1022, double 0xBEB0C6F7A0B5ED8D, double %1021)
  %1025 = load double, ptr %37, align 8, !tbaa !9
  %1026 = load double, ptr %72, align 8, !tbaa !9
  %1027 = call double @llvm.fmuladd.f64(double %1026, double 0x3EB0C6F7A0B5ED8D, double %1025)
  %1028 = call double @llvm.fmuladd.f64(double %1026, double 0xBEB0C6F7A0B5ED8D, double %1025)
  %1029 = load double, ptr %48, align 16, !tbaa !9
  %1030 = load double, ptr %83, align 16, !tbaa !9
  %1031 = call double @llvm.fmuladd.f64(double %1030, double 0x3EB0C6F7A0B5ED8D, double %1029)
  %1032 = call double @llvm.fmuladd.f64(double %1030, double 0xBEB0C6F7A0B5ED8D, double %1029)
  %1033 = load double, ptr %49, align 8, !tbaa !9
  %1034 = load double, ptr %84, align 8, !tbaa !9
  %1035 = call double @llvm.fmuladd.f64(double %1034, double 0x3EB0C6F7A0B5ED8D, double %1033)
  %1036 = call double @llvm.fmuladd.f64(double %1034, double 0xBEB0C6F7A0B5ED8D, double %1033)
  %1037 = load double, ptr %60, align 16, !tbaa !9
  %1038 = load double, ptr %95, align 16, !tbaa !9
  %1039 = call double @llvm.fmuladd.f64(double %1038, double 0x3EB0C6F7A0B5ED8D, double %1037)
  %1040 = call double @llvm.fmuladd.f64(double %1038, double 0xBEB0C6F7A0B5ED8D, double %1037)
  %1041 = load double, ptr %61, align 8, !tbaa !9
  %1042 = load double, ptr %96, align 8, !tbaa !9
  %1043 = call double @llvm.fmuladd.f64(double %1042, double 0x3EB0C6F7A0B5ED8D, double %1041)
  %1044 = call double @llvm.fmuladd.f64(double %1042, double 0xBEB0C6F7A0B5ED8D, double %1041)
  %1045 = call double %148(double noundef %1023) #14
  %1046 = call double %148(double noundef %1027) #14
  %1047 = call double %148(double noundef %1031) #14
  %1048 = call double %148(double noundef %1035) #14
  %1049 = call double %148(double noundef %1039) #14
  %1050 = call double %148(double noundef %1043) #14
  %1051 = call double %148(double noundef %1024) #14
  %1052 = call double %148(double noundef %1028) #14
  %1053 = call double %148(double noundef %1032) #14
  %1054 = call double %148(double noundef %1036) #14
  %1055 = call double %148(double noundef %1040) #14
  %1056 = call double %148(double noundef %1044) #14
  %1057 = insertelement <2 x double> poison, double %1045, i64 0
  %1058 = insertelement <2 x double> %1057, double %1051, i64 1
  %1059 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1058, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> zeroinitializer)
  %1060 = insertelement <2 x double> poison, double %1046, i64 0
  %1061 = insertelement <2 x double> %1060, double %1052, i64 1
  %1062 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1061, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1059)
  %1063 = insertelement <2 x double> poison, double %1047, i64 0
  %1064 = insertelement <2 x double> %1063, double %1053, i64 1
  %1065 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1064, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1062)
  %1066 = insertelement <2 x double> poison, double %1048, i64 0
  %1067 = insertelement <2 x double> %1066, double %1054, i64 1
  %1068 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1067, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1065)
  %1069 = insertelement <2 x double> poison, double %1049, i64 0
  %1070 = insertelement <2 x double> %1069, double %1055, i64 1
  %1071 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1070, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1068)
  %1072 = insertelement <2 x double> poison, double %1050, i64 0
  %1073 = insertelement <2 x double> %1072, double %1056, i64 1
  %1074 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1073, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1071)
  %1075 = shufflevector <2 x double> %1074, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1076 = fsub <2 x double> %1074, %1075
  %1077 = extractelement <2 x double> %1076, i64 0
  %1078 = fdiv double %1077, 2.000000e-06
  %1079 = call double @llvm.fabs.f64(double %1078)
  %1080 = fcmp ogt double %1079, 1.000000e+00
  %1081 = select i1 %1080, double %1079, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1020, ptr %6, align 8, !tbaa !9
  %1082 = load volatile double, ptr %6, align 8, !tbaa !9
  %1083 = call double @llvm.fabs.f64(double %1082)
  %1084 = fcmp ueq double %1083, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1084, label %1096, label %1085

1085:                                             ; preds = %1016
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1078, ptr %5, align 8, !tbaa !9
  %1086 = load volatile double, ptr %5, align 8, !tbaa !9
  %1087 = call double @llvm.fabs.f64(double %1086)
  %1088 = fcmp ueq double %1087, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1088, label %1096, label %1089

1089:                                             ; preds = %1085
  %1090 = fsub double %1020, %1078
  %1091 = call double @llvm.fabs.f64(double %1090)
  %1092 = fmul double %1081, 0x3EB0C6F7A0B5ED8D
  %1093 = fcmp ugt double %1091, %1092
  br i1 %1093, label %1096, label %1094

1094:                                             ; preds = %1089
  %1095 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.13, i32 noundef %144, double noundef %1020, double noundef %1078, ptr noundef nonnull @.str.16)
  br label %1100

1096:                                             ; preds = %1089, %1085, %1016
  %1097 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.13, i32 noundef %144, double noundef %1020, double noundef %1078, ptr noundef nonnull @.str.17)
  %1098 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1099 = add nsw i32 %1098, 1
  store i32 %1099, ptr @n_fail, align 4, !tbaa !11
  br label %1100

1100:                                             ; preds = %1094, %1096
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #14
  br i1 %141, label %140, label %134, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @square_all(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %47

5:                                                ; preds = %3
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = zext nneg i32 %2 to i64
  %9 = icmp ult i32 %2, 4
  %10 = sub i64 %6, %7
  %11 = icmp ult i64 %10, 32
  %12 = or i1 %9, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %45, %5
  %14 = phi i64 [ 0, %5 ], [ %32, %45 ]
  %15 = and i64 %8, 3
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %13 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %21, %21
  %23 = getelementptr inbounds double, ptr %1, i64 %18
  store double %22, ptr %23, align 8, !tbaa !9
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %15
  br i1 %26, label %27, label %17, !llvm.loop !22

27:                                               ; preds = %17, %13
  %28 = phi i64 [ %14, %13 ], [ %24, %17 ]
  %29 = sub nsw i64 %14, %8
  %30 = icmp ugt i64 %29, -4
  br i1 %30, label %47, label %48

31:                                               ; preds = %5
  %32 = and i64 %8, 2147483644
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %43, %33 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !9
  %38 = load <2 x double>, ptr %36, align 8, !tbaa !9
  %39 = fmul <2 x double> %37, %37
  %40 = fmul <2 x double> %38, %38
  %41 = getelementptr inbounds double, ptr %1, i64 %34
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  store <2 x double> %39, ptr %41, align 8, !tbaa !9
  store <2 x double> %40, ptr %42, align 8, !tbaa !9
  %43 = add nuw i64 %34, 4
  %44 = icmp eq i64 %43, %32
  br i1 %44, label %45, label %33, !llvm.loop !24

45:                                               ; preds = %33
  %46 = icmp eq i64 %32, %8
  br i1 %46, label %47, label %13

47:                                               ; preds = %27, %48, %45, %3
  ret void

48:                                               ; preds = %27, %48
  %49 = phi i64 [ %69, %48 ], [ %28, %27 ]
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fmul double %51, %51
  %53 = getelementptr inbounds double, ptr %1, i64 %49
  store double %52, ptr %53, align 8, !tbaa !9
  %54 = add nuw nsw i64 %49, 1
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = fmul double %56, %56
  %58 = getelementptr inbounds double, ptr %1, i64 %54
  store double %57, ptr %58, align 8, !tbaa !9
  %59 = add nuw nsw i64 %49, 2
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, %61
  %63 = getelementptr inbounds double, ptr %1, i64 %59
  store double %62, ptr %63, align 8, !tbaa !9
  %64 = add nuw nsw i64 %49, 3
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = fmul double %66, %66
  %68 = getelementptr inbounds double, ptr %1, i64 %64
  store double %67, ptr %68, align 8, !tbaa !9
  %69 = add nuw nsw i64 %49, 4
  %70 = icmp eq i64 %69, %8
  br i1 %70, label %47, label %48, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @diff2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %9, %3
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %11, %9 ]
  %11 = add nuw nsw i64 %10, 1
  %12 = icmp eq i64 %11, %7
  %13 = and i64 %11, 4294967295
  %14 = select i1 %12, i64 0, i64 %13
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = getelementptr inbounds double, ptr %0, i64 %10
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call double @llvm.fmuladd.f64(double %18, double -2.000000e+00, double %16)
  %20 = trunc nuw nsw i64 %10 to i32
  %21 = add i32 %6, %20
  %22 = srem i32 %21, %2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = fadd double %19, %25
  %27 = getelementptr inbounds double, ptr %1, i64 %10
  store double %26, ptr %27, align 8, !tbaa !9
  %28 = icmp eq i64 %11, %7
  br i1 %28, label %8, label %9, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @chosen(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp eq i32 %2, 0
  %5 = select i1 %4, ptr @cube, ptr @wave
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  br label %11

9:                                                ; preds = %11, %3
  %10 = phi double [ 0.000000e+00, %3 ], [ %23, %11 ]
  ret double %10

11:                                               ; preds = %7, %11
  %12 = phi i64 [ 0, %7 ], [ %17, %11 ]
  %13 = phi double [ 0.000000e+00, %7 ], [ %23, %11 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call double %5(double noundef %15) #14, !callees !13
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %8
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double @llvm.fmuladd.f64(double %16, double %22, double %13)
  %24 = icmp eq i64 %17, %8
  br i1 %24, label %9, label %11, !llvm.loop !29
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @tabled(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %10

7:                                                ; preds = %10, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %22, %10 ]
  %9 = fmul double %8, %8
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
  %21 = tail call double %18(double noundef %20) #14
  %22 = fadd double %12, %21
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %7, label %10, !llvm.loop !30
}

; Function Attrs: nounwind uwtable
define internal double @energy(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) #0 {
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #14
  call void %2(ptr noundef %0, ptr noundef nonnull %4, i32 noundef %1) #14
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %32

12:                                               ; preds = %32, %6
  %13 = phi double [ poison, %6 ], [ %62, %32 ]
  %14 = phi i64 [ 0, %6 ], [ %63, %32 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %62, %32 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %27, %17 ], [ %14, %12 ]
  %19 = phi double [ %26, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %28, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul double %22, %22
  %24 = getelementptr inbounds double, ptr %0, i64 %18
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = call double @llvm.fmuladd.f64(double %23, double %25, double %19)
  %27 = add nuw nsw i64 %18, 1
  %28 = add i64 %20, 1
  %29 = icmp eq i64 %28, %8
  br i1 %29, label %30, label %17, !llvm.loop !31

30:                                               ; preds = %12, %17, %3
  %31 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %26, %17 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #14
  ret double %31

32:                                               ; preds = %32, %10
  %33 = phi i64 [ 0, %10 ], [ %63, %32 ]
  %34 = phi double [ 0.000000e+00, %10 ], [ %62, %32 ]
  %35 = phi i64 [ 0, %10 ], [ %64, %32 ]
  %36 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %33
  %37 = load double, ptr %36, align 16, !tbaa !9
  %38 = fmul double %37, %37
  %39 = getelementptr inbounds double, ptr %0, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = call double @llvm.fmuladd.f64(double %38, double %40, double %34)
  %42 = or disjoint i64 %33, 1
  %43 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = fmul double %44, %44
  %46 = getelementptr inbounds double, ptr %0, i64 %42
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = call double @llvm.fmuladd.f64(double %45, double %47, double %41)
  %49 = or disjoint i64 %33, 2
  %50 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %49
  %51 = load double, ptr %50, align 16, !tbaa !9
  %52 = fmul double %51, %51
  %53 = getelementptr inbounds double, ptr %0, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = call double @llvm.fmuladd.f64(double %52, double %54, double %48)
  %56 = or disjoint i64 %33, 3
  %57 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul double %58, %58
  %60 = getelementptr inbounds double, ptr %0, i64 %56
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = call double @llvm.fmuladd.f64(double %59, double %61, double %55)
  %63 = add nuw nsw i64 %33, 4
  %64 = add i64 %35, 4
  %65 = icmp eq i64 %64, %11
  br i1 %65, label %12, label %32, !llvm.loop !32
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal double @wave(double noundef %0) #5 {
  %2 = fmul double %0, 2.000000e+00
  %3 = tail call double @sin(double noundef %2) #14
  %4 = fadd double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @cube(double noundef %0) #6 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal double @model_eval(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = zext nneg i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %18, %10 ]
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %19, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %18, %10 ]
  %13 = load double, ptr %6, align 8, !tbaa !20
  %14 = load ptr, ptr %0, align 8, !tbaa !18
  %15 = getelementptr inbounds double, ptr %1, i64 %11
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call double %14(double noundef %16) #14
  %18 = tail call double @llvm.fmuladd.f64(double %13, double %17, double %12)
  %19 = add nuw nsw i64 %11, 1
  %20 = icmp eq i64 %19, %7
  br i1 %20, label %8, label %10, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!31 = distinct !{!31, !23}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
