; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca [12 x double], align 16
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [12 x double], align 16
  %8 = alloca [12 x double], align 16
  %9 = alloca [12 x double], align 16
  %10 = alloca [13 x double], align 16
  %11 = alloca [13 x double], align 16
  %12 = alloca [13 x double], align 16
  %13 = alloca %struct.P, align 8
  %14 = alloca %struct.P, align 8
  %15 = alloca %struct.P, align 8
  %16 = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %12) #12
  %17 = load i64, ptr @rng_state, align 8, !tbaa !5
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = insertelement <4 x i64> poison, i64 %19, i64 0
  %27 = insertelement <4 x i64> %26, i64 %21, i64 1
  %28 = insertelement <4 x i64> %27, i64 %23, i64 2
  %29 = insertelement <4 x i64> %28, i64 %25, i64 3
  %30 = lshr <4 x i64> %29, <i64 10, i64 10, i64 10, i64 10>
  %31 = and <4 x i64> %30, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %32 = uitofp nneg <4 x i64> %31 to <4 x double>
  %33 = fmul fast <4 x double> %32, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %34 = fadd fast <4 x double> %33, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %34, ptr %7, align 16, !tbaa !9
  %35 = mul i64 %25, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = mul i64 %36, 6364136223846793005
  %38 = add i64 %37, 1442695040888963407
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = insertelement <4 x i64> poison, i64 %36, i64 0
  %44 = insertelement <4 x i64> %43, i64 %38, i64 1
  %45 = insertelement <4 x i64> %44, i64 %40, i64 2
  %46 = insertelement <4 x i64> %45, i64 %42, i64 3
  %47 = lshr <4 x i64> %46, <i64 10, i64 10, i64 10, i64 10>
  %48 = and <4 x i64> %47, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %49 = uitofp nneg <4 x i64> %48 to <4 x double>
  %50 = fmul fast <4 x double> %49, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %51 = fadd fast <4 x double> %50, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %52 = getelementptr inbounds i8, ptr %7, i64 32
  store <4 x double> %51, ptr %52, align 16, !tbaa !9
  %53 = mul i64 %42, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = mul i64 %54, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = mul i64 %56, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = insertelement <4 x i64> poison, i64 %54, i64 0
  %62 = insertelement <4 x i64> %61, i64 %56, i64 1
  %63 = insertelement <4 x i64> %62, i64 %58, i64 2
  %64 = insertelement <4 x i64> %63, i64 %60, i64 3
  %65 = lshr <4 x i64> %64, <i64 10, i64 10, i64 10, i64 10>
  %66 = and <4 x i64> %65, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %67 = uitofp nneg <4 x i64> %66 to <4 x double>
  %68 = fmul fast <4 x double> %67, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %69 = fadd fast <4 x double> %68, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %70 = getelementptr inbounds i8, ptr %7, i64 64
  store <4 x double> %69, ptr %70, align 16, !tbaa !9
  %71 = mul i64 %60, 6364136223846793005
  %72 = add i64 %71, 1442695040888963407
  %73 = mul i64 %72, 6364136223846793005
  %74 = add i64 %73, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = insertelement <4 x i64> poison, i64 %72, i64 0
  %80 = insertelement <4 x i64> %79, i64 %74, i64 1
  %81 = insertelement <4 x i64> %80, i64 %76, i64 2
  %82 = insertelement <4 x i64> %81, i64 %78, i64 3
  %83 = lshr <4 x i64> %82, <i64 10, i64 10, i64 10, i64 10>
  %84 = and <4 x i64> %83, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %85 = uitofp nneg <4 x i64> %84 to <4 x double>
  %86 = fmul fast <4 x double> %85, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %87 = fadd fast <4 x double> %86, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %87, ptr %12, align 16, !tbaa !9
  %88 = mul i64 %78, 6364136223846793005
  %89 = getelementptr inbounds i8, ptr %12, i64 32
  %90 = add i64 %88, 1442695040888963407
  %91 = mul i64 %90, 6364136223846793005
  %92 = add i64 %91, 1442695040888963407
  %93 = mul i64 %92, 6364136223846793005
  %94 = add i64 %93, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <4 x i64> poison, i64 %90, i64 0
  %98 = insertelement <4 x i64> %97, i64 %92, i64 1
  %99 = insertelement <4 x i64> %98, i64 %94, i64 2
  %100 = insertelement <4 x i64> %99, i64 %96, i64 3
  %101 = lshr <4 x i64> %100, <i64 10, i64 10, i64 10, i64 10>
  %102 = and <4 x i64> %101, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <4 x i64> %102 to <4 x double>
  %104 = fmul fast <4 x double> %103, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %105 = fadd fast <4 x double> %104, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %105, ptr %89, align 16, !tbaa !9
  %106 = mul i64 %96, 6364136223846793005
  %107 = getelementptr inbounds i8, ptr %12, i64 64
  %108 = add i64 %106, 1442695040888963407
  %109 = mul i64 %108, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  %113 = mul i64 %112, 6364136223846793005
  %114 = add i64 %113, 1442695040888963407
  %115 = insertelement <4 x i64> poison, i64 %108, i64 0
  %116 = insertelement <4 x i64> %115, i64 %110, i64 1
  %117 = insertelement <4 x i64> %116, i64 %112, i64 2
  %118 = insertelement <4 x i64> %117, i64 %114, i64 3
  %119 = lshr <4 x i64> %118, <i64 10, i64 10, i64 10, i64 10>
  %120 = and <4 x i64> %119, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %121 = uitofp nneg <4 x i64> %120 to <4 x double>
  %122 = fmul fast <4 x double> %121, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %123 = fadd fast <4 x double> %122, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %123, ptr %107, align 16, !tbaa !9
  %124 = mul i64 %114, 6364136223846793005
  %125 = add i64 %124, 1442695040888963407
  %126 = lshr i64 %125, 10
  %127 = and i64 %126, 18014398509481982
  %128 = uitofp nneg i64 %127 to double
  %129 = fmul fast double %128, 0x3CA0000000000000
  %130 = fadd fast double %129, -1.000000e+00
  %131 = getelementptr inbounds i8, ptr %12, i64 96
  store double %130, ptr %131, align 16, !tbaa !9
  store i64 %125, ptr @rng_state, align 8, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %13, i64 8
  %133 = getelementptr inbounds i8, ptr %13, i64 16
  %134 = getelementptr inbounds i8, ptr %13, i64 24
  %135 = getelementptr inbounds i8, ptr %13, i64 32
  %136 = getelementptr inbounds i8, ptr %14, i64 16
  %137 = getelementptr inbounds i8, ptr %14, i64 8
  %138 = getelementptr inbounds i8, ptr %14, i64 32
  %139 = getelementptr inbounds i8, ptr %14, i64 24
  %140 = getelementptr inbounds i8, ptr %15, i64 8
  %141 = getelementptr inbounds i8, ptr %15, i64 16
  %142 = getelementptr inbounds i8, ptr %15, i64 24
  %143 = getelementptr inbounds i8, ptr %15, i64 32
  %144 = getelementptr inbounds i8, ptr %16, i64 16
  %145 = getelementptr inbounds i8, ptr %16, i64 8
  %146 = getelementptr inbounds i8, ptr %16, i64 32
  br label %153

