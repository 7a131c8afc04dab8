; ModuleID = 'myalloc.c'
source_filename = "myalloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 12, i32 5, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"temp.dx\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"temp.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"temp.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"accum.dx\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"accum.fwd\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"accum.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"myalloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [12 x double], align 16
  %10 = alloca [12 x double], align 16
  %11 = alloca [12 x double], align 16
  %12 = alloca %struct.Ctx, align 4
  %13 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %11) #15
  %14 = load i64, ptr @rng_state, align 8, !tbaa !5
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = mul i64 %18, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <4 x i64> poison, i64 %16, i64 0
  %24 = insertelement <4 x i64> %23, i64 %18, i64 1
  %25 = insertelement <4 x i64> %24, i64 %20, i64 2
  %26 = insertelement <4 x i64> %25, i64 %22, i64 3
  %27 = lshr <4 x i64> %26, <i64 10, i64 10, i64 10, i64 10>
  %28 = and <4 x i64> %27, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %29 = uitofp nneg <4 x i64> %28 to <4 x double>
  %30 = fmul fast <4 x double> %29, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %31 = fadd fast <4 x double> %30, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %31, ptr %9, align 16, !tbaa !9
  %32 = mul i64 %22, 6364136223846793005
  %33 = getelementptr inbounds i8, ptr %9, i64 32
  %34 = add i64 %32, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = insertelement <4 x i64> poison, i64 %34, i64 0
  %42 = insertelement <4 x i64> %41, i64 %36, i64 1
  %43 = insertelement <4 x i64> %42, i64 %38, i64 2
  %44 = insertelement <4 x i64> %43, i64 %40, i64 3
  %45 = lshr <4 x i64> %44, <i64 10, i64 10, i64 10, i64 10>
  %46 = and <4 x i64> %45, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %47 = uitofp nneg <4 x i64> %46 to <4 x double>
  %48 = fmul fast <4 x double> %47, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %49 = fadd fast <4 x double> %48, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %49, ptr %33, align 16, !tbaa !9
  %50 = mul i64 %40, 6364136223846793005
  %51 = getelementptr inbounds i8, ptr %9, i64 64
  %52 = add i64 %50, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = mul i64 %54, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = mul i64 %56, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = insertelement <4 x i64> poison, i64 %52, i64 0
  %60 = insertelement <4 x i64> %59, i64 %54, i64 1
  %61 = insertelement <4 x i64> %60, i64 %56, i64 2
  %62 = insertelement <4 x i64> %61, i64 %58, i64 3
  %63 = lshr <4 x i64> %62, <i64 10, i64 10, i64 10, i64 10>
  %64 = and <4 x i64> %63, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %65 = uitofp nneg <4 x i64> %64 to <4 x double>
  %66 = fmul fast <4 x double> %65, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %67 = fadd fast <4 x double> %66, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %67, ptr %51, align 16, !tbaa !9
  %68 = mul i64 %58, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = mul i64 %71, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = mul i64 %73, 6364136223846793005
  %75 = add i64 %74, 1442695040888963407
  %76 = insertelement <4 x i64> poison, i64 %69, i64 0
  %77 = insertelement <4 x i64> %76, i64 %71, i64 1
  %78 = insertelement <4 x i64> %77, i64 %73, i64 2
  %79 = insertelement <4 x i64> %78, i64 %75, i64 3
  %80 = lshr <4 x i64> %79, <i64 10, i64 10, i64 10, i64 10>
  %81 = and <4 x i64> %80, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %82 = uitofp nneg <4 x i64> %81 to <4 x double>
  %83 = fmul fast <4 x double> %82, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %84 = fadd fast <4 x double> %83, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %84, ptr %11, align 16, !tbaa !9
  %85 = mul i64 %75, 6364136223846793005
  %86 = getelementptr inbounds i8, ptr %11, i64 32
  %87 = add i64 %85, 1442695040888963407
  %88 = mul i64 %87, 6364136223846793005
  %89 = add i64 %88, 1442695040888963407
  %90 = mul i64 %89, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = mul i64 %91, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = insertelement <4 x i64> poison, i64 %87, i64 0
  %95 = insertelement <4 x i64> %94, i64 %89, i64 1
  %96 = insertelement <4 x i64> %95, i64 %91, i64 2
  %97 = insertelement <4 x i64> %96, i64 %93, i64 3
  %98 = lshr <4 x i64> %97, <i64 10, i64 10, i64 10, i64 10>
  %99 = and <4 x i64> %98, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %100 = uitofp nneg <4 x i64> %99 to <4 x double>
  %101 = fmul fast <4 x double> %100, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %102 = fadd fast <4 x double> %101, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %102, ptr %86, align 16, !tbaa !9
  %103 = mul i64 %93, 6364136223846793005
  %104 = getelementptr inbounds i8, ptr %11, i64 64
  %105 = add i64 %103, 1442695040888963407
  %106 = mul i64 %105, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = mul i64 %107, 6364136223846793005
  %109 = add i64 %108, 1442695040888963407
  %110 = mul i64 %109, 6364136223846793005
  %111 = add i64 %110, 1442695040888963407
  %112 = insertelement <4 x i64> poison, i64 %105, i64 0
  %113 = insertelement <4 x i64> %112, i64 %107, i64 1
  %114 = insertelement <4 x i64> %113, i64 %109, i64 2
  %115 = insertelement <4 x i64> %114, i64 %111, i64 3
  %116 = lshr <4 x i64> %115, <i64 10, i64 10, i64 10, i64 10>
  %117 = and <4 x i64> %116, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %118 = uitofp nneg <4 x i64> %117 to <4 x double>
  %119 = fmul fast <4 x double> %118, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %120 = fadd fast <4 x double> %119, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %120, ptr %104, align 16, !tbaa !9
  store i64 %111, ptr @rng_state, align 8, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %12, i64 4
  br label %124

122:                                              ; preds = %245
  %123 = getelementptr inbounds i8, ptr %13, i64 4
  br label %254

124:                                              ; preds = %0, %245
  %125 = phi i64 [ 0, %0 ], [ %246, %245 ]
  %126 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #15
  store i32 %127, ptr %12, align 4, !tbaa !13
  store i32 0, ptr %121, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %128 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %129 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %128, i32 noundef %127) #15
  %130 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %131 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %130, i32 noundef %127) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %12, ptr noundef nonnull %9, i32 noundef %127, ptr noundef nonnull %10)
  %132 = call i32 @llvm.smax.i32(i32 %127, i32 1)
  %133 = zext nneg i32 %132 to i64
  %134 = shl nuw nsw i64 %133, 3
  %135 = call noalias ptr @malloc(i64 noundef %134) #16
  %136 = call noalias ptr @malloc(i64 noundef %134) #16
  %137 = zext nneg i32 %127 to i64
  %138 = add nsw i64 %125, -1
  %139 = icmp ult i64 %138, 2
  br i1 %139, label %166, label %140

140:                                              ; preds = %124
  %141 = and i64 %137, 2147483640
  br label %142

