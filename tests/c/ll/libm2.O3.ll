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

140:                                              ; preds = %0, %545
  %141 = phi i64 [ 0, %0 ], [ %546, %545 ]
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
  %399 = fadd double %396, %398
  %400 = fmul double %394, %394
  %401 = tail call double @ldexp(double noundef %400, i32 noundef 3) #18
  %402 = tail call double @sin(double noundef %394) #18
  %403 = tail call double @scalbn(double noundef %402, i32 noundef -2) #18
  %404 = fadd double %401, %403
  %405 = fsub double %399, %404
  %406 = fsub double %393, %394
  %407 = fdiv double %405, %406
  %408 = tail call double @llvm.fabs.f64(double %407)
  %409 = fcmp ogt double %408, 1.000000e+00
  %410 = select i1 %409, double %408, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  store volatile double %388, ptr %127, align 8, !tbaa !5
  %411 = load volatile double, ptr %127, align 8, !tbaa !5
  %412 = tail call double @llvm.fabs.f64(double %411)
  %413 = fcmp ueq double %412, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  br i1 %413, label %425, label %414

414:                                              ; preds = %384
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126)
  store volatile double %407, ptr %126, align 8, !tbaa !5
  %415 = load volatile double, ptr %126, align 8, !tbaa !5
  %416 = tail call double @llvm.fabs.f64(double %415)
  %417 = fcmp ueq double %416, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126)
  br i1 %417, label %425, label %418

418:                                              ; preds = %414
  %419 = fsub double %388, %407
  %420 = tail call double @llvm.fabs.f64(double %419)
  %421 = fmul double %410, 1.000000e-04
  %422 = fcmp ole double %420, %421
  %423 = select i1 %422, ptr @.str.39, ptr @.str.40
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %386, double noundef %388, double noundef %407, ptr noundef nonnull %423)
  br i1 %422, label %430, label %427

425:                                              ; preds = %414, %384
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %386, double noundef %388, double noundef %407, ptr noundef nonnull @.str.40)
  br label %427

427:                                              ; preds = %425, %418
  %428 = load i32, ptr @n_fail, align 4, !tbaa !9
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr @n_fail, align 4, !tbaa !9
  br label %430

430:                                              ; preds = %418, %427
  %431 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_ldexp, double noundef %386, double noundef 1.000000e+00) #18
  %432 = fpext float %431 to double
  %433 = tail call double @ldexp(double noundef %395, i32 noundef 3) #18
  %434 = tail call double @sin(double noundef %393) #18
  %435 = tail call double @scalbn(double noundef %434, i32 noundef -2) #18
  %436 = fadd double %433, %435
  %437 = tail call double @ldexp(double noundef %400, i32 noundef 3) #18
  %438 = tail call double @sin(double noundef %394) #18
  %439 = tail call double @scalbn(double noundef %438, i32 noundef -2) #18
  %440 = fadd double %437, %439
  %441 = fsub double %436, %440
  %442 = fdiv double %441, %406
  %443 = tail call double @llvm.fabs.f64(double %442)
  %444 = fcmp ogt double %443, 1.000000e+00
  %445 = select i1 %444, double %443, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  store volatile double %432, ptr %125, align 8, !tbaa !5
  %446 = load volatile double, ptr %125, align 8, !tbaa !5
  %447 = tail call double @llvm.fabs.f64(double %446)
  %448 = fcmp ueq double %447, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  br i1 %448, label %460, label %449

449:                                              ; preds = %430
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  store volatile double %442, ptr %124, align 8, !tbaa !5
  %450 = load volatile double, ptr %124, align 8, !tbaa !5
  %451 = tail call double @llvm.fabs.f64(double %450)
  %452 = fcmp ueq double %451, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  br i1 %452, label %460, label %453

453:                                              ; preds = %449
  %454 = fsub double %432, %442
  %455 = tail call double @llvm.fabs.f64(double %454)
  %456 = fmul double %445, 1.000000e-04
  %457 = fcmp ole double %455, %456
  %458 = select i1 %457, ptr @.str.39, ptr @.str.40
  %459 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %386, double noundef %432, double noundef %442, ptr noundef nonnull %458)
  br i1 %457, label %465, label %462

460:                                              ; preds = %449, %430
  %461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %386, double noundef %432, double noundef %442, ptr noundef nonnull @.str.40)
  br label %462

462:                                              ; preds = %460, %453
  %463 = load i32, ptr @n_fail, align 4, !tbaa !9
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr @n_fail, align 4, !tbaa !9
  br label %465

465:                                              ; preds = %453, %462
  %466 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_modf, double noundef %386) #18
  %467 = fpext float %466 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #18
  %468 = call double @modf(double noundef %393, ptr noundef nonnull %11) #18
  %469 = load double, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #18
  %470 = call double @modf(double noundef %394, ptr noundef nonnull %12) #18
  %471 = load double, ptr %12, align 8, !tbaa !5
  %472 = insertelement <2 x double> poison, double %393, i64 0
  %473 = insertelement <2 x double> %472, double %394, i64 1
  %474 = insertelement <2 x double> poison, double %469, i64 0
  %475 = insertelement <2 x double> %474, double %471, i64 1
  %476 = fmul <2 x double> %473, %475
  %477 = insertelement <2 x double> poison, double %468, i64 0
  %478 = insertelement <2 x double> %477, double %470, i64 1
  %479 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %478, <2 x double> %478, <2 x double> %476)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #18
  %480 = shufflevector <2 x double> %479, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %481 = fsub <2 x double> %479, %480
  %482 = extractelement <2 x double> %481, i64 0
  %483 = fdiv double %482, %406
  %484 = tail call double @llvm.fabs.f64(double %483)
  %485 = fcmp ogt double %484, 1.000000e+00
  %486 = select i1 %485, double %484, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123)
  store volatile double %467, ptr %123, align 8, !tbaa !5
  %487 = load volatile double, ptr %123, align 8, !tbaa !5
  %488 = tail call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123)
  br i1 %489, label %501, label %490

490:                                              ; preds = %465
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122)
  store volatile double %483, ptr %122, align 8, !tbaa !5
  %491 = load volatile double, ptr %122, align 8, !tbaa !5
  %492 = tail call double @llvm.fabs.f64(double %491)
  %493 = fcmp ueq double %492, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122)
  br i1 %493, label %501, label %494

494:                                              ; preds = %490
  %495 = fsub double %467, %483
  %496 = tail call double @llvm.fabs.f64(double %495)
  %497 = fmul double %486, 1.000000e-04
  %498 = fcmp ole double %496, %497
  %499 = select i1 %498, ptr @.str.39, ptr @.str.40
  %500 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %386, double noundef %467, double noundef %483, ptr noundef nonnull %499)
  br i1 %498, label %506, label %503

501:                                              ; preds = %490, %465
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %386, double noundef %467, double noundef %483, ptr noundef nonnull @.str.40)
  br label %503

503:                                              ; preds = %501, %494
  %504 = load i32, ptr @n_fail, align 4, !tbaa !9
  %505 = add nsw i32 %504, 1
  store i32 %505, ptr @n_fail, align 4, !tbaa !9
  br label %506

506:                                              ; preds = %494, %503
  %507 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_modf, double noundef %386, double noundef 1.000000e+00) #18
  %508 = fpext float %507 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #18
  %509 = call double @modf(double noundef %393, ptr noundef nonnull %9) #18
  %510 = load double, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #18
  %511 = call double @modf(double noundef %394, ptr noundef nonnull %10) #18
  %512 = load double, ptr %10, align 8, !tbaa !5
  %513 = insertelement <2 x double> poison, double %510, i64 0
  %514 = insertelement <2 x double> %513, double %512, i64 1
  %515 = fmul <2 x double> %473, %514
  %516 = insertelement <2 x double> poison, double %509, i64 0
  %517 = insertelement <2 x double> %516, double %511, i64 1
  %518 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %517, <2 x double> %517, <2 x double> %515)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #18
  %519 = shufflevector <2 x double> %518, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %520 = fsub <2 x double> %518, %519
  %521 = extractelement <2 x double> %520, i64 0
  %522 = fdiv double %521, %406
  %523 = tail call double @llvm.fabs.f64(double %522)
  %524 = fcmp ogt double %523, 1.000000e+00
  %525 = select i1 %524, double %523, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  store volatile double %508, ptr %121, align 8, !tbaa !5
  %526 = load volatile double, ptr %121, align 8, !tbaa !5
  %527 = tail call double @llvm.fabs.f64(double %526)
  %528 = fcmp ueq double %527, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  br i1 %528, label %540, label %529

529:                                              ; preds = %506
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  store volatile double %522, ptr %120, align 8, !tbaa !5
  %530 = load volatile double, ptr %120, align 8, !tbaa !5
  %531 = tail call double @llvm.fabs.f64(double %530)
  %532 = fcmp ueq double %531, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  br i1 %532, label %540, label %533

533:                                              ; preds = %529
  %534 = fsub double %508, %522
  %535 = tail call double @llvm.fabs.f64(double %534)
  %536 = fmul double %525, 1.000000e-04
  %537 = fcmp ole double %535, %536
  %538 = select i1 %537, ptr @.str.39, ptr @.str.40
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %386, double noundef %508, double noundef %522, ptr noundef nonnull %538)
  br i1 %537, label %545, label %542

540:                                              ; preds = %529, %506
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %386, double noundef %508, double noundef %522, ptr noundef nonnull @.str.40)
  br label %542

542:                                              ; preds = %540, %533
  %543 = load i32, ptr @n_fail, align 4, !tbaa !9
  %544 = add nsw i32 %543, 1
  store i32 %544, ptr @n_fail, align 4, !tbaa !9
  br label %545

545:                                              ; preds = %533, %542
  %546 = add nuw nsw i64 %141, 1
  %547 = icmp eq i64 %546, 5
  br i1 %547, label %548, label %140, !llvm.loop !11

548:                                              ; preds = %545
  %549 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -3) #18
  %550 = fmul double %549, 3.400000e+00
  %551 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef -3) #18
  %552 = tail call double @llvm.fabs.f64(double %550)
  %553 = fcmp ogt double %552, 1.000000e+00
  %554 = select i1 %553, double %552, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %551, ptr %119, align 8, !tbaa !5
  %555 = load volatile double, ptr %119, align 8, !tbaa !5
  %556 = tail call double @llvm.fabs.f64(double %555)
  %557 = fcmp ueq double %556, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %557, label %569, label %558

558:                                              ; preds = %548
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %550, ptr %118, align 8, !tbaa !5
  %559 = load volatile double, ptr %118, align 8, !tbaa !5
  %560 = tail call double @llvm.fabs.f64(double %559)
  %561 = fcmp ueq double %560, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %561, label %569, label %562

562:                                              ; preds = %558
  %563 = fsub double %551, %550
  %564 = tail call double @llvm.fabs.f64(double %563)
  %565 = fmul double %554, 0x3D06849B86A12B9B
  %566 = fcmp ole double %564, %565
  %567 = select i1 %566, ptr @.str.39, ptr @.str.40
  %568 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %551, double noundef %550, ptr noundef nonnull %567)
  br i1 %566, label %574, label %571

569:                                              ; preds = %558, %548
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %551, double noundef %550, ptr noundef nonnull @.str.40)
  br label %571

571:                                              ; preds = %569, %562
  %572 = load i32, ptr @n_fail, align 4, !tbaa !9
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr @n_fail, align 4, !tbaa !9
  br label %574

574:                                              ; preds = %562, %571
  %575 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef -3) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %575, ptr %117, align 8, !tbaa !5
  %576 = load volatile double, ptr %117, align 8, !tbaa !5
  %577 = tail call double @llvm.fabs.f64(double %576)
  %578 = fcmp ueq double %577, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %578, label %590, label %579

579:                                              ; preds = %574
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %550, ptr %116, align 8, !tbaa !5
  %580 = load volatile double, ptr %116, align 8, !tbaa !5
  %581 = tail call double @llvm.fabs.f64(double %580)
  %582 = fcmp ueq double %581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %582, label %590, label %583

583:                                              ; preds = %579
  %584 = fsub double %575, %550
  %585 = tail call double @llvm.fabs.f64(double %584)
  %586 = fmul double %554, 0x3D06849B86A12B9B
  %587 = fcmp ole double %585, %586
  %588 = select i1 %587, ptr @.str.39, ptr @.str.40
  %589 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %575, double noundef %550, ptr noundef nonnull %588)
  br i1 %587, label %595, label %592

590:                                              ; preds = %579, %574
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %575, double noundef %550, ptr noundef nonnull @.str.40)
  br label %592

592:                                              ; preds = %590, %583
  %593 = load i32, ptr @n_fail, align 4, !tbaa !9
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr @n_fail, align 4, !tbaa !9
  br label %595

595:                                              ; preds = %583, %592
  %596 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef 1) #18
  %597 = fmul double %596, 3.400000e+00
  %598 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef 1) #18
  %599 = tail call double @llvm.fabs.f64(double %597)
  %600 = fcmp ogt double %599, 1.000000e+00
  %601 = select i1 %600, double %599, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %598, ptr %119, align 8, !tbaa !5
  %602 = load volatile double, ptr %119, align 8, !tbaa !5
  %603 = tail call double @llvm.fabs.f64(double %602)
  %604 = fcmp ueq double %603, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %604, label %616, label %605

605:                                              ; preds = %595
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %597, ptr %118, align 8, !tbaa !5
  %606 = load volatile double, ptr %118, align 8, !tbaa !5
  %607 = tail call double @llvm.fabs.f64(double %606)
  %608 = fcmp ueq double %607, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %608, label %616, label %609

609:                                              ; preds = %605
  %610 = fsub double %598, %597
  %611 = tail call double @llvm.fabs.f64(double %610)
  %612 = fmul double %601, 0x3D06849B86A12B9B
  %613 = fcmp ole double %611, %612
  %614 = select i1 %613, ptr @.str.39, ptr @.str.40
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %598, double noundef %597, ptr noundef nonnull %614)
  br i1 %613, label %621, label %618

616:                                              ; preds = %605, %595
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %598, double noundef %597, ptr noundef nonnull @.str.40)
  br label %618

618:                                              ; preds = %616, %609
  %619 = load i32, ptr @n_fail, align 4, !tbaa !9
  %620 = add nsw i32 %619, 1
  store i32 %620, ptr @n_fail, align 4, !tbaa !9
  br label %621

621:                                              ; preds = %618, %609
  %622 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef 1) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %622, ptr %117, align 8, !tbaa !5
  %623 = load volatile double, ptr %117, align 8, !tbaa !5
  %624 = tail call double @llvm.fabs.f64(double %623)
  %625 = fcmp ueq double %624, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %625, label %637, label %626

626:                                              ; preds = %621
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %597, ptr %116, align 8, !tbaa !5
  %627 = load volatile double, ptr %116, align 8, !tbaa !5
  %628 = tail call double @llvm.fabs.f64(double %627)
  %629 = fcmp ueq double %628, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %629, label %637, label %630

630:                                              ; preds = %626
  %631 = fsub double %622, %597
  %632 = tail call double @llvm.fabs.f64(double %631)
  %633 = fmul double %601, 0x3D06849B86A12B9B
  %634 = fcmp ole double %632, %633
  %635 = select i1 %634, ptr @.str.39, ptr @.str.40
  %636 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %622, double noundef %597, ptr noundef nonnull %635)
  br i1 %634, label %642, label %639

637:                                              ; preds = %626, %621
  %638 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %622, double noundef %597, ptr noundef nonnull @.str.40)
  br label %639

639:                                              ; preds = %637, %630
  %640 = load i32, ptr @n_fail, align 4, !tbaa !9
  %641 = add nsw i32 %640, 1
  store i32 %641, ptr @n_fail, align 4, !tbaa !9
  br label %642

642:                                              ; preds = %639, %630
  %643 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef 5) #18
  %644 = fmul double %643, 3.400000e+00
  %645 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef 5) #18
  %646 = tail call double @llvm.fabs.f64(double %644)
  %647 = fcmp ogt double %646, 1.000000e+00
  %648 = select i1 %647, double %646, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %645, ptr %119, align 8, !tbaa !5
  %649 = load volatile double, ptr %119, align 8, !tbaa !5
  %650 = tail call double @llvm.fabs.f64(double %649)
  %651 = fcmp ueq double %650, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %651, label %663, label %652

652:                                              ; preds = %642
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %644, ptr %118, align 8, !tbaa !5
  %653 = load volatile double, ptr %118, align 8, !tbaa !5
  %654 = tail call double @llvm.fabs.f64(double %653)
  %655 = fcmp ueq double %654, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %655, label %663, label %656

656:                                              ; preds = %652
  %657 = fsub double %645, %644
  %658 = tail call double @llvm.fabs.f64(double %657)
  %659 = fmul double %648, 0x3D06849B86A12B9B
  %660 = fcmp ole double %658, %659
  %661 = select i1 %660, ptr @.str.39, ptr @.str.40
  %662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %645, double noundef %644, ptr noundef nonnull %661)
  br i1 %660, label %668, label %665

663:                                              ; preds = %652, %642
  %664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %645, double noundef %644, ptr noundef nonnull @.str.40)
  br label %665

