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
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #15
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = mul i64 %13, 6364136223846793005
  %15 = add i64 %14, 1442695040888963407
  %16 = mul i64 %15, 6364136223846793005
  %17 = add i64 %16, 1442695040888963407
  %18 = insertelement <4 x i64> poison, i64 %11, i64 0
  %19 = insertelement <4 x i64> %18, i64 %13, i64 1
  %20 = insertelement <4 x i64> %19, i64 %15, i64 2
  %21 = insertelement <4 x i64> %20, i64 %17, i64 3
  %22 = lshr <4 x i64> %21, <i64 10, i64 10, i64 10, i64 10>
  %23 = and <4 x i64> %22, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %24 = uitofp nneg <4 x i64> %23 to <4 x double>
  %25 = fmul fast <4 x double> %24, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %26 = fadd fast <4 x double> %25, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %26, ptr %7, align 16, !tbaa !9
  %27 = mul i64 %17, 6364136223846793005
  %28 = getelementptr inbounds i8, ptr %7, i64 32
  %29 = add i64 %27, 1442695040888963407
  %30 = mul i64 %29, 6364136223846793005
  %31 = add i64 %30, 1442695040888963407
  %32 = mul i64 %31, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = mul i64 %33, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = insertelement <4 x i64> poison, i64 %29, i64 0
  %37 = insertelement <4 x i64> %36, i64 %31, i64 1
  %38 = insertelement <4 x i64> %37, i64 %33, i64 2
  %39 = insertelement <4 x i64> %38, i64 %35, i64 3
  %40 = lshr <4 x i64> %39, <i64 10, i64 10, i64 10, i64 10>
  %41 = and <4 x i64> %40, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %42 = uitofp nneg <4 x i64> %41 to <4 x double>
  %43 = fmul fast <4 x double> %42, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %44 = fadd fast <4 x double> %43, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %44, ptr %28, align 16, !tbaa !9
  %45 = mul i64 %35, 6364136223846793005
  %46 = getelementptr inbounds i8, ptr %7, i64 64
  %47 = add i64 %45, 1442695040888963407
  %48 = mul i64 %47, 6364136223846793005
  %49 = add i64 %48, 1442695040888963407
  %50 = mul i64 %49, 6364136223846793005
  %51 = add i64 %50, 1442695040888963407
  %52 = mul i64 %51, 6364136223846793005
  %53 = add i64 %52, 1442695040888963407
  %54 = insertelement <4 x i64> poison, i64 %47, i64 0
  %55 = insertelement <4 x i64> %54, i64 %49, i64 1
  %56 = insertelement <4 x i64> %55, i64 %51, i64 2
  %57 = insertelement <4 x i64> %56, i64 %53, i64 3
  %58 = lshr <4 x i64> %57, <i64 10, i64 10, i64 10, i64 10>
  %59 = and <4 x i64> %58, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <4 x i64> %59 to <4 x double>
  %61 = fmul fast <4 x double> %60, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %62 = fadd fast <4 x double> %61, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %62, ptr %46, align 16, !tbaa !9
  %63 = mul i64 %53, 6364136223846793005
  %64 = getelementptr inbounds i8, ptr %7, i64 96
  %65 = add i64 %63, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = mul i64 %67, 6364136223846793005
  %69 = add i64 %68, 1442695040888963407
  %70 = mul i64 %69, 6364136223846793005
  %71 = add i64 %70, 1442695040888963407
  %72 = insertelement <4 x i64> poison, i64 %65, i64 0
  %73 = insertelement <4 x i64> %72, i64 %67, i64 1
  %74 = insertelement <4 x i64> %73, i64 %69, i64 2
  %75 = insertelement <4 x i64> %74, i64 %71, i64 3
  %76 = lshr <4 x i64> %75, <i64 10, i64 10, i64 10, i64 10>
  %77 = and <4 x i64> %76, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %78 = uitofp nneg <4 x i64> %77 to <4 x double>
  %79 = fmul fast <4 x double> %78, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %80 = fadd fast <4 x double> %79, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %80, ptr %64, align 16, !tbaa !9
  store i64 %71, ptr @rng_state, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %1, i64 8
  %82 = getelementptr inbounds i8, ptr %4, i64 8
  br label %83

