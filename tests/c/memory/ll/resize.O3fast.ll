; ModuleID = 'resize.c'
source_filename = "resize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }
%struct.Buf = type { ptr, i64 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 12, i32 5, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"fill_copy.dx\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"fill_copy.fwd\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"fill_copy.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"grow.fwd\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"grow.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"fresh.dx\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"fresh.fwd\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"fresh.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"resize\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [12 x double], align 16
  %14 = alloca [12 x double], align 16
  %15 = alloca [12 x double], align 16
  %16 = alloca %struct.Ctx, align 4
  %17 = alloca %struct.Ctx, align 4
  %18 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #13
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <4 x i64> poison, i64 %21, i64 0
  %29 = insertelement <4 x i64> %28, i64 %23, i64 1
  %30 = insertelement <4 x i64> %29, i64 %25, i64 2
  %31 = insertelement <4 x i64> %30, i64 %27, i64 3
  %32 = lshr <4 x i64> %31, <i64 10, i64 10, i64 10, i64 10>
  %33 = and <4 x i64> %32, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <4 x i64> %33 to <4 x double>
  %35 = fmul fast <4 x double> %34, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %36 = fadd fast <4 x double> %35, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %36, ptr %13, align 16, !tbaa !9
  %37 = mul i64 %27, 6364136223846793005
  %38 = getelementptr inbounds i8, ptr %13, i64 32
  %39 = add i64 %37, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <4 x i64> poison, i64 %39, i64 0
  %47 = insertelement <4 x i64> %46, i64 %41, i64 1
  %48 = insertelement <4 x i64> %47, i64 %43, i64 2
  %49 = insertelement <4 x i64> %48, i64 %45, i64 3
  %50 = lshr <4 x i64> %49, <i64 10, i64 10, i64 10, i64 10>
  %51 = and <4 x i64> %50, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <4 x i64> %51 to <4 x double>
  %53 = fmul fast <4 x double> %52, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %54 = fadd fast <4 x double> %53, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %54, ptr %38, align 16, !tbaa !9
  %55 = mul i64 %45, 6364136223846793005
  %56 = getelementptr inbounds i8, ptr %13, i64 64
  %57 = add i64 %55, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <4 x i64> poison, i64 %57, i64 0
  %65 = insertelement <4 x i64> %64, i64 %59, i64 1
  %66 = insertelement <4 x i64> %65, i64 %61, i64 2
  %67 = insertelement <4 x i64> %66, i64 %63, i64 3
  %68 = lshr <4 x i64> %67, <i64 10, i64 10, i64 10, i64 10>
  %69 = and <4 x i64> %68, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <4 x i64> %69 to <4 x double>
  %71 = fmul fast <4 x double> %70, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %72 = fadd fast <4 x double> %71, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %72, ptr %56, align 16, !tbaa !9
  %73 = mul i64 %63, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = insertelement <4 x i64> poison, i64 %74, i64 0
  %82 = insertelement <4 x i64> %81, i64 %76, i64 1
  %83 = insertelement <4 x i64> %82, i64 %78, i64 2
  %84 = insertelement <4 x i64> %83, i64 %80, i64 3
  %85 = lshr <4 x i64> %84, <i64 10, i64 10, i64 10, i64 10>
  %86 = and <4 x i64> %85, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <4 x i64> %86 to <4 x double>
  %88 = fmul fast <4 x double> %87, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %89 = fadd fast <4 x double> %88, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %89, ptr %15, align 16, !tbaa !9
  %90 = mul i64 %80, 6364136223846793005
  %91 = getelementptr inbounds i8, ptr %15, i64 32
  %92 = add i64 %90, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = insertelement <4 x i64> poison, i64 %92, i64 0
  %100 = insertelement <4 x i64> %99, i64 %94, i64 1
  %101 = insertelement <4 x i64> %100, i64 %96, i64 2
  %102 = insertelement <4 x i64> %101, i64 %98, i64 3
  %103 = lshr <4 x i64> %102, <i64 10, i64 10, i64 10, i64 10>
  %104 = and <4 x i64> %103, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %105 = uitofp nneg <4 x i64> %104 to <4 x double>
  %106 = fmul fast <4 x double> %105, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %107 = fadd fast <4 x double> %106, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %107, ptr %91, align 16, !tbaa !9
  %108 = mul i64 %98, 6364136223846793005
  %109 = getelementptr inbounds i8, ptr %15, i64 64
  %110 = add i64 %108, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = mul i64 %114, 6364136223846793005
  %116 = add i64 %115, 1442695040888963407
  %117 = insertelement <4 x i64> poison, i64 %110, i64 0
  %118 = insertelement <4 x i64> %117, i64 %112, i64 1
  %119 = insertelement <4 x i64> %118, i64 %114, i64 2
  %120 = insertelement <4 x i64> %119, i64 %116, i64 3
  %121 = lshr <4 x i64> %120, <i64 10, i64 10, i64 10, i64 10>
  %122 = and <4 x i64> %121, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %123 = uitofp nneg <4 x i64> %122 to <4 x double>
  %124 = fmul fast <4 x double> %123, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %125 = fadd fast <4 x double> %124, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %125, ptr %109, align 16, !tbaa !9
  store i64 %116, ptr @rng_state, align 8, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %16, i64 4
  br label %129

127:                                              ; preds = %250
  %128 = getelementptr inbounds i8, ptr %17, i64 4
  br label %255

129:                                              ; preds = %0, %250
  %130 = phi i64 [ 0, %0 ], [ %251, %250 ]
  %131 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #13
  store i32 %132, ptr %16, align 4, !tbaa !13
  store i32 0, ptr %126, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %133 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %134 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %133, i32 noundef %132) #13
  %135 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %136 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fill_copy, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %135, i32 noundef %132) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef %132, ptr noundef nonnull %14)
  %137 = call i32 @llvm.smax.i32(i32 %132, i32 1)
  %138 = zext nneg i32 %137 to i64
  %139 = shl nuw nsw i64 %138, 3
  %140 = call noalias ptr @malloc(i64 noundef %139) #14
  %141 = call noalias ptr @malloc(i64 noundef %139) #14
  %142 = zext nneg i32 %132 to i64
  %143 = add nsw i64 %130, -1
  %144 = icmp ult i64 %143, 2
  br i1 %144, label %171, label %145

145:                                              ; preds = %129
  %146 = and i64 %142, 2147483640
  br label %147

147:                                              ; preds = %147, %145
  %148 = phi i64 [ 0, %145 ], [ %167, %147 ]
  %149 = getelementptr inbounds double, ptr %13, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 32
  %151 = load <4 x double>, ptr %149, align 16, !tbaa !9
  %152 = load <4 x double>, ptr %150, align 16, !tbaa !9
  %153 = getelementptr inbounds double, ptr %15, i64 %148
  %154 = getelementptr inbounds i8, ptr %153, i64 32
  %155 = load <4 x double>, ptr %153, align 16, !tbaa !9
  %156 = load <4 x double>, ptr %154, align 16, !tbaa !9
  %157 = fmul fast <4 x double> %155, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %158 = fmul fast <4 x double> %156, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %159 = fadd fast <4 x double> %157, %151
  %160 = fadd fast <4 x double> %158, %152
  %161 = getelementptr inbounds double, ptr %140, i64 %148
  %162 = getelementptr inbounds i8, ptr %161, i64 32
  store <4 x double> %159, ptr %161, align 8, !tbaa !9
  store <4 x double> %160, ptr %162, align 8, !tbaa !9
  %163 = fsub fast <4 x double> %151, %157
  %164 = fsub fast <4 x double> %152, %158
  %165 = getelementptr inbounds double, ptr %141, i64 %148
  %166 = getelementptr inbounds i8, ptr %165, i64 32
  store <4 x double> %163, ptr %165, align 8, !tbaa !9
  store <4 x double> %164, ptr %166, align 8, !tbaa !9
  %167 = add nuw i64 %148, 8
  %168 = icmp eq i64 %167, %146
  br i1 %168, label %169, label %147, !llvm.loop !16

169:                                              ; preds = %147
  %170 = icmp eq i64 %146, %142
  br i1 %170, label %186, label %171

171:                                              ; preds = %169, %129
  %172 = phi i64 [ 0, %129 ], [ %146, %169 ]
  br label %173

173:                                              ; preds = %171, %173
  %174 = phi i64 [ %184, %173 ], [ %172, %171 ]
  %175 = getelementptr inbounds double, ptr %13, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds double, ptr %15, i64 %174
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = fmul fast double %178, 0x3EB0C6F7A0B5ED8D
  %180 = fadd fast double %179, %176
  %181 = getelementptr inbounds double, ptr %140, i64 %174
  store double %180, ptr %181, align 8, !tbaa !9
  %182 = fsub fast double %176, %179
  %183 = getelementptr inbounds double, ptr %141, i64 %174
  store double %182, ptr %183, align 8, !tbaa !9
  %184 = add nuw nsw i64 %174, 1
  %185 = icmp eq i64 %184, %142
  br i1 %185, label %186, label %173, !llvm.loop !20

186:                                              ; preds = %173, %169
  %187 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %140, ptr noundef nonnull readonly %16)
  %188 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %141, ptr noundef nonnull readonly %16)
  %189 = fsub fast double %187, %188
  %190 = fmul fast double %189, 5.000000e+05
  call void @free(ptr noundef nonnull %140) #13
  call void @free(ptr noundef nonnull %141) #13
  %191 = call fast double @llvm.fabs.f64(double %190)
  %192 = call fast double @llvm.maxnum.f64(double %191, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %136, ptr %12, align 8, !tbaa !9
  %193 = load volatile double, ptr %12, align 8, !tbaa !9
  %194 = call double @llvm.fabs.f64(double %193)
  %195 = fcmp ueq double %194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %195, label %209, label %196

196:                                              ; preds = %186
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %190, ptr %11, align 8, !tbaa !9
  %197 = load volatile double, ptr %11, align 8, !tbaa !9
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = fcmp ueq double %198, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %199, label %209, label %200

200:                                              ; preds = %196
  %201 = fsub fast double %136, %190
  %202 = call fast double @llvm.fabs.f64(double %201)
  %203 = fmul fast double %192, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp fast ole double %202, %203
  %205 = freeze i1 %204
  br i1 %205, label %206, label %209

206:                                              ; preds = %200
  %207 = trunc nuw nsw i64 %130 to i32
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %207, double noundef nofpclass(nan inf) %136, double noundef nofpclass(nan inf) %190, ptr noundef nonnull @.str.11)
  br label %214

209:                                              ; preds = %200, %196, %186
  %210 = trunc nuw nsw i64 %130 to i32
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %210, double noundef nofpclass(nan inf) %136, double noundef nofpclass(nan inf) %190, ptr noundef nonnull @.str.12)
  %212 = load i32, ptr @n_fail, align 4, !tbaa !11
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr @n_fail, align 4, !tbaa !11
  br label %214

214:                                              ; preds = %206, %209
  br label %239

215:                                              ; preds = %239
  %216 = call fast double @llvm.fabs.f64(double %136)
  %217 = call fast double @llvm.maxnum.f64(double %216, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %247, ptr %10, align 8, !tbaa !9
  %218 = load volatile double, ptr %10, align 8, !tbaa !9
  %219 = call double @llvm.fabs.f64(double %218)
  %220 = fcmp ueq double %219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %220, label %234, label %221

221:                                              ; preds = %215
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %136, ptr %9, align 8, !tbaa !9
  %222 = load volatile double, ptr %9, align 8, !tbaa !9
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %224, label %234, label %225

225:                                              ; preds = %221
  %226 = fsub fast double %247, %136
  %227 = call fast double @llvm.fabs.f64(double %226)
  %228 = fmul fast double %217, 0x3EB0C6F7A0B5ED8D
  %229 = fcmp fast ole double %227, %228
  %230 = freeze i1 %229
  br i1 %230, label %231, label %234

231:                                              ; preds = %225
  %232 = trunc nuw nsw i64 %130 to i32
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %232, double noundef nofpclass(nan inf) %247, double noundef nofpclass(nan inf) %136, ptr noundef nonnull @.str.11)
  br label %250

234:                                              ; preds = %225, %221, %215
  %235 = trunc nuw nsw i64 %130 to i32
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %235, double noundef nofpclass(nan inf) %247, double noundef nofpclass(nan inf) %136, ptr noundef nonnull @.str.12)
  %237 = load i32, ptr @n_fail, align 4, !tbaa !11
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr @n_fail, align 4, !tbaa !11
  br label %250

239:                                              ; preds = %214, %239
  %240 = phi i64 [ %248, %239 ], [ 0, %214 ]
  %241 = phi double [ %247, %239 ], [ 0.000000e+00, %214 ]
  %242 = getelementptr inbounds double, ptr %14, i64 %240
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = getelementptr inbounds double, ptr %15, i64 %240
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = fmul fast double %245, %243
  %247 = fadd fast double %246, %241
  %248 = add nuw nsw i64 %240, 1
  %249 = icmp eq i64 %248, %142
  br i1 %249, label %215, label %239, !llvm.loop !21

