; ModuleID = 'eigenprod.c'
source_filename = "eigenprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Mat = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"prod.d\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"prod.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"prod.fwd_rev\00", align 1
@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [8 x i8] c"gemv.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"gemv.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"gemv.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"eigenprod\00", align 1
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [42 x double], align 16
  %2 = alloca [42 x double], align 16
  %3 = alloca [42 x double], align 16
  %4 = alloca %struct.Ctx, align 8
  %5 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %3) #15
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %25, %7 ]
  %9 = phi i64 [ %6, %0 ], [ %19, %7 ]
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = lshr i64 %11, 10
  %13 = and i64 %12, 18014398509481982
  %14 = uitofp nneg i64 %13 to double
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 0x3CA0000000000000, double -1.000000e+00)
  %16 = getelementptr inbounds double, ptr %1, i64 %8
  store double %15, ptr %16, align 16, !tbaa !9
  %17 = or disjoint i64 %8, 1
  %18 = mul i64 %11, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = lshr i64 %19, 10
  %21 = and i64 %20, 18014398509481982
  %22 = uitofp nneg i64 %21 to double
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 0x3CA0000000000000, double -1.000000e+00)
  %24 = getelementptr inbounds double, ptr %1, i64 %17
  store double %23, ptr %24, align 8, !tbaa !9
  %25 = add nuw nsw i64 %8, 2
  %26 = icmp eq i64 %25, 42
  br i1 %26, label %27, label %7, !llvm.loop !11

27:                                               ; preds = %7, %27
  %28 = phi i64 [ %45, %27 ], [ 0, %7 ]
  %29 = phi i64 [ %39, %27 ], [ %19, %7 ]
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = lshr i64 %31, 10
  %33 = and i64 %32, 18014398509481982
  %34 = uitofp nneg i64 %33 to double
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 0x3CA0000000000000, double -1.000000e+00)
  %36 = getelementptr inbounds double, ptr %3, i64 %28
  store double %35, ptr %36, align 16, !tbaa !9
  %37 = or disjoint i64 %28, 1
  %38 = mul i64 %31, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = lshr i64 %39, 10
  %41 = and i64 %40, 18014398509481982
  %42 = uitofp nneg i64 %41 to double
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 0x3CA0000000000000, double -1.000000e+00)
  %44 = getelementptr inbounds double, ptr %3, i64 %37
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = add nuw nsw i64 %28, 2
  %46 = icmp eq i64 %45, 42
  br i1 %46, label %47, label %27, !llvm.loop !11

47:                                               ; preds = %27
  store i64 %39, ptr @rng_state, align 8, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %1, i64 8
  %49 = getelementptr inbounds i8, ptr %2, i64 8
  %50 = getelementptr inbounds i8, ptr %3, i64 8
  %51 = getelementptr inbounds i8, ptr %5, i64 4
  br label %58

52:                                               ; preds = %342
  %53 = load i32, ptr @n_fail, align 4, !tbaa !13
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %53)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !13
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i32
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #15
  ret i32 %57

58:                                               ; preds = %47, %342
  %59 = phi i64 [ 0, %47 ], [ %343, %342 ]
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = uitofp nneg i32 %60 to double
  %62 = insertelement <2 x double> poison, double %61, i64 0
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> <double 4.000000e-01, double 5.000000e-01>, <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>)
  store <2 x double> %64, ptr %1, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i64 0, ptr %4, align 8
  %65 = extractelement <2 x double> %64, i64 0
  %66 = extractelement <2 x double> %64, i64 1
  %67 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, double noundef %65, double noundef %66) #15
  %68 = extractvalue { double, double } %67, 0
  %69 = extractvalue { double, double } %67, 1
  store double %68, ptr %2, align 16, !tbaa !9
  store double %69, ptr %49, align 8, !tbaa !9
  %70 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull readonly align 16 dereferenceable(16) %1, i64 16, i1 false)
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fcmp ogt double %72, 1.000000e+00
  %74 = select i1 %73, double %72, double 1.000000e+00
  %75 = fmul double %74, 0x3EB0C6F7A0B5ED8D
  %76 = fadd double %71, %75
  %77 = fsub double %71, %75
  store double %76, ptr %70, align 8, !tbaa !9
  %78 = call fastcc double @obj(ptr noundef nonnull %70, ptr noundef nonnull readonly %4)
  store double %77, ptr %70, align 8, !tbaa !9
  %79 = call fastcc double @obj(ptr noundef nonnull %70, ptr noundef nonnull readonly %4)
  store double %71, ptr %70, align 8, !tbaa !9
  %80 = fsub double %78, %79
  %81 = fsub double %76, %77
  %82 = fdiv double %80, %81
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ogt double %83, 1.000000e+00
  %85 = select i1 %84, double %83, double 1.000000e+00
  %86 = fsub double %68, %82
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fmul double %85, 0x3EB0C6F7A0B5ED8D
  %89 = fcmp ole double %87, %88
  %90 = select i1 %89, ptr @.str.8, ptr @.str.9
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 0, double noundef %68, double noundef %82, ptr noundef nonnull %90)
  br i1 %89, label %95, label %92

