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
  br label %184

22:                                               ; preds = %304
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
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <4 x i64> poison, i64 %25, i64 0
  %33 = insertelement <4 x i64> %32, i64 %27, i64 1
  %34 = insertelement <4 x i64> %33, i64 %29, i64 2
  %35 = insertelement <4 x i64> %34, i64 %31, i64 3
  %36 = lshr <4 x i64> %35, <i64 10, i64 10, i64 10, i64 10>
  %37 = and <4 x i64> %36, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <4 x i64> %37 to <4 x double>
  %39 = fmul fast <4 x double> %38, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %40 = fadd fast <4 x double> %39, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %40, ptr %14, align 16, !tbaa !9
  %41 = mul i64 %31, 6364136223846793005
  %42 = getelementptr inbounds i8, ptr %14, i64 32
  %43 = add i64 %41, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <4 x i64> poison, i64 %43, i64 0
  %51 = insertelement <4 x i64> %50, i64 %45, i64 1
  %52 = insertelement <4 x i64> %51, i64 %47, i64 2
  %53 = insertelement <4 x i64> %52, i64 %49, i64 3
  %54 = lshr <4 x i64> %53, <i64 10, i64 10, i64 10, i64 10>
  %55 = and <4 x i64> %54, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <4 x i64> %55 to <4 x double>
  %57 = fmul fast <4 x double> %56, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %58 = fadd fast <4 x double> %57, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %58, ptr %42, align 16, !tbaa !9
  %59 = mul i64 %49, 6364136223846793005
  %60 = getelementptr inbounds i8, ptr %14, i64 64
  %61 = add i64 %59, 1442695040888963407
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
  store <4 x double> %76, ptr %60, align 16, !tbaa !9
  %77 = mul i64 %67, 6364136223846793005
  %78 = getelementptr inbounds i8, ptr %14, i64 96
  %79 = add i64 %77, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = insertelement <2 x i64> poison, i64 %79, i64 0
  %83 = insertelement <2 x i64> %82, i64 %81, i64 1
  %84 = lshr <2 x i64> %83, <i64 10, i64 10>
  %85 = and <2 x i64> %84, <i64 18014398509481982, i64 18014398509481982>
  %86 = uitofp nneg <2 x i64> %85 to <2 x double>
  %87 = fmul fast <2 x double> %86, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %88 = fadd fast <2 x double> %87, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %88, ptr %78, align 16, !tbaa !9
  %89 = mul i64 %81, 6364136223846793005
  %90 = getelementptr inbounds i8, ptr %15, i64 8
  %91 = getelementptr inbounds i8, ptr %15, i64 16
  %92 = getelementptr inbounds i8, ptr %15, i64 24
  %93 = add i64 %89, 1442695040888963407
  %94 = mul i64 %93, 6364136223846793005
  %95 = add i64 %94, 1442695040888963407
  %96 = mul i64 %95, 6364136223846793005
  %97 = add i64 %96, 1442695040888963407
  %98 = mul i64 %97, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = insertelement <4 x i64> poison, i64 %93, i64 0
  %101 = insertelement <4 x i64> %100, i64 %95, i64 1
  %102 = insertelement <4 x i64> %101, i64 %97, i64 2
  %103 = insertelement <4 x i64> %102, i64 %99, i64 3
  %104 = lshr <4 x i64> %103, <i64 10, i64 10, i64 10, i64 10>
  %105 = and <4 x i64> %104, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %106 = uitofp nneg <4 x i64> %105 to <4 x double>
  %107 = fmul fast <4 x double> %106, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %108 = fadd fast <4 x double> %107, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %108, ptr %15, align 16, !tbaa !9
  %109 = mul i64 %99, 6364136223846793005
  %110 = getelementptr inbounds i8, ptr %15, i64 32
  %111 = getelementptr inbounds i8, ptr %15, i64 40
  %112 = getelementptr inbounds i8, ptr %15, i64 48
  %113 = getelementptr inbounds i8, ptr %15, i64 56
  %114 = add i64 %109, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = mul i64 %116, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = mul i64 %118, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = insertelement <4 x i64> poison, i64 %114, i64 0
  %122 = insertelement <4 x i64> %121, i64 %116, i64 1
  %123 = insertelement <4 x i64> %122, i64 %118, i64 2
  %124 = insertelement <4 x i64> %123, i64 %120, i64 3
  %125 = lshr <4 x i64> %124, <i64 10, i64 10, i64 10, i64 10>
  %126 = and <4 x i64> %125, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %127 = uitofp nneg <4 x i64> %126 to <4 x double>
  %128 = fmul fast <4 x double> %127, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %129 = fadd fast <4 x double> %128, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %129, ptr %110, align 16, !tbaa !9
  %130 = mul i64 %120, 6364136223846793005
  %131 = getelementptr inbounds i8, ptr %15, i64 64
  %132 = getelementptr inbounds i8, ptr %15, i64 72
  %133 = getelementptr inbounds i8, ptr %15, i64 80
  %134 = getelementptr inbounds i8, ptr %15, i64 88
  %135 = add i64 %130, 1442695040888963407
  %136 = mul i64 %135, 6364136223846793005
  %137 = add i64 %136, 1442695040888963407
  %138 = mul i64 %137, 6364136223846793005
  %139 = add i64 %138, 1442695040888963407
  %140 = mul i64 %139, 6364136223846793005
  %141 = add i64 %140, 1442695040888963407
  %142 = insertelement <4 x i64> poison, i64 %135, i64 0
  %143 = insertelement <4 x i64> %142, i64 %137, i64 1
  %144 = insertelement <4 x i64> %143, i64 %139, i64 2
  %145 = insertelement <4 x i64> %144, i64 %141, i64 3
  %146 = lshr <4 x i64> %145, <i64 10, i64 10, i64 10, i64 10>
  %147 = and <4 x i64> %146, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %148 = uitofp nneg <4 x i64> %147 to <4 x double>
  %149 = fmul fast <4 x double> %148, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %150 = fadd fast <4 x double> %149, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %150, ptr %131, align 16, !tbaa !9
  %151 = mul i64 %141, 6364136223846793005
  %152 = getelementptr inbounds i8, ptr %15, i64 96
  %153 = getelementptr inbounds i8, ptr %15, i64 104
  %154 = add i64 %151, 1442695040888963407
  %155 = mul i64 %154, 6364136223846793005
  %156 = add i64 %155, 1442695040888963407
  %157 = insertelement <2 x i64> poison, i64 %154, i64 0
  %158 = insertelement <2 x i64> %157, i64 %156, i64 1
  %159 = lshr <2 x i64> %158, <i64 10, i64 10>
  %160 = and <2 x i64> %159, <i64 18014398509481982, i64 18014398509481982>
  %161 = uitofp nneg <2 x i64> %160 to <2 x double>
  %162 = fmul fast <2 x double> %161, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %163 = fadd fast <2 x double> %162, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %163, ptr %152, align 16, !tbaa !9
  store i64 %156, ptr @rng_state, align 8, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %21, i64 8
  %165 = getelementptr inbounds i8, ptr %21, i64 16
  %166 = getelementptr inbounds i8, ptr %21, i64 24
  %167 = getelementptr inbounds i8, ptr %21, i64 28
  %168 = getelementptr inbounds i8, ptr %20, i64 8
  %169 = getelementptr inbounds i8, ptr %20, i64 16
  %170 = getelementptr inbounds i8, ptr %20, i64 24
  %171 = getelementptr inbounds i8, ptr %20, i64 32
  %172 = getelementptr inbounds i8, ptr %20, i64 40
  %173 = getelementptr inbounds i8, ptr %20, i64 48
  %174 = getelementptr inbounds i8, ptr %20, i64 56
  %175 = getelementptr inbounds i8, ptr %20, i64 64
  %176 = getelementptr inbounds i8, ptr %20, i64 72
  %177 = getelementptr inbounds i8, ptr %20, i64 80
  %178 = getelementptr inbounds i8, ptr %20, i64 88
  %179 = getelementptr inbounds i8, ptr %20, i64 96
  %180 = getelementptr inbounds i8, ptr %20, i64 104
  %181 = getelementptr inbounds i8, ptr %17, i64 32
  %182 = getelementptr inbounds i8, ptr %17, i64 64
  %183 = getelementptr inbounds i8, ptr %17, i64 96
  br label %313

