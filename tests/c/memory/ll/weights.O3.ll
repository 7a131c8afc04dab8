; ModuleID = 'weights.c'
source_filename = "weights.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { ptr, double, i32, i32 }

@main.ns = internal unnamed_addr constant [4 x i32] [i32 40, i32 7, i32 1, i32 0], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"wsum.dx(const w)\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"wsum.dx(const w, dup x)\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"wsum.dx(dup w)\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"wsum.dw(dup w)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"wchain.dx\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"wscale.dx\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"wscale.da\00", align 1
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [22 x i8] c"wscale.da(enzyme_out)\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"wsum.second_call_adds\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"wsum.adds_to_nonzero\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"weights\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.11 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %13 = alloca [40 x double], align 16
  %14 = alloca [40 x double], align 16
  %15 = alloca [40 x double], align 16
  %16 = alloca [40 x double], align 16
  %17 = alloca [40 x double], align 16
  %18 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %15) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %17) #14
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %20

20:                                               ; preds = %20, %0
  %21 = phi i64 [ 0, %0 ], [ %36, %20 ]
  %22 = phi i64 [ %19, %0 ], [ %31, %20 ]
  %23 = mul i64 %22, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 11
  %26 = uitofp nneg i64 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 0x3CA0000000000000, double 5.000000e-01)
  %28 = getelementptr inbounds double, ptr %13, i64 %21
  store double %27, ptr %28, align 16, !tbaa !9
  %29 = or disjoint i64 %21, 1
  %30 = mul i64 %24, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = lshr i64 %31, 11
  %33 = uitofp nneg i64 %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 0x3CA0000000000000, double 5.000000e-01)
  %35 = getelementptr inbounds double, ptr %13, i64 %29
  store double %34, ptr %35, align 8, !tbaa !9
  %36 = add nuw nsw i64 %21, 2
  %37 = icmp eq i64 %36, 40
  br i1 %37, label %38, label %20, !llvm.loop !11

38:                                               ; preds = %20, %38
  %39 = phi i64 [ %56, %38 ], [ 0, %20 ]
  %40 = phi i64 [ %50, %38 ], [ %31, %20 ]
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = lshr i64 %42, 10
  %44 = and i64 %43, 18014398509481982
  %45 = uitofp nneg i64 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 0x3CA0000000000000, double -1.000000e+00)
  %47 = getelementptr inbounds double, ptr %14, i64 %39
  store double %46, ptr %47, align 16, !tbaa !9
  %48 = or disjoint i64 %39, 1
  %49 = mul i64 %42, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = lshr i64 %50, 10
  %52 = and i64 %51, 18014398509481982
  %53 = uitofp nneg i64 %52 to double
  %54 = tail call double @llvm.fmuladd.f64(double %53, double 0x3CA0000000000000, double -1.000000e+00)
  %55 = getelementptr inbounds double, ptr %14, i64 %48
  store double %54, ptr %55, align 8, !tbaa !9
  %56 = add nuw nsw i64 %39, 2
  %57 = icmp eq i64 %56, 40
  br i1 %57, label %58, label %38, !llvm.loop !11

58:                                               ; preds = %38
  store i64 %50, ptr @rng_state, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %18, i64 8
  %60 = getelementptr inbounds i8, ptr %18, i64 16
  %61 = getelementptr inbounds i8, ptr %18, i64 20
  br label %67

62:                                               ; preds = %217
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %63 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %63, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef 40) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %17, ptr noundef nonnull align 16 dereferenceable(320) %15, i64 320, i1 false)
  %65 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %66 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %65, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %17, i32 noundef 40) #14
  br label %575

67:                                               ; preds = %58, %217
  %68 = phi i64 [ 0, %58 ], [ %218, %217 ]
  %69 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #14
  store ptr %13, ptr %18, align 8, !tbaa !15
  store double 0.000000e+00, ptr %59, align 8, !tbaa !18
  store i32 %70, ptr %60, align 8, !tbaa !19
  store i32 0, ptr %61, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %71 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %72 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %71, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %70) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %70, ptr noundef nonnull %15)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %73 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %74 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %75 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %73, ptr noundef nonnull %13, i32 noundef %74, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %73, i32 noundef %70) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %70, ptr noundef nonnull %15)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %16, i8 0, i64 320, i1 false)
  %76 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, ptr noundef nonnull %13, ptr noundef nonnull %16, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %70) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %70, ptr noundef nonnull %15)
  %77 = call i32 @llvm.smax.i32(i32 %70, i32 1)
  %78 = zext nneg i32 %77 to i64
  %79 = shl nuw nsw i64 %78, 3
  %80 = call noalias ptr @malloc(i64 noundef %79) #15
  %81 = sext i32 %70 to i64
  %82 = shl nsw i64 %81, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %80, ptr nonnull readonly align 16 %13, i64 %82, i1 false)
  %83 = icmp eq i64 %68, 3
  %84 = zext i32 %70 to i64
  br i1 %83, label %214, label %85

85:                                               ; preds = %67
  %86 = add nsw i64 %84, -1
  %87 = and i64 %84, 1
  %88 = icmp eq i64 %86, 0
  %89 = and i64 %84, 4294967294
  %90 = icmp eq i64 %87, 0
  %91 = and i64 %84, 1
  %92 = icmp eq i64 %86, 0
  %93 = and i64 %84, 4294967294
  %94 = icmp eq i64 %91, 0
  br label %95

95:                                               ; preds = %85, %211
  %96 = phi i64 [ %212, %211 ], [ 0, %85 ]
  %97 = getelementptr inbounds double, ptr %16, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = getelementptr inbounds double, ptr %80, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ogt double %101, 1.000000e+00
  %103 = select i1 %102, double %101, double 1.000000e+00
  %104 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %105 = fadd double %100, %104
  store double %105, ptr %99, align 8, !tbaa !9
  br i1 %88, label %130, label %106

106:                                              ; preds = %95, %106
  %107 = phi i64 [ %127, %106 ], [ 0, %95 ]
  %108 = phi double [ %126, %106 ], [ 0.000000e+00, %95 ]
  %109 = phi i64 [ %128, %106 ], [ 0, %95 ]
  %110 = getelementptr inbounds double, ptr %80, i64 %107
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = getelementptr inbounds double, ptr %14, i64 %107
  %113 = load double, ptr %112, align 16, !tbaa !9
  %114 = fmul double %111, %113
  %115 = call double @sin(double noundef %114) #14
  %116 = call double @llvm.fmuladd.f64(double %114, double %113, double %115)
  %117 = fadd double %108, %116
  %118 = or disjoint i64 %107, 1
  %119 = getelementptr inbounds double, ptr %80, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = getelementptr inbounds double, ptr %14, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fmul double %120, %122
  %124 = call double @sin(double noundef %123) #14
  %125 = call double @llvm.fmuladd.f64(double %123, double %122, double %124)
  %126 = fadd double %117, %125
  %127 = add nuw nsw i64 %107, 2
  %128 = add i64 %109, 2
  %129 = icmp eq i64 %128, %89
  br i1 %129, label %130, label %106, !llvm.loop !21

