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
  %16 = alloca %struct.Ctx, align 8
  %17 = alloca %struct.Ctx, align 4
  %18 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #19
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #19
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = insertelement <2 x i64> poison, i64 %21, i64 0
  %25 = insertelement <2 x i64> %24, i64 %23, i64 1
  %26 = lshr <2 x i64> %25, <i64 10, i64 10>
  %27 = and <2 x i64> %26, <i64 18014398509481982, i64 18014398509481982>
  %28 = uitofp nneg <2 x i64> %27 to <2 x double>
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %29, ptr %13, align 16, !tbaa !9
  %30 = mul i64 %23, 6364136223846793005
  %31 = getelementptr inbounds i8, ptr %13, i64 16
  %32 = add i64 %30, 1442695040888963407
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = insertelement <2 x i64> poison, i64 %32, i64 0
  %36 = insertelement <2 x i64> %35, i64 %34, i64 1
  %37 = lshr <2 x i64> %36, <i64 10, i64 10>
  %38 = and <2 x i64> %37, <i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <2 x i64> %38 to <2 x double>
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %40, ptr %31, align 16, !tbaa !9
  %41 = mul i64 %34, 6364136223846793005
  %42 = getelementptr inbounds i8, ptr %13, i64 32
  %43 = add i64 %41, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <2 x i64> poison, i64 %43, i64 0
  %47 = insertelement <2 x i64> %46, i64 %45, i64 1
  %48 = lshr <2 x i64> %47, <i64 10, i64 10>
  %49 = and <2 x i64> %48, <i64 18014398509481982, i64 18014398509481982>
  %50 = uitofp nneg <2 x i64> %49 to <2 x double>
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %51, ptr %42, align 16, !tbaa !9
  %52 = mul i64 %45, 6364136223846793005
  %53 = getelementptr inbounds i8, ptr %13, i64 48
  %54 = add i64 %52, 1442695040888963407
  %55 = mul i64 %54, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = insertelement <2 x i64> poison, i64 %54, i64 0
  %58 = insertelement <2 x i64> %57, i64 %56, i64 1
  %59 = lshr <2 x i64> %58, <i64 10, i64 10>
  %60 = and <2 x i64> %59, <i64 18014398509481982, i64 18014398509481982>
  %61 = uitofp nneg <2 x i64> %60 to <2 x double>
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %62, ptr %53, align 16, !tbaa !9
  %63 = mul i64 %56, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = insertelement <2 x i64> poison, i64 %64, i64 0
  %68 = insertelement <2 x i64> %67, i64 %66, i64 1
  %69 = lshr <2 x i64> %68, <i64 10, i64 10>
  %70 = and <2 x i64> %69, <i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <2 x i64> %70 to <2 x double>
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %72, ptr %15, align 16, !tbaa !9
  %73 = mul i64 %66, 6364136223846793005
  %74 = getelementptr inbounds i8, ptr %15, i64 16
  %75 = add i64 %73, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = insertelement <2 x i64> poison, i64 %75, i64 0
  %79 = insertelement <2 x i64> %78, i64 %77, i64 1
  %80 = lshr <2 x i64> %79, <i64 10, i64 10>
  %81 = and <2 x i64> %80, <i64 18014398509481982, i64 18014398509481982>
  %82 = uitofp nneg <2 x i64> %81 to <2 x double>
  %83 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %83, ptr %74, align 16, !tbaa !9
  %84 = mul i64 %77, 6364136223846793005
  %85 = getelementptr inbounds i8, ptr %15, i64 32
  %86 = add i64 %84, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = insertelement <2 x i64> poison, i64 %86, i64 0
  %90 = insertelement <2 x i64> %89, i64 %88, i64 1
  %91 = lshr <2 x i64> %90, <i64 10, i64 10>
  %92 = and <2 x i64> %91, <i64 18014398509481982, i64 18014398509481982>
  %93 = uitofp nneg <2 x i64> %92 to <2 x double>
  %94 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %94, ptr %85, align 16, !tbaa !9
  %95 = mul i64 %88, 6364136223846793005
  %96 = getelementptr inbounds i8, ptr %15, i64 48
  %97 = add i64 %95, 1442695040888963407
  %98 = mul i64 %97, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = insertelement <2 x i64> poison, i64 %97, i64 0
  %101 = insertelement <2 x i64> %100, i64 %99, i64 1
  %102 = lshr <2 x i64> %101, <i64 10, i64 10>
  %103 = and <2 x i64> %102, <i64 18014398509481982, i64 18014398509481982>
  %104 = uitofp nneg <2 x i64> %103 to <2 x double>
  %105 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %105, ptr %96, align 16, !tbaa !9
  store i64 %99, ptr @rng_state, align 8, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %17, i64 4
  %107 = getelementptr inbounds i8, ptr %18, i64 4
  br label %114