142:                                              ; preds = %142, %140
  %143 = phi i64 [ 0, %140 ], [ %162, %142 ]
  %144 = getelementptr inbounds double, ptr %9, i64 %143
  %145 = getelementptr inbounds i8, ptr %144, i64 32
  %146 = load <4 x double>, ptr %144, align 16, !tbaa !9
  %147 = load <4 x double>, ptr %145, align 16, !tbaa !9
  %148 = getelementptr inbounds double, ptr %11, i64 %143
  %149 = getelementptr inbounds i8, ptr %148, i64 32
  %150 = load <4 x double>, ptr %148, align 16, !tbaa !9
  %151 = load <4 x double>, ptr %149, align 16, !tbaa !9
  %152 = fmul fast <4 x double> %150, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %153 = fmul fast <4 x double> %151, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %154 = fadd fast <4 x double> %152, %146
  %155 = fadd fast <4 x double> %153, %147
  %156 = getelementptr inbounds double, ptr %135, i64 %143
  %157 = getelementptr inbounds i8, ptr %156, i64 32
  store <4 x double> %154, ptr %156, align 8, !tbaa !9
  store <4 x double> %155, ptr %157, align 8, !tbaa !9
  %158 = fsub fast <4 x double> %146, %152
  %159 = fsub fast <4 x double> %147, %153
  %160 = getelementptr inbounds double, ptr %136, i64 %143
  %161 = getelementptr inbounds i8, ptr %160, i64 32
  store <4 x double> %158, ptr %160, align 8, !tbaa !9
  store <4 x double> %159, ptr %161, align 8, !tbaa !9
  %162 = add nuw i64 %143, 8
  %163 = icmp eq i64 %162, %141
  br i1 %163, label %164, label %142, !llvm.loop !16

164:                                              ; preds = %142
  %165 = icmp eq i64 %141, %137
  br i1 %165, label %181, label %166

166:                                              ; preds = %164, %124
  %167 = phi i64 [ 0, %124 ], [ %141, %164 ]
  br label %168

168:                                              ; preds = %166, %168
  %169 = phi i64 [ %179, %168 ], [ %167, %166 ]
  %170 = getelementptr inbounds double, ptr %9, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = getelementptr inbounds double, ptr %11, i64 %169
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = fmul fast double %173, 0x3EB0C6F7A0B5ED8D
  %175 = fadd fast double %174, %171
  %176 = getelementptr inbounds double, ptr %135, i64 %169
  store double %175, ptr %176, align 8, !tbaa !9
  %177 = fsub fast double %171, %174
  %178 = getelementptr inbounds double, ptr %136, i64 %169
  store double %177, ptr %178, align 8, !tbaa !9
  %179 = add nuw nsw i64 %169, 1
  %180 = icmp eq i64 %179, %137
  br i1 %180, label %181, label %168, !llvm.loop !20

181:                                              ; preds = %168, %164
  %182 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %135, ptr noundef nonnull readonly %12)
  %183 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %136, ptr noundef nonnull readonly %12)
  %184 = fsub fast double %182, %183
  %185 = fmul fast double %184, 5.000000e+05
  call void @free(ptr noundef nonnull %135) #15
  call void @free(ptr noundef nonnull %136) #15
  %186 = call fast double @llvm.fabs.f64(double %185)
  %187 = call fast double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %131, ptr %8, align 8, !tbaa !9
  %188 = load volatile double, ptr %8, align 8, !tbaa !9
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %190, label %204, label %191

191:                                              ; preds = %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %185, ptr %7, align 8, !tbaa !9
  %192 = load volatile double, ptr %7, align 8, !tbaa !9
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %194, label %204, label %195

195:                                              ; preds = %191
  %196 = fsub fast double %131, %185
  %197 = call fast double @llvm.fabs.f64(double %196)
  %198 = fmul fast double %187, 0x3EB0C6F7A0B5ED8D
  %199 = fcmp fast ole double %197, %198
  %200 = freeze i1 %199
  br i1 %200, label %201, label %204

201:                                              ; preds = %195
  %202 = trunc nuw nsw i64 %125 to i32
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %202, double noundef nofpclass(nan inf) %131, double noundef nofpclass(nan inf) %185, ptr noundef nonnull @.str.8)
  br label %209

204:                                              ; preds = %195, %191, %181
  %205 = trunc nuw nsw i64 %125 to i32
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %205, double noundef nofpclass(nan inf) %131, double noundef nofpclass(nan inf) %185, ptr noundef nonnull @.str.9)
  %207 = load i32, ptr @n_fail, align 4, !tbaa !11
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @n_fail, align 4, !tbaa !11
  br label %209

209:                                              ; preds = %201, %204
  br label %234

210:                                              ; preds = %234
  %211 = call fast double @llvm.fabs.f64(double %131)
  %212 = call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %242, ptr %6, align 8, !tbaa !9
  %213 = load volatile double, ptr %6, align 8, !tbaa !9
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %215, label %229, label %216

216:                                              ; preds = %210
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %131, ptr %5, align 8, !tbaa !9
  %217 = load volatile double, ptr %5, align 8, !tbaa !9
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ueq double %218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %219, label %229, label %220

220:                                              ; preds = %216
  %221 = fsub fast double %242, %131
  %222 = call fast double @llvm.fabs.f64(double %221)
  %223 = fmul fast double %212, 0x3EB0C6F7A0B5ED8D
  %224 = fcmp fast ole double %222, %223
  %225 = freeze i1 %224
  br i1 %225, label %226, label %229

226:                                              ; preds = %220
  %227 = trunc nuw nsw i64 %125 to i32
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %227, double noundef nofpclass(nan inf) %242, double noundef nofpclass(nan inf) %131, ptr noundef nonnull @.str.8)
  br label %245

229:                                              ; preds = %220, %216, %210
  %230 = trunc nuw nsw i64 %125 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %230, double noundef nofpclass(nan inf) %242, double noundef nofpclass(nan inf) %131, ptr noundef nonnull @.str.9)
  %232 = load i32, ptr @n_fail, align 4, !tbaa !11
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr @n_fail, align 4, !tbaa !11
  br label %245

234:                                              ; preds = %209, %234
  %235 = phi i64 [ %243, %234 ], [ 0, %209 ]
  %236 = phi double [ %242, %234 ], [ 0.000000e+00, %209 ]
  %237 = getelementptr inbounds double, ptr %10, i64 %235
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = getelementptr inbounds double, ptr %11, i64 %235
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = fmul fast double %240, %238
  %242 = fadd fast double %241, %236
  %243 = add nuw nsw i64 %235, 1
  %244 = icmp eq i64 %243, %137
  br i1 %244, label %210, label %234, !llvm.loop !21

245:                                              ; preds = %226, %229
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #15
  %246 = add nuw nsw i64 %125, 1
  %247 = icmp eq i64 %246, 3
  br i1 %247, label %122, label %124, !llvm.loop !22

248:                                              ; preds = %375
  %249 = load i32, ptr @n_fail, align 4, !tbaa !11
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %249)
  %251 = load i32, ptr @n_fail, align 4, !tbaa !11
  %252 = icmp ne i32 %251, 0
  %253 = zext i1 %252 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #15
  ret i32 %253

