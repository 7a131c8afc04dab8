; ModuleID = 'libm2.c'
source_filename = "libm2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Split = type { double, i32, double }

@main.pts = internal unnamed_addr constant [5 x double] [double -2.300000e+00, double -4.000000e-01, double 0x3FE6666666666666, double 1.300000e+00, double 3.600000e+00], align 16
@.str = private unnamed_addr constant [12 x i8] c"f_ldexp.rev\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_ldexp.fwd\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_modf.rev\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"f_modf.fwd\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"f_next.rev\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"f_next.fwd\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"g_ldexp.rev\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"g_ldexp.fwd\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"g_modf.rev\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"g_modf.fwd\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"f_ldexpn.rev\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"f_ldexpn.fwd\00", align 1
@main.ks = internal unnamed_addr constant [6 x i32] [i32 -60, i32 -3, i32 0, i32 5, i32 40, i32 300], align 16
@.str.12 = private unnamed_addr constant [12 x i8] c"f_frexp.rev\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"f_frexp.fwd\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"g_frexp.rev\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"g_frexp.fwd\00", align 1
@main.gx = internal unnamed_addr constant [7 x double] [double -2.500000e+00, double -1.300000e+00, double -6.000000e-01, double 3.000000e-01, double 1.000000e+00, double 4.700000e+00, double 1.200000e+01], align 16
@.str.16 = private unnamed_addr constant [13 x i8] c"f_lgamma.rev\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"f_lgamma.fwd\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"f_tgamma.rev\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"f_tgamma.fwd\00", align 1
@.str.20 = private unnamed_addr constant [13 x i8] c"g_lgamma.rev\00", align 1
@.str.21 = private unnamed_addr constant [13 x i8] c"g_lgamma.fwd\00", align 1
@.str.22 = private unnamed_addr constant [13 x i8] c"g_tgamma.rev\00", align 1
@.str.23 = private unnamed_addr constant [13 x i8] c"g_tgamma.fwd\00", align 1
@main.rx = internal unnamed_addr constant [5 x double] [double -2.100000e+00, double -9.000000e-01, double 5.500000e-01, double 1.800000e+00, double 2.600000e+00], align 16
@.str.24 = private unnamed_addr constant [10 x i8] c"f_rem.rev\00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"f_rem.fwd\00", align 1
@.str.26 = private unnamed_addr constant [10 x i8] c"g_rem.rev\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"g_rem.fwd\00", align 1
@main.xy = internal unnamed_addr constant [4 x [2 x double]] [[2 x double] [double 5.300000e+00, double 1.100000e+00], [2 x double] [double -3.700000e+00, double 9.000000e-01], [2 x double] [double 2.200000e+00, double 0xBFE6666666666666], [2 x double] [double -7.900000e+00, double -1.600000e+00]], align 16
@.str.28 = private unnamed_addr constant [12 x i8] c"rem2.dx.rev\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.29 = private unnamed_addr constant [12 x i8] c"rem2.dy.rev\00", align 1
@.str.30 = private unnamed_addr constant [12 x i8] c"rem2.dx.fwd\00", align 1
@.str.31 = private unnamed_addr constant [12 x i8] c"rem2.dy.fwd\00", align 1
@.str.32 = private unnamed_addr constant [13 x i8] c"fmod2.dx.rev\00", align 1
@.str.33 = private unnamed_addr constant [13 x i8] c"fmod2.dy.rev\00", align 1
@.str.34 = private unnamed_addr constant [13 x i8] c"fmod2.dx.fwd\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"fmod2.dy.fwd\00", align 1
@.str.36 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"libm2\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str.38 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.39 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@pointer_outputs.xs = internal constant [3 x [2 x double]] [[2 x double] [double -1.370000e+00, double 8.000000e-01], [2 x double] [double 4.500000e-01, double -1.200000e+00], [2 x double] [double 2.710000e+00, double 1.900000e+00]], align 16
@__const.pointer_outputs.v = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -1.300000e+00], align 16
@__const.pointer_outputs.dout = private unnamed_addr constant [3 x double] [double 9.900000e+01, double 9.900000e+01, double 9.900000e+01], align 16
@.str.41 = private unnamed_addr constant [13 x i8] c"modf_out.fwd\00", align 1
@.str.42 = private unnamed_addr constant [24 x i8] c"modf_out.fwd ip tangent\00", align 1
@__const.pointer_outputs.w = private unnamed_addr constant [3 x double] [double 5.000000e-01, double 2.000000e+00, double -1.500000e+00], align 16
@.str.43 = private unnamed_addr constant [13 x i8] c"modf_out.rev\00", align 1
@__const.pointer_outputs.ds = private unnamed_addr constant %struct.Split { double 7.700000e+01, i32 12345, double 5.500000e+01 }, align 8
@.str.44 = private unnamed_addr constant [12 x i8] c"split.fwd m\00", align 1
@.str.45 = private unnamed_addr constant [12 x i8] c"split.fwd w\00", align 1
@.str.46 = private unnamed_addr constant [19 x i8] c"split.fwd e shadow\00", align 1
@__const.pointer_outputs.db = private unnamed_addr constant %struct.Split { double 2.500000e-01, i32 0, double -7.500000e-01 }, align 8
@.str.47 = private unnamed_addr constant [10 x i8] c"split.rev\00", align 1
@modf_loop.p0 = internal unnamed_addr constant [4 x double] [double 1.700000e+00, double -4.000000e-01, double 2.200000e+00, double 9.000000e-01], align 16
@.str.48 = private unnamed_addr constant [17 x i8] c"modf_loop.rev dx\00", align 1
@.str.49 = private unnamed_addr constant [17 x i8] c"modf_loop.rev dp\00", align 1
@__const.modf_loop.v = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.100000e+00, double 6.000000e-01, double 2.000000e+00], align 16
@.str.50 = private unnamed_addr constant [14 x i8] c"modf_loop.fwd\00", align 1
@.str.51 = private unnamed_addr constant [24 x i8] c"modf_loop.fwd p tangent\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
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
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca %struct.Split, align 8
  %44 = alloca %struct.Split, align 8
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  %49 = alloca [3 x double], align 16
  %50 = alloca [3 x double], align 16
  %51 = alloca double, align 8
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  %54 = alloca double, align 8
  %55 = alloca double, align 8
  %56 = alloca double, align 8
  %57 = alloca double, align 8
  %58 = alloca double, align 8
  %59 = alloca double, align 8
  %60 = alloca [4 x double], align 16
  %61 = alloca [4 x double], align 16
  %62 = alloca [4 x double], align 16
  %63 = alloca [2 x double], align 16
  %64 = alloca [3 x double], align 16
  %65 = alloca [3 x double], align 16
  %66 = alloca [3 x double], align 16
  %67 = alloca [2 x double], align 16
  %68 = alloca %struct.Split, align 8
  %69 = alloca %struct.Split, align 8
  %70 = alloca %struct.Split, align 8
  %71 = alloca [2 x double], align 16
  %72 = alloca double, align 8
  %73 = alloca double, align 8
  %74 = alloca double, align 8
  %75 = alloca double, align 8
  %76 = alloca double, align 8
  %77 = alloca double, align 8
  %78 = alloca double, align 8
  %79 = alloca double, align 8
  %80 = alloca double, align 8
  %81 = alloca double, align 8
  %82 = alloca double, align 8
  %83 = alloca double, align 8
  %84 = alloca double, align 8
  %85 = alloca double, align 8
  %86 = alloca double, align 8
  %87 = alloca double, align 8
  %88 = alloca double, align 8
  %89 = alloca double, align 8
  %90 = alloca double, align 8
  %91 = alloca double, align 8
  %92 = alloca double, align 8
  %93 = alloca double, align 8
  %94 = alloca double, align 8
  %95 = alloca double, align 8
  %96 = alloca double, align 8
  %97 = alloca double, align 8
  %98 = alloca double, align 8
  %99 = alloca double, align 8
  %100 = alloca double, align 8
  %101 = alloca double, align 8
  %102 = alloca double, align 8
  %103 = alloca double, align 8
  %104 = alloca double, align 8
  %105 = alloca double, align 8
  %106 = alloca double, align 8
  %107 = alloca double, align 8
  %108 = alloca double, align 8
  %109 = alloca double, align 8
  %110 = alloca double, align 8
  %111 = alloca double, align 8
  %112 = alloca double, align 8
  %113 = alloca double, align 8
  %114 = alloca double, align 8
  %115 = alloca double, align 8
  %116 = alloca double, align 8
  %117 = alloca double, align 8
  %118 = alloca double, align 8
  %119 = alloca double, align 8
  %120 = alloca double, align 8
  %121 = alloca double, align 8
  %122 = alloca double, align 8
  %123 = alloca double, align 8
  %124 = alloca double, align 8
  %125 = alloca double, align 8
  %126 = alloca double, align 8
  %127 = alloca double, align 8
  %128 = alloca double, align 8
  %129 = alloca double, align 8
  %130 = alloca double, align 8
  %131 = alloca double, align 8
  %132 = alloca double, align 8
  %133 = alloca double, align 8
  %134 = alloca double, align 8
  %135 = alloca double, align 8
  %136 = alloca double, align 8
  %137 = alloca double, align 8
  %138 = alloca double, align 8
  %139 = alloca double, align 8
  br label %140

140:                                              ; preds = %0, %480
  %141 = phi i64 [ 0, %0 ], [ %481, %480 ]
  %142 = getelementptr inbounds [5 x double], ptr @main.pts, i64 0, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexp, double noundef nofpclass(nan inf) %143) #15
  %145 = tail call fast double @llvm.fabs.f64(double %143)
  %146 = tail call fast double @llvm.maxnum.f64(double %145, double 1.000000e-03)
  %147 = fcmp fast olt double %145, 1.000000e-03
  %148 = select i1 %147, double %145, double %146
  %149 = fmul fast double %148, 0x3EB0C6F7A0B5ED8D
  %150 = fadd fast double %149, %143
  %151 = fsub fast double %143, %149
  %152 = fmul fast double %150, %150
  %153 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %152, i32 noundef 3) #16
  %154 = tail call fast double @llvm.sin.f64(double %150)
  %155 = tail call fast nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf) %154, i32 noundef -2) #16
  %156 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %150, i32 noundef -40) #16
  %157 = fmul fast double %151, %151
  %158 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %157, i32 noundef 3) #16
  %159 = tail call fast double @llvm.sin.f64(double %151)
  %160 = tail call fast nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf) %159, i32 noundef -2) #16
  %161 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %151, i32 noundef -40) #16
  %162 = fsub fast double %156, %161
  %163 = fmul fast double %162, 1.000000e+12
  %164 = fadd fast double %155, %153
  %165 = fadd fast double %158, %160
  %166 = fsub fast double %164, %165
  %167 = fadd fast double %166, %163
  %168 = fmul fast double %148, 2.000000e-06
  %169 = fdiv fast double %167, %168
  %170 = tail call fast double @llvm.fabs.f64(double %169)
  %171 = tail call fast double @llvm.maxnum.f64(double %170, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %139)
  store volatile double %144, ptr %139, align 8, !tbaa !5
  %172 = load volatile double, ptr %139, align 8, !tbaa !5
  %173 = tail call double @llvm.fabs.f64(double %172)
  %174 = fcmp ueq double %173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %139)
  br i1 %174, label %186, label %175

175:                                              ; preds = %140
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %138)
  store volatile double %169, ptr %138, align 8, !tbaa !5
  %176 = load volatile double, ptr %138, align 8, !tbaa !5
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = fcmp ueq double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %138)
  br i1 %178, label %186, label %179

179:                                              ; preds = %175
  %180 = fsub fast double %144, %169
  %181 = tail call fast double @llvm.fabs.f64(double %180)
  %182 = fmul fast double %171, 0x3EB0C6F7A0B5ED8D
  %183 = fcmp fast ole double %181, %182
  %184 = select i1 %183, ptr @.str.39, ptr @.str.40
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %169, ptr noundef nonnull %184)
  br i1 %183, label %191, label %188

186:                                              ; preds = %175, %140
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %169, ptr noundef nonnull @.str.40)
  br label %188

188:                                              ; preds = %186, %179
  %189 = load i32, ptr @n_fail, align 4, !tbaa !9
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr @n_fail, align 4, !tbaa !9
  br label %191

191:                                              ; preds = %179, %188
  %192 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexp, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %137)
  store volatile double %192, ptr %137, align 8, !tbaa !5
  %193 = load volatile double, ptr %137, align 8, !tbaa !5
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = fcmp ueq double %194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %137)
  br i1 %195, label %207, label %196

196:                                              ; preds = %191
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %136)
  store volatile double %169, ptr %136, align 8, !tbaa !5
  %197 = load volatile double, ptr %136, align 8, !tbaa !5
  %198 = tail call double @llvm.fabs.f64(double %197)
  %199 = fcmp ueq double %198, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %136)
  br i1 %199, label %207, label %200

200:                                              ; preds = %196
  %201 = fsub fast double %192, %169
  %202 = tail call fast double @llvm.fabs.f64(double %201)
  %203 = fmul fast double %171, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp fast ole double %202, %203
  %205 = select i1 %204, ptr @.str.39, ptr @.str.40
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %192, double noundef nofpclass(nan inf) %169, ptr noundef nonnull %205)
  br i1 %204, label %212, label %209

207:                                              ; preds = %196, %191
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %192, double noundef nofpclass(nan inf) %169, ptr noundef nonnull @.str.40)
  br label %209

209:                                              ; preds = %207, %200
  %210 = load i32, ptr @n_fail, align 4, !tbaa !9
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr @n_fail, align 4, !tbaa !9
  br label %212

212:                                              ; preds = %200, %209
  %213 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf, double noundef nofpclass(nan inf) %143) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #15
  %214 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %150, ptr noundef nonnull %15) #15
  %215 = fmul fast double %214, %214
  %216 = load double, ptr %15, align 8, !tbaa !5
  %217 = fmul fast double %216, %150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #15
  %218 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %151, ptr noundef nonnull %16) #15
  %219 = load double, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #15
  %220 = fmul fast double %218, %218
  %221 = fmul fast double %219, %151
  %222 = fadd fast double %221, %220
  %223 = fadd fast double %216, %215
  %224 = fadd fast double %223, %217
  %225 = fadd fast double %219, %222
  %226 = fsub fast double %224, %225
  %227 = fdiv fast double %226, %168
  %228 = tail call fast double @llvm.fabs.f64(double %227)
  %229 = tail call fast double @llvm.maxnum.f64(double %228, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %135)
  store volatile double %213, ptr %135, align 8, !tbaa !5
  %230 = load volatile double, ptr %135, align 8, !tbaa !5
  %231 = tail call double @llvm.fabs.f64(double %230)
  %232 = fcmp ueq double %231, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %135)
  br i1 %232, label %244, label %233

233:                                              ; preds = %212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %134)
  store volatile double %227, ptr %134, align 8, !tbaa !5
  %234 = load volatile double, ptr %134, align 8, !tbaa !5
  %235 = tail call double @llvm.fabs.f64(double %234)
  %236 = fcmp ueq double %235, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %134)
  br i1 %236, label %244, label %237

237:                                              ; preds = %233
  %238 = fsub fast double %213, %227
  %239 = tail call fast double @llvm.fabs.f64(double %238)
  %240 = fmul fast double %229, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp fast ole double %239, %240
  %242 = select i1 %241, ptr @.str.39, ptr @.str.40
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %213, double noundef nofpclass(nan inf) %227, ptr noundef nonnull %242)
  br i1 %241, label %249, label %246

244:                                              ; preds = %233, %212
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %213, double noundef nofpclass(nan inf) %227, ptr noundef nonnull @.str.40)
  br label %246

246:                                              ; preds = %244, %237
  %247 = load i32, ptr @n_fail, align 4, !tbaa !9
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !9
  br label %249

249:                                              ; preds = %237, %246
  %250 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #15
  %251 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %150, ptr noundef nonnull %13) #15
  %252 = fmul fast double %251, %251
  %253 = load double, ptr %13, align 8, !tbaa !5
  %254 = fmul fast double %253, %150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #15
  %255 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %151, ptr noundef nonnull %14) #15
  %256 = load double, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #15
  %257 = fmul fast double %255, %255
  %258 = fmul fast double %256, %151
  %259 = fadd fast double %258, %257
  %260 = fadd fast double %253, %252
  %261 = fadd fast double %260, %254
  %262 = fadd fast double %256, %259
  %263 = fsub fast double %261, %262
  %264 = fdiv fast double %263, %168
  %265 = tail call fast double @llvm.fabs.f64(double %264)
  %266 = tail call fast double @llvm.maxnum.f64(double %265, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %133)
  store volatile double %250, ptr %133, align 8, !tbaa !5
  %267 = load volatile double, ptr %133, align 8, !tbaa !5
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %133)
  br i1 %269, label %281, label %270

270:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %132)
  store volatile double %264, ptr %132, align 8, !tbaa !5
  %271 = load volatile double, ptr %132, align 8, !tbaa !5
  %272 = tail call double @llvm.fabs.f64(double %271)
  %273 = fcmp ueq double %272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %132)
  br i1 %273, label %281, label %274

274:                                              ; preds = %270
  %275 = fsub fast double %250, %264
  %276 = tail call fast double @llvm.fabs.f64(double %275)
  %277 = fmul fast double %266, 0x3EB0C6F7A0B5ED8D
  %278 = fcmp fast ole double %276, %277
  %279 = select i1 %278, ptr @.str.39, ptr @.str.40
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %264, ptr noundef nonnull %279)
  br i1 %278, label %286, label %283

281:                                              ; preds = %270, %249
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %264, ptr noundef nonnull @.str.40)
  br label %283

283:                                              ; preds = %281, %274
  %284 = load i32, ptr @n_fail, align 4, !tbaa !9
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr @n_fail, align 4, !tbaa !9
  br label %286

286:                                              ; preds = %274, %283
  %287 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_next, double noundef nofpclass(nan inf) %143) #15
  %288 = tail call fast nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf) %152, double noundef nofpclass(nan inf) 3.000000e+00) #16
  %289 = tail call fast nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %150) #16
  %290 = fmul fast double %289, %150
  %291 = tail call fast nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf) %157, double noundef nofpclass(nan inf) 3.000000e+00) #16
  %292 = tail call fast nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %151) #16
  %293 = fadd fast double %290, %288
  %294 = fmul fast double %292, %151
  %295 = fadd fast double %291, %294
  %296 = fsub fast double %293, %295
  %297 = fdiv fast double %296, %168
  %298 = tail call fast double @llvm.fabs.f64(double %297)
  %299 = tail call fast double @llvm.maxnum.f64(double %298, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %131)
  store volatile double %287, ptr %131, align 8, !tbaa !5
  %300 = load volatile double, ptr %131, align 8, !tbaa !5
  %301 = tail call double @llvm.fabs.f64(double %300)
  %302 = fcmp ueq double %301, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %131)
  br i1 %302, label %314, label %303

303:                                              ; preds = %286
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %130)
  store volatile double %297, ptr %130, align 8, !tbaa !5
  %304 = load volatile double, ptr %130, align 8, !tbaa !5
  %305 = tail call double @llvm.fabs.f64(double %304)
  %306 = fcmp ueq double %305, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %130)
  br i1 %306, label %314, label %307

307:                                              ; preds = %303
  %308 = fsub fast double %287, %297
  %309 = tail call fast double @llvm.fabs.f64(double %308)
  %310 = fmul fast double %299, 0x3EB0C6F7A0B5ED8D
  %311 = fcmp fast ole double %309, %310
  %312 = select i1 %311, ptr @.str.39, ptr @.str.40
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %297, ptr noundef nonnull %312)
  br i1 %311, label %319, label %316

314:                                              ; preds = %303, %286
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %297, ptr noundef nonnull @.str.40)
  br label %316

316:                                              ; preds = %314, %307
  %317 = load i32, ptr @n_fail, align 4, !tbaa !9
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr @n_fail, align 4, !tbaa !9
  br label %319

319:                                              ; preds = %307, %316
  %320 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_next, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %129)
  store volatile double %320, ptr %129, align 8, !tbaa !5
  %321 = load volatile double, ptr %129, align 8, !tbaa !5
  %322 = tail call double @llvm.fabs.f64(double %321)
  %323 = fcmp ueq double %322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %129)
  br i1 %323, label %335, label %324

324:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %128)
  store volatile double %297, ptr %128, align 8, !tbaa !5
  %325 = load volatile double, ptr %128, align 8, !tbaa !5
  %326 = tail call double @llvm.fabs.f64(double %325)
  %327 = fcmp ueq double %326, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %128)
  br i1 %327, label %335, label %328

