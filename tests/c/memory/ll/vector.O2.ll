; ModuleID = 'vector.c'
source_filename = "vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T3 = type { double, double, double }
%struct.T5 = type { double, double, double, double, double }

@main.xs = internal unnamed_addr constant [4 x double] [double -1.300000e+00, double -2.000000e-01, double 4.500000e-01, double 1.700000e+00], align 16
@enzyme_width = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"fs.width2.lane0\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"fs.width2.lane1\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane0\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane1\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"fs.width3(const y).lane2\00", align 1
@main.ns = internal unnamed_addr constant [2 x i32] [i32 9, i32 4], align 4
@counter = internal unnamed_addr global double 0.000000e+00, align 8
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@.str.5 = private unnamed_addr constant [19 x i8] c"fa.primal_ran_once\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"fa.width5(dupv)\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"fa.tangents_untouched\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fin.width2.lane0\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"fin.width2.lane1\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"fin.primal_once\00", align 1
@enzyme_dupnoneedv = external local_unnamed_addr global i32, align 4
@.str.11 = private unnamed_addr constant [22 x i8] c"fv.width3(dupnoneedv)\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"vector\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@scale = internal unnamed_addr global double 0.000000e+00, align 8
@.str.16 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [9 x double], align 16
  %7 = alloca [9 x double], align 16
  %8 = alloca [9 x double], align 16
  %9 = alloca [9 x double], align 16
  %10 = alloca [9 x double], align 16
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [9 x double], align 16
  %14 = alloca [9 x double], align 16
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca [9 x double], align 16
  %20 = alloca [9 x double], align 16
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca [9 x double], align 16
  %24 = alloca [9 x double], align 16
  %25 = alloca [9 x double], align 16
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca [9 x double], align 16
  %31 = alloca [9 x double], align 16
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca double, align 8
  %44 = alloca %struct.T3, align 8
  %45 = alloca [9 x double], align 16
  %46 = alloca [5 x [9 x double]], align 16
  %47 = alloca [9 x double], align 16
  %48 = alloca [5 x [9 x double]], align 16
  %49 = alloca [9 x double], align 16
  %50 = alloca [3 x [9 x double]], align 16
  %51 = alloca %struct.T5, align 16
  %52 = alloca [5 x double], align 16
  %53 = alloca [9 x double], align 16
  %54 = alloca [9 x double], align 16
  %55 = alloca [9 x double], align 16
  %56 = getelementptr inbounds i8, ptr %44, i64 8
  %57 = getelementptr inbounds i8, ptr %44, i64 16
  br label %110

58:                                               ; preds = %284
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %45) #13
  call void @llvm.lifetime.start.p0(i64 360, ptr nonnull %46) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %47) #13
  call void @llvm.lifetime.start.p0(i64 360, ptr nonnull %48) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %49) #13
  call void @llvm.lifetime.start.p0(i64 216, ptr nonnull %50) #13
  %59 = load i64, ptr @rng_state, align 8, !tbaa !5
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <2 x i64> poison, i64 %61, i64 0
  %65 = insertelement <2 x i64> %64, i64 %63, i64 1
  %66 = lshr <2 x i64> %65, <i64 10, i64 10>
  %67 = and <2 x i64> %66, <i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <2 x i64> %67 to <2 x double>
  %69 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %69, ptr %45, align 16, !tbaa !9
  %70 = mul i64 %63, 6364136223846793005
  %71 = getelementptr inbounds i8, ptr %45, i64 16
  %72 = add i64 %70, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = insertelement <2 x i64> poison, i64 %72, i64 0
  %76 = insertelement <2 x i64> %75, i64 %74, i64 1
  %77 = lshr <2 x i64> %76, <i64 10, i64 10>
  %78 = and <2 x i64> %77, <i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <2 x i64> %78 to <2 x double>
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %80, ptr %71, align 16, !tbaa !9
  %81 = mul i64 %74, 6364136223846793005
  %82 = getelementptr inbounds i8, ptr %45, i64 32
  %83 = add i64 %81, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = insertelement <2 x i64> poison, i64 %83, i64 0
  %87 = insertelement <2 x i64> %86, i64 %85, i64 1
  %88 = lshr <2 x i64> %87, <i64 10, i64 10>
  %89 = and <2 x i64> %88, <i64 18014398509481982, i64 18014398509481982>
  %90 = uitofp nneg <2 x i64> %89 to <2 x double>
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %91, ptr %82, align 16, !tbaa !9
  %92 = mul i64 %85, 6364136223846793005
  %93 = getelementptr inbounds i8, ptr %45, i64 48
  %94 = add i64 %92, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <2 x i64> poison, i64 %94, i64 0
  %98 = insertelement <2 x i64> %97, i64 %96, i64 1
  %99 = lshr <2 x i64> %98, <i64 10, i64 10>
  %100 = and <2 x i64> %99, <i64 18014398509481982, i64 18014398509481982>
  %101 = uitofp nneg <2 x i64> %100 to <2 x double>
  %102 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %102, ptr %93, align 16, !tbaa !9
  %103 = mul i64 %96, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = lshr i64 %104, 10
  %106 = and i64 %105, 18014398509481982
  %107 = uitofp nneg i64 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %107, double 0x3CA0000000000000, double -1.000000e+00)
  %109 = getelementptr inbounds i8, ptr %45, i64 64
  store double %108, ptr %109, align 16, !tbaa !9
  br label %308

110:                                              ; preds = %0, %284
  %111 = phi i64 [ 0, %0 ], [ %285, %284 ]
  %112 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = trunc nuw nsw i64 %111 to i32
  %115 = uitofp nneg i32 %114 to double
  %116 = call double @llvm.fmuladd.f64(double %115, double -4.000000e-01, double 5.000000e-01)
  %117 = insertelement <2 x double> poison, double %113, i64 0
  %118 = shufflevector <2 x double> %117, <2 x double> poison, <2 x i32> zeroinitializer
  %119 = fadd <2 x double> %118, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %120 = extractelement <2 x double> %119, i64 0
  %121 = call double @llvm.fmuladd.f64(double %120, double %120, double 1.000000e+00)
  %122 = call double @log(double noundef %121) #13
  %123 = call double @cos(double noundef %116) #13
  %124 = insertelement <2 x double> poison, double %116, i64 0
  %125 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> zeroinitializer
  %126 = fmul <2 x double> %125, %119
  %127 = extractelement <2 x double> %119, i64 1
  %128 = call double @llvm.fmuladd.f64(double %127, double %127, double 1.000000e+00)
  %129 = call double @log(double noundef %128) #13
  %130 = call double @cos(double noundef %116) #13
  %131 = insertelement <2 x double> poison, double %122, i64 0
  %132 = insertelement <2 x double> %131, double %129, i64 1
  %133 = insertelement <2 x double> poison, double %123, i64 0
  %134 = insertelement <2 x double> %133, double %130, i64 1
  %135 = fmul <2 x double> %132, %134
  %136 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> %125, <2 x double> %135)
  %137 = fcmp ogt <2 x double> %119, <double 3.000000e-01, double 3.000000e-01>
  %138 = fneg <2 x double> %119
  %139 = select <2 x i1> %137, <2 x double> %119, <2 x double> %138
  %140 = fadd <2 x double> %139, %136
  %141 = shufflevector <2 x double> %140, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %142 = fsub <2 x double> %140, %141
  %143 = extractelement <2 x double> %142, i64 0
  %144 = fdiv double %143, 2.000000e-06
  %145 = fadd double %116, 0x3EB0C6F7A0B5ED8D
  %146 = fmul double %145, %113
  %147 = call double @llvm.fmuladd.f64(double %113, double %113, double 1.000000e+00)
  %148 = call double @log(double noundef %147) #13
  %149 = call double @cos(double noundef %145) #13
  %150 = fmul double %148, %149
  %151 = call double @llvm.fmuladd.f64(double %146, double %145, double %150)
  %152 = icmp ult i64 %111, 2
  %153 = fneg double %113
  %154 = select i1 %152, double %153, double %113
  %155 = fadd double %154, %151
  %156 = fadd double %116, 0xBEB0C6F7A0B5ED8D
  %157 = fmul double %156, %113
  %158 = call double @log(double noundef %147) #13
  %159 = call double @cos(double noundef %156) #13
  %160 = fmul double %158, %159
  %161 = call double @llvm.fmuladd.f64(double %157, double %156, double %160)
  %162 = fadd double %154, %161
  %163 = fsub double %155, %162
  %164 = fdiv double %163, 2.000000e-06
  %165 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %166 = call { double, double } (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fs, i32 noundef %165, i32 noundef 2, double noundef %113, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %116, double noundef 0.000000e+00, double noundef 1.000000e+00) #13
  %167 = extractvalue { double, double } %166, 0
  %168 = extractvalue { double, double } %166, 1
  %169 = call double @llvm.fabs.f64(double %144)
  %170 = fcmp ogt double %169, 1.000000e+00
  %171 = select i1 %170, double %169, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile double %167, ptr %43, align 8, !tbaa !9
  %172 = load volatile double, ptr %43, align 8, !tbaa !9
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  br i1 %174, label %186, label %175

175:                                              ; preds = %110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %144, ptr %42, align 8, !tbaa !9
  %176 = load volatile double, ptr %42, align 8, !tbaa !9
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fcmp ueq double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %178, label %186, label %179

179:                                              ; preds = %175
  %180 = fsub double %167, %144
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %183 = fcmp ugt double %181, %182
  br i1 %183, label %186, label %184

184:                                              ; preds = %179
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, i32 noundef %114, double noundef %167, double noundef %144, ptr noundef nonnull @.str.14)
  br label %190

186:                                              ; preds = %179, %175, %110
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, i32 noundef %114, double noundef %167, double noundef %144, ptr noundef nonnull @.str.15)
  %188 = load i32, ptr @n_fail, align 4, !tbaa !11
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr @n_fail, align 4, !tbaa !11
  br label %190

190:                                              ; preds = %184, %186
  %191 = call double @llvm.fabs.f64(double %164)
  %192 = fcmp ogt double %191, 1.000000e+00
  %193 = select i1 %192, double %191, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %168, ptr %41, align 8, !tbaa !9
  %194 = load volatile double, ptr %41, align 8, !tbaa !9
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %196, label %208, label %197

197:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %164, ptr %40, align 8, !tbaa !9
  %198 = load volatile double, ptr %40, align 8, !tbaa !9
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fcmp ueq double %199, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %200, label %208, label %201

