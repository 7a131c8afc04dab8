; ModuleID = 'structptr.c'
source_filename = "structptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Vec = type { i32, ptr, double }
%struct.Span = type { ptr, i64 }

@main.names = internal unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str = private unnamed_addr constant [13 x i8] c"local_struct\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"arg_struct\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"heap_rec\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"list\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"span_local\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"span_heap\00", align 1
@main.ns = internal unnamed_addr constant [3 x i32] [i32 10, i32 4, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [6 x i8] c"%s.dx\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%s.fwd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"%s.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"structptr\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [11 x double], align 16
  %2 = alloca [11 x double], align 16
  %3 = alloca [11 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca [64 x i8], align 16
  %6 = alloca %struct.Vec, align 8
  %7 = alloca %struct.Vec, align 8
  %8 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %3) #15
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
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
  store <2 x double> %19, ptr %1, align 16, !tbaa !9
  %20 = mul i64 %13, 6364136223846793005
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  %22 = add i64 %20, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = insertelement <2 x i64> poison, i64 %22, i64 0
  %26 = insertelement <2 x i64> %25, i64 %24, i64 1
  %27 = lshr <2 x i64> %26, <i64 10, i64 10>
  %28 = and <2 x i64> %27, <i64 18014398509481982, i64 18014398509481982>
  %29 = uitofp nneg <2 x i64> %28 to <2 x double>
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %30, ptr %21, align 16, !tbaa !9
  %31 = mul i64 %24, 6364136223846793005
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  %33 = add i64 %31, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <2 x i64> poison, i64 %33, i64 0
  %37 = insertelement <2 x i64> %36, i64 %35, i64 1
  %38 = lshr <2 x i64> %37, <i64 10, i64 10>
  %39 = and <2 x i64> %38, <i64 18014398509481982, i64 18014398509481982>
  %40 = uitofp nneg <2 x i64> %39 to <2 x double>
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %41, ptr %32, align 16, !tbaa !9
  %42 = mul i64 %35, 6364136223846793005
  %43 = getelementptr inbounds i8, ptr %1, i64 48
  %44 = add i64 %42, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <2 x i64> poison, i64 %44, i64 0
  %48 = insertelement <2 x i64> %47, i64 %46, i64 1
  %49 = lshr <2 x i64> %48, <i64 10, i64 10>
  %50 = and <2 x i64> %49, <i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <2 x i64> %50 to <2 x double>
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %52, ptr %43, align 16, !tbaa !9
  %53 = mul i64 %46, 6364136223846793005
  %54 = getelementptr inbounds i8, ptr %1, i64 64
  %55 = add i64 %53, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = insertelement <2 x i64> poison, i64 %55, i64 0
  %59 = insertelement <2 x i64> %58, i64 %57, i64 1
  %60 = lshr <2 x i64> %59, <i64 10, i64 10>
  %61 = and <2 x i64> %60, <i64 18014398509481982, i64 18014398509481982>
  %62 = uitofp nneg <2 x i64> %61 to <2 x double>
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %63, ptr %54, align 16, !tbaa !9
  %64 = mul i64 %57, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = lshr i64 %65, 10
  %67 = and i64 %66, 18014398509481982
  %68 = uitofp nneg i64 %67 to double
  %69 = tail call double @llvm.fmuladd.f64(double %68, double 0x3CA0000000000000, double -1.000000e+00)
  %70 = getelementptr inbounds i8, ptr %1, i64 80
  store double %69, ptr %70, align 16, !tbaa !9
  %71 = mul i64 %65, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = insertelement <2 x i64> poison, i64 %72, i64 0
  %76 = insertelement <2 x i64> %75, i64 %74, i64 1
  %77 = lshr <2 x i64> %76, <i64 10, i64 10>
  %78 = and <2 x i64> %77, <i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <2 x i64> %78 to <2 x double>
  %80 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %80, ptr %3, align 16, !tbaa !9
  %81 = mul i64 %74, 6364136223846793005
  %82 = getelementptr inbounds i8, ptr %3, i64 16
  %83 = add i64 %81, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = insertelement <2 x i64> poison, i64 %83, i64 0
  %87 = insertelement <2 x i64> %86, i64 %85, i64 1
  %88 = lshr <2 x i64> %87, <i64 10, i64 10>
  %89 = and <2 x i64> %88, <i64 18014398509481982, i64 18014398509481982>
  %90 = uitofp nneg <2 x i64> %89 to <2 x double>
  %91 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %91, ptr %82, align 16, !tbaa !9
  %92 = mul i64 %85, 6364136223846793005
  %93 = getelementptr inbounds i8, ptr %3, i64 32
  %94 = add i64 %92, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <2 x i64> poison, i64 %94, i64 0
  %98 = insertelement <2 x i64> %97, i64 %96, i64 1
  %99 = lshr <2 x i64> %98, <i64 10, i64 10>
  %100 = and <2 x i64> %99, <i64 18014398509481982, i64 18014398509481982>
  %101 = uitofp nneg <2 x i64> %100 to <2 x double>
  %102 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %102, ptr %93, align 16, !tbaa !9
  %103 = mul i64 %96, 6364136223846793005
  %104 = getelementptr inbounds i8, ptr %3, i64 48
  %105 = add i64 %103, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = insertelement <2 x i64> poison, i64 %105, i64 0
  %109 = insertelement <2 x i64> %108, i64 %107, i64 1
  %110 = lshr <2 x i64> %109, <i64 10, i64 10>
  %111 = and <2 x i64> %110, <i64 18014398509481982, i64 18014398509481982>
  %112 = uitofp nneg <2 x i64> %111 to <2 x double>
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %112, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %113, ptr %104, align 16, !tbaa !9
  %114 = mul i64 %107, 6364136223846793005
  %115 = getelementptr inbounds i8, ptr %3, i64 64
  %116 = add i64 %114, 1442695040888963407
  %117 = mul i64 %116, 6364136223846793005
  %118 = add i64 %117, 1442695040888963407
  %119 = insertelement <2 x i64> poison, i64 %116, i64 0
  %120 = insertelement <2 x i64> %119, i64 %118, i64 1
  %121 = lshr <2 x i64> %120, <i64 10, i64 10>
  %122 = and <2 x i64> %121, <i64 18014398509481982, i64 18014398509481982>
  %123 = uitofp nneg <2 x i64> %122 to <2 x double>
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %124, ptr %115, align 16, !tbaa !9
  %125 = mul i64 %118, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = lshr i64 %126, 10
  %128 = and i64 %127, 18014398509481982
  %129 = uitofp nneg i64 %128 to double
  %130 = tail call double @llvm.fmuladd.f64(double %129, double 0x3CA0000000000000, double -1.000000e+00)
  %131 = getelementptr inbounds i8, ptr %3, i64 80
  store double %130, ptr %131, align 16, !tbaa !9
  store i64 %126, ptr @rng_state, align 8, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %4, i64 4
  %133 = getelementptr inbounds i8, ptr %6, i64 8
  %134 = getelementptr inbounds i8, ptr %6, i64 16
  %135 = getelementptr inbounds i8, ptr %7, i64 8
  %136 = getelementptr inbounds i8, ptr %7, i64 16
  %137 = getelementptr inbounds i8, ptr %8, i64 8
  %138 = getelementptr inbounds i8, ptr %8, i64 16
  br label %145

139:                                              ; preds = %154
  %140 = load i32, ptr @n_fail, align 4, !tbaa !11
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %140)
  %142 = load i32, ptr @n_fail, align 4, !tbaa !11
  %143 = icmp ne i32 %142, 0
  %144 = zext i1 %143 to i32
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %1) #15
  ret i32 %144