108:                                              ; preds = %465
  %109 = load i32, ptr @n_fail, align 4, !tbaa !11
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %109)
  %111 = load i32, ptr @n_fail, align 4, !tbaa !11
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #19
  ret i32 %113

114:                                              ; preds = %0, %465
  %115 = phi i64 [ 0, %0 ], [ %466, %465 ]
  %116 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #19
  store i64 1, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #19
  store i32 %117, ptr %17, align 4, !tbaa !13
  store i32 1, ptr %106, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #19
  store i32 %117, ptr %18, align 4, !tbaa !13
  store i32 2, ptr %107, align 4, !tbaa !15
  %118 = trunc nuw nsw i64 %115 to i32
  %119 = uitofp nneg i32 %118 to double
  %120 = call double @llvm.fmuladd.f64(double %119, double 3.000000e-01, double 4.000000e-01)
  store double %120, ptr %13, align 16, !tbaa !9
  %121 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @setget, double noundef %120) #19
  store double %121, ptr %14, align 16, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef 1, ptr noundef nonnull %14)
  %122 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %123 = load double, ptr %13, align 16, !tbaa !9
  %124 = load double, ptr %15, align 16, !tbaa !9
  %125 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @setget, i32 noundef %122, double noundef %123, double noundef %124) #19
  %126 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %127 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #20
  %128 = load double, ptr %13, align 16, !tbaa !9
  %129 = load double, ptr %15, align 16, !tbaa !9
  %130 = call double @llvm.fmuladd.f64(double %129, double 0x3EB0C6F7A0B5ED8D, double %128)
  store double %130, ptr %126, align 8, !tbaa !9
  %131 = call double @llvm.fmuladd.f64(double %129, double 0xBEB0C6F7A0B5ED8D, double %128)
  store double %131, ptr %127, align 8, !tbaa !9
  %132 = call fastcc double @obj(ptr noundef nonnull %126, ptr noundef nonnull readonly %16)
  %133 = call fastcc double @obj(ptr noundef nonnull %127, ptr noundef nonnull readonly %16)
  %134 = fsub double %132, %133
  %135 = fdiv double %134, 2.000000e-06
  call void @free(ptr noundef nonnull %126) #19
  call void @free(ptr noundef nonnull %127) #19
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ogt double %136, 1.000000e+00
  %138 = select i1 %137, double %136, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %125, ptr %12, align 8, !tbaa !9
  %139 = load volatile double, ptr %12, align 8, !tbaa !9
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %141, label %153, label %142

142:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %135, ptr %11, align 8, !tbaa !9
  %143 = load volatile double, ptr %11, align 8, !tbaa !9
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %145, label %153, label %146

146:                                              ; preds = %142
  %147 = fsub double %125, %135
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fmul double %138, 0x3EB0C6F7A0B5ED8D
  %150 = fcmp ugt double %148, %149
  br i1 %150, label %153, label %151

151:                                              ; preds = %146
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %118, double noundef %125, double noundef %135, ptr noundef nonnull @.str.11)
  br label %157

153:                                              ; preds = %146, %142, %114
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %118, double noundef %125, double noundef %135, ptr noundef nonnull @.str.12)
  %155 = load i32, ptr @n_fail, align 4, !tbaa !11
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr @n_fail, align 4, !tbaa !11
  br label %157

