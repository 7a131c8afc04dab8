; ModuleID = 'calls.c'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"user.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"user.da\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"rsum.dx\00", align 1
@main.ps = internal unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2, i32 7, i32 12], align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"rpow.dx\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"calls\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #16
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %22, %4 ]
  %6 = phi i64 [ %3, %0 ], [ %16, %4 ]
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = lshr i64 %8, 10
  %10 = and i64 %9, 18014398509481982
  %11 = uitofp nneg i64 %10 to double
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 0x3CA0000000000000, double -1.000000e+00)
  %13 = getelementptr inbounds double, ptr %1, i64 %5
  store double %12, ptr %13, align 16, !tbaa !9
  %14 = or disjoint i64 %5, 1
  %15 = mul i64 %8, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 10
  %18 = and i64 %17, 18014398509481982
  %19 = uitofp nneg i64 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double -1.000000e+00)
  %21 = getelementptr inbounds double, ptr %1, i64 %14
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = add nuw nsw i64 %5, 2
  %23 = icmp eq i64 %22, 16
  br i1 %23, label %24, label %4, !llvm.loop !11

24:                                               ; preds = %4
  store i64 %16, ptr @rng_state, align 8, !tbaa !5
  br label %25

25:                                               ; preds = %24, %134
  %26 = phi i64 [ 0, %24 ], [ %135, %134 ]
  %27 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !13
  %29 = trunc nuw nsw i64 %26 to i32
  %30 = uitofp nneg i32 %29 to double
  %31 = call double @llvm.fmuladd.f64(double %30, double 3.000000e-01, double 6.000000e-01)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %32 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @user, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef %31, i32 noundef %28) #16
  %33 = call i32 @llvm.smax.i32(i32 %28, i32 1)
  %34 = zext nneg i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 3
  %36 = call noalias ptr @malloc(i64 noundef %35) #17
  %37 = sext i32 %28 to i64
  %38 = shl nsw i64 %37, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr nonnull readonly align 16 %1, i64 %38, i1 false)
  %39 = zext nneg i32 %28 to i64
  br label %40

40:                                               ; preds = %70, %25
  %41 = phi i64 [ 0, %25 ], [ %71, %70 ]
  %42 = getelementptr inbounds double, ptr %2, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %36, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = call double @llvm.fabs.f64(double %45)
  %47 = fcmp ogt double %46, 1.000000e+00
  %48 = select i1 %47, double %46, double 1.000000e+00
  %49 = fmul double %48, 0x3EB0C6F7A0B5ED8D
  %50 = fadd double %45, %49
  %51 = fsub double %45, %49
  store double %50, ptr %44, align 8, !tbaa !9
  %52 = call double @user(ptr noundef %36, double noundef %31, i32 noundef %28)
  store double %51, ptr %44, align 8, !tbaa !9
  %53 = call double @user(ptr noundef %36, double noundef %31, i32 noundef %28)
  store double %45, ptr %44, align 8, !tbaa !9
  %54 = fsub double %52, %53
  %55 = fsub double %50, %51
  %56 = fdiv double %54, %55
  %57 = call double @llvm.fabs.f64(double %56)
  %58 = fcmp ogt double %57, 1.000000e+00
  %59 = select i1 %58, double %57, double 1.000000e+00
  %60 = fsub double %43, %56
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = fmul double %59, 0x3EB0C6F7A0B5ED8D
  %63 = fcmp ole double %61, %62
  %64 = select i1 %63, ptr @.str.6, ptr @.str.7
  %65 = trunc nuw nsw i64 %41 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %65, double noundef %43, double noundef %56, ptr noundef nonnull %64)
  br i1 %63, label %70, label %67

67:                                               ; preds = %40
  %68 = load i32, ptr @n_fail, align 4, !tbaa !13
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr @n_fail, align 4, !tbaa !13
  br label %70

70:                                               ; preds = %67, %40
  %71 = add nuw nsw i64 %41, 1
  %72 = icmp eq i64 %71, %39
  br i1 %72, label %73, label %40, !llvm.loop !15