145:                                              ; preds = %0, %154
  %146 = phi i64 [ 0, %0 ], [ %155, %154 ]
  %147 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !11
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [11 x double], ptr %1, i64 0, i64 %149
  %151 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 %149
  %152 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 %149
  %153 = trunc nuw nsw i64 %146 to i32
  br label %157

154:                                              ; preds = %364
  %155 = add nuw nsw i64 %146, 1
  %156 = icmp eq i64 %155, 3
  br i1 %156, label %139, label %145, !llvm.loop !13

157:                                              ; preds = %145, %364
  %158 = phi i64 [ 0, %145 ], [ %365, %364 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i32 %148, ptr %4, align 4, !tbaa !15
  %159 = trunc nuw nsw i64 %158 to i32
  store i32 %159, ptr %132, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %2, i8 0, i64 88, i1 false)
  switch i32 %159, label %186 [
    i32 0, label %160
    i32 1, label %165
    i32 2, label %171
    i32 4, label %176
    i32 5, label %181
  ]

160:                                              ; preds = %157
  %161 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %162 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %161, i32 noundef %148) #15
  %163 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %164 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %163, i32 noundef %148) #15
  br label %191

165:                                              ; preds = %157
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #15
  store i32 %148, ptr %6, align 8, !tbaa !18
  store ptr %1, ptr %133, align 8, !tbaa !21
  %166 = load double, ptr %150, align 8, !tbaa !9
  store double %166, ptr %134, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #15
  store i32 0, ptr %7, align 8, !tbaa !18
  store ptr %2, ptr %135, align 8, !tbaa !21
  store double 0.000000e+00, ptr %136, align 8, !tbaa !22
  %167 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %6, ptr noundef nonnull %7) #15
  %168 = load double, ptr %136, align 8, !tbaa !22
  store double %168, ptr %151, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #15
  store i32 0, ptr %8, align 8, !tbaa !18
  store ptr %3, ptr %137, align 8, !tbaa !21
  %169 = load double, ptr %152, align 8, !tbaa !9
  store double %169, ptr %138, align 8, !tbaa !22
  %170 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %6, ptr noundef nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #15
  br label %191

