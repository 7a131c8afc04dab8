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

140:                                              ; preds = %0, %489
  %141 = phi i64 [ 0, %0 ], [ %490, %489 ]
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
  %356 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %350, i32 noundef -40) #16
  %357 = fmul fast double %351, %351
  %358 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %357, i32 noundef 3) #16
  %359 = tail call fast double @llvm.sin.f64(double %351)
  %360 = tail call fast nofpclass(nan inf) double @scalbn(double noundef nofpclass(nan inf) %359, i32 noundef -2) #16
  %361 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) %351, i32 noundef -40) #16
  %362 = fsub fast double %356, %361
  %363 = fmul fast double %362, 1.000000e+12
  %364 = fadd fast double %355, %353
  %365 = fadd fast double %358, %360
  %366 = fsub fast double %364, %365
  %367 = fadd fast double %366, %363
  %368 = fmul fast double %348, 2.000000e-06
  %369 = fdiv fast double %367, %368
  %370 = tail call fast double @llvm.fabs.f64(double %369)
  %371 = tail call fast double @llvm.maxnum.f64(double %370, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  store volatile double %344, ptr %127, align 8, !tbaa !5
  %372 = load volatile double, ptr %127, align 8, !tbaa !5
  %373 = tail call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  br i1 %374, label %386, label %375

375:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126)
  store volatile double %369, ptr %126, align 8, !tbaa !5
  %376 = load volatile double, ptr %126, align 8, !tbaa !5
  %377 = tail call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126)
  br i1 %378, label %386, label %379

379:                                              ; preds = %375
  %380 = fsub fast double %344, %369
  %381 = tail call fast double @llvm.fabs.f64(double %380)
  %382 = fmul fast double %371, 1.000000e-04
  %383 = fcmp fast ole double %381, %382
  %384 = select i1 %383, ptr @.str.39, ptr @.str.40
  %385 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %344, double noundef nofpclass(nan inf) %369, ptr noundef nonnull %384)
  br i1 %383, label %391, label %388

386:                                              ; preds = %375, %340
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %344, double noundef nofpclass(nan inf) %369, ptr noundef nonnull @.str.40)
  br label %388

388:                                              ; preds = %386, %379
  %389 = load i32, ptr @n_fail, align 4, !tbaa !9
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @n_fail, align 4, !tbaa !9
  br label %391

391:                                              ; preds = %379, %388
  %392 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_ldexp, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %393 = fpext float %392 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  store volatile double %393, ptr %125, align 8, !tbaa !5
  %394 = load volatile double, ptr %125, align 8, !tbaa !5
  %395 = tail call double @llvm.fabs.f64(double %394)
  %396 = fcmp ueq double %395, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  br i1 %396, label %408, label %397

397:                                              ; preds = %391
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  store volatile double %369, ptr %124, align 8, !tbaa !5
  %398 = load volatile double, ptr %124, align 8, !tbaa !5
  %399 = tail call double @llvm.fabs.f64(double %398)
  %400 = fcmp ueq double %399, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  br i1 %400, label %408, label %401

401:                                              ; preds = %397
  %402 = fsub fast double %393, %369
  %403 = tail call fast double @llvm.fabs.f64(double %402)
  %404 = fmul fast double %371, 1.000000e-04
  %405 = fcmp fast ole double %403, %404
  %406 = select i1 %405, ptr @.str.39, ptr @.str.40
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %393, double noundef nofpclass(nan inf) %369, ptr noundef nonnull %406)
  br i1 %405, label %413, label %410

408:                                              ; preds = %397, %391
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %393, double noundef nofpclass(nan inf) %369, ptr noundef nonnull @.str.40)
  br label %410

410:                                              ; preds = %408, %401
  %411 = load i32, ptr @n_fail, align 4, !tbaa !9
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr @n_fail, align 4, !tbaa !9
  br label %413

413:                                              ; preds = %401, %410
  %414 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_modf, double noundef nofpclass(nan inf) %342) #15
  %415 = fpext float %414 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #15
  %416 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %350, ptr noundef nonnull %11) #15
  %417 = fmul fast double %416, %416
  %418 = load double, ptr %11, align 8, !tbaa !5
  %419 = fmul fast double %418, %350
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #15
  %420 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %351, ptr noundef nonnull %12) #15
  %421 = load double, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #15
  %422 = fmul fast double %420, %420
  %423 = fmul fast double %421, %351
  %424 = fadd fast double %423, %422
  %425 = fadd fast double %418, %417
  %426 = fadd fast double %425, %419
  %427 = fadd fast double %421, %424
  %428 = fsub fast double %426, %427
  %429 = fdiv fast double %428, %368
  %430 = tail call fast double @llvm.fabs.f64(double %429)
  %431 = tail call fast double @llvm.maxnum.f64(double %430, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123)
  store volatile double %415, ptr %123, align 8, !tbaa !5
  %432 = load volatile double, ptr %123, align 8, !tbaa !5
  %433 = tail call double @llvm.fabs.f64(double %432)
  %434 = fcmp ueq double %433, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123)
  br i1 %434, label %446, label %435

435:                                              ; preds = %413
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122)
  store volatile double %429, ptr %122, align 8, !tbaa !5
  %436 = load volatile double, ptr %122, align 8, !tbaa !5
  %437 = tail call double @llvm.fabs.f64(double %436)
  %438 = fcmp ueq double %437, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122)
  br i1 %438, label %446, label %439

439:                                              ; preds = %435
  %440 = fsub fast double %415, %429
  %441 = tail call fast double @llvm.fabs.f64(double %440)
  %442 = fmul fast double %431, 1.000000e-04
  %443 = fcmp fast ole double %441, %442
  %444 = select i1 %443, ptr @.str.39, ptr @.str.40
  %445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %415, double noundef nofpclass(nan inf) %429, ptr noundef nonnull %444)
  br i1 %443, label %451, label %448

446:                                              ; preds = %435, %413
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %415, double noundef nofpclass(nan inf) %429, ptr noundef nonnull @.str.40)
  br label %448

448:                                              ; preds = %446, %439
  %449 = load i32, ptr @n_fail, align 4, !tbaa !9
  %450 = add nsw i32 %449, 1
  store i32 %450, ptr @n_fail, align 4, !tbaa !9
  br label %451

451:                                              ; preds = %439, %448
  %452 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_modf, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %453 = fpext float %452 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #15
  %454 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %350, ptr noundef nonnull %9) #15
  %455 = fmul fast double %454, %454
  %456 = load double, ptr %9, align 8, !tbaa !5
  %457 = fmul fast double %456, %350
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #15
  %458 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %351, ptr noundef nonnull %10) #15
  %459 = load double, ptr %10, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #15
  %460 = fmul fast double %458, %458
  %461 = fmul fast double %459, %351
  %462 = fadd fast double %461, %460
  %463 = fadd fast double %456, %455
  %464 = fadd fast double %463, %457
  %465 = fadd fast double %459, %462
  %466 = fsub fast double %464, %465
  %467 = fdiv fast double %466, %368
  %468 = tail call fast double @llvm.fabs.f64(double %467)
  %469 = tail call fast double @llvm.maxnum.f64(double %468, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  store volatile double %453, ptr %121, align 8, !tbaa !5
  %470 = load volatile double, ptr %121, align 8, !tbaa !5
  %471 = tail call double @llvm.fabs.f64(double %470)
  %472 = fcmp ueq double %471, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  br i1 %472, label %484, label %473

473:                                              ; preds = %451
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  store volatile double %467, ptr %120, align 8, !tbaa !5
  %474 = load volatile double, ptr %120, align 8, !tbaa !5
  %475 = tail call double @llvm.fabs.f64(double %474)
  %476 = fcmp ueq double %475, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  br i1 %476, label %484, label %477

477:                                              ; preds = %473
  %478 = fsub fast double %453, %467
  %479 = tail call fast double @llvm.fabs.f64(double %478)
  %480 = fmul fast double %469, 1.000000e-04
  %481 = fcmp fast ole double %479, %480
  %482 = select i1 %481, ptr @.str.39, ptr @.str.40
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %453, double noundef nofpclass(nan inf) %467, ptr noundef nonnull %482)
  br i1 %481, label %489, label %486

484:                                              ; preds = %473, %451
  %485 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %342, double noundef nofpclass(nan inf) %453, double noundef nofpclass(nan inf) %467, ptr noundef nonnull @.str.40)
  br label %486

486:                                              ; preds = %484, %477
  %487 = load i32, ptr @n_fail, align 4, !tbaa !9
  %488 = add nsw i32 %487, 1
  store i32 %488, ptr @n_fail, align 4, !tbaa !9
  br label %489

489:                                              ; preds = %477, %486
  %490 = add nuw nsw i64 %141, 1
  %491 = icmp eq i64 %490, 5
  br i1 %491, label %492, label %140, !llvm.loop !11

492:                                              ; preds = %489
  %493 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef -3) #16
  %494 = fmul fast double %493, 3.400000e+00
  %495 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef -3) #15
  %496 = tail call fast double @llvm.fabs.f64(double %494)
  %497 = tail call fast double @llvm.maxnum.f64(double %496, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %495, ptr %119, align 8, !tbaa !5
  %498 = load volatile double, ptr %119, align 8, !tbaa !5
  %499 = tail call double @llvm.fabs.f64(double %498)
  %500 = fcmp ueq double %499, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %500, label %512, label %501

501:                                              ; preds = %492
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %494, ptr %118, align 8, !tbaa !5
  %502 = load volatile double, ptr %118, align 8, !tbaa !5
  %503 = tail call double @llvm.fabs.f64(double %502)
  %504 = fcmp ueq double %503, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %504, label %512, label %505

505:                                              ; preds = %501
  %506 = fsub fast double %495, %494
  %507 = tail call fast double @llvm.fabs.f64(double %506)
  %508 = fmul fast double %497, 0x3D06849B86A12B9B
  %509 = fcmp fast ole double %507, %508
  %510 = select i1 %509, ptr @.str.39, ptr @.str.40
  %511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %495, double noundef nofpclass(nan inf) %494, ptr noundef nonnull %510)
  br i1 %509, label %517, label %514

512:                                              ; preds = %501, %492
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %495, double noundef nofpclass(nan inf) %494, ptr noundef nonnull @.str.40)
  br label %514

514:                                              ; preds = %512, %505
  %515 = load i32, ptr @n_fail, align 4, !tbaa !9
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr @n_fail, align 4, !tbaa !9
  br label %517

517:                                              ; preds = %505, %514
  %518 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef -3) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %518, ptr %117, align 8, !tbaa !5
  %519 = load volatile double, ptr %117, align 8, !tbaa !5
  %520 = tail call double @llvm.fabs.f64(double %519)
  %521 = fcmp ueq double %520, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %521, label %533, label %522

522:                                              ; preds = %517
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %494, ptr %116, align 8, !tbaa !5
  %523 = load volatile double, ptr %116, align 8, !tbaa !5
  %524 = tail call double @llvm.fabs.f64(double %523)
  %525 = fcmp ueq double %524, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %525, label %533, label %526

526:                                              ; preds = %522
  %527 = fsub fast double %518, %494
  %528 = tail call fast double @llvm.fabs.f64(double %527)
  %529 = fmul fast double %497, 0x3D06849B86A12B9B
  %530 = fcmp fast ole double %528, %529
  %531 = select i1 %530, ptr @.str.39, ptr @.str.40
  %532 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %518, double noundef nofpclass(nan inf) %494, ptr noundef nonnull %531)
  br i1 %530, label %538, label %535

533:                                              ; preds = %522, %517
  %534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %518, double noundef nofpclass(nan inf) %494, ptr noundef nonnull @.str.40)
  br label %535

535:                                              ; preds = %533, %526
  %536 = load i32, ptr @n_fail, align 4, !tbaa !9
  %537 = add nsw i32 %536, 1
  store i32 %537, ptr @n_fail, align 4, !tbaa !9
  br label %538

538:                                              ; preds = %526, %535
  %539 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 1) #16
  %540 = fmul fast double %539, 3.400000e+00
  %541 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef 1) #15
  %542 = tail call fast double @llvm.fabs.f64(double %540)
  %543 = tail call fast double @llvm.maxnum.f64(double %542, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %541, ptr %119, align 8, !tbaa !5
  %544 = load volatile double, ptr %119, align 8, !tbaa !5
  %545 = tail call double @llvm.fabs.f64(double %544)
  %546 = fcmp ueq double %545, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %546, label %558, label %547

547:                                              ; preds = %538
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %540, ptr %118, align 8, !tbaa !5
  %548 = load volatile double, ptr %118, align 8, !tbaa !5
  %549 = tail call double @llvm.fabs.f64(double %548)
  %550 = fcmp ueq double %549, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %550, label %558, label %551

551:                                              ; preds = %547
  %552 = fsub fast double %541, %540
  %553 = tail call fast double @llvm.fabs.f64(double %552)
  %554 = fmul fast double %543, 0x3D06849B86A12B9B
  %555 = fcmp fast ole double %553, %554
  %556 = select i1 %555, ptr @.str.39, ptr @.str.40
  %557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %541, double noundef nofpclass(nan inf) %540, ptr noundef nonnull %556)
  br i1 %555, label %563, label %560

558:                                              ; preds = %547, %538
  %559 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %541, double noundef nofpclass(nan inf) %540, ptr noundef nonnull @.str.40)
  br label %560

560:                                              ; preds = %558, %551
  %561 = load i32, ptr @n_fail, align 4, !tbaa !9
  %562 = add nsw i32 %561, 1
  store i32 %562, ptr @n_fail, align 4, !tbaa !9
  br label %563

563:                                              ; preds = %560, %551
  %564 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 1) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %564, ptr %117, align 8, !tbaa !5
  %565 = load volatile double, ptr %117, align 8, !tbaa !5
  %566 = tail call double @llvm.fabs.f64(double %565)
  %567 = fcmp ueq double %566, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %567, label %579, label %568

568:                                              ; preds = %563
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %540, ptr %116, align 8, !tbaa !5
  %569 = load volatile double, ptr %116, align 8, !tbaa !5
  %570 = tail call double @llvm.fabs.f64(double %569)
  %571 = fcmp ueq double %570, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %571, label %579, label %572

572:                                              ; preds = %568
  %573 = fsub fast double %564, %540
  %574 = tail call fast double @llvm.fabs.f64(double %573)
  %575 = fmul fast double %543, 0x3D06849B86A12B9B
  %576 = fcmp fast ole double %574, %575
  %577 = select i1 %576, ptr @.str.39, ptr @.str.40
  %578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %564, double noundef nofpclass(nan inf) %540, ptr noundef nonnull %577)
  br i1 %576, label %584, label %581

579:                                              ; preds = %568, %563
  %580 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %564, double noundef nofpclass(nan inf) %540, ptr noundef nonnull @.str.40)
  br label %581

581:                                              ; preds = %579, %572
  %582 = load i32, ptr @n_fail, align 4, !tbaa !9
  %583 = add nsw i32 %582, 1
  store i32 %583, ptr @n_fail, align 4, !tbaa !9
  br label %584

584:                                              ; preds = %581, %572
  %585 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 5) #16
  %586 = fmul fast double %585, 3.400000e+00
  %587 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef 5) #15
  %588 = tail call fast double @llvm.fabs.f64(double %586)
  %589 = tail call fast double @llvm.maxnum.f64(double %588, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %587, ptr %119, align 8, !tbaa !5
  %590 = load volatile double, ptr %119, align 8, !tbaa !5
  %591 = tail call double @llvm.fabs.f64(double %590)
  %592 = fcmp ueq double %591, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %592, label %604, label %593

593:                                              ; preds = %584
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %586, ptr %118, align 8, !tbaa !5
  %594 = load volatile double, ptr %118, align 8, !tbaa !5
  %595 = tail call double @llvm.fabs.f64(double %594)
  %596 = fcmp ueq double %595, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %596, label %604, label %597

597:                                              ; preds = %593
  %598 = fsub fast double %587, %586
  %599 = tail call fast double @llvm.fabs.f64(double %598)
  %600 = fmul fast double %589, 0x3D06849B86A12B9B
  %601 = fcmp fast ole double %599, %600
  %602 = select i1 %601, ptr @.str.39, ptr @.str.40
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %587, double noundef nofpclass(nan inf) %586, ptr noundef nonnull %602)
  br i1 %601, label %609, label %606

604:                                              ; preds = %593, %584
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %587, double noundef nofpclass(nan inf) %586, ptr noundef nonnull @.str.40)
  br label %606

606:                                              ; preds = %604, %597
  %607 = load i32, ptr @n_fail, align 4, !tbaa !9
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr @n_fail, align 4, !tbaa !9
  br label %609

609:                                              ; preds = %606, %597
  %610 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %610, ptr %117, align 8, !tbaa !5
  %611 = load volatile double, ptr %117, align 8, !tbaa !5
  %612 = tail call double @llvm.fabs.f64(double %611)
  %613 = fcmp ueq double %612, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %613, label %625, label %614

614:                                              ; preds = %609
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %586, ptr %116, align 8, !tbaa !5
  %615 = load volatile double, ptr %116, align 8, !tbaa !5
  %616 = tail call double @llvm.fabs.f64(double %615)
  %617 = fcmp ueq double %616, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %617, label %625, label %618

