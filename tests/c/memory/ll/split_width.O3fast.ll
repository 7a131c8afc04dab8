; ModuleID = 'split_width.c'
source_filename = "split_width.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A2 = type { [2 x double], [2 x double] }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 7, i32 5], align 4
@calls = internal unnamed_addr global i32 0, align 4
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"fv.primal_once_each\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fv.primal_value\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"fv.split3(dup)\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"fv.split3(dup).second\00", align 1
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@.str.4 = private unnamed_addr constant [16 x i8] c"fv.split2(dupv)\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"fv.lane2_untouched\00", align 1
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@.str.6 = private unnamed_addr constant [15 x i8] c"fc.primal_once\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"fc.split3(calls)\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"fin.augmentsize_fits\00", align 1
@enzyme_allocated = external local_unnamed_addr global i32, align 4
@enzyme_tape = external local_unnamed_addr global i32, align 4
@.str.9 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@enzyme_nofree = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [14 x i8] c"fin.split3.dx\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"fin.split3.dw\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.13 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"fs.split2.d(a,b)\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"fs.split2.dx\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"split_width\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca [4 x double], align 16
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
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
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
  %44 = alloca double, align 8
  %45 = alloca [7 x double], align 16
  %46 = alloca [7 x double], align 16
  %47 = alloca [3 x [4 x double]], align 16
  %48 = alloca [3 x [7 x double]], align 16
  %49 = alloca [3 x [7 x double]], align 16
  %50 = alloca [4 x double], align 16
  %51 = alloca [4 x double], align 16
  %52 = alloca [3 x [4 x double]], align 16
  %53 = alloca [3 x [4 x double]], align 16
  %54 = alloca [4 x double], align 16
  %55 = alloca [7 x double], align 16
  %56 = alloca [7 x double], align 16
  %57 = alloca [3 x [7 x double]], align 16
  %58 = alloca [3 x [7 x double]], align 16
  %59 = alloca [3 x [7 x double]], align 16
  %60 = alloca [16384 x i8], align 16
  %61 = alloca [7 x double], align 16
  %62 = alloca [2 x double], align 16
  %63 = alloca [2 x [1 x double]], align 16
  %64 = alloca [2 x [7 x double]], align 16
  %65 = alloca %struct.A2, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %45) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %46) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %48) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %52) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %53) #14
  %66 = load i64, ptr @rng_state, align 8, !tbaa !5
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = insertelement <4 x i64> poison, i64 %68, i64 0
  %76 = insertelement <4 x i64> %75, i64 %70, i64 1
  %77 = insertelement <4 x i64> %76, i64 %72, i64 2
  %78 = insertelement <4 x i64> %77, i64 %74, i64 3
  %79 = lshr <4 x i64> %78, <i64 11, i64 11, i64 11, i64 11>
  %80 = uitofp nneg <4 x i64> %79 to <4 x double>
  %81 = fmul fast <4 x double> %80, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %82 = fadd fast <4 x double> %81, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %82, ptr %45, align 16, !tbaa !9
  %83 = mul i64 %74, 6364136223846793005
  %84 = getelementptr inbounds i8, ptr %45, i64 32
  %85 = add i64 %83, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <2 x i64> poison, i64 %85, i64 0
  %89 = insertelement <2 x i64> %88, i64 %87, i64 1
  %90 = lshr <2 x i64> %89, <i64 11, i64 11>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = fmul fast <2 x double> %91, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %93 = fadd fast <2 x double> %92, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %93, ptr %84, align 16, !tbaa !9
  %94 = mul i64 %87, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = lshr i64 %95, 11
  %97 = uitofp nneg i64 %96 to double
  %98 = fmul fast double %97, 0x3CB0000000000000
  %99 = fadd fast double %98, -1.000000e+00
  %100 = getelementptr inbounds i8, ptr %45, i64 48
  store double %99, ptr %100, align 16, !tbaa !9
  %101 = mul i64 %95, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = mul i64 %102, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = mul i64 %106, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = insertelement <4 x i64> poison, i64 %102, i64 0
  %110 = insertelement <4 x i64> %109, i64 %104, i64 1
  %111 = insertelement <4 x i64> %110, i64 %106, i64 2
  %112 = insertelement <4 x i64> %111, i64 %108, i64 3
  %113 = lshr <4 x i64> %112, <i64 11, i64 11, i64 11, i64 11>
  %114 = uitofp nneg <4 x i64> %113 to <4 x double>
  %115 = fmul fast <4 x double> %114, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %116 = fadd fast <4 x double> %115, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %116, ptr %46, align 16, !tbaa !9
  %117 = mul i64 %108, 6364136223846793005
  %118 = getelementptr inbounds i8, ptr %46, i64 32
  %119 = add i64 %117, 1442695040888963407
  %120 = mul i64 %119, 6364136223846793005
  %121 = add i64 %120, 1442695040888963407
  %122 = insertelement <2 x i64> poison, i64 %119, i64 0
  %123 = insertelement <2 x i64> %122, i64 %121, i64 1
  %124 = lshr <2 x i64> %123, <i64 11, i64 11>
  %125 = uitofp nneg <2 x i64> %124 to <2 x double>
  %126 = fmul fast <2 x double> %125, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %127 = fadd fast <2 x double> %126, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %127, ptr %118, align 16, !tbaa !9
  %128 = mul i64 %121, 6364136223846793005
  %129 = add i64 %128, 1442695040888963407
  %130 = lshr i64 %129, 11
  %131 = uitofp nneg i64 %130 to double
  %132 = fmul fast double %131, 0x3CB0000000000000
  %133 = fadd fast double %132, -1.000000e+00
  %134 = getelementptr inbounds i8, ptr %46, i64 48
  store double %133, ptr %134, align 16, !tbaa !9
  %135 = mul i64 %129, 6364136223846793005
  %136 = getelementptr inbounds i8, ptr %47, i64 8
  %137 = getelementptr inbounds i8, ptr %47, i64 16
  %138 = getelementptr inbounds i8, ptr %47, i64 24
  %139 = add i64 %135, 1442695040888963407
  %140 = mul i64 %139, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = mul i64 %143, 6364136223846793005
  %145 = add i64 %144, 1442695040888963407
  %146 = insertelement <4 x i64> poison, i64 %139, i64 0
  %147 = insertelement <4 x i64> %146, i64 %141, i64 1
  %148 = insertelement <4 x i64> %147, i64 %143, i64 2
  %149 = insertelement <4 x i64> %148, i64 %145, i64 3
  %150 = lshr <4 x i64> %149, <i64 11, i64 11, i64 11, i64 11>
  %151 = uitofp nneg <4 x i64> %150 to <4 x double>
  %152 = fmul fast <4 x double> %151, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %153 = fadd fast <4 x double> %152, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %153, ptr %47, align 16, !tbaa !9
  %154 = getelementptr inbounds i8, ptr %47, i64 32
  %155 = mul i64 %145, 6364136223846793005
  %156 = getelementptr inbounds i8, ptr %47, i64 40
  %157 = getelementptr inbounds i8, ptr %47, i64 48
  %158 = getelementptr inbounds i8, ptr %47, i64 56
  %159 = add i64 %155, 1442695040888963407
  %160 = mul i64 %159, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  %162 = mul i64 %161, 6364136223846793005
  %163 = add i64 %162, 1442695040888963407
  %164 = mul i64 %163, 6364136223846793005
  %165 = add i64 %164, 1442695040888963407
  %166 = insertelement <4 x i64> poison, i64 %159, i64 0
  %167 = insertelement <4 x i64> %166, i64 %161, i64 1
  %168 = insertelement <4 x i64> %167, i64 %163, i64 2
  %169 = insertelement <4 x i64> %168, i64 %165, i64 3
  %170 = lshr <4 x i64> %169, <i64 11, i64 11, i64 11, i64 11>
  %171 = uitofp nneg <4 x i64> %170 to <4 x double>
  %172 = fmul fast <4 x double> %171, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %173 = fadd fast <4 x double> %172, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %173, ptr %154, align 16, !tbaa !9
  %174 = getelementptr inbounds i8, ptr %47, i64 64
  %175 = mul i64 %165, 6364136223846793005
  %176 = getelementptr inbounds i8, ptr %47, i64 72
  %177 = getelementptr inbounds i8, ptr %47, i64 80
  %178 = getelementptr inbounds i8, ptr %47, i64 88
  %179 = add i64 %175, 1442695040888963407
  %180 = mul i64 %179, 6364136223846793005
  %181 = add i64 %180, 1442695040888963407
  %182 = mul i64 %181, 6364136223846793005
  %183 = add i64 %182, 1442695040888963407
  %184 = mul i64 %183, 6364136223846793005
  %185 = add i64 %184, 1442695040888963407
  %186 = insertelement <4 x i64> poison, i64 %179, i64 0
  %187 = insertelement <4 x i64> %186, i64 %181, i64 1
  %188 = insertelement <4 x i64> %187, i64 %183, i64 2
  %189 = insertelement <4 x i64> %188, i64 %185, i64 3
  %190 = lshr <4 x i64> %189, <i64 11, i64 11, i64 11, i64 11>
  %191 = uitofp nneg <4 x i64> %190 to <4 x double>
  %192 = fmul fast <4 x double> %191, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %193 = fadd fast <4 x double> %192, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %193, ptr %174, align 16, !tbaa !9
  store i64 %185, ptr @rng_state, align 8, !tbaa !5
  %194 = getelementptr inbounds i8, ptr %48, i64 56
  %195 = getelementptr inbounds i8, ptr %48, i64 112
  %196 = getelementptr inbounds i8, ptr %52, i64 32
  %197 = getelementptr inbounds i8, ptr %52, i64 64
  %198 = getelementptr inbounds i8, ptr %49, i64 56
  %199 = getelementptr inbounds i8, ptr %49, i64 112
  %200 = getelementptr inbounds i8, ptr %53, i64 32
  %201 = getelementptr inbounds i8, ptr %53, i64 64
  %202 = getelementptr inbounds i8, ptr %11, i64 8
  %203 = getelementptr inbounds i8, ptr %11, i64 16
  %204 = getelementptr inbounds i8, ptr %11, i64 24
  %205 = getelementptr inbounds i8, ptr %12, i64 8
  %206 = getelementptr inbounds i8, ptr %12, i64 16
  %207 = getelementptr inbounds i8, ptr %12, i64 24
  %208 = getelementptr inbounds i8, ptr %9, i64 8
  %209 = getelementptr inbounds i8, ptr %9, i64 16
  %210 = getelementptr inbounds i8, ptr %9, i64 24
  %211 = getelementptr inbounds i8, ptr %10, i64 8
  %212 = getelementptr inbounds i8, ptr %10, i64 16
  %213 = getelementptr inbounds i8, ptr %10, i64 24
  %214 = getelementptr inbounds i8, ptr %7, i64 8
  %215 = getelementptr inbounds i8, ptr %7, i64 16
  %216 = getelementptr inbounds i8, ptr %7, i64 24
  %217 = getelementptr inbounds i8, ptr %8, i64 8
  %218 = getelementptr inbounds i8, ptr %8, i64 16
  %219 = getelementptr inbounds i8, ptr %8, i64 24
  %220 = getelementptr inbounds i8, ptr %5, i64 8
  %221 = getelementptr inbounds i8, ptr %5, i64 16
  %222 = getelementptr inbounds i8, ptr %5, i64 24
  %223 = getelementptr inbounds i8, ptr %6, i64 8
  %224 = getelementptr inbounds i8, ptr %6, i64 16
  %225 = getelementptr inbounds i8, ptr %6, i64 24
  %226 = getelementptr inbounds i8, ptr %57, i64 56
  %227 = getelementptr inbounds i8, ptr %57, i64 112
  %228 = getelementptr inbounds i8, ptr %58, i64 56
  %229 = getelementptr inbounds i8, ptr %58, i64 112
  %230 = getelementptr i8, ptr %56, i64 -8
  %231 = getelementptr inbounds i8, ptr %64, i64 56
  %232 = getelementptr inbounds i8, ptr %63, i64 8
  %233 = getelementptr inbounds i8, ptr %65, i64 16
  %234 = getelementptr inbounds i8, ptr %50, i64 8
  %235 = getelementptr inbounds i8, ptr %54, i64 8
  %236 = getelementptr inbounds i8, ptr %50, i64 16
  %237 = getelementptr inbounds i8, ptr %54, i64 16
  %238 = getelementptr inbounds i8, ptr %50, i64 24
  %239 = getelementptr inbounds i8, ptr %54, i64 24
  %240 = getelementptr inbounds i8, ptr %56, i64 32
  %241 = getelementptr inbounds i8, ptr %56, i64 48
  %242 = getelementptr inbounds i8, ptr %59, i64 32
  %243 = getelementptr inbounds i8, ptr %59, i64 64
  %244 = getelementptr inbounds i8, ptr %59, i64 96
  %245 = getelementptr inbounds i8, ptr %59, i64 128
  %246 = getelementptr inbounds i8, ptr %59, i64 160
  %247 = getelementptr inbounds i8, ptr %65, i64 8
  %248 = getelementptr inbounds i8, ptr %64, i64 56
  %249 = getelementptr inbounds i8, ptr %61, i64 8
  %250 = getelementptr inbounds i8, ptr %61, i64 8
  %251 = getelementptr inbounds i8, ptr %61, i64 8
  %252 = getelementptr inbounds i8, ptr %3, i64 8
  %253 = getelementptr inbounds i8, ptr %3, i64 8
  %254 = getelementptr inbounds i8, ptr %3, i64 8
  %255 = getelementptr inbounds i8, ptr %4, i64 8
  %256 = getelementptr inbounds i8, ptr %4, i64 8
  %257 = getelementptr inbounds i8, ptr %4, i64 8
  %258 = getelementptr inbounds i8, ptr %1, i64 8
  %259 = getelementptr inbounds i8, ptr %1, i64 8
  %260 = getelementptr inbounds i8, ptr %1, i64 8
  %261 = getelementptr inbounds i8, ptr %2, i64 8
  %262 = getelementptr inbounds i8, ptr %2, i64 8
  %263 = getelementptr inbounds i8, ptr %2, i64 8
  br label %270

264:                                              ; preds = %2486
  %265 = load i32, ptr @n_fail, align 4, !tbaa !11
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %265)
  %267 = load i32, ptr @n_fail, align 4, !tbaa !11
  %268 = icmp ne i32 %267, 0
  %269 = zext i1 %268 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %53) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %49) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %48) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %45) #14
  ret i32 %269

270:                                              ; preds = %0, %2486
  %271 = phi i1 [ true, %0 ], [ false, %2486 ]
  %272 = phi i64 [ 0, %0 ], [ 1, %2486 ]
  %273 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %49, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %275 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %276 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %277 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %278 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %275, i32 noundef 3, i32 noundef %276, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %194, ptr noundef nonnull %195, i32 noundef %276, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %196, ptr noundef nonnull %197, i32 noundef %277, i32 noundef %274) #14
  %279 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %280 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %281 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %282 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %279, i32 noundef 3, i32 noundef %280, ptr noundef nonnull %46, ptr noundef nonnull %49, ptr noundef nonnull %198, ptr noundef nonnull %199, i32 noundef %280, ptr noundef nonnull %51, ptr noundef nonnull %53, ptr noundef nonnull %200, ptr noundef nonnull %201, i32 noundef %281, i32 noundef %274) #14
  %283 = load i32, ptr @calls, align 4, !tbaa !11
  %284 = freeze i32 %283
  %285 = sitofp i32 %284 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile double %285, ptr %44, align 8, !tbaa !9
  %286 = load volatile double, ptr %44, align 8, !tbaa !9
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  br i1 %288, label %299, label %289

289:                                              ; preds = %270
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double 2.000000e+00, ptr %43, align 8, !tbaa !9
  %290 = load volatile double, ptr %43, align 8, !tbaa !9
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fcmp one double %291, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  %293 = fadd reassoc nsz arcp contract afn double %285, -2.000000e+00
  %294 = fcmp reassoc nsz arcp contract afn oeq double %293, 0.000000e+00
  %295 = and i1 %294, %292
  br i1 %295, label %296, label %299

296:                                              ; preds = %289
  %297 = trunc nuw nsw i64 %272 to i32
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %297, double noundef nofpclass(nan inf) %285, double noundef nofpclass(nan inf) 2.000000e+00, ptr noundef nonnull @.str.18)
  br label %304

299:                                              ; preds = %289, %270
  %300 = trunc nuw nsw i64 %272 to i32
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %300, double noundef nofpclass(nan inf) %285, double noundef nofpclass(nan inf) 2.000000e+00, ptr noundef nonnull @.str.19)
  %302 = load i32, ptr @n_fail, align 4, !tbaa !11
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr @n_fail, align 4, !tbaa !11
  br label %304

304:                                              ; preds = %296, %299
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #14
  call void @fv(ptr noundef nonnull %45, ptr noundef nonnull %54, i32 noundef %274)
  %305 = load double, ptr %50, align 16, !tbaa !9
  %306 = load double, ptr %54, align 16, !tbaa !9
  %307 = call fast double @llvm.fabs.f64(double %306)
  %308 = call fast double @llvm.maxnum.f64(double %307, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %305, ptr %42, align 8, !tbaa !9
  %309 = load volatile double, ptr %42, align 8, !tbaa !9
  %310 = call double @llvm.fabs.f64(double %309)
  %311 = fcmp ueq double %310, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %311, label %324, label %312

312:                                              ; preds = %304
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %306, ptr %41, align 8, !tbaa !9
  %313 = load volatile double, ptr %41, align 8, !tbaa !9
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp ueq double %314, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %315, label %324, label %316

316:                                              ; preds = %312
  %317 = fsub fast double %305, %306
  %318 = call fast double @llvm.fabs.f64(double %317)
  %319 = fmul fast double %308, 0x3D719799812DEA11
  %320 = fcmp fast ole double %318, %319
  %321 = freeze i1 %320
  br i1 %321, label %322, label %324

322:                                              ; preds = %316
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %305, double noundef nofpclass(nan inf) %306, ptr noundef nonnull @.str.18)
  br label %328

324:                                              ; preds = %316, %312, %304
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %305, double noundef nofpclass(nan inf) %306, ptr noundef nonnull @.str.19)
  %326 = load i32, ptr @n_fail, align 4, !tbaa !11
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @n_fail, align 4, !tbaa !11
  br label %328

328:                                              ; preds = %322, %324
  %329 = load double, ptr %234, align 8, !tbaa !9
  %330 = load double, ptr %235, align 8, !tbaa !9
  %331 = call fast double @llvm.fabs.f64(double %330)
  %332 = call fast double @llvm.maxnum.f64(double %331, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %329, ptr %42, align 8, !tbaa !9
  %333 = load volatile double, ptr %42, align 8, !tbaa !9
  %334 = call double @llvm.fabs.f64(double %333)
  %335 = fcmp ueq double %334, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %335, label %348, label %336

336:                                              ; preds = %328
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %330, ptr %41, align 8, !tbaa !9
  %337 = load volatile double, ptr %41, align 8, !tbaa !9
  %338 = call double @llvm.fabs.f64(double %337)
  %339 = fcmp ueq double %338, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %339, label %348, label %340

340:                                              ; preds = %336
  %341 = fsub fast double %329, %330
  %342 = call fast double @llvm.fabs.f64(double %341)
  %343 = fmul fast double %332, 0x3D719799812DEA11
  %344 = fcmp fast ole double %342, %343
  %345 = freeze i1 %344
  br i1 %345, label %346, label %348

346:                                              ; preds = %340
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %329, double noundef nofpclass(nan inf) %330, ptr noundef nonnull @.str.18)
  br label %352

348:                                              ; preds = %340, %336, %328
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %329, double noundef nofpclass(nan inf) %330, ptr noundef nonnull @.str.19)
  %350 = load i32, ptr @n_fail, align 4, !tbaa !11
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr @n_fail, align 4, !tbaa !11
  br label %352

352:                                              ; preds = %348, %346
  %353 = load double, ptr %236, align 16, !tbaa !9
  %354 = load double, ptr %237, align 16, !tbaa !9
  %355 = call fast double @llvm.fabs.f64(double %354)
  %356 = call fast double @llvm.maxnum.f64(double %355, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %353, ptr %42, align 8, !tbaa !9
  %357 = load volatile double, ptr %42, align 8, !tbaa !9
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %359, label %372, label %360

360:                                              ; preds = %352
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %354, ptr %41, align 8, !tbaa !9
  %361 = load volatile double, ptr %41, align 8, !tbaa !9
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %363, label %372, label %364

364:                                              ; preds = %360
  %365 = fsub fast double %353, %354
  %366 = call fast double @llvm.fabs.f64(double %365)
  %367 = fmul fast double %356, 0x3D719799812DEA11
  %368 = fcmp fast ole double %366, %367
  %369 = freeze i1 %368
  br i1 %369, label %370, label %372

370:                                              ; preds = %364
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %353, double noundef nofpclass(nan inf) %354, ptr noundef nonnull @.str.18)
  br label %376

372:                                              ; preds = %364, %360, %352
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %353, double noundef nofpclass(nan inf) %354, ptr noundef nonnull @.str.19)
  %374 = load i32, ptr @n_fail, align 4, !tbaa !11
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr @n_fail, align 4, !tbaa !11
  br label %376

376:                                              ; preds = %372, %370
  %377 = load double, ptr %238, align 8, !tbaa !9
  %378 = load double, ptr %239, align 8, !tbaa !9
  %379 = call fast double @llvm.fabs.f64(double %378)
  %380 = call fast double @llvm.maxnum.f64(double %379, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %377, ptr %42, align 8, !tbaa !9
  %381 = load volatile double, ptr %42, align 8, !tbaa !9
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fcmp ueq double %382, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %383, label %396, label %384

384:                                              ; preds = %376
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %378, ptr %41, align 8, !tbaa !9
  %385 = load volatile double, ptr %41, align 8, !tbaa !9
  %386 = call double @llvm.fabs.f64(double %385)
  %387 = fcmp ueq double %386, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %387, label %396, label %388

388:                                              ; preds = %384
  %389 = fsub fast double %377, %378
  %390 = call fast double @llvm.fabs.f64(double %389)
  %391 = fmul fast double %380, 0x3D719799812DEA11
  %392 = fcmp fast ole double %390, %391
  %393 = freeze i1 %392
  br i1 %393, label %394, label %396

394:                                              ; preds = %388
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %377, double noundef nofpclass(nan inf) %378, ptr noundef nonnull @.str.18)
  br label %400

396:                                              ; preds = %388, %384, %376
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %377, double noundef nofpclass(nan inf) %378, ptr noundef nonnull @.str.19)
  %398 = load i32, ptr @n_fail, align 4, !tbaa !11
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !11
  br label %400

400:                                              ; preds = %396, %394
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %52, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %53, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  %401 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %402 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %403 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %401, i32 noundef 3, i32 noundef %402, ptr noundef nonnull %46, ptr noundef nonnull %49, ptr noundef nonnull %198, ptr noundef nonnull %199, i32 noundef %402, ptr noundef nonnull %51, ptr noundef nonnull %53, ptr noundef nonnull %200, ptr noundef nonnull %201, i32 noundef %403, i32 noundef %274, ptr noundef %282) #14
  %404 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %405 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %406 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %404, i32 noundef 3, i32 noundef %405, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %194, ptr noundef nonnull %195, i32 noundef %405, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %196, ptr noundef nonnull %197, i32 noundef %406, i32 noundef %274, ptr noundef %278) #14
  %407 = call i32 @llvm.smax.i32(i32 %274, i32 1)
  %408 = zext nneg i32 %407 to i64
  %409 = shl nuw nsw i64 %408, 3
  %410 = sext i32 %274 to i64
  %411 = shl nsw i64 %410, 3
  %412 = zext i32 %274 to i64
  br label %428

413:                                              ; preds = %567
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  %414 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %415 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %416 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %417 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %418 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %414, i32 noundef 2, i32 noundef %415, i64 noundef 56, ptr noundef nonnull %45, ptr noundef nonnull %48, i32 noundef %416, i64 noundef 32, ptr noundef nonnull %50, ptr noundef nonnull %52, i32 noundef %417, i32 noundef %274) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %52, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  %419 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %420 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %421 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %422 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %419, i32 noundef 2, i32 noundef %420, i64 noundef 56, ptr noundef nonnull %45, ptr noundef nonnull %48, i32 noundef %421, i64 noundef 32, ptr noundef nonnull %50, ptr noundef nonnull %52, i32 noundef %422, i32 noundef %274, ptr noundef %418) #14
  %423 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %423, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  %424 = load double, ptr %47, align 16, !tbaa !9
  %425 = load double, ptr %136, align 8, !tbaa !9
  %426 = load double, ptr %137, align 16, !tbaa !9
  %427 = load double, ptr %138, align 8, !tbaa !9
  br label %571

428:                                              ; preds = %400, %567
  %429 = phi i64 [ 0, %400 ], [ %568, %567 ]
  %430 = getelementptr inbounds [3 x [4 x double]], ptr %47, i64 0, i64 %429
  %431 = getelementptr inbounds [3 x [7 x double]], ptr %48, i64 0, i64 %429
  %432 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %432, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  %433 = getelementptr inbounds i8, ptr %430, i64 8
  %434 = getelementptr inbounds i8, ptr %430, i64 16
  %435 = getelementptr inbounds i8, ptr %430, i64 24
  br label %436

436:                                              ; preds = %499, %428
  %437 = phi i64 [ 0, %428 ], [ %500, %499 ]
  %438 = getelementptr inbounds double, ptr %431, i64 %437
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = getelementptr inbounds double, ptr %432, i64 %437
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = call fast double @llvm.fabs.f64(double %441)
  %443 = call fast double @llvm.maxnum.f64(double %442, double 1.000000e+00)
  %444 = fmul fast double %443, 0x3EB0C6F7A0B5ED8D
  %445 = fadd fast double %444, %441
  %446 = fsub fast double %441, %444
  store double %445, ptr %440, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #14
  call void @fv(ptr noundef readonly %432, ptr noundef nonnull %11, i32 noundef %274)
  %447 = load double, ptr %430, align 16, !tbaa !9
  %448 = load double, ptr %11, align 16, !tbaa !9
  %449 = fmul fast double %448, %447
  %450 = load double, ptr %433, align 8, !tbaa !9
  %451 = load double, ptr %202, align 8, !tbaa !9
  %452 = fmul fast double %451, %450
  %453 = load double, ptr %434, align 16, !tbaa !9
  %454 = load double, ptr %203, align 16, !tbaa !9
  %455 = fmul fast double %454, %453
  %456 = load double, ptr %435, align 8, !tbaa !9
  %457 = load double, ptr %204, align 8, !tbaa !9
  %458 = fmul fast double %457, %456
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #14
  store double %446, ptr %440, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14
  call void @fv(ptr noundef readonly %432, ptr noundef nonnull %12, i32 noundef %274)
  %459 = load double, ptr %12, align 16, !tbaa !9
  %460 = load double, ptr %205, align 8, !tbaa !9
  %461 = load double, ptr %206, align 16, !tbaa !9
  %462 = load double, ptr %207, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14
  store double %441, ptr %440, align 8, !tbaa !9
  %463 = fmul fast double %462, %456
  %464 = fmul fast double %461, %453
  %465 = fmul fast double %459, %447
  %466 = fmul fast double %460, %450
  %467 = fadd fast double %466, %465
  %468 = fadd fast double %467, %464
  %469 = fadd fast double %468, %463
  %470 = fadd fast double %452, %449
  %471 = fadd fast double %470, %455
  %472 = fadd fast double %471, %458
  %473 = fsub fast double %472, %469
  %474 = fmul fast double %443, 2.000000e-06
  %475 = fdiv fast double %473, %474
  %476 = call fast double @llvm.fabs.f64(double %475)
  %477 = call fast double @llvm.maxnum.f64(double %476, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %439, ptr %40, align 8, !tbaa !9
  %478 = load volatile double, ptr %40, align 8, !tbaa !9
  %479 = call double @llvm.fabs.f64(double %478)
  %480 = fcmp ueq double %479, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %480, label %494, label %481

481:                                              ; preds = %436
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %475, ptr %39, align 8, !tbaa !9
  %482 = load volatile double, ptr %39, align 8, !tbaa !9
  %483 = call double @llvm.fabs.f64(double %482)
  %484 = fcmp ueq double %483, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %484, label %494, label %485

485:                                              ; preds = %481
  %486 = fsub fast double %439, %475
  %487 = call fast double @llvm.fabs.f64(double %486)
  %488 = fmul fast double %477, 0x3EB0C6F7A0B5ED8D
  %489 = fcmp fast ole double %487, %488
  %490 = freeze i1 %489
  br i1 %490, label %491, label %494

491:                                              ; preds = %485
  %492 = trunc nuw nsw i64 %437 to i32
  %493 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %492, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %475, ptr noundef nonnull @.str.18)
  br label %499

494:                                              ; preds = %485, %481, %436
  %495 = trunc nuw nsw i64 %437 to i32
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %495, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %475, ptr noundef nonnull @.str.19)
  %497 = load i32, ptr @n_fail, align 4, !tbaa !11
  %498 = add nsw i32 %497, 1
  store i32 %498, ptr @n_fail, align 4, !tbaa !11
  br label %499

499:                                              ; preds = %494, %491
  %500 = add nuw nsw i64 %437, 1
  %501 = icmp eq i64 %500, %412
  br i1 %501, label %502, label %436, !llvm.loop !13

502:                                              ; preds = %499
  call void @free(ptr noundef nonnull %432) #14
  %503 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %429
  %504 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %504, ptr nonnull readonly align 16 %46, i64 %411, i1 false)
  br label %505

