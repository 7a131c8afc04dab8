; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i64, float, ptr }
%struct.P = type { i32, double, ptr, i64, float }

@main.ns = internal unnamed_addr constant [2 x i32] [i32 12, i32 3], align 4
@.str = private unnamed_addr constant [11 x i8] c"pf.d(xs,a)\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pf.df(float field)\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"pf.dn_untouched\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"pf.dk_untouched\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"pf.dxs_pointer_kept\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"pnorm.JTw\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"pnorm.df(float field)\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"structs\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
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
  %16 = alloca [13 x double], align 16
  %17 = alloca [13 x double], align 16
  %18 = alloca [13 x double], align 16
  %19 = alloca %struct.Ctx, align 8
  %20 = alloca %struct.P, align 8
  %21 = alloca %struct.P, align 8
  %22 = alloca %struct.P, align 8
  %23 = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #15
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %18) #15
  %24 = load i64, ptr @rng_state, align 8, !tbaa !5
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <4 x i64> poison, i64 %26, i64 0
  %34 = insertelement <4 x i64> %33, i64 %28, i64 1
  %35 = insertelement <4 x i64> %34, i64 %30, i64 2
  %36 = insertelement <4 x i64> %35, i64 %32, i64 3
  %37 = lshr <4 x i64> %36, <i64 10, i64 10, i64 10, i64 10>
  %38 = and <4 x i64> %37, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <4 x i64> %38 to <4 x double>
  %40 = fmul fast <4 x double> %39, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %41 = fadd fast <4 x double> %40, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %41, ptr %13, align 16, !tbaa !9
  %42 = mul i64 %32, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = insertelement <4 x i64> poison, i64 %43, i64 0
  %51 = insertelement <4 x i64> %50, i64 %45, i64 1
  %52 = insertelement <4 x i64> %51, i64 %47, i64 2
  %53 = insertelement <4 x i64> %52, i64 %49, i64 3
  %54 = lshr <4 x i64> %53, <i64 10, i64 10, i64 10, i64 10>
  %55 = and <4 x i64> %54, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %56 = uitofp nneg <4 x i64> %55 to <4 x double>
  %57 = fmul fast <4 x double> %56, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %58 = fadd fast <4 x double> %57, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %59 = getelementptr inbounds i8, ptr %13, i64 32
  store <4 x double> %58, ptr %59, align 16, !tbaa !9
  %60 = mul i64 %49, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = insertelement <4 x i64> poison, i64 %61, i64 0
  %69 = insertelement <4 x i64> %68, i64 %63, i64 1
  %70 = insertelement <4 x i64> %69, i64 %65, i64 2
  %71 = insertelement <4 x i64> %70, i64 %67, i64 3
  %72 = lshr <4 x i64> %71, <i64 10, i64 10, i64 10, i64 10>
  %73 = and <4 x i64> %72, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %74 = uitofp nneg <4 x i64> %73 to <4 x double>
  %75 = fmul fast <4 x double> %74, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %76 = fadd fast <4 x double> %75, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %77 = getelementptr inbounds i8, ptr %13, i64 64
  store <4 x double> %76, ptr %77, align 16, !tbaa !9
  %78 = mul i64 %67, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = insertelement <4 x i64> poison, i64 %79, i64 0
  %87 = insertelement <4 x i64> %86, i64 %81, i64 1
  %88 = insertelement <4 x i64> %87, i64 %83, i64 2
  %89 = insertelement <4 x i64> %88, i64 %85, i64 3
  %90 = lshr <4 x i64> %89, <i64 10, i64 10, i64 10, i64 10>
  %91 = and <4 x i64> %90, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <4 x i64> %91 to <4 x double>
  %93 = fmul fast <4 x double> %92, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %94 = fadd fast <4 x double> %93, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %94, ptr %18, align 16, !tbaa !9
  %95 = mul i64 %85, 6364136223846793005
  %96 = getelementptr inbounds i8, ptr %18, i64 32
  %97 = add i64 %95, 1442695040888963407
  %98 = mul i64 %97, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <4 x i64> poison, i64 %97, i64 0
  %105 = insertelement <4 x i64> %104, i64 %99, i64 1
  %106 = insertelement <4 x i64> %105, i64 %101, i64 2
  %107 = insertelement <4 x i64> %106, i64 %103, i64 3
  %108 = lshr <4 x i64> %107, <i64 10, i64 10, i64 10, i64 10>
  %109 = and <4 x i64> %108, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %110 = uitofp nneg <4 x i64> %109 to <4 x double>
  %111 = fmul fast <4 x double> %110, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %112 = fadd fast <4 x double> %111, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %112, ptr %96, align 16, !tbaa !9
  %113 = mul i64 %103, 6364136223846793005
  %114 = getelementptr inbounds i8, ptr %18, i64 64
  %115 = add i64 %113, 1442695040888963407
  %116 = mul i64 %115, 6364136223846793005
  %117 = add i64 %116, 1442695040888963407
  %118 = mul i64 %117, 6364136223846793005
  %119 = add i64 %118, 1442695040888963407
  %120 = mul i64 %119, 6364136223846793005
  %121 = add i64 %120, 1442695040888963407
  %122 = insertelement <4 x i64> poison, i64 %115, i64 0
  %123 = insertelement <4 x i64> %122, i64 %117, i64 1
  %124 = insertelement <4 x i64> %123, i64 %119, i64 2
  %125 = insertelement <4 x i64> %124, i64 %121, i64 3
  %126 = lshr <4 x i64> %125, <i64 10, i64 10, i64 10, i64 10>
  %127 = and <4 x i64> %126, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %128 = uitofp nneg <4 x i64> %127 to <4 x double>
  %129 = fmul fast <4 x double> %128, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %130 = fadd fast <4 x double> %129, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %130, ptr %114, align 16, !tbaa !9
  %131 = mul i64 %121, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = lshr i64 %132, 10
  %134 = and i64 %133, 18014398509481982
  %135 = uitofp nneg i64 %134 to double
  %136 = fmul fast double %135, 0x3CA0000000000000
  %137 = fadd fast double %136, -1.000000e+00
  %138 = getelementptr inbounds i8, ptr %18, i64 96
  store double %137, ptr %138, align 16, !tbaa !9
  store i64 %132, ptr @rng_state, align 8, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %19, i64 8
  %140 = getelementptr inbounds i8, ptr %19, i64 16
  %141 = getelementptr inbounds i8, ptr %19, i64 24
  %142 = getelementptr inbounds i8, ptr %20, i64 8
  %143 = getelementptr inbounds i8, ptr %20, i64 16
  %144 = getelementptr inbounds i8, ptr %20, i64 24
  %145 = getelementptr inbounds i8, ptr %20, i64 32
  %146 = getelementptr inbounds i8, ptr %21, i64 16
  %147 = getelementptr inbounds i8, ptr %21, i64 8
  %148 = getelementptr inbounds i8, ptr %21, i64 32
  %149 = getelementptr inbounds i8, ptr %21, i64 24
  %150 = getelementptr inbounds i8, ptr %22, i64 8
  %151 = getelementptr inbounds i8, ptr %22, i64 16
  %152 = getelementptr inbounds i8, ptr %22, i64 24
  %153 = getelementptr inbounds i8, ptr %22, i64 32
  %154 = getelementptr inbounds i8, ptr %23, i64 16
  %155 = getelementptr inbounds i8, ptr %23, i64 8
  %156 = getelementptr inbounds i8, ptr %23, i64 32
  br label %163

157:                                              ; preds = %551
  %158 = load i32, ptr @n_fail, align 4, !tbaa !11
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %158)
  %160 = load i32, ptr @n_fail, align 4, !tbaa !11
  %161 = icmp ne i32 %160, 0
  %162 = zext i1 %161 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %17) #15
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %13)
  ret i32 %162