92:                                               ; preds = %58
  %93 = load i32, ptr @n_fail, align 4, !tbaa !13
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr @n_fail, align 4, !tbaa !13
  br label %95

95:                                               ; preds = %92, %58
  %96 = load double, ptr %49, align 8, !tbaa !9
  %97 = getelementptr inbounds i8, ptr %70, i64 8
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ogt double %99, 1.000000e+00
  %101 = select i1 %100, double %99, double 1.000000e+00
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fadd double %98, %102
  %104 = fsub double %98, %102
  store double %103, ptr %97, align 8, !tbaa !9
  %105 = call fastcc double @obj(ptr noundef nonnull %70, ptr noundef nonnull readonly %4)
  store double %104, ptr %97, align 8, !tbaa !9
  %106 = call fastcc double @obj(ptr noundef nonnull %70, ptr noundef nonnull readonly %4)
  %107 = fsub double %105, %106
  %108 = fsub double %103, %104
  %109 = fdiv double %107, %108
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp ogt double %110, 1.000000e+00
  %112 = select i1 %111, double %110, double 1.000000e+00
  %113 = fsub double %96, %109
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fmul double %112, 0x3EB0C6F7A0B5ED8D
  %116 = fcmp ole double %114, %115
  %117 = select i1 %116, ptr @.str.8, ptr @.str.9
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 1, double noundef %96, double noundef %109, ptr noundef nonnull %117)
  br i1 %116, label %122, label %119

119:                                              ; preds = %95
  %120 = load i32, ptr @n_fail, align 4, !tbaa !13
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr @n_fail, align 4, !tbaa !13
  br label %122

122:                                              ; preds = %119, %95
  call void @free(ptr noundef nonnull %70) #15
  %123 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %124 = load double, ptr %1, align 16, !tbaa !9
  %125 = load double, ptr %3, align 16, !tbaa !9
  %126 = load double, ptr %48, align 8, !tbaa !9
  %127 = load double, ptr %50, align 8, !tbaa !9
  %128 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @prod, i32 noundef %123, double noundef %124, double noundef %125, i32 noundef %123, double noundef %126, double noundef %127) #15
  %129 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  %130 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  %131 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %132 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %131)
  store <2 x double> %133, ptr %129, align 8, !tbaa !9
  %134 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %131)
  store <2 x double> %134, ptr %130, align 8, !tbaa !9
  %135 = call fastcc double @obj(ptr noundef nonnull %129, ptr noundef nonnull readonly %4)
  %136 = call fastcc double @obj(ptr noundef nonnull %130, ptr noundef nonnull readonly %4)
  %137 = fsub double %135, %136
  %138 = fdiv double %137, 2.000000e-06
  call void @free(ptr noundef nonnull %129) #15
  call void @free(ptr noundef nonnull %130) #15
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = fcmp ogt double %139, 1.000000e+00
  %141 = select i1 %140, double %139, double 1.000000e+00
  %142 = fsub double %128, %138
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fmul double %141, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp ole double %143, %144
  %146 = select i1 %145, ptr @.str.8, ptr @.str.9
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %60, double noundef %128, double noundef %138, ptr noundef nonnull %146)
  br i1 %145, label %151, label %148

