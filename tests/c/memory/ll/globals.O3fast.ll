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
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  %4 = mul i64 %3, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  %6 = mul i64 %5, 6364136223846793005
  %7 = add i64 %6, 1442695040888963407
  %8 = mul i64 %7, 6364136223846793005
  %9 = add i64 %8, 1442695040888963407
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = insertelement <4 x i64> poison, i64 %5, i64 0
  %13 = insertelement <4 x i64> %12, i64 %7, i64 1
  %14 = insertelement <4 x i64> %13, i64 %9, i64 2
  %15 = insertelement <4 x i64> %14, i64 %11, i64 3
  %16 = lshr <4 x i64> %15, <i64 10, i64 10, i64 10, i64 10>
  %17 = and <4 x i64> %16, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %18 = uitofp nneg <4 x i64> %17 to <4 x double>
  %19 = fmul fast <4 x double> %18, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %20 = fadd fast <4 x double> %19, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %20, ptr %1, align 16, !tbaa !9
  %21 = mul i64 %11, 6364136223846793005
  %22 = getelementptr inbounds i8, ptr %1, i64 32
  %23 = add i64 %21, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <4 x i64> poison, i64 %23, i64 0
  %31 = insertelement <4 x i64> %30, i64 %25, i64 1
  %32 = insertelement <4 x i64> %31, i64 %27, i64 2
  %33 = insertelement <4 x i64> %32, i64 %29, i64 3
  %34 = lshr <4 x i64> %33, <i64 10, i64 10, i64 10, i64 10>
  %35 = and <4 x i64> %34, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %36 = uitofp nneg <4 x i64> %35 to <4 x double>
  %37 = fmul fast <4 x double> %36, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %38 = fadd fast <4 x double> %37, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %38, ptr %22, align 16, !tbaa !9
  %39 = mul i64 %29, 6364136223846793005
  %40 = getelementptr inbounds i8, ptr %1, i64 64
  %41 = add i64 %39, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = insertelement <4 x i64> poison, i64 %41, i64 0
  %49 = insertelement <4 x i64> %48, i64 %43, i64 1
  %50 = insertelement <4 x i64> %49, i64 %45, i64 2
  %51 = insertelement <4 x i64> %50, i64 %47, i64 3
  %52 = lshr <4 x i64> %51, <i64 10, i64 10, i64 10, i64 10>
  %53 = and <4 x i64> %52, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %54 = uitofp nneg <4 x i64> %53 to <4 x double>
  %55 = fmul fast <4 x double> %54, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %56 = fadd fast <4 x double> %55, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %56, ptr %40, align 16, !tbaa !9
  %57 = mul i64 %47, 6364136223846793005
  %58 = getelementptr inbounds i8, ptr %1, i64 96
  %59 = add i64 %57, 1442695040888963407
  %60 = mul i64 %59, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = insertelement <4 x i64> poison, i64 %59, i64 0
  %67 = insertelement <4 x i64> %66, i64 %61, i64 1
  %68 = insertelement <4 x i64> %67, i64 %63, i64 2
  %69 = insertelement <4 x i64> %68, i64 %65, i64 3
  %70 = lshr <4 x i64> %69, <i64 10, i64 10, i64 10, i64 10>
  %71 = and <4 x i64> %70, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %72 = uitofp nneg <4 x i64> %71 to <4 x double>
  %73 = fmul fast <4 x double> %72, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %74 = fadd fast <4 x double> %73, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %74, ptr %58, align 16, !tbaa !9
  store i64 %65, ptr @rng_state, align 8, !tbaa !5
  br label %81

75:                                               ; preds = %1007
  %76 = load i32, ptr @n_fail, align 4, !tbaa !11
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %76)
  %78 = load i32, ptr @n_fail, align 4, !tbaa !11
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #12
  ret i32 %80

81:                                               ; preds = %0, %1007
  %82 = phi i64 [ 0, %0 ], [ %1008, %1007 ]
  %83 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %85 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gscratch, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %84) #12
  %86 = add nsw i32 %84, -1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = getelementptr inbounds [16 x double], ptr %1, i64 0, i64 %87
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fmul fast double %91, %91
  %93 = fadd fast double %92, 1.000000e+00
  %94 = call fast double @llvm.maxnum.f64(double %93, double 1.000000e+00)
  %95 = fsub fast double %89, %93
  %96 = call fast double @llvm.fabs.f64(double %95)
  %97 = fmul fast double %94, 0x3D719799812DEA11
  %98 = fcmp fast ole double %96, %97
  %99 = select i1 %98, ptr @.str.6, ptr @.str.7
  %100 = trunc nuw nsw i64 %82 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %100, double noundef nofpclass(nan inf) %89, double noundef nofpclass(nan inf) %93, ptr noundef nonnull %99)
  br i1 %98, label %105, label %102

102:                                              ; preds = %81
  %103 = load i32, ptr @n_fail, align 4, !tbaa !11
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @n_fail, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %81, %102
  %106 = call i32 @llvm.smax.i32(i32 %84, i32 1)
  %107 = zext nneg i32 %106 to i64
  %108 = shl nuw nsw i64 %107, 3
  %109 = call noalias ptr @malloc(i64 noundef %108) #13
  %110 = sext i32 %84 to i64
  %111 = shl nsw i64 %110, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %109, ptr nonnull readonly align 16 %1, i64 %111, i1 false)
  %112 = zext i32 %84 to i64
  %113 = add nsw i64 %82, -1
  %114 = icmp ult i64 %113, 2
  %115 = and i64 %112, 2147483632
  %116 = icmp eq i64 %115, %112
  %117 = add nsw i64 %82, -1
  %118 = icmp ult i64 %117, 2
  %119 = and i64 %112, 2147483632
  %120 = icmp eq i64 %119, %112
  %121 = add nsw i64 %82, -1
  %122 = icmp ult i64 %121, 2
  %123 = and i64 %112, 2147483632
  %124 = icmp eq i64 %123, %112
  %125 = add nsw i64 %82, -1
  %126 = icmp ult i64 %125, 2
  %127 = and i64 %112, 2147483632
  %128 = icmp eq i64 %127, %112
  br label %129

129:                                              ; preds = %105, %557
  %130 = phi i64 [ 0, %105 ], [ %558, %557 ]
  %131 = getelementptr inbounds double, ptr %2, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = getelementptr inbounds double, ptr %109, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = call fast double @llvm.fabs.f64(double %134)
  %136 = call fast double @llvm.maxnum.f64(double %135, double 1.000000e+00)
  %137 = fmul fast double %136, 0x3EB0C6F7A0B5ED8D
  %138 = fadd fast double %137, %134
  store double %138, ptr %133, align 8, !tbaa !9
  br i1 %114, label %164, label %139

139:                                              ; preds = %129, %139
  %140 = phi i64 [ %161, %139 ], [ 0, %129 ]
  %141 = getelementptr inbounds double, ptr %109, i64 %140
  %142 = getelementptr inbounds i8, ptr %141, i64 32
  %143 = getelementptr inbounds i8, ptr %141, i64 64
  %144 = getelementptr inbounds i8, ptr %141, i64 96
  %145 = load <4 x double>, ptr %141, align 8, !tbaa !9
  %146 = load <4 x double>, ptr %142, align 8, !tbaa !9
  %147 = load <4 x double>, ptr %143, align 8, !tbaa !9
  %148 = load <4 x double>, ptr %144, align 8, !tbaa !9
  %149 = fmul fast <4 x double> %145, %145
  %150 = fmul fast <4 x double> %146, %146
  %151 = fmul fast <4 x double> %147, %147
  %152 = fmul fast <4 x double> %148, %148
  %153 = fadd fast <4 x double> %149, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %154 = fadd fast <4 x double> %150, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %155 = fadd fast <4 x double> %151, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %156 = fadd fast <4 x double> %152, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %157 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %140
  %158 = getelementptr inbounds i8, ptr %157, i64 32
  %159 = getelementptr inbounds i8, ptr %157, i64 64
  %160 = getelementptr inbounds i8, ptr %157, i64 96
  store <4 x double> %153, ptr %157, align 16, !tbaa !9
  store <4 x double> %154, ptr %158, align 16, !tbaa !9
  store <4 x double> %155, ptr %159, align 16, !tbaa !9
  store <4 x double> %156, ptr %160, align 16, !tbaa !9
  %161 = add nuw i64 %140, 16
  %162 = icmp eq i64 %161, %115
  br i1 %162, label %163, label %139, !llvm.loop !13

163:                                              ; preds = %139
  br i1 %116, label %175, label %164

164:                                              ; preds = %163, %129
  %165 = phi i64 [ 0, %129 ], [ %115, %163 ]
  br label %166

166:                                              ; preds = %164, %166
  %167 = phi i64 [ %173, %166 ], [ %165, %164 ]
  %168 = getelementptr inbounds double, ptr %109, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = fmul fast double %169, %169
  %171 = fadd fast double %170, 1.000000e+00
  %172 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %167
  store double %171, ptr %172, align 8, !tbaa !9
  %173 = add nuw nsw i64 %167, 1
  %174 = icmp eq i64 %173, %112
  br i1 %174, label %175, label %166, !llvm.loop !17

175:                                              ; preds = %166, %163
  br i1 %118, label %314, label %176

