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
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #16
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = insertelement <2 x i64> poison, i64 %11, i64 0
  %15 = insertelement <2 x i64> %14, i64 %13, i64 1
  %16 = lshr <2 x i64> %15, <i64 10, i64 10>
  %17 = and <2 x i64> %16, <i64 18014398509481982, i64 18014398509481982>
  %18 = uitofp nneg <2 x i64> %17 to <2 x double>
  %19 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %19, ptr %7, align 16, !tbaa !9
  %20 = mul i64 %13, 6364136223846793005
  %21 = getelementptr inbounds i8, ptr %7, i64 16
  %22 = add i64 %20, 1442695040888963407
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = insertelement <2 x i64> poison, i64 %22, i64 0
  %26 = insertelement <2 x i64> %25, i64 %24, i64 1
  %27 = lshr <2 x i64> %26, <i64 10, i64 10>
  %28 = and <2 x i64> %27, <i64 18014398509481982, i64 18014398509481982>
  %29 = uitofp nneg <2 x i64> %28 to <2 x double>
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %30, ptr %21, align 16, !tbaa !9
  %31 = mul i64 %24, 6364136223846793005
  %32 = getelementptr inbounds i8, ptr %7, i64 32
  %33 = add i64 %31, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <2 x i64> poison, i64 %33, i64 0
  %37 = insertelement <2 x i64> %36, i64 %35, i64 1
  %38 = lshr <2 x i64> %37, <i64 10, i64 10>
  %39 = and <2 x i64> %38, <i64 18014398509481982, i64 18014398509481982>
  %40 = uitofp nneg <2 x i64> %39 to <2 x double>
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %40, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %41, ptr %32, align 16, !tbaa !9
  %42 = mul i64 %35, 6364136223846793005
  %43 = getelementptr inbounds i8, ptr %7, i64 48
  %44 = add i64 %42, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <2 x i64> poison, i64 %44, i64 0
  %48 = insertelement <2 x i64> %47, i64 %46, i64 1
  %49 = lshr <2 x i64> %48, <i64 10, i64 10>
  %50 = and <2 x i64> %49, <i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <2 x i64> %50 to <2 x double>
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %52, ptr %43, align 16, !tbaa !9
  %53 = mul i64 %46, 6364136223846793005
  %54 = getelementptr inbounds i8, ptr %7, i64 64
  %55 = add i64 %53, 1442695040888963407
  %56 = mul i64 %55, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = insertelement <2 x i64> poison, i64 %55, i64 0
  %59 = insertelement <2 x i64> %58, i64 %57, i64 1
  %60 = lshr <2 x i64> %59, <i64 10, i64 10>
  %61 = and <2 x i64> %60, <i64 18014398509481982, i64 18014398509481982>
  %62 = uitofp nneg <2 x i64> %61 to <2 x double>
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %63, ptr %54, align 16, !tbaa !9
  %64 = mul i64 %57, 6364136223846793005
  %65 = getelementptr inbounds i8, ptr %7, i64 80
  %66 = add i64 %64, 1442695040888963407
  %67 = mul i64 %66, 6364136223846793005
  %68 = add i64 %67, 1442695040888963407
  %69 = insertelement <2 x i64> poison, i64 %66, i64 0
  %70 = insertelement <2 x i64> %69, i64 %68, i64 1
  %71 = lshr <2 x i64> %70, <i64 10, i64 10>
  %72 = and <2 x i64> %71, <i64 18014398509481982, i64 18014398509481982>
  %73 = uitofp nneg <2 x i64> %72 to <2 x double>
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %74, ptr %65, align 16, !tbaa !9
  %75 = mul i64 %68, 6364136223846793005
  %76 = getelementptr inbounds i8, ptr %7, i64 96
  %77 = add i64 %75, 1442695040888963407
  %78 = mul i64 %77, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = insertelement <2 x i64> poison, i64 %77, i64 0
  %81 = insertelement <2 x i64> %80, i64 %79, i64 1
  %82 = lshr <2 x i64> %81, <i64 10, i64 10>
  %83 = and <2 x i64> %82, <i64 18014398509481982, i64 18014398509481982>
  %84 = uitofp nneg <2 x i64> %83 to <2 x double>
  %85 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %85, ptr %76, align 16, !tbaa !9
  %86 = mul i64 %79, 6364136223846793005
  %87 = getelementptr inbounds i8, ptr %7, i64 112
  %88 = add i64 %86, 1442695040888963407
  %89 = mul i64 %88, 6364136223846793005
  %90 = add i64 %89, 1442695040888963407
  %91 = insertelement <2 x i64> poison, i64 %88, i64 0
  %92 = insertelement <2 x i64> %91, i64 %90, i64 1
  %93 = lshr <2 x i64> %92, <i64 10, i64 10>
  %94 = and <2 x i64> %93, <i64 18014398509481982, i64 18014398509481982>
  %95 = uitofp nneg <2 x i64> %94 to <2 x double>
  %96 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %96, ptr %87, align 16, !tbaa !9
  store i64 %90, ptr @rng_state, align 8, !tbaa !5
  %97 = getelementptr inbounds i8, ptr %1, i64 8
  %98 = getelementptr inbounds i8, ptr %4, i64 8
  br label %99

