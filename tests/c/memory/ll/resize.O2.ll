; ModuleID = 'resize.c'
source_filename = "resize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Buf = type { ptr, i64 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 12, i32 5, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"fill_copy.dx\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fill_copy.fwd\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fill_copy.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"grow.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"grow.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"fresh.dx\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"fresh.fwd\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"fresh.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"resize\00", align 1
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
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  %15 = alloca [12 x double], align 16
  %16 = alloca %struct.Ctx, align 4
  %17 = alloca %struct.Ctx, align 4
  %18 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #14
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
  %64 = getelementptr inbounds i8, ptr %13, i64 64
  %65 = add i64 %63, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = insertelement <2 x i64> poison, i64 %65, i64 0
  %69 = insertelement <2 x i64> %68, i64 %67, i64 1
  %70 = lshr <2 x i64> %69, <i64 10, i64 10>
  %71 = and <2 x i64> %70, <i64 18014398509481982, i64 18014398509481982>
  %72 = uitofp nneg <2 x i64> %71 to <2 x double>
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %73, ptr %64, align 16, !tbaa !9
  %74 = mul i64 %67, 6364136223846793005
  %75 = getelementptr inbounds i8, ptr %13, i64 80
  %76 = add i64 %74, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <2 x i64> poison, i64 %76, i64 0
  %80 = insertelement <2 x i64> %79, i64 %78, i64 1
  %81 = lshr <2 x i64> %80, <i64 10, i64 10>
  %82 = and <2 x i64> %81, <i64 18014398509481982, i64 18014398509481982>
  %83 = uitofp nneg <2 x i64> %82 to <2 x double>
  %84 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %84, ptr %75, align 16, !tbaa !9
  %85 = mul i64 %78, 6364136223846793005
  %86 = add i64 %85, 1442695040888963407
  %87 = mul i64 %86, 6364136223846793005
  %88 = add i64 %87, 1442695040888963407
  %89 = insertelement <2 x i64> poison, i64 %86, i64 0
  %90 = insertelement <2 x i64> %89, i64 %88, i64 1
  %91 = lshr <2 x i64> %90, <i64 10, i64 10>
  %92 = and <2 x i64> %91, <i64 18014398509481982, i64 18014398509481982>
  %93 = uitofp nneg <2 x i64> %92 to <2 x double>
  %94 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %94, ptr %15, align 16, !tbaa !9
  %95 = mul i64 %88, 6364136223846793005
  %96 = getelementptr inbounds i8, ptr %15, i64 16
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
  %106 = mul i64 %99, 6364136223846793005
  %107 = getelementptr inbounds i8, ptr %15, i64 32
  %108 = add i64 %106, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = insertelement <2 x i64> poison, i64 %108, i64 0
  %112 = insertelement <2 x i64> %111, i64 %110, i64 1
  %113 = lshr <2 x i64> %112, <i64 10, i64 10>
  %114 = and <2 x i64> %113, <i64 18014398509481982, i64 18014398509481982>
  %115 = uitofp nneg <2 x i64> %114 to <2 x double>
  %116 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %116, ptr %107, align 16, !tbaa !9
  %117 = mul i64 %110, 6364136223846793005
  %118 = getelementptr inbounds i8, ptr %15, i64 48
  %119 = add i64 %117, 1442695040888963407
  %120 = mul i64 %119, 6364136223846793005
  %121 = add i64 %120, 1442695040888963407
  %122 = insertelement <2 x i64> poison, i64 %119, i64 0
  %123 = insertelement <2 x i64> %122, i64 %121, i64 1
  %124 = lshr <2 x i64> %123, <i64 10, i64 10>
  %125 = and <2 x i64> %124, <i64 18014398509481982, i64 18014398509481982>
  %126 = uitofp nneg <2 x i64> %125 to <2 x double>
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %127, ptr %118, align 16, !tbaa !9
  %128 = mul i64 %121, 6364136223846793005
  %129 = getelementptr inbounds i8, ptr %15, i64 64
  %130 = add i64 %128, 1442695040888963407
  %131 = mul i64 %130, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = insertelement <2 x i64> poison, i64 %130, i64 0
  %134 = insertelement <2 x i64> %133, i64 %132, i64 1
  %135 = lshr <2 x i64> %134, <i64 10, i64 10>
  %136 = and <2 x i64> %135, <i64 18014398509481982, i64 18014398509481982>
  %137 = uitofp nneg <2 x i64> %136 to <2 x double>
  %138 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %138, ptr %129, align 16, !tbaa !9
  %139 = mul i64 %132, 6364136223846793005
  %140 = getelementptr inbounds i8, ptr %15, i64 80
  %141 = add i64 %139, 1442695040888963407
  %142 = mul i64 %141, 6364136223846793005
  %143 = add i64 %142, 1442695040888963407
  %144 = insertelement <2 x i64> poison, i64 %141, i64 0
  %145 = insertelement <2 x i64> %144, i64 %143, i64 1
  %146 = lshr <2 x i64> %145, <i64 10, i64 10>
  %147 = and <2 x i64> %146, <i64 18014398509481982, i64 18014398509481982>
  %148 = uitofp nneg <2 x i64> %147 to <2 x double>
  %149 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %148, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %149, ptr %140, align 16, !tbaa !9
  store i64 %143, ptr @rng_state, align 8, !tbaa !5
  %150 = getelementptr inbounds i8, ptr %16, i64 4
  br label %153

151:                                              ; preds = %304
  %152 = getelementptr inbounds i8, ptr %17, i64 4
  br label %309

153:                                              ; preds = %0, %304
  %154 = phi i64 [ 0, %0 ], [ %305, %304 ]
  %155 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #14
  store i32 %156, ptr %16, align 4, !tbaa !13
  store i32 0, ptr %150, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %157 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %158 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %157, i32 noundef %156) #14
  %159 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %160 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %159, i32 noundef %156) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef %156, ptr noundef nonnull %14)
  %161 = call i32 @llvm.smax.i32(i32 %156, i32 1)
  %162 = zext nneg i32 %161 to i64
  %163 = shl nuw nsw i64 %162, 3
  %164 = call noalias ptr @malloc(i64 noundef %163) #15
  %165 = call noalias ptr @malloc(i64 noundef %163) #15
  %166 = zext i32 %156 to i64
  %167 = icmp eq i64 %154, 2
  br i1 %167, label %184, label %168

168:                                              ; preds = %153
  %169 = and i64 %166, 2147483646
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %180, %170 ]
  %172 = getelementptr inbounds double, ptr %13, i64 %171
  %173 = load <2 x double>, ptr %172, align 16, !tbaa !9
  %174 = getelementptr inbounds double, ptr %15, i64 %171
  %175 = load <2 x double>, ptr %174, align 16, !tbaa !9
  %176 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %173)
  %177 = getelementptr inbounds double, ptr %164, i64 %171
  store <2 x double> %176, ptr %177, align 8, !tbaa !9
  %178 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %173)
  %179 = getelementptr inbounds double, ptr %165, i64 %171
  store <2 x double> %178, ptr %179, align 8, !tbaa !9
  %180 = add nuw i64 %171, 2
  %181 = icmp eq i64 %180, %169
  br i1 %181, label %182, label %170, !llvm.loop !16

182:                                              ; preds = %170
  %183 = icmp eq i64 %169, %166
  br i1 %183, label %198, label %184

184:                                              ; preds = %182, %153
  %185 = phi i64 [ 0, %153 ], [ %169, %182 ]
  br label %186

186:                                              ; preds = %184, %186
  %187 = phi i64 [ %196, %186 ], [ %185, %184 ]
  %188 = getelementptr inbounds double, ptr %13, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = getelementptr inbounds double, ptr %15, i64 %187
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = call double @llvm.fmuladd.f64(double %191, double 0x3EB0C6F7A0B5ED8D, double %189)
  %193 = getelementptr inbounds double, ptr %164, i64 %187
  store double %192, ptr %193, align 8, !tbaa !9
  %194 = call double @llvm.fmuladd.f64(double %191, double 0xBEB0C6F7A0B5ED8D, double %189)
  %195 = getelementptr inbounds double, ptr %165, i64 %187
  store double %194, ptr %195, align 8, !tbaa !9
  %196 = add nuw nsw i64 %187, 1
  %197 = icmp eq i64 %196, %166
  br i1 %197, label %198, label %186, !llvm.loop !20

198:                                              ; preds = %186, %182
  %199 = call fastcc double @obj(ptr noundef nonnull %164, ptr noundef nonnull readonly %16)
  %200 = call fastcc double @obj(ptr noundef nonnull %165, ptr noundef nonnull readonly %16)
  %201 = fsub double %199, %200
  %202 = fdiv double %201, 2.000000e-06
  call void @free(ptr noundef nonnull %164) #14
  call void @free(ptr noundef nonnull %165) #14
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fcmp ogt double %203, 1.000000e+00
  %205 = select i1 %204, double %203, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %160, ptr %12, align 8, !tbaa !9
  %206 = load volatile double, ptr %12, align 8, !tbaa !9
  %207 = call double @llvm.fabs.f64(double %206)
  %208 = fcmp ueq double %207, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %208, label %227, label %209

209:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %202, ptr %11, align 8, !tbaa !9
  %210 = load volatile double, ptr %11, align 8, !tbaa !9
  %211 = call double @llvm.fabs.f64(double %210)
  %212 = fcmp ueq double %211, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %212, label %227, label %213

