; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, ptr }

@main.ns = internal unnamed_addr constant [4 x i32] [i32 64, i32 17, i32 2, i32 1], align 16
@.str = private unnamed_addr constant [12 x i8] c"top_half.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"isort.JTw\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"isort.primal_sorted\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [64 x double], align 16
  %4 = alloca [64 x double], align 16
  %5 = alloca [64 x double], align 16
  %6 = alloca [64 x double], align 16
  %7 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #13
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  br label %15

9:                                                ; preds = %159, %80
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %10)
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret i32 %14

15:                                               ; preds = %159, %0
  %16 = phi i64 [ 0, %0 ], [ %160, %159 ]
  %17 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = load i64, ptr @rng_state, align 8, !tbaa !9
  %20 = sitofp i32 %18 to double
  %21 = fmul fast double %20, -5.000000e-02
  %22 = call i32 @llvm.smax.i32(i32 %18, i32 1)
  %23 = zext nneg i32 %22 to i64
  %24 = and i64 %23, 1
  %25 = icmp eq i64 %16, 3
  br i1 %25, label %28, label %26

26:                                               ; preds = %15
  %27 = and i64 %23, 2147483646
  br label %123

28:                                               ; preds = %123, %15
  %29 = phi i64 [ poison, %15 ], [ %150, %123 ]
  %30 = phi i64 [ 0, %15 ], [ %156, %123 ]
  %31 = phi i64 [ %19, %15 ], [ %150, %123 ]
  %32 = icmp eq i64 %24, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %28
  %34 = trunc i64 %30 to i32
  %35 = mul i32 %34, 37
  %36 = add i32 %35, 11
  %37 = srem i32 %36, %18
  %38 = uitofp nneg i32 %37 to double
  %39 = fmul fast double %38, 1.000000e-01
  %40 = fadd fast double %39, %21
  %41 = mul i64 %31, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = lshr i64 %42, 11
  %44 = uitofp nneg i64 %43 to double
  %45 = fmul fast double %44, 0x3C447AE147AE147B
  %46 = fadd fast double %40, %45
  %47 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %30
  store double %46, ptr %47, align 8, !tbaa !11
  br label %48

48:                                               ; preds = %28, %33
  %49 = phi i64 [ %29, %28 ], [ %42, %33 ]
  %50 = zext nneg i32 %18 to i64
  %51 = add nsw i64 %50, -1
  %52 = and i64 %50, 3
  %53 = icmp ult i64 %51, 3
  br i1 %53, label %56, label %54

54:                                               ; preds = %48
  %55 = and i64 %50, 2147483644
  br label %85

56:                                               ; preds = %85, %48
  %57 = phi i64 [ poison, %48 ], [ %114, %85 ]
  %58 = phi i64 [ 0, %48 ], [ %120, %85 ]
  %59 = phi i64 [ %49, %48 ], [ %114, %85 ]
  %60 = icmp eq i64 %52, 0
  br i1 %60, label %75, label %61

61:                                               ; preds = %56, %61
  %62 = phi i64 [ %72, %61 ], [ %58, %56 ]
  %63 = phi i64 [ %66, %61 ], [ %59, %56 ]
  %64 = phi i64 [ %73, %61 ], [ 0, %56 ]
  %65 = mul i64 %63, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = lshr i64 %66, 11
  %68 = uitofp nneg i64 %67 to double
  %69 = fmul fast double %68, 0x3CB0000000000000
  %70 = fadd fast double %69, -1.000000e+00
  %71 = getelementptr inbounds double, ptr %6, i64 %62
  store double %70, ptr %71, align 8, !tbaa !11
  %72 = add nuw nsw i64 %62, 1
  %73 = add i64 %64, 1
  %74 = icmp eq i64 %73, %52
  br i1 %74, label %75, label %61, !llvm.loop !13

75:                                               ; preds = %61, %56
  %76 = phi i64 [ %57, %56 ], [ %66, %61 ]
  store i64 %76, ptr @rng_state, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  store i32 %18, ptr %7, align 8, !tbaa !15
  store ptr %6, ptr %8, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, i8 0, i64 512, i1 false)
  %77 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @top_half, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %18) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_top, ptr noundef nonnull %7, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull %4)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, ptr noundef nonnull align 16 dereferenceable(512) %3, i64 512, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %4, ptr noundef nonnull align 16 dereferenceable(512) %6, i64 512, i1 false)
  %78 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @isort, ptr noundef nonnull %5, ptr noundef nonnull %4, i32 noundef %18) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_isort, ptr noundef nonnull %7, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull %4)
  %79 = icmp eq i64 %16, 3
  br i1 %79, label %80, label %81

80:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %9

81:                                               ; preds = %75
  %82 = call i32 @llvm.smax.i32(i32 %18, i32 2)
  %83 = add nsw i32 %82, -1
  %84 = zext nneg i32 %83 to i64
  br label %162

