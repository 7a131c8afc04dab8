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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [14 x double], align 16
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
  %15 = alloca double, align 8
  %16 = alloca [14 x double], align 16
  %17 = alloca [14 x double], align 16
  %18 = alloca [14 x double], align 16
  %19 = alloca [14 x double], align 16
  %20 = alloca [14 x double], align 16
  %21 = alloca [14 x double], align 16
  %22 = alloca [14 x double], align 16
  %23 = alloca %struct.Ctx, align 8
  br label %188

24:                                               ; preds = %359
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %22) #13
  %25 = load i64, ptr @rng_state, align 8, !tbaa !5
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <2 x i64> poison, i64 %27, i64 0
  %31 = insertelement <2 x i64> %30, i64 %29, i64 1
  %32 = lshr <2 x i64> %31, <i64 10, i64 10>
  %33 = and <2 x i64> %32, <i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <2 x i64> %33 to <2 x double>
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %35, ptr %16, align 16, !tbaa !9
  %36 = mul i64 %29, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %16, i64 16
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <2 x i64> poison, i64 %38, i64 0
  %42 = insertelement <2 x i64> %41, i64 %40, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %46, ptr %37, align 16, !tbaa !9
  %47 = mul i64 %40, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %16, i64 32
  %49 = add i64 %47, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <2 x i64> poison, i64 %49, i64 0
  %53 = insertelement <2 x i64> %52, i64 %51, i64 1
  %54 = lshr <2 x i64> %53, <i64 10, i64 10>
  %55 = and <2 x i64> %54, <i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <2 x i64> %55 to <2 x double>
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %57, ptr %48, align 16, !tbaa !9
  %58 = mul i64 %51, 6364136223846793005
  %59 = getelementptr inbounds i8, ptr %16, i64 48
  %60 = add i64 %58, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <2 x i64> poison, i64 %60, i64 0
  %64 = insertelement <2 x i64> %63, i64 %62, i64 1
  %65 = lshr <2 x i64> %64, <i64 10, i64 10>
  %66 = and <2 x i64> %65, <i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <2 x i64> %66 to <2 x double>
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %68, ptr %59, align 16, !tbaa !9
  %69 = mul i64 %62, 6364136223846793005
  %70 = getelementptr inbounds i8, ptr %16, i64 64
  %71 = add i64 %69, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <2 x i64> poison, i64 %71, i64 0
  %75 = insertelement <2 x i64> %74, i64 %73, i64 1
  %76 = lshr <2 x i64> %75, <i64 10, i64 10>
  %77 = and <2 x i64> %76, <i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <2 x i64> %77 to <2 x double>
  %79 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %79, ptr %70, align 16, !tbaa !9
  %80 = mul i64 %73, 6364136223846793005
  %81 = getelementptr inbounds i8, ptr %16, i64 80
  %82 = add i64 %80, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = insertelement <2 x i64> poison, i64 %82, i64 0
  %86 = insertelement <2 x i64> %85, i64 %84, i64 1
  %87 = lshr <2 x i64> %86, <i64 10, i64 10>
  %88 = and <2 x i64> %87, <i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <2 x i64> %88 to <2 x double>
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %90, ptr %81, align 16, !tbaa !9
  %91 = mul i64 %84, 6364136223846793005
  %92 = getelementptr inbounds i8, ptr %16, i64 96
  %93 = add i64 %91, 1442695040888963407
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = insertelement <2 x i64> poison, i64 %93, i64 0
  %97 = insertelement <2 x i64> %96, i64 %95, i64 1
  %98 = lshr <2 x i64> %97, <i64 10, i64 10>
  %99 = and <2 x i64> %98, <i64 18014398509481982, i64 18014398509481982>
  %100 = uitofp nneg <2 x i64> %99 to <2 x double>
  %101 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %101, ptr %92, align 16, !tbaa !9
  %102 = mul i64 %95, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = insertelement <2 x i64> poison, i64 %103, i64 0
  %107 = insertelement <2 x i64> %106, i64 %105, i64 1
  %108 = lshr <2 x i64> %107, <i64 10, i64 10>
  %109 = and <2 x i64> %108, <i64 18014398509481982, i64 18014398509481982>
  %110 = uitofp nneg <2 x i64> %109 to <2 x double>
  %111 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %111, ptr %17, align 16, !tbaa !9
  %112 = mul i64 %105, 6364136223846793005
  %113 = getelementptr inbounds i8, ptr %17, i64 16
  %114 = add i64 %112, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = insertelement <2 x i64> poison, i64 %114, i64 0
  %118 = insertelement <2 x i64> %117, i64 %116, i64 1
  %119 = lshr <2 x i64> %118, <i64 10, i64 10>
  %120 = and <2 x i64> %119, <i64 18014398509481982, i64 18014398509481982>
  %121 = uitofp nneg <2 x i64> %120 to <2 x double>
  %122 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %121, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %122, ptr %113, align 16, !tbaa !9
  %123 = mul i64 %116, 6364136223846793005
  %124 = getelementptr inbounds i8, ptr %17, i64 32
  %125 = add i64 %123, 1442695040888963407
  %126 = mul i64 %125, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = insertelement <2 x i64> poison, i64 %125, i64 0
  %129 = insertelement <2 x i64> %128, i64 %127, i64 1
  %130 = lshr <2 x i64> %129, <i64 10, i64 10>
  %131 = and <2 x i64> %130, <i64 18014398509481982, i64 18014398509481982>
  %132 = uitofp nneg <2 x i64> %131 to <2 x double>
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %133, ptr %124, align 16, !tbaa !9
  %134 = mul i64 %127, 6364136223846793005
  %135 = getelementptr inbounds i8, ptr %17, i64 48
  %136 = add i64 %134, 1442695040888963407
  %137 = mul i64 %136, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = insertelement <2 x i64> poison, i64 %136, i64 0
  %140 = insertelement <2 x i64> %139, i64 %138, i64 1
  %141 = lshr <2 x i64> %140, <i64 10, i64 10>
  %142 = and <2 x i64> %141, <i64 18014398509481982, i64 18014398509481982>
  %143 = uitofp nneg <2 x i64> %142 to <2 x double>
  %144 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %144, ptr %135, align 16, !tbaa !9
  %145 = mul i64 %138, 6364136223846793005
  %146 = getelementptr inbounds i8, ptr %17, i64 64
  %147 = add i64 %145, 1442695040888963407
  %148 = mul i64 %147, 6364136223846793005
  %149 = add i64 %148, 1442695040888963407
  %150 = insertelement <2 x i64> poison, i64 %147, i64 0
  %151 = insertelement <2 x i64> %150, i64 %149, i64 1
  %152 = lshr <2 x i64> %151, <i64 10, i64 10>
  %153 = and <2 x i64> %152, <i64 18014398509481982, i64 18014398509481982>
  %154 = uitofp nneg <2 x i64> %153 to <2 x double>
  %155 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %155, ptr %146, align 16, !tbaa !9
  %156 = mul i64 %149, 6364136223846793005
  %157 = getelementptr inbounds i8, ptr %17, i64 80
  %158 = add i64 %156, 1442695040888963407
  %159 = mul i64 %158, 6364136223846793005
  %160 = add i64 %159, 1442695040888963407
  %161 = insertelement <2 x i64> poison, i64 %158, i64 0
  %162 = insertelement <2 x i64> %161, i64 %160, i64 1
  %163 = lshr <2 x i64> %162, <i64 10, i64 10>
  %164 = and <2 x i64> %163, <i64 18014398509481982, i64 18014398509481982>
  %165 = uitofp nneg <2 x i64> %164 to <2 x double>
  %166 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %166, ptr %157, align 16, !tbaa !9
  %167 = mul i64 %160, 6364136223846793005
  %168 = getelementptr inbounds i8, ptr %17, i64 96
  %169 = add i64 %167, 1442695040888963407
  %170 = mul i64 %169, 6364136223846793005
  %171 = add i64 %170, 1442695040888963407
  %172 = insertelement <2 x i64> poison, i64 %169, i64 0
  %173 = insertelement <2 x i64> %172, i64 %171, i64 1
  %174 = lshr <2 x i64> %173, <i64 10, i64 10>
  %175 = and <2 x i64> %174, <i64 18014398509481982, i64 18014398509481982>
  %176 = uitofp nneg <2 x i64> %175 to <2 x double>
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %176, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %177, ptr %168, align 16, !tbaa !9
  store i64 %171, ptr @rng_state, align 8, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %23, i64 8
  %179 = getelementptr inbounds i8, ptr %23, i64 16
  %180 = getelementptr inbounds i8, ptr %23, i64 24
  %181 = getelementptr inbounds i8, ptr %23, i64 28
  %182 = getelementptr inbounds i8, ptr %19, i64 16
  %183 = getelementptr inbounds i8, ptr %19, i64 32
  %184 = getelementptr inbounds i8, ptr %19, i64 48
  %185 = getelementptr inbounds i8, ptr %19, i64 64
  %186 = getelementptr inbounds i8, ptr %19, i64 80
  %187 = getelementptr inbounds i8, ptr %19, i64 96
  br label %368