201:                                              ; preds = %197
  %202 = fsub double %168, %164
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fmul double %193, 0x3EB0C6F7A0B5ED8D
  %205 = fcmp ugt double %203, %204
  br i1 %205, label %208, label %206

206:                                              ; preds = %201
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, i32 noundef %114, double noundef %168, double noundef %164, ptr noundef nonnull @.str.14)
  br label %212

208:                                              ; preds = %201, %197, %190
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, i32 noundef %114, double noundef %168, double noundef %164, ptr noundef nonnull @.str.15)
  %210 = load i32, ptr @n_fail, align 4, !tbaa !11
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr @n_fail, align 4, !tbaa !11
  br label %212

212:                                              ; preds = %206, %208
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #13
  %213 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %214 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %215 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_fwddiff_t3(ptr dead_on_unwind nonnull writable sret(%struct.T3) align 8 %44, ptr noundef nonnull @fs, i32 noundef %213, i32 noundef 3, i32 noundef %214, double noundef %113, double noundef 5.000000e-01, double noundef -1.000000e+00, double noundef 2.000000e+00, i32 noundef %215, double noundef %116) #13
  %216 = load double, ptr %44, align 8, !tbaa !13
  %217 = fmul double %144, 5.000000e-01
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ogt double %218, 1.000000e+00
  %220 = select i1 %219, double %218, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %216, ptr %39, align 8, !tbaa !9
  %221 = load volatile double, ptr %39, align 8, !tbaa !9
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = fcmp ueq double %222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %223, label %235, label %224

224:                                              ; preds = %212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %217, ptr %38, align 8, !tbaa !9
  %225 = load volatile double, ptr %38, align 8, !tbaa !9
  %226 = call double @llvm.fabs.f64(double %225)
  %227 = fcmp ueq double %226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %227, label %235, label %228

228:                                              ; preds = %224
  %229 = fsub double %216, %217
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp ugt double %230, %231
  br i1 %232, label %235, label %233

233:                                              ; preds = %228
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, i32 noundef %114, double noundef %216, double noundef %217, ptr noundef nonnull @.str.14)
  br label %239

235:                                              ; preds = %228, %224, %212
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, i32 noundef %114, double noundef %216, double noundef %217, ptr noundef nonnull @.str.15)
  %237 = load i32, ptr @n_fail, align 4, !tbaa !11
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr @n_fail, align 4, !tbaa !11
  br label %239

239:                                              ; preds = %233, %235
  %240 = load double, ptr %56, align 8, !tbaa !15
  %241 = fneg double %144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double %240, ptr %37, align 8, !tbaa !9
  %242 = load volatile double, ptr %37, align 8, !tbaa !9
  %243 = call double @llvm.fabs.f64(double %242)
  %244 = fcmp ueq double %243, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %244, label %256, label %245

245:                                              ; preds = %239
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %241, ptr %36, align 8, !tbaa !9
  %246 = load volatile double, ptr %36, align 8, !tbaa !9
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ueq double %247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %248, label %256, label %249

249:                                              ; preds = %245
  %250 = fadd double %144, %240
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fmul double %171, 0x3EB0C6F7A0B5ED8D
  %253 = fcmp ugt double %251, %252
  br i1 %253, label %256, label %254

254:                                              ; preds = %249
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, i32 noundef %114, double noundef %240, double noundef %241, ptr noundef nonnull @.str.14)
  br label %260

256:                                              ; preds = %249, %245, %239
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, i32 noundef %114, double noundef %240, double noundef %241, ptr noundef nonnull @.str.15)
  %258 = load i32, ptr @n_fail, align 4, !tbaa !11
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr @n_fail, align 4, !tbaa !11
  br label %260

260:                                              ; preds = %254, %256
  %261 = load double, ptr %57, align 8, !tbaa !16
  %262 = fmul double %144, 2.000000e+00
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = fcmp ogt double %263, 1.000000e+00
  %265 = select i1 %264, double %263, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %261, ptr %35, align 8, !tbaa !9
  %266 = load volatile double, ptr %35, align 8, !tbaa !9
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = fcmp ueq double %267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %268, label %280, label %269

269:                                              ; preds = %260
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %262, ptr %34, align 8, !tbaa !9
  %270 = load volatile double, ptr %34, align 8, !tbaa !9
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = fcmp ueq double %271, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %272, label %280, label %273

273:                                              ; preds = %269
  %274 = fsub double %261, %262
  %275 = call double @llvm.fabs.f64(double %274)
  %276 = fmul double %265, 0x3EB0C6F7A0B5ED8D
  %277 = fcmp ugt double %275, %276
  br i1 %277, label %280, label %278

278:                                              ; preds = %273
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, i32 noundef %114, double noundef %261, double noundef %262, ptr noundef nonnull @.str.14)
  br label %284

280:                                              ; preds = %273, %269, %260
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, i32 noundef %114, double noundef %261, double noundef %262, ptr noundef nonnull @.str.15)
  %282 = load i32, ptr @n_fail, align 4, !tbaa !11
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr @n_fail, align 4, !tbaa !11
  br label %284

284:                                              ; preds = %278, %280
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #13
  %285 = add nuw nsw i64 %111, 1
  %286 = icmp eq i64 %285, 4
  br i1 %286, label %58, label %110, !llvm.loop !17

287:                                              ; preds = %308
  store i64 %356, ptr @rng_state, align 8, !tbaa !5
  %288 = getelementptr inbounds i8, ptr %52, i64 16
  %289 = getelementptr inbounds i8, ptr %51, i64 16
  %290 = getelementptr inbounds i8, ptr %52, i64 32
  %291 = getelementptr inbounds i8, ptr %51, i64 32
  %292 = getelementptr inbounds i8, ptr %48, i64 144
  %293 = getelementptr inbounds i8, ptr %46, i64 144
  %294 = getelementptr inbounds i8, ptr %46, i64 216
  %295 = getelementptr inbounds i8, ptr %50, i64 16
  %296 = getelementptr inbounds i8, ptr %50, i64 32
  %297 = getelementptr inbounds i8, ptr %50, i64 48
  %298 = getelementptr inbounds i8, ptr %50, i64 64
  %299 = getelementptr inbounds i8, ptr %50, i64 80
  %300 = getelementptr inbounds i8, ptr %50, i64 96
  %301 = getelementptr inbounds i8, ptr %50, i64 112
  %302 = getelementptr inbounds i8, ptr %50, i64 128
  %303 = getelementptr inbounds i8, ptr %50, i64 144
  %304 = getelementptr inbounds i8, ptr %50, i64 160
  %305 = getelementptr inbounds i8, ptr %50, i64 176
  %306 = getelementptr inbounds i8, ptr %50, i64 192
  %307 = getelementptr inbounds i8, ptr %50, i64 208
  br label %370

308:                                              ; preds = %58, %308
  %309 = phi i64 [ 0, %58 ], [ %362, %308 ]
  %310 = phi i64 [ %104, %58 ], [ %356, %308 ]
  %311 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %309
  %312 = mul i64 %310, 6364136223846793005
  %313 = add i64 %312, 1442695040888963407
  %314 = mul i64 %313, 6364136223846793005
  %315 = add i64 %314, 1442695040888963407
  %316 = insertelement <2 x i64> poison, i64 %313, i64 0
  %317 = insertelement <2 x i64> %316, i64 %315, i64 1
  %318 = lshr <2 x i64> %317, <i64 10, i64 10>
  %319 = and <2 x i64> %318, <i64 18014398509481982, i64 18014398509481982>
  %320 = uitofp nneg <2 x i64> %319 to <2 x double>
  %321 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %321, ptr %311, align 8, !tbaa !9
  %322 = mul i64 %315, 6364136223846793005
  %323 = getelementptr inbounds i8, ptr %311, i64 16
  %324 = add i64 %322, 1442695040888963407
  %325 = mul i64 %324, 6364136223846793005
  %326 = add i64 %325, 1442695040888963407
  %327 = insertelement <2 x i64> poison, i64 %324, i64 0
  %328 = insertelement <2 x i64> %327, i64 %326, i64 1
  %329 = lshr <2 x i64> %328, <i64 10, i64 10>
  %330 = and <2 x i64> %329, <i64 18014398509481982, i64 18014398509481982>
  %331 = uitofp nneg <2 x i64> %330 to <2 x double>
  %332 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %331, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %332, ptr %323, align 8, !tbaa !9
  %333 = mul i64 %326, 6364136223846793005
  %334 = getelementptr inbounds i8, ptr %311, i64 32
  %335 = add i64 %333, 1442695040888963407
  %336 = mul i64 %335, 6364136223846793005
  %337 = add i64 %336, 1442695040888963407
  %338 = insertelement <2 x i64> poison, i64 %335, i64 0
  %339 = insertelement <2 x i64> %338, i64 %337, i64 1
  %340 = lshr <2 x i64> %339, <i64 10, i64 10>
  %341 = and <2 x i64> %340, <i64 18014398509481982, i64 18014398509481982>
  %342 = uitofp nneg <2 x i64> %341 to <2 x double>
  %343 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %342, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %343, ptr %334, align 8, !tbaa !9
  %344 = mul i64 %337, 6364136223846793005
  %345 = getelementptr inbounds i8, ptr %311, i64 48
  %346 = add i64 %344, 1442695040888963407
  %347 = mul i64 %346, 6364136223846793005
  %348 = add i64 %347, 1442695040888963407
  %349 = insertelement <2 x i64> poison, i64 %346, i64 0
  %350 = insertelement <2 x i64> %349, i64 %348, i64 1
  %351 = lshr <2 x i64> %350, <i64 10, i64 10>
  %352 = and <2 x i64> %351, <i64 18014398509481982, i64 18014398509481982>
  %353 = uitofp nneg <2 x i64> %352 to <2 x double>
  %354 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %353, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %354, ptr %345, align 8, !tbaa !9
  %355 = mul i64 %348, 6364136223846793005
  %356 = add i64 %355, 1442695040888963407
  %357 = lshr i64 %356, 10
  %358 = and i64 %357, 18014398509481982
  %359 = uitofp nneg i64 %358 to double
  %360 = call double @llvm.fmuladd.f64(double %359, double 0x3CA0000000000000, double -1.000000e+00)
  %361 = getelementptr inbounds i8, ptr %311, i64 64
  store double %360, ptr %361, align 8, !tbaa !9
  %362 = add nuw nsw i64 %309, 1
  %363 = icmp eq i64 %362, 5
  br i1 %363, label %287, label %308, !llvm.loop !19

