; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Model = type { ptr, double }

@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [16 x i8] c"chosen(wave).dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"chosen(cube).dx\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"chosen.fwd\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"chosen.fwd_rev\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"tabled.dx\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"tabled.fwd\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"tabled.fwd_rev\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"energy(square_all).dx\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"energy(diff2).dx\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"energy.fwd\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"energy.fwd_rev\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [9 x i8] c"model.dx\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"model.dscale\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"model.fwd\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"scal.fwd_over_rev\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"fnptr\00", align 1
@table = internal unnamed_addr constant [3 x ptr] [ptr @cube, ptr @wave, ptr @exp], align 16
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.16 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.19 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local nofpclass(nan inf) double @dscal(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %4 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @scal, double noundef nofpclass(nan inf) %0, i32 noundef %3, i32 noundef %1) #14
  ret double %4
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @scal(double noundef nofpclass(nan inf) %0, i32 noundef %1) #2 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !9
  %6 = tail call fast nofpclass(nan inf) double %5(double noundef nofpclass(nan inf) %0) #14
  %7 = fmul fast double %6, %0
  ret double %7
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca [6 x double], align 16
  %32 = alloca [6 x double], align 16
  %33 = alloca [6 x double], align 16
  %34 = alloca %struct.Model, align 8
  %35 = alloca %struct.Model, align 8
  %36 = alloca %struct.Model, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %31) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %32) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %33) #14
  %37 = load i64, ptr @rng_state, align 8, !tbaa !11
  %38 = mul i64 %37, 6364136223846793005
  %39 = getelementptr inbounds i8, ptr %31, i64 8
  %40 = getelementptr inbounds i8, ptr %31, i64 16
  %41 = getelementptr inbounds i8, ptr %31, i64 24
  %42 = add i64 %38, 1442695040888963407
  %43 = mul i64 %42, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = mul i64 %46, 6364136223846793005
  %48 = add i64 %47, 1442695040888963407
  %49 = insertelement <4 x i64> poison, i64 %42, i64 0
  %50 = insertelement <4 x i64> %49, i64 %44, i64 1
  %51 = insertelement <4 x i64> %50, i64 %46, i64 2
  %52 = insertelement <4 x i64> %51, i64 %48, i64 3
  %53 = lshr <4 x i64> %52, <i64 10, i64 10, i64 10, i64 10>
  %54 = and <4 x i64> %53, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %55 = uitofp nneg <4 x i64> %54 to <4 x double>
  %56 = fmul fast <4 x double> %55, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %57 = fadd fast <4 x double> %56, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %57, ptr %31, align 16, !tbaa !13
  %58 = mul i64 %48, 6364136223846793005
  %59 = getelementptr inbounds i8, ptr %31, i64 32
  %60 = getelementptr inbounds i8, ptr %31, i64 40
  %61 = add i64 %58, 1442695040888963407
  %62 = mul i64 %61, 6364136223846793005
  %63 = add i64 %62, 1442695040888963407
  %64 = insertelement <2 x i64> poison, i64 %61, i64 0
  %65 = insertelement <2 x i64> %64, i64 %63, i64 1
  %66 = lshr <2 x i64> %65, <i64 10, i64 10>
  %67 = and <2 x i64> %66, <i64 18014398509481982, i64 18014398509481982>
  %68 = uitofp nneg <2 x i64> %67 to <2 x double>
  %69 = fmul fast <2 x double> %68, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %70 = fadd fast <2 x double> %69, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %70, ptr %59, align 16, !tbaa !13
  %71 = mul i64 %63, 6364136223846793005
  %72 = getelementptr inbounds i8, ptr %33, i64 8
  %73 = getelementptr inbounds i8, ptr %33, i64 16
  %74 = getelementptr inbounds i8, ptr %33, i64 24
  %75 = add i64 %71, 1442695040888963407
  %76 = mul i64 %75, 6364136223846793005
  %77 = add i64 %76, 1442695040888963407
  %78 = mul i64 %77, 6364136223846793005
  %79 = add i64 %78, 1442695040888963407
  %80 = mul i64 %79, 6364136223846793005
  %81 = add i64 %80, 1442695040888963407
  %82 = insertelement <4 x i64> poison, i64 %75, i64 0
  %83 = insertelement <4 x i64> %82, i64 %77, i64 1
  %84 = insertelement <4 x i64> %83, i64 %79, i64 2
  %85 = insertelement <4 x i64> %84, i64 %81, i64 3
  %86 = lshr <4 x i64> %85, <i64 10, i64 10, i64 10, i64 10>
  %87 = and <4 x i64> %86, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %88 = uitofp nneg <4 x i64> %87 to <4 x double>
  %89 = fmul fast <4 x double> %88, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %90 = fadd fast <4 x double> %89, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %90, ptr %33, align 16, !tbaa !13
  %91 = mul i64 %81, 6364136223846793005
  %92 = getelementptr inbounds i8, ptr %33, i64 32
  %93 = getelementptr inbounds i8, ptr %33, i64 40
  %94 = add i64 %91, 1442695040888963407
  %95 = mul i64 %94, 6364136223846793005
  %96 = add i64 %95, 1442695040888963407
  %97 = insertelement <2 x i64> poison, i64 %94, i64 0
  %98 = insertelement <2 x i64> %97, i64 %96, i64 1
  %99 = lshr <2 x i64> %98, <i64 10, i64 10>
  %100 = and <2 x i64> %99, <i64 18014398509481982, i64 18014398509481982>
  %101 = uitofp nneg <2 x i64> %100 to <2 x double>
  %102 = fmul fast <2 x double> %101, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %103 = fadd fast <2 x double> %102, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %103, ptr %92, align 16, !tbaa !13
  store i64 %96, ptr @rng_state, align 8, !tbaa !11
  %104 = getelementptr inbounds i8, ptr %32, i64 8
  %105 = getelementptr inbounds i8, ptr %32, i64 16
  %106 = getelementptr inbounds i8, ptr %32, i64 24
  %107 = getelementptr inbounds i8, ptr %32, i64 32
  %108 = getelementptr inbounds i8, ptr %32, i64 40
  %109 = getelementptr inbounds i8, ptr %34, i64 8
  %110 = getelementptr inbounds i8, ptr %35, i64 8
  %111 = getelementptr inbounds i8, ptr %36, i64 8
  %112 = getelementptr inbounds i8, ptr %3, i64 8
  %113 = getelementptr inbounds i8, ptr %3, i64 16
  %114 = getelementptr inbounds i8, ptr %3, i64 24
  %115 = getelementptr inbounds i8, ptr %3, i64 32
  %116 = getelementptr inbounds i8, ptr %3, i64 40
  %117 = getelementptr inbounds i8, ptr %4, i64 8
  %118 = getelementptr inbounds i8, ptr %4, i64 16
  %119 = getelementptr inbounds i8, ptr %4, i64 24
  %120 = getelementptr inbounds i8, ptr %4, i64 32
  %121 = getelementptr inbounds i8, ptr %4, i64 40
  %122 = getelementptr inbounds i8, ptr %1, i64 8
  %123 = getelementptr inbounds i8, ptr %1, i64 16
  %124 = getelementptr inbounds i8, ptr %1, i64 24
  %125 = getelementptr inbounds i8, ptr %1, i64 32
  %126 = getelementptr inbounds i8, ptr %1, i64 40
  %127 = getelementptr inbounds i8, ptr %2, i64 8
  %128 = getelementptr inbounds i8, ptr %2, i64 16
  %129 = getelementptr inbounds i8, ptr %2, i64 24
  %130 = getelementptr inbounds i8, ptr %2, i64 32
  %131 = getelementptr inbounds i8, ptr %2, i64 40
  %132 = getelementptr inbounds i8, ptr %31, i64 8
  br label %139

133:                                              ; preds = %1110
  %134 = load i32, ptr @n_fail, align 4, !tbaa !5
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, i32 noundef %134)
  %136 = load i32, ptr @n_fail, align 4, !tbaa !5
  %137 = icmp ne i32 %136, 0
  %138 = zext i1 %137 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %33) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %31) #14
  ret i32 %138

139:                                              ; preds = %0, %1110
  %140 = phi i1 [ true, %0 ], [ false, %1110 ]
  %141 = phi ptr [ %31, %0 ], [ %132, %1110 ]
  %142 = phi i64 [ 0, %0 ], [ 1, %1110 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %143 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %144 = trunc nuw nsw i64 %142 to i32
  %145 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chosen, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %143, i32 noundef 6, i32 noundef %143, i32 noundef %144) #14
  %146 = select i1 %140, ptr @.str.1, ptr @.str
  %147 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %147, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %148 = select i1 %140, ptr @cube, ptr @wave
  %149 = getelementptr inbounds i8, ptr %147, i64 8
  %150 = getelementptr inbounds i8, ptr %147, i64 16
  %151 = getelementptr inbounds i8, ptr %147, i64 24
  %152 = getelementptr inbounds i8, ptr %147, i64 32
  %153 = getelementptr inbounds i8, ptr %147, i64 40
  br label %154

