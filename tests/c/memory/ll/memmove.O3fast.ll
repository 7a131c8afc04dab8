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
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = insertelement <4 x i64> poison, i64 %24, i64 0
  %32 = insertelement <4 x i64> %31, i64 %26, i64 1
  %33 = insertelement <4 x i64> %32, i64 %28, i64 2
  %34 = insertelement <4 x i64> %33, i64 %30, i64 3
  %35 = lshr <4 x i64> %34, <i64 10, i64 10, i64 10, i64 10>
  %36 = and <4 x i64> %35, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <4 x i64> %36 to <4 x double>
  %38 = fmul fast <4 x double> %37, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %39 = fadd fast <4 x double> %38, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %39, ptr %11, align 16, !tbaa !9
  %40 = mul i64 %30, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %11, i64 32
  %42 = add i64 %40, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = insertelement <4 x i64> poison, i64 %42, i64 0
  %50 = insertelement <4 x i64> %49, i64 %44, i64 1
  %51 = insertelement <4 x i64> %50, i64 %46, i64 2
  %52 = insertelement <4 x i64> %51, i64 %48, i64 3
  %53 = lshr <4 x i64> %52, <i64 10, i64 10, i64 10, i64 10>
  %54 = and <4 x i64> %53, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %55 = uitofp nneg <4 x i64> %54 to <4 x double>
  %56 = fmul fast <4 x double> %55, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %57 = fadd fast <4 x double> %56, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %57, ptr %41, align 16, !tbaa !9
  %58 = mul i64 %48, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = lshr i64 %59, 10
  %61 = and i64 %60, 18014398509481982
  %62 = uitofp nneg i64 %61 to double
  %63 = fmul fast double %62, 0x3CA0000000000000
  %64 = fadd fast double %63, -1.000000e+00
  %65 = getelementptr inbounds i8, ptr %11, i64 64
  store double %64, ptr %65, align 16, !tbaa !9
  %66 = mul i64 %59, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <4 x i64> poison, i64 %67, i64 0
  %75 = insertelement <4 x i64> %74, i64 %69, i64 1
  %76 = insertelement <4 x i64> %75, i64 %71, i64 2
  %77 = insertelement <4 x i64> %76, i64 %73, i64 3
  %78 = lshr <4 x i64> %77, <i64 10, i64 10, i64 10, i64 10>
  %79 = and <4 x i64> %78, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %80 = uitofp nneg <4 x i64> %79 to <4 x double>
  %81 = fmul fast <4 x double> %80, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %82 = fadd fast <4 x double> %81, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %83 = mul i64 %73, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = mul i64 %88, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = insertelement <4 x i64> poison, i64 %84, i64 0
  %92 = insertelement <4 x i64> %91, i64 %86, i64 1
  %93 = insertelement <4 x i64> %92, i64 %88, i64 2
  %94 = insertelement <4 x i64> %93, i64 %90, i64 3
  %95 = lshr <4 x i64> %94, <i64 10, i64 10, i64 10, i64 10>
  %96 = and <4 x i64> %95, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %97 = uitofp nneg <4 x i64> %96 to <4 x double>
  %98 = fmul fast <4 x double> %97, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %99 = fadd fast <4 x double> %98, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %100 = mul i64 %90, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = lshr i64 %101, 10
  %103 = and i64 %102, 18014398509481982
  %104 = uitofp nneg i64 %103 to double
  %105 = fmul fast double %104, 0x3CA0000000000000
  %106 = fadd fast double %105, -1.000000e+00
  %107 = mul i64 %101, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <4 x i64> poison, i64 %108, i64 0
  %116 = insertelement <4 x i64> %115, i64 %110, i64 1
  %117 = insertelement <4 x i64> %116, i64 %112, i64 2
  %118 = insertelement <4 x i64> %117, i64 %114, i64 3
  %119 = lshr <4 x i64> %118, <i64 10, i64 10, i64 10, i64 10>
  %120 = and <4 x i64> %119, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %121 = uitofp nneg <4 x i64> %120 to <4 x double>
  %122 = fmul fast <4 x double> %121, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %123 = fadd fast <4 x double> %122, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %123, ptr %14, align 16, !tbaa !9
  %124 = mul i64 %114, 6364136223846793005
  %125 = getelementptr inbounds i8, ptr %14, i64 32
  %126 = add i64 %124, 1442695040888963407
  %127 = mul i64 %126, 6364136223846793005
  %128 = add i64 %127, 1442695040888963407
  %129 = mul i64 %128, 6364136223846793005
  %130 = add i64 %129, 1442695040888963407
  %131 = mul i64 %130, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = insertelement <4 x i64> poison, i64 %126, i64 0
  %134 = insertelement <4 x i64> %133, i64 %128, i64 1
  %135 = insertelement <4 x i64> %134, i64 %130, i64 2
  %136 = insertelement <4 x i64> %135, i64 %132, i64 3
  %137 = lshr <4 x i64> %136, <i64 10, i64 10, i64 10, i64 10>
  %138 = and <4 x i64> %137, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %139 = uitofp nneg <4 x i64> %138 to <4 x double>
  %140 = fmul fast <4 x double> %139, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %141 = fadd fast <4 x double> %140, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %141, ptr %125, align 16, !tbaa !9
  %142 = mul i64 %132, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = lshr i64 %143, 10
  %145 = and i64 %144, 18014398509481982
  %146 = uitofp nneg i64 %145 to double
  %147 = fmul fast double %146, 0x3CA0000000000000
  %148 = fadd fast double %147, -1.000000e+00
  %149 = getelementptr inbounds i8, ptr %14, i64 64
  store double %148, ptr %149, align 16, !tbaa !9
  store i64 %143, ptr @rng_state, align 8, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %15, i64 4
  %151 = getelementptr inbounds i8, ptr %15, i64 8
  %152 = getelementptr inbounds i8, ptr %15, i64 16
  %153 = getelementptr inbounds i8, ptr %17, i64 32
  %154 = getelementptr inbounds i8, ptr %17, i64 64
  %155 = getelementptr inbounds i8, ptr %13, i64 8
  %156 = getelementptr inbounds i8, ptr %13, i64 16
  %157 = getelementptr inbounds i8, ptr %13, i64 24
  %158 = getelementptr inbounds i8, ptr %13, i64 32
  %159 = getelementptr inbounds i8, ptr %13, i64 40
  %160 = getelementptr inbounds i8, ptr %13, i64 48
  %161 = getelementptr inbounds i8, ptr %13, i64 56
  %162 = getelementptr inbounds i8, ptr %13, i64 64
  %163 = extractelement <4 x double> %82, i64 0
  %164 = extractelement <4 x double> %82, i64 1
  %165 = extractelement <4 x double> %82, i64 2
  %166 = extractelement <4 x double> %82, i64 3
  %167 = extractelement <4 x double> %99, i64 0
  %168 = extractelement <4 x double> %99, i64 1
  %169 = extractelement <4 x double> %99, i64 2
  %170 = extractelement <4 x double> %99, i64 3
  br label %195