85:                                               ; preds = %85, %54
  %86 = phi i64 [ 0, %54 ], [ %120, %85 ]
  %87 = phi i64 [ %49, %54 ], [ %114, %85 ]
  %88 = phi i64 [ 0, %54 ], [ %121, %85 ]
  %89 = mul i64 %87, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = lshr i64 %90, 11
  %92 = uitofp nneg i64 %91 to double
  %93 = fmul fast double %92, 0x3CB0000000000000
  %94 = fadd fast double %93, -1.000000e+00
  %95 = getelementptr inbounds double, ptr %6, i64 %86
  store double %94, ptr %95, align 16, !tbaa !11
  %96 = or disjoint i64 %86, 1
  %97 = mul i64 %90, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = lshr i64 %98, 11
  %100 = uitofp nneg i64 %99 to double
  %101 = fmul fast double %100, 0x3CB0000000000000
  %102 = fadd fast double %101, -1.000000e+00
  %103 = getelementptr inbounds double, ptr %6, i64 %96
  store double %102, ptr %103, align 8, !tbaa !11
  %104 = or disjoint i64 %86, 2
  %105 = mul i64 %98, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  %107 = lshr i64 %106, 11
  %108 = uitofp nneg i64 %107 to double
  %109 = fmul fast double %108, 0x3CB0000000000000
  %110 = fadd fast double %109, -1.000000e+00
  %111 = getelementptr inbounds double, ptr %6, i64 %104
  store double %110, ptr %111, align 16, !tbaa !11
  %112 = or disjoint i64 %86, 3
  %113 = mul i64 %106, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = lshr i64 %114, 11
  %116 = uitofp nneg i64 %115 to double
  %117 = fmul fast double %116, 0x3CB0000000000000
  %118 = fadd fast double %117, -1.000000e+00
  %119 = getelementptr inbounds double, ptr %6, i64 %112
  store double %118, ptr %119, align 8, !tbaa !11
  %120 = add nuw nsw i64 %86, 4
  %121 = add i64 %88, 4
  %122 = icmp eq i64 %121, %55
  br i1 %122, label %56, label %85, !llvm.loop !19

123:                                              ; preds = %123, %26
  %124 = phi i64 [ 0, %26 ], [ %156, %123 ]
  %125 = phi i64 [ %19, %26 ], [ %150, %123 ]
  %126 = phi i64 [ 0, %26 ], [ %157, %123 ]
  %127 = trunc i64 %124 to i32
  %128 = mul i32 %127, 37
  %129 = add i32 %128, 11
  %130 = srem i32 %129, %18
  %131 = uitofp nneg i32 %130 to double
  %132 = fmul fast double %131, 1.000000e-01
  %133 = fadd fast double %132, %21
  %134 = mul i64 %125, 6364136223846793005
  %135 = add i64 %134, 1442695040888963407
  %136 = lshr i64 %135, 11
  %137 = uitofp nneg i64 %136 to double
  %138 = fmul fast double %137, 0x3C447AE147AE147B
  %139 = fadd fast double %133, %138
  %140 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %124
  store double %139, ptr %140, align 16, !tbaa !11
  %141 = or disjoint i64 %124, 1
  %142 = trunc i64 %141 to i32
  %143 = mul i32 %142, 37
  %144 = add i32 %143, 11
  %145 = srem i32 %144, %18
  %146 = uitofp nneg i32 %145 to double
  %147 = fmul fast double %146, 1.000000e-01
  %148 = fadd fast double %147, %21
  %149 = mul i64 %135, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = lshr i64 %150, 11
  %152 = uitofp nneg i64 %151 to double
  %153 = fmul fast double %152, 0x3C447AE147AE147B
  %154 = fadd fast double %148, %153
  %155 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %141
  store double %154, ptr %155, align 8, !tbaa !11
  %156 = add nuw nsw i64 %124, 2
  %157 = add i64 %126, 2
  %158 = icmp eq i64 %157, %27
  br i1 %158, label %28, label %123, !llvm.loop !21

159:                                              ; preds = %190
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  %160 = add nuw nsw i64 %16, 1
  %161 = icmp eq i64 %160, 4
  br i1 %161, label %9, label %15, !llvm.loop !22

162:                                              ; preds = %81, %190
  %163 = phi i64 [ 0, %81 ], [ %192, %190 ]
  %164 = phi i64 [ 1, %81 ], [ %191, %190 ]
  %165 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %163
  %166 = load double, ptr %165, align 8, !tbaa !11
  %167 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %164
  %168 = load double, ptr %167, align 8, !tbaa !11
  %169 = fcmp fast ole double %166, %168
  %170 = freeze i1 %169
  %171 = uitofp i1 %170 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %171, ptr %2, align 8, !tbaa !11
  %172 = load volatile double, ptr %2, align 8, !tbaa !11
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %174, label %185, label %175

175:                                              ; preds = %162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e+00, ptr %1, align 8, !tbaa !11
  %176 = load volatile double, ptr %1, align 8, !tbaa !11
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fcmp one double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %179 = fadd reassoc nsz arcp contract afn double %171, -1.000000e+00
  %180 = fcmp reassoc nsz arcp contract afn oeq double %179, 0.000000e+00
  %181 = and i1 %180, %178
  br i1 %181, label %182, label %185

182:                                              ; preds = %175
  %183 = trunc nuw nsw i64 %163 to i32
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %183, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.5)
  br label %190

