; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@main.field.rel = internal unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @main.field.rel to i64)) to i32)], align 4
@.str = private unnamed_addr constant [3 x i8] c"dx\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dy\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"dz\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dvx\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"dvy\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dvz\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"dm\00", align 1
@main.steps = internal unnamed_addr constant [3 x i32] [i32 10, i32 1, i32 0], align 4
@main.nbs = internal unnamed_addr constant [3 x i32] [i32 4, i32 4, i32 2], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [13 x i8] c"nbody[%d].%s\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"nbody\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.9 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.12 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [4 x %struct.Body], align 16
  %4 = alloca [4 x %struct.Body], align 16
  %5 = alloca [4 x %struct.Body], align 16
  %6 = alloca [4 x %struct.Body], align 16
  %7 = alloca [4 x %struct.Body], align 16
  %8 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %7) #12
  %9 = load i64, ptr @rng_state, align 8, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %5, align 16, !tbaa !9
  %10 = mul i64 %9, 6364136223846793005
  %11 = add i64 %10, 1442695040888963407
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = insertelement <2 x i64> poison, i64 %11, i64 0
  %15 = insertelement <2 x i64> %14, i64 %13, i64 1
  %16 = lshr <2 x i64> %15, <i64 10, i64 10>
  %17 = and <2 x i64> %16, <i64 18014398509481982, i64 18014398509481982>
  %18 = uitofp nneg <2 x i64> %17 to <2 x double>
  %19 = fmul fast <2 x double> %18, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %20 = fadd fast <2 x double> %19, <double -1.000000e-01, double -5.000000e-02>
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> %20, ptr %21, align 16, !tbaa !9
  %22 = getelementptr inbounds i8, ptr %5, i64 32
  store double 5.000000e-01, ptr %22, align 16, !tbaa !11
  %23 = mul i64 %13, 6364136223846793005
  %24 = add i64 %23, 1442695040888963407
  %25 = lshr i64 %24, 10
  %26 = and i64 %25, 18014398509481982
  %27 = uitofp nneg i64 %26 to double
  %28 = fmul fast double %27, 0x3C5999999999999A
  %29 = fadd fast double %28, -5.000000e-02
  %30 = getelementptr inbounds i8, ptr %5, i64 40
  store double %29, ptr %30, align 8, !tbaa !13
  %31 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %31, align 16, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %5, i64 64
  store double 0x3FF1740B8326FA64, ptr %32, align 16, !tbaa !14
  %33 = mul i64 %24, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = mul i64 %34, 6364136223846793005
  %36 = add i64 %35, 1442695040888963407
  %37 = insertelement <2 x i64> poison, i64 %34, i64 0
  %38 = insertelement <2 x i64> %37, i64 %36, i64 1
  %39 = lshr <2 x i64> %38, <i64 10, i64 10>
  %40 = and <2 x i64> %39, <i64 18014398509481982, i64 18014398509481982>
  %41 = uitofp nneg <2 x i64> %40 to <2 x double>
  %42 = fmul fast <2 x double> %41, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %43 = fadd fast <2 x double> %42, <double -1.000000e-01, double 0xBFE17775853165F5>
  %44 = getelementptr inbounds i8, ptr %5, i64 72
  store <2 x double> %43, ptr %44, align 8, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %5, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %45, align 8, !tbaa !11
  %46 = mul i64 %36, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = lshr i64 %47, 10
  %49 = and i64 %48, 18014398509481982
  %50 = uitofp nneg i64 %49 to double
  %51 = fmul fast double %50, 0x3C5999999999999A
  %52 = fadd fast double %51, -5.000000e-02
  %53 = getelementptr inbounds i8, ptr %5, i64 96
  store double %52, ptr %53, align 16, !tbaa !13
  %54 = getelementptr inbounds i8, ptr %5, i64 104
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %54, align 8, !tbaa !9
  %55 = getelementptr inbounds i8, ptr %5, i64 120
  store double 0xBFD3A0247ACBF54E, ptr %55, align 8, !tbaa !14
  %56 = mul i64 %47, 6364136223846793005
  %57 = add i64 %56, 1442695040888963407
  %58 = mul i64 %57, 6364136223846793005
  %59 = add i64 %58, 1442695040888963407
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0
  %61 = insertelement <2 x i64> %60, i64 %59, i64 1
  %62 = lshr <2 x i64> %61, <i64 10, i64 10>
  %63 = and <2 x i64> %62, <i64 18014398509481982, i64 18014398509481982>
  %64 = uitofp nneg <2 x i64> %63 to <2 x double>
  %65 = fmul fast <2 x double> %64, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %66 = fadd fast <2 x double> %65, <double -1.000000e-01, double 0x3FB3E8C55531CC0B>
  %67 = getelementptr inbounds i8, ptr %5, i64 128
  store <2 x double> %66, ptr %67, align 16, !tbaa !9
  %68 = getelementptr inbounds i8, ptr %5, i64 144
  store double 0xBFDEF002C35EBE04, ptr %68, align 16, !tbaa !11
  %69 = mul i64 %59, 6364136223846793005
  %70 = add i64 %69, 1442695040888963407
  %71 = lshr i64 %70, 10
  %72 = and i64 %71, 18014398509481982
  %73 = uitofp nneg i64 %72 to double
  %74 = fmul fast double %73, 0x3C5999999999999A
  %75 = fadd fast double %74, -5.000000e-02
  %76 = getelementptr inbounds i8, ptr %5, i64 152
  store double %75, ptr %76, align 8, !tbaa !13
  %77 = getelementptr inbounds i8, ptr %5, i64 160
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %77, align 16, !tbaa !9
  %78 = getelementptr inbounds i8, ptr %5, i64 176
  store double 0xBFF341C72C5949C7, ptr %78, align 16, !tbaa !14
  %79 = mul i64 %70, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = mul i64 %80, 6364136223846793005
  %82 = add i64 %81, 1442695040888963407
  %83 = insertelement <2 x i64> poison, i64 %80, i64 0
  %84 = insertelement <2 x i64> %83, i64 %82, i64 1
  %85 = lshr <2 x i64> %84, <i64 10, i64 10>
  %86 = and <2 x i64> %85, <i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <2 x i64> %86 to <2 x double>
  %88 = fmul fast <2 x double> %87, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %89 = fadd fast <2 x double> %88, <double -1.000000e-01, double 0x3FDA6D12E9A4EF89>
  %90 = getelementptr inbounds i8, ptr %5, i64 184
  store <2 x double> %89, ptr %90, align 8, !tbaa !9
  %91 = getelementptr inbounds i8, ptr %5, i64 200
  store double 0x3FC830C98EE45C9C, ptr %91, align 8, !tbaa !11
  %92 = mul i64 %82, 6364136223846793005
  %93 = add i64 %92, 1442695040888963407
  %94 = lshr i64 %93, 10
  %95 = and i64 %94, 18014398509481982
  %96 = uitofp nneg i64 %95 to double
  %97 = fmul fast double %96, 0x3C5999999999999A
  %98 = fadd fast double %97, -5.000000e-02
  %99 = getelementptr inbounds i8, ptr %5, i64 208
  store double %98, ptr %99, align 16, !tbaa !13
  %100 = getelementptr inbounds i8, ptr %5, i64 216
  store double 1.250000e+00, ptr %100, align 8, !tbaa !15
  store i64 %93, ptr @rng_state, align 8, !tbaa !5
  br label %107