254:                                              ; preds = %122, %375
  %255 = phi i64 [ 0, %122 ], [ %376, %375 ]
  %256 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #15
  store i32 %257, ptr %13, align 4, !tbaa !13
  store i32 1, ptr %123, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %10, i8 0, i64 96, i1 false)
  %258 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %259 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %258, i32 noundef %257) #15
  %260 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %261 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %260, i32 noundef %257) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %13, ptr noundef nonnull %9, i32 noundef %257, ptr noundef nonnull %10)
  %262 = call i32 @llvm.smax.i32(i32 %257, i32 1)
  %263 = zext nneg i32 %262 to i64
  %264 = shl nuw nsw i64 %263, 3
  %265 = call noalias ptr @malloc(i64 noundef %264) #16
  %266 = call noalias ptr @malloc(i64 noundef %264) #16
  %267 = zext nneg i32 %257 to i64
  %268 = add nsw i64 %255, -1
  %269 = icmp ult i64 %268, 2
  br i1 %269, label %296, label %270

270:                                              ; preds = %254
  %271 = and i64 %267, 2147483640
  br label %272

272:                                              ; preds = %272, %270
  %273 = phi i64 [ 0, %270 ], [ %292, %272 ]
  %274 = getelementptr inbounds double, ptr %9, i64 %273
  %275 = getelementptr inbounds i8, ptr %274, i64 32
  %276 = load <4 x double>, ptr %274, align 16, !tbaa !9
  %277 = load <4 x double>, ptr %275, align 16, !tbaa !9
  %278 = getelementptr inbounds double, ptr %11, i64 %273
  %279 = getelementptr inbounds i8, ptr %278, i64 32
  %280 = load <4 x double>, ptr %278, align 16, !tbaa !9
  %281 = load <4 x double>, ptr %279, align 16, !tbaa !9
  %282 = fmul fast <4 x double> %280, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %283 = fmul fast <4 x double> %281, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %284 = fadd fast <4 x double> %282, %276
  %285 = fadd fast <4 x double> %283, %277
  %286 = getelementptr inbounds double, ptr %265, i64 %273
  %287 = getelementptr inbounds i8, ptr %286, i64 32
  store <4 x double> %284, ptr %286, align 8, !tbaa !9
  store <4 x double> %285, ptr %287, align 8, !tbaa !9
  %288 = fsub fast <4 x double> %276, %282
  %289 = fsub fast <4 x double> %277, %283
  %290 = getelementptr inbounds double, ptr %266, i64 %273
  %291 = getelementptr inbounds i8, ptr %290, i64 32
  store <4 x double> %288, ptr %290, align 8, !tbaa !9
  store <4 x double> %289, ptr %291, align 8, !tbaa !9
  %292 = add nuw i64 %273, 8
  %293 = icmp eq i64 %292, %271
  br i1 %293, label %294, label %272, !llvm.loop !23

294:                                              ; preds = %272
  %295 = icmp eq i64 %271, %267
  br i1 %295, label %311, label %296

296:                                              ; preds = %294, %254
  %297 = phi i64 [ 0, %254 ], [ %271, %294 ]
  br label %298

298:                                              ; preds = %296, %298
  %299 = phi i64 [ %309, %298 ], [ %297, %296 ]
  %300 = getelementptr inbounds double, ptr %9, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !9
  %302 = getelementptr inbounds double, ptr %11, i64 %299
  %303 = load double, ptr %302, align 8, !tbaa !9
  %304 = fmul fast double %303, 0x3EB0C6F7A0B5ED8D
  %305 = fadd fast double %304, %301
  %306 = getelementptr inbounds double, ptr %265, i64 %299
  store double %305, ptr %306, align 8, !tbaa !9
  %307 = fsub fast double %301, %304
  %308 = getelementptr inbounds double, ptr %266, i64 %299
  store double %307, ptr %308, align 8, !tbaa !9
  %309 = add nuw nsw i64 %299, 1
  %310 = icmp eq i64 %309, %267
  br i1 %310, label %311, label %298, !llvm.loop !24

311:                                              ; preds = %298, %294
  %312 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %265, ptr noundef nonnull readonly %13)
  %313 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %266, ptr noundef nonnull readonly %13)
  %314 = fsub fast double %312, %313
  %315 = fmul fast double %314, 5.000000e+05
  call void @free(ptr noundef nonnull %265) #15
  call void @free(ptr noundef nonnull %266) #15
  %316 = call fast double @llvm.fabs.f64(double %315)
  %317 = call fast double @llvm.maxnum.f64(double %316, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %261, ptr %4, align 8, !tbaa !9
  %318 = load volatile double, ptr %4, align 8, !tbaa !9
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %320, label %334, label %321

321:                                              ; preds = %311
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %315, ptr %3, align 8, !tbaa !9
  %322 = load volatile double, ptr %3, align 8, !tbaa !9
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ueq double %323, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %324, label %334, label %325

325:                                              ; preds = %321
  %326 = fsub fast double %261, %315
  %327 = call fast double @llvm.fabs.f64(double %326)
  %328 = fmul fast double %317, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp fast ole double %327, %328
  %330 = freeze i1 %329
  br i1 %330, label %331, label %334

331:                                              ; preds = %325
  %332 = trunc nuw nsw i64 %255 to i32
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %332, double noundef nofpclass(nan inf) %261, double noundef nofpclass(nan inf) %315, ptr noundef nonnull @.str.8)
  br label %339

334:                                              ; preds = %325, %321, %311
  %335 = trunc nuw nsw i64 %255 to i32
  %336 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %335, double noundef nofpclass(nan inf) %261, double noundef nofpclass(nan inf) %315, ptr noundef nonnull @.str.9)
  %337 = load i32, ptr @n_fail, align 4, !tbaa !11
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr @n_fail, align 4, !tbaa !11
  br label %339

339:                                              ; preds = %331, %334
  br label %364

340:                                              ; preds = %364
  %341 = call fast double @llvm.fabs.f64(double %261)
  %342 = call fast double @llvm.maxnum.f64(double %341, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %372, ptr %2, align 8, !tbaa !9
  %343 = load volatile double, ptr %2, align 8, !tbaa !9
  %344 = call double @llvm.fabs.f64(double %343)
  %345 = fcmp ueq double %344, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %345, label %359, label %346

346:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %261, ptr %1, align 8, !tbaa !9
  %347 = load volatile double, ptr %1, align 8, !tbaa !9
  %348 = call double @llvm.fabs.f64(double %347)
  %349 = fcmp ueq double %348, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %349, label %359, label %350

350:                                              ; preds = %346
  %351 = fsub fast double %372, %261
  %352 = call fast double @llvm.fabs.f64(double %351)
  %353 = fmul fast double %342, 0x3EB0C6F7A0B5ED8D
  %354 = fcmp fast ole double %352, %353
  %355 = freeze i1 %354
  br i1 %355, label %356, label %359

356:                                              ; preds = %350
  %357 = trunc nuw nsw i64 %255 to i32
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %357, double noundef nofpclass(nan inf) %372, double noundef nofpclass(nan inf) %261, ptr noundef nonnull @.str.8)
  br label %375