163:                                              ; preds = %0, %551
  %164 = phi i1 [ true, %0 ], [ false, %551 ]
  %165 = phi i1 [ false, %0 ], [ true, %551 ]
  %166 = phi i64 [ 0, %0 ], [ 1, %551 ]
  %167 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !11
  %169 = add nuw nsw i64 %166, 3
  %170 = trunc nuw nsw i64 %166 to i32
  %171 = uitofp nneg i32 %170 to float
  %172 = fmul fast float %171, 0x3FD3333340000000
  %173 = fsub fast float 0x3FE6666660000000, %172
  %174 = uitofp nneg i32 %170 to double
  %175 = fmul fast double %174, 2.000000e-01
  %176 = fadd fast double %175, 1.300000e+00
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #15
  store i32 %168, ptr %19, align 8, !tbaa !13
  store i64 %169, ptr %139, align 8, !tbaa !18
  store float %173, ptr %140, align 8, !tbaa !19
  store ptr %18, ptr %141, align 8, !tbaa !20
  %177 = sext i32 %168 to i64
  %178 = shl nsw i64 %177, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %16, ptr nonnull align 16 %13, i64 %178, i1 false)
  %179 = getelementptr inbounds [13 x double], ptr %16, i64 0, i64 %177
  store double %176, ptr %179, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %15, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %20) #15
  store i32 %168, ptr %20, align 8, !tbaa !21
  store double %176, ptr %142, align 8, !tbaa !23
  store ptr %14, ptr %143, align 8, !tbaa !24
  store i64 %169, ptr %144, align 8, !tbaa !25
  store float %173, ptr %145, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %21) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, i8 0, i64 40, i1 false)
  store ptr %15, ptr %146, align 8, !tbaa !24
  %180 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pf, ptr noundef nonnull %20, ptr noundef nonnull %21) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %17, ptr nonnull align 16 %15, i64 %178, i1 false)
  %181 = load double, ptr %147, align 8, !tbaa !23
  %182 = getelementptr inbounds [13 x double], ptr %17, i64 0, i64 %177
  store double %181, ptr %182, align 8, !tbaa !9
  %183 = add nsw i32 %168, 1
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_pf, ptr noundef nonnull %19, ptr noundef nonnull %16, i32 noundef %183, ptr noundef nonnull %17)
  %184 = fsub fast float 0x3FEA666660000000, %172
  %185 = load float, ptr %148, align 8, !tbaa !26
  %186 = fpext float %184 to double
  %187 = zext nneg i32 %168 to i64
  br i1 %165, label %231, label %188

188:                                              ; preds = %163
  %189 = and i64 %187, 2147483640
  %190 = insertelement <4 x double> poison, double %176, i64 0
  %191 = shufflevector <4 x double> %190, <4 x double> poison, <4 x i32> zeroinitializer
  %192 = insertelement <4 x i64> poison, i64 %169, i64 0
  %193 = shufflevector <4 x i64> %192, <4 x i64> poison, <4 x i32> zeroinitializer
  %194 = insertelement <4 x double> poison, double %186, i64 0
  %195 = shufflevector <4 x double> %194, <4 x double> poison, <4 x i32> zeroinitializer
  br label %196

196:                                              ; preds = %196, %188
  %197 = phi i64 [ 0, %188 ], [ %224, %196 ]
  %198 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %188 ], [ %225, %196 ]
  %199 = phi <4 x double> [ zeroinitializer, %188 ], [ %222, %196 ]
  %200 = phi <4 x double> [ zeroinitializer, %188 ], [ %223, %196 ]
  %201 = add <4 x i64> %198, <i64 4, i64 4, i64 4, i64 4>
  %202 = getelementptr inbounds double, ptr %14, i64 %197
  %203 = getelementptr inbounds i8, ptr %202, i64 32
  %204 = load <4 x double>, ptr %202, align 16, !tbaa !9
  %205 = load <4 x double>, ptr %203, align 16, !tbaa !9
  %206 = fmul fast <4 x double> %204, %204
  %207 = fmul fast <4 x double> %205, %205
  %208 = fmul fast <4 x double> %206, %191
  %209 = fmul fast <4 x double> %207, %191
  %210 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %204)
  %211 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %205)
  %212 = add nuw nsw <4 x i64> %198, %193
  %213 = add nuw nsw <4 x i64> %201, %193
  %214 = uitofp <4 x i64> %212 to <4 x double>
  %215 = uitofp <4 x i64> %213 to <4 x double>
  %216 = fmul fast <4 x double> %195, %214
  %217 = fmul fast <4 x double> %195, %215
  %218 = fmul fast <4 x double> %216, %210
  %219 = fmul fast <4 x double> %217, %211
  %220 = fadd fast <4 x double> %208, %199
  %221 = fadd fast <4 x double> %209, %200
  %222 = fadd fast <4 x double> %220, %218
  %223 = fadd fast <4 x double> %221, %219
  %224 = add nuw i64 %197, 8
  %225 = add <4 x i64> %198, <i64 8, i64 8, i64 8, i64 8>
  %226 = icmp eq i64 %224, %189
  br i1 %226, label %227, label %196, !llvm.loop !27

227:                                              ; preds = %196
  %228 = fadd fast <4 x double> %223, %222
  %229 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %228)
  %230 = icmp eq i64 %189, %187
  br i1 %230, label %250, label %231

231:                                              ; preds = %227, %163
  %232 = phi i64 [ 0, %163 ], [ %189, %227 ]
  %233 = phi double [ 0.000000e+00, %163 ], [ %229, %227 ]
  br label %234

234:                                              ; preds = %231, %234
  %235 = phi i64 [ %248, %234 ], [ %232, %231 ]
  %236 = phi double [ %247, %234 ], [ %233, %231 ]
  %237 = getelementptr inbounds double, ptr %14, i64 %235
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = fmul fast double %238, %238
  %240 = fmul fast double %239, %176
  %241 = call fast double @llvm.sin.f64(double %238)
  %242 = add nuw nsw i64 %235, %169
  %243 = uitofp nneg i64 %242 to double
  %244 = fmul fast double %243, %186
  %245 = fmul fast double %244, %241
  %246 = fadd fast double %240, %236
  %247 = fadd fast double %246, %245
  %248 = add nuw nsw i64 %235, 1
  %249 = icmp eq i64 %248, %187
  br i1 %249, label %250, label %234, !llvm.loop !31

250:                                              ; preds = %234, %227
  %251 = phi double [ %229, %227 ], [ %247, %234 ]
  %252 = fsub fast float 0x3FE2666660000000, %172
  %253 = fmul fast double %176, 1.000000e-01
  %254 = fpext float %252 to double
  br i1 %165, label %298, label %255

255:                                              ; preds = %250
  %256 = and i64 %187, 2147483640
  %257 = insertelement <4 x double> poison, double %176, i64 0
  %258 = shufflevector <4 x double> %257, <4 x double> poison, <4 x i32> zeroinitializer
  %259 = insertelement <4 x i64> poison, i64 %169, i64 0
  %260 = shufflevector <4 x i64> %259, <4 x i64> poison, <4 x i32> zeroinitializer
  %261 = insertelement <4 x double> poison, double %254, i64 0
  %262 = shufflevector <4 x double> %261, <4 x double> poison, <4 x i32> zeroinitializer
  br label %263

263:                                              ; preds = %263, %255
  %264 = phi i64 [ 0, %255 ], [ %291, %263 ]
  %265 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %255 ], [ %292, %263 ]
  %266 = phi <4 x double> [ zeroinitializer, %255 ], [ %289, %263 ]
  %267 = phi <4 x double> [ zeroinitializer, %255 ], [ %290, %263 ]
  %268 = add <4 x i64> %265, <i64 4, i64 4, i64 4, i64 4>
  %269 = getelementptr inbounds double, ptr %14, i64 %264
  %270 = getelementptr inbounds i8, ptr %269, i64 32
  %271 = load <4 x double>, ptr %269, align 16, !tbaa !9
  %272 = load <4 x double>, ptr %270, align 16, !tbaa !9
  %273 = fmul fast <4 x double> %271, %271
  %274 = fmul fast <4 x double> %272, %272
  %275 = fmul fast <4 x double> %273, %258
  %276 = fmul fast <4 x double> %274, %258
  %277 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %271)
  %278 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %272)
  %279 = add nuw nsw <4 x i64> %265, %260
  %280 = add nuw nsw <4 x i64> %268, %260
  %281 = uitofp <4 x i64> %279 to <4 x double>
  %282 = uitofp <4 x i64> %280 to <4 x double>
  %283 = fmul fast <4 x double> %262, %281
  %284 = fmul fast <4 x double> %262, %282
  %285 = fmul fast <4 x double> %283, %277
  %286 = fmul fast <4 x double> %284, %278
  %287 = fadd fast <4 x double> %275, %266
  %288 = fadd fast <4 x double> %276, %267
  %289 = fadd fast <4 x double> %287, %285
  %290 = fadd fast <4 x double> %288, %286
  %291 = add nuw i64 %264, 8
  %292 = add <4 x i64> %265, <i64 8, i64 8, i64 8, i64 8>
  %293 = icmp eq i64 %291, %256
  br i1 %293, label %294, label %263, !llvm.loop !32

