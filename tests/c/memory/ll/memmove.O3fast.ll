; ModuleID = 'memmove.c'
source_filename = "memmove.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32, i32, i32, ptr }

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
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [9 x double], align 16
  %8 = alloca [9 x double], align 16
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca %struct.Ctx, align 8
  %12 = alloca [9 x double], align 16
  %13 = alloca [9 x double], align 16
  %14 = alloca %struct.Ctx, align 16
  %15 = alloca %struct.Ctx, align 16
  %16 = alloca [9 x float], align 16
  %17 = alloca [9 x float], align 16
  %18 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #13
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <4 x i64> poison, i64 %21, i64 0
  %29 = insertelement <4 x i64> %28, i64 %23, i64 1
  %30 = insertelement <4 x i64> %29, i64 %25, i64 2
  %31 = insertelement <4 x i64> %30, i64 %27, i64 3
  %32 = lshr <4 x i64> %31, <i64 10, i64 10, i64 10, i64 10>
  %33 = and <4 x i64> %32, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <4 x i64> %33 to <4 x double>
  %35 = fmul fast <4 x double> %34, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %36 = fadd fast <4 x double> %35, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %36, ptr %7, align 16, !tbaa !9
  %37 = mul i64 %27, 6364136223846793005
  %38 = getelementptr inbounds i8, ptr %7, i64 32
  %39 = add i64 %37, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <4 x i64> poison, i64 %39, i64 0
  %47 = insertelement <4 x i64> %46, i64 %41, i64 1
  %48 = insertelement <4 x i64> %47, i64 %43, i64 2
  %49 = insertelement <4 x i64> %48, i64 %45, i64 3
  %50 = lshr <4 x i64> %49, <i64 10, i64 10, i64 10, i64 10>
  %51 = and <4 x i64> %50, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <4 x i64> %51 to <4 x double>
  %53 = fmul fast <4 x double> %52, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %54 = fadd fast <4 x double> %53, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %54, ptr %38, align 16, !tbaa !9
  %55 = mul i64 %45, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = lshr i64 %56, 10
  %58 = and i64 %57, 18014398509481982
  %59 = uitofp nneg i64 %58 to double
  %60 = fmul fast double %59, 0x3CA0000000000000
  %61 = fadd fast double %60, -1.000000e+00
  %62 = getelementptr inbounds i8, ptr %7, i64 64
  store double %61, ptr %62, align 16, !tbaa !9
  %63 = mul i64 %56, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = insertelement <4 x i64> poison, i64 %64, i64 0
  %72 = insertelement <4 x i64> %71, i64 %66, i64 1
  %73 = insertelement <4 x i64> %72, i64 %68, i64 2
  %74 = insertelement <4 x i64> %73, i64 %70, i64 3
  %75 = lshr <4 x i64> %74, <i64 10, i64 10, i64 10, i64 10>
  %76 = and <4 x i64> %75, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %77 = uitofp nneg <4 x i64> %76 to <4 x double>
  %78 = fmul fast <4 x double> %77, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %79 = fadd fast <4 x double> %78, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %80 = mul i64 %70, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <4 x i64> poison, i64 %81, i64 0
  %89 = insertelement <4 x i64> %88, i64 %83, i64 1
  %90 = insertelement <4 x i64> %89, i64 %85, i64 2
  %91 = insertelement <4 x i64> %90, i64 %87, i64 3
  %92 = lshr <4 x i64> %91, <i64 10, i64 10, i64 10, i64 10>
  %93 = and <4 x i64> %92, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %94 = uitofp nneg <4 x i64> %93 to <4 x double>
  %95 = fmul fast <4 x double> %94, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %96 = fadd fast <4 x double> %95, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %97 = mul i64 %87, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = lshr i64 %98, 10
  %100 = and i64 %99, 18014398509481982
  %101 = uitofp nneg i64 %100 to double
  %102 = fmul fast double %101, 0x3CA0000000000000
  %103 = fadd fast double %102, -1.000000e+00
  %104 = mul i64 %98, 6364136223846793005
  %105 = add i64 %104, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = mul i64 %107, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = insertelement <4 x i64> poison, i64 %105, i64 0
  %113 = insertelement <4 x i64> %112, i64 %107, i64 1
  %114 = insertelement <4 x i64> %113, i64 %109, i64 2
  %115 = insertelement <4 x i64> %114, i64 %111, i64 3
  %116 = lshr <4 x i64> %115, <i64 10, i64 10, i64 10, i64 10>
  %117 = and <4 x i64> %116, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %118 = uitofp nneg <4 x i64> %117 to <4 x double>
  %119 = fmul fast <4 x double> %118, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %120 = fadd fast <4 x double> %119, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %120, ptr %10, align 16, !tbaa !9
  %121 = mul i64 %111, 6364136223846793005
  %122 = getelementptr inbounds i8, ptr %10, i64 32
  %123 = add i64 %121, 1442695040888963407
  %124 = mul i64 %123, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = mul i64 %125, 6364136223846793005
  %127 = add i64 %126, 1442695040888963407
  %128 = mul i64 %127, 6364136223846793005
  %129 = add i64 %128, 1442695040888963407
  %130 = insertelement <4 x i64> poison, i64 %123, i64 0
  %131 = insertelement <4 x i64> %130, i64 %125, i64 1
  %132 = insertelement <4 x i64> %131, i64 %127, i64 2
  %133 = insertelement <4 x i64> %132, i64 %129, i64 3
  %134 = lshr <4 x i64> %133, <i64 10, i64 10, i64 10, i64 10>
  %135 = and <4 x i64> %134, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %136 = uitofp nneg <4 x i64> %135 to <4 x double>
  %137 = fmul fast <4 x double> %136, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %138 = fadd fast <4 x double> %137, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %138, ptr %122, align 16, !tbaa !9
  %139 = mul i64 %129, 6364136223846793005
  %140 = add i64 %139, 1442695040888963407
  %141 = lshr i64 %140, 10
  %142 = and i64 %141, 18014398509481982
  %143 = uitofp nneg i64 %142 to double
  %144 = fmul fast double %143, 0x3CA0000000000000
  %145 = fadd fast double %144, -1.000000e+00
  %146 = getelementptr inbounds i8, ptr %10, i64 64
  store double %145, ptr %146, align 16, !tbaa !9
  store i64 %140, ptr @rng_state, align 8, !tbaa !5
  %147 = getelementptr inbounds i8, ptr %11, i64 4
  %148 = getelementptr inbounds i8, ptr %11, i64 8
  %149 = getelementptr inbounds i8, ptr %11, i64 12
  %150 = getelementptr inbounds i8, ptr %11, i64 16
  %151 = getelementptr inbounds i8, ptr %13, i64 32
  %152 = getelementptr inbounds i8, ptr %13, i64 64
  %153 = getelementptr inbounds i8, ptr %9, i64 8
  %154 = getelementptr inbounds i8, ptr %9, i64 16
  %155 = getelementptr inbounds i8, ptr %9, i64 24
  %156 = getelementptr inbounds i8, ptr %9, i64 32
  %157 = getelementptr inbounds i8, ptr %9, i64 40
  %158 = getelementptr inbounds i8, ptr %9, i64 48
  %159 = getelementptr inbounds i8, ptr %9, i64 56
  %160 = getelementptr inbounds i8, ptr %9, i64 64
  %161 = extractelement <4 x double> %79, i64 0
  %162 = extractelement <4 x double> %79, i64 1
  %163 = extractelement <4 x double> %79, i64 2
  %164 = extractelement <4 x double> %79, i64 3
  %165 = extractelement <4 x double> %96, i64 0
  %166 = extractelement <4 x double> %96, i64 1
  %167 = extractelement <4 x double> %96, i64 2
  %168 = extractelement <4 x double> %96, i64 3
  br label %231

