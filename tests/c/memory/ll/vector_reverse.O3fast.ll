; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A2 = type { [2 x double], [2 x double] }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 7, i32 5], align 4
@calls = internal unnamed_addr global i32 0, align 4
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"fv.primal_once\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"fv.width3(dup)\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"fv.primal_value\00", align 1
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"fv.width2(dupv)\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"fv.lane2_untouched\00", align 1
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [15 x i8] c"fc.primal_once\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"fc.width3(calls)\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"fin.width3.dx\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"fin.width3.dw\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"fs.da\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"fs.db\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"fs.dx.lane0\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fs.dx.lane1\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"vector_reverse\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.17 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.20 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [7 x double], align 16
  %12 = alloca [7 x double], align 16
  %13 = alloca [7 x double], align 16
  %14 = alloca [7 x double], align 16
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [7 x double], align 16
  %18 = alloca [7 x double], align 16
  %19 = alloca [7 x double], align 16
  %20 = alloca [7 x double], align 16
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca [4 x double], align 16
  %30 = alloca [4 x double], align 16
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
  %43 = alloca [7 x double], align 16
  %44 = alloca [3 x [4 x double]], align 16
  %45 = alloca [3 x [7 x double]], align 16
  %46 = alloca [4 x double], align 16
  %47 = alloca [3 x [4 x double]], align 16
  %48 = alloca [4 x double], align 16
  %49 = alloca [7 x double], align 16
  %50 = alloca [7 x double], align 16
  %51 = alloca [7 x double], align 16
  %52 = alloca [7 x double], align 16
  %53 = alloca [3 x [7 x double]], align 16
  %54 = alloca [3 x [7 x double]], align 16
  %55 = alloca [3 x [7 x double]], align 16
  %56 = alloca [7 x double], align 16
  %57 = alloca [7 x double], align 16
  %58 = alloca [7 x double], align 16
  %59 = alloca [7 x double], align 16
  %60 = alloca [7 x double], align 16
  %61 = alloca [7 x double], align 16
  %62 = alloca [7 x double], align 16
  %63 = alloca [7 x double], align 16
  %64 = alloca %struct.A2, align 8
  %65 = alloca [7 x double], align 16
  %66 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %45) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %47) #15
  %67 = load i64, ptr @rng_state, align 8, !tbaa !5
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <4 x i64> poison, i64 %69, i64 0
  %77 = insertelement <4 x i64> %76, i64 %71, i64 1
  %78 = insertelement <4 x i64> %77, i64 %73, i64 2
  %79 = insertelement <4 x i64> %78, i64 %75, i64 3
  %80 = lshr <4 x i64> %79, <i64 11, i64 11, i64 11, i64 11>
  %81 = uitofp nneg <4 x i64> %80 to <4 x double>
  %82 = fmul fast <4 x double> %81, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %83 = fadd fast <4 x double> %82, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %83, ptr %43, align 16, !tbaa !9
  %84 = mul i64 %75, 6364136223846793005
  %85 = getelementptr inbounds i8, ptr %43, i64 32
  %86 = add i64 %84, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = insertelement <2 x i64> poison, i64 %86, i64 0
  %90 = insertelement <2 x i64> %89, i64 %88, i64 1
  %91 = lshr <2 x i64> %90, <i64 11, i64 11>
  %92 = uitofp nneg <2 x i64> %91 to <2 x double>
  %93 = fmul fast <2 x double> %92, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %94 = fadd fast <2 x double> %93, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %94, ptr %85, align 16, !tbaa !9
  %95 = mul i64 %88, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = lshr i64 %96, 11
  %98 = uitofp nneg i64 %97 to double
  %99 = fmul fast double %98, 0x3CB0000000000000
  %100 = fadd fast double %99, -1.000000e+00
  %101 = getelementptr inbounds i8, ptr %43, i64 48
  store double %100, ptr %101, align 16, !tbaa !9
  %102 = mul i64 %96, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = mul i64 %103, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = mul i64 %107, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = insertelement <4 x i64> poison, i64 %103, i64 0
  %111 = insertelement <4 x i64> %110, i64 %105, i64 1
  %112 = insertelement <4 x i64> %111, i64 %107, i64 2
  %113 = insertelement <4 x i64> %112, i64 %109, i64 3
  %114 = lshr <4 x i64> %113, <i64 11, i64 11, i64 11, i64 11>
  %115 = uitofp nneg <4 x i64> %114 to <4 x double>
  %116 = fmul fast <4 x double> %115, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %117 = fadd fast <4 x double> %116, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %117, ptr %44, align 16, !tbaa !9
  %118 = getelementptr inbounds i8, ptr %44, i64 32
  %119 = mul i64 %109, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = mul i64 %122, 6364136223846793005
  %124 = add i64 %123, 1442695040888963407
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = insertelement <4 x i64> poison, i64 %120, i64 0
  %128 = insertelement <4 x i64> %127, i64 %122, i64 1
  %129 = insertelement <4 x i64> %128, i64 %124, i64 2
  %130 = insertelement <4 x i64> %129, i64 %126, i64 3
  %131 = lshr <4 x i64> %130, <i64 11, i64 11, i64 11, i64 11>
  %132 = uitofp nneg <4 x i64> %131 to <4 x double>
  %133 = fmul fast <4 x double> %132, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %134 = fadd fast <4 x double> %133, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %134, ptr %118, align 16, !tbaa !9
  %135 = getelementptr inbounds i8, ptr %44, i64 64
  %136 = mul i64 %126, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = mul i64 %137, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = mul i64 %139, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = insertelement <4 x i64> poison, i64 %137, i64 0
  %145 = insertelement <4 x i64> %144, i64 %139, i64 1
  %146 = insertelement <4 x i64> %145, i64 %141, i64 2
  %147 = insertelement <4 x i64> %146, i64 %143, i64 3
  %148 = lshr <4 x i64> %147, <i64 11, i64 11, i64 11, i64 11>
  %149 = uitofp nneg <4 x i64> %148 to <4 x double>
  %150 = fmul fast <4 x double> %149, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %151 = fadd fast <4 x double> %150, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %151, ptr %135, align 16, !tbaa !9
  store i64 %143, ptr @rng_state, align 8, !tbaa !5
  %152 = getelementptr inbounds i8, ptr %45, i64 56
  %153 = getelementptr inbounds i8, ptr %45, i64 112
  %154 = getelementptr inbounds i8, ptr %47, i64 32
  %155 = getelementptr inbounds i8, ptr %47, i64 64
  %156 = getelementptr inbounds i8, ptr %30, i64 8
  %157 = getelementptr inbounds i8, ptr %30, i64 16
  %158 = getelementptr inbounds i8, ptr %30, i64 24
  %159 = getelementptr inbounds i8, ptr %29, i64 8
  %160 = getelementptr inbounds i8, ptr %29, i64 16
  %161 = getelementptr inbounds i8, ptr %29, i64 24
  %162 = getelementptr inbounds i8, ptr %53, i64 56
  %163 = getelementptr inbounds i8, ptr %53, i64 112
  %164 = getelementptr inbounds i8, ptr %54, i64 56
  %165 = getelementptr inbounds i8, ptr %54, i64 112
  %166 = getelementptr inbounds i8, ptr %64, i64 16
  %167 = getelementptr inbounds i8, ptr %46, i64 8
  %168 = getelementptr inbounds i8, ptr %48, i64 8
  %169 = getelementptr inbounds i8, ptr %46, i64 16
  %170 = getelementptr inbounds i8, ptr %48, i64 16
  %171 = getelementptr inbounds i8, ptr %46, i64 24
  %172 = getelementptr inbounds i8, ptr %48, i64 24
  %173 = getelementptr inbounds i8, ptr %52, i64 32
  %174 = getelementptr inbounds i8, ptr %52, i64 48
  %175 = getelementptr inbounds i8, ptr %55, i64 32
  %176 = getelementptr inbounds i8, ptr %55, i64 48
  %177 = getelementptr inbounds i8, ptr %55, i64 56
  %178 = getelementptr inbounds i8, ptr %55, i64 88
  %179 = getelementptr inbounds i8, ptr %55, i64 104
  %180 = getelementptr inbounds i8, ptr %55, i64 112
  %181 = getelementptr inbounds i8, ptr %55, i64 144
  %182 = getelementptr inbounds i8, ptr %55, i64 160
  %183 = getelementptr inbounds i8, ptr %64, i64 8
  %184 = getelementptr inbounds i8, ptr %64, i64 24
  %185 = getelementptr inbounds i8, ptr %44, i64 32
  %186 = getelementptr inbounds i8, ptr %44, i64 8
  %187 = getelementptr inbounds i8, ptr %44, i64 16
  %188 = getelementptr inbounds i8, ptr %44, i64 24
  %189 = getelementptr inbounds i8, ptr %44, i64 32
  %190 = getelementptr inbounds i8, ptr %44, i64 40
  %191 = getelementptr inbounds i8, ptr %44, i64 48
  %192 = getelementptr inbounds i8, ptr %44, i64 56
  %193 = getelementptr inbounds i8, ptr %44, i64 64
  %194 = getelementptr inbounds i8, ptr %44, i64 72
  %195 = getelementptr inbounds i8, ptr %44, i64 80
  %196 = getelementptr inbounds i8, ptr %44, i64 88
  %197 = getelementptr inbounds i8, ptr %56, i64 8
  %198 = getelementptr inbounds i8, ptr %56, i64 8
  %199 = getelementptr inbounds i8, ptr %56, i64 8
  %200 = getelementptr inbounds i8, ptr %19, i64 8
  %201 = getelementptr inbounds i8, ptr %19, i64 8
  %202 = getelementptr inbounds i8, ptr %19, i64 8
  %203 = getelementptr inbounds i8, ptr %17, i64 8
  %204 = getelementptr inbounds i8, ptr %17, i64 8
  %205 = getelementptr inbounds i8, ptr %17, i64 8
  %206 = getelementptr inbounds i8, ptr %13, i64 8
  %207 = getelementptr inbounds i8, ptr %13, i64 8
  %208 = getelementptr inbounds i8, ptr %13, i64 8
  %209 = getelementptr inbounds i8, ptr %11, i64 8
  %210 = getelementptr inbounds i8, ptr %11, i64 8
  %211 = getelementptr inbounds i8, ptr %11, i64 8
  br label %218

212:                                              ; preds = %3789
  %213 = load i32, ptr @n_fail, align 4, !tbaa !11
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %213)
  %215 = load i32, ptr @n_fail, align 4, !tbaa !11
  %216 = icmp ne i32 %215, 0
  %217 = zext i1 %216 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %47) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %45) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %43) #15
  ret i32 %217

218:                                              ; preds = %0, %3789
  %219 = phi i1 [ true, %0 ], [ false, %3789 ]
  %220 = phi i64 [ 0, %0 ], [ 1, %3789 ]
  %221 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %44, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %223 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %224 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %225 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %223, i32 noundef 3, i32 noundef %224, ptr noundef nonnull %43, ptr noundef nonnull %45, ptr noundef nonnull %152, ptr noundef nonnull %153, i32 noundef %224, ptr noundef nonnull %46, ptr noundef nonnull %47, ptr noundef nonnull %154, ptr noundef nonnull %155, i32 noundef %225, i32 noundef %222, i32 noundef %225, i32 noundef 4) #15
  %226 = load i32, ptr @calls, align 4, !tbaa !11
  %227 = freeze i32 %226
  %228 = sitofp i32 %227 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %228, ptr %42, align 8, !tbaa !9
  %229 = load volatile double, ptr %42, align 8, !tbaa !9
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fcmp ueq double %230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %231, label %242, label %232

232:                                              ; preds = %218
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double 1.000000e+00, ptr %41, align 8, !tbaa !9
  %233 = load volatile double, ptr %41, align 8, !tbaa !9
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fcmp one double %234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  %236 = fadd reassoc nsz arcp contract afn double %228, -1.000000e+00
  %237 = fcmp reassoc nsz arcp contract afn oeq double %236, 0.000000e+00
  %238 = and i1 %237, %235
  br i1 %238, label %239, label %242

239:                                              ; preds = %232
  %240 = trunc nuw nsw i64 %220 to i32
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %240, double noundef nofpclass(nan inf) %228, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %247

242:                                              ; preds = %232, %218
  %243 = trunc nuw nsw i64 %220 to i32
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %243, double noundef nofpclass(nan inf) %228, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %245 = load i32, ptr @n_fail, align 4, !tbaa !11
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr @n_fail, align 4, !tbaa !11
  br label %247

247:                                              ; preds = %242, %239
  %248 = mul nuw nsw i64 %220, 100
  %249 = sext i32 %222 to i64
  %250 = shl nsw i64 %249, 3
  %251 = zext i32 %222 to i64
  %252 = call i32 @llvm.smax.i32(i32 %222, i32 1)
  %253 = zext nneg i32 %252 to i64
  %254 = add i32 %222, 1
  %255 = urem i32 %222, 3
  %256 = add i32 %222, 2
  %257 = urem i32 %254, 3
  %258 = sub i32 %257, %254
  %259 = add i32 %258, %256
  %260 = add i32 %222, 3
  %261 = urem i32 %256, 3
  %262 = sub i32 %261, %256
  %263 = add i32 %262, %260
  %264 = urem i32 2, %222
  %265 = zext nneg i32 %264 to i64
  %266 = add i32 %222, 4
  %267 = urem i32 %260, 3
  %268 = sub i32 %267, %260
  %269 = add i32 %268, %266
  %270 = urem i32 3, %222
  %271 = zext nneg i32 %270 to i64
  %272 = add i32 %222, 1
  %273 = udiv i32 %222, 3
  %274 = mul i32 %273, -3
  %275 = add i32 %274, %272
  %276 = mul i32 %273, -3
  %277 = add i32 %276, %272
  %278 = and i32 %275, 1
  %279 = icmp eq i32 %255, 0
  %280 = and i32 %275, -2
  %281 = icmp eq i32 %278, 0
  %282 = and i32 %259, 1
  %283 = icmp eq i32 %257, 0
  %284 = and i32 %259, -2
  %285 = icmp eq i32 %282, 0
  %286 = and i32 %263, 1
  %287 = icmp eq i32 %261, 0
  %288 = and i32 %263, -2
  %289 = icmp eq i32 %286, 0
  %290 = and i32 %269, 1
  %291 = icmp eq i32 %267, 0
  %292 = and i32 %269, -2
  %293 = icmp eq i32 %290, 0
  %294 = and i32 %277, 1
  %295 = icmp eq i32 %255, 0
  %296 = and i32 %277, -2
  %297 = icmp eq i32 %294, 0
  %298 = and i32 %259, 1
  %299 = icmp eq i32 %257, 0
  %300 = and i32 %259, -2
  %301 = icmp eq i32 %298, 0
  %302 = and i32 %263, 1
  %303 = icmp eq i32 %261, 0
  %304 = and i32 %263, -2
  %305 = icmp eq i32 %302, 0
  %306 = and i32 %269, 1
  %307 = icmp eq i32 %267, 0
  %308 = and i32 %269, -2
  %309 = icmp eq i32 %306, 0
  br label %310

310:                                              ; preds = %247, %1028
  %311 = phi i64 [ 0, %247 ], [ %1029, %1028 ]
  %312 = mul nuw nsw i64 %311, 10
  %313 = add nuw nsw i64 %312, %248
  %314 = getelementptr inbounds [3 x [4 x double]], ptr %44, i64 0, i64 %311
  %315 = load double, ptr %314, align 16, !tbaa !9
  %316 = getelementptr inbounds i8, ptr %314, i64 8
  %317 = load double, ptr %316, align 8, !tbaa !9
  %318 = getelementptr inbounds i8, ptr %314, i64 16
  %319 = load double, ptr %318, align 16, !tbaa !9
  %320 = getelementptr inbounds i8, ptr %314, i64 24
  %321 = load double, ptr %320, align 8, !tbaa !9
  %322 = fneg fast double %315
  br label %323

323:                                              ; preds = %310, %1025
  %324 = phi i64 [ 0, %310 ], [ %1026, %1025 ]
  %325 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 %311, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !9
  %327 = getelementptr inbounds double, ptr %43, i64 %324
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = call fast double @llvm.fabs.f64(double %328)
  %330 = call fast double @llvm.maxnum.f64(double %329, double 1.000000e+00)
  %331 = fmul fast double %330, 0x3EB0C6F7A0B5ED8D
  %332 = fadd fast double %331, %328
  store double %332, ptr %327, align 8, !tbaa !9
  %333 = load i32, ptr @calls, align 4, !tbaa !11
  %334 = call noalias ptr @malloc(i64 noundef %250) #16
  br label %335

335:                                              ; preds = %354, %323
  %336 = phi i64 [ 0, %323 ], [ %355, %354 ]
  %337 = getelementptr inbounds double, ptr %43, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = fcmp fast ogt double %338, 0.000000e+00
  br i1 %339, label %349, label %340

340:                                              ; preds = %335
  %341 = call fast double @llvm.exp.f64(double %338)
  %342 = add nuw nsw i64 %336, 1
  %343 = icmp eq i64 %342, %251
  %344 = and i64 %342, 4294967295
  %345 = select i1 %343, i64 0, i64 %344
  %346 = getelementptr inbounds double, ptr %43, i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = fmul fast double %347, %341
  br label %354

349:                                              ; preds = %335
  %350 = fmul fast double %338, %338
  %351 = fadd fast double %350, 1.000000e+00
  %352 = call fast double @llvm.sqrt.f64(double %351)
  %353 = add nuw nsw i64 %336, 1
  br label %354

354:                                              ; preds = %349, %340
  %355 = phi i64 [ %342, %340 ], [ %353, %349 ]
  %356 = phi fast double [ %348, %340 ], [ %352, %349 ]
  %357 = getelementptr inbounds double, ptr %334, i64 %336
  store double %356, ptr %357, align 8, !tbaa !9
  %358 = icmp eq i64 %355, %251
  br i1 %358, label %359, label %335, !llvm.loop !13

359:                                              ; preds = %354
  br i1 %279, label %404, label %360

360:                                              ; preds = %359, %400
  %361 = phi i32 [ %401, %400 ], [ 0, %359 ]
  %362 = phi double [ %397, %400 ], [ 0.000000e+00, %359 ]
  %363 = phi i32 [ %402, %400 ], [ 0, %359 ]
  %364 = uitofp nneg i32 %361 to double
  br label %365

365:                                              ; preds = %365, %360
  %366 = phi i64 [ %379, %365 ], [ 0, %360 ]
  %367 = phi double [ %378, %365 ], [ %362, %360 ]
  %368 = getelementptr inbounds double, ptr %334, i64 %366
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = fadd fast double %369, %364
  %371 = call fast double @llvm.sin.f64(double %370)
  %372 = trunc nuw nsw i64 %366 to i32
  %373 = urem i32 %372, %222
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr inbounds double, ptr %43, i64 %374
  %376 = load double, ptr %375, align 8, !tbaa !9
  %377 = fmul fast double %371, %376
  %378 = fadd fast double %377, %367
  %379 = add nuw nsw i64 %366, 1
  %380 = icmp eq i64 %379, %251
  br i1 %380, label %381, label %365, !llvm.loop !15

381:                                              ; preds = %365
  %382 = or disjoint i32 %361, 1
  %383 = uitofp nneg i32 %382 to double
  br label %384

384:                                              ; preds = %384, %381
  %385 = phi i64 [ %398, %384 ], [ 0, %381 ]
  %386 = phi double [ %397, %384 ], [ %378, %381 ]
  %387 = getelementptr inbounds double, ptr %334, i64 %385
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = fadd fast double %388, %383
  %390 = call fast double @llvm.sin.f64(double %389)
  %391 = trunc nuw nsw i64 %385 to i32
  %392 = urem i32 %391, %222
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr inbounds double, ptr %43, i64 %393
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = fmul fast double %390, %395
  %397 = fadd fast double %396, %386
  %398 = add nuw nsw i64 %385, 1
  %399 = icmp eq i64 %398, %251
  br i1 %399, label %400, label %384, !llvm.loop !15

400:                                              ; preds = %384
  %401 = add nuw i32 %361, 2
  %402 = add i32 %363, 2
  %403 = icmp eq i32 %402, %280
  br i1 %403, label %404, label %360, !llvm.loop !18

404:                                              ; preds = %400, %359
  %405 = phi double [ poison, %359 ], [ %397, %400 ]
  %406 = phi i32 [ 0, %359 ], [ %401, %400 ]
  %407 = phi double [ 0.000000e+00, %359 ], [ %397, %400 ]
  br i1 %281, label %426, label %408

408:                                              ; preds = %404
  %409 = uitofp nneg i32 %406 to double
  br label %410

410:                                              ; preds = %410, %408
  %411 = phi i64 [ %424, %410 ], [ 0, %408 ]
  %412 = phi double [ %423, %410 ], [ %407, %408 ]
  %413 = getelementptr inbounds double, ptr %334, i64 %411
  %414 = load double, ptr %413, align 8, !tbaa !9
  %415 = fadd fast double %414, %409
  %416 = call fast double @llvm.sin.f64(double %415)
  %417 = trunc nuw nsw i64 %411 to i32
  %418 = urem i32 %417, %222
  %419 = zext nneg i32 %418 to i64
  %420 = getelementptr inbounds double, ptr %43, i64 %419
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = fmul fast double %416, %421
  %423 = fadd fast double %422, %412
  %424 = add nuw nsw i64 %411, 1
  %425 = icmp eq i64 %424, %251
  br i1 %425, label %426, label %410, !llvm.loop !15

426:                                              ; preds = %410, %404
  %427 = phi double [ %405, %404 ], [ %423, %410 ]
  %428 = load double, ptr %334, align 8, !tbaa !9
  %429 = fmul fast double %428, %427
  br i1 %283, label %476, label %430

430:                                              ; preds = %426, %472
  %431 = phi i32 [ %473, %472 ], [ 0, %426 ]
  %432 = phi double [ %470, %472 ], [ 0.000000e+00, %426 ]
  %433 = phi i32 [ %474, %472 ], [ 0, %426 ]
  %434 = uitofp nneg i32 %431 to double
  br label %435

435:                                              ; preds = %435, %430
  %436 = phi i64 [ %443, %435 ], [ 0, %430 ]
  %437 = phi double [ %450, %435 ], [ %432, %430 ]
  %438 = getelementptr inbounds double, ptr %334, i64 %436
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = fmul fast double %439, 2.000000e+00
  %441 = fadd fast double %440, %434
  %442 = call fast double @llvm.sin.f64(double %441)
  %443 = add nuw nsw i64 %436, 1
  %444 = trunc nuw nsw i64 %443 to i32
  %445 = urem i32 %444, %222
  %446 = zext nneg i32 %445 to i64
  %447 = getelementptr inbounds double, ptr %43, i64 %446
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = fmul fast double %442, %448
  %450 = fadd fast double %449, %437
  %451 = icmp eq i64 %443, %251
  br i1 %451, label %452, label %435, !llvm.loop !19

452:                                              ; preds = %435
  %453 = or disjoint i32 %431, 1
  %454 = uitofp nneg i32 %453 to double
  br label %455

455:                                              ; preds = %455, %452
  %456 = phi i64 [ %463, %455 ], [ 0, %452 ]
  %457 = phi double [ %470, %455 ], [ %450, %452 ]
  %458 = getelementptr inbounds double, ptr %334, i64 %456
  %459 = load double, ptr %458, align 8, !tbaa !9
  %460 = fmul fast double %459, 2.000000e+00
  %461 = fadd fast double %460, %454
  %462 = call fast double @llvm.sin.f64(double %461)
  %463 = add nuw nsw i64 %456, 1
  %464 = trunc nuw nsw i64 %463 to i32
  %465 = urem i32 %464, %222
  %466 = zext nneg i32 %465 to i64
  %467 = getelementptr inbounds double, ptr %43, i64 %466
  %468 = load double, ptr %467, align 8, !tbaa !9
  %469 = fmul fast double %462, %468
  %470 = fadd fast double %469, %457
  %471 = icmp eq i64 %463, %251
  br i1 %471, label %472, label %455, !llvm.loop !19

472:                                              ; preds = %455
  %473 = add nuw i32 %431, 2
  %474 = add i32 %433, 2
  %475 = icmp eq i32 %474, %284
  br i1 %475, label %476, label %430, !llvm.loop !18

476:                                              ; preds = %472, %426
  %477 = phi double [ poison, %426 ], [ %470, %472 ]
  %478 = phi i32 [ 0, %426 ], [ %473, %472 ]
  %479 = phi double [ 0.000000e+00, %426 ], [ %470, %472 ]
  br i1 %285, label %499, label %480

480:                                              ; preds = %476
  %481 = uitofp nneg i32 %478 to double
  br label %482

482:                                              ; preds = %482, %480
  %483 = phi i64 [ %490, %482 ], [ 0, %480 ]
  %484 = phi double [ %497, %482 ], [ %479, %480 ]
  %485 = getelementptr inbounds double, ptr %334, i64 %483
  %486 = load double, ptr %485, align 8, !tbaa !9
  %487 = fmul fast double %486, 2.000000e+00
  %488 = fadd fast double %487, %481
  %489 = call fast double @llvm.sin.f64(double %488)
  %490 = add nuw nsw i64 %483, 1
  %491 = trunc nuw nsw i64 %490 to i32
  %492 = urem i32 %491, %222
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr inbounds double, ptr %43, i64 %493
  %495 = load double, ptr %494, align 8, !tbaa !9
  %496 = fmul fast double %489, %495
  %497 = fadd fast double %496, %484
  %498 = icmp eq i64 %490, %251
  br i1 %498, label %499, label %482, !llvm.loop !19

499:                                              ; preds = %482, %476
  %500 = phi double [ %477, %476 ], [ %497, %482 ]
  %501 = getelementptr inbounds i8, ptr %334, i64 8
  %502 = load double, ptr %501, align 8, !tbaa !9
  %503 = fmul fast double %502, %500
  br i1 %287, label %552, label %504

504:                                              ; preds = %499, %548
  %505 = phi i32 [ %549, %548 ], [ 0, %499 ]
  %506 = phi double [ %545, %548 ], [ 0.000000e+00, %499 ]
  %507 = phi i32 [ %550, %548 ], [ 0, %499 ]
  %508 = uitofp nneg i32 %505 to double
  br label %509

509:                                              ; preds = %509, %504
  %510 = phi i64 [ %525, %509 ], [ 0, %504 ]
  %511 = phi double [ %524, %509 ], [ %506, %504 ]
  %512 = getelementptr inbounds double, ptr %334, i64 %510
  %513 = load double, ptr %512, align 8, !tbaa !9
  %514 = fmul fast double %513, 3.000000e+00
  %515 = fadd fast double %514, %508
  %516 = call fast double @llvm.sin.f64(double %515)
  %517 = trunc i64 %510 to i32
  %518 = add i32 %517, 2
  %519 = urem i32 %518, %222
  %520 = zext nneg i32 %519 to i64
  %521 = getelementptr inbounds double, ptr %43, i64 %520
  %522 = load double, ptr %521, align 8, !tbaa !9
  %523 = fmul fast double %516, %522
  %524 = fadd fast double %523, %511
  %525 = add nuw nsw i64 %510, 1
  %526 = icmp eq i64 %525, %251
  br i1 %526, label %527, label %509, !llvm.loop !20

527:                                              ; preds = %509
  %528 = or disjoint i32 %505, 1
  %529 = uitofp nneg i32 %528 to double
  br label %530

530:                                              ; preds = %530, %527
  %531 = phi i64 [ %546, %530 ], [ 0, %527 ]
  %532 = phi double [ %545, %530 ], [ %524, %527 ]
  %533 = getelementptr inbounds double, ptr %334, i64 %531
  %534 = load double, ptr %533, align 8, !tbaa !9
  %535 = fmul fast double %534, 3.000000e+00
  %536 = fadd fast double %535, %529
  %537 = call fast double @llvm.sin.f64(double %536)
  %538 = trunc i64 %531 to i32
  %539 = add i32 %538, 2
  %540 = urem i32 %539, %222
  %541 = zext nneg i32 %540 to i64
  %542 = getelementptr inbounds double, ptr %43, i64 %541
  %543 = load double, ptr %542, align 8, !tbaa !9
  %544 = fmul fast double %537, %543
  %545 = fadd fast double %544, %532
  %546 = add nuw nsw i64 %531, 1
  %547 = icmp eq i64 %546, %251
  br i1 %547, label %548, label %530, !llvm.loop !20

548:                                              ; preds = %530
  %549 = add nuw i32 %505, 2
  %550 = add i32 %507, 2
  %551 = icmp eq i32 %550, %288
  br i1 %551, label %552, label %504, !llvm.loop !18

552:                                              ; preds = %548, %499
  %553 = phi double [ poison, %499 ], [ %545, %548 ]
  %554 = phi i32 [ 0, %499 ], [ %549, %548 ]
  %555 = phi double [ 0.000000e+00, %499 ], [ %545, %548 ]
  br i1 %289, label %576, label %556

556:                                              ; preds = %552
  %557 = uitofp nneg i32 %554 to double
  br label %558

558:                                              ; preds = %558, %556
  %559 = phi i64 [ %574, %558 ], [ 0, %556 ]
  %560 = phi double [ %573, %558 ], [ %555, %556 ]
  %561 = getelementptr inbounds double, ptr %334, i64 %559
  %562 = load double, ptr %561, align 8, !tbaa !9
  %563 = fmul fast double %562, 3.000000e+00
  %564 = fadd fast double %563, %557
  %565 = call fast double @llvm.sin.f64(double %564)
  %566 = trunc i64 %559 to i32
  %567 = add i32 %566, 2
  %568 = urem i32 %567, %222
  %569 = zext nneg i32 %568 to i64
  %570 = getelementptr inbounds double, ptr %43, i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = fmul fast double %565, %571
  %573 = fadd fast double %572, %560
  %574 = add nuw nsw i64 %559, 1
  %575 = icmp eq i64 %574, %251
  br i1 %575, label %576, label %558, !llvm.loop !20

576:                                              ; preds = %558, %552
  %577 = phi double [ %553, %552 ], [ %573, %558 ]
  %578 = getelementptr inbounds double, ptr %334, i64 %265
  %579 = load double, ptr %578, align 8, !tbaa !9
  %580 = fmul fast double %579, %577
  br i1 %291, label %629, label %581

581:                                              ; preds = %576, %625
  %582 = phi i32 [ %626, %625 ], [ 0, %576 ]
  %583 = phi double [ %622, %625 ], [ 0.000000e+00, %576 ]
  %584 = phi i32 [ %627, %625 ], [ 0, %576 ]
  %585 = uitofp nneg i32 %582 to double
  br label %586

586:                                              ; preds = %586, %581
  %587 = phi i64 [ %602, %586 ], [ 0, %581 ]
  %588 = phi double [ %601, %586 ], [ %583, %581 ]
  %589 = getelementptr inbounds double, ptr %334, i64 %587
  %590 = load double, ptr %589, align 8, !tbaa !9
  %591 = fmul fast double %590, 4.000000e+00
  %592 = fadd fast double %591, %585
  %593 = call fast double @llvm.sin.f64(double %592)
  %594 = trunc i64 %587 to i32
  %595 = add i32 %594, 3
  %596 = urem i32 %595, %222
  %597 = zext nneg i32 %596 to i64
  %598 = getelementptr inbounds double, ptr %43, i64 %597
  %599 = load double, ptr %598, align 8, !tbaa !9
  %600 = fmul fast double %593, %599
  %601 = fadd fast double %600, %588
  %602 = add nuw nsw i64 %587, 1
  %603 = icmp eq i64 %602, %251
  br i1 %603, label %604, label %586, !llvm.loop !21

604:                                              ; preds = %586
  %605 = or disjoint i32 %582, 1
  %606 = uitofp nneg i32 %605 to double
  br label %607

607:                                              ; preds = %607, %604
  %608 = phi i64 [ %623, %607 ], [ 0, %604 ]
  %609 = phi double [ %622, %607 ], [ %601, %604 ]
  %610 = getelementptr inbounds double, ptr %334, i64 %608
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = fmul fast double %611, 4.000000e+00
  %613 = fadd fast double %612, %606
  %614 = call fast double @llvm.sin.f64(double %613)
  %615 = trunc i64 %608 to i32
  %616 = add i32 %615, 3
  %617 = urem i32 %616, %222
  %618 = zext nneg i32 %617 to i64
  %619 = getelementptr inbounds double, ptr %43, i64 %618
  %620 = load double, ptr %619, align 8, !tbaa !9
  %621 = fmul fast double %614, %620
  %622 = fadd fast double %621, %609
  %623 = add nuw nsw i64 %608, 1
  %624 = icmp eq i64 %623, %251
  br i1 %624, label %625, label %607, !llvm.loop !21

625:                                              ; preds = %607
  %626 = add nuw i32 %582, 2
  %627 = add i32 %584, 2
  %628 = icmp eq i32 %627, %292
  br i1 %628, label %629, label %581, !llvm.loop !18

629:                                              ; preds = %625, %576
  %630 = phi double [ poison, %576 ], [ %622, %625 ]
  %631 = phi i32 [ 0, %576 ], [ %626, %625 ]
  %632 = phi double [ 0.000000e+00, %576 ], [ %622, %625 ]
  br i1 %293, label %653, label %633

633:                                              ; preds = %629
  %634 = uitofp nneg i32 %631 to double
  br label %635

635:                                              ; preds = %635, %633
  %636 = phi i64 [ %651, %635 ], [ 0, %633 ]
  %637 = phi double [ %650, %635 ], [ %632, %633 ]
  %638 = getelementptr inbounds double, ptr %334, i64 %636
  %639 = load double, ptr %638, align 8, !tbaa !9
  %640 = fmul fast double %639, 4.000000e+00
  %641 = fadd fast double %640, %634
  %642 = call fast double @llvm.sin.f64(double %641)
  %643 = trunc i64 %636 to i32
  %644 = add i32 %643, 3
  %645 = urem i32 %644, %222
  %646 = zext nneg i32 %645 to i64
  %647 = getelementptr inbounds double, ptr %43, i64 %646
  %648 = load double, ptr %647, align 8, !tbaa !9
  %649 = fmul fast double %642, %648
  %650 = fadd fast double %649, %637
  %651 = add nuw nsw i64 %636, 1
  %652 = icmp eq i64 %651, %251
  br i1 %652, label %653, label %635, !llvm.loop !21

