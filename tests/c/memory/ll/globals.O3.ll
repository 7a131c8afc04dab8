; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [24 x i8] c"gscratch.primal_scratch\00", align 1
@scratch = internal unnamed_addr global [16 x double] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"gscratch.dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"grun.dx\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"grun.dx(second and third call)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"globals\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@gcount = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #13
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  %4 = mul i64 %3, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0
  %9 = insertelement <2 x i64> %8, i64 %7, i64 1
  %10 = lshr <2 x i64> %9, <i64 10, i64 10>
  %11 = and <2 x i64> %10, <i64 18014398509481982, i64 18014398509481982>
  %12 = uitofp nneg <2 x i64> %11 to <2 x double>
  %13 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %13, ptr %1, align 16, !tbaa !9
  %14 = mul i64 %7, 6364136223846793005
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = add i64 %14, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <2 x i64> poison, i64 %16, i64 0
  %20 = insertelement <2 x i64> %19, i64 %18, i64 1
  %21 = lshr <2 x i64> %20, <i64 10, i64 10>
  %22 = and <2 x i64> %21, <i64 18014398509481982, i64 18014398509481982>
  %23 = uitofp nneg <2 x i64> %22 to <2 x double>
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %24, ptr %15, align 16, !tbaa !9
  %25 = mul i64 %18, 6364136223846793005
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  %27 = add i64 %25, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <2 x i64> poison, i64 %27, i64 0
  %31 = insertelement <2 x i64> %30, i64 %29, i64 1
  %32 = lshr <2 x i64> %31, <i64 10, i64 10>
  %33 = and <2 x i64> %32, <i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <2 x i64> %33 to <2 x double>
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %35, ptr %26, align 16, !tbaa !9
  %36 = mul i64 %29, 6364136223846793005
  %37 = getelementptr inbounds i8, ptr %1, i64 48
  %38 = add i64 %36, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <2 x i64> poison, i64 %38, i64 0
  %42 = insertelement <2 x i64> %41, i64 %40, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %46, ptr %37, align 16, !tbaa !9
  %47 = mul i64 %40, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %1, i64 64
  %49 = add i64 %47, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = insertelement <2 x i64> poison, i64 %49, i64 0
  %53 = insertelement <2 x i64> %52, i64 %51, i64 1
  %54 = lshr <2 x i64> %53, <i64 10, i64 10>
  %55 = and <2 x i64> %54, <i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <2 x i64> %55 to <2 x double>
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %57, ptr %48, align 16, !tbaa !9
  %58 = mul i64 %51, 6364136223846793005
  %59 = getelementptr inbounds i8, ptr %1, i64 80
  %60 = add i64 %58, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <2 x i64> poison, i64 %60, i64 0
  %64 = insertelement <2 x i64> %63, i64 %62, i64 1
  %65 = lshr <2 x i64> %64, <i64 10, i64 10>
  %66 = and <2 x i64> %65, <i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <2 x i64> %66 to <2 x double>
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %68, ptr %59, align 16, !tbaa !9
  %69 = mul i64 %62, 6364136223846793005
  %70 = getelementptr inbounds i8, ptr %1, i64 96
  %71 = add i64 %69, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = insertelement <2 x i64> poison, i64 %71, i64 0
  %75 = insertelement <2 x i64> %74, i64 %73, i64 1
  %76 = lshr <2 x i64> %75, <i64 10, i64 10>
  %77 = and <2 x i64> %76, <i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <2 x i64> %77 to <2 x double>
  %79 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %79, ptr %70, align 16, !tbaa !9
  %80 = mul i64 %73, 6364136223846793005
  %81 = getelementptr inbounds i8, ptr %1, i64 112
  %82 = add i64 %80, 1442695040888963407
  %83 = mul i64 %82, 6364136223846793005
  %84 = add i64 %83, 1442695040888963407
  %85 = insertelement <2 x i64> poison, i64 %82, i64 0
  %86 = insertelement <2 x i64> %85, i64 %84, i64 1
  %87 = lshr <2 x i64> %86, <i64 10, i64 10>
  %88 = and <2 x i64> %87, <i64 18014398509481982, i64 18014398509481982>
  %89 = uitofp nneg <2 x i64> %88 to <2 x double>
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %90, ptr %81, align 16, !tbaa !9
  store i64 %84, ptr @rng_state, align 8, !tbaa !5
  br label %97

91:                                               ; preds = %561
  %92 = load i32, ptr @n_fail, align 4, !tbaa !11
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %92)
  %94 = load i32, ptr @n_fail, align 4, !tbaa !11
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #13
  ret i32 %96

