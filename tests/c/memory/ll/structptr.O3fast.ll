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
  %1 = alloca [11 x double], align 16
  %2 = alloca [11 x double], align 16
  %3 = alloca [11 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca [64 x i8], align 16
  %6 = alloca %struct.Vec, align 8
  %7 = alloca %struct.Vec, align 8
  %8 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %1) #16
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %2) #16
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %3) #16
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
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
  store <4 x double> %26, ptr %1, align 16, !tbaa !9
  %27 = mul i64 %17, 6364136223846793005
  %28 = getelementptr inbounds i8, ptr %1, i64 32
  %29 = add i64 %27, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <4 x i64> poison, i64 %29, i64 0
  %37 = insertelement <4 x i64> %36, i64 %31, i64 1
  %38 = insertelement <4 x i64> %37, i64 %33, i64 2
  %39 = insertelement <4 x i64> %38, i64 %35, i64 3
  %40 = lshr <4 x i64> %39, <i64 10, i64 10, i64 10, i64 10>
  %41 = and <4 x i64> %40, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %42 = uitofp nneg <4 x i64> %41 to <4 x double>
  %43 = fmul fast <4 x double> %42, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %44 = fadd fast <4 x double> %43, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %44, ptr %28, align 16, !tbaa !9
  %45 = mul i64 %35, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %1, i64 64
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <2 x i64> poison, i64 %47, i64 0
  %51 = insertelement <2 x i64> %50, i64 %49, i64 1
  %52 = lshr <2 x i64> %51, <i64 10, i64 10>
  %53 = and <2 x i64> %52, <i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <2 x i64> %53 to <2 x double>
  %55 = fmul fast <2 x double> %54, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %56 = fadd fast <2 x double> %55, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %56, ptr %46, align 16, !tbaa !9
  %57 = mul i64 %49, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = lshr i64 %58, 10
  %60 = and i64 %59, 18014398509481982
  %61 = uitofp nneg i64 %60 to double
  %62 = fmul fast double %61, 0x3CA0000000000000
  %63 = fadd fast double %62, -1.000000e+00
  %64 = getelementptr inbounds i8, ptr %1, i64 80
  store double %63, ptr %64, align 16, !tbaa !9
  %65 = mul i64 %58, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <4 x i64> poison, i64 %66, i64 0
  %74 = insertelement <4 x i64> %73, i64 %68, i64 1
  %75 = insertelement <4 x i64> %74, i64 %70, i64 2
  %76 = insertelement <4 x i64> %75, i64 %72, i64 3
  %77 = lshr <4 x i64> %76, <i64 10, i64 10, i64 10, i64 10>
  %78 = and <4 x i64> %77, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <4 x i64> %78 to <4 x double>
  %80 = fmul fast <4 x double> %79, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %81 = fadd fast <4 x double> %80, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %81, ptr %3, align 16, !tbaa !9
  %82 = mul i64 %72, 6364136223846793005
  %83 = getelementptr inbounds i8, ptr %3, i64 32
  %84 = add i64 %82, 1442695040888963407
  %85 = mul i64 %84, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = mul i64 %88, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = insertelement <4 x i64> poison, i64 %84, i64 0
  %92 = insertelement <4 x i64> %91, i64 %86, i64 1
  %93 = insertelement <4 x i64> %92, i64 %88, i64 2
  %94 = insertelement <4 x i64> %93, i64 %90, i64 3
  %95 = lshr <4 x i64> %94, <i64 10, i64 10, i64 10, i64 10>
  %96 = and <4 x i64> %95, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %97 = uitofp nneg <4 x i64> %96 to <4 x double>
  %98 = fmul fast <4 x double> %97, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %99 = fadd fast <4 x double> %98, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %99, ptr %83, align 16, !tbaa !9
  %100 = mul i64 %90, 6364136223846793005
  %101 = getelementptr inbounds i8, ptr %3, i64 64
  %102 = add i64 %100, 1442695040888963407
  %103 = mul i64 %102, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = insertelement <2 x i64> poison, i64 %102, i64 0
  %106 = insertelement <2 x i64> %105, i64 %104, i64 1
  %107 = lshr <2 x i64> %106, <i64 10, i64 10>
  %108 = and <2 x i64> %107, <i64 18014398509481982, i64 18014398509481982>
  %109 = uitofp nneg <2 x i64> %108 to <2 x double>
  %110 = fmul fast <2 x double> %109, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %111 = fadd fast <2 x double> %110, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %111, ptr %101, align 16, !tbaa !9
  %112 = mul i64 %104, 6364136223846793005
  %113 = add i64 %112, 1442695040888963407
  %114 = lshr i64 %113, 10
  %115 = and i64 %114, 18014398509481982
  %116 = uitofp nneg i64 %115 to double
  %117 = fmul fast double %116, 0x3CA0000000000000
  %118 = fadd fast double %117, -1.000000e+00
  %119 = getelementptr inbounds i8, ptr %3, i64 80
  store double %118, ptr %119, align 16, !tbaa !9
  store i64 %113, ptr @rng_state, align 8, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %4, i64 4
  %121 = getelementptr inbounds i8, ptr %6, i64 8
  %122 = getelementptr inbounds i8, ptr %6, i64 16
  %123 = getelementptr inbounds i8, ptr %7, i64 8
  %124 = getelementptr inbounds i8, ptr %7, i64 16
  %125 = getelementptr inbounds i8, ptr %8, i64 8
  %126 = getelementptr inbounds i8, ptr %8, i64 16
  br label %133

