; ModuleID = 'getset.c'
source_filename = "getset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Ctx = type { i32, i32 }

@main.ns = internal unnamed_addr constant [3 x i32] [i32 8, i32 3, i32 1], align 4
@.str = private unnamed_addr constant [9 x i8] c"setget.d\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [11 x i8] c"setget.fwd\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"setget.fwd_rev\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"arr.dx\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"arr.fwd\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"arr.fwd_rev\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"gptr.dx\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"gptr.fwd\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"gptr.fwd_rev\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"getset\00", align 1
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@g_state = internal unnamed_addr global double 0.000000e+00, align 8
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@g_acc = internal unnamed_addr global [8 x double] zeroinitializer, align 16
@g_ptr = internal unnamed_addr global ptr null, align 8
@.str.13 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [8 x double], align 16
  %14 = alloca [8 x double], align 16
  %15 = alloca [8 x double], align 16
  %16 = alloca %struct.Ctx, align 8
  %17 = alloca %struct.Ctx, align 4
  %18 = alloca %struct.Ctx, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #18
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14) #18
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15) #18
  %19 = load i64, ptr @rng_state, align 8, !tbaa !5
  %20 = mul i64 %19, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = mul i64 %21, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = mul i64 %23, 6364136223846793005
  %25 = add i64 %24, 1442695040888963407
  %26 = mul i64 %25, 6364136223846793005
  %27 = add i64 %26, 1442695040888963407
  %28 = insertelement <4 x i64> poison, i64 %21, i64 0
  %29 = insertelement <4 x i64> %28, i64 %23, i64 1
  %30 = insertelement <4 x i64> %29, i64 %25, i64 2
  %31 = insertelement <4 x i64> %30, i64 %27, i64 3
  %32 = lshr <4 x i64> %31, <i64 10, i64 10, i64 10, i64 10>
  %33 = and <4 x i64> %32, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %34 = uitofp nneg <4 x i64> %33 to <4 x double>
  %35 = fmul fast <4 x double> %34, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %36 = fadd fast <4 x double> %35, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %36, ptr %13, align 16, !tbaa !9
  %37 = mul i64 %27, 6364136223846793005
  %38 = getelementptr inbounds i8, ptr %13, i64 32
  %39 = add i64 %37, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = mul i64 %41, 6364136223846793005
  %43 = add i64 %42, 1442695040888963407
  %44 = mul i64 %43, 6364136223846793005
  %45 = add i64 %44, 1442695040888963407
  %46 = insertelement <4 x i64> poison, i64 %39, i64 0
  %47 = insertelement <4 x i64> %46, i64 %41, i64 1
  %48 = insertelement <4 x i64> %47, i64 %43, i64 2
  %49 = insertelement <4 x i64> %48, i64 %45, i64 3
  %50 = lshr <4 x i64> %49, <i64 10, i64 10, i64 10, i64 10>
  %51 = and <4 x i64> %50, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %52 = uitofp nneg <4 x i64> %51 to <4 x double>
  %53 = fmul fast <4 x double> %52, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %54 = fadd fast <4 x double> %53, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %54, ptr %38, align 16, !tbaa !9
  %55 = mul i64 %45, 6364136223846793005
  %56 = add i64 %55, 1442695040888963407
  %57 = mul i64 %56, 6364136223846793005
  %58 = add i64 %57, 1442695040888963407
  %59 = mul i64 %58, 6364136223846793005
  %60 = add i64 %59, 1442695040888963407
  %61 = mul i64 %60, 6364136223846793005
  %62 = add i64 %61, 1442695040888963407
  %63 = insertelement <4 x i64> poison, i64 %56, i64 0
  %64 = insertelement <4 x i64> %63, i64 %58, i64 1
  %65 = insertelement <4 x i64> %64, i64 %60, i64 2
  %66 = insertelement <4 x i64> %65, i64 %62, i64 3
  %67 = lshr <4 x i64> %66, <i64 10, i64 10, i64 10, i64 10>
  %68 = and <4 x i64> %67, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %69 = uitofp nneg <4 x i64> %68 to <4 x double>
  %70 = fmul fast <4 x double> %69, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %71 = fadd fast <4 x double> %70, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %71, ptr %15, align 16, !tbaa !9
  %72 = mul i64 %62, 6364136223846793005
  %73 = getelementptr inbounds i8, ptr %15, i64 32
  %74 = add i64 %72, 1442695040888963407
  %75 = mul i64 %74, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = mul i64 %76, 6364136223846793005
  %78 = add i64 %77, 1442695040888963407
  %79 = mul i64 %78, 6364136223846793005
  %80 = add i64 %79, 1442695040888963407
  %81 = insertelement <4 x i64> poison, i64 %74, i64 0
  %82 = insertelement <4 x i64> %81, i64 %76, i64 1
  %83 = insertelement <4 x i64> %82, i64 %78, i64 2
  %84 = insertelement <4 x i64> %83, i64 %80, i64 3
  %85 = lshr <4 x i64> %84, <i64 10, i64 10, i64 10, i64 10>
  %86 = and <4 x i64> %85, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %87 = uitofp nneg <4 x i64> %86 to <4 x double>
  %88 = fmul fast <4 x double> %87, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %89 = fadd fast <4 x double> %88, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %89, ptr %73, align 16, !tbaa !9
  store i64 %80, ptr @rng_state, align 8, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %17, i64 4
  %91 = getelementptr inbounds i8, ptr %18, i64 4
  br label %98

