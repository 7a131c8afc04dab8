; ModuleID = 'calls.c'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 16, i32 5, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"user.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"user.da\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"rsum.dx\00", align 1
@main.ps = internal unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2, i32 7, i32 12], align 16
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
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [16 x double], align 16
  %10 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #16
  %11 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %12, %0
  %13 = phi i64 [ 0, %0 ], [ %30, %12 ]
  %14 = phi i64 [ %11, %0 ], [ %24, %12 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 10
  %18 = and i64 %17, 18014398509481982
  %19 = uitofp nneg i64 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 0x3CA0000000000000, double -1.000000e+00)
  %21 = getelementptr inbounds double, ptr %9, i64 %13
  store double %20, ptr %21, align 16, !tbaa !9
  %22 = or disjoint i64 %13, 1
  %23 = mul i64 %16, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 10
  %26 = and i64 %25, 18014398509481982
  %27 = uitofp nneg i64 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 0x3CA0000000000000, double -1.000000e+00)
  %29 = getelementptr inbounds double, ptr %9, i64 %22
  store double %28, ptr %29, align 8, !tbaa !9
  %30 = add nuw nsw i64 %13, 2
  %31 = icmp eq i64 %30, 16
  br i1 %31, label %32, label %12, !llvm.loop !11

32:                                               ; preds = %12
  store i64 %24, ptr @rng_state, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %32, %171
  %34 = phi i64 [ 0, %32 ], [ %172, %171 ]
  %35 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !13
  %37 = trunc nuw nsw i64 %34 to i32
  %38 = uitofp nneg i32 %37 to double
  %39 = call double @llvm.fmuladd.f64(double %38, double 3.000000e-01, double 6.000000e-01)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %10, i8 0, i64 128, i1 false)
  %40 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @user, ptr noundef nonnull %9, ptr noundef nonnull %10, double noundef %39, i32 noundef %36) #16
  %41 = call i32 @llvm.smax.i32(i32 %36, i32 1)
  %42 = zext nneg i32 %41 to i64
  %43 = shl nuw nsw i64 %42, 3
  %44 = call noalias ptr @malloc(i64 noundef %43) #17
  %45 = sext i32 %36 to i64
  %46 = shl nsw i64 %45, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr nonnull readonly align 16 %9, i64 %46, i1 false)
  %47 = zext nneg i32 %36 to i64
  br label %48

48:                                               ; preds = %88, %33
  %49 = phi i64 [ 0, %33 ], [ %89, %88 ]
  %50 = getelementptr inbounds double, ptr %10, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = getelementptr inbounds double, ptr %44, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = fcmp ogt double %54, 1.000000e+00
  %56 = select i1 %55, double %54, double 1.000000e+00
  %57 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %58 = fadd double %53, %57
  %59 = fsub double %53, %57
  store double %58, ptr %52, align 8, !tbaa !9
  %60 = call double @user(ptr noundef %44, double noundef %39, i32 noundef %36)
  store double %59, ptr %52, align 8, !tbaa !9
  %61 = call double @user(ptr noundef %44, double noundef %39, i32 noundef %36)
  store double %53, ptr %52, align 8, !tbaa !9
  %62 = fsub double %60, %61
  %63 = fsub double %58, %59
  %64 = fdiv double %62, %63
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ogt double %65, 1.000000e+00
  %67 = select i1 %66, double %65, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %51, ptr %8, align 8, !tbaa !9
  %68 = load volatile double, ptr %8, align 8, !tbaa !9
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = fcmp ueq double %69, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %70, label %83, label %71

71:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %64, ptr %7, align 8, !tbaa !9
  %72 = load volatile double, ptr %7, align 8, !tbaa !9
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %74, label %83, label %75

75:                                               ; preds = %71
  %76 = fsub double %51, %64
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = fmul double %67, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp ugt double %77, %78
  br i1 %79, label %83, label %80

80:                                               ; preds = %75
  %81 = trunc nuw nsw i64 %49 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %81, double noundef %51, double noundef %64, ptr noundef nonnull @.str.6)
  br label %88

83:                                               ; preds = %75, %71, %48
  %84 = trunc nuw nsw i64 %49 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %84, double noundef %51, double noundef %64, ptr noundef nonnull @.str.7)
  %86 = load i32, ptr @n_fail, align 4, !tbaa !13
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @n_fail, align 4, !tbaa !13
  br label %88