169:                                              ; preds = %290
  %170 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #13
  store <4 x i32> <i32 9, i32 0, i32 1, i32 1>, ptr %14, align 16, !tbaa !11
  store ptr %10, ptr %170, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %171 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %173 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %171, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %172, ptr noundef nonnull %10, i32 noundef %172, i32 noundef 9, i32 noundef %172, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_moved, ptr noundef nonnull %14, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #13
  store <4 x i32> <i32 9, i32 0, i32 4, i32 1>, ptr %14, align 16, !tbaa !11
  store ptr %10, ptr %170, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %174 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %175 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %176 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %174, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %175, ptr noundef nonnull %10, i32 noundef %175, i32 noundef 9, i32 noundef %175, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_moved, ptr noundef nonnull %14, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  %177 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store <4 x i32> <i32 9, i32 0, i32 0, i32 2>, ptr %15, align 16, !tbaa !11
  store ptr %10, ptr %177, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %178 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %179 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %180 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %178, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %179, i32 noundef 9, i32 noundef %179, i32 noundef 0) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_moved, ptr noundef nonnull %15, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store <4 x i32> <i32 9, i32 3, i32 0, i32 2>, ptr %15, align 16, !tbaa !11
  store ptr %10, ptr %177, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %181 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %182 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %183 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %181, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %182, i32 noundef 9, i32 noundef %182, i32 noundef 3) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_moved, ptr noundef nonnull %15, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store <4 x i32> <i32 9, i32 6, i32 0, i32 2>, ptr %15, align 16, !tbaa !11
  store ptr %10, ptr %177, align 16, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %184 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %185 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %186 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %184, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %185, i32 noundef 9, i32 noundef %185, i32 noundef 6) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull @obj_moved, ptr noundef nonnull %15, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %18) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %17, i8 0, i64 36, i1 false), !tbaa !16
  %187 = load <8 x double>, ptr %7, align 16, !tbaa !9
  %188 = fptrunc <8 x double> %187 to <8 x float>
  store <8 x float> %188, ptr %16, align 16, !tbaa !16
  %189 = load double, ptr %62, align 16, !tbaa !9
  %190 = fptrunc double %189 to float
  %191 = getelementptr inbounds i8, ptr %16, i64 32
  store float %190, ptr %191, align 16, !tbaa !16
  %192 = fpext float %190 to double
  %193 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %194 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %195 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shiftf, i32 noundef %193, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %194, i32 noundef 9, i32 noundef %194, i32 noundef 2) #13
  %196 = load <4 x float>, ptr %17, align 16, !tbaa !16
  %197 = fpext <4 x float> %196 to <4 x double>
  store <4 x double> %197, ptr %18, align 16, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %17, i64 16
  %199 = getelementptr inbounds i8, ptr %18, i64 32
  %200 = load <4 x float>, ptr %198, align 16, !tbaa !16
  %201 = fpext <4 x float> %200 to <4 x double>
  store <4 x double> %201, ptr %199, align 16, !tbaa !9
  %202 = getelementptr inbounds i8, ptr %17, i64 32
  %203 = load float, ptr %202, align 16, !tbaa !16
  %204 = fpext float %203 to double
  %205 = getelementptr inbounds i8, ptr %18, i64 64
  store double %204, ptr %205, align 16, !tbaa !9
  %206 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  %207 = shufflevector <8 x float> %188, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %208 = fpext <4 x float> %207 to <4 x double>
  store <4 x double> %208, ptr %206, align 8
  %209 = getelementptr inbounds i8, ptr %206, i64 32
  %210 = shufflevector <8 x float> %188, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %211 = fpext <4 x float> %210 to <4 x double>
  store <4 x double> %211, ptr %209, align 8
  %212 = getelementptr inbounds i8, ptr %206, i64 64
  store double %192, ptr %212, align 8
  %213 = getelementptr inbounds i8, ptr %1, i64 16
  %214 = getelementptr inbounds i8, ptr %1, i64 8
  %215 = getelementptr inbounds i8, ptr %1, i64 16
  %216 = getelementptr inbounds i8, ptr %1, i64 24
  %217 = getelementptr inbounds i8, ptr %1, i64 32
  %218 = getelementptr inbounds i8, ptr %1, i64 40
  %219 = getelementptr inbounds i8, ptr %1, i64 48
  %220 = getelementptr inbounds i8, ptr %1, i64 56
  %221 = getelementptr inbounds i8, ptr %1, i64 64
  %222 = getelementptr inbounds i8, ptr %2, i64 16
  %223 = getelementptr inbounds i8, ptr %2, i64 8
  %224 = getelementptr inbounds i8, ptr %2, i64 16
  %225 = getelementptr inbounds i8, ptr %2, i64 24
  %226 = getelementptr inbounds i8, ptr %2, i64 32
  %227 = getelementptr inbounds i8, ptr %2, i64 40
  %228 = getelementptr inbounds i8, ptr %2, i64 48
  %229 = getelementptr inbounds i8, ptr %2, i64 56
  %230 = getelementptr inbounds i8, ptr %2, i64 64
  br label %293

231:                                              ; preds = %0, %290
  %232 = phi i64 [ 0, %0 ], [ %291, %290 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #13
  store i32 9, ptr %11, align 8, !tbaa !18
  %233 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !11
  store i32 %234, ptr %147, align 4, !tbaa !19
  store i32 0, ptr %148, align 8, !tbaa !20
  store i32 0, ptr %149, align 4, !tbaa !21
  store ptr %10, ptr %150, align 8, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %8, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %9, i8 0, i64 72, i1 false)
  %235 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %236 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %237 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift, i32 noundef %235, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %236, i32 noundef 9, i32 noundef %236, i32 noundef %234) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_moved, ptr noundef nonnull %11, ptr noundef nonnull %7, ptr noundef nonnull %9, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %7, i64 72, i1 false)
  store <4 x double> %79, ptr %13, align 16
  store <4 x double> %96, ptr %151, align 16
  store double %103, ptr %152, align 16
  %238 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %239 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %240 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @shift, i32 noundef %238, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %239, i32 noundef 9, i32 noundef %239, i32 noundef %234) #13
  %241 = load double, ptr %9, align 16, !tbaa !9
  %242 = fmul fast double %241, %161
  %243 = load double, ptr %153, align 8, !tbaa !9
  %244 = fmul fast double %243, %162
  %245 = fadd fast double %244, %242
  %246 = load double, ptr %154, align 16, !tbaa !9
  %247 = fmul fast double %246, %163
  %248 = fadd fast double %247, %245
  %249 = load double, ptr %155, align 8, !tbaa !9
  %250 = fmul fast double %249, %164
  %251 = fadd fast double %250, %248
  %252 = load double, ptr %156, align 16, !tbaa !9
  %253 = fmul fast double %252, %165
  %254 = fadd fast double %253, %251
  %255 = load double, ptr %157, align 8, !tbaa !9
  %256 = fmul fast double %255, %166
  %257 = fadd fast double %256, %254
  %258 = load double, ptr %158, align 16, !tbaa !9
  %259 = fmul fast double %258, %167
  %260 = fadd fast double %259, %257
  %261 = load double, ptr %159, align 8, !tbaa !9
  %262 = fmul fast double %261, %168
  %263 = fadd fast double %262, %260
  %264 = load double, ptr %160, align 16, !tbaa !9
  %265 = fmul fast double %264, %103
  %266 = fadd fast double %265, %263
  %267 = call fast double @llvm.fabs.f64(double %266)
  %268 = call fast double @llvm.maxnum.f64(double %267, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %240, ptr %6, align 8, !tbaa !9
  %269 = load volatile double, ptr %6, align 8, !tbaa !9
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %271, label %285, label %272

272:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %266, ptr %5, align 8, !tbaa !9
  %273 = load volatile double, ptr %5, align 8, !tbaa !9
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fcmp ueq double %274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %275, label %285, label %276

276:                                              ; preds = %272
  %277 = fsub fast double %240, %266
  %278 = call fast double @llvm.fabs.f64(double %277)
  %279 = fmul fast double %268, 1.000000e-09
  %280 = fcmp fast ole double %278, %279
  %281 = freeze i1 %280
  br i1 %281, label %282, label %285

282:                                              ; preds = %276
  %283 = trunc nuw nsw i64 %232 to i32
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %283, double noundef nofpclass(nan inf) %240, double noundef nofpclass(nan inf) %266, ptr noundef nonnull @.str.7)
  br label %290

285:                                              ; preds = %276, %272, %231
  %286 = trunc nuw nsw i64 %232 to i32
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %286, double noundef nofpclass(nan inf) %240, double noundef nofpclass(nan inf) %266, ptr noundef nonnull @.str.8)
  %288 = load i32, ptr @n_fail, align 4, !tbaa !11
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr @n_fail, align 4, !tbaa !11
  br label %290

290:                                              ; preds = %282, %285
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #13
  %291 = add nuw nsw i64 %232, 1
  %292 = icmp eq i64 %291, 5
  br i1 %292, label %169, label %231, !llvm.loop !22

