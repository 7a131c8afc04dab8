; ModuleID = 'eigenprod.c'
source_filename = "eigenprod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Mat = type { ptr, i32, i32 }
%struct.Ctx = type { i32, i32 }

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
  %1 = alloca [6 x double], align 16
  %2 = alloca %struct.Mat, align 8
  %3 = alloca [42 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca %struct.Mat, align 8
  %6 = alloca [42 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca %struct.Mat, align 8
  %9 = alloca [4 x double], align 16
  %10 = alloca %struct.Mat, align 8
  %11 = alloca [42 x double], align 16
  %12 = alloca [42 x double], align 16
  %13 = alloca [42 x double], align 16
  %14 = alloca %struct.Ctx, align 8
  %15 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %12) #15
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %13) #15
  %16 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %17

17:                                               ; preds = %17, %0
  %18 = phi i64 [ 0, %0 ], [ %35, %17 ]
  %19 = phi i64 [ %16, %0 ], [ %29, %17 ]
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = lshr i64 %21, 10
  %23 = and i64 %22, 18014398509481982
  %24 = uitofp nneg i64 %23 to double
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 0x3CA0000000000000, double -1.000000e+00)
  %26 = getelementptr inbounds double, ptr %11, i64 %18
  store double %25, ptr %26, align 16, !tbaa !9
  %27 = or disjoint i64 %18, 1
  %28 = mul i64 %21, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 10
  %31 = and i64 %30, 18014398509481982
  %32 = uitofp nneg i64 %31 to double
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 0x3CA0000000000000, double -1.000000e+00)
  %34 = getelementptr inbounds double, ptr %11, i64 %27
  store double %33, ptr %34, align 8, !tbaa !9
  %35 = add nuw nsw i64 %18, 2
  %36 = icmp eq i64 %35, 42
  br i1 %36, label %37, label %17, !llvm.loop !11

37:                                               ; preds = %17, %37
  %38 = phi i64 [ %55, %37 ], [ 0, %17 ]
  %39 = phi i64 [ %49, %37 ], [ %29, %17 ]
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = lshr i64 %41, 10
  %43 = and i64 %42, 18014398509481982
  %44 = uitofp nneg i64 %43 to double
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 0x3CA0000000000000, double -1.000000e+00)
  %46 = getelementptr inbounds double, ptr %13, i64 %38
  store double %45, ptr %46, align 16, !tbaa !9
  %47 = or disjoint i64 %38, 1
  %48 = mul i64 %41, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = lshr i64 %49, 10
  %51 = and i64 %50, 18014398509481982
  %52 = uitofp nneg i64 %51 to double
  %53 = tail call double @llvm.fmuladd.f64(double %52, double 0x3CA0000000000000, double -1.000000e+00)
  %54 = getelementptr inbounds double, ptr %13, i64 %47
  store double %53, ptr %54, align 8, !tbaa !9
  %55 = add nuw nsw i64 %38, 2
  %56 = icmp eq i64 %55, 42
  br i1 %56, label %57, label %37, !llvm.loop !11

57:                                               ; preds = %37
  store i64 %49, ptr @rng_state, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %11, i64 8
  %59 = getelementptr inbounds i8, ptr %12, i64 8
  %60 = getelementptr inbounds i8, ptr %8, i64 8
  %61 = getelementptr inbounds i8, ptr %8, i64 12
  %62 = getelementptr inbounds i8, ptr %7, i64 24
  %63 = getelementptr inbounds i8, ptr %7, i64 8
  %64 = getelementptr inbounds i8, ptr %7, i64 16
  %65 = getelementptr inbounds i8, ptr %10, i64 8
  %66 = getelementptr inbounds i8, ptr %10, i64 12
  %67 = getelementptr inbounds i8, ptr %9, i64 24
  %68 = getelementptr inbounds i8, ptr %9, i64 8
  %69 = getelementptr inbounds i8, ptr %9, i64 16
  %70 = getelementptr inbounds i8, ptr %13, i64 8
  %71 = getelementptr inbounds i8, ptr %15, i64 4
  %72 = getelementptr inbounds i8, ptr %2, i64 8
  %73 = getelementptr inbounds i8, ptr %2, i64 12
  %74 = getelementptr inbounds i8, ptr %5, i64 8
  %75 = getelementptr inbounds i8, ptr %5, i64 12
  br label %82

76:                                               ; preds = %487
  %77 = load i32, ptr @n_fail, align 4, !tbaa !13
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %77)
  %79 = load i32, ptr @n_fail, align 4, !tbaa !13
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i32
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %11) #15
  ret i32 %81

