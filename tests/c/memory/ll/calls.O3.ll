; ModuleID = 'calls.c'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"user.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"user.da\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"rsum.dx\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"rpow.dx\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"calls\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca [16 x double], align 16
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
  %15 = alloca [16 x double], align 16
  %16 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %15) #16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %16) #16
  %17 = load i64, ptr @rng_state, align 8, !tbaa !5
  %18 = mul i64 %17, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = insertelement <2 x i64> poison, i64 %19, i64 0
  %23 = insertelement <2 x i64> %22, i64 %21, i64 1
  %24 = lshr <2 x i64> %23, <i64 10, i64 10>
  %25 = and <2 x i64> %24, <i64 18014398509481982, i64 18014398509481982>
  %26 = uitofp nneg <2 x i64> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %27, ptr %15, align 16, !tbaa !9
  %28 = mul i64 %21, 6364136223846793005
  %29 = getelementptr inbounds i8, ptr %15, i64 16
  %30 = add i64 %28, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <2 x i64> poison, i64 %30, i64 0
  %34 = insertelement <2 x i64> %33, i64 %32, i64 1
  %35 = lshr <2 x i64> %34, <i64 10, i64 10>
  %36 = and <2 x i64> %35, <i64 18014398509481982, i64 18014398509481982>
  %37 = uitofp nneg <2 x i64> %36 to <2 x double>
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %38, ptr %29, align 16, !tbaa !9
  %39 = mul i64 %32, 6364136223846793005
  %40 = getelementptr inbounds i8, ptr %15, i64 32
  %41 = add i64 %39, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = insertelement <2 x i64> poison, i64 %41, i64 0
  %45 = insertelement <2 x i64> %44, i64 %43, i64 1
  %46 = lshr <2 x i64> %45, <i64 10, i64 10>
  %47 = and <2 x i64> %46, <i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <2 x i64> %47 to <2 x double>
  %49 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %49, ptr %40, align 16, !tbaa !9
  %50 = mul i64 %43, 6364136223846793005
  %51 = getelementptr inbounds i8, ptr %15, i64 48
  %52 = add i64 %50, 1442695040888963407
  %53 = mul i64 %52, 6364136223846793005
  %54 = add i64 %53, 1442695040888963407
  %55 = insertelement <2 x i64> poison, i64 %52, i64 0
  %56 = insertelement <2 x i64> %55, i64 %54, i64 1
  %57 = lshr <2 x i64> %56, <i64 10, i64 10>
  %58 = and <2 x i64> %57, <i64 18014398509481982, i64 18014398509481982>
  %59 = uitofp nneg <2 x i64> %58 to <2 x double>
  %60 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %60, ptr %51, align 16, !tbaa !9
  %61 = mul i64 %54, 6364136223846793005
  %62 = getelementptr inbounds i8, ptr %15, i64 64
  %63 = add i64 %61, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <2 x i64> poison, i64 %63, i64 0
  %67 = insertelement <2 x i64> %66, i64 %65, i64 1
  %68 = lshr <2 x i64> %67, <i64 10, i64 10>
  %69 = and <2 x i64> %68, <i64 18014398509481982, i64 18014398509481982>
  %70 = uitofp nneg <2 x i64> %69 to <2 x double>
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %71, ptr %62, align 16, !tbaa !9
  %72 = mul i64 %65, 6364136223846793005
  %73 = getelementptr inbounds i8, ptr %15, i64 80
  %74 = add i64 %72, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = insertelement <2 x i64> poison, i64 %74, i64 0
  %78 = insertelement <2 x i64> %77, i64 %76, i64 1
  %79 = lshr <2 x i64> %78, <i64 10, i64 10>
  %80 = and <2 x i64> %79, <i64 18014398509481982, i64 18014398509481982>
  %81 = uitofp nneg <2 x i64> %80 to <2 x double>
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %82, ptr %73, align 16, !tbaa !9
  %83 = mul i64 %76, 6364136223846793005
  %84 = getelementptr inbounds i8, ptr %15, i64 96
  %85 = add i64 %83, 1442695040888963407
  %86 = mul i64 %85, 6364136223846793005
  %87 = add i64 %86, 1442695040888963407
  %88 = insertelement <2 x i64> poison, i64 %85, i64 0
  %89 = insertelement <2 x i64> %88, i64 %87, i64 1
  %90 = lshr <2 x i64> %89, <i64 10, i64 10>
  %91 = and <2 x i64> %90, <i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <2 x i64> %91 to <2 x double>
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %93, ptr %84, align 16, !tbaa !9
  %94 = mul i64 %87, 6364136223846793005
  %95 = getelementptr inbounds i8, ptr %15, i64 112
  %96 = add i64 %94, 1442695040888963407
  %97 = mul i64 %96, 6364136223846793005
  %98 = add i64 %97, 1442695040888963407
  %99 = insertelement <2 x i64> poison, i64 %96, i64 0
  %100 = insertelement <2 x i64> %99, i64 %98, i64 1
  %101 = lshr <2 x i64> %100, <i64 10, i64 10>
  %102 = and <2 x i64> %101, <i64 18014398509481982, i64 18014398509481982>
  %103 = uitofp nneg <2 x i64> %102 to <2 x double>
  %104 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %103, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %104, ptr %95, align 16, !tbaa !9
  store i64 %98, ptr @rng_state, align 8, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %1, i64 8
  %106 = getelementptr inbounds i8, ptr %4, i64 8
  br label %107

