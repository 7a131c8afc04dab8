; ModuleID = 'allocation_like.c'
source_filename = "allocation_like.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Arena = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local local_unnamed_addr global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 16
@__enzyme_allocation_like_counted = dso_local local_unnamed_addr global [4 x ptr] [ptr @counted_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @counted_release], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"smooth.dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"smooth.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"smooth.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"arena.live\00", align 1
@arena = internal global %struct.Arena { ptr @pool, i64 0, i64 65536, i32 0 }, align 8
@.str.5 = private unnamed_addr constant [11 x i8] c"counted.dx\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"counted.live_after_reverse\00", align 1
@counted = internal global %struct.Arena { ptr getelementptr (i8, ptr @pool, i64 32768), i64 0, i64 32768, i32 0 }, align 8
@.str.7 = private unnamed_addr constant [12 x i8] c"counted.fwd\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"counted.live_after_forward\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"allocation_like\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@pool = internal global [65536 x i8] zeroinitializer, align 16
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  tail call void @abort() #14
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
  tail call void @abort() #14
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

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @counted_alloc(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = tail call ptr @arena_alloc(ptr noundef %0, i64 noundef %1)
  ret ptr %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @counted_release(ptr nocapture noundef %0, ptr nocapture readnone %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !13
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr %3, align 8, !tbaa !13
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %8, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %2
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
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
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [10 x double], align 16
  %14 = alloca [10 x double], align 16
  %15 = alloca [10 x double], align 16
  %16 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #15
  store i32 10, ptr %16, align 4, !tbaa !15
  %17 = load i64, ptr @rng_state, align 8, !tbaa !16
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = insertelement <4 x i64> poison, i64 %19, i64 0
  %27 = insertelement <4 x i64> %26, i64 %21, i64 1
  %28 = insertelement <4 x i64> %27, i64 %23, i64 2
  %29 = insertelement <4 x i64> %28, i64 %25, i64 3
  %30 = lshr <4 x i64> %29, <i64 10, i64 10, i64 10, i64 10>
  %31 = and <4 x i64> %30, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <4 x i64> %31 to <4 x double>
  %33 = fmul fast <4 x double> %32, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %34 = fadd fast <4 x double> %33, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %34, ptr %13, align 16, !tbaa !18
  %35 = mul i64 %25, 6364136223846793005
  %36 = getelementptr inbounds i8, ptr %13, i64 32
  %37 = add i64 %35, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <4 x i64> poison, i64 %37, i64 0
  %45 = insertelement <4 x i64> %44, i64 %39, i64 1
  %46 = insertelement <4 x i64> %45, i64 %41, i64 2
  %47 = insertelement <4 x i64> %46, i64 %43, i64 3
  %48 = lshr <4 x i64> %47, <i64 10, i64 10, i64 10, i64 10>
  %49 = and <4 x i64> %48, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %50 = uitofp nneg <4 x i64> %49 to <4 x double>
  %51 = fmul fast <4 x double> %50, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %52 = fadd fast <4 x double> %51, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %52, ptr %36, align 16, !tbaa !18
  %53 = mul i64 %43, 6364136223846793005
  %54 = getelementptr inbounds i8, ptr %13, i64 64
  %55 = add i64 %53, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = insertelement <2 x i64> poison, i64 %55, i64 0
  %59 = insertelement <2 x i64> %58, i64 %57, i64 1
  %60 = lshr <2 x i64> %59, <i64 10, i64 10>
  %61 = and <2 x i64> %60, <i64 18014398509481982, i64 18014398509481982>
  %62 = uitofp nneg <2 x i64> %61 to <2 x double>
  %63 = fmul fast <2 x double> %62, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %64 = fadd fast <2 x double> %63, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %64, ptr %54, align 16, !tbaa !18
  %65 = mul i64 %57, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <4 x i64> poison, i64 %66, i64 0
  %74 = insertelement <4 x i64> %73, i64 %68, i64 1
  %75 = insertelement <4 x i64> %74, i64 %70, i64 2
  %76 = insertelement <4 x i64> %75, i64 %72, i64 3
  %77 = lshr <4 x i64> %76, <i64 10, i64 10, i64 10, i64 10>
  %78 = and <4 x i64> %77, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <4 x i64> %78 to <4 x double>
  %80 = fmul fast <4 x double> %79, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %81 = fadd fast <4 x double> %80, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %81, ptr %15, align 16, !tbaa !18
  %82 = mul i64 %72, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %15, i64 32
  %84 = add i64 %82, 1442695040888963407
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
  store <4 x double> %99, ptr %83, align 16, !tbaa !18
  %100 = mul i64 %90, 6364136223846793005
  %101 = getelementptr inbounds i8, ptr %15, i64 64
  %102 = add i64 %100, 1442695040888963407
  %103 = mul i64 %102, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = insertelement <2 x i64> poison, i64 %102, i64 0
  %106 = insertelement <2 x i64> %105, i64 %104, i64 1
  %107 = lshr <2 x i64> %106, <i64 10, i64 10>
  %108 = and <2 x i64> %107, <i64 18014398509481982, i64 18014398509481982>
  %109 = uitofp nneg <2 x i64> %108 to <2 x double>
  %110 = fmul fast <2 x double> %109, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %111 = fadd fast <2 x double> %110, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %111, ptr %101, align 16, !tbaa !18
  store i64 %104, ptr @rng_state, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, i8 0, i64 80, i1 false)
  %112 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %113 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %112, i32 noundef 10) #15
  %114 = load i32, ptr %16, align 4, !tbaa !15
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef %114, ptr noundef nonnull %14)
  %115 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %116 = load i32, ptr %16, align 4, !tbaa !15
  %117 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @smooth, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %115, i32 noundef %116) #15
  %118 = load i32, ptr %16, align 4, !tbaa !15
  %119 = call i32 @llvm.smax.i32(i32 %118, i32 1)
  %120 = zext nneg i32 %119 to i64
  %121 = shl nuw nsw i64 %120, 3
  %122 = call noalias ptr @malloc(i64 noundef %121) #16
  %123 = call noalias ptr @malloc(i64 noundef %121) #16
  %124 = icmp sgt i32 %118, 0
  br i1 %124, label %129, label %125

125:                                              ; preds = %0
  %126 = sext i32 %118 to i64
  %127 = shl nsw i64 %126, 3
  %128 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %127)
  br label %348

129:                                              ; preds = %0
  %130 = zext nneg i32 %118 to i64
  %131 = icmp ult i32 %118, 8
  br i1 %131, label %158, label %132

132:                                              ; preds = %129
  %133 = and i64 %130, 2147483640
  br label %134

134:                                              ; preds = %134, %132
  %135 = phi i64 [ 0, %132 ], [ %154, %134 ]
  %136 = getelementptr inbounds double, ptr %13, i64 %135
  %137 = getelementptr inbounds i8, ptr %136, i64 32
  %138 = load <4 x double>, ptr %136, align 16, !tbaa !18
  %139 = load <4 x double>, ptr %137, align 16, !tbaa !18
  %140 = getelementptr inbounds double, ptr %15, i64 %135
  %141 = getelementptr inbounds i8, ptr %140, i64 32
  %142 = load <4 x double>, ptr %140, align 16, !tbaa !18
  %143 = load <4 x double>, ptr %141, align 16, !tbaa !18
  %144 = fmul fast <4 x double> %142, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %145 = fmul fast <4 x double> %143, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %146 = fadd fast <4 x double> %144, %138
  %147 = fadd fast <4 x double> %145, %139
  %148 = getelementptr inbounds double, ptr %122, i64 %135
  %149 = getelementptr inbounds i8, ptr %148, i64 32
  store <4 x double> %146, ptr %148, align 8, !tbaa !18
  store <4 x double> %147, ptr %149, align 8, !tbaa !18
  %150 = fsub fast <4 x double> %138, %144
  %151 = fsub fast <4 x double> %139, %145
  %152 = getelementptr inbounds double, ptr %123, i64 %135
  %153 = getelementptr inbounds i8, ptr %152, i64 32
  store <4 x double> %150, ptr %152, align 8, !tbaa !18
  store <4 x double> %151, ptr %153, align 8, !tbaa !18
  %154 = add nuw i64 %135, 8
  %155 = icmp eq i64 %154, %133
  br i1 %155, label %156, label %134, !llvm.loop !20

156:                                              ; preds = %134
  %157 = icmp eq i64 %133, %130
  br i1 %157, label %173, label %158

158:                                              ; preds = %156, %129
  %159 = phi i64 [ 0, %129 ], [ %133, %156 ]
  br label %160

160:                                              ; preds = %158, %160
  %161 = phi i64 [ %171, %160 ], [ %159, %158 ]
  %162 = getelementptr inbounds double, ptr %13, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !18
  %164 = getelementptr inbounds double, ptr %15, i64 %161
  %165 = load double, ptr %164, align 8, !tbaa !18
  %166 = fmul fast double %165, 0x3EB0C6F7A0B5ED8D
  %167 = fadd fast double %166, %163
  %168 = getelementptr inbounds double, ptr %122, i64 %161
  store double %167, ptr %168, align 8, !tbaa !18
  %169 = fsub fast double %163, %166
  %170 = getelementptr inbounds double, ptr %123, i64 %161
  store double %169, ptr %170, align 8, !tbaa !18
  %171 = add nuw nsw i64 %161, 1
  %172 = icmp eq i64 %171, %130
  br i1 %172, label %173, label %160, !llvm.loop !24

173:                                              ; preds = %160, %156
  %174 = shl nuw nsw i64 %130, 3
  %175 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %174)
  %176 = icmp ult i32 %118, 4
  br i1 %176, label %191, label %177

177:                                              ; preds = %173
  %178 = and i64 %130, 2147483644
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi i64 [ 0, %177 ], [ %187, %179 ]
  %181 = getelementptr inbounds double, ptr %122, i64 %180
  %182 = load <4 x double>, ptr %181, align 8, !tbaa !18
  %183 = fmul fast <4 x double> %182, %182
  %184 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %182)
  %185 = fadd fast <4 x double> %183, %184
  %186 = getelementptr inbounds double, ptr %175, i64 %180
  store <4 x double> %185, ptr %186, align 8, !tbaa !18
  %187 = add nuw i64 %180, 4
  %188 = icmp eq i64 %187, %178
  br i1 %188, label %189, label %179, !llvm.loop !25

189:                                              ; preds = %179
  %190 = icmp eq i64 %178, %130
  br i1 %190, label %203, label %191

191:                                              ; preds = %189, %173
  %192 = phi i64 [ 0, %173 ], [ %178, %189 ]
  br label %193

193:                                              ; preds = %191, %193
  %194 = phi i64 [ %201, %193 ], [ %192, %191 ]
  %195 = getelementptr inbounds double, ptr %122, i64 %194
  %196 = load double, ptr %195, align 8, !tbaa !18
  %197 = fmul fast double %196, %196
  %198 = call fast double @llvm.sin.f64(double %196)
  %199 = fadd fast double %197, %198
  %200 = getelementptr inbounds double, ptr %175, i64 %194
  store double %199, ptr %200, align 8, !tbaa !18
  %201 = add nuw nsw i64 %194, 1
  %202 = icmp eq i64 %201, %130
  br i1 %202, label %203, label %193, !llvm.loop !26

203:                                              ; preds = %193, %189
  %204 = icmp ult i32 %118, 16
  br i1 %204, label %333, label %205

205:                                              ; preds = %203
  %206 = and i64 %130, 2147483632
  br label %207