653:                                              ; preds = %635, %629
  %654 = phi double [ %630, %629 ], [ %650, %635 ]
  %655 = getelementptr inbounds double, ptr %334, i64 %271
  %656 = load double, ptr %655, align 8, !tbaa !9
  %657 = fmul fast double %656, %654
  call void @free(ptr noundef nonnull %334) #15
  %658 = fsub fast double %328, %331
  store double %658, ptr %327, align 8, !tbaa !9
  %659 = add nsw i32 %333, 2
  store i32 %659, ptr @calls, align 4, !tbaa !11
  %660 = call noalias ptr @malloc(i64 noundef %250) #16
  br label %661

661:                                              ; preds = %680, %653
  %662 = phi i64 [ 0, %653 ], [ %681, %680 ]
  %663 = getelementptr inbounds double, ptr %43, i64 %662
  %664 = load double, ptr %663, align 8, !tbaa !9
  %665 = fcmp fast ogt double %664, 0.000000e+00
  br i1 %665, label %675, label %666

666:                                              ; preds = %661
  %667 = call fast double @llvm.exp.f64(double %664)
  %668 = add nuw nsw i64 %662, 1
  %669 = icmp eq i64 %668, %251
  %670 = and i64 %668, 4294967295
  %671 = select i1 %669, i64 0, i64 %670
  %672 = getelementptr inbounds double, ptr %43, i64 %671
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = fmul fast double %673, %667
  br label %680

675:                                              ; preds = %661
  %676 = fmul fast double %664, %664
  %677 = fadd fast double %676, 1.000000e+00
  %678 = call fast double @llvm.sqrt.f64(double %677)
  %679 = add nuw nsw i64 %662, 1
  br label %680

680:                                              ; preds = %675, %666
  %681 = phi i64 [ %668, %666 ], [ %679, %675 ]
  %682 = phi fast double [ %674, %666 ], [ %678, %675 ]
  %683 = getelementptr inbounds double, ptr %660, i64 %662
  store double %682, ptr %683, align 8, !tbaa !9
  %684 = icmp eq i64 %681, %251
  br i1 %684, label %685, label %661, !llvm.loop !13

685:                                              ; preds = %680
  %686 = fmul fast double %429, %315
  %687 = fmul fast double %580, %319
  br i1 %295, label %732, label %688

688:                                              ; preds = %685, %728
  %689 = phi i32 [ %729, %728 ], [ 0, %685 ]
  %690 = phi double [ %725, %728 ], [ 0.000000e+00, %685 ]
  %691 = phi i32 [ %730, %728 ], [ 0, %685 ]
  %692 = uitofp nneg i32 %689 to double
  br label %693

693:                                              ; preds = %693, %688
  %694 = phi i64 [ %707, %693 ], [ 0, %688 ]
  %695 = phi double [ %706, %693 ], [ %690, %688 ]
  %696 = getelementptr inbounds double, ptr %660, i64 %694
  %697 = load double, ptr %696, align 8, !tbaa !9
  %698 = fadd fast double %697, %692
  %699 = call fast double @llvm.sin.f64(double %698)
  %700 = trunc nuw nsw i64 %694 to i32
  %701 = urem i32 %700, %222
  %702 = zext nneg i32 %701 to i64
  %703 = getelementptr inbounds double, ptr %43, i64 %702
  %704 = load double, ptr %703, align 8, !tbaa !9
  %705 = fmul fast double %699, %704
  %706 = fadd fast double %705, %695
  %707 = add nuw nsw i64 %694, 1
  %708 = icmp eq i64 %707, %251
  br i1 %708, label %709, label %693, !llvm.loop !22

709:                                              ; preds = %693
  %710 = or disjoint i32 %689, 1
  %711 = uitofp nneg i32 %710 to double
  br label %712

712:                                              ; preds = %712, %709
  %713 = phi i64 [ %726, %712 ], [ 0, %709 ]
  %714 = phi double [ %725, %712 ], [ %706, %709 ]
  %715 = getelementptr inbounds double, ptr %660, i64 %713
  %716 = load double, ptr %715, align 8, !tbaa !9
  %717 = fadd fast double %716, %711
  %718 = call fast double @llvm.sin.f64(double %717)
  %719 = trunc nuw nsw i64 %713 to i32
  %720 = urem i32 %719, %222
  %721 = zext nneg i32 %720 to i64
  %722 = getelementptr inbounds double, ptr %43, i64 %721
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = fmul fast double %718, %723
  %725 = fadd fast double %724, %714
  %726 = add nuw nsw i64 %713, 1
  %727 = icmp eq i64 %726, %251
  br i1 %727, label %728, label %712, !llvm.loop !22

728:                                              ; preds = %712
  %729 = add nuw i32 %689, 2
  %730 = add i32 %691, 2
  %731 = icmp eq i32 %730, %296
  br i1 %731, label %732, label %688, !llvm.loop !18

732:                                              ; preds = %728, %685
  %733 = phi double [ poison, %685 ], [ %725, %728 ]
  %734 = phi i32 [ 0, %685 ], [ %729, %728 ]
  %735 = phi double [ 0.000000e+00, %685 ], [ %725, %728 ]
  br i1 %297, label %754, label %736

736:                                              ; preds = %732
  %737 = uitofp nneg i32 %734 to double
  br label %738

738:                                              ; preds = %738, %736
  %739 = phi i64 [ %752, %738 ], [ 0, %736 ]
  %740 = phi double [ %751, %738 ], [ %735, %736 ]
  %741 = getelementptr inbounds double, ptr %660, i64 %739
  %742 = load double, ptr %741, align 8, !tbaa !9
  %743 = fadd fast double %742, %737
  %744 = call fast double @llvm.sin.f64(double %743)
  %745 = trunc nuw nsw i64 %739 to i32
  %746 = urem i32 %745, %222
  %747 = zext nneg i32 %746 to i64
  %748 = getelementptr inbounds double, ptr %43, i64 %747
  %749 = load double, ptr %748, align 8, !tbaa !9
  %750 = fmul fast double %744, %749
  %751 = fadd fast double %750, %740
  %752 = add nuw nsw i64 %739, 1
  %753 = icmp eq i64 %752, %251
  br i1 %753, label %754, label %738, !llvm.loop !22

754:                                              ; preds = %738, %732
  %755 = phi double [ %733, %732 ], [ %751, %738 ]
  %756 = load double, ptr %660, align 8, !tbaa !9
  %757 = fmul fast double %756, %755
  br i1 %299, label %804, label %758

758:                                              ; preds = %754, %800
  %759 = phi i32 [ %801, %800 ], [ 0, %754 ]
  %760 = phi double [ %798, %800 ], [ 0.000000e+00, %754 ]
  %761 = phi i32 [ %802, %800 ], [ 0, %754 ]
  %762 = uitofp nneg i32 %759 to double
  br label %763

763:                                              ; preds = %763, %758
  %764 = phi i64 [ %771, %763 ], [ 0, %758 ]
  %765 = phi double [ %778, %763 ], [ %760, %758 ]
  %766 = getelementptr inbounds double, ptr %660, i64 %764
  %767 = load double, ptr %766, align 8, !tbaa !9
  %768 = fmul fast double %767, 2.000000e+00
  %769 = fadd fast double %768, %762
  %770 = call fast double @llvm.sin.f64(double %769)
  %771 = add nuw nsw i64 %764, 1
  %772 = trunc nuw nsw i64 %771 to i32
  %773 = urem i32 %772, %222
  %774 = zext nneg i32 %773 to i64
  %775 = getelementptr inbounds double, ptr %43, i64 %774
  %776 = load double, ptr %775, align 8, !tbaa !9
  %777 = fmul fast double %770, %776
  %778 = fadd fast double %777, %765
  %779 = icmp eq i64 %771, %251
  br i1 %779, label %780, label %763, !llvm.loop !23

780:                                              ; preds = %763
  %781 = or disjoint i32 %759, 1
  %782 = uitofp nneg i32 %781 to double
  br label %783

783:                                              ; preds = %783, %780
  %784 = phi i64 [ %791, %783 ], [ 0, %780 ]
  %785 = phi double [ %798, %783 ], [ %778, %780 ]
  %786 = getelementptr inbounds double, ptr %660, i64 %784
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = fmul fast double %787, 2.000000e+00
  %789 = fadd fast double %788, %782
  %790 = call fast double @llvm.sin.f64(double %789)
  %791 = add nuw nsw i64 %784, 1
  %792 = trunc nuw nsw i64 %791 to i32
  %793 = urem i32 %792, %222
  %794 = zext nneg i32 %793 to i64
  %795 = getelementptr inbounds double, ptr %43, i64 %794
  %796 = load double, ptr %795, align 8, !tbaa !9
  %797 = fmul fast double %790, %796
  %798 = fadd fast double %797, %785
  %799 = icmp eq i64 %791, %251
  br i1 %799, label %800, label %783, !llvm.loop !23

800:                                              ; preds = %783
  %801 = add nuw i32 %759, 2
  %802 = add i32 %761, 2
  %803 = icmp eq i32 %802, %300
  br i1 %803, label %804, label %758, !llvm.loop !18

804:                                              ; preds = %800, %754
  %805 = phi double [ poison, %754 ], [ %798, %800 ]
  %806 = phi i32 [ 0, %754 ], [ %801, %800 ]
  %807 = phi double [ 0.000000e+00, %754 ], [ %798, %800 ]
  br i1 %301, label %827, label %808

808:                                              ; preds = %804
  %809 = uitofp nneg i32 %806 to double
  br label %810

810:                                              ; preds = %810, %808
  %811 = phi i64 [ %818, %810 ], [ 0, %808 ]
  %812 = phi double [ %825, %810 ], [ %807, %808 ]
  %813 = getelementptr inbounds double, ptr %660, i64 %811
  %814 = load double, ptr %813, align 8, !tbaa !9
  %815 = fmul fast double %814, 2.000000e+00
  %816 = fadd fast double %815, %809
  %817 = call fast double @llvm.sin.f64(double %816)
  %818 = add nuw nsw i64 %811, 1
  %819 = trunc nuw nsw i64 %818 to i32
  %820 = urem i32 %819, %222
  %821 = zext nneg i32 %820 to i64
  %822 = getelementptr inbounds double, ptr %43, i64 %821
  %823 = load double, ptr %822, align 8, !tbaa !9
  %824 = fmul fast double %817, %823
  %825 = fadd fast double %824, %812
  %826 = icmp eq i64 %818, %251
  br i1 %826, label %827, label %810, !llvm.loop !23

827:                                              ; preds = %810, %804
  %828 = phi double [ %805, %804 ], [ %825, %810 ]
  %829 = getelementptr inbounds i8, ptr %660, i64 8
  %830 = load double, ptr %829, align 8, !tbaa !9
  %831 = fmul fast double %830, %828
  br i1 %303, label %880, label %832

832:                                              ; preds = %827, %876
  %833 = phi i32 [ %877, %876 ], [ 0, %827 ]
  %834 = phi double [ %873, %876 ], [ 0.000000e+00, %827 ]
  %835 = phi i32 [ %878, %876 ], [ 0, %827 ]
  %836 = uitofp nneg i32 %833 to double
  br label %837

837:                                              ; preds = %837, %832
  %838 = phi i64 [ %853, %837 ], [ 0, %832 ]
  %839 = phi double [ %852, %837 ], [ %834, %832 ]
  %840 = getelementptr inbounds double, ptr %660, i64 %838
  %841 = load double, ptr %840, align 8, !tbaa !9
  %842 = fmul fast double %841, 3.000000e+00
  %843 = fadd fast double %842, %836
  %844 = call fast double @llvm.sin.f64(double %843)
  %845 = trunc i64 %838 to i32
  %846 = add i32 %845, 2
  %847 = urem i32 %846, %222
  %848 = zext nneg i32 %847 to i64
  %849 = getelementptr inbounds double, ptr %43, i64 %848
  %850 = load double, ptr %849, align 8, !tbaa !9
  %851 = fmul fast double %844, %850
  %852 = fadd fast double %851, %839
  %853 = add nuw nsw i64 %838, 1
  %854 = icmp eq i64 %853, %251
  br i1 %854, label %855, label %837, !llvm.loop !24

855:                                              ; preds = %837
  %856 = or disjoint i32 %833, 1
  %857 = uitofp nneg i32 %856 to double
  br label %858

858:                                              ; preds = %858, %855
  %859 = phi i64 [ %874, %858 ], [ 0, %855 ]
  %860 = phi double [ %873, %858 ], [ %852, %855 ]
  %861 = getelementptr inbounds double, ptr %660, i64 %859
  %862 = load double, ptr %861, align 8, !tbaa !9
  %863 = fmul fast double %862, 3.000000e+00
  %864 = fadd fast double %863, %857
  %865 = call fast double @llvm.sin.f64(double %864)
  %866 = trunc i64 %859 to i32
  %867 = add i32 %866, 2
  %868 = urem i32 %867, %222
  %869 = zext nneg i32 %868 to i64
  %870 = getelementptr inbounds double, ptr %43, i64 %869
  %871 = load double, ptr %870, align 8, !tbaa !9
  %872 = fmul fast double %865, %871
  %873 = fadd fast double %872, %860
  %874 = add nuw nsw i64 %859, 1
  %875 = icmp eq i64 %874, %251
  br i1 %875, label %876, label %858, !llvm.loop !24

876:                                              ; preds = %858
  %877 = add nuw i32 %833, 2
  %878 = add i32 %835, 2
  %879 = icmp eq i32 %878, %304
  br i1 %879, label %880, label %832, !llvm.loop !18

880:                                              ; preds = %876, %827
  %881 = phi double [ poison, %827 ], [ %873, %876 ]
  %882 = phi i32 [ 0, %827 ], [ %877, %876 ]
  %883 = phi double [ 0.000000e+00, %827 ], [ %873, %876 ]
  br i1 %305, label %904, label %884

884:                                              ; preds = %880
  %885 = uitofp nneg i32 %882 to double
  br label %886

886:                                              ; preds = %886, %884
  %887 = phi i64 [ %902, %886 ], [ 0, %884 ]
  %888 = phi double [ %901, %886 ], [ %883, %884 ]
  %889 = getelementptr inbounds double, ptr %660, i64 %887
  %890 = load double, ptr %889, align 8, !tbaa !9
  %891 = fmul fast double %890, 3.000000e+00
  %892 = fadd fast double %891, %885
  %893 = call fast double @llvm.sin.f64(double %892)
  %894 = trunc i64 %887 to i32
  %895 = add i32 %894, 2
  %896 = urem i32 %895, %222
  %897 = zext nneg i32 %896 to i64
  %898 = getelementptr inbounds double, ptr %43, i64 %897
  %899 = load double, ptr %898, align 8, !tbaa !9
  %900 = fmul fast double %893, %899
  %901 = fadd fast double %900, %888
  %902 = add nuw nsw i64 %887, 1
  %903 = icmp eq i64 %902, %251
  br i1 %903, label %904, label %886, !llvm.loop !24

904:                                              ; preds = %886, %880
  %905 = phi double [ %881, %880 ], [ %901, %886 ]
  %906 = getelementptr inbounds double, ptr %660, i64 %265
  %907 = load double, ptr %906, align 8, !tbaa !9
  %908 = fmul fast double %907, %905
  br i1 %307, label %957, label %909

909:                                              ; preds = %904, %953
  %910 = phi i32 [ %954, %953 ], [ 0, %904 ]
  %911 = phi double [ %950, %953 ], [ 0.000000e+00, %904 ]
  %912 = phi i32 [ %955, %953 ], [ 0, %904 ]
  %913 = uitofp nneg i32 %910 to double
  br label %914

914:                                              ; preds = %914, %909
  %915 = phi i64 [ %930, %914 ], [ 0, %909 ]
  %916 = phi double [ %929, %914 ], [ %911, %909 ]
  %917 = getelementptr inbounds double, ptr %660, i64 %915
  %918 = load double, ptr %917, align 8, !tbaa !9
  %919 = fmul fast double %918, 4.000000e+00
  %920 = fadd fast double %919, %913
  %921 = call fast double @llvm.sin.f64(double %920)
  %922 = trunc i64 %915 to i32
  %923 = add i32 %922, 3
  %924 = urem i32 %923, %222
  %925 = zext nneg i32 %924 to i64
  %926 = getelementptr inbounds double, ptr %43, i64 %925
  %927 = load double, ptr %926, align 8, !tbaa !9
  %928 = fmul fast double %921, %927
  %929 = fadd fast double %928, %916
  %930 = add nuw nsw i64 %915, 1
  %931 = icmp eq i64 %930, %251
  br i1 %931, label %932, label %914, !llvm.loop !25

932:                                              ; preds = %914
  %933 = or disjoint i32 %910, 1
  %934 = uitofp nneg i32 %933 to double
  br label %935

935:                                              ; preds = %935, %932
  %936 = phi i64 [ %951, %935 ], [ 0, %932 ]
  %937 = phi double [ %950, %935 ], [ %929, %932 ]
  %938 = getelementptr inbounds double, ptr %660, i64 %936
  %939 = load double, ptr %938, align 8, !tbaa !9
  %940 = fmul fast double %939, 4.000000e+00
  %941 = fadd fast double %940, %934
  %942 = call fast double @llvm.sin.f64(double %941)
  %943 = trunc i64 %936 to i32
  %944 = add i32 %943, 3
  %945 = urem i32 %944, %222
  %946 = zext nneg i32 %945 to i64
  %947 = getelementptr inbounds double, ptr %43, i64 %946
  %948 = load double, ptr %947, align 8, !tbaa !9
  %949 = fmul fast double %942, %948
  %950 = fadd fast double %949, %937
  %951 = add nuw nsw i64 %936, 1
  %952 = icmp eq i64 %951, %251
  br i1 %952, label %953, label %935, !llvm.loop !25

953:                                              ; preds = %935
  %954 = add nuw i32 %910, 2
  %955 = add i32 %912, 2
  %956 = icmp eq i32 %955, %308
  br i1 %956, label %957, label %909, !llvm.loop !18

957:                                              ; preds = %953, %904
  %958 = phi double [ poison, %904 ], [ %950, %953 ]
  %959 = phi i32 [ 0, %904 ], [ %954, %953 ]
  %960 = phi double [ 0.000000e+00, %904 ], [ %950, %953 ]
  br i1 %309, label %981, label %961

961:                                              ; preds = %957
  %962 = uitofp nneg i32 %959 to double
  br label %963

963:                                              ; preds = %963, %961
  %964 = phi i64 [ %979, %963 ], [ 0, %961 ]
  %965 = phi double [ %978, %963 ], [ %960, %961 ]
  %966 = getelementptr inbounds double, ptr %660, i64 %964
  %967 = load double, ptr %966, align 8, !tbaa !9
  %968 = fmul fast double %967, 4.000000e+00
  %969 = fadd fast double %968, %962
  %970 = call fast double @llvm.sin.f64(double %969)
  %971 = trunc i64 %964 to i32
  %972 = add i32 %971, 3
  %973 = urem i32 %972, %222
  %974 = zext nneg i32 %973 to i64
  %975 = getelementptr inbounds double, ptr %43, i64 %974
  %976 = load double, ptr %975, align 8, !tbaa !9
  %977 = fmul fast double %970, %976
  %978 = fadd fast double %977, %965
  %979 = add nuw nsw i64 %964, 1
  %980 = icmp eq i64 %979, %251
  br i1 %980, label %981, label %963, !llvm.loop !25

981:                                              ; preds = %963, %957
  %982 = phi double [ %958, %957 ], [ %978, %963 ]
  %983 = getelementptr inbounds double, ptr %660, i64 %271
  %984 = load double, ptr %983, align 8, !tbaa !9
  %985 = fmul fast double %984, %982
  %986 = add nuw nsw i64 %313, %324
  %987 = fmul fast double %503, %317
  %988 = fmul fast double %657, %321
  call void @free(ptr noundef nonnull %660) #15
  store double %328, ptr %327, align 8, !tbaa !9
  %989 = fmul fast double %757, %322
  %990 = fmul fast double %317, %831
  %991 = fmul fast double %319, %908
  %992 = fadd fast double %990, %991
  %993 = fmul fast double %321, %985
  %994 = fadd fast double %992, %993
  %995 = fsub fast double %989, %994
  %996 = fadd fast double %987, %686
  %997 = fadd fast double %996, %687
  %998 = fadd fast double %997, %988
  %999 = fadd fast double %998, %995
  %1000 = fmul fast double %330, 2.000000e-06
  %1001 = fdiv fast double %999, %1000
  %1002 = call fast double @llvm.fabs.f64(double %1001)
  %1003 = call fast double @llvm.maxnum.f64(double %1002, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %326, ptr %40, align 8, !tbaa !9
  %1004 = load volatile double, ptr %40, align 8, !tbaa !9
  %1005 = call double @llvm.fabs.f64(double %1004)
  %1006 = fcmp ueq double %1005, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1006, label %1020, label %1007

1007:                                             ; preds = %981
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1001, ptr %39, align 8, !tbaa !9
  %1008 = load volatile double, ptr %39, align 8, !tbaa !9
  %1009 = call double @llvm.fabs.f64(double %1008)
  %1010 = fcmp ueq double %1009, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1010, label %1020, label %1011

1011:                                             ; preds = %1007
  %1012 = fsub fast double %326, %1001
  %1013 = call fast double @llvm.fabs.f64(double %1012)
  %1014 = fmul fast double %1003, 0x3EB0C6F7A0B5ED8D
  %1015 = fcmp fast ole double %1013, %1014
  %1016 = freeze i1 %1015
  br i1 %1016, label %1017, label %1020

1017:                                             ; preds = %1011
  %1018 = trunc nuw i64 %986 to i32
  %1019 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %1018, double noundef nofpclass(nan inf) %326, double noundef nofpclass(nan inf) %1001, ptr noundef nonnull @.str.18)
  br label %1025

1020:                                             ; preds = %1011, %1007, %981
  %1021 = trunc nuw i64 %986 to i32
  %1022 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %1021, double noundef nofpclass(nan inf) %326, double noundef nofpclass(nan inf) %1001, ptr noundef nonnull @.str.19)
  %1023 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1024 = add nsw i32 %1023, 1
  store i32 %1024, ptr @n_fail, align 4, !tbaa !11
  br label %1025

1025:                                             ; preds = %1020, %1017
  %1026 = add nuw nsw i64 %324, 1
  %1027 = icmp eq i64 %1026, %253
  br i1 %1027, label %1028, label %323, !llvm.loop !26

1028:                                             ; preds = %1025
  %1029 = add nuw nsw i64 %311, 1
  %1030 = icmp eq i64 %1029, 3
  br i1 %1030, label %1031, label %310, !llvm.loop !27

1031:                                             ; preds = %1028
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #15
  call void @fv(ptr noundef nonnull %43, ptr noundef nonnull %48, i32 noundef %222, i32 noundef 4)
  %1032 = load double, ptr %46, align 16, !tbaa !9
  %1033 = load double, ptr %48, align 16, !tbaa !9
  %1034 = call fast double @llvm.fabs.f64(double %1033)
  %1035 = call fast double @llvm.maxnum.f64(double %1034, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1032, ptr %38, align 8, !tbaa !9
  %1036 = load volatile double, ptr %38, align 8, !tbaa !9
  %1037 = call double @llvm.fabs.f64(double %1036)
  %1038 = fcmp ueq double %1037, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1038, label %1051, label %1039

1039:                                             ; preds = %1031
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %1033, ptr %37, align 8, !tbaa !9
  %1040 = load volatile double, ptr %37, align 8, !tbaa !9
  %1041 = call double @llvm.fabs.f64(double %1040)
  %1042 = fcmp ueq double %1041, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1042, label %1051, label %1043

1043:                                             ; preds = %1039
  %1044 = fsub fast double %1032, %1033
  %1045 = call fast double @llvm.fabs.f64(double %1044)
  %1046 = fmul fast double %1035, 0x3D719799812DEA11
  %1047 = fcmp fast ole double %1045, %1046
  %1048 = freeze i1 %1047
  br i1 %1048, label %1049, label %1051

1049:                                             ; preds = %1043
  %1050 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %1032, double noundef nofpclass(nan inf) %1033, ptr noundef nonnull @.str.18)
  br label %1055

1051:                                             ; preds = %1043, %1039, %1031
  %1052 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %1032, double noundef nofpclass(nan inf) %1033, ptr noundef nonnull @.str.19)
  %1053 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1054 = add nsw i32 %1053, 1
  store i32 %1054, ptr @n_fail, align 4, !tbaa !11
  br label %1055

1055:                                             ; preds = %1049, %1051
  %1056 = load double, ptr %167, align 8, !tbaa !9
  %1057 = load double, ptr %168, align 8, !tbaa !9
  %1058 = call fast double @llvm.fabs.f64(double %1057)
  %1059 = call fast double @llvm.maxnum.f64(double %1058, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1056, ptr %38, align 8, !tbaa !9
  %1060 = load volatile double, ptr %38, align 8, !tbaa !9
  %1061 = call double @llvm.fabs.f64(double %1060)
  %1062 = fcmp ueq double %1061, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1062, label %1075, label %1063

1063:                                             ; preds = %1055
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %1057, ptr %37, align 8, !tbaa !9
  %1064 = load volatile double, ptr %37, align 8, !tbaa !9
  %1065 = call double @llvm.fabs.f64(double %1064)
  %1066 = fcmp ueq double %1065, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1066, label %1075, label %1067

1067:                                             ; preds = %1063
  %1068 = fsub fast double %1056, %1057
  %1069 = call fast double @llvm.fabs.f64(double %1068)
  %1070 = fmul fast double %1059, 0x3D719799812DEA11
  %1071 = fcmp fast ole double %1069, %1070
  %1072 = freeze i1 %1071
  br i1 %1072, label %1073, label %1075

1073:                                             ; preds = %1067
  %1074 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %1056, double noundef nofpclass(nan inf) %1057, ptr noundef nonnull @.str.18)
  br label %1079

1075:                                             ; preds = %1067, %1063, %1055
  %1076 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %1056, double noundef nofpclass(nan inf) %1057, ptr noundef nonnull @.str.19)
  %1077 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1078 = add nsw i32 %1077, 1
  store i32 %1078, ptr @n_fail, align 4, !tbaa !11
  br label %1079

1079:                                             ; preds = %1075, %1073
  %1080 = load double, ptr %169, align 16, !tbaa !9
  %1081 = load double, ptr %170, align 16, !tbaa !9
  %1082 = call fast double @llvm.fabs.f64(double %1081)
  %1083 = call fast double @llvm.maxnum.f64(double %1082, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1080, ptr %38, align 8, !tbaa !9
  %1084 = load volatile double, ptr %38, align 8, !tbaa !9
  %1085 = call double @llvm.fabs.f64(double %1084)
  %1086 = fcmp ueq double %1085, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1086, label %1099, label %1087

1087:                                             ; preds = %1079
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %1081, ptr %37, align 8, !tbaa !9
  %1088 = load volatile double, ptr %37, align 8, !tbaa !9
  %1089 = call double @llvm.fabs.f64(double %1088)
  %1090 = fcmp ueq double %1089, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1090, label %1099, label %1091

1091:                                             ; preds = %1087
  %1092 = fsub fast double %1080, %1081
  %1093 = call fast double @llvm.fabs.f64(double %1092)
  %1094 = fmul fast double %1083, 0x3D719799812DEA11
  %1095 = fcmp fast ole double %1093, %1094
  %1096 = freeze i1 %1095
  br i1 %1096, label %1097, label %1099

1097:                                             ; preds = %1091
  %1098 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef nofpclass(nan inf) %1080, double noundef nofpclass(nan inf) %1081, ptr noundef nonnull @.str.18)
  br label %1103

1099:                                             ; preds = %1091, %1087, %1079
  %1100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef nofpclass(nan inf) %1080, double noundef nofpclass(nan inf) %1081, ptr noundef nonnull @.str.19)
  %1101 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1102 = add nsw i32 %1101, 1
  store i32 %1102, ptr @n_fail, align 4, !tbaa !11
  br label %1103

1103:                                             ; preds = %1099, %1097
  %1104 = load double, ptr %171, align 8, !tbaa !9
  %1105 = load double, ptr %172, align 8, !tbaa !9
  %1106 = call fast double @llvm.fabs.f64(double %1105)
  %1107 = call fast double @llvm.maxnum.f64(double %1106, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1104, ptr %38, align 8, !tbaa !9
  %1108 = load volatile double, ptr %38, align 8, !tbaa !9
  %1109 = call double @llvm.fabs.f64(double %1108)
  %1110 = fcmp ueq double %1109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1110, label %1123, label %1111

1111:                                             ; preds = %1103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %1105, ptr %37, align 8, !tbaa !9
  %1112 = load volatile double, ptr %37, align 8, !tbaa !9
  %1113 = call double @llvm.fabs.f64(double %1112)
  %1114 = fcmp ueq double %1113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1114, label %1123, label %1115

1115:                                             ; preds = %1111
  %1116 = fsub fast double %1104, %1105
  %1117 = call fast double @llvm.fabs.f64(double %1116)
  %1118 = fmul fast double %1107, 0x3D719799812DEA11
  %1119 = fcmp fast ole double %1117, %1118
  %1120 = freeze i1 %1119
  br i1 %1120, label %1121, label %1123

1121:                                             ; preds = %1115
  %1122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef nofpclass(nan inf) %1104, double noundef nofpclass(nan inf) %1105, ptr noundef nonnull @.str.18)
  br label %1127

1123:                                             ; preds = %1115, %1111, %1103
  %1124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef nofpclass(nan inf) %1104, double noundef nofpclass(nan inf) %1105, ptr noundef nonnull @.str.19)
  %1125 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1126 = add nsw i32 %1125, 1
  store i32 %1126, ptr @n_fail, align 4, !tbaa !11
  br label %1127

1127:                                             ; preds = %1123, %1121
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %44, i64 96, i1 false)
  %1128 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1129 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %1130 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %1131 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %1128, i32 noundef 2, i32 noundef %1129, i64 noundef 56, ptr noundef nonnull %43, ptr noundef nonnull %45, i32 noundef %1130, i64 noundef 32, ptr noundef nonnull %46, ptr noundef nonnull %47, i32 noundef %1131, i32 noundef %222, i32 noundef %1131, i32 noundef 4) #15
  %1132 = call i32 @llvm.smax.i32(i32 %222, i32 1)
  %1133 = zext nneg i32 %1132 to i64
  %1134 = add i32 %222, 1
  %1135 = urem i32 %222, 3
  %1136 = add i32 %222, 2
  %1137 = urem i32 %1134, 3
  %1138 = sub i32 %1137, %1134
  %1139 = add i32 %1138, %1136
  %1140 = add i32 %222, 3
  %1141 = urem i32 %1136, 3
  %1142 = sub i32 %1141, %1136
  %1143 = add i32 %1142, %1140
  %1144 = urem i32 2, %222
  %1145 = zext nneg i32 %1144 to i64
  %1146 = add i32 %222, 4
  %1147 = urem i32 %1140, 3
  %1148 = sub i32 %1147, %1140
  %1149 = add i32 %1148, %1146
  %1150 = urem i32 3, %222
  %1151 = zext nneg i32 %1150 to i64
  %1152 = add i32 %222, 1
  %1153 = udiv i32 %222, 3
  %1154 = mul i32 %1153, -3
  %1155 = add i32 %1154, %1152
  %1156 = mul i32 %1153, -3
  %1157 = add i32 %1156, %1152
  %1158 = and i32 %1155, 1
  %1159 = icmp eq i32 %1135, 0
  %1160 = and i32 %1155, -2
  %1161 = icmp eq i32 %1158, 0
  %1162 = and i32 %1139, 1
  %1163 = icmp eq i32 %1137, 0
  %1164 = and i32 %1139, -2
  %1165 = icmp eq i32 %1162, 0
  %1166 = and i32 %1143, 1
  %1167 = icmp eq i32 %1141, 0
  %1168 = and i32 %1143, -2
  %1169 = icmp eq i32 %1166, 0
  %1170 = and i32 %1149, 1
  %1171 = icmp eq i32 %1147, 0
  %1172 = and i32 %1149, -2
  %1173 = icmp eq i32 %1170, 0
  %1174 = and i32 %1157, 1
  %1175 = icmp eq i32 %1135, 0
  %1176 = and i32 %1157, -2
  %1177 = icmp eq i32 %1174, 0
  %1178 = and i32 %1139, 1
  %1179 = icmp eq i32 %1137, 0
  %1180 = and i32 %1139, -2
  %1181 = icmp eq i32 %1178, 0
  %1182 = and i32 %1143, 1
  %1183 = icmp eq i32 %1141, 0
  %1184 = and i32 %1143, -2
  %1185 = icmp eq i32 %1182, 0
  %1186 = and i32 %1149, 1
  %1187 = icmp eq i32 %1147, 0
  %1188 = and i32 %1149, -2
  %1189 = icmp eq i32 %1186, 0
  br label %1192

1190:                                             ; preds = %1206
  %1191 = zext nneg i32 %1132 to i64
  br label %1944

1192:                                             ; preds = %1206, %1127
  %1193 = phi i1 [ true, %1127 ], [ false, %1206 ]
  %1194 = phi ptr [ %44, %1127 ], [ %185, %1206 ]
  %1195 = phi i64 [ 0, %1127 ], [ 1, %1206 ]
  %1196 = mul nuw nsw i64 %1195, 10
  %1197 = add nuw nsw i64 %1196, %248
  %1198 = load double, ptr %1194, align 16, !tbaa !9
  %1199 = getelementptr inbounds i8, ptr %1194, i64 8
  %1200 = load double, ptr %1199, align 8, !tbaa !9
  %1201 = getelementptr inbounds i8, ptr %1194, i64 16
  %1202 = load double, ptr %1201, align 16, !tbaa !9
  %1203 = getelementptr inbounds i8, ptr %1194, i64 24
  %1204 = load double, ptr %1203, align 8, !tbaa !9
  %1205 = fneg fast double %1198
  br label %1207

1206:                                             ; preds = %1909
  br i1 %1193, label %1192, label %1190, !llvm.loop !28

1207:                                             ; preds = %1192, %1909
  %1208 = phi i64 [ 0, %1192 ], [ %1910, %1909 ]
  %1209 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 %1195, i64 %1208
  %1210 = load double, ptr %1209, align 8, !tbaa !9
  %1211 = getelementptr inbounds double, ptr %43, i64 %1208
  %1212 = load double, ptr %1211, align 8, !tbaa !9
  %1213 = call fast double @llvm.fabs.f64(double %1212)
  %1214 = call fast double @llvm.maxnum.f64(double %1213, double 1.000000e+00)
  %1215 = fmul fast double %1214, 0x3EB0C6F7A0B5ED8D
  %1216 = fadd fast double %1215, %1212
  store double %1216, ptr %1211, align 8, !tbaa !9
  %1217 = load i32, ptr @calls, align 4, !tbaa !11
  %1218 = call noalias ptr @malloc(i64 noundef %250) #16
  br label %1520