294:                                              ; preds = %263
  %295 = fadd fast <4 x double> %290, %289
  %296 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %295)
  %297 = icmp eq i64 %256, %187
  br i1 %297, label %317, label %298

298:                                              ; preds = %294, %250
  %299 = phi i64 [ 0, %250 ], [ %256, %294 ]
  %300 = phi double [ 0.000000e+00, %250 ], [ %296, %294 ]
  br label %301

301:                                              ; preds = %298, %301
  %302 = phi i64 [ %315, %301 ], [ %299, %298 ]
  %303 = phi double [ %314, %301 ], [ %300, %298 ]
  %304 = getelementptr inbounds double, ptr %14, i64 %302
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = fmul fast double %305, %305
  %307 = fmul fast double %306, %176
  %308 = call fast double @llvm.sin.f64(double %305)
  %309 = add nuw nsw i64 %302, %169
  %310 = uitofp nneg i64 %309 to double
  %311 = fmul fast double %310, %254
  %312 = fmul fast double %311, %308
  %313 = fadd fast double %307, %303
  %314 = fadd fast double %313, %312
  %315 = add nuw nsw i64 %302, 1
  %316 = icmp eq i64 %315, %187
  br i1 %316, label %317, label %301, !llvm.loop !33

317:                                              ; preds = %301, %294
  %318 = phi double [ %296, %294 ], [ %314, %301 ]
  %319 = fpext float %185 to double
  %320 = fadd fast double %253, 1.000000e+00
  %321 = fsub fast double %251, %318
  %322 = fmul fast double %321, %320
  %323 = fsub fast double %186, %254
  %324 = fdiv fast double %322, %323
  %325 = call fast double @llvm.fabs.f64(double %324)
  %326 = call fast double @llvm.maxnum.f64(double %325, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %319, ptr %12, align 8, !tbaa !9
  %327 = load volatile double, ptr %12, align 8, !tbaa !9
  %328 = call double @llvm.fabs.f64(double %327)
  %329 = fcmp ueq double %328, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %329, label %342, label %330

330:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %324, ptr %11, align 8, !tbaa !9
  %331 = load volatile double, ptr %11, align 8, !tbaa !9
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ueq double %332, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %333, label %342, label %334

334:                                              ; preds = %330
  %335 = fsub fast double %319, %324
  %336 = call fast double @llvm.fabs.f64(double %335)
  %337 = fmul fast double %326, 1.000000e-05
  %338 = fcmp fast ole double %336, %337
  %339 = freeze i1 %338
  br i1 %339, label %340, label %342

340:                                              ; preds = %334
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %170, double noundef nofpclass(nan inf) %319, double noundef nofpclass(nan inf) %324, ptr noundef nonnull @.str.9)
  br label %346

342:                                              ; preds = %334, %330, %317
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %170, double noundef nofpclass(nan inf) %319, double noundef nofpclass(nan inf) %324, ptr noundef nonnull @.str.10)
  %344 = load i32, ptr @n_fail, align 4, !tbaa !11
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr @n_fail, align 4, !tbaa !11
  br label %346

346:                                              ; preds = %340, %342
  %347 = load i32, ptr %21, align 8, !tbaa !21
  %348 = freeze i32 %347
  %349 = sitofp i32 %348 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %349, ptr %10, align 8, !tbaa !9
  %350 = load volatile double, ptr %10, align 8, !tbaa !9
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fcmp ueq double %351, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %352, label %361, label %353

353:                                              ; preds = %346
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double 0.000000e+00, ptr %9, align 8, !tbaa !9
  %354 = load volatile double, ptr %9, align 8, !tbaa !9
  %355 = call double @llvm.fabs.f64(double %354)
  %356 = fcmp one double %355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %357 = icmp eq i32 %348, 0
  %358 = and i1 %357, %356
  br i1 %358, label %359, label %361

359:                                              ; preds = %353
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %170, double noundef nofpclass(nan inf) %349, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  br label %365

361:                                              ; preds = %353, %346
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %170, double noundef nofpclass(nan inf) %349, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.10)
  %363 = load i32, ptr @n_fail, align 4, !tbaa !11
  %364 = add nsw i32 %363, 1
  store i32 %364, ptr @n_fail, align 4, !tbaa !11
  br label %365

365:                                              ; preds = %359, %361
  %366 = load i64, ptr %149, align 8, !tbaa !25
  %367 = freeze i64 %366
  %368 = sitofp i64 %367 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %368, ptr %8, align 8, !tbaa !9
  %369 = load volatile double, ptr %8, align 8, !tbaa !9
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %371, label %380, label %372

372:                                              ; preds = %365
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 0.000000e+00, ptr %7, align 8, !tbaa !9
  %373 = load volatile double, ptr %7, align 8, !tbaa !9
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp one double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %376 = icmp eq i64 %367, 0
  %377 = and i1 %376, %375
  br i1 %377, label %378, label %380

378:                                              ; preds = %372
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %170, double noundef nofpclass(nan inf) %368, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  br label %384

380:                                              ; preds = %372, %365
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %170, double noundef nofpclass(nan inf) %368, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.10)
  %382 = load i32, ptr @n_fail, align 4, !tbaa !11
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr @n_fail, align 4, !tbaa !11
  br label %384

384:                                              ; preds = %378, %380
  %385 = load ptr, ptr %146, align 8, !tbaa !24
  %386 = freeze ptr %385
  %387 = icmp eq ptr %386, %15
  %388 = uitofp i1 %387 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %388, ptr %6, align 8, !tbaa !9
  %389 = load volatile double, ptr %6, align 8, !tbaa !9
  %390 = call double @llvm.fabs.f64(double %389)
  %391 = fcmp ueq double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %391, label %401, label %392

392:                                              ; preds = %384
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 1.000000e+00, ptr %5, align 8, !tbaa !9
  %393 = load volatile double, ptr %5, align 8, !tbaa !9
  %394 = call double @llvm.fabs.f64(double %393)
  %395 = fcmp one double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %396 = fadd reassoc nsz arcp contract afn double %388, -1.000000e+00
  %397 = fcmp reassoc nsz arcp contract afn oeq double %396, 0.000000e+00
  %398 = and i1 %397, %395
  br i1 %398, label %399, label %401

399:                                              ; preds = %392
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %170, double noundef nofpclass(nan inf) %388, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.9)
  br label %405

401:                                              ; preds = %392, %384
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %170, double noundef nofpclass(nan inf) %388, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.10)
  %403 = load i32, ptr @n_fail, align 4, !tbaa !11
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr @n_fail, align 4, !tbaa !11
  br label %405

405:                                              ; preds = %399, %401
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %14, ptr noundef nonnull align 16 dereferenceable(96) %13, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #15
  store i32 %168, ptr %22, align 8, !tbaa !21
  store double %176, ptr %150, align 8, !tbaa !23
  store ptr %14, ptr %151, align 8, !tbaa !24
  store i64 %169, ptr %152, align 8, !tbaa !25
  store float %173, ptr %153, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %23, i8 0, i64 40, i1 false)
  store ptr %15, ptr %154, align 8, !tbaa !24
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %15, ptr nonnull align 16 %18, i64 %178, i1 false)
  %406 = getelementptr inbounds [13 x double], ptr %18, i64 0, i64 %177
  %407 = load double, ptr %406, align 8, !tbaa !9
  store double %407, ptr %155, align 8, !tbaa !23
  %408 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pnorm, ptr noundef nonnull %22, ptr noundef nonnull %23) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %17, ptr nonnull align 16 %15, i64 %178, i1 false)
  %409 = load double, ptr %155, align 8, !tbaa !23
  store double %409, ptr %182, align 8, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_pnorm, ptr noundef nonnull %19, ptr noundef nonnull %16, i32 noundef %183, ptr noundef nonnull %17)
  %410 = fsub fast float 0x3FE66E9780000000, %172
  %411 = load float, ptr %156, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %16, i64 %178, i1 false)
  br label %438

