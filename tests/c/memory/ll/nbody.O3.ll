; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@main.field.rel = internal unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32)], align 4
@.str = private unnamed_addr constant [3 x i8] c"dx\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dy\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"dz\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dvx\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"dvy\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dvz\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"dm\00", align 1
@main.steps = internal unnamed_addr constant [3 x i32] [i32 10, i32 1, i32 0], align 4
@main.nbs = internal unnamed_addr constant [3 x i32] [i32 4, i32 4, i32 2], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [13 x i8] c"nbody[%d].%s\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"nbody\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.9 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %struct.Body], align 16
  %2 = alloca [4 x %struct.Body], align 16
  %3 = alloca [4 x %struct.Body], align 16
  %4 = alloca [4 x %struct.Body], align 16
  %5 = alloca [4 x %struct.Body], align 16
  %6 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5) #12
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %3, align 16, !tbaa !5
  %7 = load i64, ptr @rng_state, align 8, !tbaa !9
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = insertelement <2 x i64> poison, i64 %9, i64 0
  %13 = insertelement <2 x i64> %12, i64 %11, i64 1
  %14 = lshr <2 x i64> %13, <i64 10, i64 10>
  %15 = and <2 x i64> %14, <i64 18014398509481982, i64 18014398509481982>
  %16 = uitofp nneg <2 x i64> %15 to <2 x double>
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %18 = fmul <2 x double> %17, <double 1.000000e-01, double 5.000000e-02>
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> %18, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %3, i64 32
  store double 5.000000e-01, ptr %20, align 16, !tbaa !11
  %21 = mul i64 %11, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = lshr i64 %22, 10
  %24 = and i64 %23, 18014398509481982
  %25 = uitofp nneg i64 %24 to double
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 0x3CA0000000000000, double -1.000000e+00)
  %27 = fmul double %26, 5.000000e-02
  %28 = getelementptr inbounds i8, ptr %3, i64 40
  store double %27, ptr %28, align 8, !tbaa !13
  %29 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %29, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %3, i64 64
  store double 0x3FF1740B8326FA64, ptr %30, align 16, !tbaa !14
  %31 = mul i64 %22, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = lshr i64 %32, 10
  %34 = and i64 %33, 18014398509481982
  %35 = uitofp nneg i64 %34 to double
  %36 = tail call double @llvm.fmuladd.f64(double %35, double 0x3CA0000000000000, double -1.000000e+00)
  %37 = fmul double %36, 1.000000e-01
  %38 = getelementptr inbounds i8, ptr %3, i64 72
  store double %37, ptr %38, align 8, !tbaa !15
  %39 = mul i64 %32, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = lshr i64 %40, 10
  %42 = and i64 %41, 18014398509481982
  %43 = uitofp nneg i64 %42 to double
  %44 = tail call double @llvm.fmuladd.f64(double %43, double 0x3CA0000000000000, double -1.000000e+00)
  %45 = fmul double %44, 5.000000e-02
  %46 = fadd double %45, 0xBFDFBBB7D72F98B6
  %47 = getelementptr inbounds i8, ptr %3, i64 80
  store double %46, ptr %47, align 16, !tbaa !16
  %48 = getelementptr inbounds i8, ptr %3, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %48, align 8, !tbaa !11
  %49 = mul i64 %40, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = lshr i64 %50, 10
  %52 = and i64 %51, 18014398509481982
  %53 = uitofp nneg i64 %52 to double
  %54 = tail call double @llvm.fmuladd.f64(double %53, double 0x3CA0000000000000, double -1.000000e+00)
  %55 = fmul double %54, 5.000000e-02
  %56 = getelementptr inbounds i8, ptr %3, i64 96
  store double %55, ptr %56, align 16, !tbaa !13
  %57 = getelementptr inbounds i8, ptr %3, i64 104
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %57, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %3, i64 120
  store double 0xBFD3A0247ACBF54E, ptr %58, align 8, !tbaa !14
  %59 = mul i64 %50, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = lshr i64 %60, 10
  %62 = and i64 %61, 18014398509481982
  %63 = uitofp nneg i64 %62 to double
  %64 = tail call double @llvm.fmuladd.f64(double %63, double 0x3CA0000000000000, double -1.000000e+00)
  %65 = fmul double %64, 1.000000e-01
  %66 = getelementptr inbounds i8, ptr %3, i64 128
  store double %65, ptr %66, align 16, !tbaa !15
  %67 = mul i64 %60, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = lshr i64 %68, 10
  %70 = and i64 %69, 18014398509481982
  %71 = uitofp nneg i64 %70 to double
  %72 = tail call double @llvm.fmuladd.f64(double %71, double 0x3CA0000000000000, double -1.000000e+00)
  %73 = fmul double %72, 5.000000e-02
  %74 = fadd double %73, 0x3FC05AC910FF4C6C
  %75 = getelementptr inbounds i8, ptr %3, i64 136
  store double %74, ptr %75, align 8, !tbaa !16
  %76 = getelementptr inbounds i8, ptr %3, i64 144
  store double 0xBFDEF002C35EBE04, ptr %76, align 16, !tbaa !11
  %77 = mul i64 %68, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = lshr i64 %78, 10
  %80 = and i64 %79, 18014398509481982
  %81 = uitofp nneg i64 %80 to double
  %82 = tail call double @llvm.fmuladd.f64(double %81, double 0x3CA0000000000000, double -1.000000e+00)
  %83 = fmul double %82, 5.000000e-02
  %84 = getelementptr inbounds i8, ptr %3, i64 152
  store double %83, ptr %84, align 8, !tbaa !13
  %85 = getelementptr inbounds i8, ptr %3, i64 160
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %85, align 16, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %3, i64 176
  store double 0xBFF341C72C5949C7, ptr %86, align 16, !tbaa !14
  %87 = mul i64 %78, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = lshr i64 %88, 10
  %90 = and i64 %89, 18014398509481982
  %91 = uitofp nneg i64 %90 to double
  %92 = tail call double @llvm.fmuladd.f64(double %91, double 0x3CA0000000000000, double -1.000000e+00)
  %93 = fmul double %92, 1.000000e-01
  %94 = getelementptr inbounds i8, ptr %3, i64 184
  store double %93, ptr %94, align 8, !tbaa !15
  %95 = mul i64 %88, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = lshr i64 %96, 10
  %98 = and i64 %97, 18014398509481982
  %99 = uitofp nneg i64 %98 to double
  %100 = tail call double @llvm.fmuladd.f64(double %99, double 0x3CA0000000000000, double -1.000000e+00)
  %101 = fmul double %100, 5.000000e-02
  %102 = fadd double %101, 0x3FDDA0461CD822BC
  %103 = getelementptr inbounds i8, ptr %3, i64 192
  store double %102, ptr %103, align 16, !tbaa !16
  %104 = getelementptr inbounds i8, ptr %3, i64 200
  store double 0x3FC830C98EE45C9C, ptr %104, align 8, !tbaa !11
  %105 = mul i64 %96, 6364136223846793005
  %106 = add i64 %105, 1442695040888963407
  store i64 %106, ptr @rng_state, align 8, !tbaa !9
  %107 = lshr i64 %106, 10
  %108 = and i64 %107, 18014398509481982
  %109 = uitofp nneg i64 %108 to double
  %110 = tail call double @llvm.fmuladd.f64(double %109, double 0x3CA0000000000000, double -1.000000e+00)
  %111 = fmul double %110, 5.000000e-02
  %112 = getelementptr inbounds i8, ptr %3, i64 208
  store double %111, ptr %112, align 16, !tbaa !13
  %113 = getelementptr inbounds i8, ptr %3, i64 216
  store double 1.250000e+00, ptr %113, align 8, !tbaa !17
  br label %120