130:                                              ; preds = %106, %95
  %131 = phi double [ poison, %95 ], [ %126, %106 ]
  %132 = phi i64 [ 0, %95 ], [ %127, %106 ]
  %133 = phi double [ 0.000000e+00, %95 ], [ %126, %106 ]
  br i1 %90, label %143, label %134

134:                                              ; preds = %130
  %135 = getelementptr inbounds double, ptr %80, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = getelementptr inbounds double, ptr %14, i64 %132
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = fmul double %136, %138
  %140 = call double @sin(double noundef %139) #14
  %141 = call double @llvm.fmuladd.f64(double %139, double %138, double %140)
  %142 = fadd double %133, %141
  br label %143

143:                                              ; preds = %130, %134
  %144 = phi double [ %131, %130 ], [ %142, %134 ]
  %145 = fsub double %100, %104
  store double %145, ptr %99, align 8, !tbaa !9
  br i1 %92, label %170, label %146

146:                                              ; preds = %143, %146
  %147 = phi i64 [ %167, %146 ], [ 0, %143 ]
  %148 = phi double [ %166, %146 ], [ 0.000000e+00, %143 ]
  %149 = phi i64 [ %168, %146 ], [ 0, %143 ]
  %150 = getelementptr inbounds double, ptr %80, i64 %147
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = getelementptr inbounds double, ptr %14, i64 %147
  %153 = load double, ptr %152, align 16, !tbaa !9
  %154 = fmul double %151, %153
  %155 = call double @sin(double noundef %154) #14
  %156 = call double @llvm.fmuladd.f64(double %154, double %153, double %155)
  %157 = fadd double %148, %156
  %158 = or disjoint i64 %147, 1
  %159 = getelementptr inbounds double, ptr %80, i64 %158
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = getelementptr inbounds double, ptr %14, i64 %158
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = fmul double %160, %162
  %164 = call double @sin(double noundef %163) #14
  %165 = call double @llvm.fmuladd.f64(double %163, double %162, double %164)
  %166 = fadd double %157, %165
  %167 = add nuw nsw i64 %147, 2
  %168 = add i64 %149, 2
  %169 = icmp eq i64 %168, %93
  br i1 %169, label %170, label %146, !llvm.loop !21

170:                                              ; preds = %146, %143
  %171 = phi double [ poison, %143 ], [ %166, %146 ]
  %172 = phi i64 [ 0, %143 ], [ %167, %146 ]
  %173 = phi double [ 0.000000e+00, %143 ], [ %166, %146 ]
  br i1 %94, label %183, label %174

174:                                              ; preds = %170
  %175 = getelementptr inbounds double, ptr %80, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds double, ptr %14, i64 %172
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = fmul double %176, %178
  %180 = call double @sin(double noundef %179) #14
  %181 = call double @llvm.fmuladd.f64(double %179, double %178, double %180)
  %182 = fadd double %173, %181
  br label %183

183:                                              ; preds = %170, %174
  %184 = phi double [ %171, %170 ], [ %182, %174 ]
  store double %100, ptr %99, align 8, !tbaa !9
  %185 = fsub double %144, %184
  %186 = fsub double %105, %145
  %187 = fdiv double %185, %186
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %98, ptr %12, align 8, !tbaa !9
  %191 = load volatile double, ptr %12, align 8, !tbaa !9
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fcmp ueq double %192, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %193, label %206, label %194

194:                                              ; preds = %183
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %187, ptr %11, align 8, !tbaa !9
  %195 = load volatile double, ptr %11, align 8, !tbaa !9
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %197, label %206, label %198

198:                                              ; preds = %194
  %199 = fsub double %98, %187
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp ugt double %200, %201
  br i1 %202, label %206, label %203

203:                                              ; preds = %198
  %204 = trunc nuw nsw i64 %96 to i32
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %204, double noundef %98, double noundef %187, ptr noundef nonnull @.str.12)
  br label %211

206:                                              ; preds = %198, %194, %183
  %207 = trunc nuw nsw i64 %96 to i32
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %207, double noundef %98, double noundef %187, ptr noundef nonnull @.str.13)
  %209 = load i32, ptr @n_fail, align 4, !tbaa !13
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !13
  br label %211

211:                                              ; preds = %206, %203
  %212 = add nuw nsw i64 %96, 1
  %213 = icmp eq i64 %212, %84
  br i1 %213, label %214, label %95, !llvm.loop !22

214:                                              ; preds = %211, %67
  call void @free(ptr noundef %80) #14
  store i32 1, ptr %61, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %215 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %216 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wchain, i32 noundef %215, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %70) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.4, ptr noundef nonnull @obj_x, ptr noundef nonnull %18, ptr noundef nonnull %14, i32 noundef %70, ptr noundef nonnull %15)
  store i32 2, ptr %61, align 4, !tbaa !20
  br label %220

217:                                              ; preds = %574
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #14
  %218 = add nuw nsw i64 %68, 1
  %219 = icmp eq i64 %218, 4
  br i1 %219, label %62, label %67, !llvm.loop !23

220:                                              ; preds = %214, %574
  %221 = phi i1 [ true, %214 ], [ false, %574 ]
  %222 = phi i32 [ 0, %214 ], [ 1, %574 ]
  %223 = select i1 %221, double 0x3FE6666666666666, double -4.000000e-01
  store double %223, ptr %59, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %224 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %225 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %224, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %15, double noundef %223, i32 noundef %70) #14
  %226 = call noalias ptr @malloc(i64 noundef %79) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %226, ptr nonnull readonly align 16 %14, i64 %82, i1 false)
  br i1 %83, label %227, label %229

227:                                              ; preds = %220
  call void @free(ptr noundef %226) #14
  %228 = fadd double %223, 0x3EB0C6F7A0B5ED8D
  br label %487

229:                                              ; preds = %220, %482
  %230 = phi i64 [ %483, %482 ], [ 0, %220 ]
  %231 = getelementptr inbounds double, ptr %15, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = getelementptr inbounds double, ptr %226, i64 %230
  %234 = load double, ptr %233, align 8, !tbaa !9
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = fcmp ogt double %235, 1.000000e+00
  %237 = select i1 %236, double %235, double 1.000000e+00
  %238 = fmul double %237, 0x3EB0C6F7A0B5ED8D
  %239 = fadd double %234, %238
  %240 = fsub double %234, %238
  store double %239, ptr %233, align 8, !tbaa !9
  %241 = load i32, ptr %61, align 4, !tbaa !20
  %242 = load ptr, ptr %18, align 8, !tbaa !15
  switch i32 %241, label %310 [
    i32 0, label %243
    i32 1, label %276
  ]

