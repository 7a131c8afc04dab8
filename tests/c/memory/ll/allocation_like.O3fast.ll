; ModuleID = 'allocation_like.c'
source_filename = "allocation_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Arena = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local local_unnamed_addr global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"smooth.dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"smooth.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"smooth.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"arena.live\00", align 1
@arena = internal global %struct.Arena { ptr @pool, i64 0, i64 65536, i32 0 }, align 8
@.str.5 = private unnamed_addr constant [16 x i8] c"allocation_like\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@pool = internal global [65536 x i8] zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @arena_alloc(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = add i64 %4, 15
  %6 = and i64 %5, -16
  %7 = add i64 %6, %1
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !12
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  tail call void @abort() #12
  unreachable

12:                                               ; preds = %2
  store i64 %7, ptr %3, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load i32, ptr %13, align 8, !tbaa !13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 8, !tbaa !13
  %16 = load ptr, ptr %0, align 8, !tbaa !14
  %17 = getelementptr inbounds i8, ptr %16, i64 %6
  ret ptr %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @arena_release(ptr nocapture noundef %0, ptr noundef readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !14
  %4 = icmp ugt ptr %3, %1
  br i1 %4, label %10, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 %7
  %9 = icmp ugt ptr %8, %1
  br i1 %9, label %11, label %10

10:                                               ; preds = %5, %2
  tail call void @abort() #12
  unreachable

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !13
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr %12, align 8, !tbaa !13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %11
  store i64 0, ptr %6, align 8, !tbaa !5
  br label %17

17:                                               ; preds = %16, %11
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [10 x double], align 16
  %10 = alloca [10 x double], align 16
  %11 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #13
  %12 = load i64, ptr @rng_state, align 8, !tbaa !15
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = mul i64 %18, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = insertelement <4 x i64> poison, i64 %14, i64 0
  %22 = insertelement <4 x i64> %21, i64 %16, i64 1
  %23 = insertelement <4 x i64> %22, i64 %18, i64 2
  %24 = insertelement <4 x i64> %23, i64 %20, i64 3
  %25 = lshr <4 x i64> %24, <i64 10, i64 10, i64 10, i64 10>
  %26 = and <4 x i64> %25, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %27 = uitofp nneg <4 x i64> %26 to <4 x double>
  %28 = fmul fast <4 x double> %27, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %29 = fadd fast <4 x double> %28, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %29, ptr %9, align 16, !tbaa !17
  %30 = mul i64 %20, 6364136223846793005
  %31 = getelementptr inbounds i8, ptr %9, i64 32
  %32 = add i64 %30, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <4 x i64> poison, i64 %32, i64 0
  %40 = insertelement <4 x i64> %39, i64 %34, i64 1
  %41 = insertelement <4 x i64> %40, i64 %36, i64 2
  %42 = insertelement <4 x i64> %41, i64 %38, i64 3
  %43 = lshr <4 x i64> %42, <i64 10, i64 10, i64 10, i64 10>
  %44 = and <4 x i64> %43, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <4 x i64> %44 to <4 x double>
  %46 = fmul fast <4 x double> %45, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %47 = fadd fast <4 x double> %46, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %47, ptr %31, align 16, !tbaa !17
  %48 = mul i64 %38, 6364136223846793005
  %49 = getelementptr inbounds i8, ptr %9, i64 64
  %50 = add i64 %48, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = insertelement <2 x i64> poison, i64 %50, i64 0
  %54 = insertelement <2 x i64> %53, i64 %52, i64 1
  %55 = lshr <2 x i64> %54, <i64 10, i64 10>
  %56 = and <2 x i64> %55, <i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <2 x i64> %56 to <2 x double>
  %58 = fmul fast <2 x double> %57, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %59 = fadd fast <2 x double> %58, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %59, ptr %49, align 16, !tbaa !17
  %60 = mul i64 %52, 6364136223846793005
  %61 = getelementptr inbounds i8, ptr %11, i64 8
  %62 = getelementptr inbounds i8, ptr %11, i64 16
  %63 = getelementptr inbounds i8, ptr %11, i64 24
  %64 = add i64 %60, 1442695040888963407
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
  store <4 x double> %79, ptr %11, align 16, !tbaa !17
  %80 = mul i64 %70, 6364136223846793005
  %81 = getelementptr inbounds i8, ptr %11, i64 32
  %82 = getelementptr inbounds i8, ptr %11, i64 40
  %83 = getelementptr inbounds i8, ptr %11, i64 48
  %84 = getelementptr inbounds i8, ptr %11, i64 56
  %85 = add i64 %80, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = mul i64 %87, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = mul i64 %89, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = insertelement <4 x i64> poison, i64 %85, i64 0
  %93 = insertelement <4 x i64> %92, i64 %87, i64 1
  %94 = insertelement <4 x i64> %93, i64 %89, i64 2
  %95 = insertelement <4 x i64> %94, i64 %91, i64 3
  %96 = lshr <4 x i64> %95, <i64 10, i64 10, i64 10, i64 10>
  %97 = and <4 x i64> %96, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %98 = uitofp nneg <4 x i64> %97 to <4 x double>
  %99 = fmul fast <4 x double> %98, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %100 = fadd fast <4 x double> %99, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %100, ptr %81, align 16, !tbaa !17
  %101 = mul i64 %91, 6364136223846793005
  %102 = getelementptr inbounds i8, ptr %11, i64 64
  %103 = getelementptr inbounds i8, ptr %11, i64 72
  %104 = add i64 %101, 1442695040888963407
  %105 = mul i64 %104, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = insertelement <2 x i64> poison, i64 %104, i64 0
  %108 = insertelement <2 x i64> %107, i64 %106, i64 1
  %109 = lshr <2 x i64> %108, <i64 10, i64 10>
  %110 = and <2 x i64> %109, <i64 18014398509481982, i64 18014398509481982>
  %111 = uitofp nneg <2 x i64> %110 to <2 x double>
  %112 = fmul fast <2 x double> %111, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %113 = fadd fast <2 x double> %112, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %113, ptr %102, align 16, !tbaa !17
  store i64 %106, ptr @rng_state, align 8, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %10, i8 0, i64 80, i1 false)
  %114 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %114, i32 noundef 10) #13
  %116 = call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %116, ptr noundef nonnull readonly align 16 dereferenceable(80) %9, i64 80, i1 false)
  %117 = getelementptr inbounds i8, ptr %116, i64 32
  %118 = getelementptr inbounds i8, ptr %116, i64 64
  br label %119

