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

96:                                               ; preds = %428
  %97 = load i32, ptr @n_fail, align 4, !tbaa !11
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %97)
  %99 = load i32, ptr @n_fail, align 4, !tbaa !11
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #19
  ret i32 %101

102:                                              ; preds = %428, %0
  %103 = phi i64 [ 0, %0 ], [ %429, %428 ]
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
  %110 = load double, ptr %1, align 16
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = fcmp ogt double %111, 1.000000e+00
  %113 = select i1 %112, double %111, double 1.000000e+00
  %114 = fmul double %113, 0x3EB0C6F7A0B5ED8D
  %115 = fadd double %114, %110
  %116 = fsub double %110, %114
  %117 = fmul double %115, %115
  call fastcc void @set_state(double noundef %117)
  call fastcc void @step_state()
  call fastcc void @step_state()
  %118 = call fastcc double @get_state()
  %119 = fmul double %115, %118
  %120 = fmul double %116, %116
  call fastcc void @set_state(double noundef %120)
  call fastcc void @step_state()
  call fastcc void @step_state()
  %121 = call fastcc double @get_state()
  %122 = fmul double %116, %121
  %123 = fsub double %119, %122
  %124 = fsub double %115, %116
  %125 = fdiv double %123, %124
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ogt double %126, 1.000000e+00
  %128 = select i1 %127, double %126, double 1.000000e+00
  %129 = fsub double %109, %125
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fmul double %128, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ole double %130, %131
  %133 = select i1 %132, ptr @.str.11, ptr @.str.12
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef 0, double noundef %109, double noundef %125, ptr noundef nonnull %133)
  br i1 %132, label %138, label %135

135:                                              ; preds = %102
  %136 = load i32, ptr @n_fail, align 4, !tbaa !11
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr @n_fail, align 4, !tbaa !11
  br label %138

138:                                              ; preds = %135, %102
  %139 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %140 = load double, ptr %1, align 16, !tbaa !9
  %141 = load double, ptr %3, align 16, !tbaa !9
  %142 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @setget, i32 noundef %139, double noundef %140, double noundef %141) #19
  %143 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %144 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %145 = load double, ptr %1, align 16, !tbaa !9
  %146 = load double, ptr %3, align 16, !tbaa !9
  %147 = call double @llvm.fmuladd.f64(double %146, double 0x3EB0C6F7A0B5ED8D, double %145)
  store double %147, ptr %143, align 8, !tbaa !9
  %148 = call double @llvm.fmuladd.f64(double %146, double 0xBEB0C6F7A0B5ED8D, double %145)
  store double %148, ptr %144, align 8, !tbaa !9
  %149 = call fastcc double @obj(ptr noundef nonnull %143, ptr noundef nonnull readonly %4)
  %150 = call fastcc double @obj(ptr noundef nonnull %144, ptr noundef nonnull readonly %4)
  %151 = fsub double %149, %150
  %152 = fdiv double %151, 2.000000e-06
  call void @free(ptr noundef nonnull %143) #19
  call void @free(ptr noundef nonnull %144) #19
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ogt double %153, 1.000000e+00
  %155 = select i1 %154, double %153, double 1.000000e+00
  %156 = fsub double %142, %152
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fmul double %155, 0x3EB0C6F7A0B5ED8D
  %159 = fcmp ole double %157, %158
  %160 = select i1 %159, ptr @.str.11, ptr @.str.12
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %106, double noundef %142, double noundef %152, ptr noundef nonnull %160)
  br i1 %159, label %165, label %162

162:                                              ; preds = %138
  %163 = load i32, ptr @n_fail, align 4, !tbaa !11
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @n_fail, align 4, !tbaa !11
  br label %165

165:                                              ; preds = %138, %162
  %166 = load double, ptr %2, align 16, !tbaa !9
  %167 = load double, ptr %3, align 16, !tbaa !9
  %168 = call double @llvm.fmuladd.f64(double %166, double %167, double 0.000000e+00)
  %169 = call double @llvm.fabs.f64(double %142)
  %170 = fcmp ogt double %169, 1.000000e+00
  %171 = select i1 %170, double %169, double 1.000000e+00
  %172 = fsub double %168, %142
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %175 = fcmp ole double %173, %174
  %176 = select i1 %175, ptr @.str.11, ptr @.str.12
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %106, double noundef %168, double noundef %142, ptr noundef nonnull %176)
  br i1 %175, label %181, label %178