99:                                               ; preds = %0, %328
  %100 = phi i64 [ 0, %0 ], [ %329, %328 ]
  %101 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !11
  %103 = trunc nuw nsw i64 %100 to i32
  %104 = uitofp nneg i32 %103 to double
  %105 = call double @llvm.fmuladd.f64(double %104, double 3.000000e-01, double 6.000000e-01)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %106 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @user, ptr noundef nonnull %7, ptr noundef nonnull %8, double noundef %105, i32 noundef %102) #16
  %107 = call i32 @llvm.smax.i32(i32 %102, i32 1)
  %108 = zext nneg i32 %107 to i64
  %109 = shl nuw nsw i64 %108, 3
  %110 = call noalias ptr @malloc(i64 noundef %109) #17
  %111 = sext i32 %102 to i64
  %112 = shl nsw i64 %111, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %110, ptr nonnull readonly align 16 %7, i64 %112, i1 false)
  %113 = zext nneg i32 %102 to i64
  %114 = fmul double %105, %105
  %115 = add nsw i32 %102, -1
  %116 = add nsw i64 %113, -1
  %117 = and i64 %113, 3
  %118 = icmp ult i64 %116, 3
  %119 = and i64 %113, 2147483644
  %120 = icmp eq i64 %117, 0
  %121 = and i64 %113, 3
  %122 = icmp ult i64 %116, 3
  %123 = and i64 %113, 2147483644
  %124 = icmp eq i64 %121, 0
  br label %125

125:                                              ; preds = %99, %264
  %126 = phi i64 [ 0, %99 ], [ %265, %264 ]
  %127 = getelementptr inbounds double, ptr %8, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = getelementptr inbounds double, ptr %110, i64 %126
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fcmp ogt double %131, 1.000000e+00
  %133 = select i1 %132, double %131, double 1.000000e+00
  %134 = fmul double %133, 0x3EB0C6F7A0B5ED8D
  %135 = fadd double %130, %134
  store double %135, ptr %129, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #16
  br i1 %118, label %136, label %149

136:                                              ; preds = %149, %125
  %137 = phi i64 [ 0, %125 ], [ %171, %149 ]
  br i1 %120, label %148, label %138

138:                                              ; preds = %136, %138
  %139 = phi i64 [ %145, %138 ], [ %137, %136 ]
  %140 = phi i64 [ %146, %138 ], [ 0, %136 ]
  %141 = getelementptr inbounds double, ptr %110, i64 %139
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = call double @cos(double noundef %142) #16
  %144 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %139
  store double %143, ptr %144, align 8, !tbaa !9
  %145 = add nuw nsw i64 %139, 1
  %146 = add i64 %140, 1
  %147 = icmp eq i64 %146, %117
  br i1 %147, label %148, label %138, !llvm.loop !13

148:                                              ; preds = %138, %136
  call fastcc void @axpy(double noundef %105, ptr noundef nonnull %110, ptr noundef nonnull %1, i32 noundef %102)
  call fastcc void @axpy(double noundef %114, ptr noundef nonnull %1, ptr noundef nonnull %97, i32 noundef %115)
  br label %174

