; ModuleID = 'signmask.c'
source_filename = "signmask.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [3 x i8] c"l1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"l1.fwd\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"negs\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"negs.fwd\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"l1f\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"l1f.fwd\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"signmask\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @l1(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %206

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = lshr i64 %7, 1
  %9 = add nuw i64 %8, 1
  %10 = and i64 %9, 7
  %11 = icmp ult i32 %1, 15
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = and i64 %9, -8
  br label %161

14:                                               ; preds = %161, %5
  %15 = phi i64 [ 0, %5 ], [ %203, %161 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %14, %17
  %18 = phi i64 [ %24, %17 ], [ %15, %14 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %14 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %18
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load <2 x i64>, ptr %21, align 1, !tbaa !5
  %23 = and <2 x i64> %22, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %23, ptr %20, align 16, !tbaa !5
  %24 = add nuw nsw i64 %18, 2
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %17, !llvm.loop !8

27:                                               ; preds = %17, %14
  br i1 %4, label %28, label %206

28:                                               ; preds = %27
  %29 = zext nneg i32 %1 to i64
  %30 = icmp ult i32 %1, 16
  br i1 %30, label %31, label %34

31:                                               ; preds = %155, %28
  %32 = phi i64 [ 0, %28 ], [ %35, %155 ]
  %33 = phi double [ 0.000000e+00, %28 ], [ %159, %155 ]
  br label %208

34:                                               ; preds = %28
  %35 = and i64 %6, 2147483632
  %36 = insertelement <4 x i32> poison, i32 %1, i64 0
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <4 x i32> zeroinitializer
  %38 = zext nneg <4 x i32> %37 to <4 x i64>
  %39 = zext nneg <4 x i32> %37 to <4 x i64>
  %40 = zext nneg <4 x i32> %37 to <4 x i64>
  br label %41

41:                                               ; preds = %41, %34
  %42 = phi i64 [ 0, %34 ], [ %153, %41 ]
  %43 = phi <4 x double> [ zeroinitializer, %34 ], [ %149, %41 ]
  %44 = phi <4 x double> [ zeroinitializer, %34 ], [ %150, %41 ]
  %45 = phi <4 x double> [ zeroinitializer, %34 ], [ %151, %41 ]
  %46 = phi <4 x double> [ zeroinitializer, %34 ], [ %152, %41 ]
  %47 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %42
  %48 = getelementptr inbounds i8, ptr %47, i64 32
  %49 = getelementptr inbounds i8, ptr %47, i64 64
  %50 = getelementptr inbounds i8, ptr %47, i64 96
  %51 = load <4 x double>, ptr %47, align 16, !tbaa !10
  %52 = load <4 x double>, ptr %48, align 16, !tbaa !10
  %53 = load <4 x double>, ptr %49, align 16, !tbaa !10
  %54 = load <4 x double>, ptr %50, align 16, !tbaa !10
  %55 = insertelement <4 x i64> poison, i64 %42, i64 0
  %56 = shufflevector <4 x i64> %55, <4 x i64> poison, <4 x i32> zeroinitializer
  %57 = or disjoint <4 x i64> %56, <i64 1, i64 2, i64 3, i64 4>
  %58 = or disjoint <4 x i64> %56, <i64 5, i64 6, i64 7, i64 8>
  %59 = or disjoint <4 x i64> %56, <i64 9, i64 10, i64 11, i64 12>
  %60 = or disjoint i64 %42, 13
  %61 = or disjoint i64 %42, 14
  %62 = or disjoint i64 %42, 15
  %63 = add nuw nsw i64 %42, 16
  %64 = icmp eq i64 %60, %29
  %65 = icmp eq i64 %61, %29
  %66 = icmp eq i64 %62, %29
  %67 = icmp eq i64 %63, %29
  %68 = and i64 %60, 4294967293
  %69 = and i64 %61, 4294967294
  %70 = and i64 %62, 4294967295
  %71 = and i64 %63, 4294967280
  %72 = icmp eq <4 x i64> %57, %38
  %73 = and <4 x i64> %57, <i64 4294967281, i64 4294967282, i64 4294967283, i64 4294967284>
  %74 = select <4 x i1> %72, <4 x i64> zeroinitializer, <4 x i64> %73
  %75 = icmp eq <4 x i64> %58, %39
  %76 = and <4 x i64> %58, <i64 4294967285, i64 4294967286, i64 4294967287, i64 4294967288>
  %77 = select <4 x i1> %75, <4 x i64> zeroinitializer, <4 x i64> %76
  %78 = icmp eq <4 x i64> %59, %40
  %79 = and <4 x i64> %59, <i64 4294967289, i64 4294967290, i64 4294967291, i64 4294967292>
  %80 = select <4 x i1> %78, <4 x i64> zeroinitializer, <4 x i64> %79
  %81 = select i1 %64, i64 0, i64 %68
  %82 = select i1 %65, i64 0, i64 %69
  %83 = select i1 %66, i64 0, i64 %70
  %84 = select i1 %67, i64 0, i64 %71
  %85 = extractelement <4 x i64> %74, i64 0
  %86 = getelementptr inbounds double, ptr %0, i64 %85
  %87 = extractelement <4 x i64> %74, i64 1
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = extractelement <4 x i64> %74, i64 2
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = extractelement <4 x i64> %74, i64 3
  %92 = getelementptr inbounds double, ptr %0, i64 %91
  %93 = extractelement <4 x i64> %77, i64 0
  %94 = getelementptr inbounds double, ptr %0, i64 %93
  %95 = extractelement <4 x i64> %77, i64 1
  %96 = getelementptr inbounds double, ptr %0, i64 %95
  %97 = extractelement <4 x i64> %77, i64 2
  %98 = getelementptr inbounds double, ptr %0, i64 %97
  %99 = extractelement <4 x i64> %77, i64 3
  %100 = getelementptr inbounds double, ptr %0, i64 %99
  %101 = extractelement <4 x i64> %80, i64 0
  %102 = getelementptr inbounds double, ptr %0, i64 %101
  %103 = extractelement <4 x i64> %80, i64 1
  %104 = getelementptr inbounds double, ptr %0, i64 %103
  %105 = extractelement <4 x i64> %80, i64 2
  %106 = getelementptr inbounds double, ptr %0, i64 %105
  %107 = extractelement <4 x i64> %80, i64 3
  %108 = getelementptr inbounds double, ptr %0, i64 %107
  %109 = getelementptr inbounds double, ptr %0, i64 %81
  %110 = getelementptr inbounds double, ptr %0, i64 %82
  %111 = getelementptr inbounds double, ptr %0, i64 %83
  %112 = getelementptr inbounds double, ptr %0, i64 %84
  %113 = load double, ptr %86, align 8, !tbaa !10
  %114 = load double, ptr %88, align 8, !tbaa !10
  %115 = load double, ptr %90, align 8, !tbaa !10
  %116 = load double, ptr %92, align 8, !tbaa !10
  %117 = insertelement <4 x double> poison, double %113, i64 0
  %118 = insertelement <4 x double> %117, double %114, i64 1
  %119 = insertelement <4 x double> %118, double %115, i64 2
  %120 = insertelement <4 x double> %119, double %116, i64 3
  %121 = load double, ptr %94, align 8, !tbaa !10
  %122 = load double, ptr %96, align 8, !tbaa !10
  %123 = load double, ptr %98, align 8, !tbaa !10
  %124 = load double, ptr %100, align 8, !tbaa !10
  %125 = insertelement <4 x double> poison, double %121, i64 0
  %126 = insertelement <4 x double> %125, double %122, i64 1
  %127 = insertelement <4 x double> %126, double %123, i64 2
  %128 = insertelement <4 x double> %127, double %124, i64 3
  %129 = load double, ptr %102, align 8, !tbaa !10
  %130 = load double, ptr %104, align 8, !tbaa !10
  %131 = load double, ptr %106, align 8, !tbaa !10
  %132 = load double, ptr %108, align 8, !tbaa !10
  %133 = insertelement <4 x double> poison, double %129, i64 0
  %134 = insertelement <4 x double> %133, double %130, i64 1
  %135 = insertelement <4 x double> %134, double %131, i64 2
  %136 = insertelement <4 x double> %135, double %132, i64 3
  %137 = load double, ptr %109, align 8, !tbaa !10
  %138 = load double, ptr %110, align 8, !tbaa !10
  %139 = load double, ptr %111, align 8, !tbaa !10
  %140 = load double, ptr %112, align 8, !tbaa !10
  %141 = insertelement <4 x double> poison, double %137, i64 0
  %142 = insertelement <4 x double> %141, double %138, i64 1
  %143 = insertelement <4 x double> %142, double %139, i64 2
  %144 = insertelement <4 x double> %143, double %140, i64 3
  %145 = fmul fast <4 x double> %120, %51
  %146 = fmul fast <4 x double> %128, %52
  %147 = fmul fast <4 x double> %136, %53
  %148 = fmul fast <4 x double> %144, %54
  %149 = fadd fast <4 x double> %145, %43
  %150 = fadd fast <4 x double> %146, %44
  %151 = fadd fast <4 x double> %147, %45
  %152 = fadd fast <4 x double> %148, %46
  %153 = add nuw i64 %42, 16
  %154 = icmp eq i64 %153, %35
  br i1 %154, label %155, label %41, !llvm.loop !12

155:                                              ; preds = %41
  %156 = fadd fast <4 x double> %150, %149
  %157 = fadd fast <4 x double> %151, %156
  %158 = fadd fast <4 x double> %152, %157
  %159 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %158)
  %160 = icmp eq i64 %35, %6
  br i1 %160, label %206, label %31

161:                                              ; preds = %161, %12
  %162 = phi i64 [ 0, %12 ], [ %203, %161 ]
  %163 = phi i64 [ 0, %12 ], [ %204, %161 ]
  %164 = getelementptr inbounds double, ptr %3, i64 %162
  %165 = getelementptr inbounds double, ptr %0, i64 %162
  %166 = load <2 x i64>, ptr %165, align 1, !tbaa !5
  %167 = and <2 x i64> %166, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %167, ptr %164, align 16, !tbaa !5
  %168 = or disjoint i64 %162, 2
  %169 = getelementptr inbounds double, ptr %3, i64 %168
  %170 = getelementptr inbounds double, ptr %0, i64 %168
  %171 = load <2 x i64>, ptr %170, align 1, !tbaa !5
  %172 = and <2 x i64> %171, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %172, ptr %169, align 16, !tbaa !5
  %173 = or disjoint i64 %162, 4
  %174 = getelementptr inbounds double, ptr %3, i64 %173
  %175 = getelementptr inbounds double, ptr %0, i64 %173
  %176 = load <2 x i64>, ptr %175, align 1, !tbaa !5
  %177 = and <2 x i64> %176, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %177, ptr %174, align 16, !tbaa !5
  %178 = or disjoint i64 %162, 6
  %179 = getelementptr inbounds double, ptr %3, i64 %178
  %180 = getelementptr inbounds double, ptr %0, i64 %178
  %181 = load <2 x i64>, ptr %180, align 1, !tbaa !5
  %182 = and <2 x i64> %181, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %182, ptr %179, align 16, !tbaa !5
  %183 = or disjoint i64 %162, 8
  %184 = getelementptr inbounds double, ptr %3, i64 %183
  %185 = getelementptr inbounds double, ptr %0, i64 %183
  %186 = load <2 x i64>, ptr %185, align 1, !tbaa !5
  %187 = and <2 x i64> %186, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %187, ptr %184, align 16, !tbaa !5
  %188 = or disjoint i64 %162, 10
  %189 = getelementptr inbounds double, ptr %3, i64 %188
  %190 = getelementptr inbounds double, ptr %0, i64 %188
  %191 = load <2 x i64>, ptr %190, align 1, !tbaa !5
  %192 = and <2 x i64> %191, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %192, ptr %189, align 16, !tbaa !5
  %193 = or disjoint i64 %162, 12
  %194 = getelementptr inbounds double, ptr %3, i64 %193
  %195 = getelementptr inbounds double, ptr %0, i64 %193
  %196 = load <2 x i64>, ptr %195, align 1, !tbaa !5
  %197 = and <2 x i64> %196, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %197, ptr %194, align 16, !tbaa !5
  %198 = or disjoint i64 %162, 14
  %199 = getelementptr inbounds double, ptr %3, i64 %198
  %200 = getelementptr inbounds double, ptr %0, i64 %198
  %201 = load <2 x i64>, ptr %200, align 1, !tbaa !5
  %202 = and <2 x i64> %201, <i64 9223372036854775807, i64 9223372036854775807>
  store <2 x i64> %202, ptr %199, align 16, !tbaa !5
  %203 = add nuw nsw i64 %162, 16
  %204 = add i64 %163, 8
  %205 = icmp eq i64 %204, %13
  br i1 %205, label %14, label %161, !llvm.loop !16

206:                                              ; preds = %208, %155, %2, %27
  %207 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %2 ], [ %159, %155 ], [ %220, %208 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  ret double %207

208:                                              ; preds = %31, %208
  %209 = phi i64 [ %213, %208 ], [ %32, %31 ]
  %210 = phi double [ %220, %208 ], [ %33, %31 ]
  %211 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %209
  %212 = load double, ptr %211, align 8, !tbaa !10
  %213 = add nuw nsw i64 %209, 1
  %214 = icmp eq i64 %213, %29
  %215 = and i64 %213, 4294967295
  %216 = select i1 %214, i64 0, i64 %215
  %217 = getelementptr inbounds double, ptr %0, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !10
  %219 = fmul fast double %218, %212
  %220 = fadd fast double %219, %210
  %221 = icmp eq i64 %213, %29
  br i1 %221, label %206, label %208, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @negs(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = lshr i64 %6, 1
  %8 = add nuw i64 %7, 1
  %9 = and i64 %8, 3
  %10 = icmp ult i32 %1, 7
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = and i64 %8, -4
  br label %37

13:                                               ; preds = %37, %4
  %14 = phi <2 x double> [ poison, %4 ], [ %67, %37 ]
  %15 = phi i64 [ 0, %4 ], [ %68, %37 ]
  %16 = phi <2 x double> [ zeroinitializer, %4 ], [ %67, %37 ]
  %17 = icmp eq i64 %9, 0
  br i1 %17, label %31, label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %28, %18 ], [ %15, %13 ]
  %20 = phi <2 x double> [ %27, %18 ], [ %16, %13 ]
  %21 = phi i64 [ %29, %18 ], [ 0, %13 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %19
  %23 = load <2 x double>, ptr %22, align 1, !tbaa !5
  %24 = fmul <2 x double> %23, <double 1.500000e+00, double 1.500000e+00>
  %25 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %23)
  %26 = fmul fast <2 x double> %25, %24
  %27 = fadd fast <2 x double> %26, %20
  %28 = add nuw nsw i64 %19, 2
  %29 = add i64 %21, 1
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %18, !llvm.loop !18

31:                                               ; preds = %13, %18, %2
  %32 = phi <2 x double> [ zeroinitializer, %2 ], [ %14, %13 ], [ %27, %18 ]
  %33 = extractelement <2 x double> %32, i64 0
  %34 = extractelement <2 x double> %32, i64 1
  %35 = fmul fast double %34, 2.000000e+00
  %36 = fadd fast double %35, %33
  ret double %36

37:                                               ; preds = %37, %11
  %38 = phi i64 [ 0, %11 ], [ %68, %37 ]
  %39 = phi <2 x double> [ zeroinitializer, %11 ], [ %67, %37 ]
  %40 = phi i64 [ 0, %11 ], [ %69, %37 ]
  %41 = getelementptr inbounds double, ptr %0, i64 %38
  %42 = load <2 x double>, ptr %41, align 1, !tbaa !5
  %43 = fmul <2 x double> %42, <double 1.500000e+00, double 1.500000e+00>
  %44 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %42)
  %45 = fmul fast <2 x double> %44, %43
  %46 = fadd fast <2 x double> %45, %39
  %47 = or disjoint i64 %38, 2
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load <2 x double>, ptr %48, align 1, !tbaa !5
  %50 = fmul <2 x double> %49, <double 1.500000e+00, double 1.500000e+00>
  %51 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %49)
  %52 = fmul fast <2 x double> %51, %50
  %53 = fadd fast <2 x double> %52, %46
  %54 = or disjoint i64 %38, 4
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load <2 x double>, ptr %55, align 1, !tbaa !5
  %57 = fmul <2 x double> %56, <double 1.500000e+00, double 1.500000e+00>
  %58 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %56)
  %59 = fmul fast <2 x double> %58, %57
  %60 = fadd fast <2 x double> %59, %53
  %61 = or disjoint i64 %38, 6
  %62 = getelementptr inbounds double, ptr %0, i64 %61
  %63 = load <2 x double>, ptr %62, align 1, !tbaa !5
  %64 = fmul <2 x double> %63, <double 1.500000e+00, double 1.500000e+00>
  %65 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %63)
  %66 = fmul fast <2 x double> %65, %64
  %67 = fadd fast <2 x double> %66, %60
  %68 = add nuw nsw i64 %38, 8
  %69 = add i64 %40, 4
  %70 = icmp eq i64 %69, %12
  br i1 %70, label %13, label %37, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local nofpclass(nan inf) double @l1f(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca [8 x float], align 16
  %4 = alloca [8 x float], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %177

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %9, label %11

9:                                                ; preds = %41, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %41 ]
  br label %52

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483632
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %39, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 32
  %17 = getelementptr inbounds i8, ptr %15, i64 64
  %18 = getelementptr inbounds i8, ptr %15, i64 96
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !10
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !10
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !10
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !10
  %23 = fmul fast <4 x double> %19, %19
  %24 = fmul fast <4 x double> %20, %20
  %25 = fmul fast <4 x double> %21, %21
  %26 = fmul fast <4 x double> %22, %22
  %27 = fadd fast <4 x double> %23, <double -3.000000e-01, double -3.000000e-01, double -3.000000e-01, double -3.000000e-01>
  %28 = fadd fast <4 x double> %24, <double -3.000000e-01, double -3.000000e-01, double -3.000000e-01, double -3.000000e-01>
  %29 = fadd fast <4 x double> %25, <double -3.000000e-01, double -3.000000e-01, double -3.000000e-01, double -3.000000e-01>
  %30 = fadd fast <4 x double> %26, <double -3.000000e-01, double -3.000000e-01, double -3.000000e-01, double -3.000000e-01>
  %31 = fptrunc <4 x double> %27 to <4 x float>
  %32 = fptrunc <4 x double> %28 to <4 x float>
  %33 = fptrunc <4 x double> %29 to <4 x float>
  %34 = fptrunc <4 x double> %30 to <4 x float>
  %35 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %14
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = getelementptr inbounds i8, ptr %35, i64 32
  %38 = getelementptr inbounds i8, ptr %35, i64 48
  store <4 x float> %31, ptr %35, align 16, !tbaa !20
  store <4 x float> %32, ptr %36, align 16, !tbaa !20
  store <4 x float> %33, ptr %37, align 16, !tbaa !20
  store <4 x float> %34, ptr %38, align 16, !tbaa !20
  %39 = add nuw i64 %14, 16
  %40 = icmp eq i64 %39, %12
  br i1 %40, label %41, label %13, !llvm.loop !22

