; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [4 x i32] [i32 64, i32 17, i32 2, i32 1], align 16
@.str = private unnamed_addr constant [12 x i8] c"top_half.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"isort.JTw\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"isort.primal_sorted\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  %3 = alloca [64 x double], align 16
  %4 = alloca [64 x double], align 16
  %5 = alloca [64 x double], align 16
  %6 = alloca [64 x double], align 16
  %7 = alloca [64 x double], align 16
  %8 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %8) #11
  br label %15

9:                                                ; preds = %366, %393
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %10)
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #11
  ret i32 %14

15:                                               ; preds = %393, %0
  %16 = phi i64 [ 0, %0 ], [ %394, %393 ]
  %17 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = load i64, ptr @rng_state, align 8, !tbaa !9
  %20 = sitofp i32 %18 to double
  %21 = fmul double %20, -5.000000e-02
  %22 = call i32 @llvm.smax.i32(i32 %18, i32 1)
  %23 = zext nneg i32 %22 to i64
  %24 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %21, i64 0
  br label %371

25:                                               ; preds = %371
  %26 = zext nneg i32 %18 to i64
  %27 = and i64 %26, 1
  %28 = icmp eq i64 %16, 3
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = and i64 %26, 2147483646
  br label %57

31:                                               ; preds = %57, %25
  %32 = phi i64 [ poison, %25 ], [ %70, %57 ]
  %33 = phi i64 [ 0, %25 ], [ %76, %57 ]
  %34 = phi i64 [ %380, %25 ], [ %70, %57 ]
  %35 = icmp eq i64 %27, 0
  br i1 %35, label %44, label %36

36:                                               ; preds = %31
  %37 = mul i64 %34, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = lshr i64 %38, 10
  %40 = and i64 %39, 18014398509481982
  %41 = uitofp nneg i64 %40 to double
  %42 = call double @llvm.fmuladd.f64(double %41, double 0x3CA0000000000000, double -1.000000e+00)
  %43 = getelementptr inbounds double, ptr %8, i64 %33
  store double %42, ptr %43, align 8, !tbaa !11
  br label %44

44:                                               ; preds = %31, %36
  %45 = phi i64 [ %32, %31 ], [ %38, %36 ]
  store i64 %45, ptr @rng_state, align 8, !tbaa !9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %6, i8 0, i64 512, i1 false)
  %46 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @top_half, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %18) #11
  %47 = call i32 @llvm.smax.i32(i32 %18, i32 1)
  %48 = zext nneg i32 %47 to i64
  %49 = shl nuw nsw i64 %48, 3
  %50 = call noalias ptr @malloc(i64 noundef %49) #12
  %51 = sext i32 %18 to i64
  %52 = shl nsw i64 %51, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr nonnull readonly align 16 %5, i64 %52, i1 false)
  %53 = shl nuw nsw i64 %26, 3
  %54 = icmp eq i64 %16, 3
  %55 = lshr i32 %18, 1
  %56 = zext nneg i32 %55 to i64
  br label %79

57:                                               ; preds = %57, %29
  %58 = phi i64 [ 0, %29 ], [ %76, %57 ]
  %59 = phi i64 [ %380, %29 ], [ %70, %57 ]
  %60 = phi i64 [ 0, %29 ], [ %77, %57 ]
  %61 = mul i64 %59, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = lshr i64 %62, 10
  %64 = and i64 %63, 18014398509481982
  %65 = uitofp nneg i64 %64 to double
  %66 = call double @llvm.fmuladd.f64(double %65, double 0x3CA0000000000000, double -1.000000e+00)
  %67 = getelementptr inbounds double, ptr %8, i64 %58
  store double %66, ptr %67, align 16, !tbaa !11
  %68 = or disjoint i64 %58, 1
  %69 = mul i64 %62, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = lshr i64 %70, 10
  %72 = and i64 %71, 18014398509481982
  %73 = uitofp nneg i64 %72 to double
  %74 = call double @llvm.fmuladd.f64(double %73, double 0x3CA0000000000000, double -1.000000e+00)
  %75 = getelementptr inbounds double, ptr %8, i64 %68
  store double %74, ptr %75, align 8, !tbaa !11
  %76 = add nuw nsw i64 %58, 2
  %77 = add i64 %60, 2
  %78 = icmp eq i64 %77, %30
  br i1 %78, label %31, label %57, !llvm.loop !13