92:                                               ; preds = %392
  %93 = load i32, ptr @n_fail, align 4, !tbaa !11
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, i32 noundef %93)
  %95 = load i32, ptr @n_fail, align 4, !tbaa !11
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #18
  ret i32 %97

98:                                               ; preds = %0, %392
  %99 = phi i64 [ 0, %0 ], [ %393, %392 ]
  %100 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #18
  store i64 1, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #18
  store i32 %101, ptr %17, align 4, !tbaa !13
  store i32 1, ptr %90, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #18
  store i32 %101, ptr %18, align 4, !tbaa !13
  store i32 2, ptr %91, align 4, !tbaa !15
  %102 = trunc nuw nsw i64 %99 to i32
  %103 = uitofp nneg i32 %102 to double
  %104 = fmul fast double %103, 3.000000e-01
  %105 = fadd fast double %104, 4.000000e-01
  store double %105, ptr %13, align 16, !tbaa !9
  %106 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @setget, double noundef nofpclass(nan inf) %105) #18
  store double %106, ptr %14, align 16, !tbaa !9
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull %16, ptr noundef nonnull %13, i32 noundef 1, ptr noundef nonnull %14)
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %108 = load double, ptr %13, align 16, !tbaa !9
  %109 = load double, ptr %15, align 16, !tbaa !9
  %110 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @setget, i32 noundef %107, double noundef nofpclass(nan inf) %108, double noundef nofpclass(nan inf) %109) #18
  %111 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #19
  %112 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #19
  %113 = load double, ptr %13, align 16, !tbaa !9
  %114 = load double, ptr %15, align 16, !tbaa !9
  %115 = fmul fast double %114, 0x3EB0C6F7A0B5ED8D
  %116 = fadd fast double %115, %113
  store double %116, ptr %111, align 8, !tbaa !9
  %117 = fsub fast double %113, %115
  store double %117, ptr %112, align 8, !tbaa !9
  %118 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %111, ptr noundef nonnull readonly %16)
  %119 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %112, ptr noundef nonnull readonly %16)
  %120 = fsub fast double %118, %119
  %121 = fmul fast double %120, 5.000000e+05
  call void @free(ptr noundef nonnull %111) #18
  call void @free(ptr noundef nonnull %112) #18
  %122 = call fast double @llvm.fabs.f64(double %121)
  %123 = call fast double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %110, ptr %12, align 8, !tbaa !9
  %124 = load volatile double, ptr %12, align 8, !tbaa !9
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %126, label %139, label %127

127:                                              ; preds = %98
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %121, ptr %11, align 8, !tbaa !9
  %128 = load volatile double, ptr %11, align 8, !tbaa !9
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %130, label %139, label %131

131:                                              ; preds = %127
  %132 = fsub fast double %110, %121
  %133 = call fast double @llvm.fabs.f64(double %132)
  %134 = fmul fast double %123, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp fast ole double %133, %134
  %136 = freeze i1 %135
  br i1 %136, label %137, label %139

137:                                              ; preds = %131
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %102, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) %121, ptr noundef nonnull @.str.11)
  br label %143

139:                                              ; preds = %131, %127, %98
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %102, double noundef nofpclass(nan inf) %110, double noundef nofpclass(nan inf) %121, ptr noundef nonnull @.str.12)
  %141 = load i32, ptr @n_fail, align 4, !tbaa !11
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @n_fail, align 4, !tbaa !11
  br label %143

