; ModuleID = 'structptr.c'
source_filename = "structptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Vec = type { i32, ptr, double }

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
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %7) #16
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %8) #16
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %9) #16
  %15 = load i64, ptr @rng_state, align 8, !tbaa !5
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <4 x i64> poison, i64 %17, i64 0
  %25 = insertelement <4 x i64> %24, i64 %19, i64 1
  %26 = insertelement <4 x i64> %25, i64 %21, i64 2
  %27 = insertelement <4 x i64> %26, i64 %23, i64 3
  %28 = lshr <4 x i64> %27, <i64 10, i64 10, i64 10, i64 10>
  %29 = and <4 x i64> %28, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %30 = uitofp nneg <4 x i64> %29 to <4 x double>
  %31 = fmul fast <4 x double> %30, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %32 = fadd fast <4 x double> %31, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %32, ptr %7, align 16, !tbaa !9
  %33 = mul i64 %23, 6364136223846793005
  %34 = getelementptr inbounds i8, ptr %7, i64 32
  %35 = add i64 %33, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <4 x i64> poison, i64 %35, i64 0
  %43 = insertelement <4 x i64> %42, i64 %37, i64 1
  %44 = insertelement <4 x i64> %43, i64 %39, i64 2
  %45 = insertelement <4 x i64> %44, i64 %41, i64 3
  %46 = lshr <4 x i64> %45, <i64 10, i64 10, i64 10, i64 10>
  %47 = and <4 x i64> %46, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <4 x i64> %47 to <4 x double>
  %49 = fmul fast <4 x double> %48, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %50 = fadd fast <4 x double> %49, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %50, ptr %34, align 16, !tbaa !9
  %51 = mul i64 %41, 6364136223846793005
  %52 = getelementptr inbounds i8, ptr %7, i64 64
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <2 x i64> poison, i64 %53, i64 0
  %57 = insertelement <2 x i64> %56, i64 %55, i64 1
  %58 = lshr <2 x i64> %57, <i64 10, i64 10>
  %59 = and <2 x i64> %58, <i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <2 x i64> %59 to <2 x double>
  %61 = fmul fast <2 x double> %60, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %62 = fadd fast <2 x double> %61, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %62, ptr %52, align 16, !tbaa !9
  %63 = mul i64 %55, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = lshr i64 %64, 10
  %66 = and i64 %65, 18014398509481982
  %67 = uitofp nneg i64 %66 to double
  %68 = fmul fast double %67, 0x3CA0000000000000
  %69 = fadd fast double %68, -1.000000e+00
  %70 = getelementptr inbounds i8, ptr %7, i64 80
  store double %69, ptr %70, align 16, !tbaa !9
  %71 = mul i64 %64, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <4 x i64> poison, i64 %72, i64 0
  %80 = insertelement <4 x i64> %79, i64 %74, i64 1
  %81 = insertelement <4 x i64> %80, i64 %76, i64 2
  %82 = insertelement <4 x i64> %81, i64 %78, i64 3
  %83 = lshr <4 x i64> %82, <i64 10, i64 10, i64 10, i64 10>
  %84 = and <4 x i64> %83, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %85 = uitofp nneg <4 x i64> %84 to <4 x double>
  %86 = fmul fast <4 x double> %85, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %87 = fadd fast <4 x double> %86, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %87, ptr %9, align 16, !tbaa !9
  %88 = mul i64 %78, 6364136223846793005
  %89 = getelementptr inbounds i8, ptr %9, i64 32
  %90 = add i64 %88, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <4 x i64> poison, i64 %90, i64 0
  %98 = insertelement <4 x i64> %97, i64 %92, i64 1
  %99 = insertelement <4 x i64> %98, i64 %94, i64 2
  %100 = insertelement <4 x i64> %99, i64 %96, i64 3
  %101 = lshr <4 x i64> %100, <i64 10, i64 10, i64 10, i64 10>
  %102 = and <4 x i64> %101, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <4 x i64> %102 to <4 x double>
  %104 = fmul fast <4 x double> %103, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %105 = fadd fast <4 x double> %104, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %105, ptr %89, align 16, !tbaa !9
  %106 = mul i64 %96, 6364136223846793005
  %107 = getelementptr inbounds i8, ptr %9, i64 64
  %108 = add i64 %106, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = insertelement <2 x i64> poison, i64 %108, i64 0
  %112 = insertelement <2 x i64> %111, i64 %110, i64 1
  %113 = lshr <2 x i64> %112, <i64 10, i64 10>
  %114 = and <2 x i64> %113, <i64 18014398509481982, i64 18014398509481982>
  %115 = uitofp nneg <2 x i64> %114 to <2 x double>
  %116 = fmul fast <2 x double> %115, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %117 = fadd fast <2 x double> %116, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %117, ptr %107, align 16, !tbaa !9
  %118 = mul i64 %110, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = lshr i64 %119, 10
  %121 = and i64 %120, 18014398509481982
  %122 = uitofp nneg i64 %121 to double
  %123 = fmul fast double %122, 0x3CA0000000000000
  %124 = fadd fast double %123, -1.000000e+00
  %125 = getelementptr inbounds i8, ptr %9, i64 80
  store double %124, ptr %125, align 16, !tbaa !9
  store i64 %119, ptr @rng_state, align 8, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %10, i64 4
  %127 = getelementptr inbounds i8, ptr %12, i64 8
  %128 = getelementptr inbounds i8, ptr %12, i64 16
  %129 = getelementptr inbounds i8, ptr %13, i64 8
  %130 = getelementptr inbounds i8, ptr %13, i64 16
  %131 = getelementptr inbounds i8, ptr %14, i64 8
  %132 = getelementptr inbounds i8, ptr %14, i64 16
  br label %139

