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
  %39 = alloca [7 x double], align 16
  %40 = alloca [7 x double], align 16
  %41 = alloca [3 x [4 x double]], align 16
  %42 = alloca [3 x [7 x double]], align 16
  %43 = alloca [3 x [7 x double]], align 16
  %44 = alloca [4 x double], align 16
  %45 = alloca [4 x double], align 16
  %46 = alloca [3 x [4 x double]], align 16
  %47 = alloca [3 x [4 x double]], align 16
  %48 = alloca [4 x double], align 16
  %49 = alloca [7 x double], align 16
  %50 = alloca [7 x double], align 16
  %51 = alloca [3 x [7 x double]], align 16
  %52 = alloca [3 x [7 x double]], align 16
  %53 = alloca [3 x [7 x double]], align 16
  %54 = alloca [16384 x i8], align 16
  %55 = alloca [7 x double], align 16
  %56 = alloca [2 x double], align 16
  %57 = alloca [2 x [1 x double]], align 16
  %58 = alloca [2 x [7 x double]], align 16
  %59 = alloca %struct.A2, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %39) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %40) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %41) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %42) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %43) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %46) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %47) #14
  %60 = load i64, ptr @rng_state, align 8, !tbaa !5
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = insertelement <4 x i64> poison, i64 %62, i64 0
  %70 = insertelement <4 x i64> %69, i64 %64, i64 1
  %71 = insertelement <4 x i64> %70, i64 %66, i64 2
  %72 = insertelement <4 x i64> %71, i64 %68, i64 3
  %73 = lshr <4 x i64> %72, <i64 11, i64 11, i64 11, i64 11>
  %74 = uitofp nneg <4 x i64> %73 to <4 x double>
  %75 = fmul fast <4 x double> %74, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %76 = fadd fast <4 x double> %75, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %76, ptr %39, align 16, !tbaa !9
  %77 = mul i64 %68, 6364136223846793005
  %78 = getelementptr inbounds i8, ptr %39, i64 32
  %79 = add i64 %77, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = insertelement <2 x i64> poison, i64 %79, i64 0
  %83 = insertelement <2 x i64> %82, i64 %81, i64 1
  %84 = lshr <2 x i64> %83, <i64 11, i64 11>
  %85 = uitofp nneg <2 x i64> %84 to <2 x double>
  %86 = fmul fast <2 x double> %85, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %87 = fadd fast <2 x double> %86, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %87, ptr %78, align 16, !tbaa !9
  %88 = mul i64 %81, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = lshr i64 %89, 11
  %91 = uitofp nneg i64 %90 to double
  %92 = fmul fast double %91, 0x3CB0000000000000
  %93 = fadd fast double %92, -1.000000e+00
  %94 = getelementptr inbounds i8, ptr %39, i64 48
  store double %93, ptr %94, align 16, !tbaa !9
  %95 = mul i64 %89, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = mul i64 %98, 6364136223846793005
  %100 = add i64 %99, 1442695040888963407
  %101 = mul i64 %100, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = insertelement <4 x i64> poison, i64 %96, i64 0
  %104 = insertelement <4 x i64> %103, i64 %98, i64 1
  %105 = insertelement <4 x i64> %104, i64 %100, i64 2
  %106 = insertelement <4 x i64> %105, i64 %102, i64 3
  %107 = lshr <4 x i64> %106, <i64 11, i64 11, i64 11, i64 11>
  %108 = uitofp nneg <4 x i64> %107 to <4 x double>
  %109 = fmul fast <4 x double> %108, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %110 = fadd fast <4 x double> %109, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %110, ptr %40, align 16, !tbaa !9
  %111 = mul i64 %102, 6364136223846793005
  %112 = getelementptr inbounds i8, ptr %40, i64 32
  %113 = add i64 %111, 1442695040888963407
  %114 = mul i64 %113, 6364136223846793005
  %115 = add i64 %114, 1442695040888963407
  %116 = insertelement <2 x i64> poison, i64 %113, i64 0
  %117 = insertelement <2 x i64> %116, i64 %115, i64 1
  %118 = lshr <2 x i64> %117, <i64 11, i64 11>
  %119 = uitofp nneg <2 x i64> %118 to <2 x double>
  %120 = fmul fast <2 x double> %119, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %121 = fadd fast <2 x double> %120, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %121, ptr %112, align 16, !tbaa !9
  %122 = mul i64 %115, 6364136223846793005
  %123 = add i64 %122, 1442695040888963407
  %124 = lshr i64 %123, 11
  %125 = uitofp nneg i64 %124 to double
  %126 = fmul fast double %125, 0x3CB0000000000000
  %127 = fadd fast double %126, -1.000000e+00
  %128 = getelementptr inbounds i8, ptr %40, i64 48
  store double %127, ptr %128, align 16, !tbaa !9
  %129 = mul i64 %123, 6364136223846793005
  %130 = getelementptr inbounds i8, ptr %41, i64 8
  %131 = getelementptr inbounds i8, ptr %41, i64 16
  %132 = getelementptr inbounds i8, ptr %41, i64 24
  %133 = add i64 %129, 1442695040888963407
  %134 = mul i64 %133, 6364136223846793005
  %135 = add i64 %134, 1442695040888963407
  %136 = mul i64 %135, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = mul i64 %137, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = insertelement <4 x i64> poison, i64 %133, i64 0
  %141 = insertelement <4 x i64> %140, i64 %135, i64 1
  %142 = insertelement <4 x i64> %141, i64 %137, i64 2
  %143 = insertelement <4 x i64> %142, i64 %139, i64 3
  %144 = lshr <4 x i64> %143, <i64 11, i64 11, i64 11, i64 11>
  %145 = uitofp nneg <4 x i64> %144 to <4 x double>
  %146 = fmul fast <4 x double> %145, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %147 = fadd fast <4 x double> %146, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %147, ptr %41, align 16, !tbaa !9
  %148 = getelementptr inbounds i8, ptr %41, i64 32
  %149 = mul i64 %139, 6364136223846793005
  %150 = getelementptr inbounds i8, ptr %41, i64 40
  %151 = getelementptr inbounds i8, ptr %41, i64 48
  %152 = getelementptr inbounds i8, ptr %41, i64 56
  %153 = add i64 %149, 1442695040888963407
  %154 = mul i64 %153, 6364136223846793005
  %155 = add i64 %154, 1442695040888963407
  %156 = mul i64 %155, 6364136223846793005
  %157 = add i64 %156, 1442695040888963407
  %158 = mul i64 %157, 6364136223846793005
  %159 = add i64 %158, 1442695040888963407
  %160 = insertelement <4 x i64> poison, i64 %153, i64 0
  %161 = insertelement <4 x i64> %160, i64 %155, i64 1
  %162 = insertelement <4 x i64> %161, i64 %157, i64 2
  %163 = insertelement <4 x i64> %162, i64 %159, i64 3
  %164 = lshr <4 x i64> %163, <i64 11, i64 11, i64 11, i64 11>
  %165 = uitofp nneg <4 x i64> %164 to <4 x double>
  %166 = fmul fast <4 x double> %165, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %167 = fadd fast <4 x double> %166, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %167, ptr %148, align 16, !tbaa !9
  %168 = getelementptr inbounds i8, ptr %41, i64 64
  %169 = mul i64 %159, 6364136223846793005
  %170 = getelementptr inbounds i8, ptr %41, i64 72
  %171 = getelementptr inbounds i8, ptr %41, i64 80
  %172 = getelementptr inbounds i8, ptr %41, i64 88
  %173 = add i64 %169, 1442695040888963407
  %174 = mul i64 %173, 6364136223846793005
  %175 = add i64 %174, 1442695040888963407
  %176 = mul i64 %175, 6364136223846793005
  %177 = add i64 %176, 1442695040888963407
  %178 = mul i64 %177, 6364136223846793005
  %179 = add i64 %178, 1442695040888963407
  %180 = insertelement <4 x i64> poison, i64 %173, i64 0
  %181 = insertelement <4 x i64> %180, i64 %175, i64 1
  %182 = insertelement <4 x i64> %181, i64 %177, i64 2
  %183 = insertelement <4 x i64> %182, i64 %179, i64 3
  %184 = lshr <4 x i64> %183, <i64 11, i64 11, i64 11, i64 11>
  %185 = uitofp nneg <4 x i64> %184 to <4 x double>
  %186 = fmul fast <4 x double> %185, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %187 = fadd fast <4 x double> %186, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %187, ptr %168, align 16, !tbaa !9
  store i64 %179, ptr @rng_state, align 8, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %42, i64 56
  %189 = getelementptr inbounds i8, ptr %42, i64 112
  %190 = getelementptr inbounds i8, ptr %46, i64 32
  %191 = getelementptr inbounds i8, ptr %46, i64 64
  %192 = getelementptr inbounds i8, ptr %43, i64 56
  %193 = getelementptr inbounds i8, ptr %43, i64 112
  %194 = getelementptr inbounds i8, ptr %47, i64 32
  %195 = getelementptr inbounds i8, ptr %47, i64 64
  %196 = getelementptr inbounds i8, ptr %5, i64 8
  %197 = getelementptr inbounds i8, ptr %5, i64 16
  %198 = getelementptr inbounds i8, ptr %5, i64 24
  %199 = getelementptr inbounds i8, ptr %6, i64 8
  %200 = getelementptr inbounds i8, ptr %6, i64 16
  %201 = getelementptr inbounds i8, ptr %6, i64 24
  %202 = getelementptr inbounds i8, ptr %51, i64 56
  %203 = getelementptr inbounds i8, ptr %51, i64 112
  %204 = getelementptr inbounds i8, ptr %52, i64 56
  %205 = getelementptr inbounds i8, ptr %52, i64 112
  %206 = getelementptr i8, ptr %50, i64 -8
  %207 = getelementptr inbounds i8, ptr %58, i64 56
  %208 = getelementptr inbounds i8, ptr %57, i64 8
  %209 = getelementptr inbounds i8, ptr %59, i64 16
  %210 = getelementptr inbounds i8, ptr %44, i64 8
  %211 = getelementptr inbounds i8, ptr %48, i64 8
  %212 = getelementptr inbounds i8, ptr %44, i64 16
  %213 = getelementptr inbounds i8, ptr %48, i64 16
  %214 = getelementptr inbounds i8, ptr %44, i64 24
  %215 = getelementptr inbounds i8, ptr %48, i64 24
  %216 = getelementptr inbounds i8, ptr %50, i64 32
  %217 = getelementptr inbounds i8, ptr %50, i64 48
  %218 = getelementptr inbounds i8, ptr %53, i64 32
  %219 = getelementptr inbounds i8, ptr %53, i64 64
  %220 = getelementptr inbounds i8, ptr %53, i64 96
  %221 = getelementptr inbounds i8, ptr %53, i64 128
  %222 = getelementptr inbounds i8, ptr %53, i64 160
  %223 = getelementptr inbounds i8, ptr %59, i64 8
  %224 = getelementptr inbounds i8, ptr %58, i64 56
  %225 = getelementptr inbounds i8, ptr %42, i64 56
  %226 = getelementptr inbounds i8, ptr %41, i64 32
  %227 = getelementptr inbounds i8, ptr %55, i64 8
  %228 = getelementptr inbounds i8, ptr %55, i64 8
  %229 = getelementptr inbounds i8, ptr %55, i64 8
  %230 = getelementptr inbounds i8, ptr %3, i64 8
  %231 = getelementptr inbounds i8, ptr %3, i64 8
  %232 = getelementptr inbounds i8, ptr %3, i64 8
  %233 = getelementptr inbounds i8, ptr %4, i64 8
  %234 = getelementptr inbounds i8, ptr %4, i64 8
  %235 = getelementptr inbounds i8, ptr %4, i64 8
  %236 = getelementptr inbounds i8, ptr %1, i64 8
  %237 = getelementptr inbounds i8, ptr %1, i64 8
  %238 = getelementptr inbounds i8, ptr %1, i64 8
  %239 = getelementptr inbounds i8, ptr %2, i64 8
  %240 = getelementptr inbounds i8, ptr %2, i64 8
  %241 = getelementptr inbounds i8, ptr %2, i64 8
  br label %248

242:                                              ; preds = %4469
  %243 = load i32, ptr @n_fail, align 4, !tbaa !11
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %243)
  %245 = load i32, ptr @n_fail, align 4, !tbaa !11
  %246 = icmp ne i32 %245, 0
  %247 = zext i1 %246 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %47) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %46) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %43) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %42) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %41) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %40) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %39) #14
  ret i32 %247

248:                                              ; preds = %0, %4469
  %249 = phi i1 [ true, %0 ], [ false, %4469 ]
  %250 = phi i64 [ 0, %0 ], [ 1, %4469 ]
  %251 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %42, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %43, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %253 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %254 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %255 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %256 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %253, i32 noundef 3, i32 noundef %254, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %188, ptr noundef nonnull %189, i32 noundef %254, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %190, ptr noundef nonnull %191, i32 noundef %255, i32 noundef %252, i32 noundef %255, i32 noundef 4) #14
  %257 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %258 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %259 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %260 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %257, i32 noundef 3, i32 noundef %258, ptr noundef nonnull %40, ptr noundef nonnull %43, ptr noundef nonnull %192, ptr noundef nonnull %193, i32 noundef %258, ptr noundef nonnull %45, ptr noundef nonnull %47, ptr noundef nonnull %194, ptr noundef nonnull %195, i32 noundef %259, i32 noundef %252, i32 noundef %259, i32 noundef 4) #14
  %261 = load i32, ptr @calls, align 4, !tbaa !11
  %262 = freeze i32 %261
  %263 = sitofp i32 %262 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %263, ptr %38, align 8, !tbaa !9
  %264 = load volatile double, ptr %38, align 8, !tbaa !9
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %266, label %277, label %267

267:                                              ; preds = %248
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 2.000000e+00, ptr %37, align 8, !tbaa !9
  %268 = load volatile double, ptr %37, align 8, !tbaa !9
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fcmp one double %269, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  %271 = fadd reassoc nsz arcp contract afn double %263, -2.000000e+00
  %272 = fcmp reassoc nsz arcp contract afn oeq double %271, 0.000000e+00
  %273 = and i1 %272, %270
  br i1 %273, label %274, label %277

274:                                              ; preds = %267
  %275 = trunc nuw nsw i64 %250 to i32
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %275, double noundef nofpclass(nan inf) %263, double noundef nofpclass(nan inf) 2.000000e+00, ptr noundef nonnull @.str.18)
  br label %282

277:                                              ; preds = %267, %248
  %278 = trunc nuw nsw i64 %250 to i32
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %278, double noundef nofpclass(nan inf) %263, double noundef nofpclass(nan inf) 2.000000e+00, ptr noundef nonnull @.str.19)
  %280 = load i32, ptr @n_fail, align 4, !tbaa !11
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr @n_fail, align 4, !tbaa !11
  br label %282

282:                                              ; preds = %274, %277
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #14
  call void @fv(ptr noundef nonnull %39, ptr noundef nonnull %48, i32 noundef %252, i32 noundef 4)
  %283 = load double, ptr %44, align 16, !tbaa !9
  %284 = load double, ptr %48, align 16, !tbaa !9
  %285 = call fast double @llvm.fabs.f64(double %284)
  %286 = call fast double @llvm.maxnum.f64(double %285, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %283, ptr %36, align 8, !tbaa !9
  %287 = load volatile double, ptr %36, align 8, !tbaa !9
  %288 = call double @llvm.fabs.f64(double %287)
  %289 = fcmp ueq double %288, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %289, label %302, label %290

290:                                              ; preds = %282
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %284, ptr %35, align 8, !tbaa !9
  %291 = load volatile double, ptr %35, align 8, !tbaa !9
  %292 = call double @llvm.fabs.f64(double %291)
  %293 = fcmp ueq double %292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %293, label %302, label %294

294:                                              ; preds = %290
  %295 = fsub fast double %283, %284
  %296 = call fast double @llvm.fabs.f64(double %295)
  %297 = fmul fast double %286, 0x3D719799812DEA11
  %298 = fcmp fast ole double %296, %297
  %299 = freeze i1 %298
  br i1 %299, label %300, label %302

300:                                              ; preds = %294
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %283, double noundef nofpclass(nan inf) %284, ptr noundef nonnull @.str.18)
  br label %306

302:                                              ; preds = %294, %290, %282
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %283, double noundef nofpclass(nan inf) %284, ptr noundef nonnull @.str.19)
  %304 = load i32, ptr @n_fail, align 4, !tbaa !11
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr @n_fail, align 4, !tbaa !11
  br label %306

306:                                              ; preds = %300, %302
  %307 = load double, ptr %210, align 8, !tbaa !9
  %308 = load double, ptr %211, align 8, !tbaa !9
  %309 = call fast double @llvm.fabs.f64(double %308)
  %310 = call fast double @llvm.maxnum.f64(double %309, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %307, ptr %36, align 8, !tbaa !9
  %311 = load volatile double, ptr %36, align 8, !tbaa !9
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ueq double %312, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %313, label %326, label %314

314:                                              ; preds = %306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %308, ptr %35, align 8, !tbaa !9
  %315 = load volatile double, ptr %35, align 8, !tbaa !9
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %317, label %326, label %318

318:                                              ; preds = %314
  %319 = fsub fast double %307, %308
  %320 = call fast double @llvm.fabs.f64(double %319)
  %321 = fmul fast double %310, 0x3D719799812DEA11
  %322 = fcmp fast ole double %320, %321
  %323 = freeze i1 %322
  br i1 %323, label %324, label %326

324:                                              ; preds = %318
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %307, double noundef nofpclass(nan inf) %308, ptr noundef nonnull @.str.18)
  br label %330

326:                                              ; preds = %318, %314, %306
  %327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %307, double noundef nofpclass(nan inf) %308, ptr noundef nonnull @.str.19)
  %328 = load i32, ptr @n_fail, align 4, !tbaa !11
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr @n_fail, align 4, !tbaa !11
  br label %330

330:                                              ; preds = %326, %324
  %331 = load double, ptr %212, align 16, !tbaa !9
  %332 = load double, ptr %213, align 16, !tbaa !9
  %333 = call fast double @llvm.fabs.f64(double %332)
  %334 = call fast double @llvm.maxnum.f64(double %333, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %331, ptr %36, align 8, !tbaa !9
  %335 = load volatile double, ptr %36, align 8, !tbaa !9
  %336 = call double @llvm.fabs.f64(double %335)
  %337 = fcmp ueq double %336, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %337, label %350, label %338

338:                                              ; preds = %330
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %332, ptr %35, align 8, !tbaa !9
  %339 = load volatile double, ptr %35, align 8, !tbaa !9
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fcmp ueq double %340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %341, label %350, label %342

342:                                              ; preds = %338
  %343 = fsub fast double %331, %332
  %344 = call fast double @llvm.fabs.f64(double %343)
  %345 = fmul fast double %334, 0x3D719799812DEA11
  %346 = fcmp fast ole double %344, %345
  %347 = freeze i1 %346
  br i1 %347, label %348, label %350

348:                                              ; preds = %342
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %331, double noundef nofpclass(nan inf) %332, ptr noundef nonnull @.str.18)
  br label %354

350:                                              ; preds = %342, %338, %330
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %331, double noundef nofpclass(nan inf) %332, ptr noundef nonnull @.str.19)
  %352 = load i32, ptr @n_fail, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %350, %348
  %355 = load double, ptr %214, align 8, !tbaa !9
  %356 = load double, ptr %215, align 8, !tbaa !9
  %357 = call fast double @llvm.fabs.f64(double %356)
  %358 = call fast double @llvm.maxnum.f64(double %357, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %355, ptr %36, align 8, !tbaa !9
  %359 = load volatile double, ptr %36, align 8, !tbaa !9
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ueq double %360, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %361, label %374, label %362

362:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %356, ptr %35, align 8, !tbaa !9
  %363 = load volatile double, ptr %35, align 8, !tbaa !9
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %365, label %374, label %366

366:                                              ; preds = %362
  %367 = fsub fast double %355, %356
  %368 = call fast double @llvm.fabs.f64(double %367)
  %369 = fmul fast double %358, 0x3D719799812DEA11
  %370 = fcmp fast ole double %368, %369
  %371 = freeze i1 %370
  br i1 %371, label %372, label %374

372:                                              ; preds = %366
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %355, double noundef nofpclass(nan inf) %356, ptr noundef nonnull @.str.18)
  br label %378

374:                                              ; preds = %366, %362, %354
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %355, double noundef nofpclass(nan inf) %356, ptr noundef nonnull @.str.19)
  %376 = load i32, ptr @n_fail, align 4, !tbaa !11
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr @n_fail, align 4, !tbaa !11
  br label %378

378:                                              ; preds = %374, %372
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %46, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  %379 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %380 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %381 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %379, i32 noundef 3, i32 noundef %380, ptr noundef nonnull %40, ptr noundef nonnull %43, ptr noundef nonnull %192, ptr noundef nonnull %193, i32 noundef %380, ptr noundef nonnull %45, ptr noundef nonnull %47, ptr noundef nonnull %194, ptr noundef nonnull %195, i32 noundef %381, i32 noundef %252, i32 noundef %381, i32 noundef 4, ptr noundef %260) #14
  %382 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %383 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %384 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %382, i32 noundef 3, i32 noundef %383, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %188, ptr noundef nonnull %189, i32 noundef %383, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %190, ptr noundef nonnull %191, i32 noundef %384, i32 noundef %252, i32 noundef %384, i32 noundef 4, ptr noundef %256) #14
  %385 = call i32 @llvm.smax.i32(i32 %252, i32 1)
  %386 = zext nneg i32 %385 to i64
  %387 = shl nuw nsw i64 %386, 3
  %388 = sext i32 %252 to i64
  %389 = shl nsw i64 %388, 3
  %390 = zext i32 %252 to i64
  %391 = add i32 %252, 1
  %392 = urem i32 %252, 3
  %393 = add i32 %252, 2
  %394 = urem i32 %391, 3
  %395 = sub i32 %394, %391
  %396 = add i32 %395, %393
  %397 = add i32 %252, 3
  %398 = urem i32 %393, 3
  %399 = sub i32 %398, %393
  %400 = add i32 %399, %397
  %401 = urem i32 2, %252
  %402 = zext nneg i32 %401 to i64
  %403 = add i32 %252, 4
  %404 = urem i32 %397, 3
  %405 = sub i32 %404, %397
  %406 = add i32 %405, %403
  %407 = urem i32 3, %252
  %408 = zext nneg i32 %407 to i64
  %409 = add i32 %252, 1
  %410 = udiv i32 %252, 3
  %411 = mul i32 %410, -3
  %412 = add i32 %411, %409
  %413 = mul i32 %410, -3
  %414 = add i32 %413, %409
  %415 = mul i32 %410, -3
  %416 = add i32 %415, %409
  %417 = urem i32 %252, 3
  %418 = udiv i32 %252, 3
  %419 = add nuw nsw i32 %417, 1
  %420 = and i32 %412, 1
  %421 = icmp eq i32 %392, 0
  %422 = and i32 %412, -2
  %423 = icmp eq i32 %420, 0
  %424 = and i32 %396, 1
  %425 = icmp eq i32 %394, 0
  %426 = and i32 %396, -2
  %427 = icmp eq i32 %424, 0
  %428 = and i32 %400, 1
  %429 = icmp eq i32 %398, 0
  %430 = and i32 %400, -2
  %431 = icmp eq i32 %428, 0
  %432 = and i32 %406, 1
  %433 = icmp eq i32 %404, 0
  %434 = and i32 %406, -2
  %435 = icmp eq i32 %432, 0
  %436 = and i32 %414, 1
  %437 = icmp eq i32 %392, 0
  %438 = and i32 %414, -2
  %439 = icmp eq i32 %436, 0
  %440 = and i32 %396, 1
  %441 = icmp eq i32 %394, 0
  %442 = and i32 %396, -2
  %443 = icmp eq i32 %440, 0
  %444 = and i32 %400, 1
  %445 = icmp eq i32 %398, 0
  %446 = and i32 %400, -2
  %447 = icmp eq i32 %444, 0
  %448 = and i32 %406, 1
  %449 = icmp eq i32 %404, 0
  %450 = and i32 %406, -2
  %451 = icmp eq i32 %448, 0
  %452 = and i32 %416, 1
  %453 = icmp eq i32 %392, 0
  %454 = and i32 %416, -2
  %455 = icmp eq i32 %452, 0
  %456 = and i32 %396, 1
  %457 = icmp eq i32 %394, 0
  %458 = and i32 %396, -2
  %459 = icmp eq i32 %456, 0
  %460 = and i32 %400, 1
  %461 = icmp eq i32 %398, 0
  %462 = and i32 %400, -2
  %463 = icmp eq i32 %460, 0
  %464 = and i32 %406, 1
  %465 = icmp eq i32 %404, 0
  %466 = and i32 %406, -2
  %467 = icmp eq i32 %464, 0
  %468 = icmp eq i32 %392, 0
  %469 = and i32 %419, 6
  %470 = and i32 %417, 1
  %471 = icmp eq i32 %470, 0
  %472 = and i32 %396, 1
  %473 = icmp eq i32 %394, 0
  %474 = and i32 %396, -2
  %475 = icmp eq i32 %472, 0
  %476 = and i32 %400, 1
  %477 = icmp eq i32 %398, 0
  %478 = and i32 %400, -2
  %479 = icmp eq i32 %476, 0
  %480 = and i32 %406, 1
  %481 = icmp eq i32 %404, 0
  %482 = and i32 %406, -2
  %483 = icmp eq i32 %480, 0
  br label %531

484:                                              ; preds = %1955
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %42, i8 0, i64 168, i1 false)
  %485 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %486 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %487 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %488 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %489 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fv, i32 noundef %485, i32 noundef 2, i32 noundef %486, i64 noundef 56, ptr noundef nonnull %39, ptr noundef nonnull %42, i32 noundef %487, i64 noundef 32, ptr noundef nonnull %44, ptr noundef nonnull %46, i32 noundef %488, i32 noundef %252, i32 noundef %488, i32 noundef 4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %46, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  %490 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %491 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %492 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %493 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fv, i32 noundef %490, i32 noundef 2, i32 noundef %491, i64 noundef 56, ptr noundef nonnull %39, ptr noundef nonnull %42, i32 noundef %492, i64 noundef 32, ptr noundef nonnull %44, ptr noundef nonnull %46, i32 noundef %493, i32 noundef %252, i32 noundef %493, i32 noundef 4, ptr noundef %489) #14
  %494 = add i32 %252, 1
  %495 = mul i32 %418, -3
  %496 = add i32 %495, %494
  %497 = mul i32 %418, -3
  %498 = add i32 %497, %494
  %499 = and i32 %496, 1
  %500 = icmp eq i32 %392, 0
  %501 = and i32 %496, -2
  %502 = icmp eq i32 %499, 0
  %503 = and i32 %396, 1
  %504 = icmp eq i32 %394, 0
  %505 = and i32 %396, -2
  %506 = icmp eq i32 %503, 0
  %507 = and i32 %400, 1
  %508 = icmp eq i32 %398, 0
  %509 = and i32 %400, -2
  %510 = icmp eq i32 %507, 0
  %511 = and i32 %406, 1
  %512 = icmp eq i32 %404, 0
  %513 = and i32 %406, -2
  %514 = icmp eq i32 %511, 0
  %515 = and i32 %498, 1
  %516 = icmp eq i32 %392, 0
  %517 = and i32 %498, -2
  %518 = icmp eq i32 %515, 0
  %519 = and i32 %396, 1
  %520 = icmp eq i32 %394, 0
  %521 = and i32 %396, -2
  %522 = icmp eq i32 %519, 0
  %523 = and i32 %400, 1
  %524 = icmp eq i32 %398, 0
  %525 = and i32 %400, -2
  %526 = icmp eq i32 %523, 0
  %527 = and i32 %406, 1
  %528 = icmp eq i32 %404, 0
  %529 = and i32 %406, -2
  %530 = icmp eq i32 %527, 0
  br label %1958

531:                                              ; preds = %378, %1955
  %532 = phi i64 [ 0, %378 ], [ %1956, %1955 ]
  %533 = getelementptr inbounds [3 x [4 x double]], ptr %41, i64 0, i64 %532
  %534 = getelementptr inbounds [3 x [7 x double]], ptr %42, i64 0, i64 %532
  %535 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %535, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  %536 = load double, ptr %533, align 16, !tbaa !9
  %537 = getelementptr inbounds i8, ptr %533, i64 8
  %538 = load double, ptr %537, align 8, !tbaa !9
  %539 = getelementptr inbounds i8, ptr %533, i64 16
  %540 = load double, ptr %539, align 16, !tbaa !9
  %541 = getelementptr inbounds i8, ptr %533, i64 24
  %542 = load double, ptr %541, align 8, !tbaa !9
  %543 = fneg fast double %536
  br label %544

544:                                              ; preds = %531, %1245
  %545 = phi i64 [ 0, %531 ], [ %1246, %1245 ]
  %546 = getelementptr inbounds double, ptr %534, i64 %545
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = getelementptr inbounds double, ptr %535, i64 %545
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = call fast double @llvm.fabs.f64(double %549)
  %551 = call fast double @llvm.maxnum.f64(double %550, double 1.000000e+00)
  %552 = fmul fast double %551, 0x3EB0C6F7A0B5ED8D
  %553 = fadd fast double %552, %549
  store double %553, ptr %548, align 8, !tbaa !9
  %554 = load i32, ptr @calls, align 4, !tbaa !11
  %555 = call noalias ptr @malloc(i64 noundef %389) #15
  br label %857

556:                                              ; preds = %853, %881
  %557 = phi double [ poison, %881 ], [ %850, %853 ]
  %558 = phi i32 [ 0, %881 ], [ %854, %853 ]
  %559 = phi double [ 0.000000e+00, %881 ], [ %850, %853 ]
  br i1 %423, label %578, label %560

560:                                              ; preds = %556
  %561 = uitofp nneg i32 %558 to double
  br label %562

562:                                              ; preds = %562, %560
  %563 = phi i64 [ %576, %562 ], [ 0, %560 ]
  %564 = phi double [ %575, %562 ], [ %559, %560 ]
  %565 = getelementptr inbounds double, ptr %555, i64 %563
  %566 = load double, ptr %565, align 8, !tbaa !9
  %567 = fadd fast double %566, %561
  %568 = call fast double @llvm.sin.f64(double %567)
  %569 = trunc nuw nsw i64 %563 to i32
  %570 = urem i32 %569, %252
  %571 = zext nneg i32 %570 to i64
  %572 = getelementptr inbounds double, ptr %535, i64 %571
  %573 = load double, ptr %572, align 8, !tbaa !9
  %574 = fmul fast double %568, %573
  %575 = fadd fast double %574, %564
  %576 = add nuw nsw i64 %563, 1
  %577 = icmp eq i64 %576, %390
  br i1 %577, label %578, label %562, !llvm.loop !13

578:                                              ; preds = %562, %556
  %579 = phi double [ %557, %556 ], [ %575, %562 ]
  %580 = load double, ptr %555, align 8, !tbaa !9
  %581 = fmul fast double %580, %579
  br i1 %425, label %628, label %582

582:                                              ; preds = %578, %624
  %583 = phi i32 [ %625, %624 ], [ 0, %578 ]
  %584 = phi double [ %622, %624 ], [ 0.000000e+00, %578 ]
  %585 = phi i32 [ %626, %624 ], [ 0, %578 ]
  %586 = uitofp nneg i32 %583 to double
  br label %587

587:                                              ; preds = %587, %582
  %588 = phi i64 [ %595, %587 ], [ 0, %582 ]
  %589 = phi double [ %602, %587 ], [ %584, %582 ]
  %590 = getelementptr inbounds double, ptr %555, i64 %588
  %591 = load double, ptr %590, align 8, !tbaa !9
  %592 = fmul fast double %591, 2.000000e+00
  %593 = fadd fast double %592, %586
  %594 = call fast double @llvm.sin.f64(double %593)
  %595 = add nuw nsw i64 %588, 1
  %596 = trunc nuw nsw i64 %595 to i32
  %597 = urem i32 %596, %252
  %598 = zext nneg i32 %597 to i64
  %599 = getelementptr inbounds double, ptr %535, i64 %598
  %600 = load double, ptr %599, align 8, !tbaa !9
  %601 = fmul fast double %594, %600
  %602 = fadd fast double %601, %589
  %603 = icmp eq i64 %595, %390
  br i1 %603, label %604, label %587, !llvm.loop !17

604:                                              ; preds = %587
  %605 = or disjoint i32 %583, 1
  %606 = uitofp nneg i32 %605 to double
  br label %607

607:                                              ; preds = %607, %604
  %608 = phi i64 [ %615, %607 ], [ 0, %604 ]
  %609 = phi double [ %622, %607 ], [ %602, %604 ]
  %610 = getelementptr inbounds double, ptr %555, i64 %608
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = fmul fast double %611, 2.000000e+00
  %613 = fadd fast double %612, %606
  %614 = call fast double @llvm.sin.f64(double %613)
  %615 = add nuw nsw i64 %608, 1
  %616 = trunc nuw nsw i64 %615 to i32
  %617 = urem i32 %616, %252
  %618 = zext nneg i32 %617 to i64
  %619 = getelementptr inbounds double, ptr %535, i64 %618
  %620 = load double, ptr %619, align 8, !tbaa !9
  %621 = fmul fast double %614, %620
  %622 = fadd fast double %621, %609
  %623 = icmp eq i64 %615, %390
  br i1 %623, label %624, label %607, !llvm.loop !17

624:                                              ; preds = %607
  %625 = add nuw i32 %583, 2
  %626 = add i32 %585, 2
  %627 = icmp eq i32 %626, %426
  br i1 %627, label %628, label %582, !llvm.loop !18

628:                                              ; preds = %624, %578
  %629 = phi double [ poison, %578 ], [ %622, %624 ]
  %630 = phi i32 [ 0, %578 ], [ %625, %624 ]
  %631 = phi double [ 0.000000e+00, %578 ], [ %622, %624 ]
  br i1 %427, label %651, label %632

632:                                              ; preds = %628
  %633 = uitofp nneg i32 %630 to double
  br label %634

634:                                              ; preds = %634, %632
  %635 = phi i64 [ %642, %634 ], [ 0, %632 ]
  %636 = phi double [ %649, %634 ], [ %631, %632 ]
  %637 = getelementptr inbounds double, ptr %555, i64 %635
  %638 = load double, ptr %637, align 8, !tbaa !9
  %639 = fmul fast double %638, 2.000000e+00
  %640 = fadd fast double %639, %633
  %641 = call fast double @llvm.sin.f64(double %640)
  %642 = add nuw nsw i64 %635, 1
  %643 = trunc nuw nsw i64 %642 to i32
  %644 = urem i32 %643, %252
  %645 = zext nneg i32 %644 to i64
  %646 = getelementptr inbounds double, ptr %535, i64 %645
  %647 = load double, ptr %646, align 8, !tbaa !9
  %648 = fmul fast double %641, %647
  %649 = fadd fast double %648, %636
  %650 = icmp eq i64 %642, %390
  br i1 %650, label %651, label %634, !llvm.loop !17

651:                                              ; preds = %634, %628
  %652 = phi double [ %629, %628 ], [ %649, %634 ]
  %653 = getelementptr inbounds i8, ptr %555, i64 8
  %654 = load double, ptr %653, align 8, !tbaa !9
  %655 = fmul fast double %654, %652
  br i1 %429, label %704, label %656

656:                                              ; preds = %651, %700
  %657 = phi i32 [ %701, %700 ], [ 0, %651 ]
  %658 = phi double [ %697, %700 ], [ 0.000000e+00, %651 ]
  %659 = phi i32 [ %702, %700 ], [ 0, %651 ]
  %660 = uitofp nneg i32 %657 to double
  br label %661

661:                                              ; preds = %661, %656
  %662 = phi i64 [ %677, %661 ], [ 0, %656 ]
  %663 = phi double [ %676, %661 ], [ %658, %656 ]
  %664 = getelementptr inbounds double, ptr %555, i64 %662
  %665 = load double, ptr %664, align 8, !tbaa !9
  %666 = fmul fast double %665, 3.000000e+00
  %667 = fadd fast double %666, %660
  %668 = call fast double @llvm.sin.f64(double %667)
  %669 = trunc i64 %662 to i32
  %670 = add i32 %669, 2
  %671 = urem i32 %670, %252
  %672 = zext nneg i32 %671 to i64
  %673 = getelementptr inbounds double, ptr %535, i64 %672
  %674 = load double, ptr %673, align 8, !tbaa !9
  %675 = fmul fast double %668, %674
  %676 = fadd fast double %675, %663
  %677 = add nuw nsw i64 %662, 1
  %678 = icmp eq i64 %677, %390
  br i1 %678, label %679, label %661, !llvm.loop !19

679:                                              ; preds = %661
  %680 = or disjoint i32 %657, 1
  %681 = uitofp nneg i32 %680 to double
  br label %682

682:                                              ; preds = %682, %679
  %683 = phi i64 [ %698, %682 ], [ 0, %679 ]
  %684 = phi double [ %697, %682 ], [ %676, %679 ]
  %685 = getelementptr inbounds double, ptr %555, i64 %683
  %686 = load double, ptr %685, align 8, !tbaa !9
  %687 = fmul fast double %686, 3.000000e+00
  %688 = fadd fast double %687, %681
  %689 = call fast double @llvm.sin.f64(double %688)
  %690 = trunc i64 %683 to i32
  %691 = add i32 %690, 2
  %692 = urem i32 %691, %252
  %693 = zext nneg i32 %692 to i64
  %694 = getelementptr inbounds double, ptr %535, i64 %693
  %695 = load double, ptr %694, align 8, !tbaa !9
  %696 = fmul fast double %689, %695
  %697 = fadd fast double %696, %684
  %698 = add nuw nsw i64 %683, 1
  %699 = icmp eq i64 %698, %390
  br i1 %699, label %700, label %682, !llvm.loop !19

700:                                              ; preds = %682
  %701 = add nuw i32 %657, 2
  %702 = add i32 %659, 2
  %703 = icmp eq i32 %702, %430
  br i1 %703, label %704, label %656, !llvm.loop !18

704:                                              ; preds = %700, %651
  %705 = phi double [ poison, %651 ], [ %697, %700 ]
  %706 = phi i32 [ 0, %651 ], [ %701, %700 ]
  %707 = phi double [ 0.000000e+00, %651 ], [ %697, %700 ]
  br i1 %431, label %728, label %708

708:                                              ; preds = %704
  %709 = uitofp nneg i32 %706 to double
  br label %710

710:                                              ; preds = %710, %708
  %711 = phi i64 [ %726, %710 ], [ 0, %708 ]
  %712 = phi double [ %725, %710 ], [ %707, %708 ]
  %713 = getelementptr inbounds double, ptr %555, i64 %711
  %714 = load double, ptr %713, align 8, !tbaa !9
  %715 = fmul fast double %714, 3.000000e+00
  %716 = fadd fast double %715, %709
  %717 = call fast double @llvm.sin.f64(double %716)
  %718 = trunc i64 %711 to i32
  %719 = add i32 %718, 2
  %720 = urem i32 %719, %252
  %721 = zext nneg i32 %720 to i64
  %722 = getelementptr inbounds double, ptr %535, i64 %721
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = fmul fast double %717, %723
  %725 = fadd fast double %724, %712
  %726 = add nuw nsw i64 %711, 1
  %727 = icmp eq i64 %726, %390
  br i1 %727, label %728, label %710, !llvm.loop !19

728:                                              ; preds = %710, %704
  %729 = phi double [ %705, %704 ], [ %725, %710 ]
  %730 = getelementptr inbounds double, ptr %555, i64 %402
  %731 = load double, ptr %730, align 8, !tbaa !9
  %732 = fmul fast double %731, %729
  br i1 %433, label %781, label %733

733:                                              ; preds = %728, %777
  %734 = phi i32 [ %778, %777 ], [ 0, %728 ]
  %735 = phi double [ %774, %777 ], [ 0.000000e+00, %728 ]
  %736 = phi i32 [ %779, %777 ], [ 0, %728 ]
  %737 = uitofp nneg i32 %734 to double
  br label %738

738:                                              ; preds = %738, %733
  %739 = phi i64 [ %754, %738 ], [ 0, %733 ]
  %740 = phi double [ %753, %738 ], [ %735, %733 ]
  %741 = getelementptr inbounds double, ptr %555, i64 %739
  %742 = load double, ptr %741, align 8, !tbaa !9
  %743 = fmul fast double %742, 4.000000e+00
  %744 = fadd fast double %743, %737
  %745 = call fast double @llvm.sin.f64(double %744)
  %746 = trunc i64 %739 to i32
  %747 = add i32 %746, 3
  %748 = urem i32 %747, %252
  %749 = zext nneg i32 %748 to i64
  %750 = getelementptr inbounds double, ptr %535, i64 %749
  %751 = load double, ptr %750, align 8, !tbaa !9
  %752 = fmul fast double %745, %751
  %753 = fadd fast double %752, %740
  %754 = add nuw nsw i64 %739, 1
  %755 = icmp eq i64 %754, %390
  br i1 %755, label %756, label %738, !llvm.loop !20

756:                                              ; preds = %738
  %757 = or disjoint i32 %734, 1
  %758 = uitofp nneg i32 %757 to double
  br label %759

759:                                              ; preds = %759, %756
  %760 = phi i64 [ %775, %759 ], [ 0, %756 ]
  %761 = phi double [ %774, %759 ], [ %753, %756 ]
  %762 = getelementptr inbounds double, ptr %555, i64 %760
  %763 = load double, ptr %762, align 8, !tbaa !9
  %764 = fmul fast double %763, 4.000000e+00
  %765 = fadd fast double %764, %758
  %766 = call fast double @llvm.sin.f64(double %765)
  %767 = trunc i64 %760 to i32
  %768 = add i32 %767, 3
  %769 = urem i32 %768, %252
  %770 = zext nneg i32 %769 to i64
  %771 = getelementptr inbounds double, ptr %535, i64 %770
  %772 = load double, ptr %771, align 8, !tbaa !9
  %773 = fmul fast double %766, %772
  %774 = fadd fast double %773, %761
  %775 = add nuw nsw i64 %760, 1
  %776 = icmp eq i64 %775, %390
  br i1 %776, label %777, label %759, !llvm.loop !20

777:                                              ; preds = %759
  %778 = add nuw i32 %734, 2
  %779 = add i32 %736, 2
  %780 = icmp eq i32 %779, %434
  br i1 %780, label %781, label %733, !llvm.loop !18

781:                                              ; preds = %777, %728
  %782 = phi double [ poison, %728 ], [ %774, %777 ]
  %783 = phi i32 [ 0, %728 ], [ %778, %777 ]
  %784 = phi double [ 0.000000e+00, %728 ], [ %774, %777 ]
  br i1 %435, label %805, label %785

785:                                              ; preds = %781
  %786 = uitofp nneg i32 %783 to double
  br label %787

787:                                              ; preds = %787, %785
  %788 = phi i64 [ %803, %787 ], [ 0, %785 ]
  %789 = phi double [ %802, %787 ], [ %784, %785 ]
  %790 = getelementptr inbounds double, ptr %555, i64 %788
  %791 = load double, ptr %790, align 8, !tbaa !9
  %792 = fmul fast double %791, 4.000000e+00
  %793 = fadd fast double %792, %786
  %794 = call fast double @llvm.sin.f64(double %793)
  %795 = trunc i64 %788 to i32
  %796 = add i32 %795, 3
  %797 = urem i32 %796, %252
  %798 = zext nneg i32 %797 to i64
  %799 = getelementptr inbounds double, ptr %535, i64 %798
  %800 = load double, ptr %799, align 8, !tbaa !9
  %801 = fmul fast double %794, %800
  %802 = fadd fast double %801, %789
  %803 = add nuw nsw i64 %788, 1
  %804 = icmp eq i64 %803, %390
  br i1 %804, label %805, label %787, !llvm.loop !20

805:                                              ; preds = %787, %781
  %806 = phi double [ %782, %781 ], [ %802, %787 ]
  %807 = getelementptr inbounds double, ptr %555, i64 %408
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = fmul fast double %808, %806
  %810 = fsub fast double %549, %552
  call void @free(ptr noundef nonnull %555) #14
  store double %810, ptr %548, align 8, !tbaa !9
  %811 = add nsw i32 %554, 2
  store i32 %811, ptr @calls, align 4, !tbaa !11
  %812 = call noalias ptr @malloc(i64 noundef %389) #15
  br label %1200

813:                                              ; preds = %881, %853
  %814 = phi i32 [ %854, %853 ], [ 0, %881 ]
  %815 = phi double [ %850, %853 ], [ 0.000000e+00, %881 ]
  %816 = phi i32 [ %855, %853 ], [ 0, %881 ]
  %817 = uitofp nneg i32 %814 to double
  br label %818

818:                                              ; preds = %818, %813
  %819 = phi i64 [ %832, %818 ], [ 0, %813 ]
  %820 = phi double [ %831, %818 ], [ %815, %813 ]
  %821 = getelementptr inbounds double, ptr %555, i64 %819
  %822 = load double, ptr %821, align 8, !tbaa !9
  %823 = fadd fast double %822, %817
  %824 = call fast double @llvm.sin.f64(double %823)
  %825 = trunc nuw nsw i64 %819 to i32
  %826 = urem i32 %825, %252
  %827 = zext nneg i32 %826 to i64
  %828 = getelementptr inbounds double, ptr %535, i64 %827
  %829 = load double, ptr %828, align 8, !tbaa !9
  %830 = fmul fast double %824, %829
  %831 = fadd fast double %830, %820
  %832 = add nuw nsw i64 %819, 1
  %833 = icmp eq i64 %832, %390
  br i1 %833, label %834, label %818, !llvm.loop !13

834:                                              ; preds = %818
  %835 = or disjoint i32 %814, 1
  %836 = uitofp nneg i32 %835 to double
  br label %837

837:                                              ; preds = %837, %834
  %838 = phi i64 [ %851, %837 ], [ 0, %834 ]
  %839 = phi double [ %850, %837 ], [ %831, %834 ]
  %840 = getelementptr inbounds double, ptr %555, i64 %838
  %841 = load double, ptr %840, align 8, !tbaa !9
  %842 = fadd fast double %841, %836
  %843 = call fast double @llvm.sin.f64(double %842)
  %844 = trunc nuw nsw i64 %838 to i32
  %845 = urem i32 %844, %252
  %846 = zext nneg i32 %845 to i64
  %847 = getelementptr inbounds double, ptr %535, i64 %846
  %848 = load double, ptr %847, align 8, !tbaa !9
  %849 = fmul fast double %843, %848
  %850 = fadd fast double %849, %839
  %851 = add nuw nsw i64 %838, 1
  %852 = icmp eq i64 %851, %390
  br i1 %852, label %853, label %837, !llvm.loop !13

853:                                              ; preds = %837
  %854 = add nuw i32 %814, 2
  %855 = add i32 %816, 2
  %856 = icmp eq i32 %855, %422
  br i1 %856, label %556, label %813, !llvm.loop !18

857:                                              ; preds = %876, %544
  %858 = phi i64 [ 0, %544 ], [ %877, %876 ]
  %859 = getelementptr inbounds double, ptr %535, i64 %858
  %860 = load double, ptr %859, align 8, !tbaa !9
  %861 = fcmp fast ogt double %860, 0.000000e+00
  br i1 %861, label %862, label %867

862:                                              ; preds = %857
  %863 = fmul fast double %860, %860
  %864 = fadd fast double %863, 1.000000e+00
  %865 = call fast double @llvm.sqrt.f64(double %864)
  %866 = add nuw nsw i64 %858, 1
  br label %876

867:                                              ; preds = %857
  %868 = call fast double @llvm.exp.f64(double %860)
  %869 = add nuw nsw i64 %858, 1
  %870 = icmp eq i64 %869, %390
  %871 = and i64 %869, 4294967295
  %872 = select i1 %870, i64 0, i64 %871
  %873 = getelementptr inbounds double, ptr %535, i64 %872
  %874 = load double, ptr %873, align 8, !tbaa !9
  %875 = fmul fast double %874, %868
  br label %876

876:                                              ; preds = %867, %862
  %877 = phi i64 [ %869, %867 ], [ %866, %862 ]
  %878 = phi fast double [ %875, %867 ], [ %865, %862 ]
  %879 = getelementptr inbounds double, ptr %555, i64 %858
  store double %878, ptr %879, align 8, !tbaa !9
  %880 = icmp eq i64 %877, %390
  br i1 %880, label %881, label %857, !llvm.loop !21

881:                                              ; preds = %876
  br i1 %421, label %556, label %813

882:                                              ; preds = %1196, %1224
  %883 = phi double [ poison, %1224 ], [ %1193, %1196 ]
  %884 = phi i32 [ 0, %1224 ], [ %1197, %1196 ]
  %885 = phi double [ 0.000000e+00, %1224 ], [ %1193, %1196 ]
  br i1 %439, label %904, label %886

886:                                              ; preds = %882
  %887 = uitofp nneg i32 %884 to double
  br label %888

888:                                              ; preds = %888, %886
  %889 = phi i64 [ %902, %888 ], [ 0, %886 ]
  %890 = phi double [ %901, %888 ], [ %885, %886 ]
  %891 = getelementptr inbounds double, ptr %812, i64 %889
  %892 = load double, ptr %891, align 8, !tbaa !9
  %893 = fadd fast double %892, %887
  %894 = call fast double @llvm.sin.f64(double %893)
  %895 = trunc nuw nsw i64 %889 to i32
  %896 = urem i32 %895, %252
  %897 = zext nneg i32 %896 to i64
  %898 = getelementptr inbounds double, ptr %535, i64 %897
  %899 = load double, ptr %898, align 8, !tbaa !9
  %900 = fmul fast double %894, %899
  %901 = fadd fast double %900, %890
  %902 = add nuw nsw i64 %889, 1
  %903 = icmp eq i64 %902, %390
  br i1 %903, label %904, label %888, !llvm.loop !22

904:                                              ; preds = %888, %882
  %905 = phi double [ %883, %882 ], [ %901, %888 ]
  %906 = load double, ptr %812, align 8, !tbaa !9
  %907 = fmul fast double %906, %905
  br i1 %441, label %954, label %908

908:                                              ; preds = %904, %950
  %909 = phi i32 [ %951, %950 ], [ 0, %904 ]
  %910 = phi double [ %948, %950 ], [ 0.000000e+00, %904 ]
  %911 = phi i32 [ %952, %950 ], [ 0, %904 ]
  %912 = uitofp nneg i32 %909 to double
  br label %913

913:                                              ; preds = %913, %908
  %914 = phi i64 [ %921, %913 ], [ 0, %908 ]
  %915 = phi double [ %928, %913 ], [ %910, %908 ]
  %916 = getelementptr inbounds double, ptr %812, i64 %914
  %917 = load double, ptr %916, align 8, !tbaa !9
  %918 = fmul fast double %917, 2.000000e+00
  %919 = fadd fast double %918, %912
  %920 = call fast double @llvm.sin.f64(double %919)
  %921 = add nuw nsw i64 %914, 1
  %922 = trunc nuw nsw i64 %921 to i32
  %923 = urem i32 %922, %252
  %924 = zext nneg i32 %923 to i64
  %925 = getelementptr inbounds double, ptr %535, i64 %924
  %926 = load double, ptr %925, align 8, !tbaa !9
  %927 = fmul fast double %920, %926
  %928 = fadd fast double %927, %915
  %929 = icmp eq i64 %921, %390
  br i1 %929, label %930, label %913, !llvm.loop !23

930:                                              ; preds = %913
  %931 = or disjoint i32 %909, 1
  %932 = uitofp nneg i32 %931 to double
  br label %933

933:                                              ; preds = %933, %930
  %934 = phi i64 [ %941, %933 ], [ 0, %930 ]
  %935 = phi double [ %948, %933 ], [ %928, %930 ]
  %936 = getelementptr inbounds double, ptr %812, i64 %934
  %937 = load double, ptr %936, align 8, !tbaa !9
  %938 = fmul fast double %937, 2.000000e+00
  %939 = fadd fast double %938, %932
  %940 = call fast double @llvm.sin.f64(double %939)
  %941 = add nuw nsw i64 %934, 1
  %942 = trunc nuw nsw i64 %941 to i32
  %943 = urem i32 %942, %252
  %944 = zext nneg i32 %943 to i64
  %945 = getelementptr inbounds double, ptr %535, i64 %944
  %946 = load double, ptr %945, align 8, !tbaa !9
  %947 = fmul fast double %940, %946
  %948 = fadd fast double %947, %935
  %949 = icmp eq i64 %941, %390
  br i1 %949, label %950, label %933, !llvm.loop !23

950:                                              ; preds = %933
  %951 = add nuw i32 %909, 2
  %952 = add i32 %911, 2
  %953 = icmp eq i32 %952, %442
  br i1 %953, label %954, label %908, !llvm.loop !18

954:                                              ; preds = %950, %904
  %955 = phi double [ poison, %904 ], [ %948, %950 ]
  %956 = phi i32 [ 0, %904 ], [ %951, %950 ]
  %957 = phi double [ 0.000000e+00, %904 ], [ %948, %950 ]
  br i1 %443, label %977, label %958

958:                                              ; preds = %954
  %959 = uitofp nneg i32 %956 to double
  br label %960

960:                                              ; preds = %960, %958
  %961 = phi i64 [ %968, %960 ], [ 0, %958 ]
  %962 = phi double [ %975, %960 ], [ %957, %958 ]
  %963 = getelementptr inbounds double, ptr %812, i64 %961
  %964 = load double, ptr %963, align 8, !tbaa !9
  %965 = fmul fast double %964, 2.000000e+00
  %966 = fadd fast double %965, %959
  %967 = call fast double @llvm.sin.f64(double %966)
  %968 = add nuw nsw i64 %961, 1
  %969 = trunc nuw nsw i64 %968 to i32
  %970 = urem i32 %969, %252
  %971 = zext nneg i32 %970 to i64
  %972 = getelementptr inbounds double, ptr %535, i64 %971
  %973 = load double, ptr %972, align 8, !tbaa !9
  %974 = fmul fast double %967, %973
  %975 = fadd fast double %974, %962
  %976 = icmp eq i64 %968, %390
  br i1 %976, label %977, label %960, !llvm.loop !23

977:                                              ; preds = %960, %954
  %978 = phi double [ %955, %954 ], [ %975, %960 ]
  %979 = getelementptr inbounds i8, ptr %812, i64 8
  %980 = load double, ptr %979, align 8, !tbaa !9
  %981 = fmul fast double %980, %978
  br i1 %445, label %1030, label %982

982:                                              ; preds = %977, %1026
  %983 = phi i32 [ %1027, %1026 ], [ 0, %977 ]
  %984 = phi double [ %1023, %1026 ], [ 0.000000e+00, %977 ]
  %985 = phi i32 [ %1028, %1026 ], [ 0, %977 ]
  %986 = uitofp nneg i32 %983 to double
  br label %987

987:                                              ; preds = %987, %982
  %988 = phi i64 [ %1003, %987 ], [ 0, %982 ]
  %989 = phi double [ %1002, %987 ], [ %984, %982 ]
  %990 = getelementptr inbounds double, ptr %812, i64 %988
  %991 = load double, ptr %990, align 8, !tbaa !9
  %992 = fmul fast double %991, 3.000000e+00
  %993 = fadd fast double %992, %986
  %994 = call fast double @llvm.sin.f64(double %993)
  %995 = trunc i64 %988 to i32
  %996 = add i32 %995, 2
  %997 = urem i32 %996, %252
  %998 = zext nneg i32 %997 to i64
  %999 = getelementptr inbounds double, ptr %535, i64 %998
  %1000 = load double, ptr %999, align 8, !tbaa !9
  %1001 = fmul fast double %994, %1000
  %1002 = fadd fast double %1001, %989
  %1003 = add nuw nsw i64 %988, 1
  %1004 = icmp eq i64 %1003, %390
  br i1 %1004, label %1005, label %987, !llvm.loop !24

1005:                                             ; preds = %987
  %1006 = or disjoint i32 %983, 1
  %1007 = uitofp nneg i32 %1006 to double
  br label %1008

1008:                                             ; preds = %1008, %1005
  %1009 = phi i64 [ %1024, %1008 ], [ 0, %1005 ]
  %1010 = phi double [ %1023, %1008 ], [ %1002, %1005 ]
  %1011 = getelementptr inbounds double, ptr %812, i64 %1009
  %1012 = load double, ptr %1011, align 8, !tbaa !9
  %1013 = fmul fast double %1012, 3.000000e+00
  %1014 = fadd fast double %1013, %1007
  %1015 = call fast double @llvm.sin.f64(double %1014)
  %1016 = trunc i64 %1009 to i32
  %1017 = add i32 %1016, 2
  %1018 = urem i32 %1017, %252
  %1019 = zext nneg i32 %1018 to i64
  %1020 = getelementptr inbounds double, ptr %535, i64 %1019
  %1021 = load double, ptr %1020, align 8, !tbaa !9
  %1022 = fmul fast double %1015, %1021
  %1023 = fadd fast double %1022, %1010
  %1024 = add nuw nsw i64 %1009, 1
  %1025 = icmp eq i64 %1024, %390
  br i1 %1025, label %1026, label %1008, !llvm.loop !24

1026:                                             ; preds = %1008
  %1027 = add nuw i32 %983, 2
  %1028 = add i32 %985, 2
  %1029 = icmp eq i32 %1028, %446
  br i1 %1029, label %1030, label %982, !llvm.loop !18

1030:                                             ; preds = %1026, %977
  %1031 = phi double [ poison, %977 ], [ %1023, %1026 ]
  %1032 = phi i32 [ 0, %977 ], [ %1027, %1026 ]
  %1033 = phi double [ 0.000000e+00, %977 ], [ %1023, %1026 ]
  br i1 %447, label %1054, label %1034

1034:                                             ; preds = %1030
  %1035 = uitofp nneg i32 %1032 to double
  br label %1036

1036:                                             ; preds = %1036, %1034
  %1037 = phi i64 [ %1052, %1036 ], [ 0, %1034 ]
  %1038 = phi double [ %1051, %1036 ], [ %1033, %1034 ]
  %1039 = getelementptr inbounds double, ptr %812, i64 %1037
  %1040 = load double, ptr %1039, align 8, !tbaa !9
  %1041 = fmul fast double %1040, 3.000000e+00
  %1042 = fadd fast double %1041, %1035
  %1043 = call fast double @llvm.sin.f64(double %1042)
  %1044 = trunc i64 %1037 to i32
  %1045 = add i32 %1044, 2
  %1046 = urem i32 %1045, %252
  %1047 = zext nneg i32 %1046 to i64
  %1048 = getelementptr inbounds double, ptr %535, i64 %1047
  %1049 = load double, ptr %1048, align 8, !tbaa !9
  %1050 = fmul fast double %1043, %1049
  %1051 = fadd fast double %1050, %1038
  %1052 = add nuw nsw i64 %1037, 1
  %1053 = icmp eq i64 %1052, %390
  br i1 %1053, label %1054, label %1036, !llvm.loop !24

1054:                                             ; preds = %1036, %1030
  %1055 = phi double [ %1031, %1030 ], [ %1051, %1036 ]
  %1056 = getelementptr inbounds double, ptr %812, i64 %402
  %1057 = load double, ptr %1056, align 8, !tbaa !9
  %1058 = fmul fast double %1057, %1055
  br i1 %449, label %1107, label %1059

1059:                                             ; preds = %1054, %1103
  %1060 = phi i32 [ %1104, %1103 ], [ 0, %1054 ]
  %1061 = phi double [ %1100, %1103 ], [ 0.000000e+00, %1054 ]
  %1062 = phi i32 [ %1105, %1103 ], [ 0, %1054 ]
  %1063 = uitofp nneg i32 %1060 to double
  br label %1064

1064:                                             ; preds = %1064, %1059
  %1065 = phi i64 [ %1080, %1064 ], [ 0, %1059 ]
  %1066 = phi double [ %1079, %1064 ], [ %1061, %1059 ]
  %1067 = getelementptr inbounds double, ptr %812, i64 %1065
  %1068 = load double, ptr %1067, align 8, !tbaa !9
  %1069 = fmul fast double %1068, 4.000000e+00
  %1070 = fadd fast double %1069, %1063
  %1071 = call fast double @llvm.sin.f64(double %1070)
  %1072 = trunc i64 %1065 to i32
  %1073 = add i32 %1072, 3
  %1074 = urem i32 %1073, %252
  %1075 = zext nneg i32 %1074 to i64
  %1076 = getelementptr inbounds double, ptr %535, i64 %1075
  %1077 = load double, ptr %1076, align 8, !tbaa !9
  %1078 = fmul fast double %1071, %1077
  %1079 = fadd fast double %1078, %1066
  %1080 = add nuw nsw i64 %1065, 1
  %1081 = icmp eq i64 %1080, %390
  br i1 %1081, label %1082, label %1064, !llvm.loop !25

1082:                                             ; preds = %1064
  %1083 = or disjoint i32 %1060, 1
  %1084 = uitofp nneg i32 %1083 to double
  br label %1085

1085:                                             ; preds = %1085, %1082
  %1086 = phi i64 [ %1101, %1085 ], [ 0, %1082 ]
  %1087 = phi double [ %1100, %1085 ], [ %1079, %1082 ]
  %1088 = getelementptr inbounds double, ptr %812, i64 %1086
  %1089 = load double, ptr %1088, align 8, !tbaa !9
  %1090 = fmul fast double %1089, 4.000000e+00
  %1091 = fadd fast double %1090, %1084
  %1092 = call fast double @llvm.sin.f64(double %1091)
  %1093 = trunc i64 %1086 to i32
  %1094 = add i32 %1093, 3
  %1095 = urem i32 %1094, %252
  %1096 = zext nneg i32 %1095 to i64
  %1097 = getelementptr inbounds double, ptr %535, i64 %1096
  %1098 = load double, ptr %1097, align 8, !tbaa !9
  %1099 = fmul fast double %1092, %1098
  %1100 = fadd fast double %1099, %1087
  %1101 = add nuw nsw i64 %1086, 1
  %1102 = icmp eq i64 %1101, %390
  br i1 %1102, label %1103, label %1085, !llvm.loop !25

1103:                                             ; preds = %1085
  %1104 = add nuw i32 %1060, 2
  %1105 = add i32 %1062, 2
  %1106 = icmp eq i32 %1105, %450
  br i1 %1106, label %1107, label %1059, !llvm.loop !18

1107:                                             ; preds = %1103, %1054
  %1108 = phi double [ poison, %1054 ], [ %1100, %1103 ]
  %1109 = phi i32 [ 0, %1054 ], [ %1104, %1103 ]
  %1110 = phi double [ 0.000000e+00, %1054 ], [ %1100, %1103 ]
  br i1 %451, label %1131, label %1111

1111:                                             ; preds = %1107
  %1112 = uitofp nneg i32 %1109 to double
  br label %1113

1113:                                             ; preds = %1113, %1111
  %1114 = phi i64 [ %1129, %1113 ], [ 0, %1111 ]
  %1115 = phi double [ %1128, %1113 ], [ %1110, %1111 ]
  %1116 = getelementptr inbounds double, ptr %812, i64 %1114
  %1117 = load double, ptr %1116, align 8, !tbaa !9
  %1118 = fmul fast double %1117, 4.000000e+00
  %1119 = fadd fast double %1118, %1112
  %1120 = call fast double @llvm.sin.f64(double %1119)
  %1121 = trunc i64 %1114 to i32
  %1122 = add i32 %1121, 3
  %1123 = urem i32 %1122, %252
  %1124 = zext nneg i32 %1123 to i64
  %1125 = getelementptr inbounds double, ptr %535, i64 %1124
  %1126 = load double, ptr %1125, align 8, !tbaa !9
  %1127 = fmul fast double %1120, %1126
  %1128 = fadd fast double %1127, %1115
  %1129 = add nuw nsw i64 %1114, 1
  %1130 = icmp eq i64 %1129, %390
  br i1 %1130, label %1131, label %1113, !llvm.loop !25

1131:                                             ; preds = %1113, %1107
  %1132 = phi double [ %1108, %1107 ], [ %1128, %1113 ]
  %1133 = getelementptr inbounds double, ptr %812, i64 %408
  %1134 = load double, ptr %1133, align 8, !tbaa !9
  %1135 = fmul fast double %1134, %1132
  %1136 = fmul fast double %655, %538
  %1137 = fmul fast double %809, %542
  call void @free(ptr noundef nonnull %812) #14
  store double %549, ptr %548, align 8, !tbaa !9
  %1138 = fmul fast double %907, %543
  %1139 = fmul fast double %538, %981
  %1140 = fmul fast double %540, %1058
  %1141 = fadd fast double %1139, %1140
  %1142 = fmul fast double %542, %1135
  %1143 = fadd fast double %1141, %1142
  %1144 = fsub fast double %1138, %1143
  %1145 = fadd fast double %1136, %1225
  %1146 = fadd fast double %1145, %1226
  %1147 = fadd fast double %1146, %1137
  %1148 = fadd fast double %1147, %1144
  %1149 = fmul fast double %551, 2.000000e-06
  %1150 = fdiv fast double %1148, %1149
  %1151 = call fast double @llvm.fabs.f64(double %1150)
  %1152 = call fast double @llvm.maxnum.f64(double %1151, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %547, ptr %34, align 8, !tbaa !9
  %1153 = load volatile double, ptr %34, align 8, !tbaa !9
  %1154 = call double @llvm.fabs.f64(double %1153)
  %1155 = fcmp ueq double %1154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1155, label %1240, label %1227

1156:                                             ; preds = %1224, %1196
  %1157 = phi i32 [ %1197, %1196 ], [ 0, %1224 ]
  %1158 = phi double [ %1193, %1196 ], [ 0.000000e+00, %1224 ]
  %1159 = phi i32 [ %1198, %1196 ], [ 0, %1224 ]
  %1160 = uitofp nneg i32 %1157 to double
  br label %1161

1161:                                             ; preds = %1161, %1156
  %1162 = phi i64 [ %1175, %1161 ], [ 0, %1156 ]
  %1163 = phi double [ %1174, %1161 ], [ %1158, %1156 ]
  %1164 = getelementptr inbounds double, ptr %812, i64 %1162
  %1165 = load double, ptr %1164, align 8, !tbaa !9
  %1166 = fadd fast double %1165, %1160
  %1167 = call fast double @llvm.sin.f64(double %1166)
  %1168 = trunc nuw nsw i64 %1162 to i32
  %1169 = urem i32 %1168, %252
  %1170 = zext nneg i32 %1169 to i64
  %1171 = getelementptr inbounds double, ptr %535, i64 %1170
  %1172 = load double, ptr %1171, align 8, !tbaa !9
  %1173 = fmul fast double %1167, %1172
  %1174 = fadd fast double %1173, %1163
  %1175 = add nuw nsw i64 %1162, 1
  %1176 = icmp eq i64 %1175, %390
  br i1 %1176, label %1177, label %1161, !llvm.loop !22

1177:                                             ; preds = %1161
  %1178 = or disjoint i32 %1157, 1
  %1179 = uitofp nneg i32 %1178 to double
  br label %1180

1180:                                             ; preds = %1180, %1177
  %1181 = phi i64 [ %1194, %1180 ], [ 0, %1177 ]
  %1182 = phi double [ %1193, %1180 ], [ %1174, %1177 ]
  %1183 = getelementptr inbounds double, ptr %812, i64 %1181
  %1184 = load double, ptr %1183, align 8, !tbaa !9
  %1185 = fadd fast double %1184, %1179
  %1186 = call fast double @llvm.sin.f64(double %1185)
  %1187 = trunc nuw nsw i64 %1181 to i32
  %1188 = urem i32 %1187, %252
  %1189 = zext nneg i32 %1188 to i64
  %1190 = getelementptr inbounds double, ptr %535, i64 %1189
  %1191 = load double, ptr %1190, align 8, !tbaa !9
  %1192 = fmul fast double %1186, %1191
  %1193 = fadd fast double %1192, %1182
  %1194 = add nuw nsw i64 %1181, 1
  %1195 = icmp eq i64 %1194, %390
  br i1 %1195, label %1196, label %1180, !llvm.loop !22

1196:                                             ; preds = %1180
  %1197 = add nuw i32 %1157, 2
  %1198 = add i32 %1159, 2
  %1199 = icmp eq i32 %1198, %438
  br i1 %1199, label %882, label %1156, !llvm.loop !18

1200:                                             ; preds = %1219, %805
  %1201 = phi i64 [ 0, %805 ], [ %1220, %1219 ]
  %1202 = getelementptr inbounds double, ptr %535, i64 %1201
  %1203 = load double, ptr %1202, align 8, !tbaa !9
  %1204 = fcmp fast ogt double %1203, 0.000000e+00
  br i1 %1204, label %1205, label %1210

1205:                                             ; preds = %1200
  %1206 = fmul fast double %1203, %1203
  %1207 = fadd fast double %1206, 1.000000e+00
  %1208 = call fast double @llvm.sqrt.f64(double %1207)
  %1209 = add nuw nsw i64 %1201, 1
  br label %1219

1210:                                             ; preds = %1200
  %1211 = call fast double @llvm.exp.f64(double %1203)
  %1212 = add nuw nsw i64 %1201, 1
  %1213 = icmp eq i64 %1212, %390
  %1214 = and i64 %1212, 4294967295
  %1215 = select i1 %1213, i64 0, i64 %1214
  %1216 = getelementptr inbounds double, ptr %535, i64 %1215
  %1217 = load double, ptr %1216, align 8, !tbaa !9
  %1218 = fmul fast double %1217, %1211
  br label %1219

1219:                                             ; preds = %1210, %1205
  %1220 = phi i64 [ %1212, %1210 ], [ %1209, %1205 ]
  %1221 = phi fast double [ %1218, %1210 ], [ %1208, %1205 ]
  %1222 = getelementptr inbounds double, ptr %812, i64 %1201
  store double %1221, ptr %1222, align 8, !tbaa !9
  %1223 = icmp eq i64 %1220, %390
  br i1 %1223, label %1224, label %1200, !llvm.loop !21

1224:                                             ; preds = %1219
  %1225 = fmul fast double %581, %536
  %1226 = fmul fast double %732, %540
  br i1 %437, label %882, label %1156

1227:                                             ; preds = %1131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1150, ptr %33, align 8, !tbaa !9
  %1228 = load volatile double, ptr %33, align 8, !tbaa !9
  %1229 = call double @llvm.fabs.f64(double %1228)
  %1230 = fcmp ueq double %1229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1230, label %1240, label %1231

1231:                                             ; preds = %1227
  %1232 = fsub fast double %547, %1150
  %1233 = call fast double @llvm.fabs.f64(double %1232)
  %1234 = fmul fast double %1152, 0x3EB0C6F7A0B5ED8D
  %1235 = fcmp fast ole double %1233, %1234
  %1236 = freeze i1 %1235
  br i1 %1236, label %1237, label %1240

1237:                                             ; preds = %1231
  %1238 = trunc nuw nsw i64 %545 to i32
  %1239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %1238, double noundef nofpclass(nan inf) %547, double noundef nofpclass(nan inf) %1150, ptr noundef nonnull @.str.18)
  br label %1245

1240:                                             ; preds = %1231, %1227, %1131
  %1241 = trunc nuw nsw i64 %545 to i32
  %1242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef %1241, double noundef nofpclass(nan inf) %547, double noundef nofpclass(nan inf) %1150, ptr noundef nonnull @.str.19)
  %1243 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1244 = add nsw i32 %1243, 1
  store i32 %1244, ptr @n_fail, align 4, !tbaa !11
  br label %1245

1245:                                             ; preds = %1240, %1237
  %1246 = add nuw nsw i64 %545, 1
  %1247 = icmp eq i64 %1246, %390
  br i1 %1247, label %1248, label %544, !llvm.loop !26

1248:                                             ; preds = %1245
  call void @free(ptr noundef nonnull %535) #14
  %1249 = getelementptr inbounds [3 x [7 x double]], ptr %43, i64 0, i64 %532
  %1250 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1250, ptr nonnull readonly align 16 %40, i64 %389, i1 false)
  br label %1251

1251:                                             ; preds = %1248, %1952
  %1252 = phi i64 [ 0, %1248 ], [ %1953, %1952 ]
  %1253 = getelementptr inbounds double, ptr %1249, i64 %1252
  %1254 = load double, ptr %1253, align 8, !tbaa !9
  %1255 = getelementptr inbounds double, ptr %1250, i64 %1252
  %1256 = load double, ptr %1255, align 8, !tbaa !9
  %1257 = call fast double @llvm.fabs.f64(double %1256)
  %1258 = call fast double @llvm.maxnum.f64(double %1257, double 1.000000e+00)
  %1259 = fmul fast double %1258, 0x3EB0C6F7A0B5ED8D
  %1260 = fadd fast double %1259, %1256
  store double %1260, ptr %1255, align 8, !tbaa !9
  %1261 = load i32, ptr @calls, align 4, !tbaa !11
  %1262 = call noalias ptr @malloc(i64 noundef %389) #15
  br label %1564

1263:                                             ; preds = %1560, %1588
  %1264 = phi double [ poison, %1588 ], [ %1557, %1560 ]
  %1265 = phi i32 [ 0, %1588 ], [ %1561, %1560 ]
  %1266 = phi double [ 0.000000e+00, %1588 ], [ %1557, %1560 ]
  br i1 %455, label %1285, label %1267

1267:                                             ; preds = %1263
  %1268 = uitofp nneg i32 %1265 to double
  br label %1269

1269:                                             ; preds = %1269, %1267
  %1270 = phi i64 [ %1283, %1269 ], [ 0, %1267 ]
  %1271 = phi double [ %1282, %1269 ], [ %1266, %1267 ]
  %1272 = getelementptr inbounds double, ptr %1262, i64 %1270
  %1273 = load double, ptr %1272, align 8, !tbaa !9
  %1274 = fadd fast double %1273, %1268
  %1275 = call fast double @llvm.sin.f64(double %1274)
  %1276 = trunc nuw nsw i64 %1270 to i32
  %1277 = urem i32 %1276, %252
  %1278 = zext nneg i32 %1277 to i64
  %1279 = getelementptr inbounds double, ptr %1250, i64 %1278
  %1280 = load double, ptr %1279, align 8, !tbaa !9
  %1281 = fmul fast double %1275, %1280
  %1282 = fadd fast double %1281, %1271
  %1283 = add nuw nsw i64 %1270, 1
  %1284 = icmp eq i64 %1283, %390
  br i1 %1284, label %1285, label %1269, !llvm.loop !27

1285:                                             ; preds = %1269, %1263
  %1286 = phi double [ %1264, %1263 ], [ %1282, %1269 ]
  %1287 = load double, ptr %1262, align 8, !tbaa !9
  %1288 = fmul fast double %1287, %1286
  br i1 %457, label %1335, label %1289

1289:                                             ; preds = %1285, %1331
  %1290 = phi i32 [ %1332, %1331 ], [ 0, %1285 ]
  %1291 = phi double [ %1329, %1331 ], [ 0.000000e+00, %1285 ]
  %1292 = phi i32 [ %1333, %1331 ], [ 0, %1285 ]
  %1293 = uitofp nneg i32 %1290 to double
  br label %1294

1294:                                             ; preds = %1294, %1289
  %1295 = phi i64 [ %1302, %1294 ], [ 0, %1289 ]
  %1296 = phi double [ %1309, %1294 ], [ %1291, %1289 ]
  %1297 = getelementptr inbounds double, ptr %1262, i64 %1295
  %1298 = load double, ptr %1297, align 8, !tbaa !9
  %1299 = fmul fast double %1298, 2.000000e+00
  %1300 = fadd fast double %1299, %1293
  %1301 = call fast double @llvm.sin.f64(double %1300)
  %1302 = add nuw nsw i64 %1295, 1
  %1303 = trunc nuw nsw i64 %1302 to i32
  %1304 = urem i32 %1303, %252
  %1305 = zext nneg i32 %1304 to i64
  %1306 = getelementptr inbounds double, ptr %1250, i64 %1305
  %1307 = load double, ptr %1306, align 8, !tbaa !9
  %1308 = fmul fast double %1301, %1307
  %1309 = fadd fast double %1308, %1296
  %1310 = icmp eq i64 %1302, %390
  br i1 %1310, label %1311, label %1294, !llvm.loop !28

1311:                                             ; preds = %1294
  %1312 = or disjoint i32 %1290, 1
  %1313 = uitofp nneg i32 %1312 to double
  br label %1314

1314:                                             ; preds = %1314, %1311
  %1315 = phi i64 [ %1322, %1314 ], [ 0, %1311 ]
  %1316 = phi double [ %1329, %1314 ], [ %1309, %1311 ]
  %1317 = getelementptr inbounds double, ptr %1262, i64 %1315
  %1318 = load double, ptr %1317, align 8, !tbaa !9
  %1319 = fmul fast double %1318, 2.000000e+00
  %1320 = fadd fast double %1319, %1313
  %1321 = call fast double @llvm.sin.f64(double %1320)
  %1322 = add nuw nsw i64 %1315, 1
  %1323 = trunc nuw nsw i64 %1322 to i32
  %1324 = urem i32 %1323, %252
  %1325 = zext nneg i32 %1324 to i64
  %1326 = getelementptr inbounds double, ptr %1250, i64 %1325
  %1327 = load double, ptr %1326, align 8, !tbaa !9
  %1328 = fmul fast double %1321, %1327
  %1329 = fadd fast double %1328, %1316
  %1330 = icmp eq i64 %1322, %390
  br i1 %1330, label %1331, label %1314, !llvm.loop !28

1331:                                             ; preds = %1314
  %1332 = add nuw i32 %1290, 2
  %1333 = add i32 %1292, 2
  %1334 = icmp eq i32 %1333, %458
  br i1 %1334, label %1335, label %1289, !llvm.loop !18

1335:                                             ; preds = %1331, %1285
  %1336 = phi double [ poison, %1285 ], [ %1329, %1331 ]
  %1337 = phi i32 [ 0, %1285 ], [ %1332, %1331 ]
  %1338 = phi double [ 0.000000e+00, %1285 ], [ %1329, %1331 ]
  br i1 %459, label %1358, label %1339

1339:                                             ; preds = %1335
  %1340 = uitofp nneg i32 %1337 to double
  br label %1341

1341:                                             ; preds = %1341, %1339
  %1342 = phi i64 [ %1349, %1341 ], [ 0, %1339 ]
  %1343 = phi double [ %1356, %1341 ], [ %1338, %1339 ]
  %1344 = getelementptr inbounds double, ptr %1262, i64 %1342
  %1345 = load double, ptr %1344, align 8, !tbaa !9
  %1346 = fmul fast double %1345, 2.000000e+00
  %1347 = fadd fast double %1346, %1340
  %1348 = call fast double @llvm.sin.f64(double %1347)
  %1349 = add nuw nsw i64 %1342, 1
  %1350 = trunc nuw nsw i64 %1349 to i32
  %1351 = urem i32 %1350, %252
  %1352 = zext nneg i32 %1351 to i64
  %1353 = getelementptr inbounds double, ptr %1250, i64 %1352
  %1354 = load double, ptr %1353, align 8, !tbaa !9
  %1355 = fmul fast double %1348, %1354
  %1356 = fadd fast double %1355, %1343
  %1357 = icmp eq i64 %1349, %390
  br i1 %1357, label %1358, label %1341, !llvm.loop !28

1358:                                             ; preds = %1341, %1335
  %1359 = phi double [ %1336, %1335 ], [ %1356, %1341 ]
  %1360 = getelementptr inbounds i8, ptr %1262, i64 8
  %1361 = load double, ptr %1360, align 8, !tbaa !9
  %1362 = fmul fast double %1361, %1359
  br i1 %461, label %1411, label %1363

1363:                                             ; preds = %1358, %1407
  %1364 = phi i32 [ %1408, %1407 ], [ 0, %1358 ]
  %1365 = phi double [ %1404, %1407 ], [ 0.000000e+00, %1358 ]
  %1366 = phi i32 [ %1409, %1407 ], [ 0, %1358 ]
  %1367 = uitofp nneg i32 %1364 to double
  br label %1368

1368:                                             ; preds = %1368, %1363
  %1369 = phi i64 [ %1384, %1368 ], [ 0, %1363 ]
  %1370 = phi double [ %1383, %1368 ], [ %1365, %1363 ]
  %1371 = getelementptr inbounds double, ptr %1262, i64 %1369
  %1372 = load double, ptr %1371, align 8, !tbaa !9
  %1373 = fmul fast double %1372, 3.000000e+00
  %1374 = fadd fast double %1373, %1367
  %1375 = call fast double @llvm.sin.f64(double %1374)
  %1376 = trunc i64 %1369 to i32
  %1377 = add i32 %1376, 2
  %1378 = urem i32 %1377, %252
  %1379 = zext nneg i32 %1378 to i64
  %1380 = getelementptr inbounds double, ptr %1250, i64 %1379
  %1381 = load double, ptr %1380, align 8, !tbaa !9
  %1382 = fmul fast double %1375, %1381
  %1383 = fadd fast double %1382, %1370
  %1384 = add nuw nsw i64 %1369, 1
  %1385 = icmp eq i64 %1384, %390
  br i1 %1385, label %1386, label %1368, !llvm.loop !29

1386:                                             ; preds = %1368
  %1387 = or disjoint i32 %1364, 1
  %1388 = uitofp nneg i32 %1387 to double
  br label %1389

1389:                                             ; preds = %1389, %1386
  %1390 = phi i64 [ %1405, %1389 ], [ 0, %1386 ]
  %1391 = phi double [ %1404, %1389 ], [ %1383, %1386 ]
  %1392 = getelementptr inbounds double, ptr %1262, i64 %1390
  %1393 = load double, ptr %1392, align 8, !tbaa !9
  %1394 = fmul fast double %1393, 3.000000e+00
  %1395 = fadd fast double %1394, %1388
  %1396 = call fast double @llvm.sin.f64(double %1395)
  %1397 = trunc i64 %1390 to i32
  %1398 = add i32 %1397, 2
  %1399 = urem i32 %1398, %252
  %1400 = zext nneg i32 %1399 to i64
  %1401 = getelementptr inbounds double, ptr %1250, i64 %1400
  %1402 = load double, ptr %1401, align 8, !tbaa !9
  %1403 = fmul fast double %1396, %1402
  %1404 = fadd fast double %1403, %1391
  %1405 = add nuw nsw i64 %1390, 1
  %1406 = icmp eq i64 %1405, %390
  br i1 %1406, label %1407, label %1389, !llvm.loop !29

1407:                                             ; preds = %1389
  %1408 = add nuw i32 %1364, 2
  %1409 = add i32 %1366, 2
  %1410 = icmp eq i32 %1409, %462
  br i1 %1410, label %1411, label %1363, !llvm.loop !18

1411:                                             ; preds = %1407, %1358
  %1412 = phi double [ poison, %1358 ], [ %1404, %1407 ]
  %1413 = phi i32 [ 0, %1358 ], [ %1408, %1407 ]
  %1414 = phi double [ 0.000000e+00, %1358 ], [ %1404, %1407 ]
  br i1 %463, label %1435, label %1415

1415:                                             ; preds = %1411
  %1416 = uitofp nneg i32 %1413 to double
  br label %1417

1417:                                             ; preds = %1417, %1415
  %1418 = phi i64 [ %1433, %1417 ], [ 0, %1415 ]
  %1419 = phi double [ %1432, %1417 ], [ %1414, %1415 ]
  %1420 = getelementptr inbounds double, ptr %1262, i64 %1418
  %1421 = load double, ptr %1420, align 8, !tbaa !9
  %1422 = fmul fast double %1421, 3.000000e+00
  %1423 = fadd fast double %1422, %1416
  %1424 = call fast double @llvm.sin.f64(double %1423)
  %1425 = trunc i64 %1418 to i32
  %1426 = add i32 %1425, 2
  %1427 = urem i32 %1426, %252
  %1428 = zext nneg i32 %1427 to i64
  %1429 = getelementptr inbounds double, ptr %1250, i64 %1428
  %1430 = load double, ptr %1429, align 8, !tbaa !9
  %1431 = fmul fast double %1424, %1430
  %1432 = fadd fast double %1431, %1419
  %1433 = add nuw nsw i64 %1418, 1
  %1434 = icmp eq i64 %1433, %390
  br i1 %1434, label %1435, label %1417, !llvm.loop !29

1435:                                             ; preds = %1417, %1411
  %1436 = phi double [ %1412, %1411 ], [ %1432, %1417 ]
  %1437 = getelementptr inbounds double, ptr %1262, i64 %402
  %1438 = load double, ptr %1437, align 8, !tbaa !9
  %1439 = fmul fast double %1438, %1436
  br i1 %465, label %1488, label %1440

1440:                                             ; preds = %1435, %1484
  %1441 = phi i32 [ %1485, %1484 ], [ 0, %1435 ]
  %1442 = phi double [ %1481, %1484 ], [ 0.000000e+00, %1435 ]
  %1443 = phi i32 [ %1486, %1484 ], [ 0, %1435 ]
  %1444 = uitofp nneg i32 %1441 to double
  br label %1445

1445:                                             ; preds = %1445, %1440
  %1446 = phi i64 [ %1461, %1445 ], [ 0, %1440 ]
  %1447 = phi double [ %1460, %1445 ], [ %1442, %1440 ]
  %1448 = getelementptr inbounds double, ptr %1262, i64 %1446
  %1449 = load double, ptr %1448, align 8, !tbaa !9
  %1450 = fmul fast double %1449, 4.000000e+00
  %1451 = fadd fast double %1450, %1444
  %1452 = call fast double @llvm.sin.f64(double %1451)
  %1453 = trunc i64 %1446 to i32
  %1454 = add i32 %1453, 3
  %1455 = urem i32 %1454, %252
  %1456 = zext nneg i32 %1455 to i64
  %1457 = getelementptr inbounds double, ptr %1250, i64 %1456
  %1458 = load double, ptr %1457, align 8, !tbaa !9
  %1459 = fmul fast double %1452, %1458
  %1460 = fadd fast double %1459, %1447
  %1461 = add nuw nsw i64 %1446, 1
  %1462 = icmp eq i64 %1461, %390
  br i1 %1462, label %1463, label %1445, !llvm.loop !30

1463:                                             ; preds = %1445
  %1464 = or disjoint i32 %1441, 1
  %1465 = uitofp nneg i32 %1464 to double
  br label %1466

1466:                                             ; preds = %1466, %1463
  %1467 = phi i64 [ %1482, %1466 ], [ 0, %1463 ]
  %1468 = phi double [ %1481, %1466 ], [ %1460, %1463 ]
  %1469 = getelementptr inbounds double, ptr %1262, i64 %1467
  %1470 = load double, ptr %1469, align 8, !tbaa !9
  %1471 = fmul fast double %1470, 4.000000e+00
  %1472 = fadd fast double %1471, %1465
  %1473 = call fast double @llvm.sin.f64(double %1472)
  %1474 = trunc i64 %1467 to i32
  %1475 = add i32 %1474, 3
  %1476 = urem i32 %1475, %252
  %1477 = zext nneg i32 %1476 to i64
  %1478 = getelementptr inbounds double, ptr %1250, i64 %1477
  %1479 = load double, ptr %1478, align 8, !tbaa !9
  %1480 = fmul fast double %1473, %1479
  %1481 = fadd fast double %1480, %1468
  %1482 = add nuw nsw i64 %1467, 1
  %1483 = icmp eq i64 %1482, %390
  br i1 %1483, label %1484, label %1466, !llvm.loop !30

1484:                                             ; preds = %1466
  %1485 = add nuw i32 %1441, 2
  %1486 = add i32 %1443, 2
  %1487 = icmp eq i32 %1486, %466
  br i1 %1487, label %1488, label %1440, !llvm.loop !18

1488:                                             ; preds = %1484, %1435
  %1489 = phi double [ poison, %1435 ], [ %1481, %1484 ]
  %1490 = phi i32 [ 0, %1435 ], [ %1485, %1484 ]
  %1491 = phi double [ 0.000000e+00, %1435 ], [ %1481, %1484 ]
  br i1 %467, label %1512, label %1492

1492:                                             ; preds = %1488
  %1493 = uitofp nneg i32 %1490 to double
  br label %1494

1494:                                             ; preds = %1494, %1492
  %1495 = phi i64 [ %1510, %1494 ], [ 0, %1492 ]
  %1496 = phi double [ %1509, %1494 ], [ %1491, %1492 ]
  %1497 = getelementptr inbounds double, ptr %1262, i64 %1495
  %1498 = load double, ptr %1497, align 8, !tbaa !9
  %1499 = fmul fast double %1498, 4.000000e+00
  %1500 = fadd fast double %1499, %1493
  %1501 = call fast double @llvm.sin.f64(double %1500)
  %1502 = trunc i64 %1495 to i32
  %1503 = add i32 %1502, 3
  %1504 = urem i32 %1503, %252
  %1505 = zext nneg i32 %1504 to i64
  %1506 = getelementptr inbounds double, ptr %1250, i64 %1505
  %1507 = load double, ptr %1506, align 8, !tbaa !9
  %1508 = fmul fast double %1501, %1507
  %1509 = fadd fast double %1508, %1496
  %1510 = add nuw nsw i64 %1495, 1
  %1511 = icmp eq i64 %1510, %390
  br i1 %1511, label %1512, label %1494, !llvm.loop !30

1512:                                             ; preds = %1494, %1488
  %1513 = phi double [ %1489, %1488 ], [ %1509, %1494 ]
  %1514 = getelementptr inbounds double, ptr %1262, i64 %408
  %1515 = load double, ptr %1514, align 8, !tbaa !9
  %1516 = fmul fast double %1515, %1513
  %1517 = fsub fast double %1256, %1259
  call void @free(ptr noundef nonnull %1262) #14
  store double %1517, ptr %1255, align 8, !tbaa !9
  %1518 = add nsw i32 %1261, 2
  store i32 %1518, ptr @calls, align 4, !tbaa !11
  %1519 = call noalias ptr @malloc(i64 noundef %389) #15
  br label %1907

1520:                                             ; preds = %1588, %1560
  %1521 = phi i32 [ %1561, %1560 ], [ 0, %1588 ]
  %1522 = phi double [ %1557, %1560 ], [ 0.000000e+00, %1588 ]
  %1523 = phi i32 [ %1562, %1560 ], [ 0, %1588 ]
  %1524 = uitofp nneg i32 %1521 to double
  br label %1525

1525:                                             ; preds = %1525, %1520
  %1526 = phi i64 [ %1539, %1525 ], [ 0, %1520 ]
  %1527 = phi double [ %1538, %1525 ], [ %1522, %1520 ]
  %1528 = getelementptr inbounds double, ptr %1262, i64 %1526
  %1529 = load double, ptr %1528, align 8, !tbaa !9
  %1530 = fadd fast double %1529, %1524
  %1531 = call fast double @llvm.sin.f64(double %1530)
  %1532 = trunc nuw nsw i64 %1526 to i32
  %1533 = urem i32 %1532, %252
  %1534 = zext nneg i32 %1533 to i64
  %1535 = getelementptr inbounds double, ptr %1250, i64 %1534
  %1536 = load double, ptr %1535, align 8, !tbaa !9
  %1537 = fmul fast double %1531, %1536
  %1538 = fadd fast double %1537, %1527
  %1539 = add nuw nsw i64 %1526, 1
  %1540 = icmp eq i64 %1539, %390
  br i1 %1540, label %1541, label %1525, !llvm.loop !27

1541:                                             ; preds = %1525
  %1542 = or disjoint i32 %1521, 1
  %1543 = uitofp nneg i32 %1542 to double
  br label %1544

1544:                                             ; preds = %1544, %1541
  %1545 = phi i64 [ %1558, %1544 ], [ 0, %1541 ]
  %1546 = phi double [ %1557, %1544 ], [ %1538, %1541 ]
  %1547 = getelementptr inbounds double, ptr %1262, i64 %1545
  %1548 = load double, ptr %1547, align 8, !tbaa !9
  %1549 = fadd fast double %1548, %1543
  %1550 = call fast double @llvm.sin.f64(double %1549)
  %1551 = trunc nuw nsw i64 %1545 to i32
  %1552 = urem i32 %1551, %252
  %1553 = zext nneg i32 %1552 to i64
  %1554 = getelementptr inbounds double, ptr %1250, i64 %1553
  %1555 = load double, ptr %1554, align 8, !tbaa !9
  %1556 = fmul fast double %1550, %1555
  %1557 = fadd fast double %1556, %1546
  %1558 = add nuw nsw i64 %1545, 1
  %1559 = icmp eq i64 %1558, %390
  br i1 %1559, label %1560, label %1544, !llvm.loop !27

1560:                                             ; preds = %1544
  %1561 = add nuw i32 %1521, 2
  %1562 = add i32 %1523, 2
  %1563 = icmp eq i32 %1562, %454
  br i1 %1563, label %1263, label %1520, !llvm.loop !18

1564:                                             ; preds = %1583, %1251
  %1565 = phi i64 [ 0, %1251 ], [ %1584, %1583 ]
  %1566 = getelementptr inbounds double, ptr %1250, i64 %1565
  %1567 = load double, ptr %1566, align 8, !tbaa !9
  %1568 = fcmp fast ogt double %1567, 0.000000e+00
  br i1 %1568, label %1569, label %1574

1569:                                             ; preds = %1564
  %1570 = fmul fast double %1567, %1567
  %1571 = fadd fast double %1570, 1.000000e+00
  %1572 = call fast double @llvm.sqrt.f64(double %1571)
  %1573 = add nuw nsw i64 %1565, 1
  br label %1583

1574:                                             ; preds = %1564
  %1575 = call fast double @llvm.exp.f64(double %1567)
  %1576 = add nuw nsw i64 %1565, 1
  %1577 = icmp eq i64 %1576, %390
  %1578 = and i64 %1576, 4294967295
  %1579 = select i1 %1577, i64 0, i64 %1578
  %1580 = getelementptr inbounds double, ptr %1250, i64 %1579
  %1581 = load double, ptr %1580, align 8, !tbaa !9
  %1582 = fmul fast double %1581, %1575
  br label %1583

1583:                                             ; preds = %1574, %1569
  %1584 = phi i64 [ %1576, %1574 ], [ %1573, %1569 ]
  %1585 = phi fast double [ %1582, %1574 ], [ %1572, %1569 ]
  %1586 = getelementptr inbounds double, ptr %1262, i64 %1565
  store double %1585, ptr %1586, align 8, !tbaa !9
  %1587 = icmp eq i64 %1584, %390
  br i1 %1587, label %1588, label %1564, !llvm.loop !21

1588:                                             ; preds = %1583
  br i1 %453, label %1263, label %1520

1589:                                             ; preds = %1903, %1931
  %1590 = phi double [ poison, %1931 ], [ %1900, %1903 ]
  %1591 = phi i32 [ 0, %1931 ], [ %1904, %1903 ]
  %1592 = phi double [ 0.000000e+00, %1931 ], [ %1900, %1903 ]
  br i1 %471, label %1593, label %1611

1593:                                             ; preds = %1589
  %1594 = uitofp nneg i32 %1591 to double
  br label %1595

1595:                                             ; preds = %1595, %1593
  %1596 = phi i64 [ %1609, %1595 ], [ 0, %1593 ]
  %1597 = phi double [ %1608, %1595 ], [ %1592, %1593 ]
  %1598 = getelementptr inbounds double, ptr %1519, i64 %1596
  %1599 = load double, ptr %1598, align 8, !tbaa !9
  %1600 = fadd fast double %1599, %1594
  %1601 = call fast double @llvm.sin.f64(double %1600)
  %1602 = trunc nuw nsw i64 %1596 to i32
  %1603 = urem i32 %1602, %252
  %1604 = zext nneg i32 %1603 to i64
  %1605 = getelementptr inbounds double, ptr %1250, i64 %1604
  %1606 = load double, ptr %1605, align 8, !tbaa !9
  %1607 = fmul fast double %1601, %1606
  %1608 = fadd fast double %1607, %1597
  %1609 = add nuw nsw i64 %1596, 1
  %1610 = icmp eq i64 %1609, %390
  br i1 %1610, label %1611, label %1595, !llvm.loop !31

1611:                                             ; preds = %1595, %1589
  %1612 = phi double [ %1590, %1589 ], [ %1608, %1595 ]
  %1613 = load double, ptr %1519, align 8, !tbaa !9
  %1614 = fmul fast double %1613, %1612
  br i1 %473, label %1661, label %1615

1615:                                             ; preds = %1611, %1657
  %1616 = phi i32 [ %1658, %1657 ], [ 0, %1611 ]
  %1617 = phi double [ %1655, %1657 ], [ 0.000000e+00, %1611 ]
  %1618 = phi i32 [ %1659, %1657 ], [ 0, %1611 ]
  %1619 = uitofp nneg i32 %1616 to double
  br label %1620

1620:                                             ; preds = %1620, %1615
  %1621 = phi i64 [ %1628, %1620 ], [ 0, %1615 ]
  %1622 = phi double [ %1635, %1620 ], [ %1617, %1615 ]
  %1623 = getelementptr inbounds double, ptr %1519, i64 %1621
  %1624 = load double, ptr %1623, align 8, !tbaa !9
  %1625 = fmul fast double %1624, 2.000000e+00
  %1626 = fadd fast double %1625, %1619
  %1627 = call fast double @llvm.sin.f64(double %1626)
  %1628 = add nuw nsw i64 %1621, 1
  %1629 = trunc nuw nsw i64 %1628 to i32
  %1630 = urem i32 %1629, %252
  %1631 = zext nneg i32 %1630 to i64
  %1632 = getelementptr inbounds double, ptr %1250, i64 %1631
  %1633 = load double, ptr %1632, align 8, !tbaa !9
  %1634 = fmul fast double %1627, %1633
  %1635 = fadd fast double %1634, %1622
  %1636 = icmp eq i64 %1628, %390
  br i1 %1636, label %1637, label %1620, !llvm.loop !32

1637:                                             ; preds = %1620
  %1638 = or disjoint i32 %1616, 1
  %1639 = uitofp nneg i32 %1638 to double
  br label %1640

1640:                                             ; preds = %1640, %1637
  %1641 = phi i64 [ %1648, %1640 ], [ 0, %1637 ]
  %1642 = phi double [ %1655, %1640 ], [ %1635, %1637 ]
  %1643 = getelementptr inbounds double, ptr %1519, i64 %1641
  %1644 = load double, ptr %1643, align 8, !tbaa !9
  %1645 = fmul fast double %1644, 2.000000e+00
  %1646 = fadd fast double %1645, %1639
  %1647 = call fast double @llvm.sin.f64(double %1646)
  %1648 = add nuw nsw i64 %1641, 1
  %1649 = trunc nuw nsw i64 %1648 to i32
  %1650 = urem i32 %1649, %252
  %1651 = zext nneg i32 %1650 to i64
  %1652 = getelementptr inbounds double, ptr %1250, i64 %1651
  %1653 = load double, ptr %1652, align 8, !tbaa !9
  %1654 = fmul fast double %1647, %1653
  %1655 = fadd fast double %1654, %1642
  %1656 = icmp eq i64 %1648, %390
  br i1 %1656, label %1657, label %1640, !llvm.loop !32

1657:                                             ; preds = %1640
  %1658 = add nuw i32 %1616, 2
  %1659 = add i32 %1618, 2
  %1660 = icmp eq i32 %1659, %474
  br i1 %1660, label %1661, label %1615, !llvm.loop !18

1661:                                             ; preds = %1657, %1611
  %1662 = phi double [ poison, %1611 ], [ %1655, %1657 ]
  %1663 = phi i32 [ 0, %1611 ], [ %1658, %1657 ]
  %1664 = phi double [ 0.000000e+00, %1611 ], [ %1655, %1657 ]
  br i1 %475, label %1684, label %1665

1665:                                             ; preds = %1661
  %1666 = uitofp nneg i32 %1663 to double
  br label %1667

1667:                                             ; preds = %1667, %1665
  %1668 = phi i64 [ %1675, %1667 ], [ 0, %1665 ]
  %1669 = phi double [ %1682, %1667 ], [ %1664, %1665 ]
  %1670 = getelementptr inbounds double, ptr %1519, i64 %1668
  %1671 = load double, ptr %1670, align 8, !tbaa !9
  %1672 = fmul fast double %1671, 2.000000e+00
  %1673 = fadd fast double %1672, %1666
  %1674 = call fast double @llvm.sin.f64(double %1673)
  %1675 = add nuw nsw i64 %1668, 1
  %1676 = trunc nuw nsw i64 %1675 to i32
  %1677 = urem i32 %1676, %252
  %1678 = zext nneg i32 %1677 to i64
  %1679 = getelementptr inbounds double, ptr %1250, i64 %1678
  %1680 = load double, ptr %1679, align 8, !tbaa !9
  %1681 = fmul fast double %1674, %1680
  %1682 = fadd fast double %1681, %1669
  %1683 = icmp eq i64 %1675, %390
  br i1 %1683, label %1684, label %1667, !llvm.loop !32

1684:                                             ; preds = %1667, %1661
  %1685 = phi double [ %1662, %1661 ], [ %1682, %1667 ]
  %1686 = getelementptr inbounds i8, ptr %1519, i64 8
  %1687 = load double, ptr %1686, align 8, !tbaa !9
  %1688 = fmul fast double %1687, %1685
  br i1 %477, label %1737, label %1689

1689:                                             ; preds = %1684, %1733
  %1690 = phi i32 [ %1734, %1733 ], [ 0, %1684 ]
  %1691 = phi double [ %1730, %1733 ], [ 0.000000e+00, %1684 ]
  %1692 = phi i32 [ %1735, %1733 ], [ 0, %1684 ]
  %1693 = uitofp nneg i32 %1690 to double
  br label %1694

1694:                                             ; preds = %1694, %1689
  %1695 = phi i64 [ %1710, %1694 ], [ 0, %1689 ]
  %1696 = phi double [ %1709, %1694 ], [ %1691, %1689 ]
  %1697 = getelementptr inbounds double, ptr %1519, i64 %1695
  %1698 = load double, ptr %1697, align 8, !tbaa !9
  %1699 = fmul fast double %1698, 3.000000e+00
  %1700 = fadd fast double %1699, %1693
  %1701 = call fast double @llvm.sin.f64(double %1700)
  %1702 = trunc i64 %1695 to i32
  %1703 = add i32 %1702, 2
  %1704 = urem i32 %1703, %252
  %1705 = zext nneg i32 %1704 to i64
  %1706 = getelementptr inbounds double, ptr %1250, i64 %1705
  %1707 = load double, ptr %1706, align 8, !tbaa !9
  %1708 = fmul fast double %1701, %1707
  %1709 = fadd fast double %1708, %1696
  %1710 = add nuw nsw i64 %1695, 1
  %1711 = icmp eq i64 %1710, %390
  br i1 %1711, label %1712, label %1694, !llvm.loop !33

1712:                                             ; preds = %1694
  %1713 = or disjoint i32 %1690, 1
  %1714 = uitofp nneg i32 %1713 to double
  br label %1715

1715:                                             ; preds = %1715, %1712
  %1716 = phi i64 [ %1731, %1715 ], [ 0, %1712 ]
  %1717 = phi double [ %1730, %1715 ], [ %1709, %1712 ]
  %1718 = getelementptr inbounds double, ptr %1519, i64 %1716
  %1719 = load double, ptr %1718, align 8, !tbaa !9
  %1720 = fmul fast double %1719, 3.000000e+00
  %1721 = fadd fast double %1720, %1714
  %1722 = call fast double @llvm.sin.f64(double %1721)
  %1723 = trunc i64 %1716 to i32
  %1724 = add i32 %1723, 2
  %1725 = urem i32 %1724, %252
  %1726 = zext nneg i32 %1725 to i64
  %1727 = getelementptr inbounds double, ptr %1250, i64 %1726
  %1728 = load double, ptr %1727, align 8, !tbaa !9
  %1729 = fmul fast double %1722, %1728
  %1730 = fadd fast double %1729, %1717
  %1731 = add nuw nsw i64 %1716, 1
  %1732 = icmp eq i64 %1731, %390
  br i1 %1732, label %1733, label %1715, !llvm.loop !33

1733:                                             ; preds = %1715
  %1734 = add nuw i32 %1690, 2
  %1735 = add i32 %1692, 2
  %1736 = icmp eq i32 %1735, %478
  br i1 %1736, label %1737, label %1689, !llvm.loop !18

1737:                                             ; preds = %1733, %1684
  %1738 = phi double [ poison, %1684 ], [ %1730, %1733 ]
  %1739 = phi i32 [ 0, %1684 ], [ %1734, %1733 ]
  %1740 = phi double [ 0.000000e+00, %1684 ], [ %1730, %1733 ]
  br i1 %479, label %1761, label %1741

1741:                                             ; preds = %1737
  %1742 = uitofp nneg i32 %1739 to double
  br label %1743

1743:                                             ; preds = %1743, %1741
  %1744 = phi i64 [ %1759, %1743 ], [ 0, %1741 ]
  %1745 = phi double [ %1758, %1743 ], [ %1740, %1741 ]
  %1746 = getelementptr inbounds double, ptr %1519, i64 %1744
  %1747 = load double, ptr %1746, align 8, !tbaa !9
  %1748 = fmul fast double %1747, 3.000000e+00
  %1749 = fadd fast double %1748, %1742
  %1750 = call fast double @llvm.sin.f64(double %1749)
  %1751 = trunc i64 %1744 to i32
  %1752 = add i32 %1751, 2
  %1753 = urem i32 %1752, %252
  %1754 = zext nneg i32 %1753 to i64
  %1755 = getelementptr inbounds double, ptr %1250, i64 %1754
  %1756 = load double, ptr %1755, align 8, !tbaa !9
  %1757 = fmul fast double %1750, %1756
  %1758 = fadd fast double %1757, %1745
  %1759 = add nuw nsw i64 %1744, 1
  %1760 = icmp eq i64 %1759, %390
  br i1 %1760, label %1761, label %1743, !llvm.loop !33

1761:                                             ; preds = %1743, %1737
  %1762 = phi double [ %1738, %1737 ], [ %1758, %1743 ]
  %1763 = getelementptr inbounds double, ptr %1519, i64 %402
  %1764 = load double, ptr %1763, align 8, !tbaa !9
  %1765 = fmul fast double %1764, %1762
  br i1 %481, label %1814, label %1766

1766:                                             ; preds = %1761, %1810
  %1767 = phi i32 [ %1811, %1810 ], [ 0, %1761 ]
  %1768 = phi double [ %1807, %1810 ], [ 0.000000e+00, %1761 ]
  %1769 = phi i32 [ %1812, %1810 ], [ 0, %1761 ]
  %1770 = uitofp nneg i32 %1767 to double
  br label %1771

1771:                                             ; preds = %1771, %1766
  %1772 = phi i64 [ %1787, %1771 ], [ 0, %1766 ]
  %1773 = phi double [ %1786, %1771 ], [ %1768, %1766 ]
  %1774 = getelementptr inbounds double, ptr %1519, i64 %1772
  %1775 = load double, ptr %1774, align 8, !tbaa !9
  %1776 = fmul fast double %1775, 4.000000e+00
  %1777 = fadd fast double %1776, %1770
  %1778 = call fast double @llvm.sin.f64(double %1777)
  %1779 = trunc i64 %1772 to i32
  %1780 = add i32 %1779, 3
  %1781 = urem i32 %1780, %252
  %1782 = zext nneg i32 %1781 to i64
  %1783 = getelementptr inbounds double, ptr %1250, i64 %1782
  %1784 = load double, ptr %1783, align 8, !tbaa !9
  %1785 = fmul fast double %1778, %1784
  %1786 = fadd fast double %1785, %1773
  %1787 = add nuw nsw i64 %1772, 1
  %1788 = icmp eq i64 %1787, %390
  br i1 %1788, label %1789, label %1771, !llvm.loop !34

1789:                                             ; preds = %1771
  %1790 = or disjoint i32 %1767, 1
  %1791 = uitofp nneg i32 %1790 to double
  br label %1792

1792:                                             ; preds = %1792, %1789
  %1793 = phi i64 [ %1808, %1792 ], [ 0, %1789 ]
  %1794 = phi double [ %1807, %1792 ], [ %1786, %1789 ]
  %1795 = getelementptr inbounds double, ptr %1519, i64 %1793
  %1796 = load double, ptr %1795, align 8, !tbaa !9
  %1797 = fmul fast double %1796, 4.000000e+00
  %1798 = fadd fast double %1797, %1791
  %1799 = call fast double @llvm.sin.f64(double %1798)
  %1800 = trunc i64 %1793 to i32
  %1801 = add i32 %1800, 3
  %1802 = urem i32 %1801, %252
  %1803 = zext nneg i32 %1802 to i64
  %1804 = getelementptr inbounds double, ptr %1250, i64 %1803
  %1805 = load double, ptr %1804, align 8, !tbaa !9
  %1806 = fmul fast double %1799, %1805
  %1807 = fadd fast double %1806, %1794
  %1808 = add nuw nsw i64 %1793, 1
  %1809 = icmp eq i64 %1808, %390
  br i1 %1809, label %1810, label %1792, !llvm.loop !34

1810:                                             ; preds = %1792
  %1811 = add nuw i32 %1767, 2
  %1812 = add i32 %1769, 2
  %1813 = icmp eq i32 %1812, %482
  br i1 %1813, label %1814, label %1766, !llvm.loop !18

1814:                                             ; preds = %1810, %1761
  %1815 = phi double [ poison, %1761 ], [ %1807, %1810 ]
  %1816 = phi i32 [ 0, %1761 ], [ %1811, %1810 ]
  %1817 = phi double [ 0.000000e+00, %1761 ], [ %1807, %1810 ]
  br i1 %483, label %1838, label %1818

1818:                                             ; preds = %1814
  %1819 = uitofp nneg i32 %1816 to double
  br label %1820

1820:                                             ; preds = %1820, %1818
  %1821 = phi i64 [ %1836, %1820 ], [ 0, %1818 ]
  %1822 = phi double [ %1835, %1820 ], [ %1817, %1818 ]
  %1823 = getelementptr inbounds double, ptr %1519, i64 %1821
  %1824 = load double, ptr %1823, align 8, !tbaa !9
  %1825 = fmul fast double %1824, 4.000000e+00
  %1826 = fadd fast double %1825, %1819
  %1827 = call fast double @llvm.sin.f64(double %1826)
  %1828 = trunc i64 %1821 to i32
  %1829 = add i32 %1828, 3
  %1830 = urem i32 %1829, %252
  %1831 = zext nneg i32 %1830 to i64
  %1832 = getelementptr inbounds double, ptr %1250, i64 %1831
  %1833 = load double, ptr %1832, align 8, !tbaa !9
  %1834 = fmul fast double %1827, %1833
  %1835 = fadd fast double %1834, %1822
  %1836 = add nuw nsw i64 %1821, 1
  %1837 = icmp eq i64 %1836, %390
  br i1 %1837, label %1838, label %1820, !llvm.loop !34

1838:                                             ; preds = %1820, %1814
  %1839 = phi double [ %1815, %1814 ], [ %1835, %1820 ]
  %1840 = getelementptr inbounds double, ptr %1519, i64 %408
  %1841 = load double, ptr %1840, align 8, !tbaa !9
  %1842 = fmul fast double %1841, %1839
  %1843 = fmul fast double %1362, %538
  %1844 = fmul fast double %1516, %542
  call void @free(ptr noundef nonnull %1519) #14
  store double %1256, ptr %1255, align 8, !tbaa !9
  %1845 = fmul fast double %1614, %543
  %1846 = fmul fast double %538, %1688
  %1847 = fmul fast double %540, %1765
  %1848 = fadd fast double %1846, %1847
  %1849 = fmul fast double %542, %1842
  %1850 = fadd fast double %1848, %1849
  %1851 = fsub fast double %1845, %1850
  %1852 = fadd fast double %1843, %1932
  %1853 = fadd fast double %1852, %1933
  %1854 = fadd fast double %1853, %1844
  %1855 = fadd fast double %1854, %1851
  %1856 = fmul fast double %1258, 2.000000e-06
  %1857 = fdiv fast double %1855, %1856
  %1858 = call fast double @llvm.fabs.f64(double %1857)
  %1859 = call fast double @llvm.maxnum.f64(double %1858, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1254, ptr %32, align 8, !tbaa !9
  %1860 = load volatile double, ptr %32, align 8, !tbaa !9
  %1861 = call double @llvm.fabs.f64(double %1860)
  %1862 = fcmp ueq double %1861, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1862, label %1947, label %1934

1863:                                             ; preds = %1931, %1903
  %1864 = phi i32 [ %1904, %1903 ], [ 0, %1931 ]
  %1865 = phi double [ %1900, %1903 ], [ 0.000000e+00, %1931 ]
  %1866 = phi i32 [ %1905, %1903 ], [ 0, %1931 ]
  %1867 = uitofp nneg i32 %1864 to double
  br label %1868

1868:                                             ; preds = %1868, %1863
  %1869 = phi i64 [ %1882, %1868 ], [ 0, %1863 ]
  %1870 = phi double [ %1881, %1868 ], [ %1865, %1863 ]
  %1871 = getelementptr inbounds double, ptr %1519, i64 %1869
  %1872 = load double, ptr %1871, align 8, !tbaa !9
  %1873 = fadd fast double %1872, %1867
  %1874 = call fast double @llvm.sin.f64(double %1873)
  %1875 = trunc nuw nsw i64 %1869 to i32
  %1876 = urem i32 %1875, %252
  %1877 = zext nneg i32 %1876 to i64
  %1878 = getelementptr inbounds double, ptr %1250, i64 %1877
  %1879 = load double, ptr %1878, align 8, !tbaa !9
  %1880 = fmul fast double %1874, %1879
  %1881 = fadd fast double %1880, %1870
  %1882 = add nuw nsw i64 %1869, 1
  %1883 = icmp eq i64 %1882, %390
  br i1 %1883, label %1884, label %1868, !llvm.loop !31

1884:                                             ; preds = %1868
  %1885 = or disjoint i32 %1864, 1
  %1886 = uitofp nneg i32 %1885 to double
  br label %1887

1887:                                             ; preds = %1887, %1884
  %1888 = phi i64 [ %1901, %1887 ], [ 0, %1884 ]
  %1889 = phi double [ %1900, %1887 ], [ %1881, %1884 ]
  %1890 = getelementptr inbounds double, ptr %1519, i64 %1888
  %1891 = load double, ptr %1890, align 8, !tbaa !9
  %1892 = fadd fast double %1891, %1886
  %1893 = call fast double @llvm.sin.f64(double %1892)
  %1894 = trunc nuw nsw i64 %1888 to i32
  %1895 = urem i32 %1894, %252
  %1896 = zext nneg i32 %1895 to i64
  %1897 = getelementptr inbounds double, ptr %1250, i64 %1896
  %1898 = load double, ptr %1897, align 8, !tbaa !9
  %1899 = fmul fast double %1893, %1898
  %1900 = fadd fast double %1899, %1889
  %1901 = add nuw nsw i64 %1888, 1
  %1902 = icmp eq i64 %1901, %390
  br i1 %1902, label %1903, label %1887, !llvm.loop !31

1903:                                             ; preds = %1887
  %1904 = add nuw i32 %1864, 2
  %1905 = add i32 %1866, 2
  %1906 = icmp eq i32 %1905, %469
  br i1 %1906, label %1589, label %1863, !llvm.loop !18

1907:                                             ; preds = %1926, %1512
  %1908 = phi i64 [ 0, %1512 ], [ %1927, %1926 ]
  %1909 = getelementptr inbounds double, ptr %1250, i64 %1908
  %1910 = load double, ptr %1909, align 8, !tbaa !9
  %1911 = fcmp fast ogt double %1910, 0.000000e+00
  br i1 %1911, label %1912, label %1917

1912:                                             ; preds = %1907
  %1913 = fmul fast double %1910, %1910
  %1914 = fadd fast double %1913, 1.000000e+00
  %1915 = call fast double @llvm.sqrt.f64(double %1914)
  %1916 = add nuw nsw i64 %1908, 1
  br label %1926

1917:                                             ; preds = %1907
  %1918 = call fast double @llvm.exp.f64(double %1910)
  %1919 = add nuw nsw i64 %1908, 1
  %1920 = icmp eq i64 %1919, %390
  %1921 = and i64 %1919, 4294967295
  %1922 = select i1 %1920, i64 0, i64 %1921
  %1923 = getelementptr inbounds double, ptr %1250, i64 %1922
  %1924 = load double, ptr %1923, align 8, !tbaa !9
  %1925 = fmul fast double %1924, %1918
  br label %1926

1926:                                             ; preds = %1917, %1912
  %1927 = phi i64 [ %1919, %1917 ], [ %1916, %1912 ]
  %1928 = phi fast double [ %1925, %1917 ], [ %1915, %1912 ]
  %1929 = getelementptr inbounds double, ptr %1519, i64 %1908
  store double %1928, ptr %1929, align 8, !tbaa !9
  %1930 = icmp eq i64 %1927, %390
  br i1 %1930, label %1931, label %1907, !llvm.loop !21

1931:                                             ; preds = %1926
  %1932 = fmul fast double %1288, %536
  %1933 = fmul fast double %1439, %540
  br i1 %468, label %1589, label %1863

1934:                                             ; preds = %1838
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1857, ptr %31, align 8, !tbaa !9
  %1935 = load volatile double, ptr %31, align 8, !tbaa !9
  %1936 = call double @llvm.fabs.f64(double %1935)
  %1937 = fcmp ueq double %1936, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1937, label %1947, label %1938

1938:                                             ; preds = %1934
  %1939 = fsub fast double %1254, %1857
  %1940 = call fast double @llvm.fabs.f64(double %1939)
  %1941 = fmul fast double %1859, 0x3EB0C6F7A0B5ED8D
  %1942 = fcmp fast ole double %1940, %1941
  %1943 = freeze i1 %1942
  br i1 %1943, label %1944, label %1947

1944:                                             ; preds = %1938
  %1945 = trunc nuw nsw i64 %1252 to i32
  %1946 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1945, double noundef nofpclass(nan inf) %1254, double noundef nofpclass(nan inf) %1857, ptr noundef nonnull @.str.18)
  br label %1952

1947:                                             ; preds = %1938, %1934, %1838
  %1948 = trunc nuw nsw i64 %1252 to i32
  %1949 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1948, double noundef nofpclass(nan inf) %1254, double noundef nofpclass(nan inf) %1857, ptr noundef nonnull @.str.19)
  %1950 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1951 = add nsw i32 %1950, 1
  store i32 %1951, ptr @n_fail, align 4, !tbaa !11
  br label %1952

1952:                                             ; preds = %1947, %1944
  %1953 = add nuw nsw i64 %1252, 1
  %1954 = icmp eq i64 %1953, %390
  br i1 %1954, label %1955, label %1251, !llvm.loop !26

1955:                                             ; preds = %1952
  call void @free(ptr noundef nonnull %1250) #14
  %1956 = add nuw nsw i64 %532, 1
  %1957 = icmp eq i64 %1956, 3
  br i1 %1957, label %484, label %531, !llvm.loop !35

1958:                                             ; preds = %484, %2675
  %1959 = phi i1 [ true, %484 ], [ false, %2675 ]
  %1960 = phi ptr [ %42, %484 ], [ %225, %2675 ]
  %1961 = phi ptr [ %41, %484 ], [ %226, %2675 ]
  %1962 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1962, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  %1963 = load double, ptr %1961, align 16, !tbaa !9
  %1964 = getelementptr inbounds i8, ptr %1961, i64 8
  %1965 = load double, ptr %1964, align 8, !tbaa !9
  %1966 = getelementptr inbounds i8, ptr %1961, i64 16
  %1967 = load double, ptr %1966, align 16, !tbaa !9
  %1968 = getelementptr inbounds i8, ptr %1961, i64 24
  %1969 = load double, ptr %1968, align 8, !tbaa !9
  %1970 = fneg fast double %1963
  br label %1971

1971:                                             ; preds = %1958, %2672
  %1972 = phi i64 [ 0, %1958 ], [ %2673, %2672 ]
  %1973 = getelementptr inbounds double, ptr %1960, i64 %1972
  %1974 = load double, ptr %1973, align 8, !tbaa !9
  %1975 = getelementptr inbounds double, ptr %1962, i64 %1972
  %1976 = load double, ptr %1975, align 8, !tbaa !9
  %1977 = call fast double @llvm.fabs.f64(double %1976)
  %1978 = call fast double @llvm.maxnum.f64(double %1977, double 1.000000e+00)
  %1979 = fmul fast double %1978, 0x3EB0C6F7A0B5ED8D
  %1980 = fadd fast double %1979, %1976
  store double %1980, ptr %1975, align 8, !tbaa !9
  %1981 = load i32, ptr @calls, align 4, !tbaa !11
  %1982 = call noalias ptr @malloc(i64 noundef %389) #15
  br label %2284

1983:                                             ; preds = %2280, %2308
  %1984 = phi double [ poison, %2308 ], [ %2277, %2280 ]
  %1985 = phi i32 [ 0, %2308 ], [ %2281, %2280 ]
  %1986 = phi double [ 0.000000e+00, %2308 ], [ %2277, %2280 ]
  br i1 %502, label %2005, label %1987

1987:                                             ; preds = %1983
  %1988 = uitofp nneg i32 %1985 to double
  br label %1989

1989:                                             ; preds = %1989, %1987
  %1990 = phi i64 [ %2003, %1989 ], [ 0, %1987 ]
  %1991 = phi double [ %2002, %1989 ], [ %1986, %1987 ]
  %1992 = getelementptr inbounds double, ptr %1982, i64 %1990
  %1993 = load double, ptr %1992, align 8, !tbaa !9
  %1994 = fadd fast double %1993, %1988
  %1995 = call fast double @llvm.sin.f64(double %1994)
  %1996 = trunc nuw nsw i64 %1990 to i32
  %1997 = urem i32 %1996, %252
  %1998 = zext nneg i32 %1997 to i64
  %1999 = getelementptr inbounds double, ptr %1962, i64 %1998
  %2000 = load double, ptr %1999, align 8, !tbaa !9
  %2001 = fmul fast double %1995, %2000
  %2002 = fadd fast double %2001, %1991
  %2003 = add nuw nsw i64 %1990, 1
  %2004 = icmp eq i64 %2003, %390
  br i1 %2004, label %2005, label %1989, !llvm.loop !36

2005:                                             ; preds = %1989, %1983
  %2006 = phi double [ %1984, %1983 ], [ %2002, %1989 ]
  %2007 = load double, ptr %1982, align 8, !tbaa !9
  %2008 = fmul fast double %2007, %2006
  br i1 %504, label %2055, label %2009

2009:                                             ; preds = %2005, %2051
  %2010 = phi i32 [ %2052, %2051 ], [ 0, %2005 ]
  %2011 = phi double [ %2049, %2051 ], [ 0.000000e+00, %2005 ]
  %2012 = phi i32 [ %2053, %2051 ], [ 0, %2005 ]
  %2013 = uitofp nneg i32 %2010 to double
  br label %2014

2014:                                             ; preds = %2014, %2009
  %2015 = phi i64 [ %2022, %2014 ], [ 0, %2009 ]
  %2016 = phi double [ %2029, %2014 ], [ %2011, %2009 ]
  %2017 = getelementptr inbounds double, ptr %1982, i64 %2015
  %2018 = load double, ptr %2017, align 8, !tbaa !9
  %2019 = fmul fast double %2018, 2.000000e+00
  %2020 = fadd fast double %2019, %2013
  %2021 = call fast double @llvm.sin.f64(double %2020)
  %2022 = add nuw nsw i64 %2015, 1
  %2023 = trunc nuw nsw i64 %2022 to i32
  %2024 = urem i32 %2023, %252
  %2025 = zext nneg i32 %2024 to i64
  %2026 = getelementptr inbounds double, ptr %1962, i64 %2025
  %2027 = load double, ptr %2026, align 8, !tbaa !9
  %2028 = fmul fast double %2021, %2027
  %2029 = fadd fast double %2028, %2016
  %2030 = icmp eq i64 %2022, %390
  br i1 %2030, label %2031, label %2014, !llvm.loop !37

2031:                                             ; preds = %2014
  %2032 = or disjoint i32 %2010, 1
  %2033 = uitofp nneg i32 %2032 to double
  br label %2034

2034:                                             ; preds = %2034, %2031
  %2035 = phi i64 [ %2042, %2034 ], [ 0, %2031 ]
  %2036 = phi double [ %2049, %2034 ], [ %2029, %2031 ]
  %2037 = getelementptr inbounds double, ptr %1982, i64 %2035
  %2038 = load double, ptr %2037, align 8, !tbaa !9
  %2039 = fmul fast double %2038, 2.000000e+00
  %2040 = fadd fast double %2039, %2033
  %2041 = call fast double @llvm.sin.f64(double %2040)
  %2042 = add nuw nsw i64 %2035, 1
  %2043 = trunc nuw nsw i64 %2042 to i32
  %2044 = urem i32 %2043, %252
  %2045 = zext nneg i32 %2044 to i64
  %2046 = getelementptr inbounds double, ptr %1962, i64 %2045
  %2047 = load double, ptr %2046, align 8, !tbaa !9
  %2048 = fmul fast double %2041, %2047
  %2049 = fadd fast double %2048, %2036
  %2050 = icmp eq i64 %2042, %390
  br i1 %2050, label %2051, label %2034, !llvm.loop !37

2051:                                             ; preds = %2034
  %2052 = add nuw i32 %2010, 2
  %2053 = add i32 %2012, 2
  %2054 = icmp eq i32 %2053, %505
  br i1 %2054, label %2055, label %2009, !llvm.loop !18

2055:                                             ; preds = %2051, %2005
  %2056 = phi double [ poison, %2005 ], [ %2049, %2051 ]
  %2057 = phi i32 [ 0, %2005 ], [ %2052, %2051 ]
  %2058 = phi double [ 0.000000e+00, %2005 ], [ %2049, %2051 ]
  br i1 %506, label %2078, label %2059

2059:                                             ; preds = %2055
  %2060 = uitofp nneg i32 %2057 to double
  br label %2061

2061:                                             ; preds = %2061, %2059
  %2062 = phi i64 [ %2069, %2061 ], [ 0, %2059 ]
  %2063 = phi double [ %2076, %2061 ], [ %2058, %2059 ]
  %2064 = getelementptr inbounds double, ptr %1982, i64 %2062
  %2065 = load double, ptr %2064, align 8, !tbaa !9
  %2066 = fmul fast double %2065, 2.000000e+00
  %2067 = fadd fast double %2066, %2060
  %2068 = call fast double @llvm.sin.f64(double %2067)
  %2069 = add nuw nsw i64 %2062, 1
  %2070 = trunc nuw nsw i64 %2069 to i32
  %2071 = urem i32 %2070, %252
  %2072 = zext nneg i32 %2071 to i64
  %2073 = getelementptr inbounds double, ptr %1962, i64 %2072
  %2074 = load double, ptr %2073, align 8, !tbaa !9
  %2075 = fmul fast double %2068, %2074
  %2076 = fadd fast double %2075, %2063
  %2077 = icmp eq i64 %2069, %390
  br i1 %2077, label %2078, label %2061, !llvm.loop !37

2078:                                             ; preds = %2061, %2055
  %2079 = phi double [ %2056, %2055 ], [ %2076, %2061 ]
  %2080 = getelementptr inbounds i8, ptr %1982, i64 8
  %2081 = load double, ptr %2080, align 8, !tbaa !9
  %2082 = fmul fast double %2081, %2079
  br i1 %508, label %2131, label %2083

2083:                                             ; preds = %2078, %2127
  %2084 = phi i32 [ %2128, %2127 ], [ 0, %2078 ]
  %2085 = phi double [ %2124, %2127 ], [ 0.000000e+00, %2078 ]
  %2086 = phi i32 [ %2129, %2127 ], [ 0, %2078 ]
  %2087 = uitofp nneg i32 %2084 to double
  br label %2088

2088:                                             ; preds = %2088, %2083
  %2089 = phi i64 [ %2104, %2088 ], [ 0, %2083 ]
  %2090 = phi double [ %2103, %2088 ], [ %2085, %2083 ]
  %2091 = getelementptr inbounds double, ptr %1982, i64 %2089
  %2092 = load double, ptr %2091, align 8, !tbaa !9
  %2093 = fmul fast double %2092, 3.000000e+00
  %2094 = fadd fast double %2093, %2087
  %2095 = call fast double @llvm.sin.f64(double %2094)
  %2096 = trunc i64 %2089 to i32
  %2097 = add i32 %2096, 2
  %2098 = urem i32 %2097, %252
  %2099 = zext nneg i32 %2098 to i64
  %2100 = getelementptr inbounds double, ptr %1962, i64 %2099
  %2101 = load double, ptr %2100, align 8, !tbaa !9
  %2102 = fmul fast double %2095, %2101
  %2103 = fadd fast double %2102, %2090
  %2104 = add nuw nsw i64 %2089, 1
  %2105 = icmp eq i64 %2104, %390
  br i1 %2105, label %2106, label %2088, !llvm.loop !38

2106:                                             ; preds = %2088
  %2107 = or disjoint i32 %2084, 1
  %2108 = uitofp nneg i32 %2107 to double
  br label %2109

2109:                                             ; preds = %2109, %2106
  %2110 = phi i64 [ %2125, %2109 ], [ 0, %2106 ]
  %2111 = phi double [ %2124, %2109 ], [ %2103, %2106 ]
  %2112 = getelementptr inbounds double, ptr %1982, i64 %2110
  %2113 = load double, ptr %2112, align 8, !tbaa !9
  %2114 = fmul fast double %2113, 3.000000e+00
  %2115 = fadd fast double %2114, %2108
  %2116 = call fast double @llvm.sin.f64(double %2115)
  %2117 = trunc i64 %2110 to i32
  %2118 = add i32 %2117, 2
  %2119 = urem i32 %2118, %252
  %2120 = zext nneg i32 %2119 to i64
  %2121 = getelementptr inbounds double, ptr %1962, i64 %2120
  %2122 = load double, ptr %2121, align 8, !tbaa !9
  %2123 = fmul fast double %2116, %2122
  %2124 = fadd fast double %2123, %2111
  %2125 = add nuw nsw i64 %2110, 1
  %2126 = icmp eq i64 %2125, %390
  br i1 %2126, label %2127, label %2109, !llvm.loop !38

2127:                                             ; preds = %2109
  %2128 = add nuw i32 %2084, 2
  %2129 = add i32 %2086, 2
  %2130 = icmp eq i32 %2129, %509
  br i1 %2130, label %2131, label %2083, !llvm.loop !18

2131:                                             ; preds = %2127, %2078
  %2132 = phi double [ poison, %2078 ], [ %2124, %2127 ]
  %2133 = phi i32 [ 0, %2078 ], [ %2128, %2127 ]
  %2134 = phi double [ 0.000000e+00, %2078 ], [ %2124, %2127 ]
  br i1 %510, label %2155, label %2135

2135:                                             ; preds = %2131
  %2136 = uitofp nneg i32 %2133 to double
  br label %2137

2137:                                             ; preds = %2137, %2135
  %2138 = phi i64 [ %2153, %2137 ], [ 0, %2135 ]
  %2139 = phi double [ %2152, %2137 ], [ %2134, %2135 ]
  %2140 = getelementptr inbounds double, ptr %1982, i64 %2138
  %2141 = load double, ptr %2140, align 8, !tbaa !9
  %2142 = fmul fast double %2141, 3.000000e+00
  %2143 = fadd fast double %2142, %2136
  %2144 = call fast double @llvm.sin.f64(double %2143)
  %2145 = trunc i64 %2138 to i32
  %2146 = add i32 %2145, 2
  %2147 = urem i32 %2146, %252
  %2148 = zext nneg i32 %2147 to i64
  %2149 = getelementptr inbounds double, ptr %1962, i64 %2148
  %2150 = load double, ptr %2149, align 8, !tbaa !9
  %2151 = fmul fast double %2144, %2150
  %2152 = fadd fast double %2151, %2139
  %2153 = add nuw nsw i64 %2138, 1
  %2154 = icmp eq i64 %2153, %390
  br i1 %2154, label %2155, label %2137, !llvm.loop !38

2155:                                             ; preds = %2137, %2131
  %2156 = phi double [ %2132, %2131 ], [ %2152, %2137 ]
  %2157 = getelementptr inbounds double, ptr %1982, i64 %402
  %2158 = load double, ptr %2157, align 8, !tbaa !9
  %2159 = fmul fast double %2158, %2156
  br i1 %512, label %2208, label %2160

2160:                                             ; preds = %2155, %2204
  %2161 = phi i32 [ %2205, %2204 ], [ 0, %2155 ]
  %2162 = phi double [ %2201, %2204 ], [ 0.000000e+00, %2155 ]
  %2163 = phi i32 [ %2206, %2204 ], [ 0, %2155 ]
  %2164 = uitofp nneg i32 %2161 to double
  br label %2165

2165:                                             ; preds = %2165, %2160
  %2166 = phi i64 [ %2181, %2165 ], [ 0, %2160 ]
  %2167 = phi double [ %2180, %2165 ], [ %2162, %2160 ]
  %2168 = getelementptr inbounds double, ptr %1982, i64 %2166
  %2169 = load double, ptr %2168, align 8, !tbaa !9
  %2170 = fmul fast double %2169, 4.000000e+00
  %2171 = fadd fast double %2170, %2164
  %2172 = call fast double @llvm.sin.f64(double %2171)
  %2173 = trunc i64 %2166 to i32
  %2174 = add i32 %2173, 3
  %2175 = urem i32 %2174, %252
  %2176 = zext nneg i32 %2175 to i64
  %2177 = getelementptr inbounds double, ptr %1962, i64 %2176
  %2178 = load double, ptr %2177, align 8, !tbaa !9
  %2179 = fmul fast double %2172, %2178
  %2180 = fadd fast double %2179, %2167
  %2181 = add nuw nsw i64 %2166, 1
  %2182 = icmp eq i64 %2181, %390
  br i1 %2182, label %2183, label %2165, !llvm.loop !39

2183:                                             ; preds = %2165
  %2184 = or disjoint i32 %2161, 1
  %2185 = uitofp nneg i32 %2184 to double
  br label %2186

2186:                                             ; preds = %2186, %2183
  %2187 = phi i64 [ %2202, %2186 ], [ 0, %2183 ]
  %2188 = phi double [ %2201, %2186 ], [ %2180, %2183 ]
  %2189 = getelementptr inbounds double, ptr %1982, i64 %2187
  %2190 = load double, ptr %2189, align 8, !tbaa !9
  %2191 = fmul fast double %2190, 4.000000e+00
  %2192 = fadd fast double %2191, %2185
  %2193 = call fast double @llvm.sin.f64(double %2192)
  %2194 = trunc i64 %2187 to i32
  %2195 = add i32 %2194, 3
  %2196 = urem i32 %2195, %252
  %2197 = zext nneg i32 %2196 to i64
  %2198 = getelementptr inbounds double, ptr %1962, i64 %2197
  %2199 = load double, ptr %2198, align 8, !tbaa !9
  %2200 = fmul fast double %2193, %2199
  %2201 = fadd fast double %2200, %2188
  %2202 = add nuw nsw i64 %2187, 1
  %2203 = icmp eq i64 %2202, %390
  br i1 %2203, label %2204, label %2186, !llvm.loop !39

2204:                                             ; preds = %2186
  %2205 = add nuw i32 %2161, 2
  %2206 = add i32 %2163, 2
  %2207 = icmp eq i32 %2206, %513
  br i1 %2207, label %2208, label %2160, !llvm.loop !18

2208:                                             ; preds = %2204, %2155
  %2209 = phi double [ poison, %2155 ], [ %2201, %2204 ]
  %2210 = phi i32 [ 0, %2155 ], [ %2205, %2204 ]
  %2211 = phi double [ 0.000000e+00, %2155 ], [ %2201, %2204 ]
  br i1 %514, label %2232, label %2212

2212:                                             ; preds = %2208
  %2213 = uitofp nneg i32 %2210 to double
  br label %2214

2214:                                             ; preds = %2214, %2212
  %2215 = phi i64 [ %2230, %2214 ], [ 0, %2212 ]
  %2216 = phi double [ %2229, %2214 ], [ %2211, %2212 ]
  %2217 = getelementptr inbounds double, ptr %1982, i64 %2215
  %2218 = load double, ptr %2217, align 8, !tbaa !9
  %2219 = fmul fast double %2218, 4.000000e+00
  %2220 = fadd fast double %2219, %2213
  %2221 = call fast double @llvm.sin.f64(double %2220)
  %2222 = trunc i64 %2215 to i32
  %2223 = add i32 %2222, 3
  %2224 = urem i32 %2223, %252
  %2225 = zext nneg i32 %2224 to i64
  %2226 = getelementptr inbounds double, ptr %1962, i64 %2225
  %2227 = load double, ptr %2226, align 8, !tbaa !9
  %2228 = fmul fast double %2221, %2227
  %2229 = fadd fast double %2228, %2216
  %2230 = add nuw nsw i64 %2215, 1
  %2231 = icmp eq i64 %2230, %390
  br i1 %2231, label %2232, label %2214, !llvm.loop !39

2232:                                             ; preds = %2214, %2208
  %2233 = phi double [ %2209, %2208 ], [ %2229, %2214 ]
  %2234 = getelementptr inbounds double, ptr %1982, i64 %408
  %2235 = load double, ptr %2234, align 8, !tbaa !9
  %2236 = fmul fast double %2235, %2233
  %2237 = fsub fast double %1976, %1979
  call void @free(ptr noundef nonnull %1982) #14
  store double %2237, ptr %1975, align 8, !tbaa !9
  %2238 = add nsw i32 %1981, 2
  store i32 %2238, ptr @calls, align 4, !tbaa !11
  %2239 = call noalias ptr @malloc(i64 noundef %389) #15
  br label %2627

2240:                                             ; preds = %2308, %2280
  %2241 = phi i32 [ %2281, %2280 ], [ 0, %2308 ]
  %2242 = phi double [ %2277, %2280 ], [ 0.000000e+00, %2308 ]
  %2243 = phi i32 [ %2282, %2280 ], [ 0, %2308 ]
  %2244 = uitofp nneg i32 %2241 to double
  br label %2245

2245:                                             ; preds = %2245, %2240
  %2246 = phi i64 [ %2259, %2245 ], [ 0, %2240 ]
  %2247 = phi double [ %2258, %2245 ], [ %2242, %2240 ]
  %2248 = getelementptr inbounds double, ptr %1982, i64 %2246
  %2249 = load double, ptr %2248, align 8, !tbaa !9
  %2250 = fadd fast double %2249, %2244
  %2251 = call fast double @llvm.sin.f64(double %2250)
  %2252 = trunc nuw nsw i64 %2246 to i32
  %2253 = urem i32 %2252, %252
  %2254 = zext nneg i32 %2253 to i64
  %2255 = getelementptr inbounds double, ptr %1962, i64 %2254
  %2256 = load double, ptr %2255, align 8, !tbaa !9
  %2257 = fmul fast double %2251, %2256
  %2258 = fadd fast double %2257, %2247
  %2259 = add nuw nsw i64 %2246, 1
  %2260 = icmp eq i64 %2259, %390
  br i1 %2260, label %2261, label %2245, !llvm.loop !36

2261:                                             ; preds = %2245
  %2262 = or disjoint i32 %2241, 1
  %2263 = uitofp nneg i32 %2262 to double
  br label %2264

2264:                                             ; preds = %2264, %2261
  %2265 = phi i64 [ %2278, %2264 ], [ 0, %2261 ]
  %2266 = phi double [ %2277, %2264 ], [ %2258, %2261 ]
  %2267 = getelementptr inbounds double, ptr %1982, i64 %2265
  %2268 = load double, ptr %2267, align 8, !tbaa !9
  %2269 = fadd fast double %2268, %2263
  %2270 = call fast double @llvm.sin.f64(double %2269)
  %2271 = trunc nuw nsw i64 %2265 to i32
  %2272 = urem i32 %2271, %252
  %2273 = zext nneg i32 %2272 to i64
  %2274 = getelementptr inbounds double, ptr %1962, i64 %2273
  %2275 = load double, ptr %2274, align 8, !tbaa !9
  %2276 = fmul fast double %2270, %2275
  %2277 = fadd fast double %2276, %2266
  %2278 = add nuw nsw i64 %2265, 1
  %2279 = icmp eq i64 %2278, %390
  br i1 %2279, label %2280, label %2264, !llvm.loop !36

2280:                                             ; preds = %2264
  %2281 = add nuw i32 %2241, 2
  %2282 = add i32 %2243, 2
  %2283 = icmp eq i32 %2282, %501
  br i1 %2283, label %1983, label %2240, !llvm.loop !18

2284:                                             ; preds = %2303, %1971
  %2285 = phi i64 [ 0, %1971 ], [ %2304, %2303 ]
  %2286 = getelementptr inbounds double, ptr %1962, i64 %2285
  %2287 = load double, ptr %2286, align 8, !tbaa !9
  %2288 = fcmp fast ogt double %2287, 0.000000e+00
  br i1 %2288, label %2289, label %2294

2289:                                             ; preds = %2284
  %2290 = fmul fast double %2287, %2287
  %2291 = fadd fast double %2290, 1.000000e+00
  %2292 = call fast double @llvm.sqrt.f64(double %2291)
  %2293 = add nuw nsw i64 %2285, 1
  br label %2303

2294:                                             ; preds = %2284
  %2295 = call fast double @llvm.exp.f64(double %2287)
  %2296 = add nuw nsw i64 %2285, 1
  %2297 = icmp eq i64 %2296, %390
  %2298 = and i64 %2296, 4294967295
  %2299 = select i1 %2297, i64 0, i64 %2298
  %2300 = getelementptr inbounds double, ptr %1962, i64 %2299
  %2301 = load double, ptr %2300, align 8, !tbaa !9
  %2302 = fmul fast double %2301, %2295
  br label %2303

2303:                                             ; preds = %2294, %2289
  %2304 = phi i64 [ %2296, %2294 ], [ %2293, %2289 ]
  %2305 = phi fast double [ %2302, %2294 ], [ %2292, %2289 ]
  %2306 = getelementptr inbounds double, ptr %1982, i64 %2285
  store double %2305, ptr %2306, align 8, !tbaa !9
  %2307 = icmp eq i64 %2304, %390
  br i1 %2307, label %2308, label %2284, !llvm.loop !21

2308:                                             ; preds = %2303
  br i1 %500, label %1983, label %2240

2309:                                             ; preds = %2623, %2651
  %2310 = phi double [ poison, %2651 ], [ %2620, %2623 ]
  %2311 = phi i32 [ 0, %2651 ], [ %2624, %2623 ]
  %2312 = phi double [ 0.000000e+00, %2651 ], [ %2620, %2623 ]
  br i1 %518, label %2331, label %2313

2313:                                             ; preds = %2309
  %2314 = uitofp nneg i32 %2311 to double
  br label %2315

2315:                                             ; preds = %2315, %2313
  %2316 = phi i64 [ %2329, %2315 ], [ 0, %2313 ]
  %2317 = phi double [ %2328, %2315 ], [ %2312, %2313 ]
  %2318 = getelementptr inbounds double, ptr %2239, i64 %2316
  %2319 = load double, ptr %2318, align 8, !tbaa !9
  %2320 = fadd fast double %2319, %2314
  %2321 = call fast double @llvm.sin.f64(double %2320)
  %2322 = trunc nuw nsw i64 %2316 to i32
  %2323 = urem i32 %2322, %252
  %2324 = zext nneg i32 %2323 to i64
  %2325 = getelementptr inbounds double, ptr %1962, i64 %2324
  %2326 = load double, ptr %2325, align 8, !tbaa !9
  %2327 = fmul fast double %2321, %2326
  %2328 = fadd fast double %2327, %2317
  %2329 = add nuw nsw i64 %2316, 1
  %2330 = icmp eq i64 %2329, %390
  br i1 %2330, label %2331, label %2315, !llvm.loop !40

2331:                                             ; preds = %2315, %2309
  %2332 = phi double [ %2310, %2309 ], [ %2328, %2315 ]
  %2333 = load double, ptr %2239, align 8, !tbaa !9
  %2334 = fmul fast double %2333, %2332
  br i1 %520, label %2381, label %2335

2335:                                             ; preds = %2331, %2377
  %2336 = phi i32 [ %2378, %2377 ], [ 0, %2331 ]
  %2337 = phi double [ %2375, %2377 ], [ 0.000000e+00, %2331 ]
  %2338 = phi i32 [ %2379, %2377 ], [ 0, %2331 ]
  %2339 = uitofp nneg i32 %2336 to double
  br label %2340

2340:                                             ; preds = %2340, %2335
  %2341 = phi i64 [ %2348, %2340 ], [ 0, %2335 ]
  %2342 = phi double [ %2355, %2340 ], [ %2337, %2335 ]
  %2343 = getelementptr inbounds double, ptr %2239, i64 %2341
  %2344 = load double, ptr %2343, align 8, !tbaa !9
  %2345 = fmul fast double %2344, 2.000000e+00
  %2346 = fadd fast double %2345, %2339
  %2347 = call fast double @llvm.sin.f64(double %2346)
  %2348 = add nuw nsw i64 %2341, 1
  %2349 = trunc nuw nsw i64 %2348 to i32
  %2350 = urem i32 %2349, %252
  %2351 = zext nneg i32 %2350 to i64
  %2352 = getelementptr inbounds double, ptr %1962, i64 %2351
  %2353 = load double, ptr %2352, align 8, !tbaa !9
  %2354 = fmul fast double %2347, %2353
  %2355 = fadd fast double %2354, %2342
  %2356 = icmp eq i64 %2348, %390
  br i1 %2356, label %2357, label %2340, !llvm.loop !41

2357:                                             ; preds = %2340
  %2358 = or disjoint i32 %2336, 1
  %2359 = uitofp nneg i32 %2358 to double
  br label %2360

2360:                                             ; preds = %2360, %2357
  %2361 = phi i64 [ %2368, %2360 ], [ 0, %2357 ]
  %2362 = phi double [ %2375, %2360 ], [ %2355, %2357 ]
  %2363 = getelementptr inbounds double, ptr %2239, i64 %2361
  %2364 = load double, ptr %2363, align 8, !tbaa !9
  %2365 = fmul fast double %2364, 2.000000e+00
  %2366 = fadd fast double %2365, %2359
  %2367 = call fast double @llvm.sin.f64(double %2366)
  %2368 = add nuw nsw i64 %2361, 1
  %2369 = trunc nuw nsw i64 %2368 to i32
  %2370 = urem i32 %2369, %252
  %2371 = zext nneg i32 %2370 to i64
  %2372 = getelementptr inbounds double, ptr %1962, i64 %2371
  %2373 = load double, ptr %2372, align 8, !tbaa !9
  %2374 = fmul fast double %2367, %2373
  %2375 = fadd fast double %2374, %2362
  %2376 = icmp eq i64 %2368, %390
  br i1 %2376, label %2377, label %2360, !llvm.loop !41

2377:                                             ; preds = %2360
  %2378 = add nuw i32 %2336, 2
  %2379 = add i32 %2338, 2
  %2380 = icmp eq i32 %2379, %521
  br i1 %2380, label %2381, label %2335, !llvm.loop !18

2381:                                             ; preds = %2377, %2331
  %2382 = phi double [ poison, %2331 ], [ %2375, %2377 ]
  %2383 = phi i32 [ 0, %2331 ], [ %2378, %2377 ]
  %2384 = phi double [ 0.000000e+00, %2331 ], [ %2375, %2377 ]
  br i1 %522, label %2404, label %2385

2385:                                             ; preds = %2381
  %2386 = uitofp nneg i32 %2383 to double
  br label %2387

2387:                                             ; preds = %2387, %2385
  %2388 = phi i64 [ %2395, %2387 ], [ 0, %2385 ]
  %2389 = phi double [ %2402, %2387 ], [ %2384, %2385 ]
  %2390 = getelementptr inbounds double, ptr %2239, i64 %2388
  %2391 = load double, ptr %2390, align 8, !tbaa !9
  %2392 = fmul fast double %2391, 2.000000e+00
  %2393 = fadd fast double %2392, %2386
  %2394 = call fast double @llvm.sin.f64(double %2393)
  %2395 = add nuw nsw i64 %2388, 1
  %2396 = trunc nuw nsw i64 %2395 to i32
  %2397 = urem i32 %2396, %252
  %2398 = zext nneg i32 %2397 to i64
  %2399 = getelementptr inbounds double, ptr %1962, i64 %2398
  %2400 = load double, ptr %2399, align 8, !tbaa !9
  %2401 = fmul fast double %2394, %2400
  %2402 = fadd fast double %2401, %2389
  %2403 = icmp eq i64 %2395, %390
  br i1 %2403, label %2404, label %2387, !llvm.loop !41

2404:                                             ; preds = %2387, %2381
  %2405 = phi double [ %2382, %2381 ], [ %2402, %2387 ]
  %2406 = getelementptr inbounds i8, ptr %2239, i64 8
  %2407 = load double, ptr %2406, align 8, !tbaa !9
  %2408 = fmul fast double %2407, %2405
  br i1 %524, label %2457, label %2409

2409:                                             ; preds = %2404, %2453
  %2410 = phi i32 [ %2454, %2453 ], [ 0, %2404 ]
  %2411 = phi double [ %2450, %2453 ], [ 0.000000e+00, %2404 ]
  %2412 = phi i32 [ %2455, %2453 ], [ 0, %2404 ]
  %2413 = uitofp nneg i32 %2410 to double
  br label %2414

2414:                                             ; preds = %2414, %2409
  %2415 = phi i64 [ %2430, %2414 ], [ 0, %2409 ]
  %2416 = phi double [ %2429, %2414 ], [ %2411, %2409 ]
  %2417 = getelementptr inbounds double, ptr %2239, i64 %2415
  %2418 = load double, ptr %2417, align 8, !tbaa !9
  %2419 = fmul fast double %2418, 3.000000e+00
  %2420 = fadd fast double %2419, %2413
  %2421 = call fast double @llvm.sin.f64(double %2420)
  %2422 = trunc i64 %2415 to i32
  %2423 = add i32 %2422, 2
  %2424 = urem i32 %2423, %252
  %2425 = zext nneg i32 %2424 to i64
  %2426 = getelementptr inbounds double, ptr %1962, i64 %2425
  %2427 = load double, ptr %2426, align 8, !tbaa !9
  %2428 = fmul fast double %2421, %2427
  %2429 = fadd fast double %2428, %2416
  %2430 = add nuw nsw i64 %2415, 1
  %2431 = icmp eq i64 %2430, %390
  br i1 %2431, label %2432, label %2414, !llvm.loop !42

2432:                                             ; preds = %2414
  %2433 = or disjoint i32 %2410, 1
  %2434 = uitofp nneg i32 %2433 to double
  br label %2435

2435:                                             ; preds = %2435, %2432
  %2436 = phi i64 [ %2451, %2435 ], [ 0, %2432 ]
  %2437 = phi double [ %2450, %2435 ], [ %2429, %2432 ]
  %2438 = getelementptr inbounds double, ptr %2239, i64 %2436
  %2439 = load double, ptr %2438, align 8, !tbaa !9
  %2440 = fmul fast double %2439, 3.000000e+00
  %2441 = fadd fast double %2440, %2434
  %2442 = call fast double @llvm.sin.f64(double %2441)
  %2443 = trunc i64 %2436 to i32
  %2444 = add i32 %2443, 2
  %2445 = urem i32 %2444, %252
  %2446 = zext nneg i32 %2445 to i64
  %2447 = getelementptr inbounds double, ptr %1962, i64 %2446
  %2448 = load double, ptr %2447, align 8, !tbaa !9
  %2449 = fmul fast double %2442, %2448
  %2450 = fadd fast double %2449, %2437
  %2451 = add nuw nsw i64 %2436, 1
  %2452 = icmp eq i64 %2451, %390
  br i1 %2452, label %2453, label %2435, !llvm.loop !42

2453:                                             ; preds = %2435
  %2454 = add nuw i32 %2410, 2
  %2455 = add i32 %2412, 2
  %2456 = icmp eq i32 %2455, %525
  br i1 %2456, label %2457, label %2409, !llvm.loop !18

2457:                                             ; preds = %2453, %2404
  %2458 = phi double [ poison, %2404 ], [ %2450, %2453 ]
  %2459 = phi i32 [ 0, %2404 ], [ %2454, %2453 ]
  %2460 = phi double [ 0.000000e+00, %2404 ], [ %2450, %2453 ]
  br i1 %526, label %2481, label %2461

2461:                                             ; preds = %2457
  %2462 = uitofp nneg i32 %2459 to double
  br label %2463

2463:                                             ; preds = %2463, %2461
  %2464 = phi i64 [ %2479, %2463 ], [ 0, %2461 ]
  %2465 = phi double [ %2478, %2463 ], [ %2460, %2461 ]
  %2466 = getelementptr inbounds double, ptr %2239, i64 %2464
  %2467 = load double, ptr %2466, align 8, !tbaa !9
  %2468 = fmul fast double %2467, 3.000000e+00
  %2469 = fadd fast double %2468, %2462
  %2470 = call fast double @llvm.sin.f64(double %2469)
  %2471 = trunc i64 %2464 to i32
  %2472 = add i32 %2471, 2
  %2473 = urem i32 %2472, %252
  %2474 = zext nneg i32 %2473 to i64
  %2475 = getelementptr inbounds double, ptr %1962, i64 %2474
  %2476 = load double, ptr %2475, align 8, !tbaa !9
  %2477 = fmul fast double %2470, %2476
  %2478 = fadd fast double %2477, %2465
  %2479 = add nuw nsw i64 %2464, 1
  %2480 = icmp eq i64 %2479, %390
  br i1 %2480, label %2481, label %2463, !llvm.loop !42

2481:                                             ; preds = %2463, %2457
  %2482 = phi double [ %2458, %2457 ], [ %2478, %2463 ]
  %2483 = getelementptr inbounds double, ptr %2239, i64 %402
  %2484 = load double, ptr %2483, align 8, !tbaa !9
  %2485 = fmul fast double %2484, %2482
  br i1 %528, label %2534, label %2486

2486:                                             ; preds = %2481, %2530
  %2487 = phi i32 [ %2531, %2530 ], [ 0, %2481 ]
  %2488 = phi double [ %2527, %2530 ], [ 0.000000e+00, %2481 ]
  %2489 = phi i32 [ %2532, %2530 ], [ 0, %2481 ]
  %2490 = uitofp nneg i32 %2487 to double
  br label %2491

2491:                                             ; preds = %2491, %2486
  %2492 = phi i64 [ %2507, %2491 ], [ 0, %2486 ]
  %2493 = phi double [ %2506, %2491 ], [ %2488, %2486 ]
  %2494 = getelementptr inbounds double, ptr %2239, i64 %2492
  %2495 = load double, ptr %2494, align 8, !tbaa !9
  %2496 = fmul fast double %2495, 4.000000e+00
  %2497 = fadd fast double %2496, %2490
  %2498 = call fast double @llvm.sin.f64(double %2497)
  %2499 = trunc i64 %2492 to i32
  %2500 = add i32 %2499, 3
  %2501 = urem i32 %2500, %252
  %2502 = zext nneg i32 %2501 to i64
  %2503 = getelementptr inbounds double, ptr %1962, i64 %2502
  %2504 = load double, ptr %2503, align 8, !tbaa !9
  %2505 = fmul fast double %2498, %2504
  %2506 = fadd fast double %2505, %2493
  %2507 = add nuw nsw i64 %2492, 1
  %2508 = icmp eq i64 %2507, %390
  br i1 %2508, label %2509, label %2491, !llvm.loop !43

2509:                                             ; preds = %2491
  %2510 = or disjoint i32 %2487, 1
  %2511 = uitofp nneg i32 %2510 to double
  br label %2512

2512:                                             ; preds = %2512, %2509
  %2513 = phi i64 [ %2528, %2512 ], [ 0, %2509 ]
  %2514 = phi double [ %2527, %2512 ], [ %2506, %2509 ]
  %2515 = getelementptr inbounds double, ptr %2239, i64 %2513
  %2516 = load double, ptr %2515, align 8, !tbaa !9
  %2517 = fmul fast double %2516, 4.000000e+00
  %2518 = fadd fast double %2517, %2511
  %2519 = call fast double @llvm.sin.f64(double %2518)
  %2520 = trunc i64 %2513 to i32
  %2521 = add i32 %2520, 3
  %2522 = urem i32 %2521, %252
  %2523 = zext nneg i32 %2522 to i64
  %2524 = getelementptr inbounds double, ptr %1962, i64 %2523
  %2525 = load double, ptr %2524, align 8, !tbaa !9
  %2526 = fmul fast double %2519, %2525
  %2527 = fadd fast double %2526, %2514
  %2528 = add nuw nsw i64 %2513, 1
  %2529 = icmp eq i64 %2528, %390
  br i1 %2529, label %2530, label %2512, !llvm.loop !43

2530:                                             ; preds = %2512
  %2531 = add nuw i32 %2487, 2
  %2532 = add i32 %2489, 2
  %2533 = icmp eq i32 %2532, %529
  br i1 %2533, label %2534, label %2486, !llvm.loop !18

2534:                                             ; preds = %2530, %2481
  %2535 = phi double [ poison, %2481 ], [ %2527, %2530 ]
  %2536 = phi i32 [ 0, %2481 ], [ %2531, %2530 ]
  %2537 = phi double [ 0.000000e+00, %2481 ], [ %2527, %2530 ]
  br i1 %530, label %2558, label %2538

2538:                                             ; preds = %2534
  %2539 = uitofp nneg i32 %2536 to double
  br label %2540

2540:                                             ; preds = %2540, %2538
  %2541 = phi i64 [ %2556, %2540 ], [ 0, %2538 ]
  %2542 = phi double [ %2555, %2540 ], [ %2537, %2538 ]
  %2543 = getelementptr inbounds double, ptr %2239, i64 %2541
  %2544 = load double, ptr %2543, align 8, !tbaa !9
  %2545 = fmul fast double %2544, 4.000000e+00
  %2546 = fadd fast double %2545, %2539
  %2547 = call fast double @llvm.sin.f64(double %2546)
  %2548 = trunc i64 %2541 to i32
  %2549 = add i32 %2548, 3
  %2550 = urem i32 %2549, %252
  %2551 = zext nneg i32 %2550 to i64
  %2552 = getelementptr inbounds double, ptr %1962, i64 %2551
  %2553 = load double, ptr %2552, align 8, !tbaa !9
  %2554 = fmul fast double %2547, %2553
  %2555 = fadd fast double %2554, %2542
  %2556 = add nuw nsw i64 %2541, 1
  %2557 = icmp eq i64 %2556, %390
  br i1 %2557, label %2558, label %2540, !llvm.loop !43

2558:                                             ; preds = %2540, %2534
  %2559 = phi double [ %2535, %2534 ], [ %2555, %2540 ]
  %2560 = getelementptr inbounds double, ptr %2239, i64 %408
  %2561 = load double, ptr %2560, align 8, !tbaa !9
  %2562 = fmul fast double %2561, %2559
  %2563 = fmul fast double %2082, %1965
  %2564 = fmul fast double %2236, %1969
  call void @free(ptr noundef nonnull %2239) #14
  store double %1976, ptr %1975, align 8, !tbaa !9
  %2565 = fmul fast double %2334, %1970
  %2566 = fmul fast double %1965, %2408
  %2567 = fmul fast double %1967, %2485
  %2568 = fadd fast double %2566, %2567
  %2569 = fmul fast double %1969, %2562
  %2570 = fadd fast double %2568, %2569
  %2571 = fsub fast double %2565, %2570
  %2572 = fadd fast double %2563, %2652
  %2573 = fadd fast double %2572, %2653
  %2574 = fadd fast double %2573, %2564
  %2575 = fadd fast double %2574, %2571
  %2576 = fmul fast double %1978, 2.000000e-06
  %2577 = fdiv fast double %2575, %2576
  %2578 = call fast double @llvm.fabs.f64(double %2577)
  %2579 = call fast double @llvm.maxnum.f64(double %2578, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1974, ptr %30, align 8, !tbaa !9
  %2580 = load volatile double, ptr %30, align 8, !tbaa !9
  %2581 = call double @llvm.fabs.f64(double %2580)
  %2582 = fcmp ueq double %2581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2582, label %2667, label %2654

2583:                                             ; preds = %2651, %2623
  %2584 = phi i32 [ %2624, %2623 ], [ 0, %2651 ]
  %2585 = phi double [ %2620, %2623 ], [ 0.000000e+00, %2651 ]
  %2586 = phi i32 [ %2625, %2623 ], [ 0, %2651 ]
  %2587 = uitofp nneg i32 %2584 to double
  br label %2588

2588:                                             ; preds = %2588, %2583
  %2589 = phi i64 [ %2602, %2588 ], [ 0, %2583 ]
  %2590 = phi double [ %2601, %2588 ], [ %2585, %2583 ]
  %2591 = getelementptr inbounds double, ptr %2239, i64 %2589
  %2592 = load double, ptr %2591, align 8, !tbaa !9
  %2593 = fadd fast double %2592, %2587
  %2594 = call fast double @llvm.sin.f64(double %2593)
  %2595 = trunc nuw nsw i64 %2589 to i32
  %2596 = urem i32 %2595, %252
  %2597 = zext nneg i32 %2596 to i64
  %2598 = getelementptr inbounds double, ptr %1962, i64 %2597
  %2599 = load double, ptr %2598, align 8, !tbaa !9
  %2600 = fmul fast double %2594, %2599
  %2601 = fadd fast double %2600, %2590
  %2602 = add nuw nsw i64 %2589, 1
  %2603 = icmp eq i64 %2602, %390
  br i1 %2603, label %2604, label %2588, !llvm.loop !40

2604:                                             ; preds = %2588
  %2605 = or disjoint i32 %2584, 1
  %2606 = uitofp nneg i32 %2605 to double
  br label %2607

2607:                                             ; preds = %2607, %2604
  %2608 = phi i64 [ %2621, %2607 ], [ 0, %2604 ]
  %2609 = phi double [ %2620, %2607 ], [ %2601, %2604 ]
  %2610 = getelementptr inbounds double, ptr %2239, i64 %2608
  %2611 = load double, ptr %2610, align 8, !tbaa !9
  %2612 = fadd fast double %2611, %2606
  %2613 = call fast double @llvm.sin.f64(double %2612)
  %2614 = trunc nuw nsw i64 %2608 to i32
  %2615 = urem i32 %2614, %252
  %2616 = zext nneg i32 %2615 to i64
  %2617 = getelementptr inbounds double, ptr %1962, i64 %2616
  %2618 = load double, ptr %2617, align 8, !tbaa !9
  %2619 = fmul fast double %2613, %2618
  %2620 = fadd fast double %2619, %2609
  %2621 = add nuw nsw i64 %2608, 1
  %2622 = icmp eq i64 %2621, %390
  br i1 %2622, label %2623, label %2607, !llvm.loop !40

2623:                                             ; preds = %2607
  %2624 = add nuw i32 %2584, 2
  %2625 = add i32 %2586, 2
  %2626 = icmp eq i32 %2625, %517
  br i1 %2626, label %2309, label %2583, !llvm.loop !18

2627:                                             ; preds = %2646, %2232
  %2628 = phi i64 [ 0, %2232 ], [ %2647, %2646 ]
  %2629 = getelementptr inbounds double, ptr %1962, i64 %2628
  %2630 = load double, ptr %2629, align 8, !tbaa !9
  %2631 = fcmp fast ogt double %2630, 0.000000e+00
  br i1 %2631, label %2632, label %2637

2632:                                             ; preds = %2627
  %2633 = fmul fast double %2630, %2630
  %2634 = fadd fast double %2633, 1.000000e+00
  %2635 = call fast double @llvm.sqrt.f64(double %2634)
  %2636 = add nuw nsw i64 %2628, 1
  br label %2646

2637:                                             ; preds = %2627
  %2638 = call fast double @llvm.exp.f64(double %2630)
  %2639 = add nuw nsw i64 %2628, 1
  %2640 = icmp eq i64 %2639, %390
  %2641 = and i64 %2639, 4294967295
  %2642 = select i1 %2640, i64 0, i64 %2641
  %2643 = getelementptr inbounds double, ptr %1962, i64 %2642
  %2644 = load double, ptr %2643, align 8, !tbaa !9
  %2645 = fmul fast double %2644, %2638
  br label %2646

2646:                                             ; preds = %2637, %2632
  %2647 = phi i64 [ %2639, %2637 ], [ %2636, %2632 ]
  %2648 = phi fast double [ %2645, %2637 ], [ %2635, %2632 ]
  %2649 = getelementptr inbounds double, ptr %2239, i64 %2628
  store double %2648, ptr %2649, align 8, !tbaa !9
  %2650 = icmp eq i64 %2647, %390
  br i1 %2650, label %2651, label %2627, !llvm.loop !21

2651:                                             ; preds = %2646
  %2652 = fmul fast double %2008, %1963
  %2653 = fmul fast double %2159, %1967
  br i1 %516, label %2309, label %2583

2654:                                             ; preds = %2558
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2577, ptr %29, align 8, !tbaa !9
  %2655 = load volatile double, ptr %29, align 8, !tbaa !9
  %2656 = call double @llvm.fabs.f64(double %2655)
  %2657 = fcmp ueq double %2656, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2657, label %2667, label %2658

2658:                                             ; preds = %2654
  %2659 = fsub fast double %1974, %2577
  %2660 = call fast double @llvm.fabs.f64(double %2659)
  %2661 = fmul fast double %2579, 0x3EB0C6F7A0B5ED8D
  %2662 = fcmp fast ole double %2660, %2661
  %2663 = freeze i1 %2662
  br i1 %2663, label %2664, label %2667

2664:                                             ; preds = %2658
  %2665 = trunc nuw nsw i64 %1972 to i32
  %2666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %2665, double noundef nofpclass(nan inf) %1974, double noundef nofpclass(nan inf) %2577, ptr noundef nonnull @.str.18)
  br label %2672

2667:                                             ; preds = %2658, %2654, %2558
  %2668 = trunc nuw nsw i64 %1972 to i32
  %2669 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %2668, double noundef nofpclass(nan inf) %1974, double noundef nofpclass(nan inf) %2577, ptr noundef nonnull @.str.19)
  %2670 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2671 = add nsw i32 %2670, 1
  store i32 %2671, ptr @n_fail, align 4, !tbaa !11
  br label %2672

2672:                                             ; preds = %2667, %2664
  %2673 = add nuw nsw i64 %1972, 1
  %2674 = icmp eq i64 %2673, %390
  br i1 %2674, label %2675, label %1971, !llvm.loop !26

2675:                                             ; preds = %2672
  call void @free(ptr noundef nonnull %1962) #14
  br i1 %1959, label %1958, label %2713, !llvm.loop !44

2676:                                             ; preds = %2735
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %42, i8 0, i64 168, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2677 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2678 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2679 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %2680 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2681 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fc, i32 noundef %2677, i32 noundef 3, i32 noundef %2678, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %188, ptr noundef nonnull %189, i32 noundef %2679, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %190, ptr noundef nonnull %191, i32 noundef %2680, i32 noundef %252) #14
  %2682 = load i32, ptr @calls, align 4, !tbaa !11
  %2683 = freeze i32 %2682
  %2684 = sitofp i32 %2683 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2684, ptr %28, align 8, !tbaa !9
  %2685 = load volatile double, ptr %28, align 8, !tbaa !9
  %2686 = call double @llvm.fabs.f64(double %2685)
  %2687 = fcmp ueq double %2686, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2687, label %2698, label %2688

2688:                                             ; preds = %2676
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 1.000000e+00, ptr %27, align 8, !tbaa !9
  %2689 = load volatile double, ptr %27, align 8, !tbaa !9
  %2690 = call double @llvm.fabs.f64(double %2689)
  %2691 = fcmp one double %2690, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %2692 = fadd reassoc nsz arcp contract afn double %2684, -1.000000e+00
  %2693 = fcmp reassoc nsz arcp contract afn oeq double %2692, 0.000000e+00
  %2694 = and i1 %2693, %2691
  br i1 %2694, label %2695, label %2698

2695:                                             ; preds = %2688
  %2696 = trunc nuw nsw i64 %250 to i32
  %2697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2696, double noundef nofpclass(nan inf) %2684, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2703

2698:                                             ; preds = %2688, %2676
  %2699 = trunc nuw nsw i64 %250 to i32
  %2700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2699, double noundef nofpclass(nan inf) %2684, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %2701 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2702 = add nsw i32 %2701, 1
  store i32 %2702, ptr @n_fail, align 4, !tbaa !11
  br label %2703

2703:                                             ; preds = %2695, %2698
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %46, ptr noundef nonnull align 16 dereferenceable(96) %41, i64 96, i1 false)
  %2704 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2705 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2706 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %2707 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fc, i32 noundef %2704, i32 noundef 3, i32 noundef %2705, ptr noundef nonnull %39, ptr noundef nonnull %42, ptr noundef nonnull %188, ptr noundef nonnull %189, i32 noundef %2706, ptr noundef nonnull %44, ptr noundef nonnull %46, ptr noundef nonnull %190, ptr noundef nonnull %191, i32 noundef %2707, i32 noundef %252, ptr noundef %2681) #14
  %2708 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2708, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  %2709 = load double, ptr %41, align 16
  %2710 = load double, ptr %130, align 8
  %2711 = load double, ptr %131, align 16
  %2712 = load double, ptr %132, align 8
  br label %2885

2713:                                             ; preds = %2675, %2735
  %2714 = phi i64 [ %2736, %2735 ], [ 0, %2675 ]
  %2715 = getelementptr inbounds [7 x double], ptr %189, i64 0, i64 %2714
  %2716 = load double, ptr %2715, align 8, !tbaa !9
  %2717 = freeze double %2716
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2717, ptr %26, align 8, !tbaa !9
  %2718 = load volatile double, ptr %26, align 8, !tbaa !9
  %2719 = call double @llvm.fabs.f64(double %2718)
  %2720 = fcmp ueq double %2719, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2720, label %2730, label %2721

2721:                                             ; preds = %2713
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 0.000000e+00, ptr %25, align 8, !tbaa !9
  %2722 = load volatile double, ptr %25, align 8, !tbaa !9
  %2723 = call double @llvm.fabs.f64(double %2722)
  %2724 = fcmp one double %2723, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %2725 = fcmp reassoc nsz arcp contract afn oeq double %2717, 0.000000e+00
  %2726 = and i1 %2725, %2724
  br i1 %2726, label %2727, label %2730

2727:                                             ; preds = %2721
  %2728 = trunc nuw nsw i64 %2714 to i32
  %2729 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %2728, double noundef nofpclass(nan inf) %2717, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %2735

2730:                                             ; preds = %2721, %2713
  %2731 = trunc nuw nsw i64 %2714 to i32
  %2732 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %2731, double noundef nofpclass(nan inf) %2717, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.19)
  %2733 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2734 = add nsw i32 %2733, 1
  store i32 %2734, ptr @n_fail, align 4, !tbaa !11
  br label %2735

2735:                                             ; preds = %2727, %2730
  %2736 = add nuw nsw i64 %2714, 1
  %2737 = icmp eq i64 %2736, %386
  br i1 %2737, label %2676, label %2713, !llvm.loop !45

2738:                                             ; preds = %3083
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double 1.000000e+00, ptr %23, align 8, !tbaa !9
  %2739 = load volatile double, ptr %23, align 8, !tbaa !9
  %2740 = call double @llvm.fabs.f64(double %2739)
  %2741 = fcmp one double %2740, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  %2742 = fadd reassoc nsz arcp contract afn double %3091, -1.000000e+00
  %2743 = fcmp reassoc nsz arcp contract afn oeq double %2742, 0.000000e+00
  %2744 = and i1 %2743, %2741
  br i1 %2744, label %2745, label %2748

2745:                                             ; preds = %2738
  %2746 = trunc nuw nsw i64 %250 to i32
  %2747 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2746, double noundef nofpclass(nan inf) %3091, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2753

2748:                                             ; preds = %2738, %3083
  %2749 = trunc nuw nsw i64 %250 to i32
  %2750 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2749, double noundef nofpclass(nan inf) %3091, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %2751 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2752 = add nsw i32 %2751, 1
  store i32 %2752, ptr @n_fail, align 4, !tbaa !11
  br label %2753

2753:                                             ; preds = %2745, %2748
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %2754 = load i64, ptr @rng_state, align 8, !tbaa !5
  %2755 = mul i64 %2754, 6364136223846793005
  %2756 = add i64 %2755, 1442695040888963407
  %2757 = mul i64 %2756, 6364136223846793005
  %2758 = add i64 %2757, 1442695040888963407
  %2759 = mul i64 %2758, 6364136223846793005
  %2760 = add i64 %2759, 1442695040888963407
  %2761 = mul i64 %2760, 6364136223846793005
  %2762 = add i64 %2761, 1442695040888963407
  %2763 = insertelement <4 x i64> poison, i64 %2756, i64 0
  %2764 = insertelement <4 x i64> %2763, i64 %2758, i64 1
  %2765 = insertelement <4 x i64> %2764, i64 %2760, i64 2
  %2766 = insertelement <4 x i64> %2765, i64 %2762, i64 3
  %2767 = lshr <4 x i64> %2766, <i64 11, i64 11, i64 11, i64 11>
  %2768 = uitofp nneg <4 x i64> %2767 to <4 x double>
  %2769 = fmul fast <4 x double> %2768, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %2770 = fadd fast <4 x double> %2769, <double -5.000000e-01, double -5.000000e-01, double -5.000000e-01, double -5.000000e-01>
  store <4 x double> %2770, ptr %50, align 16, !tbaa !9
  %2771 = mul i64 %2762, 6364136223846793005
  %2772 = add i64 %2771, 1442695040888963407
  %2773 = mul i64 %2772, 6364136223846793005
  %2774 = add i64 %2773, 1442695040888963407
  %2775 = insertelement <2 x i64> poison, i64 %2772, i64 0
  %2776 = insertelement <2 x i64> %2775, i64 %2774, i64 1
  %2777 = lshr <2 x i64> %2776, <i64 11, i64 11>
  %2778 = uitofp nneg <2 x i64> %2777 to <2 x double>
  %2779 = fmul fast <2 x double> %2778, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %2780 = fadd fast <2 x double> %2779, <double -5.000000e-01, double -5.000000e-01>
  store <2 x double> %2780, ptr %216, align 16, !tbaa !9
  %2781 = mul i64 %2774, 6364136223846793005
  %2782 = add i64 %2781, 1442695040888963407
  %2783 = lshr i64 %2782, 11
  %2784 = uitofp nneg i64 %2783 to double
  %2785 = fmul fast double %2784, 0x3CA0000000000000
  %2786 = fadd fast double %2785, -5.000000e-01
  store double %2786, ptr %217, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %51, i8 0, i64 168, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %52, i8 0, i64 168, i1 false)
  %2787 = mul i64 %2782, 6364136223846793005
  %2788 = add i64 %2787, 1442695040888963407
  %2789 = mul i64 %2788, 6364136223846793005
  %2790 = add i64 %2789, 1442695040888963407
  %2791 = mul i64 %2790, 6364136223846793005
  %2792 = add i64 %2791, 1442695040888963407
  %2793 = mul i64 %2792, 6364136223846793005
  %2794 = add i64 %2793, 1442695040888963407
  %2795 = insertelement <4 x i64> poison, i64 %2788, i64 0
  %2796 = insertelement <4 x i64> %2795, i64 %2790, i64 1
  %2797 = insertelement <4 x i64> %2796, i64 %2792, i64 2
  %2798 = insertelement <4 x i64> %2797, i64 %2794, i64 3
  %2799 = lshr <4 x i64> %2798, <i64 11, i64 11, i64 11, i64 11>
  %2800 = uitofp nneg <4 x i64> %2799 to <4 x double>
  %2801 = fmul fast <4 x double> %2800, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2802 = fadd fast <4 x double> %2801, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2802, ptr %53, align 16, !tbaa !9
  %2803 = mul i64 %2794, 6364136223846793005
  %2804 = add i64 %2803, 1442695040888963407
  %2805 = mul i64 %2804, 6364136223846793005
  %2806 = add i64 %2805, 1442695040888963407
  %2807 = mul i64 %2806, 6364136223846793005
  %2808 = add i64 %2807, 1442695040888963407
  %2809 = mul i64 %2808, 6364136223846793005
  %2810 = add i64 %2809, 1442695040888963407
  %2811 = insertelement <4 x i64> poison, i64 %2804, i64 0
  %2812 = insertelement <4 x i64> %2811, i64 %2806, i64 1
  %2813 = insertelement <4 x i64> %2812, i64 %2808, i64 2
  %2814 = insertelement <4 x i64> %2813, i64 %2810, i64 3
  %2815 = lshr <4 x i64> %2814, <i64 11, i64 11, i64 11, i64 11>
  %2816 = uitofp nneg <4 x i64> %2815 to <4 x double>
  %2817 = fmul fast <4 x double> %2816, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2818 = fadd fast <4 x double> %2817, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2818, ptr %218, align 16, !tbaa !9
  %2819 = mul i64 %2810, 6364136223846793005
  %2820 = add i64 %2819, 1442695040888963407
  %2821 = mul i64 %2820, 6364136223846793005
  %2822 = add i64 %2821, 1442695040888963407
  %2823 = mul i64 %2822, 6364136223846793005
  %2824 = add i64 %2823, 1442695040888963407
  %2825 = mul i64 %2824, 6364136223846793005
  %2826 = add i64 %2825, 1442695040888963407
  %2827 = insertelement <4 x i64> poison, i64 %2820, i64 0
  %2828 = insertelement <4 x i64> %2827, i64 %2822, i64 1
  %2829 = insertelement <4 x i64> %2828, i64 %2824, i64 2
  %2830 = insertelement <4 x i64> %2829, i64 %2826, i64 3
  %2831 = lshr <4 x i64> %2830, <i64 11, i64 11, i64 11, i64 11>
  %2832 = uitofp nneg <4 x i64> %2831 to <4 x double>
  %2833 = fmul fast <4 x double> %2832, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2834 = fadd fast <4 x double> %2833, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2834, ptr %219, align 16, !tbaa !9
  %2835 = mul i64 %2826, 6364136223846793005
  %2836 = add i64 %2835, 1442695040888963407
  %2837 = mul i64 %2836, 6364136223846793005
  %2838 = add i64 %2837, 1442695040888963407
  %2839 = mul i64 %2838, 6364136223846793005
  %2840 = add i64 %2839, 1442695040888963407
  %2841 = mul i64 %2840, 6364136223846793005
  %2842 = add i64 %2841, 1442695040888963407
  %2843 = insertelement <4 x i64> poison, i64 %2836, i64 0
  %2844 = insertelement <4 x i64> %2843, i64 %2838, i64 1
  %2845 = insertelement <4 x i64> %2844, i64 %2840, i64 2
  %2846 = insertelement <4 x i64> %2845, i64 %2842, i64 3
  %2847 = lshr <4 x i64> %2846, <i64 11, i64 11, i64 11, i64 11>
  %2848 = uitofp nneg <4 x i64> %2847 to <4 x double>
  %2849 = fmul fast <4 x double> %2848, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2850 = fadd fast <4 x double> %2849, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2850, ptr %220, align 16, !tbaa !9
  %2851 = mul i64 %2842, 6364136223846793005
  %2852 = add i64 %2851, 1442695040888963407
  %2853 = mul i64 %2852, 6364136223846793005
  %2854 = add i64 %2853, 1442695040888963407
  %2855 = mul i64 %2854, 6364136223846793005
  %2856 = add i64 %2855, 1442695040888963407
  %2857 = mul i64 %2856, 6364136223846793005
  %2858 = add i64 %2857, 1442695040888963407
  %2859 = insertelement <4 x i64> poison, i64 %2852, i64 0
  %2860 = insertelement <4 x i64> %2859, i64 %2854, i64 1
  %2861 = insertelement <4 x i64> %2860, i64 %2856, i64 2
  %2862 = insertelement <4 x i64> %2861, i64 %2858, i64 3
  %2863 = lshr <4 x i64> %2862, <i64 11, i64 11, i64 11, i64 11>
  %2864 = uitofp nneg <4 x i64> %2863 to <4 x double>
  %2865 = fmul fast <4 x double> %2864, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2866 = fadd fast <4 x double> %2865, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2866, ptr %221, align 16, !tbaa !9
  %2867 = mul i64 %2858, 6364136223846793005
  %2868 = add i64 %2867, 1442695040888963407
  %2869 = lshr i64 %2868, 11
  %2870 = uitofp nneg i64 %2869 to double
  %2871 = fmul fast double %2870, 0x3CB0000000000000
  %2872 = fadd fast double %2871, -1.000000e+00
  store double %2872, ptr %222, align 16, !tbaa !9
  store i64 %2868, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2873 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2874 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %2875 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %2876 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2877 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2878 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fin, i32 noundef %2873, i32 noundef 3, i32 noundef %2874, i64 noundef %3088, i32 noundef %2875, ptr noundef nonnull %54, i32 noundef %2876, ptr noundef nonnull %49, ptr noundef nonnull %51, ptr noundef nonnull %202, ptr noundef nonnull %203, i32 noundef %2876, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %2877, i32 noundef %252) #14
  %2879 = load i32, ptr @calls, align 4, !tbaa !11
  %2880 = freeze i32 %2879
  %2881 = sitofp i32 %2880 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2881, ptr %20, align 8, !tbaa !9
  %2882 = load volatile double, ptr %20, align 8, !tbaa !9
  %2883 = call double @llvm.fabs.f64(double %2882)
  %2884 = fcmp ueq double %2883, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2884, label %3105, label %3095

2885:                                             ; preds = %2944, %2703
  %2886 = phi i64 [ 0, %2703 ], [ %2945, %2944 ]
  %2887 = getelementptr inbounds double, ptr %42, i64 %2886
  %2888 = load double, ptr %2887, align 8, !tbaa !9
  %2889 = getelementptr inbounds double, ptr %2708, i64 %2886
  %2890 = load double, ptr %2889, align 8, !tbaa !9
  %2891 = call fast double @llvm.fabs.f64(double %2890)
  %2892 = call fast double @llvm.maxnum.f64(double %2891, double 1.000000e+00)
  %2893 = fmul fast double %2892, 0x3EB0C6F7A0B5ED8D
  %2894 = fadd fast double %2893, %2890
  %2895 = fsub fast double %2890, %2893
  store double %2894, ptr %2889, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %2708, ptr noundef nonnull %5, i32 noundef %252)
  %2896 = load double, ptr %5, align 16, !tbaa !9
  %2897 = fmul fast double %2896, %2709
  %2898 = load double, ptr %196, align 8, !tbaa !9
  %2899 = fmul fast double %2898, %2710
  %2900 = load double, ptr %197, align 16, !tbaa !9
  %2901 = fmul fast double %2900, %2711
  %2902 = load double, ptr %198, align 8, !tbaa !9
  %2903 = fmul fast double %2902, %2712
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %2895, ptr %2889, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %2708, ptr noundef nonnull %6, i32 noundef %252)
  %2904 = load double, ptr %6, align 16, !tbaa !9
  %2905 = load double, ptr %199, align 8, !tbaa !9
  %2906 = load double, ptr %200, align 16, !tbaa !9
  %2907 = load double, ptr %201, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %2890, ptr %2889, align 8, !tbaa !9
  %2908 = fmul fast double %2904, %2709
  %2909 = fmul fast double %2905, %2710
  %2910 = fmul fast double %2906, %2711
  %2911 = fmul fast double %2907, %2712
  %2912 = fadd fast double %2909, %2908
  %2913 = fadd fast double %2912, %2910
  %2914 = fadd fast double %2913, %2911
  %2915 = fadd fast double %2899, %2897
  %2916 = fadd fast double %2915, %2901
  %2917 = fadd fast double %2916, %2903
  %2918 = fsub fast double %2917, %2914
  %2919 = fmul fast double %2892, 2.000000e-06
  %2920 = fdiv fast double %2918, %2919
  %2921 = call fast double @llvm.fabs.f64(double %2920)
  %2922 = call fast double @llvm.maxnum.f64(double %2921, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2888, ptr %22, align 8, !tbaa !9
  %2923 = load volatile double, ptr %22, align 8, !tbaa !9
  %2924 = call double @llvm.fabs.f64(double %2923)
  %2925 = fcmp ueq double %2924, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2925, label %2939, label %2926

2926:                                             ; preds = %2885
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2920, ptr %21, align 8, !tbaa !9
  %2927 = load volatile double, ptr %21, align 8, !tbaa !9
  %2928 = call double @llvm.fabs.f64(double %2927)
  %2929 = fcmp ueq double %2928, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2929, label %2939, label %2930

2930:                                             ; preds = %2926
  %2931 = fsub fast double %2888, %2920
  %2932 = call fast double @llvm.fabs.f64(double %2931)
  %2933 = fmul fast double %2922, 0x3EB0C6F7A0B5ED8D
  %2934 = fcmp fast ole double %2932, %2933
  %2935 = freeze i1 %2934
  br i1 %2935, label %2936, label %2939

2936:                                             ; preds = %2930
  %2937 = trunc nuw nsw i64 %2886 to i32
  %2938 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2937, double noundef nofpclass(nan inf) %2888, double noundef nofpclass(nan inf) %2920, ptr noundef nonnull @.str.18)
  br label %2944

2939:                                             ; preds = %2930, %2926, %2885
  %2940 = trunc nuw nsw i64 %2886 to i32
  %2941 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2940, double noundef nofpclass(nan inf) %2888, double noundef nofpclass(nan inf) %2920, ptr noundef nonnull @.str.19)
  %2942 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2943 = add nsw i32 %2942, 1
  store i32 %2943, ptr @n_fail, align 4, !tbaa !11
  br label %2944

2944:                                             ; preds = %2939, %2936
  %2945 = add nuw nsw i64 %2886, 1
  %2946 = icmp eq i64 %2945, %390
  br i1 %2946, label %2947, label %2885, !llvm.loop !26

2947:                                             ; preds = %2944
  call void @free(ptr noundef nonnull %2708) #14
  %2948 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2948, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  %2949 = load double, ptr %148, align 16
  %2950 = load double, ptr %150, align 8
  %2951 = load double, ptr %151, align 16
  %2952 = load double, ptr %152, align 8
  br label %2953

2953:                                             ; preds = %3012, %2947
  %2954 = phi i64 [ 0, %2947 ], [ %3013, %3012 ]
  %2955 = getelementptr inbounds double, ptr %188, i64 %2954
  %2956 = load double, ptr %2955, align 8, !tbaa !9
  %2957 = getelementptr inbounds double, ptr %2948, i64 %2954
  %2958 = load double, ptr %2957, align 8, !tbaa !9
  %2959 = call fast double @llvm.fabs.f64(double %2958)
  %2960 = call fast double @llvm.maxnum.f64(double %2959, double 1.000000e+00)
  %2961 = fmul fast double %2960, 0x3EB0C6F7A0B5ED8D
  %2962 = fadd fast double %2961, %2958
  %2963 = fsub fast double %2958, %2961
  store double %2962, ptr %2957, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %2948, ptr noundef nonnull %5, i32 noundef %252)
  %2964 = load double, ptr %5, align 16, !tbaa !9
  %2965 = fmul fast double %2964, %2949
  %2966 = load double, ptr %196, align 8, !tbaa !9
  %2967 = fmul fast double %2966, %2950
  %2968 = load double, ptr %197, align 16, !tbaa !9
  %2969 = fmul fast double %2968, %2951
  %2970 = load double, ptr %198, align 8, !tbaa !9
  %2971 = fmul fast double %2970, %2952
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %2963, ptr %2957, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %2948, ptr noundef nonnull %6, i32 noundef %252)
  %2972 = load double, ptr %6, align 16, !tbaa !9
  %2973 = load double, ptr %199, align 8, !tbaa !9
  %2974 = load double, ptr %200, align 16, !tbaa !9
  %2975 = load double, ptr %201, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %2958, ptr %2957, align 8, !tbaa !9
  %2976 = fmul fast double %2972, %2949
  %2977 = fmul fast double %2973, %2950
  %2978 = fmul fast double %2974, %2951
  %2979 = fmul fast double %2975, %2952
  %2980 = fadd fast double %2977, %2976
  %2981 = fadd fast double %2980, %2978
  %2982 = fadd fast double %2981, %2979
  %2983 = fadd fast double %2967, %2965
  %2984 = fadd fast double %2983, %2969
  %2985 = fadd fast double %2984, %2971
  %2986 = fsub fast double %2985, %2982
  %2987 = fmul fast double %2960, 2.000000e-06
  %2988 = fdiv fast double %2986, %2987
  %2989 = call fast double @llvm.fabs.f64(double %2988)
  %2990 = call fast double @llvm.maxnum.f64(double %2989, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2956, ptr %22, align 8, !tbaa !9
  %2991 = load volatile double, ptr %22, align 8, !tbaa !9
  %2992 = call double @llvm.fabs.f64(double %2991)
  %2993 = fcmp ueq double %2992, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2993, label %3007, label %2994

2994:                                             ; preds = %2953
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2988, ptr %21, align 8, !tbaa !9
  %2995 = load volatile double, ptr %21, align 8, !tbaa !9
  %2996 = call double @llvm.fabs.f64(double %2995)
  %2997 = fcmp ueq double %2996, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2997, label %3007, label %2998

2998:                                             ; preds = %2994
  %2999 = fsub fast double %2956, %2988
  %3000 = call fast double @llvm.fabs.f64(double %2999)
  %3001 = fmul fast double %2990, 0x3EB0C6F7A0B5ED8D
  %3002 = fcmp fast ole double %3000, %3001
  %3003 = freeze i1 %3002
  br i1 %3003, label %3004, label %3007

3004:                                             ; preds = %2998
  %3005 = trunc nuw nsw i64 %2954 to i32
  %3006 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %3005, double noundef nofpclass(nan inf) %2956, double noundef nofpclass(nan inf) %2988, ptr noundef nonnull @.str.18)
  br label %3012

3007:                                             ; preds = %2998, %2994, %2953
  %3008 = trunc nuw nsw i64 %2954 to i32
  %3009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %3008, double noundef nofpclass(nan inf) %2956, double noundef nofpclass(nan inf) %2988, ptr noundef nonnull @.str.19)
  %3010 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3011 = add nsw i32 %3010, 1
  store i32 %3011, ptr @n_fail, align 4, !tbaa !11
  br label %3012

3012:                                             ; preds = %3007, %3004
  %3013 = add nuw nsw i64 %2954, 1
  %3014 = icmp eq i64 %3013, %390
  br i1 %3014, label %3015, label %2953, !llvm.loop !26

3015:                                             ; preds = %3012
  call void @free(ptr noundef nonnull %2948) #14
  %3016 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3016, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  %3017 = load double, ptr %168, align 16
  %3018 = load double, ptr %170, align 8
  %3019 = load double, ptr %171, align 16
  %3020 = load double, ptr %172, align 8
  br label %3021

3021:                                             ; preds = %3080, %3015
  %3022 = phi i64 [ 0, %3015 ], [ %3081, %3080 ]
  %3023 = getelementptr inbounds double, ptr %189, i64 %3022
  %3024 = load double, ptr %3023, align 8, !tbaa !9
  %3025 = getelementptr inbounds double, ptr %3016, i64 %3022
  %3026 = load double, ptr %3025, align 8, !tbaa !9
  %3027 = call fast double @llvm.fabs.f64(double %3026)
  %3028 = call fast double @llvm.maxnum.f64(double %3027, double 1.000000e+00)
  %3029 = fmul fast double %3028, 0x3EB0C6F7A0B5ED8D
  %3030 = fadd fast double %3029, %3026
  %3031 = fsub fast double %3026, %3029
  store double %3030, ptr %3025, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @fc(ptr noundef readonly %3016, ptr noundef nonnull %5, i32 noundef %252)
  %3032 = load double, ptr %5, align 16, !tbaa !9
  %3033 = fmul fast double %3032, %3017
  %3034 = load double, ptr %196, align 8, !tbaa !9
  %3035 = fmul fast double %3034, %3018
  %3036 = load double, ptr %197, align 16, !tbaa !9
  %3037 = fmul fast double %3036, %3019
  %3038 = load double, ptr %198, align 8, !tbaa !9
  %3039 = fmul fast double %3038, %3020
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  store double %3031, ptr %3025, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @fc(ptr noundef readonly %3016, ptr noundef nonnull %6, i32 noundef %252)
  %3040 = load double, ptr %6, align 16, !tbaa !9
  %3041 = load double, ptr %199, align 8, !tbaa !9
  %3042 = load double, ptr %200, align 16, !tbaa !9
  %3043 = load double, ptr %201, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  store double %3026, ptr %3025, align 8, !tbaa !9
  %3044 = fmul fast double %3040, %3017
  %3045 = fmul fast double %3041, %3018
  %3046 = fmul fast double %3042, %3019
  %3047 = fmul fast double %3043, %3020
  %3048 = fadd fast double %3045, %3044
  %3049 = fadd fast double %3048, %3046
  %3050 = fadd fast double %3049, %3047
  %3051 = fadd fast double %3035, %3033
  %3052 = fadd fast double %3051, %3037
  %3053 = fadd fast double %3052, %3039
  %3054 = fsub fast double %3053, %3050
  %3055 = fmul fast double %3028, 2.000000e-06
  %3056 = fdiv fast double %3054, %3055
  %3057 = call fast double @llvm.fabs.f64(double %3056)
  %3058 = call fast double @llvm.maxnum.f64(double %3057, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %3024, ptr %22, align 8, !tbaa !9
  %3059 = load volatile double, ptr %22, align 8, !tbaa !9
  %3060 = call double @llvm.fabs.f64(double %3059)
  %3061 = fcmp ueq double %3060, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %3061, label %3075, label %3062

3062:                                             ; preds = %3021
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %3056, ptr %21, align 8, !tbaa !9
  %3063 = load volatile double, ptr %21, align 8, !tbaa !9
  %3064 = call double @llvm.fabs.f64(double %3063)
  %3065 = fcmp ueq double %3064, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %3065, label %3075, label %3066

3066:                                             ; preds = %3062
  %3067 = fsub fast double %3024, %3056
  %3068 = call fast double @llvm.fabs.f64(double %3067)
  %3069 = fmul fast double %3058, 0x3EB0C6F7A0B5ED8D
  %3070 = fcmp fast ole double %3068, %3069
  %3071 = freeze i1 %3070
  br i1 %3071, label %3072, label %3075

3072:                                             ; preds = %3066
  %3073 = trunc nuw nsw i64 %3022 to i32
  %3074 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %3073, double noundef nofpclass(nan inf) %3024, double noundef nofpclass(nan inf) %3056, ptr noundef nonnull @.str.18)
  br label %3080

3075:                                             ; preds = %3066, %3062, %3021
  %3076 = trunc nuw nsw i64 %3022 to i32
  %3077 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %3076, double noundef nofpclass(nan inf) %3024, double noundef nofpclass(nan inf) %3056, ptr noundef nonnull @.str.19)
  %3078 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3079 = add nsw i32 %3078, 1
  store i32 %3079, ptr @n_fail, align 4, !tbaa !11
  br label %3080

3080:                                             ; preds = %3075, %3072
  %3081 = add nuw nsw i64 %3022, 1
  %3082 = icmp eq i64 %3081, %390
  br i1 %3082, label %3083, label %3021, !llvm.loop !26

3083:                                             ; preds = %3080
  call void @free(ptr noundef nonnull %3016) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %51) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %52) #14
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %53) #14
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %54) #14
  %3084 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %3085 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %3086 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %3087 = call i64 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @fin, i32 noundef %3084, i32 noundef 3, i32 noundef %3085, i32 noundef %3085, i32 noundef %3086) #14
  %3088 = freeze i64 %3087
  %3089 = add i64 %3088, -1
  %3090 = icmp ult i64 %3089, 16384
  %3091 = uitofp i1 %3090 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %3091, ptr %24, align 8, !tbaa !9
  %3092 = load volatile double, ptr %24, align 8, !tbaa !9
  %3093 = call double @llvm.fabs.f64(double %3092)
  %3094 = fcmp ueq double %3093, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %3094, label %2748, label %2738

3095:                                             ; preds = %2753
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !9
  %3096 = load volatile double, ptr %19, align 8, !tbaa !9
  %3097 = call double @llvm.fabs.f64(double %3096)
  %3098 = fcmp one double %3097, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %3099 = fadd reassoc nsz arcp contract afn double %2881, -1.000000e+00
  %3100 = fcmp reassoc nsz arcp contract afn oeq double %3099, 0.000000e+00
  %3101 = and i1 %3100, %3098
  br i1 %3101, label %3102, label %3105

3102:                                             ; preds = %3095
  %3103 = trunc nuw nsw i64 %250 to i32
  %3104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %3103, double noundef nofpclass(nan inf) %2881, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %3110

3105:                                             ; preds = %3095, %2753
  %3106 = trunc nuw nsw i64 %250 to i32
  %3107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %3106, double noundef nofpclass(nan inf) %2881, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %3108 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3109 = add nsw i32 %3108, 1
  store i32 %3109, ptr @n_fail, align 4, !tbaa !11
  br label %3110

3110:                                             ; preds = %3102, %3105
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %55, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %3111 = load i32, ptr @calls, align 4, !tbaa !11
  %3112 = add nsw i32 %3111, 1
  store i32 %3112, ptr @calls, align 4, !tbaa !11
  %3113 = load double, ptr %55, align 16, !tbaa !9
  %3114 = add nsw i64 %390, -1
  %3115 = add nsw i64 %390, -2
  %3116 = and i64 %3114, 3
  %3117 = icmp ult i64 %3115, 3
  br i1 %3117, label %3169, label %3118

3118:                                             ; preds = %3110
  %3119 = and i64 %3114, -4
  br label %3120

3120:                                             ; preds = %3120, %3118
  %3121 = phi double [ %3113, %3118 ], [ %3165, %3120 ]
  %3122 = phi i64 [ 1, %3118 ], [ %3166, %3120 ]
  %3123 = phi i64 [ 0, %3118 ], [ %3167, %3120 ]
  %3124 = getelementptr inbounds double, ptr %55, i64 %3122
  %3125 = load double, ptr %3124, align 8, !tbaa !9
  %3126 = getelementptr double, ptr %206, i64 %3122
  %3127 = load double, ptr %3126, align 8, !tbaa !9
  %3128 = fadd fast double %3127, %3121
  %3129 = call fast double @llvm.cos.f64(double %3128)
  %3130 = fmul fast double %3129, %3125
  %3131 = fmul fast double %3121, %3121
  %3132 = fmul fast double %3131, 1.000000e-01
  %3133 = fadd fast double %3130, %3132
  store double %3133, ptr %3124, align 8, !tbaa !9
  %3134 = getelementptr inbounds double, ptr %227, i64 %3122
  %3135 = load double, ptr %3134, align 8, !tbaa !9
  %3136 = getelementptr double, ptr %50, i64 %3122
  %3137 = load double, ptr %3136, align 8, !tbaa !9
  %3138 = fadd fast double %3137, %3133
  %3139 = call fast double @llvm.cos.f64(double %3138)
  %3140 = fmul fast double %3139, %3135
  %3141 = fmul fast double %3133, %3133
  %3142 = fmul fast double %3141, 1.000000e-01
  %3143 = fadd fast double %3140, %3142
  store double %3143, ptr %3134, align 8, !tbaa !9
  %3144 = add nuw nsw i64 %3122, 2
  %3145 = getelementptr inbounds double, ptr %55, i64 %3144
  %3146 = load double, ptr %3145, align 8, !tbaa !9
  %3147 = getelementptr double, ptr %206, i64 %3144
  %3148 = load double, ptr %3147, align 8, !tbaa !9
  %3149 = fadd fast double %3148, %3143
  %3150 = call fast double @llvm.cos.f64(double %3149)
  %3151 = fmul fast double %3150, %3146
  %3152 = fmul fast double %3143, %3143
  %3153 = fmul fast double %3152, 1.000000e-01
  %3154 = fadd fast double %3151, %3153
  store double %3154, ptr %3145, align 8, !tbaa !9
  %3155 = add nuw nsw i64 %3122, 3
  %3156 = getelementptr inbounds double, ptr %55, i64 %3155
  %3157 = load double, ptr %3156, align 8, !tbaa !9
  %3158 = getelementptr double, ptr %206, i64 %3155
  %3159 = load double, ptr %3158, align 8, !tbaa !9
  %3160 = fadd fast double %3159, %3154
  %3161 = call fast double @llvm.cos.f64(double %3160)
  %3162 = fmul fast double %3161, %3157
  %3163 = fmul fast double %3154, %3154
  %3164 = fmul fast double %3163, 1.000000e-01
  %3165 = fadd fast double %3162, %3164
  store double %3165, ptr %3156, align 8, !tbaa !9
  %3166 = add nuw nsw i64 %3122, 4
  %3167 = add i64 %3123, 4
  %3168 = icmp eq i64 %3167, %3119
  br i1 %3168, label %3169, label %3120, !llvm.loop !46

3169:                                             ; preds = %3120, %3110
  %3170 = phi double [ %3113, %3110 ], [ %3165, %3120 ]
  %3171 = phi i64 [ 1, %3110 ], [ %3166, %3120 ]
  %3172 = icmp eq i64 %3116, 0
  br i1 %3172, label %3190, label %3173

3173:                                             ; preds = %3169, %3173
  %3174 = phi double [ %3186, %3173 ], [ %3170, %3169 ]
  %3175 = phi i64 [ %3187, %3173 ], [ %3171, %3169 ]
  %3176 = phi i64 [ %3188, %3173 ], [ 0, %3169 ]
  %3177 = getelementptr inbounds double, ptr %55, i64 %3175
  %3178 = load double, ptr %3177, align 8, !tbaa !9
  %3179 = getelementptr double, ptr %206, i64 %3175
  %3180 = load double, ptr %3179, align 8, !tbaa !9
  %3181 = fadd fast double %3180, %3174
  %3182 = call fast double @llvm.cos.f64(double %3181)
  %3183 = fmul fast double %3182, %3178
  %3184 = fmul fast double %3174, %3174
  %3185 = fmul fast double %3184, 1.000000e-01
  %3186 = fadd fast double %3183, %3185
  store double %3186, ptr %3177, align 8, !tbaa !9
  %3187 = add nuw nsw i64 %3175, 1
  %3188 = add i64 %3176, 1
  %3189 = icmp eq i64 %3188, %3116
  br i1 %3189, label %3190, label %3173, !llvm.loop !47

3190:                                             ; preds = %3173, %3169
  %3191 = and i64 %3114, 3
  %3192 = icmp ult i64 %3115, 3
  br i1 %3192, label %3244, label %3193

3193:                                             ; preds = %3190
  %3194 = and i64 %3114, -4
  br label %3195

3195:                                             ; preds = %3195, %3193
  %3196 = phi double [ %3113, %3193 ], [ %3240, %3195 ]
  %3197 = phi i64 [ 1, %3193 ], [ %3241, %3195 ]
  %3198 = phi i64 [ 0, %3193 ], [ %3242, %3195 ]
  %3199 = getelementptr inbounds double, ptr %55, i64 %3197
  %3200 = load double, ptr %3199, align 8, !tbaa !9
  %3201 = getelementptr double, ptr %206, i64 %3197
  %3202 = load double, ptr %3201, align 8, !tbaa !9
  %3203 = fadd fast double %3202, %3196
  %3204 = call fast double @llvm.cos.f64(double %3203)
  %3205 = fmul fast double %3204, %3200
  %3206 = fmul fast double %3196, %3196
  %3207 = fmul fast double %3206, 1.000000e-01
  %3208 = fadd fast double %3205, %3207
  store double %3208, ptr %3199, align 8, !tbaa !9
  %3209 = getelementptr inbounds double, ptr %228, i64 %3197
  %3210 = load double, ptr %3209, align 8, !tbaa !9
  %3211 = getelementptr double, ptr %50, i64 %3197
  %3212 = load double, ptr %3211, align 8, !tbaa !9
  %3213 = fadd fast double %3212, %3208
  %3214 = call fast double @llvm.cos.f64(double %3213)
  %3215 = fmul fast double %3214, %3210
  %3216 = fmul fast double %3208, %3208
  %3217 = fmul fast double %3216, 1.000000e-01
  %3218 = fadd fast double %3215, %3217
  store double %3218, ptr %3209, align 8, !tbaa !9
  %3219 = add nuw nsw i64 %3197, 2
  %3220 = getelementptr inbounds double, ptr %55, i64 %3219
  %3221 = load double, ptr %3220, align 8, !tbaa !9
  %3222 = getelementptr double, ptr %206, i64 %3219
  %3223 = load double, ptr %3222, align 8, !tbaa !9
  %3224 = fadd fast double %3223, %3218
  %3225 = call fast double @llvm.cos.f64(double %3224)
  %3226 = fmul fast double %3225, %3221
  %3227 = fmul fast double %3218, %3218
  %3228 = fmul fast double %3227, 1.000000e-01
  %3229 = fadd fast double %3226, %3228
  store double %3229, ptr %3220, align 8, !tbaa !9
  %3230 = add nuw nsw i64 %3197, 3
  %3231 = getelementptr inbounds double, ptr %55, i64 %3230
  %3232 = load double, ptr %3231, align 8, !tbaa !9
  %3233 = getelementptr double, ptr %206, i64 %3230
  %3234 = load double, ptr %3233, align 8, !tbaa !9
  %3235 = fadd fast double %3234, %3229
  %3236 = call fast double @llvm.cos.f64(double %3235)
  %3237 = fmul fast double %3236, %3232
  %3238 = fmul fast double %3229, %3229
  %3239 = fmul fast double %3238, 1.000000e-01
  %3240 = fadd fast double %3237, %3239
  store double %3240, ptr %3231, align 8, !tbaa !9
  %3241 = add nuw nsw i64 %3197, 4
  %3242 = add i64 %3198, 4
  %3243 = icmp eq i64 %3242, %3194
  br i1 %3243, label %3244, label %3195, !llvm.loop !46

3244:                                             ; preds = %3195, %3190
  %3245 = phi double [ %3113, %3190 ], [ %3240, %3195 ]
  %3246 = phi i64 [ 1, %3190 ], [ %3241, %3195 ]
  %3247 = icmp eq i64 %3191, 0
  br i1 %3247, label %3265, label %3248

3248:                                             ; preds = %3244, %3248
  %3249 = phi double [ %3261, %3248 ], [ %3245, %3244 ]
  %3250 = phi i64 [ %3262, %3248 ], [ %3246, %3244 ]
  %3251 = phi i64 [ %3263, %3248 ], [ 0, %3244 ]
  %3252 = getelementptr inbounds double, ptr %55, i64 %3250
  %3253 = load double, ptr %3252, align 8, !tbaa !9
  %3254 = getelementptr double, ptr %206, i64 %3250
  %3255 = load double, ptr %3254, align 8, !tbaa !9
  %3256 = fadd fast double %3255, %3249
  %3257 = call fast double @llvm.cos.f64(double %3256)
  %3258 = fmul fast double %3257, %3253
  %3259 = fmul fast double %3249, %3249
  %3260 = fmul fast double %3259, 1.000000e-01
  %3261 = fadd fast double %3258, %3260
  store double %3261, ptr %3252, align 8, !tbaa !9
  %3262 = add nuw nsw i64 %3250, 1
  %3263 = add i64 %3251, 1
  %3264 = icmp eq i64 %3263, %3191
  br i1 %3264, label %3265, label %3248, !llvm.loop !49

3265:                                             ; preds = %3248, %3244
  %3266 = and i64 %3114, 3
  %3267 = icmp ult i64 %3115, 3
  br i1 %3267, label %3319, label %3268

3268:                                             ; preds = %3265
  %3269 = and i64 %3114, -4
  br label %3270

3270:                                             ; preds = %3270, %3268
  %3271 = phi double [ %3113, %3268 ], [ %3315, %3270 ]
  %3272 = phi i64 [ 1, %3268 ], [ %3316, %3270 ]
  %3273 = phi i64 [ 0, %3268 ], [ %3317, %3270 ]
  %3274 = getelementptr inbounds double, ptr %55, i64 %3272
  %3275 = load double, ptr %3274, align 8, !tbaa !9
  %3276 = getelementptr double, ptr %206, i64 %3272
  %3277 = load double, ptr %3276, align 8, !tbaa !9
  %3278 = fadd fast double %3277, %3271
  %3279 = call fast double @llvm.cos.f64(double %3278)
  %3280 = fmul fast double %3279, %3275
  %3281 = fmul fast double %3271, %3271
  %3282 = fmul fast double %3281, 1.000000e-01
  %3283 = fadd fast double %3280, %3282
  store double %3283, ptr %3274, align 8, !tbaa !9
  %3284 = getelementptr inbounds double, ptr %229, i64 %3272
  %3285 = load double, ptr %3284, align 8, !tbaa !9
  %3286 = getelementptr double, ptr %50, i64 %3272
  %3287 = load double, ptr %3286, align 8, !tbaa !9
  %3288 = fadd fast double %3287, %3283
  %3289 = call fast double @llvm.cos.f64(double %3288)
  %3290 = fmul fast double %3289, %3285
  %3291 = fmul fast double %3283, %3283
  %3292 = fmul fast double %3291, 1.000000e-01
  %3293 = fadd fast double %3290, %3292
  store double %3293, ptr %3284, align 8, !tbaa !9
  %3294 = add nuw nsw i64 %3272, 2
  %3295 = getelementptr inbounds double, ptr %55, i64 %3294
  %3296 = load double, ptr %3295, align 8, !tbaa !9
  %3297 = getelementptr double, ptr %206, i64 %3294
  %3298 = load double, ptr %3297, align 8, !tbaa !9
  %3299 = fadd fast double %3298, %3293
  %3300 = call fast double @llvm.cos.f64(double %3299)
  %3301 = fmul fast double %3300, %3296
  %3302 = fmul fast double %3293, %3293
  %3303 = fmul fast double %3302, 1.000000e-01
  %3304 = fadd fast double %3301, %3303
  store double %3304, ptr %3295, align 8, !tbaa !9
  %3305 = add nuw nsw i64 %3272, 3
  %3306 = getelementptr inbounds double, ptr %55, i64 %3305
  %3307 = load double, ptr %3306, align 8, !tbaa !9
  %3308 = getelementptr double, ptr %206, i64 %3305
  %3309 = load double, ptr %3308, align 8, !tbaa !9
  %3310 = fadd fast double %3309, %3304
  %3311 = call fast double @llvm.cos.f64(double %3310)
  %3312 = fmul fast double %3311, %3307
  %3313 = fmul fast double %3304, %3304
  %3314 = fmul fast double %3313, 1.000000e-01
  %3315 = fadd fast double %3312, %3314
  store double %3315, ptr %3306, align 8, !tbaa !9
  %3316 = add nuw nsw i64 %3272, 4
  %3317 = add i64 %3273, 4
  %3318 = icmp eq i64 %3317, %3269
  br i1 %3318, label %3319, label %3270, !llvm.loop !46

3319:                                             ; preds = %3270, %3265
  %3320 = phi double [ %3113, %3265 ], [ %3315, %3270 ]
  %3321 = phi i64 [ 1, %3265 ], [ %3316, %3270 ]
  %3322 = icmp eq i64 %3266, 0
  br i1 %3322, label %3340, label %3323

3323:                                             ; preds = %3319, %3323
  %3324 = phi double [ %3336, %3323 ], [ %3320, %3319 ]
  %3325 = phi i64 [ %3337, %3323 ], [ %3321, %3319 ]
  %3326 = phi i64 [ %3338, %3323 ], [ 0, %3319 ]
  %3327 = getelementptr inbounds double, ptr %55, i64 %3325
  %3328 = load double, ptr %3327, align 8, !tbaa !9
  %3329 = getelementptr double, ptr %206, i64 %3325
  %3330 = load double, ptr %3329, align 8, !tbaa !9
  %3331 = fadd fast double %3330, %3324
  %3332 = call fast double @llvm.cos.f64(double %3331)
  %3333 = fmul fast double %3332, %3328
  %3334 = fmul fast double %3324, %3324
  %3335 = fmul fast double %3334, 1.000000e-01
  %3336 = fadd fast double %3333, %3335
  store double %3336, ptr %3327, align 8, !tbaa !9
  %3337 = add nuw nsw i64 %3325, 1
  %3338 = add i64 %3326, 1
  %3339 = icmp eq i64 %3338, %3266
  br i1 %3339, label %3340, label %3323, !llvm.loop !50

3340:                                             ; preds = %3323, %3319
  br label %3341

3341:                                             ; preds = %3340, %3370
  %3342 = phi i64 [ %3371, %3370 ], [ 0, %3340 ]
  %3343 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %3342
  %3344 = load double, ptr %3343, align 8, !tbaa !9
  %3345 = getelementptr inbounds [7 x double], ptr %55, i64 0, i64 %3342
  %3346 = load double, ptr %3345, align 8, !tbaa !9
  %3347 = call fast double @llvm.fabs.f64(double %3346)
  %3348 = call fast double @llvm.maxnum.f64(double %3347, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %3344, ptr %18, align 8, !tbaa !9
  %3349 = load volatile double, ptr %18, align 8, !tbaa !9
  %3350 = call double @llvm.fabs.f64(double %3349)
  %3351 = fcmp ueq double %3350, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %3351, label %3365, label %3352

3352:                                             ; preds = %3341
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %3346, ptr %17, align 8, !tbaa !9
  %3353 = load volatile double, ptr %17, align 8, !tbaa !9
  %3354 = call double @llvm.fabs.f64(double %3353)
  %3355 = fcmp ueq double %3354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %3355, label %3365, label %3356

3356:                                             ; preds = %3352
  %3357 = fsub fast double %3344, %3346
  %3358 = call fast double @llvm.fabs.f64(double %3357)
  %3359 = fmul fast double %3348, 0x3D719799812DEA11
  %3360 = fcmp fast ole double %3358, %3359
  %3361 = freeze i1 %3360
  br i1 %3361, label %3362, label %3365

3362:                                             ; preds = %3356
  %3363 = trunc nuw nsw i64 %3342 to i32
  %3364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %3363, double noundef nofpclass(nan inf) %3344, double noundef nofpclass(nan inf) %3346, ptr noundef nonnull @.str.18)
  br label %3370

3365:                                             ; preds = %3356, %3352, %3341
  %3366 = trunc nuw nsw i64 %3342 to i32
  %3367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %3366, double noundef nofpclass(nan inf) %3344, double noundef nofpclass(nan inf) %3346, ptr noundef nonnull @.str.19)
  %3368 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3369 = add nsw i32 %3368, 1
  store i32 %3369, ptr @n_fail, align 4, !tbaa !11
  br label %3370

3370:                                             ; preds = %3362, %3365
  %3371 = add nuw nsw i64 %3342, 1
  %3372 = icmp eq i64 %3371, %386
  br i1 %3372, label %3428, label %3341, !llvm.loop !51

3373:                                             ; preds = %3428
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %51, ptr noundef nonnull align 16 dereferenceable(168) %53, i64 168, i1 false)
  %3374 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %3375 = load i32, ptr @enzyme_allocated, align 4, !tbaa !11
  %3376 = load i32, ptr @enzyme_nofree, align 4, !tbaa !11
  %3377 = load i32, ptr @enzyme_tape, align 4, !tbaa !11
  %3378 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %3379 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @fin, i32 noundef %3374, i32 noundef 3, i32 noundef %3375, i64 noundef %3088, i32 noundef %3376, i32 noundef %3377, ptr noundef nonnull %54, i32 noundef %3378, ptr noundef nonnull %49, ptr noundef nonnull %51, ptr noundef nonnull %202, ptr noundef nonnull %203, i32 noundef %3378, ptr noundef nonnull %50, ptr noundef nonnull %52, ptr noundef nonnull %204, ptr noundef nonnull %205, i32 noundef %3379, i32 noundef %252) #14
  %3380 = and i64 %3114, 3
  %3381 = icmp ult i64 %3115, 3
  %3382 = and i64 %3114, -4
  %3383 = icmp eq i64 %3380, 0
  %3384 = and i64 %3114, 3
  %3385 = icmp ult i64 %3115, 3
  %3386 = and i64 %3114, -4
  %3387 = icmp eq i64 %3384, 0
  %3388 = and i64 %3114, 3
  %3389 = icmp ult i64 %3115, 3
  %3390 = and i64 %3114, -4
  %3391 = icmp eq i64 %3388, 0
  %3392 = and i64 %3114, 3
  %3393 = icmp ult i64 %3115, 3
  %3394 = and i64 %3114, -4
  %3395 = icmp eq i64 %3392, 0
  %3396 = and i64 %3114, 3
  %3397 = icmp ult i64 %3115, 3
  %3398 = and i64 %3114, -4
  %3399 = icmp eq i64 %3396, 0
  %3400 = and i64 %3114, 3
  %3401 = icmp ult i64 %3115, 3
  %3402 = and i64 %3114, -4
  %3403 = icmp eq i64 %3400, 0
  %3404 = and i64 %3114, 3
  %3405 = icmp ult i64 %3115, 3
  %3406 = and i64 %3114, -4
  %3407 = icmp eq i64 %3404, 0
  %3408 = and i64 %3114, 3
  %3409 = icmp ult i64 %3115, 3
  %3410 = and i64 %3114, -4
  %3411 = icmp eq i64 %3408, 0
  %3412 = and i64 %3114, 3
  %3413 = icmp ult i64 %3115, 3
  %3414 = and i64 %3114, -4
  %3415 = icmp eq i64 %3412, 0
  %3416 = and i64 %3114, 3
  %3417 = icmp ult i64 %3115, 3
  %3418 = and i64 %3114, -4
  %3419 = icmp eq i64 %3416, 0
  %3420 = and i64 %3114, 3
  %3421 = icmp ult i64 %3115, 3
  %3422 = and i64 %3114, -4
  %3423 = icmp eq i64 %3420, 0
  %3424 = and i64 %3114, 3
  %3425 = icmp ult i64 %3115, 3
  %3426 = and i64 %3114, -4
  %3427 = icmp eq i64 %3424, 0
  br label %3481

3428:                                             ; preds = %3370, %3428
  %3429 = phi i64 [ %3434, %3428 ], [ 0, %3370 ]
  %3430 = trunc i64 %3429 to i32
  %3431 = add i32 %3430, 1000
  %3432 = uitofp i32 %3431 to double
  %3433 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %3429
  store double %3432, ptr %3433, align 8, !tbaa !9
  %3434 = add nuw nsw i64 %3429, 1
  %3435 = icmp eq i64 %3434, %386
  br i1 %3435, label %3373, label %3428, !llvm.loop !52

3436:                                             ; preds = %4466
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %55) #14
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %54) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %53) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %52) #14
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %51) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #14
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %56, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %57) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %58) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %58, i8 0, i64 112, i1 false)
  %3437 = load i64, ptr @rng_state, align 8, !tbaa !5
  %3438 = mul i64 %3437, 6364136223846793005
  %3439 = add i64 %3438, 1442695040888963407
  %3440 = mul i64 %3439, 6364136223846793005
  %3441 = add i64 %3440, 1442695040888963407
  %3442 = insertelement <2 x i64> poison, i64 %3439, i64 0
  %3443 = insertelement <2 x i64> %3442, i64 %3441, i64 1
  %3444 = lshr <2 x i64> %3443, <i64 11, i64 11>
  %3445 = uitofp nneg <2 x i64> %3444 to <2 x double>
  %3446 = fmul fast <2 x double> %3445, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %3447 = fadd fast <2 x double> %3446, <double -1.000000e+00, double -1.000000e+00>
  store i64 %3441, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %3448 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %3449 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %3450 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %3451 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %3452 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @fs, i32 noundef %3448, i32 noundef 2, i32 noundef %3449, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %3449, double noundef nofpclass(nan inf) -4.000000e-01, i32 noundef %3450, ptr noundef nonnull %39, ptr noundef nonnull %58, ptr noundef nonnull %207, i32 noundef %3450, ptr noundef nonnull %56, ptr noundef nonnull %57, ptr noundef nonnull %208, i32 noundef %3451, i32 noundef %252) #14
  %3453 = load i32, ptr @calls, align 4, !tbaa !11
  %3454 = freeze i32 %3453
  %3455 = sitofp i32 %3454 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %3455, ptr %16, align 8, !tbaa !9
  %3456 = load volatile double, ptr %16, align 8, !tbaa !9
  %3457 = call double @llvm.fabs.f64(double %3456)
  %3458 = fcmp ueq double %3457, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %3458, label %3469, label %3459

3459:                                             ; preds = %3436
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double 1.000000e+00, ptr %15, align 8, !tbaa !9
  %3460 = load volatile double, ptr %15, align 8, !tbaa !9
  %3461 = call double @llvm.fabs.f64(double %3460)
  %3462 = fcmp one double %3461, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %3463 = fadd reassoc nsz arcp contract afn double %3455, -1.000000e+00
  %3464 = fcmp reassoc nsz arcp contract afn oeq double %3463, 0.000000e+00
  %3465 = and i1 %3464, %3462
  br i1 %3465, label %3466, label %3469

3466:                                             ; preds = %3459
  %3467 = trunc nuw nsw i64 %250 to i32
  %3468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3467, double noundef nofpclass(nan inf) %3455, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %3474

3469:                                             ; preds = %3459, %3436
  %3470 = trunc nuw nsw i64 %250 to i32
  %3471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3470, double noundef nofpclass(nan inf) %3455, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %3472 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3473 = add nsw i32 %3472, 1
  store i32 %3473, ptr @n_fail, align 4, !tbaa !11
  br label %3474

3474:                                             ; preds = %3466, %3469
  store <2 x double> %3447, ptr %57, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #14
  %3475 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %3476 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %3477 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %3478 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_reverse_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %59, ptr noundef nonnull @fs, i32 noundef %3475, i32 noundef 2, i32 noundef %3476, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %3476, double noundef nofpclass(nan inf) -4.000000e-01, i32 noundef %3477, ptr noundef nonnull %39, ptr noundef nonnull %58, ptr noundef nonnull %207, i32 noundef %3477, ptr noundef nonnull %56, ptr noundef nonnull %57, ptr noundef nonnull %208, i32 noundef %3478, i32 noundef %252, ptr noundef %3452) #14
  %3479 = extractelement <2 x double> %3447, i64 0
  %3480 = extractelement <2 x double> %3447, i64 1
  br label %4470

3481:                                             ; preds = %3373, %4466
  %3482 = phi i64 [ 0, %3373 ], [ %4467, %4466 ]
  %3483 = getelementptr inbounds [3 x [7 x double]], ptr %53, i64 0, i64 %3482
  %3484 = getelementptr inbounds [3 x [7 x double]], ptr %51, i64 0, i64 %3482
  %3485 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3485, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  br label %3486

3486:                                             ; preds = %3971, %3481
  %3487 = phi i64 [ 0, %3481 ], [ %3972, %3971 ]
  %3488 = getelementptr inbounds double, ptr %3484, i64 %3487
  %3489 = load double, ptr %3488, align 8, !tbaa !9
  %3490 = getelementptr inbounds double, ptr %3485, i64 %3487
  %3491 = load double, ptr %3490, align 8, !tbaa !9
  %3492 = call fast double @llvm.fabs.f64(double %3491)
  %3493 = call fast double @llvm.maxnum.f64(double %3492, double 1.000000e+00)
  %3494 = fmul fast double %3493, 0x3EB0C6F7A0B5ED8D
  %3495 = fadd fast double %3494, %3491
  store double %3495, ptr %3490, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %3485, i64 %389, i1 false)
  %3496 = load i32, ptr @calls, align 4, !tbaa !11
  %3497 = load double, ptr %3, align 16, !tbaa !9
  br i1 %3381, label %3547, label %3498

3498:                                             ; preds = %3486, %3498
  %3499 = phi double [ %3543, %3498 ], [ %3497, %3486 ]
  %3500 = phi i64 [ %3544, %3498 ], [ 1, %3486 ]
  %3501 = phi i64 [ %3545, %3498 ], [ 0, %3486 ]
  %3502 = getelementptr inbounds double, ptr %3, i64 %3500
  %3503 = load double, ptr %3502, align 8, !tbaa !9
  %3504 = getelementptr double, ptr %206, i64 %3500
  %3505 = load double, ptr %3504, align 8, !tbaa !9
  %3506 = fadd fast double %3505, %3499
  %3507 = call fast double @llvm.cos.f64(double %3506)
  %3508 = fmul fast double %3507, %3503
  %3509 = fmul fast double %3499, %3499
  %3510 = fmul fast double %3509, 1.000000e-01
  %3511 = fadd fast double %3508, %3510
  store double %3511, ptr %3502, align 8, !tbaa !9
  %3512 = getelementptr inbounds double, ptr %230, i64 %3500
  %3513 = load double, ptr %3512, align 8, !tbaa !9
  %3514 = getelementptr double, ptr %50, i64 %3500
  %3515 = load double, ptr %3514, align 8, !tbaa !9
  %3516 = fadd fast double %3515, %3511
  %3517 = call fast double @llvm.cos.f64(double %3516)
  %3518 = fmul fast double %3517, %3513
  %3519 = fmul fast double %3511, %3511
  %3520 = fmul fast double %3519, 1.000000e-01
  %3521 = fadd fast double %3518, %3520
  store double %3521, ptr %3512, align 8, !tbaa !9
  %3522 = add nuw nsw i64 %3500, 2
  %3523 = getelementptr inbounds double, ptr %3, i64 %3522
  %3524 = load double, ptr %3523, align 8, !tbaa !9
  %3525 = getelementptr double, ptr %206, i64 %3522
  %3526 = load double, ptr %3525, align 8, !tbaa !9
  %3527 = fadd fast double %3526, %3521
  %3528 = call fast double @llvm.cos.f64(double %3527)
  %3529 = fmul fast double %3528, %3524
  %3530 = fmul fast double %3521, %3521
  %3531 = fmul fast double %3530, 1.000000e-01
  %3532 = fadd fast double %3529, %3531
  store double %3532, ptr %3523, align 8, !tbaa !9
  %3533 = add nuw nsw i64 %3500, 3
  %3534 = getelementptr inbounds double, ptr %3, i64 %3533
  %3535 = load double, ptr %3534, align 8, !tbaa !9
  %3536 = getelementptr double, ptr %206, i64 %3533
  %3537 = load double, ptr %3536, align 8, !tbaa !9
  %3538 = fadd fast double %3537, %3532
  %3539 = call fast double @llvm.cos.f64(double %3538)
  %3540 = fmul fast double %3539, %3535
  %3541 = fmul fast double %3532, %3532
  %3542 = fmul fast double %3541, 1.000000e-01
  %3543 = fadd fast double %3540, %3542
  store double %3543, ptr %3534, align 8, !tbaa !9
  %3544 = add nuw nsw i64 %3500, 4
  %3545 = add i64 %3501, 4
  %3546 = icmp eq i64 %3545, %3382
  br i1 %3546, label %3547, label %3498, !llvm.loop !46

3547:                                             ; preds = %3498, %3486
  %3548 = phi double [ %3497, %3486 ], [ %3543, %3498 ]
  %3549 = phi i64 [ 1, %3486 ], [ %3544, %3498 ]
  br i1 %3383, label %3567, label %3550

3550:                                             ; preds = %3547, %3550
  %3551 = phi double [ %3563, %3550 ], [ %3548, %3547 ]
  %3552 = phi i64 [ %3564, %3550 ], [ %3549, %3547 ]
  %3553 = phi i64 [ %3565, %3550 ], [ 0, %3547 ]
  %3554 = getelementptr inbounds double, ptr %3, i64 %3552
  %3555 = load double, ptr %3554, align 8, !tbaa !9
  %3556 = getelementptr double, ptr %206, i64 %3552
  %3557 = load double, ptr %3556, align 8, !tbaa !9
  %3558 = fadd fast double %3557, %3551
  %3559 = call fast double @llvm.cos.f64(double %3558)
  %3560 = fmul fast double %3559, %3555
  %3561 = fmul fast double %3551, %3551
  %3562 = fmul fast double %3561, 1.000000e-01
  %3563 = fadd fast double %3560, %3562
  store double %3563, ptr %3554, align 8, !tbaa !9
  %3564 = add nuw nsw i64 %3552, 1
  %3565 = add i64 %3553, 1
  %3566 = icmp eq i64 %3565, %3380
  br i1 %3566, label %3567, label %3550, !llvm.loop !53

3567:                                             ; preds = %3550, %3547
  br i1 %3385, label %3617, label %3568

3568:                                             ; preds = %3567, %3568
  %3569 = phi double [ %3613, %3568 ], [ %3497, %3567 ]
  %3570 = phi i64 [ %3614, %3568 ], [ 1, %3567 ]
  %3571 = phi i64 [ %3615, %3568 ], [ 0, %3567 ]
  %3572 = getelementptr inbounds double, ptr %3, i64 %3570
  %3573 = load double, ptr %3572, align 8, !tbaa !9
  %3574 = getelementptr double, ptr %206, i64 %3570
  %3575 = load double, ptr %3574, align 8, !tbaa !9
  %3576 = fadd fast double %3575, %3569
  %3577 = call fast double @llvm.cos.f64(double %3576)
  %3578 = fmul fast double %3577, %3573
  %3579 = fmul fast double %3569, %3569
  %3580 = fmul fast double %3579, 1.000000e-01
  %3581 = fadd fast double %3578, %3580
  store double %3581, ptr %3572, align 8, !tbaa !9
  %3582 = getelementptr inbounds double, ptr %231, i64 %3570
  %3583 = load double, ptr %3582, align 8, !tbaa !9
  %3584 = getelementptr double, ptr %50, i64 %3570
  %3585 = load double, ptr %3584, align 8, !tbaa !9
  %3586 = fadd fast double %3585, %3581
  %3587 = call fast double @llvm.cos.f64(double %3586)
  %3588 = fmul fast double %3587, %3583
  %3589 = fmul fast double %3581, %3581
  %3590 = fmul fast double %3589, 1.000000e-01
  %3591 = fadd fast double %3588, %3590
  store double %3591, ptr %3582, align 8, !tbaa !9
  %3592 = add nuw nsw i64 %3570, 2
  %3593 = getelementptr inbounds double, ptr %3, i64 %3592
  %3594 = load double, ptr %3593, align 8, !tbaa !9
  %3595 = getelementptr double, ptr %206, i64 %3592
  %3596 = load double, ptr %3595, align 8, !tbaa !9
  %3597 = fadd fast double %3596, %3591
  %3598 = call fast double @llvm.cos.f64(double %3597)
  %3599 = fmul fast double %3598, %3594
  %3600 = fmul fast double %3591, %3591
  %3601 = fmul fast double %3600, 1.000000e-01
  %3602 = fadd fast double %3599, %3601
  store double %3602, ptr %3593, align 8, !tbaa !9
  %3603 = add nuw nsw i64 %3570, 3
  %3604 = getelementptr inbounds double, ptr %3, i64 %3603
  %3605 = load double, ptr %3604, align 8, !tbaa !9
  %3606 = getelementptr double, ptr %206, i64 %3603
  %3607 = load double, ptr %3606, align 8, !tbaa !9
  %3608 = fadd fast double %3607, %3602
  %3609 = call fast double @llvm.cos.f64(double %3608)
  %3610 = fmul fast double %3609, %3605
  %3611 = fmul fast double %3602, %3602
  %3612 = fmul fast double %3611, 1.000000e-01
  %3613 = fadd fast double %3610, %3612
  store double %3613, ptr %3604, align 8, !tbaa !9
  %3614 = add nuw nsw i64 %3570, 4
  %3615 = add i64 %3571, 4
  %3616 = icmp eq i64 %3615, %3386
  br i1 %3616, label %3617, label %3568, !llvm.loop !46

3617:                                             ; preds = %3568, %3567
  %3618 = phi double [ %3497, %3567 ], [ %3613, %3568 ]
  %3619 = phi i64 [ 1, %3567 ], [ %3614, %3568 ]
  br i1 %3387, label %3637, label %3620

3620:                                             ; preds = %3617, %3620
  %3621 = phi double [ %3633, %3620 ], [ %3618, %3617 ]
  %3622 = phi i64 [ %3634, %3620 ], [ %3619, %3617 ]
  %3623 = phi i64 [ %3635, %3620 ], [ 0, %3617 ]
  %3624 = getelementptr inbounds double, ptr %3, i64 %3622
  %3625 = load double, ptr %3624, align 8, !tbaa !9
  %3626 = getelementptr double, ptr %206, i64 %3622
  %3627 = load double, ptr %3626, align 8, !tbaa !9
  %3628 = fadd fast double %3627, %3621
  %3629 = call fast double @llvm.cos.f64(double %3628)
  %3630 = fmul fast double %3629, %3625
  %3631 = fmul fast double %3621, %3621
  %3632 = fmul fast double %3631, 1.000000e-01
  %3633 = fadd fast double %3630, %3632
  store double %3633, ptr %3624, align 8, !tbaa !9
  %3634 = add nuw nsw i64 %3622, 1
  %3635 = add i64 %3623, 1
  %3636 = icmp eq i64 %3635, %3384
  br i1 %3636, label %3637, label %3620, !llvm.loop !54

3637:                                             ; preds = %3620, %3617
  br i1 %3389, label %3687, label %3638

3638:                                             ; preds = %3637, %3638
  %3639 = phi double [ %3683, %3638 ], [ %3497, %3637 ]
  %3640 = phi i64 [ %3684, %3638 ], [ 1, %3637 ]
  %3641 = phi i64 [ %3685, %3638 ], [ 0, %3637 ]
  %3642 = getelementptr inbounds double, ptr %3, i64 %3640
  %3643 = load double, ptr %3642, align 8, !tbaa !9
  %3644 = getelementptr double, ptr %206, i64 %3640
  %3645 = load double, ptr %3644, align 8, !tbaa !9
  %3646 = fadd fast double %3645, %3639
  %3647 = call fast double @llvm.cos.f64(double %3646)
  %3648 = fmul fast double %3647, %3643
  %3649 = fmul fast double %3639, %3639
  %3650 = fmul fast double %3649, 1.000000e-01
  %3651 = fadd fast double %3648, %3650
  store double %3651, ptr %3642, align 8, !tbaa !9
  %3652 = getelementptr inbounds double, ptr %232, i64 %3640
  %3653 = load double, ptr %3652, align 8, !tbaa !9
  %3654 = getelementptr double, ptr %50, i64 %3640
  %3655 = load double, ptr %3654, align 8, !tbaa !9
  %3656 = fadd fast double %3655, %3651
  %3657 = call fast double @llvm.cos.f64(double %3656)
  %3658 = fmul fast double %3657, %3653
  %3659 = fmul fast double %3651, %3651
  %3660 = fmul fast double %3659, 1.000000e-01
  %3661 = fadd fast double %3658, %3660
  store double %3661, ptr %3652, align 8, !tbaa !9
  %3662 = add nuw nsw i64 %3640, 2
  %3663 = getelementptr inbounds double, ptr %3, i64 %3662
  %3664 = load double, ptr %3663, align 8, !tbaa !9
  %3665 = getelementptr double, ptr %206, i64 %3662
  %3666 = load double, ptr %3665, align 8, !tbaa !9
  %3667 = fadd fast double %3666, %3661
  %3668 = call fast double @llvm.cos.f64(double %3667)
  %3669 = fmul fast double %3668, %3664
  %3670 = fmul fast double %3661, %3661
  %3671 = fmul fast double %3670, 1.000000e-01
  %3672 = fadd fast double %3669, %3671
  store double %3672, ptr %3663, align 8, !tbaa !9
  %3673 = add nuw nsw i64 %3640, 3
  %3674 = getelementptr inbounds double, ptr %3, i64 %3673
  %3675 = load double, ptr %3674, align 8, !tbaa !9
  %3676 = getelementptr double, ptr %206, i64 %3673
  %3677 = load double, ptr %3676, align 8, !tbaa !9
  %3678 = fadd fast double %3677, %3672
  %3679 = call fast double @llvm.cos.f64(double %3678)
  %3680 = fmul fast double %3679, %3675
  %3681 = fmul fast double %3672, %3672
  %3682 = fmul fast double %3681, 1.000000e-01
  %3683 = fadd fast double %3680, %3682
  store double %3683, ptr %3674, align 8, !tbaa !9
  %3684 = add nuw nsw i64 %3640, 4
  %3685 = add i64 %3641, 4
  %3686 = icmp eq i64 %3685, %3390
  br i1 %3686, label %3687, label %3638, !llvm.loop !46

3687:                                             ; preds = %3638, %3637
  %3688 = phi double [ %3497, %3637 ], [ %3683, %3638 ]
  %3689 = phi i64 [ 1, %3637 ], [ %3684, %3638 ]
  br i1 %3391, label %3707, label %3690

3690:                                             ; preds = %3687, %3690
  %3691 = phi double [ %3703, %3690 ], [ %3688, %3687 ]
  %3692 = phi i64 [ %3704, %3690 ], [ %3689, %3687 ]
  %3693 = phi i64 [ %3705, %3690 ], [ 0, %3687 ]
  %3694 = getelementptr inbounds double, ptr %3, i64 %3692
  %3695 = load double, ptr %3694, align 8, !tbaa !9
  %3696 = getelementptr double, ptr %206, i64 %3692
  %3697 = load double, ptr %3696, align 8, !tbaa !9
  %3698 = fadd fast double %3697, %3691
  %3699 = call fast double @llvm.cos.f64(double %3698)
  %3700 = fmul fast double %3699, %3695
  %3701 = fmul fast double %3691, %3691
  %3702 = fmul fast double %3701, 1.000000e-01
  %3703 = fadd fast double %3700, %3702
  store double %3703, ptr %3694, align 8, !tbaa !9
  %3704 = add nuw nsw i64 %3692, 1
  %3705 = add i64 %3693, 1
  %3706 = icmp eq i64 %3705, %3388
  br i1 %3706, label %3707, label %3690, !llvm.loop !55

3707:                                             ; preds = %3690, %3687
  br label %3708

3708:                                             ; preds = %3707, %3708
  %3709 = phi i64 [ %3717, %3708 ], [ 0, %3707 ]
  %3710 = phi double [ %3716, %3708 ], [ 0.000000e+00, %3707 ]
  %3711 = getelementptr inbounds double, ptr %3483, i64 %3709
  %3712 = load double, ptr %3711, align 8, !tbaa !9
  %3713 = getelementptr inbounds double, ptr %3, i64 %3709
  %3714 = load double, ptr %3713, align 8, !tbaa !9
  %3715 = fmul fast double %3714, %3712
  %3716 = fadd fast double %3715, %3710
  %3717 = add nuw nsw i64 %3709, 1
  %3718 = icmp eq i64 %3717, %390
  br i1 %3718, label %3719, label %3708, !llvm.loop !56

3719:                                             ; preds = %3708
  %3720 = fsub fast double %3491, %3494
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #14
  store double %3720, ptr %3490, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %3485, i64 %389, i1 false)
  %3721 = add nsw i32 %3496, 2
  store i32 %3721, ptr @calls, align 4, !tbaa !11
  %3722 = load double, ptr %4, align 16, !tbaa !9
  br i1 %3393, label %3772, label %3723

3723:                                             ; preds = %3719, %3723
  %3724 = phi double [ %3768, %3723 ], [ %3722, %3719 ]
  %3725 = phi i64 [ %3769, %3723 ], [ 1, %3719 ]
  %3726 = phi i64 [ %3770, %3723 ], [ 0, %3719 ]
  %3727 = getelementptr inbounds double, ptr %4, i64 %3725
  %3728 = load double, ptr %3727, align 8, !tbaa !9
  %3729 = getelementptr double, ptr %206, i64 %3725
  %3730 = load double, ptr %3729, align 8, !tbaa !9
  %3731 = fadd fast double %3730, %3724
  %3732 = call fast double @llvm.cos.f64(double %3731)
  %3733 = fmul fast double %3732, %3728
  %3734 = fmul fast double %3724, %3724
  %3735 = fmul fast double %3734, 1.000000e-01
  %3736 = fadd fast double %3733, %3735
  store double %3736, ptr %3727, align 8, !tbaa !9
  %3737 = getelementptr inbounds double, ptr %233, i64 %3725
  %3738 = load double, ptr %3737, align 8, !tbaa !9
  %3739 = getelementptr double, ptr %50, i64 %3725
  %3740 = load double, ptr %3739, align 8, !tbaa !9
  %3741 = fadd fast double %3740, %3736
  %3742 = call fast double @llvm.cos.f64(double %3741)
  %3743 = fmul fast double %3742, %3738
  %3744 = fmul fast double %3736, %3736
  %3745 = fmul fast double %3744, 1.000000e-01
  %3746 = fadd fast double %3743, %3745
  store double %3746, ptr %3737, align 8, !tbaa !9
  %3747 = add nuw nsw i64 %3725, 2
  %3748 = getelementptr inbounds double, ptr %4, i64 %3747
  %3749 = load double, ptr %3748, align 8, !tbaa !9
  %3750 = getelementptr double, ptr %206, i64 %3747
  %3751 = load double, ptr %3750, align 8, !tbaa !9
  %3752 = fadd fast double %3751, %3746
  %3753 = call fast double @llvm.cos.f64(double %3752)
  %3754 = fmul fast double %3753, %3749
  %3755 = fmul fast double %3746, %3746
  %3756 = fmul fast double %3755, 1.000000e-01
  %3757 = fadd fast double %3754, %3756
  store double %3757, ptr %3748, align 8, !tbaa !9
  %3758 = add nuw nsw i64 %3725, 3
  %3759 = getelementptr inbounds double, ptr %4, i64 %3758
  %3760 = load double, ptr %3759, align 8, !tbaa !9
  %3761 = getelementptr double, ptr %206, i64 %3758
  %3762 = load double, ptr %3761, align 8, !tbaa !9
  %3763 = fadd fast double %3762, %3757
  %3764 = call fast double @llvm.cos.f64(double %3763)
  %3765 = fmul fast double %3764, %3760
  %3766 = fmul fast double %3757, %3757
  %3767 = fmul fast double %3766, 1.000000e-01
  %3768 = fadd fast double %3765, %3767
  store double %3768, ptr %3759, align 8, !tbaa !9
  %3769 = add nuw nsw i64 %3725, 4
  %3770 = add i64 %3726, 4
  %3771 = icmp eq i64 %3770, %3394
  br i1 %3771, label %3772, label %3723, !llvm.loop !46

3772:                                             ; preds = %3723, %3719
  %3773 = phi double [ %3722, %3719 ], [ %3768, %3723 ]
  %3774 = phi i64 [ 1, %3719 ], [ %3769, %3723 ]
  br i1 %3395, label %3792, label %3775

3775:                                             ; preds = %3772, %3775
  %3776 = phi double [ %3788, %3775 ], [ %3773, %3772 ]
  %3777 = phi i64 [ %3789, %3775 ], [ %3774, %3772 ]
  %3778 = phi i64 [ %3790, %3775 ], [ 0, %3772 ]
  %3779 = getelementptr inbounds double, ptr %4, i64 %3777
  %3780 = load double, ptr %3779, align 8, !tbaa !9
  %3781 = getelementptr double, ptr %206, i64 %3777
  %3782 = load double, ptr %3781, align 8, !tbaa !9
  %3783 = fadd fast double %3782, %3776
  %3784 = call fast double @llvm.cos.f64(double %3783)
  %3785 = fmul fast double %3784, %3780
  %3786 = fmul fast double %3776, %3776
  %3787 = fmul fast double %3786, 1.000000e-01
  %3788 = fadd fast double %3785, %3787
  store double %3788, ptr %3779, align 8, !tbaa !9
  %3789 = add nuw nsw i64 %3777, 1
  %3790 = add i64 %3778, 1
  %3791 = icmp eq i64 %3790, %3392
  br i1 %3791, label %3792, label %3775, !llvm.loop !57

3792:                                             ; preds = %3775, %3772
  br i1 %3397, label %3842, label %3793

3793:                                             ; preds = %3792, %3793
  %3794 = phi double [ %3838, %3793 ], [ %3722, %3792 ]
  %3795 = phi i64 [ %3839, %3793 ], [ 1, %3792 ]
  %3796 = phi i64 [ %3840, %3793 ], [ 0, %3792 ]
  %3797 = getelementptr inbounds double, ptr %4, i64 %3795
  %3798 = load double, ptr %3797, align 8, !tbaa !9
  %3799 = getelementptr double, ptr %206, i64 %3795
  %3800 = load double, ptr %3799, align 8, !tbaa !9
  %3801 = fadd fast double %3800, %3794
  %3802 = call fast double @llvm.cos.f64(double %3801)
  %3803 = fmul fast double %3802, %3798
  %3804 = fmul fast double %3794, %3794
  %3805 = fmul fast double %3804, 1.000000e-01
  %3806 = fadd fast double %3803, %3805
  store double %3806, ptr %3797, align 8, !tbaa !9
  %3807 = getelementptr inbounds double, ptr %234, i64 %3795
  %3808 = load double, ptr %3807, align 8, !tbaa !9
  %3809 = getelementptr double, ptr %50, i64 %3795
  %3810 = load double, ptr %3809, align 8, !tbaa !9
  %3811 = fadd fast double %3810, %3806
  %3812 = call fast double @llvm.cos.f64(double %3811)
  %3813 = fmul fast double %3812, %3808
  %3814 = fmul fast double %3806, %3806
  %3815 = fmul fast double %3814, 1.000000e-01
  %3816 = fadd fast double %3813, %3815
  store double %3816, ptr %3807, align 8, !tbaa !9
  %3817 = add nuw nsw i64 %3795, 2
  %3818 = getelementptr inbounds double, ptr %4, i64 %3817
  %3819 = load double, ptr %3818, align 8, !tbaa !9
  %3820 = getelementptr double, ptr %206, i64 %3817
  %3821 = load double, ptr %3820, align 8, !tbaa !9
  %3822 = fadd fast double %3821, %3816
  %3823 = call fast double @llvm.cos.f64(double %3822)
  %3824 = fmul fast double %3823, %3819
  %3825 = fmul fast double %3816, %3816
  %3826 = fmul fast double %3825, 1.000000e-01
  %3827 = fadd fast double %3824, %3826
  store double %3827, ptr %3818, align 8, !tbaa !9
  %3828 = add nuw nsw i64 %3795, 3
  %3829 = getelementptr inbounds double, ptr %4, i64 %3828
  %3830 = load double, ptr %3829, align 8, !tbaa !9
  %3831 = getelementptr double, ptr %206, i64 %3828
  %3832 = load double, ptr %3831, align 8, !tbaa !9
  %3833 = fadd fast double %3832, %3827
  %3834 = call fast double @llvm.cos.f64(double %3833)
  %3835 = fmul fast double %3834, %3830
  %3836 = fmul fast double %3827, %3827
  %3837 = fmul fast double %3836, 1.000000e-01
  %3838 = fadd fast double %3835, %3837
  store double %3838, ptr %3829, align 8, !tbaa !9
  %3839 = add nuw nsw i64 %3795, 4
  %3840 = add i64 %3796, 4
  %3841 = icmp eq i64 %3840, %3398
  br i1 %3841, label %3842, label %3793, !llvm.loop !46

3842:                                             ; preds = %3793, %3792
  %3843 = phi double [ %3722, %3792 ], [ %3838, %3793 ]
  %3844 = phi i64 [ 1, %3792 ], [ %3839, %3793 ]
  br i1 %3399, label %3862, label %3845

3845:                                             ; preds = %3842, %3845
  %3846 = phi double [ %3858, %3845 ], [ %3843, %3842 ]
  %3847 = phi i64 [ %3859, %3845 ], [ %3844, %3842 ]
  %3848 = phi i64 [ %3860, %3845 ], [ 0, %3842 ]
  %3849 = getelementptr inbounds double, ptr %4, i64 %3847
  %3850 = load double, ptr %3849, align 8, !tbaa !9
  %3851 = getelementptr double, ptr %206, i64 %3847
  %3852 = load double, ptr %3851, align 8, !tbaa !9
  %3853 = fadd fast double %3852, %3846
  %3854 = call fast double @llvm.cos.f64(double %3853)
  %3855 = fmul fast double %3854, %3850
  %3856 = fmul fast double %3846, %3846
  %3857 = fmul fast double %3856, 1.000000e-01
  %3858 = fadd fast double %3855, %3857
  store double %3858, ptr %3849, align 8, !tbaa !9
  %3859 = add nuw nsw i64 %3847, 1
  %3860 = add i64 %3848, 1
  %3861 = icmp eq i64 %3860, %3396
  br i1 %3861, label %3862, label %3845, !llvm.loop !58

3862:                                             ; preds = %3845, %3842
  br i1 %3401, label %3912, label %3863

3863:                                             ; preds = %3862, %3863
  %3864 = phi double [ %3908, %3863 ], [ %3722, %3862 ]
  %3865 = phi i64 [ %3909, %3863 ], [ 1, %3862 ]
  %3866 = phi i64 [ %3910, %3863 ], [ 0, %3862 ]
  %3867 = getelementptr inbounds double, ptr %4, i64 %3865
  %3868 = load double, ptr %3867, align 8, !tbaa !9
  %3869 = getelementptr double, ptr %206, i64 %3865
  %3870 = load double, ptr %3869, align 8, !tbaa !9
  %3871 = fadd fast double %3870, %3864
  %3872 = call fast double @llvm.cos.f64(double %3871)
  %3873 = fmul fast double %3872, %3868
  %3874 = fmul fast double %3864, %3864
  %3875 = fmul fast double %3874, 1.000000e-01
  %3876 = fadd fast double %3873, %3875
  store double %3876, ptr %3867, align 8, !tbaa !9
  %3877 = getelementptr inbounds double, ptr %235, i64 %3865
  %3878 = load double, ptr %3877, align 8, !tbaa !9
  %3879 = getelementptr double, ptr %50, i64 %3865
  %3880 = load double, ptr %3879, align 8, !tbaa !9
  %3881 = fadd fast double %3880, %3876
  %3882 = call fast double @llvm.cos.f64(double %3881)
  %3883 = fmul fast double %3882, %3878
  %3884 = fmul fast double %3876, %3876
  %3885 = fmul fast double %3884, 1.000000e-01
  %3886 = fadd fast double %3883, %3885
  store double %3886, ptr %3877, align 8, !tbaa !9
  %3887 = add nuw nsw i64 %3865, 2
  %3888 = getelementptr inbounds double, ptr %4, i64 %3887
  %3889 = load double, ptr %3888, align 8, !tbaa !9
  %3890 = getelementptr double, ptr %206, i64 %3887
  %3891 = load double, ptr %3890, align 8, !tbaa !9
  %3892 = fadd fast double %3891, %3886
  %3893 = call fast double @llvm.cos.f64(double %3892)
  %3894 = fmul fast double %3893, %3889
  %3895 = fmul fast double %3886, %3886
  %3896 = fmul fast double %3895, 1.000000e-01
  %3897 = fadd fast double %3894, %3896
  store double %3897, ptr %3888, align 8, !tbaa !9
  %3898 = add nuw nsw i64 %3865, 3
  %3899 = getelementptr inbounds double, ptr %4, i64 %3898
  %3900 = load double, ptr %3899, align 8, !tbaa !9
  %3901 = getelementptr double, ptr %206, i64 %3898
  %3902 = load double, ptr %3901, align 8, !tbaa !9
  %3903 = fadd fast double %3902, %3897
  %3904 = call fast double @llvm.cos.f64(double %3903)
  %3905 = fmul fast double %3904, %3900
  %3906 = fmul fast double %3897, %3897
  %3907 = fmul fast double %3906, 1.000000e-01
  %3908 = fadd fast double %3905, %3907
  store double %3908, ptr %3899, align 8, !tbaa !9
  %3909 = add nuw nsw i64 %3865, 4
  %3910 = add i64 %3866, 4
  %3911 = icmp eq i64 %3910, %3402
  br i1 %3911, label %3912, label %3863, !llvm.loop !46

3912:                                             ; preds = %3863, %3862
  %3913 = phi double [ %3722, %3862 ], [ %3908, %3863 ]
  %3914 = phi i64 [ 1, %3862 ], [ %3909, %3863 ]
  br i1 %3403, label %3932, label %3915

3915:                                             ; preds = %3912, %3915
  %3916 = phi double [ %3928, %3915 ], [ %3913, %3912 ]
  %3917 = phi i64 [ %3929, %3915 ], [ %3914, %3912 ]
  %3918 = phi i64 [ %3930, %3915 ], [ 0, %3912 ]
  %3919 = getelementptr inbounds double, ptr %4, i64 %3917
  %3920 = load double, ptr %3919, align 8, !tbaa !9
  %3921 = getelementptr double, ptr %206, i64 %3917
  %3922 = load double, ptr %3921, align 8, !tbaa !9
  %3923 = fadd fast double %3922, %3916
  %3924 = call fast double @llvm.cos.f64(double %3923)
  %3925 = fmul fast double %3924, %3920
  %3926 = fmul fast double %3916, %3916
  %3927 = fmul fast double %3926, 1.000000e-01
  %3928 = fadd fast double %3925, %3927
  store double %3928, ptr %3919, align 8, !tbaa !9
  %3929 = add nuw nsw i64 %3917, 1
  %3930 = add i64 %3918, 1
  %3931 = icmp eq i64 %3930, %3400
  br i1 %3931, label %3932, label %3915, !llvm.loop !59

3932:                                             ; preds = %3915, %3912
  br label %3933

3933:                                             ; preds = %3932, %3933
  %3934 = phi i64 [ %3942, %3933 ], [ 0, %3932 ]
  %3935 = phi double [ %3941, %3933 ], [ 0.000000e+00, %3932 ]
  %3936 = getelementptr inbounds double, ptr %3483, i64 %3934
  %3937 = load double, ptr %3936, align 8, !tbaa !9
  %3938 = getelementptr inbounds double, ptr %4, i64 %3934
  %3939 = load double, ptr %3938, align 8, !tbaa !9
  %3940 = fmul fast double %3939, %3937
  %3941 = fadd fast double %3940, %3935
  %3942 = add nuw nsw i64 %3934, 1
  %3943 = icmp eq i64 %3942, %390
  br i1 %3943, label %3944, label %3933, !llvm.loop !60

3944:                                             ; preds = %3933
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #14
  store double %3491, ptr %3490, align 8, !tbaa !9
  %3945 = fsub fast double %3716, %3941
  %3946 = fmul fast double %3493, 2.000000e-06
  %3947 = fdiv fast double %3945, %3946
  %3948 = call fast double @llvm.fabs.f64(double %3947)
  %3949 = call fast double @llvm.maxnum.f64(double %3948, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %3489, ptr %14, align 8, !tbaa !9
  %3950 = load volatile double, ptr %14, align 8, !tbaa !9
  %3951 = call double @llvm.fabs.f64(double %3950)
  %3952 = fcmp ueq double %3951, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %3952, label %3966, label %3953

3953:                                             ; preds = %3944
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %3947, ptr %13, align 8, !tbaa !9
  %3954 = load volatile double, ptr %13, align 8, !tbaa !9
  %3955 = call double @llvm.fabs.f64(double %3954)
  %3956 = fcmp ueq double %3955, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %3956, label %3966, label %3957

3957:                                             ; preds = %3953
  %3958 = fsub fast double %3489, %3947
  %3959 = call fast double @llvm.fabs.f64(double %3958)
  %3960 = fmul fast double %3949, 0x3EB0C6F7A0B5ED8D
  %3961 = fcmp fast ole double %3959, %3960
  %3962 = freeze i1 %3961
  br i1 %3962, label %3963, label %3966

3963:                                             ; preds = %3957
  %3964 = trunc nuw nsw i64 %3487 to i32
  %3965 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3964, double noundef nofpclass(nan inf) %3489, double noundef nofpclass(nan inf) %3947, ptr noundef nonnull @.str.18)
  br label %3971

3966:                                             ; preds = %3957, %3953, %3944
  %3967 = trunc nuw nsw i64 %3487 to i32
  %3968 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3967, double noundef nofpclass(nan inf) %3489, double noundef nofpclass(nan inf) %3947, ptr noundef nonnull @.str.19)
  %3969 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3970 = add nsw i32 %3969, 1
  store i32 %3970, ptr @n_fail, align 4, !tbaa !11
  br label %3971

3971:                                             ; preds = %3966, %3963
  %3972 = add nuw nsw i64 %3487, 1
  %3973 = icmp eq i64 %3972, %390
  br i1 %3973, label %3974, label %3486, !llvm.loop !26

3974:                                             ; preds = %3971
  call void @free(ptr noundef nonnull %3485) #14
  %3975 = getelementptr inbounds [3 x [7 x double]], ptr %52, i64 0, i64 %3482
  %3976 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3976, ptr nonnull readonly align 16 %50, i64 %389, i1 false)
  %3977 = getelementptr i8, ptr %3976, i64 -8
  br label %3978

3978:                                             ; preds = %4463, %3974
  %3979 = phi i64 [ 0, %3974 ], [ %4464, %4463 ]
  %3980 = getelementptr inbounds double, ptr %3975, i64 %3979
  %3981 = load double, ptr %3980, align 8, !tbaa !9
  %3982 = getelementptr inbounds double, ptr %3976, i64 %3979
  %3983 = load double, ptr %3982, align 8, !tbaa !9
  %3984 = call fast double @llvm.fabs.f64(double %3983)
  %3985 = call fast double @llvm.maxnum.f64(double %3984, double 1.000000e+00)
  %3986 = fmul fast double %3985, 0x3EB0C6F7A0B5ED8D
  %3987 = fadd fast double %3986, %3983
  store double %3987, ptr %3982, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %3988 = load i32, ptr @calls, align 4, !tbaa !11
  %3989 = load double, ptr %1, align 16, !tbaa !9
  br i1 %3405, label %4039, label %3990

3990:                                             ; preds = %3978, %3990
  %3991 = phi double [ %4035, %3990 ], [ %3989, %3978 ]
  %3992 = phi i64 [ %4036, %3990 ], [ 1, %3978 ]
  %3993 = phi i64 [ %4037, %3990 ], [ 0, %3978 ]
  %3994 = getelementptr inbounds double, ptr %1, i64 %3992
  %3995 = load double, ptr %3994, align 8, !tbaa !9
  %3996 = getelementptr double, ptr %3977, i64 %3992
  %3997 = load double, ptr %3996, align 8, !tbaa !9
  %3998 = fadd fast double %3997, %3991
  %3999 = call fast double @llvm.cos.f64(double %3998)
  %4000 = fmul fast double %3999, %3995
  %4001 = fmul fast double %3991, %3991
  %4002 = fmul fast double %4001, 1.000000e-01
  %4003 = fadd fast double %4000, %4002
  store double %4003, ptr %3994, align 8, !tbaa !9
  %4004 = getelementptr inbounds double, ptr %236, i64 %3992
  %4005 = load double, ptr %4004, align 8, !tbaa !9
  %4006 = getelementptr double, ptr %3976, i64 %3992
  %4007 = load double, ptr %4006, align 8, !tbaa !9
  %4008 = fadd fast double %4007, %4003
  %4009 = call fast double @llvm.cos.f64(double %4008)
  %4010 = fmul fast double %4009, %4005
  %4011 = fmul fast double %4003, %4003
  %4012 = fmul fast double %4011, 1.000000e-01
  %4013 = fadd fast double %4010, %4012
  store double %4013, ptr %4004, align 8, !tbaa !9
  %4014 = add nuw nsw i64 %3992, 2
  %4015 = getelementptr inbounds double, ptr %1, i64 %4014
  %4016 = load double, ptr %4015, align 8, !tbaa !9
  %4017 = getelementptr double, ptr %3977, i64 %4014
  %4018 = load double, ptr %4017, align 8, !tbaa !9
  %4019 = fadd fast double %4018, %4013
  %4020 = call fast double @llvm.cos.f64(double %4019)
  %4021 = fmul fast double %4020, %4016
  %4022 = fmul fast double %4013, %4013
  %4023 = fmul fast double %4022, 1.000000e-01
  %4024 = fadd fast double %4021, %4023
  store double %4024, ptr %4015, align 8, !tbaa !9
  %4025 = add nuw nsw i64 %3992, 3
  %4026 = getelementptr inbounds double, ptr %1, i64 %4025
  %4027 = load double, ptr %4026, align 8, !tbaa !9
  %4028 = getelementptr double, ptr %3977, i64 %4025
  %4029 = load double, ptr %4028, align 8, !tbaa !9
  %4030 = fadd fast double %4029, %4024
  %4031 = call fast double @llvm.cos.f64(double %4030)
  %4032 = fmul fast double %4031, %4027
  %4033 = fmul fast double %4024, %4024
  %4034 = fmul fast double %4033, 1.000000e-01
  %4035 = fadd fast double %4032, %4034
  store double %4035, ptr %4026, align 8, !tbaa !9
  %4036 = add nuw nsw i64 %3992, 4
  %4037 = add i64 %3993, 4
  %4038 = icmp eq i64 %4037, %3406
  br i1 %4038, label %4039, label %3990, !llvm.loop !46

4039:                                             ; preds = %3990, %3978
  %4040 = phi double [ %3989, %3978 ], [ %4035, %3990 ]
  %4041 = phi i64 [ 1, %3978 ], [ %4036, %3990 ]
  br i1 %3407, label %4059, label %4042

4042:                                             ; preds = %4039, %4042
  %4043 = phi double [ %4055, %4042 ], [ %4040, %4039 ]
  %4044 = phi i64 [ %4056, %4042 ], [ %4041, %4039 ]
  %4045 = phi i64 [ %4057, %4042 ], [ 0, %4039 ]
  %4046 = getelementptr inbounds double, ptr %1, i64 %4044
  %4047 = load double, ptr %4046, align 8, !tbaa !9
  %4048 = getelementptr double, ptr %3977, i64 %4044
  %4049 = load double, ptr %4048, align 8, !tbaa !9
  %4050 = fadd fast double %4049, %4043
  %4051 = call fast double @llvm.cos.f64(double %4050)
  %4052 = fmul fast double %4051, %4047
  %4053 = fmul fast double %4043, %4043
  %4054 = fmul fast double %4053, 1.000000e-01
  %4055 = fadd fast double %4052, %4054
  store double %4055, ptr %4046, align 8, !tbaa !9
  %4056 = add nuw nsw i64 %4044, 1
  %4057 = add i64 %4045, 1
  %4058 = icmp eq i64 %4057, %3404
  br i1 %4058, label %4059, label %4042, !llvm.loop !61

4059:                                             ; preds = %4042, %4039
  br i1 %3409, label %4109, label %4060

4060:                                             ; preds = %4059, %4060
  %4061 = phi double [ %4105, %4060 ], [ %3989, %4059 ]
  %4062 = phi i64 [ %4106, %4060 ], [ 1, %4059 ]
  %4063 = phi i64 [ %4107, %4060 ], [ 0, %4059 ]
  %4064 = getelementptr inbounds double, ptr %1, i64 %4062
  %4065 = load double, ptr %4064, align 8, !tbaa !9
  %4066 = getelementptr double, ptr %3977, i64 %4062
  %4067 = load double, ptr %4066, align 8, !tbaa !9
  %4068 = fadd fast double %4067, %4061
  %4069 = call fast double @llvm.cos.f64(double %4068)
  %4070 = fmul fast double %4069, %4065
  %4071 = fmul fast double %4061, %4061
  %4072 = fmul fast double %4071, 1.000000e-01
  %4073 = fadd fast double %4070, %4072
  store double %4073, ptr %4064, align 8, !tbaa !9
  %4074 = getelementptr inbounds double, ptr %237, i64 %4062
  %4075 = load double, ptr %4074, align 8, !tbaa !9
  %4076 = getelementptr double, ptr %3976, i64 %4062
  %4077 = load double, ptr %4076, align 8, !tbaa !9
  %4078 = fadd fast double %4077, %4073
  %4079 = call fast double @llvm.cos.f64(double %4078)
  %4080 = fmul fast double %4079, %4075
  %4081 = fmul fast double %4073, %4073
  %4082 = fmul fast double %4081, 1.000000e-01
  %4083 = fadd fast double %4080, %4082
  store double %4083, ptr %4074, align 8, !tbaa !9
  %4084 = add nuw nsw i64 %4062, 2
  %4085 = getelementptr inbounds double, ptr %1, i64 %4084
  %4086 = load double, ptr %4085, align 8, !tbaa !9
  %4087 = getelementptr double, ptr %3977, i64 %4084
  %4088 = load double, ptr %4087, align 8, !tbaa !9
  %4089 = fadd fast double %4088, %4083
  %4090 = call fast double @llvm.cos.f64(double %4089)
  %4091 = fmul fast double %4090, %4086
  %4092 = fmul fast double %4083, %4083
  %4093 = fmul fast double %4092, 1.000000e-01
  %4094 = fadd fast double %4091, %4093
  store double %4094, ptr %4085, align 8, !tbaa !9
  %4095 = add nuw nsw i64 %4062, 3
  %4096 = getelementptr inbounds double, ptr %1, i64 %4095
  %4097 = load double, ptr %4096, align 8, !tbaa !9
  %4098 = getelementptr double, ptr %3977, i64 %4095
  %4099 = load double, ptr %4098, align 8, !tbaa !9
  %4100 = fadd fast double %4099, %4094
  %4101 = call fast double @llvm.cos.f64(double %4100)
  %4102 = fmul fast double %4101, %4097
  %4103 = fmul fast double %4094, %4094
  %4104 = fmul fast double %4103, 1.000000e-01
  %4105 = fadd fast double %4102, %4104
  store double %4105, ptr %4096, align 8, !tbaa !9
  %4106 = add nuw nsw i64 %4062, 4
  %4107 = add i64 %4063, 4
  %4108 = icmp eq i64 %4107, %3410
  br i1 %4108, label %4109, label %4060, !llvm.loop !46

4109:                                             ; preds = %4060, %4059
  %4110 = phi double [ %3989, %4059 ], [ %4105, %4060 ]
  %4111 = phi i64 [ 1, %4059 ], [ %4106, %4060 ]
  br i1 %3411, label %4129, label %4112

4112:                                             ; preds = %4109, %4112
  %4113 = phi double [ %4125, %4112 ], [ %4110, %4109 ]
  %4114 = phi i64 [ %4126, %4112 ], [ %4111, %4109 ]
  %4115 = phi i64 [ %4127, %4112 ], [ 0, %4109 ]
  %4116 = getelementptr inbounds double, ptr %1, i64 %4114
  %4117 = load double, ptr %4116, align 8, !tbaa !9
  %4118 = getelementptr double, ptr %3977, i64 %4114
  %4119 = load double, ptr %4118, align 8, !tbaa !9
  %4120 = fadd fast double %4119, %4113
  %4121 = call fast double @llvm.cos.f64(double %4120)
  %4122 = fmul fast double %4121, %4117
  %4123 = fmul fast double %4113, %4113
  %4124 = fmul fast double %4123, 1.000000e-01
  %4125 = fadd fast double %4122, %4124
  store double %4125, ptr %4116, align 8, !tbaa !9
  %4126 = add nuw nsw i64 %4114, 1
  %4127 = add i64 %4115, 1
  %4128 = icmp eq i64 %4127, %3408
  br i1 %4128, label %4129, label %4112, !llvm.loop !62

4129:                                             ; preds = %4112, %4109
  br i1 %3413, label %4179, label %4130

4130:                                             ; preds = %4129, %4130
  %4131 = phi double [ %4175, %4130 ], [ %3989, %4129 ]
  %4132 = phi i64 [ %4176, %4130 ], [ 1, %4129 ]
  %4133 = phi i64 [ %4177, %4130 ], [ 0, %4129 ]
  %4134 = getelementptr inbounds double, ptr %1, i64 %4132
  %4135 = load double, ptr %4134, align 8, !tbaa !9
  %4136 = getelementptr double, ptr %3977, i64 %4132
  %4137 = load double, ptr %4136, align 8, !tbaa !9
  %4138 = fadd fast double %4137, %4131
  %4139 = call fast double @llvm.cos.f64(double %4138)
  %4140 = fmul fast double %4139, %4135
  %4141 = fmul fast double %4131, %4131
  %4142 = fmul fast double %4141, 1.000000e-01
  %4143 = fadd fast double %4140, %4142
  store double %4143, ptr %4134, align 8, !tbaa !9
  %4144 = getelementptr inbounds double, ptr %238, i64 %4132
  %4145 = load double, ptr %4144, align 8, !tbaa !9
  %4146 = getelementptr double, ptr %3976, i64 %4132
  %4147 = load double, ptr %4146, align 8, !tbaa !9
  %4148 = fadd fast double %4147, %4143
  %4149 = call fast double @llvm.cos.f64(double %4148)
  %4150 = fmul fast double %4149, %4145
  %4151 = fmul fast double %4143, %4143
  %4152 = fmul fast double %4151, 1.000000e-01
  %4153 = fadd fast double %4150, %4152
  store double %4153, ptr %4144, align 8, !tbaa !9
  %4154 = add nuw nsw i64 %4132, 2
  %4155 = getelementptr inbounds double, ptr %1, i64 %4154
  %4156 = load double, ptr %4155, align 8, !tbaa !9
  %4157 = getelementptr double, ptr %3977, i64 %4154
  %4158 = load double, ptr %4157, align 8, !tbaa !9
  %4159 = fadd fast double %4158, %4153
  %4160 = call fast double @llvm.cos.f64(double %4159)
  %4161 = fmul fast double %4160, %4156
  %4162 = fmul fast double %4153, %4153
  %4163 = fmul fast double %4162, 1.000000e-01
  %4164 = fadd fast double %4161, %4163
  store double %4164, ptr %4155, align 8, !tbaa !9
  %4165 = add nuw nsw i64 %4132, 3
  %4166 = getelementptr inbounds double, ptr %1, i64 %4165
  %4167 = load double, ptr %4166, align 8, !tbaa !9
  %4168 = getelementptr double, ptr %3977, i64 %4165
  %4169 = load double, ptr %4168, align 8, !tbaa !9
  %4170 = fadd fast double %4169, %4164
  %4171 = call fast double @llvm.cos.f64(double %4170)
  %4172 = fmul fast double %4171, %4167
  %4173 = fmul fast double %4164, %4164
  %4174 = fmul fast double %4173, 1.000000e-01
  %4175 = fadd fast double %4172, %4174
  store double %4175, ptr %4166, align 8, !tbaa !9
  %4176 = add nuw nsw i64 %4132, 4
  %4177 = add i64 %4133, 4
  %4178 = icmp eq i64 %4177, %3414
  br i1 %4178, label %4179, label %4130, !llvm.loop !46

4179:                                             ; preds = %4130, %4129
  %4180 = phi double [ %3989, %4129 ], [ %4175, %4130 ]
  %4181 = phi i64 [ 1, %4129 ], [ %4176, %4130 ]
  br i1 %3415, label %4199, label %4182

4182:                                             ; preds = %4179, %4182
  %4183 = phi double [ %4195, %4182 ], [ %4180, %4179 ]
  %4184 = phi i64 [ %4196, %4182 ], [ %4181, %4179 ]
  %4185 = phi i64 [ %4197, %4182 ], [ 0, %4179 ]
  %4186 = getelementptr inbounds double, ptr %1, i64 %4184
  %4187 = load double, ptr %4186, align 8, !tbaa !9
  %4188 = getelementptr double, ptr %3977, i64 %4184
  %4189 = load double, ptr %4188, align 8, !tbaa !9
  %4190 = fadd fast double %4189, %4183
  %4191 = call fast double @llvm.cos.f64(double %4190)
  %4192 = fmul fast double %4191, %4187
  %4193 = fmul fast double %4183, %4183
  %4194 = fmul fast double %4193, 1.000000e-01
  %4195 = fadd fast double %4192, %4194
  store double %4195, ptr %4186, align 8, !tbaa !9
  %4196 = add nuw nsw i64 %4184, 1
  %4197 = add i64 %4185, 1
  %4198 = icmp eq i64 %4197, %3412
  br i1 %4198, label %4199, label %4182, !llvm.loop !63

4199:                                             ; preds = %4182, %4179
  br label %4200

4200:                                             ; preds = %4199, %4200
  %4201 = phi i64 [ %4209, %4200 ], [ 0, %4199 ]
  %4202 = phi double [ %4208, %4200 ], [ 0.000000e+00, %4199 ]
  %4203 = getelementptr inbounds double, ptr %3483, i64 %4201
  %4204 = load double, ptr %4203, align 8, !tbaa !9
  %4205 = getelementptr inbounds double, ptr %1, i64 %4201
  %4206 = load double, ptr %4205, align 8, !tbaa !9
  %4207 = fmul fast double %4206, %4204
  %4208 = fadd fast double %4207, %4202
  %4209 = add nuw nsw i64 %4201, 1
  %4210 = icmp eq i64 %4209, %390
  br i1 %4210, label %4211, label %4200, !llvm.loop !64

4211:                                             ; preds = %4200
  %4212 = fsub fast double %3983, %3986
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #14
  store double %4212, ptr %3982, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %4213 = add nsw i32 %3988, 2
  store i32 %4213, ptr @calls, align 4, !tbaa !11
  %4214 = load double, ptr %2, align 16, !tbaa !9
  br i1 %3417, label %4264, label %4215

4215:                                             ; preds = %4211, %4215
  %4216 = phi double [ %4260, %4215 ], [ %4214, %4211 ]
  %4217 = phi i64 [ %4261, %4215 ], [ 1, %4211 ]
  %4218 = phi i64 [ %4262, %4215 ], [ 0, %4211 ]
  %4219 = getelementptr inbounds double, ptr %2, i64 %4217
  %4220 = load double, ptr %4219, align 8, !tbaa !9
  %4221 = getelementptr double, ptr %3977, i64 %4217
  %4222 = load double, ptr %4221, align 8, !tbaa !9
  %4223 = fadd fast double %4222, %4216
  %4224 = call fast double @llvm.cos.f64(double %4223)
  %4225 = fmul fast double %4224, %4220
  %4226 = fmul fast double %4216, %4216
  %4227 = fmul fast double %4226, 1.000000e-01
  %4228 = fadd fast double %4225, %4227
  store double %4228, ptr %4219, align 8, !tbaa !9
  %4229 = getelementptr inbounds double, ptr %239, i64 %4217
  %4230 = load double, ptr %4229, align 8, !tbaa !9
  %4231 = getelementptr double, ptr %3976, i64 %4217
  %4232 = load double, ptr %4231, align 8, !tbaa !9
  %4233 = fadd fast double %4232, %4228
  %4234 = call fast double @llvm.cos.f64(double %4233)
  %4235 = fmul fast double %4234, %4230
  %4236 = fmul fast double %4228, %4228
  %4237 = fmul fast double %4236, 1.000000e-01
  %4238 = fadd fast double %4235, %4237
  store double %4238, ptr %4229, align 8, !tbaa !9
  %4239 = add nuw nsw i64 %4217, 2
  %4240 = getelementptr inbounds double, ptr %2, i64 %4239
  %4241 = load double, ptr %4240, align 8, !tbaa !9
  %4242 = getelementptr double, ptr %3977, i64 %4239
  %4243 = load double, ptr %4242, align 8, !tbaa !9
  %4244 = fadd fast double %4243, %4238
  %4245 = call fast double @llvm.cos.f64(double %4244)
  %4246 = fmul fast double %4245, %4241
  %4247 = fmul fast double %4238, %4238
  %4248 = fmul fast double %4247, 1.000000e-01
  %4249 = fadd fast double %4246, %4248
  store double %4249, ptr %4240, align 8, !tbaa !9
  %4250 = add nuw nsw i64 %4217, 3
  %4251 = getelementptr inbounds double, ptr %2, i64 %4250
  %4252 = load double, ptr %4251, align 8, !tbaa !9
  %4253 = getelementptr double, ptr %3977, i64 %4250
  %4254 = load double, ptr %4253, align 8, !tbaa !9
  %4255 = fadd fast double %4254, %4249
  %4256 = call fast double @llvm.cos.f64(double %4255)
  %4257 = fmul fast double %4256, %4252
  %4258 = fmul fast double %4249, %4249
  %4259 = fmul fast double %4258, 1.000000e-01
  %4260 = fadd fast double %4257, %4259
  store double %4260, ptr %4251, align 8, !tbaa !9
  %4261 = add nuw nsw i64 %4217, 4
  %4262 = add i64 %4218, 4
  %4263 = icmp eq i64 %4262, %3418
  br i1 %4263, label %4264, label %4215, !llvm.loop !46

4264:                                             ; preds = %4215, %4211
  %4265 = phi double [ %4214, %4211 ], [ %4260, %4215 ]
  %4266 = phi i64 [ 1, %4211 ], [ %4261, %4215 ]
  br i1 %3419, label %4284, label %4267

4267:                                             ; preds = %4264, %4267
  %4268 = phi double [ %4280, %4267 ], [ %4265, %4264 ]
  %4269 = phi i64 [ %4281, %4267 ], [ %4266, %4264 ]
  %4270 = phi i64 [ %4282, %4267 ], [ 0, %4264 ]
  %4271 = getelementptr inbounds double, ptr %2, i64 %4269
  %4272 = load double, ptr %4271, align 8, !tbaa !9
  %4273 = getelementptr double, ptr %3977, i64 %4269
  %4274 = load double, ptr %4273, align 8, !tbaa !9
  %4275 = fadd fast double %4274, %4268
  %4276 = call fast double @llvm.cos.f64(double %4275)
  %4277 = fmul fast double %4276, %4272
  %4278 = fmul fast double %4268, %4268
  %4279 = fmul fast double %4278, 1.000000e-01
  %4280 = fadd fast double %4277, %4279
  store double %4280, ptr %4271, align 8, !tbaa !9
  %4281 = add nuw nsw i64 %4269, 1
  %4282 = add i64 %4270, 1
  %4283 = icmp eq i64 %4282, %3416
  br i1 %4283, label %4284, label %4267, !llvm.loop !65

4284:                                             ; preds = %4267, %4264
  br i1 %3421, label %4334, label %4285

4285:                                             ; preds = %4284, %4285
  %4286 = phi double [ %4330, %4285 ], [ %4214, %4284 ]
  %4287 = phi i64 [ %4331, %4285 ], [ 1, %4284 ]
  %4288 = phi i64 [ %4332, %4285 ], [ 0, %4284 ]
  %4289 = getelementptr inbounds double, ptr %2, i64 %4287
  %4290 = load double, ptr %4289, align 8, !tbaa !9
  %4291 = getelementptr double, ptr %3977, i64 %4287
  %4292 = load double, ptr %4291, align 8, !tbaa !9
  %4293 = fadd fast double %4292, %4286
  %4294 = call fast double @llvm.cos.f64(double %4293)
  %4295 = fmul fast double %4294, %4290
  %4296 = fmul fast double %4286, %4286
  %4297 = fmul fast double %4296, 1.000000e-01
  %4298 = fadd fast double %4295, %4297
  store double %4298, ptr %4289, align 8, !tbaa !9
  %4299 = getelementptr inbounds double, ptr %240, i64 %4287
  %4300 = load double, ptr %4299, align 8, !tbaa !9
  %4301 = getelementptr double, ptr %3976, i64 %4287
  %4302 = load double, ptr %4301, align 8, !tbaa !9
  %4303 = fadd fast double %4302, %4298
  %4304 = call fast double @llvm.cos.f64(double %4303)
  %4305 = fmul fast double %4304, %4300
  %4306 = fmul fast double %4298, %4298
  %4307 = fmul fast double %4306, 1.000000e-01
  %4308 = fadd fast double %4305, %4307
  store double %4308, ptr %4299, align 8, !tbaa !9
  %4309 = add nuw nsw i64 %4287, 2
  %4310 = getelementptr inbounds double, ptr %2, i64 %4309
  %4311 = load double, ptr %4310, align 8, !tbaa !9
  %4312 = getelementptr double, ptr %3977, i64 %4309
  %4313 = load double, ptr %4312, align 8, !tbaa !9
  %4314 = fadd fast double %4313, %4308
  %4315 = call fast double @llvm.cos.f64(double %4314)
  %4316 = fmul fast double %4315, %4311
  %4317 = fmul fast double %4308, %4308
  %4318 = fmul fast double %4317, 1.000000e-01
  %4319 = fadd fast double %4316, %4318
  store double %4319, ptr %4310, align 8, !tbaa !9
  %4320 = add nuw nsw i64 %4287, 3
  %4321 = getelementptr inbounds double, ptr %2, i64 %4320
  %4322 = load double, ptr %4321, align 8, !tbaa !9
  %4323 = getelementptr double, ptr %3977, i64 %4320
  %4324 = load double, ptr %4323, align 8, !tbaa !9
  %4325 = fadd fast double %4324, %4319
  %4326 = call fast double @llvm.cos.f64(double %4325)
  %4327 = fmul fast double %4326, %4322
  %4328 = fmul fast double %4319, %4319
  %4329 = fmul fast double %4328, 1.000000e-01
  %4330 = fadd fast double %4327, %4329
  store double %4330, ptr %4321, align 8, !tbaa !9
  %4331 = add nuw nsw i64 %4287, 4
  %4332 = add i64 %4288, 4
  %4333 = icmp eq i64 %4332, %3422
  br i1 %4333, label %4334, label %4285, !llvm.loop !46

4334:                                             ; preds = %4285, %4284
  %4335 = phi double [ %4214, %4284 ], [ %4330, %4285 ]
  %4336 = phi i64 [ 1, %4284 ], [ %4331, %4285 ]
  br i1 %3423, label %4354, label %4337

4337:                                             ; preds = %4334, %4337
  %4338 = phi double [ %4350, %4337 ], [ %4335, %4334 ]
  %4339 = phi i64 [ %4351, %4337 ], [ %4336, %4334 ]
  %4340 = phi i64 [ %4352, %4337 ], [ 0, %4334 ]
  %4341 = getelementptr inbounds double, ptr %2, i64 %4339
  %4342 = load double, ptr %4341, align 8, !tbaa !9
  %4343 = getelementptr double, ptr %3977, i64 %4339
  %4344 = load double, ptr %4343, align 8, !tbaa !9
  %4345 = fadd fast double %4344, %4338
  %4346 = call fast double @llvm.cos.f64(double %4345)
  %4347 = fmul fast double %4346, %4342
  %4348 = fmul fast double %4338, %4338
  %4349 = fmul fast double %4348, 1.000000e-01
  %4350 = fadd fast double %4347, %4349
  store double %4350, ptr %4341, align 8, !tbaa !9
  %4351 = add nuw nsw i64 %4339, 1
  %4352 = add i64 %4340, 1
  %4353 = icmp eq i64 %4352, %3420
  br i1 %4353, label %4354, label %4337, !llvm.loop !66

4354:                                             ; preds = %4337, %4334
  br i1 %3425, label %4404, label %4355

4355:                                             ; preds = %4354, %4355
  %4356 = phi double [ %4400, %4355 ], [ %4214, %4354 ]
  %4357 = phi i64 [ %4401, %4355 ], [ 1, %4354 ]
  %4358 = phi i64 [ %4402, %4355 ], [ 0, %4354 ]
  %4359 = getelementptr inbounds double, ptr %2, i64 %4357
  %4360 = load double, ptr %4359, align 8, !tbaa !9
  %4361 = getelementptr double, ptr %3977, i64 %4357
  %4362 = load double, ptr %4361, align 8, !tbaa !9
  %4363 = fadd fast double %4362, %4356
  %4364 = call fast double @llvm.cos.f64(double %4363)
  %4365 = fmul fast double %4364, %4360
  %4366 = fmul fast double %4356, %4356
  %4367 = fmul fast double %4366, 1.000000e-01
  %4368 = fadd fast double %4365, %4367
  store double %4368, ptr %4359, align 8, !tbaa !9
  %4369 = getelementptr inbounds double, ptr %241, i64 %4357
  %4370 = load double, ptr %4369, align 8, !tbaa !9
  %4371 = getelementptr double, ptr %3976, i64 %4357
  %4372 = load double, ptr %4371, align 8, !tbaa !9
  %4373 = fadd fast double %4372, %4368
  %4374 = call fast double @llvm.cos.f64(double %4373)
  %4375 = fmul fast double %4374, %4370
  %4376 = fmul fast double %4368, %4368
  %4377 = fmul fast double %4376, 1.000000e-01
  %4378 = fadd fast double %4375, %4377
  store double %4378, ptr %4369, align 8, !tbaa !9
  %4379 = add nuw nsw i64 %4357, 2
  %4380 = getelementptr inbounds double, ptr %2, i64 %4379
  %4381 = load double, ptr %4380, align 8, !tbaa !9
  %4382 = getelementptr double, ptr %3977, i64 %4379
  %4383 = load double, ptr %4382, align 8, !tbaa !9
  %4384 = fadd fast double %4383, %4378
  %4385 = call fast double @llvm.cos.f64(double %4384)
  %4386 = fmul fast double %4385, %4381
  %4387 = fmul fast double %4378, %4378
  %4388 = fmul fast double %4387, 1.000000e-01
  %4389 = fadd fast double %4386, %4388
  store double %4389, ptr %4380, align 8, !tbaa !9
  %4390 = add nuw nsw i64 %4357, 3
  %4391 = getelementptr inbounds double, ptr %2, i64 %4390
  %4392 = load double, ptr %4391, align 8, !tbaa !9
  %4393 = getelementptr double, ptr %3977, i64 %4390
  %4394 = load double, ptr %4393, align 8, !tbaa !9
  %4395 = fadd fast double %4394, %4389
  %4396 = call fast double @llvm.cos.f64(double %4395)
  %4397 = fmul fast double %4396, %4392
  %4398 = fmul fast double %4389, %4389
  %4399 = fmul fast double %4398, 1.000000e-01
  %4400 = fadd fast double %4397, %4399
  store double %4400, ptr %4391, align 8, !tbaa !9
  %4401 = add nuw nsw i64 %4357, 4
  %4402 = add i64 %4358, 4
  %4403 = icmp eq i64 %4402, %3426
  br i1 %4403, label %4404, label %4355, !llvm.loop !46

4404:                                             ; preds = %4355, %4354
  %4405 = phi double [ %4214, %4354 ], [ %4400, %4355 ]
  %4406 = phi i64 [ 1, %4354 ], [ %4401, %4355 ]
  br i1 %3427, label %4424, label %4407

4407:                                             ; preds = %4404, %4407
  %4408 = phi double [ %4420, %4407 ], [ %4405, %4404 ]
  %4409 = phi i64 [ %4421, %4407 ], [ %4406, %4404 ]
  %4410 = phi i64 [ %4422, %4407 ], [ 0, %4404 ]
  %4411 = getelementptr inbounds double, ptr %2, i64 %4409
  %4412 = load double, ptr %4411, align 8, !tbaa !9
  %4413 = getelementptr double, ptr %3977, i64 %4409
  %4414 = load double, ptr %4413, align 8, !tbaa !9
  %4415 = fadd fast double %4414, %4408
  %4416 = call fast double @llvm.cos.f64(double %4415)
  %4417 = fmul fast double %4416, %4412
  %4418 = fmul fast double %4408, %4408
  %4419 = fmul fast double %4418, 1.000000e-01
  %4420 = fadd fast double %4417, %4419
  store double %4420, ptr %4411, align 8, !tbaa !9
  %4421 = add nuw nsw i64 %4409, 1
  %4422 = add i64 %4410, 1
  %4423 = icmp eq i64 %4422, %3424
  br i1 %4423, label %4424, label %4407, !llvm.loop !67

4424:                                             ; preds = %4407, %4404
  br label %4425

4425:                                             ; preds = %4424, %4425
  %4426 = phi i64 [ %4434, %4425 ], [ 0, %4424 ]
  %4427 = phi double [ %4433, %4425 ], [ 0.000000e+00, %4424 ]
  %4428 = getelementptr inbounds double, ptr %3483, i64 %4426
  %4429 = load double, ptr %4428, align 8, !tbaa !9
  %4430 = getelementptr inbounds double, ptr %2, i64 %4426
  %4431 = load double, ptr %4430, align 8, !tbaa !9
  %4432 = fmul fast double %4431, %4429
  %4433 = fadd fast double %4432, %4427
  %4434 = add nuw nsw i64 %4426, 1
  %4435 = icmp eq i64 %4434, %390
  br i1 %4435, label %4436, label %4425, !llvm.loop !68

4436:                                             ; preds = %4425
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #14
  store double %3983, ptr %3982, align 8, !tbaa !9
  %4437 = fsub fast double %4208, %4433
  %4438 = fmul fast double %3985, 2.000000e-06
  %4439 = fdiv fast double %4437, %4438
  %4440 = call fast double @llvm.fabs.f64(double %4439)
  %4441 = call fast double @llvm.maxnum.f64(double %4440, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %3981, ptr %12, align 8, !tbaa !9
  %4442 = load volatile double, ptr %12, align 8, !tbaa !9
  %4443 = call double @llvm.fabs.f64(double %4442)
  %4444 = fcmp ueq double %4443, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %4444, label %4458, label %4445

4445:                                             ; preds = %4436
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %4439, ptr %11, align 8, !tbaa !9
  %4446 = load volatile double, ptr %11, align 8, !tbaa !9
  %4447 = call double @llvm.fabs.f64(double %4446)
  %4448 = fcmp ueq double %4447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %4448, label %4458, label %4449

4449:                                             ; preds = %4445
  %4450 = fsub fast double %3981, %4439
  %4451 = call fast double @llvm.fabs.f64(double %4450)
  %4452 = fmul fast double %4441, 0x3EB0C6F7A0B5ED8D
  %4453 = fcmp fast ole double %4451, %4452
  %4454 = freeze i1 %4453
  br i1 %4454, label %4455, label %4458

4455:                                             ; preds = %4449
  %4456 = trunc nuw nsw i64 %3979 to i32
  %4457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %4456, double noundef nofpclass(nan inf) %3981, double noundef nofpclass(nan inf) %4439, ptr noundef nonnull @.str.18)
  br label %4463

4458:                                             ; preds = %4449, %4445, %4436
  %4459 = trunc nuw nsw i64 %3979 to i32
  %4460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %4459, double noundef nofpclass(nan inf) %3981, double noundef nofpclass(nan inf) %4439, ptr noundef nonnull @.str.19)
  %4461 = load i32, ptr @n_fail, align 4, !tbaa !11
  %4462 = add nsw i32 %4461, 1
  store i32 %4462, ptr @n_fail, align 4, !tbaa !11
  br label %4463

4463:                                             ; preds = %4458, %4455
  %4464 = add nuw nsw i64 %3979, 1
  %4465 = icmp eq i64 %4464, %390
  br i1 %4465, label %4466, label %3978, !llvm.loop !26

4466:                                             ; preds = %4463
  call void @free(ptr noundef nonnull %3976) #14
  %4467 = add nuw nsw i64 %3482, 1
  %4468 = icmp eq i64 %4467, 3
  br i1 %4468, label %3436, label %3481, !llvm.loop !69

4469:                                             ; preds = %4703
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #14
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %58) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %57) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #14
  br i1 %249, label %248, label %242, !llvm.loop !70

4470:                                             ; preds = %3474, %4703
  %4471 = phi i1 [ true, %3474 ], [ false, %4703 ]
  %4472 = phi ptr [ %59, %3474 ], [ %223, %4703 ]
  %4473 = phi double [ %3479, %3474 ], [ %3480, %4703 ]
  %4474 = phi ptr [ %58, %3474 ], [ %224, %4703 ]
  %4475 = phi i64 [ 0, %3474 ], [ 1, %4703 ]
  %4476 = load double, ptr %4472, align 8, !tbaa !9
  %4477 = getelementptr inbounds [2 x double], ptr %209, i64 0, i64 %4475
  %4478 = load double, ptr %4477, align 8, !tbaa !9
  %4479 = load i32, ptr @calls, align 4, !tbaa !11
  br label %4480

4480:                                             ; preds = %4480, %4470
  %4481 = phi i64 [ 0, %4470 ], [ %4497, %4480 ]
  %4482 = phi double [ 0.000000e+00, %4470 ], [ %4496, %4480 ]
  %4483 = getelementptr inbounds double, ptr %39, i64 %4481
  %4484 = load double, ptr %4483, align 8, !tbaa !9
  %4485 = fmul fast double %4484, %4484
  %4486 = fmul fast double %4485, 7.000010e-01
  %4487 = fadd fast double %4486, 1.000000e+00
  %4488 = call fast double @llvm.log.f64(double %4487)
  %4489 = trunc nuw nsw i64 %4481 to i32
  %4490 = uitofp nneg i32 %4489 to double
  %4491 = fmul fast double %4490, -4.000000e-01
  %4492 = call fast double @llvm.cos.f64(double %4491)
  %4493 = fmul fast double %4488, %4492
  %4494 = fmul fast double %4484, 0xBFD1EB86CC377B97
  %4495 = fadd fast double %4494, %4482
  %4496 = fadd fast double %4495, %4493
  %4497 = add nuw nsw i64 %4481, 1
  %4498 = icmp eq i64 %4497, %390
  br i1 %4498, label %4499, label %4480, !llvm.loop !71

4499:                                             ; preds = %4480
  %4500 = add nsw i32 %4479, 2
  store i32 %4500, ptr @calls, align 4, !tbaa !11
  br label %4501

4501:                                             ; preds = %4501, %4499
  %4502 = phi i64 [ 0, %4499 ], [ %4518, %4501 ]
  %4503 = phi double [ 0.000000e+00, %4499 ], [ %4517, %4501 ]
  %4504 = getelementptr inbounds double, ptr %39, i64 %4502
  %4505 = load double, ptr %4504, align 8, !tbaa !9
  %4506 = fmul fast double %4505, %4505
  %4507 = fmul fast double %4506, 0x3FE666644D87724F
  %4508 = fadd fast double %4507, 1.000000e+00
  %4509 = call fast double @llvm.log.f64(double %4508)
  %4510 = trunc nuw nsw i64 %4502 to i32
  %4511 = uitofp nneg i32 %4510 to double
  %4512 = fmul fast double %4511, -4.000000e-01
  %4513 = call fast double @llvm.cos.f64(double %4512)
  %4514 = fmul fast double %4509, %4513
  %4515 = fmul fast double %4505, 0xBFD1EB837139283F
  %4516 = fadd fast double %4515, %4503
  %4517 = fadd fast double %4516, %4514
  %4518 = add nuw nsw i64 %4502, 1
  %4519 = icmp eq i64 %4518, %390
  br i1 %4519, label %4520, label %4501, !llvm.loop !72

4520:                                             ; preds = %4501
  %4521 = fmul fast double %4496, %4496
  %4522 = fmul fast double %4517, %4517
  %4523 = fsub fast double %4521, %4522
  %4524 = fmul fast double %4523, %4473
  %4525 = fmul fast double %4524, 5.000000e+05
  %4526 = call fast double @llvm.fabs.f64(double %4525)
  %4527 = call fast double @llvm.maxnum.f64(double %4526, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %4476, ptr %10, align 8, !tbaa !9
  %4528 = load volatile double, ptr %10, align 8, !tbaa !9
  %4529 = call double @llvm.fabs.f64(double %4528)
  %4530 = fcmp ueq double %4529, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %4530, label %4543, label %4531

4531:                                             ; preds = %4520
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %4525, ptr %9, align 8, !tbaa !9
  %4532 = load volatile double, ptr %9, align 8, !tbaa !9
  %4533 = call double @llvm.fabs.f64(double %4532)
  %4534 = fcmp ueq double %4533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %4534, label %4543, label %4535

4535:                                             ; preds = %4531
  %4536 = fsub fast double %4476, %4525
  %4537 = call fast double @llvm.fabs.f64(double %4536)
  %4538 = fmul fast double %4527, 0x3EB0C6F7A0B5ED8D
  %4539 = fcmp fast ole double %4537, %4538
  %4540 = freeze i1 %4539
  br i1 %4540, label %4541, label %4543

4541:                                             ; preds = %4535
  %4542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef nofpclass(nan inf) %4476, double noundef nofpclass(nan inf) %4525, ptr noundef nonnull @.str.18)
  br label %4547

4543:                                             ; preds = %4535, %4531, %4520
  %4544 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 0, double noundef nofpclass(nan inf) %4476, double noundef nofpclass(nan inf) %4525, ptr noundef nonnull @.str.19)
  %4545 = load i32, ptr @n_fail, align 4, !tbaa !11
  %4546 = add nsw i32 %4545, 1
  store i32 %4546, ptr @n_fail, align 4, !tbaa !11
  br label %4547

4547:                                             ; preds = %4543, %4541
  %4548 = load i32, ptr @calls, align 4, !tbaa !11
  br label %4549

4549:                                             ; preds = %4549, %4547
  %4550 = phi i64 [ 0, %4547 ], [ %4566, %4549 ]
  %4551 = phi double [ 0.000000e+00, %4547 ], [ %4565, %4549 ]
  %4552 = getelementptr inbounds double, ptr %39, i64 %4550
  %4553 = load double, ptr %4552, align 8, !tbaa !9
  %4554 = fmul fast double %4553, %4553
  %4555 = fmul fast double %4554, 0x3FE6666666666666
  %4556 = fadd fast double %4555, 1.000000e+00
  %4557 = call fast double @llvm.log.f64(double %4556)
  %4558 = trunc nuw nsw i64 %4550 to i32
  %4559 = uitofp nneg i32 %4558 to double
  %4560 = fmul fast double %4559, 0xBFD9999567DBB16D
  %4561 = call fast double @llvm.cos.f64(double %4560)
  %4562 = fmul fast double %4557, %4561
  %4563 = fmul fast double %4553, 0xBFD1EB822F19C8FF
  %4564 = fadd fast double %4563, %4551
  %4565 = fadd fast double %4564, %4562
  %4566 = add nuw nsw i64 %4550, 1
  %4567 = icmp eq i64 %4566, %390
  br i1 %4567, label %4568, label %4549, !llvm.loop !73

4568:                                             ; preds = %4549
  %4569 = add nsw i32 %4548, 2
  store i32 %4569, ptr @calls, align 4, !tbaa !11
  br label %4570

4570:                                             ; preds = %4570, %4568
  %4571 = phi i64 [ 0, %4568 ], [ %4587, %4570 ]
  %4572 = phi double [ 0.000000e+00, %4568 ], [ %4586, %4570 ]
  %4573 = getelementptr inbounds double, ptr %39, i64 %4571
  %4574 = load double, ptr %4573, align 8, !tbaa !9
  %4575 = fmul fast double %4574, %4574
  %4576 = fmul fast double %4575, 0x3FE6666666666666
  %4577 = fadd fast double %4576, 1.000000e+00
  %4578 = call fast double @llvm.log.f64(double %4577)
  %4579 = trunc nuw nsw i64 %4571 to i32
  %4580 = uitofp nneg i32 %4579 to double
  %4581 = fmul fast double %4580, -4.000010e-01
  %4582 = call fast double @llvm.cos.f64(double %4581)
  %4583 = fmul fast double %4578, %4582
  %4584 = fmul fast double %4574, 0xBFD1EB880E56DAD8
  %4585 = fadd fast double %4584, %4572
  %4586 = fadd fast double %4585, %4583
  %4587 = add nuw nsw i64 %4571, 1
  %4588 = icmp eq i64 %4587, %390
  br i1 %4588, label %4589, label %4570, !llvm.loop !74

4589:                                             ; preds = %4570
  %4590 = fmul fast double %4565, %4565
  %4591 = fmul fast double %4586, %4586
  %4592 = fsub fast double %4590, %4591
  %4593 = fmul fast double %4592, %4473
  %4594 = fmul fast double %4593, 5.000000e+05
  %4595 = call fast double @llvm.fabs.f64(double %4594)
  %4596 = call fast double @llvm.maxnum.f64(double %4595, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %4478, ptr %10, align 8, !tbaa !9
  %4597 = load volatile double, ptr %10, align 8, !tbaa !9
  %4598 = call double @llvm.fabs.f64(double %4597)
  %4599 = fcmp ueq double %4598, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %4599, label %4612, label %4600

4600:                                             ; preds = %4589
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %4594, ptr %9, align 8, !tbaa !9
  %4601 = load volatile double, ptr %9, align 8, !tbaa !9
  %4602 = call double @llvm.fabs.f64(double %4601)
  %4603 = fcmp ueq double %4602, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %4603, label %4612, label %4604

4604:                                             ; preds = %4600
  %4605 = fsub fast double %4478, %4594
  %4606 = call fast double @llvm.fabs.f64(double %4605)
  %4607 = fmul fast double %4596, 0x3EB0C6F7A0B5ED8D
  %4608 = fcmp fast ole double %4606, %4607
  %4609 = freeze i1 %4608
  br i1 %4609, label %4610, label %4612

4610:                                             ; preds = %4604
  %4611 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef nofpclass(nan inf) %4478, double noundef nofpclass(nan inf) %4594, ptr noundef nonnull @.str.18)
  br label %4616

4612:                                             ; preds = %4604, %4600, %4589
  %4613 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef 1, double noundef nofpclass(nan inf) %4478, double noundef nofpclass(nan inf) %4594, ptr noundef nonnull @.str.19)
  %4614 = load i32, ptr @n_fail, align 4, !tbaa !11
  %4615 = add nsw i32 %4614, 1
  store i32 %4615, ptr @n_fail, align 4, !tbaa !11
  br label %4616

4616:                                             ; preds = %4612, %4610
  %4617 = call noalias ptr @malloc(i64 noundef %387) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4617, ptr nonnull readonly align 16 %39, i64 %389, i1 false)
  br label %4618

4618:                                             ; preds = %4616, %4700
  %4619 = phi i64 [ 0, %4616 ], [ %4701, %4700 ]
  %4620 = getelementptr inbounds double, ptr %4474, i64 %4619
  %4621 = load double, ptr %4620, align 8, !tbaa !9
  %4622 = getelementptr inbounds double, ptr %4617, i64 %4619
  %4623 = load double, ptr %4622, align 8, !tbaa !9
  %4624 = call fast double @llvm.fabs.f64(double %4623)
  %4625 = call fast double @llvm.maxnum.f64(double %4624, double 1.000000e+00)
  %4626 = fmul fast double %4625, 0x3EB0C6F7A0B5ED8D
  %4627 = fadd fast double %4626, %4623
  store double %4627, ptr %4622, align 8, !tbaa !9
  %4628 = load i32, ptr @calls, align 4, !tbaa !11
  br label %4629

4629:                                             ; preds = %4629, %4618
  %4630 = phi i64 [ 0, %4618 ], [ %4646, %4629 ]
  %4631 = phi double [ 0.000000e+00, %4618 ], [ %4645, %4629 ]
  %4632 = getelementptr inbounds double, ptr %4617, i64 %4630
  %4633 = load double, ptr %4632, align 8, !tbaa !9
  %4634 = fmul fast double %4633, %4633
  %4635 = fmul fast double %4634, 0x3FE6666666666666
  %4636 = fadd fast double %4635, 1.000000e+00
  %4637 = call fast double @llvm.log.f64(double %4636)
  %4638 = trunc nuw nsw i64 %4630 to i32
  %4639 = uitofp nneg i32 %4638 to double
  %4640 = fmul fast double %4639, -4.000000e-01
  %4641 = call fast double @llvm.cos.f64(double %4640)
  %4642 = fmul fast double %4637, %4641
  %4643 = fmul fast double %4633, 0x3FD1EB851EB851EB
  %4644 = fsub fast double %4631, %4643
  %4645 = fadd fast double %4642, %4644
  %4646 = add nuw nsw i64 %4630, 1
  %4647 = icmp eq i64 %4646, %390
  br i1 %4647, label %4648, label %4629, !llvm.loop !75

4648:                                             ; preds = %4629
  %4649 = fsub fast double %4623, %4626
  store double %4649, ptr %4622, align 8, !tbaa !9
  %4650 = add nsw i32 %4628, 2
  store i32 %4650, ptr @calls, align 4, !tbaa !11
  br label %4651

4651:                                             ; preds = %4651, %4648
  %4652 = phi i64 [ 0, %4648 ], [ %4668, %4651 ]
  %4653 = phi double [ 0.000000e+00, %4648 ], [ %4667, %4651 ]
  %4654 = getelementptr inbounds double, ptr %4617, i64 %4652
  %4655 = load double, ptr %4654, align 8, !tbaa !9
  %4656 = fmul fast double %4655, %4655
  %4657 = fmul fast double %4656, 0x3FE6666666666666
  %4658 = fadd fast double %4657, 1.000000e+00
  %4659 = call fast double @llvm.log.f64(double %4658)
  %4660 = trunc nuw nsw i64 %4652 to i32
  %4661 = uitofp nneg i32 %4660 to double
  %4662 = fmul fast double %4661, -4.000000e-01
  %4663 = call fast double @llvm.cos.f64(double %4662)
  %4664 = fmul fast double %4659, %4663
  %4665 = fmul fast double %4655, 0x3FD1EB851EB851EB
  %4666 = fsub fast double %4653, %4665
  %4667 = fadd fast double %4664, %4666
  %4668 = add nuw nsw i64 %4652, 1
  %4669 = icmp eq i64 %4668, %390
  br i1 %4669, label %4670, label %4651, !llvm.loop !76

4670:                                             ; preds = %4651
  %4671 = fmul fast double %4645, %4645
  %4672 = fmul fast double %4667, %4667
  store double %4623, ptr %4622, align 8, !tbaa !9
  %4673 = fsub fast double %4671, %4672
  %4674 = fmul fast double %4673, %4473
  %4675 = fmul fast double %4625, 2.000000e-06
  %4676 = fdiv fast double %4674, %4675
  %4677 = call fast double @llvm.fabs.f64(double %4676)
  %4678 = call fast double @llvm.maxnum.f64(double %4677, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %4621, ptr %8, align 8, !tbaa !9
  %4679 = load volatile double, ptr %8, align 8, !tbaa !9
  %4680 = call double @llvm.fabs.f64(double %4679)
  %4681 = fcmp ueq double %4680, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %4681, label %4695, label %4682

4682:                                             ; preds = %4670
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %4676, ptr %7, align 8, !tbaa !9
  %4683 = load volatile double, ptr %7, align 8, !tbaa !9
  %4684 = call double @llvm.fabs.f64(double %4683)
  %4685 = fcmp ueq double %4684, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %4685, label %4695, label %4686

4686:                                             ; preds = %4682
  %4687 = fsub fast double %4621, %4676
  %4688 = call fast double @llvm.fabs.f64(double %4687)
  %4689 = fmul fast double %4678, 0x3EB0C6F7A0B5ED8D
  %4690 = fcmp fast ole double %4688, %4689
  %4691 = freeze i1 %4690
  br i1 %4691, label %4692, label %4695

4692:                                             ; preds = %4686
  %4693 = trunc nuw nsw i64 %4619 to i32
  %4694 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %4693, double noundef nofpclass(nan inf) %4621, double noundef nofpclass(nan inf) %4676, ptr noundef nonnull @.str.18)
  br label %4700

4695:                                             ; preds = %4686, %4682, %4670
  %4696 = trunc nuw nsw i64 %4619 to i32
  %4697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %4696, double noundef nofpclass(nan inf) %4621, double noundef nofpclass(nan inf) %4676, ptr noundef nonnull @.str.19)
  %4698 = load i32, ptr @n_fail, align 4, !tbaa !11
  %4699 = add nsw i32 %4698, 1
  store i32 %4699, ptr @n_fail, align 4, !tbaa !11
  br label %4700

4700:                                             ; preds = %4695, %4692
  %4701 = add nuw nsw i64 %4619, 1
  %4702 = icmp eq i64 %4701, %390
  br i1 %4702, label %4703, label %4618, !llvm.loop !26

4703:                                             ; preds = %4700
  call void @free(ptr noundef nonnull %4617) #14
  br i1 %4471, label %4470, label %4469, !llvm.loop !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = sext i32 %2 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext nneg i32 %2 to i64
  br label %251

13:                                               ; preds = %270
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %17, label %275

15:                                               ; preds = %4
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %18, label %275

17:                                               ; preds = %13
  br i1 %10, label %21, label %18

18:                                               ; preds = %15, %17
  %19 = zext nneg i32 %3 to i64
  %20 = shl nuw nsw i64 %19, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 %20, i1 false), !tbaa !9
  br label %275

21:                                               ; preds = %17
  %22 = zext nneg i32 %3 to i64
  %23 = zext nneg i32 %2 to i64
  %24 = icmp ult i32 %2, 16
  %25 = and i64 %12, 2147483632
  %26 = icmp eq i64 %25, %12
  br label %37

27:                                               ; preds = %247
  %28 = trunc nuw nsw i64 %38 to i32
  %29 = urem i32 %28, %2
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %9, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul fast double %32, %248
  %34 = getelementptr inbounds double, ptr %1, i64 %38
  store double %33, ptr %34, align 8, !tbaa !9
  %35 = add i32 %39, 1
  %36 = icmp eq i64 %45, %22
  br i1 %36, label %275, label %37, !llvm.loop !78

37:                                               ; preds = %27, %21
  %38 = phi i64 [ 0, %21 ], [ %45, %27 ]
  %39 = phi i32 [ %2, %21 ], [ %35, %27 ]
  %40 = phi i32 [ %2, %21 ], [ %41, %27 ]
  %41 = add i32 %40, 1
  %42 = urem i32 %39, 3
  %43 = sub i32 %42, %39
  %44 = add i32 %43, %41
  %45 = add nuw nsw i64 %38, 1
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = insertelement <4 x double> poison, double %47, i64 0
  %49 = shufflevector <4 x double> %48, <4 x double> poison, <4 x i32> zeroinitializer
  br label %50

50:                                               ; preds = %247, %37
  %51 = phi i32 [ 0, %37 ], [ %249, %247 ]
  %52 = phi double [ 0.000000e+00, %37 ], [ %248, %247 ]
  %53 = uitofp nneg i32 %51 to double
  br i1 %24, label %226, label %54

54:                                               ; preds = %50
  %55 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %52, i64 0
  %56 = insertelement <4 x double> poison, double %53, i64 0
  %57 = shufflevector <4 x double> %56, <4 x double> poison, <4 x i32> zeroinitializer
  br label %58

58:                                               ; preds = %58, %54
  %59 = phi i64 [ 0, %54 ], [ %219, %58 ]
  %60 = phi <4 x double> [ %55, %54 ], [ %215, %58 ]
  %61 = phi <4 x double> [ zeroinitializer, %54 ], [ %216, %58 ]
  %62 = phi <4 x double> [ zeroinitializer, %54 ], [ %217, %58 ]
  %63 = phi <4 x double> [ zeroinitializer, %54 ], [ %218, %58 ]
  %64 = or disjoint i64 %59, 1
  %65 = or disjoint i64 %59, 2
  %66 = or disjoint i64 %59, 3
  %67 = or disjoint i64 %59, 4
  %68 = or disjoint i64 %59, 5
  %69 = or disjoint i64 %59, 6
  %70 = or disjoint i64 %59, 7
  %71 = or disjoint i64 %59, 8
  %72 = or disjoint i64 %59, 9
  %73 = or disjoint i64 %59, 10
  %74 = or disjoint i64 %59, 11
  %75 = or disjoint i64 %59, 12
  %76 = or disjoint i64 %59, 13
  %77 = or disjoint i64 %59, 14
  %78 = or disjoint i64 %59, 15
  %79 = getelementptr inbounds double, ptr %9, i64 %59
  %80 = getelementptr inbounds i8, ptr %79, i64 32
  %81 = getelementptr inbounds i8, ptr %79, i64 64
  %82 = getelementptr inbounds i8, ptr %79, i64 96
  %83 = load <4 x double>, ptr %79, align 8, !tbaa !9
  %84 = load <4 x double>, ptr %80, align 8, !tbaa !9
  %85 = load <4 x double>, ptr %81, align 8, !tbaa !9
  %86 = load <4 x double>, ptr %82, align 8, !tbaa !9
  %87 = fmul fast <4 x double> %83, %49
  %88 = fmul fast <4 x double> %84, %49
  %89 = fmul fast <4 x double> %85, %49
  %90 = fmul fast <4 x double> %86, %49
  %91 = fadd fast <4 x double> %87, %57
  %92 = fadd fast <4 x double> %88, %57
  %93 = fadd fast <4 x double> %89, %57
  %94 = fadd fast <4 x double> %90, %57
  %95 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %91)
  %96 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %92)
  %97 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %93)
  %98 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %94)
  %99 = add nuw nsw i64 %59, %38
  %100 = add nuw nsw i64 %64, %38
  %101 = add nuw nsw i64 %65, %38
  %102 = add nuw nsw i64 %66, %38
  %103 = add nuw nsw i64 %67, %38
  %104 = add nuw nsw i64 %68, %38
  %105 = add nuw nsw i64 %69, %38
  %106 = add nuw nsw i64 %70, %38
  %107 = add nuw nsw i64 %71, %38
  %108 = add nuw nsw i64 %72, %38
  %109 = add nuw nsw i64 %73, %38
  %110 = add nuw nsw i64 %74, %38
  %111 = add nuw nsw i64 %75, %38
  %112 = add nuw nsw i64 %76, %38
  %113 = add nuw nsw i64 %77, %38
  %114 = add nuw nsw i64 %78, %38
  %115 = trunc nuw nsw i64 %99 to i32
  %116 = trunc nuw nsw i64 %100 to i32
  %117 = trunc nuw nsw i64 %101 to i32
  %118 = trunc nuw nsw i64 %102 to i32
  %119 = trunc nuw nsw i64 %103 to i32
  %120 = trunc nuw nsw i64 %104 to i32
  %121 = trunc nuw nsw i64 %105 to i32
  %122 = trunc nuw nsw i64 %106 to i32
  %123 = trunc nuw nsw i64 %107 to i32
  %124 = trunc nuw nsw i64 %108 to i32
  %125 = trunc nuw nsw i64 %109 to i32
  %126 = trunc nuw nsw i64 %110 to i32
  %127 = trunc nuw nsw i64 %111 to i32
  %128 = trunc nuw nsw i64 %112 to i32
  %129 = trunc nuw nsw i64 %113 to i32
  %130 = trunc nuw nsw i64 %114 to i32
  %131 = urem i32 %115, %2
  %132 = urem i32 %116, %2
  %133 = urem i32 %117, %2
  %134 = urem i32 %118, %2
  %135 = urem i32 %119, %2
  %136 = urem i32 %120, %2
  %137 = urem i32 %121, %2
  %138 = urem i32 %122, %2
  %139 = urem i32 %123, %2
  %140 = urem i32 %124, %2
  %141 = urem i32 %125, %2
  %142 = urem i32 %126, %2
  %143 = urem i32 %127, %2
  %144 = urem i32 %128, %2
  %145 = urem i32 %129, %2
  %146 = urem i32 %130, %2
  %147 = zext nneg i32 %131 to i64
  %148 = zext nneg i32 %132 to i64
  %149 = zext nneg i32 %133 to i64
  %150 = zext nneg i32 %134 to i64
  %151 = zext nneg i32 %135 to i64
  %152 = zext nneg i32 %136 to i64
  %153 = zext nneg i32 %137 to i64
  %154 = zext nneg i32 %138 to i64
  %155 = zext nneg i32 %139 to i64
  %156 = zext nneg i32 %140 to i64
  %157 = zext nneg i32 %141 to i64
  %158 = zext nneg i32 %142 to i64
  %159 = zext nneg i32 %143 to i64
  %160 = zext nneg i32 %144 to i64
  %161 = zext nneg i32 %145 to i64
  %162 = zext nneg i32 %146 to i64
  %163 = getelementptr inbounds double, ptr %0, i64 %147
  %164 = getelementptr inbounds double, ptr %0, i64 %148
  %165 = getelementptr inbounds double, ptr %0, i64 %149
  %166 = getelementptr inbounds double, ptr %0, i64 %150
  %167 = getelementptr inbounds double, ptr %0, i64 %151
  %168 = getelementptr inbounds double, ptr %0, i64 %152
  %169 = getelementptr inbounds double, ptr %0, i64 %153
  %170 = getelementptr inbounds double, ptr %0, i64 %154
  %171 = getelementptr inbounds double, ptr %0, i64 %155
  %172 = getelementptr inbounds double, ptr %0, i64 %156
  %173 = getelementptr inbounds double, ptr %0, i64 %157
  %174 = getelementptr inbounds double, ptr %0, i64 %158
  %175 = getelementptr inbounds double, ptr %0, i64 %159
  %176 = getelementptr inbounds double, ptr %0, i64 %160
  %177 = getelementptr inbounds double, ptr %0, i64 %161
  %178 = getelementptr inbounds double, ptr %0, i64 %162
  %179 = load double, ptr %163, align 8, !tbaa !9
  %180 = load double, ptr %164, align 8, !tbaa !9
  %181 = load double, ptr %165, align 8, !tbaa !9
  %182 = load double, ptr %166, align 8, !tbaa !9
  %183 = insertelement <4 x double> poison, double %179, i64 0
  %184 = insertelement <4 x double> %183, double %180, i64 1
  %185 = insertelement <4 x double> %184, double %181, i64 2
  %186 = insertelement <4 x double> %185, double %182, i64 3
  %187 = load double, ptr %167, align 8, !tbaa !9
  %188 = load double, ptr %168, align 8, !tbaa !9
  %189 = load double, ptr %169, align 8, !tbaa !9
  %190 = load double, ptr %170, align 8, !tbaa !9
  %191 = insertelement <4 x double> poison, double %187, i64 0
  %192 = insertelement <4 x double> %191, double %188, i64 1
  %193 = insertelement <4 x double> %192, double %189, i64 2
  %194 = insertelement <4 x double> %193, double %190, i64 3
  %195 = load double, ptr %171, align 8, !tbaa !9
  %196 = load double, ptr %172, align 8, !tbaa !9
  %197 = load double, ptr %173, align 8, !tbaa !9
  %198 = load double, ptr %174, align 8, !tbaa !9
  %199 = insertelement <4 x double> poison, double %195, i64 0
  %200 = insertelement <4 x double> %199, double %196, i64 1
  %201 = insertelement <4 x double> %200, double %197, i64 2
  %202 = insertelement <4 x double> %201, double %198, i64 3
  %203 = load double, ptr %175, align 8, !tbaa !9
  %204 = load double, ptr %176, align 8, !tbaa !9
  %205 = load double, ptr %177, align 8, !tbaa !9
  %206 = load double, ptr %178, align 8, !tbaa !9
  %207 = insertelement <4 x double> poison, double %203, i64 0
  %208 = insertelement <4 x double> %207, double %204, i64 1
  %209 = insertelement <4 x double> %208, double %205, i64 2
  %210 = insertelement <4 x double> %209, double %206, i64 3
  %211 = fmul fast <4 x double> %95, %186
  %212 = fmul fast <4 x double> %96, %194
  %213 = fmul fast <4 x double> %97, %202
  %214 = fmul fast <4 x double> %98, %210
  %215 = fadd fast <4 x double> %211, %60
  %216 = fadd fast <4 x double> %212, %61
  %217 = fadd fast <4 x double> %213, %62
  %218 = fadd fast <4 x double> %214, %63
  %219 = add nuw i64 %59, 16
  %220 = icmp eq i64 %219, %25
  br i1 %220, label %221, label %58, !llvm.loop !79

221:                                              ; preds = %58
  %222 = fadd fast <4 x double> %216, %215
  %223 = fadd fast <4 x double> %217, %222
  %224 = fadd fast <4 x double> %218, %223
  %225 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %224)
  br i1 %26, label %247, label %226

226:                                              ; preds = %221, %50
  %227 = phi i64 [ 0, %50 ], [ %25, %221 ]
  %228 = phi double [ %52, %50 ], [ %225, %221 ]
  br label %229

229:                                              ; preds = %226, %229
  %230 = phi i64 [ %245, %229 ], [ %227, %226 ]
  %231 = phi double [ %244, %229 ], [ %228, %226 ]
  %232 = getelementptr inbounds double, ptr %9, i64 %230
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = fmul fast double %233, %47
  %235 = fadd fast double %234, %53
  %236 = tail call fast double @llvm.sin.f64(double %235)
  %237 = add nuw nsw i64 %230, %38
  %238 = trunc nuw nsw i64 %237 to i32
  %239 = urem i32 %238, %2
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds double, ptr %0, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = fmul fast double %236, %242
  %244 = fadd fast double %243, %231
  %245 = add nuw nsw i64 %230, 1
  %246 = icmp eq i64 %245, %23
  br i1 %246, label %247, label %229, !llvm.loop !80

247:                                              ; preds = %229, %221
  %248 = phi double [ %225, %221 ], [ %244, %229 ]
  %249 = add nuw i32 %51, 1
  %250 = icmp eq i32 %249, %44
  br i1 %250, label %27, label %50, !llvm.loop !18

251:                                              ; preds = %11, %270
  %252 = phi i64 [ 0, %11 ], [ %271, %270 ]
  %253 = getelementptr inbounds double, ptr %0, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = fcmp fast ogt double %254, 0.000000e+00
  br i1 %255, label %256, label %261

256:                                              ; preds = %251
  %257 = fmul fast double %254, %254
  %258 = fadd fast double %257, 1.000000e+00
  %259 = tail call fast double @llvm.sqrt.f64(double %258)
  %260 = add nuw nsw i64 %252, 1
  br label %270

261:                                              ; preds = %251
  %262 = tail call fast double @llvm.exp.f64(double %254)
  %263 = add nuw nsw i64 %252, 1
  %264 = icmp eq i64 %263, %12
  %265 = and i64 %263, 4294967295
  %266 = select i1 %264, i64 0, i64 %265
  %267 = getelementptr inbounds double, ptr %0, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = fmul fast double %268, %262
  br label %270

270:                                              ; preds = %261, %256
  %271 = phi i64 [ %263, %261 ], [ %260, %256 ]
  %272 = phi fast double [ %269, %261 ], [ %259, %256 ]
  %273 = getelementptr inbounds double, ptr %9, i64 %252
  store double %272, ptr %273, align 8, !tbaa !9
  %274 = icmp eq i64 %271, %12
  br i1 %274, label %13, label %251, !llvm.loop !21

275:                                              ; preds = %27, %15, %18, %13
  tail call void @free(ptr noundef %9) #14
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
  br i1 %39, label %40, label %32, !llvm.loop !81

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
  br i1 %55, label %56, label %48, !llvm.loop !81

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
  br i1 %72, label %73, label %65, !llvm.loop !81

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
  br i1 %89, label %90, label %82, !llvm.loop !81

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
  br i1 %66, label %67, label %18, !llvm.loop !46

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
  br i1 %87, label %88, label %71, !llvm.loop !82

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
  br i1 %143, label %144, label %95, !llvm.loop !46

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
  br i1 %164, label %165, label %148, !llvm.loop !83

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
  br i1 %220, label %221, label %172, !llvm.loop !46

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
  br i1 %241, label %242, label %225, !llvm.loop !84

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
  br i1 %58, label %59, label %24, !llvm.loop !85

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
  br i1 %84, label %63, label %66, !llvm.loop !86
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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !14, !15, !16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14, !15, !16}
!23 = distinct !{!23, !14, !15, !16}
!24 = distinct !{!24, !14, !15, !16}
!25 = distinct !{!25, !14, !15, !16}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14, !15, !16}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !14, !15, !16}
!30 = distinct !{!30, !14, !15, !16}
!31 = distinct !{!31, !14, !15, !16}
!32 = distinct !{!32, !14, !15, !16}
!33 = distinct !{!33, !14, !15, !16}
!34 = distinct !{!34, !14, !15, !16}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14, !15, !16}
!37 = distinct !{!37, !14, !15, !16}
!38 = distinct !{!38, !14, !15, !16}
!39 = distinct !{!39, !14, !15, !16}
!40 = distinct !{!40, !14, !15, !16}
!41 = distinct !{!41, !14, !15, !16}
!42 = distinct !{!42, !14, !15, !16}
!43 = distinct !{!43, !14, !15, !16}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = distinct !{!49, !48}
!50 = distinct !{!50, !48}
!51 = distinct !{!51, !14}
!52 = distinct !{!52, !14, !15, !16}
!53 = distinct !{!53, !48}
!54 = distinct !{!54, !48}
!55 = distinct !{!55, !48}
!56 = distinct !{!56, !14, !15, !16}
!57 = distinct !{!57, !48}
!58 = distinct !{!58, !48}
!59 = distinct !{!59, !48}
!60 = distinct !{!60, !14, !15, !16}
!61 = distinct !{!61, !48}
!62 = distinct !{!62, !48}
!63 = distinct !{!63, !48}
!64 = distinct !{!64, !14, !15, !16}
!65 = distinct !{!65, !48}
!66 = distinct !{!66, !48}
!67 = distinct !{!67, !48}
!68 = distinct !{!68, !14, !15, !16}
!69 = distinct !{!69, !14}
!70 = distinct !{!70, !14}
!71 = distinct !{!71, !14, !15, !16}
!72 = distinct !{!72, !14, !15, !16}
!73 = distinct !{!73, !14, !15, !16}
!74 = distinct !{!74, !14, !15, !16}
!75 = distinct !{!75, !14, !15, !16}
!76 = distinct !{!76, !14, !15, !16}
!77 = distinct !{!77, !14}
!78 = distinct !{!78, !14}
!79 = distinct !{!79, !14, !16, !15}
!80 = distinct !{!80, !14, !15, !16}
!81 = distinct !{!81, !14}
!82 = distinct !{!82, !48}
!83 = distinct !{!83, !48}
!84 = distinct !{!84, !48}
!85 = distinct !{!85, !14, !16, !15}
!86 = distinct !{!86, !14, !15, !16}
