; ModuleID = 'atomicglobal.c'
source_filename = "atomicglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f.fwd\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"f.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"atomicglobal\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@acc = internal global double 0.000000e+00, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [6 x double], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #15
  %10 = load i64, ptr @rng_state, align 8, !tbaa !5
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = insertelement <2 x i64> poison, i64 %12, i64 0
  %16 = insertelement <2 x i64> %15, i64 %14, i64 1
  %17 = lshr <2 x i64> %16, <i64 10, i64 10>
  %18 = and <2 x i64> %17, <i64 18014398509481982, i64 18014398509481982>
  %19 = uitofp nneg <2 x i64> %18 to <2 x double>
  %20 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %20, ptr %7, align 16, !tbaa !9
  %21 = mul i64 %14, 6364136223846793005
  %22 = getelementptr inbounds i8, ptr %7, i64 16
  %23 = add i64 %21, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = insertelement <2 x i64> poison, i64 %23, i64 0
  %27 = insertelement <2 x i64> %26, i64 %25, i64 1
  %28 = lshr <2 x i64> %27, <i64 10, i64 10>
  %29 = and <2 x i64> %28, <i64 18014398509481982, i64 18014398509481982>
  %30 = uitofp nneg <2 x i64> %29 to <2 x double>
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %31, ptr %22, align 16, !tbaa !9
  %32 = mul i64 %25, 6364136223846793005
  %33 = getelementptr inbounds i8, ptr %7, i64 32
  %34 = add i64 %32, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = insertelement <2 x i64> poison, i64 %34, i64 0
  %38 = insertelement <2 x i64> %37, i64 %36, i64 1
  %39 = lshr <2 x i64> %38, <i64 10, i64 10>
  %40 = and <2 x i64> %39, <i64 18014398509481982, i64 18014398509481982>
  %41 = uitofp nneg <2 x i64> %40 to <2 x double>
  %42 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %42, ptr %33, align 16, !tbaa !9
  %43 = mul i64 %36, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <2 x i64> poison, i64 %44, i64 0
  %48 = insertelement <2 x i64> %47, i64 %46, i64 1
  %49 = lshr <2 x i64> %48, <i64 10, i64 10>
  %50 = and <2 x i64> %49, <i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <2 x i64> %50 to <2 x double>
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %52, ptr %9, align 16, !tbaa !9
  %53 = mul i64 %46, 6364136223846793005
  %54 = getelementptr inbounds i8, ptr %9, i64 16
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
  %65 = getelementptr inbounds i8, ptr %9, i64 32
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
  store i64 %68, ptr @rng_state, align 8, !tbaa !5
  br label %81

75:                                               ; preds = %347
  %76 = load i32, ptr @n_fail, align 4, !tbaa !11
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %76)
  %78 = load i32, ptr @n_fail, align 4, !tbaa !11
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #15
  ret i32 %80

81:                                               ; preds = %0, %347
  %82 = phi i64 [ 0, %0 ], [ %348, %347 ]
  %83 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %8, i8 0, i64 48, i1 false)
  %85 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %86 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %85, i32 noundef %84) #15
  %87 = call i32 @llvm.smax.i32(i32 %84, i32 1)
  %88 = zext nneg i32 %87 to i64
  %89 = shl nuw nsw i64 %88, 3
  %90 = call noalias ptr @malloc(i64 noundef %89) #16
  %91 = sext i32 %84 to i64
  %92 = shl nsw i64 %91, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %90, ptr nonnull readonly align 16 %7, i64 %92, i1 false)
  %93 = zext i32 %84 to i64
  br label %94

94:                                               ; preds = %81, %168
  %95 = phi i64 [ 0, %81 ], [ %169, %168 ]
  %96 = getelementptr inbounds double, ptr %8, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = getelementptr inbounds double, ptr %90, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = fcmp ogt double %100, 1.000000e+00
  %102 = select i1 %101, double %100, double 1.000000e+00
  %103 = fmul double %102, 0x3EB0C6F7A0B5ED8D
  %104 = fadd double %99, %103
  store double %104, ptr %98, align 8, !tbaa !9
  call fastcc void @reset()
  br label %105