412:                                              ; preds = %438
  %413 = fsub fast float 0x3FE65E3540000000, %172
  %414 = call fast double @llvm.sqrt.f64(double %444)
  %415 = fpext float %410 to double
  %416 = fmul fast double %415, 1.000000e-02
  %417 = fadd fast double %414, %416
  br i1 %165, label %418, label %421

418:                                              ; preds = %436, %412
  %419 = phi i64 [ 0, %412 ], [ %422, %436 ]
  %420 = fdiv fast double 1.000000e+00, %417
  br label %447

421:                                              ; preds = %412
  %422 = and i64 %187, 2147483644
  %423 = insertelement <4 x double> poison, double %176, i64 0
  %424 = shufflevector <4 x double> %423, <4 x double> poison, <4 x i32> zeroinitializer
  %425 = insertelement <4 x double> poison, double %417, i64 0
  %426 = shufflevector <4 x double> %425, <4 x double> poison, <4 x i32> zeroinitializer
  %427 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %426
  br label %428

428:                                              ; preds = %428, %421
  %429 = phi i64 [ 0, %421 ], [ %434, %428 ]
  %430 = getelementptr inbounds double, ptr %4, i64 %429
  %431 = load <4 x double>, ptr %430, align 16, !tbaa !9
  %432 = fmul fast <4 x double> %424, %431
  %433 = fmul fast <4 x double> %432, %427
  store <4 x double> %433, ptr %430, align 16, !tbaa !9
  %434 = add nuw i64 %429, 4
  %435 = icmp eq i64 %434, %422
  br i1 %435, label %436, label %428, !llvm.loop !34

436:                                              ; preds = %428
  %437 = icmp eq i64 %422, %187
  br i1 %437, label %455, label %418

438:                                              ; preds = %438, %405
  %439 = phi i64 [ 0, %405 ], [ %445, %438 ]
  %440 = phi double [ 0.000000e+00, %405 ], [ %444, %438 ]
  %441 = getelementptr inbounds double, ptr %4, i64 %439
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = fmul fast double %442, %442
  %444 = fadd fast double %443, %440
  %445 = add nuw nsw i64 %439, 1
  %446 = icmp eq i64 %445, %187
  br i1 %446, label %412, label %438, !llvm.loop !35

447:                                              ; preds = %418, %447
  %448 = phi i64 [ %453, %447 ], [ %419, %418 ]
  %449 = getelementptr inbounds double, ptr %4, i64 %448
  %450 = load double, ptr %449, align 8, !tbaa !9
  %451 = fmul fast double %176, %450
  %452 = fmul fast double %451, %420
  store double %452, ptr %449, align 8, !tbaa !9
  %453 = add nuw nsw i64 %448, 1
  %454 = icmp eq i64 %453, %187
  br i1 %454, label %455, label %447, !llvm.loop !36

455:                                              ; preds = %447, %436
  %456 = load double, ptr %406, align 8, !tbaa !9
  %457 = fmul fast double %456, %417
  br label %458

458:                                              ; preds = %458, %455
  %459 = phi i64 [ 0, %455 ], [ %467, %458 ]
  %460 = phi double [ %457, %455 ], [ %466, %458 ]
  %461 = getelementptr inbounds double, ptr %18, i64 %459
  %462 = load double, ptr %461, align 8, !tbaa !9
  %463 = getelementptr inbounds [12 x double], ptr %4, i64 0, i64 %459
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = fmul fast double %464, %462
  %466 = fadd fast double %465, %460
  %467 = add nuw nsw i64 %459, 1
  %468 = icmp eq i64 %467, %187
  br i1 %468, label %469, label %458, !llvm.loop !37

469:                                              ; preds = %458
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #15
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull readonly align 16 %16, i64 %178, i1 false)
  br label %495

470:                                              ; preds = %495
  %471 = call fast double @llvm.sqrt.f64(double %501)
  %472 = fpext float %413 to double
  %473 = fmul fast double %472, 1.000000e-02
  %474 = fadd fast double %471, %473
  br i1 %165, label %475, label %478

475:                                              ; preds = %493, %470
  %476 = phi i64 [ 0, %470 ], [ %479, %493 ]
  %477 = fdiv fast double 1.000000e+00, %474
  br label %504

478:                                              ; preds = %470
  %479 = and i64 %187, 2147483644
  %480 = insertelement <4 x double> poison, double %176, i64 0
  %481 = shufflevector <4 x double> %480, <4 x double> poison, <4 x i32> zeroinitializer
  %482 = insertelement <4 x double> poison, double %474, i64 0
  %483 = shufflevector <4 x double> %482, <4 x double> poison, <4 x i32> zeroinitializer
  %484 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %483
  br label %485

485:                                              ; preds = %485, %478
  %486 = phi i64 [ 0, %478 ], [ %491, %485 ]
  %487 = getelementptr inbounds double, ptr %3, i64 %486
  %488 = load <4 x double>, ptr %487, align 16, !tbaa !9
  %489 = fmul fast <4 x double> %481, %488
  %490 = fmul fast <4 x double> %489, %484
  store <4 x double> %490, ptr %487, align 16, !tbaa !9
  %491 = add nuw i64 %486, 4
  %492 = icmp eq i64 %491, %479
  br i1 %492, label %493, label %485, !llvm.loop !38

493:                                              ; preds = %485
  %494 = icmp eq i64 %479, %187
  br i1 %494, label %512, label %475

495:                                              ; preds = %495, %469
  %496 = phi i64 [ 0, %469 ], [ %502, %495 ]
  %497 = phi double [ 0.000000e+00, %469 ], [ %501, %495 ]
  %498 = getelementptr inbounds double, ptr %3, i64 %496
  %499 = load double, ptr %498, align 8, !tbaa !9
  %500 = fmul fast double %499, %499
  %501 = fadd fast double %500, %497
  %502 = add nuw nsw i64 %496, 1
  %503 = icmp eq i64 %502, %187
  br i1 %503, label %470, label %495, !llvm.loop !39

504:                                              ; preds = %475, %504
  %505 = phi i64 [ %510, %504 ], [ %476, %475 ]
  %506 = getelementptr inbounds double, ptr %3, i64 %505
  %507 = load double, ptr %506, align 8, !tbaa !9
  %508 = fmul fast double %176, %507
  %509 = fmul fast double %508, %477
  store double %509, ptr %506, align 8, !tbaa !9
  %510 = add nuw nsw i64 %505, 1
  %511 = icmp eq i64 %510, %187
  br i1 %511, label %512, label %504, !llvm.loop !40

512:                                              ; preds = %504, %493
  %513 = fmul fast double %456, %474
  br label %514

514:                                              ; preds = %514, %512
  %515 = phi i64 [ 0, %512 ], [ %523, %514 ]
  %516 = phi double [ %513, %512 ], [ %522, %514 ]
  %517 = getelementptr inbounds double, ptr %18, i64 %515
  %518 = load double, ptr %517, align 8, !tbaa !9
  %519 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %515
  %520 = load double, ptr %519, align 8, !tbaa !9
  %521 = fmul fast double %520, %518
  %522 = fadd fast double %521, %516
  %523 = add nuw nsw i64 %515, 1
  %524 = icmp eq i64 %523, %187
  br i1 %524, label %525, label %514, !llvm.loop !41

