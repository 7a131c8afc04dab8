; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Body = type { double, double, double, double, double, double, double }

@main.field = internal unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str = private unnamed_addr constant [3 x i8] c"dx\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dy\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"dz\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dvx\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"dvy\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dvz\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"dm\00", align 1
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
  %1 = alloca [4 x %struct.Body], align 16
  %2 = alloca [4 x %struct.Body], align 16
  %3 = alloca [4 x %struct.Body], align 16
  %4 = alloca [4 x %struct.Body], align 16
  %5 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %4) #11
  %6 = load i64, ptr @rng_state, align 8, !tbaa !5
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = insertelement <2 x i64> poison, i64 %8, i64 0
  %12 = insertelement <2 x i64> %11, i64 %10, i64 1
  %13 = lshr <2 x i64> %12, <i64 10, i64 10>
  %14 = and <2 x i64> %13, <i64 18014398509481982, i64 18014398509481982>
  %15 = uitofp nneg <2 x i64> %14 to <2 x double>
  %16 = fmul fast <2 x double> %15, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %17 = fadd fast <2 x double> %16, <double -1.000000e-01, double -5.000000e-02>
  %18 = mul i64 %10, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = lshr i64 %19, 10
  %21 = and i64 %20, 18014398509481982
  %22 = uitofp nneg i64 %21 to double
  %23 = fmul fast double %22, 0x3C5999999999999A
  %24 = fadd fast double %23, -5.000000e-02
  %25 = mul i64 %19, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = mul i64 %26, 6364136223846793005
  %28 = add i64 %27, 1442695040888963407
  %29 = insertelement <2 x i64> poison, i64 %26, i64 0
  %30 = insertelement <2 x i64> %29, i64 %28, i64 1
  %31 = lshr <2 x i64> %30, <i64 10, i64 10>
  %32 = and <2 x i64> %31, <i64 18014398509481982, i64 18014398509481982>
  %33 = uitofp nneg <2 x i64> %32 to <2 x double>
  %34 = fmul fast <2 x double> %33, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %35 = fadd fast <2 x double> %34, <double -1.000000e-01, double 0xBFE17775853165F5>
  %36 = mul i64 %28, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = lshr i64 %37, 10
  %39 = and i64 %38, 18014398509481982
  %40 = uitofp nneg i64 %39 to double
  %41 = fmul fast double %40, 0x3C5999999999999A
  %42 = fadd fast double %41, -5.000000e-02
  %43 = mul i64 %37, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = mul i64 %44, 6364136223846793005
  %46 = add i64 %45, 1442695040888963407
  %47 = insertelement <2 x i64> poison, i64 %44, i64 0
  %48 = insertelement <2 x i64> %47, i64 %46, i64 1
  %49 = lshr <2 x i64> %48, <i64 10, i64 10>
  %50 = and <2 x i64> %49, <i64 18014398509481982, i64 18014398509481982>
  %51 = uitofp nneg <2 x i64> %50 to <2 x double>
  %52 = fmul fast <2 x double> %51, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %53 = fadd fast <2 x double> %52, <double -1.000000e-01, double 0x3FB3E8C55531CC0B>
  %54 = mul i64 %46, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = lshr i64 %55, 10
  %57 = and i64 %56, 18014398509481982
  %58 = uitofp nneg i64 %57 to double
  %59 = fmul fast double %58, 0x3C5999999999999A
  %60 = fadd fast double %59, -5.000000e-02
  %61 = mul i64 %55, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = mul i64 %62, 6364136223846793005
  %64 = add i64 %63, 1442695040888963407
  %65 = insertelement <2 x i64> poison, i64 %62, i64 0
  %66 = insertelement <2 x i64> %65, i64 %64, i64 1
  %67 = lshr <2 x i64> %66, <i64 10, i64 10>
  %68 = and <2 x i64> %67, <i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <2 x i64> %68 to <2 x double>
  %70 = fmul fast <2 x double> %69, <double 0x3C6999999999999A, double 0x3C5999999999999A>
  %71 = fadd fast <2 x double> %70, <double -1.000000e-01, double 0x3FDA6D12E9A4EF89>
  %72 = mul i64 %64, 6364136223846793005
  %73 = add i64 %72, 1442695040888963407
  %74 = lshr i64 %73, 10
  %75 = and i64 %74, 18014398509481982
  %76 = uitofp nneg i64 %75 to double
  %77 = fmul fast double %76, 0x3C5999999999999A
  %78 = fadd fast double %77, -5.000000e-02
  store i64 %73, ptr @rng_state, align 8, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %3, align 16
  %79 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> %17, ptr %79, align 16
  %80 = getelementptr inbounds i8, ptr %3, i64 32
  store double 5.000000e-01, ptr %80, align 16
  %81 = getelementptr inbounds i8, ptr %3, i64 40
  store double %24, ptr %81, align 8
  %82 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %82, align 16
  %83 = getelementptr inbounds i8, ptr %3, i64 64
  store double 0x3FF1740B8326FA64, ptr %83, align 16
  %84 = getelementptr inbounds i8, ptr %3, i64 72
  store <2 x double> %35, ptr %84, align 8
  %85 = getelementptr inbounds i8, ptr %3, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %85, align 8
  %86 = getelementptr inbounds i8, ptr %3, i64 96
  store double %42, ptr %86, align 16
  %87 = getelementptr inbounds i8, ptr %3, i64 104
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %3, i64 120
  store double 0xBFD3A0247ACBF54E, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %3, i64 128
  store <2 x double> %53, ptr %89, align 16
  %90 = getelementptr inbounds i8, ptr %3, i64 144
  store double 0xBFDEF002C35EBE04, ptr %90, align 16
  %91 = getelementptr inbounds i8, ptr %3, i64 152
  store double %60, ptr %91, align 8
  %92 = getelementptr inbounds i8, ptr %3, i64 160
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %92, align 16
  %93 = getelementptr inbounds i8, ptr %3, i64 176
  store double 0xBFF341C72C5949C7, ptr %93, align 16
  %94 = getelementptr inbounds i8, ptr %3, i64 184
  store <2 x double> %71, ptr %94, align 8
  %95 = getelementptr inbounds i8, ptr %3, i64 200
  store double 0x3FC830C98EE45C9C, ptr %95, align 8
  %96 = getelementptr inbounds i8, ptr %3, i64 208
  store double %78, ptr %96, align 16
  %97 = getelementptr inbounds i8, ptr %3, i64 216
  store double 1.250000e+00, ptr %97, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  %98 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %99 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 4, i32 noundef 10, i32 noundef %98, double noundef nofpclass(nan inf) 1.000000e-02) #11
  %100 = call noalias dereferenceable_or_null(224) ptr @malloc(i64 noundef 224) #12
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %100, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  store <2 x double> %17, ptr %101, align 8
  %102 = getelementptr inbounds i8, ptr %100, i64 32
  store double 5.000000e-01, ptr %102, align 8
  %103 = getelementptr inbounds i8, ptr %100, i64 40
  store double %24, ptr %103, align 8
  %104 = getelementptr inbounds i8, ptr %100, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %104, align 8
  %105 = getelementptr inbounds i8, ptr %100, i64 64
  store double 0x3FF1740B8326FA64, ptr %105, align 8
  %106 = getelementptr inbounds i8, ptr %100, i64 72
  store <2 x double> %35, ptr %106, align 8
  %107 = getelementptr inbounds i8, ptr %100, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %107, align 8
  %108 = getelementptr inbounds i8, ptr %100, i64 96
  store double %42, ptr %108, align 8
  %109 = getelementptr inbounds i8, ptr %100, i64 104
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %109, align 8
  %110 = getelementptr inbounds i8, ptr %100, i64 120
  store double 0xBFD3A0247ACBF54E, ptr %110, align 8
  %111 = getelementptr inbounds i8, ptr %100, i64 128
  store <2 x double> %53, ptr %111, align 8
  %112 = getelementptr inbounds i8, ptr %100, i64 144
  store double 0xBFDEF002C35EBE04, ptr %112, align 8
  %113 = getelementptr inbounds i8, ptr %100, i64 152
  store double %60, ptr %113, align 8
  %114 = getelementptr inbounds i8, ptr %100, i64 160
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %114, align 8
  %115 = getelementptr inbounds i8, ptr %100, i64 176
  store double 0xBFF341C72C5949C7, ptr %115, align 8
  %116 = getelementptr inbounds i8, ptr %100, i64 184
  store <2 x double> %71, ptr %116, align 8
  %117 = getelementptr inbounds i8, ptr %100, i64 200
  store double 0x3FC830C98EE45C9C, ptr %117, align 8
  %118 = getelementptr inbounds i8, ptr %100, i64 208
  store double %78, ptr %118, align 8
  %119 = getelementptr inbounds i8, ptr %100, i64 216
  store double 1.250000e+00, ptr %119, align 8
  br label %466