97:                                               ; preds = %0, %561
  %98 = phi i64 [ 0, %0 ], [ %562, %561 ]
  %99 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %101 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gscratch, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %100) #13
  %102 = add nsw i32 %100, -1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %103
  %105 = load double, ptr %104, align 8, !tbaa !9
  %106 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = call double @llvm.fmuladd.f64(double %107, double %107, double 1.000000e+00)
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ogt double %109, 1.000000e+00
  %111 = select i1 %110, double %109, double 1.000000e+00
  %112 = fsub double %105, %108
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fmul double %111, 0x3D719799812DEA11
  %115 = fcmp ole double %113, %114
  %116 = select i1 %115, ptr @.str.6, ptr @.str.7
  %117 = trunc nuw nsw i64 %98 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %117, double noundef %105, double noundef %108, ptr noundef nonnull %116)
  br i1 %115, label %122, label %119

119:                                              ; preds = %97
  %120 = load i32, ptr @n_fail, align 4, !tbaa !11
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr @n_fail, align 4, !tbaa !11
  br label %122

122:                                              ; preds = %97, %119
  %123 = call i32 @llvm.smax.i32(i32 %100, i32 1)
  %124 = zext nneg i32 %123 to i64
  %125 = shl nuw nsw i64 %124, 3
  %126 = call noalias ptr @malloc(i64 noundef %125) #14
  %127 = sext i32 %100 to i64
  %128 = shl nsw i64 %127, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %126, ptr nonnull readonly align 16 %1, i64 %128, i1 false)
  %129 = zext i32 %100 to i64
  %130 = icmp eq i64 %98, 2
  %131 = and i64 %129, 2147483644
  %132 = icmp eq i64 %131, %129
  %133 = icmp eq i64 %98, 2
  %134 = and i64 %129, 2147483644
  %135 = icmp eq i64 %134, %129
  br label %136

136:                                              ; preds = %122, %252
  %137 = phi i64 [ 0, %122 ], [ %253, %252 ]
  %138 = getelementptr inbounds double, ptr %2, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = getelementptr inbounds double, ptr %126, i64 %137
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = fcmp ogt double %142, 1.000000e+00
  %144 = select i1 %143, double %142, double 1.000000e+00
  %145 = fmul double %144, 0x3EB0C6F7A0B5ED8D
  %146 = fadd double %141, %145
  store double %146, ptr %140, align 8, !tbaa !9
  br i1 %130, label %160, label %147

147:                                              ; preds = %136, %147
  %148 = phi i64 [ %157, %147 ], [ 0, %136 ]
  %149 = getelementptr inbounds double, ptr %126, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 16
  %151 = load <2 x double>, ptr %149, align 8, !tbaa !9
  %152 = load <2 x double>, ptr %150, align 8, !tbaa !9
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> %151, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %154 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> %152, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %155 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %148
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  store <2 x double> %153, ptr %155, align 16, !tbaa !9
  store <2 x double> %154, ptr %156, align 16, !tbaa !9
  %157 = add nuw i64 %148, 4
  %158 = icmp eq i64 %157, %131
  br i1 %158, label %159, label %147, !llvm.loop !13

159:                                              ; preds = %147
  br i1 %132, label %170, label %160

160:                                              ; preds = %159, %136
  %161 = phi i64 [ 0, %136 ], [ %131, %159 ]
  br label %162

162:                                              ; preds = %160, %162
  %163 = phi i64 [ %168, %162 ], [ %161, %160 ]
  %164 = getelementptr inbounds double, ptr %126, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = call double @llvm.fmuladd.f64(double %165, double %165, double 1.000000e+00)
  %167 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %163
  store double %166, ptr %167, align 8, !tbaa !9
  %168 = add nuw nsw i64 %163, 1
  %169 = icmp eq i64 %168, %129
  br i1 %169, label %170, label %162, !llvm.loop !17

170:                                              ; preds = %162, %159
  br label %171

171:                                              ; preds = %170, %171
  %172 = phi i64 [ %186, %171 ], [ 0, %170 ]
  %173 = phi double [ %185, %171 ], [ 0.000000e+00, %170 ]
  %174 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %172
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = trunc i64 %172 to i32
  %177 = add i32 %176, 3
  %178 = urem i32 %177, %100
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = fmul double %175, %181
  %183 = getelementptr inbounds double, ptr %126, i64 %172
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = call double @llvm.fmuladd.f64(double %182, double %184, double %173)
  %186 = add nuw nsw i64 %172, 1
  %187 = icmp eq i64 %186, %129
  br i1 %187, label %188, label %171, !llvm.loop !18

188:                                              ; preds = %171
  %189 = fsub double %141, %145
  %190 = call double @llvm.fmuladd.f64(double %185, double %185, double 1.000000e+00)
  %191 = call double @log(double noundef %190) #13
  store double %189, ptr %140, align 8, !tbaa !9
  br i1 %133, label %205, label %192