105:                                              ; preds = %117, %94
  %106 = phi i64 [ 0, %94 ], [ %118, %117 ]
  %107 = getelementptr inbounds double, ptr %90, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fmul double %108, 3.000000e-01
  %110 = call double @exp(double noundef %109) #15
  %111 = fmul double %108, %110
  call fastcc void @bump(double noundef %111)
  %112 = and i64 %106, 1
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %117, label %114

114:                                              ; preds = %105
  %115 = fmul double %108, %108
  %116 = fmul double %115, 5.000000e-01
  call fastcc void @drop(double noundef %116)
  br label %117

117:                                              ; preds = %114, %105
  %118 = add nuw nsw i64 %106, 1
  %119 = icmp eq i64 %118, %93
  br i1 %119, label %120, label %105, !llvm.loop !13

120:                                              ; preds = %117
  %121 = fsub double %99, %103
  %122 = call fastcc double @take()
  store double %121, ptr %98, align 8, !tbaa !9
  call fastcc void @reset()
  br label %123

123:                                              ; preds = %135, %120
  %124 = phi i64 [ 0, %120 ], [ %136, %135 ]
  %125 = getelementptr inbounds double, ptr %90, i64 %124
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fmul double %126, 3.000000e-01
  %128 = call double @exp(double noundef %127) #15
  %129 = fmul double %126, %128
  call fastcc void @bump(double noundef %129)
  %130 = and i64 %124, 1
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %135, label %132

132:                                              ; preds = %123
  %133 = fmul double %126, %126
  %134 = fmul double %133, 5.000000e-01
  call fastcc void @drop(double noundef %134)
  br label %135

135:                                              ; preds = %132, %123
  %136 = add nuw nsw i64 %124, 1
  %137 = icmp eq i64 %136, %93
  br i1 %137, label %138, label %123, !llvm.loop !13

138:                                              ; preds = %135
  %139 = fmul double %122, %122
  %140 = call fastcc double @take()
  %141 = fmul double %140, %140
  store double %99, ptr %98, align 8, !tbaa !9
  %142 = fsub double %139, %141
  %143 = fsub double %104, %121
  %144 = fdiv double %142, %143
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ogt double %145, 1.000000e+00
  %147 = select i1 %146, double %145, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %97, ptr %6, align 8, !tbaa !9
  %148 = load volatile double, ptr %6, align 8, !tbaa !9
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ueq double %149, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %150, label %163, label %151

151:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %144, ptr %5, align 8, !tbaa !9
  %152 = load volatile double, ptr %5, align 8, !tbaa !9
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %154, label %163, label %155

155:                                              ; preds = %151
  %156 = fsub double %97, %144
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fmul double %147, 0x3EB0C6F7A0B5ED8D
  %159 = fcmp ugt double %157, %158
  br i1 %159, label %163, label %160

160:                                              ; preds = %155
  %161 = trunc nuw nsw i64 %95 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %161, double noundef %97, double noundef %144, ptr noundef nonnull @.str.5)
  br label %168

163:                                              ; preds = %155, %151, %138
  %164 = trunc nuw nsw i64 %95 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %164, double noundef %97, double noundef %144, ptr noundef nonnull @.str.6)
  %166 = load i32, ptr @n_fail, align 4, !tbaa !11
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !11
  br label %168

168:                                              ; preds = %163, %160
  %169 = add nuw nsw i64 %95, 1
  %170 = icmp eq i64 %169, %93
  br i1 %170, label %171, label %94, !llvm.loop !15

171:                                              ; preds = %168
  call void @free(ptr noundef nonnull %90) #15
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %173 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %172, i32 noundef %84) #15
  %174 = call noalias ptr @malloc(i64 noundef %89) #16
  %175 = call noalias ptr @malloc(i64 noundef %89) #16
  %176 = icmp eq i64 %82, 2
  br i1 %176, label %177, label %179