83:                                               ; preds = %0, %271
  %84 = phi i64 [ 0, %0 ], [ %272, %271 ]
  %85 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !11
  %87 = trunc nuw nsw i64 %84 to i32
  %88 = uitofp nneg i32 %87 to double
  %89 = fmul fast double %88, 3.000000e-01
  %90 = fadd fast double %89, 6.000000e-01
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %91 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @user, ptr noundef nonnull %7, ptr noundef nonnull %8, double noundef nofpclass(nan inf) %90, i32 noundef %86) #15
  %92 = call i32 @llvm.smax.i32(i32 %86, i32 1)
  %93 = zext nneg i32 %92 to i64
  %94 = shl nuw nsw i64 %93, 3
  %95 = call noalias ptr @malloc(i64 noundef %94) #16
  %96 = sext i32 %86 to i64
  %97 = shl nsw i64 %96, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %95, ptr nonnull readonly align 16 %7, i64 %97, i1 false)
  %98 = zext nneg i32 %86 to i64
  %99 = fmul fast double %90, %90
  %100 = add nsw i32 %86, -1
  %101 = icmp eq i64 %84, 2
  %102 = and i64 %98, 2147483644
  %103 = icmp eq i64 %102, %98
  %104 = icmp eq i64 %84, 2
  %105 = and i64 %98, 2147483644
  %106 = icmp eq i64 %105, %98
  br label %107

107:                                              ; preds = %83, %211
  %108 = phi i64 [ 0, %83 ], [ %212, %211 ]
  %109 = getelementptr inbounds double, ptr %8, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %95, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = call fast double @llvm.fabs.f64(double %112)
  %114 = call fast double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  %115 = fmul fast double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fadd fast double %115, %112
  store double %116, ptr %111, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #15
  br i1 %101, label %117, label %119

117:                                              ; preds = %127, %107
  %118 = phi i64 [ 0, %107 ], [ %102, %127 ]
  br label %129

119:                                              ; preds = %107, %119
  %120 = phi i64 [ %125, %119 ], [ 0, %107 ]
  %121 = getelementptr inbounds double, ptr %95, i64 %120
  %122 = load <4 x double>, ptr %121, align 8, !tbaa !9
  %123 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %122)
  %124 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %120
  store <4 x double> %123, ptr %124, align 16, !tbaa !9
  %125 = add nuw i64 %120, 4
  %126 = icmp eq i64 %125, %102
  br i1 %126, label %127, label %119, !llvm.loop !13

127:                                              ; preds = %119
  br i1 %103, label %128, label %117

128:                                              ; preds = %129, %127
  call fastcc void @axpy(double noundef nofpclass(nan inf) %90, ptr noundef nonnull %95, ptr noundef nonnull %1, i32 noundef %86)
  call fastcc void @axpy(double noundef nofpclass(nan inf) %99, ptr noundef nonnull %1, ptr noundef nonnull %81, i32 noundef %100)
  br label %137

129:                                              ; preds = %117, %129
  %130 = phi i64 [ %135, %129 ], [ %118, %117 ]
  %131 = getelementptr inbounds double, ptr %95, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = call fast double @llvm.cos.f64(double %132)
  %134 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %130
  store double %133, ptr %134, align 8, !tbaa !9
  %135 = add nuw nsw i64 %130, 1
  %136 = icmp eq i64 %135, %98
  br i1 %136, label %128, label %129, !llvm.loop !17