505:                                              ; preds = %564, %502
  %506 = phi i64 [ 0, %502 ], [ %565, %564 ]
  %507 = getelementptr inbounds double, ptr %503, i64 %506
  %508 = load double, ptr %507, align 8, !tbaa !9
  %509 = getelementptr inbounds double, ptr %504, i64 %506
  %510 = load double, ptr %509, align 8, !tbaa !9
  %511 = call fast double @llvm.fabs.f64(double %510)
  %512 = call fast double @llvm.maxnum.f64(double %511, double 1.000000e+00)
  %513 = fmul fast double %512, 0x3EB0C6F7A0B5ED8D
  %514 = fadd fast double %513, %510
  %515 = fsub fast double %510, %513
  store double %514, ptr %509, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #14
  call void @fv(ptr noundef readonly %504, ptr noundef nonnull %9, i32 noundef %274)
  %516 = load double, ptr %9, align 16, !tbaa !9
  %517 = fmul fast double %516, %447
  %518 = load double, ptr %208, align 8, !tbaa !9
  %519 = fmul fast double %518, %450
  %520 = load double, ptr %209, align 16, !tbaa !9
  %521 = fmul fast double %520, %453
  %522 = load double, ptr %210, align 8, !tbaa !9
  %523 = fmul fast double %522, %456
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #14
  store double %515, ptr %509, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #14
  call void @fv(ptr noundef readonly %504, ptr noundef nonnull %10, i32 noundef %274)
  %524 = load double, ptr %10, align 16, !tbaa !9
  %525 = load double, ptr %211, align 8, !tbaa !9
  %526 = load double, ptr %212, align 16, !tbaa !9
  %527 = load double, ptr %213, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #14
  store double %510, ptr %509, align 8, !tbaa !9
  %528 = fmul fast double %527, %456
  %529 = fmul fast double %526, %453
  %530 = fmul fast double %524, %447
  %531 = fmul fast double %525, %450
  %532 = fadd fast double %531, %530
  %533 = fadd fast double %532, %529
  %534 = fadd fast double %533, %528
  %535 = fadd fast double %519, %517
  %536 = fadd fast double %535, %521
  %537 = fadd fast double %536, %523
  %538 = fsub fast double %537, %534
  %539 = fmul fast double %512, 2.000000e-06
  %540 = fdiv fast double %538, %539
  %541 = call fast double @llvm.fabs.f64(double %540)
  %542 = call fast double @llvm.maxnum.f64(double %541, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %508, ptr %38, align 8, !tbaa !9
  %543 = load volatile double, ptr %38, align 8, !tbaa !9
  %544 = call double @llvm.fabs.f64(double %543)
  %545 = fcmp ueq double %544, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %545, label %559, label %546

546:                                              ; preds = %505
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %540, ptr %37, align 8, !tbaa !9
  %547 = load volatile double, ptr %37, align 8, !tbaa !9
  %548 = call double @llvm.fabs.f64(double %547)
  %549 = fcmp ueq double %548, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %549, label %559, label %550

550:                                              ; preds = %546
  %551 = fsub fast double %508, %540
  %552 = call fast double @llvm.fabs.f64(double %551)
  %553 = fmul fast double %542, 0x3EB0C6F7A0B5ED8D
  %554 = fcmp fast ole double %552, %553
  %555 = freeze i1 %554
  br i1 %555, label %556, label %559

556:                                              ; preds = %550
  %557 = trunc nuw nsw i64 %506 to i32
  %558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %557, double noundef nofpclass(nan inf) %508, double noundef nofpclass(nan inf) %540, ptr noundef nonnull @.str.18)
  br label %564

559:                                              ; preds = %550, %546, %505
  %560 = trunc nuw nsw i64 %506 to i32
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %560, double noundef nofpclass(nan inf) %508, double noundef nofpclass(nan inf) %540, ptr noundef nonnull @.str.19)
  %562 = load i32, ptr @n_fail, align 4, !tbaa !11
  %563 = add nsw i32 %562, 1
  store i32 %563, ptr @n_fail, align 4, !tbaa !11
  br label %564

564:                                              ; preds = %559, %556
  %565 = add nuw nsw i64 %506, 1
  %566 = icmp eq i64 %565, %412
  br i1 %566, label %567, label %505, !llvm.loop !13

567:                                              ; preds = %564
  call void @free(ptr noundef nonnull %504) #14
  %568 = add nuw nsw i64 %429, 1
  %569 = icmp eq i64 %568, 3
  br i1 %569, label %413, label %428, !llvm.loop !15

570:                                              ; preds = %698
  call void @free(ptr noundef nonnull %634) #14
  br label %734

571:                                              ; preds = %630, %413
  %572 = phi i64 [ 0, %413 ], [ %631, %630 ]
  %573 = getelementptr inbounds double, ptr %48, i64 %572
  %574 = load double, ptr %573, align 8, !tbaa !9
  %575 = getelementptr inbounds double, ptr %423, i64 %572
  %576 = load double, ptr %575, align 8, !tbaa !9
  %577 = call fast double @llvm.fabs.f64(double %576)
  %578 = call fast double @llvm.maxnum.f64(double %577, double 1.000000e+00)
  %579 = fmul fast double %578, 0x3EB0C6F7A0B5ED8D
  %580 = fadd fast double %579, %576
  %581 = fsub fast double %576, %579
  store double %580, ptr %575, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #14
  call void @fv(ptr noundef readonly %423, ptr noundef nonnull %7, i32 noundef %274)
  %582 = load double, ptr %7, align 16, !tbaa !9
  %583 = fmul fast double %582, %424
  %584 = load double, ptr %214, align 8, !tbaa !9
  %585 = fmul fast double %584, %425
  %586 = load double, ptr %215, align 16, !tbaa !9
  %587 = fmul fast double %586, %426
  %588 = load double, ptr %216, align 8, !tbaa !9
  %589 = fmul fast double %588, %427
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #14
  store double %581, ptr %575, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @fv(ptr noundef readonly %423, ptr noundef nonnull %8, i32 noundef %274)
  %590 = load double, ptr %8, align 16, !tbaa !9
  %591 = load double, ptr %217, align 8, !tbaa !9
  %592 = load double, ptr %218, align 16, !tbaa !9
  %593 = load double, ptr %219, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  store double %576, ptr %575, align 8, !tbaa !9
  %594 = fmul fast double %593, %427
  %595 = fmul fast double %592, %426
  %596 = fmul fast double %590, %424
  %597 = fmul fast double %591, %425
  %598 = fadd fast double %597, %596
  %599 = fadd fast double %598, %595
  %600 = fadd fast double %599, %594
  %601 = fadd fast double %585, %583
  %602 = fadd fast double %601, %587
  %603 = fadd fast double %602, %589
  %604 = fsub fast double %603, %600
  %605 = fmul fast double %578, 2.000000e-06
  %606 = fdiv fast double %604, %605
  %607 = call fast double @llvm.fabs.f64(double %606)
  %608 = call fast double @llvm.maxnum.f64(double %607, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %574, ptr %36, align 8, !tbaa !9
  %609 = load volatile double, ptr %36, align 8, !tbaa !9
  %610 = call double @llvm.fabs.f64(double %609)
  %611 = fcmp ueq double %610, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %611, label %625, label %612

612:                                              ; preds = %571
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %606, ptr %35, align 8, !tbaa !9
  %613 = load volatile double, ptr %35, align 8, !tbaa !9
  %614 = call double @llvm.fabs.f64(double %613)
  %615 = fcmp ueq double %614, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %615, label %625, label %616

616:                                              ; preds = %612
  %617 = fsub fast double %574, %606
  %618 = call fast double @llvm.fabs.f64(double %617)
  %619 = fmul fast double %608, 0x3EB0C6F7A0B5ED8D
  %620 = fcmp fast ole double %618, %619
  %621 = freeze i1 %620
  br i1 %621, label %622, label %625

622:                                              ; preds = %616
  %623 = trunc nuw nsw i64 %572 to i32
  %624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %623, double noundef nofpclass(nan inf) %574, double noundef nofpclass(nan inf) %606, ptr noundef nonnull @.str.18)
  br label %630

625:                                              ; preds = %616, %612, %571
  %626 = trunc nuw nsw i64 %572 to i32
  %627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %626, double noundef nofpclass(nan inf) %574, double noundef nofpclass(nan inf) %606, ptr noundef nonnull @.str.19)
  %628 = load i32, ptr @n_fail, align 4, !tbaa !11
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr @n_fail, align 4, !tbaa !11
  br label %630

630:                                              ; preds = %625, %622
  %631 = add nuw nsw i64 %572, 1
  %632 = icmp eq i64 %631, %412
  br i1 %632, label %633, label %571, !llvm.loop !13

633:                                              ; preds = %630
  call void @free(ptr noundef nonnull %423) #14
  %634 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %634, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  %635 = load double, ptr %154, align 16, !tbaa !9
  %636 = load double, ptr %156, align 8, !tbaa !9
  %637 = load double, ptr %157, align 16, !tbaa !9
  %638 = load double, ptr %158, align 8, !tbaa !9
  br label %639

639:                                              ; preds = %698, %633
  %640 = phi i64 [ 0, %633 ], [ %699, %698 ]
  %641 = getelementptr inbounds double, ptr %194, i64 %640
  %642 = load double, ptr %641, align 8, !tbaa !9
  %643 = getelementptr inbounds double, ptr %634, i64 %640
  %644 = load double, ptr %643, align 8, !tbaa !9
  %645 = call fast double @llvm.fabs.f64(double %644)
  %646 = call fast double @llvm.maxnum.f64(double %645, double 1.000000e+00)
  %647 = fmul fast double %646, 0x3EB0C6F7A0B5ED8D
  %648 = fadd fast double %647, %644
  %649 = fsub fast double %644, %647
  store double %648, ptr %643, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #14
  call void @fv(ptr noundef readonly %634, ptr noundef nonnull %7, i32 noundef %274)
  %650 = load double, ptr %7, align 16, !tbaa !9
  %651 = fmul fast double %650, %635
  %652 = load double, ptr %214, align 8, !tbaa !9
  %653 = fmul fast double %652, %636
  %654 = load double, ptr %215, align 16, !tbaa !9
  %655 = fmul fast double %654, %637
  %656 = load double, ptr %216, align 8, !tbaa !9
  %657 = fmul fast double %656, %638
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #14
  store double %649, ptr %643, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @fv(ptr noundef readonly %634, ptr noundef nonnull %8, i32 noundef %274)
  %658 = load double, ptr %8, align 16, !tbaa !9
  %659 = load double, ptr %217, align 8, !tbaa !9
  %660 = load double, ptr %218, align 16, !tbaa !9
  %661 = load double, ptr %219, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  store double %644, ptr %643, align 8, !tbaa !9
  %662 = fmul fast double %661, %638
  %663 = fmul fast double %660, %637
  %664 = fmul fast double %658, %635
  %665 = fmul fast double %659, %636
  %666 = fadd fast double %665, %664
  %667 = fadd fast double %666, %663
  %668 = fadd fast double %667, %662
  %669 = fadd fast double %653, %651
  %670 = fadd fast double %669, %655
  %671 = fadd fast double %670, %657
  %672 = fsub fast double %671, %668
  %673 = fmul fast double %646, 2.000000e-06
  %674 = fdiv fast double %672, %673
  %675 = call fast double @llvm.fabs.f64(double %674)
  %676 = call fast double @llvm.maxnum.f64(double %675, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %642, ptr %36, align 8, !tbaa !9
  %677 = load volatile double, ptr %36, align 8, !tbaa !9
  %678 = call double @llvm.fabs.f64(double %677)
  %679 = fcmp ueq double %678, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %679, label %693, label %680

680:                                              ; preds = %639
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %674, ptr %35, align 8, !tbaa !9
  %681 = load volatile double, ptr %35, align 8, !tbaa !9
  %682 = call double @llvm.fabs.f64(double %681)
  %683 = fcmp ueq double %682, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %683, label %693, label %684

684:                                              ; preds = %680
  %685 = fsub fast double %642, %674
  %686 = call fast double @llvm.fabs.f64(double %685)
  %687 = fmul fast double %676, 0x3EB0C6F7A0B5ED8D
  %688 = fcmp fast ole double %686, %687
  %689 = freeze i1 %688
  br i1 %689, label %690, label %693

690:                                              ; preds = %684
  %691 = trunc nuw nsw i64 %640 to i32
  %692 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %691, double noundef nofpclass(nan inf) %642, double noundef nofpclass(nan inf) %674, ptr noundef nonnull @.str.18)
  br label %698

693:                                              ; preds = %684, %680, %639
  %694 = trunc nuw nsw i64 %640 to i32
  %695 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %694, double noundef nofpclass(nan inf) %642, double noundef nofpclass(nan inf) %674, ptr noundef nonnull @.str.19)
  %696 = load i32, ptr @n_fail, align 4, !tbaa !11
  %697 = add nsw i32 %696, 1
  store i32 %697, ptr @n_fail, align 4, !tbaa !11
  br label %698

698:                                              ; preds = %693, %690
  %699 = add nuw nsw i64 %640, 1
  %700 = icmp eq i64 %699, %412
  br i1 %700, label %570, label %639, !llvm.loop !13

701:                                              ; preds = %756
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %702 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %703 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %704 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %705 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %706 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fc, i32 noundef %702, i32 noundef 3, i32 noundef %703, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %194, ptr noundef nonnull %195, i32 noundef %704, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %196, ptr noundef nonnull %197, i32 noundef %705, i32 noundef %274) #14
  %707 = load i32, ptr @calls, align 4, !tbaa !11
  %708 = freeze i32 %707
  %709 = sitofp i32 %708 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %709, ptr %34, align 8, !tbaa !9
  %710 = load volatile double, ptr %34, align 8, !tbaa !9
  %711 = call double @llvm.fabs.f64(double %710)
  %712 = fcmp ueq double %711, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %712, label %723, label %713

713:                                              ; preds = %701
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !9
  %714 = load volatile double, ptr %33, align 8, !tbaa !9
  %715 = call double @llvm.fabs.f64(double %714)
  %716 = fcmp one double %715, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %717 = fadd reassoc nsz arcp contract afn double %709, -1.000000e+00
  %718 = fcmp reassoc nsz arcp contract afn oeq double %717, 0.000000e+00
  %719 = and i1 %718, %716
  br i1 %719, label %720, label %723

720:                                              ; preds = %713
  %721 = trunc nuw nsw i64 %272 to i32
  %722 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %721, double noundef nofpclass(nan inf) %709, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %728

723:                                              ; preds = %713, %701
  %724 = trunc nuw nsw i64 %272 to i32
  %725 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %724, double noundef nofpclass(nan inf) %709, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %726 = load i32, ptr @n_fail, align 4, !tbaa !11
  %727 = add nsw i32 %726, 1
  store i32 %727, ptr @n_fail, align 4, !tbaa !11
  br label %728

728:                                              ; preds = %720, %723
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %52, ptr noundef nonnull align 16 dereferenceable(96) %47, i64 96, i1 false)
  %729 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %730 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %731 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %732 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fc, i32 noundef %729, i32 noundef 3, i32 noundef %730, ptr noundef nonnull %45, ptr noundef nonnull %48, ptr noundef nonnull %194, ptr noundef nonnull %195, i32 noundef %731, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %196, ptr noundef nonnull %197, i32 noundef %732, i32 noundef %274, ptr noundef %706) #14
  %733 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %733, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  br label %906

734:                                              ; preds = %570, %756
  %735 = phi i64 [ 0, %570 ], [ %757, %756 ]
  %736 = getelementptr inbounds [7 x double], ptr %195, i64 0, i64 %735
  %737 = load double, ptr %736, align 8, !tbaa !9
  %738 = freeze double %737
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %738, ptr %32, align 8, !tbaa !9
  %739 = load volatile double, ptr %32, align 8, !tbaa !9
  %740 = call double @llvm.fabs.f64(double %739)
  %741 = fcmp ueq double %740, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %741, label %751, label %742

742:                                              ; preds = %734
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double 0.000000e+00, ptr %31, align 8, !tbaa !9
  %743 = load volatile double, ptr %31, align 8, !tbaa !9
  %744 = call double @llvm.fabs.f64(double %743)
  %745 = fcmp one double %744, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %746 = fcmp reassoc nsz arcp contract afn oeq double %738, 0.000000e+00
  %747 = and i1 %746, %745
  br i1 %747, label %748, label %751

748:                                              ; preds = %742
  %749 = trunc nuw nsw i64 %735 to i32
  %750 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %749, double noundef nofpclass(nan inf) %738, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %756

751:                                              ; preds = %742, %734
  %752 = trunc nuw nsw i64 %735 to i32
  %753 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %752, double noundef nofpclass(nan inf) %738, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.19)
  %754 = load i32, ptr @n_fail, align 4, !tbaa !11
  %755 = add nsw i32 %754, 1
  store i32 %755, ptr @n_fail, align 4, !tbaa !11
  br label %756

756:                                              ; preds = %748, %751
  %757 = add nuw nsw i64 %735, 1
  %758 = icmp eq i64 %757, %408
  br i1 %758, label %701, label %734, !llvm.loop !16

759:                                              ; preds = %1100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double 1.000000e+00, ptr %29, align 8, !tbaa !9
  %760 = load volatile double, ptr %29, align 8, !tbaa !9
  %761 = call double @llvm.fabs.f64(double %760)
  %762 = fcmp one double %761, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  %763 = fadd reassoc nsz arcp contract afn double %1108, -1.000000e+00
  %764 = fcmp reassoc nsz arcp contract afn oeq double %763, 0.000000e+00
  %765 = and i1 %764, %762
  br i1 %765, label %766, label %769

766:                                              ; preds = %759
  %767 = trunc nuw nsw i64 %272 to i32
  %768 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %767, double noundef nofpclass(nan inf) %1108, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %774

769:                                              ; preds = %759, %1100
  %770 = trunc nuw nsw i64 %272 to i32
  %771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %770, double noundef nofpclass(nan inf) %1108, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %772 = load i32, ptr @n_fail, align 4, !tbaa !11
  %773 = add nsw i32 %772, 1
  store i32 %773, ptr @n_fail, align 4, !tbaa !11
  br label %774

774:                                              ; preds = %766, %769
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %55, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %775 = load i64, ptr @rng_state, align 8, !tbaa !5
  %776 = mul i64 %775, 6364136223846793005
  %777 = add i64 %776, 1442695040888963407
  %778 = mul i64 %777, 6364136223846793005
  %779 = add i64 %778, 1442695040888963407
  %780 = mul i64 %779, 6364136223846793005
  %781 = add i64 %780, 1442695040888963407
  %782 = mul i64 %781, 6364136223846793005
  %783 = add i64 %782, 1442695040888963407
  %784 = insertelement <4 x i64> poison, i64 %777, i64 0
  %785 = insertelement <4 x i64> %784, i64 %779, i64 1
  %786 = insertelement <4 x i64> %785, i64 %781, i64 2
  %787 = insertelement <4 x i64> %786, i64 %783, i64 3
  %788 = lshr <4 x i64> %787, <i64 11, i64 11, i64 11, i64 11>
  %789 = uitofp nneg <4 x i64> %788 to <4 x double>
  %790 = fmul fast <4 x double> %789, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %791 = fadd fast <4 x double> %790, <double -5.000000e-01, double -5.000000e-01, double -5.000000e-01, double -5.000000e-01>
  store <4 x double> %791, ptr %56, align 16, !tbaa !9
  %792 = mul i64 %783, 6364136223846793005
  %793 = add i64 %792, 1442695040888963407
  %794 = mul i64 %793, 6364136223846793005
  %795 = add i64 %794, 1442695040888963407
  %796 = insertelement <2 x i64> poison, i64 %793, i64 0
  %797 = insertelement <2 x i64> %796, i64 %795, i64 1
  %798 = lshr <2 x i64> %797, <i64 11, i64 11>
  %799 = uitofp nneg <2 x i64> %798 to <2 x double>
  %800 = fmul fast <2 x double> %799, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %801 = fadd fast <2 x double> %800, <double -5.000000e-01, double -5.000000e-01>
  store <2 x double> %801, ptr %240, align 16, !tbaa !9
  %802 = mul i64 %795, 6364136223846793005
  %803 = add i64 %802, 1442695040888963407
  %804 = lshr i64 %803, 11
  %805 = uitofp nneg i64 %804 to double
  %806 = fmul fast double %805, 0x3CA0000000000000
  %807 = fadd fast double %806, -5.000000e-01
  store double %807, ptr %241, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %57, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %58, i8 0, i64 168, i1 false)
  %808 = mul i64 %803, 6364136223846793005
  %809 = add i64 %808, 1442695040888963407
  %810 = mul i64 %809, 6364136223846793005
  %811 = add i64 %810, 1442695040888963407
  %812 = mul i64 %811, 6364136223846793005
  %813 = add i64 %812, 1442695040888963407
  %814 = mul i64 %813, 6364136223846793005
  %815 = add i64 %814, 1442695040888963407
  %816 = insertelement <4 x i64> poison, i64 %809, i64 0
  %817 = insertelement <4 x i64> %816, i64 %811, i64 1
  %818 = insertelement <4 x i64> %817, i64 %813, i64 2
  %819 = insertelement <4 x i64> %818, i64 %815, i64 3
  %820 = lshr <4 x i64> %819, <i64 11, i64 11, i64 11, i64 11>
  %821 = uitofp nneg <4 x i64> %820 to <4 x double>
  %822 = fmul fast <4 x double> %821, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %823 = fadd fast <4 x double> %822, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %823, ptr %59, align 16, !tbaa !9
  %824 = mul i64 %815, 6364136223846793005
  %825 = add i64 %824, 1442695040888963407
  %826 = mul i64 %825, 6364136223846793005
  %827 = add i64 %826, 1442695040888963407
  %828 = mul i64 %827, 6364136223846793005
  %829 = add i64 %828, 1442695040888963407
  %830 = mul i64 %829, 6364136223846793005
  %831 = add i64 %830, 1442695040888963407
  %832 = insertelement <4 x i64> poison, i64 %825, i64 0
  %833 = insertelement <4 x i64> %832, i64 %827, i64 1
  %834 = insertelement <4 x i64> %833, i64 %829, i64 2
  %835 = insertelement <4 x i64> %834, i64 %831, i64 3
  %836 = lshr <4 x i64> %835, <i64 11, i64 11, i64 11, i64 11>
  %837 = uitofp nneg <4 x i64> %836 to <4 x double>
  %838 = fmul fast <4 x double> %837, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %839 = fadd fast <4 x double> %838, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %839, ptr %242, align 16, !tbaa !9
  %840 = mul i64 %831, 6364136223846793005
  %841 = add i64 %840, 1442695040888963407
  %842 = mul i64 %841, 6364136223846793005
  %843 = add i64 %842, 1442695040888963407
  %844 = mul i64 %843, 6364136223846793005
  %845 = add i64 %844, 1442695040888963407
  %846 = mul i64 %845, 6364136223846793005
  %847 = add i64 %846, 1442695040888963407
  %848 = insertelement <4 x i64> poison, i64 %841, i64 0
  %849 = insertelement <4 x i64> %848, i64 %843, i64 1
  %850 = insertelement <4 x i64> %849, i64 %845, i64 2
  %851 = insertelement <4 x i64> %850, i64 %847, i64 3
  %852 = lshr <4 x i64> %851, <i64 11, i64 11, i64 11, i64 11>
  %853 = uitofp nneg <4 x i64> %852 to <4 x double>
  %854 = fmul fast <4 x double> %853, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %855 = fadd fast <4 x double> %854, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %855, ptr %243, align 16, !tbaa !9
  %856 = mul i64 %847, 6364136223846793005
  %857 = add i64 %856, 1442695040888963407
  %858 = mul i64 %857, 6364136223846793005
  %859 = add i64 %858, 1442695040888963407
  %860 = mul i64 %859, 6364136223846793005
  %861 = add i64 %860, 1442695040888963407
  %862 = mul i64 %861, 6364136223846793005
  %863 = add i64 %862, 1442695040888963407
  %864 = insertelement <4 x i64> poison, i64 %857, i64 0
  %865 = insertelement <4 x i64> %864, i64 %859, i64 1
  %866 = insertelement <4 x i64> %865, i64 %861, i64 2
  %867 = insertelement <4 x i64> %866, i64 %863, i64 3
  %868 = lshr <4 x i64> %867, <i64 11, i64 11, i64 11, i64 11>
  %869 = uitofp nneg <4 x i64> %868 to <4 x double>
  %870 = fmul fast <4 x double> %869, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %871 = fadd fast <4 x double> %870, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %871, ptr %244, align 16, !tbaa !9
  %872 = mul i64 %863, 6364136223846793005
  %873 = add i64 %872, 1442695040888963407
  %874 = mul i64 %873, 6364136223846793005
  %875 = add i64 %874, 1442695040888963407
  %876 = mul i64 %875, 6364136223846793005
  %877 = add i64 %876, 1442695040888963407
  %878 = mul i64 %877, 6364136223846793005
  %879 = add i64 %878, 1442695040888963407
  %880 = insertelement <4 x i64> poison, i64 %873, i64 0
  %881 = insertelement <4 x i64> %880, i64 %875, i64 1
  %882 = insertelement <4 x i64> %881, i64 %877, i64 2
  %883 = insertelement <4 x i64> %882, i64 %879, i64 3
  %884 = lshr <4 x i64> %883, <i64 11, i64 11, i64 11, i64 11>
  %885 = uitofp nneg <4 x i64> %884 to <4 x double>
  %886 = fmul fast <4 x double> %885, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %887 = fadd fast <4 x double> %886, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %887, ptr %245, align 16, !tbaa !9
  %888 = mul i64 %879, 6364136223846793005
  %889 = add i64 %888, 1442695040888963407
  %890 = lshr i64 %889, 11
  %891 = uitofp nneg i64 %890 to double
  %892 = fmul fast double %891, 0x3CB0000000000000
  %893 = fadd fast double %892, -1.000000e+00
  store double %893, ptr %246, align 16, !tbaa !9
  store i64 %889, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %894 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %895 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %896 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %897 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %898 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %899 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fin, i32 noundef %894, i32 noundef 3, i32 noundef %895, i64 noundef %1105, i32 noundef %896, ptr noundef nonnull %60, i32 noundef %897, ptr noundef nonnull %55, ptr noundef nonnull %57, ptr noundef nonnull %226, ptr noundef nonnull %227, i32 noundef %897, ptr noundef nonnull %56, ptr noundef nonnull %58, ptr noundef nonnull %228, ptr noundef nonnull %229, i32 noundef %898, i32 noundef %274) #14
  %900 = load i32, ptr @calls, align 4, !tbaa !11
  %901 = freeze i32 %900
  %902 = sitofp i32 %901 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %902, ptr %26, align 8, !tbaa !9
  %903 = load volatile double, ptr %26, align 8, !tbaa !9
  %904 = call double @llvm.fabs.f64(double %903)
  %905 = fcmp ueq double %904, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %905, label %1122, label %1112

906:                                              ; preds = %965, %728
  %907 = phi i64 [ 0, %728 ], [ %966, %965 ]
  %908 = getelementptr inbounds double, ptr %48, i64 %907
  %909 = load double, ptr %908, align 8, !tbaa !9
  %910 = getelementptr inbounds double, ptr %733, i64 %907
  %911 = load double, ptr %910, align 8, !tbaa !9
  %912 = call fast double @llvm.fabs.f64(double %911)
  %913 = call fast double @llvm.maxnum.f64(double %912, double 1.000000e+00)
  %914 = fmul fast double %913, 0x3EB0C6F7A0B5ED8D
  %915 = fadd fast double %914, %911
  %916 = fsub fast double %911, %914
  store double %915, ptr %910, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %733, ptr noundef nonnull %5, i32 noundef %274)
  %917 = load double, ptr %5, align 16, !tbaa !9
  %918 = fmul fast double %917, %424
  %919 = load double, ptr %220, align 8, !tbaa !9
  %920 = fmul fast double %919, %425
  %921 = load double, ptr %221, align 16, !tbaa !9
  %922 = fmul fast double %921, %426
  %923 = load double, ptr %222, align 8, !tbaa !9
  %924 = fmul fast double %923, %427
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %916, ptr %910, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %733, ptr noundef nonnull %6, i32 noundef %274)
  %925 = load double, ptr %6, align 16, !tbaa !9
  %926 = load double, ptr %223, align 8, !tbaa !9
  %927 = load double, ptr %224, align 16, !tbaa !9
  %928 = load double, ptr %225, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %911, ptr %910, align 8, !tbaa !9
  %929 = fmul fast double %928, %427
  %930 = fmul fast double %927, %426
  %931 = fmul fast double %925, %424
  %932 = fmul fast double %926, %425
  %933 = fadd fast double %932, %931
  %934 = fadd fast double %933, %930
  %935 = fadd fast double %934, %929
  %936 = fadd fast double %920, %918
  %937 = fadd fast double %936, %922
  %938 = fadd fast double %937, %924
  %939 = fsub fast double %938, %935
  %940 = fmul fast double %913, 2.000000e-06
  %941 = fdiv fast double %939, %940
  %942 = call fast double @llvm.fabs.f64(double %941)
  %943 = call fast double @llvm.maxnum.f64(double %942, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %909, ptr %28, align 8, !tbaa !9
  %944 = load volatile double, ptr %28, align 8, !tbaa !9
  %945 = call double @llvm.fabs.f64(double %944)
  %946 = fcmp ueq double %945, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %946, label %960, label %947

947:                                              ; preds = %906
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %941, ptr %27, align 8, !tbaa !9
  %948 = load volatile double, ptr %27, align 8, !tbaa !9
  %949 = call double @llvm.fabs.f64(double %948)
  %950 = fcmp ueq double %949, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %950, label %960, label %951

951:                                              ; preds = %947
  %952 = fsub fast double %909, %941
  %953 = call fast double @llvm.fabs.f64(double %952)
  %954 = fmul fast double %943, 0x3EB0C6F7A0B5ED8D
  %955 = fcmp fast ole double %953, %954
  %956 = freeze i1 %955
  br i1 %956, label %957, label %960

957:                                              ; preds = %951
  %958 = trunc nuw nsw i64 %907 to i32
  %959 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %958, double noundef nofpclass(nan inf) %909, double noundef nofpclass(nan inf) %941, ptr noundef nonnull @.str.18)
  br label %965

960:                                              ; preds = %951, %947, %906
  %961 = trunc nuw nsw i64 %907 to i32
  %962 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %961, double noundef nofpclass(nan inf) %909, double noundef nofpclass(nan inf) %941, ptr noundef nonnull @.str.19)
  %963 = load i32, ptr @n_fail, align 4, !tbaa !11
  %964 = add nsw i32 %963, 1
  store i32 %964, ptr @n_fail, align 4, !tbaa !11
  br label %965

965:                                              ; preds = %960, %957
  %966 = add nuw nsw i64 %907, 1
  %967 = icmp eq i64 %966, %412
  br i1 %967, label %968, label %906, !llvm.loop !13

968:                                              ; preds = %965
  call void @free(ptr noundef nonnull %733) #14
  %969 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %969, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  br label %970

