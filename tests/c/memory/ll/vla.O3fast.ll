; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"vla_loop\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"vla_nested\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"vla\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #12
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = insertelement <4 x i64> poison, i64 %6, i64 0
  %14 = insertelement <4 x i64> %13, i64 %8, i64 1
  %15 = insertelement <4 x i64> %14, i64 %10, i64 2
  %16 = insertelement <4 x i64> %15, i64 %12, i64 3
  %17 = lshr <4 x i64> %16, <i64 10, i64 10, i64 10, i64 10>
  %18 = and <4 x i64> %17, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %19 = uitofp nneg <4 x i64> %18 to <4 x double>
  %20 = fmul fast <4 x double> %19, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %21 = fadd fast <4 x double> %20, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %21, ptr %1, align 16, !tbaa !9
  %22 = mul i64 %12, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = lshr i64 %23, 10
  %25 = and i64 %24, 18014398509481982
  %26 = uitofp nneg i64 %25 to double
  %27 = fmul fast double %26, 0x3CA0000000000000
  %28 = fadd fast double %27, -1.000000e+00
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  store double %28, ptr %29, align 16, !tbaa !9
  %30 = mul i64 %23, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = insertelement <4 x i64> poison, i64 %31, i64 0
  %39 = insertelement <4 x i64> %38, i64 %33, i64 1
  %40 = insertelement <4 x i64> %39, i64 %35, i64 2
  %41 = insertelement <4 x i64> %40, i64 %37, i64 3
  %42 = lshr <4 x i64> %41, <i64 10, i64 10, i64 10, i64 10>
  %43 = and <4 x i64> %42, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <4 x i64> %43 to <4 x double>
  %45 = fmul fast <4 x double> %44, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %46 = fadd fast <4 x double> %45, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %46, ptr %3, align 16, !tbaa !9
  %47 = mul i64 %37, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = lshr i64 %48, 10
  %50 = and i64 %49, 18014398509481982
  %51 = uitofp nneg i64 %50 to double
  %52 = fmul fast double %51, 0x3CA0000000000000
  %53 = fadd fast double %52, -1.000000e+00
  %54 = getelementptr inbounds i8, ptr %3, i64 32
  store double %53, ptr %54, align 16, !tbaa !9
  store i64 %48, ptr @rng_state, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %55 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %56 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %57 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vla_loop, i32 noundef %55, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %56, i32 noundef 5) #12
  %58 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %59 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %60 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @vla_loop, i32 noundef %58, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %59, i32 noundef 5) #12
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @vla_loop, ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %2, double noundef nofpclass(nan inf) %60)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %61 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %62 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %63 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @vla_nested, i32 noundef %61, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %62, i32 noundef 5) #12
  %64 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %65 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %66 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @vla_nested, i32 noundef %64, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %65, i32 noundef 5) #12
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @vla_nested, ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %2, double noundef nofpclass(nan inf) %66)
  %67 = load i32, ptr @n_fail, align 4, !tbaa !11
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %67)
  %69 = load i32, ptr @n_fail, align 4, !tbaa !11
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #12
  ret i32 %71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal nofpclass(nan inf) double @vla_loop(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = add nsw i64 %3, 1
  %5 = and i64 %4, 4294967295
  %6 = tail call ptr @llvm.stacksave.p0()
  %7 = alloca double, i64 %5, align 16
  %8 = icmp sgt i32 %1, -1
  br i1 %8, label %9, label %44

9:                                                ; preds = %2
  %10 = add nuw nsw i32 %1, 1
  %11 = zext nneg i32 %10 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %1, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = and i64 %11, 2147483646
  br label %377

16:                                               ; preds = %377, %9
  %17 = phi i64 [ 0, %9 ], [ %399, %377 ]
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %34, label %19

19:                                               ; preds = %16
  %20 = trunc nuw nsw i64 %17 to i32
  %21 = srem i32 %20, %1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = trunc i64 %17 to i32
  %26 = add i32 %25, 1
  %27 = srem i32 %26, %1
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = tail call fast double @llvm.sin.f64(double %30)
  %32 = fadd fast double %31, %24
  %33 = getelementptr inbounds double, ptr %7, i64 %17
  store double %32, ptr %33, align 8, !tbaa !9
  br label %34

34:                                               ; preds = %16, %19
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = load double, ptr %37, align 16, !tbaa !9
  %39 = load double, ptr %7, align 16, !tbaa !9
  %40 = getelementptr double, ptr %7, i64 %3
  %41 = getelementptr i8, ptr %40, i64 -8
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fmul fast double %38, %36
  br label %44

44:                                               ; preds = %34, %2
  %45 = phi double [ %42, %34 ], [ undef, %2 ]
  %46 = phi double [ %39, %34 ], [ undef, %2 ]
  %47 = phi double [ %43, %34 ], [ undef, %2 ]
  tail call void @llvm.stackrestore.p0(ptr %6)
  %48 = add nsw i64 %3, 2
  %49 = and i64 %48, 4294967295
  %50 = tail call ptr @llvm.stacksave.p0()
  %51 = alloca double, i64 %49, align 16
  %52 = icmp sgt i32 %1, -2
  br i1 %52, label %53, label %149

53:                                               ; preds = %44
  %54 = add i32 %1, 2
  %55 = zext i32 %54 to i64
  %56 = icmp ult i32 %54, 4
  br i1 %56, label %118, label %57

57:                                               ; preds = %53
  %58 = and i64 %55, 4294967292
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 0, %57 ], [ %114, %59 ]
  %61 = trunc i64 %60 to i32
  %62 = or disjoint i32 %61, 1
  %63 = or disjoint i32 %61, 2
  %64 = or disjoint i32 %61, 3
  %65 = trunc i64 %60 to i32
  %66 = srem i32 %61, %1
  %67 = srem i32 %62, %1
  %68 = srem i32 %63, %1
  %69 = srem i32 %64, %1
  %70 = zext nneg i32 %66 to i64
  %71 = zext nneg i32 %67 to i64
  %72 = zext nneg i32 %68 to i64
  %73 = zext nneg i32 %69 to i64
  %74 = getelementptr inbounds double, ptr %0, i64 %70
  %75 = getelementptr inbounds double, ptr %0, i64 %71
  %76 = getelementptr inbounds double, ptr %0, i64 %72
  %77 = getelementptr inbounds double, ptr %0, i64 %73
  %78 = load double, ptr %74, align 8, !tbaa !9
  %79 = load double, ptr %75, align 8, !tbaa !9
  %80 = load double, ptr %76, align 8, !tbaa !9
  %81 = load double, ptr %77, align 8, !tbaa !9
  %82 = insertelement <4 x double> poison, double %78, i64 0
  %83 = insertelement <4 x double> %82, double %79, i64 1
  %84 = insertelement <4 x double> %83, double %80, i64 2
  %85 = insertelement <4 x double> %84, double %81, i64 3
  %86 = fmul fast <4 x double> %85, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %87 = or disjoint i32 %65, 2
  %88 = or disjoint i32 %65, 3
  %89 = add i32 %65, 4
  %90 = add i32 %65, 5
  %91 = srem i32 %87, %1
  %92 = srem i32 %88, %1
  %93 = srem i32 %89, %1
  %94 = srem i32 %90, %1
  %95 = zext nneg i32 %91 to i64
  %96 = zext nneg i32 %92 to i64
  %97 = zext nneg i32 %93 to i64
  %98 = zext nneg i32 %94 to i64
  %99 = getelementptr inbounds double, ptr %0, i64 %95
  %100 = getelementptr inbounds double, ptr %0, i64 %96
  %101 = getelementptr inbounds double, ptr %0, i64 %97
  %102 = getelementptr inbounds double, ptr %0, i64 %98
  %103 = load double, ptr %99, align 8, !tbaa !9
  %104 = load double, ptr %100, align 8, !tbaa !9
  %105 = load double, ptr %101, align 8, !tbaa !9
  %106 = load double, ptr %102, align 8, !tbaa !9
  %107 = insertelement <4 x double> poison, double %103, i64 0
  %108 = insertelement <4 x double> %107, double %104, i64 1
  %109 = insertelement <4 x double> %108, double %105, i64 2
  %110 = insertelement <4 x double> %109, double %106, i64 3
  %111 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %110)
  %112 = fadd fast <4 x double> %111, %86
  %113 = getelementptr inbounds double, ptr %51, i64 %60
  store <4 x double> %112, ptr %113, align 16, !tbaa !9
  %114 = add nuw i64 %60, 4
  %115 = icmp eq i64 %114, %58
  br i1 %115, label %116, label %59, !llvm.loop !13