154:                                              ; preds = %139, %237
  %155 = phi i64 [ 0, %139 ], [ %238, %237 ]
  %156 = getelementptr inbounds double, ptr %32, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !13
  %158 = getelementptr inbounds double, ptr %147, i64 %155
  %159 = load double, ptr %158, align 8, !tbaa !13
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = call fast double @llvm.maxnum.f64(double %160, double 1.000000e+00)
  %162 = fmul fast double %161, 0x3EB0C6F7A0B5ED8D
  %163 = fadd fast double %162, %159
  store double %163, ptr %158, align 8, !tbaa !13
  %164 = load double, ptr %147, align 8, !tbaa !13
  %165 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %164) #14, !callees !15
  %166 = load double, ptr %149, align 8, !tbaa !13
  %167 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %166) #14, !callees !15
  %168 = load double, ptr %150, align 8, !tbaa !13
  %169 = fmul fast double %168, %167
  %170 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %168) #14, !callees !15
  %171 = load double, ptr %151, align 8, !tbaa !13
  %172 = fmul fast double %171, %170
  %173 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %171) #14, !callees !15
  %174 = load double, ptr %152, align 8, !tbaa !13
  %175 = fmul fast double %174, %173
  %176 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %174) #14, !callees !15
  %177 = load double, ptr %153, align 8, !tbaa !13
  %178 = fmul fast double %177, %176
  %179 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %177) #14, !callees !15
  %180 = fmul fast double %164, %179
  %181 = fsub fast double %159, %162
  store double %181, ptr %158, align 8, !tbaa !13
  %182 = load double, ptr %147, align 8, !tbaa !13
  %183 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %182) #14, !callees !15
  %184 = load double, ptr %149, align 8, !tbaa !13
  %185 = fmul fast double %184, %183
  %186 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %184) #14, !callees !15
  %187 = load double, ptr %150, align 8, !tbaa !13
  %188 = fmul fast double %187, %186
  %189 = fadd fast double %188, %185
  %190 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %187) #14, !callees !15
  %191 = load double, ptr %151, align 8, !tbaa !13
  %192 = fmul fast double %191, %190
  %193 = fadd fast double %192, %189
  %194 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %191) #14, !callees !15
  %195 = load double, ptr %152, align 8, !tbaa !13
  %196 = fmul fast double %195, %194
  %197 = fadd fast double %196, %193
  %198 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %195) #14, !callees !15
  %199 = load double, ptr %153, align 8, !tbaa !13
  %200 = fmul fast double %199, %198
  %201 = fadd fast double %200, %197
  %202 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %199) #14, !callees !15
  %203 = fmul fast double %182, %202
  %204 = fadd fast double %203, %201
  %205 = fmul fast double %166, %165
  %206 = fadd fast double %169, %205
  %207 = fadd fast double %172, %206
  %208 = fadd fast double %175, %207
  %209 = fadd fast double %178, %208
  %210 = fadd fast double %180, %209
  store double %159, ptr %158, align 8, !tbaa !13
  %211 = fsub fast double %210, %204
  %212 = fmul fast double %161, 2.000000e-06
  %213 = fdiv fast double %211, %212
  %214 = call fast double @llvm.fabs.f64(double %213)
  %215 = call fast double @llvm.maxnum.f64(double %214, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %157, ptr %30, align 8, !tbaa !13
  %216 = load volatile double, ptr %30, align 8, !tbaa !13
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %218, label %232, label %219

219:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %213, ptr %29, align 8, !tbaa !13
  %220 = load volatile double, ptr %29, align 8, !tbaa !13
  %221 = call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %222, label %232, label %223

223:                                              ; preds = %219
  %224 = fsub fast double %157, %213
  %225 = call fast double @llvm.fabs.f64(double %224)
  %226 = fmul fast double %215, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp fast ole double %225, %226
  %228 = freeze i1 %227
  br i1 %228, label %229, label %232

229:                                              ; preds = %223
  %230 = trunc nuw nsw i64 %155 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %146, i32 noundef %230, double noundef nofpclass(nan inf) %157, double noundef nofpclass(nan inf) %213, ptr noundef nonnull @.str.17)
  br label %237

232:                                              ; preds = %223, %219, %154
  %233 = trunc nuw nsw i64 %155 to i32
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %146, i32 noundef %233, double noundef nofpclass(nan inf) %157, double noundef nofpclass(nan inf) %213, ptr noundef nonnull @.str.18)
  %235 = load i32, ptr @n_fail, align 4, !tbaa !5
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr @n_fail, align 4, !tbaa !5
  br label %237

237:                                              ; preds = %232, %229
  %238 = add nuw nsw i64 %155, 1
  %239 = icmp eq i64 %238, 6
  br i1 %239, label %240, label %154, !llvm.loop !16

240:                                              ; preds = %237
  call void @free(ptr noundef nonnull %147) #14
  %241 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %242 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @chosen, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %241, i32 noundef 6, i32 noundef %241, i32 noundef %144) #14
  %243 = load double, ptr %31, align 16, !tbaa !13
  %244 = load double, ptr %33, align 16, !tbaa !13
  %245 = fmul fast double %244, 0x3EB0C6F7A0B5ED8D
  %246 = fadd fast double %245, %243
  %247 = fsub fast double %243, %245
  %248 = load double, ptr %39, align 8, !tbaa !13
  %249 = load double, ptr %72, align 8, !tbaa !13
  %250 = fmul fast double %249, 0x3EB0C6F7A0B5ED8D
  %251 = fadd fast double %250, %248
  %252 = fsub fast double %248, %250
  %253 = load double, ptr %40, align 16, !tbaa !13
  %254 = load double, ptr %73, align 16, !tbaa !13
  %255 = fmul fast double %254, 0x3EB0C6F7A0B5ED8D
  %256 = fadd fast double %255, %253
  %257 = fsub fast double %253, %255
  %258 = load double, ptr %41, align 8, !tbaa !13
  %259 = load double, ptr %74, align 8, !tbaa !13
  %260 = fmul fast double %259, 0x3EB0C6F7A0B5ED8D
  %261 = fadd fast double %260, %258
  %262 = fsub fast double %258, %260
  %263 = load double, ptr %59, align 16, !tbaa !13
  %264 = load double, ptr %92, align 16, !tbaa !13
  %265 = fmul fast double %264, 0x3EB0C6F7A0B5ED8D
  %266 = fadd fast double %265, %263
  %267 = fsub fast double %263, %265
  %268 = load double, ptr %60, align 8, !tbaa !13
  %269 = load double, ptr %93, align 8, !tbaa !13
  %270 = fmul fast double %269, 0x3EB0C6F7A0B5ED8D
  %271 = fadd fast double %270, %268
  %272 = fsub fast double %268, %270
  %273 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %246) #14, !callees !15
  %274 = fmul fast double %251, %273
  %275 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %251) #14, !callees !15
  %276 = fmul fast double %256, %275
  %277 = fadd fast double %276, %274
  %278 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %256) #14, !callees !15
  %279 = fmul fast double %261, %278
  %280 = fadd fast double %279, %277
  %281 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %261) #14, !callees !15
  %282 = fmul fast double %266, %281
  %283 = fadd fast double %282, %280
  %284 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %266) #14, !callees !15
  %285 = fmul fast double %271, %284
  %286 = fadd fast double %285, %283
  %287 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %271) #14, !callees !15
  %288 = fmul fast double %246, %287
  %289 = fadd fast double %288, %286
  %290 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %247) #14, !callees !15
  %291 = fmul fast double %252, %290
  %292 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %252) #14, !callees !15
  %293 = fmul fast double %257, %292
  %294 = fadd fast double %293, %291
  %295 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %257) #14, !callees !15
  %296 = fmul fast double %262, %295
  %297 = fadd fast double %296, %294
  %298 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %262) #14, !callees !15
  %299 = fmul fast double %267, %298
  %300 = fadd fast double %299, %297
  %301 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %267) #14, !callees !15
  %302 = fmul fast double %272, %301
  %303 = fadd fast double %302, %300
  %304 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %272) #14, !callees !15
  %305 = fmul fast double %247, %304
  %306 = fadd fast double %305, %303
  %307 = select i1 %140, ptr @diff2, ptr @square_all
  %308 = fsub fast double %289, %306
  %309 = fmul fast double %308, 5.000000e+05
  %310 = call fast double @llvm.fabs.f64(double %309)
  %311 = call fast double @llvm.maxnum.f64(double %310, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %242, ptr %28, align 8, !tbaa !13
  %312 = load volatile double, ptr %28, align 8, !tbaa !13
  %313 = call double @llvm.fabs.f64(double %312)
  %314 = fcmp ueq double %313, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %314, label %327, label %315

315:                                              ; preds = %240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %309, ptr %27, align 8, !tbaa !13
  %316 = load volatile double, ptr %27, align 8, !tbaa !13
  %317 = call double @llvm.fabs.f64(double %316)
  %318 = fcmp ueq double %317, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %318, label %327, label %319

319:                                              ; preds = %315
  %320 = fsub fast double %242, %309
  %321 = call fast double @llvm.fabs.f64(double %320)
  %322 = fmul fast double %311, 0x3EB0C6F7A0B5ED8D
  %323 = fcmp fast ole double %321, %322
  %324 = freeze i1 %323
  br i1 %324, label %325, label %327

325:                                              ; preds = %319
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i32 noundef %144, double noundef nofpclass(nan inf) %242, double noundef nofpclass(nan inf) %309, ptr noundef nonnull @.str.17)
  br label %331

327:                                              ; preds = %319, %315, %240
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i32 noundef %144, double noundef nofpclass(nan inf) %242, double noundef nofpclass(nan inf) %309, ptr noundef nonnull @.str.18)
  %329 = load i32, ptr @n_fail, align 4, !tbaa !5
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr @n_fail, align 4, !tbaa !5
  br label %331

331:                                              ; preds = %325, %327
  %332 = load double, ptr %32, align 16, !tbaa !13
  %333 = load double, ptr %33, align 16, !tbaa !13
  %334 = fmul fast double %333, %332
  %335 = load double, ptr %104, align 8, !tbaa !13
  %336 = load double, ptr %72, align 8, !tbaa !13
  %337 = fmul fast double %336, %335
  %338 = fadd fast double %337, %334
  %339 = load double, ptr %105, align 16, !tbaa !13
  %340 = load double, ptr %73, align 16, !tbaa !13
  %341 = fmul fast double %340, %339
  %342 = fadd fast double %338, %341
  %343 = load double, ptr %106, align 8, !tbaa !13
  %344 = load double, ptr %74, align 8, !tbaa !13
  %345 = fmul fast double %344, %343
  %346 = fadd fast double %342, %345
  %347 = load double, ptr %107, align 16, !tbaa !13
  %348 = load double, ptr %92, align 16, !tbaa !13
  %349 = fmul fast double %348, %347
  %350 = fadd fast double %346, %349
  %351 = load double, ptr %108, align 8, !tbaa !13
  %352 = load double, ptr %93, align 8, !tbaa !13
  %353 = fmul fast double %352, %351
  %354 = fadd fast double %350, %353
  %355 = call fast double @llvm.fabs.f64(double %242)
  %356 = call fast double @llvm.maxnum.f64(double %355, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %354, ptr %26, align 8, !tbaa !13
  %357 = load volatile double, ptr %26, align 8, !tbaa !13
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %359, label %372, label %360

360:                                              ; preds = %331
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %242, ptr %25, align 8, !tbaa !13
  %361 = load volatile double, ptr %25, align 8, !tbaa !13
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %363, label %372, label %364

364:                                              ; preds = %360
  %365 = fsub fast double %354, %242
  %366 = call fast double @llvm.fabs.f64(double %365)
  %367 = fmul fast double %356, 0x3EB0C6F7A0B5ED8D
  %368 = fcmp fast ole double %366, %367
  %369 = freeze i1 %368
  br i1 %369, label %370, label %372

370:                                              ; preds = %364
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, i32 noundef %144, double noundef nofpclass(nan inf) %354, double noundef nofpclass(nan inf) %242, ptr noundef nonnull @.str.17)
  br label %376