107:                                              ; preds = %0, %365
  %108 = phi i64 [ 0, %0 ], [ %366, %365 ]
  %109 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !11
  %111 = trunc nuw nsw i64 %108 to i32
  %112 = uitofp nneg i32 %111 to double
  %113 = call double @llvm.fmuladd.f64(double %112, double 3.000000e-01, double 6.000000e-01)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %16, i8 0, i64 128, i1 false)
  %114 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @user, ptr noundef nonnull %15, ptr noundef nonnull %16, double noundef %113, i32 noundef %110) #16
  %115 = call i32 @llvm.smax.i32(i32 %110, i32 1)
  %116 = zext nneg i32 %115 to i64
  %117 = shl nuw nsw i64 %116, 3
  %118 = call noalias ptr @malloc(i64 noundef %117) #17
  %119 = sext i32 %110 to i64
  %120 = shl nsw i64 %119, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %118, ptr nonnull readonly align 16 %15, i64 %120, i1 false)
  %121 = zext nneg i32 %110 to i64
  %122 = fmul double %113, %113
  %123 = add nsw i32 %110, -1
  %124 = add nsw i64 %121, -1
  %125 = and i64 %121, 3
  %126 = icmp ult i64 %124, 3
  %127 = and i64 %121, 2147483644
  %128 = icmp eq i64 %125, 0
  %129 = and i64 %121, 3
  %130 = icmp ult i64 %124, 3
  %131 = and i64 %121, 2147483644
  %132 = icmp eq i64 %129, 0
  br label %133

133:                                              ; preds = %107, %282
  %134 = phi i64 [ 0, %107 ], [ %283, %282 ]
  %135 = getelementptr inbounds double, ptr %16, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds double, ptr %118, i64 %134
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = fcmp ogt double %139, 1.000000e+00
  %141 = select i1 %140, double %139, double 1.000000e+00
  %142 = fmul double %141, 0x3EB0C6F7A0B5ED8D
  %143 = fadd double %138, %142
  store double %143, ptr %137, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #16
  br i1 %126, label %144, label %157

144:                                              ; preds = %157, %133
  %145 = phi i64 [ 0, %133 ], [ %179, %157 ]
  br i1 %128, label %156, label %146

146:                                              ; preds = %144, %146
  %147 = phi i64 [ %153, %146 ], [ %145, %144 ]
  %148 = phi i64 [ %154, %146 ], [ 0, %144 ]
  %149 = getelementptr inbounds double, ptr %118, i64 %147
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = call double @cos(double noundef %150) #16
  %152 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %147
  store double %151, ptr %152, align 8, !tbaa !9
  %153 = add nuw nsw i64 %147, 1
  %154 = add i64 %148, 1
  %155 = icmp eq i64 %154, %125
  br i1 %155, label %156, label %146, !llvm.loop !13

156:                                              ; preds = %146, %144
  call fastcc void @axpy(double noundef %113, ptr noundef nonnull %118, ptr noundef nonnull %1, i32 noundef %110)
  call fastcc void @axpy(double noundef %122, ptr noundef nonnull %1, ptr noundef nonnull %105, i32 noundef %123)
  br label %182

157:                                              ; preds = %133, %157
  %158 = phi i64 [ %179, %157 ], [ 0, %133 ]
  %159 = phi i64 [ %180, %157 ], [ 0, %133 ]
  %160 = getelementptr inbounds double, ptr %118, i64 %158
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = call double @cos(double noundef %161) #16
  %163 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %158
  store double %162, ptr %163, align 16, !tbaa !9
  %164 = or disjoint i64 %158, 1
  %165 = getelementptr inbounds double, ptr %118, i64 %164
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = call double @cos(double noundef %166) #16
  %168 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %164
  store double %167, ptr %168, align 8, !tbaa !9
  %169 = or disjoint i64 %158, 2
  %170 = getelementptr inbounds double, ptr %118, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = call double @cos(double noundef %171) #16
  %173 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %169
  store double %172, ptr %173, align 16, !tbaa !9
  %174 = or disjoint i64 %158, 3
  %175 = getelementptr inbounds double, ptr %118, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = call double @cos(double noundef %176) #16
  %178 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %174
  store double %177, ptr %178, align 8, !tbaa !9
  %179 = add nuw nsw i64 %158, 4
  %180 = add i64 %159, 4
  %181 = icmp eq i64 %180, %127
  br i1 %181, label %144, label %157, !llvm.loop !15