293:                                              ; preds = %169, %398
  %294 = phi i64 [ 0, %169 ], [ %399, %398 ]
  %295 = getelementptr inbounds double, ptr %18, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = getelementptr inbounds double, ptr %206, i64 %294
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = call fast double @llvm.fabs.f64(double %298)
  %300 = call fast double @llvm.maxnum.f64(double %299, double 1.000000e+00)
  %301 = fmul fast double %300, 0x3EB0C6F7A0B5ED8D
  %302 = fadd fast double %301, %298
  store double %302, ptr %297, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %1, ptr noundef nonnull readonly align 8 dereferenceable(72) %206, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %213, i64 56, i1 false)
  %303 = load double, ptr %1, align 16, !tbaa !9
  %304 = load double, ptr %214, align 8, !tbaa !9
  %305 = fmul fast double %304, %304
  %306 = fmul fast double %305, 2.000000e+00
  %307 = load double, ptr %215, align 16, !tbaa !9
  %308 = fmul fast double %307, %307
  %309 = fmul fast double %308, 3.000000e+00
  %310 = load double, ptr %216, align 8, !tbaa !9
  %311 = fmul fast double %310, %310
  %312 = fmul fast double %311, 4.000000e+00
  %313 = load double, ptr %217, align 16, !tbaa !9
  %314 = fmul fast double %313, %313
  %315 = fmul fast double %314, 5.000000e+00
  %316 = load double, ptr %218, align 8, !tbaa !9
  %317 = fmul fast double %316, %316
  %318 = fmul fast double %317, 6.000000e+00
  %319 = load double, ptr %219, align 16, !tbaa !9
  %320 = fmul fast double %319, %319
  %321 = fmul fast double %320, 7.000000e+00
  %322 = load double, ptr %220, align 8, !tbaa !9
  %323 = fmul fast double %322, %322
  %324 = fmul fast double %323, 8.000000e+00
  %325 = load double, ptr %221, align 16, !tbaa !9
  %326 = fmul fast double %325, %325
  %327 = fmul fast double %326, 9.000000e+00
  %328 = fsub fast double %298, %301
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1)
  store double %328, ptr %297, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, ptr noundef nonnull readonly align 8 dereferenceable(72) %206, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %222, i64 56, i1 false)
  %329 = load double, ptr %2, align 16, !tbaa !9
  %330 = fmul fast double %329, %329
  %331 = load double, ptr %223, align 8, !tbaa !9
  %332 = fmul fast double %331, %331
  %333 = fmul fast double %332, 2.000000e+00
  %334 = fadd fast double %333, %330
  %335 = load double, ptr %224, align 16, !tbaa !9
  %336 = fmul fast double %335, %335
  %337 = fmul fast double %336, 3.000000e+00
  %338 = fadd fast double %337, %334
  %339 = load double, ptr %225, align 8, !tbaa !9
  %340 = fmul fast double %339, %339
  %341 = fmul fast double %340, 4.000000e+00
  %342 = fadd fast double %341, %338
  %343 = load double, ptr %226, align 16, !tbaa !9
  %344 = fmul fast double %343, %343
  %345 = fmul fast double %344, 5.000000e+00
  %346 = fadd fast double %345, %342
  %347 = load double, ptr %227, align 8, !tbaa !9
  %348 = fmul fast double %347, %347
  %349 = fmul fast double %348, 6.000000e+00
  %350 = fadd fast double %349, %346
  %351 = load double, ptr %228, align 16, !tbaa !9
  %352 = fmul fast double %351, %351
  %353 = fmul fast double %352, 7.000000e+00
  %354 = fadd fast double %353, %350
  %355 = load double, ptr %229, align 8, !tbaa !9
  %356 = fmul fast double %355, %355
  %357 = fmul fast double %356, 8.000000e+00
  %358 = fadd fast double %357, %354
  %359 = load double, ptr %230, align 16, !tbaa !9
  %360 = fmul fast double %359, %359
  %361 = fmul fast double %360, 9.000000e+00
  %362 = fadd fast double %361, %358
  %363 = fmul fast double %303, %303
  %364 = fadd fast double %306, %363
  %365 = fadd fast double %309, %364
  %366 = fadd fast double %312, %365
  %367 = fadd fast double %315, %366
  %368 = fadd fast double %318, %367
  %369 = fadd fast double %321, %368
  %370 = fadd fast double %324, %369
  %371 = fadd fast double %327, %370
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2)
  store double %298, ptr %297, align 8, !tbaa !9
  %372 = fsub fast double %371, %362
  %373 = fmul fast double %300, 2.000000e-06
  %374 = fdiv fast double %372, %373
  %375 = call fast double @llvm.fabs.f64(double %374)
  %376 = call fast double @llvm.maxnum.f64(double %375, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %296, ptr %4, align 8, !tbaa !9
  %377 = load volatile double, ptr %4, align 8, !tbaa !9
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %379, label %393, label %380

380:                                              ; preds = %293
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %374, ptr %3, align 8, !tbaa !9
  %381 = load volatile double, ptr %3, align 8, !tbaa !9
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fcmp ueq double %382, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %383, label %393, label %384

384:                                              ; preds = %380
  %385 = fsub fast double %296, %374
  %386 = call fast double @llvm.fabs.f64(double %385)
  %387 = fmul fast double %376, 1.000000e-03
  %388 = fcmp fast ole double %386, %387
  %389 = freeze i1 %388
  br i1 %389, label %390, label %393

390:                                              ; preds = %384
  %391 = trunc nuw nsw i64 %294 to i32
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %391, double noundef nofpclass(nan inf) %296, double noundef nofpclass(nan inf) %374, ptr noundef nonnull @.str.7)
  br label %398

393:                                              ; preds = %384, %380, %293
  %394 = trunc nuw nsw i64 %294 to i32
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %394, double noundef nofpclass(nan inf) %296, double noundef nofpclass(nan inf) %374, ptr noundef nonnull @.str.8)
  %396 = load i32, ptr @n_fail, align 4, !tbaa !11
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !11
  br label %398

398:                                              ; preds = %393, %390
  %399 = add nuw nsw i64 %294, 1
  %400 = icmp eq i64 %399, 9
  br i1 %400, label %401, label %293, !llvm.loop !24

401:                                              ; preds = %398
  call void @free(ptr noundef nonnull %206) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %16) #13
  %402 = load i32, ptr @n_fail, align 4, !tbaa !11
  %403 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %402)
  %404 = load i32, ptr @n_fail, align 4, !tbaa !11
  %405 = icmp ne i32 %404, 0
  %406 = zext i1 %405 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #13
  ret i32 %406
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @shift(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
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
  br i1 %19, label %20, label %93

20:                                               ; preds = %18
  %21 = zext nneg i32 %1 to i64
  %22 = icmp ult i32 %1, 16
  br i1 %22, label %77, label %23

23:                                               ; preds = %20
  %24 = and i64 %21, 2147483632
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %68, %25 ]
  %27 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %23 ], [ %69, %25 ]
  %28 = phi <4 x double> [ zeroinitializer, %23 ], [ %64, %25 ]
  %29 = phi <4 x double> [ zeroinitializer, %23 ], [ %65, %25 ]
  %30 = phi <4 x double> [ zeroinitializer, %23 ], [ %66, %25 ]
  %31 = phi <4 x double> [ zeroinitializer, %23 ], [ %67, %25 ]
  %32 = trunc <4 x i64> %27 to <4 x i32>
  %33 = add <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>
  %34 = trunc <4 x i64> %27 to <4 x i32>
  %35 = add <4 x i32> %34, <i32 5, i32 5, i32 5, i32 5>
  %36 = trunc <4 x i64> %27 to <4 x i32>
  %37 = add <4 x i32> %36, <i32 9, i32 9, i32 9, i32 9>
  %38 = trunc <4 x i64> %27 to <4 x i32>
  %39 = add <4 x i32> %38, <i32 13, i32 13, i32 13, i32 13>
  %40 = uitofp <4 x i32> %33 to <4 x double>
  %41 = uitofp <4 x i32> %35 to <4 x double>
  %42 = uitofp <4 x i32> %37 to <4 x double>
  %43 = uitofp <4 x i32> %39 to <4 x double>
  %44 = getelementptr inbounds double, ptr %0, i64 %26
  %45 = getelementptr inbounds i8, ptr %44, i64 32
  %46 = getelementptr inbounds i8, ptr %44, i64 64
  %47 = getelementptr inbounds i8, ptr %44, i64 96
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !9
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !9
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !9
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !9
  %52 = fmul fast <4 x double> %48, %40
  %53 = fmul fast <4 x double> %49, %41
  %54 = fmul fast <4 x double> %50, %42
  %55 = fmul fast <4 x double> %51, %43
  %56 = fadd fast <4 x double> %52, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %57 = fadd fast <4 x double> %53, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %58 = fadd fast <4 x double> %54, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %59 = fadd fast <4 x double> %55, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %60 = fmul fast <4 x double> %56, %48
  %61 = fmul fast <4 x double> %57, %49
  %62 = fmul fast <4 x double> %58, %50
  %63 = fmul fast <4 x double> %59, %51
  %64 = fadd fast <4 x double> %60, %28
  %65 = fadd fast <4 x double> %61, %29
  %66 = fadd fast <4 x double> %62, %30
  %67 = fadd fast <4 x double> %63, %31
  %68 = add nuw i64 %26, 16
  %69 = add <4 x i64> %27, <i64 16, i64 16, i64 16, i64 16>
  %70 = icmp eq i64 %68, %24
  br i1 %70, label %71, label %25, !llvm.loop !25