188:                                              ; preds = %0, %359
  %189 = phi i64 [ 0, %0 ], [ %360, %359 ]
  %190 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = trunc nuw nsw i64 %189 to i32
  %193 = uitofp nneg i32 %192 to double
  %194 = tail call double @llvm.fmuladd.f64(double %193, double -4.000000e-01, double 5.000000e-01)
  %195 = tail call double @llvm.fabs.f64(double %191)
  %196 = fcmp ogt double %195, 1.000000e+00
  %197 = select i1 %196, double %195, double 1.000000e+00
  %198 = fmul double %197, 0x3EB0C6F7A0B5ED8D
  %199 = tail call double @llvm.fabs.f64(double %194)
  %200 = fcmp ogt double %199, 1.000000e+00
  %201 = select i1 %200, double %199, double 1.000000e+00
  %202 = fmul double %201, 0x3EB0C6F7A0B5ED8D
  %203 = fadd double %191, %198
  %204 = tail call double @sin(double noundef %203) #13
  %205 = fmul double %203, 3.000000e-01
  %206 = tail call double @exp(double noundef %205) #13
  %207 = fsub double %191, %198
  %208 = tail call double @sin(double noundef %207) #13
  %209 = fmul double %207, 3.000000e-01
  %210 = tail call double @exp(double noundef %209) #13
  %211 = insertelement <2 x double> poison, double %203, i64 0
  %212 = insertelement <2 x double> %211, double %207, i64 1
  %213 = fmul <2 x double> %212, %212
  %214 = fmul <2 x double> %212, %213
  %215 = insertelement <2 x double> poison, double %204, i64 0
  %216 = insertelement <2 x double> %215, double %208, i64 1
  %217 = insertelement <2 x double> poison, double %206, i64 0
  %218 = insertelement <2 x double> %217, double %210, i64 1
  %219 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %216, <2 x double> %218, <2 x double> %214)
  %220 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %221 = fsub <2 x double> %219, %220
  %222 = extractelement <2 x double> %221, i64 0
  %223 = fsub double %203, %207
  %224 = fdiv double %222, %223
  %225 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %226 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %225, double noundef %191, double noundef 1.000000e+00) #13
  %227 = tail call double @llvm.fabs.f64(double %224)
  %228 = fcmp ogt double %227, 1.000000e+00
  %229 = select i1 %228, double %227, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %226, ptr %15, align 8, !tbaa !9
  %230 = load volatile double, ptr %15, align 8, !tbaa !9
  %231 = tail call double @llvm.fabs.f64(double %230)
  %232 = fcmp ueq double %231, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %232, label %244, label %233