970:                                              ; preds = %1029, %968
  %971 = phi i64 [ 0, %968 ], [ %1030, %1029 ]
  %972 = getelementptr inbounds double, ptr %194, i64 %971
  %973 = load double, ptr %972, align 8, !tbaa !9
  %974 = getelementptr inbounds double, ptr %969, i64 %971
  %975 = load double, ptr %974, align 8, !tbaa !9
  %976 = call fast double @llvm.fabs.f64(double %975)
  %977 = call fast double @llvm.maxnum.f64(double %976, double 1.000000e+00)
  %978 = fmul fast double %977, 0x3EB0C6F7A0B5ED8D
  %979 = fadd fast double %978, %975
  %980 = fsub fast double %975, %978
  store double %979, ptr %974, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %969, ptr noundef nonnull %5, i32 noundef %274)
  %981 = load double, ptr %5, align 16, !tbaa !9
  %982 = fmul fast double %981, %635
  %983 = load double, ptr %220, align 8, !tbaa !9
  %984 = fmul fast double %983, %636
  %985 = load double, ptr %221, align 16, !tbaa !9
  %986 = fmul fast double %985, %637
  %987 = load double, ptr %222, align 8, !tbaa !9
  %988 = fmul fast double %987, %638
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %980, ptr %974, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %969, ptr noundef nonnull %6, i32 noundef %274)
  %989 = load double, ptr %6, align 16, !tbaa !9
  %990 = load double, ptr %223, align 8, !tbaa !9
  %991 = load double, ptr %224, align 16, !tbaa !9
  %992 = load double, ptr %225, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %975, ptr %974, align 8, !tbaa !9
  %993 = fmul fast double %992, %638
  %994 = fmul fast double %991, %637
  %995 = fmul fast double %989, %635
  %996 = fmul fast double %990, %636
  %997 = fadd fast double %996, %995
  %998 = fadd fast double %997, %994
  %999 = fadd fast double %998, %993
  %1000 = fadd fast double %984, %982
  %1001 = fadd fast double %1000, %986
  %1002 = fadd fast double %1001, %988
  %1003 = fsub fast double %1002, %999
  %1004 = fmul fast double %977, 2.000000e-06
  %1005 = fdiv fast double %1003, %1004
  %1006 = call fast double @llvm.fabs.f64(double %1005)
  %1007 = call fast double @llvm.maxnum.f64(double %1006, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %973, ptr %28, align 8, !tbaa !9
  %1008 = load volatile double, ptr %28, align 8, !tbaa !9
  %1009 = call double @llvm.fabs.f64(double %1008)
  %1010 = fcmp ueq double %1009, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1010, label %1024, label %1011

1011:                                             ; preds = %970
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1005, ptr %27, align 8, !tbaa !9
  %1012 = load volatile double, ptr %27, align 8, !tbaa !9
  %1013 = call double @llvm.fabs.f64(double %1012)
  %1014 = fcmp ueq double %1013, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1014, label %1024, label %1015

1015:                                             ; preds = %1011
  %1016 = fsub fast double %973, %1005
  %1017 = call fast double @llvm.fabs.f64(double %1016)
  %1018 = fmul fast double %1007, 0x3EB0C6F7A0B5ED8D
  %1019 = fcmp fast ole double %1017, %1018
  %1020 = freeze i1 %1019
  br i1 %1020, label %1021, label %1024

1021:                                             ; preds = %1015
  %1022 = trunc nuw nsw i64 %971 to i32
  %1023 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1022, double noundef nofpclass(nan inf) %973, double noundef nofpclass(nan inf) %1005, ptr noundef nonnull @.str.18)
  br label %1029

1024:                                             ; preds = %1015, %1011, %970
  %1025 = trunc nuw nsw i64 %971 to i32
  %1026 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1025, double noundef nofpclass(nan inf) %973, double noundef nofpclass(nan inf) %1005, ptr noundef nonnull @.str.19)
  %1027 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1028 = add nsw i32 %1027, 1
  store i32 %1028, ptr @n_fail, align 4, !tbaa !11
  br label %1029

1029:                                             ; preds = %1024, %1021
  %1030 = add nuw nsw i64 %971, 1
  %1031 = icmp eq i64 %1030, %412
  br i1 %1031, label %1032, label %970, !llvm.loop !13

1032:                                             ; preds = %1029
  call void @free(ptr noundef nonnull %969) #14
  %1033 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1033, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  %1034 = load double, ptr %174, align 16, !tbaa !9
  %1035 = load double, ptr %176, align 8, !tbaa !9
  %1036 = load double, ptr %177, align 16, !tbaa !9
  %1037 = load double, ptr %178, align 8, !tbaa !9
  br label %1038

1038:                                             ; preds = %1097, %1032
  %1039 = phi i64 [ 0, %1032 ], [ %1098, %1097 ]
  %1040 = getelementptr inbounds double, ptr %195, i64 %1039
  %1041 = load double, ptr %1040, align 8, !tbaa !9
  %1042 = getelementptr inbounds double, ptr %1033, i64 %1039
  %1043 = load double, ptr %1042, align 8, !tbaa !9
  %1044 = call fast double @llvm.fabs.f64(double %1043)
  %1045 = call fast double @llvm.maxnum.f64(double %1044, double 1.000000e+00)
  %1046 = fmul fast double %1045, 0x3EB0C6F7A0B5ED8D
  %1047 = fadd fast double %1046, %1043
  %1048 = fsub fast double %1043, %1046
  store double %1047, ptr %1042, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %1033, ptr noundef nonnull %5, i32 noundef %274)
  %1049 = load double, ptr %5, align 16, !tbaa !9
  %1050 = fmul fast double %1049, %1034
  %1051 = load double, ptr %220, align 8, !tbaa !9
  %1052 = fmul fast double %1051, %1035
  %1053 = load double, ptr %221, align 16, !tbaa !9
  %1054 = fmul fast double %1053, %1036
  %1055 = load double, ptr %222, align 8, !tbaa !9
  %1056 = fmul fast double %1055, %1037
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %1048, ptr %1042, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %1033, ptr noundef nonnull %6, i32 noundef %274)
  %1057 = load double, ptr %6, align 16, !tbaa !9
  %1058 = load double, ptr %223, align 8, !tbaa !9
  %1059 = load double, ptr %224, align 16, !tbaa !9
  %1060 = load double, ptr %225, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %1043, ptr %1042, align 8, !tbaa !9
  %1061 = fmul fast double %1060, %1037
  %1062 = fmul fast double %1059, %1036
  %1063 = fmul fast double %1057, %1034
  %1064 = fmul fast double %1058, %1035
  %1065 = fadd fast double %1064, %1063
  %1066 = fadd fast double %1065, %1062
  %1067 = fadd fast double %1066, %1061
  %1068 = fadd fast double %1052, %1050
  %1069 = fadd fast double %1068, %1054
  %1070 = fadd fast double %1069, %1056
  %1071 = fsub fast double %1070, %1067
  %1072 = fmul fast double %1045, 2.000000e-06
  %1073 = fdiv fast double %1071, %1072
  %1074 = call fast double @llvm.fabs.f64(double %1073)
  %1075 = call fast double @llvm.maxnum.f64(double %1074, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1041, ptr %28, align 8, !tbaa !9
  %1076 = load volatile double, ptr %28, align 8, !tbaa !9
  %1077 = call double @llvm.fabs.f64(double %1076)
  %1078 = fcmp ueq double %1077, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1078, label %1092, label %1079

1079:                                             ; preds = %1038
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %1073, ptr %27, align 8, !tbaa !9
  %1080 = load volatile double, ptr %27, align 8, !tbaa !9
  %1081 = call double @llvm.fabs.f64(double %1080)
  %1082 = fcmp ueq double %1081, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %1082, label %1092, label %1083

1083:                                             ; preds = %1079
  %1084 = fsub fast double %1041, %1073
  %1085 = call fast double @llvm.fabs.f64(double %1084)
  %1086 = fmul fast double %1075, 0x3EB0C6F7A0B5ED8D
  %1087 = fcmp fast ole double %1085, %1086
  %1088 = freeze i1 %1087
  br i1 %1088, label %1089, label %1092

1089:                                             ; preds = %1083
  %1090 = trunc nuw nsw i64 %1039 to i32
  %1091 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1090, double noundef nofpclass(nan inf) %1041, double noundef nofpclass(nan inf) %1073, ptr noundef nonnull @.str.18)
  br label %1097

1092:                                             ; preds = %1083, %1079, %1038
  %1093 = trunc nuw nsw i64 %1039 to i32
  %1094 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %1093, double noundef nofpclass(nan inf) %1041, double noundef nofpclass(nan inf) %1073, ptr noundef nonnull @.str.19)
  %1095 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1096 = add nsw i32 %1095, 1
  store i32 %1096, ptr @n_fail, align 4, !tbaa !11
  br label %1097

1097:                                             ; preds = %1092, %1089
  %1098 = add nuw nsw i64 %1039, 1
  %1099 = icmp eq i64 %1098, %412
  br i1 %1099, label %1100, label %1038, !llvm.loop !13

1100:                                             ; preds = %1097
  call void @free(ptr noundef nonnull %1033) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %58) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %59) #14
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %60) #14
  %1101 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1102 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1103 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %1104 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @fin, i32 noundef %1101, i32 noundef 3, i32 noundef %1102, i32 noundef %1102, i32 noundef %1103) #14
  %1105 = freeze i64 %1104
  %1106 = add i64 %1105, -1
  %1107 = icmp ult i64 %1106, 16384
  %1108 = uitofp i1 %1107 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1108, ptr %30, align 8, !tbaa !9
  %1109 = load volatile double, ptr %30, align 8, !tbaa !9
  %1110 = call double @llvm.fabs.f64(double %1109)
  %1111 = fcmp ueq double %1110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1111, label %769, label %759

1112:                                             ; preds = %774
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !9
  %1113 = load volatile double, ptr %25, align 8, !tbaa !9
  %1114 = call double @llvm.fabs.f64(double %1113)
  %1115 = fcmp one double %1114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %1116 = fadd reassoc nsz arcp contract afn double %902, -1.000000e+00
  %1117 = fcmp reassoc nsz arcp contract afn oeq double %1116, 0.000000e+00
  %1118 = and i1 %1117, %1115
  br i1 %1118, label %1119, label %1122

1119:                                             ; preds = %1112
  %1120 = trunc nuw nsw i64 %272 to i32
  %1121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %1120, double noundef nofpclass(nan inf) %902, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1127

1122:                                             ; preds = %1112, %774
  %1123 = trunc nuw nsw i64 %272 to i32
  %1124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %1123, double noundef nofpclass(nan inf) %902, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %1125 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1126 = add nsw i32 %1125, 1
  store i32 %1126, ptr @n_fail, align 4, !tbaa !11
  br label %1127

1127:                                             ; preds = %1119, %1122
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %61, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %1128 = load i32, ptr @calls, align 4, !tbaa !11
  %1129 = add nsw i32 %1128, 1
  store i32 %1129, ptr @calls, align 4, !tbaa !11
  %1130 = load double, ptr %61, align 16, !tbaa !9
  %1131 = add nsw i64 %412, -1
  %1132 = add nsw i64 %412, -2
  %1133 = and i64 %1131, 3
  %1134 = icmp ult i64 %1132, 3
  br i1 %1134, label %1186, label %1135

1135:                                             ; preds = %1127
  %1136 = and i64 %1131, -4
  br label %1137

1137:                                             ; preds = %1137, %1135
  %1138 = phi double [ %1130, %1135 ], [ %1182, %1137 ]
  %1139 = phi i64 [ 1, %1135 ], [ %1183, %1137 ]
  %1140 = phi i64 [ 0, %1135 ], [ %1184, %1137 ]
  %1141 = getelementptr inbounds double, ptr %61, i64 %1139
  %1142 = load double, ptr %1141, align 8, !tbaa !9
  %1143 = getelementptr double, ptr %230, i64 %1139
  %1144 = load double, ptr %1143, align 8, !tbaa !9
  %1145 = fadd fast double %1144, %1138
  %1146 = call fast double @llvm.cos.f64(double %1145)
  %1147 = fmul fast double %1146, %1142
  %1148 = fmul fast double %1138, %1138
  %1149 = fmul fast double %1148, 1.000000e-01
  %1150 = fadd fast double %1147, %1149
  store double %1150, ptr %1141, align 8, !tbaa !9
  %1151 = getelementptr inbounds double, ptr %249, i64 %1139
  %1152 = load double, ptr %1151, align 8, !tbaa !9
  %1153 = getelementptr double, ptr %56, i64 %1139
  %1154 = load double, ptr %1153, align 8, !tbaa !9
  %1155 = fadd fast double %1154, %1150
  %1156 = call fast double @llvm.cos.f64(double %1155)
  %1157 = fmul fast double %1156, %1152
  %1158 = fmul fast double %1150, %1150
  %1159 = fmul fast double %1158, 1.000000e-01
  %1160 = fadd fast double %1157, %1159
  store double %1160, ptr %1151, align 8, !tbaa !9
  %1161 = add nuw nsw i64 %1139, 2
  %1162 = getelementptr inbounds double, ptr %61, i64 %1161
  %1163 = load double, ptr %1162, align 8, !tbaa !9
  %1164 = getelementptr double, ptr %230, i64 %1161
  %1165 = load double, ptr %1164, align 8, !tbaa !9
  %1166 = fadd fast double %1165, %1160
  %1167 = call fast double @llvm.cos.f64(double %1166)
  %1168 = fmul fast double %1167, %1163
  %1169 = fmul fast double %1160, %1160
  %1170 = fmul fast double %1169, 1.000000e-01
  %1171 = fadd fast double %1168, %1170
  store double %1171, ptr %1162, align 8, !tbaa !9
  %1172 = add nuw nsw i64 %1139, 3
  %1173 = getelementptr inbounds double, ptr %61, i64 %1172
  %1174 = load double, ptr %1173, align 8, !tbaa !9
  %1175 = getelementptr double, ptr %230, i64 %1172
  %1176 = load double, ptr %1175, align 8, !tbaa !9
  %1177 = fadd fast double %1176, %1171
  %1178 = call fast double @llvm.cos.f64(double %1177)
  %1179 = fmul fast double %1178, %1174
  %1180 = fmul fast double %1171, %1171
  %1181 = fmul fast double %1180, 1.000000e-01
  %1182 = fadd fast double %1179, %1181
  store double %1182, ptr %1173, align 8, !tbaa !9
  %1183 = add nuw nsw i64 %1139, 4
  %1184 = add i64 %1140, 4
  %1185 = icmp eq i64 %1184, %1136
  br i1 %1185, label %1186, label %1137, !llvm.loop !17

1186:                                             ; preds = %1137, %1127
  %1187 = phi double [ %1130, %1127 ], [ %1182, %1137 ]
  %1188 = phi i64 [ 1, %1127 ], [ %1183, %1137 ]
  %1189 = icmp eq i64 %1133, 0
  br i1 %1189, label %1207, label %1190

1190:                                             ; preds = %1186, %1190
  %1191 = phi double [ %1203, %1190 ], [ %1187, %1186 ]
  %1192 = phi i64 [ %1204, %1190 ], [ %1188, %1186 ]
  %1193 = phi i64 [ %1205, %1190 ], [ 0, %1186 ]
  %1194 = getelementptr inbounds double, ptr %61, i64 %1192
  %1195 = load double, ptr %1194, align 8, !tbaa !9
  %1196 = getelementptr double, ptr %230, i64 %1192
  %1197 = load double, ptr %1196, align 8, !tbaa !9
  %1198 = fadd fast double %1197, %1191
  %1199 = call fast double @llvm.cos.f64(double %1198)
  %1200 = fmul fast double %1199, %1195
  %1201 = fmul fast double %1191, %1191
  %1202 = fmul fast double %1201, 1.000000e-01
  %1203 = fadd fast double %1200, %1202
  store double %1203, ptr %1194, align 8, !tbaa !9
  %1204 = add nuw nsw i64 %1192, 1
  %1205 = add i64 %1193, 1
  %1206 = icmp eq i64 %1205, %1133
  br i1 %1206, label %1207, label %1190, !llvm.loop !18

1207:                                             ; preds = %1190, %1186
  %1208 = and i64 %1131, 3
  %1209 = icmp ult i64 %1132, 3
  br i1 %1209, label %1261, label %1210

1210:                                             ; preds = %1207
  %1211 = and i64 %1131, -4
  br label %1212

1212:                                             ; preds = %1212, %1210
  %1213 = phi double [ %1130, %1210 ], [ %1257, %1212 ]
  %1214 = phi i64 [ 1, %1210 ], [ %1258, %1212 ]
  %1215 = phi i64 [ 0, %1210 ], [ %1259, %1212 ]
  %1216 = getelementptr inbounds double, ptr %61, i64 %1214
  %1217 = load double, ptr %1216, align 8, !tbaa !9
  %1218 = getelementptr double, ptr %230, i64 %1214
  %1219 = load double, ptr %1218, align 8, !tbaa !9
  %1220 = fadd fast double %1219, %1213
  %1221 = call fast double @llvm.cos.f64(double %1220)
  %1222 = fmul fast double %1221, %1217
  %1223 = fmul fast double %1213, %1213
  %1224 = fmul fast double %1223, 1.000000e-01
  %1225 = fadd fast double %1222, %1224
  store double %1225, ptr %1216, align 8, !tbaa !9
  %1226 = getelementptr inbounds double, ptr %250, i64 %1214
  %1227 = load double, ptr %1226, align 8, !tbaa !9
  %1228 = getelementptr double, ptr %56, i64 %1214
  %1229 = load double, ptr %1228, align 8, !tbaa !9
  %1230 = fadd fast double %1229, %1225
  %1231 = call fast double @llvm.cos.f64(double %1230)
  %1232 = fmul fast double %1231, %1227
  %1233 = fmul fast double %1225, %1225
  %1234 = fmul fast double %1233, 1.000000e-01
  %1235 = fadd fast double %1232, %1234
  store double %1235, ptr %1226, align 8, !tbaa !9
  %1236 = add nuw nsw i64 %1214, 2
  %1237 = getelementptr inbounds double, ptr %61, i64 %1236
  %1238 = load double, ptr %1237, align 8, !tbaa !9
  %1239 = getelementptr double, ptr %230, i64 %1236
  %1240 = load double, ptr %1239, align 8, !tbaa !9
  %1241 = fadd fast double %1240, %1235
  %1242 = call fast double @llvm.cos.f64(double %1241)
  %1243 = fmul fast double %1242, %1238
  %1244 = fmul fast double %1235, %1235
  %1245 = fmul fast double %1244, 1.000000e-01
  %1246 = fadd fast double %1243, %1245
  store double %1246, ptr %1237, align 8, !tbaa !9
  %1247 = add nuw nsw i64 %1214, 3
  %1248 = getelementptr inbounds double, ptr %61, i64 %1247
  %1249 = load double, ptr %1248, align 8, !tbaa !9
  %1250 = getelementptr double, ptr %230, i64 %1247
  %1251 = load double, ptr %1250, align 8, !tbaa !9
  %1252 = fadd fast double %1251, %1246
  %1253 = call fast double @llvm.cos.f64(double %1252)
  %1254 = fmul fast double %1253, %1249
  %1255 = fmul fast double %1246, %1246
  %1256 = fmul fast double %1255, 1.000000e-01
  %1257 = fadd fast double %1254, %1256
  store double %1257, ptr %1248, align 8, !tbaa !9
  %1258 = add nuw nsw i64 %1214, 4
  %1259 = add i64 %1215, 4
  %1260 = icmp eq i64 %1259, %1211
  br i1 %1260, label %1261, label %1212, !llvm.loop !17

1261:                                             ; preds = %1212, %1207
  %1262 = phi double [ %1130, %1207 ], [ %1257, %1212 ]
  %1263 = phi i64 [ 1, %1207 ], [ %1258, %1212 ]
  %1264 = icmp eq i64 %1208, 0
  br i1 %1264, label %1282, label %1265

1265:                                             ; preds = %1261, %1265
  %1266 = phi double [ %1278, %1265 ], [ %1262, %1261 ]
  %1267 = phi i64 [ %1279, %1265 ], [ %1263, %1261 ]
  %1268 = phi i64 [ %1280, %1265 ], [ 0, %1261 ]
  %1269 = getelementptr inbounds double, ptr %61, i64 %1267
  %1270 = load double, ptr %1269, align 8, !tbaa !9
  %1271 = getelementptr double, ptr %230, i64 %1267
  %1272 = load double, ptr %1271, align 8, !tbaa !9
  %1273 = fadd fast double %1272, %1266
  %1274 = call fast double @llvm.cos.f64(double %1273)
  %1275 = fmul fast double %1274, %1270
  %1276 = fmul fast double %1266, %1266
  %1277 = fmul fast double %1276, 1.000000e-01
  %1278 = fadd fast double %1275, %1277
  store double %1278, ptr %1269, align 8, !tbaa !9
  %1279 = add nuw nsw i64 %1267, 1
  %1280 = add i64 %1268, 1
  %1281 = icmp eq i64 %1280, %1208
  br i1 %1281, label %1282, label %1265, !llvm.loop !20

1282:                                             ; preds = %1265, %1261
  %1283 = and i64 %1131, 3
  %1284 = icmp ult i64 %1132, 3
  br i1 %1284, label %1336, label %1285

1285:                                             ; preds = %1282
  %1286 = and i64 %1131, -4
  br label %1287

1287:                                             ; preds = %1287, %1285
  %1288 = phi double [ %1130, %1285 ], [ %1332, %1287 ]
  %1289 = phi i64 [ 1, %1285 ], [ %1333, %1287 ]
  %1290 = phi i64 [ 0, %1285 ], [ %1334, %1287 ]
  %1291 = getelementptr inbounds double, ptr %61, i64 %1289
  %1292 = load double, ptr %1291, align 8, !tbaa !9
  %1293 = getelementptr double, ptr %230, i64 %1289
  %1294 = load double, ptr %1293, align 8, !tbaa !9
  %1295 = fadd fast double %1294, %1288
  %1296 = call fast double @llvm.cos.f64(double %1295)
  %1297 = fmul fast double %1296, %1292
  %1298 = fmul fast double %1288, %1288
  %1299 = fmul fast double %1298, 1.000000e-01
  %1300 = fadd fast double %1297, %1299
  store double %1300, ptr %1291, align 8, !tbaa !9
  %1301 = getelementptr inbounds double, ptr %251, i64 %1289
  %1302 = load double, ptr %1301, align 8, !tbaa !9
  %1303 = getelementptr double, ptr %56, i64 %1289
  %1304 = load double, ptr %1303, align 8, !tbaa !9
  %1305 = fadd fast double %1304, %1300
  %1306 = call fast double @llvm.cos.f64(double %1305)
  %1307 = fmul fast double %1306, %1302
  %1308 = fmul fast double %1300, %1300
  %1309 = fmul fast double %1308, 1.000000e-01
  %1310 = fadd fast double %1307, %1309
  store double %1310, ptr %1301, align 8, !tbaa !9
  %1311 = add nuw nsw i64 %1289, 2
  %1312 = getelementptr inbounds double, ptr %61, i64 %1311
  %1313 = load double, ptr %1312, align 8, !tbaa !9
  %1314 = getelementptr double, ptr %230, i64 %1311
  %1315 = load double, ptr %1314, align 8, !tbaa !9
  %1316 = fadd fast double %1315, %1310
  %1317 = call fast double @llvm.cos.f64(double %1316)
  %1318 = fmul fast double %1317, %1313
  %1319 = fmul fast double %1310, %1310
  %1320 = fmul fast double %1319, 1.000000e-01
  %1321 = fadd fast double %1318, %1320
  store double %1321, ptr %1312, align 8, !tbaa !9
  %1322 = add nuw nsw i64 %1289, 3
  %1323 = getelementptr inbounds double, ptr %61, i64 %1322
  %1324 = load double, ptr %1323, align 8, !tbaa !9
  %1325 = getelementptr double, ptr %230, i64 %1322
  %1326 = load double, ptr %1325, align 8, !tbaa !9
  %1327 = fadd fast double %1326, %1321
  %1328 = call fast double @llvm.cos.f64(double %1327)
  %1329 = fmul fast double %1328, %1324
  %1330 = fmul fast double %1321, %1321
  %1331 = fmul fast double %1330, 1.000000e-01
  %1332 = fadd fast double %1329, %1331
  store double %1332, ptr %1323, align 8, !tbaa !9
  %1333 = add nuw nsw i64 %1289, 4
  %1334 = add i64 %1290, 4
  %1335 = icmp eq i64 %1334, %1286
  br i1 %1335, label %1336, label %1287, !llvm.loop !17

1336:                                             ; preds = %1287, %1282
  %1337 = phi double [ %1130, %1282 ], [ %1332, %1287 ]
  %1338 = phi i64 [ 1, %1282 ], [ %1333, %1287 ]
  %1339 = icmp eq i64 %1283, 0
  br i1 %1339, label %1357, label %1340

1340:                                             ; preds = %1336, %1340
  %1341 = phi double [ %1353, %1340 ], [ %1337, %1336 ]
  %1342 = phi i64 [ %1354, %1340 ], [ %1338, %1336 ]
  %1343 = phi i64 [ %1355, %1340 ], [ 0, %1336 ]
  %1344 = getelementptr inbounds double, ptr %61, i64 %1342
  %1345 = load double, ptr %1344, align 8, !tbaa !9
  %1346 = getelementptr double, ptr %230, i64 %1342
  %1347 = load double, ptr %1346, align 8, !tbaa !9
  %1348 = fadd fast double %1347, %1341
  %1349 = call fast double @llvm.cos.f64(double %1348)
  %1350 = fmul fast double %1349, %1345
  %1351 = fmul fast double %1341, %1341
  %1352 = fmul fast double %1351, 1.000000e-01
  %1353 = fadd fast double %1350, %1352
  store double %1353, ptr %1344, align 8, !tbaa !9
  %1354 = add nuw nsw i64 %1342, 1
  %1355 = add i64 %1343, 1
  %1356 = icmp eq i64 %1355, %1283
  br i1 %1356, label %1357, label %1340, !llvm.loop !21

1357:                                             ; preds = %1340, %1336
  br label %1358

1358:                                             ; preds = %1357, %1387
  %1359 = phi i64 [ %1388, %1387 ], [ 0, %1357 ]
  %1360 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %1359
  %1361 = load double, ptr %1360, align 8, !tbaa !9
  %1362 = getelementptr inbounds [7 x double], ptr %61, i64 0, i64 %1359
  %1363 = load double, ptr %1362, align 8, !tbaa !9
  %1364 = call fast double @llvm.fabs.f64(double %1363)
  %1365 = call fast double @llvm.maxnum.f64(double %1364, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %1361, ptr %24, align 8, !tbaa !9
  %1366 = load volatile double, ptr %24, align 8, !tbaa !9
  %1367 = call double @llvm.fabs.f64(double %1366)
  %1368 = fcmp ueq double %1367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %1368, label %1382, label %1369

1369:                                             ; preds = %1358
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %1363, ptr %23, align 8, !tbaa !9
  %1370 = load volatile double, ptr %23, align 8, !tbaa !9
  %1371 = call double @llvm.fabs.f64(double %1370)
  %1372 = fcmp ueq double %1371, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %1372, label %1382, label %1373

1373:                                             ; preds = %1369
  %1374 = fsub fast double %1361, %1363
  %1375 = call fast double @llvm.fabs.f64(double %1374)
  %1376 = fmul fast double %1365, 0x3D719799812DEA11
  %1377 = fcmp fast ole double %1375, %1376
  %1378 = freeze i1 %1377
  br i1 %1378, label %1379, label %1382

1379:                                             ; preds = %1373
  %1380 = trunc nuw nsw i64 %1359 to i32
  %1381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1380, double noundef nofpclass(nan inf) %1361, double noundef nofpclass(nan inf) %1363, ptr noundef nonnull @.str.18)
  br label %1387

1382:                                             ; preds = %1373, %1369, %1358
  %1383 = trunc nuw nsw i64 %1359 to i32
  %1384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %1383, double noundef nofpclass(nan inf) %1361, double noundef nofpclass(nan inf) %1363, ptr noundef nonnull @.str.19)
  %1385 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1386 = add nsw i32 %1385, 1
  store i32 %1386, ptr @n_fail, align 4, !tbaa !11
  br label %1387

1387:                                             ; preds = %1379, %1382
  %1388 = add nuw nsw i64 %1359, 1
  %1389 = icmp eq i64 %1388, %408
  br i1 %1389, label %1445, label %1358, !llvm.loop !22

1390:                                             ; preds = %1445
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %57, ptr noundef nonnull align 16 dereferenceable(168) %59, i64 168, i1 false)
  %1391 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1392 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %1393 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %1394 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %1395 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1396 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fin, i32 noundef %1391, i32 noundef 3, i32 noundef %1392, i64 noundef %1105, i32 noundef %1393, i32 noundef %1394, ptr noundef nonnull %60, i32 noundef %1395, ptr noundef nonnull %55, ptr noundef nonnull %57, ptr noundef nonnull %226, ptr noundef nonnull %227, i32 noundef %1395, ptr noundef nonnull %56, ptr noundef nonnull %58, ptr noundef nonnull %228, ptr noundef nonnull %229, i32 noundef %1396, i32 noundef %274) #14
  %1397 = and i64 %1131, 3
  %1398 = icmp ult i64 %1132, 3
  %1399 = and i64 %1131, -4
  %1400 = icmp eq i64 %1397, 0
  %1401 = and i64 %1131, 3
  %1402 = icmp ult i64 %1132, 3
  %1403 = and i64 %1131, -4
  %1404 = icmp eq i64 %1401, 0
  %1405 = and i64 %1131, 3
  %1406 = icmp ult i64 %1132, 3
  %1407 = and i64 %1131, -4
  %1408 = icmp eq i64 %1405, 0
  %1409 = and i64 %1131, 3
  %1410 = icmp ult i64 %1132, 3
  %1411 = and i64 %1131, -4
  %1412 = icmp eq i64 %1409, 0
  %1413 = and i64 %1131, 3
  %1414 = icmp ult i64 %1132, 3
  %1415 = and i64 %1131, -4
  %1416 = icmp eq i64 %1413, 0
  %1417 = and i64 %1131, 3
  %1418 = icmp ult i64 %1132, 3
  %1419 = and i64 %1131, -4
  %1420 = icmp eq i64 %1417, 0
  %1421 = and i64 %1131, 3
  %1422 = icmp ult i64 %1132, 3
  %1423 = and i64 %1131, -4
  %1424 = icmp eq i64 %1421, 0
  %1425 = and i64 %1131, 3
  %1426 = icmp ult i64 %1132, 3
  %1427 = and i64 %1131, -4
  %1428 = icmp eq i64 %1425, 0
  %1429 = and i64 %1131, 3
  %1430 = icmp ult i64 %1132, 3
  %1431 = and i64 %1131, -4
  %1432 = icmp eq i64 %1429, 0
  %1433 = and i64 %1131, 3
  %1434 = icmp ult i64 %1132, 3
  %1435 = and i64 %1131, -4
  %1436 = icmp eq i64 %1433, 0
  %1437 = and i64 %1131, 3
  %1438 = icmp ult i64 %1132, 3
  %1439 = and i64 %1131, -4
  %1440 = icmp eq i64 %1437, 0
  %1441 = and i64 %1131, 3
  %1442 = icmp ult i64 %1132, 3
  %1443 = and i64 %1131, -4
  %1444 = icmp eq i64 %1441, 0
  br label %1498

1445:                                             ; preds = %1387, %1445
  %1446 = phi i64 [ %1451, %1445 ], [ 0, %1387 ]
  %1447 = trunc i64 %1446 to i32
  %1448 = add i32 %1447, 1000
  %1449 = uitofp i32 %1448 to double
  %1450 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %1446
  store double %1449, ptr %1450, align 8, !tbaa !9
  %1451 = add nuw nsw i64 %1446, 1
  %1452 = icmp eq i64 %1451, %408
  br i1 %1452, label %1390, label %1445, !llvm.loop !23