192:                                              ; preds = %188, %192
  %193 = phi i64 [ %202, %192 ], [ 0, %188 ]
  %194 = getelementptr inbounds double, ptr %126, i64 %193
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = load <2 x double>, ptr %194, align 8, !tbaa !9
  %197 = load <2 x double>, ptr %195, align 8, !tbaa !9
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %196, <2 x double> %196, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %197, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %200 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %193
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  store <2 x double> %198, ptr %200, align 16, !tbaa !9
  store <2 x double> %199, ptr %201, align 16, !tbaa !9
  %202 = add nuw i64 %193, 4
  %203 = icmp eq i64 %202, %134
  br i1 %203, label %204, label %192, !llvm.loop !19

204:                                              ; preds = %192
  br i1 %135, label %215, label %205

205:                                              ; preds = %204, %188
  %206 = phi i64 [ 0, %188 ], [ %134, %204 ]
  br label %207

207:                                              ; preds = %205, %207
  %208 = phi i64 [ %213, %207 ], [ %206, %205 ]
  %209 = getelementptr inbounds double, ptr %126, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %210, double %210, double 1.000000e+00)
  %212 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %208
  store double %211, ptr %212, align 8, !tbaa !9
  %213 = add nuw nsw i64 %208, 1
  %214 = icmp eq i64 %213, %129
  br i1 %214, label %215, label %207, !llvm.loop !20

215:                                              ; preds = %207, %204
  br label %216

216:                                              ; preds = %215, %216
  %217 = phi i64 [ %231, %216 ], [ 0, %215 ]
  %218 = phi double [ %230, %216 ], [ 0.000000e+00, %215 ]
  %219 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = trunc i64 %217 to i32
  %222 = add i32 %221, 3
  %223 = urem i32 %222, %100
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !9
  %227 = fmul double %220, %226
  %228 = getelementptr inbounds double, ptr %126, i64 %217
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = call double @llvm.fmuladd.f64(double %227, double %229, double %218)
  %231 = add nuw nsw i64 %217, 1
  %232 = icmp eq i64 %231, %129
  br i1 %232, label %233, label %216, !llvm.loop !18

233:                                              ; preds = %216
  %234 = call double @llvm.fmuladd.f64(double %230, double %230, double 1.000000e+00)
  %235 = call double @log(double noundef %234) #13
  store double %141, ptr %140, align 8, !tbaa !9
  %236 = fsub double %191, %235
  %237 = fsub double %146, %189
  %238 = fdiv double %236, %237
  %239 = call double @llvm.fabs.f64(double %238)
  %240 = fcmp ogt double %239, 1.000000e+00
  %241 = select i1 %240, double %239, double 1.000000e+00
  %242 = fsub double %139, %238
  %243 = call double @llvm.fabs.f64(double %242)
  %244 = fmul double %241, 0x3EB0C6F7A0B5ED8D
  %245 = fcmp ole double %243, %244
  %246 = select i1 %245, ptr @.str.6, ptr @.str.7
  %247 = trunc nuw nsw i64 %137 to i32
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %247, double noundef %139, double noundef %238, ptr noundef nonnull %246)
  br i1 %245, label %252, label %249

249:                                              ; preds = %233
  %250 = load i32, ptr @n_fail, align 4, !tbaa !11
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr @n_fail, align 4, !tbaa !11
  br label %252

252:                                              ; preds = %249, %233
  %253 = add nuw nsw i64 %137, 1
  %254 = icmp eq i64 %253, %129
  br i1 %254, label %255, label %136, !llvm.loop !21

255:                                              ; preds = %252
  call void @free(ptr noundef nonnull %126) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %256 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %100) #13
  %257 = call noalias ptr @malloc(i64 noundef %125) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %257, ptr nonnull readonly align 16 %1, i64 %128, i1 false)
  %258 = add nsw i64 %129, -1
  %259 = and i64 %129, 1
  %260 = icmp eq i64 %258, 0
  %261 = and i64 %129, 4294967294
  %262 = icmp eq i64 %259, 0
  %263 = and i64 %129, 1
  %264 = icmp eq i64 %258, 0
  %265 = and i64 %129, 4294967294
  %266 = icmp eq i64 %263, 0
  br label %267

267:                                              ; preds = %255, %396
  %268 = phi i64 [ 0, %255 ], [ %397, %396 ]
  %269 = getelementptr inbounds double, ptr %2, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !9
  %271 = getelementptr inbounds double, ptr %257, i64 %268
  %272 = load double, ptr %271, align 8, !tbaa !9
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = fcmp ogt double %273, 1.000000e+00
  %275 = select i1 %274, double %273, double 1.000000e+00
  %276 = fmul double %275, 0x3EB0C6F7A0B5ED8D
  %277 = fadd double %272, %276
  store double %277, ptr %271, align 8, !tbaa !9
  br i1 %260, label %305, label %278