116:                                              ; preds = %59
  %117 = icmp eq i64 %58, %55
  br i1 %117, label %139, label %118

118:                                              ; preds = %116, %53
  %119 = phi i64 [ 0, %53 ], [ %58, %116 ]
  br label %120

120:                                              ; preds = %118, %120
  %121 = phi i64 [ %137, %120 ], [ %119, %118 ]
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = srem i32 %122, %1
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds double, ptr %0, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul fast double %126, 2.000000e+00
  %128 = trunc i64 %121 to i32
  %129 = add i32 %128, 2
  %130 = srem i32 %129, %1
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = tail call fast double @llvm.sin.f64(double %133)
  %135 = fadd fast double %134, %127
  %136 = getelementptr inbounds double, ptr %51, i64 %121
  store double %135, ptr %136, align 8, !tbaa !9
  %137 = add nuw nsw i64 %121, 1
  %138 = icmp eq i64 %137, %55
  br i1 %138, label %139, label %120, !llvm.loop !17

139:                                              ; preds = %120, %116
  %140 = getelementptr inbounds i8, ptr %51, i64 16
  %141 = load double, ptr %140, align 16, !tbaa !9
  %142 = getelementptr inbounds i8, ptr %51, i64 24
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = load double, ptr %51, align 16, !tbaa !9
  %145 = getelementptr double, ptr %51, i64 %3
  %146 = getelementptr i8, ptr %145, i64 -8
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul fast double %143, %141
  br label %149

149:                                              ; preds = %139, %44
  %150 = phi double [ %147, %139 ], [ undef, %44 ]
  %151 = phi double [ %144, %139 ], [ undef, %44 ]
  %152 = phi double [ %148, %139 ], [ undef, %44 ]
  tail call void @llvm.stackrestore.p0(ptr %50)
  %153 = add nsw i64 %3, 3
  %154 = and i64 %153, 4294967295
  %155 = tail call ptr @llvm.stacksave.p0()
  %156 = alloca double, i64 %154, align 16
  %157 = icmp sgt i32 %1, -3
  br i1 %157, label %158, label %254

158:                                              ; preds = %149
  %159 = add i32 %1, 3
  %160 = zext i32 %159 to i64
  %161 = icmp ult i32 %159, 4
  br i1 %161, label %223, label %162

162:                                              ; preds = %158
  %163 = and i64 %160, 4294967292
  br label %164