147:                                              ; preds = %808
  %148 = load i32, ptr @n_fail, align 4, !tbaa !11
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %148)
  %150 = load i32, ptr @n_fail, align 4, !tbaa !11
  %151 = icmp ne i32 %150, 0
  %152 = zext i1 %151 to i32
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7)
  ret i32 %152

153:                                              ; preds = %0, %808
  %154 = phi i1 [ true, %0 ], [ false, %808 ]
  %155 = phi i1 [ false, %0 ], [ true, %808 ]
  %156 = phi i64 [ 0, %0 ], [ 1, %808 ]
  %157 = getelementptr inbounds [2 x i32], ptr @main.ns, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !11
  %159 = add nuw nsw i64 %156, 3
  %160 = trunc nuw nsw i64 %156 to i32
  %161 = uitofp nneg i32 %160 to float
  %162 = fmul fast float %161, 0x3FD3333340000000
  %163 = fsub fast float 0x3FE6666660000000, %162
  %164 = uitofp nneg i32 %160 to double
  %165 = fmul fast double %164, 2.000000e-01
  %166 = fadd fast double %165, 1.300000e+00
  %167 = sext i32 %158 to i64
  %168 = shl nsw i64 %167, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 16 %7, i64 %168, i1 false)
  %169 = getelementptr inbounds [13 x double], ptr %10, i64 0, i64 %167
  store double %166, ptr %169, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %8, ptr noundef nonnull align 16 dereferenceable(96) %7, i64 96, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %9, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #12
  store i32 %158, ptr %13, align 8, !tbaa !13
  store double %166, ptr %132, align 8, !tbaa !18
  store ptr %8, ptr %133, align 8, !tbaa !19
  store i64 %159, ptr %134, align 8, !tbaa !20
  store float %163, ptr %135, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %14, i8 0, i64 40, i1 false)
  store ptr %9, ptr %136, align 8, !tbaa !19
  %170 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pf, ptr noundef nonnull %13, ptr noundef nonnull %14) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %11, ptr nonnull align 16 %9, i64 %168, i1 false)
  %171 = load double, ptr %137, align 8, !tbaa !18
  %172 = getelementptr inbounds [13 x double], ptr %11, i64 0, i64 %167
  store double %171, ptr %172, align 8, !tbaa !9
  %173 = add nsw i32 %158, 1
  %174 = call i32 @llvm.smax.i32(i32 %173, i32 1)
  %175 = zext nneg i32 %174 to i64
  %176 = shl nuw nsw i64 %175, 3
  %177 = call noalias ptr @malloc(i64 noundef %176) #13
  %178 = sext i32 %173 to i64
  %179 = shl nsw i64 %178, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %177, ptr nonnull readonly align 16 %10, i64 %179, i1 false)
  %180 = zext nneg i32 %173 to i64
  %181 = getelementptr inbounds double, ptr %177, i64 %167
  %182 = fpext float %163 to double
  %183 = zext nneg i32 %158 to i64
  %184 = and i64 %183, 2147483640
  %185 = insertelement <4 x i64> poison, i64 %159, i64 0
  %186 = shufflevector <4 x i64> %185, <4 x i64> poison, <4 x i32> zeroinitializer
  %187 = insertelement <4 x double> poison, double %182, i64 0
  %188 = shufflevector <4 x double> %187, <4 x double> poison, <4 x i32> zeroinitializer
  %189 = icmp eq i64 %184, %183
  %190 = and i64 %183, 2147483640
  %191 = insertelement <4 x i64> poison, i64 %159, i64 0
  %192 = shufflevector <4 x i64> %191, <4 x i64> poison, <4 x i32> zeroinitializer
  %193 = insertelement <4 x double> poison, double %182, i64 0
  %194 = shufflevector <4 x double> %193, <4 x double> poison, <4 x i32> zeroinitializer
  %195 = icmp eq i64 %190, %183
  br label %196

196:                                              ; preds = %346, %153
  %197 = phi i64 [ 0, %153 ], [ %347, %346 ]
  %198 = getelementptr inbounds double, ptr %11, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = getelementptr inbounds double, ptr %177, i64 %197
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = call fast double @llvm.fabs.f64(double %201)
  %203 = call fast double @llvm.maxnum.f64(double %202, double 1.000000e+00)
  %204 = fmul fast double %203, 0x3EB0C6F7A0B5ED8D
  %205 = fadd fast double %204, %201
  store double %205, ptr %200, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %177, i64 %168, i1 false)
  %206 = load double, ptr %181, align 8, !tbaa !9
  br i1 %155, label %244, label %207

207:                                              ; preds = %196
  %208 = insertelement <4 x double> poison, double %206, i64 0
  %209 = shufflevector <4 x double> %208, <4 x double> poison, <4 x i32> zeroinitializer
  br label %210

210:                                              ; preds = %210, %207
  %211 = phi i64 [ 0, %207 ], [ %238, %210 ]
  %212 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %207 ], [ %239, %210 ]
  %213 = phi <4 x double> [ zeroinitializer, %207 ], [ %236, %210 ]
  %214 = phi <4 x double> [ zeroinitializer, %207 ], [ %237, %210 ]
  %215 = add <4 x i64> %212, <i64 4, i64 4, i64 4, i64 4>
  %216 = getelementptr inbounds double, ptr %3, i64 %211
  %217 = getelementptr inbounds i8, ptr %216, i64 32
  %218 = load <4 x double>, ptr %216, align 16, !tbaa !9
  %219 = load <4 x double>, ptr %217, align 16, !tbaa !9
  %220 = fmul fast <4 x double> %218, %218
  %221 = fmul fast <4 x double> %219, %219
  %222 = fmul fast <4 x double> %220, %209
  %223 = fmul fast <4 x double> %221, %209
  %224 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %218)
  %225 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %219)
  %226 = add nuw nsw <4 x i64> %212, %186
  %227 = add nuw nsw <4 x i64> %215, %186
  %228 = uitofp <4 x i64> %226 to <4 x double>
  %229 = uitofp <4 x i64> %227 to <4 x double>
  %230 = fmul fast <4 x double> %188, %228
  %231 = fmul fast <4 x double> %188, %229
  %232 = fmul fast <4 x double> %230, %224
  %233 = fmul fast <4 x double> %231, %225
  %234 = fadd fast <4 x double> %222, %213
  %235 = fadd fast <4 x double> %223, %214
  %236 = fadd fast <4 x double> %234, %232
  %237 = fadd fast <4 x double> %235, %233
  %238 = add nuw i64 %211, 8
  %239 = add <4 x i64> %212, <i64 8, i64 8, i64 8, i64 8>
  %240 = icmp eq i64 %238, %184
  br i1 %240, label %241, label %210, !llvm.loop !22

241:                                              ; preds = %210
  %242 = fadd fast <4 x double> %237, %236
  %243 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %242)
  br i1 %189, label %263, label %244

244:                                              ; preds = %241, %196
  %245 = phi i64 [ 0, %196 ], [ %184, %241 ]
  %246 = phi double [ 0.000000e+00, %196 ], [ %243, %241 ]
  br label %247