364:                                              ; preds = %1008
  %365 = load i32, ptr @n_fail, align 4, !tbaa !11
  %366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i32 noundef %365)
  %367 = load i32, ptr @n_fail, align 4, !tbaa !11
  %368 = icmp ne i32 %367, 0
  %369 = zext i1 %368 to i32
  call void @llvm.lifetime.end.p0(i64 216, ptr nonnull %50) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %49) #13
  call void @llvm.lifetime.end.p0(i64 360, ptr nonnull %48) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %47) #13
  call void @llvm.lifetime.end.p0(i64 360, ptr nonnull %46) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %45) #13
  ret i32 %369

370:                                              ; preds = %287, %1008
  %371 = phi i1 [ true, %287 ], [ false, %1008 ]
  %372 = phi i64 [ 0, %287 ], [ 1, %1008 ]
  %373 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %372
  %374 = load i32, ptr %373, align 4, !tbaa !11
  store double 0.000000e+00, ptr @counter, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(360) %48, ptr noundef nonnull align 16 dereferenceable(360) %46, i64 360, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %51) #13
  %375 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %376 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %377 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ptr, ...) @__enzyme_fwddiff_t5(ptr dead_on_unwind nonnull writable sret(%struct.T5) align 8 %51, ptr noundef nonnull @fa, i32 noundef %375, i32 noundef 5, i32 noundef %376, i64 noundef 72, ptr noundef nonnull %45, ptr noundef nonnull %48, i32 noundef %377, i32 noundef %374) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %52) #13
  %378 = load <2 x double>, ptr %51, align 16, !tbaa !9
  store <2 x double> %378, ptr %52, align 16, !tbaa !9
  %379 = load <2 x double>, ptr %289, align 16, !tbaa !9
  store <2 x double> %379, ptr %288, align 16, !tbaa !9
  %380 = load double, ptr %291, align 16, !tbaa !20
  store double %380, ptr %290, align 16, !tbaa !9
  %381 = load double, ptr @counter, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %381, ptr %33, align 8, !tbaa !9
  %382 = load volatile double, ptr %33, align 8, !tbaa !9
  %383 = call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %384, label %395, label %385

385:                                              ; preds = %370
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double 1.000000e+00, ptr %32, align 8, !tbaa !9
  %386 = load volatile double, ptr %32, align 8, !tbaa !9
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  %389 = fadd double %381, -1.000000e+00
  %390 = fcmp une double %389, 0.000000e+00
  %391 = select i1 %388, i1 true, i1 %390
  br i1 %391, label %395, label %392

392:                                              ; preds = %385
  %393 = trunc nuw nsw i64 %372 to i32
  %394 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, i32 noundef %393, double noundef %381, double noundef 1.000000e+00, ptr noundef nonnull @.str.14)
  br label %400

395:                                              ; preds = %385, %370
  %396 = trunc nuw nsw i64 %372 to i32
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, i32 noundef %396, double noundef %381, double noundef 1.000000e+00, ptr noundef nonnull @.str.15)
  %398 = load i32, ptr @n_fail, align 4, !tbaa !11
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !11
  br label %400

400:                                              ; preds = %392, %395
  %401 = mul nuw nsw i64 %372, 10
  %402 = zext nneg i32 %374 to i64
  %403 = and i64 %402, 2147483646
  %404 = icmp eq i64 %403, %402
  br label %408

405:                                              ; preds = %467
  %406 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %407 = zext nneg i32 %406 to i64
  br label %514

408:                                              ; preds = %400, %467
  %409 = phi i64 [ 0, %400 ], [ %468, %467 ]
  %410 = getelementptr inbounds [5 x double], ptr %52, i64 0, i64 %409
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %409
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %31) #13
  br label %413

413:                                              ; preds = %413, %408
  %414 = phi i64 [ 0, %408 ], [ %423, %413 ]
  %415 = getelementptr inbounds double, ptr %45, i64 %414
  %416 = load <2 x double>, ptr %415, align 16, !tbaa !9
  %417 = getelementptr inbounds double, ptr %412, i64 %414
  %418 = load <2 x double>, ptr %417, align 8, !tbaa !9
  %419 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %418, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %416)
  %420 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %414
  store <2 x double> %419, ptr %420, align 16, !tbaa !9
  %421 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %418, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %416)
  %422 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 %414
  store <2 x double> %421, ptr %422, align 16, !tbaa !9
  %423 = add nuw i64 %414, 2
  %424 = icmp eq i64 %423, %403
  br i1 %424, label %425, label %413, !llvm.loop !22

425:                                              ; preds = %413
  br i1 %404, label %438, label %426

426:                                              ; preds = %425, %426
  %427 = phi i64 [ %436, %426 ], [ %403, %425 ]
  %428 = getelementptr inbounds double, ptr %45, i64 %427
  %429 = load double, ptr %428, align 8, !tbaa !9
  %430 = getelementptr inbounds double, ptr %412, i64 %427
  %431 = load double, ptr %430, align 8, !tbaa !9
  %432 = call double @llvm.fmuladd.f64(double %431, double 0x3EB0C6F7A0B5ED8D, double %429)
  %433 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %427
  store double %432, ptr %433, align 8, !tbaa !9
  %434 = call double @llvm.fmuladd.f64(double %431, double 0xBEB0C6F7A0B5ED8D, double %429)
  %435 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 %427
  store double %434, ptr %435, align 8, !tbaa !9
  %436 = add nuw nsw i64 %427, 1
  %437 = icmp eq i64 %436, %402
  br i1 %437, label %438, label %426, !llvm.loop !25

438:                                              ; preds = %426, %425
  %439 = add nuw nsw i64 %409, %401
  %440 = call double @fa(ptr noundef nonnull readonly %30, i32 noundef %374)
  %441 = call double @fa(ptr noundef nonnull readonly %31, i32 noundef %374)
  %442 = fsub double %440, %441
  %443 = fdiv double %442, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %31) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %30) #13
  %444 = call double @llvm.fabs.f64(double %443)
  %445 = fcmp ogt double %444, 1.000000e+00
  %446 = select i1 %445, double %444, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %411, ptr %29, align 8, !tbaa !9
  %447 = load volatile double, ptr %29, align 8, !tbaa !9
  %448 = call double @llvm.fabs.f64(double %447)
  %449 = fcmp ueq double %448, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %449, label %462, label %450

450:                                              ; preds = %438
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %443, ptr %28, align 8, !tbaa !9
  %451 = load volatile double, ptr %28, align 8, !tbaa !9
  %452 = call double @llvm.fabs.f64(double %451)
  %453 = fcmp ueq double %452, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %453, label %462, label %454

454:                                              ; preds = %450
  %455 = fsub double %411, %443
  %456 = call double @llvm.fabs.f64(double %455)
  %457 = fmul double %446, 0x3EB0C6F7A0B5ED8D
  %458 = fcmp ugt double %456, %457
  br i1 %458, label %462, label %459

459:                                              ; preds = %454
  %460 = trunc nuw nsw i64 %439 to i32
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %460, double noundef %411, double noundef %443, ptr noundef nonnull @.str.14)
  br label %467

462:                                              ; preds = %454, %450, %438
  %463 = trunc nuw nsw i64 %439 to i32
  %464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %463, double noundef %411, double noundef %443, ptr noundef nonnull @.str.15)
  %465 = load i32, ptr @n_fail, align 4, !tbaa !11
  %466 = add nsw i32 %465, 1
  store i32 %466, ptr @n_fail, align 4, !tbaa !11
  br label %467

467:                                              ; preds = %459, %462
  %468 = add nuw nsw i64 %409, 1
  %469 = icmp eq i64 %468, 5
  br i1 %469, label %405, label %408, !llvm.loop !26

470:                                              ; preds = %543
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %47, ptr noundef nonnull align 16 dereferenceable(72) %45, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %53, ptr noundef nonnull align 16 dereferenceable(72) %46, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %54, ptr noundef nonnull align 8 dereferenceable(72) %294, i64 72, i1 false)
  %471 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %472 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %473 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @fin, i32 noundef %471, i32 noundef 2, i32 noundef %472, ptr noundef nonnull %47, ptr noundef nonnull %53, ptr noundef nonnull %54, i32 noundef %473, i32 noundef %374) #13
  %474 = sext i32 %374 to i64
  %475 = shl nsw i64 %474, 3
  %476 = add nsw i32 %374, -1
  %477 = sext i32 %476 to i64
  %478 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %477
  %479 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %477
  %480 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %477
  %481 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %477
  %482 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %483 = zext nneg i32 %482 to i64
  %484 = add nsw i64 %402, -1
  %485 = add nsw i64 %402, -2
  %486 = and i64 %402, 2147483646
  %487 = icmp eq i64 %486, %402
  %488 = and i64 %402, 2147483644
  %489 = icmp eq i64 %488, %402
  %490 = and i64 %484, 1
  %491 = icmp eq i64 %485, 0
  %492 = and i64 %484, -2
  %493 = icmp eq i64 %490, 0
  %494 = and i64 %402, 2147483644
  %495 = icmp eq i64 %494, %402
  %496 = and i64 %484, 1
  %497 = icmp eq i64 %485, 0
  %498 = and i64 %484, -2
  %499 = icmp eq i64 %496, 0
  %500 = and i64 %402, 2147483646
  %501 = icmp eq i64 %500, %402
  %502 = and i64 %402, 2147483644
  %503 = icmp eq i64 %502, %402
  %504 = and i64 %484, 1
  %505 = icmp eq i64 %485, 0
  %506 = and i64 %484, -2
  %507 = icmp eq i64 %504, 0
  %508 = and i64 %402, 2147483644
  %509 = icmp eq i64 %508, %402
  %510 = and i64 %484, 1
  %511 = icmp eq i64 %485, 0
  %512 = and i64 %484, -2
  %513 = icmp eq i64 %510, 0
  br label %616

514:                                              ; preds = %405, %543
  %515 = phi i64 [ 0, %405 ], [ %544, %543 ]
  %516 = getelementptr inbounds [9 x double], ptr %292, i64 0, i64 %515
  %517 = load double, ptr %516, align 8, !tbaa !9
  %518 = getelementptr inbounds [9 x double], ptr %293, i64 0, i64 %515
  %519 = load double, ptr %518, align 8, !tbaa !9
  %520 = call double @llvm.fabs.f64(double %519)
  %521 = fcmp ogt double %520, 1.000000e+00
  %522 = select i1 %521, double %520, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %517, ptr %27, align 8, !tbaa !9
  %523 = load volatile double, ptr %27, align 8, !tbaa !9
  %524 = call double @llvm.fabs.f64(double %523)
  %525 = fcmp ueq double %524, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %525, label %538, label %526