41:                                               ; preds = %13
  %42 = icmp eq i64 %12, %7
  br i1 %42, label %43, label %9

43:                                               ; preds = %52, %41
  br i1 %5, label %44, label %177

44:                                               ; preds = %43
  %45 = add nsw i64 %7, -1
  %46 = lshr i64 %45, 2
  %47 = add nuw nsw i64 %46, 1
  %48 = and i64 %47, 7
  %49 = icmp ult i32 %1, 29
  br i1 %49, label %62, label %50

50:                                               ; preds = %44
  %51 = and i64 %47, 9223372036854775800
  br label %132

52:                                               ; preds = %9, %52
  %53 = phi i64 [ %60, %52 ], [ %10, %9 ]
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fmul fast double %55, %55
  %57 = fadd fast double %56, -3.000000e-01
  %58 = fptrunc double %57 to float
  %59 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %53
  store float %58, ptr %59, align 4, !tbaa !20
  %60 = add nuw nsw i64 %53, 1
  %61 = icmp eq i64 %60, %7
  br i1 %61, label %43, label %52, !llvm.loop !23

62:                                               ; preds = %132, %44
  %63 = phi i64 [ 0, %44 ], [ %174, %132 ]
  %64 = icmp eq i64 %48, 0
  br i1 %64, label %75, label %65

