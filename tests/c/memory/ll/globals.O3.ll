; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32 }

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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [16 x double], align 16
  %8 = alloca [16 x double], align 16
  %9 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #14
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
  %44 = getelementptr inbounds i8, ptr %7, i64 48
  %45 = add i64 %43, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = insertelement <2 x i64> poison, i64 %45, i64 0
  %49 = insertelement <2 x i64> %48, i64 %47, i64 1
  %50 = lshr <2 x i64> %49, <i64 10, i64 10>
  %51 = and <2 x i64> %50, <i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <2 x i64> %51 to <2 x double>
  %53 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %53, ptr %44, align 16, !tbaa !9
  %54 = mul i64 %47, 6364136223846793005
  %55 = getelementptr inbounds i8, ptr %7, i64 64
  %56 = add i64 %54, 1442695040888963407
  %57 = mul i64 %56, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = insertelement <2 x i64> poison, i64 %56, i64 0
  %60 = insertelement <2 x i64> %59, i64 %58, i64 1
  %61 = lshr <2 x i64> %60, <i64 10, i64 10>
  %62 = and <2 x i64> %61, <i64 18014398509481982, i64 18014398509481982>
  %63 = uitofp nneg <2 x i64> %62 to <2 x double>
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %64, ptr %55, align 16, !tbaa !9
  %65 = mul i64 %58, 6364136223846793005
  %66 = getelementptr inbounds i8, ptr %7, i64 80
  %67 = add i64 %65, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = insertelement <2 x i64> poison, i64 %67, i64 0
  %71 = insertelement <2 x i64> %70, i64 %69, i64 1
  %72 = lshr <2 x i64> %71, <i64 10, i64 10>
  %73 = and <2 x i64> %72, <i64 18014398509481982, i64 18014398509481982>
  %74 = uitofp nneg <2 x i64> %73 to <2 x double>
  %75 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %75, ptr %66, align 16, !tbaa !9
  %76 = mul i64 %69, 6364136223846793005
  %77 = getelementptr inbounds i8, ptr %7, i64 96
  %78 = add i64 %76, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = insertelement <2 x i64> poison, i64 %78, i64 0
  %82 = insertelement <2 x i64> %81, i64 %80, i64 1
  %83 = lshr <2 x i64> %82, <i64 10, i64 10>
  %84 = and <2 x i64> %83, <i64 18014398509481982, i64 18014398509481982>
  %85 = uitofp nneg <2 x i64> %84 to <2 x double>
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %86, ptr %77, align 16, !tbaa !9
  %87 = mul i64 %80, 6364136223846793005
  %88 = getelementptr inbounds i8, ptr %7, i64 112
  %89 = add i64 %87, 1442695040888963407
  %90 = mul i64 %89, 6364136223846793005
  %91 = add i64 %90, 1442695040888963407
  %92 = insertelement <2 x i64> poison, i64 %89, i64 0
  %93 = insertelement <2 x i64> %92, i64 %91, i64 1
  %94 = lshr <2 x i64> %93, <i64 10, i64 10>
  %95 = and <2 x i64> %94, <i64 18014398509481982, i64 18014398509481982>
  %96 = uitofp nneg <2 x i64> %95 to <2 x double>
  %97 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %97, ptr %88, align 16, !tbaa !9
  store i64 %91, ptr @rng_state, align 8, !tbaa !5
  br label %104

98:                                               ; preds = %484
  %99 = load i32, ptr @n_fail, align 4, !tbaa !11
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %99)
  %101 = load i32, ptr @n_fail, align 4, !tbaa !11
  %102 = icmp ne i32 %101, 0
  %103 = zext i1 %102 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #14
  ret i32 %103

104:                                              ; preds = %0, %484
  %105 = phi i64 [ 0, %0 ], [ %485, %484 ]
  %106 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #14
  store i32 %107, ptr %9, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %108 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gscratch, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %107) #14
  %109 = add nsw i32 %107, -1
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %110
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = call double @llvm.fmuladd.f64(double %114, double %114, double 1.000000e+00)
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fcmp ogt double %116, 1.000000e+00
  %118 = select i1 %117, double %116, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %112, ptr %6, align 8, !tbaa !9
  %119 = load volatile double, ptr %6, align 8, !tbaa !9
  %120 = call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %121, label %134, label %122

122:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %115, ptr %5, align 8, !tbaa !9
  %123 = load volatile double, ptr %5, align 8, !tbaa !9
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %125, label %134, label %126

126:                                              ; preds = %122
  %127 = fsub double %112, %115
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fmul double %118, 0x3D719799812DEA11
  %130 = fcmp ugt double %128, %129
  br i1 %130, label %134, label %131

131:                                              ; preds = %126
  %132 = trunc nuw nsw i64 %105 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %132, double noundef %112, double noundef %115, ptr noundef nonnull @.str.6)
  br label %139

134:                                              ; preds = %126, %122, %104
  %135 = trunc nuw nsw i64 %105 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %135, double noundef %112, double noundef %115, ptr noundef nonnull @.str.7)
  %137 = load i32, ptr @n_fail, align 4, !tbaa !11
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @n_fail, align 4, !tbaa !11
  br label %139

139:                                              ; preds = %131, %134
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_scratch, ptr noundef nonnull %9, ptr noundef nonnull %7, i32 noundef %107, ptr noundef nonnull %8)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %140 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %107) #14
  %141 = call i32 @llvm.smax.i32(i32 %107, i32 1)
  %142 = zext nneg i32 %141 to i64
  %143 = shl nuw nsw i64 %142, 3
  %144 = call noalias ptr @malloc(i64 noundef %143) #15
  %145 = sext i32 %107 to i64
  %146 = shl nsw i64 %145, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %144, ptr nonnull readonly align 16 %7, i64 %146, i1 false)
  %147 = zext nneg i32 %107 to i64
  br label %148

148:                                              ; preds = %302, %139
  %149 = phi i64 [ 0, %139 ], [ %303, %302 ]
  %150 = getelementptr inbounds double, ptr %8, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = getelementptr inbounds double, ptr %144, i64 %149
  %153 = load double, ptr %152, align 8, !tbaa !9
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ogt double %154, 1.000000e+00
  %156 = select i1 %155, double %154, double 1.000000e+00
  %157 = fmul double %156, 0x3EB0C6F7A0B5ED8D
  %158 = fadd double %153, %157
  %159 = fsub double %153, %157
  store double %158, ptr %152, align 8, !tbaa !9
  %160 = load i32, ptr %9, align 4, !tbaa !13
  %161 = icmp sgt i32 %160, 0
  br i1 %161, label %163, label %162

162:                                              ; preds = %148
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  br label %271

163:                                              ; preds = %148
  %164 = zext nneg i32 %160 to i64
  %165 = and i64 %164, 1
  %166 = icmp eq i32 %160, 1
  br i1 %166, label %196, label %167

167:                                              ; preds = %163
  %168 = and i64 %164, 2147483646
  br label %169

169:                                              ; preds = %169, %167
  %170 = phi double [ 5.000000e-01, %167 ], [ %187, %169 ]
  %171 = phi i64 [ 0, %167 ], [ %188, %169 ]
  %172 = phi double [ 0.000000e+00, %167 ], [ %193, %169 ]
  %173 = phi i64 [ 0, %167 ], [ %194, %169 ]
  %174 = getelementptr inbounds double, ptr %144, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = call double @sin(double noundef %175) #14
  %177 = call double @llvm.fmuladd.f64(double %170, double 9.000000e-01, double %176)
  %178 = or disjoint i64 %171, 1
  %179 = icmp eq i64 %178, %164
  %180 = select i1 %179, i64 0, i64 %178
  %181 = getelementptr inbounds double, ptr %144, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = call double @llvm.fmuladd.f64(double %177, double %182, double %172)
  %184 = getelementptr inbounds double, ptr %144, i64 %178
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = call double @sin(double noundef %185) #14
  %187 = call double @llvm.fmuladd.f64(double %177, double 9.000000e-01, double %186)
  %188 = add nuw nsw i64 %171, 2
  %189 = icmp eq i64 %188, %164
  %190 = select i1 %189, i64 0, i64 %188
  %191 = getelementptr inbounds double, ptr %144, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = call double @llvm.fmuladd.f64(double %187, double %192, double %183)
  %194 = add i64 %173, 2
  %195 = icmp eq i64 %194, %168
  br i1 %195, label %196, label %169, !llvm.loop !15