526:                                              ; preds = %514
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %519, ptr %26, align 8, !tbaa !9
  %527 = load volatile double, ptr %26, align 8, !tbaa !9
  %528 = call double @llvm.fabs.f64(double %527)
  %529 = fcmp ueq double %528, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %529, label %538, label %530

530:                                              ; preds = %526
  %531 = fsub double %517, %519
  %532 = call double @llvm.fabs.f64(double %531)
  %533 = fmul double %522, 0.000000e+00
  %534 = fcmp ugt double %532, %533
  br i1 %534, label %538, label %535

535:                                              ; preds = %530
  %536 = trunc nuw nsw i64 %515 to i32
  %537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %536, double noundef %517, double noundef %519, ptr noundef nonnull @.str.14)
  br label %543

538:                                              ; preds = %530, %526, %514
  %539 = trunc nuw nsw i64 %515 to i32
  %540 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %539, double noundef %517, double noundef %519, ptr noundef nonnull @.str.15)
  %541 = load i32, ptr @n_fail, align 4, !tbaa !11
  %542 = add nsw i32 %541, 1
  store i32 %542, ptr @n_fail, align 4, !tbaa !11
  br label %543

543:                                              ; preds = %535, %538
  %544 = add nuw nsw i64 %515, 1
  %545 = icmp eq i64 %544, %407
  br i1 %545, label %470, label %514, !llvm.loop !27

546:                                              ; preds = %961
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, ptr noundef nonnull align 16 dereferenceable(72) %45, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %25) #13
  %547 = and i64 %402, 2147483644
  br label %548

548:                                              ; preds = %548, %546
  %549 = phi i64 [ 0, %546 ], [ %558, %548 ]
  %550 = getelementptr inbounds double, ptr %55, i64 %549
  %551 = getelementptr inbounds i8, ptr %550, i64 16
  %552 = load <2 x double>, ptr %550, align 16, !tbaa !9
  %553 = load <2 x double>, ptr %551, align 16, !tbaa !9
  %554 = fmul <2 x double> %552, %552
  %555 = fmul <2 x double> %553, %553
  %556 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %549
  %557 = getelementptr inbounds i8, ptr %556, i64 16
  store <2 x double> %554, ptr %556, align 16, !tbaa !9
  store <2 x double> %555, ptr %557, align 16, !tbaa !9
  %558 = add nuw i64 %549, 4
  %559 = icmp eq i64 %558, %547
  br i1 %559, label %560, label %548, !llvm.loop !28

560:                                              ; preds = %548
  %561 = icmp eq i64 %547, %402
  br i1 %561, label %562, label %568

562:                                              ; preds = %568, %560
  %563 = load double, ptr %25, align 16, !tbaa !9
  %564 = and i64 %484, 1
  %565 = icmp eq i64 %485, 0
  br i1 %565, label %596, label %566

566:                                              ; preds = %562
  %567 = and i64 %484, -2
  br label %576

568:                                              ; preds = %560, %568
  %569 = phi i64 [ %574, %568 ], [ %547, %560 ]
  %570 = getelementptr inbounds double, ptr %55, i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !9
  %572 = fmul double %571, %571
  %573 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %569
  store double %572, ptr %573, align 8, !tbaa !9
  %574 = add nuw nsw i64 %569, 1
  %575 = icmp eq i64 %574, %402
  br i1 %575, label %562, label %568, !llvm.loop !29

576:                                              ; preds = %576, %566
  %577 = phi double [ %563, %566 ], [ %590, %576 ]
  %578 = phi i64 [ 1, %566 ], [ %593, %576 ]
  %579 = phi i64 [ 0, %566 ], [ %594, %576 ]
  %580 = getelementptr inbounds double, ptr %55, i64 %578
  %581 = load double, ptr %580, align 8, !tbaa !9
  %582 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %578
  %583 = load double, ptr %582, align 8, !tbaa !9
  %584 = call double @cos(double noundef %583) #13
  %585 = call double @llvm.fmuladd.f64(double %581, double %577, double %584)
  store double %585, ptr %580, align 8, !tbaa !9
  %586 = add nuw nsw i64 %578, 1
  %587 = getelementptr inbounds double, ptr %55, i64 %586
  %588 = load double, ptr %587, align 8, !tbaa !9
  %589 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %586
  %590 = load double, ptr %589, align 8, !tbaa !9
  %591 = call double @cos(double noundef %590) #13
  %592 = call double @llvm.fmuladd.f64(double %588, double %583, double %591)
  store double %592, ptr %587, align 8, !tbaa !9
  %593 = add nuw nsw i64 %578, 2
  %594 = add i64 %579, 2
  %595 = icmp eq i64 %594, %567
  br i1 %595, label %596, label %576, !llvm.loop !30

596:                                              ; preds = %576, %562
  %597 = phi double [ %563, %562 ], [ %590, %576 ]
  %598 = phi i64 [ 1, %562 ], [ %593, %576 ]
  %599 = icmp eq i64 %564, 0
  br i1 %599, label %607, label %600

600:                                              ; preds = %596
  %601 = getelementptr inbounds double, ptr %55, i64 %598
  %602 = load double, ptr %601, align 8, !tbaa !9
  %603 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %598
  %604 = load double, ptr %603, align 8, !tbaa !9
  %605 = call double @cos(double noundef %604) #13
  %606 = call double @llvm.fmuladd.f64(double %602, double %597, double %605)
  store double %606, ptr %601, align 8, !tbaa !9
  br label %607

607:                                              ; preds = %596, %600
  %608 = add nsw i32 %374, -1
  %609 = sext i32 %608 to i64
  %610 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %609
  %611 = load double, ptr %610, align 8, !tbaa !9
  %612 = fadd double %611, 1.000000e+00
  %613 = call double @sqrt(double noundef %612) #13
  store double %613, ptr %55, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %25) #13
  %614 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %615 = zext nneg i32 %614 to i64
  br label %972

616:                                              ; preds = %470, %961
  %617 = phi i64 [ 0, %470 ], [ %962, %961 ]
  %618 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %617
  %619 = load double, ptr %618, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %24) #13
  br label %620

620:                                              ; preds = %620, %616
  %621 = phi i64 [ 0, %616 ], [ %630, %620 ]
  %622 = getelementptr inbounds double, ptr %45, i64 %621
  %623 = load <2 x double>, ptr %622, align 16, !tbaa !9
  %624 = getelementptr inbounds double, ptr %46, i64 %621
  %625 = load <2 x double>, ptr %624, align 16, !tbaa !9
  %626 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %625, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %623)
  %627 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %621
  store <2 x double> %626, ptr %627, align 16, !tbaa !9
  %628 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %625, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %623)
  %629 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %621
  store <2 x double> %628, ptr %629, align 16, !tbaa !9
  %630 = add nuw i64 %621, 2
  %631 = icmp eq i64 %630, %486
  br i1 %631, label %632, label %620, !llvm.loop !31

632:                                              ; preds = %620
  br i1 %487, label %645, label %633

633:                                              ; preds = %632, %633
  %634 = phi i64 [ %643, %633 ], [ %486, %632 ]
  %635 = getelementptr inbounds double, ptr %45, i64 %634
  %636 = load double, ptr %635, align 8, !tbaa !9
  %637 = getelementptr inbounds double, ptr %46, i64 %634
  %638 = load double, ptr %637, align 8, !tbaa !9
  %639 = call double @llvm.fmuladd.f64(double %638, double 0x3EB0C6F7A0B5ED8D, double %636)
  %640 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %634
  store double %639, ptr %640, align 8, !tbaa !9
  %641 = call double @llvm.fmuladd.f64(double %638, double 0xBEB0C6F7A0B5ED8D, double %636)
  %642 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %634
  store double %641, ptr %642, align 8, !tbaa !9
  %643 = add nuw nsw i64 %634, 1
  %644 = icmp eq i64 %643, %402
  br i1 %644, label %645, label %633, !llvm.loop !32

645:                                              ; preds = %633, %632
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull readonly align 16 %23, i64 %475, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #13
  br label %646

646:                                              ; preds = %646, %645
  %647 = phi i64 [ 0, %645 ], [ %656, %646 ]
  %648 = getelementptr inbounds double, ptr %8, i64 %647
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  %650 = load <2 x double>, ptr %648, align 16, !tbaa !9
  %651 = load <2 x double>, ptr %649, align 16, !tbaa !9
  %652 = fmul <2 x double> %650, %650
  %653 = fmul <2 x double> %651, %651
  %654 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %647
  %655 = getelementptr inbounds i8, ptr %654, i64 16
  store <2 x double> %652, ptr %654, align 16, !tbaa !9
  store <2 x double> %653, ptr %655, align 16, !tbaa !9
  %656 = add nuw i64 %647, 4
  %657 = icmp eq i64 %656, %488
  br i1 %657, label %658, label %646, !llvm.loop !33

658:                                              ; preds = %646
  br i1 %489, label %659, label %661

659:                                              ; preds = %661, %658
  %660 = load double, ptr %7, align 16, !tbaa !9
  br i1 %491, label %689, label %669

661:                                              ; preds = %658, %661
  %662 = phi i64 [ %667, %661 ], [ %488, %658 ]
  %663 = getelementptr inbounds double, ptr %8, i64 %662
  %664 = load double, ptr %663, align 8, !tbaa !9
  %665 = fmul double %664, %664
  %666 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %662
  store double %665, ptr %666, align 8, !tbaa !9
  %667 = add nuw nsw i64 %662, 1
  %668 = icmp eq i64 %667, %402
  br i1 %668, label %659, label %661, !llvm.loop !34

