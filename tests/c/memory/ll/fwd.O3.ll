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
  %9 = alloca [14 x double], align 16
  %10 = alloca [14 x double], align 16
  %11 = alloca [14 x double], align 16
  %12 = alloca [14 x double], align 16
  %13 = alloca [14 x double], align 16
  %14 = alloca [14 x double], align 16
  %15 = alloca [14 x double], align 16
  %16 = alloca [14 x double], align 16
  %17 = alloca [14 x double], align 16
  %18 = alloca [14 x double], align 16
  %19 = alloca [14 x double], align 16
  %20 = alloca [14 x double], align 16
  %21 = alloca %struct.Ctx, align 8
  br label %186

22:                                               ; preds = %321
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %14) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %16) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %17) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %18) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %19) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %20) #12
  %23 = load i64, ptr @rng_state, align 8, !tbaa !5
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <2 x i64> poison, i64 %25, i64 0
  %29 = insertelement <2 x i64> %28, i64 %27, i64 1
  %30 = lshr <2 x i64> %29, <i64 10, i64 10>
  %31 = and <2 x i64> %30, <i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <2 x i64> %31 to <2 x double>
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %33, ptr %14, align 16, !tbaa !9
  %34 = mul i64 %27, 6364136223846793005
  %35 = getelementptr inbounds i8, ptr %14, i64 16
  %36 = add i64 %34, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <2 x i64> poison, i64 %36, i64 0
  %40 = insertelement <2 x i64> %39, i64 %38, i64 1
  %41 = lshr <2 x i64> %40, <i64 10, i64 10>
  %42 = and <2 x i64> %41, <i64 18014398509481982, i64 18014398509481982>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %44, ptr %35, align 16, !tbaa !9
  %45 = mul i64 %38, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %14, i64 32
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <2 x i64> poison, i64 %47, i64 0
  %51 = insertelement <2 x i64> %50, i64 %49, i64 1
  %52 = lshr <2 x i64> %51, <i64 10, i64 10>
  %53 = and <2 x i64> %52, <i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <2 x i64> %53 to <2 x double>
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %55, ptr %46, align 16, !tbaa !9
  %56 = mul i64 %49, 6364136223846793005
  %57 = getelementptr inbounds i8, ptr %14, i64 48
  %58 = add i64 %56, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = insertelement <2 x i64> poison, i64 %58, i64 0
  %62 = insertelement <2 x i64> %61, i64 %60, i64 1
  %63 = lshr <2 x i64> %62, <i64 10, i64 10>
  %64 = and <2 x i64> %63, <i64 18014398509481982, i64 18014398509481982>
  %65 = uitofp nneg <2 x i64> %64 to <2 x double>
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %66, ptr %57, align 16, !tbaa !9
  %67 = mul i64 %60, 6364136223846793005
  %68 = getelementptr inbounds i8, ptr %14, i64 64
  %69 = add i64 %67, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <2 x i64> poison, i64 %69, i64 0
  %73 = insertelement <2 x i64> %72, i64 %71, i64 1
  %74 = lshr <2 x i64> %73, <i64 10, i64 10>
  %75 = and <2 x i64> %74, <i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <2 x i64> %75 to <2 x double>
  %77 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %77, ptr %68, align 16, !tbaa !9
  %78 = mul i64 %71, 6364136223846793005
  %79 = getelementptr inbounds i8, ptr %14, i64 80
  %80 = add i64 %78, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %88, ptr %79, align 16, !tbaa !9
  %89 = mul i64 %82, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %14, i64 96
  %91 = add i64 %89, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <2 x i64> poison, i64 %91, i64 0
  %95 = insertelement <2 x i64> %94, i64 %93, i64 1
  %96 = lshr <2 x i64> %95, <i64 10, i64 10>
  %97 = and <2 x i64> %96, <i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <2 x i64> %97 to <2 x double>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %99, ptr %90, align 16, !tbaa !9
  %100 = mul i64 %93, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <2 x i64> poison, i64 %101, i64 0
  %105 = insertelement <2 x i64> %104, i64 %103, i64 1
  %106 = lshr <2 x i64> %105, <i64 10, i64 10>
  %107 = and <2 x i64> %106, <i64 18014398509481982, i64 18014398509481982>
  %108 = uitofp nneg <2 x i64> %107 to <2 x double>
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %109, ptr %15, align 16, !tbaa !9
  %110 = mul i64 %103, 6364136223846793005
  %111 = getelementptr inbounds i8, ptr %15, i64 16
  %112 = add i64 %110, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <2 x i64> poison, i64 %112, i64 0
  %116 = insertelement <2 x i64> %115, i64 %114, i64 1
  %117 = lshr <2 x i64> %116, <i64 10, i64 10>
  %118 = and <2 x i64> %117, <i64 18014398509481982, i64 18014398509481982>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %120, ptr %111, align 16, !tbaa !9
  %121 = mul i64 %114, 6364136223846793005
  %122 = getelementptr inbounds i8, ptr %15, i64 32
  %123 = add i64 %121, 1442695040888963407
  %124 = mul i64 %123, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = insertelement <2 x i64> poison, i64 %123, i64 0
  %127 = insertelement <2 x i64> %126, i64 %125, i64 1
  %128 = lshr <2 x i64> %127, <i64 10, i64 10>
  %129 = and <2 x i64> %128, <i64 18014398509481982, i64 18014398509481982>
  %130 = uitofp nneg <2 x i64> %129 to <2 x double>
  %131 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %131, ptr %122, align 16, !tbaa !9
  %132 = mul i64 %125, 6364136223846793005
  %133 = getelementptr inbounds i8, ptr %15, i64 48
  %134 = add i64 %132, 1442695040888963407
  %135 = mul i64 %134, 6364136223846793005
  %136 = add i64 %135, 1442695040888963407
  %137 = insertelement <2 x i64> poison, i64 %134, i64 0
  %138 = insertelement <2 x i64> %137, i64 %136, i64 1
  %139 = lshr <2 x i64> %138, <i64 10, i64 10>
  %140 = and <2 x i64> %139, <i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <2 x i64> %140 to <2 x double>
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %142, ptr %133, align 16, !tbaa !9
  %143 = mul i64 %136, 6364136223846793005
  %144 = getelementptr inbounds i8, ptr %15, i64 64
  %145 = add i64 %143, 1442695040888963407
  %146 = mul i64 %145, 6364136223846793005
  %147 = add i64 %146, 1442695040888963407
  %148 = insertelement <2 x i64> poison, i64 %145, i64 0
  %149 = insertelement <2 x i64> %148, i64 %147, i64 1
  %150 = lshr <2 x i64> %149, <i64 10, i64 10>
  %151 = and <2 x i64> %150, <i64 18014398509481982, i64 18014398509481982>
  %152 = uitofp nneg <2 x i64> %151 to <2 x double>
  %153 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %153, ptr %144, align 16, !tbaa !9
  %154 = mul i64 %147, 6364136223846793005
  %155 = getelementptr inbounds i8, ptr %15, i64 80
  %156 = add i64 %154, 1442695040888963407
  %157 = mul i64 %156, 6364136223846793005
  %158 = add i64 %157, 1442695040888963407
  %159 = insertelement <2 x i64> poison, i64 %156, i64 0
  %160 = insertelement <2 x i64> %159, i64 %158, i64 1
  %161 = lshr <2 x i64> %160, <i64 10, i64 10>
  %162 = and <2 x i64> %161, <i64 18014398509481982, i64 18014398509481982>
  %163 = uitofp nneg <2 x i64> %162 to <2 x double>
  %164 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %164, ptr %155, align 16, !tbaa !9
  %165 = mul i64 %158, 6364136223846793005
  %166 = getelementptr inbounds i8, ptr %15, i64 96
  %167 = add i64 %165, 1442695040888963407
  %168 = mul i64 %167, 6364136223846793005
  %169 = add i64 %168, 1442695040888963407
  %170 = insertelement <2 x i64> poison, i64 %167, i64 0
  %171 = insertelement <2 x i64> %170, i64 %169, i64 1
  %172 = lshr <2 x i64> %171, <i64 10, i64 10>
  %173 = and <2 x i64> %172, <i64 18014398509481982, i64 18014398509481982>
  %174 = uitofp nneg <2 x i64> %173 to <2 x double>
  %175 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %175, ptr %166, align 16, !tbaa !9
  store i64 %169, ptr @rng_state, align 8, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %21, i64 8
  %177 = getelementptr inbounds i8, ptr %21, i64 16
  %178 = getelementptr inbounds i8, ptr %21, i64 24
  %179 = getelementptr inbounds i8, ptr %21, i64 28
  %180 = getelementptr inbounds i8, ptr %17, i64 16
  %181 = getelementptr inbounds i8, ptr %17, i64 32
  %182 = getelementptr inbounds i8, ptr %17, i64 48
  %183 = getelementptr inbounds i8, ptr %17, i64 64
  %184 = getelementptr inbounds i8, ptr %17, i64 80
  %185 = getelementptr inbounds i8, ptr %17, i64 96
  br label %330