196:                                              ; preds = %169, %163
  %197 = phi double [ poison, %163 ], [ %187, %169 ]
  %198 = phi double [ poison, %163 ], [ %193, %169 ]
  %199 = phi double [ 5.000000e-01, %163 ], [ %187, %169 ]
  %200 = phi i64 [ 0, %163 ], [ %188, %169 ]
  %201 = phi double [ 0.000000e+00, %163 ], [ %193, %169 ]
  %202 = icmp eq i64 %165, 0
  br i1 %202, label %214, label %203

203:                                              ; preds = %196
  %204 = getelementptr inbounds double, ptr %144, i64 %200
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = call double @sin(double noundef %205) #14
  %207 = call double @llvm.fmuladd.f64(double %199, double 9.000000e-01, double %206)
  %208 = add nuw nsw i64 %200, 1
  %209 = icmp eq i64 %208, %164
  %210 = select i1 %209, i64 0, i64 %208
  %211 = getelementptr inbounds double, ptr %144, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = call double @llvm.fmuladd.f64(double %207, double %212, double %201)
  br label %214

214:                                              ; preds = %196, %203
  %215 = phi double [ %197, %196 ], [ %207, %203 ]
  %216 = phi double [ %198, %196 ], [ %213, %203 ]
  %217 = load i32, ptr %9, align 4, !tbaa !13
  %218 = call double @llvm.fmuladd.f64(double %215, double %215, double %216)
  store double %159, ptr %152, align 8, !tbaa !9
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %219 = icmp sgt i32 %217, 0
  br i1 %219, label %220, label %271

220:                                              ; preds = %214
  %221 = zext nneg i32 %217 to i64
  %222 = and i64 %221, 1
  %223 = icmp eq i32 %217, 1
  br i1 %223, label %253, label %224

224:                                              ; preds = %220
  %225 = and i64 %221, 2147483646
  br label %226

226:                                              ; preds = %226, %224
  %227 = phi double [ 5.000000e-01, %224 ], [ %244, %226 ]
  %228 = phi i64 [ 0, %224 ], [ %245, %226 ]
  %229 = phi double [ 0.000000e+00, %224 ], [ %250, %226 ]
  %230 = phi i64 [ 0, %224 ], [ %251, %226 ]
  %231 = getelementptr inbounds double, ptr %144, i64 %228
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = call double @sin(double noundef %232) #14
  %234 = call double @llvm.fmuladd.f64(double %227, double 9.000000e-01, double %233)
  store double %234, ptr @gcount, align 8, !tbaa !9
  %235 = or disjoint i64 %228, 1
  %236 = icmp eq i64 %235, %221
  %237 = select i1 %236, i64 0, i64 %235
  %238 = getelementptr inbounds double, ptr %144, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = call double @llvm.fmuladd.f64(double %234, double %239, double %229)
  %241 = getelementptr inbounds double, ptr %144, i64 %235
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = call double @sin(double noundef %242) #14
  %244 = call double @llvm.fmuladd.f64(double %234, double 9.000000e-01, double %243)
  store double %244, ptr @gcount, align 8, !tbaa !9
  %245 = add nuw nsw i64 %228, 2
  %246 = icmp eq i64 %245, %221
  %247 = select i1 %246, i64 0, i64 %245
  %248 = getelementptr inbounds double, ptr %144, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !9
  %250 = call double @llvm.fmuladd.f64(double %244, double %249, double %240)
  %251 = add i64 %230, 2
  %252 = icmp eq i64 %251, %225
  br i1 %252, label %253, label %226, !llvm.loop !15

253:                                              ; preds = %226, %220
  %254 = phi double [ poison, %220 ], [ %244, %226 ]
  %255 = phi double [ poison, %220 ], [ %250, %226 ]
  %256 = phi double [ 5.000000e-01, %220 ], [ %244, %226 ]
  %257 = phi i64 [ 0, %220 ], [ %245, %226 ]
  %258 = phi double [ 0.000000e+00, %220 ], [ %250, %226 ]
  %259 = icmp eq i64 %222, 0
  br i1 %259, label %271, label %260

