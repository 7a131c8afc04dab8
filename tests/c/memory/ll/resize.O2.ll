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
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca %struct.Ctx, align 4
  %6 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
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
  %52 = getelementptr inbounds i8, ptr %1, i64 64
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <2 x i64> poison, i64 %53, i64 0
  %57 = insertelement <2 x i64> %56, i64 %55, i64 1
  %58 = lshr <2 x i64> %57, <i64 10, i64 10>
  %59 = and <2 x i64> %58, <i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <2 x i64> %59 to <2 x double>
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %61, ptr %52, align 16, !tbaa !9
  %62 = mul i64 %55, 6364136223846793005
  %63 = getelementptr inbounds i8, ptr %1, i64 80
  %64 = add i64 %62, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = insertelement <2 x i64> poison, i64 %64, i64 0
  %68 = insertelement <2 x i64> %67, i64 %66, i64 1
  %69 = lshr <2 x i64> %68, <i64 10, i64 10>
  %70 = and <2 x i64> %69, <i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <2 x i64> %70 to <2 x double>
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %72, ptr %63, align 16, !tbaa !9
  %73 = mul i64 %66, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = insertelement <2 x i64> %77, i64 %76, i64 1
  %79 = lshr <2 x i64> %78, <i64 10, i64 10>
  %80 = and <2 x i64> %79, <i64 18014398509481982, i64 18014398509481982>
  %81 = uitofp nneg <2 x i64> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %82, ptr %3, align 16, !tbaa !9
  %83 = mul i64 %76, 6364136223846793005
  %84 = getelementptr inbounds i8, ptr %3, i64 16
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
  %94 = mul i64 %87, 6364136223846793005
  %95 = getelementptr inbounds i8, ptr %3, i64 32
  %96 = add i64 %94, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = insertelement <2 x i64> poison, i64 %96, i64 0
  %100 = insertelement <2 x i64> %99, i64 %98, i64 1
  %101 = lshr <2 x i64> %100, <i64 10, i64 10>
  %102 = and <2 x i64> %101, <i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <2 x i64> %102 to <2 x double>
  %104 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %103, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %104, ptr %95, align 16, !tbaa !9
  %105 = mul i64 %98, 6364136223846793005
  %106 = getelementptr inbounds i8, ptr %3, i64 48
  %107 = add i64 %105, 1442695040888963407
  %108 = mul i64 %107, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = insertelement <2 x i64> poison, i64 %107, i64 0
  %111 = insertelement <2 x i64> %110, i64 %109, i64 1
  %112 = lshr <2 x i64> %111, <i64 10, i64 10>
  %113 = and <2 x i64> %112, <i64 18014398509481982, i64 18014398509481982>
  %114 = uitofp nneg <2 x i64> %113 to <2 x double>
  %115 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %115, ptr %106, align 16, !tbaa !9
  %116 = mul i64 %109, 6364136223846793005
  %117 = getelementptr inbounds i8, ptr %3, i64 64
  %118 = add i64 %116, 1442695040888963407
  %119 = mul i64 %118, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = insertelement <2 x i64> poison, i64 %118, i64 0
  %122 = insertelement <2 x i64> %121, i64 %120, i64 1
  %123 = lshr <2 x i64> %122, <i64 10, i64 10>
  %124 = and <2 x i64> %123, <i64 18014398509481982, i64 18014398509481982>
  %125 = uitofp nneg <2 x i64> %124 to <2 x double>
  %126 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %125, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %126, ptr %117, align 16, !tbaa !9
  %127 = mul i64 %120, 6364136223846793005
  %128 = getelementptr inbounds i8, ptr %3, i64 80
  %129 = add i64 %127, 1442695040888963407
  %130 = mul i64 %129, 6364136223846793005
  %131 = add i64 %130, 1442695040888963407
  %132 = insertelement <2 x i64> poison, i64 %129, i64 0
  %133 = insertelement <2 x i64> %132, i64 %131, i64 1
  %134 = lshr <2 x i64> %133, <i64 10, i64 10>
  %135 = and <2 x i64> %134, <i64 18014398509481982, i64 18014398509481982>
  %136 = uitofp nneg <2 x i64> %135 to <2 x double>
  %137 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %137, ptr %128, align 16, !tbaa !9
  store i64 %131, ptr @rng_state, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %4, i64 4
  br label %141