247:                                              ; preds = %244, %247
  %248 = phi i64 [ %261, %247 ], [ %245, %244 ]
  %249 = phi double [ %260, %247 ], [ %246, %244 ]
  %250 = getelementptr inbounds double, ptr %3, i64 %248
  %251 = load double, ptr %250, align 8, !tbaa !9
  %252 = fmul fast double %251, %251
  %253 = fmul fast double %252, %206
  %254 = call fast double @llvm.sin.f64(double %251)
  %255 = add nuw nsw i64 %248, %159
  %256 = uitofp nneg i64 %255 to double
  %257 = fmul fast double %256, %182
  %258 = fmul fast double %257, %254
  %259 = fadd fast double %253, %249
  %260 = fadd fast double %259, %258
  %261 = add nuw nsw i64 %248, 1
  %262 = icmp eq i64 %261, %183
  br i1 %262, label %263, label %247, !llvm.loop !26

263:                                              ; preds = %247, %241
  %264 = phi double [ %243, %241 ], [ %260, %247 ]
  %265 = fsub fast double %201, %204
  %266 = fmul fast double %206, 1.000000e-01
  %267 = fadd fast double %266, 1.000000e+00
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #12
  store double %265, ptr %200, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %177, i64 %168, i1 false)
  %268 = load double, ptr %181, align 8, !tbaa !9
  br i1 %155, label %306, label %269

269:                                              ; preds = %263
  %270 = insertelement <4 x double> poison, double %268, i64 0
  %271 = shufflevector <4 x double> %270, <4 x double> poison, <4 x i32> zeroinitializer
  br label %272

272:                                              ; preds = %272, %269
  %273 = phi i64 [ 0, %269 ], [ %300, %272 ]
  %274 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %269 ], [ %301, %272 ]
  %275 = phi <4 x double> [ zeroinitializer, %269 ], [ %298, %272 ]
  %276 = phi <4 x double> [ zeroinitializer, %269 ], [ %299, %272 ]
  %277 = add <4 x i64> %274, <i64 4, i64 4, i64 4, i64 4>
  %278 = getelementptr inbounds double, ptr %4, i64 %273
  %279 = getelementptr inbounds i8, ptr %278, i64 32
  %280 = load <4 x double>, ptr %278, align 16, !tbaa !9
  %281 = load <4 x double>, ptr %279, align 16, !tbaa !9
  %282 = fmul fast <4 x double> %280, %280
  %283 = fmul fast <4 x double> %281, %281
  %284 = fmul fast <4 x double> %282, %271
  %285 = fmul fast <4 x double> %283, %271
  %286 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %280)
  %287 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %281)
  %288 = add nuw nsw <4 x i64> %274, %192
  %289 = add nuw nsw <4 x i64> %277, %192
  %290 = uitofp <4 x i64> %288 to <4 x double>
  %291 = uitofp <4 x i64> %289 to <4 x double>
  %292 = fmul fast <4 x double> %194, %290
  %293 = fmul fast <4 x double> %194, %291
  %294 = fmul fast <4 x double> %292, %286
  %295 = fmul fast <4 x double> %293, %287
  %296 = fadd fast <4 x double> %284, %275
  %297 = fadd fast <4 x double> %285, %276
  %298 = fadd fast <4 x double> %296, %294
  %299 = fadd fast <4 x double> %297, %295
  %300 = add nuw i64 %273, 8
  %301 = add <4 x i64> %274, <i64 8, i64 8, i64 8, i64 8>
  %302 = icmp eq i64 %300, %190
  br i1 %302, label %303, label %272, !llvm.loop !27

303:                                              ; preds = %272
  %304 = fadd fast <4 x double> %299, %298
  %305 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %304)
  br i1 %195, label %325, label %306

306:                                              ; preds = %303, %263
  %307 = phi i64 [ 0, %263 ], [ %190, %303 ]
  %308 = phi double [ 0.000000e+00, %263 ], [ %305, %303 ]
  br label %309

309:                                              ; preds = %306, %309
  %310 = phi i64 [ %323, %309 ], [ %307, %306 ]
  %311 = phi double [ %322, %309 ], [ %308, %306 ]
  %312 = getelementptr inbounds double, ptr %4, i64 %310
  %313 = load double, ptr %312, align 8, !tbaa !9
  %314 = fmul fast double %313, %313
  %315 = fmul fast double %314, %268
  %316 = call fast double @llvm.sin.f64(double %313)
  %317 = add nuw nsw i64 %310, %159
  %318 = uitofp nneg i64 %317 to double
  %319 = fmul fast double %318, %182
  %320 = fmul fast double %319, %316
  %321 = fadd fast double %315, %311
  %322 = fadd fast double %321, %320
  %323 = add nuw nsw i64 %310, 1
  %324 = icmp eq i64 %323, %183
  br i1 %324, label %325, label %309, !llvm.loop !28

325:                                              ; preds = %309, %303
  %326 = phi double [ %305, %303 ], [ %322, %309 ]
  %327 = fmul fast double %264, %267
  %328 = fmul fast double %268, 1.000000e-01
  %329 = fadd fast double %328, 1.000000e+00
  %330 = fmul fast double %326, %329
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #12
  store double %201, ptr %200, align 8, !tbaa !9
  %331 = fsub fast double %327, %330
  %332 = fmul fast double %203, 2.000000e-06
  %333 = fdiv fast double %331, %332
  %334 = call fast double @llvm.fabs.f64(double %333)
  %335 = call fast double @llvm.maxnum.f64(double %334, double 1.000000e+00)
  %336 = fsub fast double %199, %333
  %337 = call fast double @llvm.fabs.f64(double %336)
  %338 = fmul fast double %335, 0x3EB0C6F7A0B5ED8D
  %339 = fcmp fast ole double %337, %338
  %340 = select i1 %339, ptr @.str.9, ptr @.str.10
  %341 = trunc nuw nsw i64 %197 to i32
  %342 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %341, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %333, ptr noundef nonnull %340)
  br i1 %339, label %346, label %343

343:                                              ; preds = %325
  %344 = load i32, ptr @n_fail, align 4, !tbaa !11
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr @n_fail, align 4, !tbaa !11
  br label %346

346:                                              ; preds = %343, %325
  %347 = add nuw nsw i64 %197, 1
  %348 = icmp eq i64 %347, %180
  br i1 %348, label %349, label %196, !llvm.loop !29

349:                                              ; preds = %346
  call void @free(ptr noundef nonnull %177) #12
  %350 = fsub fast float 0x3FEA666660000000, %162
  %351 = load float, ptr %138, align 8, !tbaa !21
  %352 = fpext float %350 to double
  br i1 %155, label %396, label %353

353:                                              ; preds = %349
  %354 = and i64 %183, 2147483640
  %355 = insertelement <4 x double> poison, double %166, i64 0
  %356 = shufflevector <4 x double> %355, <4 x double> poison, <4 x i32> zeroinitializer
  %357 = insertelement <4 x i64> poison, i64 %159, i64 0
  %358 = shufflevector <4 x i64> %357, <4 x i64> poison, <4 x i32> zeroinitializer
  %359 = insertelement <4 x double> poison, double %352, i64 0
  %360 = shufflevector <4 x double> %359, <4 x double> poison, <4 x i32> zeroinitializer
  br label %361