137:                                              ; preds = %137, %128
  %138 = phi i64 [ 0, %128 ], [ %150, %137 ]
  %139 = phi double [ 0.000000e+00, %128 ], [ %149, %137 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #15
  %140 = getelementptr inbounds double, ptr %95, i64 %138
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %138
  %143 = load double, ptr %142, align 8, !tbaa !9
  call fastcc void @polar(double noundef nofpclass(nan inf) %141, double noundef nofpclass(nan inf) %143, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %144 = load double, ptr %2, align 8, !tbaa !9
  %145 = load double, ptr %3, align 8, !tbaa !9
  %146 = fmul fast double %145, %144
  %147 = fmul fast double %143, %143
  %148 = fadd fast double %147, %139
  %149 = fadd fast double %148, %146
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  %150 = add nuw nsw i64 %138, 1
  %151 = icmp eq i64 %150, %98
  br i1 %151, label %152, label %137, !llvm.loop !18

152:                                              ; preds = %137
  %153 = fsub fast double %112, %115
  %154 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %90, i32 noundef 5)
  %155 = call fast nofpclass(nan inf) double @rsum(ptr noundef nonnull %95, i32 noundef 0, i32 noundef %86)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #15
  store double %153, ptr %111, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #15
  br i1 %104, label %156, label %158

156:                                              ; preds = %166, %152
  %157 = phi i64 [ 0, %152 ], [ %105, %166 ]
  br label %168

158:                                              ; preds = %152, %158
  %159 = phi i64 [ %164, %158 ], [ 0, %152 ]
  %160 = getelementptr inbounds double, ptr %95, i64 %159
  %161 = load <4 x double>, ptr %160, align 8, !tbaa !9
  %162 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %161)
  %163 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %159
  store <4 x double> %162, ptr %163, align 16, !tbaa !9
  %164 = add nuw i64 %159, 4
  %165 = icmp eq i64 %164, %105
  br i1 %165, label %166, label %158, !llvm.loop !19

166:                                              ; preds = %158
  br i1 %106, label %167, label %156

167:                                              ; preds = %168, %166
  call fastcc void @axpy(double noundef nofpclass(nan inf) %90, ptr noundef nonnull %95, ptr noundef nonnull %4, i32 noundef %86)
  call fastcc void @axpy(double noundef nofpclass(nan inf) %99, ptr noundef nonnull %4, ptr noundef nonnull %82, i32 noundef %100)
  br label %176

168:                                              ; preds = %156, %168
  %169 = phi i64 [ %174, %168 ], [ %157, %156 ]
  %170 = getelementptr inbounds double, ptr %95, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = call fast double @llvm.cos.f64(double %171)
  %173 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %169
  store double %172, ptr %173, align 8, !tbaa !9
  %174 = add nuw nsw i64 %169, 1
  %175 = icmp eq i64 %174, %98
  br i1 %175, label %167, label %168, !llvm.loop !20

176:                                              ; preds = %176, %167
  %177 = phi i64 [ 0, %167 ], [ %189, %176 ]
  %178 = phi double [ 0.000000e+00, %167 ], [ %188, %176 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  %179 = getelementptr inbounds double, ptr %95, i64 %177
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %177
  %182 = load double, ptr %181, align 8, !tbaa !9
  call fastcc void @polar(double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %182, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %183 = load double, ptr %5, align 8, !tbaa !9
  %184 = load double, ptr %6, align 8, !tbaa !9
  %185 = fmul fast double %184, %183
  %186 = fmul fast double %182, %182
  %187 = fadd fast double %186, %178
  %188 = fadd fast double %187, %185
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %189 = add nuw nsw i64 %177, 1
  %190 = icmp eq i64 %189, %98
  br i1 %190, label %191, label %176, !llvm.loop !18

191:                                              ; preds = %176
  %192 = call fast nofpclass(nan inf) double @rsum(ptr noundef nonnull %95, i32 noundef 0, i32 noundef %86)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #15
  store double %112, ptr %111, align 8, !tbaa !9
  %193 = fsub fast double %155, %192
  %194 = fmul fast double %193, %154
  %195 = fsub fast double %149, %188
  %196 = fadd fast double %195, %194
  %197 = fmul fast double %114, 2.000000e-06
  %198 = fdiv fast double %196, %197
  %199 = call fast double @llvm.fabs.f64(double %198)
  %200 = call fast double @llvm.maxnum.f64(double %199, double 1.000000e+00)
  %201 = fsub fast double %110, %198
  %202 = call fast double @llvm.fabs.f64(double %201)
  %203 = fmul fast double %200, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp fast ole double %202, %203
  %205 = select i1 %204, ptr @.str.6, ptr @.str.7
  %206 = trunc nuw nsw i64 %108 to i32
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %206, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) %198, ptr noundef nonnull %205)
  br i1 %204, label %211, label %208