250:                                              ; preds = %231, %234
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #13
  %251 = add nuw nsw i64 %130, 1
  %252 = icmp eq i64 %251, 3
  br i1 %252, label %127, label %129, !llvm.loop !22

253:                                              ; preds = %376
  %254 = getelementptr inbounds i8, ptr %18, i64 4
  br label %385

255:                                              ; preds = %127, %376
  %256 = phi i64 [ 0, %127 ], [ %377, %376 ]
  %257 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #13
  store i32 %258, ptr %17, align 4, !tbaa !13
  store i32 1, ptr %128, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %259 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %260 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %259, i32 noundef %258) #13
  %261 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %262 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %261, i32 noundef %258) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %258, ptr noundef nonnull %14)
  %263 = call i32 @llvm.smax.i32(i32 %258, i32 1)
  %264 = zext nneg i32 %263 to i64
  %265 = shl nuw nsw i64 %264, 3
  %266 = call noalias ptr @malloc(i64 noundef %265) #14
  %267 = call noalias ptr @malloc(i64 noundef %265) #14
  %268 = zext nneg i32 %258 to i64
  %269 = add nsw i64 %256, -1
  %270 = icmp ult i64 %269, 2
  br i1 %270, label %297, label %271

271:                                              ; preds = %255
  %272 = and i64 %268, 2147483640
  br label %273

273:                                              ; preds = %273, %271
  %274 = phi i64 [ 0, %271 ], [ %293, %273 ]
  %275 = getelementptr inbounds double, ptr %13, i64 %274
  %276 = getelementptr inbounds i8, ptr %275, i64 32
  %277 = load <4 x double>, ptr %275, align 16, !tbaa !9
  %278 = load <4 x double>, ptr %276, align 16, !tbaa !9
  %279 = getelementptr inbounds double, ptr %15, i64 %274
  %280 = getelementptr inbounds i8, ptr %279, i64 32
  %281 = load <4 x double>, ptr %279, align 16, !tbaa !9
  %282 = load <4 x double>, ptr %280, align 16, !tbaa !9
  %283 = fmul fast <4 x double> %281, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %284 = fmul fast <4 x double> %282, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %285 = fadd fast <4 x double> %283, %277
  %286 = fadd fast <4 x double> %284, %278
  %287 = getelementptr inbounds double, ptr %266, i64 %274
  %288 = getelementptr inbounds i8, ptr %287, i64 32
  store <4 x double> %285, ptr %287, align 8, !tbaa !9
  store <4 x double> %286, ptr %288, align 8, !tbaa !9
  %289 = fsub fast <4 x double> %277, %283
  %290 = fsub fast <4 x double> %278, %284
  %291 = getelementptr inbounds double, ptr %267, i64 %274
  %292 = getelementptr inbounds i8, ptr %291, i64 32
  store <4 x double> %289, ptr %291, align 8, !tbaa !9
  store <4 x double> %290, ptr %292, align 8, !tbaa !9
  %293 = add nuw i64 %274, 8
  %294 = icmp eq i64 %293, %272
  br i1 %294, label %295, label %273, !llvm.loop !23

295:                                              ; preds = %273
  %296 = icmp eq i64 %272, %268
  br i1 %296, label %312, label %297

297:                                              ; preds = %295, %255
  %298 = phi i64 [ 0, %255 ], [ %272, %295 ]
  br label %299

299:                                              ; preds = %297, %299
  %300 = phi i64 [ %310, %299 ], [ %298, %297 ]
  %301 = getelementptr inbounds double, ptr %13, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = getelementptr inbounds double, ptr %15, i64 %300
  %304 = load double, ptr %303, align 8, !tbaa !9
  %305 = fmul fast double %304, 0x3EB0C6F7A0B5ED8D
  %306 = fadd fast double %305, %302
  %307 = getelementptr inbounds double, ptr %266, i64 %300
  store double %306, ptr %307, align 8, !tbaa !9
  %308 = fsub fast double %302, %305
  %309 = getelementptr inbounds double, ptr %267, i64 %300
  store double %308, ptr %309, align 8, !tbaa !9
  %310 = add nuw nsw i64 %300, 1
  %311 = icmp eq i64 %310, %268
  br i1 %311, label %312, label %299, !llvm.loop !24

312:                                              ; preds = %299, %295
  %313 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %266, ptr noundef nonnull readonly %17)
  %314 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %267, ptr noundef nonnull readonly %17)
  %315 = fsub fast double %313, %314
  %316 = fmul fast double %315, 5.000000e+05
  call void @free(ptr noundef nonnull %266) #13
  call void @free(ptr noundef nonnull %267) #13
  %317 = call fast double @llvm.fabs.f64(double %316)
  %318 = call fast double @llvm.maxnum.f64(double %317, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %262, ptr %8, align 8, !tbaa !9
  %319 = load volatile double, ptr %8, align 8, !tbaa !9
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %321, label %335, label %322

322:                                              ; preds = %312
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %316, ptr %7, align 8, !tbaa !9
  %323 = load volatile double, ptr %7, align 8, !tbaa !9
  %324 = call double @llvm.fabs.f64(double %323)
  %325 = fcmp ueq double %324, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %325, label %335, label %326

326:                                              ; preds = %322
  %327 = fsub fast double %262, %316
  %328 = call fast double @llvm.fabs.f64(double %327)
  %329 = fmul fast double %318, 0x3EB0C6F7A0B5ED8D
  %330 = fcmp fast ole double %328, %329
  %331 = freeze i1 %330
  br i1 %331, label %332, label %335

332:                                              ; preds = %326
  %333 = trunc nuw nsw i64 %256 to i32
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %333, double noundef nofpclass(nan inf) %262, double noundef nofpclass(nan inf) %316, ptr noundef nonnull @.str.11)
  br label %340

335:                                              ; preds = %326, %322, %312
  %336 = trunc nuw nsw i64 %256 to i32
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %336, double noundef nofpclass(nan inf) %262, double noundef nofpclass(nan inf) %316, ptr noundef nonnull @.str.12)
  %338 = load i32, ptr @n_fail, align 4, !tbaa !11
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr @n_fail, align 4, !tbaa !11
  br label %340

340:                                              ; preds = %332, %335
  br label %365

341:                                              ; preds = %365
  %342 = call fast double @llvm.fabs.f64(double %262)
  %343 = call fast double @llvm.maxnum.f64(double %342, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %373, ptr %6, align 8, !tbaa !9
  %344 = load volatile double, ptr %6, align 8, !tbaa !9
  %345 = call double @llvm.fabs.f64(double %344)
  %346 = fcmp ueq double %345, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %346, label %360, label %347

347:                                              ; preds = %341
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %262, ptr %5, align 8, !tbaa !9
  %348 = load volatile double, ptr %5, align 8, !tbaa !9
  %349 = call double @llvm.fabs.f64(double %348)
  %350 = fcmp ueq double %349, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %350, label %360, label %351

351:                                              ; preds = %347
  %352 = fsub fast double %373, %262
  %353 = call fast double @llvm.fabs.f64(double %352)
  %354 = fmul fast double %343, 0x3EB0C6F7A0B5ED8D
  %355 = fcmp fast ole double %353, %354
  %356 = freeze i1 %355
  br i1 %356, label %357, label %360

357:                                              ; preds = %351
  %358 = trunc nuw nsw i64 %256 to i32
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %358, double noundef nofpclass(nan inf) %373, double noundef nofpclass(nan inf) %262, ptr noundef nonnull @.str.11)
  br label %376

360:                                              ; preds = %351, %347, %341
  %361 = trunc nuw nsw i64 %256 to i32
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %361, double noundef nofpclass(nan inf) %373, double noundef nofpclass(nan inf) %262, ptr noundef nonnull @.str.12)
  %363 = load i32, ptr @n_fail, align 4, !tbaa !11
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr @n_fail, align 4, !tbaa !11
  br label %376

365:                                              ; preds = %340, %365
  %366 = phi i64 [ %374, %365 ], [ 0, %340 ]
  %367 = phi double [ %373, %365 ], [ 0.000000e+00, %340 ]
  %368 = getelementptr inbounds double, ptr %14, i64 %366
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = getelementptr inbounds double, ptr %15, i64 %366
  %371 = load double, ptr %370, align 8, !tbaa !9
  %372 = fmul fast double %371, %369
  %373 = fadd fast double %372, %367
  %374 = add nuw nsw i64 %366, 1
  %375 = icmp eq i64 %374, %268
  br i1 %375, label %341, label %365, !llvm.loop !25

376:                                              ; preds = %357, %360
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #13
  %377 = add nuw nsw i64 %256, 1
  %378 = icmp eq i64 %377, 3
  br i1 %378, label %253, label %255, !llvm.loop !26

379:                                              ; preds = %506
  %380 = load i32, ptr @n_fail, align 4, !tbaa !11
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %380)
  %382 = load i32, ptr @n_fail, align 4, !tbaa !11
  %383 = icmp ne i32 %382, 0
  %384 = zext i1 %383 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13) #13
  ret i32 %384

385:                                              ; preds = %253, %506
  %386 = phi i64 [ 0, %253 ], [ %507, %506 ]
  %387 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %386
  %388 = load i32, ptr %387, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #13
  store i32 %388, ptr %18, align 4, !tbaa !13
  store i32 2, ptr %254, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, i8 0, i64 96, i1 false)
  %389 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %390 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fresh, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %389, i32 noundef %388) #13
  %391 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %392 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fresh, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %391, i32 noundef %388) #13
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %18, ptr noundef nonnull %13, i32 noundef %388, ptr noundef nonnull %14)
  %393 = call i32 @llvm.smax.i32(i32 %388, i32 1)
  %394 = zext nneg i32 %393 to i64
  %395 = shl nuw nsw i64 %394, 3
  %396 = call noalias ptr @malloc(i64 noundef %395) #14
  %397 = call noalias ptr @malloc(i64 noundef %395) #14
  %398 = zext nneg i32 %388 to i64
  %399 = add nsw i64 %386, -1
  %400 = icmp ult i64 %399, 2
  br i1 %400, label %427, label %401

401:                                              ; preds = %385
  %402 = and i64 %398, 2147483640
  br label %403

403:                                              ; preds = %403, %401
  %404 = phi i64 [ 0, %401 ], [ %423, %403 ]
  %405 = getelementptr inbounds double, ptr %13, i64 %404
  %406 = getelementptr inbounds i8, ptr %405, i64 32
  %407 = load <4 x double>, ptr %405, align 16, !tbaa !9
  %408 = load <4 x double>, ptr %406, align 16, !tbaa !9
  %409 = getelementptr inbounds double, ptr %15, i64 %404
  %410 = getelementptr inbounds i8, ptr %409, i64 32
  %411 = load <4 x double>, ptr %409, align 16, !tbaa !9
  %412 = load <4 x double>, ptr %410, align 16, !tbaa !9
  %413 = fmul fast <4 x double> %411, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %414 = fmul fast <4 x double> %412, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %415 = fadd fast <4 x double> %413, %407
  %416 = fadd fast <4 x double> %414, %408
  %417 = getelementptr inbounds double, ptr %396, i64 %404
  %418 = getelementptr inbounds i8, ptr %417, i64 32
  store <4 x double> %415, ptr %417, align 8, !tbaa !9
  store <4 x double> %416, ptr %418, align 8, !tbaa !9
  %419 = fsub fast <4 x double> %407, %413
  %420 = fsub fast <4 x double> %408, %414
  %421 = getelementptr inbounds double, ptr %397, i64 %404
  %422 = getelementptr inbounds i8, ptr %421, i64 32
  store <4 x double> %419, ptr %421, align 8, !tbaa !9
  store <4 x double> %420, ptr %422, align 8, !tbaa !9
  %423 = add nuw i64 %404, 8
  %424 = icmp eq i64 %423, %402
  br i1 %424, label %425, label %403, !llvm.loop !27

425:                                              ; preds = %403
  %426 = icmp eq i64 %402, %398
  br i1 %426, label %442, label %427

427:                                              ; preds = %425, %385
  %428 = phi i64 [ 0, %385 ], [ %402, %425 ]
  br label %429