361:                                              ; preds = %361, %353
  %362 = phi i64 [ 0, %353 ], [ %389, %361 ]
  %363 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %353 ], [ %390, %361 ]
  %364 = phi <4 x double> [ zeroinitializer, %353 ], [ %387, %361 ]
  %365 = phi <4 x double> [ zeroinitializer, %353 ], [ %388, %361 ]
  %366 = add <4 x i64> %363, <i64 4, i64 4, i64 4, i64 4>
  %367 = getelementptr inbounds double, ptr %8, i64 %362
  %368 = getelementptr inbounds i8, ptr %367, i64 32
  %369 = load <4 x double>, ptr %367, align 16, !tbaa !9
  %370 = load <4 x double>, ptr %368, align 16, !tbaa !9
  %371 = fmul fast <4 x double> %369, %369
  %372 = fmul fast <4 x double> %370, %370
  %373 = fmul fast <4 x double> %371, %356
  %374 = fmul fast <4 x double> %372, %356
  %375 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %369)
  %376 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %370)
  %377 = add nuw nsw <4 x i64> %363, %358
  %378 = add nuw nsw <4 x i64> %366, %358
  %379 = uitofp <4 x i64> %377 to <4 x double>
  %380 = uitofp <4 x i64> %378 to <4 x double>
  %381 = fmul fast <4 x double> %360, %379
  %382 = fmul fast <4 x double> %360, %380
  %383 = fmul fast <4 x double> %381, %375
  %384 = fmul fast <4 x double> %382, %376
  %385 = fadd fast <4 x double> %373, %364
  %386 = fadd fast <4 x double> %374, %365
  %387 = fadd fast <4 x double> %385, %383
  %388 = fadd fast <4 x double> %386, %384
  %389 = add nuw i64 %362, 8
  %390 = add <4 x i64> %363, <i64 8, i64 8, i64 8, i64 8>
  %391 = icmp eq i64 %389, %354
  br i1 %391, label %392, label %361, !llvm.loop !30

392:                                              ; preds = %361
  %393 = fadd fast <4 x double> %388, %387
  %394 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %393)
  %395 = icmp eq i64 %354, %183
  br i1 %395, label %415, label %396

396:                                              ; preds = %392, %349
  %397 = phi i64 [ 0, %349 ], [ %354, %392 ]
  %398 = phi double [ 0.000000e+00, %349 ], [ %394, %392 ]
  br label %399

399:                                              ; preds = %396, %399
  %400 = phi i64 [ %413, %399 ], [ %397, %396 ]
  %401 = phi double [ %412, %399 ], [ %398, %396 ]
  %402 = getelementptr inbounds double, ptr %8, i64 %400
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = fmul fast double %403, %403
  %405 = fmul fast double %404, %166
  %406 = call fast double @llvm.sin.f64(double %403)
  %407 = add nuw nsw i64 %400, %159
  %408 = uitofp nneg i64 %407 to double
  %409 = fmul fast double %408, %352
  %410 = fmul fast double %409, %406
  %411 = fadd fast double %405, %401
  %412 = fadd fast double %411, %410
  %413 = add nuw nsw i64 %400, 1
  %414 = icmp eq i64 %413, %183
  br i1 %414, label %415, label %399, !llvm.loop !31

415:                                              ; preds = %399, %392
  %416 = phi double [ %394, %392 ], [ %412, %399 ]
  %417 = fsub fast float 0x3FE2666660000000, %162
  %418 = fmul fast double %166, 1.000000e-01
  %419 = fpext float %417 to double
  br i1 %155, label %463, label %420

420:                                              ; preds = %415
  %421 = and i64 %183, 2147483640
  %422 = insertelement <4 x double> poison, double %166, i64 0
  %423 = shufflevector <4 x double> %422, <4 x double> poison, <4 x i32> zeroinitializer
  %424 = insertelement <4 x i64> poison, i64 %159, i64 0
  %425 = shufflevector <4 x i64> %424, <4 x i64> poison, <4 x i32> zeroinitializer
  %426 = insertelement <4 x double> poison, double %419, i64 0
  %427 = shufflevector <4 x double> %426, <4 x double> poison, <4 x i32> zeroinitializer
  br label %428

428:                                              ; preds = %428, %420
  %429 = phi i64 [ 0, %420 ], [ %456, %428 ]
  %430 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %420 ], [ %457, %428 ]
  %431 = phi <4 x double> [ zeroinitializer, %420 ], [ %454, %428 ]
  %432 = phi <4 x double> [ zeroinitializer, %420 ], [ %455, %428 ]
  %433 = add <4 x i64> %430, <i64 4, i64 4, i64 4, i64 4>
  %434 = getelementptr inbounds double, ptr %8, i64 %429
  %435 = getelementptr inbounds i8, ptr %434, i64 32
  %436 = load <4 x double>, ptr %434, align 16, !tbaa !9
  %437 = load <4 x double>, ptr %435, align 16, !tbaa !9
  %438 = fmul fast <4 x double> %436, %436
  %439 = fmul fast <4 x double> %437, %437
  %440 = fmul fast <4 x double> %438, %423
  %441 = fmul fast <4 x double> %439, %423
  %442 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %436)
  %443 = call fast <4 x double> @llvm.sin.v4f64(<4 x double> %437)
  %444 = add nuw nsw <4 x i64> %430, %425
  %445 = add nuw nsw <4 x i64> %433, %425
  %446 = uitofp <4 x i64> %444 to <4 x double>
  %447 = uitofp <4 x i64> %445 to <4 x double>
  %448 = fmul fast <4 x double> %427, %446
  %449 = fmul fast <4 x double> %427, %447
  %450 = fmul fast <4 x double> %448, %442
  %451 = fmul fast <4 x double> %449, %443
  %452 = fadd fast <4 x double> %440, %431
  %453 = fadd fast <4 x double> %441, %432
  %454 = fadd fast <4 x double> %452, %450
  %455 = fadd fast <4 x double> %453, %451
  %456 = add nuw i64 %429, 8
  %457 = add <4 x i64> %430, <i64 8, i64 8, i64 8, i64 8>
  %458 = icmp eq i64 %456, %421
  br i1 %458, label %459, label %428, !llvm.loop !32

459:                                              ; preds = %428
  %460 = fadd fast <4 x double> %455, %454
  %461 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %460)
  %462 = icmp eq i64 %421, %183
  br i1 %462, label %482, label %463

463:                                              ; preds = %459, %415
  %464 = phi i64 [ 0, %415 ], [ %421, %459 ]
  %465 = phi double [ 0.000000e+00, %415 ], [ %461, %459 ]
  br label %466

466:                                              ; preds = %463, %466
  %467 = phi i64 [ %480, %466 ], [ %464, %463 ]
  %468 = phi double [ %479, %466 ], [ %465, %463 ]
  %469 = getelementptr inbounds double, ptr %8, i64 %467
  %470 = load double, ptr %469, align 8, !tbaa !9
  %471 = fmul fast double %470, %470
  %472 = fmul fast double %471, %166
  %473 = call fast double @llvm.sin.f64(double %470)
  %474 = add nuw nsw i64 %467, %159
  %475 = uitofp nneg i64 %474 to double
  %476 = fmul fast double %475, %419
  %477 = fmul fast double %476, %473
  %478 = fadd fast double %472, %468
  %479 = fadd fast double %478, %477
  %480 = add nuw nsw i64 %467, 1
  %481 = icmp eq i64 %480, %183
  br i1 %481, label %482, label %466, !llvm.loop !33