133:                                              ; preds = %151
  %134 = load i32, ptr @n_fail, align 4, !tbaa !11
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %134)
  %136 = load i32, ptr @n_fail, align 4, !tbaa !11
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i32
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %9) #16
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %7) #16
  ret i32 %138

139:                                              ; preds = %0, %151
  %140 = phi i64 [ 0, %0 ], [ %152, %151 ]
  %141 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !11
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [11 x double], ptr %7, i64 0, i64 %143
  %145 = getelementptr inbounds [11 x double], ptr %8, i64 0, i64 %143
  %146 = getelementptr inbounds [11 x double], ptr %9, i64 0, i64 %143
  %147 = trunc nuw nsw i64 %140 to i32
  %148 = trunc nuw nsw i64 %140 to i32
  %149 = trunc nuw nsw i64 %140 to i32
  %150 = trunc nuw nsw i64 %140 to i32
  br label %154

151:                                              ; preds = %403
  %152 = add nuw nsw i64 %140, 1
  %153 = icmp eq i64 %152, 3
  br i1 %153, label %133, label %139, !llvm.loop !13

154:                                              ; preds = %139, %403
  %155 = phi i64 [ 0, %139 ], [ %404, %403 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #16
  store i32 %142, ptr %10, align 4, !tbaa !15
  %156 = trunc nuw nsw i64 %155 to i32
  store i32 %156, ptr %126, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %8, i8 0, i64 88, i1 false)
  switch i32 %156, label %183 [
    i32 0, label %157
    i32 1, label %162
    i32 2, label %168
    i32 4, label %173
    i32 5, label %178
  ]

157:                                              ; preds = %154
  %158 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %159 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %158, i32 noundef %142) #16
  %160 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %161 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %160, i32 noundef %142) #16
  br label %188

162:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #16
  store i32 %142, ptr %12, align 8, !tbaa !18
  store ptr %7, ptr %127, align 8, !tbaa !21
  %163 = load double, ptr %144, align 8, !tbaa !9
  store double %163, ptr %128, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #16
  store i32 0, ptr %13, align 8, !tbaa !18
  store ptr %8, ptr %129, align 8, !tbaa !21
  store double 0.000000e+00, ptr %130, align 8, !tbaa !22
  %164 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %12, ptr noundef nonnull %13) #16
  %165 = load double, ptr %130, align 8, !tbaa !22
  store double %165, ptr %145, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #16
  store i32 0, ptr %14, align 8, !tbaa !18
  store ptr %9, ptr %131, align 8, !tbaa !21
  %166 = load double, ptr %146, align 8, !tbaa !9
  store double %166, ptr %132, align 8, !tbaa !22
  %167 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %12, ptr noundef nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #16
  br label %188

168:                                              ; preds = %154
  %169 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %170 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %169, i32 noundef %142) #16
  %171 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %172 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %171, i32 noundef %142) #16
  br label %188

173:                                              ; preds = %154
  %174 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %175 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_local, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %174, i32 noundef %142) #16
  %176 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %177 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_local, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %176, i32 noundef %142) #16
  br label %188

178:                                              ; preds = %154
  %179 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %180 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %179, i32 noundef %142) #16
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %182 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %181, i32 noundef %142) #16
  br label %188

183:                                              ; preds = %154
  %184 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %185 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @list, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %184, i32 noundef %142) #16
  %186 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %187 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @list, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %186, i32 noundef %142) #16
  br label %188

188:                                              ; preds = %162, %173, %183, %178, %168, %157
  %189 = phi nsz double [ %161, %157 ], [ %167, %162 ], [ %172, %168 ], [ %177, %173 ], [ %182, %178 ], [ %187, %183 ]
  %190 = icmp eq i64 %155, 1
  %191 = zext i1 %190 to i32
  %192 = add nsw i32 %142, %191
  %193 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %155
  %194 = load ptr, ptr %193, align 8, !tbaa !23
  %195 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.6, ptr noundef %194) #16
  %196 = call i32 @llvm.smax.i32(i32 %192, i32 1)
  %197 = zext nneg i32 %196 to i64
  %198 = shl nuw nsw i64 %197, 3
  %199 = call noalias ptr @malloc(i64 noundef %198) #17
  %200 = sext i32 %192 to i64
  %201 = shl nsw i64 %200, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %199, ptr nonnull readonly align 16 %7, i64 %201, i1 false)
  %202 = icmp sgt i32 %192, 0
  br i1 %202, label %203, label %247

203:                                              ; preds = %188
  %204 = zext nneg i32 %192 to i64
  br label %205

205:                                              ; preds = %244, %203
  %206 = phi i64 [ 0, %203 ], [ %245, %244 ]
  %207 = getelementptr inbounds double, ptr %8, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = getelementptr inbounds double, ptr %199, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = call fast double @llvm.fabs.f64(double %210)
  %212 = call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  %213 = fmul fast double %212, 0x3EB0C6F7A0B5ED8D
  %214 = fadd fast double %213, %210
  %215 = fsub fast double %210, %213
  store double %214, ptr %209, align 8, !tbaa !9
  %216 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %199, ptr noundef nonnull readonly %10)
  store double %215, ptr %209, align 8, !tbaa !9
  %217 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %199, ptr noundef nonnull readonly %10)
  store double %210, ptr %209, align 8, !tbaa !9
  %218 = fsub fast double %216, %217
  %219 = fmul fast double %212, 2.000000e-06
  %220 = fdiv fast double %218, %219
  %221 = call fast double @llvm.fabs.f64(double %220)
  %222 = call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %208, ptr %6, align 8, !tbaa !9
  %223 = load volatile double, ptr %6, align 8, !tbaa !9
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %225, label %239, label %226

226:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %220, ptr %5, align 8, !tbaa !9
  %227 = load volatile double, ptr %5, align 8, !tbaa !9
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %229, label %239, label %230

230:                                              ; preds = %226
  %231 = fsub fast double %208, %220
  %232 = call fast double @llvm.fabs.f64(double %231)
  %233 = fmul fast double %222, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp fast ole double %232, %233
  %235 = freeze i1 %234
  br i1 %235, label %236, label %239

236:                                              ; preds = %230
  %237 = trunc nuw nsw i64 %206 to i32
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %237, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.11)
  br label %244

239:                                              ; preds = %230, %226, %205
  %240 = trunc nuw nsw i64 %206 to i32
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %240, double noundef nofpclass(nan inf) %208, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.12)
  %242 = load i32, ptr @n_fail, align 4, !tbaa !11
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr @n_fail, align 4, !tbaa !11
  br label %244

244:                                              ; preds = %239, %236
  %245 = add nuw nsw i64 %206, 1
  %246 = icmp eq i64 %245, %204
  br i1 %246, label %247, label %205, !llvm.loop !24

247:                                              ; preds = %244, %188
  call void @free(ptr noundef %199) #16
  %248 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %194) #16
  %249 = call noalias ptr @malloc(i64 noundef %198) #17
  %250 = call noalias ptr @malloc(i64 noundef %198) #17
  br i1 %202, label %251, label %295

251:                                              ; preds = %247
  %252 = zext nneg i32 %192 to i64
  %253 = icmp ult i32 %192, 8
  br i1 %253, label %280, label %254

254:                                              ; preds = %251
  %255 = and i64 %252, 2147483640
  br label %256

256:                                              ; preds = %256, %254
  %257 = phi i64 [ 0, %254 ], [ %276, %256 ]
  %258 = getelementptr inbounds double, ptr %7, i64 %257
  %259 = getelementptr inbounds i8, ptr %258, i64 32
  %260 = load <4 x double>, ptr %258, align 16, !tbaa !9
  %261 = load <4 x double>, ptr %259, align 16, !tbaa !9
  %262 = getelementptr inbounds double, ptr %9, i64 %257
  %263 = getelementptr inbounds i8, ptr %262, i64 32
  %264 = load <4 x double>, ptr %262, align 16, !tbaa !9
  %265 = load <4 x double>, ptr %263, align 16, !tbaa !9
  %266 = fmul fast <4 x double> %264, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %267 = fmul fast <4 x double> %265, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %268 = fadd fast <4 x double> %266, %260
  %269 = fadd fast <4 x double> %267, %261
  %270 = getelementptr inbounds double, ptr %249, i64 %257
  %271 = getelementptr inbounds i8, ptr %270, i64 32
  store <4 x double> %268, ptr %270, align 8, !tbaa !9
  store <4 x double> %269, ptr %271, align 8, !tbaa !9
  %272 = fsub fast <4 x double> %260, %266
  %273 = fsub fast <4 x double> %261, %267
  %274 = getelementptr inbounds double, ptr %250, i64 %257
  %275 = getelementptr inbounds i8, ptr %274, i64 32
  store <4 x double> %272, ptr %274, align 8, !tbaa !9
  store <4 x double> %273, ptr %275, align 8, !tbaa !9
  %276 = add nuw i64 %257, 8
  %277 = icmp eq i64 %276, %255
  br i1 %277, label %278, label %256, !llvm.loop !25

278:                                              ; preds = %256
  %279 = icmp eq i64 %255, %252
  br i1 %279, label %295, label %280

280:                                              ; preds = %278, %251
  %281 = phi i64 [ 0, %251 ], [ %255, %278 ]
  br label %282

282:                                              ; preds = %280, %282
  %283 = phi i64 [ %293, %282 ], [ %281, %280 ]
  %284 = getelementptr inbounds double, ptr %7, i64 %283
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = getelementptr inbounds double, ptr %9, i64 %283
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = fmul fast double %287, 0x3EB0C6F7A0B5ED8D
  %289 = fadd fast double %288, %285
  %290 = getelementptr inbounds double, ptr %249, i64 %283
  store double %289, ptr %290, align 8, !tbaa !9
  %291 = fsub fast double %285, %288
  %292 = getelementptr inbounds double, ptr %250, i64 %283
  store double %291, ptr %292, align 8, !tbaa !9
  %293 = add nuw nsw i64 %283, 1
  %294 = icmp eq i64 %293, %252
  br i1 %294, label %295, label %282, !llvm.loop !28

295:                                              ; preds = %282, %278, %247
  %296 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %249, ptr noundef nonnull readonly %10)
  %297 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %250, ptr noundef nonnull readonly %10)
  %298 = fsub fast double %296, %297
  %299 = fmul fast double %298, 5.000000e+05
  call void @free(ptr noundef %249) #16
  call void @free(ptr noundef %250) #16
  %300 = call fast double @llvm.fabs.f64(double %299)
  %301 = call fast double @llvm.maxnum.f64(double %300, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %189, ptr %4, align 8, !tbaa !9
  %302 = load volatile double, ptr %4, align 8, !tbaa !9
  %303 = call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %304, label %317, label %305

305:                                              ; preds = %295
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %299, ptr %3, align 8, !tbaa !9
  %306 = load volatile double, ptr %3, align 8, !tbaa !9
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %308, label %317, label %309

309:                                              ; preds = %305
  %310 = fsub fast double %189, %299
  %311 = call fast double @llvm.fabs.f64(double %310)
  %312 = fmul fast double %301, 0x3EB0C6F7A0B5ED8D
  %313 = fcmp fast ole double %311, %312
  %314 = freeze i1 %313
  br i1 %314, label %315, label %317

315:                                              ; preds = %309
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %147, double noundef nofpclass(nan inf) %189, double noundef nofpclass(nan inf) %299, ptr noundef nonnull @.str.11)
  br label %321