177:                                              ; preds = %193, %171
  %178 = phi i64 [ 0, %171 ], [ %180, %193 ]
  br label %228

179:                                              ; preds = %171
  %180 = and i64 %93, 4294967294
  br label %181

181:                                              ; preds = %181, %179
  %182 = phi i64 [ 0, %179 ], [ %191, %181 ]
  %183 = getelementptr inbounds double, ptr %7, i64 %182
  %184 = load <2 x double>, ptr %183, align 16, !tbaa !9
  %185 = getelementptr inbounds double, ptr %9, i64 %182
  %186 = load <2 x double>, ptr %185, align 16, !tbaa !9
  %187 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %184)
  %188 = getelementptr inbounds double, ptr %174, i64 %182
  store <2 x double> %187, ptr %188, align 8, !tbaa !9
  %189 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %184)
  %190 = getelementptr inbounds double, ptr %175, i64 %182
  store <2 x double> %189, ptr %190, align 8, !tbaa !9
  %191 = add nuw i64 %182, 2
  %192 = icmp eq i64 %191, %180
  br i1 %192, label %193, label %181, !llvm.loop !16

193:                                              ; preds = %181
  %194 = icmp eq i64 %180, %93
  br i1 %194, label %195, label %177

195:                                              ; preds = %228, %193
  call fastcc void @reset()
  br label %196

196:                                              ; preds = %208, %195
  %197 = phi i64 [ 0, %195 ], [ %209, %208 ]
  %198 = getelementptr inbounds double, ptr %174, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = fmul double %199, 3.000000e-01
  %201 = call double @exp(double noundef %200) #15
  %202 = fmul double %199, %201
  call fastcc void @bump(double noundef %202)
  %203 = and i64 %197, 1
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %196
  %206 = fmul double %199, %199
  %207 = fmul double %206, 5.000000e-01
  call fastcc void @drop(double noundef %207)
  br label %208

208:                                              ; preds = %205, %196
  %209 = add nuw nsw i64 %197, 1
  %210 = icmp eq i64 %209, %93
  br i1 %210, label %211, label %196, !llvm.loop !13

211:                                              ; preds = %208
  %212 = call fastcc double @take()
  call fastcc void @reset()
  br label %213

213:                                              ; preds = %225, %211
  %214 = phi i64 [ 0, %211 ], [ %226, %225 ]
  %215 = getelementptr inbounds double, ptr %175, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = fmul double %216, 3.000000e-01
  %218 = call double @exp(double noundef %217) #15
  %219 = fmul double %216, %218
  call fastcc void @bump(double noundef %219)
  %220 = and i64 %214, 1
  %221 = icmp eq i64 %220, 0
  br i1 %221, label %225, label %222

222:                                              ; preds = %213
  %223 = fmul double %216, %216
  %224 = fmul double %223, 5.000000e-01
  call fastcc void @drop(double noundef %224)
  br label %225

225:                                              ; preds = %222, %213
  %226 = add nuw nsw i64 %214, 1
  %227 = icmp eq i64 %226, %93
  br i1 %227, label %240, label %213, !llvm.loop !13

228:                                              ; preds = %177, %228
  %229 = phi i64 [ %238, %228 ], [ %178, %177 ]
  %230 = getelementptr inbounds double, ptr %7, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = getelementptr inbounds double, ptr %9, i64 %229
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = call double @llvm.fmuladd.f64(double %233, double 0x3EB0C6F7A0B5ED8D, double %231)
  %235 = getelementptr inbounds double, ptr %174, i64 %229
  store double %234, ptr %235, align 8, !tbaa !9
  %236 = call double @llvm.fmuladd.f64(double %233, double 0xBEB0C6F7A0B5ED8D, double %231)
  %237 = getelementptr inbounds double, ptr %175, i64 %229
  store double %236, ptr %237, align 8, !tbaa !9
  %238 = add nuw nsw i64 %229, 1
  %239 = icmp eq i64 %238, %93
  br i1 %239, label %195, label %228, !llvm.loop !19