185:                                              ; preds = %175, %162
  %186 = trunc nuw nsw i64 %163 to i32
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %186, double noundef nofpclass(nan inf) %171, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.6)
  %188 = load i32, ptr @n_fail, align 4, !tbaa !5
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr @n_fail, align 4, !tbaa !5
  br label %190

190:                                              ; preds = %182, %185
  %191 = add nuw nsw i64 %164, 1
  %192 = add nuw nsw i64 %163, 1
  %193 = icmp eq i64 %192, %84
  br i1 %193, label %159, label %162, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @top_half(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %154

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = shl nuw nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false), !tbaa !11
  %8 = icmp eq i32 %1, 1
  br i1 %8, label %38, label %9

9:                                                ; preds = %5
  %10 = zext nneg i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 2
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = and i64 %11, -2
  br label %113

16:                                               ; preds = %146, %9
  %17 = phi i64 [ 1, %9 ], [ %151, %146 ]
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %37, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !11
  br label %22

22:                                               ; preds = %29, %19
  %23 = phi i64 [ %17, %19 ], [ %24, %29 ]
  %24 = add nsw i64 %23, -1
  %25 = and i64 %24, 4294967295
  %26 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = fcmp fast ogt double %27, %21
  br i1 %28, label %29, label %32

29:                                               ; preds = %22
  %30 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %23
  store double %27, ptr %30, align 8, !tbaa !11
  %31 = icmp sgt i64 %23, 1
  br i1 %31, label %22, label %32, !llvm.loop !24

32:                                               ; preds = %29, %22
  %33 = phi i64 [ 0, %29 ], [ %23, %22 ]
  %34 = shl i64 %33, 32
  %35 = ashr exact i64 %34, 32
  %36 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %35
  store double %21, ptr %36, align 8, !tbaa !11
  br label %37

37:                                               ; preds = %16, %32
  br i1 %4, label %38, label %154

38:                                               ; preds = %5, %37
  %39 = lshr i32 %1, 1
  %40 = zext nneg i32 %39 to i64
  %41 = zext nneg i32 %1 to i64
  %42 = add nuw nsw i64 %40, 1
  %43 = tail call i64 @llvm.umax.i64(i64 %42, i64 %41)
  %44 = sub nsw i64 %43, %40
  %45 = icmp ult i64 %44, 16
  br i1 %45, label %46, label %49

46:                                               ; preds = %107, %38
  %47 = phi i64 [ %40, %38 ], [ %51, %107 ]
  %48 = phi double [ 0.000000e+00, %38 ], [ %111, %107 ]
  br label %156

49:                                               ; preds = %38
  %50 = and i64 %44, -16
  %51 = add nsw i64 %50, %40
  %52 = insertelement <4 x i32> poison, i32 %39, i64 0
  %53 = shufflevector <4 x i32> %52, <4 x i32> poison, <4 x i32> zeroinitializer
  %54 = add nuw nsw <4 x i32> %53, <i32 0, i32 1, i32 2, i32 3>
  %55 = insertelement <4 x i32> poison, i32 %39, i64 0
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %57

57:                                               ; preds = %57, %49
  %58 = phi i64 [ 0, %49 ], [ %104, %57 ]
  %59 = phi <4 x double> [ zeroinitializer, %49 ], [ %100, %57 ]
  %60 = phi <4 x double> [ zeroinitializer, %49 ], [ %101, %57 ]
  %61 = phi <4 x double> [ zeroinitializer, %49 ], [ %102, %57 ]
  %62 = phi <4 x double> [ zeroinitializer, %49 ], [ %103, %57 ]
  %63 = phi <4 x i32> [ %54, %49 ], [ %105, %57 ]
  %64 = add <4 x i32> %63, <i32 4, i32 4, i32 4, i32 4>
  %65 = add <4 x i32> %63, <i32 8, i32 8, i32 8, i32 8>
  %66 = add <4 x i32> %63, <i32 12, i32 12, i32 12, i32 12>
  %67 = add i64 %58, %40
  %68 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %67
  %69 = getelementptr inbounds i8, ptr %68, i64 32
  %70 = getelementptr inbounds i8, ptr %68, i64 64
  %71 = getelementptr inbounds i8, ptr %68, i64 96
  %72 = load <4 x double>, ptr %68, align 8, !tbaa !11
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !11
  %74 = load <4 x double>, ptr %70, align 8, !tbaa !11
  %75 = load <4 x double>, ptr %71, align 8, !tbaa !11
  %76 = sub <4 x i32> %63, %56
  %77 = sub <4 x i32> %64, %56
  %78 = sub <4 x i32> %65, %56
  %79 = sub <4 x i32> %66, %56
  %80 = sitofp <4 x i32> %76 to <4 x double>
  %81 = sitofp <4 x i32> %77 to <4 x double>
  %82 = sitofp <4 x i32> %78 to <4 x double>
  %83 = sitofp <4 x i32> %79 to <4 x double>
  %84 = fmul fast <4 x double> %80, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %85 = fmul fast <4 x double> %81, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %86 = fmul fast <4 x double> %82, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %87 = fmul fast <4 x double> %83, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %88 = fadd fast <4 x double> %84, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %89 = fadd fast <4 x double> %85, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %90 = fadd fast <4 x double> %86, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %91 = fadd fast <4 x double> %87, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %92 = fmul fast <4 x double> %72, %72
  %93 = fmul fast <4 x double> %73, %73
  %94 = fmul fast <4 x double> %74, %74
  %95 = fmul fast <4 x double> %75, %75
  %96 = fmul fast <4 x double> %92, %88
  %97 = fmul fast <4 x double> %93, %89
  %98 = fmul fast <4 x double> %94, %90
  %99 = fmul fast <4 x double> %95, %91
  %100 = fadd fast <4 x double> %96, %59
  %101 = fadd fast <4 x double> %97, %60
  %102 = fadd fast <4 x double> %98, %61
  %103 = fadd fast <4 x double> %99, %62
  %104 = add nuw i64 %58, 16
  %105 = add <4 x i32> %63, <i32 16, i32 16, i32 16, i32 16>
  %106 = icmp eq i64 %104, %50
  br i1 %106, label %107, label %57, !llvm.loop !25