164:                                              ; preds = %164, %162
  %165 = phi i64 [ 0, %162 ], [ %219, %164 ]
  %166 = trunc i64 %165 to i32
  %167 = or disjoint i32 %166, 1
  %168 = or disjoint i32 %166, 2
  %169 = or disjoint i32 %166, 3
  %170 = trunc i64 %165 to i32
  %171 = srem i32 %166, %1
  %172 = srem i32 %167, %1
  %173 = srem i32 %168, %1
  %174 = srem i32 %169, %1
  %175 = zext nneg i32 %171 to i64
  %176 = zext nneg i32 %172 to i64
  %177 = zext nneg i32 %173 to i64
  %178 = zext nneg i32 %174 to i64
  %179 = getelementptr inbounds double, ptr %0, i64 %175
  %180 = getelementptr inbounds double, ptr %0, i64 %176
  %181 = getelementptr inbounds double, ptr %0, i64 %177
  %182 = getelementptr inbounds double, ptr %0, i64 %178
  %183 = load double, ptr %179, align 8, !tbaa !9
  %184 = load double, ptr %180, align 8, !tbaa !9
  %185 = load double, ptr %181, align 8, !tbaa !9
  %186 = load double, ptr %182, align 8, !tbaa !9
  %187 = insertelement <4 x double> poison, double %183, i64 0
  %188 = insertelement <4 x double> %187, double %184, i64 1
  %189 = insertelement <4 x double> %188, double %185, i64 2
  %190 = insertelement <4 x double> %189, double %186, i64 3
  %191 = fmul fast <4 x double> %190, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>
  %192 = or disjoint i32 %170, 3
  %193 = add i32 %170, 4
  %194 = add i32 %170, 5
  %195 = add i32 %170, 6
  %196 = srem i32 %192, %1
  %197 = srem i32 %193, %1
  %198 = srem i32 %194, %1
  %199 = srem i32 %195, %1
  %200 = zext nneg i32 %196 to i64
  %201 = zext nneg i32 %197 to i64
  %202 = zext nneg i32 %198 to i64
  %203 = zext nneg i32 %199 to i64
  %204 = getelementptr inbounds double, ptr %0, i64 %200
  %205 = getelementptr inbounds double, ptr %0, i64 %201
  %206 = getelementptr inbounds double, ptr %0, i64 %202
  %207 = getelementptr inbounds double, ptr %0, i64 %203
  %208 = load double, ptr %204, align 8, !tbaa !9
  %209 = load double, ptr %205, align 8, !tbaa !9
  %210 = load double, ptr %206, align 8, !tbaa !9
  %211 = load double, ptr %207, align 8, !tbaa !9
  %212 = insertelement <4 x double> poison, double %208, i64 0
  %213 = insertelement <4 x double> %212, double %209, i64 1
  %214 = insertelement <4 x double> %213, double %210, i64 2
  %215 = insertelement <4 x double> %214, double %211, i64 3
  %216 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %215)
  %217 = fadd fast <4 x double> %216, %191
  %218 = getelementptr inbounds double, ptr %156, i64 %165
  store <4 x double> %217, ptr %218, align 16, !tbaa !9
  %219 = add nuw i64 %165, 4
  %220 = icmp eq i64 %219, %163
  br i1 %220, label %221, label %164, !llvm.loop !18

221:                                              ; preds = %164
  %222 = icmp eq i64 %163, %160
  br i1 %222, label %244, label %223

223:                                              ; preds = %221, %158
  %224 = phi i64 [ 0, %158 ], [ %163, %221 ]
  br label %225

225:                                              ; preds = %223, %225
  %226 = phi i64 [ %242, %225 ], [ %224, %223 ]
  %227 = trunc nuw nsw i64 %226 to i32
  %228 = srem i32 %227, %1
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds double, ptr %0, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = fmul fast double %231, 3.000000e+00
  %233 = trunc i64 %226 to i32
  %234 = add i32 %233, 3
  %235 = srem i32 %234, %1
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds double, ptr %0, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = tail call fast double @llvm.sin.f64(double %238)
  %240 = fadd fast double %239, %232
  %241 = getelementptr inbounds double, ptr %156, i64 %226
  store double %240, ptr %241, align 8, !tbaa !9
  %242 = add nuw nsw i64 %226, 1
  %243 = icmp eq i64 %242, %160
  br i1 %243, label %244, label %225, !llvm.loop !19

244:                                              ; preds = %225, %221
  %245 = getelementptr inbounds i8, ptr %156, i64 24
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = getelementptr inbounds i8, ptr %156, i64 32
  %248 = load double, ptr %247, align 16, !tbaa !9
  %249 = load double, ptr %156, align 16, !tbaa !9
  %250 = getelementptr double, ptr %156, i64 %3
  %251 = getelementptr i8, ptr %250, i64 -8
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = fmul fast double %248, %246
  br label %254

254:                                              ; preds = %244, %149
  %255 = phi double [ %252, %244 ], [ undef, %149 ]
  %256 = phi double [ %249, %244 ], [ undef, %149 ]
  %257 = phi double [ %253, %244 ], [ undef, %149 ]
  tail call void @llvm.stackrestore.p0(ptr %155)
  %258 = add nsw i64 %3, 4
  %259 = and i64 %258, 4294967295
  %260 = alloca double, i64 %259, align 16
  %261 = icmp sgt i32 %1, -4
  br i1 %261, label %262, label %358

262:                                              ; preds = %254
  %263 = add i32 %1, 4
  %264 = zext i32 %263 to i64
  %265 = icmp ugt i32 %1, -5
  br i1 %265, label %327, label %266

266:                                              ; preds = %262
  %267 = and i64 %264, 4294967292
  br label %268

268:                                              ; preds = %268, %266
  %269 = phi i64 [ 0, %266 ], [ %323, %268 ]
  %270 = trunc i64 %269 to i32
  %271 = or disjoint i32 %270, 1
  %272 = or disjoint i32 %270, 2
  %273 = or disjoint i32 %270, 3
  %274 = trunc i64 %269 to i32
  %275 = srem i32 %270, %1
  %276 = srem i32 %271, %1
  %277 = srem i32 %272, %1
  %278 = srem i32 %273, %1
  %279 = zext nneg i32 %275 to i64
  %280 = zext nneg i32 %276 to i64
  %281 = zext nneg i32 %277 to i64
  %282 = zext nneg i32 %278 to i64
  %283 = getelementptr inbounds double, ptr %0, i64 %279
  %284 = getelementptr inbounds double, ptr %0, i64 %280
  %285 = getelementptr inbounds double, ptr %0, i64 %281
  %286 = getelementptr inbounds double, ptr %0, i64 %282
  %287 = load double, ptr %283, align 8, !tbaa !9
  %288 = load double, ptr %284, align 8, !tbaa !9
  %289 = load double, ptr %285, align 8, !tbaa !9
  %290 = load double, ptr %286, align 8, !tbaa !9
  %291 = insertelement <4 x double> poison, double %287, i64 0
  %292 = insertelement <4 x double> %291, double %288, i64 1
  %293 = insertelement <4 x double> %292, double %289, i64 2
  %294 = insertelement <4 x double> %293, double %290, i64 3
  %295 = fmul fast <4 x double> %294, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %296 = add i32 %274, 4
  %297 = add i32 %274, 5
  %298 = add i32 %274, 6
  %299 = add i32 %274, 7
  %300 = srem i32 %296, %1
  %301 = srem i32 %297, %1
  %302 = srem i32 %298, %1
  %303 = srem i32 %299, %1
  %304 = zext nneg i32 %300 to i64
  %305 = zext nneg i32 %301 to i64
  %306 = zext nneg i32 %302 to i64
  %307 = zext nneg i32 %303 to i64
  %308 = getelementptr inbounds double, ptr %0, i64 %304
  %309 = getelementptr inbounds double, ptr %0, i64 %305
  %310 = getelementptr inbounds double, ptr %0, i64 %306
  %311 = getelementptr inbounds double, ptr %0, i64 %307
  %312 = load double, ptr %308, align 8, !tbaa !9
  %313 = load double, ptr %309, align 8, !tbaa !9
  %314 = load double, ptr %310, align 8, !tbaa !9
  %315 = load double, ptr %311, align 8, !tbaa !9
  %316 = insertelement <4 x double> poison, double %312, i64 0
  %317 = insertelement <4 x double> %316, double %313, i64 1
  %318 = insertelement <4 x double> %317, double %314, i64 2
  %319 = insertelement <4 x double> %318, double %315, i64 3
  %320 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %319)
  %321 = fadd fast <4 x double> %320, %295
  %322 = getelementptr inbounds double, ptr %260, i64 %269
  store <4 x double> %321, ptr %322, align 16, !tbaa !9
  %323 = add nuw i64 %269, 4
  %324 = icmp eq i64 %323, %267
  br i1 %324, label %325, label %268, !llvm.loop !20

