; ModuleID = 'myalloc.c'
source_filename = "myalloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 12, i32 5, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"temp.dx\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"temp.fwd\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"temp.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"accum.dx\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"accum.fwd\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"accum.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"myalloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = alloca %struct.Ctx, align 4
  %5 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #14
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = mul i64 %12, 6364136223846793005
  %14 = add i64 %13, 1442695040888963407
  %15 = insertelement <4 x i64> poison, i64 %8, i64 0
  %16 = insertelement <4 x i64> %15, i64 %10, i64 1
  %17 = insertelement <4 x i64> %16, i64 %12, i64 2
  %18 = insertelement <4 x i64> %17, i64 %14, i64 3
  %19 = lshr <4 x i64> %18, <i64 10, i64 10, i64 10, i64 10>
  %20 = and <4 x i64> %19, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %21 = uitofp nneg <4 x i64> %20 to <4 x double>
  %22 = fmul fast <4 x double> %21, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %23 = fadd fast <4 x double> %22, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %23, ptr %1, align 16, !tbaa !9
  %24 = mul i64 %14, 6364136223846793005
  %25 = getelementptr inbounds i8, ptr %1, i64 32
  %26 = add i64 %24, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = mul i64 %28, 6364136223846793005
  %30 = add i64 %29, 1442695040888963407
  %31 = mul i64 %30, 6364136223846793005
  %32 = add i64 %31, 1442695040888963407
  %33 = insertelement <4 x i64> poison, i64 %26, i64 0
  %34 = insertelement <4 x i64> %33, i64 %28, i64 1
  %35 = insertelement <4 x i64> %34, i64 %30, i64 2
  %36 = insertelement <4 x i64> %35, i64 %32, i64 3
  %37 = lshr <4 x i64> %36, <i64 10, i64 10, i64 10, i64 10>
  %38 = and <4 x i64> %37, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %39 = uitofp nneg <4 x i64> %38 to <4 x double>
  %40 = fmul fast <4 x double> %39, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %41 = fadd fast <4 x double> %40, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %41, ptr %25, align 16, !tbaa !9
  %42 = mul i64 %32, 6364136223846793005
  %43 = getelementptr inbounds i8, ptr %1, i64 64
  %44 = add i64 %42, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = mul i64 %48, 6364136223846793005
  %50 = add i64 %49, 1442695040888963407
  %51 = insertelement <4 x i64> poison, i64 %44, i64 0
  %52 = insertelement <4 x i64> %51, i64 %46, i64 1
  %53 = insertelement <4 x i64> %52, i64 %48, i64 2
  %54 = insertelement <4 x i64> %53, i64 %50, i64 3
  %55 = lshr <4 x i64> %54, <i64 10, i64 10, i64 10, i64 10>
  %56 = and <4 x i64> %55, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %57 = uitofp nneg <4 x i64> %56 to <4 x double>
  %58 = fmul fast <4 x double> %57, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %59 = fadd fast <4 x double> %58, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %59, ptr %43, align 16, !tbaa !9
  %60 = mul i64 %50, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = mul i64 %63, 6364136223846793005
  %65 = add i64 %64, 1442695040888963407
  %66 = mul i64 %65, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = insertelement <4 x i64> poison, i64 %61, i64 0
  %69 = insertelement <4 x i64> %68, i64 %63, i64 1
  %70 = insertelement <4 x i64> %69, i64 %65, i64 2
  %71 = insertelement <4 x i64> %70, i64 %67, i64 3
  %72 = lshr <4 x i64> %71, <i64 10, i64 10, i64 10, i64 10>
  %73 = and <4 x i64> %72, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %74 = uitofp nneg <4 x i64> %73 to <4 x double>
  %75 = fmul fast <4 x double> %74, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %76 = fadd fast <4 x double> %75, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %76, ptr %3, align 16, !tbaa !9
  %77 = mul i64 %67, 6364136223846793005
  %78 = getelementptr inbounds i8, ptr %3, i64 32
  %79 = add i64 %77, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = mul i64 %81, 6364136223846793005
  %83 = add i64 %82, 1442695040888963407
  %84 = mul i64 %83, 6364136223846793005
  %85 = add i64 %84, 1442695040888963407
  %86 = insertelement <4 x i64> poison, i64 %79, i64 0
  %87 = insertelement <4 x i64> %86, i64 %81, i64 1
  %88 = insertelement <4 x i64> %87, i64 %83, i64 2
  %89 = insertelement <4 x i64> %88, i64 %85, i64 3
  %90 = lshr <4 x i64> %89, <i64 10, i64 10, i64 10, i64 10>
  %91 = and <4 x i64> %90, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %92 = uitofp nneg <4 x i64> %91 to <4 x double>
  %93 = fmul fast <4 x double> %92, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %94 = fadd fast <4 x double> %93, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %94, ptr %78, align 16, !tbaa !9
  %95 = mul i64 %85, 6364136223846793005
  %96 = getelementptr inbounds i8, ptr %3, i64 64
  %97 = add i64 %95, 1442695040888963407
  %98 = mul i64 %97, 6364136223846793005
  %99 = add i64 %98, 1442695040888963407
  %100 = mul i64 %99, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = mul i64 %101, 6364136223846793005
  %103 = add i64 %102, 1442695040888963407
  %104 = insertelement <4 x i64> poison, i64 %97, i64 0
  %105 = insertelement <4 x i64> %104, i64 %99, i64 1
  %106 = insertelement <4 x i64> %105, i64 %101, i64 2
  %107 = insertelement <4 x i64> %106, i64 %103, i64 3
  %108 = lshr <4 x i64> %107, <i64 10, i64 10, i64 10, i64 10>
  %109 = and <4 x i64> %108, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %110 = uitofp nneg <4 x i64> %109 to <4 x double>
  %111 = fmul fast <4 x double> %110, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %112 = fadd fast <4 x double> %111, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %112, ptr %96, align 16, !tbaa !9
  store i64 %103, ptr @rng_state, align 8, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %4, i64 4
  br label %116

114:                                              ; preds = %295
  %115 = getelementptr inbounds i8, ptr %5, i64 4
  br label %304

116:                                              ; preds = %0, %295
  %117 = phi i64 [ 0, %0 ], [ %296, %295 ]
  %118 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #14
  store i32 %119, ptr %4, align 4, !tbaa !13
  store i32 0, ptr %113, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %120 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %121 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %120, i32 noundef %119) #14
  %122 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %123 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @temp, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %122, i32 noundef %119) #14
  %124 = call i32 @llvm.smax.i32(i32 %119, i32 1)
  %125 = zext nneg i32 %124 to i64
  %126 = shl nuw nsw i64 %125, 3
  %127 = call noalias ptr @malloc(i64 noundef %126) #15
  %128 = sext i32 %119 to i64
  %129 = shl nsw i64 %128, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %127, ptr nonnull readonly align 16 %1, i64 %129, i1 false)
  %130 = zext nneg i32 %119 to i64
  br label %131

131:                                              ; preds = %205, %116
  %132 = phi i64 [ 0, %116 ], [ %206, %205 ]
  %133 = getelementptr inbounds double, ptr %2, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = getelementptr inbounds double, ptr %127, i64 %132
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = call fast double @llvm.fabs.f64(double %136)
  %138 = call fast double @llvm.maxnum.f64(double %137, double 1.000000e+00)
  %139 = fmul fast double %138, 0x3EB0C6F7A0B5ED8D
  %140 = fadd fast double %139, %136
  store double %140, ptr %135, align 8, !tbaa !9
  %141 = call fastcc ptr @myalloc(i64 noundef %128)
  br label %142

142:                                              ; preds = %142, %131
  %143 = phi i64 [ 0, %131 ], [ %148, %142 ]
  %144 = getelementptr inbounds double, ptr %127, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = fmul fast double %145, %145
  %147 = getelementptr inbounds double, ptr %141, i64 %143
  store double %146, ptr %147, align 8, !tbaa !9
  %148 = add nuw nsw i64 %143, 1
  %149 = icmp eq i64 %148, %130
  br i1 %149, label %150, label %142, !llvm.loop !16

150:                                              ; preds = %142, %150
  %151 = phi i64 [ %155, %150 ], [ 0, %142 ]
  %152 = phi double [ %163, %150 ], [ 0.000000e+00, %142 ]
  %153 = getelementptr inbounds double, ptr %141, i64 %151
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = add nuw nsw i64 %151, 1
  %156 = icmp eq i64 %155, %130
  %157 = select i1 %156, i64 0, i64 %155
  %158 = getelementptr inbounds double, ptr %141, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = fmul fast double %159, %154
  %161 = call fast double @llvm.sin.f64(double %154)
  %162 = fadd fast double %161, %152
  %163 = fadd fast double %162, %160
  br i1 %156, label %164, label %150, !llvm.loop !20

164:                                              ; preds = %150
  %165 = fsub fast double %136, %139
  call fastcc void @myfree(ptr noundef nonnull %141)
  store double %165, ptr %135, align 8, !tbaa !9
  %166 = call fastcc ptr @myalloc(i64 noundef %128)
  br label %167

