; ModuleID = 'intmove.c'
source_filename = "intmove.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [11 x i8] c"ranked.rev\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ranked.fwd\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"intmove\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define dso_local nofpclass(nan inf) double @ranked(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [7 x i32], align 16
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #12
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #13
  tail call void @free(ptr noundef %6) #13
  br label %139

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %10, 1
  %13 = icmp eq i64 %11, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483646
  br label %16

16:                                               ; preds = %101, %14
  %17 = phi i64 [ 0, %14 ], [ %109, %101 ]
  %18 = phi i64 [ 0, %14 ], [ %110, %101 ]
  %19 = icmp eq i64 %17, 0
  br i1 %19, label %75, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds double, ptr %0, i64 %17
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = trunc nuw nsw i64 %17 to i32
  br label %62

24:                                               ; preds = %101, %9
  %25 = phi i64 [ 0, %9 ], [ %109, %101 ]
  %26 = icmp eq i64 %12, 0
  br i1 %26, label %55, label %27

27:                                               ; preds = %24
  %28 = icmp eq i64 %25, 0
  br i1 %28, label %46, label %29

29:                                               ; preds = %27
  %30 = getelementptr inbounds double, ptr %0, i64 %25
  %31 = load double, ptr %30, align 8, !tbaa !5
  %32 = trunc nuw nsw i64 %25 to i32
  br label %33

33:                                               ; preds = %43, %29
  %34 = phi i64 [ 0, %29 ], [ %44, %43 ]
  %35 = getelementptr inbounds i32, ptr %6, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !9
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fcmp fast olt double %39, %31
  br i1 %40, label %43, label %41

41:                                               ; preds = %33
  %42 = trunc nuw nsw i64 %34 to i32
  br label %46

43:                                               ; preds = %33
  %44 = add nuw nsw i64 %34, 1
  %45 = icmp eq i64 %44, %25
  br i1 %45, label %46, label %33, !llvm.loop !11

46:                                               ; preds = %43, %41, %27
  %47 = phi i32 [ 0, %27 ], [ %32, %41 ], [ %32, %43 ]
  %48 = phi i32 [ 0, %27 ], [ %42, %41 ], [ %32, %43 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %6, i64 %49
  %51 = getelementptr inbounds i8, ptr %50, i64 4
  %52 = sub nsw i32 %47, %48
  %53 = sext i32 %52 to i64
  %54 = shl nsw i64 %53, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %51, ptr align 4 %50, i64 %54, i1 false)
  store i32 %47, ptr %50, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %24, %46
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 4 %6, i64 %5, i1 false)
  tail call void @free(ptr noundef nonnull %6) #13
  br i1 %7, label %56, label %139

56:                                               ; preds = %55
  %57 = zext nneg i32 %1 to i64
  %58 = and i64 %57, 1
  %59 = icmp eq i64 %11, 0
  br i1 %59, label %112, label %60

60:                                               ; preds = %56
  %61 = and i64 %57, 2147483646
  br label %141

62:                                               ; preds = %20, %70
  %63 = phi i64 [ 0, %20 ], [ %71, %70 ]
  %64 = getelementptr inbounds i32, ptr %6, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !9
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = fcmp fast olt double %68, %22
  br i1 %69, label %70, label %73

70:                                               ; preds = %62
  %71 = add nuw nsw i64 %63, 1
  %72 = icmp eq i64 %71, %17
  br i1 %72, label %75, label %62, !llvm.loop !11

73:                                               ; preds = %62
  %74 = trunc nuw nsw i64 %63 to i32
  br label %75

75:                                               ; preds = %70, %73, %16
  %76 = phi i32 [ 0, %16 ], [ %23, %73 ], [ %23, %70 ]
  %77 = phi i32 [ 0, %16 ], [ %74, %73 ], [ %23, %70 ]
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %6, i64 %78
  %80 = getelementptr inbounds i8, ptr %79, i64 4
  %81 = sub nsw i32 %76, %77
  %82 = sext i32 %81 to i64
  %83 = shl nsw i64 %82, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %80, ptr align 4 %79, i64 %83, i1 false)
  store i32 %76, ptr %79, align 4, !tbaa !9
  %84 = or disjoint i64 %17, 1
  %85 = getelementptr inbounds double, ptr %0, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !5
  %87 = trunc nuw nsw i64 %84 to i32
  br label %88

