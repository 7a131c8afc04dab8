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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [11 x double], align 16
  %8 = alloca [11 x double], align 16
  %9 = alloca [11 x double], align 16
  %10 = alloca %struct.Ctx, align 4
  %11 = alloca [64 x i8], align 16
  %12 = alloca %struct.Vec, align 8
  %13 = alloca %struct.Vec, align 8
  %14 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %8) #15
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %9) #15
  %15 = load i64, ptr @rng_state, align 8, !tbaa !5
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <2 x i64> poison, i64 %17, i64 0
  %21 = insertelement <2 x i64> %20, i64 %19, i64 1
  %22 = lshr <2 x i64> %21, <i64 10, i64 10>
  %23 = and <2 x i64> %22, <i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <2 x i64> %23 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %25, ptr %7, align 16, !tbaa !9
  %26 = mul i64 %19, 6364136223846793005
  %27 = getelementptr inbounds i8, ptr %7, i64 16
  %28 = add i64 %26, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = insertelement <2 x i64> poison, i64 %28, i64 0
  %32 = insertelement <2 x i64> %31, i64 %30, i64 1
  %33 = lshr <2 x i64> %32, <i64 10, i64 10>
  %34 = and <2 x i64> %33, <i64 18014398509481982, i64 18014398509481982>
  %35 = uitofp nneg <2 x i64> %34 to <2 x double>
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %36, ptr %27, align 16, !tbaa !9
  %37 = mul i64 %30, 6364136223846793005
  %38 = getelementptr inbounds i8, ptr %7, i64 32
  %39 = add i64 %37, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <2 x i64> poison, i64 %39, i64 0
  %43 = insertelement <2 x i64> %42, i64 %41, i64 1
  %44 = lshr <2 x i64> %43, <i64 10, i64 10>
  %45 = and <2 x i64> %44, <i64 18014398509481982, i64 18014398509481982>
  %46 = uitofp nneg <2 x i64> %45 to <2 x double>
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %47, ptr %38, align 16, !tbaa !9
  %48 = mul i64 %41, 6364136223846793005
  %49 = getelementptr inbounds i8, ptr %7, i64 48
  %50 = add i64 %48, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = insertelement <2 x i64> poison, i64 %50, i64 0
  %54 = insertelement <2 x i64> %53, i64 %52, i64 1
  %55 = lshr <2 x i64> %54, <i64 10, i64 10>
  %56 = and <2 x i64> %55, <i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <2 x i64> %56 to <2 x double>
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %58, ptr %49, align 16, !tbaa !9
  %59 = mul i64 %52, 6364136223846793005
  %60 = getelementptr inbounds i8, ptr %7, i64 64
  %61 = add i64 %59, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <2 x i64> poison, i64 %61, i64 0
  %65 = insertelement <2 x i64> %64, i64 %63, i64 1
  %66 = lshr <2 x i64> %65, <i64 10, i64 10>
  %67 = and <2 x i64> %66, <i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <2 x i64> %67 to <2 x double>
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %69, ptr %60, align 16, !tbaa !9
  %70 = mul i64 %63, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = lshr i64 %71, 10
  %73 = and i64 %72, 18014398509481982
  %74 = uitofp nneg i64 %73 to double
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 0x3CA0000000000000, double -1.000000e+00)
  %76 = getelementptr inbounds i8, ptr %7, i64 80
  store double %75, ptr %76, align 16, !tbaa !9
  %77 = mul i64 %71, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = insertelement <2 x i64> poison, i64 %78, i64 0
  %82 = insertelement <2 x i64> %81, i64 %80, i64 1
  %83 = lshr <2 x i64> %82, <i64 10, i64 10>
  %84 = and <2 x i64> %83, <i64 18014398509481982, i64 18014398509481982>
  %85 = uitofp nneg <2 x i64> %84 to <2 x double>
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %86, ptr %9, align 16, !tbaa !9
  %87 = mul i64 %80, 6364136223846793005
  %88 = getelementptr inbounds i8, ptr %9, i64 16
  %89 = add i64 %87, 1442695040888963407
  %90 = mul i64 %89, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = insertelement <2 x i64> poison, i64 %89, i64 0
  %93 = insertelement <2 x i64> %92, i64 %91, i64 1
  %94 = lshr <2 x i64> %93, <i64 10, i64 10>
  %95 = and <2 x i64> %94, <i64 18014398509481982, i64 18014398509481982>
  %96 = uitofp nneg <2 x i64> %95 to <2 x double>
  %97 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %97, ptr %88, align 16, !tbaa !9
  %98 = mul i64 %91, 6364136223846793005
  %99 = getelementptr inbounds i8, ptr %9, i64 32
  %100 = add i64 %98, 1442695040888963407
  %101 = mul i64 %100, 6364136223846793005
  %102 = add i64 %101, 1442695040888963407
  %103 = insertelement <2 x i64> poison, i64 %100, i64 0
  %104 = insertelement <2 x i64> %103, i64 %102, i64 1
  %105 = lshr <2 x i64> %104, <i64 10, i64 10>
  %106 = and <2 x i64> %105, <i64 18014398509481982, i64 18014398509481982>
  %107 = uitofp nneg <2 x i64> %106 to <2 x double>
  %108 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %108, ptr %99, align 16, !tbaa !9
  %109 = mul i64 %102, 6364136223846793005
  %110 = getelementptr inbounds i8, ptr %9, i64 48
  %111 = add i64 %109, 1442695040888963407
  %112 = mul i64 %111, 6364136223846793005
  %113 = add i64 %112, 1442695040888963407
  %114 = insertelement <2 x i64> poison, i64 %111, i64 0
  %115 = insertelement <2 x i64> %114, i64 %113, i64 1
  %116 = lshr <2 x i64> %115, <i64 10, i64 10>
  %117 = and <2 x i64> %116, <i64 18014398509481982, i64 18014398509481982>
  %118 = uitofp nneg <2 x i64> %117 to <2 x double>
  %119 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %118, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %119, ptr %110, align 16, !tbaa !9
  %120 = mul i64 %113, 6364136223846793005
  %121 = getelementptr inbounds i8, ptr %9, i64 64
  %122 = add i64 %120, 1442695040888963407
  %123 = mul i64 %122, 6364136223846793005
  %124 = add i64 %123, 1442695040888963407
  %125 = insertelement <2 x i64> poison, i64 %122, i64 0
  %126 = insertelement <2 x i64> %125, i64 %124, i64 1
  %127 = lshr <2 x i64> %126, <i64 10, i64 10>
  %128 = and <2 x i64> %127, <i64 18014398509481982, i64 18014398509481982>
  %129 = uitofp nneg <2 x i64> %128 to <2 x double>
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %130, ptr %121, align 16, !tbaa !9
  %131 = mul i64 %124, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = lshr i64 %132, 10
  %134 = and i64 %133, 18014398509481982
  %135 = uitofp nneg i64 %134 to double
  %136 = tail call double @llvm.fmuladd.f64(double %135, double 0x3CA0000000000000, double -1.000000e+00)
  %137 = getelementptr inbounds i8, ptr %9, i64 80
  store double %136, ptr %137, align 16, !tbaa !9
  store i64 %132, ptr @rng_state, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %10, i64 4
  %139 = getelementptr inbounds i8, ptr %12, i64 8
  %140 = getelementptr inbounds i8, ptr %12, i64 16
  %141 = getelementptr inbounds i8, ptr %13, i64 8
  %142 = getelementptr inbounds i8, ptr %13, i64 16
  %143 = getelementptr inbounds i8, ptr %14, i64 8
  %144 = getelementptr inbounds i8, ptr %14, i64 16
  br label %151