101:                                              ; preds = %129
  %102 = load i32, ptr @n_fail, align 4, !tbaa !16
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, i32 noundef %102)
  %104 = load i32, ptr @n_fail, align 4, !tbaa !16
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %5)
  ret i32 %106

107:                                              ; preds = %129, %0
  %108 = phi i64 [ 0, %0 ], [ %130, %129 ]
  %109 = getelementptr inbounds [3 x i32], ptr @main.nbs, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !16
  %111 = getelementptr inbounds [3 x i32], ptr @main.steps, i64 0, i64 %108
  %112 = load i32, ptr %111, align 4, !tbaa !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %6, ptr noundef nonnull align 16 dereferenceable(224) %5, i64 224, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %7, i8 0, i64 224, i1 false)
  %113 = load i32, ptr @enzyme_const, align 4, !tbaa !16
  %114 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %110, i32 noundef %112, i32 noundef %113, double noundef nofpclass(nan inf) 1.000000e-02) #12
  %115 = mul nsw i32 %110, 7
  %116 = sext i32 %115 to i64
  %117 = shl nsw i64 %116, 3
  %118 = call noalias ptr @malloc(i64 noundef %117) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %118, ptr nonnull align 16 %5, i64 %117, i1 false)
  %119 = sext i32 %110 to i64
  %120 = mul nsw i64 %119, 56
  %121 = call i32 @llvm.smax.i32(i32 %110, i32 1)
  %122 = zext nneg i32 %121 to i64
  %123 = trunc nuw nsw i64 %108 to i32
  %124 = trunc nuw nsw i64 %108 to i32
  br label %125

125:                                              ; preds = %107, %132
  %126 = phi i64 [ 0, %107 ], [ %133, %132 ]
  %127 = mul nuw nsw i64 %126, 7
  %128 = trunc nuw nsw i64 %126 to i32
  br label %135

129:                                              ; preds = %132
  call void @free(ptr noundef nonnull %118) #12
  %130 = add nuw nsw i64 %108, 1
  %131 = icmp eq i64 %130, 3
  br i1 %131, label %101, label %107, !llvm.loop !18

132:                                              ; preds = %176
  %133 = add nuw nsw i64 %126, 1
  %134 = icmp eq i64 %133, %122
  br i1 %134, label %129, label %125, !llvm.loop !20

