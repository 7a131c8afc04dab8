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
  %11 = alloca [40 x double], align 16
  %12 = alloca [40 x double], align 16
  %13 = alloca [40 x double], align 16
  %14 = alloca [40 x double], align 16
  %15 = alloca [40 x double], align 16
  %16 = alloca %struct.Ctx, align 8
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %11) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %15) #14
  %17 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %18

18:                                               ; preds = %18, %0
  %19 = phi i64 [ 0, %0 ], [ %34, %18 ]
  %20 = phi i64 [ %17, %0 ], [ %29, %18 ]
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = lshr i64 %22, 11
  %24 = uitofp nneg i64 %23 to double
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 0x3CA0000000000000, double 5.000000e-01)
  %26 = getelementptr inbounds double, ptr %11, i64 %19
  store double %25, ptr %26, align 16, !tbaa !9
  %27 = or disjoint i64 %19, 1
  %28 = mul i64 %22, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = lshr i64 %29, 11
  %31 = uitofp nneg i64 %30 to double
  %32 = tail call double @llvm.fmuladd.f64(double %31, double 0x3CA0000000000000, double 5.000000e-01)
  %33 = getelementptr inbounds double, ptr %11, i64 %27
  store double %32, ptr %33, align 8, !tbaa !9
  %34 = add nuw nsw i64 %19, 2
  %35 = icmp eq i64 %34, 40
  br i1 %35, label %36, label %18, !llvm.loop !11

36:                                               ; preds = %18, %36
  %37 = phi i64 [ %54, %36 ], [ 0, %18 ]
  %38 = phi i64 [ %48, %36 ], [ %29, %18 ]
  %39 = mul i64 %38, 6364136223846793005
  %40 = add i64 %39, 1442695040888963407
  %41 = lshr i64 %40, 10
  %42 = and i64 %41, 18014398509481982
  %43 = uitofp nneg i64 %42 to double
  %44 = tail call double @llvm.fmuladd.f64(double %43, double 0x3CA0000000000000, double -1.000000e+00)
  %45 = getelementptr inbounds double, ptr %12, i64 %37
  store double %44, ptr %45, align 16, !tbaa !9
  %46 = or disjoint i64 %37, 1
  %47 = mul i64 %40, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = lshr i64 %48, 10
  %50 = and i64 %49, 18014398509481982
  %51 = uitofp nneg i64 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 0x3CA0000000000000, double -1.000000e+00)
  %53 = getelementptr inbounds double, ptr %12, i64 %46
  store double %52, ptr %53, align 8, !tbaa !9
  %54 = add nuw nsw i64 %37, 2
  %55 = icmp eq i64 %54, 40
  br i1 %55, label %56, label %36, !llvm.loop !11

56:                                               ; preds = %36
  store i64 %48, ptr @rng_state, align 8, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %16, i64 8
  %58 = getelementptr inbounds i8, ptr %16, i64 16
  %59 = getelementptr inbounds i8, ptr %16, i64 20
  br label %65

60:                                               ; preds = %215
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %61 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %62 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %61, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef 40) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %15, ptr noundef nonnull align 16 dereferenceable(320) %13, i64 320, i1 false)
  %63 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %64 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %63, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %15, i32 noundef 40) #14
  br label %311