139:                                              ; preds = %271
  %140 = getelementptr inbounds i8, ptr %5, i64 4
  br label %276

141:                                              ; preds = %0, %271
  %142 = phi i64 [ 0, %0 ], [ %272, %271 ]
  %143 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store i32 %144, ptr %4, align 4, !tbaa !13
  store i32 0, ptr %138, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %145 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %146 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %145, i32 noundef %144) #14
  %147 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %148 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %147, i32 noundef %144) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %4, ptr noundef nonnull %1, i32 noundef %144, ptr noundef nonnull %2)
  %149 = call i32 @llvm.smax.i32(i32 %144, i32 1)
  %150 = zext nneg i32 %149 to i64
  %151 = shl nuw nsw i64 %150, 3
  %152 = call noalias ptr @malloc(i64 noundef %151) #15
  %153 = call noalias ptr @malloc(i64 noundef %151) #15
  %154 = zext i32 %144 to i64
  %155 = icmp eq i64 %142, 2
  br i1 %155, label %172, label %156

156:                                              ; preds = %141
  %157 = and i64 %154, 2147483646
  br label %158

158:                                              ; preds = %158, %156
  %159 = phi i64 [ 0, %156 ], [ %168, %158 ]
  %160 = getelementptr inbounds double, ptr %1, i64 %159
  %161 = load <2 x double>, ptr %160, align 16, !tbaa !9
  %162 = getelementptr inbounds double, ptr %3, i64 %159
  %163 = load <2 x double>, ptr %162, align 16, !tbaa !9
  %164 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %161)
  %165 = getelementptr inbounds double, ptr %152, i64 %159
  store <2 x double> %164, ptr %165, align 8, !tbaa !9
  %166 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %163, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %161)
  %167 = getelementptr inbounds double, ptr %153, i64 %159
  store <2 x double> %166, ptr %167, align 8, !tbaa !9
  %168 = add nuw i64 %159, 2
  %169 = icmp eq i64 %168, %157
  br i1 %169, label %170, label %158, !llvm.loop !16

170:                                              ; preds = %158
  %171 = icmp eq i64 %157, %154
  br i1 %171, label %186, label %172

172:                                              ; preds = %170, %141
  %173 = phi i64 [ 0, %141 ], [ %157, %170 ]
  br label %174

174:                                              ; preds = %172, %174
  %175 = phi i64 [ %184, %174 ], [ %173, %172 ]
  %176 = getelementptr inbounds double, ptr %1, i64 %175
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = getelementptr inbounds double, ptr %3, i64 %175
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = call double @llvm.fmuladd.f64(double %179, double 0x3EB0C6F7A0B5ED8D, double %177)
  %181 = getelementptr inbounds double, ptr %152, i64 %175
  store double %180, ptr %181, align 8, !tbaa !9
  %182 = call double @llvm.fmuladd.f64(double %179, double 0xBEB0C6F7A0B5ED8D, double %177)
  %183 = getelementptr inbounds double, ptr %153, i64 %175
  store double %182, ptr %183, align 8, !tbaa !9
  %184 = add nuw nsw i64 %175, 1
  %185 = icmp eq i64 %184, %154
  br i1 %185, label %186, label %174, !llvm.loop !20

