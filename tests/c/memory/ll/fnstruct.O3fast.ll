; ModuleID = 'fnstruct.c'
source_filename = "fnstruct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Triple = type { double, double, double }

@shapes = dso_local local_unnamed_addr global [2 x ptr] [ptr @spread, ptr @bend], align 16
@pick = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"bend.dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"spread.dx\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fwd\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"fwd.rev\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"fnstruct\00", align 1
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.5 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal void @spread(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Triple) align 8 %0, double noundef nofpclass(nan inf) %1) #0 {
  %3 = fadd fast double %1, -1.000000e+00
  store double %3, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = fmul fast double %1, %1
  store double %5, ptr %4, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = fmul fast double %1, 3.000000e-01
  %8 = tail call fast double @llvm.exp.f64(double %7)
  store double %8, ptr %6, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal void @bend(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Triple) align 8 %0, double noundef nofpclass(nan inf) %1) #0 {
  %3 = tail call fast double @llvm.sin.f64(double %1)
  store double %3, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = fmul fast double %1, %1
  %6 = fmul fast double %5, %1
  store double %6, ptr %4, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = fadd fast double %5, 1.000000e+00
  %9 = fdiv fast double 1.000000e+00, %8
  store double %9, ptr %7, align 8, !tbaa !11
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #1 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.Triple, align 8
  %6 = alloca %struct.Triple, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.Triple, align 8
  %10 = alloca %struct.Triple, align 8
  %11 = alloca [5 x double], align 16
  %12 = alloca [5 x double], align 16
  %13 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #11
  %14 = load i64, ptr @rng_state, align 8, !tbaa !12
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = mul i64 %18, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = mul i64 %20, 6364136223846793005
  %22 = add i64 %21, 1442695040888963407
  %23 = insertelement <4 x i64> poison, i64 %16, i64 0
  %24 = insertelement <4 x i64> %23, i64 %18, i64 1
  %25 = insertelement <4 x i64> %24, i64 %20, i64 2
  %26 = insertelement <4 x i64> %25, i64 %22, i64 3
  %27 = lshr <4 x i64> %26, <i64 10, i64 10, i64 10, i64 10>
  %28 = and <4 x i64> %27, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %29 = uitofp nneg <4 x i64> %28 to <4 x double>
  %30 = fmul fast <4 x double> %29, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %31 = fadd fast <4 x double> %30, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %31, ptr %11, align 16, !tbaa !14
  %32 = mul i64 %22, 6364136223846793005
  %33 = add i64 %32, 1442695040888963407
  %34 = lshr i64 %33, 10
  %35 = and i64 %34, 18014398509481982
  %36 = uitofp nneg i64 %35 to double
  %37 = fmul fast double %36, 0x3CA0000000000000
  %38 = fadd fast double %37, -1.000000e+00
  %39 = getelementptr inbounds i8, ptr %11, i64 32
  store double %38, ptr %39, align 16, !tbaa !14
  %40 = mul i64 %33, 6364136223846793005
  %41 = getelementptr inbounds i8, ptr %13, i64 8
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = getelementptr inbounds i8, ptr %13, i64 24
  %44 = add i64 %40, 1442695040888963407
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
  store <4 x double> %59, ptr %13, align 16, !tbaa !14
  %60 = mul i64 %50, 6364136223846793005
  %61 = add i64 %60, 1442695040888963407
  %62 = lshr i64 %61, 10
  %63 = and i64 %62, 18014398509481982
  %64 = uitofp nneg i64 %63 to double
  %65 = fmul fast double %64, 0x3CA0000000000000
  %66 = fadd fast double %65, -1.000000e+00
  %67 = getelementptr inbounds i8, ptr %13, i64 32
  store double %66, ptr %67, align 16, !tbaa !14
  store i64 %61, ptr @rng_state, align 8, !tbaa !12
  store i32 0, ptr @pick, align 4, !tbaa !15
  %68 = getelementptr inbounds i8, ptr %10, i64 8
  %69 = getelementptr inbounds i8, ptr %10, i64 16
  %70 = getelementptr inbounds i8, ptr %9, i64 8
  %71 = getelementptr inbounds i8, ptr %9, i64 16
  %72 = getelementptr inbounds i8, ptr %6, i64 8
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  %74 = getelementptr inbounds i8, ptr %5, i64 8
  %75 = getelementptr inbounds i8, ptr %5, i64 16
  %76 = getelementptr inbounds i8, ptr %12, i64 8
  %77 = getelementptr inbounds i8, ptr %12, i64 16
  %78 = getelementptr inbounds i8, ptr %12, i64 24
  %79 = getelementptr inbounds i8, ptr %12, i64 32
  br label %80