73:                                               ; preds = %70
  call void @free(ptr noundef nonnull %36) #16
  %74 = call double @llvm.fabs.f64(double %31)
  %75 = fcmp ogt double %74, 1.000000e+00
  %76 = select i1 %75, double %74, double 1.000000e+00
  %77 = fmul double %76, 0x3EB0C6F7A0B5ED8D
  %78 = fadd double %31, %77
  %79 = call double @user(ptr noundef nonnull %1, double noundef %78, i32 noundef %28)
  %80 = fsub double %31, %77
  %81 = call double @user(ptr noundef nonnull %1, double noundef %80, i32 noundef %28)
  %82 = fsub double %79, %81
  %83 = fsub double %78, %80
  %84 = fdiv double %82, %83
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ogt double %85, 1.000000e+00
  %87 = select i1 %86, double %85, double 1.000000e+00
  %88 = fsub double %32, %84
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = fmul double %87, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp ole double %89, %90
  %92 = select i1 %91, ptr @.str.6, ptr @.str.7
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %29, double noundef %32, double noundef %84, ptr noundef nonnull %92)
  br i1 %91, label %97, label %94

94:                                               ; preds = %73
  %95 = load i32, ptr @n_fail, align 4, !tbaa !13
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr @n_fail, align 4, !tbaa !13
  br label %97

97:                                               ; preds = %73, %94
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %98 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %99 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %98, i32 noundef 0, i32 noundef %98, i32 noundef %28) #16
  %100 = call noalias ptr @malloc(i64 noundef %35) #17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %100, ptr nonnull readonly align 16 %1, i64 %38, i1 false)
  br label %101

101:                                              ; preds = %131, %97
  %102 = phi i64 [ 0, %97 ], [ %132, %131 ]
  %103 = getelementptr inbounds double, ptr %2, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = getelementptr inbounds double, ptr %100, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = call double @llvm.fabs.f64(double %106)
  %108 = fcmp ogt double %107, 1.000000e+00
  %109 = select i1 %108, double %107, double 1.000000e+00
  %110 = fmul double %109, 0x3EB0C6F7A0B5ED8D
  %111 = fadd double %106, %110
  %112 = fsub double %106, %110
  store double %111, ptr %105, align 8, !tbaa !9
  %113 = call double @rsum(ptr noundef %100, i32 noundef 0, i32 noundef %28)
  store double %112, ptr %105, align 8, !tbaa !9
  %114 = call double @rsum(ptr noundef %100, i32 noundef 0, i32 noundef %28)
  store double %106, ptr %105, align 8, !tbaa !9
  %115 = fsub double %113, %114
  %116 = fsub double %111, %112
  %117 = fdiv double %115, %116
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ogt double %118, 1.000000e+00
  %120 = select i1 %119, double %118, double 1.000000e+00
  %121 = fsub double %104, %117
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = fmul double %120, 0x3EB0C6F7A0B5ED8D
  %124 = fcmp ole double %122, %123
  %125 = select i1 %124, ptr @.str.6, ptr @.str.7
  %126 = trunc nuw nsw i64 %102 to i32
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %126, double noundef %104, double noundef %117, ptr noundef nonnull %125)
  br i1 %124, label %131, label %128

128:                                              ; preds = %101
  %129 = load i32, ptr @n_fail, align 4, !tbaa !13
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @n_fail, align 4, !tbaa !13
  br label %131

131:                                              ; preds = %128, %101
  %132 = add nuw nsw i64 %102, 1
  %133 = icmp eq i64 %132, %39
  br i1 %133, label %134, label %101, !llvm.loop !15

134:                                              ; preds = %131
  call void @free(ptr noundef nonnull %100) #16
  %135 = add nuw nsw i64 %26, 1
  %136 = icmp eq i64 %135, 3
  br i1 %136, label %143, label %25, !llvm.loop !16

137:                                              ; preds = %174
  %138 = load i32, ptr @n_fail, align 4, !tbaa !13
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %138)
  %140 = load i32, ptr @n_fail, align 4, !tbaa !13
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #16
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #16
  ret i32 %142