157:                                              ; preds = %151, %153
  %158 = load double, ptr %14, align 16, !tbaa !9
  %159 = load double, ptr %15, align 16, !tbaa !9
  %160 = call double @llvm.fmuladd.f64(double %158, double %159, double 0.000000e+00)
  %161 = call double @llvm.fabs.f64(double %125)
  %162 = fcmp ogt double %161, 1.000000e+00
  %163 = select i1 %162, double %161, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %160, ptr %10, align 8, !tbaa !9
  %164 = load volatile double, ptr %10, align 8, !tbaa !9
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %166, label %178, label %167

167:                                              ; preds = %157
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %125, ptr %9, align 8, !tbaa !9
  %168 = load volatile double, ptr %9, align 8, !tbaa !9
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fcmp ueq double %169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %170, label %178, label %171

171:                                              ; preds = %167
  %172 = fsub double %160, %125
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fmul double %163, 0x3EB0C6F7A0B5ED8D
  %175 = fcmp ugt double %173, %174
  br i1 %175, label %178, label %176

176:                                              ; preds = %171
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %118, double noundef %160, double noundef %125, ptr noundef nonnull @.str.11)
  br label %182

178:                                              ; preds = %171, %167, %157
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %118, double noundef %160, double noundef %125, ptr noundef nonnull @.str.12)
  %180 = load i32, ptr @n_fail, align 4, !tbaa !11
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr @n_fail, align 4, !tbaa !11
  br label %182

182:                                              ; preds = %176, %178
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, i8 0, i64 64, i1 false)
  %183 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %184 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arr, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %183, i32 noundef %117) #19
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %117, ptr noundef nonnull %14)
  %185 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %186 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arr, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %185, i32 noundef %117) #19
  %187 = call i32 @llvm.smax.i32(i32 %117, i32 1)
  %188 = zext nneg i32 %187 to i64
  %189 = shl nuw nsw i64 %188, 3
  %190 = call noalias ptr @malloc(i64 noundef %189) #20
  %191 = call noalias ptr @malloc(i64 noundef %189) #20
  %192 = zext i32 %117 to i64
  %193 = icmp eq i64 %115, 2
  br i1 %193, label %210, label %194

194:                                              ; preds = %182
  %195 = and i64 %192, 2147483646
  br label %196

196:                                              ; preds = %196, %194
  %197 = phi i64 [ 0, %194 ], [ %206, %196 ]
  %198 = getelementptr inbounds double, ptr %13, i64 %197
  %199 = load <2 x double>, ptr %198, align 16, !tbaa !9
  %200 = getelementptr inbounds double, ptr %15, i64 %197
  %201 = load <2 x double>, ptr %200, align 16, !tbaa !9
  %202 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %199)
  %203 = getelementptr inbounds double, ptr %190, i64 %197
  store <2 x double> %202, ptr %203, align 8, !tbaa !9
  %204 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %199)
  %205 = getelementptr inbounds double, ptr %191, i64 %197
  store <2 x double> %204, ptr %205, align 8, !tbaa !9
  %206 = add nuw i64 %197, 2
  %207 = icmp eq i64 %206, %195
  br i1 %207, label %208, label %196, !llvm.loop !16

208:                                              ; preds = %196
  %209 = icmp eq i64 %195, %192
  br i1 %209, label %224, label %210

210:                                              ; preds = %208, %182
  %211 = phi i64 [ 0, %182 ], [ %195, %208 ]
  br label %212

212:                                              ; preds = %210, %212
  %213 = phi i64 [ %222, %212 ], [ %211, %210 ]
  %214 = getelementptr inbounds double, ptr %13, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = getelementptr inbounds double, ptr %15, i64 %213
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @llvm.fmuladd.f64(double %217, double 0x3EB0C6F7A0B5ED8D, double %215)
  %219 = getelementptr inbounds double, ptr %190, i64 %213
  store double %218, ptr %219, align 8, !tbaa !9
  %220 = call double @llvm.fmuladd.f64(double %217, double 0xBEB0C6F7A0B5ED8D, double %215)
  %221 = getelementptr inbounds double, ptr %191, i64 %213
  store double %220, ptr %221, align 8, !tbaa !9
  %222 = add nuw nsw i64 %213, 1
  %223 = icmp eq i64 %222, %192
  br i1 %223, label %224, label %212, !llvm.loop !20