178:                                              ; preds = %165
  %179 = load i32, ptr @n_fail, align 4, !tbaa !11
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @n_fail, align 4, !tbaa !11
  br label %181

181:                                              ; preds = %165, %178
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %182 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %183 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arr, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %182, i32 noundef %105) #19
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef %105, ptr noundef nonnull %2)
  %184 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %185 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arr, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %184, i32 noundef %105) #19
  %186 = call i32 @llvm.smax.i32(i32 %105, i32 1)
  %187 = zext nneg i32 %186 to i64
  %188 = shl nuw nsw i64 %187, 3
  %189 = call noalias ptr @malloc(i64 noundef %188) #20
  %190 = call noalias ptr @malloc(i64 noundef %188) #20
  %191 = zext i32 %105 to i64
  %192 = icmp eq i64 %103, 2
  br i1 %192, label %209, label %193

193:                                              ; preds = %181
  %194 = and i64 %191, 2147483646
  br label %195

195:                                              ; preds = %195, %193
  %196 = phi i64 [ 0, %193 ], [ %205, %195 ]
  %197 = getelementptr inbounds double, ptr %1, i64 %196
  %198 = load <2 x double>, ptr %197, align 16, !tbaa !9
  %199 = getelementptr inbounds double, ptr %3, i64 %196
  %200 = load <2 x double>, ptr %199, align 16, !tbaa !9
  %201 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %200, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %198)
  %202 = getelementptr inbounds double, ptr %189, i64 %196
  store <2 x double> %201, ptr %202, align 8, !tbaa !9
  %203 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %200, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %198)
  %204 = getelementptr inbounds double, ptr %190, i64 %196
  store <2 x double> %203, ptr %204, align 8, !tbaa !9
  %205 = add nuw i64 %196, 2
  %206 = icmp eq i64 %205, %194
  br i1 %206, label %207, label %195, !llvm.loop !16

207:                                              ; preds = %195
  %208 = icmp eq i64 %194, %191
  br i1 %208, label %223, label %209

209:                                              ; preds = %207, %181
  %210 = phi i64 [ 0, %181 ], [ %194, %207 ]
  br label %211

211:                                              ; preds = %209, %211
  %212 = phi i64 [ %221, %211 ], [ %210, %209 ]
  %213 = getelementptr inbounds double, ptr %1, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = getelementptr inbounds double, ptr %3, i64 %212
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = call double @llvm.fmuladd.f64(double %216, double 0x3EB0C6F7A0B5ED8D, double %214)
  %218 = getelementptr inbounds double, ptr %189, i64 %212
  store double %217, ptr %218, align 8, !tbaa !9
  %219 = call double @llvm.fmuladd.f64(double %216, double 0xBEB0C6F7A0B5ED8D, double %214)
  %220 = getelementptr inbounds double, ptr %190, i64 %212
  store double %219, ptr %220, align 8, !tbaa !9
  %221 = add nuw nsw i64 %212, 1
  %222 = icmp eq i64 %221, %191
  br i1 %222, label %223, label %211, !llvm.loop !20

223:                                              ; preds = %211, %207
  %224 = call fastcc double @obj(ptr noundef nonnull %189, ptr noundef nonnull readonly %5)
  %225 = call fastcc double @obj(ptr noundef nonnull %190, ptr noundef nonnull readonly %5)
  %226 = fsub double %224, %225
  %227 = fdiv double %226, 2.000000e-06
  call void @free(ptr noundef nonnull %189) #19
  call void @free(ptr noundef nonnull %190) #19
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ogt double %228, 1.000000e+00
  %230 = select i1 %229, double %228, double 1.000000e+00
  %231 = fsub double %185, %227
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fmul double %230, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp ole double %232, %233
  %235 = select i1 %234, ptr @.str.11, ptr @.str.12
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %106, double noundef %185, double noundef %227, ptr noundef nonnull %235)
  br i1 %234, label %237, label %243