171:                                              ; preds = %157
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %173 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %172, i32 noundef %148) #15
  %174 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %175 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %174, i32 noundef %148) #15
  br label %191

176:                                              ; preds = %157
  %177 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %178 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_local, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %177, i32 noundef %148) #15
  %179 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %180 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_local, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %179, i32 noundef %148) #15
  br label %191

181:                                              ; preds = %157
  %182 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %183 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %182, i32 noundef %148) #15
  %184 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %185 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %184, i32 noundef %148) #15
  br label %191

186:                                              ; preds = %157
  %187 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %188 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @list, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %187, i32 noundef %148) #15
  %189 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %190 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @list, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %189, i32 noundef %148) #15
  br label %191

191:                                              ; preds = %165, %176, %186, %181, %171, %160
  %192 = phi double [ %164, %160 ], [ %170, %165 ], [ %175, %171 ], [ %180, %176 ], [ %185, %181 ], [ %190, %186 ]
  %193 = icmp eq i64 %158, 1
  %194 = zext i1 %193 to i32
  %195 = add nsw i32 %148, %194
  %196 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %158
  %197 = load ptr, ptr %196, align 8, !tbaa !23
  %198 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.6, ptr noundef %197) #15
  %199 = call i32 @llvm.smax.i32(i32 %195, i32 1)
  %200 = zext nneg i32 %199 to i64
  %201 = shl nuw nsw i64 %200, 3
  %202 = call noalias ptr @malloc(i64 noundef %201) #16
  %203 = sext i32 %195 to i64
  %204 = shl nsw i64 %203, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %202, ptr nonnull readonly align 16 %1, i64 %204, i1 false)
  %205 = icmp sgt i32 %195, 0
  br i1 %205, label %206, label %241

206:                                              ; preds = %191
  %207 = zext nneg i32 %195 to i64
  br label %208

208:                                              ; preds = %238, %206
  %209 = phi i64 [ 0, %206 ], [ %239, %238 ]
  %210 = getelementptr inbounds double, ptr %2, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = getelementptr inbounds double, ptr %202, i64 %209
  %213 = load double, ptr %212, align 8, !tbaa !9
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ogt double %214, 1.000000e+00
  %216 = select i1 %215, double %214, double 1.000000e+00
  %217 = fmul double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fadd double %213, %217
  %219 = fsub double %213, %217
  store double %218, ptr %212, align 8, !tbaa !9
  %220 = call fastcc double @obj(ptr noundef %202, ptr noundef nonnull readonly %4)
  store double %219, ptr %212, align 8, !tbaa !9
  %221 = call fastcc double @obj(ptr noundef %202, ptr noundef nonnull readonly %4)
  store double %213, ptr %212, align 8, !tbaa !9
  %222 = fsub double %220, %221
  %223 = fsub double %218, %219
  %224 = fdiv double %222, %223
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  %228 = fsub double %211, %224
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fmul double %227, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ole double %229, %230
  %232 = select i1 %231, ptr @.str.11, ptr @.str.12
  %233 = trunc nuw nsw i64 %209 to i32
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, i32 noundef %233, double noundef %211, double noundef %224, ptr noundef nonnull %232)
  br i1 %231, label %238, label %235

235:                                              ; preds = %208
  %236 = load i32, ptr @n_fail, align 4, !tbaa !11
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr @n_fail, align 4, !tbaa !11
  br label %238

238:                                              ; preds = %235, %208
  %239 = add nuw nsw i64 %209, 1
  %240 = icmp eq i64 %239, %207
  br i1 %240, label %241, label %208, !llvm.loop !24