148:                                              ; preds = %122
  %149 = load i32, ptr @n_fail, align 4, !tbaa !13
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr @n_fail, align 4, !tbaa !13
  br label %151

151:                                              ; preds = %122, %148
  %152 = load double, ptr %2, align 16, !tbaa !9
  %153 = load double, ptr %3, align 16, !tbaa !9
  %154 = call double @llvm.fmuladd.f64(double %152, double %153, double 0.000000e+00)
  %155 = load double, ptr %49, align 8, !tbaa !9
  %156 = load double, ptr %50, align 8, !tbaa !9
  %157 = call double @llvm.fmuladd.f64(double %155, double %156, double %154)
  %158 = call double @llvm.fabs.f64(double %128)
  %159 = fcmp ogt double %158, 1.000000e+00
  %160 = select i1 %159, double %158, double 1.000000e+00
  %161 = fsub double %157, %128
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fmul double %160, 0x3EB0C6F7A0B5ED8D
  %164 = fcmp ole double %162, %163
  %165 = select i1 %164, ptr @.str.8, ptr @.str.9
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %60, double noundef %157, double noundef %128, ptr noundef nonnull %165)
  br i1 %164, label %170, label %167

167:                                              ; preds = %151
  %168 = load i32, ptr @n_fail, align 4, !tbaa !13
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @n_fail, align 4, !tbaa !13
  br label %170

170:                                              ; preds = %151, %167
  %171 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %59
  %172 = load i32, ptr %171, align 4, !tbaa !13
  %173 = add i32 %172, 1
  %174 = mul i32 %173, %172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  store i32 %172, ptr %5, align 4, !tbaa !15
  store i32 1, ptr %51, align 4, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(336) %2, i8 0, i64 336, i1 false)
  %175 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %176 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %175, i32 noundef %172) #15
  %177 = call i32 @llvm.smax.i32(i32 %174, i32 1)
  %178 = zext nneg i32 %177 to i64
  %179 = shl nuw nsw i64 %178, 3
  %180 = call noalias ptr @malloc(i64 noundef %179) #16
  %181 = sext i32 %174 to i64
  %182 = shl nsw i64 %181, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %180, ptr nonnull readonly align 16 %1, i64 %182, i1 false)
  %183 = icmp sgt i32 %174, 0
  br i1 %183, label %184, label %219

184:                                              ; preds = %170
  %185 = zext nneg i32 %174 to i64
  br label %186

186:                                              ; preds = %216, %184
  %187 = phi i64 [ 0, %184 ], [ %217, %216 ]
  %188 = getelementptr inbounds double, ptr %2, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !9
  %190 = getelementptr inbounds double, ptr %180, i64 %187
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fcmp ogt double %192, 1.000000e+00
  %194 = select i1 %193, double %192, double 1.000000e+00
  %195 = fmul double %194, 0x3EB0C6F7A0B5ED8D
  %196 = fadd double %191, %195
  %197 = fsub double %191, %195
  store double %196, ptr %190, align 8, !tbaa !9
  %198 = call fastcc double @obj(ptr noundef %180, ptr noundef nonnull readonly %5)
  store double %197, ptr %190, align 8, !tbaa !9
  %199 = call fastcc double @obj(ptr noundef %180, ptr noundef nonnull readonly %5)
  store double %191, ptr %190, align 8, !tbaa !9
  %200 = fsub double %198, %199
  %201 = fsub double %196, %197
  %202 = fdiv double %200, %201
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fcmp ogt double %203, 1.000000e+00
  %205 = select i1 %204, double %203, double 1.000000e+00
  %206 = fsub double %189, %202
  %207 = call double @llvm.fabs.f64(double %206)
  %208 = fmul double %205, 0x3EB0C6F7A0B5ED8D
  %209 = fcmp ole double %207, %208
  %210 = select i1 %209, ptr @.str.8, ptr @.str.9
  %211 = trunc nuw nsw i64 %187 to i32
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %211, double noundef %189, double noundef %202, ptr noundef nonnull %210)
  br i1 %209, label %216, label %213

213:                                              ; preds = %186
  %214 = load i32, ptr @n_fail, align 4, !tbaa !13
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr @n_fail, align 4, !tbaa !13
  br label %216