213:                                              ; preds = %209
  %214 = fsub double %160, %202
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = fmul double %205, 0x3EB0C6F7A0B5ED8D
  %217 = fcmp ugt double %215, %216
  br i1 %217, label %227, label %218

218:                                              ; preds = %213
  %219 = trunc nuw nsw i64 %154 to i32
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %219, double noundef %160, double noundef %202, ptr noundef nonnull @.str.11)
  br label %221

221:                                              ; preds = %227, %218
  %222 = add nsw i64 %166, -1
  %223 = and i64 %166, 3
  %224 = icmp ult i64 %222, 3
  br i1 %224, label %232, label %225

225:                                              ; preds = %221
  %226 = and i64 %166, 4294967292
  br label %274

227:                                              ; preds = %213, %209, %198
  %228 = trunc nuw nsw i64 %154 to i32
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %228, double noundef %160, double noundef %202, ptr noundef nonnull @.str.12)
  %230 = load i32, ptr @n_fail, align 4, !tbaa !11
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !11
  br label %221

232:                                              ; preds = %274, %221
  %233 = phi double [ poison, %221 ], [ %300, %274 ]
  %234 = phi i64 [ 0, %221 ], [ %301, %274 ]
  %235 = phi double [ 0.000000e+00, %221 ], [ %300, %274 ]
  %236 = icmp eq i64 %223, 0
  br i1 %236, label %249, label %237

237:                                              ; preds = %232, %237
  %238 = phi i64 [ %246, %237 ], [ %234, %232 ]
  %239 = phi double [ %245, %237 ], [ %235, %232 ]
  %240 = phi i64 [ %247, %237 ], [ 0, %232 ]
  %241 = getelementptr inbounds double, ptr %14, i64 %238
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = getelementptr inbounds double, ptr %15, i64 %238
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = call double @llvm.fmuladd.f64(double %242, double %244, double %239)
  %246 = add nuw nsw i64 %238, 1
  %247 = add i64 %240, 1
  %248 = icmp eq i64 %247, %223
  br i1 %248, label %249, label %237, !llvm.loop !21

249:                                              ; preds = %237, %232
  %250 = phi double [ %233, %232 ], [ %245, %237 ]
  %251 = call double @llvm.fabs.f64(double %160)
  %252 = fcmp ogt double %251, 1.000000e+00
  %253 = select i1 %252, double %251, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %250, ptr %10, align 8, !tbaa !9
  %254 = load volatile double, ptr %10, align 8, !tbaa !9
  %255 = call double @llvm.fabs.f64(double %254)
  %256 = fcmp ueq double %255, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %256, label %269, label %257

257:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %160, ptr %9, align 8, !tbaa !9
  %258 = load volatile double, ptr %9, align 8, !tbaa !9
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = fcmp ueq double %259, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %260, label %269, label %261

261:                                              ; preds = %257
  %262 = fsub double %250, %160
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = fmul double %253, 0x3EB0C6F7A0B5ED8D
  %265 = fcmp ugt double %263, %264
  br i1 %265, label %269, label %266

266:                                              ; preds = %261
  %267 = trunc nuw nsw i64 %154 to i32
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %267, double noundef %250, double noundef %160, ptr noundef nonnull @.str.11)
  br label %304

269:                                              ; preds = %261, %257, %249
  %270 = trunc nuw nsw i64 %154 to i32
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %270, double noundef %250, double noundef %160, ptr noundef nonnull @.str.12)
  %272 = load i32, ptr @n_fail, align 4, !tbaa !11
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !11
  br label %304

274:                                              ; preds = %274, %225
  %275 = phi i64 [ 0, %225 ], [ %301, %274 ]
  %276 = phi double [ 0.000000e+00, %225 ], [ %300, %274 ]
  %277 = phi i64 [ 0, %225 ], [ %302, %274 ]
  %278 = getelementptr inbounds double, ptr %14, i64 %275
  %279 = load double, ptr %278, align 16, !tbaa !9
  %280 = getelementptr inbounds double, ptr %15, i64 %275
  %281 = load double, ptr %280, align 16, !tbaa !9
  %282 = call double @llvm.fmuladd.f64(double %279, double %281, double %276)
  %283 = or disjoint i64 %275, 1
  %284 = getelementptr inbounds double, ptr %14, i64 %283
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = getelementptr inbounds double, ptr %15, i64 %283
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = call double @llvm.fmuladd.f64(double %285, double %287, double %282)
  %289 = or disjoint i64 %275, 2
  %290 = getelementptr inbounds double, ptr %14, i64 %289
  %291 = load double, ptr %290, align 16, !tbaa !9
  %292 = getelementptr inbounds double, ptr %15, i64 %289
  %293 = load double, ptr %292, align 16, !tbaa !9
  %294 = call double @llvm.fmuladd.f64(double %291, double %293, double %288)
  %295 = or disjoint i64 %275, 3
  %296 = getelementptr inbounds double, ptr %14, i64 %295
  %297 = load double, ptr %296, align 8, !tbaa !9
  %298 = getelementptr inbounds double, ptr %15, i64 %295
  %299 = load double, ptr %298, align 8, !tbaa !9
  %300 = call double @llvm.fmuladd.f64(double %297, double %299, double %294)
  %301 = add nuw nsw i64 %275, 4
  %302 = add i64 %277, 4
  %303 = icmp eq i64 %302, %226
  br i1 %303, label %232, label %274, !llvm.loop !23

304:                                              ; preds = %266, %269
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #14
  %305 = add nuw nsw i64 %154, 1
  %306 = icmp eq i64 %305, 3
  br i1 %306, label %151, label %153, !llvm.loop !24

307:                                              ; preds = %460
  %308 = getelementptr inbounds i8, ptr %18, i64 4
  br label %469

309:                                              ; preds = %151, %460
  %310 = phi i64 [ 0, %151 ], [ %461, %460 ]
  %311 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #14
  store i32 %312, ptr %17, align 4, !tbaa !13
  store i32 1, ptr %152, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %313 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %314 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %313, i32 noundef %312) #14
  %315 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %316 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %315, i32 noundef %312) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %312, ptr noundef nonnull %14)
  %317 = call i32 @llvm.smax.i32(i32 %312, i32 1)
  %318 = zext nneg i32 %317 to i64
  %319 = shl nuw nsw i64 %318, 3
  %320 = call noalias ptr @malloc(i64 noundef %319) #15
  %321 = call noalias ptr @malloc(i64 noundef %319) #15
  %322 = zext i32 %312 to i64
  %323 = icmp eq i64 %310, 2
  br i1 %323, label %340, label %324

324:                                              ; preds = %309
  %325 = and i64 %322, 2147483646
  br label %326

326:                                              ; preds = %326, %324
  %327 = phi i64 [ 0, %324 ], [ %336, %326 ]
  %328 = getelementptr inbounds double, ptr %13, i64 %327
  %329 = load <2 x double>, ptr %328, align 16, !tbaa !9
  %330 = getelementptr inbounds double, ptr %15, i64 %327
  %331 = load <2 x double>, ptr %330, align 16, !tbaa !9
  %332 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %331, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %329)
  %333 = getelementptr inbounds double, ptr %320, i64 %327
  store <2 x double> %332, ptr %333, align 8, !tbaa !9
  %334 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %331, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %329)
  %335 = getelementptr inbounds double, ptr %321, i64 %327
  store <2 x double> %334, ptr %335, align 8, !tbaa !9
  %336 = add nuw i64 %327, 2
  %337 = icmp eq i64 %336, %325
  br i1 %337, label %338, label %326, !llvm.loop !25

338:                                              ; preds = %326
  %339 = icmp eq i64 %325, %322
  br i1 %339, label %354, label %340

340:                                              ; preds = %338, %309
  %341 = phi i64 [ 0, %309 ], [ %325, %338 ]
  br label %342

342:                                              ; preds = %340, %342
  %343 = phi i64 [ %352, %342 ], [ %341, %340 ]
  %344 = getelementptr inbounds double, ptr %13, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = getelementptr inbounds double, ptr %15, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = call double @llvm.fmuladd.f64(double %347, double 0x3EB0C6F7A0B5ED8D, double %345)
  %349 = getelementptr inbounds double, ptr %320, i64 %343
  store double %348, ptr %349, align 8, !tbaa !9
  %350 = call double @llvm.fmuladd.f64(double %347, double 0xBEB0C6F7A0B5ED8D, double %345)
  %351 = getelementptr inbounds double, ptr %321, i64 %343
  store double %350, ptr %351, align 8, !tbaa !9
  %352 = add nuw nsw i64 %343, 1
  %353 = icmp eq i64 %352, %322
  br i1 %353, label %354, label %342, !llvm.loop !26

354:                                              ; preds = %342, %338
  %355 = call fastcc double @obj(ptr noundef nonnull %320, ptr noundef nonnull readonly %17)
  %356 = call fastcc double @obj(ptr noundef nonnull %321, ptr noundef nonnull readonly %17)
  %357 = fsub double %355, %356
  %358 = fdiv double %357, 2.000000e-06
  call void @free(ptr noundef nonnull %320) #14
  call void @free(ptr noundef nonnull %321) #14
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = fcmp ogt double %359, 1.000000e+00
  %361 = select i1 %360, double %359, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %316, ptr %8, align 8, !tbaa !9
  %362 = load volatile double, ptr %8, align 8, !tbaa !9
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %364, label %383, label %365

365:                                              ; preds = %354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %358, ptr %7, align 8, !tbaa !9
  %366 = load volatile double, ptr %7, align 8, !tbaa !9
  %367 = call double @llvm.fabs.f64(double %366)
  %368 = fcmp ueq double %367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %368, label %383, label %369