359:                                              ; preds = %350, %346, %340
  %360 = trunc nuw nsw i64 %255 to i32
  %361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %360, double noundef nofpclass(nan inf) %372, double noundef nofpclass(nan inf) %261, ptr noundef nonnull @.str.9)
  %362 = load i32, ptr @n_fail, align 4, !tbaa !11
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr @n_fail, align 4, !tbaa !11
  br label %375

364:                                              ; preds = %339, %364
  %365 = phi i64 [ %373, %364 ], [ 0, %339 ]
  %366 = phi double [ %372, %364 ], [ 0.000000e+00, %339 ]
  %367 = getelementptr inbounds double, ptr %10, i64 %365
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = getelementptr inbounds double, ptr %11, i64 %365
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = fmul fast double %370, %368
  %372 = fadd fast double %371, %366
  %373 = add nuw nsw i64 %365, 1
  %374 = icmp eq i64 %373, %267
  br i1 %374, label %340, label %364, !llvm.loop !25

375:                                              ; preds = %356, %359
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #15
  %376 = add nuw nsw i64 %255, 1
  %377 = icmp eq i64 %376, 3
  br i1 %377, label %248, label %254, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @temp(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = tail call fastcc ptr @myalloc(i64 noundef %3)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %185

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %9, label %11

9:                                                ; preds = %33, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %33 ]
  br label %177

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483632
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %31, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 32
  %17 = getelementptr inbounds i8, ptr %15, i64 64
  %18 = getelementptr inbounds i8, ptr %15, i64 96
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !9
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !9
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !9
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = fmul fast <4 x double> %19, %19
  %24 = fmul fast <4 x double> %20, %20
  %25 = fmul fast <4 x double> %21, %21
  %26 = fmul fast <4 x double> %22, %22
  %27 = getelementptr inbounds double, ptr %4, i64 %14
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  %29 = getelementptr inbounds i8, ptr %27, i64 64
  %30 = getelementptr inbounds i8, ptr %27, i64 96
  store <4 x double> %23, ptr %27, align 8, !tbaa !9
  store <4 x double> %24, ptr %28, align 8, !tbaa !9
  store <4 x double> %25, ptr %29, align 8, !tbaa !9
  store <4 x double> %26, ptr %30, align 8, !tbaa !9
  %31 = add nuw i64 %14, 16
  %32 = icmp eq i64 %31, %12
  br i1 %32, label %33, label %13, !llvm.loop !27

33:                                               ; preds = %13
  %34 = icmp eq i64 %12, %7
  br i1 %34, label %35, label %9

35:                                               ; preds = %177, %33
  br i1 %5, label %36, label %185

36:                                               ; preds = %35
  %37 = zext nneg i32 %1 to i64
  %38 = icmp ult i32 %1, 16
  br i1 %38, label %39, label %42

39:                                               ; preds = %171, %36
  %40 = phi i64 [ 0, %36 ], [ %43, %171 ]
  %41 = phi double [ 0.000000e+00, %36 ], [ %175, %171 ]
  br label %187

42:                                               ; preds = %36
  %43 = and i64 %7, 2147483632
  %44 = insertelement <4 x i32> poison, i32 %1, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  %46 = zext nneg <4 x i32> %45 to <4 x i64>
  %47 = zext nneg <4 x i32> %45 to <4 x i64>
  %48 = zext nneg <4 x i32> %45 to <4 x i64>
  br label %49

49:                                               ; preds = %49, %42
  %50 = phi i64 [ 0, %42 ], [ %169, %49 ]
  %51 = phi <4 x double> [ zeroinitializer, %42 ], [ %165, %49 ]
  %52 = phi <4 x double> [ zeroinitializer, %42 ], [ %166, %49 ]
  %53 = phi <4 x double> [ zeroinitializer, %42 ], [ %167, %49 ]
  %54 = phi <4 x double> [ zeroinitializer, %42 ], [ %168, %49 ]
  %55 = getelementptr inbounds double, ptr %4, i64 %50
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = getelementptr inbounds i8, ptr %55, i64 64
  %58 = getelementptr inbounds i8, ptr %55, i64 96
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !9
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !9
  %63 = or disjoint i64 %50, 1
  %64 = or disjoint i64 %50, 2
  %65 = or disjoint i64 %50, 3
  %66 = insertelement <4 x i64> poison, i64 %50, i64 0
  %67 = shufflevector <4 x i64> %66, <4 x i64> poison, <4 x i32> zeroinitializer
  %68 = or disjoint <4 x i64> %67, <i64 4, i64 5, i64 6, i64 7>
  %69 = or disjoint <4 x i64> %67, <i64 8, i64 9, i64 10, i64 11>
  %70 = or disjoint <4 x i64> %67, <i64 12, i64 13, i64 14, i64 15>
  %71 = add nuw nsw i64 %50, 16
  %72 = icmp eq i64 %63, %37
  %73 = icmp eq i64 %64, %37
  %74 = icmp eq i64 %65, %37
  %75 = icmp eq i64 %71, %37
  %76 = and i64 %63, 4294967281
  %77 = and i64 %64, 4294967282
  %78 = and i64 %65, 4294967283
  %79 = and i64 %71, 4294967280
  %80 = select i1 %72, i64 0, i64 %76
  %81 = select i1 %73, i64 0, i64 %77
  %82 = select i1 %74, i64 0, i64 %78
  %83 = icmp eq <4 x i64> %68, %46
  %84 = and <4 x i64> %68, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %85 = select <4 x i1> %83, <4 x i64> zeroinitializer, <4 x i64> %84
  %86 = icmp eq <4 x i64> %69, %47
  %87 = and <4 x i64> %69, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %88 = select <4 x i1> %86, <4 x i64> zeroinitializer, <4 x i64> %87
  %89 = icmp eq <4 x i64> %70, %48
  %90 = and <4 x i64> %70, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %91 = select <4 x i1> %89, <4 x i64> zeroinitializer, <4 x i64> %90
  %92 = select i1 %75, i64 0, i64 %79
  %93 = getelementptr inbounds double, ptr %4, i64 %80
  %94 = getelementptr inbounds double, ptr %4, i64 %81
  %95 = getelementptr inbounds double, ptr %4, i64 %82
  %96 = extractelement <4 x i64> %85, i64 0
  %97 = getelementptr inbounds double, ptr %4, i64 %96
  %98 = extractelement <4 x i64> %85, i64 1
  %99 = getelementptr inbounds double, ptr %4, i64 %98
  %100 = extractelement <4 x i64> %85, i64 2
  %101 = getelementptr inbounds double, ptr %4, i64 %100
  %102 = extractelement <4 x i64> %85, i64 3
  %103 = getelementptr inbounds double, ptr %4, i64 %102
  %104 = extractelement <4 x i64> %88, i64 0
  %105 = getelementptr inbounds double, ptr %4, i64 %104
  %106 = extractelement <4 x i64> %88, i64 1
  %107 = getelementptr inbounds double, ptr %4, i64 %106
  %108 = extractelement <4 x i64> %88, i64 2
  %109 = getelementptr inbounds double, ptr %4, i64 %108
  %110 = extractelement <4 x i64> %88, i64 3
  %111 = getelementptr inbounds double, ptr %4, i64 %110
  %112 = extractelement <4 x i64> %91, i64 0
  %113 = getelementptr inbounds double, ptr %4, i64 %112
  %114 = extractelement <4 x i64> %91, i64 1
  %115 = getelementptr inbounds double, ptr %4, i64 %114
  %116 = extractelement <4 x i64> %91, i64 2
  %117 = getelementptr inbounds double, ptr %4, i64 %116
  %118 = extractelement <4 x i64> %91, i64 3
  %119 = getelementptr inbounds double, ptr %4, i64 %118
  %120 = getelementptr inbounds double, ptr %4, i64 %92
  %121 = load double, ptr %93, align 8, !tbaa !9
  %122 = load double, ptr %94, align 8, !tbaa !9
  %123 = load double, ptr %95, align 8, !tbaa !9
  %124 = load double, ptr %97, align 8, !tbaa !9
  %125 = insertelement <4 x double> poison, double %121, i64 0
  %126 = insertelement <4 x double> %125, double %122, i64 1
  %127 = insertelement <4 x double> %126, double %123, i64 2
  %128 = insertelement <4 x double> %127, double %124, i64 3
  %129 = load double, ptr %99, align 8, !tbaa !9
  %130 = load double, ptr %101, align 8, !tbaa !9
  %131 = load double, ptr %103, align 8, !tbaa !9
  %132 = load double, ptr %105, align 8, !tbaa !9
  %133 = insertelement <4 x double> poison, double %129, i64 0
  %134 = insertelement <4 x double> %133, double %130, i64 1
  %135 = insertelement <4 x double> %134, double %131, i64 2
  %136 = insertelement <4 x double> %135, double %132, i64 3
  %137 = load double, ptr %107, align 8, !tbaa !9
  %138 = load double, ptr %109, align 8, !tbaa !9
  %139 = load double, ptr %111, align 8, !tbaa !9
  %140 = load double, ptr %113, align 8, !tbaa !9
  %141 = insertelement <4 x double> poison, double %137, i64 0
  %142 = insertelement <4 x double> %141, double %138, i64 1
  %143 = insertelement <4 x double> %142, double %139, i64 2
  %144 = insertelement <4 x double> %143, double %140, i64 3
  %145 = load double, ptr %115, align 8, !tbaa !9
  %146 = load double, ptr %117, align 8, !tbaa !9
  %147 = load double, ptr %119, align 8, !tbaa !9
  %148 = load double, ptr %120, align 8, !tbaa !9
  %149 = insertelement <4 x double> poison, double %145, i64 0
  %150 = insertelement <4 x double> %149, double %146, i64 1
  %151 = insertelement <4 x double> %150, double %147, i64 2
  %152 = insertelement <4 x double> %151, double %148, i64 3
  %153 = fmul fast <4 x double> %128, %59
  %154 = fmul fast <4 x double> %136, %60
  %155 = fmul fast <4 x double> %144, %61
  %156 = fmul fast <4 x double> %152, %62
  %157 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %59)
  %158 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %60)
  %159 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %61)
  %160 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %62)
  %161 = fadd fast <4 x double> %157, %51
  %162 = fadd fast <4 x double> %158, %52
  %163 = fadd fast <4 x double> %159, %53
  %164 = fadd fast <4 x double> %160, %54
  %165 = fadd fast <4 x double> %161, %153
  %166 = fadd fast <4 x double> %162, %154
  %167 = fadd fast <4 x double> %163, %155
  %168 = fadd fast <4 x double> %164, %156
  %169 = add nuw i64 %50, 16
  %170 = icmp eq i64 %169, %43
  br i1 %170, label %171, label %49, !llvm.loop !28