618:                                              ; preds = %614
  %619 = fsub fast double %610, %586
  %620 = tail call fast double @llvm.fabs.f64(double %619)
  %621 = fmul fast double %589, 0x3D06849B86A12B9B
  %622 = fcmp fast ole double %620, %621
  %623 = select i1 %622, ptr @.str.39, ptr @.str.40
  %624 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %610, double noundef nofpclass(nan inf) %586, ptr noundef nonnull %623)
  br i1 %622, label %630, label %627

625:                                              ; preds = %614, %609
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %610, double noundef nofpclass(nan inf) %586, ptr noundef nonnull @.str.40)
  br label %627

627:                                              ; preds = %625, %618
  %628 = load i32, ptr @n_fail, align 4, !tbaa !9
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr @n_fail, align 4, !tbaa !9
  br label %630

630:                                              ; preds = %627, %618
  br label %631

631:                                              ; preds = %630, %637
  %632 = phi i64 [ %638, %637 ], [ 0, %630 ]
  %633 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %632
  %634 = load i32, ptr %633, align 4, !tbaa !9
  %635 = tail call fast nofpclass(nan inf) double @ldexp(double noundef nofpclass(nan inf) 1.300000e+00, i32 noundef %634) #16
  %636 = trunc nuw nsw i64 %632 to i32
  br label %640

637:                                              ; preds = %796
  %638 = add nuw nsw i64 %632, 1
  %639 = icmp eq i64 %638, 6
  br i1 %639, label %799, label %631, !llvm.loop !13

640:                                              ; preds = %631, %796
  %641 = phi i32 [ -1, %631 ], [ %797, %796 ]
  %642 = sitofp i32 %641 to double
  %643 = fmul fast double %635, %642
  %644 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_frexp, double noundef nofpclass(nan inf) %643) #15
  %645 = tail call fast double @llvm.fabs.f64(double %643)
  %646 = tail call fast double @llvm.maxnum.f64(double %645, double 1.000000e-03)
  %647 = fcmp fast olt double %645, 1.000000e-03
  %648 = select i1 %647, double %645, double %646
  %649 = fmul fast double %648, 0x3EB0C6F7A0B5ED8D
  %650 = fadd fast double %649, %643
  %651 = fsub fast double %643, %649
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #15
  %652 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %650, ptr noundef nonnull %7) #15
  %653 = load i32, ptr %7, align 4, !tbaa !9
  %654 = sitofp i32 %653 to double
  %655 = fadd fast double %652, %654
  %656 = fmul fast double %655, %652
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #15
  %657 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %651, ptr noundef nonnull %8) #15
  %658 = load i32, ptr %8, align 4, !tbaa !9
  %659 = sitofp i32 %658 to double
  %660 = fadd fast double %657, %659
  %661 = fmul fast double %660, %657
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #15
  %662 = fsub fast double %656, %661
  %663 = fmul fast double %648, 2.000000e-06
  %664 = fdiv fast double %662, %663
  %665 = tail call fast double @llvm.fabs.f64(double %664)
  %666 = tail call fast double @llvm.maxnum.f64(double %665, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %115)
  store volatile double %644, ptr %115, align 8, !tbaa !5
  %667 = load volatile double, ptr %115, align 8, !tbaa !5
  %668 = tail call double @llvm.fabs.f64(double %667)
  %669 = fcmp ueq double %668, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %115)
  br i1 %669, label %681, label %670

670:                                              ; preds = %640
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  store volatile double %664, ptr %114, align 8, !tbaa !5
  %671 = load volatile double, ptr %114, align 8, !tbaa !5
  %672 = tail call double @llvm.fabs.f64(double %671)
  %673 = fcmp ueq double %672, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  br i1 %673, label %681, label %674

674:                                              ; preds = %670
  %675 = fsub fast double %644, %664
  %676 = tail call fast double @llvm.fabs.f64(double %675)
  %677 = fmul fast double %666, 0x3EB0C6F7A0B5ED8D
  %678 = fcmp fast ole double %676, %677
  %679 = select i1 %678, ptr @.str.39, ptr @.str.40
  %680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %644, double noundef nofpclass(nan inf) %664, ptr noundef nonnull %679)
  br i1 %678, label %686, label %683

681:                                              ; preds = %670, %640
  %682 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %644, double noundef nofpclass(nan inf) %664, ptr noundef nonnull @.str.40)
  br label %683

683:                                              ; preds = %681, %674
  %684 = load i32, ptr @n_fail, align 4, !tbaa !9
  %685 = add nsw i32 %684, 1
  store i32 %685, ptr @n_fail, align 4, !tbaa !9
  br label %686

686:                                              ; preds = %674, %683
  %687 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frexp, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #15
  %688 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %650, ptr noundef nonnull %5) #15
  %689 = load i32, ptr %5, align 4, !tbaa !9
  %690 = sitofp i32 %689 to double
  %691 = fadd fast double %688, %690
  %692 = fmul fast double %691, %688
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #15
  %693 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %651, ptr noundef nonnull %6) #15
  %694 = load i32, ptr %6, align 4, !tbaa !9
  %695 = sitofp i32 %694 to double
  %696 = fadd fast double %693, %695
  %697 = fmul fast double %696, %693
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #15
  %698 = fsub fast double %692, %697
  %699 = fdiv fast double %698, %663
  %700 = tail call fast double @llvm.fabs.f64(double %699)
  %701 = tail call fast double @llvm.maxnum.f64(double %700, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  store volatile double %687, ptr %113, align 8, !tbaa !5
  %702 = load volatile double, ptr %113, align 8, !tbaa !5
  %703 = tail call double @llvm.fabs.f64(double %702)
  %704 = fcmp ueq double %703, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  br i1 %704, label %716, label %705

705:                                              ; preds = %686
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  store volatile double %699, ptr %112, align 8, !tbaa !5
  %706 = load volatile double, ptr %112, align 8, !tbaa !5
  %707 = tail call double @llvm.fabs.f64(double %706)
  %708 = fcmp ueq double %707, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112)
  br i1 %708, label %716, label %709

709:                                              ; preds = %705
  %710 = fsub fast double %687, %699
  %711 = tail call fast double @llvm.fabs.f64(double %710)
  %712 = fmul fast double %701, 0x3EB0C6F7A0B5ED8D
  %713 = fcmp fast ole double %711, %712
  %714 = select i1 %713, ptr @.str.39, ptr @.str.40
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %687, double noundef nofpclass(nan inf) %699, ptr noundef nonnull %714)
  br i1 %713, label %721, label %718

716:                                              ; preds = %705, %686
  %717 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %687, double noundef nofpclass(nan inf) %699, ptr noundef nonnull @.str.40)
  br label %718

718:                                              ; preds = %716, %709
  %719 = load i32, ptr @n_fail, align 4, !tbaa !9
  %720 = add nsw i32 %719, 1
  store i32 %720, ptr @n_fail, align 4, !tbaa !9
  br label %721

721:                                              ; preds = %709, %718
  switch i32 %636, label %722 [
    i32 5, label %796
    i32 4, label %796
    i32 0, label %796
  ]

722:                                              ; preds = %721
  %723 = fptrunc double %643 to float
  %724 = fpext float %723 to double
  %725 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_frexp, double noundef nofpclass(nan inf) %724) #15
  %726 = fpext float %725 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #15
  %727 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %650, ptr noundef nonnull %3) #15
  %728 = load i32, ptr %3, align 4, !tbaa !9
  %729 = sitofp i32 %728 to double
  %730 = fadd fast double %727, %729
  %731 = fmul fast double %730, %727
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #15
  %732 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %651, ptr noundef nonnull %4) #15
  %733 = load i32, ptr %4, align 4, !tbaa !9
  %734 = sitofp i32 %733 to double
  %735 = fadd fast double %732, %734
  %736 = fmul fast double %735, %732
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #15
  %737 = fsub fast double %731, %736
  %738 = fdiv fast double %737, %663
  %739 = tail call fast double @llvm.fabs.f64(double %738)
  %740 = tail call fast double @llvm.maxnum.f64(double %739, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  store volatile double %726, ptr %111, align 8, !tbaa !5
  %741 = load volatile double, ptr %111, align 8, !tbaa !5
  %742 = tail call double @llvm.fabs.f64(double %741)
  %743 = fcmp ueq double %742, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  br i1 %743, label %755, label %744

744:                                              ; preds = %722
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  store volatile double %738, ptr %110, align 8, !tbaa !5
  %745 = load volatile double, ptr %110, align 8, !tbaa !5
  %746 = tail call double @llvm.fabs.f64(double %745)
  %747 = fcmp ueq double %746, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  br i1 %747, label %755, label %748

748:                                              ; preds = %744
  %749 = fsub fast double %726, %738
  %750 = tail call fast double @llvm.fabs.f64(double %749)
  %751 = fmul fast double %740, 1.000000e-04
  %752 = fcmp fast ole double %750, %751
  %753 = select i1 %752, ptr @.str.39, ptr @.str.40
  %754 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %726, double noundef nofpclass(nan inf) %738, ptr noundef nonnull %753)
  br i1 %752, label %760, label %757

755:                                              ; preds = %744, %722
  %756 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %726, double noundef nofpclass(nan inf) %738, ptr noundef nonnull @.str.40)
  br label %757

757:                                              ; preds = %755, %748
  %758 = load i32, ptr @n_fail, align 4, !tbaa !9
  %759 = add nsw i32 %758, 1
  store i32 %759, ptr @n_fail, align 4, !tbaa !9
  br label %760

760:                                              ; preds = %748, %757
  %761 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_frexp, double noundef nofpclass(nan inf) %724, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %762 = fpext float %761 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #15
  %763 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %650, ptr noundef nonnull %1) #15
  %764 = load i32, ptr %1, align 4, !tbaa !9
  %765 = sitofp i32 %764 to double
  %766 = fadd fast double %763, %765
  %767 = fmul fast double %766, %763
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  %768 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %651, ptr noundef nonnull %2) #15
  %769 = load i32, ptr %2, align 4, !tbaa !9
  %770 = sitofp i32 %769 to double
  %771 = fadd fast double %768, %770
  %772 = fmul fast double %771, %768
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  %773 = fsub fast double %767, %772
  %774 = fdiv fast double %773, %663
  %775 = tail call fast double @llvm.fabs.f64(double %774)
  %776 = tail call fast double @llvm.maxnum.f64(double %775, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109)
  store volatile double %762, ptr %109, align 8, !tbaa !5
  %777 = load volatile double, ptr %109, align 8, !tbaa !5
  %778 = tail call double @llvm.fabs.f64(double %777)
  %779 = fcmp ueq double %778, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109)
  br i1 %779, label %791, label %780

780:                                              ; preds = %760
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  store volatile double %774, ptr %108, align 8, !tbaa !5
  %781 = load volatile double, ptr %108, align 8, !tbaa !5
  %782 = tail call double @llvm.fabs.f64(double %781)
  %783 = fcmp ueq double %782, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108)
  br i1 %783, label %791, label %784

784:                                              ; preds = %780
  %785 = fsub fast double %762, %774
  %786 = tail call fast double @llvm.fabs.f64(double %785)
  %787 = fmul fast double %776, 1.000000e-04
  %788 = fcmp fast ole double %786, %787
  %789 = select i1 %788, ptr @.str.39, ptr @.str.40
  %790 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %762, double noundef nofpclass(nan inf) %774, ptr noundef nonnull %789)
  br i1 %788, label %796, label %793

791:                                              ; preds = %780, %760
  %792 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %643, double noundef nofpclass(nan inf) %762, double noundef nofpclass(nan inf) %774, ptr noundef nonnull @.str.40)
  br label %793

793:                                              ; preds = %791, %784
  %794 = load i32, ptr @n_fail, align 4, !tbaa !9
  %795 = add nsw i32 %794, 1
  store i32 %795, ptr @n_fail, align 4, !tbaa !9
  br label %796

796:                                              ; preds = %793, %784, %721, %721, %721
  %797 = add nsw i32 %641, 2
  %798 = icmp slt i32 %641, 0
  br i1 %798, label %640, label %637, !llvm.loop !14

799:                                              ; preds = %637, %1034
  %800 = phi i64 [ %1035, %1034 ], [ 0, %637 ]
  %801 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %800
  %802 = load double, ptr %801, align 8, !tbaa !5
  %803 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %802) #15
  %804 = tail call fast double @llvm.fabs.f64(double %802)
  %805 = tail call fast double @llvm.maxnum.f64(double %804, double 1.000000e-03)
  %806 = fcmp fast olt double %804, 1.000000e-03
  %807 = select i1 %806, double %804, double %805
  %808 = fmul fast double %807, 0x3EB0C6F7A0B5ED8D
  %809 = fadd fast double %808, %802
  %810 = fsub fast double %802, %808
  %811 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %809) #15
  %812 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %810) #15
  %813 = fsub fast double %811, %812
  %814 = fmul fast double %807, 2.000000e-06
  %815 = fdiv fast double %813, %814
  %816 = tail call fast double @llvm.fabs.f64(double %815)
  %817 = tail call fast double @llvm.maxnum.f64(double %816, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  store volatile double %803, ptr %107, align 8, !tbaa !5
  %818 = load volatile double, ptr %107, align 8, !tbaa !5
  %819 = tail call double @llvm.fabs.f64(double %818)
  %820 = fcmp ueq double %819, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  br i1 %820, label %832, label %821

821:                                              ; preds = %799
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  store volatile double %815, ptr %106, align 8, !tbaa !5
  %822 = load volatile double, ptr %106, align 8, !tbaa !5
  %823 = tail call double @llvm.fabs.f64(double %822)
  %824 = fcmp ueq double %823, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  br i1 %824, label %832, label %825

825:                                              ; preds = %821
  %826 = fsub fast double %803, %815
  %827 = tail call fast double @llvm.fabs.f64(double %826)
  %828 = fmul fast double %817, 0x3EB0C6F7A0B5ED8D
  %829 = fcmp fast ole double %827, %828
  %830 = select i1 %829, ptr @.str.39, ptr @.str.40
  %831 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %803, double noundef nofpclass(nan inf) %815, ptr noundef nonnull %830)
  br i1 %829, label %837, label %834

832:                                              ; preds = %821, %799
  %833 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %803, double noundef nofpclass(nan inf) %815, ptr noundef nonnull @.str.40)
  br label %834

834:                                              ; preds = %832, %825
  %835 = load i32, ptr @n_fail, align 4, !tbaa !9
  %836 = add nsw i32 %835, 1
  store i32 %836, ptr @n_fail, align 4, !tbaa !9
  br label %837

837:                                              ; preds = %825, %834
  %838 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %839 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %809) #15
  %840 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %810) #15
  %841 = fsub fast double %839, %840
  %842 = fdiv fast double %841, %814
  %843 = tail call fast double @llvm.fabs.f64(double %842)
  %844 = tail call fast double @llvm.maxnum.f64(double %843, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  store volatile double %838, ptr %105, align 8, !tbaa !5
  %845 = load volatile double, ptr %105, align 8, !tbaa !5
  %846 = tail call double @llvm.fabs.f64(double %845)
  %847 = fcmp ueq double %846, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  br i1 %847, label %859, label %848

848:                                              ; preds = %837
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  store volatile double %842, ptr %104, align 8, !tbaa !5
  %849 = load volatile double, ptr %104, align 8, !tbaa !5
  %850 = tail call double @llvm.fabs.f64(double %849)
  %851 = fcmp ueq double %850, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  br i1 %851, label %859, label %852

852:                                              ; preds = %848
  %853 = fsub fast double %838, %842
  %854 = tail call fast double @llvm.fabs.f64(double %853)
  %855 = fmul fast double %844, 0x3EB0C6F7A0B5ED8D
  %856 = fcmp fast ole double %854, %855
  %857 = select i1 %856, ptr @.str.39, ptr @.str.40
  %858 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %838, double noundef nofpclass(nan inf) %842, ptr noundef nonnull %857)
  br i1 %856, label %864, label %861

859:                                              ; preds = %848, %837
  %860 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %838, double noundef nofpclass(nan inf) %842, ptr noundef nonnull @.str.40)
  br label %861

861:                                              ; preds = %859, %852
  %862 = load i32, ptr @n_fail, align 4, !tbaa !9
  %863 = add nsw i32 %862, 1
  store i32 %863, ptr @n_fail, align 4, !tbaa !9
  br label %864

864:                                              ; preds = %852, %861
  %865 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_tgamma, double noundef nofpclass(nan inf) %802) #15
  %866 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %809) #16
  %867 = fmul fast double %866, %809
  %868 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %810) #16
  %869 = fmul fast double %868, %810
  %870 = fsub fast double %867, %869
  %871 = fdiv fast double %870, %814
  %872 = tail call fast double @llvm.fabs.f64(double %871)
  %873 = tail call fast double @llvm.maxnum.f64(double %872, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  store volatile double %865, ptr %103, align 8, !tbaa !5
  %874 = load volatile double, ptr %103, align 8, !tbaa !5
  %875 = tail call double @llvm.fabs.f64(double %874)
  %876 = fcmp ueq double %875, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  br i1 %876, label %888, label %877

877:                                              ; preds = %864
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  store volatile double %871, ptr %102, align 8, !tbaa !5
  %878 = load volatile double, ptr %102, align 8, !tbaa !5
  %879 = tail call double @llvm.fabs.f64(double %878)
  %880 = fcmp ueq double %879, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102)
  br i1 %880, label %888, label %881