65:                                               ; preds = %56, %215
  %66 = phi i64 [ 0, %56 ], [ %216, %215 ]
  %67 = getelementptr inbounds [4 x i32], ptr @main.ns, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #14
  store ptr %11, ptr %16, align 8, !tbaa !15
  store double 0.000000e+00, ptr %57, align 8, !tbaa !18
  store i32 %68, ptr %58, align 8, !tbaa !19
  store i32 0, ptr %59, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %69 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %70 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %69, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %68) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @obj_x, ptr noundef nonnull %16, ptr noundef nonnull %12, i32 noundef %68, ptr noundef nonnull %13)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %71 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %72 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %73 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %71, ptr noundef nonnull %11, i32 noundef %72, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %71, i32 noundef %68) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.1, ptr noundef nonnull @obj_x, ptr noundef nonnull %16, ptr noundef nonnull %12, i32 noundef %68, ptr noundef nonnull %13)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %14, i8 0, i64 320, i1 false)
  %74 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, ptr noundef nonnull %11, ptr noundef nonnull %14, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %68) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @obj_x, ptr noundef nonnull %16, ptr noundef nonnull %12, i32 noundef %68, ptr noundef nonnull %13)
  %75 = call i32 @llvm.smax.i32(i32 %68, i32 1)
  %76 = zext nneg i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 3
  %78 = call noalias ptr @malloc(i64 noundef %77) #15
  %79 = sext i32 %68 to i64
  %80 = shl nsw i64 %79, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %78, ptr nonnull readonly align 16 %11, i64 %80, i1 false)
  %81 = icmp eq i64 %66, 3
  %82 = zext i32 %68 to i64
  br i1 %81, label %212, label %83

83:                                               ; preds = %65
  %84 = add nsw i64 %82, -1
  %85 = and i64 %82, 1
  %86 = icmp eq i64 %84, 0
  %87 = and i64 %82, 4294967294
  %88 = icmp eq i64 %85, 0
  %89 = and i64 %82, 1
  %90 = icmp eq i64 %84, 0
  %91 = and i64 %82, 4294967294
  %92 = icmp eq i64 %89, 0
  br label %93

93:                                               ; preds = %83, %209
  %94 = phi i64 [ %210, %209 ], [ 0, %83 ]
  %95 = getelementptr inbounds double, ptr %14, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds double, ptr %78, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ogt double %99, 1.000000e+00
  %101 = select i1 %100, double %99, double 1.000000e+00
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fadd double %98, %102
  store double %103, ptr %97, align 8, !tbaa !9
  br i1 %86, label %128, label %104

104:                                              ; preds = %93, %104
  %105 = phi i64 [ %125, %104 ], [ 0, %93 ]
  %106 = phi double [ %124, %104 ], [ 0.000000e+00, %93 ]
  %107 = phi i64 [ %126, %104 ], [ 0, %93 ]
  %108 = getelementptr inbounds double, ptr %78, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = getelementptr inbounds double, ptr %12, i64 %105
  %111 = load double, ptr %110, align 16, !tbaa !9
  %112 = fmul double %109, %111
  %113 = call double @sin(double noundef %112) #14
  %114 = call double @llvm.fmuladd.f64(double %112, double %111, double %113)
  %115 = fadd double %106, %114
  %116 = or disjoint i64 %105, 1
  %117 = getelementptr inbounds double, ptr %78, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = getelementptr inbounds double, ptr %12, i64 %116
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = fmul double %118, %120
  %122 = call double @sin(double noundef %121) #14
  %123 = call double @llvm.fmuladd.f64(double %121, double %120, double %122)
  %124 = fadd double %115, %123
  %125 = add nuw nsw i64 %105, 2
  %126 = add i64 %107, 2
  %127 = icmp eq i64 %126, %87
  br i1 %127, label %128, label %104, !llvm.loop !21

128:                                              ; preds = %104, %93
  %129 = phi double [ poison, %93 ], [ %124, %104 ]
  %130 = phi i64 [ 0, %93 ], [ %125, %104 ]
  %131 = phi double [ 0.000000e+00, %93 ], [ %124, %104 ]
  br i1 %88, label %141, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds double, ptr %78, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = getelementptr inbounds double, ptr %12, i64 %130
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fmul double %134, %136
  %138 = call double @sin(double noundef %137) #14
  %139 = call double @llvm.fmuladd.f64(double %137, double %136, double %138)
  %140 = fadd double %131, %139
  br label %141

141:                                              ; preds = %128, %132
  %142 = phi double [ %129, %128 ], [ %140, %132 ]
  %143 = fsub double %98, %102
  store double %143, ptr %97, align 8, !tbaa !9
  br i1 %90, label %168, label %144