184:                                              ; preds = %0, %304
  %185 = phi i64 [ 0, %0 ], [ %305, %304 ]
  %186 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = trunc nuw nsw i64 %185 to i32
  %189 = uitofp nneg i32 %188 to double
  %190 = fmul fast double %189, 4.000000e-01
  %191 = fsub fast double 5.000000e-01, %190
  %192 = tail call fast double @llvm.fabs.f64(double %187)
  %193 = tail call fast double @llvm.maxnum.f64(double %192, double 1.000000e+00)
  %194 = fmul fast double %193, 0x3EB0C6F7A0B5ED8D
  %195 = tail call fast double @llvm.fabs.f64(double %191)
  %196 = tail call fast double @llvm.maxnum.f64(double %195, double 1.000000e+00)
  %197 = fmul fast double %196, 0x3EB0C6F7A0B5ED8D
  %198 = fadd fast double %194, %187
  %199 = tail call fast double @llvm.sin.f64(double %198)
  %200 = fmul fast double %198, 3.000000e-01
  %201 = tail call fast double @llvm.exp.f64(double %200)
  %202 = fmul fast double %201, %199
  %203 = fmul fast double %198, %198
  %204 = fmul fast double %203, %198
  %205 = fsub fast double %187, %194
  %206 = tail call fast double @llvm.sin.f64(double %205)
  %207 = fmul fast double %205, 3.000000e-01
  %208 = tail call fast double @llvm.exp.f64(double %207)
  %209 = fmul fast double %205, %205
  %210 = fmul fast double %209, %205
  %211 = fmul fast double %208, %206
  %212 = fadd fast double %211, %210
  %213 = fadd fast double %202, %204
  %214 = fsub fast double %213, %212
  %215 = fmul fast double %193, 2.000000e-06
  %216 = fdiv fast double %214, %215
  %217 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %218 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %217, double noundef nofpclass(nan inf) %187, double noundef nofpclass(nan inf) 1.000000e+00) #12
  %219 = tail call fast double @llvm.fabs.f64(double %216)
  %220 = tail call fast double @llvm.maxnum.f64(double %219, double 1.000000e+00)
  %221 = fsub fast double %218, %216
  %222 = tail call fast double @llvm.fabs.f64(double %221)
  %223 = fmul fast double %220, 0x3EB0C6F7A0B5ED8D
  %224 = fcmp fast ole double %222, %223
  %225 = select i1 %224, ptr @.str.11, ptr @.str.12
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %188, double noundef nofpclass(nan inf) %218, double noundef nofpclass(nan inf) %216, ptr noundef nonnull %225)
  br i1 %224, label %230, label %227

227:                                              ; preds = %184
  %228 = load i32, ptr @n_fail, align 4, !tbaa !11
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr @n_fail, align 4, !tbaa !11
  br label %230

230:                                              ; preds = %184, %227
  %231 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %232 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %231, double noundef nofpclass(nan inf) %187, double noundef nofpclass(nan inf) -2.500000e+00) #12
  %233 = fmul fast double %216, -2.500000e+00
  %234 = tail call fast double @llvm.fabs.f64(double %233)
  %235 = tail call fast double @llvm.maxnum.f64(double %234, double 1.000000e+00)
  %236 = fsub fast double %232, %233
  %237 = tail call fast double @llvm.fabs.f64(double %236)
  %238 = fmul fast double %235, 0x3EB0C6F7A0B5ED8D
  %239 = fcmp fast ole double %237, %238
  %240 = select i1 %239, ptr @.str.11, ptr @.str.12
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %188, double noundef nofpclass(nan inf) %232, double noundef nofpclass(nan inf) %233, ptr noundef nonnull %240)
  br i1 %239, label %245, label %242

242:                                              ; preds = %230
  %243 = load i32, ptr @n_fail, align 4, !tbaa !11
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr @n_fail, align 4, !tbaa !11
  br label %245

245:                                              ; preds = %230, %242
  %246 = fmul fast double %191, %191
  %247 = fadd fast double %203, 1.000000e+00
  %248 = tail call fast double @llvm.log.f64(double %247)
  %249 = tail call fast double @llvm.cos.f64(double %191)
  %250 = fadd fast double %209, 1.000000e+00
  %251 = tail call fast double @llvm.log.f64(double %250)
  %252 = fsub fast double %248, %251
  %253 = fmul fast double %252, %249
  %254 = fmul fast double %246, %215
  %255 = fadd fast double %254, %253
  %256 = fdiv fast double %255, %215
  %257 = fadd fast double %197, %191
  %258 = fmul fast double %257, %257
  %259 = fmul fast double %187, %187
  %260 = fadd fast double %259, 1.000000e+00
  %261 = tail call fast double @llvm.log.f64(double %260)
  %262 = tail call fast double @llvm.cos.f64(double %257)
  %263 = fsub fast double %191, %197
  %264 = tail call fast double @llvm.cos.f64(double %263)
  %265 = fsub fast double %262, %264
  %266 = fmul fast double %265, %261
  %267 = fmul fast double %263, %263
  %268 = fsub fast double %258, %267
  %269 = fmul fast double %268, %187
  %270 = fadd fast double %269, %266
  %271 = fmul fast double %196, 2.000000e-06
  %272 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %273 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %274 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %272, double noundef nofpclass(nan inf) %187, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %273, double noundef nofpclass(nan inf) %191) #12
  %275 = tail call fast double @llvm.fabs.f64(double %256)
  %276 = tail call fast double @llvm.maxnum.f64(double %275, double 1.000000e+00)
  %277 = fsub fast double %274, %256
  %278 = tail call fast double @llvm.fabs.f64(double %277)
  %279 = fmul fast double %276, 0x3EB0C6F7A0B5ED8D
  %280 = fcmp fast ole double %278, %279
  %281 = select i1 %280, ptr @.str.11, ptr @.str.12
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %188, double noundef nofpclass(nan inf) %274, double noundef nofpclass(nan inf) %256, ptr noundef nonnull %281)
  br i1 %280, label %286, label %283

283:                                              ; preds = %245
  %284 = load i32, ptr @n_fail, align 4, !tbaa !11
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !11
  br label %286

286:                                              ; preds = %245, %283
  %287 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %288 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs2, i32 noundef %287, double noundef nofpclass(nan inf) %187, double noundef nofpclass(nan inf) 3.000000e-01, i32 noundef %287, double noundef nofpclass(nan inf) %191, double noundef nofpclass(nan inf) 0xBFE6666666666666) #12
  %289 = fmul fast double %256, 3.000000e-01
  %290 = fmul fast double %270, 0x3FE6666666666666
  %291 = fdiv fast double %290, %271
  %292 = fsub fast double %289, %291
  %293 = tail call fast double @llvm.fabs.f64(double %292)
  %294 = tail call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  %295 = fsub fast double %288, %292
  %296 = tail call fast double @llvm.fabs.f64(double %295)
  %297 = fmul fast double %294, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp fast ole double %296, %297
  %299 = select i1 %298, ptr @.str.11, ptr @.str.12
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %188, double noundef nofpclass(nan inf) %288, double noundef nofpclass(nan inf) %292, ptr noundef nonnull %299)
  br i1 %298, label %304, label %301

301:                                              ; preds = %286
  %302 = load i32, ptr @n_fail, align 4, !tbaa !11
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr @n_fail, align 4, !tbaa !11
  br label %304

304:                                              ; preds = %286, %301
  %305 = add nuw nsw i64 %185, 1
  %306 = icmp eq i64 %305, 4
  br i1 %306, label %22, label %184, !llvm.loop !13