372:                                              ; preds = %364, %360, %331
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, i32 noundef %144, double noundef nofpclass(nan inf) %354, double noundef nofpclass(nan inf) %242, ptr noundef nonnull @.str.18)
  %374 = load i32, ptr @n_fail, align 4, !tbaa !5
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr @n_fail, align 4, !tbaa !5
  br label %376

376:                                              ; preds = %370, %372
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %377 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %378 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tabled, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %377, i32 noundef 6, i32 noundef %377, i32 noundef %144) #14
  %379 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %379, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %380 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %142
  %381 = load ptr, ptr %380, align 8, !tbaa !9
  %382 = add nuw nsw i64 %142, 1
  %383 = icmp eq i64 %382, 2
  %384 = select i1 %383, i64 0, i64 %382
  %385 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %384
  %386 = getelementptr inbounds i8, ptr %379, i64 8
  %387 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %142
  %388 = getelementptr inbounds i8, ptr %379, i64 16
  %389 = xor i64 %142, 1
  %390 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %389
  %391 = getelementptr inbounds i8, ptr %379, i64 24
  %392 = getelementptr inbounds i8, ptr %379, i64 32
  %393 = xor i64 %142, 1
  %394 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %393
  %395 = getelementptr inbounds i8, ptr %379, i64 40
  br label %396

396:                                              ; preds = %376, %473
  %397 = phi i64 [ 0, %376 ], [ %474, %473 ]
  %398 = getelementptr inbounds double, ptr %32, i64 %397
  %399 = load double, ptr %398, align 8, !tbaa !13
  %400 = getelementptr inbounds double, ptr %379, i64 %397
  %401 = load double, ptr %400, align 8, !tbaa !13
  %402 = call fast double @llvm.fabs.f64(double %401)
  %403 = call fast double @llvm.maxnum.f64(double %402, double 1.000000e+00)
  %404 = fmul fast double %403, 0x3EB0C6F7A0B5ED8D
  %405 = fadd fast double %404, %401
  store double %405, ptr %400, align 8, !tbaa !13
  %406 = load double, ptr %379, align 8, !tbaa !13
  %407 = call fast nofpclass(nan inf) double %381(double noundef nofpclass(nan inf) %406) #14
  %408 = load ptr, ptr %385, align 8, !tbaa !9
  %409 = load double, ptr %386, align 8, !tbaa !13
  %410 = call fast nofpclass(nan inf) double %408(double noundef nofpclass(nan inf) %409) #14
  %411 = load ptr, ptr %387, align 8, !tbaa !9
  %412 = load double, ptr %388, align 8, !tbaa !13
  %413 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %412) #14
  %414 = load ptr, ptr %390, align 8, !tbaa !9
  %415 = load double, ptr %391, align 8, !tbaa !13
  %416 = call fast nofpclass(nan inf) double %414(double noundef nofpclass(nan inf) %415) #14
  %417 = load double, ptr %392, align 8, !tbaa !13
  %418 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %417) #14
  %419 = load ptr, ptr %394, align 8, !tbaa !9
  %420 = load double, ptr %395, align 8, !tbaa !13
  %421 = call fast nofpclass(nan inf) double %419(double noundef nofpclass(nan inf) %420) #14
  %422 = fsub fast double %401, %404
  store double %422, ptr %400, align 8, !tbaa !13
  %423 = load double, ptr %379, align 8, !tbaa !13
  %424 = call fast nofpclass(nan inf) double %381(double noundef nofpclass(nan inf) %423) #14
  %425 = load double, ptr %386, align 8, !tbaa !13
  %426 = call fast nofpclass(nan inf) double %408(double noundef nofpclass(nan inf) %425) #14
  %427 = fadd fast double %426, %424
  %428 = load double, ptr %388, align 8, !tbaa !13
  %429 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %428) #14
  %430 = fadd fast double %429, %427
  %431 = load double, ptr %391, align 8, !tbaa !13
  %432 = call fast nofpclass(nan inf) double %414(double noundef nofpclass(nan inf) %431) #14
  %433 = fadd fast double %432, %430
  %434 = load double, ptr %392, align 8, !tbaa !13
  %435 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %434) #14
  %436 = fadd fast double %435, %433
  %437 = load double, ptr %395, align 8, !tbaa !13
  %438 = call fast nofpclass(nan inf) double %419(double noundef nofpclass(nan inf) %437) #14
  %439 = fadd fast double %438, %436
  %440 = fadd fast double %410, %407
  %441 = fadd fast double %413, %440
  %442 = fadd fast double %416, %441
  %443 = fadd fast double %418, %442
  %444 = fadd fast double %421, %443
  %445 = fmul fast double %444, %444
  %446 = fmul fast double %439, %439
  store double %401, ptr %400, align 8, !tbaa !13
  %447 = fsub fast double %445, %446
  %448 = fmul fast double %403, 2.000000e-06
  %449 = fdiv fast double %447, %448
  %450 = call fast double @llvm.fabs.f64(double %449)
  %451 = call fast double @llvm.maxnum.f64(double %450, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %399, ptr %24, align 8, !tbaa !13
  %452 = load volatile double, ptr %24, align 8, !tbaa !13
  %453 = call double @llvm.fabs.f64(double %452)
  %454 = fcmp ueq double %453, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %454, label %468, label %455

455:                                              ; preds = %396
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %449, ptr %23, align 8, !tbaa !13
  %456 = load volatile double, ptr %23, align 8, !tbaa !13
  %457 = call double @llvm.fabs.f64(double %456)
  %458 = fcmp ueq double %457, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %458, label %468, label %459

459:                                              ; preds = %455
  %460 = fsub fast double %399, %449
  %461 = call fast double @llvm.fabs.f64(double %460)
  %462 = fmul fast double %451, 0x3EB0C6F7A0B5ED8D
  %463 = fcmp fast ole double %461, %462
  %464 = freeze i1 %463
  br i1 %464, label %465, label %468

465:                                              ; preds = %459
  %466 = trunc nuw nsw i64 %397 to i32
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, i32 noundef %466, double noundef nofpclass(nan inf) %399, double noundef nofpclass(nan inf) %449, ptr noundef nonnull @.str.17)
  br label %473

468:                                              ; preds = %459, %455, %396
  %469 = trunc nuw nsw i64 %397 to i32
  %470 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, i32 noundef %469, double noundef nofpclass(nan inf) %399, double noundef nofpclass(nan inf) %449, ptr noundef nonnull @.str.18)
  %471 = load i32, ptr @n_fail, align 4, !tbaa !5
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr @n_fail, align 4, !tbaa !5
  br label %473

473:                                              ; preds = %468, %465
  %474 = add nuw nsw i64 %397, 1
  %475 = icmp eq i64 %474, 6
  br i1 %475, label %476, label %396, !llvm.loop !16

476:                                              ; preds = %473
  call void @free(ptr noundef nonnull %379) #14
  %477 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %478 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tabled, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %477, i32 noundef 6, i32 noundef %477, i32 noundef %144) #14
  %479 = load double, ptr %31, align 16, !tbaa !13
  %480 = load double, ptr %33, align 16, !tbaa !13
  %481 = fmul fast double %480, 0x3EB0C6F7A0B5ED8D
  %482 = fadd fast double %481, %479
  %483 = fsub fast double %479, %481
  %484 = load double, ptr %39, align 8, !tbaa !13
  %485 = load double, ptr %72, align 8, !tbaa !13
  %486 = fmul fast double %485, 0x3EB0C6F7A0B5ED8D
  %487 = fadd fast double %486, %484
  %488 = fsub fast double %484, %486
  %489 = load double, ptr %40, align 16, !tbaa !13
  %490 = load double, ptr %73, align 16, !tbaa !13
  %491 = fmul fast double %490, 0x3EB0C6F7A0B5ED8D
  %492 = fadd fast double %491, %489
  %493 = fsub fast double %489, %491
  %494 = load double, ptr %41, align 8, !tbaa !13
  %495 = load double, ptr %74, align 8, !tbaa !13
  %496 = fmul fast double %495, 0x3EB0C6F7A0B5ED8D
  %497 = fadd fast double %496, %494
  %498 = fsub fast double %494, %496
  %499 = load double, ptr %59, align 16, !tbaa !13
  %500 = load double, ptr %92, align 16, !tbaa !13
  %501 = fmul fast double %500, 0x3EB0C6F7A0B5ED8D
  %502 = fadd fast double %501, %499
  %503 = fsub fast double %499, %501
  %504 = load double, ptr %60, align 8, !tbaa !13
  %505 = load double, ptr %93, align 8, !tbaa !13
  %506 = fmul fast double %505, 0x3EB0C6F7A0B5ED8D
  %507 = fadd fast double %506, %504
  %508 = fsub fast double %504, %506
  %509 = call fast nofpclass(nan inf) double %381(double noundef nofpclass(nan inf) %482) #14
  %510 = call fast nofpclass(nan inf) double %408(double noundef nofpclass(nan inf) %487) #14
  %511 = fadd fast double %510, %509
  %512 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %492) #14
  %513 = fadd fast double %512, %511
  %514 = call fast nofpclass(nan inf) double %414(double noundef nofpclass(nan inf) %497) #14
  %515 = fadd fast double %514, %513
  %516 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %502) #14
  %517 = fadd fast double %516, %515
  %518 = call fast nofpclass(nan inf) double %419(double noundef nofpclass(nan inf) %507) #14
  %519 = fadd fast double %518, %517
  %520 = call fast nofpclass(nan inf) double %381(double noundef nofpclass(nan inf) %483) #14
  %521 = call fast nofpclass(nan inf) double %408(double noundef nofpclass(nan inf) %488) #14
  %522 = fadd fast double %521, %520
  %523 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %493) #14
  %524 = fadd fast double %523, %522
  %525 = call fast nofpclass(nan inf) double %414(double noundef nofpclass(nan inf) %498) #14
  %526 = fadd fast double %525, %524
  %527 = call fast nofpclass(nan inf) double %411(double noundef nofpclass(nan inf) %503) #14
  %528 = fadd fast double %527, %526
  %529 = call fast nofpclass(nan inf) double %419(double noundef nofpclass(nan inf) %508) #14
  %530 = fadd fast double %529, %528
  %531 = fmul fast double %519, %519
  %532 = fmul fast double %530, %530
  %533 = fsub fast double %531, %532
  %534 = fmul fast double %533, 5.000000e+05
  %535 = call fast double @llvm.fabs.f64(double %534)
  %536 = call fast double @llvm.maxnum.f64(double %535, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %478, ptr %22, align 8, !tbaa !13
  %537 = load volatile double, ptr %22, align 8, !tbaa !13
  %538 = call double @llvm.fabs.f64(double %537)
  %539 = fcmp ueq double %538, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %539, label %552, label %540

540:                                              ; preds = %476
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %534, ptr %21, align 8, !tbaa !13
  %541 = load volatile double, ptr %21, align 8, !tbaa !13
  %542 = call double @llvm.fabs.f64(double %541)
  %543 = fcmp ueq double %542, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %543, label %552, label %544

544:                                              ; preds = %540
  %545 = fsub fast double %478, %534
  %546 = call fast double @llvm.fabs.f64(double %545)
  %547 = fmul fast double %536, 0x3EB0C6F7A0B5ED8D
  %548 = fcmp fast ole double %546, %547
  %549 = freeze i1 %548
  br i1 %549, label %550, label %552

550:                                              ; preds = %544
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i32 noundef %144, double noundef nofpclass(nan inf) %478, double noundef nofpclass(nan inf) %534, ptr noundef nonnull @.str.17)
  br label %556

