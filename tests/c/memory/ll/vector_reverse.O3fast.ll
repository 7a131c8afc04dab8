; ModuleID = 'vector_reverse.c'
source_filename = "vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.A2 = type { [2 x double], [2 x double] }
%struct.Lane = type { i32, i32, i32, ptr, ptr, ptr }

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
@.str.7 = private unnamed_addr constant [18 x i8] c"fg.width3(global)\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"fin.primal_value\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"fin.width3.dx\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"fin.width3.dw\00", align 1
@__const.main.ab = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.12 = private unnamed_addr constant [15 x i8] c"fs.primal_once\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"fs.d(a,b)\00", align 1
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
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  %3 = alloca [7 x double], align 16
  %4 = alloca [7 x double], align 16
  %5 = alloca [7 x double], align 16
  %6 = alloca [7 x double], align 16
  %7 = alloca [7 x double], align 16
  %8 = alloca [7 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
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
  %40 = alloca [3 x [4 x double]], align 16
  %41 = alloca [3 x [7 x double]], align 16
  %42 = alloca [4 x double], align 16
  %43 = alloca [3 x [4 x double]], align 16
  %44 = alloca [4 x double], align 16
  %45 = alloca [7 x double], align 16
  %46 = alloca [7 x double], align 16
  %47 = alloca [3 x [7 x double]], align 16
  %48 = alloca [3 x [7 x double]], align 16
  %49 = alloca [3 x [7 x double]], align 16
  %50 = alloca [7 x double], align 16
  %51 = alloca [7 x double], align 16
  %52 = alloca [2 x double], align 16
  %53 = alloca [7 x double], align 16
  %54 = alloca [7 x double], align 16
  %55 = alloca %struct.A2, align 8
  %56 = alloca %struct.Lane, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %39) #17
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %40) #17
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %41) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #17
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %43) #17
  %57 = load i64, ptr @rng_state, align 8, !tbaa !5
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <4 x i64> poison, i64 %59, i64 0
  %67 = insertelement <4 x i64> %66, i64 %61, i64 1
  %68 = insertelement <4 x i64> %67, i64 %63, i64 2
  %69 = insertelement <4 x i64> %68, i64 %65, i64 3
  %70 = lshr <4 x i64> %69, <i64 11, i64 11, i64 11, i64 11>
  %71 = uitofp nneg <4 x i64> %70 to <4 x double>
  %72 = fmul fast <4 x double> %71, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %73 = fadd fast <4 x double> %72, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %73, ptr %39, align 16, !tbaa !9
  %74 = mul i64 %65, 6364136223846793005
  %75 = getelementptr inbounds i8, ptr %39, i64 32
  %76 = add i64 %74, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <2 x i64> poison, i64 %76, i64 0
  %80 = insertelement <2 x i64> %79, i64 %78, i64 1
  %81 = lshr <2 x i64> %80, <i64 11, i64 11>
  %82 = uitofp nneg <2 x i64> %81 to <2 x double>
  %83 = fmul fast <2 x double> %82, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %84 = fadd fast <2 x double> %83, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %84, ptr %75, align 16, !tbaa !9
  %85 = mul i64 %78, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = lshr i64 %86, 11
  %88 = uitofp nneg i64 %87 to double
  %89 = fmul fast double %88, 0x3CB0000000000000
  %90 = fadd fast double %89, -1.000000e+00
  %91 = getelementptr inbounds i8, ptr %39, i64 48
  store double %90, ptr %91, align 16, !tbaa !9
  %92 = mul i64 %86, 6364136223846793005
  %93 = getelementptr inbounds i8, ptr %40, i64 8
  %94 = getelementptr inbounds i8, ptr %40, i64 16
  %95 = getelementptr inbounds i8, ptr %40, i64 24
  %96 = add i64 %92, 1442695040888963407
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
  %111 = getelementptr inbounds i8, ptr %40, i64 32
  %112 = mul i64 %102, 6364136223846793005
  %113 = getelementptr inbounds i8, ptr %40, i64 40
  %114 = getelementptr inbounds i8, ptr %40, i64 48
  %115 = getelementptr inbounds i8, ptr %40, i64 56
  %116 = add i64 %112, 1442695040888963407
  %117 = mul i64 %116, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = mul i64 %118, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = insertelement <4 x i64> poison, i64 %116, i64 0
  %124 = insertelement <4 x i64> %123, i64 %118, i64 1
  %125 = insertelement <4 x i64> %124, i64 %120, i64 2
  %126 = insertelement <4 x i64> %125, i64 %122, i64 3
  %127 = lshr <4 x i64> %126, <i64 11, i64 11, i64 11, i64 11>
  %128 = uitofp nneg <4 x i64> %127 to <4 x double>
  %129 = fmul fast <4 x double> %128, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %130 = fadd fast <4 x double> %129, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %130, ptr %111, align 16, !tbaa !9
  %131 = getelementptr inbounds i8, ptr %40, i64 64
  %132 = mul i64 %122, 6364136223846793005
  %133 = getelementptr inbounds i8, ptr %40, i64 72
  %134 = getelementptr inbounds i8, ptr %40, i64 80
  %135 = getelementptr inbounds i8, ptr %40, i64 88
  %136 = add i64 %132, 1442695040888963407
  %137 = mul i64 %136, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = mul i64 %138, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = mul i64 %140, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = insertelement <4 x i64> poison, i64 %136, i64 0
  %144 = insertelement <4 x i64> %143, i64 %138, i64 1
  %145 = insertelement <4 x i64> %144, i64 %140, i64 2
  %146 = insertelement <4 x i64> %145, i64 %142, i64 3
  %147 = lshr <4 x i64> %146, <i64 11, i64 11, i64 11, i64 11>
  %148 = uitofp nneg <4 x i64> %147 to <4 x double>
  %149 = fmul fast <4 x double> %148, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %150 = fadd fast <4 x double> %149, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %150, ptr %131, align 16, !tbaa !9
  store i64 %142, ptr @rng_state, align 8, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %41, i64 56
  %152 = getelementptr inbounds i8, ptr %41, i64 112
  %153 = getelementptr inbounds i8, ptr %43, i64 32
  %154 = getelementptr inbounds i8, ptr %43, i64 64
  %155 = getelementptr inbounds i8, ptr %9, i64 8
  %156 = getelementptr inbounds i8, ptr %9, i64 16
  %157 = getelementptr inbounds i8, ptr %9, i64 24
  %158 = getelementptr inbounds i8, ptr %10, i64 8
  %159 = getelementptr inbounds i8, ptr %10, i64 16
  %160 = getelementptr inbounds i8, ptr %10, i64 24
  %161 = getelementptr inbounds i8, ptr %47, i64 56
  %162 = getelementptr inbounds i8, ptr %47, i64 112
  %163 = getelementptr inbounds i8, ptr %48, i64 56
  %164 = getelementptr inbounds i8, ptr %48, i64 112
  %165 = getelementptr inbounds i8, ptr %56, i64 4
  %166 = getelementptr inbounds i8, ptr %56, i64 8
  %167 = getelementptr inbounds i8, ptr %56, i64 16
  %168 = getelementptr inbounds i8, ptr %56, i64 24
  %169 = getelementptr inbounds i8, ptr %56, i64 32
  %170 = getelementptr inbounds i8, ptr %55, i64 16
  %171 = getelementptr inbounds i8, ptr %42, i64 8
  %172 = getelementptr inbounds i8, ptr %44, i64 8
  %173 = getelementptr inbounds i8, ptr %42, i64 16
  %174 = getelementptr inbounds i8, ptr %44, i64 16
  %175 = getelementptr inbounds i8, ptr %42, i64 24
  %176 = getelementptr inbounds i8, ptr %44, i64 24
  %177 = getelementptr inbounds i8, ptr %46, i64 32
  %178 = getelementptr inbounds i8, ptr %46, i64 48
  %179 = getelementptr inbounds i8, ptr %49, i64 32
  %180 = getelementptr inbounds i8, ptr %49, i64 48
  %181 = getelementptr inbounds i8, ptr %49, i64 56
  %182 = getelementptr inbounds i8, ptr %49, i64 88
  %183 = getelementptr inbounds i8, ptr %49, i64 104
  %184 = getelementptr inbounds i8, ptr %49, i64 112
  %185 = getelementptr inbounds i8, ptr %49, i64 144
  %186 = getelementptr inbounds i8, ptr %49, i64 160
  %187 = getelementptr inbounds i8, ptr %55, i64 8
  %188 = getelementptr inbounds i8, ptr %41, i64 56
  %189 = getelementptr inbounds i8, ptr %40, i64 32
  %190 = getelementptr inbounds i8, ptr %50, i64 8
  %191 = getelementptr inbounds i8, ptr %50, i64 8
  %192 = getelementptr inbounds i8, ptr %50, i64 8
  %193 = getelementptr inbounds i8, ptr %5, i64 8
  %194 = getelementptr inbounds i8, ptr %5, i64 8
  %195 = getelementptr inbounds i8, ptr %5, i64 8
  %196 = getelementptr inbounds i8, ptr %7, i64 8
  %197 = getelementptr inbounds i8, ptr %7, i64 8
  %198 = getelementptr inbounds i8, ptr %7, i64 8
  %199 = getelementptr inbounds i8, ptr %1, i64 8
  %200 = getelementptr inbounds i8, ptr %1, i64 8
  %201 = getelementptr inbounds i8, ptr %1, i64 8
  %202 = getelementptr inbounds i8, ptr %3, i64 8
  %203 = getelementptr inbounds i8, ptr %3, i64 8
  %204 = getelementptr inbounds i8, ptr %3, i64 8
  br label %211

205:                                              ; preds = %3684
  %206 = load i32, ptr @n_fail, align 4, !tbaa !11
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, i32 noundef %206)
  %208 = load i32, ptr @n_fail, align 4, !tbaa !11
  %209 = icmp ne i32 %208, 0
  %210 = zext i1 %209 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %43) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #17
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %41) #17
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %40) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %39) #17
  ret i32 %210

211:                                              ; preds = %0, %3684
  %212 = phi i1 [ true, %0 ], [ false, %3684 ]
  %213 = phi i64 [ 0, %0 ], [ 1, %3684 ]
  %214 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %216 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %217 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %218 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %216, i32 noundef 3, i32 noundef %217, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %151, ptr noundef nonnull %152, i32 noundef %217, ptr noundef nonnull %42, ptr noundef nonnull %43, ptr noundef nonnull %153, ptr noundef nonnull %154, i32 noundef %218, i32 noundef %215, i32 noundef %218, i32 noundef 4) #17
  %219 = load i32, ptr @calls, align 4, !tbaa !11
  %220 = freeze i32 %219
  %221 = sitofp i32 %220 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %221, ptr %38, align 8, !tbaa !9
  %222 = load volatile double, ptr %38, align 8, !tbaa !9
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %224, label %235, label %225

225:                                              ; preds = %211
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 1.000000e+00, ptr %37, align 8, !tbaa !9
  %226 = load volatile double, ptr %37, align 8, !tbaa !9
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = fcmp one double %227, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  %229 = fadd reassoc nsz arcp contract afn double %221, -1.000000e+00
  %230 = fcmp reassoc nsz arcp contract afn oeq double %229, 0.000000e+00
  %231 = and i1 %230, %228
  br i1 %231, label %232, label %235

232:                                              ; preds = %225
  %233 = trunc nuw nsw i64 %213 to i32
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %233, double noundef nofpclass(nan inf) %221, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %240

235:                                              ; preds = %225, %211
  %236 = trunc nuw nsw i64 %213 to i32
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str, i32 noundef %236, double noundef nofpclass(nan inf) %221, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %238 = load i32, ptr @n_fail, align 4, !tbaa !11
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr @n_fail, align 4, !tbaa !11
  br label %240

240:                                              ; preds = %232, %235
  %241 = call i32 @llvm.smax.i32(i32 %215, i32 1)
  %242 = zext nneg i32 %241 to i64
  %243 = shl nuw nsw i64 %242, 3
  %244 = sext i32 %215 to i64
  %245 = shl nsw i64 %244, 3
  %246 = zext i32 %215 to i64
  %247 = add i32 %215, 1
  %248 = urem i32 %215, 3
  %249 = udiv i32 %215, 3
  %250 = add i32 %215, 2
  %251 = urem i32 %247, 3
  %252 = sub i32 %251, %247
  %253 = add i32 %252, %250
  %254 = add i32 %215, 3
  %255 = urem i32 %250, 3
  %256 = sub i32 %255, %250
  %257 = add i32 %256, %254
  %258 = urem i32 2, %215
  %259 = zext nneg i32 %258 to i64
  %260 = add i32 %215, 4
  %261 = urem i32 %254, 3
  %262 = sub i32 %261, %254
  %263 = add i32 %262, %260
  %264 = urem i32 3, %215
  %265 = zext nneg i32 %264 to i64
  %266 = add i32 %215, 1
  %267 = udiv i32 %215, 3
  %268 = mul i32 %267, -3
  %269 = add i32 %268, %266
  %270 = mul i32 %267, -3
  %271 = add i32 %270, %266
  %272 = and i32 %269, 1
  %273 = icmp eq i32 %248, 0
  %274 = and i32 %269, -2
  %275 = icmp eq i32 %272, 0
  %276 = and i32 %253, 1
  %277 = icmp eq i32 %251, 0
  %278 = and i32 %253, -2
  %279 = icmp eq i32 %276, 0
  %280 = and i32 %257, 1
  %281 = icmp eq i32 %255, 0
  %282 = and i32 %257, -2
  %283 = icmp eq i32 %280, 0
  %284 = and i32 %263, 1
  %285 = icmp eq i32 %261, 0
  %286 = and i32 %263, -2
  %287 = icmp eq i32 %284, 0
  %288 = and i32 %271, 1
  %289 = icmp eq i32 %248, 0
  %290 = and i32 %271, -2
  %291 = icmp eq i32 %288, 0
  %292 = and i32 %253, 1
  %293 = icmp eq i32 %251, 0
  %294 = and i32 %253, -2
  %295 = icmp eq i32 %292, 0
  %296 = and i32 %257, 1
  %297 = icmp eq i32 %255, 0
  %298 = and i32 %257, -2
  %299 = icmp eq i32 %296, 0
  %300 = and i32 %263, 1
  %301 = icmp eq i32 %261, 0
  %302 = and i32 %263, -2
  %303 = icmp eq i32 %300, 0
  br label %312