233:                                              ; preds = %188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %224, ptr %14, align 8, !tbaa !9
  %234 = load volatile double, ptr %14, align 8, !tbaa !9
  %235 = tail call double @llvm.fabs.f64(double %234)
  %236 = fcmp ueq double %235, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %236, label %244, label %237

237:                                              ; preds = %233
  %238 = fsub double %226, %224
  %239 = tail call double @llvm.fabs.f64(double %238)
  %240 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp ugt double %239, %240
  br i1 %241, label %244, label %242

242:                                              ; preds = %237
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %192, double noundef %226, double noundef %224, ptr noundef nonnull @.str.11)
  br label %248

244:                                              ; preds = %237, %233, %188
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %192, double noundef %226, double noundef %224, ptr noundef nonnull @.str.12)
  %246 = load i32, ptr @n_fail, align 4, !tbaa !11
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !11
  br label %248

248:                                              ; preds = %242, %244
  %249 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %250 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %249, double noundef %191, double noundef -2.500000e+00) #13
  %251 = fmul double %224, -2.500000e+00
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = fcmp ogt double %252, 1.000000e+00
  %254 = select i1 %253, double %252, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %250, ptr %13, align 8, !tbaa !9
  %255 = load volatile double, ptr %13, align 8, !tbaa !9
  %256 = tail call double @llvm.fabs.f64(double %255)
  %257 = fcmp ueq double %256, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %257, label %269, label %258