65:                                               ; preds = %62, %65
  %66 = phi i64 [ %72, %65 ], [ %63, %62 ]
  %67 = phi i64 [ %73, %65 ], [ 0, %62 ]
  %68 = getelementptr inbounds float, ptr %4, i64 %66
  %69 = getelementptr inbounds float, ptr %3, i64 %66
  %70 = load <4 x i32>, ptr %69, align 16, !tbaa !5
  %71 = and <4 x i32> %70, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %71, ptr %68, align 16, !tbaa !5
  %72 = add nuw nsw i64 %66, 4
  %73 = add i64 %67, 1
  %74 = icmp eq i64 %73, %48
  br i1 %74, label %75, label %65, !llvm.loop !24

75:                                               ; preds = %65, %62
  br i1 %5, label %76, label %177

76:                                               ; preds = %75
  %77 = zext nneg i32 %1 to i64
  %78 = icmp ult i32 %1, 16
  br i1 %78, label %79, label %82

79:                                               ; preds = %126, %76
  %80 = phi i64 [ 0, %76 ], [ %83, %126 ]
  %81 = phi double [ 0.000000e+00, %76 ], [ %130, %126 ]
  br label %179

82:                                               ; preds = %76
  %83 = and i64 %7, 2147483632
  br label %84

84:                                               ; preds = %84, %82
  %85 = phi i64 [ 0, %82 ], [ %123, %84 ]
  %86 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %82 ], [ %124, %84 ]
  %87 = phi <4 x double> [ zeroinitializer, %82 ], [ %119, %84 ]
  %88 = phi <4 x double> [ zeroinitializer, %82 ], [ %120, %84 ]
  %89 = phi <4 x double> [ zeroinitializer, %82 ], [ %121, %84 ]
  %90 = phi <4 x double> [ zeroinitializer, %82 ], [ %122, %84 ]
  %91 = trunc <4 x i64> %86 to <4 x i32>
  %92 = add <4 x i32> %91, <i32 1, i32 1, i32 1, i32 1>
  %93 = trunc <4 x i64> %86 to <4 x i32>
  %94 = add <4 x i32> %93, <i32 5, i32 5, i32 5, i32 5>
  %95 = trunc <4 x i64> %86 to <4 x i32>
  %96 = add <4 x i32> %95, <i32 9, i32 9, i32 9, i32 9>
  %97 = trunc <4 x i64> %86 to <4 x i32>
  %98 = add <4 x i32> %97, <i32 13, i32 13, i32 13, i32 13>
  %99 = uitofp <4 x i32> %92 to <4 x double>
  %100 = uitofp <4 x i32> %94 to <4 x double>
  %101 = uitofp <4 x i32> %96 to <4 x double>
  %102 = uitofp <4 x i32> %98 to <4 x double>
  %103 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %85
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = getelementptr inbounds i8, ptr %103, i64 32
  %106 = getelementptr inbounds i8, ptr %103, i64 48
  %107 = load <4 x float>, ptr %103, align 16, !tbaa !20
  %108 = load <4 x float>, ptr %104, align 16, !tbaa !20
  %109 = load <4 x float>, ptr %105, align 16, !tbaa !20
  %110 = load <4 x float>, ptr %106, align 16, !tbaa !20
  %111 = fpext <4 x float> %107 to <4 x double>
  %112 = fpext <4 x float> %108 to <4 x double>
  %113 = fpext <4 x float> %109 to <4 x double>
  %114 = fpext <4 x float> %110 to <4 x double>
  %115 = fmul fast <4 x double> %111, %99
  %116 = fmul fast <4 x double> %112, %100
  %117 = fmul fast <4 x double> %113, %101
  %118 = fmul fast <4 x double> %114, %102
  %119 = fadd fast <4 x double> %115, %87
  %120 = fadd fast <4 x double> %116, %88
  %121 = fadd fast <4 x double> %117, %89
  %122 = fadd fast <4 x double> %118, %90
  %123 = add nuw i64 %85, 16
  %124 = add <4 x i64> %86, <i64 16, i64 16, i64 16, i64 16>
  %125 = icmp eq i64 %123, %83
  br i1 %125, label %126, label %84, !llvm.loop !25

126:                                              ; preds = %84
  %127 = fadd fast <4 x double> %120, %119
  %128 = fadd fast <4 x double> %121, %127
  %129 = fadd fast <4 x double> %122, %128
  %130 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %129)
  %131 = icmp eq i64 %83, %7
  br i1 %131, label %177, label %79