1453:                                             ; preds = %2483
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %61) #14
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %60) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %59) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %62) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %62, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %64) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %64, i8 0, i64 112, i1 false)
  %1454 = load i64, ptr @rng_state, align 8, !tbaa !5
  %1455 = mul i64 %1454, 6364136223846793005
  %1456 = add i64 %1455, 1442695040888963407
  %1457 = mul i64 %1456, 6364136223846793005
  %1458 = add i64 %1457, 1442695040888963407
  %1459 = insertelement <2 x i64> poison, i64 %1456, i64 0
  %1460 = insertelement <2 x i64> %1459, i64 %1458, i64 1
  %1461 = lshr <2 x i64> %1460, <i64 11, i64 11>
  %1462 = uitofp nneg <2 x i64> %1461 to <2 x double>
  %1463 = fmul fast <2 x double> %1462, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %1464 = fadd fast <2 x double> %1463, <double -1.000000e+00, double -1.000000e+00>
  store i64 %1458, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1465 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1466 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1467 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1468 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %1469 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fs, i32 noundef %1465, i32 noundef 2, i32 noundef %1466, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %1466, double noundef nofpclass(nan inf) -4.000000e-01, i32 noundef %1467, ptr noundef nonnull %45, ptr noundef nonnull %64, ptr noundef nonnull %231, i32 noundef %1467, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %232, i32 noundef %1468, i32 noundef %274) #14
  %1470 = load i32, ptr @calls, align 4, !tbaa !11
  %1471 = freeze i32 %1470
  %1472 = sitofp i32 %1471 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %1472, ptr %22, align 8, !tbaa !9
  %1473 = load volatile double, ptr %22, align 8, !tbaa !9
  %1474 = call double @llvm.fabs.f64(double %1473)
  %1475 = fcmp ueq double %1474, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %1475, label %1486, label %1476

1476:                                             ; preds = %1453
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !9
  %1477 = load volatile double, ptr %21, align 8, !tbaa !9
  %1478 = call double @llvm.fabs.f64(double %1477)
  %1479 = fcmp one double %1478, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %1480 = fadd reassoc nsz arcp contract afn double %1472, -1.000000e+00
  %1481 = fcmp reassoc nsz arcp contract afn oeq double %1480, 0.000000e+00
  %1482 = and i1 %1481, %1479
  br i1 %1482, label %1483, label %1486

1483:                                             ; preds = %1476
  %1484 = trunc nuw nsw i64 %272 to i32
  %1485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1484, double noundef nofpclass(nan inf) %1472, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1491

1486:                                             ; preds = %1476, %1453
  %1487 = trunc nuw nsw i64 %272 to i32
  %1488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %1487, double noundef nofpclass(nan inf) %1472, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %1489 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1490 = add nsw i32 %1489, 1
  store i32 %1490, ptr @n_fail, align 4, !tbaa !11
  br label %1491

1491:                                             ; preds = %1483, %1486
  store <2 x double> %1464, ptr %63, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %65) #14
  %1492 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1493 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %1494 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1495 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %65, ptr noundef nonnull @fs, i32 noundef %1492, i32 noundef 2, i32 noundef %1493, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %1493, double noundef nofpclass(nan inf) -4.000000e-01, i32 noundef %1494, ptr noundef nonnull %45, ptr noundef nonnull %64, ptr noundef nonnull %231, i32 noundef %1494, ptr noundef nonnull %62, ptr noundef nonnull %63, ptr noundef nonnull %232, i32 noundef %1495, i32 noundef %274, ptr noundef %1469) #14
  %1496 = extractelement <2 x double> %1464, i64 0
  %1497 = extractelement <2 x double> %1464, i64 1
  br label %2487

1498:                                             ; preds = %1390, %2483
  %1499 = phi i64 [ 0, %1390 ], [ %2484, %2483 ]
  %1500 = getelementptr inbounds [3 x [7 x double]], ptr %59, i64 0, i64 %1499
  %1501 = getelementptr inbounds [3 x [7 x double]], ptr %57, i64 0, i64 %1499
  %1502 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1502, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  br label %1503

1503:                                             ; preds = %1988, %1498
  %1504 = phi i64 [ 0, %1498 ], [ %1989, %1988 ]
  %1505 = getelementptr inbounds double, ptr %1501, i64 %1504
  %1506 = load double, ptr %1505, align 8, !tbaa !9
  %1507 = getelementptr inbounds double, ptr %1502, i64 %1504
  %1508 = load double, ptr %1507, align 8, !tbaa !9
  %1509 = call fast double @llvm.fabs.f64(double %1508)
  %1510 = call fast double @llvm.maxnum.f64(double %1509, double 1.000000e+00)
  %1511 = fmul fast double %1510, 0x3EB0C6F7A0B5ED8D
  %1512 = fadd fast double %1511, %1508
  store double %1512, ptr %1507, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %1502, i64 %411, i1 false)
  %1513 = load i32, ptr @calls, align 4, !tbaa !11
  %1514 = load double, ptr %3, align 16, !tbaa !9
  br i1 %1398, label %1564, label %1515

1515:                                             ; preds = %1503, %1515
  %1516 = phi double [ %1560, %1515 ], [ %1514, %1503 ]
  %1517 = phi i64 [ %1561, %1515 ], [ 1, %1503 ]
  %1518 = phi i64 [ %1562, %1515 ], [ 0, %1503 ]
  %1519 = getelementptr inbounds double, ptr %3, i64 %1517
  %1520 = load double, ptr %1519, align 8, !tbaa !9
  %1521 = getelementptr double, ptr %230, i64 %1517
  %1522 = load double, ptr %1521, align 8, !tbaa !9
  %1523 = fadd fast double %1522, %1516
  %1524 = call fast double @llvm.cos.f64(double %1523)
  %1525 = fmul fast double %1524, %1520
  %1526 = fmul fast double %1516, %1516
  %1527 = fmul fast double %1526, 1.000000e-01
  %1528 = fadd fast double %1525, %1527
  store double %1528, ptr %1519, align 8, !tbaa !9
  %1529 = getelementptr inbounds double, ptr %252, i64 %1517
  %1530 = load double, ptr %1529, align 8, !tbaa !9
  %1531 = getelementptr double, ptr %56, i64 %1517
  %1532 = load double, ptr %1531, align 8, !tbaa !9
  %1533 = fadd fast double %1532, %1528
  %1534 = call fast double @llvm.cos.f64(double %1533)
  %1535 = fmul fast double %1534, %1530
  %1536 = fmul fast double %1528, %1528
  %1537 = fmul fast double %1536, 1.000000e-01
  %1538 = fadd fast double %1535, %1537
  store double %1538, ptr %1529, align 8, !tbaa !9
  %1539 = add nuw nsw i64 %1517, 2
  %1540 = getelementptr inbounds double, ptr %3, i64 %1539
  %1541 = load double, ptr %1540, align 8, !tbaa !9
  %1542 = getelementptr double, ptr %230, i64 %1539
  %1543 = load double, ptr %1542, align 8, !tbaa !9
  %1544 = fadd fast double %1543, %1538
  %1545 = call fast double @llvm.cos.f64(double %1544)
  %1546 = fmul fast double %1545, %1541
  %1547 = fmul fast double %1538, %1538
  %1548 = fmul fast double %1547, 1.000000e-01
  %1549 = fadd fast double %1546, %1548
  store double %1549, ptr %1540, align 8, !tbaa !9
  %1550 = add nuw nsw i64 %1517, 3
  %1551 = getelementptr inbounds double, ptr %3, i64 %1550
  %1552 = load double, ptr %1551, align 8, !tbaa !9
  %1553 = getelementptr double, ptr %230, i64 %1550
  %1554 = load double, ptr %1553, align 8, !tbaa !9
  %1555 = fadd fast double %1554, %1549
  %1556 = call fast double @llvm.cos.f64(double %1555)
  %1557 = fmul fast double %1556, %1552
  %1558 = fmul fast double %1549, %1549
  %1559 = fmul fast double %1558, 1.000000e-01
  %1560 = fadd fast double %1557, %1559
  store double %1560, ptr %1551, align 8, !tbaa !9
  %1561 = add nuw nsw i64 %1517, 4
  %1562 = add i64 %1518, 4
  %1563 = icmp eq i64 %1562, %1399
  br i1 %1563, label %1564, label %1515, !llvm.loop !17

1564:                                             ; preds = %1515, %1503
  %1565 = phi double [ %1514, %1503 ], [ %1560, %1515 ]
  %1566 = phi i64 [ 1, %1503 ], [ %1561, %1515 ]
  br i1 %1400, label %1584, label %1567

1567:                                             ; preds = %1564, %1567
  %1568 = phi double [ %1580, %1567 ], [ %1565, %1564 ]
  %1569 = phi i64 [ %1581, %1567 ], [ %1566, %1564 ]
  %1570 = phi i64 [ %1582, %1567 ], [ 0, %1564 ]
  %1571 = getelementptr inbounds double, ptr %3, i64 %1569
  %1572 = load double, ptr %1571, align 8, !tbaa !9
  %1573 = getelementptr double, ptr %230, i64 %1569
  %1574 = load double, ptr %1573, align 8, !tbaa !9
  %1575 = fadd fast double %1574, %1568
  %1576 = call fast double @llvm.cos.f64(double %1575)
  %1577 = fmul fast double %1576, %1572
  %1578 = fmul fast double %1568, %1568
  %1579 = fmul fast double %1578, 1.000000e-01
  %1580 = fadd fast double %1577, %1579
  store double %1580, ptr %1571, align 8, !tbaa !9
  %1581 = add nuw nsw i64 %1569, 1
  %1582 = add i64 %1570, 1
  %1583 = icmp eq i64 %1582, %1397
  br i1 %1583, label %1584, label %1567, !llvm.loop !26

1584:                                             ; preds = %1567, %1564
  br i1 %1402, label %1634, label %1585

1585:                                             ; preds = %1584, %1585
  %1586 = phi double [ %1630, %1585 ], [ %1514, %1584 ]
  %1587 = phi i64 [ %1631, %1585 ], [ 1, %1584 ]
  %1588 = phi i64 [ %1632, %1585 ], [ 0, %1584 ]
  %1589 = getelementptr inbounds double, ptr %3, i64 %1587
  %1590 = load double, ptr %1589, align 8, !tbaa !9
  %1591 = getelementptr double, ptr %230, i64 %1587
  %1592 = load double, ptr %1591, align 8, !tbaa !9
  %1593 = fadd fast double %1592, %1586
  %1594 = call fast double @llvm.cos.f64(double %1593)
  %1595 = fmul fast double %1594, %1590
  %1596 = fmul fast double %1586, %1586
  %1597 = fmul fast double %1596, 1.000000e-01
  %1598 = fadd fast double %1595, %1597
  store double %1598, ptr %1589, align 8, !tbaa !9
  %1599 = getelementptr inbounds double, ptr %253, i64 %1587
  %1600 = load double, ptr %1599, align 8, !tbaa !9
  %1601 = getelementptr double, ptr %56, i64 %1587
  %1602 = load double, ptr %1601, align 8, !tbaa !9
  %1603 = fadd fast double %1602, %1598
  %1604 = call fast double @llvm.cos.f64(double %1603)
  %1605 = fmul fast double %1604, %1600
  %1606 = fmul fast double %1598, %1598
  %1607 = fmul fast double %1606, 1.000000e-01
  %1608 = fadd fast double %1605, %1607
  store double %1608, ptr %1599, align 8, !tbaa !9
  %1609 = add nuw nsw i64 %1587, 2
  %1610 = getelementptr inbounds double, ptr %3, i64 %1609
  %1611 = load double, ptr %1610, align 8, !tbaa !9
  %1612 = getelementptr double, ptr %230, i64 %1609
  %1613 = load double, ptr %1612, align 8, !tbaa !9
  %1614 = fadd fast double %1613, %1608
  %1615 = call fast double @llvm.cos.f64(double %1614)
  %1616 = fmul fast double %1615, %1611
  %1617 = fmul fast double %1608, %1608
  %1618 = fmul fast double %1617, 1.000000e-01
  %1619 = fadd fast double %1616, %1618
  store double %1619, ptr %1610, align 8, !tbaa !9
  %1620 = add nuw nsw i64 %1587, 3
  %1621 = getelementptr inbounds double, ptr %3, i64 %1620
  %1622 = load double, ptr %1621, align 8, !tbaa !9
  %1623 = getelementptr double, ptr %230, i64 %1620
  %1624 = load double, ptr %1623, align 8, !tbaa !9
  %1625 = fadd fast double %1624, %1619
  %1626 = call fast double @llvm.cos.f64(double %1625)
  %1627 = fmul fast double %1626, %1622
  %1628 = fmul fast double %1619, %1619
  %1629 = fmul fast double %1628, 1.000000e-01
  %1630 = fadd fast double %1627, %1629
  store double %1630, ptr %1621, align 8, !tbaa !9
  %1631 = add nuw nsw i64 %1587, 4
  %1632 = add i64 %1588, 4
  %1633 = icmp eq i64 %1632, %1403
  br i1 %1633, label %1634, label %1585, !llvm.loop !17

1634:                                             ; preds = %1585, %1584
  %1635 = phi double [ %1514, %1584 ], [ %1630, %1585 ]
  %1636 = phi i64 [ 1, %1584 ], [ %1631, %1585 ]
  br i1 %1404, label %1654, label %1637

1637:                                             ; preds = %1634, %1637
  %1638 = phi double [ %1650, %1637 ], [ %1635, %1634 ]
  %1639 = phi i64 [ %1651, %1637 ], [ %1636, %1634 ]
  %1640 = phi i64 [ %1652, %1637 ], [ 0, %1634 ]
  %1641 = getelementptr inbounds double, ptr %3, i64 %1639
  %1642 = load double, ptr %1641, align 8, !tbaa !9
  %1643 = getelementptr double, ptr %230, i64 %1639
  %1644 = load double, ptr %1643, align 8, !tbaa !9
  %1645 = fadd fast double %1644, %1638
  %1646 = call fast double @llvm.cos.f64(double %1645)
  %1647 = fmul fast double %1646, %1642
  %1648 = fmul fast double %1638, %1638
  %1649 = fmul fast double %1648, 1.000000e-01
  %1650 = fadd fast double %1647, %1649
  store double %1650, ptr %1641, align 8, !tbaa !9
  %1651 = add nuw nsw i64 %1639, 1
  %1652 = add i64 %1640, 1
  %1653 = icmp eq i64 %1652, %1401
  br i1 %1653, label %1654, label %1637, !llvm.loop !27

1654:                                             ; preds = %1637, %1634
  br i1 %1406, label %1704, label %1655

1655:                                             ; preds = %1654, %1655
  %1656 = phi double [ %1700, %1655 ], [ %1514, %1654 ]
  %1657 = phi i64 [ %1701, %1655 ], [ 1, %1654 ]
  %1658 = phi i64 [ %1702, %1655 ], [ 0, %1654 ]
  %1659 = getelementptr inbounds double, ptr %3, i64 %1657
  %1660 = load double, ptr %1659, align 8, !tbaa !9
  %1661 = getelementptr double, ptr %230, i64 %1657
  %1662 = load double, ptr %1661, align 8, !tbaa !9
  %1663 = fadd fast double %1662, %1656
  %1664 = call fast double @llvm.cos.f64(double %1663)
  %1665 = fmul fast double %1664, %1660
  %1666 = fmul fast double %1656, %1656
  %1667 = fmul fast double %1666, 1.000000e-01
  %1668 = fadd fast double %1665, %1667
  store double %1668, ptr %1659, align 8, !tbaa !9
  %1669 = getelementptr inbounds double, ptr %254, i64 %1657
  %1670 = load double, ptr %1669, align 8, !tbaa !9
  %1671 = getelementptr double, ptr %56, i64 %1657
  %1672 = load double, ptr %1671, align 8, !tbaa !9
  %1673 = fadd fast double %1672, %1668
  %1674 = call fast double @llvm.cos.f64(double %1673)
  %1675 = fmul fast double %1674, %1670
  %1676 = fmul fast double %1668, %1668
  %1677 = fmul fast double %1676, 1.000000e-01
  %1678 = fadd fast double %1675, %1677
  store double %1678, ptr %1669, align 8, !tbaa !9
  %1679 = add nuw nsw i64 %1657, 2
  %1680 = getelementptr inbounds double, ptr %3, i64 %1679
  %1681 = load double, ptr %1680, align 8, !tbaa !9
  %1682 = getelementptr double, ptr %230, i64 %1679
  %1683 = load double, ptr %1682, align 8, !tbaa !9
  %1684 = fadd fast double %1683, %1678
  %1685 = call fast double @llvm.cos.f64(double %1684)
  %1686 = fmul fast double %1685, %1681
  %1687 = fmul fast double %1678, %1678
  %1688 = fmul fast double %1687, 1.000000e-01
  %1689 = fadd fast double %1686, %1688
  store double %1689, ptr %1680, align 8, !tbaa !9
  %1690 = add nuw nsw i64 %1657, 3
  %1691 = getelementptr inbounds double, ptr %3, i64 %1690
  %1692 = load double, ptr %1691, align 8, !tbaa !9
  %1693 = getelementptr double, ptr %230, i64 %1690
  %1694 = load double, ptr %1693, align 8, !tbaa !9
  %1695 = fadd fast double %1694, %1689
  %1696 = call fast double @llvm.cos.f64(double %1695)
  %1697 = fmul fast double %1696, %1692
  %1698 = fmul fast double %1689, %1689
  %1699 = fmul fast double %1698, 1.000000e-01
  %1700 = fadd fast double %1697, %1699
  store double %1700, ptr %1691, align 8, !tbaa !9
  %1701 = add nuw nsw i64 %1657, 4
  %1702 = add i64 %1658, 4
  %1703 = icmp eq i64 %1702, %1407
  br i1 %1703, label %1704, label %1655, !llvm.loop !17

1704:                                             ; preds = %1655, %1654
  %1705 = phi double [ %1514, %1654 ], [ %1700, %1655 ]
  %1706 = phi i64 [ 1, %1654 ], [ %1701, %1655 ]
  br i1 %1408, label %1724, label %1707

1707:                                             ; preds = %1704, %1707
  %1708 = phi double [ %1720, %1707 ], [ %1705, %1704 ]
  %1709 = phi i64 [ %1721, %1707 ], [ %1706, %1704 ]
  %1710 = phi i64 [ %1722, %1707 ], [ 0, %1704 ]
  %1711 = getelementptr inbounds double, ptr %3, i64 %1709
  %1712 = load double, ptr %1711, align 8, !tbaa !9
  %1713 = getelementptr double, ptr %230, i64 %1709
  %1714 = load double, ptr %1713, align 8, !tbaa !9
  %1715 = fadd fast double %1714, %1708
  %1716 = call fast double @llvm.cos.f64(double %1715)
  %1717 = fmul fast double %1716, %1712
  %1718 = fmul fast double %1708, %1708
  %1719 = fmul fast double %1718, 1.000000e-01
  %1720 = fadd fast double %1717, %1719
  store double %1720, ptr %1711, align 8, !tbaa !9
  %1721 = add nuw nsw i64 %1709, 1
  %1722 = add i64 %1710, 1
  %1723 = icmp eq i64 %1722, %1405
  br i1 %1723, label %1724, label %1707, !llvm.loop !28

1724:                                             ; preds = %1707, %1704
  br label %1725

1725:                                             ; preds = %1724, %1725
  %1726 = phi i64 [ %1734, %1725 ], [ 0, %1724 ]
  %1727 = phi double [ %1733, %1725 ], [ 0.000000e+00, %1724 ]
  %1728 = getelementptr inbounds double, ptr %1500, i64 %1726
  %1729 = load double, ptr %1728, align 8, !tbaa !9
  %1730 = getelementptr inbounds double, ptr %3, i64 %1726
  %1731 = load double, ptr %1730, align 8, !tbaa !9
  %1732 = fmul fast double %1731, %1729
  %1733 = fadd fast double %1732, %1727
  %1734 = add nuw nsw i64 %1726, 1
  %1735 = icmp eq i64 %1734, %412
  br i1 %1735, label %1736, label %1725, !llvm.loop !29

1736:                                             ; preds = %1725
  %1737 = fsub fast double %1508, %1511
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #14
  store double %1737, ptr %1507, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %1502, i64 %411, i1 false)
  %1738 = add nsw i32 %1513, 2
  store i32 %1738, ptr @calls, align 4, !tbaa !11
  %1739 = load double, ptr %4, align 16, !tbaa !9
  br i1 %1410, label %1789, label %1740

1740:                                             ; preds = %1736, %1740
  %1741 = phi double [ %1785, %1740 ], [ %1739, %1736 ]
  %1742 = phi i64 [ %1786, %1740 ], [ 1, %1736 ]
  %1743 = phi i64 [ %1787, %1740 ], [ 0, %1736 ]
  %1744 = getelementptr inbounds double, ptr %4, i64 %1742
  %1745 = load double, ptr %1744, align 8, !tbaa !9
  %1746 = getelementptr double, ptr %230, i64 %1742
  %1747 = load double, ptr %1746, align 8, !tbaa !9
  %1748 = fadd fast double %1747, %1741
  %1749 = call fast double @llvm.cos.f64(double %1748)
  %1750 = fmul fast double %1749, %1745
  %1751 = fmul fast double %1741, %1741
  %1752 = fmul fast double %1751, 1.000000e-01
  %1753 = fadd fast double %1750, %1752
  store double %1753, ptr %1744, align 8, !tbaa !9
  %1754 = getelementptr inbounds double, ptr %255, i64 %1742
  %1755 = load double, ptr %1754, align 8, !tbaa !9
  %1756 = getelementptr double, ptr %56, i64 %1742
  %1757 = load double, ptr %1756, align 8, !tbaa !9
  %1758 = fadd fast double %1757, %1753
  %1759 = call fast double @llvm.cos.f64(double %1758)
  %1760 = fmul fast double %1759, %1755
  %1761 = fmul fast double %1753, %1753
  %1762 = fmul fast double %1761, 1.000000e-01
  %1763 = fadd fast double %1760, %1762
  store double %1763, ptr %1754, align 8, !tbaa !9
  %1764 = add nuw nsw i64 %1742, 2
  %1765 = getelementptr inbounds double, ptr %4, i64 %1764
  %1766 = load double, ptr %1765, align 8, !tbaa !9
  %1767 = getelementptr double, ptr %230, i64 %1764
  %1768 = load double, ptr %1767, align 8, !tbaa !9
  %1769 = fadd fast double %1768, %1763
  %1770 = call fast double @llvm.cos.f64(double %1769)
  %1771 = fmul fast double %1770, %1766
  %1772 = fmul fast double %1763, %1763
  %1773 = fmul fast double %1772, 1.000000e-01
  %1774 = fadd fast double %1771, %1773
  store double %1774, ptr %1765, align 8, !tbaa !9
  %1775 = add nuw nsw i64 %1742, 3
  %1776 = getelementptr inbounds double, ptr %4, i64 %1775
  %1777 = load double, ptr %1776, align 8, !tbaa !9
  %1778 = getelementptr double, ptr %230, i64 %1775
  %1779 = load double, ptr %1778, align 8, !tbaa !9
  %1780 = fadd fast double %1779, %1774
  %1781 = call fast double @llvm.cos.f64(double %1780)
  %1782 = fmul fast double %1781, %1777
  %1783 = fmul fast double %1774, %1774
  %1784 = fmul fast double %1783, 1.000000e-01
  %1785 = fadd fast double %1782, %1784
  store double %1785, ptr %1776, align 8, !tbaa !9
  %1786 = add nuw nsw i64 %1742, 4
  %1787 = add i64 %1743, 4
  %1788 = icmp eq i64 %1787, %1411
  br i1 %1788, label %1789, label %1740, !llvm.loop !17

1789:                                             ; preds = %1740, %1736
  %1790 = phi double [ %1739, %1736 ], [ %1785, %1740 ]
  %1791 = phi i64 [ 1, %1736 ], [ %1786, %1740 ]
  br i1 %1412, label %1809, label %1792

1792:                                             ; preds = %1789, %1792
  %1793 = phi double [ %1805, %1792 ], [ %1790, %1789 ]
  %1794 = phi i64 [ %1806, %1792 ], [ %1791, %1789 ]
  %1795 = phi i64 [ %1807, %1792 ], [ 0, %1789 ]
  %1796 = getelementptr inbounds double, ptr %4, i64 %1794
  %1797 = load double, ptr %1796, align 8, !tbaa !9
  %1798 = getelementptr double, ptr %230, i64 %1794
  %1799 = load double, ptr %1798, align 8, !tbaa !9
  %1800 = fadd fast double %1799, %1793
  %1801 = call fast double @llvm.cos.f64(double %1800)
  %1802 = fmul fast double %1801, %1797
  %1803 = fmul fast double %1793, %1793
  %1804 = fmul fast double %1803, 1.000000e-01
  %1805 = fadd fast double %1802, %1804
  store double %1805, ptr %1796, align 8, !tbaa !9
  %1806 = add nuw nsw i64 %1794, 1
  %1807 = add i64 %1795, 1
  %1808 = icmp eq i64 %1807, %1409
  br i1 %1808, label %1809, label %1792, !llvm.loop !30

1809:                                             ; preds = %1792, %1789
  br i1 %1414, label %1859, label %1810

1810:                                             ; preds = %1809, %1810
  %1811 = phi double [ %1855, %1810 ], [ %1739, %1809 ]
  %1812 = phi i64 [ %1856, %1810 ], [ 1, %1809 ]
  %1813 = phi i64 [ %1857, %1810 ], [ 0, %1809 ]
  %1814 = getelementptr inbounds double, ptr %4, i64 %1812
  %1815 = load double, ptr %1814, align 8, !tbaa !9
  %1816 = getelementptr double, ptr %230, i64 %1812
  %1817 = load double, ptr %1816, align 8, !tbaa !9
  %1818 = fadd fast double %1817, %1811
  %1819 = call fast double @llvm.cos.f64(double %1818)
  %1820 = fmul fast double %1819, %1815
  %1821 = fmul fast double %1811, %1811
  %1822 = fmul fast double %1821, 1.000000e-01
  %1823 = fadd fast double %1820, %1822
  store double %1823, ptr %1814, align 8, !tbaa !9
  %1824 = getelementptr inbounds double, ptr %256, i64 %1812
  %1825 = load double, ptr %1824, align 8, !tbaa !9
  %1826 = getelementptr double, ptr %56, i64 %1812
  %1827 = load double, ptr %1826, align 8, !tbaa !9
  %1828 = fadd fast double %1827, %1823
  %1829 = call fast double @llvm.cos.f64(double %1828)
  %1830 = fmul fast double %1829, %1825
  %1831 = fmul fast double %1823, %1823
  %1832 = fmul fast double %1831, 1.000000e-01
  %1833 = fadd fast double %1830, %1832
  store double %1833, ptr %1824, align 8, !tbaa !9
  %1834 = add nuw nsw i64 %1812, 2
  %1835 = getelementptr inbounds double, ptr %4, i64 %1834
  %1836 = load double, ptr %1835, align 8, !tbaa !9
  %1837 = getelementptr double, ptr %230, i64 %1834
  %1838 = load double, ptr %1837, align 8, !tbaa !9
  %1839 = fadd fast double %1838, %1833
  %1840 = call fast double @llvm.cos.f64(double %1839)
  %1841 = fmul fast double %1840, %1836
  %1842 = fmul fast double %1833, %1833
  %1843 = fmul fast double %1842, 1.000000e-01
  %1844 = fadd fast double %1841, %1843
  store double %1844, ptr %1835, align 8, !tbaa !9
  %1845 = add nuw nsw i64 %1812, 3
  %1846 = getelementptr inbounds double, ptr %4, i64 %1845
  %1847 = load double, ptr %1846, align 8, !tbaa !9
  %1848 = getelementptr double, ptr %230, i64 %1845
  %1849 = load double, ptr %1848, align 8, !tbaa !9
  %1850 = fadd fast double %1849, %1844
  %1851 = call fast double @llvm.cos.f64(double %1850)
  %1852 = fmul fast double %1851, %1847
  %1853 = fmul fast double %1844, %1844
  %1854 = fmul fast double %1853, 1.000000e-01
  %1855 = fadd fast double %1852, %1854
  store double %1855, ptr %1846, align 8, !tbaa !9
  %1856 = add nuw nsw i64 %1812, 4
  %1857 = add i64 %1813, 4
  %1858 = icmp eq i64 %1857, %1415
  br i1 %1858, label %1859, label %1810, !llvm.loop !17

1859:                                             ; preds = %1810, %1809
  %1860 = phi double [ %1739, %1809 ], [ %1855, %1810 ]
  %1861 = phi i64 [ 1, %1809 ], [ %1856, %1810 ]
  br i1 %1416, label %1879, label %1862

1862:                                             ; preds = %1859, %1862
  %1863 = phi double [ %1875, %1862 ], [ %1860, %1859 ]
  %1864 = phi i64 [ %1876, %1862 ], [ %1861, %1859 ]
  %1865 = phi i64 [ %1877, %1862 ], [ 0, %1859 ]
  %1866 = getelementptr inbounds double, ptr %4, i64 %1864
  %1867 = load double, ptr %1866, align 8, !tbaa !9
  %1868 = getelementptr double, ptr %230, i64 %1864
  %1869 = load double, ptr %1868, align 8, !tbaa !9
  %1870 = fadd fast double %1869, %1863
  %1871 = call fast double @llvm.cos.f64(double %1870)
  %1872 = fmul fast double %1871, %1867
  %1873 = fmul fast double %1863, %1863
  %1874 = fmul fast double %1873, 1.000000e-01
  %1875 = fadd fast double %1872, %1874
  store double %1875, ptr %1866, align 8, !tbaa !9
  %1876 = add nuw nsw i64 %1864, 1
  %1877 = add i64 %1865, 1
  %1878 = icmp eq i64 %1877, %1413
  br i1 %1878, label %1879, label %1862, !llvm.loop !31

1879:                                             ; preds = %1862, %1859
  br i1 %1418, label %1929, label %1880

