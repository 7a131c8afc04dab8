; ModuleID = 'getset.c'
source_filename = "getset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 8, i32 3, i32 1], align 4
@.str = private unnamed_addr constant [9 x i8] c"setget.d\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [11 x i8] c"setget.fwd\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"setget.fwd_rev\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"arr.dx\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"arr.fwd\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"arr.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"gptr.dx\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"gptr.fwd\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"gptr.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"getset\00", align 1
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@g_state = internal unnamed_addr global double 0.000000e+00, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@g_acc = internal unnamed_addr global [8 x double] zeroinitializer, align 16
@g_ptr = internal unnamed_addr global ptr null, align 8
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca %struct.Ctx, align 8
  %5 = alloca %struct.Ctx, align 4
  %6 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #19
  %7 = load i64, ptr @rng_state, align 8, !tbaa !5
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = insertelement <2 x i64> poison, i64 %9, i64 0
  %13 = insertelement <2 x i64> %12, i64 %11, i64 1
  %14 = lshr <2 x i64> %13, <i64 10, i64 10>
  %15 = and <2 x i64> %14, <i64 18014398509481982, i64 18014398509481982>
  %16 = uitofp nneg <2 x i64> %15 to <2 x double>
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %17, ptr %1, align 16, !tbaa !9
  %18 = mul i64 %11, 6364136223846793005
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = add i64 %18, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <2 x i64> poison, i64 %20, i64 0
  %24 = insertelement <2 x i64> %23, i64 %22, i64 1
  %25 = lshr <2 x i64> %24, <i64 10, i64 10>
  %26 = and <2 x i64> %25, <i64 18014398509481982, i64 18014398509481982>
  %27 = uitofp nneg <2 x i64> %26 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %28, ptr %19, align 16, !tbaa !9
  %29 = mul i64 %22, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = insertelement <2 x i64> poison, i64 %31, i64 0
  %35 = insertelement <2 x i64> %34, i64 %33, i64 1
  %36 = lshr <2 x i64> %35, <i64 10, i64 10>
  %37 = and <2 x i64> %36, <i64 18014398509481982, i64 18014398509481982>
  %38 = uitofp nneg <2 x i64> %37 to <2 x double>
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %39, ptr %30, align 16, !tbaa !9
  %40 = mul i64 %33, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %1, i64 48
  %42 = add i64 %40, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = insertelement <2 x i64> poison, i64 %42, i64 0
  %46 = insertelement <2 x i64> %45, i64 %44, i64 1
  %47 = lshr <2 x i64> %46, <i64 10, i64 10>
  %48 = and <2 x i64> %47, <i64 18014398509481982, i64 18014398509481982>
  %49 = uitofp nneg <2 x i64> %48 to <2 x double>
  %50 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %50, ptr %41, align 16, !tbaa !9
  %51 = mul i64 %44, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <2 x i64> poison, i64 %52, i64 0
  %56 = insertelement <2 x i64> %55, i64 %54, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %60, ptr %3, align 16, !tbaa !9
  %61 = mul i64 %54, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  %63 = add i64 %61, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <2 x i64> poison, i64 %63, i64 0
  %67 = insertelement <2 x i64> %66, i64 %65, i64 1
  %68 = lshr <2 x i64> %67, <i64 10, i64 10>
  %69 = and <2 x i64> %68, <i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <2 x i64> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %71, ptr %62, align 16, !tbaa !9
  %72 = mul i64 %65, 6364136223846793005
  %73 = getelementptr inbounds i8, ptr %3, i64 32
  %74 = add i64 %72, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = insertelement <2 x i64> %77, i64 %76, i64 1
  %79 = lshr <2 x i64> %78, <i64 10, i64 10>
  %80 = and <2 x i64> %79, <i64 18014398509481982, i64 18014398509481982>
  %81 = uitofp nneg <2 x i64> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %82, ptr %73, align 16, !tbaa !9
  %83 = mul i64 %76, 6364136223846793005
  %84 = getelementptr inbounds i8, ptr %3, i64 48
  %85 = add i64 %83, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <2 x i64> poison, i64 %85, i64 0
  %89 = insertelement <2 x i64> %88, i64 %87, i64 1
  %90 = lshr <2 x i64> %89, <i64 10, i64 10>
  %91 = and <2 x i64> %90, <i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <2 x i64> %91 to <2 x double>
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %93, ptr %84, align 16, !tbaa !9
  store i64 %87, ptr @rng_state, align 8, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %5, i64 4
  %95 = getelementptr inbounds i8, ptr %6, i64 4
  br label %102