88:                                               ; preds = %98, %75
  %89 = phi i64 [ 0, %75 ], [ %99, %98 ]
  %90 = getelementptr inbounds i32, ptr %6, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = fcmp fast olt double %94, %86
  br i1 %95, label %98, label %96

96:                                               ; preds = %88
  %97 = trunc nuw nsw i64 %89 to i32
  br label %101

98:                                               ; preds = %88
  %99 = add nuw nsw i64 %89, 1
  %100 = icmp eq i64 %89, %17
  br i1 %100, label %101, label %88, !llvm.loop !11

101:                                              ; preds = %98, %96
  %102 = phi i32 [ %97, %96 ], [ %87, %98 ]
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %6, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 4
  %106 = sub nsw i32 %87, %102
  %107 = sext i32 %106 to i64
  %108 = shl nsw i64 %107, 2
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %105, ptr align 4 %104, i64 %108, i1 false)
  store i32 %87, ptr %104, align 4, !tbaa !9
  %109 = add nuw nsw i64 %17, 2
  %110 = add i64 %18, 2
  %111 = icmp eq i64 %110, %15
  br i1 %111, label %24, label %16, !llvm.loop !13

112:                                              ; preds = %141, %56
  %113 = phi double [ poison, %56 ], [ %186, %141 ]
  %114 = phi i64 [ 0, %56 ], [ %166, %141 ]
  %115 = phi double [ 0.000000e+00, %56 ], [ %186, %141 ]
  %116 = icmp eq i64 %58, 0
  br i1 %116, label %139, label %117

117:                                              ; preds = %112
  %118 = add nuw nsw i64 %114, 1
  %119 = trunc nuw nsw i64 %118 to i32
  %120 = uitofp nneg i32 %119 to double
  %121 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %114
  %122 = load i32, ptr %121, align 4, !tbaa !9
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !5
  %126 = fmul fast double %125, %120
  %127 = icmp eq i64 %118, %57
  %128 = and i64 %118, 4294967295
  %129 = select i1 %127, i64 0, i64 %128
  %130 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !9
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds double, ptr %0, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !5
  %135 = fmul fast double %126, %134
  %136 = tail call fast double @llvm.sin.f64(double %125)
  %137 = fadd fast double %136, %115
  %138 = fadd fast double %137, %135
  br label %139

139:                                              ; preds = %117, %112, %8, %55
  %140 = phi double [ 0.000000e+00, %55 ], [ 0.000000e+00, %8 ], [ %113, %112 ], [ %138, %117 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3) #13
  ret double %140