224:                                              ; preds = %212, %208
  %225 = call fastcc double @obj(ptr noundef nonnull %190, ptr noundef nonnull readonly %17)
  %226 = call fastcc double @obj(ptr noundef nonnull %191, ptr noundef nonnull readonly %17)
  %227 = fsub double %225, %226
  %228 = fdiv double %227, 2.000000e-06
  call void @free(ptr noundef nonnull %190) #19
  call void @free(ptr noundef nonnull %191) #19
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ogt double %229, 1.000000e+00
  %231 = select i1 %230, double %229, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %186, ptr %8, align 8, !tbaa !9
  %232 = load volatile double, ptr %8, align 8, !tbaa !9
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %234, label %252, label %235

235:                                              ; preds = %224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %228, ptr %7, align 8, !tbaa !9
  %236 = load volatile double, ptr %7, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %238, label %252, label %239

239:                                              ; preds = %235
  %240 = fsub double %186, %228
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fmul double %231, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ugt double %241, %242
  br i1 %243, label %252, label %244

244:                                              ; preds = %239
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %118, double noundef %186, double noundef %228, ptr noundef nonnull @.str.11)
  br label %246

246:                                              ; preds = %252, %244
  %247 = add nsw i64 %192, -1
  %248 = and i64 %192, 3
  %249 = icmp ult i64 %247, 3
  br i1 %249, label %256, label %250

250:                                              ; preds = %246
  %251 = and i64 %192, 4294967292
  br label %296

252:                                              ; preds = %239, %235, %224
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %118, double noundef %186, double noundef %228, ptr noundef nonnull @.str.12)
  %254 = load i32, ptr @n_fail, align 4, !tbaa !11
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @n_fail, align 4, !tbaa !11
  br label %246

256:                                              ; preds = %296, %246
  %257 = phi double [ poison, %246 ], [ %322, %296 ]
  %258 = phi i64 [ 0, %246 ], [ %323, %296 ]
  %259 = phi double [ 0.000000e+00, %246 ], [ %322, %296 ]
  %260 = icmp eq i64 %248, 0
  br i1 %260, label %273, label %261

261:                                              ; preds = %256, %261
  %262 = phi i64 [ %270, %261 ], [ %258, %256 ]
  %263 = phi double [ %269, %261 ], [ %259, %256 ]
  %264 = phi i64 [ %271, %261 ], [ 0, %256 ]
  %265 = getelementptr inbounds double, ptr %14, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = getelementptr inbounds double, ptr %15, i64 %262
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = call double @llvm.fmuladd.f64(double %266, double %268, double %263)
  %270 = add nuw nsw i64 %262, 1
  %271 = add i64 %264, 1
  %272 = icmp eq i64 %271, %248
  br i1 %272, label %273, label %261, !llvm.loop !21

273:                                              ; preds = %261, %256
  %274 = phi double [ %257, %256 ], [ %269, %261 ]
  %275 = call double @llvm.fabs.f64(double %186)
  %276 = fcmp ogt double %275, 1.000000e+00
  %277 = select i1 %276, double %275, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %274, ptr %6, align 8, !tbaa !9
  %278 = load volatile double, ptr %6, align 8, !tbaa !9
  %279 = call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %280, label %292, label %281

281:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %186, ptr %5, align 8, !tbaa !9
  %282 = load volatile double, ptr %5, align 8, !tbaa !9
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %284, label %292, label %285

285:                                              ; preds = %281
  %286 = fsub double %274, %186
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fmul double %277, 0x3EB0C6F7A0B5ED8D
  %289 = fcmp ugt double %287, %288
  br i1 %289, label %292, label %290

290:                                              ; preds = %285
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %118, double noundef %274, double noundef %186, ptr noundef nonnull @.str.11)
  br label %326

292:                                              ; preds = %285, %281, %273
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %118, double noundef %274, double noundef %186, ptr noundef nonnull @.str.12)
  %294 = load i32, ptr @n_fail, align 4, !tbaa !11
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr @n_fail, align 4, !tbaa !11
  br label %326

