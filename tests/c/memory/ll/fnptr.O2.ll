; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Model = type { ptr, double }

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"chosen(wave).dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"chosen(cube).dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"chosen.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"chosen.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"tabled.dx\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"tabled.fwd\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"tabled.fwd_rev\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"energy(square_all).dx\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"energy(diff2).dx\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"energy.fwd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"energy.fwd_rev\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"model.dx\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"model.dscale\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"model.fwd\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"scal.fwd_over_rev\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"fnptr\00", align 1
@table = internal unnamed_addr constant [3 x ptr] [ptr @cube, ptr @wave, ptr @exp], align 16
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.16 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.19 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local double @dscal(double noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @scal, double noundef %0, i32 noundef %3, i32 noundef %1) #15
  ret double %4
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal double @scal(double noundef %0, i32 noundef %1) #2 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !9
  %6 = tail call double %5(double noundef %0) #15
  %7 = fmul double %6, %0
  ret double %7
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca [6 x double], align 16
  %32 = alloca [6 x double], align 16
  %33 = alloca [6 x double], align 16
  %34 = alloca %struct.Model, align 8
  %35 = alloca %struct.Model, align 8
  %36 = alloca %struct.Model, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %31) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %32) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %33) #15
  %37 = load i64, ptr @rng_state, align 8, !tbaa !11
  %38 = mul i64 %37, 6364136223846793005
  %39 = getelementptr inbounds i8, ptr %31, i64 8
  %40 = add i64 %38, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = insertelement <2 x i64> poison, i64 %40, i64 0
  %44 = insertelement <2 x i64> %43, i64 %42, i64 1
  %45 = lshr <2 x i64> %44, <i64 10, i64 10>
  %46 = and <2 x i64> %45, <i64 18014398509481982, i64 18014398509481982>
  %47 = uitofp nneg <2 x i64> %46 to <2 x double>
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %48, ptr %31, align 16, !tbaa !13
  %49 = mul i64 %42, 6364136223846793005
  %50 = getelementptr inbounds i8, ptr %31, i64 16
  %51 = getelementptr inbounds i8, ptr %31, i64 24
  %52 = add i64 %49, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <2 x i64> poison, i64 %52, i64 0
  %56 = insertelement <2 x i64> %55, i64 %54, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %60, ptr %50, align 16, !tbaa !13
  %61 = mul i64 %54, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %31, i64 32
  %63 = getelementptr inbounds i8, ptr %31, i64 40
  %64 = add i64 %61, 1442695040888963407
  %65 = mul i64 %64, 6364136223846793005
  %66 = add i64 %65, 1442695040888963407
  %67 = insertelement <2 x i64> poison, i64 %64, i64 0
  %68 = insertelement <2 x i64> %67, i64 %66, i64 1
  %69 = lshr <2 x i64> %68, <i64 10, i64 10>
  %70 = and <2 x i64> %69, <i64 18014398509481982, i64 18014398509481982>
  %71 = uitofp nneg <2 x i64> %70 to <2 x double>
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %72, ptr %62, align 16, !tbaa !13
  %73 = mul i64 %66, 6364136223846793005
  %74 = getelementptr inbounds i8, ptr %33, i64 8
  %75 = add i64 %73, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = insertelement <2 x i64> poison, i64 %75, i64 0
  %79 = insertelement <2 x i64> %78, i64 %77, i64 1
  %80 = lshr <2 x i64> %79, <i64 10, i64 10>
  %81 = and <2 x i64> %80, <i64 18014398509481982, i64 18014398509481982>
  %82 = uitofp nneg <2 x i64> %81 to <2 x double>
  %83 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %83, ptr %33, align 16, !tbaa !13
  %84 = mul i64 %77, 6364136223846793005
  %85 = getelementptr inbounds i8, ptr %33, i64 16
  %86 = getelementptr inbounds i8, ptr %33, i64 24
  %87 = add i64 %84, 1442695040888963407
  %88 = mul i64 %87, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = insertelement <2 x i64> poison, i64 %87, i64 0
  %91 = insertelement <2 x i64> %90, i64 %89, i64 1
  %92 = lshr <2 x i64> %91, <i64 10, i64 10>
  %93 = and <2 x i64> %92, <i64 18014398509481982, i64 18014398509481982>
  %94 = uitofp nneg <2 x i64> %93 to <2 x double>
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %95, ptr %85, align 16, !tbaa !13
  %96 = mul i64 %89, 6364136223846793005
  %97 = getelementptr inbounds i8, ptr %33, i64 32
  %98 = getelementptr inbounds i8, ptr %33, i64 40
  %99 = add i64 %96, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = insertelement <2 x i64> poison, i64 %99, i64 0
  %103 = insertelement <2 x i64> %102, i64 %101, i64 1
  %104 = lshr <2 x i64> %103, <i64 10, i64 10>
  %105 = and <2 x i64> %104, <i64 18014398509481982, i64 18014398509481982>
  %106 = uitofp nneg <2 x i64> %105 to <2 x double>
  %107 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %107, ptr %97, align 16, !tbaa !13
  store i64 %101, ptr @rng_state, align 8, !tbaa !11
  %108 = getelementptr inbounds i8, ptr %32, i64 8
  %109 = getelementptr inbounds i8, ptr %32, i64 16
  %110 = getelementptr inbounds i8, ptr %32, i64 24
  %111 = getelementptr inbounds i8, ptr %32, i64 32
  %112 = getelementptr inbounds i8, ptr %32, i64 40
  %113 = getelementptr inbounds i8, ptr %34, i64 8
  %114 = getelementptr inbounds i8, ptr %35, i64 8
  %115 = getelementptr inbounds i8, ptr %36, i64 8
  %116 = getelementptr inbounds i8, ptr %3, i64 8
  %117 = getelementptr inbounds i8, ptr %3, i64 16
  %118 = getelementptr inbounds i8, ptr %3, i64 24
  %119 = getelementptr inbounds i8, ptr %3, i64 32
  %120 = getelementptr inbounds i8, ptr %3, i64 40
  %121 = getelementptr inbounds i8, ptr %4, i64 8
  %122 = getelementptr inbounds i8, ptr %4, i64 16
  %123 = getelementptr inbounds i8, ptr %4, i64 24
  %124 = getelementptr inbounds i8, ptr %4, i64 32
  %125 = getelementptr inbounds i8, ptr %4, i64 40
  %126 = getelementptr inbounds i8, ptr %1, i64 8
  %127 = getelementptr inbounds i8, ptr %1, i64 16
  %128 = getelementptr inbounds i8, ptr %1, i64 24
  %129 = getelementptr inbounds i8, ptr %1, i64 32
  %130 = getelementptr inbounds i8, ptr %1, i64 40
  %131 = getelementptr inbounds i8, ptr %2, i64 8
  %132 = getelementptr inbounds i8, ptr %2, i64 16
  %133 = getelementptr inbounds i8, ptr %2, i64 24
  %134 = getelementptr inbounds i8, ptr %2, i64 32
  %135 = getelementptr inbounds i8, ptr %2, i64 40
  %136 = getelementptr inbounds i8, ptr %31, i64 8
  br label %143

137:                                              ; preds = %1142
  %138 = load i32, ptr @n_fail, align 4, !tbaa !5
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, i32 noundef %138)
  %140 = load i32, ptr @n_fail, align 4, !tbaa !5
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %33) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %31) #15
  ret i32 %142

143:                                              ; preds = %0, %1142
  %144 = phi i1 [ true, %0 ], [ false, %1142 ]
  %145 = phi ptr [ %31, %0 ], [ %136, %1142 ]
  %146 = phi i64 [ 0, %0 ], [ 1, %1142 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %147 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %148 = trunc nuw nsw i64 %146 to i32
  %149 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chosen, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %147, i32 noundef 6, i32 noundef %147, i32 noundef %148) #15
  %150 = select i1 %144, ptr @.str.1, ptr @.str
  %151 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %151, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %152 = select i1 %144, ptr @cube, ptr @wave
  %153 = getelementptr inbounds i8, ptr %151, i64 8
  %154 = getelementptr inbounds i8, ptr %151, i64 16
  %155 = getelementptr inbounds i8, ptr %151, i64 24
  %156 = getelementptr inbounds i8, ptr %151, i64 32
  %157 = getelementptr inbounds i8, ptr %151, i64 40
  br label %158