1219:                                             ; preds = %1516, %1544
  %1220 = phi double [ poison, %1544 ], [ %1513, %1516 ]
  %1221 = phi i32 [ 0, %1544 ], [ %1517, %1516 ]
  %1222 = phi double [ 0.000000e+00, %1544 ], [ %1513, %1516 ]
  br i1 %1161, label %1241, label %1223

1223:                                             ; preds = %1219
  %1224 = uitofp nneg i32 %1221 to double
  br label %1225

1225:                                             ; preds = %1225, %1223
  %1226 = phi i64 [ %1239, %1225 ], [ 0, %1223 ]
  %1227 = phi double [ %1238, %1225 ], [ %1222, %1223 ]
  %1228 = getelementptr inbounds double, ptr %1218, i64 %1226
  %1229 = load double, ptr %1228, align 8, !tbaa !9
  %1230 = fadd fast double %1229, %1224
  %1231 = call fast double @llvm.sin.f64(double %1230)
  %1232 = trunc nuw nsw i64 %1226 to i32
  %1233 = urem i32 %1232, %222
  %1234 = zext nneg i32 %1233 to i64
  %1235 = getelementptr inbounds double, ptr %43, i64 %1234
  %1236 = load double, ptr %1235, align 8, !tbaa !9
  %1237 = fmul fast double %1231, %1236
  %1238 = fadd fast double %1237, %1227
  %1239 = add nuw nsw i64 %1226, 1
  %1240 = icmp eq i64 %1239, %251
  br i1 %1240, label %1241, label %1225, !llvm.loop !29

1241:                                             ; preds = %1225, %1219
  %1242 = phi double [ %1220, %1219 ], [ %1238, %1225 ]
  %1243 = load double, ptr %1218, align 8, !tbaa !9
  %1244 = fmul fast double %1243, %1242
  br i1 %1163, label %1291, label %1245

1245:                                             ; preds = %1241, %1287
  %1246 = phi i32 [ %1288, %1287 ], [ 0, %1241 ]
  %1247 = phi double [ %1285, %1287 ], [ 0.000000e+00, %1241 ]
  %1248 = phi i32 [ %1289, %1287 ], [ 0, %1241 ]
  %1249 = uitofp nneg i32 %1246 to double
  br label %1250

1250:                                             ; preds = %1250, %1245
  %1251 = phi i64 [ %1258, %1250 ], [ 0, %1245 ]
  %1252 = phi double [ %1265, %1250 ], [ %1247, %1245 ]
  %1253 = getelementptr inbounds double, ptr %1218, i64 %1251
  %1254 = load double, ptr %1253, align 8, !tbaa !9
  %1255 = fmul fast double %1254, 2.000000e+00
  %1256 = fadd fast double %1255, %1249
  %1257 = call fast double @llvm.sin.f64(double %1256)
  %1258 = add nuw nsw i64 %1251, 1
  %1259 = trunc nuw nsw i64 %1258 to i32
  %1260 = urem i32 %1259, %222
  %1261 = zext nneg i32 %1260 to i64
  %1262 = getelementptr inbounds double, ptr %43, i64 %1261
  %1263 = load double, ptr %1262, align 8, !tbaa !9
  %1264 = fmul fast double %1257, %1263
  %1265 = fadd fast double %1264, %1252
  %1266 = icmp eq i64 %1258, %251
  br i1 %1266, label %1267, label %1250, !llvm.loop !30

1267:                                             ; preds = %1250
  %1268 = or disjoint i32 %1246, 1
  %1269 = uitofp nneg i32 %1268 to double
  br label %1270

1270:                                             ; preds = %1270, %1267
  %1271 = phi i64 [ %1278, %1270 ], [ 0, %1267 ]
  %1272 = phi double [ %1285, %1270 ], [ %1265, %1267 ]
  %1273 = getelementptr inbounds double, ptr %1218, i64 %1271
  %1274 = load double, ptr %1273, align 8, !tbaa !9
  %1275 = fmul fast double %1274, 2.000000e+00
  %1276 = fadd fast double %1275, %1269
  %1277 = call fast double @llvm.sin.f64(double %1276)
  %1278 = add nuw nsw i64 %1271, 1
  %1279 = trunc nuw nsw i64 %1278 to i32
  %1280 = urem i32 %1279, %222
  %1281 = zext nneg i32 %1280 to i64
  %1282 = getelementptr inbounds double, ptr %43, i64 %1281
  %1283 = load double, ptr %1282, align 8, !tbaa !9
  %1284 = fmul fast double %1277, %1283
  %1285 = fadd fast double %1284, %1272
  %1286 = icmp eq i64 %1278, %251
  br i1 %1286, label %1287, label %1270, !llvm.loop !30

1287:                                             ; preds = %1270
  %1288 = add nuw i32 %1246, 2
  %1289 = add i32 %1248, 2
  %1290 = icmp eq i32 %1289, %1164
  br i1 %1290, label %1291, label %1245, !llvm.loop !18

1291:                                             ; preds = %1287, %1241
  %1292 = phi double [ poison, %1241 ], [ %1285, %1287 ]
  %1293 = phi i32 [ 0, %1241 ], [ %1288, %1287 ]
  %1294 = phi double [ 0.000000e+00, %1241 ], [ %1285, %1287 ]
  br i1 %1165, label %1314, label %1295

1295:                                             ; preds = %1291
  %1296 = uitofp nneg i32 %1293 to double
  br label %1297

1297:                                             ; preds = %1297, %1295
  %1298 = phi i64 [ %1305, %1297 ], [ 0, %1295 ]
  %1299 = phi double [ %1312, %1297 ], [ %1294, %1295 ]
  %1300 = getelementptr inbounds double, ptr %1218, i64 %1298
  %1301 = load double, ptr %1300, align 8, !tbaa !9
  %1302 = fmul fast double %1301, 2.000000e+00
  %1303 = fadd fast double %1302, %1296
  %1304 = call fast double @llvm.sin.f64(double %1303)
  %1305 = add nuw nsw i64 %1298, 1
  %1306 = trunc nuw nsw i64 %1305 to i32
  %1307 = urem i32 %1306, %222
  %1308 = zext nneg i32 %1307 to i64
  %1309 = getelementptr inbounds double, ptr %43, i64 %1308
  %1310 = load double, ptr %1309, align 8, !tbaa !9
  %1311 = fmul fast double %1304, %1310
  %1312 = fadd fast double %1311, %1299
  %1313 = icmp eq i64 %1305, %251
  br i1 %1313, label %1314, label %1297, !llvm.loop !30

1314:                                             ; preds = %1297, %1291
  %1315 = phi double [ %1292, %1291 ], [ %1312, %1297 ]
  %1316 = getelementptr inbounds i8, ptr %1218, i64 8
  %1317 = load double, ptr %1316, align 8, !tbaa !9
  %1318 = fmul fast double %1317, %1315
  br i1 %1167, label %1367, label %1319

1319:                                             ; preds = %1314, %1363
  %1320 = phi i32 [ %1364, %1363 ], [ 0, %1314 ]
  %1321 = phi double [ %1360, %1363 ], [ 0.000000e+00, %1314 ]
  %1322 = phi i32 [ %1365, %1363 ], [ 0, %1314 ]
  %1323 = uitofp nneg i32 %1320 to double
  br label %1324

1324:                                             ; preds = %1324, %1319
  %1325 = phi i64 [ %1340, %1324 ], [ 0, %1319 ]
  %1326 = phi double [ %1339, %1324 ], [ %1321, %1319 ]
  %1327 = getelementptr inbounds double, ptr %1218, i64 %1325
  %1328 = load double, ptr %1327, align 8, !tbaa !9
  %1329 = fmul fast double %1328, 3.000000e+00
  %1330 = fadd fast double %1329, %1323
  %1331 = call fast double @llvm.sin.f64(double %1330)
  %1332 = trunc i64 %1325 to i32
  %1333 = add i32 %1332, 2
  %1334 = urem i32 %1333, %222
  %1335 = zext nneg i32 %1334 to i64
  %1336 = getelementptr inbounds double, ptr %43, i64 %1335
  %1337 = load double, ptr %1336, align 8, !tbaa !9
  %1338 = fmul fast double %1331, %1337
  %1339 = fadd fast double %1338, %1326
  %1340 = add nuw nsw i64 %1325, 1
  %1341 = icmp eq i64 %1340, %251
  br i1 %1341, label %1342, label %1324, !llvm.loop !31

1342:                                             ; preds = %1324
  %1343 = or disjoint i32 %1320, 1
  %1344 = uitofp nneg i32 %1343 to double
  br label %1345

1345:                                             ; preds = %1345, %1342
  %1346 = phi i64 [ %1361, %1345 ], [ 0, %1342 ]
  %1347 = phi double [ %1360, %1345 ], [ %1339, %1342 ]
  %1348 = getelementptr inbounds double, ptr %1218, i64 %1346
  %1349 = load double, ptr %1348, align 8, !tbaa !9
  %1350 = fmul fast double %1349, 3.000000e+00
  %1351 = fadd fast double %1350, %1344
  %1352 = call fast double @llvm.sin.f64(double %1351)
  %1353 = trunc i64 %1346 to i32
  %1354 = add i32 %1353, 2
  %1355 = urem i32 %1354, %222
  %1356 = zext nneg i32 %1355 to i64
  %1357 = getelementptr inbounds double, ptr %43, i64 %1356
  %1358 = load double, ptr %1357, align 8, !tbaa !9
  %1359 = fmul fast double %1352, %1358
  %1360 = fadd fast double %1359, %1347
  %1361 = add nuw nsw i64 %1346, 1
  %1362 = icmp eq i64 %1361, %251
  br i1 %1362, label %1363, label %1345, !llvm.loop !31

1363:                                             ; preds = %1345
  %1364 = add nuw i32 %1320, 2
  %1365 = add i32 %1322, 2
  %1366 = icmp eq i32 %1365, %1168
  br i1 %1366, label %1367, label %1319, !llvm.loop !18

1367:                                             ; preds = %1363, %1314
  %1368 = phi double [ poison, %1314 ], [ %1360, %1363 ]
  %1369 = phi i32 [ 0, %1314 ], [ %1364, %1363 ]
  %1370 = phi double [ 0.000000e+00, %1314 ], [ %1360, %1363 ]
  br i1 %1169, label %1391, label %1371

1371:                                             ; preds = %1367
  %1372 = uitofp nneg i32 %1369 to double
  br label %1373

1373:                                             ; preds = %1373, %1371
  %1374 = phi i64 [ %1389, %1373 ], [ 0, %1371 ]
  %1375 = phi double [ %1388, %1373 ], [ %1370, %1371 ]
  %1376 = getelementptr inbounds double, ptr %1218, i64 %1374
  %1377 = load double, ptr %1376, align 8, !tbaa !9
  %1378 = fmul fast double %1377, 3.000000e+00
  %1379 = fadd fast double %1378, %1372
  %1380 = call fast double @llvm.sin.f64(double %1379)
  %1381 = trunc i64 %1374 to i32
  %1382 = add i32 %1381, 2
  %1383 = urem i32 %1382, %222
  %1384 = zext nneg i32 %1383 to i64
  %1385 = getelementptr inbounds double, ptr %43, i64 %1384
  %1386 = load double, ptr %1385, align 8, !tbaa !9
  %1387 = fmul fast double %1380, %1386
  %1388 = fadd fast double %1387, %1375
  %1389 = add nuw nsw i64 %1374, 1
  %1390 = icmp eq i64 %1389, %251
  br i1 %1390, label %1391, label %1373, !llvm.loop !31

1391:                                             ; preds = %1373, %1367
  %1392 = phi double [ %1368, %1367 ], [ %1388, %1373 ]
  %1393 = getelementptr inbounds double, ptr %1218, i64 %1145
  %1394 = load double, ptr %1393, align 8, !tbaa !9
  %1395 = fmul fast double %1394, %1392
  br i1 %1171, label %1444, label %1396

1396:                                             ; preds = %1391, %1440
  %1397 = phi i32 [ %1441, %1440 ], [ 0, %1391 ]
  %1398 = phi double [ %1437, %1440 ], [ 0.000000e+00, %1391 ]
  %1399 = phi i32 [ %1442, %1440 ], [ 0, %1391 ]
  %1400 = uitofp nneg i32 %1397 to double
  br label %1401

1401:                                             ; preds = %1401, %1396
  %1402 = phi i64 [ %1417, %1401 ], [ 0, %1396 ]
  %1403 = phi double [ %1416, %1401 ], [ %1398, %1396 ]
  %1404 = getelementptr inbounds double, ptr %1218, i64 %1402
  %1405 = load double, ptr %1404, align 8, !tbaa !9
  %1406 = fmul fast double %1405, 4.000000e+00
  %1407 = fadd fast double %1406, %1400
  %1408 = call fast double @llvm.sin.f64(double %1407)
  %1409 = trunc i64 %1402 to i32
  %1410 = add i32 %1409, 3
  %1411 = urem i32 %1410, %222
  %1412 = zext nneg i32 %1411 to i64
  %1413 = getelementptr inbounds double, ptr %43, i64 %1412
  %1414 = load double, ptr %1413, align 8, !tbaa !9
  %1415 = fmul fast double %1408, %1414
  %1416 = fadd fast double %1415, %1403
  %1417 = add nuw nsw i64 %1402, 1
  %1418 = icmp eq i64 %1417, %251
  br i1 %1418, label %1419, label %1401, !llvm.loop !32

1419:                                             ; preds = %1401
  %1420 = or disjoint i32 %1397, 1
  %1421 = uitofp nneg i32 %1420 to double
  br label %1422

1422:                                             ; preds = %1422, %1419
  %1423 = phi i64 [ %1438, %1422 ], [ 0, %1419 ]
  %1424 = phi double [ %1437, %1422 ], [ %1416, %1419 ]
  %1425 = getelementptr inbounds double, ptr %1218, i64 %1423
  %1426 = load double, ptr %1425, align 8, !tbaa !9
  %1427 = fmul fast double %1426, 4.000000e+00
  %1428 = fadd fast double %1427, %1421
  %1429 = call fast double @llvm.sin.f64(double %1428)
  %1430 = trunc i64 %1423 to i32
  %1431 = add i32 %1430, 3
  %1432 = urem i32 %1431, %222
  %1433 = zext nneg i32 %1432 to i64
  %1434 = getelementptr inbounds double, ptr %43, i64 %1433
  %1435 = load double, ptr %1434, align 8, !tbaa !9
  %1436 = fmul fast double %1429, %1435
  %1437 = fadd fast double %1436, %1424
  %1438 = add nuw nsw i64 %1423, 1
  %1439 = icmp eq i64 %1438, %251
  br i1 %1439, label %1440, label %1422, !llvm.loop !32

1440:                                             ; preds = %1422
  %1441 = add nuw i32 %1397, 2
  %1442 = add i32 %1399, 2
  %1443 = icmp eq i32 %1442, %1172
  br i1 %1443, label %1444, label %1396, !llvm.loop !18

1444:                                             ; preds = %1440, %1391
  %1445 = phi double [ poison, %1391 ], [ %1437, %1440 ]
  %1446 = phi i32 [ 0, %1391 ], [ %1441, %1440 ]
  %1447 = phi double [ 0.000000e+00, %1391 ], [ %1437, %1440 ]
  br i1 %1173, label %1468, label %1448

1448:                                             ; preds = %1444
  %1449 = uitofp nneg i32 %1446 to double
  br label %1450

1450:                                             ; preds = %1450, %1448
  %1451 = phi i64 [ %1466, %1450 ], [ 0, %1448 ]
  %1452 = phi double [ %1465, %1450 ], [ %1447, %1448 ]
  %1453 = getelementptr inbounds double, ptr %1218, i64 %1451
  %1454 = load double, ptr %1453, align 8, !tbaa !9
  %1455 = fmul fast double %1454, 4.000000e+00
  %1456 = fadd fast double %1455, %1449
  %1457 = call fast double @llvm.sin.f64(double %1456)
  %1458 = trunc i64 %1451 to i32
  %1459 = add i32 %1458, 3
  %1460 = urem i32 %1459, %222
  %1461 = zext nneg i32 %1460 to i64
  %1462 = getelementptr inbounds double, ptr %43, i64 %1461
  %1463 = load double, ptr %1462, align 8, !tbaa !9
  %1464 = fmul fast double %1457, %1463
  %1465 = fadd fast double %1464, %1452
  %1466 = add nuw nsw i64 %1451, 1
  %1467 = icmp eq i64 %1466, %251
  br i1 %1467, label %1468, label %1450, !llvm.loop !32

1468:                                             ; preds = %1450, %1444
  %1469 = phi double [ %1445, %1444 ], [ %1465, %1450 ]
  %1470 = getelementptr inbounds double, ptr %1218, i64 %1151
  %1471 = load double, ptr %1470, align 8, !tbaa !9
  %1472 = fmul fast double %1471, %1469
  call void @free(ptr noundef nonnull %1218) #15
  %1473 = fsub fast double %1212, %1215
  store double %1473, ptr %1211, align 8, !tbaa !9
  %1474 = add nsw i32 %1217, 2
  store i32 %1474, ptr @calls, align 4, !tbaa !11
  %1475 = call noalias ptr @malloc(i64 noundef %250) #16
  br label %1864

1476:                                             ; preds = %1544, %1516
  %1477 = phi i32 [ %1517, %1516 ], [ 0, %1544 ]
  %1478 = phi double [ %1513, %1516 ], [ 0.000000e+00, %1544 ]
  %1479 = phi i32 [ %1518, %1516 ], [ 0, %1544 ]
  %1480 = uitofp nneg i32 %1477 to double
  br label %1481

1481:                                             ; preds = %1481, %1476
  %1482 = phi i64 [ %1495, %1481 ], [ 0, %1476 ]
  %1483 = phi double [ %1494, %1481 ], [ %1478, %1476 ]
  %1484 = getelementptr inbounds double, ptr %1218, i64 %1482
  %1485 = load double, ptr %1484, align 8, !tbaa !9
  %1486 = fadd fast double %1485, %1480
  %1487 = call fast double @llvm.sin.f64(double %1486)
  %1488 = trunc nuw nsw i64 %1482 to i32
  %1489 = urem i32 %1488, %222
  %1490 = zext nneg i32 %1489 to i64
  %1491 = getelementptr inbounds double, ptr %43, i64 %1490
  %1492 = load double, ptr %1491, align 8, !tbaa !9
  %1493 = fmul fast double %1487, %1492
  %1494 = fadd fast double %1493, %1483
  %1495 = add nuw nsw i64 %1482, 1
  %1496 = icmp eq i64 %1495, %251
  br i1 %1496, label %1497, label %1481, !llvm.loop !29

1497:                                             ; preds = %1481
  %1498 = or disjoint i32 %1477, 1
  %1499 = uitofp nneg i32 %1498 to double
  br label %1500

1500:                                             ; preds = %1500, %1497
  %1501 = phi i64 [ %1514, %1500 ], [ 0, %1497 ]
  %1502 = phi double [ %1513, %1500 ], [ %1494, %1497 ]
  %1503 = getelementptr inbounds double, ptr %1218, i64 %1501
  %1504 = load double, ptr %1503, align 8, !tbaa !9
  %1505 = fadd fast double %1504, %1499
  %1506 = call fast double @llvm.sin.f64(double %1505)
  %1507 = trunc nuw nsw i64 %1501 to i32
  %1508 = urem i32 %1507, %222
  %1509 = zext nneg i32 %1508 to i64
  %1510 = getelementptr inbounds double, ptr %43, i64 %1509
  %1511 = load double, ptr %1510, align 8, !tbaa !9
  %1512 = fmul fast double %1506, %1511
  %1513 = fadd fast double %1512, %1502
  %1514 = add nuw nsw i64 %1501, 1
  %1515 = icmp eq i64 %1514, %251
  br i1 %1515, label %1516, label %1500, !llvm.loop !29

1516:                                             ; preds = %1500
  %1517 = add nuw i32 %1477, 2
  %1518 = add i32 %1479, 2
  %1519 = icmp eq i32 %1518, %1160
  br i1 %1519, label %1219, label %1476, !llvm.loop !18

1520:                                             ; preds = %1539, %1207
  %1521 = phi i64 [ 0, %1207 ], [ %1540, %1539 ]
  %1522 = getelementptr inbounds double, ptr %43, i64 %1521
  %1523 = load double, ptr %1522, align 8, !tbaa !9
  %1524 = fcmp fast ogt double %1523, 0.000000e+00
  br i1 %1524, label %1525, label %1530

1525:                                             ; preds = %1520
  %1526 = fmul fast double %1523, %1523
  %1527 = fadd fast double %1526, 1.000000e+00
  %1528 = call fast double @llvm.sqrt.f64(double %1527)
  %1529 = add nuw nsw i64 %1521, 1
  br label %1539

1530:                                             ; preds = %1520
  %1531 = call fast double @llvm.exp.f64(double %1523)
  %1532 = add nuw nsw i64 %1521, 1
  %1533 = icmp eq i64 %1532, %251
  %1534 = and i64 %1532, 4294967295
  %1535 = select i1 %1533, i64 0, i64 %1534
  %1536 = getelementptr inbounds double, ptr %43, i64 %1535
  %1537 = load double, ptr %1536, align 8, !tbaa !9
  %1538 = fmul fast double %1537, %1531
  br label %1539

1539:                                             ; preds = %1530, %1525
  %1540 = phi i64 [ %1532, %1530 ], [ %1529, %1525 ]
  %1541 = phi fast double [ %1538, %1530 ], [ %1528, %1525 ]
  %1542 = getelementptr inbounds double, ptr %1218, i64 %1521
  store double %1541, ptr %1542, align 8, !tbaa !9
  %1543 = icmp eq i64 %1540, %251
  br i1 %1543, label %1544, label %1520, !llvm.loop !13

1544:                                             ; preds = %1539
  br i1 %1159, label %1219, label %1476

1545:                                             ; preds = %1860, %1888
  %1546 = phi double [ poison, %1888 ], [ %1857, %1860 ]
  %1547 = phi i32 [ 0, %1888 ], [ %1861, %1860 ]
  %1548 = phi double [ 0.000000e+00, %1888 ], [ %1857, %1860 ]
  br i1 %1177, label %1567, label %1549

1549:                                             ; preds = %1545
  %1550 = uitofp nneg i32 %1547 to double
  br label %1551

1551:                                             ; preds = %1551, %1549
  %1552 = phi i64 [ %1565, %1551 ], [ 0, %1549 ]
  %1553 = phi double [ %1564, %1551 ], [ %1548, %1549 ]
  %1554 = getelementptr inbounds double, ptr %1475, i64 %1552
  %1555 = load double, ptr %1554, align 8, !tbaa !9
  %1556 = fadd fast double %1555, %1550
  %1557 = call fast double @llvm.sin.f64(double %1556)
  %1558 = trunc nuw nsw i64 %1552 to i32
  %1559 = urem i32 %1558, %222
  %1560 = zext nneg i32 %1559 to i64
  %1561 = getelementptr inbounds double, ptr %43, i64 %1560
  %1562 = load double, ptr %1561, align 8, !tbaa !9
  %1563 = fmul fast double %1557, %1562
  %1564 = fadd fast double %1563, %1553
  %1565 = add nuw nsw i64 %1552, 1
  %1566 = icmp eq i64 %1565, %251
  br i1 %1566, label %1567, label %1551, !llvm.loop !33

1567:                                             ; preds = %1551, %1545
  %1568 = phi double [ %1546, %1545 ], [ %1564, %1551 ]
  %1569 = load double, ptr %1475, align 8, !tbaa !9
  %1570 = fmul fast double %1569, %1568
  br i1 %1179, label %1617, label %1571

1571:                                             ; preds = %1567, %1613
  %1572 = phi i32 [ %1614, %1613 ], [ 0, %1567 ]
  %1573 = phi double [ %1611, %1613 ], [ 0.000000e+00, %1567 ]
  %1574 = phi i32 [ %1615, %1613 ], [ 0, %1567 ]
  %1575 = uitofp nneg i32 %1572 to double
  br label %1576

1576:                                             ; preds = %1576, %1571
  %1577 = phi i64 [ %1584, %1576 ], [ 0, %1571 ]
  %1578 = phi double [ %1591, %1576 ], [ %1573, %1571 ]
  %1579 = getelementptr inbounds double, ptr %1475, i64 %1577
  %1580 = load double, ptr %1579, align 8, !tbaa !9
  %1581 = fmul fast double %1580, 2.000000e+00
  %1582 = fadd fast double %1581, %1575
  %1583 = call fast double @llvm.sin.f64(double %1582)
  %1584 = add nuw nsw i64 %1577, 1
  %1585 = trunc nuw nsw i64 %1584 to i32
  %1586 = urem i32 %1585, %222
  %1587 = zext nneg i32 %1586 to i64
  %1588 = getelementptr inbounds double, ptr %43, i64 %1587
  %1589 = load double, ptr %1588, align 8, !tbaa !9
  %1590 = fmul fast double %1583, %1589
  %1591 = fadd fast double %1590, %1578
  %1592 = icmp eq i64 %1584, %251
  br i1 %1592, label %1593, label %1576, !llvm.loop !34

1593:                                             ; preds = %1576
  %1594 = or disjoint i32 %1572, 1
  %1595 = uitofp nneg i32 %1594 to double
  br label %1596

1596:                                             ; preds = %1596, %1593
  %1597 = phi i64 [ %1604, %1596 ], [ 0, %1593 ]
  %1598 = phi double [ %1611, %1596 ], [ %1591, %1593 ]
  %1599 = getelementptr inbounds double, ptr %1475, i64 %1597
  %1600 = load double, ptr %1599, align 8, !tbaa !9
  %1601 = fmul fast double %1600, 2.000000e+00
  %1602 = fadd fast double %1601, %1595
  %1603 = call fast double @llvm.sin.f64(double %1602)
  %1604 = add nuw nsw i64 %1597, 1
  %1605 = trunc nuw nsw i64 %1604 to i32
  %1606 = urem i32 %1605, %222
  %1607 = zext nneg i32 %1606 to i64
  %1608 = getelementptr inbounds double, ptr %43, i64 %1607
  %1609 = load double, ptr %1608, align 8, !tbaa !9
  %1610 = fmul fast double %1603, %1609
  %1611 = fadd fast double %1610, %1598
  %1612 = icmp eq i64 %1604, %251
  br i1 %1612, label %1613, label %1596, !llvm.loop !34

1613:                                             ; preds = %1596
  %1614 = add nuw i32 %1572, 2
  %1615 = add i32 %1574, 2
  %1616 = icmp eq i32 %1615, %1180
  br i1 %1616, label %1617, label %1571, !llvm.loop !18

1617:                                             ; preds = %1613, %1567
  %1618 = phi double [ poison, %1567 ], [ %1611, %1613 ]
  %1619 = phi i32 [ 0, %1567 ], [ %1614, %1613 ]
  %1620 = phi double [ 0.000000e+00, %1567 ], [ %1611, %1613 ]
  br i1 %1181, label %1640, label %1621

1621:                                             ; preds = %1617
  %1622 = uitofp nneg i32 %1619 to double
  br label %1623

1623:                                             ; preds = %1623, %1621
  %1624 = phi i64 [ %1631, %1623 ], [ 0, %1621 ]
  %1625 = phi double [ %1638, %1623 ], [ %1620, %1621 ]
  %1626 = getelementptr inbounds double, ptr %1475, i64 %1624
  %1627 = load double, ptr %1626, align 8, !tbaa !9
  %1628 = fmul fast double %1627, 2.000000e+00
  %1629 = fadd fast double %1628, %1622
  %1630 = call fast double @llvm.sin.f64(double %1629)
  %1631 = add nuw nsw i64 %1624, 1
  %1632 = trunc nuw nsw i64 %1631 to i32
  %1633 = urem i32 %1632, %222
  %1634 = zext nneg i32 %1633 to i64
  %1635 = getelementptr inbounds double, ptr %43, i64 %1634
  %1636 = load double, ptr %1635, align 8, !tbaa !9
  %1637 = fmul fast double %1630, %1636
  %1638 = fadd fast double %1637, %1625
  %1639 = icmp eq i64 %1631, %251
  br i1 %1639, label %1640, label %1623, !llvm.loop !34

1640:                                             ; preds = %1623, %1617
  %1641 = phi double [ %1618, %1617 ], [ %1638, %1623 ]
  %1642 = getelementptr inbounds i8, ptr %1475, i64 8
  %1643 = load double, ptr %1642, align 8, !tbaa !9
  %1644 = fmul fast double %1643, %1641
  br i1 %1183, label %1693, label %1645

1645:                                             ; preds = %1640, %1689
  %1646 = phi i32 [ %1690, %1689 ], [ 0, %1640 ]
  %1647 = phi double [ %1686, %1689 ], [ 0.000000e+00, %1640 ]
  %1648 = phi i32 [ %1691, %1689 ], [ 0, %1640 ]
  %1649 = uitofp nneg i32 %1646 to double
  br label %1650

1650:                                             ; preds = %1650, %1645
  %1651 = phi i64 [ %1666, %1650 ], [ 0, %1645 ]
  %1652 = phi double [ %1665, %1650 ], [ %1647, %1645 ]
  %1653 = getelementptr inbounds double, ptr %1475, i64 %1651
  %1654 = load double, ptr %1653, align 8, !tbaa !9
  %1655 = fmul fast double %1654, 3.000000e+00
  %1656 = fadd fast double %1655, %1649
  %1657 = call fast double @llvm.sin.f64(double %1656)
  %1658 = trunc i64 %1651 to i32
  %1659 = add i32 %1658, 2
  %1660 = urem i32 %1659, %222
  %1661 = zext nneg i32 %1660 to i64
  %1662 = getelementptr inbounds double, ptr %43, i64 %1661
  %1663 = load double, ptr %1662, align 8, !tbaa !9
  %1664 = fmul fast double %1657, %1663
  %1665 = fadd fast double %1664, %1652
  %1666 = add nuw nsw i64 %1651, 1
  %1667 = icmp eq i64 %1666, %251
  br i1 %1667, label %1668, label %1650, !llvm.loop !35

1668:                                             ; preds = %1650
  %1669 = or disjoint i32 %1646, 1
  %1670 = uitofp nneg i32 %1669 to double
  br label %1671

1671:                                             ; preds = %1671, %1668
  %1672 = phi i64 [ %1687, %1671 ], [ 0, %1668 ]
  %1673 = phi double [ %1686, %1671 ], [ %1665, %1668 ]
  %1674 = getelementptr inbounds double, ptr %1475, i64 %1672
  %1675 = load double, ptr %1674, align 8, !tbaa !9
  %1676 = fmul fast double %1675, 3.000000e+00
  %1677 = fadd fast double %1676, %1670
  %1678 = call fast double @llvm.sin.f64(double %1677)
  %1679 = trunc i64 %1672 to i32
  %1680 = add i32 %1679, 2
  %1681 = urem i32 %1680, %222
  %1682 = zext nneg i32 %1681 to i64
  %1683 = getelementptr inbounds double, ptr %43, i64 %1682
  %1684 = load double, ptr %1683, align 8, !tbaa !9
  %1685 = fmul fast double %1678, %1684
  %1686 = fadd fast double %1685, %1673
  %1687 = add nuw nsw i64 %1672, 1
  %1688 = icmp eq i64 %1687, %251
  br i1 %1688, label %1689, label %1671, !llvm.loop !35

1689:                                             ; preds = %1671
  %1690 = add nuw i32 %1646, 2
  %1691 = add i32 %1648, 2
  %1692 = icmp eq i32 %1691, %1184
  br i1 %1692, label %1693, label %1645, !llvm.loop !18

1693:                                             ; preds = %1689, %1640
  %1694 = phi double [ poison, %1640 ], [ %1686, %1689 ]
  %1695 = phi i32 [ 0, %1640 ], [ %1690, %1689 ]
  %1696 = phi double [ 0.000000e+00, %1640 ], [ %1686, %1689 ]
  br i1 %1185, label %1717, label %1697

1697:                                             ; preds = %1693
  %1698 = uitofp nneg i32 %1695 to double
  br label %1699

1699:                                             ; preds = %1699, %1697
  %1700 = phi i64 [ %1715, %1699 ], [ 0, %1697 ]
  %1701 = phi double [ %1714, %1699 ], [ %1696, %1697 ]
  %1702 = getelementptr inbounds double, ptr %1475, i64 %1700
  %1703 = load double, ptr %1702, align 8, !tbaa !9
  %1704 = fmul fast double %1703, 3.000000e+00
  %1705 = fadd fast double %1704, %1698
  %1706 = call fast double @llvm.sin.f64(double %1705)
  %1707 = trunc i64 %1700 to i32
  %1708 = add i32 %1707, 2
  %1709 = urem i32 %1708, %222
  %1710 = zext nneg i32 %1709 to i64
  %1711 = getelementptr inbounds double, ptr %43, i64 %1710
  %1712 = load double, ptr %1711, align 8, !tbaa !9
  %1713 = fmul fast double %1706, %1712
  %1714 = fadd fast double %1713, %1701
  %1715 = add nuw nsw i64 %1700, 1
  %1716 = icmp eq i64 %1715, %251
  br i1 %1716, label %1717, label %1699, !llvm.loop !35

1717:                                             ; preds = %1699, %1693
  %1718 = phi double [ %1694, %1693 ], [ %1714, %1699 ]
  %1719 = getelementptr inbounds double, ptr %1475, i64 %1145
  %1720 = load double, ptr %1719, align 8, !tbaa !9
  %1721 = fmul fast double %1720, %1718
  br i1 %1187, label %1770, label %1722

1722:                                             ; preds = %1717, %1766
  %1723 = phi i32 [ %1767, %1766 ], [ 0, %1717 ]
  %1724 = phi double [ %1763, %1766 ], [ 0.000000e+00, %1717 ]
  %1725 = phi i32 [ %1768, %1766 ], [ 0, %1717 ]
  %1726 = uitofp nneg i32 %1723 to double
  br label %1727

