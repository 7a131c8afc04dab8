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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal void @spread(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Triple) align 8 %0, double noundef %1) #0 {
  %3 = fadd double %1, -1.000000e+00
  store double %3, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = fmul double %1, %1
  store double %5, ptr %4, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = fmul double %1, 3.000000e-01
  %8 = tail call double @exp(double noundef %7) #12
  store double %8, ptr %6, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal void @bend(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Triple) align 8 %0, double noundef %1) #0 {
  %3 = tail call double @sin(double noundef %1) #12
  store double %3, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = fmul double %1, %1
  %6 = fmul double %5, %1
  store double %6, ptr %4, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = tail call double @llvm.fmuladd.f64(double %1, double %1, double 1.000000e+00)
  %9 = fdiv double 1.000000e+00, %8
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
  %6 = alloca %struct.Triple, align 16
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.Triple, align 8
  %10 = alloca %struct.Triple, align 16
  %11 = alloca [5 x double], align 16
  %12 = alloca [5 x double], align 16
  %13 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #12
  %14 = load i64, ptr @rng_state, align 8, !tbaa !12
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = mul i64 %16, 6364136223846793005
  %18 = add i64 %17, 1442695040888963407
  %19 = insertelement <2 x i64> poison, i64 %16, i64 0
  %20 = insertelement <2 x i64> %19, i64 %18, i64 1
  %21 = lshr <2 x i64> %20, <i64 10, i64 10>
  %22 = and <2 x i64> %21, <i64 18014398509481982, i64 18014398509481982>
  %23 = uitofp nneg <2 x i64> %22 to <2 x double>
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %24, ptr %11, align 16, !tbaa !14
  %25 = mul i64 %18, 6364136223846793005
  %26 = getelementptr inbounds i8, ptr %11, i64 16
  %27 = add i64 %25, 1442695040888963407
  %28 = mul i64 %27, 6364136223846793005
  %29 = add i64 %28, 1442695040888963407
  %30 = insertelement <2 x i64> poison, i64 %27, i64 0
  %31 = insertelement <2 x i64> %30, i64 %29, i64 1
  %32 = lshr <2 x i64> %31, <i64 10, i64 10>
  %33 = and <2 x i64> %32, <i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <2 x i64> %33 to <2 x double>
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %35, ptr %26, align 16, !tbaa !14
  %36 = mul i64 %29, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = lshr i64 %37, 10
  %39 = and i64 %38, 18014398509481982
  %40 = uitofp nneg i64 %39 to double
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 0x3CA0000000000000, double -1.000000e+00)
  %42 = getelementptr inbounds i8, ptr %11, i64 32
  store double %41, ptr %42, align 16, !tbaa !14
  %43 = mul i64 %37, 6364136223846793005
  %44 = getelementptr inbounds i8, ptr %13, i64 8
  %45 = add i64 %43, 1442695040888963407
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = insertelement <2 x i64> poison, i64 %45, i64 0
  %49 = insertelement <2 x i64> %48, i64 %47, i64 1
  %50 = lshr <2 x i64> %49, <i64 10, i64 10>
  %51 = and <2 x i64> %50, <i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <2 x i64> %51 to <2 x double>
  %53 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %53, ptr %13, align 16, !tbaa !14
  %54 = mul i64 %47, 6364136223846793005
  %55 = getelementptr inbounds i8, ptr %13, i64 16
  %56 = getelementptr inbounds i8, ptr %13, i64 24
  %57 = add i64 %54, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0
  %61 = insertelement <2 x i64> %60, i64 %59, i64 1
  %62 = lshr <2 x i64> %61, <i64 10, i64 10>
  %63 = and <2 x i64> %62, <i64 18014398509481982, i64 18014398509481982>
  %64 = uitofp nneg <2 x i64> %63 to <2 x double>
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> <double 0x3CA0000000000000, double 0x3CA0000000000000>, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  store <2 x double> %65, ptr %55, align 16, !tbaa !14
  %66 = mul i64 %59, 6364136223846793005
  %67 = add i64 %66, 1442695040888963407
  %68 = lshr i64 %67, 10
  %69 = and i64 %68, 18014398509481982
  %70 = uitofp nneg i64 %69 to double
  %71 = tail call double @llvm.fmuladd.f64(double %70, double 0x3CA0000000000000, double -1.000000e+00)
  %72 = getelementptr inbounds i8, ptr %13, i64 32
  store double %71, ptr %72, align 16, !tbaa !14
  store i64 %67, ptr @rng_state, align 8, !tbaa !12
  store i32 0, ptr @pick, align 4, !tbaa !15
  %73 = getelementptr inbounds i8, ptr %10, i64 8
  %74 = getelementptr inbounds i8, ptr %10, i64 16
  %75 = getelementptr inbounds i8, ptr %9, i64 8
  %76 = getelementptr inbounds i8, ptr %9, i64 16
  %77 = getelementptr inbounds i8, ptr %6, i64 8
  %78 = getelementptr inbounds i8, ptr %6, i64 16
  %79 = getelementptr inbounds i8, ptr %5, i64 8
  %80 = getelementptr inbounds i8, ptr %5, i64 16
  %81 = getelementptr inbounds i8, ptr %12, i64 8
  %82 = getelementptr inbounds i8, ptr %12, i64 16
  %83 = getelementptr inbounds i8, ptr %12, i64 24
  %84 = getelementptr inbounds i8, ptr %12, i64 32
  br label %85