171:                                              ; preds = %49
  %172 = fadd fast <4 x double> %166, %165
  %173 = fadd fast <4 x double> %167, %172
  %174 = fadd fast <4 x double> %168, %173
  %175 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %174)
  %176 = icmp eq i64 %43, %7
  br i1 %176, label %185, label %39

177:                                              ; preds = %9, %177
  %178 = phi i64 [ %183, %177 ], [ %10, %9 ]
  %179 = getelementptr inbounds double, ptr %0, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = fmul fast double %180, %180
  %182 = getelementptr inbounds double, ptr %4, i64 %178
  store double %181, ptr %182, align 8, !tbaa !9
  %183 = add nuw nsw i64 %178, 1
  %184 = icmp eq i64 %183, %7
  br i1 %184, label %35, label %177, !llvm.loop !29

185:                                              ; preds = %187, %171, %2, %35
  %186 = phi double [ 0.000000e+00, %35 ], [ 0.000000e+00, %2 ], [ %175, %171 ], [ %201, %187 ]
  tail call fastcc void @myfree(ptr noundef %4)
  ret double %186

187:                                              ; preds = %39, %187
  %188 = phi i64 [ %192, %187 ], [ %40, %39 ]
  %189 = phi double [ %201, %187 ], [ %41, %39 ]
  %190 = getelementptr inbounds double, ptr %4, i64 %188
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = add nuw nsw i64 %188, 1
  %193 = icmp eq i64 %192, %37
  %194 = and i64 %192, 4294967295
  %195 = select i1 %193, i64 0, i64 %194
  %196 = getelementptr inbounds double, ptr %4, i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fmul fast double %197, %191
  %199 = tail call fast double @llvm.sin.f64(double %191)
  %200 = fadd fast double %199, %189
  %201 = fadd fast double %200, %198
  %202 = icmp eq i64 %192, %37
  br i1 %202, label %185, label %187, !llvm.loop !30
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #16
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %57, %5
  tail call void @free(ptr noundef %11) #15
  ret void

18:                                               ; preds = %15, %57
  %19 = phi i64 [ 0, %15 ], [ %58, %57 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call fast double @llvm.fabs.f64(double %23)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  %26 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd fast double %26, %23
  %28 = fsub fast double %23, %26
  store double %27, ptr %22, align 8, !tbaa !9
  %29 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %31 = fsub fast double %29, %30
  %32 = fmul fast double %25, 2.000000e-06
  %33 = fdiv fast double %31, %32
  %34 = tail call fast double @llvm.fabs.f64(double %33)
  %35 = tail call fast double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %36 = load volatile double, ptr %7, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %38, label %52, label %39

39:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %40 = load volatile double, ptr %6, align 8, !tbaa !9
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %42, label %52, label %43

43:                                               ; preds = %39
  %44 = fsub fast double %21, %33
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %35, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp fast ole double %45, %46
  %48 = freeze i1 %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = trunc nuw nsw i64 %19 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %50, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.8)
  br label %57

52:                                               ; preds = %43, %39, %18
  %53 = trunc nuw nsw i64 %19 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef %53, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.9)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !11
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %49, %52
  %58 = add nuw nsw i64 %19, 1
  %59 = icmp eq i64 %58, %16
  br i1 %59, label %17, label %18, !llvm.loop !31
}

; Function Attrs: nounwind uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !15
  %5 = icmp eq i32 %4, 0
  %6 = load i32, ptr %1, align 4, !tbaa !13
  br i1 %5, label %7, label %203

