; ModuleID = 'fnselect.c'
source_filename = "fnselect.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"f2.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f1.dx\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"fnselect\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %5 = load i64, ptr @rng_state, align 8, !tbaa !5
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = insertelement <4 x i64> poison, i64 %7, i64 0
  %15 = insertelement <4 x i64> %14, i64 %9, i64 1
  %16 = insertelement <4 x i64> %15, i64 %11, i64 2
  %17 = insertelement <4 x i64> %16, i64 %13, i64 3
  %18 = lshr <4 x i64> %17, <i64 10, i64 10, i64 10, i64 10>
  %19 = and <4 x i64> %18, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %20 = uitofp nneg <4 x i64> %19 to <4 x double>
  %21 = fmul fast <4 x double> %20, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %22 = fadd fast <4 x double> %21, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %22, ptr %3, align 16, !tbaa !9
  %23 = mul i64 %13, 6364136223846793005
  %24 = getelementptr inbounds i8, ptr %3, i64 32
  %25 = add i64 %23, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = insertelement <4 x i64> poison, i64 %25, i64 0
  %33 = insertelement <4 x i64> %32, i64 %27, i64 1
  %34 = insertelement <4 x i64> %33, i64 %29, i64 2
  %35 = insertelement <4 x i64> %34, i64 %31, i64 3
  %36 = lshr <4 x i64> %35, <i64 10, i64 10, i64 10, i64 10>
  %37 = and <4 x i64> %36, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <4 x i64> %37 to <4 x double>
  %39 = fmul fast <4 x double> %38, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %40 = fadd fast <4 x double> %39, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %40, ptr %24, align 16, !tbaa !9
  store i64 %31, ptr @rng_state, align 8, !tbaa !5
  br label %47

41:                                               ; preds = %193
  %42 = load i32, ptr @n_fail, align 4, !tbaa !11
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %42)
  %44 = load i32, ptr @n_fail, align 4, !tbaa !11
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  ret i32 %46

47:                                               ; preds = %0, %193
  %48 = phi i1 [ true, %0 ], [ false, %193 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  %49 = select i1 %48, ptr @f1, ptr @f2
  %50 = select i1 %48, ptr @.str.1, ptr @.str
  %51 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull %49, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 8) #11
  %52 = call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %52, ptr noundef nonnull readonly align 16 dereferenceable(64) %3, i64 64, i1 false)
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  %54 = getelementptr inbounds i8, ptr %52, i64 16
  %55 = getelementptr inbounds i8, ptr %52, i64 24
  %56 = getelementptr inbounds i8, ptr %52, i64 32
  %57 = getelementptr inbounds i8, ptr %52, i64 40
  %58 = getelementptr inbounds i8, ptr %52, i64 48
  %59 = getelementptr inbounds i8, ptr %52, i64 56
  %60 = getelementptr inbounds i8, ptr %52, i64 8
  %61 = getelementptr inbounds i8, ptr %52, i64 16
  %62 = getelementptr inbounds i8, ptr %52, i64 24
  %63 = getelementptr inbounds i8, ptr %52, i64 32
  %64 = getelementptr inbounds i8, ptr %52, i64 40
  %65 = getelementptr inbounds i8, ptr %52, i64 48
  %66 = getelementptr inbounds i8, ptr %52, i64 56
  %67 = getelementptr inbounds i8, ptr %52, i64 8
  %68 = getelementptr inbounds i8, ptr %52, i64 16
  %69 = getelementptr inbounds i8, ptr %52, i64 32
  br label %70

70:                                               ; preds = %190, %47
  %71 = phi i64 [ 0, %47 ], [ %191, %190 ]
  %72 = getelementptr inbounds double, ptr %4, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds double, ptr %52, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = call fast double @llvm.fabs.f64(double %75)
  %77 = call fast double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul fast double %77, 0x3EB0C6F7A0B5ED8D
  %79 = fadd fast double %78, %75
  %80 = fsub fast double %75, %78
  store double %79, ptr %74, align 8, !tbaa !9
  %81 = load double, ptr %52, align 8, !tbaa !9
  br i1 %48, label %144, label %82