158:                                              ; preds = %143, %252
  %159 = phi i64 [ 0, %143 ], [ %253, %252 ]
  %160 = getelementptr inbounds double, ptr %32, i64 %159
  %161 = load double, ptr %160, align 8, !tbaa !13
  %162 = getelementptr inbounds double, ptr %151, i64 %159
  %163 = load double, ptr %162, align 8, !tbaa !13
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = fcmp ogt double %164, 1.000000e+00
  %166 = select i1 %165, double %164, double 1.000000e+00
  %167 = fmul double %166, 0x3EB0C6F7A0B5ED8D
  %168 = fadd double %163, %167
  store double %168, ptr %162, align 8, !tbaa !13
  %169 = load double, ptr %151, align 8, !tbaa !13
  %170 = call double %152(double noundef %169) #15, !callees !15
  %171 = load double, ptr %153, align 8, !tbaa !13
  %172 = call double %152(double noundef %171) #15, !callees !15
  %173 = load double, ptr %154, align 8, !tbaa !13
  %174 = call double %152(double noundef %173) #15, !callees !15
  %175 = load double, ptr %155, align 8, !tbaa !13
  %176 = call double %152(double noundef %175) #15, !callees !15
  %177 = load double, ptr %156, align 8, !tbaa !13
  %178 = call double %152(double noundef %177) #15, !callees !15
  %179 = load double, ptr %157, align 8, !tbaa !13
  %180 = call double %152(double noundef %179) #15, !callees !15
  %181 = fsub double %163, %167
  store double %181, ptr %162, align 8, !tbaa !13
  %182 = load double, ptr %151, align 8, !tbaa !13
  %183 = call double %152(double noundef %182) #15, !callees !15
  %184 = load double, ptr %153, align 8, !tbaa !13
  %185 = call double %152(double noundef %184) #15, !callees !15
  %186 = load double, ptr %154, align 8, !tbaa !13
  %187 = call double %152(double noundef %186) #15, !callees !15
  %188 = load double, ptr %155, align 8, !tbaa !13
  %189 = call double %152(double noundef %188) #15, !callees !15
  %190 = load double, ptr %156, align 8, !tbaa !13
  %191 = call double %152(double noundef %190) #15, !callees !15
  %192 = load double, ptr %157, align 8, !tbaa !13
  %193 = call double %152(double noundef %192) #15, !callees !15
  %194 = insertelement <2 x double> poison, double %170, i64 0
  %195 = insertelement <2 x double> %194, double %183, i64 1
  %196 = insertelement <2 x double> poison, double %171, i64 0
  %197 = insertelement <2 x double> %196, double %184, i64 1
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> %197, <2 x double> zeroinitializer)
  %199 = insertelement <2 x double> poison, double %172, i64 0
  %200 = insertelement <2 x double> %199, double %185, i64 1
  %201 = insertelement <2 x double> poison, double %173, i64 0
  %202 = insertelement <2 x double> %201, double %186, i64 1
  %203 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %200, <2 x double> %202, <2 x double> %198)
  %204 = insertelement <2 x double> poison, double %174, i64 0
  %205 = insertelement <2 x double> %204, double %187, i64 1
  %206 = insertelement <2 x double> poison, double %175, i64 0
  %207 = insertelement <2 x double> %206, double %188, i64 1
  %208 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %205, <2 x double> %207, <2 x double> %203)
  %209 = insertelement <2 x double> poison, double %176, i64 0
  %210 = insertelement <2 x double> %209, double %189, i64 1
  %211 = insertelement <2 x double> poison, double %177, i64 0
  %212 = insertelement <2 x double> %211, double %190, i64 1
  %213 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %210, <2 x double> %212, <2 x double> %208)
  %214 = insertelement <2 x double> poison, double %178, i64 0
  %215 = insertelement <2 x double> %214, double %191, i64 1
  %216 = insertelement <2 x double> poison, double %179, i64 0
  %217 = insertelement <2 x double> %216, double %192, i64 1
  %218 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %217, <2 x double> %213)
  %219 = insertelement <2 x double> poison, double %180, i64 0
  %220 = insertelement <2 x double> %219, double %193, i64 1
  %221 = insertelement <2 x double> poison, double %169, i64 0
  %222 = insertelement <2 x double> %221, double %182, i64 1
  %223 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %220, <2 x double> %222, <2 x double> %218)
  store double %163, ptr %162, align 8, !tbaa !13
  %224 = shufflevector <2 x double> %223, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %225 = fsub <2 x double> %223, %224
  %226 = extractelement <2 x double> %225, i64 0
  %227 = fsub double %168, %181
  %228 = fdiv double %226, %227
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ogt double %229, 1.000000e+00
  %231 = select i1 %230, double %229, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %161, ptr %30, align 8, !tbaa !13
  %232 = load volatile double, ptr %30, align 8, !tbaa !13
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %234, label %247, label %235

235:                                              ; preds = %158
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %228, ptr %29, align 8, !tbaa !13
  %236 = load volatile double, ptr %29, align 8, !tbaa !13
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %238, label %247, label %239

239:                                              ; preds = %235
  %240 = fsub double %161, %228
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fmul double %231, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ugt double %241, %242
  br i1 %243, label %247, label %244

244:                                              ; preds = %239
  %245 = trunc nuw nsw i64 %159 to i32
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %150, i32 noundef %245, double noundef %161, double noundef %228, ptr noundef nonnull @.str.17)
  br label %252

247:                                              ; preds = %239, %235, %158
  %248 = trunc nuw nsw i64 %159 to i32
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %150, i32 noundef %248, double noundef %161, double noundef %228, ptr noundef nonnull @.str.18)
  %250 = load i32, ptr @n_fail, align 4, !tbaa !5
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr @n_fail, align 4, !tbaa !5
  br label %252

252:                                              ; preds = %247, %244
  %253 = add nuw nsw i64 %159, 1
  %254 = icmp eq i64 %253, 6
  br i1 %254, label %255, label %158, !llvm.loop !16

255:                                              ; preds = %252
  call void @free(ptr noundef nonnull %151) #15
  %256 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %257 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chosen, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %256, i32 noundef 6, i32 noundef %256, i32 noundef %148) #15
  %258 = load <2 x double>, ptr %31, align 16
  %259 = load <2 x double>, ptr %33, align 16
  %260 = load <2 x double>, ptr %39, align 8
  %261 = load <2 x double>, ptr %74, align 8
  %262 = load <2 x double>, ptr %50, align 16
  %263 = load <2 x double>, ptr %85, align 16
  %264 = load <2 x double>, ptr %51, align 8
  %265 = load <2 x double>, ptr %86, align 8
  %266 = load <2 x double>, ptr %62, align 16
  %267 = load <2 x double>, ptr %97, align 16
  %268 = load double, ptr %63, align 8, !tbaa !13
  %269 = load double, ptr %98, align 8, !tbaa !13
  %270 = shufflevector <2 x double> %259, <2 x double> poison, <2 x i32> zeroinitializer
  %271 = shufflevector <2 x double> %258, <2 x double> poison, <2 x i32> zeroinitializer
  %272 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %270, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %271)
  %273 = shufflevector <2 x double> %261, <2 x double> poison, <2 x i32> zeroinitializer
  %274 = shufflevector <2 x double> %260, <2 x double> poison, <2 x i32> zeroinitializer
  %275 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %273, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %274)
  %276 = shufflevector <2 x double> %263, <2 x double> poison, <2 x i32> zeroinitializer
  %277 = shufflevector <2 x double> %262, <2 x double> poison, <2 x i32> zeroinitializer
  %278 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %276, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %277)
  %279 = shufflevector <2 x double> %265, <2 x double> poison, <2 x i32> zeroinitializer
  %280 = shufflevector <2 x double> %264, <2 x double> poison, <2 x i32> zeroinitializer
  %281 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %279, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %280)
  %282 = shufflevector <2 x double> %267, <2 x double> poison, <2 x i32> zeroinitializer
  %283 = shufflevector <2 x double> %266, <2 x double> poison, <2 x i32> zeroinitializer
  %284 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %283)
  %285 = insertelement <2 x double> poison, double %269, i64 0
  %286 = shufflevector <2 x double> %285, <2 x double> poison, <2 x i32> zeroinitializer
  %287 = insertelement <2 x double> poison, double %268, i64 0
  %288 = shufflevector <2 x double> %287, <2 x double> poison, <2 x i32> zeroinitializer
  %289 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %286, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %288)
  %290 = extractelement <2 x double> %272, i64 0
  %291 = call double %152(double noundef %290) #15, !callees !15
  %292 = extractelement <2 x double> %275, i64 0
  %293 = call double %152(double noundef %292) #15, !callees !15
  %294 = extractelement <2 x double> %278, i64 0
  %295 = call double %152(double noundef %294) #15, !callees !15
  %296 = extractelement <2 x double> %281, i64 0
  %297 = call double %152(double noundef %296) #15, !callees !15
  %298 = extractelement <2 x double> %284, i64 0
  %299 = call double %152(double noundef %298) #15, !callees !15
  %300 = extractelement <2 x double> %289, i64 0
  %301 = call double %152(double noundef %300) #15, !callees !15
  %302 = extractelement <2 x double> %272, i64 1
  %303 = call double %152(double noundef %302) #15, !callees !15
  %304 = insertelement <2 x double> poison, double %291, i64 0
  %305 = insertelement <2 x double> %304, double %303, i64 1
  %306 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %305, <2 x double> %275, <2 x double> zeroinitializer)
  %307 = extractelement <2 x double> %275, i64 1
  %308 = call double %152(double noundef %307) #15, !callees !15
  %309 = insertelement <2 x double> poison, double %293, i64 0
  %310 = insertelement <2 x double> %309, double %308, i64 1
  %311 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %310, <2 x double> %278, <2 x double> %306)
  %312 = extractelement <2 x double> %278, i64 1
  %313 = call double %152(double noundef %312) #15, !callees !15
  %314 = insertelement <2 x double> poison, double %295, i64 0
  %315 = insertelement <2 x double> %314, double %313, i64 1
  %316 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %281, <2 x double> %311)
  %317 = extractelement <2 x double> %281, i64 1
  %318 = call double %152(double noundef %317) #15, !callees !15
  %319 = insertelement <2 x double> poison, double %297, i64 0
  %320 = insertelement <2 x double> %319, double %318, i64 1
  %321 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> %284, <2 x double> %316)
  %322 = extractelement <2 x double> %284, i64 1
  %323 = call double %152(double noundef %322) #15, !callees !15
  %324 = insertelement <2 x double> poison, double %299, i64 0
  %325 = insertelement <2 x double> %324, double %323, i64 1
  %326 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %325, <2 x double> %289, <2 x double> %321)
  %327 = extractelement <2 x double> %289, i64 1
  %328 = call double %152(double noundef %327) #15, !callees !15
  %329 = insertelement <2 x double> poison, double %301, i64 0
  %330 = insertelement <2 x double> %329, double %328, i64 1
  %331 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %330, <2 x double> %272, <2 x double> %326)
  %332 = select i1 %144, ptr @diff2, ptr @square_all
  %333 = shufflevector <2 x double> %331, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %334 = fsub <2 x double> %331, %333
  %335 = extractelement <2 x double> %334, i64 0
  %336 = fdiv double %335, 2.000000e-06
  %337 = call double @llvm.fabs.f64(double %336)
  %338 = fcmp ogt double %337, 1.000000e+00
  %339 = select i1 %338, double %337, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %257, ptr %28, align 8, !tbaa !13
  %340 = load volatile double, ptr %28, align 8, !tbaa !13
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp ueq double %341, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %342, label %354, label %343

343:                                              ; preds = %255
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %336, ptr %27, align 8, !tbaa !13
  %344 = load volatile double, ptr %27, align 8, !tbaa !13
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %346, label %354, label %347

347:                                              ; preds = %343
  %348 = fsub double %257, %336
  %349 = call double @llvm.fabs.f64(double %348)
  %350 = fmul double %339, 0x3EB0C6F7A0B5ED8D
  %351 = fcmp ugt double %349, %350
  br i1 %351, label %354, label %352

352:                                              ; preds = %347
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i32 noundef %148, double noundef %257, double noundef %336, ptr noundef nonnull @.str.17)
  br label %358

354:                                              ; preds = %347, %343, %255
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i32 noundef %148, double noundef %257, double noundef %336, ptr noundef nonnull @.str.18)
  %356 = load i32, ptr @n_fail, align 4, !tbaa !5
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @n_fail, align 4, !tbaa !5
  br label %358

