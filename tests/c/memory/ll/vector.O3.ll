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

364:                                              ; preds = %1265
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

370:                                              ; preds = %287, %1265
  %371 = phi i1 [ true, %287 ], [ false, %1265 ]
  %372 = phi i64 [ 0, %287 ], [ 1, %1265 ]
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
  %403 = sext i32 %374 to i64
  %404 = shl nsw i64 %403, 3
  %405 = add nsw i64 %402, -1
  %406 = and i64 %402, 2147483646
  %407 = icmp eq i64 %406, %402
  %408 = and i64 %402, 1
  %409 = icmp eq i64 %405, 0
  %410 = and i64 %402, 2147483646
  %411 = icmp eq i64 %408, 0
  %412 = and i64 %402, 1
  %413 = icmp eq i64 %405, 0
  %414 = and i64 %402, 2147483646
  %415 = icmp eq i64 %412, 0
  br label %419

416:                                              ; preds = %620
  %417 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %418 = zext nneg i32 %417 to i64
  br label %664

419:                                              ; preds = %400, %620
  %420 = phi i64 [ 0, %400 ], [ %621, %620 ]
  %421 = getelementptr inbounds [5 x double], ptr %52, i64 0, i64 %420
  %422 = load double, ptr %421, align 8, !tbaa !9
  %423 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %420
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %31) #13
  br label %424

424:                                              ; preds = %424, %419
  %425 = phi i64 [ 0, %419 ], [ %434, %424 ]
  %426 = getelementptr inbounds double, ptr %45, i64 %425
  %427 = load <2 x double>, ptr %426, align 16, !tbaa !9
  %428 = getelementptr inbounds double, ptr %423, i64 %425
  %429 = load <2 x double>, ptr %428, align 8, !tbaa !9
  %430 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %429, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %427)
  %431 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %425
  store <2 x double> %430, ptr %431, align 16, !tbaa !9
  %432 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %429, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %427)
  %433 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 %425
  store <2 x double> %432, ptr %433, align 16, !tbaa !9
  %434 = add nuw i64 %425, 2
  %435 = icmp eq i64 %434, %406
  br i1 %435, label %436, label %424, !llvm.loop !22

436:                                              ; preds = %424
  br i1 %407, label %449, label %437

437:                                              ; preds = %436, %437
  %438 = phi i64 [ %447, %437 ], [ %406, %436 ]
  %439 = getelementptr inbounds double, ptr %45, i64 %438
  %440 = load double, ptr %439, align 8, !tbaa !9
  %441 = getelementptr inbounds double, ptr %423, i64 %438
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = call double @llvm.fmuladd.f64(double %442, double 0x3EB0C6F7A0B5ED8D, double %440)
  %444 = getelementptr inbounds [9 x double], ptr %30, i64 0, i64 %438
  store double %443, ptr %444, align 8, !tbaa !9
  %445 = call double @llvm.fmuladd.f64(double %442, double 0xBEB0C6F7A0B5ED8D, double %440)
  %446 = getelementptr inbounds [9 x double], ptr %31, i64 0, i64 %438
  store double %445, ptr %446, align 8, !tbaa !9
  %447 = add nuw nsw i64 %438, 1
  %448 = icmp eq i64 %447, %402
  br i1 %448, label %449, label %437, !llvm.loop !25

449:                                              ; preds = %437, %436
  %450 = call noalias ptr @malloc(i64 noundef %404) #14
  %451 = load double, ptr @counter, align 8, !tbaa !9
  %452 = fadd double %451, 1.000000e+00
  store double %452, ptr @counter, align 8, !tbaa !9
  br i1 %409, label %453, label %472

453:                                              ; preds = %472, %449
  %454 = phi double [ poison, %449 ], [ %499, %472 ]
  %455 = phi i64 [ 0, %449 ], [ %490, %472 ]
  %456 = phi double [ 1.000000e+00, %449 ], [ %499, %472 ]
  br i1 %411, label %470, label %457

457:                                              ; preds = %453
  %458 = getelementptr inbounds double, ptr %30, i64 %455
  %459 = load double, ptr %458, align 8, !tbaa !9
  %460 = add nuw nsw i64 %455, 1
  %461 = icmp eq i64 %460, %402
  %462 = and i64 %460, 4294967295
  %463 = select i1 %461, i64 0, i64 %462
  %464 = getelementptr inbounds double, ptr %30, i64 %463
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = fmul double %459, %465
  %467 = getelementptr inbounds double, ptr %450, i64 %455
  store double %466, ptr %467, align 8, !tbaa !9
  %468 = call double @llvm.fmuladd.f64(double %466, double 5.000000e-02, double 1.000000e+00)
  %469 = fmul double %456, %468
  br label %470

470:                                              ; preds = %453, %457
  %471 = phi double [ %454, %453 ], [ %469, %457 ]
  store double %471, ptr @scale, align 8, !tbaa !9
  br label %508

472:                                              ; preds = %449, %472
  %473 = phi i64 [ %490, %472 ], [ 0, %449 ]
  %474 = phi double [ %499, %472 ], [ 1.000000e+00, %449 ]
  %475 = phi i64 [ %500, %472 ], [ 0, %449 ]
  %476 = getelementptr inbounds double, ptr %30, i64 %473
  %477 = load double, ptr %476, align 16, !tbaa !9
  %478 = or disjoint i64 %473, 1
  %479 = icmp eq i64 %478, %402
  %480 = and i64 %478, 4294967295
  %481 = select i1 %479, i64 0, i64 %480
  %482 = getelementptr inbounds double, ptr %30, i64 %481
  %483 = load double, ptr %482, align 8, !tbaa !9
  %484 = fmul double %477, %483
  %485 = getelementptr inbounds double, ptr %450, i64 %473
  store double %484, ptr %485, align 8, !tbaa !9
  %486 = call double @llvm.fmuladd.f64(double %484, double 5.000000e-02, double 1.000000e+00)
  %487 = fmul double %474, %486
  %488 = getelementptr inbounds double, ptr %30, i64 %478
  %489 = load double, ptr %488, align 8, !tbaa !9
  %490 = add nuw nsw i64 %473, 2
  %491 = icmp eq i64 %490, %402
  %492 = and i64 %490, 4294967294
  %493 = select i1 %491, i64 0, i64 %492
  %494 = getelementptr inbounds double, ptr %30, i64 %493
  %495 = load double, ptr %494, align 16, !tbaa !9
  %496 = fmul double %489, %495
  %497 = getelementptr inbounds double, ptr %450, i64 %478
  store double %496, ptr %497, align 8, !tbaa !9
  %498 = call double @llvm.fmuladd.f64(double %496, double 5.000000e-02, double 1.000000e+00)
  %499 = fmul double %487, %498
  %500 = add i64 %475, 2
  %501 = icmp eq i64 %500, %410
  br i1 %501, label %453, label %472, !llvm.loop !26

502:                                              ; preds = %519
  %503 = load double, ptr @scale, align 8, !tbaa !9
  call void @free(ptr noundef nonnull %450) #13
  %504 = call fastcc double @pw(ptr noundef nonnull readonly %30, i32 noundef 4)
  %505 = call noalias ptr @malloc(i64 noundef %404) #14
  %506 = load double, ptr @counter, align 8, !tbaa !9
  %507 = fadd double %506, 1.000000e+00
  store double %507, ptr @counter, align 8, !tbaa !9
  br i1 %413, label %524, label %544

508:                                              ; preds = %519, %470
  %509 = phi i64 [ 0, %470 ], [ %522, %519 ]
  %510 = phi double [ 0.000000e+00, %470 ], [ %521, %519 ]
  %511 = getelementptr inbounds double, ptr %450, i64 %509
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = fcmp ogt double %512, 0.000000e+00
  br i1 %513, label %514, label %517