171:                                              ; preds = %254
  %172 = getelementptr inbounds i8, ptr %18, i64 4
  %173 = getelementptr inbounds i8, ptr %18, i64 8
  %174 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #13
  store i32 9, ptr %18, align 8, !tbaa !11
  store i32 0, ptr %172, align 4, !tbaa !15
  store i32 1, ptr %173, align 8, !tbaa !16
  store ptr %14, ptr %174, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %175 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %176 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %177 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %175, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %176, ptr noundef nonnull %14, i32 noundef %176, i32 noundef 9, i32 noundef %176, i32 noundef 1) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_fir, ptr noundef nonnull %18, ptr noundef nonnull %11, ptr noundef nonnull %13, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #13
  store i32 9, ptr %18, align 8, !tbaa !11
  store i32 0, ptr %172, align 4, !tbaa !15
  store i32 4, ptr %173, align 8, !tbaa !16
  store ptr %14, ptr %174, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %178 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %179 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %180 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fir, i32 noundef %178, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %179, ptr noundef nonnull %14, i32 noundef %179, i32 noundef 9, i32 noundef %179, i32 noundef 4) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_fir, ptr noundef nonnull %18, ptr noundef nonnull %11, ptr noundef nonnull %13, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #13
  %181 = getelementptr inbounds i8, ptr %3, i64 8
  %182 = getelementptr inbounds i8, ptr %3, i64 16
  %183 = getelementptr inbounds i8, ptr %3, i64 24
  %184 = getelementptr inbounds i8, ptr %3, i64 32
  %185 = getelementptr inbounds i8, ptr %3, i64 40
  %186 = getelementptr inbounds i8, ptr %3, i64 48
  %187 = getelementptr inbounds i8, ptr %3, i64 56
  %188 = getelementptr inbounds i8, ptr %4, i64 8
  %189 = getelementptr inbounds i8, ptr %4, i64 16
  %190 = getelementptr inbounds i8, ptr %4, i64 24
  %191 = getelementptr inbounds i8, ptr %4, i64 32
  %192 = getelementptr inbounds i8, ptr %4, i64 40
  %193 = getelementptr inbounds i8, ptr %4, i64 48
  %194 = getelementptr inbounds i8, ptr %4, i64 56
  br label %302

195:                                              ; preds = %0, %254
  %196 = phi i64 [ 0, %0 ], [ %255, %254 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #13
  store i32 9, ptr %15, align 8, !tbaa !11
  %197 = getelementptr inbounds [5 x i32], ptr @main.ks, i64 0, i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !18
  store i32 %198, ptr %150, align 4, !tbaa !15
  store i32 0, ptr %151, align 8, !tbaa !16
  store ptr %14, ptr %152, align 8, !tbaa !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %199 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %200 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %201 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shift, i32 noundef %199, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %200, i32 noundef 9, i32 noundef %200, i32 noundef %198) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_shift, ptr noundef nonnull %15, ptr noundef nonnull %11, ptr noundef nonnull %13, double noundef nofpclass(nan inf) 0x3EB0C6F7A0B5ED8D)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %17) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %16, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  store <4 x double> %82, ptr %17, align 16
  store <4 x double> %99, ptr %153, align 16
  store double %106, ptr %154, align 16
  %202 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %203 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %204 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @shift, i32 noundef %202, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %203, i32 noundef 9, i32 noundef %203, i32 noundef %198) #13
  %205 = load double, ptr %13, align 16, !tbaa !9
  %206 = fmul fast double %205, %163
  %207 = load double, ptr %155, align 8, !tbaa !9
  %208 = fmul fast double %207, %164
  %209 = fadd fast double %208, %206
  %210 = load double, ptr %156, align 16, !tbaa !9
  %211 = fmul fast double %210, %165
  %212 = fadd fast double %211, %209
  %213 = load double, ptr %157, align 8, !tbaa !9
  %214 = fmul fast double %213, %166
  %215 = fadd fast double %214, %212
  %216 = load double, ptr %158, align 16, !tbaa !9
  %217 = fmul fast double %216, %167
  %218 = fadd fast double %217, %215
  %219 = load double, ptr %159, align 8, !tbaa !9
  %220 = fmul fast double %219, %168
  %221 = fadd fast double %220, %218
  %222 = load double, ptr %160, align 16, !tbaa !9
  %223 = fmul fast double %222, %169
  %224 = fadd fast double %223, %221
  %225 = load double, ptr %161, align 8, !tbaa !9
  %226 = fmul fast double %225, %170
  %227 = fadd fast double %226, %224
  %228 = load double, ptr %162, align 16, !tbaa !9
  %229 = fmul fast double %228, %106
  %230 = fadd fast double %229, %227
  %231 = call fast double @llvm.fabs.f64(double %230)
  %232 = call fast double @llvm.maxnum.f64(double %231, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %204, ptr %10, align 8, !tbaa !9
  %233 = load volatile double, ptr %10, align 8, !tbaa !9
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fcmp ueq double %234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %235, label %249, label %236

236:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %230, ptr %9, align 8, !tbaa !9
  %237 = load volatile double, ptr %9, align 8, !tbaa !9
  %238 = call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %239, label %249, label %240

240:                                              ; preds = %236
  %241 = fsub fast double %204, %230
  %242 = call fast double @llvm.fabs.f64(double %241)
  %243 = fmul fast double %232, 1.000000e-09
  %244 = fcmp fast ole double %242, %243
  %245 = freeze i1 %244
  br i1 %245, label %246, label %249

246:                                              ; preds = %240
  %247 = trunc nuw nsw i64 %196 to i32
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %247, double noundef nofpclass(nan inf) %204, double noundef nofpclass(nan inf) %230, ptr noundef nonnull @.str.7)
  br label %254