186:                                              ; preds = %0, %321
  %187 = phi i64 [ 0, %0 ], [ %322, %321 ]
  %188 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = trunc nuw nsw i64 %187 to i32
  %191 = uitofp nneg i32 %190 to double
  %192 = tail call double @llvm.fmuladd.f64(double %191, double -4.000000e-01, double 5.000000e-01)
  %193 = tail call double @llvm.fabs.f64(double %189)
  %194 = fcmp ogt double %193, 1.000000e+00
  %195 = select i1 %194, double %193, double 1.000000e+00
  %196 = fmul double %195, 0x3EB0C6F7A0B5ED8D
  %197 = tail call double @llvm.fabs.f64(double %192)
  %198 = fcmp ogt double %197, 1.000000e+00
  %199 = select i1 %198, double %197, double 1.000000e+00
  %200 = fmul double %199, 0x3EB0C6F7A0B5ED8D
  %201 = fadd double %189, %196
  %202 = tail call double @sin(double noundef %201) #12
  %203 = fmul double %201, 3.000000e-01
  %204 = tail call double @exp(double noundef %203) #12
  %205 = fsub double %189, %196
  %206 = tail call double @sin(double noundef %205) #12
  %207 = fmul double %205, 3.000000e-01
  %208 = tail call double @exp(double noundef %207) #12
  %209 = insertelement <2 x double> poison, double %201, i64 0
  %210 = insertelement <2 x double> %209, double %205, i64 1
  %211 = fmul <2 x double> %210, %210
  %212 = fmul <2 x double> %210, %211
  %213 = insertelement <2 x double> poison, double %202, i64 0
  %214 = insertelement <2 x double> %213, double %206, i64 1
  %215 = insertelement <2 x double> poison, double %204, i64 0
  %216 = insertelement <2 x double> %215, double %208, i64 1
  %217 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %214, <2 x double> %216, <2 x double> %212)
  %218 = shufflevector <2 x double> %217, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %219 = fsub <2 x double> %217, %218
  %220 = extractelement <2 x double> %219, i64 0
  %221 = fsub double %201, %205
  %222 = fdiv double %220, %221
  %223 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %224 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %223, double noundef %189, double noundef 1.000000e+00) #12
  %225 = tail call double @llvm.fabs.f64(double %222)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  %228 = fsub double %224, %222
  %229 = tail call double @llvm.fabs.f64(double %228)
  %230 = fmul double %227, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ole double %229, %230
  %232 = select i1 %231, ptr @.str.11, ptr @.str.12
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %190, double noundef %224, double noundef %222, ptr noundef nonnull %232)
  br i1 %231, label %237, label %234

234:                                              ; preds = %186
  %235 = load i32, ptr @n_fail, align 4, !tbaa !11
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr @n_fail, align 4, !tbaa !11
  br label %237

237:                                              ; preds = %186, %234
  %238 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %239 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %238, double noundef %189, double noundef -2.500000e+00) #12
  %240 = fmul double %222, -2.500000e+00
  %241 = tail call double @llvm.fabs.f64(double %240)
  %242 = fcmp ogt double %241, 1.000000e+00
  %243 = select i1 %242, double %241, double 1.000000e+00
  %244 = fsub double %239, %240
  %245 = tail call double @llvm.fabs.f64(double %244)
  %246 = fmul double %243, 0x3EB0C6F7A0B5ED8D
  %247 = fcmp ole double %245, %246
  %248 = select i1 %247, ptr @.str.11, ptr @.str.12
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %190, double noundef %239, double noundef %240, ptr noundef nonnull %248)
  br i1 %247, label %253, label %250

250:                                              ; preds = %237
  %251 = load i32, ptr @n_fail, align 4, !tbaa !11
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr @n_fail, align 4, !tbaa !11
  br label %253

253:                                              ; preds = %237, %250
  %254 = insertelement <2 x double> poison, double %192, i64 0
  %255 = shufflevector <2 x double> %254, <2 x double> poison, <2 x i32> zeroinitializer
  %256 = fmul <2 x double> %255, %210
  %257 = tail call double @llvm.fmuladd.f64(double %201, double %201, double 1.000000e+00)
  %258 = tail call double @log(double noundef %257) #12
  %259 = tail call double @cos(double noundef %192) #12
  %260 = tail call double @llvm.fmuladd.f64(double %205, double %205, double 1.000000e+00)
  %261 = tail call double @log(double noundef %260) #12
  %262 = tail call double @cos(double noundef %192) #12
  %263 = insertelement <2 x double> poison, double %258, i64 0
  %264 = insertelement <2 x double> %263, double %261, i64 1
  %265 = insertelement <2 x double> poison, double %259, i64 0
  %266 = insertelement <2 x double> %265, double %262, i64 1
  %267 = fmul <2 x double> %264, %266
  %268 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %256, <2 x double> %255, <2 x double> %267)
  %269 = shufflevector <2 x double> %268, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %270 = fsub <2 x double> %268, %269
  %271 = extractelement <2 x double> %270, i64 0
  %272 = fdiv double %271, %221
  %273 = fadd double %192, %200
  %274 = fmul double %273, %189
  %275 = tail call double @llvm.fmuladd.f64(double %189, double %189, double 1.000000e+00)
  %276 = tail call double @log(double noundef %275) #12
  %277 = tail call double @cos(double noundef %273) #12
  %278 = fmul double %276, %277
  %279 = tail call double @llvm.fmuladd.f64(double %274, double %273, double %278)
  %280 = fsub double %192, %200
  %281 = fmul double %280, %189
  %282 = tail call double @log(double noundef %275) #12
  %283 = tail call double @cos(double noundef %280) #12
  %284 = fmul double %282, %283
  %285 = tail call double @llvm.fmuladd.f64(double %281, double %280, double %284)
  %286 = fsub double %279, %285
  %287 = fsub double %273, %280
  %288 = fdiv double %286, %287
  %289 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %290 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %291 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %289, double noundef %189, double noundef 1.000000e+00, i32 noundef %290, double noundef %192) #12
  %292 = tail call double @llvm.fabs.f64(double %272)
  %293 = fcmp ogt double %292, 1.000000e+00
  %294 = select i1 %293, double %292, double 1.000000e+00
  %295 = fsub double %291, %272
  %296 = tail call double @llvm.fabs.f64(double %295)
  %297 = fmul double %294, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp ole double %296, %297
  %299 = select i1 %298, ptr @.str.11, ptr @.str.12
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %190, double noundef %291, double noundef %272, ptr noundef nonnull %299)
  br i1 %298, label %304, label %301

301:                                              ; preds = %253
  %302 = load i32, ptr @n_fail, align 4, !tbaa !11
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr @n_fail, align 4, !tbaa !11
  br label %304

304:                                              ; preds = %253, %301
  %305 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %306 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %305, double noundef %189, double noundef 3.000000e-01, i32 noundef %305, double noundef %192, double noundef 0xBFE6666666666666) #12
  %307 = fmul double %288, 0xBFE6666666666666
  %308 = tail call double @llvm.fmuladd.f64(double %272, double 3.000000e-01, double %307)
  %309 = tail call double @llvm.fabs.f64(double %308)
  %310 = fcmp ogt double %309, 1.000000e+00
  %311 = select i1 %310, double %309, double 1.000000e+00
  %312 = fsub double %306, %308
  %313 = tail call double @llvm.fabs.f64(double %312)
  %314 = fmul double %311, 0x3EB0C6F7A0B5ED8D
  %315 = fcmp ole double %313, %314
  %316 = select i1 %315, ptr @.str.11, ptr @.str.12
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %190, double noundef %306, double noundef %308, ptr noundef nonnull %316)
  br i1 %315, label %321, label %318

318:                                              ; preds = %304
  %319 = load i32, ptr @n_fail, align 4, !tbaa !11
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @n_fail, align 4, !tbaa !11
  br label %321

321:                                              ; preds = %304, %318
  %322 = add nuw nsw i64 %187, 1
  %323 = icmp eq i64 %322, 4
  br i1 %323, label %22, label %186, !llvm.loop !13

324:                                              ; preds = %1014
  %325 = load i32, ptr @n_fail, align 4, !tbaa !11
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %325)
  %327 = load i32, ptr @n_fail, align 4, !tbaa !11
  %328 = icmp ne i32 %327, 0
  %329 = zext i1 %328 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %19) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %18) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #12
  ret i32 %329

