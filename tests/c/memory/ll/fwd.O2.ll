; ModuleID = 'fwd.c'
source_filename = "fwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, ptr, ptr, i32, i32 }

@main.xs = internal unnamed_addr constant [4 x double] [double -1.300000e+00, double -2.000000e-01, double 4.500000e-01, double 1.700000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"fs.tangent(dx=1)\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [20 x i8] c"fs.tangent(dx=-2.5)\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"fs2.tangent(dup x, const y)\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [26 x i8] c"fs2.tangent(dup x, dup y)\00", align 1
@main.ns = internal unnamed_addr constant [3 x i32] [i32 14, i32 4, i32 1], align 4
@.str.4 = private unnamed_addr constant [11 x i8] c"fa.tangent\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"fa.tangent_input_untouched\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"fv.tangent\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"fin.tangent(in place)\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"fin.primal\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fwd\00", align 1
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [14 x double], align 16
  %2 = alloca [14 x double], align 16
  %3 = alloca [14 x double], align 16
  %4 = alloca [14 x double], align 16
  %5 = alloca [14 x double], align 16
  %6 = alloca [14 x double], align 16
  %7 = alloca [14 x double], align 16
  %8 = alloca [14 x double], align 16
  %9 = alloca %struct.Ctx, align 8
  br label %174

10:                                               ; preds = %309
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8) #13
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = insertelement <2 x i64> poison, i64 %13, i64 0
  %17 = insertelement <2 x i64> %16, i64 %15, i64 1
  %18 = lshr <2 x i64> %17, <i64 10, i64 10>
  %19 = and <2 x i64> %18, <i64 18014398509481982, i64 18014398509481982>
  %20 = uitofp nneg <2 x i64> %19 to <2 x double>
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %21, ptr %2, align 16, !tbaa !9
  %22 = mul i64 %15, 6364136223846793005
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = add i64 %22, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = insertelement <2 x i64> poison, i64 %24, i64 0
  %28 = insertelement <2 x i64> %27, i64 %26, i64 1
  %29 = lshr <2 x i64> %28, <i64 10, i64 10>
  %30 = and <2 x i64> %29, <i64 18014398509481982, i64 18014398509481982>
  %31 = uitofp nneg <2 x i64> %30 to <2 x double>
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %32, ptr %23, align 16, !tbaa !9
  %33 = mul i64 %26, 6364136223846793005
  %34 = getelementptr inbounds i8, ptr %2, i64 32
  %35 = add i64 %33, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = insertelement <2 x i64> poison, i64 %35, i64 0
  %39 = insertelement <2 x i64> %38, i64 %37, i64 1
  %40 = lshr <2 x i64> %39, <i64 10, i64 10>
  %41 = and <2 x i64> %40, <i64 18014398509481982, i64 18014398509481982>
  %42 = uitofp nneg <2 x i64> %41 to <2 x double>
  %43 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %42, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %43, ptr %34, align 16, !tbaa !9
  %44 = mul i64 %37, 6364136223846793005
  %45 = getelementptr inbounds i8, ptr %2, i64 48
  %46 = add i64 %44, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = insertelement <2 x i64> poison, i64 %46, i64 0
  %50 = insertelement <2 x i64> %49, i64 %48, i64 1
  %51 = lshr <2 x i64> %50, <i64 10, i64 10>
  %52 = and <2 x i64> %51, <i64 18014398509481982, i64 18014398509481982>
  %53 = uitofp nneg <2 x i64> %52 to <2 x double>
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %54, ptr %45, align 16, !tbaa !9
  %55 = mul i64 %48, 6364136223846793005
  %56 = getelementptr inbounds i8, ptr %2, i64 64
  %57 = add i64 %55, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0
  %61 = insertelement <2 x i64> %60, i64 %59, i64 1
  %62 = lshr <2 x i64> %61, <i64 10, i64 10>
  %63 = and <2 x i64> %62, <i64 18014398509481982, i64 18014398509481982>
  %64 = uitofp nneg <2 x i64> %63 to <2 x double>
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %65, ptr %56, align 16, !tbaa !9
  %66 = mul i64 %59, 6364136223846793005
  %67 = getelementptr inbounds i8, ptr %2, i64 80
  %68 = add i64 %66, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = insertelement <2 x i64> poison, i64 %68, i64 0
  %72 = insertelement <2 x i64> %71, i64 %70, i64 1
  %73 = lshr <2 x i64> %72, <i64 10, i64 10>
  %74 = and <2 x i64> %73, <i64 18014398509481982, i64 18014398509481982>
  %75 = uitofp nneg <2 x i64> %74 to <2 x double>
  %76 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %75, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %76, ptr %67, align 16, !tbaa !9
  %77 = mul i64 %70, 6364136223846793005
  %78 = getelementptr inbounds i8, ptr %2, i64 96
  %79 = add i64 %77, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = insertelement <2 x i64> poison, i64 %79, i64 0
  %83 = insertelement <2 x i64> %82, i64 %81, i64 1
  %84 = lshr <2 x i64> %83, <i64 10, i64 10>
  %85 = and <2 x i64> %84, <i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <2 x i64> %85 to <2 x double>
  %87 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %87, ptr %78, align 16, !tbaa !9
  %88 = mul i64 %81, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = mul i64 %89, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = insertelement <2 x i64> poison, i64 %89, i64 0
  %93 = insertelement <2 x i64> %92, i64 %91, i64 1
  %94 = lshr <2 x i64> %93, <i64 10, i64 10>
  %95 = and <2 x i64> %94, <i64 18014398509481982, i64 18014398509481982>
  %96 = uitofp nneg <2 x i64> %95 to <2 x double>
  %97 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %97, ptr %3, align 16, !tbaa !9
  %98 = mul i64 %91, 6364136223846793005
  %99 = getelementptr inbounds i8, ptr %3, i64 16
  %100 = add i64 %98, 1442695040888963407
  %101 = mul i64 %100, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = insertelement <2 x i64> poison, i64 %100, i64 0
  %104 = insertelement <2 x i64> %103, i64 %102, i64 1
  %105 = lshr <2 x i64> %104, <i64 10, i64 10>
  %106 = and <2 x i64> %105, <i64 18014398509481982, i64 18014398509481982>
  %107 = uitofp nneg <2 x i64> %106 to <2 x double>
  %108 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %108, ptr %99, align 16, !tbaa !9
  %109 = mul i64 %102, 6364136223846793005
  %110 = getelementptr inbounds i8, ptr %3, i64 32
  %111 = add i64 %109, 1442695040888963407
  %112 = mul i64 %111, 6364136223846793005
  %113 = add i64 %112, 1442695040888963407
  %114 = insertelement <2 x i64> poison, i64 %111, i64 0
  %115 = insertelement <2 x i64> %114, i64 %113, i64 1
  %116 = lshr <2 x i64> %115, <i64 10, i64 10>
  %117 = and <2 x i64> %116, <i64 18014398509481982, i64 18014398509481982>
  %118 = uitofp nneg <2 x i64> %117 to <2 x double>
  %119 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %118, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %119, ptr %110, align 16, !tbaa !9
  %120 = mul i64 %113, 6364136223846793005
  %121 = getelementptr inbounds i8, ptr %3, i64 48
  %122 = add i64 %120, 1442695040888963407
  %123 = mul i64 %122, 6364136223846793005
  %124 = add i64 %123, 1442695040888963407
  %125 = insertelement <2 x i64> poison, i64 %122, i64 0
  %126 = insertelement <2 x i64> %125, i64 %124, i64 1
  %127 = lshr <2 x i64> %126, <i64 10, i64 10>
  %128 = and <2 x i64> %127, <i64 18014398509481982, i64 18014398509481982>
  %129 = uitofp nneg <2 x i64> %128 to <2 x double>
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %130, ptr %121, align 16, !tbaa !9
  %131 = mul i64 %124, 6364136223846793005
  %132 = getelementptr inbounds i8, ptr %3, i64 64
  %133 = add i64 %131, 1442695040888963407
  %134 = mul i64 %133, 6364136223846793005
  %135 = add i64 %134, 1442695040888963407
  %136 = insertelement <2 x i64> poison, i64 %133, i64 0
  %137 = insertelement <2 x i64> %136, i64 %135, i64 1
  %138 = lshr <2 x i64> %137, <i64 10, i64 10>
  %139 = and <2 x i64> %138, <i64 18014398509481982, i64 18014398509481982>
  %140 = uitofp nneg <2 x i64> %139 to <2 x double>
  %141 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %141, ptr %132, align 16, !tbaa !9
  %142 = mul i64 %135, 6364136223846793005
  %143 = getelementptr inbounds i8, ptr %3, i64 80
  %144 = add i64 %142, 1442695040888963407
  %145 = mul i64 %144, 6364136223846793005
  %146 = add i64 %145, 1442695040888963407
  %147 = insertelement <2 x i64> poison, i64 %144, i64 0
  %148 = insertelement <2 x i64> %147, i64 %146, i64 1
  %149 = lshr <2 x i64> %148, <i64 10, i64 10>
  %150 = and <2 x i64> %149, <i64 18014398509481982, i64 18014398509481982>
  %151 = uitofp nneg <2 x i64> %150 to <2 x double>
  %152 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %152, ptr %143, align 16, !tbaa !9
  %153 = mul i64 %146, 6364136223846793005
  %154 = getelementptr inbounds i8, ptr %3, i64 96
  %155 = add i64 %153, 1442695040888963407
  %156 = mul i64 %155, 6364136223846793005
  %157 = add i64 %156, 1442695040888963407
  %158 = insertelement <2 x i64> poison, i64 %155, i64 0
  %159 = insertelement <2 x i64> %158, i64 %157, i64 1
  %160 = lshr <2 x i64> %159, <i64 10, i64 10>
  %161 = and <2 x i64> %160, <i64 18014398509481982, i64 18014398509481982>
  %162 = uitofp nneg <2 x i64> %161 to <2 x double>
  %163 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %163, ptr %154, align 16, !tbaa !9
  store i64 %157, ptr @rng_state, align 8, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %9, i64 8
  %165 = getelementptr inbounds i8, ptr %9, i64 16
  %166 = getelementptr inbounds i8, ptr %9, i64 24
  %167 = getelementptr inbounds i8, ptr %9, i64 28
  %168 = getelementptr inbounds i8, ptr %5, i64 16
  %169 = getelementptr inbounds i8, ptr %5, i64 32
  %170 = getelementptr inbounds i8, ptr %5, i64 48
  %171 = getelementptr inbounds i8, ptr %5, i64 64
  %172 = getelementptr inbounds i8, ptr %5, i64 80
  %173 = getelementptr inbounds i8, ptr %5, i64 96
  br label %318