665:                                              ; preds = %663, %656
  %666 = load i32, ptr @n_fail, align 4, !tbaa !9
  %667 = add nsw i32 %666, 1
  store i32 %667, ptr @n_fail, align 4, !tbaa !9
  br label %668

668:                                              ; preds = %665, %656
  %669 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef 5) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %669, ptr %117, align 8, !tbaa !5
  %670 = load volatile double, ptr %117, align 8, !tbaa !5
  %671 = tail call double @llvm.fabs.f64(double %670)
  %672 = fcmp ueq double %671, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %672, label %684, label %673

673:                                              ; preds = %668
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %644, ptr %116, align 8, !tbaa !5
  %674 = load volatile double, ptr %116, align 8, !tbaa !5
  %675 = tail call double @llvm.fabs.f64(double %674)
  %676 = fcmp ueq double %675, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %676, label %684, label %677

677:                                              ; preds = %673
  %678 = fsub double %669, %644
  %679 = tail call double @llvm.fabs.f64(double %678)
  %680 = fmul double %648, 0x3D06849B86A12B9B
  %681 = fcmp ole double %679, %680
  %682 = select i1 %681, ptr @.str.39, ptr @.str.40
  %683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %669, double noundef %644, ptr noundef nonnull %682)
  br i1 %681, label %689, label %686

684:                                              ; preds = %673, %668
  %685 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %669, double noundef %644, ptr noundef nonnull @.str.40)
  br label %686

686:                                              ; preds = %684, %677
  %687 = load i32, ptr @n_fail, align 4, !tbaa !9
  %688 = add nsw i32 %687, 1
  store i32 %688, ptr @n_fail, align 4, !tbaa !9
  br label %689

689:                                              ; preds = %686, %677
  br label %690

690:                                              ; preds = %689, %695
  %691 = phi i64 [ %696, %695 ], [ 0, %689 ]
  %692 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %691
  %693 = load i32, ptr %692, align 4, !tbaa !9
  %694 = trunc nuw nsw i64 %691 to i32
  br label %698

695:                                              ; preds = %870
  %696 = add nuw nsw i64 %691, 1
  %697 = icmp eq i64 %696, 6
  br i1 %697, label %873, label %690, !llvm.loop !13

698:                                              ; preds = %690, %870
  %699 = phi i32 [ -1, %690 ], [ %871, %870 ]
  %700 = sitofp i32 %699 to double
  %701 = tail call double @ldexp(double noundef 1.300000e+00, i32 noundef %693) #18
  %702 = fmul double %701, %700
  %703 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_frexp, double noundef %702) #18
  %704 = tail call double @llvm.fabs.f64(double %702)
  %705 = fcmp one double %704, 1.000000e-03
  %706 = select i1 %705, double %704, double 1.000000e-03
  %707 = fmul double %706, 0x3EB0C6F7A0B5ED8D
  %708 = fadd double %702, %707
  %709 = fsub double %702, %707
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #18
  %710 = call double @frexp(double noundef %708, ptr noundef nonnull %7) #18
  %711 = load i32, ptr %7, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #18
  %712 = call double @frexp(double noundef %709, ptr noundef nonnull %8) #18
  %713 = load i32, ptr %8, align 4, !tbaa !9
  %714 = insertelement <2 x i32> poison, i32 %711, i64 0
  %715 = insertelement <2 x i32> %714, i32 %713, i64 1
  %716 = sitofp <2 x i32> %715 to <2 x double>
  %717 = insertelement <2 x double> poison, double %710, i64 0
  %718 = insertelement <2 x double> %717, double %712, i64 1
  %719 = fmul <2 x double> %718, %716
  %720 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %718, <2 x double> %718, <2 x double> %719)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18
  %721 = shufflevector <2 x double> %720, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %722 = fsub <2 x double> %720, %721
  %723 = extractelement <2 x double> %722, i64 0
  %724 = fsub double %708, %709
  %725 = fdiv double %723, %724
  %726 = tail call double @llvm.fabs.f64(double %725)
  %727 = fcmp ogt double %726, 1.000000e+00
  %728 = select i1 %727, double %726, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %115)
  store volatile double %703, ptr %115, align 8, !tbaa !5
  %729 = load volatile double, ptr %115, align 8, !tbaa !5
  %730 = tail call double @llvm.fabs.f64(double %729)
  %731 = fcmp ueq double %730, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %115)
  br i1 %731, label %743, label %732

732:                                              ; preds = %698
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  store volatile double %725, ptr %114, align 8, !tbaa !5
  %733 = load volatile double, ptr %114, align 8, !tbaa !5
  %734 = tail call double @llvm.fabs.f64(double %733)
  %735 = fcmp ueq double %734, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  br i1 %735, label %743, label %736

736:                                              ; preds = %732
  %737 = fsub double %703, %725
  %738 = tail call double @llvm.fabs.f64(double %737)
  %739 = fmul double %728, 0x3EB0C6F7A0B5ED8D
  %740 = fcmp ole double %738, %739
  %741 = select i1 %740, ptr @.str.39, ptr @.str.40
  %742 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %702, double noundef %703, double noundef %725, ptr noundef nonnull %741)
  br i1 %740, label %748, label %745

743:                                              ; preds = %732, %698
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %702, double noundef %703, double noundef %725, ptr noundef nonnull @.str.40)
  br label %745

745:                                              ; preds = %743, %736
  %746 = load i32, ptr @n_fail, align 4, !tbaa !9
  %747 = add nsw i32 %746, 1
  store i32 %747, ptr @n_fail, align 4, !tbaa !9
  br label %748

748:                                              ; preds = %736, %745
  %749 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frexp, double noundef %702, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  %750 = call double @frexp(double noundef %708, ptr noundef nonnull %5) #18
  %751 = load i32, ptr %5, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18
  %752 = call double @frexp(double noundef %709, ptr noundef nonnull %6) #18
  %753 = load i32, ptr %6, align 4, !tbaa !9
  %754 = insertelement <2 x i32> poison, i32 %751, i64 0
  %755 = insertelement <2 x i32> %754, i32 %753, i64 1
  %756 = sitofp <2 x i32> %755 to <2 x double>
  %757 = insertelement <2 x double> poison, double %750, i64 0
  %758 = insertelement <2 x double> %757, double %752, i64 1
  %759 = fmul <2 x double> %758, %756
  %760 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %758, <2 x double> %758, <2 x double> %759)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18
  %761 = shufflevector <2 x double> %760, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %762 = fsub <2 x double> %760, %761
  %763 = extractelement <2 x double> %762, i64 0
  %764 = fdiv double %763, %724
  %765 = tail call double @llvm.fabs.f64(double %764)
  %766 = fcmp ogt double %765, 1.000000e+00
  %767 = select i1 %766, double %765, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  store volatile double %749, ptr %113, align 8, !tbaa !5
  %768 = load volatile double, ptr %113, align 8, !tbaa !5
  %769 = tail call double @llvm.fabs.f64(double %768)
  %770 = fcmp ueq double %769, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  br i1 %770, label %782, label %771

771:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  store volatile double %764, ptr %112, align 8, !tbaa !5
  %772 = load volatile double, ptr %112, align 8, !tbaa !5
  %773 = tail call double @llvm.fabs.f64(double %772)
  %774 = fcmp ueq double %773, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112)
  br i1 %774, label %782, label %775

775:                                              ; preds = %771
  %776 = fsub double %749, %764
  %777 = tail call double @llvm.fabs.f64(double %776)
  %778 = fmul double %767, 0x3EB0C6F7A0B5ED8D
  %779 = fcmp ole double %777, %778
  %780 = select i1 %779, ptr @.str.39, ptr @.str.40
  %781 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %702, double noundef %749, double noundef %764, ptr noundef nonnull %780)
  br i1 %779, label %787, label %784

782:                                              ; preds = %771, %748
  %783 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %702, double noundef %749, double noundef %764, ptr noundef nonnull @.str.40)
  br label %784

784:                                              ; preds = %782, %775
  %785 = load i32, ptr @n_fail, align 4, !tbaa !9
  %786 = add nsw i32 %785, 1
  store i32 %786, ptr @n_fail, align 4, !tbaa !9
  br label %787

787:                                              ; preds = %775, %784
  switch i32 %694, label %788 [
    i32 5, label %870
    i32 4, label %870
    i32 0, label %870
  ]

788:                                              ; preds = %787
  %789 = fptrunc double %702 to float
  %790 = fpext float %789 to double
  %791 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_frexp, double noundef %790) #18
  %792 = fpext float %791 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  %793 = call double @frexp(double noundef %708, ptr noundef nonnull %3) #18
  %794 = load i32, ptr %3, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18
  %795 = call double @frexp(double noundef %709, ptr noundef nonnull %4) #18
  %796 = load i32, ptr %4, align 4, !tbaa !9
  %797 = insertelement <2 x i32> poison, i32 %794, i64 0
  %798 = insertelement <2 x i32> %797, i32 %796, i64 1
  %799 = sitofp <2 x i32> %798 to <2 x double>
  %800 = insertelement <2 x double> poison, double %793, i64 0
  %801 = insertelement <2 x double> %800, double %795, i64 1
  %802 = fmul <2 x double> %801, %799
  %803 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %801, <2 x double> %801, <2 x double> %802)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18
  %804 = shufflevector <2 x double> %803, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %805 = fsub <2 x double> %803, %804
  %806 = extractelement <2 x double> %805, i64 0
  %807 = fdiv double %806, %724
  %808 = tail call double @llvm.fabs.f64(double %807)
  %809 = fcmp ogt double %808, 1.000000e+00
  %810 = select i1 %809, double %808, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  store volatile double %792, ptr %111, align 8, !tbaa !5
  %811 = load volatile double, ptr %111, align 8, !tbaa !5
  %812 = tail call double @llvm.fabs.f64(double %811)
  %813 = fcmp ueq double %812, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  br i1 %813, label %825, label %814

814:                                              ; preds = %788
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  store volatile double %807, ptr %110, align 8, !tbaa !5
  %815 = load volatile double, ptr %110, align 8, !tbaa !5
  %816 = tail call double @llvm.fabs.f64(double %815)
  %817 = fcmp ueq double %816, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  br i1 %817, label %825, label %818

818:                                              ; preds = %814
  %819 = fsub double %792, %807
  %820 = tail call double @llvm.fabs.f64(double %819)
  %821 = fmul double %810, 1.000000e-04
  %822 = fcmp ole double %820, %821
  %823 = select i1 %822, ptr @.str.39, ptr @.str.40
  %824 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %702, double noundef %792, double noundef %807, ptr noundef nonnull %823)
  br i1 %822, label %830, label %827

825:                                              ; preds = %814, %788
  %826 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %702, double noundef %792, double noundef %807, ptr noundef nonnull @.str.40)
  br label %827

827:                                              ; preds = %825, %818
  %828 = load i32, ptr @n_fail, align 4, !tbaa !9
  %829 = add nsw i32 %828, 1
  store i32 %829, ptr @n_fail, align 4, !tbaa !9
  br label %830

830:                                              ; preds = %818, %827
  %831 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_frexp, double noundef %790, double noundef 1.000000e+00) #18
  %832 = fpext float %831 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #18
  %833 = call double @frexp(double noundef %708, ptr noundef nonnull %1) #18
  %834 = load i32, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %835 = call double @frexp(double noundef %709, ptr noundef nonnull %2) #18
  %836 = load i32, ptr %2, align 4, !tbaa !9
  %837 = insertelement <2 x i32> poison, i32 %834, i64 0
  %838 = insertelement <2 x i32> %837, i32 %836, i64 1
  %839 = sitofp <2 x i32> %838 to <2 x double>
  %840 = insertelement <2 x double> poison, double %833, i64 0
  %841 = insertelement <2 x double> %840, double %835, i64 1
  %842 = fmul <2 x double> %841, %839
  %843 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %841, <2 x double> %841, <2 x double> %842)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  %844 = shufflevector <2 x double> %843, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %845 = fsub <2 x double> %843, %844
  %846 = extractelement <2 x double> %845, i64 0
  %847 = fdiv double %846, %724
  %848 = tail call double @llvm.fabs.f64(double %847)
  %849 = fcmp ogt double %848, 1.000000e+00
  %850 = select i1 %849, double %848, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109)
  store volatile double %832, ptr %109, align 8, !tbaa !5
  %851 = load volatile double, ptr %109, align 8, !tbaa !5
  %852 = tail call double @llvm.fabs.f64(double %851)
  %853 = fcmp ueq double %852, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109)
  br i1 %853, label %865, label %854

854:                                              ; preds = %830
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  store volatile double %847, ptr %108, align 8, !tbaa !5
  %855 = load volatile double, ptr %108, align 8, !tbaa !5
  %856 = tail call double @llvm.fabs.f64(double %855)
  %857 = fcmp ueq double %856, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108)
  br i1 %857, label %865, label %858

858:                                              ; preds = %854
  %859 = fsub double %832, %847
  %860 = tail call double @llvm.fabs.f64(double %859)
  %861 = fmul double %850, 1.000000e-04
  %862 = fcmp ole double %860, %861
  %863 = select i1 %862, ptr @.str.39, ptr @.str.40
  %864 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %702, double noundef %832, double noundef %847, ptr noundef nonnull %863)
  br i1 %862, label %870, label %867

865:                                              ; preds = %854, %830
  %866 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %702, double noundef %832, double noundef %847, ptr noundef nonnull @.str.40)
  br label %867

867:                                              ; preds = %865, %858
  %868 = load i32, ptr @n_fail, align 4, !tbaa !9
  %869 = add nsw i32 %868, 1
  store i32 %869, ptr @n_fail, align 4, !tbaa !9
  br label %870

870:                                              ; preds = %867, %858, %787, %787, %787
  %871 = add nsw i32 %699, 2
  %872 = icmp slt i32 %699, 0
  br i1 %872, label %698, label %695, !llvm.loop !14

873:                                              ; preds = %695, %1126
  %874 = phi i64 [ %1127, %1126 ], [ 0, %695 ]
  %875 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %874
  %876 = load double, ptr %875, align 8, !tbaa !5
  %877 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %876) #18
  %878 = tail call double @llvm.fabs.f64(double %876)
  %879 = fcmp one double %878, 1.000000e-03
  %880 = select i1 %879, double %878, double 1.000000e-03
  %881 = fmul double %880, 0x3EB0C6F7A0B5ED8D
  %882 = fadd double %876, %881
  %883 = fsub double %876, %881
  %884 = tail call double @lgamma(double noundef %882) #18
  %885 = tail call double @lgamma(double noundef %883) #18
  %886 = fsub double %884, %885
  %887 = fsub double %882, %883
  %888 = fdiv double %886, %887
  %889 = tail call double @llvm.fabs.f64(double %888)
  %890 = fcmp ogt double %889, 1.000000e+00
  %891 = select i1 %890, double %889, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  store volatile double %877, ptr %107, align 8, !tbaa !5
  %892 = load volatile double, ptr %107, align 8, !tbaa !5
  %893 = tail call double @llvm.fabs.f64(double %892)
  %894 = fcmp ueq double %893, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  br i1 %894, label %906, label %895

895:                                              ; preds = %873
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  store volatile double %888, ptr %106, align 8, !tbaa !5
  %896 = load volatile double, ptr %106, align 8, !tbaa !5
  %897 = tail call double @llvm.fabs.f64(double %896)
  %898 = fcmp ueq double %897, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  br i1 %898, label %906, label %899

899:                                              ; preds = %895
  %900 = fsub double %877, %888
  %901 = tail call double @llvm.fabs.f64(double %900)
  %902 = fmul double %891, 0x3EB0C6F7A0B5ED8D
  %903 = fcmp ole double %901, %902
  %904 = select i1 %903, ptr @.str.39, ptr @.str.40
  %905 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %876, double noundef %877, double noundef %888, ptr noundef nonnull %904)
  br i1 %903, label %911, label %908

906:                                              ; preds = %895, %873
  %907 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %876, double noundef %877, double noundef %888, ptr noundef nonnull @.str.40)
  br label %908

908:                                              ; preds = %906, %899
  %909 = load i32, ptr @n_fail, align 4, !tbaa !9
  %910 = add nsw i32 %909, 1
  store i32 %910, ptr @n_fail, align 4, !tbaa !9
  br label %911

911:                                              ; preds = %899, %908
  %912 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %876, double noundef 1.000000e+00) #18
  %913 = tail call double @lgamma(double noundef %882) #18
  %914 = tail call double @lgamma(double noundef %883) #18
  %915 = fsub double %913, %914
  %916 = fdiv double %915, %887
  %917 = tail call double @llvm.fabs.f64(double %916)
  %918 = fcmp ogt double %917, 1.000000e+00
  %919 = select i1 %918, double %917, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  store volatile double %912, ptr %105, align 8, !tbaa !5
  %920 = load volatile double, ptr %105, align 8, !tbaa !5
  %921 = tail call double @llvm.fabs.f64(double %920)
  %922 = fcmp ueq double %921, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  br i1 %922, label %934, label %923

923:                                              ; preds = %911
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  store volatile double %916, ptr %104, align 8, !tbaa !5
  %924 = load volatile double, ptr %104, align 8, !tbaa !5
  %925 = tail call double @llvm.fabs.f64(double %924)
  %926 = fcmp ueq double %925, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  br i1 %926, label %934, label %927