514:                                              ; preds = %508
  %515 = fadd double %512, 1.000000e+00
  %516 = call double @sqrt(double noundef %515) #13
  br label %519

517:                                              ; preds = %508
  %518 = call double @exp(double noundef %512) #13
  br label %519

519:                                              ; preds = %517, %514
  %520 = phi double [ %516, %514 ], [ %518, %517 ]
  %521 = fadd double %510, %520
  %522 = add nuw nsw i64 %509, 1
  %523 = icmp eq i64 %522, %402
  br i1 %523, label %502, label %508, !llvm.loop !27

524:                                              ; preds = %544, %502
  %525 = phi double [ poison, %502 ], [ %571, %544 ]
  %526 = phi i64 [ 0, %502 ], [ %562, %544 ]
  %527 = phi double [ 1.000000e+00, %502 ], [ %571, %544 ]
  br i1 %415, label %541, label %528

528:                                              ; preds = %524
  %529 = getelementptr inbounds double, ptr %31, i64 %526
  %530 = load double, ptr %529, align 8, !tbaa !9
  %531 = add nuw nsw i64 %526, 1
  %532 = icmp eq i64 %531, %402
  %533 = and i64 %531, 4294967295
  %534 = select i1 %532, i64 0, i64 %533
  %535 = getelementptr inbounds double, ptr %31, i64 %534
  %536 = load double, ptr %535, align 8, !tbaa !9
  %537 = fmul double %530, %536
  %538 = getelementptr inbounds double, ptr %505, i64 %526
  store double %537, ptr %538, align 8, !tbaa !9
  %539 = call double @llvm.fmuladd.f64(double %537, double 5.000000e-02, double 1.000000e+00)
  %540 = fmul double %527, %539
  br label %541

541:                                              ; preds = %524, %528
  %542 = phi double [ %525, %524 ], [ %540, %528 ]
  %543 = add nuw nsw i64 %420, %401
  store double %542, ptr @scale, align 8, !tbaa !9
  br label %587

544:                                              ; preds = %502, %544
  %545 = phi i64 [ %562, %544 ], [ 0, %502 ]
  %546 = phi double [ %571, %544 ], [ 1.000000e+00, %502 ]
  %547 = phi i64 [ %572, %544 ], [ 0, %502 ]
  %548 = getelementptr inbounds double, ptr %31, i64 %545
  %549 = load double, ptr %548, align 16, !tbaa !9
  %550 = or disjoint i64 %545, 1
  %551 = icmp eq i64 %550, %402
  %552 = and i64 %550, 4294967295
  %553 = select i1 %551, i64 0, i64 %552
  %554 = getelementptr inbounds double, ptr %31, i64 %553
  %555 = load double, ptr %554, align 8, !tbaa !9
  %556 = fmul double %549, %555
  %557 = getelementptr inbounds double, ptr %505, i64 %545
  store double %556, ptr %557, align 8, !tbaa !9
  %558 = call double @llvm.fmuladd.f64(double %556, double 5.000000e-02, double 1.000000e+00)
  %559 = fmul double %546, %558
  %560 = getelementptr inbounds double, ptr %31, i64 %550
  %561 = load double, ptr %560, align 8, !tbaa !9
  %562 = add nuw nsw i64 %545, 2
  %563 = icmp eq i64 %562, %402
  %564 = and i64 %562, 4294967294
  %565 = select i1 %563, i64 0, i64 %564
  %566 = getelementptr inbounds double, ptr %31, i64 %565
  %567 = load double, ptr %566, align 16, !tbaa !9
  %568 = fmul double %561, %567
  %569 = getelementptr inbounds double, ptr %505, i64 %550
  store double %568, ptr %569, align 8, !tbaa !9
  %570 = call double @llvm.fmuladd.f64(double %568, double 5.000000e-02, double 1.000000e+00)
  %571 = fmul double %559, %570
  %572 = add i64 %547, 2
  %573 = icmp eq i64 %572, %414
  br i1 %573, label %524, label %544, !llvm.loop !26

574:                                              ; preds = %598
  %575 = call double @llvm.fmuladd.f64(double %521, double %503, double %504)
  %576 = load double, ptr @scale, align 8, !tbaa !9
  call void @free(ptr noundef nonnull %505) #13
  %577 = call fastcc double @pw(ptr noundef nonnull readonly %31, i32 noundef 4)
  %578 = call double @llvm.fmuladd.f64(double %600, double %576, double %577)
  %579 = fsub double %575, %578
  %580 = fdiv double %579, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %31) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %30) #13
  %581 = call double @llvm.fabs.f64(double %580)
  %582 = fcmp ogt double %581, 1.000000e+00
  %583 = select i1 %582, double %581, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %422, ptr %29, align 8, !tbaa !9
  %584 = load volatile double, ptr %29, align 8, !tbaa !9
  %585 = call double @llvm.fabs.f64(double %584)
  %586 = fcmp ueq double %585, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %586, label %615, label %603

587:                                              ; preds = %598, %541
  %588 = phi i64 [ 0, %541 ], [ %601, %598 ]
  %589 = phi double [ 0.000000e+00, %541 ], [ %600, %598 ]
  %590 = getelementptr inbounds double, ptr %505, i64 %588
  %591 = load double, ptr %590, align 8, !tbaa !9
  %592 = fcmp ogt double %591, 0.000000e+00
  br i1 %592, label %593, label %596

593:                                              ; preds = %587
  %594 = fadd double %591, 1.000000e+00
  %595 = call double @sqrt(double noundef %594) #13
  br label %598

596:                                              ; preds = %587
  %597 = call double @exp(double noundef %591) #13
  br label %598

598:                                              ; preds = %596, %593
  %599 = phi double [ %595, %593 ], [ %597, %596 ]
  %600 = fadd double %589, %599
  %601 = add nuw nsw i64 %588, 1
  %602 = icmp eq i64 %601, %402
  br i1 %602, label %574, label %587, !llvm.loop !27

603:                                              ; preds = %574
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %580, ptr %28, align 8, !tbaa !9
  %604 = load volatile double, ptr %28, align 8, !tbaa !9
  %605 = call double @llvm.fabs.f64(double %604)
  %606 = fcmp ueq double %605, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %606, label %615, label %607

607:                                              ; preds = %603
  %608 = fsub double %422, %580
  %609 = call double @llvm.fabs.f64(double %608)
  %610 = fmul double %583, 0x3EB0C6F7A0B5ED8D
  %611 = fcmp ugt double %609, %610
  br i1 %611, label %615, label %612

612:                                              ; preds = %607
  %613 = trunc nuw nsw i64 %543 to i32
  %614 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %613, double noundef %422, double noundef %580, ptr noundef nonnull @.str.14)
  br label %620

615:                                              ; preds = %607, %603, %574
  %616 = trunc nuw nsw i64 %543 to i32
  %617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, i32 noundef %616, double noundef %422, double noundef %580, ptr noundef nonnull @.str.15)
  %618 = load i32, ptr @n_fail, align 4, !tbaa !11
  %619 = add nsw i32 %618, 1
  store i32 %619, ptr @n_fail, align 4, !tbaa !11
  br label %620

620:                                              ; preds = %612, %615
  %621 = add nuw nsw i64 %420, 1
  %622 = icmp eq i64 %621, 5
  br i1 %622, label %416, label %419, !llvm.loop !28

