; ModuleID = 'interleaved.c'
source_filename = "interleaved.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { double, double, i32, float, ptr }

@ext = internal global [37 x double] zeroinitializer, align 16
@pts = internal global [37 x %struct.P] zeroinitializer, align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"interleaved.rev\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"interleaved.shadow_id_kept\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"interleaved.fwd_vs_rev\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"interleaved\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  br label %13

7:                                                ; preds = %34, %13
  %8 = phi double [ %16, %13 ], [ %53, %34 ]
  %9 = add nuw nsw i64 %15, 1
  %10 = icmp eq i64 %17, %6
  br i1 %10, label %11, label %13, !llvm.loop !5

11:                                               ; preds = %7, %2
  %12 = phi double [ 0.000000e+00, %2 ], [ %8, %7 ]
  ret double %12

13:                                               ; preds = %4, %7
  %14 = phi i64 [ 0, %4 ], [ %17, %7 ]
  %15 = phi i64 [ 1, %4 ], [ %9, %7 ]
  %16 = phi double [ 0.000000e+00, %4 ], [ %8, %7 ]
  %17 = add nuw nsw i64 %14, 1
  %18 = icmp ult i64 %17, %5
  br i1 %18, label %19, label %7

19:                                               ; preds = %13
  %20 = getelementptr inbounds %struct.P, ptr %0, i64 %14
  %21 = load double, ptr %20, align 8, !tbaa !7
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  %23 = load double, ptr %22, align 8, !tbaa !15
  %24 = getelementptr inbounds i8, ptr %20, i64 20
  %25 = load float, ptr %24, align 4, !tbaa !16
  %26 = getelementptr inbounds i8, ptr %20, i64 24
  %27 = load ptr, ptr %26, align 8, !tbaa !17
  %28 = load double, ptr %27, align 8, !tbaa !18
  %29 = getelementptr inbounds i8, ptr %20, i64 16
  %30 = load i32, ptr %29, align 8, !tbaa !19
  %31 = srem i32 %30, 3
  %32 = add nsw i32 %31, 1
  %33 = sitofp i32 %32 to double
  br label %34

34:                                               ; preds = %19, %34
  %35 = phi i64 [ %15, %19 ], [ %54, %34 ]
  %36 = phi double [ %16, %19 ], [ %53, %34 ]
  %37 = getelementptr inbounds %struct.P, ptr %0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !7
  %39 = fsub double %21, %38
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load double, ptr %40, align 8, !tbaa !15
  %42 = fsub double %23, %41
  %43 = getelementptr inbounds i8, ptr %37, i64 20
  %44 = load float, ptr %43, align 4, !tbaa !16
  %45 = fmul float %25, %44
  %46 = fpext float %45 to double
  %47 = fmul double %42, %42
  %48 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %47)
  %49 = fadd double %48, 1.000000e-01
  %50 = tail call double @llvm.sqrt.f64(double %49)
  %51 = fdiv double %46, %50
  %52 = tail call double @llvm.fmuladd.f64(double %28, double %33, double %51)
  %53 = fadd double %36, %52
  %54 = add nuw nsw i64 %35, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %7, label %34, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [37 x %struct.P], align 16
  %8 = alloca [37 x %struct.P], align 16
  %9 = alloca [37 x double], align 16
  %10 = alloca [37 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [2 x i32], align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 1184, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 1184, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %9) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(296) %9, i8 0, i64 296, i1 false)
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %10) #10
  %17 = load i64, ptr @rng_state, align 8, !tbaa !21
  br label %26