96:                                               ; preds = %425
  %97 = load i32, ptr @n_fail, align 4, !tbaa !11
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %97)
  %99 = load i32, ptr @n_fail, align 4, !tbaa !11
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #19
  ret i32 %101

102:                                              ; preds = %0, %425
  %103 = phi i64 [ 0, %0 ], [ %426, %425 ]
  %104 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #19
  store i64 1, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #19
  store i32 %105, ptr %5, align 4, !tbaa !13
  store i32 1, ptr %94, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #19
  store i32 %105, ptr %6, align 4, !tbaa !13
  store i32 2, ptr %95, align 4, !tbaa !15
  %106 = trunc nuw nsw i64 %103 to i32
  %107 = uitofp nneg i32 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %107, double 3.000000e-01, double 4.000000e-01)
  store double %108, ptr %1, align 16, !tbaa !9
  %109 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @setget, double noundef %108) #19
  store double %109, ptr %2, align 16, !tbaa !9
  %110 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %111 = load double, ptr %1, align 16
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = fcmp ogt double %112, 1.000000e+00
  %114 = select i1 %113, double %112, double 1.000000e+00
  %115 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fadd double %115, %111
  %117 = fsub double %111, %115
  store double %116, ptr %110, align 8, !tbaa !9
  %118 = call fastcc double @obj(ptr noundef nonnull %110, ptr noundef nonnull readonly %4)
  store double %117, ptr %110, align 8, !tbaa !9
  %119 = call fastcc double @obj(ptr noundef nonnull %110, ptr noundef nonnull readonly %4)
  %120 = fsub double %118, %119
  %121 = fsub double %116, %117
  %122 = fdiv double %120, %121
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ogt double %123, 1.000000e+00
  %125 = select i1 %124, double %123, double 1.000000e+00
  %126 = fsub double %109, %122
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fmul double %125, 0x3EB0C6F7A0B5ED8D
  %129 = fcmp ole double %127, %128
  %130 = select i1 %129, ptr @.str.11, ptr @.str.12
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef 0, double noundef %109, double noundef %122, ptr noundef nonnull %130)
  br i1 %129, label %135, label %132

132:                                              ; preds = %102
  %133 = load i32, ptr @n_fail, align 4, !tbaa !11
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr @n_fail, align 4, !tbaa !11
  br label %135

135:                                              ; preds = %132, %102
  call void @free(ptr noundef nonnull %110) #19
  %136 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %137 = load double, ptr %1, align 16, !tbaa !9
  %138 = load double, ptr %3, align 16, !tbaa !9
  %139 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @setget, i32 noundef %136, double noundef %137, double noundef %138) #19
  %140 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %141 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %142 = load double, ptr %1, align 16, !tbaa !9
  %143 = load double, ptr %3, align 16, !tbaa !9
  %144 = call double @llvm.fmuladd.f64(double %143, double 0x3EB0C6F7A0B5ED8D, double %142)
  store double %144, ptr %140, align 8, !tbaa !9
  %145 = call double @llvm.fmuladd.f64(double %143, double 0xBEB0C6F7A0B5ED8D, double %142)
  store double %145, ptr %141, align 8, !tbaa !9
  %146 = call fastcc double @obj(ptr noundef nonnull %140, ptr noundef nonnull readonly %4)
  %147 = call fastcc double @obj(ptr noundef nonnull %141, ptr noundef nonnull readonly %4)
  %148 = fsub double %146, %147
  %149 = fdiv double %148, 2.000000e-06
  call void @free(ptr noundef nonnull %140) #19
  call void @free(ptr noundef nonnull %141) #19
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ogt double %150, 1.000000e+00
  %152 = select i1 %151, double %150, double 1.000000e+00
  %153 = fsub double %139, %149
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fmul double %152, 0x3EB0C6F7A0B5ED8D
  %156 = fcmp ole double %154, %155
  %157 = select i1 %156, ptr @.str.11, ptr @.str.12
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %106, double noundef %139, double noundef %149, ptr noundef nonnull %157)
  br i1 %156, label %162, label %159