669:                                              ; preds = %659, %669
  %670 = phi double [ %683, %669 ], [ %660, %659 ]
  %671 = phi i64 [ %686, %669 ], [ 1, %659 ]
  %672 = phi i64 [ %687, %669 ], [ 0, %659 ]
  %673 = getelementptr inbounds double, ptr %8, i64 %671
  %674 = load double, ptr %673, align 8, !tbaa !9
  %675 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %671
  %676 = load double, ptr %675, align 8, !tbaa !9
  %677 = call double @cos(double noundef %676) #13
  %678 = call double @llvm.fmuladd.f64(double %674, double %670, double %677)
  store double %678, ptr %673, align 8, !tbaa !9
  %679 = add nuw nsw i64 %671, 1
  %680 = getelementptr inbounds double, ptr %8, i64 %679
  %681 = load double, ptr %680, align 8, !tbaa !9
  %682 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %679
  %683 = load double, ptr %682, align 8, !tbaa !9
  %684 = call double @cos(double noundef %683) #13
  %685 = call double @llvm.fmuladd.f64(double %681, double %676, double %684)
  store double %685, ptr %680, align 8, !tbaa !9
  %686 = add nuw nsw i64 %671, 2
  %687 = add i64 %672, 2
  %688 = icmp eq i64 %687, %492
  br i1 %688, label %689, label %669, !llvm.loop !30

689:                                              ; preds = %669, %659
  %690 = phi double [ %660, %659 ], [ %683, %669 ]
  %691 = phi i64 [ 1, %659 ], [ %686, %669 ]
  br i1 %493, label %699, label %692

692:                                              ; preds = %689
  %693 = getelementptr inbounds double, ptr %8, i64 %691
  %694 = load double, ptr %693, align 8, !tbaa !9
  %695 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %691
  %696 = load double, ptr %695, align 8, !tbaa !9
  %697 = call double @cos(double noundef %696) #13
  %698 = call double @llvm.fmuladd.f64(double %694, double %690, double %697)
  store double %698, ptr %693, align 8, !tbaa !9
  br label %699

699:                                              ; preds = %689, %692
  %700 = load double, ptr %478, align 8, !tbaa !9
  %701 = fadd double %700, 1.000000e+00
  %702 = call double @sqrt(double noundef %701) #13
  store double %702, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #13
  %703 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %617
  %704 = load double, ptr %703, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %24, i64 %475, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #13
  br label %705

705:                                              ; preds = %705, %699
  %706 = phi i64 [ 0, %699 ], [ %715, %705 ]
  %707 = getelementptr inbounds double, ptr %10, i64 %706
  %708 = getelementptr inbounds i8, ptr %707, i64 16
  %709 = load <2 x double>, ptr %707, align 16, !tbaa !9
  %710 = load <2 x double>, ptr %708, align 16, !tbaa !9
  %711 = fmul <2 x double> %709, %709
  %712 = fmul <2 x double> %710, %710
  %713 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %706
  %714 = getelementptr inbounds i8, ptr %713, i64 16
  store <2 x double> %711, ptr %713, align 16, !tbaa !9
  store <2 x double> %712, ptr %714, align 16, !tbaa !9
  %715 = add nuw i64 %706, 4
  %716 = icmp eq i64 %715, %494
  br i1 %716, label %717, label %705, !llvm.loop !35

717:                                              ; preds = %705
  br i1 %495, label %718, label %720

718:                                              ; preds = %720, %717
  %719 = load double, ptr %9, align 16, !tbaa !9
  br i1 %497, label %748, label %728

720:                                              ; preds = %717, %720
  %721 = phi i64 [ %726, %720 ], [ %494, %717 ]
  %722 = getelementptr inbounds double, ptr %10, i64 %721
  %723 = load double, ptr %722, align 8, !tbaa !9
  %724 = fmul double %723, %723
  %725 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %721
  store double %724, ptr %725, align 8, !tbaa !9
  %726 = add nuw nsw i64 %721, 1
  %727 = icmp eq i64 %726, %402
  br i1 %727, label %718, label %720, !llvm.loop !36

728:                                              ; preds = %718, %728
  %729 = phi double [ %742, %728 ], [ %719, %718 ]
  %730 = phi i64 [ %745, %728 ], [ 1, %718 ]
  %731 = phi i64 [ %746, %728 ], [ 0, %718 ]
  %732 = getelementptr inbounds double, ptr %10, i64 %730
  %733 = load double, ptr %732, align 8, !tbaa !9
  %734 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %730
  %735 = load double, ptr %734, align 8, !tbaa !9
  %736 = call double @cos(double noundef %735) #13
  %737 = call double @llvm.fmuladd.f64(double %733, double %729, double %736)
  store double %737, ptr %732, align 8, !tbaa !9
  %738 = add nuw nsw i64 %730, 1
  %739 = getelementptr inbounds double, ptr %10, i64 %738
  %740 = load double, ptr %739, align 8, !tbaa !9
  %741 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %738
  %742 = load double, ptr %741, align 8, !tbaa !9
  %743 = call double @cos(double noundef %742) #13
  %744 = call double @llvm.fmuladd.f64(double %740, double %735, double %743)
  store double %744, ptr %739, align 8, !tbaa !9
  %745 = add nuw nsw i64 %730, 2
  %746 = add i64 %731, 2
  %747 = icmp eq i64 %746, %498
  br i1 %747, label %748, label %728, !llvm.loop !30

748:                                              ; preds = %728, %718
  %749 = phi double [ %719, %718 ], [ %742, %728 ]
  %750 = phi i64 [ 1, %718 ], [ %745, %728 ]
  br i1 %499, label %758, label %751

751:                                              ; preds = %748
  %752 = getelementptr inbounds double, ptr %10, i64 %750
  %753 = load double, ptr %752, align 8, !tbaa !9
  %754 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %750
  %755 = load double, ptr %754, align 8, !tbaa !9
  %756 = call double @cos(double noundef %755) #13
  %757 = call double @llvm.fmuladd.f64(double %753, double %749, double %756)
  store double %757, ptr %752, align 8, !tbaa !9
  br label %758

758:                                              ; preds = %748, %751
  %759 = load double, ptr %479, align 8, !tbaa !9
  %760 = fadd double %759, 1.000000e+00
  %761 = call double @sqrt(double noundef %760) #13
  store double %761, ptr %10, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #13
  %762 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 %617
  %763 = load double, ptr %762, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #13
  %764 = fsub double %704, %763
  %765 = fdiv double %764, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %24) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %23) #13
  %766 = call double @llvm.fabs.f64(double %765)
  %767 = fcmp ogt double %766, 1.000000e+00
  %768 = select i1 %767, double %766, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %619, ptr %22, align 8, !tbaa !9
  %769 = load volatile double, ptr %22, align 8, !tbaa !9
  %770 = call double @llvm.fabs.f64(double %769)
  %771 = fcmp ueq double %770, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %771, label %784, label %772

772:                                              ; preds = %758
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %765, ptr %21, align 8, !tbaa !9
  %773 = load volatile double, ptr %21, align 8, !tbaa !9
  %774 = call double @llvm.fabs.f64(double %773)
  %775 = fcmp ueq double %774, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %775, label %784, label %776

776:                                              ; preds = %772
  %777 = fsub double %619, %765
  %778 = call double @llvm.fabs.f64(double %777)
  %779 = fmul double %768, 0x3EB0C6F7A0B5ED8D
  %780 = fcmp ugt double %778, %779
  br i1 %780, label %784, label %781

781:                                              ; preds = %776
  %782 = trunc nuw nsw i64 %617 to i32
  %783 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %782, double noundef %619, double noundef %765, ptr noundef nonnull @.str.14)
  br label %789

784:                                              ; preds = %776, %772, %758
  %785 = trunc nuw nsw i64 %617 to i32
  %786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %785, double noundef %619, double noundef %765, ptr noundef nonnull @.str.15)
  %787 = load i32, ptr @n_fail, align 4, !tbaa !11
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr @n_fail, align 4, !tbaa !11
  br label %789

789:                                              ; preds = %781, %784
  %790 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %617
  %791 = load double, ptr %790, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #13
  br label %792

792:                                              ; preds = %792, %789
  %793 = phi i64 [ 0, %789 ], [ %802, %792 ]
  %794 = getelementptr inbounds double, ptr %45, i64 %793
  %795 = load <2 x double>, ptr %794, align 16, !tbaa !9
  %796 = getelementptr inbounds double, ptr %294, i64 %793
  %797 = load <2 x double>, ptr %796, align 8, !tbaa !9
  %798 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %797, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %795)
  %799 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %793
  store <2 x double> %798, ptr %799, align 16, !tbaa !9
  %800 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %797, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %795)
  %801 = getelementptr inbounds [9 x double], ptr %20, i64 0, i64 %793
  store <2 x double> %800, ptr %801, align 16, !tbaa !9
  %802 = add nuw i64 %793, 2
  %803 = icmp eq i64 %802, %500
  br i1 %803, label %804, label %792, !llvm.loop !37

804:                                              ; preds = %792
  br i1 %501, label %817, label %805

805:                                              ; preds = %804, %805
  %806 = phi i64 [ %815, %805 ], [ %500, %804 ]
  %807 = getelementptr inbounds double, ptr %45, i64 %806
  %808 = load double, ptr %807, align 8, !tbaa !9
  %809 = getelementptr inbounds double, ptr %294, i64 %806
  %810 = load double, ptr %809, align 8, !tbaa !9
  %811 = call double @llvm.fmuladd.f64(double %810, double 0x3EB0C6F7A0B5ED8D, double %808)
  %812 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %806
  store double %811, ptr %812, align 8, !tbaa !9
  %813 = call double @llvm.fmuladd.f64(double %810, double 0xBEB0C6F7A0B5ED8D, double %808)
  %814 = getelementptr inbounds [9 x double], ptr %20, i64 0, i64 %806
  store double %813, ptr %814, align 8, !tbaa !9
  %815 = add nuw nsw i64 %806, 1
  %816 = icmp eq i64 %815, %402
  br i1 %816, label %817, label %805, !llvm.loop !38

817:                                              ; preds = %805, %804
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %19, i64 %475, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  br label %818

818:                                              ; preds = %818, %817
  %819 = phi i64 [ 0, %817 ], [ %828, %818 ]
  %820 = getelementptr inbounds double, ptr %4, i64 %819
  %821 = getelementptr inbounds i8, ptr %820, i64 16
  %822 = load <2 x double>, ptr %820, align 16, !tbaa !9
  %823 = load <2 x double>, ptr %821, align 16, !tbaa !9
  %824 = fmul <2 x double> %822, %822
  %825 = fmul <2 x double> %823, %823
  %826 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %819
  %827 = getelementptr inbounds i8, ptr %826, i64 16
  store <2 x double> %824, ptr %826, align 16, !tbaa !9
  store <2 x double> %825, ptr %827, align 16, !tbaa !9
  %828 = add nuw i64 %819, 4
  %829 = icmp eq i64 %828, %502
  br i1 %829, label %830, label %818, !llvm.loop !39