167:                                              ; preds = %167, %164
  %168 = phi i64 [ 0, %164 ], [ %173, %167 ]
  %169 = getelementptr inbounds double, ptr %127, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = fmul fast double %170, %170
  %172 = getelementptr inbounds double, ptr %166, i64 %168
  store double %171, ptr %172, align 8, !tbaa !9
  %173 = add nuw nsw i64 %168, 1
  %174 = icmp eq i64 %173, %130
  br i1 %174, label %175, label %167, !llvm.loop !21

175:                                              ; preds = %167, %175
  %176 = phi i64 [ %180, %175 ], [ 0, %167 ]
  %177 = phi double [ %188, %175 ], [ 0.000000e+00, %167 ]
  %178 = getelementptr inbounds double, ptr %166, i64 %176
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = add nuw nsw i64 %176, 1
  %181 = icmp eq i64 %180, %130
  %182 = select i1 %181, i64 0, i64 %180
  %183 = getelementptr inbounds double, ptr %166, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = fmul fast double %184, %179
  %186 = call fast double @llvm.sin.f64(double %179)
  %187 = fadd fast double %186, %177
  %188 = fadd fast double %187, %185
  br i1 %181, label %189, label %175, !llvm.loop !22

189:                                              ; preds = %175
  call fastcc void @myfree(ptr noundef nonnull %166)
  store double %136, ptr %135, align 8, !tbaa !9
  %190 = fsub fast double %163, %188
  %191 = fmul fast double %138, 2.000000e-06
  %192 = fdiv fast double %190, %191
  %193 = call fast double @llvm.fabs.f64(double %192)
  %194 = call fast double @llvm.maxnum.f64(double %193, double 1.000000e+00)
  %195 = fsub fast double %134, %192
  %196 = call fast double @llvm.fabs.f64(double %195)
  %197 = fmul fast double %194, 0x3EB0C6F7A0B5ED8D
  %198 = fcmp fast ole double %196, %197
  %199 = select i1 %198, ptr @.str.8, ptr @.str.9
  %200 = trunc nuw nsw i64 %132 to i32
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef %200, double noundef nofpclass(nan inf) %134, double noundef nofpclass(nan inf) %192, ptr noundef nonnull %199)
  br i1 %198, label %205, label %202

202:                                              ; preds = %189
  %203 = load i32, ptr @n_fail, align 4, !tbaa !11
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr @n_fail, align 4, !tbaa !11
  br label %205

205:                                              ; preds = %202, %189
  %206 = add nuw nsw i64 %132, 1
  %207 = icmp eq i64 %206, %130
  br i1 %207, label %208, label %131, !llvm.loop !23

208:                                              ; preds = %205
  call void @free(ptr noundef nonnull %127) #14
  %209 = call noalias ptr @malloc(i64 noundef %126) #15
  %210 = call noalias ptr @malloc(i64 noundef %126) #15
  %211 = add nsw i64 %117, -1
  %212 = icmp ult i64 %211, 2
  br i1 %212, label %239, label %213

213:                                              ; preds = %208
  %214 = and i64 %130, 2147483640
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi i64 [ 0, %213 ], [ %235, %215 ]
  %217 = getelementptr inbounds double, ptr %1, i64 %216
  %218 = getelementptr inbounds i8, ptr %217, i64 32
  %219 = load <4 x double>, ptr %217, align 16, !tbaa !9
  %220 = load <4 x double>, ptr %218, align 16, !tbaa !9
  %221 = getelementptr inbounds double, ptr %3, i64 %216
  %222 = getelementptr inbounds i8, ptr %221, i64 32
  %223 = load <4 x double>, ptr %221, align 16, !tbaa !9
  %224 = load <4 x double>, ptr %222, align 16, !tbaa !9
  %225 = fmul fast <4 x double> %223, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %226 = fmul fast <4 x double> %224, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %227 = fadd fast <4 x double> %225, %219
  %228 = fadd fast <4 x double> %226, %220
  %229 = getelementptr inbounds double, ptr %209, i64 %216
  %230 = getelementptr inbounds i8, ptr %229, i64 32
  store <4 x double> %227, ptr %229, align 8, !tbaa !9
  store <4 x double> %228, ptr %230, align 8, !tbaa !9
  %231 = fsub fast <4 x double> %219, %225
  %232 = fsub fast <4 x double> %220, %226
  %233 = getelementptr inbounds double, ptr %210, i64 %216
  %234 = getelementptr inbounds i8, ptr %233, i64 32
  store <4 x double> %231, ptr %233, align 8, !tbaa !9
  store <4 x double> %232, ptr %234, align 8, !tbaa !9
  %235 = add nuw i64 %216, 8
  %236 = icmp eq i64 %235, %214
  br i1 %236, label %237, label %215, !llvm.loop !24

237:                                              ; preds = %215
  %238 = icmp eq i64 %214, %130
  br i1 %238, label %254, label %239

239:                                              ; preds = %237, %208
  %240 = phi i64 [ 0, %208 ], [ %214, %237 ]
  br label %241

241:                                              ; preds = %239, %241
  %242 = phi i64 [ %252, %241 ], [ %240, %239 ]
  %243 = getelementptr inbounds double, ptr %1, i64 %242
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = getelementptr inbounds double, ptr %3, i64 %242
  %246 = load double, ptr %245, align 8, !tbaa !9
  %247 = fmul fast double %246, 0x3EB0C6F7A0B5ED8D
  %248 = fadd fast double %247, %244
  %249 = getelementptr inbounds double, ptr %209, i64 %242
  store double %248, ptr %249, align 8, !tbaa !9
  %250 = fsub fast double %244, %247
  %251 = getelementptr inbounds double, ptr %210, i64 %242
  store double %250, ptr %251, align 8, !tbaa !9
  %252 = add nuw nsw i64 %242, 1
  %253 = icmp eq i64 %252, %130
  br i1 %253, label %254, label %241, !llvm.loop !25

254:                                              ; preds = %241, %237
  %255 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %209, ptr noundef nonnull readonly %4)
  %256 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %210, ptr noundef nonnull readonly %4)
  %257 = fsub fast double %255, %256
  %258 = fmul fast double %257, 5.000000e+05
  call void @free(ptr noundef nonnull %209) #14
  call void @free(ptr noundef nonnull %210) #14
  %259 = call fast double @llvm.fabs.f64(double %258)
  %260 = call fast double @llvm.maxnum.f64(double %259, double 1.000000e+00)
  %261 = fsub fast double %123, %258
  %262 = call fast double @llvm.fabs.f64(double %261)
  %263 = fmul fast double %260, 0x3EB0C6F7A0B5ED8D
  %264 = fcmp fast ole double %262, %263
  %265 = select i1 %264, ptr @.str.8, ptr @.str.9
  %266 = trunc nuw nsw i64 %117 to i32
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef %266, double noundef nofpclass(nan inf) %123, double noundef nofpclass(nan inf) %258, ptr noundef nonnull %265)
  br i1 %264, label %271, label %268

268:                                              ; preds = %254
  %269 = load i32, ptr @n_fail, align 4, !tbaa !11
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr @n_fail, align 4, !tbaa !11
  br label %271

271:                                              ; preds = %254, %268
  br label %284

272:                                              ; preds = %284
  %273 = call fast double @llvm.fabs.f64(double %123)
  %274 = call fast double @llvm.maxnum.f64(double %273, double 1.000000e+00)
  %275 = fsub fast double %292, %123
  %276 = call fast double @llvm.fabs.f64(double %275)
  %277 = fmul fast double %274, 0x3EB0C6F7A0B5ED8D
  %278 = fcmp fast ole double %276, %277
  %279 = select i1 %278, ptr @.str.8, ptr @.str.9
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, i32 noundef %266, double noundef nofpclass(nan inf) %292, double noundef nofpclass(nan inf) %123, ptr noundef nonnull %279)
  br i1 %278, label %295, label %281

281:                                              ; preds = %272
  %282 = load i32, ptr @n_fail, align 4, !tbaa !11
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr @n_fail, align 4, !tbaa !11
  br label %295

284:                                              ; preds = %271, %284
  %285 = phi i64 [ %293, %284 ], [ 0, %271 ]
  %286 = phi double [ %292, %284 ], [ 0.000000e+00, %271 ]
  %287 = getelementptr inbounds double, ptr %2, i64 %285
  %288 = load double, ptr %287, align 8, !tbaa !9
  %289 = getelementptr inbounds double, ptr %3, i64 %285
  %290 = load double, ptr %289, align 8, !tbaa !9
  %291 = fmul fast double %290, %288
  %292 = fadd fast double %291, %286
  %293 = add nuw nsw i64 %285, 1
  %294 = icmp eq i64 %293, %130
  br i1 %294, label %272, label %284, !llvm.loop !26

295:                                              ; preds = %272, %281
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #14
  %296 = add nuw nsw i64 %117, 1
  %297 = icmp eq i64 %296, 3
  br i1 %297, label %114, label %116, !llvm.loop !27

298:                                              ; preds = %598
  %299 = load i32, ptr @n_fail, align 4, !tbaa !11
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %299)
  %301 = load i32, ptr @n_fail, align 4, !tbaa !11
  %302 = icmp ne i32 %301, 0
  %303 = zext i1 %302 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #14
  ret i32 %303