119:                                              ; preds = %0, %242
  %120 = phi i64 [ 0, %0 ], [ %243, %242 ]
  %121 = getelementptr inbounds double, ptr %10, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !17
  %123 = getelementptr inbounds double, ptr %116, i64 %120
  %124 = load double, ptr %123, align 8, !tbaa !17
  %125 = call fast double @llvm.fabs.f64(double %124)
  %126 = call fast double @llvm.maxnum.f64(double %125, double 1.000000e+00)
  %127 = fmul fast double %126, 0x3EB0C6F7A0B5ED8D
  %128 = fadd fast double %127, %124
  store double %128, ptr %123, align 8, !tbaa !17
  %129 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %130 = load <4 x double>, ptr %116, align 8, !tbaa !17
  %131 = fmul fast <4 x double> %130, %130
  %132 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %130)
  %133 = fadd fast <4 x double> %131, %132
  store <4 x double> %133, ptr %129, align 8, !tbaa !17
  %134 = getelementptr inbounds i8, ptr %129, i64 32
  %135 = load <4 x double>, ptr %117, align 8, !tbaa !17
  %136 = fmul fast <4 x double> %135, %135
  %137 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %135)
  %138 = fadd fast <4 x double> %136, %137
  store <4 x double> %138, ptr %134, align 8, !tbaa !17
  %139 = getelementptr inbounds i8, ptr %129, i64 64
  %140 = load <2 x double>, ptr %118, align 8, !tbaa !17
  %141 = fmul fast <2 x double> %140, %140
  %142 = call fast <2 x double> @llvm.sin.v2f64(<2 x double> %140)
  %143 = fadd fast <2 x double> %141, %142
  store <2 x double> %143, ptr %139, align 8, !tbaa !17
  %144 = extractelement <4 x double> %133, i64 2
  %145 = extractelement <4 x double> %133, i64 3
  %146 = fmul fast double %145, %144
  %147 = extractelement <4 x double> %138, i64 0
  %148 = fmul fast double %147, %145
  %149 = extractelement <4 x double> %138, i64 1
  %150 = fmul fast double %149, %147
  %151 = extractelement <4 x double> %138, i64 2
  %152 = fmul fast double %151, %149
  %153 = extractelement <4 x double> %138, i64 3
  %154 = fmul fast double %153, %151
  %155 = extractelement <2 x double> %143, i64 0
  %156 = fmul fast double %155, %153
  %157 = extractelement <2 x double> %143, i64 1
  %158 = fmul fast double %157, %155
  %159 = extractelement <4 x double> %133, i64 0
  %160 = fmul fast double %159, %157
  %161 = fsub fast double %124, %127
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %129)
  store double %161, ptr %123, align 8, !tbaa !17
  %162 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %163 = load <4 x double>, ptr %116, align 8, !tbaa !17
  %164 = fmul fast <4 x double> %163, %163
  %165 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %163)
  %166 = fadd fast <4 x double> %164, %165
  store <4 x double> %166, ptr %162, align 8, !tbaa !17
  %167 = getelementptr inbounds i8, ptr %162, i64 32
  %168 = load <4 x double>, ptr %117, align 8, !tbaa !17
  %169 = fmul fast <4 x double> %168, %168
  %170 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %168)
  %171 = fadd fast <4 x double> %169, %170
  store <4 x double> %171, ptr %167, align 8, !tbaa !17
  %172 = getelementptr inbounds i8, ptr %162, i64 64
  %173 = load <2 x double>, ptr %118, align 8, !tbaa !17
  %174 = fmul fast <2 x double> %173, %173
  %175 = call fast <2 x double> @llvm.sin.v2f64(<2 x double> %173)
  %176 = fadd fast <2 x double> %174, %175
  store <2 x double> %176, ptr %172, align 8, !tbaa !17
  %177 = fadd fast double %144, %159
  %178 = extractelement <4 x double> %133, i64 1
  %179 = fmul fast double %177, %178
  %180 = fadd fast double %146, %179
  %181 = fadd fast double %148, %180
  %182 = fadd fast double %150, %181
  %183 = fadd fast double %152, %182
  %184 = fadd fast double %154, %183
  %185 = fadd fast double %156, %184
  %186 = fadd fast double %158, %185
  %187 = extractelement <4 x double> %166, i64 0
  %188 = extractelement <4 x double> %166, i64 2
  %189 = fadd fast double %188, %187
  %190 = extractelement <4 x double> %166, i64 1
  %191 = fmul fast double %189, %190
  %192 = extractelement <4 x double> %166, i64 3
  %193 = fmul fast double %192, %188
  %194 = fadd fast double %193, %191
  %195 = extractelement <4 x double> %171, i64 0
  %196 = fmul fast double %195, %192
  %197 = fadd fast double %196, %194
  %198 = extractelement <4 x double> %171, i64 1
  %199 = fmul fast double %198, %195
  %200 = fadd fast double %199, %197
  %201 = extractelement <4 x double> %171, i64 2
  %202 = fmul fast double %201, %198
  %203 = fadd fast double %202, %200
  %204 = extractelement <4 x double> %171, i64 3
  %205 = fmul fast double %204, %201
  %206 = fadd fast double %205, %203
  %207 = extractelement <2 x double> %176, i64 0
  %208 = fmul fast double %207, %204
  %209 = fadd fast double %208, %206
  %210 = extractelement <2 x double> %176, i64 1
  %211 = fmul fast double %210, %207
  %212 = fadd fast double %211, %209
  %213 = fmul fast double %187, %210
  %214 = fadd fast double %213, %212
  %215 = fadd fast double %160, %186
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %162)
  store double %124, ptr %123, align 8, !tbaa !17
  %216 = fsub fast double %215, %214
  %217 = fmul fast double %126, 2.000000e-06
  %218 = fdiv fast double %216, %217
  %219 = call fast double @llvm.fabs.f64(double %218)
  %220 = call fast double @llvm.maxnum.f64(double %219, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %122, ptr %8, align 8, !tbaa !17
  %221 = load volatile double, ptr %8, align 8, !tbaa !17
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = fcmp ueq double %222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %223, label %237, label %224

224:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %218, ptr %7, align 8, !tbaa !17
  %225 = load volatile double, ptr %7, align 8, !tbaa !17
  %226 = call double @llvm.fabs.f64(double %225)
  %227 = fcmp ueq double %226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %227, label %237, label %228

228:                                              ; preds = %224
  %229 = fsub fast double %122, %218
  %230 = call fast double @llvm.fabs.f64(double %229)
  %231 = fmul fast double %220, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp fast ole double %230, %231
  %233 = freeze i1 %232
  br i1 %233, label %234, label %237

234:                                              ; preds = %228
  %235 = trunc nuw nsw i64 %120 to i32
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %235, double noundef nofpclass(nan inf) %122, double noundef nofpclass(nan inf) %218, ptr noundef nonnull @.str.7)
  br label %242

