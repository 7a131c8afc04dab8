; ModuleID = 'atomicglobal.c'
source_filename = "atomicglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f.fwd\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"f.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"atomicglobal\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@acc = internal global double 0.000000e+00, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
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
  %38 = add i64 %37, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <2 x i64> poison, i64 %38, i64 0
  %42 = insertelement <2 x i64> %41, i64 %40, i64 1
  %43 = lshr <2 x i64> %42, <i64 10, i64 10>
  %44 = and <2 x i64> %43, <i64 18014398509481982, i64 18014398509481982>
  %45 = uitofp nneg <2 x i64> %44 to <2 x double>
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %46, ptr %3, align 16, !tbaa !9
  %47 = mul i64 %40, 6364136223846793005
  %48 = getelementptr inbounds i8, ptr %3, i64 16
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
  %59 = getelementptr inbounds i8, ptr %3, i64 32
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
  store i64 %62, ptr @rng_state, align 8, !tbaa !5
  br label %75

69:                                               ; preds = %310
  %70 = load i32, ptr @n_fail, align 4, !tbaa !11
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %70)
  %72 = load i32, ptr @n_fail, align 4, !tbaa !11
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #15
  ret i32 %74

75:                                               ; preds = %0, %310
  %76 = phi i64 [ 0, %0 ], [ %311, %310 ]
  %77 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  %79 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %80 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %79, i32 noundef %78) #15
  %81 = call i32 @llvm.smax.i32(i32 %78, i32 1)
  %82 = zext nneg i32 %81 to i64
  %83 = shl nuw nsw i64 %82, 3
  %84 = call noalias ptr @malloc(i64 noundef %83) #16
  %85 = sext i32 %78 to i64
  %86 = shl nsw i64 %85, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %84, ptr nonnull readonly align 16 %1, i64 %86, i1 false)
  %87 = zext i32 %78 to i64
  br label %88

88:                                               ; preds = %75, %152
  %89 = phi i64 [ 0, %75 ], [ %153, %152 ]
  %90 = getelementptr inbounds double, ptr %2, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = getelementptr inbounds double, ptr %84, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call double @llvm.fabs.f64(double %93)
  %95 = fcmp ogt double %94, 1.000000e+00
  %96 = select i1 %95, double %94, double 1.000000e+00
  %97 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %98 = fadd double %93, %97
  store double %98, ptr %92, align 8, !tbaa !9
  call fastcc void @reset()
  br label %99

99:                                               ; preds = %111, %88
  %100 = phi i64 [ 0, %88 ], [ %112, %111 ]
  %101 = getelementptr inbounds double, ptr %84, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fmul double %102, 3.000000e-01
  %104 = call double @exp(double noundef %103) #15
  %105 = fmul double %102, %104
  call fastcc void @bump(double noundef %105)
  %106 = and i64 %100, 1
  %107 = icmp eq i64 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %99
  %109 = fmul double %102, %102
  %110 = fmul double %109, 5.000000e-01
  call fastcc void @drop(double noundef %110)
  br label %111

111:                                              ; preds = %108, %99
  %112 = add nuw nsw i64 %100, 1
  %113 = icmp eq i64 %112, %87
  br i1 %113, label %114, label %99, !llvm.loop !13

114:                                              ; preds = %111
  %115 = fsub double %93, %97
  %116 = call fastcc double @take()
  store double %115, ptr %92, align 8, !tbaa !9
  call fastcc void @reset()
  br label %117

117:                                              ; preds = %129, %114
  %118 = phi i64 [ 0, %114 ], [ %130, %129 ]
  %119 = getelementptr inbounds double, ptr %84, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = fmul double %120, 3.000000e-01
  %122 = call double @exp(double noundef %121) #15
  %123 = fmul double %120, %122
  call fastcc void @bump(double noundef %123)
  %124 = and i64 %118, 1
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %129, label %126

126:                                              ; preds = %117
  %127 = fmul double %120, %120
  %128 = fmul double %127, 5.000000e-01
  call fastcc void @drop(double noundef %128)
  br label %129