429:                                              ; preds = %427, %429
  %430 = phi i64 [ %440, %429 ], [ %428, %427 ]
  %431 = getelementptr inbounds double, ptr %13, i64 %430
  %432 = load double, ptr %431, align 8, !tbaa !9
  %433 = getelementptr inbounds double, ptr %15, i64 %430
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = fmul fast double %434, 0x3EB0C6F7A0B5ED8D
  %436 = fadd fast double %435, %432
  %437 = getelementptr inbounds double, ptr %396, i64 %430
  store double %436, ptr %437, align 8, !tbaa !9
  %438 = fsub fast double %432, %435
  %439 = getelementptr inbounds double, ptr %397, i64 %430
  store double %438, ptr %439, align 8, !tbaa !9
  %440 = add nuw nsw i64 %430, 1
  %441 = icmp eq i64 %440, %398
  br i1 %441, label %442, label %429, !llvm.loop !28

442:                                              ; preds = %429, %425
  %443 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %396, ptr noundef nonnull readonly %18)
  %444 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %397, ptr noundef nonnull readonly %18)
  %445 = fsub fast double %443, %444
  %446 = fmul fast double %445, 5.000000e+05
  call void @free(ptr noundef nonnull %396) #13
  call void @free(ptr noundef nonnull %397) #13
  %447 = call fast double @llvm.fabs.f64(double %446)
  %448 = call fast double @llvm.maxnum.f64(double %447, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %392, ptr %4, align 8, !tbaa !9
  %449 = load volatile double, ptr %4, align 8, !tbaa !9
  %450 = call double @llvm.fabs.f64(double %449)
  %451 = fcmp ueq double %450, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %451, label %465, label %452

452:                                              ; preds = %442
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %446, ptr %3, align 8, !tbaa !9
  %453 = load volatile double, ptr %3, align 8, !tbaa !9
  %454 = call double @llvm.fabs.f64(double %453)
  %455 = fcmp ueq double %454, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %455, label %465, label %456

456:                                              ; preds = %452
  %457 = fsub fast double %392, %446
  %458 = call fast double @llvm.fabs.f64(double %457)
  %459 = fmul fast double %448, 0x3EB0C6F7A0B5ED8D
  %460 = fcmp fast ole double %458, %459
  %461 = freeze i1 %460
  br i1 %461, label %462, label %465

462:                                              ; preds = %456
  %463 = trunc nuw nsw i64 %386 to i32
  %464 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %463, double noundef nofpclass(nan inf) %392, double noundef nofpclass(nan inf) %446, ptr noundef nonnull @.str.11)
  br label %470

465:                                              ; preds = %456, %452, %442
  %466 = trunc nuw nsw i64 %386 to i32
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %466, double noundef nofpclass(nan inf) %392, double noundef nofpclass(nan inf) %446, ptr noundef nonnull @.str.12)
  %468 = load i32, ptr @n_fail, align 4, !tbaa !11
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr @n_fail, align 4, !tbaa !11
  br label %470

470:                                              ; preds = %462, %465
  br label %495

471:                                              ; preds = %495
  %472 = call fast double @llvm.fabs.f64(double %392)
  %473 = call fast double @llvm.maxnum.f64(double %472, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %503, ptr %2, align 8, !tbaa !9
  %474 = load volatile double, ptr %2, align 8, !tbaa !9
  %475 = call double @llvm.fabs.f64(double %474)
  %476 = fcmp ueq double %475, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %476, label %490, label %477

477:                                              ; preds = %471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %392, ptr %1, align 8, !tbaa !9
  %478 = load volatile double, ptr %1, align 8, !tbaa !9
  %479 = call double @llvm.fabs.f64(double %478)
  %480 = fcmp ueq double %479, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %480, label %490, label %481

481:                                              ; preds = %477
  %482 = fsub fast double %503, %392
  %483 = call fast double @llvm.fabs.f64(double %482)
  %484 = fmul fast double %473, 0x3EB0C6F7A0B5ED8D
  %485 = fcmp fast ole double %483, %484
  %486 = freeze i1 %485
  br i1 %486, label %487, label %490

487:                                              ; preds = %481
  %488 = trunc nuw nsw i64 %386 to i32
  %489 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %488, double noundef nofpclass(nan inf) %503, double noundef nofpclass(nan inf) %392, ptr noundef nonnull @.str.11)
  br label %506

490:                                              ; preds = %481, %477, %471
  %491 = trunc nuw nsw i64 %386 to i32
  %492 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %491, double noundef nofpclass(nan inf) %503, double noundef nofpclass(nan inf) %392, ptr noundef nonnull @.str.12)
  %493 = load i32, ptr @n_fail, align 4, !tbaa !11
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr @n_fail, align 4, !tbaa !11
  br label %506

495:                                              ; preds = %470, %495
  %496 = phi i64 [ %504, %495 ], [ 0, %470 ]
  %497 = phi double [ %503, %495 ], [ 0.000000e+00, %470 ]
  %498 = getelementptr inbounds double, ptr %14, i64 %496
  %499 = load double, ptr %498, align 8, !tbaa !9
  %500 = getelementptr inbounds double, ptr %15, i64 %496
  %501 = load double, ptr %500, align 8, !tbaa !9
  %502 = fmul fast double %501, %499
  %503 = fadd fast double %502, %497
  %504 = add nuw nsw i64 %496, 1
  %505 = icmp eq i64 %504, %398
  br i1 %505, label %471, label %495, !llvm.loop !29

506:                                              ; preds = %487, %490
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #13
  %507 = add nuw nsw i64 %386, 1
  %508 = icmp eq i64 %507, 3
  br i1 %508, label %379, label %385, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fill_copy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %5 = sext i32 %1 to i64
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef %5)
  %6 = icmp sgt i32 %1, 0
  %7 = load ptr, ptr %3, align 8, !tbaa !31
  br i1 %6, label %8, label %157

8:                                                ; preds = %2
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 16
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 128
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %16, label %34

16:                                               ; preds = %56, %8
  %17 = phi i64 [ 0, %8 ], [ %35, %56 ]
  %18 = and i64 %11, 7
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %27, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %28, %20 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul fast double %24, %24
  %26 = getelementptr inbounds double, ptr %7, i64 %21
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %21, 1
  %28 = add i64 %22, 1
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %30, label %20, !llvm.loop !35

30:                                               ; preds = %20, %16
  %31 = phi i64 [ %17, %16 ], [ %27, %20 ]
  %32 = sub nsw i64 %17, %11
  %33 = icmp ugt i64 %32, -8
  br i1 %33, label %58, label %114

34:                                               ; preds = %8
  %35 = and i64 %11, 2147483632
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %54, %36 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = getelementptr inbounds i8, ptr %38, i64 64
  %41 = getelementptr inbounds i8, ptr %38, i64 96
  %42 = load <4 x double>, ptr %38, align 8, !tbaa !9
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !9
  %46 = fmul fast <4 x double> %42, %42
  %47 = fmul fast <4 x double> %43, %43
  %48 = fmul fast <4 x double> %44, %44
  %49 = fmul fast <4 x double> %45, %45
  %50 = getelementptr inbounds double, ptr %7, i64 %37
  %51 = getelementptr inbounds i8, ptr %50, i64 32
  %52 = getelementptr inbounds i8, ptr %50, i64 64
  %53 = getelementptr inbounds i8, ptr %50, i64 96
  store <4 x double> %46, ptr %50, align 8, !tbaa !9
  store <4 x double> %47, ptr %51, align 8, !tbaa !9
  store <4 x double> %48, ptr %52, align 8, !tbaa !9
  store <4 x double> %49, ptr %53, align 8, !tbaa !9
  %54 = add nuw i64 %37, 16
  %55 = icmp eq i64 %54, %35
  br i1 %55, label %56, label %36, !llvm.loop !37

56:                                               ; preds = %36
  %57 = icmp eq i64 %35, %11
  br i1 %57, label %58, label %16

58:                                               ; preds = %30, %114, %56
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #13
  %59 = shl nuw nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %59, i1 false)
  tail call void @free(ptr noundef %7) #13
  br i1 %6, label %60, label %159

60:                                               ; preds = %58
  %61 = zext nneg i32 %1 to i64
  %62 = icmp ult i32 %1, 16
  br i1 %62, label %63, label %66

63:                                               ; preds = %108, %60
  %64 = phi i64 [ 0, %60 ], [ %67, %108 ]
  %65 = phi double [ 0.000000e+00, %60 ], [ %112, %108 ]
  br label %161

66:                                               ; preds = %60
  %67 = and i64 %11, 2147483632
  br label %68

68:                                               ; preds = %68, %66
  %69 = phi i64 [ 0, %66 ], [ %106, %68 ]
  %70 = phi <4 x double> [ zeroinitializer, %66 ], [ %102, %68 ]
  %71 = phi <4 x double> [ zeroinitializer, %66 ], [ %103, %68 ]
  %72 = phi <4 x double> [ zeroinitializer, %66 ], [ %104, %68 ]
  %73 = phi <4 x double> [ zeroinitializer, %66 ], [ %105, %68 ]
  %74 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %69
  %75 = getelementptr inbounds i8, ptr %74, i64 32
  %76 = getelementptr inbounds i8, ptr %74, i64 64
  %77 = getelementptr inbounds i8, ptr %74, i64 96
  %78 = load <4 x double>, ptr %74, align 16, !tbaa !9
  %79 = load <4 x double>, ptr %75, align 16, !tbaa !9
  %80 = load <4 x double>, ptr %76, align 16, !tbaa !9
  %81 = load <4 x double>, ptr %77, align 16, !tbaa !9
  %82 = getelementptr inbounds double, ptr %0, i64 %69
  %83 = getelementptr inbounds i8, ptr %82, i64 32
  %84 = getelementptr inbounds i8, ptr %82, i64 64
  %85 = getelementptr inbounds i8, ptr %82, i64 96
  %86 = load <4 x double>, ptr %82, align 8, !tbaa !9
  %87 = load <4 x double>, ptr %83, align 8, !tbaa !9
  %88 = load <4 x double>, ptr %84, align 8, !tbaa !9
  %89 = load <4 x double>, ptr %85, align 8, !tbaa !9
  %90 = fadd fast <4 x double> %86, %78
  %91 = fadd fast <4 x double> %87, %79
  %92 = fadd fast <4 x double> %88, %80
  %93 = fadd fast <4 x double> %89, %81
  %94 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %90)
  %95 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %91)
  %96 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %92)
  %97 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %93)
  %98 = fmul fast <4 x double> %94, %78
  %99 = fmul fast <4 x double> %95, %79
  %100 = fmul fast <4 x double> %96, %80
  %101 = fmul fast <4 x double> %97, %81
  %102 = fadd fast <4 x double> %98, %70
  %103 = fadd fast <4 x double> %99, %71
  %104 = fadd fast <4 x double> %100, %72
  %105 = fadd fast <4 x double> %101, %73
  %106 = add nuw i64 %69, 16
  %107 = icmp eq i64 %106, %67
  br i1 %107, label %108, label %68, !llvm.loop !38

108:                                              ; preds = %68
  %109 = fadd fast <4 x double> %103, %102
  %110 = fadd fast <4 x double> %104, %109
  %111 = fadd fast <4 x double> %105, %110
  %112 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %111)
  %113 = icmp eq i64 %67, %11
  br i1 %113, label %159, label %63

114:                                              ; preds = %30, %114
  %115 = phi i64 [ %155, %114 ], [ %31, %30 ]
  %116 = getelementptr inbounds double, ptr %0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = fmul fast double %117, %117
  %119 = getelementptr inbounds double, ptr %7, i64 %115
  store double %118, ptr %119, align 8, !tbaa !9
  %120 = add nuw nsw i64 %115, 1
  %121 = getelementptr inbounds double, ptr %0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul fast double %122, %122
  %124 = getelementptr inbounds double, ptr %7, i64 %120
  store double %123, ptr %124, align 8, !tbaa !9
  %125 = add nuw nsw i64 %115, 2
  %126 = getelementptr inbounds double, ptr %0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = fmul fast double %127, %127
  %129 = getelementptr inbounds double, ptr %7, i64 %125
  store double %128, ptr %129, align 8, !tbaa !9
  %130 = add nuw nsw i64 %115, 3
  %131 = getelementptr inbounds double, ptr %0, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = fmul fast double %132, %132
  %134 = getelementptr inbounds double, ptr %7, i64 %130
  store double %133, ptr %134, align 8, !tbaa !9
  %135 = add nuw nsw i64 %115, 4
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = fmul fast double %137, %137
  %139 = getelementptr inbounds double, ptr %7, i64 %135
  store double %138, ptr %139, align 8, !tbaa !9
  %140 = add nuw nsw i64 %115, 5
  %141 = getelementptr inbounds double, ptr %0, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = fmul fast double %142, %142
  %144 = getelementptr inbounds double, ptr %7, i64 %140
  store double %143, ptr %144, align 8, !tbaa !9
  %145 = add nuw nsw i64 %115, 6
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul fast double %147, %147
  %149 = getelementptr inbounds double, ptr %7, i64 %145
  store double %148, ptr %149, align 8, !tbaa !9
  %150 = add nuw nsw i64 %115, 7
  %151 = getelementptr inbounds double, ptr %0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fmul fast double %152, %152
  %154 = getelementptr inbounds double, ptr %7, i64 %150
  store double %153, ptr %154, align 8, !tbaa !9
  %155 = add nuw nsw i64 %115, 8
  %156 = icmp eq i64 %155, %11
  br i1 %156, label %58, label %114, !llvm.loop !39

157:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #13
  %158 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %158, i1 false)
  tail call void @free(ptr noundef %7) #13
  br label %159

159:                                              ; preds = %161, %108, %157, %58
  %160 = phi double [ 0.000000e+00, %58 ], [ 0.000000e+00, %157 ], [ %112, %108 ], [ %171, %161 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  ret double %160

161:                                              ; preds = %63, %161
  %162 = phi i64 [ %172, %161 ], [ %64, %63 ]
  %163 = phi double [ %171, %161 ], [ %65, %63 ]
  %164 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %162
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = getelementptr inbounds double, ptr %0, i64 %162
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = fadd fast double %167, %165
  %169 = tail call fast double @llvm.sin.f64(double %168)
  %170 = fmul fast double %169, %165
  %171 = fadd fast double %170, %163
  %172 = add nuw nsw i64 %162, 1
  %173 = icmp eq i64 %172, %61
  br i1 %173, label %159, label %161, !llvm.loop !40
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #4 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #14
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %57, %5
  tail call void @free(ptr noundef %11) #13
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
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %50, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.11)
  br label %57

52:                                               ; preds = %43, %39, %18
  %53 = trunc nuw nsw i64 %19 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %53, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.12)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !11
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %49, %52
  %58 = add nuw nsw i64 %19, 1
  %59 = icmp eq i64 %58, %16
  br i1 %59, label %17, label %18, !llvm.loop !41
}

; Function Attrs: nounwind uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = ptrtoint ptr %0 to i64
  %4 = alloca %struct.Buf, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca %struct.Buf, align 8
  %7 = alloca %struct.Buf, align 8
  %8 = alloca [12 x double], align 16
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = load i32, ptr %1, align 4, !tbaa !13
  switch i32 %10, label %296 [
    i32 0, label %12
    i32 1, label %178
  ]

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %13 = sext i32 %11 to i64
  call fastcc void @resize(ptr noundef nonnull %7, i64 noundef %13)
  %14 = icmp sgt i32 %11, 0
  %15 = load ptr, ptr %7, align 8, !tbaa !31
  br i1 %14, label %16, label %162

16:                                               ; preds = %12
  %17 = ptrtoint ptr %15 to i64
  %18 = zext nneg i32 %11 to i64
  %19 = icmp ult i32 %11, 16
  %20 = sub i64 %17, %3
  %21 = icmp ult i64 %20, 128
  %22 = select i1 %19, i1 true, i1 %21
  br i1 %22, label %23, label %41

23:                                               ; preds = %63, %16
  %24 = phi i64 [ 0, %16 ], [ %42, %63 ]
  %25 = and i64 %18, 7
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %37, label %27

27:                                               ; preds = %23, %27
  %28 = phi i64 [ %34, %27 ], [ %24, %23 ]
  %29 = phi i64 [ %35, %27 ], [ 0, %23 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %28
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul fast double %31, %31
  %33 = getelementptr inbounds double, ptr %15, i64 %28
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %28, 1
  %35 = add i64 %29, 1
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %27, !llvm.loop !42

37:                                               ; preds = %27, %23
  %38 = phi i64 [ %24, %23 ], [ %34, %27 ]
  %39 = sub nsw i64 %24, %18
  %40 = icmp ugt i64 %39, -8
  br i1 %40, label %65, label %119

41:                                               ; preds = %16
  %42 = and i64 %18, 2147483632
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %61, %43 ]
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 32
  %47 = getelementptr inbounds i8, ptr %45, i64 64
  %48 = getelementptr inbounds i8, ptr %45, i64 96
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !9
  %50 = load <4 x double>, ptr %46, align 8, !tbaa !9
  %51 = load <4 x double>, ptr %47, align 8, !tbaa !9
  %52 = load <4 x double>, ptr %48, align 8, !tbaa !9
  %53 = fmul fast <4 x double> %49, %49
  %54 = fmul fast <4 x double> %50, %50
  %55 = fmul fast <4 x double> %51, %51
  %56 = fmul fast <4 x double> %52, %52
  %57 = getelementptr inbounds double, ptr %15, i64 %44
  %58 = getelementptr inbounds i8, ptr %57, i64 32
  %59 = getelementptr inbounds i8, ptr %57, i64 64
  %60 = getelementptr inbounds i8, ptr %57, i64 96
  store <4 x double> %53, ptr %57, align 8, !tbaa !9
  store <4 x double> %54, ptr %58, align 8, !tbaa !9
  store <4 x double> %55, ptr %59, align 8, !tbaa !9
  store <4 x double> %56, ptr %60, align 8, !tbaa !9
  %61 = add nuw i64 %44, 16
  %62 = icmp eq i64 %61, %42
  br i1 %62, label %63, label %43, !llvm.loop !43

63:                                               ; preds = %43
  %64 = icmp eq i64 %42, %18
  br i1 %64, label %65, label %23

65:                                               ; preds = %37, %119, %63
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #13
  %66 = shl nuw nsw i64 %13, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull align 8 %15, i64 %66, i1 false)
  tail call void @free(ptr noundef nonnull %15) #13
  %67 = icmp ult i32 %11, 16
  br i1 %67, label %68, label %71

68:                                               ; preds = %113, %65
  %69 = phi i64 [ 0, %65 ], [ %72, %113 ]
  %70 = phi double [ 0.000000e+00, %65 ], [ %117, %113 ]
  br label %163

71:                                               ; preds = %65
  %72 = and i64 %18, 2147483632
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %111, %73 ]
  %75 = phi <4 x double> [ zeroinitializer, %71 ], [ %107, %73 ]
  %76 = phi <4 x double> [ zeroinitializer, %71 ], [ %108, %73 ]
  %77 = phi <4 x double> [ zeroinitializer, %71 ], [ %109, %73 ]
  %78 = phi <4 x double> [ zeroinitializer, %71 ], [ %110, %73 ]
  %79 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %74
  %80 = getelementptr inbounds i8, ptr %79, i64 32
  %81 = getelementptr inbounds i8, ptr %79, i64 64
  %82 = getelementptr inbounds i8, ptr %79, i64 96
  %83 = load <4 x double>, ptr %79, align 16, !tbaa !9
  %84 = load <4 x double>, ptr %80, align 16, !tbaa !9
  %85 = load <4 x double>, ptr %81, align 16, !tbaa !9
  %86 = load <4 x double>, ptr %82, align 16, !tbaa !9
  %87 = getelementptr inbounds double, ptr %0, i64 %74
  %88 = getelementptr inbounds i8, ptr %87, i64 32
  %89 = getelementptr inbounds i8, ptr %87, i64 64
  %90 = getelementptr inbounds i8, ptr %87, i64 96
  %91 = load <4 x double>, ptr %87, align 8, !tbaa !9
  %92 = load <4 x double>, ptr %88, align 8, !tbaa !9
  %93 = load <4 x double>, ptr %89, align 8, !tbaa !9
  %94 = load <4 x double>, ptr %90, align 8, !tbaa !9
  %95 = fadd fast <4 x double> %91, %83
  %96 = fadd fast <4 x double> %92, %84
  %97 = fadd fast <4 x double> %93, %85
  %98 = fadd fast <4 x double> %94, %86
  %99 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %95)
  %100 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %96)
  %101 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %97)
  %102 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %98)
  %103 = fmul fast <4 x double> %99, %83
  %104 = fmul fast <4 x double> %100, %84
  %105 = fmul fast <4 x double> %101, %85
  %106 = fmul fast <4 x double> %102, %86
  %107 = fadd fast <4 x double> %103, %75
  %108 = fadd fast <4 x double> %104, %76
  %109 = fadd fast <4 x double> %105, %77
  %110 = fadd fast <4 x double> %106, %78
  %111 = add nuw i64 %74, 16
  %112 = icmp eq i64 %111, %72
  br i1 %112, label %113, label %73, !llvm.loop !44

113:                                              ; preds = %73
  %114 = fadd fast <4 x double> %108, %107
  %115 = fadd fast <4 x double> %109, %114
  %116 = fadd fast <4 x double> %110, %115
  %117 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %116)
  %118 = icmp eq i64 %72, %18
  br i1 %118, label %176, label %68

119:                                              ; preds = %37, %119
  %120 = phi i64 [ %160, %119 ], [ %38, %37 ]
  %121 = getelementptr inbounds double, ptr %0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul fast double %122, %122
  %124 = getelementptr inbounds double, ptr %15, i64 %120
  store double %123, ptr %124, align 8, !tbaa !9
  %125 = add nuw nsw i64 %120, 1
  %126 = getelementptr inbounds double, ptr %0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = fmul fast double %127, %127
  %129 = getelementptr inbounds double, ptr %15, i64 %125
  store double %128, ptr %129, align 8, !tbaa !9
  %130 = add nuw nsw i64 %120, 2
  %131 = getelementptr inbounds double, ptr %0, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = fmul fast double %132, %132
  %134 = getelementptr inbounds double, ptr %15, i64 %130
  store double %133, ptr %134, align 8, !tbaa !9
  %135 = add nuw nsw i64 %120, 3
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = fmul fast double %137, %137
  %139 = getelementptr inbounds double, ptr %15, i64 %135
  store double %138, ptr %139, align 8, !tbaa !9
  %140 = add nuw nsw i64 %120, 4
  %141 = getelementptr inbounds double, ptr %0, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = fmul fast double %142, %142
  %144 = getelementptr inbounds double, ptr %15, i64 %140
  store double %143, ptr %144, align 8, !tbaa !9
  %145 = add nuw nsw i64 %120, 5
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul fast double %147, %147
  %149 = getelementptr inbounds double, ptr %15, i64 %145
  store double %148, ptr %149, align 8, !tbaa !9
  %150 = add nuw nsw i64 %120, 6
  %151 = getelementptr inbounds double, ptr %0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fmul fast double %152, %152
  %154 = getelementptr inbounds double, ptr %15, i64 %150
  store double %153, ptr %154, align 8, !tbaa !9
  %155 = add nuw nsw i64 %120, 7
  %156 = getelementptr inbounds double, ptr %0, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = fmul fast double %157, %157
  %159 = getelementptr inbounds double, ptr %15, i64 %155
  store double %158, ptr %159, align 8, !tbaa !9
  %160 = add nuw nsw i64 %120, 8
  %161 = icmp eq i64 %160, %18
  br i1 %161, label %65, label %119, !llvm.loop !45

162:                                              ; preds = %12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #13
  tail call void @free(ptr noundef %15) #13
  br label %176

163:                                              ; preds = %68, %163
  %164 = phi i64 [ %174, %163 ], [ %69, %68 ]
  %165 = phi double [ %173, %163 ], [ %70, %68 ]
  %166 = getelementptr inbounds [12 x double], ptr %8, i64 0, i64 %164
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = getelementptr inbounds double, ptr %0, i64 %164
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = fadd fast double %169, %167
  %171 = tail call fast double @llvm.sin.f64(double %170)
  %172 = fmul fast double %171, %167
  %173 = fadd fast double %172, %165
  %174 = add nuw nsw i64 %164, 1
  %175 = icmp eq i64 %174, %18
  br i1 %175, label %176, label %163, !llvm.loop !46