208:                                              ; preds = %191
  %209 = load i32, ptr @n_fail, align 4, !tbaa !11
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !11
  br label %211

211:                                              ; preds = %208, %191
  %212 = add nuw nsw i64 %108, 1
  %213 = icmp eq i64 %212, %98
  br i1 %213, label %214, label %107, !llvm.loop !21

214:                                              ; preds = %211
  call void @free(ptr noundef nonnull %95) #15
  %215 = call fast double @llvm.fabs.f64(double %90)
  %216 = call fast double @llvm.maxnum.f64(double %215, double 1.000000e+00)
  %217 = fmul fast double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fadd fast double %217, %90
  %219 = call fast nofpclass(nan inf) double @user(ptr noundef nonnull %7, double noundef nofpclass(nan inf) %218, i32 noundef %86)
  %220 = fsub fast double %90, %217
  %221 = call fast nofpclass(nan inf) double @user(ptr noundef nonnull %7, double noundef nofpclass(nan inf) %220, i32 noundef %86)
  %222 = fsub fast double %219, %221
  %223 = fmul fast double %216, 2.000000e-06
  %224 = fdiv fast double %222, %223
  %225 = call fast double @llvm.fabs.f64(double %224)
  %226 = call fast double @llvm.maxnum.f64(double %225, double 1.000000e+00)
  %227 = fsub fast double %91, %224
  %228 = call fast double @llvm.fabs.f64(double %227)
  %229 = fmul fast double %226, 0x3EB0C6F7A0B5ED8D
  %230 = fcmp fast ole double %228, %229
  %231 = select i1 %230, ptr @.str.6, ptr @.str.7
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %87, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %224, ptr noundef nonnull %231)
  br i1 %230, label %236, label %233

233:                                              ; preds = %214
  %234 = load i32, ptr @n_fail, align 4, !tbaa !11
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr @n_fail, align 4, !tbaa !11
  br label %236

236:                                              ; preds = %214, %233
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %8, i8 0, i64 128, i1 false)
  %237 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %238 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %237, i32 noundef 0, i32 noundef %237, i32 noundef %86) #15
  %239 = call noalias ptr @malloc(i64 noundef %94) #16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %239, ptr nonnull readonly align 16 %7, i64 %97, i1 false)
  br label %240

240:                                              ; preds = %268, %236
  %241 = phi i64 [ 0, %236 ], [ %269, %268 ]
  %242 = getelementptr inbounds double, ptr %8, i64 %241
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = getelementptr inbounds double, ptr %239, i64 %241
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = call fast double @llvm.fabs.f64(double %245)
  %247 = call fast double @llvm.maxnum.f64(double %246, double 1.000000e+00)
  %248 = fmul fast double %247, 0x3EB0C6F7A0B5ED8D
  %249 = fadd fast double %248, %245
  %250 = fsub fast double %245, %248
  store double %249, ptr %244, align 8, !tbaa !9
  %251 = call fast nofpclass(nan inf) double @rsum(ptr noundef readonly %239, i32 noundef 0, i32 noundef %86)
  store double %250, ptr %244, align 8, !tbaa !9
  %252 = call fast nofpclass(nan inf) double @rsum(ptr noundef readonly %239, i32 noundef 0, i32 noundef %86)
  store double %245, ptr %244, align 8, !tbaa !9
  %253 = fsub fast double %251, %252
  %254 = fmul fast double %247, 2.000000e-06
  %255 = fdiv fast double %253, %254
  %256 = call fast double @llvm.fabs.f64(double %255)
  %257 = call fast double @llvm.maxnum.f64(double %256, double 1.000000e+00)
  %258 = fsub fast double %243, %255
  %259 = call fast double @llvm.fabs.f64(double %258)
  %260 = fmul fast double %257, 0x3EB0C6F7A0B5ED8D
  %261 = fcmp fast ole double %259, %260
  %262 = select i1 %261, ptr @.str.6, ptr @.str.7
  %263 = trunc nuw nsw i64 %241 to i32
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %263, double noundef nofpclass(nan inf) %243, double noundef nofpclass(nan inf) %255, ptr noundef nonnull %262)
  br i1 %261, label %268, label %265