145:                                              ; preds = %163
  %146 = load i32, ptr @n_fail, align 4, !tbaa !11
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %146)
  %148 = load i32, ptr @n_fail, align 4, !tbaa !11
  %149 = icmp ne i32 %148, 0
  %150 = zext i1 %149 to i32
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #15
  ret i32 %150

151:                                              ; preds = %0, %163
  %152 = phi i64 [ 0, %0 ], [ %164, %163 ]
  %153 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !11
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 %155
  %157 = getelementptr inbounds [11 x double], ptr %8, i64 0, i64 %155
  %158 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %155
  %159 = trunc nuw nsw i64 %152 to i32
  %160 = trunc nuw nsw i64 %152 to i32
  %161 = trunc nuw nsw i64 %152 to i32
  %162 = trunc nuw nsw i64 %152 to i32
  br label %166

163:                                              ; preds = %401
  %164 = add nuw nsw i64 %152, 1
  %165 = icmp eq i64 %164, 3
  br i1 %165, label %145, label %151, !llvm.loop !13

166:                                              ; preds = %151, %401
  %167 = phi i64 [ 0, %151 ], [ %402, %401 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #15
  store i32 %154, ptr %10, align 4, !tbaa !15
  %168 = trunc nuw nsw i64 %167 to i32
  store i32 %168, ptr %138, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %8, i8 0, i64 88, i1 false)
  switch i32 %168, label %195 [
    i32 0, label %169
    i32 1, label %174
    i32 2, label %180
    i32 4, label %185
    i32 5, label %190
  ]

