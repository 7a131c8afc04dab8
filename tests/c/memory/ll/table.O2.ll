; ModuleID = 'table.c'
source_filename = "table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 24, i32 8, i32 1], align 4
@.str = private unnamed_addr constant [7 x i8] c"tab.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"coef.dx\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"table\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@table = internal unnamed_addr constant [8 x double] [double 5.000000e-01, double -1.250000e+00, double 2.000000e+00, double 7.500000e-01, double -3.000000e-01, double 1.500000e+00, double -2.200000e+00, double 9.000000e-01], align 16
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@switch.table.coef = private unnamed_addr constant [5 x double] [double 1.500000e+00, double -2.500000e-01, double 3.000000e+00, double 1.250000e-01, double -2.000000e+00], align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #13
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %5

4:                                                ; preds = %5
  store i64 %12, ptr @rng_state, align 8, !tbaa !5
  br label %33

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %25, %5 ]
  %7 = phi i64 [ %3, %0 ], [ %12, %5 ]
  %8 = trunc i64 %6 to i8
  %9 = mul nuw i8 %8, 5
  %10 = urem i8 %9, 24
  %11 = mul i64 %7, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = lshr i64 %12, 11
  %14 = uitofp nneg i64 %13 to double
  %15 = fmul double %14, 5.000000e-01
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 0x3CA0000000000000, double 2.500000e-01)
  %17 = and i64 %6, 1
  %18 = icmp eq i64 %17, 0
  %19 = uitofp nneg i8 %10 to double
  %20 = fadd double %16, %19
  %21 = fneg double %20
  %22 = select i1 %18, double %20, double %21
  %23 = fdiv double %22, 3.000000e+00
  %24 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %6
  store double %23, ptr %24, align 8, !tbaa !9
  %25 = add nuw nsw i64 %6, 1
  %26 = icmp eq i64 %25, 24
  br i1 %26, label %4, label %5, !llvm.loop !11

27:                                               ; preds = %166
  %28 = load i32, ptr @n_fail, align 4, !tbaa !13
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %28)
  %30 = load i32, ptr @n_fail, align 4, !tbaa !13
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #13
  ret i32 %32

33:                                               ; preds = %4, %166
  %34 = phi i64 [ 0, %4 ], [ %167, %166 ]
  %35 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %37 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %36) #13
  %38 = call i32 @llvm.smax.i32(i32 %36, i32 1)
  %39 = zext nneg i32 %38 to i64
  %40 = shl nuw nsw i64 %39, 3
  %41 = call noalias ptr @malloc(i64 noundef %40) #14
  %42 = sext i32 %36 to i64
  %43 = shl nsw i64 %42, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr nonnull readonly align 16 %1, i64 %43, i1 false)
  %44 = zext nneg i32 %36 to i64
  br label %45

45:                                               ; preds = %75, %33
  %46 = phi i64 [ 0, %33 ], [ %76, %75 ]
  %47 = getelementptr inbounds double, ptr %2, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = getelementptr inbounds double, ptr %41, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ogt double %51, 1.000000e+00
  %53 = select i1 %52, double %51, double 1.000000e+00
  %54 = fmul double %53, 0x3EB0C6F7A0B5ED8D
  %55 = fadd double %50, %54
  %56 = fsub double %50, %54
  store double %55, ptr %49, align 8, !tbaa !9
  %57 = call double @tab(ptr noundef readonly %41, i32 noundef %36)
  store double %56, ptr %49, align 8, !tbaa !9
  %58 = call double @tab(ptr noundef readonly %41, i32 noundef %36)
  store double %50, ptr %49, align 8, !tbaa !9
  %59 = fsub double %57, %58
  %60 = fsub double %55, %56
  %61 = fdiv double %59, %60
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ogt double %62, 1.000000e+00
  %64 = select i1 %63, double %62, double 1.000000e+00
  %65 = fsub double %48, %61
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fmul double %64, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp ole double %66, %67
  %69 = select i1 %68, ptr @.str.4, ptr @.str.5
  %70 = trunc nuw nsw i64 %46 to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %70, double noundef %48, double noundef %61, ptr noundef nonnull %69)
  br i1 %68, label %75, label %72