325:                                              ; preds = %268
  %326 = icmp eq i64 %267, %264
  br i1 %326, label %348, label %327

327:                                              ; preds = %325, %262
  %328 = phi i64 [ 0, %262 ], [ %267, %325 ]
  br label %329

329:                                              ; preds = %327, %329
  %330 = phi i64 [ %346, %329 ], [ %328, %327 ]
  %331 = trunc nuw nsw i64 %330 to i32
  %332 = srem i32 %331, %1
  %333 = zext nneg i32 %332 to i64
  %334 = getelementptr inbounds double, ptr %0, i64 %333
  %335 = load double, ptr %334, align 8, !tbaa !9
  %336 = fmul fast double %335, 4.000000e+00
  %337 = trunc i64 %330 to i32
  %338 = add i32 %337, 4
  %339 = srem i32 %338, %1
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr inbounds double, ptr %0, i64 %340
  %342 = load double, ptr %341, align 8, !tbaa !9
  %343 = tail call fast double @llvm.sin.f64(double %342)
  %344 = fadd fast double %343, %336
  %345 = getelementptr inbounds double, ptr %260, i64 %330
  store double %344, ptr %345, align 8, !tbaa !9
  %346 = add nuw nsw i64 %330, 1
  %347 = icmp eq i64 %346, %264
  br i1 %347, label %348, label %329, !llvm.loop !21

348:                                              ; preds = %329, %325
  %349 = getelementptr inbounds i8, ptr %260, i64 32
  %350 = load double, ptr %349, align 16, !tbaa !9
  %351 = getelementptr inbounds i8, ptr %260, i64 40
  %352 = load double, ptr %351, align 8, !tbaa !9
  %353 = load double, ptr %260, align 16, !tbaa !9
  %354 = getelementptr double, ptr %260, i64 %3
  %355 = getelementptr i8, ptr %354, i64 -8
  %356 = load double, ptr %355, align 8, !tbaa !9
  %357 = fmul fast double %352, %350
  br label %358

358:                                              ; preds = %348, %254
  %359 = phi double [ %356, %348 ], [ undef, %254 ]
  %360 = phi double [ %353, %348 ], [ undef, %254 ]
  %361 = phi double [ %357, %348 ], [ undef, %254 ]
  %362 = tail call fast double @llvm.cos.f64(double %255)
  %363 = fmul fast double %362, %256
  %364 = tail call fast double @llvm.cos.f64(double %45)
  %365 = fmul fast double %364, %46
  %366 = tail call fast double @llvm.cos.f64(double %150)
  %367 = fmul fast double %366, %151
  %368 = fadd fast double %365, %367
  %369 = fadd fast double %47, %152
  %370 = fadd fast double %369, %257
  %371 = fadd fast double %368, %363
  %372 = tail call fast double @llvm.cos.f64(double %359)
  %373 = fmul fast double %372, %360
  %374 = fadd fast double %370, %361
  %375 = fadd fast double %371, %373
  %376 = fsub fast double %374, %375
  ret double %376

377:                                              ; preds = %377, %14
  %378 = phi i64 [ 0, %14 ], [ %399, %377 ]
  %379 = phi i64 [ 0, %14 ], [ %408, %377 ]
  %380 = trunc nuw nsw i64 %378 to i32
  %381 = srem i32 %380, %1
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr inbounds double, ptr %0, i64 %382
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = or disjoint i64 %378, 1
  %386 = trunc nuw nsw i64 %385 to i32
  %387 = srem i32 %386, %1
  %388 = zext nneg i32 %387 to i64
  %389 = getelementptr inbounds double, ptr %0, i64 %388
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = tail call fast double @llvm.sin.f64(double %390)
  %392 = fadd fast double %391, %384
  %393 = getelementptr inbounds double, ptr %7, i64 %378
  store double %392, ptr %393, align 16, !tbaa !9
  %394 = trunc nuw nsw i64 %385 to i32
  %395 = srem i32 %394, %1
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr inbounds double, ptr %0, i64 %396
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = add nuw nsw i64 %378, 2
  %400 = trunc nuw nsw i64 %399 to i32
  %401 = srem i32 %400, %1
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr inbounds double, ptr %0, i64 %402
  %404 = load double, ptr %403, align 8, !tbaa !9
  %405 = tail call fast double @llvm.sin.f64(double %404)
  %406 = fadd fast double %405, %398
  %407 = getelementptr inbounds double, ptr %7, i64 %385
  store double %406, ptr %407, align 8, !tbaa !9
  %408 = add i64 %379, 2
  %409 = icmp eq i64 %408, %15
  br i1 %409, label %16, label %377, !llvm.loop !22
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, double noundef nofpclass(nan inf) %5) unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #13
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %11, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  %12 = load double, ptr %4, align 8, !tbaa !9
  %13 = load double, ptr %11, align 8, !tbaa !9
  %14 = tail call fast double @llvm.fabs.f64(double %13)
  %15 = tail call fast double @llvm.maxnum.f64(double %14, double 1.000000e+00)
  %16 = fmul fast double %15, 0x3EB0C6F7A0B5ED8D
  %17 = fadd fast double %16, %13
  %18 = fsub fast double %13, %16
  store double %17, ptr %11, align 8, !tbaa !9
  %19 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %18, ptr %11, align 8, !tbaa !9
  %20 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %13, ptr %11, align 8, !tbaa !9
  %21 = fsub fast double %19, %20
  %22 = fmul fast double %15, 2.000000e-06
  %23 = fdiv fast double %21, %22
  %24 = tail call fast double @llvm.fabs.f64(double %23)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %12, ptr %10, align 8, !tbaa !9
  %26 = load volatile double, ptr %10, align 8, !tbaa !9
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %28, label %41, label %29

29:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %23, ptr %9, align 8, !tbaa !9
  %30 = load volatile double, ptr %9, align 8, !tbaa !9
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ueq double %31, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = fsub fast double %12, %23
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %37 = fcmp fast ole double %35, %36
  %38 = freeze i1 %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %23, ptr noundef nonnull @.str.5)
  br label %45

41:                                               ; preds = %33, %29, %6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %12, double noundef nofpclass(nan inf) %23, ptr noundef nonnull @.str.6)
  %43 = load i32, ptr @n_fail, align 4, !tbaa !11
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %41, %39
  %46 = getelementptr inbounds i8, ptr %4, i64 8
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %11, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call fast double @llvm.fabs.f64(double %49)
  %51 = tail call fast double @llvm.maxnum.f64(double %50, double 1.000000e+00)
  %52 = fmul fast double %51, 0x3EB0C6F7A0B5ED8D
  %53 = fadd fast double %52, %49
  %54 = fsub fast double %49, %52
  store double %53, ptr %48, align 8, !tbaa !9
  %55 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %54, ptr %48, align 8, !tbaa !9
  %56 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %49, ptr %48, align 8, !tbaa !9
  %57 = fsub fast double %55, %56
  %58 = fmul fast double %51, 2.000000e-06
  %59 = fdiv fast double %57, %58
  %60 = tail call fast double @llvm.fabs.f64(double %59)
  %61 = tail call fast double @llvm.maxnum.f64(double %60, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %47, ptr %10, align 8, !tbaa !9
  %62 = load volatile double, ptr %10, align 8, !tbaa !9
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %64, label %77, label %65

65:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %59, ptr %9, align 8, !tbaa !9
  %66 = load volatile double, ptr %9, align 8, !tbaa !9
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %68, label %77, label %69

69:                                               ; preds = %65
  %70 = fsub fast double %47, %59
  %71 = tail call fast double @llvm.fabs.f64(double %70)
  %72 = fmul fast double %61, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp fast ole double %71, %72
  %74 = freeze i1 %73
  br i1 %74, label %75, label %77

75:                                               ; preds = %69
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %47, double noundef nofpclass(nan inf) %59, ptr noundef nonnull @.str.5)
  br label %81

77:                                               ; preds = %69, %65, %45
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %47, double noundef nofpclass(nan inf) %59, ptr noundef nonnull @.str.6)
  %79 = load i32, ptr @n_fail, align 4, !tbaa !11
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr @n_fail, align 4, !tbaa !11
  br label %81

81:                                               ; preds = %77, %75
  %82 = getelementptr inbounds i8, ptr %4, i64 16
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = getelementptr inbounds i8, ptr %11, i64 16
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = tail call fast double @llvm.fabs.f64(double %85)
  %87 = tail call fast double @llvm.maxnum.f64(double %86, double 1.000000e+00)
  %88 = fmul fast double %87, 0x3EB0C6F7A0B5ED8D
  %89 = fadd fast double %88, %85
  %90 = fsub fast double %85, %88
  store double %89, ptr %84, align 8, !tbaa !9
  %91 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %90, ptr %84, align 8, !tbaa !9
  %92 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %85, ptr %84, align 8, !tbaa !9
  %93 = fsub fast double %91, %92
  %94 = fmul fast double %87, 2.000000e-06
  %95 = fdiv fast double %93, %94
  %96 = tail call fast double @llvm.fabs.f64(double %95)
  %97 = tail call fast double @llvm.maxnum.f64(double %96, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %83, ptr %10, align 8, !tbaa !9
  %98 = load volatile double, ptr %10, align 8, !tbaa !9
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %100, label %113, label %101

101:                                              ; preds = %81
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %95, ptr %9, align 8, !tbaa !9
  %102 = load volatile double, ptr %9, align 8, !tbaa !9
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %104, label %113, label %105

105:                                              ; preds = %101
  %106 = fsub fast double %83, %95
  %107 = tail call fast double @llvm.fabs.f64(double %106)
  %108 = fmul fast double %97, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp fast ole double %107, %108
  %110 = freeze i1 %109
  br i1 %110, label %111, label %113

111:                                              ; preds = %105
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %83, double noundef nofpclass(nan inf) %95, ptr noundef nonnull @.str.5)
  br label %117

113:                                              ; preds = %105, %101, %81
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %83, double noundef nofpclass(nan inf) %95, ptr noundef nonnull @.str.6)
  %115 = load i32, ptr @n_fail, align 4, !tbaa !11
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @n_fail, align 4, !tbaa !11
  br label %117

117:                                              ; preds = %113, %111
  %118 = getelementptr inbounds i8, ptr %4, i64 24
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = getelementptr inbounds i8, ptr %11, i64 24
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = tail call fast double @llvm.fabs.f64(double %121)
  %123 = tail call fast double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  %124 = fmul fast double %123, 0x3EB0C6F7A0B5ED8D
  %125 = fadd fast double %124, %121
  %126 = fsub fast double %121, %124
  store double %125, ptr %120, align 8, !tbaa !9
  %127 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %126, ptr %120, align 8, !tbaa !9
  %128 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %121, ptr %120, align 8, !tbaa !9
  %129 = fsub fast double %127, %128
  %130 = fmul fast double %123, 2.000000e-06
  %131 = fdiv fast double %129, %130
  %132 = tail call fast double @llvm.fabs.f64(double %131)
  %133 = tail call fast double @llvm.maxnum.f64(double %132, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %119, ptr %10, align 8, !tbaa !9
  %134 = load volatile double, ptr %10, align 8, !tbaa !9
  %135 = tail call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %136, label %149, label %137

137:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %131, ptr %9, align 8, !tbaa !9
  %138 = load volatile double, ptr %9, align 8, !tbaa !9
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fcmp ueq double %139, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %140, label %149, label %141

141:                                              ; preds = %137
  %142 = fsub fast double %119, %131
  %143 = tail call fast double @llvm.fabs.f64(double %142)
  %144 = fmul fast double %133, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp fast ole double %143, %144
  %146 = freeze i1 %145
  br i1 %146, label %147, label %149

147:                                              ; preds = %141
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %131, ptr noundef nonnull @.str.5)
  br label %153