369:                                              ; preds = %365
  %370 = fsub double %316, %358
  %371 = call double @llvm.fabs.f64(double %370)
  %372 = fmul double %361, 0x3EB0C6F7A0B5ED8D
  %373 = fcmp ugt double %371, %372
  br i1 %373, label %383, label %374

374:                                              ; preds = %369
  %375 = trunc nuw nsw i64 %310 to i32
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %375, double noundef %316, double noundef %358, ptr noundef nonnull @.str.11)
  br label %377

377:                                              ; preds = %383, %374
  %378 = add nsw i64 %322, -1
  %379 = and i64 %322, 3
  %380 = icmp ult i64 %378, 3
  br i1 %380, label %388, label %381

381:                                              ; preds = %377
  %382 = and i64 %322, 4294967292
  br label %430

383:                                              ; preds = %369, %365, %354
  %384 = trunc nuw nsw i64 %310 to i32
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %384, double noundef %316, double noundef %358, ptr noundef nonnull @.str.12)
  %386 = load i32, ptr @n_fail, align 4, !tbaa !11
  %387 = add nsw i32 %386, 1
  store i32 %387, ptr @n_fail, align 4, !tbaa !11
  br label %377

388:                                              ; preds = %430, %377
  %389 = phi double [ poison, %377 ], [ %456, %430 ]
  %390 = phi i64 [ 0, %377 ], [ %457, %430 ]
  %391 = phi double [ 0.000000e+00, %377 ], [ %456, %430 ]
  %392 = icmp eq i64 %379, 0
  br i1 %392, label %405, label %393

393:                                              ; preds = %388, %393
  %394 = phi i64 [ %402, %393 ], [ %390, %388 ]
  %395 = phi double [ %401, %393 ], [ %391, %388 ]
  %396 = phi i64 [ %403, %393 ], [ 0, %388 ]
  %397 = getelementptr inbounds double, ptr %14, i64 %394
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = getelementptr inbounds double, ptr %15, i64 %394
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = call double @llvm.fmuladd.f64(double %398, double %400, double %395)
  %402 = add nuw nsw i64 %394, 1
  %403 = add i64 %396, 1
  %404 = icmp eq i64 %403, %379
  br i1 %404, label %405, label %393, !llvm.loop !27

405:                                              ; preds = %393, %388
  %406 = phi double [ %389, %388 ], [ %401, %393 ]
  %407 = call double @llvm.fabs.f64(double %316)
  %408 = fcmp ogt double %407, 1.000000e+00
  %409 = select i1 %408, double %407, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %406, ptr %6, align 8, !tbaa !9
  %410 = load volatile double, ptr %6, align 8, !tbaa !9
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fcmp ueq double %411, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %412, label %425, label %413

413:                                              ; preds = %405
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %316, ptr %5, align 8, !tbaa !9
  %414 = load volatile double, ptr %5, align 8, !tbaa !9
  %415 = call double @llvm.fabs.f64(double %414)
  %416 = fcmp ueq double %415, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %416, label %425, label %417

417:                                              ; preds = %413
  %418 = fsub double %406, %316
  %419 = call double @llvm.fabs.f64(double %418)
  %420 = fmul double %409, 0x3EB0C6F7A0B5ED8D
  %421 = fcmp ugt double %419, %420
  br i1 %421, label %425, label %422

422:                                              ; preds = %417
  %423 = trunc nuw nsw i64 %310 to i32
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %423, double noundef %406, double noundef %316, ptr noundef nonnull @.str.11)
  br label %460

425:                                              ; preds = %417, %413, %405
  %426 = trunc nuw nsw i64 %310 to i32
  %427 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %426, double noundef %406, double noundef %316, ptr noundef nonnull @.str.12)
  %428 = load i32, ptr @n_fail, align 4, !tbaa !11
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr @n_fail, align 4, !tbaa !11
  br label %460

430:                                              ; preds = %430, %381
  %431 = phi i64 [ 0, %381 ], [ %457, %430 ]
  %432 = phi double [ 0.000000e+00, %381 ], [ %456, %430 ]
  %433 = phi i64 [ 0, %381 ], [ %458, %430 ]
  %434 = getelementptr inbounds double, ptr %14, i64 %431
  %435 = load double, ptr %434, align 16, !tbaa !9
  %436 = getelementptr inbounds double, ptr %15, i64 %431
  %437 = load double, ptr %436, align 16, !tbaa !9
  %438 = call double @llvm.fmuladd.f64(double %435, double %437, double %432)
  %439 = or disjoint i64 %431, 1
  %440 = getelementptr inbounds double, ptr %14, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = getelementptr inbounds double, ptr %15, i64 %439
  %443 = load double, ptr %442, align 8, !tbaa !9
  %444 = call double @llvm.fmuladd.f64(double %441, double %443, double %438)
  %445 = or disjoint i64 %431, 2
  %446 = getelementptr inbounds double, ptr %14, i64 %445
  %447 = load double, ptr %446, align 16, !tbaa !9
  %448 = getelementptr inbounds double, ptr %15, i64 %445
  %449 = load double, ptr %448, align 16, !tbaa !9
  %450 = call double @llvm.fmuladd.f64(double %447, double %449, double %444)
  %451 = or disjoint i64 %431, 3
  %452 = getelementptr inbounds double, ptr %14, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = getelementptr inbounds double, ptr %15, i64 %451
  %455 = load double, ptr %454, align 8, !tbaa !9
  %456 = call double @llvm.fmuladd.f64(double %453, double %455, double %450)
  %457 = add nuw nsw i64 %431, 4
  %458 = add i64 %433, 4
  %459 = icmp eq i64 %458, %382
  br i1 %459, label %388, label %430, !llvm.loop !23

460:                                              ; preds = %422, %425
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #14
  %461 = add nuw nsw i64 %310, 1
  %462 = icmp eq i64 %461, 3
  br i1 %462, label %307, label %309, !llvm.loop !28

463:                                              ; preds = %620
  %464 = load i32, ptr @n_fail, align 4, !tbaa !11
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %464)
  %466 = load i32, ptr @n_fail, align 4, !tbaa !11
  %467 = icmp ne i32 %466, 0
  %468 = zext i1 %467 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #14
  ret i32 %468

469:                                              ; preds = %307, %620
  %470 = phi i64 [ 0, %307 ], [ %621, %620 ]
  %471 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %470
  %472 = load i32, ptr %471, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #14
  store i32 %472, ptr %18, align 4, !tbaa !13
  store i32 2, ptr %308, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %473 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %474 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fresh, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %473, i32 noundef %472) #14
  %475 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %476 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fresh, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %475, i32 noundef %472) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %18, ptr noundef nonnull %13, i32 noundef %472, ptr noundef nonnull %14)
  %477 = call i32 @llvm.smax.i32(i32 %472, i32 1)
  %478 = zext nneg i32 %477 to i64
  %479 = shl nuw nsw i64 %478, 3
  %480 = call noalias ptr @malloc(i64 noundef %479) #15
  %481 = call noalias ptr @malloc(i64 noundef %479) #15
  %482 = zext i32 %472 to i64
  %483 = icmp eq i64 %470, 2
  br i1 %483, label %500, label %484

484:                                              ; preds = %469
  %485 = and i64 %482, 2147483646
  br label %486

486:                                              ; preds = %486, %484
  %487 = phi i64 [ 0, %484 ], [ %496, %486 ]
  %488 = getelementptr inbounds double, ptr %13, i64 %487
  %489 = load <2 x double>, ptr %488, align 16, !tbaa !9
  %490 = getelementptr inbounds double, ptr %15, i64 %487
  %491 = load <2 x double>, ptr %490, align 16, !tbaa !9
  %492 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %489)
  %493 = getelementptr inbounds double, ptr %480, i64 %487
  store <2 x double> %492, ptr %493, align 8, !tbaa !9
  %494 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %491, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %489)
  %495 = getelementptr inbounds double, ptr %481, i64 %487
  store <2 x double> %494, ptr %495, align 8, !tbaa !9
  %496 = add nuw i64 %487, 2
  %497 = icmp eq i64 %496, %485
  br i1 %497, label %498, label %486, !llvm.loop !29

498:                                              ; preds = %486
  %499 = icmp eq i64 %485, %482
  br i1 %499, label %514, label %500

500:                                              ; preds = %498, %469
  %501 = phi i64 [ 0, %469 ], [ %485, %498 ]
  br label %502

502:                                              ; preds = %500, %502
  %503 = phi i64 [ %512, %502 ], [ %501, %500 ]
  %504 = getelementptr inbounds double, ptr %13, i64 %503
  %505 = load double, ptr %504, align 8, !tbaa !9
  %506 = getelementptr inbounds double, ptr %15, i64 %503
  %507 = load double, ptr %506, align 8, !tbaa !9
  %508 = call double @llvm.fmuladd.f64(double %507, double 0x3EB0C6F7A0B5ED8D, double %505)
  %509 = getelementptr inbounds double, ptr %480, i64 %503
  store double %508, ptr %509, align 8, !tbaa !9
  %510 = call double @llvm.fmuladd.f64(double %507, double 0xBEB0C6F7A0B5ED8D, double %505)
  %511 = getelementptr inbounds double, ptr %481, i64 %503
  store double %510, ptr %511, align 8, !tbaa !9
  %512 = add nuw nsw i64 %503, 1
  %513 = icmp eq i64 %512, %482
  br i1 %513, label %514, label %502, !llvm.loop !30