304:                                              ; preds = %114, %598
  %305 = phi i64 [ 0, %114 ], [ %599, %598 ]
  %306 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %305
  %307 = load i32, ptr %306, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #14
  store i32 %307, ptr %5, align 4, !tbaa !13
  store i32 1, ptr %115, align 4, !tbaa !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false)
  %308 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %309 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %308, i32 noundef %307) #14
  %310 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %311 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @accum, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %310, i32 noundef %307) #14
  %312 = call i32 @llvm.smax.i32(i32 %307, i32 1)
  %313 = zext nneg i32 %312 to i64
  %314 = shl nuw nsw i64 %313, 3
  %315 = call noalias ptr @malloc(i64 noundef %314) #15
  %316 = sext i32 %307 to i64
  %317 = shl nsw i64 %316, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %315, ptr nonnull readonly align 16 %1, i64 %317, i1 false)
  %318 = zext nneg i32 %307 to i64
  %319 = add nsw i32 %307, 1
  %320 = sext i32 %319 to i64
  %321 = add nsw i64 %318, -1
  %322 = and i64 %318, 3
  %323 = icmp ult i64 %321, 3
  %324 = and i64 %318, 2147483644
  %325 = icmp eq i64 %322, 0
  %326 = and i64 %318, 3
  %327 = icmp ult i64 %321, 3
  %328 = and i64 %318, 2147483644
  %329 = icmp eq i64 %326, 0
  br label %330

330:                                              ; preds = %508, %304
  %331 = phi i64 [ 0, %304 ], [ %509, %508 ]
  %332 = getelementptr inbounds double, ptr %2, i64 %331
  %333 = load double, ptr %332, align 8, !tbaa !9
  %334 = getelementptr inbounds double, ptr %315, i64 %331
  %335 = load double, ptr %334, align 8, !tbaa !9
  %336 = call fast double @llvm.fabs.f64(double %335)
  %337 = call fast double @llvm.maxnum.f64(double %336, double 1.000000e+00)
  %338 = fmul fast double %337, 0x3EB0C6F7A0B5ED8D
  %339 = fadd fast double %338, %335
  store double %339, ptr %334, align 8, !tbaa !9
  %340 = call fastcc ptr @myzalloc(i64 noundef %320)
  %341 = load double, ptr %340, align 8, !tbaa !9
  br i1 %323, label %392, label %342

342:                                              ; preds = %330, %342
  %343 = phi double [ %389, %342 ], [ %341, %330 ]
  %344 = phi i64 [ %386, %342 ], [ 0, %330 ]
  %345 = phi i64 [ %390, %342 ], [ 0, %330 ]
  %346 = getelementptr inbounds double, ptr %315, i64 %344
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = fmul fast double %347, 3.000000e-01
  %349 = call fast double @llvm.exp.f64(double %348)
  %350 = getelementptr inbounds double, ptr %340, i64 %344
  %351 = fadd fast double %349, %343
  store double %351, ptr %350, align 8, !tbaa !9
  %352 = fmul fast double %351, %347
  %353 = or disjoint i64 %344, 1
  %354 = getelementptr inbounds double, ptr %340, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = fadd fast double %352, %355
  store double %356, ptr %354, align 8, !tbaa !9
  %357 = getelementptr inbounds double, ptr %315, i64 %353
  %358 = load double, ptr %357, align 8, !tbaa !9
  %359 = fmul fast double %358, 3.000000e-01
  %360 = call fast double @llvm.exp.f64(double %359)
  %361 = getelementptr inbounds double, ptr %340, i64 %353
  %362 = fadd fast double %360, %356
  store double %362, ptr %361, align 8, !tbaa !9
  %363 = fmul fast double %362, %358
  %364 = or disjoint i64 %344, 2
  %365 = getelementptr inbounds double, ptr %340, i64 %364
  %366 = load double, ptr %365, align 8, !tbaa !9
  %367 = fadd fast double %363, %366
  store double %367, ptr %365, align 8, !tbaa !9
  %368 = getelementptr inbounds double, ptr %315, i64 %364
  %369 = load double, ptr %368, align 8, !tbaa !9
  %370 = fmul fast double %369, 3.000000e-01
  %371 = call fast double @llvm.exp.f64(double %370)
  %372 = getelementptr inbounds double, ptr %340, i64 %364
  %373 = fadd fast double %371, %367
  store double %373, ptr %372, align 8, !tbaa !9
  %374 = fmul fast double %373, %369
  %375 = or disjoint i64 %344, 3
  %376 = getelementptr inbounds double, ptr %340, i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !9
  %378 = fadd fast double %374, %377
  store double %378, ptr %376, align 8, !tbaa !9
  %379 = getelementptr inbounds double, ptr %315, i64 %375
  %380 = load double, ptr %379, align 8, !tbaa !9
  %381 = fmul fast double %380, 3.000000e-01
  %382 = call fast double @llvm.exp.f64(double %381)
  %383 = getelementptr inbounds double, ptr %340, i64 %375
  %384 = fadd fast double %382, %378
  store double %384, ptr %383, align 8, !tbaa !9
  %385 = fmul fast double %384, %380
  %386 = add nuw nsw i64 %344, 4
  %387 = getelementptr inbounds double, ptr %340, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = fadd fast double %385, %388
  store double %389, ptr %387, align 8, !tbaa !9
  %390 = add i64 %345, 4
  %391 = icmp eq i64 %390, %324
  br i1 %391, label %392, label %342, !llvm.loop !28

392:                                              ; preds = %342, %330
  %393 = phi double [ %341, %330 ], [ %389, %342 ]
  %394 = phi i64 [ 0, %330 ], [ %386, %342 ]
  br i1 %325, label %412, label %395

395:                                              ; preds = %392, %395
  %396 = phi double [ %409, %395 ], [ %393, %392 ]
  %397 = phi i64 [ %406, %395 ], [ %394, %392 ]
  %398 = phi i64 [ %410, %395 ], [ 0, %392 ]
  %399 = getelementptr inbounds double, ptr %315, i64 %397
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = fmul fast double %400, 3.000000e-01
  %402 = call fast double @llvm.exp.f64(double %401)
  %403 = getelementptr inbounds double, ptr %340, i64 %397
  %404 = fadd fast double %402, %396
  store double %404, ptr %403, align 8, !tbaa !9
  %405 = fmul fast double %404, %400
  %406 = add nuw nsw i64 %397, 1
  %407 = getelementptr inbounds double, ptr %340, i64 %406
  %408 = load double, ptr %407, align 8, !tbaa !9
  %409 = fadd fast double %405, %408
  store double %409, ptr %407, align 8, !tbaa !9
  %410 = add i64 %398, 1
  %411 = icmp eq i64 %410, %322
  br i1 %411, label %412, label %395, !llvm.loop !29

412:                                              ; preds = %395, %392
  %413 = fsub fast double %335, %338
  %414 = getelementptr inbounds double, ptr %340, i64 %316
  %415 = load double, ptr %414, align 8, !tbaa !9
  call fastcc void @myfree(ptr noundef nonnull %340)
  store double %413, ptr %334, align 8, !tbaa !9
  %416 = call fastcc ptr @myzalloc(i64 noundef %320)
  %417 = load double, ptr %416, align 8, !tbaa !9
  br i1 %327, label %468, label %418

418:                                              ; preds = %412, %418
  %419 = phi double [ %465, %418 ], [ %417, %412 ]
  %420 = phi i64 [ %462, %418 ], [ 0, %412 ]
  %421 = phi i64 [ %466, %418 ], [ 0, %412 ]
  %422 = getelementptr inbounds double, ptr %315, i64 %420
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = fmul fast double %423, 3.000000e-01
  %425 = call fast double @llvm.exp.f64(double %424)
  %426 = getelementptr inbounds double, ptr %416, i64 %420
  %427 = fadd fast double %425, %419
  store double %427, ptr %426, align 8, !tbaa !9
  %428 = fmul fast double %427, %423
  %429 = or disjoint i64 %420, 1
  %430 = getelementptr inbounds double, ptr %416, i64 %429
  %431 = load double, ptr %430, align 8, !tbaa !9
  %432 = fadd fast double %428, %431
  store double %432, ptr %430, align 8, !tbaa !9
  %433 = getelementptr inbounds double, ptr %315, i64 %429
  %434 = load double, ptr %433, align 8, !tbaa !9
  %435 = fmul fast double %434, 3.000000e-01
  %436 = call fast double @llvm.exp.f64(double %435)
  %437 = getelementptr inbounds double, ptr %416, i64 %429
  %438 = fadd fast double %436, %432
  store double %438, ptr %437, align 8, !tbaa !9
  %439 = fmul fast double %438, %434
  %440 = or disjoint i64 %420, 2
  %441 = getelementptr inbounds double, ptr %416, i64 %440
  %442 = load double, ptr %441, align 8, !tbaa !9
  %443 = fadd fast double %439, %442
  store double %443, ptr %441, align 8, !tbaa !9
  %444 = getelementptr inbounds double, ptr %315, i64 %440
  %445 = load double, ptr %444, align 8, !tbaa !9
  %446 = fmul fast double %445, 3.000000e-01
  %447 = call fast double @llvm.exp.f64(double %446)
  %448 = getelementptr inbounds double, ptr %416, i64 %440
  %449 = fadd fast double %447, %443
  store double %449, ptr %448, align 8, !tbaa !9
  %450 = fmul fast double %449, %445
  %451 = or disjoint i64 %420, 3
  %452 = getelementptr inbounds double, ptr %416, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !9
  %454 = fadd fast double %450, %453
  store double %454, ptr %452, align 8, !tbaa !9
  %455 = getelementptr inbounds double, ptr %315, i64 %451
  %456 = load double, ptr %455, align 8, !tbaa !9
  %457 = fmul fast double %456, 3.000000e-01
  %458 = call fast double @llvm.exp.f64(double %457)
  %459 = getelementptr inbounds double, ptr %416, i64 %451
  %460 = fadd fast double %458, %454
  store double %460, ptr %459, align 8, !tbaa !9
  %461 = fmul fast double %460, %456
  %462 = add nuw nsw i64 %420, 4
  %463 = getelementptr inbounds double, ptr %416, i64 %462
  %464 = load double, ptr %463, align 8, !tbaa !9
  %465 = fadd fast double %461, %464
  store double %465, ptr %463, align 8, !tbaa !9
  %466 = add i64 %421, 4
  %467 = icmp eq i64 %466, %328
  br i1 %467, label %468, label %418, !llvm.loop !28