881:                                              ; preds = %877
  %882 = fsub fast double %865, %871
  %883 = tail call fast double @llvm.fabs.f64(double %882)
  %884 = fmul fast double %873, 0x3EB0C6F7A0B5ED8D
  %885 = fcmp fast ole double %883, %884
  %886 = select i1 %885, ptr @.str.39, ptr @.str.40
  %887 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %865, double noundef nofpclass(nan inf) %871, ptr noundef nonnull %886)
  br i1 %885, label %893, label %890

888:                                              ; preds = %877, %864
  %889 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %865, double noundef nofpclass(nan inf) %871, ptr noundef nonnull @.str.40)
  br label %890

890:                                              ; preds = %888, %881
  %891 = load i32, ptr @n_fail, align 4, !tbaa !9
  %892 = add nsw i32 %891, 1
  store i32 %892, ptr @n_fail, align 4, !tbaa !9
  br label %893

893:                                              ; preds = %881, %890
  %894 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tgamma, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101)
  store volatile double %894, ptr %101, align 8, !tbaa !5
  %895 = load volatile double, ptr %101, align 8, !tbaa !5
  %896 = tail call double @llvm.fabs.f64(double %895)
  %897 = fcmp ueq double %896, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101)
  br i1 %897, label %909, label %898

898:                                              ; preds = %893
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  store volatile double %871, ptr %100, align 8, !tbaa !5
  %899 = load volatile double, ptr %100, align 8, !tbaa !5
  %900 = tail call double @llvm.fabs.f64(double %899)
  %901 = fcmp ueq double %900, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  br i1 %901, label %909, label %902

902:                                              ; preds = %898
  %903 = fsub fast double %894, %871
  %904 = tail call fast double @llvm.fabs.f64(double %903)
  %905 = fmul fast double %873, 0x3EB0C6F7A0B5ED8D
  %906 = fcmp fast ole double %904, %905
  %907 = select i1 %906, ptr @.str.39, ptr @.str.40
  %908 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %894, double noundef nofpclass(nan inf) %871, ptr noundef nonnull %907)
  br i1 %906, label %914, label %911

909:                                              ; preds = %898, %893
  %910 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %894, double noundef nofpclass(nan inf) %871, ptr noundef nonnull @.str.40)
  br label %911

911:                                              ; preds = %909, %902
  %912 = load i32, ptr @n_fail, align 4, !tbaa !9
  %913 = add nsw i32 %912, 1
  store i32 %913, ptr @n_fail, align 4, !tbaa !9
  br label %914

914:                                              ; preds = %902, %911
  %915 = icmp eq i64 %800, 6
  br i1 %915, label %1036, label %916

916:                                              ; preds = %914
  %917 = fptrunc double %802 to float
  %918 = fpext float %917 to double
  %919 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_lgamma, double noundef nofpclass(nan inf) %918) #15
  %920 = fpext float %919 to double
  %921 = tail call fast double @llvm.fabs.f64(double %918)
  %922 = tail call fast double @llvm.maxnum.f64(double %921, double 1.000000e-03)
  %923 = fcmp fast olt double %921, 1.000000e-03
  %924 = select i1 %923, double %921, double %922
  %925 = fmul fast double %924, 0x3EB0C6F7A0B5ED8D
  %926 = fadd fast double %925, %918
  %927 = fsub fast double %918, %925
  %928 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %926) #15
  %929 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %927) #15
  %930 = fsub fast double %928, %929
  %931 = fmul fast double %924, 2.000000e-06
  %932 = fdiv fast double %930, %931
  %933 = tail call fast double @llvm.fabs.f64(double %932)
  %934 = tail call fast double @llvm.maxnum.f64(double %933, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  store volatile double %920, ptr %99, align 8, !tbaa !5
  %935 = load volatile double, ptr %99, align 8, !tbaa !5
  %936 = tail call double @llvm.fabs.f64(double %935)
  %937 = fcmp ueq double %936, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  br i1 %937, label %949, label %938

938:                                              ; preds = %916
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  store volatile double %932, ptr %98, align 8, !tbaa !5
  %939 = load volatile double, ptr %98, align 8, !tbaa !5
  %940 = tail call double @llvm.fabs.f64(double %939)
  %941 = fcmp ueq double %940, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  br i1 %941, label %949, label %942

942:                                              ; preds = %938
  %943 = fsub fast double %920, %932
  %944 = tail call fast double @llvm.fabs.f64(double %943)
  %945 = fmul fast double %934, 1.000000e-04
  %946 = fcmp fast ole double %944, %945
  %947 = select i1 %946, ptr @.str.39, ptr @.str.40
  %948 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %920, double noundef nofpclass(nan inf) %932, ptr noundef nonnull %947)
  br i1 %946, label %954, label %951

949:                                              ; preds = %938, %916
  %950 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %920, double noundef nofpclass(nan inf) %932, ptr noundef nonnull @.str.40)
  br label %951

951:                                              ; preds = %949, %942
  %952 = load i32, ptr @n_fail, align 4, !tbaa !9
  %953 = add nsw i32 %952, 1
  store i32 %953, ptr @n_fail, align 4, !tbaa !9
  br label %954

954:                                              ; preds = %942, %951
  %955 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_lgamma, double noundef nofpclass(nan inf) %918, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %956 = fpext float %955 to double
  %957 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %926) #15
  %958 = tail call fast nofpclass(nan inf) double @lgamma(double noundef nofpclass(nan inf) %927) #15
  %959 = fsub fast double %957, %958
  %960 = fdiv fast double %959, %931
  %961 = tail call fast double @llvm.fabs.f64(double %960)
  %962 = tail call fast double @llvm.maxnum.f64(double %961, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  store volatile double %956, ptr %97, align 8, !tbaa !5
  %963 = load volatile double, ptr %97, align 8, !tbaa !5
  %964 = tail call double @llvm.fabs.f64(double %963)
  %965 = fcmp ueq double %964, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  br i1 %965, label %977, label %966

966:                                              ; preds = %954
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  store volatile double %960, ptr %96, align 8, !tbaa !5
  %967 = load volatile double, ptr %96, align 8, !tbaa !5
  %968 = tail call double @llvm.fabs.f64(double %967)
  %969 = fcmp ueq double %968, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  br i1 %969, label %977, label %970

970:                                              ; preds = %966
  %971 = fsub fast double %956, %960
  %972 = tail call fast double @llvm.fabs.f64(double %971)
  %973 = fmul fast double %962, 1.000000e-04
  %974 = fcmp fast ole double %972, %973
  %975 = select i1 %974, ptr @.str.39, ptr @.str.40
  %976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %956, double noundef nofpclass(nan inf) %960, ptr noundef nonnull %975)
  br i1 %974, label %982, label %979

977:                                              ; preds = %966, %954
  %978 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %956, double noundef nofpclass(nan inf) %960, ptr noundef nonnull @.str.40)
  br label %979

979:                                              ; preds = %977, %970
  %980 = load i32, ptr @n_fail, align 4, !tbaa !9
  %981 = add nsw i32 %980, 1
  store i32 %981, ptr @n_fail, align 4, !tbaa !9
  br label %982

982:                                              ; preds = %970, %979
  %983 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_tgamma, double noundef nofpclass(nan inf) %918) #15
  %984 = fpext float %983 to double
  %985 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %926) #16
  %986 = fmul fast double %985, %926
  %987 = tail call fast nofpclass(nan inf) double @tgamma(double noundef nofpclass(nan inf) %927) #16
  %988 = fmul fast double %987, %927
  %989 = fsub fast double %986, %988
  %990 = fdiv fast double %989, %931
  %991 = tail call fast double @llvm.fabs.f64(double %990)
  %992 = tail call fast double @llvm.maxnum.f64(double %991, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  store volatile double %984, ptr %95, align 8, !tbaa !5
  %993 = load volatile double, ptr %95, align 8, !tbaa !5
  %994 = tail call double @llvm.fabs.f64(double %993)
  %995 = fcmp ueq double %994, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  br i1 %995, label %1007, label %996

996:                                              ; preds = %982
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  store volatile double %990, ptr %94, align 8, !tbaa !5
  %997 = load volatile double, ptr %94, align 8, !tbaa !5
  %998 = tail call double @llvm.fabs.f64(double %997)
  %999 = fcmp ueq double %998, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  br i1 %999, label %1007, label %1000

1000:                                             ; preds = %996
  %1001 = fsub fast double %984, %990
  %1002 = tail call fast double @llvm.fabs.f64(double %1001)
  %1003 = fmul fast double %992, 1.000000e-04
  %1004 = fcmp fast ole double %1002, %1003
  %1005 = select i1 %1004, ptr @.str.39, ptr @.str.40
  %1006 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %984, double noundef nofpclass(nan inf) %990, ptr noundef nonnull %1005)
  br i1 %1004, label %1012, label %1009

1007:                                             ; preds = %996, %982
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %984, double noundef nofpclass(nan inf) %990, ptr noundef nonnull @.str.40)
  br label %1009

1009:                                             ; preds = %1007, %1000
  %1010 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1011 = add nsw i32 %1010, 1
  store i32 %1011, ptr @n_fail, align 4, !tbaa !9
  br label %1012

1012:                                             ; preds = %1000, %1009
  %1013 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_tgamma, double noundef nofpclass(nan inf) %918, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1014 = fpext float %1013 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  store volatile double %1014, ptr %93, align 8, !tbaa !5
  %1015 = load volatile double, ptr %93, align 8, !tbaa !5
  %1016 = tail call double @llvm.fabs.f64(double %1015)
  %1017 = fcmp ueq double %1016, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  br i1 %1017, label %1029, label %1018

1018:                                             ; preds = %1012
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  store volatile double %990, ptr %92, align 8, !tbaa !5
  %1019 = load volatile double, ptr %92, align 8, !tbaa !5
  %1020 = tail call double @llvm.fabs.f64(double %1019)
  %1021 = fcmp ueq double %1020, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  br i1 %1021, label %1029, label %1022

1022:                                             ; preds = %1018
  %1023 = fsub fast double %1014, %990
  %1024 = tail call fast double @llvm.fabs.f64(double %1023)
  %1025 = fmul fast double %992, 1.000000e-04
  %1026 = fcmp fast ole double %1024, %1025
  %1027 = select i1 %1026, ptr @.str.39, ptr @.str.40
  %1028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %1014, double noundef nofpclass(nan inf) %990, ptr noundef nonnull %1027)
  br i1 %1026, label %1034, label %1031

1029:                                             ; preds = %1018, %1012
  %1030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef nofpclass(nan inf) %802, double noundef nofpclass(nan inf) %1014, double noundef nofpclass(nan inf) %990, ptr noundef nonnull @.str.40)
  br label %1031

1031:                                             ; preds = %1029, %1022
  %1032 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1033 = add nsw i32 %1032, 1
  store i32 %1033, ptr @n_fail, align 4, !tbaa !9
  br label %1034

1034:                                             ; preds = %1031, %1022
  %1035 = add nuw nsw i64 %800, 1
  br label %799

1036:                                             ; preds = %914
  %1037 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1037, ptr %91, align 8, !tbaa !5
  %1038 = load volatile double, ptr %91, align 8, !tbaa !5
  %1039 = tail call double @llvm.fabs.f64(double %1038)
  %1040 = fcmp ueq double %1039, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1040, label %1051, label %1041

1041:                                             ; preds = %1036
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0xBFE2788CFC6FB619, ptr %90, align 8, !tbaa !5
  %1042 = load volatile double, ptr %90, align 8, !tbaa !5
  %1043 = tail call double @llvm.fabs.f64(double %1042)
  %1044 = fcmp ueq double %1043, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1044, label %1051, label %1045

1045:                                             ; preds = %1041
  %1046 = fadd fast double %1037, 0x3FE2788CFC6FB619
  %1047 = tail call fast double @llvm.fabs.f64(double %1046)
  %1048 = fcmp fast ole double %1047, 0x3D06849B86A12B9B
  %1049 = select i1 %1048, ptr @.str.39, ptr @.str.40
  %1050 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1037, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull %1049)
  br i1 %1048, label %1056, label %1053

1051:                                             ; preds = %1041, %1036
  %1052 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1037, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1053

1053:                                             ; preds = %1051, %1045
  %1054 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1055 = add nsw i32 %1054, 1
  store i32 %1055, ptr @n_fail, align 4, !tbaa !9
  br label %1056

1056:                                             ; preds = %1053, %1045
  %1057 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1057, ptr %89, align 8, !tbaa !5
  %1058 = load volatile double, ptr %89, align 8, !tbaa !5
  %1059 = tail call double @llvm.fabs.f64(double %1058)
  %1060 = fcmp ueq double %1059, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1060, label %1071, label %1061

1061:                                             ; preds = %1056
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0xBFE2788CFC6FB619, ptr %88, align 8, !tbaa !5
  %1062 = load volatile double, ptr %88, align 8, !tbaa !5
  %1063 = tail call double @llvm.fabs.f64(double %1062)
  %1064 = fcmp ueq double %1063, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1064, label %1071, label %1065

1065:                                             ; preds = %1061
  %1066 = fadd fast double %1057, 0x3FE2788CFC6FB619
  %1067 = tail call fast double @llvm.fabs.f64(double %1066)
  %1068 = fcmp fast ole double %1067, 0x3D06849B86A12B9B
  %1069 = select i1 %1068, ptr @.str.39, ptr @.str.40
  %1070 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1057, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull %1069)
  br i1 %1068, label %1076, label %1073

1071:                                             ; preds = %1061, %1056
  %1072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %1057, double noundef nofpclass(nan inf) 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1073

1073:                                             ; preds = %1071, %1065
  %1074 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1075 = add nsw i32 %1074, 1
  store i32 %1075, ptr @n_fail, align 4, !tbaa !9
  br label %1076

1076:                                             ; preds = %1065, %1073
  %1077 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.200000e+01) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1077, ptr %91, align 8, !tbaa !5
  %1078 = load volatile double, ptr %91, align 8, !tbaa !5
  %1079 = tail call double @llvm.fabs.f64(double %1078)
  %1080 = fcmp ueq double %1079, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1080, label %1091, label %1081

1081:                                             ; preds = %1076
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0x40038A9234F5821D, ptr %90, align 8, !tbaa !5
  %1082 = load volatile double, ptr %90, align 8, !tbaa !5
  %1083 = tail call double @llvm.fabs.f64(double %1082)
  %1084 = fcmp ueq double %1083, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1084, label %1091, label %1085

1085:                                             ; preds = %1081
  %1086 = fadd fast double %1077, 0xC0038A9234F5821D
  %1087 = tail call fast double @llvm.fabs.f64(double %1086)
  %1088 = fcmp fast ole double %1087, 0x3D1B807E31DC3D80
  %1089 = select i1 %1088, ptr @.str.39, ptr @.str.40
  %1090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull %1089)
  br i1 %1088, label %1096, label %1093

1091:                                             ; preds = %1081, %1076
  %1092 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1077, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1093

1093:                                             ; preds = %1091, %1085
  %1094 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1095 = add nsw i32 %1094, 1
  store i32 %1095, ptr @n_fail, align 4, !tbaa !9
  br label %1096

1096:                                             ; preds = %1093, %1085
  %1097 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1097, ptr %89, align 8, !tbaa !5
  %1098 = load volatile double, ptr %89, align 8, !tbaa !5
  %1099 = tail call double @llvm.fabs.f64(double %1098)
  %1100 = fcmp ueq double %1099, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1100, label %1111, label %1101

1101:                                             ; preds = %1096
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0x40038A9234F5821D, ptr %88, align 8, !tbaa !5
  %1102 = load volatile double, ptr %88, align 8, !tbaa !5
  %1103 = tail call double @llvm.fabs.f64(double %1102)
  %1104 = fcmp ueq double %1103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1104, label %1111, label %1105

1105:                                             ; preds = %1101
  %1106 = fadd fast double %1097, 0xC0038A9234F5821D
  %1107 = tail call fast double @llvm.fabs.f64(double %1106)
  %1108 = fcmp fast ole double %1107, 0x3D1B807E31DC3D80
  %1109 = select i1 %1108, ptr @.str.39, ptr @.str.40
  %1110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1097, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull %1109)
  br i1 %1108, label %1116, label %1113

1111:                                             ; preds = %1101, %1096
  %1112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) 1.200000e+01, double noundef nofpclass(nan inf) %1097, double noundef nofpclass(nan inf) 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1113

1113:                                             ; preds = %1111, %1105
  %1114 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1115 = add nsw i32 %1114, 1
  store i32 %1115, ptr @n_fail, align 4, !tbaa !9
  br label %1116

1116:                                             ; preds = %1113, %1105
  br label %1117

1117:                                             ; preds = %1116, %1322
  %1118 = phi i32 [ %1323, %1322 ], [ 0, %1116 ]
  %1119 = uitofp nneg i32 %1118 to double
  %1120 = fadd fast double %1119, 5.000000e-01
  %1121 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1120) #15
  %1122 = icmp eq i32 %1118, 0
  br i1 %1122, label %1148, label %1123

1123:                                             ; preds = %1117
  %1124 = add nuw i32 %1118, 1
  %1125 = and i32 %1124, -2
  %1126 = add nsw i32 %1118, -1
  %1127 = insertelement <2 x i32> poison, i32 %1126, i64 0
  %1128 = shufflevector <2 x i32> %1127, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1129