85:                                               ; preds = %0, %511
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %12, i8 0, i64 40, i1 false)
  %86 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %87 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %88 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %86, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %87, i32 noundef 5) #12
  %89 = load i32, ptr @pick, align 4, !tbaa !15
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, ptr @.str.1, ptr @.str
  %92 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %92, ptr noundef nonnull readonly align 16 dereferenceable(40) %11, i64 40, i1 false)
  %93 = getelementptr inbounds i8, ptr %92, i64 8
  %94 = getelementptr inbounds i8, ptr %92, i64 16
  %95 = getelementptr inbounds i8, ptr %92, i64 24
  %96 = getelementptr inbounds i8, ptr %92, i64 32
  br label %97

97:                                               ; preds = %85, %280
  %98 = phi i64 [ 0, %85 ], [ %281, %280 ]
  %99 = getelementptr inbounds double, ptr %12, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !14
  %101 = getelementptr inbounds double, ptr %92, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !14
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ogt double %103, 1.000000e+00
  %105 = select i1 %104, double %103, double 1.000000e+00
  %106 = fmul double %105, 0x3EB0C6F7A0B5ED8D
  %107 = fadd double %102, %106
  store double %107, ptr %101, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %108 = load i32, ptr @pick, align 4, !tbaa !15
  %109 = srem i32 %108, 2
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %110
  %112 = load ptr, ptr %111, align 8, !tbaa !17
  %113 = load double, ptr %92, align 8, !tbaa !14
  call void %112(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef %113) #12
  %114 = load <2 x double>, ptr %10, align 16
  %115 = load <2 x double>, ptr %73, align 8
  %116 = load double, ptr %74, align 16, !tbaa !11
  %117 = load double, ptr %93, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %118 = load i32, ptr @pick, align 4, !tbaa !15
  %119 = add nsw i32 %118, 1
  %120 = srem i32 %119, 2
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %121
  %123 = load ptr, ptr %122, align 8, !tbaa !17
  call void %123(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef %117) #12
  %124 = load <2 x double>, ptr %10, align 16
  %125 = load <2 x double>, ptr %73, align 8
  %126 = load double, ptr %74, align 16, !tbaa !11
  %127 = load double, ptr %94, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %128 = load i32, ptr @pick, align 4, !tbaa !15
  %129 = add nsw i32 %128, 2
  %130 = srem i32 %129, 2
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %131
  %133 = load ptr, ptr %132, align 8, !tbaa !17
  call void %133(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef %127) #12
  %134 = load <2 x double>, ptr %10, align 16
  %135 = load <2 x double>, ptr %73, align 8
  %136 = load double, ptr %74, align 16, !tbaa !11
  %137 = load double, ptr %95, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %138 = load i32, ptr @pick, align 4, !tbaa !15
  %139 = add nsw i32 %138, 3
  %140 = srem i32 %139, 2
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %141
  %143 = load ptr, ptr %142, align 8, !tbaa !17
  call void %143(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef %137) #12
  %144 = load <2 x double>, ptr %10, align 16
  %145 = load <2 x double>, ptr %73, align 8
  %146 = load double, ptr %74, align 16, !tbaa !11
  %147 = load double, ptr %96, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %148 = load i32, ptr @pick, align 4, !tbaa !15
  %149 = add nsw i32 %148, 4
  %150 = srem i32 %149, 2
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %151
  %153 = load ptr, ptr %152, align 8, !tbaa !17
  call void %153(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %10, double noundef %147) #12
  %154 = load <2 x double>, ptr %10, align 16
  %155 = load <2 x double>, ptr %73, align 8
  %156 = load double, ptr %74, align 16, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  %157 = fsub double %102, %106
  store double %157, ptr %101, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  %158 = load i32, ptr @pick, align 4, !tbaa !15
  %159 = srem i32 %158, 2
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %160
  %162 = load ptr, ptr %161, align 8, !tbaa !17
  %163 = load double, ptr %92, align 8, !tbaa !14
  call void %162(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef %163) #12
  %164 = load double, ptr %9, align 8, !tbaa !5
  %165 = load double, ptr %75, align 8, !tbaa !10
  %166 = load double, ptr %76, align 8, !tbaa !11
  %167 = load double, ptr %93, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  %168 = load i32, ptr @pick, align 4, !tbaa !15
  %169 = add nsw i32 %168, 1
  %170 = srem i32 %169, 2
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %171
  %173 = load ptr, ptr %172, align 8, !tbaa !17
  call void %173(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef %167) #12
  %174 = load double, ptr %9, align 8, !tbaa !5
  %175 = load double, ptr %75, align 8, !tbaa !10
  %176 = load double, ptr %76, align 8, !tbaa !11
  %177 = load double, ptr %94, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  %178 = load i32, ptr @pick, align 4, !tbaa !15
  %179 = add nsw i32 %178, 2
  %180 = srem i32 %179, 2
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %181
  %183 = load ptr, ptr %182, align 8, !tbaa !17
  call void %183(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef %177) #12
  %184 = load double, ptr %9, align 8, !tbaa !5
  %185 = load double, ptr %75, align 8, !tbaa !10
  %186 = load double, ptr %76, align 8, !tbaa !11
  %187 = load double, ptr %95, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  %188 = load i32, ptr @pick, align 4, !tbaa !15
  %189 = add nsw i32 %188, 3
  %190 = srem i32 %189, 2
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %191
  %193 = load ptr, ptr %192, align 8, !tbaa !17
  call void %193(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef %187) #12
  %194 = load double, ptr %9, align 8, !tbaa !5
  %195 = load double, ptr %75, align 8, !tbaa !10
  %196 = load double, ptr %76, align 8, !tbaa !11
  %197 = load double, ptr %96, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  %198 = load i32, ptr @pick, align 4, !tbaa !15
  %199 = add nsw i32 %198, 4
  %200 = srem i32 %199, 2
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %201
  %203 = load ptr, ptr %202, align 8, !tbaa !17
  call void %203(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %9, double noundef %197) #12
  %204 = load double, ptr %9, align 8, !tbaa !5
  %205 = load double, ptr %75, align 8, !tbaa !10
  %206 = load double, ptr %76, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  %207 = insertelement <2 x double> poison, double %116, i64 0
  %208 = insertelement <2 x double> %207, double %166, i64 1
  %209 = insertelement <2 x double> poison, double %117, i64 0
  %210 = insertelement <2 x double> %209, double %167, i64 1
  %211 = fmul <2 x double> %208, %210
  %212 = insertelement <2 x double> %114, double %164, i64 1
  %213 = insertelement <2 x double> %115, double %165, i64 1
  %214 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> %213, <2 x double> %211)
  %215 = insertelement <2 x double> poison, double %126, i64 0
  %216 = insertelement <2 x double> %215, double %176, i64 1
  %217 = insertelement <2 x double> poison, double %127, i64 0
  %218 = insertelement <2 x double> %217, double %177, i64 1
  %219 = fmul <2 x double> %216, %218
  %220 = insertelement <2 x double> %124, double %174, i64 1
  %221 = insertelement <2 x double> %125, double %175, i64 1
  %222 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %220, <2 x double> %221, <2 x double> %219)
  %223 = insertelement <2 x double> poison, double %136, i64 0
  %224 = insertelement <2 x double> %223, double %186, i64 1
  %225 = insertelement <2 x double> poison, double %137, i64 0
  %226 = insertelement <2 x double> %225, double %187, i64 1
  %227 = fmul <2 x double> %224, %226
  %228 = insertelement <2 x double> %134, double %184, i64 1
  %229 = insertelement <2 x double> %135, double %185, i64 1
  %230 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %228, <2 x double> %229, <2 x double> %227)
  %231 = insertelement <2 x double> poison, double %146, i64 0
  %232 = insertelement <2 x double> %231, double %196, i64 1
  %233 = insertelement <2 x double> poison, double %147, i64 0
  %234 = insertelement <2 x double> %233, double %197, i64 1
  %235 = fmul <2 x double> %232, %234
  %236 = insertelement <2 x double> %144, double %194, i64 1
  %237 = insertelement <2 x double> %145, double %195, i64 1
  %238 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %236, <2 x double> %237, <2 x double> %235)
  %239 = insertelement <2 x double> poison, double %156, i64 0
  %240 = insertelement <2 x double> %239, double %206, i64 1
  %241 = insertelement <2 x double> poison, double %113, i64 0
  %242 = insertelement <2 x double> %241, double %163, i64 1
  %243 = fmul <2 x double> %240, %242
  %244 = insertelement <2 x double> %154, double %204, i64 1
  %245 = insertelement <2 x double> %155, double %205, i64 1
  %246 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> %245, <2 x double> %243)
  %247 = fadd <2 x double> %214, zeroinitializer
  %248 = fadd <2 x double> %247, %222
  %249 = fadd <2 x double> %248, %230
  %250 = fadd <2 x double> %249, %238
  %251 = fadd <2 x double> %250, %246
  store double %102, ptr %101, align 8, !tbaa !14
  %252 = shufflevector <2 x double> %251, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %253 = fsub <2 x double> %251, %252
  %254 = extractelement <2 x double> %253, i64 0
  %255 = fsub double %107, %157
  %256 = fdiv double %254, %255
  %257 = call double @llvm.fabs.f64(double %256)
  %258 = fcmp ogt double %257, 1.000000e+00
  %259 = select i1 %258, double %257, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %100, ptr %8, align 8, !tbaa !14
  %260 = load volatile double, ptr %8, align 8, !tbaa !14
  %261 = call double @llvm.fabs.f64(double %260)
  %262 = fcmp ueq double %261, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %262, label %275, label %263

263:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %256, ptr %7, align 8, !tbaa !14
  %264 = load volatile double, ptr %7, align 8, !tbaa !14
  %265 = call double @llvm.fabs.f64(double %264)
  %266 = fcmp ueq double %265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %266, label %275, label %267

267:                                              ; preds = %263
  %268 = fsub double %100, %256
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = fmul double %259, 0x3EB0C6F7A0B5ED8D
  %271 = fcmp ugt double %269, %270
  br i1 %271, label %275, label %272

272:                                              ; preds = %267
  %273 = trunc nuw nsw i64 %98 to i32
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %91, i32 noundef %273, double noundef %100, double noundef %256, ptr noundef nonnull @.str.6)
  br label %280

275:                                              ; preds = %267, %263, %97
  %276 = trunc nuw nsw i64 %98 to i32
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %91, i32 noundef %276, double noundef %100, double noundef %256, ptr noundef nonnull @.str.7)
  %278 = load i32, ptr @n_fail, align 4, !tbaa !15
  %279 = add nsw i32 %278, 1
  store i32 %279, ptr @n_fail, align 4, !tbaa !15
  br label %280

280:                                              ; preds = %275, %272
  %281 = add nuw nsw i64 %98, 1
  %282 = icmp eq i64 %281, 5
  br i1 %282, label %283, label %97, !llvm.loop !19