143:                                              ; preds = %137, %139
  %144 = load double, ptr %14, align 16, !tbaa !9
  %145 = load double, ptr %15, align 16, !tbaa !9
  %146 = fmul fast double %145, %144
  %147 = call fast double @llvm.fabs.f64(double %110)
  %148 = call fast double @llvm.maxnum.f64(double %147, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %146, ptr %10, align 8, !tbaa !9
  %149 = load volatile double, ptr %10, align 8, !tbaa !9
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ueq double %150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %151, label %164, label %152

152:                                              ; preds = %143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %110, ptr %9, align 8, !tbaa !9
  %153 = load volatile double, ptr %9, align 8, !tbaa !9
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %155, label %164, label %156

156:                                              ; preds = %152
  %157 = fsub fast double %146, %110
  %158 = call fast double @llvm.fabs.f64(double %157)
  %159 = fmul fast double %148, 0x3EB0C6F7A0B5ED8D
  %160 = fcmp fast ole double %158, %159
  %161 = freeze i1 %160
  br i1 %161, label %162, label %164

162:                                              ; preds = %156
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %102, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %110, ptr noundef nonnull @.str.11)
  br label %168

164:                                              ; preds = %156, %152, %143
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %102, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %110, ptr noundef nonnull @.str.12)
  %166 = load i32, ptr @n_fail, align 4, !tbaa !11
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr @n_fail, align 4, !tbaa !11
  br label %168

168:                                              ; preds = %162, %164
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, i8 0, i64 64, i1 false)
  %169 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %170 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arr, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %169, i32 noundef %101) #18
  call fastcc void @check_grad(ptr noundef nonnull @.str.3, ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %101, ptr noundef nonnull %14)
  %171 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %172 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @arr, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %171, i32 noundef %101) #18
  %173 = call i32 @llvm.smax.i32(i32 %101, i32 1)
  %174 = zext nneg i32 %173 to i64
  %175 = shl nuw nsw i64 %174, 3
  %176 = call noalias ptr @malloc(i64 noundef %175) #19
  %177 = call noalias ptr @malloc(i64 noundef %175) #19
  %178 = zext nneg i32 %101 to i64
  %179 = add nsw i64 %99, -1
  %180 = icmp ult i64 %179, 2
  br i1 %180, label %207, label %181

181:                                              ; preds = %168
  %182 = and i64 %178, 2147483640
  br label %183

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %203, %183 ]
  %185 = getelementptr inbounds double, ptr %13, i64 %184
  %186 = getelementptr inbounds i8, ptr %185, i64 32
  %187 = load <4 x double>, ptr %185, align 16, !tbaa !9
  %188 = load <4 x double>, ptr %186, align 16, !tbaa !9
  %189 = getelementptr inbounds double, ptr %15, i64 %184
  %190 = getelementptr inbounds i8, ptr %189, i64 32
  %191 = load <4 x double>, ptr %189, align 16, !tbaa !9
  %192 = load <4 x double>, ptr %190, align 16, !tbaa !9
  %193 = fmul fast <4 x double> %191, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %194 = fmul fast <4 x double> %192, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %195 = fadd fast <4 x double> %193, %187
  %196 = fadd fast <4 x double> %194, %188
  %197 = getelementptr inbounds double, ptr %176, i64 %184
  %198 = getelementptr inbounds i8, ptr %197, i64 32
  store <4 x double> %195, ptr %197, align 8, !tbaa !9
  store <4 x double> %196, ptr %198, align 8, !tbaa !9
  %199 = fsub fast <4 x double> %187, %193
  %200 = fsub fast <4 x double> %188, %194
  %201 = getelementptr inbounds double, ptr %177, i64 %184
  %202 = getelementptr inbounds i8, ptr %201, i64 32
  store <4 x double> %199, ptr %201, align 8, !tbaa !9
  store <4 x double> %200, ptr %202, align 8, !tbaa !9
  %203 = add nuw i64 %184, 8
  %204 = icmp eq i64 %203, %182
  br i1 %204, label %205, label %183, !llvm.loop !16

205:                                              ; preds = %183
  %206 = icmp eq i64 %182, %178
  br i1 %206, label %222, label %207

207:                                              ; preds = %205, %168
  %208 = phi i64 [ 0, %168 ], [ %182, %205 ]
  br label %209

