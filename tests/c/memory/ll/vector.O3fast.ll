; ModuleID = 'vector.c'
source_filename = "vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T3 = type { double, double, double }
%struct.T5 = type { double, double, double, double, double }

@main.xs = internal unnamed_addr constant [4 x double] [double -1.300000e+00, double -2.000000e-01, double 4.500000e-01, double 1.700000e+00], align 16
@enzyme_width = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"fs.width2.lane0\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fs.width2.lane1\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane0\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane1\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane2\00", align 1
@main.ns = internal unnamed_addr constant [2 x i32] [i32 9, i32 4], align 4
@counter = internal unnamed_addr global double 0.000000e+00, align 8
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [19 x i8] c"fa.primal_ran_once\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"fa.width5(dupv)\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"fa.tangents_untouched\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fin.width2.lane0\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"fin.width2.lane1\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [22 x i8] c"fv.width3(dupnoneedv)\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"vector\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.16 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [9 x double], align 16
  %7 = alloca [9 x double], align 16
  %8 = alloca [9 x double], align 16
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [9 x double], align 16
  %14 = alloca [9 x double], align 16
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca [9 x double], align 16
  %20 = alloca [9 x double], align 16
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca [9 x double], align 16
  %24 = alloca [9 x double], align 16
  %25 = alloca [9 x double], align 16
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca [9 x double], align 16
  %31 = alloca [9 x double], align 16
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca %struct.T3, align 8
  %45 = alloca [9 x double], align 16
  %46 = alloca [5 x [9 x double]], align 16
  %47 = alloca [9 x double], align 16
  %48 = alloca [5 x [9 x double]], align 16
  %49 = alloca [9 x double], align 16
  %50 = alloca [3 x [9 x double]], align 16
  %51 = alloca %struct.T5, align 8
  %52 = alloca [5 x double], align 16
  %53 = alloca [9 x double], align 16
  %54 = alloca [9 x double], align 16
  %55 = alloca [9 x double], align 16
  %56 = getelementptr inbounds i8, ptr %44, i64 8
  %57 = getelementptr inbounds i8, ptr %44, i64 16
  br label %334

58:                                               ; preds = %500
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %45) #14
  call void @llvm.lifetime.start.p0(i64 360, ptr nonnull %46) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #14
  call void @llvm.lifetime.start.p0(i64 360, ptr nonnull %48) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %50) #14
  %59 = load i64, ptr @rng_state, align 8, !tbaa !5
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = insertelement <4 x i64> poison, i64 %61, i64 0
  %69 = insertelement <4 x i64> %68, i64 %63, i64 1
  %70 = insertelement <4 x i64> %69, i64 %65, i64 2
  %71 = insertelement <4 x i64> %70, i64 %67, i64 3
  %72 = lshr <4 x i64> %71, <i64 10, i64 10, i64 10, i64 10>
  %73 = and <4 x i64> %72, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %74 = uitofp nneg <4 x i64> %73 to <4 x double>
  %75 = fmul fast <4 x double> %74, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %76 = fadd fast <4 x double> %75, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %76, ptr %45, align 16, !tbaa !9
  %77 = mul i64 %67, 6364136223846793005
  %78 = getelementptr inbounds i8, ptr %45, i64 32
  %79 = add i64 %77, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = insertelement <4 x i64> poison, i64 %79, i64 0
  %87 = insertelement <4 x i64> %86, i64 %81, i64 1
  %88 = insertelement <4 x i64> %87, i64 %83, i64 2
  %89 = insertelement <4 x i64> %88, i64 %85, i64 3
  %90 = lshr <4 x i64> %89, <i64 10, i64 10, i64 10, i64 10>
  %91 = and <4 x i64> %90, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <4 x i64> %91 to <4 x double>
  %93 = fmul fast <4 x double> %92, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %94 = fadd fast <4 x double> %93, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %94, ptr %78, align 16, !tbaa !9
  %95 = mul i64 %85, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = lshr i64 %96, 10
  %98 = and i64 %97, 18014398509481982
  %99 = uitofp nneg i64 %98 to double
  %100 = fmul fast double %99, 0x3CA0000000000000
  %101 = fadd fast double %100, -1.000000e+00
  %102 = getelementptr inbounds i8, ptr %45, i64 64
  store double %101, ptr %102, align 16, !tbaa !9
  %103 = mul i64 %96, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = insertelement <4 x i64> poison, i64 %104, i64 0
  %112 = insertelement <4 x i64> %111, i64 %106, i64 1
  %113 = insertelement <4 x i64> %112, i64 %108, i64 2
  %114 = insertelement <4 x i64> %113, i64 %110, i64 3
  %115 = lshr <4 x i64> %114, <i64 10, i64 10, i64 10, i64 10>
  %116 = and <4 x i64> %115, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %117 = uitofp nneg <4 x i64> %116 to <4 x double>
  %118 = fmul fast <4 x double> %117, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %119 = fadd fast <4 x double> %118, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %119, ptr %46, align 16, !tbaa !9
  %120 = mul i64 %110, 6364136223846793005
  %121 = getelementptr inbounds i8, ptr %46, i64 32
  %122 = add i64 %120, 1442695040888963407
  %123 = mul i64 %122, 6364136223846793005
  %124 = add i64 %123, 1442695040888963407
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = mul i64 %126, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = insertelement <4 x i64> poison, i64 %122, i64 0
  %130 = insertelement <4 x i64> %129, i64 %124, i64 1
  %131 = insertelement <4 x i64> %130, i64 %126, i64 2
  %132 = insertelement <4 x i64> %131, i64 %128, i64 3
  %133 = lshr <4 x i64> %132, <i64 10, i64 10, i64 10, i64 10>
  %134 = and <4 x i64> %133, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %135 = uitofp nneg <4 x i64> %134 to <4 x double>
  %136 = fmul fast <4 x double> %135, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %137 = fadd fast <4 x double> %136, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %137, ptr %121, align 16, !tbaa !9
  %138 = mul i64 %128, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = lshr i64 %139, 10
  %141 = and i64 %140, 18014398509481982
  %142 = uitofp nneg i64 %141 to double
  %143 = fmul fast double %142, 0x3CA0000000000000
  %144 = fadd fast double %143, -1.000000e+00
  %145 = getelementptr inbounds i8, ptr %46, i64 64
  store double %144, ptr %145, align 16, !tbaa !9
  %146 = getelementptr inbounds i8, ptr %46, i64 72
  %147 = mul i64 %139, 6364136223846793005
  %148 = add i64 %147, 1442695040888963407
  %149 = mul i64 %148, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = mul i64 %150, 6364136223846793005
  %152 = add i64 %151, 1442695040888963407
  %153 = mul i64 %152, 6364136223846793005
  %154 = add i64 %153, 1442695040888963407
  %155 = insertelement <4 x i64> poison, i64 %148, i64 0
  %156 = insertelement <4 x i64> %155, i64 %150, i64 1
  %157 = insertelement <4 x i64> %156, i64 %152, i64 2
  %158 = insertelement <4 x i64> %157, i64 %154, i64 3
  %159 = lshr <4 x i64> %158, <i64 10, i64 10, i64 10, i64 10>
  %160 = and <4 x i64> %159, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %161 = uitofp nneg <4 x i64> %160 to <4 x double>
  %162 = fmul fast <4 x double> %161, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %163 = fadd fast <4 x double> %162, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %163, ptr %146, align 8, !tbaa !9
  %164 = mul i64 %154, 6364136223846793005
  %165 = getelementptr inbounds i8, ptr %46, i64 104
  %166 = add i64 %164, 1442695040888963407
  %167 = mul i64 %166, 6364136223846793005
  %168 = add i64 %167, 1442695040888963407
  %169 = mul i64 %168, 6364136223846793005
  %170 = add i64 %169, 1442695040888963407
  %171 = mul i64 %170, 6364136223846793005
  %172 = add i64 %171, 1442695040888963407
  %173 = insertelement <4 x i64> poison, i64 %166, i64 0
  %174 = insertelement <4 x i64> %173, i64 %168, i64 1
  %175 = insertelement <4 x i64> %174, i64 %170, i64 2
  %176 = insertelement <4 x i64> %175, i64 %172, i64 3
  %177 = lshr <4 x i64> %176, <i64 10, i64 10, i64 10, i64 10>
  %178 = and <4 x i64> %177, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %179 = uitofp nneg <4 x i64> %178 to <4 x double>
  %180 = fmul fast <4 x double> %179, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %181 = fadd fast <4 x double> %180, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %181, ptr %165, align 8, !tbaa !9
  %182 = mul i64 %172, 6364136223846793005
  %183 = add i64 %182, 1442695040888963407
  %184 = lshr i64 %183, 10
  %185 = and i64 %184, 18014398509481982
  %186 = uitofp nneg i64 %185 to double
  %187 = fmul fast double %186, 0x3CA0000000000000
  %188 = fadd fast double %187, -1.000000e+00
  %189 = getelementptr inbounds i8, ptr %46, i64 136
  store double %188, ptr %189, align 8, !tbaa !9
  %190 = getelementptr inbounds i8, ptr %46, i64 144
  %191 = mul i64 %183, 6364136223846793005
  %192 = add i64 %191, 1442695040888963407
  %193 = mul i64 %192, 6364136223846793005
  %194 = add i64 %193, 1442695040888963407
  %195 = mul i64 %194, 6364136223846793005
  %196 = add i64 %195, 1442695040888963407
  %197 = mul i64 %196, 6364136223846793005
  %198 = add i64 %197, 1442695040888963407
  %199 = insertelement <4 x i64> poison, i64 %192, i64 0
  %200 = insertelement <4 x i64> %199, i64 %194, i64 1
  %201 = insertelement <4 x i64> %200, i64 %196, i64 2
  %202 = insertelement <4 x i64> %201, i64 %198, i64 3
  %203 = lshr <4 x i64> %202, <i64 10, i64 10, i64 10, i64 10>
  %204 = and <4 x i64> %203, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %205 = uitofp nneg <4 x i64> %204 to <4 x double>
  %206 = fmul fast <4 x double> %205, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %207 = fadd fast <4 x double> %206, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %207, ptr %190, align 16, !tbaa !9
  %208 = mul i64 %198, 6364136223846793005
  %209 = getelementptr inbounds i8, ptr %46, i64 176
  %210 = add i64 %208, 1442695040888963407
  %211 = mul i64 %210, 6364136223846793005
  %212 = add i64 %211, 1442695040888963407
  %213 = mul i64 %212, 6364136223846793005
  %214 = add i64 %213, 1442695040888963407
  %215 = mul i64 %214, 6364136223846793005
  %216 = add i64 %215, 1442695040888963407
  %217 = insertelement <4 x i64> poison, i64 %210, i64 0
  %218 = insertelement <4 x i64> %217, i64 %212, i64 1
  %219 = insertelement <4 x i64> %218, i64 %214, i64 2
  %220 = insertelement <4 x i64> %219, i64 %216, i64 3
  %221 = lshr <4 x i64> %220, <i64 10, i64 10, i64 10, i64 10>
  %222 = and <4 x i64> %221, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %223 = uitofp nneg <4 x i64> %222 to <4 x double>
  %224 = fmul fast <4 x double> %223, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %225 = fadd fast <4 x double> %224, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %225, ptr %209, align 16, !tbaa !9
  %226 = mul i64 %216, 6364136223846793005
  %227 = add i64 %226, 1442695040888963407
  %228 = lshr i64 %227, 10
  %229 = and i64 %228, 18014398509481982
  %230 = uitofp nneg i64 %229 to double
  %231 = fmul fast double %230, 0x3CA0000000000000
  %232 = fadd fast double %231, -1.000000e+00
  %233 = getelementptr inbounds i8, ptr %46, i64 208
  store double %232, ptr %233, align 16, !tbaa !9
  %234 = getelementptr inbounds i8, ptr %46, i64 216
  %235 = mul i64 %227, 6364136223846793005
  %236 = add i64 %235, 1442695040888963407
  %237 = mul i64 %236, 6364136223846793005
  %238 = add i64 %237, 1442695040888963407
  %239 = mul i64 %238, 6364136223846793005
  %240 = add i64 %239, 1442695040888963407
  %241 = mul i64 %240, 6364136223846793005
  %242 = add i64 %241, 1442695040888963407
  %243 = insertelement <4 x i64> poison, i64 %236, i64 0
  %244 = insertelement <4 x i64> %243, i64 %238, i64 1
  %245 = insertelement <4 x i64> %244, i64 %240, i64 2
  %246 = insertelement <4 x i64> %245, i64 %242, i64 3
  %247 = lshr <4 x i64> %246, <i64 10, i64 10, i64 10, i64 10>
  %248 = and <4 x i64> %247, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %249 = uitofp nneg <4 x i64> %248 to <4 x double>
  %250 = fmul fast <4 x double> %249, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %251 = fadd fast <4 x double> %250, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %251, ptr %234, align 8, !tbaa !9
  %252 = mul i64 %242, 6364136223846793005
  %253 = getelementptr inbounds i8, ptr %46, i64 248
  %254 = add i64 %252, 1442695040888963407
  %255 = mul i64 %254, 6364136223846793005
  %256 = add i64 %255, 1442695040888963407
  %257 = mul i64 %256, 6364136223846793005
  %258 = add i64 %257, 1442695040888963407
  %259 = mul i64 %258, 6364136223846793005
  %260 = add i64 %259, 1442695040888963407
  %261 = insertelement <4 x i64> poison, i64 %254, i64 0
  %262 = insertelement <4 x i64> %261, i64 %256, i64 1
  %263 = insertelement <4 x i64> %262, i64 %258, i64 2
  %264 = insertelement <4 x i64> %263, i64 %260, i64 3
  %265 = lshr <4 x i64> %264, <i64 10, i64 10, i64 10, i64 10>
  %266 = and <4 x i64> %265, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %267 = uitofp nneg <4 x i64> %266 to <4 x double>
  %268 = fmul fast <4 x double> %267, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %269 = fadd fast <4 x double> %268, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %269, ptr %253, align 8, !tbaa !9
  %270 = mul i64 %260, 6364136223846793005
  %271 = add i64 %270, 1442695040888963407
  %272 = lshr i64 %271, 10
  %273 = and i64 %272, 18014398509481982
  %274 = uitofp nneg i64 %273 to double
  %275 = fmul fast double %274, 0x3CA0000000000000
  %276 = fadd fast double %275, -1.000000e+00
  %277 = getelementptr inbounds i8, ptr %46, i64 280
  store double %276, ptr %277, align 8, !tbaa !9
  %278 = getelementptr inbounds i8, ptr %46, i64 288
  %279 = mul i64 %271, 6364136223846793005
  %280 = add i64 %279, 1442695040888963407
  %281 = mul i64 %280, 6364136223846793005
  %282 = add i64 %281, 1442695040888963407
  %283 = mul i64 %282, 6364136223846793005
  %284 = add i64 %283, 1442695040888963407
  %285 = mul i64 %284, 6364136223846793005
  %286 = add i64 %285, 1442695040888963407
  %287 = insertelement <4 x i64> poison, i64 %280, i64 0
  %288 = insertelement <4 x i64> %287, i64 %282, i64 1
  %289 = insertelement <4 x i64> %288, i64 %284, i64 2
  %290 = insertelement <4 x i64> %289, i64 %286, i64 3
  %291 = lshr <4 x i64> %290, <i64 10, i64 10, i64 10, i64 10>
  %292 = and <4 x i64> %291, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %293 = uitofp nneg <4 x i64> %292 to <4 x double>
  %294 = fmul fast <4 x double> %293, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %295 = fadd fast <4 x double> %294, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %295, ptr %278, align 16, !tbaa !9
  %296 = mul i64 %286, 6364136223846793005
  %297 = getelementptr inbounds i8, ptr %46, i64 320
  %298 = add i64 %296, 1442695040888963407
  %299 = mul i64 %298, 6364136223846793005
  %300 = add i64 %299, 1442695040888963407
  %301 = mul i64 %300, 6364136223846793005
  %302 = add i64 %301, 1442695040888963407
  %303 = mul i64 %302, 6364136223846793005
  %304 = add i64 %303, 1442695040888963407
  %305 = insertelement <4 x i64> poison, i64 %298, i64 0
  %306 = insertelement <4 x i64> %305, i64 %300, i64 1
  %307 = insertelement <4 x i64> %306, i64 %302, i64 2
  %308 = insertelement <4 x i64> %307, i64 %304, i64 3
  %309 = lshr <4 x i64> %308, <i64 10, i64 10, i64 10, i64 10>
  %310 = and <4 x i64> %309, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %311 = uitofp nneg <4 x i64> %310 to <4 x double>
  %312 = fmul fast <4 x double> %311, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %313 = fadd fast <4 x double> %312, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %313, ptr %297, align 16, !tbaa !9
  %314 = mul i64 %304, 6364136223846793005
  %315 = add i64 %314, 1442695040888963407
  %316 = lshr i64 %315, 10
  %317 = and i64 %316, 18014398509481982
  %318 = uitofp nneg i64 %317 to double
  %319 = fmul fast double %318, 0x3CA0000000000000
  %320 = fadd fast double %319, -1.000000e+00
  %321 = getelementptr inbounds i8, ptr %46, i64 352
  store double %320, ptr %321, align 16, !tbaa !9
  store i64 %315, ptr @rng_state, align 8, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %52, i64 32
  %323 = getelementptr inbounds i8, ptr %51, i64 32
  %324 = getelementptr inbounds i8, ptr %48, i64 144
  %325 = getelementptr inbounds i8, ptr %46, i64 144
  %326 = getelementptr inbounds i8, ptr %46, i64 216
  %327 = getelementptr inbounds i8, ptr %50, i64 32
  %328 = getelementptr inbounds i8, ptr %50, i64 64
  %329 = getelementptr inbounds i8, ptr %50, i64 96
  %330 = getelementptr inbounds i8, ptr %50, i64 128
  %331 = getelementptr inbounds i8, ptr %50, i64 160
  %332 = getelementptr inbounds i8, ptr %50, i64 192
  %333 = getelementptr inbounds i8, ptr %50, i64 208
  br label %509