330:                                              ; preds = %22, %1014
  %331 = phi i64 [ 0, %22 ], [ %1015, %1014 ]
  %332 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %331
  %333 = load i32, ptr %332, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #12
  store ptr %14, ptr %21, align 8, !tbaa !15
  store ptr %15, ptr %176, align 8, !tbaa !18
  store ptr null, ptr %177, align 8, !tbaa !19
  store i32 %333, ptr %178, align 8, !tbaa !20
  store i32 0, ptr %179, align 4, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %20, ptr noundef nonnull align 16 dereferenceable(112) %15, i64 112, i1 false)
  %334 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %336 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fa, i32 noundef %334, ptr noundef nonnull %14, ptr noundef nonnull %20, i32 noundef %335, i32 noundef %333) #12
  %337 = call fastcc double @shifted(double noundef 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %21)
  %338 = call fastcc double @shifted(double noundef 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %21)
  %339 = fsub double %337, %338
  %340 = fdiv double %339, 2.000000e-06
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ogt double %341, 1.000000e+00
  %343 = select i1 %342, double %341, double 1.000000e+00
  %344 = fsub double %336, %340
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fmul double %343, 0x3EB0C6F7A0B5ED8D
  %347 = fcmp ole double %345, %346
  %348 = select i1 %347, ptr @.str.11, ptr @.str.12
  %349 = trunc nuw nsw i64 %331 to i32
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %349, double noundef %336, double noundef %340, ptr noundef nonnull %348)
  br i1 %347, label %354, label %351

351:                                              ; preds = %330
  %352 = load i32, ptr @n_fail, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %330, %351
  br label %355

355:                                              ; preds = %354, %374
  %356 = phi i64 [ %375, %374 ], [ 0, %354 ]
  %357 = getelementptr inbounds [14 x double], ptr %20, i64 0, i64 %356
  %358 = load double, ptr %357, align 8, !tbaa !9
  %359 = getelementptr inbounds [14 x double], ptr %15, i64 0, i64 %356
  %360 = load double, ptr %359, align 8, !tbaa !9
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp ogt double %361, 1.000000e+00
  %363 = select i1 %362, double %361, double 1.000000e+00
  %364 = fsub double %358, %360
  %365 = call double @llvm.fabs.f64(double %364)
  %366 = fmul double %363, 0.000000e+00
  %367 = fcmp ole double %365, %366
  %368 = select i1 %367, ptr @.str.11, ptr @.str.12
  %369 = trunc nuw nsw i64 %356 to i32
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %369, double noundef %358, double noundef %360, ptr noundef nonnull %368)
  br i1 %367, label %374, label %371

371:                                              ; preds = %355
  %372 = load i32, ptr @n_fail, align 4, !tbaa !11
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr @n_fail, align 4, !tbaa !11
  br label %374

374:                                              ; preds = %355, %371
  %375 = add nuw nsw i64 %356, 1
  %376 = icmp eq i64 %375, 14
  br i1 %376, label %377, label %355, !llvm.loop !22

377:                                              ; preds = %374
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %17, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %180, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %181, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %182, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %183, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %184, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %185, align 16, !tbaa !9
  %378 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fv, ptr noundef nonnull %14, ptr noundef nonnull %20, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %333) #12
  store i32 1, ptr %179, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %13) #12
  %379 = zext i32 %333 to i64
  %380 = sext i32 %333 to i64
  %381 = call i64 @llvm.smax.i64(i64 %380, i64 1)
  %382 = add nsw i64 %379, -1
  %383 = icmp eq i64 %331, 2
  %384 = and i64 %379, 2147483644
  %385 = icmp eq i64 %384, %379
  %386 = and i64 %379, 3
  %387 = icmp eq i64 %331, 2
  %388 = and i64 %379, 4294967292
  %389 = icmp eq i64 %386, 0
  %390 = icmp eq i64 %331, 2
  %391 = and i64 %379, 2147483644
  %392 = icmp eq i64 %391, %379
  %393 = and i64 %379, 3
  %394 = icmp eq i64 %331, 2
  %395 = and i64 %379, 4294967292
  %396 = icmp eq i64 %393, 0
  br label %397

397:                                              ; preds = %377, %611
  %398 = phi i64 [ %612, %611 ], [ 0, %377 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %13, i8 0, i64 112, i1 false)
  %399 = getelementptr inbounds [14 x double], ptr %13, i64 0, i64 %398
  store double 1.000000e+00, ptr %399, align 8, !tbaa !9
  %400 = getelementptr inbounds double, ptr %17, i64 %398
  %401 = load double, ptr %400, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %7, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %8, i8 0, i64 112, i1 false)
  br i1 %383, label %419, label %402

402:                                              ; preds = %397, %402
  %403 = phi i64 [ %416, %402 ], [ 0, %397 ]
  %404 = getelementptr inbounds double, ptr %14, i64 %403
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load <2 x double>, ptr %404, align 16, !tbaa !9
  %407 = load <2 x double>, ptr %405, align 16, !tbaa !9
  %408 = getelementptr inbounds double, ptr %15, i64 %403
  %409 = getelementptr inbounds i8, ptr %408, i64 16
  %410 = load <2 x double>, ptr %408, align 16, !tbaa !9
  %411 = load <2 x double>, ptr %409, align 16, !tbaa !9
  %412 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %406)
  %413 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %411, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %407)
  %414 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 %403
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  store <2 x double> %412, ptr %414, align 16, !tbaa !9
  store <2 x double> %413, ptr %415, align 16, !tbaa !9
  %416 = add nuw i64 %403, 4
  %417 = icmp eq i64 %416, %384
  br i1 %417, label %418, label %402, !llvm.loop !23

418:                                              ; preds = %402
  br i1 %385, label %431, label %419

419:                                              ; preds = %418, %397
  %420 = phi i64 [ 0, %397 ], [ %384, %418 ]
  br label %421

421:                                              ; preds = %419, %421
  %422 = phi i64 [ %429, %421 ], [ %420, %419 ]
  %423 = getelementptr inbounds double, ptr %14, i64 %422
  %424 = load double, ptr %423, align 8, !tbaa !9
  %425 = getelementptr inbounds double, ptr %15, i64 %422
  %426 = load double, ptr %425, align 8, !tbaa !9
  %427 = call double @llvm.fmuladd.f64(double %426, double 0x3EB0C6F7A0B5ED8D, double %424)
  %428 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 %422
  store double %427, ptr %428, align 8, !tbaa !9
  %429 = add nuw nsw i64 %422, 1
  %430 = icmp eq i64 %429, %379
  br i1 %430, label %431, label %421, !llvm.loop !26

431:                                              ; preds = %421, %418
  br label %432

432:                                              ; preds = %431, %432
  %433 = phi i64 [ %448, %432 ], [ 0, %431 ]
  %434 = getelementptr inbounds double, ptr %7, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = fmul double %435, 5.000000e-01
  %437 = call double @exp(double noundef %436) #12
  %438 = trunc i64 %433 to i32
  %439 = add i32 %438, 2
  %440 = urem i32 %439, %333
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr inbounds double, ptr %7, i64 %441
  %443 = load double, ptr %442, align 8, !tbaa !9
  %444 = fmul double %435, -3.000000e-01
  %445 = fmul double %435, %444
  %446 = call double @llvm.fmuladd.f64(double %437, double %443, double %445)
  %447 = getelementptr inbounds double, ptr %8, i64 %433
  store double %446, ptr %447, align 8, !tbaa !9
  %448 = add nuw nsw i64 %433, 1
  %449 = icmp eq i64 %448, %379
  br i1 %449, label %450, label %432, !llvm.loop !27

450:                                              ; preds = %432
  br i1 %387, label %481, label %451

451:                                              ; preds = %450, %451
  %452 = phi i64 [ %478, %451 ], [ 0, %450 ]
  %453 = phi double [ %477, %451 ], [ 0.000000e+00, %450 ]
  %454 = phi i64 [ %479, %451 ], [ 0, %450 ]
  %455 = getelementptr inbounds double, ptr %13, i64 %452
  %456 = load double, ptr %455, align 16, !tbaa !9
  %457 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %452
  %458 = load double, ptr %457, align 16, !tbaa !9
  %459 = call double @llvm.fmuladd.f64(double %456, double %458, double %453)
  %460 = or disjoint i64 %452, 1
  %461 = getelementptr inbounds double, ptr %13, i64 %460
  %462 = load double, ptr %461, align 8, !tbaa !9
  %463 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %460
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = call double @llvm.fmuladd.f64(double %462, double %464, double %459)
  %466 = or disjoint i64 %452, 2
  %467 = getelementptr inbounds double, ptr %13, i64 %466
  %468 = load double, ptr %467, align 16, !tbaa !9
  %469 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %466
  %470 = load double, ptr %469, align 16, !tbaa !9
  %471 = call double @llvm.fmuladd.f64(double %468, double %470, double %465)
  %472 = or disjoint i64 %452, 3
  %473 = getelementptr inbounds double, ptr %13, i64 %472
  %474 = load double, ptr %473, align 8, !tbaa !9
  %475 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %472
  %476 = load double, ptr %475, align 8, !tbaa !9
  %477 = call double @llvm.fmuladd.f64(double %474, double %476, double %471)
  %478 = add nuw nsw i64 %452, 4
  %479 = add i64 %454, 4
  %480 = icmp eq i64 %479, %388
  br i1 %480, label %481, label %451, !llvm.loop !28