88:                                               ; preds = %83, %80
  %89 = add nuw nsw i64 %49, 1
  %90 = icmp eq i64 %89, %47
  br i1 %90, label %91, label %48, !llvm.loop !15

91:                                               ; preds = %88
  call void @free(ptr noundef nonnull %44) #16
  %92 = call double @llvm.fabs.f64(double %39)
  %93 = fcmp ogt double %92, 1.000000e+00
  %94 = select i1 %93, double %92, double 1.000000e+00
  %95 = fmul double %94, 0x3EB0C6F7A0B5ED8D
  %96 = fadd double %39, %95
  %97 = call double @user(ptr noundef nonnull %9, double noundef %96, i32 noundef %36)
  %98 = fsub double %39, %95
  %99 = call double @user(ptr noundef nonnull %9, double noundef %98, i32 noundef %36)
  %100 = fsub double %97, %99
  %101 = fsub double %96, %98
  %102 = fdiv double %100, %101
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ogt double %103, 1.000000e+00
  %105 = select i1 %104, double %103, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %40, ptr %6, align 8, !tbaa !9
  %106 = load volatile double, ptr %6, align 8, !tbaa !9
  %107 = call double @llvm.fabs.f64(double %106)
  %108 = fcmp ueq double %107, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %108, label %120, label %109

109:                                              ; preds = %91
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %102, ptr %5, align 8, !tbaa !9
  %110 = load volatile double, ptr %5, align 8, !tbaa !9
  %111 = call double @llvm.fabs.f64(double %110)
  %112 = fcmp ueq double %111, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %112, label %120, label %113

113:                                              ; preds = %109
  %114 = fsub double %40, %102
  %115 = call double @llvm.fabs.f64(double %114)
  %116 = fmul double %105, 0x3EB0C6F7A0B5ED8D
  %117 = fcmp ugt double %115, %116
  br i1 %117, label %120, label %118

118:                                              ; preds = %113
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %37, double noundef %40, double noundef %102, ptr noundef nonnull @.str.6)
  br label %124

120:                                              ; preds = %113, %109, %91
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %37, double noundef %40, double noundef %102, ptr noundef nonnull @.str.7)
  %122 = load i32, ptr @n_fail, align 4, !tbaa !13
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @n_fail, align 4, !tbaa !13
  br label %124

124:                                              ; preds = %118, %120
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %10, i8 0, i64 128, i1 false)
  %125 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %126 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %125, i32 noundef 0, i32 noundef %125, i32 noundef %36) #16
  %127 = call noalias ptr @malloc(i64 noundef %43) #17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %127, ptr nonnull readonly align 16 %9, i64 %46, i1 false)
  br label %128

128:                                              ; preds = %168, %124
  %129 = phi i64 [ 0, %124 ], [ %169, %168 ]
  %130 = getelementptr inbounds double, ptr %10, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = getelementptr inbounds double, ptr %127, i64 %129
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = fcmp ogt double %134, 1.000000e+00
  %136 = select i1 %135, double %134, double 1.000000e+00
  %137 = fmul double %136, 0x3EB0C6F7A0B5ED8D
  %138 = fadd double %133, %137
  %139 = fsub double %133, %137
  store double %138, ptr %132, align 8, !tbaa !9
  %140 = call double @rsum(ptr noundef %127, i32 noundef 0, i32 noundef %36)
  store double %139, ptr %132, align 8, !tbaa !9
  %141 = call double @rsum(ptr noundef %127, i32 noundef 0, i32 noundef %36)
  store double %133, ptr %132, align 8, !tbaa !9
  %142 = fsub double %140, %141
  %143 = fsub double %138, %139
  %144 = fdiv double %142, %143
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ogt double %145, 1.000000e+00
  %147 = select i1 %146, double %145, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %131, ptr %4, align 8, !tbaa !9
  %148 = load volatile double, ptr %4, align 8, !tbaa !9
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ueq double %149, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %150, label %163, label %151

151:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %144, ptr %3, align 8, !tbaa !9
  %152 = load volatile double, ptr %3, align 8, !tbaa !9
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %154, label %163, label %155