243:                                              ; preds = %229
  %244 = load i32, ptr %60, align 8, !tbaa !19
  %245 = icmp sgt i32 %244, 0
  br i1 %245, label %246, label %453

246:                                              ; preds = %243
  %247 = zext nneg i32 %244 to i64
  %248 = and i64 %247, 1
  %249 = icmp eq i32 %244, 1
  br i1 %249, label %332, label %250

250:                                              ; preds = %246
  %251 = and i64 %247, 2147483646
  br label %252

252:                                              ; preds = %252, %250
  %253 = phi i64 [ 0, %250 ], [ %273, %252 ]
  %254 = phi double [ 0.000000e+00, %250 ], [ %272, %252 ]
  %255 = phi i64 [ 0, %250 ], [ %274, %252 ]
  %256 = getelementptr inbounds double, ptr %242, i64 %253
  %257 = load double, ptr %256, align 8, !tbaa !9
  %258 = getelementptr inbounds double, ptr %226, i64 %253
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = fmul double %257, %259
  %261 = call double @sin(double noundef %260) #14
  %262 = call double @llvm.fmuladd.f64(double %260, double %259, double %261)
  %263 = fadd double %254, %262
  %264 = or disjoint i64 %253, 1
  %265 = getelementptr inbounds double, ptr %242, i64 %264
  %266 = load double, ptr %265, align 8, !tbaa !9
  %267 = getelementptr inbounds double, ptr %226, i64 %264
  %268 = load double, ptr %267, align 8, !tbaa !9
  %269 = fmul double %266, %268
  %270 = call double @sin(double noundef %269) #14
  %271 = call double @llvm.fmuladd.f64(double %269, double %268, double %270)
  %272 = fadd double %263, %271
  %273 = add nuw nsw i64 %253, 2
  %274 = add i64 %255, 2
  %275 = icmp eq i64 %274, %251
  br i1 %275, label %332, label %252, !llvm.loop !21

276:                                              ; preds = %229
  %277 = load i32, ptr %60, align 8, !tbaa !19
  %278 = icmp sgt i32 %277, 1
  br i1 %278, label %279, label %453

279:                                              ; preds = %276
  %280 = add nsw i32 %277, -1
  %281 = zext nneg i32 %280 to i64
  br label %286

282:                                              ; preds = %286
  %283 = shufflevector <2 x double> %306, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %284 = fmul <2 x double> %283, %306
  %285 = extractelement <2 x double> %284, i64 0
  br label %346

286:                                              ; preds = %286, %279
  %287 = phi i64 [ 0, %279 ], [ %308, %286 ]
  %288 = phi i64 [ 1, %279 ], [ %307, %286 ]
  %289 = phi <2 x double> [ zeroinitializer, %279 ], [ %306, %286 ]
  %290 = getelementptr inbounds double, ptr %242, i64 %287
  %291 = load double, ptr %290, align 8, !tbaa !9
  %292 = getelementptr inbounds double, ptr %226, i64 %287
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = fmul double %291, %293
  %295 = getelementptr inbounds double, ptr %226, i64 %288
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = getelementptr inbounds double, ptr %242, i64 %288
  %298 = load double, ptr %297, align 8, !tbaa !9
  %299 = fneg double %293
  %300 = fmul double %293, %299
  %301 = call double @exp(double noundef %300) #14
  %302 = insertelement <2 x double> poison, double %298, i64 0
  %303 = insertelement <2 x double> %302, double %294, i64 1
  %304 = insertelement <2 x double> poison, double %301, i64 0
  %305 = insertelement <2 x double> %304, double %296, i64 1
  %306 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %303, <2 x double> %305, <2 x double> %289)
  %307 = add nuw nsw i64 %288, 1
  %308 = add nuw nsw i64 %287, 1
  %309 = icmp eq i64 %308, %281
  br i1 %309, label %282, label %286, !llvm.loop !24

310:                                              ; preds = %229
  %311 = load double, ptr %59, align 8, !tbaa !18
  %312 = load i32, ptr %60, align 8, !tbaa !19
  %313 = icmp sgt i32 %312, 0
  br i1 %313, label %314, label %328

314:                                              ; preds = %310
  %315 = zext nneg i32 %312 to i64
  br label %316

316:                                              ; preds = %316, %314
  %317 = phi i64 [ 0, %314 ], [ %326, %316 ]
  %318 = phi double [ 0.000000e+00, %314 ], [ %325, %316 ]
  %319 = getelementptr inbounds double, ptr %242, i64 %317
  %320 = load double, ptr %319, align 8, !tbaa !9
  %321 = getelementptr inbounds double, ptr %226, i64 %317
  %322 = load double, ptr %321, align 8, !tbaa !9
  %323 = fmul double %311, %322
  %324 = call double @exp(double noundef %323) #14
  %325 = call double @llvm.fmuladd.f64(double %320, double %324, double %318)
  %326 = add nuw nsw i64 %317, 1
  %327 = icmp eq i64 %326, %315
  br i1 %327, label %328, label %316, !llvm.loop !25

328:                                              ; preds = %316, %310
  %329 = phi double [ 0.000000e+00, %310 ], [ %325, %316 ]
  %330 = call double @llvm.fmuladd.f64(double %311, double %311, double 1.000000e+00)
  %331 = fdiv double %329, %330
  br label %346

332:                                              ; preds = %252, %246
  %333 = phi double [ poison, %246 ], [ %272, %252 ]
  %334 = phi i64 [ 0, %246 ], [ %273, %252 ]
  %335 = phi double [ 0.000000e+00, %246 ], [ %272, %252 ]
  %336 = icmp eq i64 %248, 0
  br i1 %336, label %346, label %337

337:                                              ; preds = %332
  %338 = getelementptr inbounds double, ptr %242, i64 %334
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = getelementptr inbounds double, ptr %226, i64 %334
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = fmul double %339, %341
  %343 = call double @sin(double noundef %342) #14
  %344 = call double @llvm.fmuladd.f64(double %342, double %341, double %343)
  %345 = fadd double %335, %344
  br label %346

346:                                              ; preds = %337, %332, %282, %328
  %347 = phi double [ %285, %282 ], [ %331, %328 ], [ %333, %332 ], [ %345, %337 ]
  %348 = load i32, ptr %61, align 4, !tbaa !20
  store double %240, ptr %233, align 8, !tbaa !9
  %349 = load ptr, ptr %18, align 8, !tbaa !15
  switch i32 %348, label %417 [
    i32 0, label %350
    i32 1, label %383
  ]