552:                                              ; preds = %544, %540, %476
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i32 noundef %144, double noundef nofpclass(nan inf) %478, double noundef nofpclass(nan inf) %534, ptr noundef nonnull @.str.18)
  %554 = load i32, ptr @n_fail, align 4, !tbaa !5
  %555 = add nsw i32 %554, 1
  store i32 %555, ptr @n_fail, align 4, !tbaa !5
  br label %556

556:                                              ; preds = %550, %552
  %557 = load double, ptr %32, align 16, !tbaa !13
  %558 = load double, ptr %33, align 16, !tbaa !13
  %559 = fmul fast double %558, %557
  %560 = load double, ptr %104, align 8, !tbaa !13
  %561 = load double, ptr %72, align 8, !tbaa !13
  %562 = fmul fast double %561, %560
  %563 = fadd fast double %562, %559
  %564 = load double, ptr %105, align 16, !tbaa !13
  %565 = load double, ptr %73, align 16, !tbaa !13
  %566 = fmul fast double %565, %564
  %567 = fadd fast double %563, %566
  %568 = load double, ptr %106, align 8, !tbaa !13
  %569 = load double, ptr %74, align 8, !tbaa !13
  %570 = fmul fast double %569, %568
  %571 = fadd fast double %567, %570
  %572 = load double, ptr %107, align 16, !tbaa !13
  %573 = load double, ptr %92, align 16, !tbaa !13
  %574 = fmul fast double %573, %572
  %575 = fadd fast double %571, %574
  %576 = load double, ptr %108, align 8, !tbaa !13
  %577 = load double, ptr %93, align 8, !tbaa !13
  %578 = fmul fast double %577, %576
  %579 = fadd fast double %575, %578
  %580 = call fast double @llvm.fabs.f64(double %478)
  %581 = call fast double @llvm.maxnum.f64(double %580, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %579, ptr %20, align 8, !tbaa !13
  %582 = load volatile double, ptr %20, align 8, !tbaa !13
  %583 = call double @llvm.fabs.f64(double %582)
  %584 = fcmp ueq double %583, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %584, label %597, label %585

585:                                              ; preds = %556
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %478, ptr %19, align 8, !tbaa !13
  %586 = load volatile double, ptr %19, align 8, !tbaa !13
  %587 = call double @llvm.fabs.f64(double %586)
  %588 = fcmp ueq double %587, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %588, label %597, label %589

589:                                              ; preds = %585
  %590 = fsub fast double %579, %478
  %591 = call fast double @llvm.fabs.f64(double %590)
  %592 = fmul fast double %581, 0x3EB0C6F7A0B5ED8D
  %593 = fcmp fast ole double %591, %592
  %594 = freeze i1 %593
  br i1 %594, label %595, label %597

595:                                              ; preds = %589
  %596 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i32 noundef %144, double noundef nofpclass(nan inf) %579, double noundef nofpclass(nan inf) %478, ptr noundef nonnull @.str.17)
  br label %601

597:                                              ; preds = %589, %585, %556
  %598 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i32 noundef %144, double noundef nofpclass(nan inf) %579, double noundef nofpclass(nan inf) %478, ptr noundef nonnull @.str.18)
  %599 = load i32, ptr @n_fail, align 4, !tbaa !5
  %600 = add nsw i32 %599, 1
  store i32 %600, ptr @n_fail, align 4, !tbaa !5
  br label %601

601:                                              ; preds = %595, %597
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %602 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %603 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %602, i32 noundef 6, i32 noundef %602, ptr noundef nonnull %307) #14
  %604 = select i1 %140, ptr @.str.8, ptr @.str.7
  %605 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %605, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %606 = getelementptr inbounds i8, ptr %605, i64 8
  %607 = getelementptr inbounds i8, ptr %605, i64 16
  %608 = getelementptr inbounds i8, ptr %605, i64 24
  %609 = getelementptr inbounds i8, ptr %605, i64 32
  %610 = getelementptr inbounds i8, ptr %605, i64 40
  br label %611

611:                                              ; preds = %601, %706
  %612 = phi i64 [ 0, %601 ], [ %707, %706 ]
  %613 = getelementptr inbounds double, ptr %32, i64 %612
  %614 = load double, ptr %613, align 8, !tbaa !13
  %615 = getelementptr inbounds double, ptr %605, i64 %612
  %616 = load double, ptr %615, align 8, !tbaa !13
  %617 = call fast double @llvm.fabs.f64(double %616)
  %618 = call fast double @llvm.maxnum.f64(double %617, double 1.000000e+00)
  %619 = fmul fast double %618, 0x3EB0C6F7A0B5ED8D
  %620 = fadd fast double %619, %616
  store double %620, ptr %615, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  call void %307(ptr noundef nonnull %605, ptr noundef nonnull %3, i32 noundef 6) #14
  %621 = load double, ptr %3, align 16, !tbaa !13
  %622 = load double, ptr %605, align 8, !tbaa !13
  %623 = load double, ptr %112, align 8, !tbaa !13
  %624 = fmul fast double %623, %623
  %625 = load double, ptr %606, align 8, !tbaa !13
  %626 = fmul fast double %624, %625
  %627 = load double, ptr %113, align 16, !tbaa !13
  %628 = fmul fast double %627, %627
  %629 = load double, ptr %607, align 8, !tbaa !13
  %630 = fmul fast double %628, %629
  %631 = load double, ptr %114, align 8, !tbaa !13
  %632 = fmul fast double %631, %631
  %633 = load double, ptr %608, align 8, !tbaa !13
  %634 = fmul fast double %632, %633
  %635 = load double, ptr %115, align 16, !tbaa !13
  %636 = fmul fast double %635, %635
  %637 = load double, ptr %609, align 8, !tbaa !13
  %638 = fmul fast double %636, %637
  %639 = load double, ptr %116, align 8, !tbaa !13
  %640 = fmul fast double %639, %639
  %641 = load double, ptr %610, align 8, !tbaa !13
  %642 = fmul fast double %640, %641
  %643 = fsub fast double %616, %619
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  store double %643, ptr %615, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #14
  call void %307(ptr noundef nonnull %605, ptr noundef nonnull %4, i32 noundef 6) #14
  %644 = load double, ptr %4, align 16, !tbaa !13
  %645 = fmul fast double %644, %644
  %646 = load double, ptr %605, align 8, !tbaa !13
  %647 = fmul fast double %645, %646
  %648 = load double, ptr %117, align 8, !tbaa !13
  %649 = fmul fast double %648, %648
  %650 = load double, ptr %606, align 8, !tbaa !13
  %651 = fmul fast double %649, %650
  %652 = fadd fast double %651, %647
  %653 = load double, ptr %118, align 16, !tbaa !13
  %654 = fmul fast double %653, %653
  %655 = load double, ptr %607, align 8, !tbaa !13
  %656 = fmul fast double %654, %655
  %657 = fadd fast double %656, %652
  %658 = load double, ptr %119, align 8, !tbaa !13
  %659 = fmul fast double %658, %658
  %660 = load double, ptr %608, align 8, !tbaa !13
  %661 = fmul fast double %659, %660
  %662 = fadd fast double %661, %657
  %663 = load double, ptr %120, align 16, !tbaa !13
  %664 = fmul fast double %663, %663
  %665 = load double, ptr %609, align 8, !tbaa !13
  %666 = fmul fast double %664, %665
  %667 = fadd fast double %666, %662
  %668 = load double, ptr %121, align 8, !tbaa !13
  %669 = fmul fast double %668, %668
  %670 = load double, ptr %610, align 8, !tbaa !13
  %671 = fmul fast double %669, %670
  %672 = fadd fast double %671, %667
  %673 = fmul fast double %621, %621
  %674 = fmul fast double %673, %622
  %675 = fadd fast double %626, %674
  %676 = fadd fast double %630, %675
  %677 = fadd fast double %634, %676
  %678 = fadd fast double %638, %677
  %679 = fadd fast double %642, %678
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #14
  store double %616, ptr %615, align 8, !tbaa !13
  %680 = fsub fast double %679, %672
  %681 = fmul fast double %618, 2.000000e-06
  %682 = fdiv fast double %680, %681
  %683 = call fast double @llvm.fabs.f64(double %682)
  %684 = call fast double @llvm.maxnum.f64(double %683, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %614, ptr %18, align 8, !tbaa !13
  %685 = load volatile double, ptr %18, align 8, !tbaa !13
  %686 = call double @llvm.fabs.f64(double %685)
  %687 = fcmp ueq double %686, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %687, label %701, label %688

688:                                              ; preds = %611
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %682, ptr %17, align 8, !tbaa !13
  %689 = load volatile double, ptr %17, align 8, !tbaa !13
  %690 = call double @llvm.fabs.f64(double %689)
  %691 = fcmp ueq double %690, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %691, label %701, label %692

692:                                              ; preds = %688
  %693 = fsub fast double %614, %682
  %694 = call fast double @llvm.fabs.f64(double %693)
  %695 = fmul fast double %684, 0x3EB0C6F7A0B5ED8D
  %696 = fcmp fast ole double %694, %695
  %697 = freeze i1 %696
  br i1 %697, label %698, label %701

698:                                              ; preds = %692
  %699 = trunc nuw nsw i64 %612 to i32
  %700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %604, i32 noundef %699, double noundef nofpclass(nan inf) %614, double noundef nofpclass(nan inf) %682, ptr noundef nonnull @.str.17)
  br label %706