71:                                               ; preds = %25
  %72 = fadd fast <4 x double> %65, %64
  %73 = fadd fast <4 x double> %66, %72
  %74 = fadd fast <4 x double> %67, %73
  %75 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %74)
  %76 = icmp eq i64 %24, %21
  br i1 %76, label %93, label %77

77:                                               ; preds = %71, %20
  %78 = phi i64 [ 0, %20 ], [ %24, %71 ]
  %79 = phi double [ 0.000000e+00, %20 ], [ %75, %71 ]
  br label %80

80:                                               ; preds = %77, %80
  %81 = phi i64 [ %83, %80 ], [ %78, %77 ]
  %82 = phi double [ %91, %80 ], [ %79, %77 ]
  %83 = add nuw nsw i64 %81, 1
  %84 = trunc nuw nsw i64 %83 to i32
  %85 = uitofp nneg i32 %84 to double
  %86 = getelementptr inbounds double, ptr %0, i64 %81
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fmul fast double %87, %85
  %89 = fadd fast double %88, 5.000000e-01
  %90 = fmul fast double %89, %87
  %91 = fadd fast double %90, %82
  %92 = icmp eq i64 %83, %21
  br i1 %92, label %93, label %80, !llvm.loop !28

93:                                               ; preds = %80, %71, %18
  %94 = phi double [ 0.000000e+00, %18 ], [ %75, %71 ], [ %91, %80 ]
  ret double %94
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, double noundef nofpclass(nan inf) %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %9, ptr noundef nonnull align 8 dereferenceable(72) %3, i64 72, i1 false)
  br label %11

10:                                               ; preds = %50
  tail call void @free(ptr noundef nonnull %9) #13
  ret void

11:                                               ; preds = %6, %50
  %12 = phi i64 [ 0, %6 ], [ %51, %50 ]
  %13 = getelementptr inbounds double, ptr %4, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds double, ptr %9, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call fast double @llvm.fabs.f64(double %16)
  %18 = tail call fast double @llvm.maxnum.f64(double %17, double 1.000000e+00)
  %19 = fmul fast double %18, 0x3EB0C6F7A0B5ED8D
  %20 = fadd fast double %19, %16
  %21 = fsub fast double %16, %19
  store double %20, ptr %15, align 8, !tbaa !9
  %22 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, ptr noundef %2) #13, !callees !29
  store double %21, ptr %15, align 8, !tbaa !9
  %23 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %9, ptr noundef %2) #13, !callees !29
  store double %16, ptr %15, align 8, !tbaa !9
  %24 = fsub fast double %22, %23
  %25 = fmul fast double %18, 2.000000e-06
  %26 = fdiv fast double %24, %25
  %27 = tail call fast double @llvm.fabs.f64(double %26)
  %28 = tail call fast double @llvm.maxnum.f64(double %27, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %14, ptr %8, align 8, !tbaa !9
  %29 = load volatile double, ptr %8, align 8, !tbaa !9
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ueq double %30, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %31, label %45, label %32

32:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %26, ptr %7, align 8, !tbaa !9
  %33 = load volatile double, ptr %7, align 8, !tbaa !9
  %34 = tail call double @llvm.fabs.f64(double %33)
  %35 = fcmp ueq double %34, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %35, label %45, label %36

36:                                               ; preds = %32
  %37 = fsub fast double %14, %26
  %38 = tail call fast double @llvm.fabs.f64(double %37)
  %39 = fmul fast double %28, %5
  %40 = fcmp fast ole double %38, %39
  %41 = freeze i1 %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %36
  %43 = trunc nuw nsw i64 %12 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %43, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %26, ptr noundef nonnull @.str.7)
  br label %50

45:                                               ; preds = %36, %32, %11
  %46 = trunc nuw nsw i64 %12 to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0, i32 noundef %46, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) %26, ptr noundef nonnull @.str.8)
  %48 = load i32, ptr @n_fail, align 4, !tbaa !11
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr @n_fail, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %42, %45
  %51 = add nuw nsw i64 %12, 1
  %52 = icmp eq i64 %51, 9
  br i1 %52, label %10, label %11, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_moved(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) %0, i64 72, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !21
  switch i32 %5, label %226 [
    i32 0, label %6
    i32 1, label %99
  ]

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 8, !tbaa !18
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !19
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %6
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds double, ptr %3, i64 %12
  %14 = sub nsw i32 %7, %9
  %15 = sext i32 %14 to i64
  %16 = shl nsw i64 %15, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %13, i64 %16, i1 false)
  br label %24

17:                                               ; preds = %6
  %18 = sext i32 %9 to i64
  %19 = sub nsw i64 0, %18
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = add nsw i32 %9, %7
  %22 = sext i32 %21 to i64
  %23 = shl nsw i64 %22, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %20, ptr nonnull align 16 %3, i64 %23, i1 false)
  br label %24

24:                                               ; preds = %17, %11
  %25 = icmp sgt i32 %7, 0
  br i1 %25, label %26, label %323

26:                                               ; preds = %24
  %27 = zext nneg i32 %7 to i64
  %28 = icmp ult i32 %7, 16
  br i1 %28, label %83, label %29

29:                                               ; preds = %26
  %30 = and i64 %27, 2147483632
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %74, %31 ]
  %33 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %29 ], [ %75, %31 ]
  %34 = phi <4 x double> [ zeroinitializer, %29 ], [ %70, %31 ]
  %35 = phi <4 x double> [ zeroinitializer, %29 ], [ %71, %31 ]
  %36 = phi <4 x double> [ zeroinitializer, %29 ], [ %72, %31 ]
  %37 = phi <4 x double> [ zeroinitializer, %29 ], [ %73, %31 ]
  %38 = trunc <4 x i64> %33 to <4 x i32>
  %39 = add <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>
  %40 = trunc <4 x i64> %33 to <4 x i32>
  %41 = add <4 x i32> %40, <i32 5, i32 5, i32 5, i32 5>
  %42 = trunc <4 x i64> %33 to <4 x i32>
  %43 = add <4 x i32> %42, <i32 9, i32 9, i32 9, i32 9>
  %44 = trunc <4 x i64> %33 to <4 x i32>
  %45 = add <4 x i32> %44, <i32 13, i32 13, i32 13, i32 13>
  %46 = uitofp <4 x i32> %39 to <4 x double>
  %47 = uitofp <4 x i32> %41 to <4 x double>
  %48 = uitofp <4 x i32> %43 to <4 x double>
  %49 = uitofp <4 x i32> %45 to <4 x double>
  %50 = getelementptr inbounds double, ptr %3, i64 %32
  %51 = getelementptr inbounds i8, ptr %50, i64 32
  %52 = getelementptr inbounds i8, ptr %50, i64 64
  %53 = getelementptr inbounds i8, ptr %50, i64 96
  %54 = load <4 x double>, ptr %50, align 16, !tbaa !9
  %55 = load <4 x double>, ptr %51, align 16, !tbaa !9
  %56 = load <4 x double>, ptr %52, align 16, !tbaa !9
  %57 = load <4 x double>, ptr %53, align 16, !tbaa !9
  %58 = fmul fast <4 x double> %54, %46
  %59 = fmul fast <4 x double> %55, %47
  %60 = fmul fast <4 x double> %56, %48
  %61 = fmul fast <4 x double> %57, %49
  %62 = fadd fast <4 x double> %58, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %63 = fadd fast <4 x double> %59, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %64 = fadd fast <4 x double> %60, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %65 = fadd fast <4 x double> %61, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %66 = fmul fast <4 x double> %62, %54
  %67 = fmul fast <4 x double> %63, %55
  %68 = fmul fast <4 x double> %64, %56
  %69 = fmul fast <4 x double> %65, %57
  %70 = fadd fast <4 x double> %66, %34
  %71 = fadd fast <4 x double> %67, %35
  %72 = fadd fast <4 x double> %68, %36
  %73 = fadd fast <4 x double> %69, %37
  %74 = add nuw i64 %32, 16
  %75 = add <4 x i64> %33, <i64 16, i64 16, i64 16, i64 16>
  %76 = icmp eq i64 %74, %30
  br i1 %76, label %77, label %31, !llvm.loop !30