182:                                              ; preds = %182, %156
  %183 = phi i64 [ 0, %156 ], [ %194, %182 ]
  %184 = phi double [ 0.000000e+00, %156 ], [ %193, %182 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #16
  %185 = getelementptr inbounds double, ptr %118, i64 %183
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %183
  %188 = load double, ptr %187, align 8, !tbaa !9
  call fastcc void @polar(double noundef %186, double noundef %188, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %189 = load double, ptr %2, align 8, !tbaa !9
  %190 = load double, ptr %3, align 8, !tbaa !9
  %191 = fmul double %188, %188
  %192 = call double @llvm.fmuladd.f64(double %189, double %190, double %191)
  %193 = fadd double %184, %192
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #16
  %194 = add nuw nsw i64 %183, 1
  %195 = icmp eq i64 %194, %121
  br i1 %195, label %196, label %182, !llvm.loop !17

196:                                              ; preds = %182
  %197 = fsub double %138, %142
  %198 = call double @rpow(double noundef %113, i32 noundef 5)
  %199 = call double @rsum(ptr noundef nonnull %118, i32 noundef 0, i32 noundef %110)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #16
  store double %197, ptr %137, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #16
  br i1 %130, label %200, label %213

200:                                              ; preds = %213, %196
  %201 = phi i64 [ 0, %196 ], [ %235, %213 ]
  br i1 %132, label %212, label %202

202:                                              ; preds = %200, %202
  %203 = phi i64 [ %209, %202 ], [ %201, %200 ]
  %204 = phi i64 [ %210, %202 ], [ 0, %200 ]
  %205 = getelementptr inbounds double, ptr %118, i64 %203
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = call double @cos(double noundef %206) #16
  %208 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %203
  store double %207, ptr %208, align 8, !tbaa !9
  %209 = add nuw nsw i64 %203, 1
  %210 = add i64 %204, 1
  %211 = icmp eq i64 %210, %129
  br i1 %211, label %212, label %202, !llvm.loop !18

212:                                              ; preds = %202, %200
  call fastcc void @axpy(double noundef %113, ptr noundef nonnull %118, ptr noundef nonnull %4, i32 noundef %110)
  call fastcc void @axpy(double noundef %122, ptr noundef nonnull %4, ptr noundef nonnull %106, i32 noundef %123)
  br label %238

213:                                              ; preds = %196, %213
  %214 = phi i64 [ %235, %213 ], [ 0, %196 ]
  %215 = phi i64 [ %236, %213 ], [ 0, %196 ]
  %216 = getelementptr inbounds double, ptr %118, i64 %214
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @cos(double noundef %217) #16
  %219 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %214
  store double %218, ptr %219, align 16, !tbaa !9
  %220 = or disjoint i64 %214, 1
  %221 = getelementptr inbounds double, ptr %118, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = call double @cos(double noundef %222) #16
  %224 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %220
  store double %223, ptr %224, align 8, !tbaa !9
  %225 = or disjoint i64 %214, 2
  %226 = getelementptr inbounds double, ptr %118, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = call double @cos(double noundef %227) #16
  %229 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %225
  store double %228, ptr %229, align 16, !tbaa !9
  %230 = or disjoint i64 %214, 3
  %231 = getelementptr inbounds double, ptr %118, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = call double @cos(double noundef %232) #16
  %234 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %230
  store double %233, ptr %234, align 8, !tbaa !9
  %235 = add nuw nsw i64 %214, 4
  %236 = add i64 %215, 4
  %237 = icmp eq i64 %236, %131
  br i1 %237, label %200, label %213, !llvm.loop !15

238:                                              ; preds = %238, %212
  %239 = phi i64 [ 0, %212 ], [ %250, %238 ]
  %240 = phi double [ 0.000000e+00, %212 ], [ %249, %238 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #16
  %241 = getelementptr inbounds double, ptr %118, i64 %239
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %239
  %244 = load double, ptr %243, align 8, !tbaa !9
  call fastcc void @polar(double noundef %242, double noundef %244, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %245 = load double, ptr %5, align 8, !tbaa !9
  %246 = load double, ptr %6, align 8, !tbaa !9
  %247 = fmul double %244, %244
  %248 = call double @llvm.fmuladd.f64(double %245, double %246, double %247)
  %249 = fadd double %240, %248
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #16
  %250 = add nuw nsw i64 %239, 1
  %251 = icmp eq i64 %250, %121
  br i1 %251, label %252, label %238, !llvm.loop !17

252:                                              ; preds = %238
  %253 = call double @llvm.fmuladd.f64(double %198, double %199, double %193)
  %254 = call double @rsum(ptr noundef nonnull %118, i32 noundef 0, i32 noundef %110)
  %255 = call double @llvm.fmuladd.f64(double %198, double %254, double %249)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #16
  store double %138, ptr %137, align 8, !tbaa !9
  %256 = fsub double %253, %255
  %257 = fsub double %143, %197
  %258 = fdiv double %256, %257
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = fcmp ogt double %259, 1.000000e+00
  %261 = select i1 %260, double %259, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %136, ptr %14, align 8, !tbaa !9
  %262 = load volatile double, ptr %14, align 8, !tbaa !9
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = fcmp ueq double %263, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %264, label %277, label %265

265:                                              ; preds = %252
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %258, ptr %13, align 8, !tbaa !9
  %266 = load volatile double, ptr %13, align 8, !tbaa !9
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = fcmp ueq double %267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %268, label %277, label %269

269:                                              ; preds = %265
  %270 = fsub double %136, %258
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = fmul double %261, 0x3EB0C6F7A0B5ED8D
  %273 = fcmp ugt double %271, %272
  br i1 %273, label %277, label %274

274:                                              ; preds = %269
  %275 = trunc nuw nsw i64 %134 to i32
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %275, double noundef %136, double noundef %258, ptr noundef nonnull @.str.6)
  br label %282

277:                                              ; preds = %269, %265, %252
  %278 = trunc nuw nsw i64 %134 to i32
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %278, double noundef %136, double noundef %258, ptr noundef nonnull @.str.7)
  %280 = load i32, ptr @n_fail, align 4, !tbaa !11
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr @n_fail, align 4, !tbaa !11
  br label %282

282:                                              ; preds = %277, %274
  %283 = add nuw nsw i64 %134, 1
  %284 = icmp eq i64 %283, %121
  br i1 %284, label %285, label %133, !llvm.loop !19

285:                                              ; preds = %282
  call void @free(ptr noundef nonnull %118) #16
  %286 = call double @llvm.fabs.f64(double %113)
  %287 = fcmp ogt double %286, 1.000000e+00
  %288 = select i1 %287, double %286, double 1.000000e+00
  %289 = fmul double %288, 0x3EB0C6F7A0B5ED8D
  %290 = fadd double %113, %289
  %291 = call double @user(ptr noundef nonnull %15, double noundef %290, i32 noundef %110)
  %292 = fsub double %113, %289
  %293 = call double @user(ptr noundef nonnull %15, double noundef %292, i32 noundef %110)
  %294 = fsub double %291, %293
  %295 = fsub double %290, %292
  %296 = fdiv double %294, %295
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fcmp ogt double %297, 1.000000e+00
  %299 = select i1 %298, double %297, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %114, ptr %12, align 8, !tbaa !9
  %300 = load volatile double, ptr %12, align 8, !tbaa !9
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fcmp ueq double %301, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %302, label %314, label %303

303:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %296, ptr %11, align 8, !tbaa !9
  %304 = load volatile double, ptr %11, align 8, !tbaa !9
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fcmp ueq double %305, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %306, label %314, label %307

307:                                              ; preds = %303
  %308 = fsub double %114, %296
  %309 = call double @llvm.fabs.f64(double %308)
  %310 = fmul double %299, 0x3EB0C6F7A0B5ED8D
  %311 = fcmp ugt double %309, %310
  br i1 %311, label %314, label %312

312:                                              ; preds = %307
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %111, double noundef %114, double noundef %296, ptr noundef nonnull @.str.6)
  br label %318

314:                                              ; preds = %307, %303, %285
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %111, double noundef %114, double noundef %296, ptr noundef nonnull @.str.7)
  %316 = load i32, ptr @n_fail, align 4, !tbaa !11
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr @n_fail, align 4, !tbaa !11
  br label %318

