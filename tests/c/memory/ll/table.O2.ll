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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [24 x double], align 16
  %6 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %6) #13
  %7 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %9

8:                                                ; preds = %9
  store i64 %16, ptr @rng_state, align 8, !tbaa !5
  br label %37

9:                                                ; preds = %0, %9
  %10 = phi i64 [ 0, %0 ], [ %29, %9 ]
  %11 = phi i64 [ %7, %0 ], [ %16, %9 ]
  %12 = trunc i64 %10 to i8
  %13 = mul nuw i8 %12, 5
  %14 = urem i8 %13, 24
  %15 = mul i64 %11, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 11
  %18 = uitofp nneg i64 %17 to double
  %19 = fmul double %18, 5.000000e-01
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double 2.500000e-01)
  %21 = and i64 %10, 1
  %22 = icmp eq i64 %21, 0
  %23 = uitofp nneg i8 %14 to double
  %24 = fadd double %20, %23
  %25 = fneg double %24
  %26 = select i1 %22, double %24, double %25
  %27 = fdiv double %26, 3.000000e+00
  %28 = getelementptr inbounds [24 x double], ptr %5, i64 0, i64 %10
  store double %27, ptr %28, align 8, !tbaa !9
  %29 = add nuw nsw i64 %10, 1
  %30 = icmp eq i64 %29, 24
  br i1 %30, label %8, label %9, !llvm.loop !11

31:                                               ; preds = %190
  %32 = load i32, ptr @n_fail, align 4, !tbaa !13
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %32)
  %34 = load i32, ptr @n_fail, align 4, !tbaa !13
  %35 = icmp ne i32 %34, 0
  %36 = zext i1 %35 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %5) #13
  ret i32 %36

37:                                               ; preds = %8, %190
  %38 = phi i64 [ 0, %8 ], [ %191, %190 ]
  %39 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, i8 0, i64 192, i1 false)
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %40) #13
  %42 = call i32 @llvm.smax.i32(i32 %40, i32 1)
  %43 = zext nneg i32 %42 to i64
  %44 = shl nuw nsw i64 %43, 3
  %45 = call noalias ptr @malloc(i64 noundef %44) #14
  %46 = sext i32 %40 to i64
  %47 = shl nsw i64 %46, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr nonnull readonly align 16 %5, i64 %47, i1 false)
  %48 = zext nneg i32 %40 to i64
  br label %49

49:                                               ; preds = %89, %37
  %50 = phi i64 [ 0, %37 ], [ %90, %89 ]
  %51 = getelementptr inbounds double, ptr %6, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds double, ptr %45, i64 %50
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = fcmp ogt double %55, 1.000000e+00
  %57 = select i1 %56, double %55, double 1.000000e+00
  %58 = fmul double %57, 0x3EB0C6F7A0B5ED8D
  %59 = fadd double %54, %58
  %60 = fsub double %54, %58
  store double %59, ptr %53, align 8, !tbaa !9
  %61 = call double @tab(ptr noundef readonly %45, i32 noundef %40)
  store double %60, ptr %53, align 8, !tbaa !9
  %62 = call double @tab(ptr noundef readonly %45, i32 noundef %40)
  store double %54, ptr %53, align 8, !tbaa !9
  %63 = fsub double %61, %62
  %64 = fsub double %59, %60
  %65 = fdiv double %63, %64
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ogt double %66, 1.000000e+00
  %68 = select i1 %67, double %66, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %52, ptr %4, align 8, !tbaa !9
  %69 = load volatile double, ptr %4, align 8, !tbaa !9
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %71, label %84, label %72

72:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %65, ptr %3, align 8, !tbaa !9
  %73 = load volatile double, ptr %3, align 8, !tbaa !9
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %75, label %84, label %76

76:                                               ; preds = %72
  %77 = fsub double %52, %65
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = fmul double %68, 0x3EB0C6F7A0B5ED8D
  %80 = fcmp ugt double %78, %79
  br i1 %80, label %84, label %81

81:                                               ; preds = %76
  %82 = trunc nuw nsw i64 %50 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %82, double noundef %52, double noundef %65, ptr noundef nonnull @.str.4)
  br label %89

84:                                               ; preds = %76, %72, %49
  %85 = trunc nuw nsw i64 %50 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %85, double noundef %52, double noundef %65, ptr noundef nonnull @.str.5)
  %87 = load i32, ptr @n_fail, align 4, !tbaa !13
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr @n_fail, align 4, !tbaa !13
  br label %89

89:                                               ; preds = %84, %81
  %90 = add nuw nsw i64 %50, 1
  %91 = icmp eq i64 %90, %48
  br i1 %91, label %92, label %49, !llvm.loop !15

92:                                               ; preds = %89
  call void @free(ptr noundef nonnull %45) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %6, i8 0, i64 192, i1 false)
  %93 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %40) #13
  %94 = call noalias ptr @malloc(i64 noundef %44) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %94, ptr nonnull readonly align 16 %5, i64 %47, i1 false)
  br label %95