358:                                              ; preds = %352, %354
  %359 = load double, ptr %32, align 16, !tbaa !13
  %360 = load double, ptr %33, align 16, !tbaa !13
  %361 = call double @llvm.fmuladd.f64(double %359, double %360, double 0.000000e+00)
  %362 = load double, ptr %108, align 8, !tbaa !13
  %363 = load double, ptr %74, align 8, !tbaa !13
  %364 = call double @llvm.fmuladd.f64(double %362, double %363, double %361)
  %365 = load double, ptr %109, align 16, !tbaa !13
  %366 = load double, ptr %85, align 16, !tbaa !13
  %367 = call double @llvm.fmuladd.f64(double %365, double %366, double %364)
  %368 = load double, ptr %110, align 8, !tbaa !13
  %369 = load double, ptr %86, align 8, !tbaa !13
  %370 = call double @llvm.fmuladd.f64(double %368, double %369, double %367)
  %371 = load double, ptr %111, align 16, !tbaa !13
  %372 = load double, ptr %97, align 16, !tbaa !13
  %373 = call double @llvm.fmuladd.f64(double %371, double %372, double %370)
  %374 = load double, ptr %112, align 8, !tbaa !13
  %375 = load double, ptr %98, align 8, !tbaa !13
  %376 = call double @llvm.fmuladd.f64(double %374, double %375, double %373)
  %377 = call double @llvm.fabs.f64(double %257)
  %378 = fcmp ogt double %377, 1.000000e+00
  %379 = select i1 %378, double %377, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %376, ptr %26, align 8, !tbaa !13
  %380 = load volatile double, ptr %26, align 8, !tbaa !13
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fcmp ueq double %381, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %382, label %394, label %383

383:                                              ; preds = %358
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %257, ptr %25, align 8, !tbaa !13
  %384 = load volatile double, ptr %25, align 8, !tbaa !13
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %386, label %394, label %387

387:                                              ; preds = %383
  %388 = fsub double %376, %257
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fmul double %379, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp ugt double %389, %390
  br i1 %391, label %394, label %392

392:                                              ; preds = %387
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, i32 noundef %148, double noundef %376, double noundef %257, ptr noundef nonnull @.str.17)
  br label %398

394:                                              ; preds = %387, %383, %358
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, i32 noundef %148, double noundef %376, double noundef %257, ptr noundef nonnull @.str.18)
  %396 = load i32, ptr @n_fail, align 4, !tbaa !5
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !5
  br label %398

398:                                              ; preds = %392, %394
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %399 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %400 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tabled, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %399, i32 noundef 6, i32 noundef %399, i32 noundef %148) #15
  %401 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %401, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %402 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %146
  %403 = load ptr, ptr %402, align 8, !tbaa !9
  %404 = add nuw nsw i64 %146, 1
  %405 = icmp eq i64 %404, 2
  %406 = select i1 %405, i64 0, i64 %404
  %407 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %406
  %408 = getelementptr inbounds i8, ptr %401, i64 8
  %409 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %146
  %410 = getelementptr inbounds i8, ptr %401, i64 16
  %411 = xor i64 %146, 1
  %412 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %411
  %413 = getelementptr inbounds i8, ptr %401, i64 24
  %414 = getelementptr inbounds i8, ptr %401, i64 32
  %415 = xor i64 %146, 1
  %416 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %415
  %417 = getelementptr inbounds i8, ptr %401, i64 40
  br label %418

418:                                              ; preds = %398, %505
  %419 = phi i64 [ 0, %398 ], [ %506, %505 ]
  %420 = getelementptr inbounds double, ptr %32, i64 %419
  %421 = load double, ptr %420, align 8, !tbaa !13
  %422 = getelementptr inbounds double, ptr %401, i64 %419
  %423 = load double, ptr %422, align 8, !tbaa !13
  %424 = call double @llvm.fabs.f64(double %423)
  %425 = fcmp ogt double %424, 1.000000e+00
  %426 = select i1 %425, double %424, double 1.000000e+00
  %427 = fmul double %426, 0x3EB0C6F7A0B5ED8D
  %428 = fadd double %423, %427
  store double %428, ptr %422, align 8, !tbaa !13
  %429 = load double, ptr %401, align 8, !tbaa !13
  %430 = call double %403(double noundef %429) #15
  %431 = load ptr, ptr %407, align 8, !tbaa !9
  %432 = load double, ptr %408, align 8, !tbaa !13
  %433 = call double %431(double noundef %432) #15
  %434 = load ptr, ptr %409, align 8, !tbaa !9
  %435 = load double, ptr %410, align 8, !tbaa !13
  %436 = call double %434(double noundef %435) #15
  %437 = load ptr, ptr %412, align 8, !tbaa !9
  %438 = load double, ptr %413, align 8, !tbaa !13
  %439 = call double %437(double noundef %438) #15
  %440 = load double, ptr %414, align 8, !tbaa !13
  %441 = call double %434(double noundef %440) #15
  %442 = load ptr, ptr %416, align 8, !tbaa !9
  %443 = load double, ptr %417, align 8, !tbaa !13
  %444 = call double %442(double noundef %443) #15
  %445 = fsub double %423, %427
  store double %445, ptr %422, align 8, !tbaa !13
  %446 = load double, ptr %401, align 8, !tbaa !13
  %447 = call double %403(double noundef %446) #15
  %448 = load double, ptr %408, align 8, !tbaa !13
  %449 = call double %431(double noundef %448) #15
  %450 = load double, ptr %410, align 8, !tbaa !13
  %451 = call double %434(double noundef %450) #15
  %452 = load double, ptr %413, align 8, !tbaa !13
  %453 = call double %437(double noundef %452) #15
  %454 = load double, ptr %414, align 8, !tbaa !13
  %455 = call double %434(double noundef %454) #15
  %456 = load double, ptr %417, align 8, !tbaa !13
  %457 = call double %442(double noundef %456) #15
  %458 = insertelement <2 x double> poison, double %430, i64 0
  %459 = insertelement <2 x double> %458, double %447, i64 1
  %460 = fadd <2 x double> %459, zeroinitializer
  %461 = insertelement <2 x double> poison, double %433, i64 0
  %462 = insertelement <2 x double> %461, double %449, i64 1
  %463 = fadd <2 x double> %460, %462
  %464 = insertelement <2 x double> poison, double %436, i64 0
  %465 = insertelement <2 x double> %464, double %451, i64 1
  %466 = fadd <2 x double> %463, %465
  %467 = insertelement <2 x double> poison, double %439, i64 0
  %468 = insertelement <2 x double> %467, double %453, i64 1
  %469 = fadd <2 x double> %466, %468
  %470 = insertelement <2 x double> poison, double %441, i64 0
  %471 = insertelement <2 x double> %470, double %455, i64 1
  %472 = fadd <2 x double> %469, %471
  %473 = insertelement <2 x double> poison, double %444, i64 0
  %474 = insertelement <2 x double> %473, double %457, i64 1
  %475 = fadd <2 x double> %472, %474
  %476 = fmul <2 x double> %475, %475
  store double %423, ptr %422, align 8, !tbaa !13
  %477 = shufflevector <2 x double> %476, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %478 = fsub <2 x double> %476, %477
  %479 = extractelement <2 x double> %478, i64 0
  %480 = fsub double %428, %445
  %481 = fdiv double %479, %480
  %482 = call double @llvm.fabs.f64(double %481)
  %483 = fcmp ogt double %482, 1.000000e+00
  %484 = select i1 %483, double %482, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %421, ptr %24, align 8, !tbaa !13
  %485 = load volatile double, ptr %24, align 8, !tbaa !13
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ueq double %486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %487, label %500, label %488

488:                                              ; preds = %418
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %481, ptr %23, align 8, !tbaa !13
  %489 = load volatile double, ptr %23, align 8, !tbaa !13
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fcmp ueq double %490, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %491, label %500, label %492

492:                                              ; preds = %488
  %493 = fsub double %421, %481
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fmul double %484, 0x3EB0C6F7A0B5ED8D
  %496 = fcmp ugt double %494, %495
  br i1 %496, label %500, label %497

497:                                              ; preds = %492
  %498 = trunc nuw nsw i64 %419 to i32
  %499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, i32 noundef %498, double noundef %421, double noundef %481, ptr noundef nonnull @.str.17)
  br label %505

500:                                              ; preds = %492, %488, %418
  %501 = trunc nuw nsw i64 %419 to i32
  %502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, i32 noundef %501, double noundef %421, double noundef %481, ptr noundef nonnull @.str.18)
  %503 = load i32, ptr @n_fail, align 4, !tbaa !5
  %504 = add nsw i32 %503, 1
  store i32 %504, ptr @n_fail, align 4, !tbaa !5
  br label %505

505:                                              ; preds = %500, %497
  %506 = add nuw nsw i64 %419, 1
  %507 = icmp eq i64 %506, 6
  br i1 %507, label %508, label %418, !llvm.loop !16