927:                                              ; preds = %923
  %928 = fsub double %912, %916
  %929 = tail call double @llvm.fabs.f64(double %928)
  %930 = fmul double %919, 0x3EB0C6F7A0B5ED8D
  %931 = fcmp ole double %929, %930
  %932 = select i1 %931, ptr @.str.39, ptr @.str.40
  %933 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %876, double noundef %912, double noundef %916, ptr noundef nonnull %932)
  br i1 %931, label %939, label %936

934:                                              ; preds = %923, %911
  %935 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %876, double noundef %912, double noundef %916, ptr noundef nonnull @.str.40)
  br label %936

936:                                              ; preds = %934, %927
  %937 = load i32, ptr @n_fail, align 4, !tbaa !9
  %938 = add nsw i32 %937, 1
  store i32 %938, ptr @n_fail, align 4, !tbaa !9
  br label %939

939:                                              ; preds = %927, %936
  %940 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_tgamma, double noundef %876) #18
  %941 = tail call double @tgamma(double noundef %882) #18
  %942 = fmul double %882, %941
  %943 = tail call double @tgamma(double noundef %883) #18
  %944 = fmul double %883, %943
  %945 = fsub double %942, %944
  %946 = fdiv double %945, %887
  %947 = tail call double @llvm.fabs.f64(double %946)
  %948 = fcmp ogt double %947, 1.000000e+00
  %949 = select i1 %948, double %947, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  store volatile double %940, ptr %103, align 8, !tbaa !5
  %950 = load volatile double, ptr %103, align 8, !tbaa !5
  %951 = tail call double @llvm.fabs.f64(double %950)
  %952 = fcmp ueq double %951, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  br i1 %952, label %964, label %953

953:                                              ; preds = %939
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  store volatile double %946, ptr %102, align 8, !tbaa !5
  %954 = load volatile double, ptr %102, align 8, !tbaa !5
  %955 = tail call double @llvm.fabs.f64(double %954)
  %956 = fcmp ueq double %955, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102)
  br i1 %956, label %964, label %957

957:                                              ; preds = %953
  %958 = fsub double %940, %946
  %959 = tail call double @llvm.fabs.f64(double %958)
  %960 = fmul double %949, 0x3EB0C6F7A0B5ED8D
  %961 = fcmp ole double %959, %960
  %962 = select i1 %961, ptr @.str.39, ptr @.str.40
  %963 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %876, double noundef %940, double noundef %946, ptr noundef nonnull %962)
  br i1 %961, label %969, label %966

964:                                              ; preds = %953, %939
  %965 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %876, double noundef %940, double noundef %946, ptr noundef nonnull @.str.40)
  br label %966

966:                                              ; preds = %964, %957
  %967 = load i32, ptr @n_fail, align 4, !tbaa !9
  %968 = add nsw i32 %967, 1
  store i32 %968, ptr @n_fail, align 4, !tbaa !9
  br label %969

969:                                              ; preds = %957, %966
  %970 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tgamma, double noundef %876, double noundef 1.000000e+00) #18
  %971 = tail call double @tgamma(double noundef %882) #18
  %972 = fmul double %882, %971
  %973 = tail call double @tgamma(double noundef %883) #18
  %974 = fmul double %883, %973
  %975 = fsub double %972, %974
  %976 = fdiv double %975, %887
  %977 = tail call double @llvm.fabs.f64(double %976)
  %978 = fcmp ogt double %977, 1.000000e+00
  %979 = select i1 %978, double %977, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101)
  store volatile double %970, ptr %101, align 8, !tbaa !5
  %980 = load volatile double, ptr %101, align 8, !tbaa !5
  %981 = tail call double @llvm.fabs.f64(double %980)
  %982 = fcmp ueq double %981, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101)
  br i1 %982, label %994, label %983

983:                                              ; preds = %969
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  store volatile double %976, ptr %100, align 8, !tbaa !5
  %984 = load volatile double, ptr %100, align 8, !tbaa !5
  %985 = tail call double @llvm.fabs.f64(double %984)
  %986 = fcmp ueq double %985, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  br i1 %986, label %994, label %987

987:                                              ; preds = %983
  %988 = fsub double %970, %976
  %989 = tail call double @llvm.fabs.f64(double %988)
  %990 = fmul double %979, 0x3EB0C6F7A0B5ED8D
  %991 = fcmp ole double %989, %990
  %992 = select i1 %991, ptr @.str.39, ptr @.str.40
  %993 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %876, double noundef %970, double noundef %976, ptr noundef nonnull %992)
  br i1 %991, label %999, label %996

994:                                              ; preds = %983, %969
  %995 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %876, double noundef %970, double noundef %976, ptr noundef nonnull @.str.40)
  br label %996

996:                                              ; preds = %994, %987
  %997 = load i32, ptr @n_fail, align 4, !tbaa !9
  %998 = add nsw i32 %997, 1
  store i32 %998, ptr @n_fail, align 4, !tbaa !9
  br label %999

999:                                              ; preds = %987, %996
  %1000 = icmp eq i64 %874, 6
  br i1 %1000, label %1128, label %1001

1001:                                             ; preds = %999
  %1002 = fptrunc double %876 to float
  %1003 = fpext float %1002 to double
  %1004 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_lgamma, double noundef %1003) #18
  %1005 = fpext float %1004 to double
  %1006 = tail call double @llvm.fabs.f64(double %1003)
  %1007 = fcmp one double %1006, 1.000000e-03
  %1008 = select i1 %1007, double %1006, double 1.000000e-03
  %1009 = fmul double %1008, 0x3EB0C6F7A0B5ED8D
  %1010 = fadd double %1009, %1003
  %1011 = fsub double %1003, %1009
  %1012 = tail call double @lgamma(double noundef %1010) #18
  %1013 = tail call double @lgamma(double noundef %1011) #18
  %1014 = fsub double %1012, %1013
  %1015 = fsub double %1010, %1011
  %1016 = fdiv double %1014, %1015
  %1017 = tail call double @llvm.fabs.f64(double %1016)
  %1018 = fcmp ogt double %1017, 1.000000e+00
  %1019 = select i1 %1018, double %1017, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  store volatile double %1005, ptr %99, align 8, !tbaa !5
  %1020 = load volatile double, ptr %99, align 8, !tbaa !5
  %1021 = tail call double @llvm.fabs.f64(double %1020)
  %1022 = fcmp ueq double %1021, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  br i1 %1022, label %1034, label %1023

1023:                                             ; preds = %1001
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  store volatile double %1016, ptr %98, align 8, !tbaa !5
  %1024 = load volatile double, ptr %98, align 8, !tbaa !5
  %1025 = tail call double @llvm.fabs.f64(double %1024)
  %1026 = fcmp ueq double %1025, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  br i1 %1026, label %1034, label %1027

1027:                                             ; preds = %1023
  %1028 = fsub double %1005, %1016
  %1029 = tail call double @llvm.fabs.f64(double %1028)
  %1030 = fmul double %1019, 1.000000e-04
  %1031 = fcmp ole double %1029, %1030
  %1032 = select i1 %1031, ptr @.str.39, ptr @.str.40
  %1033 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %876, double noundef %1005, double noundef %1016, ptr noundef nonnull %1032)
  br i1 %1031, label %1039, label %1036

1034:                                             ; preds = %1023, %1001
  %1035 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %876, double noundef %1005, double noundef %1016, ptr noundef nonnull @.str.40)
  br label %1036

1036:                                             ; preds = %1034, %1027
  %1037 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1038 = add nsw i32 %1037, 1
  store i32 %1038, ptr @n_fail, align 4, !tbaa !9
  br label %1039

1039:                                             ; preds = %1027, %1036
  %1040 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_lgamma, double noundef %1003, double noundef 1.000000e+00) #18
  %1041 = fpext float %1040 to double
  %1042 = tail call double @lgamma(double noundef %1010) #18
  %1043 = tail call double @lgamma(double noundef %1011) #18
  %1044 = fsub double %1042, %1043
  %1045 = fdiv double %1044, %1015
  %1046 = tail call double @llvm.fabs.f64(double %1045)
  %1047 = fcmp ogt double %1046, 1.000000e+00
  %1048 = select i1 %1047, double %1046, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  store volatile double %1041, ptr %97, align 8, !tbaa !5
  %1049 = load volatile double, ptr %97, align 8, !tbaa !5
  %1050 = tail call double @llvm.fabs.f64(double %1049)
  %1051 = fcmp ueq double %1050, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  br i1 %1051, label %1063, label %1052

1052:                                             ; preds = %1039
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  store volatile double %1045, ptr %96, align 8, !tbaa !5
  %1053 = load volatile double, ptr %96, align 8, !tbaa !5
  %1054 = tail call double @llvm.fabs.f64(double %1053)
  %1055 = fcmp ueq double %1054, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  br i1 %1055, label %1063, label %1056

1056:                                             ; preds = %1052
  %1057 = fsub double %1041, %1045
  %1058 = tail call double @llvm.fabs.f64(double %1057)
  %1059 = fmul double %1048, 1.000000e-04
  %1060 = fcmp ole double %1058, %1059
  %1061 = select i1 %1060, ptr @.str.39, ptr @.str.40
  %1062 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %876, double noundef %1041, double noundef %1045, ptr noundef nonnull %1061)
  br i1 %1060, label %1068, label %1065

1063:                                             ; preds = %1052, %1039
  %1064 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %876, double noundef %1041, double noundef %1045, ptr noundef nonnull @.str.40)
  br label %1065

1065:                                             ; preds = %1063, %1056
  %1066 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1067 = add nsw i32 %1066, 1
  store i32 %1067, ptr @n_fail, align 4, !tbaa !9
  br label %1068

1068:                                             ; preds = %1056, %1065
  %1069 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_tgamma, double noundef %1003) #18
  %1070 = fpext float %1069 to double
  %1071 = tail call double @tgamma(double noundef %1010) #18
  %1072 = tail call double @tgamma(double noundef %1011) #18
  %1073 = fsub double %1071, %1072
  %1074 = fdiv double %1073, %1015
  %1075 = tail call double @llvm.fabs.f64(double %1074)
  %1076 = fcmp ogt double %1075, 1.000000e+00
  %1077 = select i1 %1076, double %1075, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  store volatile double %1070, ptr %95, align 8, !tbaa !5
  %1078 = load volatile double, ptr %95, align 8, !tbaa !5
  %1079 = tail call double @llvm.fabs.f64(double %1078)
  %1080 = fcmp ueq double %1079, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  br i1 %1080, label %1092, label %1081

1081:                                             ; preds = %1068
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  store volatile double %1074, ptr %94, align 8, !tbaa !5
  %1082 = load volatile double, ptr %94, align 8, !tbaa !5
  %1083 = tail call double @llvm.fabs.f64(double %1082)
  %1084 = fcmp ueq double %1083, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  br i1 %1084, label %1092, label %1085

1085:                                             ; preds = %1081
  %1086 = fsub double %1070, %1074
  %1087 = tail call double @llvm.fabs.f64(double %1086)
  %1088 = fmul double %1077, 1.000000e-04
  %1089 = fcmp ole double %1087, %1088
  %1090 = select i1 %1089, ptr @.str.39, ptr @.str.40
  %1091 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %876, double noundef %1070, double noundef %1074, ptr noundef nonnull %1090)
  br i1 %1089, label %1097, label %1094

1092:                                             ; preds = %1081, %1068
  %1093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %876, double noundef %1070, double noundef %1074, ptr noundef nonnull @.str.40)
  br label %1094

1094:                                             ; preds = %1092, %1085
  %1095 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1096 = add nsw i32 %1095, 1
  store i32 %1096, ptr @n_fail, align 4, !tbaa !9
  br label %1097

1097:                                             ; preds = %1085, %1094
  %1098 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_tgamma, double noundef %1003, double noundef 1.000000e+00) #18
  %1099 = fpext float %1098 to double
  %1100 = tail call double @tgamma(double noundef %1010) #18
  %1101 = tail call double @tgamma(double noundef %1011) #18
  %1102 = fsub double %1100, %1101
  %1103 = fdiv double %1102, %1015
  %1104 = tail call double @llvm.fabs.f64(double %1103)
  %1105 = fcmp ogt double %1104, 1.000000e+00
  %1106 = select i1 %1105, double %1104, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  store volatile double %1099, ptr %93, align 8, !tbaa !5
  %1107 = load volatile double, ptr %93, align 8, !tbaa !5
  %1108 = tail call double @llvm.fabs.f64(double %1107)
  %1109 = fcmp ueq double %1108, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  br i1 %1109, label %1121, label %1110

1110:                                             ; preds = %1097
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  store volatile double %1103, ptr %92, align 8, !tbaa !5
  %1111 = load volatile double, ptr %92, align 8, !tbaa !5
  %1112 = tail call double @llvm.fabs.f64(double %1111)
  %1113 = fcmp ueq double %1112, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  br i1 %1113, label %1121, label %1114

1114:                                             ; preds = %1110
  %1115 = fsub double %1099, %1103
  %1116 = tail call double @llvm.fabs.f64(double %1115)
  %1117 = fmul double %1106, 1.000000e-04
  %1118 = fcmp ole double %1116, %1117
  %1119 = select i1 %1118, ptr @.str.39, ptr @.str.40
  %1120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %876, double noundef %1099, double noundef %1103, ptr noundef nonnull %1119)
  br i1 %1118, label %1126, label %1123

1121:                                             ; preds = %1110, %1097
  %1122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %876, double noundef %1099, double noundef %1103, ptr noundef nonnull @.str.40)
  br label %1123

1123:                                             ; preds = %1121, %1114
  %1124 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1125 = add nsw i32 %1124, 1
  store i32 %1125, ptr @n_fail, align 4, !tbaa !9
  br label %1126

1126:                                             ; preds = %1123, %1114
  %1127 = add nuw nsw i64 %874, 1
  br label %873

1128:                                             ; preds = %999
  %1129 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1129, ptr %91, align 8, !tbaa !5
  %1130 = load volatile double, ptr %91, align 8, !tbaa !5
  %1131 = tail call double @llvm.fabs.f64(double %1130)
  %1132 = fcmp ueq double %1131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1132, label %1143, label %1133

1133:                                             ; preds = %1128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0xBFE2788CFC6FB619, ptr %90, align 8, !tbaa !5
  %1134 = load volatile double, ptr %90, align 8, !tbaa !5
  %1135 = tail call double @llvm.fabs.f64(double %1134)
  %1136 = fcmp ueq double %1135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1136, label %1143, label %1137

1137:                                             ; preds = %1133
  %1138 = fadd double %1129, 0x3FE2788CFC6FB619
  %1139 = tail call double @llvm.fabs.f64(double %1138)
  %1140 = fcmp ole double %1139, 0x3D06849B86A12B9B
  %1141 = select i1 %1140, ptr @.str.39, ptr @.str.40
  %1142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.000000e+00, double noundef %1129, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull %1141)
  br i1 %1140, label %1148, label %1145

1143:                                             ; preds = %1133, %1128
  %1144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.000000e+00, double noundef %1129, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1145

1145:                                             ; preds = %1143, %1137
  %1146 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1147 = add nsw i32 %1146, 1
  store i32 %1147, ptr @n_fail, align 4, !tbaa !9
  br label %1148

1148:                                             ; preds = %1145, %1137
  %1149 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef 1.000000e+00, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1149, ptr %89, align 8, !tbaa !5
  %1150 = load volatile double, ptr %89, align 8, !tbaa !5
  %1151 = tail call double @llvm.fabs.f64(double %1150)
  %1152 = fcmp ueq double %1151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1152, label %1163, label %1153

1153:                                             ; preds = %1148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0xBFE2788CFC6FB619, ptr %88, align 8, !tbaa !5
  %1154 = load volatile double, ptr %88, align 8, !tbaa !5
  %1155 = tail call double @llvm.fabs.f64(double %1154)
  %1156 = fcmp ueq double %1155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1156, label %1163, label %1157

1157:                                             ; preds = %1153
  %1158 = fadd double %1149, 0x3FE2788CFC6FB619
  %1159 = tail call double @llvm.fabs.f64(double %1158)
  %1160 = fcmp ole double %1159, 0x3D06849B86A12B9B
  %1161 = select i1 %1160, ptr @.str.39, ptr @.str.40
  %1162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.000000e+00, double noundef %1149, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull %1161)
  br i1 %1160, label %1168, label %1165

1163:                                             ; preds = %1153, %1148
  %1164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.000000e+00, double noundef %1149, double noundef 0xBFE2788CFC6FB619, ptr noundef nonnull @.str.40)
  br label %1165

1165:                                             ; preds = %1163, %1157
  %1166 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1167 = add nsw i32 %1166, 1
  store i32 %1167, ptr @n_fail, align 4, !tbaa !9
  br label %1168

1168:                                             ; preds = %1157, %1165
  %1169 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef 1.200000e+01) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1169, ptr %91, align 8, !tbaa !5
  %1170 = load volatile double, ptr %91, align 8, !tbaa !5
  %1171 = tail call double @llvm.fabs.f64(double %1170)
  %1172 = fcmp ueq double %1171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1172, label %1183, label %1173