141:                                              ; preds = %141, %60
  %142 = phi i64 [ 0, %60 ], [ %166, %141 ]
  %143 = phi double [ 0.000000e+00, %60 ], [ %186, %141 ]
  %144 = phi i64 [ 0, %60 ], [ %187, %141 ]
  %145 = or disjoint i64 %142, 1
  %146 = trunc nuw nsw i64 %145 to i32
  %147 = uitofp nneg i32 %146 to double
  %148 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %142
  %149 = load i32, ptr %148, align 8, !tbaa !9
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds double, ptr %0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !5
  %153 = fmul fast double %152, %147
  %154 = icmp eq i64 %145, %57
  %155 = and i64 %145, 4294967295
  %156 = select i1 %154, i64 0, i64 %155
  %157 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !9
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds double, ptr %0, i64 %159
  %161 = load double, ptr %160, align 8, !tbaa !5
  %162 = fmul fast double %153, %161
  %163 = tail call fast double @llvm.sin.f64(double %152)
  %164 = fadd fast double %163, %143
  %165 = fadd fast double %164, %162
  %166 = add nuw nsw i64 %142, 2
  %167 = trunc nuw nsw i64 %166 to i32
  %168 = uitofp nneg i32 %167 to double
  %169 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %145
  %170 = load i32, ptr %169, align 4, !tbaa !9
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds double, ptr %0, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = fmul fast double %173, %168
  %175 = icmp eq i64 %166, %57
  %176 = and i64 %166, 4294967294
  %177 = select i1 %175, i64 0, i64 %176
  %178 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %177
  %179 = load i32, ptr %178, align 8, !tbaa !9
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds double, ptr %0, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !5
  %183 = fmul fast double %174, %182
  %184 = tail call fast double @llvm.sin.f64(double %173)
  %185 = fadd fast double %184, %165
  %186 = fadd fast double %185, %183
  %187 = add i64 %144, 2
  %188 = icmp eq i64 %187, %61
  br i1 %188, label %112, label %141, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [7 x double], align 16
  %6 = alloca [7 x double], align 16
  %7 = alloca [7 x double], align 16
  %8 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %7) #13
  %9 = load i64, ptr @rng_state, align 8, !tbaa !15
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = insertelement <4 x i64> poison, i64 %11, i64 0
  %19 = insertelement <4 x i64> %18, i64 %13, i64 1
  %20 = insertelement <4 x i64> %19, i64 %15, i64 2
  %21 = insertelement <4 x i64> %20, i64 %17, i64 3
  %22 = lshr <4 x i64> %21, <i64 10, i64 10, i64 10, i64 10>
  %23 = and <4 x i64> %22, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <4 x i64> %23 to <4 x double>
  %25 = fmul fast <4 x double> %24, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %26 = fadd fast <4 x double> %25, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %26, ptr %5, align 16, !tbaa !5
  %27 = mul i64 %17, 6364136223846793005
  %28 = getelementptr inbounds i8, ptr %5, i64 32
  %29 = add i64 %27, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <2 x i64> poison, i64 %29, i64 0
  %33 = insertelement <2 x i64> %32, i64 %31, i64 1
  %34 = lshr <2 x i64> %33, <i64 10, i64 10>
  %35 = and <2 x i64> %34, <i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <2 x i64> %35 to <2 x double>
  %37 = fmul fast <2 x double> %36, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %38 = fadd fast <2 x double> %37, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %38, ptr %28, align 16, !tbaa !5
  %39 = mul i64 %31, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = lshr i64 %40, 10
  %42 = and i64 %41, 18014398509481982
  %43 = uitofp nneg i64 %42 to double
  %44 = fmul fast double %43, 0x3CA0000000000000
  %45 = fadd fast double %44, -1.000000e+00
  %46 = getelementptr inbounds i8, ptr %5, i64 48
  store double %45, ptr %46, align 16, !tbaa !5
  store i64 %40, ptr @rng_state, align 8, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  %47 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %48 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %49 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ranked, i32 noundef %47, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %48, i32 noundef 7) #13
  %50 = call noalias dereferenceable_or_null(56) ptr @malloc(i64 noundef 56) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %50, ptr noundef nonnull readonly align 16 dereferenceable(56) %5, i64 56, i1 false)
  br label %51