207:                                              ; preds = %207, %205
  %208 = phi i64 [ 0, %205 ], [ %325, %207 ]
  %209 = phi <4 x double> [ zeroinitializer, %205 ], [ %321, %207 ]
  %210 = phi <4 x double> [ zeroinitializer, %205 ], [ %322, %207 ]
  %211 = phi <4 x double> [ zeroinitializer, %205 ], [ %323, %207 ]
  %212 = phi <4 x double> [ zeroinitializer, %205 ], [ %324, %207 ]
  %213 = getelementptr inbounds double, ptr %175, i64 %208
  %214 = getelementptr inbounds i8, ptr %213, i64 32
  %215 = getelementptr inbounds i8, ptr %213, i64 64
  %216 = getelementptr inbounds i8, ptr %213, i64 96
  %217 = load <4 x double>, ptr %213, align 8, !tbaa !18
  %218 = load <4 x double>, ptr %214, align 8, !tbaa !18
  %219 = load <4 x double>, ptr %215, align 8, !tbaa !18
  %220 = load <4 x double>, ptr %216, align 8, !tbaa !18
  %221 = or disjoint i64 %208, 1
  %222 = or disjoint i64 %208, 2
  %223 = or disjoint i64 %208, 3
  %224 = or disjoint i64 %208, 4
  %225 = or disjoint i64 %208, 5
  %226 = or disjoint i64 %208, 6
  %227 = or disjoint i64 %208, 7
  %228 = or disjoint i64 %208, 8
  %229 = or disjoint i64 %208, 9
  %230 = or disjoint i64 %208, 10
  %231 = or disjoint i64 %208, 11
  %232 = or disjoint i64 %208, 12
  %233 = or disjoint i64 %208, 13
  %234 = or disjoint i64 %208, 14
  %235 = or disjoint i64 %208, 15
  %236 = add nuw nsw i64 %208, 16
  %237 = icmp eq i64 %221, %130
  %238 = icmp eq i64 %222, %130
  %239 = icmp eq i64 %223, %130
  %240 = icmp eq i64 %224, %130
  %241 = icmp eq i64 %225, %130
  %242 = icmp eq i64 %226, %130
  %243 = icmp eq i64 %227, %130
  %244 = icmp eq i64 %228, %130
  %245 = icmp eq i64 %229, %130
  %246 = icmp eq i64 %230, %130
  %247 = icmp eq i64 %231, %130
  %248 = icmp eq i64 %232, %130
  %249 = icmp eq i64 %233, %130
  %250 = icmp eq i64 %234, %130
  %251 = icmp eq i64 %235, %130
  %252 = icmp eq i64 %236, %130
  %253 = select i1 %237, i64 0, i64 %221
  %254 = select i1 %238, i64 0, i64 %222
  %255 = select i1 %239, i64 0, i64 %223
  %256 = select i1 %240, i64 0, i64 %224
  %257 = select i1 %241, i64 0, i64 %225
  %258 = select i1 %242, i64 0, i64 %226
  %259 = select i1 %243, i64 0, i64 %227
  %260 = select i1 %244, i64 0, i64 %228
  %261 = select i1 %245, i64 0, i64 %229
  %262 = select i1 %246, i64 0, i64 %230
  %263 = select i1 %247, i64 0, i64 %231
  %264 = select i1 %248, i64 0, i64 %232
  %265 = select i1 %249, i64 0, i64 %233
  %266 = select i1 %250, i64 0, i64 %234
  %267 = select i1 %251, i64 0, i64 %235
  %268 = select i1 %252, i64 0, i64 %236
  %269 = getelementptr inbounds double, ptr %175, i64 %253
  %270 = getelementptr inbounds double, ptr %175, i64 %254
  %271 = getelementptr inbounds double, ptr %175, i64 %255
  %272 = getelementptr inbounds double, ptr %175, i64 %256
  %273 = getelementptr inbounds double, ptr %175, i64 %257
  %274 = getelementptr inbounds double, ptr %175, i64 %258
  %275 = getelementptr inbounds double, ptr %175, i64 %259
  %276 = getelementptr inbounds double, ptr %175, i64 %260
  %277 = getelementptr inbounds double, ptr %175, i64 %261
  %278 = getelementptr inbounds double, ptr %175, i64 %262
  %279 = getelementptr inbounds double, ptr %175, i64 %263
  %280 = getelementptr inbounds double, ptr %175, i64 %264
  %281 = getelementptr inbounds double, ptr %175, i64 %265
  %282 = getelementptr inbounds double, ptr %175, i64 %266
  %283 = getelementptr inbounds double, ptr %175, i64 %267
  %284 = getelementptr inbounds double, ptr %175, i64 %268
  %285 = load double, ptr %269, align 8, !tbaa !18
  %286 = load double, ptr %270, align 8, !tbaa !18
  %287 = load double, ptr %271, align 8, !tbaa !18
  %288 = load double, ptr %272, align 8, !tbaa !18
  %289 = insertelement <4 x double> poison, double %285, i64 0
  %290 = insertelement <4 x double> %289, double %286, i64 1
  %291 = insertelement <4 x double> %290, double %287, i64 2
  %292 = insertelement <4 x double> %291, double %288, i64 3
  %293 = load double, ptr %273, align 8, !tbaa !18
  %294 = load double, ptr %274, align 8, !tbaa !18
  %295 = load double, ptr %275, align 8, !tbaa !18
  %296 = load double, ptr %276, align 8, !tbaa !18
  %297 = insertelement <4 x double> poison, double %293, i64 0
  %298 = insertelement <4 x double> %297, double %294, i64 1
  %299 = insertelement <4 x double> %298, double %295, i64 2
  %300 = insertelement <4 x double> %299, double %296, i64 3
  %301 = load double, ptr %277, align 8, !tbaa !18
  %302 = load double, ptr %278, align 8, !tbaa !18
  %303 = load double, ptr %279, align 8, !tbaa !18
  %304 = load double, ptr %280, align 8, !tbaa !18
  %305 = insertelement <4 x double> poison, double %301, i64 0
  %306 = insertelement <4 x double> %305, double %302, i64 1
  %307 = insertelement <4 x double> %306, double %303, i64 2
  %308 = insertelement <4 x double> %307, double %304, i64 3
  %309 = load double, ptr %281, align 8, !tbaa !18
  %310 = load double, ptr %282, align 8, !tbaa !18
  %311 = load double, ptr %283, align 8, !tbaa !18
  %312 = load double, ptr %284, align 8, !tbaa !18
  %313 = insertelement <4 x double> poison, double %309, i64 0
  %314 = insertelement <4 x double> %313, double %310, i64 1
  %315 = insertelement <4 x double> %314, double %311, i64 2
  %316 = insertelement <4 x double> %315, double %312, i64 3
  %317 = fmul fast <4 x double> %292, %217
  %318 = fmul fast <4 x double> %300, %218
  %319 = fmul fast <4 x double> %308, %219
  %320 = fmul fast <4 x double> %316, %220
  %321 = fadd fast <4 x double> %317, %209
  %322 = fadd fast <4 x double> %318, %210
  %323 = fadd fast <4 x double> %319, %211
  %324 = fadd fast <4 x double> %320, %212
  %325 = add nuw i64 %208, 16
  %326 = icmp eq i64 %325, %206
  br i1 %326, label %327, label %207, !llvm.loop !27

327:                                              ; preds = %207
  %328 = fadd fast <4 x double> %322, %321
  %329 = fadd fast <4 x double> %323, %328
  %330 = fadd fast <4 x double> %324, %329
  %331 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %330)
  %332 = icmp eq i64 %206, %130
  br i1 %332, label %348, label %333

333:                                              ; preds = %327, %203
  %334 = phi i64 [ 0, %203 ], [ %206, %327 ]
  %335 = phi double [ 0.000000e+00, %203 ], [ %331, %327 ]
  br label %336

336:                                              ; preds = %333, %336
  %337 = phi i64 [ %341, %336 ], [ %334, %333 ]
  %338 = phi double [ %347, %336 ], [ %335, %333 ]
  %339 = getelementptr inbounds double, ptr %175, i64 %337
  %340 = load double, ptr %339, align 8, !tbaa !18
  %341 = add nuw nsw i64 %337, 1
  %342 = icmp eq i64 %341, %130
  %343 = select i1 %342, i64 0, i64 %341
  %344 = getelementptr inbounds double, ptr %175, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !18
  %346 = fmul fast double %345, %340
  %347 = fadd fast double %346, %338
  br i1 %342, label %348, label %336, !llvm.loop !28

348:                                              ; preds = %336, %327, %125
  %349 = phi ptr [ %128, %125 ], [ %175, %327 ], [ %175, %336 ]
  %350 = phi double [ 0.000000e+00, %125 ], [ %331, %327 ], [ %347, %336 ]
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef %349)
  %351 = load i32, ptr %16, align 4, !tbaa !15
  %352 = sext i32 %351 to i64
  %353 = shl nsw i64 %352, 3
  %354 = call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %353)
  %355 = icmp sgt i32 %351, 0
  br i1 %355, label %356, label %530

356:                                              ; preds = %348
  %357 = zext nneg i32 %351 to i64
  %358 = icmp ult i32 %351, 4
  br i1 %358, label %373, label %359

359:                                              ; preds = %356
  %360 = and i64 %357, 2147483644
  br label %361

361:                                              ; preds = %361, %359
  %362 = phi i64 [ 0, %359 ], [ %369, %361 ]
  %363 = getelementptr inbounds double, ptr %123, i64 %362
  %364 = load <4 x double>, ptr %363, align 8, !tbaa !18
  %365 = fmul fast <4 x double> %364, %364
  %366 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %364)
  %367 = fadd fast <4 x double> %365, %366
  %368 = getelementptr inbounds double, ptr %354, i64 %362
  store <4 x double> %367, ptr %368, align 8, !tbaa !18
  %369 = add nuw i64 %362, 4
  %370 = icmp eq i64 %369, %360
  br i1 %370, label %371, label %361, !llvm.loop !29

371:                                              ; preds = %361
  %372 = icmp eq i64 %360, %357
  br i1 %372, label %385, label %373

373:                                              ; preds = %371, %356
  %374 = phi i64 [ 0, %356 ], [ %360, %371 ]
  br label %375

375:                                              ; preds = %373, %375
  %376 = phi i64 [ %383, %375 ], [ %374, %373 ]
  %377 = getelementptr inbounds double, ptr %123, i64 %376
  %378 = load double, ptr %377, align 8, !tbaa !18
  %379 = fmul fast double %378, %378
  %380 = call fast double @llvm.sin.f64(double %378)
  %381 = fadd fast double %379, %380
  %382 = getelementptr inbounds double, ptr %354, i64 %376
  store double %381, ptr %382, align 8, !tbaa !18
  %383 = add nuw nsw i64 %376, 1
  %384 = icmp eq i64 %383, %357
  br i1 %384, label %385, label %375, !llvm.loop !30

385:                                              ; preds = %375, %371
  %386 = icmp ult i32 %351, 16
  br i1 %386, label %515, label %387

387:                                              ; preds = %385
  %388 = and i64 %357, 2147483632
  br label %389