334:                                              ; preds = %0, %500
  %335 = phi i64 [ 0, %0 ], [ %501, %500 ]
  %336 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %335
  %337 = load double, ptr %336, align 8, !tbaa !9
  %338 = trunc nuw nsw i64 %335 to i32
  %339 = uitofp nneg i32 %338 to double
  %340 = fmul fast double %339, 4.000000e-01
  %341 = fsub fast double 5.000000e-01, %340
  %342 = fadd fast double %337, 0x3EB0C6F7A0B5ED8D
  %343 = fmul fast double %341, %341
  %344 = fmul fast double %342, %342
  %345 = fadd fast double %344, 1.000000e+00
  %346 = call fast double @llvm.log.f64(double %345)
  %347 = call fast double @llvm.cos.f64(double %341)
  %348 = fcmp fast ogt double %342, 3.000000e-01
  %349 = fneg fast double %342
  %350 = select fast i1 %348, double %342, double %349
  %351 = fadd fast double %337, 0xBEB0C6F7A0B5ED8D
  %352 = fmul fast double %351, %351
  %353 = fadd fast double %352, 1.000000e+00
  %354 = call fast double @llvm.log.f64(double %353)
  %355 = fcmp fast ogt double %351, 3.000000e-01
  %356 = fneg fast double %351
  %357 = select fast i1 %355, double %356, double %351
  %358 = fsub fast double %346, %354
  %359 = fmul fast double %358, %347
  %360 = fmul fast double %343, 2.000000e-06
  %361 = fadd fast double %357, %350
  %362 = fadd fast double %361, %360
  %363 = fadd fast double %362, %359
  %364 = fmul fast double %363, 5.000000e+05
  %365 = fsub fast double 5.000010e-01, %340
  %366 = fmul fast double %365, %365
  %367 = fmul fast double %337, %337
  %368 = fadd fast double %367, 1.000000e+00
  %369 = call fast double @llvm.log.f64(double %368)
  %370 = call fast double @llvm.cos.f64(double %365)
  %371 = fsub fast double 4.999990e-01, %340
  %372 = call fast double @llvm.cos.f64(double %371)
  %373 = fsub fast double %370, %372
  %374 = fmul fast double %373, %369
  %375 = fmul fast double %371, %371
  %376 = fsub fast double %366, %375
  %377 = fmul fast double %376, %337
  %378 = fadd fast double %377, %374
  %379 = fmul fast double %378, 5.000000e+05
  %380 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %381 = call { double, double } (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %380, i32 noundef 2, double noundef nofpclass(nan inf) %337, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %341, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) 1.000000e+00) #14
  %382 = extractvalue { double, double } %381, 0
  %383 = extractvalue { double, double } %381, 1
  %384 = call fast double @llvm.fabs.f64(double %364)
  %385 = call fast double @llvm.maxnum.f64(double %384, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %382, ptr %43, align 8, !tbaa !9
  %386 = load volatile double, ptr %43, align 8, !tbaa !9
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %388, label %401, label %389

389:                                              ; preds = %334
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %364, ptr %42, align 8, !tbaa !9
  %390 = load volatile double, ptr %42, align 8, !tbaa !9
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fcmp ueq double %391, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %392, label %401, label %393

393:                                              ; preds = %389
  %394 = fsub fast double %382, %364
  %395 = call fast double @llvm.fabs.f64(double %394)
  %396 = fmul fast double %385, 0x3EB0C6F7A0B5ED8D
  %397 = fcmp fast ole double %395, %396
  %398 = freeze i1 %397
  br i1 %398, label %399, label %401

399:                                              ; preds = %393
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, i32 noundef %338, double noundef nofpclass(nan inf) %382, double noundef nofpclass(nan inf) %364, ptr noundef nonnull @.str.14)
  br label %405

401:                                              ; preds = %393, %389, %334
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, i32 noundef %338, double noundef nofpclass(nan inf) %382, double noundef nofpclass(nan inf) %364, ptr noundef nonnull @.str.15)
  %403 = load i32, ptr @n_fail, align 4, !tbaa !11
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr @n_fail, align 4, !tbaa !11
  br label %405

405:                                              ; preds = %399, %401
  %406 = call fast double @llvm.fabs.f64(double %379)
  %407 = call fast double @llvm.maxnum.f64(double %406, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %383, ptr %41, align 8, !tbaa !9
  %408 = load volatile double, ptr %41, align 8, !tbaa !9
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %410, label %423, label %411

411:                                              ; preds = %405
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %379, ptr %40, align 8, !tbaa !9
  %412 = load volatile double, ptr %40, align 8, !tbaa !9
  %413 = call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %414, label %423, label %415

415:                                              ; preds = %411
  %416 = fsub fast double %383, %379
  %417 = call fast double @llvm.fabs.f64(double %416)
  %418 = fmul fast double %407, 0x3EB0C6F7A0B5ED8D
  %419 = fcmp fast ole double %417, %418
  %420 = freeze i1 %419
  br i1 %420, label %421, label %423

421:                                              ; preds = %415
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, i32 noundef %338, double noundef nofpclass(nan inf) %383, double noundef nofpclass(nan inf) %379, ptr noundef nonnull @.str.14)
  br label %427

423:                                              ; preds = %415, %411, %405
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, i32 noundef %338, double noundef nofpclass(nan inf) %383, double noundef nofpclass(nan inf) %379, ptr noundef nonnull @.str.15)
  %425 = load i32, ptr @n_fail, align 4, !tbaa !11
  %426 = add nsw i32 %425, 1
  store i32 %426, ptr @n_fail, align 4, !tbaa !11
  br label %427

427:                                              ; preds = %421, %423
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #14
  %428 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %429 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %430 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_fwddiff_t3(ptr dead_on_unwind nonnull writable sret(%struct.T3) align 8 %44, ptr noundef nonnull @fs, i32 noundef %428, i32 noundef 3, i32 noundef %429, double noundef nofpclass(nan inf) %337, double noundef nofpclass(nan inf) 5.000000e-01, double noundef nofpclass(nan inf) -1.000000e+00, double noundef nofpclass(nan inf) 2.000000e+00, i32 noundef %430, double noundef nofpclass(nan inf) %341) #14
  %431 = load double, ptr %44, align 8, !tbaa !13
  %432 = fmul fast double %363, 2.500000e+05
  %433 = call fast double @llvm.fabs.f64(double %432)
  %434 = call fast double @llvm.maxnum.f64(double %433, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %431, ptr %39, align 8, !tbaa !9
  %435 = load volatile double, ptr %39, align 8, !tbaa !9
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fcmp ueq double %436, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %437, label %450, label %438

438:                                              ; preds = %427
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %432, ptr %38, align 8, !tbaa !9
  %439 = load volatile double, ptr %38, align 8, !tbaa !9
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fcmp ueq double %440, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %441, label %450, label %442

442:                                              ; preds = %438
  %443 = fsub fast double %431, %432
  %444 = call fast double @llvm.fabs.f64(double %443)
  %445 = fmul fast double %434, 0x3EB0C6F7A0B5ED8D
  %446 = fcmp fast ole double %444, %445
  %447 = freeze i1 %446
  br i1 %447, label %448, label %450

448:                                              ; preds = %442
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, i32 noundef %338, double noundef nofpclass(nan inf) %431, double noundef nofpclass(nan inf) %432, ptr noundef nonnull @.str.14)
  br label %454

450:                                              ; preds = %442, %438, %427
  %451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, i32 noundef %338, double noundef nofpclass(nan inf) %431, double noundef nofpclass(nan inf) %432, ptr noundef nonnull @.str.15)
  %452 = load i32, ptr @n_fail, align 4, !tbaa !11
  %453 = add nsw i32 %452, 1
  store i32 %453, ptr @n_fail, align 4, !tbaa !11
  br label %454

454:                                              ; preds = %448, %450
  %455 = load double, ptr %56, align 8, !tbaa !15
  %456 = fneg fast double %364
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %455, ptr %37, align 8, !tbaa !9
  %457 = load volatile double, ptr %37, align 8, !tbaa !9
  %458 = call double @llvm.fabs.f64(double %457)
  %459 = fcmp ueq double %458, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %459, label %472, label %460

460:                                              ; preds = %454
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %456, ptr %36, align 8, !tbaa !9
  %461 = load volatile double, ptr %36, align 8, !tbaa !9
  %462 = call double @llvm.fabs.f64(double %461)
  %463 = fcmp ueq double %462, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %463, label %472, label %464

464:                                              ; preds = %460
  %465 = fadd fast double %455, %364
  %466 = call fast double @llvm.fabs.f64(double %465)
  %467 = fmul fast double %385, 0x3EB0C6F7A0B5ED8D
  %468 = fcmp fast ole double %466, %467
  %469 = freeze i1 %468
  br i1 %469, label %470, label %472

470:                                              ; preds = %464
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, i32 noundef %338, double noundef nofpclass(nan inf) %455, double noundef nofpclass(nan inf) %456, ptr noundef nonnull @.str.14)
  br label %476

472:                                              ; preds = %464, %460, %454
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, i32 noundef %338, double noundef nofpclass(nan inf) %455, double noundef nofpclass(nan inf) %456, ptr noundef nonnull @.str.15)
  %474 = load i32, ptr @n_fail, align 4, !tbaa !11
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr @n_fail, align 4, !tbaa !11
  br label %476

476:                                              ; preds = %470, %472
  %477 = load double, ptr %57, align 8, !tbaa !16
  %478 = fmul fast double %363, 1.000000e+06
  %479 = call fast double @llvm.fabs.f64(double %478)
  %480 = call fast double @llvm.maxnum.f64(double %479, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %477, ptr %35, align 8, !tbaa !9
  %481 = load volatile double, ptr %35, align 8, !tbaa !9
  %482 = call double @llvm.fabs.f64(double %481)
  %483 = fcmp ueq double %482, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %483, label %496, label %484

484:                                              ; preds = %476
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %478, ptr %34, align 8, !tbaa !9
  %485 = load volatile double, ptr %34, align 8, !tbaa !9
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ueq double %486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %487, label %496, label %488

488:                                              ; preds = %484
  %489 = fsub fast double %477, %478
  %490 = call fast double @llvm.fabs.f64(double %489)
  %491 = fmul fast double %480, 0x3EB0C6F7A0B5ED8D
  %492 = fcmp fast ole double %490, %491
  %493 = freeze i1 %492
  br i1 %493, label %494, label %496

494:                                              ; preds = %488
  %495 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, i32 noundef %338, double noundef nofpclass(nan inf) %477, double noundef nofpclass(nan inf) %478, ptr noundef nonnull @.str.14)
  br label %500

496:                                              ; preds = %488, %484, %476
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, i32 noundef %338, double noundef nofpclass(nan inf) %477, double noundef nofpclass(nan inf) %478, ptr noundef nonnull @.str.15)
  %498 = load i32, ptr @n_fail, align 4, !tbaa !11
  %499 = add nsw i32 %498, 1
  store i32 %499, ptr @n_fail, align 4, !tbaa !11
  br label %500

500:                                              ; preds = %494, %496
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #14
  %501 = add nuw nsw i64 %335, 1
  %502 = icmp eq i64 %501, 4
  br i1 %502, label %58, label %334, !llvm.loop !17

503:                                              ; preds = %1535
  %504 = load i32, ptr @n_fail, align 4, !tbaa !11
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i32 noundef %504)
  %506 = load i32, ptr @n_fail, align 4, !tbaa !11
  %507 = icmp ne i32 %506, 0
  %508 = zext i1 %507 to i32
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #14
  call void @llvm.lifetime.end.p0(i64 360, ptr nonnull %48) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 360, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %45) #14
  ret i32 %508

509:                                              ; preds = %58, %1535
  %510 = phi i1 [ true, %58 ], [ false, %1535 ]
  %511 = phi i1 [ false, %58 ], [ true, %1535 ]
  %512 = phi i64 [ 0, %58 ], [ 1, %1535 ]
  %513 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %512
  %514 = load i32, ptr %513, align 4, !tbaa !11
  store double 0.000000e+00, ptr @counter, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(360) %48, ptr noundef nonnull align 16 dereferenceable(360) %46, i64 360, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %51) #14
  %515 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %516 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %517 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_fwddiff_t5(ptr dead_on_unwind nonnull writable sret(%struct.T5) align 8 %51, ptr noundef nonnull @fa, i32 noundef %515, i32 noundef 5, i32 noundef %516, i64 noundef 72, ptr noundef nonnull %45, ptr noundef nonnull %48, i32 noundef %517, i32 noundef %514) #14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %52) #14
  %518 = load <4 x double>, ptr %51, align 8, !tbaa !9
  store <4 x double> %518, ptr %52, align 16, !tbaa !9
  %519 = load double, ptr %323, align 8, !tbaa !19
  store double %519, ptr %322, align 16, !tbaa !9
  %520 = load double, ptr @counter, align 8, !tbaa !9
  %521 = freeze double %520
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %521, ptr %33, align 8, !tbaa !9
  %522 = load volatile double, ptr %33, align 8, !tbaa !9
  %523 = call double @llvm.fabs.f64(double %522)
  %524 = fcmp ueq double %523, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %524, label %535, label %525