51:                                               ; preds = %90, %0
  %52 = phi i64 [ 0, %0 ], [ %91, %90 ]
  %53 = getelementptr inbounds double, ptr %6, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds double, ptr %50, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = call fast double @llvm.fabs.f64(double %56)
  %58 = call fast double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  %59 = fmul fast double %58, 0x3EB0C6F7A0B5ED8D
  %60 = fadd fast double %59, %56
  %61 = fsub fast double %56, %59
  store double %60, ptr %55, align 8, !tbaa !5
  %62 = call fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %50)
  store double %61, ptr %55, align 8, !tbaa !5
  %63 = call fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %50)
  store double %56, ptr %55, align 8, !tbaa !5
  %64 = fsub fast double %62, %63
  %65 = fmul fast double %58, 2.000000e-06
  %66 = fdiv fast double %64, %65
  %67 = call fast double @llvm.fabs.f64(double %66)
  %68 = call fast double @llvm.maxnum.f64(double %67, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %54, ptr %4, align 8, !tbaa !5
  %69 = load volatile double, ptr %4, align 8, !tbaa !5
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %71, label %85, label %72

72:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %66, ptr %3, align 8, !tbaa !5
  %73 = load volatile double, ptr %3, align 8, !tbaa !5
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %75, label %85, label %76

76:                                               ; preds = %72
  %77 = fsub fast double %54, %66
  %78 = call fast double @llvm.fabs.f64(double %77)
  %79 = fmul fast double %68, 0x3EB0C6F7A0B5ED8D
  %80 = fcmp fast ole double %78, %79
  %81 = freeze i1 %80
  br i1 %81, label %82, label %85

82:                                               ; preds = %76
  %83 = trunc nuw nsw i64 %52 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %83, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %66, ptr noundef nonnull @.str.4)
  br label %90

85:                                               ; preds = %76, %72, %51
  %86 = trunc nuw nsw i64 %52 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %86, double noundef nofpclass(nan inf) %54, double noundef nofpclass(nan inf) %66, ptr noundef nonnull @.str.5)
  %88 = load i32, ptr @n_fail, align 4, !tbaa !9
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @n_fail, align 4, !tbaa !9
  br label %90

90:                                               ; preds = %85, %82
  %91 = add nuw nsw i64 %52, 1
  %92 = icmp eq i64 %91, 7
  br i1 %92, label %93, label %51, !llvm.loop !17

93:                                               ; preds = %90
  call void @free(ptr noundef nonnull %50) #13
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %8, ptr noundef nonnull align 16 dereferenceable(56) %5, i64 56, i1 false)
  br label %100

94:                                               ; preds = %141
  %95 = load i32, ptr @n_fail, align 4, !tbaa !9
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %95)
  %97 = load i32, ptr @n_fail, align 4, !tbaa !9
  %98 = icmp ne i32 %97, 0
  %99 = zext i1 %98 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #13
  ret i32 %99

100:                                              ; preds = %93, %141
  %101 = phi i64 [ 0, %93 ], [ %142, %141 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %7, i8 0, i64 56, i1 false)
  %102 = getelementptr inbounds [7 x double], ptr %7, i64 0, i64 %101
  store double 1.000000e+00, ptr %102, align 8, !tbaa !5
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %104 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %105 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @ranked, i32 noundef %103, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %104, i32 noundef 7) #13
  %106 = getelementptr inbounds double, ptr %8, i64 %101
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = call fast double @llvm.fabs.f64(double %107)
  %109 = call fast double @llvm.maxnum.f64(double %108, double 1.000000e+00)
  %110 = fmul fast double %109, 0x3EB0C6F7A0B5ED8D
  %111 = fadd fast double %110, %107
  %112 = fsub fast double %107, %110
  store double %111, ptr %106, align 8, !tbaa !5
  %113 = call fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %8)
  store double %112, ptr %106, align 8, !tbaa !5
  %114 = call fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %8)
  store double %107, ptr %106, align 8, !tbaa !5
  %115 = fsub fast double %113, %114
  %116 = fmul fast double %109, 2.000000e-06
  %117 = fdiv fast double %115, %116
  %118 = call fast double @llvm.fabs.f64(double %117)
  %119 = call fast double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %105, ptr %2, align 8, !tbaa !5
  %120 = load volatile double, ptr %2, align 8, !tbaa !5
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %122, label %136, label %123

123:                                              ; preds = %100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %117, ptr %1, align 8, !tbaa !5
  %124 = load volatile double, ptr %1, align 8, !tbaa !5
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %126, label %136, label %127

127:                                              ; preds = %123
  %128 = fsub fast double %105, %117
  %129 = call fast double @llvm.fabs.f64(double %128)
  %130 = fmul fast double %119, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp fast ole double %129, %130
  %132 = freeze i1 %131
  br i1 %132, label %133, label %136