304:                                              ; preds = %1029
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #17
  call void @fv(ptr noundef nonnull %39, ptr noundef nonnull %44, i32 noundef %215, i32 noundef 4)
  %305 = load double, ptr %42, align 16, !tbaa !9
  %306 = load double, ptr %44, align 16, !tbaa !9
  %307 = call fast double @llvm.fabs.f64(double %306)
  %308 = call fast double @llvm.maxnum.f64(double %307, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %305, ptr %34, align 8, !tbaa !9
  %309 = load volatile double, ptr %34, align 8, !tbaa !9
  %310 = call double @llvm.fabs.f64(double %309)
  %311 = fcmp ueq double %310, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %311, label %1044, label %1032

312:                                              ; preds = %240, %1029
  %313 = phi i64 [ 0, %240 ], [ %1030, %1029 ]
  %314 = getelementptr inbounds [3 x [4 x double]], ptr %40, i64 0, i64 %313
  %315 = getelementptr inbounds [3 x [7 x double]], ptr %41, i64 0, i64 %313
  %316 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %316, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  %317 = load double, ptr %314, align 16, !tbaa !9
  %318 = getelementptr inbounds i8, ptr %314, i64 8
  %319 = load double, ptr %318, align 8, !tbaa !9
  %320 = getelementptr inbounds i8, ptr %314, i64 16
  %321 = load double, ptr %320, align 16, !tbaa !9
  %322 = getelementptr inbounds i8, ptr %314, i64 24
  %323 = load double, ptr %322, align 8, !tbaa !9
  %324 = fneg fast double %317
  br label %325

325:                                              ; preds = %312, %1026
  %326 = phi i64 [ 0, %312 ], [ %1027, %1026 ]
  %327 = getelementptr inbounds double, ptr %315, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = getelementptr inbounds double, ptr %316, i64 %326
  %330 = load double, ptr %329, align 8, !tbaa !9
  %331 = call fast double @llvm.fabs.f64(double %330)
  %332 = call fast double @llvm.maxnum.f64(double %331, double 1.000000e+00)
  %333 = fmul fast double %332, 0x3EB0C6F7A0B5ED8D
  %334 = fadd fast double %333, %330
  store double %334, ptr %329, align 8, !tbaa !9
  %335 = load i32, ptr @calls, align 4, !tbaa !11
  %336 = call noalias ptr @malloc(i64 noundef %245) #18
  br label %638

337:                                              ; preds = %634, %662
  %338 = phi double [ poison, %662 ], [ %631, %634 ]
  %339 = phi i32 [ 0, %662 ], [ %635, %634 ]
  %340 = phi double [ 0.000000e+00, %662 ], [ %631, %634 ]
  br i1 %275, label %359, label %341

341:                                              ; preds = %337
  %342 = uitofp nneg i32 %339 to double
  br label %343

343:                                              ; preds = %343, %341
  %344 = phi i64 [ %357, %343 ], [ 0, %341 ]
  %345 = phi double [ %356, %343 ], [ %340, %341 ]
  %346 = getelementptr inbounds double, ptr %336, i64 %344
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = fadd fast double %347, %342
  %349 = call fast double @llvm.sin.f64(double %348)
  %350 = trunc nuw nsw i64 %344 to i32
  %351 = urem i32 %350, %215
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr inbounds double, ptr %316, i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !9
  %355 = fmul fast double %349, %354
  %356 = fadd fast double %355, %345
  %357 = add nuw nsw i64 %344, 1
  %358 = icmp eq i64 %357, %246
  br i1 %358, label %359, label %343, !llvm.loop !13

359:                                              ; preds = %343, %337
  %360 = phi double [ %338, %337 ], [ %356, %343 ]
  %361 = load double, ptr %336, align 8, !tbaa !9
  %362 = fmul fast double %361, %360
  br i1 %277, label %409, label %363

363:                                              ; preds = %359, %405
  %364 = phi i32 [ %406, %405 ], [ 0, %359 ]
  %365 = phi double [ %403, %405 ], [ 0.000000e+00, %359 ]
  %366 = phi i32 [ %407, %405 ], [ 0, %359 ]
  %367 = uitofp nneg i32 %364 to double
  br label %368

368:                                              ; preds = %368, %363
  %369 = phi i64 [ %376, %368 ], [ 0, %363 ]
  %370 = phi double [ %383, %368 ], [ %365, %363 ]
  %371 = getelementptr inbounds double, ptr %336, i64 %369
  %372 = load double, ptr %371, align 8, !tbaa !9
  %373 = fmul fast double %372, 2.000000e+00
  %374 = fadd fast double %373, %367
  %375 = call fast double @llvm.sin.f64(double %374)
  %376 = add nuw nsw i64 %369, 1
  %377 = trunc nuw nsw i64 %376 to i32
  %378 = urem i32 %377, %215
  %379 = zext nneg i32 %378 to i64
  %380 = getelementptr inbounds double, ptr %316, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !9
  %382 = fmul fast double %375, %381
  %383 = fadd fast double %382, %370
  %384 = icmp eq i64 %376, %246
  br i1 %384, label %385, label %368, !llvm.loop !17

385:                                              ; preds = %368
  %386 = or disjoint i32 %364, 1
  %387 = uitofp nneg i32 %386 to double
  br label %388

388:                                              ; preds = %388, %385
  %389 = phi i64 [ %396, %388 ], [ 0, %385 ]
  %390 = phi double [ %403, %388 ], [ %383, %385 ]
  %391 = getelementptr inbounds double, ptr %336, i64 %389
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = fmul fast double %392, 2.000000e+00
  %394 = fadd fast double %393, %387
  %395 = call fast double @llvm.sin.f64(double %394)
  %396 = add nuw nsw i64 %389, 1
  %397 = trunc nuw nsw i64 %396 to i32
  %398 = urem i32 %397, %215
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr inbounds double, ptr %316, i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !9
  %402 = fmul fast double %395, %401
  %403 = fadd fast double %402, %390
  %404 = icmp eq i64 %396, %246
  br i1 %404, label %405, label %388, !llvm.loop !17

405:                                              ; preds = %388
  %406 = add nuw i32 %364, 2
  %407 = add i32 %366, 2
  %408 = icmp eq i32 %407, %278
  br i1 %408, label %409, label %363, !llvm.loop !18

409:                                              ; preds = %405, %359
  %410 = phi double [ poison, %359 ], [ %403, %405 ]
  %411 = phi i32 [ 0, %359 ], [ %406, %405 ]
  %412 = phi double [ 0.000000e+00, %359 ], [ %403, %405 ]
  br i1 %279, label %432, label %413

413:                                              ; preds = %409
  %414 = uitofp nneg i32 %411 to double
  br label %415

415:                                              ; preds = %415, %413
  %416 = phi i64 [ %423, %415 ], [ 0, %413 ]
  %417 = phi double [ %430, %415 ], [ %412, %413 ]
  %418 = getelementptr inbounds double, ptr %336, i64 %416
  %419 = load double, ptr %418, align 8, !tbaa !9
  %420 = fmul fast double %419, 2.000000e+00
  %421 = fadd fast double %420, %414
  %422 = call fast double @llvm.sin.f64(double %421)
  %423 = add nuw nsw i64 %416, 1
  %424 = trunc nuw nsw i64 %423 to i32
  %425 = urem i32 %424, %215
  %426 = zext nneg i32 %425 to i64
  %427 = getelementptr inbounds double, ptr %316, i64 %426
  %428 = load double, ptr %427, align 8, !tbaa !9
  %429 = fmul fast double %422, %428
  %430 = fadd fast double %429, %417
  %431 = icmp eq i64 %423, %246
  br i1 %431, label %432, label %415, !llvm.loop !17

432:                                              ; preds = %415, %409
  %433 = phi double [ %410, %409 ], [ %430, %415 ]
  %434 = getelementptr inbounds i8, ptr %336, i64 8
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = fmul fast double %435, %433
  br i1 %281, label %485, label %437

437:                                              ; preds = %432, %481
  %438 = phi i32 [ %482, %481 ], [ 0, %432 ]
  %439 = phi double [ %478, %481 ], [ 0.000000e+00, %432 ]
  %440 = phi i32 [ %483, %481 ], [ 0, %432 ]
  %441 = uitofp nneg i32 %438 to double
  br label %442

442:                                              ; preds = %442, %437
  %443 = phi i64 [ %458, %442 ], [ 0, %437 ]
  %444 = phi double [ %457, %442 ], [ %439, %437 ]
  %445 = getelementptr inbounds double, ptr %336, i64 %443
  %446 = load double, ptr %445, align 8, !tbaa !9
  %447 = fmul fast double %446, 3.000000e+00
  %448 = fadd fast double %447, %441
  %449 = call fast double @llvm.sin.f64(double %448)
  %450 = trunc i64 %443 to i32
  %451 = add i32 %450, 2
  %452 = urem i32 %451, %215
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr inbounds double, ptr %316, i64 %453
  %455 = load double, ptr %454, align 8, !tbaa !9
  %456 = fmul fast double %449, %455
  %457 = fadd fast double %456, %444
  %458 = add nuw nsw i64 %443, 1
  %459 = icmp eq i64 %458, %246
  br i1 %459, label %460, label %442, !llvm.loop !19

460:                                              ; preds = %442
  %461 = or disjoint i32 %438, 1
  %462 = uitofp nneg i32 %461 to double
  br label %463

463:                                              ; preds = %463, %460
  %464 = phi i64 [ %479, %463 ], [ 0, %460 ]
  %465 = phi double [ %478, %463 ], [ %457, %460 ]
  %466 = getelementptr inbounds double, ptr %336, i64 %464
  %467 = load double, ptr %466, align 8, !tbaa !9
  %468 = fmul fast double %467, 3.000000e+00
  %469 = fadd fast double %468, %462
  %470 = call fast double @llvm.sin.f64(double %469)
  %471 = trunc i64 %464 to i32
  %472 = add i32 %471, 2
  %473 = urem i32 %472, %215
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr inbounds double, ptr %316, i64 %474
  %476 = load double, ptr %475, align 8, !tbaa !9
  %477 = fmul fast double %470, %476
  %478 = fadd fast double %477, %465
  %479 = add nuw nsw i64 %464, 1
  %480 = icmp eq i64 %479, %246
  br i1 %480, label %481, label %463, !llvm.loop !19

481:                                              ; preds = %463
  %482 = add nuw i32 %438, 2
  %483 = add i32 %440, 2
  %484 = icmp eq i32 %483, %282
  br i1 %484, label %485, label %437, !llvm.loop !18

485:                                              ; preds = %481, %432
  %486 = phi double [ poison, %432 ], [ %478, %481 ]
  %487 = phi i32 [ 0, %432 ], [ %482, %481 ]
  %488 = phi double [ 0.000000e+00, %432 ], [ %478, %481 ]
  br i1 %283, label %509, label %489

489:                                              ; preds = %485
  %490 = uitofp nneg i32 %487 to double
  br label %491

491:                                              ; preds = %491, %489
  %492 = phi i64 [ %507, %491 ], [ 0, %489 ]
  %493 = phi double [ %506, %491 ], [ %488, %489 ]
  %494 = getelementptr inbounds double, ptr %336, i64 %492
  %495 = load double, ptr %494, align 8, !tbaa !9
  %496 = fmul fast double %495, 3.000000e+00
  %497 = fadd fast double %496, %490
  %498 = call fast double @llvm.sin.f64(double %497)
  %499 = trunc i64 %492 to i32
  %500 = add i32 %499, 2
  %501 = urem i32 %500, %215
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr inbounds double, ptr %316, i64 %502
  %504 = load double, ptr %503, align 8, !tbaa !9
  %505 = fmul fast double %498, %504
  %506 = fadd fast double %505, %493
  %507 = add nuw nsw i64 %492, 1
  %508 = icmp eq i64 %507, %246
  br i1 %508, label %509, label %491, !llvm.loop !19

509:                                              ; preds = %491, %485
  %510 = phi double [ %486, %485 ], [ %506, %491 ]
  %511 = getelementptr inbounds double, ptr %336, i64 %259
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = fmul fast double %512, %510
  br i1 %285, label %562, label %514

514:                                              ; preds = %509, %558
  %515 = phi i32 [ %559, %558 ], [ 0, %509 ]
  %516 = phi double [ %555, %558 ], [ 0.000000e+00, %509 ]
  %517 = phi i32 [ %560, %558 ], [ 0, %509 ]
  %518 = uitofp nneg i32 %515 to double
  br label %519

519:                                              ; preds = %519, %514
  %520 = phi i64 [ %535, %519 ], [ 0, %514 ]
  %521 = phi double [ %534, %519 ], [ %516, %514 ]
  %522 = getelementptr inbounds double, ptr %336, i64 %520
  %523 = load double, ptr %522, align 8, !tbaa !9
  %524 = fmul fast double %523, 4.000000e+00
  %525 = fadd fast double %524, %518
  %526 = call fast double @llvm.sin.f64(double %525)
  %527 = trunc i64 %520 to i32
  %528 = add i32 %527, 3
  %529 = urem i32 %528, %215
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr inbounds double, ptr %316, i64 %530
  %532 = load double, ptr %531, align 8, !tbaa !9
  %533 = fmul fast double %526, %532
  %534 = fadd fast double %533, %521
  %535 = add nuw nsw i64 %520, 1
  %536 = icmp eq i64 %535, %246
  br i1 %536, label %537, label %519, !llvm.loop !20

537:                                              ; preds = %519
  %538 = or disjoint i32 %515, 1
  %539 = uitofp nneg i32 %538 to double
  br label %540

540:                                              ; preds = %540, %537
  %541 = phi i64 [ %556, %540 ], [ 0, %537 ]
  %542 = phi double [ %555, %540 ], [ %534, %537 ]
  %543 = getelementptr inbounds double, ptr %336, i64 %541
  %544 = load double, ptr %543, align 8, !tbaa !9
  %545 = fmul fast double %544, 4.000000e+00
  %546 = fadd fast double %545, %539
  %547 = call fast double @llvm.sin.f64(double %546)
  %548 = trunc i64 %541 to i32
  %549 = add i32 %548, 3
  %550 = urem i32 %549, %215
  %551 = zext nneg i32 %550 to i64
  %552 = getelementptr inbounds double, ptr %316, i64 %551
  %553 = load double, ptr %552, align 8, !tbaa !9
  %554 = fmul fast double %547, %553
  %555 = fadd fast double %554, %542
  %556 = add nuw nsw i64 %541, 1
  %557 = icmp eq i64 %556, %246
  br i1 %557, label %558, label %540, !llvm.loop !20

558:                                              ; preds = %540
  %559 = add nuw i32 %515, 2
  %560 = add i32 %517, 2
  %561 = icmp eq i32 %560, %286
  br i1 %561, label %562, label %514, !llvm.loop !18

562:                                              ; preds = %558, %509
  %563 = phi double [ poison, %509 ], [ %555, %558 ]
  %564 = phi i32 [ 0, %509 ], [ %559, %558 ]
  %565 = phi double [ 0.000000e+00, %509 ], [ %555, %558 ]
  br i1 %287, label %586, label %566

566:                                              ; preds = %562
  %567 = uitofp nneg i32 %564 to double
  br label %568

568:                                              ; preds = %568, %566
  %569 = phi i64 [ %584, %568 ], [ 0, %566 ]
  %570 = phi double [ %583, %568 ], [ %565, %566 ]
  %571 = getelementptr inbounds double, ptr %336, i64 %569
  %572 = load double, ptr %571, align 8, !tbaa !9
  %573 = fmul fast double %572, 4.000000e+00
  %574 = fadd fast double %573, %567
  %575 = call fast double @llvm.sin.f64(double %574)
  %576 = trunc i64 %569 to i32
  %577 = add i32 %576, 3
  %578 = urem i32 %577, %215
  %579 = zext nneg i32 %578 to i64
  %580 = getelementptr inbounds double, ptr %316, i64 %579
  %581 = load double, ptr %580, align 8, !tbaa !9
  %582 = fmul fast double %575, %581
  %583 = fadd fast double %582, %570
  %584 = add nuw nsw i64 %569, 1
  %585 = icmp eq i64 %584, %246
  br i1 %585, label %586, label %568, !llvm.loop !20

586:                                              ; preds = %568, %562
  %587 = phi double [ %563, %562 ], [ %583, %568 ]
  %588 = getelementptr inbounds double, ptr %336, i64 %265
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = fmul fast double %589, %587
  %591 = fsub fast double %330, %333
  call void @free(ptr noundef nonnull %336) #17
  store double %591, ptr %329, align 8, !tbaa !9
  %592 = add nsw i32 %335, 2
  store i32 %592, ptr @calls, align 4, !tbaa !11
  %593 = call noalias ptr @malloc(i64 noundef %245) #18
  br label %981

594:                                              ; preds = %662, %634
  %595 = phi i32 [ %635, %634 ], [ 0, %662 ]
  %596 = phi double [ %631, %634 ], [ 0.000000e+00, %662 ]
  %597 = phi i32 [ %636, %634 ], [ 0, %662 ]
  %598 = uitofp nneg i32 %595 to double
  br label %599

599:                                              ; preds = %599, %594
  %600 = phi i64 [ %613, %599 ], [ 0, %594 ]
  %601 = phi double [ %612, %599 ], [ %596, %594 ]
  %602 = getelementptr inbounds double, ptr %336, i64 %600
  %603 = load double, ptr %602, align 8, !tbaa !9
  %604 = fadd fast double %603, %598
  %605 = call fast double @llvm.sin.f64(double %604)
  %606 = trunc nuw nsw i64 %600 to i32
  %607 = urem i32 %606, %215
  %608 = zext nneg i32 %607 to i64
  %609 = getelementptr inbounds double, ptr %316, i64 %608
  %610 = load double, ptr %609, align 8, !tbaa !9
  %611 = fmul fast double %605, %610
  %612 = fadd fast double %611, %601
  %613 = add nuw nsw i64 %600, 1
  %614 = icmp eq i64 %613, %246
  br i1 %614, label %615, label %599, !llvm.loop !13

615:                                              ; preds = %599
  %616 = or disjoint i32 %595, 1
  %617 = uitofp nneg i32 %616 to double
  br label %618

618:                                              ; preds = %618, %615
  %619 = phi i64 [ %632, %618 ], [ 0, %615 ]
  %620 = phi double [ %631, %618 ], [ %612, %615 ]
  %621 = getelementptr inbounds double, ptr %336, i64 %619
  %622 = load double, ptr %621, align 8, !tbaa !9
  %623 = fadd fast double %622, %617
  %624 = call fast double @llvm.sin.f64(double %623)
  %625 = trunc nuw nsw i64 %619 to i32
  %626 = urem i32 %625, %215
  %627 = zext nneg i32 %626 to i64
  %628 = getelementptr inbounds double, ptr %316, i64 %627
  %629 = load double, ptr %628, align 8, !tbaa !9
  %630 = fmul fast double %624, %629
  %631 = fadd fast double %630, %620
  %632 = add nuw nsw i64 %619, 1
  %633 = icmp eq i64 %632, %246
  br i1 %633, label %634, label %618, !llvm.loop !13

634:                                              ; preds = %618
  %635 = add nuw i32 %595, 2
  %636 = add i32 %597, 2
  %637 = icmp eq i32 %636, %274
  br i1 %637, label %337, label %594, !llvm.loop !18

638:                                              ; preds = %657, %325
  %639 = phi i64 [ 0, %325 ], [ %658, %657 ]
  %640 = getelementptr inbounds double, ptr %316, i64 %639
  %641 = load double, ptr %640, align 8, !tbaa !9
  %642 = fcmp fast ogt double %641, 0.000000e+00
  br i1 %642, label %643, label %648

643:                                              ; preds = %638
  %644 = fmul fast double %641, %641
  %645 = fadd fast double %644, 1.000000e+00
  %646 = call fast double @llvm.sqrt.f64(double %645)
  %647 = add nuw nsw i64 %639, 1
  br label %657

648:                                              ; preds = %638
  %649 = call fast double @llvm.exp.f64(double %641)
  %650 = add nuw nsw i64 %639, 1
  %651 = icmp eq i64 %650, %246
  %652 = and i64 %650, 4294967295
  %653 = select i1 %651, i64 0, i64 %652
  %654 = getelementptr inbounds double, ptr %316, i64 %653
  %655 = load double, ptr %654, align 8, !tbaa !9
  %656 = fmul fast double %655, %649
  br label %657

657:                                              ; preds = %648, %643
  %658 = phi i64 [ %650, %648 ], [ %647, %643 ]
  %659 = phi fast double [ %656, %648 ], [ %646, %643 ]
  %660 = getelementptr inbounds double, ptr %336, i64 %639
  store double %659, ptr %660, align 8, !tbaa !9
  %661 = icmp eq i64 %658, %246
  br i1 %661, label %662, label %638, !llvm.loop !21

662:                                              ; preds = %657
  br i1 %273, label %337, label %594

663:                                              ; preds = %977, %1005
  %664 = phi double [ poison, %1005 ], [ %974, %977 ]
  %665 = phi i32 [ 0, %1005 ], [ %978, %977 ]
  %666 = phi double [ 0.000000e+00, %1005 ], [ %974, %977 ]
  br i1 %291, label %685, label %667

667:                                              ; preds = %663
  %668 = uitofp nneg i32 %665 to double
  br label %669

669:                                              ; preds = %669, %667
  %670 = phi i64 [ %683, %669 ], [ 0, %667 ]
  %671 = phi double [ %682, %669 ], [ %666, %667 ]
  %672 = getelementptr inbounds double, ptr %593, i64 %670
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = fadd fast double %673, %668
  %675 = call fast double @llvm.sin.f64(double %674)
  %676 = trunc nuw nsw i64 %670 to i32
  %677 = urem i32 %676, %215
  %678 = zext nneg i32 %677 to i64
  %679 = getelementptr inbounds double, ptr %316, i64 %678
  %680 = load double, ptr %679, align 8, !tbaa !9
  %681 = fmul fast double %675, %680
  %682 = fadd fast double %681, %671
  %683 = add nuw nsw i64 %670, 1
  %684 = icmp eq i64 %683, %246
  br i1 %684, label %685, label %669, !llvm.loop !22

685:                                              ; preds = %669, %663
  %686 = phi double [ %664, %663 ], [ %682, %669 ]
  %687 = load double, ptr %593, align 8, !tbaa !9
  %688 = fmul fast double %687, %686
  br i1 %293, label %735, label %689

689:                                              ; preds = %685, %731
  %690 = phi i32 [ %732, %731 ], [ 0, %685 ]
  %691 = phi double [ %729, %731 ], [ 0.000000e+00, %685 ]
  %692 = phi i32 [ %733, %731 ], [ 0, %685 ]
  %693 = uitofp nneg i32 %690 to double
  br label %694

694:                                              ; preds = %694, %689
  %695 = phi i64 [ %702, %694 ], [ 0, %689 ]
  %696 = phi double [ %709, %694 ], [ %691, %689 ]
  %697 = getelementptr inbounds double, ptr %593, i64 %695
  %698 = load double, ptr %697, align 8, !tbaa !9
  %699 = fmul fast double %698, 2.000000e+00
  %700 = fadd fast double %699, %693
  %701 = call fast double @llvm.sin.f64(double %700)
  %702 = add nuw nsw i64 %695, 1
  %703 = trunc nuw nsw i64 %702 to i32
  %704 = urem i32 %703, %215
  %705 = zext nneg i32 %704 to i64
  %706 = getelementptr inbounds double, ptr %316, i64 %705
  %707 = load double, ptr %706, align 8, !tbaa !9
  %708 = fmul fast double %701, %707
  %709 = fadd fast double %708, %696
  %710 = icmp eq i64 %702, %246
  br i1 %710, label %711, label %694, !llvm.loop !23

711:                                              ; preds = %694
  %712 = or disjoint i32 %690, 1
  %713 = uitofp nneg i32 %712 to double
  br label %714

714:                                              ; preds = %714, %711
  %715 = phi i64 [ %722, %714 ], [ 0, %711 ]
  %716 = phi double [ %729, %714 ], [ %709, %711 ]
  %717 = getelementptr inbounds double, ptr %593, i64 %715
  %718 = load double, ptr %717, align 8, !tbaa !9
  %719 = fmul fast double %718, 2.000000e+00
  %720 = fadd fast double %719, %713
  %721 = call fast double @llvm.sin.f64(double %720)
  %722 = add nuw nsw i64 %715, 1
  %723 = trunc nuw nsw i64 %722 to i32
  %724 = urem i32 %723, %215
  %725 = zext nneg i32 %724 to i64
  %726 = getelementptr inbounds double, ptr %316, i64 %725
  %727 = load double, ptr %726, align 8, !tbaa !9
  %728 = fmul fast double %721, %727
  %729 = fadd fast double %728, %716
  %730 = icmp eq i64 %722, %246
  br i1 %730, label %731, label %714, !llvm.loop !23

731:                                              ; preds = %714
  %732 = add nuw i32 %690, 2
  %733 = add i32 %692, 2
  %734 = icmp eq i32 %733, %294
  br i1 %734, label %735, label %689, !llvm.loop !18

735:                                              ; preds = %731, %685
  %736 = phi double [ poison, %685 ], [ %729, %731 ]
  %737 = phi i32 [ 0, %685 ], [ %732, %731 ]
  %738 = phi double [ 0.000000e+00, %685 ], [ %729, %731 ]
  br i1 %295, label %758, label %739

739:                                              ; preds = %735
  %740 = uitofp nneg i32 %737 to double
  br label %741

741:                                              ; preds = %741, %739
  %742 = phi i64 [ %749, %741 ], [ 0, %739 ]
  %743 = phi double [ %756, %741 ], [ %738, %739 ]
  %744 = getelementptr inbounds double, ptr %593, i64 %742
  %745 = load double, ptr %744, align 8, !tbaa !9
  %746 = fmul fast double %745, 2.000000e+00
  %747 = fadd fast double %746, %740
  %748 = call fast double @llvm.sin.f64(double %747)
  %749 = add nuw nsw i64 %742, 1
  %750 = trunc nuw nsw i64 %749 to i32
  %751 = urem i32 %750, %215
  %752 = zext nneg i32 %751 to i64
  %753 = getelementptr inbounds double, ptr %316, i64 %752
  %754 = load double, ptr %753, align 8, !tbaa !9
  %755 = fmul fast double %748, %754
  %756 = fadd fast double %755, %743
  %757 = icmp eq i64 %749, %246
  br i1 %757, label %758, label %741, !llvm.loop !23

758:                                              ; preds = %741, %735
  %759 = phi double [ %736, %735 ], [ %756, %741 ]
  %760 = getelementptr inbounds i8, ptr %593, i64 8
  %761 = load double, ptr %760, align 8, !tbaa !9
  %762 = fmul fast double %761, %759
  br i1 %297, label %811, label %763

763:                                              ; preds = %758, %807
  %764 = phi i32 [ %808, %807 ], [ 0, %758 ]
  %765 = phi double [ %804, %807 ], [ 0.000000e+00, %758 ]
  %766 = phi i32 [ %809, %807 ], [ 0, %758 ]
  %767 = uitofp nneg i32 %764 to double
  br label %768

768:                                              ; preds = %768, %763
  %769 = phi i64 [ %784, %768 ], [ 0, %763 ]
  %770 = phi double [ %783, %768 ], [ %765, %763 ]
  %771 = getelementptr inbounds double, ptr %593, i64 %769
  %772 = load double, ptr %771, align 8, !tbaa !9
  %773 = fmul fast double %772, 3.000000e+00
  %774 = fadd fast double %773, %767
  %775 = call fast double @llvm.sin.f64(double %774)
  %776 = trunc i64 %769 to i32
  %777 = add i32 %776, 2
  %778 = urem i32 %777, %215
  %779 = zext nneg i32 %778 to i64
  %780 = getelementptr inbounds double, ptr %316, i64 %779
  %781 = load double, ptr %780, align 8, !tbaa !9
  %782 = fmul fast double %775, %781
  %783 = fadd fast double %782, %770
  %784 = add nuw nsw i64 %769, 1
  %785 = icmp eq i64 %784, %246
  br i1 %785, label %786, label %768, !llvm.loop !24

786:                                              ; preds = %768
  %787 = or disjoint i32 %764, 1
  %788 = uitofp nneg i32 %787 to double
  br label %789

789:                                              ; preds = %789, %786
  %790 = phi i64 [ %805, %789 ], [ 0, %786 ]
  %791 = phi double [ %804, %789 ], [ %783, %786 ]
  %792 = getelementptr inbounds double, ptr %593, i64 %790
  %793 = load double, ptr %792, align 8, !tbaa !9
  %794 = fmul fast double %793, 3.000000e+00
  %795 = fadd fast double %794, %788
  %796 = call fast double @llvm.sin.f64(double %795)
  %797 = trunc i64 %790 to i32
  %798 = add i32 %797, 2
  %799 = urem i32 %798, %215
  %800 = zext nneg i32 %799 to i64
  %801 = getelementptr inbounds double, ptr %316, i64 %800
  %802 = load double, ptr %801, align 8, !tbaa !9
  %803 = fmul fast double %796, %802
  %804 = fadd fast double %803, %791
  %805 = add nuw nsw i64 %790, 1
  %806 = icmp eq i64 %805, %246
  br i1 %806, label %807, label %789, !llvm.loop !24

807:                                              ; preds = %789
  %808 = add nuw i32 %764, 2
  %809 = add i32 %766, 2
  %810 = icmp eq i32 %809, %298
  br i1 %810, label %811, label %763, !llvm.loop !18

811:                                              ; preds = %807, %758
  %812 = phi double [ poison, %758 ], [ %804, %807 ]
  %813 = phi i32 [ 0, %758 ], [ %808, %807 ]
  %814 = phi double [ 0.000000e+00, %758 ], [ %804, %807 ]
  br i1 %299, label %835, label %815

815:                                              ; preds = %811
  %816 = uitofp nneg i32 %813 to double
  br label %817

817:                                              ; preds = %817, %815
  %818 = phi i64 [ %833, %817 ], [ 0, %815 ]
  %819 = phi double [ %832, %817 ], [ %814, %815 ]
  %820 = getelementptr inbounds double, ptr %593, i64 %818
  %821 = load double, ptr %820, align 8, !tbaa !9
  %822 = fmul fast double %821, 3.000000e+00
  %823 = fadd fast double %822, %816
  %824 = call fast double @llvm.sin.f64(double %823)
  %825 = trunc i64 %818 to i32
  %826 = add i32 %825, 2
  %827 = urem i32 %826, %215
  %828 = zext nneg i32 %827 to i64
  %829 = getelementptr inbounds double, ptr %316, i64 %828
  %830 = load double, ptr %829, align 8, !tbaa !9
  %831 = fmul fast double %824, %830
  %832 = fadd fast double %831, %819
  %833 = add nuw nsw i64 %818, 1
  %834 = icmp eq i64 %833, %246
  br i1 %834, label %835, label %817, !llvm.loop !24

835:                                              ; preds = %817, %811
  %836 = phi double [ %812, %811 ], [ %832, %817 ]
  %837 = getelementptr inbounds double, ptr %593, i64 %259
  %838 = load double, ptr %837, align 8, !tbaa !9
  %839 = fmul fast double %838, %836
  br i1 %301, label %888, label %840

840:                                              ; preds = %835, %884
  %841 = phi i32 [ %885, %884 ], [ 0, %835 ]
  %842 = phi double [ %881, %884 ], [ 0.000000e+00, %835 ]
  %843 = phi i32 [ %886, %884 ], [ 0, %835 ]
  %844 = uitofp nneg i32 %841 to double
  br label %845

845:                                              ; preds = %845, %840
  %846 = phi i64 [ %861, %845 ], [ 0, %840 ]
  %847 = phi double [ %860, %845 ], [ %842, %840 ]
  %848 = getelementptr inbounds double, ptr %593, i64 %846
  %849 = load double, ptr %848, align 8, !tbaa !9
  %850 = fmul fast double %849, 4.000000e+00
  %851 = fadd fast double %850, %844
  %852 = call fast double @llvm.sin.f64(double %851)
  %853 = trunc i64 %846 to i32
  %854 = add i32 %853, 3
  %855 = urem i32 %854, %215
  %856 = zext nneg i32 %855 to i64
  %857 = getelementptr inbounds double, ptr %316, i64 %856
  %858 = load double, ptr %857, align 8, !tbaa !9
  %859 = fmul fast double %852, %858
  %860 = fadd fast double %859, %847
  %861 = add nuw nsw i64 %846, 1
  %862 = icmp eq i64 %861, %246
  br i1 %862, label %863, label %845, !llvm.loop !25

863:                                              ; preds = %845
  %864 = or disjoint i32 %841, 1
  %865 = uitofp nneg i32 %864 to double
  br label %866

866:                                              ; preds = %866, %863
  %867 = phi i64 [ %882, %866 ], [ 0, %863 ]
  %868 = phi double [ %881, %866 ], [ %860, %863 ]
  %869 = getelementptr inbounds double, ptr %593, i64 %867
  %870 = load double, ptr %869, align 8, !tbaa !9
  %871 = fmul fast double %870, 4.000000e+00
  %872 = fadd fast double %871, %865
  %873 = call fast double @llvm.sin.f64(double %872)
  %874 = trunc i64 %867 to i32
  %875 = add i32 %874, 3
  %876 = urem i32 %875, %215
  %877 = zext nneg i32 %876 to i64
  %878 = getelementptr inbounds double, ptr %316, i64 %877
  %879 = load double, ptr %878, align 8, !tbaa !9
  %880 = fmul fast double %873, %879
  %881 = fadd fast double %880, %868
  %882 = add nuw nsw i64 %867, 1
  %883 = icmp eq i64 %882, %246
  br i1 %883, label %884, label %866, !llvm.loop !25

884:                                              ; preds = %866
  %885 = add nuw i32 %841, 2
  %886 = add i32 %843, 2
  %887 = icmp eq i32 %886, %302
  br i1 %887, label %888, label %840, !llvm.loop !18

888:                                              ; preds = %884, %835
  %889 = phi double [ poison, %835 ], [ %881, %884 ]
  %890 = phi i32 [ 0, %835 ], [ %885, %884 ]
  %891 = phi double [ 0.000000e+00, %835 ], [ %881, %884 ]
  br i1 %303, label %912, label %892

892:                                              ; preds = %888
  %893 = uitofp nneg i32 %890 to double
  br label %894

894:                                              ; preds = %894, %892
  %895 = phi i64 [ %910, %894 ], [ 0, %892 ]
  %896 = phi double [ %909, %894 ], [ %891, %892 ]
  %897 = getelementptr inbounds double, ptr %593, i64 %895
  %898 = load double, ptr %897, align 8, !tbaa !9
  %899 = fmul fast double %898, 4.000000e+00
  %900 = fadd fast double %899, %893
  %901 = call fast double @llvm.sin.f64(double %900)
  %902 = trunc i64 %895 to i32
  %903 = add i32 %902, 3
  %904 = urem i32 %903, %215
  %905 = zext nneg i32 %904 to i64
  %906 = getelementptr inbounds double, ptr %316, i64 %905
  %907 = load double, ptr %906, align 8, !tbaa !9
  %908 = fmul fast double %901, %907
  %909 = fadd fast double %908, %896
  %910 = add nuw nsw i64 %895, 1
  %911 = icmp eq i64 %910, %246
  br i1 %911, label %912, label %894, !llvm.loop !25

912:                                              ; preds = %894, %888
  %913 = phi double [ %889, %888 ], [ %909, %894 ]
  %914 = getelementptr inbounds double, ptr %593, i64 %265
  %915 = load double, ptr %914, align 8, !tbaa !9
  %916 = fmul fast double %915, %913
  %917 = fmul fast double %436, %319
  %918 = fmul fast double %590, %323
  call void @free(ptr noundef nonnull %593) #17
  store double %330, ptr %329, align 8, !tbaa !9
  %919 = fmul fast double %688, %324
  %920 = fmul fast double %319, %762
  %921 = fmul fast double %321, %839
  %922 = fadd fast double %920, %921
  %923 = fmul fast double %323, %916
  %924 = fadd fast double %922, %923
  %925 = fsub fast double %919, %924
  %926 = fadd fast double %917, %1006
  %927 = fadd fast double %926, %1007
  %928 = fadd fast double %927, %918
  %929 = fadd fast double %928, %925
  %930 = fmul fast double %332, 2.000000e-06
  %931 = fdiv fast double %929, %930
  %932 = call fast double @llvm.fabs.f64(double %931)
  %933 = call fast double @llvm.maxnum.f64(double %932, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %328, ptr %36, align 8, !tbaa !9
  %934 = load volatile double, ptr %36, align 8, !tbaa !9
  %935 = call double @llvm.fabs.f64(double %934)
  %936 = fcmp ueq double %935, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %936, label %1021, label %1008

937:                                              ; preds = %1005, %977
  %938 = phi i32 [ %978, %977 ], [ 0, %1005 ]
  %939 = phi double [ %974, %977 ], [ 0.000000e+00, %1005 ]
  %940 = phi i32 [ %979, %977 ], [ 0, %1005 ]
  %941 = uitofp nneg i32 %938 to double
  br label %942

942:                                              ; preds = %942, %937
  %943 = phi i64 [ %956, %942 ], [ 0, %937 ]
  %944 = phi double [ %955, %942 ], [ %939, %937 ]
  %945 = getelementptr inbounds double, ptr %593, i64 %943
  %946 = load double, ptr %945, align 8, !tbaa !9
  %947 = fadd fast double %946, %941
  %948 = call fast double @llvm.sin.f64(double %947)
  %949 = trunc nuw nsw i64 %943 to i32
  %950 = urem i32 %949, %215
  %951 = zext nneg i32 %950 to i64
  %952 = getelementptr inbounds double, ptr %316, i64 %951
  %953 = load double, ptr %952, align 8, !tbaa !9
  %954 = fmul fast double %948, %953
  %955 = fadd fast double %954, %944
  %956 = add nuw nsw i64 %943, 1
  %957 = icmp eq i64 %956, %246
  br i1 %957, label %958, label %942, !llvm.loop !22

958:                                              ; preds = %942
  %959 = or disjoint i32 %938, 1
  %960 = uitofp nneg i32 %959 to double
  br label %961

961:                                              ; preds = %961, %958
  %962 = phi i64 [ %975, %961 ], [ 0, %958 ]
  %963 = phi double [ %974, %961 ], [ %955, %958 ]
  %964 = getelementptr inbounds double, ptr %593, i64 %962
  %965 = load double, ptr %964, align 8, !tbaa !9
  %966 = fadd fast double %965, %960
  %967 = call fast double @llvm.sin.f64(double %966)
  %968 = trunc nuw nsw i64 %962 to i32
  %969 = urem i32 %968, %215
  %970 = zext nneg i32 %969 to i64
  %971 = getelementptr inbounds double, ptr %316, i64 %970
  %972 = load double, ptr %971, align 8, !tbaa !9
  %973 = fmul fast double %967, %972
  %974 = fadd fast double %973, %963
  %975 = add nuw nsw i64 %962, 1
  %976 = icmp eq i64 %975, %246
  br i1 %976, label %977, label %961, !llvm.loop !22

977:                                              ; preds = %961
  %978 = add nuw i32 %938, 2
  %979 = add i32 %940, 2
  %980 = icmp eq i32 %979, %290
  br i1 %980, label %663, label %937, !llvm.loop !18

981:                                              ; preds = %1000, %586
  %982 = phi i64 [ 0, %586 ], [ %1001, %1000 ]
  %983 = getelementptr inbounds double, ptr %316, i64 %982
  %984 = load double, ptr %983, align 8, !tbaa !9
  %985 = fcmp fast ogt double %984, 0.000000e+00
  br i1 %985, label %986, label %991

986:                                              ; preds = %981
  %987 = fmul fast double %984, %984
  %988 = fadd fast double %987, 1.000000e+00
  %989 = call fast double @llvm.sqrt.f64(double %988)
  %990 = add nuw nsw i64 %982, 1
  br label %1000

991:                                              ; preds = %981
  %992 = call fast double @llvm.exp.f64(double %984)
  %993 = add nuw nsw i64 %982, 1
  %994 = icmp eq i64 %993, %246
  %995 = and i64 %993, 4294967295
  %996 = select i1 %994, i64 0, i64 %995
  %997 = getelementptr inbounds double, ptr %316, i64 %996
  %998 = load double, ptr %997, align 8, !tbaa !9
  %999 = fmul fast double %998, %992
  br label %1000

1000:                                             ; preds = %991, %986
  %1001 = phi i64 [ %993, %991 ], [ %990, %986 ]
  %1002 = phi fast double [ %999, %991 ], [ %989, %986 ]
  %1003 = getelementptr inbounds double, ptr %593, i64 %982
  store double %1002, ptr %1003, align 8, !tbaa !9
  %1004 = icmp eq i64 %1001, %246
  br i1 %1004, label %1005, label %981, !llvm.loop !21

1005:                                             ; preds = %1000
  %1006 = fmul fast double %362, %317
  %1007 = fmul fast double %513, %321
  br i1 %289, label %663, label %937

1008:                                             ; preds = %912
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %931, ptr %35, align 8, !tbaa !9
  %1009 = load volatile double, ptr %35, align 8, !tbaa !9
  %1010 = call double @llvm.fabs.f64(double %1009)
  %1011 = fcmp ueq double %1010, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1011, label %1021, label %1012

1012:                                             ; preds = %1008
  %1013 = fsub fast double %328, %931
  %1014 = call fast double @llvm.fabs.f64(double %1013)
  %1015 = fmul fast double %933, 0x3EB0C6F7A0B5ED8D
  %1016 = fcmp fast ole double %1014, %1015
  %1017 = freeze i1 %1016
  br i1 %1017, label %1018, label %1021

1018:                                             ; preds = %1012
  %1019 = trunc nuw nsw i64 %326 to i32
  %1020 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %1019, double noundef nofpclass(nan inf) %328, double noundef nofpclass(nan inf) %931, ptr noundef nonnull @.str.18)
  br label %1026

1021:                                             ; preds = %1012, %1008, %912
  %1022 = trunc nuw nsw i64 %326 to i32
  %1023 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.1, i32 noundef %1022, double noundef nofpclass(nan inf) %328, double noundef nofpclass(nan inf) %931, ptr noundef nonnull @.str.19)
  %1024 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1025 = add nsw i32 %1024, 1
  store i32 %1025, ptr @n_fail, align 4, !tbaa !11
  br label %1026

1026:                                             ; preds = %1021, %1018
  %1027 = add nuw nsw i64 %326, 1
  %1028 = icmp eq i64 %1027, %246
  br i1 %1028, label %1029, label %325, !llvm.loop !26

1029:                                             ; preds = %1026
  call void @free(ptr noundef nonnull %316) #17
  %1030 = add nuw nsw i64 %313, 1
  %1031 = icmp eq i64 %1030, 3
  br i1 %1031, label %304, label %312, !llvm.loop !27

1032:                                             ; preds = %304
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %306, ptr %33, align 8, !tbaa !9
  %1033 = load volatile double, ptr %33, align 8, !tbaa !9
  %1034 = call double @llvm.fabs.f64(double %1033)
  %1035 = fcmp ueq double %1034, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1035, label %1044, label %1036

1036:                                             ; preds = %1032
  %1037 = fsub fast double %305, %306
  %1038 = call fast double @llvm.fabs.f64(double %1037)
  %1039 = fmul fast double %308, 0x3D719799812DEA11
  %1040 = fcmp fast ole double %1038, %1039
  %1041 = freeze i1 %1040
  br i1 %1041, label %1042, label %1044

1042:                                             ; preds = %1036
  %1043 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %305, double noundef nofpclass(nan inf) %306, ptr noundef nonnull @.str.18)
  br label %1048

1044:                                             ; preds = %1036, %1032, %304
  %1045 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %305, double noundef nofpclass(nan inf) %306, ptr noundef nonnull @.str.19)
  %1046 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1047 = add nsw i32 %1046, 1
  store i32 %1047, ptr @n_fail, align 4, !tbaa !11
  br label %1048

1048:                                             ; preds = %1042, %1044
  %1049 = load double, ptr %171, align 8, !tbaa !9
  %1050 = load double, ptr %172, align 8, !tbaa !9
  %1051 = call fast double @llvm.fabs.f64(double %1050)
  %1052 = call fast double @llvm.maxnum.f64(double %1051, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1049, ptr %34, align 8, !tbaa !9
  %1053 = load volatile double, ptr %34, align 8, !tbaa !9
  %1054 = call double @llvm.fabs.f64(double %1053)
  %1055 = fcmp ueq double %1054, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1055, label %1068, label %1056

1056:                                             ; preds = %1048
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1050, ptr %33, align 8, !tbaa !9
  %1057 = load volatile double, ptr %33, align 8, !tbaa !9
  %1058 = call double @llvm.fabs.f64(double %1057)
  %1059 = fcmp ueq double %1058, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1059, label %1068, label %1060

1060:                                             ; preds = %1056
  %1061 = fsub fast double %1049, %1050
  %1062 = call fast double @llvm.fabs.f64(double %1061)
  %1063 = fmul fast double %1052, 0x3D719799812DEA11
  %1064 = fcmp fast ole double %1062, %1063
  %1065 = freeze i1 %1064
  br i1 %1065, label %1066, label %1068

1066:                                             ; preds = %1060
  %1067 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %1049, double noundef nofpclass(nan inf) %1050, ptr noundef nonnull @.str.18)
  br label %1072

1068:                                             ; preds = %1060, %1056, %1048
  %1069 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 1, double noundef nofpclass(nan inf) %1049, double noundef nofpclass(nan inf) %1050, ptr noundef nonnull @.str.19)
  %1070 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1071 = add nsw i32 %1070, 1
  store i32 %1071, ptr @n_fail, align 4, !tbaa !11
  br label %1072

1072:                                             ; preds = %1068, %1066
  %1073 = load double, ptr %173, align 16, !tbaa !9
  %1074 = load double, ptr %174, align 16, !tbaa !9
  %1075 = call fast double @llvm.fabs.f64(double %1074)
  %1076 = call fast double @llvm.maxnum.f64(double %1075, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1073, ptr %34, align 8, !tbaa !9
  %1077 = load volatile double, ptr %34, align 8, !tbaa !9
  %1078 = call double @llvm.fabs.f64(double %1077)
  %1079 = fcmp ueq double %1078, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1079, label %1092, label %1080

1080:                                             ; preds = %1072
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1074, ptr %33, align 8, !tbaa !9
  %1081 = load volatile double, ptr %33, align 8, !tbaa !9
  %1082 = call double @llvm.fabs.f64(double %1081)
  %1083 = fcmp ueq double %1082, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1083, label %1092, label %1084

1084:                                             ; preds = %1080
  %1085 = fsub fast double %1073, %1074
  %1086 = call fast double @llvm.fabs.f64(double %1085)
  %1087 = fmul fast double %1076, 0x3D719799812DEA11
  %1088 = fcmp fast ole double %1086, %1087
  %1089 = freeze i1 %1088
  br i1 %1089, label %1090, label %1092

1090:                                             ; preds = %1084
  %1091 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef nofpclass(nan inf) %1073, double noundef nofpclass(nan inf) %1074, ptr noundef nonnull @.str.18)
  br label %1096

1092:                                             ; preds = %1084, %1080, %1072
  %1093 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 2, double noundef nofpclass(nan inf) %1073, double noundef nofpclass(nan inf) %1074, ptr noundef nonnull @.str.19)
  %1094 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1095 = add nsw i32 %1094, 1
  store i32 %1095, ptr @n_fail, align 4, !tbaa !11
  br label %1096

1096:                                             ; preds = %1092, %1090
  %1097 = load double, ptr %175, align 8, !tbaa !9
  %1098 = load double, ptr %176, align 8, !tbaa !9
  %1099 = call fast double @llvm.fabs.f64(double %1098)
  %1100 = call fast double @llvm.maxnum.f64(double %1099, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1097, ptr %34, align 8, !tbaa !9
  %1101 = load volatile double, ptr %34, align 8, !tbaa !9
  %1102 = call double @llvm.fabs.f64(double %1101)
  %1103 = fcmp ueq double %1102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1103, label %1116, label %1104

1104:                                             ; preds = %1096
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1098, ptr %33, align 8, !tbaa !9
  %1105 = load volatile double, ptr %33, align 8, !tbaa !9
  %1106 = call double @llvm.fabs.f64(double %1105)
  %1107 = fcmp ueq double %1106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1107, label %1116, label %1108

1108:                                             ; preds = %1104
  %1109 = fsub fast double %1097, %1098
  %1110 = call fast double @llvm.fabs.f64(double %1109)
  %1111 = fmul fast double %1100, 0x3D719799812DEA11
  %1112 = fcmp fast ole double %1110, %1111
  %1113 = freeze i1 %1112
  br i1 %1113, label %1114, label %1116

1114:                                             ; preds = %1108
  %1115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef nofpclass(nan inf) %1097, double noundef nofpclass(nan inf) %1098, ptr noundef nonnull @.str.18)
  br label %1120

1116:                                             ; preds = %1108, %1104, %1096
  %1117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i32 noundef 3, double noundef nofpclass(nan inf) %1097, double noundef nofpclass(nan inf) %1098, ptr noundef nonnull @.str.19)
  %1118 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1119 = add nsw i32 %1118, 1
  store i32 %1119, ptr @n_fail, align 4, !tbaa !11
  br label %1120

1120:                                             ; preds = %1116, %1114
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  %1121 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1122 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %1123 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %1124 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fv, i32 noundef %1121, i32 noundef 2, i32 noundef %1122, i64 noundef 56, ptr noundef nonnull %39, ptr noundef nonnull %41, i32 noundef %1123, i64 noundef 32, ptr noundef nonnull %42, ptr noundef nonnull %43, i32 noundef %1124, i32 noundef %215, i32 noundef %1124, i32 noundef 4) #17
  %1125 = add i32 %215, 1
  %1126 = mul i32 %249, -3
  %1127 = add i32 %1126, %1125
  %1128 = mul i32 %249, -3
  %1129 = add i32 %1128, %1125
  %1130 = and i32 %1127, 1
  %1131 = icmp eq i32 %248, 0
  %1132 = and i32 %1127, -2
  %1133 = icmp eq i32 %1130, 0
  %1134 = and i32 %253, 1
  %1135 = icmp eq i32 %251, 0
  %1136 = and i32 %253, -2
  %1137 = icmp eq i32 %1134, 0
  %1138 = and i32 %257, 1
  %1139 = icmp eq i32 %255, 0
  %1140 = and i32 %257, -2
  %1141 = icmp eq i32 %1138, 0
  %1142 = and i32 %263, 1
  %1143 = icmp eq i32 %261, 0
  %1144 = and i32 %263, -2
  %1145 = icmp eq i32 %1142, 0
  %1146 = and i32 %1129, 1
  %1147 = icmp eq i32 %248, 0
  %1148 = and i32 %1129, -2
  %1149 = icmp eq i32 %1146, 0
  %1150 = and i32 %253, 1
  %1151 = icmp eq i32 %251, 0
  %1152 = and i32 %253, -2
  %1153 = icmp eq i32 %1150, 0
  %1154 = and i32 %257, 1
  %1155 = icmp eq i32 %255, 0
  %1156 = and i32 %257, -2
  %1157 = icmp eq i32 %1154, 0
  %1158 = and i32 %263, 1
  %1159 = icmp eq i32 %261, 0
  %1160 = and i32 %263, -2
  %1161 = icmp eq i32 %1158, 0
  br label %1162

1162:                                             ; preds = %1120, %1879
  %1163 = phi i1 [ true, %1120 ], [ false, %1879 ]
  %1164 = phi ptr [ %41, %1120 ], [ %188, %1879 ]
  %1165 = phi ptr [ %40, %1120 ], [ %189, %1879 ]
  %1166 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1166, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  %1167 = load double, ptr %1165, align 16, !tbaa !9
  %1168 = getelementptr inbounds i8, ptr %1165, i64 8
  %1169 = load double, ptr %1168, align 8, !tbaa !9
  %1170 = getelementptr inbounds i8, ptr %1165, i64 16
  %1171 = load double, ptr %1170, align 16, !tbaa !9
  %1172 = getelementptr inbounds i8, ptr %1165, i64 24
  %1173 = load double, ptr %1172, align 8, !tbaa !9
  %1174 = fneg fast double %1167
  br label %1175

1175:                                             ; preds = %1162, %1876
  %1176 = phi i64 [ 0, %1162 ], [ %1877, %1876 ]
  %1177 = getelementptr inbounds double, ptr %1164, i64 %1176
  %1178 = load double, ptr %1177, align 8, !tbaa !9
  %1179 = getelementptr inbounds double, ptr %1166, i64 %1176
  %1180 = load double, ptr %1179, align 8, !tbaa !9
  %1181 = call fast double @llvm.fabs.f64(double %1180)
  %1182 = call fast double @llvm.maxnum.f64(double %1181, double 1.000000e+00)
  %1183 = fmul fast double %1182, 0x3EB0C6F7A0B5ED8D
  %1184 = fadd fast double %1183, %1180
  store double %1184, ptr %1179, align 8, !tbaa !9
  %1185 = load i32, ptr @calls, align 4, !tbaa !11
  %1186 = call noalias ptr @malloc(i64 noundef %245) #18
  br label %1488

1187:                                             ; preds = %1484, %1512
  %1188 = phi double [ poison, %1512 ], [ %1481, %1484 ]
  %1189 = phi i32 [ 0, %1512 ], [ %1485, %1484 ]
  %1190 = phi double [ 0.000000e+00, %1512 ], [ %1481, %1484 ]
  br i1 %1133, label %1209, label %1191

1191:                                             ; preds = %1187
  %1192 = uitofp nneg i32 %1189 to double
  br label %1193

1193:                                             ; preds = %1193, %1191
  %1194 = phi i64 [ %1207, %1193 ], [ 0, %1191 ]
  %1195 = phi double [ %1206, %1193 ], [ %1190, %1191 ]
  %1196 = getelementptr inbounds double, ptr %1186, i64 %1194
  %1197 = load double, ptr %1196, align 8, !tbaa !9
  %1198 = fadd fast double %1197, %1192
  %1199 = call fast double @llvm.sin.f64(double %1198)
  %1200 = trunc nuw nsw i64 %1194 to i32
  %1201 = urem i32 %1200, %215
  %1202 = zext nneg i32 %1201 to i64
  %1203 = getelementptr inbounds double, ptr %1166, i64 %1202
  %1204 = load double, ptr %1203, align 8, !tbaa !9
  %1205 = fmul fast double %1199, %1204
  %1206 = fadd fast double %1205, %1195
  %1207 = add nuw nsw i64 %1194, 1
  %1208 = icmp eq i64 %1207, %246
  br i1 %1208, label %1209, label %1193, !llvm.loop !28

1209:                                             ; preds = %1193, %1187
  %1210 = phi double [ %1188, %1187 ], [ %1206, %1193 ]
  %1211 = load double, ptr %1186, align 8, !tbaa !9
  %1212 = fmul fast double %1211, %1210
  br i1 %1135, label %1259, label %1213

1213:                                             ; preds = %1209, %1255
  %1214 = phi i32 [ %1256, %1255 ], [ 0, %1209 ]
  %1215 = phi double [ %1253, %1255 ], [ 0.000000e+00, %1209 ]
  %1216 = phi i32 [ %1257, %1255 ], [ 0, %1209 ]
  %1217 = uitofp nneg i32 %1214 to double
  br label %1218

1218:                                             ; preds = %1218, %1213
  %1219 = phi i64 [ %1226, %1218 ], [ 0, %1213 ]
  %1220 = phi double [ %1233, %1218 ], [ %1215, %1213 ]
  %1221 = getelementptr inbounds double, ptr %1186, i64 %1219
  %1222 = load double, ptr %1221, align 8, !tbaa !9
  %1223 = fmul fast double %1222, 2.000000e+00
  %1224 = fadd fast double %1223, %1217
  %1225 = call fast double @llvm.sin.f64(double %1224)
  %1226 = add nuw nsw i64 %1219, 1
  %1227 = trunc nuw nsw i64 %1226 to i32
  %1228 = urem i32 %1227, %215
  %1229 = zext nneg i32 %1228 to i64
  %1230 = getelementptr inbounds double, ptr %1166, i64 %1229
  %1231 = load double, ptr %1230, align 8, !tbaa !9
  %1232 = fmul fast double %1225, %1231
  %1233 = fadd fast double %1232, %1220
  %1234 = icmp eq i64 %1226, %246
  br i1 %1234, label %1235, label %1218, !llvm.loop !29

