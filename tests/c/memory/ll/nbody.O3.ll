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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [4 x %struct.Body], align 16
  %4 = alloca [4 x %struct.Body], align 16
  %5 = alloca [4 x %struct.Body], align 16
  %6 = alloca [4 x %struct.Body], align 16
  %7 = alloca [4 x %struct.Body], align 16
  %8 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %7) #12
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %5, align 16, !tbaa !5
  %9 = load i64, ptr @rng_state, align 8, !tbaa !9
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = insertelement <2 x i64> poison, i64 %11, i64 0
  %15 = insertelement <2 x i64> %14, i64 %13, i64 1
  %16 = lshr <2 x i64> %15, <i64 10, i64 10>
  %17 = and <2 x i64> %16, <i64 18014398509481982, i64 18014398509481982>
  %18 = uitofp nneg <2 x i64> %17 to <2 x double>
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %20 = fmul <2 x double> %19, <double 1.000000e-01, double 5.000000e-02>
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> %20, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %5, i64 32
  store double 5.000000e-01, ptr %22, align 16, !tbaa !11
  %23 = mul i64 %13, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 10
  %26 = and i64 %25, 18014398509481982
  %27 = uitofp nneg i64 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3CA0000000000000, double -1.000000e+00)
  %29 = fmul double %28, 5.000000e-02
  %30 = getelementptr inbounds i8, ptr %5, i64 40
  store double %29, ptr %30, align 8, !tbaa !13
  %31 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %31, align 16, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %5, i64 64
  store double 0x3FF1740B8326FA64, ptr %32, align 16, !tbaa !14
  %33 = mul i64 %24, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = lshr i64 %34, 10
  %36 = and i64 %35, 18014398509481982
  %37 = uitofp nneg i64 %36 to double
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 0x3CA0000000000000, double -1.000000e+00)
  %39 = fmul double %38, 1.000000e-01
  %40 = getelementptr inbounds i8, ptr %5, i64 72
  store double %39, ptr %40, align 8, !tbaa !15
  %41 = mul i64 %34, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = lshr i64 %42, 10
  %44 = and i64 %43, 18014398509481982
  %45 = uitofp nneg i64 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 0x3CA0000000000000, double -1.000000e+00)
  %47 = fmul double %46, 5.000000e-02
  %48 = fadd double %47, 0xBFDFBBB7D72F98B6
  %49 = getelementptr inbounds i8, ptr %5, i64 80
  store double %48, ptr %49, align 16, !tbaa !16
  %50 = getelementptr inbounds i8, ptr %5, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %50, align 8, !tbaa !11
  %51 = mul i64 %42, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = lshr i64 %52, 10
  %54 = and i64 %53, 18014398509481982
  %55 = uitofp nneg i64 %54 to double
  %56 = tail call double @llvm.fmuladd.f64(double %55, double 0x3CA0000000000000, double -1.000000e+00)
  %57 = fmul double %56, 5.000000e-02
  %58 = getelementptr inbounds i8, ptr %5, i64 96
  store double %57, ptr %58, align 16, !tbaa !13
  %59 = getelementptr inbounds i8, ptr %5, i64 104
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %59, align 8, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %5, i64 120
  store double 0xBFD3A0247ACBF54E, ptr %60, align 8, !tbaa !14
  %61 = mul i64 %52, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = lshr i64 %62, 10
  %64 = and i64 %63, 18014398509481982
  %65 = uitofp nneg i64 %64 to double
  %66 = tail call double @llvm.fmuladd.f64(double %65, double 0x3CA0000000000000, double -1.000000e+00)
  %67 = fmul double %66, 1.000000e-01
  %68 = getelementptr inbounds i8, ptr %5, i64 128
  store double %67, ptr %68, align 16, !tbaa !15
  %69 = mul i64 %62, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = lshr i64 %70, 10
  %72 = and i64 %71, 18014398509481982
  %73 = uitofp nneg i64 %72 to double
  %74 = tail call double @llvm.fmuladd.f64(double %73, double 0x3CA0000000000000, double -1.000000e+00)
  %75 = fmul double %74, 5.000000e-02
  %76 = fadd double %75, 0x3FC05AC910FF4C6C
  %77 = getelementptr inbounds i8, ptr %5, i64 136
  store double %76, ptr %77, align 8, !tbaa !16
  %78 = getelementptr inbounds i8, ptr %5, i64 144
  store double 0xBFDEF002C35EBE04, ptr %78, align 16, !tbaa !11
  %79 = mul i64 %70, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = lshr i64 %80, 10
  %82 = and i64 %81, 18014398509481982
  %83 = uitofp nneg i64 %82 to double
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 0x3CA0000000000000, double -1.000000e+00)
  %85 = fmul double %84, 5.000000e-02
  %86 = getelementptr inbounds i8, ptr %5, i64 152
  store double %85, ptr %86, align 8, !tbaa !13
  %87 = getelementptr inbounds i8, ptr %5, i64 160
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %87, align 16, !tbaa !5
  %88 = getelementptr inbounds i8, ptr %5, i64 176
  store double 0xBFF341C72C5949C7, ptr %88, align 16, !tbaa !14
  %89 = mul i64 %80, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = lshr i64 %90, 10
  %92 = and i64 %91, 18014398509481982
  %93 = uitofp nneg i64 %92 to double
  %94 = tail call double @llvm.fmuladd.f64(double %93, double 0x3CA0000000000000, double -1.000000e+00)
  %95 = fmul double %94, 1.000000e-01
  %96 = getelementptr inbounds i8, ptr %5, i64 184
  store double %95, ptr %96, align 8, !tbaa !15
  %97 = mul i64 %90, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = lshr i64 %98, 10
  %100 = and i64 %99, 18014398509481982
  %101 = uitofp nneg i64 %100 to double
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 0x3CA0000000000000, double -1.000000e+00)
  %103 = fmul double %102, 5.000000e-02
  %104 = fadd double %103, 0x3FDDA0461CD822BC
  %105 = getelementptr inbounds i8, ptr %5, i64 192
  store double %104, ptr %105, align 16, !tbaa !16
  %106 = getelementptr inbounds i8, ptr %5, i64 200
  store double 0x3FC830C98EE45C9C, ptr %106, align 8, !tbaa !11
  %107 = mul i64 %98, 6364136223846793005
  %108 = add i64 %107, 1442695040888963407
  store i64 %108, ptr @rng_state, align 8, !tbaa !9
  %109 = lshr i64 %108, 10
  %110 = and i64 %109, 18014398509481982
  %111 = uitofp nneg i64 %110 to double
  %112 = tail call double @llvm.fmuladd.f64(double %111, double 0x3CA0000000000000, double -1.000000e+00)
  %113 = fmul double %112, 5.000000e-02
  %114 = getelementptr inbounds i8, ptr %5, i64 208
  store double %113, ptr %114, align 16, !tbaa !13
  %115 = getelementptr inbounds i8, ptr %5, i64 216
  store double 1.250000e+00, ptr %115, align 8, !tbaa !17
  br label %122