77:                                               ; preds = %31
  %78 = fadd fast <4 x double> %71, %70
  %79 = fadd fast <4 x double> %72, %78
  %80 = fadd fast <4 x double> %73, %79
  %81 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %80)
  %82 = icmp eq i64 %30, %27
  br i1 %82, label %323, label %83

83:                                               ; preds = %77, %26
  %84 = phi i64 [ 0, %26 ], [ %30, %77 ]
  %85 = phi double [ 0.000000e+00, %26 ], [ %81, %77 ]
  br label %86

86:                                               ; preds = %83, %86
  %87 = phi i64 [ %89, %86 ], [ %84, %83 ]
  %88 = phi double [ %97, %86 ], [ %85, %83 ]
  %89 = add nuw nsw i64 %87, 1
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = uitofp nneg i32 %90 to double
  %92 = getelementptr inbounds double, ptr %3, i64 %87
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = fmul fast double %93, %91
  %95 = fadd fast double %94, 5.000000e-01
  %96 = fmul fast double %95, %93
  %97 = fadd fast double %96, %88
  %98 = icmp eq i64 %89, %27
  br i1 %98, label %323, label %86, !llvm.loop !31

99:                                               ; preds = %2
  %100 = getelementptr inbounds i8, ptr %1, i64 16
  %101 = load ptr, ptr %100, align 8, !tbaa !13
  %102 = load i32, ptr %1, align 8, !tbaa !18
  %103 = getelementptr inbounds i8, ptr %1, i64 8
  %104 = load i32, ptr %103, align 8, !tbaa !20
  %105 = icmp sgt i32 %104, 0
  br i1 %105, label %106, label %323

106:                                              ; preds = %99
  %107 = getelementptr inbounds i8, ptr %3, i64 8
  %108 = add nsw i32 %102, -1
  %109 = sext i32 %108 to i64
  %110 = shl nsw i64 %109, 3
  %111 = getelementptr inbounds double, ptr %3, i64 %109
  %112 = icmp sgt i32 %102, 0
  %113 = zext nneg i32 %104 to i64
  br i1 %112, label %119, label %114

114:                                              ; preds = %106
  %115 = and i64 %113, 7
  %116 = icmp ult i32 %104, 8
  br i1 %116, label %312, label %117

117:                                              ; preds = %114
  %118 = and i64 %113, 2147483640
  br label %197

119:                                              ; preds = %106
  %120 = zext nneg i32 %102 to i64
  %121 = icmp ult i32 %102, 16
  %122 = and i64 %120, 2147483632
  %123 = icmp eq i64 %122, %120
  br label %124

124:                                              ; preds = %191, %119
  %125 = phi i64 [ 0, %119 ], [ %195, %191 ]
  %126 = phi double [ 0.000000e+00, %119 ], [ %194, %191 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %127 = getelementptr inbounds double, ptr %101, i64 %125
  %128 = load double, ptr %127, align 8, !tbaa !9
  store double %128, ptr %111, align 8, !tbaa !9
  br i1 %121, label %175, label %129

129:                                              ; preds = %124, %129
  %130 = phi i64 [ %167, %129 ], [ 0, %124 ]
  %131 = phi <4 x double> [ %163, %129 ], [ zeroinitializer, %124 ]
  %132 = phi <4 x double> [ %164, %129 ], [ zeroinitializer, %124 ]
  %133 = phi <4 x double> [ %165, %129 ], [ zeroinitializer, %124 ]
  %134 = phi <4 x double> [ %166, %129 ], [ zeroinitializer, %124 ]
  %135 = phi <4 x i32> [ %168, %129 ], [ <i32 0, i32 1, i32 2, i32 3>, %124 ]
  %136 = add <4 x i32> %135, <i32 4, i32 4, i32 4, i32 4>
  %137 = add <4 x i32> %135, <i32 8, i32 8, i32 8, i32 8>
  %138 = add <4 x i32> %135, <i32 12, i32 12, i32 12, i32 12>
  %139 = uitofp <4 x i32> %135 to <4 x double>
  %140 = uitofp <4 x i32> %136 to <4 x double>
  %141 = uitofp <4 x i32> %137 to <4 x double>
  %142 = uitofp <4 x i32> %138 to <4 x double>
  %143 = fmul fast <4 x double> %139, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %144 = fmul fast <4 x double> %140, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %145 = fmul fast <4 x double> %141, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %146 = fmul fast <4 x double> %142, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %147 = fadd fast <4 x double> %143, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %148 = fadd fast <4 x double> %144, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %149 = fadd fast <4 x double> %145, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %150 = fadd fast <4 x double> %146, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %151 = getelementptr inbounds double, ptr %3, i64 %130
  %152 = getelementptr inbounds i8, ptr %151, i64 32
  %153 = getelementptr inbounds i8, ptr %151, i64 64
  %154 = getelementptr inbounds i8, ptr %151, i64 96
  %155 = load <4 x double>, ptr %151, align 16, !tbaa !9
  %156 = load <4 x double>, ptr %152, align 16, !tbaa !9
  %157 = load <4 x double>, ptr %153, align 16, !tbaa !9
  %158 = load <4 x double>, ptr %154, align 16, !tbaa !9
  %159 = fmul fast <4 x double> %147, %155
  %160 = fmul fast <4 x double> %148, %156
  %161 = fmul fast <4 x double> %149, %157
  %162 = fmul fast <4 x double> %150, %158
  %163 = fadd fast <4 x double> %159, %131
  %164 = fadd fast <4 x double> %160, %132
  %165 = fadd fast <4 x double> %161, %133
  %166 = fadd fast <4 x double> %162, %134
  %167 = add nuw i64 %130, 16
  %168 = add <4 x i32> %135, <i32 16, i32 16, i32 16, i32 16>
  %169 = icmp eq i64 %167, %122
  br i1 %169, label %170, label %129, !llvm.loop !32

170:                                              ; preds = %129
  %171 = fadd fast <4 x double> %164, %163
  %172 = fadd fast <4 x double> %165, %171
  %173 = fadd fast <4 x double> %166, %172
  %174 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %173)
  br i1 %123, label %191, label %175

175:                                              ; preds = %170, %124
  %176 = phi i64 [ 0, %124 ], [ %122, %170 ]
  %177 = phi double [ 0.000000e+00, %124 ], [ %174, %170 ]
  br label %178

178:                                              ; preds = %175, %178
  %179 = phi i64 [ %189, %178 ], [ %176, %175 ]
  %180 = phi double [ %188, %178 ], [ %177, %175 ]
  %181 = trunc nuw nsw i64 %179 to i32
  %182 = uitofp nneg i32 %181 to double
  %183 = fmul fast double %182, 1.000000e-01
  %184 = fadd fast double %183, 3.000000e-01
  %185 = getelementptr inbounds double, ptr %3, i64 %179
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = fmul fast double %184, %186
  %188 = fadd fast double %187, %180
  %189 = add nuw nsw i64 %179, 1
  %190 = icmp eq i64 %189, %120
  br i1 %190, label %191, label %178, !llvm.loop !33

191:                                              ; preds = %178, %170
  %192 = phi double [ %174, %170 ], [ %188, %178 ]
  %193 = fmul fast double %192, %192
  %194 = fadd fast double %193, %126
  %195 = add nuw nsw i64 %125, 1
  %196 = icmp eq i64 %195, %113
  br i1 %196, label %323, label %124, !llvm.loop !34