176:                                              ; preds = %163, %113, %162
  %177 = phi double [ 0.000000e+00, %162 ], [ %117, %113 ], [ %173, %163 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %554

178:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  call fastcc void @resize(ptr noundef nonnull %6, i64 noundef 1)
  %179 = load double, ptr %0, align 8, !tbaa !9
  %180 = fmul fast double %179, 2.000000e+00
  %181 = load ptr, ptr %6, align 8, !tbaa !31
  store double %180, ptr %181, align 8, !tbaa !9
  %182 = sext i32 %11 to i64
  call fastcc void @resize(ptr noundef nonnull %6, i64 noundef %182)
  %183 = icmp sgt i32 %11, 1
  %184 = load ptr, ptr %6, align 8, !tbaa !31
  br i1 %183, label %185, label %211

185:                                              ; preds = %178
  %186 = zext nneg i32 %11 to i64
  %187 = load double, ptr %184, align 8
  %188 = add nsw i64 %186, -1
  %189 = add nsw i64 %186, -2
  %190 = and i64 %188, 3
  %191 = icmp ult i64 %189, 3
  br i1 %191, label %194, label %192

192:                                              ; preds = %185
  %193 = and i64 %188, -4
  br label %251

194:                                              ; preds = %251, %185
  %195 = phi double [ %187, %185 ], [ %281, %251 ]
  %196 = phi i64 [ 1, %185 ], [ %282, %251 ]
  %197 = icmp eq i64 %190, 0
  br i1 %197, label %211, label %198

198:                                              ; preds = %194, %198
  %199 = phi double [ %207, %198 ], [ %195, %194 ]
  %200 = phi i64 [ %208, %198 ], [ %196, %194 ]
  %201 = phi i64 [ %209, %198 ], [ 0, %194 ]
  %202 = getelementptr double, ptr %184, i64 %200
  %203 = getelementptr inbounds double, ptr %0, i64 %200
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = fmul fast double %204, %199
  %206 = tail call fast double @llvm.cos.f64(double %204)
  %207 = fadd fast double %205, %206
  store double %207, ptr %202, align 8, !tbaa !9
  %208 = add nuw nsw i64 %200, 1
  %209 = add i64 %201, 1
  %210 = icmp eq i64 %209, %190
  br i1 %210, label %211, label %198, !llvm.loop !47

211:                                              ; preds = %194, %198, %178
  %212 = icmp sgt i32 %11, 0
  br i1 %212, label %213, label %294

213:                                              ; preds = %211
  %214 = zext nneg i32 %11 to i64
  %215 = icmp ult i32 %11, 16
  br i1 %215, label %216, label %219

216:                                              ; preds = %245, %213
  %217 = phi i64 [ 0, %213 ], [ %220, %245 ]
  %218 = phi double [ 0.000000e+00, %213 ], [ %249, %245 ]
  br label %285

219:                                              ; preds = %213
  %220 = and i64 %214, 2147483632
  br label %221

221:                                              ; preds = %221, %219
  %222 = phi i64 [ 0, %219 ], [ %243, %221 ]
  %223 = phi <4 x double> [ zeroinitializer, %219 ], [ %239, %221 ]
  %224 = phi <4 x double> [ zeroinitializer, %219 ], [ %240, %221 ]
  %225 = phi <4 x double> [ zeroinitializer, %219 ], [ %241, %221 ]
  %226 = phi <4 x double> [ zeroinitializer, %219 ], [ %242, %221 ]
  %227 = getelementptr inbounds double, ptr %184, i64 %222
  %228 = getelementptr inbounds i8, ptr %227, i64 32
  %229 = getelementptr inbounds i8, ptr %227, i64 64
  %230 = getelementptr inbounds i8, ptr %227, i64 96
  %231 = load <4 x double>, ptr %227, align 8, !tbaa !9
  %232 = load <4 x double>, ptr %228, align 8, !tbaa !9
  %233 = load <4 x double>, ptr %229, align 8, !tbaa !9
  %234 = load <4 x double>, ptr %230, align 8, !tbaa !9
  %235 = fmul fast <4 x double> %231, %231
  %236 = fmul fast <4 x double> %232, %232
  %237 = fmul fast <4 x double> %233, %233
  %238 = fmul fast <4 x double> %234, %234
  %239 = fadd fast <4 x double> %235, %223
  %240 = fadd fast <4 x double> %236, %224
  %241 = fadd fast <4 x double> %237, %225
  %242 = fadd fast <4 x double> %238, %226
  %243 = add nuw i64 %222, 16
  %244 = icmp eq i64 %243, %220
  br i1 %244, label %245, label %221, !llvm.loop !48

245:                                              ; preds = %221
  %246 = fadd fast <4 x double> %240, %239
  %247 = fadd fast <4 x double> %241, %246
  %248 = fadd fast <4 x double> %242, %247
  %249 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %248)
  %250 = icmp eq i64 %220, %214
  br i1 %250, label %294, label %216

251:                                              ; preds = %251, %192
  %252 = phi double [ %187, %192 ], [ %281, %251 ]
  %253 = phi i64 [ 1, %192 ], [ %282, %251 ]
  %254 = phi i64 [ 0, %192 ], [ %283, %251 ]
  %255 = getelementptr double, ptr %184, i64 %253
  %256 = getelementptr inbounds double, ptr %0, i64 %253
  %257 = load double, ptr %256, align 8, !tbaa !9
  %258 = fmul fast double %257, %252
  %259 = tail call fast double @llvm.cos.f64(double %257)
  %260 = fadd fast double %258, %259
  store double %260, ptr %255, align 8, !tbaa !9
  %261 = add nuw nsw i64 %253, 1
  %262 = getelementptr double, ptr %184, i64 %261
  %263 = getelementptr inbounds double, ptr %0, i64 %261
  %264 = load double, ptr %263, align 8, !tbaa !9
  %265 = fmul fast double %264, %260
  %266 = tail call fast double @llvm.cos.f64(double %264)
  %267 = fadd fast double %265, %266
  store double %267, ptr %262, align 8, !tbaa !9
  %268 = add nuw nsw i64 %253, 2
  %269 = getelementptr double, ptr %184, i64 %268
  %270 = getelementptr inbounds double, ptr %0, i64 %268
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = fmul fast double %271, %267
  %273 = tail call fast double @llvm.cos.f64(double %271)
  %274 = fadd fast double %272, %273
  store double %274, ptr %269, align 8, !tbaa !9
  %275 = add nuw nsw i64 %253, 3
  %276 = getelementptr double, ptr %184, i64 %275
  %277 = getelementptr inbounds double, ptr %0, i64 %275
  %278 = load double, ptr %277, align 8, !tbaa !9
  %279 = fmul fast double %278, %274
  %280 = tail call fast double @llvm.cos.f64(double %278)
  %281 = fadd fast double %279, %280
  store double %281, ptr %276, align 8, !tbaa !9
  %282 = add nuw nsw i64 %253, 4
  %283 = add i64 %254, 4
  %284 = icmp eq i64 %283, %193
  br i1 %284, label %194, label %251, !llvm.loop !49

285:                                              ; preds = %216, %285
  %286 = phi i64 [ %292, %285 ], [ %217, %216 ]
  %287 = phi double [ %291, %285 ], [ %218, %216 ]
  %288 = getelementptr inbounds double, ptr %184, i64 %286
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = fmul fast double %289, %289
  %291 = fadd fast double %290, %287
  %292 = add nuw nsw i64 %286, 1
  %293 = icmp eq i64 %292, %214
  br i1 %293, label %294, label %285, !llvm.loop !50

294:                                              ; preds = %285, %245, %211
  %295 = phi double [ 0.000000e+00, %211 ], [ %249, %245 ], [ %291, %285 ]
  tail call void @free(ptr noundef %184) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  br label %554

296:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %297 = sext i32 %11 to i64
  call fastcc void @reset(ptr noundef nonnull %4, i64 noundef %297)
  %298 = icmp sgt i32 %11, 0
  %299 = load ptr, ptr %4, align 8, !tbaa !31
  br i1 %298, label %300, label %539

300:                                              ; preds = %296
  %301 = ptrtoint ptr %299 to i64
  %302 = zext nneg i32 %11 to i64
  %303 = icmp ult i32 %11, 16
  %304 = sub i64 %301, %3
  %305 = icmp ult i64 %304, 128
  %306 = select i1 %303, i1 true, i1 %305
  br i1 %306, label %307, label %326

307:                                              ; preds = %352, %300
  %308 = phi i64 [ 0, %300 ], [ %327, %352 ]
  %309 = and i64 %302, 7
  %310 = icmp eq i64 %309, 0
  br i1 %310, label %322, label %311

311:                                              ; preds = %307, %311
  %312 = phi i64 [ %319, %311 ], [ %308, %307 ]
  %313 = phi i64 [ %320, %311 ], [ 0, %307 ]
  %314 = getelementptr inbounds double, ptr %0, i64 %312
  %315 = load double, ptr %314, align 8, !tbaa !9
  %316 = fmul fast double %315, %315
  %317 = fmul fast double %316, %315
  %318 = getelementptr inbounds double, ptr %299, i64 %312
  store double %317, ptr %318, align 8, !tbaa !9
  %319 = add nuw nsw i64 %312, 1
  %320 = add i64 %313, 1
  %321 = icmp eq i64 %320, %309
  br i1 %321, label %322, label %311, !llvm.loop !51

322:                                              ; preds = %311, %307
  %323 = phi i64 [ %308, %307 ], [ %319, %311 ]
  %324 = sub nsw i64 %308, %302
  %325 = icmp ugt i64 %324, -8
  br i1 %325, label %354, label %488

326:                                              ; preds = %300
  %327 = and i64 %302, 2147483632
  br label %328

328:                                              ; preds = %328, %326
  %329 = phi i64 [ 0, %326 ], [ %350, %328 ]
  %330 = getelementptr inbounds double, ptr %0, i64 %329
  %331 = getelementptr inbounds i8, ptr %330, i64 32
  %332 = getelementptr inbounds i8, ptr %330, i64 64
  %333 = getelementptr inbounds i8, ptr %330, i64 96
  %334 = load <4 x double>, ptr %330, align 8, !tbaa !9
  %335 = load <4 x double>, ptr %331, align 8, !tbaa !9
  %336 = load <4 x double>, ptr %332, align 8, !tbaa !9
  %337 = load <4 x double>, ptr %333, align 8, !tbaa !9
  %338 = fmul fast <4 x double> %334, %334
  %339 = fmul fast <4 x double> %335, %335
  %340 = fmul fast <4 x double> %336, %336
  %341 = fmul fast <4 x double> %337, %337
  %342 = fmul fast <4 x double> %338, %334
  %343 = fmul fast <4 x double> %339, %335
  %344 = fmul fast <4 x double> %340, %336
  %345 = fmul fast <4 x double> %341, %337
  %346 = getelementptr inbounds double, ptr %299, i64 %329
  %347 = getelementptr inbounds i8, ptr %346, i64 32
  %348 = getelementptr inbounds i8, ptr %346, i64 64
  %349 = getelementptr inbounds i8, ptr %346, i64 96
  store <4 x double> %342, ptr %346, align 8, !tbaa !9
  store <4 x double> %343, ptr %347, align 8, !tbaa !9
  store <4 x double> %344, ptr %348, align 8, !tbaa !9
  store <4 x double> %345, ptr %349, align 8, !tbaa !9
  %350 = add nuw i64 %329, 16
  %351 = icmp eq i64 %350, %327
  br i1 %351, label %352, label %328, !llvm.loop !52

352:                                              ; preds = %328
  %353 = icmp eq i64 %327, %302
  br i1 %353, label %354, label %307

354:                                              ; preds = %322, %488, %352
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #13
  %355 = shl nuw nsw i64 %297, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 8 %299, i64 %355, i1 false)
  tail call void @free(ptr noundef nonnull %299) #13
  %356 = icmp ult i32 %11, 16
  br i1 %356, label %357, label %360

357:                                              ; preds = %482, %354
  %358 = phi i64 [ 0, %354 ], [ %361, %482 ]
  %359 = phi double [ 0.000000e+00, %354 ], [ %486, %482 ]
  br label %540

360:                                              ; preds = %354
  %361 = and i64 %302, 2147483632
  br label %362