830:                                              ; preds = %818
  br i1 %503, label %831, label %833

831:                                              ; preds = %833, %830
  %832 = load double, ptr %3, align 16, !tbaa !9
  br i1 %505, label %861, label %841

833:                                              ; preds = %830, %833
  %834 = phi i64 [ %839, %833 ], [ %502, %830 ]
  %835 = getelementptr inbounds double, ptr %4, i64 %834
  %836 = load double, ptr %835, align 8, !tbaa !9
  %837 = fmul double %836, %836
  %838 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %834
  store double %837, ptr %838, align 8, !tbaa !9
  %839 = add nuw nsw i64 %834, 1
  %840 = icmp eq i64 %839, %402
  br i1 %840, label %831, label %833, !llvm.loop !40

841:                                              ; preds = %831, %841
  %842 = phi double [ %855, %841 ], [ %832, %831 ]
  %843 = phi i64 [ %858, %841 ], [ 1, %831 ]
  %844 = phi i64 [ %859, %841 ], [ 0, %831 ]
  %845 = getelementptr inbounds double, ptr %4, i64 %843
  %846 = load double, ptr %845, align 8, !tbaa !9
  %847 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %843
  %848 = load double, ptr %847, align 8, !tbaa !9
  %849 = call double @cos(double noundef %848) #13
  %850 = call double @llvm.fmuladd.f64(double %846, double %842, double %849)
  store double %850, ptr %845, align 8, !tbaa !9
  %851 = add nuw nsw i64 %843, 1
  %852 = getelementptr inbounds double, ptr %4, i64 %851
  %853 = load double, ptr %852, align 8, !tbaa !9
  %854 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %851
  %855 = load double, ptr %854, align 8, !tbaa !9
  %856 = call double @cos(double noundef %855) #13
  %857 = call double @llvm.fmuladd.f64(double %853, double %848, double %856)
  store double %857, ptr %852, align 8, !tbaa !9
  %858 = add nuw nsw i64 %843, 2
  %859 = add i64 %844, 2
  %860 = icmp eq i64 %859, %506
  br i1 %860, label %861, label %841, !llvm.loop !30

861:                                              ; preds = %841, %831
  %862 = phi double [ %832, %831 ], [ %855, %841 ]
  %863 = phi i64 [ 1, %831 ], [ %858, %841 ]
  br i1 %507, label %871, label %864

864:                                              ; preds = %861
  %865 = getelementptr inbounds double, ptr %4, i64 %863
  %866 = load double, ptr %865, align 8, !tbaa !9
  %867 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %863
  %868 = load double, ptr %867, align 8, !tbaa !9
  %869 = call double @cos(double noundef %868) #13
  %870 = call double @llvm.fmuladd.f64(double %866, double %862, double %869)
  store double %870, ptr %865, align 8, !tbaa !9
  br label %871

871:                                              ; preds = %861, %864
  %872 = load double, ptr %480, align 8, !tbaa !9
  %873 = fadd double %872, 1.000000e+00
  %874 = call double @sqrt(double noundef %873) #13
  store double %874, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  %875 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %617
  %876 = load double, ptr %875, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %20, i64 %475, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #13
  br label %877

877:                                              ; preds = %877, %871
  %878 = phi i64 [ 0, %871 ], [ %887, %877 ]
  %879 = getelementptr inbounds double, ptr %6, i64 %878
  %880 = getelementptr inbounds i8, ptr %879, i64 16
  %881 = load <2 x double>, ptr %879, align 16, !tbaa !9
  %882 = load <2 x double>, ptr %880, align 16, !tbaa !9
  %883 = fmul <2 x double> %881, %881
  %884 = fmul <2 x double> %882, %882
  %885 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %878
  %886 = getelementptr inbounds i8, ptr %885, i64 16
  store <2 x double> %883, ptr %885, align 16, !tbaa !9
  store <2 x double> %884, ptr %886, align 16, !tbaa !9
  %887 = add nuw i64 %878, 4
  %888 = icmp eq i64 %887, %508
  br i1 %888, label %889, label %877, !llvm.loop !41

889:                                              ; preds = %877
  br i1 %509, label %890, label %892

890:                                              ; preds = %892, %889
  %891 = load double, ptr %5, align 16, !tbaa !9
  br i1 %511, label %920, label %900

892:                                              ; preds = %889, %892
  %893 = phi i64 [ %898, %892 ], [ %508, %889 ]
  %894 = getelementptr inbounds double, ptr %6, i64 %893
  %895 = load double, ptr %894, align 8, !tbaa !9
  %896 = fmul double %895, %895
  %897 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %893
  store double %896, ptr %897, align 8, !tbaa !9
  %898 = add nuw nsw i64 %893, 1
  %899 = icmp eq i64 %898, %402
  br i1 %899, label %890, label %892, !llvm.loop !42

900:                                              ; preds = %890, %900
  %901 = phi double [ %914, %900 ], [ %891, %890 ]
  %902 = phi i64 [ %917, %900 ], [ 1, %890 ]
  %903 = phi i64 [ %918, %900 ], [ 0, %890 ]
  %904 = getelementptr inbounds double, ptr %6, i64 %902
  %905 = load double, ptr %904, align 8, !tbaa !9
  %906 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %902
  %907 = load double, ptr %906, align 8, !tbaa !9
  %908 = call double @cos(double noundef %907) #13
  %909 = call double @llvm.fmuladd.f64(double %905, double %901, double %908)
  store double %909, ptr %904, align 8, !tbaa !9
  %910 = add nuw nsw i64 %902, 1
  %911 = getelementptr inbounds double, ptr %6, i64 %910
  %912 = load double, ptr %911, align 8, !tbaa !9
  %913 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %910
  %914 = load double, ptr %913, align 8, !tbaa !9
  %915 = call double @cos(double noundef %914) #13
  %916 = call double @llvm.fmuladd.f64(double %912, double %907, double %915)
  store double %916, ptr %911, align 8, !tbaa !9
  %917 = add nuw nsw i64 %902, 2
  %918 = add i64 %903, 2
  %919 = icmp eq i64 %918, %512
  br i1 %919, label %920, label %900, !llvm.loop !30

920:                                              ; preds = %900, %890
  %921 = phi double [ %891, %890 ], [ %914, %900 ]
  %922 = phi i64 [ 1, %890 ], [ %917, %900 ]
  br i1 %513, label %930, label %923

923:                                              ; preds = %920
  %924 = getelementptr inbounds double, ptr %6, i64 %922
  %925 = load double, ptr %924, align 8, !tbaa !9
  %926 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %922
  %927 = load double, ptr %926, align 8, !tbaa !9
  %928 = call double @cos(double noundef %927) #13
  %929 = call double @llvm.fmuladd.f64(double %925, double %921, double %928)
  store double %929, ptr %924, align 8, !tbaa !9
  br label %930

930:                                              ; preds = %920, %923
  %931 = load double, ptr %481, align 8, !tbaa !9
  %932 = fadd double %931, 1.000000e+00
  %933 = call double @sqrt(double noundef %932) #13
  store double %933, ptr %6, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #13
  %934 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %617
  %935 = load double, ptr %934, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #13
  %936 = fsub double %876, %935
  %937 = fdiv double %936, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %19) #13
  %938 = call double @llvm.fabs.f64(double %937)
  %939 = fcmp ogt double %938, 1.000000e+00
  %940 = select i1 %939, double %938, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %791, ptr %18, align 8, !tbaa !9
  %941 = load volatile double, ptr %18, align 8, !tbaa !9
  %942 = call double @llvm.fabs.f64(double %941)
  %943 = fcmp ueq double %942, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %943, label %956, label %944

944:                                              ; preds = %930
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %937, ptr %17, align 8, !tbaa !9
  %945 = load volatile double, ptr %17, align 8, !tbaa !9
  %946 = call double @llvm.fabs.f64(double %945)
  %947 = fcmp ueq double %946, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %947, label %956, label %948

948:                                              ; preds = %944
  %949 = fsub double %791, %937
  %950 = call double @llvm.fabs.f64(double %949)
  %951 = fmul double %940, 0x3EB0C6F7A0B5ED8D
  %952 = fcmp ugt double %950, %951
  br i1 %952, label %956, label %953

953:                                              ; preds = %948
  %954 = trunc nuw nsw i64 %617 to i32
  %955 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %954, double noundef %791, double noundef %937, ptr noundef nonnull @.str.14)
  br label %961

956:                                              ; preds = %948, %944, %930
  %957 = trunc nuw nsw i64 %617 to i32
  %958 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %957, double noundef %791, double noundef %937, ptr noundef nonnull @.str.15)
  %959 = load i32, ptr @n_fail, align 4, !tbaa !11
  %960 = add nsw i32 %959, 1
  store i32 %960, ptr @n_fail, align 4, !tbaa !11
  br label %961

961:                                              ; preds = %953, %956
  %962 = add nuw nsw i64 %617, 1
  %963 = icmp eq i64 %962, %483
  br i1 %963, label %546, label %616, !llvm.loop !43

964:                                              ; preds = %1001
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %50, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %295, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %296, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %297, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %298, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %299, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %300, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %301, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %302, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %303, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %304, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %305, align 16, !tbaa !9
  store <2 x double> <double 1.234500e+03, double 1.234500e+03>, ptr %306, align 16, !tbaa !9
  store double 1.234500e+03, ptr %307, align 16, !tbaa !9
  %965 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %966 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %967 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %968 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @fv, i32 noundef %965, i32 noundef 3, i32 noundef %966, i64 noundef 72, ptr noundef nonnull %45, ptr noundef nonnull %46, i32 noundef %967, i64 noundef 72, ptr noundef nonnull %49, ptr noundef nonnull %50, i32 noundef %968, i32 noundef %374) #13
  %969 = zext nneg i32 %614 to i64
  %970 = and i64 %402, 2147483646
  %971 = icmp eq i64 %970, %402
  br label %1004