149:                                              ; preds = %125, %149
  %150 = phi i64 [ %171, %149 ], [ 0, %125 ]
  %151 = phi i64 [ %172, %149 ], [ 0, %125 ]
  %152 = getelementptr inbounds double, ptr %110, i64 %150
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = call double @cos(double noundef %153) #16
  %155 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %150
  store double %154, ptr %155, align 16, !tbaa !9
  %156 = or disjoint i64 %150, 1
  %157 = getelementptr inbounds double, ptr %110, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = call double @cos(double noundef %158) #16
  %160 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %156
  store double %159, ptr %160, align 8, !tbaa !9
  %161 = or disjoint i64 %150, 2
  %162 = getelementptr inbounds double, ptr %110, i64 %161
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = call double @cos(double noundef %163) #16
  %165 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %161
  store double %164, ptr %165, align 16, !tbaa !9
  %166 = or disjoint i64 %150, 3
  %167 = getelementptr inbounds double, ptr %110, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = call double @cos(double noundef %168) #16
  %170 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %166
  store double %169, ptr %170, align 8, !tbaa !9
  %171 = add nuw nsw i64 %150, 4
  %172 = add i64 %151, 4
  %173 = icmp eq i64 %172, %119
  br i1 %173, label %136, label %149, !llvm.loop !15