186:                                              ; preds = %174, %170
  %187 = call fastcc double @obj(ptr noundef nonnull %152, ptr noundef nonnull readonly %4)
  %188 = call fastcc double @obj(ptr noundef nonnull %153, ptr noundef nonnull readonly %4)
  %189 = fsub double %187, %188
  %190 = fdiv double %189, 2.000000e-06
  call void @free(ptr noundef nonnull %152) #14
  call void @free(ptr noundef nonnull %153) #14
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ogt double %191, 1.000000e+00
  %193 = select i1 %192, double %191, double 1.000000e+00
  %194 = fsub double %148, %190
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fmul double %193, 0x3EB0C6F7A0B5ED8D
  %197 = fcmp ole double %195, %196
  %198 = select i1 %197, ptr @.str.11, ptr @.str.12
  %199 = trunc nuw nsw i64 %142 to i32
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %199, double noundef %148, double noundef %190, ptr noundef nonnull %198)
  br i1 %197, label %201, label %207

201:                                              ; preds = %207, %186
  %202 = add nsw i64 %154, -1
  %203 = and i64 %154, 3
  %204 = icmp ult i64 %202, 3
  br i1 %204, label %210, label %205

205:                                              ; preds = %201
  %206 = and i64 %154, 4294967292
  br label %241

207:                                              ; preds = %186
  %208 = load i32, ptr @n_fail, align 4, !tbaa !11
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !11
  br label %201

210:                                              ; preds = %241, %201
  %211 = phi double [ poison, %201 ], [ %267, %241 ]
  %212 = phi i64 [ 0, %201 ], [ %268, %241 ]
  %213 = phi double [ 0.000000e+00, %201 ], [ %267, %241 ]
  %214 = icmp eq i64 %203, 0
  br i1 %214, label %227, label %215

215:                                              ; preds = %210, %215
  %216 = phi i64 [ %224, %215 ], [ %212, %210 ]
  %217 = phi double [ %223, %215 ], [ %213, %210 ]
  %218 = phi i64 [ %225, %215 ], [ 0, %210 ]
  %219 = getelementptr inbounds double, ptr %2, i64 %216
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = getelementptr inbounds double, ptr %3, i64 %216
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = call double @llvm.fmuladd.f64(double %220, double %222, double %217)
  %224 = add nuw nsw i64 %216, 1
  %225 = add i64 %218, 1
  %226 = icmp eq i64 %225, %203
  br i1 %226, label %227, label %215, !llvm.loop !21

227:                                              ; preds = %215, %210
  %228 = phi double [ %211, %210 ], [ %223, %215 ]
  %229 = call double @llvm.fabs.f64(double %148)
  %230 = fcmp ogt double %229, 1.000000e+00
  %231 = select i1 %230, double %229, double 1.000000e+00
  %232 = fsub double %228, %148
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fmul double %231, 0x3EB0C6F7A0B5ED8D
  %235 = fcmp ole double %233, %234
  %236 = select i1 %235, ptr @.str.11, ptr @.str.12
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %199, double noundef %228, double noundef %148, ptr noundef nonnull %236)
  br i1 %235, label %271, label %238

238:                                              ; preds = %227
  %239 = load i32, ptr @n_fail, align 4, !tbaa !11
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr @n_fail, align 4, !tbaa !11
  br label %271

241:                                              ; preds = %241, %205
  %242 = phi i64 [ 0, %205 ], [ %268, %241 ]
  %243 = phi double [ 0.000000e+00, %205 ], [ %267, %241 ]
  %244 = phi i64 [ 0, %205 ], [ %269, %241 ]
  %245 = getelementptr inbounds double, ptr %2, i64 %242
  %246 = load double, ptr %245, align 16, !tbaa !9
  %247 = getelementptr inbounds double, ptr %3, i64 %242
  %248 = load double, ptr %247, align 16, !tbaa !9
  %249 = call double @llvm.fmuladd.f64(double %246, double %248, double %243)
  %250 = or disjoint i64 %242, 1
  %251 = getelementptr inbounds double, ptr %2, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = getelementptr inbounds double, ptr %3, i64 %250
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = call double @llvm.fmuladd.f64(double %252, double %254, double %249)
  %256 = or disjoint i64 %242, 2
  %257 = getelementptr inbounds double, ptr %2, i64 %256
  %258 = load double, ptr %257, align 16, !tbaa !9
  %259 = getelementptr inbounds double, ptr %3, i64 %256
  %260 = load double, ptr %259, align 16, !tbaa !9
  %261 = call double @llvm.fmuladd.f64(double %258, double %260, double %255)
  %262 = or disjoint i64 %242, 3
  %263 = getelementptr inbounds double, ptr %2, i64 %262
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = getelementptr inbounds double, ptr %3, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = call double @llvm.fmuladd.f64(double %264, double %266, double %261)
  %268 = add nuw nsw i64 %242, 4
  %269 = add i64 %244, 4
  %270 = icmp eq i64 %269, %206
  br i1 %270, label %210, label %241, !llvm.loop !23