127:                                              ; preds = %142
  %128 = load i32, ptr @n_fail, align 4, !tbaa !11
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %128)
  %130 = load i32, ptr @n_fail, align 4, !tbaa !11
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i32
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %3) #16
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %2) #16
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %1) #16
  ret i32 %132

133:                                              ; preds = %0, %142
  %134 = phi i64 [ 0, %0 ], [ %143, %142 ]
  %135 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !11
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [11 x double], ptr %1, i64 0, i64 %137
  %139 = getelementptr inbounds [11 x double], ptr %2, i64 0, i64 %137
  %140 = getelementptr inbounds [11 x double], ptr %3, i64 0, i64 %137
  %141 = trunc nuw nsw i64 %134 to i32
  br label %145

142:                                              ; preds = %363
  %143 = add nuw nsw i64 %134, 1
  %144 = icmp eq i64 %143, 3
  br i1 %144, label %127, label %133, !llvm.loop !13

145:                                              ; preds = %133, %363
  %146 = phi i64 [ 0, %133 ], [ %364, %363 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #16
  store i32 %136, ptr %4, align 4, !tbaa !15
  %147 = trunc nuw nsw i64 %146 to i32
  store i32 %147, ptr %120, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(88) %2, i8 0, i64 88, i1 false)
  switch i32 %147, label %174 [
    i32 0, label %148
    i32 1, label %153
    i32 2, label %159
    i32 4, label %164
    i32 5, label %169
  ]

148:                                              ; preds = %145
  %149 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %150 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %149, i32 noundef %136) #16
  %151 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %152 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @local_struct, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %151, i32 noundef %136) #16
  br label %179

153:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #16
  store i32 %136, ptr %6, align 8, !tbaa !18
  store ptr %1, ptr %121, align 8, !tbaa !21
  %154 = load double, ptr %138, align 8, !tbaa !9
  store double %154, ptr %122, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #16
  store i32 0, ptr %7, align 8, !tbaa !18
  store ptr %2, ptr %123, align 8, !tbaa !21
  store double 0.000000e+00, ptr %124, align 8, !tbaa !22
  %155 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %6, ptr noundef nonnull %7) #16
  %156 = load double, ptr %124, align 8, !tbaa !22
  store double %156, ptr %139, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #16
  store i32 0, ptr %8, align 8, !tbaa !18
  store ptr %3, ptr %125, align 8, !tbaa !21
  %157 = load double, ptr %140, align 8, !tbaa !9
  store double %157, ptr %126, align 8, !tbaa !22
  %158 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arg_struct, ptr noundef nonnull %6, ptr noundef nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #16
  br label %179

159:                                              ; preds = %145
  %160 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %161 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %160, i32 noundef %136) #16
  %162 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %163 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @heap_rec, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %162, i32 noundef %136) #16
  br label %179

164:                                              ; preds = %145
  %165 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %166 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_local, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %165, i32 noundef %136) #16
  %167 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %168 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_local, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %167, i32 noundef %136) #16
  br label %179

169:                                              ; preds = %145
  %170 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %171 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %170, i32 noundef %136) #16
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %173 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @span_heap, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %172, i32 noundef %136) #16
  br label %179

