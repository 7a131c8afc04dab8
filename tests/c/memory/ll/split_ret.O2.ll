; ModuleID = 'split_ret.c'
source_filename = "split_ret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, double }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 10, i32 3], align 4
@.str = private unnamed_addr constant [13 x i8] c"g.aug_primal\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"g.da(split)\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"g.dx(split)\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [21 x i8] c"g.dx(split, const a)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"split_ret\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x double], align 16
  %2 = alloca [10 x double], align 16
  %3 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #13
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = insertelement <2 x i64> poison, i64 %6, i64 0
  %10 = insertelement <2 x i64> %9, i64 %8, i64 1
  %11 = lshr <2 x i64> %10, <i64 10, i64 10>
  %12 = and <2 x i64> %11, <i64 18014398509481982, i64 18014398509481982>
  %13 = uitofp nneg <2 x i64> %12 to <2 x double>
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %14, ptr %1, align 16, !tbaa !9
  %15 = mul i64 %8, 6364136223846793005
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  %17 = add i64 %15, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <2 x i64> poison, i64 %17, i64 0
  %21 = insertelement <2 x i64> %20, i64 %19, i64 1
  %22 = lshr <2 x i64> %21, <i64 10, i64 10>
  %23 = and <2 x i64> %22, <i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <2 x i64> %23 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %25, ptr %16, align 16, !tbaa !9
  %26 = mul i64 %19, 6364136223846793005
  %27 = getelementptr inbounds i8, ptr %1, i64 32
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
  %38 = getelementptr inbounds i8, ptr %1, i64 48
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
  %49 = getelementptr inbounds i8, ptr %1, i64 64
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
  store i64 %52, ptr @rng_state, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  br label %66

60:                                               ; preds = %89
  %61 = load i32, ptr @n_fail, align 4, !tbaa !11
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %61)
  %63 = load i32, ptr @n_fail, align 4, !tbaa !11
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #13
  ret i32 %65

66:                                               ; preds = %0, %89
  %67 = phi i1 [ true, %0 ], [ false, %89 ]
  %68 = phi i64 [ 0, %0 ], [ 1, %89 ]
  %69 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !11
  %71 = zext i32 %70 to i64
  %72 = call i32 @llvm.smax.i32(i32 %70, i32 1)
  %73 = zext nneg i32 %72 to i64
  %74 = add nsw i64 %71, -1
  %75 = and i64 %71, 1
  %76 = icmp eq i64 %74, 0
  %77 = and i64 %71, 4294967294
  %78 = icmp eq i64 %75, 0
  %79 = and i64 %71, 1
  %80 = icmp eq i64 %74, 0
  %81 = and i64 %71, 4294967294
  %82 = icmp eq i64 %79, 0
  %83 = and i64 %71, 1
  %84 = icmp eq i64 %74, 0
  %85 = and i64 %71, 4294967294
  %86 = icmp eq i64 %83, 0
  %87 = and i64 %73, 2147483646
  %88 = icmp eq i64 %87, %73
  br label %90

89:                                               ; preds = %243
  br i1 %67, label %66, label %60, !llvm.loop !13

90:                                               ; preds = %66, %243
  %91 = phi i1 [ true, %66 ], [ false, %243 ]
  %92 = phi i32 [ 0, %66 ], [ 1, %243 ]
  %93 = select i1 %91, double 8.000000e-01, double -6.000000e-01
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  store i32 %70, ptr %3, align 8, !tbaa !15
  store double %93, ptr %59, align 8, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  %94 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef %93, i32 noundef %70) #13
  %95 = extractvalue { ptr, double } %94, 0
  br i1 %76, label %116, label %96

96:                                               ; preds = %90, %96
  %97 = phi i64 [ %113, %96 ], [ 0, %90 ]
  %98 = phi double [ %112, %96 ], [ 0.000000e+00, %90 ]
  %99 = phi i64 [ %114, %96 ], [ 0, %90 ]
  %100 = getelementptr inbounds double, ptr %1, i64 %97
  %101 = load double, ptr %100, align 16, !tbaa !9
  %102 = fmul double %93, %101
  %103 = call double @sin(double noundef %102) #13
  %104 = load double, ptr %100, align 16, !tbaa !9
  %105 = call double @llvm.fmuladd.f64(double %103, double %104, double %98)
  %106 = or disjoint i64 %97, 1
  %107 = getelementptr inbounds double, ptr %1, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fmul double %93, %108
  %110 = call double @sin(double noundef %109) #13
  %111 = load double, ptr %107, align 8, !tbaa !9
  %112 = call double @llvm.fmuladd.f64(double %110, double %111, double %105)
  %113 = add nuw nsw i64 %97, 2
  %114 = add i64 %99, 2
  %115 = icmp eq i64 %114, %77
  br i1 %115, label %116, label %96, !llvm.loop !18