701:                                              ; preds = %692, %688, %611
  %702 = trunc nuw nsw i64 %612 to i32
  %703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull %604, i32 noundef %702, double noundef nofpclass(nan inf) %614, double noundef nofpclass(nan inf) %682, ptr noundef nonnull @.str.18)
  %704 = load i32, ptr @n_fail, align 4, !tbaa !5
  %705 = add nsw i32 %704, 1
  store i32 %705, ptr @n_fail, align 4, !tbaa !5
  br label %706

706:                                              ; preds = %701, %698
  %707 = add nuw nsw i64 %612, 1
  %708 = icmp eq i64 %707, 6
  br i1 %708, label %709, label %611, !llvm.loop !16

709:                                              ; preds = %706
  call void @free(ptr noundef nonnull %605) #14
  %710 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %711 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %710, i32 noundef 6, i32 noundef %710, ptr noundef nonnull %307) #14
  %712 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  %713 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  %714 = getelementptr inbounds i8, ptr %712, i64 8
  %715 = getelementptr inbounds i8, ptr %713, i64 8
  %716 = getelementptr inbounds i8, ptr %712, i64 16
  %717 = getelementptr inbounds i8, ptr %713, i64 16
  %718 = getelementptr inbounds i8, ptr %712, i64 24
  %719 = load <4 x double>, ptr %31, align 16, !tbaa !13
  %720 = load <4 x double>, ptr %33, align 16, !tbaa !13
  %721 = fmul fast <4 x double> %720, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %722 = fadd fast <4 x double> %721, %719
  store <4 x double> %722, ptr %712, align 8, !tbaa !13
  %723 = getelementptr inbounds i8, ptr %713, i64 24
  %724 = fsub fast <4 x double> %719, %721
  store <4 x double> %724, ptr %713, align 8, !tbaa !13
  %725 = getelementptr inbounds i8, ptr %712, i64 32
  %726 = getelementptr inbounds i8, ptr %713, i64 32
  %727 = getelementptr inbounds i8, ptr %712, i64 40
  %728 = load <2 x double>, ptr %59, align 16, !tbaa !13
  %729 = load <2 x double>, ptr %92, align 16, !tbaa !13
  %730 = fmul fast <2 x double> %729, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %731 = fadd fast <2 x double> %730, %728
  store <2 x double> %731, ptr %725, align 8, !tbaa !13
  %732 = getelementptr inbounds i8, ptr %713, i64 40
  %733 = fsub fast <2 x double> %728, %730
  store <2 x double> %733, ptr %726, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  call void %307(ptr noundef nonnull %712, ptr noundef nonnull %1, i32 noundef 6) #14
  %734 = load double, ptr %1, align 16, !tbaa !13
  %735 = load double, ptr %712, align 8, !tbaa !13
  %736 = load double, ptr %122, align 8, !tbaa !13
  %737 = fmul fast double %736, %736
  %738 = load double, ptr %714, align 8, !tbaa !13
  %739 = fmul fast double %737, %738
  %740 = load double, ptr %123, align 16, !tbaa !13
  %741 = fmul fast double %740, %740
  %742 = load double, ptr %716, align 8, !tbaa !13
  %743 = fmul fast double %741, %742
  %744 = load double, ptr %124, align 8, !tbaa !13
  %745 = fmul fast double %744, %744
  %746 = load double, ptr %718, align 8, !tbaa !13
  %747 = fmul fast double %745, %746
  %748 = load double, ptr %125, align 16, !tbaa !13
  %749 = fmul fast double %748, %748
  %750 = load double, ptr %725, align 8, !tbaa !13
  %751 = fmul fast double %749, %750
  %752 = load double, ptr %126, align 8, !tbaa !13
  %753 = fmul fast double %752, %752
  %754 = load double, ptr %727, align 8, !tbaa !13
  %755 = fmul fast double %753, %754
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #14
  call void %307(ptr noundef nonnull %713, ptr noundef nonnull %2, i32 noundef 6) #14
  %756 = load double, ptr %2, align 16, !tbaa !13
  %757 = fmul fast double %756, %756
  %758 = load double, ptr %713, align 8, !tbaa !13
  %759 = fmul fast double %757, %758
  %760 = load double, ptr %127, align 8, !tbaa !13
  %761 = fmul fast double %760, %760
  %762 = load double, ptr %715, align 8, !tbaa !13
  %763 = fmul fast double %761, %762
  %764 = fadd fast double %763, %759
  %765 = load double, ptr %128, align 16, !tbaa !13
  %766 = fmul fast double %765, %765
  %767 = load double, ptr %717, align 8, !tbaa !13
  %768 = fmul fast double %766, %767
  %769 = fadd fast double %768, %764
  %770 = load double, ptr %129, align 8, !tbaa !13
  %771 = fmul fast double %770, %770
  %772 = load double, ptr %723, align 8, !tbaa !13
  %773 = fmul fast double %771, %772
  %774 = fadd fast double %773, %769
  %775 = load double, ptr %130, align 16, !tbaa !13
  %776 = fmul fast double %775, %775
  %777 = load double, ptr %726, align 8, !tbaa !13
  %778 = fmul fast double %776, %777
  %779 = fadd fast double %778, %774
  %780 = load double, ptr %131, align 8, !tbaa !13
  %781 = fmul fast double %780, %780
  %782 = load double, ptr %732, align 8, !tbaa !13
  %783 = fmul fast double %781, %782
  %784 = fadd fast double %783, %779
  %785 = fmul fast double %734, %734
  %786 = fmul fast double %785, %735
  %787 = fadd fast double %739, %786
  %788 = fadd fast double %743, %787
  %789 = fadd fast double %747, %788
  %790 = fadd fast double %751, %789
  %791 = fadd fast double %755, %790
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #14
  %792 = fsub fast double %791, %784
  %793 = fmul fast double %792, 5.000000e+05
  call void @free(ptr noundef %712) #14
  call void @free(ptr noundef nonnull %713) #14
  %794 = call fast double @llvm.fabs.f64(double %793)
  %795 = call fast double @llvm.maxnum.f64(double %794, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %711, ptr %16, align 8, !tbaa !13
  %796 = load volatile double, ptr %16, align 8, !tbaa !13
  %797 = call double @llvm.fabs.f64(double %796)
  %798 = fcmp ueq double %797, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %798, label %811, label %799

799:                                              ; preds = %709
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %793, ptr %15, align 8, !tbaa !13
  %800 = load volatile double, ptr %15, align 8, !tbaa !13
  %801 = call double @llvm.fabs.f64(double %800)
  %802 = fcmp ueq double %801, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %802, label %811, label %803

803:                                              ; preds = %799
  %804 = fsub fast double %711, %793
  %805 = call fast double @llvm.fabs.f64(double %804)
  %806 = fmul fast double %795, 0x3EB0C6F7A0B5ED8D
  %807 = fcmp fast ole double %805, %806
  %808 = freeze i1 %807
  br i1 %808, label %809, label %811

809:                                              ; preds = %803
  %810 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, i32 noundef %144, double noundef nofpclass(nan inf) %711, double noundef nofpclass(nan inf) %793, ptr noundef nonnull @.str.17)
  br label %815

811:                                              ; preds = %803, %799, %709
  %812 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, i32 noundef %144, double noundef nofpclass(nan inf) %711, double noundef nofpclass(nan inf) %793, ptr noundef nonnull @.str.18)
  %813 = load i32, ptr @n_fail, align 4, !tbaa !5
  %814 = add nsw i32 %813, 1
  store i32 %814, ptr @n_fail, align 4, !tbaa !5
  br label %815

815:                                              ; preds = %809, %811
  %816 = load double, ptr %32, align 16, !tbaa !13
  %817 = load double, ptr %33, align 16, !tbaa !13
  %818 = fmul fast double %817, %816
  %819 = load double, ptr %104, align 8, !tbaa !13
  %820 = load double, ptr %72, align 8, !tbaa !13
  %821 = fmul fast double %820, %819
  %822 = fadd fast double %821, %818
  %823 = load double, ptr %105, align 16, !tbaa !13
  %824 = load double, ptr %73, align 16, !tbaa !13
  %825 = fmul fast double %824, %823
  %826 = fadd fast double %822, %825
  %827 = load double, ptr %106, align 8, !tbaa !13
  %828 = load double, ptr %74, align 8, !tbaa !13
  %829 = fmul fast double %828, %827
  %830 = fadd fast double %826, %829
  %831 = load double, ptr %107, align 16, !tbaa !13
  %832 = load double, ptr %92, align 16, !tbaa !13
  %833 = fmul fast double %832, %831
  %834 = fadd fast double %830, %833
  %835 = load double, ptr %108, align 8, !tbaa !13
  %836 = load double, ptr %93, align 8, !tbaa !13
  %837 = fmul fast double %836, %835
  %838 = fadd fast double %834, %837
  %839 = call fast double @llvm.fabs.f64(double %711)
  %840 = call fast double @llvm.maxnum.f64(double %839, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %838, ptr %14, align 8, !tbaa !13
  %841 = load volatile double, ptr %14, align 8, !tbaa !13
  %842 = call double @llvm.fabs.f64(double %841)
  %843 = fcmp ueq double %842, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %843, label %856, label %844

844:                                              ; preds = %815
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %711, ptr %13, align 8, !tbaa !13
  %845 = load volatile double, ptr %13, align 8, !tbaa !13
  %846 = call double @llvm.fabs.f64(double %845)
  %847 = fcmp ueq double %846, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %847, label %856, label %848

848:                                              ; preds = %844
  %849 = fsub fast double %838, %711
  %850 = call fast double @llvm.fabs.f64(double %849)
  %851 = fmul fast double %840, 0x3EB0C6F7A0B5ED8D
  %852 = fcmp fast ole double %850, %851
  %853 = freeze i1 %852
  br i1 %853, label %854, label %856

854:                                              ; preds = %848
  %855 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i32 noundef %144, double noundef nofpclass(nan inf) %838, double noundef nofpclass(nan inf) %711, ptr noundef nonnull @.str.17)
  br label %860