79:                                               ; preds = %44, %179
  %80 = phi i64 [ 0, %44 ], [ %180, %179 ]
  %81 = getelementptr inbounds double, ptr %6, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !11
  %83 = getelementptr inbounds double, ptr %50, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !11
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ogt double %85, 1.000000e+00
  %87 = select i1 %86, double %85, double 1.000000e+00
  %88 = fmul double %87, 0x3EB0C6F7A0B5ED8D
  %89 = fadd double %84, %88
  %90 = fsub double %84, %88
  store double %89, ptr %83, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %50, i64 %53, i1 false), !tbaa !11
  br i1 %54, label %112, label %91

91:                                               ; preds = %79, %105
  %92 = phi i64 [ %110, %105 ], [ 1, %79 ]
  %93 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !11
  br label %95

95:                                               ; preds = %102, %91
  %96 = phi i64 [ %92, %91 ], [ %97, %102 ]
  %97 = add nsw i64 %96, -1
  %98 = and i64 %97, 4294967295
  %99 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !11
  %101 = fcmp ogt double %100, %94
  br i1 %101, label %102, label %105

102:                                              ; preds = %95
  %103 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %96
  store double %100, ptr %103, align 8, !tbaa !11
  %104 = icmp sgt i64 %96, 1
  br i1 %104, label %95, label %105, !llvm.loop !15

105:                                              ; preds = %102, %95
  %106 = phi i64 [ 0, %102 ], [ %96, %95 ]
  %107 = shl i64 %106, 32
  %108 = ashr exact i64 %107, 32
  %109 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %108
  store double %94, ptr %109, align 8, !tbaa !11
  %110 = add nuw nsw i64 %92, 1
  %111 = icmp eq i64 %110, %26
  br i1 %111, label %112, label %91, !llvm.loop !16

112:                                              ; preds = %105, %79
  br label %113

113:                                              ; preds = %112, %113
  %114 = phi i64 [ %124, %113 ], [ %56, %112 ]
  %115 = phi double [ %123, %113 ], [ 0.000000e+00, %112 ]
  %116 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %114
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = fmul double %117, %117
  %119 = trunc i64 %114 to i32
  %120 = sub i32 %119, %55
  %121 = sitofp i32 %120 to double
  %122 = call double @llvm.fmuladd.f64(double %121, double 5.000000e-01, double 1.000000e+00)
  %123 = call double @llvm.fmuladd.f64(double %118, double %122, double %115)
  %124 = add nuw nsw i64 %114, 1
  %125 = icmp ult i64 %124, %26
  br i1 %125, label %113, label %126, !llvm.loop !17

126:                                              ; preds = %113
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #11
  store double %90, ptr %83, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %50, i64 %53, i1 false), !tbaa !11
  br i1 %54, label %148, label %127

127:                                              ; preds = %126, %141
  %128 = phi i64 [ %146, %141 ], [ 1, %126 ]
  %129 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !11
  br label %131

131:                                              ; preds = %138, %127
  %132 = phi i64 [ %128, %127 ], [ %133, %138 ]
  %133 = add nsw i64 %132, -1
  %134 = and i64 %133, 4294967295
  %135 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !11
  %137 = fcmp ogt double %136, %130
  br i1 %137, label %138, label %141

138:                                              ; preds = %131
  %139 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %132
  store double %136, ptr %139, align 8, !tbaa !11
  %140 = icmp sgt i64 %132, 1
  br i1 %140, label %131, label %141, !llvm.loop !15

141:                                              ; preds = %138, %131
  %142 = phi i64 [ 0, %138 ], [ %132, %131 ]
  %143 = shl i64 %142, 32
  %144 = ashr exact i64 %143, 32
  %145 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %144
  store double %130, ptr %145, align 8, !tbaa !11
  %146 = add nuw nsw i64 %128, 1
  %147 = icmp eq i64 %146, %26
  br i1 %147, label %148, label %127, !llvm.loop !16