623:                                              ; preds = %693
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %53) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %54) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %47, ptr noundef nonnull align 16 dereferenceable(72) %45, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %53, ptr noundef nonnull align 16 dereferenceable(72) %46, i64 72, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %54, ptr noundef nonnull align 8 dereferenceable(72) %294, i64 72, i1 false)
  %624 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %625 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %626 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @fin, i32 noundef %624, i32 noundef 2, i32 noundef %625, ptr noundef nonnull %47, ptr noundef nonnull %53, ptr noundef nonnull %54, i32 noundef %626, i32 noundef %374) #13
  %627 = add nsw i32 %374, -1
  %628 = sext i32 %627 to i64
  %629 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %628
  %630 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %628
  %631 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %628
  %632 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %628
  %633 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %634 = zext nneg i32 %633 to i64
  %635 = add nsw i64 %402, -2
  %636 = and i64 %402, 2147483646
  %637 = icmp eq i64 %636, %402
  %638 = and i64 %402, 2147483644
  %639 = icmp eq i64 %638, %402
  %640 = and i64 %405, 1
  %641 = icmp eq i64 %635, 0
  %642 = and i64 %405, -2
  %643 = icmp eq i64 %640, 0
  %644 = and i64 %402, 2147483644
  %645 = icmp eq i64 %644, %402
  %646 = and i64 %405, 1
  %647 = icmp eq i64 %635, 0
  %648 = and i64 %405, -2
  %649 = icmp eq i64 %646, 0
  %650 = and i64 %402, 2147483646
  %651 = icmp eq i64 %650, %402
  %652 = and i64 %402, 2147483644
  %653 = icmp eq i64 %652, %402
  %654 = and i64 %405, 1
  %655 = icmp eq i64 %635, 0
  %656 = and i64 %405, -2
  %657 = icmp eq i64 %654, 0
  %658 = and i64 %402, 2147483644
  %659 = icmp eq i64 %658, %402
  %660 = and i64 %405, 1
  %661 = icmp eq i64 %635, 0
  %662 = and i64 %405, -2
  %663 = icmp eq i64 %660, 0
  br label %766

664:                                              ; preds = %416, %693
  %665 = phi i64 [ 0, %416 ], [ %694, %693 ]
  %666 = getelementptr inbounds [9 x double], ptr %292, i64 0, i64 %665
  %667 = load double, ptr %666, align 8, !tbaa !9
  %668 = getelementptr inbounds [9 x double], ptr %293, i64 0, i64 %665
  %669 = load double, ptr %668, align 8, !tbaa !9
  %670 = call double @llvm.fabs.f64(double %669)
  %671 = fcmp ogt double %670, 1.000000e+00
  %672 = select i1 %671, double %670, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %667, ptr %27, align 8, !tbaa !9
  %673 = load volatile double, ptr %27, align 8, !tbaa !9
  %674 = call double @llvm.fabs.f64(double %673)
  %675 = fcmp ueq double %674, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %675, label %688, label %676

676:                                              ; preds = %664
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %669, ptr %26, align 8, !tbaa !9
  %677 = load volatile double, ptr %26, align 8, !tbaa !9
  %678 = call double @llvm.fabs.f64(double %677)
  %679 = fcmp ueq double %678, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %679, label %688, label %680

680:                                              ; preds = %676
  %681 = fsub double %667, %669
  %682 = call double @llvm.fabs.f64(double %681)
  %683 = fmul double %672, 0.000000e+00
  %684 = fcmp ugt double %682, %683
  br i1 %684, label %688, label %685

685:                                              ; preds = %680
  %686 = trunc nuw nsw i64 %665 to i32
  %687 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %686, double noundef %667, double noundef %669, ptr noundef nonnull @.str.14)
  br label %693

688:                                              ; preds = %680, %676, %664
  %689 = trunc nuw nsw i64 %665 to i32
  %690 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, i32 noundef %689, double noundef %667, double noundef %669, ptr noundef nonnull @.str.15)
  %691 = load i32, ptr @n_fail, align 4, !tbaa !11
  %692 = add nsw i32 %691, 1
  store i32 %692, ptr @n_fail, align 4, !tbaa !11
  br label %693

693:                                              ; preds = %685, %688
  %694 = add nuw nsw i64 %665, 1
  %695 = icmp eq i64 %694, %418
  br i1 %695, label %623, label %664, !llvm.loop !29

696:                                              ; preds = %1111
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %55) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %55, ptr noundef nonnull align 16 dereferenceable(72) %45, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %25) #13
  %697 = and i64 %402, 2147483644
  br label %698

698:                                              ; preds = %698, %696
  %699 = phi i64 [ 0, %696 ], [ %708, %698 ]
  %700 = getelementptr inbounds double, ptr %55, i64 %699
  %701 = getelementptr inbounds i8, ptr %700, i64 16
  %702 = load <2 x double>, ptr %700, align 16, !tbaa !9
  %703 = load <2 x double>, ptr %701, align 16, !tbaa !9
  %704 = fmul <2 x double> %702, %702
  %705 = fmul <2 x double> %703, %703
  %706 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %699
  %707 = getelementptr inbounds i8, ptr %706, i64 16
  store <2 x double> %704, ptr %706, align 16, !tbaa !9
  store <2 x double> %705, ptr %707, align 16, !tbaa !9
  %708 = add nuw i64 %699, 4
  %709 = icmp eq i64 %708, %697
  br i1 %709, label %710, label %698, !llvm.loop !30

710:                                              ; preds = %698
  %711 = icmp eq i64 %697, %402
  br i1 %711, label %712, label %718

712:                                              ; preds = %718, %710
  %713 = load double, ptr %25, align 16, !tbaa !9
  %714 = and i64 %405, 1
  %715 = icmp eq i64 %635, 0
  br i1 %715, label %746, label %716

716:                                              ; preds = %712
  %717 = and i64 %405, -2
  br label %726

718:                                              ; preds = %710, %718
  %719 = phi i64 [ %724, %718 ], [ %697, %710 ]
  %720 = getelementptr inbounds double, ptr %55, i64 %719
  %721 = load double, ptr %720, align 8, !tbaa !9
  %722 = fmul double %721, %721
  %723 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %719
  store double %722, ptr %723, align 8, !tbaa !9
  %724 = add nuw nsw i64 %719, 1
  %725 = icmp eq i64 %724, %402
  br i1 %725, label %712, label %718, !llvm.loop !31

726:                                              ; preds = %726, %716
  %727 = phi double [ %713, %716 ], [ %740, %726 ]
  %728 = phi i64 [ 1, %716 ], [ %743, %726 ]
  %729 = phi i64 [ 0, %716 ], [ %744, %726 ]
  %730 = getelementptr inbounds double, ptr %55, i64 %728
  %731 = load double, ptr %730, align 8, !tbaa !9
  %732 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %728
  %733 = load double, ptr %732, align 8, !tbaa !9
  %734 = call double @cos(double noundef %733) #13
  %735 = call double @llvm.fmuladd.f64(double %731, double %727, double %734)
  store double %735, ptr %730, align 8, !tbaa !9
  %736 = add nuw nsw i64 %728, 1
  %737 = getelementptr inbounds double, ptr %55, i64 %736
  %738 = load double, ptr %737, align 8, !tbaa !9
  %739 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %736
  %740 = load double, ptr %739, align 8, !tbaa !9
  %741 = call double @cos(double noundef %740) #13
  %742 = call double @llvm.fmuladd.f64(double %738, double %733, double %741)
  store double %742, ptr %737, align 8, !tbaa !9
  %743 = add nuw nsw i64 %728, 2
  %744 = add i64 %729, 2
  %745 = icmp eq i64 %744, %717
  br i1 %745, label %746, label %726, !llvm.loop !32

746:                                              ; preds = %726, %712
  %747 = phi double [ %713, %712 ], [ %740, %726 ]
  %748 = phi i64 [ 1, %712 ], [ %743, %726 ]
  %749 = icmp eq i64 %714, 0
  br i1 %749, label %757, label %750