176:                                              ; preds = %175, %176
  %177 = phi i64 [ %307, %176 ], [ 0, %175 ]
  %178 = phi <4 x double> [ %303, %176 ], [ zeroinitializer, %175 ]
  %179 = phi <4 x double> [ %304, %176 ], [ zeroinitializer, %175 ]
  %180 = phi <4 x double> [ %305, %176 ], [ zeroinitializer, %175 ]
  %181 = phi <4 x double> [ %306, %176 ], [ zeroinitializer, %175 ]
  %182 = trunc i64 %177 to i32
  %183 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %177
  %184 = getelementptr inbounds i8, ptr %183, i64 32
  %185 = getelementptr inbounds i8, ptr %183, i64 64
  %186 = getelementptr inbounds i8, ptr %183, i64 96
  %187 = load <4 x double>, ptr %183, align 16, !tbaa !9
  %188 = load <4 x double>, ptr %184, align 16, !tbaa !9
  %189 = load <4 x double>, ptr %185, align 16, !tbaa !9
  %190 = load <4 x double>, ptr %186, align 16, !tbaa !9
  %191 = or disjoint i32 %182, 3
  %192 = or disjoint i32 %182, 4
  %193 = or disjoint i32 %182, 5
  %194 = or disjoint i32 %182, 6
  %195 = or disjoint i32 %182, 7
  %196 = or disjoint i32 %182, 8
  %197 = or disjoint i32 %182, 9
  %198 = or disjoint i32 %182, 10
  %199 = or disjoint i32 %182, 11
  %200 = or disjoint i32 %182, 12
  %201 = or disjoint i32 %182, 13
  %202 = or disjoint i32 %182, 14
  %203 = or disjoint i32 %182, 15
  %204 = add i32 %182, 16
  %205 = add i32 %182, 17
  %206 = add i32 %182, 18
  %207 = urem i32 %191, %84
  %208 = urem i32 %192, %84
  %209 = urem i32 %193, %84
  %210 = urem i32 %194, %84
  %211 = urem i32 %195, %84
  %212 = urem i32 %196, %84
  %213 = urem i32 %197, %84
  %214 = urem i32 %198, %84
  %215 = urem i32 %199, %84
  %216 = urem i32 %200, %84
  %217 = urem i32 %201, %84
  %218 = urem i32 %202, %84
  %219 = urem i32 %203, %84
  %220 = urem i32 %204, %84
  %221 = urem i32 %205, %84
  %222 = urem i32 %206, %84
  %223 = zext nneg i32 %207 to i64
  %224 = zext nneg i32 %208 to i64
  %225 = zext nneg i32 %209 to i64
  %226 = zext nneg i32 %210 to i64
  %227 = zext nneg i32 %211 to i64
  %228 = zext nneg i32 %212 to i64
  %229 = zext nneg i32 %213 to i64
  %230 = zext nneg i32 %214 to i64
  %231 = zext nneg i32 %215 to i64
  %232 = zext nneg i32 %216 to i64
  %233 = zext nneg i32 %217 to i64
  %234 = zext nneg i32 %218 to i64
  %235 = zext nneg i32 %219 to i64
  %236 = zext nneg i32 %220 to i64
  %237 = zext nneg i32 %221 to i64
  %238 = zext nneg i32 %222 to i64
  %239 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %223
  %240 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %224
  %241 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %225
  %242 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %226
  %243 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %227
  %244 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %228
  %245 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %229
  %246 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %230
  %247 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %231
  %248 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %232
  %249 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %233
  %250 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %234
  %251 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %235
  %252 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %236
  %253 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %237
  %254 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %238
  %255 = load double, ptr %239, align 8, !tbaa !9
  %256 = load double, ptr %240, align 8, !tbaa !9
  %257 = load double, ptr %241, align 8, !tbaa !9
  %258 = load double, ptr %242, align 8, !tbaa !9
  %259 = insertelement <4 x double> poison, double %255, i64 0
  %260 = insertelement <4 x double> %259, double %256, i64 1
  %261 = insertelement <4 x double> %260, double %257, i64 2
  %262 = insertelement <4 x double> %261, double %258, i64 3
  %263 = load double, ptr %243, align 8, !tbaa !9
  %264 = load double, ptr %244, align 8, !tbaa !9
  %265 = load double, ptr %245, align 8, !tbaa !9
  %266 = load double, ptr %246, align 8, !tbaa !9
  %267 = insertelement <4 x double> poison, double %263, i64 0
  %268 = insertelement <4 x double> %267, double %264, i64 1
  %269 = insertelement <4 x double> %268, double %265, i64 2
  %270 = insertelement <4 x double> %269, double %266, i64 3
  %271 = load double, ptr %247, align 8, !tbaa !9
  %272 = load double, ptr %248, align 8, !tbaa !9
  %273 = load double, ptr %249, align 8, !tbaa !9
  %274 = load double, ptr %250, align 8, !tbaa !9
  %275 = insertelement <4 x double> poison, double %271, i64 0
  %276 = insertelement <4 x double> %275, double %272, i64 1
  %277 = insertelement <4 x double> %276, double %273, i64 2
  %278 = insertelement <4 x double> %277, double %274, i64 3
  %279 = load double, ptr %251, align 8, !tbaa !9
  %280 = load double, ptr %252, align 8, !tbaa !9
  %281 = load double, ptr %253, align 8, !tbaa !9
  %282 = load double, ptr %254, align 8, !tbaa !9
  %283 = insertelement <4 x double> poison, double %279, i64 0
  %284 = insertelement <4 x double> %283, double %280, i64 1
  %285 = insertelement <4 x double> %284, double %281, i64 2
  %286 = insertelement <4 x double> %285, double %282, i64 3
  %287 = fmul fast <4 x double> %262, %187
  %288 = fmul fast <4 x double> %270, %188
  %289 = fmul fast <4 x double> %278, %189
  %290 = fmul fast <4 x double> %286, %190
  %291 = getelementptr inbounds double, ptr %109, i64 %177
  %292 = getelementptr inbounds i8, ptr %291, i64 32
  %293 = getelementptr inbounds i8, ptr %291, i64 64
  %294 = getelementptr inbounds i8, ptr %291, i64 96
  %295 = load <4 x double>, ptr %291, align 8, !tbaa !9
  %296 = load <4 x double>, ptr %292, align 8, !tbaa !9
  %297 = load <4 x double>, ptr %293, align 8, !tbaa !9
  %298 = load <4 x double>, ptr %294, align 8, !tbaa !9
  %299 = fmul fast <4 x double> %287, %295
  %300 = fmul fast <4 x double> %288, %296
  %301 = fmul fast <4 x double> %289, %297
  %302 = fmul fast <4 x double> %290, %298
  %303 = fadd fast <4 x double> %299, %178
  %304 = fadd fast <4 x double> %300, %179
  %305 = fadd fast <4 x double> %301, %180
  %306 = fadd fast <4 x double> %302, %181
  %307 = add nuw i64 %177, 16
  %308 = icmp eq i64 %307, %119
  br i1 %308, label %309, label %176, !llvm.loop !18

309:                                              ; preds = %176
  %310 = fadd fast <4 x double> %304, %303
  %311 = fadd fast <4 x double> %305, %310
  %312 = fadd fast <4 x double> %306, %311
  %313 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %312)
  br i1 %120, label %335, label %314

314:                                              ; preds = %309, %175
  %315 = phi i64 [ 0, %175 ], [ %119, %309 ]
  %316 = phi double [ 0.000000e+00, %175 ], [ %313, %309 ]
  br label %317

317:                                              ; preds = %314, %317
  %318 = phi i64 [ %333, %317 ], [ %315, %314 ]
  %319 = phi double [ %332, %317 ], [ %316, %314 ]
  %320 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %318
  %321 = load double, ptr %320, align 8, !tbaa !9
  %322 = trunc i64 %318 to i32
  %323 = add i32 %322, 3
  %324 = urem i32 %323, %84
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %325
  %327 = load double, ptr %326, align 8, !tbaa !9
  %328 = fmul fast double %327, %321
  %329 = getelementptr inbounds double, ptr %109, i64 %318
  %330 = load double, ptr %329, align 8, !tbaa !9
  %331 = fmul fast double %328, %330
  %332 = fadd fast double %331, %319
  %333 = add nuw nsw i64 %318, 1
  %334 = icmp eq i64 %333, %112
  br i1 %334, label %335, label %317, !llvm.loop !19

335:                                              ; preds = %317, %309
  %336 = phi double [ %313, %309 ], [ %332, %317 ]
  %337 = fsub fast double %134, %137
  %338 = fmul fast double %336, %336
  %339 = fadd fast double %338, 1.000000e+00
  store double %337, ptr %133, align 8, !tbaa !9
  br i1 %122, label %365, label %340

340:                                              ; preds = %335, %340
  %341 = phi i64 [ %362, %340 ], [ 0, %335 ]
  %342 = getelementptr inbounds double, ptr %109, i64 %341
  %343 = getelementptr inbounds i8, ptr %342, i64 32
  %344 = getelementptr inbounds i8, ptr %342, i64 64
  %345 = getelementptr inbounds i8, ptr %342, i64 96
  %346 = load <4 x double>, ptr %342, align 8, !tbaa !9
  %347 = load <4 x double>, ptr %343, align 8, !tbaa !9
  %348 = load <4 x double>, ptr %344, align 8, !tbaa !9
  %349 = load <4 x double>, ptr %345, align 8, !tbaa !9
  %350 = fmul fast <4 x double> %346, %346
  %351 = fmul fast <4 x double> %347, %347
  %352 = fmul fast <4 x double> %348, %348
  %353 = fmul fast <4 x double> %349, %349
  %354 = fadd fast <4 x double> %350, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %355 = fadd fast <4 x double> %351, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %356 = fadd fast <4 x double> %352, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %357 = fadd fast <4 x double> %353, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %358 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %341
  %359 = getelementptr inbounds i8, ptr %358, i64 32
  %360 = getelementptr inbounds i8, ptr %358, i64 64
  %361 = getelementptr inbounds i8, ptr %358, i64 96
  store <4 x double> %354, ptr %358, align 16, !tbaa !9
  store <4 x double> %355, ptr %359, align 16, !tbaa !9
  store <4 x double> %356, ptr %360, align 16, !tbaa !9
  store <4 x double> %357, ptr %361, align 16, !tbaa !9
  %362 = add nuw i64 %341, 16
  %363 = icmp eq i64 %362, %123
  br i1 %363, label %364, label %340, !llvm.loop !20

