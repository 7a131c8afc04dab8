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
  %1 = alloca %struct.P, align 8
  %2 = alloca %struct.P, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.P, align 8
  %6 = alloca %struct.P, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca [37 x %struct.P], align 16
  %12 = alloca [37 x %struct.P], align 16
  %13 = alloca [37 x double], align 16
  %14 = alloca [37 x double], align 16
  %15 = alloca [4 x double], align 16
  %16 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 1184, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 1184, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %13) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(296) %13, i8 0, i64 296, i1 false)
  call void @llvm.lifetime.start.p0(i64 296, ptr nonnull %14) #9
  %17 = load i64, ptr @rng_state, align 8, !tbaa !21
  br label %25

18:                                               ; preds = %25
  store i64 %46, ptr @rng_state, align 8, !tbaa !21
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %20 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %19, ptr noundef nonnull @pts, ptr noundef nonnull %11, i32 noundef %20, i32 noundef 37) #9
  %21 = getelementptr inbounds i8, ptr %15, i64 16
  %22 = getelementptr inbounds i8, ptr %15, i64 24
  %23 = getelementptr inbounds i8, ptr %16, i64 16
  %24 = getelementptr inbounds i8, ptr %16, i64 24
  br label %96

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %62, %25 ]
  %27 = phi i64 [ %17, %0 ], [ %46, %25 ]
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 11
  %31 = uitofp nneg i64 %30 to double
  %32 = call double @llvm.fmuladd.f64(double %31, double 0x3CA0000000000000, double 5.000000e-01)
  %33 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %26
  store double %32, ptr %33, align 8, !tbaa !18
  %34 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %26
  %35 = mul i64 %29, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = insertelement <2 x i64> poison, i64 %36, i64 0
  %40 = insertelement <2 x i64> %39, i64 %38, i64 1
  %41 = lshr <2 x i64> %40, <i64 9, i64 9>
  %42 = and <2 x i64> %41, <i64 36028797018963964, i64 36028797018963964>
  %43 = uitofp nneg <2 x i64> %42 to <2 x double>
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -2.000000e+00, double -2.000000e+00>)
  %45 = mul i64 %38, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = lshr i64 %46, 11
  %48 = uitofp nneg i64 %47 to double
  %49 = call double @llvm.fmuladd.f64(double %48, double 0x3CA0000000000000, double 5.000000e-01)
  %50 = fptrunc double %49 to float
  store <2 x double> %44, ptr %34, align 16, !tbaa !18
  %51 = getelementptr inbounds i8, ptr %34, i64 16
  %52 = trunc nuw nsw i64 %26 to i32
  store i32 %52, ptr %51, align 16, !tbaa !23
  %53 = getelementptr inbounds i8, ptr %34, i64 20
  store float %50, ptr %53, align 4, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %34, i64 24
  store ptr %33, ptr %54, align 8, !tbaa !25
  %55 = getelementptr inbounds [37 x %struct.P], ptr %11, i64 0, i64 %26
  %56 = getelementptr inbounds [37 x double], ptr %13, i64 0, i64 %26
  %57 = getelementptr inbounds i8, ptr %55, i64 16
  %58 = trunc i64 %26 to i32
  %59 = add i32 %58, 1000
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %55, i8 0, i64 16, i1 false)
  store i32 %59, ptr %57, align 16, !tbaa !23
  %60 = getelementptr inbounds i8, ptr %55, i64 20
  store float 0.000000e+00, ptr %60, align 4, !tbaa !24
  %61 = getelementptr inbounds i8, ptr %55, i64 24
  store ptr %56, ptr %61, align 8, !tbaa !25
  %62 = add nuw nsw i64 %26, 1
  %63 = icmp eq i64 %62, 37
  br i1 %63, label %18, label %25, !llvm.loop !26

64:                                               ; preds = %140
  %65 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %66 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  %67 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, i32 noundef %65, ptr noundef nonnull @pts, ptr noundef nonnull %12, i32 noundef %66, i32 noundef 37) #9
  %68 = call double @llvm.fabs.f64(double %182)
  %69 = fcmp ogt double %68, 1.000000e+00
  %70 = select i1 %69, double %68, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %67, ptr %10, align 8, !tbaa !18
  %71 = load volatile double, ptr %10, align 8, !tbaa !18
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %73, label %86, label %74

74:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %182, ptr %9, align 8, !tbaa !18
  %75 = load volatile double, ptr %9, align 8, !tbaa !18
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fcmp ueq double %76, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %77, label %86, label %78

78:                                               ; preds = %74
  %79 = fsub double %67, %182
  %80 = call double @llvm.fabs.f64(double %79)
  %81 = fmul double %70, 0x3EB0C6F7A0B5ED8D
  %82 = fcmp ugt double %80, %81
  br i1 %82, label %86, label %83

83:                                               ; preds = %78
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %67, double noundef %182, ptr noundef nonnull @.str.5)
  %85 = load i32, ptr @n_fail, align 4, !tbaa !23
  br label %90

86:                                               ; preds = %78, %74, %64
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef 0, double noundef %67, double noundef %182, ptr noundef nonnull @.str.6)
  %88 = load i32, ptr @n_fail, align 4, !tbaa !23
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @n_fail, align 4, !tbaa !23
  br label %90

90:                                               ; preds = %83, %86
  %91 = phi i32 [ %85, %83 ], [ %89, %86 ]
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %91)
  %93 = load i32, ptr @n_fail, align 4, !tbaa !23
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i32
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 296, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 1184, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 1184, ptr nonnull %11) #9
  ret i32 %95

96:                                               ; preds = %18, %140
  %97 = phi i64 [ 0, %18 ], [ %183, %140 ]
  %98 = phi double [ 0.000000e+00, %18 ], [ %182, %140 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #9
  %99 = getelementptr inbounds [37 x %struct.P], ptr %11, i64 0, i64 %97
  %100 = getelementptr inbounds i8, ptr %99, i64 8
  %101 = load <2 x double>, ptr %99, align 16, !tbaa !18
  store <2 x double> %101, ptr %15, align 16, !tbaa !18
  %102 = getelementptr inbounds i8, ptr %99, i64 20
  %103 = load float, ptr %102, align 4, !tbaa !16
  %104 = fpext float %103 to double
  store double %104, ptr %21, align 16, !tbaa !18
  %105 = getelementptr inbounds [37 x double], ptr %13, i64 0, i64 %97
  %106 = load double, ptr %105, align 8, !tbaa !18
  store double %106, ptr %22, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #9
  %107 = getelementptr inbounds [37 x %struct.P], ptr @pts, i64 0, i64 %97
  %108 = getelementptr inbounds i8, ptr %107, i64 8
  %109 = load <2 x double>, ptr %107, align 16, !tbaa !18
  store <2 x double> %109, ptr %16, align 16, !tbaa !18
  %110 = getelementptr inbounds i8, ptr %107, i64 20
  %111 = load float, ptr %110, align 4, !tbaa !16
  %112 = fpext float %111 to double
  store double %112, ptr %23, align 16, !tbaa !18
  %113 = getelementptr inbounds [37 x double], ptr @ext, i64 0, i64 %97
  %114 = load double, ptr %113, align 8, !tbaa !18
  store double %114, ptr %24, align 8, !tbaa !18
  %115 = shl nuw nsw i64 %97, 2
  br label %185

116:                                              ; preds = %445
  %117 = getelementptr inbounds i8, ptr %99, i64 16
  %118 = load i32, ptr %117, align 16, !tbaa !19
  %119 = sitofp i32 %118 to double
  %120 = trunc i64 %97 to i32
  %121 = add i32 %120, 1000
  %122 = uitofp nneg i32 %121 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %119, ptr %8, align 8, !tbaa !18
  %123 = load volatile double, ptr %8, align 8, !tbaa !18
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %125, label %135, label %126

126:                                              ; preds = %116
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %122, ptr %7, align 8, !tbaa !18
  %127 = load volatile double, ptr %7, align 8, !tbaa !18
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %130 = fcmp une double %119, %122
  %131 = select i1 %129, i1 true, i1 %130
  br i1 %131, label %135, label %132

132:                                              ; preds = %126
  %133 = trunc nuw nsw i64 %97 to i32
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %133, double noundef %119, double noundef %122, ptr noundef nonnull @.str.5)
  br label %140