107:                                              ; preds = %57
  %108 = fadd fast <4 x double> %101, %100
  %109 = fadd fast <4 x double> %102, %108
  %110 = fadd fast <4 x double> %103, %109
  %111 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %110)
  %112 = icmp eq i64 %44, %50
  br i1 %112, label %154, label %46

113:                                              ; preds = %146, %14
  %114 = phi i64 [ 1, %14 ], [ %151, %146 ]
  %115 = phi i64 [ 0, %14 ], [ %152, %146 ]
  %116 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %114
  %117 = load double, ptr %116, align 8, !tbaa !11
  br label %118

118:                                              ; preds = %113, %125
  %119 = phi i64 [ %114, %113 ], [ %120, %125 ]
  %120 = add nsw i64 %119, -1
  %121 = and i64 %120, 4294967295
  %122 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = fcmp fast ogt double %123, %117
  br i1 %124, label %125, label %128

125:                                              ; preds = %118
  %126 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %119
  store double %123, ptr %126, align 8, !tbaa !11
  %127 = icmp sgt i64 %119, 1
  br i1 %127, label %118, label %128, !llvm.loop !24

128:                                              ; preds = %125, %118
  %129 = phi i64 [ 0, %125 ], [ %119, %118 ]
  %130 = shl i64 %129, 32
  %131 = ashr exact i64 %130, 32
  %132 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %131
  store double %117, ptr %132, align 8, !tbaa !11
  %133 = add nuw nsw i64 %114, 1
  %134 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !11
  br label %136

136:                                              ; preds = %143, %128
  %137 = phi i64 [ %133, %128 ], [ %138, %143 ]
  %138 = add nsw i64 %137, -1
  %139 = and i64 %138, 4294967295
  %140 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !11
  %142 = fcmp fast ogt double %141, %135
  br i1 %142, label %143, label %146

143:                                              ; preds = %136
  %144 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %137
  store double %141, ptr %144, align 8, !tbaa !11
  %145 = icmp sgt i64 %137, 1
  br i1 %145, label %136, label %146, !llvm.loop !24

146:                                              ; preds = %143, %136
  %147 = phi i64 [ 0, %143 ], [ %137, %136 ]
  %148 = shl i64 %147, 32
  %149 = ashr exact i64 %148, 32
  %150 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %149
  store double %135, ptr %150, align 8, !tbaa !11
  %151 = add nuw nsw i64 %114, 2
  %152 = add i64 %115, 2
  %153 = icmp eq i64 %152, %15
  br i1 %153, label %16, label %113, !llvm.loop !28

154:                                              ; preds = %156, %107, %2, %37
  %155 = phi double [ 0.000000e+00, %37 ], [ 0.000000e+00, %2 ], [ %111, %107 ], [ %168, %156 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret double %155

156:                                              ; preds = %46, %156
  %157 = phi i64 [ %169, %156 ], [ %47, %46 ]
  %158 = phi double [ %168, %156 ], [ %48, %46 ]
  %159 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %157
  %160 = load double, ptr %159, align 8, !tbaa !11
  %161 = trunc i64 %157 to i32
  %162 = sub i32 %161, %39
  %163 = sitofp i32 %162 to double
  %164 = fmul fast double %163, 5.000000e-01
  %165 = fadd fast double %164, 1.000000e+00
  %166 = fmul fast double %160, %160
  %167 = fmul fast double %166, %165
  %168 = fadd fast double %167, %158
  %169 = add nuw nsw i64 %157, 1
  %170 = icmp ult i64 %169, %41
  br i1 %170, label %156, label %154, !llvm.loop !29
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #14
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #13
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !11
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !30
  store double %29, ptr %23, align 8, !tbaa !11
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #13, !callees !30
  store double %24, ptr %23, align 8, !tbaa !11
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !11
  %37 = load volatile double, ptr %8, align 8, !tbaa !11
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !11
  %41 = load volatile double, ptr %7, align 8, !tbaa !11
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
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.5)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.6)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @obj_top(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = alloca [64 x double], align 16
  %4 = load i32, ptr %1, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %167

6:                                                ; preds = %2
  %7 = zext nneg i32 %4 to i64
  %8 = shl nuw nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %0, i64 %8, i1 false), !tbaa !11
  %9 = icmp eq i32 %4, 1
  br i1 %9, label %37, label %10