389:                                              ; preds = %389, %387
  %390 = phi i64 [ 0, %387 ], [ %507, %389 ]
  %391 = phi <4 x double> [ zeroinitializer, %387 ], [ %503, %389 ]
  %392 = phi <4 x double> [ zeroinitializer, %387 ], [ %504, %389 ]
  %393 = phi <4 x double> [ zeroinitializer, %387 ], [ %505, %389 ]
  %394 = phi <4 x double> [ zeroinitializer, %387 ], [ %506, %389 ]
  %395 = getelementptr inbounds double, ptr %354, i64 %390
  %396 = getelementptr inbounds i8, ptr %395, i64 32
  %397 = getelementptr inbounds i8, ptr %395, i64 64
  %398 = getelementptr inbounds i8, ptr %395, i64 96
  %399 = load <4 x double>, ptr %395, align 8, !tbaa !18
  %400 = load <4 x double>, ptr %396, align 8, !tbaa !18
  %401 = load <4 x double>, ptr %397, align 8, !tbaa !18
  %402 = load <4 x double>, ptr %398, align 8, !tbaa !18
  %403 = or disjoint i64 %390, 1
  %404 = or disjoint i64 %390, 2
  %405 = or disjoint i64 %390, 3
  %406 = or disjoint i64 %390, 4
  %407 = or disjoint i64 %390, 5
  %408 = or disjoint i64 %390, 6
  %409 = or disjoint i64 %390, 7
  %410 = or disjoint i64 %390, 8
  %411 = or disjoint i64 %390, 9
  %412 = or disjoint i64 %390, 10
  %413 = or disjoint i64 %390, 11
  %414 = or disjoint i64 %390, 12
  %415 = or disjoint i64 %390, 13
  %416 = or disjoint i64 %390, 14
  %417 = or disjoint i64 %390, 15
  %418 = add nuw nsw i64 %390, 16
  %419 = icmp eq i64 %403, %357
  %420 = icmp eq i64 %404, %357
  %421 = icmp eq i64 %405, %357
  %422 = icmp eq i64 %406, %357
  %423 = icmp eq i64 %407, %357
  %424 = icmp eq i64 %408, %357
  %425 = icmp eq i64 %409, %357
  %426 = icmp eq i64 %410, %357
  %427 = icmp eq i64 %411, %357
  %428 = icmp eq i64 %412, %357
  %429 = icmp eq i64 %413, %357
  %430 = icmp eq i64 %414, %357
  %431 = icmp eq i64 %415, %357
  %432 = icmp eq i64 %416, %357
  %433 = icmp eq i64 %417, %357
  %434 = icmp eq i64 %418, %357
  %435 = select i1 %419, i64 0, i64 %403
  %436 = select i1 %420, i64 0, i64 %404
  %437 = select i1 %421, i64 0, i64 %405
  %438 = select i1 %422, i64 0, i64 %406
  %439 = select i1 %423, i64 0, i64 %407
  %440 = select i1 %424, i64 0, i64 %408
  %441 = select i1 %425, i64 0, i64 %409
  %442 = select i1 %426, i64 0, i64 %410
  %443 = select i1 %427, i64 0, i64 %411
  %444 = select i1 %428, i64 0, i64 %412
  %445 = select i1 %429, i64 0, i64 %413
  %446 = select i1 %430, i64 0, i64 %414
  %447 = select i1 %431, i64 0, i64 %415
  %448 = select i1 %432, i64 0, i64 %416
  %449 = select i1 %433, i64 0, i64 %417
  %450 = select i1 %434, i64 0, i64 %418
  %451 = getelementptr inbounds double, ptr %354, i64 %435
  %452 = getelementptr inbounds double, ptr %354, i64 %436
  %453 = getelementptr inbounds double, ptr %354, i64 %437
  %454 = getelementptr inbounds double, ptr %354, i64 %438
  %455 = getelementptr inbounds double, ptr %354, i64 %439
  %456 = getelementptr inbounds double, ptr %354, i64 %440
  %457 = getelementptr inbounds double, ptr %354, i64 %441
  %458 = getelementptr inbounds double, ptr %354, i64 %442
  %459 = getelementptr inbounds double, ptr %354, i64 %443
  %460 = getelementptr inbounds double, ptr %354, i64 %444
  %461 = getelementptr inbounds double, ptr %354, i64 %445
  %462 = getelementptr inbounds double, ptr %354, i64 %446
  %463 = getelementptr inbounds double, ptr %354, i64 %447
  %464 = getelementptr inbounds double, ptr %354, i64 %448
  %465 = getelementptr inbounds double, ptr %354, i64 %449
  %466 = getelementptr inbounds double, ptr %354, i64 %450
  %467 = load double, ptr %451, align 8, !tbaa !18
  %468 = load double, ptr %452, align 8, !tbaa !18
  %469 = load double, ptr %453, align 8, !tbaa !18
  %470 = load double, ptr %454, align 8, !tbaa !18
  %471 = insertelement <4 x double> poison, double %467, i64 0
  %472 = insertelement <4 x double> %471, double %468, i64 1
  %473 = insertelement <4 x double> %472, double %469, i64 2
  %474 = insertelement <4 x double> %473, double %470, i64 3
  %475 = load double, ptr %455, align 8, !tbaa !18
  %476 = load double, ptr %456, align 8, !tbaa !18
  %477 = load double, ptr %457, align 8, !tbaa !18
  %478 = load double, ptr %458, align 8, !tbaa !18
  %479 = insertelement <4 x double> poison, double %475, i64 0
  %480 = insertelement <4 x double> %479, double %476, i64 1
  %481 = insertelement <4 x double> %480, double %477, i64 2
  %482 = insertelement <4 x double> %481, double %478, i64 3
  %483 = load double, ptr %459, align 8, !tbaa !18
  %484 = load double, ptr %460, align 8, !tbaa !18
  %485 = load double, ptr %461, align 8, !tbaa !18
  %486 = load double, ptr %462, align 8, !tbaa !18
  %487 = insertelement <4 x double> poison, double %483, i64 0
  %488 = insertelement <4 x double> %487, double %484, i64 1
  %489 = insertelement <4 x double> %488, double %485, i64 2
  %490 = insertelement <4 x double> %489, double %486, i64 3
  %491 = load double, ptr %463, align 8, !tbaa !18
  %492 = load double, ptr %464, align 8, !tbaa !18
  %493 = load double, ptr %465, align 8, !tbaa !18
  %494 = load double, ptr %466, align 8, !tbaa !18
  %495 = insertelement <4 x double> poison, double %491, i64 0
  %496 = insertelement <4 x double> %495, double %492, i64 1
  %497 = insertelement <4 x double> %496, double %493, i64 2
  %498 = insertelement <4 x double> %497, double %494, i64 3
  %499 = fmul fast <4 x double> %474, %399
  %500 = fmul fast <4 x double> %482, %400
  %501 = fmul fast <4 x double> %490, %401
  %502 = fmul fast <4 x double> %498, %402
  %503 = fadd fast <4 x double> %499, %391
  %504 = fadd fast <4 x double> %500, %392
  %505 = fadd fast <4 x double> %501, %393
  %506 = fadd fast <4 x double> %502, %394
  %507 = add nuw i64 %390, 16
  %508 = icmp eq i64 %507, %388
  br i1 %508, label %509, label %389, !llvm.loop !31

509:                                              ; preds = %389
  %510 = fadd fast <4 x double> %504, %503
  %511 = fadd fast <4 x double> %505, %510
  %512 = fadd fast <4 x double> %506, %511
  %513 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %512)
  %514 = icmp eq i64 %388, %357
  br i1 %514, label %530, label %515

515:                                              ; preds = %509, %385
  %516 = phi i64 [ 0, %385 ], [ %388, %509 ]
  %517 = phi double [ 0.000000e+00, %385 ], [ %513, %509 ]
  br label %518

518:                                              ; preds = %515, %518
  %519 = phi i64 [ %523, %518 ], [ %516, %515 ]
  %520 = phi double [ %529, %518 ], [ %517, %515 ]
  %521 = getelementptr inbounds double, ptr %354, i64 %519
  %522 = load double, ptr %521, align 8, !tbaa !18
  %523 = add nuw nsw i64 %519, 1
  %524 = icmp eq i64 %523, %357
  %525 = select i1 %524, i64 0, i64 %523
  %526 = getelementptr inbounds double, ptr %354, i64 %525
  %527 = load double, ptr %526, align 8, !tbaa !18
  %528 = fmul fast double %527, %522
  %529 = fadd fast double %528, %520
  br i1 %524, label %530, label %518, !llvm.loop !32

530:                                              ; preds = %518, %509, %348
  %531 = phi double [ 0.000000e+00, %348 ], [ %513, %509 ], [ %529, %518 ]
  call void @arena_release(ptr noundef nonnull @arena, ptr noundef %354)
  %532 = fsub fast double %350, %531
  %533 = fmul fast double %532, 5.000000e+05
  call void @free(ptr noundef %122) #15
  call void @free(ptr noundef %123) #15
  %534 = call fast double @llvm.fabs.f64(double %533)
  %535 = call fast double @llvm.maxnum.f64(double %534, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %117, ptr %12, align 8, !tbaa !18
  %536 = load volatile double, ptr %12, align 8, !tbaa !18
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %538, label %551, label %539

539:                                              ; preds = %530
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %533, ptr %11, align 8, !tbaa !18
  %540 = load volatile double, ptr %11, align 8, !tbaa !18
  %541 = call double @llvm.fabs.f64(double %540)
  %542 = fcmp ueq double %541, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %542, label %551, label %543

543:                                              ; preds = %539
  %544 = fsub fast double %117, %533
  %545 = call fast double @llvm.fabs.f64(double %544)
  %546 = fmul fast double %535, 0x3EB0C6F7A0B5ED8D
  %547 = fcmp fast ole double %545, %546
  %548 = freeze i1 %547
  br i1 %548, label %549, label %551

549:                                              ; preds = %543
  %550 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %533, ptr noundef nonnull @.str.11)
  br label %555

551:                                              ; preds = %543, %539, %530
  %552 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %533, ptr noundef nonnull @.str.12)
  %553 = load i32, ptr @n_fail, align 4, !tbaa !15
  %554 = add nsw i32 %553, 1
  store i32 %554, ptr @n_fail, align 4, !tbaa !15
  br label %555

555:                                              ; preds = %549, %551
  %556 = load i32, ptr %16, align 4, !tbaa !15
  %557 = icmp sgt i32 %556, 0
  br i1 %557, label %558, label %604

558:                                              ; preds = %555
  %559 = zext nneg i32 %556 to i64
  %560 = icmp ult i32 %556, 16
  br i1 %560, label %561, label %564

561:                                              ; preds = %598, %558
  %562 = phi i64 [ 0, %558 ], [ %565, %598 ]
  %563 = phi double [ 0.000000e+00, %558 ], [ %602, %598 ]
  br label %627

564:                                              ; preds = %558
  %565 = and i64 %559, 2147483632
  br label %566

566:                                              ; preds = %566, %564
  %567 = phi i64 [ 0, %564 ], [ %596, %566 ]
  %568 = phi <4 x double> [ zeroinitializer, %564 ], [ %592, %566 ]
  %569 = phi <4 x double> [ zeroinitializer, %564 ], [ %593, %566 ]
  %570 = phi <4 x double> [ zeroinitializer, %564 ], [ %594, %566 ]
  %571 = phi <4 x double> [ zeroinitializer, %564 ], [ %595, %566 ]
  %572 = getelementptr inbounds double, ptr %14, i64 %567
  %573 = getelementptr inbounds i8, ptr %572, i64 32
  %574 = getelementptr inbounds i8, ptr %572, i64 64
  %575 = getelementptr inbounds i8, ptr %572, i64 96
  %576 = load <4 x double>, ptr %572, align 16, !tbaa !18
  %577 = load <4 x double>, ptr %573, align 16, !tbaa !18
  %578 = load <4 x double>, ptr %574, align 16, !tbaa !18
  %579 = load <4 x double>, ptr %575, align 16, !tbaa !18
  %580 = getelementptr inbounds double, ptr %15, i64 %567
  %581 = getelementptr inbounds i8, ptr %580, i64 32
  %582 = getelementptr inbounds i8, ptr %580, i64 64
  %583 = getelementptr inbounds i8, ptr %580, i64 96
  %584 = load <4 x double>, ptr %580, align 16, !tbaa !18
  %585 = load <4 x double>, ptr %581, align 16, !tbaa !18
  %586 = load <4 x double>, ptr %582, align 16, !tbaa !18
  %587 = load <4 x double>, ptr %583, align 16, !tbaa !18
  %588 = fmul fast <4 x double> %584, %576
  %589 = fmul fast <4 x double> %585, %577
  %590 = fmul fast <4 x double> %586, %578
  %591 = fmul fast <4 x double> %587, %579
  %592 = fadd fast <4 x double> %588, %568
  %593 = fadd fast <4 x double> %589, %569
  %594 = fadd fast <4 x double> %590, %570
  %595 = fadd fast <4 x double> %591, %571
  %596 = add nuw i64 %567, 16
  %597 = icmp eq i64 %596, %565
  br i1 %597, label %598, label %566, !llvm.loop !33

598:                                              ; preds = %566
  %599 = fadd fast <4 x double> %593, %592
  %600 = fadd fast <4 x double> %594, %599
  %601 = fadd fast <4 x double> %595, %600
  %602 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %601)
  %603 = icmp eq i64 %565, %559
  br i1 %603, label %604, label %561

604:                                              ; preds = %627, %598, %555
  %605 = phi double [ 0.000000e+00, %555 ], [ %602, %598 ], [ %635, %627 ]
  %606 = call fast double @llvm.fabs.f64(double %117)
  %607 = call fast double @llvm.maxnum.f64(double %606, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %605, ptr %10, align 8, !tbaa !18
  %608 = load volatile double, ptr %10, align 8, !tbaa !18
  %609 = call double @llvm.fabs.f64(double %608)
  %610 = fcmp ueq double %609, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %610, label %623, label %611

611:                                              ; preds = %604
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %117, ptr %9, align 8, !tbaa !18
  %612 = load volatile double, ptr %9, align 8, !tbaa !18
  %613 = call double @llvm.fabs.f64(double %612)
  %614 = fcmp ueq double %613, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %614, label %623, label %615

615:                                              ; preds = %611
  %616 = fsub fast double %605, %117
  %617 = call fast double @llvm.fabs.f64(double %616)
  %618 = fmul fast double %607, 0x3EB0C6F7A0B5ED8D
  %619 = fcmp fast ole double %617, %618
  %620 = freeze i1 %619
  br i1 %620, label %621, label %623

621:                                              ; preds = %615
  %622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %605, double noundef nofpclass(nan inf) %117, ptr noundef nonnull @.str.11)
  br label %638