114:                                              ; preds = %141
  %115 = load i32, ptr @n_fail, align 4, !tbaa !18
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, i32 noundef %115)
  %117 = load i32, ptr @n_fail, align 4, !tbaa !18
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3)
  ret i32 %119

120:                                              ; preds = %141, %0
  %121 = phi i64 [ 0, %0 ], [ %142, %141 ]
  %122 = getelementptr inbounds [3 x i32], ptr @main.nbs, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !18
  %124 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %121
  %125 = load i32, ptr %124, align 4, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %4, ptr noundef nonnull align 16 dereferenceable(224) %3, i64 224, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %5, i8 0, i64 224, i1 false)
  %126 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %127 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %123, i32 noundef %125, i32 noundef %126, double noundef 1.000000e-02) #12
  %128 = mul nsw i32 %123, 7
  %129 = sext i32 %128 to i64
  %130 = shl nsw i64 %129, 3
  %131 = call noalias ptr @malloc(i64 noundef %130) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %131, ptr nonnull align 16 %3, i64 %130, i1 false)
  %132 = sext i32 %123 to i64
  %133 = mul nsw i64 %132, 56
  %134 = call i32 @llvm.smax.i32(i32 %123, i32 1)
  %135 = zext nneg i32 %134 to i64
  %136 = trunc nuw nsw i64 %121 to i32
  br label %137