10:                                               ; preds = %6
  %11 = add nsw i64 %7, -1
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %4, 2
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, -2
  br label %111

16:                                               ; preds = %144, %10
  %17 = phi i64 [ 1, %10 ], [ %149, %144 ]
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %37, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !11
  br label %22

22:                                               ; preds = %29, %19
  %23 = phi i64 [ %17, %19 ], [ %24, %29 ]
  %24 = add nsw i64 %23, -1
  %25 = and i64 %24, 4294967295
  %26 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = fcmp fast ogt double %27, %21
  br i1 %28, label %29, label %32

29:                                               ; preds = %22
  %30 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %23
  store double %27, ptr %30, align 8, !tbaa !11
  %31 = icmp sgt i64 %23, 1
  br i1 %31, label %22, label %32, !llvm.loop !24

32:                                               ; preds = %29, %22
  %33 = phi i64 [ 0, %29 ], [ %23, %22 ]
  %34 = shl i64 %33, 32
  %35 = ashr exact i64 %34, 32
  %36 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %35
  store double %21, ptr %36, align 8, !tbaa !11
  br label %37

37:                                               ; preds = %32, %16, %6
  %38 = lshr i32 %4, 1
  %39 = zext nneg i32 %38 to i64
  %40 = add nuw nsw i64 %39, 1
  %41 = tail call i64 @llvm.umax.i64(i64 %40, i64 %7)
  %42 = sub nsw i64 %41, %39
  %43 = icmp ult i64 %42, 16
  br i1 %43, label %44, label %47

44:                                               ; preds = %105, %37
  %45 = phi i64 [ %39, %37 ], [ %49, %105 ]
  %46 = phi double [ 0.000000e+00, %37 ], [ %109, %105 ]
  br label %152

47:                                               ; preds = %37
  %48 = and i64 %42, -16
  %49 = add nsw i64 %48, %39
  %50 = insertelement <4 x i32> poison, i32 %38, i64 0
  %51 = shufflevector <4 x i32> %50, <4 x i32> poison, <4 x i32> zeroinitializer
  %52 = add nuw nsw <4 x i32> %51, <i32 0, i32 1, i32 2, i32 3>
  %53 = insertelement <4 x i32> poison, i32 %38, i64 0
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %55

55:                                               ; preds = %55, %47
  %56 = phi i64 [ 0, %47 ], [ %102, %55 ]
  %57 = phi <4 x double> [ zeroinitializer, %47 ], [ %98, %55 ]
  %58 = phi <4 x double> [ zeroinitializer, %47 ], [ %99, %55 ]
  %59 = phi <4 x double> [ zeroinitializer, %47 ], [ %100, %55 ]
  %60 = phi <4 x double> [ zeroinitializer, %47 ], [ %101, %55 ]
  %61 = phi <4 x i32> [ %52, %47 ], [ %103, %55 ]
  %62 = add <4 x i32> %61, <i32 4, i32 4, i32 4, i32 4>
  %63 = add <4 x i32> %61, <i32 8, i32 8, i32 8, i32 8>
  %64 = add <4 x i32> %61, <i32 12, i32 12, i32 12, i32 12>
  %65 = add i64 %56, %39
  %66 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %65
  %67 = getelementptr inbounds i8, ptr %66, i64 32
  %68 = getelementptr inbounds i8, ptr %66, i64 64
  %69 = getelementptr inbounds i8, ptr %66, i64 96
  %70 = load <4 x double>, ptr %66, align 8, !tbaa !11
  %71 = load <4 x double>, ptr %67, align 8, !tbaa !11
  %72 = load <4 x double>, ptr %68, align 8, !tbaa !11
  %73 = load <4 x double>, ptr %69, align 8, !tbaa !11
  %74 = sub <4 x i32> %61, %54
  %75 = sub <4 x i32> %62, %54
  %76 = sub <4 x i32> %63, %54
  %77 = sub <4 x i32> %64, %54
  %78 = sitofp <4 x i32> %74 to <4 x double>
  %79 = sitofp <4 x i32> %75 to <4 x double>
  %80 = sitofp <4 x i32> %76 to <4 x double>
  %81 = sitofp <4 x i32> %77 to <4 x double>
  %82 = fmul fast <4 x double> %78, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %83 = fmul fast <4 x double> %79, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %84 = fmul fast <4 x double> %80, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %85 = fmul fast <4 x double> %81, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %86 = fadd fast <4 x double> %82, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %87 = fadd fast <4 x double> %83, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %88 = fadd fast <4 x double> %84, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %89 = fadd fast <4 x double> %85, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %90 = fmul fast <4 x double> %70, %70
  %91 = fmul fast <4 x double> %71, %71
  %92 = fmul fast <4 x double> %72, %72
  %93 = fmul fast <4 x double> %73, %73
  %94 = fmul fast <4 x double> %90, %86
  %95 = fmul fast <4 x double> %91, %87
  %96 = fmul fast <4 x double> %92, %88
  %97 = fmul fast <4 x double> %93, %89
  %98 = fadd fast <4 x double> %94, %57
  %99 = fadd fast <4 x double> %95, %58
  %100 = fadd fast <4 x double> %96, %59
  %101 = fadd fast <4 x double> %97, %60
  %102 = add nuw i64 %56, 16
  %103 = add <4 x i32> %61, <i32 16, i32 16, i32 16, i32 16>
  %104 = icmp eq i64 %102, %48
  br i1 %104, label %105, label %55, !llvm.loop !32

