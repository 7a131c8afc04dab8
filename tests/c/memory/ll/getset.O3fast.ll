; ModuleID = 'getset.c'
source_filename = "getset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 8, i32 3, i32 1], align 4
@.str = private unnamed_addr constant [9 x i8] c"setget.d\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [11 x i8] c"setget.fwd\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"setget.fwd_rev\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"arr.dx\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"arr.fwd\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"arr.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"gptr.dx\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"gptr.fwd\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"gptr.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"getset\00", align 1
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@g_state = internal unnamed_addr global double 0.000000e+00, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@g_acc = internal unnamed_addr global [8 x double] zeroinitializer, align 16
@g_ptr = internal unnamed_addr global ptr null, align 8
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca %struct.Ctx, align 8
  %9 = alloca %struct.Ctx, align 4
  %10 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #17
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = insertelement <4 x i64> poison, i64 %13, i64 0
  %21 = insertelement <4 x i64> %20, i64 %15, i64 1
  %22 = insertelement <4 x i64> %21, i64 %17, i64 2
  %23 = insertelement <4 x i64> %22, i64 %19, i64 3
  %24 = lshr <4 x i64> %23, <i64 10, i64 10, i64 10, i64 10>
  %25 = and <4 x i64> %24, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <4 x i64> %25 to <4 x double>
  %27 = fmul fast <4 x double> %26, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %28 = fadd fast <4 x double> %27, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %28, ptr %5, align 16, !tbaa !9
  %29 = mul i64 %19, 6364136223846793005
  %30 = getelementptr inbounds i8, ptr %5, i64 32
  %31 = add i64 %29, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = insertelement <4 x i64> poison, i64 %31, i64 0
  %39 = insertelement <4 x i64> %38, i64 %33, i64 1
  %40 = insertelement <4 x i64> %39, i64 %35, i64 2
  %41 = insertelement <4 x i64> %40, i64 %37, i64 3
  %42 = lshr <4 x i64> %41, <i64 10, i64 10, i64 10, i64 10>
  %43 = and <4 x i64> %42, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %44 = uitofp nneg <4 x i64> %43 to <4 x double>
  %45 = fmul fast <4 x double> %44, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %46 = fadd fast <4 x double> %45, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %46, ptr %30, align 16, !tbaa !9
  %47 = mul i64 %37, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = mul i64 %50, 6364136223846793005
  %52 = add i64 %51, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <4 x i64> poison, i64 %48, i64 0
  %56 = insertelement <4 x i64> %55, i64 %50, i64 1
  %57 = insertelement <4 x i64> %56, i64 %52, i64 2
  %58 = insertelement <4 x i64> %57, i64 %54, i64 3
  %59 = lshr <4 x i64> %58, <i64 10, i64 10, i64 10, i64 10>
  %60 = and <4 x i64> %59, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %61 = uitofp nneg <4 x i64> %60 to <4 x double>
  %62 = fmul fast <4 x double> %61, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %63 = fadd fast <4 x double> %62, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %63, ptr %7, align 16, !tbaa !9
  %64 = mul i64 %54, 6364136223846793005
  %65 = getelementptr inbounds i8, ptr %7, i64 32
  %66 = add i64 %64, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = mul i64 %68, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = mul i64 %70, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = insertelement <4 x i64> poison, i64 %66, i64 0
  %74 = insertelement <4 x i64> %73, i64 %68, i64 1
  %75 = insertelement <4 x i64> %74, i64 %70, i64 2
  %76 = insertelement <4 x i64> %75, i64 %72, i64 3
  %77 = lshr <4 x i64> %76, <i64 10, i64 10, i64 10, i64 10>
  %78 = and <4 x i64> %77, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %79 = uitofp nneg <4 x i64> %78 to <4 x double>
  %80 = fmul fast <4 x double> %79, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %81 = fadd fast <4 x double> %80, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %81, ptr %65, align 16, !tbaa !9
  store i64 %72, ptr @rng_state, align 8, !tbaa !5
  %82 = getelementptr inbounds i8, ptr %9, i64 4
  %83 = getelementptr inbounds i8, ptr %10, i64 4
  br label %90

84:                                               ; preds = %457
  %85 = load i32, ptr @n_fail, align 4, !tbaa !11
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %85)
  %87 = load i32, ptr @n_fail, align 4, !tbaa !11
  %88 = icmp ne i32 %87, 0
  %89 = zext i1 %88 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #17
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #17
  ret i32 %89