482:                                              ; preds = %466, %459
  %483 = phi double [ %461, %459 ], [ %479, %466 ]
  %484 = fpext float %351 to double
  %485 = fadd fast double %418, 1.000000e+00
  %486 = fsub fast double %416, %483
  %487 = fmul fast double %486, %485
  %488 = fsub fast double %352, %419
  %489 = fdiv fast double %487, %488
  %490 = call fast double @llvm.fabs.f64(double %489)
  %491 = call fast double @llvm.maxnum.f64(double %490, double 1.000000e+00)
  %492 = fsub fast double %484, %489
  %493 = call fast double @llvm.fabs.f64(double %492)
  %494 = fmul fast double %491, 1.000000e-05
  %495 = fcmp fast ole double %493, %494
  %496 = select i1 %495, ptr @.str.9, ptr @.str.10
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %160, double noundef nofpclass(nan inf) %484, double noundef nofpclass(nan inf) %489, ptr noundef nonnull %496)
  br i1 %495, label %501, label %498

498:                                              ; preds = %482
  %499 = load i32, ptr @n_fail, align 4, !tbaa !11
  %500 = add nsw i32 %499, 1
  store i32 %500, ptr @n_fail, align 4, !tbaa !11
  br label %501

501:                                              ; preds = %482, %498
  %502 = load i32, ptr %14, align 8, !tbaa !13
  %503 = sitofp i32 %502 to double
  %504 = icmp eq i32 %502, 0
  %505 = select i1 %504, ptr @.str.9, ptr @.str.10
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %160, double noundef nofpclass(nan inf) %503, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %505)
  br i1 %504, label %510, label %507

507:                                              ; preds = %501
  %508 = load i32, ptr @n_fail, align 4, !tbaa !11
  %509 = add nsw i32 %508, 1
  store i32 %509, ptr @n_fail, align 4, !tbaa !11
  br label %510

510:                                              ; preds = %501, %507
  %511 = load i64, ptr %139, align 8, !tbaa !20
  %512 = sitofp i64 %511 to double
  %513 = icmp eq i64 %511, 0
  %514 = select i1 %513, ptr @.str.9, ptr @.str.10
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %160, double noundef nofpclass(nan inf) %512, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %514)
  br i1 %513, label %519, label %516

516:                                              ; preds = %510
  %517 = load i32, ptr @n_fail, align 4, !tbaa !11
  %518 = add nsw i32 %517, 1
  store i32 %518, ptr @n_fail, align 4, !tbaa !11
  br label %519

519:                                              ; preds = %510, %516
  %520 = load ptr, ptr %136, align 8, !tbaa !19
  %521 = icmp eq ptr %520, %9
  %522 = uitofp i1 %521 to double
  %523 = fadd fast double %522, -1.000000e+00
  %524 = fcmp fast oeq double %523, 0.000000e+00
  %525 = select i1 %524, ptr @.str.9, ptr @.str.10
  %526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %160, double noundef nofpclass(nan inf) %522, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull %525)
  br i1 %524, label %530, label %527

527:                                              ; preds = %519
  %528 = load i32, ptr @n_fail, align 4, !tbaa !11
  %529 = add nsw i32 %528, 1
  store i32 %529, ptr @n_fail, align 4, !tbaa !11
  br label %530

530:                                              ; preds = %519, %527
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %8, ptr noundef nonnull align 16 dereferenceable(96) %7, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15) #12
  store i32 %158, ptr %15, align 8, !tbaa !13
  store double %166, ptr %140, align 8, !tbaa !18
  store ptr %8, ptr %141, align 8, !tbaa !19
  store i64 %159, ptr %142, align 8, !tbaa !20
  store float %163, ptr %143, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %16, i8 0, i64 40, i1 false)
  store ptr %9, ptr %144, align 8, !tbaa !19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull align 16 %12, i64 %168, i1 false)
  %531 = getelementptr inbounds [13 x double], ptr %12, i64 0, i64 %167
  %532 = load double, ptr %531, align 8, !tbaa !9
  store double %532, ptr %145, align 8, !tbaa !18
  %533 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pnorm, ptr noundef nonnull %15, ptr noundef nonnull %16) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %11, ptr nonnull align 16 %9, i64 %168, i1 false)
  %534 = load double, ptr %145, align 8, !tbaa !18
  store double %534, ptr %172, align 8, !tbaa !9
  %535 = call noalias ptr @malloc(i64 noundef %176) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %535, ptr nonnull readonly align 16 %10, i64 %179, i1 false)
  %536 = getelementptr inbounds double, ptr %535, i64 %167
  %537 = fmul fast double %182, 1.000000e-02
  %538 = and i64 %183, 2147483644
  %539 = icmp eq i64 %538, %183
  %540 = and i64 %183, 2147483644
  %541 = icmp eq i64 %540, %183
  br label %542

542:                                              ; preds = %674, %530
  %543 = phi i64 [ 0, %530 ], [ %675, %674 ]
  %544 = getelementptr inbounds double, ptr %11, i64 %543
  %545 = load double, ptr %544, align 8, !tbaa !9
  %546 = getelementptr inbounds double, ptr %535, i64 %543
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = call fast double @llvm.fabs.f64(double %547)
  %549 = call fast double @llvm.maxnum.f64(double %548, double 1.000000e+00)
  %550 = fmul fast double %549, 0x3EB0C6F7A0B5ED8D
  %551 = fadd fast double %550, %547
  store double %551, ptr %546, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr readonly align 8 %535, i64 %168, i1 false)
  %552 = load double, ptr %536, align 8, !tbaa !9
  br label %574

553:                                              ; preds = %574
  %554 = call fast double @llvm.sqrt.f64(double %580)
  %555 = fadd fast double %554, %537
  br i1 %155, label %556, label %559

556:                                              ; preds = %573, %553
  %557 = phi i64 [ 0, %553 ], [ %538, %573 ]
  %558 = fdiv fast double 1.000000e+00, %555
  br label %583

559:                                              ; preds = %553
  %560 = insertelement <4 x double> poison, double %552, i64 0
  %561 = shufflevector <4 x double> %560, <4 x double> poison, <4 x i32> zeroinitializer
  %562 = insertelement <4 x double> poison, double %555, i64 0
  %563 = shufflevector <4 x double> %562, <4 x double> poison, <4 x i32> zeroinitializer
  %564 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %563
  br label %565

565:                                              ; preds = %565, %559
  %566 = phi i64 [ 0, %559 ], [ %571, %565 ]
  %567 = getelementptr inbounds double, ptr %1, i64 %566
  %568 = load <4 x double>, ptr %567, align 16, !tbaa !9
  %569 = fmul fast <4 x double> %561, %568
  %570 = fmul fast <4 x double> %569, %564
  store <4 x double> %570, ptr %567, align 16, !tbaa !9
  %571 = add nuw i64 %566, 4
  %572 = icmp eq i64 %571, %538
  br i1 %572, label %573, label %565, !llvm.loop !34

573:                                              ; preds = %565
  br i1 %539, label %591, label %556