307:                                              ; preds = %908
  %308 = load i32, ptr @n_fail, align 4, !tbaa !11
  %309 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %308)
  %310 = load i32, ptr @n_fail, align 4, !tbaa !11
  %311 = icmp ne i32 %310, 0
  %312 = zext i1 %311 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %19) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %18) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %17) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #12
  ret i32 %312

313:                                              ; preds = %22, %908
  %314 = phi i64 [ 0, %22 ], [ %909, %908 ]
  %315 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %314
  %316 = load i32, ptr %315, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #12
  store ptr %14, ptr %21, align 8, !tbaa !15
  store ptr %15, ptr %164, align 8, !tbaa !18
  store ptr null, ptr %165, align 8, !tbaa !19
  store i32 %316, ptr %166, align 8, !tbaa !20
  store i32 0, ptr %167, align 4, !tbaa !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %20, ptr noundef nonnull align 16 dereferenceable(112) %15, i64 112, i1 false)
  %317 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %318 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %319 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fa, i32 noundef %317, ptr noundef nonnull %14, ptr noundef nonnull %20, i32 noundef %318, i32 noundef %316) #12
  %320 = call fast fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D, ptr noundef nonnull readonly %21)
  %321 = call fast fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) 0xBEB0C6F7A0B5ED8D, ptr noundef nonnull readonly %21)
  %322 = fsub fast double %320, %321
  %323 = fmul fast double %322, 5.000000e+05
  %324 = call fast double @llvm.fabs.f64(double %323)
  %325 = call fast double @llvm.maxnum.f64(double %324, double 1.000000e+00)
  %326 = fsub fast double %319, %323
  %327 = call fast double @llvm.fabs.f64(double %326)
  %328 = fmul fast double %325, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp fast ole double %327, %328
  %330 = select i1 %329, ptr @.str.11, ptr @.str.12
  %331 = trunc nuw nsw i64 %314 to i32
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %331, double noundef nofpclass(nan inf) %319, double noundef nofpclass(nan inf) %323, ptr noundef nonnull %330)
  br i1 %329, label %336, label %333

333:                                              ; preds = %313
  %334 = load i32, ptr @n_fail, align 4, !tbaa !11
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr @n_fail, align 4, !tbaa !11
  br label %336

336:                                              ; preds = %313, %333
  %337 = load double, ptr %20, align 16, !tbaa !9
  %338 = load double, ptr %15, align 16, !tbaa !9
  %339 = fcmp fast oeq double %337, %338
  %340 = select i1 %339, ptr @.str.11, ptr @.str.12
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %337, double noundef nofpclass(nan inf) %338, ptr noundef nonnull %340)
  br i1 %339, label %345, label %342

342:                                              ; preds = %336
  %343 = load i32, ptr @n_fail, align 4, !tbaa !11
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @n_fail, align 4, !tbaa !11
  br label %345

345:                                              ; preds = %336, %342
  %346 = load double, ptr %168, align 8, !tbaa !9
  %347 = load double, ptr %90, align 8, !tbaa !9
  %348 = fcmp fast oeq double %346, %347
  %349 = select i1 %348, ptr @.str.11, ptr @.str.12
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef nofpclass(nan inf) %346, double noundef nofpclass(nan inf) %347, ptr noundef nonnull %349)
  br i1 %348, label %354, label %351

351:                                              ; preds = %345
  %352 = load i32, ptr @n_fail, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr @n_fail, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %351, %345
  %355 = load double, ptr %169, align 16, !tbaa !9
  %356 = load double, ptr %91, align 16, !tbaa !9
  %357 = fcmp fast oeq double %355, %356
  %358 = select i1 %357, ptr @.str.11, ptr @.str.12
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef nofpclass(nan inf) %355, double noundef nofpclass(nan inf) %356, ptr noundef nonnull %358)
  br i1 %357, label %363, label %360

360:                                              ; preds = %354
  %361 = load i32, ptr @n_fail, align 4, !tbaa !11
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !11
  br label %363

363:                                              ; preds = %360, %354
  %364 = load double, ptr %170, align 8, !tbaa !9
  %365 = load double, ptr %92, align 8, !tbaa !9
  %366 = fcmp fast oeq double %364, %365
  %367 = select i1 %366, ptr @.str.11, ptr @.str.12
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 3, double noundef nofpclass(nan inf) %364, double noundef nofpclass(nan inf) %365, ptr noundef nonnull %367)
  br i1 %366, label %372, label %369

369:                                              ; preds = %363
  %370 = load i32, ptr @n_fail, align 4, !tbaa !11
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !11
  br label %372

372:                                              ; preds = %369, %363
  %373 = load double, ptr %171, align 16, !tbaa !9
  %374 = load double, ptr %110, align 16, !tbaa !9
  %375 = fcmp fast oeq double %373, %374
  %376 = select i1 %375, ptr @.str.11, ptr @.str.12
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 4, double noundef nofpclass(nan inf) %373, double noundef nofpclass(nan inf) %374, ptr noundef nonnull %376)
  br i1 %375, label %381, label %378

378:                                              ; preds = %372
  %379 = load i32, ptr @n_fail, align 4, !tbaa !11
  %380 = add nsw i32 %379, 1
  store i32 %380, ptr @n_fail, align 4, !tbaa !11
  br label %381

381:                                              ; preds = %378, %372
  %382 = load double, ptr %172, align 8, !tbaa !9
  %383 = load double, ptr %111, align 8, !tbaa !9
  %384 = fcmp fast oeq double %382, %383
  %385 = select i1 %384, ptr @.str.11, ptr @.str.12
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 5, double noundef nofpclass(nan inf) %382, double noundef nofpclass(nan inf) %383, ptr noundef nonnull %385)
  br i1 %384, label %390, label %387

387:                                              ; preds = %381
  %388 = load i32, ptr @n_fail, align 4, !tbaa !11
  %389 = add nsw i32 %388, 1
  store i32 %389, ptr @n_fail, align 4, !tbaa !11
  br label %390

390:                                              ; preds = %387, %381
  %391 = load double, ptr %173, align 16, !tbaa !9
  %392 = load double, ptr %112, align 16, !tbaa !9
  %393 = fcmp fast oeq double %391, %392
  %394 = select i1 %393, ptr @.str.11, ptr @.str.12
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 6, double noundef nofpclass(nan inf) %391, double noundef nofpclass(nan inf) %392, ptr noundef nonnull %394)
  br i1 %393, label %399, label %396

396:                                              ; preds = %390
  %397 = load i32, ptr @n_fail, align 4, !tbaa !11
  %398 = add nsw i32 %397, 1
  store i32 %398, ptr @n_fail, align 4, !tbaa !11
  br label %399

399:                                              ; preds = %396, %390
  %400 = load double, ptr %174, align 8, !tbaa !9
  %401 = load double, ptr %113, align 8, !tbaa !9
  %402 = fcmp fast oeq double %400, %401
  %403 = select i1 %402, ptr @.str.11, ptr @.str.12
  %404 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 7, double noundef nofpclass(nan inf) %400, double noundef nofpclass(nan inf) %401, ptr noundef nonnull %403)
  br i1 %402, label %408, label %405

405:                                              ; preds = %399
  %406 = load i32, ptr @n_fail, align 4, !tbaa !11
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr @n_fail, align 4, !tbaa !11
  br label %408

408:                                              ; preds = %405, %399
  %409 = load double, ptr %175, align 16, !tbaa !9
  %410 = load double, ptr %131, align 16, !tbaa !9
  %411 = fcmp fast oeq double %409, %410
  %412 = select i1 %411, ptr @.str.11, ptr @.str.12
  %413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 8, double noundef nofpclass(nan inf) %409, double noundef nofpclass(nan inf) %410, ptr noundef nonnull %412)
  br i1 %411, label %417, label %414