750:                                              ; preds = %746
  %751 = getelementptr inbounds double, ptr %55, i64 %748
  %752 = load double, ptr %751, align 8, !tbaa !9
  %753 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %748
  %754 = load double, ptr %753, align 8, !tbaa !9
  %755 = call double @cos(double noundef %754) #13
  %756 = call double @llvm.fmuladd.f64(double %752, double %747, double %755)
  store double %756, ptr %751, align 8, !tbaa !9
  br label %757

757:                                              ; preds = %746, %750
  %758 = add nsw i32 %374, -1
  %759 = sext i32 %758 to i64
  %760 = getelementptr inbounds [9 x double], ptr %25, i64 0, i64 %759
  %761 = load double, ptr %760, align 8, !tbaa !9
  %762 = fadd double %761, 1.000000e+00
  %763 = call double @sqrt(double noundef %762) #13
  store double %763, ptr %55, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %25) #13
  %764 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %765 = zext nneg i32 %764 to i64
  br label %1114

766:                                              ; preds = %623, %1111
  %767 = phi i64 [ 0, %623 ], [ %1112, %1111 ]
  %768 = getelementptr inbounds [9 x double], ptr %53, i64 0, i64 %767
  %769 = load double, ptr %768, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %24) #13
  br label %770

770:                                              ; preds = %770, %766
  %771 = phi i64 [ 0, %766 ], [ %780, %770 ]
  %772 = getelementptr inbounds double, ptr %45, i64 %771
  %773 = load <2 x double>, ptr %772, align 16, !tbaa !9
  %774 = getelementptr inbounds double, ptr %46, i64 %771
  %775 = load <2 x double>, ptr %774, align 16, !tbaa !9
  %776 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %775, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %773)
  %777 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %771
  store <2 x double> %776, ptr %777, align 16, !tbaa !9
  %778 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %775, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %773)
  %779 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %771
  store <2 x double> %778, ptr %779, align 16, !tbaa !9
  %780 = add nuw i64 %771, 2
  %781 = icmp eq i64 %780, %636
  br i1 %781, label %782, label %770, !llvm.loop !33

782:                                              ; preds = %770
  br i1 %637, label %795, label %783

783:                                              ; preds = %782, %783
  %784 = phi i64 [ %793, %783 ], [ %636, %782 ]
  %785 = getelementptr inbounds double, ptr %45, i64 %784
  %786 = load double, ptr %785, align 8, !tbaa !9
  %787 = getelementptr inbounds double, ptr %46, i64 %784
  %788 = load double, ptr %787, align 8, !tbaa !9
  %789 = call double @llvm.fmuladd.f64(double %788, double 0x3EB0C6F7A0B5ED8D, double %786)
  %790 = getelementptr inbounds [9 x double], ptr %23, i64 0, i64 %784
  store double %789, ptr %790, align 8, !tbaa !9
  %791 = call double @llvm.fmuladd.f64(double %788, double 0xBEB0C6F7A0B5ED8D, double %786)
  %792 = getelementptr inbounds [9 x double], ptr %24, i64 0, i64 %784
  store double %791, ptr %792, align 8, !tbaa !9
  %793 = add nuw nsw i64 %784, 1
  %794 = icmp eq i64 %793, %402
  br i1 %794, label %795, label %783, !llvm.loop !34

795:                                              ; preds = %783, %782
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull readonly align 16 %23, i64 %404, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #13
  br label %796

796:                                              ; preds = %796, %795
  %797 = phi i64 [ 0, %795 ], [ %806, %796 ]
  %798 = getelementptr inbounds double, ptr %8, i64 %797
  %799 = getelementptr inbounds i8, ptr %798, i64 16
  %800 = load <2 x double>, ptr %798, align 16, !tbaa !9
  %801 = load <2 x double>, ptr %799, align 16, !tbaa !9
  %802 = fmul <2 x double> %800, %800
  %803 = fmul <2 x double> %801, %801
  %804 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %797
  %805 = getelementptr inbounds i8, ptr %804, i64 16
  store <2 x double> %802, ptr %804, align 16, !tbaa !9
  store <2 x double> %803, ptr %805, align 16, !tbaa !9
  %806 = add nuw i64 %797, 4
  %807 = icmp eq i64 %806, %638
  br i1 %807, label %808, label %796, !llvm.loop !35

808:                                              ; preds = %796
  br i1 %639, label %809, label %811

809:                                              ; preds = %811, %808
  %810 = load double, ptr %7, align 16, !tbaa !9
  br i1 %641, label %839, label %819

811:                                              ; preds = %808, %811
  %812 = phi i64 [ %817, %811 ], [ %638, %808 ]
  %813 = getelementptr inbounds double, ptr %8, i64 %812
  %814 = load double, ptr %813, align 8, !tbaa !9
  %815 = fmul double %814, %814
  %816 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %812
  store double %815, ptr %816, align 8, !tbaa !9
  %817 = add nuw nsw i64 %812, 1
  %818 = icmp eq i64 %817, %402
  br i1 %818, label %809, label %811, !llvm.loop !36

819:                                              ; preds = %809, %819
  %820 = phi double [ %833, %819 ], [ %810, %809 ]
  %821 = phi i64 [ %836, %819 ], [ 1, %809 ]
  %822 = phi i64 [ %837, %819 ], [ 0, %809 ]
  %823 = getelementptr inbounds double, ptr %8, i64 %821
  %824 = load double, ptr %823, align 8, !tbaa !9
  %825 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %821
  %826 = load double, ptr %825, align 8, !tbaa !9
  %827 = call double @cos(double noundef %826) #13
  %828 = call double @llvm.fmuladd.f64(double %824, double %820, double %827)
  store double %828, ptr %823, align 8, !tbaa !9
  %829 = add nuw nsw i64 %821, 1
  %830 = getelementptr inbounds double, ptr %8, i64 %829
  %831 = load double, ptr %830, align 8, !tbaa !9
  %832 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %829
  %833 = load double, ptr %832, align 8, !tbaa !9
  %834 = call double @cos(double noundef %833) #13
  %835 = call double @llvm.fmuladd.f64(double %831, double %826, double %834)
  store double %835, ptr %830, align 8, !tbaa !9
  %836 = add nuw nsw i64 %821, 2
  %837 = add i64 %822, 2
  %838 = icmp eq i64 %837, %642
  br i1 %838, label %839, label %819, !llvm.loop !32

839:                                              ; preds = %819, %809
  %840 = phi double [ %810, %809 ], [ %833, %819 ]
  %841 = phi i64 [ 1, %809 ], [ %836, %819 ]
  br i1 %643, label %849, label %842

842:                                              ; preds = %839
  %843 = getelementptr inbounds double, ptr %8, i64 %841
  %844 = load double, ptr %843, align 8, !tbaa !9
  %845 = getelementptr inbounds [9 x double], ptr %7, i64 0, i64 %841
  %846 = load double, ptr %845, align 8, !tbaa !9
  %847 = call double @cos(double noundef %846) #13
  %848 = call double @llvm.fmuladd.f64(double %844, double %840, double %847)
  store double %848, ptr %843, align 8, !tbaa !9
  br label %849

849:                                              ; preds = %839, %842
  %850 = load double, ptr %629, align 8, !tbaa !9
  %851 = fadd double %850, 1.000000e+00
  %852 = call double @sqrt(double noundef %851) #13
  store double %852, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #13
  %853 = getelementptr inbounds [9 x double], ptr %8, i64 0, i64 %767
  %854 = load double, ptr %853, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull readonly align 16 %24, i64 %404, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #13
  br label %855