1880:                                             ; preds = %1879, %1880
  %1881 = phi double [ %1925, %1880 ], [ %1739, %1879 ]
  %1882 = phi i64 [ %1926, %1880 ], [ 1, %1879 ]
  %1883 = phi i64 [ %1927, %1880 ], [ 0, %1879 ]
  %1884 = getelementptr inbounds double, ptr %4, i64 %1882
  %1885 = load double, ptr %1884, align 8, !tbaa !9
  %1886 = getelementptr double, ptr %230, i64 %1882
  %1887 = load double, ptr %1886, align 8, !tbaa !9
  %1888 = fadd fast double %1887, %1881
  %1889 = call fast double @llvm.cos.f64(double %1888)
  %1890 = fmul fast double %1889, %1885
  %1891 = fmul fast double %1881, %1881
  %1892 = fmul fast double %1891, 1.000000e-01
  %1893 = fadd fast double %1890, %1892
  store double %1893, ptr %1884, align 8, !tbaa !9
  %1894 = getelementptr inbounds double, ptr %257, i64 %1882
  %1895 = load double, ptr %1894, align 8, !tbaa !9
  %1896 = getelementptr double, ptr %56, i64 %1882
  %1897 = load double, ptr %1896, align 8, !tbaa !9
  %1898 = fadd fast double %1897, %1893
  %1899 = call fast double @llvm.cos.f64(double %1898)
  %1900 = fmul fast double %1899, %1895
  %1901 = fmul fast double %1893, %1893
  %1902 = fmul fast double %1901, 1.000000e-01
  %1903 = fadd fast double %1900, %1902
  store double %1903, ptr %1894, align 8, !tbaa !9
  %1904 = add nuw nsw i64 %1882, 2
  %1905 = getelementptr inbounds double, ptr %4, i64 %1904
  %1906 = load double, ptr %1905, align 8, !tbaa !9
  %1907 = getelementptr double, ptr %230, i64 %1904
  %1908 = load double, ptr %1907, align 8, !tbaa !9
  %1909 = fadd fast double %1908, %1903
  %1910 = call fast double @llvm.cos.f64(double %1909)
  %1911 = fmul fast double %1910, %1906
  %1912 = fmul fast double %1903, %1903
  %1913 = fmul fast double %1912, 1.000000e-01
  %1914 = fadd fast double %1911, %1913
  store double %1914, ptr %1905, align 8, !tbaa !9
  %1915 = add nuw nsw i64 %1882, 3
  %1916 = getelementptr inbounds double, ptr %4, i64 %1915
  %1917 = load double, ptr %1916, align 8, !tbaa !9
  %1918 = getelementptr double, ptr %230, i64 %1915
  %1919 = load double, ptr %1918, align 8, !tbaa !9
  %1920 = fadd fast double %1919, %1914
  %1921 = call fast double @llvm.cos.f64(double %1920)
  %1922 = fmul fast double %1921, %1917
  %1923 = fmul fast double %1914, %1914
  %1924 = fmul fast double %1923, 1.000000e-01
  %1925 = fadd fast double %1922, %1924
  store double %1925, ptr %1916, align 8, !tbaa !9
  %1926 = add nuw nsw i64 %1882, 4
  %1927 = add i64 %1883, 4
  %1928 = icmp eq i64 %1927, %1419
  br i1 %1928, label %1929, label %1880, !llvm.loop !17

1929:                                             ; preds = %1880, %1879
  %1930 = phi double [ %1739, %1879 ], [ %1925, %1880 ]
  %1931 = phi i64 [ 1, %1879 ], [ %1926, %1880 ]
  br i1 %1420, label %1949, label %1932

1932:                                             ; preds = %1929, %1932
  %1933 = phi double [ %1945, %1932 ], [ %1930, %1929 ]
  %1934 = phi i64 [ %1946, %1932 ], [ %1931, %1929 ]
  %1935 = phi i64 [ %1947, %1932 ], [ 0, %1929 ]
  %1936 = getelementptr inbounds double, ptr %4, i64 %1934
  %1937 = load double, ptr %1936, align 8, !tbaa !9
  %1938 = getelementptr double, ptr %230, i64 %1934
  %1939 = load double, ptr %1938, align 8, !tbaa !9
  %1940 = fadd fast double %1939, %1933
  %1941 = call fast double @llvm.cos.f64(double %1940)
  %1942 = fmul fast double %1941, %1937
  %1943 = fmul fast double %1933, %1933
  %1944 = fmul fast double %1943, 1.000000e-01
  %1945 = fadd fast double %1942, %1944
  store double %1945, ptr %1936, align 8, !tbaa !9
  %1946 = add nuw nsw i64 %1934, 1
  %1947 = add i64 %1935, 1
  %1948 = icmp eq i64 %1947, %1417
  br i1 %1948, label %1949, label %1932, !llvm.loop !32

1949:                                             ; preds = %1932, %1929
  br label %1950

1950:                                             ; preds = %1949, %1950
  %1951 = phi i64 [ %1959, %1950 ], [ 0, %1949 ]
  %1952 = phi double [ %1958, %1950 ], [ 0.000000e+00, %1949 ]
  %1953 = getelementptr inbounds double, ptr %1500, i64 %1951
  %1954 = load double, ptr %1953, align 8, !tbaa !9
  %1955 = getelementptr inbounds double, ptr %4, i64 %1951
  %1956 = load double, ptr %1955, align 8, !tbaa !9
  %1957 = fmul fast double %1956, %1954
  %1958 = fadd fast double %1957, %1952
  %1959 = add nuw nsw i64 %1951, 1
  %1960 = icmp eq i64 %1959, %412
  br i1 %1960, label %1961, label %1950, !llvm.loop !33

1961:                                             ; preds = %1950
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #14
  store double %1508, ptr %1507, align 8, !tbaa !9
  %1962 = fsub fast double %1733, %1958
  %1963 = fmul fast double %1510, 2.000000e-06
  %1964 = fdiv fast double %1962, %1963
  %1965 = call fast double @llvm.fabs.f64(double %1964)
  %1966 = call fast double @llvm.maxnum.f64(double %1965, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %1506, ptr %20, align 8, !tbaa !9
  %1967 = load volatile double, ptr %20, align 8, !tbaa !9
  %1968 = call double @llvm.fabs.f64(double %1967)
  %1969 = fcmp ueq double %1968, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %1969, label %1983, label %1970

1970:                                             ; preds = %1961
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %1964, ptr %19, align 8, !tbaa !9
  %1971 = load volatile double, ptr %19, align 8, !tbaa !9
  %1972 = call double @llvm.fabs.f64(double %1971)
  %1973 = fcmp ueq double %1972, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %1973, label %1983, label %1974

1974:                                             ; preds = %1970
  %1975 = fsub fast double %1506, %1964
  %1976 = call fast double @llvm.fabs.f64(double %1975)
  %1977 = fmul fast double %1966, 0x3EB0C6F7A0B5ED8D
  %1978 = fcmp fast ole double %1976, %1977
  %1979 = freeze i1 %1978
  br i1 %1979, label %1980, label %1983

1980:                                             ; preds = %1974
  %1981 = trunc nuw nsw i64 %1504 to i32
  %1982 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %1981, double noundef nofpclass(nan inf) %1506, double noundef nofpclass(nan inf) %1964, ptr noundef nonnull @.str.18)
  br label %1988

1983:                                             ; preds = %1974, %1970, %1961
  %1984 = trunc nuw nsw i64 %1504 to i32
  %1985 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %1984, double noundef nofpclass(nan inf) %1506, double noundef nofpclass(nan inf) %1964, ptr noundef nonnull @.str.19)
  %1986 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1987 = add nsw i32 %1986, 1
  store i32 %1987, ptr @n_fail, align 4, !tbaa !11
  br label %1988

1988:                                             ; preds = %1983, %1980
  %1989 = add nuw nsw i64 %1504, 1
  %1990 = icmp eq i64 %1989, %412
  br i1 %1990, label %1991, label %1503, !llvm.loop !13

1991:                                             ; preds = %1988
  call void @free(ptr noundef nonnull %1502) #14
  %1992 = getelementptr inbounds [3 x [7 x double]], ptr %58, i64 0, i64 %1499
  %1993 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1993, ptr nonnull readonly align 16 %56, i64 %411, i1 false)
  %1994 = getelementptr i8, ptr %1993, i64 -8
  br label %1995

1995:                                             ; preds = %2480, %1991
  %1996 = phi i64 [ 0, %1991 ], [ %2481, %2480 ]
  %1997 = getelementptr inbounds double, ptr %1992, i64 %1996
  %1998 = load double, ptr %1997, align 8, !tbaa !9
  %1999 = getelementptr inbounds double, ptr %1993, i64 %1996
  %2000 = load double, ptr %1999, align 8, !tbaa !9
  %2001 = call fast double @llvm.fabs.f64(double %2000)
  %2002 = call fast double @llvm.maxnum.f64(double %2001, double 1.000000e+00)
  %2003 = fmul fast double %2002, 0x3EB0C6F7A0B5ED8D
  %2004 = fadd fast double %2003, %2000
  store double %2004, ptr %1999, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %2005 = load i32, ptr @calls, align 4, !tbaa !11
  %2006 = load double, ptr %1, align 16, !tbaa !9
  br i1 %1422, label %2056, label %2007

2007:                                             ; preds = %1995, %2007
  %2008 = phi double [ %2052, %2007 ], [ %2006, %1995 ]
  %2009 = phi i64 [ %2053, %2007 ], [ 1, %1995 ]
  %2010 = phi i64 [ %2054, %2007 ], [ 0, %1995 ]
  %2011 = getelementptr inbounds double, ptr %1, i64 %2009
  %2012 = load double, ptr %2011, align 8, !tbaa !9
  %2013 = getelementptr double, ptr %1994, i64 %2009
  %2014 = load double, ptr %2013, align 8, !tbaa !9
  %2015 = fadd fast double %2014, %2008
  %2016 = call fast double @llvm.cos.f64(double %2015)
  %2017 = fmul fast double %2016, %2012
  %2018 = fmul fast double %2008, %2008
  %2019 = fmul fast double %2018, 1.000000e-01
  %2020 = fadd fast double %2017, %2019
  store double %2020, ptr %2011, align 8, !tbaa !9
  %2021 = getelementptr inbounds double, ptr %258, i64 %2009
  %2022 = load double, ptr %2021, align 8, !tbaa !9
  %2023 = getelementptr double, ptr %1993, i64 %2009
  %2024 = load double, ptr %2023, align 8, !tbaa !9
  %2025 = fadd fast double %2024, %2020
  %2026 = call fast double @llvm.cos.f64(double %2025)
  %2027 = fmul fast double %2026, %2022
  %2028 = fmul fast double %2020, %2020
  %2029 = fmul fast double %2028, 1.000000e-01
  %2030 = fadd fast double %2027, %2029
  store double %2030, ptr %2021, align 8, !tbaa !9
  %2031 = add nuw nsw i64 %2009, 2
  %2032 = getelementptr inbounds double, ptr %1, i64 %2031
  %2033 = load double, ptr %2032, align 8, !tbaa !9
  %2034 = getelementptr double, ptr %1994, i64 %2031
  %2035 = load double, ptr %2034, align 8, !tbaa !9
  %2036 = fadd fast double %2035, %2030
  %2037 = call fast double @llvm.cos.f64(double %2036)
  %2038 = fmul fast double %2037, %2033
  %2039 = fmul fast double %2030, %2030
  %2040 = fmul fast double %2039, 1.000000e-01
  %2041 = fadd fast double %2038, %2040
  store double %2041, ptr %2032, align 8, !tbaa !9
  %2042 = add nuw nsw i64 %2009, 3
  %2043 = getelementptr inbounds double, ptr %1, i64 %2042
  %2044 = load double, ptr %2043, align 8, !tbaa !9
  %2045 = getelementptr double, ptr %1994, i64 %2042
  %2046 = load double, ptr %2045, align 8, !tbaa !9
  %2047 = fadd fast double %2046, %2041
  %2048 = call fast double @llvm.cos.f64(double %2047)
  %2049 = fmul fast double %2048, %2044
  %2050 = fmul fast double %2041, %2041
  %2051 = fmul fast double %2050, 1.000000e-01
  %2052 = fadd fast double %2049, %2051
  store double %2052, ptr %2043, align 8, !tbaa !9
  %2053 = add nuw nsw i64 %2009, 4
  %2054 = add i64 %2010, 4
  %2055 = icmp eq i64 %2054, %1423
  br i1 %2055, label %2056, label %2007, !llvm.loop !17

2056:                                             ; preds = %2007, %1995
  %2057 = phi double [ %2006, %1995 ], [ %2052, %2007 ]
  %2058 = phi i64 [ 1, %1995 ], [ %2053, %2007 ]
  br i1 %1424, label %2076, label %2059

2059:                                             ; preds = %2056, %2059
  %2060 = phi double [ %2072, %2059 ], [ %2057, %2056 ]
  %2061 = phi i64 [ %2073, %2059 ], [ %2058, %2056 ]
  %2062 = phi i64 [ %2074, %2059 ], [ 0, %2056 ]
  %2063 = getelementptr inbounds double, ptr %1, i64 %2061
  %2064 = load double, ptr %2063, align 8, !tbaa !9
  %2065 = getelementptr double, ptr %1994, i64 %2061
  %2066 = load double, ptr %2065, align 8, !tbaa !9
  %2067 = fadd fast double %2066, %2060
  %2068 = call fast double @llvm.cos.f64(double %2067)
  %2069 = fmul fast double %2068, %2064
  %2070 = fmul fast double %2060, %2060
  %2071 = fmul fast double %2070, 1.000000e-01
  %2072 = fadd fast double %2069, %2071
  store double %2072, ptr %2063, align 8, !tbaa !9
  %2073 = add nuw nsw i64 %2061, 1
  %2074 = add i64 %2062, 1
  %2075 = icmp eq i64 %2074, %1421
  br i1 %2075, label %2076, label %2059, !llvm.loop !34

2076:                                             ; preds = %2059, %2056
  br i1 %1426, label %2126, label %2077

2077:                                             ; preds = %2076, %2077
  %2078 = phi double [ %2122, %2077 ], [ %2006, %2076 ]
  %2079 = phi i64 [ %2123, %2077 ], [ 1, %2076 ]
  %2080 = phi i64 [ %2124, %2077 ], [ 0, %2076 ]
  %2081 = getelementptr inbounds double, ptr %1, i64 %2079
  %2082 = load double, ptr %2081, align 8, !tbaa !9
  %2083 = getelementptr double, ptr %1994, i64 %2079
  %2084 = load double, ptr %2083, align 8, !tbaa !9
  %2085 = fadd fast double %2084, %2078
  %2086 = call fast double @llvm.cos.f64(double %2085)
  %2087 = fmul fast double %2086, %2082
  %2088 = fmul fast double %2078, %2078
  %2089 = fmul fast double %2088, 1.000000e-01
  %2090 = fadd fast double %2087, %2089
  store double %2090, ptr %2081, align 8, !tbaa !9
  %2091 = getelementptr inbounds double, ptr %259, i64 %2079
  %2092 = load double, ptr %2091, align 8, !tbaa !9
  %2093 = getelementptr double, ptr %1993, i64 %2079
  %2094 = load double, ptr %2093, align 8, !tbaa !9
  %2095 = fadd fast double %2094, %2090
  %2096 = call fast double @llvm.cos.f64(double %2095)
  %2097 = fmul fast double %2096, %2092
  %2098 = fmul fast double %2090, %2090
  %2099 = fmul fast double %2098, 1.000000e-01
  %2100 = fadd fast double %2097, %2099
  store double %2100, ptr %2091, align 8, !tbaa !9
  %2101 = add nuw nsw i64 %2079, 2
  %2102 = getelementptr inbounds double, ptr %1, i64 %2101
  %2103 = load double, ptr %2102, align 8, !tbaa !9
  %2104 = getelementptr double, ptr %1994, i64 %2101
  %2105 = load double, ptr %2104, align 8, !tbaa !9
  %2106 = fadd fast double %2105, %2100
  %2107 = call fast double @llvm.cos.f64(double %2106)
  %2108 = fmul fast double %2107, %2103
  %2109 = fmul fast double %2100, %2100
  %2110 = fmul fast double %2109, 1.000000e-01
  %2111 = fadd fast double %2108, %2110
  store double %2111, ptr %2102, align 8, !tbaa !9
  %2112 = add nuw nsw i64 %2079, 3
  %2113 = getelementptr inbounds double, ptr %1, i64 %2112
  %2114 = load double, ptr %2113, align 8, !tbaa !9
  %2115 = getelementptr double, ptr %1994, i64 %2112
  %2116 = load double, ptr %2115, align 8, !tbaa !9
  %2117 = fadd fast double %2116, %2111
  %2118 = call fast double @llvm.cos.f64(double %2117)
  %2119 = fmul fast double %2118, %2114
  %2120 = fmul fast double %2111, %2111
  %2121 = fmul fast double %2120, 1.000000e-01
  %2122 = fadd fast double %2119, %2121
  store double %2122, ptr %2113, align 8, !tbaa !9
  %2123 = add nuw nsw i64 %2079, 4
  %2124 = add i64 %2080, 4
  %2125 = icmp eq i64 %2124, %1427
  br i1 %2125, label %2126, label %2077, !llvm.loop !17

2126:                                             ; preds = %2077, %2076
  %2127 = phi double [ %2006, %2076 ], [ %2122, %2077 ]
  %2128 = phi i64 [ 1, %2076 ], [ %2123, %2077 ]
  br i1 %1428, label %2146, label %2129

2129:                                             ; preds = %2126, %2129
  %2130 = phi double [ %2142, %2129 ], [ %2127, %2126 ]
  %2131 = phi i64 [ %2143, %2129 ], [ %2128, %2126 ]
  %2132 = phi i64 [ %2144, %2129 ], [ 0, %2126 ]
  %2133 = getelementptr inbounds double, ptr %1, i64 %2131
  %2134 = load double, ptr %2133, align 8, !tbaa !9
  %2135 = getelementptr double, ptr %1994, i64 %2131
  %2136 = load double, ptr %2135, align 8, !tbaa !9
  %2137 = fadd fast double %2136, %2130
  %2138 = call fast double @llvm.cos.f64(double %2137)
  %2139 = fmul fast double %2138, %2134
  %2140 = fmul fast double %2130, %2130
  %2141 = fmul fast double %2140, 1.000000e-01
  %2142 = fadd fast double %2139, %2141
  store double %2142, ptr %2133, align 8, !tbaa !9
  %2143 = add nuw nsw i64 %2131, 1
  %2144 = add i64 %2132, 1
  %2145 = icmp eq i64 %2144, %1425
  br i1 %2145, label %2146, label %2129, !llvm.loop !35

2146:                                             ; preds = %2129, %2126
  br i1 %1430, label %2196, label %2147

2147:                                             ; preds = %2146, %2147
  %2148 = phi double [ %2192, %2147 ], [ %2006, %2146 ]
  %2149 = phi i64 [ %2193, %2147 ], [ 1, %2146 ]
  %2150 = phi i64 [ %2194, %2147 ], [ 0, %2146 ]
  %2151 = getelementptr inbounds double, ptr %1, i64 %2149
  %2152 = load double, ptr %2151, align 8, !tbaa !9
  %2153 = getelementptr double, ptr %1994, i64 %2149
  %2154 = load double, ptr %2153, align 8, !tbaa !9
  %2155 = fadd fast double %2154, %2148
  %2156 = call fast double @llvm.cos.f64(double %2155)
  %2157 = fmul fast double %2156, %2152
  %2158 = fmul fast double %2148, %2148
  %2159 = fmul fast double %2158, 1.000000e-01
  %2160 = fadd fast double %2157, %2159
  store double %2160, ptr %2151, align 8, !tbaa !9
  %2161 = getelementptr inbounds double, ptr %260, i64 %2149
  %2162 = load double, ptr %2161, align 8, !tbaa !9
  %2163 = getelementptr double, ptr %1993, i64 %2149
  %2164 = load double, ptr %2163, align 8, !tbaa !9
  %2165 = fadd fast double %2164, %2160
  %2166 = call fast double @llvm.cos.f64(double %2165)
  %2167 = fmul fast double %2166, %2162
  %2168 = fmul fast double %2160, %2160
  %2169 = fmul fast double %2168, 1.000000e-01
  %2170 = fadd fast double %2167, %2169
  store double %2170, ptr %2161, align 8, !tbaa !9
  %2171 = add nuw nsw i64 %2149, 2
  %2172 = getelementptr inbounds double, ptr %1, i64 %2171
  %2173 = load double, ptr %2172, align 8, !tbaa !9
  %2174 = getelementptr double, ptr %1994, i64 %2171
  %2175 = load double, ptr %2174, align 8, !tbaa !9
  %2176 = fadd fast double %2175, %2170
  %2177 = call fast double @llvm.cos.f64(double %2176)
  %2178 = fmul fast double %2177, %2173
  %2179 = fmul fast double %2170, %2170
  %2180 = fmul fast double %2179, 1.000000e-01
  %2181 = fadd fast double %2178, %2180
  store double %2181, ptr %2172, align 8, !tbaa !9
  %2182 = add nuw nsw i64 %2149, 3
  %2183 = getelementptr inbounds double, ptr %1, i64 %2182
  %2184 = load double, ptr %2183, align 8, !tbaa !9
  %2185 = getelementptr double, ptr %1994, i64 %2182
  %2186 = load double, ptr %2185, align 8, !tbaa !9
  %2187 = fadd fast double %2186, %2181
  %2188 = call fast double @llvm.cos.f64(double %2187)
  %2189 = fmul fast double %2188, %2184
  %2190 = fmul fast double %2181, %2181
  %2191 = fmul fast double %2190, 1.000000e-01
  %2192 = fadd fast double %2189, %2191
  store double %2192, ptr %2183, align 8, !tbaa !9
  %2193 = add nuw nsw i64 %2149, 4
  %2194 = add i64 %2150, 4
  %2195 = icmp eq i64 %2194, %1431
  br i1 %2195, label %2196, label %2147, !llvm.loop !17

2196:                                             ; preds = %2147, %2146
  %2197 = phi double [ %2006, %2146 ], [ %2192, %2147 ]
  %2198 = phi i64 [ 1, %2146 ], [ %2193, %2147 ]
  br i1 %1432, label %2216, label %2199

2199:                                             ; preds = %2196, %2199
  %2200 = phi double [ %2212, %2199 ], [ %2197, %2196 ]
  %2201 = phi i64 [ %2213, %2199 ], [ %2198, %2196 ]
  %2202 = phi i64 [ %2214, %2199 ], [ 0, %2196 ]
  %2203 = getelementptr inbounds double, ptr %1, i64 %2201
  %2204 = load double, ptr %2203, align 8, !tbaa !9
  %2205 = getelementptr double, ptr %1994, i64 %2201
  %2206 = load double, ptr %2205, align 8, !tbaa !9
  %2207 = fadd fast double %2206, %2200
  %2208 = call fast double @llvm.cos.f64(double %2207)
  %2209 = fmul fast double %2208, %2204
  %2210 = fmul fast double %2200, %2200
  %2211 = fmul fast double %2210, 1.000000e-01
  %2212 = fadd fast double %2209, %2211
  store double %2212, ptr %2203, align 8, !tbaa !9
  %2213 = add nuw nsw i64 %2201, 1
  %2214 = add i64 %2202, 1
  %2215 = icmp eq i64 %2214, %1429
  br i1 %2215, label %2216, label %2199, !llvm.loop !36

2216:                                             ; preds = %2199, %2196
  br label %2217

2217:                                             ; preds = %2216, %2217
  %2218 = phi i64 [ %2226, %2217 ], [ 0, %2216 ]
  %2219 = phi double [ %2225, %2217 ], [ 0.000000e+00, %2216 ]
  %2220 = getelementptr inbounds double, ptr %1500, i64 %2218
  %2221 = load double, ptr %2220, align 8, !tbaa !9
  %2222 = getelementptr inbounds double, ptr %1, i64 %2218
  %2223 = load double, ptr %2222, align 8, !tbaa !9
  %2224 = fmul fast double %2223, %2221
  %2225 = fadd fast double %2224, %2219
  %2226 = add nuw nsw i64 %2218, 1
  %2227 = icmp eq i64 %2226, %412
  br i1 %2227, label %2228, label %2217, !llvm.loop !37

2228:                                             ; preds = %2217
  %2229 = fsub fast double %2000, %2003
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #14
  store double %2229, ptr %1999, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %45, i64 56, i1 false)
  %2230 = add nsw i32 %2005, 2
  store i32 %2230, ptr @calls, align 4, !tbaa !11
  %2231 = load double, ptr %2, align 16, !tbaa !9
  br i1 %1434, label %2281, label %2232

2232:                                             ; preds = %2228, %2232
  %2233 = phi double [ %2277, %2232 ], [ %2231, %2228 ]
  %2234 = phi i64 [ %2278, %2232 ], [ 1, %2228 ]
  %2235 = phi i64 [ %2279, %2232 ], [ 0, %2228 ]
  %2236 = getelementptr inbounds double, ptr %2, i64 %2234
  %2237 = load double, ptr %2236, align 8, !tbaa !9
  %2238 = getelementptr double, ptr %1994, i64 %2234
  %2239 = load double, ptr %2238, align 8, !tbaa !9
  %2240 = fadd fast double %2239, %2233
  %2241 = call fast double @llvm.cos.f64(double %2240)
  %2242 = fmul fast double %2241, %2237
  %2243 = fmul fast double %2233, %2233
  %2244 = fmul fast double %2243, 1.000000e-01
  %2245 = fadd fast double %2242, %2244
  store double %2245, ptr %2236, align 8, !tbaa !9
  %2246 = getelementptr inbounds double, ptr %261, i64 %2234
  %2247 = load double, ptr %2246, align 8, !tbaa !9
  %2248 = getelementptr double, ptr %1993, i64 %2234
  %2249 = load double, ptr %2248, align 8, !tbaa !9
  %2250 = fadd fast double %2249, %2245
  %2251 = call fast double @llvm.cos.f64(double %2250)
  %2252 = fmul fast double %2251, %2247
  %2253 = fmul fast double %2245, %2245
  %2254 = fmul fast double %2253, 1.000000e-01
  %2255 = fadd fast double %2252, %2254
  store double %2255, ptr %2246, align 8, !tbaa !9
  %2256 = add nuw nsw i64 %2234, 2
  %2257 = getelementptr inbounds double, ptr %2, i64 %2256
  %2258 = load double, ptr %2257, align 8, !tbaa !9
  %2259 = getelementptr double, ptr %1994, i64 %2256
  %2260 = load double, ptr %2259, align 8, !tbaa !9
  %2261 = fadd fast double %2260, %2255
  %2262 = call fast double @llvm.cos.f64(double %2261)
  %2263 = fmul fast double %2262, %2258
  %2264 = fmul fast double %2255, %2255
  %2265 = fmul fast double %2264, 1.000000e-01
  %2266 = fadd fast double %2263, %2265
  store double %2266, ptr %2257, align 8, !tbaa !9
  %2267 = add nuw nsw i64 %2234, 3
  %2268 = getelementptr inbounds double, ptr %2, i64 %2267
  %2269 = load double, ptr %2268, align 8, !tbaa !9
  %2270 = getelementptr double, ptr %1994, i64 %2267
  %2271 = load double, ptr %2270, align 8, !tbaa !9
  %2272 = fadd fast double %2271, %2266
  %2273 = call fast double @llvm.cos.f64(double %2272)
  %2274 = fmul fast double %2273, %2269
  %2275 = fmul fast double %2266, %2266
  %2276 = fmul fast double %2275, 1.000000e-01
  %2277 = fadd fast double %2274, %2276
  store double %2277, ptr %2268, align 8, !tbaa !9
  %2278 = add nuw nsw i64 %2234, 4
  %2279 = add i64 %2235, 4
  %2280 = icmp eq i64 %2279, %1435
  br i1 %2280, label %2281, label %2232, !llvm.loop !17

2281:                                             ; preds = %2232, %2228
  %2282 = phi double [ %2231, %2228 ], [ %2277, %2232 ]
  %2283 = phi i64 [ 1, %2228 ], [ %2278, %2232 ]
  br i1 %1436, label %2301, label %2284

2284:                                             ; preds = %2281, %2284
  %2285 = phi double [ %2297, %2284 ], [ %2282, %2281 ]
  %2286 = phi i64 [ %2298, %2284 ], [ %2283, %2281 ]
  %2287 = phi i64 [ %2299, %2284 ], [ 0, %2281 ]
  %2288 = getelementptr inbounds double, ptr %2, i64 %2286
  %2289 = load double, ptr %2288, align 8, !tbaa !9
  %2290 = getelementptr double, ptr %1994, i64 %2286
  %2291 = load double, ptr %2290, align 8, !tbaa !9
  %2292 = fadd fast double %2291, %2285
  %2293 = call fast double @llvm.cos.f64(double %2292)
  %2294 = fmul fast double %2293, %2289
  %2295 = fmul fast double %2285, %2285
  %2296 = fmul fast double %2295, 1.000000e-01
  %2297 = fadd fast double %2294, %2296
  store double %2297, ptr %2288, align 8, !tbaa !9
  %2298 = add nuw nsw i64 %2286, 1
  %2299 = add i64 %2287, 1
  %2300 = icmp eq i64 %2299, %1433
  br i1 %2300, label %2301, label %2284, !llvm.loop !38

2301:                                             ; preds = %2284, %2281
  br i1 %1438, label %2351, label %2302

2302:                                             ; preds = %2301, %2302
  %2303 = phi double [ %2347, %2302 ], [ %2231, %2301 ]
  %2304 = phi i64 [ %2348, %2302 ], [ 1, %2301 ]
  %2305 = phi i64 [ %2349, %2302 ], [ 0, %2301 ]
  %2306 = getelementptr inbounds double, ptr %2, i64 %2304
  %2307 = load double, ptr %2306, align 8, !tbaa !9
  %2308 = getelementptr double, ptr %1994, i64 %2304
  %2309 = load double, ptr %2308, align 8, !tbaa !9
  %2310 = fadd fast double %2309, %2303
  %2311 = call fast double @llvm.cos.f64(double %2310)
  %2312 = fmul fast double %2311, %2307
  %2313 = fmul fast double %2303, %2303
  %2314 = fmul fast double %2313, 1.000000e-01
  %2315 = fadd fast double %2312, %2314
  store double %2315, ptr %2306, align 8, !tbaa !9
  %2316 = getelementptr inbounds double, ptr %262, i64 %2304
  %2317 = load double, ptr %2316, align 8, !tbaa !9
  %2318 = getelementptr double, ptr %1993, i64 %2304
  %2319 = load double, ptr %2318, align 8, !tbaa !9
  %2320 = fadd fast double %2319, %2315
  %2321 = call fast double @llvm.cos.f64(double %2320)
  %2322 = fmul fast double %2321, %2317
  %2323 = fmul fast double %2315, %2315
  %2324 = fmul fast double %2323, 1.000000e-01
  %2325 = fadd fast double %2322, %2324
  store double %2325, ptr %2316, align 8, !tbaa !9
  %2326 = add nuw nsw i64 %2304, 2
  %2327 = getelementptr inbounds double, ptr %2, i64 %2326
  %2328 = load double, ptr %2327, align 8, !tbaa !9
  %2329 = getelementptr double, ptr %1994, i64 %2326
  %2330 = load double, ptr %2329, align 8, !tbaa !9
  %2331 = fadd fast double %2330, %2325
  %2332 = call fast double @llvm.cos.f64(double %2331)
  %2333 = fmul fast double %2332, %2328
  %2334 = fmul fast double %2325, %2325
  %2335 = fmul fast double %2334, 1.000000e-01
  %2336 = fadd fast double %2333, %2335
  store double %2336, ptr %2327, align 8, !tbaa !9
  %2337 = add nuw nsw i64 %2304, 3
  %2338 = getelementptr inbounds double, ptr %2, i64 %2337
  %2339 = load double, ptr %2338, align 8, !tbaa !9
  %2340 = getelementptr double, ptr %1994, i64 %2337
  %2341 = load double, ptr %2340, align 8, !tbaa !9
  %2342 = fadd fast double %2341, %2336
  %2343 = call fast double @llvm.cos.f64(double %2342)
  %2344 = fmul fast double %2343, %2339
  %2345 = fmul fast double %2336, %2336
  %2346 = fmul fast double %2345, 1.000000e-01
  %2347 = fadd fast double %2344, %2346
  store double %2347, ptr %2338, align 8, !tbaa !9
  %2348 = add nuw nsw i64 %2304, 4
  %2349 = add i64 %2305, 4
  %2350 = icmp eq i64 %2349, %1439
  br i1 %2350, label %2351, label %2302, !llvm.loop !17