116:                                              ; preds = %96, %90
  %117 = phi double [ poison, %90 ], [ %112, %96 ]
  %118 = phi i64 [ 0, %90 ], [ %113, %96 ]
  %119 = phi double [ 0.000000e+00, %90 ], [ %112, %96 ]
  br i1 %78, label %127, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds double, ptr %1, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul double %93, %122
  %124 = call double @sin(double noundef %123) #13
  %125 = load double, ptr %121, align 8, !tbaa !9
  %126 = call double @llvm.fmuladd.f64(double %124, double %125, double %119)
  br label %127

127:                                              ; preds = %116, %120
  %128 = phi double [ %117, %116 ], [ %126, %120 ]
  %129 = select i1 %91, double 2.000000e+00, double 1.000000e+00
  %130 = extractvalue { ptr, double } %94, 1
  %131 = fmul double %93, %128
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ogt double %132, 1.000000e+00
  %134 = select i1 %133, double %132, double 1.000000e+00
  %135 = fsub double %130, %131
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fmul double %134, 0x3D719799812DEA11
  %138 = fcmp ole double %136, %137
  %139 = select i1 %138, ptr @.str.6, ptr @.str.7
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %92, double noundef %130, double noundef %131, ptr noundef nonnull %139)
  br i1 %138, label %144, label %141

141:                                              ; preds = %127
  %142 = load i32, ptr @n_fail, align 4, !tbaa !11
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr @n_fail, align 4, !tbaa !11
  br label %144

144:                                              ; preds = %127, %141
  %145 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef %93, i32 noundef %70, double noundef %129, ptr noundef %95) #13
  %146 = fadd double %93, 0x3EB0C6F7A0B5ED8D
  br i1 %80, label %167, label %147

147:                                              ; preds = %144, %147
  %148 = phi i64 [ %164, %147 ], [ 0, %144 ]
  %149 = phi double [ %163, %147 ], [ 0.000000e+00, %144 ]
  %150 = phi i64 [ %165, %147 ], [ 0, %144 ]
  %151 = getelementptr inbounds double, ptr %1, i64 %148
  %152 = load double, ptr %151, align 16, !tbaa !9
  %153 = fmul double %146, %152
  %154 = call double @sin(double noundef %153) #13
  %155 = load double, ptr %151, align 16, !tbaa !9
  %156 = call double @llvm.fmuladd.f64(double %154, double %155, double %149)
  %157 = or disjoint i64 %148, 1
  %158 = getelementptr inbounds double, ptr %1, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = fmul double %146, %159
  %161 = call double @sin(double noundef %160) #13
  %162 = load double, ptr %158, align 8, !tbaa !9
  %163 = call double @llvm.fmuladd.f64(double %161, double %162, double %156)
  %164 = add nuw nsw i64 %148, 2
  %165 = add i64 %150, 2
  %166 = icmp eq i64 %165, %81
  br i1 %166, label %167, label %147, !llvm.loop !18

167:                                              ; preds = %147, %144
  %168 = phi double [ poison, %144 ], [ %163, %147 ]
  %169 = phi i64 [ 0, %144 ], [ %164, %147 ]
  %170 = phi double [ 0.000000e+00, %144 ], [ %163, %147 ]
  br i1 %82, label %178, label %171

171:                                              ; preds = %167
  %172 = getelementptr inbounds double, ptr %1, i64 %169
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = fmul double %146, %173
  %175 = call double @sin(double noundef %174) #13
  %176 = load double, ptr %172, align 8, !tbaa !9
  %177 = call double @llvm.fmuladd.f64(double %175, double %176, double %170)
  br label %178

178:                                              ; preds = %167, %171
  %179 = phi double [ %168, %167 ], [ %177, %171 ]
  %180 = fadd double %93, 0xBEB0C6F7A0B5ED8D
  br i1 %84, label %201, label %181