350:                                              ; preds = %346
  %351 = load i32, ptr %60, align 8, !tbaa !19
  %352 = icmp sgt i32 %351, 0
  br i1 %352, label %353, label %453

353:                                              ; preds = %350
  %354 = zext nneg i32 %351 to i64
  %355 = and i64 %354, 1
  %356 = icmp eq i32 %351, 1
  br i1 %356, label %439, label %357

357:                                              ; preds = %353
  %358 = and i64 %354, 2147483646
  br label %359

359:                                              ; preds = %359, %357
  %360 = phi i64 [ 0, %357 ], [ %380, %359 ]
  %361 = phi double [ 0.000000e+00, %357 ], [ %379, %359 ]
  %362 = phi i64 [ 0, %357 ], [ %381, %359 ]
  %363 = getelementptr inbounds double, ptr %349, i64 %360
  %364 = load double, ptr %363, align 8, !tbaa !9
  %365 = getelementptr inbounds double, ptr %226, i64 %360
  %366 = load double, ptr %365, align 8, !tbaa !9
  %367 = fmul double %364, %366
  %368 = call double @sin(double noundef %367) #14
  %369 = call double @llvm.fmuladd.f64(double %367, double %366, double %368)
  %370 = fadd double %361, %369
  %371 = or disjoint i64 %360, 1
  %372 = getelementptr inbounds double, ptr %349, i64 %371
  %373 = load double, ptr %372, align 8, !tbaa !9
  %374 = getelementptr inbounds double, ptr %226, i64 %371
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = fmul double %373, %375
  %377 = call double @sin(double noundef %376) #14
  %378 = call double @llvm.fmuladd.f64(double %376, double %375, double %377)
  %379 = fadd double %370, %378
  %380 = add nuw nsw i64 %360, 2
  %381 = add i64 %362, 2
  %382 = icmp eq i64 %381, %358
  br i1 %382, label %439, label %359, !llvm.loop !21

383:                                              ; preds = %346
  %384 = load i32, ptr %60, align 8, !tbaa !19
  %385 = icmp sgt i32 %384, 1
  br i1 %385, label %386, label %453

386:                                              ; preds = %383
  %387 = add nsw i32 %384, -1
  %388 = zext nneg i32 %387 to i64
  br label %393

389:                                              ; preds = %393
  %390 = shufflevector <2 x double> %413, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %391 = fmul <2 x double> %390, %413
  %392 = extractelement <2 x double> %391, i64 0
  br label %453

393:                                              ; preds = %393, %386
  %394 = phi i64 [ 0, %386 ], [ %415, %393 ]
  %395 = phi i64 [ 1, %386 ], [ %414, %393 ]
  %396 = phi <2 x double> [ zeroinitializer, %386 ], [ %413, %393 ]
  %397 = getelementptr inbounds double, ptr %349, i64 %394
  %398 = load double, ptr %397, align 8, !tbaa !9
  %399 = getelementptr inbounds double, ptr %226, i64 %394
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = fmul double %398, %400
  %402 = getelementptr inbounds double, ptr %226, i64 %395
  %403 = load double, ptr %402, align 8, !tbaa !9
  %404 = getelementptr inbounds double, ptr %349, i64 %395
  %405 = load double, ptr %404, align 8, !tbaa !9
  %406 = fneg double %400
  %407 = fmul double %400, %406
  %408 = call double @exp(double noundef %407) #14
  %409 = insertelement <2 x double> poison, double %405, i64 0
  %410 = insertelement <2 x double> %409, double %401, i64 1
  %411 = insertelement <2 x double> poison, double %408, i64 0
  %412 = insertelement <2 x double> %411, double %403, i64 1
  %413 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> %412, <2 x double> %396)
  %414 = add nuw nsw i64 %395, 1
  %415 = add nuw nsw i64 %394, 1
  %416 = icmp eq i64 %415, %388
  br i1 %416, label %389, label %393, !llvm.loop !24

417:                                              ; preds = %346
  %418 = load double, ptr %59, align 8, !tbaa !18
  %419 = load i32, ptr %60, align 8, !tbaa !19
  %420 = icmp sgt i32 %419, 0
  br i1 %420, label %421, label %435

421:                                              ; preds = %417
  %422 = zext nneg i32 %419 to i64
  br label %423

423:                                              ; preds = %423, %421
  %424 = phi i64 [ 0, %421 ], [ %433, %423 ]
  %425 = phi double [ 0.000000e+00, %421 ], [ %432, %423 ]
  %426 = getelementptr inbounds double, ptr %349, i64 %424
  %427 = load double, ptr %426, align 8, !tbaa !9
  %428 = getelementptr inbounds double, ptr %226, i64 %424
  %429 = load double, ptr %428, align 8, !tbaa !9
  %430 = fmul double %418, %429
  %431 = call double @exp(double noundef %430) #14
  %432 = call double @llvm.fmuladd.f64(double %427, double %431, double %425)
  %433 = add nuw nsw i64 %424, 1
  %434 = icmp eq i64 %433, %422
  br i1 %434, label %435, label %423, !llvm.loop !25

435:                                              ; preds = %423, %417
  %436 = phi double [ 0.000000e+00, %417 ], [ %432, %423 ]
  %437 = call double @llvm.fmuladd.f64(double %418, double %418, double 1.000000e+00)
  %438 = fdiv double %436, %437
  br label %453

439:                                              ; preds = %359, %353
  %440 = phi double [ poison, %353 ], [ %379, %359 ]
  %441 = phi i64 [ 0, %353 ], [ %380, %359 ]
  %442 = phi double [ 0.000000e+00, %353 ], [ %379, %359 ]
  %443 = icmp eq i64 %355, 0
  br i1 %443, label %453, label %444

444:                                              ; preds = %439
  %445 = getelementptr inbounds double, ptr %349, i64 %441
  %446 = load double, ptr %445, align 8, !tbaa !9
  %447 = getelementptr inbounds double, ptr %226, i64 %441
  %448 = load double, ptr %447, align 8, !tbaa !9
  %449 = fmul double %446, %448
  %450 = call double @sin(double noundef %449) #14
  %451 = call double @llvm.fmuladd.f64(double %449, double %448, double %450)
  %452 = fadd double %442, %451
  br label %453