144:                                              ; preds = %141, %144
  %145 = phi i64 [ %165, %144 ], [ 0, %141 ]
  %146 = phi double [ %164, %144 ], [ 0.000000e+00, %141 ]
  %147 = phi i64 [ %166, %144 ], [ 0, %141 ]
  %148 = getelementptr inbounds double, ptr %78, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = getelementptr inbounds double, ptr %12, i64 %145
  %151 = load double, ptr %150, align 16, !tbaa !9
  %152 = fmul double %149, %151
  %153 = call double @sin(double noundef %152) #14
  %154 = call double @llvm.fmuladd.f64(double %152, double %151, double %153)
  %155 = fadd double %146, %154
  %156 = or disjoint i64 %145, 1
  %157 = getelementptr inbounds double, ptr %78, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = getelementptr inbounds double, ptr %12, i64 %156
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = fmul double %158, %160
  %162 = call double @sin(double noundef %161) #14
  %163 = call double @llvm.fmuladd.f64(double %161, double %160, double %162)
  %164 = fadd double %155, %163
  %165 = add nuw nsw i64 %145, 2
  %166 = add i64 %147, 2
  %167 = icmp eq i64 %166, %91
  br i1 %167, label %168, label %144, !llvm.loop !21

168:                                              ; preds = %144, %141
  %169 = phi double [ poison, %141 ], [ %164, %144 ]
  %170 = phi i64 [ 0, %141 ], [ %165, %144 ]
  %171 = phi double [ 0.000000e+00, %141 ], [ %164, %144 ]
  br i1 %92, label %181, label %172

172:                                              ; preds = %168
  %173 = getelementptr inbounds double, ptr %78, i64 %170
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = getelementptr inbounds double, ptr %12, i64 %170
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = fmul double %174, %176
  %178 = call double @sin(double noundef %177) #14
  %179 = call double @llvm.fmuladd.f64(double %177, double %176, double %178)
  %180 = fadd double %171, %179
  br label %181

181:                                              ; preds = %168, %172
  %182 = phi double [ %169, %168 ], [ %180, %172 ]
  store double %98, ptr %97, align 8, !tbaa !9
  %183 = fsub double %142, %182
  %184 = fsub double %103, %143
  %185 = fdiv double %183, %184
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = fcmp ogt double %186, 1.000000e+00
  %188 = select i1 %187, double %186, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %96, ptr %10, align 8, !tbaa !9
  %189 = load volatile double, ptr %10, align 8, !tbaa !9
  %190 = call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %191, label %204, label %192

192:                                              ; preds = %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %185, ptr %9, align 8, !tbaa !9
  %193 = load volatile double, ptr %9, align 8, !tbaa !9
  %194 = call double @llvm.fabs.f64(double %193)
  %195 = fcmp ueq double %194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %195, label %204, label %196

196:                                              ; preds = %192
  %197 = fsub double %96, %185
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = fmul double %188, 0x3EB0C6F7A0B5ED8D
  %200 = fcmp ugt double %198, %199
  br i1 %200, label %204, label %201

201:                                              ; preds = %196
  %202 = trunc nuw nsw i64 %94 to i32
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %202, double noundef %96, double noundef %185, ptr noundef nonnull @.str.12)
  br label %209

204:                                              ; preds = %196, %192, %181
  %205 = trunc nuw nsw i64 %94 to i32
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i32 noundef %205, double noundef %96, double noundef %185, ptr noundef nonnull @.str.13)
  %207 = load i32, ptr @n_fail, align 4, !tbaa !13
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @n_fail, align 4, !tbaa !13
  br label %209

209:                                              ; preds = %204, %201
  %210 = add nuw nsw i64 %94, 1
  %211 = icmp eq i64 %210, %82
  br i1 %211, label %212, label %93, !llvm.loop !22