18:                                               ; preds = %26
  store i64 %47, ptr @rng_state, align 8, !tbaa !21
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %19, ptr noundef nonnull @pts, ptr noundef nonnull %7, i32 noundef %20, i32 noundef 37) #10
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  %22 = getelementptr inbounds i8, ptr %11, i64 24
  %23 = getelementptr inbounds i8, ptr %12, i64 16
  %24 = getelementptr inbounds i8, ptr %12, i64 24
  %25 = getelementptr inbounds i8, ptr %13, i64 4
  br label %97

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %63, %26 ]
  %28 = phi i64 [ %17, %0 ], [ %47, %26 ]
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = lshr i64 %30, 11
  %32 = uitofp nneg i64 %31 to double
  %33 = call double @llvm.fmuladd.f64(double %32, double 0x3CA0000000000000, double 5.000000e-01)
  %34 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %27
  store double %33, ptr %34, align 8, !tbaa !18
  %35 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %27
  %36 = mul i64 %30, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = insertelement <2 x i64> poison, i64 %37, i64 0
  %41 = insertelement <2 x i64> %40, i64 %39, i64 1
  %42 = lshr <2 x i64> %41, <i64 9, i64 9>
  %43 = and <2 x i64> %42, <i64 36028797018963964, i64 36028797018963964>
  %44 = uitofp nneg <2 x i64> %43 to <2 x double>
  %45 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -2.000000e+00, double -2.000000e+00>)
  %46 = mul i64 %39, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = lshr i64 %47, 11
  %49 = uitofp nneg i64 %48 to double
  %50 = call double @llvm.fmuladd.f64(double %49, double 0x3CA0000000000000, double 5.000000e-01)
  %51 = fptrunc double %50 to float
  store <2 x double> %45, ptr %35, align 16, !tbaa !18
  %52 = getelementptr inbounds i8, ptr %35, i64 16
  %53 = trunc nuw nsw i64 %27 to i32
  store i32 %53, ptr %52, align 16, !tbaa !23
  %54 = getelementptr inbounds i8, ptr %35, i64 20
  store float %51, ptr %54, align 4, !tbaa !24
  %55 = getelementptr inbounds i8, ptr %35, i64 24
  store ptr %34, ptr %55, align 8, !tbaa !25
  %56 = getelementptr inbounds [37 x %struct.P], ptr %7, i64 0, i64 %27
  %57 = getelementptr inbounds [37 x double], ptr %9, i64 0, i64 %27
  %58 = getelementptr inbounds i8, ptr %56, i64 16
  %59 = trunc i64 %27 to i32
  %60 = add i32 %59, 1000
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %56, i8 0, i64 16, i1 false)
  store i32 %60, ptr %58, align 16, !tbaa !23
  %61 = getelementptr inbounds i8, ptr %56, i64 20
  store float 0.000000e+00, ptr %61, align 4, !tbaa !24
  %62 = getelementptr inbounds i8, ptr %56, i64 24
  store ptr %57, ptr %62, align 8, !tbaa !25
  %63 = add nuw nsw i64 %27, 1
  %64 = icmp eq i64 %63, 37
  br i1 %64, label %18, label %26, !llvm.loop !26

65:                                               ; preds = %139
  %66 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %67 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  %68 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, i32 noundef %66, ptr noundef nonnull @pts, ptr noundef nonnull %8, i32 noundef %67, i32 noundef 37) #10
  %69 = call double @llvm.fabs.f64(double %181)
  %70 = fcmp ogt double %69, 1.000000e+00
  %71 = select i1 %70, double %69, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %68, ptr %6, align 8, !tbaa !18
  %72 = load volatile double, ptr %6, align 8, !tbaa !18
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %74, label %87, label %75

75:                                               ; preds = %65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %181, ptr %5, align 8, !tbaa !18
  %76 = load volatile double, ptr %5, align 8, !tbaa !18
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = fcmp ueq double %77, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %78, label %87, label %79

79:                                               ; preds = %75
  %80 = fsub double %68, %181
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fmul double %71, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp ugt double %81, %82
  br i1 %83, label %87, label %84

84:                                               ; preds = %79
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %68, double noundef %181, ptr noundef nonnull @.str.5)
  %86 = load i32, ptr @n_fail, align 4, !tbaa !23
  br label %91

87:                                               ; preds = %79, %75, %65
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %68, double noundef %181, ptr noundef nonnull @.str.6)
  %89 = load i32, ptr @n_fail, align 4, !tbaa !23
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr @n_fail, align 4, !tbaa !23
  br label %91

91:                                               ; preds = %84, %87
  %92 = phi i32 [ %86, %84 ], [ %90, %87 ]
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %92)
  %94 = load i32, ptr @n_fail, align 4, !tbaa !23
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 1184, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 1184, ptr nonnull %7) #10
  ret i32 %96