525:                                              ; preds = %514
  %526 = fpext float %411 to double
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  %527 = fsub fast double %466, %522
  %528 = fsub fast double %415, %472
  %529 = fdiv fast double %527, %528
  %530 = call fast double @llvm.fabs.f64(double %529)
  %531 = call fast double @llvm.maxnum.f64(double %530, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %526, ptr %2, align 8, !tbaa !9
  %532 = load volatile double, ptr %2, align 8, !tbaa !9
  %533 = call double @llvm.fabs.f64(double %532)
  %534 = fcmp ueq double %533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %534, label %547, label %535

535:                                              ; preds = %525
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %529, ptr %1, align 8, !tbaa !9
  %536 = load volatile double, ptr %1, align 8, !tbaa !9
  %537 = call double @llvm.fabs.f64(double %536)
  %538 = fcmp ueq double %537, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %538, label %547, label %539

539:                                              ; preds = %535
  %540 = fsub fast double %526, %529
  %541 = call fast double @llvm.fabs.f64(double %540)
  %542 = fmul fast double %531, 1.000000e-04
  %543 = fcmp fast ole double %541, %542
  %544 = freeze i1 %543
  br i1 %544, label %545, label %547

545:                                              ; preds = %539
  %546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %170, double noundef nofpclass(nan inf) %526, double noundef nofpclass(nan inf) %529, ptr noundef nonnull @.str.9)
  br label %551

547:                                              ; preds = %539, %535, %525
  %548 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %170, double noundef nofpclass(nan inf) %526, double noundef nofpclass(nan inf) %529, ptr noundef nonnull @.str.10)
  %549 = load i32, ptr @n_fail, align 4, !tbaa !11
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr @n_fail, align 4, !tbaa !11
  br label %551

551:                                              ; preds = %545, %547
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %20) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #15
  br i1 %164, label %163, label %157, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @pf(ptr nocapture noundef readonly %0) #5 {
  %2 = load i32, ptr %0, align 8, !tbaa !21
  %3 = icmp sgt i32 %2, 0
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !23
  br i1 %3, label %6, label %62

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load float, ptr %9, align 8, !tbaa !26
  %11 = fpext float %10 to double
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !25
  %14 = zext nneg i32 %2 to i64
  %15 = icmp ult i32 %2, 8
  br i1 %15, label %16, label %19

16:                                               ; preds = %58, %6
  %17 = phi i64 [ 0, %6 ], [ %20, %58 ]
  %18 = phi double [ 0.000000e+00, %6 ], [ %60, %58 ]
  br label %67

19:                                               ; preds = %6
  %20 = and i64 %14, 2147483640
  %21 = insertelement <4 x double> poison, double %5, i64 0
  %22 = shufflevector <4 x double> %21, <4 x double> poison, <4 x i32> zeroinitializer
  %23 = insertelement <4 x double> poison, double %11, i64 0
  %24 = shufflevector <4 x double> %23, <4 x double> poison, <4 x i32> zeroinitializer
  %25 = insertelement <4 x i64> poison, i64 %13, i64 0
  %26 = shufflevector <4 x i64> %25, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %27

27:                                               ; preds = %27, %19
  %28 = phi i64 [ 0, %19 ], [ %55, %27 ]
  %29 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %19 ], [ %56, %27 ]
  %30 = phi <4 x double> [ zeroinitializer, %19 ], [ %53, %27 ]
  %31 = phi <4 x double> [ zeroinitializer, %19 ], [ %54, %27 ]
  %32 = add <4 x i64> %29, <i64 4, i64 4, i64 4, i64 4>
  %33 = getelementptr inbounds double, ptr %8, i64 %28
  %34 = getelementptr inbounds i8, ptr %33, i64 32
  %35 = load <4 x double>, ptr %33, align 8, !tbaa !9
  %36 = load <4 x double>, ptr %34, align 8, !tbaa !9
  %37 = fmul fast <4 x double> %35, %35
  %38 = fmul fast <4 x double> %36, %36
  %39 = fmul fast <4 x double> %37, %22
  %40 = fmul fast <4 x double> %38, %22
  %41 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %35)
  %42 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %36)
  %43 = fmul fast <4 x double> %41, %24
  %44 = fmul fast <4 x double> %42, %24
  %45 = add nsw <4 x i64> %26, %29
  %46 = add nsw <4 x i64> %26, %32
  %47 = sitofp <4 x i64> %45 to <4 x double>
  %48 = sitofp <4 x i64> %46 to <4 x double>
  %49 = fmul fast <4 x double> %43, %47
  %50 = fmul fast <4 x double> %44, %48
  %51 = fadd fast <4 x double> %39, %30
  %52 = fadd fast <4 x double> %40, %31
  %53 = fadd fast <4 x double> %51, %49
  %54 = fadd fast <4 x double> %52, %50
  %55 = add nuw i64 %28, 8
  %56 = add <4 x i64> %29, <i64 8, i64 8, i64 8, i64 8>
  %57 = icmp eq i64 %55, %20
  br i1 %57, label %58, label %27, !llvm.loop !43

58:                                               ; preds = %27
  %59 = fadd fast <4 x double> %54, %53
  %60 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %59)
  %61 = icmp eq i64 %20, %14
  br i1 %61, label %62, label %16

62:                                               ; preds = %67, %58, %1
  %63 = phi double [ 0.000000e+00, %1 ], [ %60, %58 ], [ %80, %67 ]
  %64 = fmul fast double %5, 1.000000e-01
  %65 = fadd fast double %64, 1.000000e+00
  %66 = fmul fast double %65, %63
  ret double %66

67:                                               ; preds = %16, %67
  %68 = phi i64 [ %81, %67 ], [ %17, %16 ]
  %69 = phi double [ %80, %67 ], [ %18, %16 ]
  %70 = getelementptr inbounds double, ptr %8, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %71
  %73 = fmul fast double %72, %5
  %74 = tail call fast double @llvm.sin.f64(double %71)
  %75 = fmul fast double %74, %11
  %76 = add nsw i64 %13, %68
  %77 = sitofp i64 %76 to double
  %78 = fmul fast double %75, %77
  %79 = fadd fast double %73, %69
  %80 = fadd fast double %79, %78
  %81 = add nuw nsw i64 %68, 1
  %82 = icmp eq i64 %81, %14
  br i1 %82, label %62, label %67, !llvm.loop !44
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #16
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %58, %6
  tail call void @free(ptr noundef %12) #15
  ret void

19:                                               ; preds = %16, %58
  %20 = phi i64 [ 0, %16 ], [ %59, %58 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.fabs.f64(double %24)
  %26 = tail call fast double @llvm.maxnum.f64(double %25, double 1.000000e+00)
  %27 = fmul fast double %26, 0x3EB0C6F7A0B5ED8D
  %28 = fadd fast double %27, %24
  %29 = fsub fast double %24, %27
  store double %28, ptr %23, align 8, !tbaa !9
  %30 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #15, !callees !45
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call fast nofpclass(nan inf) double %1(ptr noundef %12, ptr noundef %2) #15, !callees !45
  store double %24, ptr %23, align 8, !tbaa !9
  %32 = fsub fast double %30, %31
  %33 = fmul fast double %26, 2.000000e-06
  %34 = fdiv fast double %32, %33
  %35 = tail call fast double @llvm.fabs.f64(double %34)
  %36 = tail call fast double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %37 = load volatile double, ptr %8, align 8, !tbaa !9
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %39, label %53, label %40

40:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %34, ptr %7, align 8, !tbaa !9
  %41 = load volatile double, ptr %7, align 8, !tbaa !9
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ueq double %42, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %43, label %53, label %44

44:                                               ; preds = %40
  %45 = fsub fast double %22, %34
  %46 = tail call fast double @llvm.fabs.f64(double %45)
  %47 = fmul fast double %36, 0x3EB0C6F7A0B5ED8D
  %48 = fcmp fast ole double %46, %47
  %49 = freeze i1 %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %44
  %51 = trunc nuw nsw i64 %20 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %51, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.9)
  br label %58

53:                                               ; preds = %44, %40, %19
  %54 = trunc nuw nsw i64 %20 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef %54, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %34, ptr noundef nonnull @.str.10)
  %56 = load i32, ptr @n_fail, align 4, !tbaa !11
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @n_fail, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %50, %53
  %59 = add nuw nsw i64 %20, 1
  %60 = icmp eq i64 %59, %17
  br i1 %60, label %18, label %19, !llvm.loop !46
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @obj_pf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds double, ptr %0, i64 %5
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !18
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %80

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load float, ptr %13, align 8, !tbaa !19
  %15 = fpext float %14 to double
  %16 = zext nneg i32 %4 to i64
  %17 = icmp ult i32 %4, 8
  br i1 %17, label %61, label %18