212:                                              ; preds = %209, %65
  call void @free(ptr noundef %78) #14
  store i32 1, ptr %59, align 4, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %213 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %214 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wchain, i32 noundef %213, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %68) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.4, ptr noundef nonnull @obj_x, ptr noundef nonnull %16, ptr noundef nonnull %12, i32 noundef %68, ptr noundef nonnull %13)
  store i32 2, ptr %59, align 4, !tbaa !20
  br label %218

215:                                              ; preds = %310
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #14
  %216 = add nuw nsw i64 %66, 1
  %217 = icmp eq i64 %216, 4
  br i1 %217, label %60, label %65, !llvm.loop !23

218:                                              ; preds = %212, %310
  %219 = phi i1 [ true, %212 ], [ false, %310 ]
  %220 = phi i32 [ 0, %212 ], [ 1, %310 ]
  %221 = select i1 %219, double 0x3FE6666666666666, double -4.000000e-01
  store double %221, ptr %57, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %222 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %223 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %222, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, double noundef %221, i32 noundef %68) #14
  call fastcc void @check_grad(ptr noundef nonnull @.str.5, ptr noundef nonnull @obj_x, ptr noundef nonnull %16, ptr noundef nonnull %12, i32 noundef %68, ptr noundef nonnull %13)
  %224 = fadd double %221, 0x3EB0C6F7A0B5ED8D
  br i1 %81, label %225, label %229

225:                                              ; preds = %218
  %226 = call double @llvm.fmuladd.f64(double %224, double %224, double 1.000000e+00)
  %227 = fdiv double 0.000000e+00, %226
  %228 = fadd double %221, 0xBEB0C6F7A0B5ED8D
  br label %257

229:                                              ; preds = %218, %229
  %230 = phi i64 [ %239, %229 ], [ 0, %218 ]
  %231 = phi double [ %238, %229 ], [ 0.000000e+00, %218 ]
  %232 = getelementptr inbounds double, ptr %11, i64 %230
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = getelementptr inbounds double, ptr %12, i64 %230
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = fmul double %224, %235
  %237 = call double @exp(double noundef %236) #14
  %238 = call double @llvm.fmuladd.f64(double %233, double %237, double %231)
  %239 = add nuw nsw i64 %230, 1
  %240 = icmp eq i64 %239, %82
  br i1 %240, label %241, label %229, !llvm.loop !24

241:                                              ; preds = %229
  %242 = call double @llvm.fmuladd.f64(double %224, double %224, double 1.000000e+00)
  %243 = fdiv double %238, %242
  %244 = fadd double %221, 0xBEB0C6F7A0B5ED8D
  br label %245

245:                                              ; preds = %241, %245
  %246 = phi i64 [ %255, %245 ], [ 0, %241 ]
  %247 = phi double [ %254, %245 ], [ 0.000000e+00, %241 ]
  %248 = getelementptr inbounds double, ptr %11, i64 %246
  %249 = load double, ptr %248, align 8, !tbaa !9
  %250 = getelementptr inbounds double, ptr %12, i64 %246
  %251 = load double, ptr %250, align 8, !tbaa !9
  %252 = fmul double %244, %251
  %253 = call double @exp(double noundef %252) #14
  %254 = call double @llvm.fmuladd.f64(double %249, double %253, double %247)
  %255 = add nuw nsw i64 %246, 1
  %256 = icmp eq i64 %255, %82
  br i1 %256, label %257, label %245, !llvm.loop !24

257:                                              ; preds = %245, %225
  %258 = phi double [ %228, %225 ], [ %244, %245 ]
  %259 = phi double [ %227, %225 ], [ %243, %245 ]
  %260 = phi double [ 0.000000e+00, %225 ], [ %254, %245 ]
  %261 = call double @llvm.fmuladd.f64(double %258, double %258, double 1.000000e+00)
  %262 = fdiv double %260, %261
  %263 = fsub double %259, %262
  %264 = fsub double %224, %258
  %265 = fdiv double %263, %264
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fcmp ogt double %266, 1.000000e+00
  %268 = select i1 %267, double %266, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %223, ptr %8, align 8, !tbaa !9
  %269 = load volatile double, ptr %8, align 8, !tbaa !9
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %271, label %283, label %272