574:                                              ; preds = %574, %542
  %575 = phi i64 [ 0, %542 ], [ %581, %574 ]
  %576 = phi double [ 0.000000e+00, %542 ], [ %580, %574 ]
  %577 = getelementptr inbounds double, ptr %1, i64 %575
  %578 = load double, ptr %577, align 8, !tbaa !9
  %579 = fmul fast double %578, %578
  %580 = fadd fast double %579, %576
  %581 = add nuw nsw i64 %575, 1
  %582 = icmp eq i64 %581, %183
  br i1 %582, label %553, label %574, !llvm.loop !35

583:                                              ; preds = %556, %583
  %584 = phi i64 [ %589, %583 ], [ %557, %556 ]
  %585 = getelementptr inbounds double, ptr %1, i64 %584
  %586 = load double, ptr %585, align 8, !tbaa !9
  %587 = fmul fast double %552, %586
  %588 = fmul fast double %587, %558
  store double %588, ptr %585, align 8, !tbaa !9
  %589 = add nuw nsw i64 %584, 1
  %590 = icmp eq i64 %589, %183
  br i1 %590, label %591, label %583, !llvm.loop !36

591:                                              ; preds = %583, %573
  %592 = fmul fast double %532, %555
  br label %593

593:                                              ; preds = %593, %591
  %594 = phi i64 [ 0, %591 ], [ %602, %593 ]
  %595 = phi double [ %592, %591 ], [ %601, %593 ]
  %596 = getelementptr inbounds double, ptr %12, i64 %594
  %597 = load double, ptr %596, align 8, !tbaa !9
  %598 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %594
  %599 = load double, ptr %598, align 8, !tbaa !9
  %600 = fmul fast double %599, %597
  %601 = fadd fast double %600, %595
  %602 = add nuw nsw i64 %594, 1
  %603 = icmp eq i64 %602, %183
  br i1 %603, label %604, label %593, !llvm.loop !37

604:                                              ; preds = %593
  %605 = fsub fast double %547, %550
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #12
  store double %605, ptr %546, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr readonly align 8 %535, i64 %168, i1 false)
  %606 = load double, ptr %536, align 8, !tbaa !9
  br label %628

607:                                              ; preds = %628
  %608 = call fast double @llvm.sqrt.f64(double %634)
  %609 = fadd fast double %608, %537
  br i1 %155, label %610, label %613

610:                                              ; preds = %627, %607
  %611 = phi i64 [ 0, %607 ], [ %540, %627 ]
  %612 = fdiv fast double 1.000000e+00, %609
  br label %637

613:                                              ; preds = %607
  %614 = insertelement <4 x double> poison, double %606, i64 0
  %615 = shufflevector <4 x double> %614, <4 x double> poison, <4 x i32> zeroinitializer
  %616 = insertelement <4 x double> poison, double %609, i64 0
  %617 = shufflevector <4 x double> %616, <4 x double> poison, <4 x i32> zeroinitializer
  %618 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %617
  br label %619

619:                                              ; preds = %619, %613
  %620 = phi i64 [ 0, %613 ], [ %625, %619 ]
  %621 = getelementptr inbounds double, ptr %2, i64 %620
  %622 = load <4 x double>, ptr %621, align 16, !tbaa !9
  %623 = fmul fast <4 x double> %615, %622
  %624 = fmul fast <4 x double> %623, %618
  store <4 x double> %624, ptr %621, align 16, !tbaa !9
  %625 = add nuw i64 %620, 4
  %626 = icmp eq i64 %625, %540
  br i1 %626, label %627, label %619, !llvm.loop !38

627:                                              ; preds = %619
  br i1 %541, label %645, label %610

628:                                              ; preds = %628, %604
  %629 = phi i64 [ 0, %604 ], [ %635, %628 ]
  %630 = phi double [ 0.000000e+00, %604 ], [ %634, %628 ]
  %631 = getelementptr inbounds double, ptr %2, i64 %629
  %632 = load double, ptr %631, align 8, !tbaa !9
  %633 = fmul fast double %632, %632
  %634 = fadd fast double %633, %630
  %635 = add nuw nsw i64 %629, 1
  %636 = icmp eq i64 %635, %183
  br i1 %636, label %607, label %628, !llvm.loop !39

637:                                              ; preds = %610, %637
  %638 = phi i64 [ %643, %637 ], [ %611, %610 ]
  %639 = getelementptr inbounds double, ptr %2, i64 %638
  %640 = load double, ptr %639, align 8, !tbaa !9
  %641 = fmul fast double %606, %640
  %642 = fmul fast double %641, %612
  store double %642, ptr %639, align 8, !tbaa !9
  %643 = add nuw nsw i64 %638, 1
  %644 = icmp eq i64 %643, %183
  br i1 %644, label %645, label %637, !llvm.loop !40

645:                                              ; preds = %637, %627
  %646 = fmul fast double %532, %609
  br label %647

647:                                              ; preds = %647, %645
  %648 = phi i64 [ 0, %645 ], [ %656, %647 ]
  %649 = phi double [ %646, %645 ], [ %655, %647 ]
  %650 = getelementptr inbounds double, ptr %12, i64 %648
  %651 = load double, ptr %650, align 8, !tbaa !9
  %652 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %648
  %653 = load double, ptr %652, align 8, !tbaa !9
  %654 = fmul fast double %653, %651
  %655 = fadd fast double %654, %649
  %656 = add nuw nsw i64 %648, 1
  %657 = icmp eq i64 %656, %183
  br i1 %657, label %658, label %647, !llvm.loop !41

658:                                              ; preds = %647
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #12
  store double %547, ptr %546, align 8, !tbaa !9
  %659 = fsub fast double %601, %655
  %660 = fmul fast double %549, 2.000000e-06
  %661 = fdiv fast double %659, %660
  %662 = call fast double @llvm.fabs.f64(double %661)
  %663 = call fast double @llvm.maxnum.f64(double %662, double 1.000000e+00)
  %664 = fsub fast double %545, %661
  %665 = call fast double @llvm.fabs.f64(double %664)
  %666 = fmul fast double %663, 0x3EB0C6F7A0B5ED8D
  %667 = fcmp fast ole double %665, %666
  %668 = select i1 %667, ptr @.str.9, ptr @.str.10
  %669 = trunc nuw nsw i64 %543 to i32
  %670 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %669, double noundef nofpclass(nan inf) %545, double noundef nofpclass(nan inf) %661, ptr noundef nonnull %668)
  br i1 %667, label %674, label %671

671:                                              ; preds = %658
  %672 = load i32, ptr @n_fail, align 4, !tbaa !11
  %673 = add nsw i32 %672, 1
  store i32 %673, ptr @n_fail, align 4, !tbaa !11
  br label %674

674:                                              ; preds = %671, %658
  %675 = add nuw nsw i64 %543, 1
  %676 = icmp eq i64 %675, %180
  br i1 %676, label %677, label %542, !llvm.loop !29

677:                                              ; preds = %674
  call void @free(ptr noundef nonnull %535) #12
  %678 = fsub fast float 0x3FE66E9780000000, %162
  %679 = load float, ptr %146, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %10, i64 %168, i1 false)
  br label %706

680:                                              ; preds = %706
  %681 = fsub fast float 0x3FE65E3540000000, %162
  %682 = call fast double @llvm.sqrt.f64(double %712)
  %683 = fpext float %678 to double
  %684 = fmul fast double %683, 1.000000e-02
  %685 = fadd fast double %682, %684
  br i1 %155, label %686, label %689