271:                                              ; preds = %227, %238
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  %272 = add nuw nsw i64 %142, 1
  %273 = icmp eq i64 %272, 3
  br i1 %273, label %139, label %141, !llvm.loop !24

274:                                              ; preds = %406
  %275 = getelementptr inbounds i8, ptr %6, i64 4
  br label %415

276:                                              ; preds = %139, %406
  %277 = phi i64 [ 0, %139 ], [ %407, %406 ]
  %278 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  store i32 %279, ptr %5, align 4, !tbaa !13
  store i32 1, ptr %140, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %280 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %281 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %280, i32 noundef %279) #14
  %282 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %283 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %282, i32 noundef %279) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %5, ptr noundef nonnull %1, i32 noundef %279, ptr noundef nonnull %2)
  %284 = call i32 @llvm.smax.i32(i32 %279, i32 1)
  %285 = zext nneg i32 %284 to i64
  %286 = shl nuw nsw i64 %285, 3
  %287 = call noalias ptr @malloc(i64 noundef %286) #15
  %288 = call noalias ptr @malloc(i64 noundef %286) #15
  %289 = zext i32 %279 to i64
  %290 = icmp eq i64 %277, 2
  br i1 %290, label %307, label %291

291:                                              ; preds = %276
  %292 = and i64 %289, 2147483646
  br label %293

293:                                              ; preds = %293, %291
  %294 = phi i64 [ 0, %291 ], [ %303, %293 ]
  %295 = getelementptr inbounds double, ptr %1, i64 %294
  %296 = load <2 x double>, ptr %295, align 16, !tbaa !9
  %297 = getelementptr inbounds double, ptr %3, i64 %294
  %298 = load <2 x double>, ptr %297, align 16, !tbaa !9
  %299 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %298, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %296)
  %300 = getelementptr inbounds double, ptr %287, i64 %294
  store <2 x double> %299, ptr %300, align 8, !tbaa !9
  %301 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %298, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %296)
  %302 = getelementptr inbounds double, ptr %288, i64 %294
  store <2 x double> %301, ptr %302, align 8, !tbaa !9
  %303 = add nuw i64 %294, 2
  %304 = icmp eq i64 %303, %292
  br i1 %304, label %305, label %293, !llvm.loop !25

305:                                              ; preds = %293
  %306 = icmp eq i64 %292, %289
  br i1 %306, label %321, label %307

307:                                              ; preds = %305, %276
  %308 = phi i64 [ 0, %276 ], [ %292, %305 ]
  br label %309

309:                                              ; preds = %307, %309
  %310 = phi i64 [ %319, %309 ], [ %308, %307 ]
  %311 = getelementptr inbounds double, ptr %1, i64 %310
  %312 = load double, ptr %311, align 8, !tbaa !9
  %313 = getelementptr inbounds double, ptr %3, i64 %310
  %314 = load double, ptr %313, align 8, !tbaa !9
  %315 = call double @llvm.fmuladd.f64(double %314, double 0x3EB0C6F7A0B5ED8D, double %312)
  %316 = getelementptr inbounds double, ptr %287, i64 %310
  store double %315, ptr %316, align 8, !tbaa !9
  %317 = call double @llvm.fmuladd.f64(double %314, double 0xBEB0C6F7A0B5ED8D, double %312)
  %318 = getelementptr inbounds double, ptr %288, i64 %310
  store double %317, ptr %318, align 8, !tbaa !9
  %319 = add nuw nsw i64 %310, 1
  %320 = icmp eq i64 %319, %289
  br i1 %320, label %321, label %309, !llvm.loop !26