137:                                              ; preds = %120, %144
  %138 = phi i64 [ 0, %120 ], [ %145, %144 ]
  %139 = mul nuw nsw i64 %138, 7
  %140 = trunc nuw nsw i64 %138 to i32
  br label %147

141:                                              ; preds = %144
  call void @free(ptr noundef nonnull %131) #12
  %142 = add nuw nsw i64 %121, 1
  %143 = icmp eq i64 %142, 3
  br i1 %143, label %114, label %120, !llvm.loop !20

144:                                              ; preds = %180
  %145 = add nuw nsw i64 %138, 1
  %146 = icmp eq i64 %145, %135
  br i1 %146, label %141, label %137, !llvm.loop !22

147:                                              ; preds = %137, %180
  %148 = phi i64 [ 0, %137 ], [ %181, %180 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  %149 = shl i64 %148, 2
  %150 = call ptr @llvm.load.relative.i64(ptr @main.field.rel, i64 %149)
  %151 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef %140, ptr noundef %150) #12
  %152 = add nuw nsw i64 %148, %139
  %153 = getelementptr inbounds double, ptr %5, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = getelementptr inbounds double, ptr %131, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ogt double %157, 1.000000e+00
  %159 = select i1 %158, double %157, double 1.000000e+00
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fadd double %156, %160
  %162 = fsub double %156, %160
  store double %161, ptr %155, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %131, i64 %133, i1 false)
  %163 = call double @nbody(ptr noundef nonnull %2, i32 noundef %123, i32 noundef %125, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #12
  store double %162, ptr %155, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %131, i64 %133, i1 false)
  %164 = call double @nbody(ptr noundef nonnull %1, i32 noundef %123, i32 noundef %125, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #12
  store double %156, ptr %155, align 8, !tbaa !5
  %165 = fsub double %163, %164
  %166 = fsub double %161, %162
  %167 = fdiv double %165, %166
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ogt double %168, 1.000000e+00
  %170 = select i1 %169, double %168, double 1.000000e+00
  %171 = fsub double %154, %167
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fmul double %170, 0x3EB0C6F7A0B5ED8D
  %174 = fcmp ole double %172, %173
  %175 = select i1 %174, ptr @.str.10, ptr @.str.11
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %6, i32 noundef %136, double noundef %154, double noundef %167, ptr noundef nonnull %175)
  br i1 %174, label %180, label %177

177:                                              ; preds = %147
  %178 = load i32, ptr @n_fail, align 4, !tbaa !18
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr @n_fail, align 4, !tbaa !18
  br label %180

180:                                              ; preds = %147, %177
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  %181 = add nuw nsw i64 %148, 1
  %182 = icmp eq i64 %181, 7
  br i1 %182, label %144, label %147, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @nbody(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #6 {
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %57

9:                                                ; preds = %4
  %10 = zext nneg i32 %1 to i64
  br label %11

11:                                               ; preds = %54, %9
  %12 = phi i64 [ 0, %9 ], [ %55, %54 ]
  %13 = getelementptr inbounds double, ptr %7, i64 %12
  store double 0.000000e+00, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds double, ptr %6, i64 %12
  store double 0.000000e+00, ptr %14, align 8, !tbaa !5
  %15 = getelementptr inbounds double, ptr %5, i64 %12
  store double 0.000000e+00, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds %struct.Body, ptr %0, i64 %12
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  br label %18

18:                                               ; preds = %49, %11
  %19 = phi double [ 0.000000e+00, %11 ], [ %50, %49 ]
  %20 = phi i64 [ 0, %11 ], [ %52, %49 ]
  %21 = phi <2 x double> [ zeroinitializer, %11 ], [ %51, %49 ]
  %22 = icmp eq i64 %20, %12
  br i1 %22, label %49, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.Body, ptr %0, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !24
  %26 = load double, ptr %16, align 8, !tbaa !24
  %27 = fsub double %25, %26
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = getelementptr inbounds i8, ptr %24, i64 48
  %30 = load double, ptr %29, align 8, !tbaa !17
  %31 = load <2 x double>, ptr %28, align 8, !tbaa !5
  %32 = load <2 x double>, ptr %17, align 8, !tbaa !5
  %33 = fsub <2 x double> %31, %32
  %34 = fmul <2 x double> %33, %33
  %35 = extractelement <2 x double> %34, i64 0
  %36 = tail call double @llvm.fmuladd.f64(double %27, double %27, double %35)
  %37 = extractelement <2 x double> %33, i64 1
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %36)
  %39 = fadd double %38, 5.000000e-02
  %40 = tail call double @llvm.sqrt.f64(double %39)
  %41 = fmul double %39, %40
  %42 = fdiv double %30, %41
  %43 = tail call double @llvm.fmuladd.f64(double %27, double %42, double %19)
  store double %43, ptr %15, align 8, !tbaa !5
  %44 = insertelement <2 x double> poison, double %42, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> %45, <2 x double> %21)
  %47 = extractelement <2 x double> %46, i64 0
  store double %47, ptr %14, align 8, !tbaa !5
  %48 = extractelement <2 x double> %46, i64 1
  store double %48, ptr %13, align 8, !tbaa !5
  br label %49