90:                                               ; preds = %457, %0
  %91 = phi i64 [ 0, %0 ], [ %458, %457 ]
  %92 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #17
  store i64 1, ptr %8, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #17
  store i32 %93, ptr %9, align 4, !tbaa !13
  store i32 1, ptr %82, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #17
  store i32 %93, ptr %10, align 4, !tbaa !13
  store i32 2, ptr %83, align 4, !tbaa !15
  %94 = trunc nuw nsw i64 %91 to i32
  %95 = uitofp nneg i32 %94 to double
  %96 = fmul fast double %95, 3.000000e-01
  %97 = fadd fast double %96, 4.000000e-01
  store double %97, ptr %5, align 16, !tbaa !9
  %98 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @setget, double noundef nofpclass(nan inf) %97) #17
  store double %98, ptr %6, align 16, !tbaa !9
  %99 = load double, ptr %5, align 16
  %100 = call fast double @llvm.fabs.f64(double %99)
  %101 = call fast double @llvm.maxnum.f64(double %100, double 1.000000e+00)
  %102 = fmul fast double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fadd fast double %102, %99
  %104 = fsub fast double %99, %102
  %105 = fmul fast double %103, %103
  call fastcc void @set_state(double noundef nofpclass(nan inf) %105)
  call fastcc void @step_state()
  call fastcc void @step_state()
  %106 = call fast fastcc nofpclass(nan inf) double @get_state()
  %107 = fmul fast double %106, %103
  %108 = fmul fast double %104, %104
  call fastcc void @set_state(double noundef nofpclass(nan inf) %108)
  call fastcc void @step_state()
  call fastcc void @step_state()
  %109 = call fast fastcc nofpclass(nan inf) double @get_state()
  %110 = fmul fast double %109, %104
  %111 = fsub fast double %107, %110
  %112 = fmul fast double %101, 2.000000e-06
  %113 = fdiv fast double %111, %112
  %114 = call fast double @llvm.fabs.f64(double %113)
  %115 = call fast double @llvm.maxnum.f64(double %114, double 1.000000e+00)
  %116 = fsub fast double %98, %113
  %117 = call fast double @llvm.fabs.f64(double %116)
  %118 = fmul fast double %115, 0x3EB0C6F7A0B5ED8D
  %119 = fcmp fast ole double %117, %118
  %120 = select i1 %119, ptr @.str.11, ptr @.str.12
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef 0, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %113, ptr noundef nonnull %120)
  br i1 %119, label %125, label %122

122:                                              ; preds = %90
  %123 = load i32, ptr @n_fail, align 4, !tbaa !11
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr @n_fail, align 4, !tbaa !11
  br label %125

125:                                              ; preds = %122, %90
  %126 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %127 = load double, ptr %5, align 16, !tbaa !9
  %128 = load double, ptr %7, align 16, !tbaa !9
  %129 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @setget, i32 noundef %126, double noundef nofpclass(nan inf) %127, double noundef nofpclass(nan inf) %128) #17
  %130 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #18
  %131 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #18
  %132 = load double, ptr %5, align 16, !tbaa !9
  %133 = load double, ptr %7, align 16, !tbaa !9
  %134 = fmul fast double %133, 0x3EB0C6F7A0B5ED8D
  %135 = fadd fast double %134, %132
  store double %135, ptr %130, align 8, !tbaa !9
  %136 = fsub fast double %132, %134
  store double %136, ptr %131, align 8, !tbaa !9
  %137 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %130, ptr noundef nonnull readonly %8)
  %138 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %131, ptr noundef nonnull readonly %8)
  %139 = fsub fast double %137, %138
  %140 = fmul fast double %139, 5.000000e+05
  call void @free(ptr noundef nonnull %130) #17
  call void @free(ptr noundef nonnull %131) #17
  %141 = call fast double @llvm.fabs.f64(double %140)
  %142 = call fast double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fsub fast double %129, %140
  %144 = call fast double @llvm.fabs.f64(double %143)
  %145 = fmul fast double %142, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp fast ole double %144, %145
  %147 = select i1 %146, ptr @.str.11, ptr @.str.12
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %94, double noundef nofpclass(nan inf) %129, double noundef nofpclass(nan inf) %140, ptr noundef nonnull %147)
  br i1 %146, label %152, label %149

149:                                              ; preds = %125
  %150 = load i32, ptr @n_fail, align 4, !tbaa !11
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr @n_fail, align 4, !tbaa !11
  br label %152