237:                                              ; preds = %228, %224, %119
  %238 = trunc nuw nsw i64 %120 to i32
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %238, double noundef nofpclass(nan inf) %122, double noundef nofpclass(nan inf) %218, ptr noundef nonnull @.str.8)
  %240 = load i32, ptr @n_fail, align 4, !tbaa !19
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr @n_fail, align 4, !tbaa !19
  br label %242

242:                                              ; preds = %237, %234
  %243 = add nuw nsw i64 %120, 1
  %244 = icmp eq i64 %243, 10
  br i1 %244, label %245, label %119, !llvm.loop !20

245:                                              ; preds = %242
  call void @free(ptr noundef nonnull %116) #13
  %246 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %247 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @smooth, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %246, i32 noundef 10) #13
  %248 = call noalias dereferenceable_or_null(80) ptr @malloc(i64 noundef 80) #14
  %249 = load <4 x double>, ptr %9, align 16, !tbaa !17
  %250 = load <4 x double>, ptr %11, align 16, !tbaa !17
  %251 = fmul fast <4 x double> %250, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %252 = fsub fast <4 x double> %249, %251
  store <4 x double> %252, ptr %248, align 8, !tbaa !17
  %253 = getelementptr inbounds i8, ptr %248, i64 32
  %254 = load <4 x double>, ptr %31, align 16, !tbaa !17
  %255 = load <4 x double>, ptr %81, align 16, !tbaa !17
  %256 = fmul fast <4 x double> %255, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %257 = fsub fast <4 x double> %254, %256
  store <4 x double> %257, ptr %253, align 8, !tbaa !17
  %258 = getelementptr inbounds i8, ptr %248, i64 64
  %259 = load <2 x double>, ptr %49, align 16, !tbaa !17
  %260 = load <2 x double>, ptr %102, align 16, !tbaa !17
  %261 = fmul fast <2 x double> %260, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %262 = fsub fast <2 x double> %259, %261
  store <2 x double> %262, ptr %258, align 8, !tbaa !17
  %263 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %264 = fadd fast <4 x double> %251, %249
  %265 = fmul fast <4 x double> %264, %264
  %266 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %264)
  %267 = fadd fast <4 x double> %265, %266
  store <4 x double> %267, ptr %263, align 8, !tbaa !17
  %268 = getelementptr inbounds i8, ptr %263, i64 32
  %269 = fadd fast <4 x double> %256, %254
  %270 = fmul fast <4 x double> %269, %269
  %271 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %269)
  %272 = fadd fast <4 x double> %270, %271
  store <4 x double> %272, ptr %268, align 8, !tbaa !17
  %273 = getelementptr inbounds i8, ptr %263, i64 64
  %274 = fadd fast <2 x double> %261, %259
  %275 = fmul fast <2 x double> %274, %274
  %276 = call fast <2 x double> @llvm.sin.v2f64(<2 x double> %274)
  %277 = fadd fast <2 x double> %275, %276
  store <2 x double> %277, ptr %273, align 8, !tbaa !17
  %278 = extractelement <4 x double> %267, i64 2
  %279 = extractelement <4 x double> %267, i64 3
  %280 = fmul fast double %279, %278
  %281 = extractelement <4 x double> %272, i64 0
  %282 = fmul fast double %281, %279
  %283 = extractelement <4 x double> %272, i64 1
  %284 = fmul fast double %283, %281
  %285 = extractelement <4 x double> %272, i64 2
  %286 = fmul fast double %285, %283
  %287 = extractelement <4 x double> %272, i64 3
  %288 = fmul fast double %287, %285
  %289 = extractelement <2 x double> %277, i64 0
  %290 = fmul fast double %289, %287
  %291 = extractelement <2 x double> %277, i64 1
  %292 = fmul fast double %291, %289
  %293 = extractelement <4 x double> %267, i64 0
  %294 = fmul fast double %293, %291
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %263)
  %295 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef 80)
  %296 = load <4 x double>, ptr %248, align 8, !tbaa !17
  %297 = fmul fast <4 x double> %296, %296
  %298 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %296)
  %299 = fadd fast <4 x double> %297, %298
  store <4 x double> %299, ptr %295, align 8, !tbaa !17
  %300 = getelementptr inbounds i8, ptr %295, i64 32
  %301 = load <4 x double>, ptr %253, align 8, !tbaa !17
  %302 = fmul fast <4 x double> %301, %301
  %303 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %301)
  %304 = fadd fast <4 x double> %302, %303
  store <4 x double> %304, ptr %300, align 8, !tbaa !17
  %305 = getelementptr inbounds i8, ptr %295, i64 64
  %306 = load <2 x double>, ptr %258, align 8, !tbaa !17
  %307 = fmul fast <2 x double> %306, %306
  %308 = call fast <2 x double> @llvm.sin.v2f64(<2 x double> %306)
  %309 = fadd fast <2 x double> %307, %308
  store <2 x double> %309, ptr %305, align 8, !tbaa !17
  %310 = fadd fast double %278, %293
  %311 = extractelement <4 x double> %267, i64 1
  %312 = fmul fast double %310, %311
  %313 = fadd fast double %280, %312
  %314 = fadd fast double %282, %313
  %315 = fadd fast double %284, %314
  %316 = fadd fast double %286, %315
  %317 = fadd fast double %288, %316
  %318 = fadd fast double %290, %317
  %319 = fadd fast double %292, %318
  %320 = extractelement <4 x double> %299, i64 0
  %321 = extractelement <4 x double> %299, i64 2
  %322 = fadd fast double %321, %320
  %323 = extractelement <4 x double> %299, i64 1
  %324 = fmul fast double %322, %323
  %325 = extractelement <4 x double> %299, i64 3
  %326 = fmul fast double %325, %321
  %327 = fadd fast double %326, %324
  %328 = extractelement <4 x double> %304, i64 0
  %329 = fmul fast double %328, %325
  %330 = fadd fast double %329, %327
  %331 = extractelement <4 x double> %304, i64 1
  %332 = fmul fast double %331, %328
  %333 = fadd fast double %332, %330
  %334 = extractelement <4 x double> %304, i64 2
  %335 = fmul fast double %334, %331
  %336 = fadd fast double %335, %333
  %337 = extractelement <4 x double> %304, i64 3
  %338 = fmul fast double %337, %334
  %339 = fadd fast double %338, %336
  %340 = extractelement <2 x double> %309, i64 0
  %341 = fmul fast double %340, %337
  %342 = fadd fast double %341, %339
  %343 = extractelement <2 x double> %309, i64 1
  %344 = fmul fast double %343, %340
  %345 = fadd fast double %344, %342
  %346 = fmul fast double %320, %343
  %347 = fadd fast double %346, %345
  %348 = fadd fast double %294, %319
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef nonnull %295)
  %349 = fsub fast double %348, %347
  %350 = fmul fast double %349, 5.000000e+05
  call void @free(ptr noundef %248) #13
  %351 = call fast double @llvm.fabs.f64(double %350)
  %352 = call fast double @llvm.maxnum.f64(double %351, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %247, ptr %6, align 8, !tbaa !17
  %353 = load volatile double, ptr %6, align 8, !tbaa !17
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %355, label %368, label %356

356:                                              ; preds = %245
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %350, ptr %5, align 8, !tbaa !17
  %357 = load volatile double, ptr %5, align 8, !tbaa !17
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %359, label %368, label %360

360:                                              ; preds = %356
  %361 = fsub fast double %247, %350
  %362 = call fast double @llvm.fabs.f64(double %361)
  %363 = fmul fast double %352, 0x3EB0C6F7A0B5ED8D
  %364 = fcmp fast ole double %362, %363
  %365 = freeze i1 %364
  br i1 %365, label %366, label %368

366:                                              ; preds = %360
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %247, double noundef nofpclass(nan inf) %350, ptr noundef nonnull @.str.7)
  br label %372