169:                                              ; preds = %166
  %170 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %171 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %170, i32 noundef %154) #15
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %173 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %172, i32 noundef %154) #15
  br label %200

174:                                              ; preds = %166
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  store i32 %154, ptr %12, align 8, !tbaa !18
  store ptr %7, ptr %139, align 8, !tbaa !21
  %175 = load double, ptr %156, align 8, !tbaa !9
  store double %175, ptr %140, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  store i32 0, ptr %13, align 8, !tbaa !18
  store ptr %8, ptr %141, align 8, !tbaa !21
  store double 0.000000e+00, ptr %142, align 8, !tbaa !22
  %176 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %12, ptr noundef nonnull %13) #15
  %177 = load double, ptr %142, align 8, !tbaa !22
  store double %177, ptr %157, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #15
  store i32 0, ptr %14, align 8, !tbaa !18
  store ptr %9, ptr %143, align 8, !tbaa !21
  %178 = load double, ptr %158, align 8, !tbaa !9
  store double %178, ptr %144, align 8, !tbaa !22
  %179 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %12, ptr noundef nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  br label %200

180:                                              ; preds = %166
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %182 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %181, i32 noundef %154) #15
  %183 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %184 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %183, i32 noundef %154) #15
  br label %200

185:                                              ; preds = %166
  %186 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %187 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_local, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %186, i32 noundef %154) #15
  %188 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %189 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_local, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %188, i32 noundef %154) #15
  br label %200

190:                                              ; preds = %166
  %191 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %192 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %191, i32 noundef %154) #15
  %193 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %194 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %193, i32 noundef %154) #15
  br label %200

195:                                              ; preds = %166
  %196 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %197 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @list, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %196, i32 noundef %154) #15
  %198 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %199 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @list, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %198, i32 noundef %154) #15
  br label %200

200:                                              ; preds = %174, %185, %195, %190, %180, %169
  %201 = phi double [ %173, %169 ], [ %179, %174 ], [ %184, %180 ], [ %189, %185 ], [ %194, %190 ], [ %199, %195 ]
  %202 = icmp eq i64 %167, 1
  %203 = zext i1 %202 to i32
  %204 = add nsw i32 %154, %203
  %205 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %167
  %206 = load ptr, ptr %205, align 8, !tbaa !23
  %207 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.6, ptr noundef %206) #15
  %208 = call i32 @llvm.smax.i32(i32 %204, i32 1)
  %209 = zext nneg i32 %208 to i64
  %210 = shl nuw nsw i64 %209, 3
  %211 = call noalias ptr @malloc(i64 noundef %210) #16
  %212 = sext i32 %204 to i64
  %213 = shl nsw i64 %212, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %211, ptr nonnull readonly align 16 %7, i64 %213, i1 false)
  %214 = icmp sgt i32 %204, 0
  br i1 %214, label %215, label %260