481:                                              ; preds = %451, %450
  %482 = phi double [ poison, %450 ], [ %477, %451 ]
  %483 = phi i64 [ 0, %450 ], [ %478, %451 ]
  %484 = phi double [ 0.000000e+00, %450 ], [ %477, %451 ]
  br i1 %389, label %497, label %485

485:                                              ; preds = %481, %485
  %486 = phi i64 [ %494, %485 ], [ %483, %481 ]
  %487 = phi double [ %493, %485 ], [ %484, %481 ]
  %488 = phi i64 [ %495, %485 ], [ 0, %481 ]
  %489 = getelementptr inbounds double, ptr %13, i64 %486
  %490 = load double, ptr %489, align 8, !tbaa !9
  %491 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %486
  %492 = load double, ptr %491, align 8, !tbaa !9
  %493 = call double @llvm.fmuladd.f64(double %490, double %492, double %487)
  %494 = add nuw nsw i64 %486, 1
  %495 = add i64 %488, 1
  %496 = icmp eq i64 %495, %386
  br i1 %496, label %497, label %485, !llvm.loop !29

497:                                              ; preds = %485, %481
  %498 = phi double [ %482, %481 ], [ %493, %485 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %9, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %10) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %10, i8 0, i64 112, i1 false)
  br i1 %390, label %516, label %499

499:                                              ; preds = %497, %499
  %500 = phi i64 [ %513, %499 ], [ 0, %497 ]
  %501 = getelementptr inbounds double, ptr %14, i64 %500
  %502 = getelementptr inbounds i8, ptr %501, i64 16
  %503 = load <2 x double>, ptr %501, align 16, !tbaa !9
  %504 = load <2 x double>, ptr %502, align 16, !tbaa !9
  %505 = getelementptr inbounds double, ptr %15, i64 %500
  %506 = getelementptr inbounds i8, ptr %505, i64 16
  %507 = load <2 x double>, ptr %505, align 16, !tbaa !9
  %508 = load <2 x double>, ptr %506, align 16, !tbaa !9
  %509 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %507, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %503)
  %510 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %508, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %504)
  %511 = getelementptr inbounds [14 x double], ptr %9, i64 0, i64 %500
  %512 = getelementptr inbounds i8, ptr %511, i64 16
  store <2 x double> %509, ptr %511, align 16, !tbaa !9
  store <2 x double> %510, ptr %512, align 16, !tbaa !9
  %513 = add nuw i64 %500, 4
  %514 = icmp eq i64 %513, %391
  br i1 %514, label %515, label %499, !llvm.loop !31

515:                                              ; preds = %499
  br i1 %392, label %528, label %516

516:                                              ; preds = %515, %497
  %517 = phi i64 [ 0, %497 ], [ %391, %515 ]
  br label %518

518:                                              ; preds = %516, %518
  %519 = phi i64 [ %526, %518 ], [ %517, %516 ]
  %520 = getelementptr inbounds double, ptr %14, i64 %519
  %521 = load double, ptr %520, align 8, !tbaa !9
  %522 = getelementptr inbounds double, ptr %15, i64 %519
  %523 = load double, ptr %522, align 8, !tbaa !9
  %524 = call double @llvm.fmuladd.f64(double %523, double 0xBEB0C6F7A0B5ED8D, double %521)
  %525 = getelementptr inbounds [14 x double], ptr %9, i64 0, i64 %519
  store double %524, ptr %525, align 8, !tbaa !9
  %526 = add nuw nsw i64 %519, 1
  %527 = icmp eq i64 %526, %379
  br i1 %527, label %528, label %518, !llvm.loop !32

528:                                              ; preds = %518, %515
  br label %529

529:                                              ; preds = %528, %529
  %530 = phi i64 [ %545, %529 ], [ 0, %528 ]
  %531 = getelementptr inbounds double, ptr %9, i64 %530
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = fmul double %532, 5.000000e-01
  %534 = call double @exp(double noundef %533) #12
  %535 = trunc i64 %530 to i32
  %536 = add i32 %535, 2
  %537 = urem i32 %536, %333
  %538 = zext nneg i32 %537 to i64
  %539 = getelementptr inbounds double, ptr %9, i64 %538
  %540 = load double, ptr %539, align 8, !tbaa !9
  %541 = fmul double %532, -3.000000e-01
  %542 = fmul double %532, %541
  %543 = call double @llvm.fmuladd.f64(double %534, double %540, double %542)
  %544 = getelementptr inbounds double, ptr %10, i64 %530
  store double %543, ptr %544, align 8, !tbaa !9
  %545 = add nuw nsw i64 %530, 1
  %546 = icmp eq i64 %545, %379
  br i1 %546, label %547, label %529, !llvm.loop !27

547:                                              ; preds = %529
  br i1 %394, label %578, label %548

548:                                              ; preds = %547, %548
  %549 = phi i64 [ %575, %548 ], [ 0, %547 ]
  %550 = phi double [ %574, %548 ], [ 0.000000e+00, %547 ]
  %551 = phi i64 [ %576, %548 ], [ 0, %547 ]
  %552 = getelementptr inbounds double, ptr %13, i64 %549
  %553 = load double, ptr %552, align 16, !tbaa !9
  %554 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 %549
  %555 = load double, ptr %554, align 16, !tbaa !9
  %556 = call double @llvm.fmuladd.f64(double %553, double %555, double %550)
  %557 = or disjoint i64 %549, 1
  %558 = getelementptr inbounds double, ptr %13, i64 %557
  %559 = load double, ptr %558, align 8, !tbaa !9
  %560 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 %557
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = call double @llvm.fmuladd.f64(double %559, double %561, double %556)
  %563 = or disjoint i64 %549, 2
  %564 = getelementptr inbounds double, ptr %13, i64 %563
  %565 = load double, ptr %564, align 16, !tbaa !9
  %566 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 %563
  %567 = load double, ptr %566, align 16, !tbaa !9
  %568 = call double @llvm.fmuladd.f64(double %565, double %567, double %562)
  %569 = or disjoint i64 %549, 3
  %570 = getelementptr inbounds double, ptr %13, i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 %569
  %573 = load double, ptr %572, align 8, !tbaa !9
  %574 = call double @llvm.fmuladd.f64(double %571, double %573, double %568)
  %575 = add nuw nsw i64 %549, 4
  %576 = add i64 %551, 4
  %577 = icmp eq i64 %576, %395
  br i1 %577, label %578, label %548, !llvm.loop !28

578:                                              ; preds = %548, %547
  %579 = phi double [ poison, %547 ], [ %574, %548 ]
  %580 = phi i64 [ 0, %547 ], [ %575, %548 ]
  %581 = phi double [ 0.000000e+00, %547 ], [ %574, %548 ]
  br i1 %396, label %594, label %582

582:                                              ; preds = %578, %582
  %583 = phi i64 [ %591, %582 ], [ %580, %578 ]
  %584 = phi double [ %590, %582 ], [ %581, %578 ]
  %585 = phi i64 [ %592, %582 ], [ 0, %578 ]
  %586 = getelementptr inbounds double, ptr %13, i64 %583
  %587 = load double, ptr %586, align 8, !tbaa !9
  %588 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 %583
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = call double @llvm.fmuladd.f64(double %587, double %589, double %584)
  %591 = add nuw nsw i64 %583, 1
  %592 = add i64 %585, 1
  %593 = icmp eq i64 %592, %393
  br i1 %593, label %594, label %582, !llvm.loop !33

594:                                              ; preds = %582, %578
  %595 = phi double [ %579, %578 ], [ %590, %582 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #12
  %596 = fsub double %498, %595
  %597 = fdiv double %596, 2.000000e-06
  %598 = call double @llvm.fabs.f64(double %597)
  %599 = fcmp ogt double %598, 1.000000e+00
  %600 = select i1 %599, double %598, double 1.000000e+00
  %601 = fsub double %401, %597
  %602 = call double @llvm.fabs.f64(double %601)
  %603 = fmul double %600, 0x3EB0C6F7A0B5ED8D
  %604 = fcmp ole double %602, %603
  %605 = select i1 %604, ptr @.str.11, ptr @.str.12
  %606 = trunc nuw nsw i64 %398 to i32
  %607 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %606, double noundef %401, double noundef %597, ptr noundef nonnull %605)
  br i1 %604, label %611, label %608