453:                                              ; preds = %444, %439, %276, %243, %350, %383, %389, %435
  %454 = phi double [ %347, %435 ], [ %347, %350 ], [ %347, %383 ], [ %347, %389 ], [ 0.000000e+00, %243 ], [ 0.000000e+00, %276 ], [ %347, %439 ], [ %347, %444 ]
  %455 = phi double [ %438, %435 ], [ 0.000000e+00, %350 ], [ 0.000000e+00, %383 ], [ %392, %389 ], [ 0.000000e+00, %243 ], [ 0.000000e+00, %276 ], [ %440, %439 ], [ %452, %444 ]
  store double %234, ptr %233, align 8, !tbaa !9
  %456 = fsub double %454, %455
  %457 = fsub double %239, %240
  %458 = fdiv double %456, %457
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = fcmp ogt double %459, 1.000000e+00
  %461 = select i1 %460, double %459, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %232, ptr %10, align 8, !tbaa !9
  %462 = load volatile double, ptr %10, align 8, !tbaa !9
  %463 = call double @llvm.fabs.f64(double %462)
  %464 = fcmp ueq double %463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %464, label %477, label %465

465:                                              ; preds = %453
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %458, ptr %9, align 8, !tbaa !9
  %466 = load volatile double, ptr %9, align 8, !tbaa !9
  %467 = call double @llvm.fabs.f64(double %466)
  %468 = fcmp ueq double %467, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %468, label %477, label %469

469:                                              ; preds = %465
  %470 = fsub double %232, %458
  %471 = call double @llvm.fabs.f64(double %470)
  %472 = fmul double %461, 0x3EB0C6F7A0B5ED8D
  %473 = fcmp ugt double %471, %472
  br i1 %473, label %477, label %474

474:                                              ; preds = %469
  %475 = trunc nuw nsw i64 %230 to i32
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %475, double noundef %232, double noundef %458, ptr noundef nonnull @.str.12)
  br label %482

477:                                              ; preds = %469, %465, %453
  %478 = trunc nuw nsw i64 %230 to i32
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %478, double noundef %232, double noundef %458, ptr noundef nonnull @.str.13)
  %480 = load i32, ptr @n_fail, align 4, !tbaa !13
  %481 = add nsw i32 %480, 1
  store i32 %481, ptr @n_fail, align 4, !tbaa !13
  br label %482

482:                                              ; preds = %477, %474
  %483 = add nuw nsw i64 %230, 1
  %484 = icmp eq i64 %483, %84
  br i1 %484, label %485, label %229, !llvm.loop !22

485:                                              ; preds = %482
  call void @free(ptr noundef nonnull %226) #14
  %486 = fadd double %223, 0x3EB0C6F7A0B5ED8D
  br i1 %83, label %487, label %492

487:                                              ; preds = %227, %485
  %488 = phi double [ %228, %227 ], [ %486, %485 ]
  %489 = call double @llvm.fmuladd.f64(double %488, double %488, double 1.000000e+00)
  %490 = fdiv double 0.000000e+00, %489
  %491 = fadd double %223, 0xBEB0C6F7A0B5ED8D
  br label %520

492:                                              ; preds = %485, %492
  %493 = phi i64 [ %502, %492 ], [ 0, %485 ]
  %494 = phi double [ %501, %492 ], [ 0.000000e+00, %485 ]
  %495 = getelementptr inbounds double, ptr %13, i64 %493
  %496 = load double, ptr %495, align 8, !tbaa !9
  %497 = getelementptr inbounds double, ptr %14, i64 %493
  %498 = load double, ptr %497, align 8, !tbaa !9
  %499 = fmul double %486, %498
  %500 = call double @exp(double noundef %499) #14
  %501 = call double @llvm.fmuladd.f64(double %496, double %500, double %494)
  %502 = add nuw nsw i64 %493, 1
  %503 = icmp eq i64 %502, %84
  br i1 %503, label %504, label %492, !llvm.loop !25

504:                                              ; preds = %492
  %505 = call double @llvm.fmuladd.f64(double %486, double %486, double 1.000000e+00)
  %506 = fdiv double %501, %505
  %507 = fadd double %223, 0xBEB0C6F7A0B5ED8D
  br label %508

508:                                              ; preds = %504, %508
  %509 = phi i64 [ %518, %508 ], [ 0, %504 ]
  %510 = phi double [ %517, %508 ], [ 0.000000e+00, %504 ]
  %511 = getelementptr inbounds double, ptr %13, i64 %509
  %512 = load double, ptr %511, align 8, !tbaa !9
  %513 = getelementptr inbounds double, ptr %14, i64 %509
  %514 = load double, ptr %513, align 8, !tbaa !9
  %515 = fmul double %507, %514
  %516 = call double @exp(double noundef %515) #14
  %517 = call double @llvm.fmuladd.f64(double %512, double %516, double %510)
  %518 = add nuw nsw i64 %509, 1
  %519 = icmp eq i64 %518, %84
  br i1 %519, label %520, label %508, !llvm.loop !25

520:                                              ; preds = %508, %487
  %521 = phi double [ %488, %487 ], [ %486, %508 ]
  %522 = phi double [ %491, %487 ], [ %507, %508 ]
  %523 = phi double [ %490, %487 ], [ %506, %508 ]
  %524 = phi double [ 0.000000e+00, %487 ], [ %517, %508 ]
  %525 = call double @llvm.fmuladd.f64(double %522, double %522, double 1.000000e+00)
  %526 = fdiv double %524, %525
  %527 = fsub double %523, %526
  %528 = fsub double %521, %522
  %529 = fdiv double %527, %528
  %530 = call double @llvm.fabs.f64(double %529)
  %531 = fcmp ogt double %530, 1.000000e+00
  %532 = select i1 %531, double %530, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %225, ptr %8, align 8, !tbaa !9
  %533 = load volatile double, ptr %8, align 8, !tbaa !9
  %534 = call double @llvm.fabs.f64(double %533)
  %535 = fcmp ueq double %534, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %535, label %547, label %536

536:                                              ; preds = %520
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %529, ptr %7, align 8, !tbaa !9
  %537 = load volatile double, ptr %7, align 8, !tbaa !9
  %538 = call double @llvm.fabs.f64(double %537)
  %539 = fcmp ueq double %538, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %539, label %547, label %540

540:                                              ; preds = %536
  %541 = fsub double %225, %529
  %542 = call double @llvm.fabs.f64(double %541)
  %543 = fmul double %532, 0x3EB0C6F7A0B5ED8D
  %544 = fcmp ugt double %542, %543
  br i1 %544, label %547, label %545

545:                                              ; preds = %540
  %546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %222, double noundef %225, double noundef %529, ptr noundef nonnull @.str.12)
  br label %551

547:                                              ; preds = %540, %536, %520
  %548 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %222, double noundef %225, double noundef %529, ptr noundef nonnull @.str.13)
  %549 = load i32, ptr @n_fail, align 4, !tbaa !13
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr @n_fail, align 4, !tbaa !13
  br label %551