82:                                               ; preds = %57, %487
  %83 = phi i64 [ 0, %57 ], [ %488, %487 ]
  %84 = trunc nuw nsw i64 %83 to i32
  %85 = uitofp nneg i32 %84 to double
  %86 = insertelement <2 x double> poison, double %85, i64 0
  %87 = shufflevector <2 x double> %86, <2 x double> poison, <2 x i32> zeroinitializer
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 4.000000e-01, double 5.000000e-01>, <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>)
  store <2 x double> %88, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #15
  store i64 0, ptr %14, align 8
  %89 = extractelement <2 x double> %88, i64 0
  %90 = extractelement <2 x double> %88, i64 1
  %91 = call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @prod, double noundef %89, double noundef %90) #15
  %92 = extractvalue { double, double } %91, 0
  %93 = extractvalue { double, double } %91, 1
  store double %92, ptr %12, align 16, !tbaa !9
  store double %93, ptr %59, align 8, !tbaa !9
  %94 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %94, ptr noundef nonnull readonly align 16 dereferenceable(16) %11, i64 16, i1 false)
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  %96 = load double, ptr %94, align 8, !tbaa !9
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fcmp ogt double %97, 1.000000e+00
  %99 = select i1 %98, double %97, double 1.000000e+00
  %100 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  %101 = fadd double %96, %100
  %102 = fsub double %96, %100
  %103 = load double, ptr %95, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #15
  store ptr %7, ptr %8, align 8, !tbaa !15
  store i32 2, ptr %60, align 8, !tbaa !18
  store i32 2, ptr %61, align 4, !tbaa !19
  call fastcc void @outer2(ptr noundef nonnull %8, double noundef %101, double noundef %103)
  %104 = load <2 x double>, ptr %7, align 16
  %105 = load double, ptr %62, align 8, !tbaa !9
  %106 = load <2 x double>, ptr %63, align 8
  %107 = load <2 x double>, ptr %64, align 16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #15
  store ptr %9, ptr %10, align 8, !tbaa !15
  store i32 2, ptr %65, align 8, !tbaa !18
  store i32 2, ptr %66, align 4, !tbaa !19
  call fastcc void @outer2(ptr noundef nonnull %10, double noundef %102, double noundef %103)
  %108 = load double, ptr %9, align 16, !tbaa !9
  %109 = load double, ptr %67, align 8, !tbaa !9
  %110 = load double, ptr %68, align 8, !tbaa !9
  %111 = load double, ptr %69, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  %112 = insertelement <2 x double> %106, double %110, i64 1
  %113 = fneg <2 x double> %112
  %114 = insertelement <2 x double> %107, double %111, i64 1
  %115 = fmul <2 x double> %114, %113
  %116 = insertelement <2 x double> %104, double %108, i64 1
  %117 = insertelement <2 x double> poison, double %105, i64 0
  %118 = insertelement <2 x double> %117, double %109, i64 1
  %119 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %118, <2 x double> %115)
  %120 = fadd <2 x double> %116, %119
  %121 = shufflevector <2 x double> %120, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %122 = fsub <2 x double> %120, %121
  %123 = extractelement <2 x double> %122, i64 0
  %124 = fsub double %101, %102
  %125 = fdiv double %123, %124
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ogt double %126, 1.000000e+00
  %128 = select i1 %127, double %126, double 1.000000e+00
  %129 = fsub double %92, %125
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fmul double %128, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ole double %130, %131
  %133 = select i1 %132, ptr @.str.8, ptr @.str.9
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 0, double noundef %92, double noundef %125, ptr noundef nonnull %133)
  br i1 %132, label %138, label %135

135:                                              ; preds = %82
  %136 = load i32, ptr @n_fail, align 4, !tbaa !13
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr @n_fail, align 4, !tbaa !13
  br label %138

138:                                              ; preds = %135, %82
  %139 = load double, ptr %59, align 8, !tbaa !9
  %140 = load double, ptr %95, align 8, !tbaa !9
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = fcmp ogt double %141, 1.000000e+00
  %143 = select i1 %142, double %141, double 1.000000e+00
  %144 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  %145 = fadd double %140, %144
  %146 = fsub double %140, %144
  store double %145, ptr %95, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #15
  store ptr %7, ptr %8, align 8, !tbaa !15
  store i32 2, ptr %60, align 8, !tbaa !18
  store i32 2, ptr %61, align 4, !tbaa !19
  call fastcc void @outer2(ptr noundef nonnull %8, double noundef %96, double noundef %145)
  %147 = load <2 x double>, ptr %7, align 16
  %148 = load double, ptr %62, align 8, !tbaa !9
  %149 = load <2 x double>, ptr %63, align 8
  %150 = load <2 x double>, ptr %64, align 16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #15
  store ptr %9, ptr %10, align 8, !tbaa !15
  store i32 2, ptr %65, align 8, !tbaa !18
  store i32 2, ptr %66, align 4, !tbaa !19
  call fastcc void @outer2(ptr noundef nonnull %10, double noundef %96, double noundef %146)
  %151 = load double, ptr %9, align 16, !tbaa !9
  %152 = load double, ptr %67, align 8, !tbaa !9
  %153 = load double, ptr %68, align 8, !tbaa !9
  %154 = load double, ptr %69, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  %155 = insertelement <2 x double> %149, double %153, i64 1
  %156 = fneg <2 x double> %155
  %157 = insertelement <2 x double> %150, double %154, i64 1
  %158 = fmul <2 x double> %157, %156
  %159 = insertelement <2 x double> %147, double %151, i64 1
  %160 = insertelement <2 x double> poison, double %148, i64 0
  %161 = insertelement <2 x double> %160, double %152, i64 1
  %162 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %159, <2 x double> %161, <2 x double> %158)
  %163 = fadd <2 x double> %159, %162
  %164 = shufflevector <2 x double> %163, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %165 = fsub <2 x double> %163, %164
  %166 = extractelement <2 x double> %165, i64 0
  %167 = fsub double %145, %146
  %168 = fdiv double %166, %167
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fcmp ogt double %169, 1.000000e+00
  %171 = select i1 %170, double %169, double 1.000000e+00
  %172 = fsub double %139, %168
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %175 = fcmp ole double %173, %174
  %176 = select i1 %175, ptr @.str.8, ptr @.str.9
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 1, double noundef %139, double noundef %168, ptr noundef nonnull %176)
  br i1 %175, label %181, label %178