97:                                               ; preds = %18, %139
  %98 = phi i64 [ 0, %18 ], [ %182, %139 ]
  %99 = phi double [ 0.000000e+00, %18 ], [ %181, %139 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #10
  %100 = getelementptr inbounds [37 x %struct.P], ptr %7, i64 0, i64 %98
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load <2 x double>, ptr %100, align 16, !tbaa !18
  store <2 x double> %102, ptr %11, align 16, !tbaa !18
  %103 = getelementptr inbounds i8, ptr %100, i64 20
  %104 = load float, ptr %103, align 4, !tbaa !16
  %105 = fpext float %104 to double
  store double %105, ptr %21, align 16, !tbaa !18
  %106 = getelementptr inbounds [37 x double], ptr %9, i64 0, i64 %98
  %107 = load double, ptr %106, align 8, !tbaa !18
  store double %107, ptr %22, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #10
  %108 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %98
  %109 = load <2 x double>, ptr %108, align 16, !tbaa !18
  store <2 x double> %109, ptr %12, align 16, !tbaa !18
  %110 = getelementptr inbounds i8, ptr %108, i64 20
  %111 = load float, ptr %110, align 4, !tbaa !16
  %112 = fpext float %111 to double
  store double %112, ptr %23, align 16, !tbaa !18
  %113 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %98
  %114 = load double, ptr %113, align 8, !tbaa !18
  store double %114, ptr %24, align 8, !tbaa !18
  %115 = shl nuw nsw i64 %98, 2
  %116 = trunc nuw nsw i64 %98 to i32
  br label %184

117:                                              ; preds = %243
  %118 = getelementptr inbounds i8, ptr %100, i64 16
  %119 = load i32, ptr %118, align 16, !tbaa !19
  %120 = sitofp i32 %119 to double
  %121 = trunc i64 %98 to i32
  %122 = add i32 %121, 1000
  %123 = uitofp nneg i32 %122 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %120, ptr %4, align 8, !tbaa !18
  %124 = load volatile double, ptr %4, align 8, !tbaa !18
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %126, label %135, label %127

127:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %123, ptr %3, align 8, !tbaa !18
  %128 = load volatile double, ptr %3, align 8, !tbaa !18
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %131 = fcmp une double %120, %123
  %132 = select i1 %130, i1 true, i1 %131
  br i1 %132, label %135, label %133

133:                                              ; preds = %127
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %116, double noundef %120, double noundef %123, ptr noundef nonnull @.str.5)
  br label %139

135:                                              ; preds = %127, %117
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %116, double noundef %120, double noundef %123, ptr noundef nonnull @.str.6)
  %137 = load i32, ptr @n_fail, align 4, !tbaa !23
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @n_fail, align 4, !tbaa !23
  br label %139

139:                                              ; preds = %133, %135
  %140 = load i64, ptr @rng_state, align 8, !tbaa !21
  %141 = mul i64 %140, 6364136223846793005
  %142 = add i64 %141, 1442695040888963407
  %143 = lshr i64 %142, 10
  %144 = and i64 %143, 18014398509481982
  %145 = uitofp nneg i64 %144 to double
  %146 = call double @llvm.fmuladd.f64(double %145, double 0x3CA0000000000000, double -1.000000e+00)
  %147 = getelementptr inbounds [37 x double], ptr %10, i64 0, i64 %98
  store double %146, ptr %147, align 8, !tbaa !18
  %148 = getelementptr inbounds [37 x %struct.P], ptr %8, i64 0, i64 %98
  %149 = mul i64 %142, 6364136223846793005
  %150 = add i64 %149, 1442695040888963407
  %151 = mul i64 %150, 6364136223846793005
  %152 = add i64 %151, 1442695040888963407
  %153 = insertelement <2 x i64> poison, i64 %150, i64 0
  %154 = insertelement <2 x i64> %153, i64 %152, i64 1
  %155 = lshr <2 x i64> %154, <i64 10, i64 10>
  %156 = and <2 x i64> %155, <i64 18014398509481982, i64 18014398509481982>
  %157 = uitofp nneg <2 x i64> %156 to <2 x double>
  %158 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %157, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %159 = mul i64 %152, 6364136223846793005
  %160 = add i64 %159, 1442695040888963407
  store i64 %160, ptr @rng_state, align 8, !tbaa !21
  %161 = lshr i64 %160, 10
  %162 = and i64 %161, 18014398509481982
  %163 = uitofp nneg i64 %162 to double
  %164 = call double @llvm.fmuladd.f64(double %163, double 0x3CA0000000000000, double -1.000000e+00)
  %165 = fptrunc double %164 to float
  store <2 x double> %158, ptr %148, align 16, !tbaa !18
  %166 = getelementptr inbounds i8, ptr %148, i64 16
  store i32 0, ptr %166, align 16, !tbaa !23
  %167 = getelementptr inbounds i8, ptr %148, i64 20
  store float %165, ptr %167, align 4, !tbaa !24
  %168 = getelementptr inbounds i8, ptr %148, i64 24
  store ptr %147, ptr %168, align 8, !tbaa !25
  %169 = load double, ptr %100, align 16, !tbaa !7
  %170 = load double, ptr %101, align 8, !tbaa !15
  %171 = extractelement <2 x double> %158, i64 1
  %172 = fmul double %171, %170
  %173 = extractelement <2 x double> %158, i64 0
  %174 = call double @llvm.fmuladd.f64(double %173, double %169, double %172)
  %175 = load float, ptr %103, align 4, !tbaa !16
  %176 = fmul float %175, %165
  %177 = fpext float %176 to double
  %178 = fadd double %174, %177
  %179 = load double, ptr %106, align 8, !tbaa !18
  %180 = call double @llvm.fmuladd.f64(double %146, double %179, double %178)
  %181 = fadd double %99, %180
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #10
  %182 = add nuw nsw i64 %98, 1
  %183 = icmp eq i64 %182, 37
  br i1 %183, label %65, label %97, !llvm.loop !27