249:                                              ; preds = %240, %236, %195
  %250 = trunc nuw nsw i64 %196 to i32
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %250, double noundef nofpclass(nan inf) %204, double noundef nofpclass(nan inf) %230, ptr noundef nonnull @.str.8)
  %252 = load i32, ptr @n_fail, align 4, !tbaa !18
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr @n_fail, align 4, !tbaa !18
  br label %254

254:                                              ; preds = %246, %249
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %17) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #13
  %255 = add nuw nsw i64 %196, 1
  %256 = icmp eq i64 %255, 5
  br i1 %256, label %171, label %195, !llvm.loop !19

257:                                              ; preds = %431
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %20, i8 0, i64 36, i1 false), !tbaa !21
  %258 = load <8 x double>, ptr %11, align 16, !tbaa !9
  %259 = fptrunc <8 x double> %258 to <8 x float>
  store <8 x float> %259, ptr %19, align 16, !tbaa !21
  %260 = load double, ptr %65, align 16, !tbaa !9
  %261 = fptrunc double %260 to float
  %262 = getelementptr inbounds i8, ptr %19, i64 32
  store float %261, ptr %262, align 16, !tbaa !21
  %263 = fpext float %261 to double
  %264 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %265 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %266 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shiftf, i32 noundef %264, ptr noundef nonnull %19, ptr noundef nonnull %20, i32 noundef %265, i32 noundef 9, i32 noundef %265, i32 noundef 2) #13
  %267 = load <4 x float>, ptr %20, align 16, !tbaa !21
  %268 = fpext <4 x float> %267 to <4 x double>
  store <4 x double> %268, ptr %21, align 16, !tbaa !9
  %269 = getelementptr inbounds i8, ptr %20, i64 16
  %270 = getelementptr inbounds i8, ptr %21, i64 32
  %271 = load <4 x float>, ptr %269, align 16, !tbaa !21
  %272 = fpext <4 x float> %271 to <4 x double>
  store <4 x double> %272, ptr %270, align 16, !tbaa !9
  %273 = getelementptr inbounds i8, ptr %20, i64 32
  %274 = load float, ptr %273, align 16, !tbaa !21
  %275 = fpext float %274 to double
  %276 = getelementptr inbounds i8, ptr %21, i64 64
  store double %275, ptr %276, align 16, !tbaa !9
  %277 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  %278 = shufflevector <8 x float> %259, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %279 = fpext <4 x float> %278 to <4 x double>
  store <4 x double> %279, ptr %277, align 8
  %280 = getelementptr inbounds i8, ptr %277, i64 32
  %281 = shufflevector <8 x float> %259, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %282 = fpext <4 x float> %281 to <4 x double>
  store <4 x double> %282, ptr %280, align 8
  %283 = getelementptr inbounds i8, ptr %277, i64 64
  store double %263, ptr %283, align 8
  %284 = getelementptr inbounds i8, ptr %1, i64 16
  %285 = getelementptr inbounds i8, ptr %1, i64 8
  %286 = getelementptr inbounds i8, ptr %1, i64 16
  %287 = getelementptr inbounds i8, ptr %1, i64 24
  %288 = getelementptr inbounds i8, ptr %1, i64 32
  %289 = getelementptr inbounds i8, ptr %1, i64 40
  %290 = getelementptr inbounds i8, ptr %1, i64 48
  %291 = getelementptr inbounds i8, ptr %1, i64 56
  %292 = getelementptr inbounds i8, ptr %1, i64 64
  %293 = getelementptr inbounds i8, ptr %2, i64 16
  %294 = getelementptr inbounds i8, ptr %2, i64 8
  %295 = getelementptr inbounds i8, ptr %2, i64 16
  %296 = getelementptr inbounds i8, ptr %2, i64 24
  %297 = getelementptr inbounds i8, ptr %2, i64 32
  %298 = getelementptr inbounds i8, ptr %2, i64 40
  %299 = getelementptr inbounds i8, ptr %2, i64 48
  %300 = getelementptr inbounds i8, ptr %2, i64 56
  %301 = getelementptr inbounds i8, ptr %2, i64 64
  br label %434

302:                                              ; preds = %171, %431
  %303 = phi i64 [ 0, %171 ], [ %432, %431 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %12, ptr noundef nonnull align 16 dereferenceable(72) %11, i64 72, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %13, i8 0, i64 72, i1 false)
  %304 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %305 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %306 = trunc nuw nsw i64 %303 to i32
  %307 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @erase, i32 noundef %304, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %305, i32 noundef 9, i32 noundef %305, i32 noundef %306) #13
  %308 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %308, ptr noundef nonnull readonly align 16 dereferenceable(72) %11, i64 72, i1 false)
  %309 = getelementptr inbounds double, ptr %3, i64 %303
  %310 = getelementptr inbounds i8, ptr %309, i64 8
  %311 = shl nuw nsw i64 %303, 3
  %312 = sub nuw nsw i64 64, %311
  %313 = getelementptr inbounds double, ptr %4, i64 %303
  %314 = getelementptr inbounds i8, ptr %313, i64 8
  br label %315