468:                                              ; preds = %418, %412
  %469 = phi double [ %417, %412 ], [ %465, %418 ]
  %470 = phi i64 [ 0, %412 ], [ %462, %418 ]
  br i1 %329, label %488, label %471

471:                                              ; preds = %468, %471
  %472 = phi double [ %485, %471 ], [ %469, %468 ]
  %473 = phi i64 [ %482, %471 ], [ %470, %468 ]
  %474 = phi i64 [ %486, %471 ], [ 0, %468 ]
  %475 = getelementptr inbounds double, ptr %315, i64 %473
  %476 = load double, ptr %475, align 8, !tbaa !9
  %477 = fmul fast double %476, 3.000000e-01
  %478 = call fast double @llvm.exp.f64(double %477)
  %479 = getelementptr inbounds double, ptr %416, i64 %473
  %480 = fadd fast double %478, %472
  store double %480, ptr %479, align 8, !tbaa !9
  %481 = fmul fast double %480, %476
  %482 = add nuw nsw i64 %473, 1
  %483 = getelementptr inbounds double, ptr %416, i64 %482
  %484 = load double, ptr %483, align 8, !tbaa !9
  %485 = fadd fast double %481, %484
  store double %485, ptr %483, align 8, !tbaa !9
  %486 = add i64 %474, 1
  %487 = icmp eq i64 %486, %326
  br i1 %487, label %488, label %471, !llvm.loop !31

488:                                              ; preds = %471, %468
  %489 = fmul fast double %415, %415
  %490 = getelementptr inbounds double, ptr %416, i64 %316
  %491 = load double, ptr %490, align 8, !tbaa !9
  %492 = fmul fast double %491, %491
  call fastcc void @myfree(ptr noundef nonnull %416)
  store double %335, ptr %334, align 8, !tbaa !9
  %493 = fsub fast double %489, %492
  %494 = fmul fast double %337, 2.000000e-06
  %495 = fdiv fast double %493, %494
  %496 = call fast double @llvm.fabs.f64(double %495)
  %497 = call fast double @llvm.maxnum.f64(double %496, double 1.000000e+00)
  %498 = fsub fast double %333, %495
  %499 = call fast double @llvm.fabs.f64(double %498)
  %500 = fmul fast double %497, 0x3EB0C6F7A0B5ED8D
  %501 = fcmp fast ole double %499, %500
  %502 = select i1 %501, ptr @.str.8, ptr @.str.9
  %503 = trunc nuw nsw i64 %331 to i32
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %503, double noundef nofpclass(nan inf) %333, double noundef nofpclass(nan inf) %495, ptr noundef nonnull %502)
  br i1 %501, label %508, label %505

505:                                              ; preds = %488
  %506 = load i32, ptr @n_fail, align 4, !tbaa !11
  %507 = add nsw i32 %506, 1
  store i32 %507, ptr @n_fail, align 4, !tbaa !11
  br label %508

508:                                              ; preds = %505, %488
  %509 = add nuw nsw i64 %331, 1
  %510 = icmp eq i64 %509, %318
  br i1 %510, label %511, label %330, !llvm.loop !23

511:                                              ; preds = %508
  call void @free(ptr noundef nonnull %315) #14
  %512 = call noalias ptr @malloc(i64 noundef %314) #15
  %513 = call noalias ptr @malloc(i64 noundef %314) #15
  %514 = add nsw i64 %305, -1
  %515 = icmp ult i64 %514, 2
  br i1 %515, label %542, label %516

516:                                              ; preds = %511
  %517 = and i64 %318, 2147483640
  br label %518

518:                                              ; preds = %518, %516
  %519 = phi i64 [ 0, %516 ], [ %538, %518 ]
  %520 = getelementptr inbounds double, ptr %1, i64 %519
  %521 = getelementptr inbounds i8, ptr %520, i64 32
  %522 = load <4 x double>, ptr %520, align 16, !tbaa !9
  %523 = load <4 x double>, ptr %521, align 16, !tbaa !9
  %524 = getelementptr inbounds double, ptr %3, i64 %519
  %525 = getelementptr inbounds i8, ptr %524, i64 32
  %526 = load <4 x double>, ptr %524, align 16, !tbaa !9
  %527 = load <4 x double>, ptr %525, align 16, !tbaa !9
  %528 = fmul fast <4 x double> %526, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %529 = fmul fast <4 x double> %527, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %530 = fadd fast <4 x double> %528, %522
  %531 = fadd fast <4 x double> %529, %523
  %532 = getelementptr inbounds double, ptr %512, i64 %519
  %533 = getelementptr inbounds i8, ptr %532, i64 32
  store <4 x double> %530, ptr %532, align 8, !tbaa !9
  store <4 x double> %531, ptr %533, align 8, !tbaa !9
  %534 = fsub fast <4 x double> %522, %528
  %535 = fsub fast <4 x double> %523, %529
  %536 = getelementptr inbounds double, ptr %513, i64 %519
  %537 = getelementptr inbounds i8, ptr %536, i64 32
  store <4 x double> %534, ptr %536, align 8, !tbaa !9
  store <4 x double> %535, ptr %537, align 8, !tbaa !9
  %538 = add nuw i64 %519, 8
  %539 = icmp eq i64 %538, %517
  br i1 %539, label %540, label %518, !llvm.loop !32

540:                                              ; preds = %518
  %541 = icmp eq i64 %517, %318
  br i1 %541, label %557, label %542

542:                                              ; preds = %540, %511
  %543 = phi i64 [ 0, %511 ], [ %517, %540 ]
  br label %544

544:                                              ; preds = %542, %544
  %545 = phi i64 [ %555, %544 ], [ %543, %542 ]
  %546 = getelementptr inbounds double, ptr %1, i64 %545
  %547 = load double, ptr %546, align 8, !tbaa !9
  %548 = getelementptr inbounds double, ptr %3, i64 %545
  %549 = load double, ptr %548, align 8, !tbaa !9
  %550 = fmul fast double %549, 0x3EB0C6F7A0B5ED8D
  %551 = fadd fast double %550, %547
  %552 = getelementptr inbounds double, ptr %512, i64 %545
  store double %551, ptr %552, align 8, !tbaa !9
  %553 = fsub fast double %547, %550
  %554 = getelementptr inbounds double, ptr %513, i64 %545
  store double %553, ptr %554, align 8, !tbaa !9
  %555 = add nuw nsw i64 %545, 1
  %556 = icmp eq i64 %555, %318
  br i1 %556, label %557, label %544, !llvm.loop !33

557:                                              ; preds = %544, %540
  %558 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %512, ptr noundef nonnull readonly %5)
  %559 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %513, ptr noundef nonnull readonly %5)
  %560 = fsub fast double %558, %559
  %561 = fmul fast double %560, 5.000000e+05
  call void @free(ptr noundef nonnull %512) #14
  call void @free(ptr noundef nonnull %513) #14
  %562 = call fast double @llvm.fabs.f64(double %561)
  %563 = call fast double @llvm.maxnum.f64(double %562, double 1.000000e+00)
  %564 = fsub fast double %311, %561
  %565 = call fast double @llvm.fabs.f64(double %564)
  %566 = fmul fast double %563, 0x3EB0C6F7A0B5ED8D
  %567 = fcmp fast ole double %565, %566
  %568 = select i1 %567, ptr @.str.8, ptr @.str.9
  %569 = trunc nuw nsw i64 %305 to i32
  %570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef %569, double noundef nofpclass(nan inf) %311, double noundef nofpclass(nan inf) %561, ptr noundef nonnull %568)
  br i1 %567, label %574, label %571

571:                                              ; preds = %557
  %572 = load i32, ptr @n_fail, align 4, !tbaa !11
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr @n_fail, align 4, !tbaa !11
  br label %574