278:                                              ; preds = %267, %278
  %279 = phi double [ %296, %278 ], [ 5.000000e-01, %267 ]
  %280 = phi i64 [ %297, %278 ], [ 0, %267 ]
  %281 = phi double [ %302, %278 ], [ 0.000000e+00, %267 ]
  %282 = phi i64 [ %303, %278 ], [ 0, %267 ]
  %283 = getelementptr inbounds double, ptr %257, i64 %280
  %284 = load double, ptr %283, align 8, !tbaa !9
  %285 = call double @sin(double noundef %284) #13
  %286 = call double @llvm.fmuladd.f64(double %279, double 9.000000e-01, double %285)
  %287 = or disjoint i64 %280, 1
  %288 = icmp eq i64 %287, %129
  %289 = select i1 %288, i64 0, i64 %287
  %290 = getelementptr inbounds double, ptr %257, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = call double @llvm.fmuladd.f64(double %286, double %291, double %281)
  %293 = getelementptr inbounds double, ptr %257, i64 %287
  %294 = load double, ptr %293, align 8, !tbaa !9
  %295 = call double @sin(double noundef %294) #13
  %296 = call double @llvm.fmuladd.f64(double %286, double 9.000000e-01, double %295)
  %297 = add nuw nsw i64 %280, 2
  %298 = icmp eq i64 %297, %129
  %299 = select i1 %298, i64 0, i64 %297
  %300 = getelementptr inbounds double, ptr %257, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !9
  %302 = call double @llvm.fmuladd.f64(double %296, double %301, double %292)
  %303 = add i64 %282, 2
  %304 = icmp eq i64 %303, %261
  br i1 %304, label %305, label %278, !llvm.loop !22

305:                                              ; preds = %278, %267
  %306 = phi double [ poison, %267 ], [ %296, %278 ]
  %307 = phi double [ poison, %267 ], [ %302, %278 ]
  %308 = phi double [ 5.000000e-01, %267 ], [ %296, %278 ]
  %309 = phi i64 [ 0, %267 ], [ %297, %278 ]
  %310 = phi double [ 0.000000e+00, %267 ], [ %302, %278 ]
  br i1 %262, label %322, label %311

311:                                              ; preds = %305
  %312 = getelementptr inbounds double, ptr %257, i64 %309
  %313 = load double, ptr %312, align 8, !tbaa !9
  %314 = call double @sin(double noundef %313) #13
  %315 = call double @llvm.fmuladd.f64(double %308, double 9.000000e-01, double %314)
  %316 = add nuw nsw i64 %309, 1
  %317 = icmp eq i64 %316, %129
  %318 = select i1 %317, i64 0, i64 %316
  %319 = getelementptr inbounds double, ptr %257, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !9
  %321 = call double @llvm.fmuladd.f64(double %315, double %320, double %310)
  br label %322

322:                                              ; preds = %305, %311
  %323 = phi double [ %306, %305 ], [ %315, %311 ]
  %324 = phi double [ %307, %305 ], [ %321, %311 ]
  %325 = fsub double %272, %276
  store double %325, ptr %271, align 8, !tbaa !9
  br i1 %264, label %353, label %326

326:                                              ; preds = %322, %326
  %327 = phi double [ %344, %326 ], [ 5.000000e-01, %322 ]
  %328 = phi i64 [ %345, %326 ], [ 0, %322 ]
  %329 = phi double [ %350, %326 ], [ 0.000000e+00, %322 ]
  %330 = phi i64 [ %351, %326 ], [ 0, %322 ]
  %331 = getelementptr inbounds double, ptr %257, i64 %328
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = call double @sin(double noundef %332) #13
  %334 = call double @llvm.fmuladd.f64(double %327, double 9.000000e-01, double %333)
  store double %334, ptr @gcount, align 8, !tbaa !9
  %335 = or disjoint i64 %328, 1
  %336 = icmp eq i64 %335, %129
  %337 = select i1 %336, i64 0, i64 %335
  %338 = getelementptr inbounds double, ptr %257, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = call double @llvm.fmuladd.f64(double %334, double %339, double %329)
  %341 = getelementptr inbounds double, ptr %257, i64 %335
  %342 = load double, ptr %341, align 8, !tbaa !9
  %343 = call double @sin(double noundef %342) #13
  %344 = call double @llvm.fmuladd.f64(double %334, double 9.000000e-01, double %343)
  store double %344, ptr @gcount, align 8, !tbaa !9
  %345 = add nuw nsw i64 %328, 2
  %346 = icmp eq i64 %345, %129
  %347 = select i1 %346, i64 0, i64 %345
  %348 = getelementptr inbounds double, ptr %257, i64 %347
  %349 = load double, ptr %348, align 8, !tbaa !9
  %350 = call double @llvm.fmuladd.f64(double %344, double %349, double %340)
  %351 = add i64 %330, 2
  %352 = icmp eq i64 %351, %265
  br i1 %352, label %353, label %326, !llvm.loop !22