315:                                              ; preds = %302, %428
  %316 = phi i64 [ 0, %302 ], [ %429, %428 ]
  %317 = getelementptr inbounds double, ptr %13, i64 %316
  %318 = load double, ptr %317, align 8, !tbaa !9
  %319 = getelementptr inbounds double, ptr %308, i64 %316
  %320 = load double, ptr %319, align 8, !tbaa !9
  %321 = call fast double @llvm.fabs.f64(double %320)
  %322 = call fast double @llvm.maxnum.f64(double %321, double 1.000000e+00)
  %323 = fmul fast double %322, 0x3EB0C6F7A0B5ED8D
  %324 = fadd fast double %323, %320
  store double %324, ptr %319, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull readonly align 8 dereferenceable(72) %308, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %309, ptr nonnull align 8 %310, i64 %312, i1 false)
  %325 = load double, ptr %3, align 16, !tbaa !9
  %326 = fadd fast double %325, 5.000000e-01
  %327 = load double, ptr %181, align 8, !tbaa !9
  %328 = fmul fast double %327, 2.000000e+00
  %329 = fadd fast double %328, 5.000000e-01
  %330 = fmul fast double %329, %327
  %331 = load double, ptr %182, align 16, !tbaa !9
  %332 = fmul fast double %331, 3.000000e+00
  %333 = fadd fast double %332, 5.000000e-01
  %334 = fmul fast double %333, %331
  %335 = load double, ptr %183, align 8, !tbaa !9
  %336 = fmul fast double %335, 4.000000e+00
  %337 = fadd fast double %336, 5.000000e-01
  %338 = fmul fast double %337, %335
  %339 = load double, ptr %184, align 16, !tbaa !9
  %340 = fmul fast double %339, 5.000000e+00
  %341 = fadd fast double %340, 5.000000e-01
  %342 = fmul fast double %341, %339
  %343 = load double, ptr %185, align 8, !tbaa !9
  %344 = fmul fast double %343, 6.000000e+00
  %345 = fadd fast double %344, 5.000000e-01
  %346 = fmul fast double %345, %343
  %347 = load double, ptr %186, align 16, !tbaa !9
  %348 = fmul fast double %347, 7.000000e+00
  %349 = fadd fast double %348, 5.000000e-01
  %350 = fmul fast double %349, %347
  %351 = load double, ptr %187, align 8, !tbaa !9
  %352 = fmul fast double %351, 8.000000e+00
  %353 = fadd fast double %352, 5.000000e-01
  %354 = fmul fast double %353, %351
  %355 = fsub fast double %320, %323
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  store double %355, ptr %319, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %4, ptr noundef nonnull readonly align 8 dereferenceable(72) %308, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %313, ptr nonnull align 8 %314, i64 %312, i1 false)
  %356 = load double, ptr %4, align 16, !tbaa !9
  %357 = fadd fast double %356, 5.000000e-01
  %358 = fmul fast double %357, %356
  %359 = load double, ptr %188, align 8, !tbaa !9
  %360 = fmul fast double %359, 2.000000e+00
  %361 = fadd fast double %360, 5.000000e-01
  %362 = fmul fast double %361, %359
  %363 = fadd fast double %362, %358
  %364 = load double, ptr %189, align 16, !tbaa !9
  %365 = fmul fast double %364, 3.000000e+00
  %366 = fadd fast double %365, 5.000000e-01
  %367 = fmul fast double %366, %364
  %368 = fadd fast double %367, %363
  %369 = load double, ptr %190, align 8, !tbaa !9
  %370 = fmul fast double %369, 4.000000e+00
  %371 = fadd fast double %370, 5.000000e-01
  %372 = fmul fast double %371, %369
  %373 = fadd fast double %372, %368
  %374 = load double, ptr %191, align 16, !tbaa !9
  %375 = fmul fast double %374, 5.000000e+00
  %376 = fadd fast double %375, 5.000000e-01
  %377 = fmul fast double %376, %374
  %378 = fadd fast double %377, %373
  %379 = load double, ptr %192, align 8, !tbaa !9
  %380 = fmul fast double %379, 6.000000e+00
  %381 = fadd fast double %380, 5.000000e-01
  %382 = fmul fast double %381, %379
  %383 = fadd fast double %382, %378
  %384 = load double, ptr %193, align 16, !tbaa !9
  %385 = fmul fast double %384, 7.000000e+00
  %386 = fadd fast double %385, 5.000000e-01
  %387 = fmul fast double %386, %384
  %388 = fadd fast double %387, %383
  %389 = load double, ptr %194, align 8, !tbaa !9
  %390 = fmul fast double %389, 8.000000e+00
  %391 = fadd fast double %390, 5.000000e-01
  %392 = fmul fast double %391, %389
  %393 = fadd fast double %392, %388
  %394 = fmul fast double %326, %325
  %395 = fadd fast double %330, %394
  %396 = fadd fast double %334, %395
  %397 = fadd fast double %338, %396
  %398 = fadd fast double %342, %397
  %399 = fadd fast double %346, %398
  %400 = fadd fast double %350, %399
  %401 = fadd fast double %354, %400
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #13
  store double %320, ptr %319, align 8, !tbaa !9
  %402 = fsub fast double %401, %393
  %403 = fmul fast double %322, 2.000000e-06
  %404 = fdiv fast double %402, %403
  %405 = call fast double @llvm.fabs.f64(double %404)
  %406 = call fast double @llvm.maxnum.f64(double %405, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %318, ptr %8, align 8, !tbaa !9
  %407 = load volatile double, ptr %8, align 8, !tbaa !9
  %408 = call double @llvm.fabs.f64(double %407)
  %409 = fcmp ueq double %408, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %409, label %423, label %410

410:                                              ; preds = %315
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %404, ptr %7, align 8, !tbaa !9
  %411 = load volatile double, ptr %7, align 8, !tbaa !9
  %412 = call double @llvm.fabs.f64(double %411)
  %413 = fcmp ueq double %412, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %413, label %423, label %414

414:                                              ; preds = %410
  %415 = fsub fast double %318, %404
  %416 = call fast double @llvm.fabs.f64(double %415)
  %417 = fmul fast double %406, 0x3EB0C6F7A0B5ED8D
  %418 = fcmp fast ole double %416, %417
  %419 = freeze i1 %418
  br i1 %419, label %420, label %423

420:                                              ; preds = %414
  %421 = trunc nuw nsw i64 %316 to i32
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %421, double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %404, ptr noundef nonnull @.str.7)
  br label %428