514:                                              ; preds = %502, %498
  %515 = call fastcc double @obj(ptr noundef nonnull %480, ptr noundef nonnull readonly %18)
  %516 = call fastcc double @obj(ptr noundef nonnull %481, ptr noundef nonnull readonly %18)
  %517 = fsub double %515, %516
  %518 = fdiv double %517, 2.000000e-06
  call void @free(ptr noundef nonnull %480) #14
  call void @free(ptr noundef nonnull %481) #14
  %519 = call double @llvm.fabs.f64(double %518)
  %520 = fcmp ogt double %519, 1.000000e+00
  %521 = select i1 %520, double %519, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %476, ptr %4, align 8, !tbaa !9
  %522 = load volatile double, ptr %4, align 8, !tbaa !9
  %523 = call double @llvm.fabs.f64(double %522)
  %524 = fcmp ueq double %523, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %524, label %543, label %525

525:                                              ; preds = %514
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %518, ptr %3, align 8, !tbaa !9
  %526 = load volatile double, ptr %3, align 8, !tbaa !9
  %527 = call double @llvm.fabs.f64(double %526)
  %528 = fcmp ueq double %527, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %528, label %543, label %529

529:                                              ; preds = %525
  %530 = fsub double %476, %518
  %531 = call double @llvm.fabs.f64(double %530)
  %532 = fmul double %521, 0x3EB0C6F7A0B5ED8D
  %533 = fcmp ugt double %531, %532
  br i1 %533, label %543, label %534

534:                                              ; preds = %529
  %535 = trunc nuw nsw i64 %470 to i32
  %536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %535, double noundef %476, double noundef %518, ptr noundef nonnull @.str.11)
  br label %537

537:                                              ; preds = %543, %534
  %538 = add nsw i64 %482, -1
  %539 = and i64 %482, 3
  %540 = icmp ult i64 %538, 3
  br i1 %540, label %548, label %541

541:                                              ; preds = %537
  %542 = and i64 %482, 4294967292
  br label %590

543:                                              ; preds = %529, %525, %514
  %544 = trunc nuw nsw i64 %470 to i32
  %545 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %544, double noundef %476, double noundef %518, ptr noundef nonnull @.str.12)
  %546 = load i32, ptr @n_fail, align 4, !tbaa !11
  %547 = add nsw i32 %546, 1
  store i32 %547, ptr @n_fail, align 4, !tbaa !11
  br label %537

548:                                              ; preds = %590, %537
  %549 = phi double [ poison, %537 ], [ %616, %590 ]
  %550 = phi i64 [ 0, %537 ], [ %617, %590 ]
  %551 = phi double [ 0.000000e+00, %537 ], [ %616, %590 ]
  %552 = icmp eq i64 %539, 0
  br i1 %552, label %565, label %553

553:                                              ; preds = %548, %553
  %554 = phi i64 [ %562, %553 ], [ %550, %548 ]
  %555 = phi double [ %561, %553 ], [ %551, %548 ]
  %556 = phi i64 [ %563, %553 ], [ 0, %548 ]
  %557 = getelementptr inbounds double, ptr %14, i64 %554
  %558 = load double, ptr %557, align 8, !tbaa !9
  %559 = getelementptr inbounds double, ptr %15, i64 %554
  %560 = load double, ptr %559, align 8, !tbaa !9
  %561 = call double @llvm.fmuladd.f64(double %558, double %560, double %555)
  %562 = add nuw nsw i64 %554, 1
  %563 = add i64 %556, 1
  %564 = icmp eq i64 %563, %539
  br i1 %564, label %565, label %553, !llvm.loop !31

565:                                              ; preds = %553, %548
  %566 = phi double [ %549, %548 ], [ %561, %553 ]
  %567 = call double @llvm.fabs.f64(double %476)
  %568 = fcmp ogt double %567, 1.000000e+00
  %569 = select i1 %568, double %567, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %566, ptr %2, align 8, !tbaa !9
  %570 = load volatile double, ptr %2, align 8, !tbaa !9
  %571 = call double @llvm.fabs.f64(double %570)
  %572 = fcmp ueq double %571, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %572, label %585, label %573

573:                                              ; preds = %565
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %476, ptr %1, align 8, !tbaa !9
  %574 = load volatile double, ptr %1, align 8, !tbaa !9
  %575 = call double @llvm.fabs.f64(double %574)
  %576 = fcmp ueq double %575, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %576, label %585, label %577

577:                                              ; preds = %573
  %578 = fsub double %566, %476
  %579 = call double @llvm.fabs.f64(double %578)
  %580 = fmul double %569, 0x3EB0C6F7A0B5ED8D
  %581 = fcmp ugt double %579, %580
  br i1 %581, label %585, label %582

582:                                              ; preds = %577
  %583 = trunc nuw nsw i64 %470 to i32
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %583, double noundef %566, double noundef %476, ptr noundef nonnull @.str.11)
  br label %620

585:                                              ; preds = %577, %573, %565
  %586 = trunc nuw nsw i64 %470 to i32
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %586, double noundef %566, double noundef %476, ptr noundef nonnull @.str.12)
  %588 = load i32, ptr @n_fail, align 4, !tbaa !11
  %589 = add nsw i32 %588, 1
  store i32 %589, ptr @n_fail, align 4, !tbaa !11
  br label %620

590:                                              ; preds = %590, %541
  %591 = phi i64 [ 0, %541 ], [ %617, %590 ]
  %592 = phi double [ 0.000000e+00, %541 ], [ %616, %590 ]
  %593 = phi i64 [ 0, %541 ], [ %618, %590 ]
  %594 = getelementptr inbounds double, ptr %14, i64 %591
  %595 = load double, ptr %594, align 16, !tbaa !9
  %596 = getelementptr inbounds double, ptr %15, i64 %591
  %597 = load double, ptr %596, align 16, !tbaa !9
  %598 = call double @llvm.fmuladd.f64(double %595, double %597, double %592)
  %599 = or disjoint i64 %591, 1
  %600 = getelementptr inbounds double, ptr %14, i64 %599
  %601 = load double, ptr %600, align 8, !tbaa !9
  %602 = getelementptr inbounds double, ptr %15, i64 %599
  %603 = load double, ptr %602, align 8, !tbaa !9
  %604 = call double @llvm.fmuladd.f64(double %601, double %603, double %598)
  %605 = or disjoint i64 %591, 2
  %606 = getelementptr inbounds double, ptr %14, i64 %605
  %607 = load double, ptr %606, align 16, !tbaa !9
  %608 = getelementptr inbounds double, ptr %15, i64 %605
  %609 = load double, ptr %608, align 16, !tbaa !9
  %610 = call double @llvm.fmuladd.f64(double %607, double %609, double %604)
  %611 = or disjoint i64 %591, 3
  %612 = getelementptr inbounds double, ptr %14, i64 %611
  %613 = load double, ptr %612, align 8, !tbaa !9
  %614 = getelementptr inbounds double, ptr %15, i64 %611
  %615 = load double, ptr %614, align 8, !tbaa !9
  %616 = call double @llvm.fmuladd.f64(double %613, double %615, double %610)
  %617 = add nuw nsw i64 %591, 4
  %618 = add i64 %593, 4
  %619 = icmp eq i64 %618, %542
  br i1 %619, label %548, label %590, !llvm.loop !23

620:                                              ; preds = %582, %585
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #14
  %621 = add nuw nsw i64 %470, 1
  %622 = icmp eq i64 %621, 3
  br i1 %622, label %463, label %469, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @fill_copy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %5 = sext i32 %1 to i64
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef %5)
  %6 = icmp sgt i32 %1, 0
  %7 = load ptr, ptr %3, align 8, !tbaa !33
  br i1 %6, label %8, label %80

8:                                                ; preds = %2
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 32
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %48, %8
  %17 = phi i64 [ 0, %8 ], [ %35, %48 ]
  %18 = and i64 %11, 3
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %27, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %28, %20 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, %24
  %26 = getelementptr inbounds double, ptr %7, i64 %21
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %21, 1
  %28 = add i64 %22, 1
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %30, label %20, !llvm.loop !37

30:                                               ; preds = %20, %16
  %31 = phi i64 [ %17, %16 ], [ %27, %20 ]
  %32 = sub nsw i64 %17, %11
  %33 = icmp ugt i64 %32, -4
  br i1 %33, label %50, label %57

34:                                               ; preds = %8
  %35 = and i64 %11, 2147483644
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %46, %36 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = fmul <2 x double> %40, %40
  %43 = fmul <2 x double> %41, %41
  %44 = getelementptr inbounds double, ptr %7, i64 %37
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <2 x double> %42, ptr %44, align 8, !tbaa !9
  store <2 x double> %43, ptr %45, align 8, !tbaa !9
  %46 = add nuw i64 %37, 4
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %36, !llvm.loop !38

48:                                               ; preds = %36
  %49 = icmp eq i64 %35, %11
  br i1 %49, label %50, label %16

50:                                               ; preds = %30, %57, %48
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %51 = shl nuw nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %51, i1 false)
  tail call void @free(ptr noundef %7) #14
  br i1 %6, label %52, label %95

52:                                               ; preds = %50
  %53 = and i64 %11, 1
  %54 = icmp eq i32 %1, 1
  br i1 %54, label %82, label %55

55:                                               ; preds = %52
  %56 = and i64 %11, 2147483646
  br label %97