623:                                              ; preds = %615, %611, %604
  %624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %605, double noundef nofpclass(nan inf) %117, ptr noundef nonnull @.str.12)
  %625 = load i32, ptr @n_fail, align 4, !tbaa !15
  %626 = add nsw i32 %625, 1
  store i32 %626, ptr @n_fail, align 4, !tbaa !15
  br label %638

627:                                              ; preds = %561, %627
  %628 = phi i64 [ %636, %627 ], [ %562, %561 ]
  %629 = phi double [ %635, %627 ], [ %563, %561 ]
  %630 = getelementptr inbounds double, ptr %14, i64 %628
  %631 = load double, ptr %630, align 8, !tbaa !18
  %632 = getelementptr inbounds double, ptr %15, i64 %628
  %633 = load double, ptr %632, align 8, !tbaa !18
  %634 = fmul fast double %633, %631
  %635 = fadd fast double %634, %629
  %636 = add nuw nsw i64 %628, 1
  %637 = icmp eq i64 %636, %559
  br i1 %637, label %604, label %627, !llvm.loop !34

638:                                              ; preds = %621, %623
  %639 = load i32, ptr getelementptr inbounds (i8, ptr @arena, i64 24), align 8, !tbaa !13
  %640 = freeze i32 %639
  %641 = sitofp i32 %640 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %641, ptr %8, align 8, !tbaa !18
  %642 = load volatile double, ptr %8, align 8, !tbaa !18
  %643 = call double @llvm.fabs.f64(double %642)
  %644 = fcmp ueq double %643, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %644, label %653, label %645

645:                                              ; preds = %638
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 0.000000e+00, ptr %7, align 8, !tbaa !18
  %646 = load volatile double, ptr %7, align 8, !tbaa !18
  %647 = call double @llvm.fabs.f64(double %646)
  %648 = fcmp one double %647, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %649 = icmp eq i32 %640, 0
  %650 = and i1 %649, %648
  br i1 %650, label %651, label %653

651:                                              ; preds = %645
  %652 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %641, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.11)
  br label %657

653:                                              ; preds = %645, %638
  %654 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %641, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.12)
  %655 = load i32, ptr @n_fail, align 4, !tbaa !15
  %656 = add nsw i32 %655, 1
  store i32 %656, ptr @n_fail, align 4, !tbaa !15
  br label %657

657:                                              ; preds = %651, %653
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %14, i8 0, i64 80, i1 false)
  %658 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %659 = load i32, ptr %16, align 4, !tbaa !15
  %660 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @counted_sum, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %658, i32 noundef %659) #15
  %661 = load i32, ptr %16, align 4, !tbaa !15
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_counted, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef %661, ptr noundef nonnull %14)
  %662 = load i32, ptr getelementptr inbounds (i8, ptr @counted, i64 24), align 8, !tbaa !13
  %663 = freeze i32 %662
  %664 = sitofp i32 %663 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %664, ptr %6, align 8, !tbaa !18
  %665 = load volatile double, ptr %6, align 8, !tbaa !18
  %666 = call double @llvm.fabs.f64(double %665)
  %667 = fcmp ueq double %666, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %667, label %676, label %668

668:                                              ; preds = %657
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !18
  %669 = load volatile double, ptr %5, align 8, !tbaa !18
  %670 = call double @llvm.fabs.f64(double %669)
  %671 = fcmp one double %670, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %672 = icmp eq i32 %663, 0
  %673 = and i1 %672, %671
  br i1 %673, label %674, label %676

674:                                              ; preds = %668
  %675 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef nofpclass(nan inf) %664, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.11)
  br label %680

676:                                              ; preds = %668, %657
  %677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef 0, double noundef nofpclass(nan inf) %664, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.12)
  %678 = load i32, ptr @n_fail, align 4, !tbaa !15
  %679 = add nsw i32 %678, 1
  store i32 %679, ptr @n_fail, align 4, !tbaa !15
  br label %680

680:                                              ; preds = %674, %676
  %681 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %682 = load i32, ptr %16, align 4, !tbaa !15
  %683 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @counted_sum, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %681, i32 noundef %682) #15
  %684 = load i32, ptr %16, align 4, !tbaa !15
  %685 = call i32 @llvm.smax.i32(i32 %684, i32 1)
  %686 = zext nneg i32 %685 to i64
  %687 = shl nuw nsw i64 %686, 3
  %688 = call noalias ptr @malloc(i64 noundef %687) #16
  %689 = call noalias ptr @malloc(i64 noundef %687) #16
  %690 = icmp sgt i32 %684, 0
  br i1 %690, label %695, label %691

691:                                              ; preds = %680
  %692 = sext i32 %684 to i64
  %693 = shl nsw i64 %692, 3
  %694 = call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %693)
  br label %864

695:                                              ; preds = %680
  %696 = zext nneg i32 %684 to i64
  %697 = icmp ult i32 %684, 8
  br i1 %697, label %724, label %698

698:                                              ; preds = %695
  %699 = and i64 %696, 2147483640
  br label %700

700:                                              ; preds = %700, %698
  %701 = phi i64 [ 0, %698 ], [ %720, %700 ]
  %702 = getelementptr inbounds double, ptr %13, i64 %701
  %703 = getelementptr inbounds i8, ptr %702, i64 32
  %704 = load <4 x double>, ptr %702, align 16, !tbaa !18
  %705 = load <4 x double>, ptr %703, align 16, !tbaa !18
  %706 = getelementptr inbounds double, ptr %15, i64 %701
  %707 = getelementptr inbounds i8, ptr %706, i64 32
  %708 = load <4 x double>, ptr %706, align 16, !tbaa !18
  %709 = load <4 x double>, ptr %707, align 16, !tbaa !18
  %710 = fmul fast <4 x double> %708, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %711 = fmul fast <4 x double> %709, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %712 = fadd fast <4 x double> %710, %704
  %713 = fadd fast <4 x double> %711, %705
  %714 = getelementptr inbounds double, ptr %688, i64 %701
  %715 = getelementptr inbounds i8, ptr %714, i64 32
  store <4 x double> %712, ptr %714, align 8, !tbaa !18
  store <4 x double> %713, ptr %715, align 8, !tbaa !18
  %716 = fsub fast <4 x double> %704, %710
  %717 = fsub fast <4 x double> %705, %711
  %718 = getelementptr inbounds double, ptr %689, i64 %701
  %719 = getelementptr inbounds i8, ptr %718, i64 32
  store <4 x double> %716, ptr %718, align 8, !tbaa !18
  store <4 x double> %717, ptr %719, align 8, !tbaa !18
  %720 = add nuw i64 %701, 8
  %721 = icmp eq i64 %720, %699
  br i1 %721, label %722, label %700, !llvm.loop !35

722:                                              ; preds = %700
  %723 = icmp eq i64 %699, %696
  br i1 %723, label %739, label %724

724:                                              ; preds = %722, %695
  %725 = phi i64 [ 0, %695 ], [ %699, %722 ]
  br label %726

726:                                              ; preds = %724, %726
  %727 = phi i64 [ %737, %726 ], [ %725, %724 ]
  %728 = getelementptr inbounds double, ptr %13, i64 %727
  %729 = load double, ptr %728, align 8, !tbaa !18
  %730 = getelementptr inbounds double, ptr %15, i64 %727
  %731 = load double, ptr %730, align 8, !tbaa !18
  %732 = fmul fast double %731, 0x3EB0C6F7A0B5ED8D
  %733 = fadd fast double %732, %729
  %734 = getelementptr inbounds double, ptr %688, i64 %727
  store double %733, ptr %734, align 8, !tbaa !18
  %735 = fsub fast double %729, %732
  %736 = getelementptr inbounds double, ptr %689, i64 %727
  store double %735, ptr %736, align 8, !tbaa !18
  %737 = add nuw nsw i64 %727, 1
  %738 = icmp eq i64 %737, %696
  br i1 %738, label %739, label %726, !llvm.loop !36

739:                                              ; preds = %726, %722
  %740 = shl nuw nsw i64 %696, 3
  %741 = call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %740)
  %742 = icmp ult i32 %684, 4
  br i1 %742, label %743, label %745

743:                                              ; preds = %782, %739
  %744 = phi i64 [ 0, %739 ], [ %746, %782 ]
  br label %836

745:                                              ; preds = %739
  %746 = and i64 %696, 2147483644
  br label %747

747:                                              ; preds = %747, %745
  %748 = phi i64 [ 0, %745 ], [ %780, %747 ]
  %749 = trunc i64 %748 to i32
  %750 = getelementptr inbounds double, ptr %688, i64 %748
  %751 = load <4 x double>, ptr %750, align 8, !tbaa !18
  %752 = fmul fast <4 x double> %751, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %753 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %752)
  %754 = or disjoint i32 %749, 2
  %755 = or disjoint i32 %749, 3
  %756 = add i32 %749, 4
  %757 = add i32 %749, 5
  %758 = urem i32 %754, %684
  %759 = urem i32 %755, %684
  %760 = urem i32 %756, %684
  %761 = urem i32 %757, %684
  %762 = zext nneg i32 %758 to i64
  %763 = zext nneg i32 %759 to i64
  %764 = zext nneg i32 %760 to i64
  %765 = zext nneg i32 %761 to i64
  %766 = getelementptr inbounds double, ptr %688, i64 %762
  %767 = getelementptr inbounds double, ptr %688, i64 %763
  %768 = getelementptr inbounds double, ptr %688, i64 %764
  %769 = getelementptr inbounds double, ptr %688, i64 %765
  %770 = load double, ptr %766, align 8, !tbaa !18
  %771 = load double, ptr %767, align 8, !tbaa !18
  %772 = load double, ptr %768, align 8, !tbaa !18
  %773 = load double, ptr %769, align 8, !tbaa !18
  %774 = insertelement <4 x double> poison, double %770, i64 0
  %775 = insertelement <4 x double> %774, double %771, i64 1
  %776 = insertelement <4 x double> %775, double %772, i64 2
  %777 = insertelement <4 x double> %776, double %773, i64 3
  %778 = fmul fast <4 x double> %753, %777
  %779 = getelementptr inbounds double, ptr %741, i64 %748
  store <4 x double> %778, ptr %779, align 8, !tbaa !18
  %780 = add nuw i64 %748, 4
  %781 = icmp eq i64 %780, %746
  br i1 %781, label %782, label %747, !llvm.loop !37

782:                                              ; preds = %747
  %783 = icmp eq i64 %746, %696
  br i1 %783, label %784, label %743

784:                                              ; preds = %836, %782
  %785 = getelementptr double, ptr %741, i64 %696
  %786 = icmp ult i32 %684, 16
  br i1 %786, label %787, label %790

787:                                              ; preds = %830, %784
  %788 = phi i64 [ 0, %784 ], [ %791, %830 ]
  %789 = phi double [ 0.000000e+00, %784 ], [ %834, %830 ]
  br label %852

790:                                              ; preds = %784
  %791 = and i64 %696, 2147483632
  br label %792