174:                                              ; preds = %0, %309
  %175 = phi i64 [ 0, %0 ], [ %310, %309 ]
  %176 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = trunc nuw nsw i64 %175 to i32
  %179 = uitofp nneg i32 %178 to double
  %180 = tail call double @llvm.fmuladd.f64(double %179, double -4.000000e-01, double 5.000000e-01)
  %181 = tail call double @llvm.fabs.f64(double %177)
  %182 = fcmp ogt double %181, 1.000000e+00
  %183 = select i1 %182, double %181, double 1.000000e+00
  %184 = fmul double %183, 0x3EB0C6F7A0B5ED8D
  %185 = tail call double @llvm.fabs.f64(double %180)
  %186 = fcmp ogt double %185, 1.000000e+00
  %187 = select i1 %186, double %185, double 1.000000e+00
  %188 = fmul double %187, 0x3EB0C6F7A0B5ED8D
  %189 = fadd double %177, %184
  %190 = tail call double @sin(double noundef %189) #13
  %191 = fmul double %189, 3.000000e-01
  %192 = tail call double @exp(double noundef %191) #13
  %193 = fsub double %177, %184
  %194 = tail call double @sin(double noundef %193) #13
  %195 = fmul double %193, 3.000000e-01
  %196 = tail call double @exp(double noundef %195) #13
  %197 = insertelement <2 x double> poison, double %189, i64 0
  %198 = insertelement <2 x double> %197, double %193, i64 1
  %199 = fmul <2 x double> %198, %198
  %200 = fmul <2 x double> %198, %199
  %201 = insertelement <2 x double> poison, double %190, i64 0
  %202 = insertelement <2 x double> %201, double %194, i64 1
  %203 = insertelement <2 x double> poison, double %192, i64 0
  %204 = insertelement <2 x double> %203, double %196, i64 1
  %205 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %202, <2 x double> %204, <2 x double> %200)
  %206 = shufflevector <2 x double> %205, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %207 = fsub <2 x double> %205, %206
  %208 = extractelement <2 x double> %207, i64 0
  %209 = fsub double %189, %193
  %210 = fdiv double %208, %209
  %211 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %212 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %211, double noundef %177, double noundef 1.000000e+00) #13
  %213 = tail call double @llvm.fabs.f64(double %210)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  %216 = fsub double %212, %210
  %217 = tail call double @llvm.fabs.f64(double %216)
  %218 = fmul double %215, 0x3EB0C6F7A0B5ED8D
  %219 = fcmp ole double %217, %218
  %220 = select i1 %219, ptr @.str.11, ptr @.str.12
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %178, double noundef %212, double noundef %210, ptr noundef nonnull %220)
  br i1 %219, label %225, label %222