328:                                              ; preds = %324
  %329 = fsub fast double %320, %297
  %330 = tail call fast double @llvm.fabs.f64(double %329)
  %331 = fmul fast double %299, 0x3EB0C6F7A0B5ED8D
  %332 = fcmp fast ole double %330, %331
  %333 = select i1 %332, ptr @.str.39, ptr @.str.40
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %320, double noundef nofpclass(nan inf) %297, ptr noundef nonnull %333)
  br i1 %332, label %340, label %337

335:                                              ; preds = %324, %319
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %320, double noundef nofpclass(nan inf) %297, ptr noundef nonnull @.str.40)
  br label %337

337:                                              ; preds = %335, %328
  %338 = load i32, ptr @n_fail, align 4, !tbaa !9
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr @n_fail, align 4, !tbaa !9
  br label %340

340:                                              ; preds = %328, %337
  %341 = fptrunc double %143 to float
  %342 = fpext float %341 to double
  %343 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_ldexp, double noundef nofpclass(nan inf) %342) #15
  %344 = fpext float %343 to double
  %345 = tail call fast double @llvm.fabs.f64(double %342)
  %346 = tail call fast double @llvm.maxnum.f64(double %345, double 1.000000e-03)
  %347 = fcmp fast olt double %345, 1.000000e-03
  %348 = select i1 %347, double %345, double %346
  %349 = fmul fast double %348, 0x3EB0C6F7A0B5ED8D
  %350 = fadd fast double %349, %342
  %351 = fsub fast double %342, %349
  %352 = fmul fast double %350, %350
  %353 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %352, i32 noundef 3) #16
  %354 = tail call fast double @llvm.sin.f64(double %350)
  %355 = tail call fast nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf) %354, i32 noundef -2) #16
  %356 = fmul fast double %351, %351
  %357 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %356, i32 noundef 3) #16
  %358 = tail call fast double @llvm.sin.f64(double %351)
  %359 = tail call fast nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf) %358, i32 noundef -2) #16
  %360 = fadd fast double %355, %353
  %361 = fadd fast double %357, %359
  %362 = fsub fast double %360, %361
  %363 = fmul fast double %348, 2.000000e-06
  %364 = fdiv fast double %362, %363
  %365 = tail call fast double @llvm.fabs.f64(double %364)
  %366 = tail call fast double @llvm.maxnum.f64(double %365, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  store volatile double %344, ptr %127, align 8, !tbaa !5
  %367 = load volatile double, ptr %127, align 8, !tbaa !5
  %368 = tail call double @llvm.fabs.f64(double %367)
  %369 = fcmp ueq double %368, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  br i1 %369, label %381, label %370

370:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126)
  store volatile double %364, ptr %126, align 8, !tbaa !5
  %371 = load volatile double, ptr %126, align 8, !tbaa !5
  %372 = tail call double @llvm.fabs.f64(double %371)
  %373 = fcmp ueq double %372, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126)
  br i1 %373, label %381, label %374

374:                                              ; preds = %370
  %375 = fsub fast double %344, %364
  %376 = tail call fast double @llvm.fabs.f64(double %375)
  %377 = fmul fast double %366, 1.000000e-04
  %378 = fcmp fast ole double %376, %377
  %379 = select i1 %378, ptr @.str.39, ptr @.str.40
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %344, double noundef nofpclass(nan inf) %364, ptr noundef nonnull %379)
  br i1 %378, label %386, label %383

381:                                              ; preds = %370, %340
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %344, double noundef nofpclass(nan inf) %364, ptr noundef nonnull @.str.40)
  br label %383

383:                                              ; preds = %381, %374
  %384 = load i32, ptr @n_fail, align 4, !tbaa !9
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr @n_fail, align 4, !tbaa !9
  br label %386

386:                                              ; preds = %374, %383
  %387 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_ldexp, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %388 = fpext float %387 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  store volatile double %388, ptr %125, align 8, !tbaa !5
  %389 = load volatile double, ptr %125, align 8, !tbaa !5
  %390 = tail call double @llvm.fabs.f64(double %389)
  %391 = fcmp ueq double %390, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  br i1 %391, label %403, label %392

392:                                              ; preds = %386
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  store volatile double %364, ptr %124, align 8, !tbaa !5
  %393 = load volatile double, ptr %124, align 8, !tbaa !5
  %394 = tail call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  br i1 %395, label %403, label %396

396:                                              ; preds = %392
  %397 = fsub fast double %388, %364
  %398 = tail call fast double @llvm.fabs.f64(double %397)
  %399 = fmul fast double %366, 1.000000e-04
  %400 = fcmp fast ole double %398, %399
  %401 = select i1 %400, ptr @.str.39, ptr @.str.40
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %388, double noundef nofpclass(nan inf) %364, ptr noundef nonnull %401)
  br i1 %400, label %408, label %405

403:                                              ; preds = %392, %386
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %388, double noundef nofpclass(nan inf) %364, ptr noundef nonnull @.str.40)
  br label %405

405:                                              ; preds = %403, %396
  %406 = load i32, ptr @n_fail, align 4, !tbaa !9
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr @n_fail, align 4, !tbaa !9
  br label %408

408:                                              ; preds = %396, %405
  %409 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_modf, double noundef nofpclass(nan inf) %342) #15
  %410 = fpext float %409 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #15
  %411 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %350, ptr noundef nonnull %11) #15
  %412 = fmul fast double %411, %411
  %413 = load double, ptr %11, align 8, !tbaa !5
  %414 = fmul fast double %413, %350
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #15
  %415 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %351, ptr noundef nonnull %12) #15
  %416 = load double, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #15
  %417 = fmul fast double %415, %415
  %418 = fmul fast double %416, %351
  %419 = fadd fast double %418, %417
  %420 = fadd fast double %414, %412
  %421 = fsub fast double %420, %419
  %422 = fdiv fast double %421, %363
  %423 = tail call fast double @llvm.fabs.f64(double %422)
  %424 = tail call fast double @llvm.maxnum.f64(double %423, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123)
  store volatile double %410, ptr %123, align 8, !tbaa !5
  %425 = load volatile double, ptr %123, align 8, !tbaa !5
  %426 = tail call double @llvm.fabs.f64(double %425)
  %427 = fcmp ueq double %426, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123)
  br i1 %427, label %439, label %428

428:                                              ; preds = %408
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122)
  store volatile double %422, ptr %122, align 8, !tbaa !5
  %429 = load volatile double, ptr %122, align 8, !tbaa !5
  %430 = tail call double @llvm.fabs.f64(double %429)
  %431 = fcmp ueq double %430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122)
  br i1 %431, label %439, label %432

432:                                              ; preds = %428
  %433 = fsub fast double %410, %422
  %434 = tail call fast double @llvm.fabs.f64(double %433)
  %435 = fmul fast double %424, 1.000000e-04
  %436 = fcmp fast ole double %434, %435
  %437 = select i1 %436, ptr @.str.39, ptr @.str.40
  %438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %410, double noundef nofpclass(nan inf) %422, ptr noundef nonnull %437)
  br i1 %436, label %444, label %441

439:                                              ; preds = %428, %408
  %440 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %410, double noundef nofpclass(nan inf) %422, ptr noundef nonnull @.str.40)
  br label %441

441:                                              ; preds = %439, %432
  %442 = load i32, ptr @n_fail, align 4, !tbaa !9
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !9
  br label %444

444:                                              ; preds = %432, %441
  %445 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_modf, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %446 = fpext float %445 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #15
  %447 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %350, ptr noundef nonnull %9) #15
  %448 = fmul fast double %447, %447
  %449 = load double, ptr %9, align 8, !tbaa !5
  %450 = fmul fast double %449, %350
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #15
  %451 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %351, ptr noundef nonnull %10) #15
  %452 = load double, ptr %10, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #15
  %453 = fmul fast double %451, %451
  %454 = fmul fast double %452, %351
  %455 = fadd fast double %454, %453
  %456 = fadd fast double %450, %448
  %457 = fsub fast double %456, %455
  %458 = fdiv fast double %457, %363
  %459 = tail call fast double @llvm.fabs.f64(double %458)
  %460 = tail call fast double @llvm.maxnum.f64(double %459, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  store volatile double %446, ptr %121, align 8, !tbaa !5
  %461 = load volatile double, ptr %121, align 8, !tbaa !5
  %462 = tail call double @llvm.fabs.f64(double %461)
  %463 = fcmp ueq double %462, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  br i1 %463, label %475, label %464

464:                                              ; preds = %444
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  store volatile double %458, ptr %120, align 8, !tbaa !5
  %465 = load volatile double, ptr %120, align 8, !tbaa !5
  %466 = tail call double @llvm.fabs.f64(double %465)
  %467 = fcmp ueq double %466, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  br i1 %467, label %475, label %468

468:                                              ; preds = %464
  %469 = fsub fast double %446, %458
  %470 = tail call fast double @llvm.fabs.f64(double %469)
  %471 = fmul fast double %460, 1.000000e-04
  %472 = fcmp fast ole double %470, %471
  %473 = select i1 %472, ptr @.str.39, ptr @.str.40
  %474 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %446, double noundef nofpclass(nan inf) %458, ptr noundef nonnull %473)
  br i1 %472, label %480, label %477

475:                                              ; preds = %464, %444
  %476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %446, double noundef nofpclass(nan inf) %458, ptr noundef nonnull @.str.40)
  br label %477

477:                                              ; preds = %475, %468
  %478 = load i32, ptr @n_fail, align 4, !tbaa !9
  %479 = add nsw i32 %478, 1
  store i32 %479, ptr @n_fail, align 4, !tbaa !9
  br label %480

480:                                              ; preds = %468, %477
  %481 = add nuw nsw i64 %141, 1
  %482 = icmp eq i64 %481, 5
  br i1 %482, label %483, label %140, !llvm.loop !11

483:                                              ; preds = %480
  %484 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef -3) #16
  %485 = fmul fast double %484, 3.400000e+00
  %486 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef -3) #15
  %487 = tail call fast double @llvm.fabs.f64(double %485)
  %488 = tail call fast double @llvm.maxnum.f64(double %487, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %486, ptr %119, align 8, !tbaa !5
  %489 = load volatile double, ptr %119, align 8, !tbaa !5
  %490 = tail call double @llvm.fabs.f64(double %489)
  %491 = fcmp ueq double %490, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %491, label %503, label %492

492:                                              ; preds = %483
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %485, ptr %118, align 8, !tbaa !5
  %493 = load volatile double, ptr %118, align 8, !tbaa !5
  %494 = tail call double @llvm.fabs.f64(double %493)
  %495 = fcmp ueq double %494, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %495, label %503, label %496

496:                                              ; preds = %492
  %497 = fsub fast double %486, %485
  %498 = tail call fast double @llvm.fabs.f64(double %497)
  %499 = fmul fast double %488, 0x3D06849B86A12B9B
  %500 = fcmp fast ole double %498, %499
  %501 = select i1 %500, ptr @.str.39, ptr @.str.40
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %486, double noundef nofpclass(nan inf) %485, ptr noundef nonnull %501)
  br i1 %500, label %508, label %505

503:                                              ; preds = %492, %483
  %504 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %486, double noundef nofpclass(nan inf) %485, ptr noundef nonnull @.str.40)
  br label %505

505:                                              ; preds = %503, %496
  %506 = load i32, ptr @n_fail, align 4, !tbaa !9
  %507 = add nsw i32 %506, 1
  store i32 %507, ptr @n_fail, align 4, !tbaa !9
  br label %508

508:                                              ; preds = %496, %505
  %509 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef -3) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %509, ptr %117, align 8, !tbaa !5
  %510 = load volatile double, ptr %117, align 8, !tbaa !5
  %511 = tail call double @llvm.fabs.f64(double %510)
  %512 = fcmp ueq double %511, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %512, label %524, label %513

513:                                              ; preds = %508
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %485, ptr %116, align 8, !tbaa !5
  %514 = load volatile double, ptr %116, align 8, !tbaa !5
  %515 = tail call double @llvm.fabs.f64(double %514)
  %516 = fcmp ueq double %515, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %516, label %524, label %517

517:                                              ; preds = %513
  %518 = fsub fast double %509, %485
  %519 = tail call fast double @llvm.fabs.f64(double %518)
  %520 = fmul fast double %488, 0x3D06849B86A12B9B
  %521 = fcmp fast ole double %519, %520
  %522 = select i1 %521, ptr @.str.39, ptr @.str.40
  %523 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %509, double noundef nofpclass(nan inf) %485, ptr noundef nonnull %522)
  br i1 %521, label %529, label %526

524:                                              ; preds = %513, %508
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %509, double noundef nofpclass(nan inf) %485, ptr noundef nonnull @.str.40)
  br label %526

526:                                              ; preds = %524, %517
  %527 = load i32, ptr @n_fail, align 4, !tbaa !9
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr @n_fail, align 4, !tbaa !9
  br label %529

529:                                              ; preds = %517, %526
  %530 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 1) #16
  %531 = fmul fast double %530, 3.400000e+00
  %532 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef 1) #15
  %533 = tail call fast double @llvm.fabs.f64(double %531)
  %534 = tail call fast double @llvm.maxnum.f64(double %533, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %532, ptr %119, align 8, !tbaa !5
  %535 = load volatile double, ptr %119, align 8, !tbaa !5
  %536 = tail call double @llvm.fabs.f64(double %535)
  %537 = fcmp ueq double %536, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %537, label %549, label %538

538:                                              ; preds = %529
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %531, ptr %118, align 8, !tbaa !5
  %539 = load volatile double, ptr %118, align 8, !tbaa !5
  %540 = tail call double @llvm.fabs.f64(double %539)
  %541 = fcmp ueq double %540, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %541, label %549, label %542

542:                                              ; preds = %538
  %543 = fsub fast double %532, %531
  %544 = tail call fast double @llvm.fabs.f64(double %543)
  %545 = fmul fast double %534, 0x3D06849B86A12B9B
  %546 = fcmp fast ole double %544, %545
  %547 = select i1 %546, ptr @.str.39, ptr @.str.40
  %548 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %532, double noundef nofpclass(nan inf) %531, ptr noundef nonnull %547)
  br i1 %546, label %554, label %551

549:                                              ; preds = %538, %529
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %532, double noundef nofpclass(nan inf) %531, ptr noundef nonnull @.str.40)
  br label %551

551:                                              ; preds = %549, %542
  %552 = load i32, ptr @n_fail, align 4, !tbaa !9
  %553 = add nsw i32 %552, 1
  store i32 %553, ptr @n_fail, align 4, !tbaa !9
  br label %554

554:                                              ; preds = %551, %542
  %555 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 1) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %555, ptr %117, align 8, !tbaa !5
  %556 = load volatile double, ptr %117, align 8, !tbaa !5
  %557 = tail call double @llvm.fabs.f64(double %556)
  %558 = fcmp ueq double %557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %558, label %570, label %559

559:                                              ; preds = %554
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %531, ptr %116, align 8, !tbaa !5
  %560 = load volatile double, ptr %116, align 8, !tbaa !5
  %561 = tail call double @llvm.fabs.f64(double %560)
  %562 = fcmp ueq double %561, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %562, label %570, label %563

563:                                              ; preds = %559
  %564 = fsub fast double %555, %531
  %565 = tail call fast double @llvm.fabs.f64(double %564)
  %566 = fmul fast double %534, 0x3D06849B86A12B9B
  %567 = fcmp fast ole double %565, %566
  %568 = select i1 %567, ptr @.str.39, ptr @.str.40
  %569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %555, double noundef nofpclass(nan inf) %531, ptr noundef nonnull %568)
  br i1 %567, label %575, label %572

570:                                              ; preds = %559, %554
  %571 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %555, double noundef nofpclass(nan inf) %531, ptr noundef nonnull @.str.40)
  br label %572

572:                                              ; preds = %570, %563
  %573 = load i32, ptr @n_fail, align 4, !tbaa !9
  %574 = add nsw i32 %573, 1
  store i32 %574, ptr @n_fail, align 4, !tbaa !9
  br label %575

575:                                              ; preds = %572, %563
  %576 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 5) #16
  %577 = fmul fast double %576, 3.400000e+00
  %578 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef 5) #15
  %579 = tail call fast double @llvm.fabs.f64(double %577)
  %580 = tail call fast double @llvm.maxnum.f64(double %579, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %578, ptr %119, align 8, !tbaa !5
  %581 = load volatile double, ptr %119, align 8, !tbaa !5
  %582 = tail call double @llvm.fabs.f64(double %581)
  %583 = fcmp ueq double %582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %583, label %595, label %584

584:                                              ; preds = %575
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %577, ptr %118, align 8, !tbaa !5
  %585 = load volatile double, ptr %118, align 8, !tbaa !5
  %586 = tail call double @llvm.fabs.f64(double %585)
  %587 = fcmp ueq double %586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %587, label %595, label %588

588:                                              ; preds = %584
  %589 = fsub fast double %578, %577
  %590 = tail call fast double @llvm.fabs.f64(double %589)
  %591 = fmul fast double %580, 0x3D06849B86A12B9B
  %592 = fcmp fast ole double %590, %591
  %593 = select i1 %592, ptr @.str.39, ptr @.str.40
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %578, double noundef nofpclass(nan inf) %577, ptr noundef nonnull %593)
  br i1 %592, label %600, label %597

595:                                              ; preds = %584, %575
  %596 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %578, double noundef nofpclass(nan inf) %577, ptr noundef nonnull @.str.40)
  br label %597

597:                                              ; preds = %595, %588
  %598 = load i32, ptr @n_fail, align 4, !tbaa !9
  %599 = add nsw i32 %598, 1
  store i32 %599, ptr @n_fail, align 4, !tbaa !9
  br label %600

600:                                              ; preds = %597, %588
  %601 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %601, ptr %117, align 8, !tbaa !5
  %602 = load volatile double, ptr %117, align 8, !tbaa !5
  %603 = tail call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %604, label %616, label %605

605:                                              ; preds = %600
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %577, ptr %116, align 8, !tbaa !5
  %606 = load volatile double, ptr %116, align 8, !tbaa !5
  %607 = tail call double @llvm.fabs.f64(double %606)
  %608 = fcmp ueq double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %608, label %616, label %609

609:                                              ; preds = %605
  %610 = fsub fast double %601, %577
  %611 = tail call fast double @llvm.fabs.f64(double %610)
  %612 = fmul fast double %580, 0x3D06849B86A12B9B
  %613 = fcmp fast ole double %611, %612
  %614 = select i1 %613, ptr @.str.39, ptr @.str.40
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %601, double noundef nofpclass(nan inf) %577, ptr noundef nonnull %614)
  br i1 %613, label %621, label %618

616:                                              ; preds = %605, %600
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %601, double noundef nofpclass(nan inf) %577, ptr noundef nonnull @.str.40)
  br label %618

618:                                              ; preds = %616, %609
  %619 = load i32, ptr @n_fail, align 4, !tbaa !9
  %620 = add nsw i32 %619, 1
  store i32 %620, ptr @n_fail, align 4, !tbaa !9
  br label %621

621:                                              ; preds = %618, %609
  br label %622

622:                                              ; preds = %621, %628
  %623 = phi i64 [ %629, %628 ], [ 0, %621 ]
  %624 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %623
  %625 = load i32, ptr %624, align 4, !tbaa !9
  %626 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.300000e+00, i32 noundef %625) #16
  %627 = trunc nuw nsw i64 %623 to i32
  br label %631

628:                                              ; preds = %787
  %629 = add nuw nsw i64 %623, 1
  %630 = icmp eq i64 %629, 6
  br i1 %630, label %790, label %622, !llvm.loop !13

631:                                              ; preds = %622, %787
  %632 = phi i32 [ -1, %622 ], [ %788, %787 ]
  %633 = sitofp i32 %632 to double
  %634 = fmul fast double %626, %633
  %635 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_frexp, double noundef nofpclass(nan inf) %634) #15
  %636 = tail call fast double @llvm.fabs.f64(double %634)
  %637 = tail call fast double @llvm.maxnum.f64(double %636, double 1.000000e-03)
  %638 = fcmp fast olt double %636, 1.000000e-03
  %639 = select i1 %638, double %636, double %637
  %640 = fmul fast double %639, 0x3EB0C6F7A0B5ED8D
  %641 = fadd fast double %640, %634
  %642 = fsub fast double %634, %640
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #15
  %643 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %641, ptr noundef nonnull %7) #15
  %644 = load i32, ptr %7, align 4, !tbaa !9
  %645 = sitofp i32 %644 to double
  %646 = fadd fast double %643, %645
  %647 = fmul fast double %646, %643
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #15
  %648 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %642, ptr noundef nonnull %8) #15
  %649 = load i32, ptr %8, align 4, !tbaa !9
  %650 = sitofp i32 %649 to double
  %651 = fadd fast double %648, %650
  %652 = fmul fast double %651, %648
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #15
  %653 = fsub fast double %647, %652
  %654 = fmul fast double %639, 2.000000e-06
  %655 = fdiv fast double %653, %654
  %656 = tail call fast double @llvm.fabs.f64(double %655)
  %657 = tail call fast double @llvm.maxnum.f64(double %656, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %115)
  store volatile double %635, ptr %115, align 8, !tbaa !5
  %658 = load volatile double, ptr %115, align 8, !tbaa !5
  %659 = tail call double @llvm.fabs.f64(double %658)
  %660 = fcmp ueq double %659, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %115)
  br i1 %660, label %672, label %661