82:                                               ; preds = %70
  %83 = call fast double @llvm.sin.f64(double %81)
  %84 = load double, ptr %53, align 8, !tbaa !9
  %85 = fmul fast double %84, %83
  %86 = call fast double @llvm.sin.f64(double %84)
  %87 = load double, ptr %54, align 8, !tbaa !9
  %88 = fmul fast double %87, %86
  %89 = fadd fast double %88, %85
  %90 = call fast double @llvm.sin.f64(double %87)
  %91 = load double, ptr %55, align 8, !tbaa !9
  %92 = fmul fast double %91, %90
  %93 = fadd fast double %92, %89
  %94 = call fast double @llvm.sin.f64(double %91)
  %95 = load double, ptr %56, align 8, !tbaa !9
  %96 = fmul fast double %95, %94
  %97 = fadd fast double %96, %93
  %98 = call fast double @llvm.sin.f64(double %95)
  %99 = load double, ptr %57, align 8, !tbaa !9
  %100 = fmul fast double %99, %98
  %101 = fadd fast double %100, %97
  %102 = call fast double @llvm.sin.f64(double %99)
  %103 = load double, ptr %58, align 8, !tbaa !9
  %104 = fmul fast double %103, %102
  %105 = fadd fast double %104, %101
  %106 = call fast double @llvm.sin.f64(double %103)
  %107 = load double, ptr %59, align 8, !tbaa !9
  %108 = fmul fast double %107, %106
  %109 = fadd fast double %108, %105
  %110 = call fast double @llvm.sin.f64(double %107)
  %111 = fmul fast double %81, %110
  %112 = fadd fast double %111, %109
  store double %80, ptr %74, align 8, !tbaa !9
  %113 = load double, ptr %52, align 8, !tbaa !9
  %114 = call fast double @llvm.sin.f64(double %113)
  %115 = load double, ptr %60, align 8, !tbaa !9
  %116 = fmul fast double %115, %114
  %117 = call fast double @llvm.sin.f64(double %115)
  %118 = load double, ptr %61, align 8, !tbaa !9
  %119 = fmul fast double %118, %117
  %120 = fadd fast double %119, %116
  %121 = call fast double @llvm.sin.f64(double %118)
  %122 = load double, ptr %62, align 8, !tbaa !9
  %123 = fmul fast double %122, %121
  %124 = fadd fast double %123, %120
  %125 = call fast double @llvm.sin.f64(double %122)
  %126 = load double, ptr %63, align 8, !tbaa !9
  %127 = fmul fast double %126, %125
  %128 = fadd fast double %127, %124
  %129 = call fast double @llvm.sin.f64(double %126)
  %130 = load double, ptr %64, align 8, !tbaa !9
  %131 = fmul fast double %130, %129
  %132 = fadd fast double %131, %128
  %133 = call fast double @llvm.sin.f64(double %130)
  %134 = load double, ptr %65, align 8, !tbaa !9
  %135 = fmul fast double %134, %133
  %136 = fadd fast double %135, %132
  %137 = call fast double @llvm.sin.f64(double %134)
  %138 = load double, ptr %66, align 8, !tbaa !9
  %139 = fmul fast double %138, %137
  %140 = fadd fast double %139, %136
  %141 = call fast double @llvm.sin.f64(double %138)
  %142 = fmul fast double %113, %141
  %143 = fadd fast double %142, %140
  br label %161

144:                                              ; preds = %70
  %145 = load double, ptr %67, align 8, !tbaa !9
  %146 = load <2 x double>, ptr %68, align 8, !tbaa !9
  %147 = load <4 x double>, ptr %69, align 8, !tbaa !9
  %148 = insertelement <8 x double> poison, double %81, i64 0
  %149 = insertelement <8 x double> %148, double %145, i64 1
  %150 = shufflevector <2 x double> %146, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %151 = shufflevector <8 x double> %149, <8 x double> %150, <8 x i32> <i32 0, i32 1, i32 8, i32 9, i32 poison, i32 poison, i32 poison, i32 poison>
  %152 = shufflevector <4 x double> %147, <4 x double> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %153 = shufflevector <8 x double> %151, <8 x double> %152, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  %154 = fmul fast <8 x double> %153, %153
  %155 = fmul fast <8 x double> %154, %153
  %156 = call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %155)
  store double %80, ptr %74, align 8, !tbaa !9
  %157 = load <8 x double>, ptr %52, align 8, !tbaa !9
  %158 = fmul fast <8 x double> %157, %157
  %159 = fmul fast <8 x double> %158, %157
  %160 = call fast double @llvm.vector.reduce.fadd.v8f64(double -0.000000e+00, <8 x double> %159)
  br label %161