7:                                                ; preds = %2
  %8 = sext i32 %6 to i64
  %9 = tail call fastcc ptr @myalloc(i64 noundef %8)
  %10 = icmp sgt i32 %6, 0
  br i1 %10, label %11, label %291

11:                                               ; preds = %7
  %12 = zext nneg i32 %6 to i64
  %13 = icmp ult i32 %6, 16
  br i1 %13, label %38, label %14

14:                                               ; preds = %11
  %15 = and i64 %12, 2147483632
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %34, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = getelementptr inbounds double, ptr %9, i64 %17
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = getelementptr inbounds i8, ptr %30, i64 64
  %33 = getelementptr inbounds i8, ptr %30, i64 96
  store <4 x double> %26, ptr %30, align 8, !tbaa !9
  store <4 x double> %27, ptr %31, align 8, !tbaa !9
  store <4 x double> %28, ptr %32, align 8, !tbaa !9
  store <4 x double> %29, ptr %33, align 8, !tbaa !9
  %34 = add nuw i64 %17, 16
  %35 = icmp eq i64 %34, %15
  br i1 %35, label %36, label %16, !llvm.loop !32

36:                                               ; preds = %16
  %37 = icmp eq i64 %15, %12
  br i1 %37, label %48, label %38

38:                                               ; preds = %36, %11
  %39 = phi i64 [ 0, %11 ], [ %15, %36 ]
  br label %40

40:                                               ; preds = %38, %40
  %41 = phi i64 [ %46, %40 ], [ %39, %38 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul fast double %43, %43
  %45 = getelementptr inbounds double, ptr %9, i64 %41
  store double %44, ptr %45, align 8, !tbaa !9
  %46 = add nuw nsw i64 %41, 1
  %47 = icmp eq i64 %46, %12
  br i1 %47, label %48, label %40, !llvm.loop !33

48:                                               ; preds = %40, %36
  %49 = icmp ult i32 %6, 16
  br i1 %49, label %186, label %50

50:                                               ; preds = %48
  %51 = and i64 %12, 2147483632
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %178, %52 ]
  %54 = phi <4 x double> [ zeroinitializer, %50 ], [ %174, %52 ]
  %55 = phi <4 x double> [ zeroinitializer, %50 ], [ %175, %52 ]
  %56 = phi <4 x double> [ zeroinitializer, %50 ], [ %176, %52 ]
  %57 = phi <4 x double> [ zeroinitializer, %50 ], [ %177, %52 ]
  %58 = getelementptr inbounds double, ptr %9, i64 %53
  %59 = getelementptr inbounds i8, ptr %58, i64 32
  %60 = getelementptr inbounds i8, ptr %58, i64 64
  %61 = getelementptr inbounds i8, ptr %58, i64 96
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !9
  %63 = load <4 x double>, ptr %59, align 8, !tbaa !9
  %64 = load <4 x double>, ptr %60, align 8, !tbaa !9
  %65 = load <4 x double>, ptr %61, align 8, !tbaa !9
  %66 = or disjoint i64 %53, 1
  %67 = or disjoint i64 %53, 2
  %68 = or disjoint i64 %53, 3
  %69 = or disjoint i64 %53, 4
  %70 = or disjoint i64 %53, 5
  %71 = or disjoint i64 %53, 6
  %72 = or disjoint i64 %53, 7
  %73 = or disjoint i64 %53, 8
  %74 = or disjoint i64 %53, 9
  %75 = or disjoint i64 %53, 10
  %76 = or disjoint i64 %53, 11
  %77 = or disjoint i64 %53, 12
  %78 = or disjoint i64 %53, 13
  %79 = or disjoint i64 %53, 14
  %80 = or disjoint i64 %53, 15
  %81 = add nuw nsw i64 %53, 16
  %82 = icmp eq i64 %66, %12
  %83 = icmp eq i64 %67, %12
  %84 = icmp eq i64 %68, %12
  %85 = icmp eq i64 %69, %12
  %86 = icmp eq i64 %70, %12
  %87 = icmp eq i64 %71, %12
  %88 = icmp eq i64 %72, %12
  %89 = icmp eq i64 %73, %12
  %90 = icmp eq i64 %74, %12
  %91 = icmp eq i64 %75, %12
  %92 = icmp eq i64 %76, %12
  %93 = icmp eq i64 %77, %12
  %94 = icmp eq i64 %78, %12
  %95 = icmp eq i64 %79, %12
  %96 = icmp eq i64 %80, %12
  %97 = icmp eq i64 %81, %12
  %98 = select i1 %82, i64 0, i64 %66
  %99 = select i1 %83, i64 0, i64 %67
  %100 = select i1 %84, i64 0, i64 %68
  %101 = select i1 %85, i64 0, i64 %69
  %102 = select i1 %86, i64 0, i64 %70
  %103 = select i1 %87, i64 0, i64 %71
  %104 = select i1 %88, i64 0, i64 %72
  %105 = select i1 %89, i64 0, i64 %73
  %106 = select i1 %90, i64 0, i64 %74
  %107 = select i1 %91, i64 0, i64 %75
  %108 = select i1 %92, i64 0, i64 %76
  %109 = select i1 %93, i64 0, i64 %77
  %110 = select i1 %94, i64 0, i64 %78
  %111 = select i1 %95, i64 0, i64 %79
  %112 = select i1 %96, i64 0, i64 %80
  %113 = select i1 %97, i64 0, i64 %81
  %114 = getelementptr inbounds double, ptr %9, i64 %98
  %115 = getelementptr inbounds double, ptr %9, i64 %99
  %116 = getelementptr inbounds double, ptr %9, i64 %100
  %117 = getelementptr inbounds double, ptr %9, i64 %101
  %118 = getelementptr inbounds double, ptr %9, i64 %102
  %119 = getelementptr inbounds double, ptr %9, i64 %103
  %120 = getelementptr inbounds double, ptr %9, i64 %104
  %121 = getelementptr inbounds double, ptr %9, i64 %105
  %122 = getelementptr inbounds double, ptr %9, i64 %106
  %123 = getelementptr inbounds double, ptr %9, i64 %107
  %124 = getelementptr inbounds double, ptr %9, i64 %108
  %125 = getelementptr inbounds double, ptr %9, i64 %109
  %126 = getelementptr inbounds double, ptr %9, i64 %110
  %127 = getelementptr inbounds double, ptr %9, i64 %111
  %128 = getelementptr inbounds double, ptr %9, i64 %112
  %129 = getelementptr inbounds double, ptr %9, i64 %113
  %130 = load double, ptr %114, align 8, !tbaa !9
  %131 = load double, ptr %115, align 8, !tbaa !9
  %132 = load double, ptr %116, align 8, !tbaa !9
  %133 = load double, ptr %117, align 8, !tbaa !9
  %134 = insertelement <4 x double> poison, double %130, i64 0
  %135 = insertelement <4 x double> %134, double %131, i64 1
  %136 = insertelement <4 x double> %135, double %132, i64 2
  %137 = insertelement <4 x double> %136, double %133, i64 3
  %138 = load double, ptr %118, align 8, !tbaa !9
  %139 = load double, ptr %119, align 8, !tbaa !9
  %140 = load double, ptr %120, align 8, !tbaa !9
  %141 = load double, ptr %121, align 8, !tbaa !9
  %142 = insertelement <4 x double> poison, double %138, i64 0
  %143 = insertelement <4 x double> %142, double %139, i64 1
  %144 = insertelement <4 x double> %143, double %140, i64 2
  %145 = insertelement <4 x double> %144, double %141, i64 3
  %146 = load double, ptr %122, align 8, !tbaa !9
  %147 = load double, ptr %123, align 8, !tbaa !9
  %148 = load double, ptr %124, align 8, !tbaa !9
  %149 = load double, ptr %125, align 8, !tbaa !9
  %150 = insertelement <4 x double> poison, double %146, i64 0
  %151 = insertelement <4 x double> %150, double %147, i64 1
  %152 = insertelement <4 x double> %151, double %148, i64 2
  %153 = insertelement <4 x double> %152, double %149, i64 3
  %154 = load double, ptr %126, align 8, !tbaa !9
  %155 = load double, ptr %127, align 8, !tbaa !9
  %156 = load double, ptr %128, align 8, !tbaa !9
  %157 = load double, ptr %129, align 8, !tbaa !9
  %158 = insertelement <4 x double> poison, double %154, i64 0
  %159 = insertelement <4 x double> %158, double %155, i64 1
  %160 = insertelement <4 x double> %159, double %156, i64 2
  %161 = insertelement <4 x double> %160, double %157, i64 3
  %162 = fmul fast <4 x double> %137, %62
  %163 = fmul fast <4 x double> %145, %63
  %164 = fmul fast <4 x double> %153, %64
  %165 = fmul fast <4 x double> %161, %65
  %166 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %62)
  %167 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %63)
  %168 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %64)
  %169 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %65)
  %170 = fadd fast <4 x double> %166, %54
  %171 = fadd fast <4 x double> %167, %55
  %172 = fadd fast <4 x double> %168, %56
  %173 = fadd fast <4 x double> %169, %57
  %174 = fadd fast <4 x double> %170, %162
  %175 = fadd fast <4 x double> %171, %163
  %176 = fadd fast <4 x double> %172, %164
  %177 = fadd fast <4 x double> %173, %165
  %178 = add nuw i64 %53, 16
  %179 = icmp eq i64 %178, %51
  br i1 %179, label %180, label %52, !llvm.loop !34