197:                                              ; preds = %197, %117
  %198 = phi i64 [ 0, %117 ], [ %223, %197 ]
  %199 = phi i64 [ 0, %117 ], [ %224, %197 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %200 = getelementptr inbounds double, ptr %101, i64 %198
  %201 = load double, ptr %200, align 8, !tbaa !9
  store double %201, ptr %111, align 8, !tbaa !9
  %202 = or disjoint i64 %198, 1
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %203 = getelementptr inbounds double, ptr %101, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !9
  store double %204, ptr %111, align 8, !tbaa !9
  %205 = or disjoint i64 %198, 2
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %206 = getelementptr inbounds double, ptr %101, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !9
  store double %207, ptr %111, align 8, !tbaa !9
  %208 = or disjoint i64 %198, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %209 = getelementptr inbounds double, ptr %101, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !9
  store double %210, ptr %111, align 8, !tbaa !9
  %211 = or disjoint i64 %198, 4
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %212 = getelementptr inbounds double, ptr %101, i64 %211
  %213 = load double, ptr %212, align 8, !tbaa !9
  store double %213, ptr %111, align 8, !tbaa !9
  %214 = or disjoint i64 %198, 5
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %215 = getelementptr inbounds double, ptr %101, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !9
  store double %216, ptr %111, align 8, !tbaa !9
  %217 = or disjoint i64 %198, 6
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %218 = getelementptr inbounds double, ptr %101, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !9
  store double %219, ptr %111, align 8, !tbaa !9
  %220 = or disjoint i64 %198, 7
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %221 = getelementptr inbounds double, ptr %101, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !9
  store double %222, ptr %111, align 8, !tbaa !9
  %223 = add nuw nsw i64 %198, 8
  %224 = add i64 %199, 8
  %225 = icmp eq i64 %224, %118
  br i1 %225, label %312, label %197, !llvm.loop !34

226:                                              ; preds = %2
  %227 = load i32, ptr %1, align 8, !tbaa !18
  %228 = getelementptr inbounds i8, ptr %1, i64 4
  %229 = load i32, ptr %228, align 4, !tbaa !19
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds double, ptr %3, i64 %230
  %232 = getelementptr inbounds i8, ptr %231, i64 8
  %233 = xor i32 %229, -1
  %234 = add i32 %227, %233
  %235 = sext i32 %234 to i64
  %236 = shl nsw i64 %235, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %231, ptr nonnull align 8 %232, i64 %236, i1 false)
  %237 = icmp sgt i32 %227, 1
  br i1 %237, label %238, label %323

238:                                              ; preds = %226
  %239 = add nsw i32 %227, -1
  %240 = zext nneg i32 %239 to i64
  %241 = icmp ult i32 %227, 17
  br i1 %241, label %296, label %242

242:                                              ; preds = %238
  %243 = and i64 %240, 2147483632
  br label %244

244:                                              ; preds = %244, %242
  %245 = phi i64 [ 0, %242 ], [ %287, %244 ]
  %246 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %242 ], [ %288, %244 ]
  %247 = phi <4 x double> [ zeroinitializer, %242 ], [ %283, %244 ]
  %248 = phi <4 x double> [ zeroinitializer, %242 ], [ %284, %244 ]
  %249 = phi <4 x double> [ zeroinitializer, %242 ], [ %285, %244 ]
  %250 = phi <4 x double> [ zeroinitializer, %242 ], [ %286, %244 ]
  %251 = trunc <4 x i64> %246 to <4 x i32>
  %252 = add <4 x i32> %251, <i32 1, i32 1, i32 1, i32 1>
  %253 = trunc <4 x i64> %246 to <4 x i32>
  %254 = add <4 x i32> %253, <i32 5, i32 5, i32 5, i32 5>
  %255 = trunc <4 x i64> %246 to <4 x i32>
  %256 = add <4 x i32> %255, <i32 9, i32 9, i32 9, i32 9>
  %257 = trunc <4 x i64> %246 to <4 x i32>
  %258 = add <4 x i32> %257, <i32 13, i32 13, i32 13, i32 13>
  %259 = uitofp <4 x i32> %252 to <4 x double>
  %260 = uitofp <4 x i32> %254 to <4 x double>
  %261 = uitofp <4 x i32> %256 to <4 x double>
  %262 = uitofp <4 x i32> %258 to <4 x double>
  %263 = getelementptr inbounds double, ptr %3, i64 %245
  %264 = getelementptr inbounds i8, ptr %263, i64 32
  %265 = getelementptr inbounds i8, ptr %263, i64 64
  %266 = getelementptr inbounds i8, ptr %263, i64 96
  %267 = load <4 x double>, ptr %263, align 16, !tbaa !9
  %268 = load <4 x double>, ptr %264, align 16, !tbaa !9
  %269 = load <4 x double>, ptr %265, align 16, !tbaa !9
  %270 = load <4 x double>, ptr %266, align 16, !tbaa !9
  %271 = fmul fast <4 x double> %267, %259
  %272 = fmul fast <4 x double> %268, %260
  %273 = fmul fast <4 x double> %269, %261
  %274 = fmul fast <4 x double> %270, %262
  %275 = fadd fast <4 x double> %271, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %276 = fadd fast <4 x double> %272, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %277 = fadd fast <4 x double> %273, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %278 = fadd fast <4 x double> %274, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %279 = fmul fast <4 x double> %275, %267
  %280 = fmul fast <4 x double> %276, %268
  %281 = fmul fast <4 x double> %277, %269
  %282 = fmul fast <4 x double> %278, %270
  %283 = fadd fast <4 x double> %279, %247
  %284 = fadd fast <4 x double> %280, %248
  %285 = fadd fast <4 x double> %281, %249
  %286 = fadd fast <4 x double> %282, %250
  %287 = add nuw i64 %245, 16
  %288 = add <4 x i64> %246, <i64 16, i64 16, i64 16, i64 16>
  %289 = icmp eq i64 %287, %243
  br i1 %289, label %290, label %244, !llvm.loop !35

290:                                              ; preds = %244
  %291 = fadd fast <4 x double> %284, %283
  %292 = fadd fast <4 x double> %285, %291
  %293 = fadd fast <4 x double> %286, %292
  %294 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %293)
  %295 = icmp eq i64 %243, %240
  br i1 %295, label %323, label %296

296:                                              ; preds = %290, %238
  %297 = phi i64 [ 0, %238 ], [ %243, %290 ]
  %298 = phi double [ 0.000000e+00, %238 ], [ %294, %290 ]
  br label %299

299:                                              ; preds = %296, %299
  %300 = phi i64 [ %302, %299 ], [ %297, %296 ]
  %301 = phi double [ %310, %299 ], [ %298, %296 ]
  %302 = add nuw nsw i64 %300, 1
  %303 = trunc nuw nsw i64 %302 to i32
  %304 = uitofp nneg i32 %303 to double
  %305 = getelementptr inbounds double, ptr %3, i64 %300
  %306 = load double, ptr %305, align 8, !tbaa !9
  %307 = fmul fast double %306, %304
  %308 = fadd fast double %307, 5.000000e-01
  %309 = fmul fast double %308, %306
  %310 = fadd fast double %309, %301
  %311 = icmp eq i64 %302, %240
  br i1 %311, label %323, label %299, !llvm.loop !36

312:                                              ; preds = %197, %114
  %313 = phi i64 [ 0, %114 ], [ %223, %197 ]
  %314 = icmp eq i64 %115, 0
  br i1 %314, label %323, label %315

315:                                              ; preds = %312, %315
  %316 = phi i64 [ %320, %315 ], [ %313, %312 ]
  %317 = phi i64 [ %321, %315 ], [ 0, %312 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %107, i64 %110, i1 false)
  %318 = getelementptr inbounds double, ptr %101, i64 %316
  %319 = load double, ptr %318, align 8, !tbaa !9
  store double %319, ptr %111, align 8, !tbaa !9
  %320 = add nuw nsw i64 %316, 1
  %321 = add i64 %317, 1
  %322 = icmp eq i64 %321, %115
  br i1 %322, label %323, label %315, !llvm.loop !37