18:                                               ; preds = %12
  %19 = and i64 %16, 2147483640
  %20 = insertelement <4 x double> poison, double %8, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x i64> poison, i64 %10, i64 0
  %23 = shufflevector <4 x i64> %22, <4 x i64> poison, <4 x i32> zeroinitializer
  %24 = insertelement <4 x double> poison, double %15, i64 0
  %25 = shufflevector <4 x double> %24, <4 x double> poison, <4 x i32> zeroinitializer
  br label %26

26:                                               ; preds = %26, %18
  %27 = phi i64 [ 0, %18 ], [ %54, %26 ]
  %28 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %18 ], [ %55, %26 ]
  %29 = phi <4 x double> [ zeroinitializer, %18 ], [ %52, %26 ]
  %30 = phi <4 x double> [ zeroinitializer, %18 ], [ %53, %26 ]
  %31 = add <4 x i64> %28, <i64 4, i64 4, i64 4, i64 4>
  %32 = getelementptr inbounds double, ptr %3, i64 %27
  %33 = getelementptr inbounds i8, ptr %32, i64 32
  %34 = load <4 x double>, ptr %32, align 16, !tbaa !9
  %35 = load <4 x double>, ptr %33, align 16, !tbaa !9
  %36 = fmul fast <4 x double> %34, %34
  %37 = fmul fast <4 x double> %35, %35
  %38 = fmul fast <4 x double> %36, %21
  %39 = fmul fast <4 x double> %37, %21
  %40 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %34)
  %41 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %35)
  %42 = add nsw <4 x i64> %28, %23
  %43 = add nsw <4 x i64> %31, %23
  %44 = sitofp <4 x i64> %42 to <4 x double>
  %45 = sitofp <4 x i64> %43 to <4 x double>
  %46 = fmul fast <4 x double> %25, %44
  %47 = fmul fast <4 x double> %25, %45
  %48 = fmul fast <4 x double> %46, %40
  %49 = fmul fast <4 x double> %47, %41
  %50 = fadd fast <4 x double> %38, %29
  %51 = fadd fast <4 x double> %39, %30
  %52 = fadd fast <4 x double> %50, %48
  %53 = fadd fast <4 x double> %51, %49
  %54 = add nuw i64 %27, 8
  %55 = add <4 x i64> %28, <i64 8, i64 8, i64 8, i64 8>
  %56 = icmp eq i64 %54, %19
  br i1 %56, label %57, label %26, !llvm.loop !47

57:                                               ; preds = %26
  %58 = fadd fast <4 x double> %53, %52
  %59 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %58)
  %60 = icmp eq i64 %19, %16
  br i1 %60, label %80, label %61

61:                                               ; preds = %57, %12
  %62 = phi i64 [ 0, %12 ], [ %19, %57 ]
  %63 = phi double [ 0.000000e+00, %12 ], [ %59, %57 ]
  br label %64

64:                                               ; preds = %61, %64
  %65 = phi i64 [ %78, %64 ], [ %62, %61 ]
  %66 = phi double [ %77, %64 ], [ %63, %61 ]
  %67 = getelementptr inbounds double, ptr %3, i64 %65
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fmul fast double %68, %68
  %70 = fmul fast double %69, %8
  %71 = tail call fast double @llvm.sin.f64(double %68)
  %72 = add nsw i64 %65, %10
  %73 = sitofp i64 %72 to double
  %74 = fmul fast double %73, %15
  %75 = fmul fast double %74, %71
  %76 = fadd fast double %70, %66
  %77 = fadd fast double %76, %75
  %78 = add nuw nsw i64 %65, 1
  %79 = icmp eq i64 %78, %16
  br i1 %79, label %80, label %64, !llvm.loop !48

80:                                               ; preds = %64, %57, %2
  %81 = phi double [ 0.000000e+00, %2 ], [ %59, %57 ], [ %77, %64 ]
  %82 = fmul fast double %8, 1.000000e-01
  %83 = fadd fast double %82, 1.000000e+00
  %84 = fmul fast double %81, %83
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  ret double %84
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @pnorm(ptr nocapture noundef %0) #8 {
  %2 = load i32, ptr %0, align 8, !tbaa !21
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load float, ptr %5, align 8, !tbaa !26
  %7 = fpext float %6 to double
  %8 = fmul fast double %7, 1.000000e-02
  br label %126

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  %12 = zext nneg i32 %2 to i64
  %13 = icmp ult i32 %2, 16
  br i1 %13, label %14, label %17

14:                                               ; preds = %43, %9
  %15 = phi i64 [ 0, %9 ], [ %18, %43 ]
  %16 = phi double [ 0.000000e+00, %9 ], [ %47, %43 ]
  br label %117

17:                                               ; preds = %9
  %18 = and i64 %12, 2147483632
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %41, %19 ]
  %21 = phi <4 x double> [ zeroinitializer, %17 ], [ %37, %19 ]
  %22 = phi <4 x double> [ zeroinitializer, %17 ], [ %38, %19 ]
  %23 = phi <4 x double> [ zeroinitializer, %17 ], [ %39, %19 ]
  %24 = phi <4 x double> [ zeroinitializer, %17 ], [ %40, %19 ]
  %25 = getelementptr inbounds double, ptr %11, i64 %20
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = getelementptr inbounds i8, ptr %25, i64 64
  %28 = getelementptr inbounds i8, ptr %25, i64 96
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !9
  %32 = load <4 x double>, ptr %28, align 8, !tbaa !9
  %33 = fmul fast <4 x double> %29, %29
  %34 = fmul fast <4 x double> %30, %30
  %35 = fmul fast <4 x double> %31, %31
  %36 = fmul fast <4 x double> %32, %32
  %37 = fadd fast <4 x double> %33, %21
  %38 = fadd fast <4 x double> %34, %22
  %39 = fadd fast <4 x double> %35, %23
  %40 = fadd fast <4 x double> %36, %24
  %41 = add nuw i64 %20, 16
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %19, !llvm.loop !49

43:                                               ; preds = %19
  %44 = fadd fast <4 x double> %38, %37
  %45 = fadd fast <4 x double> %39, %44
  %46 = fadd fast <4 x double> %40, %45
  %47 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %46)
  %48 = icmp eq i64 %18, %12
  br i1 %48, label %49, label %14

49:                                               ; preds = %117, %43
  %50 = phi double [ %47, %43 ], [ %123, %117 ]
  %51 = tail call fast double @llvm.sqrt.f64(double %50)
  %52 = getelementptr inbounds i8, ptr %0, i64 32
  %53 = load float, ptr %52, align 8, !tbaa !26
  %54 = fpext float %53 to double
  %55 = fmul fast double %54, 1.000000e-02
  %56 = fadd fast double %55, %51
  br i1 %3, label %57, label %126

57:                                               ; preds = %49
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  %60 = load ptr, ptr %59, align 8, !tbaa !24
  %61 = zext nneg i32 %2 to i64
  %62 = icmp ult i32 %2, 4
  br i1 %62, label %63, label %92

63:                                               ; preds = %115, %92, %57
  %64 = phi i64 [ 0, %92 ], [ 0, %57 ], [ %100, %115 ]
  %65 = and i64 %12, 3
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %80, label %67

67:                                               ; preds = %63
  %68 = fdiv fast double 1.000000e+00, %56
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i64 [ %77, %69 ], [ %64, %67 ]
  %71 = phi i64 [ %78, %69 ], [ 0, %67 ]
  %72 = load double, ptr %58, align 8, !tbaa !23
  %73 = getelementptr inbounds double, ptr %60, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul fast double %74, %72
  %76 = fmul fast double %75, %68
  store double %76, ptr %73, align 8, !tbaa !9
  %77 = add nuw nsw i64 %70, 1
  %78 = add i64 %71, 1
  %79 = icmp eq i64 %78, %65
  br i1 %79, label %80, label %69, !llvm.loop !50

80:                                               ; preds = %69, %63
  %81 = phi i64 [ %64, %63 ], [ %77, %69 ]
  %82 = sub nsw i64 %64, %12
  %83 = icmp ugt i64 %82, -4
  br i1 %83, label %126, label %84