1129:                                             ; preds = %1129, %1123
  %1130 = phi i32 [ 0, %1123 ], [ %1138, %1129 ]
  %1131 = phi <2 x i32> [ <i32 1, i32 2>, %1123 ], [ %1139, %1129 ]
  %1132 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1123 ], [ %1137, %1129 ]
  %1133 = shl nuw nsw <2 x i32> %1131, <i32 1, i32 1>
  %1134 = add nsw <2 x i32> %1133, <i32 -1, i32 -1>
  %1135 = sitofp <2 x i32> %1134 to <2 x double>
  %1136 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1135
  %1137 = fadd fast <2 x double> %1136, %1132
  %1138 = add i32 %1130, 2
  %1139 = add <2 x i32> %1131, <i32 2, i32 2>
  %1140 = icmp eq i32 %1138, %1125
  br i1 %1140, label %1141, label %1129, !llvm.loop !15

1141:                                             ; preds = %1129
  %1142 = insertelement <2 x i32> poison, i32 %1130, i64 0
  %1143 = shufflevector <2 x i32> %1142, <2 x i32> poison, <2 x i32> zeroinitializer
  %1144 = or disjoint <2 x i32> %1143, <i32 0, i32 1>
  %1145 = icmp ugt <2 x i32> %1144, %1128
  %1146 = select fast <2 x i1> %1145, <2 x double> %1132, <2 x double> %1137
  %1147 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1146)
  br label %1148

1148:                                             ; preds = %1141, %1117
  %1149 = phi double [ 0xBFFF6A897D3214FC, %1117 ], [ %1147, %1141 ]
  %1150 = tail call fast double @llvm.fabs.f64(double %1149)
  %1151 = tail call fast double @llvm.maxnum.f64(double %1150, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  store volatile double %1121, ptr %87, align 8, !tbaa !5
  %1152 = load volatile double, ptr %87, align 8, !tbaa !5
  %1153 = tail call double @llvm.fabs.f64(double %1152)
  %1154 = fcmp ueq double %1153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  br i1 %1154, label %1166, label %1155

1155:                                             ; preds = %1148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  store volatile double %1149, ptr %86, align 8, !tbaa !5
  %1156 = load volatile double, ptr %86, align 8, !tbaa !5
  %1157 = tail call double @llvm.fabs.f64(double %1156)
  %1158 = fcmp ueq double %1157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  br i1 %1158, label %1166, label %1159

1159:                                             ; preds = %1155
  %1160 = fsub fast double %1121, %1149
  %1161 = tail call fast double @llvm.fabs.f64(double %1160)
  %1162 = fmul fast double %1151, 0x3D06849B86A12B9B
  %1163 = fcmp fast ole double %1161, %1162
  %1164 = select i1 %1163, ptr @.str.39, ptr @.str.40
  %1165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1120, double noundef nofpclass(nan inf) %1121, double noundef nofpclass(nan inf) %1149, ptr noundef nonnull %1164)
  br i1 %1163, label %1171, label %1168

1166:                                             ; preds = %1155, %1148
  %1167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1120, double noundef nofpclass(nan inf) %1121, double noundef nofpclass(nan inf) %1149, ptr noundef nonnull @.str.40)
  br label %1168

1168:                                             ; preds = %1166, %1159
  %1169 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1170 = add nsw i32 %1169, 1
  store i32 %1170, ptr @n_fail, align 4, !tbaa !9
  br label %1171

1171:                                             ; preds = %1159, %1168
  %1172 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1120, double noundef nofpclass(nan inf) 1.000000e+00) #15
  br i1 %1122, label %1198, label %1173

1173:                                             ; preds = %1171
  %1174 = add nuw i32 %1118, 1
  %1175 = and i32 %1174, -2
  %1176 = add nsw i32 %1118, -1
  %1177 = insertelement <2 x i32> poison, i32 %1176, i64 0
  %1178 = shufflevector <2 x i32> %1177, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1179

1179:                                             ; preds = %1179, %1173
  %1180 = phi i32 [ 0, %1173 ], [ %1188, %1179 ]
  %1181 = phi <2 x i32> [ <i32 1, i32 2>, %1173 ], [ %1189, %1179 ]
  %1182 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1173 ], [ %1187, %1179 ]
  %1183 = shl nuw nsw <2 x i32> %1181, <i32 1, i32 1>
  %1184 = add nsw <2 x i32> %1183, <i32 -1, i32 -1>
  %1185 = sitofp <2 x i32> %1184 to <2 x double>
  %1186 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1185
  %1187 = fadd fast <2 x double> %1186, %1182
  %1188 = add i32 %1180, 2
  %1189 = add <2 x i32> %1181, <i32 2, i32 2>
  %1190 = icmp eq i32 %1188, %1175
  br i1 %1190, label %1191, label %1179, !llvm.loop !18

1191:                                             ; preds = %1179
  %1192 = insertelement <2 x i32> poison, i32 %1180, i64 0
  %1193 = shufflevector <2 x i32> %1192, <2 x i32> poison, <2 x i32> zeroinitializer
  %1194 = or disjoint <2 x i32> %1193, <i32 0, i32 1>
  %1195 = icmp ugt <2 x i32> %1194, %1178
  %1196 = select fast <2 x i1> %1195, <2 x double> %1182, <2 x double> %1187
  %1197 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1196)
  br label %1198

1198:                                             ; preds = %1191, %1171
  %1199 = phi double [ 0xBFFF6A897D3214FC, %1171 ], [ %1197, %1191 ]
  %1200 = tail call fast double @llvm.fabs.f64(double %1199)
  %1201 = tail call fast double @llvm.maxnum.f64(double %1200, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  store volatile double %1172, ptr %85, align 8, !tbaa !5
  %1202 = load volatile double, ptr %85, align 8, !tbaa !5
  %1203 = tail call double @llvm.fabs.f64(double %1202)
  %1204 = fcmp ueq double %1203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  br i1 %1204, label %1216, label %1205

1205:                                             ; preds = %1198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  store volatile double %1199, ptr %84, align 8, !tbaa !5
  %1206 = load volatile double, ptr %84, align 8, !tbaa !5
  %1207 = tail call double @llvm.fabs.f64(double %1206)
  %1208 = fcmp ueq double %1207, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  br i1 %1208, label %1216, label %1209

1209:                                             ; preds = %1205
  %1210 = fsub fast double %1172, %1199
  %1211 = tail call fast double @llvm.fabs.f64(double %1210)
  %1212 = fmul fast double %1201, 0x3D06849B86A12B9B
  %1213 = fcmp fast ole double %1211, %1212
  %1214 = select i1 %1213, ptr @.str.39, ptr @.str.40
  %1215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1120, double noundef nofpclass(nan inf) %1172, double noundef nofpclass(nan inf) %1199, ptr noundef nonnull %1214)
  br i1 %1213, label %1221, label %1218

1216:                                             ; preds = %1205, %1198
  %1217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1120, double noundef nofpclass(nan inf) %1172, double noundef nofpclass(nan inf) %1199, ptr noundef nonnull @.str.40)
  br label %1218

1218:                                             ; preds = %1216, %1209
  %1219 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1220 = add nsw i32 %1219, 1
  store i32 %1220, ptr @n_fail, align 4, !tbaa !9
  br label %1221

1221:                                             ; preds = %1209, %1218
  %1222 = fsub fast double 5.000000e-01, %1119
  %1223 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1222) #15
  br i1 %1122, label %1249, label %1224

1224:                                             ; preds = %1221
  %1225 = add nuw i32 %1118, 1
  %1226 = and i32 %1225, -2
  %1227 = add nsw i32 %1118, -1
  %1228 = insertelement <2 x i32> poison, i32 %1227, i64 0
  %1229 = shufflevector <2 x i32> %1228, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1230

1230:                                             ; preds = %1230, %1224
  %1231 = phi i32 [ 0, %1224 ], [ %1239, %1230 ]
  %1232 = phi <2 x i32> [ <i32 1, i32 2>, %1224 ], [ %1240, %1230 ]
  %1233 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1224 ], [ %1238, %1230 ]
  %1234 = shl nuw nsw <2 x i32> %1232, <i32 1, i32 1>
  %1235 = add nsw <2 x i32> %1234, <i32 -1, i32 -1>
  %1236 = sitofp <2 x i32> %1235 to <2 x double>
  %1237 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1236
  %1238 = fadd fast <2 x double> %1237, %1233
  %1239 = add i32 %1231, 2
  %1240 = add <2 x i32> %1232, <i32 2, i32 2>
  %1241 = icmp eq i32 %1239, %1226
  br i1 %1241, label %1242, label %1230, !llvm.loop !19

1242:                                             ; preds = %1230
  %1243 = insertelement <2 x i32> poison, i32 %1231, i64 0
  %1244 = shufflevector <2 x i32> %1243, <2 x i32> poison, <2 x i32> zeroinitializer
  %1245 = or disjoint <2 x i32> %1244, <i32 0, i32 1>
  %1246 = icmp ugt <2 x i32> %1245, %1229
  %1247 = select fast <2 x i1> %1246, <2 x double> %1233, <2 x double> %1238
  %1248 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1247)
  br label %1249

1249:                                             ; preds = %1242, %1221
  %1250 = phi double [ 0xBFFF6A897D3214FC, %1221 ], [ %1248, %1242 ]
  %1251 = tail call fast double @llvm.fabs.f64(double %1250)
  %1252 = tail call fast double @llvm.maxnum.f64(double %1251, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  store volatile double %1223, ptr %83, align 8, !tbaa !5
  %1253 = load volatile double, ptr %83, align 8, !tbaa !5
  %1254 = tail call double @llvm.fabs.f64(double %1253)
  %1255 = fcmp ueq double %1254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  br i1 %1255, label %1267, label %1256

1256:                                             ; preds = %1249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  store volatile double %1250, ptr %82, align 8, !tbaa !5
  %1257 = load volatile double, ptr %82, align 8, !tbaa !5
  %1258 = tail call double @llvm.fabs.f64(double %1257)
  %1259 = fcmp ueq double %1258, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  br i1 %1259, label %1267, label %1260

1260:                                             ; preds = %1256
  %1261 = fsub fast double %1223, %1250
  %1262 = tail call fast double @llvm.fabs.f64(double %1261)
  %1263 = fmul fast double %1252, 0x3D06849B86A12B9B
  %1264 = fcmp fast ole double %1262, %1263
  %1265 = select i1 %1264, ptr @.str.39, ptr @.str.40
  %1266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1222, double noundef nofpclass(nan inf) %1223, double noundef nofpclass(nan inf) %1250, ptr noundef nonnull %1265)
  br i1 %1264, label %1272, label %1269

1267:                                             ; preds = %1256, %1249
  %1268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %1222, double noundef nofpclass(nan inf) %1223, double noundef nofpclass(nan inf) %1250, ptr noundef nonnull @.str.40)
  br label %1269

1269:                                             ; preds = %1267, %1260
  %1270 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1271 = add nsw i32 %1270, 1
  store i32 %1271, ptr @n_fail, align 4, !tbaa !9
  br label %1272

1272:                                             ; preds = %1260, %1269
  %1273 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef nofpclass(nan inf) %1222, double noundef nofpclass(nan inf) 1.000000e+00) #15
  br i1 %1122, label %1299, label %1274

1274:                                             ; preds = %1272
  %1275 = add nuw i32 %1118, 1
  %1276 = and i32 %1275, -2
  %1277 = add nsw i32 %1118, -1
  %1278 = insertelement <2 x i32> poison, i32 %1277, i64 0
  %1279 = shufflevector <2 x i32> %1278, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %1280

1280:                                             ; preds = %1280, %1274
  %1281 = phi i32 [ 0, %1274 ], [ %1289, %1280 ]
  %1282 = phi <2 x i32> [ <i32 1, i32 2>, %1274 ], [ %1290, %1280 ]
  %1283 = phi <2 x double> [ <double 0xBFFF6A897D3214FC, double 0.000000e+00>, %1274 ], [ %1288, %1280 ]
  %1284 = shl nuw nsw <2 x i32> %1282, <i32 1, i32 1>
  %1285 = add nsw <2 x i32> %1284, <i32 -1, i32 -1>
  %1286 = sitofp <2 x i32> %1285 to <2 x double>
  %1287 = fdiv fast <2 x double> <double 2.000000e+00, double 2.000000e+00>, %1286
  %1288 = fadd fast <2 x double> %1287, %1283
  %1289 = add i32 %1281, 2
  %1290 = add <2 x i32> %1282, <i32 2, i32 2>
  %1291 = icmp eq i32 %1289, %1276
  br i1 %1291, label %1292, label %1280, !llvm.loop !20

1292:                                             ; preds = %1280
  %1293 = insertelement <2 x i32> poison, i32 %1281, i64 0
  %1294 = shufflevector <2 x i32> %1293, <2 x i32> poison, <2 x i32> zeroinitializer
  %1295 = or disjoint <2 x i32> %1294, <i32 0, i32 1>
  %1296 = icmp ugt <2 x i32> %1295, %1279
  %1297 = select fast <2 x i1> %1296, <2 x double> %1283, <2 x double> %1288
  %1298 = tail call fast double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %1297)
  br label %1299

1299:                                             ; preds = %1292, %1272
  %1300 = phi double [ 0xBFFF6A897D3214FC, %1272 ], [ %1298, %1292 ]
  %1301 = tail call fast double @llvm.fabs.f64(double %1300)
  %1302 = tail call fast double @llvm.maxnum.f64(double %1301, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  store volatile double %1273, ptr %81, align 8, !tbaa !5
  %1303 = load volatile double, ptr %81, align 8, !tbaa !5
  %1304 = tail call double @llvm.fabs.f64(double %1303)
  %1305 = fcmp ueq double %1304, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81)
  br i1 %1305, label %1317, label %1306

1306:                                             ; preds = %1299
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  store volatile double %1300, ptr %80, align 8, !tbaa !5
  %1307 = load volatile double, ptr %80, align 8, !tbaa !5
  %1308 = tail call double @llvm.fabs.f64(double %1307)
  %1309 = fcmp ueq double %1308, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  br i1 %1309, label %1317, label %1310

1310:                                             ; preds = %1306
  %1311 = fsub fast double %1273, %1300
  %1312 = tail call fast double @llvm.fabs.f64(double %1311)
  %1313 = fmul fast double %1302, 0x3D06849B86A12B9B
  %1314 = fcmp fast ole double %1312, %1313
  %1315 = select i1 %1314, ptr @.str.39, ptr @.str.40
  %1316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1222, double noundef nofpclass(nan inf) %1273, double noundef nofpclass(nan inf) %1300, ptr noundef nonnull %1315)
  br i1 %1314, label %1322, label %1319

1317:                                             ; preds = %1306, %1299
  %1318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %1222, double noundef nofpclass(nan inf) %1273, double noundef nofpclass(nan inf) %1300, ptr noundef nonnull @.str.40)
  br label %1319

1319:                                             ; preds = %1317, %1310
  %1320 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1321 = add nsw i32 %1320, 1
  store i32 %1321, ptr @n_fail, align 4, !tbaa !9
  br label %1322

1322:                                             ; preds = %1310, %1319
  %1323 = add nuw nsw i32 %1118, 3
  %1324 = icmp ult i32 %1118, 5
  br i1 %1324, label %1117, label %1325, !llvm.loop !21

1325:                                             ; preds = %1322, %1456
  %1326 = phi i64 [ %1457, %1456 ], [ 0, %1322 ]
  %1327 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %1326
  %1328 = load double, ptr %1327, align 8, !tbaa !5
  %1329 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem, double noundef nofpclass(nan inf) %1328) #15
  %1330 = tail call fast double @llvm.fabs.f64(double %1328)
  %1331 = tail call fast double @llvm.maxnum.f64(double %1330, double 1.000000e-03)
  %1332 = fcmp fast olt double %1330, 1.000000e-03
  %1333 = select i1 %1332, double %1330, double %1331
  %1334 = fmul fast double %1333, 0x3EB0C6F7A0B5ED8D
  %1335 = fadd fast double %1334, %1328
  %1336 = fsub fast double %1328, %1334
  %1337 = fmul fast double %1335, %1335
  %1338 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1337, double noundef nofpclass(nan inf) 0x3FE6666666666666) #16
  %1339 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) 5.300000e+00, double noundef nofpclass(nan inf) %1335) #16
  %1340 = fmul fast double %1335, %1339
  %1341 = fmul fast double %1336, %1336
  %1342 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1341, double noundef nofpclass(nan inf) 0x3FE6666666666666) #16
  %1343 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) 5.300000e+00, double noundef nofpclass(nan inf) %1336) #16
  %1344 = fmul fast double %1343, %1336
  %1345 = fadd fast double %1338, %1340
  %1346 = fadd fast double %1342, %1344
  %1347 = fsub fast double %1345, %1346
  %1348 = fmul fast double %1333, 2.000000e-06
  %1349 = fdiv fast double %1347, %1348
  %1350 = tail call fast double @llvm.fabs.f64(double %1349)
  %1351 = tail call fast double @llvm.maxnum.f64(double %1350, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  store volatile double %1329, ptr %79, align 8, !tbaa !5
  %1352 = load volatile double, ptr %79, align 8, !tbaa !5
  %1353 = tail call double @llvm.fabs.f64(double %1352)
  %1354 = fcmp ueq double %1353, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  br i1 %1354, label %1366, label %1355

1355:                                             ; preds = %1325
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  store volatile double %1349, ptr %78, align 8, !tbaa !5
  %1356 = load volatile double, ptr %78, align 8, !tbaa !5
  %1357 = tail call double @llvm.fabs.f64(double %1356)
  %1358 = fcmp ueq double %1357, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  br i1 %1358, label %1366, label %1359

1359:                                             ; preds = %1355
  %1360 = fsub fast double %1329, %1349
  %1361 = tail call fast double @llvm.fabs.f64(double %1360)
  %1362 = fmul fast double %1351, 0x3EB0C6F7A0B5ED8D
  %1363 = fcmp fast ole double %1361, %1362
  %1364 = select i1 %1363, ptr @.str.39, ptr @.str.40
  %1365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef nofpclass(nan inf) %1328, double noundef nofpclass(nan inf) %1329, double noundef nofpclass(nan inf) %1349, ptr noundef nonnull %1364)
  br i1 %1363, label %1371, label %1368