209:                                              ; preds = %207, %209
  %210 = phi i64 [ %220, %209 ], [ %208, %207 ]
  %211 = getelementptr inbounds double, ptr %13, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = getelementptr inbounds double, ptr %15, i64 %210
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = fmul fast double %214, 0x3EB0C6F7A0B5ED8D
  %216 = fadd fast double %215, %212
  %217 = getelementptr inbounds double, ptr %176, i64 %210
  store double %216, ptr %217, align 8, !tbaa !9
  %218 = fsub fast double %212, %215
  %219 = getelementptr inbounds double, ptr %177, i64 %210
  store double %218, ptr %219, align 8, !tbaa !9
  %220 = add nuw nsw i64 %210, 1
  %221 = icmp eq i64 %220, %178
  br i1 %221, label %222, label %209, !llvm.loop !20

222:                                              ; preds = %209, %205
  %223 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %176, ptr noundef nonnull readonly %17)
  %224 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %177, ptr noundef nonnull readonly %17)
  %225 = fsub fast double %223, %224
  %226 = fmul fast double %225, 5.000000e+05
  call void @free(ptr noundef nonnull %176) #18
  call void @free(ptr noundef nonnull %177) #18
  %227 = call fast double @llvm.fabs.f64(double %226)
  %228 = call fast double @llvm.maxnum.f64(double %227, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %172, ptr %8, align 8, !tbaa !9
  %229 = load volatile double, ptr %8, align 8, !tbaa !9
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fcmp ueq double %230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %231, label %244, label %232

232:                                              ; preds = %222
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %226, ptr %7, align 8, !tbaa !9
  %233 = load volatile double, ptr %7, align 8, !tbaa !9
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fcmp ueq double %234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %235, label %244, label %236

236:                                              ; preds = %232
  %237 = fsub fast double %172, %226
  %238 = call fast double @llvm.fabs.f64(double %237)
  %239 = fmul fast double %228, 0x3EB0C6F7A0B5ED8D
  %240 = fcmp fast ole double %238, %239
  %241 = freeze i1 %240
  br i1 %241, label %242, label %244

242:                                              ; preds = %236
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %102, double noundef nofpclass(nan inf) %172, double noundef nofpclass(nan inf) %226, ptr noundef nonnull @.str.11)
  br label %248

244:                                              ; preds = %236, %232, %222
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %102, double noundef nofpclass(nan inf) %172, double noundef nofpclass(nan inf) %226, ptr noundef nonnull @.str.12)
  %246 = load i32, ptr @n_fail, align 4, !tbaa !11
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr @n_fail, align 4, !tbaa !11
  br label %248

248:                                              ; preds = %242, %244
  br label %271

249:                                              ; preds = %271
  %250 = call fast double @llvm.fabs.f64(double %172)
  %251 = call fast double @llvm.maxnum.f64(double %250, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %279, ptr %6, align 8, !tbaa !9
  %252 = load volatile double, ptr %6, align 8, !tbaa !9
  %253 = call double @llvm.fabs.f64(double %252)
  %254 = fcmp ueq double %253, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %254, label %267, label %255

255:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %172, ptr %5, align 8, !tbaa !9
  %256 = load volatile double, ptr %5, align 8, !tbaa !9
  %257 = call double @llvm.fabs.f64(double %256)
  %258 = fcmp ueq double %257, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %258, label %267, label %259

259:                                              ; preds = %255
  %260 = fsub fast double %279, %172
  %261 = call fast double @llvm.fabs.f64(double %260)
  %262 = fmul fast double %251, 0x3EB0C6F7A0B5ED8D
  %263 = fcmp fast ole double %261, %262
  %264 = freeze i1 %263
  br i1 %264, label %265, label %267

265:                                              ; preds = %259
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %102, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %172, ptr noundef nonnull @.str.11)
  br label %282

267:                                              ; preds = %259, %255, %249
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %102, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %172, ptr noundef nonnull @.str.12)
  %269 = load i32, ptr @n_fail, align 4, !tbaa !11
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr @n_fail, align 4, !tbaa !11
  br label %282

271:                                              ; preds = %248, %271
  %272 = phi i64 [ %280, %271 ], [ 0, %248 ]
  %273 = phi double [ %279, %271 ], [ 0.000000e+00, %248 ]
  %274 = getelementptr inbounds double, ptr %14, i64 %272
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = getelementptr inbounds double, ptr %15, i64 %272
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = fmul fast double %277, %275
  %279 = fadd fast double %278, %273
  %280 = add nuw nsw i64 %272, 1
  %281 = icmp eq i64 %280, %178
  br i1 %281, label %249, label %271, !llvm.loop !21