321:                                              ; preds = %309, %305
  %322 = call fastcc double @obj(ptr noundef nonnull %287, ptr noundef nonnull readonly %5)
  %323 = call fastcc double @obj(ptr noundef nonnull %288, ptr noundef nonnull readonly %5)
  %324 = fsub double %322, %323
  %325 = fdiv double %324, 2.000000e-06
  call void @free(ptr noundef nonnull %287) #14
  call void @free(ptr noundef nonnull %288) #14
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fcmp ogt double %326, 1.000000e+00
  %328 = select i1 %327, double %326, double 1.000000e+00
  %329 = fsub double %283, %325
  %330 = call double @llvm.fabs.f64(double %329)
  %331 = fmul double %328, 0x3EB0C6F7A0B5ED8D
  %332 = fcmp ole double %330, %331
  %333 = select i1 %332, ptr @.str.11, ptr @.str.12
  %334 = trunc nuw nsw i64 %277 to i32
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %334, double noundef %283, double noundef %325, ptr noundef nonnull %333)
  br i1 %332, label %336, label %342

336:                                              ; preds = %342, %321
  %337 = add nsw i64 %289, -1
  %338 = and i64 %289, 3
  %339 = icmp ult i64 %337, 3
  br i1 %339, label %345, label %340

340:                                              ; preds = %336
  %341 = and i64 %289, 4294967292
  br label %376

342:                                              ; preds = %321
  %343 = load i32, ptr @n_fail, align 4, !tbaa !11
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @n_fail, align 4, !tbaa !11
  br label %336

345:                                              ; preds = %376, %336
  %346 = phi double [ poison, %336 ], [ %402, %376 ]
  %347 = phi i64 [ 0, %336 ], [ %403, %376 ]
  %348 = phi double [ 0.000000e+00, %336 ], [ %402, %376 ]
  %349 = icmp eq i64 %338, 0
  br i1 %349, label %362, label %350

350:                                              ; preds = %345, %350
  %351 = phi i64 [ %359, %350 ], [ %347, %345 ]
  %352 = phi double [ %358, %350 ], [ %348, %345 ]
  %353 = phi i64 [ %360, %350 ], [ 0, %345 ]
  %354 = getelementptr inbounds double, ptr %2, i64 %351
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = getelementptr inbounds double, ptr %3, i64 %351
  %357 = load double, ptr %356, align 8, !tbaa !9
  %358 = call double @llvm.fmuladd.f64(double %355, double %357, double %352)
  %359 = add nuw nsw i64 %351, 1
  %360 = add i64 %353, 1
  %361 = icmp eq i64 %360, %338
  br i1 %361, label %362, label %350, !llvm.loop !27

362:                                              ; preds = %350, %345
  %363 = phi double [ %346, %345 ], [ %358, %350 ]
  %364 = call double @llvm.fabs.f64(double %283)
  %365 = fcmp ogt double %364, 1.000000e+00
  %366 = select i1 %365, double %364, double 1.000000e+00
  %367 = fsub double %363, %283
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fmul double %366, 0x3EB0C6F7A0B5ED8D
  %370 = fcmp ole double %368, %369
  %371 = select i1 %370, ptr @.str.11, ptr @.str.12
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %334, double noundef %363, double noundef %283, ptr noundef nonnull %371)
  br i1 %370, label %406, label %373

373:                                              ; preds = %362
  %374 = load i32, ptr @n_fail, align 4, !tbaa !11
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr @n_fail, align 4, !tbaa !11
  br label %406