508:                                              ; preds = %505
  call void @free(ptr noundef nonnull %401) #15
  %509 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %510 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tabled, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %509, i32 noundef 6, i32 noundef %509, i32 noundef %148) #15
  %511 = load double, ptr %31, align 16, !tbaa !13
  %512 = load double, ptr %33, align 16, !tbaa !13
  %513 = call double @llvm.fmuladd.f64(double %512, double 0x3EB0C6F7A0B5ED8D, double %511)
  %514 = call double @llvm.fmuladd.f64(double %512, double 0xBEB0C6F7A0B5ED8D, double %511)
  %515 = load double, ptr %39, align 8, !tbaa !13
  %516 = load double, ptr %74, align 8, !tbaa !13
  %517 = call double @llvm.fmuladd.f64(double %516, double 0x3EB0C6F7A0B5ED8D, double %515)
  %518 = call double @llvm.fmuladd.f64(double %516, double 0xBEB0C6F7A0B5ED8D, double %515)
  %519 = load double, ptr %50, align 16, !tbaa !13
  %520 = load double, ptr %85, align 16, !tbaa !13
  %521 = call double @llvm.fmuladd.f64(double %520, double 0x3EB0C6F7A0B5ED8D, double %519)
  %522 = call double @llvm.fmuladd.f64(double %520, double 0xBEB0C6F7A0B5ED8D, double %519)
  %523 = load double, ptr %51, align 8, !tbaa !13
  %524 = load double, ptr %86, align 8, !tbaa !13
  %525 = call double @llvm.fmuladd.f64(double %524, double 0x3EB0C6F7A0B5ED8D, double %523)
  %526 = call double @llvm.fmuladd.f64(double %524, double 0xBEB0C6F7A0B5ED8D, double %523)
  %527 = load double, ptr %62, align 16, !tbaa !13
  %528 = load double, ptr %97, align 16, !tbaa !13
  %529 = call double @llvm.fmuladd.f64(double %528, double 0x3EB0C6F7A0B5ED8D, double %527)
  %530 = call double @llvm.fmuladd.f64(double %528, double 0xBEB0C6F7A0B5ED8D, double %527)
  %531 = load double, ptr %63, align 8, !tbaa !13
  %532 = load double, ptr %98, align 8, !tbaa !13
  %533 = call double @llvm.fmuladd.f64(double %532, double 0x3EB0C6F7A0B5ED8D, double %531)
  %534 = call double @llvm.fmuladd.f64(double %532, double 0xBEB0C6F7A0B5ED8D, double %531)
  %535 = load ptr, ptr %402, align 8, !tbaa !9
  %536 = call double %535(double noundef %513) #15
  %537 = call double %431(double noundef %517) #15
  %538 = call double %434(double noundef %521) #15
  %539 = call double %437(double noundef %525) #15
  %540 = call double %434(double noundef %529) #15
  %541 = call double %442(double noundef %533) #15
  %542 = call double %535(double noundef %514) #15
  %543 = call double %431(double noundef %518) #15
  %544 = call double %434(double noundef %522) #15
  %545 = call double %437(double noundef %526) #15
  %546 = call double %434(double noundef %530) #15
  %547 = call double %442(double noundef %534) #15
  %548 = insertelement <2 x double> poison, double %536, i64 0
  %549 = insertelement <2 x double> %548, double %542, i64 1
  %550 = fadd <2 x double> %549, zeroinitializer
  %551 = insertelement <2 x double> poison, double %537, i64 0
  %552 = insertelement <2 x double> %551, double %543, i64 1
  %553 = fadd <2 x double> %550, %552
  %554 = insertelement <2 x double> poison, double %538, i64 0
  %555 = insertelement <2 x double> %554, double %544, i64 1
  %556 = fadd <2 x double> %553, %555
  %557 = insertelement <2 x double> poison, double %539, i64 0
  %558 = insertelement <2 x double> %557, double %545, i64 1
  %559 = fadd <2 x double> %556, %558
  %560 = insertelement <2 x double> poison, double %540, i64 0
  %561 = insertelement <2 x double> %560, double %546, i64 1
  %562 = fadd <2 x double> %559, %561
  %563 = insertelement <2 x double> poison, double %541, i64 0
  %564 = insertelement <2 x double> %563, double %547, i64 1
  %565 = fadd <2 x double> %562, %564
  %566 = fmul <2 x double> %565, %565
  %567 = shufflevector <2 x double> %566, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %568 = fsub <2 x double> %566, %567
  %569 = extractelement <2 x double> %568, i64 0
  %570 = fdiv double %569, 2.000000e-06
  %571 = call double @llvm.fabs.f64(double %570)
  %572 = fcmp ogt double %571, 1.000000e+00
  %573 = select i1 %572, double %571, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %510, ptr %22, align 8, !tbaa !13
  %574 = load volatile double, ptr %22, align 8, !tbaa !13
  %575 = call double @llvm.fabs.f64(double %574)
  %576 = fcmp ueq double %575, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %576, label %588, label %577

577:                                              ; preds = %508
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %570, ptr %21, align 8, !tbaa !13
  %578 = load volatile double, ptr %21, align 8, !tbaa !13
  %579 = call double @llvm.fabs.f64(double %578)
  %580 = fcmp ueq double %579, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %580, label %588, label %581

581:                                              ; preds = %577
  %582 = fsub double %510, %570
  %583 = call double @llvm.fabs.f64(double %582)
  %584 = fmul double %573, 0x3EB0C6F7A0B5ED8D
  %585 = fcmp ugt double %583, %584
  br i1 %585, label %588, label %586

586:                                              ; preds = %581
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i32 noundef %148, double noundef %510, double noundef %570, ptr noundef nonnull @.str.17)
  br label %592

588:                                              ; preds = %581, %577, %508
  %589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i32 noundef %148, double noundef %510, double noundef %570, ptr noundef nonnull @.str.18)
  %590 = load i32, ptr @n_fail, align 4, !tbaa !5
  %591 = add nsw i32 %590, 1
  store i32 %591, ptr @n_fail, align 4, !tbaa !5
  br label %592

592:                                              ; preds = %586, %588
  %593 = load double, ptr %32, align 16, !tbaa !13
  %594 = load double, ptr %33, align 16, !tbaa !13
  %595 = call double @llvm.fmuladd.f64(double %593, double %594, double 0.000000e+00)
  %596 = load double, ptr %108, align 8, !tbaa !13
  %597 = load double, ptr %74, align 8, !tbaa !13
  %598 = call double @llvm.fmuladd.f64(double %596, double %597, double %595)
  %599 = load double, ptr %109, align 16, !tbaa !13
  %600 = load double, ptr %85, align 16, !tbaa !13
  %601 = call double @llvm.fmuladd.f64(double %599, double %600, double %598)
  %602 = load double, ptr %110, align 8, !tbaa !13
  %603 = load double, ptr %86, align 8, !tbaa !13
  %604 = call double @llvm.fmuladd.f64(double %602, double %603, double %601)
  %605 = load double, ptr %111, align 16, !tbaa !13
  %606 = load double, ptr %97, align 16, !tbaa !13
  %607 = call double @llvm.fmuladd.f64(double %605, double %606, double %604)
  %608 = load double, ptr %112, align 8, !tbaa !13
  %609 = load double, ptr %98, align 8, !tbaa !13
  %610 = call double @llvm.fmuladd.f64(double %608, double %609, double %607)
  %611 = call double @llvm.fabs.f64(double %510)
  %612 = fcmp ogt double %611, 1.000000e+00
  %613 = select i1 %612, double %611, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %610, ptr %20, align 8, !tbaa !13
  %614 = load volatile double, ptr %20, align 8, !tbaa !13
  %615 = call double @llvm.fabs.f64(double %614)
  %616 = fcmp ueq double %615, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %616, label %628, label %617

617:                                              ; preds = %592
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %510, ptr %19, align 8, !tbaa !13
  %618 = load volatile double, ptr %19, align 8, !tbaa !13
  %619 = call double @llvm.fabs.f64(double %618)
  %620 = fcmp ueq double %619, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %620, label %628, label %621

621:                                              ; preds = %617
  %622 = fsub double %610, %510
  %623 = call double @llvm.fabs.f64(double %622)
  %624 = fmul double %613, 0x3EB0C6F7A0B5ED8D
  %625 = fcmp ugt double %623, %624
  br i1 %625, label %628, label %626

626:                                              ; preds = %621
  %627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i32 noundef %148, double noundef %610, double noundef %510, ptr noundef nonnull @.str.17)
  br label %632

628:                                              ; preds = %621, %617, %592
  %629 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i32 noundef %148, double noundef %610, double noundef %510, ptr noundef nonnull @.str.18)
  %630 = load i32, ptr @n_fail, align 4, !tbaa !5
  %631 = add nsw i32 %630, 1
  store i32 %631, ptr @n_fail, align 4, !tbaa !5
  br label %632

632:                                              ; preds = %626, %628
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %633 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %634 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %633, i32 noundef 6, i32 noundef %633, ptr noundef nonnull %332) #15
  %635 = select i1 %144, ptr @.str.8, ptr @.str.7
  %636 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %636, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %637 = getelementptr inbounds i8, ptr %636, i64 8
  %638 = getelementptr inbounds i8, ptr %636, i64 16
  %639 = getelementptr inbounds i8, ptr %636, i64 24
  %640 = getelementptr inbounds i8, ptr %636, i64 32
  %641 = getelementptr inbounds i8, ptr %636, i64 40
  br label %642

