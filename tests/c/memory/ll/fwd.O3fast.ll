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
  br label %163

24:                                               ; preds = %323
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
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = insertelement <4 x i64> poison, i64 %27, i64 0
  %35 = insertelement <4 x i64> %34, i64 %29, i64 1
  %36 = insertelement <4 x i64> %35, i64 %31, i64 2
  %37 = insertelement <4 x i64> %36, i64 %33, i64 3
  %38 = lshr <4 x i64> %37, <i64 10, i64 10, i64 10, i64 10>
  %39 = and <4 x i64> %38, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %40 = uitofp nneg <4 x i64> %39 to <4 x double>
  %41 = fmul fast <4 x double> %40, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %42 = fadd fast <4 x double> %41, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %42, ptr %16, align 16, !tbaa !9
  %43 = mul i64 %33, 6364136223846793005
  %44 = getelementptr inbounds i8, ptr %16, i64 32
  %45 = add i64 %43, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <4 x i64> poison, i64 %45, i64 0
  %53 = insertelement <4 x i64> %52, i64 %47, i64 1
  %54 = insertelement <4 x i64> %53, i64 %49, i64 2
  %55 = insertelement <4 x i64> %54, i64 %51, i64 3
  %56 = lshr <4 x i64> %55, <i64 10, i64 10, i64 10, i64 10>
  %57 = and <4 x i64> %56, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %58 = uitofp nneg <4 x i64> %57 to <4 x double>
  %59 = fmul fast <4 x double> %58, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %60 = fadd fast <4 x double> %59, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %60, ptr %44, align 16, !tbaa !9
  %61 = mul i64 %51, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %16, i64 64
  %63 = add i64 %61, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = insertelement <4 x i64> poison, i64 %63, i64 0
  %71 = insertelement <4 x i64> %70, i64 %65, i64 1
  %72 = insertelement <4 x i64> %71, i64 %67, i64 2
  %73 = insertelement <4 x i64> %72, i64 %69, i64 3
  %74 = lshr <4 x i64> %73, <i64 10, i64 10, i64 10, i64 10>
  %75 = and <4 x i64> %74, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %76 = uitofp nneg <4 x i64> %75 to <4 x double>
  %77 = fmul fast <4 x double> %76, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %78 = fadd fast <4 x double> %77, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %78, ptr %62, align 16, !tbaa !9
  %79 = mul i64 %69, 6364136223846793005
  %80 = getelementptr inbounds i8, ptr %16, i64 96
  %81 = add i64 %79, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = insertelement <2 x i64> poison, i64 %81, i64 0
  %85 = insertelement <2 x i64> %84, i64 %83, i64 1
  %86 = lshr <2 x i64> %85, <i64 10, i64 10>
  %87 = and <2 x i64> %86, <i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <2 x i64> %87 to <2 x double>
  %89 = fmul fast <2 x double> %88, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %90 = fadd fast <2 x double> %89, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %90, ptr %80, align 16, !tbaa !9
  %91 = mul i64 %83, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = insertelement <4 x i64> poison, i64 %92, i64 0
  %100 = insertelement <4 x i64> %99, i64 %94, i64 1
  %101 = insertelement <4 x i64> %100, i64 %96, i64 2
  %102 = insertelement <4 x i64> %101, i64 %98, i64 3
  %103 = lshr <4 x i64> %102, <i64 10, i64 10, i64 10, i64 10>
  %104 = and <4 x i64> %103, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <4 x i64> %104 to <4 x double>
  %106 = fmul fast <4 x double> %105, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %107 = fadd fast <4 x double> %106, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %107, ptr %17, align 16, !tbaa !9
  %108 = mul i64 %98, 6364136223846793005
  %109 = getelementptr inbounds i8, ptr %17, i64 32
  %110 = add i64 %108, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = insertelement <4 x i64> poison, i64 %110, i64 0
  %118 = insertelement <4 x i64> %117, i64 %112, i64 1
  %119 = insertelement <4 x i64> %118, i64 %114, i64 2
  %120 = insertelement <4 x i64> %119, i64 %116, i64 3
  %121 = lshr <4 x i64> %120, <i64 10, i64 10, i64 10, i64 10>
  %122 = and <4 x i64> %121, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %123 = uitofp nneg <4 x i64> %122 to <4 x double>
  %124 = fmul fast <4 x double> %123, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %125 = fadd fast <4 x double> %124, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %125, ptr %109, align 16, !tbaa !9
  %126 = mul i64 %116, 6364136223846793005
  %127 = getelementptr inbounds i8, ptr %17, i64 64
  %128 = add i64 %126, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = mul i64 %130, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = mul i64 %132, 6364136223846793005
  %134 = add i64 %133, 1442695040888963407
  %135 = insertelement <4 x i64> poison, i64 %128, i64 0
  %136 = insertelement <4 x i64> %135, i64 %130, i64 1
  %137 = insertelement <4 x i64> %136, i64 %132, i64 2
  %138 = insertelement <4 x i64> %137, i64 %134, i64 3
  %139 = lshr <4 x i64> %138, <i64 10, i64 10, i64 10, i64 10>
  %140 = and <4 x i64> %139, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %141 = uitofp nneg <4 x i64> %140 to <4 x double>
  %142 = fmul fast <4 x double> %141, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %143 = fadd fast <4 x double> %142, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %143, ptr %127, align 16, !tbaa !9
  %144 = mul i64 %134, 6364136223846793005
  %145 = getelementptr inbounds i8, ptr %17, i64 96
  %146 = add i64 %144, 1442695040888963407
  %147 = mul i64 %146, 6364136223846793005
  %148 = add i64 %147, 1442695040888963407
  %149 = insertelement <2 x i64> poison, i64 %146, i64 0
  %150 = insertelement <2 x i64> %149, i64 %148, i64 1
  %151 = lshr <2 x i64> %150, <i64 10, i64 10>
  %152 = and <2 x i64> %151, <i64 18014398509481982, i64 18014398509481982>
  %153 = uitofp nneg <2 x i64> %152 to <2 x double>
  %154 = fmul fast <2 x double> %153, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %155 = fadd fast <2 x double> %154, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %155, ptr %145, align 16, !tbaa !9
  store i64 %148, ptr @rng_state, align 8, !tbaa !5
  %156 = getelementptr inbounds i8, ptr %23, i64 8
  %157 = getelementptr inbounds i8, ptr %23, i64 16
  %158 = getelementptr inbounds i8, ptr %23, i64 24
  %159 = getelementptr inbounds i8, ptr %23, i64 28
  %160 = getelementptr inbounds i8, ptr %19, i64 32
  %161 = getelementptr inbounds i8, ptr %19, i64 64
  %162 = getelementptr inbounds i8, ptr %19, i64 96
  br label %332

163:                                              ; preds = %0, %323
  %164 = phi i64 [ 0, %0 ], [ %324, %323 ]
  %165 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = trunc nuw nsw i64 %164 to i32
  %168 = uitofp nneg i32 %167 to double
  %169 = fmul fast double %168, 4.000000e-01
  %170 = fsub fast double 5.000000e-01, %169
  %171 = tail call fast double @llvm.fabs.f64(double %166)
  %172 = tail call fast double @llvm.maxnum.f64(double %171, double 1.000000e+00)
  %173 = fmul fast double %172, 0x3EB0C6F7A0B5ED8D
  %174 = tail call fast double @llvm.fabs.f64(double %170)
  %175 = tail call fast double @llvm.maxnum.f64(double %174, double 1.000000e+00)
  %176 = fmul fast double %175, 0x3EB0C6F7A0B5ED8D
  %177 = fadd fast double %173, %166
  %178 = tail call fast double @llvm.sin.f64(double %177)
  %179 = fmul fast double %177, 3.000000e-01
  %180 = tail call fast double @llvm.exp.f64(double %179)
  %181 = fmul fast double %180, %178
  %182 = fmul fast double %177, %177
  %183 = fmul fast double %182, %177
  %184 = fsub fast double %166, %173
  %185 = tail call fast double @llvm.sin.f64(double %184)
  %186 = fmul fast double %184, 3.000000e-01
  %187 = tail call fast double @llvm.exp.f64(double %186)
  %188 = fmul fast double %184, %184
  %189 = fmul fast double %188, %184
  %190 = fmul fast double %187, %185
  %191 = fadd fast double %190, %189
  %192 = fadd fast double %181, %183
  %193 = fsub fast double %192, %191
  %194 = fmul fast double %172, 2.000000e-06
  %195 = fdiv fast double %193, %194
  %196 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %197 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %196, double noundef nofpclass(nan inf) %166, double noundef nofpclass(nan inf) 1.000000e+00) #13
  %198 = tail call fast double @llvm.fabs.f64(double %195)
  %199 = tail call fast double @llvm.maxnum.f64(double %198, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %197, ptr %15, align 8, !tbaa !9
  %200 = load volatile double, ptr %15, align 8, !tbaa !9
  %201 = tail call double @llvm.fabs.f64(double %200)
  %202 = fcmp ueq double %201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %202, label %215, label %203

203:                                              ; preds = %163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %195, ptr %14, align 8, !tbaa !9
  %204 = load volatile double, ptr %14, align 8, !tbaa !9
  %205 = tail call double @llvm.fabs.f64(double %204)
  %206 = fcmp ueq double %205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %206, label %215, label %207

207:                                              ; preds = %203
  %208 = fsub fast double %197, %195
  %209 = tail call fast double @llvm.fabs.f64(double %208)
  %210 = fmul fast double %199, 0x3EB0C6F7A0B5ED8D
  %211 = fcmp fast ole double %209, %210
  %212 = freeze i1 %211
  br i1 %212, label %213, label %215

213:                                              ; preds = %207
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %167, double noundef nofpclass(nan inf) %197, double noundef nofpclass(nan inf) %195, ptr noundef nonnull @.str.11)
  br label %219