283:                                              ; preds = %280
  call void @free(ptr noundef nonnull %92) #12
  %284 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %285 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %286 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy, i32 noundef %284, ptr noundef nonnull %11, ptr noundef nonnull %13, i32 noundef %285, i32 noundef 5) #12
  %287 = load i32, ptr @pick, align 4, !tbaa !15
  %288 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #13
  %289 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #13
  %290 = load <2 x double>, ptr %11, align 16, !tbaa !14
  %291 = load <2 x double>, ptr %13, align 16, !tbaa !14
  %292 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %291, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %290)
  store <2 x double> %292, ptr %288, align 8, !tbaa !14
  %293 = getelementptr inbounds i8, ptr %289, i64 8
  %294 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %291, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %290)
  store <2 x double> %294, ptr %289, align 8, !tbaa !14
  %295 = getelementptr inbounds i8, ptr %288, i64 16
  %296 = getelementptr inbounds i8, ptr %289, i64 16
  %297 = load <2 x double>, ptr %26, align 16, !tbaa !14
  %298 = load <2 x double>, ptr %55, align 16, !tbaa !14
  %299 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %298, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %297)
  store <2 x double> %299, ptr %295, align 8, !tbaa !14
  %300 = getelementptr inbounds i8, ptr %289, i64 24
  %301 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %298, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %297)
  store <2 x double> %301, ptr %296, align 8, !tbaa !14
  %302 = load double, ptr %42, align 16, !tbaa !14
  %303 = load double, ptr %72, align 16, !tbaa !14
  %304 = call double @llvm.fmuladd.f64(double %303, double 0x3EB0C6F7A0B5ED8D, double %302)
  %305 = getelementptr inbounds i8, ptr %288, i64 32
  store double %304, ptr %305, align 8, !tbaa !14
  %306 = call double @llvm.fmuladd.f64(double %303, double 0xBEB0C6F7A0B5ED8D, double %302)
  %307 = getelementptr inbounds i8, ptr %289, i64 32
  store double %306, ptr %307, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  %308 = srem i32 %287, 2
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %309
  %311 = load ptr, ptr %310, align 8, !tbaa !17
  %312 = extractelement <2 x double> %292, i64 0
  call void %311(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef %312) #12
  %313 = load <2 x double>, ptr %6, align 16
  %314 = load <2 x double>, ptr %77, align 8
  %315 = load double, ptr %78, align 16, !tbaa !11
  %316 = extractelement <2 x double> %292, i64 1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  %317 = load i32, ptr @pick, align 4, !tbaa !15
  %318 = add nsw i32 %317, 1
  %319 = srem i32 %318, 2
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %320
  %322 = load ptr, ptr %321, align 8, !tbaa !17
  call void %322(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef %316) #12
  %323 = load <2 x double>, ptr %6, align 16
  %324 = load <2 x double>, ptr %77, align 8
  %325 = load double, ptr %78, align 16, !tbaa !11
  %326 = extractelement <2 x double> %299, i64 0
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  %327 = load i32, ptr @pick, align 4, !tbaa !15
  %328 = add nsw i32 %327, 2
  %329 = srem i32 %328, 2
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %330
  %332 = load ptr, ptr %331, align 8, !tbaa !17
  call void %332(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef %326) #12
  %333 = load <2 x double>, ptr %6, align 16
  %334 = load <2 x double>, ptr %77, align 8
  %335 = load double, ptr %78, align 16, !tbaa !11
  %336 = extractelement <2 x double> %299, i64 1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  %337 = load i32, ptr @pick, align 4, !tbaa !15
  %338 = add nsw i32 %337, 3
  %339 = srem i32 %338, 2
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %340
  %342 = load ptr, ptr %341, align 8, !tbaa !17
  call void %342(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef %336) #12
  %343 = load <2 x double>, ptr %6, align 16
  %344 = load <2 x double>, ptr %77, align 8
  %345 = load double, ptr %78, align 16, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  %346 = load i32, ptr @pick, align 4, !tbaa !15
  %347 = add nsw i32 %346, 4
  %348 = srem i32 %347, 2
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %349
  %351 = load ptr, ptr %350, align 8, !tbaa !17
  call void %351(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %6, double noundef %304) #12
  %352 = load <2 x double>, ptr %6, align 16
  %353 = load <2 x double>, ptr %77, align 8
  %354 = load double, ptr %78, align 16, !tbaa !11
  %355 = load <2 x double>, ptr %288, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  %356 = load i32, ptr @pick, align 4, !tbaa !15
  %357 = srem i32 %356, 2
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %358
  %360 = load ptr, ptr %359, align 8, !tbaa !17
  %361 = load double, ptr %289, align 8, !tbaa !14
  call void %360(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef %361) #12
  %362 = load double, ptr %5, align 8, !tbaa !5
  %363 = load double, ptr %79, align 8, !tbaa !10
  %364 = load double, ptr %80, align 8, !tbaa !11
  %365 = load double, ptr %293, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  %366 = load i32, ptr @pick, align 4, !tbaa !15
  %367 = add nsw i32 %366, 1
  %368 = srem i32 %367, 2
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %369
  %371 = load ptr, ptr %370, align 8, !tbaa !17
  call void %371(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef %365) #12
  %372 = load double, ptr %5, align 8, !tbaa !5
  %373 = load double, ptr %79, align 8, !tbaa !10
  %374 = load double, ptr %80, align 8, !tbaa !11
  %375 = load double, ptr %296, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  %376 = load i32, ptr @pick, align 4, !tbaa !15
  %377 = add nsw i32 %376, 2
  %378 = srem i32 %377, 2
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %379
  %381 = load ptr, ptr %380, align 8, !tbaa !17
  call void %381(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef %375) #12
  %382 = load double, ptr %5, align 8, !tbaa !5
  %383 = load double, ptr %79, align 8, !tbaa !10
  %384 = load double, ptr %80, align 8, !tbaa !11
  %385 = load double, ptr %300, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  %386 = load i32, ptr @pick, align 4, !tbaa !15
  %387 = add nsw i32 %386, 3
  %388 = srem i32 %387, 2
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %389
  %391 = load ptr, ptr %390, align 8, !tbaa !17
  call void %391(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef %385) #12
  %392 = load double, ptr %5, align 8, !tbaa !5
  %393 = load double, ptr %79, align 8, !tbaa !10
  %394 = load double, ptr %80, align 8, !tbaa !11
  %395 = load double, ptr %307, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  %396 = load i32, ptr @pick, align 4, !tbaa !15
  %397 = add nsw i32 %396, 4
  %398 = srem i32 %397, 2
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %399
  %401 = load ptr, ptr %400, align 8, !tbaa !17
  call void %401(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %5, double noundef %395) #12
  %402 = load double, ptr %5, align 8, !tbaa !5
  %403 = load double, ptr %79, align 8, !tbaa !10
  %404 = load double, ptr %80, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  %405 = insertelement <2 x double> poison, double %315, i64 0
  %406 = insertelement <2 x double> %405, double %364, i64 1
  %407 = shufflevector <2 x double> %292, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %408 = insertelement <2 x double> %407, double %365, i64 1
  %409 = fmul <2 x double> %406, %408
  %410 = insertelement <2 x double> %313, double %362, i64 1
  %411 = insertelement <2 x double> %314, double %363, i64 1
  %412 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %410, <2 x double> %411, <2 x double> %409)
  %413 = insertelement <2 x double> poison, double %325, i64 0
  %414 = insertelement <2 x double> %413, double %374, i64 1
  %415 = insertelement <2 x double> %299, double %375, i64 1
  %416 = fmul <2 x double> %414, %415
  %417 = insertelement <2 x double> %323, double %372, i64 1
  %418 = insertelement <2 x double> %324, double %373, i64 1
  %419 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %417, <2 x double> %418, <2 x double> %416)
  %420 = insertelement <2 x double> poison, double %335, i64 0
  %421 = insertelement <2 x double> %420, double %384, i64 1
  %422 = shufflevector <2 x double> %299, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %423 = insertelement <2 x double> %422, double %385, i64 1
  %424 = fmul <2 x double> %421, %423
  %425 = insertelement <2 x double> %333, double %382, i64 1
  %426 = insertelement <2 x double> %334, double %383, i64 1
  %427 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %425, <2 x double> %426, <2 x double> %424)
  %428 = insertelement <2 x double> poison, double %345, i64 0
  %429 = insertelement <2 x double> %428, double %394, i64 1
  %430 = insertelement <2 x double> poison, double %304, i64 0
  %431 = insertelement <2 x double> %430, double %395, i64 1
  %432 = fmul <2 x double> %429, %431
  %433 = insertelement <2 x double> %343, double %392, i64 1
  %434 = insertelement <2 x double> %344, double %393, i64 1
  %435 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %433, <2 x double> %434, <2 x double> %432)
  %436 = insertelement <2 x double> poison, double %354, i64 0
  %437 = insertelement <2 x double> %436, double %404, i64 1
  %438 = insertelement <2 x double> %355, double %361, i64 1
  %439 = fmul <2 x double> %437, %438
  %440 = insertelement <2 x double> %352, double %402, i64 1
  %441 = insertelement <2 x double> %353, double %403, i64 1
  %442 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %440, <2 x double> %441, <2 x double> %439)
  %443 = fadd <2 x double> %412, zeroinitializer
  %444 = fadd <2 x double> %443, %419
  %445 = fadd <2 x double> %444, %427
  %446 = fadd <2 x double> %445, %435
  %447 = fadd <2 x double> %446, %442
  %448 = shufflevector <2 x double> %447, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %449 = fsub <2 x double> %447, %448
  %450 = extractelement <2 x double> %449, i64 0
  %451 = fdiv double %450, 2.000000e-06
  call void @free(ptr noundef %288) #12
  call void @free(ptr noundef nonnull %289) #12
  %452 = call double @llvm.fabs.f64(double %451)
  %453 = fcmp ogt double %452, 1.000000e+00
  %454 = select i1 %453, double %452, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %286, ptr %4, align 8, !tbaa !14
  %455 = load volatile double, ptr %4, align 8, !tbaa !14
  %456 = call double @llvm.fabs.f64(double %455)
  %457 = fcmp ueq double %456, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %457, label %469, label %458

458:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %451, ptr %3, align 8, !tbaa !14
  %459 = load volatile double, ptr %3, align 8, !tbaa !14
  %460 = call double @llvm.fabs.f64(double %459)
  %461 = fcmp ueq double %460, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %461, label %469, label %462

462:                                              ; preds = %458
  %463 = fsub double %286, %451
  %464 = call double @llvm.fabs.f64(double %463)
  %465 = fmul double %454, 0x3EB0C6F7A0B5ED8D
  %466 = fcmp ugt double %464, %465
  br i1 %466, label %469, label %467

467:                                              ; preds = %462
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %287, double noundef %286, double noundef %451, ptr noundef nonnull @.str.6)
  br label %473

469:                                              ; preds = %462, %458, %283
  %470 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %287, double noundef %286, double noundef %451, ptr noundef nonnull @.str.7)
  %471 = load i32, ptr @n_fail, align 4, !tbaa !15
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr @n_fail, align 4, !tbaa !15
  br label %473

473:                                              ; preds = %467, %469
  %474 = load i32, ptr @pick, align 4, !tbaa !15
  %475 = load double, ptr %12, align 16, !tbaa !14
  %476 = load double, ptr %13, align 16, !tbaa !14
  %477 = call double @llvm.fmuladd.f64(double %475, double %476, double 0.000000e+00)
  %478 = load double, ptr %81, align 8, !tbaa !14
  %479 = load double, ptr %44, align 8, !tbaa !14
  %480 = call double @llvm.fmuladd.f64(double %478, double %479, double %477)
  %481 = load double, ptr %82, align 16, !tbaa !14
  %482 = load double, ptr %55, align 16, !tbaa !14
  %483 = call double @llvm.fmuladd.f64(double %481, double %482, double %480)
  %484 = load double, ptr %83, align 8, !tbaa !14
  %485 = load double, ptr %56, align 8, !tbaa !14
  %486 = call double @llvm.fmuladd.f64(double %484, double %485, double %483)
  %487 = load double, ptr %84, align 16, !tbaa !14
  %488 = load double, ptr %72, align 16, !tbaa !14
  %489 = call double @llvm.fmuladd.f64(double %487, double %488, double %486)
  %490 = call double @llvm.fabs.f64(double %286)
  %491 = fcmp ogt double %490, 1.000000e+00
  %492 = select i1 %491, double %490, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %489, ptr %2, align 8, !tbaa !14
  %493 = load volatile double, ptr %2, align 8, !tbaa !14
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = fcmp ueq double %494, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %495, label %507, label %496