1235:                                             ; preds = %1218
  %1236 = or disjoint i32 %1214, 1
  %1237 = uitofp nneg i32 %1236 to double
  br label %1238

1238:                                             ; preds = %1238, %1235
  %1239 = phi i64 [ %1246, %1238 ], [ 0, %1235 ]
  %1240 = phi double [ %1253, %1238 ], [ %1233, %1235 ]
  %1241 = getelementptr inbounds double, ptr %1186, i64 %1239
  %1242 = load double, ptr %1241, align 8, !tbaa !9
  %1243 = fmul fast double %1242, 2.000000e+00
  %1244 = fadd fast double %1243, %1237
  %1245 = call fast double @llvm.sin.f64(double %1244)
  %1246 = add nuw nsw i64 %1239, 1
  %1247 = trunc nuw nsw i64 %1246 to i32
  %1248 = urem i32 %1247, %215
  %1249 = zext nneg i32 %1248 to i64
  %1250 = getelementptr inbounds double, ptr %1166, i64 %1249
  %1251 = load double, ptr %1250, align 8, !tbaa !9
  %1252 = fmul fast double %1245, %1251
  %1253 = fadd fast double %1252, %1240
  %1254 = icmp eq i64 %1246, %246
  br i1 %1254, label %1255, label %1238, !llvm.loop !29

1255:                                             ; preds = %1238
  %1256 = add nuw i32 %1214, 2
  %1257 = add i32 %1216, 2
  %1258 = icmp eq i32 %1257, %1136
  br i1 %1258, label %1259, label %1213, !llvm.loop !18

1259:                                             ; preds = %1255, %1209
  %1260 = phi double [ poison, %1209 ], [ %1253, %1255 ]
  %1261 = phi i32 [ 0, %1209 ], [ %1256, %1255 ]
  %1262 = phi double [ 0.000000e+00, %1209 ], [ %1253, %1255 ]
  br i1 %1137, label %1282, label %1263

1263:                                             ; preds = %1259
  %1264 = uitofp nneg i32 %1261 to double
  br label %1265

1265:                                             ; preds = %1265, %1263
  %1266 = phi i64 [ %1273, %1265 ], [ 0, %1263 ]
  %1267 = phi double [ %1280, %1265 ], [ %1262, %1263 ]
  %1268 = getelementptr inbounds double, ptr %1186, i64 %1266
  %1269 = load double, ptr %1268, align 8, !tbaa !9
  %1270 = fmul fast double %1269, 2.000000e+00
  %1271 = fadd fast double %1270, %1264
  %1272 = call fast double @llvm.sin.f64(double %1271)
  %1273 = add nuw nsw i64 %1266, 1
  %1274 = trunc nuw nsw i64 %1273 to i32
  %1275 = urem i32 %1274, %215
  %1276 = zext nneg i32 %1275 to i64
  %1277 = getelementptr inbounds double, ptr %1166, i64 %1276
  %1278 = load double, ptr %1277, align 8, !tbaa !9
  %1279 = fmul fast double %1272, %1278
  %1280 = fadd fast double %1279, %1267
  %1281 = icmp eq i64 %1273, %246
  br i1 %1281, label %1282, label %1265, !llvm.loop !29

1282:                                             ; preds = %1265, %1259
  %1283 = phi double [ %1260, %1259 ], [ %1280, %1265 ]
  %1284 = getelementptr inbounds i8, ptr %1186, i64 8
  %1285 = load double, ptr %1284, align 8, !tbaa !9
  %1286 = fmul fast double %1285, %1283
  br i1 %1139, label %1335, label %1287

1287:                                             ; preds = %1282, %1331
  %1288 = phi i32 [ %1332, %1331 ], [ 0, %1282 ]
  %1289 = phi double [ %1328, %1331 ], [ 0.000000e+00, %1282 ]
  %1290 = phi i32 [ %1333, %1331 ], [ 0, %1282 ]
  %1291 = uitofp nneg i32 %1288 to double
  br label %1292

1292:                                             ; preds = %1292, %1287
  %1293 = phi i64 [ %1308, %1292 ], [ 0, %1287 ]
  %1294 = phi double [ %1307, %1292 ], [ %1289, %1287 ]
  %1295 = getelementptr inbounds double, ptr %1186, i64 %1293
  %1296 = load double, ptr %1295, align 8, !tbaa !9
  %1297 = fmul fast double %1296, 3.000000e+00
  %1298 = fadd fast double %1297, %1291
  %1299 = call fast double @llvm.sin.f64(double %1298)
  %1300 = trunc i64 %1293 to i32
  %1301 = add i32 %1300, 2
  %1302 = urem i32 %1301, %215
  %1303 = zext nneg i32 %1302 to i64
  %1304 = getelementptr inbounds double, ptr %1166, i64 %1303
  %1305 = load double, ptr %1304, align 8, !tbaa !9
  %1306 = fmul fast double %1299, %1305
  %1307 = fadd fast double %1306, %1294
  %1308 = add nuw nsw i64 %1293, 1
  %1309 = icmp eq i64 %1308, %246
  br i1 %1309, label %1310, label %1292, !llvm.loop !30

1310:                                             ; preds = %1292
  %1311 = or disjoint i32 %1288, 1
  %1312 = uitofp nneg i32 %1311 to double
  br label %1313

1313:                                             ; preds = %1313, %1310
  %1314 = phi i64 [ %1329, %1313 ], [ 0, %1310 ]
  %1315 = phi double [ %1328, %1313 ], [ %1307, %1310 ]
  %1316 = getelementptr inbounds double, ptr %1186, i64 %1314
  %1317 = load double, ptr %1316, align 8, !tbaa !9
  %1318 = fmul fast double %1317, 3.000000e+00
  %1319 = fadd fast double %1318, %1312
  %1320 = call fast double @llvm.sin.f64(double %1319)
  %1321 = trunc i64 %1314 to i32
  %1322 = add i32 %1321, 2
  %1323 = urem i32 %1322, %215
  %1324 = zext nneg i32 %1323 to i64
  %1325 = getelementptr inbounds double, ptr %1166, i64 %1324
  %1326 = load double, ptr %1325, align 8, !tbaa !9
  %1327 = fmul fast double %1320, %1326
  %1328 = fadd fast double %1327, %1315
  %1329 = add nuw nsw i64 %1314, 1
  %1330 = icmp eq i64 %1329, %246
  br i1 %1330, label %1331, label %1313, !llvm.loop !30

1331:                                             ; preds = %1313
  %1332 = add nuw i32 %1288, 2
  %1333 = add i32 %1290, 2
  %1334 = icmp eq i32 %1333, %1140
  br i1 %1334, label %1335, label %1287, !llvm.loop !18

1335:                                             ; preds = %1331, %1282
  %1336 = phi double [ poison, %1282 ], [ %1328, %1331 ]
  %1337 = phi i32 [ 0, %1282 ], [ %1332, %1331 ]
  %1338 = phi double [ 0.000000e+00, %1282 ], [ %1328, %1331 ]
  br i1 %1141, label %1359, label %1339

1339:                                             ; preds = %1335
  %1340 = uitofp nneg i32 %1337 to double
  br label %1341

1341:                                             ; preds = %1341, %1339
  %1342 = phi i64 [ %1357, %1341 ], [ 0, %1339 ]
  %1343 = phi double [ %1356, %1341 ], [ %1338, %1339 ]
  %1344 = getelementptr inbounds double, ptr %1186, i64 %1342
  %1345 = load double, ptr %1344, align 8, !tbaa !9
  %1346 = fmul fast double %1345, 3.000000e+00
  %1347 = fadd fast double %1346, %1340
  %1348 = call fast double @llvm.sin.f64(double %1347)
  %1349 = trunc i64 %1342 to i32
  %1350 = add i32 %1349, 2
  %1351 = urem i32 %1350, %215
  %1352 = zext nneg i32 %1351 to i64
  %1353 = getelementptr inbounds double, ptr %1166, i64 %1352
  %1354 = load double, ptr %1353, align 8, !tbaa !9
  %1355 = fmul fast double %1348, %1354
  %1356 = fadd fast double %1355, %1343
  %1357 = add nuw nsw i64 %1342, 1
  %1358 = icmp eq i64 %1357, %246
  br i1 %1358, label %1359, label %1341, !llvm.loop !30

1359:                                             ; preds = %1341, %1335
  %1360 = phi double [ %1336, %1335 ], [ %1356, %1341 ]
  %1361 = getelementptr inbounds double, ptr %1186, i64 %259
  %1362 = load double, ptr %1361, align 8, !tbaa !9
  %1363 = fmul fast double %1362, %1360
  br i1 %1143, label %1412, label %1364

1364:                                             ; preds = %1359, %1408
  %1365 = phi i32 [ %1409, %1408 ], [ 0, %1359 ]
  %1366 = phi double [ %1405, %1408 ], [ 0.000000e+00, %1359 ]
  %1367 = phi i32 [ %1410, %1408 ], [ 0, %1359 ]
  %1368 = uitofp nneg i32 %1365 to double
  br label %1369

1369:                                             ; preds = %1369, %1364
  %1370 = phi i64 [ %1385, %1369 ], [ 0, %1364 ]
  %1371 = phi double [ %1384, %1369 ], [ %1366, %1364 ]
  %1372 = getelementptr inbounds double, ptr %1186, i64 %1370
  %1373 = load double, ptr %1372, align 8, !tbaa !9
  %1374 = fmul fast double %1373, 4.000000e+00
  %1375 = fadd fast double %1374, %1368
  %1376 = call fast double @llvm.sin.f64(double %1375)
  %1377 = trunc i64 %1370 to i32
  %1378 = add i32 %1377, 3
  %1379 = urem i32 %1378, %215
  %1380 = zext nneg i32 %1379 to i64
  %1381 = getelementptr inbounds double, ptr %1166, i64 %1380
  %1382 = load double, ptr %1381, align 8, !tbaa !9
  %1383 = fmul fast double %1376, %1382
  %1384 = fadd fast double %1383, %1371
  %1385 = add nuw nsw i64 %1370, 1
  %1386 = icmp eq i64 %1385, %246
  br i1 %1386, label %1387, label %1369, !llvm.loop !31

1387:                                             ; preds = %1369
  %1388 = or disjoint i32 %1365, 1
  %1389 = uitofp nneg i32 %1388 to double
  br label %1390

1390:                                             ; preds = %1390, %1387
  %1391 = phi i64 [ %1406, %1390 ], [ 0, %1387 ]
  %1392 = phi double [ %1405, %1390 ], [ %1384, %1387 ]
  %1393 = getelementptr inbounds double, ptr %1186, i64 %1391
  %1394 = load double, ptr %1393, align 8, !tbaa !9
  %1395 = fmul fast double %1394, 4.000000e+00
  %1396 = fadd fast double %1395, %1389
  %1397 = call fast double @llvm.sin.f64(double %1396)
  %1398 = trunc i64 %1391 to i32
  %1399 = add i32 %1398, 3
  %1400 = urem i32 %1399, %215
  %1401 = zext nneg i32 %1400 to i64
  %1402 = getelementptr inbounds double, ptr %1166, i64 %1401
  %1403 = load double, ptr %1402, align 8, !tbaa !9
  %1404 = fmul fast double %1397, %1403
  %1405 = fadd fast double %1404, %1392
  %1406 = add nuw nsw i64 %1391, 1
  %1407 = icmp eq i64 %1406, %246
  br i1 %1407, label %1408, label %1390, !llvm.loop !31

1408:                                             ; preds = %1390
  %1409 = add nuw i32 %1365, 2
  %1410 = add i32 %1367, 2
  %1411 = icmp eq i32 %1410, %1144
  br i1 %1411, label %1412, label %1364, !llvm.loop !18

1412:                                             ; preds = %1408, %1359
  %1413 = phi double [ poison, %1359 ], [ %1405, %1408 ]
  %1414 = phi i32 [ 0, %1359 ], [ %1409, %1408 ]
  %1415 = phi double [ 0.000000e+00, %1359 ], [ %1405, %1408 ]
  br i1 %1145, label %1436, label %1416

1416:                                             ; preds = %1412
  %1417 = uitofp nneg i32 %1414 to double
  br label %1418

1418:                                             ; preds = %1418, %1416
  %1419 = phi i64 [ %1434, %1418 ], [ 0, %1416 ]
  %1420 = phi double [ %1433, %1418 ], [ %1415, %1416 ]
  %1421 = getelementptr inbounds double, ptr %1186, i64 %1419
  %1422 = load double, ptr %1421, align 8, !tbaa !9
  %1423 = fmul fast double %1422, 4.000000e+00
  %1424 = fadd fast double %1423, %1417
  %1425 = call fast double @llvm.sin.f64(double %1424)
  %1426 = trunc i64 %1419 to i32
  %1427 = add i32 %1426, 3
  %1428 = urem i32 %1427, %215
  %1429 = zext nneg i32 %1428 to i64
  %1430 = getelementptr inbounds double, ptr %1166, i64 %1429
  %1431 = load double, ptr %1430, align 8, !tbaa !9
  %1432 = fmul fast double %1425, %1431
  %1433 = fadd fast double %1432, %1420
  %1434 = add nuw nsw i64 %1419, 1
  %1435 = icmp eq i64 %1434, %246
  br i1 %1435, label %1436, label %1418, !llvm.loop !31

1436:                                             ; preds = %1418, %1412
  %1437 = phi double [ %1413, %1412 ], [ %1433, %1418 ]
  %1438 = getelementptr inbounds double, ptr %1186, i64 %265
  %1439 = load double, ptr %1438, align 8, !tbaa !9
  %1440 = fmul fast double %1439, %1437
  %1441 = fsub fast double %1180, %1183
  call void @free(ptr noundef nonnull %1186) #17
  store double %1441, ptr %1179, align 8, !tbaa !9
  %1442 = add nsw i32 %1185, 2
  store i32 %1442, ptr @calls, align 4, !tbaa !11
  %1443 = call noalias ptr @malloc(i64 noundef %245) #18
  br label %1831

1444:                                             ; preds = %1512, %1484
  %1445 = phi i32 [ %1485, %1484 ], [ 0, %1512 ]
  %1446 = phi double [ %1481, %1484 ], [ 0.000000e+00, %1512 ]
  %1447 = phi i32 [ %1486, %1484 ], [ 0, %1512 ]
  %1448 = uitofp nneg i32 %1445 to double
  br label %1449

1449:                                             ; preds = %1449, %1444
  %1450 = phi i64 [ %1463, %1449 ], [ 0, %1444 ]
  %1451 = phi double [ %1462, %1449 ], [ %1446, %1444 ]
  %1452 = getelementptr inbounds double, ptr %1186, i64 %1450
  %1453 = load double, ptr %1452, align 8, !tbaa !9
  %1454 = fadd fast double %1453, %1448
  %1455 = call fast double @llvm.sin.f64(double %1454)
  %1456 = trunc nuw nsw i64 %1450 to i32
  %1457 = urem i32 %1456, %215
  %1458 = zext nneg i32 %1457 to i64
  %1459 = getelementptr inbounds double, ptr %1166, i64 %1458
  %1460 = load double, ptr %1459, align 8, !tbaa !9
  %1461 = fmul fast double %1455, %1460
  %1462 = fadd fast double %1461, %1451
  %1463 = add nuw nsw i64 %1450, 1
  %1464 = icmp eq i64 %1463, %246
  br i1 %1464, label %1465, label %1449, !llvm.loop !28

1465:                                             ; preds = %1449
  %1466 = or disjoint i32 %1445, 1
  %1467 = uitofp nneg i32 %1466 to double
  br label %1468

1468:                                             ; preds = %1468, %1465
  %1469 = phi i64 [ %1482, %1468 ], [ 0, %1465 ]
  %1470 = phi double [ %1481, %1468 ], [ %1462, %1465 ]
  %1471 = getelementptr inbounds double, ptr %1186, i64 %1469
  %1472 = load double, ptr %1471, align 8, !tbaa !9
  %1473 = fadd fast double %1472, %1467
  %1474 = call fast double @llvm.sin.f64(double %1473)
  %1475 = trunc nuw nsw i64 %1469 to i32
  %1476 = urem i32 %1475, %215
  %1477 = zext nneg i32 %1476 to i64
  %1478 = getelementptr inbounds double, ptr %1166, i64 %1477
  %1479 = load double, ptr %1478, align 8, !tbaa !9
  %1480 = fmul fast double %1474, %1479
  %1481 = fadd fast double %1480, %1470
  %1482 = add nuw nsw i64 %1469, 1
  %1483 = icmp eq i64 %1482, %246
  br i1 %1483, label %1484, label %1468, !llvm.loop !28

1484:                                             ; preds = %1468
  %1485 = add nuw i32 %1445, 2
  %1486 = add i32 %1447, 2
  %1487 = icmp eq i32 %1486, %1132
  br i1 %1487, label %1187, label %1444, !llvm.loop !18

1488:                                             ; preds = %1507, %1175
  %1489 = phi i64 [ 0, %1175 ], [ %1508, %1507 ]
  %1490 = getelementptr inbounds double, ptr %1166, i64 %1489
  %1491 = load double, ptr %1490, align 8, !tbaa !9
  %1492 = fcmp fast ogt double %1491, 0.000000e+00
  br i1 %1492, label %1493, label %1498

1493:                                             ; preds = %1488
  %1494 = fmul fast double %1491, %1491
  %1495 = fadd fast double %1494, 1.000000e+00
  %1496 = call fast double @llvm.sqrt.f64(double %1495)
  %1497 = add nuw nsw i64 %1489, 1
  br label %1507

1498:                                             ; preds = %1488
  %1499 = call fast double @llvm.exp.f64(double %1491)
  %1500 = add nuw nsw i64 %1489, 1
  %1501 = icmp eq i64 %1500, %246
  %1502 = and i64 %1500, 4294967295
  %1503 = select i1 %1501, i64 0, i64 %1502
  %1504 = getelementptr inbounds double, ptr %1166, i64 %1503
  %1505 = load double, ptr %1504, align 8, !tbaa !9
  %1506 = fmul fast double %1505, %1499
  br label %1507

1507:                                             ; preds = %1498, %1493
  %1508 = phi i64 [ %1500, %1498 ], [ %1497, %1493 ]
  %1509 = phi fast double [ %1506, %1498 ], [ %1496, %1493 ]
  %1510 = getelementptr inbounds double, ptr %1186, i64 %1489
  store double %1509, ptr %1510, align 8, !tbaa !9
  %1511 = icmp eq i64 %1508, %246
  br i1 %1511, label %1512, label %1488, !llvm.loop !21

1512:                                             ; preds = %1507
  br i1 %1131, label %1187, label %1444

1513:                                             ; preds = %1827, %1855
  %1514 = phi double [ poison, %1855 ], [ %1824, %1827 ]
  %1515 = phi i32 [ 0, %1855 ], [ %1828, %1827 ]
  %1516 = phi double [ 0.000000e+00, %1855 ], [ %1824, %1827 ]
  br i1 %1149, label %1535, label %1517

1517:                                             ; preds = %1513
  %1518 = uitofp nneg i32 %1515 to double
  br label %1519

1519:                                             ; preds = %1519, %1517
  %1520 = phi i64 [ %1533, %1519 ], [ 0, %1517 ]
  %1521 = phi double [ %1532, %1519 ], [ %1516, %1517 ]
  %1522 = getelementptr inbounds double, ptr %1443, i64 %1520
  %1523 = load double, ptr %1522, align 8, !tbaa !9
  %1524 = fadd fast double %1523, %1518
  %1525 = call fast double @llvm.sin.f64(double %1524)
  %1526 = trunc nuw nsw i64 %1520 to i32
  %1527 = urem i32 %1526, %215
  %1528 = zext nneg i32 %1527 to i64
  %1529 = getelementptr inbounds double, ptr %1166, i64 %1528
  %1530 = load double, ptr %1529, align 8, !tbaa !9
  %1531 = fmul fast double %1525, %1530
  %1532 = fadd fast double %1531, %1521
  %1533 = add nuw nsw i64 %1520, 1
  %1534 = icmp eq i64 %1533, %246
  br i1 %1534, label %1535, label %1519, !llvm.loop !32

1535:                                             ; preds = %1519, %1513
  %1536 = phi double [ %1514, %1513 ], [ %1532, %1519 ]
  %1537 = load double, ptr %1443, align 8, !tbaa !9
  %1538 = fmul fast double %1537, %1536
  br i1 %1151, label %1585, label %1539

1539:                                             ; preds = %1535, %1581
  %1540 = phi i32 [ %1582, %1581 ], [ 0, %1535 ]
  %1541 = phi double [ %1579, %1581 ], [ 0.000000e+00, %1535 ]
  %1542 = phi i32 [ %1583, %1581 ], [ 0, %1535 ]
  %1543 = uitofp nneg i32 %1540 to double
  br label %1544

1544:                                             ; preds = %1544, %1539
  %1545 = phi i64 [ %1552, %1544 ], [ 0, %1539 ]
  %1546 = phi double [ %1559, %1544 ], [ %1541, %1539 ]
  %1547 = getelementptr inbounds double, ptr %1443, i64 %1545
  %1548 = load double, ptr %1547, align 8, !tbaa !9
  %1549 = fmul fast double %1548, 2.000000e+00
  %1550 = fadd fast double %1549, %1543
  %1551 = call fast double @llvm.sin.f64(double %1550)
  %1552 = add nuw nsw i64 %1545, 1
  %1553 = trunc nuw nsw i64 %1552 to i32
  %1554 = urem i32 %1553, %215
  %1555 = zext nneg i32 %1554 to i64
  %1556 = getelementptr inbounds double, ptr %1166, i64 %1555
  %1557 = load double, ptr %1556, align 8, !tbaa !9
  %1558 = fmul fast double %1551, %1557
  %1559 = fadd fast double %1558, %1546
  %1560 = icmp eq i64 %1552, %246
  br i1 %1560, label %1561, label %1544, !llvm.loop !33

1561:                                             ; preds = %1544
  %1562 = or disjoint i32 %1540, 1
  %1563 = uitofp nneg i32 %1562 to double
  br label %1564

1564:                                             ; preds = %1564, %1561
  %1565 = phi i64 [ %1572, %1564 ], [ 0, %1561 ]
  %1566 = phi double [ %1579, %1564 ], [ %1559, %1561 ]
  %1567 = getelementptr inbounds double, ptr %1443, i64 %1565
  %1568 = load double, ptr %1567, align 8, !tbaa !9
  %1569 = fmul fast double %1568, 2.000000e+00
  %1570 = fadd fast double %1569, %1563
  %1571 = call fast double @llvm.sin.f64(double %1570)
  %1572 = add nuw nsw i64 %1565, 1
  %1573 = trunc nuw nsw i64 %1572 to i32
  %1574 = urem i32 %1573, %215
  %1575 = zext nneg i32 %1574 to i64
  %1576 = getelementptr inbounds double, ptr %1166, i64 %1575
  %1577 = load double, ptr %1576, align 8, !tbaa !9
  %1578 = fmul fast double %1571, %1577
  %1579 = fadd fast double %1578, %1566
  %1580 = icmp eq i64 %1572, %246
  br i1 %1580, label %1581, label %1564, !llvm.loop !33

1581:                                             ; preds = %1564
  %1582 = add nuw i32 %1540, 2
  %1583 = add i32 %1542, 2
  %1584 = icmp eq i32 %1583, %1152
  br i1 %1584, label %1585, label %1539, !llvm.loop !18

1585:                                             ; preds = %1581, %1535
  %1586 = phi double [ poison, %1535 ], [ %1579, %1581 ]
  %1587 = phi i32 [ 0, %1535 ], [ %1582, %1581 ]
  %1588 = phi double [ 0.000000e+00, %1535 ], [ %1579, %1581 ]
  br i1 %1153, label %1608, label %1589

1589:                                             ; preds = %1585
  %1590 = uitofp nneg i32 %1587 to double
  br label %1591

1591:                                             ; preds = %1591, %1589
  %1592 = phi i64 [ %1599, %1591 ], [ 0, %1589 ]
  %1593 = phi double [ %1606, %1591 ], [ %1588, %1589 ]
  %1594 = getelementptr inbounds double, ptr %1443, i64 %1592
  %1595 = load double, ptr %1594, align 8, !tbaa !9
  %1596 = fmul fast double %1595, 2.000000e+00
  %1597 = fadd fast double %1596, %1590
  %1598 = call fast double @llvm.sin.f64(double %1597)
  %1599 = add nuw nsw i64 %1592, 1
  %1600 = trunc nuw nsw i64 %1599 to i32
  %1601 = urem i32 %1600, %215
  %1602 = zext nneg i32 %1601 to i64
  %1603 = getelementptr inbounds double, ptr %1166, i64 %1602
  %1604 = load double, ptr %1603, align 8, !tbaa !9
  %1605 = fmul fast double %1598, %1604
  %1606 = fadd fast double %1605, %1593
  %1607 = icmp eq i64 %1599, %246
  br i1 %1607, label %1608, label %1591, !llvm.loop !33

1608:                                             ; preds = %1591, %1585
  %1609 = phi double [ %1586, %1585 ], [ %1606, %1591 ]
  %1610 = getelementptr inbounds i8, ptr %1443, i64 8
  %1611 = load double, ptr %1610, align 8, !tbaa !9
  %1612 = fmul fast double %1611, %1609
  br i1 %1155, label %1661, label %1613

1613:                                             ; preds = %1608, %1657
  %1614 = phi i32 [ %1658, %1657 ], [ 0, %1608 ]
  %1615 = phi double [ %1654, %1657 ], [ 0.000000e+00, %1608 ]
  %1616 = phi i32 [ %1659, %1657 ], [ 0, %1608 ]
  %1617 = uitofp nneg i32 %1614 to double
  br label %1618

1618:                                             ; preds = %1618, %1613
  %1619 = phi i64 [ %1634, %1618 ], [ 0, %1613 ]
  %1620 = phi double [ %1633, %1618 ], [ %1615, %1613 ]
  %1621 = getelementptr inbounds double, ptr %1443, i64 %1619
  %1622 = load double, ptr %1621, align 8, !tbaa !9
  %1623 = fmul fast double %1622, 3.000000e+00
  %1624 = fadd fast double %1623, %1617
  %1625 = call fast double @llvm.sin.f64(double %1624)
  %1626 = trunc i64 %1619 to i32
  %1627 = add i32 %1626, 2
  %1628 = urem i32 %1627, %215
  %1629 = zext nneg i32 %1628 to i64
  %1630 = getelementptr inbounds double, ptr %1166, i64 %1629
  %1631 = load double, ptr %1630, align 8, !tbaa !9
  %1632 = fmul fast double %1625, %1631
  %1633 = fadd fast double %1632, %1620
  %1634 = add nuw nsw i64 %1619, 1
  %1635 = icmp eq i64 %1634, %246
  br i1 %1635, label %1636, label %1618, !llvm.loop !34

1636:                                             ; preds = %1618
  %1637 = or disjoint i32 %1614, 1
  %1638 = uitofp nneg i32 %1637 to double
  br label %1639

1639:                                             ; preds = %1639, %1636
  %1640 = phi i64 [ %1655, %1639 ], [ 0, %1636 ]
  %1641 = phi double [ %1654, %1639 ], [ %1633, %1636 ]
  %1642 = getelementptr inbounds double, ptr %1443, i64 %1640
  %1643 = load double, ptr %1642, align 8, !tbaa !9
  %1644 = fmul fast double %1643, 3.000000e+00
  %1645 = fadd fast double %1644, %1638
  %1646 = call fast double @llvm.sin.f64(double %1645)
  %1647 = trunc i64 %1640 to i32
  %1648 = add i32 %1647, 2
  %1649 = urem i32 %1648, %215
  %1650 = zext nneg i32 %1649 to i64
  %1651 = getelementptr inbounds double, ptr %1166, i64 %1650
  %1652 = load double, ptr %1651, align 8, !tbaa !9
  %1653 = fmul fast double %1646, %1652
  %1654 = fadd fast double %1653, %1641
  %1655 = add nuw nsw i64 %1640, 1
  %1656 = icmp eq i64 %1655, %246
  br i1 %1656, label %1657, label %1639, !llvm.loop !34

1657:                                             ; preds = %1639
  %1658 = add nuw i32 %1614, 2
  %1659 = add i32 %1616, 2
  %1660 = icmp eq i32 %1659, %1156
  br i1 %1660, label %1661, label %1613, !llvm.loop !18

1661:                                             ; preds = %1657, %1608
  %1662 = phi double [ poison, %1608 ], [ %1654, %1657 ]
  %1663 = phi i32 [ 0, %1608 ], [ %1658, %1657 ]
  %1664 = phi double [ 0.000000e+00, %1608 ], [ %1654, %1657 ]
  br i1 %1157, label %1685, label %1665

1665:                                             ; preds = %1661
  %1666 = uitofp nneg i32 %1663 to double
  br label %1667

1667:                                             ; preds = %1667, %1665
  %1668 = phi i64 [ %1683, %1667 ], [ 0, %1665 ]
  %1669 = phi double [ %1682, %1667 ], [ %1664, %1665 ]
  %1670 = getelementptr inbounds double, ptr %1443, i64 %1668
  %1671 = load double, ptr %1670, align 8, !tbaa !9
  %1672 = fmul fast double %1671, 3.000000e+00
  %1673 = fadd fast double %1672, %1666
  %1674 = call fast double @llvm.sin.f64(double %1673)
  %1675 = trunc i64 %1668 to i32
  %1676 = add i32 %1675, 2
  %1677 = urem i32 %1676, %215
  %1678 = zext nneg i32 %1677 to i64
  %1679 = getelementptr inbounds double, ptr %1166, i64 %1678
  %1680 = load double, ptr %1679, align 8, !tbaa !9
  %1681 = fmul fast double %1674, %1680
  %1682 = fadd fast double %1681, %1669
  %1683 = add nuw nsw i64 %1668, 1
  %1684 = icmp eq i64 %1683, %246
  br i1 %1684, label %1685, label %1667, !llvm.loop !34

1685:                                             ; preds = %1667, %1661
  %1686 = phi double [ %1662, %1661 ], [ %1682, %1667 ]
  %1687 = getelementptr inbounds double, ptr %1443, i64 %259
  %1688 = load double, ptr %1687, align 8, !tbaa !9
  %1689 = fmul fast double %1688, %1686
  br i1 %1159, label %1738, label %1690

1690:                                             ; preds = %1685, %1734
  %1691 = phi i32 [ %1735, %1734 ], [ 0, %1685 ]
  %1692 = phi double [ %1731, %1734 ], [ 0.000000e+00, %1685 ]
  %1693 = phi i32 [ %1736, %1734 ], [ 0, %1685 ]
  %1694 = uitofp nneg i32 %1691 to double
  br label %1695

1695:                                             ; preds = %1695, %1690
  %1696 = phi i64 [ %1711, %1695 ], [ 0, %1690 ]
  %1697 = phi double [ %1710, %1695 ], [ %1692, %1690 ]
  %1698 = getelementptr inbounds double, ptr %1443, i64 %1696
  %1699 = load double, ptr %1698, align 8, !tbaa !9
  %1700 = fmul fast double %1699, 4.000000e+00
  %1701 = fadd fast double %1700, %1694
  %1702 = call fast double @llvm.sin.f64(double %1701)
  %1703 = trunc i64 %1696 to i32
  %1704 = add i32 %1703, 3
  %1705 = urem i32 %1704, %215
  %1706 = zext nneg i32 %1705 to i64
  %1707 = getelementptr inbounds double, ptr %1166, i64 %1706
  %1708 = load double, ptr %1707, align 8, !tbaa !9
  %1709 = fmul fast double %1702, %1708
  %1710 = fadd fast double %1709, %1697
  %1711 = add nuw nsw i64 %1696, 1
  %1712 = icmp eq i64 %1711, %246
  br i1 %1712, label %1713, label %1695, !llvm.loop !35

1713:                                             ; preds = %1695
  %1714 = or disjoint i32 %1691, 1
  %1715 = uitofp nneg i32 %1714 to double
  br label %1716

1716:                                             ; preds = %1716, %1713
  %1717 = phi i64 [ %1732, %1716 ], [ 0, %1713 ]
  %1718 = phi double [ %1731, %1716 ], [ %1710, %1713 ]
  %1719 = getelementptr inbounds double, ptr %1443, i64 %1717
  %1720 = load double, ptr %1719, align 8, !tbaa !9
  %1721 = fmul fast double %1720, 4.000000e+00
  %1722 = fadd fast double %1721, %1715
  %1723 = call fast double @llvm.sin.f64(double %1722)
  %1724 = trunc i64 %1717 to i32
  %1725 = add i32 %1724, 3
  %1726 = urem i32 %1725, %215
  %1727 = zext nneg i32 %1726 to i64
  %1728 = getelementptr inbounds double, ptr %1166, i64 %1727
  %1729 = load double, ptr %1728, align 8, !tbaa !9
  %1730 = fmul fast double %1723, %1729
  %1731 = fadd fast double %1730, %1718
  %1732 = add nuw nsw i64 %1717, 1
  %1733 = icmp eq i64 %1732, %246
  br i1 %1733, label %1734, label %1716, !llvm.loop !35

1734:                                             ; preds = %1716
  %1735 = add nuw i32 %1691, 2
  %1736 = add i32 %1693, 2
  %1737 = icmp eq i32 %1736, %1160
  br i1 %1737, label %1738, label %1690, !llvm.loop !18

1738:                                             ; preds = %1734, %1685
  %1739 = phi double [ poison, %1685 ], [ %1731, %1734 ]
  %1740 = phi i32 [ 0, %1685 ], [ %1735, %1734 ]
  %1741 = phi double [ 0.000000e+00, %1685 ], [ %1731, %1734 ]
  br i1 %1161, label %1762, label %1742

1742:                                             ; preds = %1738
  %1743 = uitofp nneg i32 %1740 to double
  br label %1744

1744:                                             ; preds = %1744, %1742
  %1745 = phi i64 [ %1760, %1744 ], [ 0, %1742 ]
  %1746 = phi double [ %1759, %1744 ], [ %1741, %1742 ]
  %1747 = getelementptr inbounds double, ptr %1443, i64 %1745
  %1748 = load double, ptr %1747, align 8, !tbaa !9
  %1749 = fmul fast double %1748, 4.000000e+00
  %1750 = fadd fast double %1749, %1743
  %1751 = call fast double @llvm.sin.f64(double %1750)
  %1752 = trunc i64 %1745 to i32
  %1753 = add i32 %1752, 3
  %1754 = urem i32 %1753, %215
  %1755 = zext nneg i32 %1754 to i64
  %1756 = getelementptr inbounds double, ptr %1166, i64 %1755
  %1757 = load double, ptr %1756, align 8, !tbaa !9
  %1758 = fmul fast double %1751, %1757
  %1759 = fadd fast double %1758, %1746
  %1760 = add nuw nsw i64 %1745, 1
  %1761 = icmp eq i64 %1760, %246
  br i1 %1761, label %1762, label %1744, !llvm.loop !35