265:                                              ; preds = %240
  %266 = load i32, ptr @n_fail, align 4, !tbaa !11
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr @n_fail, align 4, !tbaa !11
  br label %268

268:                                              ; preds = %265, %240
  %269 = add nuw nsw i64 %241, 1
  %270 = icmp eq i64 %269, %98
  br i1 %270, label %271, label %240, !llvm.loop !21

271:                                              ; preds = %268
  call void @free(ptr noundef nonnull %239) #15
  %272 = add nuw nsw i64 %84, 1
  %273 = icmp eq i64 %272, 3
  br i1 %273, label %274, label %83, !llvm.loop !22

274:                                              ; preds = %271
  %275 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 1.100000e+00, i32 noundef 0) #15
  %276 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FF1999AC0E10640, i32 noundef 0)
  %277 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FF1999872522CF4, i32 noundef 0)
  %278 = fsub fast double %276, %277
  %279 = fmul fast double %278, 0x411BBE45D1745D17
  %280 = call fast double @llvm.fabs.f64(double %279)
  %281 = call fast double @llvm.maxnum.f64(double %280, double 1.000000e+00)
  %282 = fsub fast double %275, %279
  %283 = call fast double @llvm.fabs.f64(double %282)
  %284 = fmul fast double %281, 0x3EB0C6F7A0B5ED8D
  %285 = fcmp fast ole double %283, %284
  %286 = select i1 %285, ptr @.str.6, ptr @.str.7
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %275, double noundef nofpclass(nan inf) %279, ptr noundef nonnull %286)
  br i1 %285, label %291, label %288

288:                                              ; preds = %274
  %289 = load i32, ptr @n_fail, align 4, !tbaa !11
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr @n_fail, align 4, !tbaa !11
  br label %291

291:                                              ; preds = %274, %288
  %292 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0x3FE8000000000001, i32 noundef 1) #15
  %293 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FE8000218DEF418, i32 noundef 1)
  %294 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FE7FFFDE7210BEA, i32 noundef 1)
  %295 = fsub fast double %293, %294
  %296 = fmul fast double %295, 5.000000e+05
  %297 = call fast double @llvm.fabs.f64(double %296)
  %298 = call fast double @llvm.maxnum.f64(double %297, double 1.000000e+00)
  %299 = fsub fast double %292, %296
  %300 = call fast double @llvm.fabs.f64(double %299)
  %301 = fmul fast double %298, 0x3EB0C6F7A0B5ED8D
  %302 = fcmp fast ole double %300, %301
  %303 = select i1 %302, ptr @.str.6, ptr @.str.7
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %292, double noundef nofpclass(nan inf) %296, ptr noundef nonnull %303)
  br i1 %302, label %308, label %305

305:                                              ; preds = %291
  %306 = load i32, ptr @n_fail, align 4, !tbaa !11
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr @n_fail, align 4, !tbaa !11
  br label %308

308:                                              ; preds = %305, %291
  %309 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0x3FD999999999999C, i32 noundef 2) #15
  %310 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FD9999DCB5781C9, i32 noundef 2)
  %311 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FD9999567DBB16F, i32 noundef 2)
  %312 = fsub fast double %310, %311
  %313 = fmul fast double %312, 5.000000e+05
  %314 = call fast double @llvm.fabs.f64(double %313)
  %315 = call fast double @llvm.maxnum.f64(double %314, double 1.000000e+00)
  %316 = fsub fast double %309, %313
  %317 = call fast double @llvm.fabs.f64(double %316)
  %318 = fmul fast double %315, 0x3EB0C6F7A0B5ED8D
  %319 = fcmp fast ole double %317, %318
  %320 = select i1 %319, ptr @.str.6, ptr @.str.7
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %309, double noundef nofpclass(nan inf) %313, ptr noundef nonnull %320)
  br i1 %319, label %325, label %322

322:                                              ; preds = %308
  %323 = load i32, ptr @n_fail, align 4, !tbaa !11
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr @n_fail, align 4, !tbaa !11
  br label %325