174:                                              ; preds = %174, %148
  %175 = phi i64 [ 0, %148 ], [ %186, %174 ]
  %176 = phi double [ 0.000000e+00, %148 ], [ %185, %174 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #16
  %177 = getelementptr inbounds double, ptr %110, i64 %175
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %175
  %180 = load double, ptr %179, align 8, !tbaa !9
  call fastcc void @polar(double noundef %178, double noundef %180, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %181 = load double, ptr %2, align 8, !tbaa !9
  %182 = load double, ptr %3, align 8, !tbaa !9
  %183 = fmul double %180, %180
  %184 = call double @llvm.fmuladd.f64(double %181, double %182, double %183)
  %185 = fadd double %176, %184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #16
  %186 = add nuw nsw i64 %175, 1
  %187 = icmp eq i64 %186, %113
  br i1 %187, label %188, label %174, !llvm.loop !17

188:                                              ; preds = %174
  %189 = fsub double %130, %134
  %190 = call double @rpow(double noundef %105, i32 noundef 5)
  %191 = call double @rsum(ptr noundef nonnull %110, i32 noundef 0, i32 noundef %102)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #16
  store double %189, ptr %129, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #16
  br i1 %122, label %192, label %205

192:                                              ; preds = %205, %188
  %193 = phi i64 [ 0, %188 ], [ %227, %205 ]
  br i1 %124, label %204, label %194

194:                                              ; preds = %192, %194
  %195 = phi i64 [ %201, %194 ], [ %193, %192 ]
  %196 = phi i64 [ %202, %194 ], [ 0, %192 ]
  %197 = getelementptr inbounds double, ptr %110, i64 %195
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = call double @cos(double noundef %198) #16
  %200 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %195
  store double %199, ptr %200, align 8, !tbaa !9
  %201 = add nuw nsw i64 %195, 1
  %202 = add i64 %196, 1
  %203 = icmp eq i64 %202, %121
  br i1 %203, label %204, label %194, !llvm.loop !18

204:                                              ; preds = %194, %192
  call fastcc void @axpy(double noundef %105, ptr noundef nonnull %110, ptr noundef nonnull %4, i32 noundef %102)
  call fastcc void @axpy(double noundef %114, ptr noundef nonnull %4, ptr noundef nonnull %98, i32 noundef %115)
  br label %230

205:                                              ; preds = %188, %205
  %206 = phi i64 [ %227, %205 ], [ 0, %188 ]
  %207 = phi i64 [ %228, %205 ], [ 0, %188 ]
  %208 = getelementptr inbounds double, ptr %110, i64 %206
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = call double @cos(double noundef %209) #16
  %211 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %206
  store double %210, ptr %211, align 16, !tbaa !9
  %212 = or disjoint i64 %206, 1
  %213 = getelementptr inbounds double, ptr %110, i64 %212
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = call double @cos(double noundef %214) #16
  %216 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %212
  store double %215, ptr %216, align 8, !tbaa !9
  %217 = or disjoint i64 %206, 2
  %218 = getelementptr inbounds double, ptr %110, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = call double @cos(double noundef %219) #16
  %221 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %217
  store double %220, ptr %221, align 16, !tbaa !9
  %222 = or disjoint i64 %206, 3
  %223 = getelementptr inbounds double, ptr %110, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = call double @cos(double noundef %224) #16
  %226 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %222
  store double %225, ptr %226, align 8, !tbaa !9
  %227 = add nuw nsw i64 %206, 4
  %228 = add i64 %207, 4
  %229 = icmp eq i64 %228, %123
  br i1 %229, label %192, label %205, !llvm.loop !15

230:                                              ; preds = %230, %204
  %231 = phi i64 [ 0, %204 ], [ %242, %230 ]
  %232 = phi double [ 0.000000e+00, %204 ], [ %241, %230 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #16
  %233 = getelementptr inbounds double, ptr %110, i64 %231
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %231
  %236 = load double, ptr %235, align 8, !tbaa !9
  call fastcc void @polar(double noundef %234, double noundef %236, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %237 = load double, ptr %5, align 8, !tbaa !9
  %238 = load double, ptr %6, align 8, !tbaa !9
  %239 = fmul double %236, %236
  %240 = call double @llvm.fmuladd.f64(double %237, double %238, double %239)
  %241 = fadd double %232, %240
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #16
  %242 = add nuw nsw i64 %231, 1
  %243 = icmp eq i64 %242, %113
  br i1 %243, label %244, label %230, !llvm.loop !17

244:                                              ; preds = %230
  %245 = call double @llvm.fmuladd.f64(double %190, double %191, double %185)
  %246 = call double @rsum(ptr noundef nonnull %110, i32 noundef 0, i32 noundef %102)
  %247 = call double @llvm.fmuladd.f64(double %190, double %246, double %241)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #16
  store double %130, ptr %129, align 8, !tbaa !9
  %248 = fsub double %245, %247
  %249 = fsub double %135, %189
  %250 = fdiv double %248, %249
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fcmp ogt double %251, 1.000000e+00
  %253 = select i1 %252, double %251, double 1.000000e+00
  %254 = fsub double %128, %250
  %255 = call double @llvm.fabs.f64(double %254)
  %256 = fmul double %253, 0x3EB0C6F7A0B5ED8D
  %257 = fcmp ole double %255, %256
  %258 = select i1 %257, ptr @.str.6, ptr @.str.7
  %259 = trunc nuw nsw i64 %126 to i32
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %259, double noundef %128, double noundef %250, ptr noundef nonnull %258)
  br i1 %257, label %264, label %261

261:                                              ; preds = %244
  %262 = load i32, ptr @n_fail, align 4, !tbaa !11
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr @n_fail, align 4, !tbaa !11
  br label %264

264:                                              ; preds = %261, %244
  %265 = add nuw nsw i64 %126, 1
  %266 = icmp eq i64 %265, %113
  br i1 %266, label %267, label %125, !llvm.loop !19

267:                                              ; preds = %264
  call void @free(ptr noundef nonnull %110) #16
  %268 = call double @llvm.fabs.f64(double %105)
  %269 = fcmp ogt double %268, 1.000000e+00
  %270 = select i1 %269, double %268, double 1.000000e+00
  %271 = fmul double %270, 0x3EB0C6F7A0B5ED8D
  %272 = fadd double %105, %271
  %273 = call double @user(ptr noundef nonnull %7, double noundef %272, i32 noundef %102)
  %274 = fsub double %105, %271
  %275 = call double @user(ptr noundef nonnull %7, double noundef %274, i32 noundef %102)
  %276 = fsub double %273, %275
  %277 = fsub double %272, %274
  %278 = fdiv double %276, %277
  %279 = call double @llvm.fabs.f64(double %278)
  %280 = fcmp ogt double %279, 1.000000e+00
  %281 = select i1 %280, double %279, double 1.000000e+00
  %282 = fsub double %106, %278
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fmul double %281, 0x3EB0C6F7A0B5ED8D
  %285 = fcmp ole double %283, %284
  %286 = select i1 %285, ptr @.str.6, ptr @.str.7
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %103, double noundef %106, double noundef %278, ptr noundef nonnull %286)
  br i1 %285, label %291, label %288

288:                                              ; preds = %267
  %289 = load i32, ptr @n_fail, align 4, !tbaa !11
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr @n_fail, align 4, !tbaa !11
  br label %291

291:                                              ; preds = %267, %288
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %292 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %293 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %292, i32 noundef 0, i32 noundef %292, i32 noundef %102) #16
  %294 = call noalias ptr @malloc(i64 noundef %109) #17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %294, ptr nonnull readonly align 16 %7, i64 %112, i1 false)
  br label %295

295:                                              ; preds = %325, %291
  %296 = phi i64 [ 0, %291 ], [ %326, %325 ]
  %297 = getelementptr inbounds double, ptr %8, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = getelementptr inbounds double, ptr %294, i64 %296
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fcmp ogt double %301, 1.000000e+00
  %303 = select i1 %302, double %301, double 1.000000e+00
  %304 = fmul double %303, 0x3EB0C6F7A0B5ED8D
  %305 = fadd double %300, %304
  %306 = fsub double %300, %304
  store double %305, ptr %299, align 8, !tbaa !9
  %307 = call double @rsum(ptr noundef %294, i32 noundef 0, i32 noundef %102)
  store double %306, ptr %299, align 8, !tbaa !9
  %308 = call double @rsum(ptr noundef %294, i32 noundef 0, i32 noundef %102)
  store double %300, ptr %299, align 8, !tbaa !9
  %309 = fsub double %307, %308
  %310 = fsub double %305, %306
  %311 = fdiv double %309, %310
  %312 = call double @llvm.fabs.f64(double %311)
  %313 = fcmp ogt double %312, 1.000000e+00
  %314 = select i1 %313, double %312, double 1.000000e+00
  %315 = fsub double %298, %311
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fmul double %314, 0x3EB0C6F7A0B5ED8D
  %318 = fcmp ole double %316, %317
  %319 = select i1 %318, ptr @.str.6, ptr @.str.7
  %320 = trunc nuw nsw i64 %296 to i32
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %320, double noundef %298, double noundef %311, ptr noundef nonnull %319)
  br i1 %318, label %325, label %322