296:                                              ; preds = %296, %250
  %297 = phi i64 [ 0, %250 ], [ %323, %296 ]
  %298 = phi double [ 0.000000e+00, %250 ], [ %322, %296 ]
  %299 = phi i64 [ 0, %250 ], [ %324, %296 ]
  %300 = getelementptr inbounds double, ptr %14, i64 %297
  %301 = load double, ptr %300, align 16, !tbaa !9
  %302 = getelementptr inbounds double, ptr %15, i64 %297
  %303 = load double, ptr %302, align 16, !tbaa !9
  %304 = call double @llvm.fmuladd.f64(double %301, double %303, double %298)
  %305 = or disjoint i64 %297, 1
  %306 = getelementptr inbounds double, ptr %14, i64 %305
  %307 = load double, ptr %306, align 8, !tbaa !9
  %308 = getelementptr inbounds double, ptr %15, i64 %305
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = call double @llvm.fmuladd.f64(double %307, double %309, double %304)
  %311 = or disjoint i64 %297, 2
  %312 = getelementptr inbounds double, ptr %14, i64 %311
  %313 = load double, ptr %312, align 16, !tbaa !9
  %314 = getelementptr inbounds double, ptr %15, i64 %311
  %315 = load double, ptr %314, align 16, !tbaa !9
  %316 = call double @llvm.fmuladd.f64(double %313, double %315, double %310)
  %317 = or disjoint i64 %297, 3
  %318 = getelementptr inbounds double, ptr %14, i64 %317
  %319 = load double, ptr %318, align 8, !tbaa !9
  %320 = getelementptr inbounds double, ptr %15, i64 %317
  %321 = load double, ptr %320, align 8, !tbaa !9
  %322 = call double @llvm.fmuladd.f64(double %319, double %321, double %316)
  %323 = add nuw nsw i64 %297, 4
  %324 = add i64 %299, 4
  %325 = icmp eq i64 %324, %251
  br i1 %325, label %256, label %296, !llvm.loop !23

326:                                              ; preds = %290, %292
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, i8 0, i64 64, i1 false)
  %327 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %328 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gptr, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %327, i32 noundef %117) #19
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %18, ptr noundef nonnull %13, i32 noundef %117, ptr noundef nonnull %14)
  %329 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %330 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gptr, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %329, i32 noundef %117) #19
  %331 = call noalias ptr @malloc(i64 noundef %189) #20
  %332 = call noalias ptr @malloc(i64 noundef %189) #20
  %333 = icmp eq i64 %115, 2
  br i1 %333, label %350, label %334

334:                                              ; preds = %326
  %335 = and i64 %192, 2147483646
  br label %336

336:                                              ; preds = %336, %334
  %337 = phi i64 [ 0, %334 ], [ %346, %336 ]
  %338 = getelementptr inbounds double, ptr %13, i64 %337
  %339 = load <2 x double>, ptr %338, align 16, !tbaa !9
  %340 = getelementptr inbounds double, ptr %15, i64 %337
  %341 = load <2 x double>, ptr %340, align 16, !tbaa !9
  %342 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %341, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %339)
  %343 = getelementptr inbounds double, ptr %331, i64 %337
  store <2 x double> %342, ptr %343, align 8, !tbaa !9
  %344 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %341, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %339)
  %345 = getelementptr inbounds double, ptr %332, i64 %337
  store <2 x double> %344, ptr %345, align 8, !tbaa !9
  %346 = add nuw i64 %337, 2
  %347 = icmp eq i64 %346, %335
  br i1 %347, label %348, label %336, !llvm.loop !24

348:                                              ; preds = %336
  %349 = icmp eq i64 %335, %192
  br i1 %349, label %364, label %350

350:                                              ; preds = %348, %326
  %351 = phi i64 [ 0, %326 ], [ %335, %348 ]
  br label %352

352:                                              ; preds = %350, %352
  %353 = phi i64 [ %362, %352 ], [ %351, %350 ]
  %354 = getelementptr inbounds double, ptr %13, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = getelementptr inbounds double, ptr %15, i64 %353
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = call double @llvm.fmuladd.f64(double %357, double 0x3EB0C6F7A0B5ED8D, double %355)
  %359 = getelementptr inbounds double, ptr %331, i64 %353
  store double %358, ptr %359, align 8, !tbaa !9
  %360 = call double @llvm.fmuladd.f64(double %357, double 0xBEB0C6F7A0B5ED8D, double %355)
  %361 = getelementptr inbounds double, ptr %332, i64 %353
  store double %360, ptr %361, align 8, !tbaa !9
  %362 = add nuw nsw i64 %353, 1
  %363 = icmp eq i64 %362, %192
  br i1 %363, label %364, label %352, !llvm.loop !25