318:                                              ; preds = %312, %314
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %16, i8 0, i64 128, i1 false)
  %319 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %320 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %319, i32 noundef 0, i32 noundef %319, i32 noundef %110) #16
  %321 = call noalias ptr @malloc(i64 noundef %117) #17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %321, ptr nonnull readonly align 16 %15, i64 %120, i1 false)
  br label %322

322:                                              ; preds = %362, %318
  %323 = phi i64 [ 0, %318 ], [ %363, %362 ]
  %324 = getelementptr inbounds double, ptr %16, i64 %323
  %325 = load double, ptr %324, align 8, !tbaa !9
  %326 = getelementptr inbounds double, ptr %321, i64 %323
  %327 = load double, ptr %326, align 8, !tbaa !9
  %328 = call double @llvm.fabs.f64(double %327)
  %329 = fcmp ogt double %328, 1.000000e+00
  %330 = select i1 %329, double %328, double 1.000000e+00
  %331 = fmul double %330, 0x3EB0C6F7A0B5ED8D
  %332 = fadd double %327, %331
  %333 = fsub double %327, %331
  store double %332, ptr %326, align 8, !tbaa !9
  %334 = call double @rsum(ptr noundef %321, i32 noundef 0, i32 noundef %110)
  store double %333, ptr %326, align 8, !tbaa !9
  %335 = call double @rsum(ptr noundef %321, i32 noundef 0, i32 noundef %110)
  store double %327, ptr %326, align 8, !tbaa !9
  %336 = fsub double %334, %335
  %337 = fsub double %332, %333
  %338 = fdiv double %336, %337
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fcmp ogt double %339, 1.000000e+00
  %341 = select i1 %340, double %339, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %325, ptr %10, align 8, !tbaa !9
  %342 = load volatile double, ptr %10, align 8, !tbaa !9
  %343 = call double @llvm.fabs.f64(double %342)
  %344 = fcmp ueq double %343, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %344, label %357, label %345

345:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %338, ptr %9, align 8, !tbaa !9
  %346 = load volatile double, ptr %9, align 8, !tbaa !9
  %347 = call double @llvm.fabs.f64(double %346)
  %348 = fcmp ueq double %347, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %348, label %357, label %349

349:                                              ; preds = %345
  %350 = fsub double %325, %338
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fmul double %341, 0x3EB0C6F7A0B5ED8D
  %353 = fcmp ugt double %351, %352
  br i1 %353, label %357, label %354

354:                                              ; preds = %349
  %355 = trunc nuw nsw i64 %323 to i32
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %355, double noundef %325, double noundef %338, ptr noundef nonnull @.str.6)
  br label %362

357:                                              ; preds = %349, %345, %322
  %358 = trunc nuw nsw i64 %323 to i32
  %359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %358, double noundef %325, double noundef %338, ptr noundef nonnull @.str.7)
  %360 = load i32, ptr @n_fail, align 4, !tbaa !11
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr @n_fail, align 4, !tbaa !11
  br label %362

362:                                              ; preds = %357, %354
  %363 = add nuw nsw i64 %323, 1
  %364 = icmp eq i64 %363, %121
  br i1 %364, label %365, label %322, !llvm.loop !19

365:                                              ; preds = %362
  call void @free(ptr noundef nonnull %321) #16
  %366 = add nuw nsw i64 %108, 1
  %367 = icmp eq i64 %366, 3
  br i1 %367, label %368, label %107, !llvm.loop !20

368:                                              ; preds = %365
  %369 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 1.100000e+00, i32 noundef 0) #16
  %370 = call double @rpow(double noundef 0x3FF1999AC0E10640, i32 noundef 0)
  %371 = call double @rpow(double noundef 0x3FF1999872522CF4, i32 noundef 0)
  %372 = fsub double %370, %371
  %373 = fdiv double %372, 0x3EC27476CA600000
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ogt double %374, 1.000000e+00
  %376 = select i1 %375, double %374, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %369, ptr %8, align 8, !tbaa !9
  %377 = load volatile double, ptr %8, align 8, !tbaa !9
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %379, label %391, label %380

380:                                              ; preds = %368
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %373, ptr %7, align 8, !tbaa !9
  %381 = load volatile double, ptr %7, align 8, !tbaa !9
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fcmp ueq double %382, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %383, label %391, label %384

384:                                              ; preds = %380
  %385 = fsub double %369, %373
  %386 = call double @llvm.fabs.f64(double %385)
  %387 = fmul double %376, 0x3EB0C6F7A0B5ED8D
  %388 = fcmp ugt double %386, %387
  br i1 %388, label %391, label %389

389:                                              ; preds = %384
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %369, double noundef %373, ptr noundef nonnull @.str.6)
  br label %395

391:                                              ; preds = %384, %380, %368
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %369, double noundef %373, ptr noundef nonnull @.str.7)
  %393 = load i32, ptr @n_fail, align 4, !tbaa !11
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr @n_fail, align 4, !tbaa !11
  br label %395

395:                                              ; preds = %389, %391
  %396 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0x3FE8000000000001, i32 noundef 1) #16
  %397 = call double @rpow(double noundef 0x3FE8000218DEF418, i32 noundef 1)
  %398 = call double @rpow(double noundef 0x3FE7FFFDE7210BEA, i32 noundef 1)
  %399 = fsub double %397, %398
  %400 = fdiv double %399, 0x3EC0C6F7A0B80000
  %401 = call double @llvm.fabs.f64(double %400)
  %402 = fcmp ogt double %401, 1.000000e+00
  %403 = select i1 %402, double %401, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %396, ptr %8, align 8, !tbaa !9
  %404 = load volatile double, ptr %8, align 8, !tbaa !9
  %405 = call double @llvm.fabs.f64(double %404)
  %406 = fcmp ueq double %405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %406, label %418, label %407