496:                                              ; preds = %473
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %286, ptr %1, align 8, !tbaa !14
  %497 = load volatile double, ptr %1, align 8, !tbaa !14
  %498 = call double @llvm.fabs.f64(double %497)
  %499 = fcmp ueq double %498, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %499, label %507, label %500

500:                                              ; preds = %496
  %501 = fsub double %489, %286
  %502 = call double @llvm.fabs.f64(double %501)
  %503 = fmul double %492, 0x3EB0C6F7A0B5ED8D
  %504 = fcmp ugt double %502, %503
  br i1 %504, label %507, label %505

505:                                              ; preds = %500
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %474, double noundef %489, double noundef %286, ptr noundef nonnull @.str.6)
  br label %511

507:                                              ; preds = %500, %496, %473
  %508 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %474, double noundef %489, double noundef %286, ptr noundef nonnull @.str.7)
  %509 = load i32, ptr @n_fail, align 4, !tbaa !15
  %510 = add nsw i32 %509, 1
  store i32 %510, ptr @n_fail, align 4, !tbaa !15
  br label %511

511:                                              ; preds = %505, %507
  %512 = load i32, ptr @pick, align 4, !tbaa !15
  %513 = add nsw i32 %512, 1
  store i32 %513, ptr @pick, align 4, !tbaa !15
  %514 = icmp slt i32 %512, 1
  br i1 %514, label %85, label %515, !llvm.loop !21