353:                                              ; preds = %326, %322
  %354 = phi double [ poison, %322 ], [ %344, %326 ]
  %355 = phi double [ poison, %322 ], [ %350, %326 ]
  %356 = phi double [ 5.000000e-01, %322 ], [ %344, %326 ]
  %357 = phi i64 [ 0, %322 ], [ %345, %326 ]
  %358 = phi double [ 0.000000e+00, %322 ], [ %350, %326 ]
  br i1 %266, label %370, label %359

359:                                              ; preds = %353
  %360 = getelementptr inbounds double, ptr %257, i64 %357
  %361 = load double, ptr %360, align 8, !tbaa !9
  %362 = call double @sin(double noundef %361) #13
  %363 = call double @llvm.fmuladd.f64(double %356, double 9.000000e-01, double %362)
  store double %363, ptr @gcount, align 8, !tbaa !9
  %364 = add nuw nsw i64 %357, 1
  %365 = icmp eq i64 %364, %129
  %366 = select i1 %365, i64 0, i64 %364
  %367 = getelementptr inbounds double, ptr %257, i64 %366
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = call double @llvm.fmuladd.f64(double %363, double %368, double %358)
  br label %370

370:                                              ; preds = %353, %359
  %371 = phi double [ %354, %353 ], [ %363, %359 ]
  %372 = phi double [ %355, %353 ], [ %369, %359 ]
  %373 = insertelement <2 x double> poison, double %323, i64 0
  %374 = insertelement <2 x double> %373, double %371, i64 1
  %375 = insertelement <2 x double> poison, double %324, i64 0
  %376 = insertelement <2 x double> %375, double %372, i64 1
  %377 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %374, <2 x double> %374, <2 x double> %376)
  store double %272, ptr %271, align 8, !tbaa !9
  %378 = shufflevector <2 x double> %377, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %379 = fsub <2 x double> %377, %378
  %380 = extractelement <2 x double> %379, i64 0
  %381 = fsub double %277, %325
  %382 = fdiv double %380, %381
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ogt double %383, 1.000000e+00
  %385 = select i1 %384, double %383, double 1.000000e+00
  %386 = fsub double %270, %382
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fmul double %385, 0x3EB0C6F7A0B5ED8D
  %389 = fcmp ole double %387, %388
  %390 = select i1 %389, ptr @.str.6, ptr @.str.7
  %391 = trunc nuw nsw i64 %268 to i32
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %391, double noundef %270, double noundef %382, ptr noundef nonnull %390)
  br i1 %389, label %396, label %393

393:                                              ; preds = %370
  %394 = load i32, ptr @n_fail, align 4, !tbaa !11
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr @n_fail, align 4, !tbaa !11
  br label %396

396:                                              ; preds = %393, %370
  %397 = add nuw nsw i64 %268, 1
  %398 = icmp eq i64 %397, %129
  br i1 %398, label %399, label %267, !llvm.loop !21

399:                                              ; preds = %396
  call void @free(ptr noundef nonnull %257) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %400 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %100) #13
  %401 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %100) #13
  %402 = icmp eq i64 %98, 2
  br i1 %402, label %403, label %405

403:                                              ; preds = %417, %399
  %404 = phi i64 [ 0, %399 ], [ %406, %417 ]
  br label %564

405:                                              ; preds = %399
  %406 = and i64 %124, 2147483644
  br label %407

407:                                              ; preds = %407, %405
  %408 = phi i64 [ 0, %405 ], [ %415, %407 ]
  %409 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %408
  %410 = getelementptr inbounds i8, ptr %409, i64 16
  %411 = load <2 x double>, ptr %409, align 16, !tbaa !9
  %412 = load <2 x double>, ptr %410, align 16, !tbaa !9
  %413 = fmul <2 x double> %411, <double 5.000000e-01, double 5.000000e-01>
  %414 = fmul <2 x double> %412, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %413, ptr %409, align 16, !tbaa !9
  store <2 x double> %414, ptr %410, align 16, !tbaa !9
  %415 = add nuw i64 %408, 4
  %416 = icmp eq i64 %415, %406
  br i1 %416, label %417, label %407, !llvm.loop !23

417:                                              ; preds = %407
  %418 = icmp eq i64 %406, %124
  br i1 %418, label %419, label %403