216:                                              ; preds = %213, %186
  %217 = add nuw nsw i64 %187, 1
  %218 = icmp eq i64 %217, %185
  br i1 %218, label %219, label %186, !llvm.loop !18

219:                                              ; preds = %216, %170
  call void @free(ptr noundef %180) #15
  %220 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %221 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %220, i32 noundef %172) #15
  %222 = call noalias ptr @malloc(i64 noundef %179) #16
  %223 = call noalias ptr @malloc(i64 noundef %179) #16
  br i1 %183, label %224, label %257

224:                                              ; preds = %219
  %225 = zext nneg i32 %174 to i64
  %226 = icmp eq i32 %174, 1
  br i1 %226, label %243, label %227

227:                                              ; preds = %224
  %228 = and i64 %225, 2147483646
  br label %229

229:                                              ; preds = %229, %227
  %230 = phi i64 [ 0, %227 ], [ %239, %229 ]
  %231 = getelementptr inbounds double, ptr %1, i64 %230
  %232 = load <2 x double>, ptr %231, align 16, !tbaa !9
  %233 = getelementptr inbounds double, ptr %3, i64 %230
  %234 = load <2 x double>, ptr %233, align 16, !tbaa !9
  %235 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %234, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %232)
  %236 = getelementptr inbounds double, ptr %222, i64 %230
  store <2 x double> %235, ptr %236, align 8, !tbaa !9
  %237 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %234, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %232)
  %238 = getelementptr inbounds double, ptr %223, i64 %230
  store <2 x double> %237, ptr %238, align 8, !tbaa !9
  %239 = add nuw i64 %230, 2
  %240 = icmp eq i64 %239, %228
  br i1 %240, label %241, label %229, !llvm.loop !19

241:                                              ; preds = %229
  %242 = icmp eq i64 %228, %225
  br i1 %242, label %257, label %243

243:                                              ; preds = %241, %224
  %244 = phi i64 [ 0, %224 ], [ %228, %241 ]
  br label %245

245:                                              ; preds = %243, %245
  %246 = phi i64 [ %255, %245 ], [ %244, %243 ]
  %247 = getelementptr inbounds double, ptr %1, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = getelementptr inbounds double, ptr %3, i64 %246
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = call double @llvm.fmuladd.f64(double %250, double 0x3EB0C6F7A0B5ED8D, double %248)
  %252 = getelementptr inbounds double, ptr %222, i64 %246
  store double %251, ptr %252, align 8, !tbaa !9
  %253 = call double @llvm.fmuladd.f64(double %250, double 0xBEB0C6F7A0B5ED8D, double %248)
  %254 = getelementptr inbounds double, ptr %223, i64 %246
  store double %253, ptr %254, align 8, !tbaa !9
  %255 = add nuw nsw i64 %246, 1
  %256 = icmp eq i64 %255, %225
  br i1 %256, label %257, label %245, !llvm.loop !22

257:                                              ; preds = %245, %241, %219
  %258 = call fastcc double @obj(ptr noundef %222, ptr noundef nonnull readonly %5)
  %259 = call fastcc double @obj(ptr noundef %223, ptr noundef nonnull readonly %5)
  %260 = fsub double %258, %259
  %261 = fdiv double %260, 2.000000e-06
  call void @free(ptr noundef %222) #15
  call void @free(ptr noundef %223) #15
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ogt double %262, 1.000000e+00
  %264 = select i1 %263, double %262, double 1.000000e+00
  %265 = fsub double %221, %261
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fmul double %264, 0x3EB0C6F7A0B5ED8D
  %268 = fcmp ole double %266, %267
  %269 = select i1 %268, ptr @.str.8, ptr @.str.9
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %60, double noundef %221, double noundef %261, ptr noundef nonnull %269)
  br i1 %268, label %274, label %271

271:                                              ; preds = %257
  %272 = load i32, ptr @n_fail, align 4, !tbaa !13
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !13
  br label %274

274:                                              ; preds = %257, %271
  br i1 %183, label %275, label %298

275:                                              ; preds = %274
  %276 = zext nneg i32 %174 to i64
  %277 = and i64 %276, 3
  %278 = icmp ult i32 %174, 4
  br i1 %278, label %281, label %279

279:                                              ; preds = %275
  %280 = and i64 %276, 2147483644
  br label %312