95:                                               ; preds = %92, %187
  %96 = phi i64 [ 0, %92 ], [ %188, %187 ]
  %97 = getelementptr inbounds double, ptr %6, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = getelementptr inbounds double, ptr %94, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ogt double %101, 1.000000e+00
  %103 = select i1 %102, double %101, double 1.000000e+00
  %104 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %105 = fadd double %100, %104
  store double %105, ptr %99, align 8, !tbaa !9
  br label %106

106:                                              ; preds = %120, %95
  %107 = phi i64 [ 0, %95 ], [ %129, %120 ]
  %108 = phi double [ 0.000000e+00, %95 ], [ %128, %120 ]
  %109 = getelementptr inbounds double, ptr %94, i64 %107
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = fmul double %111, 3.000000e+00
  %113 = fptosi double %112 to i32
  %114 = srem i32 %113, 6
  %115 = icmp ult i32 %114, 5
  br i1 %115, label %116, label %120

116:                                              ; preds = %106
  %117 = zext nneg i32 %114 to i64
  %118 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  br label %120

120:                                              ; preds = %106, %116
  %121 = phi double [ %119, %116 ], [ 0x3FE6666666666666, %106 ]
  %122 = fmul double %110, %121
  %123 = sext i32 %114 to i64
  %124 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = fmul double %110, %125
  %127 = call double @llvm.fmuladd.f64(double %122, double %110, double %126)
  %128 = fadd double %108, %127
  %129 = add nuw nsw i64 %107, 1
  %130 = icmp eq i64 %129, %48
  br i1 %130, label %131, label %106, !llvm.loop !16

131:                                              ; preds = %120
  %132 = fsub double %100, %104
  store double %132, ptr %99, align 8, !tbaa !9
  br label %133

133:                                              ; preds = %147, %131
  %134 = phi i64 [ 0, %131 ], [ %156, %147 ]
  %135 = phi double [ 0.000000e+00, %131 ], [ %155, %147 ]
  %136 = getelementptr inbounds double, ptr %94, i64 %134
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = call double @llvm.fabs.f64(double %137)
  %139 = fmul double %138, 3.000000e+00
  %140 = fptosi double %139 to i32
  %141 = srem i32 %140, 6
  %142 = icmp ult i32 %141, 5
  br i1 %142, label %143, label %147

143:                                              ; preds = %133
  %144 = zext nneg i32 %141 to i64
  %145 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %144
  %146 = load double, ptr %145, align 8
  br label %147

147:                                              ; preds = %133, %143
  %148 = phi double [ %146, %143 ], [ 0x3FE6666666666666, %133 ]
  %149 = fmul double %137, %148
  %150 = sext i32 %141 to i64
  %151 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fmul double %137, %152
  %154 = call double @llvm.fmuladd.f64(double %149, double %137, double %153)
  %155 = fadd double %135, %154
  %156 = add nuw nsw i64 %134, 1
  %157 = icmp eq i64 %156, %48
  br i1 %157, label %158, label %133, !llvm.loop !16

158:                                              ; preds = %147
  %159 = fmul double %128, %128
  %160 = fmul double %155, %155
  store double %100, ptr %99, align 8, !tbaa !9
  %161 = fsub double %159, %160
  %162 = fsub double %105, %132
  %163 = fdiv double %161, %162
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = fcmp ogt double %164, 1.000000e+00
  %166 = select i1 %165, double %164, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %98, ptr %2, align 8, !tbaa !9
  %167 = load volatile double, ptr %2, align 8, !tbaa !9
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %169, label %182, label %170

170:                                              ; preds = %158
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %163, ptr %1, align 8, !tbaa !9
  %171 = load volatile double, ptr %1, align 8, !tbaa !9
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fcmp ueq double %172, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %173, label %182, label %174

174:                                              ; preds = %170
  %175 = fsub double %98, %163
  %176 = call double @llvm.fabs.f64(double %175)
  %177 = fmul double %166, 0x3EB0C6F7A0B5ED8D
  %178 = fcmp ugt double %176, %177
  br i1 %178, label %182, label %179

179:                                              ; preds = %174
  %180 = trunc nuw nsw i64 %96 to i32
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %180, double noundef %98, double noundef %163, ptr noundef nonnull @.str.4)
  br label %187

182:                                              ; preds = %174, %170, %158
  %183 = trunc nuw nsw i64 %96 to i32
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %183, double noundef %98, double noundef %163, ptr noundef nonnull @.str.5)
  %185 = load i32, ptr @n_fail, align 4, !tbaa !13
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr @n_fail, align 4, !tbaa !13
  br label %187

187:                                              ; preds = %182, %179
  %188 = add nuw nsw i64 %96, 1
  %189 = icmp eq i64 %188, %48
  br i1 %189, label %190, label %95, !llvm.loop !15

190:                                              ; preds = %187
  call void @free(ptr noundef nonnull %94) #13
  %191 = add nuw nsw i64 %38, 1
  %192 = icmp eq i64 %191, 3
  br i1 %192, label %31, label %37, !llvm.loop !17
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