1173:                                             ; preds = %1168
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double 0x40038A9234F5821D, ptr %90, align 8, !tbaa !5
  %1174 = load volatile double, ptr %90, align 8, !tbaa !5
  %1175 = tail call double @llvm.fabs.f64(double %1174)
  %1176 = fcmp ueq double %1175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1176, label %1183, label %1177

1177:                                             ; preds = %1173
  %1178 = fadd double %1169, 0xC0038A9234F5821D
  %1179 = tail call double @llvm.fabs.f64(double %1178)
  %1180 = fcmp ole double %1179, 0x3D1B807E31DC3D80
  %1181 = select i1 %1180, ptr @.str.39, ptr @.str.40
  %1182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.200000e+01, double noundef %1169, double noundef 0x40038A9234F5821D, ptr noundef nonnull %1181)
  br i1 %1180, label %1188, label %1185

1183:                                             ; preds = %1173, %1168
  %1184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef 1.200000e+01, double noundef %1169, double noundef 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1185

1185:                                             ; preds = %1183, %1177
  %1186 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1187 = add nsw i32 %1186, 1
  store i32 %1187, ptr @n_fail, align 4, !tbaa !9
  br label %1188

1188:                                             ; preds = %1185, %1177
  %1189 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef 1.200000e+01, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1189, ptr %89, align 8, !tbaa !5
  %1190 = load volatile double, ptr %89, align 8, !tbaa !5
  %1191 = tail call double @llvm.fabs.f64(double %1190)
  %1192 = fcmp ueq double %1191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1192, label %1203, label %1193

1193:                                             ; preds = %1188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double 0x40038A9234F5821D, ptr %88, align 8, !tbaa !5
  %1194 = load volatile double, ptr %88, align 8, !tbaa !5
  %1195 = tail call double @llvm.fabs.f64(double %1194)
  %1196 = fcmp ueq double %1195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1196, label %1203, label %1197

1197:                                             ; preds = %1193
  %1198 = fadd double %1189, 0xC0038A9234F5821D
  %1199 = tail call double @llvm.fabs.f64(double %1198)
  %1200 = fcmp ole double %1199, 0x3D1B807E31DC3D80
  %1201 = select i1 %1200, ptr @.str.39, ptr @.str.40
  %1202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.200000e+01, double noundef %1189, double noundef 0x40038A9234F5821D, ptr noundef nonnull %1201)
  br i1 %1200, label %1208, label %1205

1203:                                             ; preds = %1193, %1188
  %1204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef 1.200000e+01, double noundef %1189, double noundef 0x40038A9234F5821D, ptr noundef nonnull @.str.40)
  br label %1205

1205:                                             ; preds = %1203, %1197
  %1206 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1207 = add nsw i32 %1206, 1
  store i32 %1207, ptr @n_fail, align 4, !tbaa !9
  br label %1208

1208:                                             ; preds = %1205, %1197
  br label %1209

1209:                                             ; preds = %1208, %1334
  %1210 = phi i32 [ %1335, %1334 ], [ 0, %1208 ]
  %1211 = uitofp nneg i32 %1210 to double
  %1212 = fadd double %1211, 5.000000e-01
  %1213 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1212) #18
  %1214 = icmp eq i32 %1210, 0
  br i1 %1214, label %1219, label %1215

1215:                                             ; preds = %1209
  switch i32 %1210, label %1216 [
    i32 3, label %1219
    i32 4, label %1217
    i32 5, label %1218
  ]

1216:                                             ; preds = %1215
  br label %1219

1217:                                             ; preds = %1215
  br label %1219

1218:                                             ; preds = %1215
  br label %1219

1219:                                             ; preds = %1216, %1217, %1218, %1215, %1209
  %1220 = phi double [ 0xBFFF6A897D3214FC, %1209 ], [ 0x3FF1A68793DEFC15, %1215 ], [ 0x3FFCAFC3CA8B2107, %1216 ], [ 0x3FF638D0B871453A, %1217 ], [ 0x3FF9C7099BFF7E1E, %1218 ]
  %1221 = tail call double @llvm.fabs.f64(double %1220)
  %1222 = fcmp ogt double %1221, 1.000000e+00
  %1223 = select i1 %1222, double %1221, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  store volatile double %1213, ptr %87, align 8, !tbaa !5
  %1224 = load volatile double, ptr %87, align 8, !tbaa !5
  %1225 = tail call double @llvm.fabs.f64(double %1224)
  %1226 = fcmp ueq double %1225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  br i1 %1226, label %1238, label %1227

1227:                                             ; preds = %1219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  store volatile double %1220, ptr %86, align 8, !tbaa !5
  %1228 = load volatile double, ptr %86, align 8, !tbaa !5
  %1229 = tail call double @llvm.fabs.f64(double %1228)
  %1230 = fcmp ueq double %1229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  br i1 %1230, label %1238, label %1231

1231:                                             ; preds = %1227
  %1232 = fsub double %1213, %1220
  %1233 = tail call double @llvm.fabs.f64(double %1232)
  %1234 = fmul double %1223, 0x3D06849B86A12B9B
  %1235 = fcmp ole double %1233, %1234
  %1236 = select i1 %1235, ptr @.str.39, ptr @.str.40
  %1237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1212, double noundef %1213, double noundef %1220, ptr noundef nonnull %1236)
  br i1 %1235, label %1243, label %1240

1238:                                             ; preds = %1227, %1219
  %1239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1212, double noundef %1213, double noundef %1220, ptr noundef nonnull @.str.40)
  br label %1240

1240:                                             ; preds = %1238, %1231
  %1241 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1242 = add nsw i32 %1241, 1
  store i32 %1242, ptr @n_fail, align 4, !tbaa !9
  br label %1243

1243:                                             ; preds = %1231, %1240
  %1244 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1212, double noundef 1.000000e+00) #18
  br i1 %1214, label %1249, label %1245

1245:                                             ; preds = %1243
  switch i32 %1210, label %1246 [
    i32 3, label %1249
    i32 4, label %1247
    i32 5, label %1248
  ]

1246:                                             ; preds = %1245
  br label %1249

1247:                                             ; preds = %1245
  br label %1249

1248:                                             ; preds = %1245
  br label %1249

1249:                                             ; preds = %1246, %1247, %1248, %1245, %1243
  %1250 = phi double [ 0xBFFF6A897D3214FC, %1243 ], [ 0x3FF1A68793DEFC15, %1245 ], [ 0x3FFCAFC3CA8B2107, %1246 ], [ 0x3FF638D0B871453A, %1247 ], [ 0x3FF9C7099BFF7E1E, %1248 ]
  %1251 = tail call double @llvm.fabs.f64(double %1250)
  %1252 = fcmp ogt double %1251, 1.000000e+00
  %1253 = select i1 %1252, double %1251, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  store volatile double %1244, ptr %85, align 8, !tbaa !5
  %1254 = load volatile double, ptr %85, align 8, !tbaa !5
  %1255 = tail call double @llvm.fabs.f64(double %1254)
  %1256 = fcmp ueq double %1255, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  br i1 %1256, label %1268, label %1257

1257:                                             ; preds = %1249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  store volatile double %1250, ptr %84, align 8, !tbaa !5
  %1258 = load volatile double, ptr %84, align 8, !tbaa !5
  %1259 = tail call double @llvm.fabs.f64(double %1258)
  %1260 = fcmp ueq double %1259, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  br i1 %1260, label %1268, label %1261

1261:                                             ; preds = %1257
  %1262 = fsub double %1244, %1250
  %1263 = tail call double @llvm.fabs.f64(double %1262)
  %1264 = fmul double %1253, 0x3D06849B86A12B9B
  %1265 = fcmp ole double %1263, %1264
  %1266 = select i1 %1265, ptr @.str.39, ptr @.str.40
  %1267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1212, double noundef %1244, double noundef %1250, ptr noundef nonnull %1266)
  br i1 %1265, label %1273, label %1270

1268:                                             ; preds = %1257, %1249
  %1269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1212, double noundef %1244, double noundef %1250, ptr noundef nonnull @.str.40)
  br label %1270

1270:                                             ; preds = %1268, %1261
  %1271 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1272 = add nsw i32 %1271, 1
  store i32 %1272, ptr @n_fail, align 4, !tbaa !9
  br label %1273

1273:                                             ; preds = %1261, %1270
  %1274 = fsub double 5.000000e-01, %1211
  %1275 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1274) #18
  br i1 %1214, label %1280, label %1276

1276:                                             ; preds = %1273
  switch i32 %1210, label %1277 [
    i32 3, label %1280
    i32 4, label %1278
    i32 5, label %1279
  ]

1277:                                             ; preds = %1276
  br label %1280

1278:                                             ; preds = %1276
  br label %1280

1279:                                             ; preds = %1276
  br label %1280

1280:                                             ; preds = %1277, %1278, %1279, %1276, %1273
  %1281 = phi double [ 0xBFFF6A897D3214FC, %1273 ], [ 0x3FF1A68793DEFC15, %1276 ], [ 0x3FFCAFC3CA8B2107, %1277 ], [ 0x3FF638D0B871453A, %1278 ], [ 0x3FF9C7099BFF7E1E, %1279 ]
  %1282 = tail call double @llvm.fabs.f64(double %1281)
  %1283 = fcmp ogt double %1282, 1.000000e+00
  %1284 = select i1 %1283, double %1282, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  store volatile double %1275, ptr %83, align 8, !tbaa !5
  %1285 = load volatile double, ptr %83, align 8, !tbaa !5
  %1286 = tail call double @llvm.fabs.f64(double %1285)
  %1287 = fcmp ueq double %1286, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  br i1 %1287, label %1299, label %1288

1288:                                             ; preds = %1280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  store volatile double %1281, ptr %82, align 8, !tbaa !5
  %1289 = load volatile double, ptr %82, align 8, !tbaa !5
  %1290 = tail call double @llvm.fabs.f64(double %1289)
  %1291 = fcmp ueq double %1290, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  br i1 %1291, label %1299, label %1292

1292:                                             ; preds = %1288
  %1293 = fsub double %1275, %1281
  %1294 = tail call double @llvm.fabs.f64(double %1293)
  %1295 = fmul double %1284, 0x3D06849B86A12B9B
  %1296 = fcmp ole double %1294, %1295
  %1297 = select i1 %1296, ptr @.str.39, ptr @.str.40
  %1298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1274, double noundef %1275, double noundef %1281, ptr noundef nonnull %1297)
  br i1 %1296, label %1304, label %1301

1299:                                             ; preds = %1288, %1280
  %1300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1274, double noundef %1275, double noundef %1281, ptr noundef nonnull @.str.40)
  br label %1301

1301:                                             ; preds = %1299, %1292
  %1302 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1303 = add nsw i32 %1302, 1
  store i32 %1303, ptr @n_fail, align 4, !tbaa !9
  br label %1304

1304:                                             ; preds = %1292, %1301
  %1305 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1274, double noundef 1.000000e+00) #18
  br i1 %1214, label %1310, label %1306

1306:                                             ; preds = %1304
  switch i32 %1210, label %1307 [
    i32 3, label %1310
    i32 4, label %1308
    i32 5, label %1309
  ]

1307:                                             ; preds = %1306
  br label %1310

1308:                                             ; preds = %1306
  br label %1310

1309:                                             ; preds = %1306
  br label %1310

1310:                                             ; preds = %1307, %1308, %1309, %1306, %1304
  %1311 = phi double [ 0xBFFF6A897D3214FC, %1304 ], [ 0x3FF1A68793DEFC15, %1306 ], [ 0x3FFCAFC3CA8B2107, %1307 ], [ 0x3FF638D0B871453A, %1308 ], [ 0x3FF9C7099BFF7E1E, %1309 ]
  %1312 = tail call double @llvm.fabs.f64(double %1311)
  %1313 = fcmp ogt double %1312, 1.000000e+00
  %1314 = select i1 %1313, double %1312, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  store volatile double %1305, ptr %81, align 8, !tbaa !5
  %1315 = load volatile double, ptr %81, align 8, !tbaa !5
  %1316 = tail call double @llvm.fabs.f64(double %1315)
  %1317 = fcmp ueq double %1316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81)
  br i1 %1317, label %1329, label %1318

1318:                                             ; preds = %1310
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  store volatile double %1311, ptr %80, align 8, !tbaa !5
  %1319 = load volatile double, ptr %80, align 8, !tbaa !5
  %1320 = tail call double @llvm.fabs.f64(double %1319)
  %1321 = fcmp ueq double %1320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  br i1 %1321, label %1329, label %1322

1322:                                             ; preds = %1318
  %1323 = fsub double %1305, %1311
  %1324 = tail call double @llvm.fabs.f64(double %1323)
  %1325 = fmul double %1314, 0x3D06849B86A12B9B
  %1326 = fcmp ole double %1324, %1325
  %1327 = select i1 %1326, ptr @.str.39, ptr @.str.40
  %1328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1274, double noundef %1305, double noundef %1311, ptr noundef nonnull %1327)
  br i1 %1326, label %1334, label %1331

1329:                                             ; preds = %1318, %1310
  %1330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1274, double noundef %1305, double noundef %1311, ptr noundef nonnull @.str.40)
  br label %1331

1331:                                             ; preds = %1329, %1322
  %1332 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1333 = add nsw i32 %1332, 1
  store i32 %1333, ptr @n_fail, align 4, !tbaa !9
  br label %1334

1334:                                             ; preds = %1322, %1331
  %1335 = add nuw nsw i32 %1210, 3
  %1336 = icmp ult i32 %1210, 5
  br i1 %1336, label %1209, label %1337, !llvm.loop !15

1337:                                             ; preds = %1334, %1494
  %1338 = phi i64 [ %1495, %1494 ], [ 0, %1334 ]
  %1339 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %1338
  %1340 = load double, ptr %1339, align 8, !tbaa !5
  %1341 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem, double noundef %1340) #18
  %1342 = tail call double @llvm.fabs.f64(double %1340)
  %1343 = fcmp one double %1342, 1.000000e-03
  %1344 = select i1 %1343, double %1342, double 1.000000e-03
  %1345 = fmul double %1344, 0x3EB0C6F7A0B5ED8D
  %1346 = fadd double %1340, %1345
  %1347 = fsub double %1340, %1345
  %1348 = fmul double %1346, %1346
  %1349 = tail call double @remainder(double noundef %1348, double noundef 0x3FE6666666666666) #18
  %1350 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1346) #18
  %1351 = tail call double @llvm.fmuladd.f64(double %1350, double %1346, double %1349)
  %1352 = fmul double %1347, %1347
  %1353 = tail call double @remainder(double noundef %1352, double noundef 0x3FE6666666666666) #18
  %1354 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1347) #18
  %1355 = tail call double @llvm.fmuladd.f64(double %1354, double %1347, double %1353)
  %1356 = fsub double %1351, %1355
  %1357 = fsub double %1346, %1347
  %1358 = fdiv double %1356, %1357
  %1359 = tail call double @llvm.fabs.f64(double %1358)
  %1360 = fcmp ogt double %1359, 1.000000e+00
  %1361 = select i1 %1360, double %1359, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  store volatile double %1341, ptr %79, align 8, !tbaa !5
  %1362 = load volatile double, ptr %79, align 8, !tbaa !5
  %1363 = tail call double @llvm.fabs.f64(double %1362)
  %1364 = fcmp ueq double %1363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  br i1 %1364, label %1376, label %1365

1365:                                             ; preds = %1337
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  store volatile double %1358, ptr %78, align 8, !tbaa !5
  %1366 = load volatile double, ptr %78, align 8, !tbaa !5
  %1367 = tail call double @llvm.fabs.f64(double %1366)
  %1368 = fcmp ueq double %1367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  br i1 %1368, label %1376, label %1369

1369:                                             ; preds = %1365
  %1370 = fsub double %1341, %1358
  %1371 = tail call double @llvm.fabs.f64(double %1370)
  %1372 = fmul double %1361, 0x3EB0C6F7A0B5ED8D
  %1373 = fcmp ole double %1371, %1372
  %1374 = select i1 %1373, ptr @.str.39, ptr @.str.40
  %1375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1340, double noundef %1341, double noundef %1358, ptr noundef nonnull %1374)
  br i1 %1373, label %1381, label %1378

1376:                                             ; preds = %1365, %1337
  %1377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1340, double noundef %1341, double noundef %1358, ptr noundef nonnull @.str.40)
  br label %1378

1378:                                             ; preds = %1376, %1369
  %1379 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1380 = add nsw i32 %1379, 1
  store i32 %1380, ptr @n_fail, align 4, !tbaa !9
  br label %1381

1381:                                             ; preds = %1369, %1378
  %1382 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem, double noundef %1340, double noundef 1.000000e+00) #18
  %1383 = tail call double @remainder(double noundef %1348, double noundef 0x3FE6666666666666) #18
  %1384 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1346) #18
  %1385 = tail call double @llvm.fmuladd.f64(double %1384, double %1346, double %1383)
  %1386 = tail call double @remainder(double noundef %1352, double noundef 0x3FE6666666666666) #18
  %1387 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1347) #18
  %1388 = tail call double @llvm.fmuladd.f64(double %1387, double %1347, double %1386)
  %1389 = fsub double %1385, %1388
  %1390 = fdiv double %1389, %1357
  %1391 = tail call double @llvm.fabs.f64(double %1390)
  %1392 = fcmp ogt double %1391, 1.000000e+00
  %1393 = select i1 %1392, double %1391, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  store volatile double %1382, ptr %77, align 8, !tbaa !5
  %1394 = load volatile double, ptr %77, align 8, !tbaa !5
  %1395 = tail call double @llvm.fabs.f64(double %1394)
  %1396 = fcmp ueq double %1395, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  br i1 %1396, label %1408, label %1397