57:                                               ; preds = %30, %57
  %58 = phi i64 [ %78, %57 ], [ %31, %30 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul double %60, %60
  %62 = getelementptr inbounds double, ptr %7, i64 %58
  store double %61, ptr %62, align 8, !tbaa !9
  %63 = add nuw nsw i64 %58, 1
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %65, %65
  %67 = getelementptr inbounds double, ptr %7, i64 %63
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nuw nsw i64 %58, 2
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %70, %70
  %72 = getelementptr inbounds double, ptr %7, i64 %68
  store double %71, ptr %72, align 8, !tbaa !9
  %73 = add nuw nsw i64 %58, 3
  %74 = getelementptr inbounds double, ptr %0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fmul double %75, %75
  %77 = getelementptr inbounds double, ptr %7, i64 %73
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = add nuw nsw i64 %58, 4
  %79 = icmp eq i64 %78, %11
  br i1 %79, label %50, label %57, !llvm.loop !39

80:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %81 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %81, i1 false)
  tail call void @free(ptr noundef %7) #14
  br label %95

82:                                               ; preds = %97, %52
  %83 = phi double [ poison, %52 ], [ %115, %97 ]
  %84 = phi i64 [ 0, %52 ], [ %116, %97 ]
  %85 = phi double [ 0.000000e+00, %52 ], [ %115, %97 ]
  %86 = icmp eq i64 %53, 0
  br i1 %86, label %95, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %84
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = getelementptr inbounds double, ptr %0, i64 %84
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fadd double %89, %91
  %93 = tail call double @sin(double noundef %92) #14
  %94 = tail call double @llvm.fmuladd.f64(double %89, double %93, double %85)
  br label %95

95:                                               ; preds = %87, %82, %80, %50
  %96 = phi double [ 0.000000e+00, %50 ], [ 0.000000e+00, %80 ], [ %83, %82 ], [ %94, %87 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret double %96

97:                                               ; preds = %97, %55
  %98 = phi i64 [ 0, %55 ], [ %116, %97 ]
  %99 = phi double [ 0.000000e+00, %55 ], [ %115, %97 ]
  %100 = phi i64 [ 0, %55 ], [ %117, %97 ]
  %101 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %98
  %102 = load double, ptr %101, align 16, !tbaa !9
  %103 = getelementptr inbounds double, ptr %0, i64 %98
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fadd double %102, %104
  %106 = tail call double @sin(double noundef %105) #14
  %107 = tail call double @llvm.fmuladd.f64(double %102, double %106, double %99)
  %108 = or disjoint i64 %98, 1
  %109 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %0, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fadd double %110, %112
  %114 = tail call double @sin(double noundef %113) #14
  %115 = tail call double @llvm.fmuladd.f64(double %110, double %114, double %107)
  %116 = add nuw nsw i64 %98, 2
  %117 = add i64 %100, 2
  %118 = icmp eq i64 %117, %56
  br i1 %118, label %82, label %97, !llvm.loop !40
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #15
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %58, %5
  tail call void @free(ptr noundef %11) #14
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
  br i1 %60, label %17, label %18, !llvm.loop !41
}

; Function Attrs: nounwind uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = ptrtoint ptr %0 to i64
  %4 = alloca %struct.Buf, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca %struct.Buf, align 8
  %7 = alloca %struct.Buf, align 8
  %8 = alloca [12 x double], align 16
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = load i32, ptr %1, align 4, !tbaa !13
  switch i32 %10, label %217 [
    i32 0, label %12
    i32 1, label %124
  ]

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %13 = sext i32 %11 to i64
  call fastcc void @resize(ptr noundef nonnull %7, i64 noundef %13)
  %14 = icmp sgt i32 %11, 0
  %15 = load ptr, ptr %7, align 8, !tbaa !33
  br i1 %14, label %16, label %86

16:                                               ; preds = %12
  %17 = ptrtoint ptr %15 to i64
  %18 = zext nneg i32 %11 to i64
  %19 = icmp ult i32 %11, 4
  %20 = sub i64 %17, %3
  %21 = icmp ult i64 %20, 32
  %22 = select i1 %19, i1 true, i1 %21
  br i1 %22, label %23, label %41

23:                                               ; preds = %55, %16
  %24 = phi i64 [ 0, %16 ], [ %42, %55 ]
  %25 = and i64 %18, 3
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %37, label %27

27:                                               ; preds = %23, %27
  %28 = phi i64 [ %34, %27 ], [ %24, %23 ]
  %29 = phi i64 [ %35, %27 ], [ 0, %23 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %28
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %31
  %33 = getelementptr inbounds double, ptr %15, i64 %28
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %28, 1
  %35 = add i64 %29, 1
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %27, !llvm.loop !42

37:                                               ; preds = %27, %23
  %38 = phi i64 [ %24, %23 ], [ %34, %27 ]
  %39 = sub nsw i64 %24, %18
  %40 = icmp ugt i64 %39, -4
  br i1 %40, label %57, label %63

41:                                               ; preds = %16
  %42 = and i64 %18, 2147483644
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %53, %43 ]
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 8, !tbaa !9
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !9
  %49 = fmul <2 x double> %47, %47
  %50 = fmul <2 x double> %48, %48
  %51 = getelementptr inbounds double, ptr %15, i64 %44
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <2 x double> %49, ptr %51, align 8, !tbaa !9
  store <2 x double> %50, ptr %52, align 8, !tbaa !9
  %53 = add nuw i64 %44, 4
  %54 = icmp eq i64 %53, %42
  br i1 %54, label %55, label %43, !llvm.loop !43

55:                                               ; preds = %43
  %56 = icmp eq i64 %42, %18
  br i1 %56, label %57, label %23

57:                                               ; preds = %37, %63, %55
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #14
  %58 = shl nuw nsw i64 %13, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull align 8 %15, i64 %58, i1 false)
  tail call void @free(ptr noundef nonnull %15) #14
  %59 = and i64 %18, 1
  %60 = icmp eq i32 %11, 1
  br i1 %60, label %109, label %61

61:                                               ; preds = %57
  %62 = and i64 %18, 2147483646
  br label %87

63:                                               ; preds = %37, %63
  %64 = phi i64 [ %84, %63 ], [ %38, %37 ]
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = fmul double %66, %66
  %68 = getelementptr inbounds double, ptr %15, i64 %64
  store double %67, ptr %68, align 8, !tbaa !9
  %69 = add nuw nsw i64 %64, 1
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul double %71, %71
  %73 = getelementptr inbounds double, ptr %15, i64 %69
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = add nuw nsw i64 %64, 2
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fmul double %76, %76
  %78 = getelementptr inbounds double, ptr %15, i64 %74
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = add nuw nsw i64 %64, 3
  %80 = getelementptr inbounds double, ptr %0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul double %81, %81
  %83 = getelementptr inbounds double, ptr %15, i64 %79
  store double %82, ptr %83, align 8, !tbaa !9
  %84 = add nuw nsw i64 %64, 4
  %85 = icmp eq i64 %84, %18
  br i1 %85, label %57, label %63, !llvm.loop !44

86:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #14
  tail call void @free(ptr noundef %15) #14
  br label %122

87:                                               ; preds = %87, %61
  %88 = phi i64 [ 0, %61 ], [ %106, %87 ]
  %89 = phi double [ 0.000000e+00, %61 ], [ %105, %87 ]
  %90 = phi i64 [ 0, %61 ], [ %107, %87 ]
  %91 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %88
  %92 = load double, ptr %91, align 16, !tbaa !9
  %93 = getelementptr inbounds double, ptr %0, i64 %88
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = fadd double %92, %94
  %96 = tail call double @sin(double noundef %95) #14
  %97 = tail call double @llvm.fmuladd.f64(double %92, double %96, double %89)
  %98 = or disjoint i64 %88, 1
  %99 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = getelementptr inbounds double, ptr %0, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fadd double %100, %102
  %104 = tail call double @sin(double noundef %103) #14
  %105 = tail call double @llvm.fmuladd.f64(double %100, double %104, double %97)
  %106 = add nuw nsw i64 %88, 2
  %107 = add i64 %90, 2
  %108 = icmp eq i64 %107, %62
  br i1 %108, label %109, label %87, !llvm.loop !40

109:                                              ; preds = %87, %57
  %110 = phi double [ poison, %57 ], [ %105, %87 ]
  %111 = phi i64 [ 0, %57 ], [ %106, %87 ]
  %112 = phi double [ 0.000000e+00, %57 ], [ %105, %87 ]
  %113 = icmp eq i64 %59, 0
  br i1 %113, label %122, label %114

114:                                              ; preds = %109
  %115 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %111
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds double, ptr %0, i64 %111
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = fadd double %116, %118
  %120 = tail call double @sin(double noundef %119) #14
  %121 = tail call double @llvm.fmuladd.f64(double %116, double %120, double %112)
  br label %122