181:                                              ; preds = %178, %181
  %182 = phi i64 [ %198, %181 ], [ 0, %178 ]
  %183 = phi double [ %197, %181 ], [ 0.000000e+00, %178 ]
  %184 = phi i64 [ %199, %181 ], [ 0, %178 ]
  %185 = getelementptr inbounds double, ptr %1, i64 %182
  %186 = load double, ptr %185, align 16, !tbaa !9
  %187 = fmul double %180, %186
  %188 = call double @sin(double noundef %187) #13
  %189 = load double, ptr %185, align 16, !tbaa !9
  %190 = call double @llvm.fmuladd.f64(double %188, double %189, double %183)
  %191 = or disjoint i64 %182, 1
  %192 = getelementptr inbounds double, ptr %1, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fmul double %180, %193
  %195 = call double @sin(double noundef %194) #13
  %196 = load double, ptr %192, align 8, !tbaa !9
  %197 = call double @llvm.fmuladd.f64(double %195, double %196, double %190)
  %198 = add nuw nsw i64 %182, 2
  %199 = add i64 %184, 2
  %200 = icmp eq i64 %199, %85
  br i1 %200, label %201, label %181, !llvm.loop !18

201:                                              ; preds = %181, %178
  %202 = phi double [ poison, %178 ], [ %197, %181 ]
  %203 = phi i64 [ 0, %178 ], [ %198, %181 ]
  %204 = phi double [ 0.000000e+00, %178 ], [ %197, %181 ]
  br i1 %86, label %212, label %205

205:                                              ; preds = %201
  %206 = getelementptr inbounds double, ptr %1, i64 %203
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = fmul double %180, %207
  %209 = call double @sin(double noundef %208) #13
  %210 = load double, ptr %206, align 8, !tbaa !9
  %211 = call double @llvm.fmuladd.f64(double %209, double %210, double %204)
  br label %212

212:                                              ; preds = %201, %205
  %213 = phi double [ %202, %201 ], [ %211, %205 ]
  %214 = fmul double %146, %179
  %215 = fmul double %180, %213
  %216 = fsub double %214, %215
  %217 = fmul double %129, %216
  %218 = fsub double %146, %180
  %219 = fdiv double %217, %218
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ogt double %220, 1.000000e+00
  %222 = select i1 %221, double %220, double 1.000000e+00
  %223 = fsub double %145, %219
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fmul double %222, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp ole double %224, %225
  %227 = select i1 %226, ptr @.str.6, ptr @.str.7
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %92, double noundef %145, double noundef %219, ptr noundef nonnull %227)
  br i1 %226, label %232, label %229

229:                                              ; preds = %212
  %230 = load i32, ptr @n_fail, align 4, !tbaa !11
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !11
  br label %232

232:                                              ; preds = %212, %229
  %233 = insertelement <2 x double> poison, double %129, i64 0
  %234 = shufflevector <2 x double> %233, <2 x double> poison, <2 x i32> zeroinitializer
  br label %235

235:                                              ; preds = %235, %232
  %236 = phi i64 [ 0, %232 ], [ %240, %235 ]
  %237 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %236
  %238 = load <2 x double>, ptr %237, align 16, !tbaa !9
  %239 = fdiv <2 x double> %238, %234
  store <2 x double> %239, ptr %237, align 16, !tbaa !9
  %240 = add nuw i64 %236, 2
  %241 = icmp eq i64 %240, %87
  br i1 %241, label %242, label %235, !llvm.loop !19

242:                                              ; preds = %235
  br i1 %88, label %243, label %249

243:                                              ; preds = %249, %242
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef %70, ptr noundef nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  %244 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %245 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd_ret(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %244, double noundef %93, i32 noundef %70) #13
  %246 = extractvalue { ptr, double } %245, 0
  %247 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %248 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %247, double noundef %93, i32 noundef %70, double noundef 1.000000e+00, ptr noundef %246) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %3, ptr noundef nonnull %1, i32 noundef %70, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  br i1 %91, label %90, label %89, !llvm.loop !22

249:                                              ; preds = %242, %249
  %250 = phi i64 [ %254, %249 ], [ %87, %242 ]
  %251 = getelementptr inbounds [10 x double], ptr %2, i64 0, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = fdiv double %252, %129
  store double %253, ptr %251, align 8, !tbaa !9
  %254 = add nuw nsw i64 %250, 1
  %255 = icmp eq i64 %254, %73
  br i1 %255, label %243, label %249, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare { ptr, double } @__enzyme_augmentfwd_ret(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @g(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %26

11:                                               ; preds = %26, %5
  %12 = phi double [ poison, %5 ], [ %42, %26 ]
  %13 = phi i64 [ 0, %5 ], [ %43, %26 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %42, %26 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %1
  %20 = tail call double @sin(double noundef %19) #13
  %21 = load double, ptr %17, align 8, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %14)
  br label %23

23:                                               ; preds = %16, %11, %3
  %24 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %22, %16 ]
  %25 = fmul double %24, %1
  ret double %25

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %43, %26 ]
  %28 = phi double [ 0.000000e+00, %9 ], [ %42, %26 ]
  %29 = phi i64 [ 0, %9 ], [ %44, %26 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %1
  %33 = tail call double @sin(double noundef %32) #13
  %34 = load double, ptr %30, align 8, !tbaa !9
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %28)
  %36 = or disjoint i64 %27, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %1
  %40 = tail call double @sin(double noundef %39) #13
  %41 = load double, ptr %37, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %40, double %41, double %35)
  %43 = add nuw nsw i64 %27, 2
  %44 = add i64 %29, 2
  %45 = icmp eq i64 %44, %10
  br i1 %45, label %11, label %26, !llvm.loop !18
}

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 3
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #14
  %10 = sext i32 %3 to i64
  %11 = shl nsw i64 %10, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %2, i64 %11, i1 false)
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %5
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = zext nneg i32 %3 to i64
  br label %17