133:                                              ; preds = %127
  %134 = trunc nuw nsw i64 %101 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %134, double noundef nofpclass(nan inf) %105, double noundef nofpclass(nan inf) %117, ptr noundef nonnull @.str.4)
  br label %141

136:                                              ; preds = %127, %123, %100
  %137 = trunc nuw nsw i64 %101 to i32
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %137, double noundef nofpclass(nan inf) %105, double noundef nofpclass(nan inf) %117, ptr noundef nonnull @.str.5)
  %139 = load i32, ptr @n_fail, align 4, !tbaa !9
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !9
  br label %141

141:                                              ; preds = %133, %136
  %142 = add nuw nsw i64 %101, 1
  %143 = icmp eq i64 %142, 7
  br i1 %143, label %94, label %100, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0) unnamed_addr #9 {
  %2 = tail call noalias dereferenceable_or_null(28) ptr @malloc(i64 noundef 28) #12
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 0, ptr %2, align 4, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = load double, ptr %0, align 8, !tbaa !5
  %7 = fcmp fast olt double %6, %5
  %8 = zext i1 %7 to i64
  %9 = getelementptr inbounds i32, ptr %2, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i64 4
  %11 = select i1 %7, i64 0, i64 4
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %10, ptr nonnull align 4 %9, i64 %11, i1 false)
  store i32 1, ptr %9, align 4, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = load i32, ptr %2, align 4, !tbaa !9
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = fcmp fast olt double %17, %13
  br i1 %18, label %19, label %26

19:                                               ; preds = %1
  %20 = load i32, ptr %3, align 4, !tbaa !9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fcmp fast olt double %23, %13
  br i1 %24, label %25, label %26

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25, %19, %1
  %27 = phi i32 [ 2, %25 ], [ 0, %1 ], [ 1, %19 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %2, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 4
  %31 = shl nuw nsw i32 %27, 2
  %32 = sub nuw nsw i32 8, %31
  %33 = zext nneg i32 %32 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %30, ptr nonnull align 4 %29, i64 %33, i1 false)
  store i32 2, ptr %29, align 4, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = load i32, ptr %2, align 4, !tbaa !9
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fcmp fast olt double %39, %35
  br i1 %40, label %41, label %55

41:                                               ; preds = %26
  %42 = load i32, ptr %3, align 4, !tbaa !9
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fcmp fast olt double %45, %35
  br i1 %46, label %47, label %55

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = load i32, ptr %48, align 4, !tbaa !9
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = fcmp fast olt double %52, %35
  br i1 %53, label %54, label %55

54:                                               ; preds = %47
  br label %55

55:                                               ; preds = %54, %47, %41, %26
  %56 = phi i32 [ 3, %54 ], [ 0, %26 ], [ 1, %41 ], [ 2, %47 ]
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %2, i64 %57
  %59 = getelementptr inbounds i8, ptr %58, i64 4
  %60 = shl nuw nsw i32 %56, 2
  %61 = sub nuw nsw i32 12, %60
  %62 = zext nneg i32 %61 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %59, ptr nonnull align 4 %58, i64 %62, i1 false)
  store i32 3, ptr %58, align 4, !tbaa !9
  %63 = getelementptr inbounds i8, ptr %0, i64 32
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = load i32, ptr %2, align 4, !tbaa !9
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = fcmp fast olt double %68, %64
  br i1 %69, label %70, label %91

70:                                               ; preds = %55
  %71 = load i32, ptr %3, align 4, !tbaa !9
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !5
  %75 = fcmp fast olt double %74, %64
  br i1 %75, label %76, label %91

76:                                               ; preds = %70
  %77 = getelementptr inbounds i8, ptr %2, i64 8
  %78 = load i32, ptr %77, align 4, !tbaa !9
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = fcmp fast olt double %81, %64
  br i1 %82, label %83, label %91

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %2, i64 12
  %85 = load i32, ptr %84, align 4, !tbaa !9
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fcmp fast olt double %88, %64
  br i1 %89, label %90, label %91

90:                                               ; preds = %83
  br label %91