419:                                              ; preds = %564, %417
  %420 = call noalias ptr @malloc(i64 noundef %125) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %420, ptr nonnull readonly align 16 %1, i64 %128, i1 false)
  %421 = and i64 %129, 1
  %422 = icmp eq i64 %258, 0
  %423 = and i64 %129, 4294967294
  %424 = icmp eq i64 %421, 0
  %425 = and i64 %129, 1
  %426 = icmp eq i64 %258, 0
  %427 = and i64 %129, 4294967294
  %428 = icmp eq i64 %425, 0
  br label %429

429:                                              ; preds = %419, %558
  %430 = phi i64 [ 0, %419 ], [ %559, %558 ]
  %431 = getelementptr inbounds double, ptr %2, i64 %430
  %432 = load double, ptr %431, align 8, !tbaa !9
  %433 = getelementptr inbounds double, ptr %420, i64 %430
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = call double @llvm.fabs.f64(double %434)
  %436 = fcmp ogt double %435, 1.000000e+00
  %437 = select i1 %436, double %435, double 1.000000e+00
  %438 = fmul double %437, 0x3EB0C6F7A0B5ED8D
  %439 = fadd double %434, %438
  store double %439, ptr %433, align 8, !tbaa !9
  br i1 %422, label %467, label %440

440:                                              ; preds = %429, %440
  %441 = phi double [ %458, %440 ], [ 5.000000e-01, %429 ]
  %442 = phi i64 [ %459, %440 ], [ 0, %429 ]
  %443 = phi double [ %464, %440 ], [ 0.000000e+00, %429 ]
  %444 = phi i64 [ %465, %440 ], [ 0, %429 ]
  %445 = getelementptr inbounds double, ptr %420, i64 %442
  %446 = load double, ptr %445, align 8, !tbaa !9
  %447 = call double @sin(double noundef %446) #13
  %448 = call double @llvm.fmuladd.f64(double %441, double 9.000000e-01, double %447)
  %449 = or disjoint i64 %442, 1
  %450 = icmp eq i64 %449, %129
  %451 = select i1 %450, i64 0, i64 %449
  %452 = getelementptr inbounds double, ptr %420, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = call double @llvm.fmuladd.f64(double %448, double %453, double %443)
  %455 = getelementptr inbounds double, ptr %420, i64 %449
  %456 = load double, ptr %455, align 8, !tbaa !9
  %457 = call double @sin(double noundef %456) #13
  %458 = call double @llvm.fmuladd.f64(double %448, double 9.000000e-01, double %457)
  %459 = add nuw nsw i64 %442, 2
  %460 = icmp eq i64 %459, %129
  %461 = select i1 %460, i64 0, i64 %459
  %462 = getelementptr inbounds double, ptr %420, i64 %461
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = call double @llvm.fmuladd.f64(double %458, double %463, double %454)
  %465 = add i64 %444, 2
  %466 = icmp eq i64 %465, %423
  br i1 %466, label %467, label %440, !llvm.loop !22

467:                                              ; preds = %440, %429
  %468 = phi double [ poison, %429 ], [ %458, %440 ]
  %469 = phi double [ poison, %429 ], [ %464, %440 ]
  %470 = phi double [ 5.000000e-01, %429 ], [ %458, %440 ]
  %471 = phi i64 [ 0, %429 ], [ %459, %440 ]
  %472 = phi double [ 0.000000e+00, %429 ], [ %464, %440 ]
  br i1 %424, label %484, label %473

473:                                              ; preds = %467
  %474 = getelementptr inbounds double, ptr %420, i64 %471
  %475 = load double, ptr %474, align 8, !tbaa !9
  %476 = call double @sin(double noundef %475) #13
  %477 = call double @llvm.fmuladd.f64(double %470, double 9.000000e-01, double %476)
  %478 = add nuw nsw i64 %471, 1
  %479 = icmp eq i64 %478, %129
  %480 = select i1 %479, i64 0, i64 %478
  %481 = getelementptr inbounds double, ptr %420, i64 %480
  %482 = load double, ptr %481, align 8, !tbaa !9
  %483 = call double @llvm.fmuladd.f64(double %477, double %482, double %472)
  br label %484

484:                                              ; preds = %467, %473
  %485 = phi double [ %468, %467 ], [ %477, %473 ]
  %486 = phi double [ %469, %467 ], [ %483, %473 ]
  %487 = fsub double %434, %438
  store double %487, ptr %433, align 8, !tbaa !9
  br i1 %426, label %515, label %488