222:                                              ; preds = %174
  %223 = load i32, ptr @n_fail, align 4, !tbaa !11
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @n_fail, align 4, !tbaa !11
  br label %225

225:                                              ; preds = %174, %222
  %226 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %227 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %226, double noundef %177, double noundef -2.500000e+00) #13
  %228 = fmul double %210, -2.500000e+00
  %229 = tail call double @llvm.fabs.f64(double %228)
  %230 = fcmp ogt double %229, 1.000000e+00
  %231 = select i1 %230, double %229, double 1.000000e+00
  %232 = fsub double %227, %228
  %233 = tail call double @llvm.fabs.f64(double %232)
  %234 = fmul double %231, 0x3EB0C6F7A0B5ED8D
  %235 = fcmp ole double %233, %234
  %236 = select i1 %235, ptr @.str.11, ptr @.str.12
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %178, double noundef %227, double noundef %228, ptr noundef nonnull %236)
  br i1 %235, label %241, label %238

238:                                              ; preds = %225
  %239 = load i32, ptr @n_fail, align 4, !tbaa !11
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr @n_fail, align 4, !tbaa !11
  br label %241

241:                                              ; preds = %225, %238
  %242 = insertelement <2 x double> poison, double %180, i64 0
  %243 = shufflevector <2 x double> %242, <2 x double> poison, <2 x i32> zeroinitializer
  %244 = fmul <2 x double> %243, %198
  %245 = tail call double @llvm.fmuladd.f64(double %189, double %189, double 1.000000e+00)
  %246 = tail call double @log(double noundef %245) #13
  %247 = tail call double @cos(double noundef %180) #13
  %248 = tail call double @llvm.fmuladd.f64(double %193, double %193, double 1.000000e+00)
  %249 = tail call double @log(double noundef %248) #13
  %250 = tail call double @cos(double noundef %180) #13
  %251 = insertelement <2 x double> poison, double %246, i64 0
  %252 = insertelement <2 x double> %251, double %249, i64 1
  %253 = insertelement <2 x double> poison, double %247, i64 0
  %254 = insertelement <2 x double> %253, double %250, i64 1
  %255 = fmul <2 x double> %252, %254
  %256 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> %243, <2 x double> %255)
  %257 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %258 = fsub <2 x double> %256, %257
  %259 = extractelement <2 x double> %258, i64 0
  %260 = fdiv double %259, %209
  %261 = fadd double %180, %188
  %262 = fmul double %261, %177
  %263 = tail call double @llvm.fmuladd.f64(double %177, double %177, double 1.000000e+00)
  %264 = tail call double @log(double noundef %263) #13
  %265 = tail call double @cos(double noundef %261) #13
  %266 = fmul double %264, %265
  %267 = tail call double @llvm.fmuladd.f64(double %262, double %261, double %266)
  %268 = fsub double %180, %188
  %269 = fmul double %268, %177
  %270 = tail call double @log(double noundef %263) #13
  %271 = tail call double @cos(double noundef %268) #13
  %272 = fmul double %270, %271
  %273 = tail call double @llvm.fmuladd.f64(double %269, double %268, double %272)
  %274 = fsub double %267, %273
  %275 = fsub double %261, %268
  %276 = fdiv double %274, %275
  %277 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %278 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %279 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %277, double noundef %177, double noundef 1.000000e+00, i32 noundef %278, double noundef %180) #13
  %280 = tail call double @llvm.fabs.f64(double %260)
  %281 = fcmp ogt double %280, 1.000000e+00
  %282 = select i1 %281, double %280, double 1.000000e+00
  %283 = fsub double %279, %260
  %284 = tail call double @llvm.fabs.f64(double %283)
  %285 = fmul double %282, 0x3EB0C6F7A0B5ED8D
  %286 = fcmp ole double %284, %285
  %287 = select i1 %286, ptr @.str.11, ptr @.str.12
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %178, double noundef %279, double noundef %260, ptr noundef nonnull %287)
  br i1 %286, label %292, label %289

289:                                              ; preds = %241
  %290 = load i32, ptr @n_fail, align 4, !tbaa !11
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr @n_fail, align 4, !tbaa !11
  br label %292

292:                                              ; preds = %241, %289
  %293 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %294 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %293, double noundef %177, double noundef 3.000000e-01, i32 noundef %293, double noundef %180, double noundef 0xBFE6666666666666) #13
  %295 = fmul double %276, 0xBFE6666666666666
  %296 = tail call double @llvm.fmuladd.f64(double %260, double 3.000000e-01, double %295)
  %297 = tail call double @llvm.fabs.f64(double %296)
  %298 = fcmp ogt double %297, 1.000000e+00
  %299 = select i1 %298, double %297, double 1.000000e+00
  %300 = fsub double %294, %296
  %301 = tail call double @llvm.fabs.f64(double %300)
  %302 = fmul double %299, 0x3EB0C6F7A0B5ED8D
  %303 = fcmp ole double %301, %302
  %304 = select i1 %303, ptr @.str.11, ptr @.str.12
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %178, double noundef %294, double noundef %296, ptr noundef nonnull %304)
  br i1 %303, label %309, label %306

306:                                              ; preds = %292
  %307 = load i32, ptr @n_fail, align 4, !tbaa !11
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr @n_fail, align 4, !tbaa !11
  br label %309

309:                                              ; preds = %292, %306
  %310 = add nuw nsw i64 %175, 1
  %311 = icmp eq i64 %310, 4
  br i1 %311, label %10, label %174, !llvm.loop !13

312:                                              ; preds = %442
  %313 = load i32, ptr @n_fail, align 4, !tbaa !11
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %313)
  %315 = load i32, ptr @n_fail, align 4, !tbaa !11
  %316 = icmp ne i32 %315, 0
  %317 = zext i1 %316 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %2) #13
  ret i32 %317