215:                                              ; preds = %207, %203, %163
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %167, double noundef nofpclass(nan inf) %197, double noundef nofpclass(nan inf) %195, ptr noundef nonnull @.str.12)
  %217 = load i32, ptr @n_fail, align 4, !tbaa !11
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @n_fail, align 4, !tbaa !11
  br label %219

219:                                              ; preds = %213, %215
  %220 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %221 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %220, double noundef nofpclass(nan inf) %166, double noundef nofpclass(nan inf) -2.500000e+00) #13
  %222 = fmul fast double %195, -2.500000e+00
  %223 = tail call fast double @llvm.fabs.f64(double %222)
  %224 = tail call fast double @llvm.maxnum.f64(double %223, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %221, ptr %13, align 8, !tbaa !9
  %225 = load volatile double, ptr %13, align 8, !tbaa !9
  %226 = tail call double @llvm.fabs.f64(double %225)
  %227 = fcmp ueq double %226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %227, label %240, label %228

228:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %222, ptr %12, align 8, !tbaa !9
  %229 = load volatile double, ptr %12, align 8, !tbaa !9
  %230 = tail call double @llvm.fabs.f64(double %229)
  %231 = fcmp ueq double %230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %231, label %240, label %232

232:                                              ; preds = %228
  %233 = fsub fast double %221, %222
  %234 = tail call fast double @llvm.fabs.f64(double %233)
  %235 = fmul fast double %224, 0x3EB0C6F7A0B5ED8D
  %236 = fcmp fast ole double %234, %235
  %237 = freeze i1 %236
  br i1 %237, label %238, label %240

238:                                              ; preds = %232
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %167, double noundef nofpclass(nan inf) %221, double noundef nofpclass(nan inf) %222, ptr noundef nonnull @.str.11)
  br label %244

240:                                              ; preds = %232, %228, %219
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %167, double noundef nofpclass(nan inf) %221, double noundef nofpclass(nan inf) %222, ptr noundef nonnull @.str.12)
  %242 = load i32, ptr @n_fail, align 4, !tbaa !11
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr @n_fail, align 4, !tbaa !11
  br label %244

244:                                              ; preds = %238, %240
  %245 = fmul fast double %170, %170
  %246 = fadd fast double %182, 1.000000e+00
  %247 = tail call fast double @llvm.log.f64(double %246)
  %248 = tail call fast double @llvm.cos.f64(double %170)
  %249 = fadd fast double %188, 1.000000e+00
  %250 = tail call fast double @llvm.log.f64(double %249)
  %251 = fsub fast double %247, %250
  %252 = fmul fast double %251, %248
  %253 = fmul fast double %245, %194
  %254 = fadd fast double %253, %252
  %255 = fdiv fast double %254, %194
  %256 = fadd fast double %176, %170
  %257 = fmul fast double %256, %256
  %258 = fmul fast double %166, %166
  %259 = fadd fast double %258, 1.000000e+00
  %260 = tail call fast double @llvm.log.f64(double %259)
  %261 = tail call fast double @llvm.cos.f64(double %256)
  %262 = fsub fast double %170, %176
  %263 = tail call fast double @llvm.cos.f64(double %262)
  %264 = fsub fast double %261, %263
  %265 = fmul fast double %264, %260
  %266 = fmul fast double %262, %262
  %267 = fsub fast double %257, %266
  %268 = fmul fast double %267, %166
  %269 = fadd fast double %268, %265
  %270 = fmul fast double %175, 2.000000e-06
  %271 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %272 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %273 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %271, double noundef nofpclass(nan inf) %166, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %272, double noundef nofpclass(nan inf) %170) #13
  %274 = tail call fast double @llvm.fabs.f64(double %255)
  %275 = tail call fast double @llvm.maxnum.f64(double %274, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %273, ptr %11, align 8, !tbaa !9
  %276 = load volatile double, ptr %11, align 8, !tbaa !9
  %277 = tail call double @llvm.fabs.f64(double %276)
  %278 = fcmp ueq double %277, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %278, label %291, label %279

279:                                              ; preds = %244
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %255, ptr %10, align 8, !tbaa !9
  %280 = load volatile double, ptr %10, align 8, !tbaa !9
  %281 = tail call double @llvm.fabs.f64(double %280)
  %282 = fcmp ueq double %281, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %282, label %291, label %283

283:                                              ; preds = %279
  %284 = fsub fast double %273, %255
  %285 = tail call fast double @llvm.fabs.f64(double %284)
  %286 = fmul fast double %275, 0x3EB0C6F7A0B5ED8D
  %287 = fcmp fast ole double %285, %286
  %288 = freeze i1 %287
  br i1 %288, label %289, label %291

289:                                              ; preds = %283
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %167, double noundef nofpclass(nan inf) %273, double noundef nofpclass(nan inf) %255, ptr noundef nonnull @.str.11)
  br label %295

291:                                              ; preds = %283, %279, %244
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %167, double noundef nofpclass(nan inf) %273, double noundef nofpclass(nan inf) %255, ptr noundef nonnull @.str.12)
  %293 = load i32, ptr @n_fail, align 4, !tbaa !11
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr @n_fail, align 4, !tbaa !11
  br label %295

295:                                              ; preds = %289, %291
  %296 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %297 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %296, double noundef nofpclass(nan inf) %166, double noundef nofpclass(nan inf) 3.000000e-01, i32 noundef %296, double noundef nofpclass(nan inf) %170, double noundef nofpclass(nan inf) 0xBFE6666666666666) #13
  %298 = fmul fast double %255, 3.000000e-01
  %299 = fmul fast double %269, 0x3FE6666666666666
  %300 = fdiv fast double %299, %270
  %301 = fsub fast double %298, %300
  %302 = tail call fast double @llvm.fabs.f64(double %301)
  %303 = tail call fast double @llvm.maxnum.f64(double %302, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %297, ptr %9, align 8, !tbaa !9
  %304 = load volatile double, ptr %9, align 8, !tbaa !9
  %305 = tail call double @llvm.fabs.f64(double %304)
  %306 = fcmp ueq double %305, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %306, label %319, label %307

307:                                              ; preds = %295
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %301, ptr %8, align 8, !tbaa !9
  %308 = load volatile double, ptr %8, align 8, !tbaa !9
  %309 = tail call double @llvm.fabs.f64(double %308)
  %310 = fcmp ueq double %309, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %310, label %319, label %311

311:                                              ; preds = %307
  %312 = fsub fast double %297, %301
  %313 = tail call fast double @llvm.fabs.f64(double %312)
  %314 = fmul fast double %303, 0x3EB0C6F7A0B5ED8D
  %315 = fcmp fast ole double %313, %314
  %316 = freeze i1 %315
  br i1 %316, label %317, label %319

317:                                              ; preds = %311
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %167, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %301, ptr noundef nonnull @.str.11)
  br label %323