241:                                              ; preds = %238, %191
  call void @free(ptr noundef %202) #15
  %242 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %197) #15
  %243 = call noalias ptr @malloc(i64 noundef %201) #16
  %244 = call noalias ptr @malloc(i64 noundef %201) #16
  br i1 %205, label %245, label %278

245:                                              ; preds = %241
  %246 = zext nneg i32 %195 to i64
  %247 = icmp eq i32 %195, 1
  br i1 %247, label %264, label %248

248:                                              ; preds = %245
  %249 = and i64 %246, 2147483646
  br label %250

250:                                              ; preds = %250, %248
  %251 = phi i64 [ 0, %248 ], [ %260, %250 ]
  %252 = getelementptr inbounds double, ptr %1, i64 %251
  %253 = load <2 x double>, ptr %252, align 16, !tbaa !9
  %254 = getelementptr inbounds double, ptr %3, i64 %251
  %255 = load <2 x double>, ptr %254, align 16, !tbaa !9
  %256 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %255, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %253)
  %257 = getelementptr inbounds double, ptr %243, i64 %251
  store <2 x double> %256, ptr %257, align 8, !tbaa !9
  %258 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %255, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %253)
  %259 = getelementptr inbounds double, ptr %244, i64 %251
  store <2 x double> %258, ptr %259, align 8, !tbaa !9
  %260 = add nuw i64 %251, 2
  %261 = icmp eq i64 %260, %249
  br i1 %261, label %262, label %250, !llvm.loop !25

262:                                              ; preds = %250
  %263 = icmp eq i64 %249, %246
  br i1 %263, label %278, label %264

264:                                              ; preds = %262, %245
  %265 = phi i64 [ 0, %245 ], [ %249, %262 ]
  br label %266

266:                                              ; preds = %264, %266
  %267 = phi i64 [ %276, %266 ], [ %265, %264 ]
  %268 = getelementptr inbounds double, ptr %1, i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = getelementptr inbounds double, ptr %3, i64 %267
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = call double @llvm.fmuladd.f64(double %271, double 0x3EB0C6F7A0B5ED8D, double %269)
  %273 = getelementptr inbounds double, ptr %243, i64 %267
  store double %272, ptr %273, align 8, !tbaa !9
  %274 = call double @llvm.fmuladd.f64(double %271, double 0xBEB0C6F7A0B5ED8D, double %269)
  %275 = getelementptr inbounds double, ptr %244, i64 %267
  store double %274, ptr %275, align 8, !tbaa !9
  %276 = add nuw nsw i64 %267, 1
  %277 = icmp eq i64 %276, %246
  br i1 %277, label %278, label %266, !llvm.loop !28

278:                                              ; preds = %266, %262, %241
  %279 = call fastcc double @obj(ptr noundef %243, ptr noundef nonnull readonly %4)
  %280 = call fastcc double @obj(ptr noundef %244, ptr noundef nonnull readonly %4)
  %281 = fsub double %279, %280
  %282 = fdiv double %281, 2.000000e-06
  call void @free(ptr noundef %243) #15
  call void @free(ptr noundef %244) #15
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ogt double %283, 1.000000e+00
  %285 = select i1 %284, double %283, double 1.000000e+00
  %286 = fsub double %192, %282
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fmul double %285, 0x3EB0C6F7A0B5ED8D
  %289 = fcmp ole double %287, %288
  %290 = select i1 %289, ptr @.str.11, ptr @.str.12
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, i32 noundef %153, double noundef %192, double noundef %282, ptr noundef nonnull %290)
  br i1 %289, label %295, label %292

292:                                              ; preds = %278
  %293 = load i32, ptr @n_fail, align 4, !tbaa !11
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr @n_fail, align 4, !tbaa !11
  br label %295

295:                                              ; preds = %278, %292
  %296 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef %197) #15
  br i1 %205, label %297, label %320

297:                                              ; preds = %295
  %298 = zext nneg i32 %195 to i64
  %299 = and i64 %298, 3
  %300 = icmp ult i32 %195, 4
  br i1 %300, label %303, label %301

301:                                              ; preds = %297
  %302 = and i64 %298, 2147483644
  br label %334

303:                                              ; preds = %334, %297
  %304 = phi double [ poison, %297 ], [ %360, %334 ]
  %305 = phi i64 [ 0, %297 ], [ %361, %334 ]
  %306 = phi double [ 0.000000e+00, %297 ], [ %360, %334 ]
  %307 = icmp eq i64 %299, 0
  br i1 %307, label %320, label %308