423:                                              ; preds = %414, %410, %315
  %424 = trunc nuw nsw i64 %316 to i32
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %424, double noundef nofpclass(nan inf) %318, double noundef nofpclass(nan inf) %404, ptr noundef nonnull @.str.8)
  %426 = load i32, ptr @n_fail, align 4, !tbaa !18
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr @n_fail, align 4, !tbaa !18
  br label %428

428:                                              ; preds = %423, %420
  %429 = add nuw nsw i64 %316, 1
  %430 = icmp eq i64 %429, 9
  br i1 %430, label %431, label %315, !llvm.loop !23

431:                                              ; preds = %428
  call void @free(ptr noundef nonnull %308) #13
  %432 = add nuw nsw i64 %303, 3
  %433 = icmp ult i64 %303, 5
  br i1 %433, label %302, label %257, !llvm.loop !24

434:                                              ; preds = %257, %539
  %435 = phi i64 [ 0, %257 ], [ %540, %539 ]
  %436 = getelementptr inbounds double, ptr %21, i64 %435
  %437 = load double, ptr %436, align 8, !tbaa !9
  %438 = getelementptr inbounds double, ptr %277, i64 %435
  %439 = load double, ptr %438, align 8, !tbaa !9
  %440 = call fast double @llvm.fabs.f64(double %439)
  %441 = call fast double @llvm.maxnum.f64(double %440, double 1.000000e+00)
  %442 = fmul fast double %441, 0x3EB0C6F7A0B5ED8D
  %443 = fadd fast double %442, %439
  store double %443, ptr %438, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %1, ptr noundef nonnull readonly align 8 dereferenceable(72) %277, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) %284, i64 56, i1 false)
  %444 = load double, ptr %1, align 16, !tbaa !9
  %445 = load double, ptr %285, align 8, !tbaa !9
  %446 = fmul fast double %445, %445
  %447 = fmul fast double %446, 2.000000e+00
  %448 = load double, ptr %286, align 16, !tbaa !9
  %449 = fmul fast double %448, %448
  %450 = fmul fast double %449, 3.000000e+00
  %451 = load double, ptr %287, align 8, !tbaa !9
  %452 = fmul fast double %451, %451
  %453 = fmul fast double %452, 4.000000e+00
  %454 = load double, ptr %288, align 16, !tbaa !9
  %455 = fmul fast double %454, %454
  %456 = fmul fast double %455, 5.000000e+00
  %457 = load double, ptr %289, align 8, !tbaa !9
  %458 = fmul fast double %457, %457
  %459 = fmul fast double %458, 6.000000e+00
  %460 = load double, ptr %290, align 16, !tbaa !9
  %461 = fmul fast double %460, %460
  %462 = fmul fast double %461, 7.000000e+00
  %463 = load double, ptr %291, align 8, !tbaa !9
  %464 = fmul fast double %463, %463
  %465 = fmul fast double %464, 8.000000e+00
  %466 = load double, ptr %292, align 16, !tbaa !9
  %467 = fmul fast double %466, %466
  %468 = fmul fast double %467, 9.000000e+00
  %469 = fsub fast double %439, %442
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1)
  store double %469, ptr %438, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %2, ptr noundef nonnull readonly align 8 dereferenceable(72) %277, i64 72, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, ptr noundef nonnull align 16 dereferenceable(56) %293, i64 56, i1 false)
  %470 = load double, ptr %2, align 16, !tbaa !9
  %471 = fmul fast double %470, %470
  %472 = load double, ptr %294, align 8, !tbaa !9
  %473 = fmul fast double %472, %472
  %474 = fmul fast double %473, 2.000000e+00
  %475 = fadd fast double %474, %471
  %476 = load double, ptr %295, align 16, !tbaa !9
  %477 = fmul fast double %476, %476
  %478 = fmul fast double %477, 3.000000e+00
  %479 = fadd fast double %478, %475
  %480 = load double, ptr %296, align 8, !tbaa !9
  %481 = fmul fast double %480, %480
  %482 = fmul fast double %481, 4.000000e+00
  %483 = fadd fast double %482, %479
  %484 = load double, ptr %297, align 16, !tbaa !9
  %485 = fmul fast double %484, %484
  %486 = fmul fast double %485, 5.000000e+00
  %487 = fadd fast double %486, %483
  %488 = load double, ptr %298, align 8, !tbaa !9
  %489 = fmul fast double %488, %488
  %490 = fmul fast double %489, 6.000000e+00
  %491 = fadd fast double %490, %487
  %492 = load double, ptr %299, align 16, !tbaa !9
  %493 = fmul fast double %492, %492
  %494 = fmul fast double %493, 7.000000e+00
  %495 = fadd fast double %494, %491
  %496 = load double, ptr %300, align 8, !tbaa !9
  %497 = fmul fast double %496, %496
  %498 = fmul fast double %497, 8.000000e+00
  %499 = fadd fast double %498, %495
  %500 = load double, ptr %301, align 16, !tbaa !9
  %501 = fmul fast double %500, %500
  %502 = fmul fast double %501, 9.000000e+00
  %503 = fadd fast double %502, %499
  %504 = fmul fast double %444, %444
  %505 = fadd fast double %447, %504
  %506 = fadd fast double %450, %505
  %507 = fadd fast double %453, %506
  %508 = fadd fast double %456, %507
  %509 = fadd fast double %459, %508
  %510 = fadd fast double %462, %509
  %511 = fadd fast double %465, %510
  %512 = fadd fast double %468, %511
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2)
  store double %439, ptr %438, align 8, !tbaa !9
  %513 = fsub fast double %512, %503
  %514 = fmul fast double %441, 2.000000e-06
  %515 = fdiv fast double %513, %514
  %516 = call fast double @llvm.fabs.f64(double %515)
  %517 = call fast double @llvm.maxnum.f64(double %516, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %437, ptr %6, align 8, !tbaa !9
  %518 = load volatile double, ptr %6, align 8, !tbaa !9
  %519 = call double @llvm.fabs.f64(double %518)
  %520 = fcmp ueq double %519, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %520, label %534, label %521

521:                                              ; preds = %434
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %515, ptr %5, align 8, !tbaa !9
  %522 = load volatile double, ptr %5, align 8, !tbaa !9
  %523 = call double @llvm.fabs.f64(double %522)
  %524 = fcmp ueq double %523, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %524, label %534, label %525

525:                                              ; preds = %521
  %526 = fsub fast double %437, %515
  %527 = call fast double @llvm.fabs.f64(double %526)
  %528 = fmul fast double %517, 1.000000e-03
  %529 = fcmp fast ole double %527, %528
  %530 = freeze i1 %529
  br i1 %530, label %531, label %534

531:                                              ; preds = %525
  %532 = trunc nuw nsw i64 %435 to i32
  %533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %532, double noundef nofpclass(nan inf) %437, double noundef nofpclass(nan inf) %515, ptr noundef nonnull @.str.7)
  br label %539