1762:                                             ; preds = %1744, %1738
  %1763 = phi double [ %1739, %1738 ], [ %1759, %1744 ]
  %1764 = getelementptr inbounds double, ptr %1443, i64 %265
  %1765 = load double, ptr %1764, align 8, !tbaa !9
  %1766 = fmul fast double %1765, %1763
  %1767 = fmul fast double %1286, %1169
  %1768 = fmul fast double %1440, %1173
  call void @free(ptr noundef nonnull %1443) #17
  store double %1180, ptr %1179, align 8, !tbaa !9
  %1769 = fmul fast double %1538, %1174
  %1770 = fmul fast double %1169, %1612
  %1771 = fmul fast double %1171, %1689
  %1772 = fadd fast double %1770, %1771
  %1773 = fmul fast double %1173, %1766
  %1774 = fadd fast double %1772, %1773
  %1775 = fsub fast double %1769, %1774
  %1776 = fadd fast double %1767, %1856
  %1777 = fadd fast double %1776, %1857
  %1778 = fadd fast double %1777, %1768
  %1779 = fadd fast double %1778, %1775
  %1780 = fmul fast double %1182, 2.000000e-06
  %1781 = fdiv fast double %1779, %1780
  %1782 = call fast double @llvm.fabs.f64(double %1781)
  %1783 = call fast double @llvm.maxnum.f64(double %1782, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %1178, ptr %32, align 8, !tbaa !9
  %1784 = load volatile double, ptr %32, align 8, !tbaa !9
  %1785 = call double @llvm.fabs.f64(double %1784)
  %1786 = fcmp ueq double %1785, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %1786, label %1871, label %1858

1787:                                             ; preds = %1855, %1827
  %1788 = phi i32 [ %1828, %1827 ], [ 0, %1855 ]
  %1789 = phi double [ %1824, %1827 ], [ 0.000000e+00, %1855 ]
  %1790 = phi i32 [ %1829, %1827 ], [ 0, %1855 ]
  %1791 = uitofp nneg i32 %1788 to double
  br label %1792

1792:                                             ; preds = %1792, %1787
  %1793 = phi i64 [ %1806, %1792 ], [ 0, %1787 ]
  %1794 = phi double [ %1805, %1792 ], [ %1789, %1787 ]
  %1795 = getelementptr inbounds double, ptr %1443, i64 %1793
  %1796 = load double, ptr %1795, align 8, !tbaa !9
  %1797 = fadd fast double %1796, %1791
  %1798 = call fast double @llvm.sin.f64(double %1797)
  %1799 = trunc nuw nsw i64 %1793 to i32
  %1800 = urem i32 %1799, %215
  %1801 = zext nneg i32 %1800 to i64
  %1802 = getelementptr inbounds double, ptr %1166, i64 %1801
  %1803 = load double, ptr %1802, align 8, !tbaa !9
  %1804 = fmul fast double %1798, %1803
  %1805 = fadd fast double %1804, %1794
  %1806 = add nuw nsw i64 %1793, 1
  %1807 = icmp eq i64 %1806, %246
  br i1 %1807, label %1808, label %1792, !llvm.loop !32

1808:                                             ; preds = %1792
  %1809 = or disjoint i32 %1788, 1
  %1810 = uitofp nneg i32 %1809 to double
  br label %1811

1811:                                             ; preds = %1811, %1808
  %1812 = phi i64 [ %1825, %1811 ], [ 0, %1808 ]
  %1813 = phi double [ %1824, %1811 ], [ %1805, %1808 ]
  %1814 = getelementptr inbounds double, ptr %1443, i64 %1812
  %1815 = load double, ptr %1814, align 8, !tbaa !9
  %1816 = fadd fast double %1815, %1810
  %1817 = call fast double @llvm.sin.f64(double %1816)
  %1818 = trunc nuw nsw i64 %1812 to i32
  %1819 = urem i32 %1818, %215
  %1820 = zext nneg i32 %1819 to i64
  %1821 = getelementptr inbounds double, ptr %1166, i64 %1820
  %1822 = load double, ptr %1821, align 8, !tbaa !9
  %1823 = fmul fast double %1817, %1822
  %1824 = fadd fast double %1823, %1813
  %1825 = add nuw nsw i64 %1812, 1
  %1826 = icmp eq i64 %1825, %246
  br i1 %1826, label %1827, label %1811, !llvm.loop !32

1827:                                             ; preds = %1811
  %1828 = add nuw i32 %1788, 2
  %1829 = add i32 %1790, 2
  %1830 = icmp eq i32 %1829, %1148
  br i1 %1830, label %1513, label %1787, !llvm.loop !18

1831:                                             ; preds = %1850, %1436
  %1832 = phi i64 [ 0, %1436 ], [ %1851, %1850 ]
  %1833 = getelementptr inbounds double, ptr %1166, i64 %1832
  %1834 = load double, ptr %1833, align 8, !tbaa !9
  %1835 = fcmp fast ogt double %1834, 0.000000e+00
  br i1 %1835, label %1836, label %1841

1836:                                             ; preds = %1831
  %1837 = fmul fast double %1834, %1834
  %1838 = fadd fast double %1837, 1.000000e+00
  %1839 = call fast double @llvm.sqrt.f64(double %1838)
  %1840 = add nuw nsw i64 %1832, 1
  br label %1850

1841:                                             ; preds = %1831
  %1842 = call fast double @llvm.exp.f64(double %1834)
  %1843 = add nuw nsw i64 %1832, 1
  %1844 = icmp eq i64 %1843, %246
  %1845 = and i64 %1843, 4294967295
  %1846 = select i1 %1844, i64 0, i64 %1845
  %1847 = getelementptr inbounds double, ptr %1166, i64 %1846
  %1848 = load double, ptr %1847, align 8, !tbaa !9
  %1849 = fmul fast double %1848, %1842
  br label %1850

1850:                                             ; preds = %1841, %1836
  %1851 = phi i64 [ %1843, %1841 ], [ %1840, %1836 ]
  %1852 = phi fast double [ %1849, %1841 ], [ %1839, %1836 ]
  %1853 = getelementptr inbounds double, ptr %1443, i64 %1832
  store double %1852, ptr %1853, align 8, !tbaa !9
  %1854 = icmp eq i64 %1851, %246
  br i1 %1854, label %1855, label %1831, !llvm.loop !21

1855:                                             ; preds = %1850
  %1856 = fmul fast double %1212, %1167
  %1857 = fmul fast double %1363, %1171
  br i1 %1147, label %1513, label %1787

1858:                                             ; preds = %1762
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %1781, ptr %31, align 8, !tbaa !9
  %1859 = load volatile double, ptr %31, align 8, !tbaa !9
  %1860 = call double @llvm.fabs.f64(double %1859)
  %1861 = fcmp ueq double %1860, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %1861, label %1871, label %1862

1862:                                             ; preds = %1858
  %1863 = fsub fast double %1178, %1781
  %1864 = call fast double @llvm.fabs.f64(double %1863)
  %1865 = fmul fast double %1783, 0x3EB0C6F7A0B5ED8D
  %1866 = fcmp fast ole double %1864, %1865
  %1867 = freeze i1 %1866
  br i1 %1867, label %1868, label %1871

1868:                                             ; preds = %1862
  %1869 = trunc nuw nsw i64 %1176 to i32
  %1870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1869, double noundef nofpclass(nan inf) %1178, double noundef nofpclass(nan inf) %1781, ptr noundef nonnull @.str.18)
  br label %1876

1871:                                             ; preds = %1862, %1858, %1762
  %1872 = trunc nuw nsw i64 %1176 to i32
  %1873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i32 noundef %1872, double noundef nofpclass(nan inf) %1178, double noundef nofpclass(nan inf) %1781, ptr noundef nonnull @.str.19)
  %1874 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1875 = add nsw i32 %1874, 1
  store i32 %1875, ptr @n_fail, align 4, !tbaa !11
  br label %1876

1876:                                             ; preds = %1871, %1868
  %1877 = add nuw nsw i64 %1176, 1
  %1878 = icmp eq i64 %1877, %246
  br i1 %1878, label %1879, label %1175, !llvm.loop !26

1879:                                             ; preds = %1876
  call void @free(ptr noundef nonnull %1166) #17
  br i1 %1163, label %1162, label %1912, !llvm.loop !36

1880:                                             ; preds = %1934
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  %1881 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1882 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %1883 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %1884 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fc, i32 noundef %1881, i32 noundef 3, i32 noundef %1882, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %151, ptr noundef nonnull %152, i32 noundef %1883, ptr noundef nonnull %42, ptr noundef nonnull %43, ptr noundef nonnull %153, ptr noundef nonnull %154, i32 noundef %1884, i32 noundef %215) #17
  %1885 = load i32, ptr @calls, align 4, !tbaa !11
  %1886 = freeze i32 %1885
  %1887 = sitofp i32 %1886 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %1887, ptr %30, align 8, !tbaa !9
  %1888 = load volatile double, ptr %30, align 8, !tbaa !9
  %1889 = call double @llvm.fabs.f64(double %1888)
  %1890 = fcmp ueq double %1889, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %1890, label %1901, label %1891

1891:                                             ; preds = %1880
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double 1.000000e+00, ptr %29, align 8, !tbaa !9
  %1892 = load volatile double, ptr %29, align 8, !tbaa !9
  %1893 = call double @llvm.fabs.f64(double %1892)
  %1894 = fcmp one double %1893, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  %1895 = fadd reassoc nsz arcp contract afn double %1887, -1.000000e+00
  %1896 = fcmp reassoc nsz arcp contract afn oeq double %1895, 0.000000e+00
  %1897 = and i1 %1896, %1894
  br i1 %1897, label %1898, label %1901

1898:                                             ; preds = %1891
  %1899 = trunc nuw nsw i64 %213 to i32
  %1900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1899, double noundef nofpclass(nan inf) %1887, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %1906

1901:                                             ; preds = %1891, %1880
  %1902 = trunc nuw nsw i64 %213 to i32
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i32 noundef %1902, double noundef nofpclass(nan inf) %1887, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %1904 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1905 = add nsw i32 %1904, 1
  store i32 %1905, ptr @n_fail, align 4, !tbaa !11
  br label %1906

1906:                                             ; preds = %1898, %1901
  %1907 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1907, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  %1908 = load double, ptr %40, align 16
  %1909 = load double, ptr %93, align 8
  %1910 = load double, ptr %94, align 16
  %1911 = load double, ptr %95, align 8
  br label %1937

1912:                                             ; preds = %1879, %1934
  %1913 = phi i64 [ %1935, %1934 ], [ 0, %1879 ]
  %1914 = getelementptr inbounds [7 x double], ptr %152, i64 0, i64 %1913
  %1915 = load double, ptr %1914, align 8, !tbaa !9
  %1916 = freeze double %1915
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %1916, ptr %28, align 8, !tbaa !9
  %1917 = load volatile double, ptr %28, align 8, !tbaa !9
  %1918 = call double @llvm.fabs.f64(double %1917)
  %1919 = fcmp ueq double %1918, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %1919, label %1929, label %1920

1920:                                             ; preds = %1912
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double 0.000000e+00, ptr %27, align 8, !tbaa !9
  %1921 = load volatile double, ptr %27, align 8, !tbaa !9
  %1922 = call double @llvm.fabs.f64(double %1921)
  %1923 = fcmp one double %1922, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %1924 = fcmp reassoc nsz arcp contract afn oeq double %1916, 0.000000e+00
  %1925 = and i1 %1924, %1923
  br i1 %1925, label %1926, label %1929

1926:                                             ; preds = %1920
  %1927 = trunc nuw nsw i64 %1913 to i32
  %1928 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1927, double noundef nofpclass(nan inf) %1916, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.18)
  br label %1934

1929:                                             ; preds = %1920, %1912
  %1930 = trunc nuw nsw i64 %1913 to i32
  %1931 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i32 noundef %1930, double noundef nofpclass(nan inf) %1916, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.19)
  %1932 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1933 = add nsw i32 %1932, 1
  store i32 %1933, ptr @n_fail, align 4, !tbaa !11
  br label %1934

1934:                                             ; preds = %1926, %1929
  %1935 = add nuw nsw i64 %1913, 1
  %1936 = icmp eq i64 %1935, %242
  br i1 %1936, label %1880, label %1912, !llvm.loop !37

1937:                                             ; preds = %1996, %1906
  %1938 = phi i64 [ 0, %1906 ], [ %1997, %1996 ]
  %1939 = getelementptr inbounds double, ptr %41, i64 %1938
  %1940 = load double, ptr %1939, align 8, !tbaa !9
  %1941 = getelementptr inbounds double, ptr %1907, i64 %1938
  %1942 = load double, ptr %1941, align 8, !tbaa !9
  %1943 = call fast double @llvm.fabs.f64(double %1942)
  %1944 = call fast double @llvm.maxnum.f64(double %1943, double 1.000000e+00)
  %1945 = fmul fast double %1944, 0x3EB0C6F7A0B5ED8D
  %1946 = fadd fast double %1945, %1942
  %1947 = fsub fast double %1942, %1945
  store double %1946, ptr %1941, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #17
  call void @fc(ptr noundef readonly %1907, ptr noundef nonnull %9, i32 noundef %215)
  %1948 = load double, ptr %9, align 16, !tbaa !9
  %1949 = fmul fast double %1948, %1908
  %1950 = load double, ptr %155, align 8, !tbaa !9
  %1951 = fmul fast double %1950, %1909
  %1952 = load double, ptr %156, align 16, !tbaa !9
  %1953 = fmul fast double %1952, %1910
  %1954 = load double, ptr %157, align 8, !tbaa !9
  %1955 = fmul fast double %1954, %1911
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #17
  store double %1947, ptr %1941, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #17
  call void @fc(ptr noundef readonly %1907, ptr noundef nonnull %10, i32 noundef %215)
  %1956 = load double, ptr %10, align 16, !tbaa !9
  %1957 = load double, ptr %158, align 8, !tbaa !9
  %1958 = load double, ptr %159, align 16, !tbaa !9
  %1959 = load double, ptr %160, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  store double %1942, ptr %1941, align 8, !tbaa !9
  %1960 = fmul fast double %1956, %1908
  %1961 = fmul fast double %1957, %1909
  %1962 = fmul fast double %1958, %1910
  %1963 = fmul fast double %1959, %1911
  %1964 = fadd fast double %1961, %1960
  %1965 = fadd fast double %1964, %1962
  %1966 = fadd fast double %1965, %1963
  %1967 = fadd fast double %1951, %1949
  %1968 = fadd fast double %1967, %1953
  %1969 = fadd fast double %1968, %1955
  %1970 = fsub fast double %1969, %1966
  %1971 = fmul fast double %1944, 2.000000e-06
  %1972 = fdiv fast double %1970, %1971
  %1973 = call fast double @llvm.fabs.f64(double %1972)
  %1974 = call fast double @llvm.maxnum.f64(double %1973, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %1940, ptr %26, align 8, !tbaa !9
  %1975 = load volatile double, ptr %26, align 8, !tbaa !9
  %1976 = call double @llvm.fabs.f64(double %1975)
  %1977 = fcmp ueq double %1976, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %1977, label %1991, label %1978

1978:                                             ; preds = %1937
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %1972, ptr %25, align 8, !tbaa !9
  %1979 = load volatile double, ptr %25, align 8, !tbaa !9
  %1980 = call double @llvm.fabs.f64(double %1979)
  %1981 = fcmp ueq double %1980, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %1981, label %1991, label %1982

1982:                                             ; preds = %1978
  %1983 = fsub fast double %1940, %1972
  %1984 = call fast double @llvm.fabs.f64(double %1983)
  %1985 = fmul fast double %1974, 0x3EB0C6F7A0B5ED8D
  %1986 = fcmp fast ole double %1984, %1985
  %1987 = freeze i1 %1986
  br i1 %1987, label %1988, label %1991

1988:                                             ; preds = %1982
  %1989 = trunc nuw nsw i64 %1938 to i32
  %1990 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %1989, double noundef nofpclass(nan inf) %1940, double noundef nofpclass(nan inf) %1972, ptr noundef nonnull @.str.18)
  br label %1996

1991:                                             ; preds = %1982, %1978, %1937
  %1992 = trunc nuw nsw i64 %1938 to i32
  %1993 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %1992, double noundef nofpclass(nan inf) %1940, double noundef nofpclass(nan inf) %1972, ptr noundef nonnull @.str.19)
  %1994 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1995 = add nsw i32 %1994, 1
  store i32 %1995, ptr @n_fail, align 4, !tbaa !11
  br label %1996

1996:                                             ; preds = %1991, %1988
  %1997 = add nuw nsw i64 %1938, 1
  %1998 = icmp eq i64 %1997, %246
  br i1 %1998, label %1999, label %1937, !llvm.loop !26

1999:                                             ; preds = %1996
  call void @free(ptr noundef nonnull %1907) #17
  %2000 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2000, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  %2001 = load double, ptr %111, align 16
  %2002 = load double, ptr %113, align 8
  %2003 = load double, ptr %114, align 16
  %2004 = load double, ptr %115, align 8
  br label %2005

2005:                                             ; preds = %2064, %1999
  %2006 = phi i64 [ 0, %1999 ], [ %2065, %2064 ]
  %2007 = getelementptr inbounds double, ptr %151, i64 %2006
  %2008 = load double, ptr %2007, align 8, !tbaa !9
  %2009 = getelementptr inbounds double, ptr %2000, i64 %2006
  %2010 = load double, ptr %2009, align 8, !tbaa !9
  %2011 = call fast double @llvm.fabs.f64(double %2010)
  %2012 = call fast double @llvm.maxnum.f64(double %2011, double 1.000000e+00)
  %2013 = fmul fast double %2012, 0x3EB0C6F7A0B5ED8D
  %2014 = fadd fast double %2013, %2010
  %2015 = fsub fast double %2010, %2013
  store double %2014, ptr %2009, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #17
  call void @fc(ptr noundef readonly %2000, ptr noundef nonnull %9, i32 noundef %215)
  %2016 = load double, ptr %9, align 16, !tbaa !9
  %2017 = fmul fast double %2016, %2001
  %2018 = load double, ptr %155, align 8, !tbaa !9
  %2019 = fmul fast double %2018, %2002
  %2020 = load double, ptr %156, align 16, !tbaa !9
  %2021 = fmul fast double %2020, %2003
  %2022 = load double, ptr %157, align 8, !tbaa !9
  %2023 = fmul fast double %2022, %2004
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #17
  store double %2015, ptr %2009, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #17
  call void @fc(ptr noundef readonly %2000, ptr noundef nonnull %10, i32 noundef %215)
  %2024 = load double, ptr %10, align 16, !tbaa !9
  %2025 = load double, ptr %158, align 8, !tbaa !9
  %2026 = load double, ptr %159, align 16, !tbaa !9
  %2027 = load double, ptr %160, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  store double %2010, ptr %2009, align 8, !tbaa !9
  %2028 = fmul fast double %2024, %2001
  %2029 = fmul fast double %2025, %2002
  %2030 = fmul fast double %2026, %2003
  %2031 = fmul fast double %2027, %2004
  %2032 = fadd fast double %2029, %2028
  %2033 = fadd fast double %2032, %2030
  %2034 = fadd fast double %2033, %2031
  %2035 = fadd fast double %2019, %2017
  %2036 = fadd fast double %2035, %2021
  %2037 = fadd fast double %2036, %2023
  %2038 = fsub fast double %2037, %2034
  %2039 = fmul fast double %2012, 2.000000e-06
  %2040 = fdiv fast double %2038, %2039
  %2041 = call fast double @llvm.fabs.f64(double %2040)
  %2042 = call fast double @llvm.maxnum.f64(double %2041, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2008, ptr %26, align 8, !tbaa !9
  %2043 = load volatile double, ptr %26, align 8, !tbaa !9
  %2044 = call double @llvm.fabs.f64(double %2043)
  %2045 = fcmp ueq double %2044, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2045, label %2059, label %2046

2046:                                             ; preds = %2005
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2040, ptr %25, align 8, !tbaa !9
  %2047 = load volatile double, ptr %25, align 8, !tbaa !9
  %2048 = call double @llvm.fabs.f64(double %2047)
  %2049 = fcmp ueq double %2048, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2049, label %2059, label %2050

2050:                                             ; preds = %2046
  %2051 = fsub fast double %2008, %2040
  %2052 = call fast double @llvm.fabs.f64(double %2051)
  %2053 = fmul fast double %2042, 0x3EB0C6F7A0B5ED8D
  %2054 = fcmp fast ole double %2052, %2053
  %2055 = freeze i1 %2054
  br i1 %2055, label %2056, label %2059

2056:                                             ; preds = %2050
  %2057 = trunc nuw nsw i64 %2006 to i32
  %2058 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2057, double noundef nofpclass(nan inf) %2008, double noundef nofpclass(nan inf) %2040, ptr noundef nonnull @.str.18)
  br label %2064

2059:                                             ; preds = %2050, %2046, %2005
  %2060 = trunc nuw nsw i64 %2006 to i32
  %2061 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2060, double noundef nofpclass(nan inf) %2008, double noundef nofpclass(nan inf) %2040, ptr noundef nonnull @.str.19)
  %2062 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2063 = add nsw i32 %2062, 1
  store i32 %2063, ptr @n_fail, align 4, !tbaa !11
  br label %2064

2064:                                             ; preds = %2059, %2056
  %2065 = add nuw nsw i64 %2006, 1
  %2066 = icmp eq i64 %2065, %246
  br i1 %2066, label %2067, label %2005, !llvm.loop !26

2067:                                             ; preds = %2064
  call void @free(ptr noundef nonnull %2000) #17
  %2068 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2068, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  %2069 = load double, ptr %131, align 16
  %2070 = load double, ptr %133, align 8
  %2071 = load double, ptr %134, align 16
  %2072 = load double, ptr %135, align 8
  br label %2073

2073:                                             ; preds = %2132, %2067
  %2074 = phi i64 [ 0, %2067 ], [ %2133, %2132 ]
  %2075 = getelementptr inbounds double, ptr %152, i64 %2074
  %2076 = load double, ptr %2075, align 8, !tbaa !9
  %2077 = getelementptr inbounds double, ptr %2068, i64 %2074
  %2078 = load double, ptr %2077, align 8, !tbaa !9
  %2079 = call fast double @llvm.fabs.f64(double %2078)
  %2080 = call fast double @llvm.maxnum.f64(double %2079, double 1.000000e+00)
  %2081 = fmul fast double %2080, 0x3EB0C6F7A0B5ED8D
  %2082 = fadd fast double %2081, %2078
  %2083 = fsub fast double %2078, %2081
  store double %2082, ptr %2077, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #17
  call void @fc(ptr noundef readonly %2068, ptr noundef nonnull %9, i32 noundef %215)
  %2084 = load double, ptr %9, align 16, !tbaa !9
  %2085 = fmul fast double %2084, %2069
  %2086 = load double, ptr %155, align 8, !tbaa !9
  %2087 = fmul fast double %2086, %2070
  %2088 = load double, ptr %156, align 16, !tbaa !9
  %2089 = fmul fast double %2088, %2071
  %2090 = load double, ptr %157, align 8, !tbaa !9
  %2091 = fmul fast double %2090, %2072
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #17
  store double %2083, ptr %2077, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #17
  call void @fc(ptr noundef readonly %2068, ptr noundef nonnull %10, i32 noundef %215)
  %2092 = load double, ptr %10, align 16, !tbaa !9
  %2093 = load double, ptr %158, align 8, !tbaa !9
  %2094 = load double, ptr %159, align 16, !tbaa !9
  %2095 = load double, ptr %160, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  store double %2078, ptr %2077, align 8, !tbaa !9
  %2096 = fmul fast double %2092, %2069
  %2097 = fmul fast double %2093, %2070
  %2098 = fmul fast double %2094, %2071
  %2099 = fmul fast double %2095, %2072
  %2100 = fadd fast double %2097, %2096
  %2101 = fadd fast double %2100, %2098
  %2102 = fadd fast double %2101, %2099
  %2103 = fadd fast double %2087, %2085
  %2104 = fadd fast double %2103, %2089
  %2105 = fadd fast double %2104, %2091
  %2106 = fsub fast double %2105, %2102
  %2107 = fmul fast double %2080, 2.000000e-06
  %2108 = fdiv fast double %2106, %2107
  %2109 = call fast double @llvm.fabs.f64(double %2108)
  %2110 = call fast double @llvm.maxnum.f64(double %2109, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2076, ptr %26, align 8, !tbaa !9
  %2111 = load volatile double, ptr %26, align 8, !tbaa !9
  %2112 = call double @llvm.fabs.f64(double %2111)
  %2113 = fcmp ueq double %2112, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2113, label %2127, label %2114

2114:                                             ; preds = %2073
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2108, ptr %25, align 8, !tbaa !9
  %2115 = load volatile double, ptr %25, align 8, !tbaa !9
  %2116 = call double @llvm.fabs.f64(double %2115)
  %2117 = fcmp ueq double %2116, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2117, label %2127, label %2118

2118:                                             ; preds = %2114
  %2119 = fsub fast double %2076, %2108
  %2120 = call fast double @llvm.fabs.f64(double %2119)
  %2121 = fmul fast double %2110, 0x3EB0C6F7A0B5ED8D
  %2122 = fcmp fast ole double %2120, %2121
  %2123 = freeze i1 %2122
  br i1 %2123, label %2124, label %2127

2124:                                             ; preds = %2118
  %2125 = trunc nuw nsw i64 %2074 to i32
  %2126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2125, double noundef nofpclass(nan inf) %2076, double noundef nofpclass(nan inf) %2108, ptr noundef nonnull @.str.18)
  br label %2132

2127:                                             ; preds = %2118, %2114, %2073
  %2128 = trunc nuw nsw i64 %2074 to i32
  %2129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i32 noundef %2128, double noundef nofpclass(nan inf) %2076, double noundef nofpclass(nan inf) %2108, ptr noundef nonnull @.str.19)
  %2130 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2131 = add nsw i32 %2130, 1
  store i32 %2131, ptr @n_fail, align 4, !tbaa !11
  br label %2132

2132:                                             ; preds = %2127, %2124
  %2133 = add nuw nsw i64 %2074, 1
  %2134 = icmp eq i64 %2133, %246
  br i1 %2134, label %2135, label %2073, !llvm.loop !26

2135:                                             ; preds = %2132
  call void @free(ptr noundef nonnull %2068) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %41, i8 0, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %43, ptr noundef nonnull align 16 dereferenceable(96) %40, i64 96, i1 false)
  %2136 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2137 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2138 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !11
  %2139 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fg, i32 noundef %2136, i32 noundef 3, i32 noundef %2137, ptr noundef nonnull %39, ptr noundef nonnull %41, ptr noundef nonnull %151, ptr noundef nonnull %152, i32 noundef %2138, ptr noundef nonnull %42, ptr noundef nonnull %43, ptr noundef nonnull %153, ptr noundef nonnull %154, i32 noundef %2139, i32 noundef %215) #17
  br label %2140

2140:                                             ; preds = %2135, %2267
  %2141 = phi i64 [ 0, %2135 ], [ %2268, %2267 ]
  %2142 = getelementptr inbounds [3 x [4 x double]], ptr %40, i64 0, i64 %2141
  %2143 = getelementptr inbounds [3 x [7 x double]], ptr %41, i64 0, i64 %2141
  %2144 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2144, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  %2145 = getelementptr inbounds i8, ptr %2144, i64 8
  %2146 = getelementptr inbounds i8, ptr %2144, i64 16
  %2147 = getelementptr inbounds i8, ptr %2144, i64 24
  %2148 = load double, ptr %2142, align 16, !tbaa !9
  %2149 = getelementptr inbounds i8, ptr %2142, i64 8
  %2150 = load double, ptr %2149, align 8, !tbaa !9
  %2151 = getelementptr inbounds i8, ptr %2142, i64 16
  %2152 = load double, ptr %2151, align 16, !tbaa !9
  %2153 = getelementptr inbounds i8, ptr %2142, i64 24
  %2154 = load double, ptr %2153, align 8, !tbaa !9
  br label %2155

2155:                                             ; preds = %2140, %2264
  %2156 = phi i64 [ 0, %2140 ], [ %2265, %2264 ]
  %2157 = getelementptr inbounds double, ptr %2143, i64 %2156
  %2158 = load double, ptr %2157, align 8, !tbaa !9
  %2159 = getelementptr inbounds double, ptr %2144, i64 %2156
  %2160 = load double, ptr %2159, align 8, !tbaa !9
  %2161 = call fast double @llvm.fabs.f64(double %2160)
  %2162 = call fast double @llvm.maxnum.f64(double %2161, double 1.000000e+00)
  %2163 = fmul fast double %2162, 0x3EB0C6F7A0B5ED8D
  %2164 = fadd fast double %2163, %2160
  store double %2164, ptr %2159, align 8, !tbaa !9
  br label %2165

2165:                                             ; preds = %2165, %2155
  %2166 = phi i64 [ 0, %2155 ], [ %2174, %2165 ]
  %2167 = phi double [ 1.000000e+00, %2155 ], [ %2173, %2165 ]
  %2168 = getelementptr inbounds double, ptr %2144, i64 %2166
  %2169 = load double, ptr %2168, align 8, !tbaa !9
  %2170 = fmul fast double %2169, %2169
  %2171 = fmul fast double %2170, 1.000000e-01
  %2172 = fadd fast double %2171, 1.000000e+00
  %2173 = fmul fast double %2172, %2167
  %2174 = add nuw nsw i64 %2166, 1
  %2175 = icmp eq i64 %2174, %246
  br i1 %2175, label %2176, label %2165, !llvm.loop !38

2176:                                             ; preds = %2165
  %2177 = fsub fast double %2160, %2163
  %2178 = load double, ptr %2144, align 8, !tbaa !9
  %2179 = call fast double @llvm.sin.f64(double %2178)
  %2180 = fadd fast double %2179, %2173
  %2181 = load double, ptr %2145, align 8, !tbaa !9
  %2182 = fadd fast double %2181, 1.000000e+00
  %2183 = call fast double @llvm.sin.f64(double %2182)
  %2184 = load double, ptr %2146, align 8, !tbaa !9
  %2185 = fadd fast double %2184, 2.000000e+00
  %2186 = call fast double @llvm.sin.f64(double %2185)
  %2187 = fadd fast double %2186, %2173
  %2188 = load double, ptr %2147, align 8, !tbaa !9
  %2189 = fadd fast double %2188, 3.000000e+00
  %2190 = call fast double @llvm.sin.f64(double %2189)
  %2191 = fmul fast double %2148, %2180
  %2192 = fmul fast double %2152, %2187
  store double %2177, ptr %2159, align 8, !tbaa !9
  br label %2193

2193:                                             ; preds = %2193, %2176
  %2194 = phi i64 [ 0, %2176 ], [ %2202, %2193 ]
  %2195 = phi double [ 1.000000e+00, %2176 ], [ %2201, %2193 ]
  %2196 = getelementptr inbounds double, ptr %2144, i64 %2194
  %2197 = load double, ptr %2196, align 8, !tbaa !9
  %2198 = fmul fast double %2197, %2197
  %2199 = fmul fast double %2198, 1.000000e-01
  %2200 = fadd fast double %2199, 1.000000e+00
  %2201 = fmul fast double %2200, %2195
  %2202 = add nuw nsw i64 %2194, 1
  %2203 = icmp eq i64 %2202, %246
  br i1 %2203, label %2204, label %2193, !llvm.loop !39

2204:                                             ; preds = %2193
  %2205 = fadd fast double %2183, %2173
  %2206 = fadd fast double %2190, %2173
  %2207 = fmul fast double %2150, %2205
  %2208 = fmul fast double %2154, %2206
  %2209 = load double, ptr %2144, align 8, !tbaa !9
  %2210 = call fast double @llvm.sin.f64(double %2209)
  %2211 = fadd fast double %2210, %2201
  %2212 = load double, ptr %2145, align 8, !tbaa !9
  %2213 = fadd fast double %2212, 1.000000e+00
  %2214 = call fast double @llvm.sin.f64(double %2213)
  %2215 = fadd fast double %2214, %2201
  %2216 = load double, ptr %2146, align 8, !tbaa !9
  %2217 = fadd fast double %2216, 2.000000e+00
  %2218 = call fast double @llvm.sin.f64(double %2217)
  %2219 = fadd fast double %2218, %2201
  %2220 = load double, ptr %2147, align 8, !tbaa !9
  %2221 = fadd fast double %2220, 3.000000e+00
  %2222 = call fast double @llvm.sin.f64(double %2221)
  %2223 = fadd fast double %2222, %2201
  store double %2160, ptr %2159, align 8, !tbaa !9
  %2224 = fmul fast double %2223, %2154
  %2225 = fmul fast double %2219, %2152
  %2226 = fmul fast double %2201, %2148
  %2227 = fmul fast double %2226, %2211
  %2228 = fmul fast double %2201, %2150
  %2229 = fmul fast double %2228, %2215
  %2230 = fadd fast double %2207, %2191
  %2231 = fadd fast double %2230, %2192
  %2232 = fadd fast double %2231, %2208
  %2233 = fmul fast double %2232, %2173
  %2234 = fadd fast double %2224, %2225
  %2235 = fmul fast double %2234, %2201
  %2236 = fadd fast double %2229, %2227
  %2237 = fadd fast double %2236, %2235
  %2238 = fsub fast double %2233, %2237
  %2239 = fmul fast double %2162, 2.000000e-06
  %2240 = fdiv fast double %2238, %2239
  %2241 = call fast double @llvm.fabs.f64(double %2240)
  %2242 = call fast double @llvm.maxnum.f64(double %2241, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2158, ptr %24, align 8, !tbaa !9
  %2243 = load volatile double, ptr %24, align 8, !tbaa !9
  %2244 = call double @llvm.fabs.f64(double %2243)
  %2245 = fcmp ueq double %2244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2245, label %2259, label %2246

2246:                                             ; preds = %2204
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2240, ptr %23, align 8, !tbaa !9
  %2247 = load volatile double, ptr %23, align 8, !tbaa !9
  %2248 = call double @llvm.fabs.f64(double %2247)
  %2249 = fcmp ueq double %2248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2249, label %2259, label %2250

2250:                                             ; preds = %2246
  %2251 = fsub fast double %2158, %2240
  %2252 = call fast double @llvm.fabs.f64(double %2251)
  %2253 = fmul fast double %2242, 0x3EB0C6F7A0B5ED8D
  %2254 = fcmp fast ole double %2252, %2253
  %2255 = freeze i1 %2254
  br i1 %2255, label %2256, label %2259

2256:                                             ; preds = %2250
  %2257 = trunc nuw nsw i64 %2156 to i32
  %2258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2257, double noundef nofpclass(nan inf) %2158, double noundef nofpclass(nan inf) %2240, ptr noundef nonnull @.str.18)
  br label %2264

2259:                                             ; preds = %2250, %2246, %2204
  %2260 = trunc nuw nsw i64 %2156 to i32
  %2261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, i32 noundef %2260, double noundef nofpclass(nan inf) %2158, double noundef nofpclass(nan inf) %2240, ptr noundef nonnull @.str.19)
  %2262 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2263 = add nsw i32 %2262, 1
  store i32 %2263, ptr @n_fail, align 4, !tbaa !11
  br label %2264

2264:                                             ; preds = %2259, %2256
  %2265 = add nuw nsw i64 %2156, 1
  %2266 = icmp eq i64 %2265, %246
  br i1 %2266, label %2267, label %2155, !llvm.loop !26

2267:                                             ; preds = %2264
  call void @free(ptr noundef nonnull %2144) #17
  %2268 = add nuw nsw i64 %2141, 1
  %2269 = icmp eq i64 %2268, 3
  br i1 %2269, label %2270, label %2140, !llvm.loop !40