1397:                                             ; preds = %1381
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  store volatile double %1390, ptr %76, align 8, !tbaa !5
  %1398 = load volatile double, ptr %76, align 8, !tbaa !5
  %1399 = tail call double @llvm.fabs.f64(double %1398)
  %1400 = fcmp ueq double %1399, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  br i1 %1400, label %1408, label %1401

1401:                                             ; preds = %1397
  %1402 = fsub double %1382, %1390
  %1403 = tail call double @llvm.fabs.f64(double %1402)
  %1404 = fmul double %1393, 0x3EB0C6F7A0B5ED8D
  %1405 = fcmp ole double %1403, %1404
  %1406 = select i1 %1405, ptr @.str.39, ptr @.str.40
  %1407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1340, double noundef %1382, double noundef %1390, ptr noundef nonnull %1406)
  br i1 %1405, label %1413, label %1410

1408:                                             ; preds = %1397, %1381
  %1409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1340, double noundef %1382, double noundef %1390, ptr noundef nonnull @.str.40)
  br label %1410

1410:                                             ; preds = %1408, %1401
  %1411 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1412 = add nsw i32 %1411, 1
  store i32 %1412, ptr @n_fail, align 4, !tbaa !9
  br label %1413

1413:                                             ; preds = %1401, %1410
  %1414 = fptrunc double %1340 to float
  %1415 = fpext float %1414 to double
  %1416 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_rem, double noundef %1415) #18
  %1417 = fpext float %1416 to double
  %1418 = tail call double @llvm.fabs.f64(double %1415)
  %1419 = fcmp one double %1418, 1.000000e-03
  %1420 = select i1 %1419, double %1418, double 1.000000e-03
  %1421 = fmul double %1420, 0x3EB0C6F7A0B5ED8D
  %1422 = fadd double %1421, %1415
  %1423 = fsub double %1415, %1421
  %1424 = fmul double %1422, %1422
  %1425 = tail call double @remainder(double noundef %1424, double noundef 0x3FE6666660000000) #18
  %1426 = fmul double %1423, %1423
  %1427 = tail call double @remainder(double noundef %1426, double noundef 0x3FE6666660000000) #18
  %1428 = insertelement <2 x double> poison, double %1422, i64 0
  %1429 = insertelement <2 x double> %1428, double %1423, i64 1
  %1430 = insertelement <2 x double> poison, double %1425, i64 0
  %1431 = insertelement <2 x double> %1430, double %1427, i64 1
  %1432 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1429, <2 x double> %1429, <2 x double> %1431)
  %1433 = shufflevector <2 x double> %1432, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1434 = fsub <2 x double> %1432, %1433
  %1435 = extractelement <2 x double> %1434, i64 0
  %1436 = fsub double %1422, %1423
  %1437 = fdiv double %1435, %1436
  %1438 = tail call double @llvm.fabs.f64(double %1437)
  %1439 = fcmp ogt double %1438, 1.000000e+00
  %1440 = select i1 %1439, double %1438, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  store volatile double %1417, ptr %75, align 8, !tbaa !5
  %1441 = load volatile double, ptr %75, align 8, !tbaa !5
  %1442 = tail call double @llvm.fabs.f64(double %1441)
  %1443 = fcmp ueq double %1442, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  br i1 %1443, label %1455, label %1444

1444:                                             ; preds = %1413
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  store volatile double %1437, ptr %74, align 8, !tbaa !5
  %1445 = load volatile double, ptr %74, align 8, !tbaa !5
  %1446 = tail call double @llvm.fabs.f64(double %1445)
  %1447 = fcmp ueq double %1446, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  br i1 %1447, label %1455, label %1448

1448:                                             ; preds = %1444
  %1449 = fsub double %1417, %1437
  %1450 = tail call double @llvm.fabs.f64(double %1449)
  %1451 = fmul double %1440, 1.000000e-04
  %1452 = fcmp ole double %1450, %1451
  %1453 = select i1 %1452, ptr @.str.39, ptr @.str.40
  %1454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1415, double noundef %1417, double noundef %1437, ptr noundef nonnull %1453)
  br i1 %1452, label %1460, label %1457

1455:                                             ; preds = %1444, %1413
  %1456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1415, double noundef %1417, double noundef %1437, ptr noundef nonnull @.str.40)
  br label %1457

1457:                                             ; preds = %1455, %1448
  %1458 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1459 = add nsw i32 %1458, 1
  store i32 %1459, ptr @n_fail, align 4, !tbaa !9
  br label %1460

1460:                                             ; preds = %1448, %1457
  %1461 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_rem, double noundef %1415, double noundef 1.000000e+00) #18
  %1462 = fpext float %1461 to double
  %1463 = tail call double @remainder(double noundef %1424, double noundef 0x3FE6666660000000) #18
  %1464 = tail call double @remainder(double noundef %1426, double noundef 0x3FE6666660000000) #18
  %1465 = insertelement <2 x double> poison, double %1463, i64 0
  %1466 = insertelement <2 x double> %1465, double %1464, i64 1
  %1467 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1429, <2 x double> %1429, <2 x double> %1466)
  %1468 = shufflevector <2 x double> %1467, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1469 = fsub <2 x double> %1467, %1468
  %1470 = extractelement <2 x double> %1469, i64 0
  %1471 = fdiv double %1470, %1436
  %1472 = tail call double @llvm.fabs.f64(double %1471)
  %1473 = fcmp ogt double %1472, 1.000000e+00
  %1474 = select i1 %1473, double %1472, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  store volatile double %1462, ptr %73, align 8, !tbaa !5
  %1475 = load volatile double, ptr %73, align 8, !tbaa !5
  %1476 = tail call double @llvm.fabs.f64(double %1475)
  %1477 = fcmp ueq double %1476, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73)
  br i1 %1477, label %1489, label %1478

1478:                                             ; preds = %1460
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  store volatile double %1471, ptr %72, align 8, !tbaa !5
  %1479 = load volatile double, ptr %72, align 8, !tbaa !5
  %1480 = tail call double @llvm.fabs.f64(double %1479)
  %1481 = fcmp ueq double %1480, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  br i1 %1481, label %1489, label %1482

1482:                                             ; preds = %1478
  %1483 = fsub double %1462, %1471
  %1484 = tail call double @llvm.fabs.f64(double %1483)
  %1485 = fmul double %1474, 1.000000e-04
  %1486 = fcmp ole double %1484, %1485
  %1487 = select i1 %1486, ptr @.str.39, ptr @.str.40
  %1488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1415, double noundef %1462, double noundef %1471, ptr noundef nonnull %1487)
  br i1 %1486, label %1494, label %1491

1489:                                             ; preds = %1478, %1460
  %1490 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1415, double noundef %1462, double noundef %1471, ptr noundef nonnull @.str.40)
  br label %1491

1491:                                             ; preds = %1489, %1482
  %1492 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1493 = add nsw i32 %1492, 1
  store i32 %1493, ptr @n_fail, align 4, !tbaa !9
  br label %1494

1494:                                             ; preds = %1482, %1491
  %1495 = add nuw nsw i64 %1338, 1
  %1496 = icmp eq i64 %1495, 5
  br i1 %1496, label %2127, label %1337, !llvm.loop !16

1497:                                             ; preds = %2354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1498 = call double @modf(double noundef 3.700000e-01, ptr noundef nonnull %59) #18
  %1499 = fmul double %1498, 3.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1500 = call double @modf(double noundef 0x3FE7AE147AE147AE, ptr noundef nonnull %59) #18
  %1501 = fmul double %1500, -8.000000e-01
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1502 = call double @modf(double noundef 0x3FF1C28F5C28F5C2, ptr noundef nonnull %59) #18
  %1503 = fmul double %1502, 4.400000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #18
  %1504 = call double @modf(double noundef 1.480000e+00, ptr noundef nonnull %59) #18
  %1505 = fmul double %1504, 1.800000e+00
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1506 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %61, double noundef 3.700000e-01, i32 noundef 4) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %1506, ptr %58, align 8, !tbaa !5
  %1507 = load volatile double, ptr %58, align 8, !tbaa !5
  %1508 = call double @llvm.fabs.f64(double %1507)
  %1509 = fcmp ueq double %1508, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %1509, label %1520, label %1510

1510:                                             ; preds = %1497
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double 0x4034F851EB851EBA, ptr %57, align 8, !tbaa !5
  %1511 = load volatile double, ptr %57, align 8, !tbaa !5
  %1512 = call double @llvm.fabs.f64(double %1511)
  %1513 = fcmp ueq double %1512, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %1513, label %1520, label %1514

1514:                                             ; preds = %1510
  %1515 = fadd double %1506, 0xC034F851EB851EBA
  %1516 = call double @llvm.fabs.f64(double %1515)
  %1517 = fcmp ole double %1516, 0x3DB70E87BF39C6C8
  %1518 = select i1 %1517, ptr @.str.39, ptr @.str.40
  %1519 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1506, double noundef 0x4034F851EB851EBA, ptr noundef nonnull %1518)
  br i1 %1517, label %1525, label %1522

1520:                                             ; preds = %1510, %1497
  %1521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1506, double noundef 0x4034F851EB851EBA, ptr noundef nonnull @.str.40)
  br label %1522

1522:                                             ; preds = %1520, %1514
  %1523 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1524 = add nsw i32 %1523, 1
  store i32 %1524, ptr @n_fail, align 4, !tbaa !9
  br label %1525

1525:                                             ; preds = %1522, %1514
  %1526 = load double, ptr %61, align 16, !tbaa !5
  %1527 = call double @llvm.fabs.f64(double %1499)
  %1528 = fcmp ogt double %1527, 1.000000e+00
  %1529 = select i1 %1528, double %1527, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1526, ptr %56, align 8, !tbaa !5
  %1530 = load volatile double, ptr %56, align 8, !tbaa !5
  %1531 = call double @llvm.fabs.f64(double %1530)
  %1532 = fcmp ueq double %1531, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1532, label %1544, label %1533

1533:                                             ; preds = %1525
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1499, ptr %55, align 8, !tbaa !5
  %1534 = load volatile double, ptr %55, align 8, !tbaa !5
  %1535 = call double @llvm.fabs.f64(double %1534)
  %1536 = fcmp ueq double %1535, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1536, label %1544, label %1537

1537:                                             ; preds = %1533
  %1538 = fsub double %1526, %1499
  %1539 = call double @llvm.fabs.f64(double %1538)
  %1540 = fmul double %1529, 0x3D719799812DEA11
  %1541 = fcmp ole double %1539, %1540
  %1542 = select i1 %1541, ptr @.str.39, ptr @.str.40
  %1543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 1.700000e+00, double noundef %1526, double noundef %1499, ptr noundef nonnull %1542)
  br i1 %1541, label %1549, label %1546

1544:                                             ; preds = %1533, %1525
  %1545 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 1.700000e+00, double noundef %1526, double noundef %1499, ptr noundef nonnull @.str.40)
  br label %1546

1546:                                             ; preds = %1544, %1537
  %1547 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1548 = add nsw i32 %1547, 1
  store i32 %1548, ptr @n_fail, align 4, !tbaa !9
  br label %1549

1549:                                             ; preds = %1546, %1537
  %1550 = getelementptr inbounds i8, ptr %61, i64 8
  %1551 = load double, ptr %1550, align 8, !tbaa !5
  %1552 = call double @llvm.fabs.f64(double %1501)
  %1553 = fcmp ogt double %1552, 1.000000e+00
  %1554 = select i1 %1553, double %1552, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1551, ptr %56, align 8, !tbaa !5
  %1555 = load volatile double, ptr %56, align 8, !tbaa !5
  %1556 = call double @llvm.fabs.f64(double %1555)
  %1557 = fcmp ueq double %1556, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1557, label %1569, label %1558

1558:                                             ; preds = %1549
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1501, ptr %55, align 8, !tbaa !5
  %1559 = load volatile double, ptr %55, align 8, !tbaa !5
  %1560 = call double @llvm.fabs.f64(double %1559)
  %1561 = fcmp ueq double %1560, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1561, label %1569, label %1562

1562:                                             ; preds = %1558
  %1563 = fsub double %1551, %1501
  %1564 = call double @llvm.fabs.f64(double %1563)
  %1565 = fmul double %1554, 0x3D719799812DEA11
  %1566 = fcmp ole double %1564, %1565
  %1567 = select i1 %1566, ptr @.str.39, ptr @.str.40
  %1568 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef -4.000000e-01, double noundef %1551, double noundef %1501, ptr noundef nonnull %1567)
  br i1 %1566, label %1574, label %1571

1569:                                             ; preds = %1558, %1549
  %1570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef -4.000000e-01, double noundef %1551, double noundef %1501, ptr noundef nonnull @.str.40)
  br label %1571

1571:                                             ; preds = %1569, %1562
  %1572 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1573 = add nsw i32 %1572, 1
  store i32 %1573, ptr @n_fail, align 4, !tbaa !9
  br label %1574

1574:                                             ; preds = %1571, %1562
  %1575 = getelementptr inbounds i8, ptr %61, i64 16
  %1576 = load double, ptr %1575, align 16, !tbaa !5
  %1577 = call double @llvm.fabs.f64(double %1503)
  %1578 = fcmp ogt double %1577, 1.000000e+00
  %1579 = select i1 %1578, double %1577, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1576, ptr %56, align 8, !tbaa !5
  %1580 = load volatile double, ptr %56, align 8, !tbaa !5
  %1581 = call double @llvm.fabs.f64(double %1580)
  %1582 = fcmp ueq double %1581, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1582, label %1594, label %1583

1583:                                             ; preds = %1574
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1503, ptr %55, align 8, !tbaa !5
  %1584 = load volatile double, ptr %55, align 8, !tbaa !5
  %1585 = call double @llvm.fabs.f64(double %1584)
  %1586 = fcmp ueq double %1585, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1586, label %1594, label %1587

1587:                                             ; preds = %1583
  %1588 = fsub double %1576, %1503
  %1589 = call double @llvm.fabs.f64(double %1588)
  %1590 = fmul double %1579, 0x3D719799812DEA11
  %1591 = fcmp ole double %1589, %1590
  %1592 = select i1 %1591, ptr @.str.39, ptr @.str.40
  %1593 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 2.200000e+00, double noundef %1576, double noundef %1503, ptr noundef nonnull %1592)
  br i1 %1591, label %1599, label %1596

1594:                                             ; preds = %1583, %1574
  %1595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 2.200000e+00, double noundef %1576, double noundef %1503, ptr noundef nonnull @.str.40)
  br label %1596

1596:                                             ; preds = %1594, %1587
  %1597 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1598 = add nsw i32 %1597, 1
  store i32 %1598, ptr @n_fail, align 4, !tbaa !9
  br label %1599

1599:                                             ; preds = %1596, %1587
  %1600 = getelementptr inbounds i8, ptr %61, i64 24
  %1601 = load double, ptr %1600, align 8, !tbaa !5
  %1602 = call double @llvm.fabs.f64(double %1505)
  %1603 = fcmp ogt double %1602, 1.000000e+00
  %1604 = select i1 %1603, double %1602, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1601, ptr %56, align 8, !tbaa !5
  %1605 = load volatile double, ptr %56, align 8, !tbaa !5
  %1606 = call double @llvm.fabs.f64(double %1605)
  %1607 = fcmp ueq double %1606, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1607, label %1619, label %1608

1608:                                             ; preds = %1599
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1505, ptr %55, align 8, !tbaa !5
  %1609 = load volatile double, ptr %55, align 8, !tbaa !5
  %1610 = call double @llvm.fabs.f64(double %1609)
  %1611 = fcmp ueq double %1610, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1611, label %1619, label %1612

1612:                                             ; preds = %1608
  %1613 = fsub double %1601, %1505
  %1614 = call double @llvm.fabs.f64(double %1613)
  %1615 = fmul double %1604, 0x3D719799812DEA11
  %1616 = fcmp ole double %1614, %1615
  %1617 = select i1 %1616, ptr @.str.39, ptr @.str.40
  %1618 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 9.000000e-01, double noundef %1601, double noundef %1505, ptr noundef nonnull %1617)
  br i1 %1616, label %1624, label %1621

1619:                                             ; preds = %1608, %1599
  %1620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef 9.000000e-01, double noundef %1601, double noundef %1505, ptr noundef nonnull @.str.40)
  br label %1621

1621:                                             ; preds = %1619, %1612
  %1622 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1623 = add nsw i32 %1622, 1
  store i32 %1623, ptr @n_fail, align 4, !tbaa !9
  br label %1624