661:                                              ; preds = %631
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  store volatile double %655, ptr %114, align 8, !tbaa !5
  %662 = load volatile double, ptr %114, align 8, !tbaa !5
  %663 = tail call double @llvm.fabs.f64(double %662)
  %664 = fcmp ueq double %663, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  br i1 %664, label %672, label %665

665:                                              ; preds = %661
  %666 = fsub fast double %635, %655
  %667 = tail call fast double @llvm.fabs.f64(double %666)
  %668 = fmul fast double %657, 0x3EB0C6F7A0B5ED8D
  %669 = fcmp fast ole double %667, %668
  %670 = select i1 %669, ptr @.str.39, ptr @.str.40
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %635, double noundef nofpclass(nan inf) %655, ptr noundef nonnull %670)
  br i1 %669, label %677, label %674

672:                                              ; preds = %661, %631
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %635, double noundef nofpclass(nan inf) %655, ptr noundef nonnull @.str.40)
  br label %674

674:                                              ; preds = %672, %665
  %675 = load i32, ptr @n_fail, align 4, !tbaa !9
  %676 = add nsw i32 %675, 1
  store i32 %676, ptr @n_fail, align 4, !tbaa !9
  br label %677

677:                                              ; preds = %665, %674
  %678 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frexp, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #15
  %679 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %641, ptr noundef nonnull %5) #15
  %680 = load i32, ptr %5, align 4, !tbaa !9
  %681 = sitofp i32 %680 to double
  %682 = fadd fast double %679, %681
  %683 = fmul fast double %682, %679
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #15
  %684 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %642, ptr noundef nonnull %6) #15
  %685 = load i32, ptr %6, align 4, !tbaa !9
  %686 = sitofp i32 %685 to double
  %687 = fadd fast double %684, %686
  %688 = fmul fast double %687, %684
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #15
  %689 = fsub fast double %683, %688
  %690 = fdiv fast double %689, %654
  %691 = tail call fast double @llvm.fabs.f64(double %690)
  %692 = tail call fast double @llvm.maxnum.f64(double %691, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  store volatile double %678, ptr %113, align 8, !tbaa !5
  %693 = load volatile double, ptr %113, align 8, !tbaa !5
  %694 = tail call double @llvm.fabs.f64(double %693)
  %695 = fcmp ueq double %694, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  br i1 %695, label %707, label %696

696:                                              ; preds = %677
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  store volatile double %690, ptr %112, align 8, !tbaa !5
  %697 = load volatile double, ptr %112, align 8, !tbaa !5
  %698 = tail call double @llvm.fabs.f64(double %697)
  %699 = fcmp ueq double %698, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112)
  br i1 %699, label %707, label %700

700:                                              ; preds = %696
  %701 = fsub fast double %678, %690
  %702 = tail call fast double @llvm.fabs.f64(double %701)
  %703 = fmul fast double %692, 0x3EB0C6F7A0B5ED8D
  %704 = fcmp fast ole double %702, %703
  %705 = select i1 %704, ptr @.str.39, ptr @.str.40
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %678, double noundef nofpclass(nan inf) %690, ptr noundef nonnull %705)
  br i1 %704, label %712, label %709

707:                                              ; preds = %696, %677
  %708 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %678, double noundef nofpclass(nan inf) %690, ptr noundef nonnull @.str.40)
  br label %709

709:                                              ; preds = %707, %700
  %710 = load i32, ptr @n_fail, align 4, !tbaa !9
  %711 = add nsw i32 %710, 1
  store i32 %711, ptr @n_fail, align 4, !tbaa !9
  br label %712

712:                                              ; preds = %700, %709
  switch i32 %627, label %713 [
    i32 5, label %787
    i32 4, label %787
    i32 0, label %787
  ]

713:                                              ; preds = %712
  %714 = fptrunc double %634 to float
  %715 = fpext float %714 to double
  %716 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_frexp, double noundef nofpclass(nan inf) %715) #15
  %717 = fpext float %716 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #15
  %718 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %641, ptr noundef nonnull %3) #15
  %719 = load i32, ptr %3, align 4, !tbaa !9
  %720 = sitofp i32 %719 to double
  %721 = fadd fast double %718, %720
  %722 = fmul fast double %721, %718
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #15
  %723 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %642, ptr noundef nonnull %4) #15
  %724 = load i32, ptr %4, align 4, !tbaa !9
  %725 = sitofp i32 %724 to double
  %726 = fadd fast double %723, %725
  %727 = fmul fast double %726, %723
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #15
  %728 = fsub fast double %722, %727
  %729 = fdiv fast double %728, %654
  %730 = tail call fast double @llvm.fabs.f64(double %729)
  %731 = tail call fast double @llvm.maxnum.f64(double %730, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  store volatile double %717, ptr %111, align 8, !tbaa !5
  %732 = load volatile double, ptr %111, align 8, !tbaa !5
  %733 = tail call double @llvm.fabs.f64(double %732)
  %734 = fcmp ueq double %733, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  br i1 %734, label %746, label %735

735:                                              ; preds = %713
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  store volatile double %729, ptr %110, align 8, !tbaa !5
  %736 = load volatile double, ptr %110, align 8, !tbaa !5
  %737 = tail call double @llvm.fabs.f64(double %736)
  %738 = fcmp ueq double %737, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  br i1 %738, label %746, label %739

739:                                              ; preds = %735
  %740 = fsub fast double %717, %729
  %741 = tail call fast double @llvm.fabs.f64(double %740)
  %742 = fmul fast double %731, 1.000000e-04
  %743 = fcmp fast ole double %741, %742
  %744 = select i1 %743, ptr @.str.39, ptr @.str.40
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %717, double noundef nofpclass(nan inf) %729, ptr noundef nonnull %744)
  br i1 %743, label %751, label %748

746:                                              ; preds = %735, %713
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %717, double noundef nofpclass(nan inf) %729, ptr noundef nonnull @.str.40)
  br label %748

748:                                              ; preds = %746, %739
  %749 = load i32, ptr @n_fail, align 4, !tbaa !9
  %750 = add nsw i32 %749, 1
  store i32 %750, ptr @n_fail, align 4, !tbaa !9
  br label %751

751:                                              ; preds = %739, %748
  %752 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_frexp, double noundef nofpclass(nan inf) %715, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %753 = fpext float %752 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #15
  %754 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %641, ptr noundef nonnull %1) #15
  %755 = load i32, ptr %1, align 4, !tbaa !9
  %756 = sitofp i32 %755 to double
  %757 = fadd fast double %754, %756
  %758 = fmul fast double %757, %754
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  %759 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %642, ptr noundef nonnull %2) #15
  %760 = load i32, ptr %2, align 4, !tbaa !9
  %761 = sitofp i32 %760 to double
  %762 = fadd fast double %759, %761
  %763 = fmul fast double %762, %759
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  %764 = fsub fast double %758, %763
  %765 = fdiv fast double %764, %654
  %766 = tail call fast double @llvm.fabs.f64(double %765)
  %767 = tail call fast double @llvm.maxnum.f64(double %766, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109)
  store volatile double %753, ptr %109, align 8, !tbaa !5
  %768 = load volatile double, ptr %109, align 8, !tbaa !5
  %769 = tail call double @llvm.fabs.f64(double %768)
  %770 = fcmp ueq double %769, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109)
  br i1 %770, label %782, label %771

771:                                              ; preds = %751
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  store volatile double %765, ptr %108, align 8, !tbaa !5
  %772 = load volatile double, ptr %108, align 8, !tbaa !5
  %773 = tail call double @llvm.fabs.f64(double %772)
  %774 = fcmp ueq double %773, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108)
  br i1 %774, label %782, label %775

775:                                              ; preds = %771
  %776 = fsub fast double %753, %765
  %777 = tail call fast double @llvm.fabs.f64(double %776)
  %778 = fmul fast double %767, 1.000000e-04
  %779 = fcmp fast ole double %777, %778
  %780 = select i1 %779, ptr @.str.39, ptr @.str.40
  %781 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %753, double noundef nofpclass(nan inf) %765, ptr noundef nonnull %780)
  br i1 %779, label %787, label %784

782:                                              ; preds = %771, %751
  %783 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %634, double noundef nofpclass(nan inf) %753, double noundef nofpclass(nan inf) %765, ptr noundef nonnull @.str.40)
  br label %784

784:                                              ; preds = %782, %775
  %785 = load i32, ptr @n_fail, align 4, !tbaa !9
  %786 = add nsw i32 %785, 1
  store i32 %786, ptr @n_fail, align 4, !tbaa !9
  br label %787

787:                                              ; preds = %784, %775, %712, %712, %712
  %788 = add nsw i32 %632, 2
  %789 = icmp slt i32 %632, 0
  br i1 %789, label %631, label %628, !llvm.loop !14

790:                                              ; preds = %628, %1023
  %791 = phi i64 [ %1024, %1023 ], [ 0, %628 ]
  %792 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %791
  %793 = load double, ptr %792, align 8, !tbaa !5
  %794 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %793) #15
  %795 = tail call fast double @llvm.fabs.f64(double %793)
  %796 = tail call fast double @llvm.maxnum.f64(double %795, double 1.000000e-03)
  %797 = fcmp fast olt double %795, 1.000000e-03
  %798 = select i1 %797, double %795, double %796
  %799 = fmul fast double %798, 0x3EB0C6F7A0B5ED8D
  %800 = fadd fast double %799, %793
  %801 = fsub fast double %793, %799
  %802 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %800) #15
  %803 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %801) #15
  %804 = fsub fast double %802, %803
  %805 = fmul fast double %798, 2.000000e-06
  %806 = fdiv fast double %804, %805
  %807 = tail call fast double @llvm.fabs.f64(double %806)
  %808 = tail call fast double @llvm.maxnum.f64(double %807, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  store volatile double %794, ptr %107, align 8, !tbaa !5
  %809 = load volatile double, ptr %107, align 8, !tbaa !5
  %810 = tail call double @llvm.fabs.f64(double %809)
  %811 = fcmp ueq double %810, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  br i1 %811, label %823, label %812

812:                                              ; preds = %790
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  store volatile double %806, ptr %106, align 8, !tbaa !5
  %813 = load volatile double, ptr %106, align 8, !tbaa !5
  %814 = tail call double @llvm.fabs.f64(double %813)
  %815 = fcmp ueq double %814, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  br i1 %815, label %823, label %816

816:                                              ; preds = %812
  %817 = fsub fast double %794, %806
  %818 = tail call fast double @llvm.fabs.f64(double %817)
  %819 = fmul fast double %808, 0x3EB0C6F7A0B5ED8D
  %820 = fcmp fast ole double %818, %819
  %821 = select i1 %820, ptr @.str.39, ptr @.str.40
  %822 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %794, double noundef nofpclass(nan inf) %806, ptr noundef nonnull %821)
  br i1 %820, label %828, label %825

823:                                              ; preds = %812, %790
  %824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %794, double noundef nofpclass(nan inf) %806, ptr noundef nonnull @.str.40)
  br label %825

825:                                              ; preds = %823, %816
  %826 = load i32, ptr @n_fail, align 4, !tbaa !9
  %827 = add nsw i32 %826, 1
  store i32 %827, ptr @n_fail, align 4, !tbaa !9
  br label %828

828:                                              ; preds = %816, %825
  %829 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %830 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %800) #15
  %831 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %801) #15
  %832 = fsub fast double %830, %831
  %833 = fdiv fast double %832, %805
  %834 = tail call fast double @llvm.fabs.f64(double %833)
  %835 = tail call fast double @llvm.maxnum.f64(double %834, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  store volatile double %829, ptr %105, align 8, !tbaa !5
  %836 = load volatile double, ptr %105, align 8, !tbaa !5
  %837 = tail call double @llvm.fabs.f64(double %836)
  %838 = fcmp ueq double %837, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  br i1 %838, label %850, label %839

839:                                              ; preds = %828
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  store volatile double %833, ptr %104, align 8, !tbaa !5
  %840 = load volatile double, ptr %104, align 8, !tbaa !5
  %841 = tail call double @llvm.fabs.f64(double %840)
  %842 = fcmp ueq double %841, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  br i1 %842, label %850, label %843

843:                                              ; preds = %839
  %844 = fsub fast double %829, %833
  %845 = tail call fast double @llvm.fabs.f64(double %844)
  %846 = fmul fast double %835, 0x3EB0C6F7A0B5ED8D
  %847 = fcmp fast ole double %845, %846
  %848 = select i1 %847, ptr @.str.39, ptr @.str.40
  %849 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %829, double noundef nofpclass(nan inf) %833, ptr noundef nonnull %848)
  br i1 %847, label %855, label %852

850:                                              ; preds = %839, %828
  %851 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %829, double noundef nofpclass(nan inf) %833, ptr noundef nonnull @.str.40)
  br label %852

852:                                              ; preds = %850, %843
  %853 = load i32, ptr @n_fail, align 4, !tbaa !9
  %854 = add nsw i32 %853, 1
  store i32 %854, ptr @n_fail, align 4, !tbaa !9
  br label %855

855:                                              ; preds = %843, %852
  %856 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_tgamma, double noundef nofpclass(nan inf) %793) #15
  %857 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %800) #16
  %858 = fmul fast double %857, %800
  %859 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %801) #16
  %860 = fmul fast double %859, %801
  %861 = fsub fast double %858, %860
  %862 = fdiv fast double %861, %805
  %863 = tail call fast double @llvm.fabs.f64(double %862)
  %864 = tail call fast double @llvm.maxnum.f64(double %863, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  store volatile double %856, ptr %103, align 8, !tbaa !5
  %865 = load volatile double, ptr %103, align 8, !tbaa !5
  %866 = tail call double @llvm.fabs.f64(double %865)
  %867 = fcmp ueq double %866, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  br i1 %867, label %879, label %868

868:                                              ; preds = %855
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  store volatile double %862, ptr %102, align 8, !tbaa !5
  %869 = load volatile double, ptr %102, align 8, !tbaa !5
  %870 = tail call double @llvm.fabs.f64(double %869)
  %871 = fcmp ueq double %870, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102)
  br i1 %871, label %879, label %872

872:                                              ; preds = %868
  %873 = fsub fast double %856, %862
  %874 = tail call fast double @llvm.fabs.f64(double %873)
  %875 = fmul fast double %864, 0x3EB0C6F7A0B5ED8D
  %876 = fcmp fast ole double %874, %875
  %877 = select i1 %876, ptr @.str.39, ptr @.str.40
  %878 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %856, double noundef nofpclass(nan inf) %862, ptr noundef nonnull %877)
  br i1 %876, label %884, label %881

879:                                              ; preds = %868, %855
  %880 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %856, double noundef nofpclass(nan inf) %862, ptr noundef nonnull @.str.40)
  br label %881

881:                                              ; preds = %879, %872
  %882 = load i32, ptr @n_fail, align 4, !tbaa !9
  %883 = add nsw i32 %882, 1
  store i32 %883, ptr @n_fail, align 4, !tbaa !9
  br label %884

884:                                              ; preds = %872, %881
  %885 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tgamma, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101)
  store volatile double %885, ptr %101, align 8, !tbaa !5
  %886 = load volatile double, ptr %101, align 8, !tbaa !5
  %887 = tail call double @llvm.fabs.f64(double %886)
  %888 = fcmp ueq double %887, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101)
  br i1 %888, label %900, label %889

889:                                              ; preds = %884
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  store volatile double %862, ptr %100, align 8, !tbaa !5
  %890 = load volatile double, ptr %100, align 8, !tbaa !5
  %891 = tail call double @llvm.fabs.f64(double %890)
  %892 = fcmp ueq double %891, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  br i1 %892, label %900, label %893

893:                                              ; preds = %889
  %894 = fsub fast double %885, %862
  %895 = tail call fast double @llvm.fabs.f64(double %894)
  %896 = fmul fast double %864, 0x3EB0C6F7A0B5ED8D
  %897 = fcmp fast ole double %895, %896
  %898 = select i1 %897, ptr @.str.39, ptr @.str.40
  %899 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %885, double noundef nofpclass(nan inf) %862, ptr noundef nonnull %898)
  br i1 %897, label %905, label %902

900:                                              ; preds = %889, %884
  %901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %885, double noundef nofpclass(nan inf) %862, ptr noundef nonnull @.str.40)
  br label %902

902:                                              ; preds = %900, %893
  %903 = load i32, ptr @n_fail, align 4, !tbaa !9
  %904 = add nsw i32 %903, 1
  store i32 %904, ptr @n_fail, align 4, !tbaa !9
  br label %905

905:                                              ; preds = %893, %902
  %906 = icmp eq i64 %791, 6
  br i1 %906, label %1025, label %907

907:                                              ; preds = %905
  %908 = fptrunc double %793 to float
  %909 = fpext float %908 to double
  %910 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_lgamma, double noundef nofpclass(nan inf) %909) #15
  %911 = fpext float %910 to double
  %912 = tail call fast double @llvm.fabs.f64(double %909)
  %913 = tail call fast double @llvm.maxnum.f64(double %912, double 1.000000e-03)
  %914 = fcmp fast olt double %912, 1.000000e-03
  %915 = select i1 %914, double %912, double %913
  %916 = fmul fast double %915, 0x3EB0C6F7A0B5ED8D
  %917 = fadd fast double %916, %909
  %918 = fsub fast double %909, %916
  %919 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %917) #15
  %920 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %918) #15
  %921 = fsub fast double %919, %920
  %922 = fmul fast double %915, 2.000000e-06
  %923 = fdiv fast double %921, %922
  %924 = tail call fast double @llvm.fabs.f64(double %923)
  %925 = tail call fast double @llvm.maxnum.f64(double %924, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  store volatile double %911, ptr %99, align 8, !tbaa !5
  %926 = load volatile double, ptr %99, align 8, !tbaa !5
  %927 = tail call double @llvm.fabs.f64(double %926)
  %928 = fcmp ueq double %927, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  br i1 %928, label %940, label %929

929:                                              ; preds = %907
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  store volatile double %923, ptr %98, align 8, !tbaa !5
  %930 = load volatile double, ptr %98, align 8, !tbaa !5
  %931 = tail call double @llvm.fabs.f64(double %930)
  %932 = fcmp ueq double %931, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  br i1 %932, label %940, label %933

933:                                              ; preds = %929
  %934 = fsub fast double %911, %923
  %935 = tail call fast double @llvm.fabs.f64(double %934)
  %936 = fmul fast double %925, 1.000000e-04
  %937 = fcmp fast ole double %935, %936
  %938 = select i1 %937, ptr @.str.39, ptr @.str.40
  %939 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %911, double noundef nofpclass(nan inf) %923, ptr noundef nonnull %938)
  br i1 %937, label %945, label %942

940:                                              ; preds = %929, %907
  %941 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %911, double noundef nofpclass(nan inf) %923, ptr noundef nonnull @.str.40)
  br label %942

942:                                              ; preds = %940, %933
  %943 = load i32, ptr @n_fail, align 4, !tbaa !9
  %944 = add nsw i32 %943, 1
  store i32 %944, ptr @n_fail, align 4, !tbaa !9
  br label %945

945:                                              ; preds = %933, %942
  %946 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_lgamma, double noundef nofpclass(nan inf) %909, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %947 = fpext float %946 to double
  %948 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %917) #15
  %949 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %918) #15
  %950 = fsub fast double %948, %949
  %951 = fdiv fast double %950, %922
  %952 = tail call fast double @llvm.fabs.f64(double %951)
  %953 = tail call fast double @llvm.maxnum.f64(double %952, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  store volatile double %947, ptr %97, align 8, !tbaa !5
  %954 = load volatile double, ptr %97, align 8, !tbaa !5
  %955 = tail call double @llvm.fabs.f64(double %954)
  %956 = fcmp ueq double %955, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  br i1 %956, label %968, label %957

957:                                              ; preds = %945
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  store volatile double %951, ptr %96, align 8, !tbaa !5
  %958 = load volatile double, ptr %96, align 8, !tbaa !5
  %959 = tail call double @llvm.fabs.f64(double %958)
  %960 = fcmp ueq double %959, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  br i1 %960, label %968, label %961

961:                                              ; preds = %957
  %962 = fsub fast double %947, %951
  %963 = tail call fast double @llvm.fabs.f64(double %962)
  %964 = fmul fast double %953, 1.000000e-04
  %965 = fcmp fast ole double %963, %964
  %966 = select i1 %965, ptr @.str.39, ptr @.str.40
  %967 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %947, double noundef nofpclass(nan inf) %951, ptr noundef nonnull %966)
  br i1 %965, label %973, label %970