148:                                              ; preds = %141, %126
  br label %149

149:                                              ; preds = %148, %149
  %150 = phi i64 [ %160, %149 ], [ %56, %148 ]
  %151 = phi double [ %159, %149 ], [ 0.000000e+00, %148 ]
  %152 = getelementptr inbounds [64 x double], ptr %4, i64 0, i64 %150
  %153 = load double, ptr %152, align 8, !tbaa !11
  %154 = fmul double %153, %153
  %155 = trunc i64 %150 to i32
  %156 = sub i32 %155, %55
  %157 = sitofp i32 %156 to double
  %158 = call double @llvm.fmuladd.f64(double %157, double 5.000000e-01, double 1.000000e+00)
  %159 = call double @llvm.fmuladd.f64(double %154, double %158, double %151)
  %160 = add nuw nsw i64 %150, 1
  %161 = icmp ult i64 %160, %26
  br i1 %161, label %149, label %162, !llvm.loop !17

162:                                              ; preds = %149
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #11
  store double %84, ptr %83, align 8, !tbaa !11
  %163 = fsub double %123, %159
  %164 = fsub double %89, %90
  %165 = fdiv double %163, %164
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = fcmp ogt double %166, 1.000000e+00
  %168 = select i1 %167, double %166, double 1.000000e+00
  %169 = fsub double %82, %165
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fmul double %168, 0x3EB0C6F7A0B5ED8D
  %172 = fcmp ole double %170, %171
  %173 = select i1 %172, ptr @.str.5, ptr @.str.6
  %174 = trunc nuw nsw i64 %80 to i32
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %174, double noundef %82, double noundef %165, ptr noundef nonnull %173)
  br i1 %172, label %179, label %176

176:                                              ; preds = %162
  %177 = load i32, ptr @n_fail, align 4, !tbaa !5
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr @n_fail, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %176, %162
  %180 = add nuw nsw i64 %80, 1
  %181 = icmp eq i64 %180, %26
  br i1 %181, label %182, label %79, !llvm.loop !18

182:                                              ; preds = %179
  call void @free(ptr noundef nonnull %50) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %7, ptr noundef nonnull align 16 dereferenceable(512) %5, i64 512, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %6, ptr noundef nonnull align 16 dereferenceable(512) %8, i64 512, i1 false)
  %183 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @isort, ptr noundef nonnull %7, ptr noundef nonnull %6, i32 noundef %18) #11
  %184 = call noalias ptr @malloc(i64 noundef %49) #12
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %184, ptr nonnull readonly align 16 %5, i64 %52, i1 false)
  %185 = and i64 %26, 3
  %186 = and i64 %16, 9223372036854775806
  %187 = icmp eq i64 %186, 2
  %188 = and i64 %26, 2147483644
  %189 = icmp eq i64 %185, 0
  %190 = and i64 %26, 3
  %191 = and i64 %16, 9223372036854775806
  %192 = icmp eq i64 %191, 2
  %193 = and i64 %26, 2147483644
  %194 = icmp eq i64 %190, 0
  br label %195

195:                                              ; preds = %363, %182
  %196 = phi i64 [ 0, %182 ], [ %364, %363 ]
  %197 = getelementptr inbounds double, ptr %6, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !11
  %199 = getelementptr inbounds double, ptr %184, i64 %196
  %200 = load double, ptr %199, align 8, !tbaa !11
  %201 = call double @llvm.fabs.f64(double %200)
  %202 = fcmp ogt double %201, 1.000000e+00
  %203 = select i1 %202, double %201, double 1.000000e+00
  %204 = fmul double %203, 0x3EB0C6F7A0B5ED8D
  %205 = fadd double %200, %204
  %206 = fsub double %200, %204
  store double %205, ptr %199, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %184, i64 %52, i1 false)
  br i1 %54, label %228, label %207

207:                                              ; preds = %195, %221
  %208 = phi i64 [ %226, %221 ], [ 1, %195 ]
  %209 = getelementptr inbounds double, ptr %1, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !11
  br label %211