129:                                              ; preds = %126, %117
  %130 = add nuw nsw i64 %118, 1
  %131 = icmp eq i64 %130, %87
  br i1 %131, label %132, label %117, !llvm.loop !13

132:                                              ; preds = %129
  %133 = fmul double %116, %116
  %134 = call fastcc double @take()
  %135 = fmul double %134, %134
  store double %93, ptr %92, align 8, !tbaa !9
  %136 = fsub double %133, %135
  %137 = fsub double %98, %115
  %138 = fdiv double %136, %137
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = fcmp ogt double %139, 1.000000e+00
  %141 = select i1 %140, double %139, double 1.000000e+00
  %142 = fsub double %91, %138
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fmul double %141, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp ole double %143, %144
  %146 = select i1 %145, ptr @.str.5, ptr @.str.6
  %147 = trunc nuw nsw i64 %89 to i32
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %147, double noundef %91, double noundef %138, ptr noundef nonnull %146)
  br i1 %145, label %152, label %149

149:                                              ; preds = %132
  %150 = load i32, ptr @n_fail, align 4, !tbaa !11
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr @n_fail, align 4, !tbaa !11
  br label %152

152:                                              ; preds = %149, %132
  %153 = add nuw nsw i64 %89, 1
  %154 = icmp eq i64 %153, %87
  br i1 %154, label %155, label %88, !llvm.loop !15

155:                                              ; preds = %152
  call void @free(ptr noundef nonnull %84) #15
  %156 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %157 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %156, i32 noundef %78) #15
  %158 = call noalias ptr @malloc(i64 noundef %83) #16
  %159 = call noalias ptr @malloc(i64 noundef %83) #16
  %160 = icmp eq i64 %76, 2
  br i1 %160, label %161, label %163

161:                                              ; preds = %177, %155
  %162 = phi i64 [ 0, %155 ], [ %164, %177 ]
  br label %212

163:                                              ; preds = %155
  %164 = and i64 %87, 4294967294
  br label %165

165:                                              ; preds = %165, %163
  %166 = phi i64 [ 0, %163 ], [ %175, %165 ]
  %167 = getelementptr inbounds double, ptr %1, i64 %166
  %168 = load <2 x double>, ptr %167, align 16, !tbaa !9
  %169 = getelementptr inbounds double, ptr %3, i64 %166
  %170 = load <2 x double>, ptr %169, align 16, !tbaa !9
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %168)
  %172 = getelementptr inbounds double, ptr %158, i64 %166
  store <2 x double> %171, ptr %172, align 8, !tbaa !9
  %173 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %168)
  %174 = getelementptr inbounds double, ptr %159, i64 %166
  store <2 x double> %173, ptr %174, align 8, !tbaa !9
  %175 = add nuw i64 %166, 2
  %176 = icmp eq i64 %175, %164
  br i1 %176, label %177, label %165, !llvm.loop !16

177:                                              ; preds = %165
  %178 = icmp eq i64 %164, %87
  br i1 %178, label %179, label %161

179:                                              ; preds = %212, %177
  call fastcc void @reset()
  br label %180

180:                                              ; preds = %192, %179
  %181 = phi i64 [ 0, %179 ], [ %193, %192 ]
  %182 = getelementptr inbounds double, ptr %158, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = fmul double %183, 3.000000e-01
  %185 = call double @exp(double noundef %184) #15
  %186 = fmul double %183, %185
  call fastcc void @bump(double noundef %186)
  %187 = and i64 %181, 1
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %180
  %190 = fmul double %183, %183
  %191 = fmul double %190, 5.000000e-01
  call fastcc void @drop(double noundef %191)
  br label %192

192:                                              ; preds = %189, %180
  %193 = add nuw nsw i64 %181, 1
  %194 = icmp eq i64 %193, %87
  br i1 %194, label %195, label %180, !llvm.loop !13

195:                                              ; preds = %192
  %196 = call fastcc double @take()
  call fastcc void @reset()
  br label %197