323:                                              ; preds = %312, %315, %191, %86, %299, %77, %290, %226, %99, %24
  %324 = phi fast double [ 0.000000e+00, %24 ], [ 0.000000e+00, %99 ], [ 0.000000e+00, %226 ], [ %294, %290 ], [ %81, %77 ], [ %310, %299 ], [ %97, %86 ], [ %194, %191 ], [ 0.000000e+00, %315 ], [ 0.000000e+00, %312 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret double %324
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @fir(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %108

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
  %15 = and i64 %13, 7
  %16 = icmp ult i32 %3, 8
  br i1 %16, label %97, label %17

17:                                               ; preds = %14
  %18 = and i64 %13, 2147483640
  br label %110

19:                                               ; preds = %6
  %20 = zext nneg i32 %2 to i64
  %21 = icmp ult i32 %2, 16
  %22 = and i64 %20, 2147483632
  %23 = icmp eq i64 %22, %20
  br label %24

24:                                               ; preds = %19, %91
  %25 = phi i64 [ 0, %19 ], [ %95, %91 ]
  %26 = phi double [ 0.000000e+00, %19 ], [ %94, %91 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %27 = getelementptr inbounds double, ptr %1, i64 %25
  %28 = load double, ptr %27, align 8, !tbaa !9
  store double %28, ptr %11, align 8, !tbaa !9
  br i1 %21, label %75, label %29

29:                                               ; preds = %24, %29
  %30 = phi i64 [ %67, %29 ], [ 0, %24 ]
  %31 = phi <4 x double> [ %63, %29 ], [ zeroinitializer, %24 ]
  %32 = phi <4 x double> [ %64, %29 ], [ zeroinitializer, %24 ]
  %33 = phi <4 x double> [ %65, %29 ], [ zeroinitializer, %24 ]
  %34 = phi <4 x double> [ %66, %29 ], [ zeroinitializer, %24 ]
  %35 = phi <4 x i32> [ %68, %29 ], [ <i32 0, i32 1, i32 2, i32 3>, %24 ]
  %36 = add <4 x i32> %35, <i32 4, i32 4, i32 4, i32 4>
  %37 = add <4 x i32> %35, <i32 8, i32 8, i32 8, i32 8>
  %38 = add <4 x i32> %35, <i32 12, i32 12, i32 12, i32 12>
  %39 = uitofp <4 x i32> %35 to <4 x double>
  %40 = uitofp <4 x i32> %36 to <4 x double>
  %41 = uitofp <4 x i32> %37 to <4 x double>
  %42 = uitofp <4 x i32> %38 to <4 x double>
  %43 = fmul fast <4 x double> %39, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %44 = fmul fast <4 x double> %40, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %45 = fmul fast <4 x double> %41, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %46 = fmul fast <4 x double> %42, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %47 = fadd fast <4 x double> %43, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %48 = fadd fast <4 x double> %44, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %49 = fadd fast <4 x double> %45, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %50 = fadd fast <4 x double> %46, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %51 = getelementptr inbounds double, ptr %0, i64 %30
  %52 = getelementptr inbounds i8, ptr %51, i64 32
  %53 = getelementptr inbounds i8, ptr %51, i64 64
  %54 = getelementptr inbounds i8, ptr %51, i64 96
  %55 = load <4 x double>, ptr %51, align 8, !tbaa !9
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !9
  %57 = load <4 x double>, ptr %53, align 8, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %59 = fmul fast <4 x double> %55, %47
  %60 = fmul fast <4 x double> %56, %48
  %61 = fmul fast <4 x double> %57, %49
  %62 = fmul fast <4 x double> %58, %50
  %63 = fadd fast <4 x double> %59, %31
  %64 = fadd fast <4 x double> %60, %32
  %65 = fadd fast <4 x double> %61, %33
  %66 = fadd fast <4 x double> %62, %34
  %67 = add nuw i64 %30, 16
  %68 = add <4 x i32> %35, <i32 16, i32 16, i32 16, i32 16>
  %69 = icmp eq i64 %67, %22
  br i1 %69, label %70, label %29, !llvm.loop !39

70:                                               ; preds = %29
  %71 = fadd fast <4 x double> %64, %63
  %72 = fadd fast <4 x double> %65, %71
  %73 = fadd fast <4 x double> %66, %72
  %74 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %73)
  br i1 %23, label %91, label %75

75:                                               ; preds = %70, %24
  %76 = phi i64 [ 0, %24 ], [ %22, %70 ]
  %77 = phi double [ 0.000000e+00, %24 ], [ %74, %70 ]
  br label %78

78:                                               ; preds = %75, %78
  %79 = phi i64 [ %89, %78 ], [ %76, %75 ]
  %80 = phi double [ %88, %78 ], [ %77, %75 ]
  %81 = trunc nuw nsw i64 %79 to i32
  %82 = uitofp nneg i32 %81 to double
  %83 = fmul fast double %82, 1.000000e-01
  %84 = fadd fast double %83, 3.000000e-01
  %85 = getelementptr inbounds double, ptr %0, i64 %79
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fmul fast double %86, %84
  %88 = fadd fast double %87, %80
  %89 = add nuw nsw i64 %79, 1
  %90 = icmp eq i64 %89, %20
  br i1 %90, label %91, label %78, !llvm.loop !40

91:                                               ; preds = %78, %70
  %92 = phi double [ %74, %70 ], [ %88, %78 ]
  %93 = fmul fast double %92, %92
  %94 = fadd fast double %93, %26
  %95 = add nuw nsw i64 %25, 1
  %96 = icmp eq i64 %95, %13
  br i1 %96, label %108, label %24, !llvm.loop !34

97:                                               ; preds = %110, %14
  %98 = phi i64 [ 0, %14 ], [ %136, %110 ]
  %99 = icmp eq i64 %15, 0
  br i1 %99, label %108, label %100

100:                                              ; preds = %97, %100
  %101 = phi i64 [ %105, %100 ], [ %98, %97 ]
  %102 = phi i64 [ %106, %100 ], [ 0, %97 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %103 = getelementptr inbounds double, ptr %1, i64 %101
  %104 = load double, ptr %103, align 8, !tbaa !9
  store double %104, ptr %11, align 8, !tbaa !9
  %105 = add nuw nsw i64 %101, 1
  %106 = add i64 %102, 1
  %107 = icmp eq i64 %106, %15
  br i1 %107, label %108, label %100, !llvm.loop !41

108:                                              ; preds = %97, %100, %91, %4
  %109 = phi double [ 0.000000e+00, %4 ], [ %94, %91 ], [ 0.000000e+00, %100 ], [ 0.000000e+00, %97 ]
  ret double %109

110:                                              ; preds = %110, %17
  %111 = phi i64 [ 0, %17 ], [ %136, %110 ]
  %112 = phi i64 [ 0, %17 ], [ %137, %110 ]
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %113 = getelementptr inbounds double, ptr %1, i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !9
  store double %114, ptr %11, align 8, !tbaa !9
  %115 = or disjoint i64 %111, 1
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %116 = getelementptr inbounds double, ptr %1, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  store double %117, ptr %11, align 8, !tbaa !9
  %118 = or disjoint i64 %111, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %119 = getelementptr inbounds double, ptr %1, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  store double %120, ptr %11, align 8, !tbaa !9
  %121 = or disjoint i64 %111, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %122 = getelementptr inbounds double, ptr %1, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  store double %123, ptr %11, align 8, !tbaa !9
  %124 = or disjoint i64 %111, 4
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %125 = getelementptr inbounds double, ptr %1, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  store double %126, ptr %11, align 8, !tbaa !9
  %127 = or disjoint i64 %111, 5
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %128 = getelementptr inbounds double, ptr %1, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !9
  store double %129, ptr %11, align 8, !tbaa !9
  %130 = or disjoint i64 %111, 6
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %131 = getelementptr inbounds double, ptr %1, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  store double %132, ptr %11, align 8, !tbaa !9
  %133 = or disjoint i64 %111, 7
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %0, ptr nonnull align 8 %7, i64 %10, i1 false)
  %134 = getelementptr inbounds double, ptr %1, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !9
  store double %135, ptr %11, align 8, !tbaa !9
  %136 = add nuw nsw i64 %111, 8
  %137 = add i64 %112, 8
  %138 = icmp eq i64 %137, %18
  br i1 %138, label %97, label %110, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @erase(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds double, ptr %0, i64 %4
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = xor i32 %2, -1
  %8 = add i32 %7, %1
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %5, ptr nonnull align 8 %6, i64 %10, i1 false)
  %11 = icmp sgt i32 %1, 1
  br i1 %11, label %12, label %86

12:                                               ; preds = %3
  %13 = add nsw i32 %1, -1
  %14 = zext nneg i32 %13 to i64
  %15 = icmp ult i32 %1, 17
  br i1 %15, label %70, label %16

16:                                               ; preds = %12
  %17 = and i64 %14, 2147483632
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %61, %18 ]
  %20 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %16 ], [ %62, %18 ]
  %21 = phi <4 x double> [ zeroinitializer, %16 ], [ %57, %18 ]
  %22 = phi <4 x double> [ zeroinitializer, %16 ], [ %58, %18 ]
  %23 = phi <4 x double> [ zeroinitializer, %16 ], [ %59, %18 ]
  %24 = phi <4 x double> [ zeroinitializer, %16 ], [ %60, %18 ]
  %25 = trunc <4 x i64> %20 to <4 x i32>
  %26 = add <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %27 = trunc <4 x i64> %20 to <4 x i32>
  %28 = add <4 x i32> %27, <i32 5, i32 5, i32 5, i32 5>
  %29 = trunc <4 x i64> %20 to <4 x i32>
  %30 = add <4 x i32> %29, <i32 9, i32 9, i32 9, i32 9>
  %31 = trunc <4 x i64> %20 to <4 x i32>
  %32 = add <4 x i32> %31, <i32 13, i32 13, i32 13, i32 13>
  %33 = uitofp <4 x i32> %26 to <4 x double>
  %34 = uitofp <4 x i32> %28 to <4 x double>
  %35 = uitofp <4 x i32> %30 to <4 x double>
  %36 = uitofp <4 x i32> %32 to <4 x double>
  %37 = getelementptr inbounds double, ptr %0, i64 %19
  %38 = getelementptr inbounds i8, ptr %37, i64 32
  %39 = getelementptr inbounds i8, ptr %37, i64 64
  %40 = getelementptr inbounds i8, ptr %37, i64 96
  %41 = load <4 x double>, ptr %37, align 8, !tbaa !9
  %42 = load <4 x double>, ptr %38, align 8, !tbaa !9
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = fmul fast <4 x double> %41, %33
  %46 = fmul fast <4 x double> %42, %34
  %47 = fmul fast <4 x double> %43, %35
  %48 = fmul fast <4 x double> %44, %36
  %49 = fadd fast <4 x double> %45, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %50 = fadd fast <4 x double> %46, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %51 = fadd fast <4 x double> %47, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %52 = fadd fast <4 x double> %48, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %53 = fmul fast <4 x double> %49, %41
  %54 = fmul fast <4 x double> %50, %42
  %55 = fmul fast <4 x double> %51, %43
  %56 = fmul fast <4 x double> %52, %44
  %57 = fadd fast <4 x double> %53, %21
  %58 = fadd fast <4 x double> %54, %22
  %59 = fadd fast <4 x double> %55, %23
  %60 = fadd fast <4 x double> %56, %24
  %61 = add nuw i64 %19, 16
  %62 = add <4 x i64> %20, <i64 16, i64 16, i64 16, i64 16>
  %63 = icmp eq i64 %61, %17
  br i1 %63, label %64, label %18, !llvm.loop !42