215:                                              ; preds = %200
  %216 = zext nneg i32 %204 to i64
  br label %217

217:                                              ; preds = %257, %215
  %218 = phi i64 [ 0, %215 ], [ %258, %257 ]
  %219 = getelementptr inbounds double, ptr %8, i64 %218
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = getelementptr inbounds double, ptr %211, i64 %218
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = fcmp ogt double %223, 1.000000e+00
  %225 = select i1 %224, double %223, double 1.000000e+00
  %226 = fmul double %225, 0x3EB0C6F7A0B5ED8D
  %227 = fadd double %222, %226
  %228 = fsub double %222, %226
  store double %227, ptr %221, align 8, !tbaa !9
  %229 = call fastcc double @obj(ptr noundef %211, ptr noundef nonnull readonly %10)
  store double %228, ptr %221, align 8, !tbaa !9
  %230 = call fastcc double @obj(ptr noundef %211, ptr noundef nonnull readonly %10)
  store double %222, ptr %221, align 8, !tbaa !9
  %231 = fsub double %229, %230
  %232 = fsub double %227, %228
  %233 = fdiv double %231, %232
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fcmp ogt double %234, 1.000000e+00
  %236 = select i1 %235, double %234, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %220, ptr %6, align 8, !tbaa !9
  %237 = load volatile double, ptr %6, align 8, !tbaa !9
  %238 = call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %239, label %252, label %240

240:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %233, ptr %5, align 8, !tbaa !9
  %241 = load volatile double, ptr %5, align 8, !tbaa !9
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = fcmp ueq double %242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %243, label %252, label %244

244:                                              ; preds = %240
  %245 = fsub double %220, %233
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fmul double %236, 0x3EB0C6F7A0B5ED8D
  %248 = fcmp ugt double %246, %247
  br i1 %248, label %252, label %249

249:                                              ; preds = %244
  %250 = trunc nuw nsw i64 %218 to i32
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %250, double noundef %220, double noundef %233, ptr noundef nonnull @.str.11)
  br label %257

252:                                              ; preds = %244, %240, %217
  %253 = trunc nuw nsw i64 %218 to i32
  %254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %253, double noundef %220, double noundef %233, ptr noundef nonnull @.str.12)
  %255 = load i32, ptr @n_fail, align 4, !tbaa !11
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr @n_fail, align 4, !tbaa !11
  br label %257

257:                                              ; preds = %252, %249
  %258 = add nuw nsw i64 %218, 1
  %259 = icmp eq i64 %258, %216
  br i1 %259, label %260, label %217, !llvm.loop !24

260:                                              ; preds = %257, %200
  call void @free(ptr noundef %211) #15
  %261 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %206) #15
  %262 = call noalias ptr @malloc(i64 noundef %210) #16
  %263 = call noalias ptr @malloc(i64 noundef %210) #16
  br i1 %214, label %264, label %297

264:                                              ; preds = %260
  %265 = zext nneg i32 %204 to i64
  %266 = icmp eq i32 %204, 1
  br i1 %266, label %283, label %267

267:                                              ; preds = %264
  %268 = and i64 %265, 2147483646
  br label %269

269:                                              ; preds = %269, %267
  %270 = phi i64 [ 0, %267 ], [ %279, %269 ]
  %271 = getelementptr inbounds double, ptr %7, i64 %270
  %272 = load <2 x double>, ptr %271, align 16, !tbaa !9
  %273 = getelementptr inbounds double, ptr %9, i64 %270
  %274 = load <2 x double>, ptr %273, align 16, !tbaa !9
  %275 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %274, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %272)
  %276 = getelementptr inbounds double, ptr %262, i64 %270
  store <2 x double> %275, ptr %276, align 8, !tbaa !9
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %274, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %272)
  %278 = getelementptr inbounds double, ptr %263, i64 %270
  store <2 x double> %277, ptr %278, align 8, !tbaa !9
  %279 = add nuw i64 %270, 2
  %280 = icmp eq i64 %279, %268
  br i1 %280, label %281, label %269, !llvm.loop !25