161:                                              ; preds = %82, %144
  %162 = phi double [ %156, %144 ], [ %112, %82 ]
  %163 = phi fast double [ %160, %144 ], [ %143, %82 ]
  store double %75, ptr %74, align 8, !tbaa !9
  %164 = fsub fast double %162, %163
  %165 = fmul fast double %77, 2.000000e-06
  %166 = fdiv fast double %164, %165
  %167 = call fast double @llvm.fabs.f64(double %166)
  %168 = call fast double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %73, ptr %2, align 8, !tbaa !9
  %169 = load volatile double, ptr %2, align 8, !tbaa !9
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fcmp ueq double %170, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %171, label %185, label %172

172:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %166, ptr %1, align 8, !tbaa !9
  %173 = load volatile double, ptr %1, align 8, !tbaa !9
  %174 = call double @llvm.fabs.f64(double %173)
  %175 = fcmp ueq double %174, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %175, label %185, label %176

176:                                              ; preds = %172
  %177 = fsub fast double %73, %166
  %178 = call fast double @llvm.fabs.f64(double %177)
  %179 = fmul fast double %168, 0x3EB0C6F7A0B5ED8D
  %180 = fcmp fast ole double %178, %179
  %181 = freeze i1 %180
  br i1 %181, label %182, label %185

182:                                              ; preds = %176
  %183 = trunc nuw nsw i64 %71 to i32
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %50, i32 noundef %183, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %166, ptr noundef nonnull @.str.4)
  br label %190

185:                                              ; preds = %176, %172, %161
  %186 = trunc nuw nsw i64 %71 to i32
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %50, i32 noundef %186, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %166, ptr noundef nonnull @.str.5)
  %188 = load i32, ptr @n_fail, align 4, !tbaa !11
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr @n_fail, align 4, !tbaa !11
  br label %190

190:                                              ; preds = %185, %182
  %191 = add nuw nsw i64 %71, 1
  %192 = icmp eq i64 %191, 8
  br i1 %192, label %193, label %70, !llvm.loop !13

193:                                              ; preds = %190
  call void @free(ptr noundef nonnull %52) #11
  br i1 %48, label %47, label %41, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @f2(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %141

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %135, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %135 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %139, %135 ]
  br label %143

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483632
  %12 = insertelement <4 x i32> poison, i32 %1, i64 0
  %13 = shufflevector <4 x i32> %12, <4 x i32> poison, <4 x i32> zeroinitializer
  %14 = zext nneg <4 x i32> %13 to <4 x i64>
  %15 = zext nneg <4 x i32> %13 to <4 x i64>
  %16 = zext nneg <4 x i32> %13 to <4 x i64>
  br label %17

