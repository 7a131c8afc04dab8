; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [24 x i8] c"gscratch.primal_scratch\00", align 1
@scratch = internal unnamed_addr global [16 x double] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"gscratch.dx\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"grun.dx\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"grun.dx(second and third call)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"globals\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@gcount = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #13
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %22, %4 ]
  %6 = phi i64 [ %3, %0 ], [ %16, %4 ]
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = lshr i64 %8, 10
  %10 = and i64 %9, 18014398509481982
  %11 = uitofp nneg i64 %10 to double
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 0x3CA0000000000000, double -1.000000e+00)
  %13 = getelementptr inbounds double, ptr %1, i64 %5
  store double %12, ptr %13, align 16, !tbaa !9
  %14 = or disjoint i64 %5, 1
  %15 = mul i64 %8, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 10
  %18 = and i64 %17, 18014398509481982
  %19 = uitofp nneg i64 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double -1.000000e+00)
  %21 = getelementptr inbounds double, ptr %1, i64 %14
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = add nuw nsw i64 %5, 2
  %23 = icmp eq i64 %22, 16
  br i1 %23, label %24, label %4, !llvm.loop !11

24:                                               ; preds = %4
  store i64 %16, ptr @rng_state, align 8, !tbaa !5
  br label %31

25:                                               ; preds = %495
  %26 = load i32, ptr @n_fail, align 4, !tbaa !13
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %26)
  %28 = load i32, ptr @n_fail, align 4, !tbaa !13
  %29 = icmp ne i32 %28, 0
  %30 = zext i1 %29 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #13
  ret i32 %30

31:                                               ; preds = %24, %495
  %32 = phi i64 [ 0, %24 ], [ %496, %495 ]
  %33 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %35 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gscratch, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %34) #13
  %36 = add nsw i32 %34, -1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = call double @llvm.fmuladd.f64(double %41, double %41, double 1.000000e+00)
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = fcmp ogt double %43, 1.000000e+00
  %45 = select i1 %44, double %43, double 1.000000e+00
  %46 = fsub double %39, %42
  %47 = call double @llvm.fabs.f64(double %46)
  %48 = fmul double %45, 0x3D719799812DEA11
  %49 = fcmp ole double %47, %48
  %50 = select i1 %49, ptr @.str.6, ptr @.str.7
  %51 = trunc nuw nsw i64 %32 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %51, double noundef %39, double noundef %42, ptr noundef nonnull %50)
  br i1 %49, label %56, label %53

53:                                               ; preds = %31
  %54 = load i32, ptr @n_fail, align 4, !tbaa !13
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr @n_fail, align 4, !tbaa !13
  br label %56

56:                                               ; preds = %31, %53
  %57 = call i32 @llvm.smax.i32(i32 %34, i32 1)
  %58 = zext nneg i32 %57 to i64
  %59 = shl nuw nsw i64 %58, 3
  %60 = call noalias ptr @malloc(i64 noundef %59) #14
  %61 = sext i32 %34 to i64
  %62 = shl nsw i64 %61, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %60, ptr nonnull readonly align 16 %1, i64 %62, i1 false)
  %63 = zext i32 %34 to i64
  %64 = icmp eq i64 %32, 2
  %65 = and i64 %63, 2147483644
  %66 = icmp eq i64 %65, %63
  %67 = icmp eq i64 %32, 2
  %68 = and i64 %63, 2147483644
  %69 = icmp eq i64 %68, %63
  br label %70

70:                                               ; preds = %56, %186
  %71 = phi i64 [ 0, %56 ], [ %187, %186 ]
  %72 = getelementptr inbounds double, ptr %2, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds double, ptr %60, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fcmp ogt double %76, 1.000000e+00
  %78 = select i1 %77, double %76, double 1.000000e+00
  %79 = fmul double %78, 0x3EB0C6F7A0B5ED8D
  %80 = fadd double %75, %79
  store double %80, ptr %74, align 8, !tbaa !9
  br i1 %64, label %94, label %81

81:                                               ; preds = %70, %81
  %82 = phi i64 [ %91, %81 ], [ 0, %70 ]
  %83 = getelementptr inbounds double, ptr %60, i64 %82
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <2 x double>, ptr %83, align 8, !tbaa !9
  %86 = load <2 x double>, ptr %84, align 8, !tbaa !9
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> %85, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %86, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %89 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %82
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  store <2 x double> %87, ptr %89, align 16, !tbaa !9
  store <2 x double> %88, ptr %90, align 16, !tbaa !9
  %91 = add nuw i64 %82, 4
  %92 = icmp eq i64 %91, %65
  br i1 %92, label %93, label %81, !llvm.loop !15