855:                                              ; preds = %855, %849
  %856 = phi i64 [ 0, %849 ], [ %865, %855 ]
  %857 = getelementptr inbounds double, ptr %10, i64 %856
  %858 = getelementptr inbounds i8, ptr %857, i64 16
  %859 = load <2 x double>, ptr %857, align 16, !tbaa !9
  %860 = load <2 x double>, ptr %858, align 16, !tbaa !9
  %861 = fmul <2 x double> %859, %859
  %862 = fmul <2 x double> %860, %860
  %863 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %856
  %864 = getelementptr inbounds i8, ptr %863, i64 16
  store <2 x double> %861, ptr %863, align 16, !tbaa !9
  store <2 x double> %862, ptr %864, align 16, !tbaa !9
  %865 = add nuw i64 %856, 4
  %866 = icmp eq i64 %865, %644
  br i1 %866, label %867, label %855, !llvm.loop !37

867:                                              ; preds = %855
  br i1 %645, label %868, label %870

868:                                              ; preds = %870, %867
  %869 = load double, ptr %9, align 16, !tbaa !9
  br i1 %647, label %898, label %878

870:                                              ; preds = %867, %870
  %871 = phi i64 [ %876, %870 ], [ %644, %867 ]
  %872 = getelementptr inbounds double, ptr %10, i64 %871
  %873 = load double, ptr %872, align 8, !tbaa !9
  %874 = fmul double %873, %873
  %875 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %871
  store double %874, ptr %875, align 8, !tbaa !9
  %876 = add nuw nsw i64 %871, 1
  %877 = icmp eq i64 %876, %402
  br i1 %877, label %868, label %870, !llvm.loop !38

878:                                              ; preds = %868, %878
  %879 = phi double [ %892, %878 ], [ %869, %868 ]
  %880 = phi i64 [ %895, %878 ], [ 1, %868 ]
  %881 = phi i64 [ %896, %878 ], [ 0, %868 ]
  %882 = getelementptr inbounds double, ptr %10, i64 %880
  %883 = load double, ptr %882, align 8, !tbaa !9
  %884 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %880
  %885 = load double, ptr %884, align 8, !tbaa !9
  %886 = call double @cos(double noundef %885) #13
  %887 = call double @llvm.fmuladd.f64(double %883, double %879, double %886)
  store double %887, ptr %882, align 8, !tbaa !9
  %888 = add nuw nsw i64 %880, 1
  %889 = getelementptr inbounds double, ptr %10, i64 %888
  %890 = load double, ptr %889, align 8, !tbaa !9
  %891 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %888
  %892 = load double, ptr %891, align 8, !tbaa !9
  %893 = call double @cos(double noundef %892) #13
  %894 = call double @llvm.fmuladd.f64(double %890, double %885, double %893)
  store double %894, ptr %889, align 8, !tbaa !9
  %895 = add nuw nsw i64 %880, 2
  %896 = add i64 %881, 2
  %897 = icmp eq i64 %896, %648
  br i1 %897, label %898, label %878, !llvm.loop !32

898:                                              ; preds = %878, %868
  %899 = phi double [ %869, %868 ], [ %892, %878 ]
  %900 = phi i64 [ 1, %868 ], [ %895, %878 ]
  br i1 %649, label %908, label %901

901:                                              ; preds = %898
  %902 = getelementptr inbounds double, ptr %10, i64 %900
  %903 = load double, ptr %902, align 8, !tbaa !9
  %904 = getelementptr inbounds [9 x double], ptr %9, i64 0, i64 %900
  %905 = load double, ptr %904, align 8, !tbaa !9
  %906 = call double @cos(double noundef %905) #13
  %907 = call double @llvm.fmuladd.f64(double %903, double %899, double %906)
  store double %907, ptr %902, align 8, !tbaa !9
  br label %908

908:                                              ; preds = %898, %901
  %909 = load double, ptr %630, align 8, !tbaa !9
  %910 = fadd double %909, 1.000000e+00
  %911 = call double @sqrt(double noundef %910) #13
  store double %911, ptr %10, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #13
  %912 = getelementptr inbounds [9 x double], ptr %10, i64 0, i64 %767
  %913 = load double, ptr %912, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #13
  %914 = fsub double %854, %913
  %915 = fdiv double %914, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %24) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %23) #13
  %916 = call double @llvm.fabs.f64(double %915)
  %917 = fcmp ogt double %916, 1.000000e+00
  %918 = select i1 %917, double %916, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %769, ptr %22, align 8, !tbaa !9
  %919 = load volatile double, ptr %22, align 8, !tbaa !9
  %920 = call double @llvm.fabs.f64(double %919)
  %921 = fcmp ueq double %920, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %921, label %934, label %922

922:                                              ; preds = %908
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %915, ptr %21, align 8, !tbaa !9
  %923 = load volatile double, ptr %21, align 8, !tbaa !9
  %924 = call double @llvm.fabs.f64(double %923)
  %925 = fcmp ueq double %924, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %925, label %934, label %926

926:                                              ; preds = %922
  %927 = fsub double %769, %915
  %928 = call double @llvm.fabs.f64(double %927)
  %929 = fmul double %918, 0x3EB0C6F7A0B5ED8D
  %930 = fcmp ugt double %928, %929
  br i1 %930, label %934, label %931

931:                                              ; preds = %926
  %932 = trunc nuw nsw i64 %767 to i32
  %933 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %932, double noundef %769, double noundef %915, ptr noundef nonnull @.str.14)
  br label %939

934:                                              ; preds = %926, %922, %908
  %935 = trunc nuw nsw i64 %767 to i32
  %936 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, i32 noundef %935, double noundef %769, double noundef %915, ptr noundef nonnull @.str.15)
  %937 = load i32, ptr @n_fail, align 4, !tbaa !11
  %938 = add nsw i32 %937, 1
  store i32 %938, ptr @n_fail, align 4, !tbaa !11
  br label %939

939:                                              ; preds = %931, %934
  %940 = getelementptr inbounds [9 x double], ptr %54, i64 0, i64 %767
  %941 = load double, ptr %940, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #13
  br label %942

942:                                              ; preds = %942, %939
  %943 = phi i64 [ 0, %939 ], [ %952, %942 ]
  %944 = getelementptr inbounds double, ptr %45, i64 %943
  %945 = load <2 x double>, ptr %944, align 16, !tbaa !9
  %946 = getelementptr inbounds double, ptr %294, i64 %943
  %947 = load <2 x double>, ptr %946, align 8, !tbaa !9
  %948 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %947, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %945)
  %949 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %943
  store <2 x double> %948, ptr %949, align 16, !tbaa !9
  %950 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %947, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %945)
  %951 = getelementptr inbounds [9 x double], ptr %20, i64 0, i64 %943
  store <2 x double> %950, ptr %951, align 16, !tbaa !9
  %952 = add nuw i64 %943, 2
  %953 = icmp eq i64 %952, %650
  br i1 %953, label %954, label %942, !llvm.loop !39

954:                                              ; preds = %942
  br i1 %651, label %967, label %955

955:                                              ; preds = %954, %955
  %956 = phi i64 [ %965, %955 ], [ %650, %954 ]
  %957 = getelementptr inbounds double, ptr %45, i64 %956
  %958 = load double, ptr %957, align 8, !tbaa !9
  %959 = getelementptr inbounds double, ptr %294, i64 %956
  %960 = load double, ptr %959, align 8, !tbaa !9
  %961 = call double @llvm.fmuladd.f64(double %960, double 0x3EB0C6F7A0B5ED8D, double %958)
  %962 = getelementptr inbounds [9 x double], ptr %19, i64 0, i64 %956
  store double %961, ptr %962, align 8, !tbaa !9
  %963 = call double @llvm.fmuladd.f64(double %960, double 0xBEB0C6F7A0B5ED8D, double %958)
  %964 = getelementptr inbounds [9 x double], ptr %20, i64 0, i64 %956
  store double %963, ptr %964, align 8, !tbaa !9
  %965 = add nuw nsw i64 %956, 1
  %966 = icmp eq i64 %965, %402
  br i1 %966, label %967, label %955, !llvm.loop !40