1366:                                             ; preds = %1355, %1325
  %1367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef nofpclass(nan inf) %1328, double noundef nofpclass(nan inf) %1329, double noundef nofpclass(nan inf) %1349, ptr noundef nonnull @.str.40)
  br label %1368

1368:                                             ; preds = %1366, %1359
  %1369 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1370 = add nsw i32 %1369, 1
  store i32 %1370, ptr @n_fail, align 4, !tbaa !9
  br label %1371

1371:                                             ; preds = %1359, %1368
  %1372 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem, double noundef nofpclass(nan inf) %1328, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  store volatile double %1372, ptr %77, align 8, !tbaa !5
  %1373 = load volatile double, ptr %77, align 8, !tbaa !5
  %1374 = tail call double @llvm.fabs.f64(double %1373)
  %1375 = fcmp ueq double %1374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  br i1 %1375, label %1387, label %1376

1376:                                             ; preds = %1371
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  store volatile double %1349, ptr %76, align 8, !tbaa !5
  %1377 = load volatile double, ptr %76, align 8, !tbaa !5
  %1378 = tail call double @llvm.fabs.f64(double %1377)
  %1379 = fcmp ueq double %1378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  br i1 %1379, label %1387, label %1380

1380:                                             ; preds = %1376
  %1381 = fsub fast double %1372, %1349
  %1382 = tail call fast double @llvm.fabs.f64(double %1381)
  %1383 = fmul fast double %1351, 0x3EB0C6F7A0B5ED8D
  %1384 = fcmp fast ole double %1382, %1383
  %1385 = select i1 %1384, ptr @.str.39, ptr @.str.40
  %1386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef nofpclass(nan inf) %1328, double noundef nofpclass(nan inf) %1372, double noundef nofpclass(nan inf) %1349, ptr noundef nonnull %1385)
  br i1 %1384, label %1392, label %1389

1387:                                             ; preds = %1376, %1371
  %1388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef nofpclass(nan inf) %1328, double noundef nofpclass(nan inf) %1372, double noundef nofpclass(nan inf) %1349, ptr noundef nonnull @.str.40)
  br label %1389

1389:                                             ; preds = %1387, %1380
  %1390 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1391 = add nsw i32 %1390, 1
  store i32 %1391, ptr @n_fail, align 4, !tbaa !9
  br label %1392

1392:                                             ; preds = %1380, %1389
  %1393 = fptrunc double %1328 to float
  %1394 = fpext float %1393 to double
  %1395 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_rem, double noundef nofpclass(nan inf) %1394) #15
  %1396 = fpext float %1395 to double
  %1397 = tail call fast double @llvm.fabs.f64(double %1394)
  %1398 = tail call fast double @llvm.maxnum.f64(double %1397, double 1.000000e-03)
  %1399 = fcmp fast olt double %1397, 1.000000e-03
  %1400 = select i1 %1399, double %1397, double %1398
  %1401 = fmul fast double %1400, 0x3EB0C6F7A0B5ED8D
  %1402 = fadd fast double %1401, %1394
  %1403 = fsub fast double %1394, %1401
  %1404 = fmul fast double %1402, %1402
  %1405 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1404, double noundef nofpclass(nan inf) 0x3FE6666660000000) #16
  %1406 = fmul fast double %1403, %1403
  %1407 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %1406, double noundef nofpclass(nan inf) 0x3FE6666660000000) #16
  %1408 = fadd fast double %1404, %1405
  %1409 = fadd fast double %1406, %1407
  %1410 = fsub fast double %1408, %1409
  %1411 = fmul fast double %1400, 2.000000e-06
  %1412 = fdiv fast double %1410, %1411
  %1413 = tail call fast double @llvm.fabs.f64(double %1412)
  %1414 = tail call fast double @llvm.maxnum.f64(double %1413, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  store volatile double %1396, ptr %75, align 8, !tbaa !5
  %1415 = load volatile double, ptr %75, align 8, !tbaa !5
  %1416 = tail call double @llvm.fabs.f64(double %1415)
  %1417 = fcmp ueq double %1416, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  br i1 %1417, label %1429, label %1418

1418:                                             ; preds = %1392
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  store volatile double %1412, ptr %74, align 8, !tbaa !5
  %1419 = load volatile double, ptr %74, align 8, !tbaa !5
  %1420 = tail call double @llvm.fabs.f64(double %1419)
  %1421 = fcmp ueq double %1420, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  br i1 %1421, label %1429, label %1422

1422:                                             ; preds = %1418
  %1423 = fsub fast double %1396, %1412
  %1424 = tail call fast double @llvm.fabs.f64(double %1423)
  %1425 = fmul fast double %1414, 1.000000e-04
  %1426 = fcmp fast ole double %1424, %1425
  %1427 = select i1 %1426, ptr @.str.39, ptr @.str.40
  %1428 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef nofpclass(nan inf) %1394, double noundef nofpclass(nan inf) %1396, double noundef nofpclass(nan inf) %1412, ptr noundef nonnull %1427)
  br i1 %1426, label %1434, label %1431

1429:                                             ; preds = %1418, %1392
  %1430 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef nofpclass(nan inf) %1394, double noundef nofpclass(nan inf) %1396, double noundef nofpclass(nan inf) %1412, ptr noundef nonnull @.str.40)
  br label %1431

1431:                                             ; preds = %1429, %1422
  %1432 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1433 = add nsw i32 %1432, 1
  store i32 %1433, ptr @n_fail, align 4, !tbaa !9
  br label %1434

1434:                                             ; preds = %1422, %1431
  %1435 = tail call fast nofpclass(nan inf) float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_rem, double noundef nofpclass(nan inf) %1394, double noundef nofpclass(nan inf) 1.000000e+00) #15
  %1436 = fpext float %1435 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  store volatile double %1436, ptr %73, align 8, !tbaa !5
  %1437 = load volatile double, ptr %73, align 8, !tbaa !5
  %1438 = tail call double @llvm.fabs.f64(double %1437)
  %1439 = fcmp ueq double %1438, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73)
  br i1 %1439, label %1451, label %1440

1440:                                             ; preds = %1434
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  store volatile double %1412, ptr %72, align 8, !tbaa !5
  %1441 = load volatile double, ptr %72, align 8, !tbaa !5
  %1442 = tail call double @llvm.fabs.f64(double %1441)
  %1443 = fcmp ueq double %1442, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  br i1 %1443, label %1451, label %1444

1444:                                             ; preds = %1440
  %1445 = fsub fast double %1436, %1412
  %1446 = tail call fast double @llvm.fabs.f64(double %1445)
  %1447 = fmul fast double %1414, 1.000000e-04
  %1448 = fcmp fast ole double %1446, %1447
  %1449 = select i1 %1448, ptr @.str.39, ptr @.str.40
  %1450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef nofpclass(nan inf) %1394, double noundef nofpclass(nan inf) %1436, double noundef nofpclass(nan inf) %1412, ptr noundef nonnull %1449)
  br i1 %1448, label %1456, label %1453

1451:                                             ; preds = %1440, %1434
  %1452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef nofpclass(nan inf) %1394, double noundef nofpclass(nan inf) %1436, double noundef nofpclass(nan inf) %1412, ptr noundef nonnull @.str.40)
  br label %1453

1453:                                             ; preds = %1451, %1444
  %1454 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1455 = add nsw i32 %1454, 1
  store i32 %1455, ptr @n_fail, align 4, !tbaa !9
  br label %1456

1456:                                             ; preds = %1444, %1453
  %1457 = add nuw nsw i64 %1326, 1
  %1458 = icmp eq i64 %1457, 5
  br i1 %1458, label %2091, label %1325, !llvm.loop !22

1459:                                             ; preds = %2312
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1460 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 3.700000e-01, ptr noundef nonnull %59) #15
  %1461 = fmul fast double %1460, 3.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1462 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 0x3FE7AE147AE147AE, ptr noundef nonnull %59) #15
  %1463 = fmul fast double %1462, -8.000000e-01
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1464 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 0x3FF1C28F5C28F5C2, ptr noundef nonnull %59) #15
  %1465 = fmul fast double %1464, 4.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #15
  %1466 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) 1.480000e+00, ptr noundef nonnull %59) #15
  %1467 = fmul fast double %1466, 1.800000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1468 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %61, double noundef nofpclass(nan inf) 3.700000e-01, i32 noundef 4) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %1468, ptr %58, align 8, !tbaa !5
  %1469 = load volatile double, ptr %58, align 8, !tbaa !5
  %1470 = call double @llvm.fabs.f64(double %1469)
  %1471 = fcmp ueq double %1470, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %1471, label %1482, label %1472

1472:                                             ; preds = %1459
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double 0x4034F851EB851EBA, ptr %57, align 8, !tbaa !5
  %1473 = load volatile double, ptr %57, align 8, !tbaa !5
  %1474 = call double @llvm.fabs.f64(double %1473)
  %1475 = fcmp ueq double %1474, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %1475, label %1482, label %1476

1476:                                             ; preds = %1472
  %1477 = fadd fast double %1468, 0xC034F851EB851EBA
  %1478 = call fast double @llvm.fabs.f64(double %1477)
  %1479 = fcmp fast ole double %1478, 0x3DB70E87BF39C6C8
  %1480 = select i1 %1479, ptr @.str.39, ptr @.str.40
  %1481 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1468, double noundef nofpclass(nan inf) 0x4034F851EB851EBA, ptr noundef nonnull %1480)
  br i1 %1479, label %1487, label %1484

1482:                                             ; preds = %1472, %1459
  %1483 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1468, double noundef nofpclass(nan inf) 0x4034F851EB851EBA, ptr noundef nonnull @.str.40)
  br label %1484

1484:                                             ; preds = %1482, %1476
  %1485 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1486 = add nsw i32 %1485, 1
  store i32 %1486, ptr @n_fail, align 4, !tbaa !9
  br label %1487

1487:                                             ; preds = %1484, %1476
  %1488 = load double, ptr %61, align 16, !tbaa !5
  %1489 = call fast double @llvm.fabs.f64(double %1461)
  %1490 = call fast double @llvm.maxnum.f64(double %1489, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1488, ptr %56, align 8, !tbaa !5
  %1491 = load volatile double, ptr %56, align 8, !tbaa !5
  %1492 = call double @llvm.fabs.f64(double %1491)
  %1493 = fcmp ueq double %1492, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1493, label %1505, label %1494

1494:                                             ; preds = %1487
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1461, ptr %55, align 8, !tbaa !5
  %1495 = load volatile double, ptr %55, align 8, !tbaa !5
  %1496 = call double @llvm.fabs.f64(double %1495)
  %1497 = fcmp ueq double %1496, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1497, label %1505, label %1498

1498:                                             ; preds = %1494
  %1499 = fsub fast double %1488, %1461
  %1500 = call fast double @llvm.fabs.f64(double %1499)
  %1501 = fmul fast double %1490, 0x3D719799812DEA11
  %1502 = fcmp fast ole double %1500, %1501
  %1503 = select i1 %1502, ptr @.str.39, ptr @.str.40
  %1504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1488, double noundef nofpclass(nan inf) %1461, ptr noundef nonnull %1503)
  br i1 %1502, label %1510, label %1507

1505:                                             ; preds = %1494, %1487
  %1506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1488, double noundef nofpclass(nan inf) %1461, ptr noundef nonnull @.str.40)
  br label %1507

1507:                                             ; preds = %1505, %1498
  %1508 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1509 = add nsw i32 %1508, 1
  store i32 %1509, ptr @n_fail, align 4, !tbaa !9
  br label %1510

1510:                                             ; preds = %1507, %1498
  %1511 = getelementptr inbounds i8, ptr %61, i64 8
  %1512 = load double, ptr %1511, align 8, !tbaa !5
  %1513 = call fast double @llvm.fabs.f64(double %1463)
  %1514 = call fast double @llvm.maxnum.f64(double %1513, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1512, ptr %56, align 8, !tbaa !5
  %1515 = load volatile double, ptr %56, align 8, !tbaa !5
  %1516 = call double @llvm.fabs.f64(double %1515)
  %1517 = fcmp ueq double %1516, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1517, label %1529, label %1518

1518:                                             ; preds = %1510
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1463, ptr %55, align 8, !tbaa !5
  %1519 = load volatile double, ptr %55, align 8, !tbaa !5
  %1520 = call double @llvm.fabs.f64(double %1519)
  %1521 = fcmp ueq double %1520, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1521, label %1529, label %1522

1522:                                             ; preds = %1518
  %1523 = fsub fast double %1512, %1463
  %1524 = call fast double @llvm.fabs.f64(double %1523)
  %1525 = fmul fast double %1514, 0x3D719799812DEA11
  %1526 = fcmp fast ole double %1524, %1525
  %1527 = select i1 %1526, ptr @.str.39, ptr @.str.40
  %1528 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1512, double noundef nofpclass(nan inf) %1463, ptr noundef nonnull %1527)
  br i1 %1526, label %1534, label %1531

1529:                                             ; preds = %1518, %1510
  %1530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1512, double noundef nofpclass(nan inf) %1463, ptr noundef nonnull @.str.40)
  br label %1531

1531:                                             ; preds = %1529, %1522
  %1532 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1533 = add nsw i32 %1532, 1
  store i32 %1533, ptr @n_fail, align 4, !tbaa !9
  br label %1534

1534:                                             ; preds = %1531, %1522
  %1535 = getelementptr inbounds i8, ptr %61, i64 16
  %1536 = load double, ptr %1535, align 16, !tbaa !5
  %1537 = call fast double @llvm.fabs.f64(double %1465)
  %1538 = call fast double @llvm.maxnum.f64(double %1537, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1536, ptr %56, align 8, !tbaa !5
  %1539 = load volatile double, ptr %56, align 8, !tbaa !5
  %1540 = call double @llvm.fabs.f64(double %1539)
  %1541 = fcmp ueq double %1540, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1541, label %1553, label %1542

1542:                                             ; preds = %1534
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1465, ptr %55, align 8, !tbaa !5
  %1543 = load volatile double, ptr %55, align 8, !tbaa !5
  %1544 = call double @llvm.fabs.f64(double %1543)
  %1545 = fcmp ueq double %1544, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1545, label %1553, label %1546

1546:                                             ; preds = %1542
  %1547 = fsub fast double %1536, %1465
  %1548 = call fast double @llvm.fabs.f64(double %1547)
  %1549 = fmul fast double %1538, 0x3D719799812DEA11
  %1550 = fcmp fast ole double %1548, %1549
  %1551 = select i1 %1550, ptr @.str.39, ptr @.str.40
  %1552 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1536, double noundef nofpclass(nan inf) %1465, ptr noundef nonnull %1551)
  br i1 %1550, label %1558, label %1555

1553:                                             ; preds = %1542, %1534
  %1554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1536, double noundef nofpclass(nan inf) %1465, ptr noundef nonnull @.str.40)
  br label %1555

1555:                                             ; preds = %1553, %1546
  %1556 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1557 = add nsw i32 %1556, 1
  store i32 %1557, ptr @n_fail, align 4, !tbaa !9
  br label %1558

1558:                                             ; preds = %1555, %1546
  %1559 = getelementptr inbounds i8, ptr %61, i64 24
  %1560 = load double, ptr %1559, align 8, !tbaa !5
  %1561 = call fast double @llvm.fabs.f64(double %1467)
  %1562 = call fast double @llvm.maxnum.f64(double %1561, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1560, ptr %56, align 8, !tbaa !5
  %1563 = load volatile double, ptr %56, align 8, !tbaa !5
  %1564 = call double @llvm.fabs.f64(double %1563)
  %1565 = fcmp ueq double %1564, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1565, label %1577, label %1566

1566:                                             ; preds = %1558
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1467, ptr %55, align 8, !tbaa !5
  %1567 = load volatile double, ptr %55, align 8, !tbaa !5
  %1568 = call double @llvm.fabs.f64(double %1567)
  %1569 = fcmp ueq double %1568, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1569, label %1577, label %1570

1570:                                             ; preds = %1566
  %1571 = fsub fast double %1560, %1467
  %1572 = call fast double @llvm.fabs.f64(double %1571)
  %1573 = fmul fast double %1562, 0x3D719799812DEA11
  %1574 = fcmp fast ole double %1572, %1573
  %1575 = select i1 %1574, ptr @.str.39, ptr @.str.40
  %1576 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1560, double noundef nofpclass(nan inf) %1467, ptr noundef nonnull %1575)
  br i1 %1574, label %1582, label %1579

1577:                                             ; preds = %1566, %1558
  %1578 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1560, double noundef nofpclass(nan inf) %1467, ptr noundef nonnull @.str.40)
  br label %1579

1579:                                             ; preds = %1577, %1570
  %1580 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1581 = add nsw i32 %1580, 1
  store i32 %1581, ptr @n_fail, align 4, !tbaa !9
  br label %1582