93:                                               ; preds = %81
  br i1 %66, label %104, label %94

94:                                               ; preds = %93, %70
  %95 = phi i64 [ 0, %70 ], [ %65, %93 ]
  br label %96

96:                                               ; preds = %94, %96
  %97 = phi i64 [ %102, %96 ], [ %95, %94 ]
  %98 = getelementptr inbounds double, ptr %60, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = call double @llvm.fmuladd.f64(double %99, double %99, double 1.000000e+00)
  %101 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %97
  store double %100, ptr %101, align 8, !tbaa !9
  %102 = add nuw nsw i64 %97, 1
  %103 = icmp eq i64 %102, %63
  br i1 %103, label %104, label %96, !llvm.loop !18

104:                                              ; preds = %96, %93
  br label %105

105:                                              ; preds = %104, %105
  %106 = phi i64 [ %120, %105 ], [ 0, %104 ]
  %107 = phi double [ %119, %105 ], [ 0.000000e+00, %104 ]
  %108 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %106
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = trunc i64 %106 to i32
  %111 = add i32 %110, 3
  %112 = urem i32 %111, %34
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = fmul double %109, %115
  %117 = getelementptr inbounds double, ptr %60, i64 %106
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = call double @llvm.fmuladd.f64(double %116, double %118, double %107)
  %120 = add nuw nsw i64 %106, 1
  %121 = icmp eq i64 %120, %63
  br i1 %121, label %122, label %105, !llvm.loop !19

122:                                              ; preds = %105
  %123 = fsub double %75, %79
  %124 = call double @llvm.fmuladd.f64(double %119, double %119, double 1.000000e+00)
  %125 = call double @log(double noundef %124) #13
  store double %123, ptr %74, align 8, !tbaa !9
  br i1 %67, label %139, label %126

126:                                              ; preds = %122, %126
  %127 = phi i64 [ %136, %126 ], [ 0, %122 ]
  %128 = getelementptr inbounds double, ptr %60, i64 %127
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load <2 x double>, ptr %128, align 8, !tbaa !9
  %131 = load <2 x double>, ptr %129, align 8, !tbaa !9
  %132 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %130, <2 x double> %130, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> %131, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %134 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %127
  %135 = getelementptr inbounds i8, ptr %134, i64 16
  store <2 x double> %132, ptr %134, align 16, !tbaa !9
  store <2 x double> %133, ptr %135, align 16, !tbaa !9
  %136 = add nuw i64 %127, 4
  %137 = icmp eq i64 %136, %68
  br i1 %137, label %138, label %126, !llvm.loop !20

138:                                              ; preds = %126
  br i1 %69, label %149, label %139

139:                                              ; preds = %138, %122
  %140 = phi i64 [ 0, %122 ], [ %68, %138 ]
  br label %141

141:                                              ; preds = %139, %141
  %142 = phi i64 [ %147, %141 ], [ %140, %139 ]
  %143 = getelementptr inbounds double, ptr %60, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = call double @llvm.fmuladd.f64(double %144, double %144, double 1.000000e+00)
  %146 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %142
  store double %145, ptr %146, align 8, !tbaa !9
  %147 = add nuw nsw i64 %142, 1
  %148 = icmp eq i64 %147, %63
  br i1 %148, label %149, label %141, !llvm.loop !21

149:                                              ; preds = %141, %138
  br label %150

150:                                              ; preds = %149, %150
  %151 = phi i64 [ %165, %150 ], [ 0, %149 ]
  %152 = phi double [ %164, %150 ], [ 0.000000e+00, %149 ]
  %153 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %151
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = trunc i64 %151 to i32
  %156 = add i32 %155, 3
  %157 = urem i32 %156, %34
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = fmul double %154, %160
  %162 = getelementptr inbounds double, ptr %60, i64 %151
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = call double @llvm.fmuladd.f64(double %161, double %163, double %152)
  %165 = add nuw nsw i64 %151, 1
  %166 = icmp eq i64 %165, %63
  br i1 %166, label %167, label %150, !llvm.loop !19