122:                                              ; preds = %114, %109, %86
  %123 = phi double [ 0.000000e+00, %86 ], [ %110, %109 ], [ %121, %114 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14
  br label %358

124:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  call fastcc void @resize(ptr noundef nonnull %6, i64 noundef 1)
  %125 = load double, ptr %0, align 8, !tbaa !9
  %126 = fmul double %125, 2.000000e+00
  %127 = load ptr, ptr %6, align 8, !tbaa !33
  store double %126, ptr %127, align 8, !tbaa !9
  %128 = sext i32 %11 to i64
  call fastcc void @resize(ptr noundef nonnull %6, i64 noundef %128)
  %129 = icmp sgt i32 %11, 1
  %130 = load ptr, ptr %6, align 8, !tbaa !33
  br i1 %129, label %131, label %149

131:                                              ; preds = %124
  %132 = zext nneg i32 %11 to i64
  %133 = add nsw i64 %132, -1
  %134 = and i64 %133, 1
  %135 = icmp eq i32 %11, 2
  br i1 %135, label %138, label %136

136:                                              ; preds = %131
  %137 = and i64 %133, -2
  br label %157

138:                                              ; preds = %157, %131
  %139 = phi i64 [ 1, %131 ], [ %175, %157 ]
  %140 = icmp eq i64 %134, 0
  br i1 %140, label %149, label %141

141:                                              ; preds = %138
  %142 = getelementptr double, ptr %130, i64 %139
  %143 = getelementptr i8, ptr %142, i64 -8
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = getelementptr inbounds double, ptr %0, i64 %139
  %146 = load double, ptr %145, align 8, !tbaa !9
  %147 = tail call double @cos(double noundef %146) #14
  %148 = tail call double @llvm.fmuladd.f64(double %144, double %146, double %147)
  store double %148, ptr %142, align 8, !tbaa !9
  br label %149

149:                                              ; preds = %141, %138, %124
  %150 = icmp sgt i32 %11, 0
  br i1 %150, label %151, label %215

151:                                              ; preds = %149
  %152 = zext nneg i32 %11 to i64
  %153 = and i64 %152, 3
  %154 = icmp ult i32 %11, 4
  br i1 %154, label %200, label %155

155:                                              ; preds = %151
  %156 = and i64 %152, 2147483644
  br label %178

157:                                              ; preds = %157, %136
  %158 = phi i64 [ 1, %136 ], [ %175, %157 ]
  %159 = phi i64 [ 0, %136 ], [ %176, %157 ]
  %160 = getelementptr double, ptr %130, i64 %158
  %161 = getelementptr i8, ptr %160, i64 -8
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = getelementptr inbounds double, ptr %0, i64 %158
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = tail call double @cos(double noundef %164) #14
  %166 = tail call double @llvm.fmuladd.f64(double %162, double %164, double %165)
  store double %166, ptr %160, align 8, !tbaa !9
  %167 = add nuw nsw i64 %158, 1
  %168 = getelementptr double, ptr %130, i64 %167
  %169 = getelementptr i8, ptr %168, i64 -8
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = getelementptr inbounds double, ptr %0, i64 %167
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = tail call double @cos(double noundef %172) #14
  %174 = tail call double @llvm.fmuladd.f64(double %170, double %172, double %173)
  store double %174, ptr %168, align 8, !tbaa !9
  %175 = add nuw nsw i64 %158, 2
  %176 = add i64 %159, 2
  %177 = icmp eq i64 %176, %137
  br i1 %177, label %138, label %157, !llvm.loop !45

178:                                              ; preds = %178, %155
  %179 = phi i64 [ 0, %155 ], [ %197, %178 ]
  %180 = phi double [ 0.000000e+00, %155 ], [ %196, %178 ]
  %181 = phi i64 [ 0, %155 ], [ %198, %178 ]
  %182 = getelementptr inbounds double, ptr %130, i64 %179
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %183, double %180)
  %185 = or disjoint i64 %179, 1
  %186 = getelementptr inbounds double, ptr %130, i64 %185
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = tail call double @llvm.fmuladd.f64(double %187, double %187, double %184)
  %189 = or disjoint i64 %179, 2
  %190 = getelementptr inbounds double, ptr %130, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = tail call double @llvm.fmuladd.f64(double %191, double %191, double %188)
  %193 = or disjoint i64 %179, 3
  %194 = getelementptr inbounds double, ptr %130, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %192)
  %197 = add nuw nsw i64 %179, 4
  %198 = add i64 %181, 4
  %199 = icmp eq i64 %198, %156
  br i1 %199, label %200, label %178, !llvm.loop !46

200:                                              ; preds = %178, %151
  %201 = phi double [ poison, %151 ], [ %196, %178 ]
  %202 = phi i64 [ 0, %151 ], [ %197, %178 ]
  %203 = phi double [ 0.000000e+00, %151 ], [ %196, %178 ]
  %204 = icmp eq i64 %153, 0
  br i1 %204, label %215, label %205

205:                                              ; preds = %200, %205
  %206 = phi i64 [ %212, %205 ], [ %202, %200 ]
  %207 = phi double [ %211, %205 ], [ %203, %200 ]
  %208 = phi i64 [ %213, %205 ], [ 0, %200 ]
  %209 = getelementptr inbounds double, ptr %130, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = tail call double @llvm.fmuladd.f64(double %210, double %210, double %207)
  %212 = add nuw nsw i64 %206, 1
  %213 = add i64 %208, 1
  %214 = icmp eq i64 %213, %153
  br i1 %214, label %215, label %205, !llvm.loop !47

215:                                              ; preds = %200, %205, %149
  %216 = phi double [ 0.000000e+00, %149 ], [ %201, %200 ], [ %211, %205 ]
  tail call void @free(ptr noundef %130) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  br label %358

217:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %218 = sext i32 %11 to i64
  call fastcc void @reset(ptr noundef nonnull %4, i64 noundef %218)
  %219 = icmp sgt i32 %11, 0
  %220 = load ptr, ptr %4, align 8, !tbaa !33
  br i1 %219, label %221, label %298

221:                                              ; preds = %217
  %222 = ptrtoint ptr %220 to i64
  %223 = zext nneg i32 %11 to i64
  %224 = icmp ult i32 %11, 4
  %225 = sub i64 %222, %3
  %226 = icmp ult i64 %225, 32
  %227 = select i1 %224, i1 true, i1 %226
  br i1 %227, label %228, label %247

228:                                              ; preds = %263, %221
  %229 = phi i64 [ 0, %221 ], [ %248, %263 ]
  %230 = and i64 %223, 3
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %243, label %232

232:                                              ; preds = %228, %232
  %233 = phi i64 [ %240, %232 ], [ %229, %228 ]
  %234 = phi i64 [ %241, %232 ], [ 0, %228 ]
  %235 = getelementptr inbounds double, ptr %0, i64 %233
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul double %236, %236
  %238 = fmul double %236, %237
  %239 = getelementptr inbounds double, ptr %220, i64 %233
  store double %238, ptr %239, align 8, !tbaa !9
  %240 = add nuw nsw i64 %233, 1
  %241 = add i64 %234, 1
  %242 = icmp eq i64 %241, %230
  br i1 %242, label %243, label %232, !llvm.loop !48

243:                                              ; preds = %232, %228
  %244 = phi i64 [ %229, %228 ], [ %240, %232 ]
  %245 = sub nsw i64 %229, %223
  %246 = icmp ugt i64 %245, -4
  br i1 %246, label %265, label %271

247:                                              ; preds = %221
  %248 = and i64 %223, 2147483644
  br label %249

249:                                              ; preds = %249, %247
  %250 = phi i64 [ 0, %247 ], [ %261, %249 ]
  %251 = getelementptr inbounds double, ptr %0, i64 %250
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load <2 x double>, ptr %251, align 8, !tbaa !9
  %254 = load <2 x double>, ptr %252, align 8, !tbaa !9
  %255 = fmul <2 x double> %253, %253
  %256 = fmul <2 x double> %254, %254
  %257 = fmul <2 x double> %253, %255
  %258 = fmul <2 x double> %254, %256
  %259 = getelementptr inbounds double, ptr %220, i64 %250
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  store <2 x double> %257, ptr %259, align 8, !tbaa !9
  store <2 x double> %258, ptr %260, align 8, !tbaa !9
  %261 = add nuw i64 %250, 4
  %262 = icmp eq i64 %261, %248
  br i1 %262, label %263, label %249, !llvm.loop !49

263:                                              ; preds = %249
  %264 = icmp eq i64 %248, %223
  br i1 %264, label %265, label %228

265:                                              ; preds = %243, %271, %263
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #14
  %266 = shl nuw nsw i64 %218, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 8 %220, i64 %266, i1 false)
  tail call void @free(ptr noundef nonnull %220) #14
  %267 = and i64 %223, 3
  %268 = icmp ult i32 %11, 4
  br i1 %268, label %337, label %269

269:                                              ; preds = %265
  %270 = and i64 %223, 2147483644
  br label %299

271:                                              ; preds = %243, %271
  %272 = phi i64 [ %296, %271 ], [ %244, %243 ]
  %273 = getelementptr inbounds double, ptr %0, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = fmul double %274, %274
  %276 = fmul double %274, %275
  %277 = getelementptr inbounds double, ptr %220, i64 %272
  store double %276, ptr %277, align 8, !tbaa !9
  %278 = add nuw nsw i64 %272, 1
  %279 = getelementptr inbounds double, ptr %0, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = fmul double %280, %280
  %282 = fmul double %280, %281
  %283 = getelementptr inbounds double, ptr %220, i64 %278
  store double %282, ptr %283, align 8, !tbaa !9
  %284 = add nuw nsw i64 %272, 2
  %285 = getelementptr inbounds double, ptr %0, i64 %284
  %286 = load double, ptr %285, align 8, !tbaa !9
  %287 = fmul double %286, %286
  %288 = fmul double %286, %287
  %289 = getelementptr inbounds double, ptr %220, i64 %284
  store double %288, ptr %289, align 8, !tbaa !9
  %290 = add nuw nsw i64 %272, 3
  %291 = getelementptr inbounds double, ptr %0, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !9
  %293 = fmul double %292, %292
  %294 = fmul double %292, %293
  %295 = getelementptr inbounds double, ptr %220, i64 %290
  store double %294, ptr %295, align 8, !tbaa !9
  %296 = add nuw nsw i64 %272, 4
  %297 = icmp eq i64 %296, %223
  br i1 %297, label %265, label %271, !llvm.loop !50

298:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #14
  tail call void @free(ptr noundef %220) #14
  br label %356

299:                                              ; preds = %299, %269
  %300 = phi i64 [ 0, %269 ], [ %329, %299 ]
  %301 = phi double [ 0.000000e+00, %269 ], [ %334, %299 ]
  %302 = phi i64 [ 0, %269 ], [ %335, %299 ]
  %303 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %300
  %304 = load double, ptr %303, align 16, !tbaa !9
  %305 = or disjoint i64 %300, 1
  %306 = icmp eq i64 %305, %223
  %307 = select i1 %306, i64 0, i64 %305
  %308 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = tail call double @llvm.fmuladd.f64(double %304, double %309, double %301)
  %311 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %305
  %312 = load double, ptr %311, align 8, !tbaa !9
  %313 = or disjoint i64 %300, 2
  %314 = icmp eq i64 %313, %223
  %315 = select i1 %314, i64 0, i64 %313
  %316 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %315
  %317 = load double, ptr %316, align 16, !tbaa !9
  %318 = tail call double @llvm.fmuladd.f64(double %312, double %317, double %310)
  %319 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %313
  %320 = load double, ptr %319, align 16, !tbaa !9
  %321 = or disjoint i64 %300, 3
  %322 = icmp eq i64 %321, %223
  %323 = select i1 %322, i64 0, i64 %321
  %324 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %323
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = tail call double @llvm.fmuladd.f64(double %320, double %325, double %318)
  %327 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %321
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = add nuw nsw i64 %300, 4
  %330 = icmp eq i64 %329, %223
  %331 = select i1 %330, i64 0, i64 %329
  %332 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %331
  %333 = load double, ptr %332, align 16, !tbaa !9
  %334 = tail call double @llvm.fmuladd.f64(double %328, double %333, double %326)
  %335 = add i64 %302, 4
  %336 = icmp eq i64 %335, %270
  br i1 %336, label %337, label %299, !llvm.loop !51

337:                                              ; preds = %299, %265
  %338 = phi double [ poison, %265 ], [ %334, %299 ]
  %339 = phi i64 [ 0, %265 ], [ %329, %299 ]
  %340 = phi double [ 0.000000e+00, %265 ], [ %334, %299 ]
  %341 = icmp eq i64 %267, 0
  br i1 %341, label %356, label %342

342:                                              ; preds = %337, %342
  %343 = phi i64 [ %348, %342 ], [ %339, %337 ]
  %344 = phi double [ %353, %342 ], [ %340, %337 ]
  %345 = phi i64 [ %354, %342 ], [ 0, %337 ]
  %346 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = add nuw nsw i64 %343, 1
  %349 = icmp eq i64 %348, %223
  %350 = select i1 %349, i64 0, i64 %348
  %351 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !9
  %353 = tail call double @llvm.fmuladd.f64(double %347, double %352, double %344)
  %354 = add i64 %345, 1
  %355 = icmp eq i64 %354, %267
  br i1 %355, label %356, label %342, !llvm.loop !52

356:                                              ; preds = %337, %342, %298
  %357 = phi double [ 0.000000e+00, %298 ], [ %338, %337 ], [ %353, %342 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14
  br label %358

358:                                              ; preds = %215, %356, %122
  %359 = phi double [ %123, %122 ], [ %216, %215 ], [ %357, %356 ]
  ret double %359
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef 1)
  %4 = load double, ptr %0, align 8, !tbaa !9
  %5 = fmul double %4, 2.000000e+00
  %6 = load ptr, ptr %3, align 8, !tbaa !33
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = sext i32 %1 to i64
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef %7)
  %8 = icmp sgt i32 %1, 1
  %9 = load ptr, ptr %3, align 8, !tbaa !33
  br i1 %8, label %10, label %28

10:                                               ; preds = %2
  %11 = zext nneg i32 %1 to i64
  %12 = add nsw i64 %11, -1
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 2
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = and i64 %12, -2
  br label %36

17:                                               ; preds = %36, %10
  %18 = phi i64 [ 1, %10 ], [ %54, %36 ]
  %19 = icmp eq i64 %13, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %17
  %21 = getelementptr double, ptr %9, i64 %18
  %22 = getelementptr i8, ptr %21, i64 -8
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds double, ptr %0, i64 %18
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = tail call double @cos(double noundef %25) #14
  %27 = tail call double @llvm.fmuladd.f64(double %23, double %25, double %26)
  store double %27, ptr %21, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %20, %17, %2
  %29 = icmp sgt i32 %1, 0
  br i1 %29, label %30, label %72

30:                                               ; preds = %28
  %31 = zext nneg i32 %1 to i64
  %32 = and i64 %31, 3
  %33 = icmp ult i32 %1, 4
  br i1 %33, label %57, label %34

34:                                               ; preds = %30
  %35 = and i64 %31, 2147483644
  br label %74

36:                                               ; preds = %36, %15
  %37 = phi i64 [ 1, %15 ], [ %54, %36 ]
  %38 = phi i64 [ 0, %15 ], [ %55, %36 ]
  %39 = getelementptr double, ptr %9, i64 %37
  %40 = getelementptr i8, ptr %39, i64 -8
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %0, i64 %37
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @cos(double noundef %43) #14
  %45 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %44)
  store double %45, ptr %39, align 8, !tbaa !9
  %46 = add nuw nsw i64 %37, 1
  %47 = getelementptr double, ptr %9, i64 %46
  %48 = getelementptr i8, ptr %47, i64 -8
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds double, ptr %0, i64 %46
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @cos(double noundef %51) #14
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %52)
  store double %53, ptr %47, align 8, !tbaa !9
  %54 = add nuw nsw i64 %37, 2
  %55 = add i64 %38, 2
  %56 = icmp eq i64 %55, %16
  br i1 %56, label %17, label %36, !llvm.loop !45

57:                                               ; preds = %74, %30
  %58 = phi double [ poison, %30 ], [ %92, %74 ]
  %59 = phi i64 [ 0, %30 ], [ %93, %74 ]
  %60 = phi double [ 0.000000e+00, %30 ], [ %92, %74 ]
  %61 = icmp eq i64 %32, 0
  br i1 %61, label %72, label %62

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %69, %62 ], [ %59, %57 ]
  %64 = phi double [ %68, %62 ], [ %60, %57 ]
  %65 = phi i64 [ %70, %62 ], [ 0, %57 ]
  %66 = getelementptr inbounds double, ptr %9, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %67, double %64)
  %69 = add nuw nsw i64 %63, 1
  %70 = add i64 %65, 1
  %71 = icmp eq i64 %70, %32
  br i1 %71, label %72, label %62, !llvm.loop !53

72:                                               ; preds = %57, %62, %28
  %73 = phi double [ 0.000000e+00, %28 ], [ %58, %57 ], [ %68, %62 ]
  tail call void @free(ptr noundef %9) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret double %73

74:                                               ; preds = %74, %34
  %75 = phi i64 [ 0, %34 ], [ %93, %74 ]
  %76 = phi double [ 0.000000e+00, %34 ], [ %92, %74 ]
  %77 = phi i64 [ 0, %34 ], [ %94, %74 ]
  %78 = getelementptr inbounds double, ptr %9, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %79, double %76)
  %81 = or disjoint i64 %75, 1
  %82 = getelementptr inbounds double, ptr %9, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %83, double %80)
  %85 = or disjoint i64 %75, 2
  %86 = getelementptr inbounds double, ptr %9, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %87, double %84)
  %89 = or disjoint i64 %75, 3
  %90 = getelementptr inbounds double, ptr %9, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %91, double %88)
  %93 = add nuw nsw i64 %75, 4
  %94 = add i64 %77, 4
  %95 = icmp eq i64 %94, %35
  br i1 %95, label %57, label %74, !llvm.loop !46
}

; Function Attrs: nounwind uwtable
define internal double @fresh(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %5 = sext i32 %1 to i64
  call fastcc void @reset(ptr noundef nonnull %3, i64 noundef %5)
  %6 = icmp sgt i32 %1, 0
  %7 = load ptr, ptr %3, align 8, !tbaa !33
  br i1 %6, label %8, label %88

8:                                                ; preds = %2
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 4
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 32
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %51, %8
  %17 = phi i64 [ 0, %8 ], [ %36, %51 ]
  %18 = and i64 %11, 3
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %31, label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %28, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %29, %20 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, %24
  %26 = fmul double %24, %25
  %27 = getelementptr inbounds double, ptr %7, i64 %21
  store double %26, ptr %27, align 8, !tbaa !9
  %28 = add nuw nsw i64 %21, 1
  %29 = add i64 %22, 1
  %30 = icmp eq i64 %29, %18
  br i1 %30, label %31, label %20, !llvm.loop !54

31:                                               ; preds = %20, %16
  %32 = phi i64 [ %17, %16 ], [ %28, %20 ]
  %33 = sub nsw i64 %17, %11
  %34 = icmp ugt i64 %33, -4
  br i1 %34, label %53, label %61

35:                                               ; preds = %8
  %36 = and i64 %11, 2147483644
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %49, %37 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !9
  %43 = fmul <2 x double> %41, %41
  %44 = fmul <2 x double> %42, %42
  %45 = fmul <2 x double> %41, %43
  %46 = fmul <2 x double> %42, %44
  %47 = getelementptr inbounds double, ptr %7, i64 %38
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <2 x double> %45, ptr %47, align 8, !tbaa !9
  store <2 x double> %46, ptr %48, align 8, !tbaa !9
  %49 = add nuw i64 %38, 4
  %50 = icmp eq i64 %49, %36
  br i1 %50, label %51, label %37, !llvm.loop !55

51:                                               ; preds = %37
  %52 = icmp eq i64 %36, %11
  br i1 %52, label %53, label %16

53:                                               ; preds = %31, %61, %51
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %54 = shl nuw nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %54, i1 false)
  tail call void @free(ptr noundef %7) #14
  br i1 %6, label %55, label %105