159:                                              ; preds = %135
  %160 = load i32, ptr @n_fail, align 4, !tbaa !11
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @n_fail, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %135, %159
  %163 = load double, ptr %2, align 16, !tbaa !9
  %164 = load double, ptr %3, align 16, !tbaa !9
  %165 = call double @llvm.fmuladd.f64(double %163, double %164, double 0.000000e+00)
  %166 = call double @llvm.fabs.f64(double %139)
  %167 = fcmp ogt double %166, 1.000000e+00
  %168 = select i1 %167, double %166, double 1.000000e+00
  %169 = fsub double %165, %139
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fmul double %168, 0x3EB0C6F7A0B5ED8D
  %172 = fcmp ole double %170, %171
  %173 = select i1 %172, ptr @.str.11, ptr @.str.12
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %106, double noundef %165, double noundef %139, ptr noundef nonnull %173)
  br i1 %172, label %178, label %175

175:                                              ; preds = %162
  %176 = load i32, ptr @n_fail, align 4, !tbaa !11
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @n_fail, align 4, !tbaa !11
  br label %178

178:                                              ; preds = %162, %175
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %179 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %180 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arr, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %179, i32 noundef %105) #19
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef %105, ptr noundef nonnull %2)
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %182 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arr, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %181, i32 noundef %105) #19
  %183 = call i32 @llvm.smax.i32(i32 %105, i32 1)
  %184 = zext nneg i32 %183 to i64
  %185 = shl nuw nsw i64 %184, 3
  %186 = call noalias ptr @malloc(i64 noundef %185) #20
  %187 = call noalias ptr @malloc(i64 noundef %185) #20
  %188 = zext i32 %105 to i64
  %189 = icmp eq i64 %103, 2
  br i1 %189, label %206, label %190

190:                                              ; preds = %178
  %191 = and i64 %188, 2147483646
  br label %192

192:                                              ; preds = %192, %190
  %193 = phi i64 [ 0, %190 ], [ %202, %192 ]
  %194 = getelementptr inbounds double, ptr %1, i64 %193
  %195 = load <2 x double>, ptr %194, align 16, !tbaa !9
  %196 = getelementptr inbounds double, ptr %3, i64 %193
  %197 = load <2 x double>, ptr %196, align 16, !tbaa !9
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %195)
  %199 = getelementptr inbounds double, ptr %186, i64 %193
  store <2 x double> %198, ptr %199, align 8, !tbaa !9
  %200 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %195)
  %201 = getelementptr inbounds double, ptr %187, i64 %193
  store <2 x double> %200, ptr %201, align 8, !tbaa !9
  %202 = add nuw i64 %193, 2
  %203 = icmp eq i64 %202, %191
  br i1 %203, label %204, label %192, !llvm.loop !16

204:                                              ; preds = %192
  %205 = icmp eq i64 %191, %188
  br i1 %205, label %220, label %206

206:                                              ; preds = %204, %178
  %207 = phi i64 [ 0, %178 ], [ %191, %204 ]
  br label %208

208:                                              ; preds = %206, %208
  %209 = phi i64 [ %218, %208 ], [ %207, %206 ]
  %210 = getelementptr inbounds double, ptr %1, i64 %209
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = getelementptr inbounds double, ptr %3, i64 %209
  %213 = load double, ptr %212, align 8, !tbaa !9
  %214 = call double @llvm.fmuladd.f64(double %213, double 0x3EB0C6F7A0B5ED8D, double %211)
  %215 = getelementptr inbounds double, ptr %186, i64 %209
  store double %214, ptr %215, align 8, !tbaa !9
  %216 = call double @llvm.fmuladd.f64(double %213, double 0xBEB0C6F7A0B5ED8D, double %211)
  %217 = getelementptr inbounds double, ptr %187, i64 %209
  store double %216, ptr %217, align 8, !tbaa !9
  %218 = add nuw nsw i64 %209, 1
  %219 = icmp eq i64 %218, %188
  br i1 %219, label %220, label %208, !llvm.loop !20