167:                                              ; preds = %150
  %168 = call double @llvm.fmuladd.f64(double %164, double %164, double 1.000000e+00)
  %169 = call double @log(double noundef %168) #13
  store double %75, ptr %74, align 8, !tbaa !9
  %170 = fsub double %125, %169
  %171 = fsub double %80, %123
  %172 = fdiv double %170, %171
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fcmp ogt double %173, 1.000000e+00
  %175 = select i1 %174, double %173, double 1.000000e+00
  %176 = fsub double %73, %172
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fmul double %175, 0x3EB0C6F7A0B5ED8D
  %179 = fcmp ole double %177, %178
  %180 = select i1 %179, ptr @.str.6, ptr @.str.7
  %181 = trunc nuw nsw i64 %71 to i32
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %181, double noundef %73, double noundef %172, ptr noundef nonnull %180)
  br i1 %179, label %186, label %183

183:                                              ; preds = %167
  %184 = load i32, ptr @n_fail, align 4, !tbaa !13
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr @n_fail, align 4, !tbaa !13
  br label %186

186:                                              ; preds = %183, %167
  %187 = add nuw nsw i64 %71, 1
  %188 = icmp eq i64 %187, %63
  br i1 %188, label %189, label %70, !llvm.loop !22

189:                                              ; preds = %186
  call void @free(ptr noundef nonnull %60) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %190 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %34) #13
  %191 = call noalias ptr @malloc(i64 noundef %59) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %191, ptr nonnull readonly align 16 %1, i64 %62, i1 false)
  %192 = add nsw i64 %63, -1
  %193 = and i64 %63, 1
  %194 = icmp eq i64 %192, 0
  %195 = and i64 %63, 4294967294
  %196 = icmp eq i64 %193, 0
  %197 = and i64 %63, 1
  %198 = icmp eq i64 %192, 0
  %199 = and i64 %63, 4294967294
  %200 = icmp eq i64 %197, 0
  br label %201

201:                                              ; preds = %189, %330
  %202 = phi i64 [ 0, %189 ], [ %331, %330 ]
  %203 = getelementptr inbounds double, ptr %2, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = getelementptr inbounds double, ptr %191, i64 %202
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = call double @llvm.fabs.f64(double %206)
  %208 = fcmp ogt double %207, 1.000000e+00
  %209 = select i1 %208, double %207, double 1.000000e+00
  %210 = fmul double %209, 0x3EB0C6F7A0B5ED8D
  %211 = fadd double %206, %210
  store double %211, ptr %205, align 8, !tbaa !9
  br i1 %194, label %239, label %212

212:                                              ; preds = %201, %212
  %213 = phi double [ %230, %212 ], [ 5.000000e-01, %201 ]
  %214 = phi i64 [ %231, %212 ], [ 0, %201 ]
  %215 = phi double [ %236, %212 ], [ 0.000000e+00, %201 ]
  %216 = phi i64 [ %237, %212 ], [ 0, %201 ]
  %217 = getelementptr inbounds double, ptr %191, i64 %214
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = call double @sin(double noundef %218) #13
  %220 = call double @llvm.fmuladd.f64(double %213, double 9.000000e-01, double %219)
  %221 = or disjoint i64 %214, 1
  %222 = icmp eq i64 %221, %63
  %223 = select i1 %222, i64 0, i64 %221
  %224 = getelementptr inbounds double, ptr %191, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = call double @llvm.fmuladd.f64(double %220, double %225, double %215)
  %227 = getelementptr inbounds double, ptr %191, i64 %221
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = call double @sin(double noundef %228) #13
  %230 = call double @llvm.fmuladd.f64(double %220, double 9.000000e-01, double %229)
  %231 = add nuw nsw i64 %214, 2
  %232 = icmp eq i64 %231, %63
  %233 = select i1 %232, i64 0, i64 %231
  %234 = getelementptr inbounds double, ptr %191, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = call double @llvm.fmuladd.f64(double %230, double %235, double %226)
  %237 = add i64 %216, 2
  %238 = icmp eq i64 %237, %195
  br i1 %238, label %239, label %212, !llvm.loop !23

239:                                              ; preds = %212, %201
  %240 = phi double [ poison, %201 ], [ %230, %212 ]
  %241 = phi double [ poison, %201 ], [ %236, %212 ]
  %242 = phi double [ 5.000000e-01, %201 ], [ %230, %212 ]
  %243 = phi i64 [ 0, %201 ], [ %231, %212 ]
  %244 = phi double [ 0.000000e+00, %201 ], [ %236, %212 ]
  br i1 %196, label %256, label %245