308:                                              ; preds = %303, %308
  %309 = phi i64 [ %317, %308 ], [ %305, %303 ]
  %310 = phi double [ %316, %308 ], [ %306, %303 ]
  %311 = phi i64 [ %318, %308 ], [ 0, %303 ]
  %312 = getelementptr inbounds double, ptr %2, i64 %309
  %313 = load double, ptr %312, align 8, !tbaa !9
  %314 = getelementptr inbounds double, ptr %3, i64 %309
  %315 = load double, ptr %314, align 8, !tbaa !9
  %316 = call double @llvm.fmuladd.f64(double %313, double %315, double %310)
  %317 = add nuw nsw i64 %309, 1
  %318 = add i64 %311, 1
  %319 = icmp eq i64 %318, %299
  br i1 %319, label %320, label %308, !llvm.loop !29

320:                                              ; preds = %303, %308, %295
  %321 = phi double [ 0.000000e+00, %295 ], [ %304, %303 ], [ %316, %308 ]
  %322 = call double @llvm.fabs.f64(double %192)
  %323 = fcmp ogt double %322, 1.000000e+00
  %324 = select i1 %323, double %322, double 1.000000e+00
  %325 = fsub double %321, %192
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fmul double %324, 0x3EB0C6F7A0B5ED8D
  %328 = fcmp ole double %326, %327
  %329 = select i1 %328, ptr @.str.11, ptr @.str.12
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, i32 noundef %153, double noundef %321, double noundef %192, ptr noundef nonnull %329)
  br i1 %328, label %364, label %331

331:                                              ; preds = %320
  %332 = load i32, ptr @n_fail, align 4, !tbaa !11
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr @n_fail, align 4, !tbaa !11
  br label %364

334:                                              ; preds = %334, %301
  %335 = phi i64 [ 0, %301 ], [ %361, %334 ]
  %336 = phi double [ 0.000000e+00, %301 ], [ %360, %334 ]
  %337 = phi i64 [ 0, %301 ], [ %362, %334 ]
  %338 = getelementptr inbounds double, ptr %2, i64 %335
  %339 = load double, ptr %338, align 16, !tbaa !9
  %340 = getelementptr inbounds double, ptr %3, i64 %335
  %341 = load double, ptr %340, align 16, !tbaa !9
  %342 = call double @llvm.fmuladd.f64(double %339, double %341, double %336)
  %343 = or disjoint i64 %335, 1
  %344 = getelementptr inbounds double, ptr %2, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = getelementptr inbounds double, ptr %3, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = call double @llvm.fmuladd.f64(double %345, double %347, double %342)
  %349 = or disjoint i64 %335, 2
  %350 = getelementptr inbounds double, ptr %2, i64 %349
  %351 = load double, ptr %350, align 16, !tbaa !9
  %352 = getelementptr inbounds double, ptr %3, i64 %349
  %353 = load double, ptr %352, align 16, !tbaa !9
  %354 = call double @llvm.fmuladd.f64(double %351, double %353, double %348)
  %355 = or disjoint i64 %335, 3
  %356 = getelementptr inbounds double, ptr %2, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = getelementptr inbounds double, ptr %3, i64 %355
  %359 = load double, ptr %358, align 8, !tbaa !9
  %360 = call double @llvm.fmuladd.f64(double %357, double %359, double %354)
  %361 = add nuw nsw i64 %335, 4
  %362 = add i64 %337, 4
  %363 = icmp eq i64 %362, %302
  br i1 %363, label %303, label %334, !llvm.loop !31