407:                                              ; preds = %395
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %400, ptr %7, align 8, !tbaa !9
  %408 = load volatile double, ptr %7, align 8, !tbaa !9
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ueq double %409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %410, label %418, label %411

411:                                              ; preds = %407
  %412 = fsub double %396, %400
  %413 = call double @llvm.fabs.f64(double %412)
  %414 = fmul double %403, 0x3EB0C6F7A0B5ED8D
  %415 = fcmp ugt double %413, %414
  br i1 %415, label %418, label %416

416:                                              ; preds = %411
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %396, double noundef %400, ptr noundef nonnull @.str.6)
  br label %422

418:                                              ; preds = %411, %407, %395
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %396, double noundef %400, ptr noundef nonnull @.str.7)
  %420 = load i32, ptr @n_fail, align 4, !tbaa !11
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr @n_fail, align 4, !tbaa !11
  br label %422

422:                                              ; preds = %418, %416
  %423 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0x3FD999999999999C, i32 noundef 2) #16
  %424 = call double @rpow(double noundef 0x3FD9999DCB5781C9, i32 noundef 2)
  %425 = call double @rpow(double noundef 0x3FD9999567DBB16F, i32 noundef 2)
  %426 = fsub double %424, %425
  %427 = fdiv double %426, 0x3EC0C6F7A0B40000
  %428 = call double @llvm.fabs.f64(double %427)
  %429 = fcmp ogt double %428, 1.000000e+00
  %430 = select i1 %429, double %428, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %423, ptr %8, align 8, !tbaa !9
  %431 = load volatile double, ptr %8, align 8, !tbaa !9
  %432 = call double @llvm.fabs.f64(double %431)
  %433 = fcmp ueq double %432, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %433, label %445, label %434

434:                                              ; preds = %422
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %427, ptr %7, align 8, !tbaa !9
  %435 = load volatile double, ptr %7, align 8, !tbaa !9
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fcmp ueq double %436, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %437, label %445, label %438

438:                                              ; preds = %434
  %439 = fsub double %423, %427
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fmul double %430, 0x3EB0C6F7A0B5ED8D
  %442 = fcmp ugt double %440, %441
  br i1 %442, label %445, label %443

443:                                              ; preds = %438
  %444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %423, double noundef %427, ptr noundef nonnull @.str.6)
  br label %449

445:                                              ; preds = %438, %434, %422
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %423, double noundef %427, ptr noundef nonnull @.str.7)
  %447 = load i32, ptr @n_fail, align 4, !tbaa !11
  %448 = add nsw i32 %447, 1
  store i32 %448, ptr @n_fail, align 4, !tbaa !11
  br label %449

449:                                              ; preds = %445, %443
  %450 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0x3FA99999999999B0, i32 noundef 7) #16
  %451 = call double @rpow(double noundef 0x3FA999BB2788DB1C, i32 noundef 7)
  %452 = call double @rpow(double noundef 0x3FA999780BAA5844, i32 noundef 7)
  %453 = fsub double %451, %452
  %454 = fdiv double %453, 0x3EC0C6F7A0B60000
  %455 = call double @llvm.fabs.f64(double %454)
  %456 = fcmp ogt double %455, 1.000000e+00
  %457 = select i1 %456, double %455, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %450, ptr %8, align 8, !tbaa !9
  %458 = load volatile double, ptr %8, align 8, !tbaa !9
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = fcmp ueq double %459, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %460, label %472, label %461

461:                                              ; preds = %449
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %454, ptr %7, align 8, !tbaa !9
  %462 = load volatile double, ptr %7, align 8, !tbaa !9
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fcmp ueq double %463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %464, label %472, label %465

465:                                              ; preds = %461
  %466 = fsub double %450, %454
  %467 = call double @llvm.fabs.f64(double %466)
  %468 = fmul double %457, 0x3EB0C6F7A0B5ED8D
  %469 = fcmp ugt double %467, %468
  br i1 %469, label %472, label %470

470:                                              ; preds = %465
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 7, double noundef %450, double noundef %454, ptr noundef nonnull @.str.6)
  br label %476

472:                                              ; preds = %465, %461, %449
  %473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 7, double noundef %450, double noundef %454, ptr noundef nonnull @.str.7)
  %474 = load i32, ptr @n_fail, align 4, !tbaa !11
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr @n_fail, align 4, !tbaa !11
  br label %476