211:                                              ; preds = %218, %207
  %212 = phi i64 [ %208, %207 ], [ %213, %218 ]
  %213 = add nsw i64 %212, -1
  %214 = and i64 %213, 4294967295
  %215 = getelementptr inbounds double, ptr %1, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !11
  %217 = fcmp ogt double %216, %210
  br i1 %217, label %218, label %221

218:                                              ; preds = %211
  %219 = getelementptr inbounds double, ptr %1, i64 %212
  store double %216, ptr %219, align 8, !tbaa !11
  %220 = icmp sgt i64 %212, 1
  br i1 %220, label %211, label %221, !llvm.loop !19

221:                                              ; preds = %218, %211
  %222 = phi i64 [ 0, %218 ], [ %212, %211 ]
  %223 = shl i64 %222, 32
  %224 = ashr exact i64 %223, 29
  %225 = getelementptr inbounds i8, ptr %1, i64 %224
  store double %210, ptr %225, align 8, !tbaa !11
  %226 = add nuw nsw i64 %208, 1
  %227 = icmp eq i64 %226, %26
  br i1 %227, label %228, label %207, !llvm.loop !20

228:                                              ; preds = %221, %195
  br i1 %187, label %259, label %229

229:                                              ; preds = %228, %229
  %230 = phi i64 [ %256, %229 ], [ 0, %228 ]
  %231 = phi double [ %255, %229 ], [ 0.000000e+00, %228 ]
  %232 = phi i64 [ %257, %229 ], [ 0, %228 ]
  %233 = getelementptr inbounds double, ptr %8, i64 %230
  %234 = load double, ptr %233, align 16, !tbaa !11
  %235 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %230
  %236 = load double, ptr %235, align 16, !tbaa !11
  %237 = call double @llvm.fmuladd.f64(double %234, double %236, double %231)
  %238 = or disjoint i64 %230, 1
  %239 = getelementptr inbounds double, ptr %8, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !11
  %241 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %238
  %242 = load double, ptr %241, align 8, !tbaa !11
  %243 = call double @llvm.fmuladd.f64(double %240, double %242, double %237)
  %244 = or disjoint i64 %230, 2
  %245 = getelementptr inbounds double, ptr %8, i64 %244
  %246 = load double, ptr %245, align 16, !tbaa !11
  %247 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %244
  %248 = load double, ptr %247, align 16, !tbaa !11
  %249 = call double @llvm.fmuladd.f64(double %246, double %248, double %243)
  %250 = or disjoint i64 %230, 3
  %251 = getelementptr inbounds double, ptr %8, i64 %250
  %252 = load double, ptr %251, align 8, !tbaa !11
  %253 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %250
  %254 = load double, ptr %253, align 8, !tbaa !11
  %255 = call double @llvm.fmuladd.f64(double %252, double %254, double %249)
  %256 = add nuw nsw i64 %230, 4
  %257 = add i64 %232, 4
  %258 = icmp eq i64 %257, %188
  br i1 %258, label %259, label %229, !llvm.loop !21

259:                                              ; preds = %229, %228
  %260 = phi double [ poison, %228 ], [ %255, %229 ]
  %261 = phi i64 [ 0, %228 ], [ %256, %229 ]
  %262 = phi double [ 0.000000e+00, %228 ], [ %255, %229 ]
  br i1 %189, label %275, label %263

263:                                              ; preds = %259, %263
  %264 = phi i64 [ %272, %263 ], [ %261, %259 ]
  %265 = phi double [ %271, %263 ], [ %262, %259 ]
  %266 = phi i64 [ %273, %263 ], [ 0, %259 ]
  %267 = getelementptr inbounds double, ptr %8, i64 %264
  %268 = load double, ptr %267, align 8, !tbaa !11
  %269 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %264
  %270 = load double, ptr %269, align 8, !tbaa !11
  %271 = call double @llvm.fmuladd.f64(double %268, double %270, double %265)
  %272 = add nuw nsw i64 %264, 1
  %273 = add i64 %266, 1
  %274 = icmp eq i64 %273, %185
  br i1 %274, label %275, label %263, !llvm.loop !22