84:                                               ; preds = %80
  %85 = fdiv fast double 1.000000e+00, %56
  %86 = getelementptr i8, ptr %60, i64 8
  %87 = fdiv fast double 1.000000e+00, %56
  %88 = getelementptr i8, ptr %60, i64 16
  %89 = fdiv fast double 1.000000e+00, %56
  %90 = getelementptr i8, ptr %60, i64 24
  %91 = fdiv fast double 1.000000e+00, %56
  br label %129

92:                                               ; preds = %57
  %93 = shl nuw nsw i64 %12, 3
  %94 = getelementptr i8, ptr %60, i64 %93
  %95 = getelementptr i8, ptr %0, i64 16
  %96 = icmp ult ptr %60, %95
  %97 = icmp ult ptr %58, %94
  %98 = and i1 %96, %97
  br i1 %98, label %63, label %99

99:                                               ; preds = %92
  %100 = and i64 %12, 2147483644
  %101 = insertelement <4 x double> poison, double %56, i64 0
  %102 = shufflevector <4 x double> %101, <4 x double> poison, <4 x i32> zeroinitializer
  %103 = load double, ptr %58, align 8, !tbaa !23, !alias.scope !52
  %104 = insertelement <4 x double> poison, double %103, i64 0
  %105 = shufflevector <4 x double> %104, <4 x double> poison, <4 x i32> zeroinitializer
  %106 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %102
  br label %107

107:                                              ; preds = %107, %99
  %108 = phi i64 [ 0, %99 ], [ %113, %107 ]
  %109 = getelementptr inbounds double, ptr %60, i64 %108
  %110 = load <4 x double>, ptr %109, align 8, !tbaa !9, !alias.scope !55, !noalias !52
  %111 = fmul fast <4 x double> %110, %105
  %112 = fmul fast <4 x double> %111, %106
  store <4 x double> %112, ptr %109, align 8, !tbaa !9, !alias.scope !55, !noalias !52
  %113 = add nuw i64 %108, 4
  %114 = icmp eq i64 %113, %100
  br i1 %114, label %115, label %107, !llvm.loop !57

115:                                              ; preds = %107
  %116 = icmp eq i64 %100, %12
  br i1 %116, label %126, label %63

117:                                              ; preds = %14, %117
  %118 = phi i64 [ %124, %117 ], [ %15, %14 ]
  %119 = phi double [ %123, %117 ], [ %16, %14 ]
  %120 = getelementptr inbounds double, ptr %11, i64 %118
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = fmul fast double %121, %121
  %123 = fadd fast double %122, %119
  %124 = add nuw nsw i64 %118, 1
  %125 = icmp eq i64 %124, %12
  br i1 %125, label %49, label %117, !llvm.loop !58

126:                                              ; preds = %80, %129, %115, %4, %49
  %127 = phi double [ %8, %4 ], [ %56, %49 ], [ %56, %115 ], [ %56, %129 ], [ %56, %80 ]
  %128 = getelementptr inbounds i8, ptr %0, i64 8
  store double %127, ptr %128, align 8, !tbaa !23
  ret void

129:                                              ; preds = %129, %84
  %130 = phi i64 [ %81, %84 ], [ %151, %129 ]
  %131 = load double, ptr %58, align 8, !tbaa !23
  %132 = getelementptr inbounds double, ptr %60, i64 %130
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fmul fast double %133, %131
  %135 = fmul fast double %134, %85
  store double %135, ptr %132, align 8, !tbaa !9
  %136 = load double, ptr %58, align 8, !tbaa !23
  %137 = getelementptr double, ptr %86, i64 %130
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul fast double %138, %136
  %140 = fmul fast double %139, %87
  store double %140, ptr %137, align 8, !tbaa !9
  %141 = load double, ptr %58, align 8, !tbaa !23
  %142 = getelementptr double, ptr %88, i64 %130
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = fmul fast double %143, %141
  %145 = fmul fast double %144, %89
  store double %145, ptr %142, align 8, !tbaa !9
  %146 = load double, ptr %58, align 8, !tbaa !23
  %147 = getelementptr double, ptr %90, i64 %130
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = fmul fast double %148, %146
  %150 = fmul fast double %149, %91
  store double %150, ptr %147, align 8, !tbaa !9
  %151 = add nuw nsw i64 %130, 4
  %152 = icmp eq i64 %151, %61
  br i1 %152, label %126, label %129, !llvm.loop !59
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @obj_pnorm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #15
  %4 = load i32, ptr %1, align 8, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds double, ptr %0, i64 %5
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load float, ptr %9, align 8, !tbaa !19
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %20, label %12

12:                                               ; preds = %2
  %13 = fpext float %10 to double
  %14 = fmul fast double %13, 1.000000e-02
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds double, ptr %16, i64 %5
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul fast double %18, %14
  br label %155

20:                                               ; preds = %2
  %21 = zext nneg i32 %4 to i64
  %22 = icmp ult i32 %4, 16
  br i1 %22, label %23, label %26

23:                                               ; preds = %52, %20
  %24 = phi i64 [ 0, %20 ], [ %27, %52 ]
  %25 = phi double [ 0.000000e+00, %20 ], [ %56, %52 ]
  br label %85

26:                                               ; preds = %20
  %27 = and i64 %21, 2147483632
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %50, %28 ]
  %30 = phi <4 x double> [ zeroinitializer, %26 ], [ %46, %28 ]
  %31 = phi <4 x double> [ zeroinitializer, %26 ], [ %47, %28 ]
  %32 = phi <4 x double> [ zeroinitializer, %26 ], [ %48, %28 ]
  %33 = phi <4 x double> [ zeroinitializer, %26 ], [ %49, %28 ]
  %34 = getelementptr inbounds double, ptr %3, i64 %29
  %35 = getelementptr inbounds i8, ptr %34, i64 32
  %36 = getelementptr inbounds i8, ptr %34, i64 64
  %37 = getelementptr inbounds i8, ptr %34, i64 96
  %38 = load <4 x double>, ptr %34, align 16, !tbaa !9
  %39 = load <4 x double>, ptr %35, align 16, !tbaa !9
  %40 = load <4 x double>, ptr %36, align 16, !tbaa !9
  %41 = load <4 x double>, ptr %37, align 16, !tbaa !9
  %42 = fmul fast <4 x double> %38, %38
  %43 = fmul fast <4 x double> %39, %39
  %44 = fmul fast <4 x double> %40, %40
  %45 = fmul fast <4 x double> %41, %41
  %46 = fadd fast <4 x double> %42, %30
  %47 = fadd fast <4 x double> %43, %31
  %48 = fadd fast <4 x double> %44, %32
  %49 = fadd fast <4 x double> %45, %33
  %50 = add nuw i64 %29, 16
  %51 = icmp eq i64 %50, %27
  br i1 %51, label %52, label %28, !llvm.loop !60

52:                                               ; preds = %28
  %53 = fadd fast <4 x double> %47, %46
  %54 = fadd fast <4 x double> %48, %53
  %55 = fadd fast <4 x double> %49, %54
  %56 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %55)
  %57 = icmp eq i64 %27, %21
  br i1 %57, label %58, label %23

58:                                               ; preds = %85, %52
  %59 = phi double [ %56, %52 ], [ %91, %85 ]
  %60 = tail call fast double @llvm.sqrt.f64(double %59)
  %61 = fpext float %10 to double
  %62 = fmul fast double %61, 1.000000e-02
  %63 = fadd fast double %60, %62
  %64 = icmp ult i32 %4, 4
  br i1 %64, label %65, label %68

65:                                               ; preds = %83, %58
  %66 = phi i64 [ 0, %58 ], [ %69, %83 ]
  %67 = fdiv fast double 1.000000e+00, %63
  br label %94

68:                                               ; preds = %58
  %69 = and i64 %21, 2147483644
  %70 = insertelement <4 x double> poison, double %8, i64 0
  %71 = shufflevector <4 x double> %70, <4 x double> poison, <4 x i32> zeroinitializer
  %72 = insertelement <4 x double> poison, double %63, i64 0
  %73 = shufflevector <4 x double> %72, <4 x double> poison, <4 x i32> zeroinitializer
  %74 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %73
  br label %75