534:                                              ; preds = %525, %521, %434
  %535 = trunc nuw nsw i64 %435 to i32
  %536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %535, double noundef nofpclass(nan inf) %437, double noundef nofpclass(nan inf) %515, ptr noundef nonnull @.str.8)
  %537 = load i32, ptr @n_fail, align 4, !tbaa !18
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr @n_fail, align 4, !tbaa !18
  br label %539

539:                                              ; preds = %534, %531
  %540 = add nuw nsw i64 %435, 1
  %541 = icmp eq i64 %540, 9
  br i1 %541, label %542, label %434, !llvm.loop !23

542:                                              ; preds = %539
  call void @free(ptr noundef nonnull %277) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %19) #13
  %543 = load i32, ptr @n_fail, align 4, !tbaa !18
  %544 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %543)
  %545 = load i32, ptr @n_fail, align 4, !tbaa !18
  %546 = icmp ne i32 %545, 0
  %547 = zext i1 %546 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #13
  ret i32 %547
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
  %48 = load i32, ptr @n_fail, align 4, !tbaa !18
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr @n_fail, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %42, %45
  %51 = add nuw nsw i64 %12, 1
  %52 = icmp eq i64 %51, 9
  br i1 %52, label %10, label %11, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @obj_shift(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
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
  br i1 %22, label %23, label %96

23:                                               ; preds = %21
  %24 = zext nneg i32 %4 to i64
  %25 = icmp ult i32 %4, 16
  br i1 %25, label %80, label %26

26:                                               ; preds = %23
  %27 = and i64 %24, 2147483632
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %71, %28 ]
  %30 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %26 ], [ %72, %28 ]
  %31 = phi <4 x double> [ zeroinitializer, %26 ], [ %67, %28 ]
  %32 = phi <4 x double> [ zeroinitializer, %26 ], [ %68, %28 ]
  %33 = phi <4 x double> [ zeroinitializer, %26 ], [ %69, %28 ]
  %34 = phi <4 x double> [ zeroinitializer, %26 ], [ %70, %28 ]
  %35 = trunc <4 x i64> %30 to <4 x i32>
  %36 = add <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %37 = trunc <4 x i64> %30 to <4 x i32>
  %38 = add <4 x i32> %37, <i32 5, i32 5, i32 5, i32 5>
  %39 = trunc <4 x i64> %30 to <4 x i32>
  %40 = add <4 x i32> %39, <i32 9, i32 9, i32 9, i32 9>
  %41 = trunc <4 x i64> %30 to <4 x i32>
  %42 = add <4 x i32> %41, <i32 13, i32 13, i32 13, i32 13>
  %43 = uitofp <4 x i32> %36 to <4 x double>
  %44 = uitofp <4 x i32> %38 to <4 x double>
  %45 = uitofp <4 x i32> %40 to <4 x double>
  %46 = uitofp <4 x i32> %42 to <4 x double>
  %47 = getelementptr inbounds double, ptr %3, i64 %29
  %48 = getelementptr inbounds i8, ptr %47, i64 32
  %49 = getelementptr inbounds i8, ptr %47, i64 64
  %50 = getelementptr inbounds i8, ptr %47, i64 96
  %51 = load <4 x double>, ptr %47, align 16, !tbaa !9
  %52 = load <4 x double>, ptr %48, align 16, !tbaa !9
  %53 = load <4 x double>, ptr %49, align 16, !tbaa !9
  %54 = load <4 x double>, ptr %50, align 16, !tbaa !9
  %55 = fmul fast <4 x double> %51, %43
  %56 = fmul fast <4 x double> %52, %44
  %57 = fmul fast <4 x double> %53, %45
  %58 = fmul fast <4 x double> %54, %46
  %59 = fadd fast <4 x double> %55, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %60 = fadd fast <4 x double> %56, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %61 = fadd fast <4 x double> %57, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %62 = fadd fast <4 x double> %58, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %63 = fmul fast <4 x double> %59, %51
  %64 = fmul fast <4 x double> %60, %52
  %65 = fmul fast <4 x double> %61, %53
  %66 = fmul fast <4 x double> %62, %54
  %67 = fadd fast <4 x double> %63, %31
  %68 = fadd fast <4 x double> %64, %32
  %69 = fadd fast <4 x double> %65, %33
  %70 = fadd fast <4 x double> %66, %34
  %71 = add nuw i64 %29, 16
  %72 = add <4 x i64> %30, <i64 16, i64 16, i64 16, i64 16>
  %73 = icmp eq i64 %71, %27
  br i1 %73, label %74, label %28, !llvm.loop !30