237:                                              ; preds = %243, %223
  %238 = add nsw i64 %191, -1
  %239 = and i64 %191, 3
  %240 = icmp ult i64 %238, 3
  br i1 %240, label %246, label %241

241:                                              ; preds = %237
  %242 = and i64 %191, 4294967292
  br label %277

243:                                              ; preds = %223
  %244 = load i32, ptr @n_fail, align 4, !tbaa !11
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @n_fail, align 4, !tbaa !11
  br label %237

246:                                              ; preds = %277, %237
  %247 = phi double [ poison, %237 ], [ %303, %277 ]
  %248 = phi i64 [ 0, %237 ], [ %304, %277 ]
  %249 = phi double [ 0.000000e+00, %237 ], [ %303, %277 ]
  %250 = icmp eq i64 %239, 0
  br i1 %250, label %263, label %251

251:                                              ; preds = %246, %251
  %252 = phi i64 [ %260, %251 ], [ %248, %246 ]
  %253 = phi double [ %259, %251 ], [ %249, %246 ]
  %254 = phi i64 [ %261, %251 ], [ 0, %246 ]
  %255 = getelementptr inbounds double, ptr %2, i64 %252
  %256 = load double, ptr %255, align 8, !tbaa !9
  %257 = getelementptr inbounds double, ptr %3, i64 %252
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = call double @llvm.fmuladd.f64(double %256, double %258, double %253)
  %260 = add nuw nsw i64 %252, 1
  %261 = add i64 %254, 1
  %262 = icmp eq i64 %261, %239
  br i1 %262, label %263, label %251, !llvm.loop !21

263:                                              ; preds = %251, %246
  %264 = phi double [ %247, %246 ], [ %259, %251 ]
  %265 = call double @llvm.fabs.f64(double %185)
  %266 = fcmp ogt double %265, 1.000000e+00
  %267 = select i1 %266, double %265, double 1.000000e+00
  %268 = fsub double %264, %185
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fmul double %267, 0x3EB0C6F7A0B5ED8D
  %271 = fcmp ole double %269, %270
  %272 = select i1 %271, ptr @.str.11, ptr @.str.12
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %106, double noundef %264, double noundef %185, ptr noundef nonnull %272)
  br i1 %271, label %307, label %274

274:                                              ; preds = %263
  %275 = load i32, ptr @n_fail, align 4, !tbaa !11
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr @n_fail, align 4, !tbaa !11
  br label %307

277:                                              ; preds = %277, %241
  %278 = phi i64 [ 0, %241 ], [ %304, %277 ]
  %279 = phi double [ 0.000000e+00, %241 ], [ %303, %277 ]
  %280 = phi i64 [ 0, %241 ], [ %305, %277 ]
  %281 = getelementptr inbounds double, ptr %2, i64 %278
  %282 = load double, ptr %281, align 16, !tbaa !9
  %283 = getelementptr inbounds double, ptr %3, i64 %278
  %284 = load double, ptr %283, align 16, !tbaa !9
  %285 = call double @llvm.fmuladd.f64(double %282, double %284, double %279)
  %286 = or disjoint i64 %278, 1
  %287 = getelementptr inbounds double, ptr %2, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = getelementptr inbounds double, ptr %3, i64 %286
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = call double @llvm.fmuladd.f64(double %288, double %290, double %285)
  %292 = or disjoint i64 %278, 2
  %293 = getelementptr inbounds double, ptr %2, i64 %292
  %294 = load double, ptr %293, align 16, !tbaa !9
  %295 = getelementptr inbounds double, ptr %3, i64 %292
  %296 = load double, ptr %295, align 16, !tbaa !9
  %297 = call double @llvm.fmuladd.f64(double %294, double %296, double %291)
  %298 = or disjoint i64 %278, 3
  %299 = getelementptr inbounds double, ptr %2, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = getelementptr inbounds double, ptr %3, i64 %298
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call double @llvm.fmuladd.f64(double %300, double %302, double %297)
  %304 = add nuw nsw i64 %278, 4
  %305 = add i64 %280, 4
  %306 = icmp eq i64 %305, %242
  br i1 %306, label %246, label %277, !llvm.loop !23