2270:                                             ; preds = %2267
  %2271 = add nsw i64 %246, -1
  %2272 = add nsw i64 %246, -2
  %2273 = and i64 %2271, 3
  %2274 = icmp ult i64 %2272, 3
  %2275 = and i64 %2271, -4
  %2276 = icmp eq i64 %2273, 0
  %2277 = and i64 %2271, 3
  %2278 = icmp ult i64 %2272, 3
  %2279 = and i64 %2271, -4
  %2280 = icmp eq i64 %2277, 0
  %2281 = and i64 %2271, 3
  %2282 = icmp ult i64 %2272, 3
  %2283 = and i64 %2271, -4
  %2284 = icmp eq i64 %2281, 0
  %2285 = and i64 %2271, 3
  %2286 = icmp ult i64 %2272, 3
  %2287 = and i64 %2271, -4
  %2288 = icmp eq i64 %2285, 0
  %2289 = and i64 %2271, 3
  %2290 = icmp ult i64 %2272, 3
  %2291 = and i64 %2271, -4
  %2292 = icmp eq i64 %2289, 0
  %2293 = and i64 %2271, 3
  %2294 = icmp ult i64 %2272, 3
  %2295 = and i64 %2271, -4
  %2296 = icmp eq i64 %2293, 0
  %2297 = and i64 %2271, 3
  %2298 = icmp ult i64 %2272, 3
  %2299 = and i64 %2271, -4
  %2300 = icmp eq i64 %2297, 0
  %2301 = and i64 %2271, 3
  %2302 = icmp ult i64 %2272, 3
  %2303 = and i64 %2271, -4
  %2304 = icmp eq i64 %2301, 0
  %2305 = and i64 %2271, 3
  %2306 = icmp ult i64 %2272, 3
  %2307 = and i64 %2271, -4
  %2308 = icmp eq i64 %2305, 0
  %2309 = and i64 %2271, 3
  %2310 = icmp ult i64 %2272, 3
  %2311 = and i64 %2271, -4
  %2312 = icmp eq i64 %2309, 0
  %2313 = and i64 %2271, 3
  %2314 = icmp ult i64 %2272, 3
  %2315 = and i64 %2271, -4
  %2316 = icmp eq i64 %2313, 0
  %2317 = and i64 %2271, 3
  %2318 = icmp ult i64 %2272, 3
  %2319 = and i64 %2271, -4
  %2320 = icmp eq i64 %2317, 0
  %2321 = and i64 %2271, 3
  %2322 = icmp ult i64 %2272, 3
  %2323 = and i64 %2271, -4
  %2324 = icmp eq i64 %2321, 0
  %2325 = and i64 %2271, 3
  %2326 = icmp ult i64 %2272, 3
  %2327 = and i64 %2271, -4
  %2328 = icmp eq i64 %2325, 0
  %2329 = and i64 %2271, 3
  %2330 = icmp ult i64 %2272, 3
  %2331 = and i64 %2271, -4
  %2332 = icmp eq i64 %2329, 0
  br label %2360

2333:                                             ; preds = %2756
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %52) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %52, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.ab, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %53) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %53, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %54) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %54, i8 0, i64 56, i1 false)
  store i32 0, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #17
  %2334 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2335 = load i32, ptr @enzyme_out, align 4, !tbaa !11
  %2336 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2337 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_autodiff_a2(ptr dead_on_unwind nonnull writable sret(%struct.A2) align 8 %55, ptr noundef nonnull @fs, i32 noundef %2334, i32 noundef 2, i32 noundef %2335, double noundef nofpclass(nan inf) 0x3FE6666666666666, i32 noundef %2335, double noundef nofpclass(nan inf) -4.000000e-01, i32 noundef %2336, ptr noundef nonnull %39, ptr noundef nonnull %53, ptr noundef nonnull %54, i32 noundef %2337, i32 noundef %215) #17
  %2338 = load i32, ptr @calls, align 4, !tbaa !11
  %2339 = freeze i32 %2338
  %2340 = sitofp i32 %2339 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2340, ptr %22, align 8, !tbaa !9
  %2341 = load volatile double, ptr %22, align 8, !tbaa !9
  %2342 = call double @llvm.fabs.f64(double %2341)
  %2343 = fcmp ueq double %2342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2343, label %2354, label %2344

2344:                                             ; preds = %2333
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double 1.000000e+00, ptr %21, align 8, !tbaa !9
  %2345 = load volatile double, ptr %21, align 8, !tbaa !9
  %2346 = call double @llvm.fabs.f64(double %2345)
  %2347 = fcmp one double %2346, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %2348 = fadd reassoc nsz arcp contract afn double %2340, -1.000000e+00
  %2349 = fcmp reassoc nsz arcp contract afn oeq double %2348, 0.000000e+00
  %2350 = and i1 %2349, %2347
  br i1 %2350, label %2351, label %2354

2351:                                             ; preds = %2344
  %2352 = trunc nuw nsw i64 %213 to i32
  %2353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2352, double noundef nofpclass(nan inf) %2340, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2359

2354:                                             ; preds = %2344, %2333
  %2355 = trunc nuw nsw i64 %213 to i32
  %2356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %2355, double noundef nofpclass(nan inf) %2340, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %2357 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2358 = add nsw i32 %2357, 1
  store i32 %2358, ptr @n_fail, align 4, !tbaa !11
  br label %2359

2359:                                             ; preds = %2351, %2354
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %56) #17
  store i32 %215, ptr %56, align 8, !tbaa !41
  store i32 0, ptr %165, align 4, !tbaa !44
  store i32 0, ptr %166, align 8, !tbaa !45
  store ptr %39, ptr %167, align 8, !tbaa !46
  store ptr %52, ptr %168, align 8, !tbaa !47
  store ptr null, ptr %169, align 8, !tbaa !48
  br label %3685

2360:                                             ; preds = %2270, %2756
  %2361 = phi i1 [ false, %2756 ], [ true, %2270 ]
  %2362 = phi i32 [ 1, %2756 ], [ 0, %2270 ]
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %45) #17
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %46) #17
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %47) #17
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %48) #17
  call void @llvm.lifetime.start.p0(i64 168, ptr nonnull %49) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %45, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  %2363 = load i64, ptr @rng_state, align 8, !tbaa !5
  %2364 = mul i64 %2363, 6364136223846793005
  %2365 = add i64 %2364, 1442695040888963407
  %2366 = mul i64 %2365, 6364136223846793005
  %2367 = add i64 %2366, 1442695040888963407
  %2368 = mul i64 %2367, 6364136223846793005
  %2369 = add i64 %2368, 1442695040888963407
  %2370 = mul i64 %2369, 6364136223846793005
  %2371 = add i64 %2370, 1442695040888963407
  %2372 = insertelement <4 x i64> poison, i64 %2365, i64 0
  %2373 = insertelement <4 x i64> %2372, i64 %2367, i64 1
  %2374 = insertelement <4 x i64> %2373, i64 %2369, i64 2
  %2375 = insertelement <4 x i64> %2374, i64 %2371, i64 3
  %2376 = lshr <4 x i64> %2375, <i64 11, i64 11, i64 11, i64 11>
  %2377 = uitofp nneg <4 x i64> %2376 to <4 x double>
  %2378 = fmul fast <4 x double> %2377, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %2379 = fadd fast <4 x double> %2378, <double -5.000000e-01, double -5.000000e-01, double -5.000000e-01, double -5.000000e-01>
  store <4 x double> %2379, ptr %46, align 16, !tbaa !9
  %2380 = mul i64 %2371, 6364136223846793005
  %2381 = add i64 %2380, 1442695040888963407
  %2382 = mul i64 %2381, 6364136223846793005
  %2383 = add i64 %2382, 1442695040888963407
  %2384 = insertelement <2 x i64> poison, i64 %2381, i64 0
  %2385 = insertelement <2 x i64> %2384, i64 %2383, i64 1
  %2386 = lshr <2 x i64> %2385, <i64 11, i64 11>
  %2387 = uitofp nneg <2 x i64> %2386 to <2 x double>
  %2388 = fmul fast <2 x double> %2387, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %2389 = fadd fast <2 x double> %2388, <double -5.000000e-01, double -5.000000e-01>
  store <2 x double> %2389, ptr %177, align 16, !tbaa !9
  %2390 = mul i64 %2383, 6364136223846793005
  %2391 = add i64 %2390, 1442695040888963407
  %2392 = lshr i64 %2391, 11
  %2393 = uitofp nneg i64 %2392 to double
  %2394 = fmul fast double %2393, 0x3CA0000000000000
  %2395 = fadd fast double %2394, -5.000000e-01
  store double %2395, ptr %178, align 16, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(168) %48, i8 0, i64 168, i1 false)
  %2396 = mul i64 %2391, 6364136223846793005
  %2397 = add i64 %2396, 1442695040888963407
  %2398 = mul i64 %2397, 6364136223846793005
  %2399 = add i64 %2398, 1442695040888963407
  %2400 = mul i64 %2399, 6364136223846793005
  %2401 = add i64 %2400, 1442695040888963407
  %2402 = mul i64 %2401, 6364136223846793005
  %2403 = add i64 %2402, 1442695040888963407
  %2404 = insertelement <4 x i64> poison, i64 %2397, i64 0
  %2405 = insertelement <4 x i64> %2404, i64 %2399, i64 1
  %2406 = insertelement <4 x i64> %2405, i64 %2401, i64 2
  %2407 = insertelement <4 x i64> %2406, i64 %2403, i64 3
  %2408 = lshr <4 x i64> %2407, <i64 11, i64 11, i64 11, i64 11>
  %2409 = uitofp nneg <4 x i64> %2408 to <4 x double>
  %2410 = fmul fast <4 x double> %2409, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2411 = fadd fast <4 x double> %2410, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2411, ptr %49, align 16, !tbaa !9
  %2412 = mul i64 %2403, 6364136223846793005
  %2413 = add i64 %2412, 1442695040888963407
  %2414 = mul i64 %2413, 6364136223846793005
  %2415 = add i64 %2414, 1442695040888963407
  %2416 = insertelement <2 x i64> poison, i64 %2413, i64 0
  %2417 = insertelement <2 x i64> %2416, i64 %2415, i64 1
  %2418 = lshr <2 x i64> %2417, <i64 11, i64 11>
  %2419 = uitofp nneg <2 x i64> %2418 to <2 x double>
  %2420 = fmul fast <2 x double> %2419, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2421 = fadd fast <2 x double> %2420, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %2421, ptr %179, align 16, !tbaa !9
  %2422 = mul i64 %2415, 6364136223846793005
  %2423 = add i64 %2422, 1442695040888963407
  %2424 = lshr i64 %2423, 11
  %2425 = uitofp nneg i64 %2424 to double
  %2426 = fmul fast double %2425, 0x3CB0000000000000
  %2427 = fadd fast double %2426, -1.000000e+00
  store double %2427, ptr %180, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %47, ptr noundef nonnull align 16 dereferenceable(56) %49, i64 56, i1 false)
  %2428 = mul i64 %2423, 6364136223846793005
  %2429 = add i64 %2428, 1442695040888963407
  %2430 = mul i64 %2429, 6364136223846793005
  %2431 = add i64 %2430, 1442695040888963407
  %2432 = mul i64 %2431, 6364136223846793005
  %2433 = add i64 %2432, 1442695040888963407
  %2434 = mul i64 %2433, 6364136223846793005
  %2435 = add i64 %2434, 1442695040888963407
  %2436 = insertelement <4 x i64> poison, i64 %2429, i64 0
  %2437 = insertelement <4 x i64> %2436, i64 %2431, i64 1
  %2438 = insertelement <4 x i64> %2437, i64 %2433, i64 2
  %2439 = insertelement <4 x i64> %2438, i64 %2435, i64 3
  %2440 = lshr <4 x i64> %2439, <i64 11, i64 11, i64 11, i64 11>
  %2441 = uitofp nneg <4 x i64> %2440 to <4 x double>
  %2442 = fmul fast <4 x double> %2441, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2443 = fadd fast <4 x double> %2442, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2443, ptr %181, align 8, !tbaa !9
  %2444 = mul i64 %2435, 6364136223846793005
  %2445 = add i64 %2444, 1442695040888963407
  %2446 = mul i64 %2445, 6364136223846793005
  %2447 = add i64 %2446, 1442695040888963407
  %2448 = insertelement <2 x i64> poison, i64 %2445, i64 0
  %2449 = insertelement <2 x i64> %2448, i64 %2447, i64 1
  %2450 = lshr <2 x i64> %2449, <i64 11, i64 11>
  %2451 = uitofp nneg <2 x i64> %2450 to <2 x double>
  %2452 = fmul fast <2 x double> %2451, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2453 = fadd fast <2 x double> %2452, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %2453, ptr %182, align 8, !tbaa !9
  %2454 = mul i64 %2447, 6364136223846793005
  %2455 = add i64 %2454, 1442695040888963407
  %2456 = lshr i64 %2455, 11
  %2457 = uitofp nneg i64 %2456 to double
  %2458 = fmul fast double %2457, 0x3CB0000000000000
  %2459 = fadd fast double %2458, -1.000000e+00
  store double %2459, ptr %183, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %161, ptr noundef nonnull align 8 dereferenceable(56) %181, i64 56, i1 false)
  %2460 = mul i64 %2455, 6364136223846793005
  %2461 = add i64 %2460, 1442695040888963407
  %2462 = mul i64 %2461, 6364136223846793005
  %2463 = add i64 %2462, 1442695040888963407
  %2464 = mul i64 %2463, 6364136223846793005
  %2465 = add i64 %2464, 1442695040888963407
  %2466 = mul i64 %2465, 6364136223846793005
  %2467 = add i64 %2466, 1442695040888963407
  %2468 = insertelement <4 x i64> poison, i64 %2461, i64 0
  %2469 = insertelement <4 x i64> %2468, i64 %2463, i64 1
  %2470 = insertelement <4 x i64> %2469, i64 %2465, i64 2
  %2471 = insertelement <4 x i64> %2470, i64 %2467, i64 3
  %2472 = lshr <4 x i64> %2471, <i64 11, i64 11, i64 11, i64 11>
  %2473 = uitofp nneg <4 x i64> %2472 to <4 x double>
  %2474 = fmul fast <4 x double> %2473, <double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2475 = fadd fast <4 x double> %2474, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %2475, ptr %184, align 16, !tbaa !9
  %2476 = mul i64 %2467, 6364136223846793005
  %2477 = add i64 %2476, 1442695040888963407
  %2478 = mul i64 %2477, 6364136223846793005
  %2479 = add i64 %2478, 1442695040888963407
  %2480 = insertelement <2 x i64> poison, i64 %2477, i64 0
  %2481 = insertelement <2 x i64> %2480, i64 %2479, i64 1
  %2482 = lshr <2 x i64> %2481, <i64 11, i64 11>
  %2483 = uitofp nneg <2 x i64> %2482 to <2 x double>
  %2484 = fmul fast <2 x double> %2483, <double 0x3CB0000000000000, double 0x3CB0000000000000>
  %2485 = fadd fast <2 x double> %2484, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %2485, ptr %185, align 16, !tbaa !9
  %2486 = mul i64 %2479, 6364136223846793005
  %2487 = add i64 %2486, 1442695040888963407
  %2488 = lshr i64 %2487, 11
  %2489 = uitofp nneg i64 %2488 to double
  %2490 = fmul fast double %2489, 0x3CB0000000000000
  %2491 = fadd fast double %2490, -1.000000e+00
  store double %2491, ptr %186, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %162, ptr noundef nonnull align 16 dereferenceable(56) %184, i64 56, i1 false)
  store i64 %2487, ptr @rng_state, align 8, !tbaa !5
  store i32 0, ptr @calls, align 4, !tbaa !11
  %2492 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %2493 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %2494 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fin, i32 noundef %2492, i32 noundef 3, i32 noundef %2493, ptr noundef nonnull %45, ptr noundef nonnull %47, ptr noundef nonnull %161, ptr noundef nonnull %162, i32 noundef %2493, ptr noundef nonnull %46, ptr noundef nonnull %48, ptr noundef nonnull %163, ptr noundef nonnull %164, i32 noundef %2494, i32 noundef %215, i32 noundef %2494, i32 noundef %2362) #17
  %2495 = load i32, ptr @calls, align 4, !tbaa !11
  %2496 = freeze i32 %2495
  %2497 = sitofp i32 %2496 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2497, ptr %20, align 8, !tbaa !9
  %2498 = load volatile double, ptr %20, align 8, !tbaa !9
  %2499 = call double @llvm.fabs.f64(double %2498)
  %2500 = fcmp ueq double %2499, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2500, label %2510, label %2501

2501:                                             ; preds = %2360
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.000000e+00, ptr %19, align 8, !tbaa !9
  %2502 = load volatile double, ptr %19, align 8, !tbaa !9
  %2503 = call double @llvm.fabs.f64(double %2502)
  %2504 = fcmp one double %2503, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %2505 = fadd reassoc nsz arcp contract afn double %2497, -1.000000e+00
  %2506 = fcmp reassoc nsz arcp contract afn oeq double %2505, 0.000000e+00
  %2507 = and i1 %2506, %2504
  br i1 %2507, label %2508, label %2510

2508:                                             ; preds = %2501
  %2509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2362, double noundef nofpclass(nan inf) %2497, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.18)
  br label %2514

2510:                                             ; preds = %2501, %2360
  %2511 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i32 noundef %2362, double noundef nofpclass(nan inf) %2497, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.19)
  %2512 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2513 = add nsw i32 %2512, 1
  store i32 %2513, ptr @n_fail, align 4, !tbaa !11
  br label %2514

2514:                                             ; preds = %2508, %2510
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %50) #17
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %51) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %50, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %51, ptr noundef nonnull align 16 dereferenceable(56) %46, i64 56, i1 false)
  %2515 = load i32, ptr @calls, align 4, !tbaa !11
  %2516 = add nsw i32 %2515, 1
  store i32 %2516, ptr @calls, align 4, !tbaa !11
  %2517 = load double, ptr %50, align 16, !tbaa !9
  %2518 = select i1 %2361, ptr %50, ptr %51
  %2519 = getelementptr i8, ptr %2518, i64 -8
  br i1 %2274, label %2565, label %2520

2520:                                             ; preds = %2514, %2520
  %2521 = phi double [ %2561, %2520 ], [ %2517, %2514 ]
  %2522 = phi i64 [ %2562, %2520 ], [ 1, %2514 ]
  %2523 = phi i64 [ %2563, %2520 ], [ 0, %2514 ]
  %2524 = getelementptr inbounds double, ptr %50, i64 %2522
  %2525 = load double, ptr %2524, align 8, !tbaa !9
  %2526 = getelementptr double, ptr %2519, i64 %2522
  %2527 = load double, ptr %2526, align 8, !tbaa !9
  %2528 = call fast double @llvm.cos.f64(double %2527)
  %2529 = fmul fast double %2528, %2525
  %2530 = fmul fast double %2521, %2521
  %2531 = fmul fast double %2530, 1.000000e-01
  %2532 = fadd fast double %2529, %2531
  store double %2532, ptr %2524, align 8, !tbaa !9
  %2533 = getelementptr inbounds double, ptr %190, i64 %2522
  %2534 = load double, ptr %2533, align 8, !tbaa !9
  %2535 = getelementptr double, ptr %2518, i64 %2522
  %2536 = load double, ptr %2535, align 8, !tbaa !9
  %2537 = call fast double @llvm.cos.f64(double %2536)
  %2538 = fmul fast double %2537, %2534
  %2539 = fmul fast double %2532, %2532
  %2540 = fmul fast double %2539, 1.000000e-01
  %2541 = fadd fast double %2538, %2540
  store double %2541, ptr %2533, align 8, !tbaa !9
  %2542 = add nuw nsw i64 %2522, 2
  %2543 = getelementptr inbounds double, ptr %50, i64 %2542
  %2544 = load double, ptr %2543, align 8, !tbaa !9
  %2545 = getelementptr double, ptr %2519, i64 %2542
  %2546 = load double, ptr %2545, align 8, !tbaa !9
  %2547 = call fast double @llvm.cos.f64(double %2546)
  %2548 = fmul fast double %2547, %2544
  %2549 = fmul fast double %2541, %2541
  %2550 = fmul fast double %2549, 1.000000e-01
  %2551 = fadd fast double %2548, %2550
  store double %2551, ptr %2543, align 8, !tbaa !9
  %2552 = add nuw nsw i64 %2522, 3
  %2553 = getelementptr inbounds double, ptr %50, i64 %2552
  %2554 = load double, ptr %2553, align 8, !tbaa !9
  %2555 = getelementptr double, ptr %2519, i64 %2552
  %2556 = load double, ptr %2555, align 8, !tbaa !9
  %2557 = call fast double @llvm.cos.f64(double %2556)
  %2558 = fmul fast double %2557, %2554
  %2559 = fmul fast double %2551, %2551
  %2560 = fmul fast double %2559, 1.000000e-01
  %2561 = fadd fast double %2558, %2560
  store double %2561, ptr %2553, align 8, !tbaa !9
  %2562 = add nuw nsw i64 %2522, 4
  %2563 = add i64 %2523, 4
  %2564 = icmp eq i64 %2563, %2275
  br i1 %2564, label %2565, label %2520, !llvm.loop !49

2565:                                             ; preds = %2520, %2514
  %2566 = phi double [ %2517, %2514 ], [ %2561, %2520 ]
  %2567 = phi i64 [ 1, %2514 ], [ %2562, %2520 ]
  br i1 %2276, label %2584, label %2568

2568:                                             ; preds = %2565, %2568
  %2569 = phi double [ %2580, %2568 ], [ %2566, %2565 ]
  %2570 = phi i64 [ %2581, %2568 ], [ %2567, %2565 ]
  %2571 = phi i64 [ %2582, %2568 ], [ 0, %2565 ]
  %2572 = getelementptr inbounds double, ptr %50, i64 %2570
  %2573 = load double, ptr %2572, align 8, !tbaa !9
  %2574 = getelementptr double, ptr %2519, i64 %2570
  %2575 = load double, ptr %2574, align 8, !tbaa !9
  %2576 = call fast double @llvm.cos.f64(double %2575)
  %2577 = fmul fast double %2576, %2573
  %2578 = fmul fast double %2569, %2569
  %2579 = fmul fast double %2578, 1.000000e-01
  %2580 = fadd fast double %2577, %2579
  store double %2580, ptr %2572, align 8, !tbaa !9
  %2581 = add nuw nsw i64 %2570, 1
  %2582 = add i64 %2571, 1
  %2583 = icmp eq i64 %2582, %2273
  br i1 %2583, label %2584, label %2568, !llvm.loop !50

2584:                                             ; preds = %2568, %2565
  br i1 %2278, label %2630, label %2585

2585:                                             ; preds = %2584, %2585
  %2586 = phi double [ %2626, %2585 ], [ %2517, %2584 ]
  %2587 = phi i64 [ %2627, %2585 ], [ 1, %2584 ]
  %2588 = phi i64 [ %2628, %2585 ], [ 0, %2584 ]
  %2589 = getelementptr inbounds double, ptr %50, i64 %2587
  %2590 = load double, ptr %2589, align 8, !tbaa !9
  %2591 = getelementptr double, ptr %2519, i64 %2587
  %2592 = load double, ptr %2591, align 8, !tbaa !9
  %2593 = call fast double @llvm.cos.f64(double %2592)
  %2594 = fmul fast double %2593, %2590
  %2595 = fmul fast double %2586, %2586
  %2596 = fmul fast double %2595, 1.000000e-01
  %2597 = fadd fast double %2594, %2596
  store double %2597, ptr %2589, align 8, !tbaa !9
  %2598 = getelementptr inbounds double, ptr %191, i64 %2587
  %2599 = load double, ptr %2598, align 8, !tbaa !9
  %2600 = getelementptr double, ptr %2518, i64 %2587
  %2601 = load double, ptr %2600, align 8, !tbaa !9
  %2602 = call fast double @llvm.cos.f64(double %2601)
  %2603 = fmul fast double %2602, %2599
  %2604 = fmul fast double %2597, %2597
  %2605 = fmul fast double %2604, 1.000000e-01
  %2606 = fadd fast double %2603, %2605
  store double %2606, ptr %2598, align 8, !tbaa !9
  %2607 = add nuw nsw i64 %2587, 2
  %2608 = getelementptr inbounds double, ptr %50, i64 %2607
  %2609 = load double, ptr %2608, align 8, !tbaa !9
  %2610 = getelementptr double, ptr %2519, i64 %2607
  %2611 = load double, ptr %2610, align 8, !tbaa !9
  %2612 = call fast double @llvm.cos.f64(double %2611)
  %2613 = fmul fast double %2612, %2609
  %2614 = fmul fast double %2606, %2606
  %2615 = fmul fast double %2614, 1.000000e-01
  %2616 = fadd fast double %2613, %2615
  store double %2616, ptr %2608, align 8, !tbaa !9
  %2617 = add nuw nsw i64 %2587, 3
  %2618 = getelementptr inbounds double, ptr %50, i64 %2617
  %2619 = load double, ptr %2618, align 8, !tbaa !9
  %2620 = getelementptr double, ptr %2519, i64 %2617
  %2621 = load double, ptr %2620, align 8, !tbaa !9
  %2622 = call fast double @llvm.cos.f64(double %2621)
  %2623 = fmul fast double %2622, %2619
  %2624 = fmul fast double %2616, %2616
  %2625 = fmul fast double %2624, 1.000000e-01
  %2626 = fadd fast double %2623, %2625
  store double %2626, ptr %2618, align 8, !tbaa !9
  %2627 = add nuw nsw i64 %2587, 4
  %2628 = add i64 %2588, 4
  %2629 = icmp eq i64 %2628, %2279
  br i1 %2629, label %2630, label %2585, !llvm.loop !49

2630:                                             ; preds = %2585, %2584
  %2631 = phi double [ %2517, %2584 ], [ %2626, %2585 ]
  %2632 = phi i64 [ 1, %2584 ], [ %2627, %2585 ]
  br i1 %2280, label %2649, label %2633

2633:                                             ; preds = %2630, %2633
  %2634 = phi double [ %2645, %2633 ], [ %2631, %2630 ]
  %2635 = phi i64 [ %2646, %2633 ], [ %2632, %2630 ]
  %2636 = phi i64 [ %2647, %2633 ], [ 0, %2630 ]
  %2637 = getelementptr inbounds double, ptr %50, i64 %2635
  %2638 = load double, ptr %2637, align 8, !tbaa !9
  %2639 = getelementptr double, ptr %2519, i64 %2635
  %2640 = load double, ptr %2639, align 8, !tbaa !9
  %2641 = call fast double @llvm.cos.f64(double %2640)
  %2642 = fmul fast double %2641, %2638
  %2643 = fmul fast double %2634, %2634
  %2644 = fmul fast double %2643, 1.000000e-01
  %2645 = fadd fast double %2642, %2644
  store double %2645, ptr %2637, align 8, !tbaa !9
  %2646 = add nuw nsw i64 %2635, 1
  %2647 = add i64 %2636, 1
  %2648 = icmp eq i64 %2647, %2277
  br i1 %2648, label %2649, label %2633, !llvm.loop !52

2649:                                             ; preds = %2633, %2630
  br i1 %2282, label %2695, label %2650

2650:                                             ; preds = %2649, %2650
  %2651 = phi double [ %2691, %2650 ], [ %2517, %2649 ]
  %2652 = phi i64 [ %2692, %2650 ], [ 1, %2649 ]
  %2653 = phi i64 [ %2693, %2650 ], [ 0, %2649 ]
  %2654 = getelementptr inbounds double, ptr %50, i64 %2652
  %2655 = load double, ptr %2654, align 8, !tbaa !9
  %2656 = getelementptr double, ptr %2519, i64 %2652
  %2657 = load double, ptr %2656, align 8, !tbaa !9
  %2658 = call fast double @llvm.cos.f64(double %2657)
  %2659 = fmul fast double %2658, %2655
  %2660 = fmul fast double %2651, %2651
  %2661 = fmul fast double %2660, 1.000000e-01
  %2662 = fadd fast double %2659, %2661
  store double %2662, ptr %2654, align 8, !tbaa !9
  %2663 = getelementptr inbounds double, ptr %192, i64 %2652
  %2664 = load double, ptr %2663, align 8, !tbaa !9
  %2665 = getelementptr double, ptr %2518, i64 %2652
  %2666 = load double, ptr %2665, align 8, !tbaa !9
  %2667 = call fast double @llvm.cos.f64(double %2666)
  %2668 = fmul fast double %2667, %2664
  %2669 = fmul fast double %2662, %2662
  %2670 = fmul fast double %2669, 1.000000e-01
  %2671 = fadd fast double %2668, %2670
  store double %2671, ptr %2663, align 8, !tbaa !9
  %2672 = add nuw nsw i64 %2652, 2
  %2673 = getelementptr inbounds double, ptr %50, i64 %2672
  %2674 = load double, ptr %2673, align 8, !tbaa !9
  %2675 = getelementptr double, ptr %2519, i64 %2672
  %2676 = load double, ptr %2675, align 8, !tbaa !9
  %2677 = call fast double @llvm.cos.f64(double %2676)
  %2678 = fmul fast double %2677, %2674
  %2679 = fmul fast double %2671, %2671
  %2680 = fmul fast double %2679, 1.000000e-01
  %2681 = fadd fast double %2678, %2680
  store double %2681, ptr %2673, align 8, !tbaa !9
  %2682 = add nuw nsw i64 %2652, 3
  %2683 = getelementptr inbounds double, ptr %50, i64 %2682
  %2684 = load double, ptr %2683, align 8, !tbaa !9
  %2685 = getelementptr double, ptr %2519, i64 %2682
  %2686 = load double, ptr %2685, align 8, !tbaa !9
  %2687 = call fast double @llvm.cos.f64(double %2686)
  %2688 = fmul fast double %2687, %2684
  %2689 = fmul fast double %2681, %2681
  %2690 = fmul fast double %2689, 1.000000e-01
  %2691 = fadd fast double %2688, %2690
  store double %2691, ptr %2683, align 8, !tbaa !9
  %2692 = add nuw nsw i64 %2652, 4
  %2693 = add i64 %2653, 4
  %2694 = icmp eq i64 %2693, %2283
  br i1 %2694, label %2695, label %2650, !llvm.loop !49

2695:                                             ; preds = %2650, %2649
  %2696 = phi double [ %2517, %2649 ], [ %2691, %2650 ]
  %2697 = phi i64 [ 1, %2649 ], [ %2692, %2650 ]
  br i1 %2284, label %2714, label %2698

2698:                                             ; preds = %2695, %2698
  %2699 = phi double [ %2710, %2698 ], [ %2696, %2695 ]
  %2700 = phi i64 [ %2711, %2698 ], [ %2697, %2695 ]
  %2701 = phi i64 [ %2712, %2698 ], [ 0, %2695 ]
  %2702 = getelementptr inbounds double, ptr %50, i64 %2700
  %2703 = load double, ptr %2702, align 8, !tbaa !9
  %2704 = getelementptr double, ptr %2519, i64 %2700
  %2705 = load double, ptr %2704, align 8, !tbaa !9
  %2706 = call fast double @llvm.cos.f64(double %2705)
  %2707 = fmul fast double %2706, %2703
  %2708 = fmul fast double %2699, %2699
  %2709 = fmul fast double %2708, 1.000000e-01
  %2710 = fadd fast double %2707, %2709
  store double %2710, ptr %2702, align 8, !tbaa !9
  %2711 = add nuw nsw i64 %2700, 1
  %2712 = add i64 %2701, 1
  %2713 = icmp eq i64 %2712, %2281
  br i1 %2713, label %2714, label %2698, !llvm.loop !53

2714:                                             ; preds = %2698, %2695
  br label %2724

2715:                                             ; preds = %2753
  %2716 = select i1 %2361, ptr %5, ptr %6
  %2717 = getelementptr i8, ptr %2716, i64 -8
  %2718 = select i1 %2361, ptr %7, ptr %8
  %2719 = getelementptr i8, ptr %2718, i64 -8
  %2720 = select i1 %2361, ptr %1, ptr %2
  %2721 = getelementptr i8, ptr %2720, i64 -8
  %2722 = select i1 %2361, ptr %3, ptr %4
  %2723 = getelementptr i8, ptr %2722, i64 -8
  br label %2757

2724:                                             ; preds = %2714, %2753
  %2725 = phi i64 [ %2754, %2753 ], [ 0, %2714 ]
  %2726 = getelementptr inbounds [7 x double], ptr %45, i64 0, i64 %2725
  %2727 = load double, ptr %2726, align 8, !tbaa !9
  %2728 = getelementptr inbounds [7 x double], ptr %50, i64 0, i64 %2725
  %2729 = load double, ptr %2728, align 8, !tbaa !9
  %2730 = call fast double @llvm.fabs.f64(double %2729)
  %2731 = call fast double @llvm.maxnum.f64(double %2730, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2727, ptr %18, align 8, !tbaa !9
  %2732 = load volatile double, ptr %18, align 8, !tbaa !9
  %2733 = call double @llvm.fabs.f64(double %2732)
  %2734 = fcmp ueq double %2733, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2734, label %2748, label %2735

2735:                                             ; preds = %2724
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2729, ptr %17, align 8, !tbaa !9
  %2736 = load volatile double, ptr %17, align 8, !tbaa !9
  %2737 = call double @llvm.fabs.f64(double %2736)
  %2738 = fcmp ueq double %2737, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2738, label %2748, label %2739

2739:                                             ; preds = %2735
  %2740 = fsub fast double %2727, %2729
  %2741 = call fast double @llvm.fabs.f64(double %2740)
  %2742 = fmul fast double %2731, 0x3D719799812DEA11
  %2743 = fcmp fast ole double %2741, %2742
  %2744 = freeze i1 %2743
  br i1 %2744, label %2745, label %2748

2745:                                             ; preds = %2739
  %2746 = trunc nuw nsw i64 %2725 to i32
  %2747 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2746, double noundef nofpclass(nan inf) %2727, double noundef nofpclass(nan inf) %2729, ptr noundef nonnull @.str.18)
  br label %2753

2748:                                             ; preds = %2739, %2735, %2724
  %2749 = trunc nuw nsw i64 %2725 to i32
  %2750 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, i32 noundef %2749, double noundef nofpclass(nan inf) %2727, double noundef nofpclass(nan inf) %2729, ptr noundef nonnull @.str.19)
  %2751 = load i32, ptr @n_fail, align 4, !tbaa !11
  %2752 = add nsw i32 %2751, 1
  store i32 %2752, ptr @n_fail, align 4, !tbaa !11
  br label %2753

2753:                                             ; preds = %2745, %2748
  %2754 = add nuw nsw i64 %2725, 1
  %2755 = icmp eq i64 %2754, %242
  br i1 %2755, label %2715, label %2724, !llvm.loop !54

2756:                                             ; preds = %3681
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %51) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %50) #17
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %49) #17
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %48) #17
  call void @llvm.lifetime.end.p0(i64 168, ptr nonnull %47) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %46) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %45) #17
  br i1 %2361, label %2360, label %2333, !llvm.loop !55

2757:                                             ; preds = %2715, %3681
  %2758 = phi i64 [ 0, %2715 ], [ %3682, %3681 ]
  %2759 = getelementptr inbounds [3 x [7 x double]], ptr %49, i64 0, i64 %2758
  %2760 = getelementptr inbounds [3 x [7 x double]], ptr %47, i64 0, i64 %2758
  %2761 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2761, ptr nonnull readonly align 16 %39, i64 %245, i1 false)
  br label %2762