972:                                              ; preds = %607, %1001
  %973 = phi i64 [ 0, %607 ], [ %1002, %1001 ]
  %974 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %973
  %975 = load double, ptr %974, align 8, !tbaa !9
  %976 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %973
  %977 = load double, ptr %976, align 8, !tbaa !9
  %978 = call double @llvm.fabs.f64(double %977)
  %979 = fcmp ogt double %978, 1.000000e+00
  %980 = select i1 %979, double %978, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %975, ptr %16, align 8, !tbaa !9
  %981 = load volatile double, ptr %16, align 8, !tbaa !9
  %982 = call double @llvm.fabs.f64(double %981)
  %983 = fcmp ueq double %982, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %983, label %996, label %984

984:                                              ; preds = %972
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %977, ptr %15, align 8, !tbaa !9
  %985 = load volatile double, ptr %15, align 8, !tbaa !9
  %986 = call double @llvm.fabs.f64(double %985)
  %987 = fcmp ueq double %986, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %987, label %996, label %988

988:                                              ; preds = %984
  %989 = fsub double %975, %977
  %990 = call double @llvm.fabs.f64(double %989)
  %991 = fmul double %980, 0x3D719799812DEA11
  %992 = fcmp ugt double %990, %991
  br i1 %992, label %996, label %993

993:                                              ; preds = %988
  %994 = trunc nuw nsw i64 %973 to i32
  %995 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %994, double noundef %975, double noundef %977, ptr noundef nonnull @.str.14)
  br label %1001

996:                                              ; preds = %988, %984, %972
  %997 = trunc nuw nsw i64 %973 to i32
  %998 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %997, double noundef %975, double noundef %977, ptr noundef nonnull @.str.15)
  %999 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1000 = add nsw i32 %999, 1
  store i32 %1000, ptr @n_fail, align 4, !tbaa !11
  br label %1001

1001:                                             ; preds = %993, %996
  %1002 = add nuw nsw i64 %973, 1
  %1003 = icmp eq i64 %1002, %615
  br i1 %1003, label %964, label %972, !llvm.loop !44

1004:                                             ; preds = %1009, %964
  %1005 = phi i64 [ 0, %964 ], [ %1010, %1009 ]
  %1006 = mul nuw nsw i64 %1005, 100
  %1007 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %1005
  br label %1012

1008:                                             ; preds = %1009
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %51) #13
  br i1 %371, label %370, label %364, !llvm.loop !45

1009:                                             ; preds = %1112
  %1010 = add nuw nsw i64 %1005, 1
  %1011 = icmp eq i64 %1010, 3
  br i1 %1011, label %1008, label %1004, !llvm.loop !46

1012:                                             ; preds = %1004, %1112
  %1013 = phi i64 [ 0, %1004 ], [ %1113, %1112 ]
  %1014 = getelementptr inbounds [3 x [9 x double]], ptr %50, i64 0, i64 %1005, i64 %1013
  %1015 = load double, ptr %1014, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #13
  br label %1016

1016:                                             ; preds = %1016, %1012
  %1017 = phi i64 [ 0, %1012 ], [ %1026, %1016 ]
  %1018 = getelementptr inbounds double, ptr %45, i64 %1017
  %1019 = load <2 x double>, ptr %1018, align 16, !tbaa !9
  %1020 = getelementptr inbounds double, ptr %1007, i64 %1017
  %1021 = load <2 x double>, ptr %1020, align 8, !tbaa !9
  %1022 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1021, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %1019)
  %1023 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %1017
  store <2 x double> %1022, ptr %1023, align 16, !tbaa !9
  %1024 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1021, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %1019)
  %1025 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %1017
  store <2 x double> %1024, ptr %1025, align 16, !tbaa !9
  %1026 = add nuw i64 %1017, 2
  %1027 = icmp eq i64 %1026, %970
  br i1 %1027, label %1028, label %1016, !llvm.loop !47

1028:                                             ; preds = %1016
  br i1 %971, label %1041, label %1029

1029:                                             ; preds = %1028, %1029
  %1030 = phi i64 [ %1039, %1029 ], [ %970, %1028 ]
  %1031 = getelementptr inbounds double, ptr %45, i64 %1030
  %1032 = load double, ptr %1031, align 8, !tbaa !9
  %1033 = getelementptr inbounds double, ptr %1007, i64 %1030
  %1034 = load double, ptr %1033, align 8, !tbaa !9
  %1035 = call double @llvm.fmuladd.f64(double %1034, double 0x3EB0C6F7A0B5ED8D, double %1032)
  %1036 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %1030
  store double %1035, ptr %1036, align 8, !tbaa !9
  %1037 = call double @llvm.fmuladd.f64(double %1034, double 0xBEB0C6F7A0B5ED8D, double %1032)
  %1038 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %1030
  store double %1037, ptr %1038, align 8, !tbaa !9
  %1039 = add nuw nsw i64 %1030, 1
  %1040 = icmp eq i64 %1039, %402
  br i1 %1040, label %1041, label %1029, !llvm.loop !48

1041:                                             ; preds = %1029, %1028
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13
  br label %1042

1042:                                             ; preds = %1042, %1041
  %1043 = phi i64 [ 0, %1041 ], [ %1059, %1042 ]
  %1044 = getelementptr inbounds double, ptr %13, i64 %1043
  %1045 = load double, ptr %1044, align 8, !tbaa !9
  %1046 = fmul double %1045, 5.000000e-01
  %1047 = call double @exp(double noundef %1046) #13
  %1048 = trunc i64 %1043 to i32
  %1049 = add i32 %1048, 2
  %1050 = urem i32 %1049, %374
  %1051 = zext nneg i32 %1050 to i64
  %1052 = getelementptr inbounds double, ptr %13, i64 %1051
  %1053 = load double, ptr %1052, align 8, !tbaa !9
  %1054 = call fastcc double @pw(ptr noundef nonnull readonly %13, i32 noundef 2)
  %1055 = fmul double %1045, -3.000000e-01
  %1056 = fmul double %1055, %1054
  %1057 = call double @llvm.fmuladd.f64(double %1047, double %1053, double %1056)
  %1058 = getelementptr inbounds double, ptr %1, i64 %1043
  store double %1057, ptr %1058, align 8, !tbaa !9
  %1059 = add nuw nsw i64 %1043, 1
  %1060 = icmp eq i64 %1059, %402
  br i1 %1060, label %1061, label %1042, !llvm.loop !49

1061:                                             ; preds = %1042
  %1062 = getelementptr inbounds [9 x double], ptr %1, i64 0, i64 %1013
  %1063 = load double, ptr %1062, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #13
  br label %1064

1064:                                             ; preds = %1064, %1061
  %1065 = phi i64 [ 0, %1061 ], [ %1081, %1064 ]
  %1066 = getelementptr inbounds double, ptr %14, i64 %1065
  %1067 = load double, ptr %1066, align 8, !tbaa !9
  %1068 = fmul double %1067, 5.000000e-01
  %1069 = call double @exp(double noundef %1068) #13
  %1070 = trunc i64 %1065 to i32
  %1071 = add i32 %1070, 2
  %1072 = urem i32 %1071, %374
  %1073 = zext nneg i32 %1072 to i64
  %1074 = getelementptr inbounds double, ptr %14, i64 %1073
  %1075 = load double, ptr %1074, align 8, !tbaa !9
  %1076 = call fastcc double @pw(ptr noundef nonnull readonly %14, i32 noundef 2)
  %1077 = fmul double %1067, -3.000000e-01
  %1078 = fmul double %1077, %1076
  %1079 = call double @llvm.fmuladd.f64(double %1069, double %1075, double %1078)
  %1080 = getelementptr inbounds double, ptr %2, i64 %1065
  store double %1079, ptr %1080, align 8, !tbaa !9
  %1081 = add nuw nsw i64 %1065, 1
  %1082 = icmp eq i64 %1081, %402
  br i1 %1082, label %1083, label %1064, !llvm.loop !49

1083:                                             ; preds = %1064
  %1084 = add nuw nsw i64 %1013, %1006
  %1085 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %1013
  %1086 = load double, ptr %1085, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #13
  %1087 = fsub double %1063, %1086
  %1088 = fdiv double %1087, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #13
  %1089 = call double @llvm.fabs.f64(double %1088)
  %1090 = fcmp ogt double %1089, 1.000000e+00
  %1091 = select i1 %1090, double %1089, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1015, ptr %12, align 8, !tbaa !9
  %1092 = load volatile double, ptr %12, align 8, !tbaa !9
  %1093 = call double @llvm.fabs.f64(double %1092)
  %1094 = fcmp ueq double %1093, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1094, label %1107, label %1095

1095:                                             ; preds = %1083
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1088, ptr %11, align 8, !tbaa !9
  %1096 = load volatile double, ptr %11, align 8, !tbaa !9
  %1097 = call double @llvm.fabs.f64(double %1096)
  %1098 = fcmp ueq double %1097, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1098, label %1107, label %1099

1099:                                             ; preds = %1095
  %1100 = fsub double %1015, %1088
  %1101 = call double @llvm.fabs.f64(double %1100)
  %1102 = fmul double %1091, 0x3EB0C6F7A0B5ED8D
  %1103 = fcmp ugt double %1101, %1102
  br i1 %1103, label %1107, label %1104

1104:                                             ; preds = %1099
  %1105 = trunc nuw i64 %1084 to i32
  %1106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %1105, double noundef %1015, double noundef %1088, ptr noundef nonnull @.str.14)
  br label %1112

1107:                                             ; preds = %1099, %1095, %1083
  %1108 = trunc nuw i64 %1084 to i32
  %1109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %1108, double noundef %1015, double noundef %1088, ptr noundef nonnull @.str.15)
  %1110 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1111 = add nsw i32 %1110, 1
  store i32 %1111, ptr @n_fail, align 4, !tbaa !11
  br label %1112

1112:                                             ; preds = %1104, %1107
  %1113 = add nuw nsw i64 %1013, 1
  %1114 = icmp eq i64 %1113, %969
  br i1 %1114, label %1009, label %1012, !llvm.loop !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @fs(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %5 = tail call double @log(double noundef %4) #13
  %6 = tail call double @cos(double noundef %1) #13
  %7 = fmul double %5, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  %9 = fcmp ogt double %0, 3.000000e-01
  %10 = fneg double %0
  %11 = select i1 %9, double %0, double %10
  %12 = fadd double %11, %8
  ret double %12
}

declare { double, double } @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