488:                                              ; preds = %484, %488
  %489 = phi double [ %506, %488 ], [ 5.000000e-01, %484 ]
  %490 = phi i64 [ %507, %488 ], [ 0, %484 ]
  %491 = phi double [ %512, %488 ], [ 0.000000e+00, %484 ]
  %492 = phi i64 [ %513, %488 ], [ 0, %484 ]
  %493 = getelementptr inbounds double, ptr %420, i64 %490
  %494 = load double, ptr %493, align 8, !tbaa !9
  %495 = call double @sin(double noundef %494) #13
  %496 = call double @llvm.fmuladd.f64(double %489, double 9.000000e-01, double %495)
  store double %496, ptr @gcount, align 8, !tbaa !9
  %497 = or disjoint i64 %490, 1
  %498 = icmp eq i64 %497, %129
  %499 = select i1 %498, i64 0, i64 %497
  %500 = getelementptr inbounds double, ptr %420, i64 %499
  %501 = load double, ptr %500, align 8, !tbaa !9
  %502 = call double @llvm.fmuladd.f64(double %496, double %501, double %491)
  %503 = getelementptr inbounds double, ptr %420, i64 %497
  %504 = load double, ptr %503, align 8, !tbaa !9
  %505 = call double @sin(double noundef %504) #13
  %506 = call double @llvm.fmuladd.f64(double %496, double 9.000000e-01, double %505)
  store double %506, ptr @gcount, align 8, !tbaa !9
  %507 = add nuw nsw i64 %490, 2
  %508 = icmp eq i64 %507, %129
  %509 = select i1 %508, i64 0, i64 %507
  %510 = getelementptr inbounds double, ptr %420, i64 %509
  %511 = load double, ptr %510, align 8, !tbaa !9
  %512 = call double @llvm.fmuladd.f64(double %506, double %511, double %502)
  %513 = add i64 %492, 2
  %514 = icmp eq i64 %513, %427
  br i1 %514, label %515, label %488, !llvm.loop !22

515:                                              ; preds = %488, %484
  %516 = phi double [ poison, %484 ], [ %506, %488 ]
  %517 = phi double [ poison, %484 ], [ %512, %488 ]
  %518 = phi double [ 5.000000e-01, %484 ], [ %506, %488 ]
  %519 = phi i64 [ 0, %484 ], [ %507, %488 ]
  %520 = phi double [ 0.000000e+00, %484 ], [ %512, %488 ]
  br i1 %428, label %532, label %521

521:                                              ; preds = %515
  %522 = getelementptr inbounds double, ptr %420, i64 %519
  %523 = load double, ptr %522, align 8, !tbaa !9
  %524 = call double @sin(double noundef %523) #13
  %525 = call double @llvm.fmuladd.f64(double %518, double 9.000000e-01, double %524)
  store double %525, ptr @gcount, align 8, !tbaa !9
  %526 = add nuw nsw i64 %519, 1
  %527 = icmp eq i64 %526, %129
  %528 = select i1 %527, i64 0, i64 %526
  %529 = getelementptr inbounds double, ptr %420, i64 %528
  %530 = load double, ptr %529, align 8, !tbaa !9
  %531 = call double @llvm.fmuladd.f64(double %525, double %530, double %520)
  br label %532

532:                                              ; preds = %515, %521
  %533 = phi double [ %516, %515 ], [ %525, %521 ]
  %534 = phi double [ %517, %515 ], [ %531, %521 ]
  %535 = insertelement <2 x double> poison, double %485, i64 0
  %536 = insertelement <2 x double> %535, double %533, i64 1
  %537 = insertelement <2 x double> poison, double %486, i64 0
  %538 = insertelement <2 x double> %537, double %534, i64 1
  %539 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %536, <2 x double> %536, <2 x double> %538)
  store double %434, ptr %433, align 8, !tbaa !9
  %540 = shufflevector <2 x double> %539, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %541 = fsub <2 x double> %539, %540
  %542 = extractelement <2 x double> %541, i64 0
  %543 = fsub double %439, %487
  %544 = fdiv double %542, %543
  %545 = call double @llvm.fabs.f64(double %544)
  %546 = fcmp ogt double %545, 1.000000e+00
  %547 = select i1 %546, double %545, double 1.000000e+00
  %548 = fsub double %432, %544
  %549 = call double @llvm.fabs.f64(double %548)
  %550 = fmul double %547, 0x3EB0C6F7A0B5ED8D
  %551 = fcmp ole double %549, %550
  %552 = select i1 %551, ptr @.str.6, ptr @.str.7
  %553 = trunc nuw nsw i64 %430 to i32
  %554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %553, double noundef %432, double noundef %544, ptr noundef nonnull %552)
  br i1 %551, label %558, label %555

555:                                              ; preds = %532
  %556 = load i32, ptr @n_fail, align 4, !tbaa !11
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr @n_fail, align 4, !tbaa !11
  br label %558

558:                                              ; preds = %555, %532
  %559 = add nuw nsw i64 %430, 1
  %560 = icmp eq i64 %559, %129
  br i1 %560, label %561, label %429, !llvm.loop !21

561:                                              ; preds = %558
  call void @free(ptr noundef nonnull %420) #13
  %562 = add nuw nsw i64 %98, 1
  %563 = icmp eq i64 %562, 3
  br i1 %563, label %91, label %97, !llvm.loop !24

