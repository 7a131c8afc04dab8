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

140:                                              ; preds = %0, %567
  %141 = phi i64 [ 0, %0 ], [ %568, %567 ]
  %142 = getelementptr inbounds [5 x double], ptr @main.pts, i64 0, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexp, double noundef %143) #18
  %145 = tail call double @llvm.fabs.f64(double %143)
  %146 = fcmp one double %145, 1.000000e-03
  %147 = select i1 %146, double %145, double 1.000000e-03
  %148 = fmul double %147, 0x3EB0C6F7A0B5ED8D
  %149 = fadd double %143, %148
  %150 = fsub double %143, %148
  %151 = fmul double %149, %149
  %152 = tail call double @ldexp(double noundef %151, i32 noundef 3) #18
  %153 = tail call double @sin(double noundef %149) #18
  %154 = tail call double @scalbn(double noundef %153, i32 noundef -2) #18
  %155 = tail call double @ldexp(double noundef %149, i32 noundef -40) #18
  %156 = fmul double %150, %150
  %157 = tail call double @ldexp(double noundef %156, i32 noundef 3) #18
  %158 = tail call double @sin(double noundef %150) #18
  %159 = tail call double @scalbn(double noundef %158, i32 noundef -2) #18
  %160 = tail call double @ldexp(double noundef %150, i32 noundef -40) #18
  %161 = insertelement <2 x double> poison, double %152, i64 0
  %162 = insertelement <2 x double> %161, double %157, i64 1
  %163 = insertelement <2 x double> poison, double %154, i64 0
  %164 = insertelement <2 x double> %163, double %159, i64 1
  %165 = fadd <2 x double> %162, %164
  %166 = insertelement <2 x double> poison, double %155, i64 0
  %167 = insertelement <2 x double> %166, double %160, i64 1
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %165)
  %169 = shufflevector <2 x double> %168, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %170 = fsub <2 x double> %168, %169
  %171 = extractelement <2 x double> %170, i64 0
  %172 = fsub double %149, %150
  %173 = fdiv double %171, %172
  %174 = tail call double @llvm.fabs.f64(double %173)
  %175 = fcmp ogt double %174, 1.000000e+00
  %176 = select i1 %175, double %174, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %139)
  store volatile double %144, ptr %139, align 8, !tbaa !5
  %177 = load volatile double, ptr %139, align 8, !tbaa !5
  %178 = tail call double @llvm.fabs.f64(double %177)
  %179 = fcmp ueq double %178, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %139)
  br i1 %179, label %191, label %180

180:                                              ; preds = %140
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %138)
  store volatile double %173, ptr %138, align 8, !tbaa !5
  %181 = load volatile double, ptr %138, align 8, !tbaa !5
  %182 = tail call double @llvm.fabs.f64(double %181)
  %183 = fcmp ueq double %182, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %138)
  br i1 %183, label %191, label %184

184:                                              ; preds = %180
  %185 = fsub double %144, %173
  %186 = tail call double @llvm.fabs.f64(double %185)
  %187 = fmul double %176, 0x3EB0C6F7A0B5ED8D
  %188 = fcmp ole double %186, %187
  %189 = select i1 %188, ptr @.str.39, ptr @.str.40
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str, double noundef %143, double noundef %144, double noundef %173, ptr noundef nonnull %189)
  br i1 %188, label %196, label %193

191:                                              ; preds = %180, %140
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str, double noundef %143, double noundef %144, double noundef %173, ptr noundef nonnull @.str.40)
  br label %193

193:                                              ; preds = %191, %184
  %194 = load i32, ptr @n_fail, align 4, !tbaa !9
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr @n_fail, align 4, !tbaa !9
  br label %196

196:                                              ; preds = %184, %193
  %197 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexp, double noundef %143, double noundef 1.000000e+00) #18
  %198 = tail call double @ldexp(double noundef %151, i32 noundef 3) #18
  %199 = tail call double @sin(double noundef %149) #18
  %200 = tail call double @scalbn(double noundef %199, i32 noundef -2) #18
  %201 = tail call double @ldexp(double noundef %149, i32 noundef -40) #18
  %202 = tail call double @ldexp(double noundef %156, i32 noundef 3) #18
  %203 = tail call double @sin(double noundef %150) #18
  %204 = tail call double @scalbn(double noundef %203, i32 noundef -2) #18
  %205 = tail call double @ldexp(double noundef %150, i32 noundef -40) #18
  %206 = insertelement <2 x double> poison, double %198, i64 0
  %207 = insertelement <2 x double> %206, double %202, i64 1
  %208 = insertelement <2 x double> poison, double %200, i64 0
  %209 = insertelement <2 x double> %208, double %204, i64 1
  %210 = fadd <2 x double> %207, %209
  %211 = insertelement <2 x double> poison, double %201, i64 0
  %212 = insertelement <2 x double> %211, double %205, i64 1
  %213 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %210)
  %214 = shufflevector <2 x double> %213, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %215 = fsub <2 x double> %213, %214
  %216 = extractelement <2 x double> %215, i64 0
  %217 = fdiv double %216, %172
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = fcmp ogt double %218, 1.000000e+00
  %220 = select i1 %219, double %218, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %137)
  store volatile double %197, ptr %137, align 8, !tbaa !5
  %221 = load volatile double, ptr %137, align 8, !tbaa !5
  %222 = tail call double @llvm.fabs.f64(double %221)
  %223 = fcmp ueq double %222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %137)
  br i1 %223, label %235, label %224

224:                                              ; preds = %196
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %136)
  store volatile double %217, ptr %136, align 8, !tbaa !5
  %225 = load volatile double, ptr %136, align 8, !tbaa !5
  %226 = tail call double @llvm.fabs.f64(double %225)
  %227 = fcmp ueq double %226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %136)
  br i1 %227, label %235, label %228

228:                                              ; preds = %224
  %229 = fsub double %197, %217
  %230 = tail call double @llvm.fabs.f64(double %229)
  %231 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp ole double %230, %231
  %233 = select i1 %232, ptr @.str.39, ptr @.str.40
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.1, double noundef %143, double noundef %197, double noundef %217, ptr noundef nonnull %233)
  br i1 %232, label %240, label %237

235:                                              ; preds = %224, %196
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.1, double noundef %143, double noundef %197, double noundef %217, ptr noundef nonnull @.str.40)
  br label %237

237:                                              ; preds = %235, %228
  %238 = load i32, ptr @n_fail, align 4, !tbaa !9
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr @n_fail, align 4, !tbaa !9
  br label %240

240:                                              ; preds = %228, %237
  %241 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf, double noundef %143) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #18
  %242 = call double @modf(double noundef %149, ptr noundef nonnull %15) #18
  %243 = load double, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #18
  %244 = call double @modf(double noundef %150, ptr noundef nonnull %16) #18
  %245 = load double, ptr %16, align 8, !tbaa !5
  %246 = insertelement <2 x double> poison, double %149, i64 0
  %247 = insertelement <2 x double> %246, double %150, i64 1
  %248 = insertelement <2 x double> poison, double %243, i64 0
  %249 = insertelement <2 x double> %248, double %245, i64 1
  %250 = fmul <2 x double> %247, %249
  %251 = insertelement <2 x double> poison, double %242, i64 0
  %252 = insertelement <2 x double> %251, double %244, i64 1
  %253 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %252, <2 x double> %252, <2 x double> %250)
  %254 = fadd <2 x double> %249, %253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #18
  %255 = shufflevector <2 x double> %254, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %256 = fsub <2 x double> %254, %255
  %257 = extractelement <2 x double> %256, i64 0
  %258 = fdiv double %257, %172
  %259 = tail call double @llvm.fabs.f64(double %258)
  %260 = fcmp ogt double %259, 1.000000e+00
  %261 = select i1 %260, double %259, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %135)
  store volatile double %241, ptr %135, align 8, !tbaa !5
  %262 = load volatile double, ptr %135, align 8, !tbaa !5
  %263 = tail call double @llvm.fabs.f64(double %262)
  %264 = fcmp ueq double %263, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %135)
  br i1 %264, label %276, label %265

265:                                              ; preds = %240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %134)
  store volatile double %258, ptr %134, align 8, !tbaa !5
  %266 = load volatile double, ptr %134, align 8, !tbaa !5
  %267 = tail call double @llvm.fabs.f64(double %266)
  %268 = fcmp ueq double %267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %134)
  br i1 %268, label %276, label %269

269:                                              ; preds = %265
  %270 = fsub double %241, %258
  %271 = tail call double @llvm.fabs.f64(double %270)
  %272 = fmul double %261, 0x3EB0C6F7A0B5ED8D
  %273 = fcmp ole double %271, %272
  %274 = select i1 %273, ptr @.str.39, ptr @.str.40
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.2, double noundef %143, double noundef %241, double noundef %258, ptr noundef nonnull %274)
  br i1 %273, label %281, label %278

276:                                              ; preds = %265, %240
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.2, double noundef %143, double noundef %241, double noundef %258, ptr noundef nonnull @.str.40)
  br label %278

278:                                              ; preds = %276, %269
  %279 = load i32, ptr @n_fail, align 4, !tbaa !9
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr @n_fail, align 4, !tbaa !9
  br label %281

281:                                              ; preds = %269, %278
  %282 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf, double noundef %143, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #18
  %283 = call double @modf(double noundef %149, ptr noundef nonnull %13) #18
  %284 = load double, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #18
  %285 = call double @modf(double noundef %150, ptr noundef nonnull %14) #18
  %286 = load double, ptr %14, align 8, !tbaa !5
  %287 = insertelement <2 x double> poison, double %284, i64 0
  %288 = insertelement <2 x double> %287, double %286, i64 1
  %289 = fmul <2 x double> %247, %288
  %290 = insertelement <2 x double> poison, double %283, i64 0
  %291 = insertelement <2 x double> %290, double %285, i64 1
  %292 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %291, <2 x double> %291, <2 x double> %289)
  %293 = fadd <2 x double> %288, %292
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #18
  %294 = shufflevector <2 x double> %293, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %295 = fsub <2 x double> %293, %294
  %296 = extractelement <2 x double> %295, i64 0
  %297 = fdiv double %296, %172
  %298 = tail call double @llvm.fabs.f64(double %297)
  %299 = fcmp ogt double %298, 1.000000e+00
  %300 = select i1 %299, double %298, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %133)
  store volatile double %282, ptr %133, align 8, !tbaa !5
  %301 = load volatile double, ptr %133, align 8, !tbaa !5
  %302 = tail call double @llvm.fabs.f64(double %301)
  %303 = fcmp ueq double %302, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %133)
  br i1 %303, label %315, label %304

304:                                              ; preds = %281
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %132)
  store volatile double %297, ptr %132, align 8, !tbaa !5
  %305 = load volatile double, ptr %132, align 8, !tbaa !5
  %306 = tail call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %132)
  br i1 %307, label %315, label %308

308:                                              ; preds = %304
  %309 = fsub double %282, %297
  %310 = tail call double @llvm.fabs.f64(double %309)
  %311 = fmul double %300, 0x3EB0C6F7A0B5ED8D
  %312 = fcmp ole double %310, %311
  %313 = select i1 %312, ptr @.str.39, ptr @.str.40
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.3, double noundef %143, double noundef %282, double noundef %297, ptr noundef nonnull %313)
  br i1 %312, label %320, label %317

315:                                              ; preds = %304, %281
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.3, double noundef %143, double noundef %282, double noundef %297, ptr noundef nonnull @.str.40)
  br label %317

317:                                              ; preds = %315, %308
  %318 = load i32, ptr @n_fail, align 4, !tbaa !9
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr @n_fail, align 4, !tbaa !9
  br label %320

320:                                              ; preds = %308, %317
  %321 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_next, double noundef %143) #18
  %322 = tail call double @nextafter(double noundef %151, double noundef 3.000000e+00) #18
  %323 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %149) #18
  %324 = tail call double @llvm.fmuladd.f64(double %323, double %149, double %322)
  %325 = tail call double @nextafter(double noundef %156, double noundef 3.000000e+00) #18
  %326 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %150) #18
  %327 = tail call double @llvm.fmuladd.f64(double %326, double %150, double %325)
  %328 = fsub double %324, %327
  %329 = fdiv double %328, %172
  %330 = tail call double @llvm.fabs.f64(double %329)
  %331 = fcmp ogt double %330, 1.000000e+00
  %332 = select i1 %331, double %330, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %131)
  store volatile double %321, ptr %131, align 8, !tbaa !5
  %333 = load volatile double, ptr %131, align 8, !tbaa !5
  %334 = tail call double @llvm.fabs.f64(double %333)
  %335 = fcmp ueq double %334, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %131)
  br i1 %335, label %347, label %336

336:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %130)
  store volatile double %329, ptr %130, align 8, !tbaa !5
  %337 = load volatile double, ptr %130, align 8, !tbaa !5
  %338 = tail call double @llvm.fabs.f64(double %337)
  %339 = fcmp ueq double %338, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %130)
  br i1 %339, label %347, label %340

340:                                              ; preds = %336
  %341 = fsub double %321, %329
  %342 = tail call double @llvm.fabs.f64(double %341)
  %343 = fmul double %332, 0x3EB0C6F7A0B5ED8D
  %344 = fcmp ole double %342, %343
  %345 = select i1 %344, ptr @.str.39, ptr @.str.40
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.4, double noundef %143, double noundef %321, double noundef %329, ptr noundef nonnull %345)
  br i1 %344, label %352, label %349

347:                                              ; preds = %336, %320
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.4, double noundef %143, double noundef %321, double noundef %329, ptr noundef nonnull @.str.40)
  br label %349

349:                                              ; preds = %347, %340
  %350 = load i32, ptr @n_fail, align 4, !tbaa !9
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr @n_fail, align 4, !tbaa !9
  br label %352

352:                                              ; preds = %340, %349
  %353 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_next, double noundef %143, double noundef 1.000000e+00) #18
  %354 = tail call double @nextafter(double noundef %151, double noundef 3.000000e+00) #18
  %355 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %149) #18
  %356 = tail call double @llvm.fmuladd.f64(double %355, double %149, double %354)
  %357 = tail call double @nextafter(double noundef %156, double noundef 3.000000e+00) #18
  %358 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %150) #18
  %359 = tail call double @llvm.fmuladd.f64(double %358, double %150, double %357)
  %360 = fsub double %356, %359
  %361 = fdiv double %360, %172
  %362 = tail call double @llvm.fabs.f64(double %361)
  %363 = fcmp ogt double %362, 1.000000e+00
  %364 = select i1 %363, double %362, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %129)
  store volatile double %353, ptr %129, align 8, !tbaa !5
  %365 = load volatile double, ptr %129, align 8, !tbaa !5
  %366 = tail call double @llvm.fabs.f64(double %365)
  %367 = fcmp ueq double %366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %129)
  br i1 %367, label %379, label %368

368:                                              ; preds = %352
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %128)
  store volatile double %361, ptr %128, align 8, !tbaa !5
  %369 = load volatile double, ptr %128, align 8, !tbaa !5
  %370 = tail call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %128)
  br i1 %371, label %379, label %372

372:                                              ; preds = %368
  %373 = fsub double %353, %361
  %374 = tail call double @llvm.fabs.f64(double %373)
  %375 = fmul double %364, 0x3EB0C6F7A0B5ED8D
  %376 = fcmp ole double %374, %375
  %377 = select i1 %376, ptr @.str.39, ptr @.str.40
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.5, double noundef %143, double noundef %353, double noundef %361, ptr noundef nonnull %377)
  br i1 %376, label %384, label %381

379:                                              ; preds = %368, %352
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.5, double noundef %143, double noundef %353, double noundef %361, ptr noundef nonnull @.str.40)
  br label %381

381:                                              ; preds = %379, %372
  %382 = load i32, ptr @n_fail, align 4, !tbaa !9
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr @n_fail, align 4, !tbaa !9
  br label %384

384:                                              ; preds = %372, %381
  %385 = fptrunc double %143 to float
  %386 = fpext float %385 to double
  %387 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_ldexp, double noundef %386) #18
  %388 = fpext float %387 to double
  %389 = tail call double @llvm.fabs.f64(double %386)
  %390 = fcmp one double %389, 1.000000e-03
  %391 = select i1 %390, double %389, double 1.000000e-03
  %392 = fmul double %391, 0x3EB0C6F7A0B5ED8D
  %393 = fadd double %392, %386
  %394 = fsub double %386, %392
  %395 = fmul double %393, %393
  %396 = tail call double @ldexp(double noundef %395, i32 noundef 3) #18
  %397 = tail call double @sin(double noundef %393) #18
  %398 = tail call double @scalbn(double noundef %397, i32 noundef -2) #18
  %399 = tail call double @ldexp(double noundef %393, i32 noundef -40) #18
  %400 = fmul double %394, %394
  %401 = tail call double @ldexp(double noundef %400, i32 noundef 3) #18
  %402 = tail call double @sin(double noundef %394) #18
  %403 = tail call double @scalbn(double noundef %402, i32 noundef -2) #18
  %404 = tail call double @ldexp(double noundef %394, i32 noundef -40) #18
  %405 = insertelement <2 x double> poison, double %396, i64 0
  %406 = insertelement <2 x double> %405, double %401, i64 1
  %407 = insertelement <2 x double> poison, double %398, i64 0
  %408 = insertelement <2 x double> %407, double %403, i64 1
  %409 = fadd <2 x double> %406, %408
  %410 = insertelement <2 x double> poison, double %399, i64 0
  %411 = insertelement <2 x double> %410, double %404, i64 1
  %412 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %411, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %409)
  %413 = shufflevector <2 x double> %412, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %414 = fsub <2 x double> %412, %413
  %415 = extractelement <2 x double> %414, i64 0
  %416 = fsub double %393, %394
  %417 = fdiv double %415, %416
  %418 = tail call double @llvm.fabs.f64(double %417)
  %419 = fcmp ogt double %418, 1.000000e+00
  %420 = select i1 %419, double %418, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  store volatile double %388, ptr %127, align 8, !tbaa !5
  %421 = load volatile double, ptr %127, align 8, !tbaa !5
  %422 = tail call double @llvm.fabs.f64(double %421)
  %423 = fcmp ueq double %422, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  br i1 %423, label %435, label %424

424:                                              ; preds = %384
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126)
  store volatile double %417, ptr %126, align 8, !tbaa !5
  %425 = load volatile double, ptr %126, align 8, !tbaa !5
  %426 = tail call double @llvm.fabs.f64(double %425)
  %427 = fcmp ueq double %426, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126)
  br i1 %427, label %435, label %428

428:                                              ; preds = %424
  %429 = fsub double %388, %417
  %430 = tail call double @llvm.fabs.f64(double %429)
  %431 = fmul double %420, 1.000000e-04
  %432 = fcmp ole double %430, %431
  %433 = select i1 %432, ptr @.str.39, ptr @.str.40
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %386, double noundef %388, double noundef %417, ptr noundef nonnull %433)
  br i1 %432, label %440, label %437

435:                                              ; preds = %424, %384
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %386, double noundef %388, double noundef %417, ptr noundef nonnull @.str.40)
  br label %437

437:                                              ; preds = %435, %428
  %438 = load i32, ptr @n_fail, align 4, !tbaa !9
  %439 = add nsw i32 %438, 1
  store i32 %439, ptr @n_fail, align 4, !tbaa !9
  br label %440

440:                                              ; preds = %428, %437
  %441 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_ldexp, double noundef %386, double noundef 1.000000e+00) #18
  %442 = fpext float %441 to double
  %443 = tail call double @ldexp(double noundef %395, i32 noundef 3) #18
  %444 = tail call double @sin(double noundef %393) #18
  %445 = tail call double @scalbn(double noundef %444, i32 noundef -2) #18
  %446 = tail call double @ldexp(double noundef %393, i32 noundef -40) #18
  %447 = tail call double @ldexp(double noundef %400, i32 noundef 3) #18
  %448 = tail call double @sin(double noundef %394) #18
  %449 = tail call double @scalbn(double noundef %448, i32 noundef -2) #18
  %450 = tail call double @ldexp(double noundef %394, i32 noundef -40) #18
  %451 = insertelement <2 x double> poison, double %443, i64 0
  %452 = insertelement <2 x double> %451, double %447, i64 1
  %453 = insertelement <2 x double> poison, double %445, i64 0
  %454 = insertelement <2 x double> %453, double %449, i64 1
  %455 = fadd <2 x double> %452, %454
  %456 = insertelement <2 x double> poison, double %446, i64 0
  %457 = insertelement <2 x double> %456, double %450, i64 1
  %458 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %457, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %455)
  %459 = shufflevector <2 x double> %458, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %460 = fsub <2 x double> %458, %459
  %461 = extractelement <2 x double> %460, i64 0
  %462 = fdiv double %461, %416
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = fcmp ogt double %463, 1.000000e+00
  %465 = select i1 %464, double %463, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  store volatile double %442, ptr %125, align 8, !tbaa !5
  %466 = load volatile double, ptr %125, align 8, !tbaa !5
  %467 = tail call double @llvm.fabs.f64(double %466)
  %468 = fcmp ueq double %467, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  br i1 %468, label %480, label %469