362:                                              ; preds = %362, %360
  %363 = phi i64 [ 0, %360 ], [ %480, %362 ]
  %364 = phi <4 x double> [ zeroinitializer, %360 ], [ %476, %362 ]
  %365 = phi <4 x double> [ zeroinitializer, %360 ], [ %477, %362 ]
  %366 = phi <4 x double> [ zeroinitializer, %360 ], [ %478, %362 ]
  %367 = phi <4 x double> [ zeroinitializer, %360 ], [ %479, %362 ]
  %368 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %363
  %369 = getelementptr inbounds i8, ptr %368, i64 32
  %370 = getelementptr inbounds i8, ptr %368, i64 64
  %371 = getelementptr inbounds i8, ptr %368, i64 96
  %372 = load <4 x double>, ptr %368, align 16, !tbaa !9
  %373 = load <4 x double>, ptr %369, align 16, !tbaa !9
  %374 = load <4 x double>, ptr %370, align 16, !tbaa !9
  %375 = load <4 x double>, ptr %371, align 16, !tbaa !9
  %376 = or disjoint i64 %363, 1
  %377 = or disjoint i64 %363, 2
  %378 = or disjoint i64 %363, 3
  %379 = or disjoint i64 %363, 4
  %380 = or disjoint i64 %363, 5
  %381 = or disjoint i64 %363, 6
  %382 = or disjoint i64 %363, 7
  %383 = or disjoint i64 %363, 8
  %384 = or disjoint i64 %363, 9
  %385 = or disjoint i64 %363, 10
  %386 = or disjoint i64 %363, 11
  %387 = or disjoint i64 %363, 12
  %388 = or disjoint i64 %363, 13
  %389 = or disjoint i64 %363, 14
  %390 = or disjoint i64 %363, 15
  %391 = add nuw nsw i64 %363, 16
  %392 = icmp eq i64 %376, %302
  %393 = icmp eq i64 %377, %302
  %394 = icmp eq i64 %378, %302
  %395 = icmp eq i64 %379, %302
  %396 = icmp eq i64 %380, %302
  %397 = icmp eq i64 %381, %302
  %398 = icmp eq i64 %382, %302
  %399 = icmp eq i64 %383, %302
  %400 = icmp eq i64 %384, %302
  %401 = icmp eq i64 %385, %302
  %402 = icmp eq i64 %386, %302
  %403 = icmp eq i64 %387, %302
  %404 = icmp eq i64 %388, %302
  %405 = icmp eq i64 %389, %302
  %406 = icmp eq i64 %390, %302
  %407 = icmp eq i64 %391, %302
  %408 = select i1 %392, i64 0, i64 %376
  %409 = select i1 %393, i64 0, i64 %377
  %410 = select i1 %394, i64 0, i64 %378
  %411 = select i1 %395, i64 0, i64 %379
  %412 = select i1 %396, i64 0, i64 %380
  %413 = select i1 %397, i64 0, i64 %381
  %414 = select i1 %398, i64 0, i64 %382
  %415 = select i1 %399, i64 0, i64 %383
  %416 = select i1 %400, i64 0, i64 %384
  %417 = select i1 %401, i64 0, i64 %385
  %418 = select i1 %402, i64 0, i64 %386
  %419 = select i1 %403, i64 0, i64 %387
  %420 = select i1 %404, i64 0, i64 %388
  %421 = select i1 %405, i64 0, i64 %389
  %422 = select i1 %406, i64 0, i64 %390
  %423 = select i1 %407, i64 0, i64 %391
  %424 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %408
  %425 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %409
  %426 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %410
  %427 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %411
  %428 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %412
  %429 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %413
  %430 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %414
  %431 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %415
  %432 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %416
  %433 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %417
  %434 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %418
  %435 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %419
  %436 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %420
  %437 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %421
  %438 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %422
  %439 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %423
  %440 = load double, ptr %424, align 8, !tbaa !9
  %441 = load double, ptr %425, align 16, !tbaa !9
  %442 = load double, ptr %426, align 8, !tbaa !9
  %443 = load double, ptr %427, align 16, !tbaa !9
  %444 = insertelement <4 x double> poison, double %440, i64 0
  %445 = insertelement <4 x double> %444, double %441, i64 1
  %446 = insertelement <4 x double> %445, double %442, i64 2
  %447 = insertelement <4 x double> %446, double %443, i64 3
  %448 = load double, ptr %428, align 8, !tbaa !9
  %449 = load double, ptr %429, align 16, !tbaa !9
  %450 = load double, ptr %430, align 8, !tbaa !9
  %451 = load double, ptr %431, align 16, !tbaa !9
  %452 = insertelement <4 x double> poison, double %448, i64 0
  %453 = insertelement <4 x double> %452, double %449, i64 1
  %454 = insertelement <4 x double> %453, double %450, i64 2
  %455 = insertelement <4 x double> %454, double %451, i64 3
  %456 = load double, ptr %432, align 8, !tbaa !9
  %457 = load double, ptr %433, align 16, !tbaa !9
  %458 = load double, ptr %434, align 8, !tbaa !9
  %459 = load double, ptr %435, align 16, !tbaa !9
  %460 = insertelement <4 x double> poison, double %456, i64 0
  %461 = insertelement <4 x double> %460, double %457, i64 1
  %462 = insertelement <4 x double> %461, double %458, i64 2
  %463 = insertelement <4 x double> %462, double %459, i64 3
  %464 = load double, ptr %436, align 8, !tbaa !9
  %465 = load double, ptr %437, align 16, !tbaa !9
  %466 = load double, ptr %438, align 8, !tbaa !9
  %467 = load double, ptr %439, align 16, !tbaa !9
  %468 = insertelement <4 x double> poison, double %464, i64 0
  %469 = insertelement <4 x double> %468, double %465, i64 1
  %470 = insertelement <4 x double> %469, double %466, i64 2
  %471 = insertelement <4 x double> %470, double %467, i64 3
  %472 = fmul fast <4 x double> %447, %372
  %473 = fmul fast <4 x double> %455, %373
  %474 = fmul fast <4 x double> %463, %374
  %475 = fmul fast <4 x double> %471, %375
  %476 = fadd fast <4 x double> %472, %364
  %477 = fadd fast <4 x double> %473, %365
  %478 = fadd fast <4 x double> %474, %366
  %479 = fadd fast <4 x double> %475, %367
  %480 = add nuw i64 %363, 16
  %481 = icmp eq i64 %480, %361
  br i1 %481, label %482, label %362, !llvm.loop !53

482:                                              ; preds = %362
  %483 = fadd fast <4 x double> %477, %476
  %484 = fadd fast <4 x double> %478, %483
  %485 = fadd fast <4 x double> %479, %484
  %486 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %485)
  %487 = icmp eq i64 %361, %302
  br i1 %487, label %552, label %357

488:                                              ; preds = %322, %488
  %489 = phi i64 [ %537, %488 ], [ %323, %322 ]
  %490 = getelementptr inbounds double, ptr %0, i64 %489
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = fmul fast double %491, %491
  %493 = fmul fast double %492, %491
  %494 = getelementptr inbounds double, ptr %299, i64 %489
  store double %493, ptr %494, align 8, !tbaa !9
  %495 = add nuw nsw i64 %489, 1
  %496 = getelementptr inbounds double, ptr %0, i64 %495
  %497 = load double, ptr %496, align 8, !tbaa !9
  %498 = fmul fast double %497, %497
  %499 = fmul fast double %498, %497
  %500 = getelementptr inbounds double, ptr %299, i64 %495
  store double %499, ptr %500, align 8, !tbaa !9
  %501 = add nuw nsw i64 %489, 2
  %502 = getelementptr inbounds double, ptr %0, i64 %501
  %503 = load double, ptr %502, align 8, !tbaa !9
  %504 = fmul fast double %503, %503
  %505 = fmul fast double %504, %503
  %506 = getelementptr inbounds double, ptr %299, i64 %501
  store double %505, ptr %506, align 8, !tbaa !9
  %507 = add nuw nsw i64 %489, 3
  %508 = getelementptr inbounds double, ptr %0, i64 %507
  %509 = load double, ptr %508, align 8, !tbaa !9
  %510 = fmul fast double %509, %509
  %511 = fmul fast double %510, %509
  %512 = getelementptr inbounds double, ptr %299, i64 %507
  store double %511, ptr %512, align 8, !tbaa !9
  %513 = add nuw nsw i64 %489, 4
  %514 = getelementptr inbounds double, ptr %0, i64 %513
  %515 = load double, ptr %514, align 8, !tbaa !9
  %516 = fmul fast double %515, %515
  %517 = fmul fast double %516, %515
  %518 = getelementptr inbounds double, ptr %299, i64 %513
  store double %517, ptr %518, align 8, !tbaa !9
  %519 = add nuw nsw i64 %489, 5
  %520 = getelementptr inbounds double, ptr %0, i64 %519
  %521 = load double, ptr %520, align 8, !tbaa !9
  %522 = fmul fast double %521, %521
  %523 = fmul fast double %522, %521
  %524 = getelementptr inbounds double, ptr %299, i64 %519
  store double %523, ptr %524, align 8, !tbaa !9
  %525 = add nuw nsw i64 %489, 6
  %526 = getelementptr inbounds double, ptr %0, i64 %525
  %527 = load double, ptr %526, align 8, !tbaa !9
  %528 = fmul fast double %527, %527
  %529 = fmul fast double %528, %527
  %530 = getelementptr inbounds double, ptr %299, i64 %525
  store double %529, ptr %530, align 8, !tbaa !9
  %531 = add nuw nsw i64 %489, 7
  %532 = getelementptr inbounds double, ptr %0, i64 %531
  %533 = load double, ptr %532, align 8, !tbaa !9
  %534 = fmul fast double %533, %533
  %535 = fmul fast double %534, %533
  %536 = getelementptr inbounds double, ptr %299, i64 %531
  store double %535, ptr %536, align 8, !tbaa !9
  %537 = add nuw nsw i64 %489, 8
  %538 = icmp eq i64 %537, %302
  br i1 %538, label %354, label %488, !llvm.loop !54

539:                                              ; preds = %296
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #13
  tail call void @free(ptr noundef %299) #13
  br label %552

540:                                              ; preds = %357, %540
  %541 = phi i64 [ %545, %540 ], [ %358, %357 ]
  %542 = phi double [ %551, %540 ], [ %359, %357 ]
  %543 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %541
  %544 = load double, ptr %543, align 8, !tbaa !9
  %545 = add nuw nsw i64 %541, 1
  %546 = icmp eq i64 %545, %302
  %547 = select i1 %546, i64 0, i64 %545
  %548 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %547
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = fmul fast double %549, %544
  %551 = fadd fast double %550, %542
  br i1 %546, label %552, label %540, !llvm.loop !55

552:                                              ; preds = %540, %482, %539
  %553 = phi double [ 0.000000e+00, %539 ], [ %486, %482 ], [ %551, %540 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  br label %554

554:                                              ; preds = %294, %552, %176
  %555 = phi fast double [ %177, %176 ], [ %295, %294 ], [ %553, %552 ]
  ret double %555
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef 1)
  %4 = load double, ptr %0, align 8, !tbaa !9
  %5 = fmul fast double %4, 2.000000e+00
  %6 = load ptr, ptr %3, align 8, !tbaa !31
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = sext i32 %1 to i64
  call fastcc void @resize(ptr noundef nonnull %3, i64 noundef %7)
  %8 = icmp sgt i32 %1, 1
  %9 = load ptr, ptr %3, align 8, !tbaa !31
  br i1 %8, label %10, label %36

10:                                               ; preds = %2
  %11 = zext nneg i32 %1 to i64
  %12 = load double, ptr %9, align 8
  %13 = add nsw i64 %11, -1
  %14 = add nsw i64 %11, -2
  %15 = and i64 %13, 3
  %16 = icmp ult i64 %14, 3
  br i1 %16, label %19, label %17

17:                                               ; preds = %10
  %18 = and i64 %13, -4
  br label %76

19:                                               ; preds = %76, %10
  %20 = phi double [ %12, %10 ], [ %106, %76 ]
  %21 = phi i64 [ 1, %10 ], [ %107, %76 ]
  %22 = icmp eq i64 %15, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %19, %23
  %24 = phi double [ %32, %23 ], [ %20, %19 ]
  %25 = phi i64 [ %33, %23 ], [ %21, %19 ]
  %26 = phi i64 [ %34, %23 ], [ 0, %19 ]
  %27 = getelementptr double, ptr %9, i64 %25
  %28 = getelementptr inbounds double, ptr %0, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = fmul fast double %29, %24
  %31 = tail call fast double @llvm.cos.f64(double %29)
  %32 = fadd fast double %30, %31
  store double %32, ptr %27, align 8, !tbaa !9
  %33 = add nuw nsw i64 %25, 1
  %34 = add i64 %26, 1
  %35 = icmp eq i64 %34, %15
  br i1 %35, label %36, label %23, !llvm.loop !56

36:                                               ; preds = %19, %23, %2
  %37 = icmp sgt i32 %1, 0
  br i1 %37, label %38, label %110

38:                                               ; preds = %36
  %39 = zext nneg i32 %1 to i64
  %40 = icmp ult i32 %1, 16
  br i1 %40, label %41, label %44

41:                                               ; preds = %70, %38
  %42 = phi i64 [ 0, %38 ], [ %45, %70 ]
  %43 = phi double [ 0.000000e+00, %38 ], [ %74, %70 ]
  br label %112

44:                                               ; preds = %38
  %45 = and i64 %39, 2147483632
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %68, %46 ]
  %48 = phi <4 x double> [ zeroinitializer, %44 ], [ %64, %46 ]
  %49 = phi <4 x double> [ zeroinitializer, %44 ], [ %65, %46 ]
  %50 = phi <4 x double> [ zeroinitializer, %44 ], [ %66, %46 ]
  %51 = phi <4 x double> [ zeroinitializer, %44 ], [ %67, %46 ]
  %52 = getelementptr inbounds double, ptr %9, i64 %47
  %53 = getelementptr inbounds i8, ptr %52, i64 32
  %54 = getelementptr inbounds i8, ptr %52, i64 64
  %55 = getelementptr inbounds i8, ptr %52, i64 96
  %56 = load <4 x double>, ptr %52, align 8, !tbaa !9
  %57 = load <4 x double>, ptr %53, align 8, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9
  %60 = fmul fast <4 x double> %56, %56
  %61 = fmul fast <4 x double> %57, %57
  %62 = fmul fast <4 x double> %58, %58
  %63 = fmul fast <4 x double> %59, %59
  %64 = fadd fast <4 x double> %60, %48
  %65 = fadd fast <4 x double> %61, %49
  %66 = fadd fast <4 x double> %62, %50
  %67 = fadd fast <4 x double> %63, %51
  %68 = add nuw i64 %47, 16
  %69 = icmp eq i64 %68, %45
  br i1 %69, label %70, label %46, !llvm.loop !57