132:                                              ; preds = %132, %50
  %133 = phi i64 [ 0, %50 ], [ %174, %132 ]
  %134 = phi i64 [ 0, %50 ], [ %175, %132 ]
  %135 = getelementptr inbounds float, ptr %4, i64 %133
  %136 = getelementptr inbounds float, ptr %3, i64 %133
  %137 = load <4 x i32>, ptr %136, align 16, !tbaa !5
  %138 = and <4 x i32> %137, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %138, ptr %135, align 16, !tbaa !5
  %139 = or disjoint i64 %133, 4
  %140 = getelementptr inbounds float, ptr %4, i64 %139
  %141 = getelementptr inbounds float, ptr %3, i64 %139
  %142 = load <4 x i32>, ptr %141, align 16, !tbaa !5
  %143 = and <4 x i32> %142, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %143, ptr %140, align 16, !tbaa !5
  %144 = or disjoint i64 %133, 8
  %145 = getelementptr inbounds float, ptr %4, i64 %144
  %146 = getelementptr inbounds float, ptr %3, i64 %144
  %147 = load <4 x i32>, ptr %146, align 16, !tbaa !5
  %148 = and <4 x i32> %147, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %148, ptr %145, align 16, !tbaa !5
  %149 = or disjoint i64 %133, 12
  %150 = getelementptr inbounds float, ptr %4, i64 %149
  %151 = getelementptr inbounds float, ptr %3, i64 %149
  %152 = load <4 x i32>, ptr %151, align 16, !tbaa !5
  %153 = and <4 x i32> %152, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %153, ptr %150, align 16, !tbaa !5
  %154 = or disjoint i64 %133, 16
  %155 = getelementptr inbounds float, ptr %4, i64 %154
  %156 = getelementptr inbounds float, ptr %3, i64 %154
  %157 = load <4 x i32>, ptr %156, align 16, !tbaa !5
  %158 = and <4 x i32> %157, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %158, ptr %155, align 16, !tbaa !5
  %159 = or disjoint i64 %133, 20
  %160 = getelementptr inbounds float, ptr %4, i64 %159
  %161 = getelementptr inbounds float, ptr %3, i64 %159
  %162 = load <4 x i32>, ptr %161, align 16, !tbaa !5
  %163 = and <4 x i32> %162, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %163, ptr %160, align 16, !tbaa !5
  %164 = or disjoint i64 %133, 24
  %165 = getelementptr inbounds float, ptr %4, i64 %164
  %166 = getelementptr inbounds float, ptr %3, i64 %164
  %167 = load <4 x i32>, ptr %166, align 16, !tbaa !5
  %168 = and <4 x i32> %167, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %168, ptr %165, align 16, !tbaa !5
  %169 = or disjoint i64 %133, 28
  %170 = getelementptr inbounds float, ptr %4, i64 %169
  %171 = getelementptr inbounds float, ptr %3, i64 %169
  %172 = load <4 x i32>, ptr %171, align 16, !tbaa !5
  %173 = and <4 x i32> %172, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %173, ptr %170, align 16, !tbaa !5
  %174 = add nuw nsw i64 %133, 32
  %175 = add i64 %134, 8
  %176 = icmp eq i64 %175, %51
  br i1 %176, label %62, label %132, !llvm.loop !26

177:                                              ; preds = %179, %126, %2, %43, %75
  %178 = phi double [ 0.000000e+00, %75 ], [ 0.000000e+00, %43 ], [ 0.000000e+00, %2 ], [ %130, %126 ], [ %189, %179 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  ret double %178

179:                                              ; preds = %79, %179
  %180 = phi i64 [ %182, %179 ], [ %80, %79 ]
  %181 = phi double [ %189, %179 ], [ %81, %79 ]
  %182 = add nuw nsw i64 %180, 1
  %183 = trunc nuw nsw i64 %182 to i32
  %184 = uitofp nneg i32 %183 to double
  %185 = getelementptr inbounds [8 x float], ptr %4, i64 0, i64 %180
  %186 = load float, ptr %185, align 4, !tbaa !20
  %187 = fpext float %186 to double
  %188 = fmul fast double %187, %184
  %189 = fadd fast double %188, %181
  %190 = icmp eq i64 %182, %77
  br i1 %190, label %177, label %179, !llvm.loop !27
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [8 x double], align 16
  %14 = alloca [8 x double], align 16
  %15 = alloca [8 x double], align 16
  %16 = alloca [8 x double], align 16
  %17 = alloca [8 x double], align 16
  %18 = alloca [8 x double], align 16
  %19 = alloca [8 x double], align 16
  %20 = alloca [8 x double], align 16
  %21 = alloca [8 x double], align 16
  %22 = alloca [8 x double], align 16
  %23 = alloca [8 x double], align 16
  %24 = load i64, ptr @rng_state, align 8, !tbaa !28
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <4 x i64> poison, i64 %26, i64 0
  %34 = insertelement <4 x i64> %33, i64 %28, i64 1
  %35 = insertelement <4 x i64> %34, i64 %30, i64 2
  %36 = insertelement <4 x i64> %35, i64 %32, i64 3
  %37 = lshr <4 x i64> %36, <i64 10, i64 10, i64 10, i64 10>
  %38 = and <4 x i64> %37, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %39 = mul i64 %32, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <4 x i64> poison, i64 %40, i64 0
  %48 = insertelement <4 x i64> %47, i64 %42, i64 1
  %49 = insertelement <4 x i64> %48, i64 %44, i64 2
  %50 = insertelement <4 x i64> %49, i64 %46, i64 3
  %51 = lshr <4 x i64> %50, <i64 10, i64 10, i64 10, i64 10>
  %52 = and <4 x i64> %51, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  store i64 %46, ptr @rng_state, align 8, !tbaa !28
  %53 = uitofp nneg <4 x i64> %38 to <4 x double>
  %54 = fmul fast <4 x double> %53, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %55 = fadd fast <4 x double> %54, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %56 = tail call fast <4 x double> @llvm.fabs.v4f64(<4 x double> %55)
  %57 = fcmp fast olt <4 x double> %56, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %58 = select <4 x i1> %57, <4 x double> <double 4.000000e-01, double 4.000000e-01, double 4.000000e-01, double 4.000000e-01>, <4 x double> %55
  %59 = fmul fast <4 x double> %58, %58
  %60 = fadd fast <4 x double> %59, <double -3.000000e-01, double -3.000000e-01, double -3.000000e-01, double -3.000000e-01>
  %61 = tail call fast <4 x double> @llvm.fabs.v4f64(<4 x double> %60)
  %62 = fcmp fast olt <4 x double> %61, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %63 = fadd fast <4 x double> %58, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %64 = select <4 x i1> %62, <4 x double> %63, <4 x double> %58
  %65 = uitofp nneg <4 x i64> %52 to <4 x double>
  %66 = fmul fast <4 x double> %65, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %67 = fadd fast <4 x double> %66, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %68 = tail call fast <4 x double> @llvm.fabs.v4f64(<4 x double> %67)
  %69 = fcmp fast olt <4 x double> %68, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %70 = select <4 x i1> %69, <4 x double> <double 4.000000e-01, double 4.000000e-01, double 4.000000e-01, double 4.000000e-01>, <4 x double> %67
  %71 = fmul fast <4 x double> %70, %70
  %72 = fadd fast <4 x double> %71, <double -3.000000e-01, double -3.000000e-01, double -3.000000e-01, double -3.000000e-01>
  %73 = tail call fast <4 x double> @llvm.fabs.v4f64(<4 x double> %72)
  %74 = fcmp fast olt <4 x double> %73, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %75 = fadd fast <4 x double> %70, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %76 = select <4 x i1> %74, <4 x double> %75, <4 x double> %70
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16) #11
  store <4 x double> %64, ptr %13, align 16
  %77 = getelementptr inbounds i8, ptr %13, i64 32
  store <4 x double> %76, ptr %77, align 16
  %78 = getelementptr inbounds i8, ptr %16, i64 16
  store <4 x double> %64, ptr %16, align 16
  %79 = getelementptr inbounds i8, ptr %16, i64 32
  %80 = getelementptr inbounds i8, ptr %16, i64 48
  store <4 x double> %76, ptr %79, align 16
  %81 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %82 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %83 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @l1, i32 noundef %81, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %82, i32 noundef 8) #11
  %84 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %84, ptr noundef nonnull readonly align 16 dereferenceable(64) %13, i64 64, i1 false)
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = getelementptr inbounds i8, ptr %84, i64 32
  %87 = getelementptr inbounds i8, ptr %84, i64 48
  br label %88