135:                                              ; preds = %126, %116
  %136 = trunc nuw nsw i64 %97 to i32
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %136, double noundef %119, double noundef %122, ptr noundef nonnull @.str.6)
  %138 = load i32, ptr @n_fail, align 4, !tbaa !23
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr @n_fail, align 4, !tbaa !23
  br label %140

140:                                              ; preds = %132, %135
  %141 = load i64, ptr @rng_state, align 8, !tbaa !21
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = lshr i64 %143, 10
  %145 = and i64 %144, 18014398509481982
  %146 = uitofp nneg i64 %145 to double
  %147 = call double @llvm.fmuladd.f64(double %146, double 0x3CA0000000000000, double -1.000000e+00)
  %148 = getelementptr inbounds [37 x double], ptr %14, i64 0, i64 %97
  store double %147, ptr %148, align 8, !tbaa !18
  %149 = getelementptr inbounds [37 x %struct.P], ptr %12, i64 0, i64 %97
  %150 = mul i64 %143, 6364136223846793005
  %151 = add i64 %150, 1442695040888963407
  %152 = mul i64 %151, 6364136223846793005
  %153 = add i64 %152, 1442695040888963407
  %154 = insertelement <2 x i64> poison, i64 %151, i64 0
  %155 = insertelement <2 x i64> %154, i64 %153, i64 1
  %156 = lshr <2 x i64> %155, <i64 10, i64 10>
  %157 = and <2 x i64> %156, <i64 18014398509481982, i64 18014398509481982>
  %158 = uitofp nneg <2 x i64> %157 to <2 x double>
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %160 = mul i64 %153, 6364136223846793005
  %161 = add i64 %160, 1442695040888963407
  store i64 %161, ptr @rng_state, align 8, !tbaa !21
  %162 = lshr i64 %161, 10
  %163 = and i64 %162, 18014398509481982
  %164 = uitofp nneg i64 %163 to double
  %165 = call double @llvm.fmuladd.f64(double %164, double 0x3CA0000000000000, double -1.000000e+00)
  %166 = fptrunc double %165 to float
  store <2 x double> %159, ptr %149, align 16, !tbaa !18
  %167 = getelementptr inbounds i8, ptr %149, i64 16
  store i32 0, ptr %167, align 16, !tbaa !23
  %168 = getelementptr inbounds i8, ptr %149, i64 20
  store float %166, ptr %168, align 4, !tbaa !24
  %169 = getelementptr inbounds i8, ptr %149, i64 24
  store ptr %148, ptr %169, align 8, !tbaa !25
  %170 = load double, ptr %99, align 16, !tbaa !7
  %171 = load double, ptr %100, align 8, !tbaa !15
  %172 = extractelement <2 x double> %159, i64 1
  %173 = fmul double %172, %171
  %174 = extractelement <2 x double> %159, i64 0
  %175 = call double @llvm.fmuladd.f64(double %174, double %170, double %173)
  %176 = load float, ptr %102, align 4, !tbaa !16
  %177 = fmul float %176, %166
  %178 = fpext float %177 to double
  %179 = fadd double %175, %178
  %180 = load double, ptr %105, align 8, !tbaa !18
  %181 = call double @llvm.fmuladd.f64(double %147, double %180, double %179)
  %182 = fadd double %98, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #9
  %183 = add nuw nsw i64 %97, 1
  %184 = icmp eq i64 %183, 37
  br i1 %184, label %64, label %96, !llvm.loop !27

185:                                              ; preds = %96, %445
  %186 = phi i64 [ 0, %96 ], [ %446, %445 ]
  %187 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !18
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ogt double %189, 1.000000e+00
  %191 = select i1 %190, double %189, double 1.000000e+00
  %192 = fmul double %191, 0x3EB0C6F7A0B5ED8D
  %193 = fadd double %188, %192
  %194 = fsub double %188, %192
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %107, i64 32, i1 false), !tbaa.struct !28
  %195 = load double, ptr %113, align 8, !tbaa !18
  %196 = trunc nuw nsw i64 %186 to i32
  switch i32 %196, label %203 [
    i32 0, label %197
    i32 1, label %199
    i32 2, label %200
    i32 3, label %202
  ]