307:                                              ; preds = %263, %274
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %308 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %309 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gptr, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %308, i32 noundef %105) #19
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef %105, ptr noundef nonnull %2)
  %310 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %311 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gptr, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %310, i32 noundef %105) #19
  %312 = call noalias ptr @malloc(i64 noundef %188) #20
  %313 = call noalias ptr @malloc(i64 noundef %188) #20
  %314 = icmp eq i64 %103, 2
  br i1 %314, label %331, label %315

315:                                              ; preds = %307
  %316 = and i64 %191, 2147483646
  br label %317

317:                                              ; preds = %317, %315
  %318 = phi i64 [ 0, %315 ], [ %327, %317 ]
  %319 = getelementptr inbounds double, ptr %1, i64 %318
  %320 = load <2 x double>, ptr %319, align 16, !tbaa !9
  %321 = getelementptr inbounds double, ptr %3, i64 %318
  %322 = load <2 x double>, ptr %321, align 16, !tbaa !9
  %323 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %322, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %320)
  %324 = getelementptr inbounds double, ptr %312, i64 %318
  store <2 x double> %323, ptr %324, align 8, !tbaa !9
  %325 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %322, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %320)
  %326 = getelementptr inbounds double, ptr %313, i64 %318
  store <2 x double> %325, ptr %326, align 8, !tbaa !9
  %327 = add nuw i64 %318, 2
  %328 = icmp eq i64 %327, %316
  br i1 %328, label %329, label %317, !llvm.loop !24

329:                                              ; preds = %317
  %330 = icmp eq i64 %316, %191
  br i1 %330, label %345, label %331

331:                                              ; preds = %329, %307
  %332 = phi i64 [ 0, %307 ], [ %316, %329 ]
  br label %333

333:                                              ; preds = %331, %333
  %334 = phi i64 [ %343, %333 ], [ %332, %331 ]
  %335 = getelementptr inbounds double, ptr %1, i64 %334
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = getelementptr inbounds double, ptr %3, i64 %334
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = call double @llvm.fmuladd.f64(double %338, double 0x3EB0C6F7A0B5ED8D, double %336)
  %340 = getelementptr inbounds double, ptr %312, i64 %334
  store double %339, ptr %340, align 8, !tbaa !9
  %341 = call double @llvm.fmuladd.f64(double %338, double 0xBEB0C6F7A0B5ED8D, double %336)
  %342 = getelementptr inbounds double, ptr %313, i64 %334
  store double %341, ptr %342, align 8, !tbaa !9
  %343 = add nuw nsw i64 %334, 1
  %344 = icmp eq i64 %343, %191
  br i1 %344, label %345, label %333, !llvm.loop !25

345:                                              ; preds = %333, %329
  %346 = call fastcc double @obj(ptr noundef nonnull %312, ptr noundef nonnull readonly %6)
  %347 = call fastcc double @obj(ptr noundef nonnull %313, ptr noundef nonnull readonly %6)
  %348 = fsub double %346, %347
  %349 = fdiv double %348, 2.000000e-06
  call void @free(ptr noundef nonnull %312) #19
  call void @free(ptr noundef nonnull %313) #19
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ogt double %350, 1.000000e+00
  %352 = select i1 %351, double %350, double 1.000000e+00
  %353 = fsub double %311, %349
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fmul double %352, 0x3EB0C6F7A0B5ED8D
  %356 = fcmp ole double %354, %355
  %357 = select i1 %356, ptr @.str.11, ptr @.str.12
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %106, double noundef %311, double noundef %349, ptr noundef nonnull %357)
  br i1 %356, label %359, label %364

359:                                              ; preds = %364, %345
  %360 = and i64 %191, 3
  %361 = icmp ult i64 %238, 3
  br i1 %361, label %367, label %362

362:                                              ; preds = %359
  %363 = and i64 %191, 4294967292
  br label %398

364:                                              ; preds = %345
  %365 = load i32, ptr @n_fail, align 4, !tbaa !11
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr @n_fail, align 4, !tbaa !11
  br label %359

