; ModuleID = 'memmove.c'
source_filename = "memmove.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, i32, ptr }

@main.ks = internal unnamed_addr constant [5 x i32] [i32 1, i32 2, i32 4, i32 -1, i32 -3], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"shift.db\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"shift.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"fir.dh\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"erase.db\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"shiftf.db\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"memmove\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [9 x double], align 16
  %12 = alloca [9 x double], align 16
  %13 = alloca [9 x double], align 16
  %14 = alloca [9 x double], align 16
  %15 = alloca %struct.Ctx, align 8
  %16 = alloca [9 x double], align 16
  %17 = alloca [9 x double], align 16
  %18 = alloca %struct.Ctx, align 8
  %19 = alloca [9 x float], align 16
  %20 = alloca [9 x float], align 16
  %21 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #13
  %22 = load i64, ptr @rng_state, align 8, !tbaa !5
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = insertelement <2 x i64> poison, i64 %24, i64 0
  %28 = insertelement <2 x i64> %27, i64 %26, i64 1
  %29 = lshr <2 x i64> %28, <i64 10, i64 10>
  %30 = and <2 x i64> %29, <i64 18014398509481982, i64 18014398509481982>
  %31 = uitofp nneg <2 x i64> %30 to <2 x double>
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %32, ptr %11, align 16, !tbaa !9
  %33 = mul i64 %26, 6364136223846793005
  %34 = getelementptr inbounds i8, ptr %11, i64 16
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
  %45 = getelementptr inbounds i8, ptr %11, i64 32
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
  %56 = getelementptr inbounds i8, ptr %11, i64 48
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
  %67 = add i64 %66, 1442695040888963407
  %68 = lshr i64 %67, 10
  %69 = and i64 %68, 18014398509481982
  %70 = uitofp nneg i64 %69 to double
  %71 = tail call double @llvm.fmuladd.f64(double %70, double 0x3CA0000000000000, double -1.000000e+00)
  %72 = getelementptr inbounds i8, ptr %11, i64 64
  store double %71, ptr %72, align 16, !tbaa !9
  %73 = mul i64 %67, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = insertelement <2 x i64> %77, i64 %76, i64 1
  %79 = lshr <2 x i64> %78, <i64 10, i64 10>
  %80 = and <2 x i64> %79, <i64 18014398509481982, i64 18014398509481982>
  %81 = uitofp nneg <2 x i64> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %83 = mul i64 %76, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = insertelement <2 x i64> poison, i64 %84, i64 0
  %88 = insertelement <2 x i64> %87, i64 %86, i64 1
  %89 = lshr <2 x i64> %88, <i64 10, i64 10>
  %90 = and <2 x i64> %89, <i64 18014398509481982, i64 18014398509481982>
  %91 = uitofp nneg <2 x i64> %90 to <2 x double>
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %93 = mul i64 %86, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <2 x i64> poison, i64 %94, i64 0
  %98 = insertelement <2 x i64> %97, i64 %96, i64 1
  %99 = lshr <2 x i64> %98, <i64 10, i64 10>
  %100 = and <2 x i64> %99, <i64 18014398509481982, i64 18014398509481982>
  %101 = uitofp nneg <2 x i64> %100 to <2 x double>
  %102 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %103 = mul i64 %96, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = insertelement <2 x i64> poison, i64 %104, i64 0
  %108 = insertelement <2 x i64> %107, i64 %106, i64 1
  %109 = lshr <2 x i64> %108, <i64 10, i64 10>
  %110 = and <2 x i64> %109, <i64 18014398509481982, i64 18014398509481982>
  %111 = uitofp nneg <2 x i64> %110 to <2 x double>
  %112 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %113 = mul i64 %106, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = lshr i64 %114, 10
  %116 = and i64 %115, 18014398509481982
  %117 = uitofp nneg i64 %116 to double
  %118 = tail call double @llvm.fmuladd.f64(double %117, double 0x3CA0000000000000, double -1.000000e+00)
  %119 = mul i64 %114, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = mul i64 %120, 6364136223846793005
  %122 = add i64 %121, 1442695040888963407
  %123 = insertelement <2 x i64> poison, i64 %120, i64 0
  %124 = insertelement <2 x i64> %123, i64 %122, i64 1
  %125 = lshr <2 x i64> %124, <i64 10, i64 10>
  %126 = and <2 x i64> %125, <i64 18014398509481982, i64 18014398509481982>
  %127 = uitofp nneg <2 x i64> %126 to <2 x double>
  %128 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %128, ptr %14, align 16, !tbaa !9
  %129 = mul i64 %122, 6364136223846793005
  %130 = getelementptr inbounds i8, ptr %14, i64 16
  %131 = add i64 %129, 1442695040888963407
  %132 = mul i64 %131, 6364136223846793005
  %133 = add i64 %132, 1442695040888963407
  %134 = insertelement <2 x i64> poison, i64 %131, i64 0
  %135 = insertelement <2 x i64> %134, i64 %133, i64 1
  %136 = lshr <2 x i64> %135, <i64 10, i64 10>
  %137 = and <2 x i64> %136, <i64 18014398509481982, i64 18014398509481982>
  %138 = uitofp nneg <2 x i64> %137 to <2 x double>
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %139, ptr %130, align 16, !tbaa !9
  %140 = mul i64 %133, 6364136223846793005
  %141 = getelementptr inbounds i8, ptr %14, i64 32
  %142 = add i64 %140, 1442695040888963407
  %143 = mul i64 %142, 6364136223846793005
  %144 = add i64 %143, 1442695040888963407
  %145 = insertelement <2 x i64> poison, i64 %142, i64 0
  %146 = insertelement <2 x i64> %145, i64 %144, i64 1
  %147 = lshr <2 x i64> %146, <i64 10, i64 10>
  %148 = and <2 x i64> %147, <i64 18014398509481982, i64 18014398509481982>
  %149 = uitofp nneg <2 x i64> %148 to <2 x double>
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %150, ptr %141, align 16, !tbaa !9
  %151 = mul i64 %144, 6364136223846793005
  %152 = getelementptr inbounds i8, ptr %14, i64 48
  %153 = add i64 %151, 1442695040888963407
  %154 = mul i64 %153, 6364136223846793005
  %155 = add i64 %154, 1442695040888963407
  %156 = insertelement <2 x i64> poison, i64 %153, i64 0
  %157 = insertelement <2 x i64> %156, i64 %155, i64 1
  %158 = lshr <2 x i64> %157, <i64 10, i64 10>
  %159 = and <2 x i64> %158, <i64 18014398509481982, i64 18014398509481982>
  %160 = uitofp nneg <2 x i64> %159 to <2 x double>
  %161 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %160, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %161, ptr %152, align 16, !tbaa !9
  %162 = mul i64 %155, 6364136223846793005
  %163 = add i64 %162, 1442695040888963407
  %164 = lshr i64 %163, 10
  %165 = and i64 %164, 18014398509481982
  %166 = uitofp nneg i64 %165 to double
  %167 = tail call double @llvm.fmuladd.f64(double %166, double 0x3CA0000000000000, double -1.000000e+00)
  %168 = getelementptr inbounds i8, ptr %14, i64 64
  store double %167, ptr %168, align 16, !tbaa !9
  store i64 %163, ptr @rng_state, align 8, !tbaa !5
  %169 = getelementptr inbounds i8, ptr %15, i64 4
  %170 = getelementptr inbounds i8, ptr %15, i64 8
  %171 = getelementptr inbounds i8, ptr %15, i64 16
  %172 = getelementptr inbounds i8, ptr %17, i64 16
  %173 = getelementptr inbounds i8, ptr %17, i64 32
  %174 = getelementptr inbounds i8, ptr %17, i64 48
  %175 = getelementptr inbounds i8, ptr %17, i64 64
  %176 = getelementptr inbounds i8, ptr %13, i64 8
  %177 = getelementptr inbounds i8, ptr %13, i64 16
  %178 = getelementptr inbounds i8, ptr %13, i64 24
  %179 = getelementptr inbounds i8, ptr %13, i64 32
  %180 = getelementptr inbounds i8, ptr %13, i64 40
  %181 = getelementptr inbounds i8, ptr %13, i64 48
  %182 = getelementptr inbounds i8, ptr %13, i64 56
  %183 = getelementptr inbounds i8, ptr %13, i64 64
  %184 = extractelement <2 x double> %82, i64 0
  %185 = extractelement <2 x double> %82, i64 1
  %186 = extractelement <2 x double> %92, i64 0
  %187 = extractelement <2 x double> %92, i64 1
  %188 = extractelement <2 x double> %102, i64 0
  %189 = extractelement <2 x double> %102, i64 1
  %190 = extractelement <2 x double> %112, i64 0
  %191 = extractelement <2 x double> %112, i64 1
  br label %216