469:                                              ; preds = %440
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  store volatile double %462, ptr %124, align 8, !tbaa !5
  %470 = load volatile double, ptr %124, align 8, !tbaa !5
  %471 = tail call double @llvm.fabs.f64(double %470)
  %472 = fcmp ueq double %471, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  br i1 %472, label %480, label %473

473:                                              ; preds = %469
  %474 = fsub double %442, %462
  %475 = tail call double @llvm.fabs.f64(double %474)
  %476 = fmul double %465, 1.000000e-04
  %477 = fcmp ole double %475, %476
  %478 = select i1 %477, ptr @.str.39, ptr @.str.40
  %479 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %386, double noundef %442, double noundef %462, ptr noundef nonnull %478)
  br i1 %477, label %485, label %482

480:                                              ; preds = %469, %440
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %386, double noundef %442, double noundef %462, ptr noundef nonnull @.str.40)
  br label %482

482:                                              ; preds = %480, %473
  %483 = load i32, ptr @n_fail, align 4, !tbaa !9
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr @n_fail, align 4, !tbaa !9
  br label %485

485:                                              ; preds = %473, %482
  %486 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_modf, double noundef %386) #18
  %487 = fpext float %486 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #18
  %488 = call double @modf(double noundef %393, ptr noundef nonnull %11) #18
  %489 = load double, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #18
  %490 = call double @modf(double noundef %394, ptr noundef nonnull %12) #18
  %491 = load double, ptr %12, align 8, !tbaa !5
  %492 = insertelement <2 x double> poison, double %393, i64 0
  %493 = insertelement <2 x double> %492, double %394, i64 1
  %494 = insertelement <2 x double> poison, double %489, i64 0
  %495 = insertelement <2 x double> %494, double %491, i64 1
  %496 = fmul <2 x double> %493, %495
  %497 = insertelement <2 x double> poison, double %488, i64 0
  %498 = insertelement <2 x double> %497, double %490, i64 1
  %499 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %498, <2 x double> %498, <2 x double> %496)
  %500 = fadd <2 x double> %495, %499
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #18
  %501 = shufflevector <2 x double> %500, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %502 = fsub <2 x double> %500, %501
  %503 = extractelement <2 x double> %502, i64 0
  %504 = fdiv double %503, %416
  %505 = tail call double @llvm.fabs.f64(double %504)
  %506 = fcmp ogt double %505, 1.000000e+00
  %507 = select i1 %506, double %505, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123)
  store volatile double %487, ptr %123, align 8, !tbaa !5
  %508 = load volatile double, ptr %123, align 8, !tbaa !5
  %509 = tail call double @llvm.fabs.f64(double %508)
  %510 = fcmp ueq double %509, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123)
  br i1 %510, label %522, label %511

511:                                              ; preds = %485
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122)
  store volatile double %504, ptr %122, align 8, !tbaa !5
  %512 = load volatile double, ptr %122, align 8, !tbaa !5
  %513 = tail call double @llvm.fabs.f64(double %512)
  %514 = fcmp ueq double %513, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122)
  br i1 %514, label %522, label %515

515:                                              ; preds = %511
  %516 = fsub double %487, %504
  %517 = tail call double @llvm.fabs.f64(double %516)
  %518 = fmul double %507, 1.000000e-04
  %519 = fcmp ole double %517, %518
  %520 = select i1 %519, ptr @.str.39, ptr @.str.40
  %521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %386, double noundef %487, double noundef %504, ptr noundef nonnull %520)
  br i1 %519, label %527, label %524

522:                                              ; preds = %511, %485
  %523 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %386, double noundef %487, double noundef %504, ptr noundef nonnull @.str.40)
  br label %524

524:                                              ; preds = %522, %515
  %525 = load i32, ptr @n_fail, align 4, !tbaa !9
  %526 = add nsw i32 %525, 1
  store i32 %526, ptr @n_fail, align 4, !tbaa !9
  br label %527

527:                                              ; preds = %515, %524
  %528 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_modf, double noundef %386, double noundef 1.000000e+00) #18
  %529 = fpext float %528 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #18
  %530 = call double @modf(double noundef %393, ptr noundef nonnull %9) #18
  %531 = load double, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #18
  %532 = call double @modf(double noundef %394, ptr noundef nonnull %10) #18
  %533 = load double, ptr %10, align 8, !tbaa !5
  %534 = insertelement <2 x double> poison, double %531, i64 0
  %535 = insertelement <2 x double> %534, double %533, i64 1
  %536 = fmul <2 x double> %493, %535
  %537 = insertelement <2 x double> poison, double %530, i64 0
  %538 = insertelement <2 x double> %537, double %532, i64 1
  %539 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %538, <2 x double> %538, <2 x double> %536)
  %540 = fadd <2 x double> %535, %539
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #18
  %541 = shufflevector <2 x double> %540, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %542 = fsub <2 x double> %540, %541
  %543 = extractelement <2 x double> %542, i64 0
  %544 = fdiv double %543, %416
  %545 = tail call double @llvm.fabs.f64(double %544)
  %546 = fcmp ogt double %545, 1.000000e+00
  %547 = select i1 %546, double %545, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  store volatile double %529, ptr %121, align 8, !tbaa !5
  %548 = load volatile double, ptr %121, align 8, !tbaa !5
  %549 = tail call double @llvm.fabs.f64(double %548)
  %550 = fcmp ueq double %549, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  br i1 %550, label %562, label %551

551:                                              ; preds = %527
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  store volatile double %544, ptr %120, align 8, !tbaa !5
  %552 = load volatile double, ptr %120, align 8, !tbaa !5
  %553 = tail call double @llvm.fabs.f64(double %552)
  %554 = fcmp ueq double %553, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  br i1 %554, label %562, label %555

555:                                              ; preds = %551
  %556 = fsub double %529, %544
  %557 = tail call double @llvm.fabs.f64(double %556)
  %558 = fmul double %547, 1.000000e-04
  %559 = fcmp ole double %557, %558
  %560 = select i1 %559, ptr @.str.39, ptr @.str.40
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %386, double noundef %529, double noundef %544, ptr noundef nonnull %560)
  br i1 %559, label %567, label %564

562:                                              ; preds = %551, %527
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %386, double noundef %529, double noundef %544, ptr noundef nonnull @.str.40)
  br label %564

564:                                              ; preds = %562, %555
  %565 = load i32, ptr @n_fail, align 4, !tbaa !9
  %566 = add nsw i32 %565, 1
  store i32 %566, ptr @n_fail, align 4, !tbaa !9
  br label %567

567:                                              ; preds = %555, %564
  %568 = add nuw nsw i64 %141, 1
  %569 = icmp eq i64 %568, 5
  br i1 %569, label %570, label %140, !llvm.loop !11

570:                                              ; preds = %567
  %571 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -3) #18
  %572 = fmul double %571, 3.400000e+00
  %573 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef -3) #18
  %574 = tail call double @llvm.fabs.f64(double %572)
  %575 = fcmp ogt double %574, 1.000000e+00
  %576 = select i1 %575, double %574, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %573, ptr %119, align 8, !tbaa !5
  %577 = load volatile double, ptr %119, align 8, !tbaa !5
  %578 = tail call double @llvm.fabs.f64(double %577)
  %579 = fcmp ueq double %578, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %579, label %591, label %580

580:                                              ; preds = %570
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %572, ptr %118, align 8, !tbaa !5
  %581 = load volatile double, ptr %118, align 8, !tbaa !5
  %582 = tail call double @llvm.fabs.f64(double %581)
  %583 = fcmp ueq double %582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %583, label %591, label %584

584:                                              ; preds = %580
  %585 = fsub double %573, %572
  %586 = tail call double @llvm.fabs.f64(double %585)
  %587 = fmul double %576, 0x3D06849B86A12B9B
  %588 = fcmp ole double %586, %587
  %589 = select i1 %588, ptr @.str.39, ptr @.str.40
  %590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %573, double noundef %572, ptr noundef nonnull %589)
  br i1 %588, label %596, label %593

591:                                              ; preds = %580, %570
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %573, double noundef %572, ptr noundef nonnull @.str.40)
  br label %593

593:                                              ; preds = %591, %584
  %594 = load i32, ptr @n_fail, align 4, !tbaa !9
  %595 = add nsw i32 %594, 1
  store i32 %595, ptr @n_fail, align 4, !tbaa !9
  br label %596

596:                                              ; preds = %584, %593
  %597 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef -3) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %597, ptr %117, align 8, !tbaa !5
  %598 = load volatile double, ptr %117, align 8, !tbaa !5
  %599 = tail call double @llvm.fabs.f64(double %598)
  %600 = fcmp ueq double %599, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %600, label %612, label %601

601:                                              ; preds = %596
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %572, ptr %116, align 8, !tbaa !5
  %602 = load volatile double, ptr %116, align 8, !tbaa !5
  %603 = tail call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %604, label %612, label %605

605:                                              ; preds = %601
  %606 = fsub double %597, %572
  %607 = tail call double @llvm.fabs.f64(double %606)
  %608 = fmul double %576, 0x3D06849B86A12B9B
  %609 = fcmp ole double %607, %608
  %610 = select i1 %609, ptr @.str.39, ptr @.str.40
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %597, double noundef %572, ptr noundef nonnull %610)
  br i1 %609, label %617, label %614

612:                                              ; preds = %601, %596
  %613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %597, double noundef %572, ptr noundef nonnull @.str.40)
  br label %614

614:                                              ; preds = %612, %605
  %615 = load i32, ptr @n_fail, align 4, !tbaa !9
  %616 = add nsw i32 %615, 1
  store i32 %616, ptr @n_fail, align 4, !tbaa !9
  br label %617

617:                                              ; preds = %605, %614
  %618 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef 1) #18
  %619 = fmul double %618, 3.400000e+00
  %620 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef 1) #18
  %621 = tail call double @llvm.fabs.f64(double %619)
  %622 = fcmp ogt double %621, 1.000000e+00
  %623 = select i1 %622, double %621, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %620, ptr %119, align 8, !tbaa !5
  %624 = load volatile double, ptr %119, align 8, !tbaa !5
  %625 = tail call double @llvm.fabs.f64(double %624)
  %626 = fcmp ueq double %625, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %626, label %638, label %627

627:                                              ; preds = %617
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %619, ptr %118, align 8, !tbaa !5
  %628 = load volatile double, ptr %118, align 8, !tbaa !5
  %629 = tail call double @llvm.fabs.f64(double %628)
  %630 = fcmp ueq double %629, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %630, label %638, label %631

631:                                              ; preds = %627
  %632 = fsub double %620, %619
  %633 = tail call double @llvm.fabs.f64(double %632)
  %634 = fmul double %623, 0x3D06849B86A12B9B
  %635 = fcmp ole double %633, %634
  %636 = select i1 %635, ptr @.str.39, ptr @.str.40
  %637 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %620, double noundef %619, ptr noundef nonnull %636)
  br i1 %635, label %643, label %640

638:                                              ; preds = %627, %617
  %639 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %620, double noundef %619, ptr noundef nonnull @.str.40)
  br label %640

640:                                              ; preds = %638, %631
  %641 = load i32, ptr @n_fail, align 4, !tbaa !9
  %642 = add nsw i32 %641, 1
  store i32 %642, ptr @n_fail, align 4, !tbaa !9
  br label %643

643:                                              ; preds = %640, %631
  %644 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef 1) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %644, ptr %117, align 8, !tbaa !5
  %645 = load volatile double, ptr %117, align 8, !tbaa !5
  %646 = tail call double @llvm.fabs.f64(double %645)
  %647 = fcmp ueq double %646, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %647, label %659, label %648

648:                                              ; preds = %643
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %619, ptr %116, align 8, !tbaa !5
  %649 = load volatile double, ptr %116, align 8, !tbaa !5
  %650 = tail call double @llvm.fabs.f64(double %649)
  %651 = fcmp ueq double %650, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %651, label %659, label %652

652:                                              ; preds = %648
  %653 = fsub double %644, %619
  %654 = tail call double @llvm.fabs.f64(double %653)
  %655 = fmul double %623, 0x3D06849B86A12B9B
  %656 = fcmp ole double %654, %655
  %657 = select i1 %656, ptr @.str.39, ptr @.str.40
  %658 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %644, double noundef %619, ptr noundef nonnull %657)
  br i1 %656, label %664, label %661

659:                                              ; preds = %648, %643
  %660 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %644, double noundef %619, ptr noundef nonnull @.str.40)
  br label %661

661:                                              ; preds = %659, %652
  %662 = load i32, ptr @n_fail, align 4, !tbaa !9
  %663 = add nsw i32 %662, 1
  store i32 %663, ptr @n_fail, align 4, !tbaa !9
  br label %664

664:                                              ; preds = %661, %652
  %665 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef 5) #18
  %666 = fmul double %665, 3.400000e+00
  %667 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef 5) #18
  %668 = tail call double @llvm.fabs.f64(double %666)
  %669 = fcmp ogt double %668, 1.000000e+00
  %670 = select i1 %669, double %668, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %667, ptr %119, align 8, !tbaa !5
  %671 = load volatile double, ptr %119, align 8, !tbaa !5
  %672 = tail call double @llvm.fabs.f64(double %671)
  %673 = fcmp ueq double %672, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %673, label %685, label %674

674:                                              ; preds = %664
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %666, ptr %118, align 8, !tbaa !5
  %675 = load volatile double, ptr %118, align 8, !tbaa !5
  %676 = tail call double @llvm.fabs.f64(double %675)
  %677 = fcmp ueq double %676, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %677, label %685, label %678

678:                                              ; preds = %674
  %679 = fsub double %667, %666
  %680 = tail call double @llvm.fabs.f64(double %679)
  %681 = fmul double %670, 0x3D06849B86A12B9B
  %682 = fcmp ole double %680, %681
  %683 = select i1 %682, ptr @.str.39, ptr @.str.40
  %684 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %667, double noundef %666, ptr noundef nonnull %683)
  br i1 %682, label %690, label %687

685:                                              ; preds = %674, %664
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %667, double noundef %666, ptr noundef nonnull @.str.40)
  br label %687

687:                                              ; preds = %685, %678
  %688 = load i32, ptr @n_fail, align 4, !tbaa !9
  %689 = add nsw i32 %688, 1
  store i32 %689, ptr @n_fail, align 4, !tbaa !9
  br label %690

690:                                              ; preds = %687, %678
  %691 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef 5) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %691, ptr %117, align 8, !tbaa !5
  %692 = load volatile double, ptr %117, align 8, !tbaa !5
  %693 = tail call double @llvm.fabs.f64(double %692)
  %694 = fcmp ueq double %693, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %694, label %706, label %695

695:                                              ; preds = %690
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %666, ptr %116, align 8, !tbaa !5
  %696 = load volatile double, ptr %116, align 8, !tbaa !5
  %697 = tail call double @llvm.fabs.f64(double %696)
  %698 = fcmp ueq double %697, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %698, label %706, label %699

699:                                              ; preds = %695
  %700 = fsub double %691, %666
  %701 = tail call double @llvm.fabs.f64(double %700)
  %702 = fmul double %670, 0x3D06849B86A12B9B
  %703 = fcmp ole double %701, %702
  %704 = select i1 %703, ptr @.str.39, ptr @.str.40
  %705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %691, double noundef %666, ptr noundef nonnull %704)
  br i1 %703, label %711, label %708

706:                                              ; preds = %695, %690
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %691, double noundef %666, ptr noundef nonnull @.str.40)
  br label %708

708:                                              ; preds = %706, %699
  %709 = load i32, ptr @n_fail, align 4, !tbaa !9
  %710 = add nsw i32 %709, 1
  store i32 %710, ptr @n_fail, align 4, !tbaa !9
  br label %711

711:                                              ; preds = %708, %699
  br label %712

712:                                              ; preds = %711, %717
  %713 = phi i64 [ %718, %717 ], [ 0, %711 ]
  %714 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %713
  %715 = load i32, ptr %714, align 4, !tbaa !9
  %716 = trunc nuw nsw i64 %713 to i32
  br label %720

717:                                              ; preds = %892
  %718 = add nuw nsw i64 %713, 1
  %719 = icmp eq i64 %718, 6
  br i1 %719, label %895, label %712, !llvm.loop !13

720:                                              ; preds = %712, %892
  %721 = phi i32 [ -1, %712 ], [ %893, %892 ]
  %722 = sitofp i32 %721 to double
  %723 = tail call double @ldexp(double noundef 1.300000e+00, i32 noundef %715) #18
  %724 = fmul double %723, %722
  %725 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_frexp, double noundef %724) #18
  %726 = tail call double @llvm.fabs.f64(double %724)
  %727 = fcmp one double %726, 1.000000e-03
  %728 = select i1 %727, double %726, double 1.000000e-03
  %729 = fmul double %728, 0x3EB0C6F7A0B5ED8D
  %730 = fadd double %724, %729
  %731 = fsub double %724, %729
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #18
  %732 = call double @frexp(double noundef %730, ptr noundef nonnull %7) #18
  %733 = load i32, ptr %7, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #18
  %734 = call double @frexp(double noundef %731, ptr noundef nonnull %8) #18
  %735 = load i32, ptr %8, align 4, !tbaa !9
  %736 = insertelement <2 x i32> poison, i32 %733, i64 0
  %737 = insertelement <2 x i32> %736, i32 %735, i64 1
  %738 = sitofp <2 x i32> %737 to <2 x double>
  %739 = insertelement <2 x double> poison, double %732, i64 0
  %740 = insertelement <2 x double> %739, double %734, i64 1
  %741 = fmul <2 x double> %740, %738
  %742 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %740, <2 x double> %740, <2 x double> %741)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18
  %743 = shufflevector <2 x double> %742, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %744 = fsub <2 x double> %742, %743
  %745 = extractelement <2 x double> %744, i64 0
  %746 = fsub double %730, %731
  %747 = fdiv double %745, %746
  %748 = tail call double @llvm.fabs.f64(double %747)
  %749 = fcmp ogt double %748, 1.000000e+00
  %750 = select i1 %749, double %748, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %115)
  store volatile double %725, ptr %115, align 8, !tbaa !5
  %751 = load volatile double, ptr %115, align 8, !tbaa !5
  %752 = tail call double @llvm.fabs.f64(double %751)
  %753 = fcmp ueq double %752, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %115)
  br i1 %753, label %765, label %754

754:                                              ; preds = %720
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  store volatile double %747, ptr %114, align 8, !tbaa !5
  %755 = load volatile double, ptr %114, align 8, !tbaa !5
  %756 = tail call double @llvm.fabs.f64(double %755)
  %757 = fcmp ueq double %756, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  br i1 %757, label %765, label %758

758:                                              ; preds = %754
  %759 = fsub double %725, %747
  %760 = tail call double @llvm.fabs.f64(double %759)
  %761 = fmul double %750, 0x3EB0C6F7A0B5ED8D
  %762 = fcmp ole double %760, %761
  %763 = select i1 %762, ptr @.str.39, ptr @.str.40
  %764 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %724, double noundef %725, double noundef %747, ptr noundef nonnull %763)
  br i1 %762, label %770, label %767

765:                                              ; preds = %754, %720
  %766 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %724, double noundef %725, double noundef %747, ptr noundef nonnull @.str.40)
  br label %767

767:                                              ; preds = %765, %758
  %768 = load i32, ptr @n_fail, align 4, !tbaa !9
  %769 = add nsw i32 %768, 1
  store i32 %769, ptr @n_fail, align 4, !tbaa !9
  br label %770