551:                                              ; preds = %545, %547
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, i8 0, i64 320, i1 false)
  %552 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %553 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %554 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %555 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %552, ptr noundef nonnull %13, i32 noundef %553, ptr noundef nonnull %14, ptr noundef nonnull %15, i32 noundef %554, double noundef %223, i32 noundef %70) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %555, ptr %6, align 8, !tbaa !9
  %556 = load volatile double, ptr %6, align 8, !tbaa !9
  %557 = call double @llvm.fabs.f64(double %556)
  %558 = fcmp ueq double %557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %558, label %570, label %559

559:                                              ; preds = %551
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %529, ptr %5, align 8, !tbaa !9
  %560 = load volatile double, ptr %5, align 8, !tbaa !9
  %561 = call double @llvm.fabs.f64(double %560)
  %562 = fcmp ueq double %561, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %562, label %570, label %563

563:                                              ; preds = %559
  %564 = fsub double %555, %529
  %565 = call double @llvm.fabs.f64(double %564)
  %566 = fmul double %532, 0x3EB0C6F7A0B5ED8D
  %567 = fcmp ugt double %565, %566
  br i1 %567, label %570, label %568

568:                                              ; preds = %563
  %569 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %222, double noundef %555, double noundef %529, ptr noundef nonnull @.str.12)
  br label %574

570:                                              ; preds = %563, %559, %551
  %571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %222, double noundef %555, double noundef %529, ptr noundef nonnull @.str.13)
  %572 = load i32, ptr @n_fail, align 4, !tbaa !13
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr @n_fail, align 4, !tbaa !13
  br label %574

574:                                              ; preds = %568, %570
  br i1 %221, label %220, label %217, !llvm.loop !26

575:                                              ; preds = %62, %605
  %576 = phi i64 [ 0, %62 ], [ %606, %605 ]
  %577 = getelementptr inbounds [40 x double], ptr %17, i64 0, i64 %576
  %578 = load double, ptr %577, align 8, !tbaa !9
  %579 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 %576
  %580 = load double, ptr %579, align 8, !tbaa !9
  %581 = fmul double %580, 2.000000e+00
  %582 = call double @llvm.fabs.f64(double %581)
  %583 = fcmp ogt double %582, 1.000000e+00
  %584 = select i1 %583, double %582, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %578, ptr %4, align 8, !tbaa !9
  %585 = load volatile double, ptr %4, align 8, !tbaa !9
  %586 = call double @llvm.fabs.f64(double %585)
  %587 = fcmp ueq double %586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %587, label %600, label %588

588:                                              ; preds = %575
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %581, ptr %3, align 8, !tbaa !9
  %589 = load volatile double, ptr %3, align 8, !tbaa !9
  %590 = call double @llvm.fabs.f64(double %589)
  %591 = fcmp ueq double %590, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %591, label %600, label %592

592:                                              ; preds = %588
  %593 = fsub double %578, %581
  %594 = call double @llvm.fabs.f64(double %593)
  %595 = fmul double %584, 0x3D719799812DEA11
  %596 = fcmp ugt double %594, %595
  br i1 %596, label %600, label %597

597:                                              ; preds = %592
  %598 = trunc nuw nsw i64 %576 to i32
  %599 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %598, double noundef %578, double noundef %581, ptr noundef nonnull @.str.12)
  br label %605

600:                                              ; preds = %592, %588, %575
  %601 = trunc nuw nsw i64 %576 to i32
  %602 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %601, double noundef %578, double noundef %581, ptr noundef nonnull @.str.13)
  %603 = load i32, ptr @n_fail, align 4, !tbaa !13
  %604 = add nsw i32 %603, 1
  store i32 %604, ptr @n_fail, align 4, !tbaa !13
  br label %605

605:                                              ; preds = %597, %600
  %606 = add nuw nsw i64 %576, 1
  %607 = icmp eq i64 %606, 40
  br i1 %607, label %608, label %575, !llvm.loop !27

608:                                              ; preds = %605
  store <2 x double> <double 0.000000e+00, double 2.500000e-01>, ptr %17, align 16, !tbaa !9
  %609 = getelementptr inbounds i8, ptr %17, i64 16
  store <2 x double> <double 5.000000e-01, double 7.500000e-01>, ptr %609, align 16, !tbaa !9
  %610 = getelementptr inbounds i8, ptr %17, i64 32
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %610, align 16, !tbaa !9
  %611 = getelementptr inbounds i8, ptr %17, i64 48
  store <2 x double> <double 1.500000e+00, double 1.750000e+00>, ptr %611, align 16, !tbaa !9
  %612 = getelementptr inbounds i8, ptr %17, i64 64
  store <2 x double> <double 2.000000e+00, double 2.250000e+00>, ptr %612, align 16, !tbaa !9
  %613 = getelementptr inbounds i8, ptr %17, i64 80
  store <2 x double> <double 2.500000e+00, double 2.750000e+00>, ptr %613, align 16, !tbaa !9
  %614 = getelementptr inbounds i8, ptr %17, i64 96
  store <2 x double> <double 3.000000e+00, double 3.250000e+00>, ptr %614, align 16, !tbaa !9
  %615 = getelementptr inbounds i8, ptr %17, i64 112
  store <2 x double> <double 3.500000e+00, double 3.750000e+00>, ptr %615, align 16, !tbaa !9
  %616 = getelementptr inbounds i8, ptr %17, i64 128
  store <2 x double> <double 4.000000e+00, double 4.250000e+00>, ptr %616, align 16, !tbaa !9
  %617 = getelementptr inbounds i8, ptr %17, i64 144
  store <2 x double> <double 4.500000e+00, double 4.750000e+00>, ptr %617, align 16, !tbaa !9
  %618 = getelementptr inbounds i8, ptr %17, i64 160
  store <2 x double> <double 5.000000e+00, double 5.250000e+00>, ptr %618, align 16, !tbaa !9
  %619 = getelementptr inbounds i8, ptr %17, i64 176
  store <2 x double> <double 5.500000e+00, double 5.750000e+00>, ptr %619, align 16, !tbaa !9
  %620 = getelementptr inbounds i8, ptr %17, i64 192
  store <2 x double> <double 6.000000e+00, double 6.250000e+00>, ptr %620, align 16, !tbaa !9
  %621 = getelementptr inbounds i8, ptr %17, i64 208
  store <2 x double> <double 6.500000e+00, double 6.750000e+00>, ptr %621, align 16, !tbaa !9
  %622 = getelementptr inbounds i8, ptr %17, i64 224
  store <2 x double> <double 7.000000e+00, double 7.250000e+00>, ptr %622, align 16, !tbaa !9
  %623 = getelementptr inbounds i8, ptr %17, i64 240
  store <2 x double> <double 7.500000e+00, double 7.750000e+00>, ptr %623, align 16, !tbaa !9
  %624 = getelementptr inbounds i8, ptr %17, i64 256
  store <2 x double> <double 8.000000e+00, double 8.250000e+00>, ptr %624, align 16, !tbaa !9
  %625 = getelementptr inbounds i8, ptr %17, i64 272
  store <2 x double> <double 8.500000e+00, double 8.750000e+00>, ptr %625, align 16, !tbaa !9
  %626 = getelementptr inbounds i8, ptr %17, i64 288
  store <2 x double> <double 9.000000e+00, double 9.250000e+00>, ptr %626, align 16, !tbaa !9
  %627 = getelementptr inbounds i8, ptr %17, i64 304
  store <2 x double> <double 9.500000e+00, double 9.750000e+00>, ptr %627, align 16, !tbaa !9
  %628 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %629 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %628, ptr noundef nonnull %13, ptr noundef nonnull %14, ptr noundef nonnull %17, i32 noundef 40) #14
  br label %636