120:                                              ; preds = %463
  call void @free(ptr noundef nonnull %100) #11
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %3, align 16
  store <2 x double> %17, ptr %79, align 16
  store double 5.000000e-01, ptr %80, align 16
  store double %24, ptr %81, align 8
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %82, align 16
  store double 0x3FF1740B8326FA64, ptr %83, align 16
  store <2 x double> %35, ptr %84, align 8
  store double 0xBFB07DF9F4A26C86, ptr %85, align 8
  store double %42, ptr %86, align 16
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %87, align 8
  store double 0xBFD3A0247ACBF54E, ptr %88, align 8
  store <2 x double> %53, ptr %89, align 16
  store double 0xBFDEF002C35EBE04, ptr %90, align 16
  store double %60, ptr %91, align 8
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %92, align 16
  store double 0xBFF341C72C5949C7, ptr %93, align 16
  store <2 x double> %71, ptr %94, align 8
  store double 0x3FC830C98EE45C9C, ptr %95, align 8
  store double %78, ptr %96, align 16
  store double 1.250000e+00, ptr %97, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  %121 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %122 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 4, i32 noundef 1, i32 noundef %121, double noundef nofpclass(nan inf) 1.000000e-02) #11
  %123 = call noalias dereferenceable_or_null(224) ptr @malloc(i64 noundef 224) #12
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  store <2 x double> %17, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %123, i64 32
  store double 5.000000e-01, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %123, i64 40
  store double %24, ptr %126, align 8
  %127 = getelementptr inbounds i8, ptr %123, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %127, align 8
  %128 = getelementptr inbounds i8, ptr %123, i64 64
  store double 0x3FF1740B8326FA64, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %123, i64 72
  store <2 x double> %35, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %123, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %130, align 8
  %131 = getelementptr inbounds i8, ptr %123, i64 96
  store double %42, ptr %131, align 8
  %132 = getelementptr inbounds i8, ptr %123, i64 104
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %132, align 8
  %133 = getelementptr inbounds i8, ptr %123, i64 120
  store double 0xBFD3A0247ACBF54E, ptr %133, align 8
  %134 = getelementptr inbounds i8, ptr %123, i64 128
  store <2 x double> %53, ptr %134, align 8
  %135 = getelementptr inbounds i8, ptr %123, i64 144
  store double 0xBFDEF002C35EBE04, ptr %135, align 8
  %136 = getelementptr inbounds i8, ptr %123, i64 152
  store double %60, ptr %136, align 8
  %137 = getelementptr inbounds i8, ptr %123, i64 160
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %137, align 8
  %138 = getelementptr inbounds i8, ptr %123, i64 176
  store double 0xBFF341C72C5949C7, ptr %138, align 8
  %139 = getelementptr inbounds i8, ptr %123, i64 184
  store <2 x double> %71, ptr %139, align 8
  %140 = getelementptr inbounds i8, ptr %123, i64 200
  store double 0x3FC830C98EE45C9C, ptr %140, align 8
  %141 = getelementptr inbounds i8, ptr %123, i64 208
  store double %78, ptr %141, align 8
  %142 = getelementptr inbounds i8, ptr %123, i64 216
  store double 1.250000e+00, ptr %142, align 8
  br label %143

143:                                              ; preds = %173, %120
  %144 = phi i64 [ 0, %120 ], [ %174, %173 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %145 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %144
  %146 = load ptr, ptr %145, align 8, !tbaa !11
  %147 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 0, ptr noundef %146) #11
  %148 = getelementptr inbounds double, ptr %4, i64 %144
  %149 = load double, ptr %148, align 8, !tbaa !13
  %150 = getelementptr inbounds double, ptr %123, i64 %144
  %151 = load double, ptr %150, align 8, !tbaa !13
  %152 = call fast double @llvm.fabs.f64(double %151)
  %153 = call fast double @llvm.maxnum.f64(double %152, double 1.000000e+00)
  %154 = fmul fast double %153, 0x3EB0C6F7A0B5ED8D
  %155 = fadd fast double %154, %151
  %156 = fsub fast double %151, %154
  store double %155, ptr %150, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %157 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %156, ptr %150, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %158 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %151, ptr %150, align 8, !tbaa !13
  %159 = fsub fast double %157, %158
  %160 = fmul fast double %153, 2.000000e-06
  %161 = fdiv fast double %159, %160
  %162 = call fast double @llvm.fabs.f64(double %161)
  %163 = call fast double @llvm.maxnum.f64(double %162, double 1.000000e+00)
  %164 = fsub fast double %149, %161
  %165 = call fast double @llvm.fabs.f64(double %164)
  %166 = fmul fast double %163, 0x3EB0C6F7A0B5ED8D
  %167 = fcmp fast ole double %165, %166
  %168 = select i1 %167, ptr @.str.10, ptr @.str.11
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 1, double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) %161, ptr noundef nonnull %168)
  br i1 %167, label %173, label %170