856:                                              ; preds = %848, %844, %815
  %857 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i32 noundef %144, double noundef nofpclass(nan inf) %838, double noundef nofpclass(nan inf) %711, ptr noundef nonnull @.str.18)
  %858 = load i32, ptr @n_fail, align 4, !tbaa !5
  %859 = add nsw i32 %858, 1
  store i32 %859, ptr @n_fail, align 4, !tbaa !5
  br label %860

860:                                              ; preds = %854, %856
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #14
  store ptr %148, ptr %34, align 8, !tbaa !18
  store double 1.500000e+00, ptr %109, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #14
  store ptr %148, ptr %35, align 8, !tbaa !18
  store double 0.000000e+00, ptr %110, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %32, i8 0, i64 48, i1 false)
  %861 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %862 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %863 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @model_eval, i32 noundef %861, ptr noundef nonnull %34, ptr noundef nonnull %35, ptr noundef nonnull %31, ptr noundef nonnull %32, i32 noundef %862, i32 noundef 6) #14
  %864 = call noalias dereferenceable_or_null(48) ptr @malloc(i64 noundef 48) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %864, ptr noundef nonnull readonly align 16 dereferenceable(48) %31, i64 48, i1 false)
  %865 = getelementptr inbounds i8, ptr %864, i64 8
  %866 = getelementptr inbounds i8, ptr %864, i64 16
  %867 = getelementptr inbounds i8, ptr %864, i64 24
  %868 = getelementptr inbounds i8, ptr %864, i64 32
  %869 = getelementptr inbounds i8, ptr %864, i64 40
  br label %870

870:                                              ; preds = %860, %942
  %871 = phi i64 [ 0, %860 ], [ %943, %942 ]
  %872 = getelementptr inbounds double, ptr %32, i64 %871
  %873 = load double, ptr %872, align 8, !tbaa !13
  %874 = getelementptr inbounds double, ptr %864, i64 %871
  %875 = load double, ptr %874, align 8, !tbaa !13
  %876 = call fast double @llvm.fabs.f64(double %875)
  %877 = call fast double @llvm.maxnum.f64(double %876, double 1.000000e+00)
  %878 = fmul fast double %877, 0x3EB0C6F7A0B5ED8D
  %879 = fadd fast double %878, %875
  store double %879, ptr %874, align 8, !tbaa !13
  %880 = load double, ptr %864, align 8, !tbaa !13
  %881 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %880) #14
  %882 = load double, ptr %865, align 8, !tbaa !13
  %883 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %882) #14
  %884 = load double, ptr %866, align 8, !tbaa !13
  %885 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %884) #14
  %886 = load double, ptr %867, align 8, !tbaa !13
  %887 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %886) #14
  %888 = load double, ptr %868, align 8, !tbaa !13
  %889 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %888) #14
  %890 = load double, ptr %869, align 8, !tbaa !13
  %891 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %890) #14
  %892 = fsub fast double %875, %878
  store double %892, ptr %874, align 8, !tbaa !13
  %893 = load double, ptr %864, align 8, !tbaa !13
  %894 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %893) #14
  %895 = load double, ptr %865, align 8, !tbaa !13
  %896 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %895) #14
  %897 = fadd fast double %896, %894
  %898 = load double, ptr %866, align 8, !tbaa !13
  %899 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %898) #14
  %900 = fadd fast double %899, %897
  %901 = load double, ptr %867, align 8, !tbaa !13
  %902 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %901) #14
  %903 = fadd fast double %902, %900
  %904 = load double, ptr %868, align 8, !tbaa !13
  %905 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %904) #14
  %906 = fadd fast double %905, %903
  %907 = load double, ptr %869, align 8, !tbaa !13
  %908 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %907) #14
  %909 = fadd fast double %908, %906
  %910 = fadd fast double %883, %881
  %911 = fadd fast double %885, %910
  %912 = fadd fast double %887, %911
  %913 = fadd fast double %889, %912
  %914 = fadd fast double %891, %913
  store double %875, ptr %874, align 8, !tbaa !13
  %915 = fsub fast double %914, %909
  %916 = fmul fast double %915, 1.500000e+00
  %917 = fmul fast double %877, 2.000000e-06
  %918 = fdiv fast double %916, %917
  %919 = call fast double @llvm.fabs.f64(double %918)
  %920 = call fast double @llvm.maxnum.f64(double %919, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %873, ptr %12, align 8, !tbaa !13
  %921 = load volatile double, ptr %12, align 8, !tbaa !13
  %922 = call double @llvm.fabs.f64(double %921)
  %923 = fcmp ueq double %922, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %923, label %937, label %924

924:                                              ; preds = %870
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %918, ptr %11, align 8, !tbaa !13
  %925 = load volatile double, ptr %11, align 8, !tbaa !13
  %926 = call double @llvm.fabs.f64(double %925)
  %927 = fcmp ueq double %926, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %927, label %937, label %928

928:                                              ; preds = %924
  %929 = fsub fast double %873, %918
  %930 = call fast double @llvm.fabs.f64(double %929)
  %931 = fmul fast double %920, 0x3EB0C6F7A0B5ED8D
  %932 = fcmp fast ole double %930, %931
  %933 = freeze i1 %932
  br i1 %933, label %934, label %937

934:                                              ; preds = %928
  %935 = trunc nuw nsw i64 %871 to i32
  %936 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i32 noundef %935, double noundef nofpclass(nan inf) %873, double noundef nofpclass(nan inf) %918, ptr noundef nonnull @.str.17)
  br label %942

937:                                              ; preds = %928, %924, %870
  %938 = trunc nuw nsw i64 %871 to i32
  %939 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i32 noundef %938, double noundef nofpclass(nan inf) %873, double noundef nofpclass(nan inf) %918, ptr noundef nonnull @.str.18)
  %940 = load i32, ptr @n_fail, align 4, !tbaa !5
  %941 = add nsw i32 %940, 1
  store i32 %941, ptr @n_fail, align 4, !tbaa !5
  br label %942

942:                                              ; preds = %937, %934
  %943 = add nuw nsw i64 %871, 1
  %944 = icmp eq i64 %943, 6
  br i1 %944, label %945, label %870, !llvm.loop !16

945:                                              ; preds = %942
  call void @free(ptr noundef nonnull %864) #14
  %946 = load ptr, ptr %34, align 8, !tbaa !18
  %947 = load double, ptr %31, align 16, !tbaa !13
  %948 = call fast nofpclass(nan inf) double %946(double noundef nofpclass(nan inf) %947) #14
  %949 = load ptr, ptr %34, align 8, !tbaa !18
  %950 = load double, ptr %39, align 8, !tbaa !13
  %951 = call fast nofpclass(nan inf) double %949(double noundef nofpclass(nan inf) %950) #14
  %952 = fadd fast double %951, %948
  %953 = load ptr, ptr %34, align 8, !tbaa !18
  %954 = load double, ptr %40, align 16, !tbaa !13
  %955 = call fast nofpclass(nan inf) double %953(double noundef nofpclass(nan inf) %954) #14
  %956 = fadd fast double %955, %952
  %957 = load ptr, ptr %34, align 8, !tbaa !18
  %958 = load double, ptr %41, align 8, !tbaa !13
  %959 = call fast nofpclass(nan inf) double %957(double noundef nofpclass(nan inf) %958) #14
  %960 = fadd fast double %959, %956
  %961 = load ptr, ptr %34, align 8, !tbaa !18
  %962 = load double, ptr %59, align 16, !tbaa !13
  %963 = call fast nofpclass(nan inf) double %961(double noundef nofpclass(nan inf) %962) #14
  %964 = fadd fast double %963, %960
  %965 = load ptr, ptr %34, align 8, !tbaa !18
  %966 = load double, ptr %60, align 8, !tbaa !13
  %967 = call fast nofpclass(nan inf) double %965(double noundef nofpclass(nan inf) %966) #14
  %968 = fadd fast double %967, %964
  %969 = load double, ptr %110, align 8, !tbaa !20
  %970 = call fast double @llvm.fabs.f64(double %968)
  %971 = call fast double @llvm.maxnum.f64(double %970, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %969, ptr %10, align 8, !tbaa !13
  %972 = load volatile double, ptr %10, align 8, !tbaa !13
  %973 = call double @llvm.fabs.f64(double %972)
  %974 = fcmp ueq double %973, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %974, label %987, label %975

975:                                              ; preds = %945
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %968, ptr %9, align 8, !tbaa !13
  %976 = load volatile double, ptr %9, align 8, !tbaa !13
  %977 = call double @llvm.fabs.f64(double %976)
  %978 = fcmp ueq double %977, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %978, label %987, label %979

979:                                              ; preds = %975
  %980 = fsub fast double %969, %968
  %981 = call fast double @llvm.fabs.f64(double %980)
  %982 = fmul fast double %971, 0x3D719799812DEA11
  %983 = fcmp fast ole double %981, %982
  %984 = freeze i1 %983
  br i1 %984, label %985, label %987

985:                                              ; preds = %979
  %986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i32 noundef %144, double noundef nofpclass(nan inf) %969, double noundef nofpclass(nan inf) %968, ptr noundef nonnull @.str.17)
  br label %991

987:                                              ; preds = %979, %975, %945
  %988 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, i32 noundef %144, double noundef nofpclass(nan inf) %969, double noundef nofpclass(nan inf) %968, ptr noundef nonnull @.str.18)
  %989 = load i32, ptr @n_fail, align 4, !tbaa !5
  %990 = add nsw i32 %989, 1
  store i32 %990, ptr @n_fail, align 4, !tbaa !5
  br label %991