630:                                              ; preds = %666
  %631 = load i32, ptr @n_fail, align 4, !tbaa !13
  %632 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %631)
  %633 = load i32, ptr @n_fail, align 4, !tbaa !13
  %634 = icmp ne i32 %633, 0
  %635 = zext i1 %634 to i32
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %17) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %16) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %13) #14
  ret i32 %635

636:                                              ; preds = %608, %666
  %637 = phi i64 [ 0, %608 ], [ %667, %666 ]
  %638 = getelementptr inbounds [40 x double], ptr %17, i64 0, i64 %637
  %639 = load double, ptr %638, align 8, !tbaa !9
  %640 = trunc nuw nsw i64 %637 to i32
  %641 = uitofp nneg i32 %640 to double
  %642 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 %637
  %643 = load double, ptr %642, align 8, !tbaa !9
  %644 = call double @llvm.fmuladd.f64(double %641, double 2.500000e-01, double %643)
  %645 = call double @llvm.fabs.f64(double %644)
  %646 = fcmp ogt double %645, 1.000000e+00
  %647 = select i1 %646, double %645, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %639, ptr %2, align 8, !tbaa !9
  %648 = load volatile double, ptr %2, align 8, !tbaa !9
  %649 = call double @llvm.fabs.f64(double %648)
  %650 = fcmp ueq double %649, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %650, label %662, label %651

651:                                              ; preds = %636
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %644, ptr %1, align 8, !tbaa !9
  %652 = load volatile double, ptr %1, align 8, !tbaa !9
  %653 = call double @llvm.fabs.f64(double %652)
  %654 = fcmp ueq double %653, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %654, label %662, label %655

655:                                              ; preds = %651
  %656 = fsub double %639, %644
  %657 = call double @llvm.fabs.f64(double %656)
  %658 = fmul double %647, 0x3D719799812DEA11
  %659 = fcmp ugt double %657, %658
  br i1 %659, label %662, label %660

660:                                              ; preds = %655
  %661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %640, double noundef %639, double noundef %644, ptr noundef nonnull @.str.12)
  br label %666

662:                                              ; preds = %655, %651, %636
  %663 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %640, double noundef %639, double noundef %644, ptr noundef nonnull @.str.13)
  %664 = load i32, ptr @n_fail, align 4, !tbaa !13
  %665 = add nsw i32 %664, 1
  store i32 %665, ptr @n_fail, align 4, !tbaa !13
  br label %666

666:                                              ; preds = %660, %662
  %667 = add nuw nsw i64 %637, 1
  %668 = icmp eq i64 %667, 40
  br i1 %668, label %630, label %636, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @wsum(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %27

11:                                               ; preds = %27, %5
  %12 = phi double [ poison, %5 ], [ %47, %27 ]
  %13 = phi i64 [ 0, %5 ], [ %48, %27 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %47, %27 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds double, ptr %1, i64 %13
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %18, %20
  %22 = tail call double @sin(double noundef %21) #14
  %23 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %22)
  %24 = fadd double %14, %23
  br label %25

25:                                               ; preds = %16, %11, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %26

27:                                               ; preds = %27, %9
  %28 = phi i64 [ 0, %9 ], [ %48, %27 ]
  %29 = phi double [ 0.000000e+00, %9 ], [ %47, %27 ]
  %30 = phi i64 [ 0, %9 ], [ %49, %27 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = getelementptr inbounds double, ptr %1, i64 %28
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %32, %34
  %36 = tail call double @sin(double noundef %35) #14
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %36)
  %38 = fadd double %29, %37
  %39 = or disjoint i64 %28, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %41, %43
  %45 = tail call double @sin(double noundef %44) #14
  %46 = tail call double @llvm.fmuladd.f64(double %44, double %43, double %45)
  %47 = fadd double %38, %46
  %48 = add nuw nsw i64 %28, 2
  %49 = add i64 %30, 2
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %11, label %27, !llvm.loop !21
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef readonly %5) unnamed_addr #5 {
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
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !29
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !29
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
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %0, i32 noundef %52, double noundef %22, double noundef %35, ptr noundef nonnull @.str.12)
  br label %59

54:                                               ; preds = %46, %42, %19
  %55 = trunc nuw nsw i64 %20 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %0, i32 noundef %55, double noundef %22, double noundef %35, ptr noundef nonnull @.str.13)
  %57 = load i32, ptr @n_fail, align 4, !tbaa !13
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @n_fail, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %51, %54
  %60 = add nuw nsw i64 %20, 1
  %61 = icmp eq i64 %60, %17
  br i1 %61, label %18, label %19, !llvm.loop !22
}

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @obj_x(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 20
  %4 = load i32, ptr %3, align 4, !tbaa !20
  %5 = load ptr, ptr %1, align 8, !tbaa !15
  switch i32 %4, label %75 [
    i32 0, label %6
    i32 1, label %40
  ]

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !19
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %113

10:                                               ; preds = %6
  %11 = zext nneg i32 %8 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %8, 1
  br i1 %13, label %99, label %14

14:                                               ; preds = %10
  %15 = and i64 %11, 2147483646
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %37, %16 ]
  %18 = phi double [ 0.000000e+00, %14 ], [ %36, %16 ]
  %19 = phi i64 [ 0, %14 ], [ %38, %16 ]
  %20 = getelementptr inbounds double, ptr %5, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %0, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %21, %23
  %25 = tail call double @sin(double noundef %24) #14
  %26 = tail call double @llvm.fmuladd.f64(double %24, double %23, double %25)
  %27 = fadd double %18, %26
  %28 = or disjoint i64 %17, 1
  %29 = getelementptr inbounds double, ptr %5, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %30, %32
  %34 = tail call double @sin(double noundef %33) #14
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %32, double %34)
  %36 = fadd double %27, %35
  %37 = add nuw nsw i64 %17, 2
  %38 = add i64 %19, 2
  %39 = icmp eq i64 %38, %15
  br i1 %39, label %99, label %16, !llvm.loop !21