135:                                              ; preds = %125, %176
  %136 = phi i64 [ 0, %125 ], [ %177, %176 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %137 = shl i64 %136, 2
  %138 = call ptr @llvm.load.relative.i64(ptr @main.field.rel, i64 %137)
  %139 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef %128, ptr noundef %138) #12
  %140 = add nuw nsw i64 %136, %127
  %141 = getelementptr inbounds double, ptr %7, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = getelementptr inbounds double, ptr %118, i64 %140
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = call fast double @llvm.fabs.f64(double %144)
  %146 = call fast double @llvm.maxnum.f64(double %145, double 1.000000e+00)
  %147 = fmul fast double %146, 0x3EB0C6F7A0B5ED8D
  %148 = fadd fast double %147, %144
  %149 = fsub fast double %144, %147
  store double %148, ptr %143, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr readonly align 8 %118, i64 %120, i1 false)
  %150 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %4, i32 noundef %110, i32 noundef %112, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #12
  store double %149, ptr %143, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr readonly align 8 %118, i64 %120, i1 false)
  %151 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %3, i32 noundef %110, i32 noundef %112, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #12
  store double %144, ptr %143, align 8, !tbaa !9
  %152 = fsub fast double %150, %151
  %153 = fmul fast double %146, 2.000000e-06
  %154 = fdiv fast double %152, %153
  %155 = call fast double @llvm.fabs.f64(double %154)
  %156 = call fast double @llvm.maxnum.f64(double %155, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %142, ptr %2, align 8, !tbaa !9
  %157 = load volatile double, ptr %2, align 8, !tbaa !9
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %159, label %172, label %160

160:                                              ; preds = %135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %154, ptr %1, align 8, !tbaa !9
  %161 = load volatile double, ptr %1, align 8, !tbaa !9
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fcmp ueq double %162, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %163, label %172, label %164

164:                                              ; preds = %160
  %165 = fsub fast double %142, %154
  %166 = call fast double @llvm.fabs.f64(double %165)
  %167 = fmul fast double %156, 0x3EB0C6F7A0B5ED8D
  %168 = fcmp fast ole double %166, %167
  %169 = freeze i1 %168
  br i1 %169, label %170, label %172

170:                                              ; preds = %164
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %123, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %154, ptr noundef nonnull @.str.10)
  br label %176

172:                                              ; preds = %164, %160, %135
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %8, i32 noundef %124, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %154, ptr noundef nonnull @.str.11)
  %174 = load i32, ptr @n_fail, align 4, !tbaa !16
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr @n_fail, align 4, !tbaa !16
  br label %176

176:                                              ; preds = %170, %172
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  %177 = add nuw nsw i64 %136, 1
  %178 = icmp eq i64 %177, 7
  br i1 %178, label %132, label %135, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @nbody(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, double noundef nofpclass(nan inf) %3) #5 {
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %60

9:                                                ; preds = %4
  %10 = zext nneg i32 %1 to i64
  br label %11

11:                                               ; preds = %57, %9
  %12 = phi i64 [ 0, %9 ], [ %58, %57 ]
  %13 = getelementptr inbounds double, ptr %7, i64 %12
  store double 0.000000e+00, ptr %13, align 8, !tbaa !9
  %14 = getelementptr inbounds double, ptr %6, i64 %12
  store double 0.000000e+00, ptr %14, align 8, !tbaa !9
  %15 = getelementptr inbounds double, ptr %5, i64 %12
  store double 0.000000e+00, ptr %15, align 8, !tbaa !9
  %16 = getelementptr inbounds %struct.Body, ptr %0, i64 %12
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  br label %18

18:                                               ; preds = %52, %11
  %19 = phi double [ 0.000000e+00, %11 ], [ %53, %52 ]
  %20 = phi i64 [ 0, %11 ], [ %55, %52 ]
  %21 = phi <2 x double> [ zeroinitializer, %11 ], [ %54, %52 ]
  %22 = icmp eq i64 %20, %12
  br i1 %22, label %52, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.Body, ptr %0, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !22
  %26 = load double, ptr %16, align 8, !tbaa !22
  %27 = fsub fast double %25, %26
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = fmul fast double %27, %27
  %30 = fadd fast double %29, 5.000000e-02
  %31 = getelementptr inbounds i8, ptr %24, i64 48
  %32 = load double, ptr %31, align 8, !tbaa !15
  %33 = load <2 x double>, ptr %28, align 8, !tbaa !9
  %34 = load <2 x double>, ptr %17, align 8, !tbaa !9
  %35 = fsub fast <2 x double> %33, %34
  %36 = fmul fast <2 x double> %35, %35
  %37 = extractelement <2 x double> %36, i64 0
  %38 = fadd fast double %30, %37
  %39 = extractelement <2 x double> %36, i64 1
  %40 = fadd fast double %38, %39
  %41 = tail call fast double @llvm.sqrt.f64(double %40)
  %42 = fmul fast double %41, %40
  %43 = fdiv fast double %32, %42
  %44 = fmul fast double %43, %27
  %45 = fadd fast double %44, %19
  store double %45, ptr %15, align 8, !tbaa !9
  %46 = insertelement <2 x double> poison, double %43, i64 0
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> zeroinitializer
  %48 = fmul fast <2 x double> %47, %35
  %49 = fadd fast <2 x double> %48, %21
  %50 = extractelement <2 x double> %49, i64 0
  store double %50, ptr %14, align 8, !tbaa !9
  %51 = extractelement <2 x double> %49, i64 1
  store double %51, ptr %13, align 8, !tbaa !9
  br label %52