272:                                              ; preds = %257
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %265, ptr %7, align 8, !tbaa !9
  %273 = load volatile double, ptr %7, align 8, !tbaa !9
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fcmp ueq double %274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %275, label %283, label %276

276:                                              ; preds = %272
  %277 = fsub double %223, %265
  %278 = call double @llvm.fabs.f64(double %277)
  %279 = fmul double %268, 0x3EB0C6F7A0B5ED8D
  %280 = fcmp ugt double %278, %279
  br i1 %280, label %283, label %281

281:                                              ; preds = %276
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %220, double noundef %223, double noundef %265, ptr noundef nonnull @.str.12)
  br label %287

283:                                              ; preds = %276, %272, %257
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %220, double noundef %223, double noundef %265, ptr noundef nonnull @.str.13)
  %285 = load i32, ptr @n_fail, align 4, !tbaa !13
  %286 = add nsw i32 %285, 1
  store i32 %286, ptr @n_fail, align 4, !tbaa !13
  br label %287

287:                                              ; preds = %281, %283
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(320) %13, i8 0, i64 320, i1 false)
  %288 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %289 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %290 = load i32, ptr @enzyme_out, align 4, !tbaa !13
  %291 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wscale, i32 noundef %288, ptr noundef nonnull %11, i32 noundef %289, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %290, double noundef %221, i32 noundef %68) #14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %291, ptr %6, align 8, !tbaa !9
  %292 = load volatile double, ptr %6, align 8, !tbaa !9
  %293 = call double @llvm.fabs.f64(double %292)
  %294 = fcmp ueq double %293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %294, label %306, label %295

295:                                              ; preds = %287
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %265, ptr %5, align 8, !tbaa !9
  %296 = load volatile double, ptr %5, align 8, !tbaa !9
  %297 = call double @llvm.fabs.f64(double %296)
  %298 = fcmp ueq double %297, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %298, label %306, label %299

299:                                              ; preds = %295
  %300 = fsub double %291, %265
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fmul double %268, 0x3EB0C6F7A0B5ED8D
  %303 = fcmp ugt double %301, %302
  br i1 %303, label %306, label %304

304:                                              ; preds = %299
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %220, double noundef %291, double noundef %265, ptr noundef nonnull @.str.12)
  br label %310

306:                                              ; preds = %299, %295, %287
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %220, double noundef %291, double noundef %265, ptr noundef nonnull @.str.13)
  %308 = load i32, ptr @n_fail, align 4, !tbaa !13
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr @n_fail, align 4, !tbaa !13
  br label %310

310:                                              ; preds = %304, %306
  br i1 %219, label %218, label %215, !llvm.loop !25

311:                                              ; preds = %60, %341
  %312 = phi i64 [ 0, %60 ], [ %342, %341 ]
  %313 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !9
  %315 = getelementptr inbounds [40 x double], ptr %13, i64 0, i64 %312
  %316 = load double, ptr %315, align 8, !tbaa !9
  %317 = fmul double %316, 2.000000e+00
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ogt double %318, 1.000000e+00
  %320 = select i1 %319, double %318, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %314, ptr %4, align 8, !tbaa !9
  %321 = load volatile double, ptr %4, align 8, !tbaa !9
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %323, label %336, label %324

324:                                              ; preds = %311
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %317, ptr %3, align 8, !tbaa !9
  %325 = load volatile double, ptr %3, align 8, !tbaa !9
  %326 = call double @llvm.fabs.f64(double %325)
  %327 = fcmp ueq double %326, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %327, label %336, label %328