968:                                              ; preds = %957, %945
  %969 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %947, double noundef nofpclass(nan inf) %951, ptr noundef nonnull @.str.40)
  br label %970

970:                                              ; preds = %968, %961
  %971 = load i32, ptr @n_fail, align 4, !tbaa !9
  %972 = add nsw i32 %971, 1
  store i32 %972, ptr @n_fail, align 4, !tbaa !9
  br label %973

973:                                              ; preds = %961, %970
  %974 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_tgamma, double noundef nofpclass(nan inf) %909) #15
  %975 = fpext float %974 to double
  %976 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %917) #16
  %977 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %918) #16
  %978 = fsub fast double %976, %977
  %979 = fdiv fast double %978, %922
  %980 = tail call fast double @llvm.fabs.f64(double %979)
  %981 = tail call fast double @llvm.maxnum.f64(double %980, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  store volatile double %975, ptr %95, align 8, !tbaa !5
  %982 = load volatile double, ptr %95, align 8, !tbaa !5
  %983 = tail call double @llvm.fabs.f64(double %982)
  %984 = fcmp ueq double %983, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  br i1 %984, label %996, label %985

985:                                              ; preds = %973
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  store volatile double %979, ptr %94, align 8, !tbaa !5
  %986 = load volatile double, ptr %94, align 8, !tbaa !5
  %987 = tail call double @llvm.fabs.f64(double %986)
  %988 = fcmp ueq double %987, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  br i1 %988, label %996, label %989

989:                                              ; preds = %985
  %990 = fsub fast double %975, %979
  %991 = tail call fast double @llvm.fabs.f64(double %990)
  %992 = fmul fast double %981, 1.000000e-04
  %993 = fcmp fast ole double %991, %992
  %994 = select i1 %993, ptr @.str.39, ptr @.str.40
  %995 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %975, double noundef nofpclass(nan inf) %979, ptr noundef nonnull %994)
  br i1 %993, label %1001, label %998

996:                                              ; preds = %985, %973
  %997 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %975, double noundef nofpclass(nan inf) %979, ptr noundef nonnull @.str.40)
  br label %998

998:                                              ; preds = %996, %989
  %999 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1000 = add nsw i32 %999, 1
  store i32 %1000, ptr @n_fail, align 4, !tbaa !9
  br label %1001

1001:                                             ; preds = %989, %998
  %1002 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_tgamma, double noundef nofpclass(nan inf) %909, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1003 = fpext float %1002 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  store volatile double %1003, ptr %93, align 8, !tbaa !5
  %1004 = load volatile double, ptr %93, align 8, !tbaa !5
  %1005 = tail call double @llvm.fabs.f64(double %1004)
  %1006 = fcmp ueq double %1005, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  br i1 %1006, label %1018, label %1007

1007:                                             ; preds = %1001
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  store volatile double %979, ptr %92, align 8, !tbaa !5
  %1008 = load volatile double, ptr %92, align 8, !tbaa !5
  %1009 = tail call double @llvm.fabs.f64(double %1008)
  %1010 = fcmp ueq double %1009, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  br i1 %1010, label %1018, label %1011

1011:                                             ; preds = %1007
  %1012 = fsub fast double %1003, %979
  %1013 = tail call fast double @llvm.fabs.f64(double %1012)
  %1014 = fmul fast double %981, 1.000000e-04
  %1015 = fcmp fast ole double %1013, %1014
  %1016 = select i1 %1015, ptr @.str.39, ptr @.str.40
  %1017 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %1003, double noundef nofpclass(nan inf) %979, ptr noundef nonnull %1016)
  br i1 %1015, label %1023, label %1020

1018:                                             ; preds = %1007, %1001
  %1019 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %793, double noundef nofpclass(nan inf) %1003, double noundef nofpclass(nan inf) %979, ptr noundef nonnull @.str.40)
  br label %1020

1020:                                             ; preds = %1018, %1011
  %1021 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1022 = add nsw i32 %1021, 1
  store i32 %1022, ptr @n_fail, align 4, !tbaa !9
  br label %1023

1023:                                             ; preds = %1020, %1011
  %1024 = add nuw nsw i64 %791, 1
  br label %790

1025:                                             ; preds = %905
  %1026 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1026, ptr %91, align 8, !tbaa !5
  %1027 = load volatile double, ptr %91, align 8, !tbaa !5
  %1028 = tail call double @llvm.fabs.f64(double %1027)
  %1029 = fcmp ueq double %1028, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1029, label %1040, label %1030

1030:                                             ; preds = %1025
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0xBFE2788CFC6FB619, ptr %90, align 8, !tbaa !5
  %1031 = load volatile double, ptr %90, align 8, !tbaa !5
  %1032 = tail call double @llvm.fabs.f64(double %1031)
  %1033 = fcmp ueq double %1032, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1033, label %1040, label %1034

1034:                                             ; preds = %1030
  %1035 = fadd fast double %1026, 0x3FE2788CFC6FB619
  %1036 = tail call fast double @llvm.fabs.f64(double %1035)
  %1037 = fcmp fast ole double %1036, 0x3D06849B86A12B9B
  %1038 = select i1 %1037, ptr @.str.39, ptr @.str.40
  %1039 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1026, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull %1038)
  br i1 %1037, label %1045, label %1042

1040:                                             ; preds = %1030, %1025
  %1041 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1026, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1042

1042:                                             ; preds = %1040, %1034
  %1043 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1044 = add nsw i32 %1043, 1
  store i32 %1044, ptr @n_fail, align 4, !tbaa !9
  br label %1045

1045:                                             ; preds = %1042, %1034
  %1046 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1046, ptr %89, align 8, !tbaa !5
  %1047 = load volatile double, ptr %89, align 8, !tbaa !5
  %1048 = tail call double @llvm.fabs.f64(double %1047)
  %1049 = fcmp ueq double %1048, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1049, label %1060, label %1050

1050:                                             ; preds = %1045
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0xBFE2788CFC6FB619, ptr %88, align 8, !tbaa !5
  %1051 = load volatile double, ptr %88, align 8, !tbaa !5
  %1052 = tail call double @llvm.fabs.f64(double %1051)
  %1053 = fcmp ueq double %1052, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1053, label %1060, label %1054

1054:                                             ; preds = %1050
  %1055 = fadd fast double %1046, 0x3FE2788CFC6FB619
  %1056 = tail call fast double @llvm.fabs.f64(double %1055)
  %1057 = fcmp fast ole double %1056, 0x3D06849B86A12B9B
  %1058 = select i1 %1057, ptr @.str.39, ptr @.str.40
  %1059 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1046, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull %1058)
  br i1 %1057, label %1065, label %1062

1060:                                             ; preds = %1050, %1045
  %1061 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1046, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1062

1062:                                             ; preds = %1060, %1054
  %1063 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1064 = add nsw i32 %1063, 1
  store i32 %1064, ptr @n_fail, align 4, !tbaa !9
  br label %1065

1065:                                             ; preds = %1054, %1062
  %1066 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.200000e+01) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1066, ptr %91, align 8, !tbaa !5
  %1067 = load volatile double, ptr %91, align 8, !tbaa !5
  %1068 = tail call double @llvm.fabs.f64(double %1067)
  %1069 = fcmp ueq double %1068, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1069, label %1080, label %1070

1070:                                             ; preds = %1065
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0x40038A9234F5821D, ptr %90, align 8, !tbaa !5
  %1071 = load volatile double, ptr %90, align 8, !tbaa !5
  %1072 = tail call double @llvm.fabs.f64(double %1071)
  %1073 = fcmp ueq double %1072, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1073, label %1080, label %1074

1074:                                             ; preds = %1070
  %1075 = fadd fast double %1066, 0xC0038A9234F5821D
  %1076 = tail call fast double @llvm.fabs.f64(double %1075)
  %1077 = fcmp fast ole double %1076, 0x3D1B807E31DC3D80
  %1078 = select i1 %1077, ptr @.str.39, ptr @.str.40
  %1079 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1066, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull %1078)
  br i1 %1077, label %1085, label %1082

1080:                                             ; preds = %1070, %1065
  %1081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1066, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1082

1082:                                             ; preds = %1080, %1074
  %1083 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1084 = add nsw i32 %1083, 1
  store i32 %1084, ptr @n_fail, align 4, !tbaa !9
  br label %1085

1085:                                             ; preds = %1082, %1074
  %1086 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1086, ptr %89, align 8, !tbaa !5
  %1087 = load volatile double, ptr %89, align 8, !tbaa !5
  %1088 = tail call double @llvm.fabs.f64(double %1087)
  %1089 = fcmp ueq double %1088, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1089, label %1100, label %1090

1090:                                             ; preds = %1085
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0x40038A9234F5821D, ptr %88, align 8, !tbaa !5
  %1091 = load volatile double, ptr %88, align 8, !tbaa !5
  %1092 = tail call double @llvm.fabs.f64(double %1091)
  %1093 = fcmp ueq double %1092, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1093, label %1100, label %1094

1094:                                             ; preds = %1090
  %1095 = fadd fast double %1086, 0xC0038A9234F5821D
  %1096 = tail call fast double @llvm.fabs.f64(double %1095)
  %1097 = fcmp fast ole double %1096, 0x3D1B807E31DC3D80
  %1098 = select i1 %1097, ptr @.str.39, ptr @.str.40
  %1099 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1086, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull %1098)
  br i1 %1097, label %1105, label %1102

1100:                                             ; preds = %1090, %1085
  %1101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1086, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1102

1102:                                             ; preds = %1100, %1094
  %1103 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1104 = add nsw i32 %1103, 1
  store i32 %1104, ptr @n_fail, align 4, !tbaa !9
  br label %1105

1105:                                             ; preds = %1102, %1094
  br label %1106

1106:                                             ; preds = %1105, %1311
  %1107 = phi i32 [ %1312, %1311 ], [ 0, %1105 ]
  %1108 = uitofp nneg i32 %1107 to double
  %1109 = fadd fast double %1108, 5.000000e-01
  %1110 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1109) #15
  %1111 = icmp eq i32 %1107, 0
  br i1 %1111, label %1137, label %1112

1112:                                             ; preds = %1106
  %1113 = add nuw i32 %1107, 1
  %1114 = and i32 %1113, -2
  %1115 = add nsw i32 %1107, -1
  %1116 = insertelement <2 x i32> poison, i32 %1115, i64 0
  %1117 = shufflevector <2 x i32> %1116, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1118

1118:                                             ; preds = %1118, %1112
  %1119 = phi i32 [ 0, %1112 ], [ %1127, %1118 ]
  %1120 = phi <2 x i32> [ <i32 1, i32 2>, %1112 ], [ %1128, %1118 ]
  %1121 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1112 ], [ %1126, %1118 ]
  %1122 = shl nuw nsw <2 x i32> %1120, <i32 1, i32 1>
  %1123 = add nsw <2 x i32> %1122, <i32 -1, i32 -1>
  %1124 = sitofp <2 x i32> %1123 to <2 x double>
  %1125 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1124
  %1126 = fadd fast <2 x double> %1125, %1121
  %1127 = add i32 %1119, 2
  %1128 = add <2 x i32> %1120, <i32 2, i32 2>
  %1129 = icmp eq i32 %1127, %1114
  br i1 %1129, label %1130, label %1118, !llvm.loop !15

1130:                                             ; preds = %1118
  %1131 = insertelement <2 x i32> poison, i32 %1119, i64 0
  %1132 = shufflevector <2 x i32> %1131, <2 x i32> poison, <2 x i32> zeroinitializer
  %1133 = or disjoint <2 x i32> %1132, <i32 0, i32 1>
  %1134 = icmp ugt <2 x i32> %1133, %1117
  %1135 = select fast <2 x i1> %1134, <2 x double> %1121, <2 x double> %1126
  %1136 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1135)
  br label %1137

1137:                                             ; preds = %1130, %1106
  %1138 = phi double [ 0xBFFF6A897D3214FC, %1106 ], [ %1136, %1130 ]
  %1139 = tail call fast double @llvm.fabs.f64(double %1138)
  %1140 = tail call fast double @llvm.maxnum.f64(double %1139, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  store volatile double %1110, ptr %87, align 8, !tbaa !5
  %1141 = load volatile double, ptr %87, align 8, !tbaa !5
  %1142 = tail call double @llvm.fabs.f64(double %1141)
  %1143 = fcmp ueq double %1142, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  br i1 %1143, label %1155, label %1144

1144:                                             ; preds = %1137
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  store volatile double %1138, ptr %86, align 8, !tbaa !5
  %1145 = load volatile double, ptr %86, align 8, !tbaa !5
  %1146 = tail call double @llvm.fabs.f64(double %1145)
  %1147 = fcmp ueq double %1146, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  br i1 %1147, label %1155, label %1148

1148:                                             ; preds = %1144
  %1149 = fsub fast double %1110, %1138
  %1150 = tail call fast double @llvm.fabs.f64(double %1149)
  %1151 = fmul fast double %1140, 0x3D06849B86A12B9B
  %1152 = fcmp fast ole double %1150, %1151
  %1153 = select i1 %1152, ptr @.str.39, ptr @.str.40
  %1154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1109, double noundef nofpclass(nan inf) %1110, double noundef nofpclass(nan inf) %1138, ptr noundef nonnull %1153)
  br i1 %1152, label %1160, label %1157

1155:                                             ; preds = %1144, %1137
  %1156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1109, double noundef nofpclass(nan inf) %1110, double noundef nofpclass(nan inf) %1138, ptr noundef nonnull @.str.40)
  br label %1157

1157:                                             ; preds = %1155, %1148
  %1158 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1159 = add nsw i32 %1158, 1
  store i32 %1159, ptr @n_fail, align 4, !tbaa !9
  br label %1160

1160:                                             ; preds = %1148, %1157
  %1161 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1109, double noundef nofpclass(nan inf) 1.000000e+00) #15
  br i1 %1111, label %1187, label %1162

1162:                                             ; preds = %1160
  %1163 = add nuw i32 %1107, 1
  %1164 = and i32 %1163, -2
  %1165 = add nsw i32 %1107, -1
  %1166 = insertelement <2 x i32> poison, i32 %1165, i64 0
  %1167 = shufflevector <2 x i32> %1166, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1168

1168:                                             ; preds = %1168, %1162
  %1169 = phi i32 [ 0, %1162 ], [ %1177, %1168 ]
  %1170 = phi <2 x i32> [ <i32 1, i32 2>, %1162 ], [ %1178, %1168 ]
  %1171 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1162 ], [ %1176, %1168 ]
  %1172 = shl nuw nsw <2 x i32> %1170, <i32 1, i32 1>
  %1173 = add nsw <2 x i32> %1172, <i32 -1, i32 -1>
  %1174 = sitofp <2 x i32> %1173 to <2 x double>
  %1175 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1174
  %1176 = fadd fast <2 x double> %1175, %1171
  %1177 = add i32 %1169, 2
  %1178 = add <2 x i32> %1170, <i32 2, i32 2>
  %1179 = icmp eq i32 %1177, %1164
  br i1 %1179, label %1180, label %1168, !llvm.loop !18

1180:                                             ; preds = %1168
  %1181 = insertelement <2 x i32> poison, i32 %1169, i64 0
  %1182 = shufflevector <2 x i32> %1181, <2 x i32> poison, <2 x i32> zeroinitializer
  %1183 = or disjoint <2 x i32> %1182, <i32 0, i32 1>
  %1184 = icmp ugt <2 x i32> %1183, %1167
  %1185 = select fast <2 x i1> %1184, <2 x double> %1171, <2 x double> %1176
  %1186 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1185)
  br label %1187

1187:                                             ; preds = %1180, %1160
  %1188 = phi double [ 0xBFFF6A897D3214FC, %1160 ], [ %1186, %1180 ]
  %1189 = tail call fast double @llvm.fabs.f64(double %1188)
  %1190 = tail call fast double @llvm.maxnum.f64(double %1189, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  store volatile double %1161, ptr %85, align 8, !tbaa !5
  %1191 = load volatile double, ptr %85, align 8, !tbaa !5
  %1192 = tail call double @llvm.fabs.f64(double %1191)
  %1193 = fcmp ueq double %1192, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  br i1 %1193, label %1205, label %1194

1194:                                             ; preds = %1187
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  store volatile double %1188, ptr %84, align 8, !tbaa !5
  %1195 = load volatile double, ptr %84, align 8, !tbaa !5
  %1196 = tail call double @llvm.fabs.f64(double %1195)
  %1197 = fcmp ueq double %1196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  br i1 %1197, label %1205, label %1198

1198:                                             ; preds = %1194
  %1199 = fsub fast double %1161, %1188
  %1200 = tail call fast double @llvm.fabs.f64(double %1199)
  %1201 = fmul fast double %1190, 0x3D06849B86A12B9B
  %1202 = fcmp fast ole double %1200, %1201
  %1203 = select i1 %1202, ptr @.str.39, ptr @.str.40
  %1204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1109, double noundef nofpclass(nan inf) %1161, double noundef nofpclass(nan inf) %1188, ptr noundef nonnull %1203)
  br i1 %1202, label %1210, label %1207

1205:                                             ; preds = %1194, %1187
  %1206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1109, double noundef nofpclass(nan inf) %1161, double noundef nofpclass(nan inf) %1188, ptr noundef nonnull @.str.40)
  br label %1207

1207:                                             ; preds = %1205, %1198
  %1208 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1209 = add nsw i32 %1208, 1
  store i32 %1209, ptr @n_fail, align 4, !tbaa !9
  br label %1210

1210:                                             ; preds = %1198, %1207
  %1211 = fsub fast double 5.000000e-01, %1108
  %1212 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1211) #15
  br i1 %1111, label %1238, label %1213

1213:                                             ; preds = %1210
  %1214 = add nuw i32 %1107, 1
  %1215 = and i32 %1214, -2
  %1216 = add nsw i32 %1107, -1
  %1217 = insertelement <2 x i32> poison, i32 %1216, i64 0
  %1218 = shufflevector <2 x i32> %1217, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1219

1219:                                             ; preds = %1219, %1213
  %1220 = phi i32 [ 0, %1213 ], [ %1228, %1219 ]
  %1221 = phi <2 x i32> [ <i32 1, i32 2>, %1213 ], [ %1229, %1219 ]
  %1222 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1213 ], [ %1227, %1219 ]
  %1223 = shl nuw nsw <2 x i32> %1221, <i32 1, i32 1>
  %1224 = add nsw <2 x i32> %1223, <i32 -1, i32 -1>
  %1225 = sitofp <2 x i32> %1224 to <2 x double>
  %1226 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1225
  %1227 = fadd fast <2 x double> %1226, %1222
  %1228 = add i32 %1220, 2
  %1229 = add <2 x i32> %1221, <i32 2, i32 2>
  %1230 = icmp eq i32 %1228, %1215
  br i1 %1230, label %1231, label %1219, !llvm.loop !19

1231:                                             ; preds = %1219
  %1232 = insertelement <2 x i32> poison, i32 %1220, i64 0
  %1233 = shufflevector <2 x i32> %1232, <2 x i32> poison, <2 x i32> zeroinitializer
  %1234 = or disjoint <2 x i32> %1233, <i32 0, i32 1>
  %1235 = icmp ugt <2 x i32> %1234, %1218
  %1236 = select fast <2 x i1> %1235, <2 x double> %1222, <2 x double> %1227
  %1237 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1236)
  br label %1238

1238:                                             ; preds = %1231, %1210
  %1239 = phi double [ 0xBFFF6A897D3214FC, %1210 ], [ %1237, %1231 ]
  %1240 = tail call fast double @llvm.fabs.f64(double %1239)
  %1241 = tail call fast double @llvm.maxnum.f64(double %1240, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  store volatile double %1212, ptr %83, align 8, !tbaa !5
  %1242 = load volatile double, ptr %83, align 8, !tbaa !5
  %1243 = tail call double @llvm.fabs.f64(double %1242)
  %1244 = fcmp ueq double %1243, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  br i1 %1244, label %1256, label %1245

1245:                                             ; preds = %1238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  store volatile double %1239, ptr %82, align 8, !tbaa !5
  %1246 = load volatile double, ptr %82, align 8, !tbaa !5
  %1247 = tail call double @llvm.fabs.f64(double %1246)
  %1248 = fcmp ueq double %1247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  br i1 %1248, label %1256, label %1249

1249:                                             ; preds = %1245
  %1250 = fsub fast double %1212, %1239
  %1251 = tail call fast double @llvm.fabs.f64(double %1250)
  %1252 = fmul fast double %1241, 0x3D06849B86A12B9B
  %1253 = fcmp fast ole double %1251, %1252
  %1254 = select i1 %1253, ptr @.str.39, ptr @.str.40
  %1255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1211, double noundef nofpclass(nan inf) %1212, double noundef nofpclass(nan inf) %1239, ptr noundef nonnull %1254)
  br i1 %1253, label %1261, label %1258