1582:                                             ; preds = %1579, %1570
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %62, ptr noundef nonnull align 16 dereferenceable(32) @__const.modf_loop.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1583 = fmul fast double %1460, 1.020000e+00
  %1584 = fadd fast double %1583, 0x4034F851EB851EBA
  %1585 = getelementptr inbounds i8, ptr %62, i64 8
  %1586 = fmul fast double %1462, 0x3FEC28F5C28F5C2A
  %1587 = fadd fast double %1584, %1586
  %1588 = getelementptr inbounds i8, ptr %62, i64 16
  %1589 = fmul fast double %1464, 2.640000e+00
  %1590 = fadd fast double %1587, %1589
  %1591 = getelementptr inbounds i8, ptr %62, i64 24
  %1592 = fmul fast double %1466, 3.600000e+00
  %1593 = fadd fast double %1590, %1592
  %1594 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %62, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef 4) #15
  %1595 = call fast double @llvm.fabs.f64(double %1593)
  %1596 = call fast double @llvm.maxnum.f64(double %1595, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %1594, ptr %54, align 8, !tbaa !5
  %1597 = load volatile double, ptr %54, align 8, !tbaa !5
  %1598 = call double @llvm.fabs.f64(double %1597)
  %1599 = fcmp ueq double %1598, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %1599, label %1611, label %1600

1600:                                             ; preds = %1582
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %1593, ptr %53, align 8, !tbaa !5
  %1601 = load volatile double, ptr %53, align 8, !tbaa !5
  %1602 = call double @llvm.fabs.f64(double %1601)
  %1603 = fcmp ueq double %1602, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %1603, label %1611, label %1604

1604:                                             ; preds = %1600
  %1605 = fsub fast double %1594, %1593
  %1606 = call fast double @llvm.fabs.f64(double %1605)
  %1607 = fmul fast double %1596, 0x3D719799812DEA11
  %1608 = fcmp fast ole double %1606, %1607
  %1609 = select i1 %1608, ptr @.str.39, ptr @.str.40
  %1610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1594, double noundef nofpclass(nan inf) %1593, ptr noundef nonnull %1609)
  br i1 %1608, label %1616, label %1613

1611:                                             ; preds = %1600, %1582
  %1612 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef nofpclass(nan inf) 3.700000e-01, double noundef nofpclass(nan inf) %1594, double noundef nofpclass(nan inf) %1593, ptr noundef nonnull @.str.40)
  br label %1613

1613:                                             ; preds = %1611, %1604
  %1614 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1615 = add nsw i32 %1614, 1
  store i32 %1615, ptr @n_fail, align 4, !tbaa !9
  br label %1616

1616:                                             ; preds = %1613, %1604
  %1617 = load double, ptr %62, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1617, ptr %52, align 8, !tbaa !5
  %1618 = load volatile double, ptr %52, align 8, !tbaa !5
  %1619 = call double @llvm.fabs.f64(double %1618)
  %1620 = fcmp ueq double %1619, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1620, label %1629, label %1621

1621:                                             ; preds = %1616
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1622 = load volatile double, ptr %51, align 8, !tbaa !5
  %1623 = call double @llvm.fabs.f64(double %1622)
  %1624 = fcmp ueq double %1623, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1624, label %1629, label %1625

1625:                                             ; preds = %1621
  %1626 = fcmp fast oeq double %1617, 0.000000e+00
  %1627 = select i1 %1626, ptr @.str.39, ptr @.str.40
  %1628 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1617, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1627)
  br i1 %1626, label %1634, label %1631

1629:                                             ; preds = %1621, %1616
  %1630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %1617, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1631

1631:                                             ; preds = %1629, %1625
  %1632 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1633 = add nsw i32 %1632, 1
  store i32 %1633, ptr @n_fail, align 4, !tbaa !9
  br label %1634

1634:                                             ; preds = %1631, %1625
  %1635 = load double, ptr %1585, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1635, ptr %52, align 8, !tbaa !5
  %1636 = load volatile double, ptr %52, align 8, !tbaa !5
  %1637 = call double @llvm.fabs.f64(double %1636)
  %1638 = fcmp ueq double %1637, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1638, label %1647, label %1639

1639:                                             ; preds = %1634
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1640 = load volatile double, ptr %51, align 8, !tbaa !5
  %1641 = call double @llvm.fabs.f64(double %1640)
  %1642 = fcmp ueq double %1641, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1642, label %1647, label %1643

1643:                                             ; preds = %1639
  %1644 = fcmp fast oeq double %1635, 0.000000e+00
  %1645 = select i1 %1644, ptr @.str.39, ptr @.str.40
  %1646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1635, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1645)
  br i1 %1644, label %1652, label %1649

1647:                                             ; preds = %1639, %1634
  %1648 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) -4.000000e-01, double noundef nofpclass(nan inf) %1635, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1649

1649:                                             ; preds = %1647, %1643
  %1650 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1651 = add nsw i32 %1650, 1
  store i32 %1651, ptr @n_fail, align 4, !tbaa !9
  br label %1652

1652:                                             ; preds = %1649, %1643
  %1653 = load double, ptr %1588, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1653, ptr %52, align 8, !tbaa !5
  %1654 = load volatile double, ptr %52, align 8, !tbaa !5
  %1655 = call double @llvm.fabs.f64(double %1654)
  %1656 = fcmp ueq double %1655, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1656, label %1665, label %1657

1657:                                             ; preds = %1652
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1658 = load volatile double, ptr %51, align 8, !tbaa !5
  %1659 = call double @llvm.fabs.f64(double %1658)
  %1660 = fcmp ueq double %1659, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1660, label %1665, label %1661

1661:                                             ; preds = %1657
  %1662 = fcmp fast oeq double %1653, 0.000000e+00
  %1663 = select i1 %1662, ptr @.str.39, ptr @.str.40
  %1664 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1653, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1663)
  br i1 %1662, label %1670, label %1667

1665:                                             ; preds = %1657, %1652
  %1666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 2.200000e+00, double noundef nofpclass(nan inf) %1653, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1667

1667:                                             ; preds = %1665, %1661
  %1668 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1669 = add nsw i32 %1668, 1
  store i32 %1669, ptr @n_fail, align 4, !tbaa !9
  br label %1670

1670:                                             ; preds = %1667, %1661
  %1671 = load double, ptr %1591, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1671, ptr %52, align 8, !tbaa !5
  %1672 = load volatile double, ptr %52, align 8, !tbaa !5
  %1673 = call double @llvm.fabs.f64(double %1672)
  %1674 = fcmp ueq double %1673, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1674, label %1683, label %1675

1675:                                             ; preds = %1670
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1676 = load volatile double, ptr %51, align 8, !tbaa !5
  %1677 = call double @llvm.fabs.f64(double %1676)
  %1678 = fcmp ueq double %1677, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1678, label %1683, label %1679

1679:                                             ; preds = %1675
  %1680 = fcmp fast oeq double %1671, 0.000000e+00
  %1681 = select i1 %1680, ptr @.str.39, ptr @.str.40
  %1682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1671, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1681)
  br i1 %1680, label %1688, label %1685

1683:                                             ; preds = %1675, %1670
  %1684 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef nofpclass(nan inf) 9.000000e-01, double noundef nofpclass(nan inf) %1671, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1685

1685:                                             ; preds = %1683, %1679
  %1686 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1687 = add nsw i32 %1686, 1
  store i32 %1687, ptr @n_fail, align 4, !tbaa !9
  br label %1688

1688:                                             ; preds = %1685, %1679
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #15
  %1689 = getelementptr inbounds i8, ptr %49, i64 8
  %1690 = getelementptr inbounds i8, ptr %50, i64 8
  %1691 = getelementptr inbounds i8, ptr %63, i64 8
  %1692 = getelementptr inbounds i8, ptr %65, i64 8
  %1693 = getelementptr inbounds i8, ptr %43, i64 16
  %1694 = getelementptr inbounds i8, ptr %43, i64 8
  %1695 = getelementptr inbounds i8, ptr %44, i64 16
  %1696 = getelementptr inbounds i8, ptr %44, i64 8
  %1697 = getelementptr inbounds i8, ptr %69, i64 16
  %1698 = getelementptr inbounds i8, ptr %69, i64 8
  %1699 = getelementptr inbounds i8, ptr %65, i64 16
  %1700 = getelementptr inbounds i8, ptr %67, i64 8
  %1701 = getelementptr inbounds i8, ptr %71, i64 8
  br label %1702

1702:                                             ; preds = %2082, %1688
  %1703 = phi i64 [ 0, %1688 ], [ %2083, %2082 ]
  %1704 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %1703
  %1705 = getelementptr inbounds i8, ptr %1704, i64 8
  %1706 = load double, ptr %1704, align 16, !tbaa !5
  %1707 = load double, ptr %1705, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #15
  %1708 = call fast double @llvm.fabs.f64(double %1706)
  %1709 = call fast double @llvm.maxnum.f64(double %1708, double 1.000000e+00)
  %1710 = fmul fast double %1709, 0x3EB0C6F7A0B5ED8D
  %1711 = fadd fast double %1710, %1706
  %1712 = fsub fast double %1706, %1710
  %1713 = fmul fast double %1711, %1707
  store double %1713, ptr %1689, align 8, !tbaa !5
  %1714 = fmul fast double %1711, 3.000000e+00
  %1715 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1714, ptr noundef nonnull %1689) #15
  %1716 = load double, ptr %1689, align 8, !tbaa !5
  %1717 = call fast double @llvm.sin.f64(double %1707)
  %1718 = fmul fast double %1712, %1707
  store double %1718, ptr %1690, align 8, !tbaa !5
  %1719 = fmul fast double %1712, 3.000000e+00
  %1720 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1719, ptr noundef nonnull %1690) #15
  %1721 = load double, ptr %1690, align 8, !tbaa !5
  %1722 = fmul fast double %1709, 2.000000e-06
  %1723 = fsub fast double %1716, %1721
  %1724 = fmul fast double %1723, %1707
  %1725 = fsub fast double %1715, %1720
  %1726 = fadd fast double %1725, %1724
  %1727 = fdiv fast double %1726, %1722
  %1728 = fdiv fast double %1723, %1722
  %1729 = fmul fast double %1723, %1717
  %1730 = fdiv fast double %1729, %1722
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #15
  %1731 = call fast double @llvm.fabs.f64(double %1707)
  %1732 = call fast double @llvm.maxnum.f64(double %1731, double 1.000000e+00)
  %1733 = fmul fast double %1732, 0x3EB0C6F7A0B5ED8D
  %1734 = fadd fast double %1733, %1707
  %1735 = fsub fast double %1707, %1733
  %1736 = fmul fast double %1734, %1706
  store double %1736, ptr %1689, align 8, !tbaa !5
  %1737 = fmul fast double %1706, 3.000000e+00
  %1738 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1737, ptr noundef nonnull %1689) #15
  %1739 = load double, ptr %1689, align 8, !tbaa !5
  %1740 = fmul fast double %1739, %1734
  %1741 = call fast double @llvm.sin.f64(double %1734)
  %1742 = fmul fast double %1739, %1741
  %1743 = fmul fast double %1735, %1706
  store double %1743, ptr %1690, align 8, !tbaa !5
  %1744 = call fast nofpclass(nan inf) double @modf(double noundef nofpclass(nan inf) %1737, ptr noundef nonnull %1690) #15
  %1745 = load double, ptr %1690, align 8, !tbaa !5
  %1746 = call fast double @llvm.sin.f64(double %1735)
  %1747 = fmul fast double %1745, %1746
  %1748 = fmul fast double %1732, 2.000000e-06
  %1749 = fadd fast double %1740, %1738
  %1750 = fmul fast double %1745, %1735
  %1751 = fadd fast double %1744, %1750
  %1752 = fsub fast double %1749, %1751
  %1753 = fdiv fast double %1752, %1748
  %1754 = fsub fast double %1739, %1745
  %1755 = fdiv fast double %1754, %1748
  %1756 = fsub fast double %1742, %1747
  %1757 = fdiv fast double %1756, %1748
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %63, ptr noundef nonnull align 16 dereferenceable(16) @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %64) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %65) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %65, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.dout, i64 24, i1 false)
  %1758 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1704, ptr noundef nonnull %63, ptr noundef nonnull %64, ptr noundef nonnull %65) #15
  %1759 = load double, ptr %65, align 16, !tbaa !5
  %1760 = load double, ptr %63, align 16, !tbaa !5
  %1761 = fmul fast double %1760, %1727
  %1762 = load double, ptr %1691, align 8, !tbaa !5
  %1763 = fmul fast double %1762, %1753
  %1764 = fadd fast double %1763, %1761
  %1765 = call fast double @llvm.fabs.f64(double %1764)
  %1766 = call fast double @llvm.maxnum.f64(double %1765, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1759, ptr %46, align 8, !tbaa !5
  %1767 = load volatile double, ptr %46, align 8, !tbaa !5
  %1768 = call double @llvm.fabs.f64(double %1767)
  %1769 = fcmp ueq double %1768, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1769, label %1807, label %1796

1770:                                             ; preds = %1868
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 0.000000e+00, ptr %47, align 8, !tbaa !5
  %1771 = load volatile double, ptr %47, align 8, !tbaa !5
  %1772 = call double @llvm.fabs.f64(double %1771)
  %1773 = fcmp ueq double %1772, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %1773, label %1778, label %1774

1774:                                             ; preds = %1770
  %1775 = fcmp fast oeq double %1869, 0.000000e+00
  %1776 = select i1 %1775, ptr @.str.39, ptr @.str.40
  %1777 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1869, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1776)
  br i1 %1775, label %1783, label %1780

1778:                                             ; preds = %1868, %1770
  %1779 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1869, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1780

1780:                                             ; preds = %1778, %1774
  %1781 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1782 = add nsw i32 %1781, 1
  store i32 %1782, ptr @n_fail, align 4, !tbaa !9
  br label %1783

1783:                                             ; preds = %1780, %1774
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %66) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %66, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %67) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, i8 0, i64 16, i1 false)
  %1784 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1704, ptr noundef nonnull %67, ptr noundef nonnull %64, ptr noundef nonnull %66) #15
  %1785 = load double, ptr %67, align 16, !tbaa !5
  %1786 = fmul fast double %1727, 5.000000e-01
  %1787 = fmul fast double %1728, 2.000000e+00
  %1788 = fmul fast double %1730, -1.500000e+00
  %1789 = fadd fast double %1788, %1787
  %1790 = fadd fast double %1789, %1786
  %1791 = call fast double @llvm.fabs.f64(double %1790)
  %1792 = call fast double @llvm.maxnum.f64(double %1791, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1785, ptr %36, align 8, !tbaa !5
  %1793 = load volatile double, ptr %36, align 8, !tbaa !5
  %1794 = call double @llvm.fabs.f64(double %1793)
  %1795 = fcmp ueq double %1794, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1795, label %1958, label %1947

1796:                                             ; preds = %1702
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1764, ptr %45, align 8, !tbaa !5
  %1797 = load volatile double, ptr %45, align 8, !tbaa !5
  %1798 = call double @llvm.fabs.f64(double %1797)
  %1799 = fcmp ueq double %1798, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1799, label %1807, label %1800

1800:                                             ; preds = %1796
  %1801 = fsub fast double %1759, %1764
  %1802 = call fast double @llvm.fabs.f64(double %1801)
  %1803 = fmul fast double %1766, 0x3EB0C6F7A0B5ED8D
  %1804 = fcmp fast ole double %1802, %1803
  %1805 = select i1 %1804, ptr @.str.39, ptr @.str.40
  %1806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1759, double noundef nofpclass(nan inf) %1764, ptr noundef nonnull %1805)
  br i1 %1804, label %1812, label %1809

1807:                                             ; preds = %1796, %1702
  %1808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1759, double noundef nofpclass(nan inf) %1764, ptr noundef nonnull @.str.40)
  br label %1809

1809:                                             ; preds = %1807, %1800
  %1810 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1811 = add nsw i32 %1810, 1
  store i32 %1811, ptr @n_fail, align 4, !tbaa !9
  br label %1812

1812:                                             ; preds = %1809, %1800
  %1813 = load double, ptr %1692, align 8, !tbaa !5
  %1814 = load double, ptr %63, align 16, !tbaa !5
  %1815 = fmul fast double %1814, %1728
  %1816 = load double, ptr %1691, align 8, !tbaa !5
  %1817 = fmul fast double %1816, %1755
  %1818 = fadd fast double %1817, %1815
  %1819 = call fast double @llvm.fabs.f64(double %1818)
  %1820 = call fast double @llvm.maxnum.f64(double %1819, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1813, ptr %46, align 8, !tbaa !5
  %1821 = load volatile double, ptr %46, align 8, !tbaa !5
  %1822 = call double @llvm.fabs.f64(double %1821)
  %1823 = fcmp ueq double %1822, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1823, label %1835, label %1824

1824:                                             ; preds = %1812
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1818, ptr %45, align 8, !tbaa !5
  %1825 = load volatile double, ptr %45, align 8, !tbaa !5
  %1826 = call double @llvm.fabs.f64(double %1825)
  %1827 = fcmp ueq double %1826, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1827, label %1835, label %1828

1828:                                             ; preds = %1824
  %1829 = fsub fast double %1813, %1818
  %1830 = call fast double @llvm.fabs.f64(double %1829)
  %1831 = fmul fast double %1820, 0x3EB0C6F7A0B5ED8D
  %1832 = fcmp fast ole double %1830, %1831
  %1833 = select i1 %1832, ptr @.str.39, ptr @.str.40
  %1834 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1813, double noundef nofpclass(nan inf) %1818, ptr noundef nonnull %1833)
  br i1 %1832, label %1840, label %1837