991:                                              ; preds = %987, %985
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36) #14
  %992 = load ptr, ptr %34, align 8, !tbaa !18
  store ptr %992, ptr %36, align 8, !tbaa !18
  store double 0.000000e+00, ptr %111, align 8, !tbaa !20
  %993 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %994 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %995 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model_eval, i32 noundef %993, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %31, ptr noundef nonnull %33, i32 noundef %994, i32 noundef 6) #14
  %996 = load double, ptr %31, align 16, !tbaa !13
  %997 = load double, ptr %33, align 16, !tbaa !13
  %998 = fmul fast double %997, 0x3EB0C6F7A0B5ED8D
  %999 = fadd fast double %998, %996
  %1000 = fsub fast double %996, %998
  %1001 = load double, ptr %39, align 8, !tbaa !13
  %1002 = load double, ptr %72, align 8, !tbaa !13
  %1003 = fmul fast double %1002, 0x3EB0C6F7A0B5ED8D
  %1004 = fadd fast double %1003, %1001
  %1005 = fsub fast double %1001, %1003
  %1006 = load double, ptr %40, align 16, !tbaa !13
  %1007 = load double, ptr %73, align 16, !tbaa !13
  %1008 = fmul fast double %1007, 0x3EB0C6F7A0B5ED8D
  %1009 = fadd fast double %1008, %1006
  %1010 = fsub fast double %1006, %1008
  %1011 = load double, ptr %41, align 8, !tbaa !13
  %1012 = load double, ptr %74, align 8, !tbaa !13
  %1013 = fmul fast double %1012, 0x3EB0C6F7A0B5ED8D
  %1014 = fadd fast double %1013, %1011
  %1015 = fsub fast double %1011, %1013
  %1016 = load double, ptr %59, align 16, !tbaa !13
  %1017 = load double, ptr %92, align 16, !tbaa !13
  %1018 = fmul fast double %1017, 0x3EB0C6F7A0B5ED8D
  %1019 = fadd fast double %1018, %1016
  %1020 = fsub fast double %1016, %1018
  %1021 = load double, ptr %60, align 8, !tbaa !13
  %1022 = load double, ptr %93, align 8, !tbaa !13
  %1023 = fmul fast double %1022, 0x3EB0C6F7A0B5ED8D
  %1024 = fadd fast double %1023, %1021
  %1025 = fsub fast double %1021, %1023
  %1026 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %999) #14
  %1027 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1004) #14
  %1028 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1009) #14
  %1029 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1014) #14
  %1030 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1019) #14
  %1031 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1024) #14
  %1032 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1000) #14
  %1033 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1005) #14
  %1034 = fadd fast double %1033, %1032
  %1035 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1010) #14
  %1036 = fadd fast double %1035, %1034
  %1037 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1015) #14
  %1038 = fadd fast double %1037, %1036
  %1039 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1020) #14
  %1040 = fadd fast double %1039, %1038
  %1041 = call fast nofpclass(nan inf) double %148(double noundef nofpclass(nan inf) %1025) #14
  %1042 = fadd fast double %1041, %1040
  %1043 = fadd fast double %1027, %1026
  %1044 = fadd fast double %1028, %1043
  %1045 = fadd fast double %1029, %1044
  %1046 = fadd fast double %1030, %1045
  %1047 = fadd fast double %1031, %1046
  %1048 = fsub fast double %1047, %1042
  %1049 = fmul fast double %1048, 7.500000e+05
  %1050 = call fast double @llvm.fabs.f64(double %1049)
  %1051 = call fast double @llvm.maxnum.f64(double %1050, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %995, ptr %8, align 8, !tbaa !13
  %1052 = load volatile double, ptr %8, align 8, !tbaa !13
  %1053 = call double @llvm.fabs.f64(double %1052)
  %1054 = fcmp ueq double %1053, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1054, label %1067, label %1055

1055:                                             ; preds = %991
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1049, ptr %7, align 8, !tbaa !13
  %1056 = load volatile double, ptr %7, align 8, !tbaa !13
  %1057 = call double @llvm.fabs.f64(double %1056)
  %1058 = fcmp ueq double %1057, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1058, label %1067, label %1059

1059:                                             ; preds = %1055
  %1060 = fsub fast double %995, %1049
  %1061 = call fast double @llvm.fabs.f64(double %1060)
  %1062 = fmul fast double %1051, 0x3EB0C6F7A0B5ED8D
  %1063 = fcmp fast ole double %1061, %1062
  %1064 = freeze i1 %1063
  br i1 %1064, label %1065, label %1067

1065:                                             ; preds = %1059
  %1066 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i32 noundef %144, double noundef nofpclass(nan inf) %995, double noundef nofpclass(nan inf) %1049, ptr noundef nonnull @.str.17)
  br label %1071

1067:                                             ; preds = %1059, %1055, %991
  %1068 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i32 noundef %144, double noundef nofpclass(nan inf) %995, double noundef nofpclass(nan inf) %1049, ptr noundef nonnull @.str.18)
  %1069 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1070 = add nsw i32 %1069, 1
  store i32 %1070, ptr @n_fail, align 4, !tbaa !5
  br label %1071

1071:                                             ; preds = %1065, %1067
  %1072 = load double, ptr %141, align 8, !tbaa !13
  %1073 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %1074 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @dscal, double noundef nofpclass(nan inf) %1072, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %1073, i32 noundef %144) #14
  %1075 = load double, ptr %141, align 8, !tbaa !13
  br i1 %140, label %1084, label %1076

1076:                                             ; preds = %1071
  %1077 = fmul fast double %1075, 2.000000e+00
  %1078 = call fast double @llvm.cos.f64(double %1077)
  %1079 = call fast double @llvm.sin.f64(double %1077)
  %1080 = fmul fast double %1079, %1075
  %1081 = fsub fast double %1078, %1080
  %1082 = fmul fast double %1081, 4.000000e+00
  %1083 = fadd fast double %1082, 2.000000e+00
  br label %1087

1084:                                             ; preds = %1071
  %1085 = fmul fast double %1075, %1075
  %1086 = fmul fast double %1085, 1.200000e+01
  br label %1087

1087:                                             ; preds = %1076, %1084
  %1088 = phi fast double [ %1083, %1076 ], [ %1086, %1084 ]
  %1089 = call fast double @llvm.fabs.f64(double %1088)
  %1090 = call fast double @llvm.maxnum.f64(double %1089, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1074, ptr %6, align 8, !tbaa !13
  %1091 = load volatile double, ptr %6, align 8, !tbaa !13
  %1092 = call double @llvm.fabs.f64(double %1091)
  %1093 = fcmp ueq double %1092, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1093, label %1106, label %1094

1094:                                             ; preds = %1087
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %1088, ptr %5, align 8, !tbaa !13
  %1095 = load volatile double, ptr %5, align 8, !tbaa !13
  %1096 = call double @llvm.fabs.f64(double %1095)
  %1097 = fcmp ueq double %1096, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1097, label %1106, label %1098

1098:                                             ; preds = %1094
  %1099 = fsub fast double %1074, %1088
  %1100 = call fast double @llvm.fabs.f64(double %1099)
  %1101 = fmul fast double %1090, 1.000000e-09
  %1102 = fcmp fast ole double %1100, %1101
  %1103 = freeze i1 %1102
  br i1 %1103, label %1104, label %1106

1104:                                             ; preds = %1098
  %1105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i32 noundef %144, double noundef nofpclass(nan inf) %1074, double noundef nofpclass(nan inf) %1088, ptr noundef nonnull @.str.17)
  br label %1110

1106:                                             ; preds = %1098, %1094, %1087
  %1107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i32 noundef %144, double noundef nofpclass(nan inf) %1074, double noundef nofpclass(nan inf) %1088, ptr noundef nonnull @.str.18)
  %1108 = load i32, ptr @n_fail, align 4, !tbaa !5
  %1109 = add nsw i32 %1108, 1
  store i32 %1109, ptr @n_fail, align 4, !tbaa !5
  br label %1110