74:                                               ; preds = %28
  %75 = fadd fast <4 x double> %68, %67
  %76 = fadd fast <4 x double> %69, %75
  %77 = fadd fast <4 x double> %70, %76
  %78 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %77)
  %79 = icmp eq i64 %27, %24
  br i1 %79, label %96, label %80

80:                                               ; preds = %74, %23
  %81 = phi i64 [ 0, %23 ], [ %27, %74 ]
  %82 = phi double [ 0.000000e+00, %23 ], [ %78, %74 ]
  br label %83

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %86, %83 ], [ %81, %80 ]
  %85 = phi double [ %94, %83 ], [ %82, %80 ]
  %86 = add nuw nsw i64 %84, 1
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = uitofp nneg i32 %87 to double
  %89 = getelementptr inbounds double, ptr %3, i64 %84
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fmul fast double %90, %88
  %92 = fadd fast double %91, 5.000000e-01
  %93 = fmul fast double %92, %90
  %94 = fadd fast double %93, %85
  %95 = icmp eq i64 %86, %24
  br i1 %95, label %96, label %83, !llvm.loop !31

96:                                               ; preds = %83, %74, %21
  %97 = phi double [ 0.000000e+00, %21 ], [ %78, %74 ], [ %94, %83 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret double %97
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
  br i1 %69, label %70, label %29, !llvm.loop !32

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
  br i1 %90, label %91, label %78, !llvm.loop !33

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
  br i1 %107, label %108, label %100, !llvm.loop !35

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

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_fir(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) %0, i64 72, i1 false)
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !17
  %6 = load i32, ptr %1, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !16
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %141

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
  %19 = and i64 %17, 7
  %20 = icmp ult i32 %8, 8
  br i1 %20, label %130, label %21

21:                                               ; preds = %18
  %22 = and i64 %17, 2147483640
  br label %101

23:                                               ; preds = %10
  %24 = zext nneg i32 %6 to i64
  %25 = icmp ult i32 %6, 16
  %26 = and i64 %24, 2147483632
  %27 = icmp eq i64 %26, %24
  br label %28

28:                                               ; preds = %95, %23
  %29 = phi i64 [ 0, %23 ], [ %99, %95 ]
  %30 = phi double [ 0.000000e+00, %23 ], [ %98, %95 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %31 = getelementptr inbounds double, ptr %5, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !9
  store double %32, ptr %15, align 8, !tbaa !9
  br i1 %25, label %79, label %33

33:                                               ; preds = %28, %33
  %34 = phi i64 [ %71, %33 ], [ 0, %28 ]
  %35 = phi <4 x double> [ %67, %33 ], [ zeroinitializer, %28 ]
  %36 = phi <4 x double> [ %68, %33 ], [ zeroinitializer, %28 ]
  %37 = phi <4 x double> [ %69, %33 ], [ zeroinitializer, %28 ]
  %38 = phi <4 x double> [ %70, %33 ], [ zeroinitializer, %28 ]
  %39 = phi <4 x i32> [ %72, %33 ], [ <i32 0, i32 1, i32 2, i32 3>, %28 ]
  %40 = add <4 x i32> %39, <i32 4, i32 4, i32 4, i32 4>
  %41 = add <4 x i32> %39, <i32 8, i32 8, i32 8, i32 8>
  %42 = add <4 x i32> %39, <i32 12, i32 12, i32 12, i32 12>
  %43 = uitofp <4 x i32> %39 to <4 x double>
  %44 = uitofp <4 x i32> %40 to <4 x double>
  %45 = uitofp <4 x i32> %41 to <4 x double>
  %46 = uitofp <4 x i32> %42 to <4 x double>
  %47 = fmul fast <4 x double> %43, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %48 = fmul fast <4 x double> %44, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %49 = fmul fast <4 x double> %45, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %50 = fmul fast <4 x double> %46, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %51 = fadd fast <4 x double> %47, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %52 = fadd fast <4 x double> %48, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %53 = fadd fast <4 x double> %49, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %54 = fadd fast <4 x double> %50, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %55 = getelementptr inbounds double, ptr %3, i64 %34
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = getelementptr inbounds i8, ptr %55, i64 64
  %58 = getelementptr inbounds i8, ptr %55, i64 96
  %59 = load <4 x double>, ptr %55, align 16, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 16, !tbaa !9
  %61 = load <4 x double>, ptr %57, align 16, !tbaa !9
  %62 = load <4 x double>, ptr %58, align 16, !tbaa !9
  %63 = fmul fast <4 x double> %51, %59
  %64 = fmul fast <4 x double> %52, %60
  %65 = fmul fast <4 x double> %53, %61
  %66 = fmul fast <4 x double> %54, %62
  %67 = fadd fast <4 x double> %63, %35
  %68 = fadd fast <4 x double> %64, %36
  %69 = fadd fast <4 x double> %65, %37
  %70 = fadd fast <4 x double> %66, %38
  %71 = add nuw i64 %34, 16
  %72 = add <4 x i32> %39, <i32 16, i32 16, i32 16, i32 16>
  %73 = icmp eq i64 %71, %26
  br i1 %73, label %74, label %33, !llvm.loop !37

74:                                               ; preds = %33
  %75 = fadd fast <4 x double> %68, %67
  %76 = fadd fast <4 x double> %69, %75
  %77 = fadd fast <4 x double> %70, %76
  %78 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %77)
  br i1 %27, label %95, label %79