155:                                              ; preds = %151
  %156 = fsub double %131, %144
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fmul double %147, 0x3EB0C6F7A0B5ED8D
  %159 = fcmp ugt double %157, %158
  br i1 %159, label %163, label %160

160:                                              ; preds = %155
  %161 = trunc nuw nsw i64 %129 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %161, double noundef %131, double noundef %144, ptr noundef nonnull @.str.6)
  br label %168

163:                                              ; preds = %155, %151, %128
  %164 = trunc nuw nsw i64 %129 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %164, double noundef %131, double noundef %144, ptr noundef nonnull @.str.7)
  %166 = load i32, ptr @n_fail, align 4, !tbaa !13
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !13
  br label %168

168:                                              ; preds = %163, %160
  %169 = add nuw nsw i64 %129, 1
  %170 = icmp eq i64 %169, %47
  br i1 %170, label %171, label %128, !llvm.loop !15

171:                                              ; preds = %168
  call void @free(ptr noundef nonnull %127) #16
  %172 = add nuw nsw i64 %34, 1
  %173 = icmp eq i64 %172, 3
  br i1 %173, label %180, label %33, !llvm.loop !16

174:                                              ; preds = %220
  %175 = load i32, ptr @n_fail, align 4, !tbaa !13
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %175)
  %177 = load i32, ptr @n_fail, align 4, !tbaa !13
  %178 = icmp ne i32 %177, 0
  %179 = zext i1 %178 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #16
  ret i32 %179

180:                                              ; preds = %171, %220
  %181 = phi i64 [ %221, %220 ], [ 0, %171 ]
  %182 = trunc nuw nsw i64 %181 to i32
  %183 = uitofp nneg i32 %182 to double
  %184 = call double @llvm.fmuladd.f64(double %183, double -3.500000e-01, double 1.100000e+00)
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ogt double %185, 1.000000e+00
  %187 = select i1 %186, double %185, double 1.000000e+00
  %188 = fmul double %187, 0x3EB0C6F7A0B5ED8D
  %189 = getelementptr inbounds [5 x i32], ptr @main.ps, i64 0, i64 %181
  %190 = load i32, ptr %189, align 4, !tbaa !13
  %191 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef %184, i32 noundef %190) #16
  %192 = fadd double %184, %188
  %193 = call double @rpow(double noundef %192, i32 noundef %190)
  %194 = fsub double %184, %188
  %195 = call double @rpow(double noundef %194, i32 noundef %190)
  %196 = fsub double %193, %195
  %197 = fsub double %192, %194
  %198 = fdiv double %196, %197
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fcmp ogt double %199, 1.000000e+00
  %201 = select i1 %200, double %199, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %191, ptr %2, align 8, !tbaa !9
  %202 = load volatile double, ptr %2, align 8, !tbaa !9
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fcmp ueq double %203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %204, label %216, label %205

205:                                              ; preds = %180
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %198, ptr %1, align 8, !tbaa !9
  %206 = load volatile double, ptr %1, align 8, !tbaa !9
  %207 = call double @llvm.fabs.f64(double %206)
  %208 = fcmp ueq double %207, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %208, label %216, label %209

209:                                              ; preds = %205
  %210 = fsub double %191, %198
  %211 = call double @llvm.fabs.f64(double %210)
  %212 = fmul double %201, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp ugt double %211, %212
  br i1 %213, label %216, label %214

214:                                              ; preds = %209
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %190, double noundef %191, double noundef %198, ptr noundef nonnull @.str.6)
  br label %220

216:                                              ; preds = %209, %205, %180
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %190, double noundef %191, double noundef %198, ptr noundef nonnull @.str.7)
  %218 = load i32, ptr @n_fail, align 4, !tbaa !13
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr @n_fail, align 4, !tbaa !13
  br label %220

220:                                              ; preds = %214, %216
  %221 = add nuw nsw i64 %181, 1
  %222 = icmp eq i64 %221, 5
  br i1 %222, label %174, label %180, !llvm.loop !17
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
  br i1 %26, label %27, label %17, !llvm.loop !18

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
  br i1 %57, label %14, label %33, !llvm.loop !20

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
  br i1 %80, label %62, label %67, !llvm.loop !21
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !12, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !12, !28}