376:                                              ; preds = %376, %340
  %377 = phi i64 [ 0, %340 ], [ %403, %376 ]
  %378 = phi double [ 0.000000e+00, %340 ], [ %402, %376 ]
  %379 = phi i64 [ 0, %340 ], [ %404, %376 ]
  %380 = getelementptr inbounds double, ptr %2, i64 %377
  %381 = load double, ptr %380, align 16, !tbaa !9
  %382 = getelementptr inbounds double, ptr %3, i64 %377
  %383 = load double, ptr %382, align 16, !tbaa !9
  %384 = call double @llvm.fmuladd.f64(double %381, double %383, double %378)
  %385 = or disjoint i64 %377, 1
  %386 = getelementptr inbounds double, ptr %2, i64 %385
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = getelementptr inbounds double, ptr %3, i64 %385
  %389 = load double, ptr %388, align 8, !tbaa !9
  %390 = call double @llvm.fmuladd.f64(double %387, double %389, double %384)
  %391 = or disjoint i64 %377, 2
  %392 = getelementptr inbounds double, ptr %2, i64 %391
  %393 = load double, ptr %392, align 16, !tbaa !9
  %394 = getelementptr inbounds double, ptr %3, i64 %391
  %395 = load double, ptr %394, align 16, !tbaa !9
  %396 = call double @llvm.fmuladd.f64(double %393, double %395, double %390)
  %397 = or disjoint i64 %377, 3
  %398 = getelementptr inbounds double, ptr %2, i64 %397
  %399 = load double, ptr %398, align 8, !tbaa !9
  %400 = getelementptr inbounds double, ptr %3, i64 %397
  %401 = load double, ptr %400, align 8, !tbaa !9
  %402 = call double @llvm.fmuladd.f64(double %399, double %401, double %396)
  %403 = add nuw nsw i64 %377, 4
  %404 = add i64 %379, 4
  %405 = icmp eq i64 %404, %341
  br i1 %405, label %345, label %376, !llvm.loop !23

406:                                              ; preds = %362, %373
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  %407 = add nuw nsw i64 %277, 1
  %408 = icmp eq i64 %407, 3
  br i1 %408, label %274, label %276, !llvm.loop !28

409:                                              ; preds = %545
  %410 = load i32, ptr @n_fail, align 4, !tbaa !11
  %411 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %410)
  %412 = load i32, ptr @n_fail, align 4, !tbaa !11
  %413 = icmp ne i32 %412, 0
  %414 = zext i1 %413 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #14
  ret i32 %414

415:                                              ; preds = %274, %545
  %416 = phi i64 [ 0, %274 ], [ %546, %545 ]
  %417 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %416
  %418 = load i32, ptr %417, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #14
  store i32 %418, ptr %6, align 4, !tbaa !13
  store i32 2, ptr %275, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %419 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %420 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %419, i32 noundef %418) #14
  %421 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %422 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fresh, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %421, i32 noundef %418) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %6, ptr noundef nonnull %1, i32 noundef %418, ptr noundef nonnull %2)
  %423 = call i32 @llvm.smax.i32(i32 %418, i32 1)
  %424 = zext nneg i32 %423 to i64
  %425 = shl nuw nsw i64 %424, 3
  %426 = call noalias ptr @malloc(i64 noundef %425) #15
  %427 = call noalias ptr @malloc(i64 noundef %425) #15
  %428 = zext i32 %418 to i64
  %429 = icmp eq i64 %416, 2
  br i1 %429, label %446, label %430

430:                                              ; preds = %415
  %431 = and i64 %428, 2147483646
  br label %432

432:                                              ; preds = %432, %430
  %433 = phi i64 [ 0, %430 ], [ %442, %432 ]
  %434 = getelementptr inbounds double, ptr %1, i64 %433
  %435 = load <2 x double>, ptr %434, align 16, !tbaa !9
  %436 = getelementptr inbounds double, ptr %3, i64 %433
  %437 = load <2 x double>, ptr %436, align 16, !tbaa !9
  %438 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %437, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %435)
  %439 = getelementptr inbounds double, ptr %426, i64 %433
  store <2 x double> %438, ptr %439, align 8, !tbaa !9
  %440 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %437, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %435)
  %441 = getelementptr inbounds double, ptr %427, i64 %433
  store <2 x double> %440, ptr %441, align 8, !tbaa !9
  %442 = add nuw i64 %433, 2
  %443 = icmp eq i64 %442, %431
  br i1 %443, label %444, label %432, !llvm.loop !29