197:                                              ; preds = %185
  store double %193, ptr %107, align 16, !tbaa !7
  br label %198

198:                                              ; preds = %202, %200, %199, %197
  br label %208

199:                                              ; preds = %185
  store double %193, ptr %108, align 8, !tbaa !15
  br label %198

200:                                              ; preds = %185
  %201 = fptrunc double %193 to float
  store float %201, ptr %110, align 4, !tbaa !16
  br label %198

202:                                              ; preds = %185
  store double %193, ptr %113, align 8, !tbaa !18
  br label %198

203:                                              ; preds = %185
  unreachable

204:                                              ; preds = %229, %208
  %205 = phi double [ %211, %208 ], [ %248, %229 ]
  %206 = add nuw nsw i64 %210, 1
  %207 = icmp eq i64 %212, 37
  br i1 %207, label %251, label %208, !llvm.loop !5

208:                                              ; preds = %198, %204
  %209 = phi i64 [ %212, %204 ], [ 0, %198 ]
  %210 = phi i64 [ %206, %204 ], [ 1, %198 ]
  %211 = phi double [ %205, %204 ], [ 0.000000e+00, %198 ]
  %212 = add nuw nsw i64 %209, 1
  %213 = icmp ult i64 %209, 36
  br i1 %213, label %214, label %204

214:                                              ; preds = %208
  %215 = getelementptr inbounds %struct.P, ptr @pts, i64 %209
  %216 = load double, ptr %215, align 16, !tbaa !7
  %217 = getelementptr inbounds i8, ptr %215, i64 8
  %218 = load double, ptr %217, align 8, !tbaa !15
  %219 = getelementptr inbounds i8, ptr %215, i64 20
  %220 = load float, ptr %219, align 4, !tbaa !16
  %221 = getelementptr inbounds i8, ptr %215, i64 24
  %222 = load ptr, ptr %221, align 8, !tbaa !17
  %223 = load double, ptr %222, align 8, !tbaa !18
  %224 = getelementptr inbounds i8, ptr %215, i64 16
  %225 = load i32, ptr %224, align 16, !tbaa !19
  %226 = srem i32 %225, 3
  %227 = add nsw i32 %226, 1
  %228 = sitofp i32 %227 to double
  br label %229

229:                                              ; preds = %229, %214
  %230 = phi i64 [ %210, %214 ], [ %249, %229 ]
  %231 = phi double [ %211, %214 ], [ %248, %229 ]
  %232 = getelementptr inbounds %struct.P, ptr @pts, i64 %230
  %233 = load double, ptr %232, align 16, !tbaa !7
  %234 = fsub double %216, %233
  %235 = getelementptr inbounds i8, ptr %232, i64 8
  %236 = load double, ptr %235, align 8, !tbaa !15
  %237 = fsub double %218, %236
  %238 = getelementptr inbounds i8, ptr %232, i64 20
  %239 = load float, ptr %238, align 4, !tbaa !16
  %240 = fmul float %220, %239
  %241 = fpext float %240 to double
  %242 = fmul double %237, %237
  %243 = call double @llvm.fmuladd.f64(double %234, double %234, double %242)
  %244 = fadd double %243, 1.000000e-01
  %245 = call double @llvm.sqrt.f64(double %244)
  %246 = fdiv double %241, %245
  %247 = call double @llvm.fmuladd.f64(double %223, double %228, double %246)
  %248 = fadd double %231, %247
  %249 = add nuw nsw i64 %230, 1
  %250 = icmp eq i64 %249, 37
  br i1 %250, label %204, label %229, !llvm.loop !20

251:                                              ; preds = %204
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %107, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !28
  store double %195, ptr %113, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %107, i64 32, i1 false), !tbaa.struct !28
  switch i32 %196, label %257 [
    i32 0, label %252
    i32 1, label %253
    i32 2, label %254
    i32 3, label %256
  ]

252:                                              ; preds = %251
  store double %194, ptr %107, align 16, !tbaa !7
  br label %257

253:                                              ; preds = %251
  store double %194, ptr %108, align 8, !tbaa !15
  br label %257