192:                                              ; preds = %267
  %193 = getelementptr inbounds i8, ptr %18, i64 4
  %194 = getelementptr inbounds i8, ptr %18, i64 8
  %195 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #13
  store i32 9, ptr %18, align 8, !tbaa !11
  store i32 0, ptr %193, align 4, !tbaa !15
  store i32 1, ptr %194, align 8, !tbaa !16
  store ptr %14, ptr %195, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %196 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %197 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %198 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %196, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %197, ptr noundef nonnull %14, i32 noundef %197, i32 noundef 9, i32 noundef %197, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_fir, ptr noundef nonnull %18, ptr noundef nonnull %11, ptr noundef nonnull %13, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #13
  store i32 9, ptr %18, align 8, !tbaa !11
  store i32 0, ptr %193, align 4, !tbaa !15
  store i32 4, ptr %194, align 8, !tbaa !16
  store ptr %14, ptr %195, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %199 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %200 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %201 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %199, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %200, ptr noundef nonnull %14, i32 noundef %200, i32 noundef 9, i32 noundef %200, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_fir, ptr noundef nonnull %18, ptr noundef nonnull %11, ptr noundef nonnull %13, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #13
  %202 = getelementptr inbounds i8, ptr %3, i64 8
  %203 = getelementptr inbounds i8, ptr %3, i64 16
  %204 = getelementptr inbounds i8, ptr %3, i64 24
  %205 = getelementptr inbounds i8, ptr %3, i64 32
  %206 = getelementptr inbounds i8, ptr %3, i64 40
  %207 = getelementptr inbounds i8, ptr %3, i64 48
  %208 = getelementptr inbounds i8, ptr %3, i64 56
  %209 = getelementptr inbounds i8, ptr %4, i64 8
  %210 = getelementptr inbounds i8, ptr %4, i64 16
  %211 = getelementptr inbounds i8, ptr %4, i64 24
  %212 = getelementptr inbounds i8, ptr %4, i64 32
  %213 = getelementptr inbounds i8, ptr %4, i64 40
  %214 = getelementptr inbounds i8, ptr %4, i64 48
  %215 = getelementptr inbounds i8, ptr %4, i64 56
  br label %332

216:                                              ; preds = %0, %267
  %217 = phi i64 [ 0, %0 ], [ %268, %267 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store i32 9, ptr %15, align 8, !tbaa !11
  %218 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !18
  store i32 %219, ptr %169, align 4, !tbaa !15
  store i32 0, ptr %170, align 8, !tbaa !16
  store ptr %14, ptr %171, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %220 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %221 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %222 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift, i32 noundef %220, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %221, i32 noundef 9, i32 noundef %221, i32 noundef %219) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_shift, ptr noundef nonnull %15, ptr noundef nonnull %11, ptr noundef nonnull %13, double noundef 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %17) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %16, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  store <2 x double> %82, ptr %17, align 16
  store <2 x double> %92, ptr %172, align 16
  store <2 x double> %102, ptr %173, align 16
  store <2 x double> %112, ptr %174, align 16
  store double %118, ptr %175, align 16
  %223 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %224 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %225 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @shift, i32 noundef %223, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %224, i32 noundef 9, i32 noundef %224, i32 noundef %219) #13
  %226 = load double, ptr %13, align 16, !tbaa !9
  %227 = call double @llvm.fmuladd.f64(double %184, double %226, double 0.000000e+00)
  %228 = load double, ptr %176, align 8, !tbaa !9
  %229 = call double @llvm.fmuladd.f64(double %185, double %228, double %227)
  %230 = load double, ptr %177, align 16, !tbaa !9
  %231 = call double @llvm.fmuladd.f64(double %186, double %230, double %229)
  %232 = load double, ptr %178, align 8, !tbaa !9
  %233 = call double @llvm.fmuladd.f64(double %187, double %232, double %231)
  %234 = load double, ptr %179, align 16, !tbaa !9
  %235 = call double @llvm.fmuladd.f64(double %188, double %234, double %233)
  %236 = load double, ptr %180, align 8, !tbaa !9
  %237 = call double @llvm.fmuladd.f64(double %189, double %236, double %235)
  %238 = load double, ptr %181, align 16, !tbaa !9
  %239 = call double @llvm.fmuladd.f64(double %190, double %238, double %237)
  %240 = load double, ptr %182, align 8, !tbaa !9
  %241 = call double @llvm.fmuladd.f64(double %191, double %240, double %239)
  %242 = load double, ptr %183, align 16, !tbaa !9
  %243 = call double @llvm.fmuladd.f64(double %118, double %242, double %241)
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ogt double %244, 1.000000e+00
  %246 = select i1 %245, double %244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %225, ptr %10, align 8, !tbaa !9
  %247 = load volatile double, ptr %10, align 8, !tbaa !9
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %249, label %262, label %250

250:                                              ; preds = %216
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %243, ptr %9, align 8, !tbaa !9
  %251 = load volatile double, ptr %9, align 8, !tbaa !9
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %253, label %262, label %254

254:                                              ; preds = %250
  %255 = fsub double %225, %243
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = fmul double %246, 1.000000e-09
  %258 = fcmp ugt double %256, %257
  br i1 %258, label %262, label %259

259:                                              ; preds = %254
  %260 = trunc nuw nsw i64 %217 to i32
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %260, double noundef %225, double noundef %243, ptr noundef nonnull @.str.7)
  br label %267

262:                                              ; preds = %254, %250, %216
  %263 = trunc nuw nsw i64 %217 to i32
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %263, double noundef %225, double noundef %243, ptr noundef nonnull @.str.8)
  %265 = load i32, ptr @n_fail, align 4, !tbaa !18
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr @n_fail, align 4, !tbaa !18
  br label %267