281:                                              ; preds = %312, %275
  %282 = phi double [ poison, %275 ], [ %338, %312 ]
  %283 = phi i64 [ 0, %275 ], [ %339, %312 ]
  %284 = phi double [ 0.000000e+00, %275 ], [ %338, %312 ]
  %285 = icmp eq i64 %277, 0
  br i1 %285, label %298, label %286

286:                                              ; preds = %281, %286
  %287 = phi i64 [ %295, %286 ], [ %283, %281 ]
  %288 = phi double [ %294, %286 ], [ %284, %281 ]
  %289 = phi i64 [ %296, %286 ], [ 0, %281 ]
  %290 = getelementptr inbounds double, ptr %2, i64 %287
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds double, ptr %3, i64 %287
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = call double @llvm.fmuladd.f64(double %291, double %293, double %288)
  %295 = add nuw nsw i64 %287, 1
  %296 = add i64 %289, 1
  %297 = icmp eq i64 %296, %277
  br i1 %297, label %298, label %286, !llvm.loop !23

298:                                              ; preds = %281, %286, %274
  %299 = phi double [ 0.000000e+00, %274 ], [ %282, %281 ], [ %294, %286 ]
  %300 = call double @llvm.fabs.f64(double %221)
  %301 = fcmp ogt double %300, 1.000000e+00
  %302 = select i1 %301, double %300, double 1.000000e+00
  %303 = fsub double %299, %221
  %304 = call double @llvm.fabs.f64(double %303)
  %305 = fmul double %302, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp ole double %304, %305
  %307 = select i1 %306, ptr @.str.8, ptr @.str.9
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %60, double noundef %299, double noundef %221, ptr noundef nonnull %307)
  br i1 %306, label %342, label %309

309:                                              ; preds = %298
  %310 = load i32, ptr @n_fail, align 4, !tbaa !13
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr @n_fail, align 4, !tbaa !13
  br label %342

312:                                              ; preds = %312, %279
  %313 = phi i64 [ 0, %279 ], [ %339, %312 ]
  %314 = phi double [ 0.000000e+00, %279 ], [ %338, %312 ]
  %315 = phi i64 [ 0, %279 ], [ %340, %312 ]
  %316 = getelementptr inbounds double, ptr %2, i64 %313
  %317 = load double, ptr %316, align 16, !tbaa !9
  %318 = getelementptr inbounds double, ptr %3, i64 %313
  %319 = load double, ptr %318, align 16, !tbaa !9
  %320 = call double @llvm.fmuladd.f64(double %317, double %319, double %314)
  %321 = or disjoint i64 %313, 1
  %322 = getelementptr inbounds double, ptr %2, i64 %321
  %323 = load double, ptr %322, align 8, !tbaa !9
  %324 = getelementptr inbounds double, ptr %3, i64 %321
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = call double @llvm.fmuladd.f64(double %323, double %325, double %320)
  %327 = or disjoint i64 %313, 2
  %328 = getelementptr inbounds double, ptr %2, i64 %327
  %329 = load double, ptr %328, align 16, !tbaa !9
  %330 = getelementptr inbounds double, ptr %3, i64 %327
  %331 = load double, ptr %330, align 16, !tbaa !9
  %332 = call double @llvm.fmuladd.f64(double %329, double %331, double %326)
  %333 = or disjoint i64 %313, 3
  %334 = getelementptr inbounds double, ptr %2, i64 %333
  %335 = load double, ptr %334, align 8, !tbaa !9
  %336 = getelementptr inbounds double, ptr %3, i64 %333
  %337 = load double, ptr %336, align 8, !tbaa !9
  %338 = call double @llvm.fmuladd.f64(double %335, double %337, double %332)
  %339 = add nuw nsw i64 %313, 4
  %340 = add i64 %315, 4
  %341 = icmp eq i64 %340, %280
  br i1 %341, label %281, label %312, !llvm.loop !25