318:                                              ; preds = %10, %442
  %319 = phi i64 [ 0, %10 ], [ %443, %442 ]
  %320 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %319
  %321 = load i32, ptr %320, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  store ptr %2, ptr %9, align 8, !tbaa !15
  store ptr %3, ptr %164, align 8, !tbaa !18
  store ptr null, ptr %165, align 8, !tbaa !19
  store i32 %321, ptr %166, align 8, !tbaa !20
  store i32 0, ptr %167, align 4, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %8, ptr noundef nonnull align 16 dereferenceable(112) %3, i64 112, i1 false)
  %322 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %323 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %324 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fa, i32 noundef %322, ptr noundef nonnull %2, ptr noundef nonnull %8, i32 noundef %323, i32 noundef %321) #13
  %325 = call fastcc double @shifted(double noundef 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %9)
  %326 = call fastcc double @shifted(double noundef 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %9)
  %327 = fsub double %325, %326
  %328 = fdiv double %327, 2.000000e-06
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ogt double %329, 1.000000e+00
  %331 = select i1 %330, double %329, double 1.000000e+00
  %332 = fsub double %324, %328
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fmul double %331, 0x3EB0C6F7A0B5ED8D
  %335 = fcmp ole double %333, %334
  %336 = select i1 %335, ptr @.str.11, ptr @.str.12
  %337 = trunc nuw nsw i64 %319 to i32
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %337, double noundef %324, double noundef %328, ptr noundef nonnull %336)
  br i1 %335, label %342, label %339

339:                                              ; preds = %318
  %340 = load i32, ptr @n_fail, align 4, !tbaa !11
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr @n_fail, align 4, !tbaa !11
  br label %342

342:                                              ; preds = %318, %339
  br label %343

343:                                              ; preds = %342, %362
  %344 = phi i64 [ %363, %362 ], [ 0, %342 ]
  %345 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %344
  %346 = load double, ptr %345, align 8, !tbaa !9
  %347 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %344
  %348 = load double, ptr %347, align 8, !tbaa !9
  %349 = call double @llvm.fabs.f64(double %348)
  %350 = fcmp ogt double %349, 1.000000e+00
  %351 = select i1 %350, double %349, double 1.000000e+00
  %352 = fsub double %346, %348
  %353 = call double @llvm.fabs.f64(double %352)
  %354 = fmul double %351, 0.000000e+00
  %355 = fcmp ole double %353, %354
  %356 = select i1 %355, ptr @.str.11, ptr @.str.12
  %357 = trunc nuw nsw i64 %344 to i32
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %357, double noundef %346, double noundef %348, ptr noundef nonnull %356)
  br i1 %355, label %362, label %359

359:                                              ; preds = %343
  %360 = load i32, ptr @n_fail, align 4, !tbaa !11
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr @n_fail, align 4, !tbaa !11
  br label %362

362:                                              ; preds = %343, %359
  %363 = add nuw nsw i64 %344, 1
  %364 = icmp eq i64 %363, 14
  br i1 %364, label %365, label %343, !llvm.loop !22

365:                                              ; preds = %362
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %5, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %168, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %169, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %170, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %171, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %172, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %173, align 16, !tbaa !9
  %366 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fv, ptr noundef nonnull %2, ptr noundef nonnull %8, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %321) #13
  store i32 1, ptr %167, align 4, !tbaa !21
  call fastcc void @check_components(ptr noundef nonnull @.str.6, ptr noundef nonnull %9, ptr noundef nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %6, ptr noundef nonnull align 16 dereferenceable(112) %2, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %7, ptr noundef nonnull align 16 dereferenceable(112) %3, i64 112, i1 false)
  %367 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %368 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fin, i32 noundef %367, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %321) #13
  store i32 2, ptr %167, align 4, !tbaa !21
  call fastcc void @check_components(ptr noundef nonnull @.str.7, ptr noundef nonnull %9, ptr noundef nonnull %7)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %8, ptr noundef nonnull align 16 dereferenceable(112) %2, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #13
  %369 = zext i32 %321 to i64
  %370 = icmp eq i64 %319, 2
  br i1 %370, label %371, label %373

371:                                              ; preds = %387, %365
  %372 = phi i64 [ 0, %365 ], [ %374, %387 ]
  br label %396

373:                                              ; preds = %365
  %374 = and i64 %369, 2147483644
  br label %375

375:                                              ; preds = %375, %373
  %376 = phi i64 [ 0, %373 ], [ %385, %375 ]
  %377 = getelementptr inbounds double, ptr %8, i64 %376
  %378 = getelementptr inbounds i8, ptr %377, i64 16
  %379 = load <2 x double>, ptr %377, align 16, !tbaa !9
  %380 = load <2 x double>, ptr %378, align 16, !tbaa !9
  %381 = fmul <2 x double> %379, %379
  %382 = fmul <2 x double> %380, %380
  %383 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %376
  %384 = getelementptr inbounds i8, ptr %383, i64 16
  store <2 x double> %381, ptr %383, align 16, !tbaa !9
  store <2 x double> %382, ptr %384, align 16, !tbaa !9
  %385 = add nuw i64 %376, 4
  %386 = icmp eq i64 %385, %374
  br i1 %386, label %387, label %375, !llvm.loop !23

387:                                              ; preds = %375
  %388 = icmp eq i64 %374, %369
  br i1 %388, label %389, label %371

389:                                              ; preds = %396, %387
  %390 = icmp eq i64 %319, 2
  br i1 %390, label %433, label %391

391:                                              ; preds = %389
  %392 = add nsw i64 %369, -1
  %393 = and i64 %392, 1
  %394 = load double, ptr %1, align 16, !tbaa !9
  %395 = and i64 %392, -2
  br label %404

396:                                              ; preds = %371, %396
  %397 = phi i64 [ %402, %396 ], [ %372, %371 ]
  %398 = getelementptr inbounds double, ptr %8, i64 %397
  %399 = load double, ptr %398, align 8, !tbaa !9
  %400 = fmul double %399, %399
  %401 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %397
  store double %400, ptr %401, align 8, !tbaa !9
  %402 = add nuw nsw i64 %397, 1
  %403 = icmp eq i64 %402, %369
  br i1 %403, label %389, label %396, !llvm.loop !26