792:                                              ; preds = %792, %790
  %793 = phi i64 [ 0, %790 ], [ %828, %792 ]
  %794 = phi <4 x double> [ zeroinitializer, %790 ], [ %824, %792 ]
  %795 = phi <4 x double> [ zeroinitializer, %790 ], [ %825, %792 ]
  %796 = phi <4 x double> [ zeroinitializer, %790 ], [ %826, %792 ]
  %797 = phi <4 x double> [ zeroinitializer, %790 ], [ %827, %792 ]
  %798 = getelementptr inbounds double, ptr %741, i64 %793
  %799 = getelementptr inbounds i8, ptr %798, i64 32
  %800 = getelementptr inbounds i8, ptr %798, i64 64
  %801 = getelementptr inbounds i8, ptr %798, i64 96
  %802 = load <4 x double>, ptr %798, align 8, !tbaa !18
  %803 = load <4 x double>, ptr %799, align 8, !tbaa !18
  %804 = load <4 x double>, ptr %800, align 8, !tbaa !18
  %805 = load <4 x double>, ptr %801, align 8, !tbaa !18
  %806 = xor i64 %793, -1
  %807 = getelementptr double, ptr %785, i64 %806
  %808 = getelementptr i8, ptr %807, i64 -24
  %809 = getelementptr i8, ptr %807, i64 -56
  %810 = getelementptr i8, ptr %807, i64 -88
  %811 = getelementptr i8, ptr %807, i64 -120
  %812 = load <4 x double>, ptr %808, align 8, !tbaa !18
  %813 = shufflevector <4 x double> %812, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %814 = load <4 x double>, ptr %809, align 8, !tbaa !18
  %815 = shufflevector <4 x double> %814, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %816 = load <4 x double>, ptr %810, align 8, !tbaa !18
  %817 = shufflevector <4 x double> %816, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %818 = load <4 x double>, ptr %811, align 8, !tbaa !18
  %819 = shufflevector <4 x double> %818, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %820 = fmul fast <4 x double> %813, %802
  %821 = fmul fast <4 x double> %815, %803
  %822 = fmul fast <4 x double> %817, %804
  %823 = fmul fast <4 x double> %819, %805
  %824 = fadd fast <4 x double> %820, %794
  %825 = fadd fast <4 x double> %821, %795
  %826 = fadd fast <4 x double> %822, %796
  %827 = fadd fast <4 x double> %823, %797
  %828 = add nuw i64 %793, 16
  %829 = icmp eq i64 %828, %791
  br i1 %829, label %830, label %792, !llvm.loop !38

830:                                              ; preds = %792
  %831 = fadd fast <4 x double> %825, %824
  %832 = fadd fast <4 x double> %826, %831
  %833 = fadd fast <4 x double> %827, %832
  %834 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %833)
  %835 = icmp eq i64 %791, %696
  br i1 %835, label %864, label %787

836:                                              ; preds = %743, %836
  %837 = phi i64 [ %850, %836 ], [ %744, %743 ]
  %838 = getelementptr inbounds double, ptr %688, i64 %837
  %839 = load double, ptr %838, align 8, !tbaa !18
  %840 = fmul fast double %839, 3.000000e-01
  %841 = call fast double @llvm.exp.f64(double %840)
  %842 = trunc i64 %837 to i32
  %843 = add i32 %842, 2
  %844 = urem i32 %843, %684
  %845 = zext nneg i32 %844 to i64
  %846 = getelementptr inbounds double, ptr %688, i64 %845
  %847 = load double, ptr %846, align 8, !tbaa !18
  %848 = fmul fast double %841, %847
  %849 = getelementptr inbounds double, ptr %741, i64 %837
  store double %848, ptr %849, align 8, !tbaa !18
  %850 = add nuw nsw i64 %837, 1
  %851 = icmp eq i64 %850, %696
  br i1 %851, label %784, label %836, !llvm.loop !39

852:                                              ; preds = %787, %852
  %853 = phi i64 [ %862, %852 ], [ %788, %787 ]
  %854 = phi double [ %861, %852 ], [ %789, %787 ]
  %855 = getelementptr inbounds double, ptr %741, i64 %853
  %856 = load double, ptr %855, align 8, !tbaa !18
  %857 = xor i64 %853, -1
  %858 = getelementptr double, ptr %785, i64 %857
  %859 = load double, ptr %858, align 8, !tbaa !18
  %860 = fmul fast double %859, %856
  %861 = fadd fast double %860, %854
  %862 = add nuw nsw i64 %853, 1
  %863 = icmp eq i64 %862, %696
  br i1 %863, label %864, label %852, !llvm.loop !40

864:                                              ; preds = %852, %830, %691
  %865 = phi double [ 0.000000e+00, %691 ], [ %834, %830 ], [ %861, %852 ]
  call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  %866 = load i32, ptr %16, align 4, !tbaa !15
  %867 = sext i32 %866 to i64
  %868 = shl nsw i64 %867, 3
  %869 = call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %868)
  %870 = icmp sgt i32 %866, 0
  br i1 %870, label %871, label %995

871:                                              ; preds = %864
  %872 = zext nneg i32 %866 to i64
  %873 = icmp ult i32 %866, 4
  br i1 %873, label %874, label %876

874:                                              ; preds = %913, %871
  %875 = phi i64 [ 0, %871 ], [ %877, %913 ]
  br label %967

876:                                              ; preds = %871
  %877 = and i64 %872, 2147483644
  br label %878

878:                                              ; preds = %878, %876
  %879 = phi i64 [ 0, %876 ], [ %911, %878 ]
  %880 = trunc i64 %879 to i32
  %881 = getelementptr inbounds double, ptr %689, i64 %879
  %882 = load <4 x double>, ptr %881, align 8, !tbaa !18
  %883 = fmul fast <4 x double> %882, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %884 = call fast <4 x double> @llvm.exp.v4f64(<4 x double> %883)
  %885 = or disjoint i32 %880, 2
  %886 = or disjoint i32 %880, 3
  %887 = add i32 %880, 4
  %888 = add i32 %880, 5
  %889 = urem i32 %885, %866
  %890 = urem i32 %886, %866
  %891 = urem i32 %887, %866
  %892 = urem i32 %888, %866
  %893 = zext nneg i32 %889 to i64
  %894 = zext nneg i32 %890 to i64
  %895 = zext nneg i32 %891 to i64
  %896 = zext nneg i32 %892 to i64
  %897 = getelementptr inbounds double, ptr %689, i64 %893
  %898 = getelementptr inbounds double, ptr %689, i64 %894
  %899 = getelementptr inbounds double, ptr %689, i64 %895
  %900 = getelementptr inbounds double, ptr %689, i64 %896
  %901 = load double, ptr %897, align 8, !tbaa !18
  %902 = load double, ptr %898, align 8, !tbaa !18
  %903 = load double, ptr %899, align 8, !tbaa !18
  %904 = load double, ptr %900, align 8, !tbaa !18
  %905 = insertelement <4 x double> poison, double %901, i64 0
  %906 = insertelement <4 x double> %905, double %902, i64 1
  %907 = insertelement <4 x double> %906, double %903, i64 2
  %908 = insertelement <4 x double> %907, double %904, i64 3
  %909 = fmul fast <4 x double> %884, %908
  %910 = getelementptr inbounds double, ptr %869, i64 %879
  store <4 x double> %909, ptr %910, align 8, !tbaa !18
  %911 = add nuw i64 %879, 4
  %912 = icmp eq i64 %911, %877
  br i1 %912, label %913, label %878, !llvm.loop !41

913:                                              ; preds = %878
  %914 = icmp eq i64 %877, %872
  br i1 %914, label %915, label %874

915:                                              ; preds = %967, %913
  %916 = getelementptr double, ptr %869, i64 %867
  %917 = icmp ult i32 %866, 16
  br i1 %917, label %918, label %921

918:                                              ; preds = %961, %915
  %919 = phi i64 [ 0, %915 ], [ %922, %961 ]
  %920 = phi double [ 0.000000e+00, %915 ], [ %965, %961 ]
  br label %983

921:                                              ; preds = %915
  %922 = and i64 %872, 2147483632
  br label %923

923:                                              ; preds = %923, %921
  %924 = phi i64 [ 0, %921 ], [ %959, %923 ]
  %925 = phi <4 x double> [ zeroinitializer, %921 ], [ %955, %923 ]
  %926 = phi <4 x double> [ zeroinitializer, %921 ], [ %956, %923 ]
  %927 = phi <4 x double> [ zeroinitializer, %921 ], [ %957, %923 ]
  %928 = phi <4 x double> [ zeroinitializer, %921 ], [ %958, %923 ]
  %929 = getelementptr inbounds double, ptr %869, i64 %924
  %930 = getelementptr inbounds i8, ptr %929, i64 32
  %931 = getelementptr inbounds i8, ptr %929, i64 64
  %932 = getelementptr inbounds i8, ptr %929, i64 96
  %933 = load <4 x double>, ptr %929, align 8, !tbaa !18
  %934 = load <4 x double>, ptr %930, align 8, !tbaa !18
  %935 = load <4 x double>, ptr %931, align 8, !tbaa !18
  %936 = load <4 x double>, ptr %932, align 8, !tbaa !18
  %937 = xor i64 %924, -1
  %938 = getelementptr double, ptr %916, i64 %937
  %939 = getelementptr i8, ptr %938, i64 -24
  %940 = getelementptr i8, ptr %938, i64 -56
  %941 = getelementptr i8, ptr %938, i64 -88
  %942 = getelementptr i8, ptr %938, i64 -120
  %943 = load <4 x double>, ptr %939, align 8, !tbaa !18
  %944 = shufflevector <4 x double> %943, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %945 = load <4 x double>, ptr %940, align 8, !tbaa !18
  %946 = shufflevector <4 x double> %945, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %947 = load <4 x double>, ptr %941, align 8, !tbaa !18
  %948 = shufflevector <4 x double> %947, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %949 = load <4 x double>, ptr %942, align 8, !tbaa !18
  %950 = shufflevector <4 x double> %949, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %951 = fmul fast <4 x double> %944, %933
  %952 = fmul fast <4 x double> %946, %934
  %953 = fmul fast <4 x double> %948, %935
  %954 = fmul fast <4 x double> %950, %936
  %955 = fadd fast <4 x double> %951, %925
  %956 = fadd fast <4 x double> %952, %926
  %957 = fadd fast <4 x double> %953, %927
  %958 = fadd fast <4 x double> %954, %928
  %959 = add nuw i64 %924, 16
  %960 = icmp eq i64 %959, %922
  br i1 %960, label %961, label %923, !llvm.loop !42

961:                                              ; preds = %923
  %962 = fadd fast <4 x double> %956, %955
  %963 = fadd fast <4 x double> %957, %962
  %964 = fadd fast <4 x double> %958, %963
  %965 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %964)
  %966 = icmp eq i64 %922, %872
  br i1 %966, label %995, label %918

967:                                              ; preds = %874, %967
  %968 = phi i64 [ %981, %967 ], [ %875, %874 ]
  %969 = getelementptr inbounds double, ptr %689, i64 %968
  %970 = load double, ptr %969, align 8, !tbaa !18
  %971 = fmul fast double %970, 3.000000e-01
  %972 = call fast double @llvm.exp.f64(double %971)
  %973 = trunc i64 %968 to i32
  %974 = add i32 %973, 2
  %975 = urem i32 %974, %866
  %976 = zext nneg i32 %975 to i64
  %977 = getelementptr inbounds double, ptr %689, i64 %976
  %978 = load double, ptr %977, align 8, !tbaa !18
  %979 = fmul fast double %972, %978
  %980 = getelementptr inbounds double, ptr %869, i64 %968
  store double %979, ptr %980, align 8, !tbaa !18
  %981 = add nuw nsw i64 %968, 1
  %982 = icmp eq i64 %981, %872
  br i1 %982, label %915, label %967, !llvm.loop !43

983:                                              ; preds = %918, %983
  %984 = phi i64 [ %993, %983 ], [ %919, %918 ]
  %985 = phi double [ %992, %983 ], [ %920, %918 ]
  %986 = getelementptr inbounds double, ptr %869, i64 %984
  %987 = load double, ptr %986, align 8, !tbaa !18
  %988 = xor i64 %984, -1
  %989 = getelementptr double, ptr %916, i64 %988
  %990 = load double, ptr %989, align 8, !tbaa !18
  %991 = fmul fast double %990, %987
  %992 = fadd fast double %991, %985
  %993 = add nuw nsw i64 %984, 1
  %994 = icmp eq i64 %993, %872
  br i1 %994, label %995, label %983, !llvm.loop !44