149:                                              ; preds = %141, %137, %117
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %131, ptr noundef nonnull @.str.6)
  %151 = load i32, ptr @n_fail, align 4, !tbaa !11
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr @n_fail, align 4, !tbaa !11
  br label %153

153:                                              ; preds = %149, %147
  %154 = getelementptr inbounds i8, ptr %4, i64 32
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = getelementptr inbounds i8, ptr %11, i64 32
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = tail call fast double @llvm.fabs.f64(double %157)
  %159 = tail call fast double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul fast double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fadd fast double %160, %157
  %162 = fsub fast double %157, %160
  store double %161, ptr %156, align 8, !tbaa !9
  %163 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %162, ptr %156, align 8, !tbaa !9
  %164 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %11, i32 noundef 5) #12
  store double %157, ptr %156, align 8, !tbaa !9
  %165 = fsub fast double %163, %164
  %166 = fmul fast double %159, 2.000000e-06
  %167 = fdiv fast double %165, %166
  %168 = tail call fast double @llvm.fabs.f64(double %167)
  %169 = tail call fast double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %155, ptr %10, align 8, !tbaa !9
  %170 = load volatile double, ptr %10, align 8, !tbaa !9
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %172, label %185, label %173

173:                                              ; preds = %153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %167, ptr %9, align 8, !tbaa !9
  %174 = load volatile double, ptr %9, align 8, !tbaa !9
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %176, label %185, label %177

177:                                              ; preds = %173
  %178 = fsub fast double %155, %167
  %179 = tail call fast double @llvm.fabs.f64(double %178)
  %180 = fmul fast double %169, 0x3EB0C6F7A0B5ED8D
  %181 = fcmp fast ole double %179, %180
  %182 = freeze i1 %181
  br i1 %182, label %183, label %185

183:                                              ; preds = %177
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 4, double noundef nofpclass(nan inf) %155, double noundef nofpclass(nan inf) %167, ptr noundef nonnull @.str.5)
  br label %189

185:                                              ; preds = %177, %173, %153
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0, i32 noundef 4, double noundef nofpclass(nan inf) %155, double noundef nofpclass(nan inf) %167, ptr noundef nonnull @.str.6)
  %187 = load i32, ptr @n_fail, align 4, !tbaa !11
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @n_fail, align 4, !tbaa !11
  br label %189

189:                                              ; preds = %183, %185
  tail call void @free(ptr noundef nonnull %11) #12
  %190 = load double, ptr %3, align 8, !tbaa !9
  %191 = load double, ptr %4, align 8, !tbaa !9
  %192 = fmul fast double %191, %190
  %193 = getelementptr inbounds i8, ptr %3, i64 8
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = load double, ptr %46, align 8, !tbaa !9
  %196 = fmul fast double %195, %194
  %197 = fadd fast double %196, %192
  %198 = getelementptr inbounds i8, ptr %3, i64 16
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = load double, ptr %82, align 8, !tbaa !9
  %201 = fmul fast double %200, %199
  %202 = fadd fast double %201, %197
  %203 = getelementptr inbounds i8, ptr %3, i64 24
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = load double, ptr %118, align 8, !tbaa !9
  %206 = fmul fast double %205, %204
  %207 = fadd fast double %206, %202
  %208 = getelementptr inbounds i8, ptr %3, i64 32
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = load double, ptr %154, align 8, !tbaa !9
  %211 = fmul fast double %210, %209
  %212 = fadd fast double %211, %207
  %213 = tail call fast double @llvm.fabs.f64(double %212)
  %214 = tail call fast double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %5, ptr %8, align 8, !tbaa !9
  %215 = load volatile double, ptr %8, align 8, !tbaa !9
  %216 = tail call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %217, label %230, label %218

218:                                              ; preds = %189
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %212, ptr %7, align 8, !tbaa !9
  %219 = load volatile double, ptr %7, align 8, !tbaa !9
  %220 = tail call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %221, label %230, label %222

222:                                              ; preds = %218
  %223 = fsub fast double %5, %212
  %224 = tail call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %214, 1.000000e-09
  %226 = fcmp fast ole double %224, %225
  %227 = freeze i1 %226
  br i1 %227, label %228, label %230

228:                                              ; preds = %222
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %5, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.5)
  br label %234

230:                                              ; preds = %222, %218, %189
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %5, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.6)
  %232 = load i32, ptr @n_fail, align 4, !tbaa !11
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr @n_fail, align 4, !tbaa !11
  br label %234

234:                                              ; preds = %228, %230
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal nofpclass(nan inf) double @vla_nested(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = zext i32 %1 to i64
  %5 = tail call ptr @llvm.stacksave.p0()
  %6 = alloca double, i64 %4, align 16
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %55

8:                                                ; preds = %2
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %10, label %12

10:                                               ; preds = %47, %8
  %11 = phi i64 [ 0, %8 ], [ %13, %47 ]
  br label %77

12:                                               ; preds = %8
  %13 = and i64 %4, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %45, %14 ]
  %16 = trunc i64 %15 to i32
  %17 = mul i32 %16, 3
  %18 = mul i32 %16, 3
  %19 = or disjoint i32 %18, 3
  %20 = mul i32 %16, 3
  %21 = add i32 %20, 6
  %22 = mul i32 %16, 3
  %23 = add i32 %22, 9
  %24 = srem i32 %17, %1
  %25 = srem i32 %19, %1
  %26 = srem i32 %21, %1
  %27 = srem i32 %23, %1
  %28 = zext nneg i32 %24 to i64
  %29 = zext nneg i32 %25 to i64
  %30 = zext nneg i32 %26 to i64
  %31 = zext nneg i32 %27 to i64
  %32 = getelementptr inbounds double, ptr %0, i64 %28
  %33 = getelementptr inbounds double, ptr %0, i64 %29
  %34 = getelementptr inbounds double, ptr %0, i64 %30
  %35 = getelementptr inbounds double, ptr %0, i64 %31
  %36 = load double, ptr %32, align 8, !tbaa !9
  %37 = load double, ptr %33, align 8, !tbaa !9
  %38 = load double, ptr %34, align 8, !tbaa !9
  %39 = load double, ptr %35, align 8, !tbaa !9
  %40 = insertelement <4 x double> poison, double %36, i64 0
  %41 = insertelement <4 x double> %40, double %37, i64 1
  %42 = insertelement <4 x double> %41, double %38, i64 2
  %43 = insertelement <4 x double> %42, double %39, i64 3
  %44 = getelementptr inbounds double, ptr %6, i64 %15
  store <4 x double> %43, ptr %44, align 16, !tbaa !9
  %45 = add nuw i64 %15, 4
  %46 = icmp eq i64 %45, %13
  br i1 %46, label %47, label %14, !llvm.loop !23