180:                                              ; preds = %52
  %181 = fadd fast <4 x double> %175, %174
  %182 = fadd fast <4 x double> %176, %181
  %183 = fadd fast <4 x double> %177, %182
  %184 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %183)
  %185 = icmp eq i64 %51, %12
  br i1 %185, label %291, label %186

186:                                              ; preds = %180, %48
  %187 = phi i64 [ 0, %48 ], [ %51, %180 ]
  %188 = phi double [ 0.000000e+00, %48 ], [ %184, %180 ]
  br label %189

189:                                              ; preds = %186, %189
  %190 = phi i64 [ %194, %189 ], [ %187, %186 ]
  %191 = phi double [ %202, %189 ], [ %188, %186 ]
  %192 = getelementptr inbounds double, ptr %9, i64 %190
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = add nuw nsw i64 %190, 1
  %195 = icmp eq i64 %194, %12
  %196 = select i1 %195, i64 0, i64 %194
  %197 = getelementptr inbounds double, ptr %9, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = fmul fast double %198, %193
  %200 = tail call fast double @llvm.sin.f64(double %193)
  %201 = fadd fast double %200, %191
  %202 = fadd fast double %201, %199
  br i1 %195, label %291, label %189, !llvm.loop !35

203:                                              ; preds = %2
  %204 = add nsw i32 %6, 1
  %205 = sext i32 %204 to i64
  %206 = tail call fastcc ptr @myzalloc(i64 noundef %205)
  %207 = icmp sgt i32 %6, 0
  br i1 %207, label %208, label %286

208:                                              ; preds = %203
  %209 = zext nneg i32 %6 to i64
  %210 = load double, ptr %206, align 8, !tbaa !9
  %211 = and i64 %209, 3
  %212 = icmp ult i32 %6, 4
  br i1 %212, label %265, label %213

213:                                              ; preds = %208
  %214 = and i64 %209, 2147483644
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi double [ %210, %213 ], [ %262, %215 ]
  %217 = phi i64 [ 0, %213 ], [ %259, %215 ]
  %218 = phi i64 [ 0, %213 ], [ %263, %215 ]
  %219 = getelementptr inbounds double, ptr %0, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = fmul fast double %220, 3.000000e-01
  %222 = tail call fast double @llvm.exp.f64(double %221)
  %223 = getelementptr inbounds double, ptr %206, i64 %217
  %224 = fadd fast double %222, %216
  store double %224, ptr %223, align 8, !tbaa !9
  %225 = fmul fast double %224, %220
  %226 = or disjoint i64 %217, 1
  %227 = getelementptr inbounds double, ptr %206, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = fadd fast double %225, %228
  store double %229, ptr %227, align 8, !tbaa !9
  %230 = getelementptr inbounds double, ptr %0, i64 %226
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = fmul fast double %231, 3.000000e-01
  %233 = tail call fast double @llvm.exp.f64(double %232)
  %234 = getelementptr inbounds double, ptr %206, i64 %226
  %235 = fadd fast double %233, %229
  store double %235, ptr %234, align 8, !tbaa !9
  %236 = fmul fast double %235, %231
  %237 = or disjoint i64 %217, 2
  %238 = getelementptr inbounds double, ptr %206, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = fadd fast double %236, %239
  store double %240, ptr %238, align 8, !tbaa !9
  %241 = getelementptr inbounds double, ptr %0, i64 %237
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = fmul fast double %242, 3.000000e-01
  %244 = tail call fast double @llvm.exp.f64(double %243)
  %245 = getelementptr inbounds double, ptr %206, i64 %237
  %246 = fadd fast double %244, %240
  store double %246, ptr %245, align 8, !tbaa !9
  %247 = fmul fast double %246, %242
  %248 = or disjoint i64 %217, 3
  %249 = getelementptr inbounds double, ptr %206, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = fadd fast double %247, %250
  store double %251, ptr %249, align 8, !tbaa !9
  %252 = getelementptr inbounds double, ptr %0, i64 %248
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = fmul fast double %253, 3.000000e-01
  %255 = tail call fast double @llvm.exp.f64(double %254)
  %256 = getelementptr inbounds double, ptr %206, i64 %248
  %257 = fadd fast double %255, %251
  store double %257, ptr %256, align 8, !tbaa !9
  %258 = fmul fast double %257, %253
  %259 = add nuw nsw i64 %217, 4
  %260 = getelementptr inbounds double, ptr %206, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = fadd fast double %258, %261
  store double %262, ptr %260, align 8, !tbaa !9
  %263 = add i64 %218, 4
  %264 = icmp eq i64 %263, %214
  br i1 %264, label %265, label %215, !llvm.loop !36

265:                                              ; preds = %215, %208
  %266 = phi double [ %210, %208 ], [ %262, %215 ]
  %267 = phi i64 [ 0, %208 ], [ %259, %215 ]
  %268 = icmp eq i64 %211, 0
  br i1 %268, label %286, label %269