184:                                              ; preds = %97, %243
  %185 = phi i64 [ 0, %97 ], [ %244, %243 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #10
  store i32 %116, ptr %13, align 4, !tbaa !23
  %186 = trunc nuw nsw i64 %185 to i32
  store i32 %186, ptr %25, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #10
  %187 = getelementptr inbounds [4 x double], ptr %12, i64 0, i64 %185
  %188 = load double, ptr %187, align 8, !tbaa !18
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ogt double %189, 1.000000e+00
  %191 = select i1 %190, double %189, double 1.000000e+00
  %192 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %193 = fadd double %188, %192
  %194 = fsub double %188, %192
  store double %193, ptr %14, align 8, !tbaa !18
  %195 = call fastcc double @along(ptr noundef nonnull %14, ptr noundef nonnull readonly %13)
  store double %194, ptr %14, align 8, !tbaa !18
  %196 = call fastcc double @along(ptr noundef nonnull %14, ptr noundef nonnull readonly %13)
  store double %188, ptr %14, align 8, !tbaa !18
  %197 = fsub double %195, %196
  %198 = fsub double %193, %194
  %199 = fdiv double %197, %198
  %200 = icmp eq i64 %185, 2
  br i1 %200, label %201, label %214

201:                                              ; preds = %184
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #10
  %202 = insertelement <2 x double> poison, double %188, i64 0
  %203 = shufflevector <2 x double> %202, <2 x double> poison, <2 x i32> zeroinitializer
  %204 = fadd <2 x double> %203, <double 1.000000e-03, double -1.000000e-03>
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #10
  %205 = fptrunc <2 x double> %204 to <2 x float>
  %206 = fpext <2 x float> %205 to <2 x double>
  %207 = extractelement <2 x double> %206, i64 0
  store double %207, ptr %15, align 8, !tbaa !18
  %208 = extractelement <2 x double> %206, i64 1
  store double %208, ptr %16, align 8, !tbaa !18
  %209 = call fastcc double @along(ptr noundef nonnull %15, ptr noundef nonnull %13)
  %210 = call fastcc double @along(ptr noundef nonnull %16, ptr noundef nonnull %13)
  %211 = fsub double %209, %210
  %212 = fsub double %207, %208
  %213 = fdiv double %211, %212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #10
  br label %214

214:                                              ; preds = %201, %184
  %215 = phi double [ 1.000000e-04, %201 ], [ 0x3EB0C6F7A0B5ED8D, %184 ]
  %216 = phi double [ %213, %201 ], [ %199, %184 ]
  %217 = add nuw nsw i64 %185, %115
  %218 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %185
  %219 = load double, ptr %218, align 8, !tbaa !18
  %220 = call double @llvm.fabs.f64(double %216)
  %221 = fcmp ogt double %220, 1.000000e+00
  %222 = select i1 %221, double %220, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %219, ptr %2, align 8, !tbaa !18
  %223 = load volatile double, ptr %2, align 8, !tbaa !18
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %225, label %238, label %226

226:                                              ; preds = %214
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %216, ptr %1, align 8, !tbaa !18
  %227 = load volatile double, ptr %1, align 8, !tbaa !18
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %229, label %238, label %230

230:                                              ; preds = %226
  %231 = fsub double %219, %216
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fmul double %215, %222
  %234 = fcmp ugt double %232, %233
  br i1 %234, label %238, label %235

235:                                              ; preds = %230
  %236 = trunc nuw nsw i64 %217 to i32
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %236, double noundef %219, double noundef %216, ptr noundef nonnull @.str.5)
  br label %243

238:                                              ; preds = %230, %226, %214
  %239 = trunc nuw nsw i64 %217 to i32
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %239, double noundef %219, double noundef %216, ptr noundef nonnull @.str.6)
  %241 = load i32, ptr @n_fail, align 4, !tbaa !23
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @n_fail, align 4, !tbaa !23
  br label %243