267:                                              ; preds = %259, %262
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  %268 = add nuw nsw i64 %217, 1
  %269 = icmp eq i64 %268, 5
  br i1 %269, label %192, label %216, !llvm.loop !19

270:                                              ; preds = %442
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %20, i8 0, i64 36, i1 false), !tbaa !21
  %271 = load <4 x double>, ptr %11, align 16, !tbaa !9
  %272 = fptrunc <4 x double> %271 to <4 x float>
  store <4 x float> %272, ptr %19, align 16, !tbaa !21
  %273 = getelementptr inbounds i8, ptr %19, i64 16
  %274 = load <4 x double>, ptr %45, align 16, !tbaa !9
  %275 = fptrunc <4 x double> %274 to <4 x float>
  store <4 x float> %275, ptr %273, align 16, !tbaa !21
  %276 = load double, ptr %72, align 16, !tbaa !9
  %277 = fptrunc double %276 to float
  %278 = getelementptr inbounds i8, ptr %19, i64 32
  store float %277, ptr %278, align 16, !tbaa !21
  %279 = fpext float %277 to double
  %280 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %281 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %282 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shiftf, i32 noundef %280, ptr noundef nonnull %19, ptr noundef nonnull %20, i32 noundef %281, i32 noundef 9, i32 noundef %281, i32 noundef 2) #13
  %283 = load <2 x float>, ptr %20, align 16, !tbaa !21
  %284 = fpext <2 x float> %283 to <2 x double>
  store <2 x double> %284, ptr %21, align 16, !tbaa !9
  %285 = getelementptr inbounds i8, ptr %20, i64 8
  %286 = getelementptr inbounds i8, ptr %21, i64 16
  %287 = load <2 x float>, ptr %285, align 8, !tbaa !21
  %288 = fpext <2 x float> %287 to <2 x double>
  store <2 x double> %288, ptr %286, align 16, !tbaa !9
  %289 = getelementptr inbounds i8, ptr %20, i64 16
  %290 = getelementptr inbounds i8, ptr %21, i64 32
  %291 = load <2 x float>, ptr %289, align 16, !tbaa !21
  %292 = fpext <2 x float> %291 to <2 x double>
  store <2 x double> %292, ptr %290, align 16, !tbaa !9
  %293 = getelementptr inbounds i8, ptr %20, i64 24
  %294 = getelementptr inbounds i8, ptr %21, i64 48
  %295 = load <2 x float>, ptr %293, align 8, !tbaa !21
  %296 = fpext <2 x float> %295 to <2 x double>
  store <2 x double> %296, ptr %294, align 16, !tbaa !9
  %297 = getelementptr inbounds i8, ptr %20, i64 32
  %298 = load float, ptr %297, align 16, !tbaa !21
  %299 = fpext float %298 to double
  %300 = getelementptr inbounds i8, ptr %21, i64 64
  store double %299, ptr %300, align 16, !tbaa !9
  %301 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  %302 = shufflevector <4 x float> %272, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %303 = fpext <2 x float> %302 to <2 x double>
  store <2 x double> %303, ptr %301, align 8
  %304 = getelementptr inbounds i8, ptr %301, i64 16
  %305 = shufflevector <4 x float> %272, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %306 = fpext <2 x float> %305 to <2 x double>
  store <2 x double> %306, ptr %304, align 8
  %307 = getelementptr inbounds i8, ptr %301, i64 32
  %308 = shufflevector <4 x float> %275, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %309 = fpext <2 x float> %308 to <2 x double>
  store <2 x double> %309, ptr %307, align 8
  %310 = getelementptr inbounds i8, ptr %301, i64 48
  %311 = shufflevector <4 x float> %275, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %312 = fpext <2 x float> %311 to <2 x double>
  store <2 x double> %312, ptr %310, align 8
  %313 = getelementptr inbounds i8, ptr %301, i64 64
  store double %279, ptr %313, align 8
  %314 = getelementptr inbounds i8, ptr %1, i64 16
  %315 = getelementptr inbounds i8, ptr %1, i64 8
  %316 = getelementptr inbounds i8, ptr %1, i64 16
  %317 = getelementptr inbounds i8, ptr %1, i64 24
  %318 = getelementptr inbounds i8, ptr %1, i64 32
  %319 = getelementptr inbounds i8, ptr %1, i64 40
  %320 = getelementptr inbounds i8, ptr %1, i64 48
  %321 = getelementptr inbounds i8, ptr %1, i64 56
  %322 = getelementptr inbounds i8, ptr %1, i64 64
  %323 = getelementptr inbounds i8, ptr %2, i64 16
  %324 = getelementptr inbounds i8, ptr %2, i64 8
  %325 = getelementptr inbounds i8, ptr %2, i64 16
  %326 = getelementptr inbounds i8, ptr %2, i64 24
  %327 = getelementptr inbounds i8, ptr %2, i64 32
  %328 = getelementptr inbounds i8, ptr %2, i64 40
  %329 = getelementptr inbounds i8, ptr %2, i64 48
  %330 = getelementptr inbounds i8, ptr %2, i64 56
  %331 = getelementptr inbounds i8, ptr %2, i64 64
  br label %445

332:                                              ; preds = %192, %442
  %333 = phi i64 [ 0, %192 ], [ %443, %442 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %334 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %335 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %336 = trunc nuw nsw i64 %333 to i32
  %337 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %334, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %335, i32 noundef 9, i32 noundef %335, i32 noundef %336) #13
  %338 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %338, ptr noundef nonnull readonly align 16 dereferenceable(72) %11, i64 72, i1 false)
  %339 = getelementptr inbounds double, ptr %3, i64 %333
  %340 = getelementptr inbounds i8, ptr %339, i64 8
  %341 = shl nuw nsw i64 %333, 3
  %342 = sub nuw nsw i64 64, %341
  %343 = getelementptr inbounds double, ptr %4, i64 %333
  %344 = getelementptr inbounds i8, ptr %343, i64 8
  br label %345