178:                                              ; preds = %138
  %179 = load i32, ptr @n_fail, align 4, !tbaa !13
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @n_fail, align 4, !tbaa !13
  br label %181

181:                                              ; preds = %178, %138
  call void @free(ptr noundef nonnull %94) #15
  %182 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %183 = load double, ptr %11, align 16, !tbaa !9
  %184 = load double, ptr %13, align 16, !tbaa !9
  %185 = load double, ptr %58, align 8, !tbaa !9
  %186 = load double, ptr %70, align 8, !tbaa !9
  %187 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @prod, i32 noundef %182, double noundef %183, double noundef %184, i32 noundef %182, double noundef %185, double noundef %186) #15
  %188 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  %189 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #16
  %190 = load <2 x double>, ptr %11, align 16, !tbaa !9
  %191 = load <2 x double>, ptr %13, align 16, !tbaa !9
  %192 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %190)
  store <2 x double> %192, ptr %188, align 8, !tbaa !9
  %193 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %190)
  store <2 x double> %193, ptr %189, align 8, !tbaa !9
  %194 = call fastcc double @obj(ptr noundef nonnull %188, ptr noundef nonnull readonly %14)
  %195 = call fastcc double @obj(ptr noundef nonnull %189, ptr noundef nonnull readonly %14)
  %196 = fsub double %194, %195
  %197 = fdiv double %196, 2.000000e-06
  call void @free(ptr noundef nonnull %188) #15
  call void @free(ptr noundef nonnull %189) #15
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = fcmp ogt double %198, 1.000000e+00
  %200 = select i1 %199, double %198, double 1.000000e+00
  %201 = fsub double %187, %197
  %202 = call double @llvm.fabs.f64(double %201)
  %203 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp ole double %202, %203
  %205 = select i1 %204, ptr @.str.8, ptr @.str.9
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %84, double noundef %187, double noundef %197, ptr noundef nonnull %205)
  br i1 %204, label %210, label %207

207:                                              ; preds = %181
  %208 = load i32, ptr @n_fail, align 4, !tbaa !13
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !13
  br label %210

210:                                              ; preds = %181, %207
  %211 = load double, ptr %12, align 16, !tbaa !9
  %212 = load double, ptr %13, align 16, !tbaa !9
  %213 = call double @llvm.fmuladd.f64(double %211, double %212, double 0.000000e+00)
  %214 = load double, ptr %59, align 8, !tbaa !9
  %215 = load double, ptr %70, align 8, !tbaa !9
  %216 = call double @llvm.fmuladd.f64(double %214, double %215, double %213)
  %217 = call double @llvm.fabs.f64(double %187)
  %218 = fcmp ogt double %217, 1.000000e+00
  %219 = select i1 %218, double %217, double 1.000000e+00
  %220 = fsub double %216, %187
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fmul double %219, 0x3EB0C6F7A0B5ED8D
  %223 = fcmp ole double %221, %222
  %224 = select i1 %223, ptr @.str.8, ptr @.str.9
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %84, double noundef %216, double noundef %187, ptr noundef nonnull %224)
  br i1 %223, label %229, label %226

226:                                              ; preds = %210
  %227 = load i32, ptr @n_fail, align 4, !tbaa !13
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr @n_fail, align 4, !tbaa !13
  br label %229

229:                                              ; preds = %210, %226
  %230 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %83
  %231 = load i32, ptr %230, align 4, !tbaa !13
  %232 = add i32 %231, 1
  %233 = mul i32 %232, %231
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #15
  store i32 %231, ptr %15, align 4, !tbaa !20
  store i32 1, ptr %71, align 4, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(336) %12, i8 0, i64 336, i1 false)
  %234 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %235 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %234, i32 noundef %231) #15
  %236 = call i32 @llvm.smax.i32(i32 %233, i32 1)
  %237 = zext nneg i32 %236 to i64
  %238 = shl nuw nsw i64 %237, 3
  %239 = call noalias ptr @malloc(i64 noundef %238) #16
  %240 = sext i32 %233 to i64
  %241 = shl nsw i64 %240, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %239, ptr nonnull readonly align 16 %11, i64 %241, i1 false)
  %242 = icmp sgt i32 %233, 0
  br i1 %242, label %243, label %364

243:                                              ; preds = %229
  %244 = zext nneg i32 %233 to i64
  %245 = mul nsw i32 %231, %231
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds double, ptr %3, i64 %246
  %248 = zext i32 %231 to i64
  %249 = getelementptr inbounds double, ptr %6, i64 %246
  %250 = add nsw i64 %248, -1
  %251 = and i64 %248, 1
  %252 = icmp eq i64 %250, 0
  %253 = and i64 %248, 4294967294
  %254 = icmp eq i64 %251, 0
  %255 = and i64 %248, 1
  %256 = icmp eq i64 %250, 0
  %257 = and i64 %248, 4294967294
  %258 = icmp eq i64 %255, 0
  br label %259