364:                                              ; preds = %320, %331
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  %365 = add nuw nsw i64 %158, 1
  %366 = icmp eq i64 %365, 6
  br i1 %366, label %154, label %157, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @local_struct(ptr noundef %0, i32 noundef %1) #4 {
  %3 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #15
  store i32 %1, ptr %3, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store double 1.500000e+00, ptr %5, align 8, !tbaa !22
  %6 = call fastcc double @vnorm2(ptr noundef nonnull %3)
  %7 = tail call double @sin(double noundef %6) #15
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = sext i32 %1 to i64
  %10 = getelementptr double, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @llvm.fmuladd.f64(double %8, double %12, double %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #15
  ret double %13
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal double @arg_struct(ptr nocapture noundef readonly %0) #5 {
  %2 = tail call fastcc double @vnorm2(ptr noundef %0)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load double, ptr %3, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @heap_rec(ptr noundef %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #16
  store i32 %1, ptr %3, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store double 9.000000e-01, ptr %5, align 8, !tbaa !22
  %6 = tail call fastcc double @rsum(ptr noundef nonnull %3, i32 noundef 0)
  tail call void @free(ptr noundef %3) #15
  %7 = fmul double %6, %6
  ret double %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal double @span_local(ptr noundef %0, i32 noundef %1) #5 {
  %3 = alloca %struct.Span, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #15
  store ptr %0, ptr %3, align 8, !tbaa !33
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = sext i32 %1 to i64
  store i64 %5, ptr %4, align 8, !tbaa !36
  %6 = call fastcc double @span_dot(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #15
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @span_heap(ptr noundef %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  store ptr %0, ptr %3, align 8, !tbaa !33
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %4, ptr %5, align 8, !tbaa !36
  %6 = tail call fastcc double @span_rec(ptr noundef nonnull %3, i64 noundef 0)
  tail call void @free(ptr noundef %3) #15
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal double @list(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call fastcc double @lsum(ptr noundef null)
  br label %24

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %10

8:                                                ; preds = %10
  %9 = tail call fastcc double @lsum(ptr noundef nonnull %13)
  br label %19

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %17, %10 ]
  %12 = phi ptr [ null, %6 ], [ %13, %10 ]
  %13 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  store double %15, ptr %13, align 8, !tbaa !37
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %12, ptr %16, align 8, !tbaa !39
  %17 = add nuw nsw i64 %11, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %10, !llvm.loop !40

19:                                               ; preds = %8, %19
  %20 = phi ptr [ %22, %19 ], [ %13, %8 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !39
  tail call void @free(ptr noundef nonnull %20) #15
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %19, !llvm.loop !41

24:                                               ; preds = %19, %4
  %25 = phi double [ %5, %4 ], [ %9, %19 ]
  ret double %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca %struct.Span, align 8
  %4 = alloca %struct.Vec, align 8
  %5 = alloca [11 x double], align 16
  %6 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #15
  %7 = load i32, ptr %1, align 4, !tbaa !15
  %8 = add nsw i32 %7, 1
  %9 = sext i32 %8 to i64
  %10 = shl nsw i64 %9, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr align 8 %0, i64 %10, i1 false)
  %11 = getelementptr inbounds i8, ptr %1, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !17
  switch i32 %12, label %48 [
    i32 0, label %13
    i32 1, label %24
    i32 2, label %33
    i32 4, label %39
    i32 5, label %43
  ]

13:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #15
  store i32 %7, ptr %4, align 8, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %5, ptr %14, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %4, i64 16
  store double 1.500000e+00, ptr %15, align 8, !tbaa !22
  %16 = call fastcc double @vnorm2(ptr noundef nonnull %4)
  %17 = call double @sin(double noundef %16) #15
  %18 = load double, ptr %5, align 16, !tbaa !9
  %19 = sext i32 %7 to i64
  %20 = getelementptr double, ptr %5, i64 %19
  %21 = getelementptr i8, ptr %20, i64 -8
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = call double @llvm.fmuladd.f64(double %18, double %22, double %17)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #15
  br label %70

24:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #15
  store i32 %7, ptr %6, align 8, !tbaa !18
  %25 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %5, ptr %25, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %6, i64 16
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds [11 x double], ptr %5, i64 0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  store double %29, ptr %26, align 8, !tbaa !22
  %30 = call fastcc double @vnorm2(ptr noundef nonnull readonly %6)
  %31 = load double, ptr %5, align 16, !tbaa !9
  %32 = call double @llvm.fmuladd.f64(double %30, double %29, double %31)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #15
  br label %70

33:                                               ; preds = %2
  %34 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #16
  store i32 %7, ptr %34, align 8, !tbaa !18
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %5, ptr %35, align 8, !tbaa !21
  %36 = getelementptr inbounds i8, ptr %34, i64 16
  store double 9.000000e-01, ptr %36, align 8, !tbaa !22
  %37 = call fastcc double @rsum(ptr noundef nonnull %34, i32 noundef 0)
  call void @free(ptr noundef %34) #15
  %38 = fmul double %37, %37
  br label %70

39:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #15
  store ptr %5, ptr %3, align 8, !tbaa !33
  %40 = getelementptr inbounds i8, ptr %3, i64 8
  %41 = sext i32 %7 to i64
  store i64 %41, ptr %40, align 8, !tbaa !36
  %42 = call fastcc double @span_dot(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #15
  br label %70

43:                                               ; preds = %2
  %44 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  store ptr %5, ptr %44, align 8, !tbaa !33
  %45 = sext i32 %7 to i64
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  store i64 %45, ptr %46, align 8, !tbaa !36
  %47 = call fastcc double @span_rec(ptr noundef nonnull %44, i64 noundef 0)
  call void @free(ptr noundef %44) #15
  br label %70

48:                                               ; preds = %2
  %49 = icmp sgt i32 %7, 0
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = tail call fastcc double @lsum(ptr noundef null)
  br label %70

52:                                               ; preds = %48
  %53 = zext nneg i32 %7 to i64
  br label %56

54:                                               ; preds = %56
  %55 = tail call fastcc double @lsum(ptr noundef nonnull %59)
  br label %65

56:                                               ; preds = %56, %52
  %57 = phi i64 [ 0, %52 ], [ %63, %56 ]
  %58 = phi ptr [ null, %52 ], [ %59, %56 ]
  %59 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  %60 = getelementptr inbounds double, ptr %5, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  store double %61, ptr %59, align 8, !tbaa !37
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %58, ptr %62, align 8, !tbaa !39
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, %53
  br i1 %64, label %54, label %56, !llvm.loop !40

65:                                               ; preds = %65, %54
  %66 = phi ptr [ %68, %65 ], [ %59, %54 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !39
  tail call void @free(ptr noundef nonnull %66) #15
  %69 = icmp eq ptr %68, null
  br i1 %69, label %70, label %65, !llvm.loop !41

70:                                               ; preds = %65, %50, %43, %39, %33, %24, %13
  %71 = phi double [ %23, %13 ], [ %32, %24 ], [ %38, %33 ], [ %42, %39 ], [ %47, %43 ], [ %51, %50 ], [ %55, %65 ]
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #15
  ret double %71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @vnorm2(ptr nocapture noundef readonly %0) unnamed_addr #9 {
  %2 = load i32, ptr %0, align 8, !tbaa !18
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !22
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %2, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i64 %9, 2147483644
  br label %32

14:                                               ; preds = %32, %4
  %15 = phi double [ poison, %4 ], [ %54, %32 ]
  %16 = phi i64 [ 0, %4 ], [ %55, %32 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %54, %32 ]
  %18 = icmp eq i64 %10, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %14, %19
  %20 = phi i64 [ %27, %19 ], [ %16, %14 ]
  %21 = phi double [ %26, %19 ], [ %17, %14 ]
  %22 = phi i64 [ %28, %19 ], [ 0, %14 ]
  %23 = getelementptr inbounds double, ptr %6, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, %24
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %8, double %21)
  %27 = add nuw nsw i64 %20, 1
  %28 = add i64 %22, 1
  %29 = icmp eq i64 %28, %10
  br i1 %29, label %30, label %19, !llvm.loop !42

30:                                               ; preds = %14, %19, %1
  %31 = phi double [ 0.000000e+00, %1 ], [ %15, %14 ], [ %26, %19 ]
  ret double %31

32:                                               ; preds = %32, %12
  %33 = phi i64 [ 0, %12 ], [ %55, %32 ]
  %34 = phi double [ 0.000000e+00, %12 ], [ %54, %32 ]
  %35 = phi i64 [ 0, %12 ], [ %56, %32 ]
  %36 = getelementptr inbounds double, ptr %6, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul double %37, %37
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %8, double %34)
  %40 = or disjoint i64 %33, 1
  %41 = getelementptr inbounds double, ptr %6, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fmul double %42, %42
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %8, double %39)
  %45 = or disjoint i64 %33, 2
  %46 = getelementptr inbounds double, ptr %6, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fmul double %47, %47
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %8, double %44)
  %50 = or disjoint i64 %33, 3
  %51 = getelementptr inbounds double, ptr %6, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, %52
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %8, double %49)
  %55 = add nuw nsw i64 %33, 4
  %56 = add i64 %35, 4
  %57 = icmp eq i64 %56, %13
  br i1 %57, label %14, label %32, !llvm.loop !43
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @rsum(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #11 {
  %3 = load i32, ptr %0, align 8, !tbaa !18
  %4 = icmp sgt i32 %3, %1
  br i1 %4, label %7, label %5

5:                                                ; preds = %2, %7
  %6 = phi double [ %22, %7 ], [ 0.000000e+00, %2 ]
  ret double %6

7:                                                ; preds = %2
  %8 = add nsw i32 %1, 1
  %9 = tail call fastcc double @rsum(ptr noundef nonnull %0, i32 noundef %8)
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !21
  %12 = sext i32 %1 to i64
  %13 = getelementptr inbounds double, ptr %11, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call double @cos(double noundef %14) #15
  %16 = fmul double %9, 5.000000e-01
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load double, ptr %17, align 8, !tbaa !22
  %19 = fmul double %16, %18
  %20 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %19)
  %21 = fmul double %9, 1.000000e-01
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %9, double %20)
  br label %5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @span_dot(ptr nocapture noundef readonly %0) unnamed_addr #9 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8, !tbaa !36
  %4 = icmp sgt i64 %3, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !tbaa !33
  %7 = and i64 %3, 1
  %8 = icmp eq i64 %3, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %3, 9223372036854775806
  br label %27