770:                                              ; preds = %758, %767
  %771 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frexp, double noundef %724, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  %772 = call double @frexp(double noundef %730, ptr noundef nonnull %5) #18
  %773 = load i32, ptr %5, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18
  %774 = call double @frexp(double noundef %731, ptr noundef nonnull %6) #18
  %775 = load i32, ptr %6, align 4, !tbaa !9
  %776 = insertelement <2 x i32> poison, i32 %773, i64 0
  %777 = insertelement <2 x i32> %776, i32 %775, i64 1
  %778 = sitofp <2 x i32> %777 to <2 x double>
  %779 = insertelement <2 x double> poison, double %772, i64 0
  %780 = insertelement <2 x double> %779, double %774, i64 1
  %781 = fmul <2 x double> %780, %778
  %782 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %780, <2 x double> %780, <2 x double> %781)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18
  %783 = shufflevector <2 x double> %782, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %784 = fsub <2 x double> %782, %783
  %785 = extractelement <2 x double> %784, i64 0
  %786 = fdiv double %785, %746
  %787 = tail call double @llvm.fabs.f64(double %786)
  %788 = fcmp ogt double %787, 1.000000e+00
  %789 = select i1 %788, double %787, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  store volatile double %771, ptr %113, align 8, !tbaa !5
  %790 = load volatile double, ptr %113, align 8, !tbaa !5
  %791 = tail call double @llvm.fabs.f64(double %790)
  %792 = fcmp ueq double %791, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  br i1 %792, label %804, label %793

793:                                              ; preds = %770
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  store volatile double %786, ptr %112, align 8, !tbaa !5
  %794 = load volatile double, ptr %112, align 8, !tbaa !5
  %795 = tail call double @llvm.fabs.f64(double %794)
  %796 = fcmp ueq double %795, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112)
  br i1 %796, label %804, label %797

797:                                              ; preds = %793
  %798 = fsub double %771, %786
  %799 = tail call double @llvm.fabs.f64(double %798)
  %800 = fmul double %789, 0x3EB0C6F7A0B5ED8D
  %801 = fcmp ole double %799, %800
  %802 = select i1 %801, ptr @.str.39, ptr @.str.40
  %803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %724, double noundef %771, double noundef %786, ptr noundef nonnull %802)
  br i1 %801, label %809, label %806

804:                                              ; preds = %793, %770
  %805 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %724, double noundef %771, double noundef %786, ptr noundef nonnull @.str.40)
  br label %806

806:                                              ; preds = %804, %797
  %807 = load i32, ptr @n_fail, align 4, !tbaa !9
  %808 = add nsw i32 %807, 1
  store i32 %808, ptr @n_fail, align 4, !tbaa !9
  br label %809

809:                                              ; preds = %797, %806
  switch i32 %716, label %810 [
    i32 5, label %892
    i32 4, label %892
    i32 0, label %892
  ]

810:                                              ; preds = %809
  %811 = fptrunc double %724 to float
  %812 = fpext float %811 to double
  %813 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_frexp, double noundef %812) #18
  %814 = fpext float %813 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  %815 = call double @frexp(double noundef %730, ptr noundef nonnull %3) #18
  %816 = load i32, ptr %3, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18
  %817 = call double @frexp(double noundef %731, ptr noundef nonnull %4) #18
  %818 = load i32, ptr %4, align 4, !tbaa !9
  %819 = insertelement <2 x i32> poison, i32 %816, i64 0
  %820 = insertelement <2 x i32> %819, i32 %818, i64 1
  %821 = sitofp <2 x i32> %820 to <2 x double>
  %822 = insertelement <2 x double> poison, double %815, i64 0
  %823 = insertelement <2 x double> %822, double %817, i64 1
  %824 = fmul <2 x double> %823, %821
  %825 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %823, <2 x double> %823, <2 x double> %824)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18
  %826 = shufflevector <2 x double> %825, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %827 = fsub <2 x double> %825, %826
  %828 = extractelement <2 x double> %827, i64 0
  %829 = fdiv double %828, %746
  %830 = tail call double @llvm.fabs.f64(double %829)
  %831 = fcmp ogt double %830, 1.000000e+00
  %832 = select i1 %831, double %830, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  store volatile double %814, ptr %111, align 8, !tbaa !5
  %833 = load volatile double, ptr %111, align 8, !tbaa !5
  %834 = tail call double @llvm.fabs.f64(double %833)
  %835 = fcmp ueq double %834, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  br i1 %835, label %847, label %836

836:                                              ; preds = %810
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  store volatile double %829, ptr %110, align 8, !tbaa !5
  %837 = load volatile double, ptr %110, align 8, !tbaa !5
  %838 = tail call double @llvm.fabs.f64(double %837)
  %839 = fcmp ueq double %838, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  br i1 %839, label %847, label %840

840:                                              ; preds = %836
  %841 = fsub double %814, %829
  %842 = tail call double @llvm.fabs.f64(double %841)
  %843 = fmul double %832, 1.000000e-04
  %844 = fcmp ole double %842, %843
  %845 = select i1 %844, ptr @.str.39, ptr @.str.40
  %846 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %724, double noundef %814, double noundef %829, ptr noundef nonnull %845)
  br i1 %844, label %852, label %849

847:                                              ; preds = %836, %810
  %848 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %724, double noundef %814, double noundef %829, ptr noundef nonnull @.str.40)
  br label %849

849:                                              ; preds = %847, %840
  %850 = load i32, ptr @n_fail, align 4, !tbaa !9
  %851 = add nsw i32 %850, 1
  store i32 %851, ptr @n_fail, align 4, !tbaa !9
  br label %852

852:                                              ; preds = %840, %849
  %853 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_frexp, double noundef %812, double noundef 1.000000e+00) #18
  %854 = fpext float %853 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #18
  %855 = call double @frexp(double noundef %730, ptr noundef nonnull %1) #18
  %856 = load i32, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %857 = call double @frexp(double noundef %731, ptr noundef nonnull %2) #18
  %858 = load i32, ptr %2, align 4, !tbaa !9
  %859 = insertelement <2 x i32> poison, i32 %856, i64 0
  %860 = insertelement <2 x i32> %859, i32 %858, i64 1
  %861 = sitofp <2 x i32> %860 to <2 x double>
  %862 = insertelement <2 x double> poison, double %855, i64 0
  %863 = insertelement <2 x double> %862, double %857, i64 1
  %864 = fmul <2 x double> %863, %861
  %865 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %863, <2 x double> %863, <2 x double> %864)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  %866 = shufflevector <2 x double> %865, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %867 = fsub <2 x double> %865, %866
  %868 = extractelement <2 x double> %867, i64 0
  %869 = fdiv double %868, %746
  %870 = tail call double @llvm.fabs.f64(double %869)
  %871 = fcmp ogt double %870, 1.000000e+00
  %872 = select i1 %871, double %870, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109)
  store volatile double %854, ptr %109, align 8, !tbaa !5
  %873 = load volatile double, ptr %109, align 8, !tbaa !5
  %874 = tail call double @llvm.fabs.f64(double %873)
  %875 = fcmp ueq double %874, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109)
  br i1 %875, label %887, label %876

876:                                              ; preds = %852
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  store volatile double %869, ptr %108, align 8, !tbaa !5
  %877 = load volatile double, ptr %108, align 8, !tbaa !5
  %878 = tail call double @llvm.fabs.f64(double %877)
  %879 = fcmp ueq double %878, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108)
  br i1 %879, label %887, label %880

880:                                              ; preds = %876
  %881 = fsub double %854, %869
  %882 = tail call double @llvm.fabs.f64(double %881)
  %883 = fmul double %872, 1.000000e-04
  %884 = fcmp ole double %882, %883
  %885 = select i1 %884, ptr @.str.39, ptr @.str.40
  %886 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %724, double noundef %854, double noundef %869, ptr noundef nonnull %885)
  br i1 %884, label %892, label %889

887:                                              ; preds = %876, %852
  %888 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %724, double noundef %854, double noundef %869, ptr noundef nonnull @.str.40)
  br label %889

889:                                              ; preds = %887, %880
  %890 = load i32, ptr @n_fail, align 4, !tbaa !9
  %891 = add nsw i32 %890, 1
  store i32 %891, ptr @n_fail, align 4, !tbaa !9
  br label %892

892:                                              ; preds = %889, %880, %809, %809, %809
  %893 = add nsw i32 %721, 2
  %894 = icmp slt i32 %721, 0
  br i1 %894, label %720, label %717, !llvm.loop !14

895:                                              ; preds = %717, %1152
  %896 = phi i64 [ %1153, %1152 ], [ 0, %717 ]
  %897 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %896
  %898 = load double, ptr %897, align 8, !tbaa !5
  %899 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %898) #18
  %900 = tail call double @llvm.fabs.f64(double %898)
  %901 = fcmp one double %900, 1.000000e-03
  %902 = select i1 %901, double %900, double 1.000000e-03
  %903 = fmul double %902, 0x3EB0C6F7A0B5ED8D
  %904 = fadd double %898, %903
  %905 = fsub double %898, %903
  %906 = tail call double @lgamma(double noundef %904) #18
  %907 = tail call double @lgamma(double noundef %905) #18
  %908 = fsub double %906, %907
  %909 = fsub double %904, %905
  %910 = fdiv double %908, %909
  %911 = tail call double @llvm.fabs.f64(double %910)
  %912 = fcmp ogt double %911, 1.000000e+00
  %913 = select i1 %912, double %911, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  store volatile double %899, ptr %107, align 8, !tbaa !5
  %914 = load volatile double, ptr %107, align 8, !tbaa !5
  %915 = tail call double @llvm.fabs.f64(double %914)
  %916 = fcmp ueq double %915, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  br i1 %916, label %928, label %917

917:                                              ; preds = %895
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  store volatile double %910, ptr %106, align 8, !tbaa !5
  %918 = load volatile double, ptr %106, align 8, !tbaa !5
  %919 = tail call double @llvm.fabs.f64(double %918)
  %920 = fcmp ueq double %919, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  br i1 %920, label %928, label %921

921:                                              ; preds = %917
  %922 = fsub double %899, %910
  %923 = tail call double @llvm.fabs.f64(double %922)
  %924 = fmul double %913, 0x3EB0C6F7A0B5ED8D
  %925 = fcmp ole double %923, %924
  %926 = select i1 %925, ptr @.str.39, ptr @.str.40
  %927 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %898, double noundef %899, double noundef %910, ptr noundef nonnull %926)
  br i1 %925, label %933, label %930

928:                                              ; preds = %917, %895
  %929 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %898, double noundef %899, double noundef %910, ptr noundef nonnull @.str.40)
  br label %930

930:                                              ; preds = %928, %921
  %931 = load i32, ptr @n_fail, align 4, !tbaa !9
  %932 = add nsw i32 %931, 1
  store i32 %932, ptr @n_fail, align 4, !tbaa !9
  br label %933

933:                                              ; preds = %921, %930
  %934 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %898, double noundef 1.000000e+00) #18
  %935 = tail call double @lgamma(double noundef %904) #18
  %936 = tail call double @lgamma(double noundef %905) #18
  %937 = fsub double %935, %936
  %938 = fdiv double %937, %909
  %939 = tail call double @llvm.fabs.f64(double %938)
  %940 = fcmp ogt double %939, 1.000000e+00
  %941 = select i1 %940, double %939, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  store volatile double %934, ptr %105, align 8, !tbaa !5
  %942 = load volatile double, ptr %105, align 8, !tbaa !5
  %943 = tail call double @llvm.fabs.f64(double %942)
  %944 = fcmp ueq double %943, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  br i1 %944, label %956, label %945

945:                                              ; preds = %933
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  store volatile double %938, ptr %104, align 8, !tbaa !5
  %946 = load volatile double, ptr %104, align 8, !tbaa !5
  %947 = tail call double @llvm.fabs.f64(double %946)
  %948 = fcmp ueq double %947, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  br i1 %948, label %956, label %949

949:                                              ; preds = %945
  %950 = fsub double %934, %938
  %951 = tail call double @llvm.fabs.f64(double %950)
  %952 = fmul double %941, 0x3EB0C6F7A0B5ED8D
  %953 = fcmp ole double %951, %952
  %954 = select i1 %953, ptr @.str.39, ptr @.str.40
  %955 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %898, double noundef %934, double noundef %938, ptr noundef nonnull %954)
  br i1 %953, label %961, label %958

956:                                              ; preds = %945, %933
  %957 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %898, double noundef %934, double noundef %938, ptr noundef nonnull @.str.40)
  br label %958

958:                                              ; preds = %956, %949
  %959 = load i32, ptr @n_fail, align 4, !tbaa !9
  %960 = add nsw i32 %959, 1
  store i32 %960, ptr @n_fail, align 4, !tbaa !9
  br label %961

961:                                              ; preds = %949, %958
  %962 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_tgamma, double noundef %898) #18
  %963 = tail call double @tgamma(double noundef %904) #18
  %964 = fmul double %904, %963
  %965 = tail call double @tgamma(double noundef %905) #18
  %966 = fmul double %905, %965
  %967 = fsub double %964, %966
  %968 = fdiv double %967, %909
  %969 = tail call double @llvm.fabs.f64(double %968)
  %970 = fcmp ogt double %969, 1.000000e+00
  %971 = select i1 %970, double %969, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  store volatile double %962, ptr %103, align 8, !tbaa !5
  %972 = load volatile double, ptr %103, align 8, !tbaa !5
  %973 = tail call double @llvm.fabs.f64(double %972)
  %974 = fcmp ueq double %973, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  br i1 %974, label %986, label %975

975:                                              ; preds = %961
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  store volatile double %968, ptr %102, align 8, !tbaa !5
  %976 = load volatile double, ptr %102, align 8, !tbaa !5
  %977 = tail call double @llvm.fabs.f64(double %976)
  %978 = fcmp ueq double %977, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102)
  br i1 %978, label %986, label %979

979:                                              ; preds = %975
  %980 = fsub double %962, %968
  %981 = tail call double @llvm.fabs.f64(double %980)
  %982 = fmul double %971, 0x3EB0C6F7A0B5ED8D
  %983 = fcmp ole double %981, %982
  %984 = select i1 %983, ptr @.str.39, ptr @.str.40
  %985 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %898, double noundef %962, double noundef %968, ptr noundef nonnull %984)
  br i1 %983, label %991, label %988

986:                                              ; preds = %975, %961
  %987 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %898, double noundef %962, double noundef %968, ptr noundef nonnull @.str.40)
  br label %988

988:                                              ; preds = %986, %979
  %989 = load i32, ptr @n_fail, align 4, !tbaa !9
  %990 = add nsw i32 %989, 1
  store i32 %990, ptr @n_fail, align 4, !tbaa !9
  br label %991

991:                                              ; preds = %979, %988
  %992 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tgamma, double noundef %898, double noundef 1.000000e+00) #18
  %993 = tail call double @tgamma(double noundef %904) #18
  %994 = fmul double %904, %993
  %995 = tail call double @tgamma(double noundef %905) #18
  %996 = fmul double %905, %995
  %997 = fsub double %994, %996
  %998 = fdiv double %997, %909
  %999 = tail call double @llvm.fabs.f64(double %998)
  %1000 = fcmp ogt double %999, 1.000000e+00
  %1001 = select i1 %1000, double %999, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101)
  store volatile double %992, ptr %101, align 8, !tbaa !5
  %1002 = load volatile double, ptr %101, align 8, !tbaa !5
  %1003 = tail call double @llvm.fabs.f64(double %1002)
  %1004 = fcmp ueq double %1003, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101)
  br i1 %1004, label %1016, label %1005

1005:                                             ; preds = %991
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  store volatile double %998, ptr %100, align 8, !tbaa !5
  %1006 = load volatile double, ptr %100, align 8, !tbaa !5
  %1007 = tail call double @llvm.fabs.f64(double %1006)
  %1008 = fcmp ueq double %1007, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  br i1 %1008, label %1016, label %1009

1009:                                             ; preds = %1005
  %1010 = fsub double %992, %998
  %1011 = tail call double @llvm.fabs.f64(double %1010)
  %1012 = fmul double %1001, 0x3EB0C6F7A0B5ED8D
  %1013 = fcmp ole double %1011, %1012
  %1014 = select i1 %1013, ptr @.str.39, ptr @.str.40
  %1015 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %898, double noundef %992, double noundef %998, ptr noundef nonnull %1014)
  br i1 %1013, label %1021, label %1018

1016:                                             ; preds = %1005, %991
  %1017 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %898, double noundef %992, double noundef %998, ptr noundef nonnull @.str.40)
  br label %1018

1018:                                             ; preds = %1016, %1009
  %1019 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1020 = add nsw i32 %1019, 1
  store i32 %1020, ptr @n_fail, align 4, !tbaa !9
  br label %1021

1021:                                             ; preds = %1009, %1018
  %1022 = icmp eq i64 %896, 6
  br i1 %1022, label %1154, label %1023

1023:                                             ; preds = %1021
  %1024 = fptrunc double %898 to float
  %1025 = fpext float %1024 to double
  %1026 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_lgamma, double noundef %1025) #18
  %1027 = fpext float %1026 to double
  %1028 = tail call double @llvm.fabs.f64(double %1025)
  %1029 = fcmp one double %1028, 1.000000e-03
  %1030 = select i1 %1029, double %1028, double 1.000000e-03
  %1031 = fmul double %1030, 0x3EB0C6F7A0B5ED8D
  %1032 = fadd double %1031, %1025
  %1033 = fsub double %1025, %1031
  %1034 = tail call double @lgamma(double noundef %1032) #18
  %1035 = tail call double @lgamma(double noundef %1033) #18
  %1036 = fsub double %1034, %1035
  %1037 = fsub double %1032, %1033
  %1038 = fdiv double %1036, %1037
  %1039 = tail call double @llvm.fabs.f64(double %1038)
  %1040 = fcmp ogt double %1039, 1.000000e+00
  %1041 = select i1 %1040, double %1039, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  store volatile double %1027, ptr %99, align 8, !tbaa !5
  %1042 = load volatile double, ptr %99, align 8, !tbaa !5
  %1043 = tail call double @llvm.fabs.f64(double %1042)
  %1044 = fcmp ueq double %1043, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  br i1 %1044, label %1056, label %1045

1045:                                             ; preds = %1023
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  store volatile double %1038, ptr %98, align 8, !tbaa !5
  %1046 = load volatile double, ptr %98, align 8, !tbaa !5
  %1047 = tail call double @llvm.fabs.f64(double %1046)
  %1048 = fcmp ueq double %1047, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  br i1 %1048, label %1056, label %1049

1049:                                             ; preds = %1045
  %1050 = fsub double %1027, %1038
  %1051 = tail call double @llvm.fabs.f64(double %1050)
  %1052 = fmul double %1041, 1.000000e-04
  %1053 = fcmp ole double %1051, %1052
  %1054 = select i1 %1053, ptr @.str.39, ptr @.str.40
  %1055 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %898, double noundef %1027, double noundef %1038, ptr noundef nonnull %1054)
  br i1 %1053, label %1061, label %1058

1056:                                             ; preds = %1045, %1023
  %1057 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %898, double noundef %1027, double noundef %1038, ptr noundef nonnull @.str.40)
  br label %1058

1058:                                             ; preds = %1056, %1049
  %1059 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1060 = add nsw i32 %1059, 1
  store i32 %1060, ptr @n_fail, align 4, !tbaa !9
  br label %1061

1061:                                             ; preds = %1049, %1058
  %1062 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_lgamma, double noundef %1025, double noundef 1.000000e+00) #18
  %1063 = fpext float %1062 to double
  %1064 = tail call double @lgamma(double noundef %1032) #18
  %1065 = tail call double @lgamma(double noundef %1033) #18
  %1066 = fsub double %1064, %1065
  %1067 = fdiv double %1066, %1037
  %1068 = tail call double @llvm.fabs.f64(double %1067)
  %1069 = fcmp ogt double %1068, 1.000000e+00
  %1070 = select i1 %1069, double %1068, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  store volatile double %1063, ptr %97, align 8, !tbaa !5
  %1071 = load volatile double, ptr %97, align 8, !tbaa !5
  %1072 = tail call double @llvm.fabs.f64(double %1071)
  %1073 = fcmp ueq double %1072, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  br i1 %1073, label %1085, label %1074

1074:                                             ; preds = %1061
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  store volatile double %1067, ptr %96, align 8, !tbaa !5
  %1075 = load volatile double, ptr %96, align 8, !tbaa !5
  %1076 = tail call double @llvm.fabs.f64(double %1075)
  %1077 = fcmp ueq double %1076, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  br i1 %1077, label %1085, label %1078