564:                                              ; preds = %403, %564
  %565 = phi i64 [ %569, %564 ], [ %404, %403 ]
  %566 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %565
  %567 = load double, ptr %566, align 8, !tbaa !9
  %568 = fmul double %567, 5.000000e-01
  store double %568, ptr %566, align 8, !tbaa !9
  %569 = add nuw nsw i64 %565, 1
  %570 = icmp eq i64 %569, %124
  br i1 %570, label %419, label %564, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gscratch(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %7, label %9

7:                                                ; preds = %23, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %23 ]
  br label %28

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483644
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %15, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> %16, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %19 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %12
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <2 x double> %17, ptr %19, align 16, !tbaa !9
  store <2 x double> %18, ptr %20, align 16, !tbaa !9
  %21 = add nuw i64 %12, 4
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %11, !llvm.loop !26

23:                                               ; preds = %11
  %24 = icmp eq i64 %10, %5
  br i1 %24, label %25, label %7

25:                                               ; preds = %28, %23
  br i1 %3, label %26, label %36

26:                                               ; preds = %25
  %27 = zext nneg i32 %1 to i64
  br label %40

28:                                               ; preds = %7, %28
  %29 = phi i64 [ %34, %28 ], [ %8, %7 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 1.000000e+00)
  %33 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %29
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %29, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %25, label %28, !llvm.loop !27

36:                                               ; preds = %40, %2, %25
  %37 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %2 ], [ %54, %40 ]
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double 1.000000e+00)
  %39 = tail call double @log(double noundef %38) #13
  ret double %39

40:                                               ; preds = %26, %40
  %41 = phi i64 [ 0, %26 ], [ %55, %40 ]
  %42 = phi double [ 0.000000e+00, %26 ], [ %54, %40 ]
  %43 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %41
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = trunc i64 %41 to i32
  %46 = add i32 %45, 3
  %47 = urem i32 %46, %1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fmul double %44, %50
  %52 = getelementptr inbounds double, ptr %0, i64 %41
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %42)
  %55 = add nuw nsw i64 %41, 1
  %56 = icmp eq i64 %55, %27
  br i1 %56, label %36, label %40, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @grun(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %33

10:                                               ; preds = %33, %4
  %11 = phi double [ poison, %4 ], [ %52, %33 ]
  %12 = phi double [ poison, %4 ], [ %59, %33 ]
  %13 = phi double [ 5.000000e-01, %4 ], [ %52, %33 ]
  %14 = phi i64 [ 0, %4 ], [ %53, %33 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %59, %33 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds double, ptr %0, i64 %14
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @sin(double noundef %19) #13
  %21 = tail call double @llvm.fmuladd.f64(double %13, double 9.000000e-01, double %20)
  store double %21, ptr @gcount, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %5
  %24 = and i64 %22, 4294967295
  %25 = select i1 %23, i64 0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %21, double %27, double %15)
  br label %29

29:                                               ; preds = %17, %10, %2
  %30 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %21, %17 ]
  %31 = phi double [ 0.000000e+00, %2 ], [ %12, %10 ], [ %28, %17 ]
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %30, double %31)
  ret double %32

33:                                               ; preds = %33, %8
  %34 = phi double [ 5.000000e-01, %8 ], [ %52, %33 ]
  %35 = phi i64 [ 0, %8 ], [ %53, %33 ]
  %36 = phi double [ 0.000000e+00, %8 ], [ %59, %33 ]
  %37 = phi i64 [ 0, %8 ], [ %60, %33 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @sin(double noundef %39) #13
  %41 = tail call double @llvm.fmuladd.f64(double %34, double 9.000000e-01, double %40)
  store double %41, ptr @gcount, align 8, !tbaa !9
  %42 = or disjoint i64 %35, 1
  %43 = icmp eq i64 %42, %5
  %44 = and i64 %42, 4294967295
  %45 = select i1 %43, i64 0, i64 %44
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %41, double %47, double %36)
  %49 = getelementptr inbounds double, ptr %0, i64 %42
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @sin(double noundef %50) #13
  %52 = tail call double @llvm.fmuladd.f64(double %41, double 9.000000e-01, double %51)
  store double %52, ptr @gcount, align 8, !tbaa !9
  %53 = add nuw nsw i64 %35, 2
  %54 = icmp eq i64 %53, %5
  %55 = and i64 %53, 4294967294
  %56 = select i1 %54, i64 0, i64 %55
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = tail call double @llvm.fmuladd.f64(double %52, double %58, double %48)
  %60 = add i64 %37, 2
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %10, label %33, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !16, !15}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !15, !16}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14, !16, !15}
!26 = distinct !{!26, !14, !15, !16}
!27 = distinct !{!27, !14, !16, !15}