16:                                               ; preds = %165, %5
  tail call void @free(ptr noundef %9) #13
  ret void

17:                                               ; preds = %13, %165
  %18 = phi i64 [ 0, %13 ], [ %166, %165 ]
  %19 = getelementptr inbounds double, ptr %4, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = getelementptr inbounds double, ptr %9, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ogt double %23, 1.000000e+00
  %25 = select i1 %24, double %23, double 1.000000e+00
  %26 = fmul double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd double %22, %26
  %28 = fsub double %22, %26
  store double %27, ptr %21, align 8, !tbaa !9
  %29 = load double, ptr %14, align 8, !tbaa !17
  %30 = load i32, ptr %1, align 8, !tbaa !15
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %32, label %143

32:                                               ; preds = %17
  %33 = zext nneg i32 %30 to i64
  %34 = and i64 %33, 3
  %35 = icmp ult i32 %30, 4
  br i1 %35, label %68, label %36

36:                                               ; preds = %32
  %37 = and i64 %33, 2147483644
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %65, %38 ]
  %40 = phi double [ 0.000000e+00, %36 ], [ %64, %38 ]
  %41 = phi i64 [ 0, %36 ], [ %66, %38 ]
  %42 = getelementptr inbounds double, ptr %9, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %29, %43
  %45 = tail call double @sin(double noundef %44) #13
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %43, double %40)
  %47 = or disjoint i64 %39, 1
  %48 = getelementptr inbounds double, ptr %9, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fmul double %29, %49
  %51 = tail call double @sin(double noundef %50) #13
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %49, double %46)
  %53 = or disjoint i64 %39, 2
  %54 = getelementptr inbounds double, ptr %9, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fmul double %29, %55
  %57 = tail call double @sin(double noundef %56) #13
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %55, double %52)
  %59 = or disjoint i64 %39, 3
  %60 = getelementptr inbounds double, ptr %9, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %29, %61
  %63 = tail call double @sin(double noundef %62) #13
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %61, double %58)
  %65 = add nuw nsw i64 %39, 4
  %66 = add i64 %41, 4
  %67 = icmp eq i64 %66, %37
  br i1 %67, label %68, label %38, !llvm.loop !18

68:                                               ; preds = %38, %32
  %69 = phi double [ poison, %32 ], [ %64, %38 ]
  %70 = phi i64 [ 0, %32 ], [ %65, %38 ]
  %71 = phi double [ 0.000000e+00, %32 ], [ %64, %38 ]
  %72 = icmp eq i64 %34, 0
  br i1 %72, label %85, label %73

73:                                               ; preds = %68, %73
  %74 = phi i64 [ %82, %73 ], [ %70, %68 ]
  %75 = phi double [ %81, %73 ], [ %71, %68 ]
  %76 = phi i64 [ %83, %73 ], [ 0, %68 ]
  %77 = getelementptr inbounds double, ptr %9, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul double %29, %78
  %80 = tail call double @sin(double noundef %79) #13
  %81 = tail call double @llvm.fmuladd.f64(double %80, double %78, double %75)
  %82 = add nuw nsw i64 %74, 1
  %83 = add i64 %76, 1
  %84 = icmp eq i64 %83, %34
  br i1 %84, label %85, label %73, !llvm.loop !24

85:                                               ; preds = %73, %68
  %86 = phi double [ %69, %68 ], [ %81, %73 ]
  %87 = load i32, ptr %1, align 8, !tbaa !15
  store double %28, ptr %21, align 8, !tbaa !9
  %88 = load double, ptr %14, align 8, !tbaa !17
  %89 = icmp sgt i32 %87, 0
  br i1 %89, label %90, label %143