52:                                               ; preds = %23, %18
  %53 = phi double [ %45, %23 ], [ %19, %18 ]
  %54 = phi <2 x double> [ %49, %23 ], [ %21, %18 ]
  %55 = add nuw nsw i64 %20, 1
  %56 = icmp eq i64 %55, %10
  br i1 %56, label %57, label %18, !llvm.loop !23

57:                                               ; preds = %52
  %58 = add nuw nsw i64 %12, 1
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %60, label %11, !llvm.loop !24

60:                                               ; preds = %57, %4
  %61 = icmp sgt i32 %2, 0
  br i1 %61, label %62, label %75

62:                                               ; preds = %60
  %63 = fmul fast double %3, 5.000000e-01
  %64 = zext i32 %1 to i64
  %65 = insertelement <2 x double> poison, double %63, i64 0
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer
  %67 = insertelement <2 x double> poison, double %3, i64 0
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer
  %69 = and i64 %64, 1
  %70 = icmp eq i32 %1, 1
  %71 = and i64 %64, 2147483646
  %72 = icmp eq i64 %69, 0
  br label %73

73:                                               ; preds = %62, %179
  %74 = phi i32 [ 0, %62 ], [ %180, %179 ]
  br i1 %8, label %131, label %179

75:                                               ; preds = %179, %60
  br i1 %8, label %76, label %223

76:                                               ; preds = %75
  %77 = zext nneg i32 %1 to i64
  %78 = zext nneg i32 %1 to i64
  br label %225

79:                                               ; preds = %131
  br i1 %8, label %80, label %179

80:                                               ; preds = %79, %126
  %81 = phi i64 [ %127, %126 ], [ 0, %79 ]
  %82 = getelementptr inbounds double, ptr %7, i64 %81
  store double 0.000000e+00, ptr %82, align 8, !tbaa !9
  %83 = getelementptr inbounds double, ptr %6, i64 %81
  store double 0.000000e+00, ptr %83, align 8, !tbaa !9
  %84 = getelementptr inbounds double, ptr %5, i64 %81
  store double 0.000000e+00, ptr %84, align 8, !tbaa !9
  %85 = getelementptr inbounds %struct.Body, ptr %0, i64 %81
  %86 = getelementptr inbounds i8, ptr %85, i64 8
  br label %87

87:                                               ; preds = %121, %80
  %88 = phi double [ 0.000000e+00, %80 ], [ %122, %121 ]
  %89 = phi i64 [ 0, %80 ], [ %124, %121 ]
  %90 = phi <2 x double> [ zeroinitializer, %80 ], [ %123, %121 ]
  %91 = icmp eq i64 %89, %81
  br i1 %91, label %121, label %92

92:                                               ; preds = %87
  %93 = getelementptr inbounds %struct.Body, ptr %0, i64 %89
  %94 = load double, ptr %93, align 8, !tbaa !22
  %95 = load double, ptr %85, align 8, !tbaa !22
  %96 = fsub fast double %94, %95
  %97 = getelementptr inbounds i8, ptr %93, i64 8
  %98 = fmul fast double %96, %96
  %99 = fadd fast double %98, 5.000000e-02
  %100 = getelementptr inbounds i8, ptr %93, i64 48
  %101 = load double, ptr %100, align 8, !tbaa !15
  %102 = load <2 x double>, ptr %97, align 8, !tbaa !9
  %103 = load <2 x double>, ptr %86, align 8, !tbaa !9
  %104 = fsub fast <2 x double> %102, %103
  %105 = fmul fast <2 x double> %104, %104
  %106 = extractelement <2 x double> %105, i64 0
  %107 = fadd fast double %99, %106
  %108 = extractelement <2 x double> %105, i64 1
  %109 = fadd fast double %107, %108
  %110 = tail call fast double @llvm.sqrt.f64(double %109)
  %111 = fmul fast double %110, %109
  %112 = fdiv fast double %101, %111
  %113 = fmul fast double %112, %96
  %114 = fadd fast double %113, %88
  store double %114, ptr %84, align 8, !tbaa !9
  %115 = insertelement <2 x double> poison, double %112, i64 0
  %116 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> zeroinitializer
  %117 = fmul fast <2 x double> %116, %104
  %118 = fadd fast <2 x double> %117, %90
  %119 = extractelement <2 x double> %118, i64 0
  store double %119, ptr %83, align 8, !tbaa !9
  %120 = extractelement <2 x double> %118, i64 1
  store double %120, ptr %82, align 8, !tbaa !9
  br label %121

121:                                              ; preds = %92, %87
  %122 = phi double [ %114, %92 ], [ %88, %87 ]
  %123 = phi <2 x double> [ %118, %92 ], [ %90, %87 ]
  %124 = add nuw nsw i64 %89, 1
  %125 = icmp eq i64 %124, %64
  br i1 %125, label %126, label %87, !llvm.loop !23