282:                                              ; preds = %265, %267
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %14, i8 0, i64 64, i1 false)
  %283 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %284 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gptr, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %283, i32 noundef %101) #18
  call fastcc void @check_grad(ptr noundef nonnull @.str.6, ptr noundef nonnull %18, ptr noundef nonnull %13, i32 noundef %101, ptr noundef nonnull %14)
  %285 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %286 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @gptr, ptr noundef nonnull %13, ptr noundef nonnull %15, i32 noundef %285, i32 noundef %101) #18
  %287 = call noalias ptr @malloc(i64 noundef %175) #19
  %288 = call noalias ptr @malloc(i64 noundef %175) #19
  %289 = add nsw i64 %99, -1
  %290 = icmp ult i64 %289, 2
  br i1 %290, label %317, label %291

291:                                              ; preds = %282
  %292 = and i64 %178, 2147483640
  br label %293

293:                                              ; preds = %293, %291
  %294 = phi i64 [ 0, %291 ], [ %313, %293 ]
  %295 = getelementptr inbounds double, ptr %13, i64 %294
  %296 = getelementptr inbounds i8, ptr %295, i64 32
  %297 = load <4 x double>, ptr %295, align 16, !tbaa !9
  %298 = load <4 x double>, ptr %296, align 16, !tbaa !9
  %299 = getelementptr inbounds double, ptr %15, i64 %294
  %300 = getelementptr inbounds i8, ptr %299, i64 32
  %301 = load <4 x double>, ptr %299, align 16, !tbaa !9
  %302 = load <4 x double>, ptr %300, align 16, !tbaa !9
  %303 = fmul fast <4 x double> %301, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %304 = fmul fast <4 x double> %302, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %305 = fadd fast <4 x double> %303, %297
  %306 = fadd fast <4 x double> %304, %298
  %307 = getelementptr inbounds double, ptr %287, i64 %294
  %308 = getelementptr inbounds i8, ptr %307, i64 32
  store <4 x double> %305, ptr %307, align 8, !tbaa !9
  store <4 x double> %306, ptr %308, align 8, !tbaa !9
  %309 = fsub fast <4 x double> %297, %303
  %310 = fsub fast <4 x double> %298, %304
  %311 = getelementptr inbounds double, ptr %288, i64 %294
  %312 = getelementptr inbounds i8, ptr %311, i64 32
  store <4 x double> %309, ptr %311, align 8, !tbaa !9
  store <4 x double> %310, ptr %312, align 8, !tbaa !9
  %313 = add nuw i64 %294, 8
  %314 = icmp eq i64 %313, %292
  br i1 %314, label %315, label %293, !llvm.loop !22

315:                                              ; preds = %293
  %316 = icmp eq i64 %292, %178
  br i1 %316, label %332, label %317

317:                                              ; preds = %315, %282
  %318 = phi i64 [ 0, %282 ], [ %292, %315 ]
  br label %319

319:                                              ; preds = %317, %319
  %320 = phi i64 [ %330, %319 ], [ %318, %317 ]
  %321 = getelementptr inbounds double, ptr %13, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !9
  %323 = getelementptr inbounds double, ptr %15, i64 %320
  %324 = load double, ptr %323, align 8, !tbaa !9
  %325 = fmul fast double %324, 0x3EB0C6F7A0B5ED8D
  %326 = fadd fast double %325, %322
  %327 = getelementptr inbounds double, ptr %287, i64 %320
  store double %326, ptr %327, align 8, !tbaa !9
  %328 = fsub fast double %322, %325
  %329 = getelementptr inbounds double, ptr %288, i64 %320
  store double %328, ptr %329, align 8, !tbaa !9
  %330 = add nuw nsw i64 %320, 1
  %331 = icmp eq i64 %330, %178
  br i1 %331, label %332, label %319, !llvm.loop !23

