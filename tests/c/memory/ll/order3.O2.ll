; ModuleID = 'order3.c'
source_filename = "order3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 0xBFE6666666666666, double 4.000000e-01, double 1.230000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"order1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"order2\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"order3\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  br label %13

7:                                                ; preds = %94
  %8 = load i32, ptr @n_fail, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %8)
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i32
  ret i32 %12

13:                                               ; preds = %0, %94
  %14 = phi i64 [ 0, %0 ], [ %95, %94 ]
  %15 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call double @__enzyme_autodiff(ptr noundef nonnull @series, double noundef %16) #8
  %18 = tail call fastcc double @exact(double noundef %16, i32 noundef 1)
  %19 = tail call double @llvm.fabs.f64(double %18)
  %20 = fcmp ogt double %19, 1.000000e+00
  %21 = select i1 %20, double %19, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %17, ptr %6, align 8, !tbaa !9
  %22 = load volatile double, ptr %6, align 8, !tbaa !9
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ueq double %23, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %24, label %37, label %25

25:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %18, ptr %5, align 8, !tbaa !9
  %26 = load volatile double, ptr %5, align 8, !tbaa !9
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %28, label %37, label %29

29:                                               ; preds = %25
  %30 = fsub double %17, %18
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fmul double %21, 0x3D719799812DEA11
  %33 = fcmp ugt double %31, %32
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = trunc nuw nsw i64 %14 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %35, double noundef %17, double noundef %18, ptr noundef nonnull @.str.4)
  br label %42

37:                                               ; preds = %29, %25, %13
  %38 = trunc nuw nsw i64 %14 to i32
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %38, double noundef %17, double noundef %18, ptr noundef nonnull @.str.5)
  %40 = load i32, ptr @n_fail, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @n_fail, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %34, %37
  %43 = tail call double @__enzyme_autodiff(ptr noundef nonnull @d1, double noundef %16) #8
  %44 = tail call fastcc double @exact(double noundef %16, i32 noundef 2)
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = fcmp ogt double %45, 1.000000e+00
  %47 = select i1 %46, double %45, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %43, ptr %4, align 8, !tbaa !9
  %48 = load volatile double, ptr %4, align 8, !tbaa !9
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %50, label %63, label %51

51:                                               ; preds = %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %44, ptr %3, align 8, !tbaa !9
  %52 = load volatile double, ptr %3, align 8, !tbaa !9
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fcmp ueq double %53, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %54, label %63, label %55

55:                                               ; preds = %51
  %56 = fsub double %43, %44
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fmul double %47, 0x3D719799812DEA11
  %59 = fcmp ugt double %57, %58
  br i1 %59, label %63, label %60

60:                                               ; preds = %55
  %61 = trunc nuw nsw i64 %14 to i32
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %61, double noundef %43, double noundef %44, ptr noundef nonnull @.str.4)
  br label %68

63:                                               ; preds = %55, %51, %42
  %64 = trunc nuw nsw i64 %14 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %64, double noundef %43, double noundef %44, ptr noundef nonnull @.str.5)
  %66 = load i32, ptr @n_fail, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @n_fail, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %60, %63
  %69 = tail call double @__enzyme_autodiff(ptr noundef nonnull @d2, double noundef %16) #8
  %70 = tail call fastcc double @exact(double noundef %16, i32 noundef 3)
  %71 = tail call double @llvm.fabs.f64(double %70)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %69, ptr %2, align 8, !tbaa !9
  %74 = load volatile double, ptr %2, align 8, !tbaa !9
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %76, label %89, label %77

77:                                               ; preds = %68
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %70, ptr %1, align 8, !tbaa !9
  %78 = load volatile double, ptr %1, align 8, !tbaa !9
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %80, label %89, label %81

81:                                               ; preds = %77
  %82 = fsub double %69, %70
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fmul double %73, 0x3D719799812DEA11
  %85 = fcmp ugt double %83, %84
  br i1 %85, label %89, label %86