1078:                                             ; preds = %1074
  %1079 = fsub double %1063, %1067
  %1080 = tail call double @llvm.fabs.f64(double %1079)
  %1081 = fmul double %1070, 1.000000e-04
  %1082 = fcmp ole double %1080, %1081
  %1083 = select i1 %1082, ptr @.str.39, ptr @.str.40
  %1084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %898, double noundef %1063, double noundef %1067, ptr noundef nonnull %1083)
  br i1 %1082, label %1090, label %1087

1085:                                             ; preds = %1074, %1061
  %1086 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %898, double noundef %1063, double noundef %1067, ptr noundef nonnull @.str.40)
  br label %1087

1087:                                             ; preds = %1085, %1078
  %1088 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1089 = add nsw i32 %1088, 1
  store i32 %1089, ptr @n_fail, align 4, !tbaa !9
  br label %1090

1090:                                             ; preds = %1078, %1087
  %1091 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_tgamma, double noundef %1025) #18
  %1092 = fpext float %1091 to double
  %1093 = tail call double @tgamma(double noundef %1032) #18
  %1094 = fmul double %1032, %1093
  %1095 = tail call double @tgamma(double noundef %1033) #18
  %1096 = fmul double %1033, %1095
  %1097 = fsub double %1094, %1096
  %1098 = fdiv double %1097, %1037
  %1099 = tail call double @llvm.fabs.f64(double %1098)
  %1100 = fcmp ogt double %1099, 1.000000e+00
  %1101 = select i1 %1100, double %1099, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  store volatile double %1092, ptr %95, align 8, !tbaa !5
  %1102 = load volatile double, ptr %95, align 8, !tbaa !5
  %1103 = tail call double @llvm.fabs.f64(double %1102)
  %1104 = fcmp ueq double %1103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  br i1 %1104, label %1116, label %1105

1105:                                             ; preds = %1090
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  store volatile double %1098, ptr %94, align 8, !tbaa !5
  %1106 = load volatile double, ptr %94, align 8, !tbaa !5
  %1107 = tail call double @llvm.fabs.f64(double %1106)
  %1108 = fcmp ueq double %1107, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  br i1 %1108, label %1116, label %1109

1109:                                             ; preds = %1105
  %1110 = fsub double %1092, %1098
  %1111 = tail call double @llvm.fabs.f64(double %1110)
  %1112 = fmul double %1101, 1.000000e-04
  %1113 = fcmp ole double %1111, %1112
  %1114 = select i1 %1113, ptr @.str.39, ptr @.str.40
  %1115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %898, double noundef %1092, double noundef %1098, ptr noundef nonnull %1114)
  br i1 %1113, label %1121, label %1118

1116:                                             ; preds = %1105, %1090
  %1117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %898, double noundef %1092, double noundef %1098, ptr noundef nonnull @.str.40)
  br label %1118

1118:                                             ; preds = %1116, %1109
  %1119 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1120 = add nsw i32 %1119, 1
  store i32 %1120, ptr @n_fail, align 4, !tbaa !9
  br label %1121

1121:                                             ; preds = %1109, %1118
  %1122 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_tgamma, double noundef %1025, double noundef 1.000000e+00) #18
  %1123 = fpext float %1122 to double
  %1124 = tail call double @tgamma(double noundef %1032) #18
  %1125 = fmul double %1032, %1124
  %1126 = tail call double @tgamma(double noundef %1033) #18
  %1127 = fmul double %1033, %1126
  %1128 = fsub double %1125, %1127
  %1129 = fdiv double %1128, %1037
  %1130 = tail call double @llvm.fabs.f64(double %1129)
  %1131 = fcmp ogt double %1130, 1.000000e+00
  %1132 = select i1 %1131, double %1130, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  store volatile double %1123, ptr %93, align 8, !tbaa !5
  %1133 = load volatile double, ptr %93, align 8, !tbaa !5
  %1134 = tail call double @llvm.fabs.f64(double %1133)
  %1135 = fcmp ueq double %1134, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  br i1 %1135, label %1147, label %1136

1136:                                             ; preds = %1121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  store volatile double %1129, ptr %92, align 8, !tbaa !5
  %1137 = load volatile double, ptr %92, align 8, !tbaa !5
  %1138 = tail call double @llvm.fabs.f64(double %1137)
  %1139 = fcmp ueq double %1138, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  br i1 %1139, label %1147, label %1140

1140:                                             ; preds = %1136
  %1141 = fsub double %1123, %1129
  %1142 = tail call double @llvm.fabs.f64(double %1141)
  %1143 = fmul double %1132, 1.000000e-04
  %1144 = fcmp ole double %1142, %1143
  %1145 = select i1 %1144, ptr @.str.39, ptr @.str.40
  %1146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %898, double noundef %1123, double noundef %1129, ptr noundef nonnull %1145)
  br i1 %1144, label %1152, label %1149

1147:                                             ; preds = %1136, %1121
  %1148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %898, double noundef %1123, double noundef %1129, ptr noundef nonnull @.str.40)
  br label %1149

1149:                                             ; preds = %1147, %1140
  %1150 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1151 = add nsw i32 %1150, 1
  store i32 %1151, ptr @n_fail, align 4, !tbaa !9
  br label %1152

1152:                                             ; preds = %1149, %1140
  %1153 = add nuw nsw i64 %896, 1
  br label %895

1154:                                             ; preds = %1021
  %1155 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1155, ptr %91, align 8, !tbaa !5
  %1156 = load volatile double, ptr %91, align 8, !tbaa !5
  %1157 = tail call double @llvm.fabs.f64(double %1156)
  %1158 = fcmp ueq double %1157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1158, label %1169, label %1159

1159:                                             ; preds = %1154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0xBFE2788CFC6FB619, ptr %90, align 8, !tbaa !5
  %1160 = load volatile double, ptr %90, align 8, !tbaa !5
  %1161 = tail call double @llvm.fabs.f64(double %1160)
  %1162 = fcmp ueq double %1161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1162, label %1169, label %1163

1163:                                             ; preds = %1159
  %1164 = fadd double %1155, 0x3FE2788CFC6FB619
  %1165 = tail call double @llvm.fabs.f64(double %1164)
  %1166 = fcmp ole double %1165, 0x3D06849B86A12B9B
  %1167 = select i1 %1166, ptr @.str.39, ptr @.str.40
  %1168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.000000e+00, double noundef %1155, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull %1167)
  br i1 %1166, label %1174, label %1171

1169:                                             ; preds = %1159, %1154
  %1170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.000000e+00, double noundef %1155, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1171

1171:                                             ; preds = %1169, %1163
  %1172 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1173 = add nsw i32 %1172, 1
  store i32 %1173, ptr @n_fail, align 4, !tbaa !9
  br label %1174

1174:                                             ; preds = %1171, %1163
  %1175 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef 1.000000e+00, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1175, ptr %89, align 8, !tbaa !5
  %1176 = load volatile double, ptr %89, align 8, !tbaa !5
  %1177 = tail call double @llvm.fabs.f64(double %1176)
  %1178 = fcmp ueq double %1177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1178, label %1189, label %1179

1179:                                             ; preds = %1174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0xBFE2788CFC6FB619, ptr %88, align 8, !tbaa !5
  %1180 = load volatile double, ptr %88, align 8, !tbaa !5
  %1181 = tail call double @llvm.fabs.f64(double %1180)
  %1182 = fcmp ueq double %1181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1182, label %1189, label %1183

1183:                                             ; preds = %1179
  %1184 = fadd double %1175, 0x3FE2788CFC6FB619
  %1185 = tail call double @llvm.fabs.f64(double %1184)
  %1186 = fcmp ole double %1185, 0x3D06849B86A12B9B
  %1187 = select i1 %1186, ptr @.str.39, ptr @.str.40
  %1188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.000000e+00, double noundef %1175, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull %1187)
  br i1 %1186, label %1194, label %1191

1189:                                             ; preds = %1179, %1174
  %1190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.000000e+00, double noundef %1175, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1191

1191:                                             ; preds = %1189, %1183
  %1192 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1193 = add nsw i32 %1192, 1
  store i32 %1193, ptr @n_fail, align 4, !tbaa !9
  br label %1194

1194:                                             ; preds = %1183, %1191
  %1195 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef 1.200000e+01) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1195, ptr %91, align 8, !tbaa !5
  %1196 = load volatile double, ptr %91, align 8, !tbaa !5
  %1197 = tail call double @llvm.fabs.f64(double %1196)
  %1198 = fcmp ueq double %1197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1198, label %1209, label %1199

1199:                                             ; preds = %1194
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0x40038A9234F5821D, ptr %90, align 8, !tbaa !5
  %1200 = load volatile double, ptr %90, align 8, !tbaa !5
  %1201 = tail call double @llvm.fabs.f64(double %1200)
  %1202 = fcmp ueq double %1201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1202, label %1209, label %1203

1203:                                             ; preds = %1199
  %1204 = fadd double %1195, 0xC0038A9234F5821D
  %1205 = tail call double @llvm.fabs.f64(double %1204)
  %1206 = fcmp ole double %1205, 0x3D1B807E31DC3D80
  %1207 = select i1 %1206, ptr @.str.39, ptr @.str.40
  %1208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.200000e+01, double noundef %1195, double noundef 0x40038A9234F5821D, ptr noundef nonnull %1207)
  br i1 %1206, label %1214, label %1211

1209:                                             ; preds = %1199, %1194
  %1210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.200000e+01, double noundef %1195, double noundef 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1211

1211:                                             ; preds = %1209, %1203
  %1212 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1213 = add nsw i32 %1212, 1
  store i32 %1213, ptr @n_fail, align 4, !tbaa !9
  br label %1214

1214:                                             ; preds = %1211, %1203
  %1215 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef 1.200000e+01, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1215, ptr %89, align 8, !tbaa !5
  %1216 = load volatile double, ptr %89, align 8, !tbaa !5
  %1217 = tail call double @llvm.fabs.f64(double %1216)
  %1218 = fcmp ueq double %1217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1218, label %1229, label %1219

1219:                                             ; preds = %1214
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0x40038A9234F5821D, ptr %88, align 8, !tbaa !5
  %1220 = load volatile double, ptr %88, align 8, !tbaa !5
  %1221 = tail call double @llvm.fabs.f64(double %1220)
  %1222 = fcmp ueq double %1221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1222, label %1229, label %1223

1223:                                             ; preds = %1219
  %1224 = fadd double %1215, 0xC0038A9234F5821D
  %1225 = tail call double @llvm.fabs.f64(double %1224)
  %1226 = fcmp ole double %1225, 0x3D1B807E31DC3D80
  %1227 = select i1 %1226, ptr @.str.39, ptr @.str.40
  %1228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.200000e+01, double noundef %1215, double noundef 0x40038A9234F5821D, ptr noundef nonnull %1227)
  br i1 %1226, label %1234, label %1231

1229:                                             ; preds = %1219, %1214
  %1230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.200000e+01, double noundef %1215, double noundef 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1231

1231:                                             ; preds = %1229, %1223
  %1232 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1233 = add nsw i32 %1232, 1
  store i32 %1233, ptr @n_fail, align 4, !tbaa !9
  br label %1234

1234:                                             ; preds = %1231, %1223
  br label %1235

1235:                                             ; preds = %1234, %1360
  %1236 = phi i32 [ %1361, %1360 ], [ 0, %1234 ]
  %1237 = uitofp nneg i32 %1236 to double
  %1238 = fadd double %1237, 5.000000e-01
  %1239 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1238) #18
  %1240 = icmp eq i32 %1236, 0
  br i1 %1240, label %1245, label %1241

1241:                                             ; preds = %1235
  switch i32 %1236, label %1242 [
    i32 3, label %1245
    i32 4, label %1243
    i32 5, label %1244
  ]

1242:                                             ; preds = %1241
  br label %1245

1243:                                             ; preds = %1241
  br label %1245

1244:                                             ; preds = %1241
  br label %1245

1245:                                             ; preds = %1242, %1243, %1244, %1241, %1235
  %1246 = phi double [ 0xBFFF6A897D3214FC, %1235 ], [ 0x3FF1A68793DEFC15, %1241 ], [ 0x3FFCAFC3CA8B2107, %1242 ], [ 0x3FF638D0B871453A, %1243 ], [ 0x3FF9C7099BFF7E1E, %1244 ]
  %1247 = tail call double @llvm.fabs.f64(double %1246)
  %1248 = fcmp ogt double %1247, 1.000000e+00
  %1249 = select i1 %1248, double %1247, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  store volatile double %1239, ptr %87, align 8, !tbaa !5
  %1250 = load volatile double, ptr %87, align 8, !tbaa !5
  %1251 = tail call double @llvm.fabs.f64(double %1250)
  %1252 = fcmp ueq double %1251, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  br i1 %1252, label %1264, label %1253

1253:                                             ; preds = %1245
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  store volatile double %1246, ptr %86, align 8, !tbaa !5
  %1254 = load volatile double, ptr %86, align 8, !tbaa !5
  %1255 = tail call double @llvm.fabs.f64(double %1254)
  %1256 = fcmp ueq double %1255, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  br i1 %1256, label %1264, label %1257

1257:                                             ; preds = %1253
  %1258 = fsub double %1239, %1246
  %1259 = tail call double @llvm.fabs.f64(double %1258)
  %1260 = fmul double %1249, 0x3D06849B86A12B9B
  %1261 = fcmp ole double %1259, %1260
  %1262 = select i1 %1261, ptr @.str.39, ptr @.str.40
  %1263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1238, double noundef %1239, double noundef %1246, ptr noundef nonnull %1262)
  br i1 %1261, label %1269, label %1266

1264:                                             ; preds = %1253, %1245
  %1265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1238, double noundef %1239, double noundef %1246, ptr noundef nonnull @.str.40)
  br label %1266

1266:                                             ; preds = %1264, %1257
  %1267 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1268 = add nsw i32 %1267, 1
  store i32 %1268, ptr @n_fail, align 4, !tbaa !9
  br label %1269

1269:                                             ; preds = %1257, %1266
  %1270 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1238, double noundef 1.000000e+00) #18
  br i1 %1240, label %1275, label %1271

1271:                                             ; preds = %1269
  switch i32 %1236, label %1272 [
    i32 3, label %1275
    i32 4, label %1273
    i32 5, label %1274
  ]

1272:                                             ; preds = %1271
  br label %1275

1273:                                             ; preds = %1271
  br label %1275

1274:                                             ; preds = %1271
  br label %1275

1275:                                             ; preds = %1272, %1273, %1274, %1271, %1269
  %1276 = phi double [ 0xBFFF6A897D3214FC, %1269 ], [ 0x3FF1A68793DEFC15, %1271 ], [ 0x3FFCAFC3CA8B2107, %1272 ], [ 0x3FF638D0B871453A, %1273 ], [ 0x3FF9C7099BFF7E1E, %1274 ]
  %1277 = tail call double @llvm.fabs.f64(double %1276)
  %1278 = fcmp ogt double %1277, 1.000000e+00
  %1279 = select i1 %1278, double %1277, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  store volatile double %1270, ptr %85, align 8, !tbaa !5
  %1280 = load volatile double, ptr %85, align 8, !tbaa !5
  %1281 = tail call double @llvm.fabs.f64(double %1280)
  %1282 = fcmp ueq double %1281, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  br i1 %1282, label %1294, label %1283

1283:                                             ; preds = %1275
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  store volatile double %1276, ptr %84, align 8, !tbaa !5
  %1284 = load volatile double, ptr %84, align 8, !tbaa !5
  %1285 = tail call double @llvm.fabs.f64(double %1284)
  %1286 = fcmp ueq double %1285, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  br i1 %1286, label %1294, label %1287

1287:                                             ; preds = %1283
  %1288 = fsub double %1270, %1276
  %1289 = tail call double @llvm.fabs.f64(double %1288)
  %1290 = fmul double %1279, 0x3D06849B86A12B9B
  %1291 = fcmp ole double %1289, %1290
  %1292 = select i1 %1291, ptr @.str.39, ptr @.str.40
  %1293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1238, double noundef %1270, double noundef %1276, ptr noundef nonnull %1292)
  br i1 %1291, label %1299, label %1296

1294:                                             ; preds = %1283, %1275
  %1295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1238, double noundef %1270, double noundef %1276, ptr noundef nonnull @.str.40)
  br label %1296

1296:                                             ; preds = %1294, %1287
  %1297 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1298 = add nsw i32 %1297, 1
  store i32 %1298, ptr @n_fail, align 4, !tbaa !9
  br label %1299

1299:                                             ; preds = %1287, %1296
  %1300 = fsub double 5.000000e-01, %1237
  %1301 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1300) #18
  br i1 %1240, label %1306, label %1302

1302:                                             ; preds = %1299
  switch i32 %1236, label %1303 [
    i32 3, label %1306
    i32 4, label %1304
    i32 5, label %1305
  ]

1303:                                             ; preds = %1302
  br label %1306

1304:                                             ; preds = %1302
  br label %1306

1305:                                             ; preds = %1302
  br label %1306

1306:                                             ; preds = %1303, %1304, %1305, %1302, %1299
  %1307 = phi double [ 0xBFFF6A897D3214FC, %1299 ], [ 0x3FF1A68793DEFC15, %1302 ], [ 0x3FFCAFC3CA8B2107, %1303 ], [ 0x3FF638D0B871453A, %1304 ], [ 0x3FF9C7099BFF7E1E, %1305 ]
  %1308 = tail call double @llvm.fabs.f64(double %1307)
  %1309 = fcmp ogt double %1308, 1.000000e+00
  %1310 = select i1 %1309, double %1308, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  store volatile double %1301, ptr %83, align 8, !tbaa !5
  %1311 = load volatile double, ptr %83, align 8, !tbaa !5
  %1312 = tail call double @llvm.fabs.f64(double %1311)
  %1313 = fcmp ueq double %1312, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  br i1 %1313, label %1325, label %1314

1314:                                             ; preds = %1306
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  store volatile double %1307, ptr %82, align 8, !tbaa !5
  %1315 = load volatile double, ptr %82, align 8, !tbaa !5
  %1316 = tail call double @llvm.fabs.f64(double %1315)
  %1317 = fcmp ueq double %1316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  br i1 %1317, label %1325, label %1318

1318:                                             ; preds = %1314
  %1319 = fsub double %1301, %1307
  %1320 = tail call double @llvm.fabs.f64(double %1319)
  %1321 = fmul double %1310, 0x3D06849B86A12B9B
  %1322 = fcmp ole double %1320, %1321
  %1323 = select i1 %1322, ptr @.str.39, ptr @.str.40
  %1324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1300, double noundef %1301, double noundef %1307, ptr noundef nonnull %1323)
  br i1 %1322, label %1330, label %1327

1325:                                             ; preds = %1314, %1306
  %1326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1300, double noundef %1301, double noundef %1307, ptr noundef nonnull @.str.40)
  br label %1327

1327:                                             ; preds = %1325, %1318
  %1328 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1329 = add nsw i32 %1328, 1
  store i32 %1329, ptr @n_fail, align 4, !tbaa !9
  br label %1330

1330:                                             ; preds = %1318, %1327
  %1331 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1300, double noundef 1.000000e+00) #18
  br i1 %1240, label %1336, label %1332

1332:                                             ; preds = %1330
  switch i32 %1236, label %1333 [
    i32 3, label %1336
    i32 4, label %1334
    i32 5, label %1335
  ]

1333:                                             ; preds = %1332
  br label %1336

1334:                                             ; preds = %1332
  br label %1336

1335:                                             ; preds = %1332
  br label %1336

1336:                                             ; preds = %1333, %1334, %1335, %1332, %1330
  %1337 = phi double [ 0xBFFF6A897D3214FC, %1330 ], [ 0x3FF1A68793DEFC15, %1332 ], [ 0x3FFCAFC3CA8B2107, %1333 ], [ 0x3FF638D0B871453A, %1334 ], [ 0x3FF9C7099BFF7E1E, %1335 ]
  %1338 = tail call double @llvm.fabs.f64(double %1337)
  %1339 = fcmp ogt double %1338, 1.000000e+00
  %1340 = select i1 %1339, double %1338, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  store volatile double %1331, ptr %81, align 8, !tbaa !5
  %1341 = load volatile double, ptr %81, align 8, !tbaa !5
  %1342 = tail call double @llvm.fabs.f64(double %1341)
  %1343 = fcmp ueq double %1342, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81)
  br i1 %1343, label %1355, label %1344