2762:                                             ; preds = %3217, %2757
  %2763 = phi i64 [ 0, %2757 ], [ %3218, %3217 ]
  %2764 = getelementptr inbounds double, ptr %2760, i64 %2763
  %2765 = load double, ptr %2764, align 8, !tbaa !9
  %2766 = getelementptr inbounds double, ptr %2761, i64 %2763
  %2767 = load double, ptr %2766, align 8, !tbaa !9
  %2768 = call fast double @llvm.fabs.f64(double %2767)
  %2769 = call fast double @llvm.maxnum.f64(double %2768, double 1.000000e+00)
  %2770 = fmul fast double %2769, 0x3EB0C6F7A0B5ED8D
  %2771 = fadd fast double %2770, %2767
  store double %2771, ptr %2766, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #17
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %5, ptr noundef nonnull readonly align 8 dereferenceable(56) %2761, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, ptr noundef nonnull align 16 dereferenceable(56) %46, i64 56, i1 false)
  %2772 = load i32, ptr @calls, align 4, !tbaa !11
  %2773 = load double, ptr %5, align 16, !tbaa !9
  br i1 %2286, label %2819, label %2774

2774:                                             ; preds = %2762, %2774
  %2775 = phi double [ %2815, %2774 ], [ %2773, %2762 ]
  %2776 = phi i64 [ %2816, %2774 ], [ 1, %2762 ]
  %2777 = phi i64 [ %2817, %2774 ], [ 0, %2762 ]
  %2778 = getelementptr inbounds double, ptr %5, i64 %2776
  %2779 = load double, ptr %2778, align 8, !tbaa !9
  %2780 = getelementptr double, ptr %2717, i64 %2776
  %2781 = load double, ptr %2780, align 8, !tbaa !9
  %2782 = call fast double @llvm.cos.f64(double %2781)
  %2783 = fmul fast double %2782, %2779
  %2784 = fmul fast double %2775, %2775
  %2785 = fmul fast double %2784, 1.000000e-01
  %2786 = fadd fast double %2783, %2785
  store double %2786, ptr %2778, align 8, !tbaa !9
  %2787 = getelementptr inbounds double, ptr %193, i64 %2776
  %2788 = load double, ptr %2787, align 8, !tbaa !9
  %2789 = getelementptr double, ptr %2716, i64 %2776
  %2790 = load double, ptr %2789, align 8, !tbaa !9
  %2791 = call fast double @llvm.cos.f64(double %2790)
  %2792 = fmul fast double %2791, %2788
  %2793 = fmul fast double %2786, %2786
  %2794 = fmul fast double %2793, 1.000000e-01
  %2795 = fadd fast double %2792, %2794
  store double %2795, ptr %2787, align 8, !tbaa !9
  %2796 = add nuw nsw i64 %2776, 2
  %2797 = getelementptr inbounds double, ptr %5, i64 %2796
  %2798 = load double, ptr %2797, align 8, !tbaa !9
  %2799 = getelementptr double, ptr %2717, i64 %2796
  %2800 = load double, ptr %2799, align 8, !tbaa !9
  %2801 = call fast double @llvm.cos.f64(double %2800)
  %2802 = fmul fast double %2801, %2798
  %2803 = fmul fast double %2795, %2795
  %2804 = fmul fast double %2803, 1.000000e-01
  %2805 = fadd fast double %2802, %2804
  store double %2805, ptr %2797, align 8, !tbaa !9
  %2806 = add nuw nsw i64 %2776, 3
  %2807 = getelementptr inbounds double, ptr %5, i64 %2806
  %2808 = load double, ptr %2807, align 8, !tbaa !9
  %2809 = getelementptr double, ptr %2717, i64 %2806
  %2810 = load double, ptr %2809, align 8, !tbaa !9
  %2811 = call fast double @llvm.cos.f64(double %2810)
  %2812 = fmul fast double %2811, %2808
  %2813 = fmul fast double %2805, %2805
  %2814 = fmul fast double %2813, 1.000000e-01
  %2815 = fadd fast double %2812, %2814
  store double %2815, ptr %2807, align 8, !tbaa !9
  %2816 = add nuw nsw i64 %2776, 4
  %2817 = add i64 %2777, 4
  %2818 = icmp eq i64 %2817, %2287
  br i1 %2818, label %2819, label %2774, !llvm.loop !49

2819:                                             ; preds = %2774, %2762
  %2820 = phi double [ %2773, %2762 ], [ %2815, %2774 ]
  %2821 = phi i64 [ 1, %2762 ], [ %2816, %2774 ]
  br i1 %2288, label %2838, label %2822

2822:                                             ; preds = %2819, %2822
  %2823 = phi double [ %2834, %2822 ], [ %2820, %2819 ]
  %2824 = phi i64 [ %2835, %2822 ], [ %2821, %2819 ]
  %2825 = phi i64 [ %2836, %2822 ], [ 0, %2819 ]
  %2826 = getelementptr inbounds double, ptr %5, i64 %2824
  %2827 = load double, ptr %2826, align 8, !tbaa !9
  %2828 = getelementptr double, ptr %2717, i64 %2824
  %2829 = load double, ptr %2828, align 8, !tbaa !9
  %2830 = call fast double @llvm.cos.f64(double %2829)
  %2831 = fmul fast double %2830, %2827
  %2832 = fmul fast double %2823, %2823
  %2833 = fmul fast double %2832, 1.000000e-01
  %2834 = fadd fast double %2831, %2833
  store double %2834, ptr %2826, align 8, !tbaa !9
  %2835 = add nuw nsw i64 %2824, 1
  %2836 = add i64 %2825, 1
  %2837 = icmp eq i64 %2836, %2285
  br i1 %2837, label %2838, label %2822, !llvm.loop !56

2838:                                             ; preds = %2822, %2819
  br i1 %2290, label %2884, label %2839

2839:                                             ; preds = %2838, %2839
  %2840 = phi double [ %2880, %2839 ], [ %2773, %2838 ]
  %2841 = phi i64 [ %2881, %2839 ], [ 1, %2838 ]
  %2842 = phi i64 [ %2882, %2839 ], [ 0, %2838 ]
  %2843 = getelementptr inbounds double, ptr %5, i64 %2841
  %2844 = load double, ptr %2843, align 8, !tbaa !9
  %2845 = getelementptr double, ptr %2717, i64 %2841
  %2846 = load double, ptr %2845, align 8, !tbaa !9
  %2847 = call fast double @llvm.cos.f64(double %2846)
  %2848 = fmul fast double %2847, %2844
  %2849 = fmul fast double %2840, %2840
  %2850 = fmul fast double %2849, 1.000000e-01
  %2851 = fadd fast double %2848, %2850
  store double %2851, ptr %2843, align 8, !tbaa !9
  %2852 = getelementptr inbounds double, ptr %194, i64 %2841
  %2853 = load double, ptr %2852, align 8, !tbaa !9
  %2854 = getelementptr double, ptr %2716, i64 %2841
  %2855 = load double, ptr %2854, align 8, !tbaa !9
  %2856 = call fast double @llvm.cos.f64(double %2855)
  %2857 = fmul fast double %2856, %2853
  %2858 = fmul fast double %2851, %2851
  %2859 = fmul fast double %2858, 1.000000e-01
  %2860 = fadd fast double %2857, %2859
  store double %2860, ptr %2852, align 8, !tbaa !9
  %2861 = add nuw nsw i64 %2841, 2
  %2862 = getelementptr inbounds double, ptr %5, i64 %2861
  %2863 = load double, ptr %2862, align 8, !tbaa !9
  %2864 = getelementptr double, ptr %2717, i64 %2861
  %2865 = load double, ptr %2864, align 8, !tbaa !9
  %2866 = call fast double @llvm.cos.f64(double %2865)
  %2867 = fmul fast double %2866, %2863
  %2868 = fmul fast double %2860, %2860
  %2869 = fmul fast double %2868, 1.000000e-01
  %2870 = fadd fast double %2867, %2869
  store double %2870, ptr %2862, align 8, !tbaa !9
  %2871 = add nuw nsw i64 %2841, 3
  %2872 = getelementptr inbounds double, ptr %5, i64 %2871
  %2873 = load double, ptr %2872, align 8, !tbaa !9
  %2874 = getelementptr double, ptr %2717, i64 %2871
  %2875 = load double, ptr %2874, align 8, !tbaa !9
  %2876 = call fast double @llvm.cos.f64(double %2875)
  %2877 = fmul fast double %2876, %2873
  %2878 = fmul fast double %2870, %2870
  %2879 = fmul fast double %2878, 1.000000e-01
  %2880 = fadd fast double %2877, %2879
  store double %2880, ptr %2872, align 8, !tbaa !9
  %2881 = add nuw nsw i64 %2841, 4
  %2882 = add i64 %2842, 4
  %2883 = icmp eq i64 %2882, %2291
  br i1 %2883, label %2884, label %2839, !llvm.loop !49

2884:                                             ; preds = %2839, %2838
  %2885 = phi double [ %2773, %2838 ], [ %2880, %2839 ]
  %2886 = phi i64 [ 1, %2838 ], [ %2881, %2839 ]
  br i1 %2292, label %2903, label %2887

2887:                                             ; preds = %2884, %2887
  %2888 = phi double [ %2899, %2887 ], [ %2885, %2884 ]
  %2889 = phi i64 [ %2900, %2887 ], [ %2886, %2884 ]
  %2890 = phi i64 [ %2901, %2887 ], [ 0, %2884 ]
  %2891 = getelementptr inbounds double, ptr %5, i64 %2889
  %2892 = load double, ptr %2891, align 8, !tbaa !9
  %2893 = getelementptr double, ptr %2717, i64 %2889
  %2894 = load double, ptr %2893, align 8, !tbaa !9
  %2895 = call fast double @llvm.cos.f64(double %2894)
  %2896 = fmul fast double %2895, %2892
  %2897 = fmul fast double %2888, %2888
  %2898 = fmul fast double %2897, 1.000000e-01
  %2899 = fadd fast double %2896, %2898
  store double %2899, ptr %2891, align 8, !tbaa !9
  %2900 = add nuw nsw i64 %2889, 1
  %2901 = add i64 %2890, 1
  %2902 = icmp eq i64 %2901, %2289
  br i1 %2902, label %2903, label %2887, !llvm.loop !57

2903:                                             ; preds = %2887, %2884
  br i1 %2294, label %2949, label %2904

2904:                                             ; preds = %2903, %2904
  %2905 = phi double [ %2945, %2904 ], [ %2773, %2903 ]
  %2906 = phi i64 [ %2946, %2904 ], [ 1, %2903 ]
  %2907 = phi i64 [ %2947, %2904 ], [ 0, %2903 ]
  %2908 = getelementptr inbounds double, ptr %5, i64 %2906
  %2909 = load double, ptr %2908, align 8, !tbaa !9
  %2910 = getelementptr double, ptr %2717, i64 %2906
  %2911 = load double, ptr %2910, align 8, !tbaa !9
  %2912 = call fast double @llvm.cos.f64(double %2911)
  %2913 = fmul fast double %2912, %2909
  %2914 = fmul fast double %2905, %2905
  %2915 = fmul fast double %2914, 1.000000e-01
  %2916 = fadd fast double %2913, %2915
  store double %2916, ptr %2908, align 8, !tbaa !9
  %2917 = getelementptr inbounds double, ptr %195, i64 %2906
  %2918 = load double, ptr %2917, align 8, !tbaa !9
  %2919 = getelementptr double, ptr %2716, i64 %2906
  %2920 = load double, ptr %2919, align 8, !tbaa !9
  %2921 = call fast double @llvm.cos.f64(double %2920)
  %2922 = fmul fast double %2921, %2918
  %2923 = fmul fast double %2916, %2916
  %2924 = fmul fast double %2923, 1.000000e-01
  %2925 = fadd fast double %2922, %2924
  store double %2925, ptr %2917, align 8, !tbaa !9
  %2926 = add nuw nsw i64 %2906, 2
  %2927 = getelementptr inbounds double, ptr %5, i64 %2926
  %2928 = load double, ptr %2927, align 8, !tbaa !9
  %2929 = getelementptr double, ptr %2717, i64 %2926
  %2930 = load double, ptr %2929, align 8, !tbaa !9
  %2931 = call fast double @llvm.cos.f64(double %2930)
  %2932 = fmul fast double %2931, %2928
  %2933 = fmul fast double %2925, %2925
  %2934 = fmul fast double %2933, 1.000000e-01
  %2935 = fadd fast double %2932, %2934
  store double %2935, ptr %2927, align 8, !tbaa !9
  %2936 = add nuw nsw i64 %2906, 3
  %2937 = getelementptr inbounds double, ptr %5, i64 %2936
  %2938 = load double, ptr %2937, align 8, !tbaa !9
  %2939 = getelementptr double, ptr %2717, i64 %2936
  %2940 = load double, ptr %2939, align 8, !tbaa !9
  %2941 = call fast double @llvm.cos.f64(double %2940)
  %2942 = fmul fast double %2941, %2938
  %2943 = fmul fast double %2935, %2935
  %2944 = fmul fast double %2943, 1.000000e-01
  %2945 = fadd fast double %2942, %2944
  store double %2945, ptr %2937, align 8, !tbaa !9
  %2946 = add nuw nsw i64 %2906, 4
  %2947 = add i64 %2907, 4
  %2948 = icmp eq i64 %2947, %2295
  br i1 %2948, label %2949, label %2904, !llvm.loop !49

2949:                                             ; preds = %2904, %2903
  %2950 = phi double [ %2773, %2903 ], [ %2945, %2904 ]
  %2951 = phi i64 [ 1, %2903 ], [ %2946, %2904 ]
  br i1 %2296, label %2968, label %2952

2952:                                             ; preds = %2949, %2952
  %2953 = phi double [ %2964, %2952 ], [ %2950, %2949 ]
  %2954 = phi i64 [ %2965, %2952 ], [ %2951, %2949 ]
  %2955 = phi i64 [ %2966, %2952 ], [ 0, %2949 ]
  %2956 = getelementptr inbounds double, ptr %5, i64 %2954
  %2957 = load double, ptr %2956, align 8, !tbaa !9
  %2958 = getelementptr double, ptr %2717, i64 %2954
  %2959 = load double, ptr %2958, align 8, !tbaa !9
  %2960 = call fast double @llvm.cos.f64(double %2959)
  %2961 = fmul fast double %2960, %2957
  %2962 = fmul fast double %2953, %2953
  %2963 = fmul fast double %2962, 1.000000e-01
  %2964 = fadd fast double %2961, %2963
  store double %2964, ptr %2956, align 8, !tbaa !9
  %2965 = add nuw nsw i64 %2954, 1
  %2966 = add i64 %2955, 1
  %2967 = icmp eq i64 %2966, %2293
  br i1 %2967, label %2968, label %2952, !llvm.loop !58

2968:                                             ; preds = %2952, %2949
  br label %2969

2969:                                             ; preds = %2968, %2969
  %2970 = phi i64 [ %2978, %2969 ], [ 0, %2968 ]
  %2971 = phi double [ %2977, %2969 ], [ 0.000000e+00, %2968 ]
  %2972 = getelementptr inbounds double, ptr %2759, i64 %2970
  %2973 = load double, ptr %2972, align 8, !tbaa !9
  %2974 = getelementptr inbounds double, ptr %5, i64 %2970
  %2975 = load double, ptr %2974, align 8, !tbaa !9
  %2976 = fmul fast double %2975, %2973
  %2977 = fadd fast double %2976, %2971
  %2978 = add nuw nsw i64 %2970, 1
  %2979 = icmp eq i64 %2978, %246
  br i1 %2979, label %2980, label %2969, !llvm.loop !59

2980:                                             ; preds = %2969
  %2981 = fsub fast double %2767, %2770
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #17
  store double %2981, ptr %2766, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %7, ptr noundef nonnull readonly align 8 dereferenceable(56) %2761, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %8, ptr noundef nonnull align 16 dereferenceable(56) %46, i64 56, i1 false)
  %2982 = add nsw i32 %2772, 2
  store i32 %2982, ptr @calls, align 4, !tbaa !11
  %2983 = load double, ptr %7, align 16, !tbaa !9
  br i1 %2298, label %3029, label %2984

2984:                                             ; preds = %2980, %2984
  %2985 = phi double [ %3025, %2984 ], [ %2983, %2980 ]
  %2986 = phi i64 [ %3026, %2984 ], [ 1, %2980 ]
  %2987 = phi i64 [ %3027, %2984 ], [ 0, %2980 ]
  %2988 = getelementptr inbounds double, ptr %7, i64 %2986
  %2989 = load double, ptr %2988, align 8, !tbaa !9
  %2990 = getelementptr double, ptr %2719, i64 %2986
  %2991 = load double, ptr %2990, align 8, !tbaa !9
  %2992 = call fast double @llvm.cos.f64(double %2991)
  %2993 = fmul fast double %2992, %2989
  %2994 = fmul fast double %2985, %2985
  %2995 = fmul fast double %2994, 1.000000e-01
  %2996 = fadd fast double %2993, %2995
  store double %2996, ptr %2988, align 8, !tbaa !9
  %2997 = getelementptr inbounds double, ptr %196, i64 %2986
  %2998 = load double, ptr %2997, align 8, !tbaa !9
  %2999 = getelementptr double, ptr %2718, i64 %2986
  %3000 = load double, ptr %2999, align 8, !tbaa !9
  %3001 = call fast double @llvm.cos.f64(double %3000)
  %3002 = fmul fast double %3001, %2998
  %3003 = fmul fast double %2996, %2996
  %3004 = fmul fast double %3003, 1.000000e-01
  %3005 = fadd fast double %3002, %3004
  store double %3005, ptr %2997, align 8, !tbaa !9
  %3006 = add nuw nsw i64 %2986, 2
  %3007 = getelementptr inbounds double, ptr %7, i64 %3006
  %3008 = load double, ptr %3007, align 8, !tbaa !9
  %3009 = getelementptr double, ptr %2719, i64 %3006
  %3010 = load double, ptr %3009, align 8, !tbaa !9
  %3011 = call fast double @llvm.cos.f64(double %3010)
  %3012 = fmul fast double %3011, %3008
  %3013 = fmul fast double %3005, %3005
  %3014 = fmul fast double %3013, 1.000000e-01
  %3015 = fadd fast double %3012, %3014
  store double %3015, ptr %3007, align 8, !tbaa !9
  %3016 = add nuw nsw i64 %2986, 3
  %3017 = getelementptr inbounds double, ptr %7, i64 %3016
  %3018 = load double, ptr %3017, align 8, !tbaa !9
  %3019 = getelementptr double, ptr %2719, i64 %3016
  %3020 = load double, ptr %3019, align 8, !tbaa !9
  %3021 = call fast double @llvm.cos.f64(double %3020)
  %3022 = fmul fast double %3021, %3018
  %3023 = fmul fast double %3015, %3015
  %3024 = fmul fast double %3023, 1.000000e-01
  %3025 = fadd fast double %3022, %3024
  store double %3025, ptr %3017, align 8, !tbaa !9
  %3026 = add nuw nsw i64 %2986, 4
  %3027 = add i64 %2987, 4
  %3028 = icmp eq i64 %3027, %2299
  br i1 %3028, label %3029, label %2984, !llvm.loop !49

3029:                                             ; preds = %2984, %2980
  %3030 = phi double [ %2983, %2980 ], [ %3025, %2984 ]
  %3031 = phi i64 [ 1, %2980 ], [ %3026, %2984 ]
  br i1 %2300, label %3048, label %3032

3032:                                             ; preds = %3029, %3032
  %3033 = phi double [ %3044, %3032 ], [ %3030, %3029 ]
  %3034 = phi i64 [ %3045, %3032 ], [ %3031, %3029 ]
  %3035 = phi i64 [ %3046, %3032 ], [ 0, %3029 ]
  %3036 = getelementptr inbounds double, ptr %7, i64 %3034
  %3037 = load double, ptr %3036, align 8, !tbaa !9
  %3038 = getelementptr double, ptr %2719, i64 %3034
  %3039 = load double, ptr %3038, align 8, !tbaa !9
  %3040 = call fast double @llvm.cos.f64(double %3039)
  %3041 = fmul fast double %3040, %3037
  %3042 = fmul fast double %3033, %3033
  %3043 = fmul fast double %3042, 1.000000e-01
  %3044 = fadd fast double %3041, %3043
  store double %3044, ptr %3036, align 8, !tbaa !9
  %3045 = add nuw nsw i64 %3034, 1
  %3046 = add i64 %3035, 1
  %3047 = icmp eq i64 %3046, %2297
  br i1 %3047, label %3048, label %3032, !llvm.loop !60

3048:                                             ; preds = %3032, %3029
  br i1 %2302, label %3094, label %3049

3049:                                             ; preds = %3048, %3049
  %3050 = phi double [ %3090, %3049 ], [ %2983, %3048 ]
  %3051 = phi i64 [ %3091, %3049 ], [ 1, %3048 ]
  %3052 = phi i64 [ %3092, %3049 ], [ 0, %3048 ]
  %3053 = getelementptr inbounds double, ptr %7, i64 %3051
  %3054 = load double, ptr %3053, align 8, !tbaa !9
  %3055 = getelementptr double, ptr %2719, i64 %3051
  %3056 = load double, ptr %3055, align 8, !tbaa !9
  %3057 = call fast double @llvm.cos.f64(double %3056)
  %3058 = fmul fast double %3057, %3054
  %3059 = fmul fast double %3050, %3050
  %3060 = fmul fast double %3059, 1.000000e-01
  %3061 = fadd fast double %3058, %3060
  store double %3061, ptr %3053, align 8, !tbaa !9
  %3062 = getelementptr inbounds double, ptr %197, i64 %3051
  %3063 = load double, ptr %3062, align 8, !tbaa !9
  %3064 = getelementptr double, ptr %2718, i64 %3051
  %3065 = load double, ptr %3064, align 8, !tbaa !9
  %3066 = call fast double @llvm.cos.f64(double %3065)
  %3067 = fmul fast double %3066, %3063
  %3068 = fmul fast double %3061, %3061
  %3069 = fmul fast double %3068, 1.000000e-01
  %3070 = fadd fast double %3067, %3069
  store double %3070, ptr %3062, align 8, !tbaa !9
  %3071 = add nuw nsw i64 %3051, 2
  %3072 = getelementptr inbounds double, ptr %7, i64 %3071
  %3073 = load double, ptr %3072, align 8, !tbaa !9
  %3074 = getelementptr double, ptr %2719, i64 %3071
  %3075 = load double, ptr %3074, align 8, !tbaa !9
  %3076 = call fast double @llvm.cos.f64(double %3075)
  %3077 = fmul fast double %3076, %3073
  %3078 = fmul fast double %3070, %3070
  %3079 = fmul fast double %3078, 1.000000e-01
  %3080 = fadd fast double %3077, %3079
  store double %3080, ptr %3072, align 8, !tbaa !9
  %3081 = add nuw nsw i64 %3051, 3
  %3082 = getelementptr inbounds double, ptr %7, i64 %3081
  %3083 = load double, ptr %3082, align 8, !tbaa !9
  %3084 = getelementptr double, ptr %2719, i64 %3081
  %3085 = load double, ptr %3084, align 8, !tbaa !9
  %3086 = call fast double @llvm.cos.f64(double %3085)
  %3087 = fmul fast double %3086, %3083
  %3088 = fmul fast double %3080, %3080
  %3089 = fmul fast double %3088, 1.000000e-01
  %3090 = fadd fast double %3087, %3089
  store double %3090, ptr %3082, align 8, !tbaa !9
  %3091 = add nuw nsw i64 %3051, 4
  %3092 = add i64 %3052, 4
  %3093 = icmp eq i64 %3092, %2303
  br i1 %3093, label %3094, label %3049, !llvm.loop !49

3094:                                             ; preds = %3049, %3048
  %3095 = phi double [ %2983, %3048 ], [ %3090, %3049 ]
  %3096 = phi i64 [ 1, %3048 ], [ %3091, %3049 ]
  br i1 %2304, label %3113, label %3097

3097:                                             ; preds = %3094, %3097
  %3098 = phi double [ %3109, %3097 ], [ %3095, %3094 ]
  %3099 = phi i64 [ %3110, %3097 ], [ %3096, %3094 ]
  %3100 = phi i64 [ %3111, %3097 ], [ 0, %3094 ]
  %3101 = getelementptr inbounds double, ptr %7, i64 %3099
  %3102 = load double, ptr %3101, align 8, !tbaa !9
  %3103 = getelementptr double, ptr %2719, i64 %3099
  %3104 = load double, ptr %3103, align 8, !tbaa !9
  %3105 = call fast double @llvm.cos.f64(double %3104)
  %3106 = fmul fast double %3105, %3102
  %3107 = fmul fast double %3098, %3098
  %3108 = fmul fast double %3107, 1.000000e-01
  %3109 = fadd fast double %3106, %3108
  store double %3109, ptr %3101, align 8, !tbaa !9
  %3110 = add nuw nsw i64 %3099, 1
  %3111 = add i64 %3100, 1
  %3112 = icmp eq i64 %3111, %2301
  br i1 %3112, label %3113, label %3097, !llvm.loop !61

3113:                                             ; preds = %3097, %3094
  br i1 %2306, label %3159, label %3114

3114:                                             ; preds = %3113, %3114
  %3115 = phi double [ %3155, %3114 ], [ %2983, %3113 ]
  %3116 = phi i64 [ %3156, %3114 ], [ 1, %3113 ]
  %3117 = phi i64 [ %3157, %3114 ], [ 0, %3113 ]
  %3118 = getelementptr inbounds double, ptr %7, i64 %3116
  %3119 = load double, ptr %3118, align 8, !tbaa !9
  %3120 = getelementptr double, ptr %2719, i64 %3116
  %3121 = load double, ptr %3120, align 8, !tbaa !9
  %3122 = call fast double @llvm.cos.f64(double %3121)
  %3123 = fmul fast double %3122, %3119
  %3124 = fmul fast double %3115, %3115
  %3125 = fmul fast double %3124, 1.000000e-01
  %3126 = fadd fast double %3123, %3125
  store double %3126, ptr %3118, align 8, !tbaa !9
  %3127 = getelementptr inbounds double, ptr %198, i64 %3116
  %3128 = load double, ptr %3127, align 8, !tbaa !9
  %3129 = getelementptr double, ptr %2718, i64 %3116
  %3130 = load double, ptr %3129, align 8, !tbaa !9
  %3131 = call fast double @llvm.cos.f64(double %3130)
  %3132 = fmul fast double %3131, %3128
  %3133 = fmul fast double %3126, %3126
  %3134 = fmul fast double %3133, 1.000000e-01
  %3135 = fadd fast double %3132, %3134
  store double %3135, ptr %3127, align 8, !tbaa !9
  %3136 = add nuw nsw i64 %3116, 2
  %3137 = getelementptr inbounds double, ptr %7, i64 %3136
  %3138 = load double, ptr %3137, align 8, !tbaa !9
  %3139 = getelementptr double, ptr %2719, i64 %3136
  %3140 = load double, ptr %3139, align 8, !tbaa !9
  %3141 = call fast double @llvm.cos.f64(double %3140)
  %3142 = fmul fast double %3141, %3138
  %3143 = fmul fast double %3135, %3135
  %3144 = fmul fast double %3143, 1.000000e-01
  %3145 = fadd fast double %3142, %3144
  store double %3145, ptr %3137, align 8, !tbaa !9
  %3146 = add nuw nsw i64 %3116, 3
  %3147 = getelementptr inbounds double, ptr %7, i64 %3146
  %3148 = load double, ptr %3147, align 8, !tbaa !9
  %3149 = getelementptr double, ptr %2719, i64 %3146
  %3150 = load double, ptr %3149, align 8, !tbaa !9
  %3151 = call fast double @llvm.cos.f64(double %3150)
  %3152 = fmul fast double %3151, %3148
  %3153 = fmul fast double %3145, %3145
  %3154 = fmul fast double %3153, 1.000000e-01
  %3155 = fadd fast double %3152, %3154
  store double %3155, ptr %3147, align 8, !tbaa !9
  %3156 = add nuw nsw i64 %3116, 4
  %3157 = add i64 %3117, 4
  %3158 = icmp eq i64 %3157, %2307
  br i1 %3158, label %3159, label %3114, !llvm.loop !49

3159:                                             ; preds = %3114, %3113
  %3160 = phi double [ %2983, %3113 ], [ %3155, %3114 ]
  %3161 = phi i64 [ 1, %3113 ], [ %3156, %3114 ]
  br i1 %2308, label %3178, label %3162

3162:                                             ; preds = %3159, %3162
  %3163 = phi double [ %3174, %3162 ], [ %3160, %3159 ]
  %3164 = phi i64 [ %3175, %3162 ], [ %3161, %3159 ]
  %3165 = phi i64 [ %3176, %3162 ], [ 0, %3159 ]
  %3166 = getelementptr inbounds double, ptr %7, i64 %3164
  %3167 = load double, ptr %3166, align 8, !tbaa !9
  %3168 = getelementptr double, ptr %2719, i64 %3164
  %3169 = load double, ptr %3168, align 8, !tbaa !9
  %3170 = call fast double @llvm.cos.f64(double %3169)
  %3171 = fmul fast double %3170, %3167
  %3172 = fmul fast double %3163, %3163
  %3173 = fmul fast double %3172, 1.000000e-01
  %3174 = fadd fast double %3171, %3173
  store double %3174, ptr %3166, align 8, !tbaa !9
  %3175 = add nuw nsw i64 %3164, 1
  %3176 = add i64 %3165, 1
  %3177 = icmp eq i64 %3176, %2305
  br i1 %3177, label %3178, label %3162, !llvm.loop !62

3178:                                             ; preds = %3162, %3159
  br label %3179

3179:                                             ; preds = %3178, %3179
  %3180 = phi i64 [ %3188, %3179 ], [ 0, %3178 ]
  %3181 = phi double [ %3187, %3179 ], [ 0.000000e+00, %3178 ]
  %3182 = getelementptr inbounds double, ptr %2759, i64 %3180
  %3183 = load double, ptr %3182, align 8, !tbaa !9
  %3184 = getelementptr inbounds double, ptr %7, i64 %3180
  %3185 = load double, ptr %3184, align 8, !tbaa !9
  %3186 = fmul fast double %3185, %3183
  %3187 = fadd fast double %3186, %3181
  %3188 = add nuw nsw i64 %3180, 1
  %3189 = icmp eq i64 %3188, %246
  br i1 %3189, label %3190, label %3179, !llvm.loop !63

3190:                                             ; preds = %3179
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #17
  store double %2767, ptr %2766, align 8, !tbaa !9
  %3191 = fsub fast double %2977, %3187
  %3192 = fmul fast double %2769, 2.000000e-06
  %3193 = fdiv fast double %3191, %3192
  %3194 = call fast double @llvm.fabs.f64(double %3193)
  %3195 = call fast double @llvm.maxnum.f64(double %3194, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %2765, ptr %16, align 8, !tbaa !9
  %3196 = load volatile double, ptr %16, align 8, !tbaa !9
  %3197 = call double @llvm.fabs.f64(double %3196)
  %3198 = fcmp ueq double %3197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %3198, label %3212, label %3199

3199:                                             ; preds = %3190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %3193, ptr %15, align 8, !tbaa !9
  %3200 = load volatile double, ptr %15, align 8, !tbaa !9
  %3201 = call double @llvm.fabs.f64(double %3200)
  %3202 = fcmp ueq double %3201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %3202, label %3212, label %3203

3203:                                             ; preds = %3199
  %3204 = fsub fast double %2765, %3193
  %3205 = call fast double @llvm.fabs.f64(double %3204)
  %3206 = fmul fast double %3195, 0x3EB0C6F7A0B5ED8D
  %3207 = fcmp fast ole double %3205, %3206
  %3208 = freeze i1 %3207
  br i1 %3208, label %3209, label %3212

3209:                                             ; preds = %3203
  %3210 = trunc nuw nsw i64 %2763 to i32
  %3211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %3210, double noundef nofpclass(nan inf) %2765, double noundef nofpclass(nan inf) %3193, ptr noundef nonnull @.str.18)
  br label %3217

3212:                                             ; preds = %3203, %3199, %3190
  %3213 = trunc nuw nsw i64 %2763 to i32
  %3214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, i32 noundef %3213, double noundef nofpclass(nan inf) %2765, double noundef nofpclass(nan inf) %3193, ptr noundef nonnull @.str.19)
  %3215 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3216 = add nsw i32 %3215, 1
  store i32 %3216, ptr @n_fail, align 4, !tbaa !11
  br label %3217

3217:                                             ; preds = %3212, %3209
  %3218 = add nuw nsw i64 %2763, 1
  %3219 = icmp eq i64 %3218, %246
  br i1 %3219, label %3220, label %2762, !llvm.loop !26

3220:                                             ; preds = %3217
  call void @free(ptr noundef nonnull %2761) #17
  %3221 = getelementptr inbounds [3 x [7 x double]], ptr %48, i64 0, i64 %2758
  %3222 = call noalias ptr @malloc(i64 noundef %243) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3222, ptr nonnull readonly align 16 %46, i64 %245, i1 false)
  br label %3223

3223:                                             ; preds = %3678, %3220
  %3224 = phi i64 [ 0, %3220 ], [ %3679, %3678 ]
  %3225 = getelementptr inbounds double, ptr %3221, i64 %3224
  %3226 = load double, ptr %3225, align 8, !tbaa !9
  %3227 = getelementptr inbounds double, ptr %3222, i64 %3224
  %3228 = load double, ptr %3227, align 8, !tbaa !9
  %3229 = call fast double @llvm.fabs.f64(double %3228)
  %3230 = call fast double @llvm.maxnum.f64(double %3229, double 1.000000e+00)
  %3231 = fmul fast double %3230, 0x3EB0C6F7A0B5ED8D
  %3232 = fadd fast double %3231, %3228
  store double %3232, ptr %3227, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #17
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 8 dereferenceable(56) %3222, i64 56, i1 false)
  %3233 = load i32, ptr @calls, align 4, !tbaa !11
  %3234 = load double, ptr %1, align 16, !tbaa !9
  br i1 %2310, label %3280, label %3235