259:                                              ; preds = %243, %361
  %260 = phi i64 [ 0, %243 ], [ %362, %361 ]
  %261 = getelementptr inbounds double, ptr %12, i64 %260
  %262 = load double, ptr %261, align 8, !tbaa !9
  %263 = getelementptr inbounds double, ptr %239, i64 %260
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fcmp ogt double %265, 1.000000e+00
  %267 = select i1 %266, double %265, double 1.000000e+00
  %268 = fmul double %267, 0x3EB0C6F7A0B5ED8D
  %269 = fadd double %264, %268
  store double %269, ptr %263, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %3) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %239, i64 %241, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #15
  store ptr %3, ptr %2, align 8, !tbaa !15
  store i32 %231, ptr %72, align 8, !tbaa !18
  store i32 %231, ptr %73, align 4, !tbaa !19
  call fastcc void @gemv(ptr nonnull %1, ptr noundef nonnull %2, ptr nonnull %247)
  br i1 %252, label %292, label %270

270:                                              ; preds = %259, %270
  %271 = phi i64 [ %289, %270 ], [ 0, %259 ]
  %272 = phi double [ %288, %270 ], [ 0.000000e+00, %259 ]
  %273 = phi i64 [ %290, %270 ], [ 0, %259 ]
  %274 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %271
  %275 = load double, ptr %274, align 16, !tbaa !9
  %276 = fmul double %275, %275
  %277 = trunc nuw nsw i64 %271 to i32
  %278 = uitofp nneg i32 %277 to double
  %279 = call double @llvm.fmuladd.f64(double %278, double 1.000000e-01, double 1.000000e+00)
  %280 = call double @llvm.fmuladd.f64(double %276, double %279, double %272)
  %281 = or disjoint i64 %271, 1
  %282 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = fmul double %283, %283
  %285 = trunc nuw nsw i64 %281 to i32
  %286 = uitofp nneg i32 %285 to double
  %287 = call double @llvm.fmuladd.f64(double %286, double 1.000000e-01, double 1.000000e+00)
  %288 = call double @llvm.fmuladd.f64(double %284, double %287, double %280)
  %289 = add nuw nsw i64 %271, 2
  %290 = add i64 %273, 2
  %291 = icmp eq i64 %290, %253
  br i1 %291, label %292, label %270, !llvm.loop !23

292:                                              ; preds = %270, %259
  %293 = phi double [ poison, %259 ], [ %288, %270 ]
  %294 = phi i64 [ 0, %259 ], [ %289, %270 ]
  %295 = phi double [ 0.000000e+00, %259 ], [ %288, %270 ]
  br i1 %254, label %304, label %296

296:                                              ; preds = %292
  %297 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %294
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = fmul double %298, %298
  %300 = trunc nuw nsw i64 %294 to i32
  %301 = uitofp nneg i32 %300 to double
  %302 = call double @llvm.fmuladd.f64(double %301, double 1.000000e-01, double 1.000000e+00)
  %303 = call double @llvm.fmuladd.f64(double %299, double %302, double %295)
  br label %304

304:                                              ; preds = %292, %296
  %305 = phi double [ %293, %292 ], [ %303, %296 ]
  %306 = fsub double %264, %268
  %307 = call double @sqrt(double noundef %305) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %3) #15
  store double %306, ptr %263, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr readonly align 8 %239, i64 %241, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #15
  store ptr %6, ptr %5, align 8, !tbaa !15
  store i32 %231, ptr %74, align 8, !tbaa !18
  store i32 %231, ptr %75, align 4, !tbaa !19
  call fastcc void @gemv(ptr nonnull %4, ptr noundef nonnull %5, ptr nonnull %249)
  br i1 %256, label %330, label %308

308:                                              ; preds = %304, %308
  %309 = phi i64 [ %327, %308 ], [ 0, %304 ]
  %310 = phi double [ %326, %308 ], [ 0.000000e+00, %304 ]
  %311 = phi i64 [ %328, %308 ], [ 0, %304 ]
  %312 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %309
  %313 = load double, ptr %312, align 16, !tbaa !9
  %314 = fmul double %313, %313
  %315 = trunc nuw nsw i64 %309 to i32
  %316 = uitofp nneg i32 %315 to double
  %317 = call double @llvm.fmuladd.f64(double %316, double 1.000000e-01, double 1.000000e+00)
  %318 = call double @llvm.fmuladd.f64(double %314, double %317, double %310)
  %319 = or disjoint i64 %309, 1
  %320 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %319
  %321 = load double, ptr %320, align 8, !tbaa !9
  %322 = fmul double %321, %321
  %323 = trunc nuw nsw i64 %319 to i32
  %324 = uitofp nneg i32 %323 to double
  %325 = call double @llvm.fmuladd.f64(double %324, double 1.000000e-01, double 1.000000e+00)
  %326 = call double @llvm.fmuladd.f64(double %322, double %325, double %318)
  %327 = add nuw nsw i64 %309, 2
  %328 = add i64 %311, 2
  %329 = icmp eq i64 %328, %257
  br i1 %329, label %330, label %308, !llvm.loop !23

330:                                              ; preds = %308, %304
  %331 = phi double [ poison, %304 ], [ %326, %308 ]
  %332 = phi i64 [ 0, %304 ], [ %327, %308 ]
  %333 = phi double [ 0.000000e+00, %304 ], [ %326, %308 ]
  br i1 %258, label %342, label %334

334:                                              ; preds = %330
  %335 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %332
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = fmul double %336, %336
  %338 = trunc nuw nsw i64 %332 to i32
  %339 = uitofp nneg i32 %338 to double
  %340 = call double @llvm.fmuladd.f64(double %339, double 1.000000e-01, double 1.000000e+00)
  %341 = call double @llvm.fmuladd.f64(double %337, double %340, double %333)
  br label %342