345:                                              ; preds = %332, %439
  %346 = phi i64 [ 0, %332 ], [ %440, %439 ]
  %347 = getelementptr inbounds double, ptr %13, i64 %346
  %348 = load double, ptr %347, align 8, !tbaa !9
  %349 = getelementptr inbounds double, ptr %338, i64 %346
  %350 = load double, ptr %349, align 8, !tbaa !9
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fcmp ogt double %351, 1.000000e+00
  %353 = select i1 %352, double %351, double 1.000000e+00
  %354 = fmul double %353, 0x3EB0C6F7A0B5ED8D
  %355 = fadd double %350, %354
  store double %355, ptr %349, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull readonly align 8 dereferenceable(72) %338, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %339, ptr nonnull align 8 %340, i64 %342, i1 false)
  %356 = load <2 x double>, ptr %3, align 16
  %357 = load <2 x double>, ptr %202, align 8
  %358 = load <2 x double>, ptr %203, align 16
  %359 = load <2 x double>, ptr %204, align 8
  %360 = load <2 x double>, ptr %205, align 16
  %361 = load <2 x double>, ptr %206, align 8
  %362 = load <2 x double>, ptr %207, align 16
  %363 = load <2 x double>, ptr %208, align 8
  %364 = fsub double %350, %354
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  store double %364, ptr %349, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %4, ptr noundef nonnull readonly align 8 dereferenceable(72) %338, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %343, ptr nonnull align 8 %344, i64 %342, i1 false)
  %365 = load double, ptr %4, align 16, !tbaa !9
  %366 = load double, ptr %209, align 8, !tbaa !9
  %367 = load double, ptr %210, align 16, !tbaa !9
  %368 = load double, ptr %211, align 8, !tbaa !9
  %369 = load double, ptr %212, align 16, !tbaa !9
  %370 = load double, ptr %213, align 8, !tbaa !9
  %371 = load double, ptr %214, align 16, !tbaa !9
  %372 = load double, ptr %215, align 8, !tbaa !9
  %373 = insertelement <2 x double> %356, double %365, i64 1
  %374 = fmul <2 x double> %373, <double 5.000000e-01, double 5.000000e-01>
  %375 = insertelement <2 x double> %357, double %366, i64 1
  %376 = fmul <2 x double> %375, <double 2.000000e+00, double 2.000000e+00>
  %377 = fmul <2 x double> %375, <double 5.000000e-01, double 5.000000e-01>
  %378 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %376, <2 x double> %375, <2 x double> %377)
  %379 = insertelement <2 x double> %358, double %367, i64 1
  %380 = fmul <2 x double> %379, <double 3.000000e+00, double 3.000000e+00>
  %381 = fmul <2 x double> %379, <double 5.000000e-01, double 5.000000e-01>
  %382 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %380, <2 x double> %379, <2 x double> %381)
  %383 = insertelement <2 x double> %359, double %368, i64 1
  %384 = fmul <2 x double> %383, <double 4.000000e+00, double 4.000000e+00>
  %385 = fmul <2 x double> %383, <double 5.000000e-01, double 5.000000e-01>
  %386 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %384, <2 x double> %383, <2 x double> %385)
  %387 = insertelement <2 x double> %360, double %369, i64 1
  %388 = fmul <2 x double> %387, <double 5.000000e+00, double 5.000000e+00>
  %389 = fmul <2 x double> %387, <double 5.000000e-01, double 5.000000e-01>
  %390 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %388, <2 x double> %387, <2 x double> %389)
  %391 = insertelement <2 x double> %361, double %370, i64 1
  %392 = fmul <2 x double> %391, <double 6.000000e+00, double 6.000000e+00>
  %393 = fmul <2 x double> %391, <double 5.000000e-01, double 5.000000e-01>
  %394 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> %391, <2 x double> %393)
  %395 = insertelement <2 x double> %362, double %371, i64 1
  %396 = fmul <2 x double> %395, <double 7.000000e+00, double 7.000000e+00>
  %397 = fmul <2 x double> %395, <double 5.000000e-01, double 5.000000e-01>
  %398 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %396, <2 x double> %395, <2 x double> %397)
  %399 = insertelement <2 x double> %363, double %372, i64 1
  %400 = fmul <2 x double> %399, <double 8.000000e+00, double 8.000000e+00>
  %401 = fmul <2 x double> %399, <double 5.000000e-01, double 5.000000e-01>
  %402 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %400, <2 x double> %399, <2 x double> %401)
  %403 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %373, <2 x double> %373, <2 x double> %374)
  %404 = fadd <2 x double> %403, %378
  %405 = fadd <2 x double> %404, %382
  %406 = fadd <2 x double> %405, %386
  %407 = fadd <2 x double> %406, %390
  %408 = fadd <2 x double> %407, %394
  %409 = fadd <2 x double> %408, %398
  %410 = fadd <2 x double> %409, %402
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #13
  store double %350, ptr %349, align 8, !tbaa !9
  %411 = shufflevector <2 x double> %410, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %412 = fsub <2 x double> %410, %411
  %413 = extractelement <2 x double> %412, i64 0
  %414 = fsub double %355, %364
  %415 = fdiv double %413, %414
  %416 = call double @llvm.fabs.f64(double %415)
  %417 = fcmp ogt double %416, 1.000000e+00
  %418 = select i1 %417, double %416, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %348, ptr %8, align 8, !tbaa !9
  %419 = load volatile double, ptr %8, align 8, !tbaa !9
  %420 = call double @llvm.fabs.f64(double %419)
  %421 = fcmp ueq double %420, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %421, label %434, label %422

422:                                              ; preds = %345
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %415, ptr %7, align 8, !tbaa !9
  %423 = load volatile double, ptr %7, align 8, !tbaa !9
  %424 = call double @llvm.fabs.f64(double %423)
  %425 = fcmp ueq double %424, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %425, label %434, label %426

426:                                              ; preds = %422
  %427 = fsub double %348, %415
  %428 = call double @llvm.fabs.f64(double %427)
  %429 = fmul double %418, 0x3EB0C6F7A0B5ED8D
  %430 = fcmp ugt double %428, %429
  br i1 %430, label %434, label %431

431:                                              ; preds = %426
  %432 = trunc nuw nsw i64 %346 to i32
  %433 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %432, double noundef %348, double noundef %415, ptr noundef nonnull @.str.7)
  br label %439

434:                                              ; preds = %426, %422, %345
  %435 = trunc nuw nsw i64 %346 to i32
  %436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %435, double noundef %348, double noundef %415, ptr noundef nonnull @.str.8)
  %437 = load i32, ptr @n_fail, align 4, !tbaa !18
  %438 = add nsw i32 %437, 1
  store i32 %438, ptr @n_fail, align 4, !tbaa !18
  br label %439

439:                                              ; preds = %434, %431
  %440 = add nuw nsw i64 %346, 1
  %441 = icmp eq i64 %440, 9
  br i1 %441, label %442, label %345, !llvm.loop !23

442:                                              ; preds = %439
  call void @free(ptr noundef nonnull %338) #13
  %443 = add nuw nsw i64 %333, 3
  %444 = icmp ult i64 %333, 5
  br i1 %444, label %332, label %270, !llvm.loop !24