317:                                              ; preds = %309, %305, %295
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %148, double noundef nofpclass(nan inf) %189, double noundef nofpclass(nan inf) %299, ptr noundef nonnull @.str.12)
  %319 = load i32, ptr @n_fail, align 4, !tbaa !11
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @n_fail, align 4, !tbaa !11
  br label %321

321:                                              ; preds = %315, %317
  %322 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef %194) #16
  br i1 %202, label %323, label %369

323:                                              ; preds = %321
  %324 = zext nneg i32 %192 to i64
  %325 = icmp ult i32 %192, 16
  br i1 %325, label %326, label %329

326:                                              ; preds = %363, %323
  %327 = phi i64 [ 0, %323 ], [ %330, %363 ]
  %328 = phi double [ 0.000000e+00, %323 ], [ %367, %363 ]
  br label %392

329:                                              ; preds = %323
  %330 = and i64 %324, 2147483632
  br label %331

331:                                              ; preds = %331, %329
  %332 = phi i64 [ 0, %329 ], [ %361, %331 ]
  %333 = phi <4 x double> [ zeroinitializer, %329 ], [ %357, %331 ]
  %334 = phi <4 x double> [ zeroinitializer, %329 ], [ %358, %331 ]
  %335 = phi <4 x double> [ zeroinitializer, %329 ], [ %359, %331 ]
  %336 = phi <4 x double> [ zeroinitializer, %329 ], [ %360, %331 ]
  %337 = getelementptr inbounds double, ptr %8, i64 %332
  %338 = getelementptr inbounds i8, ptr %337, i64 32
  %339 = getelementptr inbounds i8, ptr %337, i64 64
  %340 = getelementptr inbounds i8, ptr %337, i64 96
  %341 = load <4 x double>, ptr %337, align 16, !tbaa !9
  %342 = load <4 x double>, ptr %338, align 16, !tbaa !9
  %343 = load <4 x double>, ptr %339, align 16, !tbaa !9
  %344 = load <4 x double>, ptr %340, align 16, !tbaa !9
  %345 = getelementptr inbounds double, ptr %9, i64 %332
  %346 = getelementptr inbounds i8, ptr %345, i64 32
  %347 = getelementptr inbounds i8, ptr %345, i64 64
  %348 = getelementptr inbounds i8, ptr %345, i64 96
  %349 = load <4 x double>, ptr %345, align 16, !tbaa !9
  %350 = load <4 x double>, ptr %346, align 16, !tbaa !9
  %351 = load <4 x double>, ptr %347, align 16, !tbaa !9
  %352 = load <4 x double>, ptr %348, align 16, !tbaa !9
  %353 = fmul fast <4 x double> %349, %341
  %354 = fmul fast <4 x double> %350, %342
  %355 = fmul fast <4 x double> %351, %343
  %356 = fmul fast <4 x double> %352, %344
  %357 = fadd fast <4 x double> %353, %333
  %358 = fadd fast <4 x double> %354, %334
  %359 = fadd fast <4 x double> %355, %335
  %360 = fadd fast <4 x double> %356, %336
  %361 = add nuw i64 %332, 16
  %362 = icmp eq i64 %361, %330
  br i1 %362, label %363, label %331, !llvm.loop !29

363:                                              ; preds = %331
  %364 = fadd fast <4 x double> %358, %357
  %365 = fadd fast <4 x double> %359, %364
  %366 = fadd fast <4 x double> %360, %365
  %367 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %366)
  %368 = icmp eq i64 %330, %324
  br i1 %368, label %369, label %326

369:                                              ; preds = %392, %363, %321
  %370 = phi double [ 0.000000e+00, %321 ], [ %367, %363 ], [ %400, %392 ]
  %371 = call fast double @llvm.fabs.f64(double %189)
  %372 = call fast double @llvm.maxnum.f64(double %371, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %370, ptr %2, align 8, !tbaa !9
  %373 = load volatile double, ptr %2, align 8, !tbaa !9
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ueq double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %375, label %388, label %376

376:                                              ; preds = %369
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %189, ptr %1, align 8, !tbaa !9
  %377 = load volatile double, ptr %1, align 8, !tbaa !9
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %379, label %388, label %380

380:                                              ; preds = %376
  %381 = fsub fast double %370, %189
  %382 = call fast double @llvm.fabs.f64(double %381)
  %383 = fmul fast double %372, 0x3EB0C6F7A0B5ED8D
  %384 = fcmp fast ole double %382, %383
  %385 = freeze i1 %384
  br i1 %385, label %386, label %388

386:                                              ; preds = %380
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %149, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %189, ptr noundef nonnull @.str.11)
  br label %403

388:                                              ; preds = %380, %376, %369
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %11, i32 noundef %150, double noundef nofpclass(nan inf) %370, double noundef nofpclass(nan inf) %189, ptr noundef nonnull @.str.12)
  %390 = load i32, ptr @n_fail, align 4, !tbaa !11
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr @n_fail, align 4, !tbaa !11
  br label %403