322:                                              ; preds = %295
  %323 = load i32, ptr @n_fail, align 4, !tbaa !11
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr @n_fail, align 4, !tbaa !11
  br label %325

325:                                              ; preds = %322, %295
  %326 = add nuw nsw i64 %296, 1
  %327 = icmp eq i64 %326, %113
  br i1 %327, label %328, label %295, !llvm.loop !19

328:                                              ; preds = %325
  call void @free(ptr noundef nonnull %294) #16
  %329 = add nuw nsw i64 %100, 1
  %330 = icmp eq i64 %329, 3
  br i1 %330, label %331, label %99, !llvm.loop !20

331:                                              ; preds = %328
  %332 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 1.100000e+00, i32 noundef 0) #16
  %333 = call double @rpow(double noundef 0x3FF1999AC0E10640, i32 noundef 0)
  %334 = call double @rpow(double noundef 0x3FF1999872522CF4, i32 noundef 0)
  %335 = fsub double %333, %334
  %336 = fdiv double %335, 0x3EC27476CA600000
  %337 = call double @llvm.fabs.f64(double %336)
  %338 = fcmp ogt double %337, 1.000000e+00
  %339 = select i1 %338, double %337, double 1.000000e+00
  %340 = fsub double %332, %336
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fmul double %339, 0x3EB0C6F7A0B5ED8D
  %343 = fcmp ole double %341, %342
  %344 = select i1 %343, ptr @.str.6, ptr @.str.7
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %332, double noundef %336, ptr noundef nonnull %344)
  br i1 %343, label %349, label %346

346:                                              ; preds = %331
  %347 = load i32, ptr @n_fail, align 4, !tbaa !11
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !11
  br label %349

349:                                              ; preds = %331, %346
  %350 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0x3FE8000000000001, i32 noundef 1) #16
  %351 = call double @rpow(double noundef 0x3FE8000218DEF418, i32 noundef 1)
  %352 = call double @rpow(double noundef 0x3FE7FFFDE7210BEA, i32 noundef 1)
  %353 = fsub double %351, %352
  %354 = fdiv double %353, 0x3EC0C6F7A0B80000
  %355 = call double @llvm.fabs.f64(double %354)
  %356 = fcmp ogt double %355, 1.000000e+00
  %357 = select i1 %356, double %355, double 1.000000e+00
  %358 = fsub double %350, %354
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = fmul double %357, 0x3EB0C6F7A0B5ED8D
  %361 = fcmp ole double %359, %360
  %362 = select i1 %361, ptr @.str.6, ptr @.str.7
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %350, double noundef %354, ptr noundef nonnull %362)
  br i1 %361, label %367, label %364