414:                                              ; preds = %408
  %415 = load i32, ptr @n_fail, align 4, !tbaa !11
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr @n_fail, align 4, !tbaa !11
  br label %417

417:                                              ; preds = %414, %408
  %418 = load double, ptr %176, align 8, !tbaa !9
  %419 = load double, ptr %132, align 8, !tbaa !9
  %420 = fcmp fast oeq double %418, %419
  %421 = select i1 %420, ptr @.str.11, ptr @.str.12
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 9, double noundef nofpclass(nan inf) %418, double noundef nofpclass(nan inf) %419, ptr noundef nonnull %421)
  br i1 %420, label %426, label %423

423:                                              ; preds = %417
  %424 = load i32, ptr @n_fail, align 4, !tbaa !11
  %425 = add nsw i32 %424, 1
  store i32 %425, ptr @n_fail, align 4, !tbaa !11
  br label %426

426:                                              ; preds = %423, %417
  %427 = load double, ptr %177, align 16, !tbaa !9
  %428 = load double, ptr %133, align 16, !tbaa !9
  %429 = fcmp fast oeq double %427, %428
  %430 = select i1 %429, ptr @.str.11, ptr @.str.12
  %431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 10, double noundef nofpclass(nan inf) %427, double noundef nofpclass(nan inf) %428, ptr noundef nonnull %430)
  br i1 %429, label %435, label %432

432:                                              ; preds = %426
  %433 = load i32, ptr @n_fail, align 4, !tbaa !11
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr @n_fail, align 4, !tbaa !11
  br label %435

435:                                              ; preds = %432, %426
  %436 = load double, ptr %178, align 8, !tbaa !9
  %437 = load double, ptr %134, align 8, !tbaa !9
  %438 = fcmp fast oeq double %436, %437
  %439 = select i1 %438, ptr @.str.11, ptr @.str.12
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 11, double noundef nofpclass(nan inf) %436, double noundef nofpclass(nan inf) %437, ptr noundef nonnull %439)
  br i1 %438, label %444, label %441

441:                                              ; preds = %435
  %442 = load i32, ptr @n_fail, align 4, !tbaa !11
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !11
  br label %444

444:                                              ; preds = %441, %435
  %445 = load double, ptr %179, align 16, !tbaa !9
  %446 = load double, ptr %152, align 16, !tbaa !9
  %447 = fcmp fast oeq double %445, %446
  %448 = select i1 %447, ptr @.str.11, ptr @.str.12
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 12, double noundef nofpclass(nan inf) %445, double noundef nofpclass(nan inf) %446, ptr noundef nonnull %448)
  br i1 %447, label %453, label %450

450:                                              ; preds = %444
  %451 = load i32, ptr @n_fail, align 4, !tbaa !11
  %452 = add nsw i32 %451, 1
  store i32 %452, ptr @n_fail, align 4, !tbaa !11
  br label %453

453:                                              ; preds = %450, %444
  %454 = load double, ptr %180, align 8, !tbaa !9
  %455 = load double, ptr %153, align 8, !tbaa !9
  %456 = fcmp fast oeq double %454, %455
  %457 = select i1 %456, ptr @.str.11, ptr @.str.12
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 13, double noundef nofpclass(nan inf) %454, double noundef nofpclass(nan inf) %455, ptr noundef nonnull %457)
  br i1 %456, label %462, label %459

459:                                              ; preds = %453
  %460 = load i32, ptr @n_fail, align 4, !tbaa !11
  %461 = add nsw i32 %460, 1
  store i32 %461, ptr @n_fail, align 4, !tbaa !11
  br label %462

462:                                              ; preds = %459, %453
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %17, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %181, align 16, !tbaa !9
  store <4 x double> <double 1.234500e+03, double 1.234500e+03, double 1.234500e+03, double 1.234500e+03>, ptr %182, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %183, align 16, !tbaa !9
  %463 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fv, ptr noundef nonnull %14, ptr noundef nonnull %20, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %316) #12
  store i32 1, ptr %167, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %13) #12
  %464 = zext nneg i32 %316 to i64
  %465 = sext i32 %316 to i64
  %466 = call i64 @llvm.smax.i64(i64 %465, i64 1)
  %467 = icmp eq i64 %314, 2
  %468 = and i64 %464, 2147483644
  %469 = icmp eq i64 %468, %464
  %470 = icmp eq i64 %314, 2
  %471 = and i64 %464, 2147483644
  %472 = icmp eq i64 %471, %464
  br label %473

473:                                              ; preds = %462, %662
  %474 = phi i64 [ %663, %662 ], [ 0, %462 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %13, i8 0, i64 112, i1 false)
  %475 = getelementptr inbounds [14 x double], ptr %13, i64 0, i64 %474
  store double 1.000000e+00, ptr %475, align 8, !tbaa !9
  %476 = getelementptr inbounds double, ptr %17, i64 %474
  %477 = load double, ptr %476, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %7, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %8, i8 0, i64 112, i1 false)
  br label %478

478:                                              ; preds = %478, %473
  %479 = phi i64 [ 0, %473 ], [ %487, %478 ]
  %480 = getelementptr inbounds double, ptr %14, i64 %479
  %481 = load double, ptr %480, align 8, !tbaa !9
  %482 = getelementptr inbounds double, ptr %15, i64 %479
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = fmul fast double %483, 0x3EB0C6F7A0B5ED8D
  %485 = fadd fast double %484, %481
  %486 = getelementptr inbounds [14 x double], ptr %7, i64 0, i64 %479
  store double %485, ptr %486, align 8, !tbaa !9
  %487 = add nuw nsw i64 %479, 1
  %488 = icmp eq i64 %487, %464
  br i1 %488, label %489, label %478, !llvm.loop !22

489:                                              ; preds = %478
  br i1 %467, label %529, label %490

490:                                              ; preds = %489, %490
  %491 = phi i64 [ %526, %490 ], [ 0, %489 ]
  %492 = trunc i64 %491 to i32
  %493 = getelementptr inbounds double, ptr %7, i64 %491
  %494 = load <4 x double>, ptr %493, align 16, !tbaa !9
  %495 = fmul fast <4 x double> %494, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %496 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %495)
  %497 = or disjoint i32 %492, 2
  %498 = or disjoint i32 %492, 3
  %499 = add i32 %492, 4
  %500 = add i32 %492, 5
  %501 = urem i32 %497, %316
  %502 = urem i32 %498, %316
  %503 = urem i32 %499, %316
  %504 = urem i32 %500, %316
  %505 = zext nneg i32 %501 to i64
  %506 = zext nneg i32 %502 to i64
  %507 = zext nneg i32 %503 to i64
  %508 = zext nneg i32 %504 to i64
  %509 = getelementptr inbounds double, ptr %7, i64 %505
  %510 = getelementptr inbounds double, ptr %7, i64 %506
  %511 = getelementptr inbounds double, ptr %7, i64 %507
  %512 = getelementptr inbounds double, ptr %7, i64 %508
  %513 = load double, ptr %509, align 8, !tbaa !9
  %514 = load double, ptr %510, align 8, !tbaa !9
  %515 = load double, ptr %511, align 8, !tbaa !9
  %516 = load double, ptr %512, align 8, !tbaa !9
  %517 = insertelement <4 x double> poison, double %513, i64 0
  %518 = insertelement <4 x double> %517, double %514, i64 1
  %519 = insertelement <4 x double> %518, double %515, i64 2
  %520 = insertelement <4 x double> %519, double %516, i64 3
  %521 = fmul fast <4 x double> %496, %520
  %522 = fmul fast <4 x double> %494, %494
  %523 = fmul fast <4 x double> %522, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %524 = fsub fast <4 x double> %521, %523
  %525 = getelementptr inbounds double, ptr %8, i64 %491
  store <4 x double> %524, ptr %525, align 16, !tbaa !9
  %526 = add nuw i64 %491, 4
  %527 = icmp eq i64 %526, %468
  br i1 %527, label %528, label %490, !llvm.loop !25