445:                                              ; preds = %270, %530
  %446 = phi i64 [ 0, %270 ], [ %531, %530 ]
  %447 = getelementptr inbounds double, ptr %21, i64 %446
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = getelementptr inbounds double, ptr %301, i64 %446
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp ogt double %451, 1.000000e+00
  %453 = select i1 %452, double %451, double 1.000000e+00
  %454 = fmul double %453, 0x3EB0C6F7A0B5ED8D
  %455 = fadd double %450, %454
  store double %455, ptr %449, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %1, ptr noundef nonnull readonly align 8 dereferenceable(72) %301, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %314, i64 56, i1 false)
  %456 = load <2 x double>, ptr %1, align 16
  %457 = load <2 x double>, ptr %315, align 8
  %458 = load <2 x double>, ptr %316, align 16
  %459 = load <2 x double>, ptr %317, align 8
  %460 = load <2 x double>, ptr %318, align 16
  %461 = load <2 x double>, ptr %319, align 8
  %462 = load <2 x double>, ptr %320, align 16
  %463 = load <2 x double>, ptr %321, align 8
  %464 = load double, ptr %322, align 16, !tbaa !9
  %465 = fsub double %450, %454
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1)
  store double %465, ptr %449, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, ptr noundef nonnull readonly align 8 dereferenceable(72) %301, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %323, i64 56, i1 false)
  %466 = load double, ptr %2, align 16, !tbaa !9
  %467 = load double, ptr %324, align 8, !tbaa !9
  %468 = load double, ptr %325, align 16, !tbaa !9
  %469 = load double, ptr %326, align 8, !tbaa !9
  %470 = load double, ptr %327, align 16, !tbaa !9
  %471 = load double, ptr %328, align 8, !tbaa !9
  %472 = load double, ptr %329, align 16, !tbaa !9
  %473 = load double, ptr %330, align 8, !tbaa !9
  %474 = load double, ptr %331, align 16, !tbaa !9
  %475 = insertelement <2 x double> %457, double %467, i64 1
  %476 = fmul <2 x double> %475, <double 2.000000e+00, double 2.000000e+00>
  %477 = insertelement <2 x double> %458, double %468, i64 1
  %478 = fmul <2 x double> %477, <double 3.000000e+00, double 3.000000e+00>
  %479 = insertelement <2 x double> %459, double %469, i64 1
  %480 = fmul <2 x double> %479, <double 4.000000e+00, double 4.000000e+00>
  %481 = insertelement <2 x double> %460, double %470, i64 1
  %482 = fmul <2 x double> %481, <double 5.000000e+00, double 5.000000e+00>
  %483 = insertelement <2 x double> %461, double %471, i64 1
  %484 = fmul <2 x double> %483, <double 6.000000e+00, double 6.000000e+00>
  %485 = insertelement <2 x double> %462, double %472, i64 1
  %486 = fmul <2 x double> %485, <double 7.000000e+00, double 7.000000e+00>
  %487 = insertelement <2 x double> %463, double %473, i64 1
  %488 = fmul <2 x double> %487, <double 8.000000e+00, double 8.000000e+00>
  %489 = insertelement <2 x double> poison, double %464, i64 0
  %490 = insertelement <2 x double> %489, double %474, i64 1
  %491 = fmul <2 x double> %490, <double 9.000000e+00, double 9.000000e+00>
  %492 = insertelement <2 x double> %456, double %466, i64 1
  %493 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %492, <2 x double> %492, <2 x double> zeroinitializer)
  %494 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %476, <2 x double> %475, <2 x double> %493)
  %495 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %478, <2 x double> %477, <2 x double> %494)
  %496 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %480, <2 x double> %479, <2 x double> %495)
  %497 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %482, <2 x double> %481, <2 x double> %496)
  %498 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %484, <2 x double> %483, <2 x double> %497)
  %499 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %486, <2 x double> %485, <2 x double> %498)
  %500 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %488, <2 x double> %487, <2 x double> %499)
  %501 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> %490, <2 x double> %500)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2)
  store double %450, ptr %449, align 8, !tbaa !9
  %502 = shufflevector <2 x double> %501, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %503 = fsub <2 x double> %501, %502
  %504 = extractelement <2 x double> %503, i64 0
  %505 = fsub double %455, %465
  %506 = fdiv double %504, %505
  %507 = call double @llvm.fabs.f64(double %506)
  %508 = fcmp ogt double %507, 1.000000e+00
  %509 = select i1 %508, double %507, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %448, ptr %6, align 8, !tbaa !9
  %510 = load volatile double, ptr %6, align 8, !tbaa !9
  %511 = call double @llvm.fabs.f64(double %510)
  %512 = fcmp ueq double %511, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %512, label %525, label %513

513:                                              ; preds = %445
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %506, ptr %5, align 8, !tbaa !9
  %514 = load volatile double, ptr %5, align 8, !tbaa !9
  %515 = call double @llvm.fabs.f64(double %514)
  %516 = fcmp ueq double %515, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %516, label %525, label %517

517:                                              ; preds = %513
  %518 = fsub double %448, %506
  %519 = call double @llvm.fabs.f64(double %518)
  %520 = fmul double %509, 1.000000e-03
  %521 = fcmp ugt double %519, %520
  br i1 %521, label %525, label %522

522:                                              ; preds = %517
  %523 = trunc nuw nsw i64 %446 to i32
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %523, double noundef %448, double noundef %506, ptr noundef nonnull @.str.7)
  br label %530

525:                                              ; preds = %517, %513, %445
  %526 = trunc nuw nsw i64 %446 to i32
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %526, double noundef %448, double noundef %506, ptr noundef nonnull @.str.8)
  %528 = load i32, ptr @n_fail, align 4, !tbaa !18
  %529 = add nsw i32 %528, 1
  store i32 %529, ptr @n_fail, align 4, !tbaa !18
  br label %530

530:                                              ; preds = %525, %522
  %531 = add nuw nsw i64 %446, 1
  %532 = icmp eq i64 %531, 9
  br i1 %532, label %533, label %445, !llvm.loop !23

533:                                              ; preds = %530
  call void @free(ptr noundef nonnull %301) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %19) #13
  %534 = load i32, ptr @n_fail, align 4, !tbaa !18
  %535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %534)
  %536 = load i32, ptr @n_fail, align 4, !tbaa !18
  %537 = icmp ne i32 %536, 0
  %538 = zext i1 %537 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #13
  ret i32 %538
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @shift(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds double, ptr %0, i64 %6
  %8 = sub nsw i32 %1, %2
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  br label %18

11:                                               ; preds = %3
  %12 = sext i32 %2 to i64
  %13 = sub nsw i64 0, %12
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = add nsw i32 %2, %1
  %16 = sext i32 %15 to i64
  %17 = shl nsw i64 %16, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %14, ptr align 8 %0, i64 %17, i1 false)
  br label %18

18:                                               ; preds = %11, %5
  %19 = icmp sgt i32 %1, 0
  br i1 %19, label %20, label %65

20:                                               ; preds = %18
  %21 = zext nneg i32 %1 to i64
  %22 = and i64 %21, 1
  %23 = icmp eq i32 %1, 1
  br i1 %23, label %50, label %24

24:                                               ; preds = %20
  %25 = and i64 %21, 2147483646
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %39, %26 ]
  %28 = phi double [ 0.000000e+00, %24 ], [ %47, %26 ]
  %29 = phi i64 [ 0, %24 ], [ %48, %26 ]
  %30 = or disjoint i64 %27, 1
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = uitofp nneg i32 %31 to double
  %33 = getelementptr inbounds double, ptr %0, i64 %27
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %34, %32
  %36 = fmul double %34, 5.000000e-01
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %36)
  %38 = fadd double %28, %37
  %39 = add nuw nsw i64 %27, 2
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = getelementptr inbounds double, ptr %0, i64 %30
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %43, %41
  %45 = fmul double %43, 5.000000e-01
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %45)
  %47 = fadd double %38, %46
  %48 = add i64 %29, 2
  %49 = icmp eq i64 %48, %25
  br i1 %49, label %50, label %26, !llvm.loop !25

50:                                               ; preds = %26, %20
  %51 = phi double [ poison, %20 ], [ %47, %26 ]
  %52 = phi i64 [ 0, %20 ], [ %39, %26 ]
  %53 = phi double [ 0.000000e+00, %20 ], [ %47, %26 ]
  %54 = icmp eq i64 %22, 0
  br i1 %54, label %65, label %55

55:                                               ; preds = %50
  %56 = trunc i64 %52 to i32
  %57 = add i32 %56, 1
  %58 = uitofp nneg i32 %57 to double
  %59 = getelementptr inbounds double, ptr %0, i64 %52
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul double %60, %58
  %62 = fmul double %60, 5.000000e-01
  %63 = tail call double @llvm.fmuladd.f64(double %61, double %60, double %62)
  %64 = fadd double %53, %63
  br label %65