364:                                              ; preds = %340
  br i1 %124, label %376, label %365

365:                                              ; preds = %364, %335
  %366 = phi i64 [ 0, %335 ], [ %123, %364 ]
  br label %367

367:                                              ; preds = %365, %367
  %368 = phi i64 [ %374, %367 ], [ %366, %365 ]
  %369 = getelementptr inbounds double, ptr %109, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !9
  %371 = fmul fast double %370, %370
  %372 = fadd fast double %371, 1.000000e+00
  %373 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %368
  store double %372, ptr %373, align 8, !tbaa !9
  %374 = add nuw nsw i64 %368, 1
  %375 = icmp eq i64 %374, %112
  br i1 %375, label %376, label %367, !llvm.loop !21

376:                                              ; preds = %367, %364
  br i1 %126, label %515, label %377

377:                                              ; preds = %376, %377
  %378 = phi i64 [ %508, %377 ], [ 0, %376 ]
  %379 = phi <4 x double> [ %504, %377 ], [ zeroinitializer, %376 ]
  %380 = phi <4 x double> [ %505, %377 ], [ zeroinitializer, %376 ]
  %381 = phi <4 x double> [ %506, %377 ], [ zeroinitializer, %376 ]
  %382 = phi <4 x double> [ %507, %377 ], [ zeroinitializer, %376 ]
  %383 = trunc i64 %378 to i32
  %384 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %378
  %385 = getelementptr inbounds i8, ptr %384, i64 32
  %386 = getelementptr inbounds i8, ptr %384, i64 64
  %387 = getelementptr inbounds i8, ptr %384, i64 96
  %388 = load <4 x double>, ptr %384, align 16, !tbaa !9
  %389 = load <4 x double>, ptr %385, align 16, !tbaa !9
  %390 = load <4 x double>, ptr %386, align 16, !tbaa !9
  %391 = load <4 x double>, ptr %387, align 16, !tbaa !9
  %392 = or disjoint i32 %383, 3
  %393 = or disjoint i32 %383, 4
  %394 = or disjoint i32 %383, 5
  %395 = or disjoint i32 %383, 6
  %396 = or disjoint i32 %383, 7
  %397 = or disjoint i32 %383, 8
  %398 = or disjoint i32 %383, 9
  %399 = or disjoint i32 %383, 10
  %400 = or disjoint i32 %383, 11
  %401 = or disjoint i32 %383, 12
  %402 = or disjoint i32 %383, 13
  %403 = or disjoint i32 %383, 14
  %404 = or disjoint i32 %383, 15
  %405 = add i32 %383, 16
  %406 = add i32 %383, 17
  %407 = add i32 %383, 18
  %408 = urem i32 %392, %84
  %409 = urem i32 %393, %84
  %410 = urem i32 %394, %84
  %411 = urem i32 %395, %84
  %412 = urem i32 %396, %84
  %413 = urem i32 %397, %84
  %414 = urem i32 %398, %84
  %415 = urem i32 %399, %84
  %416 = urem i32 %400, %84
  %417 = urem i32 %401, %84
  %418 = urem i32 %402, %84
  %419 = urem i32 %403, %84
  %420 = urem i32 %404, %84
  %421 = urem i32 %405, %84
  %422 = urem i32 %406, %84
  %423 = urem i32 %407, %84
  %424 = zext nneg i32 %408 to i64
  %425 = zext nneg i32 %409 to i64
  %426 = zext nneg i32 %410 to i64
  %427 = zext nneg i32 %411 to i64
  %428 = zext nneg i32 %412 to i64
  %429 = zext nneg i32 %413 to i64
  %430 = zext nneg i32 %414 to i64
  %431 = zext nneg i32 %415 to i64
  %432 = zext nneg i32 %416 to i64
  %433 = zext nneg i32 %417 to i64
  %434 = zext nneg i32 %418 to i64
  %435 = zext nneg i32 %419 to i64
  %436 = zext nneg i32 %420 to i64
  %437 = zext nneg i32 %421 to i64
  %438 = zext nneg i32 %422 to i64
  %439 = zext nneg i32 %423 to i64
  %440 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %424
  %441 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %425
  %442 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %426
  %443 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %427
  %444 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %428
  %445 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %429
  %446 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %430
  %447 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %431
  %448 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %432
  %449 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %433
  %450 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %434
  %451 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %435
  %452 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %436
  %453 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %437
  %454 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %438
  %455 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %439
  %456 = load double, ptr %440, align 8, !tbaa !9
  %457 = load double, ptr %441, align 8, !tbaa !9
  %458 = load double, ptr %442, align 8, !tbaa !9
  %459 = load double, ptr %443, align 8, !tbaa !9
  %460 = insertelement <4 x double> poison, double %456, i64 0
  %461 = insertelement <4 x double> %460, double %457, i64 1
  %462 = insertelement <4 x double> %461, double %458, i64 2
  %463 = insertelement <4 x double> %462, double %459, i64 3
  %464 = load double, ptr %444, align 8, !tbaa !9
  %465 = load double, ptr %445, align 8, !tbaa !9
  %466 = load double, ptr %446, align 8, !tbaa !9
  %467 = load double, ptr %447, align 8, !tbaa !9
  %468 = insertelement <4 x double> poison, double %464, i64 0
  %469 = insertelement <4 x double> %468, double %465, i64 1
  %470 = insertelement <4 x double> %469, double %466, i64 2
  %471 = insertelement <4 x double> %470, double %467, i64 3
  %472 = load double, ptr %448, align 8, !tbaa !9
  %473 = load double, ptr %449, align 8, !tbaa !9
  %474 = load double, ptr %450, align 8, !tbaa !9
  %475 = load double, ptr %451, align 8, !tbaa !9
  %476 = insertelement <4 x double> poison, double %472, i64 0
  %477 = insertelement <4 x double> %476, double %473, i64 1
  %478 = insertelement <4 x double> %477, double %474, i64 2
  %479 = insertelement <4 x double> %478, double %475, i64 3
  %480 = load double, ptr %452, align 8, !tbaa !9
  %481 = load double, ptr %453, align 8, !tbaa !9
  %482 = load double, ptr %454, align 8, !tbaa !9
  %483 = load double, ptr %455, align 8, !tbaa !9
  %484 = insertelement <4 x double> poison, double %480, i64 0
  %485 = insertelement <4 x double> %484, double %481, i64 1
  %486 = insertelement <4 x double> %485, double %482, i64 2
  %487 = insertelement <4 x double> %486, double %483, i64 3
  %488 = fmul fast <4 x double> %463, %388
  %489 = fmul fast <4 x double> %471, %389
  %490 = fmul fast <4 x double> %479, %390
  %491 = fmul fast <4 x double> %487, %391
  %492 = getelementptr inbounds double, ptr %109, i64 %378
  %493 = getelementptr inbounds i8, ptr %492, i64 32
  %494 = getelementptr inbounds i8, ptr %492, i64 64
  %495 = getelementptr inbounds i8, ptr %492, i64 96
  %496 = load <4 x double>, ptr %492, align 8, !tbaa !9
  %497 = load <4 x double>, ptr %493, align 8, !tbaa !9
  %498 = load <4 x double>, ptr %494, align 8, !tbaa !9
  %499 = load <4 x double>, ptr %495, align 8, !tbaa !9
  %500 = fmul fast <4 x double> %488, %496
  %501 = fmul fast <4 x double> %489, %497
  %502 = fmul fast <4 x double> %490, %498
  %503 = fmul fast <4 x double> %491, %499
  %504 = fadd fast <4 x double> %500, %379
  %505 = fadd fast <4 x double> %501, %380
  %506 = fadd fast <4 x double> %502, %381
  %507 = fadd fast <4 x double> %503, %382
  %508 = add nuw i64 %378, 16
  %509 = icmp eq i64 %508, %127
  br i1 %509, label %510, label %377, !llvm.loop !22

510:                                              ; preds = %377
  %511 = fadd fast <4 x double> %505, %504
  %512 = fadd fast <4 x double> %506, %511
  %513 = fadd fast <4 x double> %507, %512
  %514 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %513)
  br i1 %128, label %536, label %515

515:                                              ; preds = %510, %376
  %516 = phi i64 [ 0, %376 ], [ %127, %510 ]
  %517 = phi double [ 0.000000e+00, %376 ], [ %514, %510 ]
  br label %518