528:                                              ; preds = %490
  br i1 %469, label %550, label %529

529:                                              ; preds = %528, %489
  %530 = phi i64 [ 0, %489 ], [ %468, %528 ]
  br label %531

531:                                              ; preds = %529, %531
  %532 = phi i64 [ %548, %531 ], [ %530, %529 ]
  %533 = getelementptr inbounds double, ptr %7, i64 %532
  %534 = load double, ptr %533, align 8, !tbaa !9
  %535 = fmul fast double %534, 5.000000e-01
  %536 = call fast double @llvm.exp.f64(double %535)
  %537 = trunc i64 %532 to i32
  %538 = add i32 %537, 2
  %539 = urem i32 %538, %316
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr inbounds double, ptr %7, i64 %540
  %542 = load double, ptr %541, align 8, !tbaa !9
  %543 = fmul fast double %536, %542
  %544 = fmul fast double %534, %534
  %545 = fmul fast double %544, 3.000000e-01
  %546 = fsub fast double %543, %545
  %547 = getelementptr inbounds double, ptr %8, i64 %532
  store double %546, ptr %547, align 8, !tbaa !9
  %548 = add nuw nsw i64 %532, 1
  %549 = icmp eq i64 %548, %464
  br i1 %549, label %550, label %531, !llvm.loop !26

550:                                              ; preds = %531, %528
  br label %551

551:                                              ; preds = %550, %551
  %552 = phi i64 [ %560, %551 ], [ 0, %550 ]
  %553 = phi double [ %559, %551 ], [ 0.000000e+00, %550 ]
  %554 = getelementptr inbounds double, ptr %13, i64 %552
  %555 = load double, ptr %554, align 8, !tbaa !9
  %556 = getelementptr inbounds [14 x double], ptr %8, i64 0, i64 %552
  %557 = load double, ptr %556, align 8, !tbaa !9
  %558 = fmul fast double %557, %555
  %559 = fadd fast double %558, %553
  %560 = add nuw nsw i64 %552, 1
  %561 = icmp eq i64 %560, %464
  br i1 %561, label %562, label %551, !llvm.loop !27

562:                                              ; preds = %551
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %9) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %9, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %10) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %10, i8 0, i64 112, i1 false)
  br label %563

563:                                              ; preds = %563, %562
  %564 = phi i64 [ 0, %562 ], [ %572, %563 ]
  %565 = getelementptr inbounds double, ptr %14, i64 %564
  %566 = load double, ptr %565, align 8, !tbaa !9
  %567 = getelementptr inbounds double, ptr %15, i64 %564
  %568 = load double, ptr %567, align 8, !tbaa !9
  %569 = fmul fast double %568, 0x3EB0C6F7A0B5ED8D
  %570 = fsub fast double %566, %569
  %571 = getelementptr inbounds [14 x double], ptr %9, i64 0, i64 %564
  store double %570, ptr %571, align 8, !tbaa !9
  %572 = add nuw nsw i64 %564, 1
  %573 = icmp eq i64 %572, %464
  br i1 %573, label %574, label %563, !llvm.loop !28

574:                                              ; preds = %563
  br i1 %470, label %614, label %575

575:                                              ; preds = %574, %575
  %576 = phi i64 [ %611, %575 ], [ 0, %574 ]
  %577 = trunc i64 %576 to i32
  %578 = getelementptr inbounds double, ptr %9, i64 %576
  %579 = load <4 x double>, ptr %578, align 16, !tbaa !9
  %580 = fmul fast <4 x double> %579, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %581 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %580)
  %582 = or disjoint i32 %577, 2
  %583 = or disjoint i32 %577, 3
  %584 = add i32 %577, 4
  %585 = add i32 %577, 5
  %586 = urem i32 %582, %316
  %587 = urem i32 %583, %316
  %588 = urem i32 %584, %316
  %589 = urem i32 %585, %316
  %590 = zext nneg i32 %586 to i64
  %591 = zext nneg i32 %587 to i64
  %592 = zext nneg i32 %588 to i64
  %593 = zext nneg i32 %589 to i64
  %594 = getelementptr inbounds double, ptr %9, i64 %590
  %595 = getelementptr inbounds double, ptr %9, i64 %591
  %596 = getelementptr inbounds double, ptr %9, i64 %592
  %597 = getelementptr inbounds double, ptr %9, i64 %593
  %598 = load double, ptr %594, align 8, !tbaa !9
  %599 = load double, ptr %595, align 8, !tbaa !9
  %600 = load double, ptr %596, align 8, !tbaa !9
  %601 = load double, ptr %597, align 8, !tbaa !9
  %602 = insertelement <4 x double> poison, double %598, i64 0
  %603 = insertelement <4 x double> %602, double %599, i64 1
  %604 = insertelement <4 x double> %603, double %600, i64 2
  %605 = insertelement <4 x double> %604, double %601, i64 3
  %606 = fmul fast <4 x double> %581, %605
  %607 = fmul fast <4 x double> %579, %579
  %608 = fmul fast <4 x double> %607, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %609 = fsub fast <4 x double> %606, %608
  %610 = getelementptr inbounds double, ptr %10, i64 %576
  store <4 x double> %609, ptr %610, align 16, !tbaa !9
  %611 = add nuw i64 %576, 4
  %612 = icmp eq i64 %611, %471
  br i1 %612, label %613, label %575, !llvm.loop !29

613:                                              ; preds = %575
  br i1 %472, label %635, label %614

614:                                              ; preds = %613, %574
  %615 = phi i64 [ 0, %574 ], [ %471, %613 ]
  br label %616

616:                                              ; preds = %614, %616
  %617 = phi i64 [ %633, %616 ], [ %615, %614 ]
  %618 = getelementptr inbounds double, ptr %9, i64 %617
  %619 = load double, ptr %618, align 8, !tbaa !9
  %620 = fmul fast double %619, 5.000000e-01
  %621 = call fast double @llvm.exp.f64(double %620)
  %622 = trunc i64 %617 to i32
  %623 = add i32 %622, 2
  %624 = urem i32 %623, %316
  %625 = zext nneg i32 %624 to i64
  %626 = getelementptr inbounds double, ptr %9, i64 %625
  %627 = load double, ptr %626, align 8, !tbaa !9
  %628 = fmul fast double %621, %627
  %629 = fmul fast double %619, %619
  %630 = fmul fast double %629, 3.000000e-01
  %631 = fsub fast double %628, %630
  %632 = getelementptr inbounds double, ptr %10, i64 %617
  store double %631, ptr %632, align 8, !tbaa !9
  %633 = add nuw nsw i64 %617, 1
  %634 = icmp eq i64 %633, %464
  br i1 %634, label %635, label %616, !llvm.loop !30

635:                                              ; preds = %616, %613
  br label %636

636:                                              ; preds = %635, %636
  %637 = phi i64 [ %645, %636 ], [ 0, %635 ]
  %638 = phi double [ %644, %636 ], [ 0.000000e+00, %635 ]
  %639 = getelementptr inbounds double, ptr %13, i64 %637
  %640 = load double, ptr %639, align 8, !tbaa !9
  %641 = getelementptr inbounds [14 x double], ptr %10, i64 0, i64 %637
  %642 = load double, ptr %641, align 8, !tbaa !9
  %643 = fmul fast double %642, %640
  %644 = fadd fast double %643, %638
  %645 = add nuw nsw i64 %637, 1
  %646 = icmp eq i64 %645, %464
  br i1 %646, label %647, label %636, !llvm.loop !31