686:                                              ; preds = %704, %680
  %687 = phi i64 [ 0, %680 ], [ %690, %704 ]
  %688 = fdiv fast double 1.000000e+00, %685
  br label %715

689:                                              ; preds = %680
  %690 = and i64 %183, 2147483644
  %691 = insertelement <4 x double> poison, double %166, i64 0
  %692 = shufflevector <4 x double> %691, <4 x double> poison, <4 x i32> zeroinitializer
  %693 = insertelement <4 x double> poison, double %685, i64 0
  %694 = shufflevector <4 x double> %693, <4 x double> poison, <4 x i32> zeroinitializer
  %695 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %694
  br label %696

696:                                              ; preds = %696, %689
  %697 = phi i64 [ 0, %689 ], [ %702, %696 ]
  %698 = getelementptr inbounds double, ptr %6, i64 %697
  %699 = load <4 x double>, ptr %698, align 16, !tbaa !9
  %700 = fmul fast <4 x double> %692, %699
  %701 = fmul fast <4 x double> %700, %695
  store <4 x double> %701, ptr %698, align 16, !tbaa !9
  %702 = add nuw i64 %697, 4
  %703 = icmp eq i64 %702, %690
  br i1 %703, label %704, label %696, !llvm.loop !42

704:                                              ; preds = %696
  %705 = icmp eq i64 %690, %183
  br i1 %705, label %723, label %686

706:                                              ; preds = %706, %677
  %707 = phi i64 [ 0, %677 ], [ %713, %706 ]
  %708 = phi double [ 0.000000e+00, %677 ], [ %712, %706 ]
  %709 = getelementptr inbounds double, ptr %6, i64 %707
  %710 = load double, ptr %709, align 8, !tbaa !9
  %711 = fmul fast double %710, %710
  %712 = fadd fast double %711, %708
  %713 = add nuw nsw i64 %707, 1
  %714 = icmp eq i64 %713, %183
  br i1 %714, label %680, label %706, !llvm.loop !43

715:                                              ; preds = %686, %715
  %716 = phi i64 [ %721, %715 ], [ %687, %686 ]
  %717 = getelementptr inbounds double, ptr %6, i64 %716
  %718 = load double, ptr %717, align 8, !tbaa !9
  %719 = fmul fast double %166, %718
  %720 = fmul fast double %719, %688
  store double %720, ptr %717, align 8, !tbaa !9
  %721 = add nuw nsw i64 %716, 1
  %722 = icmp eq i64 %721, %183
  br i1 %722, label %723, label %715, !llvm.loop !44

723:                                              ; preds = %715, %704
  %724 = fmul fast double %532, %685
  br label %725

725:                                              ; preds = %725, %723
  %726 = phi i64 [ 0, %723 ], [ %734, %725 ]
  %727 = phi double [ %724, %723 ], [ %733, %725 ]
  %728 = getelementptr inbounds double, ptr %12, i64 %726
  %729 = load double, ptr %728, align 8, !tbaa !9
  %730 = getelementptr inbounds [12 x double], ptr %6, i64 0, i64 %726
  %731 = load double, ptr %730, align 8, !tbaa !9
  %732 = fmul fast double %731, %729
  %733 = fadd fast double %732, %727
  %734 = add nuw nsw i64 %726, 1
  %735 = icmp eq i64 %734, %183
  br i1 %735, label %736, label %725, !llvm.loop !45

736:                                              ; preds = %725
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull readonly align 16 %10, i64 %168, i1 false)
  br label %762

737:                                              ; preds = %762
  %738 = call fast double @llvm.sqrt.f64(double %768)
  %739 = fpext float %681 to double
  %740 = fmul fast double %739, 1.000000e-02
  %741 = fadd fast double %738, %740
  br i1 %155, label %742, label %745

742:                                              ; preds = %760, %737
  %743 = phi i64 [ 0, %737 ], [ %746, %760 ]
  %744 = fdiv fast double 1.000000e+00, %741
  br label %771

745:                                              ; preds = %737
  %746 = and i64 %183, 2147483644
  %747 = insertelement <4 x double> poison, double %166, i64 0
  %748 = shufflevector <4 x double> %747, <4 x double> poison, <4 x i32> zeroinitializer
  %749 = insertelement <4 x double> poison, double %741, i64 0
  %750 = shufflevector <4 x double> %749, <4 x double> poison, <4 x i32> zeroinitializer
  %751 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %750
  br label %752

752:                                              ; preds = %752, %745
  %753 = phi i64 [ 0, %745 ], [ %758, %752 ]
  %754 = getelementptr inbounds double, ptr %5, i64 %753
  %755 = load <4 x double>, ptr %754, align 16, !tbaa !9
  %756 = fmul fast <4 x double> %748, %755
  %757 = fmul fast <4 x double> %756, %751
  store <4 x double> %757, ptr %754, align 16, !tbaa !9
  %758 = add nuw i64 %753, 4
  %759 = icmp eq i64 %758, %746
  br i1 %759, label %760, label %752, !llvm.loop !46

760:                                              ; preds = %752
  %761 = icmp eq i64 %746, %183
  br i1 %761, label %779, label %742

762:                                              ; preds = %762, %736
  %763 = phi i64 [ 0, %736 ], [ %769, %762 ]
  %764 = phi double [ 0.000000e+00, %736 ], [ %768, %762 ]
  %765 = getelementptr inbounds double, ptr %5, i64 %763
  %766 = load double, ptr %765, align 8, !tbaa !9
  %767 = fmul fast double %766, %766
  %768 = fadd fast double %767, %764
  %769 = add nuw nsw i64 %763, 1
  %770 = icmp eq i64 %769, %183
  br i1 %770, label %737, label %762, !llvm.loop !47

771:                                              ; preds = %742, %771
  %772 = phi i64 [ %777, %771 ], [ %743, %742 ]
  %773 = getelementptr inbounds double, ptr %5, i64 %772
  %774 = load double, ptr %773, align 8, !tbaa !9
  %775 = fmul fast double %166, %774
  %776 = fmul fast double %775, %744
  store double %776, ptr %773, align 8, !tbaa !9
  %777 = add nuw nsw i64 %772, 1
  %778 = icmp eq i64 %777, %183
  br i1 %778, label %779, label %771, !llvm.loop !48

779:                                              ; preds = %771, %760
  %780 = fmul fast double %532, %741
  br label %781

781:                                              ; preds = %781, %779
  %782 = phi i64 [ 0, %779 ], [ %790, %781 ]
  %783 = phi double [ %780, %779 ], [ %789, %781 ]
  %784 = getelementptr inbounds double, ptr %12, i64 %782
  %785 = load double, ptr %784, align 8, !tbaa !9
  %786 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %782
  %787 = load double, ptr %786, align 8, !tbaa !9
  %788 = fmul fast double %787, %785
  %789 = fadd fast double %788, %783
  %790 = add nuw nsw i64 %782, 1
  %791 = icmp eq i64 %790, %183
  br i1 %791, label %792, label %781, !llvm.loop !49