260:                                              ; preds = %253
  %261 = getelementptr inbounds double, ptr %144, i64 %257
  %262 = load double, ptr %261, align 8, !tbaa !9
  %263 = call double @sin(double noundef %262) #14
  %264 = call double @llvm.fmuladd.f64(double %256, double 9.000000e-01, double %263)
  store double %264, ptr @gcount, align 8, !tbaa !9
  %265 = add nuw nsw i64 %257, 1
  %266 = icmp eq i64 %265, %221
  %267 = select i1 %266, i64 0, i64 %265
  %268 = getelementptr inbounds double, ptr %144, i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !9
  %270 = call double @llvm.fmuladd.f64(double %264, double %269, double %258)
  br label %271

271:                                              ; preds = %260, %253, %162, %214
  %272 = phi double [ %218, %214 ], [ 2.500000e-01, %162 ], [ %218, %253 ], [ %218, %260 ]
  %273 = phi double [ 5.000000e-01, %214 ], [ 5.000000e-01, %162 ], [ %254, %253 ], [ %264, %260 ]
  %274 = phi double [ 0.000000e+00, %214 ], [ 0.000000e+00, %162 ], [ %255, %253 ], [ %270, %260 ]
  %275 = call double @llvm.fmuladd.f64(double %273, double %273, double %274)
  store double %153, ptr %152, align 8, !tbaa !9
  %276 = fsub double %272, %275
  %277 = fsub double %158, %159
  %278 = fdiv double %276, %277
  %279 = call double @llvm.fabs.f64(double %278)
  %280 = fcmp ogt double %279, 1.000000e+00
  %281 = select i1 %280, double %279, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %151, ptr %4, align 8, !tbaa !9
  %282 = load volatile double, ptr %4, align 8, !tbaa !9
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %284, label %297, label %285

285:                                              ; preds = %271
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %278, ptr %3, align 8, !tbaa !9
  %286 = load volatile double, ptr %3, align 8, !tbaa !9
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %288, label %297, label %289

289:                                              ; preds = %285
  %290 = fsub double %151, %278
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fmul double %281, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp ugt double %291, %292
  br i1 %293, label %297, label %294

294:                                              ; preds = %289
  %295 = trunc nuw nsw i64 %149 to i32
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %295, double noundef %151, double noundef %278, ptr noundef nonnull @.str.6)
  br label %302

297:                                              ; preds = %289, %285, %271
  %298 = trunc nuw nsw i64 %149 to i32
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %298, double noundef %151, double noundef %278, ptr noundef nonnull @.str.7)
  %300 = load i32, ptr @n_fail, align 4, !tbaa !11
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr @n_fail, align 4, !tbaa !11
  br label %302

302:                                              ; preds = %297, %294
  %303 = add nuw nsw i64 %149, 1
  %304 = icmp eq i64 %303, %147
  br i1 %304, label %305, label %148, !llvm.loop !17

305:                                              ; preds = %302
  call void @free(ptr noundef nonnull %144) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %306 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %107) #14
  %307 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %107) #14
  %308 = icmp eq i64 %105, 2
  br i1 %308, label %309, label %311

309:                                              ; preds = %323, %305
  %310 = phi i64 [ 0, %305 ], [ %312, %323 ]
  br label %487

311:                                              ; preds = %305
  %312 = and i64 %142, 2147483644
  br label %313

313:                                              ; preds = %313, %311
  %314 = phi i64 [ 0, %311 ], [ %321, %313 ]
  %315 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %314
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  %317 = load <2 x double>, ptr %315, align 16, !tbaa !9
  %318 = load <2 x double>, ptr %316, align 16, !tbaa !9
  %319 = fmul <2 x double> %317, <double 5.000000e-01, double 5.000000e-01>
  %320 = fmul <2 x double> %318, <double 5.000000e-01, double 5.000000e-01>
  store <2 x double> %319, ptr %315, align 16, !tbaa !9
  store <2 x double> %320, ptr %316, align 16, !tbaa !9
  %321 = add nuw i64 %314, 4
  %322 = icmp eq i64 %321, %312
  br i1 %322, label %323, label %313, !llvm.loop !18