275:                                              ; preds = %263, %259
  %276 = phi double [ %260, %259 ], [ %271, %263 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #11
  store double %206, ptr %199, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %184, i64 %52, i1 false)
  br i1 %54, label %298, label %277

277:                                              ; preds = %275, %291
  %278 = phi i64 [ %296, %291 ], [ 1, %275 ]
  %279 = getelementptr inbounds double, ptr %2, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !11
  br label %281

281:                                              ; preds = %288, %277
  %282 = phi i64 [ %278, %277 ], [ %283, %288 ]
  %283 = add nsw i64 %282, -1
  %284 = and i64 %283, 4294967295
  %285 = getelementptr inbounds double, ptr %2, i64 %284
  %286 = load double, ptr %285, align 8, !tbaa !11
  %287 = fcmp ogt double %286, %280
  br i1 %287, label %288, label %291

288:                                              ; preds = %281
  %289 = getelementptr inbounds double, ptr %2, i64 %282
  store double %286, ptr %289, align 8, !tbaa !11
  %290 = icmp sgt i64 %282, 1
  br i1 %290, label %281, label %291, !llvm.loop !19

291:                                              ; preds = %288, %281
  %292 = phi i64 [ 0, %288 ], [ %282, %281 ]
  %293 = shl i64 %292, 32
  %294 = ashr exact i64 %293, 29
  %295 = getelementptr inbounds i8, ptr %2, i64 %294
  store double %280, ptr %295, align 8, !tbaa !11
  %296 = add nuw nsw i64 %278, 1
  %297 = icmp eq i64 %296, %26
  br i1 %297, label %298, label %277, !llvm.loop !20

298:                                              ; preds = %291, %275
  br i1 %192, label %329, label %299

299:                                              ; preds = %298, %299
  %300 = phi i64 [ %326, %299 ], [ 0, %298 ]
  %301 = phi double [ %325, %299 ], [ 0.000000e+00, %298 ]
  %302 = phi i64 [ %327, %299 ], [ 0, %298 ]
  %303 = getelementptr inbounds double, ptr %8, i64 %300
  %304 = load double, ptr %303, align 16, !tbaa !11
  %305 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %300
  %306 = load double, ptr %305, align 16, !tbaa !11
  %307 = call double @llvm.fmuladd.f64(double %304, double %306, double %301)
  %308 = or disjoint i64 %300, 1
  %309 = getelementptr inbounds double, ptr %8, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !11
  %311 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %308
  %312 = load double, ptr %311, align 8, !tbaa !11
  %313 = call double @llvm.fmuladd.f64(double %310, double %312, double %307)
  %314 = or disjoint i64 %300, 2
  %315 = getelementptr inbounds double, ptr %8, i64 %314
  %316 = load double, ptr %315, align 16, !tbaa !11
  %317 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %314
  %318 = load double, ptr %317, align 16, !tbaa !11
  %319 = call double @llvm.fmuladd.f64(double %316, double %318, double %313)
  %320 = or disjoint i64 %300, 3
  %321 = getelementptr inbounds double, ptr %8, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !11
  %323 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %320
  %324 = load double, ptr %323, align 8, !tbaa !11
  %325 = call double @llvm.fmuladd.f64(double %322, double %324, double %319)
  %326 = add nuw nsw i64 %300, 4
  %327 = add i64 %302, 4
  %328 = icmp eq i64 %327, %193
  br i1 %328, label %329, label %299, !llvm.loop !21

329:                                              ; preds = %299, %298
  %330 = phi double [ poison, %298 ], [ %325, %299 ]
  %331 = phi i64 [ 0, %298 ], [ %326, %299 ]
  %332 = phi double [ 0.000000e+00, %298 ], [ %325, %299 ]
  br i1 %194, label %345, label %333

333:                                              ; preds = %329, %333
  %334 = phi i64 [ %342, %333 ], [ %331, %329 ]
  %335 = phi double [ %341, %333 ], [ %332, %329 ]
  %336 = phi i64 [ %343, %333 ], [ 0, %329 ]
  %337 = getelementptr inbounds double, ptr %8, i64 %334
  %338 = load double, ptr %337, align 8, !tbaa !11
  %339 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %334
  %340 = load double, ptr %339, align 8, !tbaa !11
  %341 = call double @llvm.fmuladd.f64(double %338, double %340, double %335)
  %342 = add nuw nsw i64 %334, 1
  %343 = add i64 %336, 1
  %344 = icmp eq i64 %343, %190
  br i1 %344, label %345, label %333, !llvm.loop !24