258:                                              ; preds = %248
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %251, ptr %12, align 8, !tbaa !9
  %259 = load volatile double, ptr %12, align 8, !tbaa !9
  %260 = tail call double @llvm.fabs.f64(double %259)
  %261 = fcmp ueq double %260, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %261, label %269, label %262

262:                                              ; preds = %258
  %263 = fsub double %250, %251
  %264 = tail call double @llvm.fabs.f64(double %263)
  %265 = fmul double %254, 0x3EB0C6F7A0B5ED8D
  %266 = fcmp ugt double %264, %265
  br i1 %266, label %269, label %267

267:                                              ; preds = %262
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %192, double noundef %250, double noundef %251, ptr noundef nonnull @.str.11)
  br label %273

269:                                              ; preds = %262, %258, %248
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %192, double noundef %250, double noundef %251, ptr noundef nonnull @.str.12)
  %271 = load i32, ptr @n_fail, align 4, !tbaa !11
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr @n_fail, align 4, !tbaa !11
  br label %273

273:                                              ; preds = %267, %269
  %274 = insertelement <2 x double> poison, double %194, i64 0
  %275 = shufflevector <2 x double> %274, <2 x double> poison, <2 x i32> zeroinitializer
  %276 = fmul <2 x double> %275, %212
  %277 = tail call double @llvm.fmuladd.f64(double %203, double %203, double 1.000000e+00)
  %278 = tail call double @log(double noundef %277) #13
  %279 = tail call double @cos(double noundef %194) #13
  %280 = tail call double @llvm.fmuladd.f64(double %207, double %207, double 1.000000e+00)
  %281 = tail call double @log(double noundef %280) #13
  %282 = tail call double @cos(double noundef %194) #13
  %283 = insertelement <2 x double> poison, double %278, i64 0
  %284 = insertelement <2 x double> %283, double %281, i64 1
  %285 = insertelement <2 x double> poison, double %279, i64 0
  %286 = insertelement <2 x double> %285, double %282, i64 1
  %287 = fmul <2 x double> %284, %286
  %288 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %276, <2 x double> %275, <2 x double> %287)
  %289 = shufflevector <2 x double> %288, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %290 = fsub <2 x double> %288, %289
  %291 = extractelement <2 x double> %290, i64 0
  %292 = fdiv double %291, %223
  %293 = fadd double %194, %202
  %294 = fmul double %293, %191
  %295 = tail call double @llvm.fmuladd.f64(double %191, double %191, double 1.000000e+00)
  %296 = tail call double @log(double noundef %295) #13
  %297 = tail call double @cos(double noundef %293) #13
  %298 = fmul double %296, %297
  %299 = tail call double @llvm.fmuladd.f64(double %294, double %293, double %298)
  %300 = fsub double %194, %202
  %301 = fmul double %300, %191
  %302 = tail call double @log(double noundef %295) #13
  %303 = tail call double @cos(double noundef %300) #13
  %304 = fmul double %302, %303
  %305 = tail call double @llvm.fmuladd.f64(double %301, double %300, double %304)
  %306 = fsub double %299, %305
  %307 = fsub double %293, %300
  %308 = fdiv double %306, %307
  %309 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %310 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %311 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %309, double noundef %191, double noundef 1.000000e+00, i32 noundef %310, double noundef %194) #13
  %312 = tail call double @llvm.fabs.f64(double %292)
  %313 = fcmp ogt double %312, 1.000000e+00
  %314 = select i1 %313, double %312, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %311, ptr %11, align 8, !tbaa !9
  %315 = load volatile double, ptr %11, align 8, !tbaa !9
  %316 = tail call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %317, label %329, label %318

318:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %292, ptr %10, align 8, !tbaa !9
  %319 = load volatile double, ptr %10, align 8, !tbaa !9
  %320 = tail call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %321, label %329, label %322

322:                                              ; preds = %318
  %323 = fsub double %311, %292
  %324 = tail call double @llvm.fabs.f64(double %323)
  %325 = fmul double %314, 0x3EB0C6F7A0B5ED8D
  %326 = fcmp ugt double %324, %325
  br i1 %326, label %329, label %327