1344:                                             ; preds = %1336
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  store volatile double %1337, ptr %80, align 8, !tbaa !5
  %1345 = load volatile double, ptr %80, align 8, !tbaa !5
  %1346 = tail call double @llvm.fabs.f64(double %1345)
  %1347 = fcmp ueq double %1346, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  br i1 %1347, label %1355, label %1348

1348:                                             ; preds = %1344
  %1349 = fsub double %1331, %1337
  %1350 = tail call double @llvm.fabs.f64(double %1349)
  %1351 = fmul double %1340, 0x3D06849B86A12B9B
  %1352 = fcmp ole double %1350, %1351
  %1353 = select i1 %1352, ptr @.str.39, ptr @.str.40
  %1354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1300, double noundef %1331, double noundef %1337, ptr noundef nonnull %1353)
  br i1 %1352, label %1360, label %1357

1355:                                             ; preds = %1344, %1336
  %1356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1300, double noundef %1331, double noundef %1337, ptr noundef nonnull @.str.40)
  br label %1357

1357:                                             ; preds = %1355, %1348
  %1358 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1359 = add nsw i32 %1358, 1
  store i32 %1359, ptr @n_fail, align 4, !tbaa !9
  br label %1360

1360:                                             ; preds = %1348, %1357
  %1361 = add nuw nsw i32 %1236, 3
  %1362 = icmp ult i32 %1236, 5
  br i1 %1362, label %1235, label %1363, !llvm.loop !15

1363:                                             ; preds = %1360, %1520
  %1364 = phi i64 [ %1521, %1520 ], [ 0, %1360 ]
  %1365 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %1364
  %1366 = load double, ptr %1365, align 8, !tbaa !5
  %1367 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem, double noundef %1366) #18
  %1368 = tail call double @llvm.fabs.f64(double %1366)
  %1369 = fcmp one double %1368, 1.000000e-03
  %1370 = select i1 %1369, double %1368, double 1.000000e-03
  %1371 = fmul double %1370, 0x3EB0C6F7A0B5ED8D
  %1372 = fadd double %1366, %1371
  %1373 = fsub double %1366, %1371
  %1374 = fmul double %1372, %1372
  %1375 = tail call double @remainder(double noundef %1374, double noundef 0x3FE6666666666666) #18
  %1376 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1372) #18
  %1377 = tail call double @llvm.fmuladd.f64(double %1376, double %1372, double %1375)
  %1378 = fmul double %1373, %1373
  %1379 = tail call double @remainder(double noundef %1378, double noundef 0x3FE6666666666666) #18
  %1380 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1373) #18
  %1381 = tail call double @llvm.fmuladd.f64(double %1380, double %1373, double %1379)
  %1382 = fsub double %1377, %1381
  %1383 = fsub double %1372, %1373
  %1384 = fdiv double %1382, %1383
  %1385 = tail call double @llvm.fabs.f64(double %1384)
  %1386 = fcmp ogt double %1385, 1.000000e+00
  %1387 = select i1 %1386, double %1385, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  store volatile double %1367, ptr %79, align 8, !tbaa !5
  %1388 = load volatile double, ptr %79, align 8, !tbaa !5
  %1389 = tail call double @llvm.fabs.f64(double %1388)
  %1390 = fcmp ueq double %1389, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  br i1 %1390, label %1402, label %1391

1391:                                             ; preds = %1363
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  store volatile double %1384, ptr %78, align 8, !tbaa !5
  %1392 = load volatile double, ptr %78, align 8, !tbaa !5
  %1393 = tail call double @llvm.fabs.f64(double %1392)
  %1394 = fcmp ueq double %1393, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  br i1 %1394, label %1402, label %1395

1395:                                             ; preds = %1391
  %1396 = fsub double %1367, %1384
  %1397 = tail call double @llvm.fabs.f64(double %1396)
  %1398 = fmul double %1387, 0x3EB0C6F7A0B5ED8D
  %1399 = fcmp ole double %1397, %1398
  %1400 = select i1 %1399, ptr @.str.39, ptr @.str.40
  %1401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1366, double noundef %1367, double noundef %1384, ptr noundef nonnull %1400)
  br i1 %1399, label %1407, label %1404

1402:                                             ; preds = %1391, %1363
  %1403 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1366, double noundef %1367, double noundef %1384, ptr noundef nonnull @.str.40)
  br label %1404

1404:                                             ; preds = %1402, %1395
  %1405 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1406 = add nsw i32 %1405, 1
  store i32 %1406, ptr @n_fail, align 4, !tbaa !9
  br label %1407

1407:                                             ; preds = %1395, %1404
  %1408 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem, double noundef %1366, double noundef 1.000000e+00) #18
  %1409 = tail call double @remainder(double noundef %1374, double noundef 0x3FE6666666666666) #18
  %1410 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1372) #18
  %1411 = tail call double @llvm.fmuladd.f64(double %1410, double %1372, double %1409)
  %1412 = tail call double @remainder(double noundef %1378, double noundef 0x3FE6666666666666) #18
  %1413 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1373) #18
  %1414 = tail call double @llvm.fmuladd.f64(double %1413, double %1373, double %1412)
  %1415 = fsub double %1411, %1414
  %1416 = fdiv double %1415, %1383
  %1417 = tail call double @llvm.fabs.f64(double %1416)
  %1418 = fcmp ogt double %1417, 1.000000e+00
  %1419 = select i1 %1418, double %1417, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  store volatile double %1408, ptr %77, align 8, !tbaa !5
  %1420 = load volatile double, ptr %77, align 8, !tbaa !5
  %1421 = tail call double @llvm.fabs.f64(double %1420)
  %1422 = fcmp ueq double %1421, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  br i1 %1422, label %1434, label %1423

1423:                                             ; preds = %1407
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  store volatile double %1416, ptr %76, align 8, !tbaa !5
  %1424 = load volatile double, ptr %76, align 8, !tbaa !5
  %1425 = tail call double @llvm.fabs.f64(double %1424)
  %1426 = fcmp ueq double %1425, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  br i1 %1426, label %1434, label %1427

1427:                                             ; preds = %1423
  %1428 = fsub double %1408, %1416
  %1429 = tail call double @llvm.fabs.f64(double %1428)
  %1430 = fmul double %1419, 0x3EB0C6F7A0B5ED8D
  %1431 = fcmp ole double %1429, %1430
  %1432 = select i1 %1431, ptr @.str.39, ptr @.str.40
  %1433 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1366, double noundef %1408, double noundef %1416, ptr noundef nonnull %1432)
  br i1 %1431, label %1439, label %1436

1434:                                             ; preds = %1423, %1407
  %1435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1366, double noundef %1408, double noundef %1416, ptr noundef nonnull @.str.40)
  br label %1436

1436:                                             ; preds = %1434, %1427
  %1437 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1438 = add nsw i32 %1437, 1
  store i32 %1438, ptr @n_fail, align 4, !tbaa !9
  br label %1439

1439:                                             ; preds = %1427, %1436
  %1440 = fptrunc double %1366 to float
  %1441 = fpext float %1440 to double
  %1442 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_rem, double noundef %1441) #18
  %1443 = fpext float %1442 to double
  %1444 = tail call double @llvm.fabs.f64(double %1441)
  %1445 = fcmp one double %1444, 1.000000e-03
  %1446 = select i1 %1445, double %1444, double 1.000000e-03
  %1447 = fmul double %1446, 0x3EB0C6F7A0B5ED8D
  %1448 = fadd double %1447, %1441
  %1449 = fsub double %1441, %1447
  %1450 = fmul double %1448, %1448
  %1451 = tail call double @remainder(double noundef %1450, double noundef 0x3FE6666660000000) #18
  %1452 = fmul double %1449, %1449
  %1453 = tail call double @remainder(double noundef %1452, double noundef 0x3FE6666660000000) #18
  %1454 = insertelement <2 x double> poison, double %1448, i64 0
  %1455 = insertelement <2 x double> %1454, double %1449, i64 1
  %1456 = insertelement <2 x double> poison, double %1451, i64 0
  %1457 = insertelement <2 x double> %1456, double %1453, i64 1
  %1458 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1455, <2 x double> %1455, <2 x double> %1457)
  %1459 = shufflevector <2 x double> %1458, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1460 = fsub <2 x double> %1458, %1459
  %1461 = extractelement <2 x double> %1460, i64 0
  %1462 = fsub double %1448, %1449
  %1463 = fdiv double %1461, %1462
  %1464 = tail call double @llvm.fabs.f64(double %1463)
  %1465 = fcmp ogt double %1464, 1.000000e+00
  %1466 = select i1 %1465, double %1464, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  store volatile double %1443, ptr %75, align 8, !tbaa !5
  %1467 = load volatile double, ptr %75, align 8, !tbaa !5
  %1468 = tail call double @llvm.fabs.f64(double %1467)
  %1469 = fcmp ueq double %1468, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  br i1 %1469, label %1481, label %1470

1470:                                             ; preds = %1439
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  store volatile double %1463, ptr %74, align 8, !tbaa !5
  %1471 = load volatile double, ptr %74, align 8, !tbaa !5
  %1472 = tail call double @llvm.fabs.f64(double %1471)
  %1473 = fcmp ueq double %1472, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  br i1 %1473, label %1481, label %1474

1474:                                             ; preds = %1470
  %1475 = fsub double %1443, %1463
  %1476 = tail call double @llvm.fabs.f64(double %1475)
  %1477 = fmul double %1466, 1.000000e-04
  %1478 = fcmp ole double %1476, %1477
  %1479 = select i1 %1478, ptr @.str.39, ptr @.str.40
  %1480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1441, double noundef %1443, double noundef %1463, ptr noundef nonnull %1479)
  br i1 %1478, label %1486, label %1483

1481:                                             ; preds = %1470, %1439
  %1482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1441, double noundef %1443, double noundef %1463, ptr noundef nonnull @.str.40)
  br label %1483

1483:                                             ; preds = %1481, %1474
  %1484 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1485 = add nsw i32 %1484, 1
  store i32 %1485, ptr @n_fail, align 4, !tbaa !9
  br label %1486

1486:                                             ; preds = %1474, %1483
  %1487 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_rem, double noundef %1441, double noundef 1.000000e+00) #18
  %1488 = fpext float %1487 to double
  %1489 = tail call double @remainder(double noundef %1450, double noundef 0x3FE6666660000000) #18
  %1490 = tail call double @remainder(double noundef %1452, double noundef 0x3FE6666660000000) #18
  %1491 = insertelement <2 x double> poison, double %1489, i64 0
  %1492 = insertelement <2 x double> %1491, double %1490, i64 1
  %1493 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1455, <2 x double> %1455, <2 x double> %1492)
  %1494 = shufflevector <2 x double> %1493, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1495 = fsub <2 x double> %1493, %1494
  %1496 = extractelement <2 x double> %1495, i64 0
  %1497 = fdiv double %1496, %1462
  %1498 = tail call double @llvm.fabs.f64(double %1497)
  %1499 = fcmp ogt double %1498, 1.000000e+00
  %1500 = select i1 %1499, double %1498, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  store volatile double %1488, ptr %73, align 8, !tbaa !5
  %1501 = load volatile double, ptr %73, align 8, !tbaa !5
  %1502 = tail call double @llvm.fabs.f64(double %1501)
  %1503 = fcmp ueq double %1502, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73)
  br i1 %1503, label %1515, label %1504

1504:                                             ; preds = %1486
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  store volatile double %1497, ptr %72, align 8, !tbaa !5
  %1505 = load volatile double, ptr %72, align 8, !tbaa !5
  %1506 = tail call double @llvm.fabs.f64(double %1505)
  %1507 = fcmp ueq double %1506, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  br i1 %1507, label %1515, label %1508

1508:                                             ; preds = %1504
  %1509 = fsub double %1488, %1497
  %1510 = tail call double @llvm.fabs.f64(double %1509)
  %1511 = fmul double %1500, 1.000000e-04
  %1512 = fcmp ole double %1510, %1511
  %1513 = select i1 %1512, ptr @.str.39, ptr @.str.40
  %1514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1441, double noundef %1488, double noundef %1497, ptr noundef nonnull %1513)
  br i1 %1512, label %1520, label %1517

1515:                                             ; preds = %1504, %1486
  %1516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1441, double noundef %1488, double noundef %1497, ptr noundef nonnull @.str.40)
  br label %1517

1517:                                             ; preds = %1515, %1508
  %1518 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1519 = add nsw i32 %1518, 1
  store i32 %1519, ptr @n_fail, align 4, !tbaa !9
  br label %1520

1520:                                             ; preds = %1508, %1517
  %1521 = add nuw nsw i64 %1364, 1
  %1522 = icmp eq i64 %1521, 5
  br i1 %1522, label %2153, label %1363, !llvm.loop !16

1523:                                             ; preds = %2380
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1524 = call double @modf(double noundef 3.700000e-01, ptr noundef nonnull %59) #18
  %1525 = fmul double %1524, 3.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1526 = call double @modf(double noundef 0x3FE7AE147AE147AE, ptr noundef nonnull %59) #18
  %1527 = fmul double %1526, -8.000000e-01
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1528 = call double @modf(double noundef 0x3FF1C28F5C28F5C2, ptr noundef nonnull %59) #18
  %1529 = fmul double %1528, 4.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1530 = call double @modf(double noundef 1.480000e+00, ptr noundef nonnull %59) #18
  %1531 = fmul double %1530, 1.800000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1532 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %61, double noundef 3.700000e-01, i32 noundef 4) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %1532, ptr %58, align 8, !tbaa !5
  %1533 = load volatile double, ptr %58, align 8, !tbaa !5
  %1534 = call double @llvm.fabs.f64(double %1533)
  %1535 = fcmp ueq double %1534, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %1535, label %1546, label %1536

1536:                                             ; preds = %1523
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double 0x4034F851EB851EBA, ptr %57, align 8, !tbaa !5
  %1537 = load volatile double, ptr %57, align 8, !tbaa !5
  %1538 = call double @llvm.fabs.f64(double %1537)
  %1539 = fcmp ueq double %1538, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %1539, label %1546, label %1540

1540:                                             ; preds = %1536
  %1541 = fadd double %1532, 0xC034F851EB851EBA
  %1542 = call double @llvm.fabs.f64(double %1541)
  %1543 = fcmp ole double %1542, 0x3DB70E87BF39C6C8
  %1544 = select i1 %1543, ptr @.str.39, ptr @.str.40
  %1545 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1532, double noundef 0x4034F851EB851EBA, ptr noundef nonnull %1544)
  br i1 %1543, label %1551, label %1548

1546:                                             ; preds = %1536, %1523
  %1547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1532, double noundef 0x4034F851EB851EBA, ptr noundef nonnull @.str.40)
  br label %1548

1548:                                             ; preds = %1546, %1540
  %1549 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1550 = add nsw i32 %1549, 1
  store i32 %1550, ptr @n_fail, align 4, !tbaa !9
  br label %1551

1551:                                             ; preds = %1548, %1540
  %1552 = load double, ptr %61, align 16, !tbaa !5
  %1553 = call double @llvm.fabs.f64(double %1525)
  %1554 = fcmp ogt double %1553, 1.000000e+00
  %1555 = select i1 %1554, double %1553, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1552, ptr %56, align 8, !tbaa !5
  %1556 = load volatile double, ptr %56, align 8, !tbaa !5
  %1557 = call double @llvm.fabs.f64(double %1556)
  %1558 = fcmp ueq double %1557, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1558, label %1570, label %1559

1559:                                             ; preds = %1551
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1525, ptr %55, align 8, !tbaa !5
  %1560 = load volatile double, ptr %55, align 8, !tbaa !5
  %1561 = call double @llvm.fabs.f64(double %1560)
  %1562 = fcmp ueq double %1561, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1562, label %1570, label %1563

1563:                                             ; preds = %1559
  %1564 = fsub double %1552, %1525
  %1565 = call double @llvm.fabs.f64(double %1564)
  %1566 = fmul double %1555, 0x3D719799812DEA11
  %1567 = fcmp ole double %1565, %1566
  %1568 = select i1 %1567, ptr @.str.39, ptr @.str.40
  %1569 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 1.700000e+00, double noundef %1552, double noundef %1525, ptr noundef nonnull %1568)
  br i1 %1567, label %1575, label %1572

1570:                                             ; preds = %1559, %1551
  %1571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 1.700000e+00, double noundef %1552, double noundef %1525, ptr noundef nonnull @.str.40)
  br label %1572

1572:                                             ; preds = %1570, %1563
  %1573 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1574 = add nsw i32 %1573, 1
  store i32 %1574, ptr @n_fail, align 4, !tbaa !9
  br label %1575

1575:                                             ; preds = %1572, %1563
  %1576 = getelementptr inbounds i8, ptr %61, i64 8
  %1577 = load double, ptr %1576, align 8, !tbaa !5
  %1578 = call double @llvm.fabs.f64(double %1527)
  %1579 = fcmp ogt double %1578, 1.000000e+00
  %1580 = select i1 %1579, double %1578, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1577, ptr %56, align 8, !tbaa !5
  %1581 = load volatile double, ptr %56, align 8, !tbaa !5
  %1582 = call double @llvm.fabs.f64(double %1581)
  %1583 = fcmp ueq double %1582, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1583, label %1595, label %1584

1584:                                             ; preds = %1575
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1527, ptr %55, align 8, !tbaa !5
  %1585 = load volatile double, ptr %55, align 8, !tbaa !5
  %1586 = call double @llvm.fabs.f64(double %1585)
  %1587 = fcmp ueq double %1586, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1587, label %1595, label %1588

1588:                                             ; preds = %1584
  %1589 = fsub double %1577, %1527
  %1590 = call double @llvm.fabs.f64(double %1589)
  %1591 = fmul double %1580, 0x3D719799812DEA11
  %1592 = fcmp ole double %1590, %1591
  %1593 = select i1 %1592, ptr @.str.39, ptr @.str.40
  %1594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef -4.000000e-01, double noundef %1577, double noundef %1527, ptr noundef nonnull %1593)
  br i1 %1592, label %1600, label %1597

1595:                                             ; preds = %1584, %1575
  %1596 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef -4.000000e-01, double noundef %1577, double noundef %1527, ptr noundef nonnull @.str.40)
  br label %1597

1597:                                             ; preds = %1595, %1588
  %1598 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1599 = add nsw i32 %1598, 1
  store i32 %1599, ptr @n_fail, align 4, !tbaa !9
  br label %1600

1600:                                             ; preds = %1597, %1588
  %1601 = getelementptr inbounds i8, ptr %61, i64 16
  %1602 = load double, ptr %1601, align 16, !tbaa !5
  %1603 = call double @llvm.fabs.f64(double %1529)
  %1604 = fcmp ogt double %1603, 1.000000e+00
  %1605 = select i1 %1604, double %1603, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1602, ptr %56, align 8, !tbaa !5
  %1606 = load volatile double, ptr %56, align 8, !tbaa !5
  %1607 = call double @llvm.fabs.f64(double %1606)
  %1608 = fcmp ueq double %1607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1608, label %1620, label %1609

1609:                                             ; preds = %1600
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1529, ptr %55, align 8, !tbaa !5
  %1610 = load volatile double, ptr %55, align 8, !tbaa !5
  %1611 = call double @llvm.fabs.f64(double %1610)
  %1612 = fcmp ueq double %1611, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1612, label %1620, label %1613

1613:                                             ; preds = %1609
  %1614 = fsub double %1602, %1529
  %1615 = call double @llvm.fabs.f64(double %1614)
  %1616 = fmul double %1605, 0x3D719799812DEA11
  %1617 = fcmp ole double %1615, %1616
  %1618 = select i1 %1617, ptr @.str.39, ptr @.str.40
  %1619 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 2.200000e+00, double noundef %1602, double noundef %1529, ptr noundef nonnull %1618)
  br i1 %1617, label %1625, label %1622

1620:                                             ; preds = %1609, %1600
  %1621 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 2.200000e+00, double noundef %1602, double noundef %1529, ptr noundef nonnull @.str.40)
  br label %1622

1622:                                             ; preds = %1620, %1613
  %1623 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1624 = add nsw i32 %1623, 1
  store i32 %1624, ptr @n_fail, align 4, !tbaa !9
  br label %1625