220:                                              ; preds = %208, %204
  %221 = call fastcc double @obj(ptr noundef nonnull %186, ptr noundef nonnull readonly %5)
  %222 = call fastcc double @obj(ptr noundef nonnull %187, ptr noundef nonnull readonly %5)
  %223 = fsub double %221, %222
  %224 = fdiv double %223, 2.000000e-06
  call void @free(ptr noundef nonnull %186) #19
  call void @free(ptr noundef nonnull %187) #19
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ogt double %225, 1.000000e+00
  %227 = select i1 %226, double %225, double 1.000000e+00
  %228 = fsub double %182, %224
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fmul double %227, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ole double %229, %230
  %232 = select i1 %231, ptr @.str.11, ptr @.str.12
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %106, double noundef %182, double noundef %224, ptr noundef nonnull %232)
  br i1 %231, label %234, label %240

234:                                              ; preds = %240, %220
  %235 = add nsw i64 %188, -1
  %236 = and i64 %188, 3
  %237 = icmp ult i64 %235, 3
  br i1 %237, label %243, label %238

238:                                              ; preds = %234
  %239 = and i64 %188, 4294967292
  br label %274

240:                                              ; preds = %220
  %241 = load i32, ptr @n_fail, align 4, !tbaa !11
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @n_fail, align 4, !tbaa !11
  br label %234

243:                                              ; preds = %274, %234
  %244 = phi double [ poison, %234 ], [ %300, %274 ]
  %245 = phi i64 [ 0, %234 ], [ %301, %274 ]
  %246 = phi double [ 0.000000e+00, %234 ], [ %300, %274 ]
  %247 = icmp eq i64 %236, 0
  br i1 %247, label %260, label %248

248:                                              ; preds = %243, %248
  %249 = phi i64 [ %257, %248 ], [ %245, %243 ]
  %250 = phi double [ %256, %248 ], [ %246, %243 ]
  %251 = phi i64 [ %258, %248 ], [ 0, %243 ]
  %252 = getelementptr inbounds double, ptr %2, i64 %249
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = getelementptr inbounds double, ptr %3, i64 %249
  %255 = load double, ptr %254, align 8, !tbaa !9
  %256 = call double @llvm.fmuladd.f64(double %253, double %255, double %250)
  %257 = add nuw nsw i64 %249, 1
  %258 = add i64 %251, 1
  %259 = icmp eq i64 %258, %236
  br i1 %259, label %260, label %248, !llvm.loop !21

260:                                              ; preds = %248, %243
  %261 = phi double [ %244, %243 ], [ %256, %248 ]
  %262 = call double @llvm.fabs.f64(double %182)
  %263 = fcmp ogt double %262, 1.000000e+00
  %264 = select i1 %263, double %262, double 1.000000e+00
  %265 = fsub double %261, %182
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fmul double %264, 0x3EB0C6F7A0B5ED8D
  %268 = fcmp ole double %266, %267
  %269 = select i1 %268, ptr @.str.11, ptr @.str.12
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %106, double noundef %261, double noundef %182, ptr noundef nonnull %269)
  br i1 %268, label %304, label %271

271:                                              ; preds = %260
  %272 = load i32, ptr @n_fail, align 4, !tbaa !11
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !11
  br label %304

274:                                              ; preds = %274, %238
  %275 = phi i64 [ 0, %238 ], [ %301, %274 ]
  %276 = phi double [ 0.000000e+00, %238 ], [ %300, %274 ]
  %277 = phi i64 [ 0, %238 ], [ %302, %274 ]
  %278 = getelementptr inbounds double, ptr %2, i64 %275
  %279 = load double, ptr %278, align 16, !tbaa !9
  %280 = getelementptr inbounds double, ptr %3, i64 %275
  %281 = load double, ptr %280, align 16, !tbaa !9
  %282 = call double @llvm.fmuladd.f64(double %279, double %281, double %276)
  %283 = or disjoint i64 %275, 1
  %284 = getelementptr inbounds double, ptr %2, i64 %283
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = getelementptr inbounds double, ptr %3, i64 %283
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = call double @llvm.fmuladd.f64(double %285, double %287, double %282)
  %289 = or disjoint i64 %275, 2
  %290 = getelementptr inbounds double, ptr %2, i64 %289
  %291 = load double, ptr %290, align 16, !tbaa !9
  %292 = getelementptr inbounds double, ptr %3, i64 %289
  %293 = load double, ptr %292, align 16, !tbaa !9
  %294 = call double @llvm.fmuladd.f64(double %291, double %293, double %288)
  %295 = or disjoint i64 %275, 3
  %296 = getelementptr inbounds double, ptr %2, i64 %295
  %297 = load double, ptr %296, align 8, !tbaa !9
  %298 = getelementptr inbounds double, ptr %3, i64 %295
  %299 = load double, ptr %298, align 8, !tbaa !9
  %300 = call double @llvm.fmuladd.f64(double %297, double %299, double %294)
  %301 = add nuw nsw i64 %275, 4
  %302 = add i64 %277, 4
  %303 = icmp eq i64 %302, %239
  br i1 %303, label %243, label %274, !llvm.loop !23