281:                                              ; preds = %269
  %282 = icmp eq i64 %268, %265
  br i1 %282, label %297, label %283

283:                                              ; preds = %281, %264
  %284 = phi i64 [ 0, %264 ], [ %268, %281 ]
  br label %285

285:                                              ; preds = %283, %285
  %286 = phi i64 [ %295, %285 ], [ %284, %283 ]
  %287 = getelementptr inbounds double, ptr %7, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = getelementptr inbounds double, ptr %9, i64 %286
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = call double @llvm.fmuladd.f64(double %290, double 0x3EB0C6F7A0B5ED8D, double %288)
  %292 = getelementptr inbounds double, ptr %262, i64 %286
  store double %291, ptr %292, align 8, !tbaa !9
  %293 = call double @llvm.fmuladd.f64(double %290, double 0xBEB0C6F7A0B5ED8D, double %288)
  %294 = getelementptr inbounds double, ptr %263, i64 %286
  store double %293, ptr %294, align 8, !tbaa !9
  %295 = add nuw nsw i64 %286, 1
  %296 = icmp eq i64 %295, %265
  br i1 %296, label %297, label %285, !llvm.loop !28

297:                                              ; preds = %285, %281, %260
  %298 = call fastcc double @obj(ptr noundef %262, ptr noundef nonnull readonly %10)
  %299 = call fastcc double @obj(ptr noundef %263, ptr noundef nonnull readonly %10)
  %300 = fsub double %298, %299
  %301 = fdiv double %300, 2.000000e-06
  call void @free(ptr noundef %262) #15
  call void @free(ptr noundef %263) #15
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fcmp ogt double %302, 1.000000e+00
  %304 = select i1 %303, double %302, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %201, ptr %4, align 8, !tbaa !9
  %305 = load volatile double, ptr %4, align 8, !tbaa !9
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %307, label %319, label %308

308:                                              ; preds = %297
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %301, ptr %3, align 8, !tbaa !9
  %309 = load volatile double, ptr %3, align 8, !tbaa !9
  %310 = call double @llvm.fabs.f64(double %309)
  %311 = fcmp ueq double %310, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %311, label %319, label %312

312:                                              ; preds = %308
  %313 = fsub double %201, %301
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fmul double %304, 0x3EB0C6F7A0B5ED8D
  %316 = fcmp ugt double %314, %315
  br i1 %316, label %319, label %317

317:                                              ; preds = %312
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %159, double noundef %201, double noundef %301, ptr noundef nonnull @.str.11)
  br label %323

319:                                              ; preds = %312, %308, %297
  %320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %160, double noundef %201, double noundef %301, ptr noundef nonnull @.str.12)
  %321 = load i32, ptr @n_fail, align 4, !tbaa !11
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr @n_fail, align 4, !tbaa !11
  br label %323

323:                                              ; preds = %317, %319
  %324 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef %206) #15
  br i1 %214, label %325, label %348

325:                                              ; preds = %323
  %326 = zext nneg i32 %204 to i64
  %327 = and i64 %326, 3
  %328 = icmp ult i32 %204, 4
  br i1 %328, label %331, label %329

329:                                              ; preds = %325
  %330 = and i64 %326, 2147483644
  br label %371

331:                                              ; preds = %371, %325
  %332 = phi double [ poison, %325 ], [ %397, %371 ]
  %333 = phi i64 [ 0, %325 ], [ %398, %371 ]
  %334 = phi double [ 0.000000e+00, %325 ], [ %397, %371 ]
  %335 = icmp eq i64 %327, 0
  br i1 %335, label %348, label %336