364:                                              ; preds = %352, %348
  %365 = call fastcc double @obj(ptr noundef nonnull %331, ptr noundef nonnull readonly %18)
  %366 = call fastcc double @obj(ptr noundef nonnull %332, ptr noundef nonnull readonly %18)
  %367 = fsub double %365, %366
  %368 = fdiv double %367, 2.000000e-06
  call void @free(ptr noundef nonnull %331) #19
  call void @free(ptr noundef nonnull %332) #19
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp ogt double %369, 1.000000e+00
  %371 = select i1 %370, double %369, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %330, ptr %4, align 8, !tbaa !9
  %372 = load volatile double, ptr %4, align 8, !tbaa !9
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %374, label %391, label %375

375:                                              ; preds = %364
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %368, ptr %3, align 8, !tbaa !9
  %376 = load volatile double, ptr %3, align 8, !tbaa !9
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %378, label %391, label %379

379:                                              ; preds = %375
  %380 = fsub double %330, %368
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fmul double %371, 0x3EB0C6F7A0B5ED8D
  %383 = fcmp ugt double %381, %382
  br i1 %383, label %391, label %384

384:                                              ; preds = %379
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %118, double noundef %330, double noundef %368, ptr noundef nonnull @.str.11)
  br label %386

386:                                              ; preds = %391, %384
  %387 = and i64 %192, 3
  %388 = icmp ult i64 %247, 3
  br i1 %388, label %395, label %389

389:                                              ; preds = %386
  %390 = and i64 %192, 4294967292
  br label %435

391:                                              ; preds = %379, %375, %364
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %118, double noundef %330, double noundef %368, ptr noundef nonnull @.str.12)
  %393 = load i32, ptr @n_fail, align 4, !tbaa !11
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr @n_fail, align 4, !tbaa !11
  br label %386

395:                                              ; preds = %435, %386
  %396 = phi double [ poison, %386 ], [ %461, %435 ]
  %397 = phi i64 [ 0, %386 ], [ %462, %435 ]
  %398 = phi double [ 0.000000e+00, %386 ], [ %461, %435 ]
  %399 = icmp eq i64 %387, 0
  br i1 %399, label %412, label %400

400:                                              ; preds = %395, %400
  %401 = phi i64 [ %409, %400 ], [ %397, %395 ]
  %402 = phi double [ %408, %400 ], [ %398, %395 ]
  %403 = phi i64 [ %410, %400 ], [ 0, %395 ]
  %404 = getelementptr inbounds double, ptr %14, i64 %401
  %405 = load double, ptr %404, align 8, !tbaa !9
  %406 = getelementptr inbounds double, ptr %15, i64 %401
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = call double @llvm.fmuladd.f64(double %405, double %407, double %402)
  %409 = add nuw nsw i64 %401, 1
  %410 = add i64 %403, 1
  %411 = icmp eq i64 %410, %387
  br i1 %411, label %412, label %400, !llvm.loop !26

412:                                              ; preds = %400, %395
  %413 = phi double [ %396, %395 ], [ %408, %400 ]
  %414 = call double @llvm.fabs.f64(double %330)
  %415 = fcmp ogt double %414, 1.000000e+00
  %416 = select i1 %415, double %414, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %413, ptr %2, align 8, !tbaa !9
  %417 = load volatile double, ptr %2, align 8, !tbaa !9
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fcmp ueq double %418, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %419, label %431, label %420

420:                                              ; preds = %412
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %330, ptr %1, align 8, !tbaa !9
  %421 = load volatile double, ptr %1, align 8, !tbaa !9
  %422 = call double @llvm.fabs.f64(double %421)
  %423 = fcmp ueq double %422, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %423, label %431, label %424

424:                                              ; preds = %420
  %425 = fsub double %413, %330
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fmul double %416, 0x3EB0C6F7A0B5ED8D
  %428 = fcmp ugt double %426, %427
  br i1 %428, label %431, label %429

429:                                              ; preds = %424
  %430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %118, double noundef %413, double noundef %330, ptr noundef nonnull @.str.11)
  br label %465