967:                                              ; preds = %955, %954
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %19, i64 %404, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  br label %968

968:                                              ; preds = %968, %967
  %969 = phi i64 [ 0, %967 ], [ %978, %968 ]
  %970 = getelementptr inbounds double, ptr %4, i64 %969
  %971 = getelementptr inbounds i8, ptr %970, i64 16
  %972 = load <2 x double>, ptr %970, align 16, !tbaa !9
  %973 = load <2 x double>, ptr %971, align 16, !tbaa !9
  %974 = fmul <2 x double> %972, %972
  %975 = fmul <2 x double> %973, %973
  %976 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %969
  %977 = getelementptr inbounds i8, ptr %976, i64 16
  store <2 x double> %974, ptr %976, align 16, !tbaa !9
  store <2 x double> %975, ptr %977, align 16, !tbaa !9
  %978 = add nuw i64 %969, 4
  %979 = icmp eq i64 %978, %652
  br i1 %979, label %980, label %968, !llvm.loop !41

980:                                              ; preds = %968
  br i1 %653, label %981, label %983

981:                                              ; preds = %983, %980
  %982 = load double, ptr %3, align 16, !tbaa !9
  br i1 %655, label %1011, label %991

983:                                              ; preds = %980, %983
  %984 = phi i64 [ %989, %983 ], [ %652, %980 ]
  %985 = getelementptr inbounds double, ptr %4, i64 %984
  %986 = load double, ptr %985, align 8, !tbaa !9
  %987 = fmul double %986, %986
  %988 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %984
  store double %987, ptr %988, align 8, !tbaa !9
  %989 = add nuw nsw i64 %984, 1
  %990 = icmp eq i64 %989, %402
  br i1 %990, label %981, label %983, !llvm.loop !42

991:                                              ; preds = %981, %991
  %992 = phi double [ %1005, %991 ], [ %982, %981 ]
  %993 = phi i64 [ %1008, %991 ], [ 1, %981 ]
  %994 = phi i64 [ %1009, %991 ], [ 0, %981 ]
  %995 = getelementptr inbounds double, ptr %4, i64 %993
  %996 = load double, ptr %995, align 8, !tbaa !9
  %997 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %993
  %998 = load double, ptr %997, align 8, !tbaa !9
  %999 = call double @cos(double noundef %998) #13
  %1000 = call double @llvm.fmuladd.f64(double %996, double %992, double %999)
  store double %1000, ptr %995, align 8, !tbaa !9
  %1001 = add nuw nsw i64 %993, 1
  %1002 = getelementptr inbounds double, ptr %4, i64 %1001
  %1003 = load double, ptr %1002, align 8, !tbaa !9
  %1004 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %1001
  %1005 = load double, ptr %1004, align 8, !tbaa !9
  %1006 = call double @cos(double noundef %1005) #13
  %1007 = call double @llvm.fmuladd.f64(double %1003, double %998, double %1006)
  store double %1007, ptr %1002, align 8, !tbaa !9
  %1008 = add nuw nsw i64 %993, 2
  %1009 = add i64 %994, 2
  %1010 = icmp eq i64 %1009, %656
  br i1 %1010, label %1011, label %991, !llvm.loop !32

1011:                                             ; preds = %991, %981
  %1012 = phi double [ %982, %981 ], [ %1005, %991 ]
  %1013 = phi i64 [ 1, %981 ], [ %1008, %991 ]
  br i1 %657, label %1021, label %1014

1014:                                             ; preds = %1011
  %1015 = getelementptr inbounds double, ptr %4, i64 %1013
  %1016 = load double, ptr %1015, align 8, !tbaa !9
  %1017 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %1013
  %1018 = load double, ptr %1017, align 8, !tbaa !9
  %1019 = call double @cos(double noundef %1018) #13
  %1020 = call double @llvm.fmuladd.f64(double %1016, double %1012, double %1019)
  store double %1020, ptr %1015, align 8, !tbaa !9
  br label %1021

1021:                                             ; preds = %1011, %1014
  %1022 = load double, ptr %631, align 8, !tbaa !9
  %1023 = fadd double %1022, 1.000000e+00
  %1024 = call double @sqrt(double noundef %1023) #13
  store double %1024, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  %1025 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %767
  %1026 = load double, ptr %1025, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %20, i64 %404, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #13
  br label %1027

1027:                                             ; preds = %1027, %1021
  %1028 = phi i64 [ 0, %1021 ], [ %1037, %1027 ]
  %1029 = getelementptr inbounds double, ptr %6, i64 %1028
  %1030 = getelementptr inbounds i8, ptr %1029, i64 16
  %1031 = load <2 x double>, ptr %1029, align 16, !tbaa !9
  %1032 = load <2 x double>, ptr %1030, align 16, !tbaa !9
  %1033 = fmul <2 x double> %1031, %1031
  %1034 = fmul <2 x double> %1032, %1032
  %1035 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1028
  %1036 = getelementptr inbounds i8, ptr %1035, i64 16
  store <2 x double> %1033, ptr %1035, align 16, !tbaa !9
  store <2 x double> %1034, ptr %1036, align 16, !tbaa !9
  %1037 = add nuw i64 %1028, 4
  %1038 = icmp eq i64 %1037, %658
  br i1 %1038, label %1039, label %1027, !llvm.loop !43

1039:                                             ; preds = %1027
  br i1 %659, label %1040, label %1042

1040:                                             ; preds = %1042, %1039
  %1041 = load double, ptr %5, align 16, !tbaa !9
  br i1 %661, label %1070, label %1050

1042:                                             ; preds = %1039, %1042
  %1043 = phi i64 [ %1048, %1042 ], [ %658, %1039 ]
  %1044 = getelementptr inbounds double, ptr %6, i64 %1043
  %1045 = load double, ptr %1044, align 8, !tbaa !9
  %1046 = fmul double %1045, %1045
  %1047 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1043
  store double %1046, ptr %1047, align 8, !tbaa !9
  %1048 = add nuw nsw i64 %1043, 1
  %1049 = icmp eq i64 %1048, %402
  br i1 %1049, label %1040, label %1042, !llvm.loop !44

1050:                                             ; preds = %1040, %1050
  %1051 = phi double [ %1064, %1050 ], [ %1041, %1040 ]
  %1052 = phi i64 [ %1067, %1050 ], [ 1, %1040 ]
  %1053 = phi i64 [ %1068, %1050 ], [ 0, %1040 ]
  %1054 = getelementptr inbounds double, ptr %6, i64 %1052
  %1055 = load double, ptr %1054, align 8, !tbaa !9
  %1056 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1052
  %1057 = load double, ptr %1056, align 8, !tbaa !9
  %1058 = call double @cos(double noundef %1057) #13
  %1059 = call double @llvm.fmuladd.f64(double %1055, double %1051, double %1058)
  store double %1059, ptr %1054, align 8, !tbaa !9
  %1060 = add nuw nsw i64 %1052, 1
  %1061 = getelementptr inbounds double, ptr %6, i64 %1060
  %1062 = load double, ptr %1061, align 8, !tbaa !9
  %1063 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1060
  %1064 = load double, ptr %1063, align 8, !tbaa !9
  %1065 = call double @cos(double noundef %1064) #13
  %1066 = call double @llvm.fmuladd.f64(double %1062, double %1057, double %1065)
  store double %1066, ptr %1061, align 8, !tbaa !9
  %1067 = add nuw nsw i64 %1052, 2
  %1068 = add i64 %1053, 2
  %1069 = icmp eq i64 %1068, %662
  br i1 %1069, label %1070, label %1050, !llvm.loop !32