518:                                              ; preds = %515, %518
  %519 = phi i64 [ %534, %518 ], [ %516, %515 ]
  %520 = phi double [ %533, %518 ], [ %517, %515 ]
  %521 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %519
  %522 = load double, ptr %521, align 8, !tbaa !9
  %523 = trunc i64 %519 to i32
  %524 = add i32 %523, 3
  %525 = urem i32 %524, %84
  %526 = zext nneg i32 %525 to i64
  %527 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %526
  %528 = load double, ptr %527, align 8, !tbaa !9
  %529 = fmul fast double %528, %522
  %530 = getelementptr inbounds double, ptr %109, i64 %519
  %531 = load double, ptr %530, align 8, !tbaa !9
  %532 = fmul fast double %529, %531
  %533 = fadd fast double %532, %520
  %534 = add nuw nsw i64 %519, 1
  %535 = icmp eq i64 %534, %112
  br i1 %535, label %536, label %518, !llvm.loop !23

536:                                              ; preds = %518, %510
  %537 = phi double [ %514, %510 ], [ %533, %518 ]
  %538 = call fast double @llvm.log.f64(double %339)
  %539 = fmul fast double %537, %537
  %540 = fadd fast double %539, 1.000000e+00
  %541 = call fast double @llvm.log.f64(double %540)
  store double %134, ptr %133, align 8, !tbaa !9
  %542 = fsub fast double %538, %541
  %543 = fmul fast double %136, 2.000000e-06
  %544 = fdiv fast double %542, %543
  %545 = call fast double @llvm.fabs.f64(double %544)
  %546 = call fast double @llvm.maxnum.f64(double %545, double 1.000000e+00)
  %547 = fsub fast double %132, %544
  %548 = call fast double @llvm.fabs.f64(double %547)
  %549 = fmul fast double %546, 0x3EB0C6F7A0B5ED8D
  %550 = fcmp fast ole double %548, %549
  %551 = select i1 %550, ptr @.str.6, ptr @.str.7
  %552 = trunc nuw nsw i64 %130 to i32
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %552, double noundef nofpclass(nan inf) %132, double noundef nofpclass(nan inf) %544, ptr noundef nonnull %551)
  br i1 %550, label %557, label %554

554:                                              ; preds = %536
  %555 = load i32, ptr @n_fail, align 4, !tbaa !11
  %556 = add nsw i32 %555, 1
  store i32 %556, ptr @n_fail, align 4, !tbaa !11
  br label %557

557:                                              ; preds = %554, %536
  %558 = add nuw nsw i64 %130, 1
  %559 = icmp eq i64 %558, %112
  br i1 %559, label %560, label %129, !llvm.loop !24

560:                                              ; preds = %557
  call void @free(ptr noundef nonnull %109) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %561 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %84) #12
  %562 = call noalias ptr @malloc(i64 noundef %108) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %562, ptr nonnull readonly align 16 %1, i64 %111, i1 false)
  %563 = add nsw i64 %112, -1
  %564 = and i64 %112, 3
  %565 = icmp ult i64 %563, 3
  %566 = and i64 %112, 4294967292
  %567 = icmp eq i64 %564, 0
  %568 = and i64 %112, 3
  %569 = icmp ult i64 %563, 3
  %570 = and i64 %112, 4294967292
  %571 = icmp eq i64 %568, 0
  br label %572

572:                                              ; preds = %560, %768
  %573 = phi i64 [ 0, %560 ], [ %769, %768 ]
  %574 = getelementptr inbounds double, ptr %2, i64 %573
  %575 = load double, ptr %574, align 8, !tbaa !9
  %576 = getelementptr inbounds double, ptr %562, i64 %573
  %577 = load double, ptr %576, align 8, !tbaa !9
  %578 = call fast double @llvm.fabs.f64(double %577)
  %579 = call fast double @llvm.maxnum.f64(double %578, double 1.000000e+00)
  %580 = fmul fast double %579, 0x3EB0C6F7A0B5ED8D
  %581 = fadd fast double %580, %577
  store double %581, ptr %576, align 8, !tbaa !9
  br i1 %565, label %637, label %582

582:                                              ; preds = %572, %582
  %583 = phi i64 [ %628, %582 ], [ 0, %572 ]
  %584 = phi double [ %634, %582 ], [ 0.000000e+00, %572 ]
  %585 = phi double [ %627, %582 ], [ 5.000000e-01, %572 ]
  %586 = phi i64 [ %635, %582 ], [ 0, %572 ]
  %587 = fmul fast double %585, 9.000000e-01
  %588 = getelementptr inbounds double, ptr %562, i64 %583
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = call fast double @llvm.sin.f64(double %589)
  %591 = fadd fast double %590, %587
  %592 = or disjoint i64 %583, 1
  %593 = icmp eq i64 %592, %112
  %594 = select i1 %593, i64 0, i64 %592
  %595 = getelementptr inbounds double, ptr %562, i64 %594
  %596 = load double, ptr %595, align 8, !tbaa !9
  %597 = fmul fast double %596, %591
  %598 = fadd fast double %597, %584
  %599 = fmul fast double %591, 9.000000e-01
  %600 = getelementptr inbounds double, ptr %562, i64 %592
  %601 = load double, ptr %600, align 8, !tbaa !9
  %602 = call fast double @llvm.sin.f64(double %601)
  %603 = fadd fast double %602, %599
  %604 = or disjoint i64 %583, 2
  %605 = icmp eq i64 %604, %112
  %606 = select i1 %605, i64 0, i64 %604
  %607 = getelementptr inbounds double, ptr %562, i64 %606
  %608 = load double, ptr %607, align 8, !tbaa !9
  %609 = fmul fast double %608, %603
  %610 = fadd fast double %609, %598
  %611 = fmul fast double %603, 9.000000e-01
  %612 = getelementptr inbounds double, ptr %562, i64 %604
  %613 = load double, ptr %612, align 8, !tbaa !9
  %614 = call fast double @llvm.sin.f64(double %613)
  %615 = fadd fast double %614, %611
  %616 = or disjoint i64 %583, 3
  %617 = icmp eq i64 %616, %112
  %618 = select i1 %617, i64 0, i64 %616
  %619 = getelementptr inbounds double, ptr %562, i64 %618
  %620 = load double, ptr %619, align 8, !tbaa !9
  %621 = fmul fast double %620, %615
  %622 = fadd fast double %621, %610
  %623 = fmul fast double %615, 9.000000e-01
  %624 = getelementptr inbounds double, ptr %562, i64 %616
  %625 = load double, ptr %624, align 8, !tbaa !9
  %626 = call fast double @llvm.sin.f64(double %625)
  %627 = fadd fast double %626, %623
  %628 = add nuw nsw i64 %583, 4
  %629 = icmp eq i64 %628, %112
  %630 = select i1 %629, i64 0, i64 %628
  %631 = getelementptr inbounds double, ptr %562, i64 %630
  %632 = load double, ptr %631, align 8, !tbaa !9
  %633 = fmul fast double %632, %627
  %634 = fadd fast double %633, %622
  %635 = add i64 %586, 4
  %636 = icmp eq i64 %635, %566
  br i1 %636, label %637, label %582, !llvm.loop !25

637:                                              ; preds = %582, %572
  %638 = phi double [ poison, %572 ], [ %627, %582 ]
  %639 = phi double [ poison, %572 ], [ %634, %582 ]
  %640 = phi i64 [ 0, %572 ], [ %628, %582 ]
  %641 = phi double [ 0.000000e+00, %572 ], [ %634, %582 ]
  %642 = phi double [ 5.000000e-01, %572 ], [ %627, %582 ]
  br i1 %567, label %662, label %643

643:                                              ; preds = %637, %643
  %644 = phi i64 [ %653, %643 ], [ %640, %637 ]
  %645 = phi double [ %659, %643 ], [ %641, %637 ]
  %646 = phi double [ %652, %643 ], [ %642, %637 ]
  %647 = phi i64 [ %660, %643 ], [ 0, %637 ]
  %648 = fmul fast double %646, 9.000000e-01
  %649 = getelementptr inbounds double, ptr %562, i64 %644
  %650 = load double, ptr %649, align 8, !tbaa !9
  %651 = call fast double @llvm.sin.f64(double %650)
  %652 = fadd fast double %651, %648
  %653 = add nuw nsw i64 %644, 1
  %654 = icmp eq i64 %653, %112
  %655 = select i1 %654, i64 0, i64 %653
  %656 = getelementptr inbounds double, ptr %562, i64 %655
  %657 = load double, ptr %656, align 8, !tbaa !9
  %658 = fmul fast double %657, %652
  %659 = fadd fast double %658, %645
  %660 = add i64 %647, 1
  %661 = icmp eq i64 %660, %564
  br i1 %661, label %662, label %643, !llvm.loop !26

662:                                              ; preds = %643, %637
  %663 = phi double [ %638, %637 ], [ %652, %643 ]
  %664 = phi double [ %639, %637 ], [ %659, %643 ]
  %665 = fsub fast double %577, %580
  store double %665, ptr %576, align 8, !tbaa !9
  br i1 %569, label %721, label %666