88:                                               ; preds = %220, %0
  %89 = phi i64 [ 0, %0 ], [ %221, %220 ]
  %90 = getelementptr inbounds double, ptr %14, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !10
  %92 = getelementptr inbounds double, ptr %84, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = call fast double @llvm.fabs.f64(double %93)
  %95 = call fast double @llvm.maxnum.f64(double %94, double 1.000000e+00)
  %96 = fmul fast double %95, 0x3EB0C6F7A0B5ED8D
  %97 = fadd fast double %96, %93
  store double %97, ptr %92, align 8, !tbaa !10
  %98 = load <2 x i64>, ptr %84, align 1
  %99 = and <2 x i64> %98, <i64 9223372036854775807, i64 9223372036854775807>
  %100 = load <2 x i64>, ptr %85, align 1
  %101 = and <2 x i64> %100, <i64 9223372036854775807, i64 9223372036854775807>
  %102 = load <2 x i64>, ptr %86, align 1
  %103 = and <2 x i64> %102, <i64 9223372036854775807, i64 9223372036854775807>
  %104 = load <2 x i64>, ptr %87, align 1
  %105 = and <2 x i64> %104, <i64 9223372036854775807, i64 9223372036854775807>
  %106 = bitcast <2 x i64> %99 to <2 x double>
  %107 = bitcast <2 x i64> %98 to <2 x double>
  %108 = bitcast <2 x i64> %99 to <2 x double>
  %109 = bitcast <2 x i64> %100 to <2 x double>
  %110 = shufflevector <2 x double> %108, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %111 = fmul fast <2 x double> %110, %109
  %112 = bitcast <2 x i64> %101 to <2 x double>
  %113 = bitcast <2 x i64> %100 to <2 x double>
  %114 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %115 = fmul fast <2 x double> %114, %112
  %116 = bitcast <2 x i64> %101 to <2 x double>
  %117 = bitcast <2 x i64> %102 to <2 x double>
  %118 = shufflevector <2 x double> %116, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %119 = fmul fast <2 x double> %118, %117
  %120 = bitcast <2 x i64> %103 to <2 x double>
  %121 = bitcast <2 x i64> %102 to <2 x double>
  %122 = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %123 = fmul fast <2 x double> %122, %120
  %124 = bitcast <2 x i64> %103 to <2 x double>
  %125 = bitcast <2 x i64> %104 to <2 x double>
  %126 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %127 = fmul fast <2 x double> %126, %125
  %128 = bitcast <2 x i64> %105 to <2 x double>
  %129 = bitcast <2 x i64> %104 to <2 x double>
  %130 = shufflevector <2 x double> %129, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %131 = fmul fast <2 x double> %130, %128
  %132 = bitcast <2 x i64> %105 to <2 x double>
  %133 = bitcast <2 x i64> %98 to <2 x double>
  %134 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %135 = fmul fast <2 x double> %134, %133
  %136 = fsub fast double %93, %96
  store double %136, ptr %92, align 8, !tbaa !10
  %137 = load <2 x i64>, ptr %84, align 1
  %138 = and <2 x i64> %137, <i64 9223372036854775807, i64 9223372036854775807>
  %139 = load <2 x i64>, ptr %85, align 1
  %140 = and <2 x i64> %139, <i64 9223372036854775807, i64 9223372036854775807>
  %141 = load <2 x i64>, ptr %86, align 1
  %142 = and <2 x i64> %141, <i64 9223372036854775807, i64 9223372036854775807>
  %143 = load <2 x i64>, ptr %87, align 1
  %144 = and <2 x i64> %143, <i64 9223372036854775807, i64 9223372036854775807>
  %145 = shufflevector <2 x double> %107, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %146 = fmul fast <2 x double> %145, %106
  %147 = fadd fast <2 x double> %111, %146
  %148 = fadd fast <2 x double> %115, %147
  %149 = fadd fast <2 x double> %119, %148
  %150 = fadd fast <2 x double> %123, %149
  %151 = fadd fast <2 x double> %127, %150
  %152 = fadd fast <2 x double> %131, %151
  %153 = bitcast <2 x i64> %138 to <2 x double>
  %154 = bitcast <2 x i64> %137 to <2 x double>
  %155 = shufflevector <2 x double> %154, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %156 = fmul fast <2 x double> %155, %153
  %157 = bitcast <2 x i64> %138 to <2 x double>
  %158 = bitcast <2 x i64> %139 to <2 x double>
  %159 = shufflevector <2 x double> %157, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %160 = fmul fast <2 x double> %159, %158
  %161 = fadd fast <2 x double> %160, %156
  %162 = bitcast <2 x i64> %140 to <2 x double>
  %163 = bitcast <2 x i64> %139 to <2 x double>
  %164 = shufflevector <2 x double> %163, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %165 = fmul fast <2 x double> %164, %162
  %166 = fadd fast <2 x double> %165, %161
  %167 = bitcast <2 x i64> %140 to <2 x double>
  %168 = bitcast <2 x i64> %141 to <2 x double>
  %169 = shufflevector <2 x double> %167, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %170 = fmul fast <2 x double> %169, %168
  %171 = fadd fast <2 x double> %170, %166
  %172 = bitcast <2 x i64> %142 to <2 x double>
  %173 = bitcast <2 x i64> %141 to <2 x double>
  %174 = shufflevector <2 x double> %173, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %175 = fmul fast <2 x double> %174, %172
  %176 = fadd fast <2 x double> %175, %171
  %177 = bitcast <2 x i64> %142 to <2 x double>
  %178 = bitcast <2 x i64> %143 to <2 x double>
  %179 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %180 = fmul fast <2 x double> %179, %178
  %181 = fadd fast <2 x double> %180, %176
  %182 = bitcast <2 x i64> %144 to <2 x double>
  %183 = bitcast <2 x i64> %143 to <2 x double>
  %184 = shufflevector <2 x double> %183, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %185 = fmul fast <2 x double> %184, %182
  %186 = fadd fast <2 x double> %185, %181
  %187 = bitcast <2 x i64> %144 to <2 x double>
  %188 = bitcast <2 x i64> %137 to <2 x double>
  %189 = shufflevector <2 x double> %187, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %190 = fmul fast <2 x double> %189, %188
  %191 = fadd fast <2 x double> %190, %186
  %192 = fadd fast <2 x double> %135, %152
  store double %93, ptr %92, align 8, !tbaa !10
  %193 = fsub fast <2 x double> %192, %191
  %194 = extractelement <2 x double> %193, i64 0
  %195 = fmul fast double %95, 2.000000e-06
  %196 = fdiv fast double %194, %195
  %197 = call fast double @llvm.fabs.f64(double %196)
  %198 = call fast double @llvm.maxnum.f64(double %197, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %91, ptr %12, align 8, !tbaa !10
  %199 = load volatile double, ptr %12, align 8, !tbaa !10
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %201, label %215, label %202

202:                                              ; preds = %88
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %196, ptr %11, align 8, !tbaa !10
  %203 = load volatile double, ptr %11, align 8, !tbaa !10
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %205, label %215, label %206

206:                                              ; preds = %202
  %207 = fsub fast double %91, %196
  %208 = call fast double @llvm.fabs.f64(double %207)
  %209 = fmul fast double %198, 0x3EB0C6F7A0B5ED8D
  %210 = fcmp fast ole double %208, %209
  %211 = freeze i1 %210
  br i1 %211, label %212, label %215

212:                                              ; preds = %206
  %213 = trunc nuw nsw i64 %89 to i32
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef %213, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %196, ptr noundef nonnull @.str.8)
  br label %220

215:                                              ; preds = %206, %202, %88
  %216 = trunc nuw nsw i64 %89 to i32
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef %216, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %196, ptr noundef nonnull @.str.9)
  %218 = load i32, ptr @n_fail, align 4, !tbaa !30
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr @n_fail, align 4, !tbaa !30
  br label %220

220:                                              ; preds = %215, %212
  %221 = add nuw nsw i64 %89, 1
  %222 = icmp eq i64 %221, 8
  br i1 %222, label %223, label %88, !llvm.loop !32

223:                                              ; preds = %220
  call void @free(ptr noundef nonnull %84) #11
  br label %320

224:                                              ; preds = %454
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %18) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %18, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %19) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #11
  store <4 x double> %64, ptr %17, align 16
  %225 = getelementptr inbounds i8, ptr %17, i64 32
  store <4 x double> %76, ptr %225, align 16
  %226 = getelementptr inbounds i8, ptr %20, i64 16
  store <4 x double> %64, ptr %20, align 16
  %227 = getelementptr inbounds i8, ptr %20, i64 32
  %228 = getelementptr inbounds i8, ptr %20, i64 48
  store <4 x double> %76, ptr %227, align 16
  %229 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %230 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %231 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @negs, i32 noundef %229, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %230, i32 noundef 8) #11
  %232 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %232, ptr noundef nonnull readonly align 16 dereferenceable(64) %17, i64 64, i1 false)
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  %234 = getelementptr inbounds i8, ptr %232, i64 32
  %235 = getelementptr inbounds i8, ptr %232, i64 48
  br label %236