995:                                              ; preds = %983, %961, %864
  %996 = phi double [ 0.000000e+00, %864 ], [ %965, %961 ], [ %992, %983 ]
  call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  %997 = fsub fast double %865, %996
  %998 = fmul fast double %997, 5.000000e+05
  call void @free(ptr noundef %688) #15
  call void @free(ptr noundef %689) #15
  %999 = call fast double @llvm.fabs.f64(double %998)
  %1000 = call fast double @llvm.maxnum.f64(double %999, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %683, ptr %4, align 8, !tbaa !18
  %1001 = load volatile double, ptr %4, align 8, !tbaa !18
  %1002 = call double @llvm.fabs.f64(double %1001)
  %1003 = fcmp ueq double %1002, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %1003, label %1016, label %1004

1004:                                             ; preds = %995
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %998, ptr %3, align 8, !tbaa !18
  %1005 = load volatile double, ptr %3, align 8, !tbaa !18
  %1006 = call double @llvm.fabs.f64(double %1005)
  %1007 = fcmp ueq double %1006, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %1007, label %1016, label %1008

1008:                                             ; preds = %1004
  %1009 = fsub fast double %683, %998
  %1010 = call fast double @llvm.fabs.f64(double %1009)
  %1011 = fmul fast double %1000, 0x3EB0C6F7A0B5ED8D
  %1012 = fcmp fast ole double %1010, %1011
  %1013 = freeze i1 %1012
  br i1 %1013, label %1014, label %1016

1014:                                             ; preds = %1008
  %1015 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef nofpclass(nan inf) %683, double noundef nofpclass(nan inf) %998, ptr noundef nonnull @.str.11)
  br label %1020

1016:                                             ; preds = %1008, %1004, %995
  %1017 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef 0, double noundef nofpclass(nan inf) %683, double noundef nofpclass(nan inf) %998, ptr noundef nonnull @.str.12)
  %1018 = load i32, ptr @n_fail, align 4, !tbaa !15
  %1019 = add nsw i32 %1018, 1
  store i32 %1019, ptr @n_fail, align 4, !tbaa !15
  br label %1020

1020:                                             ; preds = %1014, %1016
  %1021 = load i32, ptr getelementptr inbounds (i8, ptr @counted, i64 24), align 8, !tbaa !13
  %1022 = freeze i32 %1021
  %1023 = sitofp i32 %1022 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %1023, ptr %2, align 8, !tbaa !18
  %1024 = load volatile double, ptr %2, align 8, !tbaa !18
  %1025 = call double @llvm.fabs.f64(double %1024)
  %1026 = fcmp ueq double %1025, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %1026, label %1036, label %1027

1027:                                             ; preds = %1020
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !18
  %1028 = load volatile double, ptr %1, align 8, !tbaa !18
  %1029 = call double @llvm.fabs.f64(double %1028)
  %1030 = fcmp one double %1029, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %1031 = icmp eq i32 %1022, 0
  %1032 = and i1 %1031, %1030
  br i1 %1032, label %1033, label %1036

1033:                                             ; preds = %1027
  %1034 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef nofpclass(nan inf) %1023, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.11)
  %1035 = load i32, ptr @n_fail, align 4, !tbaa !15
  br label %1040

1036:                                             ; preds = %1027, %1020
  %1037 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef 0, double noundef nofpclass(nan inf) %1023, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.12)
  %1038 = load i32, ptr @n_fail, align 4, !tbaa !15
  %1039 = add nsw i32 %1038, 1
  store i32 %1039, ptr @n_fail, align 4, !tbaa !15
  br label %1040

1040:                                             ; preds = %1033, %1036
  %1041 = phi i32 [ %1035, %1033 ], [ %1039, %1036 ]
  %1042 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %1041)
  %1043 = load i32, ptr @n_fail, align 4, !tbaa !15
  %1044 = icmp ne i32 %1043, 0
  %1045 = zext i1 %1044 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13) #15
  ret i32 %1045
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @smooth(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
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
  %23 = load double, ptr %22, align 8, !tbaa !18
  %24 = fmul fast double %23, %23
  %25 = tail call fast double @llvm.sin.f64(double %23)
  %26 = fadd fast double %24, %25
  %27 = getelementptr inbounds double, ptr %5, i64 %20
  store double %26, ptr %27, align 8, !tbaa !18
  %28 = add nuw nsw i64 %20, 1
  %29 = add i64 %21, 1
  %30 = icmp eq i64 %29, %17
  br i1 %30, label %31, label %19, !llvm.loop !45

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
  %40 = load <4 x double>, ptr %39, align 8, !tbaa !18
  %41 = fmul fast <4 x double> %40, %40
  %42 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %40)
  %43 = fadd fast <4 x double> %41, %42
  %44 = getelementptr inbounds double, ptr %5, i64 %38
  store <4 x double> %43, ptr %44, align 8, !tbaa !18
  %45 = add nuw i64 %38, 4
  %46 = icmp eq i64 %45, %36
  br i1 %46, label %47, label %37, !llvm.loop !47

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
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !18
  %74 = load <4 x double>, ptr %70, align 8, !tbaa !18
  %75 = load <4 x double>, ptr %71, align 8, !tbaa !18
  %76 = load <4 x double>, ptr %72, align 8, !tbaa !18
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
  %135 = load double, ptr %107, align 8, !tbaa !18
  %136 = load double, ptr %108, align 8, !tbaa !18
  %137 = load double, ptr %109, align 8, !tbaa !18
  %138 = load double, ptr %111, align 8, !tbaa !18
  %139 = insertelement <4 x double> poison, double %135, i64 0
  %140 = insertelement <4 x double> %139, double %136, i64 1
  %141 = insertelement <4 x double> %140, double %137, i64 2
  %142 = insertelement <4 x double> %141, double %138, i64 3
  %143 = load double, ptr %113, align 8, !tbaa !18
  %144 = load double, ptr %115, align 8, !tbaa !18
  %145 = load double, ptr %117, align 8, !tbaa !18
  %146 = load double, ptr %119, align 8, !tbaa !18
  %147 = insertelement <4 x double> poison, double %143, i64 0
  %148 = insertelement <4 x double> %147, double %144, i64 1
  %149 = insertelement <4 x double> %148, double %145, i64 2
  %150 = insertelement <4 x double> %149, double %146, i64 3
  %151 = load double, ptr %121, align 8, !tbaa !18
  %152 = load double, ptr %123, align 8, !tbaa !18
  %153 = load double, ptr %125, align 8, !tbaa !18
  %154 = load double, ptr %127, align 8, !tbaa !18
  %155 = insertelement <4 x double> poison, double %151, i64 0
  %156 = insertelement <4 x double> %155, double %152, i64 1
  %157 = insertelement <4 x double> %156, double %153, i64 2
  %158 = insertelement <4 x double> %157, double %154, i64 3
  %159 = load double, ptr %129, align 8, !tbaa !18
  %160 = load double, ptr %131, align 8, !tbaa !18
  %161 = load double, ptr %133, align 8, !tbaa !18
  %162 = load double, ptr %134, align 8, !tbaa !18
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
  br i1 %176, label %177, label %63, !llvm.loop !48

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
  %186 = load double, ptr %185, align 8, !tbaa !18
  %187 = fmul fast double %186, %186
  %188 = tail call fast double @llvm.sin.f64(double %186)
  %189 = fadd fast double %187, %188
  %190 = getelementptr inbounds double, ptr %5, i64 %184
  store double %189, ptr %190, align 8, !tbaa !18
  %191 = add nuw nsw i64 %184, 1
  %192 = getelementptr inbounds double, ptr %0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !18
  %194 = fmul fast double %193, %193
  %195 = tail call fast double @llvm.sin.f64(double %193)
  %196 = fadd fast double %194, %195
  %197 = getelementptr inbounds double, ptr %5, i64 %191
  store double %196, ptr %197, align 8, !tbaa !18
  %198 = add nuw nsw i64 %184, 2
  %199 = getelementptr inbounds double, ptr %0, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !18
  %201 = fmul fast double %200, %200
  %202 = tail call fast double @llvm.sin.f64(double %200)
  %203 = fadd fast double %201, %202
  %204 = getelementptr inbounds double, ptr %5, i64 %198
  store double %203, ptr %204, align 8, !tbaa !18
  %205 = add nuw nsw i64 %184, 3
  %206 = getelementptr inbounds double, ptr %0, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !18
  %208 = fmul fast double %207, %207
  %209 = tail call fast double @llvm.sin.f64(double %207)
  %210 = fadd fast double %208, %209
  %211 = getelementptr inbounds double, ptr %5, i64 %205
  store double %210, ptr %211, align 8, !tbaa !18
  %212 = add nuw nsw i64 %184, 4
  %213 = icmp eq i64 %212, %10
  br i1 %213, label %49, label %183, !llvm.loop !49

214:                                              ; preds = %216, %177, %2, %49
  %215 = phi double [ 0.000000e+00, %49 ], [ 0.000000e+00, %2 ], [ %181, %177 ], [ %228, %216 ]
  tail call void @arena_release(ptr noundef nonnull @arena, ptr noundef %5)
  ret double %215

216:                                              ; preds = %53, %216
  %217 = phi i64 [ %221, %216 ], [ %54, %53 ]
  %218 = phi double [ %228, %216 ], [ %55, %53 ]
  %219 = getelementptr inbounds double, ptr %5, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !18
  %221 = add nuw nsw i64 %217, 1
  %222 = icmp eq i64 %221, %51
  %223 = and i64 %221, 4294967295
  %224 = select i1 %222, i64 0, i64 %223
  %225 = getelementptr inbounds double, ptr %5, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !18
  %227 = fmul fast double %226, %220
  %228 = fadd fast double %227, %218
  %229 = icmp eq i64 %221, %51
  br i1 %229, label %214, label %216, !llvm.loop !50
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #7 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #16
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #15
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !18
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !18
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !18
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #15, !callees !51
  store double %29, ptr %23, align 8, !tbaa !18
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #15, !callees !51
  store double %24, ptr %23, align 8, !tbaa !18
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !18
  %37 = load volatile double, ptr %8, align 8, !tbaa !18
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !18
  %41 = load volatile double, ptr %7, align 8, !tbaa !18
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.11)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.12)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !15
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !15
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !52
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !15
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call ptr @arena_alloc(ptr noundef nonnull @arena, i64 noundef %5)
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %226

8:                                                ; preds = %2
  %9 = ptrtoint ptr %6 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %3 to i64
  %12 = icmp ult i32 %3, 4
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 32
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %30, label %16

16:                                               ; preds = %8
  %17 = and i64 %11, 2147483644
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %26, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load <4 x double>, ptr %20, align 8, !tbaa !18
  %22 = fmul fast <4 x double> %21, %21
  %23 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %21)
  %24 = fadd fast <4 x double> %22, %23
  %25 = getelementptr inbounds double, ptr %6, i64 %19
  store <4 x double> %24, ptr %25, align 8, !tbaa !18
  %26 = add nuw i64 %19, 4
  %27 = icmp eq i64 %26, %17
  br i1 %27, label %28, label %18, !llvm.loop !53

28:                                               ; preds = %18
  %29 = icmp eq i64 %17, %11
  br i1 %29, label %81, label %30

30:                                               ; preds = %28, %8
  %31 = phi i64 [ 0, %8 ], [ %17, %28 ]
  %32 = and i64 %11, 3
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %46, label %34