152:                                              ; preds = %125, %149
  %153 = load double, ptr %6, align 16, !tbaa !9
  %154 = load double, ptr %7, align 16, !tbaa !9
  %155 = fmul fast double %154, %153
  %156 = call fast double @llvm.fabs.f64(double %129)
  %157 = call fast double @llvm.maxnum.f64(double %156, double 1.000000e+00)
  %158 = fsub fast double %155, %129
  %159 = call fast double @llvm.fabs.f64(double %158)
  %160 = fmul fast double %157, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp fast ole double %159, %160
  %162 = select i1 %161, ptr @.str.11, ptr @.str.12
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %94, double noundef nofpclass(nan inf) %155, double noundef nofpclass(nan inf) %129, ptr noundef nonnull %162)
  br i1 %161, label %167, label %164

164:                                              ; preds = %152
  %165 = load i32, ptr @n_fail, align 4, !tbaa !11
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr @n_fail, align 4, !tbaa !11
  br label %167

167:                                              ; preds = %152, %164
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  %168 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %169 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arr, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %168, i32 noundef %93) #17
  %170 = call i32 @llvm.smax.i32(i32 %93, i32 1)
  %171 = zext nneg i32 %170 to i64
  %172 = shl nuw nsw i64 %171, 3
  %173 = call noalias ptr @malloc(i64 noundef %172) #18
  %174 = sext i32 %93 to i64
  %175 = shl nsw i64 %174, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %173, ptr nonnull readonly align 16 %5, i64 %175, i1 false)
  %176 = zext nneg i32 %93 to i64
  br label %177

177:                                              ; preds = %225, %167
  %178 = phi i64 [ 0, %167 ], [ %226, %225 ]
  %179 = getelementptr inbounds double, ptr %6, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = getelementptr inbounds double, ptr %173, i64 %178
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = call fast double @llvm.fabs.f64(double %182)
  %184 = call fast double @llvm.maxnum.f64(double %183, double 1.000000e+00)
  %185 = fmul fast double %184, 0x3EB0C6F7A0B5ED8D
  %186 = fadd fast double %185, %182
  %187 = fsub fast double %182, %185
  store double %186, ptr %181, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %173, i64 %175, i1 false)
  br label %188

188:                                              ; preds = %177, %188
  %189 = phi i64 [ %195, %188 ], [ 0, %177 ]
  %190 = getelementptr inbounds double, ptr %3, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = fmul fast double %191, 5.000000e-01
  %193 = call fast double @llvm.exp.f64(double %192)
  %194 = trunc nuw nsw i64 %189 to i32
  call fastcc void @put(i32 noundef %194, double noundef nofpclass(nan inf) %193)
  %195 = add nuw nsw i64 %189, 1
  %196 = icmp eq i64 %195, %176
  br i1 %196, label %197, label %188, !llvm.loop !16

197:                                              ; preds = %188
  %198 = call fast fastcc nofpclass(nan inf) double @total(i32 noundef %93)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #17
  store double %187, ptr %181, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %173, i64 %175, i1 false)
  br label %199

199:                                              ; preds = %197, %199
  %200 = phi i64 [ %206, %199 ], [ 0, %197 ]
  %201 = getelementptr inbounds double, ptr %4, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = fmul fast double %202, 5.000000e-01
  %204 = call fast double @llvm.exp.f64(double %203)
  %205 = trunc nuw nsw i64 %200 to i32
  call fastcc void @put(i32 noundef %205, double noundef nofpclass(nan inf) %204)
  %206 = add nuw nsw i64 %200, 1
  %207 = icmp eq i64 %206, %176
  br i1 %207, label %208, label %199, !llvm.loop !16

208:                                              ; preds = %199
  %209 = call fast fastcc nofpclass(nan inf) double @total(i32 noundef %93)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #17
  store double %182, ptr %181, align 8, !tbaa !9
  %210 = fsub fast double %198, %209
  %211 = fmul fast double %184, 2.000000e-06
  %212 = fdiv fast double %210, %211
  %213 = call fast double @llvm.fabs.f64(double %212)
  %214 = call fast double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  %215 = fsub fast double %180, %212
  %216 = call fast double @llvm.fabs.f64(double %215)
  %217 = fmul fast double %214, 0x3EB0C6F7A0B5ED8D
  %218 = fcmp fast ole double %216, %217
  %219 = select i1 %218, ptr @.str.11, ptr @.str.12
  %220 = trunc nuw nsw i64 %178 to i32
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %220, double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %212, ptr noundef nonnull %219)
  br i1 %218, label %225, label %222

222:                                              ; preds = %208
  %223 = load i32, ptr @n_fail, align 4, !tbaa !11
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @n_fail, align 4, !tbaa !11
  br label %225

225:                                              ; preds = %222, %208
  %226 = add nuw nsw i64 %178, 1
  %227 = icmp eq i64 %226, %176
  br i1 %227, label %228, label %177, !llvm.loop !18