70:                                               ; preds = %46
  %71 = fadd fast <4 x double> %65, %64
  %72 = fadd fast <4 x double> %66, %71
  %73 = fadd fast <4 x double> %67, %72
  %74 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %73)
  %75 = icmp eq i64 %45, %39
  br i1 %75, label %110, label %41

76:                                               ; preds = %76, %17
  %77 = phi double [ %12, %17 ], [ %106, %76 ]
  %78 = phi i64 [ 1, %17 ], [ %107, %76 ]
  %79 = phi i64 [ 0, %17 ], [ %108, %76 ]
  %80 = getelementptr double, ptr %9, i64 %78
  %81 = getelementptr inbounds double, ptr %0, i64 %78
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul fast double %82, %77
  %84 = tail call fast double @llvm.cos.f64(double %82)
  %85 = fadd fast double %83, %84
  store double %85, ptr %80, align 8, !tbaa !9
  %86 = add nuw nsw i64 %78, 1
  %87 = getelementptr double, ptr %9, i64 %86
  %88 = getelementptr inbounds double, ptr %0, i64 %86
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = fmul fast double %89, %85
  %91 = tail call fast double @llvm.cos.f64(double %89)
  %92 = fadd fast double %90, %91
  store double %92, ptr %87, align 8, !tbaa !9
  %93 = add nuw nsw i64 %78, 2
  %94 = getelementptr double, ptr %9, i64 %93
  %95 = getelementptr inbounds double, ptr %0, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = fmul fast double %96, %92
  %98 = tail call fast double @llvm.cos.f64(double %96)
  %99 = fadd fast double %97, %98
  store double %99, ptr %94, align 8, !tbaa !9
  %100 = add nuw nsw i64 %78, 3
  %101 = getelementptr double, ptr %9, i64 %100
  %102 = getelementptr inbounds double, ptr %0, i64 %100
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fmul fast double %103, %99
  %105 = tail call fast double @llvm.cos.f64(double %103)
  %106 = fadd fast double %104, %105
  store double %106, ptr %101, align 8, !tbaa !9
  %107 = add nuw nsw i64 %78, 4
  %108 = add i64 %79, 4
  %109 = icmp eq i64 %108, %18
  br i1 %109, label %19, label %76, !llvm.loop !49

110:                                              ; preds = %112, %70, %36
  %111 = phi double [ 0.000000e+00, %36 ], [ %74, %70 ], [ %118, %112 ]
  tail call void @free(ptr noundef %9) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  ret double %111

112:                                              ; preds = %41, %112
  %113 = phi i64 [ %119, %112 ], [ %42, %41 ]
  %114 = phi double [ %118, %112 ], [ %43, %41 ]
  %115 = getelementptr inbounds double, ptr %9, i64 %113
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = fmul fast double %116, %116
  %118 = fadd fast double %117, %114
  %119 = add nuw nsw i64 %113, 1
  %120 = icmp eq i64 %119, %39
  br i1 %120, label %110, label %112, !llvm.loop !58
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @fresh(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Buf, align 8
  %4 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %5 = sext i32 %1 to i64
  call fastcc void @reset(ptr noundef nonnull %3, i64 noundef %5)
  %6 = icmp sgt i32 %1, 0
  %7 = load ptr, ptr %3, align 8, !tbaa !31
  br i1 %6, label %8, label %266

8:                                                ; preds = %2
  %9 = ptrtoint ptr %7 to i64
  %10 = ptrtoint ptr %0 to i64
  %11 = zext nneg i32 %1 to i64
  %12 = icmp ult i32 %1, 16
  %13 = sub i64 %9, %10
  %14 = icmp ult i64 %13, 128
  %15 = select i1 %12, i1 true, i1 %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %61, %8
  %17 = phi i64 [ 0, %8 ], [ %36, %61 ]
  %18 = and i64 %11, 7
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %31, label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %28, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %29, %20 ], [ 0, %16 ]
  %23 = getelementptr inbounds double, ptr %0, i64 %21
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul fast double %24, %24
  %26 = fmul fast double %25, %24
  %27 = getelementptr inbounds double, ptr %7, i64 %21
  store double %26, ptr %27, align 8, !tbaa !9
  %28 = add nuw nsw i64 %21, 1
  %29 = add i64 %22, 1
  %30 = icmp eq i64 %29, %18
  br i1 %30, label %31, label %20, !llvm.loop !59

31:                                               ; preds = %20, %16
  %32 = phi i64 [ %17, %16 ], [ %28, %20 ]
  %33 = sub nsw i64 %17, %11
  %34 = icmp ugt i64 %33, -8
  br i1 %34, label %63, label %215

35:                                               ; preds = %8
  %36 = and i64 %11, 2147483632
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %59, %37 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = getelementptr inbounds i8, ptr %39, i64 64
  %42 = getelementptr inbounds i8, ptr %39, i64 96
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !9
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9
  %47 = fmul fast <4 x double> %43, %43
  %48 = fmul fast <4 x double> %44, %44
  %49 = fmul fast <4 x double> %45, %45
  %50 = fmul fast <4 x double> %46, %46
  %51 = fmul fast <4 x double> %47, %43
  %52 = fmul fast <4 x double> %48, %44
  %53 = fmul fast <4 x double> %49, %45
  %54 = fmul fast <4 x double> %50, %46
  %55 = getelementptr inbounds double, ptr %7, i64 %38
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = getelementptr inbounds i8, ptr %55, i64 64
  %58 = getelementptr inbounds i8, ptr %55, i64 96
  store <4 x double> %51, ptr %55, align 8, !tbaa !9
  store <4 x double> %52, ptr %56, align 8, !tbaa !9
  store <4 x double> %53, ptr %57, align 8, !tbaa !9
  store <4 x double> %54, ptr %58, align 8, !tbaa !9
  %59 = add nuw i64 %38, 16
  %60 = icmp eq i64 %59, %36
  br i1 %60, label %61, label %37, !llvm.loop !60

61:                                               ; preds = %37
  %62 = icmp eq i64 %36, %11
  br i1 %62, label %63, label %16

63:                                               ; preds = %31, %215, %61
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #13
  %64 = shl nuw nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %64, i1 false)
  tail call void @free(ptr noundef %7) #13
  br i1 %6, label %65, label %268

65:                                               ; preds = %63
  %66 = zext nneg i32 %1 to i64
  %67 = icmp ult i32 %1, 16
  br i1 %67, label %68, label %71

68:                                               ; preds = %209, %65
  %69 = phi i64 [ 0, %65 ], [ %72, %209 ]
  %70 = phi double [ 0.000000e+00, %65 ], [ %213, %209 ]
  br label %270

71:                                               ; preds = %65
  %72 = and i64 %11, 2147483632
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %207, %73 ]
  %75 = phi <4 x double> [ zeroinitializer, %71 ], [ %203, %73 ]
  %76 = phi <4 x double> [ zeroinitializer, %71 ], [ %204, %73 ]
  %77 = phi <4 x double> [ zeroinitializer, %71 ], [ %205, %73 ]
  %78 = phi <4 x double> [ zeroinitializer, %71 ], [ %206, %73 ]
  %79 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %74
  %80 = getelementptr inbounds i8, ptr %79, i64 32
  %81 = getelementptr inbounds i8, ptr %79, i64 64
  %82 = getelementptr inbounds i8, ptr %79, i64 96
  %83 = load <4 x double>, ptr %79, align 16, !tbaa !9
  %84 = load <4 x double>, ptr %80, align 16, !tbaa !9
  %85 = load <4 x double>, ptr %81, align 16, !tbaa !9
  %86 = load <4 x double>, ptr %82, align 16, !tbaa !9
  %87 = or disjoint i64 %74, 1
  %88 = or disjoint i64 %74, 2
  %89 = or disjoint i64 %74, 3
  %90 = or disjoint i64 %74, 4
  %91 = or disjoint i64 %74, 5
  %92 = or disjoint i64 %74, 6
  %93 = or disjoint i64 %74, 7
  %94 = or disjoint i64 %74, 8
  %95 = or disjoint i64 %74, 9
  %96 = or disjoint i64 %74, 10
  %97 = or disjoint i64 %74, 11
  %98 = or disjoint i64 %74, 12
  %99 = or disjoint i64 %74, 13
  %100 = or disjoint i64 %74, 14
  %101 = or disjoint i64 %74, 15
  %102 = add nuw nsw i64 %74, 16
  %103 = icmp eq i64 %87, %66
  %104 = icmp eq i64 %88, %66
  %105 = icmp eq i64 %89, %66
  %106 = icmp eq i64 %90, %66
  %107 = icmp eq i64 %91, %66
  %108 = icmp eq i64 %92, %66
  %109 = icmp eq i64 %93, %66
  %110 = icmp eq i64 %94, %66
  %111 = icmp eq i64 %95, %66
  %112 = icmp eq i64 %96, %66
  %113 = icmp eq i64 %97, %66
  %114 = icmp eq i64 %98, %66
  %115 = icmp eq i64 %99, %66
  %116 = icmp eq i64 %100, %66
  %117 = icmp eq i64 %101, %66
  %118 = icmp eq i64 %102, %66
  %119 = and i64 %87, 4294967281
  %120 = and i64 %88, 4294967282
  %121 = and i64 %89, 4294967283
  %122 = and i64 %90, 4294967284
  %123 = and i64 %91, 4294967285
  %124 = and i64 %92, 4294967286
  %125 = and i64 %93, 4294967287
  %126 = and i64 %94, 4294967288
  %127 = and i64 %95, 4294967289
  %128 = and i64 %96, 4294967290
  %129 = and i64 %97, 4294967291
  %130 = and i64 %98, 4294967292
  %131 = and i64 %99, 4294967293
  %132 = and i64 %100, 4294967294
  %133 = and i64 %101, 4294967295
  %134 = and i64 %102, 4294967280
  %135 = select i1 %103, i64 0, i64 %119
  %136 = select i1 %104, i64 0, i64 %120
  %137 = select i1 %105, i64 0, i64 %121
  %138 = select i1 %106, i64 0, i64 %122
  %139 = select i1 %107, i64 0, i64 %123
  %140 = select i1 %108, i64 0, i64 %124
  %141 = select i1 %109, i64 0, i64 %125
  %142 = select i1 %110, i64 0, i64 %126
  %143 = select i1 %111, i64 0, i64 %127
  %144 = select i1 %112, i64 0, i64 %128
  %145 = select i1 %113, i64 0, i64 %129
  %146 = select i1 %114, i64 0, i64 %130
  %147 = select i1 %115, i64 0, i64 %131
  %148 = select i1 %116, i64 0, i64 %132
  %149 = select i1 %117, i64 0, i64 %133
  %150 = select i1 %118, i64 0, i64 %134
  %151 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %135
  %152 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %136
  %153 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %137
  %154 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %138
  %155 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %139
  %156 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %140
  %157 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %141
  %158 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %142
  %159 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %143
  %160 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %144
  %161 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %145
  %162 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %146
  %163 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %147
  %164 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %148
  %165 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %149
  %166 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %150
  %167 = load double, ptr %151, align 8, !tbaa !9
  %168 = load double, ptr %152, align 16, !tbaa !9
  %169 = load double, ptr %153, align 8, !tbaa !9
  %170 = load double, ptr %154, align 16, !tbaa !9
  %171 = insertelement <4 x double> poison, double %167, i64 0
  %172 = insertelement <4 x double> %171, double %168, i64 1
  %173 = insertelement <4 x double> %172, double %169, i64 2
  %174 = insertelement <4 x double> %173, double %170, i64 3
  %175 = load double, ptr %155, align 8, !tbaa !9
  %176 = load double, ptr %156, align 16, !tbaa !9
  %177 = load double, ptr %157, align 8, !tbaa !9
  %178 = load double, ptr %158, align 16, !tbaa !9
  %179 = insertelement <4 x double> poison, double %175, i64 0
  %180 = insertelement <4 x double> %179, double %176, i64 1
  %181 = insertelement <4 x double> %180, double %177, i64 2
  %182 = insertelement <4 x double> %181, double %178, i64 3
  %183 = load double, ptr %159, align 8, !tbaa !9
  %184 = load double, ptr %160, align 16, !tbaa !9
  %185 = load double, ptr %161, align 8, !tbaa !9
  %186 = load double, ptr %162, align 16, !tbaa !9
  %187 = insertelement <4 x double> poison, double %183, i64 0
  %188 = insertelement <4 x double> %187, double %184, i64 1
  %189 = insertelement <4 x double> %188, double %185, i64 2
  %190 = insertelement <4 x double> %189, double %186, i64 3
  %191 = load double, ptr %163, align 8, !tbaa !9
  %192 = load double, ptr %164, align 16, !tbaa !9
  %193 = load double, ptr %165, align 8, !tbaa !9
  %194 = load double, ptr %166, align 16, !tbaa !9
  %195 = insertelement <4 x double> poison, double %191, i64 0
  %196 = insertelement <4 x double> %195, double %192, i64 1
  %197 = insertelement <4 x double> %196, double %193, i64 2
  %198 = insertelement <4 x double> %197, double %194, i64 3
  %199 = fmul fast <4 x double> %174, %83
  %200 = fmul fast <4 x double> %182, %84
  %201 = fmul fast <4 x double> %190, %85
  %202 = fmul fast <4 x double> %198, %86
  %203 = fadd fast <4 x double> %199, %75
  %204 = fadd fast <4 x double> %200, %76
  %205 = fadd fast <4 x double> %201, %77
  %206 = fadd fast <4 x double> %202, %78
  %207 = add nuw i64 %74, 16
  %208 = icmp eq i64 %207, %72
  br i1 %208, label %209, label %73, !llvm.loop !61