642:                                              ; preds = %632, %733
  %643 = phi i64 [ 0, %632 ], [ %734, %733 ]
  %644 = getelementptr inbounds double, ptr %32, i64 %643
  %645 = load double, ptr %644, align 8, !tbaa !13
  %646 = getelementptr inbounds double, ptr %636, i64 %643
  %647 = load double, ptr %646, align 8, !tbaa !13
  %648 = call double @llvm.fabs.f64(double %647)
  %649 = fcmp ogt double %648, 1.000000e+00
  %650 = select i1 %649, double %648, double 1.000000e+00
  %651 = fmul double %650, 0x3EB0C6F7A0B5ED8D
  %652 = fadd double %647, %651
  store double %652, ptr %646, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #15
  call void %332(ptr noundef nonnull %636, ptr noundef nonnull %3, i32 noundef 6) #15
  %653 = load <2 x double>, ptr %3, align 16
  %654 = load double, ptr %636, align 8, !tbaa !13
  %655 = load <2 x double>, ptr %116, align 8
  %656 = load <2 x double>, ptr %637, align 8
  %657 = load <2 x double>, ptr %117, align 16
  %658 = load <2 x double>, ptr %638, align 8
  %659 = load <2 x double>, ptr %118, align 8
  %660 = load <2 x double>, ptr %639, align 8
  %661 = load <2 x double>, ptr %119, align 16
  %662 = load <2 x double>, ptr %640, align 8
  %663 = load double, ptr %120, align 8, !tbaa !13
  %664 = load double, ptr %641, align 8, !tbaa !13
  %665 = fsub double %647, %651
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #15
  store double %665, ptr %646, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #15
  call void %332(ptr noundef nonnull %636, ptr noundef nonnull %4, i32 noundef 6) #15
  %666 = load double, ptr %4, align 16, !tbaa !13
  %667 = load double, ptr %636, align 8, !tbaa !13
  %668 = load double, ptr %121, align 8, !tbaa !13
  %669 = load double, ptr %637, align 8, !tbaa !13
  %670 = load double, ptr %122, align 16, !tbaa !13
  %671 = load double, ptr %638, align 8, !tbaa !13
  %672 = load double, ptr %123, align 8, !tbaa !13
  %673 = load double, ptr %639, align 8, !tbaa !13
  %674 = load double, ptr %124, align 16, !tbaa !13
  %675 = load double, ptr %640, align 8, !tbaa !13
  %676 = load double, ptr %125, align 8, !tbaa !13
  %677 = load double, ptr %641, align 8, !tbaa !13
  %678 = insertelement <2 x double> %653, double %666, i64 1
  %679 = fmul <2 x double> %678, %678
  %680 = insertelement <2 x double> poison, double %654, i64 0
  %681 = insertelement <2 x double> %680, double %667, i64 1
  %682 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %679, <2 x double> %681, <2 x double> zeroinitializer)
  %683 = insertelement <2 x double> %655, double %668, i64 1
  %684 = fmul <2 x double> %683, %683
  %685 = insertelement <2 x double> %656, double %669, i64 1
  %686 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %684, <2 x double> %685, <2 x double> %682)
  %687 = insertelement <2 x double> %657, double %670, i64 1
  %688 = fmul <2 x double> %687, %687
  %689 = insertelement <2 x double> %658, double %671, i64 1
  %690 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %688, <2 x double> %689, <2 x double> %686)
  %691 = insertelement <2 x double> %659, double %672, i64 1
  %692 = fmul <2 x double> %691, %691
  %693 = insertelement <2 x double> %660, double %673, i64 1
  %694 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %692, <2 x double> %693, <2 x double> %690)
  %695 = insertelement <2 x double> %661, double %674, i64 1
  %696 = fmul <2 x double> %695, %695
  %697 = insertelement <2 x double> %662, double %675, i64 1
  %698 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %696, <2 x double> %697, <2 x double> %694)
  %699 = insertelement <2 x double> poison, double %663, i64 0
  %700 = insertelement <2 x double> %699, double %676, i64 1
  %701 = fmul <2 x double> %700, %700
  %702 = insertelement <2 x double> poison, double %664, i64 0
  %703 = insertelement <2 x double> %702, double %677, i64 1
  %704 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %701, <2 x double> %703, <2 x double> %698)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #15
  store double %647, ptr %646, align 8, !tbaa !13
  %705 = shufflevector <2 x double> %704, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %706 = fsub <2 x double> %704, %705
  %707 = extractelement <2 x double> %706, i64 0
  %708 = fsub double %652, %665
  %709 = fdiv double %707, %708
  %710 = call double @llvm.fabs.f64(double %709)
  %711 = fcmp ogt double %710, 1.000000e+00
  %712 = select i1 %711, double %710, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %645, ptr %18, align 8, !tbaa !13
  %713 = load volatile double, ptr %18, align 8, !tbaa !13
  %714 = call double @llvm.fabs.f64(double %713)
  %715 = fcmp ueq double %714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %715, label %728, label %716

716:                                              ; preds = %642
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %709, ptr %17, align 8, !tbaa !13
  %717 = load volatile double, ptr %17, align 8, !tbaa !13
  %718 = call double @llvm.fabs.f64(double %717)
  %719 = fcmp ueq double %718, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %719, label %728, label %720

720:                                              ; preds = %716
  %721 = fsub double %645, %709
  %722 = call double @llvm.fabs.f64(double %721)
  %723 = fmul double %712, 0x3EB0C6F7A0B5ED8D
  %724 = fcmp ugt double %722, %723
  br i1 %724, label %728, label %725

725:                                              ; preds = %720
  %726 = trunc nuw nsw i64 %643 to i32
  %727 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %635, i32 noundef %726, double noundef %645, double noundef %709, ptr noundef nonnull @.str.17)
  br label %733

728:                                              ; preds = %720, %716, %642
  %729 = trunc nuw nsw i64 %643 to i32
  %730 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %635, i32 noundef %729, double noundef %645, double noundef %709, ptr noundef nonnull @.str.18)
  %731 = load i32, ptr @n_fail, align 4, !tbaa !5
  %732 = add nsw i32 %731, 1
  store i32 %732, ptr @n_fail, align 4, !tbaa !5
  br label %733

733:                                              ; preds = %728, %725
  %734 = add nuw nsw i64 %643, 1
  %735 = icmp eq i64 %734, 6
  br i1 %735, label %736, label %642, !llvm.loop !16

736:                                              ; preds = %733
  call void @free(ptr noundef nonnull %636) #15
  %737 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %738 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %737, i32 noundef 6, i32 noundef %737, ptr noundef nonnull %332) #15
  %739 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #16
  %740 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #16
  %741 = getelementptr inbounds i8, ptr %739, i64 8
  %742 = load <2 x double>, ptr %31, align 16, !tbaa !13
  %743 = load <2 x double>, ptr %33, align 16, !tbaa !13
  %744 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %743, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %742)
  store <2 x double> %744, ptr %739, align 8, !tbaa !13
  %745 = getelementptr inbounds i8, ptr %740, i64 8
  %746 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %743, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %742)
  store <2 x double> %746, ptr %740, align 8, !tbaa !13
  %747 = getelementptr inbounds i8, ptr %739, i64 16
  %748 = getelementptr inbounds i8, ptr %740, i64 16
  %749 = getelementptr inbounds i8, ptr %739, i64 24
  %750 = load <2 x double>, ptr %50, align 16, !tbaa !13
  %751 = load <2 x double>, ptr %85, align 16, !tbaa !13
  %752 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %751, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %750)
  store <2 x double> %752, ptr %747, align 8, !tbaa !13
  %753 = getelementptr inbounds i8, ptr %740, i64 24
  %754 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %751, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %750)
  store <2 x double> %754, ptr %748, align 8, !tbaa !13
  %755 = getelementptr inbounds i8, ptr %739, i64 32
  %756 = getelementptr inbounds i8, ptr %740, i64 32
  %757 = getelementptr inbounds i8, ptr %739, i64 40
  %758 = load <2 x double>, ptr %62, align 16, !tbaa !13
  %759 = load <2 x double>, ptr %97, align 16, !tbaa !13
  %760 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %759, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %758)
  store <2 x double> %760, ptr %755, align 8, !tbaa !13
  %761 = getelementptr inbounds i8, ptr %740, i64 40
  %762 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %759, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %758)
  store <2 x double> %762, ptr %756, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #15
  call void %332(ptr noundef nonnull %739, ptr noundef nonnull %1, i32 noundef 6) #15
  %763 = load <2 x double>, ptr %1, align 16
  %764 = load <2 x double>, ptr %739, align 8
  %765 = load <2 x double>, ptr %126, align 8
  %766 = load <2 x double>, ptr %741, align 8
  %767 = load <2 x double>, ptr %127, align 16
  %768 = load <2 x double>, ptr %747, align 8
  %769 = load <2 x double>, ptr %128, align 8
  %770 = load <2 x double>, ptr %749, align 8
  %771 = load <2 x double>, ptr %129, align 16
  %772 = load <2 x double>, ptr %755, align 8
  %773 = load double, ptr %130, align 8, !tbaa !13
  %774 = load double, ptr %757, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #15
  call void %332(ptr noundef nonnull %740, ptr noundef nonnull %2, i32 noundef 6) #15
  %775 = load double, ptr %2, align 16, !tbaa !13
  %776 = load double, ptr %740, align 8, !tbaa !13
  %777 = load double, ptr %131, align 8, !tbaa !13
  %778 = load double, ptr %745, align 8, !tbaa !13
  %779 = load double, ptr %132, align 16, !tbaa !13
  %780 = load double, ptr %748, align 8, !tbaa !13
  %781 = load double, ptr %133, align 8, !tbaa !13
  %782 = load double, ptr %753, align 8, !tbaa !13
  %783 = load double, ptr %134, align 16, !tbaa !13
  %784 = load double, ptr %756, align 8, !tbaa !13
  %785 = load double, ptr %135, align 8, !tbaa !13
  %786 = load double, ptr %761, align 8, !tbaa !13
  %787 = insertelement <2 x double> %763, double %775, i64 1
  %788 = fmul <2 x double> %787, %787
  %789 = insertelement <2 x double> %764, double %776, i64 1
  %790 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %788, <2 x double> %789, <2 x double> zeroinitializer)
  %791 = insertelement <2 x double> %765, double %777, i64 1
  %792 = fmul <2 x double> %791, %791
  %793 = insertelement <2 x double> %766, double %778, i64 1
  %794 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %792, <2 x double> %793, <2 x double> %790)
  %795 = insertelement <2 x double> %767, double %779, i64 1
  %796 = fmul <2 x double> %795, %795
  %797 = insertelement <2 x double> %768, double %780, i64 1
  %798 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %796, <2 x double> %797, <2 x double> %794)
  %799 = insertelement <2 x double> %769, double %781, i64 1
  %800 = fmul <2 x double> %799, %799
  %801 = insertelement <2 x double> %770, double %782, i64 1
  %802 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %800, <2 x double> %801, <2 x double> %798)
  %803 = insertelement <2 x double> %771, double %783, i64 1
  %804 = fmul <2 x double> %803, %803
  %805 = insertelement <2 x double> %772, double %784, i64 1
  %806 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %804, <2 x double> %805, <2 x double> %802)
  %807 = insertelement <2 x double> poison, double %773, i64 0
  %808 = insertelement <2 x double> %807, double %785, i64 1
  %809 = fmul <2 x double> %808, %808
  %810 = insertelement <2 x double> poison, double %774, i64 0
  %811 = insertelement <2 x double> %810, double %786, i64 1
  %812 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %809, <2 x double> %811, <2 x double> %806)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #15
  %813 = shufflevector <2 x double> %812, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %814 = fsub <2 x double> %812, %813
  %815 = extractelement <2 x double> %814, i64 0
  %816 = fdiv double %815, 2.000000e-06
  call void @free(ptr noundef %739) #15
  call void @free(ptr noundef nonnull %740) #15
  %817 = call double @llvm.fabs.f64(double %816)
  %818 = fcmp ogt double %817, 1.000000e+00
  %819 = select i1 %818, double %817, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %738, ptr %16, align 8, !tbaa !13
  %820 = load volatile double, ptr %16, align 8, !tbaa !13
  %821 = call double @llvm.fabs.f64(double %820)
  %822 = fcmp ueq double %821, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %822, label %834, label %823

823:                                              ; preds = %736
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %816, ptr %15, align 8, !tbaa !13
  %824 = load volatile double, ptr %15, align 8, !tbaa !13
  %825 = call double @llvm.fabs.f64(double %824)
  %826 = fcmp ueq double %825, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %826, label %834, label %827