647:                                              ; preds = %636
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %9) #12
  %648 = fsub fast double %559, %644
  %649 = fmul fast double %648, 5.000000e+05
  %650 = call fast double @llvm.fabs.f64(double %649)
  %651 = call fast double @llvm.maxnum.f64(double %650, double 1.000000e+00)
  %652 = fsub fast double %477, %649
  %653 = call fast double @llvm.fabs.f64(double %652)
  %654 = fmul fast double %651, 0x3EB0C6F7A0B5ED8D
  %655 = fcmp fast ole double %653, %654
  %656 = select i1 %655, ptr @.str.11, ptr @.str.12
  %657 = trunc nuw nsw i64 %474 to i32
  %658 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %657, double noundef nofpclass(nan inf) %477, double noundef nofpclass(nan inf) %649, ptr noundef nonnull %656)
  br i1 %655, label %662, label %659

659:                                              ; preds = %647
  %660 = load i32, ptr @n_fail, align 4, !tbaa !11
  %661 = add nsw i32 %660, 1
  store i32 %661, ptr @n_fail, align 4, !tbaa !11
  br label %662

662:                                              ; preds = %659, %647
  %663 = add nuw nsw i64 %474, 1
  %664 = icmp eq i64 %663, %466
  br i1 %664, label %665, label %473, !llvm.loop !32

665:                                              ; preds = %662
  store ptr %13, ptr %165, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %13) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %18, ptr noundef nonnull align 16 dereferenceable(112) %14, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %19, ptr noundef nonnull align 16 dereferenceable(112) %15, i64 112, i1 false)
  %666 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %667 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fin, i32 noundef %666, ptr noundef nonnull %18, ptr noundef nonnull %19, i32 noundef %316) #12
  store i32 2, ptr %167, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12) #12
  %668 = add nsw i32 %316, -1
  %669 = sext i32 %668 to i64
  %670 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %669
  %671 = shl nsw i64 %465, 3
  %672 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %669
  %673 = icmp eq i64 %314, 2
  %674 = add nsw i64 %464, -1
  %675 = add nsw i64 %464, -1
  %676 = icmp ult i64 %675, 4
  %677 = and i64 %675, -4
  %678 = or disjoint i64 %677, 1
  %679 = icmp eq i64 %675, %677
  %680 = icmp ult i64 %674, 4
  %681 = and i64 %674, -4
  %682 = or disjoint i64 %681, 1
  %683 = icmp eq i64 %674, %681
  br label %684

684:                                              ; preds = %847, %665
  %685 = phi i64 [ %848, %847 ], [ 0, %665 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %12, i8 0, i64 112, i1 false)
  %686 = getelementptr inbounds [14 x double], ptr %12, i64 0, i64 %685
  store double 1.000000e+00, ptr %686, align 8, !tbaa !9
  %687 = getelementptr inbounds double, ptr %19, i64 %685
  %688 = load double, ptr %687, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %2) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %2, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  br label %689

689:                                              ; preds = %684, %689
  %690 = phi i64 [ %698, %689 ], [ 0, %684 ]
  %691 = getelementptr inbounds double, ptr %14, i64 %690
  %692 = load double, ptr %691, align 8, !tbaa !9
  %693 = getelementptr inbounds double, ptr %15, i64 %690
  %694 = load double, ptr %693, align 8, !tbaa !9
  %695 = fmul fast double %694, 0x3EB0C6F7A0B5ED8D
  %696 = fadd fast double %695, %692
  %697 = getelementptr inbounds [14 x double], ptr %2, i64 0, i64 %690
  store double %696, ptr %697, align 8, !tbaa !9
  %698 = add nuw nsw i64 %690, 1
  %699 = icmp eq i64 %698, %464
  br i1 %699, label %700, label %689, !llvm.loop !33

700:                                              ; preds = %689
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #12
  br label %725

701:                                              ; preds = %725
  br i1 %673, label %745, label %702

702:                                              ; preds = %701
  %703 = load double, ptr %1, align 16, !tbaa !9
  br i1 %676, label %704, label %707

704:                                              ; preds = %723, %702
  %705 = phi double [ %703, %702 ], [ %724, %723 ]
  %706 = phi i64 [ 1, %702 ], [ %678, %723 ]
  br label %733

707:                                              ; preds = %702
  %708 = insertelement <4 x double> poison, double %703, i64 3
  br label %709

709:                                              ; preds = %709, %707
  %710 = phi i64 [ 0, %707 ], [ %721, %709 ]
  %711 = phi <4 x double> [ %708, %707 ], [ %716, %709 ]
  %712 = or disjoint i64 %710, 1
  %713 = getelementptr inbounds double, ptr %2, i64 %712
  %714 = load <4 x double>, ptr %713, align 8, !tbaa !9
  %715 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %712
  %716 = load <4 x double>, ptr %715, align 8, !tbaa !9
  %717 = shufflevector <4 x double> %711, <4 x double> %716, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %718 = fmul fast <4 x double> %714, %717
  %719 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %716)
  %720 = fadd fast <4 x double> %719, %718
  store <4 x double> %720, ptr %713, align 8, !tbaa !9
  %721 = add nuw i64 %710, 4
  %722 = icmp eq i64 %721, %677
  br i1 %722, label %723, label %709, !llvm.loop !34

723:                                              ; preds = %709
  %724 = extractelement <4 x double> %716, i64 3
  br i1 %679, label %745, label %704

725:                                              ; preds = %725, %700
  %726 = phi i64 [ 0, %700 ], [ %731, %725 ]
  %727 = getelementptr inbounds double, ptr %2, i64 %726
  %728 = load double, ptr %727, align 8, !tbaa !9
  %729 = fmul fast double %728, %728
  %730 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %726
  store double %729, ptr %730, align 8, !tbaa !9
  %731 = add nuw nsw i64 %726, 1
  %732 = icmp eq i64 %731, %464
  br i1 %732, label %701, label %725, !llvm.loop !35

733:                                              ; preds = %704, %733
  %734 = phi double [ %740, %733 ], [ %705, %704 ]
  %735 = phi i64 [ %743, %733 ], [ %706, %704 ]
  %736 = getelementptr inbounds double, ptr %2, i64 %735
  %737 = load double, ptr %736, align 8, !tbaa !9
  %738 = fmul fast double %737, %734
  %739 = getelementptr inbounds [14 x double], ptr %1, i64 0, i64 %735
  %740 = load double, ptr %739, align 8, !tbaa !9
  %741 = call fast double @llvm.cos.f64(double %740)
  %742 = fadd fast double %741, %738
  store double %742, ptr %736, align 8, !tbaa !9
  %743 = add nuw nsw i64 %735, 1
  %744 = icmp eq i64 %743, %464
  br i1 %744, label %745, label %733, !llvm.loop !36

745:                                              ; preds = %733, %723, %701
  %746 = load double, ptr %670, align 8, !tbaa !9
  %747 = fadd fast double %746, 1.000000e+00
  %748 = call fast double @llvm.sqrt.f64(double %747)
  store double %748, ptr %2, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 16 %2, i64 %671, i1 false)
  br label %749

749:                                              ; preds = %745, %749
  %750 = phi i64 [ %758, %749 ], [ 0, %745 ]
  %751 = phi double [ %757, %749 ], [ 0.000000e+00, %745 ]
  %752 = getelementptr inbounds double, ptr %12, i64 %750
  %753 = load double, ptr %752, align 8, !tbaa !9
  %754 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %750
  %755 = load double, ptr %754, align 8, !tbaa !9
  %756 = fmul fast double %755, %753
  %757 = fadd fast double %756, %751
  %758 = add nuw nsw i64 %750, 1
  %759 = icmp eq i64 %758, %464
  br i1 %759, label %760, label %749, !llvm.loop !37

760:                                              ; preds = %749
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %5, i8 0, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %6, i8 0, i64 112, i1 false)
  br label %761

761:                                              ; preds = %761, %760
  %762 = phi i64 [ 0, %760 ], [ %770, %761 ]
  %763 = getelementptr inbounds double, ptr %14, i64 %762
  %764 = load double, ptr %763, align 8, !tbaa !9
  %765 = getelementptr inbounds double, ptr %15, i64 %762
  %766 = load double, ptr %765, align 8, !tbaa !9
  %767 = fmul fast double %766, 0x3EB0C6F7A0B5ED8D
  %768 = fsub fast double %764, %767
  %769 = getelementptr inbounds [14 x double], ptr %5, i64 0, i64 %762
  store double %768, ptr %769, align 8, !tbaa !9
  %770 = add nuw nsw i64 %762, 1
  %771 = icmp eq i64 %770, %464
  br i1 %771, label %772, label %761, !llvm.loop !38