143:                                              ; preds = %134, %174
  %144 = phi i64 [ %175, %174 ], [ 0, %134 ]
  %145 = trunc nuw nsw i64 %144 to i32
  %146 = uitofp nneg i32 %145 to double
  %147 = call double @llvm.fmuladd.f64(double %146, double -3.500000e-01, double 1.100000e+00)
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fcmp ogt double %148, 1.000000e+00
  %150 = select i1 %149, double %148, double 1.000000e+00
  %151 = fmul double %150, 0x3EB0C6F7A0B5ED8D
  %152 = getelementptr inbounds [5 x i32], ptr @main.ps, i64 0, i64 %144
  %153 = load i32, ptr %152, align 4, !tbaa !13
  %154 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef %147, i32 noundef %153) #16
  %155 = fadd double %147, %151
  %156 = call double @rpow(double noundef %155, i32 noundef %153)
  %157 = fsub double %147, %151
  %158 = call double @rpow(double noundef %157, i32 noundef %153)
  %159 = fsub double %156, %158
  %160 = fsub double %155, %157
  %161 = fdiv double %159, %160
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fcmp ogt double %162, 1.000000e+00
  %164 = select i1 %163, double %162, double 1.000000e+00
  %165 = fsub double %154, %161
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = fmul double %164, 0x3EB0C6F7A0B5ED8D
  %168 = fcmp ole double %166, %167
  %169 = select i1 %168, ptr @.str.6, ptr @.str.7
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %153, double noundef %154, double noundef %161, ptr noundef nonnull %169)
  br i1 %168, label %174, label %171

171:                                              ; preds = %143
  %172 = load i32, ptr @n_fail, align 4, !tbaa !13
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr @n_fail, align 4, !tbaa !13
  br label %174