327:                                              ; preds = %322
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %192, double noundef %311, double noundef %292, ptr noundef nonnull @.str.11)
  br label %333

329:                                              ; preds = %322, %318, %273
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %192, double noundef %311, double noundef %292, ptr noundef nonnull @.str.12)
  %331 = load i32, ptr @n_fail, align 4, !tbaa !11
  %332 = add nsw i32 %331, 1
  store i32 %332, ptr @n_fail, align 4, !tbaa !11
  br label %333

333:                                              ; preds = %327, %329
  %334 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %335 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %334, double noundef %191, double noundef 3.000000e-01, i32 noundef %334, double noundef %194, double noundef 0xBFE6666666666666) #13
  %336 = fmul double %308, 0xBFE6666666666666
  %337 = tail call double @llvm.fmuladd.f64(double %292, double 3.000000e-01, double %336)
  %338 = tail call double @llvm.fabs.f64(double %337)
  %339 = fcmp ogt double %338, 1.000000e+00
  %340 = select i1 %339, double %338, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %335, ptr %9, align 8, !tbaa !9
  %341 = load volatile double, ptr %9, align 8, !tbaa !9
  %342 = tail call double @llvm.fabs.f64(double %341)
  %343 = fcmp ueq double %342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %343, label %355, label %344

344:                                              ; preds = %333
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %337, ptr %8, align 8, !tbaa !9
  %345 = load volatile double, ptr %8, align 8, !tbaa !9
  %346 = tail call double @llvm.fabs.f64(double %345)
  %347 = fcmp ueq double %346, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %347, label %355, label %348

348:                                              ; preds = %344
  %349 = fsub double %335, %337
  %350 = tail call double @llvm.fabs.f64(double %349)
  %351 = fmul double %340, 0x3EB0C6F7A0B5ED8D
  %352 = fcmp ugt double %350, %351
  br i1 %352, label %355, label %353

353:                                              ; preds = %348
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %192, double noundef %335, double noundef %337, ptr noundef nonnull @.str.11)
  br label %359

355:                                              ; preds = %348, %344, %333
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %192, double noundef %335, double noundef %337, ptr noundef nonnull @.str.12)
  %357 = load i32, ptr @n_fail, align 4, !tbaa !11
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr @n_fail, align 4, !tbaa !11
  br label %359

359:                                              ; preds = %353, %355
  %360 = add nuw nsw i64 %189, 1
  %361 = icmp eq i64 %360, 4
  br i1 %361, label %24, label %188, !llvm.loop !13

362:                                              ; preds = %512
  %363 = load i32, ptr @n_fail, align 4, !tbaa !11
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %363)
  %365 = load i32, ptr @n_fail, align 4, !tbaa !11
  %366 = icmp ne i32 %365, 0
  %367 = zext i1 %366 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %16) #13
  ret i32 %367

368:                                              ; preds = %24, %512
  %369 = phi i64 [ 0, %24 ], [ %513, %512 ]
  %370 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %369
  %371 = load i32, ptr %370, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  store ptr %16, ptr %23, align 8, !tbaa !15
  store ptr %17, ptr %178, align 8, !tbaa !18
  store ptr null, ptr %179, align 8, !tbaa !19
  store i32 %371, ptr %180, align 8, !tbaa !20
  store i32 0, ptr %181, align 4, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %22, ptr noundef nonnull align 16 dereferenceable(112) %17, i64 112, i1 false)
  %372 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %373 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %374 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fa, i32 noundef %372, ptr noundef nonnull %16, ptr noundef nonnull %22, i32 noundef %373, i32 noundef %371) #13
  %375 = call fastcc double @shifted(double noundef 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %23)
  %376 = call fastcc double @shifted(double noundef 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %23)
  %377 = fsub double %375, %376
  %378 = fdiv double %377, 2.000000e-06
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fcmp ogt double %379, 1.000000e+00
  %381 = select i1 %380, double %379, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %374, ptr %7, align 8, !tbaa !9
  %382 = load volatile double, ptr %7, align 8, !tbaa !9
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %384, label %397, label %385

385:                                              ; preds = %368
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %378, ptr %6, align 8, !tbaa !9
  %386 = load volatile double, ptr %6, align 8, !tbaa !9
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %388, label %397, label %389