325:                                              ; preds = %322, %308
  %326 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0x3FA99999999999C0, i32 noundef 7) #15
  %327 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FA999BB2788DB2C, i32 noundef 7)
  %328 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0x3FA999780BAA5854, i32 noundef 7)
  %329 = fsub fast double %327, %328
  %330 = fmul fast double %329, 5.000000e+05
  %331 = call fast double @llvm.fabs.f64(double %330)
  %332 = call fast double @llvm.maxnum.f64(double %331, double 1.000000e+00)
  %333 = fsub fast double %326, %330
  %334 = call fast double @llvm.fabs.f64(double %333)
  %335 = fmul fast double %332, 0x3EB0C6F7A0B5ED8D
  %336 = fcmp fast ole double %334, %335
  %337 = select i1 %336, ptr @.str.6, ptr @.str.7
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 7, double noundef nofpclass(nan inf) %326, double noundef nofpclass(nan inf) %330, ptr noundef nonnull %337)
  br i1 %336, label %342, label %339

339:                                              ; preds = %325
  %340 = load i32, ptr @n_fail, align 4, !tbaa !11
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr @n_fail, align 4, !tbaa !11
  br label %342

342:                                              ; preds = %339, %325
  %343 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef nofpclass(nan inf) 0xBFD3333333333330, i32 noundef 12) #15
  %344 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0xBFD3332F01754B03, i32 noundef 12)
  %345 = call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) 0xBFD3333764F11B5D, i32 noundef 12)
  %346 = fsub fast double %344, %345
  %347 = fmul fast double %346, 5.000000e+05
  %348 = call fast double @llvm.fabs.f64(double %347)
  %349 = call fast double @llvm.maxnum.f64(double %348, double 1.000000e+00)
  %350 = fsub fast double %343, %347
  %351 = call fast double @llvm.fabs.f64(double %350)
  %352 = fmul fast double %349, 0x3EB0C6F7A0B5ED8D
  %353 = fcmp fast ole double %351, %352
  %354 = select i1 %353, ptr @.str.6, ptr @.str.7
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef 12, double noundef nofpclass(nan inf) %343, double noundef nofpclass(nan inf) %347, ptr noundef nonnull %354)
  %356 = load i32, ptr @n_fail, align 4, !tbaa !11
  br i1 %353, label %359, label %357

357:                                              ; preds = %342
  %358 = add nsw i32 %356, 1
  store i32 %358, ptr @n_fail, align 4, !tbaa !11
  br label %359

359:                                              ; preds = %357, %342
  %360 = phi i32 [ %358, %357 ], [ %356, %342 ]
  %361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %360)
  %362 = load i32, ptr @n_fail, align 4, !tbaa !11
  %363 = icmp ne i32 %362, 0
  %364 = zext i1 %363 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #15
  ret i32 %364
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @user(ptr noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #4 {
  %4 = alloca [16 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #15
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %39

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %23, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %23 ]
  br label %31

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load <4 x double>, ptr %17, align 8, !tbaa !9
  %19 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %18)
  %20 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %16
  store <4 x double> %19, ptr %20, align 16, !tbaa !9
  %21 = add nuw i64 %16, 4
  %22 = icmp eq i64 %21, %14
  br i1 %22, label %23, label %15, !llvm.loop !23

23:                                               ; preds = %15
  %24 = icmp eq i64 %14, %9
  br i1 %24, label %25, label %11

25:                                               ; preds = %31, %23
  call fastcc void @axpy(double noundef nofpclass(nan inf) %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %26 = fmul fast double %1, %1
  %27 = getelementptr inbounds i8, ptr %4, i64 8
  %28 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef nofpclass(nan inf) %26, ptr noundef nonnull %4, ptr noundef nonnull %27, i32 noundef %28)
  br i1 %7, label %29, label %43

29:                                               ; preds = %25
  %30 = zext nneg i32 %2 to i64
  br label %49