319:                                              ; preds = %311, %307, %295
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %167, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %301, ptr noundef nonnull @.str.12)
  %321 = load i32, ptr @n_fail, align 4, !tbaa !11
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr @n_fail, align 4, !tbaa !11
  br label %323

323:                                              ; preds = %317, %319
  %324 = add nuw nsw i64 %164, 1
  %325 = icmp eq i64 %324, 4
  br i1 %325, label %24, label %163, !llvm.loop !13

326:                                              ; preds = %458
  %327 = load i32, ptr @n_fail, align 4, !tbaa !11
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %327)
  %329 = load i32, ptr @n_fail, align 4, !tbaa !11
  %330 = icmp ne i32 %329, 0
  %331 = zext i1 %330 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %16) #13
  ret i32 %331

332:                                              ; preds = %24, %458
  %333 = phi i64 [ 0, %24 ], [ %459, %458 ]
  %334 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  store ptr %16, ptr %23, align 8, !tbaa !15
  store ptr %17, ptr %156, align 8, !tbaa !18
  store ptr null, ptr %157, align 8, !tbaa !19
  store i32 %335, ptr %158, align 8, !tbaa !20
  store i32 0, ptr %159, align 4, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %22, ptr noundef nonnull align 16 dereferenceable(112) %17, i64 112, i1 false)
  %336 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %337 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %338 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fa, i32 noundef %336, ptr noundef nonnull %16, ptr noundef nonnull %22, i32 noundef %337, i32 noundef %335) #13
  %339 = call fast fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %23)
  %340 = call fast fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %23)
  %341 = fsub fast double %339, %340
  %342 = fmul fast double %341, 5.000000e+05
  %343 = call fast double @llvm.fabs.f64(double %342)
  %344 = call fast double @llvm.maxnum.f64(double %343, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %338, ptr %7, align 8, !tbaa !9
  %345 = load volatile double, ptr %7, align 8, !tbaa !9
  %346 = call double @llvm.fabs.f64(double %345)
  %347 = fcmp ueq double %346, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %347, label %361, label %348

348:                                              ; preds = %332
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %342, ptr %6, align 8, !tbaa !9
  %349 = load volatile double, ptr %6, align 8, !tbaa !9
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ueq double %350, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %351, label %361, label %352

352:                                              ; preds = %348
  %353 = fsub fast double %338, %342
  %354 = call fast double @llvm.fabs.f64(double %353)
  %355 = fmul fast double %344, 0x3EB0C6F7A0B5ED8D
  %356 = fcmp fast ole double %354, %355
  %357 = freeze i1 %356
  br i1 %357, label %358, label %361

358:                                              ; preds = %352
  %359 = trunc nuw nsw i64 %333 to i32
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %359, double noundef nofpclass(nan inf) %338, double noundef nofpclass(nan inf) %342, ptr noundef nonnull @.str.11)
  br label %366

361:                                              ; preds = %352, %348, %332
  %362 = trunc nuw nsw i64 %333 to i32
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %362, double noundef nofpclass(nan inf) %338, double noundef nofpclass(nan inf) %342, ptr noundef nonnull @.str.12)
  %364 = load i32, ptr @n_fail, align 4, !tbaa !11
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr @n_fail, align 4, !tbaa !11
  br label %366

366:                                              ; preds = %358, %361
  br label %367

367:                                              ; preds = %366, %391
  %368 = phi i64 [ %392, %391 ], [ 0, %366 ]
  %369 = getelementptr inbounds [14 x double], ptr %22, i64 0, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = getelementptr inbounds [14 x double], ptr %17, i64 0, i64 %368
  %372 = load double, ptr %371, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %370, ptr %5, align 8, !tbaa !9
  %373 = load volatile double, ptr %5, align 8, !tbaa !9
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ueq double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %375, label %386, label %376

376:                                              ; preds = %367
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %372, ptr %4, align 8, !tbaa !9
  %377 = load volatile double, ptr %4, align 8, !tbaa !9
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %379, label %386, label %380

380:                                              ; preds = %376
  %381 = fcmp fast oeq double %370, %372
  %382 = freeze i1 %381
  br i1 %382, label %383, label %386

383:                                              ; preds = %380
  %384 = trunc nuw nsw i64 %368 to i32
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %384, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %372, ptr noundef nonnull @.str.11)
  br label %391

386:                                              ; preds = %380, %376, %367
  %387 = trunc nuw nsw i64 %368 to i32
  %388 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %387, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %372, ptr noundef nonnull @.str.12)
  %389 = load i32, ptr @n_fail, align 4, !tbaa !11
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @n_fail, align 4, !tbaa !11
  br label %391

391:                                              ; preds = %383, %386
  %392 = add nuw nsw i64 %368, 1
  %393 = icmp eq i64 %392, 14
  br i1 %393, label %394, label %367, !llvm.loop !22

394:                                              ; preds = %391
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %19, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %160, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %161, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %162, align 16, !tbaa !9
  %395 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fv, ptr noundef nonnull %16, ptr noundef nonnull %22, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %335) #13
  store i32 1, ptr %159, align 4, !tbaa !21
  call fastcc void @check_components(ptr noundef nonnull @.str.6, ptr noundef nonnull %23, ptr noundef nonnull %19)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %20, ptr noundef nonnull align 16 dereferenceable(112) %16, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %21, ptr noundef nonnull align 16 dereferenceable(112) %17, i64 112, i1 false)
  %396 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %397 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fin, i32 noundef %396, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %335) #13
  store i32 2, ptr %159, align 4, !tbaa !21
  call fastcc void @check_components(ptr noundef nonnull @.str.7, ptr noundef nonnull %23, ptr noundef nonnull %21)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %22, ptr noundef nonnull align 16 dereferenceable(112) %16, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
  %398 = zext nneg i32 %335 to i64
  br label %429

399:                                              ; preds = %429
  %400 = icmp eq i64 %333, 2
  br i1 %400, label %449, label %401

401:                                              ; preds = %399
  %402 = load double, ptr %3, align 16, !tbaa !9
  %403 = add nsw i64 %398, -1
  %404 = icmp ult i64 %403, 4
  br i1 %404, label %405, label %408

405:                                              ; preds = %426, %401
  %406 = phi double [ %402, %401 ], [ %427, %426 ]
  %407 = phi i64 [ 1, %401 ], [ %410, %426 ]
  br label %437

408:                                              ; preds = %401
  %409 = and i64 %403, -4
  %410 = or disjoint i64 %409, 1
  %411 = insertelement <4 x double> poison, double %402, i64 3
  br label %412

412:                                              ; preds = %412, %408
  %413 = phi i64 [ 0, %408 ], [ %424, %412 ]
  %414 = phi <4 x double> [ %411, %408 ], [ %419, %412 ]
  %415 = or disjoint i64 %413, 1
  %416 = getelementptr inbounds double, ptr %22, i64 %415
  %417 = load <4 x double>, ptr %416, align 8, !tbaa !9
  %418 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %415
  %419 = load <4 x double>, ptr %418, align 8, !tbaa !9
  %420 = shufflevector <4 x double> %414, <4 x double> %419, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %421 = fmul fast <4 x double> %417, %420
  %422 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %419)
  %423 = fadd fast <4 x double> %422, %421
  store <4 x double> %423, ptr %416, align 8, !tbaa !9
  %424 = add nuw i64 %413, 4
  %425 = icmp eq i64 %424, %409
  br i1 %425, label %426, label %412, !llvm.loop !23

426:                                              ; preds = %412
  %427 = extractelement <4 x double> %419, i64 3
  %428 = icmp eq i64 %403, %409
  br i1 %428, label %449, label %405

429:                                              ; preds = %429, %394
  %430 = phi i64 [ 0, %394 ], [ %435, %429 ]
  %431 = getelementptr inbounds double, ptr %22, i64 %430
  %432 = load double, ptr %431, align 8, !tbaa !9
  %433 = fmul fast double %432, %432
  %434 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %430
  store double %433, ptr %434, align 8, !tbaa !9
  %435 = add nuw nsw i64 %430, 1
  %436 = icmp eq i64 %435, %398
  br i1 %436, label %399, label %429, !llvm.loop !26