91:                                               ; preds = %90, %83, %76, %70, %55
  %92 = phi i32 [ 4, %90 ], [ 0, %55 ], [ 1, %70 ], [ 2, %76 ], [ 3, %83 ]
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %2, i64 %93
  %95 = getelementptr inbounds i8, ptr %94, i64 4
  %96 = shl nuw nsw i32 %92, 2
  %97 = sub nuw nsw i32 16, %96
  %98 = zext nneg i32 %97 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %95, ptr nonnull align 4 %94, i64 %98, i1 false)
  store i32 4, ptr %94, align 4, !tbaa !9
  %99 = getelementptr inbounds i8, ptr %0, i64 40
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = load i32, ptr %2, align 4, !tbaa !9
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fcmp fast olt double %104, %100
  br i1 %105, label %106, label %134

106:                                              ; preds = %91
  %107 = load i32, ptr %3, align 4, !tbaa !9
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, ptr %0, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !5
  %111 = fcmp fast olt double %110, %100
  br i1 %111, label %112, label %134

112:                                              ; preds = %106
  %113 = getelementptr inbounds i8, ptr %2, i64 8
  %114 = load i32, ptr %113, align 4, !tbaa !9
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = fcmp fast olt double %117, %100
  br i1 %118, label %119, label %134

119:                                              ; preds = %112
  %120 = getelementptr inbounds i8, ptr %2, i64 12
  %121 = load i32, ptr %120, align 4, !tbaa !9
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = fcmp fast olt double %124, %100
  br i1 %125, label %126, label %134

126:                                              ; preds = %119
  %127 = getelementptr inbounds i8, ptr %2, i64 16
  %128 = load i32, ptr %127, align 4, !tbaa !9
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds double, ptr %0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = fcmp fast olt double %131, %100
  br i1 %132, label %133, label %134

133:                                              ; preds = %126
  br label %134

134:                                              ; preds = %133, %126, %119, %112, %106, %91
  %135 = phi i32 [ 5, %133 ], [ 0, %91 ], [ 1, %106 ], [ 2, %112 ], [ 3, %119 ], [ 4, %126 ]
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %2, i64 %136
  %138 = getelementptr inbounds i8, ptr %137, i64 4
  %139 = shl nuw nsw i32 %135, 2
  %140 = sub nuw nsw i32 20, %139
  %141 = zext nneg i32 %140 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %138, ptr nonnull align 4 %137, i64 %141, i1 false)
  store i32 5, ptr %137, align 4, !tbaa !9
  %142 = getelementptr inbounds i8, ptr %0, i64 48
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = load i32, ptr %2, align 4, !tbaa !9
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !5
  %148 = fcmp fast olt double %147, %143
  br i1 %148, label %149, label %184

149:                                              ; preds = %134
  %150 = load i32, ptr %3, align 4, !tbaa !9
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds double, ptr %0, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !5
  %154 = fcmp fast olt double %153, %143
  br i1 %154, label %155, label %184

155:                                              ; preds = %149
  %156 = getelementptr inbounds i8, ptr %2, i64 8
  %157 = load i32, ptr %156, align 4, !tbaa !9
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds double, ptr %0, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !5
  %161 = fcmp fast olt double %160, %143
  br i1 %161, label %162, label %184

162:                                              ; preds = %155
  %163 = getelementptr inbounds i8, ptr %2, i64 12
  %164 = load i32, ptr %163, align 4, !tbaa !9
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %0, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = fcmp fast olt double %167, %143
  br i1 %168, label %169, label %184

169:                                              ; preds = %162
  %170 = getelementptr inbounds i8, ptr %2, i64 16
  %171 = load i32, ptr %170, align 4, !tbaa !9
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds double, ptr %0, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = fcmp fast olt double %174, %143
  br i1 %175, label %176, label %184

176:                                              ; preds = %169
  %177 = getelementptr inbounds i8, ptr %2, i64 20
  %178 = load i32, ptr %177, align 4, !tbaa !9
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds double, ptr %0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !5
  %182 = fcmp fast olt double %181, %143
  br i1 %182, label %183, label %184