431:                                              ; preds = %424, %420, %412
  %432 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %118, double noundef %413, double noundef %330, ptr noundef nonnull @.str.12)
  %433 = load i32, ptr @n_fail, align 4, !tbaa !11
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr @n_fail, align 4, !tbaa !11
  br label %465

435:                                              ; preds = %435, %389
  %436 = phi i64 [ 0, %389 ], [ %462, %435 ]
  %437 = phi double [ 0.000000e+00, %389 ], [ %461, %435 ]
  %438 = phi i64 [ 0, %389 ], [ %463, %435 ]
  %439 = getelementptr inbounds double, ptr %14, i64 %436
  %440 = load double, ptr %439, align 16, !tbaa !9
  %441 = getelementptr inbounds double, ptr %15, i64 %436
  %442 = load double, ptr %441, align 16, !tbaa !9
  %443 = call double @llvm.fmuladd.f64(double %440, double %442, double %437)
  %444 = or disjoint i64 %436, 1
  %445 = getelementptr inbounds double, ptr %14, i64 %444
  %446 = load double, ptr %445, align 8, !tbaa !9
  %447 = getelementptr inbounds double, ptr %15, i64 %444
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = call double @llvm.fmuladd.f64(double %446, double %448, double %443)
  %450 = or disjoint i64 %436, 2
  %451 = getelementptr inbounds double, ptr %14, i64 %450
  %452 = load double, ptr %451, align 16, !tbaa !9
  %453 = getelementptr inbounds double, ptr %15, i64 %450
  %454 = load double, ptr %453, align 16, !tbaa !9
  %455 = call double @llvm.fmuladd.f64(double %452, double %454, double %449)
  %456 = or disjoint i64 %436, 3
  %457 = getelementptr inbounds double, ptr %14, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !9
  %459 = getelementptr inbounds double, ptr %15, i64 %456
  %460 = load double, ptr %459, align 8, !tbaa !9
  %461 = call double @llvm.fmuladd.f64(double %458, double %460, double %455)
  %462 = add nuw nsw i64 %436, 4
  %463 = add i64 %438, 4
  %464 = icmp eq i64 %463, %390
  br i1 %464, label %395, label %435, !llvm.loop !23

465:                                              ; preds = %429, %431
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #19
  %466 = add nuw nsw i64 %115, 1
  %467 = icmp eq i64 %466, 3
  br i1 %467, label %108, label %114, !llvm.loop !27
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
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #20
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %58, %5
  tail call void @free(ptr noundef %11) #19
  ret void

18:                                               ; preds = %15, %58
  %19 = phi i64 [ 0, %15 ], [ %59, %58 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fabs.f64(double %23)
  %25 = fcmp ogt double %24, 1.000000e+00
  %26 = select i1 %25, double %24, double 1.000000e+00
  %27 = fmul double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd double %23, %27
  %29 = fsub double %23, %27
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %29, ptr %22, align 8, !tbaa !9
  %31 = tail call fastcc double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %32 = fsub double %30, %31
  %33 = fsub double %28, %29
  %34 = fdiv double %32, %33
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = fcmp ogt double %35, 1.000000e+00
  %37 = select i1 %36, double %35, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %38 = load volatile double, ptr %7, align 8, !tbaa !9
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %40, label %53, label %41

41:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %34, ptr %6, align 8, !tbaa !9
  %42 = load volatile double, ptr %6, align 8, !tbaa !9
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ueq double %43, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %44, label %53, label %45

45:                                               ; preds = %41
  %46 = fsub double %21, %34
  %47 = tail call double @llvm.fabs.f64(double %46)
  %48 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ugt double %47, %48
  br i1 %49, label %53, label %50

50:                                               ; preds = %45
  %51 = trunc nuw nsw i64 %19 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %51, double noundef %21, double noundef %34, ptr noundef nonnull @.str.11)
  br label %58

53:                                               ; preds = %45, %41, %18
  %54 = trunc nuw nsw i64 %19 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %54, double noundef %21, double noundef %34, ptr noundef nonnull @.str.12)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %19, 1
  %60 = icmp eq i64 %59, %16
  br i1 %60, label %17, label %18, !llvm.loop !28
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