55:                                               ; preds = %53
  %56 = zext nneg i32 %1 to i64
  %57 = and i64 %11, 1
  %58 = icmp eq i32 %1, 1
  br i1 %58, label %90, label %59

59:                                               ; preds = %55
  %60 = and i64 %11, 2147483646
  br label %107

61:                                               ; preds = %31, %61
  %62 = phi i64 [ %86, %61 ], [ %32, %31 ]
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fmul double %64, %64
  %66 = fmul double %64, %65
  %67 = getelementptr inbounds double, ptr %7, i64 %62
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nuw nsw i64 %62, 1
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %70, %70
  %72 = fmul double %70, %71
  %73 = getelementptr inbounds double, ptr %7, i64 %68
  store double %72, ptr %73, align 8, !tbaa !9
  %74 = add nuw nsw i64 %62, 2
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fmul double %76, %76
  %78 = fmul double %76, %77
  %79 = getelementptr inbounds double, ptr %7, i64 %74
  store double %78, ptr %79, align 8, !tbaa !9
  %80 = add nuw nsw i64 %62, 3
  %81 = getelementptr inbounds double, ptr %0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul double %82, %82
  %84 = fmul double %82, %83
  %85 = getelementptr inbounds double, ptr %7, i64 %80
  store double %84, ptr %85, align 8, !tbaa !9
  %86 = add nuw nsw i64 %62, 4
  %87 = icmp eq i64 %86, %11
  br i1 %87, label %53, label %61, !llvm.loop !56

88:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #14
  %89 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %89, i1 false)
  tail call void @free(ptr noundef %7) #14
  br label %105

90:                                               ; preds = %107, %55
  %91 = phi double [ poison, %55 ], [ %128, %107 ]
  %92 = phi i64 [ 0, %55 ], [ %122, %107 ]
  %93 = phi double [ 0.000000e+00, %55 ], [ %128, %107 ]
  %94 = icmp eq i64 %57, 0
  br i1 %94, label %105, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %92
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %56
  %100 = and i64 %98, 4294967295
  %101 = select i1 %99, i64 0, i64 %100
  %102 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = tail call double @llvm.fmuladd.f64(double %97, double %103, double %93)
  br label %105

105:                                              ; preds = %95, %90, %88, %53
  %106 = phi double [ 0.000000e+00, %53 ], [ 0.000000e+00, %88 ], [ %91, %90 ], [ %104, %95 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret double %106

107:                                              ; preds = %107, %59
  %108 = phi i64 [ 0, %59 ], [ %122, %107 ]
  %109 = phi double [ 0.000000e+00, %59 ], [ %128, %107 ]
  %110 = phi i64 [ 0, %59 ], [ %129, %107 ]
  %111 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %108
  %112 = load double, ptr %111, align 16, !tbaa !9
  %113 = or disjoint i64 %108, 1
  %114 = icmp eq i64 %113, %56
  %115 = and i64 %113, 4294967295
  %116 = select i1 %114, i64 0, i64 %115
  %117 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = tail call double @llvm.fmuladd.f64(double %112, double %118, double %109)
  %120 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %113
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = add nuw nsw i64 %108, 2
  %123 = icmp eq i64 %122, %56
  %124 = and i64 %122, 4294967294
  %125 = select i1 %123, i64 0, i64 %124
  %126 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %125
  %127 = load double, ptr %126, align 16, !tbaa !9
  %128 = tail call double @llvm.fmuladd.f64(double %121, double %127, double %119)
  %129 = add i64 %110, 2
  %130 = icmp eq i64 %129, %60
  br i1 %130, label %90, label %107, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @resize(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #6 {
  %3 = shl nsw i64 %1, 3
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #15
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !57
  %7 = tail call i64 @llvm.smin.i64(i64 %6, i64 %1)
  %8 = icmp sgt i64 %7, 0
  %9 = load ptr, ptr %0, align 8, !tbaa !33
  br i1 %8, label %10, label %48

10:                                               ; preds = %2
  %11 = ptrtoint ptr %9 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = icmp ult i64 %7, 6
  %14 = sub i64 %12, %11
  %15 = icmp ult i64 %14, 32
  %16 = select i1 %13, i1 true, i1 %15
  br i1 %16, label %17, label %34

17:                                               ; preds = %46, %10
  %18 = phi i64 [ 0, %10 ], [ %35, %46 ]
  %19 = and i64 %7, 3
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %17, %21
  %22 = phi i64 [ %27, %21 ], [ %18, %17 ]
  %23 = phi i64 [ %28, %21 ], [ 0, %17 ]
  %24 = getelementptr inbounds double, ptr %9, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds double, ptr %4, i64 %22
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %22, 1
  %28 = add i64 %23, 1
  %29 = icmp eq i64 %28, %19
  br i1 %29, label %30, label %21, !llvm.loop !58

30:                                               ; preds = %21, %17
  %31 = phi i64 [ %18, %17 ], [ %27, %21 ]
  %32 = sub nsw i64 %18, %7
  %33 = icmp ugt i64 %32, -4
  br i1 %33, label %48, label %49

34:                                               ; preds = %10
  %35 = and i64 %7, 9223372036854775804
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %44, %36 ]
  %38 = getelementptr inbounds double, ptr %9, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9
  %41 = load <2 x double>, ptr %39, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %4, i64 %37
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  store <2 x double> %40, ptr %42, align 8, !tbaa !9
  store <2 x double> %41, ptr %43, align 8, !tbaa !9
  %44 = add nuw i64 %37, 4
  %45 = icmp eq i64 %44, %35
  br i1 %45, label %46, label %36, !llvm.loop !59

46:                                               ; preds = %36
  %47 = icmp eq i64 %7, %35
  br i1 %47, label %48, label %17

48:                                               ; preds = %30, %49, %46, %2
  tail call void @free(ptr noundef %9) #14
  store ptr %4, ptr %0, align 8, !tbaa !33
  store i64 %1, ptr %5, align 8, !tbaa !57
  ret void

49:                                               ; preds = %30, %49
  %50 = phi i64 [ %66, %49 ], [ %31, %30 ]
  %51 = getelementptr inbounds double, ptr %9, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds double, ptr %4, i64 %50
  store double %52, ptr %53, align 8, !tbaa !9
  %54 = add nuw nsw i64 %50, 1
  %55 = getelementptr inbounds double, ptr %9, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds double, ptr %4, i64 %54
  store double %56, ptr %57, align 8, !tbaa !9
  %58 = add nuw nsw i64 %50, 2
  %59 = getelementptr inbounds double, ptr %9, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds double, ptr %4, i64 %58
  store double %60, ptr %61, align 8, !tbaa !9
  %62 = add nuw nsw i64 %50, 3
  %63 = getelementptr inbounds double, ptr %9, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr inbounds double, ptr %4, i64 %62
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = add nuw nsw i64 %50, 4
  %67 = icmp eq i64 %66, %7
  br i1 %67, label %48, label %49, !llvm.loop !60
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @reset(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #12 {
  %3 = load ptr, ptr %0, align 8, !tbaa !33
  tail call void @free(ptr noundef %3) #14
  %4 = shl nsw i64 %1, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #15
  store ptr %5, ptr %0, align 8, !tbaa !33
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %1, ptr %6, align 8, !tbaa !57
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17, !18, !19}
!26 = distinct !{!26, !17, !19, !18}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17, !18, !19}
!30 = distinct !{!30, !17, !19, !18}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !17}
!33 = !{!34, !35, i64 0}
!34 = !{!"", !35, i64 0, !36, i64 8}
!35 = !{!"any pointer", !7, i64 0}
!36 = !{!"long", !7, i64 0}
!37 = distinct !{!37, !22}
!38 = distinct !{!38, !17, !18, !19}
!39 = distinct !{!39, !17, !18}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !17}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !17, !18, !19}
!44 = distinct !{!44, !17, !18}
!45 = distinct !{!45, !17}
!46 = distinct !{!46, !17}
!47 = distinct !{!47, !22}
!48 = distinct !{!48, !22}
!49 = distinct !{!49, !17, !18, !19}
!50 = distinct !{!50, !17, !18}
!51 = distinct !{!51, !17}
!52 = distinct !{!52, !22}
!53 = distinct !{!53, !22}
!54 = distinct !{!54, !22}
!55 = distinct !{!55, !17, !18, !19}
!56 = distinct !{!56, !17, !18}
!57 = !{!34, !36, i64 8}
!58 = distinct !{!58, !22}
!59 = distinct !{!59, !17, !18, !19}
!60 = distinct !{!60, !17, !18}