304:                                              ; preds = %260, %271
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %305 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %306 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gptr, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %305, i32 noundef %105) #19
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef %105, ptr noundef nonnull %2)
  %307 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %308 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gptr, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %307, i32 noundef %105) #19
  %309 = call noalias ptr @malloc(i64 noundef %185) #20
  %310 = call noalias ptr @malloc(i64 noundef %185) #20
  %311 = icmp eq i64 %103, 2
  br i1 %311, label %328, label %312

312:                                              ; preds = %304
  %313 = and i64 %188, 2147483646
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ 0, %312 ], [ %324, %314 ]
  %316 = getelementptr inbounds double, ptr %1, i64 %315
  %317 = load <2 x double>, ptr %316, align 16, !tbaa !9
  %318 = getelementptr inbounds double, ptr %3, i64 %315
  %319 = load <2 x double>, ptr %318, align 16, !tbaa !9
  %320 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %317)
  %321 = getelementptr inbounds double, ptr %309, i64 %315
  store <2 x double> %320, ptr %321, align 8, !tbaa !9
  %322 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %317)
  %323 = getelementptr inbounds double, ptr %310, i64 %315
  store <2 x double> %322, ptr %323, align 8, !tbaa !9
  %324 = add nuw i64 %315, 2
  %325 = icmp eq i64 %324, %313
  br i1 %325, label %326, label %314, !llvm.loop !24

326:                                              ; preds = %314
  %327 = icmp eq i64 %313, %188
  br i1 %327, label %342, label %328

328:                                              ; preds = %326, %304
  %329 = phi i64 [ 0, %304 ], [ %313, %326 ]
  br label %330

330:                                              ; preds = %328, %330
  %331 = phi i64 [ %340, %330 ], [ %329, %328 ]
  %332 = getelementptr inbounds double, ptr %1, i64 %331
  %333 = load double, ptr %332, align 8, !tbaa !9
  %334 = getelementptr inbounds double, ptr %3, i64 %331
  %335 = load double, ptr %334, align 8, !tbaa !9
  %336 = call double @llvm.fmuladd.f64(double %335, double 0x3EB0C6F7A0B5ED8D, double %333)
  %337 = getelementptr inbounds double, ptr %309, i64 %331
  store double %336, ptr %337, align 8, !tbaa !9
  %338 = call double @llvm.fmuladd.f64(double %335, double 0xBEB0C6F7A0B5ED8D, double %333)
  %339 = getelementptr inbounds double, ptr %310, i64 %331
  store double %338, ptr %339, align 8, !tbaa !9
  %340 = add nuw nsw i64 %331, 1
  %341 = icmp eq i64 %340, %188
  br i1 %341, label %342, label %330, !llvm.loop !25

342:                                              ; preds = %330, %326
  %343 = call fastcc double @obj(ptr noundef nonnull %309, ptr noundef nonnull readonly %6)
  %344 = call fastcc double @obj(ptr noundef nonnull %310, ptr noundef nonnull readonly %6)
  %345 = fsub double %343, %344
  %346 = fdiv double %345, 2.000000e-06
  call void @free(ptr noundef nonnull %309) #19
  call void @free(ptr noundef nonnull %310) #19
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fcmp ogt double %347, 1.000000e+00
  %349 = select i1 %348, double %347, double 1.000000e+00
  %350 = fsub double %308, %346
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fmul double %349, 0x3EB0C6F7A0B5ED8D
  %353 = fcmp ole double %351, %352
  %354 = select i1 %353, ptr @.str.11, ptr @.str.12
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %106, double noundef %308, double noundef %346, ptr noundef nonnull %354)
  br i1 %353, label %356, label %361