228:                                              ; preds = %225
  call void @free(ptr noundef nonnull %173) #17
  %229 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %230 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arr, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %229, i32 noundef %93) #17
  %231 = call noalias ptr @malloc(i64 noundef %172) #18
  %232 = call noalias ptr @malloc(i64 noundef %172) #18
  %233 = add nsw i64 %91, -1
  %234 = icmp ult i64 %233, 2
  br i1 %234, label %261, label %235

235:                                              ; preds = %228
  %236 = and i64 %176, 2147483640
  br label %237

237:                                              ; preds = %237, %235
  %238 = phi i64 [ 0, %235 ], [ %257, %237 ]
  %239 = getelementptr inbounds double, ptr %5, i64 %238
  %240 = getelementptr inbounds i8, ptr %239, i64 32
  %241 = load <4 x double>, ptr %239, align 16, !tbaa !9
  %242 = load <4 x double>, ptr %240, align 16, !tbaa !9
  %243 = getelementptr inbounds double, ptr %7, i64 %238
  %244 = getelementptr inbounds i8, ptr %243, i64 32
  %245 = load <4 x double>, ptr %243, align 16, !tbaa !9
  %246 = load <4 x double>, ptr %244, align 16, !tbaa !9
  %247 = fmul fast <4 x double> %245, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %248 = fmul fast <4 x double> %246, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %249 = fadd fast <4 x double> %247, %241
  %250 = fadd fast <4 x double> %248, %242
  %251 = getelementptr inbounds double, ptr %231, i64 %238
  %252 = getelementptr inbounds i8, ptr %251, i64 32
  store <4 x double> %249, ptr %251, align 8, !tbaa !9
  store <4 x double> %250, ptr %252, align 8, !tbaa !9
  %253 = fsub fast <4 x double> %241, %247
  %254 = fsub fast <4 x double> %242, %248
  %255 = getelementptr inbounds double, ptr %232, i64 %238
  %256 = getelementptr inbounds i8, ptr %255, i64 32
  store <4 x double> %253, ptr %255, align 8, !tbaa !9
  store <4 x double> %254, ptr %256, align 8, !tbaa !9
  %257 = add nuw i64 %238, 8
  %258 = icmp eq i64 %257, %236
  br i1 %258, label %259, label %237, !llvm.loop !19

259:                                              ; preds = %237
  %260 = icmp eq i64 %236, %176
  br i1 %260, label %276, label %261

261:                                              ; preds = %259, %228
  %262 = phi i64 [ 0, %228 ], [ %236, %259 ]
  br label %263

263:                                              ; preds = %261, %263
  %264 = phi i64 [ %274, %263 ], [ %262, %261 ]
  %265 = getelementptr inbounds double, ptr %5, i64 %264
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = getelementptr inbounds double, ptr %7, i64 %264
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = fmul fast double %268, 0x3EB0C6F7A0B5ED8D
  %270 = fadd fast double %269, %266
  %271 = getelementptr inbounds double, ptr %231, i64 %264
  store double %270, ptr %271, align 8, !tbaa !9
  %272 = fsub fast double %266, %269
  %273 = getelementptr inbounds double, ptr %232, i64 %264
  store double %272, ptr %273, align 8, !tbaa !9
  %274 = add nuw nsw i64 %264, 1
  %275 = icmp eq i64 %274, %176
  br i1 %275, label %276, label %263, !llvm.loop !22

276:                                              ; preds = %263, %259
  %277 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %231, ptr noundef nonnull readonly %9)
  %278 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %232, ptr noundef nonnull readonly %9)
  %279 = fsub fast double %277, %278
  %280 = fmul fast double %279, 5.000000e+05
  call void @free(ptr noundef nonnull %231) #17
  call void @free(ptr noundef nonnull %232) #17
  %281 = call fast double @llvm.fabs.f64(double %280)
  %282 = call fast double @llvm.maxnum.f64(double %281, double 1.000000e+00)
  %283 = fsub fast double %230, %280
  %284 = call fast double @llvm.fabs.f64(double %283)
  %285 = fmul fast double %282, 0x3EB0C6F7A0B5ED8D
  %286 = fcmp fast ole double %284, %285
  %287 = select i1 %286, ptr @.str.11, ptr @.str.12
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %94, double noundef nofpclass(nan inf) %230, double noundef nofpclass(nan inf) %280, ptr noundef nonnull %287)
  br i1 %286, label %292, label %289

289:                                              ; preds = %276
  %290 = load i32, ptr @n_fail, align 4, !tbaa !11
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr @n_fail, align 4, !tbaa !11
  br label %292