666:                                              ; preds = %662, %666
  %667 = phi i64 [ %712, %666 ], [ 0, %662 ]
  %668 = phi double [ %718, %666 ], [ 0.000000e+00, %662 ]
  %669 = phi double [ %711, %666 ], [ 5.000000e-01, %662 ]
  %670 = phi i64 [ %719, %666 ], [ 0, %662 ]
  %671 = fmul fast double %669, 9.000000e-01
  %672 = getelementptr inbounds double, ptr %562, i64 %667
  %673 = load double, ptr %672, align 8, !tbaa !9
  %674 = call fast double @llvm.sin.f64(double %673)
  %675 = fadd fast double %674, %671
  %676 = or disjoint i64 %667, 1
  %677 = icmp eq i64 %676, %112
  %678 = select i1 %677, i64 0, i64 %676
  %679 = getelementptr inbounds double, ptr %562, i64 %678
  %680 = load double, ptr %679, align 8, !tbaa !9
  %681 = fmul fast double %680, %675
  %682 = fadd fast double %681, %668
  %683 = fmul fast double %675, 9.000000e-01
  %684 = getelementptr inbounds double, ptr %562, i64 %676
  %685 = load double, ptr %684, align 8, !tbaa !9
  %686 = call fast double @llvm.sin.f64(double %685)
  %687 = fadd fast double %686, %683
  %688 = or disjoint i64 %667, 2
  %689 = icmp eq i64 %688, %112
  %690 = select i1 %689, i64 0, i64 %688
  %691 = getelementptr inbounds double, ptr %562, i64 %690
  %692 = load double, ptr %691, align 8, !tbaa !9
  %693 = fmul fast double %692, %687
  %694 = fadd fast double %693, %682
  %695 = fmul fast double %687, 9.000000e-01
  %696 = getelementptr inbounds double, ptr %562, i64 %688
  %697 = load double, ptr %696, align 8, !tbaa !9
  %698 = call fast double @llvm.sin.f64(double %697)
  %699 = fadd fast double %698, %695
  %700 = or disjoint i64 %667, 3
  %701 = icmp eq i64 %700, %112
  %702 = select i1 %701, i64 0, i64 %700
  %703 = getelementptr inbounds double, ptr %562, i64 %702
  %704 = load double, ptr %703, align 8, !tbaa !9
  %705 = fmul fast double %704, %699
  %706 = fadd fast double %705, %694
  %707 = fmul fast double %699, 9.000000e-01
  %708 = getelementptr inbounds double, ptr %562, i64 %700
  %709 = load double, ptr %708, align 8, !tbaa !9
  %710 = call fast double @llvm.sin.f64(double %709)
  %711 = fadd fast double %710, %707
  %712 = add nuw nsw i64 %667, 4
  %713 = icmp eq i64 %712, %112
  %714 = select i1 %713, i64 0, i64 %712
  %715 = getelementptr inbounds double, ptr %562, i64 %714
  %716 = load double, ptr %715, align 8, !tbaa !9
  %717 = fmul fast double %716, %711
  %718 = fadd fast double %717, %706
  %719 = add i64 %670, 4
  %720 = icmp eq i64 %719, %570
  br i1 %720, label %721, label %666, !llvm.loop !25

721:                                              ; preds = %666, %662
  %722 = phi double [ poison, %662 ], [ %711, %666 ]
  %723 = phi double [ poison, %662 ], [ %718, %666 ]
  %724 = phi i64 [ 0, %662 ], [ %712, %666 ]
  %725 = phi double [ 0.000000e+00, %662 ], [ %718, %666 ]
  %726 = phi double [ 5.000000e-01, %662 ], [ %711, %666 ]
  br i1 %571, label %746, label %727

727:                                              ; preds = %721, %727
  %728 = phi i64 [ %737, %727 ], [ %724, %721 ]
  %729 = phi double [ %743, %727 ], [ %725, %721 ]
  %730 = phi double [ %736, %727 ], [ %726, %721 ]
  %731 = phi i64 [ %744, %727 ], [ 0, %721 ]
  %732 = fmul fast double %730, 9.000000e-01
  %733 = getelementptr inbounds double, ptr %562, i64 %728
  %734 = load double, ptr %733, align 8, !tbaa !9
  %735 = call fast double @llvm.sin.f64(double %734)
  %736 = fadd fast double %735, %732
  %737 = add nuw nsw i64 %728, 1
  %738 = icmp eq i64 %737, %112
  %739 = select i1 %738, i64 0, i64 %737
  %740 = getelementptr inbounds double, ptr %562, i64 %739
  %741 = load double, ptr %740, align 8, !tbaa !9
  %742 = fmul fast double %741, %736
  %743 = fadd fast double %742, %729
  %744 = add i64 %731, 1
  %745 = icmp eq i64 %744, %568
  br i1 %745, label %746, label %727, !llvm.loop !28

746:                                              ; preds = %727, %721
  %747 = phi double [ %722, %721 ], [ %736, %727 ]
  %748 = phi double [ %723, %721 ], [ %743, %727 ]
  %749 = fmul fast double %663, %663
  store double %747, ptr @gcount, align 8, !tbaa !9
  store double %577, ptr %576, align 8, !tbaa !9
  %750 = fadd fast double %664, %749
  %751 = fmul fast double %747, %747
  %752 = fadd fast double %751, %748
  %753 = fsub fast double %750, %752
  %754 = fmul fast double %579, 2.000000e-06
  %755 = fdiv fast double %753, %754
  %756 = call fast double @llvm.fabs.f64(double %755)
  %757 = call fast double @llvm.maxnum.f64(double %756, double 1.000000e+00)
  %758 = fsub fast double %575, %755
  %759 = call fast double @llvm.fabs.f64(double %758)
  %760 = fmul fast double %757, 0x3EB0C6F7A0B5ED8D
  %761 = fcmp fast ole double %759, %760
  %762 = select i1 %761, ptr @.str.6, ptr @.str.7
  %763 = trunc nuw nsw i64 %573 to i32
  %764 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %763, double noundef nofpclass(nan inf) %575, double noundef nofpclass(nan inf) %755, ptr noundef nonnull %762)
  br i1 %761, label %768, label %765

765:                                              ; preds = %746
  %766 = load i32, ptr @n_fail, align 4, !tbaa !11
  %767 = add nsw i32 %766, 1
  store i32 %767, ptr @n_fail, align 4, !tbaa !11
  br label %768

768:                                              ; preds = %765, %746
  %769 = add nuw nsw i64 %573, 1
  %770 = icmp eq i64 %769, %112
  br i1 %770, label %771, label %572, !llvm.loop !24

771:                                              ; preds = %768
  call void @free(ptr noundef nonnull %562) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, i8 0, i64 128, i1 false)
  %772 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %84) #12
  %773 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grun, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %84) #12
  %774 = add nsw i64 %82, -1
  %775 = icmp ult i64 %774, 2
  br i1 %775, label %776, label %778

776:                                              ; preds = %796, %771
  %777 = phi i64 [ 0, %771 ], [ %779, %796 ]
  br label %1010

778:                                              ; preds = %771
  %779 = and i64 %107, 2147483632
  br label %780

780:                                              ; preds = %780, %778
  %781 = phi i64 [ 0, %778 ], [ %794, %780 ]
  %782 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %781
  %783 = getelementptr inbounds i8, ptr %782, i64 32
  %784 = getelementptr inbounds i8, ptr %782, i64 64
  %785 = getelementptr inbounds i8, ptr %782, i64 96
  %786 = load <4 x double>, ptr %782, align 16, !tbaa !9
  %787 = load <4 x double>, ptr %783, align 16, !tbaa !9
  %788 = load <4 x double>, ptr %784, align 16, !tbaa !9
  %789 = load <4 x double>, ptr %785, align 16, !tbaa !9
  %790 = fmul fast <4 x double> %786, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %791 = fmul fast <4 x double> %787, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %792 = fmul fast <4 x double> %788, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %793 = fmul fast <4 x double> %789, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  store <4 x double> %790, ptr %782, align 16, !tbaa !9
  store <4 x double> %791, ptr %783, align 16, !tbaa !9
  store <4 x double> %792, ptr %784, align 16, !tbaa !9
  store <4 x double> %793, ptr %785, align 16, !tbaa !9
  %794 = add nuw i64 %781, 16
  %795 = icmp eq i64 %794, %779
  br i1 %795, label %796, label %780, !llvm.loop !29

796:                                              ; preds = %780
  %797 = icmp eq i64 %779, %107
  br i1 %797, label %798, label %776

798:                                              ; preds = %1010, %796
  %799 = call noalias ptr @malloc(i64 noundef %108) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %799, ptr nonnull readonly align 16 %1, i64 %111, i1 false)
  %800 = and i64 %112, 3
  %801 = icmp ult i64 %563, 3
  %802 = and i64 %112, 4294967292
  %803 = icmp eq i64 %800, 0
  %804 = and i64 %112, 3
  %805 = icmp ult i64 %563, 3
  %806 = and i64 %112, 4294967292
  %807 = icmp eq i64 %804, 0
  br label %808

808:                                              ; preds = %798, %1004
  %809 = phi i64 [ 0, %798 ], [ %1005, %1004 ]
  %810 = getelementptr inbounds double, ptr %2, i64 %809
  %811 = load double, ptr %810, align 8, !tbaa !9
  %812 = getelementptr inbounds double, ptr %799, i64 %809
  %813 = load double, ptr %812, align 8, !tbaa !9
  %814 = call fast double @llvm.fabs.f64(double %813)
  %815 = call fast double @llvm.maxnum.f64(double %814, double 1.000000e+00)
  %816 = fmul fast double %815, 0x3EB0C6F7A0B5ED8D
  %817 = fadd fast double %816, %813
  store double %817, ptr %812, align 8, !tbaa !9
  br i1 %801, label %873, label %818