356:                                              ; preds = %361, %342
  %357 = and i64 %188, 3
  %358 = icmp ult i64 %235, 3
  br i1 %358, label %364, label %359

359:                                              ; preds = %356
  %360 = and i64 %188, 4294967292
  br label %395

361:                                              ; preds = %342
  %362 = load i32, ptr @n_fail, align 4, !tbaa !11
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr @n_fail, align 4, !tbaa !11
  br label %356

364:                                              ; preds = %395, %356
  %365 = phi double [ poison, %356 ], [ %421, %395 ]
  %366 = phi i64 [ 0, %356 ], [ %422, %395 ]
  %367 = phi double [ 0.000000e+00, %356 ], [ %421, %395 ]
  %368 = icmp eq i64 %357, 0
  br i1 %368, label %381, label %369

369:                                              ; preds = %364, %369
  %370 = phi i64 [ %378, %369 ], [ %366, %364 ]
  %371 = phi double [ %377, %369 ], [ %367, %364 ]
  %372 = phi i64 [ %379, %369 ], [ 0, %364 ]
  %373 = getelementptr inbounds double, ptr %2, i64 %370
  %374 = load double, ptr %373, align 8, !tbaa !9
  %375 = getelementptr inbounds double, ptr %3, i64 %370
  %376 = load double, ptr %375, align 8, !tbaa !9
  %377 = call double @llvm.fmuladd.f64(double %374, double %376, double %371)
  %378 = add nuw nsw i64 %370, 1
  %379 = add i64 %372, 1
  %380 = icmp eq i64 %379, %357
  br i1 %380, label %381, label %369, !llvm.loop !26

381:                                              ; preds = %369, %364
  %382 = phi double [ %365, %364 ], [ %377, %369 ]
  %383 = call double @llvm.fabs.f64(double %308)
  %384 = fcmp ogt double %383, 1.000000e+00
  %385 = select i1 %384, double %383, double 1.000000e+00
  %386 = fsub double %382, %308
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fmul double %385, 0x3EB0C6F7A0B5ED8D
  %389 = fcmp ole double %387, %388
  %390 = select i1 %389, ptr @.str.11, ptr @.str.12
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %106, double noundef %382, double noundef %308, ptr noundef nonnull %390)
  br i1 %389, label %425, label %392

392:                                              ; preds = %381
  %393 = load i32, ptr @n_fail, align 4, !tbaa !11
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr @n_fail, align 4, !tbaa !11
  br label %425

395:                                              ; preds = %395, %359
  %396 = phi i64 [ 0, %359 ], [ %422, %395 ]
  %397 = phi double [ 0.000000e+00, %359 ], [ %421, %395 ]
  %398 = phi i64 [ 0, %359 ], [ %423, %395 ]
  %399 = getelementptr inbounds double, ptr %2, i64 %396
  %400 = load double, ptr %399, align 16, !tbaa !9
  %401 = getelementptr inbounds double, ptr %3, i64 %396
  %402 = load double, ptr %401, align 16, !tbaa !9
  %403 = call double @llvm.fmuladd.f64(double %400, double %402, double %397)
  %404 = or disjoint i64 %396, 1
  %405 = getelementptr inbounds double, ptr %2, i64 %404
  %406 = load double, ptr %405, align 8, !tbaa !9
  %407 = getelementptr inbounds double, ptr %3, i64 %404
  %408 = load double, ptr %407, align 8, !tbaa !9
  %409 = call double @llvm.fmuladd.f64(double %406, double %408, double %403)
  %410 = or disjoint i64 %396, 2
  %411 = getelementptr inbounds double, ptr %2, i64 %410
  %412 = load double, ptr %411, align 16, !tbaa !9
  %413 = getelementptr inbounds double, ptr %3, i64 %410
  %414 = load double, ptr %413, align 16, !tbaa !9
  %415 = call double @llvm.fmuladd.f64(double %412, double %414, double %409)
  %416 = or disjoint i64 %396, 3
  %417 = getelementptr inbounds double, ptr %2, i64 %416
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = getelementptr inbounds double, ptr %3, i64 %416
  %420 = load double, ptr %419, align 8, !tbaa !9
  %421 = call double @llvm.fmuladd.f64(double %418, double %420, double %415)
  %422 = add nuw nsw i64 %396, 4
  %423 = add i64 %398, 4
  %424 = icmp eq i64 %423, %360
  br i1 %424, label %364, label %395, !llvm.loop !23