72:                                               ; preds = %45
  %73 = load i32, ptr @n_fail, align 4, !tbaa !13
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr @n_fail, align 4, !tbaa !13
  br label %75

75:                                               ; preds = %72, %45
  %76 = add nuw nsw i64 %46, 1
  %77 = icmp eq i64 %76, %44
  br i1 %77, label %78, label %45, !llvm.loop !15

78:                                               ; preds = %75
  call void @free(ptr noundef nonnull %41) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %79 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %36) #13
  %80 = call noalias ptr @malloc(i64 noundef %40) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %80, ptr nonnull readonly align 16 %1, i64 %43, i1 false)
  br label %81

81:                                               ; preds = %78, %163
  %82 = phi i64 [ 0, %78 ], [ %164, %163 ]
  %83 = getelementptr inbounds double, ptr %2, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = getelementptr inbounds double, ptr %80, i64 %82
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ogt double %87, 1.000000e+00
  %89 = select i1 %88, double %87, double 1.000000e+00
  %90 = fmul double %89, 0x3EB0C6F7A0B5ED8D
  %91 = fadd double %86, %90
  store double %91, ptr %85, align 8, !tbaa !9
  br label %92

92:                                               ; preds = %106, %81
  %93 = phi i64 [ 0, %81 ], [ %115, %106 ]
  %94 = phi double [ 0.000000e+00, %81 ], [ %114, %106 ]
  %95 = getelementptr inbounds double, ptr %80, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fmul double %97, 3.000000e+00
  %99 = fptosi double %98 to i32
  %100 = srem i32 %99, 6
  %101 = icmp ult i32 %100, 5
  br i1 %101, label %102, label %106

102:                                              ; preds = %92
  %103 = zext nneg i32 %100 to i64
  %104 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %103
  %105 = load double, ptr %104, align 8
  br label %106

106:                                              ; preds = %92, %102
  %107 = phi double [ %105, %102 ], [ 0x3FE6666666666666, %92 ]
  %108 = fmul double %96, %107
  %109 = sext i32 %100 to i64
  %110 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = fmul double %96, %111
  %113 = call double @llvm.fmuladd.f64(double %108, double %96, double %112)
  %114 = fadd double %94, %113
  %115 = add nuw nsw i64 %93, 1
  %116 = icmp eq i64 %115, %44
  br i1 %116, label %117, label %92, !llvm.loop !16

117:                                              ; preds = %106
  %118 = fsub double %86, %90
  store double %118, ptr %85, align 8, !tbaa !9
  br label %119

119:                                              ; preds = %133, %117
  %120 = phi i64 [ 0, %117 ], [ %142, %133 ]
  %121 = phi double [ 0.000000e+00, %117 ], [ %141, %133 ]
  %122 = getelementptr inbounds double, ptr %80, i64 %120
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fmul double %124, 3.000000e+00
  %126 = fptosi double %125 to i32
  %127 = srem i32 %126, 6
  %128 = icmp ult i32 %127, 5
  br i1 %128, label %129, label %133

129:                                              ; preds = %119
  %130 = zext nneg i32 %127 to i64
  %131 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %130
  %132 = load double, ptr %131, align 8
  br label %133

133:                                              ; preds = %119, %129
  %134 = phi double [ %132, %129 ], [ 0x3FE6666666666666, %119 ]
  %135 = fmul double %123, %134
  %136 = sext i32 %127 to i64
  %137 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul double %123, %138
  %140 = call double @llvm.fmuladd.f64(double %135, double %123, double %139)
  %141 = fadd double %121, %140
  %142 = add nuw nsw i64 %120, 1
  %143 = icmp eq i64 %142, %44
  br i1 %143, label %144, label %119, !llvm.loop !16

144:                                              ; preds = %133
  %145 = fmul double %114, %114
  %146 = fmul double %141, %141
  store double %86, ptr %85, align 8, !tbaa !9
  %147 = fsub double %145, %146
  %148 = fsub double %91, %118
  %149 = fdiv double %147, %148
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ogt double %150, 1.000000e+00
  %152 = select i1 %151, double %150, double 1.000000e+00
  %153 = fsub double %84, %149
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fmul double %152, 0x3EB0C6F7A0B5ED8D
  %156 = fcmp ole double %154, %155
  %157 = select i1 %156, ptr @.str.4, ptr @.str.5
  %158 = trunc nuw nsw i64 %82 to i32
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %158, double noundef %84, double noundef %149, ptr noundef nonnull %157)
  br i1 %156, label %163, label %160