47:                                               ; preds = %14
  %48 = icmp eq i64 %13, %4
  br i1 %48, label %49, label %10

49:                                               ; preds = %77, %47
  %50 = load double, ptr %6, align 16, !tbaa !9
  %51 = getelementptr inbounds i8, ptr %6, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds i8, ptr %6, i64 16
  %54 = load double, ptr %53, align 16, !tbaa !9
  br label %55

55:                                               ; preds = %49, %2
  %56 = phi double [ %54, %49 ], [ undef, %2 ]
  %57 = phi double [ %52, %49 ], [ undef, %2 ]
  %58 = phi double [ %50, %49 ], [ undef, %2 ]
  %59 = srem i32 1, %1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %6, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = srem i32 2, %1
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %6, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = srem i32 4, %1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %6, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  tail call void @llvm.stackrestore.p0(ptr %5)
  %71 = add nsw i64 %3, 1
  %72 = trunc nsw i64 %71 to i32
  %73 = and i64 %71, 4294967295
  %74 = tail call ptr @llvm.stacksave.p0()
  %75 = alloca double, i64 %73, align 16
  %76 = icmp sgt i32 %1, -1
  br i1 %76, label %88, label %151

77:                                               ; preds = %10, %77
  %78 = phi i64 [ %86, %77 ], [ %11, %10 ]
  %79 = trunc i64 %78 to i32
  %80 = mul i32 %79, 3
  %81 = srem i32 %80, %1
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = getelementptr inbounds double, ptr %6, i64 %78
  store double %84, ptr %85, align 8, !tbaa !9
  %86 = add nuw nsw i64 %78, 1
  %87 = icmp eq i64 %86, %4
  br i1 %87, label %49, label %77, !llvm.loop !24

88:                                               ; preds = %55
  %89 = add nuw i32 %1, 1
  %90 = zext i32 %89 to i64
  %91 = icmp ult i32 %1, 3
  br i1 %91, label %130, label %92

92:                                               ; preds = %88
  %93 = and i64 %90, 4294967292
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %126, %94 ]
  %96 = trunc i64 %95 to i32
  %97 = mul i32 %96, 3
  %98 = mul i32 %96, 3
  %99 = mul i32 %96, 3
  %100 = mul i32 %96, 3
  %101 = or disjoint i32 %97, 1
  %102 = add i32 %98, 4
  %103 = add i32 %99, 7
  %104 = add i32 %100, 10
  %105 = srem i32 %101, %1
  %106 = srem i32 %102, %1
  %107 = srem i32 %103, %1
  %108 = srem i32 %104, %1
  %109 = zext nneg i32 %105 to i64
  %110 = zext nneg i32 %106 to i64
  %111 = zext nneg i32 %107 to i64
  %112 = zext nneg i32 %108 to i64
  %113 = getelementptr inbounds double, ptr %0, i64 %109
  %114 = getelementptr inbounds double, ptr %0, i64 %110
  %115 = getelementptr inbounds double, ptr %0, i64 %111
  %116 = getelementptr inbounds double, ptr %0, i64 %112
  %117 = load double, ptr %113, align 8, !tbaa !9
  %118 = load double, ptr %114, align 8, !tbaa !9
  %119 = load double, ptr %115, align 8, !tbaa !9
  %120 = load double, ptr %116, align 8, !tbaa !9
  %121 = insertelement <4 x double> poison, double %117, i64 0
  %122 = insertelement <4 x double> %121, double %118, i64 1
  %123 = insertelement <4 x double> %122, double %119, i64 2
  %124 = insertelement <4 x double> %123, double %120, i64 3
  %125 = getelementptr inbounds double, ptr %75, i64 %95
  store <4 x double> %124, ptr %125, align 16, !tbaa !9
  %126 = add nuw i64 %95, 4
  %127 = icmp eq i64 %126, %93
  br i1 %127, label %128, label %94, !llvm.loop !25

128:                                              ; preds = %94
  %129 = icmp eq i64 %93, %90
  br i1 %129, label %144, label %130

130:                                              ; preds = %128, %88
  %131 = phi i64 [ 0, %88 ], [ %93, %128 ]
  br label %132

132:                                              ; preds = %130, %132
  %133 = phi i64 [ %142, %132 ], [ %131, %130 ]
  %134 = trunc i64 %133 to i32
  %135 = mul i32 %134, 3
  %136 = add i32 %135, 1
  %137 = srem i32 %136, %1
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds double, ptr %0, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = getelementptr inbounds double, ptr %75, i64 %133
  store double %140, ptr %141, align 8, !tbaa !9
  %142 = add nuw nsw i64 %133, 1
  %143 = icmp eq i64 %142, %90
  br i1 %143, label %144, label %132, !llvm.loop !26

144:                                              ; preds = %132, %128
  %145 = getelementptr inbounds i8, ptr %75, i64 8
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = getelementptr inbounds i8, ptr %75, i64 16
  %148 = load double, ptr %147, align 16, !tbaa !9
  %149 = getelementptr inbounds i8, ptr %75, i64 24
  %150 = load double, ptr %149, align 8, !tbaa !9
  br label %151

151:                                              ; preds = %144, %55
  %152 = phi double [ %150, %144 ], [ undef, %55 ]
  %153 = phi double [ %148, %144 ], [ undef, %55 ]
  %154 = phi double [ %146, %144 ], [ undef, %55 ]
  %155 = srem i32 1, %72
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds double, ptr %75, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = srem i32 2, %72
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds double, ptr %75, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = srem i32 4, %72
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds double, ptr %75, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !9
  tail call void @llvm.stackrestore.p0(ptr %74)
  %167 = add nsw i64 %3, 2
  %168 = and i64 %167, 4294967295
  %169 = alloca double, i64 %168, align 16
  %170 = icmp sgt i32 %1, -2
  br i1 %170, label %171, label %234