245:                                              ; preds = %239
  %246 = getelementptr inbounds double, ptr %191, i64 %243
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = call double @sin(double noundef %247) #13
  %249 = call double @llvm.fmuladd.f64(double %242, double 9.000000e-01, double %248)
  %250 = add nuw nsw i64 %243, 1
  %251 = icmp eq i64 %250, %63
  %252 = select i1 %251, i64 0, i64 %250
  %253 = getelementptr inbounds double, ptr %191, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !9
  %255 = call double @llvm.fmuladd.f64(double %249, double %254, double %244)
  br label %256

256:                                              ; preds = %239, %245
  %257 = phi double [ %240, %239 ], [ %249, %245 ]
  %258 = phi double [ %241, %239 ], [ %255, %245 ]
  %259 = fsub double %206, %210
  store double %259, ptr %205, align 8, !tbaa !9
  br i1 %198, label %287, label %260

260:                                              ; preds = %256, %260
  %261 = phi double [ %278, %260 ], [ 5.000000e-01, %256 ]
  %262 = phi i64 [ %279, %260 ], [ 0, %256 ]
  %263 = phi double [ %284, %260 ], [ 0.000000e+00, %256 ]
  %264 = phi i64 [ %285, %260 ], [ 0, %256 ]
  %265 = getelementptr inbounds double, ptr %191, i64 %262
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = call double @sin(double noundef %266) #13
  %268 = call double @llvm.fmuladd.f64(double %261, double 9.000000e-01, double %267)
  store double %268, ptr @gcount, align 8, !tbaa !9
  %269 = or disjoint i64 %262, 1
  %270 = icmp eq i64 %269, %63
  %271 = select i1 %270, i64 0, i64 %269
  %272 = getelementptr inbounds double, ptr %191, i64 %271
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = call double @llvm.fmuladd.f64(double %268, double %273, double %263)
  %275 = getelementptr inbounds double, ptr %191, i64 %269
  %276 = load double, ptr %275, align 8, !tbaa !9
  %277 = call double @sin(double noundef %276) #13
  %278 = call double @llvm.fmuladd.f64(double %268, double 9.000000e-01, double %277)
  store double %278, ptr @gcount, align 8, !tbaa !9
  %279 = add nuw nsw i64 %262, 2
  %280 = icmp eq i64 %279, %63
  %281 = select i1 %280, i64 0, i64 %279
  %282 = getelementptr inbounds double, ptr %191, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = call double @llvm.fmuladd.f64(double %278, double %283, double %274)
  %285 = add i64 %264, 2
  %286 = icmp eq i64 %285, %199
  br i1 %286, label %287, label %260, !llvm.loop !23

287:                                              ; preds = %260, %256
  %288 = phi double [ poison, %256 ], [ %278, %260 ]
  %289 = phi double [ poison, %256 ], [ %284, %260 ]
  %290 = phi double [ 5.000000e-01, %256 ], [ %278, %260 ]
  %291 = phi i64 [ 0, %256 ], [ %279, %260 ]
  %292 = phi double [ 0.000000e+00, %256 ], [ %284, %260 ]
  br i1 %200, label %304, label %293

293:                                              ; preds = %287
  %294 = getelementptr inbounds double, ptr %191, i64 %291
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = call double @sin(double noundef %295) #13
  %297 = call double @llvm.fmuladd.f64(double %290, double 9.000000e-01, double %296)
  store double %297, ptr @gcount, align 8, !tbaa !9
  %298 = add nuw nsw i64 %291, 1
  %299 = icmp eq i64 %298, %63
  %300 = select i1 %299, i64 0, i64 %298
  %301 = getelementptr inbounds double, ptr %191, i64 %300
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call double @llvm.fmuladd.f64(double %297, double %302, double %292)
  br label %304