827:                                              ; preds = %823
  %828 = fsub double %738, %816
  %829 = call double @llvm.fabs.f64(double %828)
  %830 = fmul double %819, 0x3EB0C6F7A0B5ED8D
  %831 = fcmp ugt double %829, %830
  br i1 %831, label %834, label %832

832:                                              ; preds = %827
  %833 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, i32 noundef %148, double noundef %738, double noundef %816, ptr noundef nonnull @.str.17)
  br label %838

834:                                              ; preds = %827, %823, %736
  %835 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, i32 noundef %148, double noundef %738, double noundef %816, ptr noundef nonnull @.str.18)
  %836 = load i32, ptr @n_fail, align 4, !tbaa !5
  %837 = add nsw i32 %836, 1
  store i32 %837, ptr @n_fail, align 4, !tbaa !5
  br label %838

838:                                              ; preds = %832, %834
  %839 = load double, ptr %32, align 16, !tbaa !13
  %840 = load double, ptr %33, align 16, !tbaa !13
  %841 = call double @llvm.fmuladd.f64(double %839, double %840, double 0.000000e+00)
  %842 = load double, ptr %108, align 8, !tbaa !13
  %843 = load double, ptr %74, align 8, !tbaa !13
  %844 = call double @llvm.fmuladd.f64(double %842, double %843, double %841)
  %845 = load double, ptr %109, align 16, !tbaa !13
  %846 = load double, ptr %85, align 16, !tbaa !13
  %847 = call double @llvm.fmuladd.f64(double %845, double %846, double %844)
  %848 = load double, ptr %110, align 8, !tbaa !13
  %849 = load double, ptr %86, align 8, !tbaa !13
  %850 = call double @llvm.fmuladd.f64(double %848, double %849, double %847)
  %851 = load double, ptr %111, align 16, !tbaa !13
  %852 = load double, ptr %97, align 16, !tbaa !13
  %853 = call double @llvm.fmuladd.f64(double %851, double %852, double %850)
  %854 = load double, ptr %112, align 8, !tbaa !13
  %855 = load double, ptr %98, align 8, !tbaa !13
  %856 = call double @llvm.fmuladd.f64(double %854, double %855, double %853)
  %857 = call double @llvm.fabs.f64(double %738)
  %858 = fcmp ogt double %857, 1.000000e+00
  %859 = select i1 %858, double %857, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %856, ptr %14, align 8, !tbaa !13
  %860 = load volatile double, ptr %14, align 8, !tbaa !13
  %861 = call double @llvm.fabs.f64(double %860)
  %862 = fcmp ueq double %861, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %862, label %874, label %863

863:                                              ; preds = %838
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %738, ptr %13, align 8, !tbaa !13
  %864 = load volatile double, ptr %13, align 8, !tbaa !13
  %865 = call double @llvm.fabs.f64(double %864)
  %866 = fcmp ueq double %865, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %866, label %874, label %867

867:                                              ; preds = %863
  %868 = fsub double %856, %738
  %869 = call double @llvm.fabs.f64(double %868)
  %870 = fmul double %859, 0x3EB0C6F7A0B5ED8D
  %871 = fcmp ugt double %869, %870
  br i1 %871, label %874, label %872

872:                                              ; preds = %867
  %873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i32 noundef %148, double noundef %856, double noundef %738, ptr noundef nonnull @.str.17)
  br label %878

874:                                              ; preds = %867, %863, %838
  %875 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i32 noundef %148, double noundef %856, double noundef %738, ptr noundef nonnull @.str.18)
  %876 = load i32, ptr @n_fail, align 4, !tbaa !5
  %877 = add nsw i32 %876, 1
  store i32 %877, ptr @n_fail, align 4, !tbaa !5
  br label %878

878:                                              ; preds = %872, %874
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #15
  store ptr %152, ptr %34, align 8, !tbaa !18
  store double 1.500000e+00, ptr %113, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #15
  store ptr %152, ptr %35, align 8, !tbaa !18
  store double 0.000000e+00, ptr %114, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %879 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %880 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %881 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @model_eval, i32 noundef %879, ptr noundef nonnull %34, ptr noundef nonnull %35, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %880, i32 noundef 6) #15
  %882 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %882, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %883 = getelementptr inbounds i8, ptr %882, i64 8
  %884 = getelementptr inbounds i8, ptr %882, i64 16
  %885 = getelementptr inbounds i8, ptr %882, i64 24
  %886 = getelementptr inbounds i8, ptr %882, i64 32
  %887 = getelementptr inbounds i8, ptr %882, i64 40
  br label %888

888:                                              ; preds = %878, %970
  %889 = phi i64 [ 0, %878 ], [ %971, %970 ]
  %890 = getelementptr inbounds double, ptr %32, i64 %889
  %891 = load double, ptr %890, align 8, !tbaa !13
  %892 = getelementptr inbounds double, ptr %882, i64 %889
  %893 = load double, ptr %892, align 8, !tbaa !13
  %894 = call double @llvm.fabs.f64(double %893)
  %895 = fcmp ogt double %894, 1.000000e+00
  %896 = select i1 %895, double %894, double 1.000000e+00
  %897 = fmul double %896, 0x3EB0C6F7A0B5ED8D
  %898 = fadd double %893, %897
  store double %898, ptr %892, align 8, !tbaa !13
  %899 = load double, ptr %882, align 8, !tbaa !13
  %900 = call double %152(double noundef %899) #15
  %901 = load double, ptr %883, align 8, !tbaa !13
  %902 = call double %152(double noundef %901) #15
  %903 = load double, ptr %884, align 8, !tbaa !13
  %904 = call double %152(double noundef %903) #15
  %905 = load double, ptr %885, align 8, !tbaa !13
  %906 = call double %152(double noundef %905) #15
  %907 = load double, ptr %886, align 8, !tbaa !13
  %908 = call double %152(double noundef %907) #15
  %909 = load double, ptr %887, align 8, !tbaa !13
  %910 = call double %152(double noundef %909) #15
  %911 = fsub double %893, %897
  store double %911, ptr %892, align 8, !tbaa !13
  %912 = load double, ptr %882, align 8, !tbaa !13
  %913 = call double %152(double noundef %912) #15
  %914 = load double, ptr %883, align 8, !tbaa !13
  %915 = call double %152(double noundef %914) #15
  %916 = load double, ptr %884, align 8, !tbaa !13
  %917 = call double %152(double noundef %916) #15
  %918 = load double, ptr %885, align 8, !tbaa !13
  %919 = call double %152(double noundef %918) #15
  %920 = load double, ptr %886, align 8, !tbaa !13
  %921 = call double %152(double noundef %920) #15
  %922 = load double, ptr %887, align 8, !tbaa !13
  %923 = call double %152(double noundef %922) #15
  %924 = insertelement <2 x double> poison, double %900, i64 0
  %925 = insertelement <2 x double> %924, double %913, i64 1
  %926 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %925, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> zeroinitializer)
  %927 = insertelement <2 x double> poison, double %902, i64 0
  %928 = insertelement <2 x double> %927, double %915, i64 1
  %929 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %928, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %926)
  %930 = insertelement <2 x double> poison, double %904, i64 0
  %931 = insertelement <2 x double> %930, double %917, i64 1
  %932 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %931, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %929)
  %933 = insertelement <2 x double> poison, double %906, i64 0
  %934 = insertelement <2 x double> %933, double %919, i64 1
  %935 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %934, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %932)
  %936 = insertelement <2 x double> poison, double %908, i64 0
  %937 = insertelement <2 x double> %936, double %921, i64 1
  %938 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %937, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %935)
  %939 = insertelement <2 x double> poison, double %910, i64 0
  %940 = insertelement <2 x double> %939, double %923, i64 1
  %941 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %940, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %938)
  store double %893, ptr %892, align 8, !tbaa !13
  %942 = shufflevector <2 x double> %941, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %943 = fsub <2 x double> %941, %942
  %944 = extractelement <2 x double> %943, i64 0
  %945 = fsub double %898, %911
  %946 = fdiv double %944, %945
  %947 = call double @llvm.fabs.f64(double %946)
  %948 = fcmp ogt double %947, 1.000000e+00
  %949 = select i1 %948, double %947, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %891, ptr %12, align 8, !tbaa !13
  %950 = load volatile double, ptr %12, align 8, !tbaa !13
  %951 = call double @llvm.fabs.f64(double %950)
  %952 = fcmp ueq double %951, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %952, label %965, label %953

953:                                              ; preds = %888
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %946, ptr %11, align 8, !tbaa !13
  %954 = load volatile double, ptr %11, align 8, !tbaa !13
  %955 = call double @llvm.fabs.f64(double %954)
  %956 = fcmp ueq double %955, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %956, label %965, label %957

957:                                              ; preds = %953
  %958 = fsub double %891, %946
  %959 = call double @llvm.fabs.f64(double %958)
  %960 = fmul double %949, 0x3EB0C6F7A0B5ED8D
  %961 = fcmp ugt double %959, %960
  br i1 %961, label %965, label %962

962:                                              ; preds = %957
  %963 = trunc nuw nsw i64 %889 to i32
  %964 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i32 noundef %963, double noundef %891, double noundef %946, ptr noundef nonnull @.str.17)
  br label %970

965:                                              ; preds = %957, %953, %888
  %966 = trunc nuw nsw i64 %889 to i32
  %967 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i32 noundef %966, double noundef %891, double noundef %946, ptr noundef nonnull @.str.18)
  %968 = load i32, ptr @n_fail, align 4, !tbaa !5
  %969 = add nsw i32 %968, 1
  store i32 %969, ptr @n_fail, align 4, !tbaa !5
  br label %970

970:                                              ; preds = %965, %962
  %971 = add nuw nsw i64 %889, 1
  %972 = icmp eq i64 %971, 6
  br i1 %972, label %973, label %888, !llvm.loop !16