1625:                                             ; preds = %1622, %1613
  %1626 = getelementptr inbounds i8, ptr %61, i64 24
  %1627 = load double, ptr %1626, align 8, !tbaa !5
  %1628 = call double @llvm.fabs.f64(double %1531)
  %1629 = fcmp ogt double %1628, 1.000000e+00
  %1630 = select i1 %1629, double %1628, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1627, ptr %56, align 8, !tbaa !5
  %1631 = load volatile double, ptr %56, align 8, !tbaa !5
  %1632 = call double @llvm.fabs.f64(double %1631)
  %1633 = fcmp ueq double %1632, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1633, label %1645, label %1634

1634:                                             ; preds = %1625
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1531, ptr %55, align 8, !tbaa !5
  %1635 = load volatile double, ptr %55, align 8, !tbaa !5
  %1636 = call double @llvm.fabs.f64(double %1635)
  %1637 = fcmp ueq double %1636, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1637, label %1645, label %1638

1638:                                             ; preds = %1634
  %1639 = fsub double %1627, %1531
  %1640 = call double @llvm.fabs.f64(double %1639)
  %1641 = fmul double %1630, 0x3D719799812DEA11
  %1642 = fcmp ole double %1640, %1641
  %1643 = select i1 %1642, ptr @.str.39, ptr @.str.40
  %1644 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 9.000000e-01, double noundef %1627, double noundef %1531, ptr noundef nonnull %1643)
  br i1 %1642, label %1650, label %1647

1645:                                             ; preds = %1634, %1625
  %1646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 9.000000e-01, double noundef %1627, double noundef %1531, ptr noundef nonnull @.str.40)
  br label %1647

1647:                                             ; preds = %1645, %1638
  %1648 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1649 = add nsw i32 %1648, 1
  store i32 %1649, ptr @n_fail, align 4, !tbaa !9
  br label %1650

1650:                                             ; preds = %1647, %1638
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %62, ptr noundef nonnull align 16 dereferenceable(32) @__const.modf_loop.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1651 = call double @llvm.fmuladd.f64(double %1525, double 3.000000e-01, double 0x4034F851EB851EBA)
  %1652 = getelementptr inbounds i8, ptr %62, i64 8
  %1653 = call double @llvm.fmuladd.f64(double %1527, double -1.100000e+00, double %1651)
  %1654 = getelementptr inbounds i8, ptr %62, i64 16
  %1655 = call double @llvm.fmuladd.f64(double %1529, double 6.000000e-01, double %1653)
  %1656 = getelementptr inbounds i8, ptr %62, i64 24
  %1657 = call double @llvm.fmuladd.f64(double %1531, double 2.000000e+00, double %1655)
  %1658 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %62, double noundef 3.700000e-01, double noundef 1.000000e+00, i32 noundef 4) #18
  %1659 = call double @llvm.fabs.f64(double %1657)
  %1660 = fcmp ogt double %1659, 1.000000e+00
  %1661 = select i1 %1660, double %1659, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %1658, ptr %54, align 8, !tbaa !5
  %1662 = load volatile double, ptr %54, align 8, !tbaa !5
  %1663 = call double @llvm.fabs.f64(double %1662)
  %1664 = fcmp ueq double %1663, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %1664, label %1676, label %1665

1665:                                             ; preds = %1650
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %1657, ptr %53, align 8, !tbaa !5
  %1666 = load volatile double, ptr %53, align 8, !tbaa !5
  %1667 = call double @llvm.fabs.f64(double %1666)
  %1668 = fcmp ueq double %1667, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %1668, label %1676, label %1669

1669:                                             ; preds = %1665
  %1670 = fsub double %1658, %1657
  %1671 = call double @llvm.fabs.f64(double %1670)
  %1672 = fmul double %1661, 0x3D719799812DEA11
  %1673 = fcmp ole double %1671, %1672
  %1674 = select i1 %1673, ptr @.str.39, ptr @.str.40
  %1675 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1658, double noundef %1657, ptr noundef nonnull %1674)
  br i1 %1673, label %1681, label %1678

1676:                                             ; preds = %1665, %1650
  %1677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1658, double noundef %1657, ptr noundef nonnull @.str.40)
  br label %1678

1678:                                             ; preds = %1676, %1669
  %1679 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1680 = add nsw i32 %1679, 1
  store i32 %1680, ptr @n_fail, align 4, !tbaa !9
  br label %1681

1681:                                             ; preds = %1678, %1669
  %1682 = load double, ptr %62, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1682, ptr %52, align 8, !tbaa !5
  %1683 = load volatile double, ptr %52, align 8, !tbaa !5
  %1684 = call double @llvm.fabs.f64(double %1683)
  %1685 = fcmp ueq double %1684, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1685, label %1694, label %1686

1686:                                             ; preds = %1681
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1687 = load volatile double, ptr %51, align 8, !tbaa !5
  %1688 = call double @llvm.fabs.f64(double %1687)
  %1689 = fcmp ueq double %1688, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1689, label %1694, label %1690

1690:                                             ; preds = %1686
  %1691 = fcmp oeq double %1682, 0.000000e+00
  %1692 = select i1 %1691, ptr @.str.39, ptr @.str.40
  %1693 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1682, double noundef 0.000000e+00, ptr noundef nonnull %1692)
  br i1 %1691, label %1699, label %1696

1694:                                             ; preds = %1686, %1681
  %1695 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1682, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1696

1696:                                             ; preds = %1694, %1690
  %1697 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1698 = add nsw i32 %1697, 1
  store i32 %1698, ptr @n_fail, align 4, !tbaa !9
  br label %1699

1699:                                             ; preds = %1696, %1690
  %1700 = load double, ptr %1652, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1700, ptr %52, align 8, !tbaa !5
  %1701 = load volatile double, ptr %52, align 8, !tbaa !5
  %1702 = call double @llvm.fabs.f64(double %1701)
  %1703 = fcmp ueq double %1702, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1703, label %1712, label %1704

1704:                                             ; preds = %1699
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1705 = load volatile double, ptr %51, align 8, !tbaa !5
  %1706 = call double @llvm.fabs.f64(double %1705)
  %1707 = fcmp ueq double %1706, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1707, label %1712, label %1708

1708:                                             ; preds = %1704
  %1709 = fcmp oeq double %1700, 0.000000e+00
  %1710 = select i1 %1709, ptr @.str.39, ptr @.str.40
  %1711 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1700, double noundef 0.000000e+00, ptr noundef nonnull %1710)
  br i1 %1709, label %1717, label %1714

1712:                                             ; preds = %1704, %1699
  %1713 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1700, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1714

1714:                                             ; preds = %1712, %1708
  %1715 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1716 = add nsw i32 %1715, 1
  store i32 %1716, ptr @n_fail, align 4, !tbaa !9
  br label %1717

1717:                                             ; preds = %1714, %1708
  %1718 = load double, ptr %1654, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1718, ptr %52, align 8, !tbaa !5
  %1719 = load volatile double, ptr %52, align 8, !tbaa !5
  %1720 = call double @llvm.fabs.f64(double %1719)
  %1721 = fcmp ueq double %1720, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1721, label %1730, label %1722

1722:                                             ; preds = %1717
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1723 = load volatile double, ptr %51, align 8, !tbaa !5
  %1724 = call double @llvm.fabs.f64(double %1723)
  %1725 = fcmp ueq double %1724, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1725, label %1730, label %1726

1726:                                             ; preds = %1722
  %1727 = fcmp oeq double %1718, 0.000000e+00
  %1728 = select i1 %1727, ptr @.str.39, ptr @.str.40
  %1729 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1718, double noundef 0.000000e+00, ptr noundef nonnull %1728)
  br i1 %1727, label %1735, label %1732

1730:                                             ; preds = %1722, %1717
  %1731 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1718, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1732

1732:                                             ; preds = %1730, %1726
  %1733 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1734 = add nsw i32 %1733, 1
  store i32 %1734, ptr @n_fail, align 4, !tbaa !9
  br label %1735

1735:                                             ; preds = %1732, %1726
  %1736 = load double, ptr %1656, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1736, ptr %52, align 8, !tbaa !5
  %1737 = load volatile double, ptr %52, align 8, !tbaa !5
  %1738 = call double @llvm.fabs.f64(double %1737)
  %1739 = fcmp ueq double %1738, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1739, label %1748, label %1740

1740:                                             ; preds = %1735
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1741 = load volatile double, ptr %51, align 8, !tbaa !5
  %1742 = call double @llvm.fabs.f64(double %1741)
  %1743 = fcmp ueq double %1742, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1743, label %1748, label %1744

1744:                                             ; preds = %1740
  %1745 = fcmp oeq double %1736, 0.000000e+00
  %1746 = select i1 %1745, ptr @.str.39, ptr @.str.40
  %1747 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1736, double noundef 0.000000e+00, ptr noundef nonnull %1746)
  br i1 %1745, label %1753, label %1750

1748:                                             ; preds = %1740, %1735
  %1749 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1736, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1750

1750:                                             ; preds = %1748, %1744
  %1751 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1752 = add nsw i32 %1751, 1
  store i32 %1752, ptr @n_fail, align 4, !tbaa !9
  br label %1753

1753:                                             ; preds = %1750, %1744
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #18
  %1754 = getelementptr inbounds i8, ptr %49, i64 8
  %1755 = getelementptr inbounds i8, ptr %50, i64 8
  %1756 = getelementptr inbounds i8, ptr %63, i64 8
  %1757 = getelementptr inbounds i8, ptr %65, i64 8
  %1758 = getelementptr inbounds i8, ptr %43, i64 16
  %1759 = getelementptr inbounds i8, ptr %43, i64 8
  %1760 = getelementptr inbounds i8, ptr %44, i64 16
  %1761 = getelementptr inbounds i8, ptr %44, i64 8
  %1762 = getelementptr inbounds i8, ptr %69, i64 16
  %1763 = getelementptr inbounds i8, ptr %69, i64 8
  %1764 = getelementptr inbounds i8, ptr %65, i64 16
  %1765 = getelementptr inbounds i8, ptr %67, i64 8
  %1766 = getelementptr inbounds i8, ptr %71, i64 8
  br label %1767

1767:                                             ; preds = %2144, %1753
  %1768 = phi i64 [ 0, %1753 ], [ %2145, %2144 ]
  %1769 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %1768
  %1770 = getelementptr inbounds i8, ptr %1769, i64 8
  %1771 = load double, ptr %1769, align 16, !tbaa !5
  %1772 = load double, ptr %1770, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1773 = call double @llvm.fabs.f64(double %1771)
  %1774 = fcmp ogt double %1773, 1.000000e+00
  %1775 = select i1 %1774, double %1773, double 1.000000e+00
  %1776 = fmul double %1775, 0x3EB0C6F7A0B5ED8D
  %1777 = fadd double %1771, %1776
  %1778 = fsub double %1771, %1776
  %1779 = fmul double %1772, %1777
  store double %1779, ptr %1754, align 8, !tbaa !5
  %1780 = fmul double %1777, 3.000000e+00
  %1781 = call double @modf(double noundef %1780, ptr noundef nonnull %1754) #18
  %1782 = load double, ptr %1754, align 8, !tbaa !5
  %1783 = call double @llvm.fmuladd.f64(double %1782, double %1772, double %1781)
  %1784 = call double @sin(double noundef %1772) #18
  %1785 = fmul double %1782, %1784
  %1786 = fmul double %1772, %1778
  store double %1786, ptr %1755, align 8, !tbaa !5
  %1787 = fmul double %1778, 3.000000e+00
  %1788 = call double @modf(double noundef %1787, ptr noundef nonnull %1755) #18
  %1789 = load double, ptr %1755, align 8, !tbaa !5
  %1790 = call double @llvm.fmuladd.f64(double %1789, double %1772, double %1788)
  %1791 = call double @sin(double noundef %1772) #18
  %1792 = fmul double %1789, %1791
  %1793 = fsub double %1777, %1778
  %1794 = fsub double %1783, %1790
  %1795 = fdiv double %1794, %1793
  %1796 = fsub double %1782, %1789
  %1797 = fdiv double %1796, %1793
  %1798 = fsub double %1785, %1792
  %1799 = fdiv double %1798, %1793
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1800 = call double @llvm.fabs.f64(double %1772)
  %1801 = fcmp ogt double %1800, 1.000000e+00
  %1802 = select i1 %1801, double %1800, double 1.000000e+00
  %1803 = fmul double %1802, 0x3EB0C6F7A0B5ED8D
  %1804 = fadd double %1772, %1803
  %1805 = fsub double %1772, %1803
  %1806 = fmul double %1771, %1804
  store double %1806, ptr %1754, align 8, !tbaa !5
  %1807 = fmul double %1771, 3.000000e+00
  %1808 = call double @modf(double noundef %1807, ptr noundef nonnull %1754) #18
  %1809 = load double, ptr %1754, align 8, !tbaa !5
  %1810 = call double @llvm.fmuladd.f64(double %1809, double %1804, double %1808)
  %1811 = call double @sin(double noundef %1804) #18
  %1812 = fmul double %1809, %1811
  %1813 = fmul double %1771, %1805
  store double %1813, ptr %1755, align 8, !tbaa !5
  %1814 = call double @modf(double noundef %1807, ptr noundef nonnull %1755) #18
  %1815 = load double, ptr %1755, align 8, !tbaa !5
  %1816 = call double @llvm.fmuladd.f64(double %1815, double %1805, double %1814)
  %1817 = call double @sin(double noundef %1805) #18
  %1818 = fmul double %1815, %1817
  %1819 = fsub double %1804, %1805
  %1820 = fsub double %1810, %1816
  %1821 = fdiv double %1820, %1819
  %1822 = fsub double %1809, %1815
  %1823 = fdiv double %1822, %1819
  %1824 = fsub double %1812, %1818
  %1825 = fdiv double %1824, %1819
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %63, ptr noundef nonnull align 16 dereferenceable(16) @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %64) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %65, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.dout, i64 24, i1 false)
  %1826 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1769, ptr noundef nonnull %63, ptr noundef nonnull %64, ptr noundef nonnull %65) #18
  %1827 = load double, ptr %65, align 16, !tbaa !5
  %1828 = load double, ptr %63, align 16, !tbaa !5
  %1829 = load double, ptr %1756, align 8, !tbaa !5
  %1830 = fmul double %1821, %1829
  %1831 = call double @llvm.fmuladd.f64(double %1795, double %1828, double %1830)
  %1832 = call double @llvm.fabs.f64(double %1831)
  %1833 = fcmp ogt double %1832, 1.000000e+00
  %1834 = select i1 %1833, double %1832, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1827, ptr %46, align 8, !tbaa !5
  %1835 = load volatile double, ptr %46, align 8, !tbaa !5
  %1836 = call double @llvm.fabs.f64(double %1835)
  %1837 = fcmp ueq double %1836, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1837, label %1874, label %1863

1838:                                             ; preds = %1935
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 0.000000e+00, ptr %47, align 8, !tbaa !5
  %1839 = load volatile double, ptr %47, align 8, !tbaa !5
  %1840 = call double @llvm.fabs.f64(double %1839)
  %1841 = fcmp ueq double %1840, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %1841, label %1846, label %1842

1842:                                             ; preds = %1838
  %1843 = fcmp oeq double %1936, 0.000000e+00
  %1844 = select i1 %1843, ptr @.str.39, ptr @.str.40
  %1845 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1771, double noundef %1936, double noundef 0.000000e+00, ptr noundef nonnull %1844)
  br i1 %1843, label %1851, label %1848

1846:                                             ; preds = %1935, %1838
  %1847 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1771, double noundef %1936, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1848

1848:                                             ; preds = %1846, %1842
  %1849 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1850 = add nsw i32 %1849, 1
  store i32 %1850, ptr @n_fail, align 4, !tbaa !9
  br label %1851

1851:                                             ; preds = %1848, %1842
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %66, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %67) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, i8 0, i64 16, i1 false)
  %1852 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1769, ptr noundef nonnull %67, ptr noundef nonnull %64, ptr noundef nonnull %66) #18
  %1853 = load double, ptr %67, align 16, !tbaa !5
  %1854 = fmul double %1797, 2.000000e+00
  %1855 = call double @llvm.fmuladd.f64(double %1795, double 5.000000e-01, double %1854)
  %1856 = call double @llvm.fmuladd.f64(double %1799, double -1.500000e+00, double %1855)
  %1857 = call double @llvm.fabs.f64(double %1856)
  %1858 = fcmp ogt double %1857, 1.000000e+00
  %1859 = select i1 %1858, double %1857, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1853, ptr %36, align 8, !tbaa !5
  %1860 = load volatile double, ptr %36, align 8, !tbaa !5
  %1861 = call double @llvm.fabs.f64(double %1860)
  %1862 = fcmp ueq double %1861, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1862, label %2025, label %2014

1863:                                             ; preds = %1767
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1831, ptr %45, align 8, !tbaa !5
  %1864 = load volatile double, ptr %45, align 8, !tbaa !5
  %1865 = call double @llvm.fabs.f64(double %1864)
  %1866 = fcmp ueq double %1865, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1866, label %1874, label %1867

1867:                                             ; preds = %1863
  %1868 = fsub double %1827, %1831
  %1869 = call double @llvm.fabs.f64(double %1868)
  %1870 = fmul double %1834, 0x3EB0C6F7A0B5ED8D
  %1871 = fcmp ole double %1869, %1870
  %1872 = select i1 %1871, ptr @.str.39, ptr @.str.40
  %1873 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1771, double noundef %1827, double noundef %1831, ptr noundef nonnull %1872)
  br i1 %1871, label %1879, label %1876

1874:                                             ; preds = %1863, %1767
  %1875 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1771, double noundef %1827, double noundef %1831, ptr noundef nonnull @.str.40)
  br label %1876

1876:                                             ; preds = %1874, %1867
  %1877 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1878 = add nsw i32 %1877, 1
  store i32 %1878, ptr @n_fail, align 4, !tbaa !9
  br label %1879

1879:                                             ; preds = %1876, %1867
  %1880 = load double, ptr %1757, align 8, !tbaa !5
  %1881 = load double, ptr %63, align 16, !tbaa !5
  %1882 = load double, ptr %1756, align 8, !tbaa !5
  %1883 = fmul double %1823, %1882
  %1884 = call double @llvm.fmuladd.f64(double %1797, double %1881, double %1883)
  %1885 = call double @llvm.fabs.f64(double %1884)
  %1886 = fcmp ogt double %1885, 1.000000e+00
  %1887 = select i1 %1886, double %1885, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1880, ptr %46, align 8, !tbaa !5
  %1888 = load volatile double, ptr %46, align 8, !tbaa !5
  %1889 = call double @llvm.fabs.f64(double %1888)
  %1890 = fcmp ueq double %1889, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1890, label %1902, label %1891

1891:                                             ; preds = %1879
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1884, ptr %45, align 8, !tbaa !5
  %1892 = load volatile double, ptr %45, align 8, !tbaa !5
  %1893 = call double @llvm.fabs.f64(double %1892)
  %1894 = fcmp ueq double %1893, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1894, label %1902, label %1895

1895:                                             ; preds = %1891
  %1896 = fsub double %1880, %1884
  %1897 = call double @llvm.fabs.f64(double %1896)
  %1898 = fmul double %1887, 0x3EB0C6F7A0B5ED8D
  %1899 = fcmp ole double %1897, %1898
  %1900 = select i1 %1899, ptr @.str.39, ptr @.str.40
  %1901 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1771, double noundef %1880, double noundef %1884, ptr noundef nonnull %1900)
  br i1 %1899, label %1907, label %1904

1902:                                             ; preds = %1891, %1879
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1771, double noundef %1880, double noundef %1884, ptr noundef nonnull @.str.40)
  br label %1904

1904:                                             ; preds = %1902, %1895
  %1905 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1906 = add nsw i32 %1905, 1
  store i32 %1906, ptr @n_fail, align 4, !tbaa !9
  br label %1907