818:                                              ; preds = %808, %818
  %819 = phi i64 [ %864, %818 ], [ 0, %808 ]
  %820 = phi double [ %870, %818 ], [ 0.000000e+00, %808 ]
  %821 = phi double [ %863, %818 ], [ 5.000000e-01, %808 ]
  %822 = phi i64 [ %871, %818 ], [ 0, %808 ]
  %823 = fmul fast double %821, 9.000000e-01
  %824 = getelementptr inbounds double, ptr %799, i64 %819
  %825 = load double, ptr %824, align 8, !tbaa !9
  %826 = call fast double @llvm.sin.f64(double %825)
  %827 = fadd fast double %826, %823
  %828 = or disjoint i64 %819, 1
  %829 = icmp eq i64 %828, %112
  %830 = select i1 %829, i64 0, i64 %828
  %831 = getelementptr inbounds double, ptr %799, i64 %830
  %832 = load double, ptr %831, align 8, !tbaa !9
  %833 = fmul fast double %832, %827
  %834 = fadd fast double %833, %820
  %835 = fmul fast double %827, 9.000000e-01
  %836 = getelementptr inbounds double, ptr %799, i64 %828
  %837 = load double, ptr %836, align 8, !tbaa !9
  %838 = call fast double @llvm.sin.f64(double %837)
  %839 = fadd fast double %838, %835
  %840 = or disjoint i64 %819, 2
  %841 = icmp eq i64 %840, %112
  %842 = select i1 %841, i64 0, i64 %840
  %843 = getelementptr inbounds double, ptr %799, i64 %842
  %844 = load double, ptr %843, align 8, !tbaa !9
  %845 = fmul fast double %844, %839
  %846 = fadd fast double %845, %834
  %847 = fmul fast double %839, 9.000000e-01
  %848 = getelementptr inbounds double, ptr %799, i64 %840
  %849 = load double, ptr %848, align 8, !tbaa !9
  %850 = call fast double @llvm.sin.f64(double %849)
  %851 = fadd fast double %850, %847
  %852 = or disjoint i64 %819, 3
  %853 = icmp eq i64 %852, %112
  %854 = select i1 %853, i64 0, i64 %852
  %855 = getelementptr inbounds double, ptr %799, i64 %854
  %856 = load double, ptr %855, align 8, !tbaa !9
  %857 = fmul fast double %856, %851
  %858 = fadd fast double %857, %846
  %859 = fmul fast double %851, 9.000000e-01
  %860 = getelementptr inbounds double, ptr %799, i64 %852
  %861 = load double, ptr %860, align 8, !tbaa !9
  %862 = call fast double @llvm.sin.f64(double %861)
  %863 = fadd fast double %862, %859
  %864 = add nuw nsw i64 %819, 4
  %865 = icmp eq i64 %864, %112
  %866 = select i1 %865, i64 0, i64 %864
  %867 = getelementptr inbounds double, ptr %799, i64 %866
  %868 = load double, ptr %867, align 8, !tbaa !9
  %869 = fmul fast double %868, %863
  %870 = fadd fast double %869, %858
  %871 = add i64 %822, 4
  %872 = icmp eq i64 %871, %802
  br i1 %872, label %873, label %818, !llvm.loop !25

873:                                              ; preds = %818, %808
  %874 = phi double [ poison, %808 ], [ %863, %818 ]
  %875 = phi double [ poison, %808 ], [ %870, %818 ]
  %876 = phi i64 [ 0, %808 ], [ %864, %818 ]
  %877 = phi double [ 0.000000e+00, %808 ], [ %870, %818 ]
  %878 = phi double [ 5.000000e-01, %808 ], [ %863, %818 ]
  br i1 %803, label %898, label %879

879:                                              ; preds = %873, %879
  %880 = phi i64 [ %889, %879 ], [ %876, %873 ]
  %881 = phi double [ %895, %879 ], [ %877, %873 ]
  %882 = phi double [ %888, %879 ], [ %878, %873 ]
  %883 = phi i64 [ %896, %879 ], [ 0, %873 ]
  %884 = fmul fast double %882, 9.000000e-01
  %885 = getelementptr inbounds double, ptr %799, i64 %880
  %886 = load double, ptr %885, align 8, !tbaa !9
  %887 = call fast double @llvm.sin.f64(double %886)
  %888 = fadd fast double %887, %884
  %889 = add nuw nsw i64 %880, 1
  %890 = icmp eq i64 %889, %112
  %891 = select i1 %890, i64 0, i64 %889
  %892 = getelementptr inbounds double, ptr %799, i64 %891
  %893 = load double, ptr %892, align 8, !tbaa !9
  %894 = fmul fast double %893, %888
  %895 = fadd fast double %894, %881
  %896 = add i64 %883, 1
  %897 = icmp eq i64 %896, %800
  br i1 %897, label %898, label %879, !llvm.loop !30

898:                                              ; preds = %879, %873
  %899 = phi double [ %874, %873 ], [ %888, %879 ]
  %900 = phi double [ %875, %873 ], [ %895, %879 ]
  %901 = fsub fast double %813, %816
  store double %901, ptr %812, align 8, !tbaa !9
  br i1 %805, label %957, label %902

902:                                              ; preds = %898, %902
  %903 = phi i64 [ %948, %902 ], [ 0, %898 ]
  %904 = phi double [ %954, %902 ], [ 0.000000e+00, %898 ]
  %905 = phi double [ %947, %902 ], [ 5.000000e-01, %898 ]
  %906 = phi i64 [ %955, %902 ], [ 0, %898 ]
  %907 = fmul fast double %905, 9.000000e-01
  %908 = getelementptr inbounds double, ptr %799, i64 %903
  %909 = load double, ptr %908, align 8, !tbaa !9
  %910 = call fast double @llvm.sin.f64(double %909)
  %911 = fadd fast double %910, %907
  %912 = or disjoint i64 %903, 1
  %913 = icmp eq i64 %912, %112
  %914 = select i1 %913, i64 0, i64 %912
  %915 = getelementptr inbounds double, ptr %799, i64 %914
  %916 = load double, ptr %915, align 8, !tbaa !9
  %917 = fmul fast double %916, %911
  %918 = fadd fast double %917, %904
  %919 = fmul fast double %911, 9.000000e-01
  %920 = getelementptr inbounds double, ptr %799, i64 %912
  %921 = load double, ptr %920, align 8, !tbaa !9
  %922 = call fast double @llvm.sin.f64(double %921)
  %923 = fadd fast double %922, %919
  %924 = or disjoint i64 %903, 2
  %925 = icmp eq i64 %924, %112
  %926 = select i1 %925, i64 0, i64 %924
  %927 = getelementptr inbounds double, ptr %799, i64 %926
  %928 = load double, ptr %927, align 8, !tbaa !9
  %929 = fmul fast double %928, %923
  %930 = fadd fast double %929, %918
  %931 = fmul fast double %923, 9.000000e-01
  %932 = getelementptr inbounds double, ptr %799, i64 %924
  %933 = load double, ptr %932, align 8, !tbaa !9
  %934 = call fast double @llvm.sin.f64(double %933)
  %935 = fadd fast double %934, %931
  %936 = or disjoint i64 %903, 3
  %937 = icmp eq i64 %936, %112
  %938 = select i1 %937, i64 0, i64 %936
  %939 = getelementptr inbounds double, ptr %799, i64 %938
  %940 = load double, ptr %939, align 8, !tbaa !9
  %941 = fmul fast double %940, %935
  %942 = fadd fast double %941, %930
  %943 = fmul fast double %935, 9.000000e-01
  %944 = getelementptr inbounds double, ptr %799, i64 %936
  %945 = load double, ptr %944, align 8, !tbaa !9
  %946 = call fast double @llvm.sin.f64(double %945)
  %947 = fadd fast double %946, %943
  %948 = add nuw nsw i64 %903, 4
  %949 = icmp eq i64 %948, %112
  %950 = select i1 %949, i64 0, i64 %948
  %951 = getelementptr inbounds double, ptr %799, i64 %950
  %952 = load double, ptr %951, align 8, !tbaa !9
  %953 = fmul fast double %952, %947
  %954 = fadd fast double %953, %942
  %955 = add i64 %906, 4
  %956 = icmp eq i64 %955, %806
  br i1 %956, label %957, label %902, !llvm.loop !25

957:                                              ; preds = %902, %898
  %958 = phi double [ poison, %898 ], [ %947, %902 ]
  %959 = phi double [ poison, %898 ], [ %954, %902 ]
  %960 = phi i64 [ 0, %898 ], [ %948, %902 ]
  %961 = phi double [ 0.000000e+00, %898 ], [ %954, %902 ]
  %962 = phi double [ 5.000000e-01, %898 ], [ %947, %902 ]
  br i1 %807, label %982, label %963

963:                                              ; preds = %957, %963
  %964 = phi i64 [ %973, %963 ], [ %960, %957 ]
  %965 = phi double [ %979, %963 ], [ %961, %957 ]
  %966 = phi double [ %972, %963 ], [ %962, %957 ]
  %967 = phi i64 [ %980, %963 ], [ 0, %957 ]
  %968 = fmul fast double %966, 9.000000e-01
  %969 = getelementptr inbounds double, ptr %799, i64 %964
  %970 = load double, ptr %969, align 8, !tbaa !9
  %971 = call fast double @llvm.sin.f64(double %970)
  %972 = fadd fast double %971, %968
  %973 = add nuw nsw i64 %964, 1
  %974 = icmp eq i64 %973, %112
  %975 = select i1 %974, i64 0, i64 %973
  %976 = getelementptr inbounds double, ptr %799, i64 %975
  %977 = load double, ptr %976, align 8, !tbaa !9
  %978 = fmul fast double %977, %972
  %979 = fadd fast double %978, %965
  %980 = add i64 %967, 1
  %981 = icmp eq i64 %980, %804
  br i1 %981, label %982, label %963, !llvm.loop !31