304:                                              ; preds = %287, %293
  %305 = phi double [ %288, %287 ], [ %297, %293 ]
  %306 = phi double [ %289, %287 ], [ %303, %293 ]
  %307 = insertelement <2 x double> poison, double %257, i64 0
  %308 = insertelement <2 x double> %307, double %305, i64 1
  %309 = insertelement <2 x double> poison, double %258, i64 0
  %310 = insertelement <2 x double> %309, double %306, i64 1
  %311 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %308, <2 x double> %308, <2 x double> %310)
  store double %206, ptr %205, align 8, !tbaa !9
  %312 = shufflevector <2 x double> %311, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %313 = fsub <2 x double> %311, %312
  %314 = extractelement <2 x double> %313, i64 0
  %315 = fsub double %211, %259
  %316 = fdiv double %314, %315
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp ogt double %317, 1.000000e+00
  %319 = select i1 %318, double %317, double 1.000000e+00
  %320 = fsub double %204, %316
  %321 = call double @llvm.fabs.f64(double %320)
  %322 = fmul double %319, 0x3EB0C6F7A0B5ED8D
  %323 = fcmp ole double %321, %322
  %324 = select i1 %323, ptr @.str.6, ptr @.str.7
  %325 = trunc nuw nsw i64 %202 to i32
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %325, double noundef %204, double noundef %316, ptr noundef nonnull %324)
  br i1 %323, label %330, label %327

327:                                              ; preds = %304
  %328 = load i32, ptr @n_fail, align 4, !tbaa !13
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr @n_fail, align 4, !tbaa !13
  br label %330

330:                                              ; preds = %327, %304
  %331 = add nuw nsw i64 %202, 1
  %332 = icmp eq i64 %331, %63
  br i1 %332, label %333, label %201, !llvm.loop !22

333:                                              ; preds = %330
  call void @free(ptr noundef nonnull %191) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %334 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %34) #13
  %335 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %34) #13
  %336 = icmp eq i64 %32, 2
  br i1 %336, label %337, label %339

337:                                              ; preds = %351, %333
  %338 = phi i64 [ 0, %333 ], [ %340, %351 ]
  br label %498

339:                                              ; preds = %333
  %340 = and i64 %58, 2147483644
  br label %341

341:                                              ; preds = %341, %339
  %342 = phi i64 [ 0, %339 ], [ %349, %341 ]
  %343 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %342
  %344 = getelementptr inbounds i8, ptr %343, i64 16
  %345 = load <2 x double>, ptr %343, align 16, !tbaa !9
  %346 = load <2 x double>, ptr %344, align 16, !tbaa !9
  %347 = fmul <2 x double> %345, <double 5.000000e-01, double 5.000000e-01>
  %348 = fmul <2 x double> %346, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %347, ptr %343, align 16, !tbaa !9
  store <2 x double> %348, ptr %344, align 16, !tbaa !9
  %349 = add nuw i64 %342, 4
  %350 = icmp eq i64 %349, %340
  br i1 %350, label %351, label %341, !llvm.loop !24

351:                                              ; preds = %341
  %352 = icmp eq i64 %340, %58
  br i1 %352, label %353, label %337

353:                                              ; preds = %498, %351
  %354 = call noalias ptr @malloc(i64 noundef %59) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %354, ptr nonnull readonly align 16 %1, i64 %62, i1 false)
  %355 = and i64 %63, 1
  %356 = icmp eq i64 %192, 0
  %357 = and i64 %63, 4294967294
  %358 = icmp eq i64 %355, 0
  %359 = and i64 %63, 1
  %360 = icmp eq i64 %192, 0
  %361 = and i64 %63, 4294967294
  %362 = icmp eq i64 %359, 0
  br label %363

363:                                              ; preds = %353, %492
  %364 = phi i64 [ 0, %353 ], [ %493, %492 ]
  %365 = getelementptr inbounds double, ptr %2, i64 %364
  %366 = load double, ptr %365, align 8, !tbaa !9
  %367 = getelementptr inbounds double, ptr %354, i64 %364
  %368 = load double, ptr %367, align 8, !tbaa !9
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp ogt double %369, 1.000000e+00
  %371 = select i1 %370, double %369, double 1.000000e+00
  %372 = fmul double %371, 0x3EB0C6F7A0B5ED8D
  %373 = fadd double %368, %372
  store double %373, ptr %367, align 8, !tbaa !9
  br i1 %356, label %401, label %374