170:                                              ; preds = %143
  %171 = load i32, ptr @n_fail, align 4, !tbaa !9
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @n_fail, align 4, !tbaa !9
  br label %173

173:                                              ; preds = %170, %143
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %174 = add nuw nsw i64 %144, 1
  %175 = icmp eq i64 %174, 7
  br i1 %175, label %176, label %143, !llvm.loop !15

176:                                              ; preds = %173, %207
  %177 = phi i64 [ %208, %207 ], [ 0, %173 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %178 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %177
  %179 = load ptr, ptr %178, align 8, !tbaa !11
  %180 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 1, ptr noundef %179) #11
  %181 = add nuw nsw i64 %177, 7
  %182 = getelementptr inbounds double, ptr %4, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !13
  %184 = getelementptr inbounds double, ptr %123, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !13
  %186 = call fast double @llvm.fabs.f64(double %185)
  %187 = call fast double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  %188 = fmul fast double %187, 0x3EB0C6F7A0B5ED8D
  %189 = fadd fast double %188, %185
  %190 = fsub fast double %185, %188
  store double %189, ptr %184, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %191 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %190, ptr %184, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %192 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %185, ptr %184, align 8, !tbaa !13
  %193 = fsub fast double %191, %192
  %194 = fmul fast double %187, 2.000000e-06
  %195 = fdiv fast double %193, %194
  %196 = call fast double @llvm.fabs.f64(double %195)
  %197 = call fast double @llvm.maxnum.f64(double %196, double 1.000000e+00)
  %198 = fsub fast double %183, %195
  %199 = call fast double @llvm.fabs.f64(double %198)
  %200 = fmul fast double %197, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp fast ole double %199, %200
  %202 = select i1 %201, ptr @.str.10, ptr @.str.11
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 1, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %195, ptr noundef nonnull %202)
  br i1 %201, label %207, label %204

204:                                              ; preds = %176
  %205 = load i32, ptr @n_fail, align 4, !tbaa !9
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @n_fail, align 4, !tbaa !9
  br label %207

207:                                              ; preds = %204, %176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %208 = add nuw nsw i64 %177, 1
  %209 = icmp eq i64 %208, 7
  br i1 %209, label %210, label %176, !llvm.loop !15

210:                                              ; preds = %207, %241
  %211 = phi i64 [ %242, %241 ], [ 0, %207 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %212 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %211
  %213 = load ptr, ptr %212, align 8, !tbaa !11
  %214 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 2, ptr noundef %213) #11
  %215 = add nuw nsw i64 %211, 14
  %216 = getelementptr inbounds double, ptr %4, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !13
  %218 = getelementptr inbounds double, ptr %123, i64 %215
  %219 = load double, ptr %218, align 8, !tbaa !13
  %220 = call fast double @llvm.fabs.f64(double %219)
  %221 = call fast double @llvm.maxnum.f64(double %220, double 1.000000e+00)
  %222 = fmul fast double %221, 0x3EB0C6F7A0B5ED8D
  %223 = fadd fast double %222, %219
  %224 = fsub fast double %219, %222
  store double %223, ptr %218, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %225 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %224, ptr %218, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %226 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %219, ptr %218, align 8, !tbaa !13
  %227 = fsub fast double %225, %226
  %228 = fmul fast double %221, 2.000000e-06
  %229 = fdiv fast double %227, %228
  %230 = call fast double @llvm.fabs.f64(double %229)
  %231 = call fast double @llvm.maxnum.f64(double %230, double 1.000000e+00)
  %232 = fsub fast double %217, %229
  %233 = call fast double @llvm.fabs.f64(double %232)
  %234 = fmul fast double %231, 0x3EB0C6F7A0B5ED8D
  %235 = fcmp fast ole double %233, %234
  %236 = select i1 %235, ptr @.str.10, ptr @.str.11
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 1, double noundef nofpclass(nan inf) %217, double noundef nofpclass(nan inf) %229, ptr noundef nonnull %236)
  br i1 %235, label %241, label %238

238:                                              ; preds = %210
  %239 = load i32, ptr @n_fail, align 4, !tbaa !9
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr @n_fail, align 4, !tbaa !9
  br label %241

241:                                              ; preds = %238, %210
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %242 = add nuw nsw i64 %211, 1
  %243 = icmp eq i64 %242, 7
  br i1 %243, label %244, label %210, !llvm.loop !15

244:                                              ; preds = %241, %275
  %245 = phi i64 [ %276, %275 ], [ 0, %241 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %246 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %245
  %247 = load ptr, ptr %246, align 8, !tbaa !11
  %248 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 3, ptr noundef %247) #11
  %249 = add nuw nsw i64 %245, 21
  %250 = getelementptr inbounds double, ptr %4, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !13
  %252 = getelementptr inbounds double, ptr %123, i64 %249
  %253 = load double, ptr %252, align 8, !tbaa !13
  %254 = call fast double @llvm.fabs.f64(double %253)
  %255 = call fast double @llvm.maxnum.f64(double %254, double 1.000000e+00)
  %256 = fmul fast double %255, 0x3EB0C6F7A0B5ED8D
  %257 = fadd fast double %256, %253
  %258 = fsub fast double %253, %256
  store double %257, ptr %252, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %259 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %258, ptr %252, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %123, i64 224, i1 false)
  %260 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 1, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %253, ptr %252, align 8, !tbaa !13
  %261 = fsub fast double %259, %260
  %262 = fmul fast double %255, 2.000000e-06
  %263 = fdiv fast double %261, %262
  %264 = call fast double @llvm.fabs.f64(double %263)
  %265 = call fast double @llvm.maxnum.f64(double %264, double 1.000000e+00)
  %266 = fsub fast double %251, %263
  %267 = call fast double @llvm.fabs.f64(double %266)
  %268 = fmul fast double %265, 0x3EB0C6F7A0B5ED8D
  %269 = fcmp fast ole double %267, %268
  %270 = select i1 %269, ptr @.str.10, ptr @.str.11
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 1, double noundef nofpclass(nan inf) %251, double noundef nofpclass(nan inf) %263, ptr noundef nonnull %270)
  br i1 %269, label %275, label %272

272:                                              ; preds = %244
  %273 = load i32, ptr @n_fail, align 4, !tbaa !9
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr @n_fail, align 4, !tbaa !9
  br label %275

275:                                              ; preds = %272, %244
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %276 = add nuw nsw i64 %245, 1
  %277 = icmp eq i64 %276, 7
  br i1 %277, label %278, label %244, !llvm.loop !15