2351:                                             ; preds = %2302, %2301
  %2352 = phi double [ %2231, %2301 ], [ %2347, %2302 ]
  %2353 = phi i64 [ 1, %2301 ], [ %2348, %2302 ]
  br i1 %1440, label %2371, label %2354

2354:                                             ; preds = %2351, %2354
  %2355 = phi double [ %2367, %2354 ], [ %2352, %2351 ]
  %2356 = phi i64 [ %2368, %2354 ], [ %2353, %2351 ]
  %2357 = phi i64 [ %2369, %2354 ], [ 0, %2351 ]
  %2358 = getelementptr inbounds double, ptr %2, i64 %2356
  %2359 = load double, ptr %2358, align 8, !tbaa !9
  %2360 = getelementptr double, ptr %1994, i64 %2356
  %2361 = load double, ptr %2360, align 8, !tbaa !9
  %2362 = fadd fast double %2361, %2355
  %2363 = call fast double @llvm.cos.f64(double %2362)
  %2364 = fmul fast double %2363, %2359
  %2365 = fmul fast double %2355, %2355
  %2366 = fmul fast double %2365, 1.000000e-01
  %2367 = fadd fast double %2364, %2366
  store double %2367, ptr %2358, align 8, !tbaa !9
  %2368 = add nuw nsw i64 %2356, 1
  %2369 = add i64 %2357, 1
  %2370 = icmp eq i64 %2369, %1437
  br i1 %2370, label %2371, label %2354, !llvm.loop !39

2371:                                             ; preds = %2354, %2351
  br i1 %1442, label %2421, label %2372

2372:                                             ; preds = %2371, %2372
  %2373 = phi double [ %2417, %2372 ], [ %2231, %2371 ]
  %2374 = phi i64 [ %2418, %2372 ], [ 1, %2371 ]
  %2375 = phi i64 [ %2419, %2372 ], [ 0, %2371 ]
  %2376 = getelementptr inbounds double, ptr %2, i64 %2374
  %2377 = load double, ptr %2376, align 8, !tbaa !9
  %2378 = getelementptr double, ptr %1994, i64 %2374
  %2379 = load double, ptr %2378, align 8, !tbaa !9
  %2380 = fadd fast double %2379, %2373
  %2381 = call fast double @llvm.cos.f64(double %2380)
  %2382 = fmul fast double %2381, %2377
  %2383 = fmul fast double %2373, %2373
  %2384 = fmul fast double %2383, 1.000000e-01
  %2385 = fadd fast double %2382, %2384
  store double %2385, ptr %2376, align 8, !tbaa !9
  %2386 = getelementptr inbounds double, ptr %263, i64 %2374
  %2387 = load double, ptr %2386, align 8, !tbaa !9
  %2388 = getelementptr double, ptr %1993, i64 %2374
  %2389 = load double, ptr %2388, align 8, !tbaa !9
  %2390 = fadd fast double %2389, %2385
  %2391 = call fast double @llvm.cos.f64(double %2390)
  %2392 = fmul fast double %2391, %2387
  %2393 = fmul fast double %2385, %2385
  %2394 = fmul fast double %2393, 1.000000e-01
  %2395 = fadd fast double %2392, %2394
  store double %2395, ptr %2386, align 8, !tbaa !9
  %2396 = add nuw nsw i64 %2374, 2
  %2397 = getelementptr inbounds double, ptr %2, i64 %2396
  %2398 = load double, ptr %2397, align 8, !tbaa !9
  %2399 = getelementptr double, ptr %1994, i64 %2396
  %2400 = load double, ptr %2399, align 8, !tbaa !9
  %2401 = fadd fast double %2400, %2395
  %2402 = call fast double @llvm.cos.f64(double %2401)
  %2403 = fmul fast double %2402, %2398
  %2404 = fmul fast double %2395, %2395
  %2405 = fmul fast double %2404, 1.000000e-01
  %2406 = fadd fast double %2403, %2405
  store double %2406, ptr %2397, align 8, !tbaa !9
  %2407 = add nuw nsw i64 %2374, 3
  %2408 = getelementptr inbounds double, ptr %2, i64 %2407
  %2409 = load double, ptr %2408, align 8, !tbaa !9
  %2410 = getelementptr double, ptr %1994, i64 %2407
  %2411 = load double, ptr %2410, align 8, !tbaa !9
  %2412 = fadd fast double %2411, %2406
  %2413 = call fast double @llvm.cos.f64(double %2412)
  %2414 = fmul fast double %2413, %2409
  %2415 = fmul fast double %2406, %2406
  %2416 = fmul fast double %2415, 1.000000e-01
  %2417 = fadd fast double %2414, %2416
  store double %2417, ptr %2408, align 8, !tbaa !9
  %2418 = add nuw nsw i64 %2374, 4
  %2419 = add i64 %2375, 4
  %2420 = icmp eq i64 %2419, %1443
  br i1 %2420, label %2421, label %2372, !llvm.loop !17

2421:                                             ; preds = %2372, %2371
  %2422 = phi double [ %2231, %2371 ], [ %2417, %2372 ]
  %2423 = phi i64 [ 1, %2371 ], [ %2418, %2372 ]
  br i1 %1444, label %2441, label %2424

2424:                                             ; preds = %2421, %2424
  %2425 = phi double [ %2437, %2424 ], [ %2422, %2421 ]
  %2426 = phi i64 [ %2438, %2424 ], [ %2423, %2421 ]
  %2427 = phi i64 [ %2439, %2424 ], [ 0, %2421 ]
  %2428 = getelementptr inbounds double, ptr %2, i64 %2426
  %2429 = load double, ptr %2428, align 8, !tbaa !9
  %2430 = getelementptr double, ptr %1994, i64 %2426
  %2431 = load double, ptr %2430, align 8, !tbaa !9
  %2432 = fadd fast double %2431, %2425
  %2433 = call fast double @llvm.cos.f64(double %2432)
  %2434 = fmul fast double %2433, %2429
  %2435 = fmul fast double %2425, %2425
  %2436 = fmul fast double %2435, 1.000000e-01
  %2437 = fadd fast double %2434, %2436
  store double %2437, ptr %2428, align 8, !tbaa !9
  %2438 = add nuw nsw i64 %2426, 1
  %2439 = add i64 %2427, 1
  %2440 = icmp eq i64 %2439, %1441
  br i1 %2440, label %2441, label %2424, !llvm.loop !40

2441:                                             ; preds = %2424, %2421
  br label %2442

2442:                                             ; preds = %2441, %2442
  %2443 = phi i64 [ %2451, %2442 ], [ 0, %2441 ]
  %2444 = phi double [ %2450, %2442 ], [ 0.000000e+00, %2441 ]
  %2445 = getelementptr inbounds double, ptr %1500, i64 %2443
  %2446 = load double, ptr %2445, align 8, !tbaa !9
  %2447 = getelementptr inbounds double, ptr %2, i64 %2443
  %2448 = load double, ptr %2447, align 8, !tbaa !9
  %2449 = fmul fast double %2448, %2446
  %2450 = fadd fast double %2449, %2444
  %2451 = add nuw nsw i64 %2443, 1
  %2452 = icmp eq i64 %2451, %412
  br i1 %2452, label %2453, label %2442, !llvm.loop !41

2453:                                             ; preds = %2442
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #14
  store double %2000, ptr %1999, align 8, !tbaa !9
  %2454 = fsub fast double %2225, %2450
  %2455 = fmul fast double %2002, 2.000000e-06
  %2456 = fdiv fast double %2454, %2455
  %2457 = call fast double @llvm.fabs.f64(double %2456)
  %2458 = call fast double @llvm.maxnum.f64(double %2457, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %1998, ptr %18, align 8, !tbaa !9
  %2459 = load volatile double, ptr %18, align 8, !tbaa !9
  %2460 = call double @llvm.fabs.f64(double %2459)
  %2461 = fcmp ueq double %2460, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2461, label %2475, label %2462

2462:                                             ; preds = %2453
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2456, ptr %17, align 8, !tbaa !9
  %2463 = load volatile double, ptr %17, align 8, !tbaa !9
  %2464 = call double @llvm.fabs.f64(double %2463)
  %2465 = fcmp ueq double %2464, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2465, label %2475, label %2466

2466:                                             ; preds = %2462
  %2467 = fsub fast double %1998, %2456
  %2468 = call fast double @llvm.fabs.f64(double %2467)
  %2469 = fmul fast double %2458, 0x3EB0C6F7A0B5ED8D
  %2470 = fcmp fast ole double %2468, %2469
  %2471 = freeze i1 %2470
  br i1 %2471, label %2472, label %2475

2472:                                             ; preds = %2466
  %2473 = trunc nuw nsw i64 %1996 to i32
  %2474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2473, double noundef nofpclass(nan inf) %1998, double noundef nofpclass(nan inf) %2456, ptr noundef nonnull @.str.18)
  br label %2480

2475:                                             ; preds = %2466, %2462, %2453
  %2476 = trunc nuw nsw i64 %1996 to i32
  %2477 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2476, double noundef nofpclass(nan inf) %1998, double noundef nofpclass(nan inf) %2456, ptr noundef nonnull @.str.19)
  %2478 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2479 = add nsw i32 %2478, 1
  store i32 %2479, ptr @n_fail, align 4, !tbaa !11
  br label %2480

2480:                                             ; preds = %2475, %2472
  %2481 = add nuw nsw i64 %1996, 1
  %2482 = icmp eq i64 %2481, %412
  br i1 %2482, label %2483, label %1995, !llvm.loop !13

2483:                                             ; preds = %2480
  call void @free(ptr noundef nonnull %1993) #14
  %2484 = add nuw nsw i64 %1499, 1
  %2485 = icmp eq i64 %2484, 3
  br i1 %2485, label %1453, label %1498, !llvm.loop !42

2486:                                             ; preds = %2720
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %65) #14
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %64) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %62) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #14
  br i1 %271, label %270, label %264, !llvm.loop !43

2487:                                             ; preds = %1491, %2720
  %2488 = phi i1 [ true, %1491 ], [ false, %2720 ]
  %2489 = phi ptr [ %65, %1491 ], [ %247, %2720 ]
  %2490 = phi double [ %1496, %1491 ], [ %1497, %2720 ]
  %2491 = phi ptr [ %64, %1491 ], [ %248, %2720 ]
  %2492 = phi i64 [ 0, %1491 ], [ 1, %2720 ]
  %2493 = load double, ptr %2489, align 8, !tbaa !9
  %2494 = getelementptr inbounds [2 x double], ptr %233, i64 0, i64 %2492
  %2495 = load double, ptr %2494, align 8, !tbaa !9
  %2496 = load i32, ptr @calls, align 4, !tbaa !11
  br label %2497

2497:                                             ; preds = %2497, %2487
  %2498 = phi i64 [ 0, %2487 ], [ %2514, %2497 ]
  %2499 = phi double [ 0.000000e+00, %2487 ], [ %2513, %2497 ]
  %2500 = getelementptr inbounds double, ptr %45, i64 %2498
  %2501 = load double, ptr %2500, align 8, !tbaa !9
  %2502 = fmul fast double %2501, %2501
  %2503 = fmul fast double %2502, 7.000010e-01
  %2504 = fadd fast double %2503, 1.000000e+00
  %2505 = call fast double @llvm.log.f64(double %2504)
  %2506 = trunc nuw nsw i64 %2498 to i32
  %2507 = uitofp nneg i32 %2506 to double
  %2508 = fmul fast double %2507, -4.000000e-01
  %2509 = call fast double @llvm.cos.f64(double %2508)
  %2510 = fmul fast double %2505, %2509
  %2511 = fmul fast double %2501, 0xBFD1EB86CC377B97
  %2512 = fadd fast double %2511, %2499
  %2513 = fadd fast double %2512, %2510
  %2514 = add nuw nsw i64 %2498, 1
  %2515 = icmp eq i64 %2514, %412
  br i1 %2515, label %2516, label %2497, !llvm.loop !44

2516:                                             ; preds = %2497
  %2517 = add nsw i32 %2496, 2
  store i32 %2517, ptr @calls, align 4, !tbaa !11
  br label %2518

2518:                                             ; preds = %2518, %2516
  %2519 = phi i64 [ 0, %2516 ], [ %2535, %2518 ]
  %2520 = phi double [ 0.000000e+00, %2516 ], [ %2534, %2518 ]
  %2521 = getelementptr inbounds double, ptr %45, i64 %2519
  %2522 = load double, ptr %2521, align 8, !tbaa !9
  %2523 = fmul fast double %2522, %2522
  %2524 = fmul fast double %2523, 0x3FE666644D87724F
  %2525 = fadd fast double %2524, 1.000000e+00
  %2526 = call fast double @llvm.log.f64(double %2525)
  %2527 = trunc nuw nsw i64 %2519 to i32
  %2528 = uitofp nneg i32 %2527 to double
  %2529 = fmul fast double %2528, -4.000000e-01
  %2530 = call fast double @llvm.cos.f64(double %2529)
  %2531 = fmul fast double %2526, %2530
  %2532 = fmul fast double %2522, 0xBFD1EB837139283F
  %2533 = fadd fast double %2532, %2520
  %2534 = fadd fast double %2533, %2531
  %2535 = add nuw nsw i64 %2519, 1
  %2536 = icmp eq i64 %2535, %412
  br i1 %2536, label %2537, label %2518, !llvm.loop !45

2537:                                             ; preds = %2518
  %2538 = fmul fast double %2513, %2513
  %2539 = fmul fast double %2534, %2534
  %2540 = fsub fast double %2538, %2539
  %2541 = fmul fast double %2540, %2490
  %2542 = fmul fast double %2541, 5.000000e+05
  %2543 = call fast double @llvm.fabs.f64(double %2542)
  %2544 = call fast double @llvm.maxnum.f64(double %2543, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2493, ptr %16, align 8, !tbaa !9
  %2545 = load volatile double, ptr %16, align 8, !tbaa !9
  %2546 = call double @llvm.fabs.f64(double %2545)
  %2547 = fcmp ueq double %2546, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2547, label %2560, label %2548

2548:                                             ; preds = %2537
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %2542, ptr %15, align 8, !tbaa !9
  %2549 = load volatile double, ptr %15, align 8, !tbaa !9
  %2550 = call double @llvm.fabs.f64(double %2549)
  %2551 = fcmp ueq double %2550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %2551, label %2560, label %2552

2552:                                             ; preds = %2548
  %2553 = fsub fast double %2493, %2542
  %2554 = call fast double @llvm.fabs.f64(double %2553)
  %2555 = fmul fast double %2544, 0x3EB0C6F7A0B5ED8D
  %2556 = fcmp fast ole double %2554, %2555
  %2557 = freeze i1 %2556
  br i1 %2557, label %2558, label %2560

2558:                                             ; preds = %2552
  %2559 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef nofpclass(nan inf) %2493, double noundef nofpclass(nan inf) %2542, ptr noundef nonnull @.str.18)
  br label %2564

2560:                                             ; preds = %2552, %2548, %2537
  %2561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef nofpclass(nan inf) %2493, double noundef nofpclass(nan inf) %2542, ptr noundef nonnull @.str.19)
  %2562 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2563 = add nsw i32 %2562, 1
  store i32 %2563, ptr @n_fail, align 4, !tbaa !11
  br label %2564

2564:                                             ; preds = %2560, %2558
  %2565 = load i32, ptr @calls, align 4, !tbaa !11
  br label %2566

2566:                                             ; preds = %2566, %2564
  %2567 = phi i64 [ 0, %2564 ], [ %2583, %2566 ]
  %2568 = phi double [ 0.000000e+00, %2564 ], [ %2582, %2566 ]
  %2569 = getelementptr inbounds double, ptr %45, i64 %2567
  %2570 = load double, ptr %2569, align 8, !tbaa !9
  %2571 = fmul fast double %2570, %2570
  %2572 = fmul fast double %2571, 0x3FE6666666666666
  %2573 = fadd fast double %2572, 1.000000e+00
  %2574 = call fast double @llvm.log.f64(double %2573)
  %2575 = trunc nuw nsw i64 %2567 to i32
  %2576 = uitofp nneg i32 %2575 to double
  %2577 = fmul fast double %2576, 0xBFD9999567DBB16D
  %2578 = call fast double @llvm.cos.f64(double %2577)
  %2579 = fmul fast double %2574, %2578
  %2580 = fmul fast double %2570, 0xBFD1EB822F19C8FF
  %2581 = fadd fast double %2580, %2568
  %2582 = fadd fast double %2581, %2579
  %2583 = add nuw nsw i64 %2567, 1
  %2584 = icmp eq i64 %2583, %412
  br i1 %2584, label %2585, label %2566, !llvm.loop !46

2585:                                             ; preds = %2566
  %2586 = add nsw i32 %2565, 2
  store i32 %2586, ptr @calls, align 4, !tbaa !11
  br label %2587

2587:                                             ; preds = %2587, %2585
  %2588 = phi i64 [ 0, %2585 ], [ %2604, %2587 ]
  %2589 = phi double [ 0.000000e+00, %2585 ], [ %2603, %2587 ]
  %2590 = getelementptr inbounds double, ptr %45, i64 %2588
  %2591 = load double, ptr %2590, align 8, !tbaa !9
  %2592 = fmul fast double %2591, %2591
  %2593 = fmul fast double %2592, 0x3FE6666666666666
  %2594 = fadd fast double %2593, 1.000000e+00
  %2595 = call fast double @llvm.log.f64(double %2594)
  %2596 = trunc nuw nsw i64 %2588 to i32
  %2597 = uitofp nneg i32 %2596 to double
  %2598 = fmul fast double %2597, -4.000010e-01
  %2599 = call fast double @llvm.cos.f64(double %2598)
  %2600 = fmul fast double %2595, %2599
  %2601 = fmul fast double %2591, 0xBFD1EB880E56DAD8
  %2602 = fadd fast double %2601, %2589
  %2603 = fadd fast double %2602, %2600
  %2604 = add nuw nsw i64 %2588, 1
  %2605 = icmp eq i64 %2604, %412
  br i1 %2605, label %2606, label %2587, !llvm.loop !47

2606:                                             ; preds = %2587
  %2607 = fmul fast double %2582, %2582
  %2608 = fmul fast double %2603, %2603
  %2609 = fsub fast double %2607, %2608
  %2610 = fmul fast double %2609, %2490
  %2611 = fmul fast double %2610, 5.000000e+05
  %2612 = call fast double @llvm.fabs.f64(double %2611)
  %2613 = call fast double @llvm.maxnum.f64(double %2612, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2495, ptr %16, align 8, !tbaa !9
  %2614 = load volatile double, ptr %16, align 8, !tbaa !9
  %2615 = call double @llvm.fabs.f64(double %2614)
  %2616 = fcmp ueq double %2615, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %2616, label %2629, label %2617

2617:                                             ; preds = %2606
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %2611, ptr %15, align 8, !tbaa !9
  %2618 = load volatile double, ptr %15, align 8, !tbaa !9
  %2619 = call double @llvm.fabs.f64(double %2618)
  %2620 = fcmp ueq double %2619, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %2620, label %2629, label %2621

2621:                                             ; preds = %2617
  %2622 = fsub fast double %2495, %2611
  %2623 = call fast double @llvm.fabs.f64(double %2622)
  %2624 = fmul fast double %2613, 0x3EB0C6F7A0B5ED8D
  %2625 = fcmp fast ole double %2623, %2624
  %2626 = freeze i1 %2625
  br i1 %2626, label %2627, label %2629

2627:                                             ; preds = %2621
  %2628 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef nofpclass(nan inf) %2495, double noundef nofpclass(nan inf) %2611, ptr noundef nonnull @.str.18)
  br label %2633

2629:                                             ; preds = %2621, %2617, %2606
  %2630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef nofpclass(nan inf) %2495, double noundef nofpclass(nan inf) %2611, ptr noundef nonnull @.str.19)
  %2631 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2632 = add nsw i32 %2631, 1
  store i32 %2632, ptr @n_fail, align 4, !tbaa !11
  br label %2633

2633:                                             ; preds = %2629, %2627
  %2634 = call noalias ptr @malloc(i64 noundef %409) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2634, ptr nonnull readonly align 16 %45, i64 %411, i1 false)
  br label %2635

2635:                                             ; preds = %2633, %2717
  %2636 = phi i64 [ 0, %2633 ], [ %2718, %2717 ]
  %2637 = getelementptr inbounds double, ptr %2491, i64 %2636
  %2638 = load double, ptr %2637, align 8, !tbaa !9
  %2639 = getelementptr inbounds double, ptr %2634, i64 %2636
  %2640 = load double, ptr %2639, align 8, !tbaa !9
  %2641 = call fast double @llvm.fabs.f64(double %2640)
  %2642 = call fast double @llvm.maxnum.f64(double %2641, double 1.000000e+00)
  %2643 = fmul fast double %2642, 0x3EB0C6F7A0B5ED8D
  %2644 = fadd fast double %2643, %2640
  store double %2644, ptr %2639, align 8, !tbaa !9
  %2645 = load i32, ptr @calls, align 4, !tbaa !11
  br label %2646

2646:                                             ; preds = %2646, %2635
  %2647 = phi i64 [ 0, %2635 ], [ %2663, %2646 ]
  %2648 = phi double [ 0.000000e+00, %2635 ], [ %2662, %2646 ]
  %2649 = getelementptr inbounds double, ptr %2634, i64 %2647
  %2650 = load double, ptr %2649, align 8, !tbaa !9
  %2651 = fmul fast double %2650, %2650
  %2652 = fmul fast double %2651, 0x3FE6666666666666
  %2653 = fadd fast double %2652, 1.000000e+00
  %2654 = call fast double @llvm.log.f64(double %2653)
  %2655 = trunc nuw nsw i64 %2647 to i32
  %2656 = uitofp nneg i32 %2655 to double
  %2657 = fmul fast double %2656, -4.000000e-01
  %2658 = call fast double @llvm.cos.f64(double %2657)
  %2659 = fmul fast double %2654, %2658
  %2660 = fmul fast double %2650, 0x3FD1EB851EB851EB
  %2661 = fsub fast double %2648, %2660
  %2662 = fadd fast double %2659, %2661
  %2663 = add nuw nsw i64 %2647, 1
  %2664 = icmp eq i64 %2663, %412
  br i1 %2664, label %2665, label %2646, !llvm.loop !48

2665:                                             ; preds = %2646
  %2666 = fsub fast double %2640, %2643
  store double %2666, ptr %2639, align 8, !tbaa !9
  %2667 = add nsw i32 %2645, 2
  store i32 %2667, ptr @calls, align 4, !tbaa !11
  br label %2668

2668:                                             ; preds = %2668, %2665
  %2669 = phi i64 [ 0, %2665 ], [ %2685, %2668 ]
  %2670 = phi double [ 0.000000e+00, %2665 ], [ %2684, %2668 ]
  %2671 = getelementptr inbounds double, ptr %2634, i64 %2669
  %2672 = load double, ptr %2671, align 8, !tbaa !9
  %2673 = fmul fast double %2672, %2672
  %2674 = fmul fast double %2673, 0x3FE6666666666666
  %2675 = fadd fast double %2674, 1.000000e+00
  %2676 = call fast double @llvm.log.f64(double %2675)
  %2677 = trunc nuw nsw i64 %2669 to i32
  %2678 = uitofp nneg i32 %2677 to double
  %2679 = fmul fast double %2678, -4.000000e-01
  %2680 = call fast double @llvm.cos.f64(double %2679)
  %2681 = fmul fast double %2676, %2680
  %2682 = fmul fast double %2672, 0x3FD1EB851EB851EB
  %2683 = fsub fast double %2670, %2682
  %2684 = fadd fast double %2681, %2683
  %2685 = add nuw nsw i64 %2669, 1
  %2686 = icmp eq i64 %2685, %412
  br i1 %2686, label %2687, label %2668, !llvm.loop !49

2687:                                             ; preds = %2668
  %2688 = fmul fast double %2662, %2662
  %2689 = fmul fast double %2684, %2684
  store double %2640, ptr %2639, align 8, !tbaa !9
  %2690 = fsub fast double %2688, %2689
  %2691 = fmul fast double %2690, %2490
  %2692 = fmul fast double %2642, 2.000000e-06
  %2693 = fdiv fast double %2691, %2692
  %2694 = call fast double @llvm.fabs.f64(double %2693)
  %2695 = call fast double @llvm.maxnum.f64(double %2694, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %2638, ptr %14, align 8, !tbaa !9
  %2696 = load volatile double, ptr %14, align 8, !tbaa !9
  %2697 = call double @llvm.fabs.f64(double %2696)
  %2698 = fcmp ueq double %2697, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %2698, label %2712, label %2699

2699:                                             ; preds = %2687
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %2693, ptr %13, align 8, !tbaa !9
  %2700 = load volatile double, ptr %13, align 8, !tbaa !9
  %2701 = call double @llvm.fabs.f64(double %2700)
  %2702 = fcmp ueq double %2701, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %2702, label %2712, label %2703

2703:                                             ; preds = %2699
  %2704 = fsub fast double %2638, %2693
  %2705 = call fast double @llvm.fabs.f64(double %2704)
  %2706 = fmul fast double %2695, 0x3EB0C6F7A0B5ED8D
  %2707 = fcmp fast ole double %2705, %2706
  %2708 = freeze i1 %2707
  br i1 %2708, label %2709, label %2712

2709:                                             ; preds = %2703
  %2710 = trunc nuw nsw i64 %2636 to i32
  %2711 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %2710, double noundef nofpclass(nan inf) %2638, double noundef nofpclass(nan inf) %2693, ptr noundef nonnull @.str.18)
  br label %2717

2712:                                             ; preds = %2703, %2699, %2687
  %2713 = trunc nuw nsw i64 %2636 to i32
  %2714 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %2713, double noundef nofpclass(nan inf) %2638, double noundef nofpclass(nan inf) %2693, ptr noundef nonnull @.str.19)
  %2715 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2716 = add nsw i32 %2715, 1
  store i32 %2716, ptr @n_fail, align 4, !tbaa !11
  br label %2717

2717:                                             ; preds = %2712, %2709
  %2718 = add nuw nsw i64 %2636, 1
  %2719 = icmp eq i64 %2718, %412
  br i1 %2719, label %2720, label %2635, !llvm.loop !13

2720:                                             ; preds = %2717
  call void @free(ptr noundef nonnull %2634) #14
  br i1 %2488, label %2487, label %2486, !llvm.loop !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @calls, align 4, !tbaa !11
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !11
  %6 = sext i32 %2 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #15
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = zext nneg i32 %2 to i64
  br label %760

12:                                               ; preds = %779
  br i1 %9, label %589, label %13

13:                                               ; preds = %3, %12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false), !tbaa !9
  br label %784

14:                                               ; preds = %756
  %15 = load double, ptr %8, align 8, !tbaa !9
  %16 = fmul fast double %15, %757
  store double %16, ptr %1, align 8, !tbaa !9
  %17 = add nuw i32 %2, 2
  %18 = urem i32 %590, 3
  %19 = sub i32 %18, %590
  %20 = add i32 %19, %17
  %21 = zext nneg i32 %2 to i64
  %22 = icmp ult i32 %2, 16
  %23 = and i64 %11, 2147483632
  %24 = icmp eq i64 %23, %11
  br label %25

25:                                               ; preds = %206, %14
  %26 = phi i32 [ 0, %14 ], [ %208, %206 ]
  %27 = phi double [ 0.000000e+00, %14 ], [ %207, %206 ]
  %28 = uitofp nneg i32 %26 to double
  br i1 %22, label %186, label %29

29:                                               ; preds = %25
  %30 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %27, i64 0
  %31 = insertelement <4 x double> poison, double %28, i64 0
  %32 = shufflevector <4 x double> %31, <4 x double> poison, <4 x i32> zeroinitializer
  br label %33