368:                                              ; preds = %360, %356, %245
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %247, double noundef nofpclass(nan inf) %350, ptr noundef nonnull @.str.8)
  %370 = load i32, ptr @n_fail, align 4, !tbaa !19
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr @n_fail, align 4, !tbaa !19
  br label %372

372:                                              ; preds = %368, %366
  %373 = load double, ptr %10, align 16, !tbaa !17
  %374 = load double, ptr %11, align 16, !tbaa !17
  %375 = fmul fast double %374, %373
  %376 = getelementptr inbounds i8, ptr %10, i64 8
  %377 = load double, ptr %376, align 8, !tbaa !17
  %378 = load double, ptr %61, align 8, !tbaa !17
  %379 = fmul fast double %378, %377
  %380 = fadd fast double %379, %375
  %381 = getelementptr inbounds i8, ptr %10, i64 16
  %382 = load double, ptr %381, align 16, !tbaa !17
  %383 = load double, ptr %62, align 16, !tbaa !17
  %384 = fmul fast double %383, %382
  %385 = fadd fast double %384, %380
  %386 = getelementptr inbounds i8, ptr %10, i64 24
  %387 = load double, ptr %386, align 8, !tbaa !17
  %388 = load double, ptr %63, align 8, !tbaa !17
  %389 = fmul fast double %388, %387
  %390 = fadd fast double %389, %385
  %391 = getelementptr inbounds i8, ptr %10, i64 32
  %392 = load double, ptr %391, align 16, !tbaa !17
  %393 = load double, ptr %81, align 16, !tbaa !17
  %394 = fmul fast double %393, %392
  %395 = fadd fast double %394, %390
  %396 = getelementptr inbounds i8, ptr %10, i64 40
  %397 = load double, ptr %396, align 8, !tbaa !17
  %398 = load double, ptr %82, align 8, !tbaa !17
  %399 = fmul fast double %398, %397
  %400 = fadd fast double %399, %395
  %401 = getelementptr inbounds i8, ptr %10, i64 48
  %402 = load double, ptr %401, align 16, !tbaa !17
  %403 = load double, ptr %83, align 16, !tbaa !17
  %404 = fmul fast double %403, %402
  %405 = fadd fast double %404, %400
  %406 = getelementptr inbounds i8, ptr %10, i64 56
  %407 = load double, ptr %406, align 8, !tbaa !17
  %408 = load double, ptr %84, align 8, !tbaa !17
  %409 = fmul fast double %408, %407
  %410 = fadd fast double %409, %405
  %411 = getelementptr inbounds i8, ptr %10, i64 64
  %412 = load double, ptr %411, align 16, !tbaa !17
  %413 = load double, ptr %102, align 16, !tbaa !17
  %414 = fmul fast double %413, %412
  %415 = fadd fast double %414, %410
  %416 = getelementptr inbounds i8, ptr %10, i64 72
  %417 = load double, ptr %416, align 8, !tbaa !17
  %418 = load double, ptr %103, align 8, !tbaa !17
  %419 = fmul fast double %418, %417
  %420 = fadd fast double %419, %415
  %421 = call fast double @llvm.fabs.f64(double %247)
  %422 = call fast double @llvm.maxnum.f64(double %421, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %420, ptr %4, align 8, !tbaa !17
  %423 = load volatile double, ptr %4, align 8, !tbaa !17
  %424 = call double @llvm.fabs.f64(double %423)
  %425 = fcmp ueq double %424, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %425, label %438, label %426

426:                                              ; preds = %372
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %247, ptr %3, align 8, !tbaa !17
  %427 = load volatile double, ptr %3, align 8, !tbaa !17
  %428 = call double @llvm.fabs.f64(double %427)
  %429 = fcmp ueq double %428, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %429, label %438, label %430

430:                                              ; preds = %426
  %431 = fsub fast double %420, %247
  %432 = call fast double @llvm.fabs.f64(double %431)
  %433 = fmul fast double %422, 0x3EB0C6F7A0B5ED8D
  %434 = fcmp fast ole double %432, %433
  %435 = freeze i1 %434
  br i1 %435, label %436, label %438

436:                                              ; preds = %430
  %437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %420, double noundef nofpclass(nan inf) %247, ptr noundef nonnull @.str.7)
  br label %442