174:                                              ; preds = %143, %171
  %175 = add nuw nsw i64 %144, 1
  %176 = icmp eq i64 %175, 5
  br i1 %176, label %137, label %143, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @user(ptr noundef %0, double noundef %1, i32 noundef %2) #5 {
  %4 = alloca [16 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #16
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %58

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %2, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483644
  br label %33

14:                                               ; preds = %33, %8
  %15 = phi i64 [ 0, %8 ], [ %55, %33 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %14, %17
  %18 = phi i64 [ %24, %17 ], [ %15, %14 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %14 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @cos(double noundef %21) #16
  %23 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %18
  store double %22, ptr %23, align 8, !tbaa !9
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %17, !llvm.loop !18

27:                                               ; preds = %17, %14
  call fastcc void @axpy(double noundef %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %28 = fmul double %1, %1
  %29 = getelementptr inbounds i8, ptr %4, i64 8
  %30 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef %28, ptr noundef nonnull %4, ptr noundef nonnull %29, i32 noundef %30)
  br i1 %7, label %31, label %62

31:                                               ; preds = %27
  %32 = zext nneg i32 %2 to i64
  br label %67

33:                                               ; preds = %33, %12
  %34 = phi i64 [ 0, %12 ], [ %55, %33 ]
  %35 = phi i64 [ 0, %12 ], [ %56, %33 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @cos(double noundef %37) #16
  %39 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %34
  store double %38, ptr %39, align 16, !tbaa !9
  %40 = or disjoint i64 %34, 1
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = tail call double @cos(double noundef %42) #16
  %44 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %40
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = or disjoint i64 %34, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @cos(double noundef %47) #16
  %49 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %45
  store double %48, ptr %49, align 16, !tbaa !9
  %50 = or disjoint i64 %34, 3
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = tail call double @cos(double noundef %52) #16
  %54 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %50
  store double %53, ptr %54, align 8, !tbaa !9
  %55 = add nuw nsw i64 %34, 4
  %56 = add i64 %35, 4
  %57 = icmp eq i64 %56, %13
  br i1 %57, label %14, label %33, !llvm.loop !20

58:                                               ; preds = %3
  call fastcc void @axpy(double noundef %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %59 = fmul double %1, %1
  %60 = getelementptr inbounds i8, ptr %4, i64 8
  %61 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef %59, ptr noundef nonnull %4, ptr noundef nonnull %60, i32 noundef %61)
  br label %62

62:                                               ; preds = %67, %58, %27
  %63 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %58 ], [ %78, %67 ]
  %64 = tail call double @rpow(double noundef %1, i32 noundef 5)
  %65 = tail call double @rsum(ptr noundef %0, i32 noundef 0, i32 noundef %2)
  %66 = tail call double @llvm.fmuladd.f64(double %64, double %65, double %63)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #16
  ret double %66

67:                                               ; preds = %31, %67
  %68 = phi i64 [ 0, %31 ], [ %79, %67 ]
  %69 = phi double [ 0.000000e+00, %31 ], [ %78, %67 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #16
  %70 = getelementptr inbounds double, ptr %0, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %68
  %73 = load double, ptr %72, align 8, !tbaa !9
  call fastcc void @polar(double noundef %71, double noundef %73, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %74 = load double, ptr %5, align 8, !tbaa !9
  %75 = load double, ptr %6, align 8, !tbaa !9
  %76 = fmul double %73, %73
  %77 = tail call double @llvm.fmuladd.f64(double %74, double %75, double %76)
  %78 = fadd double %69, %77
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #16
  %79 = add nuw nsw i64 %68, 1
  %80 = icmp eq i64 %79, %32
  br i1 %80, label %62, label %67, !llvm.loop !21
}

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %2) #6 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call double @sin(double noundef %9) #16
  %11 = fmul double %9, %10
  br label %12

12:                                               ; preds = %14, %6
  %13 = phi double [ %11, %6 ], [ %21, %14 ]
  ret double %13

14:                                               ; preds = %3
  %15 = add nsw i32 %2, %1
  %16 = sdiv i32 %15, 2
  %17 = tail call double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %16)
  %18 = tail call double @rsum(ptr noundef %0, i32 noundef %16, i32 noundef %2)
  %19 = fadd double %17, %18
  %20 = fmul double %17, 1.000000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %18, double %19)
  br label %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal double @rpow(double noundef %0, i32 noundef %1) #7 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2
  %8 = tail call double @rpow(double noundef %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = fmul double %8, %8
  %12 = fmul double %11, %0
  %13 = select i1 %10, double %11, double %12
  br label %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @axpy(double noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #9 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 6
  br i1 %8, label %9, label %24

9:                                                ; preds = %49, %24, %6
  %10 = phi i64 [ 0, %24 ], [ 0, %6 ], [ %32, %49 ]
  %11 = and i64 %7, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds double, ptr %1, i64 %10
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = getelementptr inbounds double, ptr %2, i64 %10
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @llvm.fmuladd.f64(double %0, double %15, double %17)
  store double %18, ptr %16, align 8, !tbaa !9
  %19 = or disjoint i64 %10, 1
  br label %20

20:                                               ; preds = %13, %9
  %21 = phi i64 [ %10, %9 ], [ %19, %13 ]
  %22 = add nsw i64 %7, -1
  %23 = icmp eq i64 %10, %22
  br i1 %23, label %51, label %52

24:                                               ; preds = %6
  %25 = shl nuw nsw i64 %7, 3
  %26 = getelementptr i8, ptr %2, i64 %25
  %27 = getelementptr i8, ptr %1, i64 %25
  %28 = icmp ugt ptr %27, %2
  %29 = icmp ugt ptr %26, %1
  %30 = and i1 %28, %29
  br i1 %30, label %9, label %31

31:                                               ; preds = %24
  %32 = and i64 %7, 2147483644
  %33 = insertelement <2 x double> poison, double %0, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %47, %35 ]
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !9, !alias.scope !22
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9, !alias.scope !22
  %41 = getelementptr inbounds double, ptr %2, i64 %36
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %39, <2 x double> %43)
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %40, <2 x double> %44)
  store <2 x double> %45, ptr %41, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  store <2 x double> %46, ptr %42, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  %47 = add nuw i64 %36, 4
  %48 = icmp eq i64 %47, %32
  br i1 %48, label %49, label %35, !llvm.loop !27

49:                                               ; preds = %35
  %50 = icmp eq i64 %32, %7
  br i1 %50, label %51, label %9

51:                                               ; preds = %20, %52, %49, %4
  ret void

52:                                               ; preds = %20, %52
  %53 = phi i64 [ %65, %52 ], [ %21, %20 ]
  %54 = getelementptr inbounds double, ptr %1, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds double, ptr %2, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %0, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !9
  %59 = add nuw nsw i64 %53, 1
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %2, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %0, double %61, double %63)
  store double %64, ptr %62, align 8, !tbaa !9
  %65 = add nuw nsw i64 %53, 2
  %66 = icmp eq i64 %65, %7
  br i1 %66, label %51, label %52, !llvm.loop !30
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc void @polar(double noundef %0, double noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #10 {
  %5 = tail call double @cos(double noundef %0) #16
  %6 = fmul double %5, %1
  store double %6, ptr %2, align 8, !tbaa !9
  %7 = tail call double @sin(double noundef %0) #16
  %8 = fmul double %7, %1
  store double %8, ptr %3, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #15

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(0) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !12, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !12, !28}