1835:                                             ; preds = %1824, %1812
  %1836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1813, double noundef nofpclass(nan inf) %1818, ptr noundef nonnull @.str.40)
  br label %1837

1837:                                             ; preds = %1835, %1828
  %1838 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1839 = add nsw i32 %1838, 1
  store i32 %1839, ptr @n_fail, align 4, !tbaa !9
  br label %1840

1840:                                             ; preds = %1837, %1828
  %1841 = load double, ptr %1699, align 16, !tbaa !5
  %1842 = load double, ptr %63, align 16, !tbaa !5
  %1843 = fmul fast double %1842, %1730
  %1844 = load double, ptr %1691, align 8, !tbaa !5
  %1845 = fmul fast double %1844, %1757
  %1846 = fadd fast double %1845, %1843
  %1847 = call fast double @llvm.fabs.f64(double %1846)
  %1848 = call fast double @llvm.maxnum.f64(double %1847, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1841, ptr %46, align 8, !tbaa !5
  %1849 = load volatile double, ptr %46, align 8, !tbaa !5
  %1850 = call double @llvm.fabs.f64(double %1849)
  %1851 = fcmp ueq double %1850, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1851, label %1863, label %1852

1852:                                             ; preds = %1840
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1846, ptr %45, align 8, !tbaa !5
  %1853 = load volatile double, ptr %45, align 8, !tbaa !5
  %1854 = call double @llvm.fabs.f64(double %1853)
  %1855 = fcmp ueq double %1854, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1855, label %1863, label %1856

1856:                                             ; preds = %1852
  %1857 = fsub fast double %1841, %1846
  %1858 = call fast double @llvm.fabs.f64(double %1857)
  %1859 = fmul fast double %1848, 0x3EB0C6F7A0B5ED8D
  %1860 = fcmp fast ole double %1858, %1859
  %1861 = select i1 %1860, ptr @.str.39, ptr @.str.40
  %1862 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1841, double noundef nofpclass(nan inf) %1846, ptr noundef nonnull %1861)
  br i1 %1860, label %1868, label %1865

1863:                                             ; preds = %1852, %1840
  %1864 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1841, double noundef nofpclass(nan inf) %1846, ptr noundef nonnull @.str.40)
  br label %1865

1865:                                             ; preds = %1863, %1856
  %1866 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1867 = add nsw i32 %1866, 1
  store i32 %1867, ptr @n_fail, align 4, !tbaa !9
  br label %1868

1868:                                             ; preds = %1865, %1856
  %1869 = load double, ptr %1692, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %1869, ptr %48, align 8, !tbaa !5
  %1870 = load volatile double, ptr %48, align 8, !tbaa !5
  %1871 = call double @llvm.fabs.f64(double %1870)
  %1872 = fcmp ueq double %1871, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %1872, label %1778, label %1770

1873:                                             ; preds = %1991
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %2034, ptr %41, align 8, !tbaa !5
  %1874 = load volatile double, ptr %41, align 8, !tbaa !5
  %1875 = call double @llvm.fabs.f64(double %1874)
  %1876 = fcmp ueq double %1875, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1876, label %1884, label %1877

1877:                                             ; preds = %1873
  %1878 = fsub fast double %2029, %2034
  %1879 = call fast double @llvm.fabs.f64(double %1878)
  %1880 = fmul fast double %2036, 0x3EB0C6F7A0B5ED8D
  %1881 = fcmp fast ole double %1879, %1880
  %1882 = select i1 %1881, ptr @.str.39, ptr @.str.40
  %1883 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %2029, double noundef nofpclass(nan inf) %2034, ptr noundef nonnull %1882)
  br i1 %1881, label %1889, label %1886

1884:                                             ; preds = %1991, %1873
  %1885 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %2029, double noundef nofpclass(nan inf) %2034, ptr noundef nonnull @.str.40)
  br label %1886

1886:                                             ; preds = %1884, %1877
  %1887 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1888 = add nsw i32 %1887, 1
  store i32 %1888, ptr @n_fail, align 4, !tbaa !9
  br label %1889

1889:                                             ; preds = %1886, %1877
  %1890 = load double, ptr %1697, align 8, !tbaa !23
  %1891 = load double, ptr %63, align 16, !tbaa !5
  %1892 = fmul fast double %1891, %2009
  %1893 = load double, ptr %1691, align 8, !tbaa !5
  %1894 = fmul fast double %1893, %2027
  %1895 = fadd fast double %1894, %1892
  %1896 = call fast double @llvm.fabs.f64(double %1895)
  %1897 = call fast double @llvm.maxnum.f64(double %1896, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1890, ptr %40, align 8, !tbaa !5
  %1898 = load volatile double, ptr %40, align 8, !tbaa !5
  %1899 = call double @llvm.fabs.f64(double %1898)
  %1900 = fcmp ueq double %1899, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1900, label %1912, label %1901

1901:                                             ; preds = %1889
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1895, ptr %39, align 8, !tbaa !5
  %1902 = load volatile double, ptr %39, align 8, !tbaa !5
  %1903 = call double @llvm.fabs.f64(double %1902)
  %1904 = fcmp ueq double %1903, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1904, label %1912, label %1905

1905:                                             ; preds = %1901
  %1906 = fsub fast double %1890, %1895
  %1907 = call fast double @llvm.fabs.f64(double %1906)
  %1908 = fmul fast double %1897, 0x3EB0C6F7A0B5ED8D
  %1909 = fcmp fast ole double %1907, %1908
  %1910 = select i1 %1909, ptr @.str.39, ptr @.str.40
  %1911 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1890, double noundef nofpclass(nan inf) %1895, ptr noundef nonnull %1910)
  br i1 %1909, label %1917, label %1914

1912:                                             ; preds = %1901, %1889
  %1913 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1890, double noundef nofpclass(nan inf) %1895, ptr noundef nonnull @.str.40)
  br label %1914

1914:                                             ; preds = %1912, %1905
  %1915 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1916 = add nsw i32 %1915, 1
  store i32 %1916, ptr @n_fail, align 4, !tbaa !9
  br label %1917

1917:                                             ; preds = %1914, %1905
  %1918 = load i32, ptr %1698, align 8, !tbaa !25
  %1919 = sitofp i32 %1918 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1919, ptr %38, align 8, !tbaa !5
  %1920 = load volatile double, ptr %38, align 8, !tbaa !5
  %1921 = call double @llvm.fabs.f64(double %1920)
  %1922 = fcmp ueq double %1921, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1922, label %1931, label %1923

1923:                                             ; preds = %1917
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 0.000000e+00, ptr %37, align 8, !tbaa !5
  %1924 = load volatile double, ptr %37, align 8, !tbaa !5
  %1925 = call double @llvm.fabs.f64(double %1924)
  %1926 = fcmp ueq double %1925, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1926, label %1931, label %1927

1927:                                             ; preds = %1923
  %1928 = icmp eq i32 %1918, 0
  %1929 = select i1 %1928, ptr @.str.39, ptr @.str.40
  %1930 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1919, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1929)
  br i1 %1928, label %1936, label %1933

1931:                                             ; preds = %1923, %1917
  %1932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1919, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1933

1933:                                             ; preds = %1931, %1927
  %1934 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1935 = add nsw i32 %1934, 1
  store i32 %1935, ptr @n_fail, align 4, !tbaa !9
  br label %1936

1936:                                             ; preds = %1933, %1927
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %70) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %71) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %71, i8 0, i64 16, i1 false)
  %1937 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1704, ptr noundef nonnull %71, ptr noundef nonnull %68, ptr noundef nonnull %70) #15
  %1938 = load double, ptr %71, align 16, !tbaa !5
  %1939 = fmul fast double %2004, 2.500000e-01
  %1940 = fmul fast double %2009, 7.500000e-01
  %1941 = fsub fast double %1939, %1940
  %1942 = call fast double @llvm.fabs.f64(double %1941)
  %1943 = call fast double @llvm.maxnum.f64(double %1942, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1938, ptr %34, align 8, !tbaa !5
  %1944 = load volatile double, ptr %34, align 8, !tbaa !5
  %1945 = call double @llvm.fabs.f64(double %1944)
  %1946 = fcmp ueq double %1945, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1946, label %2051, label %2040

1947:                                             ; preds = %1783
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1790, ptr %35, align 8, !tbaa !5
  %1948 = load volatile double, ptr %35, align 8, !tbaa !5
  %1949 = call double @llvm.fabs.f64(double %1948)
  %1950 = fcmp ueq double %1949, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1950, label %1958, label %1951

1951:                                             ; preds = %1947
  %1952 = fsub fast double %1785, %1790
  %1953 = call fast double @llvm.fabs.f64(double %1952)
  %1954 = fmul fast double %1792, 0x3EB0C6F7A0B5ED8D
  %1955 = fcmp fast ole double %1953, %1954
  %1956 = select i1 %1955, ptr @.str.39, ptr @.str.40
  %1957 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1785, double noundef nofpclass(nan inf) %1790, ptr noundef nonnull %1956)
  br i1 %1955, label %1963, label %1960

1958:                                             ; preds = %1947, %1783
  %1959 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1785, double noundef nofpclass(nan inf) %1790, ptr noundef nonnull @.str.40)
  br label %1960

1960:                                             ; preds = %1958, %1951
  %1961 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1962 = add nsw i32 %1961, 1
  store i32 %1962, ptr @n_fail, align 4, !tbaa !9
  br label %1963

1963:                                             ; preds = %1960, %1951
  %1964 = load double, ptr %1700, align 8, !tbaa !5
  %1965 = fmul fast double %1753, 5.000000e-01
  %1966 = fmul fast double %1755, 2.000000e+00
  %1967 = fadd fast double %1965, %1966
  %1968 = fmul fast double %1757, -1.500000e+00
  %1969 = fadd fast double %1967, %1968
  %1970 = call fast double @llvm.fabs.f64(double %1969)
  %1971 = call fast double @llvm.maxnum.f64(double %1970, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1964, ptr %36, align 8, !tbaa !5
  %1972 = load volatile double, ptr %36, align 8, !tbaa !5
  %1973 = call double @llvm.fabs.f64(double %1972)
  %1974 = fcmp ueq double %1973, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1974, label %1986, label %1975

1975:                                             ; preds = %1963
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1969, ptr %35, align 8, !tbaa !5
  %1976 = load volatile double, ptr %35, align 8, !tbaa !5
  %1977 = call double @llvm.fabs.f64(double %1976)
  %1978 = fcmp ueq double %1977, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1978, label %1986, label %1979

1979:                                             ; preds = %1975
  %1980 = fsub fast double %1964, %1969
  %1981 = call fast double @llvm.fabs.f64(double %1980)
  %1982 = fmul fast double %1971, 0x3EB0C6F7A0B5ED8D
  %1983 = fcmp fast ole double %1981, %1982
  %1984 = select i1 %1983, ptr @.str.39, ptr @.str.40
  %1985 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1964, double noundef nofpclass(nan inf) %1969, ptr noundef nonnull %1984)
  br i1 %1983, label %1991, label %1988

1986:                                             ; preds = %1975, %1963
  %1987 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1964, double noundef nofpclass(nan inf) %1969, ptr noundef nonnull @.str.40)
  br label %1988

1988:                                             ; preds = %1986, %1979
  %1989 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1990 = add nsw i32 %1989, 1
  store i32 %1990, ptr @n_fail, align 4, !tbaa !9
  br label %1991

1991:                                             ; preds = %1988, %1979
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #15
  store double %1713, ptr %1693, align 8, !tbaa !23
  %1992 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1711, ptr noundef nonnull %1694) #15
  %1993 = fmul fast double %1992, %1707
  %1994 = load i32, ptr %1694, align 8, !tbaa !25
  %1995 = sitofp i32 %1994 to double
  %1996 = fmul fast double %1993, %1995
  %1997 = load double, ptr %1693, align 8, !tbaa !23
  store double %1718, ptr %1695, align 8, !tbaa !23
  %1998 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1712, ptr noundef nonnull %1696) #15
  %1999 = fmul fast double %1998, %1707
  %2000 = load i32, ptr %1696, align 8, !tbaa !25
  %2001 = sitofp i32 %2000 to double
  %2002 = load double, ptr %1695, align 8, !tbaa !23
  %2003 = fsub fast double %1993, %1999
  %2004 = fdiv fast double %2003, %1722
  %2005 = fadd fast double %1996, %1997
  %2006 = fmul fast double %1999, %2001
  %2007 = fadd fast double %2002, %2006
  %2008 = fsub fast double %2005, %2007
  %2009 = fdiv fast double %2008, %1722
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #15
  store double %1736, ptr %1693, align 8, !tbaa !23
  %2010 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1706, ptr noundef nonnull %1694) #15
  %2011 = fmul fast double %2010, %1734
  %2012 = load i32, ptr %1694, align 8, !tbaa !25
  %2013 = sitofp i32 %2012 to double
  %2014 = fmul fast double %2011, %2013
  %2015 = load double, ptr %1693, align 8, !tbaa !23
  store double %1743, ptr %1695, align 8, !tbaa !23
  %2016 = call fast nofpclass(nan inf) double @frexp(double noundef nofpclass(nan inf) %1706, ptr noundef nonnull %1696) #15
  %2017 = fmul fast double %2016, %1735
  %2018 = load i32, ptr %1696, align 8, !tbaa !25
  %2019 = sitofp i32 %2018 to double
  %2020 = load double, ptr %1695, align 8, !tbaa !23
  %2021 = fsub fast double %2011, %2017
  %2022 = fdiv fast double %2021, %1748
  %2023 = fadd fast double %2014, %2015
  %2024 = fmul fast double %2017, %2019
  %2025 = fadd fast double %2020, %2024
  %2026 = fsub fast double %2023, %2025
  %2027 = fdiv fast double %2026, %1748
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %68) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %69) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %69, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.ds, i64 24, i1 false)
  %2028 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1704, ptr noundef nonnull %63, ptr noundef nonnull %68, ptr noundef nonnull %69) #15
  %2029 = load double, ptr %69, align 8, !tbaa !26
  %2030 = load double, ptr %63, align 16, !tbaa !5
  %2031 = fmul fast double %2030, %2004
  %2032 = load double, ptr %1691, align 8, !tbaa !5
  %2033 = fmul fast double %2032, %2022
  %2034 = fadd fast double %2033, %2031
  %2035 = call fast double @llvm.fabs.f64(double %2034)
  %2036 = call fast double @llvm.maxnum.f64(double %2035, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %2029, ptr %42, align 8, !tbaa !5
  %2037 = load volatile double, ptr %42, align 8, !tbaa !5
  %2038 = call double @llvm.fabs.f64(double %2037)
  %2039 = fcmp ueq double %2038, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %2039, label %1884, label %1873

2040:                                             ; preds = %1936
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1941, ptr %33, align 8, !tbaa !5
  %2041 = load volatile double, ptr %33, align 8, !tbaa !5
  %2042 = call double @llvm.fabs.f64(double %2041)
  %2043 = fcmp ueq double %2042, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2043, label %2051, label %2044

2044:                                             ; preds = %2040
  %2045 = fsub fast double %1938, %1941
  %2046 = call fast double @llvm.fabs.f64(double %2045)
  %2047 = fmul fast double %1943, 0x3EB0C6F7A0B5ED8D
  %2048 = fcmp fast ole double %2046, %2047
  %2049 = select i1 %2048, ptr @.str.39, ptr @.str.40
  %2050 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1938, double noundef nofpclass(nan inf) %1941, ptr noundef nonnull %2049)
  br i1 %2048, label %2056, label %2053

2051:                                             ; preds = %2040, %1936
  %2052 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %1938, double noundef nofpclass(nan inf) %1941, ptr noundef nonnull @.str.40)
  br label %2053

2053:                                             ; preds = %2051, %2044
  %2054 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2055 = add nsw i32 %2054, 1
  store i32 %2055, ptr @n_fail, align 4, !tbaa !9
  br label %2056

2056:                                             ; preds = %2053, %2044
  %2057 = load double, ptr %1701, align 8, !tbaa !5
  %2058 = fmul fast double %2022, 2.500000e-01
  %2059 = fmul fast double %2027, 7.500000e-01
  %2060 = fsub fast double %2058, %2059
  %2061 = call fast double @llvm.fabs.f64(double %2060)
  %2062 = call fast double @llvm.maxnum.f64(double %2061, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %2057, ptr %34, align 8, !tbaa !5
  %2063 = load volatile double, ptr %34, align 8, !tbaa !5
  %2064 = call double @llvm.fabs.f64(double %2063)
  %2065 = fcmp ueq double %2064, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2065, label %2077, label %2066

2066:                                             ; preds = %2056
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %2060, ptr %33, align 8, !tbaa !5
  %2067 = load volatile double, ptr %33, align 8, !tbaa !5
  %2068 = call double @llvm.fabs.f64(double %2067)
  %2069 = fcmp ueq double %2068, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2069, label %2077, label %2070

2070:                                             ; preds = %2066
  %2071 = fsub fast double %2057, %2060
  %2072 = call fast double @llvm.fabs.f64(double %2071)
  %2073 = fmul fast double %2062, 0x3EB0C6F7A0B5ED8D
  %2074 = fcmp fast ole double %2072, %2073
  %2075 = select i1 %2074, ptr @.str.39, ptr @.str.40
  %2076 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %2057, double noundef nofpclass(nan inf) %2060, ptr noundef nonnull %2075)
  br i1 %2074, label %2082, label %2079