374:                                              ; preds = %363, %374
  %375 = phi double [ %392, %374 ], [ 5.000000e-01, %363 ]
  %376 = phi i64 [ %393, %374 ], [ 0, %363 ]
  %377 = phi double [ %398, %374 ], [ 0.000000e+00, %363 ]
  %378 = phi i64 [ %399, %374 ], [ 0, %363 ]
  %379 = getelementptr inbounds double, ptr %354, i64 %376
  %380 = load double, ptr %379, align 8, !tbaa !9
  %381 = call double @sin(double noundef %380) #13
  %382 = call double @llvm.fmuladd.f64(double %375, double 9.000000e-01, double %381)
  %383 = or disjoint i64 %376, 1
  %384 = icmp eq i64 %383, %63
  %385 = select i1 %384, i64 0, i64 %383
  %386 = getelementptr inbounds double, ptr %354, i64 %385
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = call double @llvm.fmuladd.f64(double %382, double %387, double %377)
  %389 = getelementptr inbounds double, ptr %354, i64 %383
  %390 = load double, ptr %389, align 8, !tbaa !9
  %391 = call double @sin(double noundef %390) #13
  %392 = call double @llvm.fmuladd.f64(double %382, double 9.000000e-01, double %391)
  %393 = add nuw nsw i64 %376, 2
  %394 = icmp eq i64 %393, %63
  %395 = select i1 %394, i64 0, i64 %393
  %396 = getelementptr inbounds double, ptr %354, i64 %395
  %397 = load double, ptr %396, align 8, !tbaa !9
  %398 = call double @llvm.fmuladd.f64(double %392, double %397, double %388)
  %399 = add i64 %378, 2
  %400 = icmp eq i64 %399, %357
  br i1 %400, label %401, label %374, !llvm.loop !23

401:                                              ; preds = %374, %363
  %402 = phi double [ poison, %363 ], [ %392, %374 ]
  %403 = phi double [ poison, %363 ], [ %398, %374 ]
  %404 = phi double [ 5.000000e-01, %363 ], [ %392, %374 ]
  %405 = phi i64 [ 0, %363 ], [ %393, %374 ]
  %406 = phi double [ 0.000000e+00, %363 ], [ %398, %374 ]
  br i1 %358, label %418, label %407

407:                                              ; preds = %401
  %408 = getelementptr inbounds double, ptr %354, i64 %405
  %409 = load double, ptr %408, align 8, !tbaa !9
  %410 = call double @sin(double noundef %409) #13
  %411 = call double @llvm.fmuladd.f64(double %404, double 9.000000e-01, double %410)
  %412 = add nuw nsw i64 %405, 1
  %413 = icmp eq i64 %412, %63
  %414 = select i1 %413, i64 0, i64 %412
  %415 = getelementptr inbounds double, ptr %354, i64 %414
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = call double @llvm.fmuladd.f64(double %411, double %416, double %406)
  br label %418

418:                                              ; preds = %401, %407
  %419 = phi double [ %402, %401 ], [ %411, %407 ]
  %420 = phi double [ %403, %401 ], [ %417, %407 ]
  %421 = fsub double %368, %372
  store double %421, ptr %367, align 8, !tbaa !9
  br i1 %360, label %449, label %422

422:                                              ; preds = %418, %422
  %423 = phi double [ %440, %422 ], [ 5.000000e-01, %418 ]
  %424 = phi i64 [ %441, %422 ], [ 0, %418 ]
  %425 = phi double [ %446, %422 ], [ 0.000000e+00, %418 ]
  %426 = phi i64 [ %447, %422 ], [ 0, %418 ]
  %427 = getelementptr inbounds double, ptr %354, i64 %424
  %428 = load double, ptr %427, align 8, !tbaa !9
  %429 = call double @sin(double noundef %428) #13
  %430 = call double @llvm.fmuladd.f64(double %423, double 9.000000e-01, double %429)
  store double %430, ptr @gcount, align 8, !tbaa !9
  %431 = or disjoint i64 %424, 1
  %432 = icmp eq i64 %431, %63
  %433 = select i1 %432, i64 0, i64 %431
  %434 = getelementptr inbounds double, ptr %354, i64 %433
  %435 = load double, ptr %434, align 8, !tbaa !9
  %436 = call double @llvm.fmuladd.f64(double %430, double %435, double %425)
  %437 = getelementptr inbounds double, ptr %354, i64 %431
  %438 = load double, ptr %437, align 8, !tbaa !9
  %439 = call double @sin(double noundef %438) #13
  %440 = call double @llvm.fmuladd.f64(double %430, double 9.000000e-01, double %439)
  store double %440, ptr @gcount, align 8, !tbaa !9
  %441 = add nuw nsw i64 %424, 2
  %442 = icmp eq i64 %441, %63
  %443 = select i1 %442, i64 0, i64 %441
  %444 = getelementptr inbounds double, ptr %354, i64 %443
  %445 = load double, ptr %444, align 8, !tbaa !9
  %446 = call double @llvm.fmuladd.f64(double %440, double %445, double %436)
  %447 = add i64 %426, 2
  %448 = icmp eq i64 %447, %361
  br i1 %448, label %449, label %422, !llvm.loop !23