1727:                                             ; preds = %1727, %1722
  %1728 = phi i64 [ %1743, %1727 ], [ 0, %1722 ]
  %1729 = phi double [ %1742, %1727 ], [ %1724, %1722 ]
  %1730 = getelementptr inbounds double, ptr %1475, i64 %1728
  %1731 = load double, ptr %1730, align 8, !tbaa !9
  %1732 = fmul fast double %1731, 4.000000e+00
  %1733 = fadd fast double %1732, %1726
  %1734 = call fast double @llvm.sin.f64(double %1733)
  %1735 = trunc i64 %1728 to i32
  %1736 = add i32 %1735, 3
  %1737 = urem i32 %1736, %222
  %1738 = zext nneg i32 %1737 to i64
  %1739 = getelementptr inbounds double, ptr %43, i64 %1738
  %1740 = load double, ptr %1739, align 8, !tbaa !9
  %1741 = fmul fast double %1734, %1740
  %1742 = fadd fast double %1741, %1729
  %1743 = add nuw nsw i64 %1728, 1
  %1744 = icmp eq i64 %1743, %251
  br i1 %1744, label %1745, label %1727, !llvm.loop !36

1745:                                             ; preds = %1727
  %1746 = or disjoint i32 %1723, 1
  %1747 = uitofp nneg i32 %1746 to double
  br label %1748

1748:                                             ; preds = %1748, %1745
  %1749 = phi i64 [ %1764, %1748 ], [ 0, %1745 ]
  %1750 = phi double [ %1763, %1748 ], [ %1742, %1745 ]
  %1751 = getelementptr inbounds double, ptr %1475, i64 %1749
  %1752 = load double, ptr %1751, align 8, !tbaa !9
  %1753 = fmul fast double %1752, 4.000000e+00
  %1754 = fadd fast double %1753, %1747
  %1755 = call fast double @llvm.sin.f64(double %1754)
  %1756 = trunc i64 %1749 to i32
  %1757 = add i32 %1756, 3
  %1758 = urem i32 %1757, %222
  %1759 = zext nneg i32 %1758 to i64
  %1760 = getelementptr inbounds double, ptr %43, i64 %1759
  %1761 = load double, ptr %1760, align 8, !tbaa !9
  %1762 = fmul fast double %1755, %1761
  %1763 = fadd fast double %1762, %1750
  %1764 = add nuw nsw i64 %1749, 1
  %1765 = icmp eq i64 %1764, %251
  br i1 %1765, label %1766, label %1748, !llvm.loop !36

1766:                                             ; preds = %1748
  %1767 = add nuw i32 %1723, 2
  %1768 = add i32 %1725, 2
  %1769 = icmp eq i32 %1768, %1188
  br i1 %1769, label %1770, label %1722, !llvm.loop !18

1770:                                             ; preds = %1766, %1717
  %1771 = phi double [ poison, %1717 ], [ %1763, %1766 ]
  %1772 = phi i32 [ 0, %1717 ], [ %1767, %1766 ]
  %1773 = phi double [ 0.000000e+00, %1717 ], [ %1763, %1766 ]
  br i1 %1189, label %1794, label %1774

1774:                                             ; preds = %1770
  %1775 = uitofp nneg i32 %1772 to double
  br label %1776

1776:                                             ; preds = %1776, %1774
  %1777 = phi i64 [ %1792, %1776 ], [ 0, %1774 ]
  %1778 = phi double [ %1791, %1776 ], [ %1773, %1774 ]
  %1779 = getelementptr inbounds double, ptr %1475, i64 %1777
  %1780 = load double, ptr %1779, align 8, !tbaa !9
  %1781 = fmul fast double %1780, 4.000000e+00
  %1782 = fadd fast double %1781, %1775
  %1783 = call fast double @llvm.sin.f64(double %1782)
  %1784 = trunc i64 %1777 to i32
  %1785 = add i32 %1784, 3
  %1786 = urem i32 %1785, %222
  %1787 = zext nneg i32 %1786 to i64
  %1788 = getelementptr inbounds double, ptr %43, i64 %1787
  %1789 = load double, ptr %1788, align 8, !tbaa !9
  %1790 = fmul fast double %1783, %1789
  %1791 = fadd fast double %1790, %1778
  %1792 = add nuw nsw i64 %1777, 1
  %1793 = icmp eq i64 %1792, %251
  br i1 %1793, label %1794, label %1776, !llvm.loop !36

1794:                                             ; preds = %1776, %1770
  %1795 = phi double [ %1771, %1770 ], [ %1791, %1776 ]
  %1796 = getelementptr inbounds double, ptr %1475, i64 %1151
  %1797 = load double, ptr %1796, align 8, !tbaa !9
  %1798 = fmul fast double %1797, %1795
  %1799 = add nuw nsw i64 %1197, %1208
  %1800 = fmul fast double %1318, %1200
  %1801 = fmul fast double %1472, %1204
  call void @free(ptr noundef nonnull %1475) #15
  store double %1212, ptr %1211, align 8, !tbaa !9
  %1802 = fmul fast double %1570, %1205
  %1803 = fmul fast double %1200, %1644
  %1804 = fmul fast double %1202, %1721
  %1805 = fadd fast double %1803, %1804
  %1806 = fmul fast double %1204, %1798
  %1807 = fadd fast double %1805, %1806
  %1808 = fsub fast double %1802, %1807
  %1809 = fadd fast double %1800, %1889
  %1810 = fadd fast double %1809, %1890
  %1811 = fadd fast double %1810, %1801
  %1812 = fadd fast double %1811, %1808
  %1813 = fmul fast double %1214, 2.000000e-06
  %1814 = fdiv fast double %1812, %1813
  %1815 = call fast double @llvm.fabs.f64(double %1814)
  %1816 = call fast double @llvm.maxnum.f64(double %1815, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1210, ptr %36, align 8, !tbaa !9
  %1817 = load volatile double, ptr %36, align 8, !tbaa !9
  %1818 = call double @llvm.fabs.f64(double %1817)
  %1819 = fcmp ueq double %1818, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1819, label %1904, label %1891

1820:                                             ; preds = %1888, %1860
  %1821 = phi i32 [ %1861, %1860 ], [ 0, %1888 ]
  %1822 = phi double [ %1857, %1860 ], [ 0.000000e+00, %1888 ]
  %1823 = phi i32 [ %1862, %1860 ], [ 0, %1888 ]
  %1824 = uitofp nneg i32 %1821 to double
  br label %1825

1825:                                             ; preds = %1825, %1820
  %1826 = phi i64 [ %1839, %1825 ], [ 0, %1820 ]
  %1827 = phi double [ %1838, %1825 ], [ %1822, %1820 ]
  %1828 = getelementptr inbounds double, ptr %1475, i64 %1826
  %1829 = load double, ptr %1828, align 8, !tbaa !9
  %1830 = fadd fast double %1829, %1824
  %1831 = call fast double @llvm.sin.f64(double %1830)
  %1832 = trunc nuw nsw i64 %1826 to i32
  %1833 = urem i32 %1832, %222
  %1834 = zext nneg i32 %1833 to i64
  %1835 = getelementptr inbounds double, ptr %43, i64 %1834
  %1836 = load double, ptr %1835, align 8, !tbaa !9
  %1837 = fmul fast double %1831, %1836
  %1838 = fadd fast double %1837, %1827
  %1839 = add nuw nsw i64 %1826, 1
  %1840 = icmp eq i64 %1839, %251
  br i1 %1840, label %1841, label %1825, !llvm.loop !33

1841:                                             ; preds = %1825
  %1842 = or disjoint i32 %1821, 1
  %1843 = uitofp nneg i32 %1842 to double
  br label %1844

1844:                                             ; preds = %1844, %1841
  %1845 = phi i64 [ %1858, %1844 ], [ 0, %1841 ]
  %1846 = phi double [ %1857, %1844 ], [ %1838, %1841 ]
  %1847 = getelementptr inbounds double, ptr %1475, i64 %1845
  %1848 = load double, ptr %1847, align 8, !tbaa !9
  %1849 = fadd fast double %1848, %1843
  %1850 = call fast double @llvm.sin.f64(double %1849)
  %1851 = trunc nuw nsw i64 %1845 to i32
  %1852 = urem i32 %1851, %222
  %1853 = zext nneg i32 %1852 to i64
  %1854 = getelementptr inbounds double, ptr %43, i64 %1853
  %1855 = load double, ptr %1854, align 8, !tbaa !9
  %1856 = fmul fast double %1850, %1855
  %1857 = fadd fast double %1856, %1846
  %1858 = add nuw nsw i64 %1845, 1
  %1859 = icmp eq i64 %1858, %251
  br i1 %1859, label %1860, label %1844, !llvm.loop !33

1860:                                             ; preds = %1844
  %1861 = add nuw i32 %1821, 2
  %1862 = add i32 %1823, 2
  %1863 = icmp eq i32 %1862, %1176
  br i1 %1863, label %1545, label %1820, !llvm.loop !18

1864:                                             ; preds = %1883, %1468
  %1865 = phi i64 [ 0, %1468 ], [ %1884, %1883 ]
  %1866 = getelementptr inbounds double, ptr %43, i64 %1865
  %1867 = load double, ptr %1866, align 8, !tbaa !9
  %1868 = fcmp fast ogt double %1867, 0.000000e+00
  br i1 %1868, label %1869, label %1874

1869:                                             ; preds = %1864
  %1870 = fmul fast double %1867, %1867
  %1871 = fadd fast double %1870, 1.000000e+00
  %1872 = call fast double @llvm.sqrt.f64(double %1871)
  %1873 = add nuw nsw i64 %1865, 1
  br label %1883

1874:                                             ; preds = %1864
  %1875 = call fast double @llvm.exp.f64(double %1867)
  %1876 = add nuw nsw i64 %1865, 1
  %1877 = icmp eq i64 %1876, %251
  %1878 = and i64 %1876, 4294967295
  %1879 = select i1 %1877, i64 0, i64 %1878
  %1880 = getelementptr inbounds double, ptr %43, i64 %1879
  %1881 = load double, ptr %1880, align 8, !tbaa !9
  %1882 = fmul fast double %1881, %1875
  br label %1883

1883:                                             ; preds = %1874, %1869
  %1884 = phi i64 [ %1876, %1874 ], [ %1873, %1869 ]
  %1885 = phi fast double [ %1882, %1874 ], [ %1872, %1869 ]
  %1886 = getelementptr inbounds double, ptr %1475, i64 %1865
  store double %1885, ptr %1886, align 8, !tbaa !9
  %1887 = icmp eq i64 %1884, %251
  br i1 %1887, label %1888, label %1864, !llvm.loop !13

1888:                                             ; preds = %1883
  %1889 = fmul fast double %1244, %1198
  %1890 = fmul fast double %1395, %1202
  br i1 %1175, label %1545, label %1820

1891:                                             ; preds = %1794
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1814, ptr %35, align 8, !tbaa !9
  %1892 = load volatile double, ptr %35, align 8, !tbaa !9
  %1893 = call double @llvm.fabs.f64(double %1892)
  %1894 = fcmp ueq double %1893, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1894, label %1904, label %1895

1895:                                             ; preds = %1891
  %1896 = fsub fast double %1210, %1814
  %1897 = call fast double @llvm.fabs.f64(double %1896)
  %1898 = fmul fast double %1816, 0x3EB0C6F7A0B5ED8D
  %1899 = fcmp fast ole double %1897, %1898
  %1900 = freeze i1 %1899
  br i1 %1900, label %1901, label %1904

1901:                                             ; preds = %1895
  %1902 = trunc nuw i64 %1799 to i32
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1902, double noundef nofpclass(nan inf) %1210, double noundef nofpclass(nan inf) %1814, ptr noundef nonnull @.str.18)
  br label %1909

1904:                                             ; preds = %1895, %1891, %1794
  %1905 = trunc nuw i64 %1799 to i32
  %1906 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1905, double noundef nofpclass(nan inf) %1210, double noundef nofpclass(nan inf) %1814, ptr noundef nonnull @.str.19)
  %1907 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1908 = add nsw i32 %1907, 1
  store i32 %1908, ptr @n_fail, align 4, !tbaa !11
  br label %1909

1909:                                             ; preds = %1901, %1904
  %1910 = add nuw nsw i64 %1208, 1
  %1911 = icmp eq i64 %1910, %1133
  br i1 %1911, label %1206, label %1207, !llvm.loop !37

1912:                                             ; preds = %1966
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %45, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %47, ptr noundef nonnull align 16 dereferenceable(96) %44, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1913 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1914 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1915 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %1916 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fc, i32 noundef %1913, i32 noundef 3, i32 noundef %1914, ptr noundef nonnull %43, ptr noundef nonnull %45, ptr noundef nonnull %152, ptr noundef nonnull %153, i32 noundef %1915, ptr noundef nonnull %46, ptr noundef nonnull %47, ptr noundef nonnull %154, ptr noundef nonnull %155, i32 noundef %1916, i32 noundef %222) #15
  %1917 = load i32, ptr @calls, align 4, !tbaa !11
  %1918 = freeze i32 %1917
  %1919 = sitofp i32 %1918 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1919, ptr %34, align 8, !tbaa !9
  %1920 = load volatile double, ptr %34, align 8, !tbaa !9
  %1921 = call double @llvm.fabs.f64(double %1920)
  %1922 = fcmp ueq double %1921, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1922, label %1933, label %1923

1923:                                             ; preds = %1912
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double 1.000000e+00, ptr %33, align 8, !tbaa !9
  %1924 = load volatile double, ptr %33, align 8, !tbaa !9
  %1925 = call double @llvm.fabs.f64(double %1924)
  %1926 = fcmp one double %1925, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %1927 = fadd reassoc nsz arcp contract afn double %1919, -1.000000e+00
  %1928 = fcmp reassoc nsz arcp contract afn oeq double %1927, 0.000000e+00
  %1929 = and i1 %1928, %1926
  br i1 %1929, label %1930, label %1933

1930:                                             ; preds = %1923
  %1931 = trunc nuw nsw i64 %220 to i32
  %1932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1931, double noundef nofpclass(nan inf) %1919, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1938

1933:                                             ; preds = %1923, %1912
  %1934 = trunc nuw nsw i64 %220 to i32
  %1935 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1934, double noundef nofpclass(nan inf) %1919, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %1936 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1937 = add nsw i32 %1936, 1
  store i32 %1937, ptr @n_fail, align 4, !tbaa !11
  br label %1938

1938:                                             ; preds = %1930, %1933
  %1939 = zext nneg i32 %1132 to i64
  %1940 = load double, ptr %44, align 16
  %1941 = load double, ptr %186, align 8
  %1942 = load double, ptr %187, align 16
  %1943 = load double, ptr %188, align 8
  br label %2180

1944:                                             ; preds = %1190, %1966
  %1945 = phi i64 [ 0, %1190 ], [ %1967, %1966 ]
  %1946 = getelementptr inbounds [7 x double], ptr %153, i64 0, i64 %1945
  %1947 = load double, ptr %1946, align 8, !tbaa !9
  %1948 = freeze double %1947
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1948, ptr %32, align 8, !tbaa !9
  %1949 = load volatile double, ptr %32, align 8, !tbaa !9
  %1950 = call double @llvm.fabs.f64(double %1949)
  %1951 = fcmp ueq double %1950, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1951, label %1961, label %1952

1952:                                             ; preds = %1944
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double 0.000000e+00, ptr %31, align 8, !tbaa !9
  %1953 = load volatile double, ptr %31, align 8, !tbaa !9
  %1954 = call double @llvm.fabs.f64(double %1953)
  %1955 = fcmp one double %1954, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %1956 = fcmp reassoc nsz arcp contract afn oeq double %1948, 0.000000e+00
  %1957 = and i1 %1956, %1955
  br i1 %1957, label %1958, label %1961

1958:                                             ; preds = %1952
  %1959 = trunc nuw nsw i64 %1945 to i32
  %1960 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1959, double noundef nofpclass(nan inf) %1948, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %1966

1961:                                             ; preds = %1952, %1944
  %1962 = trunc nuw nsw i64 %1945 to i32
  %1963 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1962, double noundef nofpclass(nan inf) %1948, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.19)
  %1964 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1965 = add nsw i32 %1964, 1
  store i32 %1965, ptr @n_fail, align 4, !tbaa !11
  br label %1966

1966:                                             ; preds = %1958, %1961
  %1967 = add nuw nsw i64 %1945, 1
  %1968 = icmp eq i64 %1967, %1191
  br i1 %1968, label %1912, label %1944, !llvm.loop !38

1969:                                             ; preds = %2244
  %1970 = add nuw nsw i64 %248, 10
  %1971 = load double, ptr %189, align 16
  %1972 = load double, ptr %190, align 8
  %1973 = load double, ptr %191, align 16
  %1974 = load double, ptr %192, align 8
  br label %1975

1975:                                             ; preds = %2039, %1969
  %1976 = phi i64 [ 0, %1969 ], [ %2040, %2039 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #15
  %1977 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %1976
  %1978 = load double, ptr %1977, align 8, !tbaa !9
  %1979 = call fast double @llvm.fabs.f64(double %1978)
  %1980 = call fast double @llvm.maxnum.f64(double %1979, double 1.000000e+00)
  %1981 = fmul fast double %1980, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %50, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %1982 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %1976
  %1983 = load double, ptr %1982, align 8, !tbaa !9
  %1984 = fadd fast double %1983, %1981
  store double %1984, ptr %1982, align 8, !tbaa !9
  %1985 = getelementptr inbounds [7 x double], ptr %50, i64 0, i64 %1976
  %1986 = load double, ptr %1985, align 8, !tbaa !9
  %1987 = fsub fast double %1986, %1981
  store double %1987, ptr %1985, align 8, !tbaa !9
  %1988 = add nuw nsw i64 %1970, %1976
  %1989 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 1, i64 %1976
  %1990 = load double, ptr %1989, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #15
  call void @fc(ptr noundef nonnull readonly %49, ptr noundef nonnull %30, i32 noundef %222)
  %1991 = load double, ptr %30, align 16, !tbaa !9
  %1992 = fmul fast double %1991, %1971
  %1993 = load double, ptr %156, align 8, !tbaa !9
  %1994 = fmul fast double %1993, %1972
  %1995 = load double, ptr %157, align 16, !tbaa !9
  %1996 = fmul fast double %1995, %1973
  %1997 = load double, ptr %158, align 8, !tbaa !9
  %1998 = fmul fast double %1997, %1974
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #15
  call void @fc(ptr noundef nonnull readonly %50, ptr noundef nonnull %29, i32 noundef %222)
  %1999 = load double, ptr %29, align 16, !tbaa !9
  %2000 = load double, ptr %159, align 8, !tbaa !9
  %2001 = load double, ptr %160, align 16, !tbaa !9
  %2002 = load double, ptr %161, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #15
  %2003 = fmul fast double %2002, %1974
  %2004 = fmul fast double %2001, %1973
  %2005 = fmul fast double %1999, %1971
  %2006 = fmul fast double %2000, %1972
  %2007 = fadd fast double %2006, %2005
  %2008 = fadd fast double %2007, %2004
  %2009 = fadd fast double %2008, %2003
  %2010 = fadd fast double %1994, %1992
  %2011 = fadd fast double %2010, %1996
  %2012 = fadd fast double %2011, %1998
  %2013 = fsub fast double %2012, %2009
  %2014 = fmul fast double %1980, 2.000000e-06
  %2015 = fdiv fast double %2013, %2014
  %2016 = call fast double @llvm.fabs.f64(double %2015)
  %2017 = call fast double @llvm.maxnum.f64(double %2016, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1990, ptr %28, align 8, !tbaa !9
  %2018 = load volatile double, ptr %28, align 8, !tbaa !9
  %2019 = call double @llvm.fabs.f64(double %2018)
  %2020 = fcmp ueq double %2019, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2020, label %2034, label %2021

2021:                                             ; preds = %1975
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2015, ptr %27, align 8, !tbaa !9
  %2022 = load volatile double, ptr %27, align 8, !tbaa !9
  %2023 = call double @llvm.fabs.f64(double %2022)
  %2024 = fcmp ueq double %2023, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2024, label %2034, label %2025

2025:                                             ; preds = %2021
  %2026 = fsub fast double %1990, %2015
  %2027 = call fast double @llvm.fabs.f64(double %2026)
  %2028 = fmul fast double %2017, 0x3EB0C6F7A0B5ED8D
  %2029 = fcmp fast ole double %2027, %2028
  %2030 = freeze i1 %2029
  br i1 %2030, label %2031, label %2034

2031:                                             ; preds = %2025
  %2032 = trunc nuw i64 %1988 to i32
  %2033 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2032, double noundef nofpclass(nan inf) %1990, double noundef nofpclass(nan inf) %2015, ptr noundef nonnull @.str.18)
  br label %2039

2034:                                             ; preds = %2025, %2021, %1975
  %2035 = trunc nuw i64 %1988 to i32
  %2036 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2035, double noundef nofpclass(nan inf) %1990, double noundef nofpclass(nan inf) %2015, ptr noundef nonnull @.str.19)
  %2037 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2038 = add nsw i32 %2037, 1
  store i32 %2038, ptr @n_fail, align 4, !tbaa !11
  br label %2039

2039:                                             ; preds = %2034, %2031
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #15
  %2040 = add nuw nsw i64 %1976, 1
  %2041 = icmp eq i64 %2040, %1939
  br i1 %2041, label %2042, label %1975, !llvm.loop !39

2042:                                             ; preds = %2039
  %2043 = add nuw nsw i64 %248, 20
  %2044 = load double, ptr %193, align 16
  %2045 = load double, ptr %194, align 8
  %2046 = load double, ptr %195, align 16
  %2047 = load double, ptr %196, align 8
  br label %2048

2048:                                             ; preds = %2112, %2042
  %2049 = phi i64 [ 0, %2042 ], [ %2113, %2112 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #15
  %2050 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %2049
  %2051 = load double, ptr %2050, align 8, !tbaa !9
  %2052 = call fast double @llvm.fabs.f64(double %2051)
  %2053 = call fast double @llvm.maxnum.f64(double %2052, double 1.000000e+00)
  %2054 = fmul fast double %2053, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %50, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %2055 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %2049
  %2056 = load double, ptr %2055, align 8, !tbaa !9
  %2057 = fadd fast double %2056, %2054
  store double %2057, ptr %2055, align 8, !tbaa !9
  %2058 = getelementptr inbounds [7 x double], ptr %50, i64 0, i64 %2049
  %2059 = load double, ptr %2058, align 8, !tbaa !9
  %2060 = fsub fast double %2059, %2054
  store double %2060, ptr %2058, align 8, !tbaa !9
  %2061 = add nuw nsw i64 %2043, %2049
  %2062 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 2, i64 %2049
  %2063 = load double, ptr %2062, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #15
  call void @fc(ptr noundef nonnull readonly %49, ptr noundef nonnull %30, i32 noundef %222)
  %2064 = load double, ptr %30, align 16, !tbaa !9
  %2065 = fmul fast double %2064, %2044
  %2066 = load double, ptr %156, align 8, !tbaa !9
  %2067 = fmul fast double %2066, %2045
  %2068 = load double, ptr %157, align 16, !tbaa !9
  %2069 = fmul fast double %2068, %2046
  %2070 = load double, ptr %158, align 8, !tbaa !9
  %2071 = fmul fast double %2070, %2047
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #15
  call void @fc(ptr noundef nonnull readonly %50, ptr noundef nonnull %29, i32 noundef %222)
  %2072 = load double, ptr %29, align 16, !tbaa !9
  %2073 = load double, ptr %159, align 8, !tbaa !9
  %2074 = load double, ptr %160, align 16, !tbaa !9
  %2075 = load double, ptr %161, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #15
  %2076 = fmul fast double %2075, %2047
  %2077 = fmul fast double %2074, %2046
  %2078 = fmul fast double %2072, %2044
  %2079 = fmul fast double %2073, %2045
  %2080 = fadd fast double %2079, %2078
  %2081 = fadd fast double %2080, %2077
  %2082 = fadd fast double %2081, %2076
  %2083 = fadd fast double %2067, %2065
  %2084 = fadd fast double %2083, %2069
  %2085 = fadd fast double %2084, %2071
  %2086 = fsub fast double %2085, %2082
  %2087 = fmul fast double %2053, 2.000000e-06
  %2088 = fdiv fast double %2086, %2087
  %2089 = call fast double @llvm.fabs.f64(double %2088)
  %2090 = call fast double @llvm.maxnum.f64(double %2089, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2063, ptr %28, align 8, !tbaa !9
  %2091 = load volatile double, ptr %28, align 8, !tbaa !9
  %2092 = call double @llvm.fabs.f64(double %2091)
  %2093 = fcmp ueq double %2092, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2093, label %2107, label %2094

2094:                                             ; preds = %2048
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2088, ptr %27, align 8, !tbaa !9
  %2095 = load volatile double, ptr %27, align 8, !tbaa !9
  %2096 = call double @llvm.fabs.f64(double %2095)
  %2097 = fcmp ueq double %2096, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2097, label %2107, label %2098

2098:                                             ; preds = %2094
  %2099 = fsub fast double %2063, %2088
  %2100 = call fast double @llvm.fabs.f64(double %2099)
  %2101 = fmul fast double %2090, 0x3EB0C6F7A0B5ED8D
  %2102 = fcmp fast ole double %2100, %2101
  %2103 = freeze i1 %2102
  br i1 %2103, label %2104, label %2107

2104:                                             ; preds = %2098
  %2105 = trunc nuw i64 %2061 to i32
  %2106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2105, double noundef nofpclass(nan inf) %2063, double noundef nofpclass(nan inf) %2088, ptr noundef nonnull @.str.18)
  br label %2112

2107:                                             ; preds = %2098, %2094, %2048
  %2108 = trunc nuw i64 %2061 to i32
  %2109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2108, double noundef nofpclass(nan inf) %2063, double noundef nofpclass(nan inf) %2088, ptr noundef nonnull @.str.19)
  %2110 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2111 = add nsw i32 %2110, 1
  store i32 %2111, ptr @n_fail, align 4, !tbaa !11
  br label %2112

2112:                                             ; preds = %2107, %2104
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #15
  %2113 = add nuw nsw i64 %2049, 1
  %2114 = icmp eq i64 %2113, %1939
  br i1 %2114, label %2115, label %2048, !llvm.loop !39

2115:                                             ; preds = %2112
  %2116 = zext nneg i32 %1132 to i64
  %2117 = zext nneg i32 %1132 to i64
  %2118 = add nsw i64 %251, -1
  %2119 = add nsw i64 %251, -2
  %2120 = and i64 %2118, 3
  %2121 = icmp ult i64 %2119, 3
  %2122 = and i64 %2118, -4
  %2123 = icmp eq i64 %2120, 0
  %2124 = and i64 %2118, 3
  %2125 = icmp ult i64 %2119, 3
  %2126 = and i64 %2118, -4
  %2127 = icmp eq i64 %2124, 0
  %2128 = and i64 %2118, 3
  %2129 = icmp ult i64 %2119, 3
  %2130 = and i64 %2118, -4
  %2131 = icmp eq i64 %2128, 0
  %2132 = and i64 %2118, 3
  %2133 = icmp ult i64 %2119, 3
  %2134 = and i64 %2118, -4
  %2135 = icmp eq i64 %2132, 0
  %2136 = and i64 %2118, 3
  %2137 = icmp ult i64 %2119, 3
  %2138 = and i64 %2118, -4
  %2139 = icmp eq i64 %2136, 0
  %2140 = and i64 %2118, 3
  %2141 = icmp ult i64 %2119, 3
  %2142 = and i64 %2118, -4
  %2143 = icmp eq i64 %2140, 0
  %2144 = and i64 %2118, 3
  %2145 = icmp ult i64 %2119, 3
  %2146 = and i64 %2118, -4
  %2147 = icmp eq i64 %2144, 0
  %2148 = and i64 %2118, 3
  %2149 = icmp ult i64 %2119, 3
  %2150 = and i64 %2118, -4
  %2151 = icmp eq i64 %2148, 0
  %2152 = and i64 %2118, 3
  %2153 = icmp ult i64 %2119, 3
  %2154 = and i64 %2118, -4
  %2155 = icmp eq i64 %2152, 0
  %2156 = and i64 %2118, 3
  %2157 = icmp ult i64 %2119, 3
  %2158 = and i64 %2118, -4
  %2159 = icmp eq i64 %2156, 0
  %2160 = and i64 %2118, 3
  %2161 = icmp ult i64 %2119, 3
  %2162 = and i64 %2118, -4
  %2163 = icmp eq i64 %2160, 0
  %2164 = and i64 %2118, 3
  %2165 = icmp ult i64 %2119, 3
  %2166 = and i64 %2118, -4
  %2167 = icmp eq i64 %2164, 0
  %2168 = and i64 %2118, 3
  %2169 = icmp ult i64 %2119, 3
  %2170 = and i64 %2118, -4
  %2171 = icmp eq i64 %2168, 0
  %2172 = and i64 %2118, 3
  %2173 = icmp ult i64 %2119, 3
  %2174 = and i64 %2118, -4
  %2175 = icmp eq i64 %2172, 0
  %2176 = and i64 %2118, 3
  %2177 = icmp ult i64 %2119, 3
  %2178 = and i64 %2118, -4
  %2179 = icmp eq i64 %2176, 0
  br label %2374

2180:                                             ; preds = %1938, %2244
  %2181 = phi i64 [ 0, %1938 ], [ %2245, %2244 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #15
  %2182 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %2181
  %2183 = load double, ptr %2182, align 8, !tbaa !9
  %2184 = call fast double @llvm.fabs.f64(double %2183)
  %2185 = call fast double @llvm.maxnum.f64(double %2184, double 1.000000e+00)
  %2186 = fmul fast double %2185, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %49, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %50, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %2187 = getelementptr inbounds [7 x double], ptr %49, i64 0, i64 %2181
  %2188 = load double, ptr %2187, align 8, !tbaa !9
  %2189 = fadd fast double %2188, %2186
  store double %2189, ptr %2187, align 8, !tbaa !9
  %2190 = getelementptr inbounds [7 x double], ptr %50, i64 0, i64 %2181
  %2191 = load double, ptr %2190, align 8, !tbaa !9
  %2192 = fsub fast double %2191, %2186
  store double %2192, ptr %2190, align 8, !tbaa !9
  %2193 = add nuw nsw i64 %248, %2181
  %2194 = getelementptr inbounds [3 x [7 x double]], ptr %45, i64 0, i64 0, i64 %2181
  %2195 = load double, ptr %2194, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #15
  call void @fc(ptr noundef nonnull readonly %49, ptr noundef nonnull %30, i32 noundef %222)
  %2196 = load double, ptr %30, align 16, !tbaa !9
  %2197 = fmul fast double %2196, %1940
  %2198 = load double, ptr %156, align 8, !tbaa !9
  %2199 = fmul fast double %2198, %1941
  %2200 = load double, ptr %157, align 16, !tbaa !9
  %2201 = fmul fast double %2200, %1942
  %2202 = load double, ptr %158, align 8, !tbaa !9
  %2203 = fmul fast double %2202, %1943
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #15
  call void @fc(ptr noundef nonnull readonly %50, ptr noundef nonnull %29, i32 noundef %222)
  %2204 = load double, ptr %29, align 16, !tbaa !9
  %2205 = load double, ptr %159, align 8, !tbaa !9
  %2206 = load double, ptr %160, align 16, !tbaa !9
  %2207 = load double, ptr %161, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #15
  %2208 = fmul fast double %2207, %1943
  %2209 = fmul fast double %2206, %1942
  %2210 = fmul fast double %2204, %1940
  %2211 = fmul fast double %2205, %1941
  %2212 = fadd fast double %2211, %2210
  %2213 = fadd fast double %2212, %2209
  %2214 = fadd fast double %2213, %2208
  %2215 = fadd fast double %2199, %2197
  %2216 = fadd fast double %2215, %2201
  %2217 = fadd fast double %2216, %2203
  %2218 = fsub fast double %2217, %2214
  %2219 = fmul fast double %2185, 2.000000e-06
  %2220 = fdiv fast double %2218, %2219
  %2221 = call fast double @llvm.fabs.f64(double %2220)
  %2222 = call fast double @llvm.maxnum.f64(double %2221, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2195, ptr %28, align 8, !tbaa !9
  %2223 = load volatile double, ptr %28, align 8, !tbaa !9
  %2224 = call double @llvm.fabs.f64(double %2223)
  %2225 = fcmp ueq double %2224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2225, label %2239, label %2226

2226:                                             ; preds = %2180
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2220, ptr %27, align 8, !tbaa !9
  %2227 = load volatile double, ptr %27, align 8, !tbaa !9
  %2228 = call double @llvm.fabs.f64(double %2227)
  %2229 = fcmp ueq double %2228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2229, label %2239, label %2230

2230:                                             ; preds = %2226
  %2231 = fsub fast double %2195, %2220
  %2232 = call fast double @llvm.fabs.f64(double %2231)
  %2233 = fmul fast double %2222, 0x3EB0C6F7A0B5ED8D
  %2234 = fcmp fast ole double %2232, %2233
  %2235 = freeze i1 %2234
  br i1 %2235, label %2236, label %2239

2236:                                             ; preds = %2230
  %2237 = trunc nuw i64 %2193 to i32
  %2238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2237, double noundef nofpclass(nan inf) %2195, double noundef nofpclass(nan inf) %2220, ptr noundef nonnull @.str.18)
  br label %2244

2239:                                             ; preds = %2230, %2226, %2180
  %2240 = trunc nuw i64 %2193 to i32
  %2241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2240, double noundef nofpclass(nan inf) %2195, double noundef nofpclass(nan inf) %2220, ptr noundef nonnull @.str.19)
  %2242 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2243 = add nsw i32 %2242, 1
  store i32 %2243, ptr @n_fail, align 4, !tbaa !11
  br label %2244

2244:                                             ; preds = %2236, %2239
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %49) #15
  %2245 = add nuw nsw i64 %2181, 1
  %2246 = icmp eq i64 %2245, %1939
  br i1 %2246, label %1969, label %2180, !llvm.loop !39

2247:                                             ; preds = %3702
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %62) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %62, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %63) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %63, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #15
  %2248 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2249 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %2250 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2251 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %64, ptr noundef nonnull @fs, i32 noundef %2248, i32 noundef 2, i32 noundef %2249, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %2249, double noundef nofpclass(nan inf) -4.000000e-01, i32 noundef %2250, ptr noundef nonnull %43, ptr noundef nonnull %62, ptr noundef nonnull %63, i32 noundef %2251, i32 noundef %222) #15
  %2252 = load i32, ptr @calls, align 4, !tbaa !11
  %2253 = freeze i32 %2252
  %2254 = sitofp i32 %2253 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2254, ptr %26, align 8, !tbaa !9
  %2255 = load volatile double, ptr %26, align 8, !tbaa !9
  %2256 = call double @llvm.fabs.f64(double %2255)
  %2257 = fcmp ueq double %2256, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2257, label %2268, label %2258