75:                                               ; preds = %75, %68
  %76 = phi i64 [ 0, %68 ], [ %81, %75 ]
  %77 = getelementptr inbounds double, ptr %3, i64 %76
  %78 = load <4 x double>, ptr %77, align 16, !tbaa !9
  %79 = fmul fast <4 x double> %71, %78
  %80 = fmul fast <4 x double> %79, %74
  store <4 x double> %80, ptr %77, align 16, !tbaa !9
  %81 = add nuw i64 %76, 4
  %82 = icmp eq i64 %81, %69
  br i1 %82, label %83, label %75, !llvm.loop !61

83:                                               ; preds = %75
  %84 = icmp eq i64 %69, %21
  br i1 %84, label %102, label %65

85:                                               ; preds = %23, %85
  %86 = phi i64 [ %92, %85 ], [ %24, %23 ]
  %87 = phi double [ %91, %85 ], [ %25, %23 ]
  %88 = getelementptr inbounds double, ptr %3, i64 %86
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = fmul fast double %89, %89
  %91 = fadd fast double %90, %87
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, %21
  br i1 %93, label %58, label %85, !llvm.loop !62

94:                                               ; preds = %65, %94
  %95 = phi i64 [ %100, %94 ], [ %66, %65 ]
  %96 = getelementptr inbounds double, ptr %3, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = fmul fast double %8, %97
  %99 = fmul fast double %98, %67
  store double %99, ptr %96, align 8, !tbaa !9
  %100 = add nuw nsw i64 %95, 1
  %101 = icmp eq i64 %100, %21
  br i1 %101, label %102, label %94, !llvm.loop !63

102:                                              ; preds = %94, %83
  %103 = getelementptr inbounds i8, ptr %1, i64 24
  %104 = load ptr, ptr %103, align 8, !tbaa !20
  %105 = getelementptr inbounds double, ptr %104, i64 %5
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = fmul fast double %106, %63
  br i1 %11, label %108, label %155

108:                                              ; preds = %102
  %109 = zext nneg i32 %4 to i64
  %110 = icmp ult i32 %4, 16
  br i1 %110, label %111, label %114

111:                                              ; preds = %149, %108
  %112 = phi i64 [ 0, %108 ], [ %115, %149 ]
  %113 = phi double [ %107, %108 ], [ %153, %149 ]
  br label %157

114:                                              ; preds = %108
  %115 = and i64 %21, 2147483632
  %116 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %107, i64 0
  br label %117

117:                                              ; preds = %117, %114
  %118 = phi i64 [ 0, %114 ], [ %147, %117 ]
  %119 = phi <4 x double> [ %116, %114 ], [ %143, %117 ]
  %120 = phi <4 x double> [ zeroinitializer, %114 ], [ %144, %117 ]
  %121 = phi <4 x double> [ zeroinitializer, %114 ], [ %145, %117 ]
  %122 = phi <4 x double> [ zeroinitializer, %114 ], [ %146, %117 ]
  %123 = getelementptr inbounds double, ptr %104, i64 %118
  %124 = getelementptr inbounds i8, ptr %123, i64 32
  %125 = getelementptr inbounds i8, ptr %123, i64 64
  %126 = getelementptr inbounds i8, ptr %123, i64 96
  %127 = load <4 x double>, ptr %123, align 8, !tbaa !9
  %128 = load <4 x double>, ptr %124, align 8, !tbaa !9
  %129 = load <4 x double>, ptr %125, align 8, !tbaa !9
  %130 = load <4 x double>, ptr %126, align 8, !tbaa !9
  %131 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %118
  %132 = getelementptr inbounds i8, ptr %131, i64 32
  %133 = getelementptr inbounds i8, ptr %131, i64 64
  %134 = getelementptr inbounds i8, ptr %131, i64 96
  %135 = load <4 x double>, ptr %131, align 16, !tbaa !9
  %136 = load <4 x double>, ptr %132, align 16, !tbaa !9
  %137 = load <4 x double>, ptr %133, align 16, !tbaa !9
  %138 = load <4 x double>, ptr %134, align 16, !tbaa !9
  %139 = fmul fast <4 x double> %135, %127
  %140 = fmul fast <4 x double> %136, %128
  %141 = fmul fast <4 x double> %137, %129
  %142 = fmul fast <4 x double> %138, %130
  %143 = fadd fast <4 x double> %139, %119
  %144 = fadd fast <4 x double> %140, %120
  %145 = fadd fast <4 x double> %141, %121
  %146 = fadd fast <4 x double> %142, %122
  %147 = add nuw i64 %118, 16
  %148 = icmp eq i64 %147, %115
  br i1 %148, label %149, label %117, !llvm.loop !64

149:                                              ; preds = %117
  %150 = fadd fast <4 x double> %144, %143
  %151 = fadd fast <4 x double> %145, %150
  %152 = fadd fast <4 x double> %146, %151
  %153 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %152)
  %154 = icmp eq i64 %115, %21
  br i1 %154, label %155, label %111

155:                                              ; preds = %157, %149, %12, %102
  %156 = phi double [ %107, %102 ], [ %19, %12 ], [ %153, %149 ], [ %165, %157 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #15
  ret double %156

157:                                              ; preds = %111, %157
  %158 = phi i64 [ %166, %157 ], [ %112, %111 ]
  %159 = phi double [ %165, %157 ], [ %113, %111 ]
  %160 = getelementptr inbounds double, ptr %104, i64 %158
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %158
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = fmul fast double %163, %161
  %165 = fadd fast double %164, %159
  %166 = add nuw nsw i64 %158, 1
  %167 = icmp eq i64 %166, %109
  br i1 %167, label %155, label %157, !llvm.loop !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #10

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
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = !{!14, !12, i64 0}
!14 = !{!"", !12, i64 0, !15, i64 8, !16, i64 16, !17, i64 24}
!15 = !{!"long", !7, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!14, !15, i64 8}
!19 = !{!14, !16, i64 16}
!20 = !{!14, !17, i64 24}
!21 = !{!22, !12, i64 0}
!22 = !{!"P", !12, i64 0, !10, i64 8, !17, i64 16, !15, i64 24, !16, i64 32}
!23 = !{!22, !10, i64 8}
!24 = !{!22, !17, i64 16}
!25 = !{!22, !15, i64 24}
!26 = !{!22, !16, i64 32}
!27 = distinct !{!27, !28, !29, !30}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !28, !30, !29}
!32 = distinct !{!32, !28, !29, !30}
!33 = distinct !{!33, !28, !30, !29}
!34 = distinct !{!34, !28, !29, !30}
!35 = distinct !{!35, !28, !30, !29}
!36 = distinct !{!36, !28, !30, !29}
!37 = distinct !{!37, !28, !30, !29}
!38 = distinct !{!38, !28, !29, !30}
!39 = distinct !{!39, !28, !30, !29}
!40 = distinct !{!40, !28, !30, !29}
!41 = distinct !{!41, !28, !30, !29}
!42 = distinct !{!42, !28}
!43 = distinct !{!43, !28, !29, !30}
!44 = distinct !{!44, !28, !30, !29}
!45 = !{ptr @obj_pf, ptr @obj_pnorm}
!46 = distinct !{!46, !28}
!47 = distinct !{!47, !28, !29, !30}
!48 = distinct !{!48, !28, !30, !29}
!49 = distinct !{!49, !28, !29, !30}
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !{!53}
!53 = distinct !{!53, !54}
!54 = distinct !{!54, !"LVerDomain"}
!55 = !{!56}
!56 = distinct !{!56, !54}
!57 = distinct !{!57, !28, !29, !30}
!58 = distinct !{!58, !28, !30, !29}
!59 = distinct !{!59, !28, !29}
!60 = distinct !{!60, !28, !29, !30}
!61 = distinct !{!61, !28, !29, !30}
!62 = distinct !{!62, !28, !30, !29}
!63 = distinct !{!63, !28, !30, !29}
!64 = distinct !{!64, !28, !29, !30}
!65 = distinct !{!65, !28, !30, !29}