425:                                              ; preds = %381, %392
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #19
  %426 = add nuw nsw i64 %103, 1
  %427 = icmp eq i64 %426, 3
  br i1 %427, label %96, label %102, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal double @setget(double noundef %0) #5 {
  %2 = fmul double %0, %0
  tail call fastcc void @set_state(double noundef %2)
  tail call fastcc void @step_state()
  tail call fastcc void @step_state()
  %3 = tail call fastcc double @get_state()
  %4 = fmul double %3, %0
  ret double %4
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #6 {
  %6 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #20
  %10 = sext i32 %3 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 %11, i1 false)
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %5
  %14 = zext nneg i32 %3 to i64
  br label %16

15:                                               ; preds = %46, %5
  tail call void @free(ptr noundef %9) #19
  ret void

16:                                               ; preds = %13, %46
  %17 = phi i64 [ 0, %13 ], [ %47, %46 ]
  %18 = getelementptr inbounds double, ptr %4, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds double, ptr %9, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ogt double %22, 1.000000e+00
  %24 = select i1 %23, double %22, double 1.000000e+00
  %25 = fmul double %24, 0x3EB0C6F7A0B5ED8D
  %26 = fadd double %21, %25
  %27 = fsub double %21, %25
  store double %26, ptr %20, align 8, !tbaa !9
  %28 = tail call fastcc double @obj(ptr noundef %9, ptr noundef readonly %1)
  store double %27, ptr %20, align 8, !tbaa !9
  %29 = tail call fastcc double @obj(ptr noundef %9, ptr noundef readonly %1)
  store double %21, ptr %20, align 8, !tbaa !9
  %30 = fsub double %28, %29
  %31 = fsub double %26, %27
  %32 = fdiv double %30, %31
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  %36 = fsub double %19, %32
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %39 = fcmp ole double %37, %38
  %40 = select i1 %39, ptr @.str.11, ptr @.str.12
  %41 = trunc nuw nsw i64 %17 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %41, double noundef %19, double noundef %32, ptr noundef nonnull %40)
  br i1 %39, label %46, label %43

43:                                               ; preds = %16
  %44 = load i32, ptr @n_fail, align 4, !tbaa !11
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @n_fail, align 4, !tbaa !11
  br label %46

46:                                               ; preds = %16, %43
  %47 = add nuw nsw i64 %17, 1
  %48 = icmp eq i64 %47, %14
  br i1 %48, label %15, label %16, !llvm.loop !28
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #19
  %4 = load i32, ptr %1, align 4, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !15
  switch i32 %8, label %29 [
    i32 0, label %9
    i32 1, label %14
  ]

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 16, !tbaa !9
  %11 = fmul double %10, %10
  tail call fastcc void @set_state(double noundef %11)
  tail call fastcc void @step_state()
  tail call fastcc void @step_state()
  %12 = tail call fastcc double @get_state()
  %13 = fmul double %10, %12
  br label %39

14:                                               ; preds = %2
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %14
  %17 = zext nneg i32 %4 to i64
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %25, %18 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %21, 5.000000e-01
  %23 = tail call double @exp(double noundef %22) #19
  %24 = trunc nuw nsw i64 %19 to i32
  tail call fastcc void @put(i32 noundef %24, double noundef %23)
  %25 = add nuw nsw i64 %19, 1
  %26 = icmp eq i64 %25, %17
  br i1 %26, label %27, label %18, !llvm.loop !29

27:                                               ; preds = %18, %14
  %28 = tail call fastcc double @total(i32 noundef %4)
  br label %39

29:                                               ; preds = %2
  call fastcc void @bind(ptr noundef nonnull %3)
  %30 = icmp sgt i32 %4, 0
  br i1 %30, label %31, label %39

31:                                               ; preds = %29, %31
  %32 = phi i32 [ %37, %31 ], [ 0, %29 ]
  %33 = phi double [ %36, %31 ], [ 0.000000e+00, %29 ]
  %34 = call fastcc double @at(i32 noundef %32)
  %35 = call double @sin(double noundef %34) #19
  %36 = call double @llvm.fmuladd.f64(double %34, double %35, double %33)
  %37 = add nuw nsw i32 %32, 1
  %38 = icmp eq i32 %37, %4
  br i1 %38, label %39, label %31, !llvm.loop !30