982:                                              ; preds = %963, %957
  %983 = phi double [ %958, %957 ], [ %972, %963 ]
  %984 = phi double [ %959, %957 ], [ %979, %963 ]
  %985 = fmul fast double %899, %899
  store double %983, ptr @gcount, align 8, !tbaa !9
  store double %813, ptr %812, align 8, !tbaa !9
  %986 = fadd fast double %900, %985
  %987 = fmul fast double %983, %983
  %988 = fadd fast double %987, %984
  %989 = fsub fast double %986, %988
  %990 = fmul fast double %815, 2.000000e-06
  %991 = fdiv fast double %989, %990
  %992 = call fast double @llvm.fabs.f64(double %991)
  %993 = call fast double @llvm.maxnum.f64(double %992, double 1.000000e+00)
  %994 = fsub fast double %811, %991
  %995 = call fast double @llvm.fabs.f64(double %994)
  %996 = fmul fast double %993, 0x3EB0C6F7A0B5ED8D
  %997 = fcmp fast ole double %995, %996
  %998 = select i1 %997, ptr @.str.6, ptr @.str.7
  %999 = trunc nuw nsw i64 %809 to i32
  %1000 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %999, double noundef nofpclass(nan inf) %811, double noundef nofpclass(nan inf) %991, ptr noundef nonnull %998)
  br i1 %997, label %1004, label %1001

1001:                                             ; preds = %982
  %1002 = load i32, ptr @n_fail, align 4, !tbaa !11
  %1003 = add nsw i32 %1002, 1
  store i32 %1003, ptr @n_fail, align 4, !tbaa !11
  br label %1004

1004:                                             ; preds = %1001, %982
  %1005 = add nuw nsw i64 %809, 1
  %1006 = icmp eq i64 %1005, %112
  br i1 %1006, label %1007, label %808, !llvm.loop !24

1007:                                             ; preds = %1004
  call void @free(ptr noundef nonnull %799) #12
  %1008 = add nuw nsw i64 %82, 1
  %1009 = icmp eq i64 %1008, 3
  br i1 %1009, label %75, label %81, !llvm.loop !32

1010:                                             ; preds = %776, %1010
  %1011 = phi i64 [ %1015, %1010 ], [ %777, %776 ]
  %1012 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %1011
  %1013 = load double, ptr %1012, align 8, !tbaa !9
  %1014 = fmul fast double %1013, 5.000000e-01
  store double %1014, ptr %1012, align 8, !tbaa !9
  %1015 = add nuw nsw i64 %1011, 1
  %1016 = icmp eq i64 %1015, %107
  br i1 %1016, label %798, label %1010, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @gscratch(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %194

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 16
  br i1 %6, label %7, label %9

7:                                                ; preds = %35, %4
  %8 = phi i64 [ 0, %4 ], [ %10, %35 ]
  br label %185

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 32
  %15 = getelementptr inbounds i8, ptr %13, i64 64
  %16 = getelementptr inbounds i8, ptr %13, i64 96
  %17 = load <4 x double>, ptr %13, align 8, !tbaa !9
  %18 = load <4 x double>, ptr %14, align 8, !tbaa !9
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !9
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !9
  %21 = fmul fast <4 x double> %17, %17
  %22 = fmul fast <4 x double> %18, %18
  %23 = fmul fast <4 x double> %19, %19
  %24 = fmul fast <4 x double> %20, %20
  %25 = fadd fast <4 x double> %21, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %26 = fadd fast <4 x double> %22, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %27 = fadd fast <4 x double> %23, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %28 = fadd fast <4 x double> %24, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %29 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %12
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = getelementptr inbounds i8, ptr %29, i64 64
  %32 = getelementptr inbounds i8, ptr %29, i64 96
  store <4 x double> %25, ptr %29, align 16, !tbaa !9
  store <4 x double> %26, ptr %30, align 16, !tbaa !9
  store <4 x double> %27, ptr %31, align 16, !tbaa !9
  store <4 x double> %28, ptr %32, align 16, !tbaa !9
  %33 = add nuw i64 %12, 16
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !34

35:                                               ; preds = %11
  %36 = icmp eq i64 %10, %5
  br i1 %36, label %37, label %7

37:                                               ; preds = %185, %35
  br i1 %3, label %38, label %194

38:                                               ; preds = %37
  %39 = zext nneg i32 %1 to i64
  %40 = icmp ult i32 %1, 16
  br i1 %40, label %41, label %44

41:                                               ; preds = %179, %38
  %42 = phi i64 [ 0, %38 ], [ %45, %179 ]
  %43 = phi double [ 0.000000e+00, %38 ], [ %183, %179 ]
  br label %199

44:                                               ; preds = %38
  %45 = and i64 %5, 2147483632
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %177, %46 ]
  %48 = phi <4 x double> [ zeroinitializer, %44 ], [ %173, %46 ]
  %49 = phi <4 x double> [ zeroinitializer, %44 ], [ %174, %46 ]
  %50 = phi <4 x double> [ zeroinitializer, %44 ], [ %175, %46 ]
  %51 = phi <4 x double> [ zeroinitializer, %44 ], [ %176, %46 ]
  %52 = trunc i64 %47 to i32
  %53 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %47
  %54 = getelementptr inbounds i8, ptr %53, i64 32
  %55 = getelementptr inbounds i8, ptr %53, i64 64
  %56 = getelementptr inbounds i8, ptr %53, i64 96
  %57 = load <4 x double>, ptr %53, align 16, !tbaa !9
  %58 = load <4 x double>, ptr %54, align 16, !tbaa !9
  %59 = load <4 x double>, ptr %55, align 16, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 16, !tbaa !9
  %61 = or disjoint i32 %52, 3
  %62 = or disjoint i32 %52, 4
  %63 = or disjoint i32 %52, 5
  %64 = or disjoint i32 %52, 6
  %65 = or disjoint i32 %52, 7
  %66 = or disjoint i32 %52, 8
  %67 = or disjoint i32 %52, 9
  %68 = or disjoint i32 %52, 10
  %69 = or disjoint i32 %52, 11
  %70 = or disjoint i32 %52, 12
  %71 = or disjoint i32 %52, 13
  %72 = or disjoint i32 %52, 14
  %73 = or disjoint i32 %52, 15
  %74 = add i32 %52, 16
  %75 = add i32 %52, 17
  %76 = add i32 %52, 18
  %77 = urem i32 %61, %1
  %78 = urem i32 %62, %1
  %79 = urem i32 %63, %1
  %80 = urem i32 %64, %1
  %81 = urem i32 %65, %1
  %82 = urem i32 %66, %1
  %83 = urem i32 %67, %1
  %84 = urem i32 %68, %1
  %85 = urem i32 %69, %1
  %86 = urem i32 %70, %1
  %87 = urem i32 %71, %1
  %88 = urem i32 %72, %1
  %89 = urem i32 %73, %1
  %90 = urem i32 %74, %1
  %91 = urem i32 %75, %1
  %92 = urem i32 %76, %1
  %93 = zext nneg i32 %77 to i64
  %94 = zext nneg i32 %78 to i64
  %95 = zext nneg i32 %79 to i64
  %96 = zext nneg i32 %80 to i64
  %97 = zext nneg i32 %81 to i64
  %98 = zext nneg i32 %82 to i64
  %99 = zext nneg i32 %83 to i64
  %100 = zext nneg i32 %84 to i64
  %101 = zext nneg i32 %85 to i64
  %102 = zext nneg i32 %86 to i64
  %103 = zext nneg i32 %87 to i64
  %104 = zext nneg i32 %88 to i64
  %105 = zext nneg i32 %89 to i64
  %106 = zext nneg i32 %90 to i64
  %107 = zext nneg i32 %91 to i64
  %108 = zext nneg i32 %92 to i64
  %109 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %93
  %110 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %94
  %111 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %95
  %112 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %96
  %113 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %97
  %114 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %98
  %115 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %99
  %116 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %100
  %117 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %101
  %118 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %102
  %119 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %103
  %120 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %104
  %121 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %105
  %122 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %106
  %123 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %107
  %124 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %108
  %125 = load double, ptr %109, align 8, !tbaa !9
  %126 = load double, ptr %110, align 8, !tbaa !9
  %127 = load double, ptr %111, align 8, !tbaa !9
  %128 = load double, ptr %112, align 8, !tbaa !9
  %129 = insertelement <4 x double> poison, double %125, i64 0
  %130 = insertelement <4 x double> %129, double %126, i64 1
  %131 = insertelement <4 x double> %130, double %127, i64 2
  %132 = insertelement <4 x double> %131, double %128, i64 3
  %133 = load double, ptr %113, align 8, !tbaa !9
  %134 = load double, ptr %114, align 8, !tbaa !9
  %135 = load double, ptr %115, align 8, !tbaa !9
  %136 = load double, ptr %116, align 8, !tbaa !9
  %137 = insertelement <4 x double> poison, double %133, i64 0
  %138 = insertelement <4 x double> %137, double %134, i64 1
  %139 = insertelement <4 x double> %138, double %135, i64 2
  %140 = insertelement <4 x double> %139, double %136, i64 3
  %141 = load double, ptr %117, align 8, !tbaa !9
  %142 = load double, ptr %118, align 8, !tbaa !9
  %143 = load double, ptr %119, align 8, !tbaa !9
  %144 = load double, ptr %120, align 8, !tbaa !9
  %145 = insertelement <4 x double> poison, double %141, i64 0
  %146 = insertelement <4 x double> %145, double %142, i64 1
  %147 = insertelement <4 x double> %146, double %143, i64 2
  %148 = insertelement <4 x double> %147, double %144, i64 3
  %149 = load double, ptr %121, align 8, !tbaa !9
  %150 = load double, ptr %122, align 8, !tbaa !9
  %151 = load double, ptr %123, align 8, !tbaa !9
  %152 = load double, ptr %124, align 8, !tbaa !9
  %153 = insertelement <4 x double> poison, double %149, i64 0
  %154 = insertelement <4 x double> %153, double %150, i64 1
  %155 = insertelement <4 x double> %154, double %151, i64 2
  %156 = insertelement <4 x double> %155, double %152, i64 3
  %157 = fmul fast <4 x double> %132, %57
  %158 = fmul fast <4 x double> %140, %58
  %159 = fmul fast <4 x double> %148, %59
  %160 = fmul fast <4 x double> %156, %60
  %161 = getelementptr inbounds double, ptr %0, i64 %47
  %162 = getelementptr inbounds i8, ptr %161, i64 32
  %163 = getelementptr inbounds i8, ptr %161, i64 64
  %164 = getelementptr inbounds i8, ptr %161, i64 96
  %165 = load <4 x double>, ptr %161, align 8, !tbaa !9
  %166 = load <4 x double>, ptr %162, align 8, !tbaa !9
  %167 = load <4 x double>, ptr %163, align 8, !tbaa !9
  %168 = load <4 x double>, ptr %164, align 8, !tbaa !9
  %169 = fmul fast <4 x double> %157, %165
  %170 = fmul fast <4 x double> %158, %166
  %171 = fmul fast <4 x double> %159, %167
  %172 = fmul fast <4 x double> %160, %168
  %173 = fadd fast <4 x double> %48, %169
  %174 = fadd fast <4 x double> %49, %170
  %175 = fadd fast <4 x double> %50, %171
  %176 = fadd fast <4 x double> %51, %172
  %177 = add nuw i64 %47, 16
  %178 = icmp eq i64 %177, %45
  br i1 %178, label %179, label %46, !llvm.loop !35