49:                                               ; preds = %23, %18
  %50 = phi double [ %43, %23 ], [ %19, %18 ]
  %51 = phi <2 x double> [ %46, %23 ], [ %21, %18 ]
  %52 = add nuw nsw i64 %20, 1
  %53 = icmp eq i64 %52, %10
  br i1 %53, label %54, label %18, !llvm.loop !25

54:                                               ; preds = %49
  %55 = add nuw nsw i64 %12, 1
  %56 = icmp eq i64 %55, %10
  br i1 %56, label %57, label %11, !llvm.loop !26

57:                                               ; preds = %54, %4
  %58 = icmp sgt i32 %2, 0
  br i1 %58, label %59, label %68

59:                                               ; preds = %57
  %60 = fmul double %3, 5.000000e-01
  %61 = zext i32 %1 to i64
  %62 = insertelement <2 x double> poison, double %60, i64 0
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = insertelement <2 x double> poison, double %3, i64 0
  %65 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> zeroinitializer
  br label %66

66:                                               ; preds = %59, %144
  %67 = phi i32 [ 0, %59 ], [ %145, %144 ]
  br i1 %8, label %120, label %144

68:                                               ; preds = %144, %57
  br i1 %8, label %69, label %166

69:                                               ; preds = %68
  %70 = zext nneg i32 %1 to i64
  %71 = zext nneg i32 %1 to i64
  br label %168

72:                                               ; preds = %120
  br i1 %8, label %73, label %144

73:                                               ; preds = %72, %116
  %74 = phi i64 [ %117, %116 ], [ 0, %72 ]
  %75 = getelementptr inbounds double, ptr %7, i64 %74
  store double 0.000000e+00, ptr %75, align 8, !tbaa !5
  %76 = getelementptr inbounds double, ptr %6, i64 %74
  store double 0.000000e+00, ptr %76, align 8, !tbaa !5
  %77 = getelementptr inbounds double, ptr %5, i64 %74
  store double 0.000000e+00, ptr %77, align 8, !tbaa !5
  %78 = getelementptr inbounds %struct.Body, ptr %0, i64 %74
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  br label %80

80:                                               ; preds = %111, %73
  %81 = phi double [ 0.000000e+00, %73 ], [ %112, %111 ]
  %82 = phi i64 [ 0, %73 ], [ %114, %111 ]
  %83 = phi <2 x double> [ zeroinitializer, %73 ], [ %113, %111 ]
  %84 = icmp eq i64 %82, %74
  br i1 %84, label %111, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds %struct.Body, ptr %0, i64 %82
  %87 = load double, ptr %86, align 8, !tbaa !24
  %88 = load double, ptr %78, align 8, !tbaa !24
  %89 = fsub double %87, %88
  %90 = getelementptr inbounds i8, ptr %86, i64 8
  %91 = getelementptr inbounds i8, ptr %86, i64 48
  %92 = load double, ptr %91, align 8, !tbaa !17
  %93 = load <2 x double>, ptr %90, align 8, !tbaa !5
  %94 = load <2 x double>, ptr %79, align 8, !tbaa !5
  %95 = fsub <2 x double> %93, %94
  %96 = fmul <2 x double> %95, %95
  %97 = extractelement <2 x double> %96, i64 0
  %98 = tail call double @llvm.fmuladd.f64(double %89, double %89, double %97)
  %99 = extractelement <2 x double> %95, i64 1
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %98)
  %101 = fadd double %100, 5.000000e-02
  %102 = tail call double @llvm.sqrt.f64(double %101)
  %103 = fmul double %101, %102
  %104 = fdiv double %92, %103
  %105 = tail call double @llvm.fmuladd.f64(double %89, double %104, double %81)
  store double %105, ptr %77, align 8, !tbaa !5
  %106 = insertelement <2 x double> poison, double %104, i64 0
  %107 = shufflevector <2 x double> %106, <2 x double> poison, <2 x i32> zeroinitializer
  %108 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> %107, <2 x double> %83)
  %109 = extractelement <2 x double> %108, i64 0
  store double %109, ptr %76, align 8, !tbaa !5
  %110 = extractelement <2 x double> %108, i64 1
  store double %110, ptr %75, align 8, !tbaa !5
  br label %111