105:                                              ; preds = %55
  %106 = fadd fast <4 x double> %99, %98
  %107 = fadd fast <4 x double> %100, %106
  %108 = fadd fast <4 x double> %101, %107
  %109 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %108)
  %110 = icmp eq i64 %42, %48
  br i1 %110, label %167, label %44

111:                                              ; preds = %144, %14
  %112 = phi i64 [ 1, %14 ], [ %149, %144 ]
  %113 = phi i64 [ 0, %14 ], [ %150, %144 ]
  %114 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %112
  %115 = load double, ptr %114, align 8, !tbaa !11
  br label %116

116:                                              ; preds = %123, %111
  %117 = phi i64 [ %112, %111 ], [ %118, %123 ]
  %118 = add nsw i64 %117, -1
  %119 = and i64 %118, 4294967295
  %120 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !11
  %122 = fcmp fast ogt double %121, %115
  br i1 %122, label %123, label %126

123:                                              ; preds = %116
  %124 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %117
  store double %121, ptr %124, align 8, !tbaa !11
  %125 = icmp sgt i64 %117, 1
  br i1 %125, label %116, label %126, !llvm.loop !24

126:                                              ; preds = %123, %116
  %127 = phi i64 [ 0, %123 ], [ %117, %116 ]
  %128 = shl i64 %127, 32
  %129 = ashr exact i64 %128, 32
  %130 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %129
  store double %115, ptr %130, align 8, !tbaa !11
  %131 = add nuw nsw i64 %112, 1
  %132 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !11
  br label %134

134:                                              ; preds = %141, %126
  %135 = phi i64 [ %131, %126 ], [ %136, %141 ]
  %136 = add nsw i64 %135, -1
  %137 = and i64 %136, 4294967295
  %138 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = fcmp fast ogt double %139, %133
  br i1 %140, label %141, label %144

141:                                              ; preds = %134
  %142 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %135
  store double %139, ptr %142, align 8, !tbaa !11
  %143 = icmp sgt i64 %135, 1
  br i1 %143, label %134, label %144, !llvm.loop !24

144:                                              ; preds = %141, %134
  %145 = phi i64 [ 0, %141 ], [ %135, %134 ]
  %146 = shl i64 %145, 32
  %147 = ashr exact i64 %146, 32
  %148 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %147
  store double %133, ptr %148, align 8, !tbaa !11
  %149 = add nuw nsw i64 %112, 2
  %150 = add i64 %113, 2
  %151 = icmp eq i64 %150, %15
  br i1 %151, label %16, label %111, !llvm.loop !28

152:                                              ; preds = %44, %152
  %153 = phi i64 [ %165, %152 ], [ %45, %44 ]
  %154 = phi double [ %164, %152 ], [ %46, %44 ]
  %155 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %153
  %156 = load double, ptr %155, align 8, !tbaa !11
  %157 = trunc i64 %153 to i32
  %158 = sub i32 %157, %38
  %159 = sitofp i32 %158 to double
  %160 = fmul fast double %159, 5.000000e-01
  %161 = fadd fast double %160, 1.000000e+00
  %162 = fmul fast double %156, %156
  %163 = fmul fast double %162, %161
  %164 = fadd fast double %163, %154
  %165 = add nuw nsw i64 %153, 1
  %166 = icmp ult i64 %165, %7
  br i1 %166, label %152, label %167, !llvm.loop !33