179:                                              ; preds = %46
  %180 = fadd fast <4 x double> %174, %173
  %181 = fadd fast <4 x double> %175, %180
  %182 = fadd fast <4 x double> %176, %181
  %183 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %182)
  %184 = icmp eq i64 %45, %5
  br i1 %184, label %194, label %41

185:                                              ; preds = %7, %185
  %186 = phi i64 [ %192, %185 ], [ %8, %7 ]
  %187 = getelementptr inbounds double, ptr %0, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = fmul fast double %188, %188
  %190 = fadd fast double %189, 1.000000e+00
  %191 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %186
  store double %190, ptr %191, align 8, !tbaa !9
  %192 = add nuw nsw i64 %186, 1
  %193 = icmp eq i64 %192, %5
  br i1 %193, label %37, label %185, !llvm.loop !36

194:                                              ; preds = %199, %2, %179, %37
  %195 = phi double [ 0.000000e+00, %37 ], [ 0.000000e+00, %2 ], [ %183, %179 ], [ %214, %199 ]
  %196 = fmul fast double %195, %195
  %197 = fadd fast double %196, 1.000000e+00
  %198 = tail call fast double @llvm.log.f64(double %197)
  ret double %198

199:                                              ; preds = %41, %199
  %200 = phi i64 [ %215, %199 ], [ %42, %41 ]
  %201 = phi double [ %214, %199 ], [ %43, %41 ]
  %202 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %200
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = trunc i64 %200 to i32
  %205 = add i32 %204, 3
  %206 = urem i32 %205, %1
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds [16 x double], ptr @scratch, i64 0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = fmul fast double %209, %203
  %211 = getelementptr inbounds double, ptr %0, i64 %200
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = fmul fast double %210, %212
  %214 = fadd fast double %201, %213
  %215 = add nuw nsw i64 %200, 1
  %216 = icmp eq i64 %215, %39
  br i1 %216, label %194, label %199, !llvm.loop !37
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @grun(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  store double 5.000000e-01, ptr @gcount, align 8, !tbaa !9
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %37

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %42

10:                                               ; preds = %42, %4
  %11 = phi double [ poison, %4 ], [ %90, %42 ]
  %12 = phi double [ poison, %4 ], [ %98, %42 ]
  %13 = phi i64 [ 0, %4 ], [ %91, %42 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %98, %42 ]
  %15 = phi double [ 5.000000e-01, %4 ], [ %90, %42 ]
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %37, label %17

17:                                               ; preds = %10, %17
  %18 = phi i64 [ %27, %17 ], [ %13, %10 ]
  %19 = phi double [ %34, %17 ], [ %14, %10 ]
  %20 = phi double [ %26, %17 ], [ %15, %10 ]
  %21 = phi i64 [ %35, %17 ], [ 0, %10 ]
  %22 = fmul fast double %20, 9.000000e-01
  %23 = getelementptr inbounds double, ptr %0, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call fast double @llvm.sin.f64(double %24)
  %26 = fadd fast double %25, %22
  store double %26, ptr @gcount, align 8, !tbaa !9
  %27 = add nuw nsw i64 %18, 1
  %28 = icmp eq i64 %27, %5
  %29 = and i64 %27, 4294967295
  %30 = select i1 %28, i64 0, i64 %29
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul fast double %32, %26
  %34 = fadd fast double %33, %19
  %35 = add i64 %21, 1
  %36 = icmp eq i64 %35, %6
  br i1 %36, label %37, label %17, !llvm.loop !38

37:                                               ; preds = %10, %17, %2
  %38 = phi double [ 5.000000e-01, %2 ], [ %11, %10 ], [ %26, %17 ]
  %39 = phi double [ 0.000000e+00, %2 ], [ %12, %10 ], [ %34, %17 ]
  %40 = fmul fast double %38, %38
  %41 = fadd fast double %40, %39
  ret double %41

42:                                               ; preds = %42, %8
  %43 = phi i64 [ 0, %8 ], [ %91, %42 ]
  %44 = phi double [ 0.000000e+00, %8 ], [ %98, %42 ]
  %45 = phi double [ 5.000000e-01, %8 ], [ %90, %42 ]
  %46 = phi i64 [ 0, %8 ], [ %99, %42 ]
  %47 = fmul fast double %45, 9.000000e-01
  %48 = getelementptr inbounds double, ptr %0, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call fast double @llvm.sin.f64(double %49)
  %51 = fadd fast double %50, %47
  store double %51, ptr @gcount, align 8, !tbaa !9
  %52 = or disjoint i64 %43, 1
  %53 = icmp eq i64 %52, %5
  %54 = and i64 %52, 4294967293
  %55 = select i1 %53, i64 0, i64 %54
  %56 = getelementptr inbounds double, ptr %0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul fast double %57, %51
  %59 = fadd fast double %58, %44
  %60 = fmul fast double %51, 9.000000e-01
  %61 = getelementptr inbounds double, ptr %0, i64 %52
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = tail call fast double @llvm.sin.f64(double %62)
  %64 = fadd fast double %63, %60
  store double %64, ptr @gcount, align 8, !tbaa !9
  %65 = or disjoint i64 %43, 2
  %66 = icmp eq i64 %65, %5
  %67 = and i64 %65, 4294967294
  %68 = select i1 %66, i64 0, i64 %67
  %69 = getelementptr inbounds double, ptr %0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul fast double %70, %64
  %72 = fadd fast double %71, %59
  %73 = fmul fast double %64, 9.000000e-01
  %74 = getelementptr inbounds double, ptr %0, i64 %65
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = tail call fast double @llvm.sin.f64(double %75)
  %77 = fadd fast double %76, %73
  store double %77, ptr @gcount, align 8, !tbaa !9
  %78 = or disjoint i64 %43, 3
  %79 = icmp eq i64 %78, %5
  %80 = and i64 %78, 4294967295
  %81 = select i1 %79, i64 0, i64 %80
  %82 = getelementptr inbounds double, ptr %0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = fmul fast double %83, %77
  %85 = fadd fast double %84, %72
  %86 = fmul fast double %77, 9.000000e-01
  %87 = getelementptr inbounds double, ptr %0, i64 %78
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = tail call fast double @llvm.sin.f64(double %88)
  %90 = fadd fast double %89, %86
  store double %90, ptr @gcount, align 8, !tbaa !9
  %91 = add nuw nsw i64 %43, 4
  %92 = icmp eq i64 %91, %5
  %93 = and i64 %91, 4294967292
  %94 = select i1 %92, i64 0, i64 %93
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = fmul fast double %96, %90
  %98 = fadd fast double %97, %85
  %99 = add i64 %46, 4
  %100 = icmp eq i64 %99, %9
  br i1 %100, label %10, label %42, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = distinct !{!18, !14, !15, !16}
!19 = distinct !{!19, !14, !16, !15}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !14, !16, !15}
!22 = distinct !{!22, !14, !15, !16}
!23 = distinct !{!23, !14, !16, !15}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !27}
!29 = distinct !{!29, !14, !15, !16}
!30 = distinct !{!30, !27}
!31 = distinct !{!31, !27}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14, !16, !15}
!34 = distinct !{!34, !14, !15, !16}
!35 = distinct !{!35, !14, !15, !16}
!36 = distinct !{!36, !14, !16, !15}
!37 = distinct !{!37, !14, !16, !15}
!38 = distinct !{!38, !27}