525:                                              ; preds = %509
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double 1.000000e+00, ptr %32, align 8, !tbaa !9
  %526 = load volatile double, ptr %32, align 8, !tbaa !9
  %527 = call double @llvm.fabs.f64(double %526)
  %528 = fcmp one double %527, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  %529 = fadd reassoc nsz arcp contract afn double %521, -1.000000e+00
  %530 = fcmp reassoc nsz arcp contract afn oeq double %529, 0.000000e+00
  %531 = and i1 %530, %528
  br i1 %531, label %532, label %535

532:                                              ; preds = %525
  %533 = trunc nuw nsw i64 %512 to i32
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, i32 noundef %533, double noundef nofpclass(nan inf) %521, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.14)
  br label %540

535:                                              ; preds = %525, %509
  %536 = trunc nuw nsw i64 %512 to i32
  %537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, i32 noundef %536, double noundef nofpclass(nan inf) %521, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.15)
  %538 = load i32, ptr @n_fail, align 4, !tbaa !11
  %539 = add nsw i32 %538, 1
  store i32 %539, ptr @n_fail, align 4, !tbaa !11
  br label %540

540:                                              ; preds = %532, %535
  %541 = mul nuw nsw i64 %512, 10
  %542 = zext i32 %514 to i64
  %543 = sext i32 %514 to i64
  %544 = shl nsw i64 %543, 3
  %545 = add nsw i64 %542, -1
  %546 = and i64 %542, 2147483640
  %547 = icmp eq i64 %546, %542
  %548 = and i64 %542, 3
  %549 = icmp ult i64 %545, 3
  %550 = and i64 %542, 4294967292
  %551 = icmp eq i64 %548, 0
  %552 = and i64 %542, 3
  %553 = icmp ult i64 %545, 3
  %554 = and i64 %542, 4294967292
  %555 = icmp eq i64 %552, 0
  br label %559

556:                                              ; preds = %827
  %557 = call i32 @llvm.smax.i32(i32 %514, i32 1)
  %558 = zext nneg i32 %557 to i64
  br label %866

559:                                              ; preds = %540, %827
  %560 = phi i64 [ 0, %540 ], [ %828, %827 ]
  %561 = getelementptr inbounds [5 x double], ptr %52, i64 0, i64 %560
  %562 = load double, ptr %561, align 8, !tbaa !9
  %563 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %560
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %30) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %31) #14
  br i1 %511, label %587, label %564

564:                                              ; preds = %559, %564
  %565 = phi i64 [ %584, %564 ], [ 0, %559 ]
  %566 = getelementptr inbounds double, ptr %45, i64 %565
  %567 = getelementptr inbounds i8, ptr %566, i64 32
  %568 = load <4 x double>, ptr %566, align 16, !tbaa !9
  %569 = load <4 x double>, ptr %567, align 16, !tbaa !9
  %570 = getelementptr inbounds double, ptr %563, i64 %565
  %571 = getelementptr inbounds i8, ptr %570, i64 32
  %572 = load <4 x double>, ptr %570, align 8, !tbaa !9
  %573 = load <4 x double>, ptr %571, align 8, !tbaa !9
  %574 = fmul fast <4 x double> %572, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %575 = fmul fast <4 x double> %573, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %576 = fadd fast <4 x double> %574, %568
  %577 = fadd fast <4 x double> %575, %569
  %578 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %565
  %579 = getelementptr inbounds i8, ptr %578, i64 32
  store <4 x double> %576, ptr %578, align 16, !tbaa !9
  store <4 x double> %577, ptr %579, align 16, !tbaa !9
  %580 = fsub fast <4 x double> %568, %574
  %581 = fsub fast <4 x double> %569, %575
  %582 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 %565
  %583 = getelementptr inbounds i8, ptr %582, i64 32
  store <4 x double> %580, ptr %582, align 16, !tbaa !9
  store <4 x double> %581, ptr %583, align 16, !tbaa !9
  %584 = add nuw i64 %565, 8
  %585 = icmp eq i64 %584, %546
  br i1 %585, label %586, label %564, !llvm.loop !21

586:                                              ; preds = %564
  br i1 %547, label %602, label %587

587:                                              ; preds = %586, %559
  %588 = phi i64 [ 0, %559 ], [ %546, %586 ]
  br label %589

589:                                              ; preds = %587, %589
  %590 = phi i64 [ %600, %589 ], [ %588, %587 ]
  %591 = getelementptr inbounds double, ptr %45, i64 %590
  %592 = load double, ptr %591, align 8, !tbaa !9
  %593 = getelementptr inbounds double, ptr %563, i64 %590
  %594 = load double, ptr %593, align 8, !tbaa !9
  %595 = fmul fast double %594, 0x3EB0C6F7A0B5ED8D
  %596 = fadd fast double %595, %592
  %597 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %590
  store double %596, ptr %597, align 8, !tbaa !9
  %598 = fsub fast double %592, %595
  %599 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 %590
  store double %598, ptr %599, align 8, !tbaa !9
  %600 = add nuw nsw i64 %590, 1
  %601 = icmp eq i64 %600, %542
  br i1 %601, label %602, label %589, !llvm.loop !24

602:                                              ; preds = %589, %586
  %603 = call noalias ptr @malloc(i64 noundef %544) #15
  %604 = load double, ptr @counter, align 8, !tbaa !9
  br label %605

605:                                              ; preds = %605, %602
  %606 = phi i64 [ 0, %602 ], [ %610, %605 ]
  %607 = phi double [ 1.000000e+00, %602 ], [ %619, %605 ]
  %608 = getelementptr inbounds double, ptr %30, i64 %606
  %609 = load double, ptr %608, align 8, !tbaa !9
  %610 = add nuw nsw i64 %606, 1
  %611 = icmp eq i64 %610, %542
  %612 = select i1 %611, i64 0, i64 %610
  %613 = getelementptr inbounds double, ptr %30, i64 %612
  %614 = load double, ptr %613, align 8, !tbaa !9
  %615 = fmul fast double %614, %609
  %616 = getelementptr inbounds double, ptr %603, i64 %606
  store double %615, ptr %616, align 8, !tbaa !9
  %617 = fmul fast double %615, 5.000000e-02
  %618 = fadd fast double %617, 1.000000e+00
  %619 = fmul fast double %618, %607
  br i1 %611, label %620, label %605, !llvm.loop !25

620:                                              ; preds = %605
  br i1 %549, label %675, label %621

621:                                              ; preds = %620, %669
  %622 = phi i64 [ %672, %669 ], [ 0, %620 ]
  %623 = phi double [ %671, %669 ], [ 0.000000e+00, %620 ]
  %624 = phi i64 [ %673, %669 ], [ 0, %620 ]
  %625 = getelementptr inbounds double, ptr %603, i64 %622
  %626 = load double, ptr %625, align 8, !tbaa !9
  %627 = fcmp fast ogt double %626, 0.000000e+00
  br i1 %627, label %628, label %631

628:                                              ; preds = %621
  %629 = fadd fast double %626, 1.000000e+00
  %630 = call fast double @llvm.sqrt.f64(double %629)
  br label %633

631:                                              ; preds = %621
  %632 = call fast double @llvm.exp.f64(double %626)
  br label %633

633:                                              ; preds = %631, %628
  %634 = phi fast double [ %630, %628 ], [ %632, %631 ]
  %635 = fadd fast double %634, %623
  %636 = or disjoint i64 %622, 1
  %637 = getelementptr inbounds double, ptr %603, i64 %636
  %638 = load double, ptr %637, align 8, !tbaa !9
  %639 = fcmp fast ogt double %638, 0.000000e+00
  br i1 %639, label %642, label %640

640:                                              ; preds = %633
  %641 = call fast double @llvm.exp.f64(double %638)
  br label %645

642:                                              ; preds = %633
  %643 = fadd fast double %638, 1.000000e+00
  %644 = call fast double @llvm.sqrt.f64(double %643)
  br label %645

645:                                              ; preds = %642, %640
  %646 = phi fast double [ %644, %642 ], [ %641, %640 ]
  %647 = fadd fast double %646, %635
  %648 = or disjoint i64 %622, 2
  %649 = getelementptr inbounds double, ptr %603, i64 %648
  %650 = load double, ptr %649, align 8, !tbaa !9
  %651 = fcmp fast ogt double %650, 0.000000e+00
  br i1 %651, label %654, label %652

652:                                              ; preds = %645
  %653 = call fast double @llvm.exp.f64(double %650)
  br label %657

654:                                              ; preds = %645
  %655 = fadd fast double %650, 1.000000e+00
  %656 = call fast double @llvm.sqrt.f64(double %655)
  br label %657

657:                                              ; preds = %654, %652
  %658 = phi fast double [ %656, %654 ], [ %653, %652 ]
  %659 = fadd fast double %658, %647
  %660 = or disjoint i64 %622, 3
  %661 = getelementptr inbounds double, ptr %603, i64 %660
  %662 = load double, ptr %661, align 8, !tbaa !9
  %663 = fcmp fast ogt double %662, 0.000000e+00
  br i1 %663, label %666, label %664

664:                                              ; preds = %657
  %665 = call fast double @llvm.exp.f64(double %662)
  br label %669

666:                                              ; preds = %657
  %667 = fadd fast double %662, 1.000000e+00
  %668 = call fast double @llvm.sqrt.f64(double %667)
  br label %669

669:                                              ; preds = %666, %664
  %670 = phi fast double [ %668, %666 ], [ %665, %664 ]
  %671 = fadd fast double %670, %659
  %672 = add nuw nsw i64 %622, 4
  %673 = add i64 %624, 4
  %674 = icmp eq i64 %673, %550
  br i1 %674, label %675, label %621, !llvm.loop !26

675:                                              ; preds = %669, %620
  %676 = phi double [ poison, %620 ], [ %671, %669 ]
  %677 = phi i64 [ 0, %620 ], [ %672, %669 ]
  %678 = phi double [ 0.000000e+00, %620 ], [ %671, %669 ]
  br i1 %551, label %697, label %679

679:                                              ; preds = %675, %691
  %680 = phi i64 [ %694, %691 ], [ %677, %675 ]
  %681 = phi double [ %693, %691 ], [ %678, %675 ]
  %682 = phi i64 [ %695, %691 ], [ 0, %675 ]
  %683 = getelementptr inbounds double, ptr %603, i64 %680
  %684 = load double, ptr %683, align 8, !tbaa !9
  %685 = fcmp fast ogt double %684, 0.000000e+00
  br i1 %685, label %688, label %686

686:                                              ; preds = %679
  %687 = call fast double @llvm.exp.f64(double %684)
  br label %691

688:                                              ; preds = %679
  %689 = fadd fast double %684, 1.000000e+00
  %690 = call fast double @llvm.sqrt.f64(double %689)
  br label %691

691:                                              ; preds = %688, %686
  %692 = phi fast double [ %690, %688 ], [ %687, %686 ]
  %693 = fadd fast double %692, %681
  %694 = add nuw nsw i64 %680, 1
  %695 = add i64 %682, 1
  %696 = icmp eq i64 %695, %548
  br i1 %696, label %697, label %679, !llvm.loop !27

697:                                              ; preds = %691, %675
  %698 = phi double [ %676, %675 ], [ %693, %691 ]
  %699 = add nuw nsw i64 %560, %541
  call void @free(ptr noundef nonnull %603) #14
  %700 = call fast fastcc nofpclass(nan inf) double @pw(ptr noundef nonnull readonly %30, i32 noundef 4)
  %701 = call noalias ptr @malloc(i64 noundef %544) #15
  %702 = fadd fast double %604, 2.000000e+00
  store double %702, ptr @counter, align 8, !tbaa !9
  br label %703

703:                                              ; preds = %703, %697
  %704 = phi i64 [ 0, %697 ], [ %708, %703 ]
  %705 = phi double [ 1.000000e+00, %697 ], [ %717, %703 ]
  %706 = getelementptr inbounds double, ptr %31, i64 %704
  %707 = load double, ptr %706, align 8, !tbaa !9
  %708 = add nuw nsw i64 %704, 1
  %709 = icmp eq i64 %708, %542
  %710 = select i1 %709, i64 0, i64 %708
  %711 = getelementptr inbounds double, ptr %31, i64 %710
  %712 = load double, ptr %711, align 8, !tbaa !9
  %713 = fmul fast double %712, %707
  %714 = getelementptr inbounds double, ptr %701, i64 %704
  store double %713, ptr %714, align 8, !tbaa !9
  %715 = fmul fast double %713, 5.000000e-02
  %716 = fadd fast double %715, 1.000000e+00
  %717 = fmul fast double %716, %705
  br i1 %709, label %718, label %703, !llvm.loop !29

718:                                              ; preds = %703
  br i1 %553, label %773, label %719

719:                                              ; preds = %718, %767
  %720 = phi i64 [ %770, %767 ], [ 0, %718 ]
  %721 = phi double [ %769, %767 ], [ 0.000000e+00, %718 ]
  %722 = phi i64 [ %771, %767 ], [ 0, %718 ]
  %723 = getelementptr inbounds double, ptr %701, i64 %720
  %724 = load double, ptr %723, align 8, !tbaa !9
  %725 = fcmp fast ogt double %724, 0.000000e+00
  br i1 %725, label %726, label %729

726:                                              ; preds = %719
  %727 = fadd fast double %724, 1.000000e+00
  %728 = call fast double @llvm.sqrt.f64(double %727)
  br label %731

729:                                              ; preds = %719
  %730 = call fast double @llvm.exp.f64(double %724)
  br label %731

731:                                              ; preds = %729, %726
  %732 = phi fast double [ %728, %726 ], [ %730, %729 ]
  %733 = fadd fast double %732, %721
  %734 = or disjoint i64 %720, 1
  %735 = getelementptr inbounds double, ptr %701, i64 %734
  %736 = load double, ptr %735, align 8, !tbaa !9
  %737 = fcmp fast ogt double %736, 0.000000e+00
  br i1 %737, label %740, label %738

738:                                              ; preds = %731
  %739 = call fast double @llvm.exp.f64(double %736)
  br label %743

740:                                              ; preds = %731
  %741 = fadd fast double %736, 1.000000e+00
  %742 = call fast double @llvm.sqrt.f64(double %741)
  br label %743

743:                                              ; preds = %740, %738
  %744 = phi fast double [ %742, %740 ], [ %739, %738 ]
  %745 = fadd fast double %744, %733
  %746 = or disjoint i64 %720, 2
  %747 = getelementptr inbounds double, ptr %701, i64 %746
  %748 = load double, ptr %747, align 8, !tbaa !9
  %749 = fcmp fast ogt double %748, 0.000000e+00
  br i1 %749, label %752, label %750

750:                                              ; preds = %743
  %751 = call fast double @llvm.exp.f64(double %748)
  br label %755

752:                                              ; preds = %743
  %753 = fadd fast double %748, 1.000000e+00
  %754 = call fast double @llvm.sqrt.f64(double %753)
  br label %755

755:                                              ; preds = %752, %750
  %756 = phi fast double [ %754, %752 ], [ %751, %750 ]
  %757 = fadd fast double %756, %745
  %758 = or disjoint i64 %720, 3
  %759 = getelementptr inbounds double, ptr %701, i64 %758
  %760 = load double, ptr %759, align 8, !tbaa !9
  %761 = fcmp fast ogt double %760, 0.000000e+00
  br i1 %761, label %764, label %762