389:                                              ; preds = %385
  %390 = fsub double %374, %378
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fmul double %381, 0x3EB0C6F7A0B5ED8D
  %393 = fcmp ugt double %391, %392
  br i1 %393, label %397, label %394

394:                                              ; preds = %389
  %395 = trunc nuw nsw i64 %369 to i32
  %396 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %395, double noundef %374, double noundef %378, ptr noundef nonnull @.str.11)
  br label %402

397:                                              ; preds = %389, %385, %368
  %398 = trunc nuw nsw i64 %369 to i32
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %398, double noundef %374, double noundef %378, ptr noundef nonnull @.str.12)
  %400 = load i32, ptr @n_fail, align 4, !tbaa !11
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr @n_fail, align 4, !tbaa !11
  br label %402

402:                                              ; preds = %394, %397
  br label %403

403:                                              ; preds = %402, %432
  %404 = phi i64 [ %433, %432 ], [ 0, %402 ]
  %405 = getelementptr inbounds [14 x double], ptr %22, i64 0, i64 %404
  %406 = load double, ptr %405, align 8, !tbaa !9
  %407 = getelementptr inbounds [14 x double], ptr %17, i64 0, i64 %404
  %408 = load double, ptr %407, align 8, !tbaa !9
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ogt double %409, 1.000000e+00
  %411 = select i1 %410, double %409, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %406, ptr %5, align 8, !tbaa !9
  %412 = load volatile double, ptr %5, align 8, !tbaa !9
  %413 = call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %414, label %427, label %415

415:                                              ; preds = %403
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %408, ptr %4, align 8, !tbaa !9
  %416 = load volatile double, ptr %4, align 8, !tbaa !9
  %417 = call double @llvm.fabs.f64(double %416)
  %418 = fcmp ueq double %417, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %418, label %427, label %419

419:                                              ; preds = %415
  %420 = fsub double %406, %408
  %421 = call double @llvm.fabs.f64(double %420)
  %422 = fmul double %411, 0.000000e+00
  %423 = fcmp ugt double %421, %422
  br i1 %423, label %427, label %424

424:                                              ; preds = %419
  %425 = trunc nuw nsw i64 %404 to i32
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %425, double noundef %406, double noundef %408, ptr noundef nonnull @.str.11)
  br label %432

427:                                              ; preds = %419, %415, %403
  %428 = trunc nuw nsw i64 %404 to i32
  %429 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %428, double noundef %406, double noundef %408, ptr noundef nonnull @.str.12)
  %430 = load i32, ptr @n_fail, align 4, !tbaa !11
  %431 = add nsw i32 %430, 1
  store i32 %431, ptr @n_fail, align 4, !tbaa !11
  br label %432

432:                                              ; preds = %424, %427
  %433 = add nuw nsw i64 %404, 1
  %434 = icmp eq i64 %433, 14
  br i1 %434, label %435, label %403, !llvm.loop !22

435:                                              ; preds = %432
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %19, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %182, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %183, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %184, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %185, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %186, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %187, align 16, !tbaa !9
  %436 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fv, ptr noundef nonnull %16, ptr noundef nonnull %22, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %371) #13
  store i32 1, ptr %181, align 4, !tbaa !21
  call fastcc void @check_components(ptr noundef nonnull @.str.6, ptr noundef nonnull %23, ptr noundef nonnull %19)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %20, ptr noundef nonnull align 16 dereferenceable(112) %16, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %21, ptr noundef nonnull align 16 dereferenceable(112) %17, i64 112, i1 false)
  %437 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %438 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fin, i32 noundef %437, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %371) #13
  store i32 2, ptr %181, align 4, !tbaa !21
  call fastcc void @check_components(ptr noundef nonnull @.str.7, ptr noundef nonnull %23, ptr noundef nonnull %21)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %22, ptr noundef nonnull align 16 dereferenceable(112) %16, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
  %439 = zext i32 %371 to i64
  %440 = icmp eq i64 %369, 2
  br i1 %440, label %441, label %443

441:                                              ; preds = %457, %435
  %442 = phi i64 [ 0, %435 ], [ %444, %457 ]
  br label %466

443:                                              ; preds = %435
  %444 = and i64 %439, 2147483644
  br label %445