278:                                              ; preds = %275
  call void @free(ptr noundef nonnull %123) #11
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %3, align 16
  store <2 x double> %17, ptr %79, align 16
  store double 5.000000e-01, ptr %80, align 16
  store double %24, ptr %81, align 8
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %82, align 16
  store double 0x3FF1740B8326FA64, ptr %83, align 16
  store <2 x double> %35, ptr %84, align 8
  store double 0xBFB07DF9F4A26C86, ptr %85, align 8
  store double %42, ptr %86, align 16
  store <2 x double> <double 7.500000e-01, double 0xBFF29001A86C0B9C>, ptr %87, align 8
  store double 0xBFD3A0247ACBF54E, ptr %88, align 8
  store <2 x double> %53, ptr %89, align 16
  store double 0xBFDEF002C35EBE04, ptr %90, align 16
  store double %60, ptr %91, align 8
  store <2 x double> <double 1.000000e+00, double 0x3FDF729FA028DECB>, ptr %92, align 16
  store double 0xBFF341C72C5949C7, ptr %93, align 16
  store <2 x double> %71, ptr %94, align 8
  store double 0x3FC830C98EE45C9C, ptr %95, align 8
  store double %78, ptr %96, align 16
  store double 1.250000e+00, ptr %97, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %4, i8 0, i64 224, i1 false)
  %279 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %280 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @nbody, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef 2, i32 noundef 0, i32 noundef %279, double noundef nofpclass(nan inf) 1.000000e-02) #11
  %281 = call noalias dereferenceable_or_null(112) ptr @malloc(i64 noundef 112) #12
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %281, align 8
  %282 = getelementptr inbounds i8, ptr %281, i64 16
  store <2 x double> %17, ptr %282, align 8
  %283 = getelementptr inbounds i8, ptr %281, i64 32
  store double 5.000000e-01, ptr %283, align 8
  %284 = getelementptr inbounds i8, ptr %281, i64 40
  store double %24, ptr %284, align 8
  %285 = getelementptr inbounds i8, ptr %281, i64 48
  store <2 x double> <double 5.000000e-01, double 0xBFC2242C8D1910FA>, ptr %285, align 8
  %286 = getelementptr inbounds i8, ptr %281, i64 64
  store double 0x3FF1740B8326FA64, ptr %286, align 8
  %287 = getelementptr inbounds i8, ptr %281, i64 72
  store <2 x double> %35, ptr %287, align 8
  %288 = getelementptr inbounds i8, ptr %281, i64 88
  store double 0xBFB07DF9F4A26C86, ptr %288, align 8
  %289 = getelementptr inbounds i8, ptr %281, i64 96
  store double %42, ptr %289, align 8
  %290 = getelementptr inbounds i8, ptr %281, i64 104
  store double 7.500000e-01, ptr %290, align 8
  br label %291

291:                                              ; preds = %321, %278
  %292 = phi i64 [ 0, %278 ], [ %322, %321 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %293 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %292
  %294 = load ptr, ptr %293, align 8, !tbaa !11
  %295 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 0, ptr noundef %294) #11
  %296 = getelementptr inbounds double, ptr %4, i64 %292
  %297 = load double, ptr %296, align 8, !tbaa !13
  %298 = getelementptr inbounds double, ptr %281, i64 %292
  %299 = load double, ptr %298, align 8, !tbaa !13
  %300 = call fast double @llvm.fabs.f64(double %299)
  %301 = call fast double @llvm.maxnum.f64(double %300, double 1.000000e+00)
  %302 = fmul fast double %301, 0x3EB0C6F7A0B5ED8D
  %303 = fadd fast double %302, %299
  %304 = fsub fast double %299, %302
  store double %303, ptr %298, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %2, ptr noundef nonnull readonly align 8 dereferenceable(112) %281, i64 112, i1 false)
  %305 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 2, i32 noundef 0, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %304, ptr %298, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %1, ptr noundef nonnull readonly align 8 dereferenceable(112) %281, i64 112, i1 false)
  %306 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 2, i32 noundef 0, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %299, ptr %298, align 8, !tbaa !13
  %307 = fsub fast double %305, %306
  %308 = fmul fast double %301, 2.000000e-06
  %309 = fdiv fast double %307, %308
  %310 = call fast double @llvm.fabs.f64(double %309)
  %311 = call fast double @llvm.maxnum.f64(double %310, double 1.000000e+00)
  %312 = fsub fast double %297, %309
  %313 = call fast double @llvm.fabs.f64(double %312)
  %314 = fmul fast double %311, 0x3EB0C6F7A0B5ED8D
  %315 = fcmp fast ole double %313, %314
  %316 = select i1 %315, ptr @.str.10, ptr @.str.11
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 2, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %309, ptr noundef nonnull %316)
  br i1 %315, label %321, label %318

318:                                              ; preds = %291
  %319 = load i32, ptr @n_fail, align 4, !tbaa !9
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @n_fail, align 4, !tbaa !9
  br label %321

321:                                              ; preds = %318, %291
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %322 = add nuw nsw i64 %292, 1
  %323 = icmp eq i64 %322, 7
  br i1 %323, label %324, label %291, !llvm.loop !15

324:                                              ; preds = %321, %355
  %325 = phi i64 [ %356, %355 ], [ 0, %321 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %326 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %325
  %327 = load ptr, ptr %326, align 8, !tbaa !11
  %328 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 1, ptr noundef %327) #11
  %329 = add nuw nsw i64 %325, 7
  %330 = getelementptr inbounds double, ptr %4, i64 %329
  %331 = load double, ptr %330, align 8, !tbaa !13
  %332 = getelementptr inbounds double, ptr %281, i64 %329
  %333 = load double, ptr %332, align 8, !tbaa !13
  %334 = call fast double @llvm.fabs.f64(double %333)
  %335 = call fast double @llvm.maxnum.f64(double %334, double 1.000000e+00)
  %336 = fmul fast double %335, 0x3EB0C6F7A0B5ED8D
  %337 = fadd fast double %336, %333
  %338 = fsub fast double %333, %336
  store double %337, ptr %332, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %2, ptr noundef nonnull readonly align 8 dereferenceable(112) %281, i64 112, i1 false)
  %339 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 2, i32 noundef 0, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %338, ptr %332, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %1, ptr noundef nonnull readonly align 8 dereferenceable(112) %281, i64 112, i1 false)
  %340 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 2, i32 noundef 0, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %333, ptr %332, align 8, !tbaa !13
  %341 = fsub fast double %339, %340
  %342 = fmul fast double %335, 2.000000e-06
  %343 = fdiv fast double %341, %342
  %344 = call fast double @llvm.fabs.f64(double %343)
  %345 = call fast double @llvm.maxnum.f64(double %344, double 1.000000e+00)
  %346 = fsub fast double %331, %343
  %347 = call fast double @llvm.fabs.f64(double %346)
  %348 = fmul fast double %345, 0x3EB0C6F7A0B5ED8D
  %349 = fcmp fast ole double %347, %348
  %350 = select i1 %349, ptr @.str.10, ptr @.str.11
  %351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 2, double noundef nofpclass(nan inf) %331, double noundef nofpclass(nan inf) %343, ptr noundef nonnull %350)
  br i1 %349, label %355, label %352