292:                                              ; preds = %276, %289
  br label %305

293:                                              ; preds = %305
  %294 = call fast double @llvm.fabs.f64(double %230)
  %295 = call fast double @llvm.maxnum.f64(double %294, double 1.000000e+00)
  %296 = fsub fast double %313, %230
  %297 = call fast double @llvm.fabs.f64(double %296)
  %298 = fmul fast double %295, 0x3EB0C6F7A0B5ED8D
  %299 = fcmp fast ole double %297, %298
  %300 = select i1 %299, ptr @.str.11, ptr @.str.12
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %94, double noundef nofpclass(nan inf) %313, double noundef nofpclass(nan inf) %230, ptr noundef nonnull %300)
  br i1 %299, label %316, label %302

302:                                              ; preds = %293
  %303 = load i32, ptr @n_fail, align 4, !tbaa !11
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr @n_fail, align 4, !tbaa !11
  br label %316

305:                                              ; preds = %292, %305
  %306 = phi i64 [ %314, %305 ], [ 0, %292 ]
  %307 = phi double [ %313, %305 ], [ 0.000000e+00, %292 ]
  %308 = getelementptr inbounds double, ptr %6, i64 %306
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = getelementptr inbounds double, ptr %7, i64 %306
  %311 = load double, ptr %310, align 8, !tbaa !9
  %312 = fmul fast double %311, %309
  %313 = fadd fast double %312, %307
  %314 = add nuw nsw i64 %306, 1
  %315 = icmp eq i64 %314, %176
  br i1 %315, label %293, label %305, !llvm.loop !23

316:                                              ; preds = %293, %302
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  %317 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %318 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gptr, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %317, i32 noundef %93) #17
  %319 = call noalias ptr @malloc(i64 noundef %172) #18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %319, ptr nonnull readonly align 16 %5, i64 %175, i1 false)
  br label %320

320:                                              ; preds = %366, %316
  %321 = phi i64 [ 0, %316 ], [ %367, %366 ]
  %322 = getelementptr inbounds double, ptr %6, i64 %321
  %323 = load double, ptr %322, align 8, !tbaa !9
  %324 = getelementptr inbounds double, ptr %319, i64 %321
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = call fast double @llvm.fabs.f64(double %325)
  %327 = call fast double @llvm.maxnum.f64(double %326, double 1.000000e+00)
  %328 = fmul fast double %327, 0x3EB0C6F7A0B5ED8D
  %329 = fadd fast double %328, %325
  %330 = fsub fast double %325, %328
  store double %329, ptr %324, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %319, i64 %175, i1 false)
  call fastcc void @bind(ptr noundef nonnull %1)
  br label %331

331:                                              ; preds = %320, %331
  %332 = phi i32 [ %338, %331 ], [ 0, %320 ]
  %333 = phi double [ %337, %331 ], [ 0.000000e+00, %320 ]
  %334 = call fast fastcc nofpclass(nan inf) double @at(i32 noundef %332)
  %335 = call fast double @llvm.sin.f64(double %334)
  %336 = fmul fast double %335, %334
  %337 = fadd fast double %336, %333
  %338 = add nuw nsw i32 %332, 1
  %339 = icmp eq i32 %338, %93
  br i1 %339, label %340, label %331, !llvm.loop !24

340:                                              ; preds = %331
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #17
  store double %330, ptr %324, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %319, i64 %175, i1 false)
  call fastcc void @bind(ptr noundef nonnull %2)
  br label %341

341:                                              ; preds = %340, %341
  %342 = phi i32 [ %348, %341 ], [ 0, %340 ]
  %343 = phi double [ %347, %341 ], [ 0.000000e+00, %340 ]
  %344 = call fast fastcc nofpclass(nan inf) double @at(i32 noundef %342)
  %345 = call fast double @llvm.sin.f64(double %344)
  %346 = fmul fast double %345, %344
  %347 = fadd fast double %346, %343
  %348 = add nuw nsw i32 %342, 1
  %349 = icmp eq i32 %348, %93
  br i1 %349, label %350, label %341, !llvm.loop !24

350:                                              ; preds = %341
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #17
  store double %325, ptr %324, align 8, !tbaa !9
  %351 = fsub fast double %337, %347
  %352 = fmul fast double %327, 2.000000e-06
  %353 = fdiv fast double %351, %352
  %354 = call fast double @llvm.fabs.f64(double %353)
  %355 = call fast double @llvm.maxnum.f64(double %354, double 1.000000e+00)
  %356 = fsub fast double %323, %353
  %357 = call fast double @llvm.fabs.f64(double %356)
  %358 = fmul fast double %355, 0x3EB0C6F7A0B5ED8D
  %359 = fcmp fast ole double %357, %358
  %360 = select i1 %359, ptr @.str.11, ptr @.str.12
  %361 = trunc nuw nsw i64 %321 to i32
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %361, double noundef nofpclass(nan inf) %323, double noundef nofpclass(nan inf) %353, ptr noundef nonnull %360)
  br i1 %359, label %366, label %363