236:                                              ; preds = %316, %224
  %237 = phi i64 [ 0, %224 ], [ %317, %316 ]
  %238 = getelementptr inbounds double, ptr %18, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !10
  %240 = getelementptr inbounds double, ptr %232, i64 %237
  %241 = load double, ptr %240, align 8, !tbaa !10
  %242 = call fast double @llvm.fabs.f64(double %241)
  %243 = call fast double @llvm.maxnum.f64(double %242, double 1.000000e+00)
  %244 = fmul fast double %243, 0x3EB0C6F7A0B5ED8D
  %245 = fadd fast double %244, %241
  store double %245, ptr %240, align 8, !tbaa !10
  %246 = load <2 x double>, ptr %232, align 1, !tbaa !5
  %247 = fmul <2 x double> %246, <double 1.500000e+00, double 1.500000e+00>
  %248 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %246)
  %249 = fmul fast <2 x double> %248, %247
  %250 = load <2 x double>, ptr %233, align 1, !tbaa !5
  %251 = fmul <2 x double> %250, <double 1.500000e+00, double 1.500000e+00>
  %252 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %250)
  %253 = fmul fast <2 x double> %252, %251
  %254 = fadd fast <2 x double> %253, %249
  %255 = load <2 x double>, ptr %234, align 1, !tbaa !5
  %256 = fmul <2 x double> %255, <double 1.500000e+00, double 1.500000e+00>
  %257 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %255)
  %258 = fmul fast <2 x double> %257, %256
  %259 = fadd fast <2 x double> %258, %254
  %260 = load <2 x double>, ptr %235, align 1, !tbaa !5
  %261 = fmul <2 x double> %260, <double 1.500000e+00, double 1.500000e+00>
  %262 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %260)
  %263 = fmul fast <2 x double> %262, %261
  %264 = fadd fast <2 x double> %263, %259
  %265 = fsub fast double %241, %244
  store double %265, ptr %240, align 8, !tbaa !10
  %266 = load <2 x double>, ptr %232, align 1, !tbaa !5
  %267 = fmul <2 x double> %266, <double 1.500000e+00, double 1.500000e+00>
  %268 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %266)
  %269 = fmul fast <2 x double> %268, %267
  %270 = load <2 x double>, ptr %233, align 1, !tbaa !5
  %271 = fmul <2 x double> %270, <double 1.500000e+00, double 1.500000e+00>
  %272 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %270)
  %273 = fmul fast <2 x double> %272, %271
  %274 = fadd fast <2 x double> %273, %269
  %275 = load <2 x double>, ptr %234, align 1, !tbaa !5
  %276 = fmul <2 x double> %275, <double 1.500000e+00, double 1.500000e+00>
  %277 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %275)
  %278 = fmul fast <2 x double> %277, %276
  %279 = fadd fast <2 x double> %278, %274
  %280 = load <2 x double>, ptr %235, align 1, !tbaa !5
  %281 = fmul <2 x double> %280, <double 1.500000e+00, double 1.500000e+00>
  %282 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %280)
  %283 = fmul fast <2 x double> %282, %281
  %284 = fadd fast <2 x double> %283, %279
  store double %241, ptr %240, align 8, !tbaa !10
  %285 = fsub fast <2 x double> %264, %284
  %286 = extractelement <2 x double> %285, i64 1
  %287 = fmul fast double %286, 2.000000e+00
  %288 = fsub fast <2 x double> %264, %284
  %289 = extractelement <2 x double> %288, i64 0
  %290 = fadd fast double %289, %287
  %291 = fmul fast double %243, 2.000000e-06
  %292 = fdiv fast double %290, %291
  %293 = call fast double @llvm.fabs.f64(double %292)
  %294 = call fast double @llvm.maxnum.f64(double %293, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %239, ptr %10, align 8, !tbaa !10
  %295 = load volatile double, ptr %10, align 8, !tbaa !10
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %297, label %311, label %298

298:                                              ; preds = %236
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %292, ptr %9, align 8, !tbaa !10
  %299 = load volatile double, ptr %9, align 8, !tbaa !10
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %301, label %311, label %302

302:                                              ; preds = %298
  %303 = fsub fast double %239, %292
  %304 = call fast double @llvm.fabs.f64(double %303)
  %305 = fmul fast double %294, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp fast ole double %304, %305
  %307 = freeze i1 %306
  br i1 %307, label %308, label %311

308:                                              ; preds = %302
  %309 = trunc nuw nsw i64 %237 to i32
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %309, double noundef nofpclass(nan inf) %239, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.8)
  br label %316

311:                                              ; preds = %302, %298, %236
  %312 = trunc nuw nsw i64 %237 to i32
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %312, double noundef nofpclass(nan inf) %239, double noundef nofpclass(nan inf) %292, ptr noundef nonnull @.str.9)
  %314 = load i32, ptr @n_fail, align 4, !tbaa !30
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr @n_fail, align 4, !tbaa !30
  br label %316

316:                                              ; preds = %311, %308
  %317 = add nuw nsw i64 %237, 1
  %318 = icmp eq i64 %317, 8
  br i1 %318, label %319, label %236, !llvm.loop !32

319:                                              ; preds = %316
  call void @free(ptr noundef nonnull %232) #11
  br label %462