2258:                                             ; preds = %2247
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double 1.000000e+00, ptr %25, align 8, !tbaa !9
  %2259 = load volatile double, ptr %25, align 8, !tbaa !9
  %2260 = call double @llvm.fabs.f64(double %2259)
  %2261 = fcmp one double %2260, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %2262 = fadd reassoc nsz arcp contract afn double %2254, -1.000000e+00
  %2263 = fcmp reassoc nsz arcp contract afn oeq double %2262, 0.000000e+00
  %2264 = and i1 %2263, %2261
  br i1 %2264, label %2265, label %2268

2265:                                             ; preds = %2258
  %2266 = trunc nuw nsw i64 %220 to i32
  %2267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %2266, double noundef nofpclass(nan inf) %2254, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2273

2268:                                             ; preds = %2258, %2247
  %2269 = trunc nuw nsw i64 %220 to i32
  %2270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %2269, double noundef nofpclass(nan inf) %2254, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %2271 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2272 = add nsw i32 %2271, 1
  store i32 %2272, ptr @n_fail, align 4, !tbaa !11
  br label %2273

2273:                                             ; preds = %2265, %2268
  %2274 = load i32, ptr @calls, align 4, !tbaa !11
  br label %2275

2275:                                             ; preds = %2275, %2273
  %2276 = phi i64 [ 0, %2273 ], [ %2292, %2275 ]
  %2277 = phi double [ 0.000000e+00, %2273 ], [ %2291, %2275 ]
  %2278 = getelementptr inbounds double, ptr %43, i64 %2276
  %2279 = load double, ptr %2278, align 8, !tbaa !9
  %2280 = fmul fast double %2279, %2279
  %2281 = fmul fast double %2280, 7.000010e-01
  %2282 = fadd fast double %2281, 1.000000e+00
  %2283 = call fast double @llvm.log.f64(double %2282)
  %2284 = trunc nuw nsw i64 %2276 to i32
  %2285 = uitofp nneg i32 %2284 to double
  %2286 = fmul fast double %2285, -4.000000e-01
  %2287 = call fast double @llvm.cos.f64(double %2286)
  %2288 = fmul fast double %2283, %2287
  %2289 = fmul fast double %2279, 0x3FD1EB86CC377B97
  %2290 = fsub fast double %2277, %2289
  %2291 = fadd fast double %2288, %2290
  %2292 = add nuw nsw i64 %2276, 1
  %2293 = icmp eq i64 %2292, %251
  br i1 %2293, label %2294, label %2275, !llvm.loop !40

2294:                                             ; preds = %2275, %2294
  %2295 = phi i64 [ %2311, %2294 ], [ 0, %2275 ]
  %2296 = phi double [ %2310, %2294 ], [ 0.000000e+00, %2275 ]
  %2297 = getelementptr inbounds double, ptr %43, i64 %2295
  %2298 = load double, ptr %2297, align 8, !tbaa !9
  %2299 = fmul fast double %2298, %2298
  %2300 = fmul fast double %2299, 0x3FE666644D87724F
  %2301 = fadd fast double %2300, 1.000000e+00
  %2302 = call fast double @llvm.log.f64(double %2301)
  %2303 = trunc nuw nsw i64 %2295 to i32
  %2304 = uitofp nneg i32 %2303 to double
  %2305 = fmul fast double %2304, -4.000000e-01
  %2306 = call fast double @llvm.cos.f64(double %2305)
  %2307 = fmul fast double %2302, %2306
  %2308 = fmul fast double %2298, 0x3FD1EB837139283F
  %2309 = fsub fast double %2296, %2308
  %2310 = fadd fast double %2307, %2309
  %2311 = add nuw nsw i64 %2295, 1
  %2312 = icmp eq i64 %2311, %251
  br i1 %2312, label %2313, label %2294, !llvm.loop !41

2313:                                             ; preds = %2294
  %2314 = fmul fast double %2291, %2291
  %2315 = fmul fast double %2310, %2310
  %2316 = fsub fast double %2314, %2315
  br label %2317

2317:                                             ; preds = %2317, %2313
  %2318 = phi i64 [ 0, %2313 ], [ %2334, %2317 ]
  %2319 = phi double [ 0.000000e+00, %2313 ], [ %2333, %2317 ]
  %2320 = getelementptr inbounds double, ptr %43, i64 %2318
  %2321 = load double, ptr %2320, align 8, !tbaa !9
  %2322 = fmul fast double %2321, %2321
  %2323 = fmul fast double %2322, 0x3FE6666666666666
  %2324 = fadd fast double %2323, 1.000000e+00
  %2325 = call fast double @llvm.log.f64(double %2324)
  %2326 = trunc nuw nsw i64 %2318 to i32
  %2327 = uitofp nneg i32 %2326 to double
  %2328 = fmul fast double %2327, 0xBFD9999567DBB16D
  %2329 = call fast double @llvm.cos.f64(double %2328)
  %2330 = fmul fast double %2325, %2329
  %2331 = fmul fast double %2321, 0x3FD1EB822F19C8FF
  %2332 = fsub fast double %2319, %2331
  %2333 = fadd fast double %2330, %2332
  %2334 = add nuw nsw i64 %2318, 1
  %2335 = icmp eq i64 %2334, %251
  br i1 %2335, label %2336, label %2317, !llvm.loop !42

2336:                                             ; preds = %2317
  %2337 = fmul fast double %2316, 5.000000e+05
  %2338 = add nsw i32 %2274, 4
  store i32 %2338, ptr @calls, align 4, !tbaa !11
  br label %2339

2339:                                             ; preds = %2339, %2336
  %2340 = phi i64 [ 0, %2336 ], [ %2356, %2339 ]
  %2341 = phi double [ 0.000000e+00, %2336 ], [ %2355, %2339 ]
  %2342 = getelementptr inbounds double, ptr %43, i64 %2340
  %2343 = load double, ptr %2342, align 8, !tbaa !9
  %2344 = fmul fast double %2343, %2343
  %2345 = fmul fast double %2344, 0x3FE6666666666666
  %2346 = fadd fast double %2345, 1.000000e+00
  %2347 = call fast double @llvm.log.f64(double %2346)
  %2348 = trunc nuw nsw i64 %2340 to i32
  %2349 = uitofp nneg i32 %2348 to double
  %2350 = fmul fast double %2349, -4.000010e-01
  %2351 = call fast double @llvm.cos.f64(double %2350)
  %2352 = fmul fast double %2347, %2351
  %2353 = fmul fast double %2343, 0x3FD1EB880E56DAD8
  %2354 = fsub fast double %2341, %2353
  %2355 = fadd fast double %2352, %2354
  %2356 = add nuw nsw i64 %2340, 1
  %2357 = icmp eq i64 %2356, %251
  br i1 %2357, label %2358, label %2339, !llvm.loop !43

2358:                                             ; preds = %2339
  %2359 = fmul fast double %2333, %2333
  %2360 = fmul fast double %2355, %2355
  %2361 = fsub fast double %2359, %2360
  %2362 = fmul fast double %2361, 5.000000e+05
  %2363 = mul nuw nsw i64 %220, 10
  %2364 = call fast double @llvm.fabs.f64(double %2337)
  %2365 = call fast double @llvm.maxnum.f64(double %2364, double 1.000000e+00)
  %2366 = fmul fast double %2365, 0x3EB0C6F7A0B5ED8D
  %2367 = call fast double @llvm.fabs.f64(double %2362)
  %2368 = call fast double @llvm.maxnum.f64(double %2367, double 1.000000e+00)
  %2369 = fmul fast double %2368, 0x3EB0C6F7A0B5ED8D
  %2370 = load double, ptr %64, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %2370, ptr %8, align 8, !tbaa !9
  %2371 = load volatile double, ptr %8, align 8, !tbaa !9
  %2372 = call double @llvm.fabs.f64(double %2371)
  %2373 = fcmp ueq double %2372, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %2373, label %3717, label %3705

2374:                                             ; preds = %2115, %3702
  %2375 = phi i1 [ true, %2115 ], [ false, %3702 ]
  %2376 = phi i64 [ 0, %2115 ], [ 1, %3702 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %51) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %52) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %53) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %54) #15
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %55) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %51, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %2377 = load i64, ptr @rng_state, align 8, !tbaa !5
  %2378 = mul i64 %2377, 6364136223846793005
  %2379 = add i64 %2378, 1442695040888963407
  %2380 = mul i64 %2379, 6364136223846793005
  %2381 = add i64 %2380, 1442695040888963407
  %2382 = mul i64 %2381, 6364136223846793005
  %2383 = add i64 %2382, 1442695040888963407
  %2384 = mul i64 %2383, 6364136223846793005
  %2385 = add i64 %2384, 1442695040888963407
  %2386 = insertelement <4 x i64> poison, i64 %2379, i64 0
  %2387 = insertelement <4 x i64> %2386, i64 %2381, i64 1
  %2388 = insertelement <4 x i64> %2387, i64 %2383, i64 2
  %2389 = insertelement <4 x i64> %2388, i64 %2385, i64 3
  %2390 = lshr <4 x i64> %2389, <i64 11, i64 11, i64 11, i64 11>
  %2391 = uitofp nneg <4 x i64> %2390 to <4 x double>
  %2392 = fmul fast <4 x double> %2391, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %2393 = fadd fast <4 x double> %2392, <double -5.000000e-01, double -5.000000e-01, double -5.000000e-01, double -5.000000e-01>
  store <4 x double> %2393, ptr %52, align 16, !tbaa !9
  %2394 = mul i64 %2385, 6364136223846793005
  %2395 = add i64 %2394, 1442695040888963407
  %2396 = mul i64 %2395, 6364136223846793005
  %2397 = add i64 %2396, 1442695040888963407
  %2398 = insertelement <2 x i64> poison, i64 %2395, i64 0
  %2399 = insertelement <2 x i64> %2398, i64 %2397, i64 1
  %2400 = lshr <2 x i64> %2399, <i64 11, i64 11>
  %2401 = uitofp nneg <2 x i64> %2400 to <2 x double>
  %2402 = fmul fast <2 x double> %2401, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %2403 = fadd fast <2 x double> %2402, <double -5.000000e-01, double -5.000000e-01>
  store <2 x double> %2403, ptr %173, align 16, !tbaa !9
  %2404 = mul i64 %2397, 6364136223846793005
  %2405 = add i64 %2404, 1442695040888963407
  %2406 = lshr i64 %2405, 11
  %2407 = uitofp nneg i64 %2406 to double
  %2408 = fmul fast double %2407, 0x3CA0000000000000
  %2409 = fadd fast double %2408, -5.000000e-01
  store double %2409, ptr %174, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %54, i8 0, i64 168, i1 false)
  %2410 = mul i64 %2405, 6364136223846793005
  %2411 = add i64 %2410, 1442695040888963407
  %2412 = mul i64 %2411, 6364136223846793005
  %2413 = add i64 %2412, 1442695040888963407
  %2414 = mul i64 %2413, 6364136223846793005
  %2415 = add i64 %2414, 1442695040888963407
  %2416 = mul i64 %2415, 6364136223846793005
  %2417 = add i64 %2416, 1442695040888963407
  %2418 = insertelement <4 x i64> poison, i64 %2411, i64 0
  %2419 = insertelement <4 x i64> %2418, i64 %2413, i64 1
  %2420 = insertelement <4 x i64> %2419, i64 %2415, i64 2
  %2421 = insertelement <4 x i64> %2420, i64 %2417, i64 3
  %2422 = lshr <4 x i64> %2421, <i64 11, i64 11, i64 11, i64 11>
  %2423 = uitofp nneg <4 x i64> %2422 to <4 x double>
  %2424 = fmul fast <4 x double> %2423, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2425 = fadd fast <4 x double> %2424, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2425, ptr %55, align 16, !tbaa !9
  %2426 = mul i64 %2417, 6364136223846793005
  %2427 = add i64 %2426, 1442695040888963407
  %2428 = mul i64 %2427, 6364136223846793005
  %2429 = add i64 %2428, 1442695040888963407
  %2430 = insertelement <2 x i64> poison, i64 %2427, i64 0
  %2431 = insertelement <2 x i64> %2430, i64 %2429, i64 1
  %2432 = lshr <2 x i64> %2431, <i64 11, i64 11>
  %2433 = uitofp nneg <2 x i64> %2432 to <2 x double>
  %2434 = fmul fast <2 x double> %2433, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2435 = fadd fast <2 x double> %2434, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %2435, ptr %175, align 16, !tbaa !9
  %2436 = mul i64 %2429, 6364136223846793005
  %2437 = add i64 %2436, 1442695040888963407
  %2438 = lshr i64 %2437, 11
  %2439 = uitofp nneg i64 %2438 to double
  %2440 = fmul fast double %2439, 0x3CB0000000000000
  %2441 = fadd fast double %2440, -1.000000e+00
  store double %2441, ptr %176, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %53, ptr noundef nonnull align 16 dereferenceable(56) %55, i64 56, i1 false)
  %2442 = mul i64 %2437, 6364136223846793005
  %2443 = add i64 %2442, 1442695040888963407
  %2444 = mul i64 %2443, 6364136223846793005
  %2445 = add i64 %2444, 1442695040888963407
  %2446 = mul i64 %2445, 6364136223846793005
  %2447 = add i64 %2446, 1442695040888963407
  %2448 = mul i64 %2447, 6364136223846793005
  %2449 = add i64 %2448, 1442695040888963407
  %2450 = insertelement <4 x i64> poison, i64 %2443, i64 0
  %2451 = insertelement <4 x i64> %2450, i64 %2445, i64 1
  %2452 = insertelement <4 x i64> %2451, i64 %2447, i64 2
  %2453 = insertelement <4 x i64> %2452, i64 %2449, i64 3
  %2454 = lshr <4 x i64> %2453, <i64 11, i64 11, i64 11, i64 11>
  %2455 = uitofp nneg <4 x i64> %2454 to <4 x double>
  %2456 = fmul fast <4 x double> %2455, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2457 = fadd fast <4 x double> %2456, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2457, ptr %177, align 8, !tbaa !9
  %2458 = mul i64 %2449, 6364136223846793005
  %2459 = add i64 %2458, 1442695040888963407
  %2460 = mul i64 %2459, 6364136223846793005
  %2461 = add i64 %2460, 1442695040888963407
  %2462 = insertelement <2 x i64> poison, i64 %2459, i64 0
  %2463 = insertelement <2 x i64> %2462, i64 %2461, i64 1
  %2464 = lshr <2 x i64> %2463, <i64 11, i64 11>
  %2465 = uitofp nneg <2 x i64> %2464 to <2 x double>
  %2466 = fmul fast <2 x double> %2465, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2467 = fadd fast <2 x double> %2466, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %2467, ptr %178, align 8, !tbaa !9
  %2468 = mul i64 %2461, 6364136223846793005
  %2469 = add i64 %2468, 1442695040888963407
  %2470 = lshr i64 %2469, 11
  %2471 = uitofp nneg i64 %2470 to double
  %2472 = fmul fast double %2471, 0x3CB0000000000000
  %2473 = fadd fast double %2472, -1.000000e+00
  store double %2473, ptr %179, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %162, ptr noundef nonnull align 8 dereferenceable(56) %177, i64 56, i1 false)
  %2474 = mul i64 %2469, 6364136223846793005
  %2475 = add i64 %2474, 1442695040888963407
  %2476 = mul i64 %2475, 6364136223846793005
  %2477 = add i64 %2476, 1442695040888963407
  %2478 = mul i64 %2477, 6364136223846793005
  %2479 = add i64 %2478, 1442695040888963407
  %2480 = mul i64 %2479, 6364136223846793005
  %2481 = add i64 %2480, 1442695040888963407
  %2482 = insertelement <4 x i64> poison, i64 %2475, i64 0
  %2483 = insertelement <4 x i64> %2482, i64 %2477, i64 1
  %2484 = insertelement <4 x i64> %2483, i64 %2479, i64 2
  %2485 = insertelement <4 x i64> %2484, i64 %2481, i64 3
  %2486 = lshr <4 x i64> %2485, <i64 11, i64 11, i64 11, i64 11>
  %2487 = uitofp nneg <4 x i64> %2486 to <4 x double>
  %2488 = fmul fast <4 x double> %2487, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2489 = fadd fast <4 x double> %2488, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2489, ptr %180, align 16, !tbaa !9
  %2490 = mul i64 %2481, 6364136223846793005
  %2491 = add i64 %2490, 1442695040888963407
  %2492 = mul i64 %2491, 6364136223846793005
  %2493 = add i64 %2492, 1442695040888963407
  %2494 = insertelement <2 x i64> poison, i64 %2491, i64 0
  %2495 = insertelement <2 x i64> %2494, i64 %2493, i64 1
  %2496 = lshr <2 x i64> %2495, <i64 11, i64 11>
  %2497 = uitofp nneg <2 x i64> %2496 to <2 x double>
  %2498 = fmul fast <2 x double> %2497, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2499 = fadd fast <2 x double> %2498, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %2499, ptr %181, align 16, !tbaa !9
  %2500 = mul i64 %2493, 6364136223846793005
  %2501 = add i64 %2500, 1442695040888963407
  %2502 = lshr i64 %2501, 11
  %2503 = uitofp nneg i64 %2502 to double
  %2504 = fmul fast double %2503, 0x3CB0000000000000
  %2505 = fadd fast double %2504, -1.000000e+00
  store double %2505, ptr %182, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %163, ptr noundef nonnull align 16 dereferenceable(56) %180, i64 56, i1 false)
  store i64 %2501, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2506 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2507 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2508 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %2509 = trunc nuw nsw i64 %2376 to i32
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fin, i32 noundef %2506, i32 noundef 3, i32 noundef %2507, ptr noundef nonnull %51, ptr noundef nonnull %53, ptr noundef nonnull %162, ptr noundef nonnull %163, i32 noundef %2507, ptr noundef nonnull %52, ptr noundef nonnull %54, ptr noundef nonnull %164, ptr noundef nonnull %165, i32 noundef %2508, i32 noundef %222, i32 noundef %2508, i32 noundef %2509) #15
  %2510 = load i32, ptr @calls, align 4, !tbaa !11
  %2511 = freeze i32 %2510
  %2512 = sitofp i32 %2511 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2512, ptr %24, align 8, !tbaa !9
  %2513 = load volatile double, ptr %24, align 8, !tbaa !9
  %2514 = call double @llvm.fabs.f64(double %2513)
  %2515 = fcmp ueq double %2514, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2515, label %2525, label %2516

2516:                                             ; preds = %2374
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double 1.000000e+00, ptr %23, align 8, !tbaa !9
  %2517 = load volatile double, ptr %23, align 8, !tbaa !9
  %2518 = call double @llvm.fabs.f64(double %2517)
  %2519 = fcmp one double %2518, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  %2520 = fadd reassoc nsz arcp contract afn double %2512, -1.000000e+00
  %2521 = fcmp reassoc nsz arcp contract afn oeq double %2520, 0.000000e+00
  %2522 = and i1 %2521, %2519
  br i1 %2522, label %2523, label %2525

2523:                                             ; preds = %2516
  %2524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2509, double noundef nofpclass(nan inf) %2512, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2529

2525:                                             ; preds = %2516, %2374
  %2526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2509, double noundef nofpclass(nan inf) %2512, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %2527 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2528 = add nsw i32 %2527, 1
  store i32 %2528, ptr @n_fail, align 4, !tbaa !11
  br label %2529

2529:                                             ; preds = %2523, %2525
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %57) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %56, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %57, ptr noundef nonnull align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2530 = load i32, ptr @calls, align 4, !tbaa !11
  %2531 = add nsw i32 %2530, 1
  store i32 %2531, ptr @calls, align 4, !tbaa !11
  %2532 = load double, ptr %56, align 16, !tbaa !9
  %2533 = select i1 %2375, ptr %56, ptr %57
  %2534 = getelementptr i8, ptr %2533, i64 -8
  br i1 %2121, label %2580, label %2535

2535:                                             ; preds = %2529, %2535
  %2536 = phi double [ %2576, %2535 ], [ %2532, %2529 ]
  %2537 = phi i64 [ %2577, %2535 ], [ 1, %2529 ]
  %2538 = phi i64 [ %2578, %2535 ], [ 0, %2529 ]
  %2539 = getelementptr inbounds double, ptr %56, i64 %2537
  %2540 = load double, ptr %2539, align 8, !tbaa !9
  %2541 = getelementptr double, ptr %2534, i64 %2537
  %2542 = load double, ptr %2541, align 8, !tbaa !9
  %2543 = call fast double @llvm.cos.f64(double %2542)
  %2544 = fmul fast double %2543, %2540
  %2545 = fmul fast double %2536, %2536
  %2546 = fmul fast double %2545, 1.000000e-01
  %2547 = fadd fast double %2544, %2546
  store double %2547, ptr %2539, align 8, !tbaa !9
  %2548 = getelementptr inbounds double, ptr %197, i64 %2537
  %2549 = load double, ptr %2548, align 8, !tbaa !9
  %2550 = getelementptr double, ptr %2533, i64 %2537
  %2551 = load double, ptr %2550, align 8, !tbaa !9
  %2552 = call fast double @llvm.cos.f64(double %2551)
  %2553 = fmul fast double %2552, %2549
  %2554 = fmul fast double %2547, %2547
  %2555 = fmul fast double %2554, 1.000000e-01
  %2556 = fadd fast double %2553, %2555
  store double %2556, ptr %2548, align 8, !tbaa !9
  %2557 = add nuw nsw i64 %2537, 2
  %2558 = getelementptr inbounds double, ptr %56, i64 %2557
  %2559 = load double, ptr %2558, align 8, !tbaa !9
  %2560 = getelementptr double, ptr %2534, i64 %2557
  %2561 = load double, ptr %2560, align 8, !tbaa !9
  %2562 = call fast double @llvm.cos.f64(double %2561)
  %2563 = fmul fast double %2562, %2559
  %2564 = fmul fast double %2556, %2556
  %2565 = fmul fast double %2564, 1.000000e-01
  %2566 = fadd fast double %2563, %2565
  store double %2566, ptr %2558, align 8, !tbaa !9
  %2567 = add nuw nsw i64 %2537, 3
  %2568 = getelementptr inbounds double, ptr %56, i64 %2567
  %2569 = load double, ptr %2568, align 8, !tbaa !9
  %2570 = getelementptr double, ptr %2534, i64 %2567
  %2571 = load double, ptr %2570, align 8, !tbaa !9
  %2572 = call fast double @llvm.cos.f64(double %2571)
  %2573 = fmul fast double %2572, %2569
  %2574 = fmul fast double %2566, %2566
  %2575 = fmul fast double %2574, 1.000000e-01
  %2576 = fadd fast double %2573, %2575
  store double %2576, ptr %2568, align 8, !tbaa !9
  %2577 = add nuw nsw i64 %2537, 4
  %2578 = add i64 %2538, 4
  %2579 = icmp eq i64 %2578, %2122
  br i1 %2579, label %2580, label %2535, !llvm.loop !44

2580:                                             ; preds = %2535, %2529
  %2581 = phi double [ %2532, %2529 ], [ %2576, %2535 ]
  %2582 = phi i64 [ 1, %2529 ], [ %2577, %2535 ]
  br i1 %2123, label %2599, label %2583

2583:                                             ; preds = %2580, %2583
  %2584 = phi double [ %2595, %2583 ], [ %2581, %2580 ]
  %2585 = phi i64 [ %2596, %2583 ], [ %2582, %2580 ]
  %2586 = phi i64 [ %2597, %2583 ], [ 0, %2580 ]
  %2587 = getelementptr inbounds double, ptr %56, i64 %2585
  %2588 = load double, ptr %2587, align 8, !tbaa !9
  %2589 = getelementptr double, ptr %2534, i64 %2585
  %2590 = load double, ptr %2589, align 8, !tbaa !9
  %2591 = call fast double @llvm.cos.f64(double %2590)
  %2592 = fmul fast double %2591, %2588
  %2593 = fmul fast double %2584, %2584
  %2594 = fmul fast double %2593, 1.000000e-01
  %2595 = fadd fast double %2592, %2594
  store double %2595, ptr %2587, align 8, !tbaa !9
  %2596 = add nuw nsw i64 %2585, 1
  %2597 = add i64 %2586, 1
  %2598 = icmp eq i64 %2597, %2120
  br i1 %2598, label %2599, label %2583, !llvm.loop !45

2599:                                             ; preds = %2583, %2580
  br i1 %2125, label %2645, label %2600

2600:                                             ; preds = %2599, %2600
  %2601 = phi double [ %2641, %2600 ], [ %2532, %2599 ]
  %2602 = phi i64 [ %2642, %2600 ], [ 1, %2599 ]
  %2603 = phi i64 [ %2643, %2600 ], [ 0, %2599 ]
  %2604 = getelementptr inbounds double, ptr %56, i64 %2602
  %2605 = load double, ptr %2604, align 8, !tbaa !9
  %2606 = getelementptr double, ptr %2534, i64 %2602
  %2607 = load double, ptr %2606, align 8, !tbaa !9
  %2608 = call fast double @llvm.cos.f64(double %2607)
  %2609 = fmul fast double %2608, %2605
  %2610 = fmul fast double %2601, %2601
  %2611 = fmul fast double %2610, 1.000000e-01
  %2612 = fadd fast double %2609, %2611
  store double %2612, ptr %2604, align 8, !tbaa !9
  %2613 = getelementptr inbounds double, ptr %198, i64 %2602
  %2614 = load double, ptr %2613, align 8, !tbaa !9
  %2615 = getelementptr double, ptr %2533, i64 %2602
  %2616 = load double, ptr %2615, align 8, !tbaa !9
  %2617 = call fast double @llvm.cos.f64(double %2616)
  %2618 = fmul fast double %2617, %2614
  %2619 = fmul fast double %2612, %2612
  %2620 = fmul fast double %2619, 1.000000e-01
  %2621 = fadd fast double %2618, %2620
  store double %2621, ptr %2613, align 8, !tbaa !9
  %2622 = add nuw nsw i64 %2602, 2
  %2623 = getelementptr inbounds double, ptr %56, i64 %2622
  %2624 = load double, ptr %2623, align 8, !tbaa !9
  %2625 = getelementptr double, ptr %2534, i64 %2622
  %2626 = load double, ptr %2625, align 8, !tbaa !9
  %2627 = call fast double @llvm.cos.f64(double %2626)
  %2628 = fmul fast double %2627, %2624
  %2629 = fmul fast double %2621, %2621
  %2630 = fmul fast double %2629, 1.000000e-01
  %2631 = fadd fast double %2628, %2630
  store double %2631, ptr %2623, align 8, !tbaa !9
  %2632 = add nuw nsw i64 %2602, 3
  %2633 = getelementptr inbounds double, ptr %56, i64 %2632
  %2634 = load double, ptr %2633, align 8, !tbaa !9
  %2635 = getelementptr double, ptr %2534, i64 %2632
  %2636 = load double, ptr %2635, align 8, !tbaa !9
  %2637 = call fast double @llvm.cos.f64(double %2636)
  %2638 = fmul fast double %2637, %2634
  %2639 = fmul fast double %2631, %2631
  %2640 = fmul fast double %2639, 1.000000e-01
  %2641 = fadd fast double %2638, %2640
  store double %2641, ptr %2633, align 8, !tbaa !9
  %2642 = add nuw nsw i64 %2602, 4
  %2643 = add i64 %2603, 4
  %2644 = icmp eq i64 %2643, %2126
  br i1 %2644, label %2645, label %2600, !llvm.loop !44

2645:                                             ; preds = %2600, %2599
  %2646 = phi double [ %2532, %2599 ], [ %2641, %2600 ]
  %2647 = phi i64 [ 1, %2599 ], [ %2642, %2600 ]
  br i1 %2127, label %2664, label %2648

2648:                                             ; preds = %2645, %2648
  %2649 = phi double [ %2660, %2648 ], [ %2646, %2645 ]
  %2650 = phi i64 [ %2661, %2648 ], [ %2647, %2645 ]
  %2651 = phi i64 [ %2662, %2648 ], [ 0, %2645 ]
  %2652 = getelementptr inbounds double, ptr %56, i64 %2650
  %2653 = load double, ptr %2652, align 8, !tbaa !9
  %2654 = getelementptr double, ptr %2534, i64 %2650
  %2655 = load double, ptr %2654, align 8, !tbaa !9
  %2656 = call fast double @llvm.cos.f64(double %2655)
  %2657 = fmul fast double %2656, %2653
  %2658 = fmul fast double %2649, %2649
  %2659 = fmul fast double %2658, 1.000000e-01
  %2660 = fadd fast double %2657, %2659
  store double %2660, ptr %2652, align 8, !tbaa !9
  %2661 = add nuw nsw i64 %2650, 1
  %2662 = add i64 %2651, 1
  %2663 = icmp eq i64 %2662, %2124
  br i1 %2663, label %2664, label %2648, !llvm.loop !47

2664:                                             ; preds = %2648, %2645
  br i1 %2129, label %2710, label %2665

2665:                                             ; preds = %2664, %2665
  %2666 = phi double [ %2706, %2665 ], [ %2532, %2664 ]
  %2667 = phi i64 [ %2707, %2665 ], [ 1, %2664 ]
  %2668 = phi i64 [ %2708, %2665 ], [ 0, %2664 ]
  %2669 = getelementptr inbounds double, ptr %56, i64 %2667
  %2670 = load double, ptr %2669, align 8, !tbaa !9
  %2671 = getelementptr double, ptr %2534, i64 %2667
  %2672 = load double, ptr %2671, align 8, !tbaa !9
  %2673 = call fast double @llvm.cos.f64(double %2672)
  %2674 = fmul fast double %2673, %2670
  %2675 = fmul fast double %2666, %2666
  %2676 = fmul fast double %2675, 1.000000e-01
  %2677 = fadd fast double %2674, %2676
  store double %2677, ptr %2669, align 8, !tbaa !9
  %2678 = getelementptr inbounds double, ptr %199, i64 %2667
  %2679 = load double, ptr %2678, align 8, !tbaa !9
  %2680 = getelementptr double, ptr %2533, i64 %2667
  %2681 = load double, ptr %2680, align 8, !tbaa !9
  %2682 = call fast double @llvm.cos.f64(double %2681)
  %2683 = fmul fast double %2682, %2679
  %2684 = fmul fast double %2677, %2677
  %2685 = fmul fast double %2684, 1.000000e-01
  %2686 = fadd fast double %2683, %2685
  store double %2686, ptr %2678, align 8, !tbaa !9
  %2687 = add nuw nsw i64 %2667, 2
  %2688 = getelementptr inbounds double, ptr %56, i64 %2687
  %2689 = load double, ptr %2688, align 8, !tbaa !9
  %2690 = getelementptr double, ptr %2534, i64 %2687
  %2691 = load double, ptr %2690, align 8, !tbaa !9
  %2692 = call fast double @llvm.cos.f64(double %2691)
  %2693 = fmul fast double %2692, %2689
  %2694 = fmul fast double %2686, %2686
  %2695 = fmul fast double %2694, 1.000000e-01
  %2696 = fadd fast double %2693, %2695
  store double %2696, ptr %2688, align 8, !tbaa !9
  %2697 = add nuw nsw i64 %2667, 3
  %2698 = getelementptr inbounds double, ptr %56, i64 %2697
  %2699 = load double, ptr %2698, align 8, !tbaa !9
  %2700 = getelementptr double, ptr %2534, i64 %2697
  %2701 = load double, ptr %2700, align 8, !tbaa !9
  %2702 = call fast double @llvm.cos.f64(double %2701)
  %2703 = fmul fast double %2702, %2699
  %2704 = fmul fast double %2696, %2696
  %2705 = fmul fast double %2704, 1.000000e-01
  %2706 = fadd fast double %2703, %2705
  store double %2706, ptr %2698, align 8, !tbaa !9
  %2707 = add nuw nsw i64 %2667, 4
  %2708 = add i64 %2668, 4
  %2709 = icmp eq i64 %2708, %2130
  br i1 %2709, label %2710, label %2665, !llvm.loop !44

2710:                                             ; preds = %2665, %2664
  %2711 = phi double [ %2532, %2664 ], [ %2706, %2665 ]
  %2712 = phi i64 [ 1, %2664 ], [ %2707, %2665 ]
  br i1 %2131, label %2729, label %2713

2713:                                             ; preds = %2710, %2713
  %2714 = phi double [ %2725, %2713 ], [ %2711, %2710 ]
  %2715 = phi i64 [ %2726, %2713 ], [ %2712, %2710 ]
  %2716 = phi i64 [ %2727, %2713 ], [ 0, %2710 ]
  %2717 = getelementptr inbounds double, ptr %56, i64 %2715
  %2718 = load double, ptr %2717, align 8, !tbaa !9
  %2719 = getelementptr double, ptr %2534, i64 %2715
  %2720 = load double, ptr %2719, align 8, !tbaa !9
  %2721 = call fast double @llvm.cos.f64(double %2720)
  %2722 = fmul fast double %2721, %2718
  %2723 = fmul fast double %2714, %2714
  %2724 = fmul fast double %2723, 1.000000e-01
  %2725 = fadd fast double %2722, %2724
  store double %2725, ptr %2717, align 8, !tbaa !9
  %2726 = add nuw nsw i64 %2715, 1
  %2727 = add i64 %2716, 1
  %2728 = icmp eq i64 %2727, %2128
  br i1 %2728, label %2729, label %2713, !llvm.loop !48

2729:                                             ; preds = %2713, %2710
  br label %3670

2730:                                             ; preds = %3699
  %2731 = select i1 %2375, ptr %19, ptr %20
  %2732 = getelementptr i8, ptr %2731, i64 -8
  %2733 = select i1 %2375, ptr %17, ptr %18
  %2734 = getelementptr i8, ptr %2733, i64 -8
  %2735 = mul nuw nsw i64 %2376, 1000
  %2736 = add nuw nsw i64 %2735, %248
  %2737 = select i1 %2375, ptr %13, ptr %14
  %2738 = getelementptr i8, ptr %2737, i64 -8
  %2739 = select i1 %2375, ptr %11, ptr %12
  %2740 = getelementptr i8, ptr %2739, i64 -8
  br label %2741

2741:                                             ; preds = %2730, %3667
  %2742 = phi i64 [ 0, %2730 ], [ %3668, %3667 ]
  %2743 = getelementptr inbounds [3 x [7 x double]], ptr %55, i64 0, i64 %2742
  %2744 = mul nuw nsw i64 %2742, 10
  %2745 = add nuw nsw i64 %2736, %2744
  br label %2746