31:                                               ; preds = %11, %31
  %32 = phi i64 [ %37, %31 ], [ %12, %11 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = tail call fast double @llvm.cos.f64(double %34)
  %36 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %32
  store double %35, ptr %36, align 8, !tbaa !9
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %9
  br i1 %38, label %25, label %31, !llvm.loop !24

39:                                               ; preds = %3
  call fastcc void @axpy(double noundef nofpclass(nan inf) %1, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %40 = fmul fast double %1, %1
  %41 = getelementptr inbounds i8, ptr %4, i64 8
  %42 = add nsw i32 %2, -1
  call fastcc void @axpy(double noundef nofpclass(nan inf) %40, ptr noundef nonnull %4, ptr noundef nonnull %41, i32 noundef %42)
  br label %43

43:                                               ; preds = %49, %39, %25
  %44 = phi double [ 0.000000e+00, %25 ], [ 0.000000e+00, %39 ], [ %61, %49 ]
  %45 = tail call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %1, i32 noundef 5)
  %46 = tail call fast nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef 0, i32 noundef %2)
  %47 = fmul fast double %46, %45
  %48 = fadd fast double %47, %44
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #15
  ret double %48

49:                                               ; preds = %29, %49
  %50 = phi i64 [ 0, %29 ], [ %62, %49 ]
  %51 = phi double [ 0.000000e+00, %29 ], [ %61, %49 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  %52 = getelementptr inbounds double, ptr %0, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %50
  %55 = load double, ptr %54, align 8, !tbaa !9
  call fastcc void @polar(double noundef nofpclass(nan inf) %53, double noundef nofpclass(nan inf) %55, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %56 = load double, ptr %5, align 8, !tbaa !9
  %57 = load double, ptr %6, align 8, !tbaa !9
  %58 = fmul fast double %57, %56
  %59 = fmul fast double %55, %55
  %60 = fadd fast double %59, %51
  %61 = fadd fast double %60, %58
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %62 = add nuw nsw i64 %50, 1
  %63 = icmp eq i64 %62, %30
  br i1 %63, label %43, label %49, !llvm.loop !18
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds double, ptr %0, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call fast double @llvm.sin.f64(double %9)
  %11 = fmul fast double %10, %9
  br label %12

12:                                               ; preds = %14, %6
  %13 = phi double [ %11, %6 ], [ %22, %14 ]
  ret double %13

14:                                               ; preds = %3
  %15 = add nsw i32 %2, %1
  %16 = sdiv i32 %15, 2
  %17 = tail call fast nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %1, i32 noundef %16)
  %18 = tail call fast nofpclass(nan inf) double @rsum(ptr noundef %0, i32 noundef %16, i32 noundef %2)
  %19 = fadd fast double %18, %17
  %20 = fmul fast double %17, 1.000000e-01
  %21 = fmul fast double %20, %18
  %22 = fadd fast double %19, %21
  br label %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %0, i32 noundef %1) #6 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2
  %8 = tail call fast nofpclass(nan inf) double @rpow(double noundef nofpclass(nan inf) %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = select fast i1 %10, double 1.000000e+00, double %0
  %12 = fmul fast double %8, %8
  %13 = fmul fast double %12, %11
  br label %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @axpy(double noundef nofpclass(nan inf) %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #8 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %70

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 16
  br i1 %8, label %9, label %29

9:                                                ; preds = %68, %29, %6
  %10 = phi i64 [ 0, %29 ], [ 0, %6 ], [ %37, %68 ]
  %11 = and i64 %7, 3
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %25, label %13

13:                                               ; preds = %9, %13
  %14 = phi i64 [ %22, %13 ], [ %10, %9 ]
  %15 = phi i64 [ %23, %13 ], [ 0, %9 ]
  %16 = getelementptr inbounds double, ptr %1, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul fast double %17, %0
  %19 = getelementptr inbounds double, ptr %2, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fadd fast double %20, %18
  store double %21, ptr %19, align 8, !tbaa !9
  %22 = add nuw nsw i64 %14, 1
  %23 = add i64 %15, 1
  %24 = icmp eq i64 %23, %11
  br i1 %24, label %25, label %13, !llvm.loop !25

25:                                               ; preds = %13, %9
  %26 = phi i64 [ %10, %9 ], [ %22, %13 ]
  %27 = sub nsw i64 %10, %7
  %28 = icmp ugt i64 %27, -4
  br i1 %28, label %70, label %71

29:                                               ; preds = %6
  %30 = shl nuw nsw i64 %7, 3
  %31 = getelementptr i8, ptr %2, i64 %30
  %32 = getelementptr i8, ptr %1, i64 %30
  %33 = icmp ugt ptr %32, %2
  %34 = icmp ugt ptr %31, %1
  %35 = and i1 %33, %34
  br i1 %35, label %9, label %36

36:                                               ; preds = %29
  %37 = and i64 %7, 2147483632
  %38 = insertelement <4 x double> poison, double %0, i64 0
  %39 = shufflevector <4 x double> %38, <4 x double> poison, <4 x i32> zeroinitializer
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i64 [ 0, %36 ], [ %66, %40 ]
  %42 = getelementptr inbounds double, ptr %1, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 32
  %44 = getelementptr inbounds i8, ptr %42, i64 64
  %45 = getelementptr inbounds i8, ptr %42, i64 96
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9, !alias.scope !27
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !9, !alias.scope !27
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !9, !alias.scope !27
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !9, !alias.scope !27
  %50 = fmul fast <4 x double> %46, %39
  %51 = fmul fast <4 x double> %47, %39
  %52 = fmul fast <4 x double> %48, %39
  %53 = fmul fast <4 x double> %49, %39
  %54 = getelementptr inbounds double, ptr %2, i64 %41
  %55 = getelementptr inbounds i8, ptr %54, i64 32
  %56 = getelementptr inbounds i8, ptr %54, i64 64
  %57 = getelementptr inbounds i8, ptr %54, i64 96
  %58 = load <4 x double>, ptr %54, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %62 = fadd fast <4 x double> %58, %50
  %63 = fadd fast <4 x double> %59, %51
  %64 = fadd fast <4 x double> %60, %52
  %65 = fadd fast <4 x double> %61, %53
  store <4 x double> %62, ptr %54, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  store <4 x double> %63, ptr %55, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  store <4 x double> %64, ptr %56, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  store <4 x double> %65, ptr %57, align 8, !tbaa !9, !alias.scope !30, !noalias !27
  %66 = add nuw i64 %41, 16
  %67 = icmp eq i64 %66, %37
  br i1 %67, label %68, label %40, !llvm.loop !32

68:                                               ; preds = %40
  %69 = icmp eq i64 %37, %7
  br i1 %69, label %70, label %9

70:                                               ; preds = %25, %71, %68, %4
  ret void

71:                                               ; preds = %25, %71
  %72 = phi i64 [ %100, %71 ], [ %26, %25 ]
  %73 = getelementptr inbounds double, ptr %1, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul fast double %74, %0
  %76 = getelementptr inbounds double, ptr %2, i64 %72
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fadd fast double %77, %75
  store double %78, ptr %76, align 8, !tbaa !9
  %79 = add nuw nsw i64 %72, 1
  %80 = getelementptr inbounds double, ptr %1, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul fast double %81, %0
  %83 = getelementptr inbounds double, ptr %2, i64 %79
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fadd fast double %84, %82
  store double %85, ptr %83, align 8, !tbaa !9
  %86 = add nuw nsw i64 %72, 2
  %87 = getelementptr inbounds double, ptr %1, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fmul fast double %88, %0
  %90 = getelementptr inbounds double, ptr %2, i64 %86
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fadd fast double %91, %89
  store double %92, ptr %90, align 8, !tbaa !9
  %93 = add nuw nsw i64 %72, 3
  %94 = getelementptr inbounds double, ptr %1, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = fmul fast double %95, %0
  %97 = getelementptr inbounds double, ptr %2, i64 %93
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fadd fast double %98, %96
  store double %99, ptr %97, align 8, !tbaa !9
  %100 = add nuw nsw i64 %72, 4
  %101 = icmp eq i64 %100, %7
  br i1 %101, label %70, label %71, !llvm.loop !33
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @polar(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #9 {
  %5 = tail call fast double @llvm.cos.f64(double %0)
  %6 = fmul fast double %5, %1
  store double %6, ptr %2, align 8, !tbaa !9
  %7 = tail call fast double @llvm.sin.f64(double %0)
  %8 = fmul fast double %7, %1
  store double %8, ptr %3, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree noinline nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14, !15, !16}
!20 = distinct !{!20, !14, !16, !15}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !15, !16}
!24 = distinct !{!24, !14, !16, !15}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !14, !15, !16}
!33 = distinct !{!33, !14, !15}