792:                                              ; preds = %781
  %793 = fpext float %679 to double
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #12
  %794 = fsub fast double %733, %789
  %795 = fsub fast double %683, %739
  %796 = fdiv fast double %794, %795
  %797 = call fast double @llvm.fabs.f64(double %796)
  %798 = call fast double @llvm.maxnum.f64(double %797, double 1.000000e+00)
  %799 = fsub fast double %793, %796
  %800 = call fast double @llvm.fabs.f64(double %799)
  %801 = fmul fast double %798, 1.000000e-04
  %802 = fcmp fast ole double %800, %801
  %803 = select i1 %802, ptr @.str.9, ptr @.str.10
  %804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %160, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %796, ptr noundef nonnull %803)
  br i1 %802, label %808, label %805

805:                                              ; preds = %792
  %806 = load i32, ptr @n_fail, align 4, !tbaa !11
  %807 = add nsw i32 %806, 1
  store i32 %807, ptr @n_fail, align 4, !tbaa !11
  br label %808

808:                                              ; preds = %792, %805
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #12
  br i1 %154, label %153, label %147, !llvm.loop !50
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
  %2 = load i32, ptr %0, align 8, !tbaa !13
  %3 = icmp sgt i32 %2, 0
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !18
  br i1 %3, label %6, label %62

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load float, ptr %9, align 8, !tbaa !21
  %11 = fpext float %10 to double
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i64, ptr %12, align 8, !tbaa !20
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
  br i1 %57, label %58, label %27, !llvm.loop !51

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
  br i1 %82, label %62, label %67, !llvm.loop !52
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @pnorm(ptr nocapture noundef %0) #6 {
  %2 = load i32, ptr %0, align 8, !tbaa !13
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load float, ptr %5, align 8, !tbaa !21
  %7 = fpext float %6 to double
  %8 = fmul fast double %7, 1.000000e-02
  br label %126

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !19
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
  br i1 %42, label %43, label %19, !llvm.loop !53

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
  %53 = load float, ptr %52, align 8, !tbaa !21
  %54 = fpext float %53 to double
  %55 = fmul fast double %54, 1.000000e-02
  %56 = fadd fast double %55, %51
  br i1 %3, label %57, label %126

57:                                               ; preds = %49
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  %60 = load ptr, ptr %59, align 8, !tbaa !19
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
  %72 = load double, ptr %58, align 8, !tbaa !18
  %73 = getelementptr inbounds double, ptr %60, i64 %70
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul fast double %74, %72
  %76 = fmul fast double %75, %68
  store double %76, ptr %73, align 8, !tbaa !9
  %77 = add nuw nsw i64 %70, 1
  %78 = add i64 %71, 1
  %79 = icmp eq i64 %78, %65
  br i1 %79, label %80, label %69, !llvm.loop !54

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
  %103 = load double, ptr %58, align 8, !tbaa !18, !alias.scope !56
  %104 = insertelement <4 x double> poison, double %103, i64 0
  %105 = shufflevector <4 x double> %104, <4 x double> poison, <4 x i32> zeroinitializer
  %106 = fdiv fast <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %102
  br label %107

107:                                              ; preds = %107, %99
  %108 = phi i64 [ 0, %99 ], [ %113, %107 ]
  %109 = getelementptr inbounds double, ptr %60, i64 %108
  %110 = load <4 x double>, ptr %109, align 8, !tbaa !9, !alias.scope !59, !noalias !56
  %111 = fmul fast <4 x double> %110, %105
  %112 = fmul fast <4 x double> %111, %106
  store <4 x double> %112, ptr %109, align 8, !tbaa !9, !alias.scope !59, !noalias !56
  %113 = add nuw i64 %108, 4
  %114 = icmp eq i64 %113, %100
  br i1 %114, label %115, label %107, !llvm.loop !61

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
  br i1 %125, label %49, label %117, !llvm.loop !62

126:                                              ; preds = %80, %129, %115, %4, %49
  %127 = phi double [ %8, %4 ], [ %56, %49 ], [ %56, %115 ], [ %56, %129 ], [ %56, %80 ]
  %128 = getelementptr inbounds i8, ptr %0, i64 8
  store double %127, ptr %128, align 8, !tbaa !18
  ret void

129:                                              ; preds = %129, %84
  %130 = phi i64 [ %81, %84 ], [ %151, %129 ]
  %131 = load double, ptr %58, align 8, !tbaa !18
  %132 = getelementptr inbounds double, ptr %60, i64 %130
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fmul fast double %133, %131
  %135 = fmul fast double %134, %85
  store double %135, ptr %132, align 8, !tbaa !9
  %136 = load double, ptr %58, align 8, !tbaa !18
  %137 = getelementptr double, ptr %86, i64 %130
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul fast double %138, %136
  %140 = fmul fast double %139, %87
  store double %140, ptr %137, align 8, !tbaa !9
  %141 = load double, ptr %58, align 8, !tbaa !18
  %142 = getelementptr double, ptr %88, i64 %130
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = fmul fast double %143, %141
  %145 = fmul fast double %144, %89
  store double %145, ptr %142, align 8, !tbaa !9
  %146 = load double, ptr %58, align 8, !tbaa !18
  %147 = getelementptr double, ptr %90, i64 %130
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = fmul fast double %148, %146
  %150 = fmul fast double %149, %91
  store double %150, ptr %147, align 8, !tbaa !9
  %151 = add nuw nsw i64 %130, 4
  %152 = icmp eq i64 %151, %61
  br i1 %152, label %126, label %129, !llvm.loop !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!14 = !{!"P", !12, i64 0, !10, i64 8, !15, i64 16, !16, i64 24, !17, i64 32}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!14, !10, i64 8}
!19 = !{!14, !15, i64 16}
!20 = !{!14, !16, i64 24}
!21 = !{!14, !17, i64 32}
!22 = distinct !{!22, !23, !24, !25}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !23, !25, !24}
!27 = distinct !{!27, !23, !24, !25}
!28 = distinct !{!28, !23, !25, !24}
!29 = distinct !{!29, !23}
!30 = distinct !{!30, !23, !24, !25}
!31 = distinct !{!31, !23, !25, !24}
!32 = distinct !{!32, !23, !24, !25}
!33 = distinct !{!33, !23, !25, !24}
!34 = distinct !{!34, !23, !24, !25}
!35 = distinct !{!35, !23, !25, !24}
!36 = distinct !{!36, !23, !25, !24}
!37 = distinct !{!37, !23, !25, !24}
!38 = distinct !{!38, !23, !24, !25}
!39 = distinct !{!39, !23, !25, !24}
!40 = distinct !{!40, !23, !25, !24}
!41 = distinct !{!41, !23, !25, !24}
!42 = distinct !{!42, !23, !24, !25}
!43 = distinct !{!43, !23, !25, !24}
!44 = distinct !{!44, !23, !25, !24}
!45 = distinct !{!45, !23, !25, !24}
!46 = distinct !{!46, !23, !24, !25}
!47 = distinct !{!47, !23, !25, !24}
!48 = distinct !{!48, !23, !25, !24}
!49 = distinct !{!49, !23, !25, !24}
!50 = distinct !{!50, !23}
!51 = distinct !{!51, !23, !24, !25}
!52 = distinct !{!52, !23, !25, !24}
!53 = distinct !{!53, !23, !24, !25}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !23, !24, !25}
!62 = distinct !{!62, !23, !25, !24}
!63 = distinct !{!63, !23, !24}