608:                                              ; preds = %594
  %609 = load i32, ptr @n_fail, align 4, !tbaa !11
  %610 = add nsw i32 %609, 1
  store i32 %610, ptr @n_fail, align 4, !tbaa !11
  br label %611

611:                                              ; preds = %608, %594
  %612 = add nuw nsw i64 %398, 1
  %613 = icmp eq i64 %612, %381
  br i1 %613, label %614, label %397, !llvm.loop !34

614:                                              ; preds = %611
  store ptr %13, ptr %177, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %13) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %18, ptr noundef nonnull align 16 dereferenceable(112) %14, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %19, ptr noundef nonnull align 16 dereferenceable(112) %15, i64 112, i1 false)
  %615 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %616 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fin, i32 noundef %615, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %333) #12
  store i32 2, ptr %179, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12) #12
  %617 = add nsw i32 %333, -1
  %618 = sext i32 %617 to i64
  %619 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %618
  %620 = shl nsw i64 %380, 3
  %621 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %618
  %622 = icmp eq i64 %331, 2
  %623 = icmp eq i64 %331, 2
  %624 = and i64 %379, 2147483644
  %625 = icmp eq i64 %624, %379
  %626 = icmp eq i64 %331, 2
  %627 = and i64 %379, 2147483644
  %628 = icmp eq i64 %627, %379
  %629 = and i64 %382, 1
  %630 = and i64 %382, -2
  %631 = icmp eq i64 %629, 0
  %632 = and i64 %379, 3
  %633 = icmp eq i64 %331, 2
  %634 = and i64 %379, 4294967292
  %635 = icmp eq i64 %632, 0
  %636 = icmp eq i64 %331, 2
  %637 = and i64 %379, 2147483644
  %638 = icmp eq i64 %637, %379
  %639 = icmp eq i64 %331, 2
  %640 = and i64 %379, 2147483644
  %641 = icmp eq i64 %640, %379
  %642 = and i64 %382, 1
  %643 = and i64 %382, -2
  %644 = icmp eq i64 %642, 0
  %645 = and i64 %379, 3
  %646 = icmp eq i64 %331, 2
  %647 = and i64 %379, 4294967292
  %648 = icmp eq i64 %645, 0
  br label %649

649:                                              ; preds = %941, %614
  %650 = phi i64 [ %942, %941 ], [ 0, %614 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %12, i8 0, i64 112, i1 false)
  %651 = getelementptr inbounds [14 x double], ptr %12, i64 0, i64 %650
  store double 1.000000e+00, ptr %651, align 8, !tbaa !9
  %652 = getelementptr inbounds double, ptr %19, i64 %650
  %653 = load double, ptr %652, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %2, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  br i1 %623, label %671, label %654

654:                                              ; preds = %649, %654
  %655 = phi i64 [ %668, %654 ], [ 0, %649 ]
  %656 = getelementptr inbounds double, ptr %14, i64 %655
  %657 = getelementptr inbounds i8, ptr %656, i64 16
  %658 = load <2 x double>, ptr %656, align 16, !tbaa !9
  %659 = load <2 x double>, ptr %657, align 16, !tbaa !9
  %660 = getelementptr inbounds double, ptr %15, i64 %655
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  %662 = load <2 x double>, ptr %660, align 16, !tbaa !9
  %663 = load <2 x double>, ptr %661, align 16, !tbaa !9
  %664 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %662, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %658)
  %665 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %663, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %659)
  %666 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 %655
  %667 = getelementptr inbounds i8, ptr %666, i64 16
  store <2 x double> %664, ptr %666, align 16, !tbaa !9
  store <2 x double> %665, ptr %667, align 16, !tbaa !9
  %668 = add nuw i64 %655, 4
  %669 = icmp eq i64 %668, %624
  br i1 %669, label %670, label %654, !llvm.loop !35

670:                                              ; preds = %654
  br i1 %625, label %683, label %671

671:                                              ; preds = %670, %649
  %672 = phi i64 [ 0, %649 ], [ %624, %670 ]
  br label %673

673:                                              ; preds = %671, %673
  %674 = phi i64 [ %681, %673 ], [ %672, %671 ]
  %675 = getelementptr inbounds double, ptr %14, i64 %674
  %676 = load double, ptr %675, align 8, !tbaa !9
  %677 = getelementptr inbounds double, ptr %15, i64 %674
  %678 = load double, ptr %677, align 8, !tbaa !9
  %679 = call double @llvm.fmuladd.f64(double %678, double 0x3EB0C6F7A0B5ED8D, double %676)
  %680 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 %674
  store double %679, ptr %680, align 8, !tbaa !9
  %681 = add nuw nsw i64 %674, 1
  %682 = icmp eq i64 %681, %379
  br i1 %682, label %683, label %673, !llvm.loop !36

683:                                              ; preds = %673, %670
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #12
  br i1 %626, label %684, label %686

684:                                              ; preds = %698, %683
  %685 = phi i64 [ 0, %683 ], [ %627, %698 ]
  br label %702

686:                                              ; preds = %683, %686
  %687 = phi i64 [ %696, %686 ], [ 0, %683 ]
  %688 = getelementptr inbounds double, ptr %2, i64 %687
  %689 = getelementptr inbounds i8, ptr %688, i64 16
  %690 = load <2 x double>, ptr %688, align 16, !tbaa !9
  %691 = load <2 x double>, ptr %689, align 16, !tbaa !9
  %692 = fmul <2 x double> %690, %690
  %693 = fmul <2 x double> %691, %691
  %694 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %687
  %695 = getelementptr inbounds i8, ptr %694, i64 16
  store <2 x double> %692, ptr %694, align 16, !tbaa !9
  store <2 x double> %693, ptr %695, align 16, !tbaa !9
  %696 = add nuw i64 %687, 4
  %697 = icmp eq i64 %696, %627
  br i1 %697, label %698, label %686, !llvm.loop !37

698:                                              ; preds = %686
  br i1 %628, label %699, label %684

699:                                              ; preds = %702, %698
  br i1 %622, label %738, label %700

700:                                              ; preds = %699
  %701 = load double, ptr %1, align 16, !tbaa !9
  br label %710

702:                                              ; preds = %684, %702
  %703 = phi i64 [ %708, %702 ], [ %685, %684 ]
  %704 = getelementptr inbounds double, ptr %2, i64 %703
  %705 = load double, ptr %704, align 8, !tbaa !9
  %706 = fmul double %705, %705
  %707 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %703
  store double %706, ptr %707, align 8, !tbaa !9
  %708 = add nuw nsw i64 %703, 1
  %709 = icmp eq i64 %708, %379
  br i1 %709, label %699, label %702, !llvm.loop !38

710:                                              ; preds = %710, %700
  %711 = phi double [ %701, %700 ], [ %724, %710 ]
  %712 = phi i64 [ 1, %700 ], [ %727, %710 ]
  %713 = phi i64 [ 0, %700 ], [ %728, %710 ]
  %714 = getelementptr inbounds double, ptr %2, i64 %712
  %715 = load double, ptr %714, align 8, !tbaa !9
  %716 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %712
  %717 = load double, ptr %716, align 8, !tbaa !9
  %718 = call double @cos(double noundef %717) #12
  %719 = call double @llvm.fmuladd.f64(double %715, double %711, double %718)
  store double %719, ptr %714, align 8, !tbaa !9
  %720 = add nuw nsw i64 %712, 1
  %721 = getelementptr inbounds double, ptr %2, i64 %720
  %722 = load double, ptr %721, align 8, !tbaa !9
  %723 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %720
  %724 = load double, ptr %723, align 8, !tbaa !9
  %725 = call double @cos(double noundef %724) #12
  %726 = call double @llvm.fmuladd.f64(double %722, double %717, double %725)
  store double %726, ptr %721, align 8, !tbaa !9
  %727 = add nuw nsw i64 %712, 2
  %728 = add i64 %713, 2
  %729 = icmp eq i64 %728, %630
  br i1 %729, label %730, label %710, !llvm.loop !39

730:                                              ; preds = %710
  br i1 %631, label %738, label %731

731:                                              ; preds = %730
  %732 = getelementptr inbounds double, ptr %2, i64 %727
  %733 = load double, ptr %732, align 8, !tbaa !9
  %734 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %727
  %735 = load double, ptr %734, align 8, !tbaa !9
  %736 = call double @cos(double noundef %735) #12
  %737 = call double @llvm.fmuladd.f64(double %733, double %724, double %736)
  store double %737, ptr %732, align 8, !tbaa !9
  br label %738

738:                                              ; preds = %731, %730, %699
  %739 = load double, ptr %619, align 8, !tbaa !9
  %740 = fadd double %739, 1.000000e+00
  %741 = call double @sqrt(double noundef %740) #12
  store double %741, ptr %2, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 16 %2, i64 %620, i1 false)
  br i1 %633, label %772, label %742