404:                                              ; preds = %404, %391
  %405 = phi double [ %394, %391 ], [ %418, %404 ]
  %406 = phi i64 [ 1, %391 ], [ %421, %404 ]
  %407 = phi i64 [ 0, %391 ], [ %422, %404 ]
  %408 = getelementptr inbounds double, ptr %8, i64 %406
  %409 = load double, ptr %408, align 8, !tbaa !9
  %410 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %406
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = call double @cos(double noundef %411) #13
  %413 = call double @llvm.fmuladd.f64(double %409, double %405, double %412)
  store double %413, ptr %408, align 8, !tbaa !9
  %414 = add nuw nsw i64 %406, 1
  %415 = getelementptr inbounds double, ptr %8, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %414
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = call double @cos(double noundef %418) #13
  %420 = call double @llvm.fmuladd.f64(double %416, double %411, double %419)
  store double %420, ptr %415, align 8, !tbaa !9
  %421 = add nuw nsw i64 %406, 2
  %422 = add i64 %407, 2
  %423 = icmp eq i64 %422, %395
  br i1 %423, label %424, label %404, !llvm.loop !27

424:                                              ; preds = %404
  %425 = icmp eq i64 %393, 0
  br i1 %425, label %433, label %426

426:                                              ; preds = %424
  %427 = getelementptr inbounds double, ptr %8, i64 %421
  %428 = load double, ptr %427, align 8, !tbaa !9
  %429 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %421
  %430 = load double, ptr %429, align 8, !tbaa !9
  %431 = call double @cos(double noundef %430) #13
  %432 = call double @llvm.fmuladd.f64(double %428, double %418, double %431)
  store double %432, ptr %427, align 8, !tbaa !9
  br label %433

433:                                              ; preds = %426, %424, %389
  %434 = add nsw i32 %321, -1
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = fadd double %437, 1.000000e+00
  %439 = call double @sqrt(double noundef %438) #13
  store double %439, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #13
  %440 = call i32 @llvm.smax.i32(i32 %321, i32 1)
  %441 = zext nneg i32 %440 to i64
  br label %445

442:                                              ; preds = %464
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  %443 = add nuw nsw i64 %319, 1
  %444 = icmp eq i64 %443, 3
  br i1 %444, label %312, label %318, !llvm.loop !28

445:                                              ; preds = %433, %464
  %446 = phi i64 [ 0, %433 ], [ %465, %464 ]
  %447 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %446
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %446
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ogt double %451, 1.000000e+00
  %453 = select i1 %452, double %451, double 1.000000e+00
  %454 = fsub double %448, %450
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = fmul double %453, 0x3D719799812DEA11
  %457 = fcmp ole double %455, %456
  %458 = select i1 %457, ptr @.str.11, ptr @.str.12
  %459 = trunc nuw nsw i64 %446 to i32
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %459, double noundef %448, double noundef %450, ptr noundef nonnull %458)
  br i1 %457, label %464, label %461

461:                                              ; preds = %445
  %462 = load i32, ptr @n_fail, align 4, !tbaa !11
  %463 = add nsw i32 %462, 1
  store i32 %463, ptr @n_fail, align 4, !tbaa !11
  br label %464

464:                                              ; preds = %445, %461
  %465 = add nuw nsw i64 %446, 1
  %466 = icmp eq i64 %465, %441
  br i1 %466, label %442, label %445, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs(double noundef %0) #3 {
  %2 = tail call double @sin(double noundef %0) #13
  %3 = fmul double %0, 3.000000e-01
  %4 = tail call double @exp(double noundef %3) #13
  %5 = fmul double %0, %0
  %6 = fmul double %5, %0
  %7 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %6)
  ret double %7
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs2(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %5 = tail call double @log(double noundef %4) #13
  %6 = tail call double @cos(double noundef %1) #13
  %7 = fmul double %5, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @fa(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %10

6:                                                ; preds = %10
  %7 = fmul double %24, %27
  br label %8

8:                                                ; preds = %6, %2
  %9 = phi double [ 0.000000e+00, %2 ], [ %7, %6 ]
  ret double %9

10:                                               ; preds = %4, %10
  %11 = phi i64 [ 0, %4 ], [ %17, %10 ]
  %12 = phi double [ 1.000000e+00, %4 ], [ %27, %10 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %24, %10 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = fmul double %15, %15
  %17 = add nuw nsw i64 %11, 1
  %18 = icmp eq i64 %17, %5
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double @sin(double noundef %22) #13
  %24 = tail call double @llvm.fmuladd.f64(double %16, double %23, double %13)
  %25 = load double, ptr %14, align 8, !tbaa !9
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 1.000000e-01, double 1.000000e+00)
  %27 = fmul double %12, %26
  %28 = icmp eq i64 %17, %5
  br i1 %28, label %6, label %10, !llvm.loop !30
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @shifted(double noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca [14 x double], align 16
  %4 = alloca [14 x double], align 16
  %5 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %4, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %5, i8 0, i64 112, i1 false)
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !20
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %39

9:                                                ; preds = %2
  %10 = load ptr, ptr %1, align 8, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !18
  %13 = zext nneg i32 %7 to i64
  %14 = icmp ult i32 %7, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %37, %9
  %16 = phi i64 [ 0, %9 ], [ %18, %37 ]
  br label %42

17:                                               ; preds = %9
  %18 = and i64 %13, 2147483644
  %19 = insertelement <2 x double> poison, double %0, i64 0
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %35, %21 ]
  %23 = getelementptr inbounds double, ptr %10, i64 %22
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !9
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !9
  %27 = getelementptr inbounds double, ptr %12, i64 %22
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !9
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !9
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %29, <2 x double> %25)
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %30, <2 x double> %26)
  %33 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %22
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  store <2 x double> %31, ptr %33, align 16, !tbaa !9
  store <2 x double> %32, ptr %34, align 16, !tbaa !9
  %35 = add nuw i64 %22, 4
  %36 = icmp eq i64 %35, %18
  br i1 %36, label %37, label %21, !llvm.loop !31

37:                                               ; preds = %21
  %38 = icmp eq i64 %18, %13
  br i1 %38, label %39, label %15

39:                                               ; preds = %42, %37, %2
  %40 = getelementptr inbounds i8, ptr %1, i64 28
  %41 = load i32, ptr %40, align 4, !tbaa !21
  switch i32 %41, label %138 [
    i32 0, label %52
    i32 1, label %114
  ]