1110:                                             ; preds = %1104, %1106
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #14
  br i1 %140, label %139, label %133, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @square_all(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %3
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = zext nneg i32 %2 to i64
  %9 = icmp ult i32 %2, 16
  %10 = sub i64 %6, %7
  %11 = icmp ult i64 %10, 128
  %12 = or i1 %9, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %53, %5
  %14 = phi i64 [ 0, %5 ], [ %32, %53 ]
  %15 = and i64 %8, 7
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %13 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !13
  %22 = fmul fast double %21, %21
  %23 = getelementptr inbounds double, ptr %1, i64 %18
  store double %22, ptr %23, align 8, !tbaa !13
  %24 = add nuw nsw i64 %18, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %15
  br i1 %26, label %27, label %17, !llvm.loop !22

27:                                               ; preds = %17, %13
  %28 = phi i64 [ %14, %13 ], [ %24, %17 ]
  %29 = sub nsw i64 %14, %8
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %55, label %56

31:                                               ; preds = %5
  %32 = and i64 %8, 2147483632
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %51, %33 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 32
  %37 = getelementptr inbounds i8, ptr %35, i64 64
  %38 = getelementptr inbounds i8, ptr %35, i64 96
  %39 = load <4 x double>, ptr %35, align 8, !tbaa !13
  %40 = load <4 x double>, ptr %36, align 8, !tbaa !13
  %41 = load <4 x double>, ptr %37, align 8, !tbaa !13
  %42 = load <4 x double>, ptr %38, align 8, !tbaa !13
  %43 = fmul fast <4 x double> %39, %39
  %44 = fmul fast <4 x double> %40, %40
  %45 = fmul fast <4 x double> %41, %41
  %46 = fmul fast <4 x double> %42, %42
  %47 = getelementptr inbounds double, ptr %1, i64 %34
  %48 = getelementptr inbounds i8, ptr %47, i64 32
  %49 = getelementptr inbounds i8, ptr %47, i64 64
  %50 = getelementptr inbounds i8, ptr %47, i64 96
  store <4 x double> %43, ptr %47, align 8, !tbaa !13
  store <4 x double> %44, ptr %48, align 8, !tbaa !13
  store <4 x double> %45, ptr %49, align 8, !tbaa !13
  store <4 x double> %46, ptr %50, align 8, !tbaa !13
  %51 = add nuw i64 %34, 16
  %52 = icmp eq i64 %51, %32
  br i1 %52, label %53, label %33, !llvm.loop !24

53:                                               ; preds = %33
  %54 = icmp eq i64 %32, %8
  br i1 %54, label %55, label %13

55:                                               ; preds = %27, %56, %53, %3
  ret void

56:                                               ; preds = %27, %56
  %57 = phi i64 [ %97, %56 ], [ %28, %27 ]
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !13
  %60 = fmul fast double %59, %59
  %61 = getelementptr inbounds double, ptr %1, i64 %57
  store double %60, ptr %61, align 8, !tbaa !13
  %62 = add nuw nsw i64 %57, 1
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !13
  %65 = fmul fast double %64, %64
  %66 = getelementptr inbounds double, ptr %1, i64 %62
  store double %65, ptr %66, align 8, !tbaa !13
  %67 = add nuw nsw i64 %57, 2
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fmul fast double %69, %69
  %71 = getelementptr inbounds double, ptr %1, i64 %67
  store double %70, ptr %71, align 8, !tbaa !13
  %72 = add nuw nsw i64 %57, 3
  %73 = getelementptr inbounds double, ptr %0, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !13
  %75 = fmul fast double %74, %74
  %76 = getelementptr inbounds double, ptr %1, i64 %72
  store double %75, ptr %76, align 8, !tbaa !13
  %77 = add nuw nsw i64 %57, 4
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = fmul fast double %79, %79
  %81 = getelementptr inbounds double, ptr %1, i64 %77
  store double %80, ptr %81, align 8, !tbaa !13
  %82 = add nuw nsw i64 %57, 5
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !13
  %85 = fmul fast double %84, %84
  %86 = getelementptr inbounds double, ptr %1, i64 %82
  store double %85, ptr %86, align 8, !tbaa !13
  %87 = add nuw nsw i64 %57, 6
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !13
  %90 = fmul fast double %89, %89
  %91 = getelementptr inbounds double, ptr %1, i64 %87
  store double %90, ptr %91, align 8, !tbaa !13
  %92 = add nuw nsw i64 %57, 7
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !13
  %95 = fmul fast double %94, %94
  %96 = getelementptr inbounds double, ptr %1, i64 %92
  store double %95, ptr %96, align 8, !tbaa !13
  %97 = add nuw nsw i64 %57, 8
  %98 = icmp eq i64 %97, %8
  br i1 %98, label %55, label %56, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @diff2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %7, 2147483646
  br label %35

12:                                               ; preds = %35, %5
  %13 = phi i64 [ 0, %5 ], [ %56, %35 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %34, label %15

15:                                               ; preds = %12
  %16 = add nuw nsw i64 %13, 1
  %17 = icmp eq i64 %16, %7
  %18 = and i64 %16, 4294967295
  %19 = select i1 %17, i64 0, i64 %18
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !13
  %22 = getelementptr inbounds double, ptr %0, i64 %13
  %23 = load double, ptr %22, align 8, !tbaa !13
  %24 = fmul fast double %23, -2.000000e+00
  %25 = fadd fast double %24, %21
  %26 = trunc nuw nsw i64 %13 to i32
  %27 = add i32 %6, %26
  %28 = srem i32 %27, %2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !13
  %32 = fadd fast double %25, %31
  %33 = getelementptr inbounds double, ptr %1, i64 %13
  store double %32, ptr %33, align 8, !tbaa !13
  br label %34

34:                                               ; preds = %15, %12, %3
  ret void

35:                                               ; preds = %35, %10
  %36 = phi i64 [ 0, %10 ], [ %56, %35 ]
  %37 = phi i64 [ 0, %10 ], [ %74, %35 ]
  %38 = or disjoint i64 %36, 1
  %39 = icmp eq i64 %38, %7
  %40 = and i64 %38, 4294967295
  %41 = select i1 %39, i64 0, i64 %40
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !13
  %44 = getelementptr inbounds double, ptr %0, i64 %36
  %45 = load double, ptr %44, align 8, !tbaa !13
  %46 = fmul fast double %45, -2.000000e+00
  %47 = fadd fast double %46, %43
  %48 = trunc nuw nsw i64 %36 to i32
  %49 = add i32 %6, %48
  %50 = srem i32 %49, %2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !13
  %54 = fadd fast double %47, %53
  %55 = getelementptr inbounds double, ptr %1, i64 %36
  store double %54, ptr %55, align 8, !tbaa !13
  %56 = add nuw nsw i64 %36, 2
  %57 = icmp eq i64 %56, %7
  %58 = and i64 %56, 4294967294
  %59 = select i1 %57, i64 0, i64 %58
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !13
  %62 = getelementptr inbounds double, ptr %0, i64 %38
  %63 = load double, ptr %62, align 8, !tbaa !13
  %64 = fmul fast double %63, -2.000000e+00
  %65 = fadd fast double %64, %61
  %66 = trunc nuw nsw i64 %38 to i32
  %67 = add i32 %6, %66
  %68 = srem i32 %67, %2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !13
  %72 = fadd fast double %65, %71
  %73 = getelementptr inbounds double, ptr %1, i64 %38
  store double %72, ptr %73, align 8, !tbaa !13
  %74 = add i64 %37, 2
  %75 = icmp eq i64 %74, %11
  br i1 %75, label %12, label %35, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @chosen(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = icmp eq i32 %2, 0
  %5 = select i1 %4, ptr @cube, ptr @wave
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  br label %11

9:                                                ; preds = %11, %3
  %10 = phi double [ 0.000000e+00, %3 ], [ %24, %11 ]
  ret double %10

11:                                               ; preds = %7, %11
  %12 = phi i64 [ 0, %7 ], [ %17, %11 ]
  %13 = phi double [ 0.000000e+00, %7 ], [ %24, %11 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !13
  %16 = tail call fast nofpclass(nan inf) double %5(double noundef nofpclass(nan inf) %15) #14, !callees !15
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %17, %8
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = fmul fast double %22, %16
  %24 = fadd fast double %23, %13
  %25 = icmp eq i64 %17, %8
  br i1 %25, label %9, label %11, !llvm.loop !29
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @tabled(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %10

7:                                                ; preds = %10, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %22, %10 ]
  %9 = fmul fast double %8, %8
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %23, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %22, %10 ]
  %13 = trunc i64 %11 to i32
  %14 = add i32 %13, %2
  %15 = srem i32 %14, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !9
  %19 = getelementptr inbounds double, ptr %0, i64 %11
  %20 = load double, ptr %19, align 8, !tbaa !13
  %21 = tail call fast nofpclass(nan inf) double %18(double noundef nofpclass(nan inf) %20) #14
  %22 = fadd fast double %21, %12
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %7, label %10, !llvm.loop !30
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @energy(ptr noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) #2 {
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #14
  call void %2(ptr noundef %0, ptr noundef nonnull %4, i32 noundef %1) #14
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %56

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  %8 = icmp ult i32 %1, 16
  br i1 %8, label %9, label %12

9:                                                ; preds = %50, %6
  %10 = phi i64 [ 0, %6 ], [ %13, %50 ]
  %11 = phi double [ 0.000000e+00, %6 ], [ %54, %50 ]
  br label %58

12:                                               ; preds = %6
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %48, %14 ]
  %16 = phi <4 x double> [ zeroinitializer, %12 ], [ %44, %14 ]
  %17 = phi <4 x double> [ zeroinitializer, %12 ], [ %45, %14 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %46, %14 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %47, %14 ]
  %20 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x double>, ptr %20, align 16, !tbaa !13
  %25 = load <4 x double>, ptr %21, align 16, !tbaa !13
  %26 = load <4 x double>, ptr %22, align 16, !tbaa !13
  %27 = load <4 x double>, ptr %23, align 16, !tbaa !13
  %28 = fmul fast <4 x double> %24, %24
  %29 = fmul fast <4 x double> %25, %25
  %30 = fmul fast <4 x double> %26, %26
  %31 = fmul fast <4 x double> %27, %27
  %32 = getelementptr inbounds double, ptr %0, i64 %15
  %33 = getelementptr inbounds i8, ptr %32, i64 32
  %34 = getelementptr inbounds i8, ptr %32, i64 64
  %35 = getelementptr inbounds i8, ptr %32, i64 96
  %36 = load <4 x double>, ptr %32, align 8, !tbaa !13
  %37 = load <4 x double>, ptr %33, align 8, !tbaa !13
  %38 = load <4 x double>, ptr %34, align 8, !tbaa !13
  %39 = load <4 x double>, ptr %35, align 8, !tbaa !13
  %40 = fmul fast <4 x double> %28, %36
  %41 = fmul fast <4 x double> %29, %37
  %42 = fmul fast <4 x double> %30, %38
  %43 = fmul fast <4 x double> %31, %39
  %44 = fadd fast <4 x double> %40, %16
  %45 = fadd fast <4 x double> %41, %17
  %46 = fadd fast <4 x double> %42, %18
  %47 = fadd fast <4 x double> %43, %19
  %48 = add nuw i64 %15, 16
  %49 = icmp eq i64 %48, %13
  br i1 %49, label %50, label %14, !llvm.loop !31

50:                                               ; preds = %14
  %51 = fadd fast <4 x double> %45, %44
  %52 = fadd fast <4 x double> %46, %51
  %53 = fadd fast <4 x double> %47, %52
  %54 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %53)
  %55 = icmp eq i64 %13, %7
  br i1 %55, label %56, label %9

56:                                               ; preds = %58, %50, %3
  %57 = phi double [ 0.000000e+00, %3 ], [ %54, %50 ], [ %67, %58 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #14
  ret double %57

58:                                               ; preds = %9, %58
  %59 = phi i64 [ %68, %58 ], [ %10, %9 ]
  %60 = phi double [ %67, %58 ], [ %11, %9 ]
  %61 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %59
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = fmul fast double %62, %62
  %64 = getelementptr inbounds double, ptr %0, i64 %59
  %65 = load double, ptr %64, align 8, !tbaa !13
  %66 = fmul fast double %63, %65
  %67 = fadd fast double %66, %60
  %68 = add nuw nsw i64 %59, 1
  %69 = icmp eq i64 %68, %7
  br i1 %69, label %56, label %58, !llvm.loop !32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @wave(double noundef nofpclass(nan inf) %0) #6 {
  %2 = fmul fast double %0, 2.000000e+00
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = fadd fast double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @cube(double noundef nofpclass(nan inf) %0) #6 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @model_eval(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #2 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = zext nneg i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %19, %10 ]
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %20, %10 ]
  %12 = phi double [ 0.000000e+00, %5 ], [ %19, %10 ]
  %13 = load double, ptr %6, align 8, !tbaa !20
  %14 = load ptr, ptr %0, align 8, !tbaa !18
  %15 = getelementptr inbounds double, ptr %1, i64 %11
  %16 = load double, ptr %15, align 8, !tbaa !13
  %17 = tail call fast nofpclass(nan inf) double %14(double noundef nofpclass(nan inf) %16) #14
  %18 = fmul fast double %17, %13
  %19 = fadd fast double %18, %12
  %20 = add nuw nsw i64 %11, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %10, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @exp(double noundef nofpclass(nan inf)) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

attributes #0 = { noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{ptr @cube, ptr @wave}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !10, i64 0}
!19 = !{!"", !10, i64 0, !14, i64 8}
!20 = !{!19, !14, i64 8}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !17, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !17, !25}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17, !25, !26}
!32 = distinct !{!32, !17, !26, !25}
!33 = distinct !{!33, !17}