116:                                              ; preds = %144
  %117 = load i32, ptr @n_fail, align 4, !tbaa !18
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, i32 noundef %117)
  %119 = load i32, ptr @n_fail, align 4, !tbaa !18
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5)
  ret i32 %121

122:                                              ; preds = %144, %0
  %123 = phi i64 [ 0, %0 ], [ %145, %144 ]
  %124 = getelementptr inbounds [3 x i32], ptr @main.nbs, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !18
  %126 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %123
  %127 = load i32, ptr %126, align 4, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %6, ptr noundef nonnull align 16 dereferenceable(224) %5, i64 224, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %7, i8 0, i64 224, i1 false)
  %128 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %129 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %125, i32 noundef %127, i32 noundef %128, double noundef 1.000000e-02) #12
  %130 = mul nsw i32 %125, 7
  %131 = sext i32 %130 to i64
  %132 = shl nsw i64 %131, 3
  %133 = call noalias ptr @malloc(i64 noundef %132) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %133, ptr nonnull align 16 %5, i64 %132, i1 false)
  %134 = sext i32 %125 to i64
  %135 = mul nsw i64 %134, 56
  %136 = call i32 @llvm.smax.i32(i32 %125, i32 1)
  %137 = zext nneg i32 %136 to i64
  %138 = trunc nuw nsw i64 %123 to i32
  %139 = trunc nuw nsw i64 %123 to i32
  br label %140