174:                                              ; preds = %145
  %175 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %176 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @list, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %175, i32 noundef %136) #16
  %177 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %178 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @list, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %177, i32 noundef %136) #16
  br label %179

179:                                              ; preds = %153, %164, %174, %169, %159, %148
  %180 = phi nsz double [ %152, %148 ], [ %158, %153 ], [ %163, %159 ], [ %168, %164 ], [ %173, %169 ], [ %178, %174 ]
  %181 = icmp eq i64 %146, 1
  %182 = zext i1 %181 to i32
  %183 = add nsw i32 %136, %182
  %184 = getelementptr inbounds [6 x ptr], ptr @main.names, i64 0, i64 %146
  %185 = load ptr, ptr %184, align 8, !tbaa !23
  %186 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.6, ptr noundef %185) #16
  %187 = call i32 @llvm.smax.i32(i32 %183, i32 1)
  %188 = zext nneg i32 %187 to i64
  %189 = shl nuw nsw i64 %188, 3
  %190 = call noalias ptr @malloc(i64 noundef %189) #17
  %191 = sext i32 %183 to i64
  %192 = shl nsw i64 %191, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %190, ptr nonnull readonly align 16 %1, i64 %192, i1 false)
  %193 = icmp sgt i32 %183, 0
  br i1 %193, label %194, label %227

194:                                              ; preds = %179
  %195 = zext nneg i32 %183 to i64
  br label %196

196:                                              ; preds = %224, %194
  %197 = phi i64 [ 0, %194 ], [ %225, %224 ]
  %198 = getelementptr inbounds double, ptr %2, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = getelementptr inbounds double, ptr %190, i64 %197
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = call fast double @llvm.fabs.f64(double %201)
  %203 = call fast double @llvm.maxnum.f64(double %202, double 1.000000e+00)
  %204 = fmul fast double %203, 0x3EB0C6F7A0B5ED8D
  %205 = fadd fast double %204, %201
  %206 = fsub fast double %201, %204
  store double %205, ptr %200, align 8, !tbaa !9
  %207 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %190, ptr noundef nonnull readonly %4)
  store double %206, ptr %200, align 8, !tbaa !9
  %208 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %190, ptr noundef nonnull readonly %4)
  store double %201, ptr %200, align 8, !tbaa !9
  %209 = fsub fast double %207, %208
  %210 = fmul fast double %203, 2.000000e-06
  %211 = fdiv fast double %209, %210
  %212 = call fast double @llvm.fabs.f64(double %211)
  %213 = call fast double @llvm.maxnum.f64(double %212, double 1.000000e+00)
  %214 = fsub fast double %199, %211
  %215 = call fast double @llvm.fabs.f64(double %214)
  %216 = fmul fast double %213, 0x3EB0C6F7A0B5ED8D
  %217 = fcmp fast ole double %215, %216
  %218 = select i1 %217, ptr @.str.11, ptr @.str.12
  %219 = trunc nuw nsw i64 %197 to i32
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, i32 noundef %219, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %211, ptr noundef nonnull %218)
  br i1 %217, label %224, label %221

221:                                              ; preds = %196
  %222 = load i32, ptr @n_fail, align 4, !tbaa !11
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr @n_fail, align 4, !tbaa !11
  br label %224

224:                                              ; preds = %221, %196
  %225 = add nuw nsw i64 %197, 1
  %226 = icmp eq i64 %225, %195
  br i1 %226, label %227, label %196, !llvm.loop !24

227:                                              ; preds = %224, %179
  call void @free(ptr noundef %190) #16
  %228 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %185) #16
  %229 = call noalias ptr @malloc(i64 noundef %189) #17
  %230 = call noalias ptr @malloc(i64 noundef %189) #17
  br i1 %193, label %231, label %275

231:                                              ; preds = %227
  %232 = zext nneg i32 %183 to i64
  %233 = icmp ult i32 %183, 8
  br i1 %233, label %260, label %234

234:                                              ; preds = %231
  %235 = and i64 %232, 2147483640
  br label %236