345:                                              ; preds = %333, %329
  %346 = phi double [ %330, %329 ], [ %341, %333 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #11
  store double %200, ptr %199, align 8, !tbaa !11
  %347 = fsub double %276, %346
  %348 = fsub double %205, %206
  %349 = fdiv double %347, %348
  %350 = call double @llvm.fabs.f64(double %349)
  %351 = fcmp ogt double %350, 1.000000e+00
  %352 = select i1 %351, double %350, double 1.000000e+00
  %353 = fsub double %198, %349
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fmul double %352, 0x3EB0C6F7A0B5ED8D
  %356 = fcmp ole double %354, %355
  %357 = select i1 %356, ptr @.str.5, ptr @.str.6
  %358 = trunc nuw nsw i64 %196 to i32
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %358, double noundef %198, double noundef %349, ptr noundef nonnull %357)
  br i1 %356, label %363, label %360

360:                                              ; preds = %345
  %361 = load i32, ptr @n_fail, align 4, !tbaa !5
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr @n_fail, align 4, !tbaa !5
  br label %363

363:                                              ; preds = %360, %345
  %364 = add nuw nsw i64 %196, 1
  %365 = icmp eq i64 %364, %26
  br i1 %365, label %366, label %195, !llvm.loop !18

366:                                              ; preds = %363
  call void @free(ptr noundef nonnull %184) #11
  br i1 %54, label %9, label %367

367:                                              ; preds = %366
  %368 = call i32 @llvm.smax.i32(i32 %18, i32 2)
  %369 = add nsw i32 %368, -1
  %370 = zext nneg i32 %369 to i64
  br label %396

371:                                              ; preds = %15, %371
  %372 = phi i64 [ 0, %15 ], [ %391, %371 ]
  %373 = phi i64 [ %19, %15 ], [ %380, %371 ]
  %374 = trunc i64 %372 to i32
  %375 = mul i32 %374, 37
  %376 = add i32 %375, 11
  %377 = srem i32 %376, %18
  %378 = uitofp nneg i32 %377 to double
  %379 = mul i64 %373, 6364136223846793005
  %380 = add i64 %379, 1442695040888963407
  %381 = lshr i64 %380, 11
  %382 = uitofp nneg i64 %381 to double
  %383 = fmul double %382, 2.000000e-02
  %384 = insertelement <2 x double> poison, double %378, i64 0
  %385 = insertelement <2 x double> %384, double %383, i64 1
  %386 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %385, <2 x double> <double 1.000000e-01, double 0x3CA0000000000000>, <2 x double> %24)
  %387 = shufflevector <2 x double> %386, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %388 = fadd <2 x double> %386, %387
  %389 = extractelement <2 x double> %388, i64 0
  %390 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %372
  store double %389, ptr %390, align 8, !tbaa !11
  %391 = add nuw nsw i64 %372, 1
  %392 = icmp eq i64 %391, %23
  br i1 %392, label %25, label %371, !llvm.loop !25

393:                                              ; preds = %413
  %394 = add nuw nsw i64 %16, 1
  %395 = icmp eq i64 %394, 4
  br i1 %395, label %9, label %15, !llvm.loop !26

396:                                              ; preds = %367, %413
  %397 = phi i64 [ 0, %367 ], [ %415, %413 ]
  %398 = phi i64 [ 1, %367 ], [ %414, %413 ]
  %399 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %397
  %400 = load double, ptr %399, align 8, !tbaa !11
  %401 = getelementptr inbounds [64 x double], ptr %7, i64 0, i64 %398
  %402 = load double, ptr %401, align 8, !tbaa !11
  %403 = fcmp ole double %400, %402
  %404 = uitofp i1 %403 to double
  %405 = fadd double %404, -1.000000e+00
  %406 = fcmp oeq double %405, 0.000000e+00
  %407 = select i1 %406, ptr @.str.5, ptr @.str.6
  %408 = trunc nuw nsw i64 %397 to i32
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %408, double noundef %404, double noundef 1.000000e+00, ptr noundef nonnull %407)
  br i1 %406, label %413, label %410