1256:                                             ; preds = %1245, %1238
  %1257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1211, double noundef nofpclass(nan inf) %1212, double noundef nofpclass(nan inf) %1239, ptr noundef nonnull @.str.40)
  br label %1258

1258:                                             ; preds = %1256, %1249
  %1259 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1260 = add nsw i32 %1259, 1
  store i32 %1260, ptr @n_fail, align 4, !tbaa !9
  br label %1261

1261:                                             ; preds = %1249, %1258
  %1262 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1211, double noundef nofpclass(nan inf) 1.000000e+00) #15
  br i1 %1111, label %1288, label %1263

1263:                                             ; preds = %1261
  %1264 = add nuw i32 %1107, 1
  %1265 = and i32 %1264, -2
  %1266 = add nsw i32 %1107, -1
  %1267 = insertelement <2 x i32> poison, i32 %1266, i64 0
  %1268 = shufflevector <2 x i32> %1267, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1269

1269:                                             ; preds = %1269, %1263
  %1270 = phi i32 [ 0, %1263 ], [ %1278, %1269 ]
  %1271 = phi <2 x i32> [ <i32 1, i32 2>, %1263 ], [ %1279, %1269 ]
  %1272 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1263 ], [ %1277, %1269 ]
  %1273 = shl nuw nsw <2 x i32> %1271, <i32 1, i32 1>
  %1274 = add nsw <2 x i32> %1273, <i32 -1, i32 -1>
  %1275 = sitofp <2 x i32> %1274 to <2 x double>
  %1276 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1275
  %1277 = fadd fast <2 x double> %1276, %1272
  %1278 = add i32 %1270, 2
  %1279 = add <2 x i32> %1271, <i32 2, i32 2>
  %1280 = icmp eq i32 %1278, %1265
  br i1 %1280, label %1281, label %1269, !llvm.loop !20

1281:                                             ; preds = %1269
  %1282 = insertelement <2 x i32> poison, i32 %1270, i64 0
  %1283 = shufflevector <2 x i32> %1282, <2 x i32> poison, <2 x i32> zeroinitializer
  %1284 = or disjoint <2 x i32> %1283, <i32 0, i32 1>
  %1285 = icmp ugt <2 x i32> %1284, %1268
  %1286 = select fast <2 x i1> %1285, <2 x double> %1272, <2 x double> %1277
  %1287 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1286)
  br label %1288

1288:                                             ; preds = %1281, %1261
  %1289 = phi double [ 0xBFFF6A897D3214FC, %1261 ], [ %1287, %1281 ]
  %1290 = tail call fast double @llvm.fabs.f64(double %1289)
  %1291 = tail call fast double @llvm.maxnum.f64(double %1290, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  store volatile double %1262, ptr %81, align 8, !tbaa !5
  %1292 = load volatile double, ptr %81, align 8, !tbaa !5
  %1293 = tail call double @llvm.fabs.f64(double %1292)
  %1294 = fcmp ueq double %1293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81)
  br i1 %1294, label %1306, label %1295

1295:                                             ; preds = %1288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  store volatile double %1289, ptr %80, align 8, !tbaa !5
  %1296 = load volatile double, ptr %80, align 8, !tbaa !5
  %1297 = tail call double @llvm.fabs.f64(double %1296)
  %1298 = fcmp ueq double %1297, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  br i1 %1298, label %1306, label %1299

1299:                                             ; preds = %1295
  %1300 = fsub fast double %1262, %1289
  %1301 = tail call fast double @llvm.fabs.f64(double %1300)
  %1302 = fmul fast double %1291, 0x3D06849B86A12B9B
  %1303 = fcmp fast ole double %1301, %1302
  %1304 = select i1 %1303, ptr @.str.39, ptr @.str.40
  %1305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1211, double noundef nofpclass(nan inf) %1262, double noundef nofpclass(nan inf) %1289, ptr noundef nonnull %1304)
  br i1 %1303, label %1311, label %1308

1306:                                             ; preds = %1295, %1288
  %1307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1211, double noundef nofpclass(nan inf) %1262, double noundef nofpclass(nan inf) %1289, ptr noundef nonnull @.str.40)
  br label %1308

1308:                                             ; preds = %1306, %1299
  %1309 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1310 = add nsw i32 %1309, 1
  store i32 %1310, ptr @n_fail, align 4, !tbaa !9
  br label %1311

1311:                                             ; preds = %1299, %1308
  %1312 = add nuw nsw i32 %1107, 3
  %1313 = icmp ult i32 %1107, 5
  br i1 %1313, label %1106, label %1314, !llvm.loop !21

1314:                                             ; preds = %1311, %1445
  %1315 = phi i64 [ %1446, %1445 ], [ 0, %1311 ]
  %1316 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %1315
  %1317 = load double, ptr %1316, align 8, !tbaa !5
  %1318 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem, double noundef nofpclass(nan inf) %1317) #15
  %1319 = tail call fast double @llvm.fabs.f64(double %1317)
  %1320 = tail call fast double @llvm.maxnum.f64(double %1319, double 1.000000e-03)
  %1321 = fcmp fast olt double %1319, 1.000000e-03
  %1322 = select i1 %1321, double %1319, double %1320
  %1323 = fmul fast double %1322, 0x3EB0C6F7A0B5ED8D
  %1324 = fadd fast double %1323, %1317
  %1325 = fsub fast double %1317, %1323
  %1326 = fmul fast double %1324, %1324
  %1327 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1326, double noundef nofpclass(nan inf) 0x3FE6666666666666) #16
  %1328 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) 5.300000e+00, double noundef nofpclass(nan inf) %1324) #16
  %1329 = fmul fast double %1324, %1328
  %1330 = fmul fast double %1325, %1325
  %1331 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1330, double noundef nofpclass(nan inf) 0x3FE6666666666666) #16
  %1332 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) 5.300000e+00, double noundef nofpclass(nan inf) %1325) #16
  %1333 = fmul fast double %1332, %1325
  %1334 = fadd fast double %1327, %1329
  %1335 = fadd fast double %1331, %1333
  %1336 = fsub fast double %1334, %1335
  %1337 = fmul fast double %1322, 2.000000e-06
  %1338 = fdiv fast double %1336, %1337
  %1339 = tail call fast double @llvm.fabs.f64(double %1338)
  %1340 = tail call fast double @llvm.maxnum.f64(double %1339, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  store volatile double %1318, ptr %79, align 8, !tbaa !5
  %1341 = load volatile double, ptr %79, align 8, !tbaa !5
  %1342 = tail call double @llvm.fabs.f64(double %1341)
  %1343 = fcmp ueq double %1342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  br i1 %1343, label %1355, label %1344

1344:                                             ; preds = %1314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  store volatile double %1338, ptr %78, align 8, !tbaa !5
  %1345 = load volatile double, ptr %78, align 8, !tbaa !5
  %1346 = tail call double @llvm.fabs.f64(double %1345)
  %1347 = fcmp ueq double %1346, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  br i1 %1347, label %1355, label %1348

1348:                                             ; preds = %1344
  %1349 = fsub fast double %1318, %1338
  %1350 = tail call fast double @llvm.fabs.f64(double %1349)
  %1351 = fmul fast double %1340, 0x3EB0C6F7A0B5ED8D
  %1352 = fcmp fast ole double %1350, %1351
  %1353 = select i1 %1352, ptr @.str.39, ptr @.str.40
  %1354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef nofpclass(nan inf) %1317, double noundef nofpclass(nan inf) %1318, double noundef nofpclass(nan inf) %1338, ptr noundef nonnull %1353)
  br i1 %1352, label %1360, label %1357

1355:                                             ; preds = %1344, %1314
  %1356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef nofpclass(nan inf) %1317, double noundef nofpclass(nan inf) %1318, double noundef nofpclass(nan inf) %1338, ptr noundef nonnull @.str.40)
  br label %1357

1357:                                             ; preds = %1355, %1348
  %1358 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1359 = add nsw i32 %1358, 1
  store i32 %1359, ptr @n_fail, align 4, !tbaa !9
  br label %1360

1360:                                             ; preds = %1348, %1357
  %1361 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem, double noundef nofpclass(nan inf) %1317, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  store volatile double %1361, ptr %77, align 8, !tbaa !5
  %1362 = load volatile double, ptr %77, align 8, !tbaa !5
  %1363 = tail call double @llvm.fabs.f64(double %1362)
  %1364 = fcmp ueq double %1363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  br i1 %1364, label %1376, label %1365

1365:                                             ; preds = %1360
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  store volatile double %1338, ptr %76, align 8, !tbaa !5
  %1366 = load volatile double, ptr %76, align 8, !tbaa !5
  %1367 = tail call double @llvm.fabs.f64(double %1366)
  %1368 = fcmp ueq double %1367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  br i1 %1368, label %1376, label %1369

1369:                                             ; preds = %1365
  %1370 = fsub fast double %1361, %1338
  %1371 = tail call fast double @llvm.fabs.f64(double %1370)
  %1372 = fmul fast double %1340, 0x3EB0C6F7A0B5ED8D
  %1373 = fcmp fast ole double %1371, %1372
  %1374 = select i1 %1373, ptr @.str.39, ptr @.str.40
  %1375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef nofpclass(nan inf) %1317, double noundef nofpclass(nan inf) %1361, double noundef nofpclass(nan inf) %1338, ptr noundef nonnull %1374)
  br i1 %1373, label %1381, label %1378

1376:                                             ; preds = %1365, %1360
  %1377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef nofpclass(nan inf) %1317, double noundef nofpclass(nan inf) %1361, double noundef nofpclass(nan inf) %1338, ptr noundef nonnull @.str.40)
  br label %1378

1378:                                             ; preds = %1376, %1369
  %1379 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1380 = add nsw i32 %1379, 1
  store i32 %1380, ptr @n_fail, align 4, !tbaa !9
  br label %1381

1381:                                             ; preds = %1369, %1378
  %1382 = fptrunc double %1317 to float
  %1383 = fpext float %1382 to double
  %1384 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_rem, double noundef nofpclass(nan inf) %1383) #15
  %1385 = fpext float %1384 to double
  %1386 = tail call fast double @llvm.fabs.f64(double %1383)
  %1387 = tail call fast double @llvm.maxnum.f64(double %1386, double 1.000000e-03)
  %1388 = fcmp fast olt double %1386, 1.000000e-03
  %1389 = select i1 %1388, double %1386, double %1387
  %1390 = fmul fast double %1389, 0x3EB0C6F7A0B5ED8D
  %1391 = fadd fast double %1390, %1383
  %1392 = fsub fast double %1383, %1390
  %1393 = fmul fast double %1391, %1391
  %1394 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1393, double noundef nofpclass(nan inf) 0x3FE6666660000000) #16
  %1395 = fmul fast double %1392, %1392
  %1396 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1395, double noundef nofpclass(nan inf) 0x3FE6666660000000) #16
  %1397 = fadd fast double %1393, %1394
  %1398 = fadd fast double %1395, %1396
  %1399 = fsub fast double %1397, %1398
  %1400 = fmul fast double %1389, 2.000000e-06
  %1401 = fdiv fast double %1399, %1400
  %1402 = tail call fast double @llvm.fabs.f64(double %1401)
  %1403 = tail call fast double @llvm.maxnum.f64(double %1402, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  store volatile double %1385, ptr %75, align 8, !tbaa !5
  %1404 = load volatile double, ptr %75, align 8, !tbaa !5
  %1405 = tail call double @llvm.fabs.f64(double %1404)
  %1406 = fcmp ueq double %1405, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  br i1 %1406, label %1418, label %1407

1407:                                             ; preds = %1381
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  store volatile double %1401, ptr %74, align 8, !tbaa !5
  %1408 = load volatile double, ptr %74, align 8, !tbaa !5
  %1409 = tail call double @llvm.fabs.f64(double %1408)
  %1410 = fcmp ueq double %1409, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  br i1 %1410, label %1418, label %1411

1411:                                             ; preds = %1407
  %1412 = fsub fast double %1385, %1401
  %1413 = tail call fast double @llvm.fabs.f64(double %1412)
  %1414 = fmul fast double %1403, 1.000000e-04
  %1415 = fcmp fast ole double %1413, %1414
  %1416 = select i1 %1415, ptr @.str.39, ptr @.str.40
  %1417 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef nofpclass(nan inf) %1383, double noundef nofpclass(nan inf) %1385, double noundef nofpclass(nan inf) %1401, ptr noundef nonnull %1416)
  br i1 %1415, label %1423, label %1420

1418:                                             ; preds = %1407, %1381
  %1419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef nofpclass(nan inf) %1383, double noundef nofpclass(nan inf) %1385, double noundef nofpclass(nan inf) %1401, ptr noundef nonnull @.str.40)
  br label %1420

1420:                                             ; preds = %1418, %1411
  %1421 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1422 = add nsw i32 %1421, 1
  store i32 %1422, ptr @n_fail, align 4, !tbaa !9
  br label %1423

1423:                                             ; preds = %1411, %1420
  %1424 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_rem, double noundef nofpclass(nan inf) %1383, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1425 = fpext float %1424 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  store volatile double %1425, ptr %73, align 8, !tbaa !5
  %1426 = load volatile double, ptr %73, align 8, !tbaa !5
  %1427 = tail call double @llvm.fabs.f64(double %1426)
  %1428 = fcmp ueq double %1427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73)
  br i1 %1428, label %1440, label %1429

1429:                                             ; preds = %1423
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  store volatile double %1401, ptr %72, align 8, !tbaa !5
  %1430 = load volatile double, ptr %72, align 8, !tbaa !5
  %1431 = tail call double @llvm.fabs.f64(double %1430)
  %1432 = fcmp ueq double %1431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  br i1 %1432, label %1440, label %1433

1433:                                             ; preds = %1429
  %1434 = fsub fast double %1425, %1401
  %1435 = tail call fast double @llvm.fabs.f64(double %1434)
  %1436 = fmul fast double %1403, 1.000000e-04
  %1437 = fcmp fast ole double %1435, %1436
  %1438 = select i1 %1437, ptr @.str.39, ptr @.str.40
  %1439 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef nofpclass(nan inf) %1383, double noundef nofpclass(nan inf) %1425, double noundef nofpclass(nan inf) %1401, ptr noundef nonnull %1438)
  br i1 %1437, label %1445, label %1442

1440:                                             ; preds = %1429, %1423
  %1441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef nofpclass(nan inf) %1383, double noundef nofpclass(nan inf) %1425, double noundef nofpclass(nan inf) %1401, ptr noundef nonnull @.str.40)
  br label %1442

1442:                                             ; preds = %1440, %1433
  %1443 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1444 = add nsw i32 %1443, 1
  store i32 %1444, ptr @n_fail, align 4, !tbaa !9
  br label %1445

1445:                                             ; preds = %1433, %1442
  %1446 = add nuw nsw i64 %1315, 1
  %1447 = icmp eq i64 %1446, 5
  br i1 %1447, label %2080, label %1314, !llvm.loop !22

1448:                                             ; preds = %2301
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1449 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 3.700000e-01, ptr noundef nonnull %59) #15
  %1450 = fmul fast double %1449, 3.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1451 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 0x3FE7AE147AE147AE, ptr noundef nonnull %59) #15
  %1452 = fmul fast double %1451, -8.000000e-01
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1453 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 0x3FF1C28F5C28F5C2, ptr noundef nonnull %59) #15
  %1454 = fmul fast double %1453, 4.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1455 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 1.480000e+00, ptr noundef nonnull %59) #15
  %1456 = fmul fast double %1455, 1.800000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1457 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %61, double noundef nofpclass(nan inf) 3.700000e-01, i32 noundef 4) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %1457, ptr %58, align 8, !tbaa !5
  %1458 = load volatile double, ptr %58, align 8, !tbaa !5
  %1459 = call double @llvm.fabs.f64(double %1458)
  %1460 = fcmp ueq double %1459, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %1460, label %1471, label %1461

1461:                                             ; preds = %1448
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double 0x4034F851EB851EBA, ptr %57, align 8, !tbaa !5
  %1462 = load volatile double, ptr %57, align 8, !tbaa !5
  %1463 = call double @llvm.fabs.f64(double %1462)
  %1464 = fcmp ueq double %1463, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %1464, label %1471, label %1465

1465:                                             ; preds = %1461
  %1466 = fadd fast double %1457, 0xC034F851EB851EBA
  %1467 = call fast double @llvm.fabs.f64(double %1466)
  %1468 = fcmp fast ole double %1467, 0x3DB70E87BF39C6C8
  %1469 = select i1 %1468, ptr @.str.39, ptr @.str.40
  %1470 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1457, double noundef nofpclass(nan inf) 0x4034F851EB851EBA, ptr noundef nonnull %1469)
  br i1 %1468, label %1476, label %1473

1471:                                             ; preds = %1461, %1448
  %1472 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1457, double noundef nofpclass(nan inf) 0x4034F851EB851EBA, ptr noundef nonnull @.str.40)
  br label %1473

1473:                                             ; preds = %1471, %1465
  %1474 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1475 = add nsw i32 %1474, 1
  store i32 %1475, ptr @n_fail, align 4, !tbaa !9
  br label %1476

1476:                                             ; preds = %1473, %1465
  %1477 = load double, ptr %61, align 16, !tbaa !5
  %1478 = call fast double @llvm.fabs.f64(double %1450)
  %1479 = call fast double @llvm.maxnum.f64(double %1478, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1477, ptr %56, align 8, !tbaa !5
  %1480 = load volatile double, ptr %56, align 8, !tbaa !5
  %1481 = call double @llvm.fabs.f64(double %1480)
  %1482 = fcmp ueq double %1481, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1482, label %1494, label %1483

1483:                                             ; preds = %1476
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1450, ptr %55, align 8, !tbaa !5
  %1484 = load volatile double, ptr %55, align 8, !tbaa !5
  %1485 = call double @llvm.fabs.f64(double %1484)
  %1486 = fcmp ueq double %1485, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1486, label %1494, label %1487

1487:                                             ; preds = %1483
  %1488 = fsub fast double %1477, %1450
  %1489 = call fast double @llvm.fabs.f64(double %1488)
  %1490 = fmul fast double %1479, 0x3D719799812DEA11
  %1491 = fcmp fast ole double %1489, %1490
  %1492 = select i1 %1491, ptr @.str.39, ptr @.str.40
  %1493 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1477, double noundef nofpclass(nan inf) %1450, ptr noundef nonnull %1492)
  br i1 %1491, label %1499, label %1496

1494:                                             ; preds = %1483, %1476
  %1495 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1477, double noundef nofpclass(nan inf) %1450, ptr noundef nonnull @.str.40)
  br label %1496

1496:                                             ; preds = %1494, %1487
  %1497 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1498 = add nsw i32 %1497, 1
  store i32 %1498, ptr @n_fail, align 4, !tbaa !9
  br label %1499

1499:                                             ; preds = %1496, %1487
  %1500 = getelementptr inbounds i8, ptr %61, i64 8
  %1501 = load double, ptr %1500, align 8, !tbaa !5
  %1502 = call fast double @llvm.fabs.f64(double %1452)
  %1503 = call fast double @llvm.maxnum.f64(double %1502, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1501, ptr %56, align 8, !tbaa !5
  %1504 = load volatile double, ptr %56, align 8, !tbaa !5
  %1505 = call double @llvm.fabs.f64(double %1504)
  %1506 = fcmp ueq double %1505, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1506, label %1518, label %1507

1507:                                             ; preds = %1499
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1452, ptr %55, align 8, !tbaa !5
  %1508 = load volatile double, ptr %55, align 8, !tbaa !5
  %1509 = call double @llvm.fabs.f64(double %1508)
  %1510 = fcmp ueq double %1509, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1510, label %1518, label %1511

1511:                                             ; preds = %1507
  %1512 = fsub fast double %1501, %1452
  %1513 = call fast double @llvm.fabs.f64(double %1512)
  %1514 = fmul fast double %1503, 0x3D719799812DEA11
  %1515 = fcmp fast ole double %1513, %1514
  %1516 = select i1 %1515, ptr @.str.39, ptr @.str.40
  %1517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1501, double noundef nofpclass(nan inf) %1452, ptr noundef nonnull %1516)
  br i1 %1515, label %1523, label %1520

1518:                                             ; preds = %1507, %1499
  %1519 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1501, double noundef nofpclass(nan inf) %1452, ptr noundef nonnull @.str.40)
  br label %1520