236:                                              ; preds = %236, %234
  %237 = phi i64 [ 0, %234 ], [ %256, %236 ]
  %238 = getelementptr inbounds double, ptr %1, i64 %237
  %239 = getelementptr inbounds i8, ptr %238, i64 32
  %240 = load <4 x double>, ptr %238, align 16, !tbaa !9
  %241 = load <4 x double>, ptr %239, align 16, !tbaa !9
  %242 = getelementptr inbounds double, ptr %3, i64 %237
  %243 = getelementptr inbounds i8, ptr %242, i64 32
  %244 = load <4 x double>, ptr %242, align 16, !tbaa !9
  %245 = load <4 x double>, ptr %243, align 16, !tbaa !9
  %246 = fmul fast <4 x double> %244, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %247 = fmul fast <4 x double> %245, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %248 = fadd fast <4 x double> %246, %240
  %249 = fadd fast <4 x double> %247, %241
  %250 = getelementptr inbounds double, ptr %229, i64 %237
  %251 = getelementptr inbounds i8, ptr %250, i64 32
  store <4 x double> %248, ptr %250, align 8, !tbaa !9
  store <4 x double> %249, ptr %251, align 8, !tbaa !9
  %252 = fsub fast <4 x double> %240, %246
  %253 = fsub fast <4 x double> %241, %247
  %254 = getelementptr inbounds double, ptr %230, i64 %237
  %255 = getelementptr inbounds i8, ptr %254, i64 32
  store <4 x double> %252, ptr %254, align 8, !tbaa !9
  store <4 x double> %253, ptr %255, align 8, !tbaa !9
  %256 = add nuw i64 %237, 8
  %257 = icmp eq i64 %256, %235
  br i1 %257, label %258, label %236, !llvm.loop !25

258:                                              ; preds = %236
  %259 = icmp eq i64 %235, %232
  br i1 %259, label %275, label %260

260:                                              ; preds = %258, %231
  %261 = phi i64 [ 0, %231 ], [ %235, %258 ]
  br label %262

262:                                              ; preds = %260, %262
  %263 = phi i64 [ %273, %262 ], [ %261, %260 ]
  %264 = getelementptr inbounds double, ptr %1, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = getelementptr inbounds double, ptr %3, i64 %263
  %267 = load double, ptr %266, align 8, !tbaa !9
  %268 = fmul fast double %267, 0x3EB0C6F7A0B5ED8D
  %269 = fadd fast double %268, %265
  %270 = getelementptr inbounds double, ptr %229, i64 %263
  store double %269, ptr %270, align 8, !tbaa !9
  %271 = fsub fast double %265, %268
  %272 = getelementptr inbounds double, ptr %230, i64 %263
  store double %271, ptr %272, align 8, !tbaa !9
  %273 = add nuw nsw i64 %263, 1
  %274 = icmp eq i64 %273, %232
  br i1 %274, label %275, label %262, !llvm.loop !28

275:                                              ; preds = %262, %258, %227
  %276 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %229, ptr noundef nonnull readonly %4)
  %277 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %230, ptr noundef nonnull readonly %4)
  %278 = fsub fast double %276, %277
  %279 = fmul fast double %278, 5.000000e+05
  call void @free(ptr noundef %229) #16
  call void @free(ptr noundef %230) #16
  %280 = call fast double @llvm.fabs.f64(double %279)
  %281 = call fast double @llvm.maxnum.f64(double %280, double 1.000000e+00)
  %282 = fsub fast double %180, %279
  %283 = call fast double @llvm.fabs.f64(double %282)
  %284 = fmul fast double %281, 0x3EB0C6F7A0B5ED8D
  %285 = fcmp fast ole double %283, %284
  %286 = select i1 %285, ptr @.str.11, ptr @.str.12
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, i32 noundef %141, double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %279, ptr noundef nonnull %286)
  br i1 %285, label %291, label %288

288:                                              ; preds = %275
  %289 = load i32, ptr @n_fail, align 4, !tbaa !11
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr @n_fail, align 4, !tbaa !11
  br label %291

291:                                              ; preds = %275, %288
  %292 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef %185) #16
  br i1 %193, label %293, label %339

293:                                              ; preds = %291
  %294 = zext nneg i32 %183 to i64
  %295 = icmp ult i32 %183, 16
  br i1 %295, label %296, label %299

296:                                              ; preds = %333, %293
  %297 = phi i64 [ 0, %293 ], [ %300, %333 ]
  %298 = phi double [ 0.000000e+00, %293 ], [ %337, %333 ]
  br label %352

299:                                              ; preds = %293
  %300 = and i64 %294, 2147483632
  br label %301