33:                                               ; preds = %33, %29
  %34 = phi i64 [ 0, %29 ], [ %179, %33 ]
  %35 = phi <4 x double> [ %30, %29 ], [ %175, %33 ]
  %36 = phi <4 x double> [ zeroinitializer, %29 ], [ %176, %33 ]
  %37 = phi <4 x double> [ zeroinitializer, %29 ], [ %177, %33 ]
  %38 = phi <4 x double> [ zeroinitializer, %29 ], [ %178, %33 ]
  %39 = getelementptr inbounds double, ptr %8, i64 %34
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = getelementptr inbounds i8, ptr %39, i64 64
  %42 = getelementptr inbounds i8, ptr %39, i64 96
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !9
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9
  %47 = fmul fast <4 x double> %43, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %48 = fmul fast <4 x double> %44, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %49 = fmul fast <4 x double> %45, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %50 = fmul fast <4 x double> %46, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %51 = fadd fast <4 x double> %47, %32
  %52 = fadd fast <4 x double> %48, %32
  %53 = fadd fast <4 x double> %49, %32
  %54 = fadd fast <4 x double> %50, %32
  %55 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %51)
  %56 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %52)
  %57 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %53)
  %58 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %54)
  %59 = trunc i64 %34 to i32
  %60 = or disjoint i32 %59, 1
  %61 = trunc i64 %34 to i32
  %62 = or disjoint i32 %61, 2
  %63 = trunc i64 %34 to i32
  %64 = or disjoint i32 %63, 3
  %65 = trunc i64 %34 to i32
  %66 = or disjoint i32 %65, 4
  %67 = trunc i64 %34 to i32
  %68 = or disjoint i32 %67, 5
  %69 = trunc i64 %34 to i32
  %70 = or disjoint i32 %69, 6
  %71 = trunc i64 %34 to i32
  %72 = or disjoint i32 %71, 7
  %73 = trunc i64 %34 to i32
  %74 = or disjoint i32 %73, 8
  %75 = trunc i64 %34 to i32
  %76 = or disjoint i32 %75, 9
  %77 = trunc i64 %34 to i32
  %78 = or disjoint i32 %77, 10
  %79 = trunc i64 %34 to i32
  %80 = or disjoint i32 %79, 11
  %81 = trunc i64 %34 to i32
  %82 = or disjoint i32 %81, 12
  %83 = trunc i64 %34 to i32
  %84 = or disjoint i32 %83, 13
  %85 = trunc i64 %34 to i32
  %86 = or disjoint i32 %85, 14
  %87 = trunc i64 %34 to i32
  %88 = or disjoint i32 %87, 15
  %89 = trunc i64 %34 to i32
  %90 = add i32 %89, 16
  %91 = urem i32 %60, %2
  %92 = urem i32 %62, %2
  %93 = urem i32 %64, %2
  %94 = urem i32 %66, %2
  %95 = urem i32 %68, %2
  %96 = urem i32 %70, %2
  %97 = urem i32 %72, %2
  %98 = urem i32 %74, %2
  %99 = urem i32 %76, %2
  %100 = urem i32 %78, %2
  %101 = urem i32 %80, %2
  %102 = urem i32 %82, %2
  %103 = urem i32 %84, %2
  %104 = urem i32 %86, %2
  %105 = urem i32 %88, %2
  %106 = urem i32 %90, %2
  %107 = zext nneg i32 %91 to i64
  %108 = zext nneg i32 %92 to i64
  %109 = zext nneg i32 %93 to i64
  %110 = zext nneg i32 %94 to i64
  %111 = zext nneg i32 %95 to i64
  %112 = zext nneg i32 %96 to i64
  %113 = zext nneg i32 %97 to i64
  %114 = zext nneg i32 %98 to i64
  %115 = zext nneg i32 %99 to i64
  %116 = zext nneg i32 %100 to i64
  %117 = zext nneg i32 %101 to i64
  %118 = zext nneg i32 %102 to i64
  %119 = zext nneg i32 %103 to i64
  %120 = zext nneg i32 %104 to i64
  %121 = zext nneg i32 %105 to i64
  %122 = zext nneg i32 %106 to i64
  %123 = getelementptr inbounds double, ptr %0, i64 %107
  %124 = getelementptr inbounds double, ptr %0, i64 %108
  %125 = getelementptr inbounds double, ptr %0, i64 %109
  %126 = getelementptr inbounds double, ptr %0, i64 %110
  %127 = getelementptr inbounds double, ptr %0, i64 %111
  %128 = getelementptr inbounds double, ptr %0, i64 %112
  %129 = getelementptr inbounds double, ptr %0, i64 %113
  %130 = getelementptr inbounds double, ptr %0, i64 %114
  %131 = getelementptr inbounds double, ptr %0, i64 %115
  %132 = getelementptr inbounds double, ptr %0, i64 %116
  %133 = getelementptr inbounds double, ptr %0, i64 %117
  %134 = getelementptr inbounds double, ptr %0, i64 %118
  %135 = getelementptr inbounds double, ptr %0, i64 %119
  %136 = getelementptr inbounds double, ptr %0, i64 %120
  %137 = getelementptr inbounds double, ptr %0, i64 %121
  %138 = getelementptr inbounds double, ptr %0, i64 %122
  %139 = load double, ptr %123, align 8, !tbaa !9
  %140 = load double, ptr %124, align 8, !tbaa !9
  %141 = load double, ptr %125, align 8, !tbaa !9
  %142 = load double, ptr %126, align 8, !tbaa !9
  %143 = insertelement <4 x double> poison, double %139, i64 0
  %144 = insertelement <4 x double> %143, double %140, i64 1
  %145 = insertelement <4 x double> %144, double %141, i64 2
  %146 = insertelement <4 x double> %145, double %142, i64 3
  %147 = load double, ptr %127, align 8, !tbaa !9
  %148 = load double, ptr %128, align 8, !tbaa !9
  %149 = load double, ptr %129, align 8, !tbaa !9
  %150 = load double, ptr %130, align 8, !tbaa !9
  %151 = insertelement <4 x double> poison, double %147, i64 0
  %152 = insertelement <4 x double> %151, double %148, i64 1
  %153 = insertelement <4 x double> %152, double %149, i64 2
  %154 = insertelement <4 x double> %153, double %150, i64 3
  %155 = load double, ptr %131, align 8, !tbaa !9
  %156 = load double, ptr %132, align 8, !tbaa !9
  %157 = load double, ptr %133, align 8, !tbaa !9
  %158 = load double, ptr %134, align 8, !tbaa !9
  %159 = insertelement <4 x double> poison, double %155, i64 0
  %160 = insertelement <4 x double> %159, double %156, i64 1
  %161 = insertelement <4 x double> %160, double %157, i64 2
  %162 = insertelement <4 x double> %161, double %158, i64 3
  %163 = load double, ptr %135, align 8, !tbaa !9
  %164 = load double, ptr %136, align 8, !tbaa !9
  %165 = load double, ptr %137, align 8, !tbaa !9
  %166 = load double, ptr %138, align 8, !tbaa !9
  %167 = insertelement <4 x double> poison, double %163, i64 0
  %168 = insertelement <4 x double> %167, double %164, i64 1
  %169 = insertelement <4 x double> %168, double %165, i64 2
  %170 = insertelement <4 x double> %169, double %166, i64 3
  %171 = fmul fast <4 x double> %55, %146
  %172 = fmul fast <4 x double> %56, %154
  %173 = fmul fast <4 x double> %57, %162
  %174 = fmul fast <4 x double> %58, %170
  %175 = fadd fast <4 x double> %171, %35
  %176 = fadd fast <4 x double> %172, %36
  %177 = fadd fast <4 x double> %173, %37
  %178 = fadd fast <4 x double> %174, %38
  %179 = add nuw i64 %34, 16
  %180 = icmp eq i64 %179, %23
  br i1 %180, label %181, label %33, !llvm.loop !51

181:                                              ; preds = %33
  %182 = fadd fast <4 x double> %176, %175
  %183 = fadd fast <4 x double> %177, %182
  %184 = fadd fast <4 x double> %178, %183
  %185 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %184)
  br i1 %24, label %206, label %186

186:                                              ; preds = %181, %25
  %187 = phi i64 [ 0, %25 ], [ %23, %181 ]
  %188 = phi double [ %27, %25 ], [ %185, %181 ]
  br label %189

189:                                              ; preds = %186, %189
  %190 = phi i64 [ %197, %189 ], [ %187, %186 ]
  %191 = phi double [ %204, %189 ], [ %188, %186 ]
  %192 = getelementptr inbounds double, ptr %8, i64 %190
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fmul fast double %193, 2.000000e+00
  %195 = fadd fast double %194, %28
  %196 = tail call fast double @llvm.sin.f64(double %195)
  %197 = add nuw nsw i64 %190, 1
  %198 = trunc nuw nsw i64 %197 to i32
  %199 = urem i32 %198, %2
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds double, ptr %0, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = fmul fast double %196, %202
  %204 = fadd fast double %203, %191
  %205 = icmp eq i64 %197, %21
  br i1 %205, label %206, label %189, !llvm.loop !52

206:                                              ; preds = %189, %181
  %207 = phi double [ %185, %181 ], [ %204, %189 ]
  %208 = add nuw i32 %26, 1
  %209 = icmp eq i32 %208, %20
  br i1 %209, label %210, label %25, !llvm.loop !53

210:                                              ; preds = %206
  %211 = icmp ne i32 %2, 1
  %212 = zext i1 %211 to i64
  %213 = getelementptr inbounds double, ptr %8, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = fmul fast double %214, %207
  %216 = getelementptr inbounds i8, ptr %1, i64 8
  store double %215, ptr %216, align 8, !tbaa !9
  %217 = add nuw i32 %2, 3
  %218 = urem i32 %17, 3
  %219 = sub i32 %218, %17
  %220 = add i32 %219, %217
  %221 = zext nneg i32 %2 to i64
  %222 = icmp ult i32 %2, 16
  %223 = and i64 %11, 2147483632
  %224 = icmp eq i64 %223, %11
  br label %225

225:                                              ; preds = %392, %210
  %226 = phi i32 [ 0, %210 ], [ %394, %392 ]
  %227 = phi double [ 0.000000e+00, %210 ], [ %393, %392 ]
  %228 = uitofp nneg i32 %226 to double
  br i1 %222, label %371, label %229

229:                                              ; preds = %225
  %230 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %227, i64 0
  %231 = insertelement <4 x double> poison, double %228, i64 0
  %232 = shufflevector <4 x double> %231, <4 x double> poison, <4 x i32> zeroinitializer
  br label %233

233:                                              ; preds = %233, %229
  %234 = phi i64 [ 0, %229 ], [ %364, %233 ]
  %235 = phi <4 x double> [ %230, %229 ], [ %360, %233 ]
  %236 = phi <4 x double> [ zeroinitializer, %229 ], [ %361, %233 ]
  %237 = phi <4 x double> [ zeroinitializer, %229 ], [ %362, %233 ]
  %238 = phi <4 x double> [ zeroinitializer, %229 ], [ %363, %233 ]
  %239 = trunc i64 %234 to i32
  %240 = getelementptr inbounds double, ptr %8, i64 %234
  %241 = getelementptr inbounds i8, ptr %240, i64 32
  %242 = getelementptr inbounds i8, ptr %240, i64 64
  %243 = getelementptr inbounds i8, ptr %240, i64 96
  %244 = load <4 x double>, ptr %240, align 8, !tbaa !9
  %245 = load <4 x double>, ptr %241, align 8, !tbaa !9
  %246 = load <4 x double>, ptr %242, align 8, !tbaa !9
  %247 = load <4 x double>, ptr %243, align 8, !tbaa !9
  %248 = fmul fast <4 x double> %244, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %249 = fmul fast <4 x double> %245, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %250 = fmul fast <4 x double> %246, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %251 = fmul fast <4 x double> %247, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %252 = fadd fast <4 x double> %248, %232
  %253 = fadd fast <4 x double> %249, %232
  %254 = fadd fast <4 x double> %250, %232
  %255 = fadd fast <4 x double> %251, %232
  %256 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %252)
  %257 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %253)
  %258 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %254)
  %259 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %255)
  %260 = or disjoint i32 %239, 2
  %261 = or disjoint i32 %239, 3
  %262 = or disjoint i32 %239, 4
  %263 = or disjoint i32 %239, 5
  %264 = or disjoint i32 %239, 6
  %265 = or disjoint i32 %239, 7
  %266 = or disjoint i32 %239, 8
  %267 = or disjoint i32 %239, 9
  %268 = or disjoint i32 %239, 10
  %269 = or disjoint i32 %239, 11
  %270 = or disjoint i32 %239, 12
  %271 = or disjoint i32 %239, 13
  %272 = or disjoint i32 %239, 14
  %273 = or disjoint i32 %239, 15
  %274 = add i32 %239, 16
  %275 = add i32 %239, 17
  %276 = urem i32 %260, %2
  %277 = urem i32 %261, %2
  %278 = urem i32 %262, %2
  %279 = urem i32 %263, %2
  %280 = urem i32 %264, %2
  %281 = urem i32 %265, %2
  %282 = urem i32 %266, %2
  %283 = urem i32 %267, %2
  %284 = urem i32 %268, %2
  %285 = urem i32 %269, %2
  %286 = urem i32 %270, %2
  %287 = urem i32 %271, %2
  %288 = urem i32 %272, %2
  %289 = urem i32 %273, %2
  %290 = urem i32 %274, %2
  %291 = urem i32 %275, %2
  %292 = zext nneg i32 %276 to i64
  %293 = zext nneg i32 %277 to i64
  %294 = zext nneg i32 %278 to i64
  %295 = zext nneg i32 %279 to i64
  %296 = zext nneg i32 %280 to i64
  %297 = zext nneg i32 %281 to i64
  %298 = zext nneg i32 %282 to i64
  %299 = zext nneg i32 %283 to i64
  %300 = zext nneg i32 %284 to i64
  %301 = zext nneg i32 %285 to i64
  %302 = zext nneg i32 %286 to i64
  %303 = zext nneg i32 %287 to i64
  %304 = zext nneg i32 %288 to i64
  %305 = zext nneg i32 %289 to i64
  %306 = zext nneg i32 %290 to i64
  %307 = zext nneg i32 %291 to i64
  %308 = getelementptr inbounds double, ptr %0, i64 %292
  %309 = getelementptr inbounds double, ptr %0, i64 %293
  %310 = getelementptr inbounds double, ptr %0, i64 %294
  %311 = getelementptr inbounds double, ptr %0, i64 %295
  %312 = getelementptr inbounds double, ptr %0, i64 %296
  %313 = getelementptr inbounds double, ptr %0, i64 %297
  %314 = getelementptr inbounds double, ptr %0, i64 %298
  %315 = getelementptr inbounds double, ptr %0, i64 %299
  %316 = getelementptr inbounds double, ptr %0, i64 %300
  %317 = getelementptr inbounds double, ptr %0, i64 %301
  %318 = getelementptr inbounds double, ptr %0, i64 %302
  %319 = getelementptr inbounds double, ptr %0, i64 %303
  %320 = getelementptr inbounds double, ptr %0, i64 %304
  %321 = getelementptr inbounds double, ptr %0, i64 %305
  %322 = getelementptr inbounds double, ptr %0, i64 %306
  %323 = getelementptr inbounds double, ptr %0, i64 %307
  %324 = load double, ptr %308, align 8, !tbaa !9
  %325 = load double, ptr %309, align 8, !tbaa !9
  %326 = load double, ptr %310, align 8, !tbaa !9
  %327 = load double, ptr %311, align 8, !tbaa !9
  %328 = insertelement <4 x double> poison, double %324, i64 0
  %329 = insertelement <4 x double> %328, double %325, i64 1
  %330 = insertelement <4 x double> %329, double %326, i64 2
  %331 = insertelement <4 x double> %330, double %327, i64 3
  %332 = load double, ptr %312, align 8, !tbaa !9
  %333 = load double, ptr %313, align 8, !tbaa !9
  %334 = load double, ptr %314, align 8, !tbaa !9
  %335 = load double, ptr %315, align 8, !tbaa !9
  %336 = insertelement <4 x double> poison, double %332, i64 0
  %337 = insertelement <4 x double> %336, double %333, i64 1
  %338 = insertelement <4 x double> %337, double %334, i64 2
  %339 = insertelement <4 x double> %338, double %335, i64 3
  %340 = load double, ptr %316, align 8, !tbaa !9
  %341 = load double, ptr %317, align 8, !tbaa !9
  %342 = load double, ptr %318, align 8, !tbaa !9
  %343 = load double, ptr %319, align 8, !tbaa !9
  %344 = insertelement <4 x double> poison, double %340, i64 0
  %345 = insertelement <4 x double> %344, double %341, i64 1
  %346 = insertelement <4 x double> %345, double %342, i64 2
  %347 = insertelement <4 x double> %346, double %343, i64 3
  %348 = load double, ptr %320, align 8, !tbaa !9
  %349 = load double, ptr %321, align 8, !tbaa !9
  %350 = load double, ptr %322, align 8, !tbaa !9
  %351 = load double, ptr %323, align 8, !tbaa !9
  %352 = insertelement <4 x double> poison, double %348, i64 0
  %353 = insertelement <4 x double> %352, double %349, i64 1
  %354 = insertelement <4 x double> %353, double %350, i64 2
  %355 = insertelement <4 x double> %354, double %351, i64 3
  %356 = fmul fast <4 x double> %256, %331
  %357 = fmul fast <4 x double> %257, %339
  %358 = fmul fast <4 x double> %258, %347
  %359 = fmul fast <4 x double> %259, %355
  %360 = fadd fast <4 x double> %356, %235
  %361 = fadd fast <4 x double> %357, %236
  %362 = fadd fast <4 x double> %358, %237
  %363 = fadd fast <4 x double> %359, %238
  %364 = add nuw i64 %234, 16
  %365 = icmp eq i64 %364, %223
  br i1 %365, label %366, label %233, !llvm.loop !54

366:                                              ; preds = %233
  %367 = fadd fast <4 x double> %361, %360
  %368 = fadd fast <4 x double> %362, %367
  %369 = fadd fast <4 x double> %363, %368
  %370 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %369)
  br i1 %224, label %392, label %371

371:                                              ; preds = %366, %225
  %372 = phi i64 [ 0, %225 ], [ %223, %366 ]
  %373 = phi double [ %227, %225 ], [ %370, %366 ]
  br label %374

374:                                              ; preds = %371, %374
  %375 = phi i64 [ %390, %374 ], [ %372, %371 ]
  %376 = phi double [ %389, %374 ], [ %373, %371 ]
  %377 = getelementptr inbounds double, ptr %8, i64 %375
  %378 = load double, ptr %377, align 8, !tbaa !9
  %379 = fmul fast double %378, 3.000000e+00
  %380 = fadd fast double %379, %228
  %381 = tail call fast double @llvm.sin.f64(double %380)
  %382 = trunc i64 %375 to i32
  %383 = add i32 %382, 2
  %384 = urem i32 %383, %2
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr inbounds double, ptr %0, i64 %385
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = fmul fast double %381, %387
  %389 = fadd fast double %388, %376
  %390 = add nuw nsw i64 %375, 1
  %391 = icmp eq i64 %390, %221
  br i1 %391, label %392, label %374, !llvm.loop !55

392:                                              ; preds = %374, %366
  %393 = phi double [ %370, %366 ], [ %389, %374 ]
  %394 = add nuw i32 %226, 1
  %395 = icmp eq i32 %394, %220
  br i1 %395, label %396, label %225, !llvm.loop !53

396:                                              ; preds = %392
  %397 = urem i32 2, %2
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr inbounds double, ptr %8, i64 %398
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = fmul fast double %400, %393
  %402 = getelementptr inbounds i8, ptr %1, i64 16
  store double %401, ptr %402, align 8, !tbaa !9
  %403 = add nuw i32 %2, 4
  %404 = urem i32 %217, 3
  %405 = sub i32 %404, %217
  %406 = add i32 %405, %403
  %407 = zext nneg i32 %2 to i64
  %408 = icmp ult i32 %2, 16
  %409 = and i64 %11, 2147483632
  %410 = icmp eq i64 %409, %11
  br label %411

411:                                              ; preds = %578, %396
  %412 = phi i32 [ 0, %396 ], [ %580, %578 ]
  %413 = phi double [ 0.000000e+00, %396 ], [ %579, %578 ]
  %414 = uitofp nneg i32 %412 to double
  br i1 %408, label %557, label %415

415:                                              ; preds = %411
  %416 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %413, i64 0
  %417 = insertelement <4 x double> poison, double %414, i64 0
  %418 = shufflevector <4 x double> %417, <4 x double> poison, <4 x i32> zeroinitializer
  br label %419

419:                                              ; preds = %419, %415
  %420 = phi i64 [ 0, %415 ], [ %550, %419 ]
  %421 = phi <4 x double> [ %416, %415 ], [ %546, %419 ]
  %422 = phi <4 x double> [ zeroinitializer, %415 ], [ %547, %419 ]
  %423 = phi <4 x double> [ zeroinitializer, %415 ], [ %548, %419 ]
  %424 = phi <4 x double> [ zeroinitializer, %415 ], [ %549, %419 ]
  %425 = trunc i64 %420 to i32
  %426 = getelementptr inbounds double, ptr %8, i64 %420
  %427 = getelementptr inbounds i8, ptr %426, i64 32
  %428 = getelementptr inbounds i8, ptr %426, i64 64
  %429 = getelementptr inbounds i8, ptr %426, i64 96
  %430 = load <4 x double>, ptr %426, align 8, !tbaa !9
  %431 = load <4 x double>, ptr %427, align 8, !tbaa !9
  %432 = load <4 x double>, ptr %428, align 8, !tbaa !9
  %433 = load <4 x double>, ptr %429, align 8, !tbaa !9
  %434 = fmul fast <4 x double> %430, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %435 = fmul fast <4 x double> %431, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %436 = fmul fast <4 x double> %432, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %437 = fmul fast <4 x double> %433, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %438 = fadd fast <4 x double> %434, %418
  %439 = fadd fast <4 x double> %435, %418
  %440 = fadd fast <4 x double> %436, %418
  %441 = fadd fast <4 x double> %437, %418
  %442 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %438)
  %443 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %439)
  %444 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %440)
  %445 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %441)
  %446 = or disjoint i32 %425, 3
  %447 = or disjoint i32 %425, 4
  %448 = or disjoint i32 %425, 5
  %449 = or disjoint i32 %425, 6
  %450 = or disjoint i32 %425, 7
  %451 = or disjoint i32 %425, 8
  %452 = or disjoint i32 %425, 9
  %453 = or disjoint i32 %425, 10
  %454 = or disjoint i32 %425, 11
  %455 = or disjoint i32 %425, 12
  %456 = or disjoint i32 %425, 13
  %457 = or disjoint i32 %425, 14
  %458 = or disjoint i32 %425, 15
  %459 = add i32 %425, 16
  %460 = add i32 %425, 17
  %461 = add i32 %425, 18
  %462 = urem i32 %446, %2
  %463 = urem i32 %447, %2
  %464 = urem i32 %448, %2
  %465 = urem i32 %449, %2
  %466 = urem i32 %450, %2
  %467 = urem i32 %451, %2
  %468 = urem i32 %452, %2
  %469 = urem i32 %453, %2
  %470 = urem i32 %454, %2
  %471 = urem i32 %455, %2
  %472 = urem i32 %456, %2
  %473 = urem i32 %457, %2
  %474 = urem i32 %458, %2
  %475 = urem i32 %459, %2
  %476 = urem i32 %460, %2
  %477 = urem i32 %461, %2
  %478 = zext nneg i32 %462 to i64
  %479 = zext nneg i32 %463 to i64
  %480 = zext nneg i32 %464 to i64
  %481 = zext nneg i32 %465 to i64
  %482 = zext nneg i32 %466 to i64
  %483 = zext nneg i32 %467 to i64
  %484 = zext nneg i32 %468 to i64
  %485 = zext nneg i32 %469 to i64
  %486 = zext nneg i32 %470 to i64
  %487 = zext nneg i32 %471 to i64
  %488 = zext nneg i32 %472 to i64
  %489 = zext nneg i32 %473 to i64
  %490 = zext nneg i32 %474 to i64
  %491 = zext nneg i32 %475 to i64
  %492 = zext nneg i32 %476 to i64
  %493 = zext nneg i32 %477 to i64
  %494 = getelementptr inbounds double, ptr %0, i64 %478
  %495 = getelementptr inbounds double, ptr %0, i64 %479
  %496 = getelementptr inbounds double, ptr %0, i64 %480
  %497 = getelementptr inbounds double, ptr %0, i64 %481
  %498 = getelementptr inbounds double, ptr %0, i64 %482
  %499 = getelementptr inbounds double, ptr %0, i64 %483
  %500 = getelementptr inbounds double, ptr %0, i64 %484
  %501 = getelementptr inbounds double, ptr %0, i64 %485
  %502 = getelementptr inbounds double, ptr %0, i64 %486
  %503 = getelementptr inbounds double, ptr %0, i64 %487
  %504 = getelementptr inbounds double, ptr %0, i64 %488
  %505 = getelementptr inbounds double, ptr %0, i64 %489
  %506 = getelementptr inbounds double, ptr %0, i64 %490
  %507 = getelementptr inbounds double, ptr %0, i64 %491
  %508 = getelementptr inbounds double, ptr %0, i64 %492
  %509 = getelementptr inbounds double, ptr %0, i64 %493
  %510 = load double, ptr %494, align 8, !tbaa !9
  %511 = load double, ptr %495, align 8, !tbaa !9
  %512 = load double, ptr %496, align 8, !tbaa !9
  %513 = load double, ptr %497, align 8, !tbaa !9
  %514 = insertelement <4 x double> poison, double %510, i64 0
  %515 = insertelement <4 x double> %514, double %511, i64 1
  %516 = insertelement <4 x double> %515, double %512, i64 2
  %517 = insertelement <4 x double> %516, double %513, i64 3
  %518 = load double, ptr %498, align 8, !tbaa !9
  %519 = load double, ptr %499, align 8, !tbaa !9
  %520 = load double, ptr %500, align 8, !tbaa !9
  %521 = load double, ptr %501, align 8, !tbaa !9
  %522 = insertelement <4 x double> poison, double %518, i64 0
  %523 = insertelement <4 x double> %522, double %519, i64 1
  %524 = insertelement <4 x double> %523, double %520, i64 2
  %525 = insertelement <4 x double> %524, double %521, i64 3
  %526 = load double, ptr %502, align 8, !tbaa !9
  %527 = load double, ptr %503, align 8, !tbaa !9
  %528 = load double, ptr %504, align 8, !tbaa !9
  %529 = load double, ptr %505, align 8, !tbaa !9
  %530 = insertelement <4 x double> poison, double %526, i64 0
  %531 = insertelement <4 x double> %530, double %527, i64 1
  %532 = insertelement <4 x double> %531, double %528, i64 2
  %533 = insertelement <4 x double> %532, double %529, i64 3
  %534 = load double, ptr %506, align 8, !tbaa !9
  %535 = load double, ptr %507, align 8, !tbaa !9
  %536 = load double, ptr %508, align 8, !tbaa !9
  %537 = load double, ptr %509, align 8, !tbaa !9
  %538 = insertelement <4 x double> poison, double %534, i64 0
  %539 = insertelement <4 x double> %538, double %535, i64 1
  %540 = insertelement <4 x double> %539, double %536, i64 2
  %541 = insertelement <4 x double> %540, double %537, i64 3
  %542 = fmul fast <4 x double> %442, %517
  %543 = fmul fast <4 x double> %443, %525
  %544 = fmul fast <4 x double> %444, %533
  %545 = fmul fast <4 x double> %445, %541
  %546 = fadd fast <4 x double> %542, %421
  %547 = fadd fast <4 x double> %543, %422
  %548 = fadd fast <4 x double> %544, %423
  %549 = fadd fast <4 x double> %545, %424
  %550 = add nuw i64 %420, 16
  %551 = icmp eq i64 %550, %409
  br i1 %551, label %552, label %419, !llvm.loop !56

552:                                              ; preds = %419
  %553 = fadd fast <4 x double> %547, %546
  %554 = fadd fast <4 x double> %548, %553
  %555 = fadd fast <4 x double> %549, %554
  %556 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %555)
  br i1 %410, label %578, label %557

557:                                              ; preds = %552, %411
  %558 = phi i64 [ 0, %411 ], [ %409, %552 ]
  %559 = phi double [ %413, %411 ], [ %556, %552 ]
  br label %560

560:                                              ; preds = %557, %560
  %561 = phi i64 [ %576, %560 ], [ %558, %557 ]
  %562 = phi double [ %575, %560 ], [ %559, %557 ]
  %563 = getelementptr inbounds double, ptr %8, i64 %561
  %564 = load double, ptr %563, align 8, !tbaa !9
  %565 = fmul fast double %564, 4.000000e+00
  %566 = fadd fast double %565, %414
  %567 = tail call fast double @llvm.sin.f64(double %566)
  %568 = trunc i64 %561 to i32
  %569 = add i32 %568, 3
  %570 = urem i32 %569, %2
  %571 = zext nneg i32 %570 to i64
  %572 = getelementptr inbounds double, ptr %0, i64 %571
  %573 = load double, ptr %572, align 8, !tbaa !9
  %574 = fmul fast double %567, %573
  %575 = fadd fast double %574, %562
  %576 = add nuw nsw i64 %561, 1
  %577 = icmp eq i64 %576, %407
  br i1 %577, label %578, label %560, !llvm.loop !57

578:                                              ; preds = %560, %552
  %579 = phi double [ %556, %552 ], [ %575, %560 ]
  %580 = add nuw i32 %412, 1
  %581 = icmp eq i32 %580, %406
  br i1 %581, label %582, label %411, !llvm.loop !53

582:                                              ; preds = %578
  %583 = urem i32 3, %2
  %584 = zext nneg i32 %583 to i64
  %585 = getelementptr inbounds double, ptr %8, i64 %584
  %586 = load double, ptr %585, align 8, !tbaa !9
  %587 = fmul fast double %586, %579
  %588 = getelementptr inbounds i8, ptr %1, i64 24
  store double %587, ptr %588, align 8, !tbaa !9
  br label %784

589:                                              ; preds = %12
  %590 = add nuw i32 %2, 1
  %591 = urem i32 %2, 3
  %592 = zext nneg i32 %2 to i64
  %593 = icmp ult i32 %2, 16
  %594 = and i64 %11, 2147483632
  %595 = icmp eq i64 %594, %11
  br label %596

596:                                              ; preds = %756, %589
  %597 = phi i32 [ 0, %589 ], [ %758, %756 ]
  %598 = phi double [ 0.000000e+00, %589 ], [ %757, %756 ]
  %599 = uitofp nneg i32 %597 to double
  br i1 %593, label %737, label %600

600:                                              ; preds = %596
  %601 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %598, i64 0
  %602 = insertelement <4 x double> poison, double %599, i64 0
  %603 = shufflevector <4 x double> %602, <4 x double> poison, <4 x i32> zeroinitializer
  br label %604