742:                                              ; preds = %738, %742
  %743 = phi i64 [ %769, %742 ], [ 0, %738 ]
  %744 = phi double [ %768, %742 ], [ 0.000000e+00, %738 ]
  %745 = phi i64 [ %770, %742 ], [ 0, %738 ]
  %746 = getelementptr inbounds double, ptr %12, i64 %743
  %747 = load double, ptr %746, align 16, !tbaa !9
  %748 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %743
  %749 = load double, ptr %748, align 16, !tbaa !9
  %750 = call double @llvm.fmuladd.f64(double %747, double %749, double %744)
  %751 = or disjoint i64 %743, 1
  %752 = getelementptr inbounds double, ptr %12, i64 %751
  %753 = load double, ptr %752, align 8, !tbaa !9
  %754 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %751
  %755 = load double, ptr %754, align 8, !tbaa !9
  %756 = call double @llvm.fmuladd.f64(double %753, double %755, double %750)
  %757 = or disjoint i64 %743, 2
  %758 = getelementptr inbounds double, ptr %12, i64 %757
  %759 = load double, ptr %758, align 16, !tbaa !9
  %760 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %757
  %761 = load double, ptr %760, align 16, !tbaa !9
  %762 = call double @llvm.fmuladd.f64(double %759, double %761, double %756)
  %763 = or disjoint i64 %743, 3
  %764 = getelementptr inbounds double, ptr %12, i64 %763
  %765 = load double, ptr %764, align 8, !tbaa !9
  %766 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %763
  %767 = load double, ptr %766, align 8, !tbaa !9
  %768 = call double @llvm.fmuladd.f64(double %765, double %767, double %762)
  %769 = add nuw nsw i64 %743, 4
  %770 = add i64 %745, 4
  %771 = icmp eq i64 %770, %634
  br i1 %771, label %772, label %742, !llvm.loop !28

772:                                              ; preds = %742, %738
  %773 = phi double [ poison, %738 ], [ %768, %742 ]
  %774 = phi i64 [ 0, %738 ], [ %769, %742 ]
  %775 = phi double [ 0.000000e+00, %738 ], [ %768, %742 ]
  br i1 %635, label %788, label %776

776:                                              ; preds = %772, %776
  %777 = phi i64 [ %785, %776 ], [ %774, %772 ]
  %778 = phi double [ %784, %776 ], [ %775, %772 ]
  %779 = phi i64 [ %786, %776 ], [ 0, %772 ]
  %780 = getelementptr inbounds double, ptr %12, i64 %777
  %781 = load double, ptr %780, align 8, !tbaa !9
  %782 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %777
  %783 = load double, ptr %782, align 8, !tbaa !9
  %784 = call double @llvm.fmuladd.f64(double %781, double %783, double %778)
  %785 = add nuw nsw i64 %777, 1
  %786 = add i64 %779, 1
  %787 = icmp eq i64 %786, %632
  br i1 %787, label %788, label %776, !llvm.loop !40

788:                                              ; preds = %776, %772
  %789 = phi double [ %773, %772 ], [ %784, %776 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %5, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %6, i8 0, i64 112, i1 false)
  br i1 %636, label %807, label %790

790:                                              ; preds = %788, %790
  %791 = phi i64 [ %804, %790 ], [ 0, %788 ]
  %792 = getelementptr inbounds double, ptr %14, i64 %791
  %793 = getelementptr inbounds i8, ptr %792, i64 16
  %794 = load <2 x double>, ptr %792, align 16, !tbaa !9
  %795 = load <2 x double>, ptr %793, align 16, !tbaa !9
  %796 = getelementptr inbounds double, ptr %15, i64 %791
  %797 = getelementptr inbounds i8, ptr %796, i64 16
  %798 = load <2 x double>, ptr %796, align 16, !tbaa !9
  %799 = load <2 x double>, ptr %797, align 16, !tbaa !9
  %800 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %798, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %794)
  %801 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %799, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %795)
  %802 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %791
  %803 = getelementptr inbounds i8, ptr %802, i64 16
  store <2 x double> %800, ptr %802, align 16, !tbaa !9
  store <2 x double> %801, ptr %803, align 16, !tbaa !9
  %804 = add nuw i64 %791, 4
  %805 = icmp eq i64 %804, %637
  br i1 %805, label %806, label %790, !llvm.loop !41

806:                                              ; preds = %790
  br i1 %638, label %819, label %807

807:                                              ; preds = %806, %788
  %808 = phi i64 [ 0, %788 ], [ %637, %806 ]
  br label %809

809:                                              ; preds = %807, %809
  %810 = phi i64 [ %817, %809 ], [ %808, %807 ]
  %811 = getelementptr inbounds double, ptr %14, i64 %810
  %812 = load double, ptr %811, align 8, !tbaa !9
  %813 = getelementptr inbounds double, ptr %15, i64 %810
  %814 = load double, ptr %813, align 8, !tbaa !9
  %815 = call double @llvm.fmuladd.f64(double %814, double 0xBEB0C6F7A0B5ED8D, double %812)
  %816 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %810
  store double %815, ptr %816, align 8, !tbaa !9
  %817 = add nuw nsw i64 %810, 1
  %818 = icmp eq i64 %817, %379
  br i1 %818, label %819, label %809, !llvm.loop !42

819:                                              ; preds = %809, %806
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %4) #12
  br i1 %639, label %820, label %822

820:                                              ; preds = %834, %819
  %821 = phi i64 [ 0, %819 ], [ %640, %834 ]
  br label %838

822:                                              ; preds = %819, %822
  %823 = phi i64 [ %832, %822 ], [ 0, %819 ]
  %824 = getelementptr inbounds double, ptr %5, i64 %823
  %825 = getelementptr inbounds i8, ptr %824, i64 16
  %826 = load <2 x double>, ptr %824, align 16, !tbaa !9
  %827 = load <2 x double>, ptr %825, align 16, !tbaa !9
  %828 = fmul <2 x double> %826, %826
  %829 = fmul <2 x double> %827, %827
  %830 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %823
  %831 = getelementptr inbounds i8, ptr %830, i64 16
  store <2 x double> %828, ptr %830, align 16, !tbaa !9
  store <2 x double> %829, ptr %831, align 16, !tbaa !9
  %832 = add nuw i64 %823, 4
  %833 = icmp eq i64 %832, %640
  br i1 %833, label %834, label %822, !llvm.loop !43

834:                                              ; preds = %822
  br i1 %641, label %835, label %820

835:                                              ; preds = %838, %834
  br i1 %622, label %874, label %836

836:                                              ; preds = %835
  %837 = load double, ptr %4, align 16, !tbaa !9
  br label %846

838:                                              ; preds = %820, %838
  %839 = phi i64 [ %844, %838 ], [ %821, %820 ]
  %840 = getelementptr inbounds double, ptr %5, i64 %839
  %841 = load double, ptr %840, align 8, !tbaa !9
  %842 = fmul double %841, %841
  %843 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %839
  store double %842, ptr %843, align 8, !tbaa !9
  %844 = add nuw nsw i64 %839, 1
  %845 = icmp eq i64 %844, %379
  br i1 %845, label %835, label %838, !llvm.loop !44

846:                                              ; preds = %846, %836
  %847 = phi double [ %837, %836 ], [ %860, %846 ]
  %848 = phi i64 [ 1, %836 ], [ %863, %846 ]
  %849 = phi i64 [ 0, %836 ], [ %864, %846 ]
  %850 = getelementptr inbounds double, ptr %5, i64 %848
  %851 = load double, ptr %850, align 8, !tbaa !9
  %852 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %848
  %853 = load double, ptr %852, align 8, !tbaa !9
  %854 = call double @cos(double noundef %853) #12
  %855 = call double @llvm.fmuladd.f64(double %851, double %847, double %854)
  store double %855, ptr %850, align 8, !tbaa !9
  %856 = add nuw nsw i64 %848, 1
  %857 = getelementptr inbounds double, ptr %5, i64 %856
  %858 = load double, ptr %857, align 8, !tbaa !9
  %859 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %856
  %860 = load double, ptr %859, align 8, !tbaa !9
  %861 = call double @cos(double noundef %860) #12
  %862 = call double @llvm.fmuladd.f64(double %858, double %853, double %861)
  store double %862, ptr %857, align 8, !tbaa !9
  %863 = add nuw nsw i64 %848, 2
  %864 = add i64 %849, 2
  %865 = icmp eq i64 %864, %643
  br i1 %865, label %866, label %846, !llvm.loop !39

866:                                              ; preds = %846
  br i1 %644, label %874, label %867

867:                                              ; preds = %866
  %868 = getelementptr inbounds double, ptr %5, i64 %863
  %869 = load double, ptr %868, align 8, !tbaa !9
  %870 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %863
  %871 = load double, ptr %870, align 8, !tbaa !9
  %872 = call double @cos(double noundef %871) #12
  %873 = call double @llvm.fmuladd.f64(double %869, double %860, double %872)
  store double %873, ptr %868, align 8, !tbaa !9
  br label %874