269:                                              ; preds = %265, %269
  %270 = phi double [ %283, %269 ], [ %266, %265 ]
  %271 = phi i64 [ %280, %269 ], [ %267, %265 ]
  %272 = phi i64 [ %284, %269 ], [ 0, %265 ]
  %273 = getelementptr inbounds double, ptr %0, i64 %271
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = fmul fast double %274, 3.000000e-01
  %276 = tail call fast double @llvm.exp.f64(double %275)
  %277 = getelementptr inbounds double, ptr %206, i64 %271
  %278 = fadd fast double %276, %270
  store double %278, ptr %277, align 8, !tbaa !9
  %279 = fmul fast double %278, %274
  %280 = add nuw nsw i64 %271, 1
  %281 = getelementptr inbounds double, ptr %206, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = fadd fast double %279, %282
  store double %283, ptr %281, align 8, !tbaa !9
  %284 = add i64 %272, 1
  %285 = icmp eq i64 %284, %211
  br i1 %285, label %286, label %269, !llvm.loop !37

286:                                              ; preds = %265, %269, %203
  %287 = sext i32 %6 to i64
  %288 = getelementptr inbounds double, ptr %206, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = fmul fast double %289, %289
  br label %291

291:                                              ; preds = %189, %180, %7, %286
  %292 = phi ptr [ %206, %286 ], [ %9, %7 ], [ %9, %180 ], [ %9, %189 ]
  %293 = phi fast double [ %290, %286 ], [ 0.000000e+00, %7 ], [ %184, %180 ], [ %202, %189 ]
  tail call fastcc void @myfree(ptr noundef %292)
  ret double %293
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @accum(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = add nsw i32 %1, 1
  %4 = sext i32 %3 to i64
  %5 = tail call fastcc ptr @myzalloc(i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %35

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = load double, ptr %5, align 8, !tbaa !9
  %10 = and i64 %8, 3
  %11 = icmp ult i32 %1, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483644
  br label %40

14:                                               ; preds = %40, %7
  %15 = phi double [ %9, %7 ], [ %87, %40 ]
  %16 = phi i64 [ 0, %7 ], [ %84, %40 ]
  %17 = icmp eq i64 %10, 0
  br i1 %17, label %35, label %18

18:                                               ; preds = %14, %18
  %19 = phi double [ %32, %18 ], [ %15, %14 ]
  %20 = phi i64 [ %29, %18 ], [ %16, %14 ]
  %21 = phi i64 [ %33, %18 ], [ 0, %14 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul fast double %23, 3.000000e-01
  %25 = tail call fast double @llvm.exp.f64(double %24)
  %26 = getelementptr inbounds double, ptr %5, i64 %20
  %27 = fadd fast double %25, %19
  store double %27, ptr %26, align 8, !tbaa !9
  %28 = fmul fast double %27, %23
  %29 = add nuw nsw i64 %20, 1
  %30 = getelementptr inbounds double, ptr %5, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fadd fast double %28, %31
  store double %32, ptr %30, align 8, !tbaa !9
  %33 = add i64 %21, 1
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %18, !llvm.loop !39

35:                                               ; preds = %14, %18, %2
  %36 = sext i32 %1 to i64
  %37 = getelementptr inbounds double, ptr %5, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul fast double %38, %38
  tail call fastcc void @myfree(ptr noundef %5)
  ret double %39

40:                                               ; preds = %40, %12
  %41 = phi double [ %9, %12 ], [ %87, %40 ]
  %42 = phi i64 [ 0, %12 ], [ %84, %40 ]
  %43 = phi i64 [ 0, %12 ], [ %88, %40 ]
  %44 = getelementptr inbounds double, ptr %0, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul fast double %45, 3.000000e-01
  %47 = tail call fast double @llvm.exp.f64(double %46)
  %48 = getelementptr inbounds double, ptr %5, i64 %42
  %49 = fadd fast double %47, %41
  store double %49, ptr %48, align 8, !tbaa !9
  %50 = fmul fast double %49, %45
  %51 = or disjoint i64 %42, 1
  %52 = getelementptr inbounds double, ptr %5, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fadd fast double %50, %53
  store double %54, ptr %52, align 8, !tbaa !9
  %55 = getelementptr inbounds double, ptr %0, i64 %51
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = fmul fast double %56, 3.000000e-01
  %58 = tail call fast double @llvm.exp.f64(double %57)
  %59 = getelementptr inbounds double, ptr %5, i64 %51
  %60 = fadd fast double %58, %54
  store double %60, ptr %59, align 8, !tbaa !9
  %61 = fmul fast double %60, %56
  %62 = or disjoint i64 %42, 2
  %63 = getelementptr inbounds double, ptr %5, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fadd fast double %61, %64
  store double %65, ptr %63, align 8, !tbaa !9
  %66 = getelementptr inbounds double, ptr %0, i64 %62
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fmul fast double %67, 3.000000e-01
  %69 = tail call fast double @llvm.exp.f64(double %68)
  %70 = getelementptr inbounds double, ptr %5, i64 %62
  %71 = fadd fast double %69, %65
  store double %71, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %67
  %73 = or disjoint i64 %42, 3
  %74 = getelementptr inbounds double, ptr %5, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fadd fast double %72, %75
  store double %76, ptr %74, align 8, !tbaa !9
  %77 = getelementptr inbounds double, ptr %0, i64 %73
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul fast double %78, 3.000000e-01
  %80 = tail call fast double @llvm.exp.f64(double %79)
  %81 = getelementptr inbounds double, ptr %5, i64 %73
  %82 = fadd fast double %80, %76
  store double %82, ptr %81, align 8, !tbaa !9
  %83 = fmul fast double %82, %78
  %84 = add nuw nsw i64 %42, 4
  %85 = getelementptr inbounds double, ptr %5, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fadd fast double %83, %86
  store double %87, ptr %85, align 8, !tbaa !9
  %88 = add i64 %43, 4
  %89 = icmp eq i64 %88, %13
  br i1 %89, label %14, label %40, !llvm.loop !36
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myalloc(i64 noundef %0) unnamed_addr #6 {
  %2 = shl nsw i64 %0, 3
  %3 = tail call noalias ptr @malloc(i64 noundef %2) #16
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @myfree(ptr nocapture noundef %0) unnamed_addr #8 {
  tail call void @free(ptr noundef %0) #15
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myzalloc(i64 noundef %0) unnamed_addr #6 {
  %2 = tail call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #17
  ret ptr %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind allocsize(0,1) }

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
!21 = distinct !{!21, !17, !19, !18}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17, !18, !19}
!24 = distinct !{!24, !17, !19, !18}
!25 = distinct !{!25, !17, !19, !18}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17, !18, !19}
!28 = distinct !{!28, !17, !18, !19}
!29 = distinct !{!29, !17, !19, !18}
!30 = distinct !{!30, !17, !19, !18}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17, !18, !19}
!33 = distinct !{!33, !17, !19, !18}
!34 = distinct !{!34, !17, !18, !19}
!35 = distinct !{!35, !17, !19, !18}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = distinct !{!39, !38}