42:                                               ; preds = %15, %42
  %43 = phi i64 [ %50, %42 ], [ %16, %15 ]
  %44 = getelementptr inbounds double, ptr %10, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = getelementptr inbounds double, ptr %12, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %0, double %47, double %45)
  %49 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %43
  store double %48, ptr %49, align 8, !tbaa !9
  %50 = add nuw nsw i64 %43, 1
  %51 = icmp eq i64 %50, %13
  br i1 %51, label %39, label %42, !llvm.loop !32

52:                                               ; preds = %39
  br i1 %8, label %53, label %281

53:                                               ; preds = %52
  %54 = zext nneg i32 %7 to i64
  %55 = and i64 %54, 1
  %56 = icmp eq i32 %7, 1
  br i1 %56, label %59, label %57

57:                                               ; preds = %53
  %58 = and i64 %54, 2147483646
  br label %83

59:                                               ; preds = %83, %53
  %60 = phi double [ poison, %53 ], [ %109, %83 ]
  %61 = phi double [ poison, %53 ], [ %111, %83 ]
  %62 = phi i64 [ 0, %53 ], [ %103, %83 ]
  %63 = phi double [ 1.000000e+00, %53 ], [ %111, %83 ]
  %64 = phi double [ 0.000000e+00, %53 ], [ %109, %83 ]
  %65 = icmp eq i64 %55, 0
  br i1 %65, label %79, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds double, ptr %4, i64 %62
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fmul double %68, %68
  %70 = add nuw nsw i64 %62, 1
  %71 = icmp eq i64 %70, %54
  %72 = select i1 %71, i64 0, i64 %70
  %73 = getelementptr inbounds double, ptr %4, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = tail call double @sin(double noundef %74) #13
  %76 = tail call double @llvm.fmuladd.f64(double %69, double %75, double %64)
  %77 = tail call double @llvm.fmuladd.f64(double %68, double 1.000000e-01, double 1.000000e+00)
  %78 = fmul double %63, %77
  br label %79

79:                                               ; preds = %59, %66
  %80 = phi double [ %60, %59 ], [ %76, %66 ]
  %81 = phi double [ %61, %59 ], [ %78, %66 ]
  %82 = fmul double %81, %80
  br label %281

83:                                               ; preds = %83, %57
  %84 = phi i64 [ 0, %57 ], [ %103, %83 ]
  %85 = phi double [ 1.000000e+00, %57 ], [ %111, %83 ]
  %86 = phi double [ 0.000000e+00, %57 ], [ %109, %83 ]
  %87 = phi i64 [ 0, %57 ], [ %112, %83 ]
  %88 = getelementptr inbounds double, ptr %4, i64 %84
  %89 = load double, ptr %88, align 16, !tbaa !9
  %90 = fmul double %89, %89
  %91 = or disjoint i64 %84, 1
  %92 = icmp eq i64 %91, %54
  %93 = select i1 %92, i64 0, i64 %91
  %94 = getelementptr inbounds double, ptr %4, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = tail call double @sin(double noundef %95) #13
  %97 = tail call double @llvm.fmuladd.f64(double %90, double %96, double %86)
  %98 = tail call double @llvm.fmuladd.f64(double %89, double 1.000000e-01, double 1.000000e+00)
  %99 = fmul double %85, %98
  %100 = getelementptr inbounds double, ptr %4, i64 %91
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = fmul double %101, %101
  %103 = add nuw nsw i64 %84, 2
  %104 = icmp eq i64 %103, %54
  %105 = select i1 %104, i64 0, i64 %103
  %106 = getelementptr inbounds double, ptr %4, i64 %105
  %107 = load double, ptr %106, align 16, !tbaa !9
  %108 = tail call double @sin(double noundef %107) #13
  %109 = tail call double @llvm.fmuladd.f64(double %102, double %108, double %97)
  %110 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-01, double 1.000000e+00)
  %111 = fmul double %99, %110
  %112 = add i64 %87, 2
  %113 = icmp eq i64 %112, %58
  br i1 %113, label %59, label %83, !llvm.loop !30

114:                                              ; preds = %39
  br i1 %8, label %115, label %281

115:                                              ; preds = %114
  %116 = zext nneg i32 %7 to i64
  br label %117

117:                                              ; preds = %117, %115
  %118 = phi i64 [ 0, %115 ], [ %133, %117 ]
  %119 = getelementptr inbounds double, ptr %4, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = fmul double %120, 5.000000e-01
  %122 = tail call double @exp(double noundef %121) #13
  %123 = trunc i64 %118 to i32
  %124 = add i32 %123, 2
  %125 = urem i32 %124, %7
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds double, ptr %4, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = fmul double %120, -3.000000e-01
  %130 = fmul double %120, %129
  %131 = tail call double @llvm.fmuladd.f64(double %122, double %128, double %130)
  %132 = getelementptr inbounds double, ptr %5, i64 %118
  store double %131, ptr %132, align 8, !tbaa !9
  %133 = add nuw nsw i64 %118, 1
  %134 = icmp eq i64 %133, %116
  br i1 %134, label %135, label %117, !llvm.loop !33

135:                                              ; preds = %117
  %136 = load i32, ptr %40, align 4, !tbaa !21
  %137 = load i32, ptr %6, align 8, !tbaa !20
  br label %138

138:                                              ; preds = %135, %39
  %139 = phi i32 [ %137, %135 ], [ %7, %39 ]
  %140 = phi i32 [ %136, %135 ], [ %41, %39 ]
  %141 = icmp eq i32 %140, 2
  br i1 %141, label %142, label %223

142:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
  %143 = icmp sgt i32 %139, 0
  br i1 %143, label %144, label %213

144:                                              ; preds = %142
  %145 = zext nneg i32 %139 to i64
  %146 = icmp ult i32 %139, 4
  br i1 %146, label %147, label %149

147:                                              ; preds = %163, %144
  %148 = phi i64 [ 0, %144 ], [ %150, %163 ]
  br label %174

149:                                              ; preds = %144
  %150 = and i64 %145, 2147483644
  br label %151

151:                                              ; preds = %151, %149
  %152 = phi i64 [ 0, %149 ], [ %161, %151 ]
  %153 = getelementptr inbounds double, ptr %4, i64 %152
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load <2 x double>, ptr %153, align 16, !tbaa !9
  %156 = load <2 x double>, ptr %154, align 16, !tbaa !9
  %157 = fmul <2 x double> %155, %155
  %158 = fmul <2 x double> %156, %156
  %159 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %152
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  store <2 x double> %157, ptr %159, align 16, !tbaa !9
  store <2 x double> %158, ptr %160, align 16, !tbaa !9
  %161 = add nuw i64 %152, 4
  %162 = icmp eq i64 %161, %150
  br i1 %162, label %163, label %151, !llvm.loop !34