392:                                              ; preds = %326, %392
  %393 = phi i64 [ %401, %392 ], [ %327, %326 ]
  %394 = phi double [ %400, %392 ], [ %328, %326 ]
  %395 = getelementptr inbounds double, ptr %8, i64 %393
  %396 = load double, ptr %395, align 8, !tbaa !9
  %397 = getelementptr inbounds double, ptr %9, i64 %393
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = fmul fast double %398, %396
  %400 = fadd fast double %399, %394
  %401 = add nuw nsw i64 %393, 1
  %402 = icmp eq i64 %401, %324
  br i1 %402, label %369, label %392, !llvm.loop !30

403:                                              ; preds = %386, %388
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #16
  %404 = add nuw nsw i64 %155, 1
  %405 = icmp eq i64 %404, 6
  br i1 %405, label %151, label %154, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @local_struct(ptr noundef %0, i32 noundef %1) #4 {
  %3 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #16
  store i32 %1, ptr %3, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store double 1.500000e+00, ptr %5, align 8, !tbaa !22
  %6 = call fast fastcc nofpclass(nan inf) double @vnorm2(ptr noundef nonnull %3)
  %7 = tail call fast double @llvm.sin.f64(double %6)
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = sext i32 %1 to i64
  %10 = getelementptr double, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul fast double %12, %8
  %14 = fadd fast double %13, %7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #16
  ret double %14
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @arg_struct(ptr nocapture noundef readonly %0) #4 {
  %2 = tail call fast fastcc nofpclass(nan inf) double @vnorm2(ptr noundef %0)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load double, ptr %3, align 8, !tbaa !22
  %5 = fmul fast double %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !21
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = fadd fast double %8, %5
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @heap_rec(ptr noundef %0, i32 noundef %1) #5 {
  %3 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #17
  store i32 %1, ptr %3, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store double 9.000000e-01, ptr %5, align 8, !tbaa !22
  %6 = tail call fast fastcc nofpclass(nan inf) double @rsum(ptr noundef nonnull %3, i32 noundef 0)
  tail call void @free(ptr noundef %3) #16
  %7 = fmul fast double %6, %6
  ret double %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @span_local(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = sext i32 %1 to i64
  %4 = tail call fastcc nofpclass(nan inf) double @span_dot(ptr %0, i64 %3)
  ret double %4
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @span_heap(ptr noundef %0, i32 noundef %1) #5 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  store ptr %0, ptr %3, align 8, !tbaa !32
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %4, ptr %5, align 8, !tbaa !35
  %6 = tail call fast fastcc nofpclass(nan inf) double @span_rec(ptr noundef nonnull %3, i64 noundef 0)
  tail call void @free(ptr noundef %3) #16
  ret double %6
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @list(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call fast fastcc nofpclass(nan inf) double @lsum(ptr noundef null)
  br label %24

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %10

8:                                                ; preds = %10
  %9 = tail call fast fastcc nofpclass(nan inf) double @lsum(ptr noundef nonnull %13)
  br label %19

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %17, %10 ]
  %12 = phi ptr [ null, %6 ], [ %13, %10 ]
  %13 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  store double %15, ptr %13, align 8, !tbaa !36
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %12, ptr %16, align 8, !tbaa !38
  %17 = add nuw nsw i64 %11, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %10, !llvm.loop !39

19:                                               ; preds = %8, %19
  %20 = phi ptr [ %22, %19 ], [ %13, %8 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !38
  tail call void @free(ptr noundef nonnull %20) #16
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %19, !llvm.loop !40

24:                                               ; preds = %19, %4
  %25 = phi double [ %5, %4 ], [ %9, %19 ]
  ret double %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca %struct.Vec, align 8
  %4 = alloca [11 x double], align 16
  %5 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %4) #16
  %6 = load i32, ptr %1, align 4, !tbaa !15
  %7 = add nsw i32 %6, 1
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %0, i64 %9, i1 false)
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !17
  switch i32 %11, label %48 [
    i32 0, label %12
    i32 1, label %24
    i32 2, label %34
    i32 4, label %40
    i32 5, label %43
  ]

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #16
  store i32 %6, ptr %3, align 8, !tbaa !18
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %4, ptr %13, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  store double 1.500000e+00, ptr %14, align 8, !tbaa !22
  %15 = call fast fastcc nofpclass(nan inf) double @vnorm2(ptr noundef nonnull %3)
  %16 = call fast double @llvm.sin.f64(double %15)
  %17 = load double, ptr %4, align 16, !tbaa !9
  %18 = sext i32 %6 to i64
  %19 = getelementptr double, ptr %4, i64 %18
  %20 = getelementptr i8, ptr %19, i64 -8
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul fast double %21, %17
  %23 = fadd fast double %22, %16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #16
  br label %70

24:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #16
  store i32 %6, ptr %5, align 8, !tbaa !18
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %4, ptr %25, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %5, i64 16
  %27 = sext i32 %6 to i64
  %28 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  store double %29, ptr %26, align 8, !tbaa !22
  %30 = call fast fastcc nofpclass(nan inf) double @vnorm2(ptr noundef nonnull readonly %5)
  %31 = fmul fast double %30, %29
  %32 = load double, ptr %4, align 16, !tbaa !9
  %33 = fadd fast double %32, %31
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #16
  br label %70

34:                                               ; preds = %2
  %35 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #17
  store i32 %6, ptr %35, align 8, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %4, ptr %36, align 8, !tbaa !21
  %37 = getelementptr inbounds i8, ptr %35, i64 16
  store double 9.000000e-01, ptr %37, align 8, !tbaa !22
  %38 = call fast fastcc nofpclass(nan inf) double @rsum(ptr noundef nonnull %35, i32 noundef 0)
  call void @free(ptr noundef %35) #16
  %39 = fmul fast double %38, %38
  br label %70