342:                                              ; preds = %330, %334
  %343 = phi double [ %331, %330 ], [ %341, %334 ]
  %344 = call double @sqrt(double noundef %343) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %6) #15
  store double %264, ptr %263, align 8, !tbaa !9
  %345 = fsub double %307, %344
  %346 = fsub double %269, %306
  %347 = fdiv double %345, %346
  %348 = call double @llvm.fabs.f64(double %347)
  %349 = fcmp ogt double %348, 1.000000e+00
  %350 = select i1 %349, double %348, double 1.000000e+00
  %351 = fsub double %262, %347
  %352 = call double @llvm.fabs.f64(double %351)
  %353 = fmul double %350, 0x3EB0C6F7A0B5ED8D
  %354 = fcmp ole double %352, %353
  %355 = select i1 %354, ptr @.str.8, ptr @.str.9
  %356 = trunc nuw nsw i64 %260 to i32
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %356, double noundef %262, double noundef %347, ptr noundef nonnull %355)
  br i1 %354, label %361, label %358

358:                                              ; preds = %342
  %359 = load i32, ptr @n_fail, align 4, !tbaa !13
  %360 = add nsw i32 %359, 1
  store i32 %360, ptr @n_fail, align 4, !tbaa !13
  br label %361

361:                                              ; preds = %358, %342
  %362 = add nuw nsw i64 %260, 1
  %363 = icmp eq i64 %362, %244
  br i1 %363, label %364, label %259, !llvm.loop !24

364:                                              ; preds = %361, %229
  call void @free(ptr noundef %239) #15
  %365 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %366 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gemv_obj, ptr noundef nonnull %11, ptr noundef nonnull %13, i32 noundef %365, i32 noundef %231) #15
  %367 = call noalias ptr @malloc(i64 noundef %238) #16
  %368 = call noalias ptr @malloc(i64 noundef %238) #16
  br i1 %242, label %369, label %402

369:                                              ; preds = %364
  %370 = zext nneg i32 %233 to i64
  %371 = icmp eq i32 %233, 1
  br i1 %371, label %388, label %372

372:                                              ; preds = %369
  %373 = and i64 %370, 2147483646
  br label %374

374:                                              ; preds = %374, %372
  %375 = phi i64 [ 0, %372 ], [ %384, %374 ]
  %376 = getelementptr inbounds double, ptr %11, i64 %375
  %377 = load <2 x double>, ptr %376, align 16, !tbaa !9
  %378 = getelementptr inbounds double, ptr %13, i64 %375
  %379 = load <2 x double>, ptr %378, align 16, !tbaa !9
  %380 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %379, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %377)
  %381 = getelementptr inbounds double, ptr %367, i64 %375
  store <2 x double> %380, ptr %381, align 8, !tbaa !9
  %382 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %379, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %377)
  %383 = getelementptr inbounds double, ptr %368, i64 %375
  store <2 x double> %382, ptr %383, align 8, !tbaa !9
  %384 = add nuw i64 %375, 2
  %385 = icmp eq i64 %384, %373
  br i1 %385, label %386, label %374, !llvm.loop !25

386:                                              ; preds = %374
  %387 = icmp eq i64 %373, %370
  br i1 %387, label %402, label %388

388:                                              ; preds = %386, %369
  %389 = phi i64 [ 0, %369 ], [ %373, %386 ]
  br label %390

390:                                              ; preds = %388, %390
  %391 = phi i64 [ %400, %390 ], [ %389, %388 ]
  %392 = getelementptr inbounds double, ptr %11, i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !9
  %394 = getelementptr inbounds double, ptr %13, i64 %391
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = call double @llvm.fmuladd.f64(double %395, double 0x3EB0C6F7A0B5ED8D, double %393)
  %397 = getelementptr inbounds double, ptr %367, i64 %391
  store double %396, ptr %397, align 8, !tbaa !9
  %398 = call double @llvm.fmuladd.f64(double %395, double 0xBEB0C6F7A0B5ED8D, double %393)
  %399 = getelementptr inbounds double, ptr %368, i64 %391
  store double %398, ptr %399, align 8, !tbaa !9
  %400 = add nuw nsw i64 %391, 1
  %401 = icmp eq i64 %400, %370
  br i1 %401, label %402, label %390, !llvm.loop !28

402:                                              ; preds = %390, %386, %364
  %403 = call fastcc double @obj(ptr noundef %367, ptr noundef nonnull readonly %15)
  %404 = call fastcc double @obj(ptr noundef %368, ptr noundef nonnull readonly %15)
  %405 = fsub double %403, %404
  %406 = fdiv double %405, 2.000000e-06
  call void @free(ptr noundef %367) #15
  call void @free(ptr noundef %368) #15
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = fcmp ogt double %407, 1.000000e+00
  %409 = select i1 %408, double %407, double 1.000000e+00
  %410 = fsub double %366, %406
  %411 = call double @llvm.fabs.f64(double %410)
  %412 = fmul double %409, 0x3EB0C6F7A0B5ED8D
  %413 = fcmp ole double %411, %412
  %414 = select i1 %413, ptr @.str.8, ptr @.str.9
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %84, double noundef %366, double noundef %406, ptr noundef nonnull %414)
  br i1 %413, label %419, label %416