437:                                              ; preds = %405, %437
  %438 = phi double [ %444, %437 ], [ %406, %405 ]
  %439 = phi i64 [ %447, %437 ], [ %407, %405 ]
  %440 = getelementptr inbounds double, ptr %22, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = fmul fast double %441, %438
  %443 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %439
  %444 = load double, ptr %443, align 8, !tbaa !9
  %445 = call fast double @llvm.cos.f64(double %444)
  %446 = fadd fast double %445, %442
  store double %446, ptr %440, align 8, !tbaa !9
  %447 = add nuw nsw i64 %439, 1
  %448 = icmp eq i64 %447, %398
  br i1 %448, label %449, label %437, !llvm.loop !27

449:                                              ; preds = %437, %426, %399
  %450 = add nsw i32 %335, -1
  %451 = sext i32 %450 to i64
  %452 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = fadd fast double %453, 1.000000e+00
  %455 = call fast double @llvm.sqrt.f64(double %454)
  store double %455, ptr %22, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  %456 = call i32 @llvm.smax.i32(i32 %335, i32 1)
  %457 = zext nneg i32 %456 to i64
  br label %461

458:                                              ; preds = %490
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  %459 = add nuw nsw i64 %333, 1
  %460 = icmp eq i64 %459, 3
  br i1 %460, label %326, label %332, !llvm.loop !28

461:                                              ; preds = %449, %490
  %462 = phi i64 [ 0, %449 ], [ %491, %490 ]
  %463 = getelementptr inbounds [14 x double], ptr %20, i64 0, i64 %462
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = getelementptr inbounds [14 x double], ptr %22, i64 0, i64 %462
  %466 = load double, ptr %465, align 8, !tbaa !9
  %467 = call fast double @llvm.fabs.f64(double %466)
  %468 = call fast double @llvm.maxnum.f64(double %467, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %464, ptr %2, align 8, !tbaa !9
  %469 = load volatile double, ptr %2, align 8, !tbaa !9
  %470 = call double @llvm.fabs.f64(double %469)
  %471 = fcmp ueq double %470, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %471, label %485, label %472

472:                                              ; preds = %461
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %466, ptr %1, align 8, !tbaa !9
  %473 = load volatile double, ptr %1, align 8, !tbaa !9
  %474 = call double @llvm.fabs.f64(double %473)
  %475 = fcmp ueq double %474, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %475, label %485, label %476

476:                                              ; preds = %472
  %477 = fsub fast double %464, %466
  %478 = call fast double @llvm.fabs.f64(double %477)
  %479 = fmul fast double %468, 0x3D719799812DEA11
  %480 = fcmp fast ole double %478, %479
  %481 = freeze i1 %480
  br i1 %481, label %482, label %485

482:                                              ; preds = %476
  %483 = trunc nuw nsw i64 %462 to i32
  %484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %483, double noundef nofpclass(nan inf) %464, double noundef nofpclass(nan inf) %466, ptr noundef nonnull @.str.11)
  br label %490

485:                                              ; preds = %476, %472, %461
  %486 = trunc nuw nsw i64 %462 to i32
  %487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %486, double noundef nofpclass(nan inf) %464, double noundef nofpclass(nan inf) %466, ptr noundef nonnull @.str.12)
  %488 = load i32, ptr @n_fail, align 4, !tbaa !11
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr @n_fail, align 4, !tbaa !11
  br label %490

490:                                              ; preds = %482, %485
  %491 = add nuw nsw i64 %462, 1
  %492 = icmp eq i64 %491, %457
  br i1 %492, label %458, label %461, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fs(double noundef nofpclass(nan inf) %0) #2 {
  %2 = tail call fast double @llvm.sin.f64(double %0)
  %3 = fmul fast double %0, 3.000000e-01
  %4 = tail call fast double @llvm.exp.f64(double %3)
  %5 = fmul fast double %4, %2
  %6 = fmul fast double %0, %0
  %7 = fmul fast double %6, %0
  %8 = fadd fast double %5, %7
  ret double %8
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @fs2(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = fmul fast double %1, %1
  %4 = fmul fast double %3, %0
  %5 = fmul fast double %0, %0
  %6 = fadd fast double %5, 1.000000e+00
  %7 = tail call fast double @llvm.log.f64(double %6)
  %8 = tail call fast double @llvm.cos.f64(double %1)
  %9 = fmul fast double %7, %8
  %10 = fadd fast double %9, %4
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @fa(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %102

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %11

7:                                                ; preds = %92, %4
  %8 = phi i64 [ 0, %4 ], [ %12, %92 ]
  %9 = phi double [ 1.000000e+00, %4 ], [ %94, %92 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %96, %92 ]
  br label %104

11:                                               ; preds = %4
  %12 = and i64 %5, 2147483640
  %13 = insertelement <4 x i32> poison, i32 %1, i64 0
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> zeroinitializer
  %15 = zext nneg <4 x i32> %14 to <4 x i64>
  br label %16

16:                                               ; preds = %16, %11
  %17 = phi i64 [ 0, %11 ], [ %90, %16 ]
  %18 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %11 ], [ %88, %16 ]
  %19 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %11 ], [ %89, %16 ]
  %20 = phi <4 x double> [ zeroinitializer, %11 ], [ %82, %16 ]
  %21 = phi <4 x double> [ zeroinitializer, %11 ], [ %83, %16 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %17
  %23 = getelementptr inbounds i8, ptr %22, i64 32
  %24 = load <4 x double>, ptr %22, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %26 = fmul fast <4 x double> %24, %24
  %27 = fmul fast <4 x double> %25, %25
  %28 = or disjoint i64 %17, 1
  %29 = or disjoint i64 %17, 2
  %30 = or disjoint i64 %17, 3
  %31 = insertelement <4 x i64> poison, i64 %17, i64 0
  %32 = shufflevector <4 x i64> %31, <4 x i64> poison, <4 x i32> zeroinitializer
  %33 = or disjoint <4 x i64> %32, <i64 4, i64 5, i64 6, i64 7>
  %34 = add nuw nsw i64 %17, 8
  %35 = icmp eq i64 %28, %5
  %36 = icmp eq i64 %29, %5
  %37 = icmp eq i64 %30, %5
  %38 = icmp eq i64 %34, %5
  %39 = and i64 %28, 4294967289
  %40 = and i64 %29, 4294967290
  %41 = and i64 %30, 4294967291
  %42 = and i64 %34, 4294967288
  %43 = select i1 %35, i64 0, i64 %39
  %44 = select i1 %36, i64 0, i64 %40
  %45 = select i1 %37, i64 0, i64 %41
  %46 = icmp eq <4 x i64> %33, %15
  %47 = and <4 x i64> %33, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %48 = select <4 x i1> %46, <4 x i64> zeroinitializer, <4 x i64> %47
  %49 = select i1 %38, i64 0, i64 %42
  %50 = getelementptr inbounds double, ptr %0, i64 %43
  %51 = getelementptr inbounds double, ptr %0, i64 %44
  %52 = getelementptr inbounds double, ptr %0, i64 %45
  %53 = extractelement <4 x i64> %48, i64 0
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = extractelement <4 x i64> %48, i64 1
  %56 = getelementptr inbounds double, ptr %0, i64 %55
  %57 = extractelement <4 x i64> %48, i64 2
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = extractelement <4 x i64> %48, i64 3
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = getelementptr inbounds double, ptr %0, i64 %49
  %62 = load double, ptr %50, align 8, !tbaa !9
  %63 = load double, ptr %51, align 8, !tbaa !9
  %64 = load double, ptr %52, align 8, !tbaa !9
  %65 = load double, ptr %54, align 8, !tbaa !9
  %66 = insertelement <4 x double> poison, double %62, i64 0
  %67 = insertelement <4 x double> %66, double %63, i64 1
  %68 = insertelement <4 x double> %67, double %64, i64 2
  %69 = insertelement <4 x double> %68, double %65, i64 3
  %70 = load double, ptr %56, align 8, !tbaa !9
  %71 = load double, ptr %58, align 8, !tbaa !9
  %72 = load double, ptr %60, align 8, !tbaa !9
  %73 = load double, ptr %61, align 8, !tbaa !9
  %74 = insertelement <4 x double> poison, double %70, i64 0
  %75 = insertelement <4 x double> %74, double %71, i64 1
  %76 = insertelement <4 x double> %75, double %72, i64 2
  %77 = insertelement <4 x double> %76, double %73, i64 3
  %78 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %69)
  %79 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %77)
  %80 = fmul fast <4 x double> %26, %78
  %81 = fmul fast <4 x double> %27, %79
  %82 = fadd fast <4 x double> %80, %20
  %83 = fadd fast <4 x double> %81, %21
  %84 = fmul fast <4 x double> %24, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %85 = fmul fast <4 x double> %25, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %86 = fadd fast <4 x double> %84, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %87 = fadd fast <4 x double> %85, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %88 = fmul fast <4 x double> %86, %18
  %89 = fmul fast <4 x double> %87, %19
  %90 = add nuw i64 %17, 8
  %91 = icmp eq i64 %90, %12
  br i1 %91, label %92, label %16, !llvm.loop !30