11:                                               ; preds = %27, %5
  %12 = phi double [ poison, %5 ], [ %46, %27 ]
  %13 = phi i64 [ 0, %5 ], [ %41, %27 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %46, %27 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %6, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %19, %3
  %21 = select i1 %20, i64 0, i64 %19
  %22 = getelementptr inbounds double, ptr %6, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %18, double %23, double %14)
  br label %25

25:                                               ; preds = %16, %11, %1
  %26 = phi double [ 0.000000e+00, %1 ], [ %12, %11 ], [ %24, %16 ]
  ret double %26

27:                                               ; preds = %27, %9
  %28 = phi i64 [ 0, %9 ], [ %41, %27 ]
  %29 = phi double [ 0.000000e+00, %9 ], [ %46, %27 ]
  %30 = phi i64 [ 0, %9 ], [ %47, %27 ]
  %31 = getelementptr inbounds double, ptr %6, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = or disjoint i64 %28, 1
  %34 = icmp eq i64 %33, %3
  %35 = select i1 %34, i64 0, i64 %33
  %36 = getelementptr inbounds double, ptr %6, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %32, double %37, double %29)
  %39 = getelementptr inbounds double, ptr %6, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = add nuw nsw i64 %28, 2
  %42 = icmp eq i64 %41, %3
  %43 = select i1 %42, i64 0, i64 %41
  %44 = getelementptr inbounds double, ptr %6, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %40, double %45, double %38)
  %47 = add i64 %30, 2
  %48 = icmp eq i64 %47, %10
  br i1 %48, label %11, label %27, !llvm.loop !44
}

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @span_rec(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #11 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !36
  %5 = icmp sgt i64 %4, %1
  br i1 %5, label %8, label %6

6:                                                ; preds = %2, %8
  %7 = phi double [ %15, %8 ], [ 1.000000e+00, %2 ]
  ret double %7

8:                                                ; preds = %2
  %9 = load ptr, ptr %0, align 8, !tbaa !33
  %10 = getelementptr inbounds double, ptr %9, i64 %1
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call double @sin(double noundef %11) #15
  %13 = add nsw i64 %1, 1
  %14 = tail call fastcc double @span_rec(ptr noundef nonnull %0, i64 noundef %13)
  %15 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %11)
  br label %6
}