476:                                              ; preds = %472, %470
  %477 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0xBFD3333333333330, i32 noundef 12) #16
  %478 = call double @rpow(double noundef 0xBFD3332F01754B03, i32 noundef 12)
  %479 = call double @rpow(double noundef 0xBFD3333764F11B5D, i32 noundef 12)
  %480 = fsub double %478, %479
  %481 = fdiv double %480, 0x3EC0C6F7A0B40000
  %482 = call double @llvm.fabs.f64(double %481)
  %483 = fcmp ogt double %482, 1.000000e+00
  %484 = select i1 %483, double %482, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %477, ptr %8, align 8, !tbaa !9
  %485 = load volatile double, ptr %8, align 8, !tbaa !9
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ueq double %486, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %487, label %500, label %488

488:                                              ; preds = %476
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %481, ptr %7, align 8, !tbaa !9
  %489 = load volatile double, ptr %7, align 8, !tbaa !9
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fcmp ueq double %490, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %491, label %500, label %492

492:                                              ; preds = %488
  %493 = fsub double %477, %481
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fmul double %484, 0x3EB0C6F7A0B5ED8D
  %496 = fcmp ugt double %494, %495
  br i1 %496, label %500, label %497

497:                                              ; preds = %492
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 12, double noundef %477, double noundef %481, ptr noundef nonnull @.str.6)
  %499 = load i32, ptr @n_fail, align 4, !tbaa !11
  br label %504

500:                                              ; preds = %492, %488, %476
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 12, double noundef %477, double noundef %481, ptr noundef nonnull @.str.7)
  %502 = load i32, ptr @n_fail, align 4, !tbaa !11
  %503 = add nsw i32 %502, 1
  store i32 %503, ptr @n_fail, align 4, !tbaa !11
  br label %504