762:                                              ; preds = %755
  %763 = call fast double @llvm.exp.f64(double %760)
  br label %767

764:                                              ; preds = %755
  %765 = fadd fast double %760, 1.000000e+00
  %766 = call fast double @llvm.sqrt.f64(double %765)
  br label %767

767:                                              ; preds = %764, %762
  %768 = phi fast double [ %766, %764 ], [ %763, %762 ]
  %769 = fadd fast double %768, %757
  %770 = add nuw nsw i64 %720, 4
  %771 = add i64 %722, 4
  %772 = icmp eq i64 %771, %554
  br i1 %772, label %773, label %719, !llvm.loop !26

773:                                              ; preds = %767, %718
  %774 = phi double [ poison, %718 ], [ %769, %767 ]
  %775 = phi i64 [ 0, %718 ], [ %770, %767 ]
  %776 = phi double [ 0.000000e+00, %718 ], [ %769, %767 ]
  br i1 %555, label %795, label %777

777:                                              ; preds = %773, %789
  %778 = phi i64 [ %792, %789 ], [ %775, %773 ]
  %779 = phi double [ %791, %789 ], [ %776, %773 ]
  %780 = phi i64 [ %793, %789 ], [ 0, %773 ]
  %781 = getelementptr inbounds double, ptr %701, i64 %778
  %782 = load double, ptr %781, align 8, !tbaa !9
  %783 = fcmp fast ogt double %782, 0.000000e+00
  br i1 %783, label %786, label %784

784:                                              ; preds = %777
  %785 = call fast double @llvm.exp.f64(double %782)
  br label %789

786:                                              ; preds = %777
  %787 = fadd fast double %782, 1.000000e+00
  %788 = call fast double @llvm.sqrt.f64(double %787)
  br label %789

789:                                              ; preds = %786, %784
  %790 = phi fast double [ %788, %786 ], [ %785, %784 ]
  %791 = fadd fast double %790, %779
  %792 = add nuw nsw i64 %778, 1
  %793 = add i64 %780, 1
  %794 = icmp eq i64 %793, %552
  br i1 %794, label %795, label %777, !llvm.loop !30

795:                                              ; preds = %789, %773
  %796 = phi double [ %774, %773 ], [ %791, %789 ]
  %797 = fmul fast double %698, %619
  call void @free(ptr noundef nonnull %701) #14
  %798 = call fast fastcc nofpclass(nan inf) double @pw(ptr noundef nonnull readonly %31, i32 noundef 4)
  %799 = fadd fast double %700, %797
  %800 = fmul fast double %796, %717
  %801 = fadd fast double %800, %798
  %802 = fsub fast double %799, %801
  %803 = fmul fast double %802, 5.000000e+05
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %31) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %30) #14
  %804 = call fast double @llvm.fabs.f64(double %803)
  %805 = call fast double @llvm.maxnum.f64(double %804, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %562, ptr %29, align 8, !tbaa !9
  %806 = load volatile double, ptr %29, align 8, !tbaa !9
  %807 = call double @llvm.fabs.f64(double %806)
  %808 = fcmp ueq double %807, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %808, label %822, label %809

809:                                              ; preds = %795
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %803, ptr %28, align 8, !tbaa !9
  %810 = load volatile double, ptr %28, align 8, !tbaa !9
  %811 = call double @llvm.fabs.f64(double %810)
  %812 = fcmp ueq double %811, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %812, label %822, label %813

813:                                              ; preds = %809
  %814 = fsub fast double %562, %803
  %815 = call fast double @llvm.fabs.f64(double %814)
  %816 = fmul fast double %805, 0x3EB0C6F7A0B5ED8D
  %817 = fcmp fast ole double %815, %816
  %818 = freeze i1 %817
  br i1 %818, label %819, label %822

819:                                              ; preds = %813
  %820 = trunc nuw nsw i64 %699 to i32
  %821 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %820, double noundef nofpclass(nan inf) %562, double noundef nofpclass(nan inf) %803, ptr noundef nonnull @.str.14)
  br label %827

822:                                              ; preds = %813, %809, %795
  %823 = trunc nuw nsw i64 %699 to i32
  %824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %823, double noundef nofpclass(nan inf) %562, double noundef nofpclass(nan inf) %803, ptr noundef nonnull @.str.15)
  %825 = load i32, ptr @n_fail, align 4, !tbaa !11
  %826 = add nsw i32 %825, 1
  store i32 %826, ptr @n_fail, align 4, !tbaa !11
  br label %827

827:                                              ; preds = %819, %822
  %828 = add nuw nsw i64 %560, 1
  %829 = icmp eq i64 %828, 5
  br i1 %829, label %556, label %559, !llvm.loop !31

830:                                              ; preds = %890
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %47, ptr noundef nonnull align 16 dereferenceable(72) %45, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %53, ptr noundef nonnull align 16 dereferenceable(72) %46, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %54, ptr noundef nonnull align 8 dereferenceable(72) %326, i64 72, i1 false)
  %831 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %832 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %833 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @fin, i32 noundef %831, i32 noundef 2, i32 noundef %832, ptr noundef nonnull %47, ptr noundef nonnull %53, ptr noundef nonnull %54, i32 noundef %833, i32 noundef %514) #14
  %834 = add nsw i32 %514, -1
  %835 = sext i32 %834 to i64
  %836 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %835
  %837 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %835
  %838 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %835
  %839 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %835
  %840 = call i32 @llvm.smax.i32(i32 %514, i32 1)
  %841 = zext nneg i32 %840 to i64
  %842 = add nsw i64 %542, -1
  %843 = add nsw i64 %542, -1
  %844 = add nsw i64 %542, -1
  %845 = add nsw i64 %542, -1
  %846 = and i64 %542, 2147483640
  %847 = icmp eq i64 %846, %542
  %848 = icmp ult i64 %845, 4
  %849 = and i64 %845, -4
  %850 = or disjoint i64 %849, 1
  %851 = icmp eq i64 %845, %849
  %852 = icmp ult i64 %844, 4
  %853 = and i64 %844, -4
  %854 = or disjoint i64 %853, 1
  %855 = icmp eq i64 %844, %853
  %856 = and i64 %542, 2147483640
  %857 = icmp eq i64 %856, %542
  %858 = icmp ult i64 %843, 4
  %859 = and i64 %843, -4
  %860 = or disjoint i64 %859, 1
  %861 = icmp eq i64 %843, %859
  %862 = icmp ult i64 %842, 4
  %863 = and i64 %842, -4
  %864 = or disjoint i64 %863, 1
  %865 = icmp eq i64 %842, %863
  br label %951

866:                                              ; preds = %556, %890
  %867 = phi i64 [ 0, %556 ], [ %891, %890 ]
  %868 = getelementptr inbounds [9 x double], ptr %324, i64 0, i64 %867
  %869 = load double, ptr %868, align 8, !tbaa !9
  %870 = getelementptr inbounds [9 x double], ptr %325, i64 0, i64 %867
  %871 = load double, ptr %870, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %869, ptr %27, align 8, !tbaa !9
  %872 = load volatile double, ptr %27, align 8, !tbaa !9
  %873 = call double @llvm.fabs.f64(double %872)
  %874 = fcmp ueq double %873, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %874, label %885, label %875

875:                                              ; preds = %866
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %871, ptr %26, align 8, !tbaa !9
  %876 = load volatile double, ptr %26, align 8, !tbaa !9
  %877 = call double @llvm.fabs.f64(double %876)
  %878 = fcmp ueq double %877, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %878, label %885, label %879

879:                                              ; preds = %875
  %880 = fcmp fast oeq double %869, %871
  %881 = freeze i1 %880
  br i1 %881, label %882, label %885

882:                                              ; preds = %879
  %883 = trunc nuw nsw i64 %867 to i32
  %884 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %883, double noundef nofpclass(nan inf) %869, double noundef nofpclass(nan inf) %871, ptr noundef nonnull @.str.14)
  br label %890

885:                                              ; preds = %879, %875, %866
  %886 = trunc nuw nsw i64 %867 to i32
  %887 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %886, double noundef nofpclass(nan inf) %869, double noundef nofpclass(nan inf) %871, ptr noundef nonnull @.str.15)
  %888 = load i32, ptr @n_fail, align 4, !tbaa !11
  %889 = add nsw i32 %888, 1
  store i32 %889, ptr @n_fail, align 4, !tbaa !11
  br label %890

890:                                              ; preds = %882, %885
  %891 = add nuw nsw i64 %867, 1
  %892 = icmp eq i64 %891, %558
  br i1 %892, label %830, label %866, !llvm.loop !32

893:                                              ; preds = %1282
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, ptr noundef nonnull align 16 dereferenceable(72) %45, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %25) #14
  br label %922

894:                                              ; preds = %922
  %895 = load double, ptr %25, align 16, !tbaa !9
  %896 = add nsw i64 %542, -1
  %897 = icmp ult i64 %896, 4
  br i1 %897, label %898, label %901

898:                                              ; preds = %919, %894
  %899 = phi double [ %895, %894 ], [ %920, %919 ]
  %900 = phi i64 [ 1, %894 ], [ %903, %919 ]
  br label %930

901:                                              ; preds = %894
  %902 = and i64 %896, -4
  %903 = or disjoint i64 %902, 1
  %904 = insertelement <4 x double> poison, double %895, i64 3
  br label %905

905:                                              ; preds = %905, %901
  %906 = phi i64 [ 0, %901 ], [ %917, %905 ]
  %907 = phi <4 x double> [ %904, %901 ], [ %912, %905 ]
  %908 = or disjoint i64 %906, 1
  %909 = getelementptr inbounds double, ptr %55, i64 %908
  %910 = load <4 x double>, ptr %909, align 8, !tbaa !9
  %911 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %908
  %912 = load <4 x double>, ptr %911, align 8, !tbaa !9
  %913 = shufflevector <4 x double> %907, <4 x double> %912, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %914 = fmul fast <4 x double> %910, %913
  %915 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %912)
  %916 = fadd fast <4 x double> %915, %914
  store <4 x double> %916, ptr %909, align 8, !tbaa !9
  %917 = add nuw i64 %906, 4
  %918 = icmp eq i64 %917, %902
  br i1 %918, label %919, label %905, !llvm.loop !33

919:                                              ; preds = %905
  %920 = extractelement <4 x double> %912, i64 3
  %921 = icmp eq i64 %896, %902
  br i1 %921, label %942, label %898

922:                                              ; preds = %922, %893
  %923 = phi i64 [ 0, %893 ], [ %928, %922 ]
  %924 = getelementptr inbounds double, ptr %55, i64 %923
  %925 = load double, ptr %924, align 8, !tbaa !9
  %926 = fmul fast double %925, %925
  %927 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %923
  store double %926, ptr %927, align 8, !tbaa !9
  %928 = add nuw nsw i64 %923, 1
  %929 = icmp eq i64 %928, %542
  br i1 %929, label %894, label %922, !llvm.loop !34

930:                                              ; preds = %898, %930
  %931 = phi double [ %937, %930 ], [ %899, %898 ]
  %932 = phi i64 [ %940, %930 ], [ %900, %898 ]
  %933 = getelementptr inbounds double, ptr %55, i64 %932
  %934 = load double, ptr %933, align 8, !tbaa !9
  %935 = fmul fast double %934, %931
  %936 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %932
  %937 = load double, ptr %936, align 8, !tbaa !9
  %938 = call fast double @llvm.cos.f64(double %937)
  %939 = fadd fast double %938, %935
  store double %939, ptr %933, align 8, !tbaa !9
  %940 = add nuw nsw i64 %932, 1
  %941 = icmp eq i64 %940, %542
  br i1 %941, label %942, label %930, !llvm.loop !35

942:                                              ; preds = %930, %919
  %943 = add nsw i32 %514, -1
  %944 = sext i32 %943 to i64
  %945 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %944
  %946 = load double, ptr %945, align 8, !tbaa !9
  %947 = fadd fast double %946, 1.000000e+00
  %948 = call fast double @llvm.sqrt.f64(double %947)
  store double %948, ptr %55, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %25) #14
  %949 = call i32 @llvm.smax.i32(i32 %514, i32 1)
  %950 = zext nneg i32 %949 to i64
  br label %1285

951:                                              ; preds = %830, %1282
  %952 = phi i64 [ 0, %830 ], [ %1283, %1282 ]
  %953 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %952
  %954 = load double, ptr %953, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %23) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %24) #14
  br i1 %511, label %978, label %955

955:                                              ; preds = %951, %955
  %956 = phi i64 [ %975, %955 ], [ 0, %951 ]
  %957 = getelementptr inbounds double, ptr %45, i64 %956
  %958 = getelementptr inbounds i8, ptr %957, i64 32
  %959 = load <4 x double>, ptr %957, align 16, !tbaa !9
  %960 = load <4 x double>, ptr %958, align 16, !tbaa !9
  %961 = getelementptr inbounds double, ptr %46, i64 %956
  %962 = getelementptr inbounds i8, ptr %961, i64 32
  %963 = load <4 x double>, ptr %961, align 16, !tbaa !9
  %964 = load <4 x double>, ptr %962, align 16, !tbaa !9
  %965 = fmul fast <4 x double> %963, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %966 = fmul fast <4 x double> %964, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %967 = fadd fast <4 x double> %965, %959
  %968 = fadd fast <4 x double> %966, %960
  %969 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %956
  %970 = getelementptr inbounds i8, ptr %969, i64 32
  store <4 x double> %967, ptr %969, align 16, !tbaa !9
  store <4 x double> %968, ptr %970, align 16, !tbaa !9
  %971 = fsub fast <4 x double> %959, %965
  %972 = fsub fast <4 x double> %960, %966
  %973 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %956
  %974 = getelementptr inbounds i8, ptr %973, i64 32
  store <4 x double> %971, ptr %973, align 16, !tbaa !9
  store <4 x double> %972, ptr %974, align 16, !tbaa !9
  %975 = add nuw i64 %956, 8
  %976 = icmp eq i64 %975, %846
  br i1 %976, label %977, label %955, !llvm.loop !36

977:                                              ; preds = %955
  br i1 %847, label %993, label %978

978:                                              ; preds = %977, %951
  %979 = phi i64 [ 0, %951 ], [ %846, %977 ]
  br label %980

980:                                              ; preds = %978, %980
  %981 = phi i64 [ %991, %980 ], [ %979, %978 ]
  %982 = getelementptr inbounds double, ptr %45, i64 %981
  %983 = load double, ptr %982, align 8, !tbaa !9
  %984 = getelementptr inbounds double, ptr %46, i64 %981
  %985 = load double, ptr %984, align 8, !tbaa !9
  %986 = fmul fast double %985, 0x3EB0C6F7A0B5ED8D
  %987 = fadd fast double %986, %983
  %988 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %981
  store double %987, ptr %988, align 8, !tbaa !9
  %989 = fsub fast double %983, %986
  %990 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %981
  store double %989, ptr %990, align 8, !tbaa !9
  %991 = add nuw nsw i64 %981, 1
  %992 = icmp eq i64 %991, %542
  br i1 %992, label %993, label %980, !llvm.loop !37

993:                                              ; preds = %980, %977
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull readonly align 16 %23, i64 %544, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #14
  br label %1017

994:                                              ; preds = %1017
  %995 = load double, ptr %7, align 16, !tbaa !9
  br i1 %848, label %996, label %999

996:                                              ; preds = %1015, %994
  %997 = phi double [ %995, %994 ], [ %1016, %1015 ]
  %998 = phi i64 [ 1, %994 ], [ %850, %1015 ]
  br label %1025