438:                                              ; preds = %430, %426, %372
  %439 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %420, double noundef nofpclass(nan inf) %247, ptr noundef nonnull @.str.8)
  %440 = load i32, ptr @n_fail, align 4, !tbaa !19
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr @n_fail, align 4, !tbaa !19
  br label %442

442:                                              ; preds = %436, %438
  %443 = load i32, ptr getelementptr inbounds (i8, ptr @arena, i64 24), align 8, !tbaa !13
  %444 = freeze i32 %443
  %445 = sitofp i32 %444 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %445, ptr %2, align 8, !tbaa !17
  %446 = load volatile double, ptr %2, align 8, !tbaa !17
  %447 = call double @llvm.fabs.f64(double %446)
  %448 = fcmp ueq double %447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %448, label %458, label %449

449:                                              ; preds = %442
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !17
  %450 = load volatile double, ptr %1, align 8, !tbaa !17
  %451 = call double @llvm.fabs.f64(double %450)
  %452 = fcmp one double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %453 = icmp eq i32 %444, 0
  %454 = and i1 %453, %452
  br i1 %454, label %455, label %458

455:                                              ; preds = %449
  %456 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %445, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.7)
  %457 = load i32, ptr @n_fail, align 4, !tbaa !19
  br label %462

458:                                              ; preds = %449, %442
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %445, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  %460 = load i32, ptr @n_fail, align 4, !tbaa !19
  %461 = add nsw i32 %460, 1
  store i32 %461, ptr @n_fail, align 4, !tbaa !19
  br label %462