111:                                              ; preds = %85, %80
  %112 = phi double [ %105, %85 ], [ %81, %80 ]
  %113 = phi <2 x double> [ %108, %85 ], [ %83, %80 ]
  %114 = add nuw nsw i64 %82, 1
  %115 = icmp eq i64 %114, %61
  br i1 %115, label %116, label %80, !llvm.loop !25

116:                                              ; preds = %111
  %117 = add nuw nsw i64 %74, 1
  %118 = icmp eq i64 %117, %61
  br i1 %118, label %119, label %73, !llvm.loop !26

119:                                              ; preds = %116
  br i1 %8, label %147, label %144

120:                                              ; preds = %66, %120
  %121 = phi i64 [ %142, %120 ], [ 0, %66 ]
  %122 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = getelementptr inbounds %struct.Body, ptr %0, i64 %121
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %121
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %121
  %129 = load double, ptr %128, align 8, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %124, i64 40
  %131 = load double, ptr %130, align 8, !tbaa !13
  %132 = tail call double @llvm.fmuladd.f64(double %60, double %129, double %131)
  store double %132, ptr %130, align 8, !tbaa !13
  %133 = load <2 x double>, ptr %125, align 8, !tbaa !5
  %134 = insertelement <2 x double> poison, double %123, i64 0
  %135 = insertelement <2 x double> %134, double %127, i64 1
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %135, <2 x double> %133)
  store <2 x double> %136, ptr %125, align 8, !tbaa !5
  %137 = load <2 x double>, ptr %124, align 8, !tbaa !5
  %138 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %136, <2 x double> %137)
  store <2 x double> %138, ptr %124, align 8, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %124, i64 16
  %140 = load double, ptr %139, align 8, !tbaa !15
  %141 = tail call double @llvm.fmuladd.f64(double %3, double %132, double %140)
  store double %141, ptr %139, align 8, !tbaa !15
  %142 = add nuw nsw i64 %121, 1
  %143 = icmp eq i64 %142, %61
  br i1 %143, label %72, label %120, !llvm.loop !27

144:                                              ; preds = %147, %66, %72, %119
  %145 = add nuw nsw i32 %67, 1
  %146 = icmp eq i32 %145, %2
  br i1 %146, label %68, label %66, !llvm.loop !28

147:                                              ; preds = %119, %147
  %148 = phi i64 [ %164, %147 ], [ 0, %119 ]
  %149 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %148
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = getelementptr inbounds %struct.Body, ptr %0, i64 %148
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %148
  %154 = load double, ptr %153, align 8, !tbaa !5
  %155 = load <2 x double>, ptr %152, align 8, !tbaa !5
  %156 = insertelement <2 x double> poison, double %150, i64 0
  %157 = insertelement <2 x double> %156, double %154, i64 1
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %157, <2 x double> %155)
  store <2 x double> %158, ptr %152, align 8, !tbaa !5
  %159 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %148
  %160 = load double, ptr %159, align 8, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %151, i64 40
  %162 = load double, ptr %161, align 8, !tbaa !13
  %163 = tail call double @llvm.fmuladd.f64(double %60, double %160, double %162)
  store double %163, ptr %161, align 8, !tbaa !13
  %164 = add nuw nsw i64 %148, 1
  %165 = icmp eq i64 %164, %61
  br i1 %165, label %144, label %147, !llvm.loop !29