999:                                              ; preds = %994
  %1000 = insertelement <4 x double> poison, double %995, i64 3
  br label %1001

1001:                                             ; preds = %1001, %999
  %1002 = phi i64 [ 0, %999 ], [ %1013, %1001 ]
  %1003 = phi <4 x double> [ %1000, %999 ], [ %1008, %1001 ]
  %1004 = or disjoint i64 %1002, 1
  %1005 = getelementptr inbounds double, ptr %8, i64 %1004
  %1006 = load <4 x double>, ptr %1005, align 8, !tbaa !9
  %1007 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %1004
  %1008 = load <4 x double>, ptr %1007, align 8, !tbaa !9
  %1009 = shufflevector <4 x double> %1003, <4 x double> %1008, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %1010 = fmul fast <4 x double> %1006, %1009
  %1011 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %1008)
  %1012 = fadd fast <4 x double> %1011, %1010
  store <4 x double> %1012, ptr %1005, align 8, !tbaa !9
  %1013 = add nuw i64 %1002, 4
  %1014 = icmp eq i64 %1013, %849
  br i1 %1014, label %1015, label %1001, !llvm.loop !38

1015:                                             ; preds = %1001
  %1016 = extractelement <4 x double> %1008, i64 3
  br i1 %851, label %1037, label %996

1017:                                             ; preds = %1017, %993
  %1018 = phi i64 [ 0, %993 ], [ %1023, %1017 ]
  %1019 = getelementptr inbounds double, ptr %8, i64 %1018
  %1020 = load double, ptr %1019, align 8, !tbaa !9
  %1021 = fmul fast double %1020, %1020
  %1022 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %1018
  store double %1021, ptr %1022, align 8, !tbaa !9
  %1023 = add nuw nsw i64 %1018, 1
  %1024 = icmp eq i64 %1023, %542
  br i1 %1024, label %994, label %1017, !llvm.loop !39

1025:                                             ; preds = %996, %1025
  %1026 = phi double [ %1032, %1025 ], [ %997, %996 ]
  %1027 = phi i64 [ %1035, %1025 ], [ %998, %996 ]
  %1028 = getelementptr inbounds double, ptr %8, i64 %1027
  %1029 = load double, ptr %1028, align 8, !tbaa !9
  %1030 = fmul fast double %1029, %1026
  %1031 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %1027
  %1032 = load double, ptr %1031, align 8, !tbaa !9
  %1033 = call fast double @llvm.cos.f64(double %1032)
  %1034 = fadd fast double %1033, %1030
  store double %1034, ptr %1028, align 8, !tbaa !9
  %1035 = add nuw nsw i64 %1027, 1
  %1036 = icmp eq i64 %1035, %542
  br i1 %1036, label %1037, label %1025, !llvm.loop !40

1037:                                             ; preds = %1025, %1015
  %1038 = load double, ptr %836, align 8, !tbaa !9
  %1039 = fadd fast double %1038, 1.000000e+00
  %1040 = call fast double @llvm.sqrt.f64(double %1039)
  store double %1040, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #14
  %1041 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %952
  %1042 = load double, ptr %1041, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %24, i64 %544, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #14
  br label %1066

1043:                                             ; preds = %1066
  %1044 = load double, ptr %9, align 16, !tbaa !9
  br i1 %852, label %1045, label %1048

1045:                                             ; preds = %1064, %1043
  %1046 = phi double [ %1044, %1043 ], [ %1065, %1064 ]
  %1047 = phi i64 [ 1, %1043 ], [ %854, %1064 ]
  br label %1074

1048:                                             ; preds = %1043
  %1049 = insertelement <4 x double> poison, double %1044, i64 3
  br label %1050

1050:                                             ; preds = %1050, %1048
  %1051 = phi i64 [ 0, %1048 ], [ %1062, %1050 ]
  %1052 = phi <4 x double> [ %1049, %1048 ], [ %1057, %1050 ]
  %1053 = or disjoint i64 %1051, 1
  %1054 = getelementptr inbounds double, ptr %10, i64 %1053
  %1055 = load <4 x double>, ptr %1054, align 8, !tbaa !9
  %1056 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %1053
  %1057 = load <4 x double>, ptr %1056, align 8, !tbaa !9
  %1058 = shufflevector <4 x double> %1052, <4 x double> %1057, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %1059 = fmul fast <4 x double> %1055, %1058
  %1060 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %1057)
  %1061 = fadd fast <4 x double> %1060, %1059
  store <4 x double> %1061, ptr %1054, align 8, !tbaa !9
  %1062 = add nuw i64 %1051, 4
  %1063 = icmp eq i64 %1062, %853
  br i1 %1063, label %1064, label %1050, !llvm.loop !41

1064:                                             ; preds = %1050
  %1065 = extractelement <4 x double> %1057, i64 3
  br i1 %855, label %1086, label %1045

1066:                                             ; preds = %1066, %1037
  %1067 = phi i64 [ 0, %1037 ], [ %1072, %1066 ]
  %1068 = getelementptr inbounds double, ptr %10, i64 %1067
  %1069 = load double, ptr %1068, align 8, !tbaa !9
  %1070 = fmul fast double %1069, %1069
  %1071 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %1067
  store double %1070, ptr %1071, align 8, !tbaa !9
  %1072 = add nuw nsw i64 %1067, 1
  %1073 = icmp eq i64 %1072, %542
  br i1 %1073, label %1043, label %1066, !llvm.loop !42

1074:                                             ; preds = %1045, %1074
  %1075 = phi double [ %1081, %1074 ], [ %1046, %1045 ]
  %1076 = phi i64 [ %1084, %1074 ], [ %1047, %1045 ]
  %1077 = getelementptr inbounds double, ptr %10, i64 %1076
  %1078 = load double, ptr %1077, align 8, !tbaa !9
  %1079 = fmul fast double %1078, %1075
  %1080 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %1076
  %1081 = load double, ptr %1080, align 8, !tbaa !9
  %1082 = call fast double @llvm.cos.f64(double %1081)
  %1083 = fadd fast double %1082, %1079
  store double %1083, ptr %1077, align 8, !tbaa !9
  %1084 = add nuw nsw i64 %1076, 1
  %1085 = icmp eq i64 %1084, %542
  br i1 %1085, label %1086, label %1074, !llvm.loop !43

1086:                                             ; preds = %1074, %1064
  %1087 = load double, ptr %837, align 8, !tbaa !9
  %1088 = fadd fast double %1087, 1.000000e+00
  %1089 = call fast double @llvm.sqrt.f64(double %1088)
  store double %1089, ptr %10, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #14
  %1090 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 %952
  %1091 = load double, ptr %1090, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #14
  %1092 = fsub fast double %1042, %1091
  %1093 = fmul fast double %1092, 5.000000e+05
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %24) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %23) #14
  %1094 = call fast double @llvm.fabs.f64(double %1093)
  %1095 = call fast double @llvm.maxnum.f64(double %1094, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %954, ptr %22, align 8, !tbaa !9
  %1096 = load volatile double, ptr %22, align 8, !tbaa !9
  %1097 = call double @llvm.fabs.f64(double %1096)
  %1098 = fcmp ueq double %1097, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1098, label %1112, label %1099

1099:                                             ; preds = %1086
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %1093, ptr %21, align 8, !tbaa !9
  %1100 = load volatile double, ptr %21, align 8, !tbaa !9
  %1101 = call double @llvm.fabs.f64(double %1100)
  %1102 = fcmp ueq double %1101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %1102, label %1112, label %1103

1103:                                             ; preds = %1099
  %1104 = fsub fast double %954, %1093
  %1105 = call fast double @llvm.fabs.f64(double %1104)
  %1106 = fmul fast double %1095, 0x3EB0C6F7A0B5ED8D
  %1107 = fcmp fast ole double %1105, %1106
  %1108 = freeze i1 %1107
  br i1 %1108, label %1109, label %1112

1109:                                             ; preds = %1103
  %1110 = trunc nuw nsw i64 %952 to i32
  %1111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %1110, double noundef nofpclass(nan inf) %954, double noundef nofpclass(nan inf) %1093, ptr noundef nonnull @.str.14)
  br label %1117

1112:                                             ; preds = %1103, %1099, %1086
  %1113 = trunc nuw nsw i64 %952 to i32
  %1114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %1113, double noundef nofpclass(nan inf) %954, double noundef nofpclass(nan inf) %1093, ptr noundef nonnull @.str.15)
  %1115 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1116 = add nsw i32 %1115, 1
  store i32 %1116, ptr @n_fail, align 4, !tbaa !11
  br label %1117

1117:                                             ; preds = %1109, %1112
  %1118 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %952
  %1119 = load double, ptr %1118, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %19) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #14
  br i1 %511, label %1143, label %1120

1120:                                             ; preds = %1117, %1120
  %1121 = phi i64 [ %1140, %1120 ], [ 0, %1117 ]
  %1122 = getelementptr inbounds double, ptr %45, i64 %1121
  %1123 = getelementptr inbounds i8, ptr %1122, i64 32
  %1124 = load <4 x double>, ptr %1122, align 16, !tbaa !9
  %1125 = load <4 x double>, ptr %1123, align 16, !tbaa !9
  %1126 = getelementptr inbounds double, ptr %326, i64 %1121
  %1127 = getelementptr inbounds i8, ptr %1126, i64 32
  %1128 = load <4 x double>, ptr %1126, align 8, !tbaa !9
  %1129 = load <4 x double>, ptr %1127, align 8, !tbaa !9
  %1130 = fmul fast <4 x double> %1128, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %1131 = fmul fast <4 x double> %1129, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %1132 = fadd fast <4 x double> %1130, %1124
  %1133 = fadd fast <4 x double> %1131, %1125
  %1134 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %1121
  %1135 = getelementptr inbounds i8, ptr %1134, i64 32
  store <4 x double> %1132, ptr %1134, align 16, !tbaa !9
  store <4 x double> %1133, ptr %1135, align 16, !tbaa !9
  %1136 = fsub fast <4 x double> %1124, %1130
  %1137 = fsub fast <4 x double> %1125, %1131
  %1138 = getelementptr inbounds [9 x double], ptr %20, i64 0, i64 %1121
  %1139 = getelementptr inbounds i8, ptr %1138, i64 32
  store <4 x double> %1136, ptr %1138, align 16, !tbaa !9
  store <4 x double> %1137, ptr %1139, align 16, !tbaa !9
  %1140 = add nuw i64 %1121, 8
  %1141 = icmp eq i64 %1140, %856
  br i1 %1141, label %1142, label %1120, !llvm.loop !44

1142:                                             ; preds = %1120
  br i1 %857, label %1158, label %1143

1143:                                             ; preds = %1142, %1117
  %1144 = phi i64 [ 0, %1117 ], [ %856, %1142 ]
  br label %1145

1145:                                             ; preds = %1143, %1145
  %1146 = phi i64 [ %1156, %1145 ], [ %1144, %1143 ]
  %1147 = getelementptr inbounds double, ptr %45, i64 %1146
  %1148 = load double, ptr %1147, align 8, !tbaa !9
  %1149 = getelementptr inbounds double, ptr %326, i64 %1146
  %1150 = load double, ptr %1149, align 8, !tbaa !9
  %1151 = fmul fast double %1150, 0x3EB0C6F7A0B5ED8D
  %1152 = fadd fast double %1151, %1148
  %1153 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %1146
  store double %1152, ptr %1153, align 8, !tbaa !9
  %1154 = fsub fast double %1148, %1151
  %1155 = getelementptr inbounds [9 x double], ptr %20, i64 0, i64 %1146
  store double %1154, ptr %1155, align 8, !tbaa !9
  %1156 = add nuw nsw i64 %1146, 1
  %1157 = icmp eq i64 %1156, %542
  br i1 %1157, label %1158, label %1145, !llvm.loop !45

1158:                                             ; preds = %1145, %1142
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %19, i64 %544, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #14
  br label %1182

1159:                                             ; preds = %1182
  %1160 = load double, ptr %3, align 16, !tbaa !9
  br i1 %858, label %1161, label %1164

1161:                                             ; preds = %1180, %1159
  %1162 = phi double [ %1160, %1159 ], [ %1181, %1180 ]
  %1163 = phi i64 [ 1, %1159 ], [ %860, %1180 ]
  br label %1190

1164:                                             ; preds = %1159
  %1165 = insertelement <4 x double> poison, double %1160, i64 3
  br label %1166

1166:                                             ; preds = %1166, %1164
  %1167 = phi i64 [ 0, %1164 ], [ %1178, %1166 ]
  %1168 = phi <4 x double> [ %1165, %1164 ], [ %1173, %1166 ]
  %1169 = or disjoint i64 %1167, 1
  %1170 = getelementptr inbounds double, ptr %4, i64 %1169
  %1171 = load <4 x double>, ptr %1170, align 8, !tbaa !9
  %1172 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %1169
  %1173 = load <4 x double>, ptr %1172, align 8, !tbaa !9
  %1174 = shufflevector <4 x double> %1168, <4 x double> %1173, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %1175 = fmul fast <4 x double> %1171, %1174
  %1176 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %1173)
  %1177 = fadd fast <4 x double> %1176, %1175
  store <4 x double> %1177, ptr %1170, align 8, !tbaa !9
  %1178 = add nuw i64 %1167, 4
  %1179 = icmp eq i64 %1178, %859
  br i1 %1179, label %1180, label %1166, !llvm.loop !46

1180:                                             ; preds = %1166
  %1181 = extractelement <4 x double> %1173, i64 3
  br i1 %861, label %1202, label %1161

1182:                                             ; preds = %1182, %1158
  %1183 = phi i64 [ 0, %1158 ], [ %1188, %1182 ]
  %1184 = getelementptr inbounds double, ptr %4, i64 %1183
  %1185 = load double, ptr %1184, align 8, !tbaa !9
  %1186 = fmul fast double %1185, %1185
  %1187 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %1183
  store double %1186, ptr %1187, align 8, !tbaa !9
  %1188 = add nuw nsw i64 %1183, 1
  %1189 = icmp eq i64 %1188, %542
  br i1 %1189, label %1159, label %1182, !llvm.loop !47

1190:                                             ; preds = %1161, %1190
  %1191 = phi double [ %1197, %1190 ], [ %1162, %1161 ]
  %1192 = phi i64 [ %1200, %1190 ], [ %1163, %1161 ]
  %1193 = getelementptr inbounds double, ptr %4, i64 %1192
  %1194 = load double, ptr %1193, align 8, !tbaa !9
  %1195 = fmul fast double %1194, %1191
  %1196 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %1192
  %1197 = load double, ptr %1196, align 8, !tbaa !9
  %1198 = call fast double @llvm.cos.f64(double %1197)
  %1199 = fadd fast double %1198, %1195
  store double %1199, ptr %1193, align 8, !tbaa !9
  %1200 = add nuw nsw i64 %1192, 1
  %1201 = icmp eq i64 %1200, %542
  br i1 %1201, label %1202, label %1190, !llvm.loop !48

1202:                                             ; preds = %1190, %1180
  %1203 = load double, ptr %838, align 8, !tbaa !9
  %1204 = fadd fast double %1203, 1.000000e+00
  %1205 = call fast double @llvm.sqrt.f64(double %1204)
  store double %1205, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #14
  %1206 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %952
  %1207 = load double, ptr %1206, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #14
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %20, i64 %544, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #14
  br label %1231

1208:                                             ; preds = %1231
  %1209 = load double, ptr %5, align 16, !tbaa !9
  br i1 %862, label %1210, label %1213

1210:                                             ; preds = %1229, %1208
  %1211 = phi double [ %1209, %1208 ], [ %1230, %1229 ]
  %1212 = phi i64 [ 1, %1208 ], [ %864, %1229 ]
  br label %1239