163:                                              ; preds = %151
  %164 = icmp eq i64 %150, %145
  br i1 %164, label %165, label %147

165:                                              ; preds = %174, %163
  %166 = icmp eq i32 %139, 1
  br i1 %166, label %213, label %167

167:                                              ; preds = %165
  %168 = load double, ptr %3, align 16, !tbaa !9
  %169 = add nsw i64 %145, -1
  %170 = and i64 %169, 1
  %171 = icmp eq i32 %139, 2
  br i1 %171, label %202, label %172

172:                                              ; preds = %167
  %173 = and i64 %169, -2
  br label %182

174:                                              ; preds = %147, %174
  %175 = phi i64 [ %180, %174 ], [ %148, %147 ]
  %176 = getelementptr inbounds double, ptr %4, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = fmul double %177, %177
  %179 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %175
  store double %178, ptr %179, align 8, !tbaa !9
  %180 = add nuw nsw i64 %175, 1
  %181 = icmp eq i64 %180, %145
  br i1 %181, label %165, label %174, !llvm.loop !35

182:                                              ; preds = %182, %172
  %183 = phi double [ %168, %172 ], [ %196, %182 ]
  %184 = phi i64 [ 1, %172 ], [ %199, %182 ]
  %185 = phi i64 [ 0, %172 ], [ %200, %182 ]
  %186 = getelementptr inbounds double, ptr %4, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %184
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = tail call double @cos(double noundef %189) #13
  %191 = tail call double @llvm.fmuladd.f64(double %187, double %183, double %190)
  store double %191, ptr %186, align 8, !tbaa !9
  %192 = add nuw nsw i64 %184, 1
  %193 = getelementptr inbounds double, ptr %4, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %192
  %196 = load double, ptr %195, align 8, !tbaa !9
  %197 = tail call double @cos(double noundef %196) #13
  %198 = tail call double @llvm.fmuladd.f64(double %194, double %189, double %197)
  store double %198, ptr %193, align 8, !tbaa !9
  %199 = add nuw nsw i64 %184, 2
  %200 = add i64 %185, 2
  %201 = icmp eq i64 %200, %173
  br i1 %201, label %202, label %182, !llvm.loop !27

202:                                              ; preds = %182, %167
  %203 = phi double [ %168, %167 ], [ %196, %182 ]
  %204 = phi i64 [ 1, %167 ], [ %199, %182 ]
  %205 = icmp eq i64 %170, 0
  br i1 %205, label %213, label %206

206:                                              ; preds = %202
  %207 = getelementptr inbounds double, ptr %4, i64 %204
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %204
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = tail call double @cos(double noundef %210) #13
  %212 = tail call double @llvm.fmuladd.f64(double %208, double %203, double %211)
  store double %212, ptr %207, align 8, !tbaa !9
  br label %213

213:                                              ; preds = %206, %202, %142, %165
  %214 = add nsw i32 %139, -1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = fadd double %217, 1.000000e+00
  %219 = tail call double @sqrt(double noundef %218) #13
  store double %219, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  %220 = load i32, ptr %6, align 8, !tbaa !20
  %221 = sext i32 %220 to i64
  %222 = shl nsw i64 %221, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 16 %4, i64 %222, i1 false)
  br label %223

223:                                              ; preds = %213, %138
  %224 = phi i32 [ %220, %213 ], [ %139, %138 ]
  %225 = icmp sgt i32 %224, 0
  br i1 %225, label %226, label %281

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %1, i64 16
  %228 = load ptr, ptr %227, align 8, !tbaa !19
  %229 = zext nneg i32 %224 to i64
  %230 = and i64 %229, 3
  %231 = icmp ult i32 %224, 4
  br i1 %231, label %264, label %232

232:                                              ; preds = %226
  %233 = and i64 %229, 2147483644
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i64 [ 0, %232 ], [ %261, %234 ]
  %236 = phi double [ 0.000000e+00, %232 ], [ %260, %234 ]
  %237 = phi i64 [ 0, %232 ], [ %262, %234 ]
  %238 = getelementptr inbounds double, ptr %228, i64 %235
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %235
  %241 = load double, ptr %240, align 16, !tbaa !9
  %242 = tail call double @llvm.fmuladd.f64(double %239, double %241, double %236)
  %243 = or disjoint i64 %235, 1
  %244 = getelementptr inbounds double, ptr %228, i64 %243
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %243
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = tail call double @llvm.fmuladd.f64(double %245, double %247, double %242)
  %249 = or disjoint i64 %235, 2
  %250 = getelementptr inbounds double, ptr %228, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !9
  %252 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %249
  %253 = load double, ptr %252, align 16, !tbaa !9
  %254 = tail call double @llvm.fmuladd.f64(double %251, double %253, double %248)
  %255 = or disjoint i64 %235, 3
  %256 = getelementptr inbounds double, ptr %228, i64 %255
  %257 = load double, ptr %256, align 8, !tbaa !9
  %258 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %255
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = tail call double @llvm.fmuladd.f64(double %257, double %259, double %254)
  %261 = add nuw nsw i64 %235, 4
  %262 = add i64 %237, 4
  %263 = icmp eq i64 %262, %233
  br i1 %263, label %264, label %234, !llvm.loop !36

264:                                              ; preds = %234, %226
  %265 = phi double [ poison, %226 ], [ %260, %234 ]
  %266 = phi i64 [ 0, %226 ], [ %261, %234 ]
  %267 = phi double [ 0.000000e+00, %226 ], [ %260, %234 ]
  %268 = icmp eq i64 %230, 0
  br i1 %268, label %281, label %269

269:                                              ; preds = %264, %269
  %270 = phi i64 [ %278, %269 ], [ %266, %264 ]
  %271 = phi double [ %277, %269 ], [ %267, %264 ]
  %272 = phi i64 [ %279, %269 ], [ 0, %264 ]
  %273 = getelementptr inbounds double, ptr %228, i64 %270
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %270
  %276 = load double, ptr %275, align 8, !tbaa !9
  %277 = tail call double @llvm.fmuladd.f64(double %274, double %276, double %271)
  %278 = add nuw nsw i64 %270, 1
  %279 = add i64 %272, 1
  %280 = icmp eq i64 %279, %230
  br i1 %280, label %281, label %269, !llvm.loop !37