504:                                              ; preds = %500, %497
  %505 = phi i32 [ %503, %500 ], [ %499, %497 ]
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %505)
  %507 = load i32, ptr @n_fail, align 4, !tbaa !11
  %508 = icmp ne i32 %507, 0
  %509 = zext i1 %508 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %15) #16
  ret i32 %509
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @user(ptr noundef %0, double noundef %1, i32 noundef %2) #5 {
  %4 = alloca [16 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #16
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %58

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %2, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483644
  br label %33

14:                                               ; preds = %33, %8
  %15 = phi i64 [ 0, %8 ], [ %55, %33 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %14, %17
  %18 = phi i64 [ %24, %17 ], [ %15, %14 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %14 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @cos(double noundef %21) #16
  %23 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %18
  store double %22, ptr %23, align 8, !tbaa !9
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %17, !llvm.loop !21

27:                                               ; preds = %17, %14
  call fastcc void @axpy(double noundef %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %28 = fmul double %1, %1
  %29 = getelementptr inbounds i8, ptr %4, i64 8
  %30 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef %28, ptr noundef nonnull %4, ptr noundef nonnull %29, i32 noundef %30)
  br i1 %7, label %31, label %62

31:                                               ; preds = %27
  %32 = zext nneg i32 %2 to i64
  br label %67

33:                                               ; preds = %33, %12
  %34 = phi i64 [ 0, %12 ], [ %55, %33 ]
  %35 = phi i64 [ 0, %12 ], [ %56, %33 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %34
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @cos(double noundef %37) #16
  %39 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %34
  store double %38, ptr %39, align 16, !tbaa !9
  %40 = or disjoint i64 %34, 1
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = tail call double @cos(double noundef %42) #16
  %44 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %40
  store double %43, ptr %44, align 8, !tbaa !9
  %45 = or disjoint i64 %34, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @cos(double noundef %47) #16
  %49 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %45
  store double %48, ptr %49, align 16, !tbaa !9
  %50 = or disjoint i64 %34, 3
  %51 = getelementptr inbounds double, ptr %0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = tail call double @cos(double noundef %52) #16
  %54 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %50
  store double %53, ptr %54, align 8, !tbaa !9
  %55 = add nuw nsw i64 %34, 4
  %56 = add i64 %35, 4
  %57 = icmp eq i64 %56, %13
  br i1 %57, label %14, label %33, !llvm.loop !15

58:                                               ; preds = %3
  call fastcc void @axpy(double noundef %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %59 = fmul double %1, %1
  %60 = getelementptr inbounds i8, ptr %4, i64 8
  %61 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef %59, ptr noundef nonnull %4, ptr noundef nonnull %60, i32 noundef %61)
  br label %62

62:                                               ; preds = %67, %58, %27
  %63 = phi double [ 0.000000e+00, %27 ], [ 0.000000e+00, %58 ], [ %78, %67 ]
  %64 = tail call double @rpow(double noundef %1, i32 noundef 5)
  %65 = tail call double @rsum(ptr noundef %0, i32 noundef 0, i32 noundef %2)
  %66 = tail call double @llvm.fmuladd.f64(double %64, double %65, double %63)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #16
  ret double %66

67:                                               ; preds = %31, %67
  %68 = phi i64 [ 0, %31 ], [ %79, %67 ]
  %69 = phi double [ 0.000000e+00, %31 ], [ %78, %67 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #16
  %70 = getelementptr inbounds double, ptr %0, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %68
  %73 = load double, ptr %72, align 8, !tbaa !9
  call fastcc void @polar(double noundef %71, double noundef %73, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %74 = load double, ptr %5, align 8, !tbaa !9
  %75 = load double, ptr %6, align 8, !tbaa !9
  %76 = fmul double %73, %73
  %77 = tail call double @llvm.fmuladd.f64(double %74, double %75, double %76)
  %78 = fadd double %69, %77
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #16
  %79 = add nuw nsw i64 %68, 1
  %80 = icmp eq i64 %79, %32
  br i1 %80, label %62, label %67, !llvm.loop !17
}

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %2) #6 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call double @sin(double noundef %9) #16
  %11 = fmul double %9, %10
  br label %12

12:                                               ; preds = %14, %6
  %13 = phi double [ %11, %6 ], [ %21, %14 ]
  ret double %13

14:                                               ; preds = %3
  %15 = add nsw i32 %2, %1
  %16 = sdiv i32 %15, 2
  %17 = tail call double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %16)
  %18 = tail call double @rsum(ptr noundef %0, i32 noundef %16, i32 noundef %2)
  %19 = fadd double %17, %18
  %20 = fmul double %17, 1.000000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %18, double %19)
  br label %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal double @rpow(double noundef %0, i32 noundef %1) #7 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2
  %8 = tail call double @rpow(double noundef %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = fmul double %8, %8
  %12 = fmul double %11, %0
  %13 = select i1 %10, double %11, double %12
  br label %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @axpy(double noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #9 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 6
  br i1 %8, label %9, label %24

9:                                                ; preds = %49, %24, %6
  %10 = phi i64 [ 0, %24 ], [ 0, %6 ], [ %32, %49 ]
  %11 = and i64 %7, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds double, ptr %1, i64 %10
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = getelementptr inbounds double, ptr %2, i64 %10
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @llvm.fmuladd.f64(double %0, double %15, double %17)
  store double %18, ptr %16, align 8, !tbaa !9
  %19 = or disjoint i64 %10, 1
  br label %20

20:                                               ; preds = %13, %9
  %21 = phi i64 [ %10, %9 ], [ %19, %13 ]
  %22 = add nsw i64 %7, -1
  %23 = icmp eq i64 %10, %22
  br i1 %23, label %51, label %52

24:                                               ; preds = %6
  %25 = shl nuw nsw i64 %7, 3
  %26 = getelementptr i8, ptr %2, i64 %25
  %27 = getelementptr i8, ptr %1, i64 %25
  %28 = icmp ugt ptr %27, %2
  %29 = icmp ugt ptr %26, %1
  %30 = and i1 %28, %29
  br i1 %30, label %9, label %31

31:                                               ; preds = %24
  %32 = and i64 %7, 2147483644
  %33 = insertelement <2 x double> poison, double %0, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %47, %35 ]
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !9, !alias.scope !22
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9, !alias.scope !22
  %41 = getelementptr inbounds double, ptr %2, i64 %36
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %39, <2 x double> %43)
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %40, <2 x double> %44)
  store <2 x double> %45, ptr %41, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  store <2 x double> %46, ptr %42, align 8, !tbaa !9, !alias.scope !25, !noalias !22
  %47 = add nuw i64 %36, 4
  %48 = icmp eq i64 %47, %32
  br i1 %48, label %49, label %35, !llvm.loop !27

49:                                               ; preds = %35
  %50 = icmp eq i64 %32, %7
  br i1 %50, label %51, label %9

51:                                               ; preds = %20, %52, %49, %4
  ret void

52:                                               ; preds = %20, %52
  %53 = phi i64 [ %65, %52 ], [ %21, %20 ]
  %54 = getelementptr inbounds double, ptr %1, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds double, ptr %2, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %0, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !9
  %59 = add nuw nsw i64 %53, 1
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %2, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %0, double %61, double %63)
  store double %64, ptr %62, align 8, !tbaa !9
  %65 = add nuw nsw i64 %53, 2
  %66 = icmp eq i64 %65, %7
  br i1 %66, label %51, label %52, !llvm.loop !30
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc void @polar(double noundef %0, double noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #10 {
  %5 = tail call double @cos(double noundef %0) #16
  %6 = fmul double %5, %1
  store double %6, ptr %2, align 8, !tbaa !9
  %7 = tail call double @sin(double noundef %0) #16
  %8 = fmul double %7, %1
  store double %8, ptr %3, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #15

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !14}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !16, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !16, !28}