416:                                              ; preds = %402
  %417 = load i32, ptr @n_fail, align 4, !tbaa !13
  %418 = add nsw i32 %417, 1
  store i32 %418, ptr @n_fail, align 4, !tbaa !13
  br label %419

419:                                              ; preds = %402, %416
  br i1 %242, label %420, label %443

420:                                              ; preds = %419
  %421 = zext nneg i32 %233 to i64
  %422 = and i64 %421, 3
  %423 = icmp ult i32 %233, 4
  br i1 %423, label %426, label %424

424:                                              ; preds = %420
  %425 = and i64 %421, 2147483644
  br label %457

426:                                              ; preds = %457, %420
  %427 = phi double [ poison, %420 ], [ %483, %457 ]
  %428 = phi i64 [ 0, %420 ], [ %484, %457 ]
  %429 = phi double [ 0.000000e+00, %420 ], [ %483, %457 ]
  %430 = icmp eq i64 %422, 0
  br i1 %430, label %443, label %431

431:                                              ; preds = %426, %431
  %432 = phi i64 [ %440, %431 ], [ %428, %426 ]
  %433 = phi double [ %439, %431 ], [ %429, %426 ]
  %434 = phi i64 [ %441, %431 ], [ 0, %426 ]
  %435 = getelementptr inbounds double, ptr %12, i64 %432
  %436 = load double, ptr %435, align 8, !tbaa !9
  %437 = getelementptr inbounds double, ptr %13, i64 %432
  %438 = load double, ptr %437, align 8, !tbaa !9
  %439 = call double @llvm.fmuladd.f64(double %436, double %438, double %433)
  %440 = add nuw nsw i64 %432, 1
  %441 = add i64 %434, 1
  %442 = icmp eq i64 %441, %422
  br i1 %442, label %443, label %431, !llvm.loop !29

443:                                              ; preds = %426, %431, %419
  %444 = phi double [ 0.000000e+00, %419 ], [ %427, %426 ], [ %439, %431 ]
  %445 = call double @llvm.fabs.f64(double %366)
  %446 = fcmp ogt double %445, 1.000000e+00
  %447 = select i1 %446, double %445, double 1.000000e+00
  %448 = fsub double %444, %366
  %449 = call double @llvm.fabs.f64(double %448)
  %450 = fmul double %447, 0x3EB0C6F7A0B5ED8D
  %451 = fcmp ole double %449, %450
  %452 = select i1 %451, ptr @.str.8, ptr @.str.9
  %453 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %84, double noundef %444, double noundef %366, ptr noundef nonnull %452)
  br i1 %451, label %487, label %454

454:                                              ; preds = %443
  %455 = load i32, ptr @n_fail, align 4, !tbaa !13
  %456 = add nsw i32 %455, 1
  store i32 %456, ptr @n_fail, align 4, !tbaa !13
  br label %487

457:                                              ; preds = %457, %424
  %458 = phi i64 [ 0, %424 ], [ %484, %457 ]
  %459 = phi double [ 0.000000e+00, %424 ], [ %483, %457 ]
  %460 = phi i64 [ 0, %424 ], [ %485, %457 ]
  %461 = getelementptr inbounds double, ptr %12, i64 %458
  %462 = load double, ptr %461, align 16, !tbaa !9
  %463 = getelementptr inbounds double, ptr %13, i64 %458
  %464 = load double, ptr %463, align 16, !tbaa !9
  %465 = call double @llvm.fmuladd.f64(double %462, double %464, double %459)
  %466 = or disjoint i64 %458, 1
  %467 = getelementptr inbounds double, ptr %12, i64 %466
  %468 = load double, ptr %467, align 8, !tbaa !9
  %469 = getelementptr inbounds double, ptr %13, i64 %466
  %470 = load double, ptr %469, align 8, !tbaa !9
  %471 = call double @llvm.fmuladd.f64(double %468, double %470, double %465)
  %472 = or disjoint i64 %458, 2
  %473 = getelementptr inbounds double, ptr %12, i64 %472
  %474 = load double, ptr %473, align 16, !tbaa !9
  %475 = getelementptr inbounds double, ptr %13, i64 %472
  %476 = load double, ptr %475, align 16, !tbaa !9
  %477 = call double @llvm.fmuladd.f64(double %474, double %476, double %471)
  %478 = or disjoint i64 %458, 3
  %479 = getelementptr inbounds double, ptr %12, i64 %478
  %480 = load double, ptr %479, align 8, !tbaa !9
  %481 = getelementptr inbounds double, ptr %13, i64 %478
  %482 = load double, ptr %481, align 8, !tbaa !9
  %483 = call double @llvm.fmuladd.f64(double %480, double %482, double %477)
  %484 = add nuw nsw i64 %458, 4
  %485 = add i64 %460, 4
  %486 = icmp eq i64 %485, %425
  br i1 %486, label %426, label %457, !llvm.loop !31

487:                                              ; preds = %443, %454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #15
  %488 = add nuw nsw i64 %83, 1
  %489 = icmp eq i64 %488, 3
  br i1 %489, label %76, label %82, !llvm.loop !32
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
  store ptr %3, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 2, ptr %5, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 2, ptr %6, align 4, !tbaa !19
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
  %5 = alloca [4 x double], align 16
  %6 = alloca %struct.Mat, align 8
  %7 = alloca [42 x double], align 16
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !22
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %28