574:                                              ; preds = %557, %571
  br label %587

575:                                              ; preds = %587
  %576 = call fast double @llvm.fabs.f64(double %311)
  %577 = call fast double @llvm.maxnum.f64(double %576, double 1.000000e+00)
  %578 = fsub fast double %595, %311
  %579 = call fast double @llvm.fabs.f64(double %578)
  %580 = fmul fast double %577, 0x3EB0C6F7A0B5ED8D
  %581 = fcmp fast ole double %579, %580
  %582 = select i1 %581, ptr @.str.8, ptr @.str.9
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef %569, double noundef nofpclass(nan inf) %595, double noundef nofpclass(nan inf) %311, ptr noundef nonnull %582)
  br i1 %581, label %598, label %584

584:                                              ; preds = %575
  %585 = load i32, ptr @n_fail, align 4, !tbaa !11
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !11
  br label %598

587:                                              ; preds = %574, %587
  %588 = phi i64 [ %596, %587 ], [ 0, %574 ]
  %589 = phi double [ %595, %587 ], [ 0.000000e+00, %574 ]
  %590 = getelementptr inbounds double, ptr %2, i64 %588
  %591 = load double, ptr %590, align 8, !tbaa !9
  %592 = getelementptr inbounds double, ptr %3, i64 %588
  %593 = load double, ptr %592, align 8, !tbaa !9
  %594 = fmul fast double %593, %591
  %595 = fadd fast double %594, %589
  %596 = add nuw nsw i64 %588, 1
  %597 = icmp eq i64 %596, %318
  br i1 %597, label %575, label %587, !llvm.loop !34

598:                                              ; preds = %575, %584
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #14
  %599 = add nuw nsw i64 %305, 1
  %600 = icmp eq i64 %599, 3
  br i1 %600, label %298, label %304, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @temp(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = sext i32 %1 to i64
  %4 = tail call fastcc ptr @myalloc(i64 noundef %3)
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %185

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %9, label %11

9:                                                ; preds = %33, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %33 ]
  br label %177

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483632
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %31, %13 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i64 32
  %17 = getelementptr inbounds i8, ptr %15, i64 64
  %18 = getelementptr inbounds i8, ptr %15, i64 96
  %19 = load <4 x double>, ptr %15, align 8, !tbaa !9
  %20 = load <4 x double>, ptr %16, align 8, !tbaa !9
  %21 = load <4 x double>, ptr %17, align 8, !tbaa !9
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = fmul fast <4 x double> %19, %19
  %24 = fmul fast <4 x double> %20, %20
  %25 = fmul fast <4 x double> %21, %21
  %26 = fmul fast <4 x double> %22, %22
  %27 = getelementptr inbounds double, ptr %4, i64 %14
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  %29 = getelementptr inbounds i8, ptr %27, i64 64
  %30 = getelementptr inbounds i8, ptr %27, i64 96
  store <4 x double> %23, ptr %27, align 8, !tbaa !9
  store <4 x double> %24, ptr %28, align 8, !tbaa !9
  store <4 x double> %25, ptr %29, align 8, !tbaa !9
  store <4 x double> %26, ptr %30, align 8, !tbaa !9
  %31 = add nuw i64 %14, 16
  %32 = icmp eq i64 %31, %12
  br i1 %32, label %33, label %13, !llvm.loop !36

33:                                               ; preds = %13
  %34 = icmp eq i64 %12, %7
  br i1 %34, label %35, label %9

35:                                               ; preds = %177, %33
  br i1 %5, label %36, label %185

36:                                               ; preds = %35
  %37 = zext nneg i32 %1 to i64
  %38 = icmp ult i32 %1, 16
  br i1 %38, label %39, label %42

39:                                               ; preds = %171, %36
  %40 = phi i64 [ 0, %36 ], [ %43, %171 ]
  %41 = phi double [ 0.000000e+00, %36 ], [ %175, %171 ]
  br label %187

42:                                               ; preds = %36
  %43 = and i64 %7, 2147483632
  %44 = insertelement <4 x i32> poison, i32 %1, i64 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> poison, <4 x i32> zeroinitializer
  %46 = zext nneg <4 x i32> %45 to <4 x i64>
  %47 = zext nneg <4 x i32> %45 to <4 x i64>
  %48 = zext nneg <4 x i32> %45 to <4 x i64>
  br label %49

49:                                               ; preds = %49, %42
  %50 = phi i64 [ 0, %42 ], [ %169, %49 ]
  %51 = phi <4 x double> [ zeroinitializer, %42 ], [ %165, %49 ]
  %52 = phi <4 x double> [ zeroinitializer, %42 ], [ %166, %49 ]
  %53 = phi <4 x double> [ zeroinitializer, %42 ], [ %167, %49 ]
  %54 = phi <4 x double> [ zeroinitializer, %42 ], [ %168, %49 ]
  %55 = getelementptr inbounds double, ptr %4, i64 %50
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = getelementptr inbounds i8, ptr %55, i64 64
  %58 = getelementptr inbounds i8, ptr %55, i64 96
  %59 = load <4 x double>, ptr %55, align 8, !tbaa !9
  %60 = load <4 x double>, ptr %56, align 8, !tbaa !9
  %61 = load <4 x double>, ptr %57, align 8, !tbaa !9
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !9
  %63 = or disjoint i64 %50, 1
  %64 = or disjoint i64 %50, 2
  %65 = or disjoint i64 %50, 3
  %66 = insertelement <4 x i64> poison, i64 %50, i64 0
  %67 = shufflevector <4 x i64> %66, <4 x i64> poison, <4 x i32> zeroinitializer
  %68 = or disjoint <4 x i64> %67, <i64 4, i64 5, i64 6, i64 7>
  %69 = or disjoint <4 x i64> %67, <i64 8, i64 9, i64 10, i64 11>
  %70 = or disjoint <4 x i64> %67, <i64 12, i64 13, i64 14, i64 15>
  %71 = add nuw nsw i64 %50, 16
  %72 = icmp eq i64 %63, %37
  %73 = icmp eq i64 %64, %37
  %74 = icmp eq i64 %65, %37
  %75 = icmp eq i64 %71, %37
  %76 = and i64 %63, 4294967281
  %77 = and i64 %64, 4294967282
  %78 = and i64 %65, 4294967283
  %79 = and i64 %71, 4294967280
  %80 = select i1 %72, i64 0, i64 %76
  %81 = select i1 %73, i64 0, i64 %77
  %82 = select i1 %74, i64 0, i64 %78
  %83 = icmp eq <4 x i64> %68, %46
  %84 = and <4 x i64> %68, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %85 = select <4 x i1> %83, <4 x i64> zeroinitializer, <4 x i64> %84
  %86 = icmp eq <4 x i64> %69, %47
  %87 = and <4 x i64> %69, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %88 = select <4 x i1> %86, <4 x i64> zeroinitializer, <4 x i64> %87
  %89 = icmp eq <4 x i64> %70, %48
  %90 = and <4 x i64> %70, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %91 = select <4 x i1> %89, <4 x i64> zeroinitializer, <4 x i64> %90
  %92 = select i1 %75, i64 0, i64 %79
  %93 = getelementptr inbounds double, ptr %4, i64 %80
  %94 = getelementptr inbounds double, ptr %4, i64 %81
  %95 = getelementptr inbounds double, ptr %4, i64 %82
  %96 = extractelement <4 x i64> %85, i64 0
  %97 = getelementptr inbounds double, ptr %4, i64 %96
  %98 = extractelement <4 x i64> %85, i64 1
  %99 = getelementptr inbounds double, ptr %4, i64 %98
  %100 = extractelement <4 x i64> %85, i64 2
  %101 = getelementptr inbounds double, ptr %4, i64 %100
  %102 = extractelement <4 x i64> %85, i64 3
  %103 = getelementptr inbounds double, ptr %4, i64 %102
  %104 = extractelement <4 x i64> %88, i64 0
  %105 = getelementptr inbounds double, ptr %4, i64 %104
  %106 = extractelement <4 x i64> %88, i64 1
  %107 = getelementptr inbounds double, ptr %4, i64 %106
  %108 = extractelement <4 x i64> %88, i64 2
  %109 = getelementptr inbounds double, ptr %4, i64 %108
  %110 = extractelement <4 x i64> %88, i64 3
  %111 = getelementptr inbounds double, ptr %4, i64 %110
  %112 = extractelement <4 x i64> %91, i64 0
  %113 = getelementptr inbounds double, ptr %4, i64 %112
  %114 = extractelement <4 x i64> %91, i64 1
  %115 = getelementptr inbounds double, ptr %4, i64 %114
  %116 = extractelement <4 x i64> %91, i64 2
  %117 = getelementptr inbounds double, ptr %4, i64 %116
  %118 = extractelement <4 x i64> %91, i64 3
  %119 = getelementptr inbounds double, ptr %4, i64 %118
  %120 = getelementptr inbounds double, ptr %4, i64 %92
  %121 = load double, ptr %93, align 8, !tbaa !9
  %122 = load double, ptr %94, align 8, !tbaa !9
  %123 = load double, ptr %95, align 8, !tbaa !9
  %124 = load double, ptr %97, align 8, !tbaa !9
  %125 = insertelement <4 x double> poison, double %121, i64 0
  %126 = insertelement <4 x double> %125, double %122, i64 1
  %127 = insertelement <4 x double> %126, double %123, i64 2
  %128 = insertelement <4 x double> %127, double %124, i64 3
  %129 = load double, ptr %99, align 8, !tbaa !9
  %130 = load double, ptr %101, align 8, !tbaa !9
  %131 = load double, ptr %103, align 8, !tbaa !9
  %132 = load double, ptr %105, align 8, !tbaa !9
  %133 = insertelement <4 x double> poison, double %129, i64 0
  %134 = insertelement <4 x double> %133, double %130, i64 1
  %135 = insertelement <4 x double> %134, double %131, i64 2
  %136 = insertelement <4 x double> %135, double %132, i64 3
  %137 = load double, ptr %107, align 8, !tbaa !9
  %138 = load double, ptr %109, align 8, !tbaa !9
  %139 = load double, ptr %111, align 8, !tbaa !9
  %140 = load double, ptr %113, align 8, !tbaa !9
  %141 = insertelement <4 x double> poison, double %137, i64 0
  %142 = insertelement <4 x double> %141, double %138, i64 1
  %143 = insertelement <4 x double> %142, double %139, i64 2
  %144 = insertelement <4 x double> %143, double %140, i64 3
  %145 = load double, ptr %115, align 8, !tbaa !9
  %146 = load double, ptr %117, align 8, !tbaa !9
  %147 = load double, ptr %119, align 8, !tbaa !9
  %148 = load double, ptr %120, align 8, !tbaa !9
  %149 = insertelement <4 x double> poison, double %145, i64 0
  %150 = insertelement <4 x double> %149, double %146, i64 1
  %151 = insertelement <4 x double> %150, double %147, i64 2
  %152 = insertelement <4 x double> %151, double %148, i64 3
  %153 = fmul fast <4 x double> %128, %59
  %154 = fmul fast <4 x double> %136, %60
  %155 = fmul fast <4 x double> %144, %61
  %156 = fmul fast <4 x double> %152, %62
  %157 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %59)
  %158 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %60)
  %159 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %61)
  %160 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %62)
  %161 = fadd fast <4 x double> %157, %51
  %162 = fadd fast <4 x double> %158, %52
  %163 = fadd fast <4 x double> %159, %53
  %164 = fadd fast <4 x double> %160, %54
  %165 = fadd fast <4 x double> %161, %153
  %166 = fadd fast <4 x double> %162, %154
  %167 = fadd fast <4 x double> %163, %155
  %168 = fadd fast <4 x double> %164, %156
  %169 = add nuw i64 %50, 16
  %170 = icmp eq i64 %169, %43
  br i1 %170, label %171, label %49, !llvm.loop !37