1213:                                             ; preds = %1208
  %1214 = insertelement <4 x double> poison, double %1209, i64 3
  br label %1215

1215:                                             ; preds = %1215, %1213
  %1216 = phi i64 [ 0, %1213 ], [ %1227, %1215 ]
  %1217 = phi <4 x double> [ %1214, %1213 ], [ %1222, %1215 ]
  %1218 = or disjoint i64 %1216, 1
  %1219 = getelementptr inbounds double, ptr %6, i64 %1218
  %1220 = load <4 x double>, ptr %1219, align 8, !tbaa !9
  %1221 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1218
  %1222 = load <4 x double>, ptr %1221, align 8, !tbaa !9
  %1223 = shufflevector <4 x double> %1217, <4 x double> %1222, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %1224 = fmul fast <4 x double> %1220, %1223
  %1225 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %1222)
  %1226 = fadd fast <4 x double> %1225, %1224
  store <4 x double> %1226, ptr %1219, align 8, !tbaa !9
  %1227 = add nuw i64 %1216, 4
  %1228 = icmp eq i64 %1227, %863
  br i1 %1228, label %1229, label %1215, !llvm.loop !49

1229:                                             ; preds = %1215
  %1230 = extractelement <4 x double> %1222, i64 3
  br i1 %865, label %1251, label %1210

1231:                                             ; preds = %1231, %1202
  %1232 = phi i64 [ 0, %1202 ], [ %1237, %1231 ]
  %1233 = getelementptr inbounds double, ptr %6, i64 %1232
  %1234 = load double, ptr %1233, align 8, !tbaa !9
  %1235 = fmul fast double %1234, %1234
  %1236 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1232
  store double %1235, ptr %1236, align 8, !tbaa !9
  %1237 = add nuw nsw i64 %1232, 1
  %1238 = icmp eq i64 %1237, %542
  br i1 %1238, label %1208, label %1231, !llvm.loop !50

1239:                                             ; preds = %1210, %1239
  %1240 = phi double [ %1246, %1239 ], [ %1211, %1210 ]
  %1241 = phi i64 [ %1249, %1239 ], [ %1212, %1210 ]
  %1242 = getelementptr inbounds double, ptr %6, i64 %1241
  %1243 = load double, ptr %1242, align 8, !tbaa !9
  %1244 = fmul fast double %1243, %1240
  %1245 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1241
  %1246 = load double, ptr %1245, align 8, !tbaa !9
  %1247 = call fast double @llvm.cos.f64(double %1246)
  %1248 = fadd fast double %1247, %1244
  store double %1248, ptr %1242, align 8, !tbaa !9
  %1249 = add nuw nsw i64 %1241, 1
  %1250 = icmp eq i64 %1249, %542
  br i1 %1250, label %1251, label %1239, !llvm.loop !51

1251:                                             ; preds = %1239, %1229
  %1252 = load double, ptr %839, align 8, !tbaa !9
  %1253 = fadd fast double %1252, 1.000000e+00
  %1254 = call fast double @llvm.sqrt.f64(double %1253)
  store double %1254, ptr %6, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #14
  %1255 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %952
  %1256 = load double, ptr %1255, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #14
  %1257 = fsub fast double %1207, %1256
  %1258 = fmul fast double %1257, 5.000000e+05
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %19) #14
  %1259 = call fast double @llvm.fabs.f64(double %1258)
  %1260 = call fast double @llvm.maxnum.f64(double %1259, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1119, ptr %18, align 8, !tbaa !9
  %1261 = load volatile double, ptr %18, align 8, !tbaa !9
  %1262 = call double @llvm.fabs.f64(double %1261)
  %1263 = fcmp ueq double %1262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1263, label %1277, label %1264

1264:                                             ; preds = %1251
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1258, ptr %17, align 8, !tbaa !9
  %1265 = load volatile double, ptr %17, align 8, !tbaa !9
  %1266 = call double @llvm.fabs.f64(double %1265)
  %1267 = fcmp ueq double %1266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1267, label %1277, label %1268

1268:                                             ; preds = %1264
  %1269 = fsub fast double %1119, %1258
  %1270 = call fast double @llvm.fabs.f64(double %1269)
  %1271 = fmul fast double %1260, 0x3EB0C6F7A0B5ED8D
  %1272 = fcmp fast ole double %1270, %1271
  %1273 = freeze i1 %1272
  br i1 %1273, label %1274, label %1277

1274:                                             ; preds = %1268
  %1275 = trunc nuw nsw i64 %952 to i32
  %1276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %1275, double noundef nofpclass(nan inf) %1119, double noundef nofpclass(nan inf) %1258, ptr noundef nonnull @.str.14)
  br label %1282

1277:                                             ; preds = %1268, %1264, %1251
  %1278 = trunc nuw nsw i64 %952 to i32
  %1279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %1278, double noundef nofpclass(nan inf) %1119, double noundef nofpclass(nan inf) %1258, ptr noundef nonnull @.str.15)
  %1280 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1281 = add nsw i32 %1280, 1
  store i32 %1281, ptr @n_fail, align 4, !tbaa !11
  br label %1282

1282:                                             ; preds = %1274, %1277
  %1283 = add nuw nsw i64 %952, 1
  %1284 = icmp eq i64 %1283, %841
  br i1 %1284, label %893, label %951, !llvm.loop !52

1285:                                             ; preds = %942, %1314
  %1286 = phi i64 [ 0, %942 ], [ %1315, %1314 ]
  %1287 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %1286
  %1288 = load double, ptr %1287, align 8, !tbaa !9
  %1289 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %1286
  %1290 = load double, ptr %1289, align 8, !tbaa !9
  %1291 = call fast double @llvm.fabs.f64(double %1290)
  %1292 = call fast double @llvm.maxnum.f64(double %1291, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1288, ptr %16, align 8, !tbaa !9
  %1293 = load volatile double, ptr %16, align 8, !tbaa !9
  %1294 = call double @llvm.fabs.f64(double %1293)
  %1295 = fcmp ueq double %1294, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1295, label %1309, label %1296

1296:                                             ; preds = %1285
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1290, ptr %15, align 8, !tbaa !9
  %1297 = load volatile double, ptr %15, align 8, !tbaa !9
  %1298 = call double @llvm.fabs.f64(double %1297)
  %1299 = fcmp ueq double %1298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1299, label %1309, label %1300

1300:                                             ; preds = %1296
  %1301 = fsub fast double %1288, %1290
  %1302 = call fast double @llvm.fabs.f64(double %1301)
  %1303 = fmul fast double %1292, 0x3D719799812DEA11
  %1304 = fcmp fast ole double %1302, %1303
  %1305 = freeze i1 %1304
  br i1 %1305, label %1306, label %1309

1306:                                             ; preds = %1300
  %1307 = trunc nuw nsw i64 %1286 to i32
  %1308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %1307, double noundef nofpclass(nan inf) %1288, double noundef nofpclass(nan inf) %1290, ptr noundef nonnull @.str.14)
  br label %1314

1309:                                             ; preds = %1300, %1296, %1285
  %1310 = trunc nuw nsw i64 %1286 to i32
  %1311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %1310, double noundef nofpclass(nan inf) %1288, double noundef nofpclass(nan inf) %1290, ptr noundef nonnull @.str.15)
  %1312 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1313 = add nsw i32 %1312, 1
  store i32 %1313, ptr @n_fail, align 4, !tbaa !11
  br label %1314

1314:                                             ; preds = %1306, %1309
  %1315 = add nuw nsw i64 %1286, 1
  %1316 = icmp eq i64 %1315, %950
  br i1 %1316, label %1317, label %1285, !llvm.loop !53

1317:                                             ; preds = %1314
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %50, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %327, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %328, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %329, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %330, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %331, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %332, align 16, !tbaa !9
  store double 1.234500e+03, ptr %333, align 16, !tbaa !9
  %1318 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1319 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %1320 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %1321 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @fv, i32 noundef %1318, i32 noundef 3, i32 noundef %1319, i64 noundef 72, ptr noundef nonnull %45, ptr noundef nonnull %46, i32 noundef %1320, i64 noundef 72, ptr noundef nonnull %49, ptr noundef nonnull %50, i32 noundef %1321, i32 noundef %514) #14
  %1322 = call i32 @llvm.smax.i32(i32 %514, i32 1)
  %1323 = zext nneg i32 %1322 to i64
  %1324 = and i64 %542, 2147483640
  %1325 = icmp eq i64 %1324, %542
  %1326 = and i64 %542, 2147483644
  %1327 = icmp eq i64 %1326, %542
  %1328 = and i64 %542, 2147483644
  %1329 = icmp eq i64 %1328, %542
  br label %1330

1330:                                             ; preds = %1317, %1532
  %1331 = phi i64 [ 0, %1317 ], [ %1533, %1532 ]
  %1332 = mul nuw nsw i64 %1331, 100
  %1333 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %1331
  br label %1334

1334:                                             ; preds = %1330, %1529
  %1335 = phi i64 [ 0, %1330 ], [ %1530, %1529 ]
  %1336 = getelementptr inbounds [3 x [9 x double]], ptr %50, i64 0, i64 %1331, i64 %1335
  %1337 = load double, ptr %1336, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #14
  br i1 %511, label %1361, label %1338

1338:                                             ; preds = %1334, %1338
  %1339 = phi i64 [ %1358, %1338 ], [ 0, %1334 ]
  %1340 = getelementptr inbounds double, ptr %45, i64 %1339
  %1341 = getelementptr inbounds i8, ptr %1340, i64 32
  %1342 = load <4 x double>, ptr %1340, align 16, !tbaa !9
  %1343 = load <4 x double>, ptr %1341, align 16, !tbaa !9
  %1344 = getelementptr inbounds double, ptr %1333, i64 %1339
  %1345 = getelementptr inbounds i8, ptr %1344, i64 32
  %1346 = load <4 x double>, ptr %1344, align 8, !tbaa !9
  %1347 = load <4 x double>, ptr %1345, align 8, !tbaa !9
  %1348 = fmul fast <4 x double> %1346, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %1349 = fmul fast <4 x double> %1347, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %1350 = fadd fast <4 x double> %1348, %1342
  %1351 = fadd fast <4 x double> %1349, %1343
  %1352 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %1339
  %1353 = getelementptr inbounds i8, ptr %1352, i64 32
  store <4 x double> %1350, ptr %1352, align 16, !tbaa !9
  store <4 x double> %1351, ptr %1353, align 16, !tbaa !9
  %1354 = fsub fast <4 x double> %1342, %1348
  %1355 = fsub fast <4 x double> %1343, %1349
  %1356 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %1339
  %1357 = getelementptr inbounds i8, ptr %1356, i64 32
  store <4 x double> %1354, ptr %1356, align 16, !tbaa !9
  store <4 x double> %1355, ptr %1357, align 16, !tbaa !9
  %1358 = add nuw i64 %1339, 8
  %1359 = icmp eq i64 %1358, %1324
  br i1 %1359, label %1360, label %1338, !llvm.loop !54

1360:                                             ; preds = %1338
  br i1 %1325, label %1376, label %1361

1361:                                             ; preds = %1360, %1334
  %1362 = phi i64 [ 0, %1334 ], [ %1324, %1360 ]
  br label %1363

1363:                                             ; preds = %1361, %1363
  %1364 = phi i64 [ %1374, %1363 ], [ %1362, %1361 ]
  %1365 = getelementptr inbounds double, ptr %45, i64 %1364
  %1366 = load double, ptr %1365, align 8, !tbaa !9
  %1367 = getelementptr inbounds double, ptr %1333, i64 %1364
  %1368 = load double, ptr %1367, align 8, !tbaa !9
  %1369 = fmul fast double %1368, 0x3EB0C6F7A0B5ED8D
  %1370 = fadd fast double %1369, %1366
  %1371 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %1364
  store double %1370, ptr %1371, align 8, !tbaa !9
  %1372 = fsub fast double %1366, %1369
  %1373 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %1364
  store double %1372, ptr %1373, align 8, !tbaa !9
  %1374 = add nuw nsw i64 %1364, 1
  %1375 = icmp eq i64 %1374, %542
  br i1 %1375, label %1376, label %1363, !llvm.loop !55

1376:                                             ; preds = %1363, %1360
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #14
  %1377 = call fast fastcc nofpclass(nan inf) double @pw(ptr noundef nonnull readonly %13, i32 noundef 2)
  %1378 = fmul fast double %1377, 3.000000e-01
  %1379 = insertelement <4 x double> poison, double %1378, i64 0
  %1380 = shufflevector <4 x double> %1379, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1381

1381:                                             ; preds = %1381, %1376
  %1382 = phi i64 [ 0, %1376 ], [ %1416, %1381 ]
  %1383 = trunc i64 %1382 to i32
  %1384 = getelementptr inbounds double, ptr %13, i64 %1382
  %1385 = load <4 x double>, ptr %1384, align 16, !tbaa !9
  %1386 = fmul fast <4 x double> %1385, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1387 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1386)
  %1388 = or disjoint i32 %1383, 2
  %1389 = or disjoint i32 %1383, 3
  %1390 = add i32 %1383, 4
  %1391 = add i32 %1383, 5
  %1392 = urem i32 %1388, %514
  %1393 = urem i32 %1389, %514
  %1394 = urem i32 %1390, %514
  %1395 = urem i32 %1391, %514
  %1396 = zext nneg i32 %1392 to i64
  %1397 = zext nneg i32 %1393 to i64
  %1398 = zext nneg i32 %1394 to i64
  %1399 = zext nneg i32 %1395 to i64
  %1400 = getelementptr inbounds double, ptr %13, i64 %1396
  %1401 = getelementptr inbounds double, ptr %13, i64 %1397
  %1402 = getelementptr inbounds double, ptr %13, i64 %1398
  %1403 = getelementptr inbounds double, ptr %13, i64 %1399
  %1404 = load double, ptr %1400, align 8, !tbaa !9
  %1405 = load double, ptr %1401, align 8, !tbaa !9
  %1406 = load double, ptr %1402, align 8, !tbaa !9
  %1407 = load double, ptr %1403, align 8, !tbaa !9
  %1408 = insertelement <4 x double> poison, double %1404, i64 0
  %1409 = insertelement <4 x double> %1408, double %1405, i64 1
  %1410 = insertelement <4 x double> %1409, double %1406, i64 2
  %1411 = insertelement <4 x double> %1410, double %1407, i64 3
  %1412 = fmul fast <4 x double> %1387, %1411
  %1413 = fmul fast <4 x double> %1380, %1385
  %1414 = fsub fast <4 x double> %1412, %1413
  %1415 = getelementptr inbounds double, ptr %1, i64 %1382
  store <4 x double> %1414, ptr %1415, align 16, !tbaa !9
  %1416 = add nuw i64 %1382, 4
  %1417 = icmp eq i64 %1416, %1326
  br i1 %1417, label %1418, label %1381, !llvm.loop !56

1418:                                             ; preds = %1381
  br i1 %1327, label %1437, label %1419