86:                                               ; preds = %81
  %87 = trunc nuw nsw i64 %14 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, i32 noundef %87, double noundef %69, double noundef %70, ptr noundef nonnull @.str.4)
  br label %94

89:                                               ; preds = %81, %77, %68
  %90 = trunc nuw nsw i64 %14 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, i32 noundef %90, double noundef %69, double noundef %70, ptr noundef nonnull @.str.5)
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %86, %89
  %95 = add nuw nsw i64 %14, 1
  %96 = icmp eq i64 %95, 3
  br i1 %96, label %7, label %13, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @d1(double noundef %0) #0 {
  %2 = tail call double @__enzyme_autodiff(ptr noundef nonnull @series, double noundef %0) #8
  ret double %2
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal fastcc double @exact(double noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = icmp ugt i32 %1, 1
  br i1 %4, label %18, label %5

5:                                                ; preds = %2
  %6 = tail call fastcc i64 @fact(i64 noundef 1)
  %7 = sitofp i64 %6 to double
  %8 = fdiv double 1.000000e+00, %7
  %9 = sub nuw nsw i64 1, %3
  %10 = icmp eq i32 %1, 0
  %11 = sub nuw nsw i64 2, %3
  %12 = uitofp nneg i64 %11 to double
  %13 = select i1 %10, double 1.000000e+00, double %12
  %14 = fmul double %8, %13
  %15 = uitofp nneg i64 %9 to double
  %16 = tail call double @pow(double noundef %0, double noundef %15) #8
  %17 = tail call double @llvm.fmuladd.f64(double %14, double %16, double 0.000000e+00)
  br label %18

18:                                               ; preds = %2, %5
  %19 = phi double [ 0.000000e+00, %2 ], [ %17, %5 ]
  %20 = icmp ugt i32 %1, 3
  br i1 %20, label %46, label %21

21:                                               ; preds = %18
  %22 = tail call fastcc i64 @fact(i64 noundef 3)
  %23 = sitofp i64 %22 to double
  %24 = fdiv double -1.000000e+00, %23
  %25 = sub nuw nsw i64 3, %3
  %26 = icmp eq i32 %1, 0
  br i1 %26, label %41, label %27

27:                                               ; preds = %21
  %28 = sub nuw nsw i64 4, %3
  %29 = uitofp nneg i64 %28 to double
  %30 = fmul double %24, %29
  %31 = icmp eq i32 %1, 1
  br i1 %31, label %41, label %32, !llvm.loop !13

32:                                               ; preds = %27
  %33 = sub nuw nsw i64 5, %3
  %34 = uitofp nneg i64 %33 to double
  %35 = fmul double %30, %34
  %36 = icmp eq i32 %1, 2
  br i1 %36, label %41, label %37, !llvm.loop !13

37:                                               ; preds = %32
  %38 = sub nuw nsw i64 6, %3
  %39 = uitofp nneg i64 %38 to double
  %40 = fmul double %35, %39
  br label %41

41:                                               ; preds = %27, %32, %37, %21
  %42 = phi double [ %24, %21 ], [ %30, %27 ], [ %35, %32 ], [ %40, %37 ]
  %43 = uitofp nneg i64 %25 to double
  %44 = tail call double @pow(double noundef %0, double noundef %43) #8
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %19)
  br label %46

46:                                               ; preds = %41, %18
  %47 = phi double [ %19, %18 ], [ %45, %41 ]
  %48 = icmp ugt i32 %1, 5
  br i1 %48, label %84, label %49

49:                                               ; preds = %46
  %50 = tail call fastcc i64 @fact(i64 noundef 5)
  %51 = sitofp i64 %50 to double
  %52 = fdiv double 1.000000e+00, %51
  %53 = sub nsw i64 5, %3
  %54 = icmp eq i32 %1, 0
  br i1 %54, label %79, label %55