65:                                               ; preds = %55, %50, %18
  %66 = phi double [ 0.000000e+00, %18 ], [ %51, %50 ], [ %64, %55 ]
  ret double %66
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, double noundef %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %9, ptr noundef nonnull align 8 dereferenceable(72) %3, i64 72, i1 false)
  br label %11

10:                                               ; preds = %51
  tail call void @free(ptr noundef nonnull %9) #13
  ret void

11:                                               ; preds = %6, %51
  %12 = phi i64 [ 0, %6 ], [ %52, %51 ]
  %13 = getelementptr inbounds double, ptr %4, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds double, ptr %9, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call double @llvm.fabs.f64(double %16)
  %18 = fcmp ogt double %17, 1.000000e+00
  %19 = select i1 %18, double %17, double 1.000000e+00
  %20 = fmul double %19, 0x3EB0C6F7A0B5ED8D
  %21 = fadd double %16, %20
  %22 = fsub double %16, %20
  store double %21, ptr %15, align 8, !tbaa !9
  %23 = tail call double %1(ptr noundef nonnull %9, ptr noundef %2) #13, !callees !26
  store double %22, ptr %15, align 8, !tbaa !9
  %24 = tail call double %1(ptr noundef nonnull %9, ptr noundef %2) #13, !callees !26
  store double %16, ptr %15, align 8, !tbaa !9
  %25 = fsub double %23, %24
  %26 = fsub double %21, %22
  %27 = fdiv double %25, %26
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = fcmp ogt double %28, 1.000000e+00
  %30 = select i1 %29, double %28, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %14, ptr %8, align 8, !tbaa !9
  %31 = load volatile double, ptr %8, align 8, !tbaa !9
  %32 = tail call double @llvm.fabs.f64(double %31)
  %33 = fcmp ueq double %32, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %33, label %46, label %34

34:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %27, ptr %7, align 8, !tbaa !9
  %35 = load volatile double, ptr %7, align 8, !tbaa !9
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ueq double %36, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %37, label %46, label %38

38:                                               ; preds = %34
  %39 = fsub double %14, %27
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fmul double %30, %5
  %42 = fcmp ugt double %40, %41
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = trunc nuw nsw i64 %12 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %44, double noundef %14, double noundef %27, ptr noundef nonnull @.str.7)
  br label %51

46:                                               ; preds = %38, %34, %11
  %47 = trunc nuw nsw i64 %12 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %47, double noundef %14, double noundef %27, ptr noundef nonnull @.str.8)
  %49 = load i32, ptr @n_fail, align 4, !tbaa !18
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr @n_fail, align 4, !tbaa !18
  br label %51

51:                                               ; preds = %43, %46
  %52 = add nuw nsw i64 %12, 1
  %53 = icmp eq i64 %52, 9
  br i1 %53, label %10, label %11, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @obj_shift(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) %0, i64 72, i1 false)
  %4 = load i32, ptr %1, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = zext nneg i32 %6 to i64
  %10 = getelementptr inbounds double, ptr %3, i64 %9
  %11 = sub nsw i32 %4, %6
  %12 = sext i32 %11 to i64
  %13 = shl nsw i64 %12, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %10, i64 %13, i1 false)
  br label %21

14:                                               ; preds = %2
  %15 = sext i32 %6 to i64
  %16 = sub nsw i64 0, %15
  %17 = getelementptr inbounds double, ptr %3, i64 %16
  %18 = add nsw i32 %6, %4
  %19 = sext i32 %18 to i64
  %20 = shl nsw i64 %19, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %17, ptr nonnull align 16 %3, i64 %20, i1 false)
  br label %21

21:                                               ; preds = %14, %8
  %22 = icmp sgt i32 %4, 0
  br i1 %22, label %23, label %68

23:                                               ; preds = %21
  %24 = zext nneg i32 %4 to i64
  %25 = and i64 %24, 1
  %26 = icmp eq i32 %4, 1
  br i1 %26, label %53, label %27

27:                                               ; preds = %23
  %28 = and i64 %24, 2147483646
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %42, %29 ]
  %31 = phi double [ 0.000000e+00, %27 ], [ %50, %29 ]
  %32 = phi i64 [ 0, %27 ], [ %51, %29 ]
  %33 = or disjoint i64 %30, 1
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = uitofp nneg i32 %34 to double
  %36 = getelementptr inbounds double, ptr %3, i64 %30
  %37 = load double, ptr %36, align 16, !tbaa !9
  %38 = fmul double %37, %35
  %39 = fmul double %37, 5.000000e-01
  %40 = tail call double @llvm.fmuladd.f64(double %38, double %37, double %39)
  %41 = fadd double %31, %40
  %42 = add nuw nsw i64 %30, 2
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = uitofp nneg i32 %43 to double
  %45 = getelementptr inbounds double, ptr %3, i64 %33
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fmul double %46, %44
  %48 = fmul double %46, 5.000000e-01
  %49 = tail call double @llvm.fmuladd.f64(double %47, double %46, double %48)
  %50 = fadd double %41, %49
  %51 = add i64 %32, 2
  %52 = icmp eq i64 %51, %28
  br i1 %52, label %53, label %29, !llvm.loop !25

53:                                               ; preds = %29, %23
  %54 = phi double [ poison, %23 ], [ %50, %29 ]
  %55 = phi i64 [ 0, %23 ], [ %42, %29 ]
  %56 = phi double [ 0.000000e+00, %23 ], [ %50, %29 ]
  %57 = icmp eq i64 %25, 0
  br i1 %57, label %68, label %58

58:                                               ; preds = %53
  %59 = trunc i64 %55 to i32
  %60 = add i32 %59, 1
  %61 = uitofp nneg i32 %60 to double
  %62 = getelementptr inbounds double, ptr %3, i64 %55
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul double %63, %61
  %65 = fmul double %63, 5.000000e-01
  %66 = tail call double @llvm.fmuladd.f64(double %64, double %63, double %65)
  %67 = fadd double %56, %66
  br label %68

68:                                               ; preds = %58, %53, %21
  %69 = phi double [ 0.000000e+00, %21 ], [ %54, %53 ], [ %67, %58 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret double %69
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @fir(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %77

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = add nsw i32 %2, -1
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = icmp sgt i32 %2, 0
  %13 = zext nneg i32 %3 to i64
  br i1 %12, label %19, label %14

14:                                               ; preds = %6
  %15 = and i64 %13, 3
  %16 = icmp ult i32 %3, 4
  br i1 %16, label %66, label %17

17:                                               ; preds = %14
  %18 = and i64 %13, 2147483644
  br label %79

19:                                               ; preds = %6
  %20 = zext nneg i32 %2 to i64
  %21 = and i64 %20, 1
  %22 = icmp eq i32 %2, 1
  %23 = and i64 %20, 2147483646
  %24 = icmp eq i64 %21, 0
  br label %25

25:                                               ; preds = %19, %61
  %26 = phi i64 [ 0, %19 ], [ %64, %61 ]
  %27 = phi double [ 0.000000e+00, %19 ], [ %63, %61 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %28 = getelementptr inbounds double, ptr %1, i64 %26
  %29 = load double, ptr %28, align 8, !tbaa !9
  store double %29, ptr %11, align 8, !tbaa !9
  br i1 %22, label %50, label %30

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %47, %30 ], [ 0, %25 ]
  %32 = phi double [ %46, %30 ], [ 0.000000e+00, %25 ]
  %33 = phi i64 [ %48, %30 ], [ 0, %25 ]
  %34 = trunc nuw nsw i64 %31 to i32
  %35 = uitofp nneg i32 %34 to double
  %36 = tail call double @llvm.fmuladd.f64(double %35, double 1.000000e-01, double 3.000000e-01)
  %37 = getelementptr inbounds double, ptr %0, i64 %31
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %32)
  %40 = or disjoint i64 %31, 1
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 1.000000e-01, double 3.000000e-01)
  %44 = getelementptr inbounds double, ptr %0, i64 %40
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %45, double %39)
  %47 = add nuw nsw i64 %31, 2
  %48 = add i64 %33, 2
  %49 = icmp eq i64 %48, %23
  br i1 %49, label %50, label %30, !llvm.loop !27