973:                                              ; preds = %970
  call void @free(ptr noundef nonnull %882) #15
  %974 = load ptr, ptr %34, align 8, !tbaa !18
  %975 = load double, ptr %31, align 16, !tbaa !13
  %976 = call double %974(double noundef %975) #15
  %977 = fadd double %976, 0.000000e+00
  %978 = load ptr, ptr %34, align 8, !tbaa !18
  %979 = load double, ptr %39, align 8, !tbaa !13
  %980 = call double %978(double noundef %979) #15
  %981 = fadd double %977, %980
  %982 = load ptr, ptr %34, align 8, !tbaa !18
  %983 = load double, ptr %50, align 16, !tbaa !13
  %984 = call double %982(double noundef %983) #15
  %985 = fadd double %981, %984
  %986 = load ptr, ptr %34, align 8, !tbaa !18
  %987 = load double, ptr %51, align 8, !tbaa !13
  %988 = call double %986(double noundef %987) #15
  %989 = fadd double %985, %988
  %990 = load ptr, ptr %34, align 8, !tbaa !18
  %991 = load double, ptr %62, align 16, !tbaa !13
  %992 = call double %990(double noundef %991) #15
  %993 = fadd double %989, %992
  %994 = load ptr, ptr %34, align 8, !tbaa !18
  %995 = load double, ptr %63, align 8, !tbaa !13
  %996 = call double %994(double noundef %995) #15
  %997 = fadd double %993, %996
  %998 = load double, ptr %114, align 8, !tbaa !20
  %999 = call double @llvm.fabs.f64(double %997)
  %1000 = fcmp ogt double %999, 1.000000e+00
  %1001 = select i1 %1000, double %999, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %998, ptr %10, align 8, !tbaa !13
  %1002 = load volatile double, ptr %10, align 8, !tbaa !13
  %1003 = call double @llvm.fabs.f64(double %1002)
  %1004 = fcmp ueq double %1003, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %1004, label %1016, label %1005

1005:                                             ; preds = %973
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %997, ptr %9, align 8, !tbaa !13
  %1006 = load volatile double, ptr %9, align 8, !tbaa !13
  %1007 = call double @llvm.fabs.f64(double %1006)
  %1008 = fcmp ueq double %1007, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %1008, label %1016, label %1009

1009:                                             ; preds = %1005
  %1010 = fsub double %998, %997
  %1011 = call double @llvm.fabs.f64(double %1010)
  %1012 = fmul double %1001, 0x3D719799812DEA11
  %1013 = fcmp ugt double %1011, %1012
  br i1 %1013, label %1016, label %1014

1014:                                             ; preds = %1009
  %1015 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i32 noundef %148, double noundef %998, double noundef %997, ptr noundef nonnull @.str.17)
  br label %1020

1016:                                             ; preds = %1009, %1005, %973
  %1017 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i32 noundef %148, double noundef %998, double noundef %997, ptr noundef nonnull @.str.18)
  %1018 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1019 = add nsw i32 %1018, 1
  store i32 %1019, ptr @n_fail, align 4, !tbaa !5
  br label %1020

1020:                                             ; preds = %1016, %1014
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36) #15
  %1021 = load ptr, ptr %34, align 8, !tbaa !18
  store ptr %1021, ptr %36, align 8, !tbaa !18
  store double 0.000000e+00, ptr %115, align 8, !tbaa !20
  %1022 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %1023 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %1024 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model_eval, i32 noundef %1022, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %1023, i32 noundef 6) #15
  %1025 = load double, ptr %31, align 16, !tbaa !13
  %1026 = load double, ptr %33, align 16, !tbaa !13
  %1027 = call double @llvm.fmuladd.f64(double %1026, double 0x3EB0C6F7A0B5ED8D, double %1025)
  %1028 = call double @llvm.fmuladd.f64(double %1026, double 0xBEB0C6F7A0B5ED8D, double %1025)
  %1029 = load double, ptr %39, align 8, !tbaa !13
  %1030 = load double, ptr %74, align 8, !tbaa !13
  %1031 = call double @llvm.fmuladd.f64(double %1030, double 0x3EB0C6F7A0B5ED8D, double %1029)
  %1032 = call double @llvm.fmuladd.f64(double %1030, double 0xBEB0C6F7A0B5ED8D, double %1029)
  %1033 = load double, ptr %50, align 16, !tbaa !13
  %1034 = load double, ptr %85, align 16, !tbaa !13
  %1035 = call double @llvm.fmuladd.f64(double %1034, double 0x3EB0C6F7A0B5ED8D, double %1033)
  %1036 = call double @llvm.fmuladd.f64(double %1034, double 0xBEB0C6F7A0B5ED8D, double %1033)
  %1037 = load double, ptr %51, align 8, !tbaa !13
  %1038 = load double, ptr %86, align 8, !tbaa !13
  %1039 = call double @llvm.fmuladd.f64(double %1038, double 0x3EB0C6F7A0B5ED8D, double %1037)
  %1040 = call double @llvm.fmuladd.f64(double %1038, double 0xBEB0C6F7A0B5ED8D, double %1037)
  %1041 = load double, ptr %62, align 16, !tbaa !13
  %1042 = load double, ptr %97, align 16, !tbaa !13
  %1043 = call double @llvm.fmuladd.f64(double %1042, double 0x3EB0C6F7A0B5ED8D, double %1041)
  %1044 = call double @llvm.fmuladd.f64(double %1042, double 0xBEB0C6F7A0B5ED8D, double %1041)
  %1045 = load double, ptr %63, align 8, !tbaa !13
  %1046 = load double, ptr %98, align 8, !tbaa !13
  %1047 = call double @llvm.fmuladd.f64(double %1046, double 0x3EB0C6F7A0B5ED8D, double %1045)
  %1048 = call double @llvm.fmuladd.f64(double %1046, double 0xBEB0C6F7A0B5ED8D, double %1045)
  %1049 = call double %152(double noundef %1027) #15
  %1050 = call double %152(double noundef %1031) #15
  %1051 = call double %152(double noundef %1035) #15
  %1052 = call double %152(double noundef %1039) #15
  %1053 = call double %152(double noundef %1043) #15
  %1054 = call double %152(double noundef %1047) #15
  %1055 = call double %152(double noundef %1028) #15
  %1056 = call double %152(double noundef %1032) #15
  %1057 = call double %152(double noundef %1036) #15
  %1058 = call double %152(double noundef %1040) #15
  %1059 = call double %152(double noundef %1044) #15
  %1060 = call double %152(double noundef %1048) #15
  %1061 = insertelement <2 x double> poison, double %1049, i64 0
  %1062 = insertelement <2 x double> %1061, double %1055, i64 1
  %1063 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1062, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> zeroinitializer)
  %1064 = insertelement <2 x double> poison, double %1050, i64 0
  %1065 = insertelement <2 x double> %1064, double %1056, i64 1
  %1066 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1065, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1063)
  %1067 = insertelement <2 x double> poison, double %1051, i64 0
  %1068 = insertelement <2 x double> %1067, double %1057, i64 1
  %1069 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1068, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1066)
  %1070 = insertelement <2 x double> poison, double %1052, i64 0
  %1071 = insertelement <2 x double> %1070, double %1058, i64 1
  %1072 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1071, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1069)
  %1073 = insertelement <2 x double> poison, double %1053, i64 0
  %1074 = insertelement <2 x double> %1073, double %1059, i64 1
  %1075 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1074, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1072)
  %1076 = insertelement <2 x double> poison, double %1054, i64 0
  %1077 = insertelement <2 x double> %1076, double %1060, i64 1
  %1078 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1077, <2 x double> <double 1.500000e+00, double 1.500000e+00>, <2 x double> %1075)
  %1079 = shufflevector <2 x double> %1078, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1080 = fsub <2 x double> %1078, %1079
  %1081 = extractelement <2 x double> %1080, i64 0
  %1082 = fdiv double %1081, 2.000000e-06
  %1083 = call double @llvm.fabs.f64(double %1082)
  %1084 = fcmp ogt double %1083, 1.000000e+00
  %1085 = select i1 %1084, double %1083, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1024, ptr %8, align 8, !tbaa !13
  %1086 = load volatile double, ptr %8, align 8, !tbaa !13
  %1087 = call double @llvm.fabs.f64(double %1086)
  %1088 = fcmp ueq double %1087, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1088, label %1100, label %1089

1089:                                             ; preds = %1020
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1082, ptr %7, align 8, !tbaa !13
  %1090 = load volatile double, ptr %7, align 8, !tbaa !13
  %1091 = call double @llvm.fabs.f64(double %1090)
  %1092 = fcmp ueq double %1091, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1092, label %1100, label %1093

1093:                                             ; preds = %1089
  %1094 = fsub double %1024, %1082
  %1095 = call double @llvm.fabs.f64(double %1094)
  %1096 = fmul double %1085, 0x3EB0C6F7A0B5ED8D
  %1097 = fcmp ugt double %1095, %1096
  br i1 %1097, label %1100, label %1098

1098:                                             ; preds = %1093
  %1099 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i32 noundef %148, double noundef %1024, double noundef %1082, ptr noundef nonnull @.str.17)
  br label %1104

1100:                                             ; preds = %1093, %1089, %1020
  %1101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i32 noundef %148, double noundef %1024, double noundef %1082, ptr noundef nonnull @.str.18)
  %1102 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1103 = add nsw i32 %1102, 1
  store i32 %1103, ptr @n_fail, align 4, !tbaa !5
  br label %1104

1104:                                             ; preds = %1098, %1100
  %1105 = load double, ptr %145, align 8, !tbaa !13
  %1106 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %1107 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dscal, double noundef %1105, double noundef 1.000000e+00, i32 noundef %1106, i32 noundef %148) #15
  %1108 = load double, ptr %145, align 8, !tbaa !13
  br i1 %144, label %1116, label %1109

1109:                                             ; preds = %1104
  %1110 = fmul double %1108, 2.000000e+00
  %1111 = call double @cos(double noundef %1110) #15
  %1112 = call double @llvm.fmuladd.f64(double %1111, double 4.000000e+00, double 2.000000e+00)
  %1113 = call double @sin(double noundef %1110) #15
  %1114 = fmul double %1108, -4.000000e+00
  %1115 = call double @llvm.fmuladd.f64(double %1114, double %1113, double %1112)
  br label %1119

1116:                                             ; preds = %1104
  %1117 = fmul double %1108, 1.200000e+01
  %1118 = fmul double %1108, %1117
  br label %1119

1119:                                             ; preds = %1109, %1116
  %1120 = phi double [ %1115, %1109 ], [ %1118, %1116 ]
  %1121 = call double @llvm.fabs.f64(double %1120)
  %1122 = fcmp ogt double %1121, 1.000000e+00
  %1123 = select i1 %1122, double %1121, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1107, ptr %6, align 8, !tbaa !13
  %1124 = load volatile double, ptr %6, align 8, !tbaa !13
  %1125 = call double @llvm.fabs.f64(double %1124)
  %1126 = fcmp ueq double %1125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1126, label %1138, label %1127