55:                                               ; preds = %49
  %56 = sub nsw i64 6, %3
  %57 = sitofp i64 %56 to double
  %58 = fmul double %52, %57
  %59 = icmp eq i32 %1, 1
  br i1 %59, label %79, label %60, !llvm.loop !13

60:                                               ; preds = %55
  %61 = sub nuw nsw i64 7, %3
  %62 = uitofp nneg i64 %61 to double
  %63 = fmul double %58, %62
  %64 = icmp eq i32 %1, 2
  br i1 %64, label %79, label %65, !llvm.loop !13

65:                                               ; preds = %60
  %66 = sub nuw nsw i64 8, %3
  %67 = uitofp nneg i64 %66 to double
  %68 = fmul double %63, %67
  %69 = icmp eq i32 %1, 3
  br i1 %69, label %79, label %70, !llvm.loop !13

70:                                               ; preds = %65
  %71 = sub nuw nsw i64 9, %3
  %72 = uitofp nneg i64 %71 to double
  %73 = fmul double %68, %72
  %74 = icmp eq i32 %1, 4
  br i1 %74, label %79, label %75, !llvm.loop !13

75:                                               ; preds = %70
  %76 = sub nuw nsw i64 10, %3
  %77 = uitofp nneg i64 %76 to double
  %78 = fmul double %73, %77
  br label %79

79:                                               ; preds = %55, %60, %65, %70, %75, %49
  %80 = phi double [ %52, %49 ], [ %58, %55 ], [ %63, %60 ], [ %68, %65 ], [ %73, %70 ], [ %78, %75 ]
  %81 = sitofp i64 %53 to double
  %82 = tail call double @pow(double noundef %0, double noundef %81) #8
  %83 = tail call double @llvm.fmuladd.f64(double %80, double %82, double %47)
  br label %84

84:                                               ; preds = %79, %46
  %85 = phi double [ %47, %46 ], [ %83, %79 ]
  %86 = icmp ugt i32 %1, 7
  br i1 %86, label %132, label %87

87:                                               ; preds = %84
  %88 = tail call fastcc i64 @fact(i64 noundef 7)
  %89 = sitofp i64 %88 to double
  %90 = fdiv double -1.000000e+00, %89
  %91 = sub nuw nsw i64 7, %3
  %92 = icmp eq i32 %1, 0
  br i1 %92, label %127, label %93

93:                                               ; preds = %87
  %94 = sub nuw nsw i64 8, %3
  %95 = uitofp nneg i64 %94 to double
  %96 = fmul double %90, %95
  %97 = icmp eq i32 %1, 1
  br i1 %97, label %127, label %98, !llvm.loop !13

98:                                               ; preds = %93
  %99 = sub nuw nsw i64 9, %3
  %100 = uitofp nneg i64 %99 to double
  %101 = fmul double %96, %100
  %102 = icmp eq i32 %1, 2
  br i1 %102, label %127, label %103, !llvm.loop !13

103:                                              ; preds = %98
  %104 = sub nuw nsw i64 10, %3
  %105 = uitofp nneg i64 %104 to double
  %106 = fmul double %101, %105
  %107 = icmp eq i32 %1, 3
  br i1 %107, label %127, label %108, !llvm.loop !13

108:                                              ; preds = %103
  %109 = sub nuw nsw i64 11, %3
  %110 = uitofp nneg i64 %109 to double
  %111 = fmul double %106, %110
  %112 = icmp eq i32 %1, 4
  br i1 %112, label %127, label %113, !llvm.loop !13

113:                                              ; preds = %108
  %114 = sub nuw nsw i64 12, %3
  %115 = uitofp nneg i64 %114 to double
  %116 = fmul double %111, %115
  %117 = icmp eq i32 %1, 5
  br i1 %117, label %127, label %118, !llvm.loop !13

118:                                              ; preds = %113
  %119 = sub nuw nsw i64 13, %3
  %120 = uitofp nneg i64 %119 to double
  %121 = fmul double %116, %120
  %122 = icmp eq i32 %1, 6
  br i1 %122, label %127, label %123, !llvm.loop !13