320:                                              ; preds = %223, %454
  %321 = phi i64 [ 0, %223 ], [ %455, %454 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %15, i8 0, i64 64, i1 false)
  %322 = getelementptr inbounds [8 x double], ptr %15, i64 0, i64 %321
  store double 1.000000e+00, ptr %322, align 8, !tbaa !10
  %323 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %324 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %325 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @l1, i32 noundef %323, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %324, i32 noundef 8) #11
  %326 = getelementptr inbounds double, ptr %16, i64 %321
  %327 = load double, ptr %326, align 8, !tbaa !10
  %328 = call fast double @llvm.fabs.f64(double %327)
  %329 = call fast double @llvm.maxnum.f64(double %328, double 1.000000e+00)
  %330 = fmul fast double %329, 0x3EB0C6F7A0B5ED8D
  %331 = fadd fast double %330, %327
  store double %331, ptr %326, align 8, !tbaa !10
  %332 = load <2 x i64>, ptr %16, align 16
  %333 = and <2 x i64> %332, <i64 9223372036854775807, i64 9223372036854775807>
  %334 = load <2 x i64>, ptr %78, align 16
  %335 = and <2 x i64> %334, <i64 9223372036854775807, i64 9223372036854775807>
  %336 = load <2 x i64>, ptr %79, align 16
  %337 = and <2 x i64> %336, <i64 9223372036854775807, i64 9223372036854775807>
  %338 = load <2 x i64>, ptr %80, align 16
  %339 = and <2 x i64> %338, <i64 9223372036854775807, i64 9223372036854775807>
  %340 = bitcast <2 x i64> %333 to <2 x double>
  %341 = bitcast <2 x i64> %332 to <2 x double>
  %342 = bitcast <2 x i64> %333 to <2 x double>
  %343 = bitcast <2 x i64> %334 to <2 x double>
  %344 = shufflevector <2 x double> %342, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %345 = fmul fast <2 x double> %344, %343
  %346 = bitcast <2 x i64> %335 to <2 x double>
  %347 = bitcast <2 x i64> %334 to <2 x double>
  %348 = shufflevector <2 x double> %347, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %349 = fmul fast <2 x double> %348, %346
  %350 = bitcast <2 x i64> %335 to <2 x double>
  %351 = bitcast <2 x i64> %336 to <2 x double>
  %352 = shufflevector <2 x double> %350, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %353 = fmul fast <2 x double> %352, %351
  %354 = bitcast <2 x i64> %337 to <2 x double>
  %355 = bitcast <2 x i64> %336 to <2 x double>
  %356 = shufflevector <2 x double> %355, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %357 = fmul fast <2 x double> %356, %354
  %358 = bitcast <2 x i64> %337 to <2 x double>
  %359 = bitcast <2 x i64> %338 to <2 x double>
  %360 = shufflevector <2 x double> %358, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %361 = fmul fast <2 x double> %360, %359
  %362 = bitcast <2 x i64> %339 to <2 x double>
  %363 = bitcast <2 x i64> %338 to <2 x double>
  %364 = shufflevector <2 x double> %363, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %365 = fmul fast <2 x double> %364, %362
  %366 = bitcast <2 x i64> %339 to <2 x double>
  %367 = bitcast <2 x i64> %332 to <2 x double>
  %368 = shufflevector <2 x double> %366, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %369 = fmul fast <2 x double> %368, %367
  %370 = fsub fast double %327, %330
  store double %370, ptr %326, align 8, !tbaa !10
  %371 = load <2 x i64>, ptr %16, align 16
  %372 = and <2 x i64> %371, <i64 9223372036854775807, i64 9223372036854775807>
  %373 = load <2 x i64>, ptr %78, align 16
  %374 = and <2 x i64> %373, <i64 9223372036854775807, i64 9223372036854775807>
  %375 = load <2 x i64>, ptr %79, align 16
  %376 = and <2 x i64> %375, <i64 9223372036854775807, i64 9223372036854775807>
  %377 = load <2 x i64>, ptr %80, align 16
  %378 = and <2 x i64> %377, <i64 9223372036854775807, i64 9223372036854775807>
  %379 = shufflevector <2 x double> %341, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %380 = fmul fast <2 x double> %379, %340
  %381 = fadd fast <2 x double> %345, %380
  %382 = fadd fast <2 x double> %349, %381
  %383 = fadd fast <2 x double> %353, %382
  %384 = fadd fast <2 x double> %357, %383
  %385 = fadd fast <2 x double> %361, %384
  %386 = fadd fast <2 x double> %365, %385
  %387 = bitcast <2 x i64> %372 to <2 x double>
  %388 = bitcast <2 x i64> %371 to <2 x double>
  %389 = shufflevector <2 x double> %388, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %390 = fmul fast <2 x double> %389, %387
  %391 = bitcast <2 x i64> %372 to <2 x double>
  %392 = bitcast <2 x i64> %373 to <2 x double>
  %393 = shufflevector <2 x double> %391, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %394 = fmul fast <2 x double> %393, %392
  %395 = fadd fast <2 x double> %394, %390
  %396 = bitcast <2 x i64> %374 to <2 x double>
  %397 = bitcast <2 x i64> %373 to <2 x double>
  %398 = shufflevector <2 x double> %397, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %399 = fmul fast <2 x double> %398, %396
  %400 = fadd fast <2 x double> %399, %395
  %401 = bitcast <2 x i64> %374 to <2 x double>
  %402 = bitcast <2 x i64> %375 to <2 x double>
  %403 = shufflevector <2 x double> %401, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %404 = fmul fast <2 x double> %403, %402
  %405 = fadd fast <2 x double> %404, %400
  %406 = bitcast <2 x i64> %376 to <2 x double>
  %407 = bitcast <2 x i64> %375 to <2 x double>
  %408 = shufflevector <2 x double> %407, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %409 = fmul fast <2 x double> %408, %406
  %410 = fadd fast <2 x double> %409, %405
  %411 = bitcast <2 x i64> %376 to <2 x double>
  %412 = bitcast <2 x i64> %377 to <2 x double>
  %413 = shufflevector <2 x double> %411, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %414 = fmul fast <2 x double> %413, %412
  %415 = fadd fast <2 x double> %414, %410
  %416 = bitcast <2 x i64> %378 to <2 x double>
  %417 = bitcast <2 x i64> %377 to <2 x double>
  %418 = shufflevector <2 x double> %417, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %419 = fmul fast <2 x double> %418, %416
  %420 = fadd fast <2 x double> %419, %415
  %421 = bitcast <2 x i64> %378 to <2 x double>
  %422 = bitcast <2 x i64> %371 to <2 x double>
  %423 = shufflevector <2 x double> %421, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %424 = fmul fast <2 x double> %423, %422
  %425 = fadd fast <2 x double> %424, %420
  %426 = fadd fast <2 x double> %369, %386
  store double %327, ptr %326, align 8, !tbaa !10
  %427 = fsub fast <2 x double> %426, %425
  %428 = extractelement <2 x double> %427, i64 0
  %429 = fmul fast double %329, 2.000000e-06
  %430 = fdiv fast double %428, %429
  %431 = call fast double @llvm.fabs.f64(double %430)
  %432 = call fast double @llvm.maxnum.f64(double %431, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %325, ptr %8, align 8, !tbaa !10
  %433 = load volatile double, ptr %8, align 8, !tbaa !10
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ueq double %434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %435, label %449, label %436

436:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %430, ptr %7, align 8, !tbaa !10
  %437 = load volatile double, ptr %7, align 8, !tbaa !10
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = fcmp ueq double %438, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %439, label %449, label %440

440:                                              ; preds = %436
  %441 = fsub fast double %325, %430
  %442 = call fast double @llvm.fabs.f64(double %441)
  %443 = fmul fast double %432, 0x3EB0C6F7A0B5ED8D
  %444 = fcmp fast ole double %442, %443
  %445 = freeze i1 %444
  br i1 %445, label %446, label %449

446:                                              ; preds = %440
  %447 = trunc nuw nsw i64 %321 to i32
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %447, double noundef nofpclass(nan inf) %325, double noundef nofpclass(nan inf) %430, ptr noundef nonnull @.str.8)
  br label %454

449:                                              ; preds = %440, %436, %320
  %450 = trunc nuw nsw i64 %321 to i32
  %451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %450, double noundef nofpclass(nan inf) %325, double noundef nofpclass(nan inf) %430, ptr noundef nonnull @.str.9)
  %452 = load i32, ptr @n_fail, align 4, !tbaa !30
  %453 = add nsw i32 %452, 1
  store i32 %453, ptr @n_fail, align 4, !tbaa !30
  br label %454

454:                                              ; preds = %446, %449
  %455 = add nuw nsw i64 %321, 1
  %456 = icmp eq i64 %455, 8
  br i1 %456, label %224, label %320, !llvm.loop !33

457:                                              ; preds = %544
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %18) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %22) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %22, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %23) #11
  store <4 x double> %64, ptr %21, align 16
  %458 = getelementptr inbounds i8, ptr %21, i64 32
  store <4 x double> %76, ptr %458, align 16
  %459 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %460 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %461 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @l1f, i32 noundef %459, ptr noundef nonnull %21, ptr noundef nonnull %22, i32 noundef %460, i32 noundef 8) #11
  br label %553

462:                                              ; preds = %319, %544
  %463 = phi i64 [ 0, %319 ], [ %545, %544 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %19, i8 0, i64 64, i1 false)
  %464 = getelementptr inbounds [8 x double], ptr %19, i64 0, i64 %463
  store double 1.000000e+00, ptr %464, align 8, !tbaa !10
  %465 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %466 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %467 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @negs, i32 noundef %465, ptr noundef nonnull %17, ptr noundef nonnull %19, i32 noundef %466, i32 noundef 8) #11
  %468 = getelementptr inbounds double, ptr %20, i64 %463
  %469 = load double, ptr %468, align 8, !tbaa !10
  %470 = call fast double @llvm.fabs.f64(double %469)
  %471 = call fast double @llvm.maxnum.f64(double %470, double 1.000000e+00)
  %472 = fmul fast double %471, 0x3EB0C6F7A0B5ED8D
  %473 = fadd fast double %472, %469
  store double %473, ptr %468, align 8, !tbaa !10
  %474 = load <2 x double>, ptr %20, align 16, !tbaa !5
  %475 = fmul <2 x double> %474, <double 1.500000e+00, double 1.500000e+00>
  %476 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %474)
  %477 = fmul fast <2 x double> %476, %475
  %478 = load <2 x double>, ptr %226, align 16, !tbaa !5
  %479 = fmul <2 x double> %478, <double 1.500000e+00, double 1.500000e+00>
  %480 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %478)
  %481 = fmul fast <2 x double> %480, %479
  %482 = fadd fast <2 x double> %481, %477
  %483 = load <2 x double>, ptr %227, align 16, !tbaa !5
  %484 = fmul <2 x double> %483, <double 1.500000e+00, double 1.500000e+00>
  %485 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %483)
  %486 = fmul fast <2 x double> %485, %484
  %487 = fadd fast <2 x double> %486, %482
  %488 = load <2 x double>, ptr %228, align 16, !tbaa !5
  %489 = fmul <2 x double> %488, <double 1.500000e+00, double 1.500000e+00>
  %490 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %488)
  %491 = fmul fast <2 x double> %490, %489
  %492 = fadd fast <2 x double> %491, %487
  %493 = fsub fast double %469, %472
  store double %493, ptr %468, align 8, !tbaa !10
  %494 = load <2 x double>, ptr %20, align 16, !tbaa !5
  %495 = fmul <2 x double> %494, <double 1.500000e+00, double 1.500000e+00>
  %496 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %494)
  %497 = fmul fast <2 x double> %496, %495
  %498 = load <2 x double>, ptr %226, align 16, !tbaa !5
  %499 = fmul <2 x double> %498, <double 1.500000e+00, double 1.500000e+00>
  %500 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %498)
  %501 = fmul fast <2 x double> %500, %499
  %502 = fadd fast <2 x double> %501, %497
  %503 = load <2 x double>, ptr %227, align 16, !tbaa !5
  %504 = fmul <2 x double> %503, <double 1.500000e+00, double 1.500000e+00>
  %505 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %503)
  %506 = fmul fast <2 x double> %505, %504
  %507 = fadd fast <2 x double> %506, %502
  %508 = load <2 x double>, ptr %228, align 16, !tbaa !5
  %509 = fmul <2 x double> %508, <double 1.500000e+00, double 1.500000e+00>
  %510 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %508)
  %511 = fmul fast <2 x double> %510, %509
  %512 = fadd fast <2 x double> %511, %507
  store double %469, ptr %468, align 8, !tbaa !10
  %513 = fsub fast <2 x double> %492, %512
  %514 = extractelement <2 x double> %513, i64 1
  %515 = fmul fast double %514, 2.000000e+00
  %516 = fsub fast <2 x double> %492, %512
  %517 = extractelement <2 x double> %516, i64 0
  %518 = fadd fast double %517, %515
  %519 = fmul fast double %471, 2.000000e-06
  %520 = fdiv fast double %518, %519
  %521 = call fast double @llvm.fabs.f64(double %520)
  %522 = call fast double @llvm.maxnum.f64(double %521, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %467, ptr %6, align 8, !tbaa !10
  %523 = load volatile double, ptr %6, align 8, !tbaa !10
  %524 = call double @llvm.fabs.f64(double %523)
  %525 = fcmp ueq double %524, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %525, label %539, label %526

526:                                              ; preds = %462
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %520, ptr %5, align 8, !tbaa !10
  %527 = load volatile double, ptr %5, align 8, !tbaa !10
  %528 = call double @llvm.fabs.f64(double %527)
  %529 = fcmp ueq double %528, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %529, label %539, label %530

530:                                              ; preds = %526
  %531 = fsub fast double %467, %520
  %532 = call fast double @llvm.fabs.f64(double %531)
  %533 = fmul fast double %522, 0x3EB0C6F7A0B5ED8D
  %534 = fcmp fast ole double %532, %533
  %535 = freeze i1 %534
  br i1 %535, label %536, label %539

536:                                              ; preds = %530
  %537 = trunc nuw nsw i64 %463 to i32
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %537, double noundef nofpclass(nan inf) %467, double noundef nofpclass(nan inf) %520, ptr noundef nonnull @.str.8)
  br label %544