332:                                              ; preds = %319, %315
  %333 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %287, ptr noundef nonnull readonly %18)
  %334 = call fast fastcc nofpclass(nan inf) double @obj(ptr noundef nonnull %288, ptr noundef nonnull readonly %18)
  %335 = fsub fast double %333, %334
  %336 = fmul fast double %335, 5.000000e+05
  call void @free(ptr noundef nonnull %287) #18
  call void @free(ptr noundef nonnull %288) #18
  %337 = call fast double @llvm.fabs.f64(double %336)
  %338 = call fast double @llvm.maxnum.f64(double %337, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %286, ptr %4, align 8, !tbaa !9
  %339 = load volatile double, ptr %4, align 8, !tbaa !9
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fcmp ueq double %340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %341, label %354, label %342

342:                                              ; preds = %332
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %336, ptr %3, align 8, !tbaa !9
  %343 = load volatile double, ptr %3, align 8, !tbaa !9
  %344 = call double @llvm.fabs.f64(double %343)
  %345 = fcmp ueq double %344, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %345, label %354, label %346

346:                                              ; preds = %342
  %347 = fsub fast double %286, %336
  %348 = call fast double @llvm.fabs.f64(double %347)
  %349 = fmul fast double %338, 0x3EB0C6F7A0B5ED8D
  %350 = fcmp fast ole double %348, %349
  %351 = freeze i1 %350
  br i1 %351, label %352, label %354

352:                                              ; preds = %346
  %353 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %102, double noundef nofpclass(nan inf) %286, double noundef nofpclass(nan inf) %336, ptr noundef nonnull @.str.11)
  br label %358

354:                                              ; preds = %346, %342, %332
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.7, i32 noundef %102, double noundef nofpclass(nan inf) %286, double noundef nofpclass(nan inf) %336, ptr noundef nonnull @.str.12)
  %356 = load i32, ptr @n_fail, align 4, !tbaa !11
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @n_fail, align 4, !tbaa !11
  br label %358

358:                                              ; preds = %352, %354
  br label %381

359:                                              ; preds = %381
  %360 = call fast double @llvm.fabs.f64(double %286)
  %361 = call fast double @llvm.maxnum.f64(double %360, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %389, ptr %2, align 8, !tbaa !9
  %362 = load volatile double, ptr %2, align 8, !tbaa !9
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %364, label %377, label %365

365:                                              ; preds = %359
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %286, ptr %1, align 8, !tbaa !9
  %366 = load volatile double, ptr %1, align 8, !tbaa !9
  %367 = call double @llvm.fabs.f64(double %366)
  %368 = fcmp ueq double %367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %368, label %377, label %369

369:                                              ; preds = %365
  %370 = fsub fast double %389, %286
  %371 = call fast double @llvm.fabs.f64(double %370)
  %372 = fmul fast double %361, 0x3EB0C6F7A0B5ED8D
  %373 = fcmp fast ole double %371, %372
  %374 = freeze i1 %373
  br i1 %374, label %375, label %377

375:                                              ; preds = %369
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %102, double noundef nofpclass(nan inf) %389, double noundef nofpclass(nan inf) %286, ptr noundef nonnull @.str.11)
  br label %392

377:                                              ; preds = %369, %365, %359
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.8, i32 noundef %102, double noundef nofpclass(nan inf) %389, double noundef nofpclass(nan inf) %286, ptr noundef nonnull @.str.12)
  %379 = load i32, ptr @n_fail, align 4, !tbaa !11
  %380 = add nsw i32 %379, 1
  store i32 %380, ptr @n_fail, align 4, !tbaa !11
  br label %392

381:                                              ; preds = %358, %381
  %382 = phi i64 [ %390, %381 ], [ 0, %358 ]
  %383 = phi double [ %389, %381 ], [ 0.000000e+00, %358 ]
  %384 = getelementptr inbounds double, ptr %14, i64 %382
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = getelementptr inbounds double, ptr %15, i64 %382
  %387 = load double, ptr %386, align 8, !tbaa !9
  %388 = fmul fast double %387, %385
  %389 = fadd fast double %388, %383
  %390 = add nuw nsw i64 %382, 1
  %391 = icmp eq i64 %390, %178
  br i1 %391, label %359, label %381, !llvm.loop !24

392:                                              ; preds = %375, %377
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #18
  %393 = add nuw nsw i64 %99, 1
  %394 = icmp eq i64 %393, 3
  br i1 %394, label %92, label %98, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @setget(double noundef nofpclass(nan inf) %0) #4 {
  %2 = fmul fast double %0, %0
  tail call fastcc void @set_state(double noundef nofpclass(nan inf) %2)
  tail call fastcc void @step_state()
  tail call fastcc void @step_state()
  %3 = tail call fast fastcc nofpclass(nan inf) double @get_state()
  %4 = fmul fast double %3, %0
  ret double %4
}

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #5 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 3
  %11 = tail call noalias ptr @malloc(i64 noundef %10) #19
  %12 = sext i32 %3 to i64
  %13 = shl nsw i64 %12, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 %13, i1 false)
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %5
  %16 = zext nneg i32 %3 to i64
  br label %18