40:                                               ; preds = %2
  %41 = sext i32 %6 to i64
  %42 = call fastcc nofpclass(nan inf) double @span_dot(ptr nonnull readonly %4, i64 %41)
  br label %70

43:                                               ; preds = %2
  %44 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  store ptr %4, ptr %44, align 8, !tbaa !32
  %45 = sext i32 %6 to i64
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  store i64 %45, ptr %46, align 8, !tbaa !35
  %47 = call fast fastcc nofpclass(nan inf) double @span_rec(ptr noundef nonnull %44, i64 noundef 0)
  call void @free(ptr noundef %44) #16
  br label %70

48:                                               ; preds = %2
  %49 = icmp sgt i32 %6, 0
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = tail call fast fastcc nofpclass(nan inf) double @lsum(ptr noundef null)
  br label %70

52:                                               ; preds = %48
  %53 = zext nneg i32 %6 to i64
  br label %56

54:                                               ; preds = %56
  %55 = tail call fast fastcc nofpclass(nan inf) double @lsum(ptr noundef nonnull %59)
  br label %65

56:                                               ; preds = %56, %52
  %57 = phi i64 [ 0, %52 ], [ %63, %56 ]
  %58 = phi ptr [ null, %52 ], [ %59, %56 ]
  %59 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #17
  %60 = getelementptr inbounds double, ptr %4, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  store double %61, ptr %59, align 8, !tbaa !36
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %58, ptr %62, align 8, !tbaa !38
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, %53
  br i1 %64, label %54, label %56, !llvm.loop !39

65:                                               ; preds = %65, %54
  %66 = phi ptr [ %68, %65 ], [ %59, %54 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !38
  tail call void @free(ptr noundef nonnull %66) #16
  %69 = icmp eq ptr %68, null
  br i1 %69, label %70, label %65, !llvm.loop !40

70:                                               ; preds = %65, %50, %43, %40, %34, %24, %12
  %71 = phi nsz double [ %23, %12 ], [ %33, %24 ], [ %39, %34 ], [ %42, %40 ], [ %47, %43 ], [ %51, %50 ], [ %55, %65 ]
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %4) #16
  ret double %71
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @vnorm2(ptr nocapture noundef readonly %0) unnamed_addr #8 {
  %2 = load i32, ptr %0, align 8, !tbaa !18
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %52

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !22
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 16
  br i1 %10, label %11, label %14

11:                                               ; preds = %46, %4
  %12 = phi i64 [ 0, %4 ], [ %15, %46 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %50, %46 ]
  br label %54

14:                                               ; preds = %4
  %15 = and i64 %9, 2147483632
  %16 = insertelement <4 x double> poison, double %8, i64 0
  %17 = shufflevector <4 x double> %16, <4 x double> poison, <4 x i32> zeroinitializer
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ 0, %14 ], [ %44, %18 ]
  %20 = phi <4 x double> [ zeroinitializer, %14 ], [ %40, %18 ]
  %21 = phi <4 x double> [ zeroinitializer, %14 ], [ %41, %18 ]
  %22 = phi <4 x double> [ zeroinitializer, %14 ], [ %42, %18 ]
  %23 = phi <4 x double> [ zeroinitializer, %14 ], [ %43, %18 ]
  %24 = getelementptr inbounds double, ptr %6, i64 %19
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = getelementptr inbounds i8, ptr %24, i64 64
  %27 = getelementptr inbounds i8, ptr %24, i64 96
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !9
  %32 = fmul fast <4 x double> %28, %28
  %33 = fmul fast <4 x double> %29, %29
  %34 = fmul fast <4 x double> %30, %30
  %35 = fmul fast <4 x double> %31, %31
  %36 = fmul fast <4 x double> %32, %17
  %37 = fmul fast <4 x double> %33, %17
  %38 = fmul fast <4 x double> %34, %17
  %39 = fmul fast <4 x double> %35, %17
  %40 = fadd fast <4 x double> %36, %20
  %41 = fadd fast <4 x double> %37, %21
  %42 = fadd fast <4 x double> %38, %22
  %43 = fadd fast <4 x double> %39, %23
  %44 = add nuw i64 %19, 16
  %45 = icmp eq i64 %44, %15
  br i1 %45, label %46, label %18, !llvm.loop !41

46:                                               ; preds = %18
  %47 = fadd fast <4 x double> %41, %40
  %48 = fadd fast <4 x double> %42, %47
  %49 = fadd fast <4 x double> %43, %48
  %50 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %49)
  %51 = icmp eq i64 %15, %9
  br i1 %51, label %52, label %11

52:                                               ; preds = %54, %46, %1
  %53 = phi double [ 0.000000e+00, %1 ], [ %50, %46 ], [ %61, %54 ]
  ret double %53