171:                                              ; preds = %49
  %172 = fadd fast <4 x double> %166, %165
  %173 = fadd fast <4 x double> %167, %172
  %174 = fadd fast <4 x double> %168, %173
  %175 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %174)
  %176 = icmp eq i64 %43, %7
  br i1 %176, label %185, label %39

177:                                              ; preds = %9, %177
  %178 = phi i64 [ %183, %177 ], [ %10, %9 ]
  %179 = getelementptr inbounds double, ptr %0, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = fmul fast double %180, %180
  %182 = getelementptr inbounds double, ptr %4, i64 %178
  store double %181, ptr %182, align 8, !tbaa !9
  %183 = add nuw nsw i64 %178, 1
  %184 = icmp eq i64 %183, %7
  br i1 %184, label %35, label %177, !llvm.loop !38

185:                                              ; preds = %187, %171, %2, %35
  %186 = phi double [ 0.000000e+00, %35 ], [ 0.000000e+00, %2 ], [ %175, %171 ], [ %201, %187 ]
  tail call fastcc void @myfree(ptr noundef %4)
  ret double %186

187:                                              ; preds = %39, %187
  %188 = phi i64 [ %192, %187 ], [ %40, %39 ]
  %189 = phi double [ %201, %187 ], [ %41, %39 ]
  %190 = getelementptr inbounds double, ptr %4, i64 %188
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = add nuw nsw i64 %188, 1
  %193 = icmp eq i64 %192, %37
  %194 = and i64 %192, 4294967295
  %195 = select i1 %193, i64 0, i64 %194
  %196 = getelementptr inbounds double, ptr %4, i64 %195
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fmul fast double %197, %191
  %199 = tail call fast double @llvm.sin.f64(double %191)
  %200 = fadd fast double %199, %189
  %201 = fadd fast double %200, %198
  %202 = icmp eq i64 %192, %37
  br i1 %202, label %185, label %187, !llvm.loop !39
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !15
  %5 = icmp eq i32 %4, 0
  %6 = load i32, ptr %1, align 4, !tbaa !13
  br i1 %5, label %7, label %203

7:                                                ; preds = %2
  %8 = sext i32 %6 to i64
  %9 = tail call fastcc ptr @myalloc(i64 noundef %8)
  %10 = icmp sgt i32 %6, 0
  br i1 %10, label %11, label %291

11:                                               ; preds = %7
  %12 = zext nneg i32 %6 to i64
  %13 = icmp ult i32 %6, 16
  br i1 %13, label %38, label %14

14:                                               ; preds = %11
  %15 = and i64 %12, 2147483632
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %34, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = getelementptr inbounds i8, ptr %18, i64 64
  %21 = getelementptr inbounds i8, ptr %18, i64 96
  %22 = load <4 x double>, ptr %18, align 8, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 8, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 8, !tbaa !9
  %25 = load <4 x double>, ptr %21, align 8, !tbaa !9
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = getelementptr inbounds double, ptr %9, i64 %17
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = getelementptr inbounds i8, ptr %30, i64 64
  %33 = getelementptr inbounds i8, ptr %30, i64 96
  store <4 x double> %26, ptr %30, align 8, !tbaa !9
  store <4 x double> %27, ptr %31, align 8, !tbaa !9
  store <4 x double> %28, ptr %32, align 8, !tbaa !9
  store <4 x double> %29, ptr %33, align 8, !tbaa !9
  %34 = add nuw i64 %17, 16
  %35 = icmp eq i64 %34, %15
  br i1 %35, label %36, label %16, !llvm.loop !40

36:                                               ; preds = %16
  %37 = icmp eq i64 %15, %12
  br i1 %37, label %48, label %38

38:                                               ; preds = %36, %11
  %39 = phi i64 [ 0, %11 ], [ %15, %36 ]
  br label %40