64:                                               ; preds = %18
  %65 = fadd fast <4 x double> %58, %57
  %66 = fadd fast <4 x double> %59, %65
  %67 = fadd fast <4 x double> %60, %66
  %68 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %67)
  %69 = icmp eq i64 %17, %14
  br i1 %69, label %86, label %70

70:                                               ; preds = %64, %12
  %71 = phi i64 [ 0, %12 ], [ %17, %64 ]
  %72 = phi double [ 0.000000e+00, %12 ], [ %68, %64 ]
  br label %73

73:                                               ; preds = %70, %73
  %74 = phi i64 [ %76, %73 ], [ %71, %70 ]
  %75 = phi double [ %84, %73 ], [ %72, %70 ]
  %76 = add nuw nsw i64 %74, 1
  %77 = trunc nuw nsw i64 %76 to i32
  %78 = uitofp nneg i32 %77 to double
  %79 = getelementptr inbounds double, ptr %0, i64 %74
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul fast double %80, %78
  %82 = fadd fast double %81, 5.000000e-01
  %83 = fmul fast double %82, %80
  %84 = fadd fast double %83, %75
  %85 = icmp eq i64 %76, %14
  br i1 %85, label %86, label %73, !llvm.loop !43

86:                                               ; preds = %73, %64, %3
  %87 = phi double [ 0.000000e+00, %3 ], [ %68, %64 ], [ %84, %73 ]
  ret double %87
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @shiftf(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  %6 = sub nsw i32 %1, %2
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %0, ptr align 4 %5, i64 %8, i1 false)
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %70

10:                                               ; preds = %3
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 16
  br i1 %12, label %13, label %16

13:                                               ; preds = %64, %10
  %14 = phi i64 [ 0, %10 ], [ %17, %64 ]
  %15 = phi double [ 0.000000e+00, %10 ], [ %68, %64 ]
  br label %72

16:                                               ; preds = %10
  %17 = and i64 %11, 2147483632
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %61, %18 ]
  %20 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %16 ], [ %62, %18 ]
  %21 = phi <4 x double> [ zeroinitializer, %16 ], [ %57, %18 ]
  %22 = phi <4 x double> [ zeroinitializer, %16 ], [ %58, %18 ]
  %23 = phi <4 x double> [ zeroinitializer, %16 ], [ %59, %18 ]
  %24 = phi <4 x double> [ zeroinitializer, %16 ], [ %60, %18 ]
  %25 = trunc <4 x i64> %20 to <4 x i32>
  %26 = add <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %27 = trunc <4 x i64> %20 to <4 x i32>
  %28 = add <4 x i32> %27, <i32 5, i32 5, i32 5, i32 5>
  %29 = trunc <4 x i64> %20 to <4 x i32>
  %30 = add <4 x i32> %29, <i32 9, i32 9, i32 9, i32 9>
  %31 = trunc <4 x i64> %20 to <4 x i32>
  %32 = add <4 x i32> %31, <i32 13, i32 13, i32 13, i32 13>
  %33 = uitofp <4 x i32> %26 to <4 x double>
  %34 = uitofp <4 x i32> %28 to <4 x double>
  %35 = uitofp <4 x i32> %30 to <4 x double>
  %36 = uitofp <4 x i32> %32 to <4 x double>
  %37 = getelementptr inbounds float, ptr %0, i64 %19
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = getelementptr inbounds i8, ptr %37, i64 32
  %40 = getelementptr inbounds i8, ptr %37, i64 48
  %41 = load <4 x float>, ptr %37, align 4, !tbaa !16
  %42 = load <4 x float>, ptr %38, align 4, !tbaa !16
  %43 = load <4 x float>, ptr %39, align 4, !tbaa !16
  %44 = load <4 x float>, ptr %40, align 4, !tbaa !16
  %45 = fpext <4 x float> %41 to <4 x double>
  %46 = fpext <4 x float> %42 to <4 x double>
  %47 = fpext <4 x float> %43 to <4 x double>
  %48 = fpext <4 x float> %44 to <4 x double>
  %49 = fmul fast <4 x double> %45, %45
  %50 = fmul fast <4 x double> %46, %46
  %51 = fmul fast <4 x double> %47, %47
  %52 = fmul fast <4 x double> %48, %48
  %53 = fmul fast <4 x double> %49, %33
  %54 = fmul fast <4 x double> %50, %34
  %55 = fmul fast <4 x double> %51, %35
  %56 = fmul fast <4 x double> %52, %36
  %57 = fadd fast <4 x double> %53, %21
  %58 = fadd fast <4 x double> %54, %22
  %59 = fadd fast <4 x double> %55, %23
  %60 = fadd fast <4 x double> %56, %24
  %61 = add nuw i64 %19, 16
  %62 = add <4 x i64> %20, <i64 16, i64 16, i64 16, i64 16>
  %63 = icmp eq i64 %61, %17
  br i1 %63, label %64, label %18, !llvm.loop !44

64:                                               ; preds = %18
  %65 = fadd fast <4 x double> %58, %57
  %66 = fadd fast <4 x double> %59, %65
  %67 = fadd fast <4 x double> %60, %66
  %68 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %67)
  %69 = icmp eq i64 %17, %11
  br i1 %69, label %70, label %13

70:                                               ; preds = %72, %64, %3
  %71 = phi double [ 0.000000e+00, %3 ], [ %68, %64 ], [ %83, %72 ]
  ret double %71

72:                                               ; preds = %13, %72
  %73 = phi i64 [ %75, %72 ], [ %14, %13 ]
  %74 = phi double [ %83, %72 ], [ %15, %13 ]
  %75 = add nuw nsw i64 %73, 1
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = uitofp nneg i32 %76 to double
  %78 = getelementptr inbounds float, ptr %0, i64 %73
  %79 = load float, ptr %78, align 4, !tbaa !16
  %80 = fpext float %79 to double
  %81 = fmul fast double %80, %80
  %82 = fmul fast double %81, %77
  %83 = fadd fast double %82, %74
  %84 = icmp eq i64 %75, %11
  br i1 %84, label %70, label %72, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !15, i64 16}
!14 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !15, i64 16}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!14, !12, i64 0}
!19 = !{!14, !12, i64 4}
!20 = !{!14, !12, i64 8}
!21 = !{!14, !12, i64 12}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !23, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !23, !27, !26}
!29 = distinct !{ptr @obj_moved, null}
!30 = distinct !{!30, !23, !26, !27}
!31 = distinct !{!31, !23, !27, !26}
!32 = distinct !{!32, !23, !26, !27}
!33 = distinct !{!33, !23, !27, !26}
!34 = distinct !{!34, !23}
!35 = distinct !{!35, !23, !26, !27}
!36 = distinct !{!36, !23, !27, !26}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !23, !26, !27}
!40 = distinct !{!40, !23, !27, !26}
!41 = distinct !{!41, !38}
!42 = distinct !{!42, !23, !26, !27}
!43 = distinct !{!43, !23, !27, !26}
!44 = distinct !{!44, !23, !26, !27}
!45 = distinct !{!45, !23, !27, !26}