1624:                                             ; preds = %1621, %1612
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %62, ptr noundef nonnull align 16 dereferenceable(32) @__const.modf_loop.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %60, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1625 = call double @llvm.fmuladd.f64(double %1499, double 3.000000e-01, double 0x4034F851EB851EBA)
  %1626 = getelementptr inbounds i8, ptr %62, i64 8
  %1627 = call double @llvm.fmuladd.f64(double %1501, double -1.100000e+00, double %1625)
  %1628 = getelementptr inbounds i8, ptr %62, i64 16
  %1629 = call double @llvm.fmuladd.f64(double %1503, double 6.000000e-01, double %1627)
  %1630 = getelementptr inbounds i8, ptr %62, i64 24
  %1631 = call double @llvm.fmuladd.f64(double %1505, double 2.000000e+00, double %1629)
  %1632 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %60, ptr noundef nonnull %62, double noundef 3.700000e-01, double noundef 1.000000e+00, i32 noundef 4) #18
  %1633 = call double @llvm.fabs.f64(double %1631)
  %1634 = fcmp ogt double %1633, 1.000000e+00
  %1635 = select i1 %1634, double %1633, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %1632, ptr %54, align 8, !tbaa !5
  %1636 = load volatile double, ptr %54, align 8, !tbaa !5
  %1637 = call double @llvm.fabs.f64(double %1636)
  %1638 = fcmp ueq double %1637, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %1638, label %1650, label %1639

1639:                                             ; preds = %1624
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %1631, ptr %53, align 8, !tbaa !5
  %1640 = load volatile double, ptr %53, align 8, !tbaa !5
  %1641 = call double @llvm.fabs.f64(double %1640)
  %1642 = fcmp ueq double %1641, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %1642, label %1650, label %1643

1643:                                             ; preds = %1639
  %1644 = fsub double %1632, %1631
  %1645 = call double @llvm.fabs.f64(double %1644)
  %1646 = fmul double %1635, 0x3D719799812DEA11
  %1647 = fcmp ole double %1645, %1646
  %1648 = select i1 %1647, ptr @.str.39, ptr @.str.40
  %1649 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1632, double noundef %1631, ptr noundef nonnull %1648)
  br i1 %1647, label %1655, label %1652

1650:                                             ; preds = %1639, %1624
  %1651 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1632, double noundef %1631, ptr noundef nonnull @.str.40)
  br label %1652

1652:                                             ; preds = %1650, %1643
  %1653 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1654 = add nsw i32 %1653, 1
  store i32 %1654, ptr @n_fail, align 4, !tbaa !9
  br label %1655

1655:                                             ; preds = %1652, %1643
  %1656 = load double, ptr %62, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1656, ptr %52, align 8, !tbaa !5
  %1657 = load volatile double, ptr %52, align 8, !tbaa !5
  %1658 = call double @llvm.fabs.f64(double %1657)
  %1659 = fcmp ueq double %1658, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1659, label %1668, label %1660

1660:                                             ; preds = %1655
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1661 = load volatile double, ptr %51, align 8, !tbaa !5
  %1662 = call double @llvm.fabs.f64(double %1661)
  %1663 = fcmp ueq double %1662, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1663, label %1668, label %1664

1664:                                             ; preds = %1660
  %1665 = fcmp oeq double %1656, 0.000000e+00
  %1666 = select i1 %1665, ptr @.str.39, ptr @.str.40
  %1667 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1656, double noundef 0.000000e+00, ptr noundef nonnull %1666)
  br i1 %1665, label %1673, label %1670

1668:                                             ; preds = %1660, %1655
  %1669 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1656, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1670

1670:                                             ; preds = %1668, %1664
  %1671 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1672 = add nsw i32 %1671, 1
  store i32 %1672, ptr @n_fail, align 4, !tbaa !9
  br label %1673

1673:                                             ; preds = %1670, %1664
  %1674 = load double, ptr %1626, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1674, ptr %52, align 8, !tbaa !5
  %1675 = load volatile double, ptr %52, align 8, !tbaa !5
  %1676 = call double @llvm.fabs.f64(double %1675)
  %1677 = fcmp ueq double %1676, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1677, label %1686, label %1678

1678:                                             ; preds = %1673
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1679 = load volatile double, ptr %51, align 8, !tbaa !5
  %1680 = call double @llvm.fabs.f64(double %1679)
  %1681 = fcmp ueq double %1680, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1681, label %1686, label %1682

1682:                                             ; preds = %1678
  %1683 = fcmp oeq double %1674, 0.000000e+00
  %1684 = select i1 %1683, ptr @.str.39, ptr @.str.40
  %1685 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1674, double noundef 0.000000e+00, ptr noundef nonnull %1684)
  br i1 %1683, label %1691, label %1688

1686:                                             ; preds = %1678, %1673
  %1687 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1674, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1688

1688:                                             ; preds = %1686, %1682
  %1689 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1690 = add nsw i32 %1689, 1
  store i32 %1690, ptr @n_fail, align 4, !tbaa !9
  br label %1691

1691:                                             ; preds = %1688, %1682
  %1692 = load double, ptr %1628, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1692, ptr %52, align 8, !tbaa !5
  %1693 = load volatile double, ptr %52, align 8, !tbaa !5
  %1694 = call double @llvm.fabs.f64(double %1693)
  %1695 = fcmp ueq double %1694, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1695, label %1704, label %1696

1696:                                             ; preds = %1691
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1697 = load volatile double, ptr %51, align 8, !tbaa !5
  %1698 = call double @llvm.fabs.f64(double %1697)
  %1699 = fcmp ueq double %1698, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1699, label %1704, label %1700

1700:                                             ; preds = %1696
  %1701 = fcmp oeq double %1692, 0.000000e+00
  %1702 = select i1 %1701, ptr @.str.39, ptr @.str.40
  %1703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1692, double noundef 0.000000e+00, ptr noundef nonnull %1702)
  br i1 %1701, label %1709, label %1706

1704:                                             ; preds = %1696, %1691
  %1705 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1692, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1706

1706:                                             ; preds = %1704, %1700
  %1707 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1708 = add nsw i32 %1707, 1
  store i32 %1708, ptr @n_fail, align 4, !tbaa !9
  br label %1709

1709:                                             ; preds = %1706, %1700
  %1710 = load double, ptr %1630, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1710, ptr %52, align 8, !tbaa !5
  %1711 = load volatile double, ptr %52, align 8, !tbaa !5
  %1712 = call double @llvm.fabs.f64(double %1711)
  %1713 = fcmp ueq double %1712, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1713, label %1722, label %1714

1714:                                             ; preds = %1709
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1715 = load volatile double, ptr %51, align 8, !tbaa !5
  %1716 = call double @llvm.fabs.f64(double %1715)
  %1717 = fcmp ueq double %1716, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1717, label %1722, label %1718

1718:                                             ; preds = %1714
  %1719 = fcmp oeq double %1710, 0.000000e+00
  %1720 = select i1 %1719, ptr @.str.39, ptr @.str.40
  %1721 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1710, double noundef 0.000000e+00, ptr noundef nonnull %1720)
  br i1 %1719, label %1727, label %1724

1722:                                             ; preds = %1714, %1709
  %1723 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1710, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1724

1724:                                             ; preds = %1722, %1718
  %1725 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1726 = add nsw i32 %1725, 1
  store i32 %1726, ptr @n_fail, align 4, !tbaa !9
  br label %1727

1727:                                             ; preds = %1724, %1718
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %60) #18
  %1728 = getelementptr inbounds i8, ptr %49, i64 8
  %1729 = getelementptr inbounds i8, ptr %50, i64 8
  %1730 = getelementptr inbounds i8, ptr %63, i64 8
  %1731 = getelementptr inbounds i8, ptr %65, i64 8
  %1732 = getelementptr inbounds i8, ptr %43, i64 16
  %1733 = getelementptr inbounds i8, ptr %43, i64 8
  %1734 = getelementptr inbounds i8, ptr %44, i64 16
  %1735 = getelementptr inbounds i8, ptr %44, i64 8
  %1736 = getelementptr inbounds i8, ptr %69, i64 16
  %1737 = getelementptr inbounds i8, ptr %69, i64 8
  %1738 = getelementptr inbounds i8, ptr %65, i64 16
  %1739 = getelementptr inbounds i8, ptr %67, i64 8
  %1740 = getelementptr inbounds i8, ptr %71, i64 8
  br label %1741

1741:                                             ; preds = %2118, %1727
  %1742 = phi i64 [ 0, %1727 ], [ %2119, %2118 ]
  %1743 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %1742
  %1744 = getelementptr inbounds i8, ptr %1743, i64 8
  %1745 = load double, ptr %1743, align 16, !tbaa !5
  %1746 = load double, ptr %1744, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1747 = call double @llvm.fabs.f64(double %1745)
  %1748 = fcmp ogt double %1747, 1.000000e+00
  %1749 = select i1 %1748, double %1747, double 1.000000e+00
  %1750 = fmul double %1749, 0x3EB0C6F7A0B5ED8D
  %1751 = fadd double %1745, %1750
  %1752 = fsub double %1745, %1750
  %1753 = fmul double %1746, %1751
  store double %1753, ptr %1728, align 8, !tbaa !5
  %1754 = fmul double %1751, 3.000000e+00
  %1755 = call double @modf(double noundef %1754, ptr noundef nonnull %1728) #18
  %1756 = load double, ptr %1728, align 8, !tbaa !5
  %1757 = call double @llvm.fmuladd.f64(double %1756, double %1746, double %1755)
  %1758 = call double @sin(double noundef %1746) #18
  %1759 = fmul double %1756, %1758
  %1760 = fmul double %1746, %1752
  store double %1760, ptr %1729, align 8, !tbaa !5
  %1761 = fmul double %1752, 3.000000e+00
  %1762 = call double @modf(double noundef %1761, ptr noundef nonnull %1729) #18
  %1763 = load double, ptr %1729, align 8, !tbaa !5
  %1764 = call double @llvm.fmuladd.f64(double %1763, double %1746, double %1762)
  %1765 = call double @sin(double noundef %1746) #18
  %1766 = fmul double %1763, %1765
  %1767 = fsub double %1751, %1752
  %1768 = fsub double %1757, %1764
  %1769 = fdiv double %1768, %1767
  %1770 = fsub double %1756, %1763
  %1771 = fdiv double %1770, %1767
  %1772 = fsub double %1759, %1766
  %1773 = fdiv double %1772, %1767
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1774 = call double @llvm.fabs.f64(double %1746)
  %1775 = fcmp ogt double %1774, 1.000000e+00
  %1776 = select i1 %1775, double %1774, double 1.000000e+00
  %1777 = fmul double %1776, 0x3EB0C6F7A0B5ED8D
  %1778 = fadd double %1746, %1777
  %1779 = fsub double %1746, %1777
  %1780 = fmul double %1745, %1778
  store double %1780, ptr %1728, align 8, !tbaa !5
  %1781 = fmul double %1745, 3.000000e+00
  %1782 = call double @modf(double noundef %1781, ptr noundef nonnull %1728) #18
  %1783 = load double, ptr %1728, align 8, !tbaa !5
  %1784 = call double @llvm.fmuladd.f64(double %1783, double %1778, double %1782)
  %1785 = call double @sin(double noundef %1778) #18
  %1786 = fmul double %1783, %1785
  %1787 = fmul double %1745, %1779
  store double %1787, ptr %1729, align 8, !tbaa !5
  %1788 = call double @modf(double noundef %1781, ptr noundef nonnull %1729) #18
  %1789 = load double, ptr %1729, align 8, !tbaa !5
  %1790 = call double @llvm.fmuladd.f64(double %1789, double %1779, double %1788)
  %1791 = call double @sin(double noundef %1779) #18
  %1792 = fmul double %1789, %1791
  %1793 = fsub double %1778, %1779
  %1794 = fsub double %1784, %1790
  %1795 = fdiv double %1794, %1793
  %1796 = fsub double %1783, %1789
  %1797 = fdiv double %1796, %1793
  %1798 = fsub double %1786, %1792
  %1799 = fdiv double %1798, %1793
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %63, ptr noundef nonnull align 16 dereferenceable(16) @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %64) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %65, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.dout, i64 24, i1 false)
  %1800 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1743, ptr noundef nonnull %63, ptr noundef nonnull %64, ptr noundef nonnull %65) #18
  %1801 = load double, ptr %65, align 16, !tbaa !5
  %1802 = load double, ptr %63, align 16, !tbaa !5
  %1803 = load double, ptr %1730, align 8, !tbaa !5
  %1804 = fmul double %1795, %1803
  %1805 = call double @llvm.fmuladd.f64(double %1769, double %1802, double %1804)
  %1806 = call double @llvm.fabs.f64(double %1805)
  %1807 = fcmp ogt double %1806, 1.000000e+00
  %1808 = select i1 %1807, double %1806, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1801, ptr %46, align 8, !tbaa !5
  %1809 = load volatile double, ptr %46, align 8, !tbaa !5
  %1810 = call double @llvm.fabs.f64(double %1809)
  %1811 = fcmp ueq double %1810, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1811, label %1848, label %1837

1812:                                             ; preds = %1909
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 0.000000e+00, ptr %47, align 8, !tbaa !5
  %1813 = load volatile double, ptr %47, align 8, !tbaa !5
  %1814 = call double @llvm.fabs.f64(double %1813)
  %1815 = fcmp ueq double %1814, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %1815, label %1820, label %1816

1816:                                             ; preds = %1812
  %1817 = fcmp oeq double %1910, 0.000000e+00
  %1818 = select i1 %1817, ptr @.str.39, ptr @.str.40
  %1819 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1745, double noundef %1910, double noundef 0.000000e+00, ptr noundef nonnull %1818)
  br i1 %1817, label %1825, label %1822

1820:                                             ; preds = %1909, %1812
  %1821 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1745, double noundef %1910, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1822

1822:                                             ; preds = %1820, %1816
  %1823 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1824 = add nsw i32 %1823, 1
  store i32 %1824, ptr @n_fail, align 4, !tbaa !9
  br label %1825

1825:                                             ; preds = %1822, %1816
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %66, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %67) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %67, i8 0, i64 16, i1 false)
  %1826 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1743, ptr noundef nonnull %67, ptr noundef nonnull %64, ptr noundef nonnull %66) #18
  %1827 = load double, ptr %67, align 16, !tbaa !5
  %1828 = fmul double %1771, 2.000000e+00
  %1829 = call double @llvm.fmuladd.f64(double %1769, double 5.000000e-01, double %1828)
  %1830 = call double @llvm.fmuladd.f64(double %1773, double -1.500000e+00, double %1829)
  %1831 = call double @llvm.fabs.f64(double %1830)
  %1832 = fcmp ogt double %1831, 1.000000e+00
  %1833 = select i1 %1832, double %1831, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1827, ptr %36, align 8, !tbaa !5
  %1834 = load volatile double, ptr %36, align 8, !tbaa !5
  %1835 = call double @llvm.fabs.f64(double %1834)
  %1836 = fcmp ueq double %1835, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1836, label %1999, label %1988

1837:                                             ; preds = %1741
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1805, ptr %45, align 8, !tbaa !5
  %1838 = load volatile double, ptr %45, align 8, !tbaa !5
  %1839 = call double @llvm.fabs.f64(double %1838)
  %1840 = fcmp ueq double %1839, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1840, label %1848, label %1841

1841:                                             ; preds = %1837
  %1842 = fsub double %1801, %1805
  %1843 = call double @llvm.fabs.f64(double %1842)
  %1844 = fmul double %1808, 0x3EB0C6F7A0B5ED8D
  %1845 = fcmp ole double %1843, %1844
  %1846 = select i1 %1845, ptr @.str.39, ptr @.str.40
  %1847 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1745, double noundef %1801, double noundef %1805, ptr noundef nonnull %1846)
  br i1 %1845, label %1853, label %1850

1848:                                             ; preds = %1837, %1741
  %1849 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1745, double noundef %1801, double noundef %1805, ptr noundef nonnull @.str.40)
  br label %1850

1850:                                             ; preds = %1848, %1841
  %1851 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1852 = add nsw i32 %1851, 1
  store i32 %1852, ptr @n_fail, align 4, !tbaa !9
  br label %1853

1853:                                             ; preds = %1850, %1841
  %1854 = load double, ptr %1731, align 8, !tbaa !5
  %1855 = load double, ptr %63, align 16, !tbaa !5
  %1856 = load double, ptr %1730, align 8, !tbaa !5
  %1857 = fmul double %1797, %1856
  %1858 = call double @llvm.fmuladd.f64(double %1771, double %1855, double %1857)
  %1859 = call double @llvm.fabs.f64(double %1858)
  %1860 = fcmp ogt double %1859, 1.000000e+00
  %1861 = select i1 %1860, double %1859, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1854, ptr %46, align 8, !tbaa !5
  %1862 = load volatile double, ptr %46, align 8, !tbaa !5
  %1863 = call double @llvm.fabs.f64(double %1862)
  %1864 = fcmp ueq double %1863, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1864, label %1876, label %1865

1865:                                             ; preds = %1853
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1858, ptr %45, align 8, !tbaa !5
  %1866 = load volatile double, ptr %45, align 8, !tbaa !5
  %1867 = call double @llvm.fabs.f64(double %1866)
  %1868 = fcmp ueq double %1867, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1868, label %1876, label %1869

1869:                                             ; preds = %1865
  %1870 = fsub double %1854, %1858
  %1871 = call double @llvm.fabs.f64(double %1870)
  %1872 = fmul double %1861, 0x3EB0C6F7A0B5ED8D
  %1873 = fcmp ole double %1871, %1872
  %1874 = select i1 %1873, ptr @.str.39, ptr @.str.40
  %1875 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1745, double noundef %1854, double noundef %1858, ptr noundef nonnull %1874)
  br i1 %1873, label %1881, label %1878