1907:                                             ; preds = %1904, %1895
  %1908 = load double, ptr %1764, align 16, !tbaa !5
  %1909 = load double, ptr %63, align 16, !tbaa !5
  %1910 = load double, ptr %1756, align 8, !tbaa !5
  %1911 = fmul double %1825, %1910
  %1912 = call double @llvm.fmuladd.f64(double %1799, double %1909, double %1911)
  %1913 = call double @llvm.fabs.f64(double %1912)
  %1914 = fcmp ogt double %1913, 1.000000e+00
  %1915 = select i1 %1914, double %1913, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1908, ptr %46, align 8, !tbaa !5
  %1916 = load volatile double, ptr %46, align 8, !tbaa !5
  %1917 = call double @llvm.fabs.f64(double %1916)
  %1918 = fcmp ueq double %1917, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1918, label %1930, label %1919

1919:                                             ; preds = %1907
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1912, ptr %45, align 8, !tbaa !5
  %1920 = load volatile double, ptr %45, align 8, !tbaa !5
  %1921 = call double @llvm.fabs.f64(double %1920)
  %1922 = fcmp ueq double %1921, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1922, label %1930, label %1923

1923:                                             ; preds = %1919
  %1924 = fsub double %1908, %1912
  %1925 = call double @llvm.fabs.f64(double %1924)
  %1926 = fmul double %1915, 0x3EB0C6F7A0B5ED8D
  %1927 = fcmp ole double %1925, %1926
  %1928 = select i1 %1927, ptr @.str.39, ptr @.str.40
  %1929 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1771, double noundef %1908, double noundef %1912, ptr noundef nonnull %1928)
  br i1 %1927, label %1935, label %1932

1930:                                             ; preds = %1919, %1907
  %1931 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1771, double noundef %1908, double noundef %1912, ptr noundef nonnull @.str.40)
  br label %1932

1932:                                             ; preds = %1930, %1923
  %1933 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1934 = add nsw i32 %1933, 1
  store i32 %1934, ptr @n_fail, align 4, !tbaa !9
  br label %1935

1935:                                             ; preds = %1932, %1923
  %1936 = load double, ptr %1757, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %1936, ptr %48, align 8, !tbaa !5
  %1937 = load volatile double, ptr %48, align 8, !tbaa !5
  %1938 = call double @llvm.fabs.f64(double %1937)
  %1939 = fcmp ueq double %1938, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %1939, label %1846, label %1838

1940:                                             ; preds = %2057
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %2095, ptr %41, align 8, !tbaa !5
  %1941 = load volatile double, ptr %41, align 8, !tbaa !5
  %1942 = call double @llvm.fabs.f64(double %1941)
  %1943 = fcmp ueq double %1942, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1943, label %1951, label %1944

1944:                                             ; preds = %1940
  %1945 = fsub double %2091, %2095
  %1946 = call double @llvm.fabs.f64(double %1945)
  %1947 = fmul double %2098, 0x3EB0C6F7A0B5ED8D
  %1948 = fcmp ole double %1946, %1947
  %1949 = select i1 %1948, ptr @.str.39, ptr @.str.40
  %1950 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1771, double noundef %2091, double noundef %2095, ptr noundef nonnull %1949)
  br i1 %1948, label %1956, label %1953

1951:                                             ; preds = %2057, %1940
  %1952 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1771, double noundef %2091, double noundef %2095, ptr noundef nonnull @.str.40)
  br label %1953

1953:                                             ; preds = %1951, %1944
  %1954 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1955 = add nsw i32 %1954, 1
  store i32 %1955, ptr @n_fail, align 4, !tbaa !9
  br label %1956

1956:                                             ; preds = %1953, %1944
  %1957 = load double, ptr %1762, align 8, !tbaa !17
  %1958 = load double, ptr %63, align 16, !tbaa !5
  %1959 = load double, ptr %1756, align 8, !tbaa !5
  %1960 = fmul double %2089, %1959
  %1961 = call double @llvm.fmuladd.f64(double %2073, double %1958, double %1960)
  %1962 = call double @llvm.fabs.f64(double %1961)
  %1963 = fcmp ogt double %1962, 1.000000e+00
  %1964 = select i1 %1963, double %1962, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1957, ptr %40, align 8, !tbaa !5
  %1965 = load volatile double, ptr %40, align 8, !tbaa !5
  %1966 = call double @llvm.fabs.f64(double %1965)
  %1967 = fcmp ueq double %1966, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1967, label %1979, label %1968

1968:                                             ; preds = %1956
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1961, ptr %39, align 8, !tbaa !5
  %1969 = load volatile double, ptr %39, align 8, !tbaa !5
  %1970 = call double @llvm.fabs.f64(double %1969)
  %1971 = fcmp ueq double %1970, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1971, label %1979, label %1972

1972:                                             ; preds = %1968
  %1973 = fsub double %1957, %1961
  %1974 = call double @llvm.fabs.f64(double %1973)
  %1975 = fmul double %1964, 0x3EB0C6F7A0B5ED8D
  %1976 = fcmp ole double %1974, %1975
  %1977 = select i1 %1976, ptr @.str.39, ptr @.str.40
  %1978 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1771, double noundef %1957, double noundef %1961, ptr noundef nonnull %1977)
  br i1 %1976, label %1984, label %1981

1979:                                             ; preds = %1968, %1956
  %1980 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1771, double noundef %1957, double noundef %1961, ptr noundef nonnull @.str.40)
  br label %1981

1981:                                             ; preds = %1979, %1972
  %1982 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1983 = add nsw i32 %1982, 1
  store i32 %1983, ptr @n_fail, align 4, !tbaa !9
  br label %1984

1984:                                             ; preds = %1981, %1972
  %1985 = load i32, ptr %1763, align 8, !tbaa !19
  %1986 = sitofp i32 %1985 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1986, ptr %38, align 8, !tbaa !5
  %1987 = load volatile double, ptr %38, align 8, !tbaa !5
  %1988 = call double @llvm.fabs.f64(double %1987)
  %1989 = fcmp ueq double %1988, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1989, label %1998, label %1990

1990:                                             ; preds = %1984
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 0.000000e+00, ptr %37, align 8, !tbaa !5
  %1991 = load volatile double, ptr %37, align 8, !tbaa !5
  %1992 = call double @llvm.fabs.f64(double %1991)
  %1993 = fcmp ueq double %1992, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1993, label %1998, label %1994

1994:                                             ; preds = %1990
  %1995 = icmp eq i32 %1985, 0
  %1996 = select i1 %1995, ptr @.str.39, ptr @.str.40
  %1997 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1771, double noundef %1986, double noundef 0.000000e+00, ptr noundef nonnull %1996)
  br i1 %1995, label %2003, label %2000

1998:                                             ; preds = %1990, %1984
  %1999 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1771, double noundef %1986, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %2000

2000:                                             ; preds = %1998, %1994
  %2001 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2002 = add nsw i32 %2001, 1
  store i32 %2002, ptr @n_fail, align 4, !tbaa !9
  br label %2003

2003:                                             ; preds = %2000, %1994
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %71) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %71, i8 0, i64 16, i1 false)
  %2004 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1769, ptr noundef nonnull %71, ptr noundef nonnull %68, ptr noundef nonnull %70) #18
  %2005 = load double, ptr %71, align 16, !tbaa !5
  %2006 = fmul double %2073, -7.500000e-01
  %2007 = call double @llvm.fmuladd.f64(double %2071, double 2.500000e-01, double %2006)
  %2008 = call double @llvm.fabs.f64(double %2007)
  %2009 = fcmp ogt double %2008, 1.000000e+00
  %2010 = select i1 %2009, double %2008, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %2005, ptr %34, align 8, !tbaa !5
  %2011 = load volatile double, ptr %34, align 8, !tbaa !5
  %2012 = call double @llvm.fabs.f64(double %2011)
  %2013 = fcmp ueq double %2012, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2013, label %2113, label %2102

2014:                                             ; preds = %1851
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1856, ptr %35, align 8, !tbaa !5
  %2015 = load volatile double, ptr %35, align 8, !tbaa !5
  %2016 = call double @llvm.fabs.f64(double %2015)
  %2017 = fcmp ueq double %2016, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %2017, label %2025, label %2018

2018:                                             ; preds = %2014
  %2019 = fsub double %1853, %1856
  %2020 = call double @llvm.fabs.f64(double %2019)
  %2021 = fmul double %1859, 0x3EB0C6F7A0B5ED8D
  %2022 = fcmp ole double %2020, %2021
  %2023 = select i1 %2022, ptr @.str.39, ptr @.str.40
  %2024 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1771, double noundef %1853, double noundef %1856, ptr noundef nonnull %2023)
  br i1 %2022, label %2030, label %2027

2025:                                             ; preds = %2014, %1851
  %2026 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1771, double noundef %1853, double noundef %1856, ptr noundef nonnull @.str.40)
  br label %2027

2027:                                             ; preds = %2025, %2018
  %2028 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2029 = add nsw i32 %2028, 1
  store i32 %2029, ptr @n_fail, align 4, !tbaa !9
  br label %2030

2030:                                             ; preds = %2027, %2018
  %2031 = load double, ptr %1765, align 8, !tbaa !5
  %2032 = fmul double %1823, 2.000000e+00
  %2033 = call double @llvm.fmuladd.f64(double %1821, double 5.000000e-01, double %2032)
  %2034 = call double @llvm.fmuladd.f64(double %1825, double -1.500000e+00, double %2033)
  %2035 = call double @llvm.fabs.f64(double %2034)
  %2036 = fcmp ogt double %2035, 1.000000e+00
  %2037 = select i1 %2036, double %2035, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %2031, ptr %36, align 8, !tbaa !5
  %2038 = load volatile double, ptr %36, align 8, !tbaa !5
  %2039 = call double @llvm.fabs.f64(double %2038)
  %2040 = fcmp ueq double %2039, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %2040, label %2052, label %2041

2041:                                             ; preds = %2030
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %2034, ptr %35, align 8, !tbaa !5
  %2042 = load volatile double, ptr %35, align 8, !tbaa !5
  %2043 = call double @llvm.fabs.f64(double %2042)
  %2044 = fcmp ueq double %2043, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %2044, label %2052, label %2045

2045:                                             ; preds = %2041
  %2046 = fsub double %2031, %2034
  %2047 = call double @llvm.fabs.f64(double %2046)
  %2048 = fmul double %2037, 0x3EB0C6F7A0B5ED8D
  %2049 = fcmp ole double %2047, %2048
  %2050 = select i1 %2049, ptr @.str.39, ptr @.str.40
  %2051 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1771, double noundef %2031, double noundef %2034, ptr noundef nonnull %2050)
  br i1 %2049, label %2057, label %2054

2052:                                             ; preds = %2041, %2030
  %2053 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1771, double noundef %2031, double noundef %2034, ptr noundef nonnull @.str.40)
  br label %2054

2054:                                             ; preds = %2052, %2045
  %2055 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2056 = add nsw i32 %2055, 1
  store i32 %2056, ptr @n_fail, align 4, !tbaa !9
  br label %2057

2057:                                             ; preds = %2054, %2045
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1779, ptr %1758, align 8, !tbaa !17
  %2058 = call double @frexp(double noundef %1777, ptr noundef nonnull %1759) #18
  %2059 = fmul double %1772, %2058
  %2060 = load i32, ptr %1759, align 8, !tbaa !19
  %2061 = sitofp i32 %2060 to double
  %2062 = load double, ptr %1758, align 8, !tbaa !17
  %2063 = call double @llvm.fmuladd.f64(double %2059, double %2061, double %2062)
  store double %1786, ptr %1760, align 8, !tbaa !17
  %2064 = call double @frexp(double noundef %1778, ptr noundef nonnull %1761) #18
  %2065 = fmul double %1772, %2064
  %2066 = load i32, ptr %1761, align 8, !tbaa !19
  %2067 = sitofp i32 %2066 to double
  %2068 = load double, ptr %1760, align 8, !tbaa !17
  %2069 = call double @llvm.fmuladd.f64(double %2065, double %2067, double %2068)
  %2070 = fsub double %2059, %2065
  %2071 = fdiv double %2070, %1793
  %2072 = fsub double %2063, %2069
  %2073 = fdiv double %2072, %1793
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1806, ptr %1758, align 8, !tbaa !17
  %2074 = call double @frexp(double noundef %1771, ptr noundef nonnull %1759) #18
  %2075 = fmul double %1804, %2074
  %2076 = load i32, ptr %1759, align 8, !tbaa !19
  %2077 = sitofp i32 %2076 to double
  %2078 = load double, ptr %1758, align 8, !tbaa !17
  %2079 = call double @llvm.fmuladd.f64(double %2075, double %2077, double %2078)
  store double %1813, ptr %1760, align 8, !tbaa !17
  %2080 = call double @frexp(double noundef %1771, ptr noundef nonnull %1761) #18
  %2081 = fmul double %1805, %2080
  %2082 = load i32, ptr %1761, align 8, !tbaa !19
  %2083 = sitofp i32 %2082 to double
  %2084 = load double, ptr %1760, align 8, !tbaa !17
  %2085 = call double @llvm.fmuladd.f64(double %2081, double %2083, double %2084)
  %2086 = fsub double %2075, %2081
  %2087 = fdiv double %2086, %1819
  %2088 = fsub double %2079, %2085
  %2089 = fdiv double %2088, %1819
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %68) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %69, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.ds, i64 24, i1 false)
  %2090 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1769, ptr noundef nonnull %63, ptr noundef nonnull %68, ptr noundef nonnull %69) #18
  %2091 = load double, ptr %69, align 8, !tbaa !20
  %2092 = load double, ptr %63, align 16, !tbaa !5
  %2093 = load double, ptr %1756, align 8, !tbaa !5
  %2094 = fmul double %2087, %2093
  %2095 = call double @llvm.fmuladd.f64(double %2071, double %2092, double %2094)
  %2096 = call double @llvm.fabs.f64(double %2095)
  %2097 = fcmp ogt double %2096, 1.000000e+00
  %2098 = select i1 %2097, double %2096, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %2091, ptr %42, align 8, !tbaa !5
  %2099 = load volatile double, ptr %42, align 8, !tbaa !5
  %2100 = call double @llvm.fabs.f64(double %2099)
  %2101 = fcmp ueq double %2100, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %2101, label %1951, label %1940

2102:                                             ; preds = %2003
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %2007, ptr %33, align 8, !tbaa !5
  %2103 = load volatile double, ptr %33, align 8, !tbaa !5
  %2104 = call double @llvm.fabs.f64(double %2103)
  %2105 = fcmp ueq double %2104, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2105, label %2113, label %2106

2106:                                             ; preds = %2102
  %2107 = fsub double %2005, %2007
  %2108 = call double @llvm.fabs.f64(double %2107)
  %2109 = fmul double %2010, 0x3EB0C6F7A0B5ED8D
  %2110 = fcmp ole double %2108, %2109
  %2111 = select i1 %2110, ptr @.str.39, ptr @.str.40
  %2112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1771, double noundef %2005, double noundef %2007, ptr noundef nonnull %2111)
  br i1 %2110, label %2118, label %2115

2113:                                             ; preds = %2102, %2003
  %2114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1771, double noundef %2005, double noundef %2007, ptr noundef nonnull @.str.40)
  br label %2115

2115:                                             ; preds = %2113, %2106
  %2116 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2117 = add nsw i32 %2116, 1
  store i32 %2117, ptr @n_fail, align 4, !tbaa !9
  br label %2118

2118:                                             ; preds = %2115, %2106
  %2119 = load double, ptr %1766, align 8, !tbaa !5
  %2120 = fmul double %2089, -7.500000e-01
  %2121 = call double @llvm.fmuladd.f64(double %2087, double 2.500000e-01, double %2120)
  %2122 = call double @llvm.fabs.f64(double %2121)
  %2123 = fcmp ogt double %2122, 1.000000e+00
  %2124 = select i1 %2123, double %2122, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %2119, ptr %34, align 8, !tbaa !5
  %2125 = load volatile double, ptr %34, align 8, !tbaa !5
  %2126 = call double @llvm.fabs.f64(double %2125)
  %2127 = fcmp ueq double %2126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2127, label %2139, label %2128

2128:                                             ; preds = %2118
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %2121, ptr %33, align 8, !tbaa !5
  %2129 = load volatile double, ptr %33, align 8, !tbaa !5
  %2130 = call double @llvm.fabs.f64(double %2129)
  %2131 = fcmp ueq double %2130, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2131, label %2139, label %2132

2132:                                             ; preds = %2128
  %2133 = fsub double %2119, %2121
  %2134 = call double @llvm.fabs.f64(double %2133)
  %2135 = fmul double %2124, 0x3EB0C6F7A0B5ED8D
  %2136 = fcmp ole double %2134, %2135
  %2137 = select i1 %2136, ptr @.str.39, ptr @.str.40
  %2138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1771, double noundef %2119, double noundef %2121, ptr noundef nonnull %2137)
  br i1 %2136, label %2144, label %2141

2139:                                             ; preds = %2128, %2118
  %2140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1771, double noundef %2119, double noundef %2121, ptr noundef nonnull @.str.40)
  br label %2141

2141:                                             ; preds = %2139, %2132
  %2142 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2143 = add nsw i32 %2142, 1
  store i32 %2143, ptr @n_fail, align 4, !tbaa !9
  br label %2144

2144:                                             ; preds = %2141, %2132
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %68) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %67) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %64) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63) #18
  %2145 = add nuw nsw i64 %1768, 1
  %2146 = icmp eq i64 %2145, 3
  br i1 %2146, label %2147, label %1767, !llvm.loop !21

2147:                                             ; preds = %2144
  %2148 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.37, i32 noundef %2148)
  %2150 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2151 = icmp ne i32 %2150, 0
  %2152 = zext i1 %2151 to i32
  ret i32 %2152

2153:                                             ; preds = %1520, %2380
  %2154 = phi i64 [ %2381, %2380 ], [ 0, %1520 ]
  %2155 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %2154
  %2156 = load double, ptr %2155, align 16, !tbaa !5
  %2157 = getelementptr inbounds i8, ptr %2155, i64 8
  %2158 = load double, ptr %2157, align 8, !tbaa !5
  %2159 = tail call double @llvm.fabs.f64(double %2156)
  %2160 = fmul double %2159, 0x3EB0C6F7A0B5ED8D
  %2161 = tail call double @llvm.fabs.f64(double %2158)
  %2162 = fmul double %2161, 0x3EB0C6F7A0B5ED8D
  %2163 = fadd double %2156, %2160
  %2164 = tail call double @remainder(double noundef %2163, double noundef %2158) #18
  %2165 = fmul double %2158, %2164
  %2166 = fsub double %2156, %2160
  %2167 = tail call double @remainder(double noundef %2166, double noundef %2158) #18
  %2168 = fmul double %2158, %2167
  %2169 = fsub double %2165, %2168
  %2170 = fmul double %2160, 2.000000e+00
  %2171 = fdiv double %2169, %2170
  %2172 = fadd double %2158, %2162
  %2173 = tail call double @remainder(double noundef %2156, double noundef %2172) #18
  %2174 = fmul double %2173, %2172
  %2175 = fsub double %2158, %2162
  %2176 = tail call double @remainder(double noundef %2156, double noundef %2175) #18
  %2177 = fmul double %2175, %2176
  %2178 = fsub double %2174, %2177
  %2179 = fmul double %2162, 2.000000e+00
  %2180 = fdiv double %2178, %2179
  %2181 = tail call double @fmod(double noundef %2163, double noundef %2158) #18
  %2182 = fmul double %2158, %2181
  %2183 = tail call double @fmod(double noundef %2166, double noundef %2158) #18
  %2184 = fmul double %2158, %2183
  %2185 = fsub double %2182, %2184
  %2186 = fdiv double %2185, %2170
  %2187 = tail call double @fmod(double noundef %2156, double noundef %2172) #18
  %2188 = fmul double %2172, %2187
  %2189 = tail call double @fmod(double noundef %2156, double noundef %2175) #18
  %2190 = fmul double %2175, %2189
  %2191 = fsub double %2188, %2190
  %2192 = fdiv double %2191, %2179
  %2193 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2194 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, double noundef %2156, i32 noundef %2193, double noundef %2158) #18
  %2195 = tail call double @llvm.fabs.f64(double %2171)
  %2196 = fcmp ogt double %2195, 1.000000e+00
  %2197 = select i1 %2196, double %2195, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %2194, ptr %32, align 8, !tbaa !5
  %2198 = load volatile double, ptr %32, align 8, !tbaa !5
  %2199 = tail call double @llvm.fabs.f64(double %2198)
  %2200 = fcmp ueq double %2199, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %2200, label %2212, label %2201