352:                                              ; preds = %324
  %353 = load i32, ptr @n_fail, align 4, !tbaa !9
  %354 = add nsw i32 %353, 1
  store i32 %354, ptr @n_fail, align 4, !tbaa !9
  br label %355

355:                                              ; preds = %352, %324
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %356 = add nuw nsw i64 %325, 1
  %357 = icmp eq i64 %356, 7
  br i1 %357, label %358, label %324, !llvm.loop !15

358:                                              ; preds = %355
  call void @free(ptr noundef nonnull %281) #11
  %359 = load i32, ptr @n_fail, align 4, !tbaa !9
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, i32 noundef %359)
  %361 = load i32, ptr @n_fail, align 4, !tbaa !9
  %362 = icmp ne i32 %361, 0
  %363 = zext i1 %362 to i32
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %3) #11
  ret i32 %363

364:                                              ; preds = %496, %395
  %365 = phi i64 [ %396, %395 ], [ 0, %496 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %366 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %365
  %367 = load ptr, ptr %366, align 8, !tbaa !11
  %368 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 1, ptr noundef %367) #11
  %369 = add nuw nsw i64 %365, 7
  %370 = getelementptr inbounds double, ptr %4, i64 %369
  %371 = load double, ptr %370, align 8, !tbaa !13
  %372 = getelementptr inbounds double, ptr %100, i64 %369
  %373 = load double, ptr %372, align 8, !tbaa !13
  %374 = call fast double @llvm.fabs.f64(double %373)
  %375 = call fast double @llvm.maxnum.f64(double %374, double 1.000000e+00)
  %376 = fmul fast double %375, 0x3EB0C6F7A0B5ED8D
  %377 = fadd fast double %376, %373
  %378 = fsub fast double %373, %376
  store double %377, ptr %372, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %379 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %378, ptr %372, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %380 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %373, ptr %372, align 8, !tbaa !13
  %381 = fsub fast double %379, %380
  %382 = fmul fast double %375, 2.000000e-06
  %383 = fdiv fast double %381, %382
  %384 = call fast double @llvm.fabs.f64(double %383)
  %385 = call fast double @llvm.maxnum.f64(double %384, double 1.000000e+00)
  %386 = fsub fast double %371, %383
  %387 = call fast double @llvm.fabs.f64(double %386)
  %388 = fmul fast double %385, 0x3EB0C6F7A0B5ED8D
  %389 = fcmp fast ole double %387, %388
  %390 = select i1 %389, ptr @.str.10, ptr @.str.11
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 0, double noundef nofpclass(nan inf) %371, double noundef nofpclass(nan inf) %383, ptr noundef nonnull %390)
  br i1 %389, label %395, label %392

392:                                              ; preds = %364
  %393 = load i32, ptr @n_fail, align 4, !tbaa !9
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr @n_fail, align 4, !tbaa !9
  br label %395

395:                                              ; preds = %392, %364
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %396 = add nuw nsw i64 %365, 1
  %397 = icmp eq i64 %396, 7
  br i1 %397, label %398, label %364, !llvm.loop !15

398:                                              ; preds = %395, %429
  %399 = phi i64 [ %430, %429 ], [ 0, %395 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %400 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %399
  %401 = load ptr, ptr %400, align 8, !tbaa !11
  %402 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 2, ptr noundef %401) #11
  %403 = add nuw nsw i64 %399, 14
  %404 = getelementptr inbounds double, ptr %4, i64 %403
  %405 = load double, ptr %404, align 8, !tbaa !13
  %406 = getelementptr inbounds double, ptr %100, i64 %403
  %407 = load double, ptr %406, align 8, !tbaa !13
  %408 = call fast double @llvm.fabs.f64(double %407)
  %409 = call fast double @llvm.maxnum.f64(double %408, double 1.000000e+00)
  %410 = fmul fast double %409, 0x3EB0C6F7A0B5ED8D
  %411 = fadd fast double %410, %407
  %412 = fsub fast double %407, %410
  store double %411, ptr %406, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %413 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %412, ptr %406, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %414 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %407, ptr %406, align 8, !tbaa !13
  %415 = fsub fast double %413, %414
  %416 = fmul fast double %409, 2.000000e-06
  %417 = fdiv fast double %415, %416
  %418 = call fast double @llvm.fabs.f64(double %417)
  %419 = call fast double @llvm.maxnum.f64(double %418, double 1.000000e+00)
  %420 = fsub fast double %405, %417
  %421 = call fast double @llvm.fabs.f64(double %420)
  %422 = fmul fast double %419, 0x3EB0C6F7A0B5ED8D
  %423 = fcmp fast ole double %421, %422
  %424 = select i1 %423, ptr @.str.10, ptr @.str.11
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 0, double noundef nofpclass(nan inf) %405, double noundef nofpclass(nan inf) %417, ptr noundef nonnull %424)
  br i1 %423, label %429, label %426

426:                                              ; preds = %398
  %427 = load i32, ptr @n_fail, align 4, !tbaa !9
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr @n_fail, align 4, !tbaa !9
  br label %429

429:                                              ; preds = %426, %398
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %430 = add nuw nsw i64 %399, 1
  %431 = icmp eq i64 %430, 7
  br i1 %431, label %432, label %398, !llvm.loop !15

432:                                              ; preds = %429, %463
  %433 = phi i64 [ %464, %463 ], [ 0, %429 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %434 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %433
  %435 = load ptr, ptr %434, align 8, !tbaa !11
  %436 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 3, ptr noundef %435) #11
  %437 = add nuw nsw i64 %433, 21
  %438 = getelementptr inbounds double, ptr %4, i64 %437
  %439 = load double, ptr %438, align 8, !tbaa !13
  %440 = getelementptr inbounds double, ptr %100, i64 %437
  %441 = load double, ptr %440, align 8, !tbaa !13
  %442 = call fast double @llvm.fabs.f64(double %441)
  %443 = call fast double @llvm.maxnum.f64(double %442, double 1.000000e+00)
  %444 = fmul fast double %443, 0x3EB0C6F7A0B5ED8D
  %445 = fadd fast double %444, %441
  %446 = fsub fast double %441, %444
  store double %445, ptr %440, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %447 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %446, ptr %440, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %448 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %441, ptr %440, align 8, !tbaa !13
  %449 = fsub fast double %447, %448
  %450 = fmul fast double %443, 2.000000e-06
  %451 = fdiv fast double %449, %450
  %452 = call fast double @llvm.fabs.f64(double %451)
  %453 = call fast double @llvm.maxnum.f64(double %452, double 1.000000e+00)
  %454 = fsub fast double %439, %451
  %455 = call fast double @llvm.fabs.f64(double %454)
  %456 = fmul fast double %453, 0x3EB0C6F7A0B5ED8D
  %457 = fcmp fast ole double %455, %456
  %458 = select i1 %457, ptr @.str.10, ptr @.str.11
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 0, double noundef nofpclass(nan inf) %439, double noundef nofpclass(nan inf) %451, ptr noundef nonnull %458)
  br i1 %457, label %463, label %460