462:                                              ; preds = %455, %458
  %463 = phi i32 [ %457, %455 ], [ %461, %458 ]
  %464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %463)
  %465 = load i32, ptr @n_fail, align 4, !tbaa !19
  %466 = icmp ne i32 %465, 0
  %467 = zext i1 %466 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #13
  ret i32 %467
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @smooth(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %214

7:                                                ; preds = %2
  %8 = ptrtoint ptr %5 to i64
  %9 = ptrtoint ptr %0 to i64
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 4
  %12 = sub i64 %8, %9
  %13 = icmp ult i64 %12, 32
  %14 = select i1 %11, i1 true, i1 %13
  br i1 %14, label %15, label %35

15:                                               ; preds = %47, %7
  %16 = phi i64 [ 0, %7 ], [ %36, %47 ]
  %17 = and i64 %10, 3
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %15, %19
  %20 = phi i64 [ %28, %19 ], [ %16, %15 ]
  %21 = phi i64 [ %29, %19 ], [ 0, %15 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !17
  %24 = fmul fast double %23, %23
  %25 = tail call fast double @llvm.sin.f64(double %23)
  %26 = fadd fast double %24, %25
  %27 = getelementptr inbounds double, ptr %5, i64 %20
  store double %26, ptr %27, align 8, !tbaa !17
  %28 = add nuw nsw i64 %20, 1
  %29 = add i64 %21, 1
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %19, !llvm.loop !22

31:                                               ; preds = %19, %15
  %32 = phi i64 [ %16, %15 ], [ %28, %19 ]
  %33 = sub nsw i64 %16, %10
  %34 = icmp ugt i64 %33, -4
  br i1 %34, label %49, label %183

35:                                               ; preds = %7
  %36 = and i64 %10, 2147483644
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %45, %37 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load <4 x double>, ptr %39, align 8, !tbaa !17
  %41 = fmul fast <4 x double> %40, %40
  %42 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %40)
  %43 = fadd fast <4 x double> %41, %42
  %44 = getelementptr inbounds double, ptr %5, i64 %38
  store <4 x double> %43, ptr %44, align 8, !tbaa !17
  %45 = add nuw i64 %38, 4
  %46 = icmp eq i64 %45, %36
  br i1 %46, label %47, label %37, !llvm.loop !24

47:                                               ; preds = %37
  %48 = icmp eq i64 %36, %10
  br i1 %48, label %49, label %15

49:                                               ; preds = %31, %183, %47
  br i1 %6, label %50, label %214

50:                                               ; preds = %49
  %51 = zext nneg i32 %1 to i64
  %52 = icmp ult i32 %1, 16
  br i1 %52, label %53, label %56

53:                                               ; preds = %177, %50
  %54 = phi i64 [ 0, %50 ], [ %57, %177 ]
  %55 = phi double [ 0.000000e+00, %50 ], [ %181, %177 ]
  br label %216

56:                                               ; preds = %50
  %57 = and i64 %10, 2147483632
  %58 = insertelement <4 x i32> poison, i32 %1, i64 0
  %59 = shufflevector <4 x i32> %58, <4 x i32> poison, <4 x i32> zeroinitializer
  %60 = zext nneg <4 x i32> %59 to <4 x i64>
  %61 = zext nneg <4 x i32> %59 to <4 x i64>
  %62 = zext nneg <4 x i32> %59 to <4 x i64>
  br label %63

63:                                               ; preds = %63, %56
  %64 = phi i64 [ 0, %56 ], [ %175, %63 ]
  %65 = phi <4 x double> [ zeroinitializer, %56 ], [ %171, %63 ]
  %66 = phi <4 x double> [ zeroinitializer, %56 ], [ %172, %63 ]
  %67 = phi <4 x double> [ zeroinitializer, %56 ], [ %173, %63 ]
  %68 = phi <4 x double> [ zeroinitializer, %56 ], [ %174, %63 ]
  %69 = getelementptr inbounds double, ptr %5, i64 %64
  %70 = getelementptr inbounds i8, ptr %69, i64 32
  %71 = getelementptr inbounds i8, ptr %69, i64 64
  %72 = getelementptr inbounds i8, ptr %69, i64 96
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !17
  %74 = load <4 x double>, ptr %70, align 8, !tbaa !17
  %75 = load <4 x double>, ptr %71, align 8, !tbaa !17
  %76 = load <4 x double>, ptr %72, align 8, !tbaa !17
  %77 = or disjoint i64 %64, 1
  %78 = or disjoint i64 %64, 2
  %79 = or disjoint i64 %64, 3
  %80 = insertelement <4 x i64> poison, i64 %64, i64 0
  %81 = shufflevector <4 x i64> %80, <4 x i64> poison, <4 x i32> zeroinitializer
  %82 = or disjoint <4 x i64> %81, <i64 4, i64 5, i64 6, i64 7>
  %83 = or disjoint <4 x i64> %81, <i64 8, i64 9, i64 10, i64 11>
  %84 = or disjoint <4 x i64> %81, <i64 12, i64 13, i64 14, i64 15>
  %85 = add nuw nsw i64 %64, 16
  %86 = icmp eq i64 %77, %51
  %87 = icmp eq i64 %78, %51
  %88 = icmp eq i64 %79, %51
  %89 = icmp eq i64 %85, %51
  %90 = and i64 %77, 4294967281
  %91 = and i64 %78, 4294967282
  %92 = and i64 %79, 4294967283
  %93 = and i64 %85, 4294967280
  %94 = select i1 %86, i64 0, i64 %90
  %95 = select i1 %87, i64 0, i64 %91
  %96 = select i1 %88, i64 0, i64 %92
  %97 = icmp eq <4 x i64> %82, %60
  %98 = and <4 x i64> %82, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %99 = select <4 x i1> %97, <4 x i64> zeroinitializer, <4 x i64> %98
  %100 = icmp eq <4 x i64> %83, %61
  %101 = and <4 x i64> %83, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %102 = select <4 x i1> %100, <4 x i64> zeroinitializer, <4 x i64> %101
  %103 = icmp eq <4 x i64> %84, %62
  %104 = and <4 x i64> %84, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %105 = select <4 x i1> %103, <4 x i64> zeroinitializer, <4 x i64> %104
  %106 = select i1 %89, i64 0, i64 %93
  %107 = getelementptr inbounds double, ptr %5, i64 %94
  %108 = getelementptr inbounds double, ptr %5, i64 %95
  %109 = getelementptr inbounds double, ptr %5, i64 %96
  %110 = extractelement <4 x i64> %99, i64 0
  %111 = getelementptr inbounds double, ptr %5, i64 %110
  %112 = extractelement <4 x i64> %99, i64 1
  %113 = getelementptr inbounds double, ptr %5, i64 %112
  %114 = extractelement <4 x i64> %99, i64 2
  %115 = getelementptr inbounds double, ptr %5, i64 %114
  %116 = extractelement <4 x i64> %99, i64 3
  %117 = getelementptr inbounds double, ptr %5, i64 %116
  %118 = extractelement <4 x i64> %102, i64 0
  %119 = getelementptr inbounds double, ptr %5, i64 %118
  %120 = extractelement <4 x i64> %102, i64 1
  %121 = getelementptr inbounds double, ptr %5, i64 %120
  %122 = extractelement <4 x i64> %102, i64 2
  %123 = getelementptr inbounds double, ptr %5, i64 %122
  %124 = extractelement <4 x i64> %102, i64 3
  %125 = getelementptr inbounds double, ptr %5, i64 %124
  %126 = extractelement <4 x i64> %105, i64 0
  %127 = getelementptr inbounds double, ptr %5, i64 %126
  %128 = extractelement <4 x i64> %105, i64 1
  %129 = getelementptr inbounds double, ptr %5, i64 %128
  %130 = extractelement <4 x i64> %105, i64 2
  %131 = getelementptr inbounds double, ptr %5, i64 %130
  %132 = extractelement <4 x i64> %105, i64 3
  %133 = getelementptr inbounds double, ptr %5, i64 %132
  %134 = getelementptr inbounds double, ptr %5, i64 %106
  %135 = load double, ptr %107, align 8, !tbaa !17
  %136 = load double, ptr %108, align 8, !tbaa !17
  %137 = load double, ptr %109, align 8, !tbaa !17
  %138 = load double, ptr %111, align 8, !tbaa !17
  %139 = insertelement <4 x double> poison, double %135, i64 0
  %140 = insertelement <4 x double> %139, double %136, i64 1
  %141 = insertelement <4 x double> %140, double %137, i64 2
  %142 = insertelement <4 x double> %141, double %138, i64 3
  %143 = load double, ptr %113, align 8, !tbaa !17
  %144 = load double, ptr %115, align 8, !tbaa !17
  %145 = load double, ptr %117, align 8, !tbaa !17
  %146 = load double, ptr %119, align 8, !tbaa !17
  %147 = insertelement <4 x double> poison, double %143, i64 0
  %148 = insertelement <4 x double> %147, double %144, i64 1
  %149 = insertelement <4 x double> %148, double %145, i64 2
  %150 = insertelement <4 x double> %149, double %146, i64 3
  %151 = load double, ptr %121, align 8, !tbaa !17
  %152 = load double, ptr %123, align 8, !tbaa !17
  %153 = load double, ptr %125, align 8, !tbaa !17
  %154 = load double, ptr %127, align 8, !tbaa !17
  %155 = insertelement <4 x double> poison, double %151, i64 0
  %156 = insertelement <4 x double> %155, double %152, i64 1
  %157 = insertelement <4 x double> %156, double %153, i64 2
  %158 = insertelement <4 x double> %157, double %154, i64 3
  %159 = load double, ptr %129, align 8, !tbaa !17
  %160 = load double, ptr %131, align 8, !tbaa !17
  %161 = load double, ptr %133, align 8, !tbaa !17
  %162 = load double, ptr %134, align 8, !tbaa !17
  %163 = insertelement <4 x double> poison, double %159, i64 0
  %164 = insertelement <4 x double> %163, double %160, i64 1
  %165 = insertelement <4 x double> %164, double %161, i64 2
  %166 = insertelement <4 x double> %165, double %162, i64 3
  %167 = fmul fast <4 x double> %142, %73
  %168 = fmul fast <4 x double> %150, %74
  %169 = fmul fast <4 x double> %158, %75
  %170 = fmul fast <4 x double> %166, %76
  %171 = fadd fast <4 x double> %167, %65
  %172 = fadd fast <4 x double> %168, %66
  %173 = fadd fast <4 x double> %169, %67
  %174 = fadd fast <4 x double> %170, %68
  %175 = add nuw i64 %64, 16
  %176 = icmp eq i64 %175, %57
  br i1 %176, label %177, label %63, !llvm.loop !27

177:                                              ; preds = %63
  %178 = fadd fast <4 x double> %172, %171
  %179 = fadd fast <4 x double> %173, %178
  %180 = fadd fast <4 x double> %174, %179
  %181 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %180)
  %182 = icmp eq i64 %57, %10
  br i1 %182, label %214, label %53