363:                                              ; preds = %350
  %364 = load i32, ptr @n_fail, align 4, !tbaa !11
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr @n_fail, align 4, !tbaa !11
  br label %366

366:                                              ; preds = %363, %350
  %367 = add nuw nsw i64 %321, 1
  %368 = icmp eq i64 %367, %176
  br i1 %368, label %369, label %320, !llvm.loop !18

369:                                              ; preds = %366
  call void @free(ptr noundef nonnull %319) #17
  %370 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %371 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gptr, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %370, i32 noundef %93) #17
  %372 = call noalias ptr @malloc(i64 noundef %172) #18
  %373 = call noalias ptr @malloc(i64 noundef %172) #18
  %374 = add nsw i64 %91, -1
  %375 = icmp ult i64 %374, 2
  br i1 %375, label %402, label %376

376:                                              ; preds = %369
  %377 = and i64 %176, 2147483640
  br label %378

378:                                              ; preds = %378, %376
  %379 = phi i64 [ 0, %376 ], [ %398, %378 ]
  %380 = getelementptr inbounds double, ptr %5, i64 %379
  %381 = getelementptr inbounds i8, ptr %380, i64 32
  %382 = load <4 x double>, ptr %380, align 16, !tbaa !9
  %383 = load <4 x double>, ptr %381, align 16, !tbaa !9
  %384 = getelementptr inbounds double, ptr %7, i64 %379
  %385 = getelementptr inbounds i8, ptr %384, i64 32
  %386 = load <4 x double>, ptr %384, align 16, !tbaa !9
  %387 = load <4 x double>, ptr %385, align 16, !tbaa !9
  %388 = fmul fast <4 x double> %386, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %389 = fmul fast <4 x double> %387, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %390 = fadd fast <4 x double> %388, %382
  %391 = fadd fast <4 x double> %389, %383
  %392 = getelementptr inbounds double, ptr %372, i64 %379
  %393 = getelementptr inbounds i8, ptr %392, i64 32
  store <4 x double> %390, ptr %392, align 8, !tbaa !9
  store <4 x double> %391, ptr %393, align 8, !tbaa !9
  %394 = fsub fast <4 x double> %382, %388
  %395 = fsub fast <4 x double> %383, %389
  %396 = getelementptr inbounds double, ptr %373, i64 %379
  %397 = getelementptr inbounds i8, ptr %396, i64 32
  store <4 x double> %394, ptr %396, align 8, !tbaa !9
  store <4 x double> %395, ptr %397, align 8, !tbaa !9
  %398 = add nuw i64 %379, 8
  %399 = icmp eq i64 %398, %377
  br i1 %399, label %400, label %378, !llvm.loop !25

400:                                              ; preds = %378
  %401 = icmp eq i64 %377, %176
  br i1 %401, label %417, label %402

402:                                              ; preds = %400, %369
  %403 = phi i64 [ 0, %369 ], [ %377, %400 ]
  br label %404

404:                                              ; preds = %402, %404
  %405 = phi i64 [ %415, %404 ], [ %403, %402 ]
  %406 = getelementptr inbounds double, ptr %5, i64 %405
  %407 = load double, ptr %406, align 8, !tbaa !9
  %408 = getelementptr inbounds double, ptr %7, i64 %405
  %409 = load double, ptr %408, align 8, !tbaa !9
  %410 = fmul fast double %409, 0x3EB0C6F7A0B5ED8D
  %411 = fadd fast double %410, %407
  %412 = getelementptr inbounds double, ptr %372, i64 %405
  store double %411, ptr %412, align 8, !tbaa !9
  %413 = fsub fast double %407, %410
  %414 = getelementptr inbounds double, ptr %373, i64 %405
  store double %413, ptr %414, align 8, !tbaa !9
  %415 = add nuw nsw i64 %405, 1
  %416 = icmp eq i64 %415, %176
  br i1 %416, label %417, label %404, !llvm.loop !26