; Function Attrs: nofree noinline nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @lsum(ptr noundef readonly %0) unnamed_addr #11 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi double [ %13, %5 ], [ 0.000000e+00, %1 ]
  ret double %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !39
  %8 = tail call fastcc double @lsum(ptr noundef %7)
  %9 = load double, ptr %0, align 8, !tbaa !37
  %10 = tail call double @sin(double noundef %8) #15
  %11 = load double, ptr %0, align 8, !tbaa !37
  %12 = fmul double %10, %11
  %13 = tail call double @llvm.fmuladd.f64(double %9, double %9, double %12)
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree noinline nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!15 = !{!16, !12, i64 0}
!16 = !{!"", !12, i64 0, !12, i64 4}
!17 = !{!16, !12, i64 4}
!18 = !{!19, !12, i64 0}
!19 = !{!"", !12, i64 0, !20, i64 8, !10, i64 16}
!20 = !{!"any pointer", !7, i64 0}
!21 = !{!19, !20, i64 8}
!22 = !{!19, !10, i64 16}
!23 = !{!20, !20, i64 0}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !14, !27, !26}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = !{!34, !20, i64 0}
!34 = !{!"", !20, i64 0, !35, i64 8}
!35 = !{!"long", !7, i64 0}
!36 = !{!34, !35, i64 8}
!37 = !{!38, !10, i64 0}
!38 = !{!"Node", !10, i64 0, !20, i64 8}
!39 = !{!38, !20, i64 8}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !30}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