183:                                              ; preds = %31, %183
  %184 = phi i64 [ %212, %183 ], [ %32, %31 ]
  %185 = getelementptr inbounds double, ptr %0, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !17
  %187 = fmul fast double %186, %186
  %188 = tail call fast double @llvm.sin.f64(double %186)
  %189 = fadd fast double %187, %188
  %190 = getelementptr inbounds double, ptr %5, i64 %184
  store double %189, ptr %190, align 8, !tbaa !17
  %191 = add nuw nsw i64 %184, 1
  %192 = getelementptr inbounds double, ptr %0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !17
  %194 = fmul fast double %193, %193
  %195 = tail call fast double @llvm.sin.f64(double %193)
  %196 = fadd fast double %194, %195
  %197 = getelementptr inbounds double, ptr %5, i64 %191
  store double %196, ptr %197, align 8, !tbaa !17
  %198 = add nuw nsw i64 %184, 2
  %199 = getelementptr inbounds double, ptr %0, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !17
  %201 = fmul fast double %200, %200
  %202 = tail call fast double @llvm.sin.f64(double %200)
  %203 = fadd fast double %201, %202
  %204 = getelementptr inbounds double, ptr %5, i64 %198
  store double %203, ptr %204, align 8, !tbaa !17
  %205 = add nuw nsw i64 %184, 3
  %206 = getelementptr inbounds double, ptr %0, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !17
  %208 = fmul fast double %207, %207
  %209 = tail call fast double @llvm.sin.f64(double %207)
  %210 = fadd fast double %208, %209
  %211 = getelementptr inbounds double, ptr %5, i64 %205
  store double %210, ptr %211, align 8, !tbaa !17
  %212 = add nuw nsw i64 %184, 4
  %213 = icmp eq i64 %212, %10
  br i1 %213, label %49, label %183, !llvm.loop !28