323:                                              ; preds = %313
  %324 = icmp eq i64 %312, %142
  br i1 %324, label %325, label %309

325:                                              ; preds = %487, %323
  %326 = call noalias ptr @malloc(i64 noundef %143) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %326, ptr nonnull readonly align 16 %7, i64 %146, i1 false)
  br label %327

327:                                              ; preds = %481, %325
  %328 = phi i64 [ 0, %325 ], [ %482, %481 ]
  %329 = getelementptr inbounds double, ptr %8, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !9
  %331 = getelementptr inbounds double, ptr %326, i64 %328
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fcmp ogt double %333, 1.000000e+00
  %335 = select i1 %334, double %333, double 1.000000e+00
  %336 = fmul double %335, 0x3EB0C6F7A0B5ED8D
  %337 = fadd double %332, %336
  %338 = fsub double %332, %336
  store double %337, ptr %331, align 8, !tbaa !9
  %339 = load i32, ptr %9, align 4, !tbaa !13
  %340 = icmp sgt i32 %339, 0
  br i1 %340, label %342, label %341

341:                                              ; preds = %327
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  br label %450

342:                                              ; preds = %327
  %343 = zext nneg i32 %339 to i64
  %344 = and i64 %343, 1
  %345 = icmp eq i32 %339, 1
  br i1 %345, label %375, label %346

346:                                              ; preds = %342
  %347 = and i64 %343, 2147483646
  br label %348

348:                                              ; preds = %348, %346
  %349 = phi double [ 5.000000e-01, %346 ], [ %366, %348 ]
  %350 = phi i64 [ 0, %346 ], [ %367, %348 ]
  %351 = phi double [ 0.000000e+00, %346 ], [ %372, %348 ]
  %352 = phi i64 [ 0, %346 ], [ %373, %348 ]
  %353 = getelementptr inbounds double, ptr %326, i64 %350
  %354 = load double, ptr %353, align 8, !tbaa !9
  %355 = call double @sin(double noundef %354) #14
  %356 = call double @llvm.fmuladd.f64(double %349, double 9.000000e-01, double %355)
  %357 = or disjoint i64 %350, 1
  %358 = icmp eq i64 %357, %343
  %359 = select i1 %358, i64 0, i64 %357
  %360 = getelementptr inbounds double, ptr %326, i64 %359
  %361 = load double, ptr %360, align 8, !tbaa !9
  %362 = call double @llvm.fmuladd.f64(double %356, double %361, double %351)
  %363 = getelementptr inbounds double, ptr %326, i64 %357
  %364 = load double, ptr %363, align 8, !tbaa !9
  %365 = call double @sin(double noundef %364) #14
  %366 = call double @llvm.fmuladd.f64(double %356, double 9.000000e-01, double %365)
  %367 = add nuw nsw i64 %350, 2
  %368 = icmp eq i64 %367, %343
  %369 = select i1 %368, i64 0, i64 %367
  %370 = getelementptr inbounds double, ptr %326, i64 %369
  %371 = load double, ptr %370, align 8, !tbaa !9
  %372 = call double @llvm.fmuladd.f64(double %366, double %371, double %362)
  %373 = add i64 %352, 2
  %374 = icmp eq i64 %373, %347
  br i1 %374, label %375, label %348, !llvm.loop !15

375:                                              ; preds = %348, %342
  %376 = phi double [ poison, %342 ], [ %366, %348 ]
  %377 = phi double [ poison, %342 ], [ %372, %348 ]
  %378 = phi double [ 5.000000e-01, %342 ], [ %366, %348 ]
  %379 = phi i64 [ 0, %342 ], [ %367, %348 ]
  %380 = phi double [ 0.000000e+00, %342 ], [ %372, %348 ]
  %381 = icmp eq i64 %344, 0
  br i1 %381, label %393, label %382