17:                                               ; preds = %57, %5
  tail call void @free(ptr noundef %11) #18
  ret void

18:                                               ; preds = %15, %57
  %19 = phi i64 [ 0, %15 ], [ %58, %57 ]
  %20 = getelementptr inbounds double, ptr %4, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %11, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call fast double @llvm.fabs.f64(double %23)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  %26 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd fast double %26, %23
  %28 = fsub fast double %23, %26
  store double %27, ptr %22, align 8, !tbaa !9
  %29 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %28, ptr %22, align 8, !tbaa !9
  %30 = tail call fast fastcc nofpclass(nan inf) double @obj(ptr noundef %11, ptr noundef readonly %1)
  store double %23, ptr %22, align 8, !tbaa !9
  %31 = fsub fast double %29, %30
  %32 = fmul fast double %25, 2.000000e-06
  %33 = fdiv fast double %31, %32
  %34 = tail call fast double @llvm.fabs.f64(double %33)
  %35 = tail call fast double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %21, ptr %7, align 8, !tbaa !9
  %36 = load volatile double, ptr %7, align 8, !tbaa !9
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %38, label %52, label %39

39:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %33, ptr %6, align 8, !tbaa !9
  %40 = load volatile double, ptr %6, align 8, !tbaa !9
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %42, label %52, label %43

43:                                               ; preds = %39
  %44 = fsub fast double %21, %33
  %45 = tail call fast double @llvm.fabs.f64(double %44)
  %46 = fmul fast double %35, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp fast ole double %45, %46
  %48 = freeze i1 %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = trunc nuw nsw i64 %19 to i32
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %50, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.11)
  br label %57

52:                                               ; preds = %43, %39, %18
  %53 = trunc nuw nsw i64 %19 to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %53, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %33, ptr noundef nonnull @.str.12)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !11
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr @n_fail, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %49, %52
  %58 = add nuw nsw i64 %19, 1
  %59 = icmp eq i64 %58, %16
  br i1 %59, label %17, label %18, !llvm.loop !26
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #18
  %4 = load i32, ptr %1, align 4, !tbaa !13
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 8 %0, i64 %6, i1 false)
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !15
  switch i32 %8, label %29 [
    i32 0, label %9
    i32 1, label %14
  ]

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 16, !tbaa !9
  %11 = fmul fast double %10, %10
  tail call fastcc void @set_state(double noundef nofpclass(nan inf) %11)
  tail call fastcc void @step_state()
  tail call fastcc void @step_state()
  %12 = tail call fast fastcc nofpclass(nan inf) double @get_state()
  %13 = fmul fast double %12, %10
  br label %40

14:                                               ; preds = %2
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %14
  %17 = zext nneg i32 %4 to i64
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %25, %18 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul fast double %21, 5.000000e-01
  %23 = tail call fast double @llvm.exp.f64(double %22)
  %24 = trunc nuw nsw i64 %19 to i32
  tail call fastcc void @put(i32 noundef %24, double noundef nofpclass(nan inf) %23)
  %25 = add nuw nsw i64 %19, 1
  %26 = icmp eq i64 %25, %17
  br i1 %26, label %27, label %18, !llvm.loop !27

27:                                               ; preds = %18, %14
  %28 = tail call fast fastcc nofpclass(nan inf) double @total(i32 noundef %4)
  br label %40

29:                                               ; preds = %2
  call fastcc void @bind(ptr noundef nonnull %3)
  %30 = icmp sgt i32 %4, 0
  br i1 %30, label %31, label %40

31:                                               ; preds = %29, %31
  %32 = phi i32 [ %38, %31 ], [ 0, %29 ]
  %33 = phi double [ %37, %31 ], [ 0.000000e+00, %29 ]
  %34 = call fast fastcc nofpclass(nan inf) double @at(i32 noundef %32)
  %35 = call fast double @llvm.sin.f64(double %34)
  %36 = fmul fast double %35, %34
  %37 = fadd fast double %36, %33
  %38 = add nuw nsw i32 %32, 1
  %39 = icmp eq i32 %38, %4
  br i1 %39, label %40, label %31, !llvm.loop !28