1070:                                             ; preds = %1050, %1040
  %1071 = phi double [ %1041, %1040 ], [ %1064, %1050 ]
  %1072 = phi i64 [ 1, %1040 ], [ %1067, %1050 ]
  br i1 %663, label %1080, label %1073

1073:                                             ; preds = %1070
  %1074 = getelementptr inbounds double, ptr %6, i64 %1072
  %1075 = load double, ptr %1074, align 8, !tbaa !9
  %1076 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %1072
  %1077 = load double, ptr %1076, align 8, !tbaa !9
  %1078 = call double @cos(double noundef %1077) #13
  %1079 = call double @llvm.fmuladd.f64(double %1075, double %1071, double %1078)
  store double %1079, ptr %1074, align 8, !tbaa !9
  br label %1080

1080:                                             ; preds = %1070, %1073
  %1081 = load double, ptr %632, align 8, !tbaa !9
  %1082 = fadd double %1081, 1.000000e+00
  %1083 = call double @sqrt(double noundef %1082) #13
  store double %1083, ptr %6, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #13
  %1084 = getelementptr inbounds [9 x double], ptr %6, i64 0, i64 %767
  %1085 = load double, ptr %1084, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #13
  %1086 = fsub double %1026, %1085
  %1087 = fdiv double %1086, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %19) #13
  %1088 = call double @llvm.fabs.f64(double %1087)
  %1089 = fcmp ogt double %1088, 1.000000e+00
  %1090 = select i1 %1089, double %1088, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %941, ptr %18, align 8, !tbaa !9
  %1091 = load volatile double, ptr %18, align 8, !tbaa !9
  %1092 = call double @llvm.fabs.f64(double %1091)
  %1093 = fcmp ueq double %1092, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %1093, label %1106, label %1094

1094:                                             ; preds = %1080
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %1087, ptr %17, align 8, !tbaa !9
  %1095 = load volatile double, ptr %17, align 8, !tbaa !9
  %1096 = call double @llvm.fabs.f64(double %1095)
  %1097 = fcmp ueq double %1096, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %1097, label %1106, label %1098

1098:                                             ; preds = %1094
  %1099 = fsub double %941, %1087
  %1100 = call double @llvm.fabs.f64(double %1099)
  %1101 = fmul double %1090, 0x3EB0C6F7A0B5ED8D
  %1102 = fcmp ugt double %1100, %1101
  br i1 %1102, label %1106, label %1103

1103:                                             ; preds = %1098
  %1104 = trunc nuw nsw i64 %767 to i32
  %1105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %1104, double noundef %941, double noundef %1087, ptr noundef nonnull @.str.14)
  br label %1111

1106:                                             ; preds = %1098, %1094, %1080
  %1107 = trunc nuw nsw i64 %767 to i32
  %1108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %1107, double noundef %941, double noundef %1087, ptr noundef nonnull @.str.15)
  %1109 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1110 = add nsw i32 %1109, 1
  store i32 %1110, ptr @n_fail, align 4, !tbaa !11
  br label %1111

1111:                                             ; preds = %1103, %1106
  %1112 = add nuw nsw i64 %767, 1
  %1113 = icmp eq i64 %1112, %634
  br i1 %1113, label %696, label %766, !llvm.loop !45

1114:                                             ; preds = %757, %1143
  %1115 = phi i64 [ 0, %757 ], [ %1144, %1143 ]
  %1116 = getelementptr inbounds [9 x double], ptr %47, i64 0, i64 %1115
  %1117 = load double, ptr %1116, align 8, !tbaa !9
  %1118 = getelementptr inbounds [9 x double], ptr %55, i64 0, i64 %1115
  %1119 = load double, ptr %1118, align 8, !tbaa !9
  %1120 = call double @llvm.fabs.f64(double %1119)
  %1121 = fcmp ogt double %1120, 1.000000e+00
  %1122 = select i1 %1121, double %1120, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %1117, ptr %16, align 8, !tbaa !9
  %1123 = load volatile double, ptr %16, align 8, !tbaa !9
  %1124 = call double @llvm.fabs.f64(double %1123)
  %1125 = fcmp ueq double %1124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %1125, label %1138, label %1126

1126:                                             ; preds = %1114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %1119, ptr %15, align 8, !tbaa !9
  %1127 = load volatile double, ptr %15, align 8, !tbaa !9
  %1128 = call double @llvm.fabs.f64(double %1127)
  %1129 = fcmp ueq double %1128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %1129, label %1138, label %1130

1130:                                             ; preds = %1126
  %1131 = fsub double %1117, %1119
  %1132 = call double @llvm.fabs.f64(double %1131)
  %1133 = fmul double %1122, 0x3D719799812DEA11
  %1134 = fcmp ugt double %1132, %1133
  br i1 %1134, label %1138, label %1135

1135:                                             ; preds = %1130
  %1136 = trunc nuw nsw i64 %1115 to i32
  %1137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %1136, double noundef %1117, double noundef %1119, ptr noundef nonnull @.str.14)
  br label %1143

1138:                                             ; preds = %1130, %1126, %1114
  %1139 = trunc nuw nsw i64 %1115 to i32
  %1140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.10, i32 noundef %1139, double noundef %1117, double noundef %1119, ptr noundef nonnull @.str.15)
  %1141 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1142 = add nsw i32 %1141, 1
  store i32 %1142, ptr @n_fail, align 4, !tbaa !11
  br label %1143

1143:                                             ; preds = %1135, %1138
  %1144 = add nuw nsw i64 %1115, 1
  %1145 = icmp eq i64 %1144, %765
  br i1 %1145, label %1146, label %1114, !llvm.loop !46

1146:                                             ; preds = %1143
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
  %1147 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %1148 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %1149 = load i32, ptr @enzyme_dupnoneedv, align 4, !tbaa !11
  %1150 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @fv, i32 noundef %1147, i32 noundef 3, i32 noundef %1148, i64 noundef 72, ptr noundef nonnull %45, ptr noundef nonnull %46, i32 noundef %1149, i64 noundef 72, ptr noundef nonnull %49, ptr noundef nonnull %50, i32 noundef %1150, i32 noundef %374) #13
  %1151 = call i32 @llvm.smax.i32(i32 %374, i32 1)
  %1152 = zext nneg i32 %1151 to i64
  %1153 = and i64 %402, 2147483646
  %1154 = icmp eq i64 %1153, %402
  br label %1155

1155:                                             ; preds = %1146, %1262
  %1156 = phi i64 [ 0, %1146 ], [ %1263, %1262 ]
  %1157 = mul nuw nsw i64 %1156, 100
  %1158 = getelementptr inbounds [5 x [9 x double]], ptr %46, i64 0, i64 %1156
  br label %1159

1159:                                             ; preds = %1155, %1259
  %1160 = phi i64 [ 0, %1155 ], [ %1260, %1259 ]
  %1161 = getelementptr inbounds [3 x [9 x double]], ptr %50, i64 0, i64 %1156, i64 %1160
  %1162 = load double, ptr %1161, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %14) #13
  br label %1163

1163:                                             ; preds = %1163, %1159
  %1164 = phi i64 [ 0, %1159 ], [ %1173, %1163 ]
  %1165 = getelementptr inbounds double, ptr %45, i64 %1164
  %1166 = load <2 x double>, ptr %1165, align 16, !tbaa !9
  %1167 = getelementptr inbounds double, ptr %1158, i64 %1164
  %1168 = load <2 x double>, ptr %1167, align 8, !tbaa !9
  %1169 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1168, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %1166)
  %1170 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %1164
  store <2 x double> %1169, ptr %1170, align 16, !tbaa !9
  %1171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1168, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %1166)
  %1172 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %1164
  store <2 x double> %1171, ptr %1172, align 16, !tbaa !9
  %1173 = add nuw i64 %1164, 2
  %1174 = icmp eq i64 %1173, %1153
  br i1 %1174, label %1175, label %1163, !llvm.loop !47