92:                                               ; preds = %16
  %93 = fmul fast <4 x double> %89, %88
  %94 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %93)
  %95 = fadd fast <4 x double> %83, %82
  %96 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %95)
  %97 = icmp eq i64 %12, %5
  br i1 %97, label %98, label %7

98:                                               ; preds = %104, %92
  %99 = phi double [ %96, %92 ], [ %119, %104 ]
  %100 = phi double [ %94, %92 ], [ %122, %104 ]
  %101 = fmul fast double %100, %99
  br label %102

102:                                              ; preds = %98, %2
  %103 = phi double [ 0.000000e+00, %2 ], [ %101, %98 ]
  ret double %103

104:                                              ; preds = %7, %104
  %105 = phi i64 [ %111, %104 ], [ %8, %7 ]
  %106 = phi double [ %122, %104 ], [ %9, %7 ]
  %107 = phi double [ %119, %104 ], [ %10, %7 ]
  %108 = getelementptr inbounds double, ptr %0, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fmul fast double %109, %109
  %111 = add nuw nsw i64 %105, 1
  %112 = icmp eq i64 %111, %5
  %113 = and i64 %111, 4294967295
  %114 = select i1 %112, i64 0, i64 %113
  %115 = getelementptr inbounds double, ptr %0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = tail call fast double @llvm.sin.f64(double %116)
  %118 = fmul fast double %110, %117
  %119 = fadd fast double %118, %107
  %120 = fmul fast double %109, 1.000000e-01
  %121 = fadd fast double %120, 1.000000e+00
  %122 = fmul fast double %121, %106
  %123 = icmp eq i64 %111, %5
  br i1 %123, label %98, label %104, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
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
  br i1 %8, label %9, label %55

9:                                                ; preds = %2
  %10 = load ptr, ptr %1, align 8, !tbaa !15
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !18
  %13 = zext nneg i32 %7 to i64
  %14 = icmp ult i32 %7, 16
  br i1 %14, label %15, label %17

15:                                               ; preds = %53, %9
  %16 = phi i64 [ 0, %9 ], [ %18, %53 ]
  br label %58

17:                                               ; preds = %9
  %18 = and i64 %13, 2147483632
  %19 = insertelement <4 x double> poison, double %0, i64 0
  %20 = shufflevector <4 x double> %19, <4 x double> poison, <4 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %51, %21 ]
  %23 = getelementptr inbounds double, ptr %10, i64 %22
  %24 = getelementptr inbounds i8, ptr %23, i64 32
  %25 = getelementptr inbounds i8, ptr %23, i64 64
  %26 = getelementptr inbounds i8, ptr %23, i64 96
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %31 = getelementptr inbounds double, ptr %12, i64 %22
  %32 = getelementptr inbounds i8, ptr %31, i64 32
  %33 = getelementptr inbounds i8, ptr %31, i64 64
  %34 = getelementptr inbounds i8, ptr %31, i64 96
  %35 = load <4 x double>, ptr %31, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !9
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %38 = load <4 x double>, ptr %34, align 8, !tbaa !9
  %39 = fmul fast <4 x double> %35, %20
  %40 = fmul fast <4 x double> %36, %20
  %41 = fmul fast <4 x double> %37, %20
  %42 = fmul fast <4 x double> %38, %20
  %43 = fadd fast <4 x double> %39, %27
  %44 = fadd fast <4 x double> %40, %28
  %45 = fadd fast <4 x double> %41, %29
  %46 = fadd fast <4 x double> %42, %30
  %47 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %22
  %48 = getelementptr inbounds i8, ptr %47, i64 32
  %49 = getelementptr inbounds i8, ptr %47, i64 64
  %50 = getelementptr inbounds i8, ptr %47, i64 96
  store <4 x double> %43, ptr %47, align 16, !tbaa !9
  store <4 x double> %44, ptr %48, align 16, !tbaa !9
  store <4 x double> %45, ptr %49, align 16, !tbaa !9
  store <4 x double> %46, ptr %50, align 16, !tbaa !9
  %51 = add nuw i64 %22, 16
  %52 = icmp eq i64 %51, %18
  br i1 %52, label %53, label %21, !llvm.loop !32

53:                                               ; preds = %21
  %54 = icmp eq i64 %18, %13
  br i1 %54, label %55, label %15

55:                                               ; preds = %58, %53, %2
  %56 = getelementptr inbounds i8, ptr %1, i64 28
  %57 = load i32, ptr %56, align 4, !tbaa !21
  switch i32 %57, label %337 [
    i32 0, label %69
    i32 1, label %181
    i32 2, label %248
  ]

58:                                               ; preds = %15, %58
  %59 = phi i64 [ %67, %58 ], [ %16, %15 ]
  %60 = getelementptr inbounds double, ptr %10, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %12, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul fast double %63, %0
  %65 = fadd fast double %64, %61
  %66 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %59
  store double %65, ptr %66, align 8, !tbaa !9
  %67 = add nuw nsw i64 %59, 1
  %68 = icmp eq i64 %67, %13
  br i1 %68, label %55, label %58, !llvm.loop !33

69:                                               ; preds = %55
  br i1 %8, label %70, label %397

70:                                               ; preds = %69
  %71 = zext nneg i32 %7 to i64
  %72 = icmp ult i32 %7, 8
  br i1 %72, label %73, label %77

73:                                               ; preds = %153, %70
  %74 = phi i64 [ 0, %70 ], [ %78, %153 ]
  %75 = phi double [ 1.000000e+00, %70 ], [ %155, %153 ]
  %76 = phi double [ 0.000000e+00, %70 ], [ %157, %153 ]
  br label %163