166:                                              ; preds = %193, %68
  %167 = phi double [ 0.000000e+00, %68 ], [ %201, %193 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  ret double %167

168:                                              ; preds = %69, %193
  %169 = phi i64 [ 0, %69 ], [ %186, %193 ]
  %170 = phi i64 [ 1, %69 ], [ %202, %193 ]
  %171 = phi double [ 0.000000e+00, %69 ], [ %201, %193 ]
  %172 = getelementptr inbounds %struct.Body, ptr %0, i64 %169
  %173 = getelementptr inbounds i8, ptr %172, i64 48
  %174 = load double, ptr %173, align 8, !tbaa !17
  %175 = fmul double %174, 5.000000e-01
  %176 = getelementptr inbounds i8, ptr %172, i64 24
  %177 = load double, ptr %176, align 8, !tbaa !16
  %178 = getelementptr inbounds i8, ptr %172, i64 32
  %179 = load double, ptr %178, align 8, !tbaa !11
  %180 = fmul double %179, %179
  %181 = tail call double @llvm.fmuladd.f64(double %177, double %177, double %180)
  %182 = getelementptr inbounds i8, ptr %172, i64 40
  %183 = load double, ptr %182, align 8, !tbaa !13
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %183, double %181)
  %185 = tail call double @llvm.fmuladd.f64(double %175, double %184, double %171)
  %186 = add nuw nsw i64 %169, 1
  %187 = icmp ult i64 %186, %70
  %188 = load double, ptr %172, align 8, !tbaa !24
  %189 = getelementptr inbounds i8, ptr %172, i64 8
  %190 = load double, ptr %189, align 8, !tbaa !14
  %191 = getelementptr inbounds i8, ptr %172, i64 16
  %192 = load double, ptr %191, align 8, !tbaa !15
  br i1 %187, label %204, label %193

193:                                              ; preds = %204, %168
  %194 = phi double [ %185, %168 ], [ %225, %204 ]
  %195 = fmul double %190, -2.000000e-01
  %196 = tail call double @llvm.fmuladd.f64(double %188, double 3.000000e-01, double %195)
  %197 = trunc nuw nsw i64 %186 to i32
  %198 = uitofp nneg i32 %197 to double
  %199 = fmul double %198, 1.000000e-01
  %200 = tail call double @llvm.fmuladd.f64(double %199, double %192, double %196)
  %201 = fadd double %194, %200
  %202 = add nuw nsw i64 %170, 1
  %203 = icmp eq i64 %186, %71
  br i1 %203, label %166, label %168, !llvm.loop !30

204:                                              ; preds = %168, %204
  %205 = phi i64 [ %226, %204 ], [ %170, %168 ]
  %206 = phi double [ %225, %204 ], [ %185, %168 ]
  %207 = getelementptr inbounds %struct.Body, ptr %0, i64 %205
  %208 = load double, ptr %207, align 8, !tbaa !24
  %209 = fsub double %208, %188
  %210 = getelementptr inbounds i8, ptr %207, i64 8
  %211 = load double, ptr %210, align 8, !tbaa !14
  %212 = fsub double %211, %190
  %213 = getelementptr inbounds i8, ptr %207, i64 16
  %214 = load double, ptr %213, align 8, !tbaa !15
  %215 = fsub double %214, %192
  %216 = getelementptr inbounds i8, ptr %207, i64 48
  %217 = load double, ptr %216, align 8, !tbaa !17
  %218 = fmul double %174, %217
  %219 = fmul double %212, %212
  %220 = tail call double @llvm.fmuladd.f64(double %209, double %209, double %219)
  %221 = tail call double @llvm.fmuladd.f64(double %215, double %215, double %220)
  %222 = fadd double %221, 5.000000e-02
  %223 = tail call double @llvm.sqrt.f64(double %222)
  %224 = fdiv double %218, %223
  %225 = fsub double %206, %224
  %226 = add nuw nsw i64 %205, 1
  %227 = icmp eq i64 %226, %71
  br i1 %227, label %193, label %204, !llvm.loop !31
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !6, i64 32}
!12 = !{!"Body", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48}
!13 = !{!12, !6, i64 40}
!14 = !{!12, !6, i64 8}
!15 = !{!12, !6, i64 16}
!16 = !{!12, !6, i64 24}
!17 = !{!12, !6, i64 48}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !21}
!24 = !{!12, !6, i64 0}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !21}
!27 = distinct !{!27, !21}
!28 = distinct !{!28, !21}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !21}