17:                                               ; preds = %17, %10
  %18 = phi i64 [ 0, %10 ], [ %133, %17 ]
  %19 = phi <4 x double> [ zeroinitializer, %10 ], [ %129, %17 ]
  %20 = phi <4 x double> [ zeroinitializer, %10 ], [ %130, %17 ]
  %21 = phi <4 x double> [ zeroinitializer, %10 ], [ %131, %17 ]
  %22 = phi <4 x double> [ zeroinitializer, %10 ], [ %132, %17 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %18
  %24 = getelementptr inbounds i8, ptr %23, i64 32
  %25 = getelementptr inbounds i8, ptr %23, i64 64
  %26 = getelementptr inbounds i8, ptr %23, i64 96
  %27 = load <4 x double>, ptr %23, align 8, !tbaa !9
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %31 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %27)
  %32 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %28)
  %33 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %29)
  %34 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %30)
  %35 = or disjoint i64 %18, 1
  %36 = or disjoint i64 %18, 2
  %37 = or disjoint i64 %18, 3
  %38 = insertelement <4 x i64> poison, i64 %18, i64 0
  %39 = shufflevector <4 x i64> %38, <4 x i64> poison, <4 x i32> zeroinitializer
  %40 = or disjoint <4 x i64> %39, <i64 4, i64 5, i64 6, i64 7>
  %41 = or disjoint <4 x i64> %39, <i64 8, i64 9, i64 10, i64 11>
  %42 = or disjoint <4 x i64> %39, <i64 12, i64 13, i64 14, i64 15>
  %43 = add nuw nsw i64 %18, 16
  %44 = icmp eq i64 %35, %5
  %45 = icmp eq i64 %36, %5
  %46 = icmp eq i64 %37, %5
  %47 = icmp eq i64 %43, %5
  %48 = and i64 %35, 4294967281
  %49 = and i64 %36, 4294967282
  %50 = and i64 %37, 4294967283
  %51 = and i64 %43, 4294967280
  %52 = select i1 %44, i64 0, i64 %48
  %53 = select i1 %45, i64 0, i64 %49
  %54 = select i1 %46, i64 0, i64 %50
  %55 = icmp eq <4 x i64> %40, %14
  %56 = and <4 x i64> %40, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %57 = select <4 x i1> %55, <4 x i64> zeroinitializer, <4 x i64> %56
  %58 = icmp eq <4 x i64> %41, %15
  %59 = and <4 x i64> %41, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %60 = select <4 x i1> %58, <4 x i64> zeroinitializer, <4 x i64> %59
  %61 = icmp eq <4 x i64> %42, %16
  %62 = and <4 x i64> %42, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %63 = select <4 x i1> %61, <4 x i64> zeroinitializer, <4 x i64> %62
  %64 = select i1 %47, i64 0, i64 %51
  %65 = getelementptr inbounds double, ptr %0, i64 %52
  %66 = getelementptr inbounds double, ptr %0, i64 %53
  %67 = getelementptr inbounds double, ptr %0, i64 %54
  %68 = extractelement <4 x i64> %57, i64 0
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = extractelement <4 x i64> %57, i64 1
  %71 = getelementptr inbounds double, ptr %0, i64 %70
  %72 = extractelement <4 x i64> %57, i64 2
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = extractelement <4 x i64> %57, i64 3
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = extractelement <4 x i64> %60, i64 0
  %77 = getelementptr inbounds double, ptr %0, i64 %76
  %78 = extractelement <4 x i64> %60, i64 1
  %79 = getelementptr inbounds double, ptr %0, i64 %78
  %80 = extractelement <4 x i64> %60, i64 2
  %81 = getelementptr inbounds double, ptr %0, i64 %80
  %82 = extractelement <4 x i64> %60, i64 3
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = extractelement <4 x i64> %63, i64 0
  %85 = getelementptr inbounds double, ptr %0, i64 %84
  %86 = extractelement <4 x i64> %63, i64 1
  %87 = getelementptr inbounds double, ptr %0, i64 %86
  %88 = extractelement <4 x i64> %63, i64 2
  %89 = getelementptr inbounds double, ptr %0, i64 %88
  %90 = extractelement <4 x i64> %63, i64 3
  %91 = getelementptr inbounds double, ptr %0, i64 %90
  %92 = getelementptr inbounds double, ptr %0, i64 %64
  %93 = load double, ptr %65, align 8, !tbaa !9
  %94 = load double, ptr %66, align 8, !tbaa !9
  %95 = load double, ptr %67, align 8, !tbaa !9
  %96 = load double, ptr %69, align 8, !tbaa !9
  %97 = insertelement <4 x double> poison, double %93, i64 0
  %98 = insertelement <4 x double> %97, double %94, i64 1
  %99 = insertelement <4 x double> %98, double %95, i64 2
  %100 = insertelement <4 x double> %99, double %96, i64 3
  %101 = load double, ptr %71, align 8, !tbaa !9
  %102 = load double, ptr %73, align 8, !tbaa !9
  %103 = load double, ptr %75, align 8, !tbaa !9
  %104 = load double, ptr %77, align 8, !tbaa !9
  %105 = insertelement <4 x double> poison, double %101, i64 0
  %106 = insertelement <4 x double> %105, double %102, i64 1
  %107 = insertelement <4 x double> %106, double %103, i64 2
  %108 = insertelement <4 x double> %107, double %104, i64 3
  %109 = load double, ptr %79, align 8, !tbaa !9
  %110 = load double, ptr %81, align 8, !tbaa !9
  %111 = load double, ptr %83, align 8, !tbaa !9
  %112 = load double, ptr %85, align 8, !tbaa !9
  %113 = insertelement <4 x double> poison, double %109, i64 0
  %114 = insertelement <4 x double> %113, double %110, i64 1
  %115 = insertelement <4 x double> %114, double %111, i64 2
  %116 = insertelement <4 x double> %115, double %112, i64 3
  %117 = load double, ptr %87, align 8, !tbaa !9
  %118 = load double, ptr %89, align 8, !tbaa !9
  %119 = load double, ptr %91, align 8, !tbaa !9
  %120 = load double, ptr %92, align 8, !tbaa !9
  %121 = insertelement <4 x double> poison, double %117, i64 0
  %122 = insertelement <4 x double> %121, double %118, i64 1
  %123 = insertelement <4 x double> %122, double %119, i64 2
  %124 = insertelement <4 x double> %123, double %120, i64 3
  %125 = fmul fast <4 x double> %100, %31
  %126 = fmul fast <4 x double> %108, %32
  %127 = fmul fast <4 x double> %116, %33
  %128 = fmul fast <4 x double> %124, %34
  %129 = fadd fast <4 x double> %125, %19
  %130 = fadd fast <4 x double> %126, %20
  %131 = fadd fast <4 x double> %127, %21
  %132 = fadd fast <4 x double> %128, %22
  %133 = add nuw i64 %18, 16
  %134 = icmp eq i64 %133, %11
  br i1 %134, label %135, label %17, !llvm.loop !16