11:                                               ; preds = %2
  %12 = load double, ptr %0, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  store ptr %5, ptr %6, align 8, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 2, ptr %15, align 8, !tbaa !18
  %16 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 2, ptr %16, align 4, !tbaa !19
  call fastcc void @outer2(ptr noundef nonnull %6, double noundef %12, double noundef %14)
  %17 = load double, ptr %5, align 16, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %5, i64 24
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  %23 = load double, ptr %22, align 16, !tbaa !9
  %24 = fneg double %21
  %25 = fmul double %23, %24
  %26 = call double @llvm.fmuladd.f64(double %17, double %19, double %25)
  %27 = fadd double %17, %26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  br label %84

28:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %7) #15
  %29 = load i32, ptr %1, align 4, !tbaa !20
  %30 = add i32 %29, 1
  %31 = mul i32 %30, %29
  %32 = sext i32 %31 to i64
  %33 = shl nsw i64 %32, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr align 8 %0, i64 %33, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %7, ptr %4, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %29, ptr %34, align 8, !tbaa !18
  %35 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %29, ptr %35, align 4, !tbaa !19
  %36 = mul nsw i32 %29, %29
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %7, i64 %37
  call fastcc void @gemv(ptr nonnull %3, ptr noundef nonnull %4, ptr nonnull %38)
  %39 = icmp sgt i32 %29, 0
  br i1 %39, label %40, label %81

40:                                               ; preds = %28
  %41 = zext nneg i32 %29 to i64
  %42 = and i64 %41, 1
  %43 = icmp eq i32 %29, 1
  br i1 %43, label %68, label %44

44:                                               ; preds = %40
  %45 = and i64 %41, 2147483646
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %65, %46 ]
  %48 = phi double [ 0.000000e+00, %44 ], [ %64, %46 ]
  %49 = phi i64 [ 0, %44 ], [ %66, %46 ]
  %50 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %47
  %51 = load double, ptr %50, align 16, !tbaa !9
  %52 = fmul double %51, %51
  %53 = trunc nuw nsw i64 %47 to i32
  %54 = uitofp nneg i32 %53 to double
  %55 = call double @llvm.fmuladd.f64(double %54, double 1.000000e-01, double 1.000000e+00)
  %56 = call double @llvm.fmuladd.f64(double %52, double %55, double %48)
  %57 = or disjoint i64 %47, 1
  %58 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fmul double %59, %59
  %61 = trunc nuw nsw i64 %57 to i32
  %62 = uitofp nneg i32 %61 to double
  %63 = call double @llvm.fmuladd.f64(double %62, double 1.000000e-01, double 1.000000e+00)
  %64 = call double @llvm.fmuladd.f64(double %60, double %63, double %56)
  %65 = add nuw nsw i64 %47, 2
  %66 = add i64 %49, 2
  %67 = icmp eq i64 %66, %45
  br i1 %67, label %68, label %46, !llvm.loop !23

68:                                               ; preds = %46, %40
  %69 = phi double [ poison, %40 ], [ %64, %46 ]
  %70 = phi i64 [ 0, %40 ], [ %65, %46 ]
  %71 = phi double [ 0.000000e+00, %40 ], [ %64, %46 ]
  %72 = icmp eq i64 %42, 0
  br i1 %72, label %81, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fmul double %75, %75
  %77 = trunc nuw nsw i64 %70 to i32
  %78 = uitofp nneg i32 %77 to double
  %79 = call double @llvm.fmuladd.f64(double %78, double 1.000000e-01, double 1.000000e+00)
  %80 = call double @llvm.fmuladd.f64(double %76, double %79, double %71)
  br label %81

81:                                               ; preds = %73, %68, %28
  %82 = phi double [ 0.000000e+00, %28 ], [ %69, %68 ], [ %80, %73 ]
  %83 = call double @sqrt(double noundef %82) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %7) #15
  br label %84

84:                                               ; preds = %81, %11
  %85 = phi double [ %27, %11 ], [ %83, %81 ]
  ret double %85
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gemv_obj(ptr noundef %0, i32 noundef %1) #6 {
  %3 = alloca [6 x double], align 16
  %4 = alloca %struct.Mat, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #15
  store ptr %0, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %1, ptr %5, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %1, ptr %6, align 4, !tbaa !19
  %7 = mul nsw i32 %1, %1
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  call fastcc void @gemv(ptr nonnull %3, ptr noundef nonnull %4, ptr %9)
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %30

11:                                               ; preds = %2
  %12 = zext nneg i32 %1 to i64
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483646
  br label %33

17:                                               ; preds = %33, %11
  %18 = phi double [ poison, %11 ], [ %51, %33 ]
  %19 = phi i64 [ 0, %11 ], [ %52, %33 ]
  %20 = phi double [ 0.000000e+00, %11 ], [ %51, %33 ]
  %21 = icmp eq i64 %13, 0
  br i1 %21, label %30, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %19
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, %24
  %26 = trunc nuw nsw i64 %19 to i32
  %27 = uitofp nneg i32 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 1.000000e-01, double 1.000000e+00)
  %29 = tail call double @llvm.fmuladd.f64(double %25, double %28, double %20)
  br label %30

30:                                               ; preds = %22, %17, %2
  %31 = phi double [ 0.000000e+00, %2 ], [ %18, %17 ], [ %29, %22 ]
  %32 = tail call double @sqrt(double noundef %31) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  ret double %32