54:                                               ; preds = %11, %54
  %55 = phi i64 [ %62, %54 ], [ %12, %11 ]
  %56 = phi double [ %61, %54 ], [ %13, %11 ]
  %57 = getelementptr inbounds double, ptr %6, i64 %55
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul fast double %58, %58
  %60 = fmul fast double %59, %8
  %61 = fadd fast double %60, %56
  %62 = add nuw nsw i64 %55, 1
  %63 = icmp eq i64 %62, %9
  br i1 %63, label %52, label %54, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @rsum(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #11 {
  %3 = load i32, ptr %0, align 8, !tbaa !18
  %4 = icmp sgt i32 %3, %1
  br i1 %4, label %7, label %5

5:                                                ; preds = %2, %7
  %6 = phi double [ %23, %7 ], [ 0.000000e+00, %2 ]
  ret double %6

7:                                                ; preds = %2
  %8 = add nsw i32 %1, 1
  %9 = tail call fast fastcc nofpclass(nan inf) double @rsum(ptr noundef nonnull %0, i32 noundef %8)
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !21
  %12 = sext i32 %1 to i64
  %13 = getelementptr inbounds double, ptr %11, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call fast double @llvm.cos.f64(double %14)
  %16 = fmul fast double %15, %14
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load double, ptr %17, align 8, !tbaa !22
  %19 = fmul fast double %18, 5.000000e-01
  %20 = fmul fast double %9, 1.000000e-01
  %21 = fadd fast double %19, %20
  %22 = fmul fast double %21, %9
  %23 = fadd fast double %22, %16
  br label %5
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc nofpclass(nan inf) double @span_dot(ptr nocapture readonly %0, i64 %1) unnamed_addr #13 {
  %3 = icmp sgt i64 %1, 0
  br i1 %3, label %4, label %137

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %131, %4
  %7 = phi i64 [ 0, %4 ], [ %10, %131 ]
  %8 = phi double [ 0.000000e+00, %4 ], [ %135, %131 ]
  br label %139

9:                                                ; preds = %4
  %10 = and i64 %1, 9223372036854775792
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %129, %11 ]
  %13 = phi <4 x double> [ zeroinitializer, %9 ], [ %125, %11 ]
  %14 = phi <4 x double> [ zeroinitializer, %9 ], [ %126, %11 ]
  %15 = phi <4 x double> [ zeroinitializer, %9 ], [ %127, %11 ]
  %16 = phi <4 x double> [ zeroinitializer, %9 ], [ %128, %11 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  %19 = getelementptr inbounds i8, ptr %17, i64 64
  %20 = getelementptr inbounds i8, ptr %17, i64 96
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !9
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = or disjoint i64 %12, 1
  %26 = or disjoint i64 %12, 2
  %27 = or disjoint i64 %12, 3
  %28 = or disjoint i64 %12, 4
  %29 = or disjoint i64 %12, 5
  %30 = or disjoint i64 %12, 6
  %31 = or disjoint i64 %12, 7
  %32 = or disjoint i64 %12, 8
  %33 = or disjoint i64 %12, 9
  %34 = or disjoint i64 %12, 10
  %35 = or disjoint i64 %12, 11
  %36 = or disjoint i64 %12, 12
  %37 = or disjoint i64 %12, 13
  %38 = or disjoint i64 %12, 14
  %39 = or disjoint i64 %12, 15
  %40 = add nuw nsw i64 %12, 16
  %41 = icmp eq i64 %25, %1
  %42 = icmp eq i64 %26, %1
  %43 = icmp eq i64 %27, %1
  %44 = icmp eq i64 %28, %1
  %45 = icmp eq i64 %29, %1
  %46 = icmp eq i64 %30, %1
  %47 = icmp eq i64 %31, %1
  %48 = icmp eq i64 %32, %1
  %49 = icmp eq i64 %33, %1
  %50 = icmp eq i64 %34, %1
  %51 = icmp eq i64 %35, %1
  %52 = icmp eq i64 %36, %1
  %53 = icmp eq i64 %37, %1
  %54 = icmp eq i64 %38, %1
  %55 = icmp eq i64 %39, %1
  %56 = icmp eq i64 %40, %1
  %57 = select i1 %41, i64 0, i64 %25
  %58 = select i1 %42, i64 0, i64 %26
  %59 = select i1 %43, i64 0, i64 %27
  %60 = select i1 %44, i64 0, i64 %28
  %61 = select i1 %45, i64 0, i64 %29
  %62 = select i1 %46, i64 0, i64 %30
  %63 = select i1 %47, i64 0, i64 %31
  %64 = select i1 %48, i64 0, i64 %32
  %65 = select i1 %49, i64 0, i64 %33
  %66 = select i1 %50, i64 0, i64 %34
  %67 = select i1 %51, i64 0, i64 %35
  %68 = select i1 %52, i64 0, i64 %36
  %69 = select i1 %53, i64 0, i64 %37
  %70 = select i1 %54, i64 0, i64 %38
  %71 = select i1 %55, i64 0, i64 %39
  %72 = select i1 %56, i64 0, i64 %40
  %73 = getelementptr inbounds double, ptr %0, i64 %57
  %74 = getelementptr inbounds double, ptr %0, i64 %58
  %75 = getelementptr inbounds double, ptr %0, i64 %59
  %76 = getelementptr inbounds double, ptr %0, i64 %60
  %77 = getelementptr inbounds double, ptr %0, i64 %61
  %78 = getelementptr inbounds double, ptr %0, i64 %62
  %79 = getelementptr inbounds double, ptr %0, i64 %63
  %80 = getelementptr inbounds double, ptr %0, i64 %64
  %81 = getelementptr inbounds double, ptr %0, i64 %65
  %82 = getelementptr inbounds double, ptr %0, i64 %66
  %83 = getelementptr inbounds double, ptr %0, i64 %67
  %84 = getelementptr inbounds double, ptr %0, i64 %68
  %85 = getelementptr inbounds double, ptr %0, i64 %69
  %86 = getelementptr inbounds double, ptr %0, i64 %70
  %87 = getelementptr inbounds double, ptr %0, i64 %71
  %88 = getelementptr inbounds double, ptr %0, i64 %72
  %89 = load double, ptr %73, align 8, !tbaa !9
  %90 = load double, ptr %74, align 8, !tbaa !9
  %91 = load double, ptr %75, align 8, !tbaa !9
  %92 = load double, ptr %76, align 8, !tbaa !9
  %93 = insertelement <4 x double> poison, double %89, i64 0
  %94 = insertelement <4 x double> %93, double %90, i64 1
  %95 = insertelement <4 x double> %94, double %91, i64 2
  %96 = insertelement <4 x double> %95, double %92, i64 3
  %97 = load double, ptr %77, align 8, !tbaa !9
  %98 = load double, ptr %78, align 8, !tbaa !9
  %99 = load double, ptr %79, align 8, !tbaa !9
  %100 = load double, ptr %80, align 8, !tbaa !9
  %101 = insertelement <4 x double> poison, double %97, i64 0
  %102 = insertelement <4 x double> %101, double %98, i64 1
  %103 = insertelement <4 x double> %102, double %99, i64 2
  %104 = insertelement <4 x double> %103, double %100, i64 3
  %105 = load double, ptr %81, align 8, !tbaa !9
  %106 = load double, ptr %82, align 8, !tbaa !9
  %107 = load double, ptr %83, align 8, !tbaa !9
  %108 = load double, ptr %84, align 8, !tbaa !9
  %109 = insertelement <4 x double> poison, double %105, i64 0
  %110 = insertelement <4 x double> %109, double %106, i64 1
  %111 = insertelement <4 x double> %110, double %107, i64 2
  %112 = insertelement <4 x double> %111, double %108, i64 3
  %113 = load double, ptr %85, align 8, !tbaa !9
  %114 = load double, ptr %86, align 8, !tbaa !9
  %115 = load double, ptr %87, align 8, !tbaa !9
  %116 = load double, ptr %88, align 8, !tbaa !9
  %117 = insertelement <4 x double> poison, double %113, i64 0
  %118 = insertelement <4 x double> %117, double %114, i64 1
  %119 = insertelement <4 x double> %118, double %115, i64 2
  %120 = insertelement <4 x double> %119, double %116, i64 3
  %121 = fmul fast <4 x double> %96, %21
  %122 = fmul fast <4 x double> %104, %22
  %123 = fmul fast <4 x double> %112, %23
  %124 = fmul fast <4 x double> %120, %24
  %125 = fadd fast <4 x double> %121, %13
  %126 = fadd fast <4 x double> %122, %14
  %127 = fadd fast <4 x double> %123, %15
  %128 = fadd fast <4 x double> %124, %16
  %129 = add nuw i64 %12, 16
  %130 = icmp eq i64 %129, %10
  br i1 %130, label %131, label %11, !llvm.loop !43

131:                                              ; preds = %11
  %132 = fadd fast <4 x double> %126, %125
  %133 = fadd fast <4 x double> %127, %132
  %134 = fadd fast <4 x double> %128, %133
  %135 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %134)
  %136 = icmp eq i64 %10, %1
  br i1 %136, label %137, label %6