254:                                              ; preds = %251
  %255 = fptrunc double %194 to float
  store float %255, ptr %110, align 4, !tbaa !16
  br label %257

256:                                              ; preds = %251
  store double %194, ptr %113, align 8, !tbaa !18
  br label %257

257:                                              ; preds = %256, %254, %253, %252, %251
  br label %262

258:                                              ; preds = %283, %262
  %259 = phi double [ %265, %262 ], [ %302, %283 ]
  %260 = add nuw nsw i64 %264, 1
  %261 = icmp eq i64 %266, 37
  br i1 %261, label %305, label %262, !llvm.loop !5

262:                                              ; preds = %257, %258
  %263 = phi i64 [ %266, %258 ], [ 0, %257 ]
  %264 = phi i64 [ %260, %258 ], [ 1, %257 ]
  %265 = phi double [ %259, %258 ], [ 0.000000e+00, %257 ]
  %266 = add nuw nsw i64 %263, 1
  %267 = icmp ult i64 %263, 36
  br i1 %267, label %268, label %258

268:                                              ; preds = %262
  %269 = getelementptr inbounds %struct.P, ptr @pts, i64 %263
  %270 = load double, ptr %269, align 16, !tbaa !7
  %271 = getelementptr inbounds i8, ptr %269, i64 8
  %272 = load double, ptr %271, align 8, !tbaa !15
  %273 = getelementptr inbounds i8, ptr %269, i64 20
  %274 = load float, ptr %273, align 4, !tbaa !16
  %275 = getelementptr inbounds i8, ptr %269, i64 24
  %276 = load ptr, ptr %275, align 8, !tbaa !17
  %277 = load double, ptr %276, align 8, !tbaa !18
  %278 = getelementptr inbounds i8, ptr %269, i64 16
  %279 = load i32, ptr %278, align 16, !tbaa !19
  %280 = srem i32 %279, 3
  %281 = add nsw i32 %280, 1
  %282 = sitofp i32 %281 to double
  br label %283

283:                                              ; preds = %283, %268
  %284 = phi i64 [ %264, %268 ], [ %303, %283 ]
  %285 = phi double [ %265, %268 ], [ %302, %283 ]
  %286 = getelementptr inbounds %struct.P, ptr @pts, i64 %284
  %287 = load double, ptr %286, align 16, !tbaa !7
  %288 = fsub double %270, %287
  %289 = getelementptr inbounds i8, ptr %286, i64 8
  %290 = load double, ptr %289, align 8, !tbaa !15
  %291 = fsub double %272, %290
  %292 = getelementptr inbounds i8, ptr %286, i64 20
  %293 = load float, ptr %292, align 4, !tbaa !16
  %294 = fmul float %274, %293
  %295 = fpext float %294 to double
  %296 = fmul double %291, %291
  %297 = call double @llvm.fmuladd.f64(double %288, double %288, double %296)
  %298 = fadd double %297, 1.000000e-01
  %299 = call double @llvm.sqrt.f64(double %298)
  %300 = fdiv double %295, %299
  %301 = call double @llvm.fmuladd.f64(double %277, double %282, double %300)
  %302 = fadd double %285, %301
  %303 = add nuw nsw i64 %284, 1
  %304 = icmp eq i64 %303, 37
  br i1 %304, label %258, label %283, !llvm.loop !20

305:                                              ; preds = %258
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %107, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !28
  store double %195, ptr %113, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %306 = fsub double %205, %259
  %307 = fsub double %193, %194
  %308 = fdiv double %306, %307
  %309 = icmp eq i64 %186, 2
  br i1 %309, label %310, label %416

310:                                              ; preds = %305
  %311 = fadd double %188, 1.000000e-03
  %312 = fptrunc double %311 to float
  %313 = fadd double %188, -1.000000e-03
  %314 = fptrunc double %313 to float
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %107, i64 32, i1 false), !tbaa.struct !28
  store float %312, ptr %110, align 4, !tbaa !16
  br label %319

315:                                              ; preds = %340, %319
  %316 = phi double [ %322, %319 ], [ %359, %340 ]
  %317 = add nuw nsw i64 %321, 1
  %318 = icmp eq i64 %323, 37
  br i1 %318, label %362, label %319, !llvm.loop !5