214:                                              ; preds = %216, %177, %2, %49
  %215 = phi double [ 0.000000e+00, %49 ], [ 0.000000e+00, %2 ], [ %181, %177 ], [ %228, %216 ]
  tail call void @arena_release(ptr noundef nonnull @arena, ptr noundef %5)
  ret double %215

216:                                              ; preds = %53, %216
  %217 = phi i64 [ %221, %216 ], [ %54, %53 ]
  %218 = phi double [ %228, %216 ], [ %55, %53 ]
  %219 = getelementptr inbounds double, ptr %5, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !17
  %221 = add nuw nsw i64 %217, 1
  %222 = icmp eq i64 %221, %51
  %223 = and i64 %221, 4294967295
  %224 = select i1 %222, i64 0, i64 %223
  %225 = getelementptr inbounds double, ptr %5, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !17
  %227 = fmul fast double %226, %220
  %228 = fadd fast double %227, %218
  %229 = icmp eq i64 %221, %51
  br i1 %229, label %214, label %216, !llvm.loop !29
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

attributes #0 = { noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 16, !11, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!6, !10, i64 16}
!13 = !{!6, !11, i64 24}
!14 = !{!6, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!11, !11, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !21, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !21, !25, !26}
!28 = distinct !{!28, !21, !25}
!29 = distinct !{!29, !21, !26, !25}