515:                                              ; preds = %511
  %516 = load i32, ptr @n_fail, align 4, !tbaa !15
  %517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %516)
  %518 = load i32, ptr @n_fail, align 4, !tbaa !15
  %519 = icmp ne i32 %518, 0
  %520 = zext i1 %519 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #12
  ret i32 %520
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #1 {
  %3 = alloca %struct.Triple, align 8
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = zext nneg i32 %1 to i64
  br label %11

9:                                                ; preds = %11, %2
  %10 = phi double [ 0.000000e+00, %2 ], [ %34, %11 ]
  ret double %10

11:                                               ; preds = %5, %11
  %12 = phi i64 [ 0, %5 ], [ %26, %11 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %34, %11 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  %14 = load i32, ptr @pick, align 4, !tbaa !15
  %15 = trunc nuw nsw i64 %12 to i32
  %16 = add nsw i32 %14, %15
  %17 = srem i32 %16, 2
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [2 x ptr], ptr @shapes, i64 0, i64 %18
  %20 = load ptr, ptr %19, align 8, !tbaa !17
  %21 = getelementptr inbounds double, ptr %0, i64 %12
  %22 = load double, ptr %21, align 8, !tbaa !14
  call void %20(ptr dead_on_unwind nonnull writable sret(%struct.Triple) align 8 %3, double noundef %22) #12
  %23 = load double, ptr %3, align 8, !tbaa !5
  %24 = load double, ptr %6, align 8, !tbaa !10
  %25 = load double, ptr %7, align 8, !tbaa !11
  %26 = add nuw nsw i64 %12, 1
  %27 = icmp eq i64 %26, %8
  %28 = and i64 %26, 4294967295
  %29 = select i1 %27, i64 0, i64 %28
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !14
  %32 = fmul double %25, %31
  %33 = call double @llvm.fmuladd.f64(double %23, double %24, double %32)
  %34 = fadd double %13, %33
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %35 = icmp eq i64 %26, %8
  br i1 %35, label %9, label %11, !llvm.loop !22
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