449:                                              ; preds = %422, %418
  %450 = phi double [ poison, %418 ], [ %440, %422 ]
  %451 = phi double [ poison, %418 ], [ %446, %422 ]
  %452 = phi double [ 5.000000e-01, %418 ], [ %440, %422 ]
  %453 = phi i64 [ 0, %418 ], [ %441, %422 ]
  %454 = phi double [ 0.000000e+00, %418 ], [ %446, %422 ]
  br i1 %362, label %466, label %455

455:                                              ; preds = %449
  %456 = getelementptr inbounds double, ptr %354, i64 %453
  %457 = load double, ptr %456, align 8, !tbaa !9
  %458 = call double @sin(double noundef %457) #13
  %459 = call double @llvm.fmuladd.f64(double %452, double 9.000000e-01, double %458)
  store double %459, ptr @gcount, align 8, !tbaa !9
  %460 = add nuw nsw i64 %453, 1
  %461 = icmp eq i64 %460, %63
  %462 = select i1 %461, i64 0, i64 %460
  %463 = getelementptr inbounds double, ptr %354, i64 %462
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = call double @llvm.fmuladd.f64(double %459, double %464, double %454)
  br label %466

466:                                              ; preds = %449, %455
  %467 = phi double [ %450, %449 ], [ %459, %455 ]
  %468 = phi double [ %451, %449 ], [ %465, %455 ]
  %469 = insertelement <2 x double> poison, double %419, i64 0
  %470 = insertelement <2 x double> %469, double %467, i64 1
  %471 = insertelement <2 x double> poison, double %420, i64 0
  %472 = insertelement <2 x double> %471, double %468, i64 1
  %473 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %470, <2 x double> %470, <2 x double> %472)
  store double %368, ptr %367, align 8, !tbaa !9
  %474 = shufflevector <2 x double> %473, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %475 = fsub <2 x double> %473, %474
  %476 = extractelement <2 x double> %475, i64 0
  %477 = fsub double %373, %421
  %478 = fdiv double %476, %477
  %479 = call double @llvm.fabs.f64(double %478)
  %480 = fcmp ogt double %479, 1.000000e+00
  %481 = select i1 %480, double %479, double 1.000000e+00
  %482 = fsub double %366, %478
  %483 = call double @llvm.fabs.f64(double %482)
  %484 = fmul double %481, 0x3EB0C6F7A0B5ED8D
  %485 = fcmp ole double %483, %484
  %486 = select i1 %485, ptr @.str.6, ptr @.str.7
  %487 = trunc nuw nsw i64 %364 to i32
  %488 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %487, double noundef %366, double noundef %478, ptr noundef nonnull %486)
  br i1 %485, label %492, label %489

489:                                              ; preds = %466
  %490 = load i32, ptr @n_fail, align 4, !tbaa !13
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr @n_fail, align 4, !tbaa !13
  br label %492

492:                                              ; preds = %489, %466
  %493 = add nuw nsw i64 %364, 1
  %494 = icmp eq i64 %493, %63
  br i1 %494, label %495, label %363, !llvm.loop !22

495:                                              ; preds = %492
  call void @free(ptr noundef nonnull %354) #13
  %496 = add nuw nsw i64 %32, 1
  %497 = icmp eq i64 %496, 3
  br i1 %497, label %25, label %31, !llvm.loop !25

498:                                              ; preds = %337, %498
  %499 = phi i64 [ %503, %498 ], [ %338, %337 ]
  %500 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %499
  %501 = load double, ptr %500, align 8, !tbaa !9
  %502 = fmul double %501, 5.000000e-01
  store double %502, ptr %500, align 8, !tbaa !9
  %503 = add nuw nsw i64 %499, 1
  %504 = icmp eq i64 %503, %58
  br i1 %504, label %353, label %498, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @gscratch(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %7, label %9

7:                                                ; preds = %23, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %23 ]
  br label %28

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483644
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %21, %11 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %16 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %15, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %18 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %16, <2 x double> %16, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %19 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %12
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <2 x double> %17, ptr %19, align 16, !tbaa !9
  store <2 x double> %18, ptr %20, align 16, !tbaa !9
  %21 = add nuw i64 %12, 4
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %11, !llvm.loop !27