2746:                                             ; preds = %2741, %3664
  %2747 = phi i64 [ 0, %2741 ], [ %3665, %3664 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %58) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %59) #15
  %2748 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %2747
  %2749 = load double, ptr %2748, align 8, !tbaa !9
  %2750 = call fast double @llvm.fabs.f64(double %2749)
  %2751 = call fast double @llvm.maxnum.f64(double %2750, double 1.000000e+00)
  %2752 = fmul fast double %2751, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %58, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %59, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %2753 = getelementptr inbounds [7 x double], ptr %58, i64 0, i64 %2747
  %2754 = load double, ptr %2753, align 8, !tbaa !9
  %2755 = fadd fast double %2754, %2752
  store double %2755, ptr %2753, align 8, !tbaa !9
  %2756 = getelementptr inbounds [7 x double], ptr %59, i64 0, i64 %2747
  %2757 = load double, ptr %2756, align 8, !tbaa !9
  %2758 = fsub fast double %2757, %2752
  store double %2758, ptr %2756, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %20) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %19, ptr noundef nonnull readonly align 16 dereferenceable(56) %58, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %20, ptr noundef nonnull readonly align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2759 = load i32, ptr @calls, align 4, !tbaa !11
  %2760 = load double, ptr %19, align 16, !tbaa !9
  br i1 %2133, label %2806, label %2761

2761:                                             ; preds = %2746, %2761
  %2762 = phi double [ %2802, %2761 ], [ %2760, %2746 ]
  %2763 = phi i64 [ %2803, %2761 ], [ 1, %2746 ]
  %2764 = phi i64 [ %2804, %2761 ], [ 0, %2746 ]
  %2765 = getelementptr inbounds double, ptr %19, i64 %2763
  %2766 = load double, ptr %2765, align 8, !tbaa !9
  %2767 = getelementptr double, ptr %2732, i64 %2763
  %2768 = load double, ptr %2767, align 8, !tbaa !9
  %2769 = call fast double @llvm.cos.f64(double %2768)
  %2770 = fmul fast double %2769, %2766
  %2771 = fmul fast double %2762, %2762
  %2772 = fmul fast double %2771, 1.000000e-01
  %2773 = fadd fast double %2770, %2772
  store double %2773, ptr %2765, align 8, !tbaa !9
  %2774 = getelementptr inbounds double, ptr %200, i64 %2763
  %2775 = load double, ptr %2774, align 8, !tbaa !9
  %2776 = getelementptr double, ptr %2731, i64 %2763
  %2777 = load double, ptr %2776, align 8, !tbaa !9
  %2778 = call fast double @llvm.cos.f64(double %2777)
  %2779 = fmul fast double %2778, %2775
  %2780 = fmul fast double %2773, %2773
  %2781 = fmul fast double %2780, 1.000000e-01
  %2782 = fadd fast double %2779, %2781
  store double %2782, ptr %2774, align 8, !tbaa !9
  %2783 = add nuw nsw i64 %2763, 2
  %2784 = getelementptr inbounds double, ptr %19, i64 %2783
  %2785 = load double, ptr %2784, align 8, !tbaa !9
  %2786 = getelementptr double, ptr %2732, i64 %2783
  %2787 = load double, ptr %2786, align 8, !tbaa !9
  %2788 = call fast double @llvm.cos.f64(double %2787)
  %2789 = fmul fast double %2788, %2785
  %2790 = fmul fast double %2782, %2782
  %2791 = fmul fast double %2790, 1.000000e-01
  %2792 = fadd fast double %2789, %2791
  store double %2792, ptr %2784, align 8, !tbaa !9
  %2793 = add nuw nsw i64 %2763, 3
  %2794 = getelementptr inbounds double, ptr %19, i64 %2793
  %2795 = load double, ptr %2794, align 8, !tbaa !9
  %2796 = getelementptr double, ptr %2732, i64 %2793
  %2797 = load double, ptr %2796, align 8, !tbaa !9
  %2798 = call fast double @llvm.cos.f64(double %2797)
  %2799 = fmul fast double %2798, %2795
  %2800 = fmul fast double %2792, %2792
  %2801 = fmul fast double %2800, 1.000000e-01
  %2802 = fadd fast double %2799, %2801
  store double %2802, ptr %2794, align 8, !tbaa !9
  %2803 = add nuw nsw i64 %2763, 4
  %2804 = add i64 %2764, 4
  %2805 = icmp eq i64 %2804, %2134
  br i1 %2805, label %2806, label %2761, !llvm.loop !44

2806:                                             ; preds = %2761, %2746
  %2807 = phi double [ %2760, %2746 ], [ %2802, %2761 ]
  %2808 = phi i64 [ 1, %2746 ], [ %2803, %2761 ]
  br i1 %2135, label %2825, label %2809

2809:                                             ; preds = %2806, %2809
  %2810 = phi double [ %2821, %2809 ], [ %2807, %2806 ]
  %2811 = phi i64 [ %2822, %2809 ], [ %2808, %2806 ]
  %2812 = phi i64 [ %2823, %2809 ], [ 0, %2806 ]
  %2813 = getelementptr inbounds double, ptr %19, i64 %2811
  %2814 = load double, ptr %2813, align 8, !tbaa !9
  %2815 = getelementptr double, ptr %2732, i64 %2811
  %2816 = load double, ptr %2815, align 8, !tbaa !9
  %2817 = call fast double @llvm.cos.f64(double %2816)
  %2818 = fmul fast double %2817, %2814
  %2819 = fmul fast double %2810, %2810
  %2820 = fmul fast double %2819, 1.000000e-01
  %2821 = fadd fast double %2818, %2820
  store double %2821, ptr %2813, align 8, !tbaa !9
  %2822 = add nuw nsw i64 %2811, 1
  %2823 = add i64 %2812, 1
  %2824 = icmp eq i64 %2823, %2132
  br i1 %2824, label %2825, label %2809, !llvm.loop !49

2825:                                             ; preds = %2809, %2806
  br i1 %2137, label %2871, label %2826

2826:                                             ; preds = %2825, %2826
  %2827 = phi double [ %2867, %2826 ], [ %2760, %2825 ]
  %2828 = phi i64 [ %2868, %2826 ], [ 1, %2825 ]
  %2829 = phi i64 [ %2869, %2826 ], [ 0, %2825 ]
  %2830 = getelementptr inbounds double, ptr %19, i64 %2828
  %2831 = load double, ptr %2830, align 8, !tbaa !9
  %2832 = getelementptr double, ptr %2732, i64 %2828
  %2833 = load double, ptr %2832, align 8, !tbaa !9
  %2834 = call fast double @llvm.cos.f64(double %2833)
  %2835 = fmul fast double %2834, %2831
  %2836 = fmul fast double %2827, %2827
  %2837 = fmul fast double %2836, 1.000000e-01
  %2838 = fadd fast double %2835, %2837
  store double %2838, ptr %2830, align 8, !tbaa !9
  %2839 = getelementptr inbounds double, ptr %201, i64 %2828
  %2840 = load double, ptr %2839, align 8, !tbaa !9
  %2841 = getelementptr double, ptr %2731, i64 %2828
  %2842 = load double, ptr %2841, align 8, !tbaa !9
  %2843 = call fast double @llvm.cos.f64(double %2842)
  %2844 = fmul fast double %2843, %2840
  %2845 = fmul fast double %2838, %2838
  %2846 = fmul fast double %2845, 1.000000e-01
  %2847 = fadd fast double %2844, %2846
  store double %2847, ptr %2839, align 8, !tbaa !9
  %2848 = add nuw nsw i64 %2828, 2
  %2849 = getelementptr inbounds double, ptr %19, i64 %2848
  %2850 = load double, ptr %2849, align 8, !tbaa !9
  %2851 = getelementptr double, ptr %2732, i64 %2848
  %2852 = load double, ptr %2851, align 8, !tbaa !9
  %2853 = call fast double @llvm.cos.f64(double %2852)
  %2854 = fmul fast double %2853, %2850
  %2855 = fmul fast double %2847, %2847
  %2856 = fmul fast double %2855, 1.000000e-01
  %2857 = fadd fast double %2854, %2856
  store double %2857, ptr %2849, align 8, !tbaa !9
  %2858 = add nuw nsw i64 %2828, 3
  %2859 = getelementptr inbounds double, ptr %19, i64 %2858
  %2860 = load double, ptr %2859, align 8, !tbaa !9
  %2861 = getelementptr double, ptr %2732, i64 %2858
  %2862 = load double, ptr %2861, align 8, !tbaa !9
  %2863 = call fast double @llvm.cos.f64(double %2862)
  %2864 = fmul fast double %2863, %2860
  %2865 = fmul fast double %2857, %2857
  %2866 = fmul fast double %2865, 1.000000e-01
  %2867 = fadd fast double %2864, %2866
  store double %2867, ptr %2859, align 8, !tbaa !9
  %2868 = add nuw nsw i64 %2828, 4
  %2869 = add i64 %2829, 4
  %2870 = icmp eq i64 %2869, %2138
  br i1 %2870, label %2871, label %2826, !llvm.loop !44

2871:                                             ; preds = %2826, %2825
  %2872 = phi double [ %2760, %2825 ], [ %2867, %2826 ]
  %2873 = phi i64 [ 1, %2825 ], [ %2868, %2826 ]
  br i1 %2139, label %2890, label %2874

2874:                                             ; preds = %2871, %2874
  %2875 = phi double [ %2886, %2874 ], [ %2872, %2871 ]
  %2876 = phi i64 [ %2887, %2874 ], [ %2873, %2871 ]
  %2877 = phi i64 [ %2888, %2874 ], [ 0, %2871 ]
  %2878 = getelementptr inbounds double, ptr %19, i64 %2876
  %2879 = load double, ptr %2878, align 8, !tbaa !9
  %2880 = getelementptr double, ptr %2732, i64 %2876
  %2881 = load double, ptr %2880, align 8, !tbaa !9
  %2882 = call fast double @llvm.cos.f64(double %2881)
  %2883 = fmul fast double %2882, %2879
  %2884 = fmul fast double %2875, %2875
  %2885 = fmul fast double %2884, 1.000000e-01
  %2886 = fadd fast double %2883, %2885
  store double %2886, ptr %2878, align 8, !tbaa !9
  %2887 = add nuw nsw i64 %2876, 1
  %2888 = add i64 %2877, 1
  %2889 = icmp eq i64 %2888, %2136
  br i1 %2889, label %2890, label %2874, !llvm.loop !50

2890:                                             ; preds = %2874, %2871
  br i1 %2141, label %2936, label %2891

2891:                                             ; preds = %2890, %2891
  %2892 = phi double [ %2932, %2891 ], [ %2760, %2890 ]
  %2893 = phi i64 [ %2933, %2891 ], [ 1, %2890 ]
  %2894 = phi i64 [ %2934, %2891 ], [ 0, %2890 ]
  %2895 = getelementptr inbounds double, ptr %19, i64 %2893
  %2896 = load double, ptr %2895, align 8, !tbaa !9
  %2897 = getelementptr double, ptr %2732, i64 %2893
  %2898 = load double, ptr %2897, align 8, !tbaa !9
  %2899 = call fast double @llvm.cos.f64(double %2898)
  %2900 = fmul fast double %2899, %2896
  %2901 = fmul fast double %2892, %2892
  %2902 = fmul fast double %2901, 1.000000e-01
  %2903 = fadd fast double %2900, %2902
  store double %2903, ptr %2895, align 8, !tbaa !9
  %2904 = getelementptr inbounds double, ptr %202, i64 %2893
  %2905 = load double, ptr %2904, align 8, !tbaa !9
  %2906 = getelementptr double, ptr %2731, i64 %2893
  %2907 = load double, ptr %2906, align 8, !tbaa !9
  %2908 = call fast double @llvm.cos.f64(double %2907)
  %2909 = fmul fast double %2908, %2905
  %2910 = fmul fast double %2903, %2903
  %2911 = fmul fast double %2910, 1.000000e-01
  %2912 = fadd fast double %2909, %2911
  store double %2912, ptr %2904, align 8, !tbaa !9
  %2913 = add nuw nsw i64 %2893, 2
  %2914 = getelementptr inbounds double, ptr %19, i64 %2913
  %2915 = load double, ptr %2914, align 8, !tbaa !9
  %2916 = getelementptr double, ptr %2732, i64 %2913
  %2917 = load double, ptr %2916, align 8, !tbaa !9
  %2918 = call fast double @llvm.cos.f64(double %2917)
  %2919 = fmul fast double %2918, %2915
  %2920 = fmul fast double %2912, %2912
  %2921 = fmul fast double %2920, 1.000000e-01
  %2922 = fadd fast double %2919, %2921
  store double %2922, ptr %2914, align 8, !tbaa !9
  %2923 = add nuw nsw i64 %2893, 3
  %2924 = getelementptr inbounds double, ptr %19, i64 %2923
  %2925 = load double, ptr %2924, align 8, !tbaa !9
  %2926 = getelementptr double, ptr %2732, i64 %2923
  %2927 = load double, ptr %2926, align 8, !tbaa !9
  %2928 = call fast double @llvm.cos.f64(double %2927)
  %2929 = fmul fast double %2928, %2925
  %2930 = fmul fast double %2922, %2922
  %2931 = fmul fast double %2930, 1.000000e-01
  %2932 = fadd fast double %2929, %2931
  store double %2932, ptr %2924, align 8, !tbaa !9
  %2933 = add nuw nsw i64 %2893, 4
  %2934 = add i64 %2894, 4
  %2935 = icmp eq i64 %2934, %2142
  br i1 %2935, label %2936, label %2891, !llvm.loop !44

2936:                                             ; preds = %2891, %2890
  %2937 = phi double [ %2760, %2890 ], [ %2932, %2891 ]
  %2938 = phi i64 [ 1, %2890 ], [ %2933, %2891 ]
  br i1 %2143, label %2955, label %2939

2939:                                             ; preds = %2936, %2939
  %2940 = phi double [ %2951, %2939 ], [ %2937, %2936 ]
  %2941 = phi i64 [ %2952, %2939 ], [ %2938, %2936 ]
  %2942 = phi i64 [ %2953, %2939 ], [ 0, %2936 ]
  %2943 = getelementptr inbounds double, ptr %19, i64 %2941
  %2944 = load double, ptr %2943, align 8, !tbaa !9
  %2945 = getelementptr double, ptr %2732, i64 %2941
  %2946 = load double, ptr %2945, align 8, !tbaa !9
  %2947 = call fast double @llvm.cos.f64(double %2946)
  %2948 = fmul fast double %2947, %2944
  %2949 = fmul fast double %2940, %2940
  %2950 = fmul fast double %2949, 1.000000e-01
  %2951 = fadd fast double %2948, %2950
  store double %2951, ptr %2943, align 8, !tbaa !9
  %2952 = add nuw nsw i64 %2941, 1
  %2953 = add i64 %2942, 1
  %2954 = icmp eq i64 %2953, %2140
  br i1 %2954, label %2955, label %2939, !llvm.loop !51

2955:                                             ; preds = %2939, %2936
  br label %2956

2956:                                             ; preds = %2955, %2956
  %2957 = phi i64 [ %2965, %2956 ], [ 0, %2955 ]
  %2958 = phi double [ %2964, %2956 ], [ 0.000000e+00, %2955 ]
  %2959 = getelementptr inbounds double, ptr %2743, i64 %2957
  %2960 = load double, ptr %2959, align 8, !tbaa !9
  %2961 = getelementptr inbounds [7 x double], ptr %19, i64 0, i64 %2957
  %2962 = load double, ptr %2961, align 8, !tbaa !9
  %2963 = fmul fast double %2962, %2960
  %2964 = fadd fast double %2963, %2958
  %2965 = add nuw nsw i64 %2957, 1
  %2966 = icmp eq i64 %2965, %251
  br i1 %2966, label %2967, label %2956, !llvm.loop !52

2967:                                             ; preds = %2956
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %20) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %17, ptr noundef nonnull readonly align 16 dereferenceable(56) %59, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %18, ptr noundef nonnull readonly align 16 dereferenceable(56) %52, i64 56, i1 false)
  %2968 = add nsw i32 %2759, 2
  store i32 %2968, ptr @calls, align 4, !tbaa !11
  %2969 = load double, ptr %17, align 16, !tbaa !9
  br i1 %2145, label %3015, label %2970

2970:                                             ; preds = %2967, %2970
  %2971 = phi double [ %3011, %2970 ], [ %2969, %2967 ]
  %2972 = phi i64 [ %3012, %2970 ], [ 1, %2967 ]
  %2973 = phi i64 [ %3013, %2970 ], [ 0, %2967 ]
  %2974 = getelementptr inbounds double, ptr %17, i64 %2972
  %2975 = load double, ptr %2974, align 8, !tbaa !9
  %2976 = getelementptr double, ptr %2734, i64 %2972
  %2977 = load double, ptr %2976, align 8, !tbaa !9
  %2978 = call fast double @llvm.cos.f64(double %2977)
  %2979 = fmul fast double %2978, %2975
  %2980 = fmul fast double %2971, %2971
  %2981 = fmul fast double %2980, 1.000000e-01
  %2982 = fadd fast double %2979, %2981
  store double %2982, ptr %2974, align 8, !tbaa !9
  %2983 = getelementptr inbounds double, ptr %203, i64 %2972
  %2984 = load double, ptr %2983, align 8, !tbaa !9
  %2985 = getelementptr double, ptr %2733, i64 %2972
  %2986 = load double, ptr %2985, align 8, !tbaa !9
  %2987 = call fast double @llvm.cos.f64(double %2986)
  %2988 = fmul fast double %2987, %2984
  %2989 = fmul fast double %2982, %2982
  %2990 = fmul fast double %2989, 1.000000e-01
  %2991 = fadd fast double %2988, %2990
  store double %2991, ptr %2983, align 8, !tbaa !9
  %2992 = add nuw nsw i64 %2972, 2
  %2993 = getelementptr inbounds double, ptr %17, i64 %2992
  %2994 = load double, ptr %2993, align 8, !tbaa !9
  %2995 = getelementptr double, ptr %2734, i64 %2992
  %2996 = load double, ptr %2995, align 8, !tbaa !9
  %2997 = call fast double @llvm.cos.f64(double %2996)
  %2998 = fmul fast double %2997, %2994
  %2999 = fmul fast double %2991, %2991
  %3000 = fmul fast double %2999, 1.000000e-01
  %3001 = fadd fast double %2998, %3000
  store double %3001, ptr %2993, align 8, !tbaa !9
  %3002 = add nuw nsw i64 %2972, 3
  %3003 = getelementptr inbounds double, ptr %17, i64 %3002
  %3004 = load double, ptr %3003, align 8, !tbaa !9
  %3005 = getelementptr double, ptr %2734, i64 %3002
  %3006 = load double, ptr %3005, align 8, !tbaa !9
  %3007 = call fast double @llvm.cos.f64(double %3006)
  %3008 = fmul fast double %3007, %3004
  %3009 = fmul fast double %3001, %3001
  %3010 = fmul fast double %3009, 1.000000e-01
  %3011 = fadd fast double %3008, %3010
  store double %3011, ptr %3003, align 8, !tbaa !9
  %3012 = add nuw nsw i64 %2972, 4
  %3013 = add i64 %2973, 4
  %3014 = icmp eq i64 %3013, %2146
  br i1 %3014, label %3015, label %2970, !llvm.loop !44

3015:                                             ; preds = %2970, %2967
  %3016 = phi double [ %2969, %2967 ], [ %3011, %2970 ]
  %3017 = phi i64 [ 1, %2967 ], [ %3012, %2970 ]
  br i1 %2147, label %3034, label %3018

3018:                                             ; preds = %3015, %3018
  %3019 = phi double [ %3030, %3018 ], [ %3016, %3015 ]
  %3020 = phi i64 [ %3031, %3018 ], [ %3017, %3015 ]
  %3021 = phi i64 [ %3032, %3018 ], [ 0, %3015 ]
  %3022 = getelementptr inbounds double, ptr %17, i64 %3020
  %3023 = load double, ptr %3022, align 8, !tbaa !9
  %3024 = getelementptr double, ptr %2734, i64 %3020
  %3025 = load double, ptr %3024, align 8, !tbaa !9
  %3026 = call fast double @llvm.cos.f64(double %3025)
  %3027 = fmul fast double %3026, %3023
  %3028 = fmul fast double %3019, %3019
  %3029 = fmul fast double %3028, 1.000000e-01
  %3030 = fadd fast double %3027, %3029
  store double %3030, ptr %3022, align 8, !tbaa !9
  %3031 = add nuw nsw i64 %3020, 1
  %3032 = add i64 %3021, 1
  %3033 = icmp eq i64 %3032, %2144
  br i1 %3033, label %3034, label %3018, !llvm.loop !53

3034:                                             ; preds = %3018, %3015
  br i1 %2149, label %3080, label %3035

3035:                                             ; preds = %3034, %3035
  %3036 = phi double [ %3076, %3035 ], [ %2969, %3034 ]
  %3037 = phi i64 [ %3077, %3035 ], [ 1, %3034 ]
  %3038 = phi i64 [ %3078, %3035 ], [ 0, %3034 ]
  %3039 = getelementptr inbounds double, ptr %17, i64 %3037
  %3040 = load double, ptr %3039, align 8, !tbaa !9
  %3041 = getelementptr double, ptr %2734, i64 %3037
  %3042 = load double, ptr %3041, align 8, !tbaa !9
  %3043 = call fast double @llvm.cos.f64(double %3042)
  %3044 = fmul fast double %3043, %3040
  %3045 = fmul fast double %3036, %3036
  %3046 = fmul fast double %3045, 1.000000e-01
  %3047 = fadd fast double %3044, %3046
  store double %3047, ptr %3039, align 8, !tbaa !9
  %3048 = getelementptr inbounds double, ptr %204, i64 %3037
  %3049 = load double, ptr %3048, align 8, !tbaa !9
  %3050 = getelementptr double, ptr %2733, i64 %3037
  %3051 = load double, ptr %3050, align 8, !tbaa !9
  %3052 = call fast double @llvm.cos.f64(double %3051)
  %3053 = fmul fast double %3052, %3049
  %3054 = fmul fast double %3047, %3047
  %3055 = fmul fast double %3054, 1.000000e-01
  %3056 = fadd fast double %3053, %3055
  store double %3056, ptr %3048, align 8, !tbaa !9
  %3057 = add nuw nsw i64 %3037, 2
  %3058 = getelementptr inbounds double, ptr %17, i64 %3057
  %3059 = load double, ptr %3058, align 8, !tbaa !9
  %3060 = getelementptr double, ptr %2734, i64 %3057
  %3061 = load double, ptr %3060, align 8, !tbaa !9
  %3062 = call fast double @llvm.cos.f64(double %3061)
  %3063 = fmul fast double %3062, %3059
  %3064 = fmul fast double %3056, %3056
  %3065 = fmul fast double %3064, 1.000000e-01
  %3066 = fadd fast double %3063, %3065
  store double %3066, ptr %3058, align 8, !tbaa !9
  %3067 = add nuw nsw i64 %3037, 3
  %3068 = getelementptr inbounds double, ptr %17, i64 %3067
  %3069 = load double, ptr %3068, align 8, !tbaa !9
  %3070 = getelementptr double, ptr %2734, i64 %3067
  %3071 = load double, ptr %3070, align 8, !tbaa !9
  %3072 = call fast double @llvm.cos.f64(double %3071)
  %3073 = fmul fast double %3072, %3069
  %3074 = fmul fast double %3066, %3066
  %3075 = fmul fast double %3074, 1.000000e-01
  %3076 = fadd fast double %3073, %3075
  store double %3076, ptr %3068, align 8, !tbaa !9
  %3077 = add nuw nsw i64 %3037, 4
  %3078 = add i64 %3038, 4
  %3079 = icmp eq i64 %3078, %2150
  br i1 %3079, label %3080, label %3035, !llvm.loop !44

3080:                                             ; preds = %3035, %3034
  %3081 = phi double [ %2969, %3034 ], [ %3076, %3035 ]
  %3082 = phi i64 [ 1, %3034 ], [ %3077, %3035 ]
  br i1 %2151, label %3099, label %3083

3083:                                             ; preds = %3080, %3083
  %3084 = phi double [ %3095, %3083 ], [ %3081, %3080 ]
  %3085 = phi i64 [ %3096, %3083 ], [ %3082, %3080 ]
  %3086 = phi i64 [ %3097, %3083 ], [ 0, %3080 ]
  %3087 = getelementptr inbounds double, ptr %17, i64 %3085
  %3088 = load double, ptr %3087, align 8, !tbaa !9
  %3089 = getelementptr double, ptr %2734, i64 %3085
  %3090 = load double, ptr %3089, align 8, !tbaa !9
  %3091 = call fast double @llvm.cos.f64(double %3090)
  %3092 = fmul fast double %3091, %3088
  %3093 = fmul fast double %3084, %3084
  %3094 = fmul fast double %3093, 1.000000e-01
  %3095 = fadd fast double %3092, %3094
  store double %3095, ptr %3087, align 8, !tbaa !9
  %3096 = add nuw nsw i64 %3085, 1
  %3097 = add i64 %3086, 1
  %3098 = icmp eq i64 %3097, %2148
  br i1 %3098, label %3099, label %3083, !llvm.loop !54

3099:                                             ; preds = %3083, %3080
  br i1 %2153, label %3145, label %3100

3100:                                             ; preds = %3099, %3100
  %3101 = phi double [ %3141, %3100 ], [ %2969, %3099 ]
  %3102 = phi i64 [ %3142, %3100 ], [ 1, %3099 ]
  %3103 = phi i64 [ %3143, %3100 ], [ 0, %3099 ]
  %3104 = getelementptr inbounds double, ptr %17, i64 %3102
  %3105 = load double, ptr %3104, align 8, !tbaa !9
  %3106 = getelementptr double, ptr %2734, i64 %3102
  %3107 = load double, ptr %3106, align 8, !tbaa !9
  %3108 = call fast double @llvm.cos.f64(double %3107)
  %3109 = fmul fast double %3108, %3105
  %3110 = fmul fast double %3101, %3101
  %3111 = fmul fast double %3110, 1.000000e-01
  %3112 = fadd fast double %3109, %3111
  store double %3112, ptr %3104, align 8, !tbaa !9
  %3113 = getelementptr inbounds double, ptr %205, i64 %3102
  %3114 = load double, ptr %3113, align 8, !tbaa !9
  %3115 = getelementptr double, ptr %2733, i64 %3102
  %3116 = load double, ptr %3115, align 8, !tbaa !9
  %3117 = call fast double @llvm.cos.f64(double %3116)
  %3118 = fmul fast double %3117, %3114
  %3119 = fmul fast double %3112, %3112
  %3120 = fmul fast double %3119, 1.000000e-01
  %3121 = fadd fast double %3118, %3120
  store double %3121, ptr %3113, align 8, !tbaa !9
  %3122 = add nuw nsw i64 %3102, 2
  %3123 = getelementptr inbounds double, ptr %17, i64 %3122
  %3124 = load double, ptr %3123, align 8, !tbaa !9
  %3125 = getelementptr double, ptr %2734, i64 %3122
  %3126 = load double, ptr %3125, align 8, !tbaa !9
  %3127 = call fast double @llvm.cos.f64(double %3126)
  %3128 = fmul fast double %3127, %3124
  %3129 = fmul fast double %3121, %3121
  %3130 = fmul fast double %3129, 1.000000e-01
  %3131 = fadd fast double %3128, %3130
  store double %3131, ptr %3123, align 8, !tbaa !9
  %3132 = add nuw nsw i64 %3102, 3
  %3133 = getelementptr inbounds double, ptr %17, i64 %3132
  %3134 = load double, ptr %3133, align 8, !tbaa !9
  %3135 = getelementptr double, ptr %2734, i64 %3132
  %3136 = load double, ptr %3135, align 8, !tbaa !9
  %3137 = call fast double @llvm.cos.f64(double %3136)
  %3138 = fmul fast double %3137, %3134
  %3139 = fmul fast double %3131, %3131
  %3140 = fmul fast double %3139, 1.000000e-01
  %3141 = fadd fast double %3138, %3140
  store double %3141, ptr %3133, align 8, !tbaa !9
  %3142 = add nuw nsw i64 %3102, 4
  %3143 = add i64 %3103, 4
  %3144 = icmp eq i64 %3143, %2154
  br i1 %3144, label %3145, label %3100, !llvm.loop !44

3145:                                             ; preds = %3100, %3099
  %3146 = phi double [ %2969, %3099 ], [ %3141, %3100 ]
  %3147 = phi i64 [ 1, %3099 ], [ %3142, %3100 ]
  br i1 %2155, label %3164, label %3148

3148:                                             ; preds = %3145, %3148
  %3149 = phi double [ %3160, %3148 ], [ %3146, %3145 ]
  %3150 = phi i64 [ %3161, %3148 ], [ %3147, %3145 ]
  %3151 = phi i64 [ %3162, %3148 ], [ 0, %3145 ]
  %3152 = getelementptr inbounds double, ptr %17, i64 %3150
  %3153 = load double, ptr %3152, align 8, !tbaa !9
  %3154 = getelementptr double, ptr %2734, i64 %3150
  %3155 = load double, ptr %3154, align 8, !tbaa !9
  %3156 = call fast double @llvm.cos.f64(double %3155)
  %3157 = fmul fast double %3156, %3153
  %3158 = fmul fast double %3149, %3149
  %3159 = fmul fast double %3158, 1.000000e-01
  %3160 = fadd fast double %3157, %3159
  store double %3160, ptr %3152, align 8, !tbaa !9
  %3161 = add nuw nsw i64 %3150, 1
  %3162 = add i64 %3151, 1
  %3163 = icmp eq i64 %3162, %2152
  br i1 %3163, label %3164, label %3148, !llvm.loop !55

3164:                                             ; preds = %3148, %3145
  br label %3165

3165:                                             ; preds = %3164, %3165
  %3166 = phi i64 [ %3174, %3165 ], [ 0, %3164 ]
  %3167 = phi double [ %3173, %3165 ], [ 0.000000e+00, %3164 ]
  %3168 = getelementptr inbounds double, ptr %2743, i64 %3166
  %3169 = load double, ptr %3168, align 8, !tbaa !9
  %3170 = getelementptr inbounds [7 x double], ptr %17, i64 0, i64 %3166
  %3171 = load double, ptr %3170, align 8, !tbaa !9
  %3172 = fmul fast double %3171, %3169
  %3173 = fadd fast double %3172, %3167
  %3174 = add nuw nsw i64 %3166, 1
  %3175 = icmp eq i64 %3174, %251
  br i1 %3175, label %3176, label %3165, !llvm.loop !56

3176:                                             ; preds = %3165
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #15
  %3177 = fsub fast double %2964, %3173
  %3178 = fmul fast double %2751, 2.000000e-06
  %3179 = fdiv fast double %3177, %3178
  %3180 = add nuw nsw i64 %2745, %2747
  %3181 = getelementptr inbounds [3 x [7 x double]], ptr %53, i64 0, i64 %2742, i64 %2747
  %3182 = load double, ptr %3181, align 8, !tbaa !9
  %3183 = call fast double @llvm.fabs.f64(double %3179)
  %3184 = call fast double @llvm.maxnum.f64(double %3183, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %3182, ptr %16, align 8, !tbaa !9
  %3185 = load volatile double, ptr %16, align 8, !tbaa !9
  %3186 = call double @llvm.fabs.f64(double %3185)
  %3187 = fcmp ueq double %3186, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %3187, label %3201, label %3188

3188:                                             ; preds = %3176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %3179, ptr %15, align 8, !tbaa !9
  %3189 = load volatile double, ptr %15, align 8, !tbaa !9
  %3190 = call double @llvm.fabs.f64(double %3189)
  %3191 = fcmp ueq double %3190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %3191, label %3201, label %3192

3192:                                             ; preds = %3188
  %3193 = fsub fast double %3182, %3179
  %3194 = call fast double @llvm.fabs.f64(double %3193)
  %3195 = fmul fast double %3184, 0x3EB0C6F7A0B5ED8D
  %3196 = fcmp fast ole double %3194, %3195
  %3197 = freeze i1 %3196
  br i1 %3197, label %3198, label %3201

3198:                                             ; preds = %3192
  %3199 = trunc nuw i64 %3180 to i32
  %3200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %3199, double noundef nofpclass(nan inf) %3182, double noundef nofpclass(nan inf) %3179, ptr noundef nonnull @.str.18)
  br label %3206

3201:                                             ; preds = %3192, %3188, %3176
  %3202 = trunc nuw i64 %3180 to i32
  %3203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %3202, double noundef nofpclass(nan inf) %3182, double noundef nofpclass(nan inf) %3179, ptr noundef nonnull @.str.19)
  %3204 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3205 = add nsw i32 %3204, 1
  store i32 %3205, ptr @n_fail, align 4, !tbaa !11
  br label %3206

3206:                                             ; preds = %3201, %3198
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %60) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %61) #15
  %3207 = getelementptr inbounds [7 x double], ptr %52, i64 0, i64 %2747
  %3208 = load double, ptr %3207, align 8, !tbaa !9
  %3209 = call fast double @llvm.fabs.f64(double %3208)
  %3210 = call fast double @llvm.maxnum.f64(double %3209, double 1.000000e+00)
  %3211 = fmul fast double %3210, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %60, ptr noundef nonnull align 16 dereferenceable(56) %52, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %61, ptr noundef nonnull align 16 dereferenceable(56) %52, i64 56, i1 false)
  %3212 = getelementptr inbounds [7 x double], ptr %60, i64 0, i64 %2747
  %3213 = load double, ptr %3212, align 8, !tbaa !9
  %3214 = fadd fast double %3213, %3211
  store double %3214, ptr %3212, align 8, !tbaa !9
  %3215 = getelementptr inbounds [7 x double], ptr %61, i64 0, i64 %2747
  %3216 = load double, ptr %3215, align 8, !tbaa !9
  %3217 = fsub fast double %3216, %3211
  store double %3217, ptr %3215, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %13, ptr noundef nonnull readonly align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %14, ptr noundef nonnull readonly align 16 dereferenceable(56) %60, i64 56, i1 false)
  %3218 = load i32, ptr @calls, align 4, !tbaa !11
  %3219 = load double, ptr %13, align 16, !tbaa !9
  br i1 %2157, label %3265, label %3220