40:                                               ; preds = %31, %29, %27, %9
  %41 = phi nsz double [ %13, %9 ], [ %28, %27 ], [ 0.000000e+00, %29 ], [ %37, %31 ]
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #18
  ret double %41
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @arr(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = tail call fast fastcc nofpclass(nan inf) double @total(i32 noundef %1)
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = fmul fast double %11, 5.000000e-01
  %13 = tail call fast double @llvm.exp.f64(double %12)
  %14 = trunc nuw nsw i64 %9 to i32
  tail call fastcc void @put(i32 noundef %14, double noundef nofpclass(nan inf) %13)
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @gptr(ptr noundef %0, i32 noundef %1) #6 {
  tail call fastcc void @bind(ptr noundef %0)
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 0.000000e+00, %2 ], [ %12, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi double [ %12, %6 ], [ 0.000000e+00, %2 ]
  %9 = tail call fast fastcc nofpclass(nan inf) double @at(i32 noundef %7)
  %10 = tail call fast double @llvm.sin.f64(double %9)
  %11 = fmul fast double %10, %9
  %12 = fadd fast double %11, %8
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @set_state(double noundef nofpclass(nan inf) %0) unnamed_addr #8 {
  store double %0, ptr @g_state, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_state() unnamed_addr #9 {
  %1 = load double, ptr @g_state, align 8, !tbaa !9
  %2 = tail call fast double @llvm.sin.f64(double %1)
  %3 = fmul fast double %2, 2.000000e+00
  %4 = fadd fast double %3, %1
  store double %4, ptr @g_state, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @get_state() unnamed_addr #10 {
  %1 = load double, ptr @g_state, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #11

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #14

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @put(i32 noundef %0, double noundef nofpclass(nan inf) %1) unnamed_addr #8 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %3
  store double %1, ptr %4, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #11

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @total(i32 noundef %0) unnamed_addr #15 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %41

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi double [ 0.000000e+00, %3 ], [ %39, %35 ]
  br label %43

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi <4 x double> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <4 x double> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <4 x double> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <4 x double> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  %19 = getelementptr inbounds i8, ptr %17, i64 64
  %20 = getelementptr inbounds i8, ptr %17, i64 96
  %21 = load <4 x double>, ptr %17, align 16, !tbaa !9
  %22 = load <4 x double>, ptr %18, align 16, !tbaa !9
  %23 = load <4 x double>, ptr %19, align 16, !tbaa !9
  %24 = load <4 x double>, ptr %20, align 16, !tbaa !9
  %25 = fmul fast <4 x double> %21, %21
  %26 = fmul fast <4 x double> %22, %22
  %27 = fmul fast <4 x double> %23, %23
  %28 = fmul fast <4 x double> %24, %24
  %29 = fadd fast <4 x double> %25, %13
  %30 = fadd fast <4 x double> %26, %14
  %31 = fadd fast <4 x double> %27, %15
  %32 = fadd fast <4 x double> %28, %16
  %33 = add nuw i64 %12, 16
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !29

35:                                               ; preds = %11
  %36 = fadd fast <4 x double> %30, %29
  %37 = fadd fast <4 x double> %31, %36
  %38 = fadd fast <4 x double> %32, %37
  %39 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %38)
  %40 = icmp eq i64 %10, %4
  br i1 %40, label %41, label %6

41:                                               ; preds = %43, %35, %1
  %42 = phi double [ 0.000000e+00, %1 ], [ %39, %35 ], [ %49, %43 ]
  ret double %42

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi double [ %49, %43 ], [ %8, %6 ]
  %46 = getelementptr inbounds [8 x double], ptr @g_acc, i64 0, i64 %44
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fmul fast double %47, %47
  %49 = fadd fast double %48, %45
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %41, label %43, !llvm.loop !30
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bind(ptr noundef %0) unnamed_addr #8 {
  store ptr %0, ptr @g_ptr, align 8, !tbaa !31
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @at(i32 noundef %0) unnamed_addr #16 {
  %2 = load ptr, ptr @g_ptr, align 8, !tbaa !31
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds double, ptr %2, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !9
  ret double %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #17

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }
attributes #19 = { nounwind allocsize(0) }

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
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !19, !18}
!21 = distinct !{!21, !17, !19, !18}
!22 = distinct !{!22, !17, !18, !19}
!23 = distinct !{!23, !17, !19, !18}
!24 = distinct !{!24, !17, !19, !18}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17, !18, !19}
!30 = distinct !{!30, !17, !19, !18}
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !7, i64 0}