80:                                               ; preds = %0, %490
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %12, i8 0, i64 40, i1 false)
  %81 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %82 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %83 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %81, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %82, i32 noundef 5) #11
  %84 = load i32, ptr @pick, align 4, !tbaa !15
  %85 = icmp eq i32 %84, 0
  %86 = select i1 %85, ptr @.str.1, ptr @.str
  %87 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %87, ptr noundef nonnull readonly align 16 dereferenceable(40) %11, i64 40, i1 false)
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = getelementptr inbounds i8, ptr %87, i64 16
  %90 = getelementptr inbounds i8, ptr %87, i64 24
  %91 = getelementptr inbounds i8, ptr %87, i64 32
  br label %92

92:                                               ; preds = %80, %265
  %93 = phi i64 [ 0, %80 ], [ %266, %265 ]
  %94 = getelementptr inbounds double, ptr %12, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !14
  %96 = getelementptr inbounds double, ptr %87, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !14
  %98 = call fast double @llvm.fabs.f64(double %97)
  %99 = call fast double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  %100 = fmul fast double %99, 0x3EB0C6F7A0B5ED8D
  %101 = fadd fast double %100, %97
  store double %101, ptr %96, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %102 = load i32, ptr @pick, align 4, !tbaa !15
  %103 = srem i32 %102, 2
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %104
  %106 = load ptr, ptr %105, align 8, !tbaa !17
  %107 = load double, ptr %87, align 8, !tbaa !14
  call void %106(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef nofpclass(nan inf) %107) #11
  %108 = load double, ptr %10, align 8, !tbaa !5
  %109 = load double, ptr %68, align 8, !tbaa !10
  %110 = fmul fast double %109, %108
  %111 = load double, ptr %69, align 8, !tbaa !11
  %112 = load double, ptr %88, align 8, !tbaa !14
  %113 = fmul fast double %112, %111
  %114 = fadd fast double %110, %113
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %115 = load i32, ptr @pick, align 4, !tbaa !15
  %116 = add nsw i32 %115, 1
  %117 = srem i32 %116, 2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %118
  %120 = load ptr, ptr %119, align 8, !tbaa !17
  call void %120(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef nofpclass(nan inf) %112) #11
  %121 = load double, ptr %10, align 8, !tbaa !5
  %122 = load double, ptr %68, align 8, !tbaa !10
  %123 = fmul fast double %122, %121
  %124 = load double, ptr %69, align 8, !tbaa !11
  %125 = load double, ptr %89, align 8, !tbaa !14
  %126 = fmul fast double %125, %124
  %127 = fadd fast double %123, %114
  %128 = fadd fast double %127, %126
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %129 = load i32, ptr @pick, align 4, !tbaa !15
  %130 = add nsw i32 %129, 2
  %131 = srem i32 %130, 2
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %132
  %134 = load ptr, ptr %133, align 8, !tbaa !17
  call void %134(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef nofpclass(nan inf) %125) #11
  %135 = load double, ptr %10, align 8, !tbaa !5
  %136 = load double, ptr %68, align 8, !tbaa !10
  %137 = fmul fast double %136, %135
  %138 = load double, ptr %69, align 8, !tbaa !11
  %139 = load double, ptr %90, align 8, !tbaa !14
  %140 = fmul fast double %139, %138
  %141 = fadd fast double %137, %128
  %142 = fadd fast double %141, %140
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %143 = load i32, ptr @pick, align 4, !tbaa !15
  %144 = add nsw i32 %143, 3
  %145 = srem i32 %144, 2
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %146
  %148 = load ptr, ptr %147, align 8, !tbaa !17
  call void %148(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef nofpclass(nan inf) %139) #11
  %149 = load double, ptr %10, align 8, !tbaa !5
  %150 = load double, ptr %68, align 8, !tbaa !10
  %151 = fmul fast double %150, %149
  %152 = load double, ptr %69, align 8, !tbaa !11
  %153 = load double, ptr %91, align 8, !tbaa !14
  %154 = fmul fast double %153, %152
  %155 = fadd fast double %151, %142
  %156 = fadd fast double %155, %154
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #11
  %157 = load i32, ptr @pick, align 4, !tbaa !15
  %158 = add nsw i32 %157, 4
  %159 = srem i32 %158, 2
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %160
  %162 = load ptr, ptr %161, align 8, !tbaa !17
  call void %162(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef nofpclass(nan inf) %153) #11
  %163 = load double, ptr %10, align 8, !tbaa !5
  %164 = load double, ptr %68, align 8, !tbaa !10
  %165 = fmul fast double %164, %163
  %166 = load double, ptr %69, align 8, !tbaa !11
  %167 = fadd fast double %165, %156
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #11
  %168 = fsub fast double %97, %100
  store double %168, ptr %96, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %169 = load i32, ptr @pick, align 4, !tbaa !15
  %170 = srem i32 %169, 2
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %171
  %173 = load ptr, ptr %172, align 8, !tbaa !17
  %174 = load double, ptr %87, align 8, !tbaa !14
  call void %173(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef nofpclass(nan inf) %174) #11
  %175 = load double, ptr %9, align 8, !tbaa !5
  %176 = load double, ptr %70, align 8, !tbaa !10
  %177 = fmul fast double %176, %175
  %178 = load double, ptr %71, align 8, !tbaa !11
  %179 = load double, ptr %88, align 8, !tbaa !14
  %180 = fmul fast double %179, %178
  %181 = fadd fast double %177, %180
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %182 = load i32, ptr @pick, align 4, !tbaa !15
  %183 = add nsw i32 %182, 1
  %184 = srem i32 %183, 2
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %185
  %187 = load ptr, ptr %186, align 8, !tbaa !17
  call void %187(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef nofpclass(nan inf) %179) #11
  %188 = load double, ptr %9, align 8, !tbaa !5
  %189 = load double, ptr %70, align 8, !tbaa !10
  %190 = fmul fast double %189, %188
  %191 = load double, ptr %71, align 8, !tbaa !11
  %192 = load double, ptr %89, align 8, !tbaa !14
  %193 = fmul fast double %192, %191
  %194 = fadd fast double %190, %181
  %195 = fadd fast double %194, %193
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %196 = load i32, ptr @pick, align 4, !tbaa !15
  %197 = add nsw i32 %196, 2
  %198 = srem i32 %197, 2
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %199
  %201 = load ptr, ptr %200, align 8, !tbaa !17
  call void %201(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef nofpclass(nan inf) %192) #11
  %202 = load double, ptr %9, align 8, !tbaa !5
  %203 = load double, ptr %70, align 8, !tbaa !10
  %204 = fmul fast double %203, %202
  %205 = load double, ptr %71, align 8, !tbaa !11
  %206 = load double, ptr %90, align 8, !tbaa !14
  %207 = fmul fast double %206, %205
  %208 = fadd fast double %204, %195
  %209 = fadd fast double %208, %207
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %210 = load i32, ptr @pick, align 4, !tbaa !15
  %211 = add nsw i32 %210, 3
  %212 = srem i32 %211, 2
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %213
  %215 = load ptr, ptr %214, align 8, !tbaa !17
  call void %215(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef nofpclass(nan inf) %206) #11
  %216 = load double, ptr %9, align 8, !tbaa !5
  %217 = load double, ptr %70, align 8, !tbaa !10
  %218 = fmul fast double %217, %216
  %219 = load double, ptr %71, align 8, !tbaa !11
  %220 = load double, ptr %91, align 8, !tbaa !14
  %221 = fmul fast double %220, %219
  %222 = fadd fast double %218, %209
  %223 = fadd fast double %222, %221
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  %224 = load i32, ptr @pick, align 4, !tbaa !15
  %225 = add nsw i32 %224, 4
  %226 = srem i32 %225, 2
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %227
  %229 = load ptr, ptr %228, align 8, !tbaa !17
  call void %229(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef nofpclass(nan inf) %220) #11
  %230 = load double, ptr %9, align 8, !tbaa !5
  %231 = load double, ptr %70, align 8, !tbaa !10
  %232 = fmul fast double %231, %230
  %233 = load double, ptr %71, align 8, !tbaa !11
  %234 = fmul fast double %174, %233
  %235 = fadd fast double %232, %223
  %236 = fadd fast double %235, %234
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  %237 = fmul fast double %107, %166
  %238 = fadd fast double %167, %237
  store double %97, ptr %96, align 8, !tbaa !14
  %239 = fsub fast double %238, %236
  %240 = fmul fast double %99, 2.000000e-06
  %241 = fdiv fast double %239, %240
  %242 = call fast double @llvm.fabs.f64(double %241)
  %243 = call fast double @llvm.maxnum.f64(double %242, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %95, ptr %8, align 8, !tbaa !14
  %244 = load volatile double, ptr %8, align 8, !tbaa !14
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fcmp ueq double %245, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %246, label %260, label %247

247:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %241, ptr %7, align 8, !tbaa !14
  %248 = load volatile double, ptr %7, align 8, !tbaa !14
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = fcmp ueq double %249, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %250, label %260, label %251

251:                                              ; preds = %247
  %252 = fsub fast double %95, %241
  %253 = call fast double @llvm.fabs.f64(double %252)
  %254 = fmul fast double %243, 0x3EB0C6F7A0B5ED8D
  %255 = fcmp fast ole double %253, %254
  %256 = freeze i1 %255
  br i1 %256, label %257, label %260

257:                                              ; preds = %251
  %258 = trunc nuw nsw i64 %93 to i32
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %86, i32 noundef %258, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) %241, ptr noundef nonnull @.str.6)
  br label %265