1175:                                             ; preds = %1163
  br i1 %1154, label %1188, label %1176

1176:                                             ; preds = %1175, %1176
  %1177 = phi i64 [ %1186, %1176 ], [ %1153, %1175 ]
  %1178 = getelementptr inbounds double, ptr %45, i64 %1177
  %1179 = load double, ptr %1178, align 8, !tbaa !9
  %1180 = getelementptr inbounds double, ptr %1158, i64 %1177
  %1181 = load double, ptr %1180, align 8, !tbaa !9
  %1182 = call double @llvm.fmuladd.f64(double %1181, double 0x3EB0C6F7A0B5ED8D, double %1179)
  %1183 = getelementptr inbounds [9 x double], ptr %13, i64 0, i64 %1177
  store double %1182, ptr %1183, align 8, !tbaa !9
  %1184 = call double @llvm.fmuladd.f64(double %1181, double 0xBEB0C6F7A0B5ED8D, double %1179)
  %1185 = getelementptr inbounds [9 x double], ptr %14, i64 0, i64 %1177
  store double %1184, ptr %1185, align 8, !tbaa !9
  %1186 = add nuw nsw i64 %1177, 1
  %1187 = icmp eq i64 %1186, %402
  br i1 %1187, label %1188, label %1176, !llvm.loop !48

1188:                                             ; preds = %1176, %1175
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #13
  br label %1189

1189:                                             ; preds = %1189, %1188
  %1190 = phi i64 [ 0, %1188 ], [ %1206, %1189 ]
  %1191 = getelementptr inbounds double, ptr %13, i64 %1190
  %1192 = load double, ptr %1191, align 8, !tbaa !9
  %1193 = fmul double %1192, 5.000000e-01
  %1194 = call double @exp(double noundef %1193) #13
  %1195 = trunc i64 %1190 to i32
  %1196 = add i32 %1195, 2
  %1197 = urem i32 %1196, %374
  %1198 = zext nneg i32 %1197 to i64
  %1199 = getelementptr inbounds double, ptr %13, i64 %1198
  %1200 = load double, ptr %1199, align 8, !tbaa !9
  %1201 = call fastcc double @pw(ptr noundef nonnull readonly %13, i32 noundef 2)
  %1202 = fmul double %1192, -3.000000e-01
  %1203 = fmul double %1202, %1201
  %1204 = call double @llvm.fmuladd.f64(double %1194, double %1200, double %1203)
  %1205 = getelementptr inbounds double, ptr %1, i64 %1190
  store double %1204, ptr %1205, align 8, !tbaa !9
  %1206 = add nuw nsw i64 %1190, 1
  %1207 = icmp eq i64 %1206, %402
  br i1 %1207, label %1208, label %1189, !llvm.loop !49

1208:                                             ; preds = %1189
  %1209 = getelementptr inbounds [9 x double], ptr %1, i64 0, i64 %1160
  %1210 = load double, ptr %1209, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #13
  br label %1211

1211:                                             ; preds = %1211, %1208
  %1212 = phi i64 [ 0, %1208 ], [ %1228, %1211 ]
  %1213 = getelementptr inbounds double, ptr %14, i64 %1212
  %1214 = load double, ptr %1213, align 8, !tbaa !9
  %1215 = fmul double %1214, 5.000000e-01
  %1216 = call double @exp(double noundef %1215) #13
  %1217 = trunc i64 %1212 to i32
  %1218 = add i32 %1217, 2
  %1219 = urem i32 %1218, %374
  %1220 = zext nneg i32 %1219 to i64
  %1221 = getelementptr inbounds double, ptr %14, i64 %1220
  %1222 = load double, ptr %1221, align 8, !tbaa !9
  %1223 = call fastcc double @pw(ptr noundef nonnull readonly %14, i32 noundef 2)
  %1224 = fmul double %1214, -3.000000e-01
  %1225 = fmul double %1224, %1223
  %1226 = call double @llvm.fmuladd.f64(double %1216, double %1222, double %1225)
  %1227 = getelementptr inbounds double, ptr %2, i64 %1212
  store double %1226, ptr %1227, align 8, !tbaa !9
  %1228 = add nuw nsw i64 %1212, 1
  %1229 = icmp eq i64 %1228, %402
  br i1 %1229, label %1230, label %1211, !llvm.loop !49

1230:                                             ; preds = %1211
  %1231 = add nuw nsw i64 %1160, %1157
  %1232 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %1160
  %1233 = load double, ptr %1232, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #13
  %1234 = fsub double %1210, %1233
  %1235 = fdiv double %1234, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #13
  %1236 = call double @llvm.fabs.f64(double %1235)
  %1237 = fcmp ogt double %1236, 1.000000e+00
  %1238 = select i1 %1237, double %1236, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %1162, ptr %12, align 8, !tbaa !9
  %1239 = load volatile double, ptr %12, align 8, !tbaa !9
  %1240 = call double @llvm.fabs.f64(double %1239)
  %1241 = fcmp ueq double %1240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %1241, label %1254, label %1242

1242:                                             ; preds = %1230
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %1235, ptr %11, align 8, !tbaa !9
  %1243 = load volatile double, ptr %11, align 8, !tbaa !9
  %1244 = call double @llvm.fabs.f64(double %1243)
  %1245 = fcmp ueq double %1244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %1245, label %1254, label %1246

1246:                                             ; preds = %1242
  %1247 = fsub double %1162, %1235
  %1248 = call double @llvm.fabs.f64(double %1247)
  %1249 = fmul double %1238, 0x3EB0C6F7A0B5ED8D
  %1250 = fcmp ugt double %1248, %1249
  br i1 %1250, label %1254, label %1251

1251:                                             ; preds = %1246
  %1252 = trunc nuw i64 %1231 to i32
  %1253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %1252, double noundef %1162, double noundef %1235, ptr noundef nonnull @.str.14)
  br label %1259

1254:                                             ; preds = %1246, %1242, %1230
  %1255 = trunc nuw i64 %1231 to i32
  %1256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, i32 noundef %1255, double noundef %1162, double noundef %1235, ptr noundef nonnull @.str.15)
  %1257 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1258 = add nsw i32 %1257, 1
  store i32 %1258, ptr @n_fail, align 4, !tbaa !11
  br label %1259

1259:                                             ; preds = %1254, %1251
  %1260 = add nuw nsw i64 %1160, 1
  %1261 = icmp eq i64 %1260, %1152
  br i1 %1261, label %1262, label %1159, !llvm.loop !50

1262:                                             ; preds = %1259
  %1263 = add nuw nsw i64 %1156, 1
  %1264 = icmp eq i64 %1263, 3
  br i1 %1264, label %1265, label %1155, !llvm.loop !51

1265:                                             ; preds = %1262
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %55) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %54) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %53) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52) #13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %51) #13
  br i1 %371, label %370, label %364, !llvm.loop !52
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
  br i1 %66, label %15, label %37, !llvm.loop !26

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
  br i1 %89, label %67, label %74, !llvm.loop !27
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
  br i1 %80, label %43, label %61, !llvm.loop !32
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
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18, !23, !24}
!31 = distinct !{!31, !18, !24, !23}
!32 = distinct !{!32, !18}
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
!43 = distinct !{!43, !18, !23, !24}
!44 = distinct !{!44, !18, !24, !23}
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