1520:                                             ; preds = %1518, %1511
  %1521 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1522 = add nsw i32 %1521, 1
  store i32 %1522, ptr @n_fail, align 4, !tbaa !9
  br label %1523

1523:                                             ; preds = %1520, %1511
  %1524 = getelementptr inbounds i8, ptr %61, i64 16
  %1525 = load double, ptr %1524, align 16, !tbaa !5
  %1526 = call fast double @llvm.fabs.f64(double %1454)
  %1527 = call fast double @llvm.maxnum.f64(double %1526, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1525, ptr %56, align 8, !tbaa !5
  %1528 = load volatile double, ptr %56, align 8, !tbaa !5
  %1529 = call double @llvm.fabs.f64(double %1528)
  %1530 = fcmp ueq double %1529, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1530, label %1542, label %1531

1531:                                             ; preds = %1523
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1454, ptr %55, align 8, !tbaa !5
  %1532 = load volatile double, ptr %55, align 8, !tbaa !5
  %1533 = call double @llvm.fabs.f64(double %1532)
  %1534 = fcmp ueq double %1533, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1534, label %1542, label %1535

1535:                                             ; preds = %1531
  %1536 = fsub fast double %1525, %1454
  %1537 = call fast double @llvm.fabs.f64(double %1536)
  %1538 = fmul fast double %1527, 0x3D719799812DEA11
  %1539 = fcmp fast ole double %1537, %1538
  %1540 = select i1 %1539, ptr @.str.39, ptr @.str.40
  %1541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1525, double noundef nofpclass(nan inf) %1454, ptr noundef nonnull %1540)
  br i1 %1539, label %1547, label %1544

1542:                                             ; preds = %1531, %1523
  %1543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1525, double noundef nofpclass(nan inf) %1454, ptr noundef nonnull @.str.40)
  br label %1544

1544:                                             ; preds = %1542, %1535
  %1545 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1546 = add nsw i32 %1545, 1
  store i32 %1546, ptr @n_fail, align 4, !tbaa !9
  br label %1547

1547:                                             ; preds = %1544, %1535
  %1548 = getelementptr inbounds i8, ptr %61, i64 24
  %1549 = load double, ptr %1548, align 8, !tbaa !5
  %1550 = call fast double @llvm.fabs.f64(double %1456)
  %1551 = call fast double @llvm.maxnum.f64(double %1550, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1549, ptr %56, align 8, !tbaa !5
  %1552 = load volatile double, ptr %56, align 8, !tbaa !5
  %1553 = call double @llvm.fabs.f64(double %1552)
  %1554 = fcmp ueq double %1553, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1554, label %1566, label %1555

1555:                                             ; preds = %1547
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1456, ptr %55, align 8, !tbaa !5
  %1556 = load volatile double, ptr %55, align 8, !tbaa !5
  %1557 = call double @llvm.fabs.f64(double %1556)
  %1558 = fcmp ueq double %1557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1558, label %1566, label %1559

1559:                                             ; preds = %1555
  %1560 = fsub fast double %1549, %1456
  %1561 = call fast double @llvm.fabs.f64(double %1560)
  %1562 = fmul fast double %1551, 0x3D719799812DEA11
  %1563 = fcmp fast ole double %1561, %1562
  %1564 = select i1 %1563, ptr @.str.39, ptr @.str.40
  %1565 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1549, double noundef nofpclass(nan inf) %1456, ptr noundef nonnull %1564)
  br i1 %1563, label %1571, label %1568

1566:                                             ; preds = %1555, %1547
  %1567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1549, double noundef nofpclass(nan inf) %1456, ptr noundef nonnull @.str.40)
  br label %1568

1568:                                             ; preds = %1566, %1559
  %1569 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1570 = add nsw i32 %1569, 1
  store i32 %1570, ptr @n_fail, align 4, !tbaa !9
  br label %1571

1571:                                             ; preds = %1568, %1559
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %62, ptr noundef nonnull align 16 dereferenceable(32) @__const.modf_loop.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1572 = fmul fast double %1449, 1.020000e+00
  %1573 = fadd fast double %1572, 0x4034F851EB851EBA
  %1574 = getelementptr inbounds i8, ptr %62, i64 8
  %1575 = fmul fast double %1451, 0x3FEC28F5C28F5C2A
  %1576 = fadd fast double %1573, %1575
  %1577 = getelementptr inbounds i8, ptr %62, i64 16
  %1578 = fmul fast double %1453, 2.640000e+00
  %1579 = fadd fast double %1576, %1578
  %1580 = getelementptr inbounds i8, ptr %62, i64 24
  %1581 = fmul fast double %1455, 3.600000e+00
  %1582 = fadd fast double %1579, %1581
  %1583 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %62, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 4) #15
  %1584 = call fast double @llvm.fabs.f64(double %1582)
  %1585 = call fast double @llvm.maxnum.f64(double %1584, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %1583, ptr %54, align 8, !tbaa !5
  %1586 = load volatile double, ptr %54, align 8, !tbaa !5
  %1587 = call double @llvm.fabs.f64(double %1586)
  %1588 = fcmp ueq double %1587, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %1588, label %1600, label %1589

1589:                                             ; preds = %1571
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %1582, ptr %53, align 8, !tbaa !5
  %1590 = load volatile double, ptr %53, align 8, !tbaa !5
  %1591 = call double @llvm.fabs.f64(double %1590)
  %1592 = fcmp ueq double %1591, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %1592, label %1600, label %1593

1593:                                             ; preds = %1589
  %1594 = fsub fast double %1583, %1582
  %1595 = call fast double @llvm.fabs.f64(double %1594)
  %1596 = fmul fast double %1585, 0x3D719799812DEA11
  %1597 = fcmp fast ole double %1595, %1596
  %1598 = select i1 %1597, ptr @.str.39, ptr @.str.40
  %1599 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1583, double noundef nofpclass(nan inf) %1582, ptr noundef nonnull %1598)
  br i1 %1597, label %1605, label %1602

1600:                                             ; preds = %1589, %1571
  %1601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1583, double noundef nofpclass(nan inf) %1582, ptr noundef nonnull @.str.40)
  br label %1602

1602:                                             ; preds = %1600, %1593
  %1603 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1604 = add nsw i32 %1603, 1
  store i32 %1604, ptr @n_fail, align 4, !tbaa !9
  br label %1605

1605:                                             ; preds = %1602, %1593
  %1606 = load double, ptr %62, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1606, ptr %52, align 8, !tbaa !5
  %1607 = load volatile double, ptr %52, align 8, !tbaa !5
  %1608 = call double @llvm.fabs.f64(double %1607)
  %1609 = fcmp ueq double %1608, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1609, label %1618, label %1610

1610:                                             ; preds = %1605
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1611 = load volatile double, ptr %51, align 8, !tbaa !5
  %1612 = call double @llvm.fabs.f64(double %1611)
  %1613 = fcmp ueq double %1612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1613, label %1618, label %1614

1614:                                             ; preds = %1610
  %1615 = fcmp fast oeq double %1606, 0.000000e+00
  %1616 = select i1 %1615, ptr @.str.39, ptr @.str.40
  %1617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1606, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1616)
  br i1 %1615, label %1623, label %1620

1618:                                             ; preds = %1610, %1605
  %1619 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1606, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1620

1620:                                             ; preds = %1618, %1614
  %1621 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1622 = add nsw i32 %1621, 1
  store i32 %1622, ptr @n_fail, align 4, !tbaa !9
  br label %1623

1623:                                             ; preds = %1620, %1614
  %1624 = load double, ptr %1574, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1624, ptr %52, align 8, !tbaa !5
  %1625 = load volatile double, ptr %52, align 8, !tbaa !5
  %1626 = call double @llvm.fabs.f64(double %1625)
  %1627 = fcmp ueq double %1626, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1627, label %1636, label %1628

1628:                                             ; preds = %1623
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1629 = load volatile double, ptr %51, align 8, !tbaa !5
  %1630 = call double @llvm.fabs.f64(double %1629)
  %1631 = fcmp ueq double %1630, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1631, label %1636, label %1632

1632:                                             ; preds = %1628
  %1633 = fcmp fast oeq double %1624, 0.000000e+00
  %1634 = select i1 %1633, ptr @.str.39, ptr @.str.40
  %1635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1624, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1634)
  br i1 %1633, label %1641, label %1638

1636:                                             ; preds = %1628, %1623
  %1637 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1624, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1638

1638:                                             ; preds = %1636, %1632
  %1639 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1640 = add nsw i32 %1639, 1
  store i32 %1640, ptr @n_fail, align 4, !tbaa !9
  br label %1641

1641:                                             ; preds = %1638, %1632
  %1642 = load double, ptr %1577, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1642, ptr %52, align 8, !tbaa !5
  %1643 = load volatile double, ptr %52, align 8, !tbaa !5
  %1644 = call double @llvm.fabs.f64(double %1643)
  %1645 = fcmp ueq double %1644, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1645, label %1654, label %1646

1646:                                             ; preds = %1641
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1647 = load volatile double, ptr %51, align 8, !tbaa !5
  %1648 = call double @llvm.fabs.f64(double %1647)
  %1649 = fcmp ueq double %1648, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1649, label %1654, label %1650

1650:                                             ; preds = %1646
  %1651 = fcmp fast oeq double %1642, 0.000000e+00
  %1652 = select i1 %1651, ptr @.str.39, ptr @.str.40
  %1653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1642, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1652)
  br i1 %1651, label %1659, label %1656

1654:                                             ; preds = %1646, %1641
  %1655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1642, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1656

1656:                                             ; preds = %1654, %1650
  %1657 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1658 = add nsw i32 %1657, 1
  store i32 %1658, ptr @n_fail, align 4, !tbaa !9
  br label %1659

1659:                                             ; preds = %1656, %1650
  %1660 = load double, ptr %1580, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1660, ptr %52, align 8, !tbaa !5
  %1661 = load volatile double, ptr %52, align 8, !tbaa !5
  %1662 = call double @llvm.fabs.f64(double %1661)
  %1663 = fcmp ueq double %1662, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1663, label %1672, label %1664

1664:                                             ; preds = %1659
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1665 = load volatile double, ptr %51, align 8, !tbaa !5
  %1666 = call double @llvm.fabs.f64(double %1665)
  %1667 = fcmp ueq double %1666, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1667, label %1672, label %1668

1668:                                             ; preds = %1664
  %1669 = fcmp fast oeq double %1660, 0.000000e+00
  %1670 = select i1 %1669, ptr @.str.39, ptr @.str.40
  %1671 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1660, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1670)
  br i1 %1669, label %1677, label %1674

1672:                                             ; preds = %1664, %1659
  %1673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1660, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1674

1674:                                             ; preds = %1672, %1668
  %1675 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1676 = add nsw i32 %1675, 1
  store i32 %1676, ptr @n_fail, align 4, !tbaa !9
  br label %1677

1677:                                             ; preds = %1674, %1668
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #15
  %1678 = getelementptr inbounds i8, ptr %49, i64 8
  %1679 = getelementptr inbounds i8, ptr %50, i64 8
  %1680 = getelementptr inbounds i8, ptr %63, i64 8
  %1681 = getelementptr inbounds i8, ptr %65, i64 8
  %1682 = getelementptr inbounds i8, ptr %43, i64 16
  %1683 = getelementptr inbounds i8, ptr %43, i64 8
  %1684 = getelementptr inbounds i8, ptr %44, i64 16
  %1685 = getelementptr inbounds i8, ptr %44, i64 8
  %1686 = getelementptr inbounds i8, ptr %69, i64 16
  %1687 = getelementptr inbounds i8, ptr %69, i64 8
  %1688 = getelementptr inbounds i8, ptr %65, i64 16
  %1689 = getelementptr inbounds i8, ptr %67, i64 8
  %1690 = getelementptr inbounds i8, ptr %71, i64 8
  br label %1691

1691:                                             ; preds = %2071, %1677
  %1692 = phi i64 [ 0, %1677 ], [ %2072, %2071 ]
  %1693 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %1692
  %1694 = getelementptr inbounds i8, ptr %1693, i64 8
  %1695 = load double, ptr %1693, align 16, !tbaa !5
  %1696 = load double, ptr %1694, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #15
  %1697 = call fast double @llvm.fabs.f64(double %1695)
  %1698 = call fast double @llvm.maxnum.f64(double %1697, double 1.000000e+00)
  %1699 = fmul fast double %1698, 0x3EB0C6F7A0B5ED8D
  %1700 = fadd fast double %1699, %1695
  %1701 = fsub fast double %1695, %1699
  %1702 = fmul fast double %1700, %1696
  store double %1702, ptr %1678, align 8, !tbaa !5
  %1703 = fmul fast double %1700, 3.000000e+00
  %1704 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1703, ptr noundef nonnull %1678) #15
  %1705 = load double, ptr %1678, align 8, !tbaa !5
  %1706 = call fast double @llvm.sin.f64(double %1696)
  %1707 = fmul fast double %1701, %1696
  store double %1707, ptr %1679, align 8, !tbaa !5
  %1708 = fmul fast double %1701, 3.000000e+00
  %1709 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1708, ptr noundef nonnull %1679) #15
  %1710 = load double, ptr %1679, align 8, !tbaa !5
  %1711 = fmul fast double %1698, 2.000000e-06
  %1712 = fsub fast double %1705, %1710
  %1713 = fmul fast double %1712, %1696
  %1714 = fsub fast double %1704, %1709
  %1715 = fadd fast double %1714, %1713
  %1716 = fdiv fast double %1715, %1711
  %1717 = fdiv fast double %1712, %1711
  %1718 = fmul fast double %1712, %1706
  %1719 = fdiv fast double %1718, %1711
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #15
  %1720 = call fast double @llvm.fabs.f64(double %1696)
  %1721 = call fast double @llvm.maxnum.f64(double %1720, double 1.000000e+00)
  %1722 = fmul fast double %1721, 0x3EB0C6F7A0B5ED8D
  %1723 = fadd fast double %1722, %1696
  %1724 = fsub fast double %1696, %1722
  %1725 = fmul fast double %1723, %1695
  store double %1725, ptr %1678, align 8, !tbaa !5
  %1726 = fmul fast double %1695, 3.000000e+00
  %1727 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1726, ptr noundef nonnull %1678) #15
  %1728 = load double, ptr %1678, align 8, !tbaa !5
  %1729 = fmul fast double %1728, %1723
  %1730 = call fast double @llvm.sin.f64(double %1723)
  %1731 = fmul fast double %1728, %1730
  %1732 = fmul fast double %1724, %1695
  store double %1732, ptr %1679, align 8, !tbaa !5
  %1733 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1726, ptr noundef nonnull %1679) #15
  %1734 = load double, ptr %1679, align 8, !tbaa !5
  %1735 = call fast double @llvm.sin.f64(double %1724)
  %1736 = fmul fast double %1734, %1735
  %1737 = fmul fast double %1721, 2.000000e-06
  %1738 = fadd fast double %1729, %1727
  %1739 = fmul fast double %1734, %1724
  %1740 = fadd fast double %1733, %1739
  %1741 = fsub fast double %1738, %1740
  %1742 = fdiv fast double %1741, %1737
  %1743 = fsub fast double %1728, %1734
  %1744 = fdiv fast double %1743, %1737
  %1745 = fsub fast double %1731, %1736
  %1746 = fdiv fast double %1745, %1737
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %63, ptr noundef nonnull align 16 dereferenceable(16) @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %64) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %65) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %65, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.dout, i64 24, i1 false)
  %1747 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1693, ptr noundef nonnull %63, ptr noundef nonnull %64, ptr noundef nonnull %65) #15
  %1748 = load double, ptr %65, align 16, !tbaa !5
  %1749 = load double, ptr %63, align 16, !tbaa !5
  %1750 = fmul fast double %1749, %1716
  %1751 = load double, ptr %1680, align 8, !tbaa !5
  %1752 = fmul fast double %1751, %1742
  %1753 = fadd fast double %1752, %1750
  %1754 = call fast double @llvm.fabs.f64(double %1753)
  %1755 = call fast double @llvm.maxnum.f64(double %1754, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1748, ptr %46, align 8, !tbaa !5
  %1756 = load volatile double, ptr %46, align 8, !tbaa !5
  %1757 = call double @llvm.fabs.f64(double %1756)
  %1758 = fcmp ueq double %1757, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1758, label %1796, label %1785

1759:                                             ; preds = %1857
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 0.000000e+00, ptr %47, align 8, !tbaa !5
  %1760 = load volatile double, ptr %47, align 8, !tbaa !5
  %1761 = call double @llvm.fabs.f64(double %1760)
  %1762 = fcmp ueq double %1761, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %1762, label %1767, label %1763

1763:                                             ; preds = %1759
  %1764 = fcmp fast oeq double %1858, 0.000000e+00
  %1765 = select i1 %1764, ptr @.str.39, ptr @.str.40
  %1766 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1858, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1765)
  br i1 %1764, label %1772, label %1769

1767:                                             ; preds = %1857, %1759
  %1768 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1858, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1769

1769:                                             ; preds = %1767, %1763
  %1770 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1771 = add nsw i32 %1770, 1
  store i32 %1771, ptr @n_fail, align 4, !tbaa !9
  br label %1772

1772:                                             ; preds = %1769, %1763
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %66) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %66, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %67) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, i8 0, i64 16, i1 false)
  %1773 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1693, ptr noundef nonnull %67, ptr noundef nonnull %64, ptr noundef nonnull %66) #15
  %1774 = load double, ptr %67, align 16, !tbaa !5
  %1775 = fmul fast double %1716, 5.000000e-01
  %1776 = fmul fast double %1717, 2.000000e+00
  %1777 = fmul fast double %1719, -1.500000e+00
  %1778 = fadd fast double %1777, %1776
  %1779 = fadd fast double %1778, %1775
  %1780 = call fast double @llvm.fabs.f64(double %1779)
  %1781 = call fast double @llvm.maxnum.f64(double %1780, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1774, ptr %36, align 8, !tbaa !5
  %1782 = load volatile double, ptr %36, align 8, !tbaa !5
  %1783 = call double @llvm.fabs.f64(double %1782)
  %1784 = fcmp ueq double %1783, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1784, label %1947, label %1936

1785:                                             ; preds = %1691
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1753, ptr %45, align 8, !tbaa !5
  %1786 = load volatile double, ptr %45, align 8, !tbaa !5
  %1787 = call double @llvm.fabs.f64(double %1786)
  %1788 = fcmp ueq double %1787, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1788, label %1796, label %1789

1789:                                             ; preds = %1785
  %1790 = fsub fast double %1748, %1753
  %1791 = call fast double @llvm.fabs.f64(double %1790)
  %1792 = fmul fast double %1755, 0x3EB0C6F7A0B5ED8D
  %1793 = fcmp fast ole double %1791, %1792
  %1794 = select i1 %1793, ptr @.str.39, ptr @.str.40
  %1795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1748, double noundef nofpclass(nan inf) %1753, ptr noundef nonnull %1794)
  br i1 %1793, label %1801, label %1798

1796:                                             ; preds = %1785, %1691
  %1797 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1748, double noundef nofpclass(nan inf) %1753, ptr noundef nonnull @.str.40)
  br label %1798

1798:                                             ; preds = %1796, %1789
  %1799 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1800 = add nsw i32 %1799, 1
  store i32 %1800, ptr @n_fail, align 4, !tbaa !9
  br label %1801

1801:                                             ; preds = %1798, %1789
  %1802 = load double, ptr %1681, align 8, !tbaa !5
  %1803 = load double, ptr %63, align 16, !tbaa !5
  %1804 = fmul fast double %1803, %1717
  %1805 = load double, ptr %1680, align 8, !tbaa !5
  %1806 = fmul fast double %1805, %1744
  %1807 = fadd fast double %1806, %1804
  %1808 = call fast double @llvm.fabs.f64(double %1807)
  %1809 = call fast double @llvm.maxnum.f64(double %1808, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1802, ptr %46, align 8, !tbaa !5
  %1810 = load volatile double, ptr %46, align 8, !tbaa !5
  %1811 = call double @llvm.fabs.f64(double %1810)
  %1812 = fcmp ueq double %1811, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1812, label %1824, label %1813

1813:                                             ; preds = %1801
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1807, ptr %45, align 8, !tbaa !5
  %1814 = load volatile double, ptr %45, align 8, !tbaa !5
  %1815 = call double @llvm.fabs.f64(double %1814)
  %1816 = fcmp ueq double %1815, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1816, label %1824, label %1817

1817:                                             ; preds = %1813
  %1818 = fsub fast double %1802, %1807
  %1819 = call fast double @llvm.fabs.f64(double %1818)
  %1820 = fmul fast double %1809, 0x3EB0C6F7A0B5ED8D
  %1821 = fcmp fast ole double %1819, %1820
  %1822 = select i1 %1821, ptr @.str.39, ptr @.str.40
  %1823 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1802, double noundef nofpclass(nan inf) %1807, ptr noundef nonnull %1822)
  br i1 %1821, label %1829, label %1826