319:                                              ; preds = %315, %310
  %320 = phi i64 [ 0, %310 ], [ %323, %315 ]
  %321 = phi i64 [ 1, %310 ], [ %317, %315 ]
  %322 = phi double [ 0.000000e+00, %310 ], [ %316, %315 ]
  %323 = add nuw nsw i64 %320, 1
  %324 = icmp ult i64 %320, 36
  br i1 %324, label %325, label %315

325:                                              ; preds = %319
  %326 = getelementptr inbounds %struct.P, ptr @pts, i64 %320
  %327 = load double, ptr %326, align 16, !tbaa !7
  %328 = getelementptr inbounds i8, ptr %326, i64 8
  %329 = load double, ptr %328, align 8, !tbaa !15
  %330 = getelementptr inbounds i8, ptr %326, i64 20
  %331 = load float, ptr %330, align 4, !tbaa !16
  %332 = getelementptr inbounds i8, ptr %326, i64 24
  %333 = load ptr, ptr %332, align 8, !tbaa !17
  %334 = load double, ptr %333, align 8, !tbaa !18
  %335 = getelementptr inbounds i8, ptr %326, i64 16
  %336 = load i32, ptr %335, align 16, !tbaa !19
  %337 = srem i32 %336, 3
  %338 = add nsw i32 %337, 1
  %339 = sitofp i32 %338 to double
  br label %340

340:                                              ; preds = %340, %325
  %341 = phi i64 [ %321, %325 ], [ %360, %340 ]
  %342 = phi double [ %322, %325 ], [ %359, %340 ]
  %343 = getelementptr inbounds %struct.P, ptr @pts, i64 %341
  %344 = load double, ptr %343, align 16, !tbaa !7
  %345 = fsub double %327, %344
  %346 = getelementptr inbounds i8, ptr %343, i64 8
  %347 = load double, ptr %346, align 8, !tbaa !15
  %348 = fsub double %329, %347
  %349 = getelementptr inbounds i8, ptr %343, i64 20
  %350 = load float, ptr %349, align 4, !tbaa !16
  %351 = fmul float %331, %350
  %352 = fpext float %351 to double
  %353 = fmul double %348, %348
  %354 = call double @llvm.fmuladd.f64(double %345, double %345, double %353)
  %355 = fadd double %354, 1.000000e-01
  %356 = call double @llvm.sqrt.f64(double %355)
  %357 = fdiv double %352, %356
  %358 = call double @llvm.fmuladd.f64(double %334, double %339, double %357)
  %359 = fadd double %342, %358
  %360 = add nuw nsw i64 %341, 1
  %361 = icmp eq i64 %360, 37
  br i1 %361, label %315, label %340, !llvm.loop !20

362:                                              ; preds = %315
  %363 = fpext float %312 to double
  %364 = fpext float %314 to double
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %107, ptr noundef nonnull align 8 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %107, i64 32, i1 false), !tbaa.struct !28
  store float %314, ptr %110, align 4, !tbaa !16
  br label %369

365:                                              ; preds = %390, %369
  %366 = phi double [ %372, %369 ], [ %409, %390 ]
  %367 = add nuw nsw i64 %371, 1
  %368 = icmp eq i64 %373, 37
  br i1 %368, label %412, label %369, !llvm.loop !5

369:                                              ; preds = %365, %362
  %370 = phi i64 [ 0, %362 ], [ %373, %365 ]
  %371 = phi i64 [ 1, %362 ], [ %367, %365 ]
  %372 = phi double [ 0.000000e+00, %362 ], [ %366, %365 ]
  %373 = add nuw nsw i64 %370, 1
  %374 = icmp ult i64 %370, 36
  br i1 %374, label %375, label %365