417:                                              ; preds = %404, %400
  %418 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %372, ptr noundef nonnull readonly %10)
  %419 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %373, ptr noundef nonnull readonly %10)
  %420 = fsub fast double %418, %419
  %421 = fmul fast double %420, 5.000000e+05
  call void @free(ptr noundef nonnull %372) #17
  call void @free(ptr noundef nonnull %373) #17
  %422 = call fast double @llvm.fabs.f64(double %421)
  %423 = call fast double @llvm.maxnum.f64(double %422, double 1.000000e+00)
  %424 = fsub fast double %371, %421
  %425 = call fast double @llvm.fabs.f64(double %424)
  %426 = fmul fast double %423, 0x3EB0C6F7A0B5ED8D
  %427 = fcmp fast ole double %425, %426
  %428 = select i1 %427, ptr @.str.11, ptr @.str.12
  %429 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %94, double noundef nofpclass(nan inf) %371, double noundef nofpclass(nan inf) %421, ptr noundef nonnull %428)
  br i1 %427, label %433, label %430

430:                                              ; preds = %417
  %431 = load i32, ptr @n_fail, align 4, !tbaa !11
  %432 = add nsw i32 %431, 1
  store i32 %432, ptr @n_fail, align 4, !tbaa !11
  br label %433

433:                                              ; preds = %417, %430
  br label %446

434:                                              ; preds = %446
  %435 = call fast double @llvm.fabs.f64(double %371)
  %436 = call fast double @llvm.maxnum.f64(double %435, double 1.000000e+00)
  %437 = fsub fast double %454, %371
  %438 = call fast double @llvm.fabs.f64(double %437)
  %439 = fmul fast double %436, 0x3EB0C6F7A0B5ED8D
  %440 = fcmp fast ole double %438, %439
  %441 = select i1 %440, ptr @.str.11, ptr @.str.12
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %94, double noundef nofpclass(nan inf) %454, double noundef nofpclass(nan inf) %371, ptr noundef nonnull %441)
  br i1 %440, label %457, label %443

443:                                              ; preds = %434
  %444 = load i32, ptr @n_fail, align 4, !tbaa !11
  %445 = add nsw i32 %444, 1
  store i32 %445, ptr @n_fail, align 4, !tbaa !11
  br label %457

446:                                              ; preds = %433, %446
  %447 = phi i64 [ %455, %446 ], [ 0, %433 ]
  %448 = phi double [ %454, %446 ], [ 0.000000e+00, %433 ]
  %449 = getelementptr inbounds double, ptr %6, i64 %447
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = getelementptr inbounds double, ptr %7, i64 %447
  %452 = load double, ptr %451, align 8, !tbaa !9
  %453 = fmul fast double %452, %450
  %454 = fadd fast double %453, %448
  %455 = add nuw nsw i64 %447, 1
  %456 = icmp eq i64 %455, %176
  br i1 %456, label %434, label %446, !llvm.loop !27