77:                                               ; preds = %70
  %78 = and i64 %71, 2147483640
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i64 [ 0, %77 ], [ %151, %79 ]
  %81 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %77 ], [ %149, %79 ]
  %82 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %77 ], [ %150, %79 ]
  %83 = phi <4 x double> [ zeroinitializer, %77 ], [ %143, %79 ]
  %84 = phi <4 x double> [ zeroinitializer, %77 ], [ %144, %79 ]
  %85 = getelementptr inbounds double, ptr %4, i64 %80
  %86 = getelementptr inbounds i8, ptr %85, i64 32
  %87 = load <4 x double>, ptr %85, align 16, !tbaa !9
  %88 = load <4 x double>, ptr %86, align 16, !tbaa !9
  %89 = fmul fast <4 x double> %87, %87
  %90 = fmul fast <4 x double> %88, %88
  %91 = or disjoint i64 %80, 1
  %92 = or disjoint i64 %80, 2
  %93 = or disjoint i64 %80, 3
  %94 = or disjoint i64 %80, 4
  %95 = or disjoint i64 %80, 5
  %96 = or disjoint i64 %80, 6
  %97 = or disjoint i64 %80, 7
  %98 = add nuw nsw i64 %80, 8
  %99 = icmp eq i64 %91, %71
  %100 = icmp eq i64 %92, %71
  %101 = icmp eq i64 %93, %71
  %102 = icmp eq i64 %94, %71
  %103 = icmp eq i64 %95, %71
  %104 = icmp eq i64 %96, %71
  %105 = icmp eq i64 %97, %71
  %106 = icmp eq i64 %98, %71
  %107 = select i1 %99, i64 0, i64 %91
  %108 = select i1 %100, i64 0, i64 %92
  %109 = select i1 %101, i64 0, i64 %93
  %110 = select i1 %102, i64 0, i64 %94
  %111 = select i1 %103, i64 0, i64 %95
  %112 = select i1 %104, i64 0, i64 %96
  %113 = select i1 %105, i64 0, i64 %97
  %114 = select i1 %106, i64 0, i64 %98
  %115 = getelementptr inbounds double, ptr %4, i64 %107
  %116 = getelementptr inbounds double, ptr %4, i64 %108
  %117 = getelementptr inbounds double, ptr %4, i64 %109
  %118 = getelementptr inbounds double, ptr %4, i64 %110
  %119 = getelementptr inbounds double, ptr %4, i64 %111
  %120 = getelementptr inbounds double, ptr %4, i64 %112
  %121 = getelementptr inbounds double, ptr %4, i64 %113
  %122 = getelementptr inbounds double, ptr %4, i64 %114
  %123 = load double, ptr %115, align 8, !tbaa !9
  %124 = load double, ptr %116, align 16, !tbaa !9
  %125 = load double, ptr %117, align 8, !tbaa !9
  %126 = load double, ptr %118, align 16, !tbaa !9
  %127 = insertelement <4 x double> poison, double %123, i64 0
  %128 = insertelement <4 x double> %127, double %124, i64 1
  %129 = insertelement <4 x double> %128, double %125, i64 2
  %130 = insertelement <4 x double> %129, double %126, i64 3
  %131 = load double, ptr %119, align 8, !tbaa !9
  %132 = load double, ptr %120, align 16, !tbaa !9
  %133 = load double, ptr %121, align 8, !tbaa !9
  %134 = load double, ptr %122, align 16, !tbaa !9
  %135 = insertelement <4 x double> poison, double %131, i64 0
  %136 = insertelement <4 x double> %135, double %132, i64 1
  %137 = insertelement <4 x double> %136, double %133, i64 2
  %138 = insertelement <4 x double> %137, double %134, i64 3
  %139 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %130)
  %140 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %138)
  %141 = fmul fast <4 x double> %89, %139
  %142 = fmul fast <4 x double> %90, %140
  %143 = fadd fast <4 x double> %141, %83
  %144 = fadd fast <4 x double> %142, %84
  %145 = fmul fast <4 x double> %87, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %146 = fmul fast <4 x double> %88, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %147 = fadd fast <4 x double> %145, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %148 = fadd fast <4 x double> %146, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %149 = fmul fast <4 x double> %147, %81
  %150 = fmul fast <4 x double> %148, %82
  %151 = add nuw i64 %80, 8
  %152 = icmp eq i64 %151, %78
  br i1 %152, label %153, label %79, !llvm.loop !34

153:                                              ; preds = %79
  %154 = fmul fast <4 x double> %150, %149
  %155 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %154)
  %156 = fadd fast <4 x double> %144, %143
  %157 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %156)
  %158 = icmp eq i64 %78, %71
  br i1 %158, label %159, label %73

159:                                              ; preds = %163, %153
  %160 = phi double [ %157, %153 ], [ %177, %163 ]
  %161 = phi double [ %155, %153 ], [ %180, %163 ]
  %162 = fmul fast double %160, %161
  br label %397

163:                                              ; preds = %73, %163
  %164 = phi i64 [ %170, %163 ], [ %74, %73 ]
  %165 = phi double [ %180, %163 ], [ %75, %73 ]
  %166 = phi double [ %177, %163 ], [ %76, %73 ]
  %167 = getelementptr inbounds double, ptr %4, i64 %164
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = fmul fast double %168, %168
  %170 = add nuw nsw i64 %164, 1
  %171 = icmp eq i64 %170, %71
  %172 = select i1 %171, i64 0, i64 %170
  %173 = getelementptr inbounds double, ptr %4, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = tail call fast double @llvm.sin.f64(double %174)
  %176 = fmul fast double %169, %175
  %177 = fadd fast double %176, %166
  %178 = fmul fast double %168, 1.000000e-01
  %179 = fadd fast double %178, 1.000000e+00
  %180 = fmul fast double %179, %165
  br i1 %171, label %159, label %163, !llvm.loop !35

181:                                              ; preds = %55
  br i1 %8, label %182, label %397

182:                                              ; preds = %181
  %183 = zext nneg i32 %7 to i64
  %184 = icmp ult i32 %7, 4
  br i1 %184, label %227, label %185

185:                                              ; preds = %182
  %186 = and i64 %183, 2147483644
  br label %187

187:                                              ; preds = %187, %185
  %188 = phi i64 [ 0, %185 ], [ %223, %187 ]
  %189 = trunc i64 %188 to i32
  %190 = getelementptr inbounds double, ptr %4, i64 %188
  %191 = load <4 x double>, ptr %190, align 16, !tbaa !9
  %192 = fmul fast <4 x double> %191, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %193 = tail call fast <4 x double> @llvm.exp.v4f64(<4 x double> %192)
  %194 = or disjoint i32 %189, 2
  %195 = or disjoint i32 %189, 3
  %196 = add i32 %189, 4
  %197 = add i32 %189, 5
  %198 = urem i32 %194, %7
  %199 = urem i32 %195, %7
  %200 = urem i32 %196, %7
  %201 = urem i32 %197, %7
  %202 = zext nneg i32 %198 to i64
  %203 = zext nneg i32 %199 to i64
  %204 = zext nneg i32 %200 to i64
  %205 = zext nneg i32 %201 to i64
  %206 = getelementptr inbounds double, ptr %4, i64 %202
  %207 = getelementptr inbounds double, ptr %4, i64 %203
  %208 = getelementptr inbounds double, ptr %4, i64 %204
  %209 = getelementptr inbounds double, ptr %4, i64 %205
  %210 = load double, ptr %206, align 8, !tbaa !9
  %211 = load double, ptr %207, align 8, !tbaa !9
  %212 = load double, ptr %208, align 8, !tbaa !9
  %213 = load double, ptr %209, align 8, !tbaa !9
  %214 = insertelement <4 x double> poison, double %210, i64 0
  %215 = insertelement <4 x double> %214, double %211, i64 1
  %216 = insertelement <4 x double> %215, double %212, i64 2
  %217 = insertelement <4 x double> %216, double %213, i64 3
  %218 = fmul fast <4 x double> %193, %217
  %219 = fmul fast <4 x double> %191, %191
  %220 = fmul fast <4 x double> %219, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %221 = fsub fast <4 x double> %218, %220
  %222 = getelementptr inbounds double, ptr %5, i64 %188
  store <4 x double> %221, ptr %222, align 16, !tbaa !9
  %223 = add nuw i64 %188, 4
  %224 = icmp eq i64 %223, %186
  br i1 %224, label %225, label %187, !llvm.loop !36

225:                                              ; preds = %187
  %226 = icmp eq i64 %186, %183
  br i1 %226, label %337, label %227

227:                                              ; preds = %225, %182
  %228 = phi i64 [ 0, %182 ], [ %186, %225 ]
  br label %229

229:                                              ; preds = %227, %229
  %230 = phi i64 [ %246, %229 ], [ %228, %227 ]
  %231 = getelementptr inbounds double, ptr %4, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fmul fast double %232, 5.000000e-01
  %234 = tail call fast double @llvm.exp.f64(double %233)
  %235 = trunc i64 %230 to i32
  %236 = add i32 %235, 2
  %237 = urem i32 %236, %7
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds double, ptr %4, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = fmul fast double %234, %240
  %242 = fmul fast double %232, %232
  %243 = fmul fast double %242, 3.000000e-01
  %244 = fsub fast double %241, %243
  %245 = getelementptr inbounds double, ptr %5, i64 %230
  store double %244, ptr %245, align 8, !tbaa !9
  %246 = add nuw nsw i64 %230, 1
  %247 = icmp eq i64 %246, %183
  br i1 %247, label %337, label %229, !llvm.loop !37

248:                                              ; preds = %55
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
  br i1 %8, label %249, label %328

249:                                              ; preds = %248
  %250 = zext nneg i32 %7 to i64
  %251 = icmp ult i32 %7, 16
  br i1 %251, label %252, label %254

252:                                              ; preds = %276, %249
  %253 = phi i64 [ 0, %249 ], [ %255, %276 ]
  br label %308

254:                                              ; preds = %249
  %255 = and i64 %250, 2147483632
  br label %256