140:                                              ; preds = %122, %147
  %141 = phi i64 [ 0, %122 ], [ %148, %147 ]
  %142 = mul nuw nsw i64 %141, 7
  %143 = trunc nuw nsw i64 %141 to i32
  br label %150

144:                                              ; preds = %147
  call void @free(ptr noundef nonnull %133) #12
  %145 = add nuw nsw i64 %123, 1
  %146 = icmp eq i64 %145, 3
  br i1 %146, label %116, label %122, !llvm.loop !20

147:                                              ; preds = %192
  %148 = add nuw nsw i64 %141, 1
  %149 = icmp eq i64 %148, %137
  br i1 %149, label %144, label %140, !llvm.loop !22

150:                                              ; preds = %140, %192
  %151 = phi i64 [ 0, %140 ], [ %193, %192 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %152 = shl i64 %151, 2
  %153 = call ptr @llvm.load.relative.i64(ptr @main.field.rel, i64 %152)
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef %143, ptr noundef %153) #12
  %155 = add nuw nsw i64 %151, %142
  %156 = getelementptr inbounds double, ptr %7, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !5
  %158 = getelementptr inbounds double, ptr %133, i64 %155
  %159 = load double, ptr %158, align 8, !tbaa !5
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ogt double %160, 1.000000e+00
  %162 = select i1 %161, double %160, double 1.000000e+00
  %163 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %164 = fadd double %159, %163
  %165 = fsub double %159, %163
  store double %164, ptr %158, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %133, i64 %135, i1 false)
  %166 = call double @nbody(ptr noundef nonnull %4, i32 noundef %125, i32 noundef %127, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #12
  store double %165, ptr %158, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %133, i64 %135, i1 false)
  %167 = call double @nbody(ptr noundef nonnull %3, i32 noundef %125, i32 noundef %127, double noundef 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #12
  store double %159, ptr %158, align 8, !tbaa !5
  %168 = fsub double %166, %167
  %169 = fsub double %164, %165
  %170 = fdiv double %168, %169
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = fcmp ogt double %171, 1.000000e+00
  %173 = select i1 %172, double %171, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %157, ptr %2, align 8, !tbaa !5
  %174 = load volatile double, ptr %2, align 8, !tbaa !5
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %176, label %188, label %177

177:                                              ; preds = %150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %170, ptr %1, align 8, !tbaa !5
  %178 = load volatile double, ptr %1, align 8, !tbaa !5
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = fcmp ueq double %179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %180, label %188, label %181

181:                                              ; preds = %177
  %182 = fsub double %157, %170
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %185 = fcmp ugt double %183, %184
  br i1 %185, label %188, label %186

186:                                              ; preds = %181
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %138, double noundef %157, double noundef %170, ptr noundef nonnull @.str.10)
  br label %192

188:                                              ; preds = %181, %177, %150
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %139, double noundef %157, double noundef %170, ptr noundef nonnull @.str.11)
  %190 = load i32, ptr @n_fail, align 4, !tbaa !18
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr @n_fail, align 4, !tbaa !18
  br label %192

192:                                              ; preds = %186, %188
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  %193 = add nuw nsw i64 %151, 1
  %194 = icmp eq i64 %193, 7
  br i1 %194, label %147, label %150, !llvm.loop !23
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