1824:                                             ; preds = %1813, %1801
  %1825 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1802, double noundef nofpclass(nan inf) %1807, ptr noundef nonnull @.str.40)
  br label %1826

1826:                                             ; preds = %1824, %1817
  %1827 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1828 = add nsw i32 %1827, 1
  store i32 %1828, ptr @n_fail, align 4, !tbaa !9
  br label %1829

1829:                                             ; preds = %1826, %1817
  %1830 = load double, ptr %1688, align 16, !tbaa !5
  %1831 = load double, ptr %63, align 16, !tbaa !5
  %1832 = fmul fast double %1831, %1719
  %1833 = load double, ptr %1680, align 8, !tbaa !5
  %1834 = fmul fast double %1833, %1746
  %1835 = fadd fast double %1834, %1832
  %1836 = call fast double @llvm.fabs.f64(double %1835)
  %1837 = call fast double @llvm.maxnum.f64(double %1836, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1830, ptr %46, align 8, !tbaa !5
  %1838 = load volatile double, ptr %46, align 8, !tbaa !5
  %1839 = call double @llvm.fabs.f64(double %1838)
  %1840 = fcmp ueq double %1839, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1840, label %1852, label %1841

1841:                                             ; preds = %1829
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1835, ptr %45, align 8, !tbaa !5
  %1842 = load volatile double, ptr %45, align 8, !tbaa !5
  %1843 = call double @llvm.fabs.f64(double %1842)
  %1844 = fcmp ueq double %1843, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1844, label %1852, label %1845

1845:                                             ; preds = %1841
  %1846 = fsub fast double %1830, %1835
  %1847 = call fast double @llvm.fabs.f64(double %1846)
  %1848 = fmul fast double %1837, 0x3EB0C6F7A0B5ED8D
  %1849 = fcmp fast ole double %1847, %1848
  %1850 = select i1 %1849, ptr @.str.39, ptr @.str.40
  %1851 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1830, double noundef nofpclass(nan inf) %1835, ptr noundef nonnull %1850)
  br i1 %1849, label %1857, label %1854

1852:                                             ; preds = %1841, %1829
  %1853 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1830, double noundef nofpclass(nan inf) %1835, ptr noundef nonnull @.str.40)
  br label %1854

1854:                                             ; preds = %1852, %1845
  %1855 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1856 = add nsw i32 %1855, 1
  store i32 %1856, ptr @n_fail, align 4, !tbaa !9
  br label %1857

1857:                                             ; preds = %1854, %1845
  %1858 = load double, ptr %1681, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %1858, ptr %48, align 8, !tbaa !5
  %1859 = load volatile double, ptr %48, align 8, !tbaa !5
  %1860 = call double @llvm.fabs.f64(double %1859)
  %1861 = fcmp ueq double %1860, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %1861, label %1767, label %1759

1862:                                             ; preds = %1980
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %2023, ptr %41, align 8, !tbaa !5
  %1863 = load volatile double, ptr %41, align 8, !tbaa !5
  %1864 = call double @llvm.fabs.f64(double %1863)
  %1865 = fcmp ueq double %1864, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1865, label %1873, label %1866

1866:                                             ; preds = %1862
  %1867 = fsub fast double %2018, %2023
  %1868 = call fast double @llvm.fabs.f64(double %1867)
  %1869 = fmul fast double %2025, 0x3EB0C6F7A0B5ED8D
  %1870 = fcmp fast ole double %1868, %1869
  %1871 = select i1 %1870, ptr @.str.39, ptr @.str.40
  %1872 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %2018, double noundef nofpclass(nan inf) %2023, ptr noundef nonnull %1871)
  br i1 %1870, label %1878, label %1875

1873:                                             ; preds = %1980, %1862
  %1874 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %2018, double noundef nofpclass(nan inf) %2023, ptr noundef nonnull @.str.40)
  br label %1875

1875:                                             ; preds = %1873, %1866
  %1876 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1877 = add nsw i32 %1876, 1
  store i32 %1877, ptr @n_fail, align 4, !tbaa !9
  br label %1878

1878:                                             ; preds = %1875, %1866
  %1879 = load double, ptr %1686, align 8, !tbaa !23
  %1880 = load double, ptr %63, align 16, !tbaa !5
  %1881 = fmul fast double %1880, %1998
  %1882 = load double, ptr %1680, align 8, !tbaa !5
  %1883 = fmul fast double %1882, %2016
  %1884 = fadd fast double %1883, %1881
  %1885 = call fast double @llvm.fabs.f64(double %1884)
  %1886 = call fast double @llvm.maxnum.f64(double %1885, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1879, ptr %40, align 8, !tbaa !5
  %1887 = load volatile double, ptr %40, align 8, !tbaa !5
  %1888 = call double @llvm.fabs.f64(double %1887)
  %1889 = fcmp ueq double %1888, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1889, label %1901, label %1890

1890:                                             ; preds = %1878
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1884, ptr %39, align 8, !tbaa !5
  %1891 = load volatile double, ptr %39, align 8, !tbaa !5
  %1892 = call double @llvm.fabs.f64(double %1891)
  %1893 = fcmp ueq double %1892, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1893, label %1901, label %1894

1894:                                             ; preds = %1890
  %1895 = fsub fast double %1879, %1884
  %1896 = call fast double @llvm.fabs.f64(double %1895)
  %1897 = fmul fast double %1886, 0x3EB0C6F7A0B5ED8D
  %1898 = fcmp fast ole double %1896, %1897
  %1899 = select i1 %1898, ptr @.str.39, ptr @.str.40
  %1900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1879, double noundef nofpclass(nan inf) %1884, ptr noundef nonnull %1899)
  br i1 %1898, label %1906, label %1903

1901:                                             ; preds = %1890, %1878
  %1902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1879, double noundef nofpclass(nan inf) %1884, ptr noundef nonnull @.str.40)
  br label %1903

1903:                                             ; preds = %1901, %1894
  %1904 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1905 = add nsw i32 %1904, 1
  store i32 %1905, ptr @n_fail, align 4, !tbaa !9
  br label %1906

1906:                                             ; preds = %1903, %1894
  %1907 = load i32, ptr %1687, align 8, !tbaa !25
  %1908 = sitofp i32 %1907 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1908, ptr %38, align 8, !tbaa !5
  %1909 = load volatile double, ptr %38, align 8, !tbaa !5
  %1910 = call double @llvm.fabs.f64(double %1909)
  %1911 = fcmp ueq double %1910, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1911, label %1920, label %1912

1912:                                             ; preds = %1906
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 0.000000e+00, ptr %37, align 8, !tbaa !5
  %1913 = load volatile double, ptr %37, align 8, !tbaa !5
  %1914 = call double @llvm.fabs.f64(double %1913)
  %1915 = fcmp ueq double %1914, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1915, label %1920, label %1916

1916:                                             ; preds = %1912
  %1917 = icmp eq i32 %1907, 0
  %1918 = select i1 %1917, ptr @.str.39, ptr @.str.40
  %1919 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1908, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1918)
  br i1 %1917, label %1925, label %1922

1920:                                             ; preds = %1912, %1906
  %1921 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1908, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1922

1922:                                             ; preds = %1920, %1916
  %1923 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1924 = add nsw i32 %1923, 1
  store i32 %1924, ptr @n_fail, align 4, !tbaa !9
  br label %1925

1925:                                             ; preds = %1922, %1916
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %70) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %71) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %71, i8 0, i64 16, i1 false)
  %1926 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1693, ptr noundef nonnull %71, ptr noundef nonnull %68, ptr noundef nonnull %70) #15
  %1927 = load double, ptr %71, align 16, !tbaa !5
  %1928 = fmul fast double %1993, 2.500000e-01
  %1929 = fmul fast double %1998, 7.500000e-01
  %1930 = fsub fast double %1928, %1929
  %1931 = call fast double @llvm.fabs.f64(double %1930)
  %1932 = call fast double @llvm.maxnum.f64(double %1931, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1927, ptr %34, align 8, !tbaa !5
  %1933 = load volatile double, ptr %34, align 8, !tbaa !5
  %1934 = call double @llvm.fabs.f64(double %1933)
  %1935 = fcmp ueq double %1934, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1935, label %2040, label %2029

1936:                                             ; preds = %1772
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1779, ptr %35, align 8, !tbaa !5
  %1937 = load volatile double, ptr %35, align 8, !tbaa !5
  %1938 = call double @llvm.fabs.f64(double %1937)
  %1939 = fcmp ueq double %1938, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1939, label %1947, label %1940

1940:                                             ; preds = %1936
  %1941 = fsub fast double %1774, %1779
  %1942 = call fast double @llvm.fabs.f64(double %1941)
  %1943 = fmul fast double %1781, 0x3EB0C6F7A0B5ED8D
  %1944 = fcmp fast ole double %1942, %1943
  %1945 = select i1 %1944, ptr @.str.39, ptr @.str.40
  %1946 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1774, double noundef nofpclass(nan inf) %1779, ptr noundef nonnull %1945)
  br i1 %1944, label %1952, label %1949

1947:                                             ; preds = %1936, %1772
  %1948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1774, double noundef nofpclass(nan inf) %1779, ptr noundef nonnull @.str.40)
  br label %1949

1949:                                             ; preds = %1947, %1940
  %1950 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1951 = add nsw i32 %1950, 1
  store i32 %1951, ptr @n_fail, align 4, !tbaa !9
  br label %1952

1952:                                             ; preds = %1949, %1940
  %1953 = load double, ptr %1689, align 8, !tbaa !5
  %1954 = fmul fast double %1742, 5.000000e-01
  %1955 = fmul fast double %1744, 2.000000e+00
  %1956 = fadd fast double %1954, %1955
  %1957 = fmul fast double %1746, -1.500000e+00
  %1958 = fadd fast double %1956, %1957
  %1959 = call fast double @llvm.fabs.f64(double %1958)
  %1960 = call fast double @llvm.maxnum.f64(double %1959, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1953, ptr %36, align 8, !tbaa !5
  %1961 = load volatile double, ptr %36, align 8, !tbaa !5
  %1962 = call double @llvm.fabs.f64(double %1961)
  %1963 = fcmp ueq double %1962, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1963, label %1975, label %1964

1964:                                             ; preds = %1952
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1958, ptr %35, align 8, !tbaa !5
  %1965 = load volatile double, ptr %35, align 8, !tbaa !5
  %1966 = call double @llvm.fabs.f64(double %1965)
  %1967 = fcmp ueq double %1966, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1967, label %1975, label %1968

1968:                                             ; preds = %1964
  %1969 = fsub fast double %1953, %1958
  %1970 = call fast double @llvm.fabs.f64(double %1969)
  %1971 = fmul fast double %1960, 0x3EB0C6F7A0B5ED8D
  %1972 = fcmp fast ole double %1970, %1971
  %1973 = select i1 %1972, ptr @.str.39, ptr @.str.40
  %1974 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1953, double noundef nofpclass(nan inf) %1958, ptr noundef nonnull %1973)
  br i1 %1972, label %1980, label %1977

1975:                                             ; preds = %1964, %1952
  %1976 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1953, double noundef nofpclass(nan inf) %1958, ptr noundef nonnull @.str.40)
  br label %1977

1977:                                             ; preds = %1975, %1968
  %1978 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1979 = add nsw i32 %1978, 1
  store i32 %1979, ptr @n_fail, align 4, !tbaa !9
  br label %1980

1980:                                             ; preds = %1977, %1968
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #15
  store double %1702, ptr %1682, align 8, !tbaa !23
  %1981 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1700, ptr noundef nonnull %1683) #15
  %1982 = fmul fast double %1981, %1696
  %1983 = load i32, ptr %1683, align 8, !tbaa !25
  %1984 = sitofp i32 %1983 to double
  %1985 = fmul fast double %1982, %1984
  %1986 = load double, ptr %1682, align 8, !tbaa !23
  store double %1707, ptr %1684, align 8, !tbaa !23
  %1987 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1701, ptr noundef nonnull %1685) #15
  %1988 = fmul fast double %1987, %1696
  %1989 = load i32, ptr %1685, align 8, !tbaa !25
  %1990 = sitofp i32 %1989 to double
  %1991 = load double, ptr %1684, align 8, !tbaa !23
  %1992 = fsub fast double %1982, %1988
  %1993 = fdiv fast double %1992, %1711
  %1994 = fadd fast double %1985, %1986
  %1995 = fmul fast double %1988, %1990
  %1996 = fadd fast double %1991, %1995
  %1997 = fsub fast double %1994, %1996
  %1998 = fdiv fast double %1997, %1711
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #15
  store double %1725, ptr %1682, align 8, !tbaa !23
  %1999 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1695, ptr noundef nonnull %1683) #15
  %2000 = fmul fast double %1999, %1723
  %2001 = load i32, ptr %1683, align 8, !tbaa !25
  %2002 = sitofp i32 %2001 to double
  %2003 = fmul fast double %2000, %2002
  %2004 = load double, ptr %1682, align 8, !tbaa !23
  store double %1732, ptr %1684, align 8, !tbaa !23
  %2005 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1695, ptr noundef nonnull %1685) #15
  %2006 = fmul fast double %2005, %1724
  %2007 = load i32, ptr %1685, align 8, !tbaa !25
  %2008 = sitofp i32 %2007 to double
  %2009 = load double, ptr %1684, align 8, !tbaa !23
  %2010 = fsub fast double %2000, %2006
  %2011 = fdiv fast double %2010, %1737
  %2012 = fadd fast double %2003, %2004
  %2013 = fmul fast double %2006, %2008
  %2014 = fadd fast double %2009, %2013
  %2015 = fsub fast double %2012, %2014
  %2016 = fdiv fast double %2015, %1737
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %68) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %69) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %69, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.ds, i64 24, i1 false)
  %2017 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1693, ptr noundef nonnull %63, ptr noundef nonnull %68, ptr noundef nonnull %69) #15
  %2018 = load double, ptr %69, align 8, !tbaa !26
  %2019 = load double, ptr %63, align 16, !tbaa !5
  %2020 = fmul fast double %2019, %1993
  %2021 = load double, ptr %1680, align 8, !tbaa !5
  %2022 = fmul fast double %2021, %2011
  %2023 = fadd fast double %2022, %2020
  %2024 = call fast double @llvm.fabs.f64(double %2023)
  %2025 = call fast double @llvm.maxnum.f64(double %2024, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %2018, ptr %42, align 8, !tbaa !5
  %2026 = load volatile double, ptr %42, align 8, !tbaa !5
  %2027 = call double @llvm.fabs.f64(double %2026)
  %2028 = fcmp ueq double %2027, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %2028, label %1873, label %1862

2029:                                             ; preds = %1925
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1930, ptr %33, align 8, !tbaa !5
  %2030 = load volatile double, ptr %33, align 8, !tbaa !5
  %2031 = call double @llvm.fabs.f64(double %2030)
  %2032 = fcmp ueq double %2031, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2032, label %2040, label %2033

2033:                                             ; preds = %2029
  %2034 = fsub fast double %1927, %1930
  %2035 = call fast double @llvm.fabs.f64(double %2034)
  %2036 = fmul fast double %1932, 0x3EB0C6F7A0B5ED8D
  %2037 = fcmp fast ole double %2035, %2036
  %2038 = select i1 %2037, ptr @.str.39, ptr @.str.40
  %2039 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1927, double noundef nofpclass(nan inf) %1930, ptr noundef nonnull %2038)
  br i1 %2037, label %2045, label %2042

2040:                                             ; preds = %2029, %1925
  %2041 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %1927, double noundef nofpclass(nan inf) %1930, ptr noundef nonnull @.str.40)
  br label %2042

2042:                                             ; preds = %2040, %2033
  %2043 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2044 = add nsw i32 %2043, 1
  store i32 %2044, ptr @n_fail, align 4, !tbaa !9
  br label %2045

2045:                                             ; preds = %2042, %2033
  %2046 = load double, ptr %1690, align 8, !tbaa !5
  %2047 = fmul fast double %2011, 2.500000e-01
  %2048 = fmul fast double %2016, 7.500000e-01
  %2049 = fsub fast double %2047, %2048
  %2050 = call fast double @llvm.fabs.f64(double %2049)
  %2051 = call fast double @llvm.maxnum.f64(double %2050, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %2046, ptr %34, align 8, !tbaa !5
  %2052 = load volatile double, ptr %34, align 8, !tbaa !5
  %2053 = call double @llvm.fabs.f64(double %2052)
  %2054 = fcmp ueq double %2053, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2054, label %2066, label %2055

2055:                                             ; preds = %2045
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %2049, ptr %33, align 8, !tbaa !5
  %2056 = load volatile double, ptr %33, align 8, !tbaa !5
  %2057 = call double @llvm.fabs.f64(double %2056)
  %2058 = fcmp ueq double %2057, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2058, label %2066, label %2059

2059:                                             ; preds = %2055
  %2060 = fsub fast double %2046, %2049
  %2061 = call fast double @llvm.fabs.f64(double %2060)
  %2062 = fmul fast double %2051, 0x3EB0C6F7A0B5ED8D
  %2063 = fcmp fast ole double %2061, %2062
  %2064 = select i1 %2063, ptr @.str.39, ptr @.str.40
  %2065 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %2046, double noundef nofpclass(nan inf) %2049, ptr noundef nonnull %2064)
  br i1 %2063, label %2071, label %2068

2066:                                             ; preds = %2055, %2045
  %2067 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1695, double noundef nofpclass(nan inf) %2046, double noundef nofpclass(nan inf) %2049, ptr noundef nonnull @.str.40)
  br label %2068

2068:                                             ; preds = %2066, %2059
  %2069 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2070 = add nsw i32 %2069, 1
  store i32 %2070, ptr @n_fail, align 4, !tbaa !9
  br label %2071

2071:                                             ; preds = %2068, %2059
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %71) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %70) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %69) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %68) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %67) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %66) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %65) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %64) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63) #15
  %2072 = add nuw nsw i64 %1692, 1
  %2073 = icmp eq i64 %2072, 3
  br i1 %2073, label %2074, label %1691, !llvm.loop !27

2074:                                             ; preds = %2071
  %2075 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2076 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.37, i32 noundef %2075)
  %2077 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2078 = icmp ne i32 %2077, 0
  %2079 = zext i1 %2078 to i32
  ret i32 %2079

2080:                                             ; preds = %1445, %2301
  %2081 = phi i64 [ %2302, %2301 ], [ 0, %1445 ]
  %2082 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %2081
  %2083 = load double, ptr %2082, align 16, !tbaa !5
  %2084 = getelementptr inbounds i8, ptr %2082, i64 8
  %2085 = load double, ptr %2084, align 8, !tbaa !5
  %2086 = tail call fast double @llvm.fabs.f64(double %2083)
  %2087 = fmul fast double %2086, 0x3EB0C6F7A0B5ED8D
  %2088 = tail call fast double @llvm.fabs.f64(double %2085)
  %2089 = fmul fast double %2088, 0x3EB0C6F7A0B5ED8D
  %2090 = fadd fast double %2087, %2083
  %2091 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2090, double noundef nofpclass(nan inf) %2085) #16
  %2092 = fsub fast double %2083, %2087
  %2093 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2092, double noundef nofpclass(nan inf) %2085) #16
  %2094 = fsub fast double %2091, %2093
  %2095 = fmul fast double %2094, %2085
  %2096 = fmul fast double %2086, 2.000000e-06
  %2097 = fdiv fast double %2095, %2096
  %2098 = fadd fast double %2089, %2085
  %2099 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2098) #16
  %2100 = fmul fast double %2099, %2098
  %2101 = fsub fast double %2085, %2089
  %2102 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2101) #16
  %2103 = fmul fast double %2102, %2101
  %2104 = fsub fast double %2100, %2103
  %2105 = fmul fast double %2088, 2.000000e-06
  %2106 = fdiv fast double %2104, %2105
  %2107 = frem fast double %2090, %2085
  %2108 = frem fast double %2092, %2085
  %2109 = fsub fast double %2107, %2108
  %2110 = fmul fast double %2109, %2085
  %2111 = fdiv fast double %2110, %2096
  %2112 = frem fast double %2083, %2098
  %2113 = fmul fast double %2112, %2098
  %2114 = frem fast double %2083, %2101
  %2115 = fmul fast double %2114, %2101
  %2116 = fsub fast double %2113, %2115
  %2117 = fdiv fast double %2116, %2105
  %2118 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2119 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, double noundef nofpclass(nan inf) %2083, i32 noundef %2118, double noundef nofpclass(nan inf) %2085) #15
  %2120 = tail call fast double @llvm.fabs.f64(double %2097)
  %2121 = tail call fast double @llvm.maxnum.f64(double %2120, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %2119, ptr %32, align 8, !tbaa !5
  %2122 = load volatile double, ptr %32, align 8, !tbaa !5
  %2123 = tail call double @llvm.fabs.f64(double %2122)
  %2124 = fcmp ueq double %2123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %2124, label %2136, label %2125

2125:                                             ; preds = %2080
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %2097, ptr %31, align 8, !tbaa !5
  %2126 = load volatile double, ptr %31, align 8, !tbaa !5
  %2127 = tail call double @llvm.fabs.f64(double %2126)
  %2128 = fcmp ueq double %2127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %2128, label %2136, label %2129

2129:                                             ; preds = %2125
  %2130 = fsub fast double %2119, %2097
  %2131 = tail call fast double @llvm.fabs.f64(double %2130)
  %2132 = fmul fast double %2121, 0x3EB0C6F7A0B5ED8D
  %2133 = fcmp fast ole double %2131, %2132
  %2134 = select i1 %2133, ptr @.str.39, ptr @.str.40
  %2135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2119, double noundef nofpclass(nan inf) %2097, ptr noundef nonnull %2134)
  br i1 %2133, label %2141, label %2138