874:                                              ; preds = %867, %866, %835
  %875 = load double, ptr %621, align 8, !tbaa !9
  %876 = fadd double %875, 1.000000e+00
  %877 = call double @sqrt(double noundef %876) #12
  store double %877, ptr %5, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull align 16 %5, i64 %620, i1 false)
  br i1 %646, label %908, label %878

878:                                              ; preds = %874, %878
  %879 = phi i64 [ %905, %878 ], [ 0, %874 ]
  %880 = phi double [ %904, %878 ], [ 0.000000e+00, %874 ]
  %881 = phi i64 [ %906, %878 ], [ 0, %874 ]
  %882 = getelementptr inbounds double, ptr %12, i64 %879
  %883 = load double, ptr %882, align 16, !tbaa !9
  %884 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %879
  %885 = load double, ptr %884, align 16, !tbaa !9
  %886 = call double @llvm.fmuladd.f64(double %883, double %885, double %880)
  %887 = or disjoint i64 %879, 1
  %888 = getelementptr inbounds double, ptr %12, i64 %887
  %889 = load double, ptr %888, align 8, !tbaa !9
  %890 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %887
  %891 = load double, ptr %890, align 8, !tbaa !9
  %892 = call double @llvm.fmuladd.f64(double %889, double %891, double %886)
  %893 = or disjoint i64 %879, 2
  %894 = getelementptr inbounds double, ptr %12, i64 %893
  %895 = load double, ptr %894, align 16, !tbaa !9
  %896 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %893
  %897 = load double, ptr %896, align 16, !tbaa !9
  %898 = call double @llvm.fmuladd.f64(double %895, double %897, double %892)
  %899 = or disjoint i64 %879, 3
  %900 = getelementptr inbounds double, ptr %12, i64 %899
  %901 = load double, ptr %900, align 8, !tbaa !9
  %902 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %899
  %903 = load double, ptr %902, align 8, !tbaa !9
  %904 = call double @llvm.fmuladd.f64(double %901, double %903, double %898)
  %905 = add nuw nsw i64 %879, 4
  %906 = add i64 %881, 4
  %907 = icmp eq i64 %906, %647
  br i1 %907, label %908, label %878, !llvm.loop !28

908:                                              ; preds = %878, %874
  %909 = phi double [ poison, %874 ], [ %904, %878 ]
  %910 = phi i64 [ 0, %874 ], [ %905, %878 ]
  %911 = phi double [ 0.000000e+00, %874 ], [ %904, %878 ]
  br i1 %648, label %924, label %912

912:                                              ; preds = %908, %912
  %913 = phi i64 [ %921, %912 ], [ %910, %908 ]
  %914 = phi double [ %920, %912 ], [ %911, %908 ]
  %915 = phi i64 [ %922, %912 ], [ 0, %908 ]
  %916 = getelementptr inbounds double, ptr %12, i64 %913
  %917 = load double, ptr %916, align 8, !tbaa !9
  %918 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %913
  %919 = load double, ptr %918, align 8, !tbaa !9
  %920 = call double @llvm.fmuladd.f64(double %917, double %919, double %914)
  %921 = add nuw nsw i64 %913, 1
  %922 = add i64 %915, 1
  %923 = icmp eq i64 %922, %645
  br i1 %923, label %924, label %912, !llvm.loop !45

924:                                              ; preds = %912, %908
  %925 = phi double [ %909, %908 ], [ %920, %912 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #12
  %926 = fsub double %789, %925
  %927 = fdiv double %926, 2.000000e-06
  %928 = call double @llvm.fabs.f64(double %927)
  %929 = fcmp ogt double %928, 1.000000e+00
  %930 = select i1 %929, double %928, double 1.000000e+00
  %931 = fsub double %653, %927
  %932 = call double @llvm.fabs.f64(double %931)
  %933 = fmul double %930, 0x3EB0C6F7A0B5ED8D
  %934 = fcmp ole double %932, %933
  %935 = select i1 %934, ptr @.str.11, ptr @.str.12
  %936 = trunc nuw nsw i64 %650 to i32
  %937 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %936, double noundef %653, double noundef %927, ptr noundef nonnull %935)
  br i1 %934, label %941, label %938

938:                                              ; preds = %924
  %939 = load i32, ptr @n_fail, align 4, !tbaa !11
  %940 = add nsw i32 %939, 1
  store i32 %940, ptr @n_fail, align 4, !tbaa !11
  br label %941

941:                                              ; preds = %938, %924
  %942 = add nuw nsw i64 %650, 1
  %943 = icmp eq i64 %942, %381
  br i1 %943, label %944, label %649, !llvm.loop !34

944:                                              ; preds = %941
  store ptr %12, ptr %177, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %20, ptr noundef nonnull align 16 dereferenceable(112) %14, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11) #12
  %945 = icmp eq i64 %331, 2
  br i1 %945, label %946, label %948

946:                                              ; preds = %962, %944
  %947 = phi i64 [ 0, %944 ], [ %949, %962 ]
  br label %970

948:                                              ; preds = %944
  %949 = and i64 %379, 2147483644
  br label %950

950:                                              ; preds = %950, %948
  %951 = phi i64 [ 0, %948 ], [ %960, %950 ]
  %952 = getelementptr inbounds double, ptr %20, i64 %951
  %953 = getelementptr inbounds i8, ptr %952, i64 16
  %954 = load <2 x double>, ptr %952, align 16, !tbaa !9
  %955 = load <2 x double>, ptr %953, align 16, !tbaa !9
  %956 = fmul <2 x double> %954, %954
  %957 = fmul <2 x double> %955, %955
  %958 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %951
  %959 = getelementptr inbounds i8, ptr %958, i64 16
  store <2 x double> %956, ptr %958, align 16, !tbaa !9
  store <2 x double> %957, ptr %959, align 16, !tbaa !9
  %960 = add nuw i64 %951, 4
  %961 = icmp eq i64 %960, %949
  br i1 %961, label %962, label %950, !llvm.loop !46

962:                                              ; preds = %950
  %963 = icmp eq i64 %949, %379
  br i1 %963, label %964, label %946

964:                                              ; preds = %970, %962
  %965 = icmp eq i64 %331, 2
  br i1 %965, label %1007, label %966

966:                                              ; preds = %964
  %967 = and i64 %382, 1
  %968 = load double, ptr %11, align 16, !tbaa !9
  %969 = and i64 %382, -2
  br label %978

970:                                              ; preds = %946, %970
  %971 = phi i64 [ %976, %970 ], [ %947, %946 ]
  %972 = getelementptr inbounds double, ptr %20, i64 %971
  %973 = load double, ptr %972, align 8, !tbaa !9
  %974 = fmul double %973, %973
  %975 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %971
  store double %974, ptr %975, align 8, !tbaa !9
  %976 = add nuw nsw i64 %971, 1
  %977 = icmp eq i64 %976, %379
  br i1 %977, label %964, label %970, !llvm.loop !47

978:                                              ; preds = %978, %966
  %979 = phi double [ %968, %966 ], [ %992, %978 ]
  %980 = phi i64 [ 1, %966 ], [ %995, %978 ]
  %981 = phi i64 [ 0, %966 ], [ %996, %978 ]
  %982 = getelementptr inbounds double, ptr %20, i64 %980
  %983 = load double, ptr %982, align 8, !tbaa !9
  %984 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %980
  %985 = load double, ptr %984, align 8, !tbaa !9
  %986 = call double @cos(double noundef %985) #12
  %987 = call double @llvm.fmuladd.f64(double %983, double %979, double %986)
  store double %987, ptr %982, align 8, !tbaa !9
  %988 = add nuw nsw i64 %980, 1
  %989 = getelementptr inbounds double, ptr %20, i64 %988
  %990 = load double, ptr %989, align 8, !tbaa !9
  %991 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %988
  %992 = load double, ptr %991, align 8, !tbaa !9
  %993 = call double @cos(double noundef %992) #12
  %994 = call double @llvm.fmuladd.f64(double %990, double %985, double %993)
  store double %994, ptr %989, align 8, !tbaa !9
  %995 = add nuw nsw i64 %980, 2
  %996 = add i64 %981, 2
  %997 = icmp eq i64 %996, %969
  br i1 %997, label %998, label %978, !llvm.loop !39

998:                                              ; preds = %978
  %999 = icmp eq i64 %967, 0
  br i1 %999, label %1007, label %1000

1000:                                             ; preds = %998
  %1001 = getelementptr inbounds double, ptr %20, i64 %995
  %1002 = load double, ptr %1001, align 8, !tbaa !9
  %1003 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %995
  %1004 = load double, ptr %1003, align 8, !tbaa !9
  %1005 = call double @cos(double noundef %1004) #12
  %1006 = call double @llvm.fmuladd.f64(double %1002, double %992, double %1005)
  store double %1006, ptr %1001, align 8, !tbaa !9
  br label %1007