167:                                              ; preds = %152, %105, %2
  %168 = phi double [ 0.000000e+00, %2 ], [ %109, %105 ], [ %164, %152 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret double %168
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @isort(ptr nocapture noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %32

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %1, 2
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %6, -2
  br label %33

11:                                               ; preds = %66, %4
  %12 = phi i64 [ 1, %4 ], [ %71, %66 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %32, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !11
  br label %17

17:                                               ; preds = %24, %14
  %18 = phi i64 [ %12, %14 ], [ %19, %24 ]
  %19 = add nsw i64 %18, -1
  %20 = and i64 %19, 4294967295
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = fcmp fast ogt double %22, %16
  br i1 %23, label %24, label %27

24:                                               ; preds = %17
  %25 = getelementptr inbounds double, ptr %0, i64 %18
  store double %22, ptr %25, align 8, !tbaa !11
  %26 = icmp sgt i64 %18, 1
  br i1 %26, label %17, label %27, !llvm.loop !34

27:                                               ; preds = %24, %17
  %28 = phi i64 [ 0, %24 ], [ %18, %17 ]
  %29 = shl i64 %28, 32
  %30 = ashr exact i64 %29, 29
  %31 = getelementptr inbounds i8, ptr %0, i64 %30
  store double %16, ptr %31, align 8, !tbaa !11
  br label %32

32:                                               ; preds = %27, %11, %2
  ret void

33:                                               ; preds = %66, %9
  %34 = phi i64 [ 1, %9 ], [ %71, %66 ]
  %35 = phi i64 [ 0, %9 ], [ %72, %66 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !11
  br label %38

38:                                               ; preds = %33, %45
  %39 = phi i64 [ %34, %33 ], [ %40, %45 ]
  %40 = add nsw i64 %39, -1
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fcmp fast ogt double %43, %37
  br i1 %44, label %45, label %48

45:                                               ; preds = %38
  %46 = getelementptr inbounds double, ptr %0, i64 %39
  store double %43, ptr %46, align 8, !tbaa !11
  %47 = icmp sgt i64 %39, 1
  br i1 %47, label %38, label %48, !llvm.loop !34

48:                                               ; preds = %45, %38
  %49 = phi i64 [ 0, %45 ], [ %39, %38 ]
  %50 = shl i64 %49, 32
  %51 = ashr exact i64 %50, 29
  %52 = getelementptr inbounds i8, ptr %0, i64 %51
  store double %37, ptr %52, align 8, !tbaa !11
  %53 = add nuw nsw i64 %34, 1
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !11
  br label %56

56:                                               ; preds = %63, %48
  %57 = phi i64 [ %53, %48 ], [ %58, %63 ]
  %58 = add nsw i64 %57, -1
  %59 = and i64 %58, 4294967295
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fcmp fast ogt double %61, %55
  br i1 %62, label %63, label %66

63:                                               ; preds = %56
  %64 = getelementptr inbounds double, ptr %0, i64 %57
  store double %61, ptr %64, align 8, !tbaa !11
  %65 = icmp sgt i64 %57, 1
  br i1 %65, label %56, label %66, !llvm.loop !34

66:                                               ; preds = %63, %56
  %67 = phi i64 [ 0, %63 ], [ %57, %56 ]
  %68 = shl i64 %67, 32
  %69 = ashr exact i64 %68, 29
  %70 = getelementptr inbounds i8, ptr %0, i64 %69
  store double %55, ptr %70, align 8, !tbaa !11
  %71 = add nuw nsw i64 %34, 2
  %72 = add i64 %35, 2
  %73 = icmp eq i64 %72, %10
  br i1 %73, label %11, label %33, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_isort(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #13
  %4 = load i32, ptr %1, align 8, !tbaa !15
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = icmp sgt i32 %4, 1
  br i1 %7, label %8, label %77

8:                                                ; preds = %2
  %9 = zext nneg i32 %4 to i64
  %10 = add nsw i64 %9, -1
  %11 = and i64 %10, 1
  %12 = icmp eq i32 %4, 2
  br i1 %12, label %56, label %13

13:                                               ; preds = %8
  %14 = and i64 %10, -2
  br label %15

15:                                               ; preds = %48, %13
  %16 = phi i64 [ 1, %13 ], [ %53, %48 ]
  %17 = phi i64 [ 0, %13 ], [ %54, %48 ]
  %18 = getelementptr inbounds double, ptr %3, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !11
  br label %20

20:                                               ; preds = %27, %15
  %21 = phi i64 [ %16, %15 ], [ %22, %27 ]
  %22 = add nsw i64 %21, -1
  %23 = and i64 %22, 4294967295
  %24 = getelementptr inbounds double, ptr %3, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fcmp fast ogt double %25, %19
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  %28 = getelementptr inbounds double, ptr %3, i64 %21
  store double %25, ptr %28, align 8, !tbaa !11
  %29 = icmp sgt i64 %21, 1
  br i1 %29, label %20, label %30, !llvm.loop !34

30:                                               ; preds = %27, %20
  %31 = phi i64 [ 0, %27 ], [ %21, %20 ]
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 29
  %34 = getelementptr inbounds i8, ptr %3, i64 %33
  store double %19, ptr %34, align 8, !tbaa !11
  %35 = add nuw nsw i64 %16, 1
  %36 = getelementptr inbounds double, ptr %3, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !11
  br label %38

38:                                               ; preds = %45, %30
  %39 = phi i64 [ %35, %30 ], [ %40, %45 ]
  %40 = add nsw i64 %39, -1
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds double, ptr %3, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fcmp fast ogt double %43, %37
  br i1 %44, label %45, label %48

45:                                               ; preds = %38
  %46 = getelementptr inbounds double, ptr %3, i64 %39
  store double %43, ptr %46, align 8, !tbaa !11
  %47 = icmp sgt i64 %39, 1
  br i1 %47, label %38, label %48, !llvm.loop !34

48:                                               ; preds = %45, %38
  %49 = phi i64 [ 0, %45 ], [ %39, %38 ]
  %50 = shl i64 %49, 32
  %51 = ashr exact i64 %50, 29
  %52 = getelementptr inbounds i8, ptr %3, i64 %51
  store double %37, ptr %52, align 8, !tbaa !11
  %53 = add nuw nsw i64 %16, 2
  %54 = add i64 %17, 2
  %55 = icmp eq i64 %54, %14
  br i1 %55, label %56, label %15, !llvm.loop !35

56:                                               ; preds = %48, %8
  %57 = phi i64 [ 1, %8 ], [ %53, %48 ]
  %58 = icmp eq i64 %11, 0
  br i1 %58, label %77, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds double, ptr %3, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !11
  br label %62

62:                                               ; preds = %69, %59
  %63 = phi i64 [ %57, %59 ], [ %64, %69 ]
  %64 = add nsw i64 %63, -1
  %65 = and i64 %64, 4294967295
  %66 = getelementptr inbounds double, ptr %3, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !11
  %68 = fcmp fast ogt double %67, %61
  br i1 %68, label %69, label %72

69:                                               ; preds = %62
  %70 = getelementptr inbounds double, ptr %3, i64 %63
  store double %67, ptr %70, align 8, !tbaa !11
  %71 = icmp sgt i64 %63, 1
  br i1 %71, label %62, label %72, !llvm.loop !34

72:                                               ; preds = %69, %62
  %73 = phi i64 [ 0, %69 ], [ %63, %62 ]
  %74 = shl i64 %73, 32
  %75 = ashr exact i64 %74, 29
  %76 = getelementptr inbounds i8, ptr %3, i64 %75
  store double %61, ptr %76, align 8, !tbaa !11
  br label %77

77:                                               ; preds = %72, %56, %2
  %78 = icmp sgt i32 %4, 0
  br i1 %78, label %79, label %127

79:                                               ; preds = %77
  %80 = getelementptr inbounds i8, ptr %1, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !18
  %82 = zext nneg i32 %4 to i64
  %83 = icmp ult i32 %4, 16
  br i1 %83, label %84, label %87

84:                                               ; preds = %121, %79
  %85 = phi i64 [ 0, %79 ], [ %88, %121 ]
  %86 = phi double [ 0.000000e+00, %79 ], [ %125, %121 ]
  br label %129

87:                                               ; preds = %79
  %88 = and i64 %82, 2147483632
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %119, %89 ]
  %91 = phi <4 x double> [ zeroinitializer, %87 ], [ %115, %89 ]
  %92 = phi <4 x double> [ zeroinitializer, %87 ], [ %116, %89 ]
  %93 = phi <4 x double> [ zeroinitializer, %87 ], [ %117, %89 ]
  %94 = phi <4 x double> [ zeroinitializer, %87 ], [ %118, %89 ]
  %95 = getelementptr inbounds double, ptr %81, i64 %90
  %96 = getelementptr inbounds i8, ptr %95, i64 32
  %97 = getelementptr inbounds i8, ptr %95, i64 64
  %98 = getelementptr inbounds i8, ptr %95, i64 96
  %99 = load <4 x double>, ptr %95, align 8, !tbaa !11
  %100 = load <4 x double>, ptr %96, align 8, !tbaa !11
  %101 = load <4 x double>, ptr %97, align 8, !tbaa !11
  %102 = load <4 x double>, ptr %98, align 8, !tbaa !11
  %103 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %90
  %104 = getelementptr inbounds i8, ptr %103, i64 32
  %105 = getelementptr inbounds i8, ptr %103, i64 64
  %106 = getelementptr inbounds i8, ptr %103, i64 96
  %107 = load <4 x double>, ptr %103, align 16, !tbaa !11
  %108 = load <4 x double>, ptr %104, align 16, !tbaa !11
  %109 = load <4 x double>, ptr %105, align 16, !tbaa !11
  %110 = load <4 x double>, ptr %106, align 16, !tbaa !11
  %111 = fmul fast <4 x double> %107, %99
  %112 = fmul fast <4 x double> %108, %100
  %113 = fmul fast <4 x double> %109, %101
  %114 = fmul fast <4 x double> %110, %102
  %115 = fadd fast <4 x double> %111, %91
  %116 = fadd fast <4 x double> %112, %92
  %117 = fadd fast <4 x double> %113, %93
  %118 = fadd fast <4 x double> %114, %94
  %119 = add nuw i64 %90, 16
  %120 = icmp eq i64 %119, %88
  br i1 %120, label %121, label %89, !llvm.loop !36

121:                                              ; preds = %89
  %122 = fadd fast <4 x double> %116, %115
  %123 = fadd fast <4 x double> %117, %122
  %124 = fadd fast <4 x double> %118, %123
  %125 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %124)
  %126 = icmp eq i64 %88, %82
  br i1 %126, label %127, label %84

127:                                              ; preds = %129, %121, %77
  %128 = phi double [ 0.000000e+00, %77 ], [ %125, %121 ], [ %137, %129 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #13
  ret double %128

129:                                              ; preds = %84, %129
  %130 = phi i64 [ %138, %129 ], [ %85, %84 ]
  %131 = phi double [ %137, %129 ], [ %86, %84 ]
  %132 = getelementptr inbounds double, ptr %81, i64 %130
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %130
  %135 = load double, ptr %134, align 8, !tbaa !11
  %136 = fmul fast double %135, %133
  %137 = fadd fast double %136, %131
  %138 = add nuw nsw i64 %130, 1
  %139 = icmp eq i64 %138, %82
  br i1 %139, label %127, label %129, !llvm.loop !37
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !6, i64 0}
!16 = !{!"", !6, i64 0, !17, i64 8}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !17, i64 8}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20, !27, !26}
!30 = !{ptr @obj_isort, ptr @obj_top}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20, !26, !27}
!33 = distinct !{!33, !20, !27, !26}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !20}
!36 = distinct !{!36, !20, !26, !27}
!37 = distinct !{!37, !20, !27, !26}