382:                                              ; preds = %375
  %383 = getelementptr inbounds double, ptr %326, i64 %379
  %384 = load double, ptr %383, align 8, !tbaa !9
  %385 = call double @sin(double noundef %384) #14
  %386 = call double @llvm.fmuladd.f64(double %378, double 9.000000e-01, double %385)
  %387 = add nuw nsw i64 %379, 1
  %388 = icmp eq i64 %387, %343
  %389 = select i1 %388, i64 0, i64 %387
  %390 = getelementptr inbounds double, ptr %326, i64 %389
  %391 = load double, ptr %390, align 8, !tbaa !9
  %392 = call double @llvm.fmuladd.f64(double %386, double %391, double %380)
  br label %393

393:                                              ; preds = %375, %382
  %394 = phi double [ %376, %375 ], [ %386, %382 ]
  %395 = phi double [ %377, %375 ], [ %392, %382 ]
  %396 = load i32, ptr %9, align 4, !tbaa !13
  %397 = call double @llvm.fmuladd.f64(double %394, double %394, double %395)
  store double %338, ptr %331, align 8, !tbaa !9
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %398 = icmp sgt i32 %396, 0
  br i1 %398, label %399, label %450

399:                                              ; preds = %393
  %400 = zext nneg i32 %396 to i64
  %401 = and i64 %400, 1
  %402 = icmp eq i32 %396, 1
  br i1 %402, label %432, label %403

403:                                              ; preds = %399
  %404 = and i64 %400, 2147483646
  br label %405

405:                                              ; preds = %405, %403
  %406 = phi double [ 5.000000e-01, %403 ], [ %423, %405 ]
  %407 = phi i64 [ 0, %403 ], [ %424, %405 ]
  %408 = phi double [ 0.000000e+00, %403 ], [ %429, %405 ]
  %409 = phi i64 [ 0, %403 ], [ %430, %405 ]
  %410 = getelementptr inbounds double, ptr %326, i64 %407
  %411 = load double, ptr %410, align 8, !tbaa !9
  %412 = call double @sin(double noundef %411) #14
  %413 = call double @llvm.fmuladd.f64(double %406, double 9.000000e-01, double %412)
  store double %413, ptr @gcount, align 8, !tbaa !9
  %414 = or disjoint i64 %407, 1
  %415 = icmp eq i64 %414, %400
  %416 = select i1 %415, i64 0, i64 %414
  %417 = getelementptr inbounds double, ptr %326, i64 %416
  %418 = load double, ptr %417, align 8, !tbaa !9
  %419 = call double @llvm.fmuladd.f64(double %413, double %418, double %408)
  %420 = getelementptr inbounds double, ptr %326, i64 %414
  %421 = load double, ptr %420, align 8, !tbaa !9
  %422 = call double @sin(double noundef %421) #14
  %423 = call double @llvm.fmuladd.f64(double %413, double 9.000000e-01, double %422)
  store double %423, ptr @gcount, align 8, !tbaa !9
  %424 = add nuw nsw i64 %407, 2
  %425 = icmp eq i64 %424, %400
  %426 = select i1 %425, i64 0, i64 %424
  %427 = getelementptr inbounds double, ptr %326, i64 %426
  %428 = load double, ptr %427, align 8, !tbaa !9
  %429 = call double @llvm.fmuladd.f64(double %423, double %428, double %419)
  %430 = add i64 %409, 2
  %431 = icmp eq i64 %430, %404
  br i1 %431, label %432, label %405, !llvm.loop !15

432:                                              ; preds = %405, %399
  %433 = phi double [ poison, %399 ], [ %423, %405 ]
  %434 = phi double [ poison, %399 ], [ %429, %405 ]
  %435 = phi double [ 5.000000e-01, %399 ], [ %423, %405 ]
  %436 = phi i64 [ 0, %399 ], [ %424, %405 ]
  %437 = phi double [ 0.000000e+00, %399 ], [ %429, %405 ]
  %438 = icmp eq i64 %401, 0
  br i1 %438, label %450, label %439