367:                                              ; preds = %398, %359
  %368 = phi double [ poison, %359 ], [ %424, %398 ]
  %369 = phi i64 [ 0, %359 ], [ %425, %398 ]
  %370 = phi double [ 0.000000e+00, %359 ], [ %424, %398 ]
  %371 = icmp eq i64 %360, 0
  br i1 %371, label %384, label %372

372:                                              ; preds = %367, %372
  %373 = phi i64 [ %381, %372 ], [ %369, %367 ]
  %374 = phi double [ %380, %372 ], [ %370, %367 ]
  %375 = phi i64 [ %382, %372 ], [ 0, %367 ]
  %376 = getelementptr inbounds double, ptr %2, i64 %373
  %377 = load double, ptr %376, align 8, !tbaa !9
  %378 = getelementptr inbounds double, ptr %3, i64 %373
  %379 = load double, ptr %378, align 8, !tbaa !9
  %380 = call double @llvm.fmuladd.f64(double %377, double %379, double %374)
  %381 = add nuw nsw i64 %373, 1
  %382 = add i64 %375, 1
  %383 = icmp eq i64 %382, %360
  br i1 %383, label %384, label %372, !llvm.loop !26

384:                                              ; preds = %372, %367
  %385 = phi double [ %368, %367 ], [ %380, %372 ]
  %386 = call double @llvm.fabs.f64(double %311)
  %387 = fcmp ogt double %386, 1.000000e+00
  %388 = select i1 %387, double %386, double 1.000000e+00
  %389 = fsub double %385, %311
  %390 = call double @llvm.fabs.f64(double %389)
  %391 = fmul double %388, 0x3EB0C6F7A0B5ED8D
  %392 = fcmp ole double %390, %391
  %393 = select i1 %392, ptr @.str.11, ptr @.str.12
  %394 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %106, double noundef %385, double noundef %311, ptr noundef nonnull %393)
  br i1 %392, label %428, label %395

395:                                              ; preds = %384
  %396 = load i32, ptr @n_fail, align 4, !tbaa !11
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !11
  br label %428

398:                                              ; preds = %398, %362
  %399 = phi i64 [ 0, %362 ], [ %425, %398 ]
  %400 = phi double [ 0.000000e+00, %362 ], [ %424, %398 ]
  %401 = phi i64 [ 0, %362 ], [ %426, %398 ]
  %402 = getelementptr inbounds double, ptr %2, i64 %399
  %403 = load double, ptr %402, align 16, !tbaa !9
  %404 = getelementptr inbounds double, ptr %3, i64 %399
  %405 = load double, ptr %404, align 16, !tbaa !9
  %406 = call double @llvm.fmuladd.f64(double %403, double %405, double %400)
  %407 = or disjoint i64 %399, 1
  %408 = getelementptr inbounds double, ptr %2, i64 %407
  %409 = load double, ptr %408, align 8, !tbaa !9
  %410 = getelementptr inbounds double, ptr %3, i64 %407
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = call double @llvm.fmuladd.f64(double %409, double %411, double %406)
  %413 = or disjoint i64 %399, 2
  %414 = getelementptr inbounds double, ptr %2, i64 %413
  %415 = load double, ptr %414, align 16, !tbaa !9
  %416 = getelementptr inbounds double, ptr %3, i64 %413
  %417 = load double, ptr %416, align 16, !tbaa !9
  %418 = call double @llvm.fmuladd.f64(double %415, double %417, double %412)
  %419 = or disjoint i64 %399, 3
  %420 = getelementptr inbounds double, ptr %2, i64 %419
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = getelementptr inbounds double, ptr %3, i64 %419
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = call double @llvm.fmuladd.f64(double %421, double %423, double %418)
  %425 = add nuw nsw i64 %399, 4
  %426 = add i64 %401, 4
  %427 = icmp eq i64 %426, %363
  br i1 %427, label %367, label %398, !llvm.loop !23

428:                                              ; preds = %384, %395
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #19
  %429 = add nuw nsw i64 %103, 1
  %430 = icmp eq i64 %429, 3
  br i1 %430, label %96, label %102, !llvm.loop !27
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