772:                                              ; preds = %761
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %4) #12
  br label %797

773:                                              ; preds = %797
  br i1 %673, label %817, label %774

774:                                              ; preds = %773
  %775 = load double, ptr %4, align 16, !tbaa !9
  br i1 %680, label %776, label %779

776:                                              ; preds = %795, %774
  %777 = phi double [ %775, %774 ], [ %796, %795 ]
  %778 = phi i64 [ 1, %774 ], [ %682, %795 ]
  br label %805

779:                                              ; preds = %774
  %780 = insertelement <4 x double> poison, double %775, i64 3
  br label %781

781:                                              ; preds = %781, %779
  %782 = phi i64 [ 0, %779 ], [ %793, %781 ]
  %783 = phi <4 x double> [ %780, %779 ], [ %788, %781 ]
  %784 = or disjoint i64 %782, 1
  %785 = getelementptr inbounds double, ptr %5, i64 %784
  %786 = load <4 x double>, ptr %785, align 8, !tbaa !9
  %787 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %784
  %788 = load <4 x double>, ptr %787, align 8, !tbaa !9
  %789 = shufflevector <4 x double> %783, <4 x double> %788, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %790 = fmul fast <4 x double> %786, %789
  %791 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %788)
  %792 = fadd fast <4 x double> %791, %790
  store <4 x double> %792, ptr %785, align 8, !tbaa !9
  %793 = add nuw i64 %782, 4
  %794 = icmp eq i64 %793, %681
  br i1 %794, label %795, label %781, !llvm.loop !39

795:                                              ; preds = %781
  %796 = extractelement <4 x double> %788, i64 3
  br i1 %683, label %817, label %776

797:                                              ; preds = %797, %772
  %798 = phi i64 [ 0, %772 ], [ %803, %797 ]
  %799 = getelementptr inbounds double, ptr %5, i64 %798
  %800 = load double, ptr %799, align 8, !tbaa !9
  %801 = fmul fast double %800, %800
  %802 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %798
  store double %801, ptr %802, align 8, !tbaa !9
  %803 = add nuw nsw i64 %798, 1
  %804 = icmp eq i64 %803, %464
  br i1 %804, label %773, label %797, !llvm.loop !40

805:                                              ; preds = %776, %805
  %806 = phi double [ %812, %805 ], [ %777, %776 ]
  %807 = phi i64 [ %815, %805 ], [ %778, %776 ]
  %808 = getelementptr inbounds double, ptr %5, i64 %807
  %809 = load double, ptr %808, align 8, !tbaa !9
  %810 = fmul fast double %809, %806
  %811 = getelementptr inbounds [14 x double], ptr %4, i64 0, i64 %807
  %812 = load double, ptr %811, align 8, !tbaa !9
  %813 = call fast double @llvm.cos.f64(double %812)
  %814 = fadd fast double %813, %810
  store double %814, ptr %808, align 8, !tbaa !9
  %815 = add nuw nsw i64 %807, 1
  %816 = icmp eq i64 %815, %464
  br i1 %816, label %817, label %805, !llvm.loop !41

817:                                              ; preds = %805, %795, %773
  %818 = load double, ptr %672, align 8, !tbaa !9
  %819 = fadd fast double %818, 1.000000e+00
  %820 = call fast double @llvm.sqrt.f64(double %819)
  store double %820, ptr %5, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull align 16 %5, i64 %671, i1 false)
  br label %821

821:                                              ; preds = %817, %821
  %822 = phi i64 [ %830, %821 ], [ 0, %817 ]
  %823 = phi double [ %829, %821 ], [ 0.000000e+00, %817 ]
  %824 = getelementptr inbounds double, ptr %12, i64 %822
  %825 = load double, ptr %824, align 8, !tbaa !9
  %826 = getelementptr inbounds [14 x double], ptr %6, i64 0, i64 %822
  %827 = load double, ptr %826, align 8, !tbaa !9
  %828 = fmul fast double %827, %825
  %829 = fadd fast double %828, %823
  %830 = add nuw nsw i64 %822, 1
  %831 = icmp eq i64 %830, %464
  br i1 %831, label %832, label %821, !llvm.loop !42

832:                                              ; preds = %821
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #12
  %833 = fsub fast double %757, %829
  %834 = fmul fast double %833, 5.000000e+05
  %835 = call fast double @llvm.fabs.f64(double %834)
  %836 = call fast double @llvm.maxnum.f64(double %835, double 1.000000e+00)
  %837 = fsub fast double %688, %834
  %838 = call fast double @llvm.fabs.f64(double %837)
  %839 = fmul fast double %836, 0x3EB0C6F7A0B5ED8D
  %840 = fcmp fast ole double %838, %839
  %841 = select i1 %840, ptr @.str.11, ptr @.str.12
  %842 = trunc nuw nsw i64 %685 to i32
  %843 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %842, double noundef nofpclass(nan inf) %688, double noundef nofpclass(nan inf) %834, ptr noundef nonnull %841)
  br i1 %840, label %847, label %844

844:                                              ; preds = %832
  %845 = load i32, ptr @n_fail, align 4, !tbaa !11
  %846 = add nsw i32 %845, 1
  store i32 %846, ptr @n_fail, align 4, !tbaa !11
  br label %847

847:                                              ; preds = %844, %832
  %848 = add nuw nsw i64 %685, 1
  %849 = icmp eq i64 %848, %466
  br i1 %849, label %850, label %684, !llvm.loop !32

850:                                              ; preds = %847
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %20, ptr noundef nonnull align 16 dereferenceable(112) %14, i64 112, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11) #12
  br label %881

851:                                              ; preds = %881
  %852 = icmp eq i64 %314, 2
  br i1 %852, label %901, label %853

853:                                              ; preds = %851
  %854 = load double, ptr %11, align 16, !tbaa !9
  %855 = add nsw i64 %464, -1
  %856 = icmp ult i64 %855, 4
  br i1 %856, label %857, label %860

857:                                              ; preds = %878, %853
  %858 = phi double [ %854, %853 ], [ %879, %878 ]
  %859 = phi i64 [ 1, %853 ], [ %862, %878 ]
  br label %889

860:                                              ; preds = %853
  %861 = and i64 %855, -4
  %862 = or disjoint i64 %861, 1
  %863 = insertelement <4 x double> poison, double %854, i64 3
  br label %864

864:                                              ; preds = %864, %860
  %865 = phi i64 [ 0, %860 ], [ %876, %864 ]
  %866 = phi <4 x double> [ %863, %860 ], [ %871, %864 ]
  %867 = or disjoint i64 %865, 1
  %868 = getelementptr inbounds double, ptr %20, i64 %867
  %869 = load <4 x double>, ptr %868, align 8, !tbaa !9
  %870 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %867
  %871 = load <4 x double>, ptr %870, align 8, !tbaa !9
  %872 = shufflevector <4 x double> %866, <4 x double> %871, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %873 = fmul fast <4 x double> %869, %872
  %874 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %871)
  %875 = fadd fast <4 x double> %874, %873
  store <4 x double> %875, ptr %868, align 8, !tbaa !9
  %876 = add nuw i64 %865, 4
  %877 = icmp eq i64 %876, %861
  br i1 %877, label %878, label %864, !llvm.loop !43

878:                                              ; preds = %864
  %879 = extractelement <4 x double> %871, i64 3
  %880 = icmp eq i64 %855, %861
  br i1 %880, label %901, label %857