256:                                              ; preds = %256, %254
  %257 = phi i64 [ 0, %254 ], [ %274, %256 ]
  %258 = getelementptr inbounds double, ptr %4, i64 %257
  %259 = getelementptr inbounds i8, ptr %258, i64 32
  %260 = getelementptr inbounds i8, ptr %258, i64 64
  %261 = getelementptr inbounds i8, ptr %258, i64 96
  %262 = load <4 x double>, ptr %258, align 16, !tbaa !9
  %263 = load <4 x double>, ptr %259, align 16, !tbaa !9
  %264 = load <4 x double>, ptr %260, align 16, !tbaa !9
  %265 = load <4 x double>, ptr %261, align 16, !tbaa !9
  %266 = fmul fast <4 x double> %262, %262
  %267 = fmul fast <4 x double> %263, %263
  %268 = fmul fast <4 x double> %264, %264
  %269 = fmul fast <4 x double> %265, %265
  %270 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %257
  %271 = getelementptr inbounds i8, ptr %270, i64 32
  %272 = getelementptr inbounds i8, ptr %270, i64 64
  %273 = getelementptr inbounds i8, ptr %270, i64 96
  store <4 x double> %266, ptr %270, align 16, !tbaa !9
  store <4 x double> %267, ptr %271, align 16, !tbaa !9
  store <4 x double> %268, ptr %272, align 16, !tbaa !9
  store <4 x double> %269, ptr %273, align 16, !tbaa !9
  %274 = add nuw i64 %257, 16
  %275 = icmp eq i64 %274, %255
  br i1 %275, label %276, label %256, !llvm.loop !38

276:                                              ; preds = %256
  %277 = icmp eq i64 %255, %250
  br i1 %277, label %278, label %252

278:                                              ; preds = %308, %276
  %279 = icmp eq i32 %7, 1
  br i1 %279, label %328, label %280

280:                                              ; preds = %278
  %281 = load double, ptr %3, align 16, !tbaa !9
  %282 = add nsw i64 %250, -1
  %283 = icmp ult i32 %7, 5
  br i1 %283, label %284, label %287

284:                                              ; preds = %305, %280
  %285 = phi double [ %281, %280 ], [ %306, %305 ]
  %286 = phi i64 [ 1, %280 ], [ %289, %305 ]
  br label %316

287:                                              ; preds = %280
  %288 = and i64 %282, -4
  %289 = or disjoint i64 %288, 1
  %290 = insertelement <4 x double> poison, double %281, i64 3
  br label %291

291:                                              ; preds = %291, %287
  %292 = phi i64 [ 0, %287 ], [ %303, %291 ]
  %293 = phi <4 x double> [ %290, %287 ], [ %298, %291 ]
  %294 = or disjoint i64 %292, 1
  %295 = getelementptr inbounds double, ptr %4, i64 %294
  %296 = load <4 x double>, ptr %295, align 8, !tbaa !9
  %297 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %294
  %298 = load <4 x double>, ptr %297, align 8, !tbaa !9
  %299 = shufflevector <4 x double> %293, <4 x double> %298, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %300 = fmul fast <4 x double> %296, %299
  %301 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %298)
  %302 = fadd fast <4 x double> %301, %300
  store <4 x double> %302, ptr %295, align 8, !tbaa !9
  %303 = add nuw i64 %292, 4
  %304 = icmp eq i64 %303, %288
  br i1 %304, label %305, label %291, !llvm.loop !39

305:                                              ; preds = %291
  %306 = extractelement <4 x double> %298, i64 3
  %307 = icmp eq i64 %282, %288
  br i1 %307, label %328, label %284

308:                                              ; preds = %252, %308
  %309 = phi i64 [ %314, %308 ], [ %253, %252 ]
  %310 = getelementptr inbounds double, ptr %4, i64 %309
  %311 = load double, ptr %310, align 8, !tbaa !9
  %312 = fmul fast double %311, %311
  %313 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %309
  store double %312, ptr %313, align 8, !tbaa !9
  %314 = add nuw nsw i64 %309, 1
  %315 = icmp eq i64 %314, %250
  br i1 %315, label %278, label %308, !llvm.loop !40

316:                                              ; preds = %284, %316
  %317 = phi double [ %323, %316 ], [ %285, %284 ]
  %318 = phi i64 [ %326, %316 ], [ %286, %284 ]
  %319 = getelementptr inbounds double, ptr %4, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !9
  %321 = fmul fast double %320, %317
  %322 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %318
  %323 = load double, ptr %322, align 8, !tbaa !9
  %324 = tail call fast double @llvm.cos.f64(double %323)
  %325 = fadd fast double %324, %321
  store double %325, ptr %319, align 8, !tbaa !9
  %326 = add nuw nsw i64 %318, 1
  %327 = icmp eq i64 %326, %250
  br i1 %327, label %328, label %316, !llvm.loop !41

328:                                              ; preds = %316, %305, %248, %278
  %329 = add nsw i32 %7, -1
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = fadd fast double %332, 1.000000e+00
  %334 = tail call fast double @llvm.sqrt.f64(double %333)
  store double %334, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  %335 = sext i32 %7 to i64
  %336 = shl nsw i64 %335, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 16 %4, i64 %336, i1 false)
  br label %337

337:                                              ; preds = %229, %225, %55, %328
  br i1 %8, label %338, label %397

338:                                              ; preds = %337
  %339 = getelementptr inbounds i8, ptr %1, i64 16
  %340 = load ptr, ptr %339, align 8, !tbaa !19
  %341 = zext nneg i32 %7 to i64
  %342 = icmp ult i32 %7, 16
  br i1 %342, label %383, label %343

343:                                              ; preds = %338
  %344 = and i64 %341, 2147483632
  br label %345

345:                                              ; preds = %345, %343
  %346 = phi i64 [ 0, %343 ], [ %375, %345 ]
  %347 = phi <4 x double> [ zeroinitializer, %343 ], [ %371, %345 ]
  %348 = phi <4 x double> [ zeroinitializer, %343 ], [ %372, %345 ]
  %349 = phi <4 x double> [ zeroinitializer, %343 ], [ %373, %345 ]
  %350 = phi <4 x double> [ zeroinitializer, %343 ], [ %374, %345 ]
  %351 = getelementptr inbounds double, ptr %340, i64 %346
  %352 = getelementptr inbounds i8, ptr %351, i64 32
  %353 = getelementptr inbounds i8, ptr %351, i64 64
  %354 = getelementptr inbounds i8, ptr %351, i64 96
  %355 = load <4 x double>, ptr %351, align 8, !tbaa !9
  %356 = load <4 x double>, ptr %352, align 8, !tbaa !9
  %357 = load <4 x double>, ptr %353, align 8, !tbaa !9
  %358 = load <4 x double>, ptr %354, align 8, !tbaa !9
  %359 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %346
  %360 = getelementptr inbounds i8, ptr %359, i64 32
  %361 = getelementptr inbounds i8, ptr %359, i64 64
  %362 = getelementptr inbounds i8, ptr %359, i64 96
  %363 = load <4 x double>, ptr %359, align 16, !tbaa !9
  %364 = load <4 x double>, ptr %360, align 16, !tbaa !9
  %365 = load <4 x double>, ptr %361, align 16, !tbaa !9
  %366 = load <4 x double>, ptr %362, align 16, !tbaa !9
  %367 = fmul fast <4 x double> %363, %355
  %368 = fmul fast <4 x double> %364, %356
  %369 = fmul fast <4 x double> %365, %357
  %370 = fmul fast <4 x double> %366, %358
  %371 = fadd fast <4 x double> %367, %347
  %372 = fadd fast <4 x double> %368, %348
  %373 = fadd fast <4 x double> %369, %349
  %374 = fadd fast <4 x double> %370, %350
  %375 = add nuw i64 %346, 16
  %376 = icmp eq i64 %375, %344
  br i1 %376, label %377, label %345, !llvm.loop !42

377:                                              ; preds = %345
  %378 = fadd fast <4 x double> %372, %371
  %379 = fadd fast <4 x double> %373, %378
  %380 = fadd fast <4 x double> %374, %379
  %381 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %380)
  %382 = icmp eq i64 %344, %341
  br i1 %382, label %397, label %383

383:                                              ; preds = %377, %338
  %384 = phi i64 [ 0, %338 ], [ %344, %377 ]
  %385 = phi double [ 0.000000e+00, %338 ], [ %381, %377 ]
  br label %386