2201:                                             ; preds = %2153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %2171, ptr %31, align 8, !tbaa !5
  %2202 = load volatile double, ptr %31, align 8, !tbaa !5
  %2203 = tail call double @llvm.fabs.f64(double %2202)
  %2204 = fcmp ueq double %2203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %2204, label %2212, label %2205

2205:                                             ; preds = %2201
  %2206 = fsub double %2194, %2171
  %2207 = tail call double @llvm.fabs.f64(double %2206)
  %2208 = fmul double %2197, 0x3EB0C6F7A0B5ED8D
  %2209 = fcmp ole double %2207, %2208
  %2210 = select i1 %2209, ptr @.str.39, ptr @.str.40
  %2211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2156, double noundef %2194, double noundef %2171, ptr noundef nonnull %2210)
  br i1 %2209, label %2217, label %2214

2212:                                             ; preds = %2201, %2153
  %2213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2156, double noundef %2194, double noundef %2171, ptr noundef nonnull @.str.40)
  br label %2214

2214:                                             ; preds = %2212, %2205
  %2215 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2216 = add nsw i32 %2215, 1
  store i32 %2216, ptr @n_fail, align 4, !tbaa !9
  br label %2217

2217:                                             ; preds = %2205, %2214
  %2218 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2219 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, i32 noundef %2218, double noundef %2156, double noundef %2158) #18
  %2220 = tail call double @llvm.fabs.f64(double %2180)
  %2221 = fcmp ogt double %2220, 1.000000e+00
  %2222 = select i1 %2221, double %2220, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %2219, ptr %30, align 8, !tbaa !5
  %2223 = load volatile double, ptr %30, align 8, !tbaa !5
  %2224 = tail call double @llvm.fabs.f64(double %2223)
  %2225 = fcmp ueq double %2224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2225, label %2237, label %2226

2226:                                             ; preds = %2217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2180, ptr %29, align 8, !tbaa !5
  %2227 = load volatile double, ptr %29, align 8, !tbaa !5
  %2228 = tail call double @llvm.fabs.f64(double %2227)
  %2229 = fcmp ueq double %2228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2229, label %2237, label %2230

2230:                                             ; preds = %2226
  %2231 = fsub double %2219, %2180
  %2232 = tail call double @llvm.fabs.f64(double %2231)
  %2233 = fmul double %2222, 0x3EB0C6F7A0B5ED8D
  %2234 = fcmp ole double %2232, %2233
  %2235 = select i1 %2234, ptr @.str.39, ptr @.str.40
  %2236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2158, double noundef %2219, double noundef %2180, ptr noundef nonnull %2235)
  br i1 %2234, label %2242, label %2239

2237:                                             ; preds = %2226, %2217
  %2238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2158, double noundef %2219, double noundef %2180, ptr noundef nonnull @.str.40)
  br label %2239

2239:                                             ; preds = %2237, %2230
  %2240 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2241 = add nsw i32 %2240, 1
  store i32 %2241, ptr @n_fail, align 4, !tbaa !9
  br label %2242

2242:                                             ; preds = %2230, %2239
  %2243 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2244 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, double noundef %2156, double noundef 1.000000e+00, i32 noundef %2243, double noundef %2158) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2244, ptr %28, align 8, !tbaa !5
  %2245 = load volatile double, ptr %28, align 8, !tbaa !5
  %2246 = tail call double @llvm.fabs.f64(double %2245)
  %2247 = fcmp ueq double %2246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2247, label %2259, label %2248

2248:                                             ; preds = %2242
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2171, ptr %27, align 8, !tbaa !5
  %2249 = load volatile double, ptr %27, align 8, !tbaa !5
  %2250 = tail call double @llvm.fabs.f64(double %2249)
  %2251 = fcmp ueq double %2250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2251, label %2259, label %2252

2252:                                             ; preds = %2248
  %2253 = fsub double %2244, %2171
  %2254 = tail call double @llvm.fabs.f64(double %2253)
  %2255 = fmul double %2197, 0x3EB0C6F7A0B5ED8D
  %2256 = fcmp ole double %2254, %2255
  %2257 = select i1 %2256, ptr @.str.39, ptr @.str.40
  %2258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2156, double noundef %2244, double noundef %2171, ptr noundef nonnull %2257)
  br i1 %2256, label %2264, label %2261

2259:                                             ; preds = %2248, %2242
  %2260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2156, double noundef %2244, double noundef %2171, ptr noundef nonnull @.str.40)
  br label %2261

2261:                                             ; preds = %2259, %2252
  %2262 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2263 = add nsw i32 %2262, 1
  store i32 %2263, ptr @n_fail, align 4, !tbaa !9
  br label %2264

2264:                                             ; preds = %2252, %2261
  %2265 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2266 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, i32 noundef %2265, double noundef %2156, double noundef %2158, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2266, ptr %26, align 8, !tbaa !5
  %2267 = load volatile double, ptr %26, align 8, !tbaa !5
  %2268 = tail call double @llvm.fabs.f64(double %2267)
  %2269 = fcmp ueq double %2268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2269, label %2281, label %2270

2270:                                             ; preds = %2264
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2180, ptr %25, align 8, !tbaa !5
  %2271 = load volatile double, ptr %25, align 8, !tbaa !5
  %2272 = tail call double @llvm.fabs.f64(double %2271)
  %2273 = fcmp ueq double %2272, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2273, label %2281, label %2274

2274:                                             ; preds = %2270
  %2275 = fsub double %2266, %2180
  %2276 = tail call double @llvm.fabs.f64(double %2275)
  %2277 = fmul double %2222, 0x3EB0C6F7A0B5ED8D
  %2278 = fcmp ole double %2276, %2277
  %2279 = select i1 %2278, ptr @.str.39, ptr @.str.40
  %2280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2158, double noundef %2266, double noundef %2180, ptr noundef nonnull %2279)
  br i1 %2278, label %2286, label %2283

2281:                                             ; preds = %2270, %2264
  %2282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2158, double noundef %2266, double noundef %2180, ptr noundef nonnull @.str.40)
  br label %2283

2283:                                             ; preds = %2281, %2274
  %2284 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2285 = add nsw i32 %2284, 1
  store i32 %2285, ptr @n_fail, align 4, !tbaa !9
  br label %2286

2286:                                             ; preds = %2274, %2283
  %2287 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2288 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, double noundef %2156, i32 noundef %2287, double noundef %2158) #18
  %2289 = tail call double @llvm.fabs.f64(double %2186)
  %2290 = fcmp ogt double %2289, 1.000000e+00
  %2291 = select i1 %2290, double %2289, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2288, ptr %24, align 8, !tbaa !5
  %2292 = load volatile double, ptr %24, align 8, !tbaa !5
  %2293 = tail call double @llvm.fabs.f64(double %2292)
  %2294 = fcmp ueq double %2293, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2294, label %2306, label %2295

2295:                                             ; preds = %2286
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2186, ptr %23, align 8, !tbaa !5
  %2296 = load volatile double, ptr %23, align 8, !tbaa !5
  %2297 = tail call double @llvm.fabs.f64(double %2296)
  %2298 = fcmp ueq double %2297, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2298, label %2306, label %2299

2299:                                             ; preds = %2295
  %2300 = fsub double %2288, %2186
  %2301 = tail call double @llvm.fabs.f64(double %2300)
  %2302 = fmul double %2291, 0x3EB0C6F7A0B5ED8D
  %2303 = fcmp ole double %2301, %2302
  %2304 = select i1 %2303, ptr @.str.39, ptr @.str.40
  %2305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2156, double noundef %2288, double noundef %2186, ptr noundef nonnull %2304)
  br i1 %2303, label %2311, label %2308

2306:                                             ; preds = %2295, %2286
  %2307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2156, double noundef %2288, double noundef %2186, ptr noundef nonnull @.str.40)
  br label %2308

2308:                                             ; preds = %2306, %2299
  %2309 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2310 = add nsw i32 %2309, 1
  store i32 %2310, ptr @n_fail, align 4, !tbaa !9
  br label %2311

2311:                                             ; preds = %2299, %2308
  %2312 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2313 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, i32 noundef %2312, double noundef %2156, double noundef %2158) #18
  %2314 = tail call double @llvm.fabs.f64(double %2192)
  %2315 = fcmp ogt double %2314, 1.000000e+00
  %2316 = select i1 %2315, double %2314, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2313, ptr %22, align 8, !tbaa !5
  %2317 = load volatile double, ptr %22, align 8, !tbaa !5
  %2318 = tail call double @llvm.fabs.f64(double %2317)
  %2319 = fcmp ueq double %2318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2319, label %2331, label %2320

2320:                                             ; preds = %2311
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2192, ptr %21, align 8, !tbaa !5
  %2321 = load volatile double, ptr %21, align 8, !tbaa !5
  %2322 = tail call double @llvm.fabs.f64(double %2321)
  %2323 = fcmp ueq double %2322, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2323, label %2331, label %2324

2324:                                             ; preds = %2320
  %2325 = fsub double %2313, %2192
  %2326 = tail call double @llvm.fabs.f64(double %2325)
  %2327 = fmul double %2316, 0x3EB0C6F7A0B5ED8D
  %2328 = fcmp ole double %2326, %2327
  %2329 = select i1 %2328, ptr @.str.39, ptr @.str.40
  %2330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2158, double noundef %2313, double noundef %2192, ptr noundef nonnull %2329)
  br i1 %2328, label %2336, label %2333

2331:                                             ; preds = %2320, %2311
  %2332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2158, double noundef %2313, double noundef %2192, ptr noundef nonnull @.str.40)
  br label %2333

2333:                                             ; preds = %2331, %2324
  %2334 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2335 = add nsw i32 %2334, 1
  store i32 %2335, ptr @n_fail, align 4, !tbaa !9
  br label %2336

2336:                                             ; preds = %2324, %2333
  %2337 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2338 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, double noundef %2156, double noundef 1.000000e+00, i32 noundef %2337, double noundef %2158) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2338, ptr %20, align 8, !tbaa !5
  %2339 = load volatile double, ptr %20, align 8, !tbaa !5
  %2340 = tail call double @llvm.fabs.f64(double %2339)
  %2341 = fcmp ueq double %2340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2341, label %2353, label %2342

2342:                                             ; preds = %2336
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %2186, ptr %19, align 8, !tbaa !5
  %2343 = load volatile double, ptr %19, align 8, !tbaa !5
  %2344 = tail call double @llvm.fabs.f64(double %2343)
  %2345 = fcmp ueq double %2344, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %2345, label %2353, label %2346

2346:                                             ; preds = %2342
  %2347 = fsub double %2338, %2186
  %2348 = tail call double @llvm.fabs.f64(double %2347)
  %2349 = fmul double %2291, 0x3EB0C6F7A0B5ED8D
  %2350 = fcmp ole double %2348, %2349
  %2351 = select i1 %2350, ptr @.str.39, ptr @.str.40
  %2352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2156, double noundef %2338, double noundef %2186, ptr noundef nonnull %2351)
  br i1 %2350, label %2358, label %2355

2353:                                             ; preds = %2342, %2336
  %2354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2156, double noundef %2338, double noundef %2186, ptr noundef nonnull @.str.40)
  br label %2355

2355:                                             ; preds = %2353, %2346
  %2356 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2357 = add nsw i32 %2356, 1
  store i32 %2357, ptr @n_fail, align 4, !tbaa !9
  br label %2358

2358:                                             ; preds = %2346, %2355
  %2359 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2360 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, i32 noundef %2359, double noundef %2156, double noundef %2158, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2360, ptr %18, align 8, !tbaa !5
  %2361 = load volatile double, ptr %18, align 8, !tbaa !5
  %2362 = tail call double @llvm.fabs.f64(double %2361)
  %2363 = fcmp ueq double %2362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2363, label %2375, label %2364

2364:                                             ; preds = %2358
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2192, ptr %17, align 8, !tbaa !5
  %2365 = load volatile double, ptr %17, align 8, !tbaa !5
  %2366 = tail call double @llvm.fabs.f64(double %2365)
  %2367 = fcmp ueq double %2366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2367, label %2375, label %2368

2368:                                             ; preds = %2364
  %2369 = fsub double %2360, %2192
  %2370 = tail call double @llvm.fabs.f64(double %2369)
  %2371 = fmul double %2316, 0x3EB0C6F7A0B5ED8D
  %2372 = fcmp ole double %2370, %2371
  %2373 = select i1 %2372, ptr @.str.39, ptr @.str.40
  %2374 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2158, double noundef %2360, double noundef %2192, ptr noundef nonnull %2373)
  br i1 %2372, label %2380, label %2377

2375:                                             ; preds = %2364, %2358
  %2376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2158, double noundef %2360, double noundef %2192, ptr noundef nonnull @.str.40)
  br label %2377

2377:                                             ; preds = %2375, %2368
  %2378 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2379 = add nsw i32 %2378, 1
  store i32 %2379, ptr @n_fail, align 4, !tbaa !9
  br label %2380

2380:                                             ; preds = %2368, %2377
  %2381 = add nuw nsw i64 %2154, 1
  %2382 = icmp eq i64 %2381, 4
  br i1 %2382, label %1523, label %2153, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal double @f_ldexp(double noundef %0) #0 {
  %2 = fmul double %0, %0
  %3 = tail call double @ldexp(double noundef %2, i32 noundef 3) #18
  %4 = tail call double @sin(double noundef %0) #18
  %5 = tail call double @scalbn(double noundef %4, i32 noundef -2) #18
  %6 = fadd double %3, %5
  %7 = tail call double @ldexp(double noundef %0, i32 noundef -40) #18
  %8 = tail call double @llvm.fmuladd.f64(double %7, double 1.000000e+12, double %6)
  ret double %8
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @f_modf(double noundef %0) #3 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #18
  %3 = call double @modf(double noundef %0, ptr noundef nonnull %2) #18
  %4 = load double, ptr %2, align 8, !tbaa !5
  %5 = fmul double %4, %0
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %3, double %5)
  %7 = fadd double %4, %6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #18
  ret double %7
}

; Function Attrs: nounwind uwtable
define internal double @f_next(double noundef %0) #0 {
  %2 = fmul double %0, %0
  %3 = tail call double @nextafter(double noundef %2, double noundef 3.000000e+00) #18
  %4 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %0) #18
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %3)
  ret double %5
}

declare float @__enzyme_autodiff_f(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal float @g_ldexp(float noundef %0) #0 {
  %2 = fmul float %0, %0
  %3 = tail call float @ldexpf(float noundef %2, i32 noundef 3) #18
  %4 = tail call float @sinf(float noundef %0) #18
  %5 = tail call float @scalbnf(float noundef %4, i32 noundef -2) #18
  %6 = fadd float %3, %5
  %7 = tail call float @ldexpf(float noundef %0, i32 noundef -40) #18
  %8 = tail call float @llvm.fmuladd.f32(float %7, float 0x426D1A94A0000000, float %6)
  ret float %8
}

declare float @__enzyme_fwddiff_f(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal float @g_modf(float noundef %0) #3 {
  %2 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %3 = call float @modff(float noundef %0, ptr noundef nonnull %2) #18
  %4 = load float, ptr %2, align 4, !tbaa !23
  %5 = fmul float %4, %0
  %6 = tail call float @llvm.fmuladd.f32(float %3, float %3, float %5)
  %7 = fadd float %4, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  ret float %7
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define internal double @f_ldexpn(double noundef %0, i32 noundef %1) #5 {
  %3 = tail call double @ldexp(double noundef %0, i32 noundef %1) #18
  %4 = fmul double %3, %0
  ret double %4
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @f_frexp(double noundef %0) #3 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %3 = call double @frexp(double noundef %0, ptr noundef nonnull %2) #18
  %4 = load i32, ptr %2, align 4, !tbaa !9
  %5 = sitofp i32 %4 to double
  %6 = fmul double %3, %5
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %3, double %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  ret double %7
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal float @g_frexp(float noundef %0) #3 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %3 = call float @frexpf(float noundef %0, ptr noundef nonnull %2) #18
  %4 = load i32, ptr %2, align 4, !tbaa !9
  %5 = sitofp i32 %4 to float
  %6 = fmul float %3, %5
  %7 = tail call float @llvm.fmuladd.f32(float %3, float %3, float %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  ret float %7
}

; Function Attrs: nounwind uwtable
define internal double @f_lgamma(double noundef %0) #0 {
  %2 = tail call double @lgamma(double noundef %0) #18
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal double @f_tgamma(double noundef %0) #0 {
  %2 = tail call double @tgamma(double noundef %0) #18
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal float @g_lgamma(float noundef %0) #0 {
  %2 = tail call float @lgammaf(float noundef %0) #18
  ret float %2
}

; Function Attrs: nounwind uwtable
define internal float @g_tgamma(float noundef %0) #0 {
  %2 = tail call float @tgammaf(float noundef %0) #18
  %3 = fmul float %2, %0
  ret float %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_rem(double noundef %0) #6 {
  %2 = fmul double %0, %0
  %3 = tail call double @remainder(double noundef %2, double noundef 0x3FE6666666666666) #18
  %4 = tail call double @remainder(double noundef 5.300000e+00, double noundef %0) #18
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %3)
  ret double %5
}

; Function Attrs: nounwind uwtable
define internal float @g_rem(float noundef %0) #0 {
  %2 = fmul float %0, %0
  %3 = tail call float @remainderf(float noundef %2, float noundef 0x3FE6666660000000) #18
  %4 = tail call float @nextafterf(float noundef %0, float noundef 5.000000e+00) #18
  %5 = tail call float @llvm.fmuladd.f32(float %4, float %0, float %3)
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_rem2(double noundef %0, double noundef %1) #6 {
  %3 = tail call double @remainder(double noundef %0, double noundef %1) #18
  %4 = fmul double %3, %1
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_fmod2(double noundef %0, double noundef %1) #6 {
  %3 = tail call double @fmod(double noundef %0, double noundef %1) #18
  %4 = fmul double %3, %1
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare float @scalbnf(float noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @modff(float noundef, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare double @tgamma(double noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare float @lgammaf(float noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare float @tgammaf(float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @remainder(double noundef, double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @remainderf(float noundef, float noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare float @nextafterf(float noundef, float noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal void @f_modf_out(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #13 {
  %3 = load double, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = fmul double %3, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store double %6, ptr %7, align 8, !tbaa !5
  %8 = load double, ptr %0, align 8, !tbaa !5
  %9 = fmul double %8, 3.000000e+00
  %10 = tail call double @modf(double noundef %9, ptr noundef nonnull %7) #18
  %11 = load double, ptr %7, align 8, !tbaa !5
  %12 = load double, ptr %4, align 8, !tbaa !5
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %12, double %10)
  store double %13, ptr %1, align 8, !tbaa !5
  %14 = load double, ptr %4, align 8, !tbaa !5
  %15 = tail call double @sin(double noundef %14) #18
  %16 = load double, ptr %7, align 8, !tbaa !5
  %17 = fmul double %15, %16
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  store double %17, ptr %18, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @f_split(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #15 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = load double, ptr %0, align 8, !tbaa !5
  %6 = fmul double %4, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store double %6, ptr %7, align 8, !tbaa !17
  %8 = load double, ptr %0, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = tail call double @frexp(double noundef %8, ptr noundef nonnull %9) #18
  %11 = load double, ptr %3, align 8, !tbaa !5
  %12 = fmul double %10, %11
  store double %12, ptr %1, align 8, !tbaa !20
  %13 = load i32, ptr %9, align 8, !tbaa !19
  %14 = sitofp i32 %13 to double
  %15 = load double, ptr %7, align 8, !tbaa !17
  %16 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %15)
  store double %16, ptr %7, align 8, !tbaa !17
  ret void
}

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal double @f_modf_loop(ptr nocapture noundef %0, double noundef %1, i32 noundef %2) #16 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %20, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %14, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %20, %9 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = add nuw nsw i64 %10, 1
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = uitofp nneg i32 %15 to double
  %17 = fmul double %16, %1
  %18 = tail call double @modf(double noundef %17, ptr noundef nonnull %12) #18
  %19 = fmul double %13, %13
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %18, double %11)
  %21 = icmp eq i64 %14, %6
  br i1 %21, label %7, label %9, !llvm.loop !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #17

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nounwind }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!18, !6, i64 16}
!18 = !{!"", !6, i64 0, !10, i64 8, !6, i64 16}
!19 = !{!18, !10, i64 8}
!20 = !{!18, !6, i64 0}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !7, i64 0}
!25 = distinct !{!25, !12}