34:                                               ; preds = %30, %34
  %35 = phi i64 [ %43, %34 ], [ %31, %30 ]
  %36 = phi i64 [ %44, %34 ], [ 0, %30 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !18
  %39 = fmul fast double %38, %38
  %40 = tail call fast double @llvm.sin.f64(double %38)
  %41 = fadd fast double %39, %40
  %42 = getelementptr inbounds double, ptr %6, i64 %35
  store double %41, ptr %42, align 8, !tbaa !18
  %43 = add nuw nsw i64 %35, 1
  %44 = add i64 %36, 1
  %45 = icmp eq i64 %44, %32
  br i1 %45, label %46, label %34, !llvm.loop !54

46:                                               ; preds = %34, %30
  %47 = phi i64 [ %31, %30 ], [ %43, %34 ]
  %48 = sub nsw i64 %31, %11
  %49 = icmp ugt i64 %48, -4
  br i1 %49, label %81, label %50

50:                                               ; preds = %46, %50
  %51 = phi i64 [ %79, %50 ], [ %47, %46 ]
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !18
  %54 = fmul fast double %53, %53
  %55 = tail call fast double @llvm.sin.f64(double %53)
  %56 = fadd fast double %54, %55
  %57 = getelementptr inbounds double, ptr %6, i64 %51
  store double %56, ptr %57, align 8, !tbaa !18
  %58 = add nuw nsw i64 %51, 1
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !18
  %61 = fmul fast double %60, %60
  %62 = tail call fast double @llvm.sin.f64(double %60)
  %63 = fadd fast double %61, %62
  %64 = getelementptr inbounds double, ptr %6, i64 %58
  store double %63, ptr %64, align 8, !tbaa !18
  %65 = add nuw nsw i64 %51, 2
  %66 = getelementptr inbounds double, ptr %0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !18
  %68 = fmul fast double %67, %67
  %69 = tail call fast double @llvm.sin.f64(double %67)
  %70 = fadd fast double %68, %69
  %71 = getelementptr inbounds double, ptr %6, i64 %65
  store double %70, ptr %71, align 8, !tbaa !18
  %72 = add nuw nsw i64 %51, 3
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !18
  %75 = fmul fast double %74, %74
  %76 = tail call fast double @llvm.sin.f64(double %74)
  %77 = fadd fast double %75, %76
  %78 = getelementptr inbounds double, ptr %6, i64 %72
  store double %77, ptr %78, align 8, !tbaa !18
  %79 = add nuw nsw i64 %51, 4
  %80 = icmp eq i64 %79, %11
  br i1 %80, label %81, label %50, !llvm.loop !55

81:                                               ; preds = %46, %50, %28
  %82 = icmp ult i32 %3, 16
  br i1 %82, label %211, label %83

83:                                               ; preds = %81
  %84 = and i64 %11, 2147483632
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %203, %85 ]
  %87 = phi <4 x double> [ zeroinitializer, %83 ], [ %199, %85 ]
  %88 = phi <4 x double> [ zeroinitializer, %83 ], [ %200, %85 ]
  %89 = phi <4 x double> [ zeroinitializer, %83 ], [ %201, %85 ]
  %90 = phi <4 x double> [ zeroinitializer, %83 ], [ %202, %85 ]
  %91 = getelementptr inbounds double, ptr %6, i64 %86
  %92 = getelementptr inbounds i8, ptr %91, i64 32
  %93 = getelementptr inbounds i8, ptr %91, i64 64
  %94 = getelementptr inbounds i8, ptr %91, i64 96
  %95 = load <4 x double>, ptr %91, align 8, !tbaa !18
  %96 = load <4 x double>, ptr %92, align 8, !tbaa !18
  %97 = load <4 x double>, ptr %93, align 8, !tbaa !18
  %98 = load <4 x double>, ptr %94, align 8, !tbaa !18
  %99 = or disjoint i64 %86, 1
  %100 = or disjoint i64 %86, 2
  %101 = or disjoint i64 %86, 3
  %102 = or disjoint i64 %86, 4
  %103 = or disjoint i64 %86, 5
  %104 = or disjoint i64 %86, 6
  %105 = or disjoint i64 %86, 7
  %106 = or disjoint i64 %86, 8
  %107 = or disjoint i64 %86, 9
  %108 = or disjoint i64 %86, 10
  %109 = or disjoint i64 %86, 11
  %110 = or disjoint i64 %86, 12
  %111 = or disjoint i64 %86, 13
  %112 = or disjoint i64 %86, 14
  %113 = or disjoint i64 %86, 15
  %114 = add nuw nsw i64 %86, 16
  %115 = icmp eq i64 %99, %11
  %116 = icmp eq i64 %100, %11
  %117 = icmp eq i64 %101, %11
  %118 = icmp eq i64 %102, %11
  %119 = icmp eq i64 %103, %11
  %120 = icmp eq i64 %104, %11
  %121 = icmp eq i64 %105, %11
  %122 = icmp eq i64 %106, %11
  %123 = icmp eq i64 %107, %11
  %124 = icmp eq i64 %108, %11
  %125 = icmp eq i64 %109, %11
  %126 = icmp eq i64 %110, %11
  %127 = icmp eq i64 %111, %11
  %128 = icmp eq i64 %112, %11
  %129 = icmp eq i64 %113, %11
  %130 = icmp eq i64 %114, %11
  %131 = select i1 %115, i64 0, i64 %99
  %132 = select i1 %116, i64 0, i64 %100
  %133 = select i1 %117, i64 0, i64 %101
  %134 = select i1 %118, i64 0, i64 %102
  %135 = select i1 %119, i64 0, i64 %103
  %136 = select i1 %120, i64 0, i64 %104
  %137 = select i1 %121, i64 0, i64 %105
  %138 = select i1 %122, i64 0, i64 %106
  %139 = select i1 %123, i64 0, i64 %107
  %140 = select i1 %124, i64 0, i64 %108
  %141 = select i1 %125, i64 0, i64 %109
  %142 = select i1 %126, i64 0, i64 %110
  %143 = select i1 %127, i64 0, i64 %111
  %144 = select i1 %128, i64 0, i64 %112
  %145 = select i1 %129, i64 0, i64 %113
  %146 = select i1 %130, i64 0, i64 %114
  %147 = getelementptr inbounds double, ptr %6, i64 %131
  %148 = getelementptr inbounds double, ptr %6, i64 %132
  %149 = getelementptr inbounds double, ptr %6, i64 %133
  %150 = getelementptr inbounds double, ptr %6, i64 %134
  %151 = getelementptr inbounds double, ptr %6, i64 %135
  %152 = getelementptr inbounds double, ptr %6, i64 %136
  %153 = getelementptr inbounds double, ptr %6, i64 %137
  %154 = getelementptr inbounds double, ptr %6, i64 %138
  %155 = getelementptr inbounds double, ptr %6, i64 %139
  %156 = getelementptr inbounds double, ptr %6, i64 %140
  %157 = getelementptr inbounds double, ptr %6, i64 %141
  %158 = getelementptr inbounds double, ptr %6, i64 %142
  %159 = getelementptr inbounds double, ptr %6, i64 %143
  %160 = getelementptr inbounds double, ptr %6, i64 %144
  %161 = getelementptr inbounds double, ptr %6, i64 %145
  %162 = getelementptr inbounds double, ptr %6, i64 %146
  %163 = load double, ptr %147, align 8, !tbaa !18
  %164 = load double, ptr %148, align 8, !tbaa !18
  %165 = load double, ptr %149, align 8, !tbaa !18
  %166 = load double, ptr %150, align 8, !tbaa !18
  %167 = insertelement <4 x double> poison, double %163, i64 0
  %168 = insertelement <4 x double> %167, double %164, i64 1
  %169 = insertelement <4 x double> %168, double %165, i64 2
  %170 = insertelement <4 x double> %169, double %166, i64 3
  %171 = load double, ptr %151, align 8, !tbaa !18
  %172 = load double, ptr %152, align 8, !tbaa !18
  %173 = load double, ptr %153, align 8, !tbaa !18
  %174 = load double, ptr %154, align 8, !tbaa !18
  %175 = insertelement <4 x double> poison, double %171, i64 0
  %176 = insertelement <4 x double> %175, double %172, i64 1
  %177 = insertelement <4 x double> %176, double %173, i64 2
  %178 = insertelement <4 x double> %177, double %174, i64 3
  %179 = load double, ptr %155, align 8, !tbaa !18
  %180 = load double, ptr %156, align 8, !tbaa !18
  %181 = load double, ptr %157, align 8, !tbaa !18
  %182 = load double, ptr %158, align 8, !tbaa !18
  %183 = insertelement <4 x double> poison, double %179, i64 0
  %184 = insertelement <4 x double> %183, double %180, i64 1
  %185 = insertelement <4 x double> %184, double %181, i64 2
  %186 = insertelement <4 x double> %185, double %182, i64 3
  %187 = load double, ptr %159, align 8, !tbaa !18
  %188 = load double, ptr %160, align 8, !tbaa !18
  %189 = load double, ptr %161, align 8, !tbaa !18
  %190 = load double, ptr %162, align 8, !tbaa !18
  %191 = insertelement <4 x double> poison, double %187, i64 0
  %192 = insertelement <4 x double> %191, double %188, i64 1
  %193 = insertelement <4 x double> %192, double %189, i64 2
  %194 = insertelement <4 x double> %193, double %190, i64 3
  %195 = fmul fast <4 x double> %170, %95
  %196 = fmul fast <4 x double> %178, %96
  %197 = fmul fast <4 x double> %186, %97
  %198 = fmul fast <4 x double> %194, %98
  %199 = fadd fast <4 x double> %195, %87
  %200 = fadd fast <4 x double> %196, %88
  %201 = fadd fast <4 x double> %197, %89
  %202 = fadd fast <4 x double> %198, %90
  %203 = add nuw i64 %86, 16
  %204 = icmp eq i64 %203, %84
  br i1 %204, label %205, label %85, !llvm.loop !56

205:                                              ; preds = %85
  %206 = fadd fast <4 x double> %200, %199
  %207 = fadd fast <4 x double> %201, %206
  %208 = fadd fast <4 x double> %202, %207
  %209 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %208)
  %210 = icmp eq i64 %84, %11
  br i1 %210, label %226, label %211

211:                                              ; preds = %205, %81
  %212 = phi i64 [ 0, %81 ], [ %84, %205 ]
  %213 = phi double [ 0.000000e+00, %81 ], [ %209, %205 ]
  br label %214

214:                                              ; preds = %211, %214
  %215 = phi i64 [ %219, %214 ], [ %212, %211 ]
  %216 = phi double [ %225, %214 ], [ %213, %211 ]
  %217 = getelementptr inbounds double, ptr %6, i64 %215
  %218 = load double, ptr %217, align 8, !tbaa !18
  %219 = add nuw nsw i64 %215, 1
  %220 = icmp eq i64 %219, %11
  %221 = select i1 %220, i64 0, i64 %219
  %222 = getelementptr inbounds double, ptr %6, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !18
  %224 = fmul fast double %223, %218
  %225 = fadd fast double %224, %216
  br i1 %220, label %226, label %214, !llvm.loop !57

226:                                              ; preds = %214, %205, %2
  %227 = phi double [ 0.000000e+00, %2 ], [ %209, %205 ], [ %225, %214 ]
  tail call void @arena_release(ptr noundef nonnull @arena, ptr noundef %6)
  ret double %227
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @counted_sum(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %114

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = and i64 %8, 1
  %10 = icmp eq i32 %1, 1
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i64 %8, 2147483646
  br label %83

13:                                               ; preds = %83, %7
  %14 = phi i64 [ 0, %7 ], [ %111, %83 ]
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %29, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds double, ptr %0, i64 %14
  %18 = load double, ptr %17, align 8, !tbaa !18
  %19 = fmul fast double %18, 3.000000e-01
  %20 = tail call fast double @llvm.exp.f64(double %19)
  %21 = trunc i64 %14 to i32
  %22 = add i32 %21, 2
  %23 = urem i32 %22, %1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !18
  %27 = fmul fast double %20, %26
  %28 = getelementptr inbounds double, ptr %5, i64 %14
  store double %27, ptr %28, align 8, !tbaa !18
  br label %29

29:                                               ; preds = %13, %16
  br i1 %6, label %30, label %114

30:                                               ; preds = %29
  %31 = zext nneg i32 %1 to i64
  %32 = getelementptr double, ptr %5, i64 %3
  %33 = icmp ult i32 %1, 16
  br i1 %33, label %34, label %37

34:                                               ; preds = %77, %30
  %35 = phi i64 [ 0, %30 ], [ %38, %77 ]
  %36 = phi double [ 0.000000e+00, %30 ], [ %81, %77 ]
  br label %116

37:                                               ; preds = %30
  %38 = and i64 %8, 2147483632
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %75, %39 ]
  %41 = phi <4 x double> [ zeroinitializer, %37 ], [ %71, %39 ]
  %42 = phi <4 x double> [ zeroinitializer, %37 ], [ %72, %39 ]
  %43 = phi <4 x double> [ zeroinitializer, %37 ], [ %73, %39 ]
  %44 = phi <4 x double> [ zeroinitializer, %37 ], [ %74, %39 ]
  %45 = getelementptr inbounds double, ptr %5, i64 %40
  %46 = getelementptr inbounds i8, ptr %45, i64 32
  %47 = getelementptr inbounds i8, ptr %45, i64 64
  %48 = getelementptr inbounds i8, ptr %45, i64 96
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !18
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !18
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !18
  %52 = load <4 x double>, ptr %48, align 8, !tbaa !18
  %53 = xor i64 %40, -1
  %54 = getelementptr double, ptr %32, i64 %53
  %55 = getelementptr i8, ptr %54, i64 -24
  %56 = getelementptr i8, ptr %54, i64 -56
  %57 = getelementptr i8, ptr %54, i64 -88
  %58 = getelementptr i8, ptr %54, i64 -120
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !18
  %60 = shufflevector <4 x double> %59, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %61 = load <4 x double>, ptr %56, align 8, !tbaa !18
  %62 = shufflevector <4 x double> %61, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %63 = load <4 x double>, ptr %57, align 8, !tbaa !18
  %64 = shufflevector <4 x double> %63, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %65 = load <4 x double>, ptr %58, align 8, !tbaa !18
  %66 = shufflevector <4 x double> %65, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %67 = fmul fast <4 x double> %60, %49
  %68 = fmul fast <4 x double> %62, %50
  %69 = fmul fast <4 x double> %64, %51
  %70 = fmul fast <4 x double> %66, %52
  %71 = fadd fast <4 x double> %67, %41
  %72 = fadd fast <4 x double> %68, %42
  %73 = fadd fast <4 x double> %69, %43
  %74 = fadd fast <4 x double> %70, %44
  %75 = add nuw i64 %40, 16
  %76 = icmp eq i64 %75, %38
  br i1 %76, label %77, label %39, !llvm.loop !58