2077:                                             ; preds = %2066, %2056
  %2078 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef nofpclass(nan inf) %1706, double noundef nofpclass(nan inf) %2057, double noundef nofpclass(nan inf) %2060, ptr noundef nonnull @.str.40)
  br label %2079

2079:                                             ; preds = %2077, %2070
  %2080 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2081 = add nsw i32 %2080, 1
  store i32 %2081, ptr @n_fail, align 4, !tbaa !9
  br label %2082

2082:                                             ; preds = %2079, %2070
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %71) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %70) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %69) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %68) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %67) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %66) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %65) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %64) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63) #15
  %2083 = add nuw nsw i64 %1703, 1
  %2084 = icmp eq i64 %2083, 3
  br i1 %2084, label %2085, label %1702, !llvm.loop !27

2085:                                             ; preds = %2082
  %2086 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2087 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.37, i32 noundef %2086)
  %2088 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2089 = icmp ne i32 %2088, 0
  %2090 = zext i1 %2089 to i32
  ret i32 %2090

2091:                                             ; preds = %1456, %2312
  %2092 = phi i64 [ %2313, %2312 ], [ 0, %1456 ]
  %2093 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %2092
  %2094 = load double, ptr %2093, align 16, !tbaa !5
  %2095 = getelementptr inbounds i8, ptr %2093, i64 8
  %2096 = load double, ptr %2095, align 8, !tbaa !5
  %2097 = tail call fast double @llvm.fabs.f64(double %2094)
  %2098 = fmul fast double %2097, 0x3EB0C6F7A0B5ED8D
  %2099 = tail call fast double @llvm.fabs.f64(double %2096)
  %2100 = fmul fast double %2099, 0x3EB0C6F7A0B5ED8D
  %2101 = fadd fast double %2098, %2094
  %2102 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2101, double noundef nofpclass(nan inf) %2096) #16
  %2103 = fsub fast double %2094, %2098
  %2104 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2103, double noundef nofpclass(nan inf) %2096) #16
  %2105 = fsub fast double %2102, %2104
  %2106 = fmul fast double %2105, %2096
  %2107 = fmul fast double %2097, 2.000000e-06
  %2108 = fdiv fast double %2106, %2107
  %2109 = fadd fast double %2100, %2096
  %2110 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2109) #16
  %2111 = fmul fast double %2110, %2109
  %2112 = fsub fast double %2096, %2100
  %2113 = tail call fast nofpclass(nan inf) double @remainder(double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2112) #16
  %2114 = fmul fast double %2113, %2112
  %2115 = fsub fast double %2111, %2114
  %2116 = fmul fast double %2099, 2.000000e-06
  %2117 = fdiv fast double %2115, %2116
  %2118 = frem fast double %2101, %2096
  %2119 = frem fast double %2103, %2096
  %2120 = fsub fast double %2118, %2119
  %2121 = fmul fast double %2120, %2096
  %2122 = fdiv fast double %2121, %2107
  %2123 = frem fast double %2094, %2109
  %2124 = fmul fast double %2123, %2109
  %2125 = frem fast double %2094, %2112
  %2126 = fmul fast double %2125, %2112
  %2127 = fsub fast double %2124, %2126
  %2128 = fdiv fast double %2127, %2116
  %2129 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2130 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, double noundef nofpclass(nan inf) %2094, i32 noundef %2129, double noundef nofpclass(nan inf) %2096) #15
  %2131 = tail call fast double @llvm.fabs.f64(double %2108)
  %2132 = tail call fast double @llvm.maxnum.f64(double %2131, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %2130, ptr %32, align 8, !tbaa !5
  %2133 = load volatile double, ptr %32, align 8, !tbaa !5
  %2134 = tail call double @llvm.fabs.f64(double %2133)
  %2135 = fcmp ueq double %2134, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %2135, label %2147, label %2136

2136:                                             ; preds = %2091
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %2108, ptr %31, align 8, !tbaa !5
  %2137 = load volatile double, ptr %31, align 8, !tbaa !5
  %2138 = tail call double @llvm.fabs.f64(double %2137)
  %2139 = fcmp ueq double %2138, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %2139, label %2147, label %2140

2140:                                             ; preds = %2136
  %2141 = fsub fast double %2130, %2108
  %2142 = tail call fast double @llvm.fabs.f64(double %2141)
  %2143 = fmul fast double %2132, 0x3EB0C6F7A0B5ED8D
  %2144 = fcmp fast ole double %2142, %2143
  %2145 = select i1 %2144, ptr @.str.39, ptr @.str.40
  %2146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2130, double noundef nofpclass(nan inf) %2108, ptr noundef nonnull %2145)
  br i1 %2144, label %2152, label %2149

2147:                                             ; preds = %2136, %2091
  %2148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2130, double noundef nofpclass(nan inf) %2108, ptr noundef nonnull @.str.40)
  br label %2149

2149:                                             ; preds = %2147, %2140
  %2150 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2151 = add nsw i32 %2150, 1
  store i32 %2151, ptr @n_fail, align 4, !tbaa !9
  br label %2152

2152:                                             ; preds = %2140, %2149
  %2153 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2154 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, i32 noundef %2153, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2096) #15
  %2155 = tail call fast double @llvm.fabs.f64(double %2117)
  %2156 = tail call fast double @llvm.maxnum.f64(double %2155, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %2154, ptr %30, align 8, !tbaa !5
  %2157 = load volatile double, ptr %30, align 8, !tbaa !5
  %2158 = tail call double @llvm.fabs.f64(double %2157)
  %2159 = fcmp ueq double %2158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2159, label %2171, label %2160

2160:                                             ; preds = %2152
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2117, ptr %29, align 8, !tbaa !5
  %2161 = load volatile double, ptr %29, align 8, !tbaa !5
  %2162 = tail call double @llvm.fabs.f64(double %2161)
  %2163 = fcmp ueq double %2162, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2163, label %2171, label %2164

2164:                                             ; preds = %2160
  %2165 = fsub fast double %2154, %2117
  %2166 = tail call fast double @llvm.fabs.f64(double %2165)
  %2167 = fmul fast double %2156, 0x3EB0C6F7A0B5ED8D
  %2168 = fcmp fast ole double %2166, %2167
  %2169 = select i1 %2168, ptr @.str.39, ptr @.str.40
  %2170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2154, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull %2169)
  br i1 %2168, label %2176, label %2173

2171:                                             ; preds = %2160, %2152
  %2172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2154, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull @.str.40)
  br label %2173

2173:                                             ; preds = %2171, %2164
  %2174 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2175 = add nsw i32 %2174, 1
  store i32 %2175, ptr @n_fail, align 4, !tbaa !9
  br label %2176

2176:                                             ; preds = %2164, %2173
  %2177 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2178 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %2177, double noundef nofpclass(nan inf) %2096) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2178, ptr %28, align 8, !tbaa !5
  %2179 = load volatile double, ptr %28, align 8, !tbaa !5
  %2180 = tail call double @llvm.fabs.f64(double %2179)
  %2181 = fcmp ueq double %2180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2181, label %2193, label %2182

2182:                                             ; preds = %2176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2108, ptr %27, align 8, !tbaa !5
  %2183 = load volatile double, ptr %27, align 8, !tbaa !5
  %2184 = tail call double @llvm.fabs.f64(double %2183)
  %2185 = fcmp ueq double %2184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2185, label %2193, label %2186

2186:                                             ; preds = %2182
  %2187 = fsub fast double %2178, %2108
  %2188 = tail call fast double @llvm.fabs.f64(double %2187)
  %2189 = fmul fast double %2132, 0x3EB0C6F7A0B5ED8D
  %2190 = fcmp fast ole double %2188, %2189
  %2191 = select i1 %2190, ptr @.str.39, ptr @.str.40
  %2192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2178, double noundef nofpclass(nan inf) %2108, ptr noundef nonnull %2191)
  br i1 %2190, label %2198, label %2195

2193:                                             ; preds = %2182, %2176
  %2194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2178, double noundef nofpclass(nan inf) %2108, ptr noundef nonnull @.str.40)
  br label %2195

2195:                                             ; preds = %2193, %2186
  %2196 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2197 = add nsw i32 %2196, 1
  store i32 %2197, ptr @n_fail, align 4, !tbaa !9
  br label %2198

2198:                                             ; preds = %2186, %2195
  %2199 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2200 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, i32 noundef %2199, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2200, ptr %26, align 8, !tbaa !5
  %2201 = load volatile double, ptr %26, align 8, !tbaa !5
  %2202 = tail call double @llvm.fabs.f64(double %2201)
  %2203 = fcmp ueq double %2202, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2203, label %2215, label %2204

2204:                                             ; preds = %2198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2117, ptr %25, align 8, !tbaa !5
  %2205 = load volatile double, ptr %25, align 8, !tbaa !5
  %2206 = tail call double @llvm.fabs.f64(double %2205)
  %2207 = fcmp ueq double %2206, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2207, label %2215, label %2208

2208:                                             ; preds = %2204
  %2209 = fsub fast double %2200, %2117
  %2210 = tail call fast double @llvm.fabs.f64(double %2209)
  %2211 = fmul fast double %2156, 0x3EB0C6F7A0B5ED8D
  %2212 = fcmp fast ole double %2210, %2211
  %2213 = select i1 %2212, ptr @.str.39, ptr @.str.40
  %2214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2200, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull %2213)
  br i1 %2212, label %2220, label %2217

2215:                                             ; preds = %2204, %2198
  %2216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2200, double noundef nofpclass(nan inf) %2117, ptr noundef nonnull @.str.40)
  br label %2217

2217:                                             ; preds = %2215, %2208
  %2218 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2219 = add nsw i32 %2218, 1
  store i32 %2219, ptr @n_fail, align 4, !tbaa !9
  br label %2220

2220:                                             ; preds = %2208, %2217
  %2221 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2222 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, double noundef nofpclass(nan inf) %2094, i32 noundef %2221, double noundef nofpclass(nan inf) %2096) #15
  %2223 = tail call fast double @llvm.fabs.f64(double %2122)
  %2224 = tail call fast double @llvm.maxnum.f64(double %2223, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2222, ptr %24, align 8, !tbaa !5
  %2225 = load volatile double, ptr %24, align 8, !tbaa !5
  %2226 = tail call double @llvm.fabs.f64(double %2225)
  %2227 = fcmp ueq double %2226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2227, label %2239, label %2228

2228:                                             ; preds = %2220
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2122, ptr %23, align 8, !tbaa !5
  %2229 = load volatile double, ptr %23, align 8, !tbaa !5
  %2230 = tail call double @llvm.fabs.f64(double %2229)
  %2231 = fcmp ueq double %2230, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2231, label %2239, label %2232

2232:                                             ; preds = %2228
  %2233 = fsub fast double %2222, %2122
  %2234 = tail call fast double @llvm.fabs.f64(double %2233)
  %2235 = fmul fast double %2224, 0x3EB0C6F7A0B5ED8D
  %2236 = fcmp fast ole double %2234, %2235
  %2237 = select i1 %2236, ptr @.str.39, ptr @.str.40
  %2238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2222, double noundef nofpclass(nan inf) %2122, ptr noundef nonnull %2237)
  br i1 %2236, label %2244, label %2241

2239:                                             ; preds = %2228, %2220
  %2240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2222, double noundef nofpclass(nan inf) %2122, ptr noundef nonnull @.str.40)
  br label %2241

2241:                                             ; preds = %2239, %2232
  %2242 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2243 = add nsw i32 %2242, 1
  store i32 %2243, ptr @n_fail, align 4, !tbaa !9
  br label %2244

2244:                                             ; preds = %2232, %2241
  %2245 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2246 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, i32 noundef %2245, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2096) #15
  %2247 = tail call fast double @llvm.fabs.f64(double %2128)
  %2248 = tail call fast double @llvm.maxnum.f64(double %2247, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2246, ptr %22, align 8, !tbaa !5
  %2249 = load volatile double, ptr %22, align 8, !tbaa !5
  %2250 = tail call double @llvm.fabs.f64(double %2249)
  %2251 = fcmp ueq double %2250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2251, label %2263, label %2252

2252:                                             ; preds = %2244
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2128, ptr %21, align 8, !tbaa !5
  %2253 = load volatile double, ptr %21, align 8, !tbaa !5
  %2254 = tail call double @llvm.fabs.f64(double %2253)
  %2255 = fcmp ueq double %2254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2255, label %2263, label %2256

2256:                                             ; preds = %2252
  %2257 = fsub fast double %2246, %2128
  %2258 = tail call fast double @llvm.fabs.f64(double %2257)
  %2259 = fmul fast double %2248, 0x3EB0C6F7A0B5ED8D
  %2260 = fcmp fast ole double %2258, %2259
  %2261 = select i1 %2260, ptr @.str.39, ptr @.str.40
  %2262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2246, double noundef nofpclass(nan inf) %2128, ptr noundef nonnull %2261)
  br i1 %2260, label %2268, label %2265

2263:                                             ; preds = %2252, %2244
  %2264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2246, double noundef nofpclass(nan inf) %2128, ptr noundef nonnull @.str.40)
  br label %2265

2265:                                             ; preds = %2263, %2256
  %2266 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2267 = add nsw i32 %2266, 1
  store i32 %2267, ptr @n_fail, align 4, !tbaa !9
  br label %2268

2268:                                             ; preds = %2256, %2265
  %2269 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2270 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %2269, double noundef nofpclass(nan inf) %2096) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2270, ptr %20, align 8, !tbaa !5
  %2271 = load volatile double, ptr %20, align 8, !tbaa !5
  %2272 = tail call double @llvm.fabs.f64(double %2271)
  %2273 = fcmp ueq double %2272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2273, label %2285, label %2274

2274:                                             ; preds = %2268
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %2122, ptr %19, align 8, !tbaa !5
  %2275 = load volatile double, ptr %19, align 8, !tbaa !5
  %2276 = tail call double @llvm.fabs.f64(double %2275)
  %2277 = fcmp ueq double %2276, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %2277, label %2285, label %2278

2278:                                             ; preds = %2274
  %2279 = fsub fast double %2270, %2122
  %2280 = tail call fast double @llvm.fabs.f64(double %2279)
  %2281 = fmul fast double %2224, 0x3EB0C6F7A0B5ED8D
  %2282 = fcmp fast ole double %2280, %2281
  %2283 = select i1 %2282, ptr @.str.39, ptr @.str.40
  %2284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2270, double noundef nofpclass(nan inf) %2122, ptr noundef nonnull %2283)
  br i1 %2282, label %2290, label %2287

2285:                                             ; preds = %2274, %2268
  %2286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2270, double noundef nofpclass(nan inf) %2122, ptr noundef nonnull @.str.40)
  br label %2287

2287:                                             ; preds = %2285, %2278
  %2288 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2289 = add nsw i32 %2288, 1
  store i32 %2289, ptr @n_fail, align 4, !tbaa !9
  br label %2290

2290:                                             ; preds = %2278, %2287
  %2291 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2292 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, i32 noundef %2291, double noundef nofpclass(nan inf) %2094, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) 1.000000e+00) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2292, ptr %18, align 8, !tbaa !5
  %2293 = load volatile double, ptr %18, align 8, !tbaa !5
  %2294 = tail call double @llvm.fabs.f64(double %2293)
  %2295 = fcmp ueq double %2294, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2295, label %2307, label %2296

2296:                                             ; preds = %2290
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2128, ptr %17, align 8, !tbaa !5
  %2297 = load volatile double, ptr %17, align 8, !tbaa !5
  %2298 = tail call double @llvm.fabs.f64(double %2297)
  %2299 = fcmp ueq double %2298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2299, label %2307, label %2300

2300:                                             ; preds = %2296
  %2301 = fsub fast double %2292, %2128
  %2302 = tail call fast double @llvm.fabs.f64(double %2301)
  %2303 = fmul fast double %2248, 0x3EB0C6F7A0B5ED8D
  %2304 = fcmp fast ole double %2302, %2303
  %2305 = select i1 %2304, ptr @.str.39, ptr @.str.40
  %2306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2292, double noundef nofpclass(nan inf) %2128, ptr noundef nonnull %2305)
  br i1 %2304, label %2312, label %2309

2307:                                             ; preds = %2296, %2290
  %2308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef nofpclass(nan inf) %2096, double noundef nofpclass(nan inf) %2292, double noundef nofpclass(nan inf) %2128, ptr noundef nonnull @.str.40)
  br label %2309

2309:                                             ; preds = %2307, %2300
  %2310 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2311 = add nsw i32 %2310, 1
  store i32 %2311, ptr @n_fail, align 4, !tbaa !9
  br label %2312

2312:                                             ; preds = %2300, %2309
  %2313 = add nuw nsw i64 %2092, 1
  %2314 = icmp eq i64 %2313, 4
  br i1 %2314, label %1459, label %2091, !llvm.loop !28
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
  %7 = tail call fast nofpclass(nan inf) float @ldexpf(float noundef nofpclass(nan inf) %0, i32 noundef -40) #16
  %8 = fmul fast float %7, 0x426D1A94A0000000
  %9 = fadd fast float %6, %8
  ret float %9
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
  %7 = fadd fast float %5, %4
  %8 = fadd fast float %7, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  ret float %8
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
  %3 = fmul fast float %2, %0
  ret float %3
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