386:                                              ; preds = %383, %386
  %387 = phi i64 [ %395, %386 ], [ %384, %383 ]
  %388 = phi double [ %394, %386 ], [ %385, %383 ]
  %389 = getelementptr inbounds double, ptr %340, i64 %387
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %387
  %392 = load double, ptr %391, align 8, !tbaa !9
  %393 = fmul fast double %392, %390
  %394 = fadd fast double %393, %388
  %395 = add nuw nsw i64 %387, 1
  %396 = icmp eq i64 %395, %341
  br i1 %396, label %397, label %386, !llvm.loop !43

397:                                              ; preds = %386, %377, %181, %337, %159, %69
  %398 = phi nsz double [ 0.000000e+00, %69 ], [ %162, %159 ], [ 0.000000e+00, %337 ], [ 0.000000e+00, %181 ], [ %381, %377 ], [ %394, %386 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #13
  ret double %398
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #7 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %31

11:                                               ; preds = %31, %5
  %12 = phi i64 [ 0, %5 ], [ %65, %31 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %30, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul fast double %16, 5.000000e-01
  %18 = tail call fast double @llvm.exp.f64(double %17)
  %19 = trunc i64 %12 to i32
  %20 = add i32 %19, 2
  %21 = urem i32 %20, %2
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul fast double %18, %24
  %26 = fmul fast double %16, %16
  %27 = fmul fast double %26, 3.000000e-01
  %28 = fsub fast double %25, %27
  %29 = getelementptr inbounds double, ptr %1, i64 %12
  store double %28, ptr %29, align 8, !tbaa !9
  br label %30

30:                                               ; preds = %14, %11, %3
  ret void

31:                                               ; preds = %31, %9
  %32 = phi i64 [ 0, %9 ], [ %65, %31 ]
  %33 = phi i64 [ 0, %9 ], [ %66, %31 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %32
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fmul fast double %35, 5.000000e-01
  %37 = tail call fast double @llvm.exp.f64(double %36)
  %38 = trunc i64 %32 to i32
  %39 = add i32 %38, 2
  %40 = urem i32 %39, %2
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul fast double %37, %43
  %45 = fmul fast double %35, %35
  %46 = fmul fast double %45, 3.000000e-01
  %47 = fsub fast double %44, %46
  %48 = getelementptr inbounds double, ptr %1, i64 %32
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = or disjoint i64 %32, 1
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fmul fast double %51, 5.000000e-01
  %53 = tail call fast double @llvm.exp.f64(double %52)
  %54 = trunc i64 %49 to i32
  %55 = add i32 %54, 2
  %56 = urem i32 %55, %2
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fmul fast double %53, %59
  %61 = fmul fast double %51, %51
  %62 = fmul fast double %61, 3.000000e-01
  %63 = fsub fast double %60, %62
  %64 = getelementptr inbounds double, ptr %1, i64 %49
  store double %63, ptr %64, align 8, !tbaa !9
  %65 = add nuw nsw i64 %32, 2
  %66 = add i64 %33, 2
  %67 = icmp eq i64 %66, %10
  br i1 %67, label %11, label %31, !llvm.loop !44
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
  %18 = call fast fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %1)
  %19 = call fast fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %1)
  %20 = fsub fast double %18, %19
  %21 = fmul fast double %20, 5.000000e+05
  %22 = call fast double @llvm.fabs.f64(double %21)
  %23 = call fast double @llvm.maxnum.f64(double %22, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %17, ptr %5, align 8, !tbaa !9
  %24 = load volatile double, ptr %5, align 8, !tbaa !9
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ueq double %25, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %26, label %40, label %27

27:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %21, ptr %4, align 8, !tbaa !9
  %28 = load volatile double, ptr %4, align 8, !tbaa !9
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %30, label %40, label %31

31:                                               ; preds = %27
  %32 = fsub fast double %17, %21
  %33 = call fast double @llvm.fabs.f64(double %32)
  %34 = fmul fast double %23, 0x3EB0C6F7A0B5ED8D
  %35 = fcmp fast ole double %33, %34
  %36 = freeze i1 %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %31
  %38 = trunc nuw nsw i64 %14 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %38, double noundef nofpclass(nan inf) %17, double noundef nofpclass(nan inf) %21, ptr noundef nonnull @.str.11)
  br label %45

40:                                               ; preds = %31, %27, %13
  %41 = trunc nuw nsw i64 %14 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %41, double noundef nofpclass(nan inf) %17, double noundef nofpclass(nan inf) %21, ptr noundef nonnull @.str.12)
  %43 = load i32, ptr @n_fail, align 4, !tbaa !11
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %37, %40
  %46 = add nuw nsw i64 %14, 1
  %47 = load i32, ptr %7, align 8, !tbaa !20
  %48 = sext i32 %47 to i64
  %49 = icmp slt i64 %46, %48
  br i1 %49, label %13, label %12, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @fin(ptr nocapture noundef %0, i32 noundef %1) #7 {
  %3 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #13
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
  %26 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %13
  %27 = getelementptr inbounds i8, ptr %26, i64 32
  %28 = getelementptr inbounds i8, ptr %26, i64 64
  %29 = getelementptr inbounds i8, ptr %26, i64 96
  store <4 x double> %22, ptr %26, align 16, !tbaa !9
  store <4 x double> %23, ptr %27, align 16, !tbaa !9
  store <4 x double> %24, ptr %28, align 16, !tbaa !9
  store <4 x double> %25, ptr %29, align 16, !tbaa !9
  %30 = add nuw i64 %13, 16
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %12, !llvm.loop !46

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
  %54 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %51
  %55 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %56 = shufflevector <4 x double> %50, <4 x double> %55, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %57 = fmul fast <4 x double> %56, %53
  %58 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %55)
  %59 = fadd fast <4 x double> %58, %57
  store <4 x double> %59, ptr %52, align 8, !tbaa !9
  %60 = add nuw i64 %49, 4
  %61 = icmp eq i64 %60, %45
  br i1 %61, label %62, label %48, !llvm.loop !47

62:                                               ; preds = %48
  %63 = extractelement <4 x double> %55, i64 3
  %64 = icmp eq i64 %39, %45
  br i1 %64, label %73, label %41

65:                                               ; preds = %8, %65
  %66 = phi i64 [ %71, %65 ], [ %9, %8 ]
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fmul fast double %68, %68
  %70 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %66
  store double %69, ptr %70, align 8, !tbaa !9
  %71 = add nuw nsw i64 %66, 1
  %72 = icmp eq i64 %71, %6
  br i1 %72, label %34, label %65, !llvm.loop !48

73:                                               ; preds = %80, %62, %2, %34
  %74 = add nsw i32 %1, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fadd fast double %77, 1.000000e+00
  %79 = tail call fast double @llvm.sqrt.f64(double %78)
  store double %79, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #13
  ret void

80:                                               ; preds = %41, %80
  %81 = phi double [ %87, %80 ], [ %42, %41 ]
  %82 = phi i64 [ %90, %80 ], [ %43, %41 ]
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul fast double %81, %84
  %86 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %82
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = tail call fast double @llvm.cos.f64(double %87)
  %89 = fadd fast double %88, %85
  store double %89, ptr %83, align 8, !tbaa !9
  %90 = add nuw nsw i64 %82, 1
  %91 = icmp eq i64 %90, %37
  br i1 %91, label %73, label %80, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!27 = distinct !{!27, !14, !25, !24}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14, !24, !25}
!31 = distinct !{!31, !14, !25, !24}
!32 = distinct !{!32, !14, !24, !25}
!33 = distinct !{!33, !14, !25, !24}
!34 = distinct !{!34, !14, !24, !25}
!35 = distinct !{!35, !14, !25, !24}
!36 = distinct !{!36, !14, !24, !25}
!37 = distinct !{!37, !14, !25, !24}
!38 = distinct !{!38, !14, !24, !25}
!39 = distinct !{!39, !14, !24, !25}
!40 = distinct !{!40, !14, !25, !24}
!41 = distinct !{!41, !14, !25, !24}
!42 = distinct !{!42, !14, !24, !25}
!43 = distinct !{!43, !14, !25, !24}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14, !24, !25}
!47 = distinct !{!47, !14, !24, !25}
!48 = distinct !{!48, !14, !25, !24}
!49 = distinct !{!49, !14, !25, !24}