460:                                              ; preds = %432
  %461 = load i32, ptr @n_fail, align 4, !tbaa !9
  %462 = add nsw i32 %461, 1
  store i32 %462, ptr @n_fail, align 4, !tbaa !9
  br label %463

463:                                              ; preds = %460, %432
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %464 = add nuw nsw i64 %433, 1
  %465 = icmp eq i64 %464, 7
  br i1 %465, label %120, label %432, !llvm.loop !15

466:                                              ; preds = %0, %496
  %467 = phi i64 [ 0, %0 ], [ %497, %496 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %468 = getelementptr inbounds [7 x ptr], ptr @main.field, i64 0, i64 %467
  %469 = load ptr, ptr %468, align 8, !tbaa !11
  %470 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.7, i32 noundef 0, ptr noundef %469) #11
  %471 = getelementptr inbounds double, ptr %4, i64 %467
  %472 = load double, ptr %471, align 8, !tbaa !13
  %473 = getelementptr inbounds double, ptr %100, i64 %467
  %474 = load double, ptr %473, align 8, !tbaa !13
  %475 = call fast double @llvm.fabs.f64(double %474)
  %476 = call fast double @llvm.maxnum.f64(double %475, double 1.000000e+00)
  %477 = fmul fast double %476, 0x3EB0C6F7A0B5ED8D
  %478 = fadd fast double %477, %474
  %479 = fsub fast double %474, %477
  store double %478, ptr %473, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %2, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %480 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %2, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %2) #11
  store double %479, ptr %473, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 224, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(224) %1, ptr noundef nonnull readonly align 8 dereferenceable(224) %100, i64 224, i1 false)
  %481 = call fast nofpclass(nan inf) double @nbody(ptr noundef nonnull %1, i32 noundef 4, i32 noundef 10, double noundef nofpclass(nan inf) 1.000000e-02)
  call void @llvm.lifetime.end.p0(i64 224, ptr nonnull %1) #11
  store double %474, ptr %473, align 8, !tbaa !13
  %482 = fsub fast double %480, %481
  %483 = fmul fast double %476, 2.000000e-06
  %484 = fdiv fast double %482, %483
  %485 = call fast double @llvm.fabs.f64(double %484)
  %486 = call fast double @llvm.maxnum.f64(double %485, double 1.000000e+00)
  %487 = fsub fast double %472, %484
  %488 = call fast double @llvm.fabs.f64(double %487)
  %489 = fmul fast double %486, 0x3EB0C6F7A0B5ED8D
  %490 = fcmp fast ole double %488, %489
  %491 = select i1 %490, ptr @.str.10, ptr @.str.11
  %492 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %5, i32 noundef 0, double noundef nofpclass(nan inf) %472, double noundef nofpclass(nan inf) %484, ptr noundef nonnull %491)
  br i1 %490, label %496, label %493

493:                                              ; preds = %466
  %494 = load i32, ptr @n_fail, align 4, !tbaa !9
  %495 = add nsw i32 %494, 1
  store i32 %495, ptr @n_fail, align 4, !tbaa !9
  br label %496

496:                                              ; preds = %466, %493
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %497 = add nuw nsw i64 %467, 1
  %498 = icmp eq i64 %497, 7
  br i1 %498, label %364, label %466, !llvm.loop !15
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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %60

9:                                                ; preds = %4
  %10 = zext nneg i32 %1 to i64
  br label %11

11:                                               ; preds = %57, %9
  %12 = phi i64 [ 0, %9 ], [ %58, %57 ]
  %13 = getelementptr inbounds double, ptr %7, i64 %12
  store double 0.000000e+00, ptr %13, align 8, !tbaa !13
  %14 = getelementptr inbounds double, ptr %6, i64 %12
  store double 0.000000e+00, ptr %14, align 8, !tbaa !13
  %15 = getelementptr inbounds double, ptr %5, i64 %12
  store double 0.000000e+00, ptr %15, align 8, !tbaa !13
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
  %25 = load double, ptr %24, align 8, !tbaa !17
  %26 = load double, ptr %16, align 8, !tbaa !17
  %27 = fsub fast double %25, %26
  %28 = getelementptr inbounds i8, ptr %24, i64 8
  %29 = fmul fast double %27, %27
  %30 = fadd fast double %29, 5.000000e-02
  %31 = getelementptr inbounds i8, ptr %24, i64 48
  %32 = load double, ptr %31, align 8, !tbaa !19
  %33 = load <2 x double>, ptr %28, align 8, !tbaa !13
  %34 = load <2 x double>, ptr %17, align 8, !tbaa !13
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
  store double %45, ptr %15, align 8, !tbaa !13
  %46 = insertelement <2 x double> poison, double %43, i64 0
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> zeroinitializer
  %48 = fmul fast <2 x double> %47, %35
  %49 = fadd fast <2 x double> %48, %21
  %50 = extractelement <2 x double> %49, i64 0
  store double %50, ptr %14, align 8, !tbaa !13
  %51 = extractelement <2 x double> %49, i64 1
  store double %51, ptr %13, align 8, !tbaa !13
  br label %52

52:                                               ; preds = %23, %18
  %53 = phi double [ %45, %23 ], [ %19, %18 ]
  %54 = phi <2 x double> [ %49, %23 ], [ %21, %18 ]
  %55 = add nuw nsw i64 %20, 1
  %56 = icmp eq i64 %55, %10
  br i1 %56, label %57, label %18, !llvm.loop !20

57:                                               ; preds = %52
  %58 = add nuw nsw i64 %12, 1
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %60, label %11, !llvm.loop !21

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
  store double 0.000000e+00, ptr %82, align 8, !tbaa !13
  %83 = getelementptr inbounds double, ptr %6, i64 %81
  store double 0.000000e+00, ptr %83, align 8, !tbaa !13
  %84 = getelementptr inbounds double, ptr %5, i64 %81
  store double 0.000000e+00, ptr %84, align 8, !tbaa !13
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
  %94 = load double, ptr %93, align 8, !tbaa !17
  %95 = load double, ptr %85, align 8, !tbaa !17
  %96 = fsub fast double %94, %95
  %97 = getelementptr inbounds i8, ptr %93, i64 8
  %98 = fmul fast double %96, %96
  %99 = fadd fast double %98, 5.000000e-02
  %100 = getelementptr inbounds i8, ptr %93, i64 48
  %101 = load double, ptr %100, align 8, !tbaa !19
  %102 = load <2 x double>, ptr %97, align 8, !tbaa !13
  %103 = load <2 x double>, ptr %86, align 8, !tbaa !13
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
  store double %114, ptr %84, align 8, !tbaa !13
  %115 = insertelement <2 x double> poison, double %112, i64 0
  %116 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> zeroinitializer
  %117 = fmul fast <2 x double> %116, %104
  %118 = fadd fast <2 x double> %117, %90
  %119 = extractelement <2 x double> %118, i64 0
  store double %119, ptr %83, align 8, !tbaa !13
  %120 = extractelement <2 x double> %118, i64 1
  store double %120, ptr %82, align 8, !tbaa !13
  br label %121