197:                                              ; preds = %209, %195
  %198 = phi i64 [ 0, %195 ], [ %210, %209 ]
  %199 = getelementptr inbounds double, ptr %159, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = fmul double %200, 3.000000e-01
  %202 = call double @exp(double noundef %201) #15
  %203 = fmul double %200, %202
  call fastcc void @bump(double noundef %203)
  %204 = and i64 %198, 1
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %209, label %206

206:                                              ; preds = %197
  %207 = fmul double %200, %200
  %208 = fmul double %207, 5.000000e-01
  call fastcc void @drop(double noundef %208)
  br label %209

209:                                              ; preds = %206, %197
  %210 = add nuw nsw i64 %198, 1
  %211 = icmp eq i64 %210, %87
  br i1 %211, label %224, label %197, !llvm.loop !13

212:                                              ; preds = %161, %212
  %213 = phi i64 [ %222, %212 ], [ %162, %161 ]
  %214 = getelementptr inbounds double, ptr %1, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = getelementptr inbounds double, ptr %3, i64 %213
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @llvm.fmuladd.f64(double %217, double 0x3EB0C6F7A0B5ED8D, double %215)
  %219 = getelementptr inbounds double, ptr %158, i64 %213
  store double %218, ptr %219, align 8, !tbaa !9
  %220 = call double @llvm.fmuladd.f64(double %217, double 0xBEB0C6F7A0B5ED8D, double %215)
  %221 = getelementptr inbounds double, ptr %159, i64 %213
  store double %220, ptr %221, align 8, !tbaa !9
  %222 = add nuw nsw i64 %213, 1
  %223 = icmp eq i64 %222, %87
  br i1 %223, label %179, label %212, !llvm.loop !19

224:                                              ; preds = %209
  %225 = fmul double %196, %196
  %226 = call fastcc double @take()
  %227 = fmul double %226, %226
  %228 = fsub double %225, %227
  %229 = fdiv double %228, 2.000000e-06
  call void @free(ptr noundef %158) #15
  call void @free(ptr noundef nonnull %159) #15
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fcmp ogt double %230, 1.000000e+00
  %232 = select i1 %231, double %230, double 1.000000e+00
  %233 = fsub double %157, %229
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fmul double %232, 0x3EB0C6F7A0B5ED8D
  %236 = fcmp ole double %234, %235
  %237 = select i1 %236, ptr @.str.5, ptr @.str.6
  %238 = trunc nuw nsw i64 %76 to i32
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %238, double noundef %157, double noundef %229, ptr noundef nonnull %237)
  br i1 %236, label %240, label %246

240:                                              ; preds = %246, %224
  %241 = add nsw i64 %87, -1
  %242 = and i64 %87, 3
  %243 = icmp ult i64 %241, 3
  br i1 %243, label %249, label %244

244:                                              ; preds = %240
  %245 = and i64 %87, 4294967292
  br label %280

246:                                              ; preds = %224
  %247 = load i32, ptr @n_fail, align 4, !tbaa !11
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !11
  br label %240

249:                                              ; preds = %280, %240
  %250 = phi double [ poison, %240 ], [ %306, %280 ]
  %251 = phi i64 [ 0, %240 ], [ %307, %280 ]
  %252 = phi double [ 0.000000e+00, %240 ], [ %306, %280 ]
  %253 = icmp eq i64 %242, 0
  br i1 %253, label %266, label %254

254:                                              ; preds = %249, %254
  %255 = phi i64 [ %263, %254 ], [ %251, %249 ]
  %256 = phi double [ %262, %254 ], [ %252, %249 ]
  %257 = phi i64 [ %264, %254 ], [ 0, %249 ]
  %258 = getelementptr inbounds double, ptr %2, i64 %255
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = getelementptr inbounds double, ptr %3, i64 %255
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = call double @llvm.fmuladd.f64(double %259, double %261, double %256)
  %263 = add nuw nsw i64 %255, 1
  %264 = add i64 %257, 1
  %265 = icmp eq i64 %264, %242
  br i1 %265, label %266, label %254, !llvm.loop !20