126:                                              ; preds = %121
  %127 = add nuw nsw i64 %81, 1
  %128 = icmp eq i64 %127, %64
  br i1 %128, label %129, label %80, !llvm.loop !24

129:                                              ; preds = %126
  br i1 %8, label %130, label %179

130:                                              ; preds = %129
  br i1 %70, label %159, label %182

131:                                              ; preds = %73, %131
  %132 = phi i64 [ %157, %131 ], [ 0, %73 ]
  %133 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = getelementptr inbounds %struct.Body, ptr %0, i64 %132
  %136 = getelementptr inbounds i8, ptr %135, i64 24
  %137 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %132
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %132
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fmul fast double %140, %63
  %142 = getelementptr inbounds i8, ptr %135, i64 40
  %143 = load double, ptr %142, align 8, !tbaa !13
  %144 = fadd fast double %143, %141
  store double %144, ptr %142, align 8, !tbaa !13
  %145 = insertelement <2 x double> poison, double %134, i64 0
  %146 = insertelement <2 x double> %145, double %138, i64 1
  %147 = fmul fast <2 x double> %146, %66
  %148 = load <2 x double>, ptr %136, align 8, !tbaa !9
  %149 = fadd fast <2 x double> %148, %147
  store <2 x double> %149, ptr %136, align 8, !tbaa !9
  %150 = fmul fast <2 x double> %149, %68
  %151 = load <2 x double>, ptr %135, align 8, !tbaa !9
  %152 = fadd fast <2 x double> %151, %150
  store <2 x double> %152, ptr %135, align 8, !tbaa !9
  %153 = fmul fast double %144, %3
  %154 = getelementptr inbounds i8, ptr %135, i64 16
  %155 = load double, ptr %154, align 8, !tbaa !25
  %156 = fadd fast double %155, %153
  store double %156, ptr %154, align 8, !tbaa !25
  %157 = add nuw nsw i64 %132, 1
  %158 = icmp eq i64 %157, %64
  br i1 %158, label %79, label %131, !llvm.loop !26

159:                                              ; preds = %182, %130
  %160 = phi i64 [ 0, %130 ], [ %220, %182 ]
  br i1 %72, label %179, label %161

161:                                              ; preds = %159
  %162 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %160
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = getelementptr inbounds %struct.Body, ptr %0, i64 %160
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %160
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = insertelement <2 x double> poison, double %163, i64 0
  %169 = insertelement <2 x double> %168, double %167, i64 1
  %170 = fmul fast <2 x double> %169, %66
  %171 = load <2 x double>, ptr %165, align 8, !tbaa !9
  %172 = fadd fast <2 x double> %171, %170
  store <2 x double> %172, ptr %165, align 8, !tbaa !9
  %173 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %160
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = fmul fast double %174, %63
  %176 = getelementptr inbounds i8, ptr %164, i64 40
  %177 = load double, ptr %176, align 8, !tbaa !13
  %178 = fadd fast double %177, %175
  store double %178, ptr %176, align 8, !tbaa !13
  br label %179

179:                                              ; preds = %161, %159, %73, %79, %129
  %180 = add nuw nsw i32 %74, 1
  %181 = icmp eq i32 %180, %2
  br i1 %181, label %75, label %73, !llvm.loop !27

182:                                              ; preds = %130, %182
  %183 = phi i64 [ %220, %182 ], [ 0, %130 ]
  %184 = phi i64 [ %221, %182 ], [ 0, %130 ]
  %185 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %183
  %186 = load double, ptr %185, align 16, !tbaa !9
  %187 = getelementptr inbounds %struct.Body, ptr %0, i64 %183
  %188 = getelementptr inbounds i8, ptr %187, i64 24
  %189 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %183
  %190 = load double, ptr %189, align 16, !tbaa !9
  %191 = insertelement <2 x double> poison, double %186, i64 0
  %192 = insertelement <2 x double> %191, double %190, i64 1
  %193 = fmul fast <2 x double> %192, %66
  %194 = load <2 x double>, ptr %188, align 8, !tbaa !9
  %195 = fadd fast <2 x double> %194, %193
  store <2 x double> %195, ptr %188, align 8, !tbaa !9
  %196 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %183
  %197 = load double, ptr %196, align 16, !tbaa !9
  %198 = fmul fast double %197, %63
  %199 = getelementptr inbounds i8, ptr %187, i64 40
  %200 = load double, ptr %199, align 8, !tbaa !13
  %201 = fadd fast double %200, %198
  store double %201, ptr %199, align 8, !tbaa !13
  %202 = or disjoint i64 %183, 1
  %203 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = getelementptr inbounds %struct.Body, ptr %0, i64 %202
  %206 = getelementptr inbounds i8, ptr %205, i64 24
  %207 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %202
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = insertelement <2 x double> poison, double %204, i64 0
  %210 = insertelement <2 x double> %209, double %208, i64 1
  %211 = fmul fast <2 x double> %210, %66
  %212 = load <2 x double>, ptr %206, align 8, !tbaa !9
  %213 = fadd fast <2 x double> %212, %211
  store <2 x double> %213, ptr %206, align 8, !tbaa !9
  %214 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %202
  %215 = load double, ptr %214, align 8, !tbaa !9
  %216 = fmul fast double %215, %63
  %217 = getelementptr inbounds i8, ptr %205, i64 40
  %218 = load double, ptr %217, align 8, !tbaa !13
  %219 = fadd fast double %218, %216
  store double %219, ptr %217, align 8, !tbaa !13
  %220 = add nuw nsw i64 %183, 2
  %221 = add i64 %184, 2
  %222 = icmp eq i64 %221, %71
  br i1 %222, label %159, label %182, !llvm.loop !28