121:                                              ; preds = %92, %87
  %122 = phi double [ %114, %92 ], [ %88, %87 ]
  %123 = phi <2 x double> [ %118, %92 ], [ %90, %87 ]
  %124 = add nuw nsw i64 %89, 1
  %125 = icmp eq i64 %124, %64
  br i1 %125, label %126, label %87, !llvm.loop !20

126:                                              ; preds = %121
  %127 = add nuw nsw i64 %81, 1
  %128 = icmp eq i64 %127, %64
  br i1 %128, label %129, label %80, !llvm.loop !21

129:                                              ; preds = %126
  br i1 %8, label %130, label %179

130:                                              ; preds = %129
  br i1 %70, label %159, label %182

131:                                              ; preds = %73, %131
  %132 = phi i64 [ %157, %131 ], [ 0, %73 ]
  %133 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !13
  %135 = getelementptr inbounds %struct.Body, ptr %0, i64 %132
  %136 = getelementptr inbounds i8, ptr %135, i64 24
  %137 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %132
  %138 = load double, ptr %137, align 8, !tbaa !13
  %139 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %132
  %140 = load double, ptr %139, align 8, !tbaa !13
  %141 = fmul fast double %140, %63
  %142 = getelementptr inbounds i8, ptr %135, i64 40
  %143 = load double, ptr %142, align 8, !tbaa !22
  %144 = fadd fast double %143, %141
  store double %144, ptr %142, align 8, !tbaa !22
  %145 = insertelement <2 x double> poison, double %134, i64 0
  %146 = insertelement <2 x double> %145, double %138, i64 1
  %147 = fmul fast <2 x double> %146, %66
  %148 = load <2 x double>, ptr %136, align 8, !tbaa !13
  %149 = fadd fast <2 x double> %148, %147
  store <2 x double> %149, ptr %136, align 8, !tbaa !13
  %150 = fmul fast <2 x double> %149, %68
  %151 = load <2 x double>, ptr %135, align 8, !tbaa !13
  %152 = fadd fast <2 x double> %151, %150
  store <2 x double> %152, ptr %135, align 8, !tbaa !13
  %153 = fmul fast double %144, %3
  %154 = getelementptr inbounds i8, ptr %135, i64 16
  %155 = load double, ptr %154, align 8, !tbaa !23
  %156 = fadd fast double %155, %153
  store double %156, ptr %154, align 8, !tbaa !23
  %157 = add nuw nsw i64 %132, 1
  %158 = icmp eq i64 %157, %64
  br i1 %158, label %79, label %131, !llvm.loop !24

159:                                              ; preds = %182, %130
  %160 = phi i64 [ 0, %130 ], [ %220, %182 ]
  br i1 %72, label %179, label %161

161:                                              ; preds = %159
  %162 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %160
  %163 = load double, ptr %162, align 8, !tbaa !13
  %164 = getelementptr inbounds %struct.Body, ptr %0, i64 %160
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %160
  %167 = load double, ptr %166, align 8, !tbaa !13
  %168 = insertelement <2 x double> poison, double %163, i64 0
  %169 = insertelement <2 x double> %168, double %167, i64 1
  %170 = fmul fast <2 x double> %169, %66
  %171 = load <2 x double>, ptr %165, align 8, !tbaa !13
  %172 = fadd fast <2 x double> %171, %170
  store <2 x double> %172, ptr %165, align 8, !tbaa !13
  %173 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %160
  %174 = load double, ptr %173, align 8, !tbaa !13
  %175 = fmul fast double %174, %63
  %176 = getelementptr inbounds i8, ptr %164, i64 40
  %177 = load double, ptr %176, align 8, !tbaa !22
  %178 = fadd fast double %177, %175
  store double %178, ptr %176, align 8, !tbaa !22
  br label %179

179:                                              ; preds = %161, %159, %73, %79, %129
  %180 = add nuw nsw i32 %74, 1
  %181 = icmp eq i32 %180, %2
  br i1 %181, label %75, label %73, !llvm.loop !25

182:                                              ; preds = %130, %182
  %183 = phi i64 [ %220, %182 ], [ 0, %130 ]
  %184 = phi i64 [ %221, %182 ], [ 0, %130 ]
  %185 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %183
  %186 = load double, ptr %185, align 16, !tbaa !13
  %187 = getelementptr inbounds %struct.Body, ptr %0, i64 %183
  %188 = getelementptr inbounds i8, ptr %187, i64 24
  %189 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %183
  %190 = load double, ptr %189, align 16, !tbaa !13
  %191 = insertelement <2 x double> poison, double %186, i64 0
  %192 = insertelement <2 x double> %191, double %190, i64 1
  %193 = fmul fast <2 x double> %192, %66
  %194 = load <2 x double>, ptr %188, align 8, !tbaa !13
  %195 = fadd fast <2 x double> %194, %193
  store <2 x double> %195, ptr %188, align 8, !tbaa !13
  %196 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %183
  %197 = load double, ptr %196, align 16, !tbaa !13
  %198 = fmul fast double %197, %63
  %199 = getelementptr inbounds i8, ptr %187, i64 40
  %200 = load double, ptr %199, align 8, !tbaa !22
  %201 = fadd fast double %200, %198
  store double %201, ptr %199, align 8, !tbaa !22
  %202 = or disjoint i64 %183, 1
  %203 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !13
  %205 = getelementptr inbounds %struct.Body, ptr %0, i64 %202
  %206 = getelementptr inbounds i8, ptr %205, i64 24
  %207 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %202
  %208 = load double, ptr %207, align 8, !tbaa !13
  %209 = insertelement <2 x double> poison, double %204, i64 0
  %210 = insertelement <2 x double> %209, double %208, i64 1
  %211 = fmul fast <2 x double> %210, %66
  %212 = load <2 x double>, ptr %206, align 8, !tbaa !13
  %213 = fadd fast <2 x double> %212, %211
  store <2 x double> %213, ptr %206, align 8, !tbaa !13
  %214 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %202
  %215 = load double, ptr %214, align 8, !tbaa !13
  %216 = fmul fast double %215, %63
  %217 = getelementptr inbounds i8, ptr %205, i64 40
  %218 = load double, ptr %217, align 8, !tbaa !22
  %219 = fadd fast double %218, %216
  store double %219, ptr %217, align 8, !tbaa !22
  %220 = add nuw nsw i64 %183, 2
  %221 = add i64 %184, 2
  %222 = icmp eq i64 %221, %71
  br i1 %222, label %159, label %182, !llvm.loop !26