39:                                               ; preds = %31, %29, %27, %9
  %40 = phi double [ %13, %9 ], [ %28, %27 ], [ 0.000000e+00, %29 ], [ %36, %31 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #19
  ret double %40
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @arr(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = tail call fastcc double @total(i32 noundef %1)
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul double %11, 5.000000e-01
  %13 = tail call double @exp(double noundef %12) #19
  %14 = trunc nuw nsw i64 %9 to i32
  tail call fastcc void @put(i32 noundef %14, double noundef %13)
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !29
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gptr(ptr noundef %0, i32 noundef %1) #7 {
  tail call fastcc void @bind(ptr noundef %0)
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 0.000000e+00, %2 ], [ %11, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi double [ %11, %6 ], [ 0.000000e+00, %2 ]
  %9 = tail call fastcc double @at(i32 noundef %7)
  %10 = tail call double @sin(double noundef %9) #19
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %10, double %8)
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @set_state(double noundef %0) unnamed_addr #9 {
  store double %0, ptr @g_state, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc void @step_state() unnamed_addr #10 {
  %1 = load double, ptr @g_state, align 8, !tbaa !9
  %2 = tail call double @sin(double noundef %1) #19
  %3 = load double, ptr @g_state, align 8, !tbaa !9
  %4 = tail call double @llvm.fmuladd.f64(double %2, double 2.000000e+00, double %3)
  store double %4, ptr @g_state, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @get_state() unnamed_addr #11 {
  %1 = load double, ptr @g_state, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #15

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @put(i32 noundef %0, double noundef %1) unnamed_addr #9 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %3
  store double %1, ptr %4, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #12

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @total(i32 noundef %0) unnamed_addr #16 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %24

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = and i64 %4, 3
  %6 = icmp ult i32 %0, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483644
  br label %26

9:                                                ; preds = %26, %3
  %10 = phi double [ poison, %3 ], [ %44, %26 ]
  %11 = phi i64 [ 0, %3 ], [ %45, %26 ]
  %12 = phi double [ 0.000000e+00, %3 ], [ %44, %26 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %21, %14 ], [ %11, %9 ]
  %16 = phi double [ %20, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %22, %14 ], [ 0, %9 ]
  %18 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %16)
  %21 = add nuw nsw i64 %15, 1
  %22 = add i64 %17, 1
  %23 = icmp eq i64 %22, %5
  br i1 %23, label %24, label %14, !llvm.loop !31

24:                                               ; preds = %9, %14, %1
  %25 = phi double [ 0.000000e+00, %1 ], [ %10, %9 ], [ %20, %14 ]
  ret double %25

26:                                               ; preds = %26, %7
  %27 = phi i64 [ 0, %7 ], [ %45, %26 ]
  %28 = phi double [ 0.000000e+00, %7 ], [ %44, %26 ]
  %29 = phi i64 [ 0, %7 ], [ %46, %26 ]
  %30 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %27
  %31 = load double, ptr %30, align 16, !tbaa !9
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %28)
  %33 = or disjoint i64 %27, 1
  %34 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %32)
  %37 = or disjoint i64 %27, 2
  %38 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %37
  %39 = load double, ptr %38, align 16, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %36)
  %41 = or disjoint i64 %27, 3
  %42 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = add nuw nsw i64 %27, 4
  %46 = add i64 %29, 4
  %47 = icmp eq i64 %46, %8
  br i1 %47, label %9, label %26, !llvm.loop !32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bind(ptr noundef %0) unnamed_addr #9 {
  store ptr %0, ptr @g_ptr, align 8, !tbaa !33
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @at(i32 noundef %0) unnamed_addr #17 {
  %2 = load ptr, ptr @g_ptr, align 8, !tbaa !33
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds double, ptr %2, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !9
  ret double %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #18

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nounwind }
attributes #20 = { nounwind allocsize(0) }

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
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0, !12, i64 4}
!15 = !{!14, !12, i64 4}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !19, !18}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17, !18, !19}
!25 = distinct !{!25, !17, !19, !18}
!26 = distinct !{!26, !22}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !17}
!33 = !{!34, !34, i64 0}
!34 = !{!"any pointer", !7, i64 0}