90:                                               ; preds = %85
  %91 = zext nneg i32 %87 to i64
  %92 = and i64 %91, 3
  %93 = icmp ult i32 %87, 4
  br i1 %93, label %126, label %94

94:                                               ; preds = %90
  %95 = and i64 %91, 2147483644
  br label %96

96:                                               ; preds = %96, %94
  %97 = phi i64 [ 0, %94 ], [ %123, %96 ]
  %98 = phi double [ 0.000000e+00, %94 ], [ %122, %96 ]
  %99 = phi i64 [ 0, %94 ], [ %124, %96 ]
  %100 = getelementptr inbounds double, ptr %9, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = fmul double %88, %101
  %103 = tail call double @sin(double noundef %102) #13
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %101, double %98)
  %105 = or disjoint i64 %97, 1
  %106 = getelementptr inbounds double, ptr %9, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = fmul double %88, %107
  %109 = tail call double @sin(double noundef %108) #13
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %107, double %104)
  %111 = or disjoint i64 %97, 2
  %112 = getelementptr inbounds double, ptr %9, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fmul double %88, %113
  %115 = tail call double @sin(double noundef %114) #13
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %113, double %110)
  %117 = or disjoint i64 %97, 3
  %118 = getelementptr inbounds double, ptr %9, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = fmul double %88, %119
  %121 = tail call double @sin(double noundef %120) #13
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %119, double %116)
  %123 = add nuw nsw i64 %97, 4
  %124 = add i64 %99, 4
  %125 = icmp eq i64 %124, %95
  br i1 %125, label %126, label %96, !llvm.loop !18

126:                                              ; preds = %96, %90
  %127 = phi double [ poison, %90 ], [ %122, %96 ]
  %128 = phi i64 [ 0, %90 ], [ %123, %96 ]
  %129 = phi double [ 0.000000e+00, %90 ], [ %122, %96 ]
  %130 = icmp eq i64 %92, 0
  br i1 %130, label %143, label %131

131:                                              ; preds = %126, %131
  %132 = phi i64 [ %140, %131 ], [ %128, %126 ]
  %133 = phi double [ %139, %131 ], [ %129, %126 ]
  %134 = phi i64 [ %141, %131 ], [ 0, %126 ]
  %135 = getelementptr inbounds double, ptr %9, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fmul double %88, %136
  %138 = tail call double @sin(double noundef %137) #13
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %136, double %133)
  %140 = add nuw nsw i64 %132, 1
  %141 = add i64 %134, 1
  %142 = icmp eq i64 %141, %92
  br i1 %142, label %143, label %131, !llvm.loop !26

143:                                              ; preds = %126, %131, %17, %85
  %144 = phi double [ %88, %85 ], [ %29, %17 ], [ %88, %131 ], [ %88, %126 ]
  %145 = phi double [ %86, %85 ], [ 0.000000e+00, %17 ], [ %86, %131 ], [ %86, %126 ]
  %146 = phi double [ 0.000000e+00, %85 ], [ 0.000000e+00, %17 ], [ %127, %126 ], [ %139, %131 ]
  %147 = fmul double %29, %145
  %148 = fmul double %144, %146
  store double %22, ptr %21, align 8, !tbaa !9
  %149 = fsub double %147, %148
  %150 = fsub double %27, %28
  %151 = fdiv double %149, %150
  %152 = tail call double @llvm.fabs.f64(double %151)
  %153 = fcmp ogt double %152, 1.000000e+00
  %154 = select i1 %153, double %152, double 1.000000e+00
  %155 = fsub double %20, %151
  %156 = tail call double @llvm.fabs.f64(double %155)
  %157 = fmul double %154, 0x3EB0C6F7A0B5ED8D
  %158 = fcmp ole double %156, %157
  %159 = select i1 %158, ptr @.str.6, ptr @.str.7
  %160 = trunc nuw nsw i64 %18 to i32
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %160, double noundef %20, double noundef %151, ptr noundef nonnull %159)
  br i1 %158, label %165, label %162

162:                                              ; preds = %143
  %163 = load i32, ptr @n_fail, align 4, !tbaa !11
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @n_fail, align 4, !tbaa !11
  br label %165

165:                                              ; preds = %143, %162
  %166 = add nuw nsw i64 %18, 1
  %167 = icmp eq i64 %166, %15
  br i1 %167, label %16, label %17, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !12, i64 0}
!16 = !{!"", !12, i64 0, !10, i64 8}
!17 = !{!16, !10, i64 8}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !21, !20}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !25}
!27 = distinct !{!27, !14}