539:                                              ; preds = %530, %526, %462
  %540 = trunc nuw nsw i64 %463 to i32
  %541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %540, double noundef nofpclass(nan inf) %467, double noundef nofpclass(nan inf) %520, ptr noundef nonnull @.str.9)
  %542 = load i32, ptr @n_fail, align 4, !tbaa !30
  %543 = add nsw i32 %542, 1
  store i32 %543, ptr @n_fail, align 4, !tbaa !30
  br label %544

544:                                              ; preds = %536, %539
  %545 = add nuw nsw i64 %463, 1
  %546 = icmp eq i64 %545, 8
  br i1 %546, label %457, label %462, !llvm.loop !34

547:                                              ; preds = %619
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %23) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #11
  %548 = load i32, ptr @n_fail, align 4, !tbaa !30
  %549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %548)
  %550 = load i32, ptr @n_fail, align 4, !tbaa !30
  %551 = icmp ne i32 %550, 0
  %552 = zext i1 %551 to i32
  ret i32 %552

553:                                              ; preds = %457, %619
  %554 = phi i64 [ 0, %457 ], [ %555, %619 ]
  %555 = add nuw nsw i64 %554, 1
  %556 = trunc nuw nsw i64 %555 to i32
  %557 = uitofp nneg i32 %556 to double
  %558 = getelementptr inbounds [8 x double], ptr %21, i64 0, i64 %554
  %559 = load double, ptr %558, align 8, !tbaa !10
  %560 = fmul fast double %559, %559
  %561 = fadd fast double %560, -3.000000e-01
  %562 = fptrunc double %561 to float
  %563 = fcmp fast olt float %562, 0.000000e+00
  %564 = fneg fast double %557
  %565 = select fast i1 %563, double %564, double %557
  %566 = fmul fast double %559, 2.000000e+00
  %567 = fmul fast double %566, %565
  %568 = getelementptr inbounds [8 x double], ptr %22, i64 0, i64 %554
  %569 = load double, ptr %568, align 8, !tbaa !10
  %570 = call fast double @llvm.fabs.f64(double %567)
  %571 = call fast double @llvm.maxnum.f64(double %570, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %569, ptr %4, align 8, !tbaa !10
  %572 = load volatile double, ptr %4, align 8, !tbaa !10
  %573 = call double @llvm.fabs.f64(double %572)
  %574 = fcmp ueq double %573, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %574, label %588, label %575

575:                                              ; preds = %553
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %567, ptr %3, align 8, !tbaa !10
  %576 = load volatile double, ptr %3, align 8, !tbaa !10
  %577 = call double @llvm.fabs.f64(double %576)
  %578 = fcmp ueq double %577, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %578, label %588, label %579

579:                                              ; preds = %575
  %580 = fsub fast double %569, %567
  %581 = call fast double @llvm.fabs.f64(double %580)
  %582 = fmul fast double %571, 0x3EB0C6F7A0B5ED8D
  %583 = fcmp fast ole double %581, %582
  %584 = freeze i1 %583
  br i1 %584, label %585, label %588

585:                                              ; preds = %579
  %586 = trunc nuw nsw i64 %554 to i32
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %586, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %567, ptr noundef nonnull @.str.8)
  br label %593

588:                                              ; preds = %579, %575, %553
  %589 = trunc nuw nsw i64 %554 to i32
  %590 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %589, double noundef nofpclass(nan inf) %569, double noundef nofpclass(nan inf) %567, ptr noundef nonnull @.str.9)
  %591 = load i32, ptr @n_fail, align 4, !tbaa !30
  %592 = add nsw i32 %591, 1
  store i32 %592, ptr @n_fail, align 4, !tbaa !30
  br label %593

593:                                              ; preds = %585, %588
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %23, i8 0, i64 64, i1 false)
  %594 = getelementptr inbounds [8 x double], ptr %23, i64 0, i64 %554
  store double 1.000000e+00, ptr %594, align 8, !tbaa !10
  %595 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %596 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %597 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @l1f, i32 noundef %595, ptr noundef nonnull %21, ptr noundef nonnull %23, i32 noundef %596, i32 noundef 8) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %597, ptr %2, align 8, !tbaa !10
  %598 = load volatile double, ptr %2, align 8, !tbaa !10
  %599 = call double @llvm.fabs.f64(double %598)
  %600 = fcmp ueq double %599, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %600, label %614, label %601

601:                                              ; preds = %593
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %567, ptr %1, align 8, !tbaa !10
  %602 = load volatile double, ptr %1, align 8, !tbaa !10
  %603 = call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %604, label %614, label %605

605:                                              ; preds = %601
  %606 = fsub fast double %597, %567
  %607 = call fast double @llvm.fabs.f64(double %606)
  %608 = fmul fast double %571, 0x3EB0C6F7A0B5ED8D
  %609 = fcmp fast ole double %607, %608
  %610 = freeze i1 %609
  br i1 %610, label %611, label %614

611:                                              ; preds = %605
  %612 = trunc nuw nsw i64 %554 to i32
  %613 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %612, double noundef nofpclass(nan inf) %597, double noundef nofpclass(nan inf) %567, ptr noundef nonnull @.str.8)
  br label %619

614:                                              ; preds = %605, %601, %593
  %615 = trunc nuw nsw i64 %554 to i32
  %616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %615, double noundef nofpclass(nan inf) %597, double noundef nofpclass(nan inf) %567, ptr noundef nonnull @.str.9)
  %617 = load i32, ptr @n_fail, align 4, !tbaa !30
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr @n_fail, align 4, !tbaa !30
  br label %619

619:                                              ; preds = %611, %614
  %620 = icmp eq i64 %555, 8
  br i1 %620, label %547, label %553, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fabs.v4f64(<4 x double>) #10

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="128" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="128" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !13}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !6, i64 0}
!22 = distinct !{!22, !13, !14, !15}
!23 = distinct !{!23, !13, !15, !14}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !13, !14, !15}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13, !15, !14}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !6, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !6, i64 0}
!32 = distinct !{!32, !13}
!33 = distinct !{!33, !13}
!34 = distinct !{!34, !13}
!35 = distinct !{!35, !13}