301:                                              ; preds = %301, %299
  %302 = phi i64 [ 0, %299 ], [ %331, %301 ]
  %303 = phi <4 x double> [ zeroinitializer, %299 ], [ %327, %301 ]
  %304 = phi <4 x double> [ zeroinitializer, %299 ], [ %328, %301 ]
  %305 = phi <4 x double> [ zeroinitializer, %299 ], [ %329, %301 ]
  %306 = phi <4 x double> [ zeroinitializer, %299 ], [ %330, %301 ]
  %307 = getelementptr inbounds double, ptr %2, i64 %302
  %308 = getelementptr inbounds i8, ptr %307, i64 32
  %309 = getelementptr inbounds i8, ptr %307, i64 64
  %310 = getelementptr inbounds i8, ptr %307, i64 96
  %311 = load <4 x double>, ptr %307, align 16, !tbaa !9
  %312 = load <4 x double>, ptr %308, align 16, !tbaa !9
  %313 = load <4 x double>, ptr %309, align 16, !tbaa !9
  %314 = load <4 x double>, ptr %310, align 16, !tbaa !9
  %315 = getelementptr inbounds double, ptr %3, i64 %302
  %316 = getelementptr inbounds i8, ptr %315, i64 32
  %317 = getelementptr inbounds i8, ptr %315, i64 64
  %318 = getelementptr inbounds i8, ptr %315, i64 96
  %319 = load <4 x double>, ptr %315, align 16, !tbaa !9
  %320 = load <4 x double>, ptr %316, align 16, !tbaa !9
  %321 = load <4 x double>, ptr %317, align 16, !tbaa !9
  %322 = load <4 x double>, ptr %318, align 16, !tbaa !9
  %323 = fmul fast <4 x double> %319, %311
  %324 = fmul fast <4 x double> %320, %312
  %325 = fmul fast <4 x double> %321, %313
  %326 = fmul fast <4 x double> %322, %314
  %327 = fadd fast <4 x double> %323, %303
  %328 = fadd fast <4 x double> %324, %304
  %329 = fadd fast <4 x double> %325, %305
  %330 = fadd fast <4 x double> %326, %306
  %331 = add nuw i64 %302, 16
  %332 = icmp eq i64 %331, %300
  br i1 %332, label %333, label %301, !llvm.loop !29

333:                                              ; preds = %301
  %334 = fadd fast <4 x double> %328, %327
  %335 = fadd fast <4 x double> %329, %334
  %336 = fadd fast <4 x double> %330, %335
  %337 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %336)
  %338 = icmp eq i64 %300, %294
  br i1 %338, label %339, label %296

339:                                              ; preds = %352, %333, %291
  %340 = phi double [ 0.000000e+00, %291 ], [ %337, %333 ], [ %360, %352 ]
  %341 = call fast double @llvm.fabs.f64(double %180)
  %342 = call fast double @llvm.maxnum.f64(double %341, double 1.000000e+00)
  %343 = fsub fast double %340, %180
  %344 = call fast double @llvm.fabs.f64(double %343)
  %345 = fmul fast double %342, 0x3EB0C6F7A0B5ED8D
  %346 = fcmp fast ole double %344, %345
  %347 = select i1 %346, ptr @.str.11, ptr @.str.12
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, i32 noundef %141, double noundef nofpclass(nan inf) %340, double noundef nofpclass(nan inf) %180, ptr noundef nonnull %347)
  br i1 %346, label %363, label %349

349:                                              ; preds = %339
  %350 = load i32, ptr @n_fail, align 4, !tbaa !11
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr @n_fail, align 4, !tbaa !11
  br label %363

352:                                              ; preds = %296, %352
  %353 = phi i64 [ %361, %352 ], [ %297, %296 ]
  %354 = phi double [ %360, %352 ], [ %298, %296 ]
  %355 = getelementptr inbounds double, ptr %2, i64 %353
  %356 = load double, ptr %355, align 8, !tbaa !9
  %357 = getelementptr inbounds double, ptr %3, i64 %353
  %358 = load double, ptr %357, align 8, !tbaa !9
  %359 = fmul fast double %358, %356
  %360 = fadd fast double %359, %354
  %361 = add nuw nsw i64 %353, 1
  %362 = icmp eq i64 %361, %294
  br i1 %362, label %339, label %352, !llvm.loop !30

363:                                              ; preds = %339, %349
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #16
  %364 = add nuw nsw i64 %146, 1
  %365 = icmp eq i64 %364, 6
  br i1 %365, label %142, label %145, !llvm.loop !31
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