445:                                              ; preds = %445, %443
  %446 = phi i64 [ 0, %443 ], [ %455, %445 ]
  %447 = getelementptr inbounds double, ptr %22, i64 %446
  %448 = getelementptr inbounds i8, ptr %447, i64 16
  %449 = load <2 x double>, ptr %447, align 16, !tbaa !9
  %450 = load <2 x double>, ptr %448, align 16, !tbaa !9
  %451 = fmul <2 x double> %449, %449
  %452 = fmul <2 x double> %450, %450
  %453 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %446
  %454 = getelementptr inbounds i8, ptr %453, i64 16
  store <2 x double> %451, ptr %453, align 16, !tbaa !9
  store <2 x double> %452, ptr %454, align 16, !tbaa !9
  %455 = add nuw i64 %446, 4
  %456 = icmp eq i64 %455, %444
  br i1 %456, label %457, label %445, !llvm.loop !23

457:                                              ; preds = %445
  %458 = icmp eq i64 %444, %439
  br i1 %458, label %459, label %441

459:                                              ; preds = %466, %457
  %460 = icmp eq i64 %369, 2
  br i1 %460, label %503, label %461

461:                                              ; preds = %459
  %462 = add nsw i64 %439, -1
  %463 = and i64 %462, 1
  %464 = load double, ptr %3, align 16, !tbaa !9
  %465 = and i64 %462, -2
  br label %474

466:                                              ; preds = %441, %466
  %467 = phi i64 [ %472, %466 ], [ %442, %441 ]
  %468 = getelementptr inbounds double, ptr %22, i64 %467
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = fmul double %469, %469
  %471 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %467
  store double %470, ptr %471, align 8, !tbaa !9
  %472 = add nuw nsw i64 %467, 1
  %473 = icmp eq i64 %472, %439
  br i1 %473, label %459, label %466, !llvm.loop !26

474:                                              ; preds = %474, %461
  %475 = phi double [ %464, %461 ], [ %488, %474 ]
  %476 = phi i64 [ 1, %461 ], [ %491, %474 ]
  %477 = phi i64 [ 0, %461 ], [ %492, %474 ]
  %478 = getelementptr inbounds double, ptr %22, i64 %476
  %479 = load double, ptr %478, align 8, !tbaa !9
  %480 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %476
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = call double @cos(double noundef %481) #13
  %483 = call double @llvm.fmuladd.f64(double %479, double %475, double %482)
  store double %483, ptr %478, align 8, !tbaa !9
  %484 = add nuw nsw i64 %476, 1
  %485 = getelementptr inbounds double, ptr %22, i64 %484
  %486 = load double, ptr %485, align 8, !tbaa !9
  %487 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %484
  %488 = load double, ptr %487, align 8, !tbaa !9
  %489 = call double @cos(double noundef %488) #13
  %490 = call double @llvm.fmuladd.f64(double %486, double %481, double %489)
  store double %490, ptr %485, align 8, !tbaa !9
  %491 = add nuw nsw i64 %476, 2
  %492 = add i64 %477, 2
  %493 = icmp eq i64 %492, %465
  br i1 %493, label %494, label %474, !llvm.loop !27

494:                                              ; preds = %474
  %495 = icmp eq i64 %463, 0
  br i1 %495, label %503, label %496

496:                                              ; preds = %494
  %497 = getelementptr inbounds double, ptr %22, i64 %491
  %498 = load double, ptr %497, align 8, !tbaa !9
  %499 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %491
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = call double @cos(double noundef %500) #13
  %502 = call double @llvm.fmuladd.f64(double %498, double %488, double %501)
  store double %502, ptr %497, align 8, !tbaa !9
  br label %503

503:                                              ; preds = %496, %494, %459
  %504 = add nsw i32 %371, -1
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %505
  %507 = load double, ptr %506, align 8, !tbaa !9
  %508 = fadd double %507, 1.000000e+00
  %509 = call double @sqrt(double noundef %508) #13
  store double %509, ptr %22, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  %510 = call i32 @llvm.smax.i32(i32 %371, i32 1)
  %511 = zext nneg i32 %510 to i64
  br label %515

512:                                              ; preds = %544
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  %513 = add nuw nsw i64 %369, 1
  %514 = icmp eq i64 %513, 3
  br i1 %514, label %362, label %368, !llvm.loop !28