342:                                              ; preds = %298, %309
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  %343 = add nuw nsw i64 %59, 1
  %344 = icmp eq i64 %343, 3
  br i1 %344, label %52, label %58, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @prod(double noundef %0, double noundef %1) #5 {
  %3 = alloca [4 x double], align 16
  %4 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %3, ptr %4, align 8, !tbaa !27
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 2, ptr %5, align 8, !tbaa !30
  %6 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 2, ptr %6, align 4, !tbaa !31
  call fastcc void @outer2(ptr noundef nonnull %4, double noundef %0, double noundef %1)
  %7 = load double, ptr %3, align 16, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = load double, ptr %12, align 16, !tbaa !9
  %14 = fneg double %11
  %15 = fmul double %13, %14
  %16 = call double @llvm.fmuladd.f64(double %7, double %9, double %15)
  %17 = fadd double %7, %16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  ret double %17
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal fastcc double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca %struct.Mat, align 8
  %7 = alloca [4 x double], align 16
  %8 = alloca %struct.Mat, align 8
  %9 = alloca [42 x double], align 16
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !17
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %30

13:                                               ; preds = %2
  %14 = load double, ptr %0, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #15
  store ptr %7, ptr %8, align 8, !tbaa !27
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 2, ptr %17, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 2, ptr %18, align 4, !tbaa !31
  call fastcc void @outer2(ptr noundef nonnull %8, double noundef %14, double noundef %16)
  %19 = load double, ptr %7, align 16, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %7, i64 24
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %7, i64 8
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %7, i64 16
  %25 = load double, ptr %24, align 16, !tbaa !9
  %26 = fneg double %23
  %27 = fmul double %25, %26
  %28 = call double @llvm.fmuladd.f64(double %19, double %21, double %27)
  %29 = fadd double %19, %28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  br label %90

30:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %9) #15
  %31 = load i32, ptr %1, align 4, !tbaa !15
  %32 = add i32 %31, 1
  %33 = mul i32 %32, %31
  %34 = sext i32 %33 to i64
  %35 = shl nsw i64 %34, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr align 8 %0, i64 %35, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %9, ptr %4, align 8, !tbaa !27
  %36 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %31, ptr %36, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %31, ptr %37, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #15
  %38 = mul nsw i32 %31, %31
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %9, i64 %39
  store ptr %40, ptr %5, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %31, ptr %41, align 8, !tbaa !30
  %42 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 1, ptr %42, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  store ptr %3, ptr %6, align 8, !tbaa !27
  %43 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %31, ptr %43, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 1, ptr %44, align 4, !tbaa !31
  call fastcc void @gemv(ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %45 = icmp sgt i32 %31, 0
  br i1 %45, label %46, label %87

46:                                               ; preds = %30
  %47 = zext nneg i32 %31 to i64
  %48 = and i64 %47, 1
  %49 = icmp eq i32 %31, 1
  br i1 %49, label %74, label %50

50:                                               ; preds = %46
  %51 = and i64 %47, 2147483646
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %71, %52 ]
  %54 = phi double [ 0.000000e+00, %50 ], [ %70, %52 ]
  %55 = phi i64 [ 0, %50 ], [ %72, %52 ]
  %56 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %53
  %57 = load double, ptr %56, align 16, !tbaa !9
  %58 = fmul double %57, %57
  %59 = trunc nuw nsw i64 %53 to i32
  %60 = uitofp nneg i32 %59 to double
  %61 = call double @llvm.fmuladd.f64(double %60, double 1.000000e-01, double 1.000000e+00)
  %62 = call double @llvm.fmuladd.f64(double %58, double %61, double %54)
  %63 = or disjoint i64 %53, 1
  %64 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %65, %65
  %67 = trunc nuw nsw i64 %63 to i32
  %68 = uitofp nneg i32 %67 to double
  %69 = call double @llvm.fmuladd.f64(double %68, double 1.000000e-01, double 1.000000e+00)
  %70 = call double @llvm.fmuladd.f64(double %66, double %69, double %62)
  %71 = add nuw nsw i64 %53, 2
  %72 = add i64 %55, 2
  %73 = icmp eq i64 %72, %51
  br i1 %73, label %74, label %52, !llvm.loop !32