1419:                                             ; preds = %1418, %1419
  %1420 = phi i64 [ %1435, %1419 ], [ %1326, %1418 ]
  %1421 = getelementptr inbounds double, ptr %13, i64 %1420
  %1422 = load double, ptr %1421, align 8, !tbaa !9
  %1423 = fmul fast double %1422, 5.000000e-01
  %1424 = call fast double @llvm.exp.f64(double %1423)
  %1425 = trunc i64 %1420 to i32
  %1426 = add i32 %1425, 2
  %1427 = urem i32 %1426, %514
  %1428 = zext nneg i32 %1427 to i64
  %1429 = getelementptr inbounds double, ptr %13, i64 %1428
  %1430 = load double, ptr %1429, align 8, !tbaa !9
  %1431 = fmul fast double %1424, %1430
  %1432 = fmul fast double %1378, %1422
  %1433 = fsub fast double %1431, %1432
  %1434 = getelementptr inbounds double, ptr %1, i64 %1420
  store double %1433, ptr %1434, align 8, !tbaa !9
  %1435 = add nuw nsw i64 %1420, 1
  %1436 = icmp eq i64 %1435, %542
  br i1 %1436, label %1437, label %1419, !llvm.loop !57

1437:                                             ; preds = %1419, %1418
  %1438 = getelementptr inbounds [9 x double], ptr %1, i64 0, i64 %1335
  %1439 = load double, ptr %1438, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #14
  %1440 = call fast fastcc nofpclass(nan inf) double @pw(ptr noundef nonnull readonly %14, i32 noundef 2)
  %1441 = fmul fast double %1440, 3.000000e-01
  %1442 = insertelement <4 x double> poison, double %1441, i64 0
  %1443 = shufflevector <4 x double> %1442, <4 x double> poison, <4 x i32> zeroinitializer
  br label %1444

1444:                                             ; preds = %1444, %1437
  %1445 = phi i64 [ 0, %1437 ], [ %1479, %1444 ]
  %1446 = trunc i64 %1445 to i32
  %1447 = getelementptr inbounds double, ptr %14, i64 %1445
  %1448 = load <4 x double>, ptr %1447, align 16, !tbaa !9
  %1449 = fmul fast <4 x double> %1448, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1450 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %1449)
  %1451 = or disjoint i32 %1446, 2
  %1452 = or disjoint i32 %1446, 3
  %1453 = add i32 %1446, 4
  %1454 = add i32 %1446, 5
  %1455 = urem i32 %1451, %514
  %1456 = urem i32 %1452, %514
  %1457 = urem i32 %1453, %514
  %1458 = urem i32 %1454, %514
  %1459 = zext nneg i32 %1455 to i64
  %1460 = zext nneg i32 %1456 to i64
  %1461 = zext nneg i32 %1457 to i64
  %1462 = zext nneg i32 %1458 to i64
  %1463 = getelementptr inbounds double, ptr %14, i64 %1459
  %1464 = getelementptr inbounds double, ptr %14, i64 %1460
  %1465 = getelementptr inbounds double, ptr %14, i64 %1461
  %1466 = getelementptr inbounds double, ptr %14, i64 %1462
  %1467 = load double, ptr %1463, align 8, !tbaa !9
  %1468 = load double, ptr %1464, align 8, !tbaa !9
  %1469 = load double, ptr %1465, align 8, !tbaa !9
  %1470 = load double, ptr %1466, align 8, !tbaa !9
  %1471 = insertelement <4 x double> poison, double %1467, i64 0
  %1472 = insertelement <4 x double> %1471, double %1468, i64 1
  %1473 = insertelement <4 x double> %1472, double %1469, i64 2
  %1474 = insertelement <4 x double> %1473, double %1470, i64 3
  %1475 = fmul fast <4 x double> %1450, %1474
  %1476 = fmul fast <4 x double> %1443, %1448
  %1477 = fsub fast <4 x double> %1475, %1476
  %1478 = getelementptr inbounds double, ptr %2, i64 %1445
  store <4 x double> %1477, ptr %1478, align 16, !tbaa !9
  %1479 = add nuw i64 %1445, 4
  %1480 = icmp eq i64 %1479, %1328
  br i1 %1480, label %1481, label %1444, !llvm.loop !58

1481:                                             ; preds = %1444
  br i1 %1329, label %1500, label %1482

1482:                                             ; preds = %1481, %1482
  %1483 = phi i64 [ %1498, %1482 ], [ %1328, %1481 ]
  %1484 = getelementptr inbounds double, ptr %14, i64 %1483
  %1485 = load double, ptr %1484, align 8, !tbaa !9
  %1486 = fmul fast double %1485, 5.000000e-01
  %1487 = call fast double @llvm.exp.f64(double %1486)
  %1488 = trunc i64 %1483 to i32
  %1489 = add i32 %1488, 2
  %1490 = urem i32 %1489, %514
  %1491 = zext nneg i32 %1490 to i64
  %1492 = getelementptr inbounds double, ptr %14, i64 %1491
  %1493 = load double, ptr %1492, align 8, !tbaa !9
  %1494 = fmul fast double %1487, %1493
  %1495 = fmul fast double %1441, %1485
  %1496 = fsub fast double %1494, %1495
  %1497 = getelementptr inbounds double, ptr %2, i64 %1483
  store double %1496, ptr %1497, align 8, !tbaa !9
  %1498 = add nuw nsw i64 %1483, 1
  %1499 = icmp eq i64 %1498, %542
  br i1 %1499, label %1500, label %1482, !llvm.loop !59

1500:                                             ; preds = %1482, %1481
  %1501 = add nuw nsw i64 %1335, %1332
  %1502 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %1335
  %1503 = load double, ptr %1502, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #14
  %1504 = fsub fast double %1439, %1503
  %1505 = fmul fast double %1504, 5.000000e+05
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #14
  %1506 = call fast double @llvm.fabs.f64(double %1505)
  %1507 = call fast double @llvm.maxnum.f64(double %1506, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1337, ptr %12, align 8, !tbaa !9
  %1508 = load volatile double, ptr %12, align 8, !tbaa !9
  %1509 = call double @llvm.fabs.f64(double %1508)
  %1510 = fcmp ueq double %1509, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1510, label %1524, label %1511

1511:                                             ; preds = %1500
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1505, ptr %11, align 8, !tbaa !9
  %1512 = load volatile double, ptr %11, align 8, !tbaa !9
  %1513 = call double @llvm.fabs.f64(double %1512)
  %1514 = fcmp ueq double %1513, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1514, label %1524, label %1515

1515:                                             ; preds = %1511
  %1516 = fsub fast double %1337, %1505
  %1517 = call fast double @llvm.fabs.f64(double %1516)
  %1518 = fmul fast double %1507, 0x3EB0C6F7A0B5ED8D
  %1519 = fcmp fast ole double %1517, %1518
  %1520 = freeze i1 %1519
  br i1 %1520, label %1521, label %1524

1521:                                             ; preds = %1515
  %1522 = trunc nuw i64 %1501 to i32
  %1523 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %1522, double noundef nofpclass(nan inf) %1337, double noundef nofpclass(nan inf) %1505, ptr noundef nonnull @.str.14)
  br label %1529

1524:                                             ; preds = %1515, %1511, %1500
  %1525 = trunc nuw i64 %1501 to i32
  %1526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %1525, double noundef nofpclass(nan inf) %1337, double noundef nofpclass(nan inf) %1505, ptr noundef nonnull @.str.15)
  %1527 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1528 = add nsw i32 %1527, 1
  store i32 %1528, ptr @n_fail, align 4, !tbaa !11
  br label %1529

1529:                                             ; preds = %1524, %1521
  %1530 = add nuw nsw i64 %1335, 1
  %1531 = icmp eq i64 %1530, %1323
  br i1 %1531, label %1532, label %1334, !llvm.loop !60

1532:                                             ; preds = %1529
  %1533 = add nuw nsw i64 %1331, 1
  %1534 = icmp eq i64 %1533, 3
  br i1 %1534, label %1535, label %1330, !llvm.loop !61

1535:                                             ; preds = %1532
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %51) #14
  br i1 %510, label %509, label %503, !llvm.loop !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fs(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast double %1, %1
  %4 = fmul fast double %3, %0
  %5 = fmul fast double %0, %0
  %6 = fadd fast double %5, 1.000000e+00
  %7 = tail call fast double @llvm.log.f64(double %6)
  %8 = tail call fast double @llvm.cos.f64(double %1)
  %9 = fmul fast double %7, %8
  %10 = fcmp fast ogt double %0, 3.000000e-01
  %11 = fneg fast double %0
  %12 = select fast i1 %10, double %0, double %11
  %13 = fadd fast double %4, %12
  %14 = fadd fast double %13, %9
  ret double %14
}

declare { double, double } @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

declare void @__enzyme_fwddiff_t3(ptr dead_on_unwind writable sret(%struct.T3) align 8, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_fwddiff_t5(ptr dead_on_unwind writable sret(%struct.T5) align 8, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @fa(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #15
  %6 = load double, ptr @counter, align 8, !tbaa !9
  %7 = fadd fast double %6, 1.000000e+00
  store double %7, ptr @counter, align 8, !tbaa !9
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %201

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 16
  br i1 %11, label %12, label %15

12:                                               ; preds = %148, %9
  %13 = phi i64 [ 0, %9 ], [ %16, %148 ]
  %14 = phi double [ 1.000000e+00, %9 ], [ %152, %148 ]
  br label %161

15:                                               ; preds = %9
  %16 = and i64 %10, 2147483632
  %17 = insertelement <4 x i32> poison, i32 %1, i64 0
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> zeroinitializer
  %19 = zext nneg <4 x i32> %18 to <4 x i64>
  %20 = zext nneg <4 x i32> %18 to <4 x i64>
  %21 = zext nneg <4 x i32> %18 to <4 x i64>
  br label %22

22:                                               ; preds = %22, %15
  %23 = phi i64 [ 0, %15 ], [ %146, %22 ]
  %24 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %15 ], [ %142, %22 ]
  %25 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %15 ], [ %143, %22 ]
  %26 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %15 ], [ %144, %22 ]
  %27 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %15 ], [ %145, %22 ]
  %28 = getelementptr inbounds double, ptr %0, i64 %23
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = getelementptr inbounds i8, ptr %28, i64 64
  %31 = getelementptr inbounds i8, ptr %28, i64 96
  %32 = load <4 x double>, ptr %28, align 8, !tbaa !9
  %33 = load <4 x double>, ptr %29, align 8, !tbaa !9
  %34 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = or disjoint i64 %23, 1
  %37 = or disjoint i64 %23, 2
  %38 = or disjoint i64 %23, 3
  %39 = insertelement <4 x i64> poison, i64 %23, i64 0
  %40 = shufflevector <4 x i64> %39, <4 x i64> poison, <4 x i32> zeroinitializer
  %41 = or disjoint <4 x i64> %40, <i64 4, i64 5, i64 6, i64 7>
  %42 = or disjoint <4 x i64> %40, <i64 8, i64 9, i64 10, i64 11>
  %43 = or disjoint <4 x i64> %40, <i64 12, i64 13, i64 14, i64 15>
  %44 = add nuw nsw i64 %23, 16
  %45 = icmp eq i64 %36, %10
  %46 = icmp eq i64 %37, %10
  %47 = icmp eq i64 %38, %10
  %48 = icmp eq i64 %44, %10
  %49 = and i64 %36, 4294967281
  %50 = and i64 %37, 4294967282
  %51 = and i64 %38, 4294967283
  %52 = and i64 %44, 4294967280
  %53 = select i1 %45, i64 0, i64 %49
  %54 = select i1 %46, i64 0, i64 %50
  %55 = select i1 %47, i64 0, i64 %51
  %56 = icmp eq <4 x i64> %41, %19
  %57 = and <4 x i64> %41, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %58 = select <4 x i1> %56, <4 x i64> zeroinitializer, <4 x i64> %57
  %59 = icmp eq <4 x i64> %42, %20
  %60 = and <4 x i64> %42, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %61 = select <4 x i1> %59, <4 x i64> zeroinitializer, <4 x i64> %60
  %62 = icmp eq <4 x i64> %43, %21
  %63 = and <4 x i64> %43, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %64 = select <4 x i1> %62, <4 x i64> zeroinitializer, <4 x i64> %63
  %65 = select i1 %48, i64 0, i64 %52
  %66 = getelementptr inbounds double, ptr %0, i64 %53
  %67 = getelementptr inbounds double, ptr %0, i64 %54
  %68 = getelementptr inbounds double, ptr %0, i64 %55
  %69 = extractelement <4 x i64> %58, i64 0
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = extractelement <4 x i64> %58, i64 1
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = extractelement <4 x i64> %58, i64 2
  %74 = getelementptr inbounds double, ptr %0, i64 %73
  %75 = extractelement <4 x i64> %58, i64 3
  %76 = getelementptr inbounds double, ptr %0, i64 %75
  %77 = extractelement <4 x i64> %61, i64 0
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = extractelement <4 x i64> %61, i64 1
  %80 = getelementptr inbounds double, ptr %0, i64 %79
  %81 = extractelement <4 x i64> %61, i64 2
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = extractelement <4 x i64> %61, i64 3
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = extractelement <4 x i64> %64, i64 0
  %86 = getelementptr inbounds double, ptr %0, i64 %85
  %87 = extractelement <4 x i64> %64, i64 1
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = extractelement <4 x i64> %64, i64 2
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = extractelement <4 x i64> %64, i64 3
  %92 = getelementptr inbounds double, ptr %0, i64 %91
  %93 = getelementptr inbounds double, ptr %0, i64 %65
  %94 = load double, ptr %66, align 8, !tbaa !9
  %95 = load double, ptr %67, align 8, !tbaa !9
  %96 = load double, ptr %68, align 8, !tbaa !9
  %97 = load double, ptr %70, align 8, !tbaa !9
  %98 = insertelement <4 x double> poison, double %94, i64 0
  %99 = insertelement <4 x double> %98, double %95, i64 1
  %100 = insertelement <4 x double> %99, double %96, i64 2
  %101 = insertelement <4 x double> %100, double %97, i64 3
  %102 = load double, ptr %72, align 8, !tbaa !9
  %103 = load double, ptr %74, align 8, !tbaa !9
  %104 = load double, ptr %76, align 8, !tbaa !9
  %105 = load double, ptr %78, align 8, !tbaa !9
  %106 = insertelement <4 x double> poison, double %102, i64 0
  %107 = insertelement <4 x double> %106, double %103, i64 1
  %108 = insertelement <4 x double> %107, double %104, i64 2
  %109 = insertelement <4 x double> %108, double %105, i64 3
  %110 = load double, ptr %80, align 8, !tbaa !9
  %111 = load double, ptr %82, align 8, !tbaa !9
  %112 = load double, ptr %84, align 8, !tbaa !9
  %113 = load double, ptr %86, align 8, !tbaa !9
  %114 = insertelement <4 x double> poison, double %110, i64 0
  %115 = insertelement <4 x double> %114, double %111, i64 1
  %116 = insertelement <4 x double> %115, double %112, i64 2
  %117 = insertelement <4 x double> %116, double %113, i64 3
  %118 = load double, ptr %88, align 8, !tbaa !9
  %119 = load double, ptr %90, align 8, !tbaa !9
  %120 = load double, ptr %92, align 8, !tbaa !9
  %121 = load double, ptr %93, align 8, !tbaa !9
  %122 = insertelement <4 x double> poison, double %118, i64 0
  %123 = insertelement <4 x double> %122, double %119, i64 1
  %124 = insertelement <4 x double> %123, double %120, i64 2
  %125 = insertelement <4 x double> %124, double %121, i64 3
  %126 = fmul fast <4 x double> %101, %32
  %127 = fmul fast <4 x double> %109, %33
  %128 = fmul fast <4 x double> %117, %34
  %129 = fmul fast <4 x double> %125, %35
  %130 = getelementptr inbounds double, ptr %5, i64 %23
  %131 = getelementptr inbounds i8, ptr %130, i64 32
  %132 = getelementptr inbounds i8, ptr %130, i64 64
  %133 = getelementptr inbounds i8, ptr %130, i64 96
  store <4 x double> %126, ptr %130, align 8, !tbaa !9
  store <4 x double> %127, ptr %131, align 8, !tbaa !9
  store <4 x double> %128, ptr %132, align 8, !tbaa !9
  store <4 x double> %129, ptr %133, align 8, !tbaa !9
  %134 = fmul fast <4 x double> %126, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %135 = fmul fast <4 x double> %127, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %136 = fmul fast <4 x double> %128, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %137 = fmul fast <4 x double> %129, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %138 = fadd fast <4 x double> %134, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %139 = fadd fast <4 x double> %135, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %140 = fadd fast <4 x double> %136, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %141 = fadd fast <4 x double> %137, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %142 = fmul fast <4 x double> %138, %24
  %143 = fmul fast <4 x double> %139, %25
  %144 = fmul fast <4 x double> %140, %26
  %145 = fmul fast <4 x double> %141, %27
  %146 = add nuw i64 %23, 16
  %147 = icmp eq i64 %146, %16
  br i1 %147, label %148, label %22, !llvm.loop !63