336:                                              ; preds = %331, %336
  %337 = phi i64 [ %345, %336 ], [ %333, %331 ]
  %338 = phi double [ %344, %336 ], [ %334, %331 ]
  %339 = phi i64 [ %346, %336 ], [ 0, %331 ]
  %340 = getelementptr inbounds double, ptr %8, i64 %337
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = getelementptr inbounds double, ptr %9, i64 %337
  %343 = load double, ptr %342, align 8, !tbaa !9
  %344 = call double @llvm.fmuladd.f64(double %341, double %343, double %338)
  %345 = add nuw nsw i64 %337, 1
  %346 = add i64 %339, 1
  %347 = icmp eq i64 %346, %327
  br i1 %347, label %348, label %336, !llvm.loop !29

348:                                              ; preds = %331, %336, %323
  %349 = phi double [ 0.000000e+00, %323 ], [ %332, %331 ], [ %344, %336 ]
  %350 = call double @llvm.fabs.f64(double %201)
  %351 = fcmp ogt double %350, 1.000000e+00
  %352 = select i1 %351, double %350, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %349, ptr %2, align 8, !tbaa !9
  %353 = load volatile double, ptr %2, align 8, !tbaa !9
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %355, label %367, label %356

356:                                              ; preds = %348
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %201, ptr %1, align 8, !tbaa !9
  %357 = load volatile double, ptr %1, align 8, !tbaa !9
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %359, label %367, label %360

360:                                              ; preds = %356
  %361 = fsub double %349, %201
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fmul double %352, 0x3EB0C6F7A0B5ED8D
  %364 = fcmp ugt double %362, %363
  br i1 %364, label %367, label %365

365:                                              ; preds = %360
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %161, double noundef %349, double noundef %201, ptr noundef nonnull @.str.11)
  br label %401

367:                                              ; preds = %360, %356, %348
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %162, double noundef %349, double noundef %201, ptr noundef nonnull @.str.12)
  %369 = load i32, ptr @n_fail, align 4, !tbaa !11
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr @n_fail, align 4, !tbaa !11
  br label %401

371:                                              ; preds = %371, %329
  %372 = phi i64 [ 0, %329 ], [ %398, %371 ]
  %373 = phi double [ 0.000000e+00, %329 ], [ %397, %371 ]
  %374 = phi i64 [ 0, %329 ], [ %399, %371 ]
  %375 = getelementptr inbounds double, ptr %8, i64 %372
  %376 = load double, ptr %375, align 16, !tbaa !9
  %377 = getelementptr inbounds double, ptr %9, i64 %372
  %378 = load double, ptr %377, align 16, !tbaa !9
  %379 = call double @llvm.fmuladd.f64(double %376, double %378, double %373)
  %380 = or disjoint i64 %372, 1
  %381 = getelementptr inbounds double, ptr %8, i64 %380
  %382 = load double, ptr %381, align 8, !tbaa !9
  %383 = getelementptr inbounds double, ptr %9, i64 %380
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = call double @llvm.fmuladd.f64(double %382, double %384, double %379)
  %386 = or disjoint i64 %372, 2
  %387 = getelementptr inbounds double, ptr %8, i64 %386
  %388 = load double, ptr %387, align 16, !tbaa !9
  %389 = getelementptr inbounds double, ptr %9, i64 %386
  %390 = load double, ptr %389, align 16, !tbaa !9
  %391 = call double @llvm.fmuladd.f64(double %388, double %390, double %385)
  %392 = or disjoint i64 %372, 3
  %393 = getelementptr inbounds double, ptr %8, i64 %392
  %394 = load double, ptr %393, align 8, !tbaa !9
  %395 = getelementptr inbounds double, ptr %9, i64 %392
  %396 = load double, ptr %395, align 8, !tbaa !9
  %397 = call double @llvm.fmuladd.f64(double %394, double %396, double %391)
  %398 = add nuw nsw i64 %372, 4
  %399 = add i64 %374, 4
  %400 = icmp eq i64 %399, %330
  br i1 %400, label %331, label %371, !llvm.loop !31

401:                                              ; preds = %365, %367
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #15
  %402 = add nuw nsw i64 %167, 1
  %403 = icmp eq i64 %402, 6
  br i1 %403, label %163, label %166, !llvm.loop !32
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