79:                                               ; preds = %74, %28
  %80 = phi i64 [ 0, %28 ], [ %26, %74 ]
  %81 = phi double [ 0.000000e+00, %28 ], [ %78, %74 ]
  br label %82

82:                                               ; preds = %79, %82
  %83 = phi i64 [ %93, %82 ], [ %80, %79 ]
  %84 = phi double [ %92, %82 ], [ %81, %79 ]
  %85 = trunc nuw nsw i64 %83 to i32
  %86 = uitofp nneg i32 %85 to double
  %87 = fmul fast double %86, 1.000000e-01
  %88 = fadd fast double %87, 3.000000e-01
  %89 = getelementptr inbounds double, ptr %3, i64 %83
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fmul fast double %88, %90
  %92 = fadd fast double %91, %84
  %93 = add nuw nsw i64 %83, 1
  %94 = icmp eq i64 %93, %24
  br i1 %94, label %95, label %82, !llvm.loop !38

95:                                               ; preds = %82, %74
  %96 = phi double [ %78, %74 ], [ %92, %82 ]
  %97 = fmul fast double %96, %96
  %98 = fadd fast double %97, %30
  %99 = add nuw nsw i64 %29, 1
  %100 = icmp eq i64 %99, %17
  br i1 %100, label %141, label %28, !llvm.loop !34

101:                                              ; preds = %101, %21
  %102 = phi i64 [ 0, %21 ], [ %127, %101 ]
  %103 = phi i64 [ 0, %21 ], [ %128, %101 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %104 = getelementptr inbounds double, ptr %5, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !9
  store double %105, ptr %15, align 8, !tbaa !9
  %106 = or disjoint i64 %102, 1
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %107 = getelementptr inbounds double, ptr %5, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  store double %108, ptr %15, align 8, !tbaa !9
  %109 = or disjoint i64 %102, 2
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %110 = getelementptr inbounds double, ptr %5, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  store double %111, ptr %15, align 8, !tbaa !9
  %112 = or disjoint i64 %102, 3
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %113 = getelementptr inbounds double, ptr %5, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !9
  store double %114, ptr %15, align 8, !tbaa !9
  %115 = or disjoint i64 %102, 4
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %116 = getelementptr inbounds double, ptr %5, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  store double %117, ptr %15, align 8, !tbaa !9
  %118 = or disjoint i64 %102, 5
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %119 = getelementptr inbounds double, ptr %5, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  store double %120, ptr %15, align 8, !tbaa !9
  %121 = or disjoint i64 %102, 6
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %122 = getelementptr inbounds double, ptr %5, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  store double %123, ptr %15, align 8, !tbaa !9
  %124 = or disjoint i64 %102, 7
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %125 = getelementptr inbounds double, ptr %5, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  store double %126, ptr %15, align 8, !tbaa !9
  %127 = add nuw nsw i64 %102, 8
  %128 = add i64 %103, 8
  %129 = icmp eq i64 %128, %22
  br i1 %129, label %130, label %101, !llvm.loop !34

130:                                              ; preds = %101, %18
  %131 = phi i64 [ 0, %18 ], [ %127, %101 ]
  %132 = icmp eq i64 %19, 0
  br i1 %132, label %141, label %133

133:                                              ; preds = %130, %133
  %134 = phi i64 [ %138, %133 ], [ %131, %130 ]
  %135 = phi i64 [ %139, %133 ], [ 0, %130 ]
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 8 %11, i64 %14, i1 false)
  %136 = getelementptr inbounds double, ptr %5, i64 %134
  %137 = load double, ptr %136, align 8, !tbaa !9
  store double %137, ptr %15, align 8, !tbaa !9
  %138 = add nuw nsw i64 %134, 1
  %139 = add i64 %135, 1
  %140 = icmp eq i64 %139, %19
  br i1 %140, label %141, label %133, !llvm.loop !39

141:                                              ; preds = %130, %133, %95, %2
  %142 = phi double [ 0.000000e+00, %2 ], [ %98, %95 ], [ 0.000000e+00, %133 ], [ 0.000000e+00, %130 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret double %142
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
  br i1 %63, label %64, label %18, !llvm.loop !40

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
  br i1 %85, label %86, label %73, !llvm.loop !41

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
  %41 = load <4 x float>, ptr %37, align 4, !tbaa !21
  %42 = load <4 x float>, ptr %38, align 4, !tbaa !21
  %43 = load <4 x float>, ptr %39, align 4, !tbaa !21
  %44 = load <4 x float>, ptr %40, align 4, !tbaa !21
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
  br i1 %63, label %64, label %18, !llvm.loop !42

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
  %79 = load float, ptr %78, align 4, !tbaa !21
  %80 = fpext float %79 to double
  %81 = fmul fast double %80, %80
  %82 = fmul fast double %81, %77
  %83 = fadd fast double %82, %74
  %84 = icmp eq i64 %75, %11
  br i1 %84, label %70, label %72, !llvm.loop !43
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
!25 = distinct !{!25, !20, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !20, !27, !26}
!29 = distinct !{null, ptr @obj_fir, ptr @obj_shift, null}
!30 = distinct !{!30, !20, !26, !27}
!31 = distinct !{!31, !20, !27, !26}
!32 = distinct !{!32, !20, !26, !27}
!33 = distinct !{!33, !20, !27, !26}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = distinct !{!37, !20, !26, !27}
!38 = distinct !{!38, !20, !27, !26}
!39 = distinct !{!39, !36}
!40 = distinct !{!40, !20, !26, !27}
!41 = distinct !{!41, !20, !27, !26}
!42 = distinct !{!42, !20, !26, !27}
!43 = distinct !{!43, !20, !27, !26}