260:                                              ; preds = %251, %247, %92
  %261 = trunc nuw nsw i64 %93 to i32
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %86, i32 noundef %261, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) %241, ptr noundef nonnull @.str.7)
  %263 = load i32, ptr @n_fail, align 4, !tbaa !15
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr @n_fail, align 4, !tbaa !15
  br label %265

265:                                              ; preds = %260, %257
  %266 = add nuw nsw i64 %93, 1
  %267 = icmp eq i64 %266, 5
  br i1 %267, label %268, label %92, !llvm.loop !19

268:                                              ; preds = %265
  call void @free(ptr noundef nonnull %87) #11
  %269 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %270 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %271 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, i32 noundef %269, ptr noundef nonnull %11, ptr noundef nonnull %13, i32 noundef %270, i32 noundef 5) #11
  %272 = load i32, ptr @pick, align 4, !tbaa !15
  %273 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  %274 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  %275 = getelementptr inbounds i8, ptr %274, i64 8
  %276 = getelementptr inbounds i8, ptr %274, i64 16
  %277 = load <4 x double>, ptr %11, align 16, !tbaa !14
  %278 = load <4 x double>, ptr %13, align 16, !tbaa !14
  %279 = fmul fast <4 x double> %278, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %280 = fadd fast <4 x double> %279, %277
  store <4 x double> %280, ptr %273, align 8, !tbaa !14
  %281 = getelementptr inbounds i8, ptr %274, i64 24
  %282 = fsub fast <4 x double> %277, %279
  store <4 x double> %282, ptr %274, align 8, !tbaa !14
  %283 = load double, ptr %39, align 16, !tbaa !14
  %284 = load double, ptr %67, align 16, !tbaa !14
  %285 = fmul fast double %284, 0x3EB0C6F7A0B5ED8D
  %286 = fadd fast double %285, %283
  %287 = getelementptr inbounds i8, ptr %273, i64 32
  store double %286, ptr %287, align 8, !tbaa !14
  %288 = fsub fast double %283, %285
  %289 = getelementptr inbounds i8, ptr %274, i64 32
  store double %288, ptr %289, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %290 = srem i32 %272, 2
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %291
  %293 = load ptr, ptr %292, align 8, !tbaa !17
  %294 = extractelement <4 x double> %280, i64 0
  call void %293(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef nofpclass(nan inf) %294) #11
  %295 = load double, ptr %6, align 8, !tbaa !5
  %296 = load double, ptr %72, align 8, !tbaa !10
  %297 = fmul fast double %296, %295
  %298 = load double, ptr %73, align 8, !tbaa !11
  %299 = extractelement <4 x double> %280, i64 1
  %300 = fmul fast double %299, %298
  %301 = fadd fast double %297, %300
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %302 = load i32, ptr @pick, align 4, !tbaa !15
  %303 = add nsw i32 %302, 1
  %304 = srem i32 %303, 2
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %305
  %307 = load ptr, ptr %306, align 8, !tbaa !17
  call void %307(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef nofpclass(nan inf) %299) #11
  %308 = load double, ptr %6, align 8, !tbaa !5
  %309 = load double, ptr %72, align 8, !tbaa !10
  %310 = fmul fast double %309, %308
  %311 = load double, ptr %73, align 8, !tbaa !11
  %312 = extractelement <4 x double> %280, i64 2
  %313 = fmul fast double %312, %311
  %314 = fadd fast double %310, %301
  %315 = fadd fast double %314, %313
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %316 = load i32, ptr @pick, align 4, !tbaa !15
  %317 = add nsw i32 %316, 2
  %318 = srem i32 %317, 2
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %319
  %321 = load ptr, ptr %320, align 8, !tbaa !17
  call void %321(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef nofpclass(nan inf) %312) #11
  %322 = load double, ptr %6, align 8, !tbaa !5
  %323 = load double, ptr %72, align 8, !tbaa !10
  %324 = fmul fast double %323, %322
  %325 = load double, ptr %73, align 8, !tbaa !11
  %326 = extractelement <4 x double> %280, i64 3
  %327 = fmul fast double %326, %325
  %328 = fadd fast double %324, %315
  %329 = fadd fast double %328, %327
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %330 = load i32, ptr @pick, align 4, !tbaa !15
  %331 = add nsw i32 %330, 3
  %332 = srem i32 %331, 2
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %333
  %335 = load ptr, ptr %334, align 8, !tbaa !17
  call void %335(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef nofpclass(nan inf) %326) #11
  %336 = load double, ptr %6, align 8, !tbaa !5
  %337 = load double, ptr %72, align 8, !tbaa !10
  %338 = fmul fast double %337, %336
  %339 = load double, ptr %73, align 8, !tbaa !11
  %340 = fmul fast double %286, %339
  %341 = fadd fast double %338, %329
  %342 = fadd fast double %341, %340
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  %343 = load i32, ptr @pick, align 4, !tbaa !15
  %344 = add nsw i32 %343, 4
  %345 = srem i32 %344, 2
  %346 = sext i32 %345 to i64
  %347 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %346
  %348 = load ptr, ptr %347, align 8, !tbaa !17
  call void %348(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef nofpclass(nan inf) %286) #11
  %349 = load double, ptr %6, align 8, !tbaa !5
  %350 = load double, ptr %72, align 8, !tbaa !10
  %351 = fmul fast double %350, %349
  %352 = load double, ptr %73, align 8, !tbaa !11
  %353 = load double, ptr %273, align 8, !tbaa !14
  %354 = fadd fast double %351, %342
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %355 = load i32, ptr @pick, align 4, !tbaa !15
  %356 = srem i32 %355, 2
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %357
  %359 = load ptr, ptr %358, align 8, !tbaa !17
  %360 = load double, ptr %274, align 8, !tbaa !14
  call void %359(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef nofpclass(nan inf) %360) #11
  %361 = load double, ptr %5, align 8, !tbaa !5
  %362 = load double, ptr %74, align 8, !tbaa !10
  %363 = fmul fast double %362, %361
  %364 = load double, ptr %75, align 8, !tbaa !11
  %365 = load double, ptr %275, align 8, !tbaa !14
  %366 = fmul fast double %365, %364
  %367 = fadd fast double %363, %366
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %368 = load i32, ptr @pick, align 4, !tbaa !15
  %369 = add nsw i32 %368, 1
  %370 = srem i32 %369, 2
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %371
  %373 = load ptr, ptr %372, align 8, !tbaa !17
  call void %373(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef nofpclass(nan inf) %365) #11
  %374 = load double, ptr %5, align 8, !tbaa !5
  %375 = load double, ptr %74, align 8, !tbaa !10
  %376 = fmul fast double %375, %374
  %377 = load double, ptr %75, align 8, !tbaa !11
  %378 = load double, ptr %276, align 8, !tbaa !14
  %379 = fmul fast double %378, %377
  %380 = fadd fast double %376, %367
  %381 = fadd fast double %380, %379
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %382 = load i32, ptr @pick, align 4, !tbaa !15
  %383 = add nsw i32 %382, 2
  %384 = srem i32 %383, 2
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %385
  %387 = load ptr, ptr %386, align 8, !tbaa !17
  call void %387(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef nofpclass(nan inf) %378) #11
  %388 = load double, ptr %5, align 8, !tbaa !5
  %389 = load double, ptr %74, align 8, !tbaa !10
  %390 = fmul fast double %389, %388
  %391 = load double, ptr %75, align 8, !tbaa !11
  %392 = load double, ptr %281, align 8, !tbaa !14
  %393 = fmul fast double %392, %391
  %394 = fadd fast double %390, %381
  %395 = fadd fast double %394, %393
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %396 = load i32, ptr @pick, align 4, !tbaa !15
  %397 = add nsw i32 %396, 3
  %398 = srem i32 %397, 2
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %399
  %401 = load ptr, ptr %400, align 8, !tbaa !17
  call void %401(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef nofpclass(nan inf) %392) #11
  %402 = load double, ptr %5, align 8, !tbaa !5
  %403 = load double, ptr %74, align 8, !tbaa !10
  %404 = fmul fast double %403, %402
  %405 = load double, ptr %75, align 8, !tbaa !11
  %406 = load double, ptr %289, align 8, !tbaa !14
  %407 = fmul fast double %406, %405
  %408 = fadd fast double %404, %395
  %409 = fadd fast double %408, %407
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  %410 = load i32, ptr @pick, align 4, !tbaa !15
  %411 = add nsw i32 %410, 4
  %412 = srem i32 %411, 2
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %413
  %415 = load ptr, ptr %414, align 8, !tbaa !17
  call void %415(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef nofpclass(nan inf) %406) #11
  %416 = load double, ptr %5, align 8, !tbaa !5
  %417 = load double, ptr %74, align 8, !tbaa !10
  %418 = fmul fast double %417, %416
  %419 = load double, ptr %75, align 8, !tbaa !11
  %420 = fmul fast double %360, %419
  %421 = fadd fast double %418, %409
  %422 = fadd fast double %421, %420
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  %423 = fmul fast double %353, %352
  %424 = fadd fast double %354, %423
  %425 = fsub fast double %424, %422
  %426 = fmul fast double %425, 5.000000e+05
  call void @free(ptr noundef %273) #11
  call void @free(ptr noundef nonnull %274) #11
  %427 = call fast double @llvm.fabs.f64(double %426)
  %428 = call fast double @llvm.maxnum.f64(double %427, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %271, ptr %4, align 8, !tbaa !14
  %429 = load volatile double, ptr %4, align 8, !tbaa !14
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fcmp ueq double %430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %431, label %444, label %432

432:                                              ; preds = %268
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %426, ptr %3, align 8, !tbaa !14
  %433 = load volatile double, ptr %3, align 8, !tbaa !14
  %434 = call double @llvm.fabs.f64(double %433)
  %435 = fcmp ueq double %434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %435, label %444, label %436

436:                                              ; preds = %432
  %437 = fsub fast double %271, %426
  %438 = call fast double @llvm.fabs.f64(double %437)
  %439 = fmul fast double %428, 0x3EB0C6F7A0B5ED8D
  %440 = fcmp fast ole double %438, %439
  %441 = freeze i1 %440
  br i1 %441, label %442, label %444

442:                                              ; preds = %436
  %443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %272, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %426, ptr noundef nonnull @.str.6)
  br label %448