240:                                              ; preds = %225
  %241 = fmul double %212, %212
  %242 = call fastcc double @take()
  %243 = fmul double %242, %242
  %244 = fsub double %241, %243
  %245 = fdiv double %244, 2.000000e-06
  call void @free(ptr noundef %174) #15
  call void @free(ptr noundef nonnull %175) #15
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fcmp ogt double %246, 1.000000e+00
  %248 = select i1 %247, double %246, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %173, ptr %4, align 8, !tbaa !9
  %249 = load volatile double, ptr %4, align 8, !tbaa !9
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %251, label %270, label %252

252:                                              ; preds = %240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %245, ptr %3, align 8, !tbaa !9
  %253 = load volatile double, ptr %3, align 8, !tbaa !9
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ueq double %254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %255, label %270, label %256

256:                                              ; preds = %252
  %257 = fsub double %173, %245
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fmul double %248, 0x3EB0C6F7A0B5ED8D
  %260 = fcmp ugt double %258, %259
  br i1 %260, label %270, label %261

261:                                              ; preds = %256
  %262 = trunc nuw nsw i64 %82 to i32
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %262, double noundef %173, double noundef %245, ptr noundef nonnull @.str.5)
  br label %264

264:                                              ; preds = %270, %261
  %265 = add nsw i64 %93, -1
  %266 = and i64 %93, 3
  %267 = icmp ult i64 %265, 3
  br i1 %267, label %275, label %268

268:                                              ; preds = %264
  %269 = and i64 %93, 4294967292
  br label %317

270:                                              ; preds = %256, %252, %240
  %271 = trunc nuw nsw i64 %82 to i32
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %271, double noundef %173, double noundef %245, ptr noundef nonnull @.str.6)
  %273 = load i32, ptr @n_fail, align 4, !tbaa !11
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr @n_fail, align 4, !tbaa !11
  br label %264

275:                                              ; preds = %317, %264
  %276 = phi double [ poison, %264 ], [ %343, %317 ]
  %277 = phi i64 [ 0, %264 ], [ %344, %317 ]
  %278 = phi double [ 0.000000e+00, %264 ], [ %343, %317 ]
  %279 = icmp eq i64 %266, 0
  br i1 %279, label %292, label %280

280:                                              ; preds = %275, %280
  %281 = phi i64 [ %289, %280 ], [ %277, %275 ]
  %282 = phi double [ %288, %280 ], [ %278, %275 ]
  %283 = phi i64 [ %290, %280 ], [ 0, %275 ]
  %284 = getelementptr inbounds double, ptr %8, i64 %281
  %285 = load double, ptr %284, align 8, !tbaa !9
  %286 = getelementptr inbounds double, ptr %9, i64 %281
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = call double @llvm.fmuladd.f64(double %285, double %287, double %282)
  %289 = add nuw nsw i64 %281, 1
  %290 = add i64 %283, 1
  %291 = icmp eq i64 %290, %266
  br i1 %291, label %292, label %280, !llvm.loop !20

292:                                              ; preds = %280, %275
  %293 = phi double [ %276, %275 ], [ %288, %280 ]
  %294 = call double @llvm.fabs.f64(double %173)
  %295 = fcmp ogt double %294, 1.000000e+00
  %296 = select i1 %295, double %294, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %293, ptr %2, align 8, !tbaa !9
  %297 = load volatile double, ptr %2, align 8, !tbaa !9
  %298 = call double @llvm.fabs.f64(double %297)
  %299 = fcmp ueq double %298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %299, label %312, label %300

300:                                              ; preds = %292
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %173, ptr %1, align 8, !tbaa !9
  %301 = load volatile double, ptr %1, align 8, !tbaa !9
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fcmp ueq double %302, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %303, label %312, label %304

304:                                              ; preds = %300
  %305 = fsub double %293, %173
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fmul double %296, 0x3EB0C6F7A0B5ED8D
  %308 = fcmp ugt double %306, %307
  br i1 %308, label %312, label %309