40:                                               ; preds = %38, %40
  %41 = phi i64 [ %46, %40 ], [ %39, %38 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul fast double %43, %43
  %45 = getelementptr inbounds double, ptr %9, i64 %41
  store double %44, ptr %45, align 8, !tbaa !9
  %46 = add nuw nsw i64 %41, 1
  %47 = icmp eq i64 %46, %12
  br i1 %47, label %48, label %40, !llvm.loop !41

48:                                               ; preds = %40, %36
  %49 = icmp ult i32 %6, 16
  br i1 %49, label %186, label %50

50:                                               ; preds = %48
  %51 = and i64 %12, 2147483632
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %178, %52 ]
  %54 = phi <4 x double> [ zeroinitializer, %50 ], [ %174, %52 ]
  %55 = phi <4 x double> [ zeroinitializer, %50 ], [ %175, %52 ]
  %56 = phi <4 x double> [ zeroinitializer, %50 ], [ %176, %52 ]
  %57 = phi <4 x double> [ zeroinitializer, %50 ], [ %177, %52 ]
  %58 = getelementptr inbounds double, ptr %9, i64 %53
  %59 = getelementptr inbounds i8, ptr %58, i64 32
  %60 = getelementptr inbounds i8, ptr %58, i64 64
  %61 = getelementptr inbounds i8, ptr %58, i64 96
  %62 = load <4 x double>, ptr %58, align 8, !tbaa !9
  %63 = load <4 x double>, ptr %59, align 8, !tbaa !9
  %64 = load <4 x double>, ptr %60, align 8, !tbaa !9
  %65 = load <4 x double>, ptr %61, align 8, !tbaa !9
  %66 = or disjoint i64 %53, 1
  %67 = or disjoint i64 %53, 2
  %68 = or disjoint i64 %53, 3
  %69 = or disjoint i64 %53, 4
  %70 = or disjoint i64 %53, 5
  %71 = or disjoint i64 %53, 6
  %72 = or disjoint i64 %53, 7
  %73 = or disjoint i64 %53, 8
  %74 = or disjoint i64 %53, 9
  %75 = or disjoint i64 %53, 10
  %76 = or disjoint i64 %53, 11
  %77 = or disjoint i64 %53, 12
  %78 = or disjoint i64 %53, 13
  %79 = or disjoint i64 %53, 14
  %80 = or disjoint i64 %53, 15
  %81 = add nuw nsw i64 %53, 16
  %82 = icmp eq i64 %66, %12
  %83 = icmp eq i64 %67, %12
  %84 = icmp eq i64 %68, %12
  %85 = icmp eq i64 %69, %12
  %86 = icmp eq i64 %70, %12
  %87 = icmp eq i64 %71, %12
  %88 = icmp eq i64 %72, %12
  %89 = icmp eq i64 %73, %12
  %90 = icmp eq i64 %74, %12
  %91 = icmp eq i64 %75, %12
  %92 = icmp eq i64 %76, %12
  %93 = icmp eq i64 %77, %12
  %94 = icmp eq i64 %78, %12
  %95 = icmp eq i64 %79, %12
  %96 = icmp eq i64 %80, %12
  %97 = icmp eq i64 %81, %12
  %98 = select i1 %82, i64 0, i64 %66
  %99 = select i1 %83, i64 0, i64 %67
  %100 = select i1 %84, i64 0, i64 %68
  %101 = select i1 %85, i64 0, i64 %69
  %102 = select i1 %86, i64 0, i64 %70
  %103 = select i1 %87, i64 0, i64 %71
  %104 = select i1 %88, i64 0, i64 %72
  %105 = select i1 %89, i64 0, i64 %73
  %106 = select i1 %90, i64 0, i64 %74
  %107 = select i1 %91, i64 0, i64 %75
  %108 = select i1 %92, i64 0, i64 %76
  %109 = select i1 %93, i64 0, i64 %77
  %110 = select i1 %94, i64 0, i64 %78
  %111 = select i1 %95, i64 0, i64 %79
  %112 = select i1 %96, i64 0, i64 %80
  %113 = select i1 %97, i64 0, i64 %81
  %114 = getelementptr inbounds double, ptr %9, i64 %98
  %115 = getelementptr inbounds double, ptr %9, i64 %99
  %116 = getelementptr inbounds double, ptr %9, i64 %100
  %117 = getelementptr inbounds double, ptr %9, i64 %101
  %118 = getelementptr inbounds double, ptr %9, i64 %102
  %119 = getelementptr inbounds double, ptr %9, i64 %103
  %120 = getelementptr inbounds double, ptr %9, i64 %104
  %121 = getelementptr inbounds double, ptr %9, i64 %105
  %122 = getelementptr inbounds double, ptr %9, i64 %106
  %123 = getelementptr inbounds double, ptr %9, i64 %107
  %124 = getelementptr inbounds double, ptr %9, i64 %108
  %125 = getelementptr inbounds double, ptr %9, i64 %109
  %126 = getelementptr inbounds double, ptr %9, i64 %110
  %127 = getelementptr inbounds double, ptr %9, i64 %111
  %128 = getelementptr inbounds double, ptr %9, i64 %112
  %129 = getelementptr inbounds double, ptr %9, i64 %113
  %130 = load double, ptr %114, align 8, !tbaa !9
  %131 = load double, ptr %115, align 8, !tbaa !9
  %132 = load double, ptr %116, align 8, !tbaa !9
  %133 = load double, ptr %117, align 8, !tbaa !9
  %134 = insertelement <4 x double> poison, double %130, i64 0
  %135 = insertelement <4 x double> %134, double %131, i64 1
  %136 = insertelement <4 x double> %135, double %132, i64 2
  %137 = insertelement <4 x double> %136, double %133, i64 3
  %138 = load double, ptr %118, align 8, !tbaa !9
  %139 = load double, ptr %119, align 8, !tbaa !9
  %140 = load double, ptr %120, align 8, !tbaa !9
  %141 = load double, ptr %121, align 8, !tbaa !9
  %142 = insertelement <4 x double> poison, double %138, i64 0
  %143 = insertelement <4 x double> %142, double %139, i64 1
  %144 = insertelement <4 x double> %143, double %140, i64 2
  %145 = insertelement <4 x double> %144, double %141, i64 3
  %146 = load double, ptr %122, align 8, !tbaa !9
  %147 = load double, ptr %123, align 8, !tbaa !9
  %148 = load double, ptr %124, align 8, !tbaa !9
  %149 = load double, ptr %125, align 8, !tbaa !9
  %150 = insertelement <4 x double> poison, double %146, i64 0
  %151 = insertelement <4 x double> %150, double %147, i64 1
  %152 = insertelement <4 x double> %151, double %148, i64 2
  %153 = insertelement <4 x double> %152, double %149, i64 3
  %154 = load double, ptr %126, align 8, !tbaa !9
  %155 = load double, ptr %127, align 8, !tbaa !9
  %156 = load double, ptr %128, align 8, !tbaa !9
  %157 = load double, ptr %129, align 8, !tbaa !9
  %158 = insertelement <4 x double> poison, double %154, i64 0
  %159 = insertelement <4 x double> %158, double %155, i64 1
  %160 = insertelement <4 x double> %159, double %156, i64 2
  %161 = insertelement <4 x double> %160, double %157, i64 3
  %162 = fmul fast <4 x double> %137, %62
  %163 = fmul fast <4 x double> %145, %63
  %164 = fmul fast <4 x double> %153, %64
  %165 = fmul fast <4 x double> %161, %65
  %166 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %62)
  %167 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %63)
  %168 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %64)
  %169 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %65)
  %170 = fadd fast <4 x double> %166, %54
  %171 = fadd fast <4 x double> %167, %55
  %172 = fadd fast <4 x double> %168, %56
  %173 = fadd fast <4 x double> %169, %57
  %174 = fadd fast <4 x double> %170, %162
  %175 = fadd fast <4 x double> %171, %163
  %176 = fadd fast <4 x double> %172, %164
  %177 = fadd fast <4 x double> %173, %165
  %178 = add nuw i64 %53, 16
  %179 = icmp eq i64 %178, %51
  br i1 %179, label %180, label %52, !llvm.loop !42

180:                                              ; preds = %52
  %181 = fadd fast <4 x double> %175, %174
  %182 = fadd fast <4 x double> %176, %181
  %183 = fadd fast <4 x double> %177, %182
  %184 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %183)
  %185 = icmp eq i64 %51, %12
  br i1 %185, label %291, label %186

186:                                              ; preds = %180, %48
  %187 = phi i64 [ 0, %48 ], [ %51, %180 ]
  %188 = phi double [ 0.000000e+00, %48 ], [ %184, %180 ]
  br label %189

189:                                              ; preds = %186, %189
  %190 = phi i64 [ %194, %189 ], [ %187, %186 ]
  %191 = phi double [ %202, %189 ], [ %188, %186 ]
  %192 = getelementptr inbounds double, ptr %9, i64 %190
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = add nuw nsw i64 %190, 1
  %195 = icmp eq i64 %194, %12
  %196 = select i1 %195, i64 0, i64 %194
  %197 = getelementptr inbounds double, ptr %9, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = fmul fast double %198, %193
  %200 = tail call fast double @llvm.sin.f64(double %193)
  %201 = fadd fast double %200, %191
  %202 = fadd fast double %201, %199
  br i1 %195, label %291, label %189, !llvm.loop !43

203:                                              ; preds = %2
  %204 = add nsw i32 %6, 1
  %205 = sext i32 %204 to i64
  %206 = tail call fastcc ptr @myzalloc(i64 noundef %205)
  %207 = icmp sgt i32 %6, 0
  br i1 %207, label %208, label %286

208:                                              ; preds = %203
  %209 = zext nneg i32 %6 to i64
  %210 = load double, ptr %206, align 8, !tbaa !9
  %211 = and i64 %209, 3
  %212 = icmp ult i32 %6, 4
  br i1 %212, label %265, label %213

213:                                              ; preds = %208
  %214 = and i64 %209, 2147483644
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi double [ %210, %213 ], [ %262, %215 ]
  %217 = phi i64 [ 0, %213 ], [ %259, %215 ]
  %218 = phi i64 [ 0, %213 ], [ %263, %215 ]
  %219 = getelementptr inbounds double, ptr %0, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !9
  %221 = fmul fast double %220, 3.000000e-01
  %222 = tail call fast double @llvm.exp.f64(double %221)
  %223 = getelementptr inbounds double, ptr %206, i64 %217
  %224 = fadd fast double %222, %216
  store double %224, ptr %223, align 8, !tbaa !9
  %225 = fmul fast double %224, %220
  %226 = or disjoint i64 %217, 1
  %227 = getelementptr inbounds double, ptr %206, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = fadd fast double %225, %228
  store double %229, ptr %227, align 8, !tbaa !9
  %230 = getelementptr inbounds double, ptr %0, i64 %226
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = fmul fast double %231, 3.000000e-01
  %233 = tail call fast double @llvm.exp.f64(double %232)
  %234 = getelementptr inbounds double, ptr %206, i64 %226
  %235 = fadd fast double %233, %229
  store double %235, ptr %234, align 8, !tbaa !9
  %236 = fmul fast double %235, %231
  %237 = or disjoint i64 %217, 2
  %238 = getelementptr inbounds double, ptr %206, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !9
  %240 = fadd fast double %236, %239
  store double %240, ptr %238, align 8, !tbaa !9
  %241 = getelementptr inbounds double, ptr %0, i64 %237
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = fmul fast double %242, 3.000000e-01
  %244 = tail call fast double @llvm.exp.f64(double %243)
  %245 = getelementptr inbounds double, ptr %206, i64 %237
  %246 = fadd fast double %244, %240
  store double %246, ptr %245, align 8, !tbaa !9
  %247 = fmul fast double %246, %242
  %248 = or disjoint i64 %217, 3
  %249 = getelementptr inbounds double, ptr %206, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = fadd fast double %247, %250
  store double %251, ptr %249, align 8, !tbaa !9
  %252 = getelementptr inbounds double, ptr %0, i64 %248
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = fmul fast double %253, 3.000000e-01
  %255 = tail call fast double @llvm.exp.f64(double %254)
  %256 = getelementptr inbounds double, ptr %206, i64 %248
  %257 = fadd fast double %255, %251
  store double %257, ptr %256, align 8, !tbaa !9
  %258 = fmul fast double %257, %253
  %259 = add nuw nsw i64 %217, 4
  %260 = getelementptr inbounds double, ptr %206, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = fadd fast double %258, %261
  store double %262, ptr %260, align 8, !tbaa !9
  %263 = add i64 %218, 4
  %264 = icmp eq i64 %263, %214
  br i1 %264, label %265, label %215, !llvm.loop !28