3220:                                             ; preds = %3206, %3220
  %3221 = phi double [ %3261, %3220 ], [ %3219, %3206 ]
  %3222 = phi i64 [ %3262, %3220 ], [ 1, %3206 ]
  %3223 = phi i64 [ %3263, %3220 ], [ 0, %3206 ]
  %3224 = getelementptr inbounds double, ptr %13, i64 %3222
  %3225 = load double, ptr %3224, align 8, !tbaa !9
  %3226 = getelementptr double, ptr %2738, i64 %3222
  %3227 = load double, ptr %3226, align 8, !tbaa !9
  %3228 = call fast double @llvm.cos.f64(double %3227)
  %3229 = fmul fast double %3228, %3225
  %3230 = fmul fast double %3221, %3221
  %3231 = fmul fast double %3230, 1.000000e-01
  %3232 = fadd fast double %3229, %3231
  store double %3232, ptr %3224, align 8, !tbaa !9
  %3233 = getelementptr inbounds double, ptr %206, i64 %3222
  %3234 = load double, ptr %3233, align 8, !tbaa !9
  %3235 = getelementptr double, ptr %2737, i64 %3222
  %3236 = load double, ptr %3235, align 8, !tbaa !9
  %3237 = call fast double @llvm.cos.f64(double %3236)
  %3238 = fmul fast double %3237, %3234
  %3239 = fmul fast double %3232, %3232
  %3240 = fmul fast double %3239, 1.000000e-01
  %3241 = fadd fast double %3238, %3240
  store double %3241, ptr %3233, align 8, !tbaa !9
  %3242 = add nuw nsw i64 %3222, 2
  %3243 = getelementptr inbounds double, ptr %13, i64 %3242
  %3244 = load double, ptr %3243, align 8, !tbaa !9
  %3245 = getelementptr double, ptr %2738, i64 %3242
  %3246 = load double, ptr %3245, align 8, !tbaa !9
  %3247 = call fast double @llvm.cos.f64(double %3246)
  %3248 = fmul fast double %3247, %3244
  %3249 = fmul fast double %3241, %3241
  %3250 = fmul fast double %3249, 1.000000e-01
  %3251 = fadd fast double %3248, %3250
  store double %3251, ptr %3243, align 8, !tbaa !9
  %3252 = add nuw nsw i64 %3222, 3
  %3253 = getelementptr inbounds double, ptr %13, i64 %3252
  %3254 = load double, ptr %3253, align 8, !tbaa !9
  %3255 = getelementptr double, ptr %2738, i64 %3252
  %3256 = load double, ptr %3255, align 8, !tbaa !9
  %3257 = call fast double @llvm.cos.f64(double %3256)
  %3258 = fmul fast double %3257, %3254
  %3259 = fmul fast double %3251, %3251
  %3260 = fmul fast double %3259, 1.000000e-01
  %3261 = fadd fast double %3258, %3260
  store double %3261, ptr %3253, align 8, !tbaa !9
  %3262 = add nuw nsw i64 %3222, 4
  %3263 = add i64 %3223, 4
  %3264 = icmp eq i64 %3263, %2158
  br i1 %3264, label %3265, label %3220, !llvm.loop !44

3265:                                             ; preds = %3220, %3206
  %3266 = phi double [ %3219, %3206 ], [ %3261, %3220 ]
  %3267 = phi i64 [ 1, %3206 ], [ %3262, %3220 ]
  br i1 %2159, label %3284, label %3268

3268:                                             ; preds = %3265, %3268
  %3269 = phi double [ %3280, %3268 ], [ %3266, %3265 ]
  %3270 = phi i64 [ %3281, %3268 ], [ %3267, %3265 ]
  %3271 = phi i64 [ %3282, %3268 ], [ 0, %3265 ]
  %3272 = getelementptr inbounds double, ptr %13, i64 %3270
  %3273 = load double, ptr %3272, align 8, !tbaa !9
  %3274 = getelementptr double, ptr %2738, i64 %3270
  %3275 = load double, ptr %3274, align 8, !tbaa !9
  %3276 = call fast double @llvm.cos.f64(double %3275)
  %3277 = fmul fast double %3276, %3273
  %3278 = fmul fast double %3269, %3269
  %3279 = fmul fast double %3278, 1.000000e-01
  %3280 = fadd fast double %3277, %3279
  store double %3280, ptr %3272, align 8, !tbaa !9
  %3281 = add nuw nsw i64 %3270, 1
  %3282 = add i64 %3271, 1
  %3283 = icmp eq i64 %3282, %2156
  br i1 %3283, label %3284, label %3268, !llvm.loop !57

3284:                                             ; preds = %3268, %3265
  br i1 %2161, label %3330, label %3285

3285:                                             ; preds = %3284, %3285
  %3286 = phi double [ %3326, %3285 ], [ %3219, %3284 ]
  %3287 = phi i64 [ %3327, %3285 ], [ 1, %3284 ]
  %3288 = phi i64 [ %3328, %3285 ], [ 0, %3284 ]
  %3289 = getelementptr inbounds double, ptr %13, i64 %3287
  %3290 = load double, ptr %3289, align 8, !tbaa !9
  %3291 = getelementptr double, ptr %2738, i64 %3287
  %3292 = load double, ptr %3291, align 8, !tbaa !9
  %3293 = call fast double @llvm.cos.f64(double %3292)
  %3294 = fmul fast double %3293, %3290
  %3295 = fmul fast double %3286, %3286
  %3296 = fmul fast double %3295, 1.000000e-01
  %3297 = fadd fast double %3294, %3296
  store double %3297, ptr %3289, align 8, !tbaa !9
  %3298 = getelementptr inbounds double, ptr %207, i64 %3287
  %3299 = load double, ptr %3298, align 8, !tbaa !9
  %3300 = getelementptr double, ptr %2737, i64 %3287
  %3301 = load double, ptr %3300, align 8, !tbaa !9
  %3302 = call fast double @llvm.cos.f64(double %3301)
  %3303 = fmul fast double %3302, %3299
  %3304 = fmul fast double %3297, %3297
  %3305 = fmul fast double %3304, 1.000000e-01
  %3306 = fadd fast double %3303, %3305
  store double %3306, ptr %3298, align 8, !tbaa !9
  %3307 = add nuw nsw i64 %3287, 2
  %3308 = getelementptr inbounds double, ptr %13, i64 %3307
  %3309 = load double, ptr %3308, align 8, !tbaa !9
  %3310 = getelementptr double, ptr %2738, i64 %3307
  %3311 = load double, ptr %3310, align 8, !tbaa !9
  %3312 = call fast double @llvm.cos.f64(double %3311)
  %3313 = fmul fast double %3312, %3309
  %3314 = fmul fast double %3306, %3306
  %3315 = fmul fast double %3314, 1.000000e-01
  %3316 = fadd fast double %3313, %3315
  store double %3316, ptr %3308, align 8, !tbaa !9
  %3317 = add nuw nsw i64 %3287, 3
  %3318 = getelementptr inbounds double, ptr %13, i64 %3317
  %3319 = load double, ptr %3318, align 8, !tbaa !9
  %3320 = getelementptr double, ptr %2738, i64 %3317
  %3321 = load double, ptr %3320, align 8, !tbaa !9
  %3322 = call fast double @llvm.cos.f64(double %3321)
  %3323 = fmul fast double %3322, %3319
  %3324 = fmul fast double %3316, %3316
  %3325 = fmul fast double %3324, 1.000000e-01
  %3326 = fadd fast double %3323, %3325
  store double %3326, ptr %3318, align 8, !tbaa !9
  %3327 = add nuw nsw i64 %3287, 4
  %3328 = add i64 %3288, 4
  %3329 = icmp eq i64 %3328, %2162
  br i1 %3329, label %3330, label %3285, !llvm.loop !44

3330:                                             ; preds = %3285, %3284
  %3331 = phi double [ %3219, %3284 ], [ %3326, %3285 ]
  %3332 = phi i64 [ 1, %3284 ], [ %3327, %3285 ]
  br i1 %2163, label %3349, label %3333

3333:                                             ; preds = %3330, %3333
  %3334 = phi double [ %3345, %3333 ], [ %3331, %3330 ]
  %3335 = phi i64 [ %3346, %3333 ], [ %3332, %3330 ]
  %3336 = phi i64 [ %3347, %3333 ], [ 0, %3330 ]
  %3337 = getelementptr inbounds double, ptr %13, i64 %3335
  %3338 = load double, ptr %3337, align 8, !tbaa !9
  %3339 = getelementptr double, ptr %2738, i64 %3335
  %3340 = load double, ptr %3339, align 8, !tbaa !9
  %3341 = call fast double @llvm.cos.f64(double %3340)
  %3342 = fmul fast double %3341, %3338
  %3343 = fmul fast double %3334, %3334
  %3344 = fmul fast double %3343, 1.000000e-01
  %3345 = fadd fast double %3342, %3344
  store double %3345, ptr %3337, align 8, !tbaa !9
  %3346 = add nuw nsw i64 %3335, 1
  %3347 = add i64 %3336, 1
  %3348 = icmp eq i64 %3347, %2160
  br i1 %3348, label %3349, label %3333, !llvm.loop !58

3349:                                             ; preds = %3333, %3330
  br i1 %2165, label %3395, label %3350

3350:                                             ; preds = %3349, %3350
  %3351 = phi double [ %3391, %3350 ], [ %3219, %3349 ]
  %3352 = phi i64 [ %3392, %3350 ], [ 1, %3349 ]
  %3353 = phi i64 [ %3393, %3350 ], [ 0, %3349 ]
  %3354 = getelementptr inbounds double, ptr %13, i64 %3352
  %3355 = load double, ptr %3354, align 8, !tbaa !9
  %3356 = getelementptr double, ptr %2738, i64 %3352
  %3357 = load double, ptr %3356, align 8, !tbaa !9
  %3358 = call fast double @llvm.cos.f64(double %3357)
  %3359 = fmul fast double %3358, %3355
  %3360 = fmul fast double %3351, %3351
  %3361 = fmul fast double %3360, 1.000000e-01
  %3362 = fadd fast double %3359, %3361
  store double %3362, ptr %3354, align 8, !tbaa !9
  %3363 = getelementptr inbounds double, ptr %208, i64 %3352
  %3364 = load double, ptr %3363, align 8, !tbaa !9
  %3365 = getelementptr double, ptr %2737, i64 %3352
  %3366 = load double, ptr %3365, align 8, !tbaa !9
  %3367 = call fast double @llvm.cos.f64(double %3366)
  %3368 = fmul fast double %3367, %3364
  %3369 = fmul fast double %3362, %3362
  %3370 = fmul fast double %3369, 1.000000e-01
  %3371 = fadd fast double %3368, %3370
  store double %3371, ptr %3363, align 8, !tbaa !9
  %3372 = add nuw nsw i64 %3352, 2
  %3373 = getelementptr inbounds double, ptr %13, i64 %3372
  %3374 = load double, ptr %3373, align 8, !tbaa !9
  %3375 = getelementptr double, ptr %2738, i64 %3372
  %3376 = load double, ptr %3375, align 8, !tbaa !9
  %3377 = call fast double @llvm.cos.f64(double %3376)
  %3378 = fmul fast double %3377, %3374
  %3379 = fmul fast double %3371, %3371
  %3380 = fmul fast double %3379, 1.000000e-01
  %3381 = fadd fast double %3378, %3380
  store double %3381, ptr %3373, align 8, !tbaa !9
  %3382 = add nuw nsw i64 %3352, 3
  %3383 = getelementptr inbounds double, ptr %13, i64 %3382
  %3384 = load double, ptr %3383, align 8, !tbaa !9
  %3385 = getelementptr double, ptr %2738, i64 %3382
  %3386 = load double, ptr %3385, align 8, !tbaa !9
  %3387 = call fast double @llvm.cos.f64(double %3386)
  %3388 = fmul fast double %3387, %3384
  %3389 = fmul fast double %3381, %3381
  %3390 = fmul fast double %3389, 1.000000e-01
  %3391 = fadd fast double %3388, %3390
  store double %3391, ptr %3383, align 8, !tbaa !9
  %3392 = add nuw nsw i64 %3352, 4
  %3393 = add i64 %3353, 4
  %3394 = icmp eq i64 %3393, %2166
  br i1 %3394, label %3395, label %3350, !llvm.loop !44

3395:                                             ; preds = %3350, %3349
  %3396 = phi double [ %3219, %3349 ], [ %3391, %3350 ]
  %3397 = phi i64 [ 1, %3349 ], [ %3392, %3350 ]
  br i1 %2167, label %3414, label %3398

3398:                                             ; preds = %3395, %3398
  %3399 = phi double [ %3410, %3398 ], [ %3396, %3395 ]
  %3400 = phi i64 [ %3411, %3398 ], [ %3397, %3395 ]
  %3401 = phi i64 [ %3412, %3398 ], [ 0, %3395 ]
  %3402 = getelementptr inbounds double, ptr %13, i64 %3400
  %3403 = load double, ptr %3402, align 8, !tbaa !9
  %3404 = getelementptr double, ptr %2738, i64 %3400
  %3405 = load double, ptr %3404, align 8, !tbaa !9
  %3406 = call fast double @llvm.cos.f64(double %3405)
  %3407 = fmul fast double %3406, %3403
  %3408 = fmul fast double %3399, %3399
  %3409 = fmul fast double %3408, 1.000000e-01
  %3410 = fadd fast double %3407, %3409
  store double %3410, ptr %3402, align 8, !tbaa !9
  %3411 = add nuw nsw i64 %3400, 1
  %3412 = add i64 %3401, 1
  %3413 = icmp eq i64 %3412, %2164
  br i1 %3413, label %3414, label %3398, !llvm.loop !59

3414:                                             ; preds = %3398, %3395
  br label %3415

3415:                                             ; preds = %3414, %3415
  %3416 = phi i64 [ %3424, %3415 ], [ 0, %3414 ]
  %3417 = phi double [ %3423, %3415 ], [ 0.000000e+00, %3414 ]
  %3418 = getelementptr inbounds double, ptr %2743, i64 %3416
  %3419 = load double, ptr %3418, align 8, !tbaa !9
  %3420 = getelementptr inbounds [7 x double], ptr %13, i64 0, i64 %3416
  %3421 = load double, ptr %3420, align 8, !tbaa !9
  %3422 = fmul fast double %3421, %3419
  %3423 = fadd fast double %3422, %3417
  %3424 = add nuw nsw i64 %3416, 1
  %3425 = icmp eq i64 %3424, %251
  br i1 %3425, label %3426, label %3415, !llvm.loop !60

3426:                                             ; preds = %3415
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %11, ptr noundef nonnull readonly align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %12, ptr noundef nonnull readonly align 16 dereferenceable(56) %61, i64 56, i1 false)
  %3427 = add nsw i32 %3218, 2
  store i32 %3427, ptr @calls, align 4, !tbaa !11
  %3428 = load double, ptr %11, align 16, !tbaa !9
  br i1 %2169, label %3474, label %3429

3429:                                             ; preds = %3426, %3429
  %3430 = phi double [ %3470, %3429 ], [ %3428, %3426 ]
  %3431 = phi i64 [ %3471, %3429 ], [ 1, %3426 ]
  %3432 = phi i64 [ %3472, %3429 ], [ 0, %3426 ]
  %3433 = getelementptr inbounds double, ptr %11, i64 %3431
  %3434 = load double, ptr %3433, align 8, !tbaa !9
  %3435 = getelementptr double, ptr %2740, i64 %3431
  %3436 = load double, ptr %3435, align 8, !tbaa !9
  %3437 = call fast double @llvm.cos.f64(double %3436)
  %3438 = fmul fast double %3437, %3434
  %3439 = fmul fast double %3430, %3430
  %3440 = fmul fast double %3439, 1.000000e-01
  %3441 = fadd fast double %3438, %3440
  store double %3441, ptr %3433, align 8, !tbaa !9
  %3442 = getelementptr inbounds double, ptr %209, i64 %3431
  %3443 = load double, ptr %3442, align 8, !tbaa !9
  %3444 = getelementptr double, ptr %2739, i64 %3431
  %3445 = load double, ptr %3444, align 8, !tbaa !9
  %3446 = call fast double @llvm.cos.f64(double %3445)
  %3447 = fmul fast double %3446, %3443
  %3448 = fmul fast double %3441, %3441
  %3449 = fmul fast double %3448, 1.000000e-01
  %3450 = fadd fast double %3447, %3449
  store double %3450, ptr %3442, align 8, !tbaa !9
  %3451 = add nuw nsw i64 %3431, 2
  %3452 = getelementptr inbounds double, ptr %11, i64 %3451
  %3453 = load double, ptr %3452, align 8, !tbaa !9
  %3454 = getelementptr double, ptr %2740, i64 %3451
  %3455 = load double, ptr %3454, align 8, !tbaa !9
  %3456 = call fast double @llvm.cos.f64(double %3455)
  %3457 = fmul fast double %3456, %3453
  %3458 = fmul fast double %3450, %3450
  %3459 = fmul fast double %3458, 1.000000e-01
  %3460 = fadd fast double %3457, %3459
  store double %3460, ptr %3452, align 8, !tbaa !9
  %3461 = add nuw nsw i64 %3431, 3
  %3462 = getelementptr inbounds double, ptr %11, i64 %3461
  %3463 = load double, ptr %3462, align 8, !tbaa !9
  %3464 = getelementptr double, ptr %2740, i64 %3461
  %3465 = load double, ptr %3464, align 8, !tbaa !9
  %3466 = call fast double @llvm.cos.f64(double %3465)
  %3467 = fmul fast double %3466, %3463
  %3468 = fmul fast double %3460, %3460
  %3469 = fmul fast double %3468, 1.000000e-01
  %3470 = fadd fast double %3467, %3469
  store double %3470, ptr %3462, align 8, !tbaa !9
  %3471 = add nuw nsw i64 %3431, 4
  %3472 = add i64 %3432, 4
  %3473 = icmp eq i64 %3472, %2170
  br i1 %3473, label %3474, label %3429, !llvm.loop !44

3474:                                             ; preds = %3429, %3426
  %3475 = phi double [ %3428, %3426 ], [ %3470, %3429 ]
  %3476 = phi i64 [ 1, %3426 ], [ %3471, %3429 ]
  br i1 %2171, label %3493, label %3477

3477:                                             ; preds = %3474, %3477
  %3478 = phi double [ %3489, %3477 ], [ %3475, %3474 ]
  %3479 = phi i64 [ %3490, %3477 ], [ %3476, %3474 ]
  %3480 = phi i64 [ %3491, %3477 ], [ 0, %3474 ]
  %3481 = getelementptr inbounds double, ptr %11, i64 %3479
  %3482 = load double, ptr %3481, align 8, !tbaa !9
  %3483 = getelementptr double, ptr %2740, i64 %3479
  %3484 = load double, ptr %3483, align 8, !tbaa !9
  %3485 = call fast double @llvm.cos.f64(double %3484)
  %3486 = fmul fast double %3485, %3482
  %3487 = fmul fast double %3478, %3478
  %3488 = fmul fast double %3487, 1.000000e-01
  %3489 = fadd fast double %3486, %3488
  store double %3489, ptr %3481, align 8, !tbaa !9
  %3490 = add nuw nsw i64 %3479, 1
  %3491 = add i64 %3480, 1
  %3492 = icmp eq i64 %3491, %2168
  br i1 %3492, label %3493, label %3477, !llvm.loop !61

3493:                                             ; preds = %3477, %3474
  br i1 %2173, label %3539, label %3494

3494:                                             ; preds = %3493, %3494
  %3495 = phi double [ %3535, %3494 ], [ %3428, %3493 ]
  %3496 = phi i64 [ %3536, %3494 ], [ 1, %3493 ]
  %3497 = phi i64 [ %3537, %3494 ], [ 0, %3493 ]
  %3498 = getelementptr inbounds double, ptr %11, i64 %3496
  %3499 = load double, ptr %3498, align 8, !tbaa !9
  %3500 = getelementptr double, ptr %2740, i64 %3496
  %3501 = load double, ptr %3500, align 8, !tbaa !9
  %3502 = call fast double @llvm.cos.f64(double %3501)
  %3503 = fmul fast double %3502, %3499
  %3504 = fmul fast double %3495, %3495
  %3505 = fmul fast double %3504, 1.000000e-01
  %3506 = fadd fast double %3503, %3505
  store double %3506, ptr %3498, align 8, !tbaa !9
  %3507 = getelementptr inbounds double, ptr %210, i64 %3496
  %3508 = load double, ptr %3507, align 8, !tbaa !9
  %3509 = getelementptr double, ptr %2739, i64 %3496
  %3510 = load double, ptr %3509, align 8, !tbaa !9
  %3511 = call fast double @llvm.cos.f64(double %3510)
  %3512 = fmul fast double %3511, %3508
  %3513 = fmul fast double %3506, %3506
  %3514 = fmul fast double %3513, 1.000000e-01
  %3515 = fadd fast double %3512, %3514
  store double %3515, ptr %3507, align 8, !tbaa !9
  %3516 = add nuw nsw i64 %3496, 2
  %3517 = getelementptr inbounds double, ptr %11, i64 %3516
  %3518 = load double, ptr %3517, align 8, !tbaa !9
  %3519 = getelementptr double, ptr %2740, i64 %3516
  %3520 = load double, ptr %3519, align 8, !tbaa !9
  %3521 = call fast double @llvm.cos.f64(double %3520)
  %3522 = fmul fast double %3521, %3518
  %3523 = fmul fast double %3515, %3515
  %3524 = fmul fast double %3523, 1.000000e-01
  %3525 = fadd fast double %3522, %3524
  store double %3525, ptr %3517, align 8, !tbaa !9
  %3526 = add nuw nsw i64 %3496, 3
  %3527 = getelementptr inbounds double, ptr %11, i64 %3526
  %3528 = load double, ptr %3527, align 8, !tbaa !9
  %3529 = getelementptr double, ptr %2740, i64 %3526
  %3530 = load double, ptr %3529, align 8, !tbaa !9
  %3531 = call fast double @llvm.cos.f64(double %3530)
  %3532 = fmul fast double %3531, %3528
  %3533 = fmul fast double %3525, %3525
  %3534 = fmul fast double %3533, 1.000000e-01
  %3535 = fadd fast double %3532, %3534
  store double %3535, ptr %3527, align 8, !tbaa !9
  %3536 = add nuw nsw i64 %3496, 4
  %3537 = add i64 %3497, 4
  %3538 = icmp eq i64 %3537, %2174
  br i1 %3538, label %3539, label %3494, !llvm.loop !44

3539:                                             ; preds = %3494, %3493
  %3540 = phi double [ %3428, %3493 ], [ %3535, %3494 ]
  %3541 = phi i64 [ 1, %3493 ], [ %3536, %3494 ]
  br i1 %2175, label %3558, label %3542

3542:                                             ; preds = %3539, %3542
  %3543 = phi double [ %3554, %3542 ], [ %3540, %3539 ]
  %3544 = phi i64 [ %3555, %3542 ], [ %3541, %3539 ]
  %3545 = phi i64 [ %3556, %3542 ], [ 0, %3539 ]
  %3546 = getelementptr inbounds double, ptr %11, i64 %3544
  %3547 = load double, ptr %3546, align 8, !tbaa !9
  %3548 = getelementptr double, ptr %2740, i64 %3544
  %3549 = load double, ptr %3548, align 8, !tbaa !9
  %3550 = call fast double @llvm.cos.f64(double %3549)
  %3551 = fmul fast double %3550, %3547
  %3552 = fmul fast double %3543, %3543
  %3553 = fmul fast double %3552, 1.000000e-01
  %3554 = fadd fast double %3551, %3553
  store double %3554, ptr %3546, align 8, !tbaa !9
  %3555 = add nuw nsw i64 %3544, 1
  %3556 = add i64 %3545, 1
  %3557 = icmp eq i64 %3556, %2172
  br i1 %3557, label %3558, label %3542, !llvm.loop !62

3558:                                             ; preds = %3542, %3539
  br i1 %2177, label %3604, label %3559

3559:                                             ; preds = %3558, %3559
  %3560 = phi double [ %3600, %3559 ], [ %3428, %3558 ]
  %3561 = phi i64 [ %3601, %3559 ], [ 1, %3558 ]
  %3562 = phi i64 [ %3602, %3559 ], [ 0, %3558 ]
  %3563 = getelementptr inbounds double, ptr %11, i64 %3561
  %3564 = load double, ptr %3563, align 8, !tbaa !9
  %3565 = getelementptr double, ptr %2740, i64 %3561
  %3566 = load double, ptr %3565, align 8, !tbaa !9
  %3567 = call fast double @llvm.cos.f64(double %3566)
  %3568 = fmul fast double %3567, %3564
  %3569 = fmul fast double %3560, %3560
  %3570 = fmul fast double %3569, 1.000000e-01
  %3571 = fadd fast double %3568, %3570
  store double %3571, ptr %3563, align 8, !tbaa !9
  %3572 = getelementptr inbounds double, ptr %211, i64 %3561
  %3573 = load double, ptr %3572, align 8, !tbaa !9
  %3574 = getelementptr double, ptr %2739, i64 %3561
  %3575 = load double, ptr %3574, align 8, !tbaa !9
  %3576 = call fast double @llvm.cos.f64(double %3575)
  %3577 = fmul fast double %3576, %3573
  %3578 = fmul fast double %3571, %3571
  %3579 = fmul fast double %3578, 1.000000e-01
  %3580 = fadd fast double %3577, %3579
  store double %3580, ptr %3572, align 8, !tbaa !9
  %3581 = add nuw nsw i64 %3561, 2
  %3582 = getelementptr inbounds double, ptr %11, i64 %3581
  %3583 = load double, ptr %3582, align 8, !tbaa !9
  %3584 = getelementptr double, ptr %2740, i64 %3581
  %3585 = load double, ptr %3584, align 8, !tbaa !9
  %3586 = call fast double @llvm.cos.f64(double %3585)
  %3587 = fmul fast double %3586, %3583
  %3588 = fmul fast double %3580, %3580
  %3589 = fmul fast double %3588, 1.000000e-01
  %3590 = fadd fast double %3587, %3589
  store double %3590, ptr %3582, align 8, !tbaa !9
  %3591 = add nuw nsw i64 %3561, 3
  %3592 = getelementptr inbounds double, ptr %11, i64 %3591
  %3593 = load double, ptr %3592, align 8, !tbaa !9
  %3594 = getelementptr double, ptr %2740, i64 %3591
  %3595 = load double, ptr %3594, align 8, !tbaa !9
  %3596 = call fast double @llvm.cos.f64(double %3595)
  %3597 = fmul fast double %3596, %3593
  %3598 = fmul fast double %3590, %3590
  %3599 = fmul fast double %3598, 1.000000e-01
  %3600 = fadd fast double %3597, %3599
  store double %3600, ptr %3592, align 8, !tbaa !9
  %3601 = add nuw nsw i64 %3561, 4
  %3602 = add i64 %3562, 4
  %3603 = icmp eq i64 %3602, %2178
  br i1 %3603, label %3604, label %3559, !llvm.loop !44

3604:                                             ; preds = %3559, %3558
  %3605 = phi double [ %3428, %3558 ], [ %3600, %3559 ]
  %3606 = phi i64 [ 1, %3558 ], [ %3601, %3559 ]
  br i1 %2179, label %3623, label %3607

3607:                                             ; preds = %3604, %3607
  %3608 = phi double [ %3619, %3607 ], [ %3605, %3604 ]
  %3609 = phi i64 [ %3620, %3607 ], [ %3606, %3604 ]
  %3610 = phi i64 [ %3621, %3607 ], [ 0, %3604 ]
  %3611 = getelementptr inbounds double, ptr %11, i64 %3609
  %3612 = load double, ptr %3611, align 8, !tbaa !9
  %3613 = getelementptr double, ptr %2740, i64 %3609
  %3614 = load double, ptr %3613, align 8, !tbaa !9
  %3615 = call fast double @llvm.cos.f64(double %3614)
  %3616 = fmul fast double %3615, %3612
  %3617 = fmul fast double %3608, %3608
  %3618 = fmul fast double %3617, 1.000000e-01
  %3619 = fadd fast double %3616, %3618
  store double %3619, ptr %3611, align 8, !tbaa !9
  %3620 = add nuw nsw i64 %3609, 1
  %3621 = add i64 %3610, 1
  %3622 = icmp eq i64 %3621, %2176
  br i1 %3622, label %3623, label %3607, !llvm.loop !63

3623:                                             ; preds = %3607, %3604
  br label %3624

3624:                                             ; preds = %3623, %3624
  %3625 = phi i64 [ %3633, %3624 ], [ 0, %3623 ]
  %3626 = phi double [ %3632, %3624 ], [ 0.000000e+00, %3623 ]
  %3627 = getelementptr inbounds double, ptr %2743, i64 %3625
  %3628 = load double, ptr %3627, align 8, !tbaa !9
  %3629 = getelementptr inbounds [7 x double], ptr %11, i64 0, i64 %3625
  %3630 = load double, ptr %3629, align 8, !tbaa !9
  %3631 = fmul fast double %3630, %3628
  %3632 = fadd fast double %3631, %3626
  %3633 = add nuw nsw i64 %3625, 1
  %3634 = icmp eq i64 %3633, %251
  br i1 %3634, label %3635, label %3624, !llvm.loop !64

3635:                                             ; preds = %3624
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %11) #15
  %3636 = fsub fast double %3423, %3632
  %3637 = fmul fast double %3210, 2.000000e-06
  %3638 = fdiv fast double %3636, %3637
  %3639 = getelementptr inbounds [3 x [7 x double]], ptr %54, i64 0, i64 %2742, i64 %2747
  %3640 = load double, ptr %3639, align 8, !tbaa !9
  %3641 = call fast double @llvm.fabs.f64(double %3638)
  %3642 = call fast double @llvm.maxnum.f64(double %3641, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %3640, ptr %10, align 8, !tbaa !9
  %3643 = load volatile double, ptr %10, align 8, !tbaa !9
  %3644 = call double @llvm.fabs.f64(double %3643)
  %3645 = fcmp ueq double %3644, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %3645, label %3659, label %3646

3646:                                             ; preds = %3635
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %3638, ptr %9, align 8, !tbaa !9
  %3647 = load volatile double, ptr %9, align 8, !tbaa !9
  %3648 = call double @llvm.fabs.f64(double %3647)
  %3649 = fcmp ueq double %3648, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %3649, label %3659, label %3650

3650:                                             ; preds = %3646
  %3651 = fsub fast double %3640, %3638
  %3652 = call fast double @llvm.fabs.f64(double %3651)
  %3653 = fmul fast double %3642, 0x3EB0C6F7A0B5ED8D
  %3654 = fcmp fast ole double %3652, %3653
  %3655 = freeze i1 %3654
  br i1 %3655, label %3656, label %3659

3656:                                             ; preds = %3650
  %3657 = trunc nuw i64 %3180 to i32
  %3658 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %3657, double noundef nofpclass(nan inf) %3640, double noundef nofpclass(nan inf) %3638, ptr noundef nonnull @.str.18)
  br label %3664

3659:                                             ; preds = %3650, %3646, %3635
  %3660 = trunc nuw i64 %3180 to i32
  %3661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %3660, double noundef nofpclass(nan inf) %3640, double noundef nofpclass(nan inf) %3638, ptr noundef nonnull @.str.19)
  %3662 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3663 = add nsw i32 %3662, 1
  store i32 %3663, ptr @n_fail, align 4, !tbaa !11
  br label %3664

3664:                                             ; preds = %3659, %3656
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %61) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %60) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %59) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %58) #15
  %3665 = add nuw nsw i64 %2747, 1
  %3666 = icmp eq i64 %3665, %2117
  br i1 %3666, label %3667, label %2746, !llvm.loop !65

3667:                                             ; preds = %3664
  %3668 = add nuw nsw i64 %2742, 1
  %3669 = icmp eq i64 %3668, 3
  br i1 %3669, label %3702, label %2741, !llvm.loop !66

3670:                                             ; preds = %2729, %3699
  %3671 = phi i64 [ %3700, %3699 ], [ 0, %2729 ]
  %3672 = getelementptr inbounds [7 x double], ptr %51, i64 0, i64 %3671
  %3673 = load double, ptr %3672, align 8, !tbaa !9
  %3674 = getelementptr inbounds [7 x double], ptr %56, i64 0, i64 %3671
  %3675 = load double, ptr %3674, align 8, !tbaa !9
  %3676 = call fast double @llvm.fabs.f64(double %3675)
  %3677 = call fast double @llvm.maxnum.f64(double %3676, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %3673, ptr %22, align 8, !tbaa !9
  %3678 = load volatile double, ptr %22, align 8, !tbaa !9
  %3679 = call double @llvm.fabs.f64(double %3678)
  %3680 = fcmp ueq double %3679, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %3680, label %3694, label %3681

3681:                                             ; preds = %3670
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %3675, ptr %21, align 8, !tbaa !9
  %3682 = load volatile double, ptr %21, align 8, !tbaa !9
  %3683 = call double @llvm.fabs.f64(double %3682)
  %3684 = fcmp ueq double %3683, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %3684, label %3694, label %3685

3685:                                             ; preds = %3681
  %3686 = fsub fast double %3673, %3675
  %3687 = call fast double @llvm.fabs.f64(double %3686)
  %3688 = fmul fast double %3677, 0x3D719799812DEA11
  %3689 = fcmp fast ole double %3687, %3688
  %3690 = freeze i1 %3689
  br i1 %3690, label %3691, label %3694

3691:                                             ; preds = %3685
  %3692 = trunc nuw nsw i64 %3671 to i32
  %3693 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %3692, double noundef nofpclass(nan inf) %3673, double noundef nofpclass(nan inf) %3675, ptr noundef nonnull @.str.18)
  br label %3699

3694:                                             ; preds = %3685, %3681, %3670
  %3695 = trunc nuw nsw i64 %3671 to i32
  %3696 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %3695, double noundef nofpclass(nan inf) %3673, double noundef nofpclass(nan inf) %3675, ptr noundef nonnull @.str.19)
  %3697 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3698 = add nsw i32 %3697, 1
  store i32 %3698, ptr @n_fail, align 4, !tbaa !11
  br label %3699

3699:                                             ; preds = %3691, %3694
  %3700 = add nuw nsw i64 %3671, 1
  %3701 = icmp eq i64 %3700, %2116
  br i1 %3701, label %2730, label %3670, !llvm.loop !67

3702:                                             ; preds = %3667
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %57) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %56) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %55) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %54) #15
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %53) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %52) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %51) #15
  br i1 %2375, label %2374, label %2247, !llvm.loop !68