444:                                              ; preds = %432
  %445 = icmp eq i64 %431, %428
  br i1 %445, label %460, label %446

446:                                              ; preds = %444, %415
  %447 = phi i64 [ 0, %415 ], [ %431, %444 ]
  br label %448

448:                                              ; preds = %446, %448
  %449 = phi i64 [ %458, %448 ], [ %447, %446 ]
  %450 = getelementptr inbounds double, ptr %1, i64 %449
  %451 = load double, ptr %450, align 8, !tbaa !9
  %452 = getelementptr inbounds double, ptr %3, i64 %449
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = call double @llvm.fmuladd.f64(double %453, double 0x3EB0C6F7A0B5ED8D, double %451)
  %455 = getelementptr inbounds double, ptr %426, i64 %449
  store double %454, ptr %455, align 8, !tbaa !9
  %456 = call double @llvm.fmuladd.f64(double %453, double 0xBEB0C6F7A0B5ED8D, double %451)
  %457 = getelementptr inbounds double, ptr %427, i64 %449
  store double %456, ptr %457, align 8, !tbaa !9
  %458 = add nuw nsw i64 %449, 1
  %459 = icmp eq i64 %458, %428
  br i1 %459, label %460, label %448, !llvm.loop !30

460:                                              ; preds = %448, %444
  %461 = call fastcc double @obj(ptr noundef nonnull %426, ptr noundef nonnull readonly %6)
  %462 = call fastcc double @obj(ptr noundef nonnull %427, ptr noundef nonnull readonly %6)
  %463 = fsub double %461, %462
  %464 = fdiv double %463, 2.000000e-06
  call void @free(ptr noundef nonnull %426) #14
  call void @free(ptr noundef nonnull %427) #14
  %465 = call double @llvm.fabs.f64(double %464)
  %466 = fcmp ogt double %465, 1.000000e+00
  %467 = select i1 %466, double %465, double 1.000000e+00
  %468 = fsub double %422, %464
  %469 = call double @llvm.fabs.f64(double %468)
  %470 = fmul double %467, 0x3EB0C6F7A0B5ED8D
  %471 = fcmp ole double %469, %470
  %472 = select i1 %471, ptr @.str.11, ptr @.str.12
  %473 = trunc nuw nsw i64 %416 to i32
  %474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %473, double noundef %422, double noundef %464, ptr noundef nonnull %472)
  br i1 %471, label %475, label %481

475:                                              ; preds = %481, %460
  %476 = add nsw i64 %428, -1
  %477 = and i64 %428, 3
  %478 = icmp ult i64 %476, 3
  br i1 %478, label %484, label %479

479:                                              ; preds = %475
  %480 = and i64 %428, 4294967292
  br label %515

481:                                              ; preds = %460
  %482 = load i32, ptr @n_fail, align 4, !tbaa !11
  %483 = add nsw i32 %482, 1
  store i32 %483, ptr @n_fail, align 4, !tbaa !11
  br label %475

484:                                              ; preds = %515, %475
  %485 = phi double [ poison, %475 ], [ %541, %515 ]
  %486 = phi i64 [ 0, %475 ], [ %542, %515 ]
  %487 = phi double [ 0.000000e+00, %475 ], [ %541, %515 ]
  %488 = icmp eq i64 %477, 0
  br i1 %488, label %501, label %489