160:                                              ; preds = %144
  %161 = load i32, ptr @n_fail, align 4, !tbaa !13
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr @n_fail, align 4, !tbaa !13
  br label %163

163:                                              ; preds = %160, %144
  %164 = add nuw nsw i64 %82, 1
  %165 = icmp eq i64 %164, %44
  br i1 %165, label %166, label %81, !llvm.loop !15

166:                                              ; preds = %163
  call void @free(ptr noundef nonnull %80) #13
  %167 = add nuw nsw i64 %34, 1
  %168 = icmp eq i64 %167, 3
  br i1 %168, label %27, label %33, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @tab(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %47, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %54, %47 ]
  ret double %7

8:                                                ; preds = %4, %47
  %9 = phi i64 [ 0, %4 ], [ %55, %47 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %54, %47 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fmul double %13, 3.000000e+00
  %15 = tail call double @llvm.floor.f64(double %14)
  %16 = fptosi double %15 to i32
  %17 = and i32 %16, 7
  switch i32 %17, label %37 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %23
    i32 3, label %26
    i32 4, label %30
    i32 5, label %34
  ]

18:                                               ; preds = %8
  %19 = fmul double %12, 5.000000e-01
  br label %47

20:                                               ; preds = %8
  %21 = fmul double %12, -1.250000e+00
  %22 = fmul double %12, %21
  br label %47

23:                                               ; preds = %8
  %24 = fmul double %12, 2.000000e+00
  %25 = tail call double @sin(double noundef %24) #13
  br label %47

26:                                               ; preds = %8
  %27 = fmul double %12, 5.000000e-01
  %28 = tail call double @exp(double noundef %27) #13
  %29 = fadd double %28, 7.500000e-01
  br label %47

30:                                               ; preds = %8
  %31 = fmul double %12, -3.000000e-01
  %32 = fmul double %12, %31
  %33 = fmul double %12, %32
  br label %47

34:                                               ; preds = %8
  %35 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %36 = fdiv double 1.500000e+00, %35
  br label %47

37:                                               ; preds = %8
  %38 = zext nneg i32 %17 to i64
  %39 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = add i32 %16, 1
  %42 = and i32 %41, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %40, double %12, double %45)
  br label %47

47:                                               ; preds = %37, %34, %30, %26, %23, %20, %18
  %48 = phi double [ %46, %37 ], [ %36, %34 ], [ %33, %30 ], [ %29, %26 ], [ %25, %23 ], [ %22, %20 ], [ %19, %18 ]
  %49 = add i32 %16, 3
  %50 = and i32 %49, 7
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %48, double %53, double %10)
  %55 = add nuw nsw i64 %9, 1
  %56 = icmp eq i64 %55, %5
  br i1 %56, label %6, label %8, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @coef(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %23, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %31, %23 ]
  %8 = fmul double %7, %7
  ret double %8

9:                                                ; preds = %4, %23
  %10 = phi i64 [ 0, %4 ], [ %32, %23 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %31, %23 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = fmul double %14, 3.000000e+00
  %16 = fptosi double %15 to i32
  %17 = srem i32 %16, 6
  %18 = icmp ult i32 %17, 5
  br i1 %18, label %19, label %23

19:                                               ; preds = %9
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  br label %23

23:                                               ; preds = %9, %19
  %24 = phi double [ %22, %19 ], [ 0x3FE6666666666666, %9 ]
  %25 = fmul double %13, %24
  %26 = sext i32 %17 to i64
  %27 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %13, %28
  %30 = tail call double @llvm.fmuladd.f64(double %25, double %13, double %29)
  %31 = fadd double %11, %30
  %32 = add nuw nsw i64 %10, 1
  %33 = icmp eq i64 %32, %5
  br i1 %33, label %6, label %9, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