309:                                              ; preds = %304
  %310 = trunc nuw nsw i64 %82 to i32
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %310, double noundef %293, double noundef %173, ptr noundef nonnull @.str.5)
  br label %347

312:                                              ; preds = %304, %300, %292
  %313 = trunc nuw nsw i64 %82 to i32
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %313, double noundef %293, double noundef %173, ptr noundef nonnull @.str.6)
  %315 = load i32, ptr @n_fail, align 4, !tbaa !11
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @n_fail, align 4, !tbaa !11
  br label %347

317:                                              ; preds = %317, %268
  %318 = phi i64 [ 0, %268 ], [ %344, %317 ]
  %319 = phi double [ 0.000000e+00, %268 ], [ %343, %317 ]
  %320 = phi i64 [ 0, %268 ], [ %345, %317 ]
  %321 = getelementptr inbounds double, ptr %8, i64 %318
  %322 = load double, ptr %321, align 16, !tbaa !9
  %323 = getelementptr inbounds double, ptr %9, i64 %318
  %324 = load double, ptr %323, align 16, !tbaa !9
  %325 = call double @llvm.fmuladd.f64(double %322, double %324, double %319)
  %326 = or disjoint i64 %318, 1
  %327 = getelementptr inbounds double, ptr %8, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !9
  %329 = getelementptr inbounds double, ptr %9, i64 %326
  %330 = load double, ptr %329, align 8, !tbaa !9
  %331 = call double @llvm.fmuladd.f64(double %328, double %330, double %325)
  %332 = or disjoint i64 %318, 2
  %333 = getelementptr inbounds double, ptr %8, i64 %332
  %334 = load double, ptr %333, align 16, !tbaa !9
  %335 = getelementptr inbounds double, ptr %9, i64 %332
  %336 = load double, ptr %335, align 16, !tbaa !9
  %337 = call double @llvm.fmuladd.f64(double %334, double %336, double %331)
  %338 = or disjoint i64 %318, 3
  %339 = getelementptr inbounds double, ptr %8, i64 %338
  %340 = load double, ptr %339, align 8, !tbaa !9
  %341 = getelementptr inbounds double, ptr %9, i64 %338
  %342 = load double, ptr %341, align 8, !tbaa !9
  %343 = call double @llvm.fmuladd.f64(double %340, double %342, double %337)
  %344 = add nuw nsw i64 %318, 4
  %345 = add i64 %320, 4
  %346 = icmp eq i64 %345, %269
  br i1 %346, label %275, label %317, !llvm.loop !22

347:                                              ; preds = %309, %312
  %348 = add nuw nsw i64 %82, 1
  %349 = icmp eq i64 %348, 3
  br i1 %349, label %75, label %81, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  tail call fastcc void @reset()
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %23, %2
  %7 = tail call fastcc double @take()
  %8 = fmul double %7, %7
  ret double %8

9:                                                ; preds = %4, %23
  %10 = phi i64 [ 0, %4 ], [ %24, %23 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul double %12, 3.000000e-01
  %14 = tail call double @exp(double noundef %13) #15
  %15 = load double, ptr %11, align 8, !tbaa !9
  %16 = fmul double %14, %15
  tail call fastcc void @bump(double noundef %16)
  %17 = and i64 %10, 1
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %9
  %20 = load double, ptr %11, align 8, !tbaa !9
  %21 = fmul double %20, %20
  %22 = fmul double %21, 5.000000e-01
  tail call fastcc void @drop(double noundef %22)
  br label %23

23:                                               ; preds = %9, %19
  %24 = add nuw nsw i64 %10, 1
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %6, label %9, !llvm.loop !13
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reset() unnamed_addr #6 {
  store double 0.000000e+00, ptr @acc, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(double noundef %0) unnamed_addr #7 {
  %2 = atomicrmw fadd ptr @acc, double %0 monotonic, align 8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @drop(double noundef %0) unnamed_addr #7 {
  %2 = atomicrmw fsub ptr @acc, double %0 seq_cst, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @take() unnamed_addr #9 {
  %1 = load double, ptr @acc, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !14, !18, !17}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