223:                                              ; preds = %406, %75
  %224 = phi double [ 0.000000e+00, %75 ], [ %418, %406 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  ret double %224

225:                                              ; preds = %76, %406
  %226 = phi i64 [ 0, %76 ], [ %246, %406 ]
  %227 = phi i64 [ 1, %76 ], [ %419, %406 ]
  %228 = phi double [ 0.000000e+00, %76 ], [ %418, %406 ]
  %229 = xor i64 %226, -1
  %230 = add nsw i64 %229, %78
  %231 = getelementptr inbounds %struct.Body, ptr %0, i64 %226
  %232 = getelementptr inbounds i8, ptr %231, i64 24
  %233 = load <2 x double>, ptr %232, align 8, !tbaa !13
  %234 = fmul fast <2 x double> %233, %233
  %235 = shufflevector <2 x double> %234, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %236 = fadd fast <2 x double> %235, %234
  %237 = getelementptr inbounds i8, ptr %231, i64 40
  %238 = load <2 x double>, ptr %237, align 8, !tbaa !13
  %239 = insertelement <2 x double> %238, double 5.000000e-01, i64 1
  %240 = fmul fast <2 x double> %238, %239
  %241 = fadd fast <2 x double> %236, %240
  %242 = shufflevector <2 x double> %240, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %243 = fmul fast <2 x double> %242, %241
  %244 = extractelement <2 x double> %243, i64 0
  %245 = fadd fast double %244, %228
  %246 = add nuw nsw i64 %226, 1
  %247 = icmp ult i64 %246, %77
  %248 = load double, ptr %231, align 8, !tbaa !17
  %249 = getelementptr inbounds i8, ptr %231, i64 8
  %250 = load <2 x double>, ptr %249, align 8, !tbaa !13
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
  %286 = load double, ptr %271, align 8, !tbaa !17
  %287 = load double, ptr %273, align 8, !tbaa !17
  %288 = load double, ptr %275, align 8, !tbaa !17
  %289 = load double, ptr %277, align 8, !tbaa !17
  %290 = insertelement <4 x double> poison, double %286, i64 0
  %291 = insertelement <4 x double> %290, double %287, i64 1
  %292 = insertelement <4 x double> %291, double %288, i64 2
  %293 = insertelement <4 x double> %292, double %289, i64 3
  %294 = load double, ptr %279, align 8, !tbaa !17
  %295 = load double, ptr %281, align 8, !tbaa !17
  %296 = load double, ptr %283, align 8, !tbaa !17
  %297 = load double, ptr %285, align 8, !tbaa !17
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
  %312 = load double, ptr %304, align 8, !tbaa !27
  %313 = load double, ptr %305, align 8, !tbaa !27
  %314 = load double, ptr %306, align 8, !tbaa !27
  %315 = load double, ptr %307, align 8, !tbaa !27
  %316 = insertelement <4 x double> poison, double %312, i64 0
  %317 = insertelement <4 x double> %316, double %313, i64 1
  %318 = insertelement <4 x double> %317, double %314, i64 2
  %319 = insertelement <4 x double> %318, double %315, i64 3
  %320 = load double, ptr %308, align 8, !tbaa !27
  %321 = load double, ptr %309, align 8, !tbaa !27
  %322 = load double, ptr %310, align 8, !tbaa !27
  %323 = load double, ptr %311, align 8, !tbaa !27
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
  %338 = load double, ptr %330, align 8, !tbaa !23
  %339 = load double, ptr %331, align 8, !tbaa !23
  %340 = load double, ptr %332, align 8, !tbaa !23
  %341 = load double, ptr %333, align 8, !tbaa !23
  %342 = insertelement <4 x double> poison, double %338, i64 0
  %343 = insertelement <4 x double> %342, double %339, i64 1
  %344 = insertelement <4 x double> %343, double %340, i64 2
  %345 = insertelement <4 x double> %344, double %341, i64 3
  %346 = load double, ptr %334, align 8, !tbaa !23
  %347 = load double, ptr %335, align 8, !tbaa !23
  %348 = load double, ptr %336, align 8, !tbaa !23
  %349 = load double, ptr %337, align 8, !tbaa !23
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
  %364 = load double, ptr %356, align 8, !tbaa !19
  %365 = load double, ptr %357, align 8, !tbaa !19
  %366 = load double, ptr %358, align 8, !tbaa !19
  %367 = load double, ptr %359, align 8, !tbaa !19
  %368 = insertelement <4 x double> poison, double %364, i64 0
  %369 = insertelement <4 x double> %368, double %365, i64 1
  %370 = insertelement <4 x double> %369, double %366, i64 2
  %371 = insertelement <4 x double> %370, double %367, i64 3
  %372 = load double, ptr %360, align 8, !tbaa !19
  %373 = load double, ptr %361, align 8, !tbaa !19
  %374 = load double, ptr %362, align 8, !tbaa !19
  %375 = load double, ptr %363, align 8, !tbaa !19
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
  br i1 %401, label %402, label %266, !llvm.loop !28

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
  br i1 %420, label %223, label %225, !llvm.loop !31

421:                                              ; preds = %253, %421
  %422 = phi i64 [ %443, %421 ], [ %254, %253 ]
  %423 = phi double [ %442, %421 ], [ %255, %253 ]
  %424 = getelementptr inbounds %struct.Body, ptr %0, i64 %422
  %425 = load double, ptr %424, align 8, !tbaa !17
  %426 = fsub fast double %425, %248
  %427 = getelementptr inbounds i8, ptr %424, i64 8
  %428 = getelementptr inbounds i8, ptr %424, i64 48
  %429 = load double, ptr %428, align 8, !tbaa !19
  %430 = fmul fast double %429, %256
  %431 = fmul fast double %426, %426
  %432 = load <2 x double>, ptr %427, align 8, !tbaa !13
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
  br i1 %444, label %406, label %421, !llvm.loop !32
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
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

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
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !14, i64 0}
!18 = !{!"Body", !14, i64 0, !14, i64 8, !14, i64 16, !14, i64 24, !14, i64 32, !14, i64 40, !14, i64 48}
!19 = !{!18, !14, i64 48}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = !{!18, !14, i64 40}
!23 = !{!18, !14, i64 16}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = !{!18, !14, i64 8}
!28 = distinct !{!28, !16, !29, !30}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !16}
!32 = distinct !{!32, !16, !30, !29}