137:                                              ; preds = %139, %131, %2
  %138 = phi double [ 0.000000e+00, %2 ], [ %135, %131 ], [ %150, %139 ]
  ret double %138

139:                                              ; preds = %6, %139
  %140 = phi i64 [ %144, %139 ], [ %7, %6 ]
  %141 = phi double [ %150, %139 ], [ %8, %6 ]
  %142 = getelementptr inbounds double, ptr %0, i64 %140
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = add nuw nsw i64 %140, 1
  %145 = icmp eq i64 %144, %1
  %146 = select i1 %145, i64 0, i64 %144
  %147 = getelementptr inbounds double, ptr %0, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = fmul fast double %148, %143
  %150 = fadd fast double %149, %141
  %151 = icmp eq i64 %144, %1
  br i1 %151, label %137, label %139, !llvm.loop !44
}

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @span_rec(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #11 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !35
  %5 = icmp sgt i64 %4, %1
  br i1 %5, label %8, label %6

6:                                                ; preds = %2, %8
  %7 = phi double [ %16, %8 ], [ 1.000000e+00, %2 ]
  ret double %7

8:                                                ; preds = %2
  %9 = load ptr, ptr %0, align 8, !tbaa !32
  %10 = getelementptr inbounds double, ptr %9, i64 %1
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call fast double @llvm.sin.f64(double %11)
  %13 = add nsw i64 %1, 1
  %14 = tail call fast fastcc nofpclass(nan inf) double @span_rec(ptr noundef nonnull %0, i64 noundef %13)
  %15 = fmul fast double %12, %14
  %16 = fadd fast double %15, %11
  br label %6
}

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @lsum(ptr noundef readonly %0) unnamed_addr #11 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi double [ %12, %5 ], [ 0.000000e+00, %1 ]
  ret double %4

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !38
  %8 = tail call fast fastcc nofpclass(nan inf) double @lsum(ptr noundef %7)
  %9 = load double, ptr %0, align 8, !tbaa !36
  %10 = tail call fast double @llvm.sin.f64(double %8)
  %11 = fadd fast double %9, %10
  %12 = fmul fast double %11, %9
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #15

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree noinline nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!29 = distinct !{!29, !14, !26, !27}
!30 = distinct !{!30, !14, !27, !26}
!31 = distinct !{!31, !14}
!32 = !{!33, !20, i64 0}
!33 = !{!"", !20, i64 0, !34, i64 8}
!34 = !{!"long", !7, i64 0}
!35 = !{!33, !34, i64 8}
!36 = !{!37, !10, i64 0}
!37 = !{!"Node", !10, i64 0, !20, i64 8}
!38 = !{!37, !20, i64 8}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14, !26, !27}
!42 = distinct !{!42, !14, !27, !26}
!43 = distinct !{!43, !14, !26, !27}
!44 = distinct !{!44, !14, !27, !26}