2136:                                             ; preds = %2125, %2080
  %2137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2119, double noundef nofpclass(nan inf) %2097, ptr noundef nonnull @.str.40)
  br label %2138

2138:                                             ; preds = %2136, %2129
  %2139 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2140 = add nsw i32 %2139, 1
  store i32 %2140, ptr @n_fail, align 4, !tbaa !9
  br label %2141

2141:                                             ; preds = %2129, %2138
  %2142 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2143 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, i32 noundef %2142, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2085) #15
  %2144 = tail call fast double @llvm.fabs.f64(double %2106)
  %2145 = tail call fast double @llvm.maxnum.f64(double %2144, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %2143, ptr %30, align 8, !tbaa !5
  %2146 = load volatile double, ptr %30, align 8, !tbaa !5
  %2147 = tail call double @llvm.fabs.f64(double %2146)
  %2148 = fcmp ueq double %2147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2148, label %2160, label %2149

2149:                                             ; preds = %2141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2106, ptr %29, align 8, !tbaa !5
  %2150 = load volatile double, ptr %29, align 8, !tbaa !5
  %2151 = tail call double @llvm.fabs.f64(double %2150)
  %2152 = fcmp ueq double %2151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2152, label %2160, label %2153

2153:                                             ; preds = %2149
  %2154 = fsub fast double %2143, %2106
  %2155 = tail call fast double @llvm.fabs.f64(double %2154)
  %2156 = fmul fast double %2145, 0x3EB0C6F7A0B5ED8D
  %2157 = fcmp fast ole double %2155, %2156
  %2158 = select i1 %2157, ptr @.str.39, ptr @.str.40
  %2159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2143, double noundef nofpclass(nan inf) %2106, ptr noundef nonnull %2158)
  br i1 %2157, label %2165, label %2162

2160:                                             ; preds = %2149, %2141
  %2161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2143, double noundef nofpclass(nan inf) %2106, ptr noundef nonnull @.str.40)
  br label %2162

2162:                                             ; preds = %2160, %2153
  %2163 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2164 = add nsw i32 %2163, 1
  store i32 %2164, ptr @n_fail, align 4, !tbaa !9
  br label %2165

2165:                                             ; preds = %2153, %2162
  %2166 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2167 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %2166, double noundef nofpclass(nan inf) %2085) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2167, ptr %28, align 8, !tbaa !5
  %2168 = load volatile double, ptr %28, align 8, !tbaa !5
  %2169 = tail call double @llvm.fabs.f64(double %2168)
  %2170 = fcmp ueq double %2169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2170, label %2182, label %2171

2171:                                             ; preds = %2165
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2097, ptr %27, align 8, !tbaa !5
  %2172 = load volatile double, ptr %27, align 8, !tbaa !5
  %2173 = tail call double @llvm.fabs.f64(double %2172)
  %2174 = fcmp ueq double %2173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2174, label %2182, label %2175

2175:                                             ; preds = %2171
  %2176 = fsub fast double %2167, %2097
  %2177 = tail call fast double @llvm.fabs.f64(double %2176)
  %2178 = fmul fast double %2121, 0x3EB0C6F7A0B5ED8D
  %2179 = fcmp fast ole double %2177, %2178
  %2180 = select i1 %2179, ptr @.str.39, ptr @.str.40
  %2181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2167, double noundef nofpclass(nan inf) %2097, ptr noundef nonnull %2180)
  br i1 %2179, label %2187, label %2184

2182:                                             ; preds = %2171, %2165
  %2183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2167, double noundef nofpclass(nan inf) %2097, ptr noundef nonnull @.str.40)
  br label %2184

2184:                                             ; preds = %2182, %2175
  %2185 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2186 = add nsw i32 %2185, 1
  store i32 %2186, ptr @n_fail, align 4, !tbaa !9
  br label %2187

2187:                                             ; preds = %2175, %2184
  %2188 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2189 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, i32 noundef %2188, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2189, ptr %26, align 8, !tbaa !5
  %2190 = load volatile double, ptr %26, align 8, !tbaa !5
  %2191 = tail call double @llvm.fabs.f64(double %2190)
  %2192 = fcmp ueq double %2191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2192, label %2204, label %2193

2193:                                             ; preds = %2187
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2106, ptr %25, align 8, !tbaa !5
  %2194 = load volatile double, ptr %25, align 8, !tbaa !5
  %2195 = tail call double @llvm.fabs.f64(double %2194)
  %2196 = fcmp ueq double %2195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2196, label %2204, label %2197

2197:                                             ; preds = %2193
  %2198 = fsub fast double %2189, %2106
  %2199 = tail call fast double @llvm.fabs.f64(double %2198)
  %2200 = fmul fast double %2145, 0x3EB0C6F7A0B5ED8D
  %2201 = fcmp fast ole double %2199, %2200
  %2202 = select i1 %2201, ptr @.str.39, ptr @.str.40
  %2203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2189, double noundef nofpclass(nan inf) %2106, ptr noundef nonnull %2202)
  br i1 %2201, label %2209, label %2206

2204:                                             ; preds = %2193, %2187
  %2205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2189, double noundef nofpclass(nan inf) %2106, ptr noundef nonnull @.str.40)
  br label %2206

2206:                                             ; preds = %2204, %2197
  %2207 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2208 = add nsw i32 %2207, 1
  store i32 %2208, ptr @n_fail, align 4, !tbaa !9
  br label %2209

2209:                                             ; preds = %2197, %2206
  %2210 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2211 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, double noundef nofpclass(nan inf) %2083, i32 noundef %2210, double noundef nofpclass(nan inf) %2085) #15
  %2212 = tail call fast double @llvm.fabs.f64(double %2111)
  %2213 = tail call fast double @llvm.maxnum.f64(double %2212, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2211, ptr %24, align 8, !tbaa !5
  %2214 = load volatile double, ptr %24, align 8, !tbaa !5
  %2215 = tail call double @llvm.fabs.f64(double %2214)
  %2216 = fcmp ueq double %2215, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2216, label %2228, label %2217

2217:                                             ; preds = %2209
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2111, ptr %23, align 8, !tbaa !5
  %2218 = load volatile double, ptr %23, align 8, !tbaa !5
  %2219 = tail call double @llvm.fabs.f64(double %2218)
  %2220 = fcmp ueq double %2219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2220, label %2228, label %2221

2221:                                             ; preds = %2217
  %2222 = fsub fast double %2211, %2111
  %2223 = tail call fast double @llvm.fabs.f64(double %2222)
  %2224 = fmul fast double %2213, 0x3EB0C6F7A0B5ED8D
  %2225 = fcmp fast ole double %2223, %2224
  %2226 = select i1 %2225, ptr @.str.39, ptr @.str.40
  %2227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2211, double noundef nofpclass(nan inf) %2111, ptr noundef nonnull %2226)
  br i1 %2225, label %2233, label %2230

2228:                                             ; preds = %2217, %2209
  %2229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2211, double noundef nofpclass(nan inf) %2111, ptr noundef nonnull @.str.40)
  br label %2230

2230:                                             ; preds = %2228, %2221
  %2231 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2232 = add nsw i32 %2231, 1
  store i32 %2232, ptr @n_fail, align 4, !tbaa !9
  br label %2233

2233:                                             ; preds = %2221, %2230
  %2234 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2235 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, i32 noundef %2234, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2085) #15
  %2236 = tail call fast double @llvm.fabs.f64(double %2117)
  %2237 = tail call fast double @llvm.maxnum.f64(double %2236, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2235, ptr %22, align 8, !tbaa !5
  %2238 = load volatile double, ptr %22, align 8, !tbaa !5
  %2239 = tail call double @llvm.fabs.f64(double %2238)
  %2240 = fcmp ueq double %2239, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2240, label %2252, label %2241

2241:                                             ; preds = %2233
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2117, ptr %21, align 8, !tbaa !5
  %2242 = load volatile double, ptr %21, align 8, !tbaa !5
  %2243 = tail call double @llvm.fabs.f64(double %2242)
  %2244 = fcmp ueq double %2243, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2244, label %2252, label %2245

2245:                                             ; preds = %2241
  %2246 = fsub fast double %2235, %2117
  %2247 = tail call fast double @llvm.fabs.f64(double %2246)
  %2248 = fmul fast double %2237, 0x3EB0C6F7A0B5ED8D
  %2249 = fcmp fast ole double %2247, %2248
  %2250 = select i1 %2249, ptr @.str.39, ptr @.str.40
  %2251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2235, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull %2250)
  br i1 %2249, label %2257, label %2254

2252:                                             ; preds = %2241, %2233
  %2253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2235, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull @.str.40)
  br label %2254

2254:                                             ; preds = %2252, %2245
  %2255 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2256 = add nsw i32 %2255, 1
  store i32 %2256, ptr @n_fail, align 4, !tbaa !9
  br label %2257

2257:                                             ; preds = %2245, %2254
  %2258 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2259 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %2258, double noundef nofpclass(nan inf) %2085) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2259, ptr %20, align 8, !tbaa !5
  %2260 = load volatile double, ptr %20, align 8, !tbaa !5
  %2261 = tail call double @llvm.fabs.f64(double %2260)
  %2262 = fcmp ueq double %2261, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2262, label %2274, label %2263

2263:                                             ; preds = %2257
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %2111, ptr %19, align 8, !tbaa !5
  %2264 = load volatile double, ptr %19, align 8, !tbaa !5
  %2265 = tail call double @llvm.fabs.f64(double %2264)
  %2266 = fcmp ueq double %2265, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %2266, label %2274, label %2267

2267:                                             ; preds = %2263
  %2268 = fsub fast double %2259, %2111
  %2269 = tail call fast double @llvm.fabs.f64(double %2268)
  %2270 = fmul fast double %2213, 0x3EB0C6F7A0B5ED8D
  %2271 = fcmp fast ole double %2269, %2270
  %2272 = select i1 %2271, ptr @.str.39, ptr @.str.40
  %2273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2259, double noundef nofpclass(nan inf) %2111, ptr noundef nonnull %2272)
  br i1 %2271, label %2279, label %2276

2274:                                             ; preds = %2263, %2257
  %2275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2259, double noundef nofpclass(nan inf) %2111, ptr noundef nonnull @.str.40)
  br label %2276

2276:                                             ; preds = %2274, %2267
  %2277 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2278 = add nsw i32 %2277, 1
  store i32 %2278, ptr @n_fail, align 4, !tbaa !9
  br label %2279

2279:                                             ; preds = %2267, %2276
  %2280 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2281 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, i32 noundef %2280, double noundef nofpclass(nan inf) %2083, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2281, ptr %18, align 8, !tbaa !5
  %2282 = load volatile double, ptr %18, align 8, !tbaa !5
  %2283 = tail call double @llvm.fabs.f64(double %2282)
  %2284 = fcmp ueq double %2283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2284, label %2296, label %2285

2285:                                             ; preds = %2279
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2117, ptr %17, align 8, !tbaa !5
  %2286 = load volatile double, ptr %17, align 8, !tbaa !5
  %2287 = tail call double @llvm.fabs.f64(double %2286)
  %2288 = fcmp ueq double %2287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2288, label %2296, label %2289

2289:                                             ; preds = %2285
  %2290 = fsub fast double %2281, %2117
  %2291 = tail call fast double @llvm.fabs.f64(double %2290)
  %2292 = fmul fast double %2237, 0x3EB0C6F7A0B5ED8D
  %2293 = fcmp fast ole double %2291, %2292
  %2294 = select i1 %2293, ptr @.str.39, ptr @.str.40
  %2295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2281, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull %2294)
  br i1 %2293, label %2301, label %2298

2296:                                             ; preds = %2285, %2279
  %2297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef nofpclass(nan inf) %2085, double noundef nofpclass(nan inf) %2281, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull @.str.40)
  br label %2298

2298:                                             ; preds = %2296, %2289
  %2299 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2300 = add nsw i32 %2299, 1
  store i32 %2300, ptr @n_fail, align 4, !tbaa !9
  br label %2301

2301:                                             ; preds = %2289, %2298
  %2302 = add nuw nsw i64 %2081, 1
  %2303 = icmp eq i64 %2302, 4
  br i1 %2303, label %1448, label %2080, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_ldexp(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %2, i32 noundef 3) #16
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = tail call fast nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf) %4, i32 noundef -2) #16
  %6 = fadd fast double %5, %3
  %7 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %0, i32 noundef -40) #16
  %8 = fmul fast double %7, 1.000000e+12
  %9 = fadd fast double %6, %8
  ret double %9
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_modf(double noundef nofpclass(nan inf) %0) #3 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  %3 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %0, ptr noundef nonnull %2) #15
  %4 = fmul fast double %3, %3
  %5 = load double, ptr %2, align 8, !tbaa !5
  %6 = fmul fast double %5, %0
  %7 = fadd fast double %5, %4
  %8 = fadd fast double %7, %6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_next(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) 3.000000e+00) #16
  %4 = tail call fast nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %0) #16
  %5 = fmul fast double %4, %0
  %6 = fadd fast double %5, %3
  ret double %6
}

declare nofpclass(nan inf) float @__enzyme_autodiff_f(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g_ldexp(float noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast float %0, %0
  %3 = tail call fast nofpclass(nan inf) float @ldexpf(float noundef nofpclass(nan inf) %2, i32 noundef 3) #16
  %4 = tail call fast float @llvm.sin.f32(float %0)
  %5 = tail call fast nofpclass(nan inf) float @scalbnf(float noundef nofpclass(nan inf) %4, i32 noundef -2) #16
  %6 = fadd fast float %5, %3
  ret float %6
}

declare nofpclass(nan inf) float @__enzyme_fwddiff_f(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g_modf(float noundef nofpclass(nan inf) %0) #3 {
  %2 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  %3 = call fast nofpclass(nan inf) float @modff(float noundef nofpclass(nan inf) %0, ptr noundef nonnull %2) #15
  %4 = fmul fast float %3, %3
  %5 = load float, ptr %2, align 4, !tbaa !29
  %6 = fmul fast float %5, %0
  %7 = fadd fast float %6, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  ret float %7
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_ldexpn(double noundef nofpclass(nan inf) %0, i32 noundef %1) #3 {
  %3 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %0, i32 noundef %1) #16
  %4 = fmul fast double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_frexp(double noundef nofpclass(nan inf) %0) #3 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  %3 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %0, ptr noundef nonnull %2) #15
  %4 = load i32, ptr %2, align 4, !tbaa !9
  %5 = sitofp i32 %4 to double
  %6 = fadd fast double %3, %5
  %7 = fmul fast double %6, %3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  ret double %7
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g_frexp(float noundef nofpclass(nan inf) %0) #3 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  %3 = call fast nofpclass(nan inf) float @frexpf(float noundef nofpclass(nan inf) %0, ptr noundef nonnull %2) #15
  %4 = load i32, ptr %2, align 4, !tbaa !9
  %5 = sitofp i32 %4 to float
  %6 = fadd fast float %3, %5
  %7 = fmul fast float %6, %3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  ret float %7
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @f_lgamma(double noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %0) #15
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_tgamma(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %0) #16
  %3 = fmul fast double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) float @g_lgamma(float noundef nofpclass(nan inf) %0) #0 {
  %2 = tail call fast nofpclass(nan inf) float @lgammaf(float noundef nofpclass(nan inf) %0) #15
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g_tgamma(float noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast nofpclass(nan inf) float @tgammaf(float noundef nofpclass(nan inf) %0) #16
  ret float %2
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_rem(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast double %0, %0
  %3 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) 0x3FE6666666666666) #16
  %4 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) 5.300000e+00, double noundef nofpclass(nan inf) %0) #16
  %5 = fmul fast double %4, %0
  %6 = fadd fast double %5, %3
  ret double %6
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) float @g_rem(float noundef nofpclass(nan inf) %0) #3 {
  %2 = fmul fast float %0, %0
  %3 = tail call fast nofpclass(nan inf) float @remainderf(float noundef nofpclass(nan inf) %2, float noundef nofpclass(nan inf) 0x3FE6666660000000) #16
  %4 = tail call fast nofpclass(nan inf) float @nextafterf(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) 5.000000e+00) #16
  %5 = fmul fast float %4, %0
  %6 = fadd fast float %5, %3
  ret float %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_rem2(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #16
  %4 = fmul fast double %3, %1
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f_fmod2(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #6 {
  %3 = frem fast double %0, %1
  %4 = fmul fast double %3, %1
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf), ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @nextafter(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @ldexpf(float noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @scalbnf(float noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare nofpclass(nan inf) float @modff(float noundef nofpclass(nan inf), ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf), ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare nofpclass(nan inf) float @frexpf(float noundef nofpclass(nan inf), ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf)) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf)) local_unnamed_addr #4

; Function Attrs: nounwind
declare nofpclass(nan inf) float @lgammaf(float noundef nofpclass(nan inf)) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @tgammaf(float noundef nofpclass(nan inf)) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf), double noundef nofpclass(nan inf)) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @remainderf(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare nofpclass(nan inf) float @nextafterf(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @f_modf_out(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #11 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = fmul fast double %5, %3
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store double %6, ptr %7, align 8, !tbaa !5
  %8 = load double, ptr %0, align 8, !tbaa !5
  %9 = fmul fast double %8, 3.000000e+00
  %10 = tail call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %9, ptr noundef nonnull %7) #15
  %11 = load double, ptr %7, align 8, !tbaa !5
  %12 = load double, ptr %4, align 8, !tbaa !5
  %13 = fmul fast double %12, %11
  %14 = fadd fast double %13, %10
  store double %14, ptr %1, align 8, !tbaa !5
  %15 = load double, ptr %4, align 8, !tbaa !5
  %16 = tail call fast double @llvm.sin.f64(double %15)
  %17 = fmul fast double %16, %11
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  store double %17, ptr %18, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @f_split(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #11 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = load double, ptr %0, align 8, !tbaa !5
  %6 = fmul fast double %5, %4
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store double %6, ptr %7, align 8, !tbaa !23
  %8 = load double, ptr %0, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = tail call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %8, ptr noundef nonnull %9) #15
  %11 = load double, ptr %3, align 8, !tbaa !5
  %12 = fmul fast double %11, %10
  store double %12, ptr %1, align 8, !tbaa !26
  %13 = load i32, ptr %9, align 8, !tbaa !25
  %14 = sitofp i32 %13 to double
  %15 = fmul fast double %12, %14
  %16 = load double, ptr %7, align 8, !tbaa !23
  %17 = fadd fast double %15, %16
  store double %17, ptr %7, align 8, !tbaa !23
  ret void
}

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @f_modf_loop(ptr nocapture noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #13 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %21, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %14, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %21, %9 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = add nuw nsw i64 %10, 1
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = uitofp nneg i32 %15 to double
  %17 = fmul fast double %16, %1
  %18 = tail call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %17, ptr noundef nonnull %12) #15
  %19 = fmul fast double %13, %13
  %20 = fmul fast double %19, %18
  %21 = fadd fast double %20, %11
  %22 = icmp eq i64 %14, %6
  br i1 %22, label %7, label %9, !llvm.loop !31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #14

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: write) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nofree nounwind memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !16, !17}
!19 = distinct !{!19, !12, !16, !17}
!20 = distinct !{!20, !12, !16, !17}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24, !6, i64 16}
!24 = !{!"", !6, i64 0, !10, i64 8, !6, i64 16}
!25 = !{!24, !10, i64 8}
!26 = !{!24, !6, i64 0}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !7, i64 0}
!31 = distinct !{!31, !12}