444:                                              ; preds = %436, %432, %268
  %445 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %272, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %426, ptr noundef nonnull @.str.7)
  %446 = load i32, ptr @n_fail, align 4, !tbaa !15
  %447 = add nsw i32 %446, 1
  store i32 %447, ptr @n_fail, align 4, !tbaa !15
  br label %448

448:                                              ; preds = %442, %444
  %449 = load i32, ptr @pick, align 4, !tbaa !15
  %450 = load double, ptr %12, align 16, !tbaa !14
  %451 = load double, ptr %13, align 16, !tbaa !14
  %452 = fmul fast double %451, %450
  %453 = load double, ptr %76, align 8, !tbaa !14
  %454 = load double, ptr %41, align 8, !tbaa !14
  %455 = fmul fast double %454, %453
  %456 = fadd fast double %455, %452
  %457 = load double, ptr %77, align 16, !tbaa !14
  %458 = load double, ptr %42, align 16, !tbaa !14
  %459 = fmul fast double %458, %457
  %460 = fadd fast double %456, %459
  %461 = load double, ptr %78, align 8, !tbaa !14
  %462 = load double, ptr %43, align 8, !tbaa !14
  %463 = fmul fast double %462, %461
  %464 = fadd fast double %460, %463
  %465 = load double, ptr %79, align 16, !tbaa !14
  %466 = load double, ptr %67, align 16, !tbaa !14
  %467 = fmul fast double %466, %465
  %468 = fadd fast double %464, %467
  %469 = call fast double @llvm.fabs.f64(double %271)
  %470 = call fast double @llvm.maxnum.f64(double %469, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %468, ptr %2, align 8, !tbaa !14
  %471 = load volatile double, ptr %2, align 8, !tbaa !14
  %472 = call double @llvm.fabs.f64(double %471)
  %473 = fcmp ueq double %472, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %473, label %486, label %474

474:                                              ; preds = %448
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %271, ptr %1, align 8, !tbaa !14
  %475 = load volatile double, ptr %1, align 8, !tbaa !14
  %476 = call double @llvm.fabs.f64(double %475)
  %477 = fcmp ueq double %476, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %477, label %486, label %478

478:                                              ; preds = %474
  %479 = fsub fast double %468, %271
  %480 = call fast double @llvm.fabs.f64(double %479)
  %481 = fmul fast double %470, 0x3EB0C6F7A0B5ED8D
  %482 = fcmp fast ole double %480, %481
  %483 = freeze i1 %482
  br i1 %483, label %484, label %486

484:                                              ; preds = %478
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %449, double noundef nofpclass(nan inf) %468, double noundef nofpclass(nan inf) %271, ptr noundef nonnull @.str.6)
  br label %490