1127:                                             ; preds = %1119
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1120, ptr %5, align 8, !tbaa !13
  %1128 = load volatile double, ptr %5, align 8, !tbaa !13
  %1129 = call double @llvm.fabs.f64(double %1128)
  %1130 = fcmp ueq double %1129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1130, label %1138, label %1131

1131:                                             ; preds = %1127
  %1132 = fsub double %1107, %1120
  %1133 = call double @llvm.fabs.f64(double %1132)
  %1134 = fmul double %1123, 1.000000e-09
  %1135 = fcmp ugt double %1133, %1134
  br i1 %1135, label %1138, label %1136

1136:                                             ; preds = %1131
  %1137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i32 noundef %148, double noundef %1107, double noundef %1120, ptr noundef nonnull @.str.17)
  br label %1142

1138:                                             ; preds = %1131, %1127, %1119
  %1139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i32 noundef %148, double noundef %1107, double noundef %1120, ptr noundef nonnull @.str.18)
  %1140 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1141 = add nsw i32 %1140, 1
  store i32 %1141, ptr @n_fail, align 4, !tbaa !5
  br label %1142

1142:                                             ; preds = %1136, %1138
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #15
  br i1 %144, label %143, label %137, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @square_all(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %47

5:                                                ; preds = %3
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = zext nneg i32 %2 to i64
  %9 = icmp ult i32 %2, 4
  %10 = sub i64 %6, %7
  %11 = icmp ult i64 %10, 32
  %12 = or i1 %9, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %45, %5
  %14 = phi i64 [ 0, %5 ], [ %32, %45 ]
  %15 = and i64 %8, 3
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %13 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !13
  %22 = fmul double %21, %21
  %23 = getelementptr inbounds double, ptr %1, i64 %18
  store double %22, ptr %23, align 8, !tbaa !13
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %15
  br i1 %26, label %27, label %17, !llvm.loop !22

27:                                               ; preds = %17, %13
  %28 = phi i64 [ %14, %13 ], [ %24, %17 ]
  %29 = sub nsw i64 %14, %8
  %30 = icmp ugt i64 %29, -4
  br i1 %30, label %47, label %48

31:                                               ; preds = %5
  %32 = and i64 %8, 2147483644
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %43, %33 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load <2 x double>, ptr %35, align 8, !tbaa !13
  %38 = load <2 x double>, ptr %36, align 8, !tbaa !13
  %39 = fmul <2 x double> %37, %37
  %40 = fmul <2 x double> %38, %38
  %41 = getelementptr inbounds double, ptr %1, i64 %34
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  store <2 x double> %39, ptr %41, align 8, !tbaa !13
  store <2 x double> %40, ptr %42, align 8, !tbaa !13
  %43 = add nuw i64 %34, 4
  %44 = icmp eq i64 %43, %32
  br i1 %44, label %45, label %33, !llvm.loop !24

45:                                               ; preds = %33
  %46 = icmp eq i64 %32, %8
  br i1 %46, label %47, label %13

47:                                               ; preds = %27, %48, %45, %3
  ret void

48:                                               ; preds = %27, %48
  %49 = phi i64 [ %69, %48 ], [ %28, %27 ]
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !13
  %52 = fmul double %51, %51
  %53 = getelementptr inbounds double, ptr %1, i64 %49
  store double %52, ptr %53, align 8, !tbaa !13
  %54 = add nuw nsw i64 %49, 1
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !13
  %57 = fmul double %56, %56
  %58 = getelementptr inbounds double, ptr %1, i64 %54
  store double %57, ptr %58, align 8, !tbaa !13
  %59 = add nuw nsw i64 %49, 2
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !13
  %62 = fmul double %61, %61
  %63 = getelementptr inbounds double, ptr %1, i64 %59
  store double %62, ptr %63, align 8, !tbaa !13
  %64 = add nuw nsw i64 %49, 3
  %65 = getelementptr inbounds double, ptr %0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !13
  %67 = fmul double %66, %66
  %68 = getelementptr inbounds double, ptr %1, i64 %64
  store double %67, ptr %68, align 8, !tbaa !13
  %69 = add nuw nsw i64 %49, 4
  %70 = icmp eq i64 %69, %8
  br i1 %70, label %47, label %48, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @diff2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %9, %3
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %11, %9 ]
  %11 = add nuw nsw i64 %10, 1
  %12 = icmp eq i64 %11, %7
  %13 = and i64 %11, 4294967295
  %14 = select i1 %12, i64 0, i64 %13
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !13
  %17 = getelementptr inbounds double, ptr %0, i64 %10
  %18 = load double, ptr %17, align 8, !tbaa !13
  %19 = tail call double @llvm.fmuladd.f64(double %18, double -2.000000e+00, double %16)
  %20 = trunc nuw nsw i64 %10 to i32
  %21 = add i32 %6, %20
  %22 = srem i32 %21, %2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !13
  %26 = fadd double %19, %25
  %27 = getelementptr inbounds double, ptr %1, i64 %10
  store double %26, ptr %27, align 8, !tbaa !13
  %28 = icmp eq i64 %11, %7
  br i1 %28, label %8, label %9, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal double @chosen(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = icmp eq i32 %2, 0
  %5 = select i1 %4, ptr @cube, ptr @wave
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  br label %11

9:                                                ; preds = %11, %3
  %10 = phi double [ 0.000000e+00, %3 ], [ %23, %11 ]
  ret double %10

11:                                               ; preds = %7, %11
  %12 = phi i64 [ 0, %7 ], [ %17, %11 ]
  %13 = phi double [ 0.000000e+00, %7 ], [ %23, %11 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !13
  %16 = tail call double %5(double noundef %15) #15, !callees !15
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %8
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = tail call double @llvm.fmuladd.f64(double %16, double %22, double %13)
  %24 = icmp eq i64 %17, %8
  br i1 %24, label %9, label %11, !llvm.loop !29
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal double @tabled(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %10

7:                                                ; preds = %10, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %22, %10 ]
  %9 = fmul double %8, %8
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %23, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %22, %10 ]
  %13 = trunc i64 %11 to i32
  %14 = add i32 %13, %2
  %15 = srem i32 %14, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds double, ptr %0, i64 %11
  %20 = load double, ptr %19, align 8, !tbaa !13
  %21 = tail call double %18(double noundef %20) #15
  %22 = fadd double %12, %21
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %7, label %10, !llvm.loop !30
}

; Function Attrs: nounwind uwtable
define internal double @energy(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) #2 {
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #15
  call void %2(ptr noundef %0, ptr noundef nonnull %4, i32 noundef %1) #15
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %32

12:                                               ; preds = %32, %6
  %13 = phi double [ poison, %6 ], [ %62, %32 ]
  %14 = phi i64 [ 0, %6 ], [ %63, %32 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %62, %32 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %27, %17 ], [ %14, %12 ]
  %19 = phi double [ %26, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %28, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = fmul double %22, %22
  %24 = getelementptr inbounds double, ptr %0, i64 %18
  %25 = load double, ptr %24, align 8, !tbaa !13
  %26 = call double @llvm.fmuladd.f64(double %23, double %25, double %19)
  %27 = add nuw nsw i64 %18, 1
  %28 = add i64 %20, 1
  %29 = icmp eq i64 %28, %8
  br i1 %29, label %30, label %17, !llvm.loop !31

30:                                               ; preds = %12, %17, %3
  %31 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %26, %17 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #15
  ret double %31

32:                                               ; preds = %32, %10
  %33 = phi i64 [ 0, %10 ], [ %63, %32 ]
  %34 = phi double [ 0.000000e+00, %10 ], [ %62, %32 ]
  %35 = phi i64 [ 0, %10 ], [ %64, %32 ]
  %36 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %33
  %37 = load double, ptr %36, align 16, !tbaa !13
  %38 = fmul double %37, %37
  %39 = getelementptr inbounds double, ptr %0, i64 %33
  %40 = load double, ptr %39, align 8, !tbaa !13
  %41 = call double @llvm.fmuladd.f64(double %38, double %40, double %34)
  %42 = or disjoint i64 %33, 1
  %43 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = fmul double %44, %44
  %46 = getelementptr inbounds double, ptr %0, i64 %42
  %47 = load double, ptr %46, align 8, !tbaa !13
  %48 = call double @llvm.fmuladd.f64(double %45, double %47, double %41)
  %49 = or disjoint i64 %33, 2
  %50 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %49
  %51 = load double, ptr %50, align 16, !tbaa !13
  %52 = fmul double %51, %51
  %53 = getelementptr inbounds double, ptr %0, i64 %49
  %54 = load double, ptr %53, align 8, !tbaa !13
  %55 = call double @llvm.fmuladd.f64(double %52, double %54, double %48)
  %56 = or disjoint i64 %33, 3
  %57 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !13
  %59 = fmul double %58, %58
  %60 = getelementptr inbounds double, ptr %0, i64 %56
  %61 = load double, ptr %60, align 8, !tbaa !13
  %62 = call double @llvm.fmuladd.f64(double %59, double %61, double %55)
  %63 = add nuw nsw i64 %33, 4
  %64 = add i64 %35, 4
  %65 = icmp eq i64 %64, %11
  br i1 %65, label %12, label %32, !llvm.loop !32
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal double @wave(double noundef %0) #6 {
  %2 = fmul double %0, 2.000000e+00
  %3 = tail call double @sin(double noundef %2) #15
  %4 = fadd double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @cube(double noundef %0) #7 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal double @model_eval(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = zext nneg i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %18, %10 ]
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %19, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %18, %10 ]
  %13 = load double, ptr %6, align 8, !tbaa !20
  %14 = load ptr, ptr %0, align 8, !tbaa !18
  %15 = getelementptr inbounds double, ptr %1, i64 %11
  %16 = load double, ptr %15, align 8, !tbaa !13
  %17 = tail call double %14(double noundef %16) #15
  %18 = tail call double @llvm.fmuladd.f64(double %13, double %17, double %12)
  %19 = add nuw nsw i64 %11, 1
  %20 = icmp eq i64 %19, %7
  br i1 %20, label %8, label %10, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{ptr @cube, ptr @wave}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !10, i64 0}
!19 = !{!"", !10, i64 0, !14, i64 8}
!20 = !{!19, !14, i64 8}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !17, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !17, !25}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !23}
!32 = distinct !{!32, !17}
!33 = distinct !{!33, !17}