439:                                              ; preds = %432
  %440 = getelementptr inbounds double, ptr %326, i64 %436
  %441 = load double, ptr %440, align 8, !tbaa !9
  %442 = call double @sin(double noundef %441) #14
  %443 = call double @llvm.fmuladd.f64(double %435, double 9.000000e-01, double %442)
  store double %443, ptr @gcount, align 8, !tbaa !9
  %444 = add nuw nsw i64 %436, 1
  %445 = icmp eq i64 %444, %400
  %446 = select i1 %445, i64 0, i64 %444
  %447 = getelementptr inbounds double, ptr %326, i64 %446
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = call double @llvm.fmuladd.f64(double %443, double %448, double %437)
  br label %450

450:                                              ; preds = %439, %432, %341, %393
  %451 = phi double [ %397, %393 ], [ 2.500000e-01, %341 ], [ %397, %432 ], [ %397, %439 ]
  %452 = phi double [ 5.000000e-01, %393 ], [ 5.000000e-01, %341 ], [ %433, %432 ], [ %443, %439 ]
  %453 = phi double [ 0.000000e+00, %393 ], [ 0.000000e+00, %341 ], [ %434, %432 ], [ %449, %439 ]
  %454 = call double @llvm.fmuladd.f64(double %452, double %452, double %453)
  store double %332, ptr %331, align 8, !tbaa !9
  %455 = fsub double %451, %454
  %456 = fsub double %337, %338
  %457 = fdiv double %455, %456
  %458 = call double @llvm.fabs.f64(double %457)
  %459 = fcmp ogt double %458, 1.000000e+00
  %460 = select i1 %459, double %458, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %330, ptr %2, align 8, !tbaa !9
  %461 = load volatile double, ptr %2, align 8, !tbaa !9
  %462 = call double @llvm.fabs.f64(double %461)
  %463 = fcmp ueq double %462, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %463, label %476, label %464

464:                                              ; preds = %450
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %457, ptr %1, align 8, !tbaa !9
  %465 = load volatile double, ptr %1, align 8, !tbaa !9
  %466 = call double @llvm.fabs.f64(double %465)
  %467 = fcmp ueq double %466, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %467, label %476, label %468

468:                                              ; preds = %464
  %469 = fsub double %330, %457
  %470 = call double @llvm.fabs.f64(double %469)
  %471 = fmul double %460, 0x3EB0C6F7A0B5ED8D
  %472 = fcmp ugt double %470, %471
  br i1 %472, label %476, label %473

473:                                              ; preds = %468
  %474 = trunc nuw nsw i64 %328 to i32
  %475 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %474, double noundef %330, double noundef %457, ptr noundef nonnull @.str.6)
  br label %481

476:                                              ; preds = %468, %464, %450
  %477 = trunc nuw nsw i64 %328 to i32
  %478 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %477, double noundef %330, double noundef %457, ptr noundef nonnull @.str.7)
  %479 = load i32, ptr @n_fail, align 4, !tbaa !11
  %480 = add nsw i32 %479, 1
  store i32 %480, ptr @n_fail, align 4, !tbaa !11
  br label %481

481:                                              ; preds = %476, %473
  %482 = add nuw nsw i64 %328, 1
  %483 = icmp eq i64 %482, %147
  br i1 %483, label %484, label %327, !llvm.loop !17

484:                                              ; preds = %481
  call void @free(ptr noundef nonnull %326) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #14
  %485 = add nuw nsw i64 %105, 1
  %486 = icmp eq i64 %485, 3
  br i1 %486, label %98, label %104, !llvm.loop !21

487:                                              ; preds = %309, %487
  %488 = phi i64 [ %492, %487 ], [ %310, %309 ]
  %489 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %488
  %490 = load double, ptr %489, align 8, !tbaa !9
  %491 = fmul double %490, 5.000000e-01
  store double %491, ptr %489, align 8, !tbaa !9
  %492 = add nuw nsw i64 %488, 1
  %493 = icmp eq i64 %492, %142
  br i1 %493, label %325, label %487, !llvm.loop !22
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
  br i1 %22, label %23, label %11, !llvm.loop !23

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
  br i1 %35, label %25, label %28, !llvm.loop !24