3703:                                             ; preds = %3781, %3784
  %3704 = zext nneg i32 %1132 to i64
  br label %3790

3705:                                             ; preds = %2358
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %2337, ptr %7, align 8, !tbaa !9
  %3706 = load volatile double, ptr %7, align 8, !tbaa !9
  %3707 = call double @llvm.fabs.f64(double %3706)
  %3708 = fcmp ueq double %3707, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %3708, label %3717, label %3709

3709:                                             ; preds = %3705
  %3710 = fsub fast double %2370, %2337
  %3711 = call fast double @llvm.fabs.f64(double %3710)
  %3712 = fcmp fast ole double %3711, %2366
  %3713 = freeze i1 %3712
  br i1 %3713, label %3714, label %3717

3714:                                             ; preds = %3709
  %3715 = trunc nuw nsw i64 %2363 to i32
  %3716 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3715, double noundef nofpclass(nan inf) %2370, double noundef nofpclass(nan inf) %2337, ptr noundef nonnull @.str.18)
  br label %3722

3717:                                             ; preds = %3709, %3705, %2358
  %3718 = trunc nuw nsw i64 %2363 to i32
  %3719 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3718, double noundef nofpclass(nan inf) %2370, double noundef nofpclass(nan inf) %2337, ptr noundef nonnull @.str.19)
  %3720 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3721 = add nsw i32 %3720, 1
  store i32 %3721, ptr @n_fail, align 4, !tbaa !11
  br label %3722

3722:                                             ; preds = %3714, %3717
  %3723 = load double, ptr %166, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3723, ptr %6, align 8, !tbaa !9
  %3724 = load volatile double, ptr %6, align 8, !tbaa !9
  %3725 = call double @llvm.fabs.f64(double %3724)
  %3726 = fcmp ueq double %3725, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %3726, label %3739, label %3727

3727:                                             ; preds = %3722
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %2362, ptr %5, align 8, !tbaa !9
  %3728 = load volatile double, ptr %5, align 8, !tbaa !9
  %3729 = call double @llvm.fabs.f64(double %3728)
  %3730 = fcmp ueq double %3729, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %3730, label %3739, label %3731

3731:                                             ; preds = %3727
  %3732 = fsub fast double %3723, %2362
  %3733 = call fast double @llvm.fabs.f64(double %3732)
  %3734 = fcmp fast ole double %3733, %2369
  %3735 = freeze i1 %3734
  br i1 %3735, label %3736, label %3739

3736:                                             ; preds = %3731
  %3737 = trunc nuw nsw i64 %2363 to i32
  %3738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3737, double noundef nofpclass(nan inf) %3723, double noundef nofpclass(nan inf) %2362, ptr noundef nonnull @.str.18)
  br label %3744

3739:                                             ; preds = %3731, %3727, %3722
  %3740 = trunc nuw nsw i64 %2363 to i32
  %3741 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3740, double noundef nofpclass(nan inf) %3723, double noundef nofpclass(nan inf) %2362, ptr noundef nonnull @.str.19)
  %3742 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3743 = add nsw i32 %3742, 1
  store i32 %3743, ptr @n_fail, align 4, !tbaa !11
  br label %3744

3744:                                             ; preds = %3736, %3739
  %3745 = or disjoint i64 %2363, 1
  %3746 = load double, ptr %183, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %3746, ptr %8, align 8, !tbaa !9
  %3747 = load volatile double, ptr %8, align 8, !tbaa !9
  %3748 = call double @llvm.fabs.f64(double %3747)
  %3749 = fcmp ueq double %3748, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %3749, label %3762, label %3750

3750:                                             ; preds = %3744
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %2337, ptr %7, align 8, !tbaa !9
  %3751 = load volatile double, ptr %7, align 8, !tbaa !9
  %3752 = call double @llvm.fabs.f64(double %3751)
  %3753 = fcmp ueq double %3752, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %3753, label %3762, label %3754

3754:                                             ; preds = %3750
  %3755 = fsub fast double %3746, %2337
  %3756 = call fast double @llvm.fabs.f64(double %3755)
  %3757 = fcmp fast ole double %3756, %2366
  %3758 = freeze i1 %3757
  br i1 %3758, label %3759, label %3762

3759:                                             ; preds = %3754
  %3760 = trunc nuw nsw i64 %3745 to i32
  %3761 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3760, double noundef nofpclass(nan inf) %3746, double noundef nofpclass(nan inf) %2337, ptr noundef nonnull @.str.18)
  br label %3767

3762:                                             ; preds = %3754, %3750, %3744
  %3763 = trunc nuw nsw i64 %3745 to i32
  %3764 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %3763, double noundef nofpclass(nan inf) %3746, double noundef nofpclass(nan inf) %2337, ptr noundef nonnull @.str.19)
  %3765 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3766 = add nsw i32 %3765, 1
  store i32 %3766, ptr @n_fail, align 4, !tbaa !11
  br label %3767

3767:                                             ; preds = %3762, %3759
  %3768 = load double, ptr %184, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3768, ptr %6, align 8, !tbaa !9
  %3769 = load volatile double, ptr %6, align 8, !tbaa !9
  %3770 = call double @llvm.fabs.f64(double %3769)
  %3771 = fcmp ueq double %3770, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %3771, label %3784, label %3772

3772:                                             ; preds = %3767
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %2362, ptr %5, align 8, !tbaa !9
  %3773 = load volatile double, ptr %5, align 8, !tbaa !9
  %3774 = call double @llvm.fabs.f64(double %3773)
  %3775 = fcmp ueq double %3774, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %3775, label %3784, label %3776

3776:                                             ; preds = %3772
  %3777 = fsub fast double %3768, %2362
  %3778 = call fast double @llvm.fabs.f64(double %3777)
  %3779 = fcmp fast ole double %3778, %2369
  %3780 = freeze i1 %3779
  br i1 %3780, label %3781, label %3784

3781:                                             ; preds = %3776
  %3782 = trunc nuw nsw i64 %3745 to i32
  %3783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3782, double noundef nofpclass(nan inf) %3768, double noundef nofpclass(nan inf) %2362, ptr noundef nonnull @.str.18)
  br label %3703

3784:                                             ; preds = %3776, %3772, %3767
  %3785 = trunc nuw nsw i64 %3745 to i32
  %3786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %3785, double noundef nofpclass(nan inf) %3768, double noundef nofpclass(nan inf) %2362, ptr noundef nonnull @.str.19)
  %3787 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3788 = add nsw i32 %3787, 1
  store i32 %3788, ptr @n_fail, align 4, !tbaa !11
  br label %3703

3789:                                             ; preds = %3900
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %63) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %62) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #15
  br i1 %219, label %218, label %212, !llvm.loop !69

3790:                                             ; preds = %3703, %3900
  %3791 = phi i64 [ 0, %3703 ], [ %3901, %3900 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %65) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %66) #15
  %3792 = getelementptr inbounds [7 x double], ptr %43, i64 0, i64 %3791
  %3793 = load double, ptr %3792, align 8, !tbaa !9
  %3794 = call fast double @llvm.fabs.f64(double %3793)
  %3795 = call fast double @llvm.maxnum.f64(double %3794, double 1.000000e+00)
  %3796 = fmul fast double %3795, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %65, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %66, ptr noundef nonnull align 16 dereferenceable(56) %43, i64 56, i1 false)
  %3797 = getelementptr inbounds [7 x double], ptr %65, i64 0, i64 %3791
  %3798 = load double, ptr %3797, align 8, !tbaa !9
  %3799 = fadd fast double %3798, %3796
  store double %3799, ptr %3797, align 8, !tbaa !9
  %3800 = getelementptr inbounds [7 x double], ptr %66, i64 0, i64 %3791
  %3801 = load double, ptr %3800, align 8, !tbaa !9
  %3802 = fsub fast double %3801, %3796
  store double %3802, ptr %3800, align 8, !tbaa !9
  %3803 = load i32, ptr @calls, align 4, !tbaa !11
  br label %3804

3804:                                             ; preds = %3804, %3790
  %3805 = phi i64 [ 0, %3790 ], [ %3821, %3804 ]
  %3806 = phi double [ 0.000000e+00, %3790 ], [ %3820, %3804 ]
  %3807 = getelementptr inbounds double, ptr %65, i64 %3805
  %3808 = load double, ptr %3807, align 8, !tbaa !9
  %3809 = fmul fast double %3808, %3808
  %3810 = fmul fast double %3809, 0x3FE6666666666666
  %3811 = fadd fast double %3810, 1.000000e+00
  %3812 = call fast double @llvm.log.f64(double %3811)
  %3813 = trunc nuw nsw i64 %3805 to i32
  %3814 = uitofp nneg i32 %3813 to double
  %3815 = fmul fast double %3814, -4.000000e-01
  %3816 = call fast double @llvm.cos.f64(double %3815)
  %3817 = fmul fast double %3812, %3816
  %3818 = fmul fast double %3808, 0x3FD1EB851EB851EB
  %3819 = fsub fast double %3806, %3818
  %3820 = fadd fast double %3817, %3819
  %3821 = add nuw nsw i64 %3805, 1
  %3822 = icmp eq i64 %3821, %251
  br i1 %3822, label %3823, label %3804, !llvm.loop !70

3823:                                             ; preds = %3804
  %3824 = add nsw i32 %3803, 2
  store i32 %3824, ptr @calls, align 4, !tbaa !11
  br label %3825

3825:                                             ; preds = %3825, %3823
  %3826 = phi i64 [ 0, %3823 ], [ %3842, %3825 ]
  %3827 = phi double [ 0.000000e+00, %3823 ], [ %3841, %3825 ]
  %3828 = getelementptr inbounds double, ptr %66, i64 %3826
  %3829 = load double, ptr %3828, align 8, !tbaa !9
  %3830 = fmul fast double %3829, %3829
  %3831 = fmul fast double %3830, 0x3FE6666666666666
  %3832 = fadd fast double %3831, 1.000000e+00
  %3833 = call fast double @llvm.log.f64(double %3832)
  %3834 = trunc nuw nsw i64 %3826 to i32
  %3835 = uitofp nneg i32 %3834 to double
  %3836 = fmul fast double %3835, -4.000000e-01
  %3837 = call fast double @llvm.cos.f64(double %3836)
  %3838 = fmul fast double %3833, %3837
  %3839 = fmul fast double %3829, 0x3FD1EB851EB851EB
  %3840 = fsub fast double %3827, %3839
  %3841 = fadd fast double %3838, %3840
  %3842 = add nuw nsw i64 %3826, 1
  %3843 = icmp eq i64 %3842, %251
  br i1 %3843, label %3844, label %3825, !llvm.loop !71

3844:                                             ; preds = %3825
  %3845 = fmul fast double %3820, %3820
  %3846 = fmul fast double %3841, %3841
  %3847 = fsub fast double %3845, %3846
  %3848 = fmul fast double %3795, 2.000000e-06
  %3849 = fdiv fast double %3847, %3848
  %3850 = add nuw nsw i64 %3791, %2363
  %3851 = getelementptr inbounds [7 x double], ptr %62, i64 0, i64 %3791
  %3852 = load double, ptr %3851, align 8, !tbaa !9
  %3853 = call fast double @llvm.fabs.f64(double %3849)
  %3854 = call fast double @llvm.maxnum.f64(double %3853, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %3852, ptr %4, align 8, !tbaa !9
  %3855 = load volatile double, ptr %4, align 8, !tbaa !9
  %3856 = call double @llvm.fabs.f64(double %3855)
  %3857 = fcmp ueq double %3856, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %3857, label %3871, label %3858

3858:                                             ; preds = %3844
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %3849, ptr %3, align 8, !tbaa !9
  %3859 = load volatile double, ptr %3, align 8, !tbaa !9
  %3860 = call double @llvm.fabs.f64(double %3859)
  %3861 = fcmp ueq double %3860, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %3861, label %3871, label %3862

3862:                                             ; preds = %3858
  %3863 = fsub fast double %3852, %3849
  %3864 = call fast double @llvm.fabs.f64(double %3863)
  %3865 = fmul fast double %3854, 0x3EB0C6F7A0B5ED8D
  %3866 = fcmp fast ole double %3864, %3865
  %3867 = freeze i1 %3866
  br i1 %3867, label %3868, label %3871

3868:                                             ; preds = %3862
  %3869 = trunc nuw i64 %3850 to i32
  %3870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %3869, double noundef nofpclass(nan inf) %3852, double noundef nofpclass(nan inf) %3849, ptr noundef nonnull @.str.18)
  br label %3876

3871:                                             ; preds = %3862, %3858, %3844
  %3872 = trunc nuw i64 %3850 to i32
  %3873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %3872, double noundef nofpclass(nan inf) %3852, double noundef nofpclass(nan inf) %3849, ptr noundef nonnull @.str.19)
  %3874 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3875 = add nsw i32 %3874, 1
  store i32 %3875, ptr @n_fail, align 4, !tbaa !11
  br label %3876

3876:                                             ; preds = %3868, %3871
  %3877 = getelementptr inbounds [7 x double], ptr %63, i64 0, i64 %3791
  %3878 = load double, ptr %3877, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %3878, ptr %2, align 8, !tbaa !9
  %3879 = load volatile double, ptr %2, align 8, !tbaa !9
  %3880 = call double @llvm.fabs.f64(double %3879)
  %3881 = fcmp ueq double %3880, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %3881, label %3895, label %3882

3882:                                             ; preds = %3876
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %3849, ptr %1, align 8, !tbaa !9
  %3883 = load volatile double, ptr %1, align 8, !tbaa !9
  %3884 = call double @llvm.fabs.f64(double %3883)
  %3885 = fcmp ueq double %3884, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %3885, label %3895, label %3886

3886:                                             ; preds = %3882
  %3887 = fsub fast double %3878, %3849
  %3888 = call fast double @llvm.fabs.f64(double %3887)
  %3889 = fmul fast double %3854, 0x3EB0C6F7A0B5ED8D
  %3890 = fcmp fast ole double %3888, %3889
  %3891 = freeze i1 %3890
  br i1 %3891, label %3892, label %3895

3892:                                             ; preds = %3886
  %3893 = trunc nuw i64 %3850 to i32
  %3894 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %3893, double noundef nofpclass(nan inf) %3878, double noundef nofpclass(nan inf) %3849, ptr noundef nonnull @.str.18)
  br label %3900

3895:                                             ; preds = %3886, %3882, %3876
  %3896 = trunc nuw i64 %3850 to i32
  %3897 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %3896, double noundef nofpclass(nan inf) %3878, double noundef nofpclass(nan inf) %3849, ptr noundef nonnull @.str.19)
  %3898 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3899 = add nsw i32 %3898, 1
  store i32 %3899, ptr @n_fail, align 4, !tbaa !11
  br label %3900

3900:                                             ; preds = %3892, %3895
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %66) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %65) #15
  %3901 = add nuw nsw i64 %3791, 1
  %3902 = icmp eq i64 %3901, %3704
  br i1 %3902, label %3789, label %3790, !llvm.loop !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = sext i32 %2 to i64
  %8 = shl nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #16
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
  br i1 %36, label %275, label %37, !llvm.loop !73

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
  br i1 %220, label %221, label %58, !llvm.loop !74

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
  br i1 %246, label %247, label %229, !llvm.loop !75

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
  br i1 %274, label %13, label %251, !llvm.loop !13

275:                                              ; preds = %27, %15, %18, %13
  tail call void @free(ptr noundef %9) #15
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = alloca [8 x double], align 16
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #15
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
  br i1 %39, label %40, label %32, !llvm.loop !76

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
  br i1 %55, label %56, label %48, !llvm.loop !76

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
  br i1 %72, label %73, label %65, !llvm.loop !76

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
  br i1 %89, label %90, label %82, !llvm.loop !76

90:                                               ; preds = %82
  %91 = add nsw i32 %2, -4
  %92 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %91)
  %93 = fadd fast double %92, %87
  br label %94

94:                                               ; preds = %17, %90
  %95 = phi double [ %27, %17 ], [ %93, %90 ]
  %96 = getelementptr inbounds i8, ptr %1, i64 24
  store double %95, ptr %96, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #15
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #6 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = icmp eq i32 %3, 0
  %8 = select i1 %7, ptr %0, ptr %1
  %9 = icmp sgt i32 %2, 1
  br i1 %9, label %10, label %230

10:                                               ; preds = %4
  %11 = zext nneg i32 %2 to i64
  %12 = load double, ptr %0, align 8, !tbaa !9
  %13 = getelementptr i8, ptr %8, i64 -8
  %14 = add nsw i64 %11, -1
  %15 = add nsw i64 %11, -2
  %16 = and i64 %14, 3
  %17 = icmp ult i64 %15, 3
  br i1 %17, label %66, label %18

18:                                               ; preds = %10
  %19 = and i64 %14, -4
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi double [ %12, %18 ], [ %62, %21 ]
  %23 = phi i64 [ 1, %18 ], [ %63, %21 ]
  %24 = phi i64 [ 0, %18 ], [ %64, %21 ]
  %25 = getelementptr inbounds double, ptr %0, i64 %23
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = getelementptr double, ptr %13, i64 %23
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = tail call fast double @llvm.cos.f64(double %28)
  %30 = fmul fast double %29, %26
  %31 = fmul fast double %22, %22
  %32 = fmul fast double %31, 1.000000e-01
  %33 = fadd fast double %32, %30
  store double %33, ptr %25, align 8, !tbaa !9
  %34 = getelementptr inbounds double, ptr %20, i64 %23
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr double, ptr %8, i64 %23
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call fast double @llvm.cos.f64(double %37)
  %39 = fmul fast double %38, %35
  %40 = fmul fast double %33, %33
  %41 = fmul fast double %40, 1.000000e-01
  %42 = fadd fast double %41, %39
  store double %42, ptr %34, align 8, !tbaa !9
  %43 = add nuw nsw i64 %23, 2
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = getelementptr double, ptr %13, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call fast double @llvm.cos.f64(double %47)
  %49 = fmul fast double %48, %45
  %50 = fmul fast double %42, %42
  %51 = fmul fast double %50, 1.000000e-01
  %52 = fadd fast double %51, %49
  store double %52, ptr %44, align 8, !tbaa !9
  %53 = add nuw nsw i64 %23, 3
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr double, ptr %13, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call fast double @llvm.cos.f64(double %57)
  %59 = fmul fast double %58, %55
  %60 = fmul fast double %52, %52
  %61 = fmul fast double %60, 1.000000e-01
  %62 = fadd fast double %61, %59
  store double %62, ptr %54, align 8, !tbaa !9
  %63 = add nuw nsw i64 %23, 4
  %64 = add i64 %24, 4
  %65 = icmp eq i64 %64, %19
  br i1 %65, label %66, label %21, !llvm.loop !44

66:                                               ; preds = %21, %10
  %67 = phi double [ %12, %10 ], [ %62, %21 ]
  %68 = phi i64 [ 1, %10 ], [ %63, %21 ]
  %69 = icmp eq i64 %16, 0
  br i1 %69, label %86, label %70

70:                                               ; preds = %66, %70
  %71 = phi double [ %82, %70 ], [ %67, %66 ]
  %72 = phi i64 [ %83, %70 ], [ %68, %66 ]
  %73 = phi i64 [ %84, %70 ], [ 0, %66 ]
  %74 = getelementptr inbounds double, ptr %0, i64 %72
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = getelementptr double, ptr %13, i64 %72
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = tail call fast double @llvm.cos.f64(double %77)
  %79 = fmul fast double %78, %75
  %80 = fmul fast double %71, %71
  %81 = fmul fast double %80, 1.000000e-01
  %82 = fadd fast double %81, %79
  store double %82, ptr %74, align 8, !tbaa !9
  %83 = add nuw nsw i64 %72, 1
  %84 = add i64 %73, 1
  %85 = icmp eq i64 %84, %16
  br i1 %85, label %86, label %70, !llvm.loop !77

86:                                               ; preds = %70, %66
  %87 = getelementptr i8, ptr %8, i64 -8
  %88 = and i64 %14, 3
  %89 = icmp ult i64 %15, 3
  br i1 %89, label %138, label %90

90:                                               ; preds = %86
  %91 = and i64 %14, -4
  %92 = getelementptr inbounds i8, ptr %0, i64 8
  br label %93

93:                                               ; preds = %93, %90
  %94 = phi double [ %12, %90 ], [ %134, %93 ]
  %95 = phi i64 [ 1, %90 ], [ %135, %93 ]
  %96 = phi i64 [ 0, %90 ], [ %136, %93 ]
  %97 = getelementptr inbounds double, ptr %0, i64 %95
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = getelementptr double, ptr %87, i64 %95
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = tail call fast double @llvm.cos.f64(double %100)
  %102 = fmul fast double %101, %98
  %103 = fmul fast double %94, %94
  %104 = fmul fast double %103, 1.000000e-01
  %105 = fadd fast double %104, %102
  store double %105, ptr %97, align 8, !tbaa !9
  %106 = getelementptr inbounds double, ptr %92, i64 %95
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = getelementptr double, ptr %8, i64 %95
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = tail call fast double @llvm.cos.f64(double %109)
  %111 = fmul fast double %110, %107
  %112 = fmul fast double %105, %105
  %113 = fmul fast double %112, 1.000000e-01
  %114 = fadd fast double %113, %111
  store double %114, ptr %106, align 8, !tbaa !9
  %115 = add nuw nsw i64 %95, 2
  %116 = getelementptr inbounds double, ptr %0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = getelementptr double, ptr %87, i64 %115
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = tail call fast double @llvm.cos.f64(double %119)
  %121 = fmul fast double %120, %117
  %122 = fmul fast double %114, %114
  %123 = fmul fast double %122, 1.000000e-01
  %124 = fadd fast double %123, %121
  store double %124, ptr %116, align 8, !tbaa !9
  %125 = add nuw nsw i64 %95, 3
  %126 = getelementptr inbounds double, ptr %0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = getelementptr double, ptr %87, i64 %125
  %129 = load double, ptr %128, align 8, !tbaa !9
  %130 = tail call fast double @llvm.cos.f64(double %129)
  %131 = fmul fast double %130, %127
  %132 = fmul fast double %124, %124
  %133 = fmul fast double %132, 1.000000e-01
  %134 = fadd fast double %133, %131
  store double %134, ptr %126, align 8, !tbaa !9
  %135 = add nuw nsw i64 %95, 4
  %136 = add i64 %96, 4
  %137 = icmp eq i64 %136, %91
  br i1 %137, label %138, label %93, !llvm.loop !44

138:                                              ; preds = %93, %86
  %139 = phi double [ %12, %86 ], [ %134, %93 ]
  %140 = phi i64 [ 1, %86 ], [ %135, %93 ]
  %141 = icmp eq i64 %88, 0
  br i1 %141, label %158, label %142

142:                                              ; preds = %138, %142
  %143 = phi double [ %154, %142 ], [ %139, %138 ]
  %144 = phi i64 [ %155, %142 ], [ %140, %138 ]
  %145 = phi i64 [ %156, %142 ], [ 0, %138 ]
  %146 = getelementptr inbounds double, ptr %0, i64 %144
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = getelementptr double, ptr %87, i64 %144
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = tail call fast double @llvm.cos.f64(double %149)
  %151 = fmul fast double %150, %147
  %152 = fmul fast double %143, %143
  %153 = fmul fast double %152, 1.000000e-01
  %154 = fadd fast double %153, %151
  store double %154, ptr %146, align 8, !tbaa !9
  %155 = add nuw nsw i64 %144, 1
  %156 = add i64 %145, 1
  %157 = icmp eq i64 %156, %88
  br i1 %157, label %158, label %142, !llvm.loop !78

158:                                              ; preds = %142, %138
  %159 = getelementptr i8, ptr %8, i64 -8
  %160 = and i64 %14, 3
  %161 = icmp ult i64 %15, 3
  br i1 %161, label %210, label %162

162:                                              ; preds = %158
  %163 = and i64 %14, -4
  %164 = getelementptr inbounds i8, ptr %0, i64 8
  br label %165

165:                                              ; preds = %165, %162
  %166 = phi double [ %12, %162 ], [ %206, %165 ]
  %167 = phi i64 [ 1, %162 ], [ %207, %165 ]
  %168 = phi i64 [ 0, %162 ], [ %208, %165 ]
  %169 = getelementptr inbounds double, ptr %0, i64 %167
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = getelementptr double, ptr %159, i64 %167
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = tail call fast double @llvm.cos.f64(double %172)
  %174 = fmul fast double %173, %170
  %175 = fmul fast double %166, %166
  %176 = fmul fast double %175, 1.000000e-01
  %177 = fadd fast double %176, %174
  store double %177, ptr %169, align 8, !tbaa !9
  %178 = getelementptr inbounds double, ptr %164, i64 %167
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = getelementptr double, ptr %8, i64 %167
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = tail call fast double @llvm.cos.f64(double %181)
  %183 = fmul fast double %182, %179
  %184 = fmul fast double %177, %177
  %185 = fmul fast double %184, 1.000000e-01
  %186 = fadd fast double %185, %183
  store double %186, ptr %178, align 8, !tbaa !9
  %187 = add nuw nsw i64 %167, 2
  %188 = getelementptr inbounds double, ptr %0, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = getelementptr double, ptr %159, i64 %187
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = tail call fast double @llvm.cos.f64(double %191)
  %193 = fmul fast double %192, %189
  %194 = fmul fast double %186, %186
  %195 = fmul fast double %194, 1.000000e-01
  %196 = fadd fast double %195, %193
  store double %196, ptr %188, align 8, !tbaa !9
  %197 = add nuw nsw i64 %167, 3
  %198 = getelementptr inbounds double, ptr %0, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = getelementptr double, ptr %159, i64 %197
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = tail call fast double @llvm.cos.f64(double %201)
  %203 = fmul fast double %202, %199
  %204 = fmul fast double %196, %196
  %205 = fmul fast double %204, 1.000000e-01
  %206 = fadd fast double %205, %203
  store double %206, ptr %198, align 8, !tbaa !9
  %207 = add nuw nsw i64 %167, 4
  %208 = add i64 %168, 4
  %209 = icmp eq i64 %208, %163
  br i1 %209, label %210, label %165, !llvm.loop !44

210:                                              ; preds = %165, %158
  %211 = phi double [ %12, %158 ], [ %206, %165 ]
  %212 = phi i64 [ 1, %158 ], [ %207, %165 ]
  %213 = icmp eq i64 %160, 0
  br i1 %213, label %230, label %214

214:                                              ; preds = %210, %214
  %215 = phi double [ %226, %214 ], [ %211, %210 ]
  %216 = phi i64 [ %227, %214 ], [ %212, %210 ]
  %217 = phi i64 [ %228, %214 ], [ 0, %210 ]
  %218 = getelementptr inbounds double, ptr %0, i64 %216
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = getelementptr double, ptr %159, i64 %216
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = tail call fast double @llvm.cos.f64(double %221)
  %223 = fmul fast double %222, %219
  %224 = fmul fast double %215, %215
  %225 = fmul fast double %224, 1.000000e-01
  %226 = fadd fast double %225, %223
  store double %226, ptr %218, align 8, !tbaa !9
  %227 = add nuw nsw i64 %216, 1
  %228 = add i64 %217, 1
  %229 = icmp eq i64 %228, %160
  br i1 %229, label %230, label %214, !llvm.loop !79

230:                                              ; preds = %210, %214, %4
  ret void
}

declare void @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @fs(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, ptr nocapture noundef readonly %2, i32 noundef %3) #7 {
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %62

8:                                                ; preds = %4
  %9 = fmul fast double %1, %0
  %10 = zext nneg i32 %3 to i64
  %11 = icmp ult i32 %3, 8
  br i1 %11, label %12, label %15

12:                                               ; preds = %58, %8
  %13 = phi i64 [ 0, %8 ], [ %16, %58 ]
  %14 = phi double [ 0.000000e+00, %8 ], [ %60, %58 ]
  br label %65

15:                                               ; preds = %8
  %16 = and i64 %10, 2147483640
  %17 = insertelement <4 x double> poison, double %0, i64 0
  %18 = shufflevector <4 x double> %17, <4 x double> poison, <4 x i32> zeroinitializer
  %19 = insertelement <4 x double> poison, double %1, i64 0
  %20 = shufflevector <4 x double> %19, <4 x double> poison, <4 x i32> zeroinitializer
  %21 = insertelement <4 x double> poison, double %9, i64 0
  %22 = shufflevector <4 x double> %21, <4 x double> poison, <4 x i32> zeroinitializer
  br label %23

23:                                               ; preds = %23, %15
  %24 = phi i64 [ 0, %15 ], [ %55, %23 ]
  %25 = phi <4 x double> [ zeroinitializer, %15 ], [ %53, %23 ]
  %26 = phi <4 x double> [ zeroinitializer, %15 ], [ %54, %23 ]
  %27 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %15 ], [ %56, %23 ]
  %28 = add <4 x i32> %27, <i32 4, i32 4, i32 4, i32 4>
  %29 = getelementptr inbounds double, ptr %2, i64 %24
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = load <4 x double>, ptr %29, align 8, !tbaa !9
  %32 = load <4 x double>, ptr %30, align 8, !tbaa !9
  %33 = fmul fast <4 x double> %31, %31
  %34 = fmul fast <4 x double> %32, %32
  %35 = fmul fast <4 x double> %33, %18
  %36 = fmul fast <4 x double> %34, %18
  %37 = fadd fast <4 x double> %35, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %38 = fadd fast <4 x double> %36, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %39 = tail call fast <4 x double> @llvm.log.v4f64(<4 x double> %37)
  %40 = tail call fast <4 x double> @llvm.log.v4f64(<4 x double> %38)
  %41 = uitofp <4 x i32> %27 to <4 x double>
  %42 = uitofp <4 x i32> %28 to <4 x double>
  %43 = fmul fast <4 x double> %20, %41
  %44 = fmul fast <4 x double> %20, %42
  %45 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %43)
  %46 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %44)
  %47 = fmul fast <4 x double> %39, %45
  %48 = fmul fast <4 x double> %40, %46
  %49 = fmul fast <4 x double> %22, %31
  %50 = fmul fast <4 x double> %22, %32
  %51 = fadd fast <4 x double> %49, %25
  %52 = fadd fast <4 x double> %50, %26
  %53 = fadd fast <4 x double> %51, %47
  %54 = fadd fast <4 x double> %52, %48
  %55 = add nuw i64 %24, 8
  %56 = add <4 x i32> %27, <i32 8, i32 8, i32 8, i32 8>
  %57 = icmp eq i64 %55, %16
  br i1 %57, label %58, label %23, !llvm.loop !80

58:                                               ; preds = %23
  %59 = fadd fast <4 x double> %54, %53
  %60 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %59)
  %61 = icmp eq i64 %16, %10
  br i1 %61, label %62, label %12

62:                                               ; preds = %65, %58, %4
  %63 = phi double [ 0.000000e+00, %4 ], [ %60, %58 ], [ %81, %65 ]
  %64 = fmul fast double %63, %63
  ret double %64

65:                                               ; preds = %12, %65
  %66 = phi i64 [ %82, %65 ], [ %13, %12 ]
  %67 = phi double [ %81, %65 ], [ %14, %12 ]
  %68 = getelementptr inbounds double, ptr %2, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fmul fast double %69, %69
  %71 = fmul fast double %70, %0
  %72 = fadd fast double %71, 1.000000e+00
  %73 = tail call fast double @llvm.log.f64(double %72)
  %74 = trunc nuw nsw i64 %66 to i32
  %75 = uitofp nneg i32 %74 to double
  %76 = fmul fast double %75, %1
  %77 = tail call fast double @llvm.cos.f64(double %76)
  %78 = fmul fast double %73, %77
  %79 = fmul fast double %9, %69
  %80 = fadd fast double %79, %67
  %81 = fadd fast double %80, %78
  %82 = add nuw nsw i64 %66, 1
  %83 = icmp eq i64 %82, %10
  br i1 %83, label %62, label %65, !llvm.loop !81
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc nofpclass(nan inf) double @blend(ptr nocapture noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) unnamed_addr #12 {
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
define internal fastcc nofpclass(nan inf) double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #13 {
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
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.log.v4f64(<4 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!15 = distinct !{!15, !14, !16, !17}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !16, !17}
!20 = distinct !{!20, !14, !16, !17}
!21 = distinct !{!21, !14, !16, !17}
!22 = distinct !{!22, !14, !16, !17}
!23 = distinct !{!23, !14, !16, !17}
!24 = distinct !{!24, !14, !16, !17}
!25 = distinct !{!25, !14, !16, !17}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14, !16, !17}
!30 = distinct !{!30, !14, !16, !17}
!31 = distinct !{!31, !14, !16, !17}
!32 = distinct !{!32, !14, !16, !17}
!33 = distinct !{!33, !14, !16, !17}
!34 = distinct !{!34, !14, !16, !17}
!35 = distinct !{!35, !14, !16, !17}
!36 = distinct !{!36, !14, !16, !17}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14, !16, !17}
!41 = distinct !{!41, !14, !16, !17}
!42 = distinct !{!42, !14, !16, !17}
!43 = distinct !{!43, !14, !16, !17}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !{!47, !46}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !46}
!50 = distinct !{!50, !46}
!51 = distinct !{!51, !46}
!52 = distinct !{!52, !14, !16, !17}
!53 = distinct !{!53, !46}
!54 = distinct !{!54, !46}
!55 = distinct !{!55, !46}
!56 = distinct !{!56, !14, !16, !17}
!57 = distinct !{!57, !46}
!58 = distinct !{!58, !46}
!59 = distinct !{!59, !46}
!60 = distinct !{!60, !14, !16, !17}
!61 = distinct !{!61, !46}
!62 = distinct !{!62, !46}
!63 = distinct !{!63, !46}
!64 = distinct !{!64, !14, !16, !17}
!65 = distinct !{!65, !14}
!66 = distinct !{!66, !14}
!67 = distinct !{!67, !14}
!68 = distinct !{!68, !14}
!69 = distinct !{!69, !14}
!70 = distinct !{!70, !14, !16, !17}
!71 = distinct !{!71, !14, !16, !17}
!72 = distinct !{!72, !14}
!73 = distinct !{!73, !14}
!74 = distinct !{!74, !14, !17, !16}
!75 = distinct !{!75, !14, !16, !17}
!76 = distinct !{!76, !14}
!77 = distinct !{!77, !46}
!78 = distinct !{!78, !46}
!79 = distinct !{!79, !46}
!80 = distinct !{!80, !14, !17, !16}
!81 = distinct !{!81, !14, !16, !17}