489:                                              ; preds = %484, %489
  %490 = phi i64 [ %498, %489 ], [ %486, %484 ]
  %491 = phi double [ %497, %489 ], [ %487, %484 ]
  %492 = phi i64 [ %499, %489 ], [ 0, %484 ]
  %493 = getelementptr inbounds double, ptr %2, i64 %490
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = getelementptr inbounds double, ptr %3, i64 %490
  %496 = load double, ptr %495, align 8, !tbaa !9
  %497 = call double @llvm.fmuladd.f64(double %494, double %496, double %491)
  %498 = add nuw nsw i64 %490, 1
  %499 = add i64 %492, 1
  %500 = icmp eq i64 %499, %477
  br i1 %500, label %501, label %489, !llvm.loop !31

501:                                              ; preds = %489, %484
  %502 = phi double [ %485, %484 ], [ %497, %489 ]
  %503 = call double @llvm.fabs.f64(double %422)
  %504 = fcmp ogt double %503, 1.000000e+00
  %505 = select i1 %504, double %503, double 1.000000e+00
  %506 = fsub double %502, %422
  %507 = call double @llvm.fabs.f64(double %506)
  %508 = fmul double %505, 0x3EB0C6F7A0B5ED8D
  %509 = fcmp ole double %507, %508
  %510 = select i1 %509, ptr @.str.11, ptr @.str.12
  %511 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %473, double noundef %502, double noundef %422, ptr noundef nonnull %510)
  br i1 %509, label %545, label %512

512:                                              ; preds = %501
  %513 = load i32, ptr @n_fail, align 4, !tbaa !11
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr @n_fail, align 4, !tbaa !11
  br label %545

515:                                              ; preds = %515, %479
  %516 = phi i64 [ 0, %479 ], [ %542, %515 ]
  %517 = phi double [ 0.000000e+00, %479 ], [ %541, %515 ]
  %518 = phi i64 [ 0, %479 ], [ %543, %515 ]
  %519 = getelementptr inbounds double, ptr %2, i64 %516
  %520 = load double, ptr %519, align 16, !tbaa !9
  %521 = getelementptr inbounds double, ptr %3, i64 %516
  %522 = load double, ptr %521, align 16, !tbaa !9
  %523 = call double @llvm.fmuladd.f64(double %520, double %522, double %517)
  %524 = or disjoint i64 %516, 1
  %525 = getelementptr inbounds double, ptr %2, i64 %524
  %526 = load double, ptr %525, align 8, !tbaa !9
  %527 = getelementptr inbounds double, ptr %3, i64 %524
  %528 = load double, ptr %527, align 8, !tbaa !9
  %529 = call double @llvm.fmuladd.f64(double %526, double %528, double %523)
  %530 = or disjoint i64 %516, 2
  %531 = getelementptr inbounds double, ptr %2, i64 %530
  %532 = load double, ptr %531, align 16, !tbaa !9
  %533 = getelementptr inbounds double, ptr %3, i64 %530
  %534 = load double, ptr %533, align 16, !tbaa !9
  %535 = call double @llvm.fmuladd.f64(double %532, double %534, double %529)
  %536 = or disjoint i64 %516, 3
  %537 = getelementptr inbounds double, ptr %2, i64 %536
  %538 = load double, ptr %537, align 8, !tbaa !9
  %539 = getelementptr inbounds double, ptr %3, i64 %536
  %540 = load double, ptr %539, align 8, !tbaa !9
  %541 = call double @llvm.fmuladd.f64(double %538, double %540, double %535)
  %542 = add nuw nsw i64 %516, 4
  %543 = add i64 %518, 4
  %544 = icmp eq i64 %543, %480
  br i1 %544, label %484, label %515, !llvm.loop !23

545:                                              ; preds = %501, %512
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #14
  %546 = add nuw nsw i64 %416, 1
  %547 = icmp eq i64 %546, 3
  br i1 %547, label %409, label %415, !llvm.loop !32
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
  %6 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #15
  %10 = sext i32 %3 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 %11, i1 false)
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %5
  %14 = zext nneg i32 %3 to i64
  br label %16

15:                                               ; preds = %46, %5
  tail call void @free(ptr noundef %9) #14
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
  br i1 %48, label %15, label %16, !llvm.loop !41
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