123:                                              ; preds = %118
  %124 = sub nuw nsw i64 14, %3
  %125 = uitofp nneg i64 %124 to double
  %126 = fmul double %121, %125
  br label %127

127:                                              ; preds = %93, %98, %103, %108, %113, %118, %123, %87
  %128 = phi double [ %90, %87 ], [ %96, %93 ], [ %101, %98 ], [ %106, %103 ], [ %111, %108 ], [ %116, %113 ], [ %121, %118 ], [ %126, %123 ]
  %129 = uitofp nneg i64 %91 to double
  %130 = tail call double @pow(double noundef %0, double noundef %129) #8
  %131 = tail call double @llvm.fmuladd.f64(double %128, double %130, double %85)
  br label %132

132:                                              ; preds = %127, %84
  %133 = phi double [ %85, %84 ], [ %131, %127 ]
  %134 = icmp ugt i32 %1, 9
  br i1 %134, label %191, label %135

135:                                              ; preds = %132
  %136 = tail call fastcc i64 @fact(i64 noundef 9)
  %137 = sitofp i64 %136 to double
  %138 = fdiv double 1.000000e+00, %137
  %139 = sub nsw i64 9, %3
  %140 = icmp eq i32 %1, 0
  br i1 %140, label %186, label %141

141:                                              ; preds = %135
  %142 = and i64 %3, 7
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %153, label %144

144:                                              ; preds = %141, %144
  %145 = phi i64 [ %148, %144 ], [ %139, %141 ]
  %146 = phi double [ %150, %144 ], [ %138, %141 ]
  %147 = phi i64 [ %151, %144 ], [ 0, %141 ]
  %148 = add nsw i64 %145, 1
  %149 = sitofp i64 %148 to double
  %150 = fmul double %146, %149
  %151 = add i64 %147, 1
  %152 = icmp eq i64 %151, %142
  br i1 %152, label %153, label %144, !llvm.loop !14

153:                                              ; preds = %144, %141
  %154 = phi double [ poison, %141 ], [ %150, %144 ]
  %155 = phi i64 [ %139, %141 ], [ %148, %144 ]
  %156 = phi double [ %138, %141 ], [ %150, %144 ]
  %157 = icmp ult i32 %1, 8
  br i1 %157, label %186, label %158

158:                                              ; preds = %153, %158
  %159 = phi i64 [ %182, %158 ], [ %155, %153 ]
  %160 = phi double [ %184, %158 ], [ %156, %153 ]
  %161 = add nsw i64 %159, 1
  %162 = sitofp i64 %161 to double
  %163 = fmul double %160, %162
  %164 = add nsw i64 %159, 2
  %165 = sitofp i64 %164 to double
  %166 = fmul double %163, %165
  %167 = add nsw i64 %159, 3
  %168 = sitofp i64 %167 to double
  %169 = fmul double %166, %168
  %170 = add nsw i64 %159, 4
  %171 = sitofp i64 %170 to double
  %172 = fmul double %169, %171
  %173 = add nsw i64 %159, 5
  %174 = sitofp i64 %173 to double
  %175 = fmul double %172, %174
  %176 = add nsw i64 %159, 6
  %177 = sitofp i64 %176 to double
  %178 = fmul double %175, %177
  %179 = add nsw i64 %159, 7
  %180 = sitofp i64 %179 to double
  %181 = fmul double %178, %180
  %182 = add nsw i64 %159, 8
  %183 = sitofp i64 %182 to double
  %184 = fmul double %181, %183
  %185 = icmp eq i64 %182, 9
  br i1 %185, label %186, label %158, !llvm.loop !13

186:                                              ; preds = %153, %158, %135
  %187 = phi double [ %138, %135 ], [ %154, %153 ], [ %184, %158 ]
  %188 = sitofp i64 %139 to double
  %189 = tail call double @pow(double noundef %0, double noundef %188) #8
  %190 = tail call double @llvm.fmuladd.f64(double %187, double %189, double %133)
  br label %191