148:                                              ; preds = %22
  %149 = fmul fast <4 x double> %143, %142
  %150 = fmul fast <4 x double> %144, %149
  %151 = fmul fast <4 x double> %145, %150
  %152 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %151)
  %153 = icmp eq i64 %16, %10
  br i1 %153, label %154, label %12

154:                                              ; preds = %161, %148
  %155 = phi double [ %152, %148 ], [ %176, %161 ]
  br i1 %8, label %156, label %201

156:                                              ; preds = %154
  %157 = and i64 %10, 3
  %158 = icmp ult i32 %1, 4
  br i1 %158, label %178, label %159

159:                                              ; preds = %156
  %160 = and i64 %10, 2147483644
  br label %207

161:                                              ; preds = %12, %161
  %162 = phi i64 [ %166, %161 ], [ %13, %12 ]
  %163 = phi double [ %176, %161 ], [ %14, %12 ]
  %164 = getelementptr inbounds double, ptr %0, i64 %162
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = add nuw nsw i64 %162, 1
  %167 = icmp eq i64 %166, %10
  %168 = and i64 %166, 4294967295
  %169 = select i1 %167, i64 0, i64 %168
  %170 = getelementptr inbounds double, ptr %0, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = fmul fast double %171, %165
  %173 = getelementptr inbounds double, ptr %5, i64 %162
  store double %172, ptr %173, align 8, !tbaa !9
  %174 = fmul fast double %172, 5.000000e-02
  %175 = fadd fast double %174, 1.000000e+00
  %176 = fmul fast double %175, %163
  %177 = icmp eq i64 %166, %10
  br i1 %177, label %154, label %161, !llvm.loop !64

178:                                              ; preds = %255, %156
  %179 = phi double [ poison, %156 ], [ %257, %255 ]
  %180 = phi i64 [ 0, %156 ], [ %258, %255 ]
  %181 = phi double [ 0.000000e+00, %156 ], [ %257, %255 ]
  %182 = icmp eq i64 %157, 0
  br i1 %182, label %201, label %183

183:                                              ; preds = %178, %195
  %184 = phi i64 [ %198, %195 ], [ %180, %178 ]
  %185 = phi double [ %197, %195 ], [ %181, %178 ]
  %186 = phi i64 [ %199, %195 ], [ 0, %178 ]
  %187 = getelementptr inbounds double, ptr %5, i64 %184
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = fcmp fast ogt double %188, 0.000000e+00
  br i1 %189, label %192, label %190

190:                                              ; preds = %183
  %191 = tail call fast double @llvm.exp.f64(double %188)
  br label %195

192:                                              ; preds = %183
  %193 = fadd fast double %188, 1.000000e+00
  %194 = tail call fast double @llvm.sqrt.f64(double %193)
  br label %195

195:                                              ; preds = %192, %190
  %196 = phi fast double [ %194, %192 ], [ %191, %190 ]
  %197 = fadd fast double %196, %185
  %198 = add nuw nsw i64 %184, 1
  %199 = add i64 %186, 1
  %200 = icmp eq i64 %199, %157
  br i1 %200, label %201, label %183, !llvm.loop !65

201:                                              ; preds = %178, %195, %2, %154
  %202 = phi double [ %155, %154 ], [ 1.000000e+00, %2 ], [ %155, %195 ], [ %155, %178 ]
  %203 = phi double [ 0.000000e+00, %154 ], [ 0.000000e+00, %2 ], [ %179, %178 ], [ %197, %195 ]
  tail call void @free(ptr noundef %5) #14
  %204 = fmul fast double %202, %203
  %205 = tail call fast fastcc nofpclass(nan inf) double @pw(ptr noundef %0, i32 noundef 4)
  %206 = fadd fast double %204, %205
  ret double %206

207:                                              ; preds = %255, %159
  %208 = phi i64 [ 0, %159 ], [ %258, %255 ]
  %209 = phi double [ 0.000000e+00, %159 ], [ %257, %255 ]
  %210 = phi i64 [ 0, %159 ], [ %259, %255 ]
  %211 = getelementptr inbounds double, ptr %5, i64 %208
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = fcmp fast ogt double %212, 0.000000e+00
  br i1 %213, label %214, label %217

214:                                              ; preds = %207
  %215 = fadd fast double %212, 1.000000e+00
  %216 = tail call fast double @llvm.sqrt.f64(double %215)
  br label %219

217:                                              ; preds = %207
  %218 = tail call fast double @llvm.exp.f64(double %212)
  br label %219

219:                                              ; preds = %217, %214
  %220 = phi fast double [ %216, %214 ], [ %218, %217 ]
  %221 = fadd fast double %220, %209
  %222 = or disjoint i64 %208, 1
  %223 = getelementptr inbounds double, ptr %5, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = fcmp fast ogt double %224, 0.000000e+00
  br i1 %225, label %228, label %226

226:                                              ; preds = %219
  %227 = tail call fast double @llvm.exp.f64(double %224)
  br label %231

228:                                              ; preds = %219
  %229 = fadd fast double %224, 1.000000e+00
  %230 = tail call fast double @llvm.sqrt.f64(double %229)
  br label %231

231:                                              ; preds = %228, %226
  %232 = phi fast double [ %230, %228 ], [ %227, %226 ]
  %233 = fadd fast double %232, %221
  %234 = or disjoint i64 %208, 2
  %235 = getelementptr inbounds double, ptr %5, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fcmp fast ogt double %236, 0.000000e+00
  br i1 %237, label %240, label %238

238:                                              ; preds = %231
  %239 = tail call fast double @llvm.exp.f64(double %236)
  br label %243

240:                                              ; preds = %231
  %241 = fadd fast double %236, 1.000000e+00
  %242 = tail call fast double @llvm.sqrt.f64(double %241)
  br label %243

243:                                              ; preds = %240, %238
  %244 = phi fast double [ %242, %240 ], [ %239, %238 ]
  %245 = fadd fast double %244, %233
  %246 = or disjoint i64 %208, 3
  %247 = getelementptr inbounds double, ptr %5, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fcmp fast ogt double %248, 0.000000e+00
  br i1 %249, label %252, label %250

250:                                              ; preds = %243
  %251 = tail call fast double @llvm.exp.f64(double %248)
  br label %255

252:                                              ; preds = %243
  %253 = fadd fast double %248, 1.000000e+00
  %254 = tail call fast double @llvm.sqrt.f64(double %253)
  br label %255

255:                                              ; preds = %252, %250
  %256 = phi fast double [ %254, %252 ], [ %251, %250 ]
  %257 = fadd fast double %256, %245
  %258 = add nuw nsw i64 %208, 4
  %259 = add i64 %210, 4
  %260 = icmp eq i64 %259, %160
  br i1 %260, label %178, label %207, !llvm.loop !26
}

declare void @__enzyme_fwddiff_void(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @fin(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #14
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %73

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = icmp ult i32 %1, 16
  br i1 %7, label %8, label %10

8:                                                ; preds = %32, %5
  %9 = phi i64 [ 0, %5 ], [ %11, %32 ]
  br label %65

10:                                               ; preds = %5
  %11 = and i64 %6, 2147483632
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %30, %12 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 32
  %16 = getelementptr inbounds i8, ptr %14, i64 64
  %17 = getelementptr inbounds i8, ptr %14, i64 96
  %18 = load <4 x double>, ptr %14, align 8, !tbaa !9
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !9
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !9
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !9
  %22 = fmul fast <4 x double> %18, %18
  %23 = fmul fast <4 x double> %19, %19
  %24 = fmul fast <4 x double> %20, %20
  %25 = fmul fast <4 x double> %21, %21
  %26 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %13
  %27 = getelementptr inbounds i8, ptr %26, i64 32
  %28 = getelementptr inbounds i8, ptr %26, i64 64
  %29 = getelementptr inbounds i8, ptr %26, i64 96
  store <4 x double> %22, ptr %26, align 16, !tbaa !9
  store <4 x double> %23, ptr %27, align 16, !tbaa !9
  store <4 x double> %24, ptr %28, align 16, !tbaa !9
  store <4 x double> %25, ptr %29, align 16, !tbaa !9
  %30 = add nuw i64 %13, 16
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %12, !llvm.loop !66

32:                                               ; preds = %12
  %33 = icmp eq i64 %11, %6
  br i1 %33, label %34, label %8

34:                                               ; preds = %65, %32
  %35 = icmp eq i32 %1, 1
  br i1 %35, label %73, label %36

36:                                               ; preds = %34
  %37 = zext nneg i32 %1 to i64
  %38 = load double, ptr %3, align 16, !tbaa !9
  %39 = add nsw i64 %6, -1
  %40 = icmp ult i32 %1, 5
  br i1 %40, label %41, label %44

41:                                               ; preds = %62, %36
  %42 = phi double [ %38, %36 ], [ %63, %62 ]
  %43 = phi i64 [ 1, %36 ], [ %46, %62 ]
  br label %80

44:                                               ; preds = %36
  %45 = and i64 %39, -4
  %46 = or disjoint i64 %45, 1
  %47 = insertelement <4 x double> poison, double %38, i64 3
  br label %48

48:                                               ; preds = %48, %44
  %49 = phi i64 [ 0, %44 ], [ %60, %48 ]
  %50 = phi <4 x double> [ %47, %44 ], [ %55, %48 ]
  %51 = or disjoint i64 %49, 1
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load <4 x double>, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %51
  %55 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %56 = shufflevector <4 x double> %50, <4 x double> %55, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %57 = fmul fast <4 x double> %56, %53
  %58 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %55)
  %59 = fadd fast <4 x double> %58, %57
  store <4 x double> %59, ptr %52, align 8, !tbaa !9
  %60 = add nuw i64 %49, 4
  %61 = icmp eq i64 %60, %45
  br i1 %61, label %62, label %48, !llvm.loop !67

62:                                               ; preds = %48
  %63 = extractelement <4 x double> %55, i64 3
  %64 = icmp eq i64 %39, %45
  br i1 %64, label %73, label %41

65:                                               ; preds = %8, %65
  %66 = phi i64 [ %71, %65 ], [ %9, %8 ]
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fmul fast double %68, %68
  %70 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %66
  store double %69, ptr %70, align 8, !tbaa !9
  %71 = add nuw nsw i64 %66, 1
  %72 = icmp eq i64 %71, %6
  br i1 %72, label %34, label %65, !llvm.loop !68

73:                                               ; preds = %80, %62, %2, %34
  %74 = add nsw i32 %1, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fadd fast double %77, 1.000000e+00
  %79 = tail call fast double @llvm.sqrt.f64(double %78)
  store double %79, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #14
  ret void

80:                                               ; preds = %41, %80
  %81 = phi double [ %87, %80 ], [ %42, %41 ]
  %82 = phi i64 [ %90, %80 ], [ %43, %41 ]
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul fast double %81, %84
  %86 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %82
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = tail call fast double @llvm.cos.f64(double %87)
  %89 = fadd fast double %88, %85
  store double %89, ptr %83, align 8, !tbaa !9
  %90 = add nuw nsw i64 %82, 1
  %91 = icmp eq i64 %90, %37
  br i1 %91, label %73, label %80, !llvm.loop !69
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %26, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul fast double %11, 5.000000e-01
  %13 = tail call fast double @llvm.exp.f64(double %12)
  %14 = trunc i64 %9 to i32
  %15 = add i32 %14, 2
  %16 = urem i32 %15, %2
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul fast double %13, %19
  %21 = fmul fast double %11, 3.000000e-01
  %22 = tail call fast fastcc nofpclass(nan inf) double @pw(ptr noundef %0, i32 noundef 2)
  %23 = fmul fast double %21, %22
  %24 = fsub fast double %20, %23
  %25 = getelementptr inbounds double, ptr %1, i64 %9
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %9, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %7, label %8, !llvm.loop !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @pw(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #12 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %20, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = urem i32 %1, 3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = add nsw i32 %1, -1
  %12 = tail call fast fastcc nofpclass(nan inf) double @pw(ptr noundef %0, i32 noundef %11)
  %13 = fmul fast double %10, 9.000000e-01
  %14 = fmul fast double %13, %12
  %15 = and i32 %1, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call fast double @llvm.sin.f64(double %18)
  %20 = fadd fast double %19, %14
  br label %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = !{!14, !10, i64 0}
!14 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!15 = !{!14, !10, i64 8}
!16 = !{!14, !10, i64 16}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !10, i64 32}
!20 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!21 = distinct !{!21, !18, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !18, !23, !22}
!25 = distinct !{!25, !18, !23, !22}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !18, !23, !22}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !18}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !18, !22, !23}
!34 = distinct !{!34, !18, !23, !22}
!35 = distinct !{!35, !18, !23, !22}
!36 = distinct !{!36, !18, !22, !23}
!37 = distinct !{!37, !18, !23, !22}
!38 = distinct !{!38, !18, !22, !23}
!39 = distinct !{!39, !18, !23, !22}
!40 = distinct !{!40, !18, !23, !22}
!41 = distinct !{!41, !18, !22, !23}
!42 = distinct !{!42, !18, !23, !22}
!43 = distinct !{!43, !18, !23, !22}
!44 = distinct !{!44, !18, !22, !23}
!45 = distinct !{!45, !18, !23, !22}
!46 = distinct !{!46, !18, !22, !23}
!47 = distinct !{!47, !18, !23, !22}
!48 = distinct !{!48, !18, !23, !22}
!49 = distinct !{!49, !18, !22, !23}
!50 = distinct !{!50, !18, !23, !22}
!51 = distinct !{!51, !18, !23, !22}
!52 = distinct !{!52, !18}
!53 = distinct !{!53, !18}
!54 = distinct !{!54, !18, !22, !23}
!55 = distinct !{!55, !18, !23, !22}
!56 = distinct !{!56, !18, !22, !23}
!57 = distinct !{!57, !18, !23, !22}
!58 = distinct !{!58, !18, !22, !23}
!59 = distinct !{!59, !18, !23, !22}
!60 = distinct !{!60, !18}
!61 = distinct !{!61, !18}
!62 = distinct !{!62, !18}
!63 = distinct !{!63, !18, !22, !23}
!64 = distinct !{!64, !18, !23, !22}
!65 = distinct !{!65, !28}
!66 = distinct !{!66, !18, !22, !23}
!67 = distinct !{!67, !18, !22, !23}
!68 = distinct !{!68, !18, !23, !22}
!69 = distinct !{!69, !18, !23, !22}
!70 = distinct !{!70, !18}