1876:                                             ; preds = %1865, %1853
  %1877 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1745, double noundef %1854, double noundef %1858, ptr noundef nonnull @.str.40)
  br label %1878

1878:                                             ; preds = %1876, %1869
  %1879 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1880 = add nsw i32 %1879, 1
  store i32 %1880, ptr @n_fail, align 4, !tbaa !9
  br label %1881

1881:                                             ; preds = %1878, %1869
  %1882 = load double, ptr %1738, align 16, !tbaa !5
  %1883 = load double, ptr %63, align 16, !tbaa !5
  %1884 = load double, ptr %1730, align 8, !tbaa !5
  %1885 = fmul double %1799, %1884
  %1886 = call double @llvm.fmuladd.f64(double %1773, double %1883, double %1885)
  %1887 = call double @llvm.fabs.f64(double %1886)
  %1888 = fcmp ogt double %1887, 1.000000e+00
  %1889 = select i1 %1888, double %1887, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1882, ptr %46, align 8, !tbaa !5
  %1890 = load volatile double, ptr %46, align 8, !tbaa !5
  %1891 = call double @llvm.fabs.f64(double %1890)
  %1892 = fcmp ueq double %1891, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1892, label %1904, label %1893

1893:                                             ; preds = %1881
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1886, ptr %45, align 8, !tbaa !5
  %1894 = load volatile double, ptr %45, align 8, !tbaa !5
  %1895 = call double @llvm.fabs.f64(double %1894)
  %1896 = fcmp ueq double %1895, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1896, label %1904, label %1897

1897:                                             ; preds = %1893
  %1898 = fsub double %1882, %1886
  %1899 = call double @llvm.fabs.f64(double %1898)
  %1900 = fmul double %1889, 0x3EB0C6F7A0B5ED8D
  %1901 = fcmp ole double %1899, %1900
  %1902 = select i1 %1901, ptr @.str.39, ptr @.str.40
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1745, double noundef %1882, double noundef %1886, ptr noundef nonnull %1902)
  br i1 %1901, label %1909, label %1906

1904:                                             ; preds = %1893, %1881
  %1905 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1745, double noundef %1882, double noundef %1886, ptr noundef nonnull @.str.40)
  br label %1906

1906:                                             ; preds = %1904, %1897
  %1907 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1908 = add nsw i32 %1907, 1
  store i32 %1908, ptr @n_fail, align 4, !tbaa !9
  br label %1909

1909:                                             ; preds = %1906, %1897
  %1910 = load double, ptr %1731, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %1910, ptr %48, align 8, !tbaa !5
  %1911 = load volatile double, ptr %48, align 8, !tbaa !5
  %1912 = call double @llvm.fabs.f64(double %1911)
  %1913 = fcmp ueq double %1912, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %1913, label %1820, label %1812

1914:                                             ; preds = %2031
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %2069, ptr %41, align 8, !tbaa !5
  %1915 = load volatile double, ptr %41, align 8, !tbaa !5
  %1916 = call double @llvm.fabs.f64(double %1915)
  %1917 = fcmp ueq double %1916, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1917, label %1925, label %1918

1918:                                             ; preds = %1914
  %1919 = fsub double %2065, %2069
  %1920 = call double @llvm.fabs.f64(double %1919)
  %1921 = fmul double %2072, 0x3EB0C6F7A0B5ED8D
  %1922 = fcmp ole double %1920, %1921
  %1923 = select i1 %1922, ptr @.str.39, ptr @.str.40
  %1924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1745, double noundef %2065, double noundef %2069, ptr noundef nonnull %1923)
  br i1 %1922, label %1930, label %1927

1925:                                             ; preds = %2031, %1914
  %1926 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1745, double noundef %2065, double noundef %2069, ptr noundef nonnull @.str.40)
  br label %1927

1927:                                             ; preds = %1925, %1918
  %1928 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1929 = add nsw i32 %1928, 1
  store i32 %1929, ptr @n_fail, align 4, !tbaa !9
  br label %1930

1930:                                             ; preds = %1927, %1918
  %1931 = load double, ptr %1736, align 8, !tbaa !17
  %1932 = load double, ptr %63, align 16, !tbaa !5
  %1933 = load double, ptr %1730, align 8, !tbaa !5
  %1934 = fmul double %2063, %1933
  %1935 = call double @llvm.fmuladd.f64(double %2047, double %1932, double %1934)
  %1936 = call double @llvm.fabs.f64(double %1935)
  %1937 = fcmp ogt double %1936, 1.000000e+00
  %1938 = select i1 %1937, double %1936, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1931, ptr %40, align 8, !tbaa !5
  %1939 = load volatile double, ptr %40, align 8, !tbaa !5
  %1940 = call double @llvm.fabs.f64(double %1939)
  %1941 = fcmp ueq double %1940, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1941, label %1953, label %1942

1942:                                             ; preds = %1930
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1935, ptr %39, align 8, !tbaa !5
  %1943 = load volatile double, ptr %39, align 8, !tbaa !5
  %1944 = call double @llvm.fabs.f64(double %1943)
  %1945 = fcmp ueq double %1944, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1945, label %1953, label %1946

1946:                                             ; preds = %1942
  %1947 = fsub double %1931, %1935
  %1948 = call double @llvm.fabs.f64(double %1947)
  %1949 = fmul double %1938, 0x3EB0C6F7A0B5ED8D
  %1950 = fcmp ole double %1948, %1949
  %1951 = select i1 %1950, ptr @.str.39, ptr @.str.40
  %1952 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1745, double noundef %1931, double noundef %1935, ptr noundef nonnull %1951)
  br i1 %1950, label %1958, label %1955

1953:                                             ; preds = %1942, %1930
  %1954 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1745, double noundef %1931, double noundef %1935, ptr noundef nonnull @.str.40)
  br label %1955

1955:                                             ; preds = %1953, %1946
  %1956 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1957 = add nsw i32 %1956, 1
  store i32 %1957, ptr @n_fail, align 4, !tbaa !9
  br label %1958

1958:                                             ; preds = %1955, %1946
  %1959 = load i32, ptr %1737, align 8, !tbaa !19
  %1960 = sitofp i32 %1959 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1960, ptr %38, align 8, !tbaa !5
  %1961 = load volatile double, ptr %38, align 8, !tbaa !5
  %1962 = call double @llvm.fabs.f64(double %1961)
  %1963 = fcmp ueq double %1962, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1963, label %1972, label %1964

1964:                                             ; preds = %1958
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 0.000000e+00, ptr %37, align 8, !tbaa !5
  %1965 = load volatile double, ptr %37, align 8, !tbaa !5
  %1966 = call double @llvm.fabs.f64(double %1965)
  %1967 = fcmp ueq double %1966, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1967, label %1972, label %1968

1968:                                             ; preds = %1964
  %1969 = icmp eq i32 %1959, 0
  %1970 = select i1 %1969, ptr @.str.39, ptr @.str.40
  %1971 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1745, double noundef %1960, double noundef 0.000000e+00, ptr noundef nonnull %1970)
  br i1 %1969, label %1977, label %1974

1972:                                             ; preds = %1964, %1958
  %1973 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1745, double noundef %1960, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1974

1974:                                             ; preds = %1972, %1968
  %1975 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1976 = add nsw i32 %1975, 1
  store i32 %1976, ptr @n_fail, align 4, !tbaa !9
  br label %1977

1977:                                             ; preds = %1974, %1968
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %71) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %71, i8 0, i64 16, i1 false)
  %1978 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1743, ptr noundef nonnull %71, ptr noundef nonnull %68, ptr noundef nonnull %70) #18
  %1979 = load double, ptr %71, align 16, !tbaa !5
  %1980 = fmul double %2047, -7.500000e-01
  %1981 = call double @llvm.fmuladd.f64(double %2045, double 2.500000e-01, double %1980)
  %1982 = call double @llvm.fabs.f64(double %1981)
  %1983 = fcmp ogt double %1982, 1.000000e+00
  %1984 = select i1 %1983, double %1982, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1979, ptr %34, align 8, !tbaa !5
  %1985 = load volatile double, ptr %34, align 8, !tbaa !5
  %1986 = call double @llvm.fabs.f64(double %1985)
  %1987 = fcmp ueq double %1986, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1987, label %2087, label %2076

1988:                                             ; preds = %1825
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1830, ptr %35, align 8, !tbaa !5
  %1989 = load volatile double, ptr %35, align 8, !tbaa !5
  %1990 = call double @llvm.fabs.f64(double %1989)
  %1991 = fcmp ueq double %1990, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1991, label %1999, label %1992

1992:                                             ; preds = %1988
  %1993 = fsub double %1827, %1830
  %1994 = call double @llvm.fabs.f64(double %1993)
  %1995 = fmul double %1833, 0x3EB0C6F7A0B5ED8D
  %1996 = fcmp ole double %1994, %1995
  %1997 = select i1 %1996, ptr @.str.39, ptr @.str.40
  %1998 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1745, double noundef %1827, double noundef %1830, ptr noundef nonnull %1997)
  br i1 %1996, label %2004, label %2001

1999:                                             ; preds = %1988, %1825
  %2000 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1745, double noundef %1827, double noundef %1830, ptr noundef nonnull @.str.40)
  br label %2001

2001:                                             ; preds = %1999, %1992
  %2002 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2003 = add nsw i32 %2002, 1
  store i32 %2003, ptr @n_fail, align 4, !tbaa !9
  br label %2004

2004:                                             ; preds = %2001, %1992
  %2005 = load double, ptr %1739, align 8, !tbaa !5
  %2006 = fmul double %1797, 2.000000e+00
  %2007 = call double @llvm.fmuladd.f64(double %1795, double 5.000000e-01, double %2006)
  %2008 = call double @llvm.fmuladd.f64(double %1799, double -1.500000e+00, double %2007)
  %2009 = call double @llvm.fabs.f64(double %2008)
  %2010 = fcmp ogt double %2009, 1.000000e+00
  %2011 = select i1 %2010, double %2009, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %2005, ptr %36, align 8, !tbaa !5
  %2012 = load volatile double, ptr %36, align 8, !tbaa !5
  %2013 = call double @llvm.fabs.f64(double %2012)
  %2014 = fcmp ueq double %2013, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %2014, label %2026, label %2015

2015:                                             ; preds = %2004
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %2008, ptr %35, align 8, !tbaa !5
  %2016 = load volatile double, ptr %35, align 8, !tbaa !5
  %2017 = call double @llvm.fabs.f64(double %2016)
  %2018 = fcmp ueq double %2017, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %2018, label %2026, label %2019

2019:                                             ; preds = %2015
  %2020 = fsub double %2005, %2008
  %2021 = call double @llvm.fabs.f64(double %2020)
  %2022 = fmul double %2011, 0x3EB0C6F7A0B5ED8D
  %2023 = fcmp ole double %2021, %2022
  %2024 = select i1 %2023, ptr @.str.39, ptr @.str.40
  %2025 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1745, double noundef %2005, double noundef %2008, ptr noundef nonnull %2024)
  br i1 %2023, label %2031, label %2028

2026:                                             ; preds = %2015, %2004
  %2027 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1745, double noundef %2005, double noundef %2008, ptr noundef nonnull @.str.40)
  br label %2028

2028:                                             ; preds = %2026, %2019
  %2029 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2030 = add nsw i32 %2029, 1
  store i32 %2030, ptr @n_fail, align 4, !tbaa !9
  br label %2031

2031:                                             ; preds = %2028, %2019
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1753, ptr %1732, align 8, !tbaa !17
  %2032 = call double @frexp(double noundef %1751, ptr noundef nonnull %1733) #18
  %2033 = fmul double %1746, %2032
  %2034 = load i32, ptr %1733, align 8, !tbaa !19
  %2035 = sitofp i32 %2034 to double
  %2036 = load double, ptr %1732, align 8, !tbaa !17
  %2037 = call double @llvm.fmuladd.f64(double %2033, double %2035, double %2036)
  store double %1760, ptr %1734, align 8, !tbaa !17
  %2038 = call double @frexp(double noundef %1752, ptr noundef nonnull %1735) #18
  %2039 = fmul double %1746, %2038
  %2040 = load i32, ptr %1735, align 8, !tbaa !19
  %2041 = sitofp i32 %2040 to double
  %2042 = load double, ptr %1734, align 8, !tbaa !17
  %2043 = call double @llvm.fmuladd.f64(double %2039, double %2041, double %2042)
  %2044 = fsub double %2033, %2039
  %2045 = fdiv double %2044, %1767
  %2046 = fsub double %2037, %2043
  %2047 = fdiv double %2046, %1767
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1780, ptr %1732, align 8, !tbaa !17
  %2048 = call double @frexp(double noundef %1745, ptr noundef nonnull %1733) #18
  %2049 = fmul double %1778, %2048
  %2050 = load i32, ptr %1733, align 8, !tbaa !19
  %2051 = sitofp i32 %2050 to double
  %2052 = load double, ptr %1732, align 8, !tbaa !17
  %2053 = call double @llvm.fmuladd.f64(double %2049, double %2051, double %2052)
  store double %1787, ptr %1734, align 8, !tbaa !17
  %2054 = call double @frexp(double noundef %1745, ptr noundef nonnull %1735) #18
  %2055 = fmul double %1779, %2054
  %2056 = load i32, ptr %1735, align 8, !tbaa !19
  %2057 = sitofp i32 %2056 to double
  %2058 = load double, ptr %1734, align 8, !tbaa !17
  %2059 = call double @llvm.fmuladd.f64(double %2055, double %2057, double %2058)
  %2060 = fsub double %2049, %2055
  %2061 = fdiv double %2060, %1793
  %2062 = fsub double %2053, %2059
  %2063 = fdiv double %2062, %1793
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %68) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %69, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.ds, i64 24, i1 false)
  %2064 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1743, ptr noundef nonnull %63, ptr noundef nonnull %68, ptr noundef nonnull %69) #18
  %2065 = load double, ptr %69, align 8, !tbaa !20
  %2066 = load double, ptr %63, align 16, !tbaa !5
  %2067 = load double, ptr %1730, align 8, !tbaa !5
  %2068 = fmul double %2061, %2067
  %2069 = call double @llvm.fmuladd.f64(double %2045, double %2066, double %2068)
  %2070 = call double @llvm.fabs.f64(double %2069)
  %2071 = fcmp ogt double %2070, 1.000000e+00
  %2072 = select i1 %2071, double %2070, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %2065, ptr %42, align 8, !tbaa !5
  %2073 = load volatile double, ptr %42, align 8, !tbaa !5
  %2074 = call double @llvm.fabs.f64(double %2073)
  %2075 = fcmp ueq double %2074, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %2075, label %1925, label %1914

2076:                                             ; preds = %1977
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1981, ptr %33, align 8, !tbaa !5
  %2077 = load volatile double, ptr %33, align 8, !tbaa !5
  %2078 = call double @llvm.fabs.f64(double %2077)
  %2079 = fcmp ueq double %2078, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2079, label %2087, label %2080

2080:                                             ; preds = %2076
  %2081 = fsub double %1979, %1981
  %2082 = call double @llvm.fabs.f64(double %2081)
  %2083 = fmul double %1984, 0x3EB0C6F7A0B5ED8D
  %2084 = fcmp ole double %2082, %2083
  %2085 = select i1 %2084, ptr @.str.39, ptr @.str.40
  %2086 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1745, double noundef %1979, double noundef %1981, ptr noundef nonnull %2085)
  br i1 %2084, label %2092, label %2089

2087:                                             ; preds = %2076, %1977
  %2088 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1745, double noundef %1979, double noundef %1981, ptr noundef nonnull @.str.40)
  br label %2089

2089:                                             ; preds = %2087, %2080
  %2090 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2091 = add nsw i32 %2090, 1
  store i32 %2091, ptr @n_fail, align 4, !tbaa !9
  br label %2092

2092:                                             ; preds = %2089, %2080
  %2093 = load double, ptr %1740, align 8, !tbaa !5
  %2094 = fmul double %2063, -7.500000e-01
  %2095 = call double @llvm.fmuladd.f64(double %2061, double 2.500000e-01, double %2094)
  %2096 = call double @llvm.fabs.f64(double %2095)
  %2097 = fcmp ogt double %2096, 1.000000e+00
  %2098 = select i1 %2097, double %2096, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %2093, ptr %34, align 8, !tbaa !5
  %2099 = load volatile double, ptr %34, align 8, !tbaa !5
  %2100 = call double @llvm.fabs.f64(double %2099)
  %2101 = fcmp ueq double %2100, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2101, label %2113, label %2102

2102:                                             ; preds = %2092
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %2095, ptr %33, align 8, !tbaa !5
  %2103 = load volatile double, ptr %33, align 8, !tbaa !5
  %2104 = call double @llvm.fabs.f64(double %2103)
  %2105 = fcmp ueq double %2104, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2105, label %2113, label %2106