410:                                              ; preds = %396
  %411 = load i32, ptr @n_fail, align 4, !tbaa !5
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr @n_fail, align 4, !tbaa !5
  br label %413

413:                                              ; preds = %396, %410
  %414 = add nuw nsw i64 %398, 1
  %415 = add nuw nsw i64 %397, 1
  %416 = icmp eq i64 %415, %370
  br i1 %416, label %393, label %396, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @top_half(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #11
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %37

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = shl nuw nsw i64 %6, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %7, i1 false), !tbaa !11
  %8 = icmp eq i32 %1, 1
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = zext nneg i32 %1 to i64
  br label %16

11:                                               ; preds = %30
  br i1 %4, label %12, label %37

12:                                               ; preds = %5, %11
  %13 = lshr i32 %1, 1
  %14 = zext nneg i32 %13 to i64
  %15 = zext nneg i32 %1 to i64
  br label %39

16:                                               ; preds = %9, %30
  %17 = phi i64 [ 1, %9 ], [ %35, %30 ]
  %18 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !11
  br label %20

20:                                               ; preds = %16, %27
  %21 = phi i64 [ %17, %16 ], [ %22, %27 ]
  %22 = add nsw i64 %21, -1
  %23 = and i64 %22, 4294967295
  %24 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fcmp ogt double %25, %19
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  %28 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %21
  store double %25, ptr %28, align 8, !tbaa !11
  %29 = icmp sgt i64 %21, 1
  br i1 %29, label %20, label %30, !llvm.loop !15

30:                                               ; preds = %27, %20
  %31 = phi i64 [ 0, %27 ], [ %21, %20 ]
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %33
  store double %19, ptr %34, align 8, !tbaa !11
  %35 = add nuw nsw i64 %17, 1
  %36 = icmp eq i64 %35, %10
  br i1 %36, label %11, label %16, !llvm.loop !16

37:                                               ; preds = %39, %2, %11
  %38 = phi double [ 0.000000e+00, %11 ], [ 0.000000e+00, %2 ], [ %49, %39 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #11
  ret double %38

39:                                               ; preds = %12, %39
  %40 = phi i64 [ %14, %12 ], [ %50, %39 ]
  %41 = phi double [ 0.000000e+00, %12 ], [ %49, %39 ]
  %42 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fmul double %43, %43
  %45 = trunc i64 %40 to i32
  %46 = sub i32 %45, %13
  %47 = sitofp i32 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 5.000000e-01, double 1.000000e+00)
  %49 = tail call double @llvm.fmuladd.f64(double %44, double %48, double %41)
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp ult i64 %50, %15
  br i1 %51, label %39, label %37, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @isort(ptr nocapture noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %21, %2
  ret void

7:                                                ; preds = %4, %21
  %8 = phi i64 [ 1, %4 ], [ %26, %21 ]
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !11
  br label %11

11:                                               ; preds = %7, %18
  %12 = phi i64 [ %8, %7 ], [ %13, %18 ]
  %13 = add nsw i64 %12, -1
  %14 = and i64 %13, 4294967295
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = fcmp ogt double %16, %10
  br i1 %17, label %18, label %21

18:                                               ; preds = %11
  %19 = getelementptr inbounds double, ptr %0, i64 %12
  store double %16, ptr %19, align 8, !tbaa !11
  %20 = icmp sgt i64 %12, 1
  br i1 %20, label %11, label %21, !llvm.loop !19

21:                                               ; preds = %18, %11
  %22 = phi i64 [ 0, %18 ], [ %12, %11 ]
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 29
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  store double %10, ptr %25, align 8, !tbaa !11
  %26 = add nuw nsw i64 %8, 1
  %27 = icmp eq i64 %26, %5
  br i1 %27, label %6, label %7, !llvm.loop !20
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