135:                                              ; preds = %17
  %136 = fadd fast <4 x double> %130, %129
  %137 = fadd fast <4 x double> %131, %136
  %138 = fadd fast <4 x double> %132, %137
  %139 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %138)
  %140 = icmp eq i64 %11, %5
  br i1 %140, label %141, label %7

141:                                              ; preds = %143, %135, %2
  %142 = phi double [ 0.000000e+00, %2 ], [ %139, %135 ], [ %156, %143 ]
  ret double %142

143:                                              ; preds = %7, %143
  %144 = phi i64 [ %149, %143 ], [ %8, %7 ]
  %145 = phi double [ %156, %143 ], [ %9, %7 ]
  %146 = getelementptr inbounds double, ptr %0, i64 %144
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = tail call fast double @llvm.sin.f64(double %147)
  %149 = add nuw nsw i64 %144, 1
  %150 = icmp eq i64 %149, %5
  %151 = and i64 %149, 4294967295
  %152 = select i1 %150, i64 0, i64 %151
  %153 = getelementptr inbounds double, ptr %0, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fmul fast double %154, %148
  %156 = fadd fast double %155, %145
  %157 = icmp eq i64 %149, %5
  br i1 %157, label %141, label %143, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @f1(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %46

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %40, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %40 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %44, %40 ]
  br label %48

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %38, %12 ]
  %14 = phi <4 x double> [ zeroinitializer, %10 ], [ %34, %12 ]
  %15 = phi <4 x double> [ zeroinitializer, %10 ], [ %35, %12 ]
  %16 = phi <4 x double> [ zeroinitializer, %10 ], [ %36, %12 ]
  %17 = phi <4 x double> [ zeroinitializer, %10 ], [ %37, %12 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %13
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %22
  %31 = fmul fast <4 x double> %27, %23
  %32 = fmul fast <4 x double> %28, %24
  %33 = fmul fast <4 x double> %29, %25
  %34 = fadd fast <4 x double> %30, %14
  %35 = fadd fast <4 x double> %31, %15
  %36 = fadd fast <4 x double> %32, %16
  %37 = fadd fast <4 x double> %33, %17
  %38 = add nuw i64 %13, 16
  %39 = icmp eq i64 %38, %11
  br i1 %39, label %40, label %12, !llvm.loop !20

40:                                               ; preds = %12
  %41 = fadd fast <4 x double> %35, %34
  %42 = fadd fast <4 x double> %36, %41
  %43 = fadd fast <4 x double> %37, %42
  %44 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %43)
  %45 = icmp eq i64 %11, %5
  br i1 %45, label %46, label %7

46:                                               ; preds = %48, %40, %2
  %47 = phi double [ 0.000000e+00, %2 ], [ %44, %40 ], [ %55, %48 ]
  ret double %47

48:                                               ; preds = %7, %48
  %49 = phi i64 [ %56, %48 ], [ %8, %7 ]
  %50 = phi double [ %55, %48 ], [ %9, %7 ]
  %51 = getelementptr inbounds double, ptr %0, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul fast double %52, %52
  %54 = fmul fast double %53, %52
  %55 = fadd fast double %54, %50
  %56 = add nuw nsw i64 %49, 1
  %57 = icmp eq i64 %56, %5
  br i1 %57, label %46, label %48, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v8f64(double, <8 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !14, !18, !17}
!20 = distinct !{!20, !14, !17, !18}
!21 = distinct !{!21, !14, !18, !17}