223:                                              ; preds = %406, %75
  %224 = phi double [ 0.000000e+00, %75 ], [ %418, %406 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  ret double %224

225:                                              ; preds = %76, %406
  %226 = phi i64 [ 0, %76 ], [ %246, %406 ]
  %227 = phi i64 [ 1, %76 ], [ %419, %406 ]
  %228 = phi double [ 0.000000e+00, %76 ], [ %418, %406 ]
  %229 = xor i64 %226, -1
  %230 = add nsw i64 %229, %78
  %231 = getelementptr inbounds %struct.Body, ptr %0, i64 %226
  %232 = getelementptr inbounds i8, ptr %231, i64 24
  %233 = load <2 x double>, ptr %232, align 8, !tbaa !9
  %234 = fmul fast <2 x double> %233, %233
  %235 = shufflevector <2 x double> %234, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %236 = fadd fast <2 x double> %235, %234
  %237 = getelementptr inbounds i8, ptr %231, i64 40
  %238 = load <2 x double>, ptr %237, align 8, !tbaa !9
  %239 = insertelement <2 x double> %238, double 5.000000e-01, i64 1
  %240 = fmul fast <2 x double> %238, %239
  %241 = fadd fast <2 x double> %236, %240
  %242 = shufflevector <2 x double> %240, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %243 = fmul fast <2 x double> %242, %241
  %244 = extractelement <2 x double> %243, i64 0
  %245 = fadd fast double %244, %228
  %246 = add nuw nsw i64 %226, 1
  %247 = icmp ult i64 %246, %77
  %248 = load double, ptr %231, align 8, !tbaa !22
  %249 = getelementptr inbounds i8, ptr %231, i64 8
  %250 = load <2 x double>, ptr %249, align 8, !tbaa !9
  br i1 %247, label %251, label %406

251:                                              ; preds = %225
  %252 = icmp ult i64 %230, 8
  br i1 %252, label %253, label %257

253:                                              ; preds = %402, %251
  %254 = phi i64 [ %227, %251 ], [ %259, %402 ]
  %255 = phi double [ %245, %251 ], [ %404, %402 ]
  %256 = extractelement <2 x double> %238, i64 1
  br label %421

257:                                              ; preds = %251
  %258 = and i64 %230, -8
  %259 = add i64 %227, %258
  %260 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %245, i64 0
  %261 = insertelement <4 x double> poison, double %248, i64 0
  %262 = shufflevector <4 x double> %261, <4 x double> poison, <4 x i32> zeroinitializer
  %263 = shufflevector <2 x double> %250, <2 x double> poison, <4 x i32> zeroinitializer
  %264 = shufflevector <2 x double> %250, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %265 = shufflevector <2 x double> %238, <2 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  br label %266

266:                                              ; preds = %266, %257
  %267 = phi i64 [ 0, %257 ], [ %400, %266 ]
  %268 = phi <4 x double> [ %260, %257 ], [ %398, %266 ]
  %269 = phi <4 x double> [ zeroinitializer, %257 ], [ %399, %266 ]
  %270 = add i64 %227, %267
  %271 = getelementptr inbounds %struct.Body, ptr %0, i64 %270
  %272 = getelementptr %struct.Body, ptr %0, i64 %270
  %273 = getelementptr i8, ptr %272, i64 56
  %274 = getelementptr %struct.Body, ptr %0, i64 %270
  %275 = getelementptr i8, ptr %274, i64 112
  %276 = getelementptr %struct.Body, ptr %0, i64 %270
  %277 = getelementptr i8, ptr %276, i64 168
  %278 = getelementptr %struct.Body, ptr %0, i64 %270
  %279 = getelementptr i8, ptr %278, i64 224
  %280 = getelementptr %struct.Body, ptr %0, i64 %270
  %281 = getelementptr i8, ptr %280, i64 280
  %282 = getelementptr %struct.Body, ptr %0, i64 %270
  %283 = getelementptr i8, ptr %282, i64 336
  %284 = getelementptr %struct.Body, ptr %0, i64 %270
  %285 = getelementptr i8, ptr %284, i64 392
  %286 = load double, ptr %271, align 8, !tbaa !22
  %287 = load double, ptr %273, align 8, !tbaa !22
  %288 = load double, ptr %275, align 8, !tbaa !22
  %289 = load double, ptr %277, align 8, !tbaa !22
  %290 = insertelement <4 x double> poison, double %286, i64 0
  %291 = insertelement <4 x double> %290, double %287, i64 1
  %292 = insertelement <4 x double> %291, double %288, i64 2
  %293 = insertelement <4 x double> %292, double %289, i64 3
  %294 = load double, ptr %279, align 8, !tbaa !22
  %295 = load double, ptr %281, align 8, !tbaa !22
  %296 = load double, ptr %283, align 8, !tbaa !22
  %297 = load double, ptr %285, align 8, !tbaa !22
  %298 = insertelement <4 x double> poison, double %294, i64 0
  %299 = insertelement <4 x double> %298, double %295, i64 1
  %300 = insertelement <4 x double> %299, double %296, i64 2
  %301 = insertelement <4 x double> %300, double %297, i64 3
  %302 = fsub fast <4 x double> %293, %262
  %303 = fsub fast <4 x double> %301, %262
  %304 = getelementptr inbounds i8, ptr %271, i64 8
  %305 = getelementptr i8, ptr %272, i64 64
  %306 = getelementptr i8, ptr %274, i64 120
  %307 = getelementptr i8, ptr %276, i64 176
  %308 = getelementptr i8, ptr %278, i64 232
  %309 = getelementptr i8, ptr %280, i64 288
  %310 = getelementptr i8, ptr %282, i64 344
  %311 = getelementptr i8, ptr %284, i64 400
  %312 = load double, ptr %304, align 8, !tbaa !14
  %313 = load double, ptr %305, align 8, !tbaa !14
  %314 = load double, ptr %306, align 8, !tbaa !14
  %315 = load double, ptr %307, align 8, !tbaa !14
  %316 = insertelement <4 x double> poison, double %312, i64 0
  %317 = insertelement <4 x double> %316, double %313, i64 1
  %318 = insertelement <4 x double> %317, double %314, i64 2
  %319 = insertelement <4 x double> %318, double %315, i64 3
  %320 = load double, ptr %308, align 8, !tbaa !14
  %321 = load double, ptr %309, align 8, !tbaa !14
  %322 = load double, ptr %310, align 8, !tbaa !14
  %323 = load double, ptr %311, align 8, !tbaa !14
  %324 = insertelement <4 x double> poison, double %320, i64 0
  %325 = insertelement <4 x double> %324, double %321, i64 1
  %326 = insertelement <4 x double> %325, double %322, i64 2
  %327 = insertelement <4 x double> %326, double %323, i64 3
  %328 = fsub fast <4 x double> %319, %263
  %329 = fsub fast <4 x double> %327, %263
  %330 = getelementptr inbounds i8, ptr %271, i64 16
  %331 = getelementptr i8, ptr %272, i64 72
  %332 = getelementptr i8, ptr %274, i64 128
  %333 = getelementptr i8, ptr %276, i64 184
  %334 = getelementptr i8, ptr %278, i64 240
  %335 = getelementptr i8, ptr %280, i64 296
  %336 = getelementptr i8, ptr %282, i64 352
  %337 = getelementptr i8, ptr %284, i64 408
  %338 = load double, ptr %330, align 8, !tbaa !25
  %339 = load double, ptr %331, align 8, !tbaa !25
  %340 = load double, ptr %332, align 8, !tbaa !25
  %341 = load double, ptr %333, align 8, !tbaa !25
  %342 = insertelement <4 x double> poison, double %338, i64 0
  %343 = insertelement <4 x double> %342, double %339, i64 1
  %344 = insertelement <4 x double> %343, double %340, i64 2
  %345 = insertelement <4 x double> %344, double %341, i64 3
  %346 = load double, ptr %334, align 8, !tbaa !25
  %347 = load double, ptr %335, align 8, !tbaa !25
  %348 = load double, ptr %336, align 8, !tbaa !25
  %349 = load double, ptr %337, align 8, !tbaa !25
  %350 = insertelement <4 x double> poison, double %346, i64 0
  %351 = insertelement <4 x double> %350, double %347, i64 1
  %352 = insertelement <4 x double> %351, double %348, i64 2
  %353 = insertelement <4 x double> %352, double %349, i64 3
  %354 = fsub fast <4 x double> %345, %264
  %355 = fsub fast <4 x double> %353, %264
  %356 = getelementptr inbounds i8, ptr %271, i64 48
  %357 = getelementptr i8, ptr %272, i64 104
  %358 = getelementptr i8, ptr %274, i64 160
  %359 = getelementptr i8, ptr %276, i64 216
  %360 = getelementptr i8, ptr %278, i64 272
  %361 = getelementptr i8, ptr %280, i64 328
  %362 = getelementptr i8, ptr %282, i64 384
  %363 = getelementptr i8, ptr %284, i64 440
  %364 = load double, ptr %356, align 8, !tbaa !15
  %365 = load double, ptr %357, align 8, !tbaa !15
  %366 = load double, ptr %358, align 8, !tbaa !15
  %367 = load double, ptr %359, align 8, !tbaa !15
  %368 = insertelement <4 x double> poison, double %364, i64 0
  %369 = insertelement <4 x double> %368, double %365, i64 1
  %370 = insertelement <4 x double> %369, double %366, i64 2
  %371 = insertelement <4 x double> %370, double %367, i64 3
  %372 = load double, ptr %360, align 8, !tbaa !15
  %373 = load double, ptr %361, align 8, !tbaa !15
  %374 = load double, ptr %362, align 8, !tbaa !15
  %375 = load double, ptr %363, align 8, !tbaa !15
  %376 = insertelement <4 x double> poison, double %372, i64 0
  %377 = insertelement <4 x double> %376, double %373, i64 1
  %378 = insertelement <4 x double> %377, double %374, i64 2
  %379 = insertelement <4 x double> %378, double %375, i64 3
  %380 = fmul fast <4 x double> %371, %265
  %381 = fmul fast <4 x double> %379, %265
  %382 = fmul fast <4 x double> %302, %302
  %383 = fmul fast <4 x double> %303, %303
  %384 = fmul fast <4 x double> %328, %328
  %385 = fmul fast <4 x double> %329, %329
  %386 = fmul fast <4 x double> %354, %354
  %387 = fmul fast <4 x double> %355, %355
  %388 = fadd fast <4 x double> %382, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %389 = fadd fast <4 x double> %383, <double 5.000000e-02, double 5.000000e-02, double 5.000000e-02, double 5.000000e-02>
  %390 = fadd fast <4 x double> %388, %384
  %391 = fadd fast <4 x double> %389, %385
  %392 = fadd fast <4 x double> %390, %386
  %393 = fadd fast <4 x double> %391, %387
  %394 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %392)
  %395 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %393)
  %396 = fdiv fast <4 x double> %380, %394
  %397 = fdiv fast <4 x double> %381, %395
  %398 = fsub fast <4 x double> %268, %396
  %399 = fsub fast <4 x double> %269, %397
  %400 = add nuw i64 %267, 8
  %401 = icmp eq i64 %400, %258
  br i1 %401, label %402, label %266, !llvm.loop !29