23:                                               ; preds = %11
  %24 = icmp eq i64 %10, %5
  br i1 %24, label %25, label %7

25:                                               ; preds = %28, %23
  br i1 %3, label %26, label %36

26:                                               ; preds = %25
  %27 = zext nneg i32 %1 to i64
  br label %40

28:                                               ; preds = %7, %28
  %29 = phi i64 [ %34, %28 ], [ %8, %7 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 1.000000e+00)
  %33 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %29
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %29, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %25, label %28, !llvm.loop !28

36:                                               ; preds = %40, %2, %25
  %37 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %2 ], [ %54, %40 ]
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double 1.000000e+00)
  %39 = tail call double @log(double noundef %38) #13
  ret double %39

40:                                               ; preds = %26, %40
  %41 = phi i64 [ 0, %26 ], [ %55, %40 ]
  %42 = phi double [ 0.000000e+00, %26 ], [ %54, %40 ]
  %43 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %41
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = trunc i64 %41 to i32
  %46 = add i32 %45, 3
  %47 = urem i32 %46, %1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fmul double %44, %50
  %52 = getelementptr inbounds double, ptr %0, i64 %41
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %42)
  %55 = add nuw nsw i64 %41, 1
  %56 = icmp eq i64 %55, %27
  br i1 %56, label %36, label %40, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @grun(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %33

10:                                               ; preds = %33, %4
  %11 = phi double [ poison, %4 ], [ %52, %33 ]
  %12 = phi double [ poison, %4 ], [ %59, %33 ]
  %13 = phi double [ 5.000000e-01, %4 ], [ %52, %33 ]
  %14 = phi i64 [ 0, %4 ], [ %53, %33 ]
  %15 = phi double [ 0.000000e+00, %4 ], [ %59, %33 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10
  %18 = getelementptr inbounds double, ptr %0, i64 %14
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @sin(double noundef %19) #13
  %21 = tail call double @llvm.fmuladd.f64(double %13, double 9.000000e-01, double %20)
  store double %21, ptr @gcount, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %5
  %24 = and i64 %22, 4294967295
  %25 = select i1 %23, i64 0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %21, double %27, double %15)
  br label %29

29:                                               ; preds = %17, %10, %2
  %30 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %21, %17 ]
  %31 = phi double [ 0.000000e+00, %2 ], [ %12, %10 ], [ %28, %17 ]
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %30, double %31)
  ret double %32

33:                                               ; preds = %33, %8
  %34 = phi double [ 5.000000e-01, %8 ], [ %52, %33 ]
  %35 = phi i64 [ 0, %8 ], [ %53, %33 ]
  %36 = phi double [ 0.000000e+00, %8 ], [ %59, %33 ]
  %37 = phi i64 [ 0, %8 ], [ %60, %33 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %35
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @sin(double noundef %39) #13
  %41 = tail call double @llvm.fmuladd.f64(double %34, double 9.000000e-01, double %40)
  store double %41, ptr @gcount, align 8, !tbaa !9
  %42 = or disjoint i64 %35, 1
  %43 = icmp eq i64 %42, %5
  %44 = and i64 %42, 4294967295
  %45 = select i1 %43, i64 0, i64 %44
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %41, double %47, double %36)
  %49 = getelementptr inbounds double, ptr %0, i64 %42
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @sin(double noundef %50) #13
  %52 = tail call double @llvm.fmuladd.f64(double %41, double 9.000000e-01, double %51)
  store double %52, ptr @gcount, align 8, !tbaa !9
  %53 = add nuw nsw i64 %35, 2
  %54 = icmp eq i64 %53, %5
  %55 = and i64 %53, 4294967294
  %56 = select i1 %54, i64 0, i64 %55
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = tail call double @llvm.fmuladd.f64(double %52, double %58, double %48)
  %60 = add i64 %37, 2
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %10, label %33, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !16}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12, !16, !17}
!21 = distinct !{!21, !12, !17, !16}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12, !16, !17}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12, !17, !16}
!27 = distinct !{!27, !12, !16, !17}
!28 = distinct !{!28, !12, !17, !16}