40:                                               ; preds = %2
  %41 = getelementptr inbounds i8, ptr %1, i64 16
  %42 = load i32, ptr %41, align 8, !tbaa !19
  %43 = icmp sgt i32 %42, 1
  br i1 %43, label %44, label %113

44:                                               ; preds = %40
  %45 = add nsw i32 %42, -1
  %46 = zext nneg i32 %45 to i64
  br label %51

47:                                               ; preds = %51
  %48 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %49 = fmul <2 x double> %48, %71
  %50 = extractelement <2 x double> %49, i64 0
  br label %113

51:                                               ; preds = %51, %44
  %52 = phi i64 [ 0, %44 ], [ %73, %51 ]
  %53 = phi i64 [ 1, %44 ], [ %72, %51 ]
  %54 = phi <2 x double> [ zeroinitializer, %44 ], [ %71, %51 ]
  %55 = getelementptr inbounds double, ptr %5, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = getelementptr inbounds double, ptr %0, i64 %52
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul double %56, %58
  %60 = getelementptr inbounds double, ptr %0, i64 %53
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %5, i64 %53
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fneg double %58
  %65 = fmul double %58, %64
  %66 = tail call double @exp(double noundef %65) #14
  %67 = insertelement <2 x double> poison, double %63, i64 0
  %68 = insertelement <2 x double> %67, double %59, i64 1
  %69 = insertelement <2 x double> poison, double %66, i64 0
  %70 = insertelement <2 x double> %69, double %61, i64 1
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> %70, <2 x double> %54)
  %72 = add nuw nsw i64 %53, 1
  %73 = add nuw nsw i64 %52, 1
  %74 = icmp eq i64 %73, %46
  br i1 %74, label %47, label %51, !llvm.loop !24

75:                                               ; preds = %2
  %76 = getelementptr inbounds i8, ptr %1, i64 8
  %77 = load double, ptr %76, align 8, !tbaa !18
  %78 = getelementptr inbounds i8, ptr %1, i64 16
  %79 = load i32, ptr %78, align 8, !tbaa !19
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %95

81:                                               ; preds = %75
  %82 = zext nneg i32 %79 to i64
  br label %83

83:                                               ; preds = %83, %81
  %84 = phi i64 [ 0, %81 ], [ %93, %83 ]
  %85 = phi double [ 0.000000e+00, %81 ], [ %92, %83 ]
  %86 = getelementptr inbounds double, ptr %5, i64 %84
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = getelementptr inbounds double, ptr %0, i64 %84
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = fmul double %77, %89
  %91 = tail call double @exp(double noundef %90) #14
  %92 = tail call double @llvm.fmuladd.f64(double %87, double %91, double %85)
  %93 = add nuw nsw i64 %84, 1
  %94 = icmp eq i64 %93, %82
  br i1 %94, label %95, label %83, !llvm.loop !25

95:                                               ; preds = %83, %75
  %96 = phi double [ 0.000000e+00, %75 ], [ %92, %83 ]
  %97 = tail call double @llvm.fmuladd.f64(double %77, double %77, double 1.000000e+00)
  %98 = fdiv double %96, %97
  br label %113

99:                                               ; preds = %16, %10
  %100 = phi double [ poison, %10 ], [ %36, %16 ]
  %101 = phi i64 [ 0, %10 ], [ %37, %16 ]
  %102 = phi double [ 0.000000e+00, %10 ], [ %36, %16 ]
  %103 = icmp eq i64 %12, 0
  br i1 %103, label %113, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds double, ptr %5, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds double, ptr %0, i64 %101
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fmul double %106, %108
  %110 = tail call double @sin(double noundef %109) #14
  %111 = tail call double @llvm.fmuladd.f64(double %109, double %108, double %110)
  %112 = fadd double %102, %111
  br label %113

113:                                              ; preds = %104, %99, %47, %40, %6, %95
  %114 = phi double [ %98, %95 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %40 ], [ %50, %47 ], [ %100, %99 ], [ %112, %104 ]
  ret double %114
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @wchain(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  br label %14

8:                                                ; preds = %14
  %9 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %10 = fmul <2 x double> %9, %34
  %11 = extractelement <2 x double> %10, i64 0
  br label %12

12:                                               ; preds = %8, %3
  %13 = phi double [ 0.000000e+00, %3 ], [ %11, %8 ]
  ret double %13

14:                                               ; preds = %5, %14
  %15 = phi i64 [ 0, %5 ], [ %36, %14 ]
  %16 = phi i64 [ 1, %5 ], [ %35, %14 ]
  %17 = phi <2 x double> [ zeroinitializer, %5 ], [ %34, %14 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %15
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = getelementptr inbounds double, ptr %1, i64 %15
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %19, %21
  %23 = getelementptr inbounds double, ptr %1, i64 %16
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = getelementptr inbounds double, ptr %0, i64 %16
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fneg double %21
  %28 = fmul double %21, %27
  %29 = tail call double @exp(double noundef %28) #14
  %30 = insertelement <2 x double> poison, double %26, i64 0
  %31 = insertelement <2 x double> %30, double %22, i64 1
  %32 = insertelement <2 x double> poison, double %29, i64 0
  %33 = insertelement <2 x double> %32, double %24, i64 1
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %31, <2 x double> %33, <2 x double> %17)
  %35 = add nuw nsw i64 %16, 1
  %36 = add nuw nsw i64 %15, 1
  %37 = icmp eq i64 %36, %7
  br i1 %37, label %8, label %14, !llvm.loop !24
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @wscale(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3) #4 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %12

8:                                                ; preds = %12, %4
  %9 = phi double [ 0.000000e+00, %4 ], [ %21, %12 ]
  %10 = tail call double @llvm.fmuladd.f64(double %2, double %2, double 1.000000e+00)
  %11 = fdiv double %9, %10
  ret double %11

12:                                               ; preds = %6, %12
  %13 = phi i64 [ 0, %6 ], [ %22, %12 ]
  %14 = phi double [ 0.000000e+00, %6 ], [ %21, %12 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = getelementptr inbounds double, ptr %1, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %2
  %20 = tail call double @exp(double noundef %19) #14
  %21 = tail call double @llvm.fmuladd.f64(double %16, double %20, double %14)
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %8, label %12, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !10, i64 8, !14, i64 16, !14, i64 20}
!17 = !{!"any pointer", !7, i64 0}
!18 = !{!16, !10, i64 8}
!19 = !{!16, !14, i64 16}
!20 = !{!16, !14, i64 20}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{null, ptr @obj_x}