171:                                              ; preds = %151
  %172 = add i32 %1, 2
  %173 = zext i32 %172 to i64
  %174 = icmp ult i32 %172, 4
  br i1 %174, label %213, label %175

175:                                              ; preds = %171
  %176 = and i64 %173, 4294967292
  br label %177

177:                                              ; preds = %177, %175
  %178 = phi i64 [ 0, %175 ], [ %209, %177 ]
  %179 = trunc i64 %178 to i32
  %180 = mul i32 %179, 3
  %181 = mul i32 %179, 3
  %182 = mul i32 %179, 3
  %183 = mul i32 %179, 3
  %184 = or disjoint i32 %180, 2
  %185 = add i32 %181, 5
  %186 = add i32 %182, 8
  %187 = add i32 %183, 11
  %188 = srem i32 %184, %1
  %189 = srem i32 %185, %1
  %190 = srem i32 %186, %1
  %191 = srem i32 %187, %1
  %192 = zext nneg i32 %188 to i64
  %193 = zext nneg i32 %189 to i64
  %194 = zext nneg i32 %190 to i64
  %195 = zext nneg i32 %191 to i64
  %196 = getelementptr inbounds double, ptr %0, i64 %192
  %197 = getelementptr inbounds double, ptr %0, i64 %193
  %198 = getelementptr inbounds double, ptr %0, i64 %194
  %199 = getelementptr inbounds double, ptr %0, i64 %195
  %200 = load double, ptr %196, align 8, !tbaa !9
  %201 = load double, ptr %197, align 8, !tbaa !9
  %202 = load double, ptr %198, align 8, !tbaa !9
  %203 = load double, ptr %199, align 8, !tbaa !9
  %204 = insertelement <4 x double> poison, double %200, i64 0
  %205 = insertelement <4 x double> %204, double %201, i64 1
  %206 = insertelement <4 x double> %205, double %202, i64 2
  %207 = insertelement <4 x double> %206, double %203, i64 3
  %208 = getelementptr inbounds double, ptr %169, i64 %178
  store <4 x double> %207, ptr %208, align 16, !tbaa !9
  %209 = add nuw i64 %178, 4
  %210 = icmp eq i64 %209, %176
  br i1 %210, label %211, label %177, !llvm.loop !27

211:                                              ; preds = %177
  %212 = icmp eq i64 %176, %173
  br i1 %212, label %227, label %213

213:                                              ; preds = %211, %171
  %214 = phi i64 [ 0, %171 ], [ %176, %211 ]
  br label %215

215:                                              ; preds = %213, %215
  %216 = phi i64 [ %225, %215 ], [ %214, %213 ]
  %217 = trunc i64 %216 to i32
  %218 = mul i32 %217, 3
  %219 = add i32 %218, 2
  %220 = srem i32 %219, %1
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds double, ptr %0, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = getelementptr inbounds double, ptr %169, i64 %216
  store double %223, ptr %224, align 8, !tbaa !9
  %225 = add nuw nsw i64 %216, 1
  %226 = icmp eq i64 %225, %173
  br i1 %226, label %227, label %215, !llvm.loop !28

227:                                              ; preds = %215, %211
  %228 = getelementptr inbounds i8, ptr %169, i64 16
  %229 = load double, ptr %228, align 16, !tbaa !9
  %230 = getelementptr inbounds i8, ptr %169, i64 24
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = getelementptr inbounds i8, ptr %169, i64 32
  %233 = load double, ptr %232, align 16, !tbaa !9
  br label %234

234:                                              ; preds = %227, %151
  %235 = phi double [ %233, %227 ], [ undef, %151 ]
  %236 = phi double [ %231, %227 ], [ undef, %151 ]
  %237 = phi double [ %229, %227 ], [ undef, %151 ]
  %238 = trunc nsw i64 %167 to i32
  %239 = fmul fast double %166, %152
  %240 = fmul fast double %239, 1.000000e-01
  %241 = tail call fast double @llvm.exp.f64(double %240)
  %242 = fmul fast double %162, %154
  %243 = fmul fast double %241, %242
  %244 = fmul fast double %162, %153
  %245 = fmul fast double %244, 1.000000e-01
  %246 = tail call fast double @llvm.exp.f64(double %245)
  %247 = fmul fast double %158, %154
  %248 = fmul fast double %246, %247
  %249 = fmul fast double %70, %56
  %250 = fmul fast double %249, 1.000000e-01
  %251 = tail call fast double @llvm.exp.f64(double %250)
  %252 = fmul fast double %66, %58
  %253 = fmul fast double %251, %252
  %254 = fmul fast double %66, %57
  %255 = fmul fast double %254, 1.000000e-01
  %256 = tail call fast double @llvm.exp.f64(double %255)
  %257 = fmul fast double %62, %58
  %258 = fmul fast double %256, %257
  %259 = fadd fast double %253, %258
  %260 = fadd fast double %248, %259
  %261 = fadd fast double %243, %260
  %262 = srem i32 1, %238
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds double, ptr %169, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = fmul fast double %265, %237
  %267 = srem i32 2, %238
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds double, ptr %169, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !9
  %271 = fmul fast double %270, %236
  %272 = fmul fast double %271, 1.000000e-01
  %273 = tail call fast double @llvm.exp.f64(double %272)
  %274 = fmul fast double %273, %266
  %275 = fmul fast double %270, %237
  %276 = srem i32 4, %238
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds double, ptr %169, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = fmul fast double %279, %235
  %281 = fadd fast double %274, %261
  %282 = fmul fast double %280, 1.000000e-01
  %283 = tail call fast double @llvm.exp.f64(double %282)
  %284 = fmul fast double %283, %275
  %285 = fadd fast double %284, %281
  ret double %285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14, !15, !16}
!19 = distinct !{!19, !14, !16, !15}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !14, !16, !15}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !15, !16}
!24 = distinct !{!24, !14, !16, !15}
!25 = distinct !{!25, !14, !15, !16}
!26 = distinct !{!26, !14, !16, !15}
!27 = distinct !{!27, !14, !15, !16}
!28 = distinct !{!28, !14, !16, !15}