191:                                              ; preds = %186, %132
  %192 = phi double [ %133, %132 ], [ %190, %186 ]
  ret double %192
}

; Function Attrs: nounwind uwtable
define internal double @d2(double noundef %0) #0 {
  %2 = tail call double @__enzyme_autodiff(ptr noundef nonnull @d1, double noundef %0) #8
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare double @__enzyme_autodiff(ptr noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @series(double noundef %0) #2 {
  br label %3

2:                                                ; preds = %18
  ret double %19

3:                                                ; preds = %1, %18
  %4 = phi i64 [ 0, %1 ], [ %20, %18 ]
  %5 = phi double [ 0.000000e+00, %1 ], [ %19, %18 ]
  %6 = and i64 %4, 1
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %3
  %9 = uitofp nneg i64 %4 to double
  %10 = tail call double @pow(double noundef %0, double noundef %9) #8
  %11 = tail call fastcc i64 @fact(i64 noundef %4)
  %12 = sitofp i64 %11 to double
  %13 = fdiv double %10, %12
  %14 = and i64 %4, 3
  %15 = icmp eq i64 %14, 1
  %16 = select i1 %15, double 1.000000e+00, double -1.000000e+00
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %5)
  br label %18

18:                                               ; preds = %3, %8
  %19 = phi double [ %5, %3 ], [ %17, %8 ]
  %20 = add nuw nsw i64 %4, 1
  %21 = icmp eq i64 %20, 10
  br i1 %21, label %2, label %3, !llvm.loop !16
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @fact(i64 noundef %0) unnamed_addr #7 {
  %2 = icmp slt i64 %0, 2
  br i1 %2, label %45, label %3

3:                                                ; preds = %1
  %4 = add nsw i64 %0, -1
  %5 = add nsw i64 %0, -2
  %6 = and i64 %4, 7
  %7 = icmp ult i64 %5, 7
  br i1 %7, label %32, label %8

8:                                                ; preds = %3
  %9 = and i64 %4, -8
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ %0, %8 ], [ %28, %10 ]
  %12 = phi i64 [ 1, %8 ], [ %29, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %14 = add nsw i64 %11, -1
  %15 = mul nsw i64 %11, %12
  %16 = add nsw i64 %11, -2
  %17 = mul nsw i64 %14, %15
  %18 = add nsw i64 %11, -3
  %19 = mul nsw i64 %16, %17
  %20 = add nsw i64 %11, -4
  %21 = mul nsw i64 %18, %19
  %22 = add nsw i64 %11, -5
  %23 = mul nsw i64 %20, %21
  %24 = add nsw i64 %11, -6
  %25 = mul nsw i64 %22, %23
  %26 = add nsw i64 %11, -7
  %27 = mul nsw i64 %24, %25
  %28 = add nsw i64 %11, -8
  %29 = mul nsw i64 %26, %27
  %30 = add i64 %13, 8
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10

32:                                               ; preds = %10, %3
  %33 = phi i64 [ poison, %3 ], [ %29, %10 ]
  %34 = phi i64 [ %0, %3 ], [ %28, %10 ]
  %35 = phi i64 [ 1, %3 ], [ %29, %10 ]
  %36 = icmp eq i64 %6, 0
  br i1 %36, label %45, label %37

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %34, %32 ]
  %39 = phi i64 [ %42, %37 ], [ %35, %32 ]
  %40 = phi i64 [ %43, %37 ], [ 0, %32 ]
  %41 = add nsw i64 %38, -1
  %42 = mul nsw i64 %38, %39
  %43 = add i64 %40, 1
  %44 = icmp eq i64 %43, %6
  br i1 %44, label %45, label %37, !llvm.loop !17

45:                                               ; preds = %32, %37, %1
  %46 = phi i64 [ 1, %1 ], [ %33, %32 ], [ %42, %37 ]
  ret i64 %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !15}