36:                                               ; preds = %40, %2, %25
  %37 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %2 ], [ %54, %40 ]
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double 1.000000e+00)
  %39 = tail call double @log(double noundef %38) #14
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
  br i1 %56, label %36, label %40, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #6 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %10 = zext nneg i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 3
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #15
  %13 = sext i32 %4 to i64
  %14 = shl nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 %14, i1 false)
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  br label %19

18:                                               ; preds = %59, %6
  tail call void @free(ptr noundef %12) #14
  ret void

19:                                               ; preds = %16, %59
  %20 = phi i64 [ 0, %16 ], [ %60, %59 ]
  %21 = getelementptr inbounds double, ptr %5, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %12, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fadd double %24, %28
  %30 = fsub double %24, %28
  store double %29, ptr %23, align 8, !tbaa !9
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !26
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !26
  store double %24, ptr %23, align 8, !tbaa !9
  %33 = fsub double %31, %32
  %34 = fsub double %29, %30
  %35 = fdiv double %33, %34
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %22, ptr %8, align 8, !tbaa !9
  %39 = load volatile double, ptr %8, align 8, !tbaa !9
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %41, label %54, label %42

42:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %35, ptr %7, align 8, !tbaa !9
  %43 = load volatile double, ptr %7, align 8, !tbaa !9
  %44 = tail call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %45, label %54, label %46

46:                                               ; preds = %42
  %47 = fsub double %22, %35
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %50 = fcmp ugt double %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = trunc nuw nsw i64 %20 to i32
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.6)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.7)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !11
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !17
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_scratch(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load i32, ptr %1, align 4, !tbaa !13
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = icmp ult i32 %3, 4
  br i1 %7, label %24, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %20, %10 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <2 x double>, ptr %12, align 8, !tbaa !9
  %15 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %16 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %14, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %17 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %15, <2 x double> %15, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %18 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %11
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  store <2 x double> %16, ptr %18, align 16, !tbaa !9
  store <2 x double> %17, ptr %19, align 16, !tbaa !9
  %20 = add nuw i64 %11, 4
  %21 = icmp eq i64 %20, %9
  br i1 %21, label %22, label %10, !llvm.loop !27

22:                                               ; preds = %10
  %23 = icmp eq i64 %9, %6
  br i1 %23, label %34, label %24

24:                                               ; preds = %22, %5
  %25 = phi i64 [ 0, %5 ], [ %9, %22 ]
  br label %26

26:                                               ; preds = %24, %26
  %27 = phi i64 [ %32, %26 ], [ %25, %24 ]
  %28 = getelementptr inbounds double, ptr %0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double 1.000000e+00)
  %31 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %27
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw nsw i64 %27, 1
  %33 = icmp eq i64 %32, %6
  br i1 %33, label %34, label %26, !llvm.loop !28

34:                                               ; preds = %26, %22
  br label %35

35:                                               ; preds = %34, %35
  %36 = phi i64 [ %50, %35 ], [ 0, %34 ]
  %37 = phi double [ %49, %35 ], [ 0.000000e+00, %34 ]
  %38 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = trunc i64 %36 to i32
  %41 = add i32 %40, 3
  %42 = urem i32 %41, %3
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul double %39, %45
  %47 = getelementptr inbounds double, ptr %0, i64 %36
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %46, double %48, double %37)
  %50 = add nuw nsw i64 %36, 1
  %51 = icmp eq i64 %50, %6
  br i1 %51, label %52, label %35, !llvm.loop !25

52:                                               ; preds = %35, %2
  %53 = phi double [ 0.000000e+00, %2 ], [ %49, %35 ]
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double 1.000000e+00)
  %55 = tail call double @log(double noundef %54) #14
  ret double %55
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @grun(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
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
  %20 = tail call double @sin(double noundef %19) #14
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
  %40 = tail call double @sin(double noundef %39) #14
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
  %51 = tail call double @sin(double noundef %50) #14
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
  br i1 %61, label %10, label %33, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!14 = !{!"", !12, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16, !20, !19}
!23 = distinct !{!23, !16, !19, !20}
!24 = distinct !{!24, !16, !20, !19}
!25 = distinct !{!25, !16}
!26 = distinct !{null, ptr @obj_scratch}
!27 = distinct !{!27, !16, !19, !20}
!28 = distinct !{!28, !16, !20, !19}