265:                                              ; preds = %215, %208
  %266 = phi double [ %210, %208 ], [ %262, %215 ]
  %267 = phi i64 [ 0, %208 ], [ %259, %215 ]
  %268 = icmp eq i64 %211, 0
  br i1 %268, label %286, label %269

269:                                              ; preds = %265, %269
  %270 = phi double [ %283, %269 ], [ %266, %265 ]
  %271 = phi i64 [ %280, %269 ], [ %267, %265 ]
  %272 = phi i64 [ %284, %269 ], [ 0, %265 ]
  %273 = getelementptr inbounds double, ptr %0, i64 %271
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = fmul fast double %274, 3.000000e-01
  %276 = tail call fast double @llvm.exp.f64(double %275)
  %277 = getelementptr inbounds double, ptr %206, i64 %271
  %278 = fadd fast double %276, %270
  store double %278, ptr %277, align 8, !tbaa !9
  %279 = fmul fast double %278, %274
  %280 = add nuw nsw i64 %271, 1
  %281 = getelementptr inbounds double, ptr %206, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !9
  %283 = fadd fast double %279, %282
  store double %283, ptr %281, align 8, !tbaa !9
  %284 = add i64 %272, 1
  %285 = icmp eq i64 %284, %211
  br i1 %285, label %286, label %269, !llvm.loop !44

286:                                              ; preds = %265, %269, %203
  %287 = sext i32 %6 to i64
  %288 = getelementptr inbounds double, ptr %206, i64 %287
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = fmul fast double %289, %289
  br label %291

291:                                              ; preds = %189, %180, %7, %286
  %292 = phi ptr [ %206, %286 ], [ %9, %7 ], [ %9, %180 ], [ %9, %189 ]
  %293 = phi fast double [ %290, %286 ], [ 0.000000e+00, %7 ], [ %184, %180 ], [ %202, %189 ]
  tail call fastcc void @myfree(ptr noundef %292)
  ret double %293
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @accum(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = add nsw i32 %1, 1
  %4 = sext i32 %3 to i64
  %5 = tail call fastcc ptr @myzalloc(i64 noundef %4)
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %35

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = load double, ptr %5, align 8, !tbaa !9
  %10 = and i64 %8, 3
  %11 = icmp ult i32 %1, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483644
  br label %40

14:                                               ; preds = %40, %7
  %15 = phi double [ %9, %7 ], [ %87, %40 ]
  %16 = phi i64 [ 0, %7 ], [ %84, %40 ]
  %17 = icmp eq i64 %10, 0
  br i1 %17, label %35, label %18

18:                                               ; preds = %14, %18
  %19 = phi double [ %32, %18 ], [ %15, %14 ]
  %20 = phi i64 [ %29, %18 ], [ %16, %14 ]
  %21 = phi i64 [ %33, %18 ], [ 0, %14 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul fast double %23, 3.000000e-01
  %25 = tail call fast double @llvm.exp.f64(double %24)
  %26 = getelementptr inbounds double, ptr %5, i64 %20
  %27 = fadd fast double %25, %19
  store double %27, ptr %26, align 8, !tbaa !9
  %28 = fmul fast double %27, %23
  %29 = add nuw nsw i64 %20, 1
  %30 = getelementptr inbounds double, ptr %5, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fadd fast double %28, %31
  store double %32, ptr %30, align 8, !tbaa !9
  %33 = add i64 %21, 1
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %18, !llvm.loop !45

35:                                               ; preds = %14, %18, %2
  %36 = sext i32 %1 to i64
  %37 = getelementptr inbounds double, ptr %5, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = fmul fast double %38, %38
  tail call fastcc void @myfree(ptr noundef %5)
  ret double %39

40:                                               ; preds = %40, %12
  %41 = phi double [ %9, %12 ], [ %87, %40 ]
  %42 = phi i64 [ 0, %12 ], [ %84, %40 ]
  %43 = phi i64 [ 0, %12 ], [ %88, %40 ]
  %44 = getelementptr inbounds double, ptr %0, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul fast double %45, 3.000000e-01
  %47 = tail call fast double @llvm.exp.f64(double %46)
  %48 = getelementptr inbounds double, ptr %5, i64 %42
  %49 = fadd fast double %47, %41
  store double %49, ptr %48, align 8, !tbaa !9
  %50 = fmul fast double %49, %45
  %51 = or disjoint i64 %42, 1
  %52 = getelementptr inbounds double, ptr %5, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = fadd fast double %50, %53
  store double %54, ptr %52, align 8, !tbaa !9
  %55 = getelementptr inbounds double, ptr %0, i64 %51
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = fmul fast double %56, 3.000000e-01
  %58 = tail call fast double @llvm.exp.f64(double %57)
  %59 = getelementptr inbounds double, ptr %5, i64 %51
  %60 = fadd fast double %58, %54
  store double %60, ptr %59, align 8, !tbaa !9
  %61 = fmul fast double %60, %56
  %62 = or disjoint i64 %42, 2
  %63 = getelementptr inbounds double, ptr %5, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = fadd fast double %61, %64
  store double %65, ptr %63, align 8, !tbaa !9
  %66 = getelementptr inbounds double, ptr %0, i64 %62
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fmul fast double %67, 3.000000e-01
  %69 = tail call fast double @llvm.exp.f64(double %68)
  %70 = getelementptr inbounds double, ptr %5, i64 %62
  %71 = fadd fast double %69, %65
  store double %71, ptr %70, align 8, !tbaa !9
  %72 = fmul fast double %71, %67
  %73 = or disjoint i64 %42, 3
  %74 = getelementptr inbounds double, ptr %5, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fadd fast double %72, %75
  store double %76, ptr %74, align 8, !tbaa !9
  %77 = getelementptr inbounds double, ptr %0, i64 %73
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul fast double %78, 3.000000e-01
  %80 = tail call fast double @llvm.exp.f64(double %79)
  %81 = getelementptr inbounds double, ptr %5, i64 %73
  %82 = fadd fast double %80, %76
  store double %82, ptr %81, align 8, !tbaa !9
  %83 = fmul fast double %82, %78
  %84 = add nuw nsw i64 %42, 4
  %85 = getelementptr inbounds double, ptr %5, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fadd fast double %83, %86
  store double %87, ptr %85, align 8, !tbaa !9
  %88 = add i64 %43, 4
  %89 = icmp eq i64 %88, %13
  br i1 %89, label %14, label %40, !llvm.loop !28
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myalloc(i64 noundef %0) unnamed_addr #5 {
  %2 = shl nsw i64 %0, 3
  %3 = tail call noalias ptr @malloc(i64 noundef %2) #15
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc void @myfree(ptr nocapture noundef %0) unnamed_addr #7 {
  tail call void @free(ptr noundef %0) #14
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @myzalloc(i64 noundef %0) unnamed_addr #5 {
  %2 = tail call noalias ptr @calloc(i64 noundef %0, i64 noundef 8) #16
  ret ptr %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress noinline nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind allocsize(0,1) }

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
!14 = !{!"", !12, i64 0, !12, i64 4}
!15 = !{!14, !12, i64 4}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !17, !18, !19}
!21 = distinct !{!21, !17, !18, !19}
!22 = distinct !{!22, !17, !18, !19}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17, !19, !18}
!25 = distinct !{!25, !17, !18, !19}
!26 = distinct !{!26, !17, !18, !19}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !30}
!32 = distinct !{!32, !17, !19, !18}
!33 = distinct !{!33, !17, !18, !19}
!34 = distinct !{!34, !17, !18, !19}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !17, !19, !18}
!37 = distinct !{!37, !17, !19, !18}
!38 = distinct !{!38, !17, !18, !19}
!39 = distinct !{!39, !17, !18, !19}
!40 = distinct !{!40, !17, !19, !18}
!41 = distinct !{!41, !17, !18, !19}
!42 = distinct !{!42, !17, !19, !18}
!43 = distinct !{!43, !17, !18, !19}
!44 = distinct !{!44, !30}
!45 = distinct !{!45, !30}