77:                                               ; preds = %39
  %78 = fadd fast <4 x double> %72, %71
  %79 = fadd fast <4 x double> %73, %78
  %80 = fadd fast <4 x double> %74, %79
  %81 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %80)
  %82 = icmp eq i64 %38, %8
  br i1 %82, label %114, label %34

83:                                               ; preds = %83, %11
  %84 = phi i64 [ 0, %11 ], [ %111, %83 ]
  %85 = phi i64 [ 0, %11 ], [ %112, %83 ]
  %86 = getelementptr inbounds double, ptr %0, i64 %84
  %87 = load double, ptr %86, align 8, !tbaa !18
  %88 = fmul fast double %87, 3.000000e-01
  %89 = tail call fast double @llvm.exp.f64(double %88)
  %90 = trunc i64 %84 to i32
  %91 = add i32 %90, 2
  %92 = urem i32 %91, %1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds double, ptr %0, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !18
  %96 = fmul fast double %89, %95
  %97 = getelementptr inbounds double, ptr %5, i64 %84
  store double %96, ptr %97, align 8, !tbaa !18
  %98 = or disjoint i64 %84, 1
  %99 = getelementptr inbounds double, ptr %0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !18
  %101 = fmul fast double %100, 3.000000e-01
  %102 = tail call fast double @llvm.exp.f64(double %101)
  %103 = trunc i64 %98 to i32
  %104 = add i32 %103, 2
  %105 = urem i32 %104, %1
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !18
  %109 = fmul fast double %102, %108
  %110 = getelementptr inbounds double, ptr %5, i64 %98
  store double %109, ptr %110, align 8, !tbaa !18
  %111 = add nuw nsw i64 %84, 2
  %112 = add i64 %85, 2
  %113 = icmp eq i64 %112, %12
  br i1 %113, label %13, label %83, !llvm.loop !59

114:                                              ; preds = %116, %77, %2, %29
  %115 = phi double [ 0.000000e+00, %29 ], [ 0.000000e+00, %2 ], [ %81, %77 ], [ %125, %116 ]
  tail call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  ret double %115

116:                                              ; preds = %34, %116
  %117 = phi i64 [ %126, %116 ], [ %35, %34 ]
  %118 = phi double [ %125, %116 ], [ %36, %34 ]
  %119 = getelementptr inbounds double, ptr %5, i64 %117
  %120 = load double, ptr %119, align 8, !tbaa !18
  %121 = xor i64 %117, -1
  %122 = getelementptr double, ptr %32, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !18
  %124 = fmul fast double %123, %120
  %125 = fadd fast double %124, %118
  %126 = add nuw nsw i64 %117, 1
  %127 = icmp eq i64 %126, %31
  br i1 %127, label %114, label %116, !llvm.loop !60
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @obj_counted(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !15
  %4 = sext i32 %3 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call ptr @counted_alloc(ptr noundef nonnull @counted, i64 noundef %5)
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %125

8:                                                ; preds = %2
  %9 = zext nneg i32 %3 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %3, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483646
  br label %82

14:                                               ; preds = %82, %8
  %15 = phi i64 [ 0, %8 ], [ %110, %82 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds double, ptr %0, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = fmul fast double %19, 3.000000e-01
  %21 = tail call fast double @llvm.exp.f64(double %20)
  %22 = trunc i64 %15 to i32
  %23 = add i32 %22, 2
  %24 = urem i32 %23, %3
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !18
  %28 = fmul fast double %21, %27
  %29 = getelementptr inbounds double, ptr %6, i64 %15
  store double %28, ptr %29, align 8, !tbaa !18
  br label %30

30:                                               ; preds = %14, %17
  %31 = getelementptr double, ptr %6, i64 %4
  %32 = icmp ult i32 %3, 16
  br i1 %32, label %33, label %36

33:                                               ; preds = %76, %30
  %34 = phi i64 [ 0, %30 ], [ %37, %76 ]
  %35 = phi double [ 0.000000e+00, %30 ], [ %80, %76 ]
  br label %113

36:                                               ; preds = %30
  %37 = and i64 %9, 2147483632
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %74, %38 ]
  %40 = phi <4 x double> [ zeroinitializer, %36 ], [ %70, %38 ]
  %41 = phi <4 x double> [ zeroinitializer, %36 ], [ %71, %38 ]
  %42 = phi <4 x double> [ zeroinitializer, %36 ], [ %72, %38 ]
  %43 = phi <4 x double> [ zeroinitializer, %36 ], [ %73, %38 ]
  %44 = getelementptr inbounds double, ptr %6, i64 %39
  %45 = getelementptr inbounds i8, ptr %44, i64 32
  %46 = getelementptr inbounds i8, ptr %44, i64 64
  %47 = getelementptr inbounds i8, ptr %44, i64 96
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !18
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !18
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !18
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !18
  %52 = xor i64 %39, -1
  %53 = getelementptr double, ptr %31, i64 %52
  %54 = getelementptr i8, ptr %53, i64 -24
  %55 = getelementptr i8, ptr %53, i64 -56
  %56 = getelementptr i8, ptr %53, i64 -88
  %57 = getelementptr i8, ptr %53, i64 -120
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !18
  %59 = shufflevector <4 x double> %58, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %60 = load <4 x double>, ptr %55, align 8, !tbaa !18
  %61 = shufflevector <4 x double> %60, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %62 = load <4 x double>, ptr %56, align 8, !tbaa !18
  %63 = shufflevector <4 x double> %62, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %64 = load <4 x double>, ptr %57, align 8, !tbaa !18
  %65 = shufflevector <4 x double> %64, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %66 = fmul fast <4 x double> %59, %48
  %67 = fmul fast <4 x double> %61, %49
  %68 = fmul fast <4 x double> %63, %50
  %69 = fmul fast <4 x double> %65, %51
  %70 = fadd fast <4 x double> %66, %40
  %71 = fadd fast <4 x double> %67, %41
  %72 = fadd fast <4 x double> %68, %42
  %73 = fadd fast <4 x double> %69, %43
  %74 = add nuw i64 %39, 16
  %75 = icmp eq i64 %74, %37
  br i1 %75, label %76, label %38, !llvm.loop !61

76:                                               ; preds = %38
  %77 = fadd fast <4 x double> %71, %70
  %78 = fadd fast <4 x double> %72, %77
  %79 = fadd fast <4 x double> %73, %78
  %80 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %79)
  %81 = icmp eq i64 %37, %9
  br i1 %81, label %125, label %33

82:                                               ; preds = %82, %12
  %83 = phi i64 [ 0, %12 ], [ %110, %82 ]
  %84 = phi i64 [ 0, %12 ], [ %111, %82 ]
  %85 = getelementptr inbounds double, ptr %0, i64 %83
  %86 = load double, ptr %85, align 8, !tbaa !18
  %87 = fmul fast double %86, 3.000000e-01
  %88 = tail call fast double @llvm.exp.f64(double %87)
  %89 = trunc i64 %83 to i32
  %90 = add i32 %89, 2
  %91 = urem i32 %90, %3
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !18
  %95 = fmul fast double %88, %94
  %96 = getelementptr inbounds double, ptr %6, i64 %83
  store double %95, ptr %96, align 8, !tbaa !18
  %97 = or disjoint i64 %83, 1
  %98 = getelementptr inbounds double, ptr %0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !18
  %100 = fmul fast double %99, 3.000000e-01
  %101 = tail call fast double @llvm.exp.f64(double %100)
  %102 = trunc i64 %97 to i32
  %103 = add i32 %102, 2
  %104 = urem i32 %103, %3
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds double, ptr %0, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !18
  %108 = fmul fast double %101, %107
  %109 = getelementptr inbounds double, ptr %6, i64 %97
  store double %108, ptr %109, align 8, !tbaa !18
  %110 = add nuw nsw i64 %83, 2
  %111 = add i64 %84, 2
  %112 = icmp eq i64 %111, %13
  br i1 %112, label %14, label %82, !llvm.loop !59

113:                                              ; preds = %33, %113
  %114 = phi i64 [ %123, %113 ], [ %34, %33 ]
  %115 = phi double [ %122, %113 ], [ %35, %33 ]
  %116 = getelementptr inbounds double, ptr %6, i64 %114
  %117 = load double, ptr %116, align 8, !tbaa !18
  %118 = xor i64 %114, -1
  %119 = getelementptr double, ptr %31, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !18
  %121 = fmul fast double %120, %117
  %122 = fadd fast double %121, %115
  %123 = add nuw nsw i64 %114, 1
  %124 = icmp eq i64 %123, %9
  br i1 %124, label %125, label %113, !llvm.loop !62

125:                                              ; preds = %113, %76, %2
  %126 = phi double [ 0.000000e+00, %2 ], [ %80, %76 ], [ %122, %113 ]
  tail call void @counted_release(ptr noundef nonnull @counted, ptr poison)
  ret double %126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #13

attributes #0 = { noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!15 = !{!11, !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !21, !23, !22}
!25 = distinct !{!25, !21, !22, !23}
!26 = distinct !{!26, !21, !23, !22}
!27 = distinct !{!27, !21, !22, !23}
!28 = distinct !{!28, !21, !23, !22}
!29 = distinct !{!29, !21, !22, !23}
!30 = distinct !{!30, !21, !23, !22}
!31 = distinct !{!31, !21, !22, !23}
!32 = distinct !{!32, !21, !23, !22}
!33 = distinct !{!33, !21, !22, !23}
!34 = distinct !{!34, !21, !23, !22}
!35 = distinct !{!35, !21, !22, !23}
!36 = distinct !{!36, !21, !23, !22}
!37 = distinct !{!37, !21, !22, !23}
!38 = distinct !{!38, !21, !22, !23}
!39 = distinct !{!39, !21, !23, !22}
!40 = distinct !{!40, !21, !23, !22}
!41 = distinct !{!41, !21, !22, !23}
!42 = distinct !{!42, !21, !22, !23}
!43 = distinct !{!43, !21, !23, !22}
!44 = distinct !{!44, !21, !23, !22}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !{!47, !21, !22, !23}
!48 = distinct !{!48, !21, !22, !23}
!49 = distinct !{!49, !21, !22}
!50 = distinct !{!50, !21, !23, !22}
!51 = !{ptr @obj, ptr @obj_counted}
!52 = distinct !{!52, !21}
!53 = distinct !{!53, !21, !22, !23}
!54 = distinct !{!54, !46}
!55 = distinct !{!55, !21, !22}
!56 = distinct !{!56, !21, !22, !23}
!57 = distinct !{!57, !21, !23, !22}
!58 = distinct !{!58, !21, !22, !23}
!59 = distinct !{!59, !21}
!60 = distinct !{!60, !21, !23, !22}
!61 = distinct !{!61, !21, !22, !23}
!62 = distinct !{!62, !21, !23, !22}