1007:                                             ; preds = %1000, %998, %964
  %1008 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %618
  %1009 = load double, ptr %1008, align 8, !tbaa !9
  %1010 = fadd double %1009, 1.000000e+00
  %1011 = call double @sqrt(double noundef %1010) #12
  store double %1011, ptr %20, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #12
  %1012 = call i32 @llvm.smax.i32(i32 %333, i32 1)
  %1013 = zext nneg i32 %1012 to i64
  br label %1017

1014:                                             ; preds = %1036
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #12
  %1015 = add nuw nsw i64 %331, 1
  %1016 = icmp eq i64 %1015, 3
  br i1 %1016, label %324, label %330, !llvm.loop !48

1017:                                             ; preds = %1007, %1036
  %1018 = phi i64 [ 0, %1007 ], [ %1037, %1036 ]
  %1019 = getelementptr inbounds [14 x double], ptr %18, i64 0, i64 %1018
  %1020 = load double, ptr %1019, align 8, !tbaa !9
  %1021 = getelementptr inbounds [14 x double], ptr %20, i64 0, i64 %1018
  %1022 = load double, ptr %1021, align 8, !tbaa !9
  %1023 = call double @llvm.fabs.f64(double %1022)
  %1024 = fcmp ogt double %1023, 1.000000e+00
  %1025 = select i1 %1024, double %1023, double 1.000000e+00
  %1026 = fsub double %1020, %1022
  %1027 = call double @llvm.fabs.f64(double %1026)
  %1028 = fmul double %1025, 0x3D719799812DEA11
  %1029 = fcmp ole double %1027, %1028
  %1030 = select i1 %1029, ptr @.str.11, ptr @.str.12
  %1031 = trunc nuw nsw i64 %1018 to i32
  %1032 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %1031, double noundef %1020, double noundef %1022, ptr noundef nonnull %1030)
  br i1 %1029, label %1036, label %1033

1033:                                             ; preds = %1017
  %1034 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1035 = add nsw i32 %1034, 1
  store i32 %1035, ptr @n_fail, align 4, !tbaa !11
  br label %1036

1036:                                             ; preds = %1017, %1033
  %1037 = add nuw nsw i64 %1018, 1
  %1038 = icmp eq i64 %1037, %1013
  br i1 %1038, label %1014, label %1017, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs(double noundef %0) #3 {
  %2 = tail call double @sin(double noundef %0) #12
  %3 = fmul double %0, 3.000000e-01
  %4 = tail call double @exp(double noundef %3) #12
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
  %5 = tail call double @log(double noundef %4) #12
  %6 = tail call double @cos(double noundef %1) #12
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
  %23 = tail call double @sin(double noundef %22) #12
  %24 = tail call double @llvm.fmuladd.f64(double %16, double %23, double %13)
  %25 = load double, ptr %14, align 8, !tbaa !9
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 1.000000e-01, double 1.000000e+00)
  %27 = fmul double %12, %26
  %28 = icmp eq i64 %17, %5
  br i1 %28, label %6, label %10, !llvm.loop !50
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @shifted(double noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca [14 x double], align 16
  %4 = alloca [14 x double], align 16
  %5 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %4, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %5) #12
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
  br i1 %36, label %37, label %21, !llvm.loop !51

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
  br i1 %51, label %39, label %42, !llvm.loop !52

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
  %75 = tail call double @sin(double noundef %74) #12
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
  %96 = tail call double @sin(double noundef %95) #12
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
  %108 = tail call double @sin(double noundef %107) #12
  %109 = tail call double @llvm.fmuladd.f64(double %102, double %108, double %97)
  %110 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-01, double 1.000000e+00)
  %111 = fmul double %99, %110
  %112 = add i64 %87, 2
  %113 = icmp eq i64 %112, %58
  br i1 %113, label %59, label %83, !llvm.loop !50

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
  %122 = tail call double @exp(double noundef %121) #12
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
  br i1 %134, label %135, label %117, !llvm.loop !27

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
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %162, label %163, label %151, !llvm.loop !53

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
  br i1 %181, label %165, label %174, !llvm.loop !54

182:                                              ; preds = %182, %172
  %183 = phi double [ %168, %172 ], [ %196, %182 ]
  %184 = phi i64 [ 1, %172 ], [ %199, %182 ]
  %185 = phi i64 [ 0, %172 ], [ %200, %182 ]
  %186 = getelementptr inbounds double, ptr %4, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %184
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = tail call double @cos(double noundef %189) #12
  %191 = tail call double @llvm.fmuladd.f64(double %187, double %183, double %190)
  store double %191, ptr %186, align 8, !tbaa !9
  %192 = add nuw nsw i64 %184, 1
  %193 = getelementptr inbounds double, ptr %4, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %192
  %196 = load double, ptr %195, align 8, !tbaa !9
  %197 = tail call double @cos(double noundef %196) #12
  %198 = tail call double @llvm.fmuladd.f64(double %194, double %189, double %197)
  store double %198, ptr %193, align 8, !tbaa !9
  %199 = add nuw nsw i64 %184, 2
  %200 = add i64 %185, 2
  %201 = icmp eq i64 %200, %173
  br i1 %201, label %202, label %182, !llvm.loop !39

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
  %211 = tail call double @cos(double noundef %210) #12
  %212 = tail call double @llvm.fmuladd.f64(double %208, double %203, double %211)
  store double %212, ptr %207, align 8, !tbaa !9
  br label %213

213:                                              ; preds = %206, %202, %142, %165
  %214 = add nsw i32 %139, -1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = fadd double %217, 1.000000e+00
  %219 = tail call double @sqrt(double noundef %218) #12
  store double %219, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %263, label %264, label %234, !llvm.loop !28

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
  br i1 %280, label %281, label %269, !llvm.loop !55

281:                                              ; preds = %264, %269, %114, %223, %79, %52
  %282 = phi double [ 0.000000e+00, %52 ], [ %82, %79 ], [ 0.000000e+00, %223 ], [ 0.000000e+00, %114 ], [ %265, %264 ], [ %277, %269 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #12
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
  %13 = tail call double @exp(double noundef %12) #12
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
  br i1 %26, label %7, label %8, !llvm.loop !27
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fin(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %23, label %24, label %12, !llvm.loop !56

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
  br i1 %42, label %26, label %35, !llvm.loop !57

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
  %52 = tail call double @cos(double noundef %51) #12
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %44, double %52)
  store double %53, ptr %48, align 8, !tbaa !9
  br label %54

54:                                               ; preds = %47, %43, %2, %26
  %55 = add nsw i32 %1, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fadd double %58, 1.000000e+00
  %60 = tail call double @sqrt(double noundef %59) #12
  store double %60, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
  ret void

61:                                               ; preds = %61, %33
  %62 = phi double [ %29, %33 ], [ %75, %61 ]
  %63 = phi i64 [ 1, %33 ], [ %78, %61 ]
  %64 = phi i64 [ 0, %33 ], [ %79, %61 ]
  %65 = getelementptr inbounds double, ptr %0, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %63
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @cos(double noundef %68) #12
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %62, double %69)
  store double %70, ptr %65, align 8, !tbaa !9
  %71 = add nuw nsw i64 %63, 1
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = tail call double @cos(double noundef %75) #12
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %68, double %76)
  store double %77, ptr %72, align 8, !tbaa !9
  %78 = add nuw nsw i64 %63, 2
  %79 = add i64 %64, 2
  %80 = icmp eq i64 %79, %34
  br i1 %80, label %43, label %61, !llvm.loop !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !14, !24, !25}
!32 = distinct !{!32, !14, !25, !24}
!33 = distinct !{!33, !30}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14, !24, !25}
!36 = distinct !{!36, !14, !25, !24}
!37 = distinct !{!37, !14, !24, !25}
!38 = distinct !{!38, !14, !25, !24}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !30}
!41 = distinct !{!41, !14, !24, !25}
!42 = distinct !{!42, !14, !25, !24}
!43 = distinct !{!43, !14, !24, !25}
!44 = distinct !{!44, !14, !25, !24}
!45 = distinct !{!45, !30}
!46 = distinct !{!46, !14, !24, !25}
!47 = distinct !{!47, !14, !25, !24}
!48 = distinct !{!48, !14}
!49 = distinct !{!49, !14}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !14, !24, !25}
!52 = distinct !{!52, !14, !25, !24}
!53 = distinct !{!53, !14, !24, !25}
!54 = distinct !{!54, !14, !25, !24}
!55 = distinct !{!55, !30}
!56 = distinct !{!56, !14, !24, !25}
!57 = distinct !{!57, !14, !25, !24}