457:                                              ; preds = %434, %443
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #17
  %458 = add nuw nsw i64 %91, 1
  %459 = icmp eq i64 %458, 3
  br i1 %459, label %84, label %90, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @setget(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, %0
  tail call fastcc void @set_state(double noundef nofpclass(nan inf) %2)
  tail call fastcc void @step_state()
  tail call fastcc void @step_state()
  %3 = tail call fast fastcc nofpclass(nan inf) double @get_state()
  %4 = fmul fast double %3, %0
  ret double %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #5 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #17
  %4 = load i32, ptr %1, align 4, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !15
  switch i32 %8, label %29 [
    i32 0, label %9
    i32 1, label %14
  ]

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 16, !tbaa !9
  %11 = fmul fast double %10, %10
  tail call fastcc void @set_state(double noundef nofpclass(nan inf) %11)
  tail call fastcc void @step_state()
  tail call fastcc void @step_state()
  %12 = tail call fast fastcc nofpclass(nan inf) double @get_state()
  %13 = fmul fast double %12, %10
  br label %40

14:                                               ; preds = %2
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %14
  %17 = zext nneg i32 %4 to i64
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %25, %18 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul fast double %21, 5.000000e-01
  %23 = tail call fast double @llvm.exp.f64(double %22)
  %24 = trunc nuw nsw i64 %19 to i32
  tail call fastcc void @put(i32 noundef %24, double noundef nofpclass(nan inf) %23)
  %25 = add nuw nsw i64 %19, 1
  %26 = icmp eq i64 %25, %17
  br i1 %26, label %27, label %18, !llvm.loop !16

27:                                               ; preds = %18, %14
  %28 = tail call fast fastcc nofpclass(nan inf) double @total(i32 noundef %4)
  br label %40

29:                                               ; preds = %2
  call fastcc void @bind(ptr noundef nonnull %3)
  %30 = icmp sgt i32 %4, 0
  br i1 %30, label %31, label %40

31:                                               ; preds = %29, %31
  %32 = phi i32 [ %38, %31 ], [ 0, %29 ]
  %33 = phi double [ %37, %31 ], [ 0.000000e+00, %29 ]
  %34 = call fast fastcc nofpclass(nan inf) double @at(i32 noundef %32)
  %35 = call fast double @llvm.sin.f64(double %34)
  %36 = fmul fast double %35, %34
  %37 = fadd fast double %36, %33
  %38 = add nuw nsw i32 %32, 1
  %39 = icmp eq i32 %38, %4
  br i1 %39, label %40, label %31, !llvm.loop !24

40:                                               ; preds = %31, %29, %27, %9
  %41 = phi nsz double [ %13, %9 ], [ %28, %27 ], [ 0.000000e+00, %29 ], [ %37, %31 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #17
  ret double %41
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @arr(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = tail call fast fastcc nofpclass(nan inf) double @total(i32 noundef %1)
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul fast double %11, 5.000000e-01
  %13 = tail call fast double @llvm.exp.f64(double %12)
  %14 = trunc nuw nsw i64 %9 to i32
  tail call fastcc void @put(i32 noundef %14, double noundef nofpclass(nan inf) %13)
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @gptr(ptr noundef %0, i32 noundef %1) #5 {
  tail call fastcc void @bind(ptr noundef %0)
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 0.000000e+00, %2 ], [ %12, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi double [ %12, %6 ], [ 0.000000e+00, %2 ]
  %9 = tail call fast fastcc nofpclass(nan inf) double @at(i32 noundef %7)
  %10 = tail call fast double @llvm.sin.f64(double %9)
  %11 = fmul fast double %10, %9
  %12 = fadd fast double %11, %8
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @set_state(double noundef nofpclass(nan inf) %0) unnamed_addr #7 {
  store double %0, ptr @g_state, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_state() unnamed_addr #8 {
  %1 = load double, ptr @g_state, align 8, !tbaa !9
  %2 = tail call fast double @llvm.sin.f64(double %1)
  %3 = fmul fast double %2, 2.000000e+00
  %4 = fadd fast double %3, %1
  store double %4, ptr @g_state, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @get_state() unnamed_addr #9 {
  %1 = load double, ptr @g_state, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @put(i32 noundef %0, double noundef nofpclass(nan inf) %1) unnamed_addr #7 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %3
  store double %1, ptr %4, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #10

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @total(i32 noundef %0) unnamed_addr #14 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %41

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi double [ 0.000000e+00, %3 ], [ %39, %35 ]
  br label %43

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi <4 x double> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <4 x double> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <4 x double> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <4 x double> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  %19 = getelementptr inbounds i8, ptr %17, i64 64
  %20 = getelementptr inbounds i8, ptr %17, i64 96
  %21 = load <4 x double>, ptr %17, align 16, !tbaa !9
  %22 = load <4 x double>, ptr %18, align 16, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 16, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 16, !tbaa !9
  %25 = fmul fast <4 x double> %21, %21
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fadd fast <4 x double> %25, %13
  %30 = fadd fast <4 x double> %26, %14
  %31 = fadd fast <4 x double> %27, %15
  %32 = fadd fast <4 x double> %28, %16
  %33 = add nuw i64 %12, 16
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !29

35:                                               ; preds = %11
  %36 = fadd fast <4 x double> %30, %29
  %37 = fadd fast <4 x double> %31, %36
  %38 = fadd fast <4 x double> %32, %37
  %39 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %38)
  %40 = icmp eq i64 %10, %4
  br i1 %40, label %41, label %6

41:                                               ; preds = %43, %35, %1
  %42 = phi double [ 0.000000e+00, %1 ], [ %39, %35 ], [ %49, %43 ]
  ret double %42

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi double [ %49, %43 ], [ %8, %6 ]
  %46 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fmul fast double %47, %47
  %49 = fadd fast double %48, %45
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %41, label %43, !llvm.loop !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bind(ptr noundef %0) unnamed_addr #7 {
  store ptr %0, ptr @g_ptr, align 8, !tbaa !31
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @at(i32 noundef %0) unnamed_addr #15 {
  %2 = load ptr, ptr @g_ptr, align 8, !tbaa !31
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds double, ptr %2, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !9
  ret double %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #16

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { nounwind allocsize(0) }

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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !17, !21, !20}
!23 = distinct !{!23, !17, !21, !20}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17, !20, !21}
!26 = distinct !{!26, !17, !21, !20}
!27 = distinct !{!27, !17, !21, !20}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17, !20, !21}
!30 = distinct !{!30, !17, !21, !20}
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !7, i64 0}