402:                                              ; preds = %266
  %403 = fadd fast <4 x double> %399, %398
  %404 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %403)
  %405 = icmp eq i64 %230, %258
  br i1 %405, label %406, label %253

406:                                              ; preds = %421, %402, %225
  %407 = phi double [ %245, %225 ], [ %404, %402 ], [ %442, %421 ]
  %408 = fmul fast double %248, 3.000000e-01
  %409 = trunc nuw nsw i64 %246 to i32
  %410 = uitofp nneg i32 %409 to double
  %411 = fmul fast double %410, 1.000000e-01
  %412 = insertelement <2 x double> <double -2.000000e-01, double poison>, double %411, i64 1
  %413 = fmul fast <2 x double> %412, %250
  %414 = fadd fast double %408, %407
  %415 = extractelement <2 x double> %413, i64 0
  %416 = fadd fast double %414, %415
  %417 = extractelement <2 x double> %413, i64 1
  %418 = fadd fast double %416, %417
  %419 = add nuw nsw i64 %227, 1
  %420 = icmp eq i64 %246, %78
  br i1 %420, label %223, label %225, !llvm.loop !32

421:                                              ; preds = %253, %421
  %422 = phi i64 [ %443, %421 ], [ %254, %253 ]
  %423 = phi double [ %442, %421 ], [ %255, %253 ]
  %424 = getelementptr inbounds %struct.Body, ptr %0, i64 %422
  %425 = load double, ptr %424, align 8, !tbaa !22
  %426 = fsub fast double %425, %248
  %427 = getelementptr inbounds i8, ptr %424, i64 8
  %428 = getelementptr inbounds i8, ptr %424, i64 48
  %429 = load double, ptr %428, align 8, !tbaa !15
  %430 = fmul fast double %429, %256
  %431 = fmul fast double %426, %426
  %432 = load <2 x double>, ptr %427, align 8, !tbaa !9
  %433 = fsub fast <2 x double> %432, %250
  %434 = fmul fast <2 x double> %433, %433
  %435 = fadd fast double %431, 5.000000e-02
  %436 = extractelement <2 x double> %434, i64 0
  %437 = fadd fast double %435, %436
  %438 = extractelement <2 x double> %434, i64 1
  %439 = fadd fast double %437, %438
  %440 = tail call fast double @llvm.sqrt.f64(double %439)
  %441 = fdiv fast double %430, %440
  %442 = fsub fast double %423, %441
  %443 = add nuw nsw i64 %422, 1
  %444 = icmp eq i64 %443, %78
  br i1 %444, label %406, label %421, !llvm.loop !33
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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
!11 = !{!12, !10, i64 32}
!12 = !{!"Body", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48}
!13 = !{!12, !10, i64 40}
!14 = !{!12, !10, i64 8}
!15 = !{!12, !10, i64 48}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = !{!12, !10, i64 0}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
!25 = !{!12, !10, i64 16}
!26 = distinct !{!26, !19}
!27 = distinct !{!27, !19}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !19, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = distinct !{!32, !19}
!33 = distinct !{!33, !19, !31, !30}