328:                                              ; preds = %324
  %329 = fsub double %314, %317
  %330 = call double @llvm.fabs.f64(double %329)
  %331 = fmul double %320, 0x3D719799812DEA11
  %332 = fcmp ugt double %330, %331
  br i1 %332, label %336, label %333

333:                                              ; preds = %328
  %334 = trunc nuw nsw i64 %312 to i32
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %334, double noundef %314, double noundef %317, ptr noundef nonnull @.str.12)
  br label %341

336:                                              ; preds = %328, %324, %311
  %337 = trunc nuw nsw i64 %312 to i32
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %337, double noundef %314, double noundef %317, ptr noundef nonnull @.str.13)
  %339 = load i32, ptr @n_fail, align 4, !tbaa !13
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr @n_fail, align 4, !tbaa !13
  br label %341

341:                                              ; preds = %333, %336
  %342 = add nuw nsw i64 %312, 1
  %343 = icmp eq i64 %342, 40
  br i1 %343, label %344, label %311, !llvm.loop !26

344:                                              ; preds = %341
  %345 = getelementptr inbounds i8, ptr %15, i64 16
  store <2 x double> <double 0.000000e+00, double 2.500000e-01>, ptr %15, align 16, !tbaa !9
  store <2 x double> <double 5.000000e-01, double 7.500000e-01>, ptr %345, align 16, !tbaa !9
  %346 = getelementptr inbounds i8, ptr %15, i64 32
  %347 = getelementptr inbounds i8, ptr %15, i64 48
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %346, align 16, !tbaa !9
  store <2 x double> <double 1.500000e+00, double 1.750000e+00>, ptr %347, align 16, !tbaa !9
  %348 = getelementptr inbounds i8, ptr %15, i64 64
  %349 = getelementptr inbounds i8, ptr %15, i64 80
  store <2 x double> <double 2.000000e+00, double 2.250000e+00>, ptr %348, align 16, !tbaa !9
  store <2 x double> <double 2.500000e+00, double 2.750000e+00>, ptr %349, align 16, !tbaa !9
  %350 = getelementptr inbounds i8, ptr %15, i64 96
  %351 = getelementptr inbounds i8, ptr %15, i64 112
  store <2 x double> <double 3.000000e+00, double 3.250000e+00>, ptr %350, align 16, !tbaa !9
  store <2 x double> <double 3.500000e+00, double 3.750000e+00>, ptr %351, align 16, !tbaa !9
  %352 = getelementptr inbounds i8, ptr %15, i64 128
  %353 = getelementptr inbounds i8, ptr %15, i64 144
  store <2 x double> <double 4.000000e+00, double 4.250000e+00>, ptr %352, align 16, !tbaa !9
  store <2 x double> <double 4.500000e+00, double 4.750000e+00>, ptr %353, align 16, !tbaa !9
  %354 = getelementptr inbounds i8, ptr %15, i64 160
  %355 = getelementptr inbounds i8, ptr %15, i64 176
  store <2 x double> <double 5.000000e+00, double 5.250000e+00>, ptr %354, align 16, !tbaa !9
  store <2 x double> <double 5.500000e+00, double 5.750000e+00>, ptr %355, align 16, !tbaa !9
  %356 = getelementptr inbounds i8, ptr %15, i64 192
  %357 = getelementptr inbounds i8, ptr %15, i64 208
  store <2 x double> <double 6.000000e+00, double 6.250000e+00>, ptr %356, align 16, !tbaa !9
  store <2 x double> <double 6.500000e+00, double 6.750000e+00>, ptr %357, align 16, !tbaa !9
  %358 = getelementptr inbounds i8, ptr %15, i64 224
  %359 = getelementptr inbounds i8, ptr %15, i64 240
  store <2 x double> <double 7.000000e+00, double 7.250000e+00>, ptr %358, align 16, !tbaa !9
  store <2 x double> <double 7.500000e+00, double 7.750000e+00>, ptr %359, align 16, !tbaa !9
  %360 = getelementptr inbounds i8, ptr %15, i64 256
  %361 = getelementptr inbounds i8, ptr %15, i64 272
  store <2 x double> <double 8.000000e+00, double 8.250000e+00>, ptr %360, align 16, !tbaa !9
  store <2 x double> <double 8.500000e+00, double 8.750000e+00>, ptr %361, align 16, !tbaa !9
  %362 = getelementptr inbounds i8, ptr %15, i64 288
  %363 = getelementptr inbounds i8, ptr %15, i64 304
  store <2 x double> <double 9.000000e+00, double 9.250000e+00>, ptr %362, align 16, !tbaa !9
  store <2 x double> <double 9.500000e+00, double 9.750000e+00>, ptr %363, align 16, !tbaa !9
  %364 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %365 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @wsum, i32 noundef %364, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %15, i32 noundef 40) #14
  br label %372