2106:                                             ; preds = %2102
  %2107 = fsub double %2093, %2095
  %2108 = call double @llvm.fabs.f64(double %2107)
  %2109 = fmul double %2098, 0x3EB0C6F7A0B5ED8D
  %2110 = fcmp ole double %2108, %2109
  %2111 = select i1 %2110, ptr @.str.39, ptr @.str.40
  %2112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1745, double noundef %2093, double noundef %2095, ptr noundef nonnull %2111)
  br i1 %2110, label %2118, label %2115

2113:                                             ; preds = %2102, %2092
  %2114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1745, double noundef %2093, double noundef %2095, ptr noundef nonnull @.str.40)
  br label %2115

2115:                                             ; preds = %2113, %2106
  %2116 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2117 = add nsw i32 %2116, 1
  store i32 %2117, ptr @n_fail, align 4, !tbaa !9
  br label %2118

2118:                                             ; preds = %2115, %2106
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %68) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %67) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %64) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63) #18
  %2119 = add nuw nsw i64 %1742, 1
  %2120 = icmp eq i64 %2119, 3
  br i1 %2120, label %2121, label %1741, !llvm.loop !21

2121:                                             ; preds = %2118
  %2122 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.37, i32 noundef %2122)
  %2124 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2125 = icmp ne i32 %2124, 0
  %2126 = zext i1 %2125 to i32
  ret i32 %2126

2127:                                             ; preds = %1494, %2354
  %2128 = phi i64 [ %2355, %2354 ], [ 0, %1494 ]
  %2129 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %2128
  %2130 = load double, ptr %2129, align 16, !tbaa !5
  %2131 = getelementptr inbounds i8, ptr %2129, i64 8
  %2132 = load double, ptr %2131, align 8, !tbaa !5
  %2133 = tail call double @llvm.fabs.f64(double %2130)
  %2134 = fmul double %2133, 0x3EB0C6F7A0B5ED8D
  %2135 = tail call double @llvm.fabs.f64(double %2132)
  %2136 = fmul double %2135, 0x3EB0C6F7A0B5ED8D
  %2137 = fadd double %2130, %2134
  %2138 = tail call double @remainder(double noundef %2137, double noundef %2132) #18
  %2139 = fmul double %2132, %2138
  %2140 = fsub double %2130, %2134
  %2141 = tail call double @remainder(double noundef %2140, double noundef %2132) #18
  %2142 = fmul double %2132, %2141
  %2143 = fsub double %2139, %2142
  %2144 = fmul double %2134, 2.000000e+00
  %2145 = fdiv double %2143, %2144
  %2146 = fadd double %2132, %2136
  %2147 = tail call double @remainder(double noundef %2130, double noundef %2146) #18
  %2148 = fmul double %2147, %2146
  %2149 = fsub double %2132, %2136
  %2150 = tail call double @remainder(double noundef %2130, double noundef %2149) #18
  %2151 = fmul double %2149, %2150
  %2152 = fsub double %2148, %2151
  %2153 = fmul double %2136, 2.000000e+00
  %2154 = fdiv double %2152, %2153
  %2155 = tail call double @fmod(double noundef %2137, double noundef %2132) #18
  %2156 = fmul double %2132, %2155
  %2157 = tail call double @fmod(double noundef %2140, double noundef %2132) #18
  %2158 = fmul double %2132, %2157
  %2159 = fsub double %2156, %2158
  %2160 = fdiv double %2159, %2144
  %2161 = tail call double @fmod(double noundef %2130, double noundef %2146) #18
  %2162 = fmul double %2146, %2161
  %2163 = tail call double @fmod(double noundef %2130, double noundef %2149) #18
  %2164 = fmul double %2149, %2163
  %2165 = fsub double %2162, %2164
  %2166 = fdiv double %2165, %2153
  %2167 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2168 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, double noundef %2130, i32 noundef %2167, double noundef %2132) #18
  %2169 = tail call double @llvm.fabs.f64(double %2145)
  %2170 = fcmp ogt double %2169, 1.000000e+00
  %2171 = select i1 %2170, double %2169, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %2168, ptr %32, align 8, !tbaa !5
  %2172 = load volatile double, ptr %32, align 8, !tbaa !5
  %2173 = tail call double @llvm.fabs.f64(double %2172)
  %2174 = fcmp ueq double %2173, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %2174, label %2186, label %2175

2175:                                             ; preds = %2127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %2145, ptr %31, align 8, !tbaa !5
  %2176 = load volatile double, ptr %31, align 8, !tbaa !5
  %2177 = tail call double @llvm.fabs.f64(double %2176)
  %2178 = fcmp ueq double %2177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %2178, label %2186, label %2179

2179:                                             ; preds = %2175
  %2180 = fsub double %2168, %2145
  %2181 = tail call double @llvm.fabs.f64(double %2180)
  %2182 = fmul double %2171, 0x3EB0C6F7A0B5ED8D
  %2183 = fcmp ole double %2181, %2182
  %2184 = select i1 %2183, ptr @.str.39, ptr @.str.40
  %2185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2130, double noundef %2168, double noundef %2145, ptr noundef nonnull %2184)
  br i1 %2183, label %2191, label %2188

2186:                                             ; preds = %2175, %2127
  %2187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2130, double noundef %2168, double noundef %2145, ptr noundef nonnull @.str.40)
  br label %2188

2188:                                             ; preds = %2186, %2179
  %2189 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2190 = add nsw i32 %2189, 1
  store i32 %2190, ptr @n_fail, align 4, !tbaa !9
  br label %2191

2191:                                             ; preds = %2179, %2188
  %2192 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2193 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, i32 noundef %2192, double noundef %2130, double noundef %2132) #18
  %2194 = tail call double @llvm.fabs.f64(double %2154)
  %2195 = fcmp ogt double %2194, 1.000000e+00
  %2196 = select i1 %2195, double %2194, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %2193, ptr %30, align 8, !tbaa !5
  %2197 = load volatile double, ptr %30, align 8, !tbaa !5
  %2198 = tail call double @llvm.fabs.f64(double %2197)
  %2199 = fcmp ueq double %2198, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2199, label %2211, label %2200

2200:                                             ; preds = %2191
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2154, ptr %29, align 8, !tbaa !5
  %2201 = load volatile double, ptr %29, align 8, !tbaa !5
  %2202 = tail call double @llvm.fabs.f64(double %2201)
  %2203 = fcmp ueq double %2202, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2203, label %2211, label %2204

2204:                                             ; preds = %2200
  %2205 = fsub double %2193, %2154
  %2206 = tail call double @llvm.fabs.f64(double %2205)
  %2207 = fmul double %2196, 0x3EB0C6F7A0B5ED8D
  %2208 = fcmp ole double %2206, %2207
  %2209 = select i1 %2208, ptr @.str.39, ptr @.str.40
  %2210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2132, double noundef %2193, double noundef %2154, ptr noundef nonnull %2209)
  br i1 %2208, label %2216, label %2213

2211:                                             ; preds = %2200, %2191
  %2212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2132, double noundef %2193, double noundef %2154, ptr noundef nonnull @.str.40)
  br label %2213

2213:                                             ; preds = %2211, %2204
  %2214 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2215 = add nsw i32 %2214, 1
  store i32 %2215, ptr @n_fail, align 4, !tbaa !9
  br label %2216

2216:                                             ; preds = %2204, %2213
  %2217 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2218 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, double noundef %2130, double noundef 1.000000e+00, i32 noundef %2217, double noundef %2132) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2218, ptr %28, align 8, !tbaa !5
  %2219 = load volatile double, ptr %28, align 8, !tbaa !5
  %2220 = tail call double @llvm.fabs.f64(double %2219)
  %2221 = fcmp ueq double %2220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2221, label %2233, label %2222

2222:                                             ; preds = %2216
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2145, ptr %27, align 8, !tbaa !5
  %2223 = load volatile double, ptr %27, align 8, !tbaa !5
  %2224 = tail call double @llvm.fabs.f64(double %2223)
  %2225 = fcmp ueq double %2224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2225, label %2233, label %2226

2226:                                             ; preds = %2222
  %2227 = fsub double %2218, %2145
  %2228 = tail call double @llvm.fabs.f64(double %2227)
  %2229 = fmul double %2171, 0x3EB0C6F7A0B5ED8D
  %2230 = fcmp ole double %2228, %2229
  %2231 = select i1 %2230, ptr @.str.39, ptr @.str.40
  %2232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2130, double noundef %2218, double noundef %2145, ptr noundef nonnull %2231)
  br i1 %2230, label %2238, label %2235

2233:                                             ; preds = %2222, %2216
  %2234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2130, double noundef %2218, double noundef %2145, ptr noundef nonnull @.str.40)
  br label %2235

2235:                                             ; preds = %2233, %2226
  %2236 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2237 = add nsw i32 %2236, 1
  store i32 %2237, ptr @n_fail, align 4, !tbaa !9
  br label %2238

2238:                                             ; preds = %2226, %2235
  %2239 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2240 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, i32 noundef %2239, double noundef %2130, double noundef %2132, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2240, ptr %26, align 8, !tbaa !5
  %2241 = load volatile double, ptr %26, align 8, !tbaa !5
  %2242 = tail call double @llvm.fabs.f64(double %2241)
  %2243 = fcmp ueq double %2242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2243, label %2255, label %2244

2244:                                             ; preds = %2238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2154, ptr %25, align 8, !tbaa !5
  %2245 = load volatile double, ptr %25, align 8, !tbaa !5
  %2246 = tail call double @llvm.fabs.f64(double %2245)
  %2247 = fcmp ueq double %2246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2247, label %2255, label %2248

2248:                                             ; preds = %2244
  %2249 = fsub double %2240, %2154
  %2250 = tail call double @llvm.fabs.f64(double %2249)
  %2251 = fmul double %2196, 0x3EB0C6F7A0B5ED8D
  %2252 = fcmp ole double %2250, %2251
  %2253 = select i1 %2252, ptr @.str.39, ptr @.str.40
  %2254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2132, double noundef %2240, double noundef %2154, ptr noundef nonnull %2253)
  br i1 %2252, label %2260, label %2257

2255:                                             ; preds = %2244, %2238
  %2256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2132, double noundef %2240, double noundef %2154, ptr noundef nonnull @.str.40)
  br label %2257

2257:                                             ; preds = %2255, %2248
  %2258 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2259 = add nsw i32 %2258, 1
  store i32 %2259, ptr @n_fail, align 4, !tbaa !9
  br label %2260

2260:                                             ; preds = %2248, %2257
  %2261 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2262 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, double noundef %2130, i32 noundef %2261, double noundef %2132) #18
  %2263 = tail call double @llvm.fabs.f64(double %2160)
  %2264 = fcmp ogt double %2263, 1.000000e+00
  %2265 = select i1 %2264, double %2263, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2262, ptr %24, align 8, !tbaa !5
  %2266 = load volatile double, ptr %24, align 8, !tbaa !5
  %2267 = tail call double @llvm.fabs.f64(double %2266)
  %2268 = fcmp ueq double %2267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2268, label %2280, label %2269

2269:                                             ; preds = %2260
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2160, ptr %23, align 8, !tbaa !5
  %2270 = load volatile double, ptr %23, align 8, !tbaa !5
  %2271 = tail call double @llvm.fabs.f64(double %2270)
  %2272 = fcmp ueq double %2271, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2272, label %2280, label %2273

2273:                                             ; preds = %2269
  %2274 = fsub double %2262, %2160
  %2275 = tail call double @llvm.fabs.f64(double %2274)
  %2276 = fmul double %2265, 0x3EB0C6F7A0B5ED8D
  %2277 = fcmp ole double %2275, %2276
  %2278 = select i1 %2277, ptr @.str.39, ptr @.str.40
  %2279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2130, double noundef %2262, double noundef %2160, ptr noundef nonnull %2278)
  br i1 %2277, label %2285, label %2282

2280:                                             ; preds = %2269, %2260
  %2281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2130, double noundef %2262, double noundef %2160, ptr noundef nonnull @.str.40)
  br label %2282

2282:                                             ; preds = %2280, %2273
  %2283 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2284 = add nsw i32 %2283, 1
  store i32 %2284, ptr @n_fail, align 4, !tbaa !9
  br label %2285

2285:                                             ; preds = %2273, %2282
  %2286 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2287 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, i32 noundef %2286, double noundef %2130, double noundef %2132) #18
  %2288 = tail call double @llvm.fabs.f64(double %2166)
  %2289 = fcmp ogt double %2288, 1.000000e+00
  %2290 = select i1 %2289, double %2288, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2287, ptr %22, align 8, !tbaa !5
  %2291 = load volatile double, ptr %22, align 8, !tbaa !5
  %2292 = tail call double @llvm.fabs.f64(double %2291)
  %2293 = fcmp ueq double %2292, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2293, label %2305, label %2294

2294:                                             ; preds = %2285
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2166, ptr %21, align 8, !tbaa !5
  %2295 = load volatile double, ptr %21, align 8, !tbaa !5
  %2296 = tail call double @llvm.fabs.f64(double %2295)
  %2297 = fcmp ueq double %2296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2297, label %2305, label %2298

2298:                                             ; preds = %2294
  %2299 = fsub double %2287, %2166
  %2300 = tail call double @llvm.fabs.f64(double %2299)
  %2301 = fmul double %2290, 0x3EB0C6F7A0B5ED8D
  %2302 = fcmp ole double %2300, %2301
  %2303 = select i1 %2302, ptr @.str.39, ptr @.str.40
  %2304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2132, double noundef %2287, double noundef %2166, ptr noundef nonnull %2303)
  br i1 %2302, label %2310, label %2307

2305:                                             ; preds = %2294, %2285
  %2306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2132, double noundef %2287, double noundef %2166, ptr noundef nonnull @.str.40)
  br label %2307

2307:                                             ; preds = %2305, %2298
  %2308 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2309 = add nsw i32 %2308, 1
  store i32 %2309, ptr @n_fail, align 4, !tbaa !9
  br label %2310

2310:                                             ; preds = %2298, %2307
  %2311 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2312 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, double noundef %2130, double noundef 1.000000e+00, i32 noundef %2311, double noundef %2132) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2312, ptr %20, align 8, !tbaa !5
  %2313 = load volatile double, ptr %20, align 8, !tbaa !5
  %2314 = tail call double @llvm.fabs.f64(double %2313)
  %2315 = fcmp ueq double %2314, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2315, label %2327, label %2316

2316:                                             ; preds = %2310
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %2160, ptr %19, align 8, !tbaa !5
  %2317 = load volatile double, ptr %19, align 8, !tbaa !5
  %2318 = tail call double @llvm.fabs.f64(double %2317)
  %2319 = fcmp ueq double %2318, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %2319, label %2327, label %2320

2320:                                             ; preds = %2316
  %2321 = fsub double %2312, %2160
  %2322 = tail call double @llvm.fabs.f64(double %2321)
  %2323 = fmul double %2265, 0x3EB0C6F7A0B5ED8D
  %2324 = fcmp ole double %2322, %2323
  %2325 = select i1 %2324, ptr @.str.39, ptr @.str.40
  %2326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2130, double noundef %2312, double noundef %2160, ptr noundef nonnull %2325)
  br i1 %2324, label %2332, label %2329

2327:                                             ; preds = %2316, %2310
  %2328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2130, double noundef %2312, double noundef %2160, ptr noundef nonnull @.str.40)
  br label %2329

2329:                                             ; preds = %2327, %2320
  %2330 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2331 = add nsw i32 %2330, 1
  store i32 %2331, ptr @n_fail, align 4, !tbaa !9
  br label %2332

2332:                                             ; preds = %2320, %2329
  %2333 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2334 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, i32 noundef %2333, double noundef %2130, double noundef %2132, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2334, ptr %18, align 8, !tbaa !5
  %2335 = load volatile double, ptr %18, align 8, !tbaa !5
  %2336 = tail call double @llvm.fabs.f64(double %2335)
  %2337 = fcmp ueq double %2336, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2337, label %2349, label %2338

2338:                                             ; preds = %2332
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2166, ptr %17, align 8, !tbaa !5
  %2339 = load volatile double, ptr %17, align 8, !tbaa !5
  %2340 = tail call double @llvm.fabs.f64(double %2339)
  %2341 = fcmp ueq double %2340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2341, label %2349, label %2342

2342:                                             ; preds = %2338
  %2343 = fsub double %2334, %2166
  %2344 = tail call double @llvm.fabs.f64(double %2343)
  %2345 = fmul double %2290, 0x3EB0C6F7A0B5ED8D
  %2346 = fcmp ole double %2344, %2345
  %2347 = select i1 %2346, ptr @.str.39, ptr @.str.40
  %2348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2132, double noundef %2334, double noundef %2166, ptr noundef nonnull %2347)
  br i1 %2346, label %2354, label %2351

2349:                                             ; preds = %2338, %2332
  %2350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2132, double noundef %2334, double noundef %2166, ptr noundef nonnull @.str.40)
  br label %2351

2351:                                             ; preds = %2349, %2342
  %2352 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2353 = add nsw i32 %2352, 1
  store i32 %2353, ptr @n_fail, align 4, !tbaa !9
  br label %2354

2354:                                             ; preds = %2342, %2351
  %2355 = add nuw nsw i64 %2128, 1
  %2356 = icmp eq i64 %2355, 4
  br i1 %2356, label %1497, label %2127, !llvm.loop !22
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
  ret float %6
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
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  ret float %6
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
  ret float %2
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @modff(float noundef, ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

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