declare void @__enzyme_fwddiff_t3(ptr dead_on_unwind writable sret(%struct.T3) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare void @__enzyme_fwddiff_t5(ptr dead_on_unwind writable sret(%struct.T5) align 8, ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @fa(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #14
  store double 1.000000e+00, ptr @scale, align 8, !tbaa !9
  %6 = load double, ptr @counter, align 8, !tbaa !9
  %7 = fadd double %6, 1.000000e+00
  store double %7, ptr @counter, align 8, !tbaa !9
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %69

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = and i64 %10, 1
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %9
  %14 = and i64 %10, 2147483646
  br label %37

15:                                               ; preds = %37, %9
  %16 = phi double [ poison, %9 ], [ %64, %37 ]
  %17 = phi i64 [ 0, %9 ], [ %55, %37 ]
  %18 = phi double [ 1.000000e+00, %9 ], [ %64, %37 ]
  %19 = icmp eq i64 %11, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds double, ptr %0, i64 %17
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %10
  %25 = and i64 %23, 4294967295
  %26 = select i1 %24, i64 0, i64 %25
  %27 = getelementptr inbounds double, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %22, %28
  %30 = getelementptr inbounds double, ptr %5, i64 %17
  store double %29, ptr %30, align 8, !tbaa !9
  %31 = tail call double @llvm.fmuladd.f64(double %29, double 5.000000e-02, double 1.000000e+00)
  %32 = fmul double %18, %31
  br label %33

33:                                               ; preds = %15, %20
  %34 = phi double [ %16, %15 ], [ %32, %20 ]
  store double %34, ptr @scale, align 8, !tbaa !9
  br i1 %8, label %35, label %69

35:                                               ; preds = %33
  %36 = zext nneg i32 %1 to i64
  br label %74

37:                                               ; preds = %37, %13
  %38 = phi i64 [ 0, %13 ], [ %55, %37 ]
  %39 = phi double [ 1.000000e+00, %13 ], [ %64, %37 ]
  %40 = phi i64 [ 0, %13 ], [ %65, %37 ]
  %41 = getelementptr inbounds double, ptr %0, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = or disjoint i64 %38, 1
  %44 = icmp eq i64 %43, %10
  %45 = and i64 %43, 4294967295
  %46 = select i1 %44, i64 0, i64 %45
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fmul double %42, %48
  %50 = getelementptr inbounds double, ptr %5, i64 %38
  store double %49, ptr %50, align 8, !tbaa !9
  %51 = tail call double @llvm.fmuladd.f64(double %49, double 5.000000e-02, double 1.000000e+00)
  %52 = fmul double %39, %51
  %53 = getelementptr inbounds double, ptr %0, i64 %43
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = add nuw nsw i64 %38, 2
  %56 = icmp eq i64 %55, %10
  %57 = and i64 %55, 4294967294
  %58 = select i1 %56, i64 0, i64 %57
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fmul double %54, %60
  %62 = getelementptr inbounds double, ptr %5, i64 %43
  store double %61, ptr %62, align 8, !tbaa !9
  %63 = tail call double @llvm.fmuladd.f64(double %61, double 5.000000e-02, double 1.000000e+00)
  %64 = fmul double %52, %63
  %65 = add i64 %40, 2
  %66 = icmp eq i64 %65, %14
  br i1 %66, label %15, label %37, !llvm.loop !51

67:                                               ; preds = %85
  %68 = load double, ptr @scale, align 8, !tbaa !9
  br label %69

69:                                               ; preds = %2, %67, %33
  %70 = phi double [ %34, %33 ], [ %68, %67 ], [ 1.000000e+00, %2 ]
  %71 = phi double [ 0.000000e+00, %33 ], [ %87, %67 ], [ 0.000000e+00, %2 ]
  tail call void @free(ptr noundef %5) #13
  %72 = tail call fastcc double @pw(ptr noundef %0, i32 noundef 4)
  %73 = tail call double @llvm.fmuladd.f64(double %71, double %70, double %72)
  ret double %73

74:                                               ; preds = %35, %85
  %75 = phi i64 [ 0, %35 ], [ %88, %85 ]
  %76 = phi double [ 0.000000e+00, %35 ], [ %87, %85 ]
  %77 = getelementptr inbounds double, ptr %5, i64 %75
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fcmp ogt double %78, 0.000000e+00
  br i1 %79, label %80, label %83

80:                                               ; preds = %74
  %81 = fadd double %78, 1.000000e+00
  %82 = tail call double @sqrt(double noundef %81) #13
  br label %85

83:                                               ; preds = %74
  %84 = tail call double @exp(double noundef %78) #13
  br label %85

85:                                               ; preds = %83, %80
  %86 = phi double [ %82, %80 ], [ %84, %83 ]
  %87 = fadd double %76, %86
  %88 = add nuw nsw i64 %75, 1
  %89 = icmp eq i64 %88, %36
  br i1 %89, label %67, label %74, !llvm.loop !52
}

declare void @__enzyme_fwddiff_void(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fin(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %54

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %8, label %10

8:                                                ; preds = %24, %5
  %9 = phi i64 [ 0, %5 ], [ %11, %24 ]
  br label %35

10:                                               ; preds = %5
  %11 = and i64 %6, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %17 = load <2 x double>, ptr %15, align 8, !tbaa !9
  %18 = fmul <2 x double> %16, %16
  %19 = fmul <2 x double> %17, %17
  %20 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %13
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <2 x double> %18, ptr %20, align 16, !tbaa !9
  store <2 x double> %19, ptr %21, align 16, !tbaa !9
  %22 = add nuw i64 %13, 4
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !53

24:                                               ; preds = %12
  %25 = icmp eq i64 %11, %6
  br i1 %25, label %26, label %8

26:                                               ; preds = %35, %24
  %27 = icmp eq i32 %1, 1
  br i1 %27, label %54, label %28

28:                                               ; preds = %26
  %29 = load double, ptr %3, align 16, !tbaa !9
  %30 = add nsw i64 %6, -1
  %31 = and i64 %30, 1
  %32 = icmp eq i32 %1, 2
  br i1 %32, label %43, label %33

33:                                               ; preds = %28
  %34 = and i64 %30, -2
  br label %61

35:                                               ; preds = %8, %35
  %36 = phi i64 [ %41, %35 ], [ %9, %8 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul double %38, %38
  %40 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %36
  store double %39, ptr %40, align 8, !tbaa !9
  %41 = add nuw nsw i64 %36, 1
  %42 = icmp eq i64 %41, %6
  br i1 %42, label %26, label %35, !llvm.loop !54

43:                                               ; preds = %61, %28
  %44 = phi double [ %29, %28 ], [ %75, %61 ]
  %45 = phi i64 [ 1, %28 ], [ %78, %61 ]
  %46 = icmp eq i64 %31, 0
  br i1 %46, label %54, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds double, ptr %0, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %45
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @cos(double noundef %51) #13
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %44, double %52)
  store double %53, ptr %48, align 8, !tbaa !9
  br label %54

54:                                               ; preds = %47, %43, %2, %26
  %55 = add nsw i32 %1, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fadd double %58, 1.000000e+00
  %60 = tail call double @sqrt(double noundef %59) #13
  store double %60, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  ret void

61:                                               ; preds = %61, %33
  %62 = phi double [ %29, %33 ], [ %75, %61 ]
  %63 = phi i64 [ 1, %33 ], [ %78, %61 ]
  %64 = phi i64 [ 0, %33 ], [ %79, %61 ]
  %65 = getelementptr inbounds double, ptr %0, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %63
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @cos(double noundef %68) #13
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %62, double %69)
  store double %70, ptr %65, align 8, !tbaa !9
  %71 = add nuw nsw i64 %63, 1
  %72 = getelementptr inbounds double, ptr %0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = tail call double @cos(double noundef %75) #13
  %77 = tail call double @llvm.fmuladd.f64(double %73, double %68, double %76)
  store double %77, ptr %72, align 8, !tbaa !9
  %78 = add nuw nsw i64 %63, 2
  %79 = add i64 %64, 2
  %80 = icmp eq i64 %79, %34
  br i1 %80, label %43, label %61, !llvm.loop !30
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fv(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %26, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul double %11, 5.000000e-01
  %13 = tail call double @exp(double noundef %12) #13
  %14 = trunc i64 %9 to i32
  %15 = add i32 %14, 2
  %16 = urem i32 %15, %2
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = load double, ptr %10, align 8, !tbaa !9
  %21 = tail call fastcc double @pw(ptr noundef %0, i32 noundef 2)
  %22 = fmul double %20, -3.000000e-01
  %23 = fmul double %22, %21
  %24 = tail call double @llvm.fmuladd.f64(double %13, double %19, double %23)
  %25 = getelementptr inbounds double, ptr %1, i64 %9
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %9, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %7, label %8, !llvm.loop !49
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @pw(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #11 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %19, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = urem i32 %1, 3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = add nsw i32 %1, -1
  %12 = tail call fastcc double @pw(ptr noundef %0, i32 noundef %11)
  %13 = fmul double %10, %12
  %14 = and i32 %1, 1
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @sin(double noundef %17) #13
  %19 = tail call double @llvm.fmuladd.f64(double %13, double 9.000000e-01, double %18)
  br label %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!13 = !{!14, !10, i64 0}
!14 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!15 = !{!14, !10, i64 8}
!16 = !{!14, !10, i64 16}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = !{!21, !10, i64 32}
!21 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!22 = distinct !{!22, !18, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !18, !24, !23}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18, !23, !24}
!29 = distinct !{!29, !18, !24, !23}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !18, !23, !24}
!32 = distinct !{!32, !18, !24, !23}
!33 = distinct !{!33, !18, !23, !24}
!34 = distinct !{!34, !18, !24, !23}
!35 = distinct !{!35, !18, !23, !24}
!36 = distinct !{!36, !18, !24, !23}
!37 = distinct !{!37, !18, !23, !24}
!38 = distinct !{!38, !18, !24, !23}
!39 = distinct !{!39, !18, !23, !24}
!40 = distinct !{!40, !18, !24, !23}
!41 = distinct !{!41, !18, !23, !24}
!42 = distinct !{!42, !18, !24, !23}
!43 = distinct !{!43, !18}
!44 = distinct !{!44, !18}
!45 = distinct !{!45, !18}
!46 = distinct !{!46, !18}
!47 = distinct !{!47, !18, !23, !24}
!48 = distinct !{!48, !18, !24, !23}
!49 = distinct !{!49, !18}
!50 = distinct !{!50, !18}
!51 = distinct !{!51, !18}
!52 = distinct !{!52, !18}
!53 = distinct !{!53, !18, !23, !24}
!54 = distinct !{!54, !18, !24, !23}