281:                                              ; preds = %264, %269, %114, %223, %79, %52
  %282 = phi double [ 0.000000e+00, %52 ], [ %82, %79 ], [ 0.000000e+00, %223 ], [ 0.000000e+00, %114 ], [ %265, %264 ], [ %277, %269 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #13
  ret double %282
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %25, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul double %11, 5.000000e-01
  %13 = tail call double @exp(double noundef %12) #13
  %14 = trunc i64 %9 to i32
  %15 = add i32 %14, 2
  %16 = urem i32 %15, %2
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = load double, ptr %10, align 8, !tbaa !9
  %21 = fmul double %20, -3.000000e-01
  %22 = fmul double %20, %21
  %23 = tail call double @llvm.fmuladd.f64(double %13, double %19, double %22)
  %24 = getelementptr inbounds double, ptr %1, i64 %9
  store double %23, ptr %24, align 8, !tbaa !9
  %25 = add nuw nsw i64 %9, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %7, label %8, !llvm.loop !33
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @check_components(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2) unnamed_addr #8 {
  %4 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %4) #13
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !20
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  br label %11

10:                                               ; preds = %33, %3
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #13
  ret void

11:                                               ; preds = %8, %33
  %12 = phi i64 [ 0, %8 ], [ %34, %33 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %4, i8 0, i64 112, i1 false)
  %13 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %12
  store double 1.000000e+00, ptr %13, align 8, !tbaa !9
  store ptr %4, ptr %9, align 8, !tbaa !19
  %14 = getelementptr inbounds double, ptr %2, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = call fastcc double @shifted(double noundef 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %1)
  %17 = call fastcc double @shifted(double noundef 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %1)
  %18 = fsub double %16, %17
  %19 = fdiv double %18, 2.000000e-06
  %20 = call double @llvm.fabs.f64(double %19)
  %21 = fcmp ogt double %20, 1.000000e+00
  %22 = select i1 %21, double %20, double 1.000000e+00
  %23 = fsub double %15, %19
  %24 = call double @llvm.fabs.f64(double %23)
  %25 = fmul double %22, 0x3EB0C6F7A0B5ED8D
  %26 = fcmp ole double %24, %25
  %27 = select i1 %26, ptr @.str.11, ptr @.str.12
  %28 = trunc nuw nsw i64 %12 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %28, double noundef %15, double noundef %19, ptr noundef nonnull %27)
  br i1 %26, label %33, label %30

30:                                               ; preds = %11
  %31 = load i32, ptr @n_fail, align 4, !tbaa !11
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @n_fail, align 4, !tbaa !11
  br label %33

33:                                               ; preds = %11, %30
  %34 = add nuw nsw i64 %12, 1
  %35 = load i32, ptr %5, align 8, !tbaa !20
  %36 = sext i32 %35 to i64
  %37 = icmp slt i64 %34, %36
  br i1 %37, label %11, label %10, !llvm.loop !39
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fin(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %54

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %8, label %10

8:                                                ; preds = %24, %5
  %9 = phi i64 [ 0, %5 ], [ %11, %24 ]
  br label %35

10:                                               ; preds = %5
  %11 = and i64 %6, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !9
  %18 = fmul <2 x double> %16, %16
  %19 = fmul <2 x double> %17, %17
  %20 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %13
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <2 x double> %18, ptr %20, align 16, !tbaa !9
  store <2 x double> %19, ptr %21, align 16, !tbaa !9
  %22 = add nuw i64 %13, 4
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !40

24:                                               ; preds = %12
  %25 = icmp eq i64 %11, %6
  br i1 %25, label %26, label %8

26:                                               ; preds = %35, %24
  %27 = icmp eq i32 %1, 1
  br i1 %27, label %54, label %28

28:                                               ; preds = %26
  %29 = load double, ptr %3, align 16, !tbaa !9
  %30 = add nsw i64 %6, -1
  %31 = and i64 %30, 1
  %32 = icmp eq i32 %1, 2
  br i1 %32, label %43, label %33

33:                                               ; preds = %28
  %34 = and i64 %30, -2
  br label %61

35:                                               ; preds = %8, %35
  %36 = phi i64 [ %41, %35 ], [ %9, %8 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %38
  %40 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %36
  store double %39, ptr %40, align 8, !tbaa !9
  %41 = add nuw nsw i64 %36, 1
  %42 = icmp eq i64 %41, %6
  br i1 %42, label %26, label %35, !llvm.loop !41

43:                                               ; preds = %61, %28
  %44 = phi double [ %29, %28 ], [ %75, %61 ]
  %45 = phi i64 [ 1, %28 ], [ %78, %61 ]
  %46 = icmp eq i64 %31, 0
  br i1 %46, label %54, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds double, ptr %0, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %45
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @cos(double noundef %51) #13
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %44, double %52)
  store double %53, ptr %48, align 8, !tbaa !9
  br label %54

54:                                               ; preds = %47, %43, %2, %26
  %55 = add nsw i32 %1, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fadd double %58, 1.000000e+00
  %60 = tail call double @sqrt(double noundef %59) #13
  store double %60, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  ret void

61:                                               ; preds = %61, %33
  %62 = phi double [ %29, %33 ], [ %75, %61 ]
  %63 = phi i64 [ 1, %33 ], [ %78, %61 ]
  %64 = phi i64 [ 0, %33 ], [ %79, %61 ]
  %65 = getelementptr inbounds double, ptr %0, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %63
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @cos(double noundef %68) #13
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %62, double %69)
  store double %70, ptr %65, align 8, !tbaa !9
  %71 = add nuw nsw i64 %63, 1
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = tail call double @cos(double noundef %75) #13
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %68, double %76)
  store double %77, ptr %72, align 8, !tbaa !9
  %78 = add nuw nsw i64 %63, 2
  %79 = add i64 %64, 2
  %80 = icmp eq i64 %79, %34
  br i1 %80, label %43, label %61, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

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
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !17, i64 8, !17, i64 16, !12, i64 24, !12, i64 28}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 8}
!19 = !{!16, !17, i64 16}
!20 = !{!16, !12, i64 24}
!21 = !{!16, !12, i64 28}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !14, !25, !24}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14, !24, !25}
!32 = distinct !{!32, !14, !25, !24}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14, !24, !25}
!35 = distinct !{!35, !14, !25, !24}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14, !24, !25}
!41 = distinct !{!41, !14, !25, !24}