50:                                               ; preds = %30, %25
  %51 = phi double [ poison, %25 ], [ %46, %30 ]
  %52 = phi i64 [ 0, %25 ], [ %47, %30 ]
  %53 = phi double [ 0.000000e+00, %25 ], [ %46, %30 ]
  br i1 %24, label %61, label %54

54:                                               ; preds = %50
  %55 = trunc nuw nsw i64 %52 to i32
  %56 = uitofp nneg i32 %55 to double
  %57 = tail call double @llvm.fmuladd.f64(double %56, double 1.000000e-01, double 3.000000e-01)
  %58 = getelementptr inbounds double, ptr %0, i64 %52
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %53)
  br label %61

61:                                               ; preds = %50, %54
  %62 = phi double [ %51, %50 ], [ %60, %54 ]
  %63 = tail call double @llvm.fmuladd.f64(double %62, double %62, double %27)
  %64 = add nuw nsw i64 %26, 1
  %65 = icmp eq i64 %64, %13
  br i1 %65, label %77, label %25, !llvm.loop !28

66:                                               ; preds = %79, %14
  %67 = phi i64 [ 0, %14 ], [ %93, %79 ]
  %68 = icmp eq i64 %15, 0
  br i1 %68, label %77, label %69

69:                                               ; preds = %66, %69
  %70 = phi i64 [ %74, %69 ], [ %67, %66 ]
  %71 = phi i64 [ %75, %69 ], [ 0, %66 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %72 = getelementptr inbounds double, ptr %1, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !9
  store double %73, ptr %11, align 8, !tbaa !9
  %74 = add nuw nsw i64 %70, 1
  %75 = add i64 %71, 1
  %76 = icmp eq i64 %75, %15
  br i1 %76, label %77, label %69, !llvm.loop !29

77:                                               ; preds = %66, %69, %61, %4
  %78 = phi double [ 0.000000e+00, %4 ], [ %63, %61 ], [ 0.000000e+00, %69 ], [ 0.000000e+00, %66 ]
  ret double %78

79:                                               ; preds = %79, %17
  %80 = phi i64 [ 0, %17 ], [ %93, %79 ]
  %81 = phi i64 [ 0, %17 ], [ %94, %79 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %82 = getelementptr inbounds double, ptr %1, i64 %80
  %83 = load double, ptr %82, align 8, !tbaa !9
  store double %83, ptr %11, align 8, !tbaa !9
  %84 = or disjoint i64 %80, 1
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %85 = getelementptr inbounds double, ptr %1, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  store double %86, ptr %11, align 8, !tbaa !9
  %87 = or disjoint i64 %80, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %88 = getelementptr inbounds double, ptr %1, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !9
  store double %89, ptr %11, align 8, !tbaa !9
  %90 = or disjoint i64 %80, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %91 = getelementptr inbounds double, ptr %1, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  store double %92, ptr %11, align 8, !tbaa !9
  %93 = add nuw nsw i64 %80, 4
  %94 = add i64 %81, 4
  %95 = icmp eq i64 %94, %18
  br i1 %95, label %66, label %79, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal double @obj_fir(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) %0, i64 72, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !17
  %6 = load i32, ptr %1, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !16
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %98

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = add nsw i32 %6, -1
  %13 = sext i32 %12 to i64
  %14 = shl nsw i64 %13, 3
  %15 = getelementptr inbounds double, ptr %3, i64 %13
  %16 = icmp sgt i32 %6, 0
  %17 = zext nneg i32 %8 to i64
  br i1 %16, label %23, label %18

18:                                               ; preds = %10
  %19 = and i64 %17, 3
  %20 = icmp ult i32 %8, 4
  br i1 %20, label %87, label %21

21:                                               ; preds = %18
  %22 = and i64 %17, 2147483644
  br label %70

23:                                               ; preds = %10
  %24 = zext nneg i32 %6 to i64
  %25 = and i64 %24, 1
  %26 = icmp eq i32 %6, 1
  %27 = and i64 %24, 2147483646
  %28 = icmp eq i64 %25, 0
  br label %29

29:                                               ; preds = %65, %23
  %30 = phi i64 [ 0, %23 ], [ %68, %65 ]
  %31 = phi double [ 0.000000e+00, %23 ], [ %67, %65 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %32 = getelementptr inbounds double, ptr %5, i64 %30
  %33 = load double, ptr %32, align 8, !tbaa !9
  store double %33, ptr %15, align 8, !tbaa !9
  br i1 %26, label %54, label %34

34:                                               ; preds = %29, %34
  %35 = phi i64 [ %51, %34 ], [ 0, %29 ]
  %36 = phi double [ %50, %34 ], [ 0.000000e+00, %29 ]
  %37 = phi i64 [ %52, %34 ], [ 0, %29 ]
  %38 = trunc nuw nsw i64 %35 to i32
  %39 = uitofp nneg i32 %38 to double
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 1.000000e-01, double 3.000000e-01)
  %41 = getelementptr inbounds double, ptr %3, i64 %35
  %42 = load double, ptr %41, align 16, !tbaa !9
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %42, double %36)
  %44 = or disjoint i64 %35, 1
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = uitofp nneg i32 %45 to double
  %47 = tail call double @llvm.fmuladd.f64(double %46, double 1.000000e-01, double 3.000000e-01)
  %48 = getelementptr inbounds double, ptr %3, i64 %44
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %43)
  %51 = add nuw nsw i64 %35, 2
  %52 = add i64 %37, 2
  %53 = icmp eq i64 %52, %27
  br i1 %53, label %54, label %34, !llvm.loop !27

54:                                               ; preds = %34, %29
  %55 = phi double [ poison, %29 ], [ %50, %34 ]
  %56 = phi i64 [ 0, %29 ], [ %51, %34 ]
  %57 = phi double [ 0.000000e+00, %29 ], [ %50, %34 ]
  br i1 %28, label %65, label %58

58:                                               ; preds = %54
  %59 = trunc nuw nsw i64 %56 to i32
  %60 = uitofp nneg i32 %59 to double
  %61 = tail call double @llvm.fmuladd.f64(double %60, double 1.000000e-01, double 3.000000e-01)
  %62 = getelementptr inbounds double, ptr %3, i64 %56
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %57)
  br label %65