486:                                              ; preds = %478, %474, %448
  %487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %449, double noundef nofpclass(nan inf) %468, double noundef nofpclass(nan inf) %271, ptr noundef nonnull @.str.7)
  %488 = load i32, ptr @n_fail, align 4, !tbaa !15
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr @n_fail, align 4, !tbaa !15
  br label %490

490:                                              ; preds = %484, %486
  %491 = load i32, ptr @pick, align 4, !tbaa !15
  %492 = add nsw i32 %491, 1
  store i32 %492, ptr @pick, align 4, !tbaa !15
  %493 = icmp slt i32 %491, 1
  br i1 %493, label %80, label %494, !llvm.loop !21

494:                                              ; preds = %490
  %495 = load i32, ptr @n_fail, align 4, !tbaa !15
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %495)
  %497 = load i32, ptr @n_fail, align 4, !tbaa !15
  %498 = icmp ne i32 %497, 0
  %499 = zext i1 %498 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #11
  ret i32 %499
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #1 {
  %3 = alloca %struct.Triple, align 8
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = zext nneg i32 %1 to i64
  br label %11

9:                                                ; preds = %11, %2
  %10 = phi double [ 0.000000e+00, %2 ], [ %35, %11 ]
  ret double %10

11:                                               ; preds = %5, %11
  %12 = phi i64 [ 0, %5 ], [ %27, %11 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %35, %11 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  %14 = load i32, ptr @pick, align 4, !tbaa !15
  %15 = trunc nuw nsw i64 %12 to i32
  %16 = add nsw i32 %14, %15
  %17 = srem i32 %16, 2
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !17
  %21 = getelementptr inbounds double, ptr %0, i64 %12
  %22 = load double, ptr %21, align 8, !tbaa !14
  call void %20(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %3, double noundef nofpclass(nan inf) %22) #11
  %23 = load double, ptr %3, align 8, !tbaa !5
  %24 = load double, ptr %6, align 8, !tbaa !10
  %25 = fmul fast double %24, %23
  %26 = load double, ptr %7, align 8, !tbaa !11
  %27 = add nuw nsw i64 %12, 1
  %28 = icmp eq i64 %27, %8
  %29 = and i64 %27, 4294967295
  %30 = select i1 %28, i64 0, i64 %29
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !14
  %33 = fmul fast double %32, %26
  %34 = fadd fast double %25, %13
  %35 = fadd fast double %34, %33
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  %36 = icmp eq i64 %27, %8
  br i1 %36, label %9, label %11, !llvm.loop !22
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