209:                                              ; preds = %73
  %210 = fadd fast <4 x double> %204, %203
  %211 = fadd fast <4 x double> %205, %210
  %212 = fadd fast <4 x double> %206, %211
  %213 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %212)
  %214 = icmp eq i64 %72, %11
  br i1 %214, label %268, label %68

215:                                              ; preds = %31, %215
  %216 = phi i64 [ %264, %215 ], [ %32, %31 ]
  %217 = getelementptr inbounds double, ptr %0, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = fmul fast double %218, %218
  %220 = fmul fast double %219, %218
  %221 = getelementptr inbounds double, ptr %7, i64 %216
  store double %220, ptr %221, align 8, !tbaa !9
  %222 = add nuw nsw i64 %216, 1
  %223 = getelementptr inbounds double, ptr %0, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = fmul fast double %224, %224
  %226 = fmul fast double %225, %224
  %227 = getelementptr inbounds double, ptr %7, i64 %222
  store double %226, ptr %227, align 8, !tbaa !9
  %228 = add nuw nsw i64 %216, 2
  %229 = getelementptr inbounds double, ptr %0, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = fmul fast double %230, %230
  %232 = fmul fast double %231, %230
  %233 = getelementptr inbounds double, ptr %7, i64 %228
  store double %232, ptr %233, align 8, !tbaa !9
  %234 = add nuw nsw i64 %216, 3
  %235 = getelementptr inbounds double, ptr %0, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul fast double %236, %236
  %238 = fmul fast double %237, %236
  %239 = getelementptr inbounds double, ptr %7, i64 %234
  store double %238, ptr %239, align 8, !tbaa !9
  %240 = add nuw nsw i64 %216, 4
  %241 = getelementptr inbounds double, ptr %0, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = fmul fast double %242, %242
  %244 = fmul fast double %243, %242
  %245 = getelementptr inbounds double, ptr %7, i64 %240
  store double %244, ptr %245, align 8, !tbaa !9
  %246 = add nuw nsw i64 %216, 5
  %247 = getelementptr inbounds double, ptr %0, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !9
  %249 = fmul fast double %248, %248
  %250 = fmul fast double %249, %248
  %251 = getelementptr inbounds double, ptr %7, i64 %246
  store double %250, ptr %251, align 8, !tbaa !9
  %252 = add nuw nsw i64 %216, 6
  %253 = getelementptr inbounds double, ptr %0, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = fmul fast double %254, %254
  %256 = fmul fast double %255, %254
  %257 = getelementptr inbounds double, ptr %7, i64 %252
  store double %256, ptr %257, align 8, !tbaa !9
  %258 = add nuw nsw i64 %216, 7
  %259 = getelementptr inbounds double, ptr %0, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !9
  %261 = fmul fast double %260, %260
  %262 = fmul fast double %261, %260
  %263 = getelementptr inbounds double, ptr %7, i64 %258
  store double %262, ptr %263, align 8, !tbaa !9
  %264 = add nuw nsw i64 %216, 8
  %265 = icmp eq i64 %264, %11
  br i1 %265, label %63, label %215, !llvm.loop !62

266:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #13
  %267 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %7, i64 %267, i1 false)
  tail call void @free(ptr noundef %7) #13
  br label %268

268:                                              ; preds = %270, %209, %266, %63
  %269 = phi double [ 0.000000e+00, %63 ], [ 0.000000e+00, %266 ], [ %213, %209 ], [ %282, %270 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  ret double %269

270:                                              ; preds = %68, %270
  %271 = phi i64 [ %275, %270 ], [ %69, %68 ]
  %272 = phi double [ %282, %270 ], [ %70, %68 ]
  %273 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %271
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = add nuw nsw i64 %271, 1
  %276 = icmp eq i64 %275, %66
  %277 = and i64 %275, 4294967295
  %278 = select i1 %276, i64 0, i64 %277
  %279 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %278
  %280 = load double, ptr %279, align 8, !tbaa !9
  %281 = fmul fast double %280, %274
  %282 = fadd fast double %281, %272
  %283 = icmp eq i64 %275, %66
  br i1 %283, label %268, label %270, !llvm.loop !63
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @resize(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #5 {
  %3 = shl nsw i64 %1, 3
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #14
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !64
  %7 = tail call i64 @llvm.smin.i64(i64 %6, i64 %1)
  %8 = icmp sgt i64 %7, 0
  %9 = load ptr, ptr %0, align 8, !tbaa !31
  br i1 %8, label %10, label %54

10:                                               ; preds = %2
  %11 = ptrtoint ptr %9 to i64
  %12 = ptrtoint ptr %4 to i64
  %13 = icmp ult i64 %7, 16
  %14 = sub i64 %12, %11
  %15 = icmp ult i64 %14, 128
  %16 = select i1 %13, i1 true, i1 %15
  br i1 %16, label %17, label %34

17:                                               ; preds = %52, %10
  %18 = phi i64 [ 0, %10 ], [ %35, %52 ]
  %19 = and i64 %7, 7
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %17, %21
  %22 = phi i64 [ %27, %21 ], [ %18, %17 ]
  %23 = phi i64 [ %28, %21 ], [ 0, %17 ]
  %24 = getelementptr inbounds double, ptr %9, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds double, ptr %4, i64 %22
  store double %25, ptr %26, align 8, !tbaa !9
  %27 = add nuw nsw i64 %22, 1
  %28 = add i64 %23, 1
  %29 = icmp eq i64 %28, %19
  br i1 %29, label %30, label %21, !llvm.loop !65

30:                                               ; preds = %21, %17
  %31 = phi i64 [ %18, %17 ], [ %27, %21 ]
  %32 = sub nsw i64 %18, %7
  %33 = icmp ugt i64 %32, -8
  br i1 %33, label %54, label %55

34:                                               ; preds = %10
  %35 = and i64 %7, 9223372036854775792
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %50, %36 ]
  %38 = getelementptr inbounds double, ptr %9, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = getelementptr inbounds i8, ptr %38, i64 64
  %41 = getelementptr inbounds i8, ptr %38, i64 96
  %42 = load <4 x double>, ptr %38, align 8, !tbaa !9
  %43 = load <4 x double>, ptr %39, align 8, !tbaa !9
  %44 = load <4 x double>, ptr %40, align 8, !tbaa !9
  %45 = load <4 x double>, ptr %41, align 8, !tbaa !9
  %46 = getelementptr inbounds double, ptr %4, i64 %37
  %47 = getelementptr inbounds i8, ptr %46, i64 32
  %48 = getelementptr inbounds i8, ptr %46, i64 64
  %49 = getelementptr inbounds i8, ptr %46, i64 96
  store <4 x double> %42, ptr %46, align 8, !tbaa !9
  store <4 x double> %43, ptr %47, align 8, !tbaa !9
  store <4 x double> %44, ptr %48, align 8, !tbaa !9
  store <4 x double> %45, ptr %49, align 8, !tbaa !9
  %50 = add nuw i64 %37, 16
  %51 = icmp eq i64 %50, %35
  br i1 %51, label %52, label %36, !llvm.loop !66

52:                                               ; preds = %36
  %53 = icmp eq i64 %7, %35
  br i1 %53, label %54, label %17

54:                                               ; preds = %30, %55, %52, %2
  tail call void @free(ptr noundef %9) #13
  store ptr %4, ptr %0, align 8, !tbaa !31
  store i64 %1, ptr %5, align 8, !tbaa !64
  ret void

55:                                               ; preds = %30, %55
  %56 = phi i64 [ %88, %55 ], [ %31, %30 ]
  %57 = getelementptr inbounds double, ptr %9, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds double, ptr %4, i64 %56
  store double %58, ptr %59, align 8, !tbaa !9
  %60 = add nuw nsw i64 %56, 1
  %61 = getelementptr inbounds double, ptr %9, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = getelementptr inbounds double, ptr %4, i64 %60
  store double %62, ptr %63, align 8, !tbaa !9
  %64 = add nuw nsw i64 %56, 2
  %65 = getelementptr inbounds double, ptr %9, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds double, ptr %4, i64 %64
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nuw nsw i64 %56, 3
  %69 = getelementptr inbounds double, ptr %9, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = getelementptr inbounds double, ptr %4, i64 %68
  store double %70, ptr %71, align 8, !tbaa !9
  %72 = add nuw nsw i64 %56, 4
  %73 = getelementptr inbounds double, ptr %9, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = getelementptr inbounds double, ptr %4, i64 %72
  store double %74, ptr %75, align 8, !tbaa !9
  %76 = add nuw nsw i64 %56, 5
  %77 = getelementptr inbounds double, ptr %9, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %4, i64 %76
  store double %78, ptr %79, align 8, !tbaa !9
  %80 = add nuw nsw i64 %56, 6
  %81 = getelementptr inbounds double, ptr %9, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = getelementptr inbounds double, ptr %4, i64 %80
  store double %82, ptr %83, align 8, !tbaa !9
  %84 = add nuw nsw i64 %56, 7
  %85 = getelementptr inbounds double, ptr %9, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = getelementptr inbounds double, ptr %4, i64 %84
  store double %86, ptr %87, align 8, !tbaa !9
  %88 = add nuw nsw i64 %56, 8
  %89 = icmp eq i64 %88, %7
  br i1 %89, label %54, label %55, !llvm.loop !67
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #8

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @reset(ptr nocapture noundef %0, i64 noundef %1) unnamed_addr #11 {
  %3 = load ptr, ptr %0, align 8, !tbaa !31
  tail call void @free(ptr noundef %3) #13
  %4 = shl nsw i64 %1, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #14
  store ptr %5, ptr %0, align 8, !tbaa !31
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %1, ptr %6, align 8, !tbaa !64
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress noinline nounwind willreturn uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!28 = distinct !{!28, !17, !19, !18}
!29 = distinct !{!29, !17, !19, !18}
!30 = distinct !{!30, !17}
!31 = !{!32, !33, i64 0}
!32 = !{!"", !33, i64 0, !34, i64 8}
!33 = !{!"any pointer", !7, i64 0}
!34 = !{!"long", !7, i64 0}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = distinct !{!37, !17, !18, !19}
!38 = distinct !{!38, !17, !18, !19}
!39 = distinct !{!39, !17, !18}
!40 = distinct !{!40, !17, !19, !18}
!41 = distinct !{!41, !17}
!42 = distinct !{!42, !36}
!43 = distinct !{!43, !17, !18, !19}
!44 = distinct !{!44, !17, !18, !19}
!45 = distinct !{!45, !17, !18}
!46 = distinct !{!46, !17, !19, !18}
!47 = distinct !{!47, !36}
!48 = distinct !{!48, !17, !18, !19}
!49 = distinct !{!49, !17}
!50 = distinct !{!50, !17, !19, !18}
!51 = distinct !{!51, !36}
!52 = distinct !{!52, !17, !18, !19}
!53 = distinct !{!53, !17, !18, !19}
!54 = distinct !{!54, !17, !18}
!55 = distinct !{!55, !17, !19, !18}
!56 = distinct !{!56, !36}
!57 = distinct !{!57, !17, !18, !19}
!58 = distinct !{!58, !17, !19, !18}
!59 = distinct !{!59, !36}
!60 = distinct !{!60, !17, !18, !19}
!61 = distinct !{!61, !17, !18, !19}
!62 = distinct !{!62, !17, !18}
!63 = distinct !{!63, !17, !19, !18}
!64 = !{!32, !34, i64 8}
!65 = distinct !{!65, !36}
!66 = distinct !{!66, !17, !18, !19}
!67 = distinct !{!67, !17, !18}