65:                                               ; preds = %54, %58
  %66 = phi double [ %55, %54 ], [ %64, %58 ]
  %67 = tail call double @llvm.fmuladd.f64(double %66, double %66, double %31)
  %68 = add nuw nsw i64 %30, 1
  %69 = icmp eq i64 %68, %17
  br i1 %69, label %98, label %29, !llvm.loop !28

70:                                               ; preds = %70, %21
  %71 = phi i64 [ 0, %21 ], [ %84, %70 ]
  %72 = phi i64 [ 0, %21 ], [ %85, %70 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %73 = getelementptr inbounds double, ptr %5, i64 %71
  %74 = load double, ptr %73, align 8, !tbaa !9
  store double %74, ptr %15, align 8, !tbaa !9
  %75 = or disjoint i64 %71, 1
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %76 = getelementptr inbounds double, ptr %5, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !9
  store double %77, ptr %15, align 8, !tbaa !9
  %78 = or disjoint i64 %71, 2
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %79 = getelementptr inbounds double, ptr %5, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  store double %80, ptr %15, align 8, !tbaa !9
  %81 = or disjoint i64 %71, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %82 = getelementptr inbounds double, ptr %5, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  store double %83, ptr %15, align 8, !tbaa !9
  %84 = add nuw nsw i64 %71, 4
  %85 = add i64 %72, 4
  %86 = icmp eq i64 %85, %22
  br i1 %86, label %87, label %70, !llvm.loop !28

87:                                               ; preds = %70, %18
  %88 = phi i64 [ 0, %18 ], [ %84, %70 ]
  %89 = icmp eq i64 %19, 0
  br i1 %89, label %98, label %90

90:                                               ; preds = %87, %90
  %91 = phi i64 [ %95, %90 ], [ %88, %87 ]
  %92 = phi i64 [ %96, %90 ], [ 0, %87 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %93 = getelementptr inbounds double, ptr %5, i64 %91
  %94 = load double, ptr %93, align 8, !tbaa !9
  store double %94, ptr %15, align 8, !tbaa !9
  %95 = add nuw nsw i64 %91, 1
  %96 = add i64 %92, 1
  %97 = icmp eq i64 %96, %19
  br i1 %97, label %98, label %90, !llvm.loop !31

98:                                               ; preds = %87, %90, %65, %2
  %99 = phi double [ 0.000000e+00, %2 ], [ %67, %65 ], [ 0.000000e+00, %90 ], [ 0.000000e+00, %87 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret double %99
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @erase(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds double, ptr %0, i64 %4
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = xor i32 %2, -1
  %8 = add i32 %7, %1
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %5, ptr nonnull align 8 %6, i64 %10, i1 false)
  %11 = icmp sgt i32 %1, 1
  br i1 %11, label %12, label %58

12:                                               ; preds = %3
  %13 = add nsw i32 %1, -1
  %14 = zext nneg i32 %13 to i64
  %15 = and i64 %14, 1
  %16 = icmp eq i32 %13, 1
  br i1 %16, label %43, label %17

17:                                               ; preds = %12
  %18 = and i64 %14, 2147483646
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %32, %19 ]
  %21 = phi double [ 0.000000e+00, %17 ], [ %40, %19 ]
  %22 = phi i64 [ 0, %17 ], [ %41, %19 ]
  %23 = or disjoint i64 %20, 1
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = getelementptr inbounds double, ptr %0, i64 %20
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = fmul double %27, %25
  %29 = fmul double %27, 5.000000e-01
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %29)
  %31 = fadd double %21, %30
  %32 = add nuw nsw i64 %20, 2
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = uitofp nneg i32 %33 to double
  %35 = getelementptr inbounds double, ptr %0, i64 %23
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %36, %34
  %38 = fmul double %36, 5.000000e-01
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %38)
  %40 = fadd double %31, %39
  %41 = add i64 %22, 2
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %19, !llvm.loop !25

43:                                               ; preds = %19, %12
  %44 = phi double [ poison, %12 ], [ %40, %19 ]
  %45 = phi i64 [ 0, %12 ], [ %32, %19 ]
  %46 = phi double [ 0.000000e+00, %12 ], [ %40, %19 ]
  %47 = icmp eq i64 %15, 0
  br i1 %47, label %58, label %48

48:                                               ; preds = %43
  %49 = trunc i64 %45 to i32
  %50 = add i32 %49, 1
  %51 = uitofp nneg i32 %50 to double
  %52 = getelementptr inbounds double, ptr %0, i64 %45
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fmul double %53, %51
  %55 = fmul double %53, 5.000000e-01
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %53, double %55)
  %57 = fadd double %46, %56
  br label %58

58:                                               ; preds = %48, %43, %3
  %59 = phi double [ 0.000000e+00, %3 ], [ %44, %43 ], [ %57, %48 ]
  ret double %59
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @shiftf(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  %6 = sub nsw i32 %1, %2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %0, ptr align 4 %5, i64 %8, i1 false)
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %30

10:                                               ; preds = %3
  %11 = zext nneg i32 %1 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 1
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 2147483646
  br label %32

16:                                               ; preds = %32, %10
  %17 = phi double [ poison, %10 ], [ %51, %32 ]
  %18 = phi i64 [ 0, %10 ], [ %44, %32 ]
  %19 = phi double [ 0.000000e+00, %10 ], [ %51, %32 ]
  %20 = icmp eq i64 %12, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %16
  %22 = trunc i64 %18 to i32
  %23 = add i32 %22, 1
  %24 = uitofp nneg i32 %23 to double
  %25 = getelementptr inbounds float, ptr %0, i64 %18
  %26 = load float, ptr %25, align 4, !tbaa !21
  %27 = fpext float %26 to double
  %28 = fmul double %24, %27
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %19)
  br label %30

30:                                               ; preds = %21, %16, %3
  %31 = phi double [ 0.000000e+00, %3 ], [ %17, %16 ], [ %29, %21 ]
  ret double %31

32:                                               ; preds = %32, %14
  %33 = phi i64 [ 0, %14 ], [ %44, %32 ]
  %34 = phi double [ 0.000000e+00, %14 ], [ %51, %32 ]
  %35 = phi i64 [ 0, %14 ], [ %52, %32 ]
  %36 = or disjoint i64 %33, 1
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = uitofp nneg i32 %37 to double
  %39 = getelementptr inbounds float, ptr %0, i64 %33
  %40 = load float, ptr %39, align 4, !tbaa !21
  %41 = fpext float %40 to double
  %42 = fmul double %38, %41
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %41, double %34)
  %44 = add nuw nsw i64 %33, 2
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = uitofp nneg i32 %45 to double
  %47 = getelementptr inbounds float, ptr %0, i64 %36
  %48 = load float, ptr %47, align 4, !tbaa !21
  %49 = fpext float %48 to double
  %50 = fmul double %46, %49
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %43)
  %52 = add i64 %35, 2
  %53 = icmp eq i64 %52, %15
  br i1 %53, label %16, label %32, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"", !13, i64 0, !13, i64 4, !13, i64 8, !14, i64 16}
!13 = !{!"int", !7, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!12, !13, i64 4}
!16 = !{!12, !13, i64 8}
!17 = !{!12, !14, i64 16}
!18 = !{!13, !13, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !7, i64 0}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{null, ptr @obj_fir, ptr @obj_shift, null}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !30}
!32 = distinct !{!32, !20}