881:                                              ; preds = %881, %850
  %882 = phi i64 [ 0, %850 ], [ %887, %881 ]
  %883 = getelementptr inbounds double, ptr %20, i64 %882
  %884 = load double, ptr %883, align 8, !tbaa !9
  %885 = fmul fast double %884, %884
  %886 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %882
  store double %885, ptr %886, align 8, !tbaa !9
  %887 = add nuw nsw i64 %882, 1
  %888 = icmp eq i64 %887, %464
  br i1 %888, label %851, label %881, !llvm.loop !44

889:                                              ; preds = %857, %889
  %890 = phi double [ %896, %889 ], [ %858, %857 ]
  %891 = phi i64 [ %899, %889 ], [ %859, %857 ]
  %892 = getelementptr inbounds double, ptr %20, i64 %891
  %893 = load double, ptr %892, align 8, !tbaa !9
  %894 = fmul fast double %893, %890
  %895 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %891
  %896 = load double, ptr %895, align 8, !tbaa !9
  %897 = call fast double @llvm.cos.f64(double %896)
  %898 = fadd fast double %897, %894
  store double %898, ptr %892, align 8, !tbaa !9
  %899 = add nuw nsw i64 %891, 1
  %900 = icmp eq i64 %899, %464
  br i1 %900, label %901, label %889, !llvm.loop !45

901:                                              ; preds = %889, %878, %851
  %902 = getelementptr inbounds [14 x double], ptr %11, i64 0, i64 %669
  %903 = load double, ptr %902, align 8, !tbaa !9
  %904 = fadd fast double %903, 1.000000e+00
  %905 = call fast double @llvm.sqrt.f64(double %904)
  store double %905, ptr %20, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #12
  %906 = call i32 @llvm.smax.i32(i32 %316, i32 1)
  %907 = zext nneg i32 %906 to i64
  br label %911

908:                                              ; preds = %929
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #12
  %909 = add nuw nsw i64 %314, 1
  %910 = icmp eq i64 %909, 3
  br i1 %910, label %307, label %313, !llvm.loop !46

911:                                              ; preds = %901, %929
  %912 = phi i64 [ 0, %901 ], [ %930, %929 ]
  %913 = getelementptr inbounds [14 x double], ptr %18, i64 0, i64 %912
  %914 = load double, ptr %913, align 8, !tbaa !9
  %915 = getelementptr inbounds [14 x double], ptr %20, i64 0, i64 %912
  %916 = load double, ptr %915, align 8, !tbaa !9
  %917 = call fast double @llvm.fabs.f64(double %916)
  %918 = call fast double @llvm.maxnum.f64(double %917, double 1.000000e+00)
  %919 = fsub fast double %914, %916
  %920 = call fast double @llvm.fabs.f64(double %919)
  %921 = fmul fast double %918, 0x3D719799812DEA11
  %922 = fcmp fast ole double %920, %921
  %923 = select i1 %922, ptr @.str.11, ptr @.str.12
  %924 = trunc nuw nsw i64 %912 to i32
  %925 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %924, double noundef nofpclass(nan inf) %914, double noundef nofpclass(nan inf) %916, ptr noundef nonnull %923)
  br i1 %922, label %929, label %926

926:                                              ; preds = %911
  %927 = load i32, ptr @n_fail, align 4, !tbaa !11
  %928 = add nsw i32 %927, 1
  store i32 %928, ptr @n_fail, align 4, !tbaa !11
  br label %929

929:                                              ; preds = %911, %926
  %930 = add nuw nsw i64 %912, 1
  %931 = icmp eq i64 %930, %907
  br i1 %931, label %908, label %911, !llvm.loop !47
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
  br i1 %91, label %92, label %16, !llvm.loop !48

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
  br i1 %123, label %98, label %104, !llvm.loop !49
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @shifted(double noundef nofpclass(nan inf) %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
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
  br i1 %52, label %53, label %21, !llvm.loop !50

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
  br i1 %68, label %55, label %58, !llvm.loop !51

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
  br i1 %152, label %153, label %79, !llvm.loop !52

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
  br i1 %171, label %159, label %163, !llvm.loop !53

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
  br i1 %224, label %225, label %187, !llvm.loop !54

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
  br i1 %247, label %337, label %229, !llvm.loop !55

248:                                              ; preds = %55
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %275, label %276, label %256, !llvm.loop !56

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
  br i1 %304, label %305, label %291, !llvm.loop !57

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
  br i1 %315, label %278, label %308, !llvm.loop !58

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
  br i1 %327, label %328, label %316, !llvm.loop !59

328:                                              ; preds = %316, %305, %248, %278
  %329 = add nsw i32 %7, -1
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = fadd fast double %332, 1.000000e+00
  %334 = tail call fast double @llvm.sqrt.f64(double %333)
  store double %334, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %376, label %377, label %345, !llvm.loop !60

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
  br i1 %396, label %397, label %386, !llvm.loop !61

397:                                              ; preds = %386, %377, %181, %337, %159, %69
  %398 = phi nsz double [ 0.000000e+00, %69 ], [ %162, %159 ], [ 0.000000e+00, %337 ], [ 0.000000e+00, %181 ], [ %381, %377 ], [ %394, %386 ]
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %4) #12
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
  br i1 %67, label %11, label %31, !llvm.loop !62
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @fin(ptr nocapture noundef %0, i32 noundef %1) #7 {
  %3 = alloca [14 x double], align 16
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %31, label %32, label %12, !llvm.loop !63

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
  br i1 %61, label %62, label %48, !llvm.loop !64

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
  br i1 %72, label %34, label %65, !llvm.loop !65

73:                                               ; preds = %80, %62, %2, %34
  %74 = add nsw i32 %1, -1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [14 x double], ptr %3, i64 0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fadd fast double %77, 1.000000e+00
  %79 = tail call fast double @llvm.sqrt.f64(double %78)
  store double %79, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #12
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
  br i1 %91, label %73, label %80, !llvm.loop !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!22 = distinct !{!22, !14, !23, !24}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = distinct !{!25, !14, !24, !23}
!26 = distinct !{!26, !14, !23, !24}
!27 = distinct !{!27, !14, !23, !24}
!28 = distinct !{!28, !14, !23, !24}
!29 = distinct !{!29, !14, !24, !23}
!30 = distinct !{!30, !14, !23, !24}
!31 = distinct !{!31, !14, !23, !24}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14, !23, !24}
!34 = distinct !{!34, !14, !24, !23}
!35 = distinct !{!35, !14, !23, !24}
!36 = distinct !{!36, !14, !23, !24}
!37 = distinct !{!37, !14, !23, !24}
!38 = distinct !{!38, !14, !23, !24}
!39 = distinct !{!39, !14, !24, !23}
!40 = distinct !{!40, !14, !23, !24}
!41 = distinct !{!41, !14, !23, !24}
!42 = distinct !{!42, !14, !23, !24}
!43 = distinct !{!43, !14, !24, !23}
!44 = distinct !{!44, !14, !23, !24}
!45 = distinct !{!45, !14, !23, !24}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14, !24, !23}
!49 = distinct !{!49, !14, !23, !24}
!50 = distinct !{!50, !14, !24, !23}
!51 = distinct !{!51, !14, !23, !24}
!52 = distinct !{!52, !14, !24, !23}
!53 = distinct !{!53, !14, !23, !24}
!54 = distinct !{!54, !14, !24, !23}
!55 = distinct !{!55, !14, !23, !24}
!56 = distinct !{!56, !14, !24, !23}
!57 = distinct !{!57, !14, !24, !23}
!58 = distinct !{!58, !14, !23, !24}
!59 = distinct !{!59, !14, !23, !24}
!60 = distinct !{!60, !14, !24, !23}
!61 = distinct !{!61, !14, !23, !24}
!62 = distinct !{!62, !14}
!63 = distinct !{!63, !14, !24, !23}
!64 = distinct !{!64, !14, !24, !23}
!65 = distinct !{!65, !14, !23, !24}
!66 = distinct !{!66, !14, !23, !24}