243:                                              ; preds = %235, %238
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #10
  %244 = add nuw nsw i64 %185, 1
  %245 = icmp eq i64 %244, 4
  br i1 %245, label %117, label %184, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc double @along(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca %struct.P, align 8
  %4 = load i32, ptr %1, align 4, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !29
  %9 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %7
  %10 = load double, ptr %9, align 8, !tbaa !18
  switch i32 %6, label %22 [
    i32 0, label %11
    i32 1, label %13
    i32 2, label %16
    i32 3, label %20
  ]

11:                                               ; preds = %2
  %12 = load double, ptr %0, align 8, !tbaa !18
  store double %12, ptr %8, align 16, !tbaa !7
  br label %22

13:                                               ; preds = %2
  %14 = load double, ptr %0, align 8, !tbaa !18
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store double %14, ptr %15, align 8, !tbaa !15
  br label %22

16:                                               ; preds = %2
  %17 = load double, ptr %0, align 8, !tbaa !18
  %18 = fptrunc double %17 to float
  %19 = getelementptr inbounds i8, ptr %8, i64 20
  store float %18, ptr %19, align 4, !tbaa !16
  br label %22

20:                                               ; preds = %2
  %21 = load double, ptr %0, align 8, !tbaa !18
  store double %21, ptr %9, align 8, !tbaa !18
  br label %22

22:                                               ; preds = %16, %13, %11, %2, %20
  br label %27

23:                                               ; preds = %48, %27
  %24 = phi double [ %30, %27 ], [ %67, %48 ]
  %25 = add nuw nsw i64 %29, 1
  %26 = icmp eq i64 %31, 37
  br i1 %26, label %70, label %27, !llvm.loop !5

27:                                               ; preds = %22, %23
  %28 = phi i64 [ %31, %23 ], [ 0, %22 ]
  %29 = phi i64 [ %25, %23 ], [ 1, %22 ]
  %30 = phi double [ %24, %23 ], [ 0.000000e+00, %22 ]
  %31 = add nuw nsw i64 %28, 1
  %32 = icmp ult i64 %28, 36
  br i1 %32, label %33, label %23

33:                                               ; preds = %27
  %34 = getelementptr inbounds %struct.P, ptr @pts, i64 %28
  %35 = load double, ptr %34, align 16, !tbaa !7
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %34, i64 20
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = getelementptr inbounds i8, ptr %34, i64 24
  %41 = load ptr, ptr %40, align 8, !tbaa !17
  %42 = load double, ptr %41, align 8, !tbaa !18
  %43 = getelementptr inbounds i8, ptr %34, i64 16
  %44 = load i32, ptr %43, align 16, !tbaa !19
  %45 = srem i32 %44, 3
  %46 = add nsw i32 %45, 1
  %47 = sitofp i32 %46 to double
  br label %48

48:                                               ; preds = %48, %33
  %49 = phi i64 [ %29, %33 ], [ %68, %48 ]
  %50 = phi double [ %30, %33 ], [ %67, %48 ]
  %51 = getelementptr inbounds %struct.P, ptr @pts, i64 %49
  %52 = load double, ptr %51, align 16, !tbaa !7
  %53 = fsub double %35, %52
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !15
  %56 = fsub double %37, %55
  %57 = getelementptr inbounds i8, ptr %51, i64 20
  %58 = load float, ptr %57, align 4, !tbaa !16
  %59 = fmul float %39, %58
  %60 = fpext float %59 to double
  %61 = fmul double %56, %56
  %62 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %61)
  %63 = fadd double %62, 1.000000e-01
  %64 = tail call double @llvm.sqrt.f64(double %63)
  %65 = fdiv double %60, %64
  %66 = tail call double @llvm.fmuladd.f64(double %42, double %47, double %65)
  %67 = fadd double %50, %66
  %68 = add nuw nsw i64 %49, 1
  %69 = icmp eq i64 %68, 37
  br i1 %69, label %23, label %48, !llvm.loop !20

70:                                               ; preds = %23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !29
  store double %10, ptr %9, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  ret double %24
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !9, i64 0}
!8 = !{!"", !9, i64 0, !9, i64 8, !12, i64 16, !13, i64 20, !14, i64 24}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"int", !10, i64 0}
!13 = !{!"float", !10, i64 0}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!8, !9, i64 8}
!16 = !{!8, !13, i64 20}
!17 = !{!8, !14, i64 24}
!18 = !{!9, !9, i64 0}
!19 = !{!8, !12, i64 16}
!20 = distinct !{!20, !6}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !10, i64 0}
!23 = !{!12, !12, i64 0}
!24 = !{!13, !13, i64 0}
!25 = !{!14, !14, i64 0}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 4, !23, i64 20, i64 4, !24, i64 24, i64 8, !25}