364:                                              ; preds = %349
  %365 = load i32, ptr @n_fail, align 4, !tbaa !11
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr @n_fail, align 4, !tbaa !11
  br label %367

367:                                              ; preds = %364, %349
  %368 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0x3FD999999999999C, i32 noundef 2) #16
  %369 = call double @rpow(double noundef 0x3FD9999DCB5781C9, i32 noundef 2)
  %370 = call double @rpow(double noundef 0x3FD9999567DBB16F, i32 noundef 2)
  %371 = fsub double %369, %370
  %372 = fdiv double %371, 0x3EC0C6F7A0B40000
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fcmp ogt double %373, 1.000000e+00
  %375 = select i1 %374, double %373, double 1.000000e+00
  %376 = fsub double %368, %372
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fmul double %375, 0x3EB0C6F7A0B5ED8D
  %379 = fcmp ole double %377, %378
  %380 = select i1 %379, ptr @.str.6, ptr @.str.7
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %368, double noundef %372, ptr noundef nonnull %380)
  br i1 %379, label %385, label %382

382:                                              ; preds = %367
  %383 = load i32, ptr @n_fail, align 4, !tbaa !11
  %384 = add nsw i32 %383, 1
  store i32 %384, ptr @n_fail, align 4, !tbaa !11
  br label %385

385:                                              ; preds = %382, %367
  %386 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0x3FA99999999999B0, i32 noundef 7) #16
  %387 = call double @rpow(double noundef 0x3FA999BB2788DB1C, i32 noundef 7)
  %388 = call double @rpow(double noundef 0x3FA999780BAA5844, i32 noundef 7)
  %389 = fsub double %387, %388
  %390 = fdiv double %389, 0x3EC0C6F7A0B60000
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fcmp ogt double %391, 1.000000e+00
  %393 = select i1 %392, double %391, double 1.000000e+00
  %394 = fsub double %386, %390
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fmul double %393, 0x3EB0C6F7A0B5ED8D
  %397 = fcmp ole double %395, %396
  %398 = select i1 %397, ptr @.str.6, ptr @.str.7
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 7, double noundef %386, double noundef %390, ptr noundef nonnull %398)
  br i1 %397, label %403, label %400

400:                                              ; preds = %385
  %401 = load i32, ptr @n_fail, align 4, !tbaa !11
  %402 = add nsw i32 %401, 1
  store i32 %402, ptr @n_fail, align 4, !tbaa !11
  br label %403

403:                                              ; preds = %400, %385
  %404 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 0xBFD3333333333330, i32 noundef 12) #16
  %405 = call double @rpow(double noundef 0xBFD3332F01754B03, i32 noundef 12)
  %406 = call double @rpow(double noundef 0xBFD3333764F11B5D, i32 noundef 12)
  %407 = fsub double %405, %406
  %408 = fdiv double %407, 0x3EC0C6F7A0B40000
  %409 = call double @llvm.fabs.f64(double %408)
  %410 = fcmp ogt double %409, 1.000000e+00
  %411 = select i1 %410, double %409, double 1.000000e+00
  %412 = fsub double %404, %408
  %413 = call double @llvm.fabs.f64(double %412)
  %414 = fmul double %411, 0x3EB0C6F7A0B5ED8D
  %415 = fcmp ole double %413, %414
  %416 = select i1 %415, ptr @.str.6, ptr @.str.7
  %417 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 12, double noundef %404, double noundef %408, ptr noundef nonnull %416)
  %418 = load i32, ptr @n_fail, align 4, !tbaa !11
  br i1 %415, label %421, label %419

419:                                              ; preds = %403
  %420 = add nsw i32 %418, 1
  store i32 %420, ptr @n_fail, align 4, !tbaa !11
  br label %421

421:                                              ; preds = %419, %403
  %422 = phi i32 [ %420, %419 ], [ %418, %403 ]
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %422)
  %424 = load i32, ptr @n_fail, align 4, !tbaa !11
  %425 = icmp ne i32 %424, 0
  %426 = zext i1 %425 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #16
  ret i32 %426
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