3235:                                             ; preds = %3223, %3235
  %3236 = phi double [ %3276, %3235 ], [ %3234, %3223 ]
  %3237 = phi i64 [ %3277, %3235 ], [ 1, %3223 ]
  %3238 = phi i64 [ %3278, %3235 ], [ 0, %3223 ]
  %3239 = getelementptr inbounds double, ptr %1, i64 %3237
  %3240 = load double, ptr %3239, align 8, !tbaa !9
  %3241 = getelementptr double, ptr %2721, i64 %3237
  %3242 = load double, ptr %3241, align 8, !tbaa !9
  %3243 = call fast double @llvm.cos.f64(double %3242)
  %3244 = fmul fast double %3243, %3240
  %3245 = fmul fast double %3236, %3236
  %3246 = fmul fast double %3245, 1.000000e-01
  %3247 = fadd fast double %3244, %3246
  store double %3247, ptr %3239, align 8, !tbaa !9
  %3248 = getelementptr inbounds double, ptr %199, i64 %3237
  %3249 = load double, ptr %3248, align 8, !tbaa !9
  %3250 = getelementptr double, ptr %2720, i64 %3237
  %3251 = load double, ptr %3250, align 8, !tbaa !9
  %3252 = call fast double @llvm.cos.f64(double %3251)
  %3253 = fmul fast double %3252, %3249
  %3254 = fmul fast double %3247, %3247
  %3255 = fmul fast double %3254, 1.000000e-01
  %3256 = fadd fast double %3253, %3255
  store double %3256, ptr %3248, align 8, !tbaa !9
  %3257 = add nuw nsw i64 %3237, 2
  %3258 = getelementptr inbounds double, ptr %1, i64 %3257
  %3259 = load double, ptr %3258, align 8, !tbaa !9
  %3260 = getelementptr double, ptr %2721, i64 %3257
  %3261 = load double, ptr %3260, align 8, !tbaa !9
  %3262 = call fast double @llvm.cos.f64(double %3261)
  %3263 = fmul fast double %3262, %3259
  %3264 = fmul fast double %3256, %3256
  %3265 = fmul fast double %3264, 1.000000e-01
  %3266 = fadd fast double %3263, %3265
  store double %3266, ptr %3258, align 8, !tbaa !9
  %3267 = add nuw nsw i64 %3237, 3
  %3268 = getelementptr inbounds double, ptr %1, i64 %3267
  %3269 = load double, ptr %3268, align 8, !tbaa !9
  %3270 = getelementptr double, ptr %2721, i64 %3267
  %3271 = load double, ptr %3270, align 8, !tbaa !9
  %3272 = call fast double @llvm.cos.f64(double %3271)
  %3273 = fmul fast double %3272, %3269
  %3274 = fmul fast double %3266, %3266
  %3275 = fmul fast double %3274, 1.000000e-01
  %3276 = fadd fast double %3273, %3275
  store double %3276, ptr %3268, align 8, !tbaa !9
  %3277 = add nuw nsw i64 %3237, 4
  %3278 = add i64 %3238, 4
  %3279 = icmp eq i64 %3278, %2311
  br i1 %3279, label %3280, label %3235, !llvm.loop !49

3280:                                             ; preds = %3235, %3223
  %3281 = phi double [ %3234, %3223 ], [ %3276, %3235 ]
  %3282 = phi i64 [ 1, %3223 ], [ %3277, %3235 ]
  br i1 %2312, label %3299, label %3283

3283:                                             ; preds = %3280, %3283
  %3284 = phi double [ %3295, %3283 ], [ %3281, %3280 ]
  %3285 = phi i64 [ %3296, %3283 ], [ %3282, %3280 ]
  %3286 = phi i64 [ %3297, %3283 ], [ 0, %3280 ]
  %3287 = getelementptr inbounds double, ptr %1, i64 %3285
  %3288 = load double, ptr %3287, align 8, !tbaa !9
  %3289 = getelementptr double, ptr %2721, i64 %3285
  %3290 = load double, ptr %3289, align 8, !tbaa !9
  %3291 = call fast double @llvm.cos.f64(double %3290)
  %3292 = fmul fast double %3291, %3288
  %3293 = fmul fast double %3284, %3284
  %3294 = fmul fast double %3293, 1.000000e-01
  %3295 = fadd fast double %3292, %3294
  store double %3295, ptr %3287, align 8, !tbaa !9
  %3296 = add nuw nsw i64 %3285, 1
  %3297 = add i64 %3286, 1
  %3298 = icmp eq i64 %3297, %2309
  br i1 %3298, label %3299, label %3283, !llvm.loop !64

3299:                                             ; preds = %3283, %3280
  br i1 %2314, label %3345, label %3300

3300:                                             ; preds = %3299, %3300
  %3301 = phi double [ %3341, %3300 ], [ %3234, %3299 ]
  %3302 = phi i64 [ %3342, %3300 ], [ 1, %3299 ]
  %3303 = phi i64 [ %3343, %3300 ], [ 0, %3299 ]
  %3304 = getelementptr inbounds double, ptr %1, i64 %3302
  %3305 = load double, ptr %3304, align 8, !tbaa !9
  %3306 = getelementptr double, ptr %2721, i64 %3302
  %3307 = load double, ptr %3306, align 8, !tbaa !9
  %3308 = call fast double @llvm.cos.f64(double %3307)
  %3309 = fmul fast double %3308, %3305
  %3310 = fmul fast double %3301, %3301
  %3311 = fmul fast double %3310, 1.000000e-01
  %3312 = fadd fast double %3309, %3311
  store double %3312, ptr %3304, align 8, !tbaa !9
  %3313 = getelementptr inbounds double, ptr %200, i64 %3302
  %3314 = load double, ptr %3313, align 8, !tbaa !9
  %3315 = getelementptr double, ptr %2720, i64 %3302
  %3316 = load double, ptr %3315, align 8, !tbaa !9
  %3317 = call fast double @llvm.cos.f64(double %3316)
  %3318 = fmul fast double %3317, %3314
  %3319 = fmul fast double %3312, %3312
  %3320 = fmul fast double %3319, 1.000000e-01
  %3321 = fadd fast double %3318, %3320
  store double %3321, ptr %3313, align 8, !tbaa !9
  %3322 = add nuw nsw i64 %3302, 2
  %3323 = getelementptr inbounds double, ptr %1, i64 %3322
  %3324 = load double, ptr %3323, align 8, !tbaa !9
  %3325 = getelementptr double, ptr %2721, i64 %3322
  %3326 = load double, ptr %3325, align 8, !tbaa !9
  %3327 = call fast double @llvm.cos.f64(double %3326)
  %3328 = fmul fast double %3327, %3324
  %3329 = fmul fast double %3321, %3321
  %3330 = fmul fast double %3329, 1.000000e-01
  %3331 = fadd fast double %3328, %3330
  store double %3331, ptr %3323, align 8, !tbaa !9
  %3332 = add nuw nsw i64 %3302, 3
  %3333 = getelementptr inbounds double, ptr %1, i64 %3332
  %3334 = load double, ptr %3333, align 8, !tbaa !9
  %3335 = getelementptr double, ptr %2721, i64 %3332
  %3336 = load double, ptr %3335, align 8, !tbaa !9
  %3337 = call fast double @llvm.cos.f64(double %3336)
  %3338 = fmul fast double %3337, %3334
  %3339 = fmul fast double %3331, %3331
  %3340 = fmul fast double %3339, 1.000000e-01
  %3341 = fadd fast double %3338, %3340
  store double %3341, ptr %3333, align 8, !tbaa !9
  %3342 = add nuw nsw i64 %3302, 4
  %3343 = add i64 %3303, 4
  %3344 = icmp eq i64 %3343, %2315
  br i1 %3344, label %3345, label %3300, !llvm.loop !49

3345:                                             ; preds = %3300, %3299
  %3346 = phi double [ %3234, %3299 ], [ %3341, %3300 ]
  %3347 = phi i64 [ 1, %3299 ], [ %3342, %3300 ]
  br i1 %2316, label %3364, label %3348

3348:                                             ; preds = %3345, %3348
  %3349 = phi double [ %3360, %3348 ], [ %3346, %3345 ]
  %3350 = phi i64 [ %3361, %3348 ], [ %3347, %3345 ]
  %3351 = phi i64 [ %3362, %3348 ], [ 0, %3345 ]
  %3352 = getelementptr inbounds double, ptr %1, i64 %3350
  %3353 = load double, ptr %3352, align 8, !tbaa !9
  %3354 = getelementptr double, ptr %2721, i64 %3350
  %3355 = load double, ptr %3354, align 8, !tbaa !9
  %3356 = call fast double @llvm.cos.f64(double %3355)
  %3357 = fmul fast double %3356, %3353
  %3358 = fmul fast double %3349, %3349
  %3359 = fmul fast double %3358, 1.000000e-01
  %3360 = fadd fast double %3357, %3359
  store double %3360, ptr %3352, align 8, !tbaa !9
  %3361 = add nuw nsw i64 %3350, 1
  %3362 = add i64 %3351, 1
  %3363 = icmp eq i64 %3362, %2313
  br i1 %3363, label %3364, label %3348, !llvm.loop !65

3364:                                             ; preds = %3348, %3345
  br i1 %2318, label %3410, label %3365

3365:                                             ; preds = %3364, %3365
  %3366 = phi double [ %3406, %3365 ], [ %3234, %3364 ]
  %3367 = phi i64 [ %3407, %3365 ], [ 1, %3364 ]
  %3368 = phi i64 [ %3408, %3365 ], [ 0, %3364 ]
  %3369 = getelementptr inbounds double, ptr %1, i64 %3367
  %3370 = load double, ptr %3369, align 8, !tbaa !9
  %3371 = getelementptr double, ptr %2721, i64 %3367
  %3372 = load double, ptr %3371, align 8, !tbaa !9
  %3373 = call fast double @llvm.cos.f64(double %3372)
  %3374 = fmul fast double %3373, %3370
  %3375 = fmul fast double %3366, %3366
  %3376 = fmul fast double %3375, 1.000000e-01
  %3377 = fadd fast double %3374, %3376
  store double %3377, ptr %3369, align 8, !tbaa !9
  %3378 = getelementptr inbounds double, ptr %201, i64 %3367
  %3379 = load double, ptr %3378, align 8, !tbaa !9
  %3380 = getelementptr double, ptr %2720, i64 %3367
  %3381 = load double, ptr %3380, align 8, !tbaa !9
  %3382 = call fast double @llvm.cos.f64(double %3381)
  %3383 = fmul fast double %3382, %3379
  %3384 = fmul fast double %3377, %3377
  %3385 = fmul fast double %3384, 1.000000e-01
  %3386 = fadd fast double %3383, %3385
  store double %3386, ptr %3378, align 8, !tbaa !9
  %3387 = add nuw nsw i64 %3367, 2
  %3388 = getelementptr inbounds double, ptr %1, i64 %3387
  %3389 = load double, ptr %3388, align 8, !tbaa !9
  %3390 = getelementptr double, ptr %2721, i64 %3387
  %3391 = load double, ptr %3390, align 8, !tbaa !9
  %3392 = call fast double @llvm.cos.f64(double %3391)
  %3393 = fmul fast double %3392, %3389
  %3394 = fmul fast double %3386, %3386
  %3395 = fmul fast double %3394, 1.000000e-01
  %3396 = fadd fast double %3393, %3395
  store double %3396, ptr %3388, align 8, !tbaa !9
  %3397 = add nuw nsw i64 %3367, 3
  %3398 = getelementptr inbounds double, ptr %1, i64 %3397
  %3399 = load double, ptr %3398, align 8, !tbaa !9
  %3400 = getelementptr double, ptr %2721, i64 %3397
  %3401 = load double, ptr %3400, align 8, !tbaa !9
  %3402 = call fast double @llvm.cos.f64(double %3401)
  %3403 = fmul fast double %3402, %3399
  %3404 = fmul fast double %3396, %3396
  %3405 = fmul fast double %3404, 1.000000e-01
  %3406 = fadd fast double %3403, %3405
  store double %3406, ptr %3398, align 8, !tbaa !9
  %3407 = add nuw nsw i64 %3367, 4
  %3408 = add i64 %3368, 4
  %3409 = icmp eq i64 %3408, %2319
  br i1 %3409, label %3410, label %3365, !llvm.loop !49

3410:                                             ; preds = %3365, %3364
  %3411 = phi double [ %3234, %3364 ], [ %3406, %3365 ]
  %3412 = phi i64 [ 1, %3364 ], [ %3407, %3365 ]
  br i1 %2320, label %3429, label %3413

3413:                                             ; preds = %3410, %3413
  %3414 = phi double [ %3425, %3413 ], [ %3411, %3410 ]
  %3415 = phi i64 [ %3426, %3413 ], [ %3412, %3410 ]
  %3416 = phi i64 [ %3427, %3413 ], [ 0, %3410 ]
  %3417 = getelementptr inbounds double, ptr %1, i64 %3415
  %3418 = load double, ptr %3417, align 8, !tbaa !9
  %3419 = getelementptr double, ptr %2721, i64 %3415
  %3420 = load double, ptr %3419, align 8, !tbaa !9
  %3421 = call fast double @llvm.cos.f64(double %3420)
  %3422 = fmul fast double %3421, %3418
  %3423 = fmul fast double %3414, %3414
  %3424 = fmul fast double %3423, 1.000000e-01
  %3425 = fadd fast double %3422, %3424
  store double %3425, ptr %3417, align 8, !tbaa !9
  %3426 = add nuw nsw i64 %3415, 1
  %3427 = add i64 %3416, 1
  %3428 = icmp eq i64 %3427, %2317
  br i1 %3428, label %3429, label %3413, !llvm.loop !66

3429:                                             ; preds = %3413, %3410
  br label %3430

3430:                                             ; preds = %3429, %3430
  %3431 = phi i64 [ %3439, %3430 ], [ 0, %3429 ]
  %3432 = phi double [ %3438, %3430 ], [ 0.000000e+00, %3429 ]
  %3433 = getelementptr inbounds double, ptr %2759, i64 %3431
  %3434 = load double, ptr %3433, align 8, !tbaa !9
  %3435 = getelementptr inbounds double, ptr %1, i64 %3431
  %3436 = load double, ptr %3435, align 8, !tbaa !9
  %3437 = fmul fast double %3436, %3434
  %3438 = fadd fast double %3437, %3432
  %3439 = add nuw nsw i64 %3431, 1
  %3440 = icmp eq i64 %3439, %246
  br i1 %3440, label %3441, label %3430, !llvm.loop !67

3441:                                             ; preds = %3430
  %3442 = fsub fast double %3228, %3231
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #17
  store double %3442, ptr %3227, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #17
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %3, ptr noundef nonnull align 16 dereferenceable(56) %39, i64 56, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 8 dereferenceable(56) %3222, i64 56, i1 false)
  %3443 = add nsw i32 %3233, 2
  store i32 %3443, ptr @calls, align 4, !tbaa !11
  %3444 = load double, ptr %3, align 16, !tbaa !9
  br i1 %2322, label %3490, label %3445

3445:                                             ; preds = %3441, %3445
  %3446 = phi double [ %3486, %3445 ], [ %3444, %3441 ]
  %3447 = phi i64 [ %3487, %3445 ], [ 1, %3441 ]
  %3448 = phi i64 [ %3488, %3445 ], [ 0, %3441 ]
  %3449 = getelementptr inbounds double, ptr %3, i64 %3447
  %3450 = load double, ptr %3449, align 8, !tbaa !9
  %3451 = getelementptr double, ptr %2723, i64 %3447
  %3452 = load double, ptr %3451, align 8, !tbaa !9
  %3453 = call fast double @llvm.cos.f64(double %3452)
  %3454 = fmul fast double %3453, %3450
  %3455 = fmul fast double %3446, %3446
  %3456 = fmul fast double %3455, 1.000000e-01
  %3457 = fadd fast double %3454, %3456
  store double %3457, ptr %3449, align 8, !tbaa !9
  %3458 = getelementptr inbounds double, ptr %202, i64 %3447
  %3459 = load double, ptr %3458, align 8, !tbaa !9
  %3460 = getelementptr double, ptr %2722, i64 %3447
  %3461 = load double, ptr %3460, align 8, !tbaa !9
  %3462 = call fast double @llvm.cos.f64(double %3461)
  %3463 = fmul fast double %3462, %3459
  %3464 = fmul fast double %3457, %3457
  %3465 = fmul fast double %3464, 1.000000e-01
  %3466 = fadd fast double %3463, %3465
  store double %3466, ptr %3458, align 8, !tbaa !9
  %3467 = add nuw nsw i64 %3447, 2
  %3468 = getelementptr inbounds double, ptr %3, i64 %3467
  %3469 = load double, ptr %3468, align 8, !tbaa !9
  %3470 = getelementptr double, ptr %2723, i64 %3467
  %3471 = load double, ptr %3470, align 8, !tbaa !9
  %3472 = call fast double @llvm.cos.f64(double %3471)
  %3473 = fmul fast double %3472, %3469
  %3474 = fmul fast double %3466, %3466
  %3475 = fmul fast double %3474, 1.000000e-01
  %3476 = fadd fast double %3473, %3475
  store double %3476, ptr %3468, align 8, !tbaa !9
  %3477 = add nuw nsw i64 %3447, 3
  %3478 = getelementptr inbounds double, ptr %3, i64 %3477
  %3479 = load double, ptr %3478, align 8, !tbaa !9
  %3480 = getelementptr double, ptr %2723, i64 %3477
  %3481 = load double, ptr %3480, align 8, !tbaa !9
  %3482 = call fast double @llvm.cos.f64(double %3481)
  %3483 = fmul fast double %3482, %3479
  %3484 = fmul fast double %3476, %3476
  %3485 = fmul fast double %3484, 1.000000e-01
  %3486 = fadd fast double %3483, %3485
  store double %3486, ptr %3478, align 8, !tbaa !9
  %3487 = add nuw nsw i64 %3447, 4
  %3488 = add i64 %3448, 4
  %3489 = icmp eq i64 %3488, %2323
  br i1 %3489, label %3490, label %3445, !llvm.loop !49

3490:                                             ; preds = %3445, %3441
  %3491 = phi double [ %3444, %3441 ], [ %3486, %3445 ]
  %3492 = phi i64 [ 1, %3441 ], [ %3487, %3445 ]
  br i1 %2324, label %3509, label %3493

3493:                                             ; preds = %3490, %3493
  %3494 = phi double [ %3505, %3493 ], [ %3491, %3490 ]
  %3495 = phi i64 [ %3506, %3493 ], [ %3492, %3490 ]
  %3496 = phi i64 [ %3507, %3493 ], [ 0, %3490 ]
  %3497 = getelementptr inbounds double, ptr %3, i64 %3495
  %3498 = load double, ptr %3497, align 8, !tbaa !9
  %3499 = getelementptr double, ptr %2723, i64 %3495
  %3500 = load double, ptr %3499, align 8, !tbaa !9
  %3501 = call fast double @llvm.cos.f64(double %3500)
  %3502 = fmul fast double %3501, %3498
  %3503 = fmul fast double %3494, %3494
  %3504 = fmul fast double %3503, 1.000000e-01
  %3505 = fadd fast double %3502, %3504
  store double %3505, ptr %3497, align 8, !tbaa !9
  %3506 = add nuw nsw i64 %3495, 1
  %3507 = add i64 %3496, 1
  %3508 = icmp eq i64 %3507, %2321
  br i1 %3508, label %3509, label %3493, !llvm.loop !68

3509:                                             ; preds = %3493, %3490
  br i1 %2326, label %3555, label %3510

3510:                                             ; preds = %3509, %3510
  %3511 = phi double [ %3551, %3510 ], [ %3444, %3509 ]
  %3512 = phi i64 [ %3552, %3510 ], [ 1, %3509 ]
  %3513 = phi i64 [ %3553, %3510 ], [ 0, %3509 ]
  %3514 = getelementptr inbounds double, ptr %3, i64 %3512
  %3515 = load double, ptr %3514, align 8, !tbaa !9
  %3516 = getelementptr double, ptr %2723, i64 %3512
  %3517 = load double, ptr %3516, align 8, !tbaa !9
  %3518 = call fast double @llvm.cos.f64(double %3517)
  %3519 = fmul fast double %3518, %3515
  %3520 = fmul fast double %3511, %3511
  %3521 = fmul fast double %3520, 1.000000e-01
  %3522 = fadd fast double %3519, %3521
  store double %3522, ptr %3514, align 8, !tbaa !9
  %3523 = getelementptr inbounds double, ptr %203, i64 %3512
  %3524 = load double, ptr %3523, align 8, !tbaa !9
  %3525 = getelementptr double, ptr %2722, i64 %3512
  %3526 = load double, ptr %3525, align 8, !tbaa !9
  %3527 = call fast double @llvm.cos.f64(double %3526)
  %3528 = fmul fast double %3527, %3524
  %3529 = fmul fast double %3522, %3522
  %3530 = fmul fast double %3529, 1.000000e-01
  %3531 = fadd fast double %3528, %3530
  store double %3531, ptr %3523, align 8, !tbaa !9
  %3532 = add nuw nsw i64 %3512, 2
  %3533 = getelementptr inbounds double, ptr %3, i64 %3532
  %3534 = load double, ptr %3533, align 8, !tbaa !9
  %3535 = getelementptr double, ptr %2723, i64 %3532
  %3536 = load double, ptr %3535, align 8, !tbaa !9
  %3537 = call fast double @llvm.cos.f64(double %3536)
  %3538 = fmul fast double %3537, %3534
  %3539 = fmul fast double %3531, %3531
  %3540 = fmul fast double %3539, 1.000000e-01
  %3541 = fadd fast double %3538, %3540
  store double %3541, ptr %3533, align 8, !tbaa !9
  %3542 = add nuw nsw i64 %3512, 3
  %3543 = getelementptr inbounds double, ptr %3, i64 %3542
  %3544 = load double, ptr %3543, align 8, !tbaa !9
  %3545 = getelementptr double, ptr %2723, i64 %3542
  %3546 = load double, ptr %3545, align 8, !tbaa !9
  %3547 = call fast double @llvm.cos.f64(double %3546)
  %3548 = fmul fast double %3547, %3544
  %3549 = fmul fast double %3541, %3541
  %3550 = fmul fast double %3549, 1.000000e-01
  %3551 = fadd fast double %3548, %3550
  store double %3551, ptr %3543, align 8, !tbaa !9
  %3552 = add nuw nsw i64 %3512, 4
  %3553 = add i64 %3513, 4
  %3554 = icmp eq i64 %3553, %2327
  br i1 %3554, label %3555, label %3510, !llvm.loop !49

3555:                                             ; preds = %3510, %3509
  %3556 = phi double [ %3444, %3509 ], [ %3551, %3510 ]
  %3557 = phi i64 [ 1, %3509 ], [ %3552, %3510 ]
  br i1 %2328, label %3574, label %3558

3558:                                             ; preds = %3555, %3558
  %3559 = phi double [ %3570, %3558 ], [ %3556, %3555 ]
  %3560 = phi i64 [ %3571, %3558 ], [ %3557, %3555 ]
  %3561 = phi i64 [ %3572, %3558 ], [ 0, %3555 ]
  %3562 = getelementptr inbounds double, ptr %3, i64 %3560
  %3563 = load double, ptr %3562, align 8, !tbaa !9
  %3564 = getelementptr double, ptr %2723, i64 %3560
  %3565 = load double, ptr %3564, align 8, !tbaa !9
  %3566 = call fast double @llvm.cos.f64(double %3565)
  %3567 = fmul fast double %3566, %3563
  %3568 = fmul fast double %3559, %3559
  %3569 = fmul fast double %3568, 1.000000e-01
  %3570 = fadd fast double %3567, %3569
  store double %3570, ptr %3562, align 8, !tbaa !9
  %3571 = add nuw nsw i64 %3560, 1
  %3572 = add i64 %3561, 1
  %3573 = icmp eq i64 %3572, %2325
  br i1 %3573, label %3574, label %3558, !llvm.loop !69

3574:                                             ; preds = %3558, %3555
  br i1 %2330, label %3620, label %3575

3575:                                             ; preds = %3574, %3575
  %3576 = phi double [ %3616, %3575 ], [ %3444, %3574 ]
  %3577 = phi i64 [ %3617, %3575 ], [ 1, %3574 ]
  %3578 = phi i64 [ %3618, %3575 ], [ 0, %3574 ]
  %3579 = getelementptr inbounds double, ptr %3, i64 %3577
  %3580 = load double, ptr %3579, align 8, !tbaa !9
  %3581 = getelementptr double, ptr %2723, i64 %3577
  %3582 = load double, ptr %3581, align 8, !tbaa !9
  %3583 = call fast double @llvm.cos.f64(double %3582)
  %3584 = fmul fast double %3583, %3580
  %3585 = fmul fast double %3576, %3576
  %3586 = fmul fast double %3585, 1.000000e-01
  %3587 = fadd fast double %3584, %3586
  store double %3587, ptr %3579, align 8, !tbaa !9
  %3588 = getelementptr inbounds double, ptr %204, i64 %3577
  %3589 = load double, ptr %3588, align 8, !tbaa !9
  %3590 = getelementptr double, ptr %2722, i64 %3577
  %3591 = load double, ptr %3590, align 8, !tbaa !9
  %3592 = call fast double @llvm.cos.f64(double %3591)
  %3593 = fmul fast double %3592, %3589
  %3594 = fmul fast double %3587, %3587
  %3595 = fmul fast double %3594, 1.000000e-01
  %3596 = fadd fast double %3593, %3595
  store double %3596, ptr %3588, align 8, !tbaa !9
  %3597 = add nuw nsw i64 %3577, 2
  %3598 = getelementptr inbounds double, ptr %3, i64 %3597
  %3599 = load double, ptr %3598, align 8, !tbaa !9
  %3600 = getelementptr double, ptr %2723, i64 %3597
  %3601 = load double, ptr %3600, align 8, !tbaa !9
  %3602 = call fast double @llvm.cos.f64(double %3601)
  %3603 = fmul fast double %3602, %3599
  %3604 = fmul fast double %3596, %3596
  %3605 = fmul fast double %3604, 1.000000e-01
  %3606 = fadd fast double %3603, %3605
  store double %3606, ptr %3598, align 8, !tbaa !9
  %3607 = add nuw nsw i64 %3577, 3
  %3608 = getelementptr inbounds double, ptr %3, i64 %3607
  %3609 = load double, ptr %3608, align 8, !tbaa !9
  %3610 = getelementptr double, ptr %2723, i64 %3607
  %3611 = load double, ptr %3610, align 8, !tbaa !9
  %3612 = call fast double @llvm.cos.f64(double %3611)
  %3613 = fmul fast double %3612, %3609
  %3614 = fmul fast double %3606, %3606
  %3615 = fmul fast double %3614, 1.000000e-01
  %3616 = fadd fast double %3613, %3615
  store double %3616, ptr %3608, align 8, !tbaa !9
  %3617 = add nuw nsw i64 %3577, 4
  %3618 = add i64 %3578, 4
  %3619 = icmp eq i64 %3618, %2331
  br i1 %3619, label %3620, label %3575, !llvm.loop !49

3620:                                             ; preds = %3575, %3574
  %3621 = phi double [ %3444, %3574 ], [ %3616, %3575 ]
  %3622 = phi i64 [ 1, %3574 ], [ %3617, %3575 ]
  br i1 %2332, label %3639, label %3623

3623:                                             ; preds = %3620, %3623
  %3624 = phi double [ %3635, %3623 ], [ %3621, %3620 ]
  %3625 = phi i64 [ %3636, %3623 ], [ %3622, %3620 ]
  %3626 = phi i64 [ %3637, %3623 ], [ 0, %3620 ]
  %3627 = getelementptr inbounds double, ptr %3, i64 %3625
  %3628 = load double, ptr %3627, align 8, !tbaa !9
  %3629 = getelementptr double, ptr %2723, i64 %3625
  %3630 = load double, ptr %3629, align 8, !tbaa !9
  %3631 = call fast double @llvm.cos.f64(double %3630)
  %3632 = fmul fast double %3631, %3628
  %3633 = fmul fast double %3624, %3624
  %3634 = fmul fast double %3633, 1.000000e-01
  %3635 = fadd fast double %3632, %3634
  store double %3635, ptr %3627, align 8, !tbaa !9
  %3636 = add nuw nsw i64 %3625, 1
  %3637 = add i64 %3626, 1
  %3638 = icmp eq i64 %3637, %2329
  br i1 %3638, label %3639, label %3623, !llvm.loop !70

3639:                                             ; preds = %3623, %3620
  br label %3640

3640:                                             ; preds = %3639, %3640
  %3641 = phi i64 [ %3649, %3640 ], [ 0, %3639 ]
  %3642 = phi double [ %3648, %3640 ], [ 0.000000e+00, %3639 ]
  %3643 = getelementptr inbounds double, ptr %2759, i64 %3641
  %3644 = load double, ptr %3643, align 8, !tbaa !9
  %3645 = getelementptr inbounds double, ptr %3, i64 %3641
  %3646 = load double, ptr %3645, align 8, !tbaa !9
  %3647 = fmul fast double %3646, %3644
  %3648 = fadd fast double %3647, %3642
  %3649 = add nuw nsw i64 %3641, 1
  %3650 = icmp eq i64 %3649, %246
  br i1 %3650, label %3651, label %3640, !llvm.loop !71

3651:                                             ; preds = %3640
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #17
  store double %3228, ptr %3227, align 8, !tbaa !9
  %3652 = fsub fast double %3438, %3648
  %3653 = fmul fast double %3230, 2.000000e-06
  %3654 = fdiv fast double %3652, %3653
  %3655 = call fast double @llvm.fabs.f64(double %3654)
  %3656 = call fast double @llvm.maxnum.f64(double %3655, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %3226, ptr %14, align 8, !tbaa !9
  %3657 = load volatile double, ptr %14, align 8, !tbaa !9
  %3658 = call double @llvm.fabs.f64(double %3657)
  %3659 = fcmp ueq double %3658, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %3659, label %3673, label %3660

3660:                                             ; preds = %3651
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %3654, ptr %13, align 8, !tbaa !9
  %3661 = load volatile double, ptr %13, align 8, !tbaa !9
  %3662 = call double @llvm.fabs.f64(double %3661)
  %3663 = fcmp ueq double %3662, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %3663, label %3673, label %3664

3664:                                             ; preds = %3660
  %3665 = fsub fast double %3226, %3654
  %3666 = call fast double @llvm.fabs.f64(double %3665)
  %3667 = fmul fast double %3656, 0x3EB0C6F7A0B5ED8D
  %3668 = fcmp fast ole double %3666, %3667
  %3669 = freeze i1 %3668
  br i1 %3669, label %3670, label %3673

3670:                                             ; preds = %3664
  %3671 = trunc nuw nsw i64 %3224 to i32
  %3672 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3671, double noundef nofpclass(nan inf) %3226, double noundef nofpclass(nan inf) %3654, ptr noundef nonnull @.str.18)
  br label %3678

3673:                                             ; preds = %3664, %3660, %3651
  %3674 = trunc nuw nsw i64 %3224 to i32
  %3675 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %3674, double noundef nofpclass(nan inf) %3226, double noundef nofpclass(nan inf) %3654, ptr noundef nonnull @.str.19)
  %3676 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3677 = add nsw i32 %3676, 1
  store i32 %3677, ptr @n_fail, align 4, !tbaa !11
  br label %3678

3678:                                             ; preds = %3673, %3670
  %3679 = add nuw nsw i64 %3224, 1
  %3680 = icmp eq i64 %3679, %246
  br i1 %3680, label %3681, label %3223, !llvm.loop !26

3681:                                             ; preds = %3678
  call void @free(ptr noundef nonnull %3222) #17
  %3682 = add nuw nsw i64 %2758, 1
  %3683 = icmp eq i64 %3682, 3
  br i1 %3683, label %2756, label %2757, !llvm.loop !72

3684:                                             ; preds = %4075
  call fastcc void @check_grad(ptr noundef nonnull @.str.14, ptr noundef nonnull @lane_fs, ptr noundef nonnull %56, ptr noundef nonnull %39, i32 noundef %215, ptr noundef nonnull %53)
  call fastcc void @check_grad(ptr noundef nonnull @.str.15, ptr noundef nonnull @lane_fs, ptr noundef nonnull %56, ptr noundef nonnull %39, i32 noundef %215, ptr noundef nonnull %54)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %56) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %54) #17
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %53) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %52) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #17
  br i1 %212, label %211, label %205, !llvm.loop !73

3685:                                             ; preds = %2359, %4075
  %3686 = phi i1 [ true, %2359 ], [ false, %4075 ]
  %3687 = phi ptr [ %55, %2359 ], [ %187, %4075 ]
  %3688 = phi i64 [ 0, %2359 ], [ 1, %4075 ]
  %3689 = load double, ptr %3687, align 8, !tbaa !9
  %3690 = getelementptr inbounds [2 x double], ptr %170, i64 0, i64 %3688
  %3691 = load double, ptr %3690, align 8, !tbaa !9
  %3692 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3692, ptr noundef nonnull readonly align 16 dereferenceable(16) %52, i64 16, i1 false)
  %3693 = getelementptr inbounds i8, ptr %3692, i64 8
  %3694 = load double, ptr %3692, align 8, !tbaa !9
  %3695 = call fast double @llvm.fabs.f64(double %3694)
  %3696 = call fast double @llvm.maxnum.f64(double %3695, double 1.000000e+00)
  %3697 = fmul fast double %3696, 0x3EB0C6F7A0B5ED8D
  %3698 = fadd fast double %3697, %3694
  %3699 = fsub fast double %3694, %3697
  %3700 = load double, ptr %3693, align 8, !tbaa !9
  %3701 = load ptr, ptr %167, align 8, !tbaa !46
  %3702 = load i32, ptr %56, align 8, !tbaa !41
  %3703 = load i32, ptr @calls, align 4, !tbaa !11
  %3704 = icmp sgt i32 %3702, 0
  br i1 %3704, label %3707, label %3705

3705:                                             ; preds = %3685
  %3706 = add nsw i32 %3703, 2
  store i32 %3706, ptr @calls, align 4, !tbaa !11
  br label %3857

3707:                                             ; preds = %3685
  %3708 = fmul fast double %3700, %3698
  %3709 = zext nneg i32 %3702 to i64
  %3710 = icmp ult i32 %3702, 8
  br i1 %3710, label %3758, label %3711

3711:                                             ; preds = %3707
  %3712 = and i64 %3709, 2147483640
  %3713 = insertelement <4 x double> poison, double %3698, i64 0
  %3714 = shufflevector <4 x double> %3713, <4 x double> poison, <4 x i32> zeroinitializer
  %3715 = insertelement <4 x double> poison, double %3700, i64 0
  %3716 = shufflevector <4 x double> %3715, <4 x double> poison, <4 x i32> zeroinitializer
  %3717 = insertelement <4 x double> poison, double %3708, i64 0
  %3718 = shufflevector <4 x double> %3717, <4 x double> poison, <4 x i32> zeroinitializer
  br label %3719

3719:                                             ; preds = %3719, %3711
  %3720 = phi i64 [ 0, %3711 ], [ %3751, %3719 ]
  %3721 = phi <4 x double> [ zeroinitializer, %3711 ], [ %3749, %3719 ]
  %3722 = phi <4 x double> [ zeroinitializer, %3711 ], [ %3750, %3719 ]
  %3723 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3711 ], [ %3752, %3719 ]
  %3724 = add <4 x i32> %3723, <i32 4, i32 4, i32 4, i32 4>
  %3725 = getelementptr inbounds double, ptr %3701, i64 %3720
  %3726 = getelementptr inbounds i8, ptr %3725, i64 32
  %3727 = load <4 x double>, ptr %3725, align 8, !tbaa !9
  %3728 = load <4 x double>, ptr %3726, align 8, !tbaa !9
  %3729 = fmul fast <4 x double> %3727, %3727
  %3730 = fmul fast <4 x double> %3728, %3728
  %3731 = fmul fast <4 x double> %3729, %3714
  %3732 = fmul fast <4 x double> %3730, %3714
  %3733 = fadd fast <4 x double> %3731, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3734 = fadd fast <4 x double> %3732, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3735 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3733)
  %3736 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3734)
  %3737 = uitofp <4 x i32> %3723 to <4 x double>
  %3738 = uitofp <4 x i32> %3724 to <4 x double>
  %3739 = fmul fast <4 x double> %3716, %3737
  %3740 = fmul fast <4 x double> %3716, %3738
  %3741 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3739)
  %3742 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3740)
  %3743 = fmul fast <4 x double> %3735, %3741
  %3744 = fmul fast <4 x double> %3736, %3742
  %3745 = fmul fast <4 x double> %3718, %3727
  %3746 = fmul fast <4 x double> %3718, %3728
  %3747 = fadd fast <4 x double> %3745, %3721
  %3748 = fadd fast <4 x double> %3746, %3722
  %3749 = fadd fast <4 x double> %3747, %3743
  %3750 = fadd fast <4 x double> %3748, %3744
  %3751 = add nuw i64 %3720, 8
  %3752 = add <4 x i32> %3723, <i32 8, i32 8, i32 8, i32 8>
  %3753 = icmp eq i64 %3751, %3712
  br i1 %3753, label %3754, label %3719, !llvm.loop !74