266:                                              ; preds = %254, %249
  %267 = phi double [ %250, %249 ], [ %262, %254 ]
  %268 = call double @llvm.fabs.f64(double %157)
  %269 = fcmp ogt double %268, 1.000000e+00
  %270 = select i1 %269, double %268, double 1.000000e+00
  %271 = fsub double %267, %157
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = fmul double %270, 0x3EB0C6F7A0B5ED8D
  %274 = fcmp ole double %272, %273
  %275 = select i1 %274, ptr @.str.5, ptr @.str.6
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %238, double noundef %267, double noundef %157, ptr noundef nonnull %275)
  br i1 %274, label %310, label %277

277:                                              ; preds = %266
  %278 = load i32, ptr @n_fail, align 4, !tbaa !11
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr @n_fail, align 4, !tbaa !11
  br label %310

280:                                              ; preds = %280, %244
  %281 = phi i64 [ 0, %244 ], [ %307, %280 ]
  %282 = phi double [ 0.000000e+00, %244 ], [ %306, %280 ]
  %283 = phi i64 [ 0, %244 ], [ %308, %280 ]
  %284 = getelementptr inbounds double, ptr %2, i64 %281
  %285 = load double, ptr %284, align 16, !tbaa !9
  %286 = getelementptr inbounds double, ptr %3, i64 %281
  %287 = load double, ptr %286, align 16, !tbaa !9
  %288 = call double @llvm.fmuladd.f64(double %285, double %287, double %282)
  %289 = or disjoint i64 %281, 1
  %290 = getelementptr inbounds double, ptr %2, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds double, ptr %3, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = call double @llvm.fmuladd.f64(double %291, double %293, double %288)
  %295 = or disjoint i64 %281, 2
  %296 = getelementptr inbounds double, ptr %2, i64 %295
  %297 = load double, ptr %296, align 16, !tbaa !9
  %298 = getelementptr inbounds double, ptr %3, i64 %295
  %299 = load double, ptr %298, align 16, !tbaa !9
  %300 = call double @llvm.fmuladd.f64(double %297, double %299, double %294)
  %301 = or disjoint i64 %281, 3
  %302 = getelementptr inbounds double, ptr %2, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !9
  %304 = getelementptr inbounds double, ptr %3, i64 %301
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = call double @llvm.fmuladd.f64(double %303, double %305, double %300)
  %307 = add nuw nsw i64 %281, 4
  %308 = add i64 %283, 4
  %309 = icmp eq i64 %308, %245
  br i1 %309, label %249, label %280, !llvm.loop !22

310:                                              ; preds = %266, %277
  %311 = add nuw nsw i64 %76, 1
  %312 = icmp eq i64 %311, 3
  br i1 %312, label %69, label %75, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  tail call fastcc void @reset()
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %23, %2
  %7 = tail call fastcc double @take()
  %8 = fmul double %7, %7
  ret double %8

9:                                                ; preds = %4, %23
  %10 = phi i64 [ 0, %4 ], [ %24, %23 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul double %12, 3.000000e-01
  %14 = tail call double @exp(double noundef %13) #15
  %15 = load double, ptr %11, align 8, !tbaa !9
  %16 = fmul double %14, %15
  tail call fastcc void @bump(double noundef %16)
  %17 = and i64 %10, 1
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %9
  %20 = load double, ptr %11, align 8, !tbaa !9
  %21 = fmul double %20, %20
  %22 = fmul double %21, 5.000000e-01
  tail call fastcc void @drop(double noundef %22)
  br label %23

23:                                               ; preds = %9, %19
  %24 = add nuw nsw i64 %10, 1
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %6, label %9, !llvm.loop !13
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reset() unnamed_addr #6 {
  store double 0.000000e+00, ptr @acc, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(double noundef %0) unnamed_addr #7 {
  %2 = atomicrmw fadd ptr @acc, double %0 monotonic, align 8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @drop(double noundef %0) unnamed_addr #7 {
  %2 = atomicrmw fsub ptr @acc, double %0 seq_cst, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @take() unnamed_addr #9 {
  %1 = load double, ptr @acc, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !14, !18, !17}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