375:                                              ; preds = %369
  %376 = getelementptr inbounds %struct.P, ptr @pts, i64 %370
  %377 = load double, ptr %376, align 16, !tbaa !7
  %378 = getelementptr inbounds i8, ptr %376, i64 8
  %379 = load double, ptr %378, align 8, !tbaa !15
  %380 = getelementptr inbounds i8, ptr %376, i64 20
  %381 = load float, ptr %380, align 4, !tbaa !16
  %382 = getelementptr inbounds i8, ptr %376, i64 24
  %383 = load ptr, ptr %382, align 8, !tbaa !17
  %384 = load double, ptr %383, align 8, !tbaa !18
  %385 = getelementptr inbounds i8, ptr %376, i64 16
  %386 = load i32, ptr %385, align 16, !tbaa !19
  %387 = srem i32 %386, 3
  %388 = add nsw i32 %387, 1
  %389 = sitofp i32 %388 to double
  br label %390

390:                                              ; preds = %390, %375
  %391 = phi i64 [ %371, %375 ], [ %410, %390 ]
  %392 = phi double [ %372, %375 ], [ %409, %390 ]
  %393 = getelementptr inbounds %struct.P, ptr @pts, i64 %391
  %394 = load double, ptr %393, align 16, !tbaa !7
  %395 = fsub double %377, %394
  %396 = getelementptr inbounds i8, ptr %393, i64 8
  %397 = load double, ptr %396, align 8, !tbaa !15
  %398 = fsub double %379, %397
  %399 = getelementptr inbounds i8, ptr %393, i64 20
  %400 = load float, ptr %399, align 4, !tbaa !16
  %401 = fmul float %381, %400
  %402 = fpext float %401 to double
  %403 = fmul double %398, %398
  %404 = call double @llvm.fmuladd.f64(double %395, double %395, double %403)
  %405 = fadd double %404, 1.000000e-01
  %406 = call double @llvm.sqrt.f64(double %405)
  %407 = fdiv double %402, %406
  %408 = call double @llvm.fmuladd.f64(double %384, double %389, double %407)
  %409 = fadd double %392, %408
  %410 = add nuw nsw i64 %391, 1
  %411 = icmp eq i64 %410, 37
  br i1 %411, label %365, label %390, !llvm.loop !20

412:                                              ; preds = %365
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %107, ptr noundef nonnull align 8 dereferenceable(32) %5, i64 32, i1 false), !tbaa.struct !28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5)
  %413 = fsub double %316, %366
  %414 = fsub double %363, %364
  %415 = fdiv double %413, %414
  br label %416

416:                                              ; preds = %412, %305
  %417 = phi double [ 1.000000e-04, %412 ], [ 0x3EB0C6F7A0B5ED8D, %305 ]
  %418 = phi double [ %415, %412 ], [ %308, %305 ]
  %419 = add nuw nsw i64 %186, %115
  %420 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 %186
  %421 = load double, ptr %420, align 8, !tbaa !18
  %422 = call double @llvm.fabs.f64(double %418)
  %423 = fcmp ogt double %422, 1.000000e+00
  %424 = select i1 %423, double %422, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %421, ptr %4, align 8, !tbaa !18
  %425 = load volatile double, ptr %4, align 8, !tbaa !18
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fcmp ueq double %426, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %427, label %440, label %428

428:                                              ; preds = %416
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %418, ptr %3, align 8, !tbaa !18
  %429 = load volatile double, ptr %3, align 8, !tbaa !18
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fcmp ueq double %430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %431, label %440, label %432

432:                                              ; preds = %428
  %433 = fsub double %421, %418
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fmul double %417, %424
  %436 = fcmp ugt double %434, %435
  br i1 %436, label %440, label %437

437:                                              ; preds = %432
  %438 = trunc nuw nsw i64 %419 to i32
  %439 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %438, double noundef %421, double noundef %418, ptr noundef nonnull @.str.5)
  br label %445

440:                                              ; preds = %432, %428, %416
  %441 = trunc nuw nsw i64 %419 to i32
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %441, double noundef %421, double noundef %418, ptr noundef nonnull @.str.6)
  %443 = load i32, ptr @n_fail, align 4, !tbaa !23
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr @n_fail, align 4, !tbaa !23
  br label %445

445:                                              ; preds = %437, %440
  %446 = add nuw nsw i64 %186, 1
  %447 = icmp eq i64 %446, 4
  br i1 %447, label %116, label %185, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!28 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 4, !23, i64 20, i64 4, !24, i64 24, i64 8, !25}
!29 = distinct !{!29, !6}