515:                                              ; preds = %503, %544
  %516 = phi i64 [ 0, %503 ], [ %545, %544 ]
  %517 = getelementptr inbounds [14 x double], ptr %20, i64 0, i64 %516
  %518 = load double, ptr %517, align 8, !tbaa !9
  %519 = getelementptr inbounds [14 x double], ptr %22, i64 0, i64 %516
  %520 = load double, ptr %519, align 8, !tbaa !9
  %521 = call double @llvm.fabs.f64(double %520)
  %522 = fcmp ogt double %521, 1.000000e+00
  %523 = select i1 %522, double %521, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %518, ptr %2, align 8, !tbaa !9
  %524 = load volatile double, ptr %2, align 8, !tbaa !9
  %525 = call double @llvm.fabs.f64(double %524)
  %526 = fcmp ueq double %525, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %526, label %539, label %527

527:                                              ; preds = %515
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %520, ptr %1, align 8, !tbaa !9
  %528 = load volatile double, ptr %1, align 8, !tbaa !9
  %529 = call double @llvm.fabs.f64(double %528)
  %530 = fcmp ueq double %529, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %530, label %539, label %531

531:                                              ; preds = %527
  %532 = fsub double %518, %520
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fmul double %523, 0x3D719799812DEA11
  %535 = fcmp ugt double %533, %534
  br i1 %535, label %539, label %536

536:                                              ; preds = %531
  %537 = trunc nuw nsw i64 %516 to i32
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %537, double noundef %518, double noundef %520, ptr noundef nonnull @.str.11)
  br label %544

539:                                              ; preds = %531, %527, %515
  %540 = trunc nuw nsw i64 %516 to i32
  %541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %540, double noundef %518, double noundef %520, ptr noundef nonnull @.str.12)
  %542 = load i32, ptr @n_fail, align 4, !tbaa !11
  %543 = add nsw i32 %542, 1
  store i32 %543, ptr @n_fail, align 4, !tbaa !11
  br label %544

544:                                              ; preds = %536, %539
  %545 = add nuw nsw i64 %516, 1
  %546 = icmp eq i64 %545, %511
  br i1 %546, label %512, label %515, !llvm.loop !29
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
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %6) #13
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !20
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  br label %13

12:                                               ; preds = %45, %3
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %6) #13
  ret void

13:                                               ; preds = %10, %45
  %14 = phi i64 [ 0, %10 ], [ %46, %45 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %6, i8 0, i64 112, i1 false)
  %15 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %14
  store double 1.000000e+00, ptr %15, align 8, !tbaa !9
  store ptr %6, ptr %11, align 8, !tbaa !19
  %16 = getelementptr inbounds double, ptr %2, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = call fastcc double @shifted(double noundef 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %1)
  %19 = call fastcc double @shifted(double noundef 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %1)
  %20 = fsub double %18, %19
  %21 = fdiv double %20, 2.000000e-06
  %22 = call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e+00
  %24 = select i1 %23, double %22, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %17, ptr %5, align 8, !tbaa !9
  %25 = load volatile double, ptr %5, align 8, !tbaa !9
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fcmp ueq double %26, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %27, label %40, label %28

28:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %21, ptr %4, align 8, !tbaa !9
  %29 = load volatile double, ptr %4, align 8, !tbaa !9
  %30 = call double @llvm.fabs.f64(double %29)
  %31 = fcmp ueq double %30, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %31, label %40, label %32

32:                                               ; preds = %28
  %33 = fsub double %17, %21
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fmul double %24, 0x3EB0C6F7A0B5ED8D
  %36 = fcmp ugt double %34, %35
  br i1 %36, label %40, label %37

37:                                               ; preds = %32
  %38 = trunc nuw nsw i64 %14 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %38, double noundef %17, double noundef %21, ptr noundef nonnull @.str.11)
  br label %45

40:                                               ; preds = %32, %28, %13
  %41 = trunc nuw nsw i64 %14 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %41, double noundef %17, double noundef %21, ptr noundef nonnull @.str.12)
  %43 = load i32, ptr @n_fail, align 4, !tbaa !11
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %37, %40
  %46 = add nuw nsw i64 %14, 1
  %47 = load i32, ptr %7, align 8, !tbaa !20
  %48 = sext i32 %47 to i64
  %49 = icmp slt i64 %46, %48
  br i1 %49, label %13, label %12, !llvm.loop !39
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