3754:                                             ; preds = %3719
  %3755 = fadd fast <4 x double> %3750, %3749
  %3756 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %3755)
  %3757 = icmp eq i64 %3712, %3709
  br i1 %3757, label %3780, label %3758

3758:                                             ; preds = %3754, %3707
  %3759 = phi i64 [ 0, %3707 ], [ %3712, %3754 ]
  %3760 = phi double [ 0.000000e+00, %3707 ], [ %3756, %3754 ]
  br label %3761

3761:                                             ; preds = %3758, %3761
  %3762 = phi i64 [ %3778, %3761 ], [ %3759, %3758 ]
  %3763 = phi double [ %3777, %3761 ], [ %3760, %3758 ]
  %3764 = getelementptr inbounds double, ptr %3701, i64 %3762
  %3765 = load double, ptr %3764, align 8, !tbaa !9
  %3766 = fmul fast double %3765, %3765
  %3767 = fmul fast double %3766, %3698
  %3768 = fadd fast double %3767, 1.000000e+00
  %3769 = call fast double @llvm.log.f64(double %3768)
  %3770 = trunc nuw nsw i64 %3762 to i32
  %3771 = uitofp nneg i32 %3770 to double
  %3772 = fmul fast double %3700, %3771
  %3773 = call fast double @llvm.cos.f64(double %3772)
  %3774 = fmul fast double %3769, %3773
  %3775 = fmul fast double %3708, %3765
  %3776 = fadd fast double %3775, %3763
  %3777 = fadd fast double %3776, %3774
  %3778 = add nuw nsw i64 %3762, 1
  %3779 = icmp eq i64 %3778, %3709
  br i1 %3779, label %3780, label %3761, !llvm.loop !75

3780:                                             ; preds = %3761, %3754
  %3781 = phi double [ %3756, %3754 ], [ %3777, %3761 ]
  %3782 = add nsw i32 %3703, 2
  store i32 %3782, ptr @calls, align 4, !tbaa !11
  %3783 = fmul fast double %3700, %3699
  %3784 = icmp ult i32 %3702, 8
  br i1 %3784, label %3832, label %3785

3785:                                             ; preds = %3780
  %3786 = and i64 %3709, 2147483640
  %3787 = insertelement <4 x double> poison, double %3699, i64 0
  %3788 = shufflevector <4 x double> %3787, <4 x double> poison, <4 x i32> zeroinitializer
  %3789 = insertelement <4 x double> poison, double %3700, i64 0
  %3790 = shufflevector <4 x double> %3789, <4 x double> poison, <4 x i32> zeroinitializer
  %3791 = insertelement <4 x double> poison, double %3783, i64 0
  %3792 = shufflevector <4 x double> %3791, <4 x double> poison, <4 x i32> zeroinitializer
  br label %3793

3793:                                             ; preds = %3793, %3785
  %3794 = phi i64 [ 0, %3785 ], [ %3825, %3793 ]
  %3795 = phi <4 x double> [ zeroinitializer, %3785 ], [ %3823, %3793 ]
  %3796 = phi <4 x double> [ zeroinitializer, %3785 ], [ %3824, %3793 ]
  %3797 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3785 ], [ %3826, %3793 ]
  %3798 = add <4 x i32> %3797, <i32 4, i32 4, i32 4, i32 4>
  %3799 = getelementptr inbounds double, ptr %3701, i64 %3794
  %3800 = getelementptr inbounds i8, ptr %3799, i64 32
  %3801 = load <4 x double>, ptr %3799, align 8, !tbaa !9
  %3802 = load <4 x double>, ptr %3800, align 8, !tbaa !9
  %3803 = fmul fast <4 x double> %3801, %3801
  %3804 = fmul fast <4 x double> %3802, %3802
  %3805 = fmul fast <4 x double> %3803, %3788
  %3806 = fmul fast <4 x double> %3804, %3788
  %3807 = fadd fast <4 x double> %3805, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3808 = fadd fast <4 x double> %3806, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3809 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3807)
  %3810 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3808)
  %3811 = uitofp <4 x i32> %3797 to <4 x double>
  %3812 = uitofp <4 x i32> %3798 to <4 x double>
  %3813 = fmul fast <4 x double> %3790, %3811
  %3814 = fmul fast <4 x double> %3790, %3812
  %3815 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3813)
  %3816 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3814)
  %3817 = fmul fast <4 x double> %3809, %3815
  %3818 = fmul fast <4 x double> %3810, %3816
  %3819 = fmul fast <4 x double> %3792, %3801
  %3820 = fmul fast <4 x double> %3792, %3802
  %3821 = fadd fast <4 x double> %3819, %3795
  %3822 = fadd fast <4 x double> %3820, %3796
  %3823 = fadd fast <4 x double> %3821, %3817
  %3824 = fadd fast <4 x double> %3822, %3818
  %3825 = add nuw i64 %3794, 8
  %3826 = add <4 x i32> %3797, <i32 8, i32 8, i32 8, i32 8>
  %3827 = icmp eq i64 %3825, %3786
  br i1 %3827, label %3828, label %3793, !llvm.loop !76

3828:                                             ; preds = %3793
  %3829 = fadd fast <4 x double> %3824, %3823
  %3830 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %3829)
  %3831 = icmp eq i64 %3786, %3709
  br i1 %3831, label %3854, label %3832

3832:                                             ; preds = %3828, %3780
  %3833 = phi i64 [ 0, %3780 ], [ %3786, %3828 ]
  %3834 = phi double [ 0.000000e+00, %3780 ], [ %3830, %3828 ]
  br label %3835

3835:                                             ; preds = %3832, %3835
  %3836 = phi i64 [ %3852, %3835 ], [ %3833, %3832 ]
  %3837 = phi double [ %3851, %3835 ], [ %3834, %3832 ]
  %3838 = getelementptr inbounds double, ptr %3701, i64 %3836
  %3839 = load double, ptr %3838, align 8, !tbaa !9
  %3840 = fmul fast double %3839, %3839
  %3841 = fmul fast double %3840, %3699
  %3842 = fadd fast double %3841, 1.000000e+00
  %3843 = call fast double @llvm.log.f64(double %3842)
  %3844 = trunc nuw nsw i64 %3836 to i32
  %3845 = uitofp nneg i32 %3844 to double
  %3846 = fmul fast double %3700, %3845
  %3847 = call fast double @llvm.cos.f64(double %3846)
  %3848 = fmul fast double %3843, %3847
  %3849 = fmul fast double %3783, %3839
  %3850 = fadd fast double %3849, %3837
  %3851 = fadd fast double %3850, %3848
  %3852 = add nuw nsw i64 %3836, 1
  %3853 = icmp eq i64 %3852, %3709
  br i1 %3853, label %3854, label %3835, !llvm.loop !77

3854:                                             ; preds = %3835, %3828
  %3855 = phi double [ %3830, %3828 ], [ %3851, %3835 ]
  %3856 = fmul fast double %3781, %3781
  br label %3857

3857:                                             ; preds = %3854, %3705
  %3858 = phi double [ 0.000000e+00, %3705 ], [ %3856, %3854 ]
  %3859 = phi double [ 0.000000e+00, %3705 ], [ %3855, %3854 ]
  %3860 = fmul fast double %3859, %3859
  %3861 = fsub fast double %3858, %3860
  %3862 = fmul fast double %3696, 2.000000e-06
  %3863 = fdiv fast double %3861, %3862
  %3864 = call fast double @llvm.fabs.f64(double %3863)
  %3865 = call fast double @llvm.maxnum.f64(double %3864, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %3689, ptr %12, align 8, !tbaa !9
  %3866 = load volatile double, ptr %12, align 8, !tbaa !9
  %3867 = call double @llvm.fabs.f64(double %3866)
  %3868 = fcmp ueq double %3867, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %3868, label %3881, label %3869

3869:                                             ; preds = %3857
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %3863, ptr %11, align 8, !tbaa !9
  %3870 = load volatile double, ptr %11, align 8, !tbaa !9
  %3871 = call double @llvm.fabs.f64(double %3870)
  %3872 = fcmp ueq double %3871, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %3872, label %3881, label %3873

3873:                                             ; preds = %3869
  %3874 = fsub fast double %3689, %3863
  %3875 = call fast double @llvm.fabs.f64(double %3874)
  %3876 = fmul fast double %3865, 0x3EB0C6F7A0B5ED8D
  %3877 = fcmp fast ole double %3875, %3876
  %3878 = freeze i1 %3877
  br i1 %3878, label %3879, label %3881

3879:                                             ; preds = %3873
  %3880 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 0, double noundef nofpclass(nan inf) %3689, double noundef nofpclass(nan inf) %3863, ptr noundef nonnull @.str.18)
  br label %3885

3881:                                             ; preds = %3873, %3869, %3857
  %3882 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 0, double noundef nofpclass(nan inf) %3689, double noundef nofpclass(nan inf) %3863, ptr noundef nonnull @.str.19)
  %3883 = load i32, ptr @n_fail, align 4, !tbaa !11
  %3884 = add nsw i32 %3883, 1
  store i32 %3884, ptr @n_fail, align 4, !tbaa !11
  br label %3885

3885:                                             ; preds = %3881, %3879
  %3886 = call fast double @llvm.fabs.f64(double %3700)
  %3887 = call fast double @llvm.maxnum.f64(double %3886, double 1.000000e+00)
  %3888 = fmul fast double %3887, 0x3EB0C6F7A0B5ED8D
  %3889 = fadd fast double %3888, %3700
  %3890 = fsub fast double %3700, %3888
  %3891 = load ptr, ptr %167, align 8, !tbaa !46
  %3892 = load i32, ptr %56, align 8, !tbaa !41
  %3893 = load i32, ptr @calls, align 4, !tbaa !11
  %3894 = icmp sgt i32 %3892, 0
  br i1 %3894, label %3897, label %3895

3895:                                             ; preds = %3885
  store double %3890, ptr %3693, align 8, !tbaa !9
  %3896 = add nsw i32 %3893, 2
  store i32 %3896, ptr @calls, align 4, !tbaa !11
  br label %4047

3897:                                             ; preds = %3885
  %3898 = fmul fast double %3889, %3694
  %3899 = zext nneg i32 %3892 to i64
  %3900 = icmp ult i32 %3892, 8
  br i1 %3900, label %3948, label %3901

3901:                                             ; preds = %3897
  %3902 = and i64 %3899, 2147483640
  %3903 = insertelement <4 x double> poison, double %3694, i64 0
  %3904 = shufflevector <4 x double> %3903, <4 x double> poison, <4 x i32> zeroinitializer
  %3905 = insertelement <4 x double> poison, double %3889, i64 0
  %3906 = shufflevector <4 x double> %3905, <4 x double> poison, <4 x i32> zeroinitializer
  %3907 = insertelement <4 x double> poison, double %3898, i64 0
  %3908 = shufflevector <4 x double> %3907, <4 x double> poison, <4 x i32> zeroinitializer
  br label %3909

3909:                                             ; preds = %3909, %3901
  %3910 = phi i64 [ 0, %3901 ], [ %3941, %3909 ]
  %3911 = phi <4 x double> [ zeroinitializer, %3901 ], [ %3939, %3909 ]
  %3912 = phi <4 x double> [ zeroinitializer, %3901 ], [ %3940, %3909 ]
  %3913 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3901 ], [ %3942, %3909 ]
  %3914 = add <4 x i32> %3913, <i32 4, i32 4, i32 4, i32 4>
  %3915 = getelementptr inbounds double, ptr %3891, i64 %3910
  %3916 = getelementptr inbounds i8, ptr %3915, i64 32
  %3917 = load <4 x double>, ptr %3915, align 8, !tbaa !9
  %3918 = load <4 x double>, ptr %3916, align 8, !tbaa !9
  %3919 = fmul fast <4 x double> %3917, %3917
  %3920 = fmul fast <4 x double> %3918, %3918
  %3921 = fmul fast <4 x double> %3919, %3904
  %3922 = fmul fast <4 x double> %3920, %3904
  %3923 = fadd fast <4 x double> %3921, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3924 = fadd fast <4 x double> %3922, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3925 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3923)
  %3926 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3924)
  %3927 = uitofp <4 x i32> %3913 to <4 x double>
  %3928 = uitofp <4 x i32> %3914 to <4 x double>
  %3929 = fmul fast <4 x double> %3906, %3927
  %3930 = fmul fast <4 x double> %3906, %3928
  %3931 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3929)
  %3932 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3930)
  %3933 = fmul fast <4 x double> %3925, %3931
  %3934 = fmul fast <4 x double> %3926, %3932
  %3935 = fmul fast <4 x double> %3908, %3917
  %3936 = fmul fast <4 x double> %3908, %3918
  %3937 = fadd fast <4 x double> %3935, %3911
  %3938 = fadd fast <4 x double> %3936, %3912
  %3939 = fadd fast <4 x double> %3937, %3933
  %3940 = fadd fast <4 x double> %3938, %3934
  %3941 = add nuw i64 %3910, 8
  %3942 = add <4 x i32> %3913, <i32 8, i32 8, i32 8, i32 8>
  %3943 = icmp eq i64 %3941, %3902
  br i1 %3943, label %3944, label %3909, !llvm.loop !78

3944:                                             ; preds = %3909
  %3945 = fadd fast <4 x double> %3940, %3939
  %3946 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %3945)
  %3947 = icmp eq i64 %3902, %3899
  br i1 %3947, label %3970, label %3948

3948:                                             ; preds = %3944, %3897
  %3949 = phi i64 [ 0, %3897 ], [ %3902, %3944 ]
  %3950 = phi double [ 0.000000e+00, %3897 ], [ %3946, %3944 ]
  br label %3951

3951:                                             ; preds = %3948, %3951
  %3952 = phi i64 [ %3968, %3951 ], [ %3949, %3948 ]
  %3953 = phi double [ %3967, %3951 ], [ %3950, %3948 ]
  %3954 = getelementptr inbounds double, ptr %3891, i64 %3952
  %3955 = load double, ptr %3954, align 8, !tbaa !9
  %3956 = fmul fast double %3955, %3955
  %3957 = fmul fast double %3956, %3694
  %3958 = fadd fast double %3957, 1.000000e+00
  %3959 = call fast double @llvm.log.f64(double %3958)
  %3960 = trunc nuw nsw i64 %3952 to i32
  %3961 = uitofp nneg i32 %3960 to double
  %3962 = fmul fast double %3889, %3961
  %3963 = call fast double @llvm.cos.f64(double %3962)
  %3964 = fmul fast double %3959, %3963
  %3965 = fmul fast double %3898, %3955
  %3966 = fadd fast double %3965, %3953
  %3967 = fadd fast double %3966, %3964
  %3968 = add nuw nsw i64 %3952, 1
  %3969 = icmp eq i64 %3968, %3899
  br i1 %3969, label %3970, label %3951, !llvm.loop !79

3970:                                             ; preds = %3951, %3944
  %3971 = phi double [ %3946, %3944 ], [ %3967, %3951 ]
  store double %3890, ptr %3693, align 8, !tbaa !9
  %3972 = add nsw i32 %3893, 2
  store i32 %3972, ptr @calls, align 4, !tbaa !11
  %3973 = fmul fast double %3890, %3694
  %3974 = icmp ult i32 %3892, 8
  br i1 %3974, label %4022, label %3975

3975:                                             ; preds = %3970
  %3976 = and i64 %3899, 2147483640
  %3977 = insertelement <4 x double> poison, double %3694, i64 0
  %3978 = shufflevector <4 x double> %3977, <4 x double> poison, <4 x i32> zeroinitializer
  %3979 = insertelement <4 x double> poison, double %3890, i64 0
  %3980 = shufflevector <4 x double> %3979, <4 x double> poison, <4 x i32> zeroinitializer
  %3981 = insertelement <4 x double> poison, double %3973, i64 0
  %3982 = shufflevector <4 x double> %3981, <4 x double> poison, <4 x i32> zeroinitializer
  br label %3983

3983:                                             ; preds = %3983, %3975
  %3984 = phi i64 [ 0, %3975 ], [ %4015, %3983 ]
  %3985 = phi <4 x double> [ zeroinitializer, %3975 ], [ %4013, %3983 ]
  %3986 = phi <4 x double> [ zeroinitializer, %3975 ], [ %4014, %3983 ]
  %3987 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3975 ], [ %4016, %3983 ]
  %3988 = add <4 x i32> %3987, <i32 4, i32 4, i32 4, i32 4>
  %3989 = getelementptr inbounds double, ptr %3891, i64 %3984
  %3990 = getelementptr inbounds i8, ptr %3989, i64 32
  %3991 = load <4 x double>, ptr %3989, align 8, !tbaa !9
  %3992 = load <4 x double>, ptr %3990, align 8, !tbaa !9
  %3993 = fmul fast <4 x double> %3991, %3991
  %3994 = fmul fast <4 x double> %3992, %3992
  %3995 = fmul fast <4 x double> %3993, %3978
  %3996 = fmul fast <4 x double> %3994, %3978
  %3997 = fadd fast <4 x double> %3995, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3998 = fadd fast <4 x double> %3996, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %3999 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3997)
  %4000 = call fast <4 x double> @llvm.log.v4f64(<4 x double> %3998)
  %4001 = uitofp <4 x i32> %3987 to <4 x double>
  %4002 = uitofp <4 x i32> %3988 to <4 x double>
  %4003 = fmul fast <4 x double> %3980, %4001
  %4004 = fmul fast <4 x double> %3980, %4002
  %4005 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %4003)
  %4006 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %4004)
  %4007 = fmul fast <4 x double> %3999, %4005
  %4008 = fmul fast <4 x double> %4000, %4006
  %4009 = fmul fast <4 x double> %3982, %3991
  %4010 = fmul fast <4 x double> %3982, %3992
  %4011 = fadd fast <4 x double> %4009, %3985
  %4012 = fadd fast <4 x double> %4010, %3986
  %4013 = fadd fast <4 x double> %4011, %4007
  %4014 = fadd fast <4 x double> %4012, %4008
  %4015 = add nuw i64 %3984, 8
  %4016 = add <4 x i32> %3987, <i32 8, i32 8, i32 8, i32 8>
  %4017 = icmp eq i64 %4015, %3976
  br i1 %4017, label %4018, label %3983, !llvm.loop !80

4018:                                             ; preds = %3983
  %4019 = fadd fast <4 x double> %4014, %4013
  %4020 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %4019)
  %4021 = icmp eq i64 %3976, %3899
  br i1 %4021, label %4044, label %4022

4022:                                             ; preds = %4018, %3970
  %4023 = phi i64 [ 0, %3970 ], [ %3976, %4018 ]
  %4024 = phi double [ 0.000000e+00, %3970 ], [ %4020, %4018 ]
  br label %4025

4025:                                             ; preds = %4022, %4025
  %4026 = phi i64 [ %4042, %4025 ], [ %4023, %4022 ]
  %4027 = phi double [ %4041, %4025 ], [ %4024, %4022 ]
  %4028 = getelementptr inbounds double, ptr %3891, i64 %4026
  %4029 = load double, ptr %4028, align 8, !tbaa !9
  %4030 = fmul fast double %4029, %4029
  %4031 = fmul fast double %4030, %3694
  %4032 = fadd fast double %4031, 1.000000e+00
  %4033 = call fast double @llvm.log.f64(double %4032)
  %4034 = trunc nuw nsw i64 %4026 to i32
  %4035 = uitofp nneg i32 %4034 to double
  %4036 = fmul fast double %3890, %4035
  %4037 = call fast double @llvm.cos.f64(double %4036)
  %4038 = fmul fast double %4033, %4037
  %4039 = fmul fast double %3973, %4029
  %4040 = fadd fast double %4039, %4027
  %4041 = fadd fast double %4040, %4038
  %4042 = add nuw nsw i64 %4026, 1
  %4043 = icmp eq i64 %4042, %3899
  br i1 %4043, label %4044, label %4025, !llvm.loop !81

4044:                                             ; preds = %4025, %4018
  %4045 = phi double [ %4020, %4018 ], [ %4041, %4025 ]
  %4046 = fmul fast double %3971, %3971
  br label %4047

4047:                                             ; preds = %4044, %3895
  %4048 = phi double [ 0.000000e+00, %3895 ], [ %4046, %4044 ]
  %4049 = phi double [ 0.000000e+00, %3895 ], [ %4045, %4044 ]
  %4050 = fmul fast double %4049, %4049
  %4051 = fsub fast double %4048, %4050
  %4052 = fmul fast double %3887, 2.000000e-06
  %4053 = fdiv fast double %4051, %4052
  %4054 = call fast double @llvm.fabs.f64(double %4053)
  %4055 = call fast double @llvm.maxnum.f64(double %4054, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %3691, ptr %12, align 8, !tbaa !9
  %4056 = load volatile double, ptr %12, align 8, !tbaa !9
  %4057 = call double @llvm.fabs.f64(double %4056)
  %4058 = fcmp ueq double %4057, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %4058, label %4071, label %4059

4059:                                             ; preds = %4047
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %4053, ptr %11, align 8, !tbaa !9
  %4060 = load volatile double, ptr %11, align 8, !tbaa !9
  %4061 = call double @llvm.fabs.f64(double %4060)
  %4062 = fcmp ueq double %4061, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %4062, label %4071, label %4063

4063:                                             ; preds = %4059
  %4064 = fsub fast double %3691, %4053
  %4065 = call fast double @llvm.fabs.f64(double %4064)
  %4066 = fmul fast double %4055, 0x3EB0C6F7A0B5ED8D
  %4067 = fcmp fast ole double %4065, %4066
  %4068 = freeze i1 %4067
  br i1 %4068, label %4069, label %4071

4069:                                             ; preds = %4063
  %4070 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 1, double noundef nofpclass(nan inf) %3691, double noundef nofpclass(nan inf) %4053, ptr noundef nonnull @.str.18)
  br label %4075

4071:                                             ; preds = %4063, %4059, %4047
  %4072 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef 1, double noundef nofpclass(nan inf) %3691, double noundef nofpclass(nan inf) %4053, ptr noundef nonnull @.str.19)
  %4073 = load i32, ptr @n_fail, align 4, !tbaa !11
  %4074 = add nsw i32 %4073, 1
  store i32 %4074, ptr @n_fail, align 4, !tbaa !11
  br label %4075

4075:                                             ; preds = %4071, %4069
  call void @free(ptr noundef nonnull %3692) #17
  br i1 %3686, label %3685, label %3684, !llvm.loop !82
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
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #18
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
  br i1 %36, label %275, label %37, !llvm.loop !83

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
  br i1 %220, label %221, label %58, !llvm.loop !84

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
  br i1 %246, label %247, label %229, !llvm.loop !85

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
  tail call void @free(ptr noundef %9) #17
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #18
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #17
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !9
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #17
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #17
  store double %24, ptr %23, align 8, !tbaa !9
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %37 = load volatile double, ptr %8, align 8, !tbaa !9
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !9
  %41 = load volatile double, ptr %7, align 8, !tbaa !9
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %43, label %53, label %44

44:                                               ; preds = %40
  %45 = fsub fast double %22, %34
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %36, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = freeze i1 %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %44
  %51 = trunc nuw nsw i64 %20 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.18)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.19)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !26
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #6 {
  %4 = alloca [8 x double], align 16
  %5 = load i32, ptr @calls, align 4, !tbaa !11
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #17
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
  br i1 %39, label %40, label %32, !llvm.loop !86

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
  br i1 %55, label %56, label %48, !llvm.loop !86

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
  br i1 %72, label %73, label %65, !llvm.loop !86

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
  br i1 %89, label %90, label %82, !llvm.loop !86

90:                                               ; preds = %82
  %91 = add nsw i32 %2, -4
  %92 = call fast fastcc nofpclass(nan inf) double @chain(ptr noundef nonnull %4, i32 noundef %91)
  %93 = fadd fast double %92, %87
  br label %94

94:                                               ; preds = %17, %90
  %95 = phi double [ %27, %17 ], [ %93, %90 ]
  %96 = getelementptr inbounds i8, ptr %1, i64 24
  store double %95, ptr %96, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #17
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal void @fg(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %51

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 16
  br i1 %7, label %8, label %11

8:                                                ; preds = %45, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %45 ]
  %10 = phi double [ 1.000000e+00, %5 ], [ %49, %45 ]
  br label %78

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483632
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %43, %13 ]
  %15 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %11 ], [ %39, %13 ]
  %16 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %11 ], [ %40, %13 ]
  %17 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %11 ], [ %41, %13 ]
  %18 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %11 ], [ %42, %13 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 32
  %21 = getelementptr inbounds i8, ptr %19, i64 64
  %22 = getelementptr inbounds i8, ptr %19, i64 96
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %32 = fmul fast <4 x double> %28, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %33 = fmul fast <4 x double> %29, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %34 = fmul fast <4 x double> %30, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %35 = fadd fast <4 x double> %31, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %36 = fadd fast <4 x double> %32, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %37 = fadd fast <4 x double> %33, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %38 = fadd fast <4 x double> %34, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %39 = fmul fast <4 x double> %35, %15
  %40 = fmul fast <4 x double> %36, %16
  %41 = fmul fast <4 x double> %37, %17
  %42 = fmul fast <4 x double> %38, %18
  %43 = add nuw i64 %14, 16
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %45, label %13, !llvm.loop !87

45:                                               ; preds = %13
  %46 = fmul fast <4 x double> %40, %39
  %47 = fmul fast <4 x double> %41, %46
  %48 = fmul fast <4 x double> %42, %47
  %49 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %48)
  %50 = icmp eq i64 %12, %6
  br i1 %50, label %51, label %8

51:                                               ; preds = %78, %45, %3
  %52 = phi double [ 1.000000e+00, %3 ], [ %49, %45 ], [ %86, %78 ]
  %53 = load double, ptr %0, align 8, !tbaa !9
  %54 = tail call fast double @llvm.sin.f64(double %53)
  %55 = fadd fast double %54, %52
  %56 = fmul fast double %55, %52
  store double %56, ptr %1, align 8, !tbaa !9
  %57 = getelementptr inbounds i8, ptr %0, i64 8
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fadd fast double %58, 1.000000e+00
  %60 = tail call fast double @llvm.sin.f64(double %59)
  %61 = fadd fast double %60, %52
  %62 = fmul fast double %61, %52
  %63 = getelementptr inbounds i8, ptr %1, i64 8
  store double %62, ptr %63, align 8, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fadd fast double %65, 2.000000e+00
  %67 = tail call fast double @llvm.sin.f64(double %66)
  %68 = fadd fast double %67, %52
  %69 = fmul fast double %68, %52
  %70 = getelementptr inbounds i8, ptr %1, i64 16
  store double %69, ptr %70, align 8, !tbaa !9
  %71 = getelementptr inbounds i8, ptr %0, i64 24
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = fadd fast double %72, 3.000000e+00
  %74 = tail call fast double @llvm.sin.f64(double %73)
  %75 = fadd fast double %74, %52
  %76 = fmul fast double %75, %52
  %77 = getelementptr inbounds i8, ptr %1, i64 24
  store double %76, ptr %77, align 8, !tbaa !9
  ret void

78:                                               ; preds = %8, %78
  %79 = phi i64 [ %87, %78 ], [ %9, %8 ]
  %80 = phi double [ %86, %78 ], [ %10, %8 ]
  %81 = getelementptr inbounds double, ptr %0, i64 %79
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul fast double %82, %82
  %84 = fmul fast double %83, 1.000000e-01
  %85 = fadd fast double %84, 1.000000e+00
  %86 = fmul fast double %85, %80
  %87 = add nuw nsw i64 %79, 1
  %88 = icmp eq i64 %87, %6
  br i1 %88, label %51, label %78, !llvm.loop !88
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @fin(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #8 {
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
  br i1 %65, label %66, label %21, !llvm.loop !49

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
  br i1 %85, label %86, label %70, !llvm.loop !89

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
  br i1 %137, label %138, label %93, !llvm.loop !49

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
  br i1 %157, label %158, label %142, !llvm.loop !90

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
  br i1 %209, label %210, label %165, !llvm.loop !49

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
  br i1 %229, label %230, label %214, !llvm.loop !91

230:                                              ; preds = %210, %214, %4
  ret void
}

declare void @__enzyme_autodiff_a2(ptr dead_on_unwind writable sret(%struct.A2) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @fs(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, ptr nocapture noundef readonly %2, i32 noundef %3) #9 {
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
  br i1 %57, label %58, label %23, !llvm.loop !92

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
  br i1 %83, label %62, label %65, !llvm.loop !93
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @lane_fs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !47
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = load i32, ptr %1, align 8, !tbaa !41
  %9 = load i32, ptr @calls, align 4, !tbaa !11
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @calls, align 4, !tbaa !11
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %85

12:                                               ; preds = %2
  %13 = fmul fast double %7, %5
  %14 = zext nneg i32 %8 to i64
  %15 = icmp ult i32 %8, 8
  br i1 %15, label %63, label %16

16:                                               ; preds = %12
  %17 = and i64 %14, 2147483640
  %18 = insertelement <4 x double> poison, double %5, i64 0
  %19 = shufflevector <4 x double> %18, <4 x double> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x double> poison, double %7, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x double> poison, double %13, i64 0
  %23 = shufflevector <4 x double> %22, <4 x double> poison, <4 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %16
  %25 = phi i64 [ 0, %16 ], [ %56, %24 ]
  %26 = phi <4 x double> [ zeroinitializer, %16 ], [ %54, %24 ]
  %27 = phi <4 x double> [ zeroinitializer, %16 ], [ %55, %24 ]
  %28 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %57, %24 ]
  %29 = add <4 x i32> %28, <i32 4, i32 4, i32 4, i32 4>
  %30 = getelementptr inbounds double, ptr %0, i64 %25
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
  br i1 %58, label %59, label %24, !llvm.loop !94

59:                                               ; preds = %24
  %60 = fadd fast <4 x double> %55, %54
  %61 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %60)
  %62 = icmp eq i64 %17, %14
  br i1 %62, label %85, label %63

63:                                               ; preds = %59, %12
  %64 = phi i64 [ 0, %12 ], [ %17, %59 ]
  %65 = phi double [ 0.000000e+00, %12 ], [ %61, %59 ]
  br label %66

66:                                               ; preds = %63, %66
  %67 = phi i64 [ %83, %66 ], [ %64, %63 ]
  %68 = phi double [ %82, %66 ], [ %65, %63 ]
  %69 = getelementptr inbounds double, ptr %0, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul fast double %70, %70
  %72 = fmul fast double %71, %5
  %73 = fadd fast double %72, 1.000000e+00
  %74 = tail call fast double @llvm.log.f64(double %73)
  %75 = trunc nuw nsw i64 %67 to i32
  %76 = uitofp nneg i32 %75 to double
  %77 = fmul fast double %7, %76
  %78 = tail call fast double @llvm.cos.f64(double %77)
  %79 = fmul fast double %74, %78
  %80 = fmul fast double %13, %70
  %81 = fadd fast double %80, %68
  %82 = fadd fast double %81, %79
  %83 = add nuw nsw i64 %67, 1
  %84 = icmp eq i64 %83, %14
  br i1 %84, label %85, label %66, !llvm.loop !95

85:                                               ; preds = %66, %59, %2
  %86 = phi double [ 0.000000e+00, %2 ], [ %61, %59 ], [ %82, %66 ]
  %87 = fmul fast double %86, %86
  ret double %87
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc nofpclass(nan inf) double @blend(ptr nocapture noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) unnamed_addr #14 {
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
define internal fastcc nofpclass(nan inf) double @chain(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #15 {
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
declare double @llvm.cos.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.log.v4f64(<4 x double>) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #16

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { nounwind allocsize(0) }

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
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14, !15, !16}
!29 = distinct !{!29, !14, !15, !16}
!30 = distinct !{!30, !14, !15, !16}
!31 = distinct !{!31, !14, !15, !16}
!32 = distinct !{!32, !14, !15, !16}
!33 = distinct !{!33, !14, !15, !16}
!34 = distinct !{!34, !14, !15, !16}
!35 = distinct !{!35, !14, !15, !16}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14, !15, !16}
!39 = distinct !{!39, !14, !15, !16}
!40 = distinct !{!40, !14}
!41 = !{!42, !12, i64 0}
!42 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !43, i64 16, !43, i64 24, !43, i64 32}
!43 = !{!"any pointer", !7, i64 0}
!44 = !{!42, !12, i64 4}
!45 = !{!42, !12, i64 8}
!46 = !{!42, !43, i64 16}
!47 = !{!42, !43, i64 24}
!48 = !{!42, !43, i64 32}
!49 = distinct !{!49, !14}
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = distinct !{!52, !51}
!53 = distinct !{!53, !51}
!54 = distinct !{!54, !14}
!55 = distinct !{!55, !14}
!56 = distinct !{!56, !51}
!57 = distinct !{!57, !51}
!58 = distinct !{!58, !51}
!59 = distinct !{!59, !14, !15, !16}
!60 = distinct !{!60, !51}
!61 = distinct !{!61, !51}
!62 = distinct !{!62, !51}
!63 = distinct !{!63, !14, !15, !16}
!64 = distinct !{!64, !51}
!65 = distinct !{!65, !51}
!66 = distinct !{!66, !51}
!67 = distinct !{!67, !14, !15, !16}
!68 = distinct !{!68, !51}
!69 = distinct !{!69, !51}
!70 = distinct !{!70, !51}
!71 = distinct !{!71, !14, !15, !16}
!72 = distinct !{!72, !14}
!73 = distinct !{!73, !14}
!74 = distinct !{!74, !14, !16, !15}
!75 = distinct !{!75, !14, !15, !16}
!76 = distinct !{!76, !14, !16, !15}
!77 = distinct !{!77, !14, !15, !16}
!78 = distinct !{!78, !14, !16, !15}
!79 = distinct !{!79, !14, !15, !16}
!80 = distinct !{!80, !14, !16, !15}
!81 = distinct !{!81, !14, !15, !16}
!82 = distinct !{!82, !14}
!83 = distinct !{!83, !14}
!84 = distinct !{!84, !14, !16, !15}
!85 = distinct !{!85, !14, !15, !16}
!86 = distinct !{!86, !14}
!87 = distinct !{!87, !14, !16, !15}
!88 = distinct !{!88, !14, !15, !16}
!89 = distinct !{!89, !51}
!90 = distinct !{!90, !51}
!91 = distinct !{!91, !51}
!92 = distinct !{!92, !14, !16, !15}
!93 = distinct !{!93, !14, !15, !16}
!94 = distinct !{!94, !14, !16, !15}
!95 = distinct !{!95, !14, !15, !16}