33:                                               ; preds = %33, %15
  %34 = phi i64 [ 0, %15 ], [ %52, %33 ]
  %35 = phi double [ 0.000000e+00, %15 ], [ %51, %33 ]
  %36 = phi i64 [ 0, %15 ], [ %53, %33 ]
  %37 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %34
  %38 = load double, ptr %37, align 16, !tbaa !9
  %39 = fmul double %38, %38
  %40 = trunc nuw nsw i64 %34 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 1.000000e-01, double 1.000000e+00)
  %43 = tail call double @llvm.fmuladd.f64(double %39, double %42, double %35)
  %44 = or disjoint i64 %34, 1
  %45 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fmul double %46, %46
  %48 = trunc nuw nsw i64 %44 to i32
  %49 = uitofp nneg i32 %48 to double
  %50 = tail call double @llvm.fmuladd.f64(double %49, double 1.000000e-01, double 1.000000e+00)
  %51 = tail call double @llvm.fmuladd.f64(double %47, double %50, double %43)
  %52 = add nuw nsw i64 %34, 2
  %53 = add i64 %36, 2
  %54 = icmp eq i64 %53, %16
  br i1 %54, label %17, label %33, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal fastcc void @outer2(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2) unnamed_addr #7 {
  %4 = insertelement <2 x double> poison, double %1, i64 0
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer
  %6 = insertelement <2 x double> %5, double %2, i64 1
  %7 = fmul <2 x double> %5, %6
  %8 = load ptr, ptr %0, align 8, !tbaa !15
  store <2 x double> %7, ptr %8, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %1) #15
  %10 = fmul double %9, %2
  %11 = load ptr, ptr %0, align 8, !tbaa !15
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @gemv(ptr nocapture writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture readonly %2) unnamed_addr #13 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !18
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %77

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !19
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = zext nneg i32 %5 to i64
  %13 = shl nuw nsw i64 %12, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 %13, i1 false), !tbaa !9
  br label %77

14:                                               ; preds = %7
  %15 = load ptr, ptr %1, align 8, !tbaa !15
  %16 = zext nneg i32 %9 to i64
  %17 = zext nneg i32 %5 to i64
  %18 = and i64 %16, 3
  %19 = icmp ult i32 %9, 4
  %20 = and i64 %16, 2147483644
  %21 = icmp eq i64 %18, 0
  br label %22

22:                                               ; preds = %72, %14
  %23 = phi i64 [ %75, %72 ], [ 0, %14 ]
  %24 = mul nuw nsw i64 %23, %16
  %25 = getelementptr inbounds double, ptr %15, i64 %24
  br i1 %19, label %56, label %26

26:                                               ; preds = %22, %26
  %27 = phi i64 [ %53, %26 ], [ 0, %22 ]
  %28 = phi double [ %52, %26 ], [ 0.000000e+00, %22 ]
  %29 = phi i64 [ %54, %26 ], [ 0, %22 ]
  %30 = getelementptr inbounds double, ptr %25, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = getelementptr inbounds double, ptr %2, i64 %27
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %33, double %28)
  %35 = or disjoint i64 %27, 1
  %36 = getelementptr inbounds double, ptr %25, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = getelementptr inbounds double, ptr %2, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %39, double %34)
  %41 = or disjoint i64 %27, 2
  %42 = getelementptr inbounds double, ptr %25, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %2, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %45, double %40)
  %47 = or disjoint i64 %27, 3
  %48 = getelementptr inbounds double, ptr %25, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds double, ptr %2, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %46)
  %53 = add nuw nsw i64 %27, 4
  %54 = add i64 %29, 4
  %55 = icmp eq i64 %54, %20
  br i1 %55, label %56, label %26, !llvm.loop !33

56:                                               ; preds = %26, %22
  %57 = phi double [ poison, %22 ], [ %52, %26 ]
  %58 = phi i64 [ 0, %22 ], [ %53, %26 ]
  %59 = phi double [ 0.000000e+00, %22 ], [ %52, %26 ]
  br i1 %21, label %72, label %60

60:                                               ; preds = %56, %60
  %61 = phi i64 [ %69, %60 ], [ %58, %56 ]
  %62 = phi double [ %68, %60 ], [ %59, %56 ]
  %63 = phi i64 [ %70, %60 ], [ 0, %56 ]
  %64 = getelementptr inbounds double, ptr %25, i64 %61
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds double, ptr %2, i64 %61
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %62)
  %69 = add nuw nsw i64 %61, 1
  %70 = add i64 %63, 1
  %71 = icmp eq i64 %70, %18
  br i1 %71, label %72, label %60, !llvm.loop !34

72:                                               ; preds = %60, %56
  %73 = phi double [ %57, %56 ], [ %68, %60 ]
  %74 = getelementptr inbounds double, ptr %0, i64 %23
  store double %73, ptr %74, align 8, !tbaa !9
  %75 = add nuw nsw i64 %23, 1
  %76 = icmp eq i64 %75, %17
  br i1 %76, label %77, label %22, !llvm.loop !35

77:                                               ; preds = %72, %11, %3
  ret void
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
attributes #13 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !14, i64 8, !14, i64 12}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !14, i64 8}
!19 = !{!16, !14, i64 12}
!20 = !{!21, !14, i64 0}
!21 = !{!"", !14, i64 0, !14, i64 4}
!22 = !{!21, !14, i64 4}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !12, !27, !26}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !30}
!35 = distinct !{!35, !12}