366:                                              ; preds = %402
  %367 = load i32, ptr @n_fail, align 4, !tbaa !13
  %368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10, i32 noundef %367)
  %369 = load i32, ptr @n_fail, align 4, !tbaa !13
  %370 = icmp ne i32 %369, 0
  %371 = zext i1 %370 to i32
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %13) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %12) #14
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %11) #14
  ret i32 %371

372:                                              ; preds = %344, %402
  %373 = phi i64 [ 0, %344 ], [ %403, %402 ]
  %374 = getelementptr inbounds [40 x double], ptr %15, i64 0, i64 %373
  %375 = load double, ptr %374, align 8, !tbaa !9
  %376 = trunc nuw nsw i64 %373 to i32
  %377 = uitofp nneg i32 %376 to double
  %378 = getelementptr inbounds [40 x double], ptr %13, i64 0, i64 %373
  %379 = load double, ptr %378, align 8, !tbaa !9
  %380 = call double @llvm.fmuladd.f64(double %377, double 2.500000e-01, double %379)
  %381 = call double @llvm.fabs.f64(double %380)
  %382 = fcmp ogt double %381, 1.000000e+00
  %383 = select i1 %382, double %381, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %375, ptr %2, align 8, !tbaa !9
  %384 = load volatile double, ptr %2, align 8, !tbaa !9
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %386, label %398, label %387

387:                                              ; preds = %372
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %380, ptr %1, align 8, !tbaa !9
  %388 = load volatile double, ptr %1, align 8, !tbaa !9
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fcmp ueq double %389, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %390, label %398, label %391

391:                                              ; preds = %387
  %392 = fsub double %375, %380
  %393 = call double @llvm.fabs.f64(double %392)
  %394 = fmul double %383, 0x3D719799812DEA11
  %395 = fcmp ugt double %393, %394
  br i1 %395, label %398, label %396

396:                                              ; preds = %391
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %376, double noundef %375, double noundef %380, ptr noundef nonnull @.str.12)
  br label %402

398:                                              ; preds = %391, %387, %372
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %376, double noundef %375, double noundef %380, ptr noundef nonnull @.str.13)
  %400 = load i32, ptr @n_fail, align 4, !tbaa !13
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr @n_fail, align 4, !tbaa !13
  br label %402

402:                                              ; preds = %396, %398
  %403 = add nuw nsw i64 %373, 1
  %404 = icmp eq i64 %403, 40
  br i1 %404, label %366, label %372, !llvm.loop !27
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
  %31 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !28
  store double %30, ptr %23, align 8, !tbaa !9
  %32 = tail call double %1(ptr noundef %12, ptr noundef %2) #14, !callees !28
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
  br i1 %74, label %47, label %51, !llvm.loop !29

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
  br i1 %94, label %95, label %83, !llvm.loop !24

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
  br i1 %37, label %8, label %14, !llvm.loop !29
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
  br i1 %23, label %8, label %12, !llvm.loop !24
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
!28 = distinct !{null, ptr @obj_x}
!29 = distinct !{!29, !12}