604:                                              ; preds = %604, %600
  %605 = phi i64 [ 0, %600 ], [ %730, %604 ]
  %606 = phi <4 x double> [ %601, %600 ], [ %726, %604 ]
  %607 = phi <4 x double> [ zeroinitializer, %600 ], [ %727, %604 ]
  %608 = phi <4 x double> [ zeroinitializer, %600 ], [ %728, %604 ]
  %609 = phi <4 x double> [ zeroinitializer, %600 ], [ %729, %604 ]
  %610 = trunc i64 %605 to i32
  %611 = or disjoint i32 %610, 1
  %612 = or disjoint i32 %610, 2
  %613 = or disjoint i32 %610, 3
  %614 = or disjoint i32 %610, 4
  %615 = or disjoint i32 %610, 5
  %616 = or disjoint i32 %610, 6
  %617 = or disjoint i32 %610, 7
  %618 = or disjoint i32 %610, 8
  %619 = or disjoint i32 %610, 9
  %620 = or disjoint i32 %610, 10
  %621 = or disjoint i32 %610, 11
  %622 = or disjoint i32 %610, 12
  %623 = or disjoint i32 %610, 13
  %624 = or disjoint i32 %610, 14
  %625 = or disjoint i32 %610, 15
  %626 = getelementptr inbounds double, ptr %8, i64 %605
  %627 = getelementptr inbounds i8, ptr %626, i64 32
  %628 = getelementptr inbounds i8, ptr %626, i64 64
  %629 = getelementptr inbounds i8, ptr %626, i64 96
  %630 = load <4 x double>, ptr %626, align 8, !tbaa !9
  %631 = load <4 x double>, ptr %627, align 8, !tbaa !9
  %632 = load <4 x double>, ptr %628, align 8, !tbaa !9
  %633 = load <4 x double>, ptr %629, align 8, !tbaa !9
  %634 = fadd fast <4 x double> %630, %603
  %635 = fadd fast <4 x double> %631, %603
  %636 = fadd fast <4 x double> %632, %603
  %637 = fadd fast <4 x double> %633, %603
  %638 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %634)
  %639 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %635)
  %640 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %636)
  %641 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %637)
  %642 = urem i32 %610, %2
  %643 = urem i32 %611, %2
  %644 = urem i32 %612, %2
  %645 = urem i32 %613, %2
  %646 = urem i32 %614, %2
  %647 = urem i32 %615, %2
  %648 = urem i32 %616, %2
  %649 = urem i32 %617, %2
  %650 = urem i32 %618, %2
  %651 = urem i32 %619, %2
  %652 = urem i32 %620, %2
  %653 = urem i32 %621, %2
  %654 = urem i32 %622, %2
  %655 = urem i32 %623, %2
  %656 = urem i32 %624, %2
  %657 = urem i32 %625, %2
  %658 = zext nneg i32 %642 to i64
  %659 = zext nneg i32 %643 to i64
  %660 = zext nneg i32 %644 to i64
  %661 = zext nneg i32 %645 to i64
  %662 = zext nneg i32 %646 to i64
  %663 = zext nneg i32 %647 to i64
  %664 = zext nneg i32 %648 to i64
  %665 = zext nneg i32 %649 to i64
  %666 = zext nneg i32 %650 to i64
  %667 = zext nneg i32 %651 to i64
  %668 = zext nneg i32 %652 to i64
  %669 = zext nneg i32 %653 to i64
  %670 = zext nneg i32 %654 to i64
  %671 = zext nneg i32 %655 to i64
  %672 = zext nneg i32 %656 to i64
  %673 = zext nneg i32 %657 to i64
  %674 = getelementptr inbounds double, ptr %0, i64 %658
  %675 = getelementptr inbounds double, ptr %0, i64 %659
  %676 = getelementptr inbounds double, ptr %0, i64 %660
  %677 = getelementptr inbounds double, ptr %0, i64 %661
  %678 = getelementptr inbounds double, ptr %0, i64 %662
  %679 = getelementptr inbounds double, ptr %0, i64 %663
  %680 = getelementptr inbounds double, ptr %0, i64 %664
  %681 = getelementptr inbounds double, ptr %0, i64 %665
  %682 = getelementptr inbounds double, ptr %0, i64 %666
  %683 = getelementptr inbounds double, ptr %0, i64 %667
  %684 = getelementptr inbounds double, ptr %0, i64 %668
  %685 = getelementptr inbounds double, ptr %0, i64 %669
  %686 = getelementptr inbounds double, ptr %0, i64 %670
  %687 = getelementptr inbounds double, ptr %0, i64 %671
  %688 = getelementptr inbounds double, ptr %0, i64 %672
  %689 = getelementptr inbounds double, ptr %0, i64 %673
  %690 = load double, ptr %674, align 8, !tbaa !9
  %691 = load double, ptr %675, align 8, !tbaa !9
  %692 = load double, ptr %676, align 8, !tbaa !9
  %693 = load double, ptr %677, align 8, !tbaa !9
  %694 = insertelement <4 x double> poison, double %690, i64 0
  %695 = insertelement <4 x double> %694, double %691, i64 1
  %696 = insertelement <4 x double> %695, double %692, i64 2
  %697 = insertelement <4 x double> %696, double %693, i64 3
  %698 = load double, ptr %678, align 8, !tbaa !9
  %699 = load double, ptr %679, align 8, !tbaa !9
  %700 = load double, ptr %680, align 8, !tbaa !9
  %701 = load double, ptr %681, align 8, !tbaa !9
  %702 = insertelement <4 x double> poison, double %698, i64 0
  %703 = insertelement <4 x double> %702, double %699, i64 1
  %704 = insertelement <4 x double> %703, double %700, i64 2
  %705 = insertelement <4 x double> %704, double %701, i64 3
  %706 = load double, ptr %682, align 8, !tbaa !9
  %707 = load double, ptr %683, align 8, !tbaa !9
  %708 = load double, ptr %684, align 8, !tbaa !9
  %709 = load double, ptr %685, align 8, !tbaa !9
  %710 = insertelement <4 x double> poison, double %706, i64 0
  %711 = insertelement <4 x double> %710, double %707, i64 1
  %712 = insertelement <4 x double> %711, double %708, i64 2
  %713 = insertelement <4 x double> %712, double %709, i64 3
  %714 = load double, ptr %686, align 8, !tbaa !9
  %715 = load double, ptr %687, align 8, !tbaa !9
  %716 = load double, ptr %688, align 8, !tbaa !9
  %717 = load double, ptr %689, align 8, !tbaa !9
  %718 = insertelement <4 x double> poison, double %714, i64 0
  %719 = insertelement <4 x double> %718, double %715, i64 1
  %720 = insertelement <4 x double> %719, double %716, i64 2
  %721 = insertelement <4 x double> %720, double %717, i64 3
  %722 = fmul fast <4 x double> %638, %697
  %723 = fmul fast <4 x double> %639, %705
  %724 = fmul fast <4 x double> %640, %713
  %725 = fmul fast <4 x double> %641, %721
  %726 = fadd fast <4 x double> %722, %606
  %727 = fadd fast <4 x double> %723, %607
  %728 = fadd fast <4 x double> %724, %608
  %729 = fadd fast <4 x double> %725, %609
  %730 = add nuw i64 %605, 16
  %731 = icmp eq i64 %730, %594
  br i1 %731, label %732, label %604, !llvm.loop !58

732:                                              ; preds = %604
  %733 = fadd fast <4 x double> %727, %726
  %734 = fadd fast <4 x double> %728, %733
  %735 = fadd fast <4 x double> %729, %734
  %736 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %735)
  br i1 %595, label %756, label %737

737:                                              ; preds = %732, %596
  %738 = phi i64 [ 0, %596 ], [ %594, %732 ]
  %739 = phi double [ %598, %596 ], [ %736, %732 ]
  br label %740

740:                                              ; preds = %737, %740
  %741 = phi i64 [ %754, %740 ], [ %738, %737 ]
  %742 = phi double [ %753, %740 ], [ %739, %737 ]
  %743 = getelementptr inbounds double, ptr %8, i64 %741
  %744 = load double, ptr %743, align 8, !tbaa !9
  %745 = fadd fast double %744, %599
  %746 = tail call fast double @llvm.sin.f64(double %745)
  %747 = trunc nuw nsw i64 %741 to i32
  %748 = urem i32 %747, %2
  %749 = zext nneg i32 %748 to i64
  %750 = getelementptr inbounds double, ptr %0, i64 %749
  %751 = load double, ptr %750, align 8, !tbaa !9
  %752 = fmul fast double %746, %751
  %753 = fadd fast double %752, %742
  %754 = add nuw nsw i64 %741, 1
  %755 = icmp eq i64 %754, %592
  br i1 %755, label %756, label %740, !llvm.loop !59

756:                                              ; preds = %740, %732
  %757 = phi double [ %736, %732 ], [ %753, %740 ]
  %758 = add nuw i32 %597, 1
  %759 = icmp eq i32 %597, %591
  br i1 %759, label %14, label %596, !llvm.loop !53

760:                                              ; preds = %10, %779
  %761 = phi i64 [ 0, %10 ], [ %780, %779 ]
  %762 = getelementptr inbounds double, ptr %0, i64 %761
  %763 = load double, ptr %762, align 8, !tbaa !9
  %764 = fcmp fast ogt double %763, 0.000000e+00
  br i1 %764, label %765, label %770

765:                                              ; preds = %760
  %766 = fmul fast double %763, %763
  %767 = fadd fast double %766, 1.000000e+00
  %768 = tail call fast double @llvm.sqrt.f64(double %767)
  %769 = add nuw nsw i64 %761, 1
  br label %779

770:                                              ; preds = %760
  %771 = tail call fast double @llvm.exp.f64(double %763)
  %772 = add nuw nsw i64 %761, 1
  %773 = icmp eq i64 %772, %11
  %774 = and i64 %772, 4294967295
  %775 = select i1 %773, i64 0, i64 %774
  %776 = getelementptr inbounds double, ptr %0, i64 %775
  %777 = load double, ptr %776, align 8, !tbaa !9
  %778 = fmul fast double %777, %771
  br label %779

779:                                              ; preds = %770, %765
  %780 = phi i64 [ %772, %770 ], [ %769, %765 ]
  %781 = phi fast double [ %778, %770 ], [ %768, %765 ]
  %782 = getelementptr inbounds double, ptr %8, i64 %761
  store double %781, ptr %782, align 8, !tbaa !9
  %783 = icmp eq i64 %780, %11
  br i1 %783, label %12, label %760, !llvm.loop !60

784:                                              ; preds = %13, %582
  tail call void @free(ptr noundef %8) #14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = alloca [8 x double], align 16
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #14
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = sext i32 %2 to i64
  %10 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %9
  store double 5.000000e-01, ptr %10, align 8, !tbaa !9
  br label %17

11:                                               ; preds = %3
  %12 = zext nneg i32 %2 to i64
  %13 = shl nuw nsw i64 %12, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %13, i1 false), !tbaa !9
  %14 = zext nneg i32 %2 to i64
  %15 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %14
  store double 5.000000e-01, ptr %15, align 8, !tbaa !9
  %16 = icmp eq i32 %2, 1
  br i1 %16, label %17, label %28

17:                                               ; preds = %8, %11
  %18 = add i32 %2, -1
  %19 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %18)
  store double %19, ptr %1, align 8, !tbaa !9
  %20 = add i32 %2, -2
  %21 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %20)
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  store double %21, ptr %22, align 8, !tbaa !9
  %23 = add i32 %2, -3
  %24 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %23)
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add i32 %2, -4
  %27 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %26)
  br label %94

28:                                               ; preds = %11
  %29 = load double, ptr %0, align 8, !tbaa !9
  %30 = fmul fast double %29, 1.000000e-01
  %31 = fadd fast double %30, 9.000000e-01
  br label %32

32:                                               ; preds = %28, %32
  %33 = phi i32 [ 1, %28 ], [ %38, %32 ]
  %34 = phi i32 [ 0, %28 ], [ %33, %32 ]
  %35 = phi double [ 0.000000e+00, %28 ], [ %37, %32 ]
  %36 = call fast fastcc nofpclass(nan inf) double @blend(ptr noundef nonnull %4, double noundef nofpclass(nan inf) %31, i32 noundef %34)
  %37 = fadd fast double %36, %35
  %38 = add nuw nsw i32 %33, 1
  %39 = icmp eq i32 %38, %2
  br i1 %39, label %40, label %32, !llvm.loop !61

40:                                               ; preds = %32
  %41 = add nsw i32 %2, -1
  %42 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %41)
  %43 = fadd fast double %42, %37
  store double %43, ptr %1, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %0, i64 8
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul fast double %45, 1.000000e-01
  %47 = fadd fast double %46, 9.100000e-01
  br label %48

48:                                               ; preds = %48, %40
  %49 = phi i32 [ 1, %40 ], [ %54, %48 ]
  %50 = phi i32 [ 0, %40 ], [ %49, %48 ]
  %51 = phi double [ 0.000000e+00, %40 ], [ %53, %48 ]
  %52 = call fast fastcc nofpclass(nan inf) double @blend(ptr noundef nonnull %4, double noundef nofpclass(nan inf) %47, i32 noundef %50)
  %53 = fadd fast double %52, %51
  %54 = add nuw nsw i32 %49, 1
  %55 = icmp eq i32 %54, %2
  br i1 %55, label %56, label %48, !llvm.loop !61

56:                                               ; preds = %48
  %57 = add nsw i32 %2, -2
  %58 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %57)
  %59 = fadd fast double %58, %53
  %60 = getelementptr inbounds i8, ptr %1, i64 8
  store double %59, ptr %60, align 8, !tbaa !9
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fmul fast double %62, 1.000000e-01
  %64 = fadd fast double %63, 9.200000e-01
  br label %65

65:                                               ; preds = %65, %56
  %66 = phi i32 [ 1, %56 ], [ %71, %65 ]
  %67 = phi i32 [ 0, %56 ], [ %66, %65 ]
  %68 = phi double [ 0.000000e+00, %56 ], [ %70, %65 ]
  %69 = call fast fastcc nofpclass(nan inf) double @blend(ptr noundef nonnull %4, double noundef nofpclass(nan inf) %64, i32 noundef %67)
  %70 = fadd fast double %69, %68
  %71 = add nuw nsw i32 %66, 1
  %72 = icmp eq i32 %71, %2
  br i1 %72, label %73, label %65, !llvm.loop !61

73:                                               ; preds = %65
  %74 = add nsw i32 %2, -3
  %75 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %74)
  %76 = fadd fast double %75, %70
  %77 = getelementptr inbounds i8, ptr %1, i64 16
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = getelementptr inbounds i8, ptr %0, i64 24
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = fmul fast double %79, 1.000000e-01
  %81 = fadd fast double %80, 9.300000e-01
  br label %82

82:                                               ; preds = %82, %73
  %83 = phi i32 [ 1, %73 ], [ %88, %82 ]
  %84 = phi i32 [ 0, %73 ], [ %83, %82 ]
  %85 = phi double [ 0.000000e+00, %73 ], [ %87, %82 ]
  %86 = call fast fastcc nofpclass(nan inf) double @blend(ptr noundef nonnull %4, double noundef nofpclass(nan inf) %81, i32 noundef %84)
  %87 = fadd fast double %86, %85
  %88 = add nuw nsw i32 %83, 1
  %89 = icmp eq i32 %88, %2
  br i1 %89, label %90, label %82, !llvm.loop !61

90:                                               ; preds = %82
  %91 = add nsw i32 %2, -4
  %92 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %91)
  %93 = fadd fast double %92, %87
  br label %94

94:                                               ; preds = %17, %90
  %95 = phi double [ %27, %17 ], [ %93, %90 ]
  %96 = getelementptr inbounds i8, ptr %1, i64 24
  store double %95, ptr %96, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #14
  ret void
}

declare i64 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = load i32, ptr @calls, align 4, !tbaa !11
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @calls, align 4, !tbaa !11
  %6 = icmp sgt i32 %2, 1
  br i1 %6, label %7, label %242

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  %9 = load double, ptr %0, align 8, !tbaa !9
  %10 = getelementptr i8, ptr %1, i64 -8
  %11 = add nsw i64 %8, -1
  %12 = add nsw i64 %8, -2
  %13 = and i64 %11, 3
  %14 = icmp ult i64 %12, 3
  br i1 %14, label %67, label %15

15:                                               ; preds = %7
  %16 = and i64 %11, -4
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi double [ %9, %15 ], [ %63, %18 ]
  %20 = phi i64 [ 1, %15 ], [ %64, %18 ]
  %21 = phi i64 [ 0, %15 ], [ %65, %18 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = getelementptr double, ptr %10, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = fadd fast double %19, %25
  %27 = tail call fast double @llvm.cos.f64(double %26)
  %28 = fmul fast double %27, %23
  %29 = fmul fast double %19, %19
  %30 = fmul fast double %29, 1.000000e-01
  %31 = fadd fast double %28, %30
  store double %31, ptr %22, align 8, !tbaa !9
  %32 = getelementptr inbounds double, ptr %17, i64 %20
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = getelementptr double, ptr %1, i64 %20
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fadd fast double %31, %35
  %37 = tail call fast double @llvm.cos.f64(double %36)
  %38 = fmul fast double %37, %33
  %39 = fmul fast double %31, %31
  %40 = fmul fast double %39, 1.000000e-01
  %41 = fadd fast double %38, %40
  store double %41, ptr %32, align 8, !tbaa !9
  %42 = add nuw nsw i64 %20, 2
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = getelementptr double, ptr %10, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fadd fast double %41, %46
  %48 = tail call fast double @llvm.cos.f64(double %47)
  %49 = fmul fast double %48, %44
  %50 = fmul fast double %41, %41
  %51 = fmul fast double %50, 1.000000e-01
  %52 = fadd fast double %49, %51
  store double %52, ptr %43, align 8, !tbaa !9
  %53 = add nuw nsw i64 %20, 3
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr double, ptr %10, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fadd fast double %52, %57
  %59 = tail call fast double @llvm.cos.f64(double %58)
  %60 = fmul fast double %59, %55
  %61 = fmul fast double %52, %52
  %62 = fmul fast double %61, 1.000000e-01
  %63 = fadd fast double %60, %62
  store double %63, ptr %54, align 8, !tbaa !9
  %64 = add nuw nsw i64 %20, 4
  %65 = add i64 %21, 4
  %66 = icmp eq i64 %65, %16
  br i1 %66, label %67, label %18, !llvm.loop !17

67:                                               ; preds = %18, %7
  %68 = phi double [ %9, %7 ], [ %63, %18 ]
  %69 = phi i64 [ 1, %7 ], [ %64, %18 ]
  %70 = icmp eq i64 %13, 0
  br i1 %70, label %88, label %71

71:                                               ; preds = %67, %71
  %72 = phi double [ %84, %71 ], [ %68, %67 ]
  %73 = phi i64 [ %85, %71 ], [ %69, %67 ]
  %74 = phi i64 [ %86, %71 ], [ 0, %67 ]
  %75 = getelementptr inbounds double, ptr %0, i64 %73
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = getelementptr double, ptr %10, i64 %73
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fadd fast double %72, %78
  %80 = tail call fast double @llvm.cos.f64(double %79)
  %81 = fmul fast double %80, %76
  %82 = fmul fast double %72, %72
  %83 = fmul fast double %82, 1.000000e-01
  %84 = fadd fast double %81, %83
  store double %84, ptr %75, align 8, !tbaa !9
  %85 = add nuw nsw i64 %73, 1
  %86 = add i64 %74, 1
  %87 = icmp eq i64 %86, %13
  br i1 %87, label %88, label %71, !llvm.loop !62

88:                                               ; preds = %71, %67
  %89 = getelementptr i8, ptr %1, i64 -8
  %90 = and i64 %11, 3
  %91 = icmp ult i64 %12, 3
  br i1 %91, label %144, label %92

92:                                               ; preds = %88
  %93 = and i64 %11, -4
  %94 = getelementptr inbounds i8, ptr %0, i64 8
  br label %95

95:                                               ; preds = %95, %92
  %96 = phi double [ %9, %92 ], [ %140, %95 ]
  %97 = phi i64 [ 1, %92 ], [ %141, %95 ]
  %98 = phi i64 [ 0, %92 ], [ %142, %95 ]
  %99 = getelementptr inbounds double, ptr %0, i64 %97
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = getelementptr double, ptr %89, i64 %97
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fadd fast double %96, %102
  %104 = tail call fast double @llvm.cos.f64(double %103)
  %105 = fmul fast double %104, %100
  %106 = fmul fast double %96, %96
  %107 = fmul fast double %106, 1.000000e-01
  %108 = fadd fast double %105, %107
  store double %108, ptr %99, align 8, !tbaa !9
  %109 = getelementptr inbounds double, ptr %94, i64 %97
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr double, ptr %1, i64 %97
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fadd fast double %108, %112
  %114 = tail call fast double @llvm.cos.f64(double %113)
  %115 = fmul fast double %114, %110
  %116 = fmul fast double %108, %108
  %117 = fmul fast double %116, 1.000000e-01
  %118 = fadd fast double %115, %117
  store double %118, ptr %109, align 8, !tbaa !9
  %119 = add nuw nsw i64 %97, 2
  %120 = getelementptr inbounds double, ptr %0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = getelementptr double, ptr %89, i64 %119
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = fadd fast double %118, %123
  %125 = tail call fast double @llvm.cos.f64(double %124)
  %126 = fmul fast double %125, %121
  %127 = fmul fast double %118, %118
  %128 = fmul fast double %127, 1.000000e-01
  %129 = fadd fast double %126, %128
  store double %129, ptr %120, align 8, !tbaa !9
  %130 = add nuw nsw i64 %97, 3
  %131 = getelementptr inbounds double, ptr %0, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = getelementptr double, ptr %89, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = fadd fast double %129, %134
  %136 = tail call fast double @llvm.cos.f64(double %135)
  %137 = fmul fast double %136, %132
  %138 = fmul fast double %129, %129
  %139 = fmul fast double %138, 1.000000e-01
  %140 = fadd fast double %137, %139
  store double %140, ptr %131, align 8, !tbaa !9
  %141 = add nuw nsw i64 %97, 4
  %142 = add i64 %98, 4
  %143 = icmp eq i64 %142, %93
  br i1 %143, label %144, label %95, !llvm.loop !17

144:                                              ; preds = %95, %88
  %145 = phi double [ %9, %88 ], [ %140, %95 ]
  %146 = phi i64 [ 1, %88 ], [ %141, %95 ]
  %147 = icmp eq i64 %90, 0
  br i1 %147, label %165, label %148

148:                                              ; preds = %144, %148
  %149 = phi double [ %161, %148 ], [ %145, %144 ]
  %150 = phi i64 [ %162, %148 ], [ %146, %144 ]
  %151 = phi i64 [ %163, %148 ], [ 0, %144 ]
  %152 = getelementptr inbounds double, ptr %0, i64 %150
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = getelementptr double, ptr %89, i64 %150
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = fadd fast double %149, %155
  %157 = tail call fast double @llvm.cos.f64(double %156)
  %158 = fmul fast double %157, %153
  %159 = fmul fast double %149, %149
  %160 = fmul fast double %159, 1.000000e-01
  %161 = fadd fast double %158, %160
  store double %161, ptr %152, align 8, !tbaa !9
  %162 = add nuw nsw i64 %150, 1
  %163 = add i64 %151, 1
  %164 = icmp eq i64 %163, %90
  br i1 %164, label %165, label %148, !llvm.loop !63

165:                                              ; preds = %148, %144
  %166 = getelementptr i8, ptr %1, i64 -8
  %167 = and i64 %11, 3
  %168 = icmp ult i64 %12, 3
  br i1 %168, label %221, label %169

169:                                              ; preds = %165
  %170 = and i64 %11, -4
  %171 = getelementptr inbounds i8, ptr %0, i64 8
  br label %172

172:                                              ; preds = %172, %169
  %173 = phi double [ %9, %169 ], [ %217, %172 ]
  %174 = phi i64 [ 1, %169 ], [ %218, %172 ]
  %175 = phi i64 [ 0, %169 ], [ %219, %172 ]
  %176 = getelementptr inbounds double, ptr %0, i64 %174
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = getelementptr double, ptr %166, i64 %174
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = fadd fast double %173, %179
  %181 = tail call fast double @llvm.cos.f64(double %180)
  %182 = fmul fast double %181, %177
  %183 = fmul fast double %173, %173
  %184 = fmul fast double %183, 1.000000e-01
  %185 = fadd fast double %182, %184
  store double %185, ptr %176, align 8, !tbaa !9
  %186 = getelementptr inbounds double, ptr %171, i64 %174
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = getelementptr double, ptr %1, i64 %174
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = fadd fast double %185, %189
  %191 = tail call fast double @llvm.cos.f64(double %190)
  %192 = fmul fast double %191, %187
  %193 = fmul fast double %185, %185
  %194 = fmul fast double %193, 1.000000e-01
  %195 = fadd fast double %192, %194
  store double %195, ptr %186, align 8, !tbaa !9
  %196 = add nuw nsw i64 %174, 2
  %197 = getelementptr inbounds double, ptr %0, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = getelementptr double, ptr %166, i64 %196
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = fadd fast double %195, %200
  %202 = tail call fast double @llvm.cos.f64(double %201)
  %203 = fmul fast double %202, %198
  %204 = fmul fast double %195, %195
  %205 = fmul fast double %204, 1.000000e-01
  %206 = fadd fast double %203, %205
  store double %206, ptr %197, align 8, !tbaa !9
  %207 = add nuw nsw i64 %174, 3
  %208 = getelementptr inbounds double, ptr %0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = getelementptr double, ptr %166, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = fadd fast double %206, %211
  %213 = tail call fast double @llvm.cos.f64(double %212)
  %214 = fmul fast double %213, %209
  %215 = fmul fast double %206, %206
  %216 = fmul fast double %215, 1.000000e-01
  %217 = fadd fast double %214, %216
  store double %217, ptr %208, align 8, !tbaa !9
  %218 = add nuw nsw i64 %174, 4
  %219 = add i64 %175, 4
  %220 = icmp eq i64 %219, %170
  br i1 %220, label %221, label %172, !llvm.loop !17

221:                                              ; preds = %172, %165
  %222 = phi double [ %9, %165 ], [ %217, %172 ]
  %223 = phi i64 [ 1, %165 ], [ %218, %172 ]
  %224 = icmp eq i64 %167, 0
  br i1 %224, label %242, label %225

225:                                              ; preds = %221, %225
  %226 = phi double [ %238, %225 ], [ %222, %221 ]
  %227 = phi i64 [ %239, %225 ], [ %223, %221 ]
  %228 = phi i64 [ %240, %225 ], [ 0, %221 ]
  %229 = getelementptr inbounds double, ptr %0, i64 %227
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = getelementptr double, ptr %166, i64 %227
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fadd fast double %226, %232
  %234 = tail call fast double @llvm.cos.f64(double %233)
  %235 = fmul fast double %234, %230
  %236 = fmul fast double %226, %226
  %237 = fmul fast double %236, 1.000000e-01
  %238 = fadd fast double %235, %237
  store double %238, ptr %229, align 8, !tbaa !9
  %239 = add nuw nsw i64 %227, 1
  %240 = add i64 %228, 1
  %241 = icmp eq i64 %240, %167
  br i1 %241, label %242, label %225, !llvm.loop !64

242:                                              ; preds = %221, %225, %3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fs(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) #6 {
  %6 = load i32, ptr @calls, align 4, !tbaa !11
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @calls, align 4, !tbaa !11
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %63

9:                                                ; preds = %5
  %10 = fmul fast double %1, %0
  %11 = zext nneg i32 %4 to i64
  %12 = icmp ult i32 %4, 8
  br i1 %12, label %13, label %16

13:                                               ; preds = %59, %9
  %14 = phi i64 [ 0, %9 ], [ %17, %59 ]
  %15 = phi double [ 0.000000e+00, %9 ], [ %61, %59 ]
  br label %66

16:                                               ; preds = %9
  %17 = and i64 %11, 2147483640
  %18 = insertelement <4 x double> poison, double %0, i64 0
  %19 = shufflevector <4 x double> %18, <4 x double> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x double> poison, double %1, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x double> poison, double %10, i64 0
  %23 = shufflevector <4 x double> %22, <4 x double> poison, <4 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %16
  %25 = phi i64 [ 0, %16 ], [ %56, %24 ]
  %26 = phi <4 x double> [ zeroinitializer, %16 ], [ %54, %24 ]
  %27 = phi <4 x double> [ zeroinitializer, %16 ], [ %55, %24 ]
  %28 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %57, %24 ]
  %29 = add <4 x i32> %28, <i32 4, i32 4, i32 4, i32 4>
  %30 = getelementptr inbounds double, ptr %2, i64 %25
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %33 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %34 = fmul fast <4 x double> %32, %32
  %35 = fmul fast <4 x double> %33, %33
  %36 = fmul fast <4 x double> %34, %19
  %37 = fmul fast <4 x double> %35, %19
  %38 = fadd fast <4 x double> %36, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %39 = fadd fast <4 x double> %37, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %40 = tail call fast <4 x double> @llvm.log.v4f64(<4 x double> %38)
  %41 = tail call fast <4 x double> @llvm.log.v4f64(<4 x double> %39)
  %42 = uitofp <4 x i32> %28 to <4 x double>
  %43 = uitofp <4 x i32> %29 to <4 x double>
  %44 = fmul fast <4 x double> %21, %42
  %45 = fmul fast <4 x double> %21, %43
  %46 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %44)
  %47 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %45)
  %48 = fmul fast <4 x double> %40, %46
  %49 = fmul fast <4 x double> %41, %47
  %50 = fmul fast <4 x double> %23, %32
  %51 = fmul fast <4 x double> %23, %33
  %52 = fadd fast <4 x double> %50, %26
  %53 = fadd fast <4 x double> %51, %27
  %54 = fadd fast <4 x double> %52, %48
  %55 = fadd fast <4 x double> %53, %49
  %56 = add nuw i64 %25, 8
  %57 = add <4 x i32> %28, <i32 8, i32 8, i32 8, i32 8>
  %58 = icmp eq i64 %56, %17
  br i1 %58, label %59, label %24, !llvm.loop !65

59:                                               ; preds = %24
  %60 = fadd fast <4 x double> %55, %54
  %61 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %60)
  %62 = icmp eq i64 %17, %11
  br i1 %62, label %63, label %13

63:                                               ; preds = %66, %59, %5
  %64 = phi double [ 0.000000e+00, %5 ], [ %61, %59 ], [ %82, %66 ]
  %65 = fmul fast double %64, %64
  store double %65, ptr %3, align 8, !tbaa !9
  ret void

66:                                               ; preds = %13, %66
  %67 = phi i64 [ %83, %66 ], [ %14, %13 ]
  %68 = phi double [ %82, %66 ], [ %15, %13 ]
  %69 = getelementptr inbounds double, ptr %2, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul fast double %70, %70
  %72 = fmul fast double %71, %0
  %73 = fadd fast double %72, 1.000000e+00
  %74 = tail call fast double @llvm.log.f64(double %73)
  %75 = trunc nuw nsw i64 %67 to i32
  %76 = uitofp nneg i32 %75 to double
  %77 = fmul fast double %76, %1
  %78 = tail call fast double @llvm.cos.f64(double %77)
  %79 = fmul fast double %74, %78
  %80 = fmul fast double %10, %70
  %81 = fadd fast double %80, %68
  %82 = fadd fast double %81, %79
  %83 = add nuw nsw i64 %67, 1
  %84 = icmp eq i64 %83, %11
  br i1 %84, label %63, label %66, !llvm.loop !66
}

declare void @__enzyme_reverse_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc nofpclass(nan inf) double @blend(ptr nocapture noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) unnamed_addr #11 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds double, ptr %0, i64 %4
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = fmul fast double %6, %1
  %8 = getelementptr i8, ptr %5, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call fast double @llvm.sin.f64(double %9)
  %11 = fadd fast double %10, %7
  store double %11, ptr %5, align 8, !tbaa !9
  %12 = fmul fast double %6, %6
  %13 = fmul fast double %12, %1
  ret double %13
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #12 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = load double, ptr %0, align 8, !tbaa !9
  br label %6

6:                                                ; preds = %8, %4
  %7 = phi double [ %5, %4 ], [ %17, %8 ]
  ret double %7

8:                                                ; preds = %2
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = add nsw i32 %1, -1
  %13 = tail call fast fastcc nofpclass(nan inf) double @chain(ptr noundef %0, i32 noundef %12)
  %14 = fmul fast double %11, 8.000000e-01
  %15 = fmul fast double %14, %13
  %16 = tail call fast double @llvm.cos.f64(double %11)
  %17 = fadd fast double %15, %16
  br label %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.log.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !24, !25}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !14, !24, !25}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
!33 = distinct !{!33, !14, !24, !25}
!34 = distinct !{!34, !19}
!35 = distinct !{!35, !19}
!36 = distinct !{!36, !19}
!37 = distinct !{!37, !14, !24, !25}
!38 = distinct !{!38, !19}
!39 = distinct !{!39, !19}
!40 = distinct !{!40, !19}
!41 = distinct !{!41, !14, !24, !25}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14, !24, !25}
!45 = distinct !{!45, !14, !24, !25}
!46 = distinct !{!46, !14, !24, !25}
!47 = distinct !{!47, !14, !24, !25}
!48 = distinct !{!48, !14, !24, !25}
!49 = distinct !{!49, !14, !24, !25}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !14, !25, !24}
!52 = distinct !{!52, !14, !24, !25}
!53 = distinct !{!53, !14}
!54 = distinct !{!54, !14, !25, !24}
!55 = distinct !{!55, !14, !24, !25}
!56 = distinct !{!56, !14, !25, !24}
!57 = distinct !{!57, !14, !24, !25}
!58 = distinct !{!58, !14, !25, !24}
!59 = distinct !{!59, !14, !24, !25}
!60 = distinct !{!60, !14}
!61 = distinct !{!61, !14}
!62 = distinct !{!62, !19}
!63 = distinct !{!63, !19}
!64 = distinct !{!64, !19}
!65 = distinct !{!65, !14, !25, !24}
!66 = distinct !{!66, !14, !24, !25}