74:                                               ; preds = %52, %46
  %75 = phi double [ poison, %46 ], [ %70, %52 ]
  %76 = phi i64 [ 0, %46 ], [ %71, %52 ]
  %77 = phi double [ 0.000000e+00, %46 ], [ %70, %52 ]
  %78 = icmp eq i64 %48, 0
  br i1 %78, label %87, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %76
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul double %81, %81
  %83 = trunc nuw nsw i64 %76 to i32
  %84 = uitofp nneg i32 %83 to double
  %85 = call double @llvm.fmuladd.f64(double %84, double 1.000000e-01, double 1.000000e+00)
  %86 = call double @llvm.fmuladd.f64(double %82, double %85, double %77)
  br label %87

87:                                               ; preds = %79, %74, %30
  %88 = phi double [ 0.000000e+00, %30 ], [ %75, %74 ], [ %86, %79 ]
  %89 = call double @sqrt(double noundef %88) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %9) #15
  br label %90

90:                                               ; preds = %87, %13
  %91 = phi double [ %29, %13 ], [ %89, %87 ]
  ret double %91
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gemv_obj(ptr noundef %0, i32 noundef %1) #6 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  %5 = alloca %struct.Mat, align 8
  %6 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %0, ptr %4, align 8, !tbaa !27
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %1, ptr %7, align 8, !tbaa !30
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %1, ptr %8, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #15
  %9 = mul nsw i32 %1, %1
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  store ptr %11, ptr %5, align 8, !tbaa !27
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 1, ptr %13, align 4, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  store ptr %3, ptr %6, align 8, !tbaa !27
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %1, ptr %14, align 8, !tbaa !30
  %15 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 1, ptr %15, align 4, !tbaa !31
  call fastcc void @gemv(ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %36

17:                                               ; preds = %2
  %18 = zext nneg i32 %1 to i64
  %19 = and i64 %18, 1
  %20 = icmp eq i32 %1, 1
  br i1 %20, label %23, label %21

21:                                               ; preds = %17
  %22 = and i64 %18, 2147483646
  br label %39

23:                                               ; preds = %39, %17
  %24 = phi double [ poison, %17 ], [ %57, %39 ]
  %25 = phi i64 [ 0, %17 ], [ %58, %39 ]
  %26 = phi double [ 0.000000e+00, %17 ], [ %57, %39 ]
  %27 = icmp eq i64 %19, 0
  br i1 %27, label %36, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %25
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = fmul double %30, %30
  %32 = trunc nuw nsw i64 %25 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = call double @llvm.fmuladd.f64(double %33, double 1.000000e-01, double 1.000000e+00)
  %35 = call double @llvm.fmuladd.f64(double %31, double %34, double %26)
  br label %36

36:                                               ; preds = %28, %23, %2
  %37 = phi double [ 0.000000e+00, %2 ], [ %24, %23 ], [ %35, %28 ]
  %38 = call double @sqrt(double noundef %37) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  ret double %38

39:                                               ; preds = %39, %21
  %40 = phi i64 [ 0, %21 ], [ %58, %39 ]
  %41 = phi double [ 0.000000e+00, %21 ], [ %57, %39 ]
  %42 = phi i64 [ 0, %21 ], [ %59, %39 ]
  %43 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %40
  %44 = load double, ptr %43, align 16, !tbaa !9
  %45 = fmul double %44, %44
  %46 = trunc nuw nsw i64 %40 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = call double @llvm.fmuladd.f64(double %47, double 1.000000e-01, double 1.000000e+00)
  %49 = call double @llvm.fmuladd.f64(double %45, double %48, double %41)
  %50 = or disjoint i64 %40, 1
  %51 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, %52
  %54 = trunc nuw nsw i64 %50 to i32
  %55 = uitofp nneg i32 %54 to double
  %56 = call double @llvm.fmuladd.f64(double %55, double 1.000000e-01, double 1.000000e+00)
  %57 = call double @llvm.fmuladd.f64(double %53, double %56, double %49)
  %58 = add nuw nsw i64 %40, 2
  %59 = add i64 %42, 2
  %60 = icmp eq i64 %59, %22
  br i1 %60, label %23, label %39, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal fastcc void @outer2(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2) unnamed_addr #7 {
  %4 = insertelement <2 x double> poison, double %1, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x double> %5, double %2, i64 1
  %7 = fmul <2 x double> %5, %6
  %8 = load ptr, ptr %0, align 8, !tbaa !27
  store <2 x double> %7, ptr %8, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %1) #15
  %10 = fmul double %9, %2
  %11 = load ptr, ptr %0, align 8, !tbaa !27
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store double %10, ptr %12, align 8, !tbaa !9
  %13 = fmul double %2, %2
  %14 = getelementptr inbounds i8, ptr %11, i64 24
  store double %13, ptr %14, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @gemv(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #13 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !30
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %25

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !31
  %10 = icmp sgt i32 %9, 0
  %11 = load ptr, ptr %0, align 8, !tbaa !27
  %12 = zext i32 %9 to i64
  %13 = zext nneg i32 %5 to i64
  %14 = and i64 %12, 3
  %15 = icmp ult i32 %9, 4
  %16 = and i64 %12, 2147483644
  %17 = icmp eq i64 %14, 0
  br label %18

18:                                               ; preds = %7, %42
  %19 = phi i64 [ 0, %7 ], [ %45, %42 ]
  br i1 %10, label %20, label %42

20:                                               ; preds = %18
  %21 = load ptr, ptr %1, align 8, !tbaa !27
  %22 = mul nuw nsw i64 %19, %12
  %23 = load ptr, ptr %2, align 8, !tbaa !27
  %24 = getelementptr inbounds double, ptr %21, i64 %22
  br i1 %15, label %26, label %47

25:                                               ; preds = %42, %3
  ret void

26:                                               ; preds = %47, %20
  %27 = phi double [ poison, %20 ], [ %73, %47 ]
  %28 = phi i64 [ 0, %20 ], [ %74, %47 ]
  %29 = phi double [ 0.000000e+00, %20 ], [ %73, %47 ]
  br i1 %17, label %42, label %30

30:                                               ; preds = %26, %30
  %31 = phi i64 [ %39, %30 ], [ %28, %26 ]
  %32 = phi double [ %38, %30 ], [ %29, %26 ]
  %33 = phi i64 [ %40, %30 ], [ 0, %26 ]
  %34 = getelementptr inbounds double, ptr %24, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds double, ptr %23, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = add nuw nsw i64 %31, 1
  %40 = add i64 %33, 1
  %41 = icmp eq i64 %40, %14
  br i1 %41, label %42, label %30, !llvm.loop !33

42:                                               ; preds = %26, %30, %18
  %43 = phi double [ 0.000000e+00, %18 ], [ %27, %26 ], [ %38, %30 ]
  %44 = getelementptr inbounds double, ptr %11, i64 %19
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = add nuw nsw i64 %19, 1
  %46 = icmp eq i64 %45, %13
  br i1 %46, label %25, label %18, !llvm.loop !34

47:                                               ; preds = %20, %47
  %48 = phi i64 [ %74, %47 ], [ 0, %20 ]
  %49 = phi double [ %73, %47 ], [ 0.000000e+00, %20 ]
  %50 = phi i64 [ %75, %47 ], [ 0, %20 ]
  %51 = getelementptr inbounds double, ptr %24, i64 %48
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = getelementptr inbounds double, ptr %23, i64 %48
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = tail call double @llvm.fmuladd.f64(double %52, double %54, double %49)
  %56 = or disjoint i64 %48, 1
  %57 = getelementptr inbounds double, ptr %24, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds double, ptr %23, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %58, double %60, double %55)
  %62 = or disjoint i64 %48, 2
  %63 = getelementptr inbounds double, ptr %24, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr inbounds double, ptr %23, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %61)
  %68 = or disjoint i64 %48, 3
  %69 = getelementptr inbounds double, ptr %24, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = getelementptr inbounds double, ptr %23, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %70, double %72, double %67)
  %74 = add nuw nsw i64 %48, 4
  %75 = add i64 %50, 4
  %76 = icmp eq i64 %75, %16
  br i1 %76, label %26, label %47, !llvm.loop !35
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"", !14, i64 0, !14, i64 4}
!17 = !{!16, !14, i64 4}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !12, !21, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = !{!28, !29, i64 0}
!28 = !{!"", !29, i64 0, !14, i64 8, !14, i64 12}
!29 = !{!"any pointer", !7, i64 0}
!30 = !{!28, !14, i64 8}
!31 = !{!28, !14, i64 12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !24}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