183:                                              ; preds = %176
  br label %184

184:                                              ; preds = %134, %149, %155, %162, %169, %176, %183
  %185 = phi i32 [ 6, %183 ], [ 0, %134 ], [ 1, %149 ], [ 2, %155 ], [ 3, %162 ], [ 4, %169 ], [ 5, %176 ]
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %2, i64 %186
  %188 = getelementptr inbounds i8, ptr %187, i64 4
  %189 = shl nuw nsw i32 %185, 2
  %190 = sub nuw nsw i32 24, %189
  %191 = zext nneg i32 %190 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %188, ptr nonnull align 4 %187, i64 %191, i1 false)
  store i32 6, ptr %187, align 4, !tbaa !9
  %192 = load i32, ptr %2, align 4
  %193 = load i32, ptr %3, align 4
  %194 = getelementptr inbounds i8, ptr %2, i64 8
  %195 = load i32, ptr %194, align 4
  %196 = getelementptr inbounds i8, ptr %2, i64 12
  %197 = load i32, ptr %196, align 4
  %198 = getelementptr inbounds i8, ptr %2, i64 16
  %199 = load i32, ptr %198, align 4
  %200 = getelementptr inbounds i8, ptr %2, i64 20
  %201 = load i32, ptr %200, align 4
  %202 = getelementptr inbounds i8, ptr %2, i64 24
  %203 = load i32, ptr %202, align 4
  tail call void @free(ptr noundef nonnull %2) #13
  %204 = sext i32 %192 to i64
  %205 = getelementptr inbounds double, ptr %0, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = sext i32 %193 to i64
  %208 = getelementptr inbounds double, ptr %0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !5
  %210 = fmul fast double %206, %209
  %211 = tail call fast double @llvm.sin.f64(double %206)
  %212 = fadd fast double %211, %210
  %213 = fmul fast double %209, 2.000000e+00
  %214 = sext i32 %195 to i64
  %215 = getelementptr inbounds double, ptr %0, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !5
  %217 = fmul fast double %213, %216
  %218 = tail call fast double @llvm.sin.f64(double %209)
  %219 = fadd fast double %218, %212
  %220 = fadd fast double %219, %217
  %221 = fmul fast double %216, 3.000000e+00
  %222 = sext i32 %197 to i64
  %223 = getelementptr inbounds double, ptr %0, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = fmul fast double %221, %224
  %226 = tail call fast double @llvm.sin.f64(double %216)
  %227 = fadd fast double %226, %220
  %228 = fadd fast double %227, %225
  %229 = fmul fast double %224, 4.000000e+00
  %230 = sext i32 %199 to i64
  %231 = getelementptr inbounds double, ptr %0, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !5
  %233 = fmul fast double %229, %232
  %234 = tail call fast double @llvm.sin.f64(double %224)
  %235 = fadd fast double %234, %228
  %236 = fadd fast double %235, %233
  %237 = fmul fast double %232, 5.000000e+00
  %238 = sext i32 %201 to i64
  %239 = getelementptr inbounds double, ptr %0, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = fmul fast double %237, %240
  %242 = tail call fast double @llvm.sin.f64(double %232)
  %243 = fadd fast double %242, %236
  %244 = fadd fast double %243, %241
  %245 = fmul fast double %240, 6.000000e+00
  %246 = sext i32 %203 to i64
  %247 = getelementptr inbounds double, ptr %0, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !5
  %249 = fmul fast double %245, %248
  %250 = tail call fast double @llvm.sin.f64(double %240)
  %251 = fadd fast double %250, %244
  %252 = fadd fast double %251, %249
  %253 = fmul fast double %248, 7.000000e+00
  %254 = fmul fast double %253, %206
  %255 = tail call fast double @llvm.sin.f64(double %248)
  %256 = fadd fast double %255, %252
  %257 = fadd fast double %256, %254
  ret double %257
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

attributes #0 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

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
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
