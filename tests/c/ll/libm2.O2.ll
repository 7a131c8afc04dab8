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
  %59 = alloca [4 x double], align 16
  %60 = alloca double, align 8
  %61 = alloca [4 x double], align 16
  %62 = alloca [4 x double], align 16
  %63 = alloca [4 x double], align 16
  %64 = alloca [2 x double], align 16
  %65 = alloca [3 x double], align 16
  %66 = alloca [3 x double], align 16
  %67 = alloca [3 x double], align 16
  %68 = alloca [2 x double], align 16
  %69 = alloca %struct.Split, align 8
  %70 = alloca %struct.Split, align 8
  %71 = alloca %struct.Split, align 8
  %72 = alloca [2 x double], align 16
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
  %140 = alloca double, align 8
  br label %141

141:                                              ; preds = %0, %568
  %142 = phi i64 [ 0, %0 ], [ %569, %568 ]
  %143 = getelementptr inbounds [5 x double], ptr @main.pts, i64 0, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !5
  %145 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexp, double noundef %144) #18
  %146 = tail call double @llvm.fabs.f64(double %144)
  %147 = fcmp one double %146, 1.000000e-03
  %148 = select i1 %147, double %146, double 1.000000e-03
  %149 = fmul double %148, 0x3EB0C6F7A0B5ED8D
  %150 = fadd double %144, %149
  %151 = fsub double %144, %149
  %152 = fmul double %150, %150
  %153 = tail call double @ldexp(double noundef %152, i32 noundef 3) #18
  %154 = tail call double @sin(double noundef %150) #18
  %155 = tail call double @scalbn(double noundef %154, i32 noundef -2) #18
  %156 = tail call double @ldexp(double noundef %150, i32 noundef -40) #18
  %157 = fmul double %151, %151
  %158 = tail call double @ldexp(double noundef %157, i32 noundef 3) #18
  %159 = tail call double @sin(double noundef %151) #18
  %160 = tail call double @scalbn(double noundef %159, i32 noundef -2) #18
  %161 = tail call double @ldexp(double noundef %151, i32 noundef -40) #18
  %162 = insertelement <2 x double> poison, double %153, i64 0
  %163 = insertelement <2 x double> %162, double %158, i64 1
  %164 = insertelement <2 x double> poison, double %155, i64 0
  %165 = insertelement <2 x double> %164, double %160, i64 1
  %166 = fadd <2 x double> %163, %165
  %167 = insertelement <2 x double> poison, double %156, i64 0
  %168 = insertelement <2 x double> %167, double %161, i64 1
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %166)
  %170 = shufflevector <2 x double> %169, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %171 = fsub <2 x double> %169, %170
  %172 = extractelement <2 x double> %171, i64 0
  %173 = fsub double %150, %151
  %174 = fdiv double %172, %173
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ogt double %175, 1.000000e+00
  %177 = select i1 %176, double %175, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %140)
  store volatile double %145, ptr %140, align 8, !tbaa !5
  %178 = load volatile double, ptr %140, align 8, !tbaa !5
  %179 = tail call double @llvm.fabs.f64(double %178)
  %180 = fcmp ueq double %179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %140)
  br i1 %180, label %192, label %181

181:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %139)
  store volatile double %174, ptr %139, align 8, !tbaa !5
  %182 = load volatile double, ptr %139, align 8, !tbaa !5
  %183 = tail call double @llvm.fabs.f64(double %182)
  %184 = fcmp ueq double %183, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %139)
  br i1 %184, label %192, label %185

185:                                              ; preds = %181
  %186 = fsub double %145, %174
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fmul double %177, 0x3EB0C6F7A0B5ED8D
  %189 = fcmp ole double %187, %188
  %190 = select i1 %189, ptr @.str.39, ptr @.str.40
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str, double noundef %144, double noundef %145, double noundef %174, ptr noundef nonnull %190)
  br i1 %189, label %197, label %194

192:                                              ; preds = %181, %141
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str, double noundef %144, double noundef %145, double noundef %174, ptr noundef nonnull @.str.40)
  br label %194

194:                                              ; preds = %192, %185
  %195 = load i32, ptr @n_fail, align 4, !tbaa !9
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr @n_fail, align 4, !tbaa !9
  br label %197

197:                                              ; preds = %185, %194
  %198 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexp, double noundef %144, double noundef 1.000000e+00) #18
  %199 = tail call double @ldexp(double noundef %152, i32 noundef 3) #18
  %200 = tail call double @sin(double noundef %150) #18
  %201 = tail call double @scalbn(double noundef %200, i32 noundef -2) #18
  %202 = tail call double @ldexp(double noundef %150, i32 noundef -40) #18
  %203 = tail call double @ldexp(double noundef %157, i32 noundef 3) #18
  %204 = tail call double @sin(double noundef %151) #18
  %205 = tail call double @scalbn(double noundef %204, i32 noundef -2) #18
  %206 = tail call double @ldexp(double noundef %151, i32 noundef -40) #18
  %207 = insertelement <2 x double> poison, double %199, i64 0
  %208 = insertelement <2 x double> %207, double %203, i64 1
  %209 = insertelement <2 x double> poison, double %201, i64 0
  %210 = insertelement <2 x double> %209, double %205, i64 1
  %211 = fadd <2 x double> %208, %210
  %212 = insertelement <2 x double> poison, double %202, i64 0
  %213 = insertelement <2 x double> %212, double %206, i64 1
  %214 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %213, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %211)
  %215 = shufflevector <2 x double> %214, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %216 = fsub <2 x double> %214, %215
  %217 = extractelement <2 x double> %216, i64 0
  %218 = fdiv double %217, %173
  %219 = tail call double @llvm.fabs.f64(double %218)
  %220 = fcmp ogt double %219, 1.000000e+00
  %221 = select i1 %220, double %219, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %138)
  store volatile double %198, ptr %138, align 8, !tbaa !5
  %222 = load volatile double, ptr %138, align 8, !tbaa !5
  %223 = tail call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %138)
  br i1 %224, label %236, label %225

225:                                              ; preds = %197
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %137)
  store volatile double %218, ptr %137, align 8, !tbaa !5
  %226 = load volatile double, ptr %137, align 8, !tbaa !5
  %227 = tail call double @llvm.fabs.f64(double %226)
  %228 = fcmp ueq double %227, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %137)
  br i1 %228, label %236, label %229

229:                                              ; preds = %225
  %230 = fsub double %198, %218
  %231 = tail call double @llvm.fabs.f64(double %230)
  %232 = fmul double %221, 0x3EB0C6F7A0B5ED8D
  %233 = fcmp ole double %231, %232
  %234 = select i1 %233, ptr @.str.39, ptr @.str.40
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.1, double noundef %144, double noundef %198, double noundef %218, ptr noundef nonnull %234)
  br i1 %233, label %241, label %238

236:                                              ; preds = %225, %197
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.1, double noundef %144, double noundef %198, double noundef %218, ptr noundef nonnull @.str.40)
  br label %238

238:                                              ; preds = %236, %229
  %239 = load i32, ptr @n_fail, align 4, !tbaa !9
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr @n_fail, align 4, !tbaa !9
  br label %241

241:                                              ; preds = %229, %238
  %242 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf, double noundef %144) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #18
  %243 = call double @modf(double noundef %150, ptr noundef nonnull %15) #18
  %244 = load double, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #18
  %245 = call double @modf(double noundef %151, ptr noundef nonnull %16) #18
  %246 = load double, ptr %16, align 8, !tbaa !5
  %247 = insertelement <2 x double> poison, double %150, i64 0
  %248 = insertelement <2 x double> %247, double %151, i64 1
  %249 = insertelement <2 x double> poison, double %244, i64 0
  %250 = insertelement <2 x double> %249, double %246, i64 1
  %251 = fmul <2 x double> %248, %250
  %252 = insertelement <2 x double> poison, double %243, i64 0
  %253 = insertelement <2 x double> %252, double %245, i64 1
  %254 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> %253, <2 x double> %251)
  %255 = fadd <2 x double> %250, %254
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #18
  %256 = shufflevector <2 x double> %255, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %257 = fsub <2 x double> %255, %256
  %258 = extractelement <2 x double> %257, i64 0
  %259 = fdiv double %258, %173
  %260 = tail call double @llvm.fabs.f64(double %259)
  %261 = fcmp ogt double %260, 1.000000e+00
  %262 = select i1 %261, double %260, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %136)
  store volatile double %242, ptr %136, align 8, !tbaa !5
  %263 = load volatile double, ptr %136, align 8, !tbaa !5
  %264 = tail call double @llvm.fabs.f64(double %263)
  %265 = fcmp ueq double %264, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %136)
  br i1 %265, label %277, label %266

266:                                              ; preds = %241
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %135)
  store volatile double %259, ptr %135, align 8, !tbaa !5
  %267 = load volatile double, ptr %135, align 8, !tbaa !5
  %268 = tail call double @llvm.fabs.f64(double %267)
  %269 = fcmp ueq double %268, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %135)
  br i1 %269, label %277, label %270

270:                                              ; preds = %266
  %271 = fsub double %242, %259
  %272 = tail call double @llvm.fabs.f64(double %271)
  %273 = fmul double %262, 0x3EB0C6F7A0B5ED8D
  %274 = fcmp ole double %272, %273
  %275 = select i1 %274, ptr @.str.39, ptr @.str.40
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.2, double noundef %144, double noundef %242, double noundef %259, ptr noundef nonnull %275)
  br i1 %274, label %282, label %279

277:                                              ; preds = %266, %241
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.2, double noundef %144, double noundef %242, double noundef %259, ptr noundef nonnull @.str.40)
  br label %279

279:                                              ; preds = %277, %270
  %280 = load i32, ptr @n_fail, align 4, !tbaa !9
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr @n_fail, align 4, !tbaa !9
  br label %282

282:                                              ; preds = %270, %279
  %283 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf, double noundef %144, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #18
  %284 = call double @modf(double noundef %150, ptr noundef nonnull %13) #18
  %285 = load double, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #18
  %286 = call double @modf(double noundef %151, ptr noundef nonnull %14) #18
  %287 = load double, ptr %14, align 8, !tbaa !5
  %288 = insertelement <2 x double> poison, double %285, i64 0
  %289 = insertelement <2 x double> %288, double %287, i64 1
  %290 = fmul <2 x double> %248, %289
  %291 = insertelement <2 x double> poison, double %284, i64 0
  %292 = insertelement <2 x double> %291, double %286, i64 1
  %293 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %292, <2 x double> %292, <2 x double> %290)
  %294 = fadd <2 x double> %289, %293
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #18
  %295 = shufflevector <2 x double> %294, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %296 = fsub <2 x double> %294, %295
  %297 = extractelement <2 x double> %296, i64 0
  %298 = fdiv double %297, %173
  %299 = tail call double @llvm.fabs.f64(double %298)
  %300 = fcmp ogt double %299, 1.000000e+00
  %301 = select i1 %300, double %299, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %134)
  store volatile double %283, ptr %134, align 8, !tbaa !5
  %302 = load volatile double, ptr %134, align 8, !tbaa !5
  %303 = tail call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %134)
  br i1 %304, label %316, label %305

305:                                              ; preds = %282
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %133)
  store volatile double %298, ptr %133, align 8, !tbaa !5
  %306 = load volatile double, ptr %133, align 8, !tbaa !5
  %307 = tail call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %133)
  br i1 %308, label %316, label %309

309:                                              ; preds = %305
  %310 = fsub double %283, %298
  %311 = tail call double @llvm.fabs.f64(double %310)
  %312 = fmul double %301, 0x3EB0C6F7A0B5ED8D
  %313 = fcmp ole double %311, %312
  %314 = select i1 %313, ptr @.str.39, ptr @.str.40
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.3, double noundef %144, double noundef %283, double noundef %298, ptr noundef nonnull %314)
  br i1 %313, label %321, label %318

316:                                              ; preds = %305, %282
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.3, double noundef %144, double noundef %283, double noundef %298, ptr noundef nonnull @.str.40)
  br label %318

318:                                              ; preds = %316, %309
  %319 = load i32, ptr @n_fail, align 4, !tbaa !9
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @n_fail, align 4, !tbaa !9
  br label %321

321:                                              ; preds = %309, %318
  %322 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_next, double noundef %144) #18
  %323 = tail call double @nextafter(double noundef %152, double noundef 3.000000e+00) #18
  %324 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %150) #18
  %325 = tail call double @llvm.fmuladd.f64(double %324, double %150, double %323)
  %326 = tail call double @nextafter(double noundef %157, double noundef 3.000000e+00) #18
  %327 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %151) #18
  %328 = tail call double @llvm.fmuladd.f64(double %327, double %151, double %326)
  %329 = fsub double %325, %328
  %330 = fdiv double %329, %173
  %331 = tail call double @llvm.fabs.f64(double %330)
  %332 = fcmp ogt double %331, 1.000000e+00
  %333 = select i1 %332, double %331, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %132)
  store volatile double %322, ptr %132, align 8, !tbaa !5
  %334 = load volatile double, ptr %132, align 8, !tbaa !5
  %335 = tail call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %132)
  br i1 %336, label %348, label %337

337:                                              ; preds = %321
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %131)
  store volatile double %330, ptr %131, align 8, !tbaa !5
  %338 = load volatile double, ptr %131, align 8, !tbaa !5
  %339 = tail call double @llvm.fabs.f64(double %338)
  %340 = fcmp ueq double %339, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %131)
  br i1 %340, label %348, label %341

341:                                              ; preds = %337
  %342 = fsub double %322, %330
  %343 = tail call double @llvm.fabs.f64(double %342)
  %344 = fmul double %333, 0x3EB0C6F7A0B5ED8D
  %345 = fcmp ole double %343, %344
  %346 = select i1 %345, ptr @.str.39, ptr @.str.40
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.4, double noundef %144, double noundef %322, double noundef %330, ptr noundef nonnull %346)
  br i1 %345, label %353, label %350

348:                                              ; preds = %337, %321
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.4, double noundef %144, double noundef %322, double noundef %330, ptr noundef nonnull @.str.40)
  br label %350

350:                                              ; preds = %348, %341
  %351 = load i32, ptr @n_fail, align 4, !tbaa !9
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr @n_fail, align 4, !tbaa !9
  br label %353

353:                                              ; preds = %341, %350
  %354 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_next, double noundef %144, double noundef 1.000000e+00) #18
  %355 = tail call double @nextafter(double noundef %152, double noundef 3.000000e+00) #18
  %356 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %150) #18
  %357 = tail call double @llvm.fmuladd.f64(double %356, double %150, double %355)
  %358 = tail call double @nextafter(double noundef %157, double noundef 3.000000e+00) #18
  %359 = tail call double @nextafter(double noundef 2.000000e+00, double noundef %151) #18
  %360 = tail call double @llvm.fmuladd.f64(double %359, double %151, double %358)
  %361 = fsub double %357, %360
  %362 = fdiv double %361, %173
  %363 = tail call double @llvm.fabs.f64(double %362)
  %364 = fcmp ogt double %363, 1.000000e+00
  %365 = select i1 %364, double %363, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %130)
  store volatile double %354, ptr %130, align 8, !tbaa !5
  %366 = load volatile double, ptr %130, align 8, !tbaa !5
  %367 = tail call double @llvm.fabs.f64(double %366)
  %368 = fcmp ueq double %367, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %130)
  br i1 %368, label %380, label %369

369:                                              ; preds = %353
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %129)
  store volatile double %362, ptr %129, align 8, !tbaa !5
  %370 = load volatile double, ptr %129, align 8, !tbaa !5
  %371 = tail call double @llvm.fabs.f64(double %370)
  %372 = fcmp ueq double %371, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %129)
  br i1 %372, label %380, label %373

373:                                              ; preds = %369
  %374 = fsub double %354, %362
  %375 = tail call double @llvm.fabs.f64(double %374)
  %376 = fmul double %365, 0x3EB0C6F7A0B5ED8D
  %377 = fcmp ole double %375, %376
  %378 = select i1 %377, ptr @.str.39, ptr @.str.40
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.5, double noundef %144, double noundef %354, double noundef %362, ptr noundef nonnull %378)
  br i1 %377, label %385, label %382

380:                                              ; preds = %369, %353
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.5, double noundef %144, double noundef %354, double noundef %362, ptr noundef nonnull @.str.40)
  br label %382

382:                                              ; preds = %380, %373
  %383 = load i32, ptr @n_fail, align 4, !tbaa !9
  %384 = add nsw i32 %383, 1
  store i32 %384, ptr @n_fail, align 4, !tbaa !9
  br label %385

385:                                              ; preds = %373, %382
  %386 = fptrunc double %144 to float
  %387 = fpext float %386 to double
  %388 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_ldexp, double noundef %387) #18
  %389 = fpext float %388 to double
  %390 = tail call double @llvm.fabs.f64(double %387)
  %391 = fcmp one double %390, 1.000000e-03
  %392 = select i1 %391, double %390, double 1.000000e-03
  %393 = fmul double %392, 0x3EB0C6F7A0B5ED8D
  %394 = fadd double %393, %387
  %395 = fsub double %387, %393
  %396 = fmul double %394, %394
  %397 = tail call double @ldexp(double noundef %396, i32 noundef 3) #18
  %398 = tail call double @sin(double noundef %394) #18
  %399 = tail call double @scalbn(double noundef %398, i32 noundef -2) #18
  %400 = tail call double @ldexp(double noundef %394, i32 noundef -40) #18
  %401 = fmul double %395, %395
  %402 = tail call double @ldexp(double noundef %401, i32 noundef 3) #18
  %403 = tail call double @sin(double noundef %395) #18
  %404 = tail call double @scalbn(double noundef %403, i32 noundef -2) #18
  %405 = tail call double @ldexp(double noundef %395, i32 noundef -40) #18
  %406 = insertelement <2 x double> poison, double %397, i64 0
  %407 = insertelement <2 x double> %406, double %402, i64 1
  %408 = insertelement <2 x double> poison, double %399, i64 0
  %409 = insertelement <2 x double> %408, double %404, i64 1
  %410 = fadd <2 x double> %407, %409
  %411 = insertelement <2 x double> poison, double %400, i64 0
  %412 = insertelement <2 x double> %411, double %405, i64 1
  %413 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %412, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %410)
  %414 = shufflevector <2 x double> %413, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %415 = fsub <2 x double> %413, %414
  %416 = extractelement <2 x double> %415, i64 0
  %417 = fsub double %394, %395
  %418 = fdiv double %416, %417
  %419 = tail call double @llvm.fabs.f64(double %418)
  %420 = fcmp ogt double %419, 1.000000e+00
  %421 = select i1 %420, double %419, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %128)
  store volatile double %389, ptr %128, align 8, !tbaa !5
  %422 = load volatile double, ptr %128, align 8, !tbaa !5
  %423 = tail call double @llvm.fabs.f64(double %422)
  %424 = fcmp ueq double %423, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %128)
  br i1 %424, label %436, label %425

425:                                              ; preds = %385
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  store volatile double %418, ptr %127, align 8, !tbaa !5
  %426 = load volatile double, ptr %127, align 8, !tbaa !5
  %427 = tail call double @llvm.fabs.f64(double %426)
  %428 = fcmp ueq double %427, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  br i1 %428, label %436, label %429

429:                                              ; preds = %425
  %430 = fsub double %389, %418
  %431 = tail call double @llvm.fabs.f64(double %430)
  %432 = fmul double %421, 1.000000e-04
  %433 = fcmp ole double %431, %432
  %434 = select i1 %433, ptr @.str.39, ptr @.str.40
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %387, double noundef %389, double noundef %418, ptr noundef nonnull %434)
  br i1 %433, label %441, label %438

436:                                              ; preds = %425, %385
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %387, double noundef %389, double noundef %418, ptr noundef nonnull @.str.40)
  br label %438

438:                                              ; preds = %436, %429
  %439 = load i32, ptr @n_fail, align 4, !tbaa !9
  %440 = add nsw i32 %439, 1
  store i32 %440, ptr @n_fail, align 4, !tbaa !9
  br label %441

441:                                              ; preds = %429, %438
  %442 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_ldexp, double noundef %387, double noundef 1.000000e+00) #18
  %443 = fpext float %442 to double
  %444 = tail call double @ldexp(double noundef %396, i32 noundef 3) #18
  %445 = tail call double @sin(double noundef %394) #18
  %446 = tail call double @scalbn(double noundef %445, i32 noundef -2) #18
  %447 = tail call double @ldexp(double noundef %394, i32 noundef -40) #18
  %448 = tail call double @ldexp(double noundef %401, i32 noundef 3) #18
  %449 = tail call double @sin(double noundef %395) #18
  %450 = tail call double @scalbn(double noundef %449, i32 noundef -2) #18
  %451 = tail call double @ldexp(double noundef %395, i32 noundef -40) #18
  %452 = insertelement <2 x double> poison, double %444, i64 0
  %453 = insertelement <2 x double> %452, double %448, i64 1
  %454 = insertelement <2 x double> poison, double %446, i64 0
  %455 = insertelement <2 x double> %454, double %450, i64 1
  %456 = fadd <2 x double> %453, %455
  %457 = insertelement <2 x double> poison, double %447, i64 0
  %458 = insertelement <2 x double> %457, double %451, i64 1
  %459 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %458, <2 x double> <double 1.000000e+12, double 1.000000e+12>, <2 x double> %456)
  %460 = shufflevector <2 x double> %459, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %461 = fsub <2 x double> %459, %460
  %462 = extractelement <2 x double> %461, i64 0
  %463 = fdiv double %462, %417
  %464 = tail call double @llvm.fabs.f64(double %463)
  %465 = fcmp ogt double %464, 1.000000e+00
  %466 = select i1 %465, double %464, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126)
  store volatile double %443, ptr %126, align 8, !tbaa !5
  %467 = load volatile double, ptr %126, align 8, !tbaa !5
  %468 = tail call double @llvm.fabs.f64(double %467)
  %469 = fcmp ueq double %468, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126)
  br i1 %469, label %481, label %470

470:                                              ; preds = %441
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  store volatile double %463, ptr %125, align 8, !tbaa !5
  %471 = load volatile double, ptr %125, align 8, !tbaa !5
  %472 = tail call double @llvm.fabs.f64(double %471)
  %473 = fcmp ueq double %472, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  br i1 %473, label %481, label %474

474:                                              ; preds = %470
  %475 = fsub double %443, %463
  %476 = tail call double @llvm.fabs.f64(double %475)
  %477 = fmul double %466, 1.000000e-04
  %478 = fcmp ole double %476, %477
  %479 = select i1 %478, ptr @.str.39, ptr @.str.40
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %387, double noundef %443, double noundef %463, ptr noundef nonnull %479)
  br i1 %478, label %486, label %483

481:                                              ; preds = %470, %441
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %387, double noundef %443, double noundef %463, ptr noundef nonnull @.str.40)
  br label %483

483:                                              ; preds = %481, %474
  %484 = load i32, ptr @n_fail, align 4, !tbaa !9
  %485 = add nsw i32 %484, 1
  store i32 %485, ptr @n_fail, align 4, !tbaa !9
  br label %486

486:                                              ; preds = %474, %483
  %487 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_modf, double noundef %387) #18
  %488 = fpext float %487 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #18
  %489 = call double @modf(double noundef %394, ptr noundef nonnull %11) #18
  %490 = load double, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #18
  %491 = call double @modf(double noundef %395, ptr noundef nonnull %12) #18
  %492 = load double, ptr %12, align 8, !tbaa !5
  %493 = insertelement <2 x double> poison, double %394, i64 0
  %494 = insertelement <2 x double> %493, double %395, i64 1
  %495 = insertelement <2 x double> poison, double %490, i64 0
  %496 = insertelement <2 x double> %495, double %492, i64 1
  %497 = fmul <2 x double> %494, %496
  %498 = insertelement <2 x double> poison, double %489, i64 0
  %499 = insertelement <2 x double> %498, double %491, i64 1
  %500 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %499, <2 x double> %499, <2 x double> %497)
  %501 = fadd <2 x double> %496, %500
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #18
  %502 = shufflevector <2 x double> %501, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %503 = fsub <2 x double> %501, %502
  %504 = extractelement <2 x double> %503, i64 0
  %505 = fdiv double %504, %417
  %506 = tail call double @llvm.fabs.f64(double %505)
  %507 = fcmp ogt double %506, 1.000000e+00
  %508 = select i1 %507, double %506, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  store volatile double %488, ptr %124, align 8, !tbaa !5
  %509 = load volatile double, ptr %124, align 8, !tbaa !5
  %510 = tail call double @llvm.fabs.f64(double %509)
  %511 = fcmp ueq double %510, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  br i1 %511, label %523, label %512

512:                                              ; preds = %486
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123)
  store volatile double %505, ptr %123, align 8, !tbaa !5
  %513 = load volatile double, ptr %123, align 8, !tbaa !5
  %514 = tail call double @llvm.fabs.f64(double %513)
  %515 = fcmp ueq double %514, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123)
  br i1 %515, label %523, label %516

516:                                              ; preds = %512
  %517 = fsub double %488, %505
  %518 = tail call double @llvm.fabs.f64(double %517)
  %519 = fmul double %508, 1.000000e-04
  %520 = fcmp ole double %518, %519
  %521 = select i1 %520, ptr @.str.39, ptr @.str.40
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %387, double noundef %488, double noundef %505, ptr noundef nonnull %521)
  br i1 %520, label %528, label %525

523:                                              ; preds = %512, %486
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %387, double noundef %488, double noundef %505, ptr noundef nonnull @.str.40)
  br label %525

525:                                              ; preds = %523, %516
  %526 = load i32, ptr @n_fail, align 4, !tbaa !9
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr @n_fail, align 4, !tbaa !9
  br label %528

528:                                              ; preds = %516, %525
  %529 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_modf, double noundef %387, double noundef 1.000000e+00) #18
  %530 = fpext float %529 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #18
  %531 = call double @modf(double noundef %394, ptr noundef nonnull %9) #18
  %532 = load double, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #18
  %533 = call double @modf(double noundef %395, ptr noundef nonnull %10) #18
  %534 = load double, ptr %10, align 8, !tbaa !5
  %535 = insertelement <2 x double> poison, double %532, i64 0
  %536 = insertelement <2 x double> %535, double %534, i64 1
  %537 = fmul <2 x double> %494, %536
  %538 = insertelement <2 x double> poison, double %531, i64 0
  %539 = insertelement <2 x double> %538, double %533, i64 1
  %540 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %539, <2 x double> %539, <2 x double> %537)
  %541 = fadd <2 x double> %536, %540
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #18
  %542 = shufflevector <2 x double> %541, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %543 = fsub <2 x double> %541, %542
  %544 = extractelement <2 x double> %543, i64 0
  %545 = fdiv double %544, %417
  %546 = tail call double @llvm.fabs.f64(double %545)
  %547 = fcmp ogt double %546, 1.000000e+00
  %548 = select i1 %547, double %546, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122)
  store volatile double %530, ptr %122, align 8, !tbaa !5
  %549 = load volatile double, ptr %122, align 8, !tbaa !5
  %550 = tail call double @llvm.fabs.f64(double %549)
  %551 = fcmp ueq double %550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122)
  br i1 %551, label %563, label %552

552:                                              ; preds = %528
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  store volatile double %545, ptr %121, align 8, !tbaa !5
  %553 = load volatile double, ptr %121, align 8, !tbaa !5
  %554 = tail call double @llvm.fabs.f64(double %553)
  %555 = fcmp ueq double %554, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  br i1 %555, label %563, label %556

556:                                              ; preds = %552
  %557 = fsub double %530, %545
  %558 = tail call double @llvm.fabs.f64(double %557)
  %559 = fmul double %548, 1.000000e-04
  %560 = fcmp ole double %558, %559
  %561 = select i1 %560, ptr @.str.39, ptr @.str.40
  %562 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %387, double noundef %530, double noundef %545, ptr noundef nonnull %561)
  br i1 %560, label %568, label %565

563:                                              ; preds = %552, %528
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %387, double noundef %530, double noundef %545, ptr noundef nonnull @.str.40)
  br label %565

565:                                              ; preds = %563, %556
  %566 = load i32, ptr @n_fail, align 4, !tbaa !9
  %567 = add nsw i32 %566, 1
  store i32 %567, ptr @n_fail, align 4, !tbaa !9
  br label %568

568:                                              ; preds = %556, %565
  %569 = add nuw nsw i64 %142, 1
  %570 = icmp eq i64 %569, 5
  br i1 %570, label %571, label %141, !llvm.loop !11

571:                                              ; preds = %568, %619
  %572 = phi i32 [ %620, %619 ], [ -3, %568 ]
  %573 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef %572) #18
  %574 = fmul double %573, 3.400000e+00
  %575 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef %572) #18
  %576 = tail call double @llvm.fabs.f64(double %574)
  %577 = fcmp ogt double %576, 1.000000e+00
  %578 = select i1 %577, double %576, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  store volatile double %575, ptr %120, align 8, !tbaa !5
  %579 = load volatile double, ptr %120, align 8, !tbaa !5
  %580 = tail call double @llvm.fabs.f64(double %579)
  %581 = fcmp ueq double %580, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  br i1 %581, label %593, label %582

582:                                              ; preds = %571
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %574, ptr %119, align 8, !tbaa !5
  %583 = load volatile double, ptr %119, align 8, !tbaa !5
  %584 = tail call double @llvm.fabs.f64(double %583)
  %585 = fcmp ueq double %584, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %585, label %593, label %586

586:                                              ; preds = %582
  %587 = fsub double %575, %574
  %588 = tail call double @llvm.fabs.f64(double %587)
  %589 = fmul double %578, 0x3D06849B86A12B9B
  %590 = fcmp ole double %588, %589
  %591 = select i1 %590, ptr @.str.39, ptr @.str.40
  %592 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %575, double noundef %574, ptr noundef nonnull %591)
  br i1 %590, label %598, label %595

593:                                              ; preds = %582, %571
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %575, double noundef %574, ptr noundef nonnull @.str.40)
  br label %595

595:                                              ; preds = %593, %586
  %596 = load i32, ptr @n_fail, align 4, !tbaa !9
  %597 = add nsw i32 %596, 1
  store i32 %597, ptr @n_fail, align 4, !tbaa !9
  br label %598

598:                                              ; preds = %586, %595
  %599 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef %572) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %599, ptr %118, align 8, !tbaa !5
  %600 = load volatile double, ptr %118, align 8, !tbaa !5
  %601 = tail call double @llvm.fabs.f64(double %600)
  %602 = fcmp ueq double %601, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %602, label %614, label %603

603:                                              ; preds = %598
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %574, ptr %117, align 8, !tbaa !5
  %604 = load volatile double, ptr %117, align 8, !tbaa !5
  %605 = tail call double @llvm.fabs.f64(double %604)
  %606 = fcmp ueq double %605, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %606, label %614, label %607

607:                                              ; preds = %603
  %608 = fsub double %599, %574
  %609 = tail call double @llvm.fabs.f64(double %608)
  %610 = fmul double %578, 0x3D06849B86A12B9B
  %611 = fcmp ole double %609, %610
  %612 = select i1 %611, ptr @.str.39, ptr @.str.40
  %613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %599, double noundef %574, ptr noundef nonnull %612)
  br i1 %611, label %619, label %616

614:                                              ; preds = %603, %598
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %599, double noundef %574, ptr noundef nonnull @.str.40)
  br label %616

616:                                              ; preds = %614, %607
  %617 = load i32, ptr @n_fail, align 4, !tbaa !9
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr @n_fail, align 4, !tbaa !9
  br label %619

619:                                              ; preds = %607, %616
  %620 = add nsw i32 %572, 4
  %621 = icmp slt i32 %572, 2
  br i1 %621, label %571, label %622, !llvm.loop !13

622:                                              ; preds = %619, %627
  %623 = phi i64 [ %628, %627 ], [ 0, %619 ]
  %624 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %623
  %625 = load i32, ptr %624, align 4, !tbaa !9
  %626 = trunc nuw nsw i64 %623 to i32
  br label %630

627:                                              ; preds = %802
  %628 = add nuw nsw i64 %623, 1
  %629 = icmp eq i64 %628, 6
  br i1 %629, label %805, label %622, !llvm.loop !14

630:                                              ; preds = %622, %802
  %631 = phi i32 [ -1, %622 ], [ %803, %802 ]
  %632 = sitofp i32 %631 to double
  %633 = tail call double @ldexp(double noundef 1.300000e+00, i32 noundef %625) #18
  %634 = fmul double %633, %632
  %635 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_frexp, double noundef %634) #18
  %636 = tail call double @llvm.fabs.f64(double %634)
  %637 = fcmp one double %636, 1.000000e-03
  %638 = select i1 %637, double %636, double 1.000000e-03
  %639 = fmul double %638, 0x3EB0C6F7A0B5ED8D
  %640 = fadd double %634, %639
  %641 = fsub double %634, %639
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #18
  %642 = call double @frexp(double noundef %640, ptr noundef nonnull %7) #18
  %643 = load i32, ptr %7, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #18
  %644 = call double @frexp(double noundef %641, ptr noundef nonnull %8) #18
  %645 = load i32, ptr %8, align 4, !tbaa !9
  %646 = insertelement <2 x i32> poison, i32 %643, i64 0
  %647 = insertelement <2 x i32> %646, i32 %645, i64 1
  %648 = sitofp <2 x i32> %647 to <2 x double>
  %649 = insertelement <2 x double> poison, double %642, i64 0
  %650 = insertelement <2 x double> %649, double %644, i64 1
  %651 = fmul <2 x double> %650, %648
  %652 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %650, <2 x double> %650, <2 x double> %651)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18
  %653 = shufflevector <2 x double> %652, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %654 = fsub <2 x double> %652, %653
  %655 = extractelement <2 x double> %654, i64 0
  %656 = fsub double %640, %641
  %657 = fdiv double %655, %656
  %658 = tail call double @llvm.fabs.f64(double %657)
  %659 = fcmp ogt double %658, 1.000000e+00
  %660 = select i1 %659, double %658, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %635, ptr %116, align 8, !tbaa !5
  %661 = load volatile double, ptr %116, align 8, !tbaa !5
  %662 = tail call double @llvm.fabs.f64(double %661)
  %663 = fcmp ueq double %662, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %663, label %675, label %664

664:                                              ; preds = %630
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %115)
  store volatile double %657, ptr %115, align 8, !tbaa !5
  %665 = load volatile double, ptr %115, align 8, !tbaa !5
  %666 = tail call double @llvm.fabs.f64(double %665)
  %667 = fcmp ueq double %666, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %115)
  br i1 %667, label %675, label %668

668:                                              ; preds = %664
  %669 = fsub double %635, %657
  %670 = tail call double @llvm.fabs.f64(double %669)
  %671 = fmul double %660, 0x3EB0C6F7A0B5ED8D
  %672 = fcmp ole double %670, %671
  %673 = select i1 %672, ptr @.str.39, ptr @.str.40
  %674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %634, double noundef %635, double noundef %657, ptr noundef nonnull %673)
  br i1 %672, label %680, label %677

675:                                              ; preds = %664, %630
  %676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %634, double noundef %635, double noundef %657, ptr noundef nonnull @.str.40)
  br label %677

677:                                              ; preds = %675, %668
  %678 = load i32, ptr @n_fail, align 4, !tbaa !9
  %679 = add nsw i32 %678, 1
  store i32 %679, ptr @n_fail, align 4, !tbaa !9
  br label %680

680:                                              ; preds = %668, %677
  %681 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frexp, double noundef %634, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  %682 = call double @frexp(double noundef %640, ptr noundef nonnull %5) #18
  %683 = load i32, ptr %5, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18
  %684 = call double @frexp(double noundef %641, ptr noundef nonnull %6) #18
  %685 = load i32, ptr %6, align 4, !tbaa !9
  %686 = insertelement <2 x i32> poison, i32 %683, i64 0
  %687 = insertelement <2 x i32> %686, i32 %685, i64 1
  %688 = sitofp <2 x i32> %687 to <2 x double>
  %689 = insertelement <2 x double> poison, double %682, i64 0
  %690 = insertelement <2 x double> %689, double %684, i64 1
  %691 = fmul <2 x double> %690, %688
  %692 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %690, <2 x double> %690, <2 x double> %691)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18
  %693 = shufflevector <2 x double> %692, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %694 = fsub <2 x double> %692, %693
  %695 = extractelement <2 x double> %694, i64 0
  %696 = fdiv double %695, %656
  %697 = tail call double @llvm.fabs.f64(double %696)
  %698 = fcmp ogt double %697, 1.000000e+00
  %699 = select i1 %698, double %697, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  store volatile double %681, ptr %114, align 8, !tbaa !5
  %700 = load volatile double, ptr %114, align 8, !tbaa !5
  %701 = tail call double @llvm.fabs.f64(double %700)
  %702 = fcmp ueq double %701, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  br i1 %702, label %714, label %703

703:                                              ; preds = %680
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  store volatile double %696, ptr %113, align 8, !tbaa !5
  %704 = load volatile double, ptr %113, align 8, !tbaa !5
  %705 = tail call double @llvm.fabs.f64(double %704)
  %706 = fcmp ueq double %705, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  br i1 %706, label %714, label %707

707:                                              ; preds = %703
  %708 = fsub double %681, %696
  %709 = tail call double @llvm.fabs.f64(double %708)
  %710 = fmul double %699, 0x3EB0C6F7A0B5ED8D
  %711 = fcmp ole double %709, %710
  %712 = select i1 %711, ptr @.str.39, ptr @.str.40
  %713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %634, double noundef %681, double noundef %696, ptr noundef nonnull %712)
  br i1 %711, label %719, label %716

714:                                              ; preds = %703, %680
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %634, double noundef %681, double noundef %696, ptr noundef nonnull @.str.40)
  br label %716

716:                                              ; preds = %714, %707
  %717 = load i32, ptr @n_fail, align 4, !tbaa !9
  %718 = add nsw i32 %717, 1
  store i32 %718, ptr @n_fail, align 4, !tbaa !9
  br label %719

719:                                              ; preds = %707, %716
  switch i32 %626, label %720 [
    i32 5, label %802
    i32 4, label %802
    i32 0, label %802
  ]

720:                                              ; preds = %719
  %721 = fptrunc double %634 to float
  %722 = fpext float %721 to double
  %723 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_frexp, double noundef %722) #18
  %724 = fpext float %723 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  %725 = call double @frexp(double noundef %640, ptr noundef nonnull %3) #18
  %726 = load i32, ptr %3, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18
  %727 = call double @frexp(double noundef %641, ptr noundef nonnull %4) #18
  %728 = load i32, ptr %4, align 4, !tbaa !9
  %729 = insertelement <2 x i32> poison, i32 %726, i64 0
  %730 = insertelement <2 x i32> %729, i32 %728, i64 1
  %731 = sitofp <2 x i32> %730 to <2 x double>
  %732 = insertelement <2 x double> poison, double %725, i64 0
  %733 = insertelement <2 x double> %732, double %727, i64 1
  %734 = fmul <2 x double> %733, %731
  %735 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %733, <2 x double> %733, <2 x double> %734)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18
  %736 = shufflevector <2 x double> %735, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %737 = fsub <2 x double> %735, %736
  %738 = extractelement <2 x double> %737, i64 0
  %739 = fdiv double %738, %656
  %740 = tail call double @llvm.fabs.f64(double %739)
  %741 = fcmp ogt double %740, 1.000000e+00
  %742 = select i1 %741, double %740, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  store volatile double %724, ptr %112, align 8, !tbaa !5
  %743 = load volatile double, ptr %112, align 8, !tbaa !5
  %744 = tail call double @llvm.fabs.f64(double %743)
  %745 = fcmp ueq double %744, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112)
  br i1 %745, label %757, label %746

746:                                              ; preds = %720
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  store volatile double %739, ptr %111, align 8, !tbaa !5
  %747 = load volatile double, ptr %111, align 8, !tbaa !5
  %748 = tail call double @llvm.fabs.f64(double %747)
  %749 = fcmp ueq double %748, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  br i1 %749, label %757, label %750

750:                                              ; preds = %746
  %751 = fsub double %724, %739
  %752 = tail call double @llvm.fabs.f64(double %751)
  %753 = fmul double %742, 1.000000e-04
  %754 = fcmp ole double %752, %753
  %755 = select i1 %754, ptr @.str.39, ptr @.str.40
  %756 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %634, double noundef %724, double noundef %739, ptr noundef nonnull %755)
  br i1 %754, label %762, label %759

757:                                              ; preds = %746, %720
  %758 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %634, double noundef %724, double noundef %739, ptr noundef nonnull @.str.40)
  br label %759

759:                                              ; preds = %757, %750
  %760 = load i32, ptr @n_fail, align 4, !tbaa !9
  %761 = add nsw i32 %760, 1
  store i32 %761, ptr @n_fail, align 4, !tbaa !9
  br label %762

762:                                              ; preds = %750, %759
  %763 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_frexp, double noundef %722, double noundef 1.000000e+00) #18
  %764 = fpext float %763 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #18
  %765 = call double @frexp(double noundef %640, ptr noundef nonnull %1) #18
  %766 = load i32, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %767 = call double @frexp(double noundef %641, ptr noundef nonnull %2) #18
  %768 = load i32, ptr %2, align 4, !tbaa !9
  %769 = insertelement <2 x i32> poison, i32 %766, i64 0
  %770 = insertelement <2 x i32> %769, i32 %768, i64 1
  %771 = sitofp <2 x i32> %770 to <2 x double>
  %772 = insertelement <2 x double> poison, double %765, i64 0
  %773 = insertelement <2 x double> %772, double %767, i64 1
  %774 = fmul <2 x double> %773, %771
  %775 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %773, <2 x double> %773, <2 x double> %774)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  %776 = shufflevector <2 x double> %775, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %777 = fsub <2 x double> %775, %776
  %778 = extractelement <2 x double> %777, i64 0
  %779 = fdiv double %778, %656
  %780 = tail call double @llvm.fabs.f64(double %779)
  %781 = fcmp ogt double %780, 1.000000e+00
  %782 = select i1 %781, double %780, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  store volatile double %764, ptr %110, align 8, !tbaa !5
  %783 = load volatile double, ptr %110, align 8, !tbaa !5
  %784 = tail call double @llvm.fabs.f64(double %783)
  %785 = fcmp ueq double %784, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  br i1 %785, label %797, label %786

786:                                              ; preds = %762
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109)
  store volatile double %779, ptr %109, align 8, !tbaa !5
  %787 = load volatile double, ptr %109, align 8, !tbaa !5
  %788 = tail call double @llvm.fabs.f64(double %787)
  %789 = fcmp ueq double %788, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109)
  br i1 %789, label %797, label %790

790:                                              ; preds = %786
  %791 = fsub double %764, %779
  %792 = tail call double @llvm.fabs.f64(double %791)
  %793 = fmul double %782, 1.000000e-04
  %794 = fcmp ole double %792, %793
  %795 = select i1 %794, ptr @.str.39, ptr @.str.40
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %634, double noundef %764, double noundef %779, ptr noundef nonnull %795)
  br i1 %794, label %802, label %799

797:                                              ; preds = %786, %762
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %634, double noundef %764, double noundef %779, ptr noundef nonnull @.str.40)
  br label %799

799:                                              ; preds = %797, %790
  %800 = load i32, ptr @n_fail, align 4, !tbaa !9
  %801 = add nsw i32 %800, 1
  store i32 %801, ptr @n_fail, align 4, !tbaa !9
  br label %802

802:                                              ; preds = %799, %790, %719, %719, %719
  %803 = add nsw i32 %631, 2
  %804 = icmp slt i32 %631, 0
  br i1 %804, label %630, label %627, !llvm.loop !15

805:                                              ; preds = %627, %1062
  %806 = phi i64 [ %1063, %1062 ], [ 0, %627 ]
  %807 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %806
  %808 = load double, ptr %807, align 8, !tbaa !5
  %809 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %808) #18
  %810 = tail call double @llvm.fabs.f64(double %808)
  %811 = fcmp one double %810, 1.000000e-03
  %812 = select i1 %811, double %810, double 1.000000e-03
  %813 = fmul double %812, 0x3EB0C6F7A0B5ED8D
  %814 = fadd double %808, %813
  %815 = fsub double %808, %813
  %816 = tail call double @lgamma(double noundef %814) #18
  %817 = tail call double @lgamma(double noundef %815) #18
  %818 = fsub double %816, %817
  %819 = fsub double %814, %815
  %820 = fdiv double %818, %819
  %821 = tail call double @llvm.fabs.f64(double %820)
  %822 = fcmp ogt double %821, 1.000000e+00
  %823 = select i1 %822, double %821, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  store volatile double %809, ptr %108, align 8, !tbaa !5
  %824 = load volatile double, ptr %108, align 8, !tbaa !5
  %825 = tail call double @llvm.fabs.f64(double %824)
  %826 = fcmp ueq double %825, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108)
  br i1 %826, label %838, label %827

827:                                              ; preds = %805
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  store volatile double %820, ptr %107, align 8, !tbaa !5
  %828 = load volatile double, ptr %107, align 8, !tbaa !5
  %829 = tail call double @llvm.fabs.f64(double %828)
  %830 = fcmp ueq double %829, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  br i1 %830, label %838, label %831

831:                                              ; preds = %827
  %832 = fsub double %809, %820
  %833 = tail call double @llvm.fabs.f64(double %832)
  %834 = fmul double %823, 0x3EB0C6F7A0B5ED8D
  %835 = fcmp ole double %833, %834
  %836 = select i1 %835, ptr @.str.39, ptr @.str.40
  %837 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %808, double noundef %809, double noundef %820, ptr noundef nonnull %836)
  br i1 %835, label %843, label %840

838:                                              ; preds = %827, %805
  %839 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %808, double noundef %809, double noundef %820, ptr noundef nonnull @.str.40)
  br label %840

840:                                              ; preds = %838, %831
  %841 = load i32, ptr @n_fail, align 4, !tbaa !9
  %842 = add nsw i32 %841, 1
  store i32 %842, ptr @n_fail, align 4, !tbaa !9
  br label %843

843:                                              ; preds = %831, %840
  %844 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %808, double noundef 1.000000e+00) #18
  %845 = tail call double @lgamma(double noundef %814) #18
  %846 = tail call double @lgamma(double noundef %815) #18
  %847 = fsub double %845, %846
  %848 = fdiv double %847, %819
  %849 = tail call double @llvm.fabs.f64(double %848)
  %850 = fcmp ogt double %849, 1.000000e+00
  %851 = select i1 %850, double %849, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  store volatile double %844, ptr %106, align 8, !tbaa !5
  %852 = load volatile double, ptr %106, align 8, !tbaa !5
  %853 = tail call double @llvm.fabs.f64(double %852)
  %854 = fcmp ueq double %853, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  br i1 %854, label %866, label %855

855:                                              ; preds = %843
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  store volatile double %848, ptr %105, align 8, !tbaa !5
  %856 = load volatile double, ptr %105, align 8, !tbaa !5
  %857 = tail call double @llvm.fabs.f64(double %856)
  %858 = fcmp ueq double %857, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  br i1 %858, label %866, label %859

859:                                              ; preds = %855
  %860 = fsub double %844, %848
  %861 = tail call double @llvm.fabs.f64(double %860)
  %862 = fmul double %851, 0x3EB0C6F7A0B5ED8D
  %863 = fcmp ole double %861, %862
  %864 = select i1 %863, ptr @.str.39, ptr @.str.40
  %865 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %808, double noundef %844, double noundef %848, ptr noundef nonnull %864)
  br i1 %863, label %871, label %868

866:                                              ; preds = %855, %843
  %867 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %808, double noundef %844, double noundef %848, ptr noundef nonnull @.str.40)
  br label %868

868:                                              ; preds = %866, %859
  %869 = load i32, ptr @n_fail, align 4, !tbaa !9
  %870 = add nsw i32 %869, 1
  store i32 %870, ptr @n_fail, align 4, !tbaa !9
  br label %871

871:                                              ; preds = %859, %868
  %872 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_tgamma, double noundef %808) #18
  %873 = tail call double @tgamma(double noundef %814) #18
  %874 = fmul double %814, %873
  %875 = tail call double @tgamma(double noundef %815) #18
  %876 = fmul double %815, %875
  %877 = fsub double %874, %876
  %878 = fdiv double %877, %819
  %879 = tail call double @llvm.fabs.f64(double %878)
  %880 = fcmp ogt double %879, 1.000000e+00
  %881 = select i1 %880, double %879, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  store volatile double %872, ptr %104, align 8, !tbaa !5
  %882 = load volatile double, ptr %104, align 8, !tbaa !5
  %883 = tail call double @llvm.fabs.f64(double %882)
  %884 = fcmp ueq double %883, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  br i1 %884, label %896, label %885

885:                                              ; preds = %871
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  store volatile double %878, ptr %103, align 8, !tbaa !5
  %886 = load volatile double, ptr %103, align 8, !tbaa !5
  %887 = tail call double @llvm.fabs.f64(double %886)
  %888 = fcmp ueq double %887, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  br i1 %888, label %896, label %889

889:                                              ; preds = %885
  %890 = fsub double %872, %878
  %891 = tail call double @llvm.fabs.f64(double %890)
  %892 = fmul double %881, 0x3EB0C6F7A0B5ED8D
  %893 = fcmp ole double %891, %892
  %894 = select i1 %893, ptr @.str.39, ptr @.str.40
  %895 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %808, double noundef %872, double noundef %878, ptr noundef nonnull %894)
  br i1 %893, label %901, label %898

896:                                              ; preds = %885, %871
  %897 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %808, double noundef %872, double noundef %878, ptr noundef nonnull @.str.40)
  br label %898

898:                                              ; preds = %896, %889
  %899 = load i32, ptr @n_fail, align 4, !tbaa !9
  %900 = add nsw i32 %899, 1
  store i32 %900, ptr @n_fail, align 4, !tbaa !9
  br label %901

901:                                              ; preds = %889, %898
  %902 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tgamma, double noundef %808, double noundef 1.000000e+00) #18
  %903 = tail call double @tgamma(double noundef %814) #18
  %904 = fmul double %814, %903
  %905 = tail call double @tgamma(double noundef %815) #18
  %906 = fmul double %815, %905
  %907 = fsub double %904, %906
  %908 = fdiv double %907, %819
  %909 = tail call double @llvm.fabs.f64(double %908)
  %910 = fcmp ogt double %909, 1.000000e+00
  %911 = select i1 %910, double %909, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  store volatile double %902, ptr %102, align 8, !tbaa !5
  %912 = load volatile double, ptr %102, align 8, !tbaa !5
  %913 = tail call double @llvm.fabs.f64(double %912)
  %914 = fcmp ueq double %913, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102)
  br i1 %914, label %926, label %915

915:                                              ; preds = %901
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101)
  store volatile double %908, ptr %101, align 8, !tbaa !5
  %916 = load volatile double, ptr %101, align 8, !tbaa !5
  %917 = tail call double @llvm.fabs.f64(double %916)
  %918 = fcmp ueq double %917, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101)
  br i1 %918, label %926, label %919

919:                                              ; preds = %915
  %920 = fsub double %902, %908
  %921 = tail call double @llvm.fabs.f64(double %920)
  %922 = fmul double %911, 0x3EB0C6F7A0B5ED8D
  %923 = fcmp ole double %921, %922
  %924 = select i1 %923, ptr @.str.39, ptr @.str.40
  %925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %808, double noundef %902, double noundef %908, ptr noundef nonnull %924)
  br i1 %923, label %931, label %928

926:                                              ; preds = %915, %901
  %927 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %808, double noundef %902, double noundef %908, ptr noundef nonnull @.str.40)
  br label %928

928:                                              ; preds = %926, %919
  %929 = load i32, ptr @n_fail, align 4, !tbaa !9
  %930 = add nsw i32 %929, 1
  store i32 %930, ptr @n_fail, align 4, !tbaa !9
  br label %931

931:                                              ; preds = %919, %928
  %932 = icmp eq i64 %806, 6
  br i1 %932, label %1064, label %933

933:                                              ; preds = %931
  %934 = fptrunc double %808 to float
  %935 = fpext float %934 to double
  %936 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_lgamma, double noundef %935) #18
  %937 = fpext float %936 to double
  %938 = tail call double @llvm.fabs.f64(double %935)
  %939 = fcmp one double %938, 1.000000e-03
  %940 = select i1 %939, double %938, double 1.000000e-03
  %941 = fmul double %940, 0x3EB0C6F7A0B5ED8D
  %942 = fadd double %941, %935
  %943 = fsub double %935, %941
  %944 = tail call double @lgamma(double noundef %942) #18
  %945 = tail call double @lgamma(double noundef %943) #18
  %946 = fsub double %944, %945
  %947 = fsub double %942, %943
  %948 = fdiv double %946, %947
  %949 = tail call double @llvm.fabs.f64(double %948)
  %950 = fcmp ogt double %949, 1.000000e+00
  %951 = select i1 %950, double %949, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  store volatile double %937, ptr %100, align 8, !tbaa !5
  %952 = load volatile double, ptr %100, align 8, !tbaa !5
  %953 = tail call double @llvm.fabs.f64(double %952)
  %954 = fcmp ueq double %953, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  br i1 %954, label %966, label %955

955:                                              ; preds = %933
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  store volatile double %948, ptr %99, align 8, !tbaa !5
  %956 = load volatile double, ptr %99, align 8, !tbaa !5
  %957 = tail call double @llvm.fabs.f64(double %956)
  %958 = fcmp ueq double %957, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  br i1 %958, label %966, label %959

959:                                              ; preds = %955
  %960 = fsub double %937, %948
  %961 = tail call double @llvm.fabs.f64(double %960)
  %962 = fmul double %951, 1.000000e-04
  %963 = fcmp ole double %961, %962
  %964 = select i1 %963, ptr @.str.39, ptr @.str.40
  %965 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %808, double noundef %937, double noundef %948, ptr noundef nonnull %964)
  br i1 %963, label %971, label %968

966:                                              ; preds = %955, %933
  %967 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %808, double noundef %937, double noundef %948, ptr noundef nonnull @.str.40)
  br label %968

968:                                              ; preds = %966, %959
  %969 = load i32, ptr @n_fail, align 4, !tbaa !9
  %970 = add nsw i32 %969, 1
  store i32 %970, ptr @n_fail, align 4, !tbaa !9
  br label %971

971:                                              ; preds = %959, %968
  %972 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_lgamma, double noundef %935, double noundef 1.000000e+00) #18
  %973 = fpext float %972 to double
  %974 = tail call double @lgamma(double noundef %942) #18
  %975 = tail call double @lgamma(double noundef %943) #18
  %976 = fsub double %974, %975
  %977 = fdiv double %976, %947
  %978 = tail call double @llvm.fabs.f64(double %977)
  %979 = fcmp ogt double %978, 1.000000e+00
  %980 = select i1 %979, double %978, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  store volatile double %973, ptr %98, align 8, !tbaa !5
  %981 = load volatile double, ptr %98, align 8, !tbaa !5
  %982 = tail call double @llvm.fabs.f64(double %981)
  %983 = fcmp ueq double %982, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  br i1 %983, label %995, label %984

984:                                              ; preds = %971
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  store volatile double %977, ptr %97, align 8, !tbaa !5
  %985 = load volatile double, ptr %97, align 8, !tbaa !5
  %986 = tail call double @llvm.fabs.f64(double %985)
  %987 = fcmp ueq double %986, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  br i1 %987, label %995, label %988

988:                                              ; preds = %984
  %989 = fsub double %973, %977
  %990 = tail call double @llvm.fabs.f64(double %989)
  %991 = fmul double %980, 1.000000e-04
  %992 = fcmp ole double %990, %991
  %993 = select i1 %992, ptr @.str.39, ptr @.str.40
  %994 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %808, double noundef %973, double noundef %977, ptr noundef nonnull %993)
  br i1 %992, label %1000, label %997

995:                                              ; preds = %984, %971
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %808, double noundef %973, double noundef %977, ptr noundef nonnull @.str.40)
  br label %997

997:                                              ; preds = %995, %988
  %998 = load i32, ptr @n_fail, align 4, !tbaa !9
  %999 = add nsw i32 %998, 1
  store i32 %999, ptr @n_fail, align 4, !tbaa !9
  br label %1000

1000:                                             ; preds = %988, %997
  %1001 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_tgamma, double noundef %935) #18
  %1002 = fpext float %1001 to double
  %1003 = tail call double @tgamma(double noundef %942) #18
  %1004 = fmul double %942, %1003
  %1005 = tail call double @tgamma(double noundef %943) #18
  %1006 = fmul double %943, %1005
  %1007 = fsub double %1004, %1006
  %1008 = fdiv double %1007, %947
  %1009 = tail call double @llvm.fabs.f64(double %1008)
  %1010 = fcmp ogt double %1009, 1.000000e+00
  %1011 = select i1 %1010, double %1009, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  store volatile double %1002, ptr %96, align 8, !tbaa !5
  %1012 = load volatile double, ptr %96, align 8, !tbaa !5
  %1013 = tail call double @llvm.fabs.f64(double %1012)
  %1014 = fcmp ueq double %1013, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  br i1 %1014, label %1026, label %1015

1015:                                             ; preds = %1000
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  store volatile double %1008, ptr %95, align 8, !tbaa !5
  %1016 = load volatile double, ptr %95, align 8, !tbaa !5
  %1017 = tail call double @llvm.fabs.f64(double %1016)
  %1018 = fcmp ueq double %1017, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  br i1 %1018, label %1026, label %1019

1019:                                             ; preds = %1015
  %1020 = fsub double %1002, %1008
  %1021 = tail call double @llvm.fabs.f64(double %1020)
  %1022 = fmul double %1011, 1.000000e-04
  %1023 = fcmp ole double %1021, %1022
  %1024 = select i1 %1023, ptr @.str.39, ptr @.str.40
  %1025 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %808, double noundef %1002, double noundef %1008, ptr noundef nonnull %1024)
  br i1 %1023, label %1031, label %1028

1026:                                             ; preds = %1015, %1000
  %1027 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %808, double noundef %1002, double noundef %1008, ptr noundef nonnull @.str.40)
  br label %1028

1028:                                             ; preds = %1026, %1019
  %1029 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1030 = add nsw i32 %1029, 1
  store i32 %1030, ptr @n_fail, align 4, !tbaa !9
  br label %1031

1031:                                             ; preds = %1019, %1028
  %1032 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_tgamma, double noundef %935, double noundef 1.000000e+00) #18
  %1033 = fpext float %1032 to double
  %1034 = tail call double @tgamma(double noundef %942) #18
  %1035 = fmul double %942, %1034
  %1036 = tail call double @tgamma(double noundef %943) #18
  %1037 = fmul double %943, %1036
  %1038 = fsub double %1035, %1037
  %1039 = fdiv double %1038, %947
  %1040 = tail call double @llvm.fabs.f64(double %1039)
  %1041 = fcmp ogt double %1040, 1.000000e+00
  %1042 = select i1 %1041, double %1040, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  store volatile double %1033, ptr %94, align 8, !tbaa !5
  %1043 = load volatile double, ptr %94, align 8, !tbaa !5
  %1044 = tail call double @llvm.fabs.f64(double %1043)
  %1045 = fcmp ueq double %1044, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  br i1 %1045, label %1057, label %1046

1046:                                             ; preds = %1031
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  store volatile double %1039, ptr %93, align 8, !tbaa !5
  %1047 = load volatile double, ptr %93, align 8, !tbaa !5
  %1048 = tail call double @llvm.fabs.f64(double %1047)
  %1049 = fcmp ueq double %1048, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  br i1 %1049, label %1057, label %1050

1050:                                             ; preds = %1046
  %1051 = fsub double %1033, %1039
  %1052 = tail call double @llvm.fabs.f64(double %1051)
  %1053 = fmul double %1042, 1.000000e-04
  %1054 = fcmp ole double %1052, %1053
  %1055 = select i1 %1054, ptr @.str.39, ptr @.str.40
  %1056 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %808, double noundef %1033, double noundef %1039, ptr noundef nonnull %1055)
  br i1 %1054, label %1062, label %1059

1057:                                             ; preds = %1046, %1031
  %1058 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %808, double noundef %1033, double noundef %1039, ptr noundef nonnull @.str.40)
  br label %1059

1059:                                             ; preds = %1057, %1050
  %1060 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1061 = add nsw i32 %1060, 1
  store i32 %1061, ptr @n_fail, align 4, !tbaa !9
  br label %1062

1062:                                             ; preds = %1059, %1050
  %1063 = add nuw nsw i64 %806, 1
  br label %805

1064:                                             ; preds = %931, %1196
  %1065 = phi i1 [ true, %1196 ], [ false, %931 ]
  %1066 = phi i1 [ false, %1196 ], [ true, %931 ]
  %1067 = phi i32 [ 12, %1196 ], [ 1, %931 ]
  %1068 = uitofp nneg i32 %1067 to double
  %1069 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1068) #18
  br i1 %1065, label %1070, label %1108

1070:                                             ; preds = %1064
  %1071 = add nsw i32 %1067, -1
  %1072 = and i32 %1071, 3
  %1073 = and i32 %1071, -4
  br label %1074

1074:                                             ; preds = %1074, %1070
  %1075 = phi i32 [ 1, %1070 ], [ %1093, %1074 ]
  %1076 = phi double [ 0xBFE2788CFC6FB619, %1070 ], [ %1092, %1074 ]
  %1077 = phi i32 [ 0, %1070 ], [ %1094, %1074 ]
  %1078 = uitofp nneg i32 %1075 to double
  %1079 = fdiv double 1.000000e+00, %1078
  %1080 = fadd double %1076, %1079
  %1081 = add nuw nsw i32 %1075, 1
  %1082 = uitofp nneg i32 %1081 to double
  %1083 = fdiv double 1.000000e+00, %1082
  %1084 = fadd double %1080, %1083
  %1085 = add nuw nsw i32 %1075, 2
  %1086 = uitofp nneg i32 %1085 to double
  %1087 = fdiv double 1.000000e+00, %1086
  %1088 = fadd double %1084, %1087
  %1089 = add nuw nsw i32 %1075, 3
  %1090 = uitofp nneg i32 %1089 to double
  %1091 = fdiv double 1.000000e+00, %1090
  %1092 = fadd double %1088, %1091
  %1093 = add nuw nsw i32 %1075, 4
  %1094 = add i32 %1077, 4
  %1095 = icmp eq i32 %1094, %1073
  br i1 %1095, label %1096, label %1074, !llvm.loop !16

1096:                                             ; preds = %1074
  %1097 = icmp eq i32 %1072, 0
  br i1 %1097, label %1108, label %1098

1098:                                             ; preds = %1096, %1098
  %1099 = phi i32 [ %1105, %1098 ], [ %1093, %1096 ]
  %1100 = phi double [ %1104, %1098 ], [ %1092, %1096 ]
  %1101 = phi i32 [ %1106, %1098 ], [ 0, %1096 ]
  %1102 = uitofp nneg i32 %1099 to double
  %1103 = fdiv double 1.000000e+00, %1102
  %1104 = fadd double %1100, %1103
  %1105 = add nuw nsw i32 %1099, 1
  %1106 = add i32 %1101, 1
  %1107 = icmp eq i32 %1106, %1072
  br i1 %1107, label %1108, label %1098, !llvm.loop !17

1108:                                             ; preds = %1096, %1098, %1064
  %1109 = phi double [ 0xBFE2788CFC6FB619, %1064 ], [ %1092, %1096 ], [ %1104, %1098 ]
  %1110 = tail call double @llvm.fabs.f64(double %1109)
  %1111 = fcmp ogt double %1110, 1.000000e+00
  %1112 = select i1 %1111, double %1110, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  store volatile double %1069, ptr %92, align 8, !tbaa !5
  %1113 = load volatile double, ptr %92, align 8, !tbaa !5
  %1114 = tail call double @llvm.fabs.f64(double %1113)
  %1115 = fcmp ueq double %1114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  br i1 %1115, label %1127, label %1116

1116:                                             ; preds = %1108
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1109, ptr %91, align 8, !tbaa !5
  %1117 = load volatile double, ptr %91, align 8, !tbaa !5
  %1118 = tail call double @llvm.fabs.f64(double %1117)
  %1119 = fcmp ueq double %1118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1119, label %1127, label %1120

1120:                                             ; preds = %1116
  %1121 = fsub double %1069, %1109
  %1122 = tail call double @llvm.fabs.f64(double %1121)
  %1123 = fmul double %1112, 0x3D06849B86A12B9B
  %1124 = fcmp ole double %1122, %1123
  %1125 = select i1 %1124, ptr @.str.39, ptr @.str.40
  %1126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1068, double noundef %1069, double noundef %1109, ptr noundef nonnull %1125)
  br i1 %1124, label %1132, label %1129

1127:                                             ; preds = %1116, %1108
  %1128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1068, double noundef %1069, double noundef %1109, ptr noundef nonnull @.str.40)
  br label %1129

1129:                                             ; preds = %1127, %1120
  %1130 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1131 = add nsw i32 %1130, 1
  store i32 %1131, ptr @n_fail, align 4, !tbaa !9
  br label %1132

1132:                                             ; preds = %1120, %1129
  %1133 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1068, double noundef 1.000000e+00) #18
  br i1 %1065, label %1134, label %1172

1134:                                             ; preds = %1132
  %1135 = add nsw i32 %1067, -1
  %1136 = and i32 %1135, 3
  %1137 = and i32 %1135, -4
  br label %1138

1138:                                             ; preds = %1138, %1134
  %1139 = phi i32 [ 1, %1134 ], [ %1157, %1138 ]
  %1140 = phi double [ 0xBFE2788CFC6FB619, %1134 ], [ %1156, %1138 ]
  %1141 = phi i32 [ 0, %1134 ], [ %1158, %1138 ]
  %1142 = uitofp nneg i32 %1139 to double
  %1143 = fdiv double 1.000000e+00, %1142
  %1144 = fadd double %1140, %1143
  %1145 = add nuw nsw i32 %1139, 1
  %1146 = uitofp nneg i32 %1145 to double
  %1147 = fdiv double 1.000000e+00, %1146
  %1148 = fadd double %1144, %1147
  %1149 = add nuw nsw i32 %1139, 2
  %1150 = uitofp nneg i32 %1149 to double
  %1151 = fdiv double 1.000000e+00, %1150
  %1152 = fadd double %1148, %1151
  %1153 = add nuw nsw i32 %1139, 3
  %1154 = uitofp nneg i32 %1153 to double
  %1155 = fdiv double 1.000000e+00, %1154
  %1156 = fadd double %1152, %1155
  %1157 = add nuw nsw i32 %1139, 4
  %1158 = add i32 %1141, 4
  %1159 = icmp eq i32 %1158, %1137
  br i1 %1159, label %1160, label %1138, !llvm.loop !16

1160:                                             ; preds = %1138
  %1161 = icmp eq i32 %1136, 0
  br i1 %1161, label %1172, label %1162

1162:                                             ; preds = %1160, %1162
  %1163 = phi i32 [ %1169, %1162 ], [ %1157, %1160 ]
  %1164 = phi double [ %1168, %1162 ], [ %1156, %1160 ]
  %1165 = phi i32 [ %1170, %1162 ], [ 0, %1160 ]
  %1166 = uitofp nneg i32 %1163 to double
  %1167 = fdiv double 1.000000e+00, %1166
  %1168 = fadd double %1164, %1167
  %1169 = add nuw nsw i32 %1163, 1
  %1170 = add i32 %1165, 1
  %1171 = icmp eq i32 %1170, %1136
  br i1 %1171, label %1172, label %1162, !llvm.loop !19

1172:                                             ; preds = %1160, %1162, %1132
  %1173 = phi double [ 0xBFE2788CFC6FB619, %1132 ], [ %1156, %1160 ], [ %1168, %1162 ]
  %1174 = tail call double @llvm.fabs.f64(double %1173)
  %1175 = fcmp ogt double %1174, 1.000000e+00
  %1176 = select i1 %1175, double %1174, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double %1133, ptr %90, align 8, !tbaa !5
  %1177 = load volatile double, ptr %90, align 8, !tbaa !5
  %1178 = tail call double @llvm.fabs.f64(double %1177)
  %1179 = fcmp ueq double %1178, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1179, label %1191, label %1180

1180:                                             ; preds = %1172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1173, ptr %89, align 8, !tbaa !5
  %1181 = load volatile double, ptr %89, align 8, !tbaa !5
  %1182 = tail call double @llvm.fabs.f64(double %1181)
  %1183 = fcmp ueq double %1182, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1183, label %1191, label %1184

1184:                                             ; preds = %1180
  %1185 = fsub double %1133, %1173
  %1186 = tail call double @llvm.fabs.f64(double %1185)
  %1187 = fmul double %1176, 0x3D06849B86A12B9B
  %1188 = fcmp ole double %1186, %1187
  %1189 = select i1 %1188, ptr @.str.39, ptr @.str.40
  %1190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1068, double noundef %1133, double noundef %1173, ptr noundef nonnull %1189)
  br i1 %1188, label %1196, label %1193

1191:                                             ; preds = %1180, %1172
  %1192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1068, double noundef %1133, double noundef %1173, ptr noundef nonnull @.str.40)
  br label %1193

1193:                                             ; preds = %1191, %1184
  %1194 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1195 = add nsw i32 %1194, 1
  store i32 %1195, ptr @n_fail, align 4, !tbaa !9
  br label %1196

1196:                                             ; preds = %1184, %1193
  br i1 %1066, label %1064, label %1197, !llvm.loop !20

1197:                                             ; preds = %1196, %1322
  %1198 = phi i32 [ %1323, %1322 ], [ 0, %1196 ]
  %1199 = uitofp nneg i32 %1198 to double
  %1200 = fadd double %1199, 5.000000e-01
  %1201 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1200) #18
  %1202 = icmp eq i32 %1198, 0
  br i1 %1202, label %1207, label %1203

1203:                                             ; preds = %1197
  switch i32 %1198, label %1204 [
    i32 3, label %1207
    i32 4, label %1205
    i32 5, label %1206
  ]

1204:                                             ; preds = %1203
  br label %1207

1205:                                             ; preds = %1203
  br label %1207

1206:                                             ; preds = %1203
  br label %1207

1207:                                             ; preds = %1204, %1205, %1206, %1203, %1197
  %1208 = phi double [ 0xBFFF6A897D3214FC, %1197 ], [ 0x3FF1A68793DEFC15, %1203 ], [ 0x3FFCAFC3CA8B2107, %1204 ], [ 0x3FF638D0B871453A, %1205 ], [ 0x3FF9C7099BFF7E1E, %1206 ]
  %1209 = tail call double @llvm.fabs.f64(double %1208)
  %1210 = fcmp ogt double %1209, 1.000000e+00
  %1211 = select i1 %1210, double %1209, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double %1201, ptr %88, align 8, !tbaa !5
  %1212 = load volatile double, ptr %88, align 8, !tbaa !5
  %1213 = tail call double @llvm.fabs.f64(double %1212)
  %1214 = fcmp ueq double %1213, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1214, label %1226, label %1215

1215:                                             ; preds = %1207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  store volatile double %1208, ptr %87, align 8, !tbaa !5
  %1216 = load volatile double, ptr %87, align 8, !tbaa !5
  %1217 = tail call double @llvm.fabs.f64(double %1216)
  %1218 = fcmp ueq double %1217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  br i1 %1218, label %1226, label %1219

1219:                                             ; preds = %1215
  %1220 = fsub double %1201, %1208
  %1221 = tail call double @llvm.fabs.f64(double %1220)
  %1222 = fmul double %1211, 0x3D06849B86A12B9B
  %1223 = fcmp ole double %1221, %1222
  %1224 = select i1 %1223, ptr @.str.39, ptr @.str.40
  %1225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1200, double noundef %1201, double noundef %1208, ptr noundef nonnull %1224)
  br i1 %1223, label %1231, label %1228

1226:                                             ; preds = %1215, %1207
  %1227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1200, double noundef %1201, double noundef %1208, ptr noundef nonnull @.str.40)
  br label %1228

1228:                                             ; preds = %1226, %1219
  %1229 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1230 = add nsw i32 %1229, 1
  store i32 %1230, ptr @n_fail, align 4, !tbaa !9
  br label %1231

1231:                                             ; preds = %1219, %1228
  %1232 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1200, double noundef 1.000000e+00) #18
  br i1 %1202, label %1237, label %1233

1233:                                             ; preds = %1231
  switch i32 %1198, label %1234 [
    i32 3, label %1237
    i32 4, label %1235
    i32 5, label %1236
  ]

1234:                                             ; preds = %1233
  br label %1237

1235:                                             ; preds = %1233
  br label %1237

1236:                                             ; preds = %1233
  br label %1237

1237:                                             ; preds = %1234, %1235, %1236, %1233, %1231
  %1238 = phi double [ 0xBFFF6A897D3214FC, %1231 ], [ 0x3FF1A68793DEFC15, %1233 ], [ 0x3FFCAFC3CA8B2107, %1234 ], [ 0x3FF638D0B871453A, %1235 ], [ 0x3FF9C7099BFF7E1E, %1236 ]
  %1239 = tail call double @llvm.fabs.f64(double %1238)
  %1240 = fcmp ogt double %1239, 1.000000e+00
  %1241 = select i1 %1240, double %1239, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  store volatile double %1232, ptr %86, align 8, !tbaa !5
  %1242 = load volatile double, ptr %86, align 8, !tbaa !5
  %1243 = tail call double @llvm.fabs.f64(double %1242)
  %1244 = fcmp ueq double %1243, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  br i1 %1244, label %1256, label %1245

1245:                                             ; preds = %1237
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  store volatile double %1238, ptr %85, align 8, !tbaa !5
  %1246 = load volatile double, ptr %85, align 8, !tbaa !5
  %1247 = tail call double @llvm.fabs.f64(double %1246)
  %1248 = fcmp ueq double %1247, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  br i1 %1248, label %1256, label %1249

1249:                                             ; preds = %1245
  %1250 = fsub double %1232, %1238
  %1251 = tail call double @llvm.fabs.f64(double %1250)
  %1252 = fmul double %1241, 0x3D06849B86A12B9B
  %1253 = fcmp ole double %1251, %1252
  %1254 = select i1 %1253, ptr @.str.39, ptr @.str.40
  %1255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1200, double noundef %1232, double noundef %1238, ptr noundef nonnull %1254)
  br i1 %1253, label %1261, label %1258

1256:                                             ; preds = %1245, %1237
  %1257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1200, double noundef %1232, double noundef %1238, ptr noundef nonnull @.str.40)
  br label %1258

1258:                                             ; preds = %1256, %1249
  %1259 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1260 = add nsw i32 %1259, 1
  store i32 %1260, ptr @n_fail, align 4, !tbaa !9
  br label %1261

1261:                                             ; preds = %1249, %1258
  %1262 = fsub double 5.000000e-01, %1199
  %1263 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1262) #18
  br i1 %1202, label %1268, label %1264

1264:                                             ; preds = %1261
  switch i32 %1198, label %1265 [
    i32 3, label %1268
    i32 4, label %1266
    i32 5, label %1267
  ]

1265:                                             ; preds = %1264
  br label %1268

1266:                                             ; preds = %1264
  br label %1268

1267:                                             ; preds = %1264
  br label %1268

1268:                                             ; preds = %1265, %1266, %1267, %1264, %1261
  %1269 = phi double [ 0xBFFF6A897D3214FC, %1261 ], [ 0x3FF1A68793DEFC15, %1264 ], [ 0x3FFCAFC3CA8B2107, %1265 ], [ 0x3FF638D0B871453A, %1266 ], [ 0x3FF9C7099BFF7E1E, %1267 ]
  %1270 = tail call double @llvm.fabs.f64(double %1269)
  %1271 = fcmp ogt double %1270, 1.000000e+00
  %1272 = select i1 %1271, double %1270, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  store volatile double %1263, ptr %84, align 8, !tbaa !5
  %1273 = load volatile double, ptr %84, align 8, !tbaa !5
  %1274 = tail call double @llvm.fabs.f64(double %1273)
  %1275 = fcmp ueq double %1274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  br i1 %1275, label %1287, label %1276

1276:                                             ; preds = %1268
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  store volatile double %1269, ptr %83, align 8, !tbaa !5
  %1277 = load volatile double, ptr %83, align 8, !tbaa !5
  %1278 = tail call double @llvm.fabs.f64(double %1277)
  %1279 = fcmp ueq double %1278, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  br i1 %1279, label %1287, label %1280

1280:                                             ; preds = %1276
  %1281 = fsub double %1263, %1269
  %1282 = tail call double @llvm.fabs.f64(double %1281)
  %1283 = fmul double %1272, 0x3D06849B86A12B9B
  %1284 = fcmp ole double %1282, %1283
  %1285 = select i1 %1284, ptr @.str.39, ptr @.str.40
  %1286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1262, double noundef %1263, double noundef %1269, ptr noundef nonnull %1285)
  br i1 %1284, label %1292, label %1289

1287:                                             ; preds = %1276, %1268
  %1288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1262, double noundef %1263, double noundef %1269, ptr noundef nonnull @.str.40)
  br label %1289

1289:                                             ; preds = %1287, %1280
  %1290 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1291 = add nsw i32 %1290, 1
  store i32 %1291, ptr @n_fail, align 4, !tbaa !9
  br label %1292

1292:                                             ; preds = %1280, %1289
  %1293 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1262, double noundef 1.000000e+00) #18
  br i1 %1202, label %1298, label %1294

1294:                                             ; preds = %1292
  switch i32 %1198, label %1295 [
    i32 3, label %1298
    i32 4, label %1296
    i32 5, label %1297
  ]

1295:                                             ; preds = %1294
  br label %1298

1296:                                             ; preds = %1294
  br label %1298

1297:                                             ; preds = %1294
  br label %1298

1298:                                             ; preds = %1295, %1296, %1297, %1294, %1292
  %1299 = phi double [ 0xBFFF6A897D3214FC, %1292 ], [ 0x3FF1A68793DEFC15, %1294 ], [ 0x3FFCAFC3CA8B2107, %1295 ], [ 0x3FF638D0B871453A, %1296 ], [ 0x3FF9C7099BFF7E1E, %1297 ]
  %1300 = tail call double @llvm.fabs.f64(double %1299)
  %1301 = fcmp ogt double %1300, 1.000000e+00
  %1302 = select i1 %1301, double %1300, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  store volatile double %1293, ptr %82, align 8, !tbaa !5
  %1303 = load volatile double, ptr %82, align 8, !tbaa !5
  %1304 = tail call double @llvm.fabs.f64(double %1303)
  %1305 = fcmp ueq double %1304, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  br i1 %1305, label %1317, label %1306

1306:                                             ; preds = %1298
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  store volatile double %1299, ptr %81, align 8, !tbaa !5
  %1307 = load volatile double, ptr %81, align 8, !tbaa !5
  %1308 = tail call double @llvm.fabs.f64(double %1307)
  %1309 = fcmp ueq double %1308, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81)
  br i1 %1309, label %1317, label %1310

1310:                                             ; preds = %1306
  %1311 = fsub double %1293, %1299
  %1312 = tail call double @llvm.fabs.f64(double %1311)
  %1313 = fmul double %1302, 0x3D06849B86A12B9B
  %1314 = fcmp ole double %1312, %1313
  %1315 = select i1 %1314, ptr @.str.39, ptr @.str.40
  %1316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1262, double noundef %1293, double noundef %1299, ptr noundef nonnull %1315)
  br i1 %1314, label %1322, label %1319

1317:                                             ; preds = %1306, %1298
  %1318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1262, double noundef %1293, double noundef %1299, ptr noundef nonnull @.str.40)
  br label %1319

1319:                                             ; preds = %1317, %1310
  %1320 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1321 = add nsw i32 %1320, 1
  store i32 %1321, ptr @n_fail, align 4, !tbaa !9
  br label %1322

1322:                                             ; preds = %1310, %1319
  %1323 = add nuw nsw i32 %1198, 3
  %1324 = icmp ult i32 %1198, 5
  br i1 %1324, label %1197, label %1325, !llvm.loop !21

1325:                                             ; preds = %1322, %1482
  %1326 = phi i64 [ %1483, %1482 ], [ 0, %1322 ]
  %1327 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %1326
  %1328 = load double, ptr %1327, align 8, !tbaa !5
  %1329 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem, double noundef %1328) #18
  %1330 = tail call double @llvm.fabs.f64(double %1328)
  %1331 = fcmp one double %1330, 1.000000e-03
  %1332 = select i1 %1331, double %1330, double 1.000000e-03
  %1333 = fmul double %1332, 0x3EB0C6F7A0B5ED8D
  %1334 = fadd double %1328, %1333
  %1335 = fsub double %1328, %1333
  %1336 = fmul double %1334, %1334
  %1337 = tail call double @remainder(double noundef %1336, double noundef 0x3FE6666666666666) #18
  %1338 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1334) #18
  %1339 = tail call double @llvm.fmuladd.f64(double %1338, double %1334, double %1337)
  %1340 = fmul double %1335, %1335
  %1341 = tail call double @remainder(double noundef %1340, double noundef 0x3FE6666666666666) #18
  %1342 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1335) #18
  %1343 = tail call double @llvm.fmuladd.f64(double %1342, double %1335, double %1341)
  %1344 = fsub double %1339, %1343
  %1345 = fsub double %1334, %1335
  %1346 = fdiv double %1344, %1345
  %1347 = tail call double @llvm.fabs.f64(double %1346)
  %1348 = fcmp ogt double %1347, 1.000000e+00
  %1349 = select i1 %1348, double %1347, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  store volatile double %1329, ptr %80, align 8, !tbaa !5
  %1350 = load volatile double, ptr %80, align 8, !tbaa !5
  %1351 = tail call double @llvm.fabs.f64(double %1350)
  %1352 = fcmp ueq double %1351, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  br i1 %1352, label %1364, label %1353

1353:                                             ; preds = %1325
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  store volatile double %1346, ptr %79, align 8, !tbaa !5
  %1354 = load volatile double, ptr %79, align 8, !tbaa !5
  %1355 = tail call double @llvm.fabs.f64(double %1354)
  %1356 = fcmp ueq double %1355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  br i1 %1356, label %1364, label %1357

1357:                                             ; preds = %1353
  %1358 = fsub double %1329, %1346
  %1359 = tail call double @llvm.fabs.f64(double %1358)
  %1360 = fmul double %1349, 0x3EB0C6F7A0B5ED8D
  %1361 = fcmp ole double %1359, %1360
  %1362 = select i1 %1361, ptr @.str.39, ptr @.str.40
  %1363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1328, double noundef %1329, double noundef %1346, ptr noundef nonnull %1362)
  br i1 %1361, label %1369, label %1366

1364:                                             ; preds = %1353, %1325
  %1365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1328, double noundef %1329, double noundef %1346, ptr noundef nonnull @.str.40)
  br label %1366

1366:                                             ; preds = %1364, %1357
  %1367 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1368 = add nsw i32 %1367, 1
  store i32 %1368, ptr @n_fail, align 4, !tbaa !9
  br label %1369

1369:                                             ; preds = %1357, %1366
  %1370 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem, double noundef %1328, double noundef 1.000000e+00) #18
  %1371 = tail call double @remainder(double noundef %1336, double noundef 0x3FE6666666666666) #18
  %1372 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1334) #18
  %1373 = tail call double @llvm.fmuladd.f64(double %1372, double %1334, double %1371)
  %1374 = tail call double @remainder(double noundef %1340, double noundef 0x3FE6666666666666) #18
  %1375 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1335) #18
  %1376 = tail call double @llvm.fmuladd.f64(double %1375, double %1335, double %1374)
  %1377 = fsub double %1373, %1376
  %1378 = fdiv double %1377, %1345
  %1379 = tail call double @llvm.fabs.f64(double %1378)
  %1380 = fcmp ogt double %1379, 1.000000e+00
  %1381 = select i1 %1380, double %1379, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  store volatile double %1370, ptr %78, align 8, !tbaa !5
  %1382 = load volatile double, ptr %78, align 8, !tbaa !5
  %1383 = tail call double @llvm.fabs.f64(double %1382)
  %1384 = fcmp ueq double %1383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  br i1 %1384, label %1396, label %1385

1385:                                             ; preds = %1369
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  store volatile double %1378, ptr %77, align 8, !tbaa !5
  %1386 = load volatile double, ptr %77, align 8, !tbaa !5
  %1387 = tail call double @llvm.fabs.f64(double %1386)
  %1388 = fcmp ueq double %1387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  br i1 %1388, label %1396, label %1389

1389:                                             ; preds = %1385
  %1390 = fsub double %1370, %1378
  %1391 = tail call double @llvm.fabs.f64(double %1390)
  %1392 = fmul double %1381, 0x3EB0C6F7A0B5ED8D
  %1393 = fcmp ole double %1391, %1392
  %1394 = select i1 %1393, ptr @.str.39, ptr @.str.40
  %1395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1328, double noundef %1370, double noundef %1378, ptr noundef nonnull %1394)
  br i1 %1393, label %1401, label %1398

1396:                                             ; preds = %1385, %1369
  %1397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1328, double noundef %1370, double noundef %1378, ptr noundef nonnull @.str.40)
  br label %1398

1398:                                             ; preds = %1396, %1389
  %1399 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1400 = add nsw i32 %1399, 1
  store i32 %1400, ptr @n_fail, align 4, !tbaa !9
  br label %1401

1401:                                             ; preds = %1389, %1398
  %1402 = fptrunc double %1328 to float
  %1403 = fpext float %1402 to double
  %1404 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_rem, double noundef %1403) #18
  %1405 = fpext float %1404 to double
  %1406 = tail call double @llvm.fabs.f64(double %1403)
  %1407 = fcmp one double %1406, 1.000000e-03
  %1408 = select i1 %1407, double %1406, double 1.000000e-03
  %1409 = fmul double %1408, 0x3EB0C6F7A0B5ED8D
  %1410 = fadd double %1409, %1403
  %1411 = fsub double %1403, %1409
  %1412 = fmul double %1410, %1410
  %1413 = tail call double @remainder(double noundef %1412, double noundef 0x3FE6666660000000) #18
  %1414 = fmul double %1411, %1411
  %1415 = tail call double @remainder(double noundef %1414, double noundef 0x3FE6666660000000) #18
  %1416 = insertelement <2 x double> poison, double %1410, i64 0
  %1417 = insertelement <2 x double> %1416, double %1411, i64 1
  %1418 = insertelement <2 x double> poison, double %1413, i64 0
  %1419 = insertelement <2 x double> %1418, double %1415, i64 1
  %1420 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1417, <2 x double> %1417, <2 x double> %1419)
  %1421 = shufflevector <2 x double> %1420, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1422 = fsub <2 x double> %1420, %1421
  %1423 = extractelement <2 x double> %1422, i64 0
  %1424 = fsub double %1410, %1411
  %1425 = fdiv double %1423, %1424
  %1426 = tail call double @llvm.fabs.f64(double %1425)
  %1427 = fcmp ogt double %1426, 1.000000e+00
  %1428 = select i1 %1427, double %1426, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  store volatile double %1405, ptr %76, align 8, !tbaa !5
  %1429 = load volatile double, ptr %76, align 8, !tbaa !5
  %1430 = tail call double @llvm.fabs.f64(double %1429)
  %1431 = fcmp ueq double %1430, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  br i1 %1431, label %1443, label %1432

1432:                                             ; preds = %1401
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  store volatile double %1425, ptr %75, align 8, !tbaa !5
  %1433 = load volatile double, ptr %75, align 8, !tbaa !5
  %1434 = tail call double @llvm.fabs.f64(double %1433)
  %1435 = fcmp ueq double %1434, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  br i1 %1435, label %1443, label %1436

1436:                                             ; preds = %1432
  %1437 = fsub double %1405, %1425
  %1438 = tail call double @llvm.fabs.f64(double %1437)
  %1439 = fmul double %1428, 1.000000e-04
  %1440 = fcmp ole double %1438, %1439
  %1441 = select i1 %1440, ptr @.str.39, ptr @.str.40
  %1442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1403, double noundef %1405, double noundef %1425, ptr noundef nonnull %1441)
  br i1 %1440, label %1448, label %1445

1443:                                             ; preds = %1432, %1401
  %1444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1403, double noundef %1405, double noundef %1425, ptr noundef nonnull @.str.40)
  br label %1445

1445:                                             ; preds = %1443, %1436
  %1446 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1447 = add nsw i32 %1446, 1
  store i32 %1447, ptr @n_fail, align 4, !tbaa !9
  br label %1448

1448:                                             ; preds = %1436, %1445
  %1449 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_rem, double noundef %1403, double noundef 1.000000e+00) #18
  %1450 = fpext float %1449 to double
  %1451 = tail call double @remainder(double noundef %1412, double noundef 0x3FE6666660000000) #18
  %1452 = tail call double @remainder(double noundef %1414, double noundef 0x3FE6666660000000) #18
  %1453 = insertelement <2 x double> poison, double %1451, i64 0
  %1454 = insertelement <2 x double> %1453, double %1452, i64 1
  %1455 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1417, <2 x double> %1417, <2 x double> %1454)
  %1456 = shufflevector <2 x double> %1455, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1457 = fsub <2 x double> %1455, %1456
  %1458 = extractelement <2 x double> %1457, i64 0
  %1459 = fdiv double %1458, %1424
  %1460 = tail call double @llvm.fabs.f64(double %1459)
  %1461 = fcmp ogt double %1460, 1.000000e+00
  %1462 = select i1 %1461, double %1460, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  store volatile double %1450, ptr %74, align 8, !tbaa !5
  %1463 = load volatile double, ptr %74, align 8, !tbaa !5
  %1464 = tail call double @llvm.fabs.f64(double %1463)
  %1465 = fcmp ueq double %1464, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  br i1 %1465, label %1477, label %1466

1466:                                             ; preds = %1448
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  store volatile double %1459, ptr %73, align 8, !tbaa !5
  %1467 = load volatile double, ptr %73, align 8, !tbaa !5
  %1468 = tail call double @llvm.fabs.f64(double %1467)
  %1469 = fcmp ueq double %1468, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73)
  br i1 %1469, label %1477, label %1470

1470:                                             ; preds = %1466
  %1471 = fsub double %1450, %1459
  %1472 = tail call double @llvm.fabs.f64(double %1471)
  %1473 = fmul double %1462, 1.000000e-04
  %1474 = fcmp ole double %1472, %1473
  %1475 = select i1 %1474, ptr @.str.39, ptr @.str.40
  %1476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1403, double noundef %1450, double noundef %1459, ptr noundef nonnull %1475)
  br i1 %1474, label %1482, label %1479

1477:                                             ; preds = %1466, %1448
  %1478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1403, double noundef %1450, double noundef %1459, ptr noundef nonnull @.str.40)
  br label %1479

1479:                                             ; preds = %1477, %1470
  %1480 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1481 = add nsw i32 %1480, 1
  store i32 %1481, ptr @n_fail, align 4, !tbaa !9
  br label %1482

1482:                                             ; preds = %1470, %1479
  %1483 = add nuw nsw i64 %1326, 1
  %1484 = icmp eq i64 %1483, 5
  br i1 %1484, label %2057, label %1325, !llvm.loop !22

1485:                                             ; preds = %2284
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1486 = call double @modf(double noundef 3.700000e-01, ptr noundef nonnull %60) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1487 = call double @modf(double noundef 0x3FE7AE147AE147AE, ptr noundef nonnull %60) #18
  %1488 = insertelement <2 x double> poison, double %1486, i64 0
  %1489 = insertelement <2 x double> %1488, double %1487, i64 1
  %1490 = fmul <2 x double> %1489, <double 3.400000e+00, double -8.000000e-01>
  store <2 x double> %1490, ptr %59, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1491 = call double @modf(double noundef 0x3FF1C28F5C28F5C2, ptr noundef nonnull %60) #18
  %1492 = getelementptr inbounds i8, ptr %59, i64 16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1493 = call double @modf(double noundef 1.480000e+00, ptr noundef nonnull %60) #18
  %1494 = insertelement <2 x double> poison, double %1491, i64 0
  %1495 = insertelement <2 x double> %1494, double %1493, i64 1
  %1496 = fmul <2 x double> %1495, <double 4.400000e+00, double 1.800000e+00>
  store <2 x double> %1496, ptr %1492, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %62, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1497 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %61, ptr noundef nonnull %62, double noundef 3.700000e-01, i32 noundef 4) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %1497, ptr %58, align 8, !tbaa !5
  %1498 = load volatile double, ptr %58, align 8, !tbaa !5
  %1499 = call double @llvm.fabs.f64(double %1498)
  %1500 = fcmp ueq double %1499, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %1500, label %1512, label %1501

1501:                                             ; preds = %1485
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double 0x4034F851EB851EBA, ptr %57, align 8, !tbaa !5
  %1502 = load volatile double, ptr %57, align 8, !tbaa !5
  %1503 = call double @llvm.fabs.f64(double %1502)
  %1504 = fcmp ueq double %1503, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %1504, label %1512, label %1505

1505:                                             ; preds = %1501
  %1506 = fadd double %1497, 0xC034F851EB851EBA
  %1507 = call double @llvm.fabs.f64(double %1506)
  %1508 = fcmp ole double %1507, 0x3DB70E87BF39C6C8
  %1509 = select i1 %1508, ptr @.str.39, ptr @.str.40
  %1510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1497, double noundef 0x4034F851EB851EBA, ptr noundef nonnull %1509)
  br i1 %1508, label %1511, label %1514

1511:                                             ; preds = %1514, %1505
  br label %1536

1512:                                             ; preds = %1501, %1485
  %1513 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1497, double noundef 0x4034F851EB851EBA, ptr noundef nonnull @.str.40)
  br label %1514

1514:                                             ; preds = %1512, %1505
  %1515 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1516 = add nsw i32 %1515, 1
  store i32 %1516, ptr @n_fail, align 4, !tbaa !9
  br label %1511

1517:                                             ; preds = %1566
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %63) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %63, ptr noundef nonnull align 16 dereferenceable(32) @__const.modf_loop.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1518 = extractelement <2 x double> %1490, i64 0
  %1519 = call double @llvm.fmuladd.f64(double %1518, double 3.000000e-01, double 0x4034F851EB851EBA)
  %1520 = getelementptr inbounds i8, ptr %63, i64 8
  %1521 = extractelement <2 x double> %1490, i64 1
  %1522 = call double @llvm.fmuladd.f64(double %1521, double -1.100000e+00, double %1519)
  %1523 = getelementptr inbounds i8, ptr %63, i64 16
  %1524 = extractelement <2 x double> %1496, i64 0
  %1525 = call double @llvm.fmuladd.f64(double %1524, double 6.000000e-01, double %1522)
  %1526 = getelementptr inbounds i8, ptr %63, i64 24
  %1527 = extractelement <2 x double> %1496, i64 1
  %1528 = call double @llvm.fmuladd.f64(double %1527, double 2.000000e+00, double %1525)
  %1529 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %61, ptr noundef nonnull %63, double noundef 3.700000e-01, double noundef 1.000000e+00, i32 noundef 4) #18
  %1530 = call double @llvm.fabs.f64(double %1528)
  %1531 = fcmp ogt double %1530, 1.000000e+00
  %1532 = select i1 %1531, double %1530, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %1529, ptr %54, align 8, !tbaa !5
  %1533 = load volatile double, ptr %54, align 8, !tbaa !5
  %1534 = call double @llvm.fabs.f64(double %1533)
  %1535 = fcmp ueq double %1534, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %1535, label %1580, label %1569

1536:                                             ; preds = %1511, %1566
  %1537 = phi i64 [ %1567, %1566 ], [ 0, %1511 ]
  %1538 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %1537
  %1539 = load double, ptr %1538, align 8, !tbaa !5
  %1540 = getelementptr inbounds [4 x double], ptr %62, i64 0, i64 %1537
  %1541 = load double, ptr %1540, align 8, !tbaa !5
  %1542 = getelementptr inbounds [4 x double], ptr %59, i64 0, i64 %1537
  %1543 = load double, ptr %1542, align 8, !tbaa !5
  %1544 = call double @llvm.fabs.f64(double %1543)
  %1545 = fcmp ogt double %1544, 1.000000e+00
  %1546 = select i1 %1545, double %1544, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1541, ptr %56, align 8, !tbaa !5
  %1547 = load volatile double, ptr %56, align 8, !tbaa !5
  %1548 = call double @llvm.fabs.f64(double %1547)
  %1549 = fcmp ueq double %1548, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1549, label %1561, label %1550

1550:                                             ; preds = %1536
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1543, ptr %55, align 8, !tbaa !5
  %1551 = load volatile double, ptr %55, align 8, !tbaa !5
  %1552 = call double @llvm.fabs.f64(double %1551)
  %1553 = fcmp ueq double %1552, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1553, label %1561, label %1554

1554:                                             ; preds = %1550
  %1555 = fsub double %1541, %1543
  %1556 = call double @llvm.fabs.f64(double %1555)
  %1557 = fmul double %1546, 0x3D719799812DEA11
  %1558 = fcmp ole double %1556, %1557
  %1559 = select i1 %1558, ptr @.str.39, ptr @.str.40
  %1560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef %1539, double noundef %1541, double noundef %1543, ptr noundef nonnull %1559)
  br i1 %1558, label %1566, label %1563

1561:                                             ; preds = %1550, %1536
  %1562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef %1539, double noundef %1541, double noundef %1543, ptr noundef nonnull @.str.40)
  br label %1563

1563:                                             ; preds = %1561, %1554
  %1564 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1565 = add nsw i32 %1564, 1
  store i32 %1565, ptr @n_fail, align 4, !tbaa !9
  br label %1566

1566:                                             ; preds = %1563, %1554
  %1567 = add nuw nsw i64 %1537, 1
  %1568 = icmp eq i64 %1567, 4
  br i1 %1568, label %1517, label %1536, !llvm.loop !23

1569:                                             ; preds = %1517
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %1528, ptr %53, align 8, !tbaa !5
  %1570 = load volatile double, ptr %53, align 8, !tbaa !5
  %1571 = call double @llvm.fabs.f64(double %1570)
  %1572 = fcmp ueq double %1571, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %1572, label %1580, label %1573

1573:                                             ; preds = %1569
  %1574 = fsub double %1529, %1528
  %1575 = call double @llvm.fabs.f64(double %1574)
  %1576 = fmul double %1532, 0x3D719799812DEA11
  %1577 = fcmp ole double %1575, %1576
  %1578 = select i1 %1577, ptr @.str.39, ptr @.str.40
  %1579 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1529, double noundef %1528, ptr noundef nonnull %1578)
  br i1 %1577, label %1585, label %1582

1580:                                             ; preds = %1569, %1517
  %1581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1529, double noundef %1528, ptr noundef nonnull @.str.40)
  br label %1582

1582:                                             ; preds = %1580, %1573
  %1583 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1584 = add nsw i32 %1583, 1
  store i32 %1584, ptr @n_fail, align 4, !tbaa !9
  br label %1585

1585:                                             ; preds = %1582, %1573
  %1586 = load double, ptr %63, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1586, ptr %52, align 8, !tbaa !5
  %1587 = load volatile double, ptr %52, align 8, !tbaa !5
  %1588 = call double @llvm.fabs.f64(double %1587)
  %1589 = fcmp ueq double %1588, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1589, label %1598, label %1590

1590:                                             ; preds = %1585
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1591 = load volatile double, ptr %51, align 8, !tbaa !5
  %1592 = call double @llvm.fabs.f64(double %1591)
  %1593 = fcmp ueq double %1592, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1593, label %1598, label %1594

1594:                                             ; preds = %1590
  %1595 = fcmp oeq double %1586, 0.000000e+00
  %1596 = select i1 %1595, ptr @.str.39, ptr @.str.40
  %1597 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1586, double noundef 0.000000e+00, ptr noundef nonnull %1596)
  br i1 %1595, label %1603, label %1600

1598:                                             ; preds = %1590, %1585
  %1599 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1586, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1600

1600:                                             ; preds = %1598, %1594
  %1601 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1602 = add nsw i32 %1601, 1
  store i32 %1602, ptr @n_fail, align 4, !tbaa !9
  br label %1603

1603:                                             ; preds = %1600, %1594
  %1604 = load double, ptr %1520, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1604, ptr %52, align 8, !tbaa !5
  %1605 = load volatile double, ptr %52, align 8, !tbaa !5
  %1606 = call double @llvm.fabs.f64(double %1605)
  %1607 = fcmp ueq double %1606, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1607, label %1616, label %1608

1608:                                             ; preds = %1603
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1609 = load volatile double, ptr %51, align 8, !tbaa !5
  %1610 = call double @llvm.fabs.f64(double %1609)
  %1611 = fcmp ueq double %1610, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1611, label %1616, label %1612

1612:                                             ; preds = %1608
  %1613 = fcmp oeq double %1604, 0.000000e+00
  %1614 = select i1 %1613, ptr @.str.39, ptr @.str.40
  %1615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1604, double noundef 0.000000e+00, ptr noundef nonnull %1614)
  br i1 %1613, label %1621, label %1618

1616:                                             ; preds = %1608, %1603
  %1617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1604, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1618

1618:                                             ; preds = %1616, %1612
  %1619 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1620 = add nsw i32 %1619, 1
  store i32 %1620, ptr @n_fail, align 4, !tbaa !9
  br label %1621

1621:                                             ; preds = %1618, %1612
  %1622 = load double, ptr %1523, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1622, ptr %52, align 8, !tbaa !5
  %1623 = load volatile double, ptr %52, align 8, !tbaa !5
  %1624 = call double @llvm.fabs.f64(double %1623)
  %1625 = fcmp ueq double %1624, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1625, label %1634, label %1626

1626:                                             ; preds = %1621
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1627 = load volatile double, ptr %51, align 8, !tbaa !5
  %1628 = call double @llvm.fabs.f64(double %1627)
  %1629 = fcmp ueq double %1628, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1629, label %1634, label %1630

1630:                                             ; preds = %1626
  %1631 = fcmp oeq double %1622, 0.000000e+00
  %1632 = select i1 %1631, ptr @.str.39, ptr @.str.40
  %1633 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1622, double noundef 0.000000e+00, ptr noundef nonnull %1632)
  br i1 %1631, label %1639, label %1636

1634:                                             ; preds = %1626, %1621
  %1635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1622, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1636

1636:                                             ; preds = %1634, %1630
  %1637 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1638 = add nsw i32 %1637, 1
  store i32 %1638, ptr @n_fail, align 4, !tbaa !9
  br label %1639

1639:                                             ; preds = %1636, %1630
  %1640 = load double, ptr %1526, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1640, ptr %52, align 8, !tbaa !5
  %1641 = load volatile double, ptr %52, align 8, !tbaa !5
  %1642 = call double @llvm.fabs.f64(double %1641)
  %1643 = fcmp ueq double %1642, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1643, label %1652, label %1644

1644:                                             ; preds = %1639
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1645 = load volatile double, ptr %51, align 8, !tbaa !5
  %1646 = call double @llvm.fabs.f64(double %1645)
  %1647 = fcmp ueq double %1646, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1647, label %1652, label %1648

1648:                                             ; preds = %1644
  %1649 = fcmp oeq double %1640, 0.000000e+00
  %1650 = select i1 %1649, ptr @.str.39, ptr @.str.40
  %1651 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1640, double noundef 0.000000e+00, ptr noundef nonnull %1650)
  br i1 %1649, label %1657, label %1654

1652:                                             ; preds = %1644, %1639
  %1653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1640, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1654

1654:                                             ; preds = %1652, %1648
  %1655 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1656 = add nsw i32 %1655, 1
  store i32 %1656, ptr @n_fail, align 4, !tbaa !9
  br label %1657

1657:                                             ; preds = %1654, %1648
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %63) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #18
  %1658 = getelementptr inbounds i8, ptr %49, i64 8
  %1659 = getelementptr inbounds i8, ptr %50, i64 8
  %1660 = getelementptr inbounds i8, ptr %64, i64 8
  %1661 = getelementptr inbounds i8, ptr %66, i64 8
  %1662 = getelementptr inbounds i8, ptr %43, i64 16
  %1663 = getelementptr inbounds i8, ptr %43, i64 8
  %1664 = getelementptr inbounds i8, ptr %44, i64 16
  %1665 = getelementptr inbounds i8, ptr %44, i64 8
  %1666 = getelementptr inbounds i8, ptr %70, i64 16
  %1667 = getelementptr inbounds i8, ptr %70, i64 8
  %1668 = getelementptr inbounds i8, ptr %66, i64 16
  %1669 = getelementptr inbounds i8, ptr %68, i64 8
  %1670 = getelementptr inbounds i8, ptr %72, i64 8
  br label %1671

1671:                                             ; preds = %2048, %1657
  %1672 = phi i64 [ 0, %1657 ], [ %2049, %2048 ]
  %1673 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %1672
  %1674 = getelementptr inbounds i8, ptr %1673, i64 8
  %1675 = load double, ptr %1673, align 16, !tbaa !5
  %1676 = load double, ptr %1674, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1677 = call double @llvm.fabs.f64(double %1675)
  %1678 = fcmp ogt double %1677, 1.000000e+00
  %1679 = select i1 %1678, double %1677, double 1.000000e+00
  %1680 = fmul double %1679, 0x3EB0C6F7A0B5ED8D
  %1681 = fadd double %1675, %1680
  %1682 = fsub double %1675, %1680
  %1683 = fmul double %1676, %1681
  store double %1683, ptr %1658, align 8, !tbaa !5
  %1684 = fmul double %1681, 3.000000e+00
  %1685 = call double @modf(double noundef %1684, ptr noundef nonnull %1658) #18
  %1686 = load double, ptr %1658, align 8, !tbaa !5
  %1687 = call double @llvm.fmuladd.f64(double %1686, double %1676, double %1685)
  %1688 = call double @sin(double noundef %1676) #18
  %1689 = fmul double %1686, %1688
  %1690 = fmul double %1676, %1682
  store double %1690, ptr %1659, align 8, !tbaa !5
  %1691 = fmul double %1682, 3.000000e+00
  %1692 = call double @modf(double noundef %1691, ptr noundef nonnull %1659) #18
  %1693 = load double, ptr %1659, align 8, !tbaa !5
  %1694 = call double @llvm.fmuladd.f64(double %1693, double %1676, double %1692)
  %1695 = call double @sin(double noundef %1676) #18
  %1696 = fmul double %1693, %1695
  %1697 = fsub double %1681, %1682
  %1698 = fsub double %1687, %1694
  %1699 = fdiv double %1698, %1697
  %1700 = fsub double %1686, %1693
  %1701 = fdiv double %1700, %1697
  %1702 = fsub double %1689, %1696
  %1703 = fdiv double %1702, %1697
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1704 = call double @llvm.fabs.f64(double %1676)
  %1705 = fcmp ogt double %1704, 1.000000e+00
  %1706 = select i1 %1705, double %1704, double 1.000000e+00
  %1707 = fmul double %1706, 0x3EB0C6F7A0B5ED8D
  %1708 = fadd double %1676, %1707
  %1709 = fsub double %1676, %1707
  %1710 = fmul double %1675, %1708
  store double %1710, ptr %1658, align 8, !tbaa !5
  %1711 = fmul double %1675, 3.000000e+00
  %1712 = call double @modf(double noundef %1711, ptr noundef nonnull %1658) #18
  %1713 = load double, ptr %1658, align 8, !tbaa !5
  %1714 = call double @llvm.fmuladd.f64(double %1713, double %1708, double %1712)
  %1715 = call double @sin(double noundef %1708) #18
  %1716 = fmul double %1713, %1715
  %1717 = fmul double %1675, %1709
  store double %1717, ptr %1659, align 8, !tbaa !5
  %1718 = call double @modf(double noundef %1711, ptr noundef nonnull %1659) #18
  %1719 = load double, ptr %1659, align 8, !tbaa !5
  %1720 = call double @llvm.fmuladd.f64(double %1719, double %1709, double %1718)
  %1721 = call double @sin(double noundef %1709) #18
  %1722 = fmul double %1719, %1721
  %1723 = fsub double %1708, %1709
  %1724 = fsub double %1714, %1720
  %1725 = fdiv double %1724, %1723
  %1726 = fsub double %1713, %1719
  %1727 = fdiv double %1726, %1723
  %1728 = fsub double %1716, %1722
  %1729 = fdiv double %1728, %1723
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %64) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %64, ptr noundef nonnull align 16 dereferenceable(16) @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %66, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.dout, i64 24, i1 false)
  %1730 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1673, ptr noundef nonnull %64, ptr noundef nonnull %65, ptr noundef nonnull %66) #18
  %1731 = load double, ptr %66, align 16, !tbaa !5
  %1732 = load double, ptr %64, align 16, !tbaa !5
  %1733 = load double, ptr %1660, align 8, !tbaa !5
  %1734 = fmul double %1725, %1733
  %1735 = call double @llvm.fmuladd.f64(double %1699, double %1732, double %1734)
  %1736 = call double @llvm.fabs.f64(double %1735)
  %1737 = fcmp ogt double %1736, 1.000000e+00
  %1738 = select i1 %1737, double %1736, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1731, ptr %46, align 8, !tbaa !5
  %1739 = load volatile double, ptr %46, align 8, !tbaa !5
  %1740 = call double @llvm.fabs.f64(double %1739)
  %1741 = fcmp ueq double %1740, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1741, label %1778, label %1767

1742:                                             ; preds = %1839
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 0.000000e+00, ptr %47, align 8, !tbaa !5
  %1743 = load volatile double, ptr %47, align 8, !tbaa !5
  %1744 = call double @llvm.fabs.f64(double %1743)
  %1745 = fcmp ueq double %1744, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %1745, label %1750, label %1746

1746:                                             ; preds = %1742
  %1747 = fcmp oeq double %1840, 0.000000e+00
  %1748 = select i1 %1747, ptr @.str.39, ptr @.str.40
  %1749 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1675, double noundef %1840, double noundef 0.000000e+00, ptr noundef nonnull %1748)
  br i1 %1747, label %1755, label %1752

1750:                                             ; preds = %1839, %1742
  %1751 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1675, double noundef %1840, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1752

1752:                                             ; preds = %1750, %1746
  %1753 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1754 = add nsw i32 %1753, 1
  store i32 %1754, ptr @n_fail, align 4, !tbaa !9
  br label %1755

1755:                                             ; preds = %1752, %1746
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %67) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %67, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %68) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  %1756 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1673, ptr noundef nonnull %68, ptr noundef nonnull %65, ptr noundef nonnull %67) #18
  %1757 = load double, ptr %68, align 16, !tbaa !5
  %1758 = fmul double %1701, 2.000000e+00
  %1759 = call double @llvm.fmuladd.f64(double %1699, double 5.000000e-01, double %1758)
  %1760 = call double @llvm.fmuladd.f64(double %1703, double -1.500000e+00, double %1759)
  %1761 = call double @llvm.fabs.f64(double %1760)
  %1762 = fcmp ogt double %1761, 1.000000e+00
  %1763 = select i1 %1762, double %1761, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1757, ptr %36, align 8, !tbaa !5
  %1764 = load volatile double, ptr %36, align 8, !tbaa !5
  %1765 = call double @llvm.fabs.f64(double %1764)
  %1766 = fcmp ueq double %1765, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1766, label %1929, label %1918

1767:                                             ; preds = %1671
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1735, ptr %45, align 8, !tbaa !5
  %1768 = load volatile double, ptr %45, align 8, !tbaa !5
  %1769 = call double @llvm.fabs.f64(double %1768)
  %1770 = fcmp ueq double %1769, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1770, label %1778, label %1771

1771:                                             ; preds = %1767
  %1772 = fsub double %1731, %1735
  %1773 = call double @llvm.fabs.f64(double %1772)
  %1774 = fmul double %1738, 0x3EB0C6F7A0B5ED8D
  %1775 = fcmp ole double %1773, %1774
  %1776 = select i1 %1775, ptr @.str.39, ptr @.str.40
  %1777 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1675, double noundef %1731, double noundef %1735, ptr noundef nonnull %1776)
  br i1 %1775, label %1783, label %1780

1778:                                             ; preds = %1767, %1671
  %1779 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1675, double noundef %1731, double noundef %1735, ptr noundef nonnull @.str.40)
  br label %1780

1780:                                             ; preds = %1778, %1771
  %1781 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1782 = add nsw i32 %1781, 1
  store i32 %1782, ptr @n_fail, align 4, !tbaa !9
  br label %1783

1783:                                             ; preds = %1780, %1771
  %1784 = load double, ptr %1661, align 8, !tbaa !5
  %1785 = load double, ptr %64, align 16, !tbaa !5
  %1786 = load double, ptr %1660, align 8, !tbaa !5
  %1787 = fmul double %1727, %1786
  %1788 = call double @llvm.fmuladd.f64(double %1701, double %1785, double %1787)
  %1789 = call double @llvm.fabs.f64(double %1788)
  %1790 = fcmp ogt double %1789, 1.000000e+00
  %1791 = select i1 %1790, double %1789, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1784, ptr %46, align 8, !tbaa !5
  %1792 = load volatile double, ptr %46, align 8, !tbaa !5
  %1793 = call double @llvm.fabs.f64(double %1792)
  %1794 = fcmp ueq double %1793, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1794, label %1806, label %1795

1795:                                             ; preds = %1783
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1788, ptr %45, align 8, !tbaa !5
  %1796 = load volatile double, ptr %45, align 8, !tbaa !5
  %1797 = call double @llvm.fabs.f64(double %1796)
  %1798 = fcmp ueq double %1797, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1798, label %1806, label %1799

1799:                                             ; preds = %1795
  %1800 = fsub double %1784, %1788
  %1801 = call double @llvm.fabs.f64(double %1800)
  %1802 = fmul double %1791, 0x3EB0C6F7A0B5ED8D
  %1803 = fcmp ole double %1801, %1802
  %1804 = select i1 %1803, ptr @.str.39, ptr @.str.40
  %1805 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1675, double noundef %1784, double noundef %1788, ptr noundef nonnull %1804)
  br i1 %1803, label %1811, label %1808

1806:                                             ; preds = %1795, %1783
  %1807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1675, double noundef %1784, double noundef %1788, ptr noundef nonnull @.str.40)
  br label %1808

1808:                                             ; preds = %1806, %1799
  %1809 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1810 = add nsw i32 %1809, 1
  store i32 %1810, ptr @n_fail, align 4, !tbaa !9
  br label %1811

1811:                                             ; preds = %1808, %1799
  %1812 = load double, ptr %1668, align 16, !tbaa !5
  %1813 = load double, ptr %64, align 16, !tbaa !5
  %1814 = load double, ptr %1660, align 8, !tbaa !5
  %1815 = fmul double %1729, %1814
  %1816 = call double @llvm.fmuladd.f64(double %1703, double %1813, double %1815)
  %1817 = call double @llvm.fabs.f64(double %1816)
  %1818 = fcmp ogt double %1817, 1.000000e+00
  %1819 = select i1 %1818, double %1817, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1812, ptr %46, align 8, !tbaa !5
  %1820 = load volatile double, ptr %46, align 8, !tbaa !5
  %1821 = call double @llvm.fabs.f64(double %1820)
  %1822 = fcmp ueq double %1821, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1822, label %1834, label %1823

1823:                                             ; preds = %1811
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1816, ptr %45, align 8, !tbaa !5
  %1824 = load volatile double, ptr %45, align 8, !tbaa !5
  %1825 = call double @llvm.fabs.f64(double %1824)
  %1826 = fcmp ueq double %1825, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1826, label %1834, label %1827

1827:                                             ; preds = %1823
  %1828 = fsub double %1812, %1816
  %1829 = call double @llvm.fabs.f64(double %1828)
  %1830 = fmul double %1819, 0x3EB0C6F7A0B5ED8D
  %1831 = fcmp ole double %1829, %1830
  %1832 = select i1 %1831, ptr @.str.39, ptr @.str.40
  %1833 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1675, double noundef %1812, double noundef %1816, ptr noundef nonnull %1832)
  br i1 %1831, label %1839, label %1836

1834:                                             ; preds = %1823, %1811
  %1835 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1675, double noundef %1812, double noundef %1816, ptr noundef nonnull @.str.40)
  br label %1836

1836:                                             ; preds = %1834, %1827
  %1837 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1838 = add nsw i32 %1837, 1
  store i32 %1838, ptr @n_fail, align 4, !tbaa !9
  br label %1839

1839:                                             ; preds = %1836, %1827
  %1840 = load double, ptr %1661, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %1840, ptr %48, align 8, !tbaa !5
  %1841 = load volatile double, ptr %48, align 8, !tbaa !5
  %1842 = call double @llvm.fabs.f64(double %1841)
  %1843 = fcmp ueq double %1842, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %1843, label %1750, label %1742

1844:                                             ; preds = %1961
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %1999, ptr %41, align 8, !tbaa !5
  %1845 = load volatile double, ptr %41, align 8, !tbaa !5
  %1846 = call double @llvm.fabs.f64(double %1845)
  %1847 = fcmp ueq double %1846, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1847, label %1855, label %1848

1848:                                             ; preds = %1844
  %1849 = fsub double %1995, %1999
  %1850 = call double @llvm.fabs.f64(double %1849)
  %1851 = fmul double %2002, 0x3EB0C6F7A0B5ED8D
  %1852 = fcmp ole double %1850, %1851
  %1853 = select i1 %1852, ptr @.str.39, ptr @.str.40
  %1854 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1675, double noundef %1995, double noundef %1999, ptr noundef nonnull %1853)
  br i1 %1852, label %1860, label %1857

1855:                                             ; preds = %1961, %1844
  %1856 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1675, double noundef %1995, double noundef %1999, ptr noundef nonnull @.str.40)
  br label %1857

1857:                                             ; preds = %1855, %1848
  %1858 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1859 = add nsw i32 %1858, 1
  store i32 %1859, ptr @n_fail, align 4, !tbaa !9
  br label %1860

1860:                                             ; preds = %1857, %1848
  %1861 = load double, ptr %1666, align 8, !tbaa !24
  %1862 = load double, ptr %64, align 16, !tbaa !5
  %1863 = load double, ptr %1660, align 8, !tbaa !5
  %1864 = fmul double %1993, %1863
  %1865 = call double @llvm.fmuladd.f64(double %1977, double %1862, double %1864)
  %1866 = call double @llvm.fabs.f64(double %1865)
  %1867 = fcmp ogt double %1866, 1.000000e+00
  %1868 = select i1 %1867, double %1866, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1861, ptr %40, align 8, !tbaa !5
  %1869 = load volatile double, ptr %40, align 8, !tbaa !5
  %1870 = call double @llvm.fabs.f64(double %1869)
  %1871 = fcmp ueq double %1870, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1871, label %1883, label %1872

1872:                                             ; preds = %1860
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1865, ptr %39, align 8, !tbaa !5
  %1873 = load volatile double, ptr %39, align 8, !tbaa !5
  %1874 = call double @llvm.fabs.f64(double %1873)
  %1875 = fcmp ueq double %1874, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1875, label %1883, label %1876

1876:                                             ; preds = %1872
  %1877 = fsub double %1861, %1865
  %1878 = call double @llvm.fabs.f64(double %1877)
  %1879 = fmul double %1868, 0x3EB0C6F7A0B5ED8D
  %1880 = fcmp ole double %1878, %1879
  %1881 = select i1 %1880, ptr @.str.39, ptr @.str.40
  %1882 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1675, double noundef %1861, double noundef %1865, ptr noundef nonnull %1881)
  br i1 %1880, label %1888, label %1885

1883:                                             ; preds = %1872, %1860
  %1884 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1675, double noundef %1861, double noundef %1865, ptr noundef nonnull @.str.40)
  br label %1885

1885:                                             ; preds = %1883, %1876
  %1886 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1887 = add nsw i32 %1886, 1
  store i32 %1887, ptr @n_fail, align 4, !tbaa !9
  br label %1888

1888:                                             ; preds = %1885, %1876
  %1889 = load i32, ptr %1667, align 8, !tbaa !26
  %1890 = sitofp i32 %1889 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1890, ptr %38, align 8, !tbaa !5
  %1891 = load volatile double, ptr %38, align 8, !tbaa !5
  %1892 = call double @llvm.fabs.f64(double %1891)
  %1893 = fcmp ueq double %1892, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1893, label %1902, label %1894

1894:                                             ; preds = %1888
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 0.000000e+00, ptr %37, align 8, !tbaa !5
  %1895 = load volatile double, ptr %37, align 8, !tbaa !5
  %1896 = call double @llvm.fabs.f64(double %1895)
  %1897 = fcmp ueq double %1896, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1897, label %1902, label %1898

1898:                                             ; preds = %1894
  %1899 = icmp eq i32 %1889, 0
  %1900 = select i1 %1899, ptr @.str.39, ptr @.str.40
  %1901 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1675, double noundef %1890, double noundef 0.000000e+00, ptr noundef nonnull %1900)
  br i1 %1899, label %1907, label %1904

1902:                                             ; preds = %1894, %1888
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1675, double noundef %1890, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1904

1904:                                             ; preds = %1902, %1898
  %1905 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1906 = add nsw i32 %1905, 1
  store i32 %1906, ptr @n_fail, align 4, !tbaa !9
  br label %1907

1907:                                             ; preds = %1904, %1898
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %71) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %71, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %72) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %72, i8 0, i64 16, i1 false)
  %1908 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1673, ptr noundef nonnull %72, ptr noundef nonnull %69, ptr noundef nonnull %71) #18
  %1909 = load double, ptr %72, align 16, !tbaa !5
  %1910 = fmul double %1977, -7.500000e-01
  %1911 = call double @llvm.fmuladd.f64(double %1975, double 2.500000e-01, double %1910)
  %1912 = call double @llvm.fabs.f64(double %1911)
  %1913 = fcmp ogt double %1912, 1.000000e+00
  %1914 = select i1 %1913, double %1912, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1909, ptr %34, align 8, !tbaa !5
  %1915 = load volatile double, ptr %34, align 8, !tbaa !5
  %1916 = call double @llvm.fabs.f64(double %1915)
  %1917 = fcmp ueq double %1916, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1917, label %2017, label %2006

1918:                                             ; preds = %1755
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1760, ptr %35, align 8, !tbaa !5
  %1919 = load volatile double, ptr %35, align 8, !tbaa !5
  %1920 = call double @llvm.fabs.f64(double %1919)
  %1921 = fcmp ueq double %1920, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1921, label %1929, label %1922

1922:                                             ; preds = %1918
  %1923 = fsub double %1757, %1760
  %1924 = call double @llvm.fabs.f64(double %1923)
  %1925 = fmul double %1763, 0x3EB0C6F7A0B5ED8D
  %1926 = fcmp ole double %1924, %1925
  %1927 = select i1 %1926, ptr @.str.39, ptr @.str.40
  %1928 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1675, double noundef %1757, double noundef %1760, ptr noundef nonnull %1927)
  br i1 %1926, label %1934, label %1931

1929:                                             ; preds = %1918, %1755
  %1930 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1675, double noundef %1757, double noundef %1760, ptr noundef nonnull @.str.40)
  br label %1931

1931:                                             ; preds = %1929, %1922
  %1932 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1933 = add nsw i32 %1932, 1
  store i32 %1933, ptr @n_fail, align 4, !tbaa !9
  br label %1934

1934:                                             ; preds = %1931, %1922
  %1935 = load double, ptr %1669, align 8, !tbaa !5
  %1936 = fmul double %1727, 2.000000e+00
  %1937 = call double @llvm.fmuladd.f64(double %1725, double 5.000000e-01, double %1936)
  %1938 = call double @llvm.fmuladd.f64(double %1729, double -1.500000e+00, double %1937)
  %1939 = call double @llvm.fabs.f64(double %1938)
  %1940 = fcmp ogt double %1939, 1.000000e+00
  %1941 = select i1 %1940, double %1939, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1935, ptr %36, align 8, !tbaa !5
  %1942 = load volatile double, ptr %36, align 8, !tbaa !5
  %1943 = call double @llvm.fabs.f64(double %1942)
  %1944 = fcmp ueq double %1943, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1944, label %1956, label %1945

1945:                                             ; preds = %1934
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1938, ptr %35, align 8, !tbaa !5
  %1946 = load volatile double, ptr %35, align 8, !tbaa !5
  %1947 = call double @llvm.fabs.f64(double %1946)
  %1948 = fcmp ueq double %1947, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1948, label %1956, label %1949

1949:                                             ; preds = %1945
  %1950 = fsub double %1935, %1938
  %1951 = call double @llvm.fabs.f64(double %1950)
  %1952 = fmul double %1941, 0x3EB0C6F7A0B5ED8D
  %1953 = fcmp ole double %1951, %1952
  %1954 = select i1 %1953, ptr @.str.39, ptr @.str.40
  %1955 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1675, double noundef %1935, double noundef %1938, ptr noundef nonnull %1954)
  br i1 %1953, label %1961, label %1958

1956:                                             ; preds = %1945, %1934
  %1957 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1675, double noundef %1935, double noundef %1938, ptr noundef nonnull @.str.40)
  br label %1958

1958:                                             ; preds = %1956, %1949
  %1959 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1960 = add nsw i32 %1959, 1
  store i32 %1960, ptr @n_fail, align 4, !tbaa !9
  br label %1961

1961:                                             ; preds = %1958, %1949
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1683, ptr %1662, align 8, !tbaa !24
  %1962 = call double @frexp(double noundef %1681, ptr noundef nonnull %1663) #18
  %1963 = fmul double %1676, %1962
  %1964 = load i32, ptr %1663, align 8, !tbaa !26
  %1965 = sitofp i32 %1964 to double
  %1966 = load double, ptr %1662, align 8, !tbaa !24
  %1967 = call double @llvm.fmuladd.f64(double %1963, double %1965, double %1966)
  store double %1690, ptr %1664, align 8, !tbaa !24
  %1968 = call double @frexp(double noundef %1682, ptr noundef nonnull %1665) #18
  %1969 = fmul double %1676, %1968
  %1970 = load i32, ptr %1665, align 8, !tbaa !26
  %1971 = sitofp i32 %1970 to double
  %1972 = load double, ptr %1664, align 8, !tbaa !24
  %1973 = call double @llvm.fmuladd.f64(double %1969, double %1971, double %1972)
  %1974 = fsub double %1963, %1969
  %1975 = fdiv double %1974, %1697
  %1976 = fsub double %1967, %1973
  %1977 = fdiv double %1976, %1697
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1710, ptr %1662, align 8, !tbaa !24
  %1978 = call double @frexp(double noundef %1675, ptr noundef nonnull %1663) #18
  %1979 = fmul double %1708, %1978
  %1980 = load i32, ptr %1663, align 8, !tbaa !26
  %1981 = sitofp i32 %1980 to double
  %1982 = load double, ptr %1662, align 8, !tbaa !24
  %1983 = call double @llvm.fmuladd.f64(double %1979, double %1981, double %1982)
  store double %1717, ptr %1664, align 8, !tbaa !24
  %1984 = call double @frexp(double noundef %1675, ptr noundef nonnull %1665) #18
  %1985 = fmul double %1709, %1984
  %1986 = load i32, ptr %1665, align 8, !tbaa !26
  %1987 = sitofp i32 %1986 to double
  %1988 = load double, ptr %1664, align 8, !tbaa !24
  %1989 = call double @llvm.fmuladd.f64(double %1985, double %1987, double %1988)
  %1990 = fsub double %1979, %1985
  %1991 = fdiv double %1990, %1723
  %1992 = fsub double %1983, %1989
  %1993 = fdiv double %1992, %1723
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.ds, i64 24, i1 false)
  %1994 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1673, ptr noundef nonnull %64, ptr noundef nonnull %69, ptr noundef nonnull %70) #18
  %1995 = load double, ptr %70, align 8, !tbaa !27
  %1996 = load double, ptr %64, align 16, !tbaa !5
  %1997 = load double, ptr %1660, align 8, !tbaa !5
  %1998 = fmul double %1991, %1997
  %1999 = call double @llvm.fmuladd.f64(double %1975, double %1996, double %1998)
  %2000 = call double @llvm.fabs.f64(double %1999)
  %2001 = fcmp ogt double %2000, 1.000000e+00
  %2002 = select i1 %2001, double %2000, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %1995, ptr %42, align 8, !tbaa !5
  %2003 = load volatile double, ptr %42, align 8, !tbaa !5
  %2004 = call double @llvm.fabs.f64(double %2003)
  %2005 = fcmp ueq double %2004, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %2005, label %1855, label %1844

2006:                                             ; preds = %1907
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1911, ptr %33, align 8, !tbaa !5
  %2007 = load volatile double, ptr %33, align 8, !tbaa !5
  %2008 = call double @llvm.fabs.f64(double %2007)
  %2009 = fcmp ueq double %2008, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2009, label %2017, label %2010

2010:                                             ; preds = %2006
  %2011 = fsub double %1909, %1911
  %2012 = call double @llvm.fabs.f64(double %2011)
  %2013 = fmul double %1914, 0x3EB0C6F7A0B5ED8D
  %2014 = fcmp ole double %2012, %2013
  %2015 = select i1 %2014, ptr @.str.39, ptr @.str.40
  %2016 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1675, double noundef %1909, double noundef %1911, ptr noundef nonnull %2015)
  br i1 %2014, label %2022, label %2019

2017:                                             ; preds = %2006, %1907
  %2018 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1675, double noundef %1909, double noundef %1911, ptr noundef nonnull @.str.40)
  br label %2019

2019:                                             ; preds = %2017, %2010
  %2020 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2021 = add nsw i32 %2020, 1
  store i32 %2021, ptr @n_fail, align 4, !tbaa !9
  br label %2022

2022:                                             ; preds = %2019, %2010
  %2023 = load double, ptr %1670, align 8, !tbaa !5
  %2024 = fmul double %1993, -7.500000e-01
  %2025 = call double @llvm.fmuladd.f64(double %1991, double 2.500000e-01, double %2024)
  %2026 = call double @llvm.fabs.f64(double %2025)
  %2027 = fcmp ogt double %2026, 1.000000e+00
  %2028 = select i1 %2027, double %2026, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %2023, ptr %34, align 8, !tbaa !5
  %2029 = load volatile double, ptr %34, align 8, !tbaa !5
  %2030 = call double @llvm.fabs.f64(double %2029)
  %2031 = fcmp ueq double %2030, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2031, label %2043, label %2032

2032:                                             ; preds = %2022
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %2025, ptr %33, align 8, !tbaa !5
  %2033 = load volatile double, ptr %33, align 8, !tbaa !5
  %2034 = call double @llvm.fabs.f64(double %2033)
  %2035 = fcmp ueq double %2034, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2035, label %2043, label %2036

2036:                                             ; preds = %2032
  %2037 = fsub double %2023, %2025
  %2038 = call double @llvm.fabs.f64(double %2037)
  %2039 = fmul double %2028, 0x3EB0C6F7A0B5ED8D
  %2040 = fcmp ole double %2038, %2039
  %2041 = select i1 %2040, ptr @.str.39, ptr @.str.40
  %2042 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1675, double noundef %2023, double noundef %2025, ptr noundef nonnull %2041)
  br i1 %2040, label %2048, label %2045

2043:                                             ; preds = %2032, %2022
  %2044 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1675, double noundef %2023, double noundef %2025, ptr noundef nonnull @.str.40)
  br label %2045

2045:                                             ; preds = %2043, %2036
  %2046 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2047 = add nsw i32 %2046, 1
  store i32 %2047, ptr @n_fail, align 4, !tbaa !9
  br label %2048

2048:                                             ; preds = %2045, %2036
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %72) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %68) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %67) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %64) #18
  %2049 = add nuw nsw i64 %1672, 1
  %2050 = icmp eq i64 %2049, 3
  br i1 %2050, label %2051, label %1671, !llvm.loop !28

2051:                                             ; preds = %2048
  %2052 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2053 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.37, i32 noundef %2052)
  %2054 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2055 = icmp ne i32 %2054, 0
  %2056 = zext i1 %2055 to i32
  ret i32 %2056

2057:                                             ; preds = %1482, %2284
  %2058 = phi i64 [ %2285, %2284 ], [ 0, %1482 ]
  %2059 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %2058
  %2060 = load double, ptr %2059, align 16, !tbaa !5
  %2061 = getelementptr inbounds i8, ptr %2059, i64 8
  %2062 = load double, ptr %2061, align 8, !tbaa !5
  %2063 = tail call double @llvm.fabs.f64(double %2060)
  %2064 = fmul double %2063, 0x3EB0C6F7A0B5ED8D
  %2065 = tail call double @llvm.fabs.f64(double %2062)
  %2066 = fmul double %2065, 0x3EB0C6F7A0B5ED8D
  %2067 = fadd double %2060, %2064
  %2068 = tail call double @remainder(double noundef %2067, double noundef %2062) #18
  %2069 = fmul double %2062, %2068
  %2070 = fsub double %2060, %2064
  %2071 = tail call double @remainder(double noundef %2070, double noundef %2062) #18
  %2072 = fmul double %2062, %2071
  %2073 = fsub double %2069, %2072
  %2074 = fmul double %2064, 2.000000e+00
  %2075 = fdiv double %2073, %2074
  %2076 = fadd double %2062, %2066
  %2077 = tail call double @remainder(double noundef %2060, double noundef %2076) #18
  %2078 = fmul double %2077, %2076
  %2079 = fsub double %2062, %2066
  %2080 = tail call double @remainder(double noundef %2060, double noundef %2079) #18
  %2081 = fmul double %2079, %2080
  %2082 = fsub double %2078, %2081
  %2083 = fmul double %2066, 2.000000e+00
  %2084 = fdiv double %2082, %2083
  %2085 = tail call double @fmod(double noundef %2067, double noundef %2062) #18
  %2086 = fmul double %2062, %2085
  %2087 = tail call double @fmod(double noundef %2070, double noundef %2062) #18
  %2088 = fmul double %2062, %2087
  %2089 = fsub double %2086, %2088
  %2090 = fdiv double %2089, %2074
  %2091 = tail call double @fmod(double noundef %2060, double noundef %2076) #18
  %2092 = fmul double %2076, %2091
  %2093 = tail call double @fmod(double noundef %2060, double noundef %2079) #18
  %2094 = fmul double %2079, %2093
  %2095 = fsub double %2092, %2094
  %2096 = fdiv double %2095, %2083
  %2097 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2098 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, double noundef %2060, i32 noundef %2097, double noundef %2062) #18
  %2099 = tail call double @llvm.fabs.f64(double %2075)
  %2100 = fcmp ogt double %2099, 1.000000e+00
  %2101 = select i1 %2100, double %2099, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %2098, ptr %32, align 8, !tbaa !5
  %2102 = load volatile double, ptr %32, align 8, !tbaa !5
  %2103 = tail call double @llvm.fabs.f64(double %2102)
  %2104 = fcmp ueq double %2103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %2104, label %2116, label %2105

2105:                                             ; preds = %2057
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %2075, ptr %31, align 8, !tbaa !5
  %2106 = load volatile double, ptr %31, align 8, !tbaa !5
  %2107 = tail call double @llvm.fabs.f64(double %2106)
  %2108 = fcmp ueq double %2107, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %2108, label %2116, label %2109

2109:                                             ; preds = %2105
  %2110 = fsub double %2098, %2075
  %2111 = tail call double @llvm.fabs.f64(double %2110)
  %2112 = fmul double %2101, 0x3EB0C6F7A0B5ED8D
  %2113 = fcmp ole double %2111, %2112
  %2114 = select i1 %2113, ptr @.str.39, ptr @.str.40
  %2115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2060, double noundef %2098, double noundef %2075, ptr noundef nonnull %2114)
  br i1 %2113, label %2121, label %2118

2116:                                             ; preds = %2105, %2057
  %2117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2060, double noundef %2098, double noundef %2075, ptr noundef nonnull @.str.40)
  br label %2118

2118:                                             ; preds = %2116, %2109
  %2119 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2120 = add nsw i32 %2119, 1
  store i32 %2120, ptr @n_fail, align 4, !tbaa !9
  br label %2121

2121:                                             ; preds = %2109, %2118
  %2122 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2123 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, i32 noundef %2122, double noundef %2060, double noundef %2062) #18
  %2124 = tail call double @llvm.fabs.f64(double %2084)
  %2125 = fcmp ogt double %2124, 1.000000e+00
  %2126 = select i1 %2125, double %2124, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %2123, ptr %30, align 8, !tbaa !5
  %2127 = load volatile double, ptr %30, align 8, !tbaa !5
  %2128 = tail call double @llvm.fabs.f64(double %2127)
  %2129 = fcmp ueq double %2128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2129, label %2141, label %2130

2130:                                             ; preds = %2121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2084, ptr %29, align 8, !tbaa !5
  %2131 = load volatile double, ptr %29, align 8, !tbaa !5
  %2132 = tail call double @llvm.fabs.f64(double %2131)
  %2133 = fcmp ueq double %2132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2133, label %2141, label %2134

2134:                                             ; preds = %2130
  %2135 = fsub double %2123, %2084
  %2136 = tail call double @llvm.fabs.f64(double %2135)
  %2137 = fmul double %2126, 0x3EB0C6F7A0B5ED8D
  %2138 = fcmp ole double %2136, %2137
  %2139 = select i1 %2138, ptr @.str.39, ptr @.str.40
  %2140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2062, double noundef %2123, double noundef %2084, ptr noundef nonnull %2139)
  br i1 %2138, label %2146, label %2143

2141:                                             ; preds = %2130, %2121
  %2142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2062, double noundef %2123, double noundef %2084, ptr noundef nonnull @.str.40)
  br label %2143

2143:                                             ; preds = %2141, %2134
  %2144 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2145 = add nsw i32 %2144, 1
  store i32 %2145, ptr @n_fail, align 4, !tbaa !9
  br label %2146

2146:                                             ; preds = %2134, %2143
  %2147 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2148 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, double noundef %2060, double noundef 1.000000e+00, i32 noundef %2147, double noundef %2062) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2148, ptr %28, align 8, !tbaa !5
  %2149 = load volatile double, ptr %28, align 8, !tbaa !5
  %2150 = tail call double @llvm.fabs.f64(double %2149)
  %2151 = fcmp ueq double %2150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2151, label %2163, label %2152

2152:                                             ; preds = %2146
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2075, ptr %27, align 8, !tbaa !5
  %2153 = load volatile double, ptr %27, align 8, !tbaa !5
  %2154 = tail call double @llvm.fabs.f64(double %2153)
  %2155 = fcmp ueq double %2154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2155, label %2163, label %2156

2156:                                             ; preds = %2152
  %2157 = fsub double %2148, %2075
  %2158 = tail call double @llvm.fabs.f64(double %2157)
  %2159 = fmul double %2101, 0x3EB0C6F7A0B5ED8D
  %2160 = fcmp ole double %2158, %2159
  %2161 = select i1 %2160, ptr @.str.39, ptr @.str.40
  %2162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2060, double noundef %2148, double noundef %2075, ptr noundef nonnull %2161)
  br i1 %2160, label %2168, label %2165

2163:                                             ; preds = %2152, %2146
  %2164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2060, double noundef %2148, double noundef %2075, ptr noundef nonnull @.str.40)
  br label %2165

2165:                                             ; preds = %2163, %2156
  %2166 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2167 = add nsw i32 %2166, 1
  store i32 %2167, ptr @n_fail, align 4, !tbaa !9
  br label %2168

2168:                                             ; preds = %2156, %2165
  %2169 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2170 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, i32 noundef %2169, double noundef %2060, double noundef %2062, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2170, ptr %26, align 8, !tbaa !5
  %2171 = load volatile double, ptr %26, align 8, !tbaa !5
  %2172 = tail call double @llvm.fabs.f64(double %2171)
  %2173 = fcmp ueq double %2172, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2173, label %2185, label %2174

2174:                                             ; preds = %2168
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2084, ptr %25, align 8, !tbaa !5
  %2175 = load volatile double, ptr %25, align 8, !tbaa !5
  %2176 = tail call double @llvm.fabs.f64(double %2175)
  %2177 = fcmp ueq double %2176, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2177, label %2185, label %2178

2178:                                             ; preds = %2174
  %2179 = fsub double %2170, %2084
  %2180 = tail call double @llvm.fabs.f64(double %2179)
  %2181 = fmul double %2126, 0x3EB0C6F7A0B5ED8D
  %2182 = fcmp ole double %2180, %2181
  %2183 = select i1 %2182, ptr @.str.39, ptr @.str.40
  %2184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2062, double noundef %2170, double noundef %2084, ptr noundef nonnull %2183)
  br i1 %2182, label %2190, label %2187

2185:                                             ; preds = %2174, %2168
  %2186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2062, double noundef %2170, double noundef %2084, ptr noundef nonnull @.str.40)
  br label %2187

2187:                                             ; preds = %2185, %2178
  %2188 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2189 = add nsw i32 %2188, 1
  store i32 %2189, ptr @n_fail, align 4, !tbaa !9
  br label %2190

2190:                                             ; preds = %2178, %2187
  %2191 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2192 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, double noundef %2060, i32 noundef %2191, double noundef %2062) #18
  %2193 = tail call double @llvm.fabs.f64(double %2090)
  %2194 = fcmp ogt double %2193, 1.000000e+00
  %2195 = select i1 %2194, double %2193, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2192, ptr %24, align 8, !tbaa !5
  %2196 = load volatile double, ptr %24, align 8, !tbaa !5
  %2197 = tail call double @llvm.fabs.f64(double %2196)
  %2198 = fcmp ueq double %2197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2198, label %2210, label %2199

2199:                                             ; preds = %2190
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2090, ptr %23, align 8, !tbaa !5
  %2200 = load volatile double, ptr %23, align 8, !tbaa !5
  %2201 = tail call double @llvm.fabs.f64(double %2200)
  %2202 = fcmp ueq double %2201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2202, label %2210, label %2203

2203:                                             ; preds = %2199
  %2204 = fsub double %2192, %2090
  %2205 = tail call double @llvm.fabs.f64(double %2204)
  %2206 = fmul double %2195, 0x3EB0C6F7A0B5ED8D
  %2207 = fcmp ole double %2205, %2206
  %2208 = select i1 %2207, ptr @.str.39, ptr @.str.40
  %2209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2060, double noundef %2192, double noundef %2090, ptr noundef nonnull %2208)
  br i1 %2207, label %2215, label %2212

2210:                                             ; preds = %2199, %2190
  %2211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2060, double noundef %2192, double noundef %2090, ptr noundef nonnull @.str.40)
  br label %2212

2212:                                             ; preds = %2210, %2203
  %2213 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2214 = add nsw i32 %2213, 1
  store i32 %2214, ptr @n_fail, align 4, !tbaa !9
  br label %2215

2215:                                             ; preds = %2203, %2212
  %2216 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2217 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, i32 noundef %2216, double noundef %2060, double noundef %2062) #18
  %2218 = tail call double @llvm.fabs.f64(double %2096)
  %2219 = fcmp ogt double %2218, 1.000000e+00
  %2220 = select i1 %2219, double %2218, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2217, ptr %22, align 8, !tbaa !5
  %2221 = load volatile double, ptr %22, align 8, !tbaa !5
  %2222 = tail call double @llvm.fabs.f64(double %2221)
  %2223 = fcmp ueq double %2222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2223, label %2235, label %2224

2224:                                             ; preds = %2215
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2096, ptr %21, align 8, !tbaa !5
  %2225 = load volatile double, ptr %21, align 8, !tbaa !5
  %2226 = tail call double @llvm.fabs.f64(double %2225)
  %2227 = fcmp ueq double %2226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2227, label %2235, label %2228

2228:                                             ; preds = %2224
  %2229 = fsub double %2217, %2096
  %2230 = tail call double @llvm.fabs.f64(double %2229)
  %2231 = fmul double %2220, 0x3EB0C6F7A0B5ED8D
  %2232 = fcmp ole double %2230, %2231
  %2233 = select i1 %2232, ptr @.str.39, ptr @.str.40
  %2234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2062, double noundef %2217, double noundef %2096, ptr noundef nonnull %2233)
  br i1 %2232, label %2240, label %2237

2235:                                             ; preds = %2224, %2215
  %2236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2062, double noundef %2217, double noundef %2096, ptr noundef nonnull @.str.40)
  br label %2237

2237:                                             ; preds = %2235, %2228
  %2238 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2239 = add nsw i32 %2238, 1
  store i32 %2239, ptr @n_fail, align 4, !tbaa !9
  br label %2240

2240:                                             ; preds = %2228, %2237
  %2241 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2242 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, double noundef %2060, double noundef 1.000000e+00, i32 noundef %2241, double noundef %2062) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2242, ptr %20, align 8, !tbaa !5
  %2243 = load volatile double, ptr %20, align 8, !tbaa !5
  %2244 = tail call double @llvm.fabs.f64(double %2243)
  %2245 = fcmp ueq double %2244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2245, label %2257, label %2246

2246:                                             ; preds = %2240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %2090, ptr %19, align 8, !tbaa !5
  %2247 = load volatile double, ptr %19, align 8, !tbaa !5
  %2248 = tail call double @llvm.fabs.f64(double %2247)
  %2249 = fcmp ueq double %2248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %2249, label %2257, label %2250

2250:                                             ; preds = %2246
  %2251 = fsub double %2242, %2090
  %2252 = tail call double @llvm.fabs.f64(double %2251)
  %2253 = fmul double %2195, 0x3EB0C6F7A0B5ED8D
  %2254 = fcmp ole double %2252, %2253
  %2255 = select i1 %2254, ptr @.str.39, ptr @.str.40
  %2256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2060, double noundef %2242, double noundef %2090, ptr noundef nonnull %2255)
  br i1 %2254, label %2262, label %2259

2257:                                             ; preds = %2246, %2240
  %2258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2060, double noundef %2242, double noundef %2090, ptr noundef nonnull @.str.40)
  br label %2259

2259:                                             ; preds = %2257, %2250
  %2260 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2261 = add nsw i32 %2260, 1
  store i32 %2261, ptr @n_fail, align 4, !tbaa !9
  br label %2262

2262:                                             ; preds = %2250, %2259
  %2263 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2264 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, i32 noundef %2263, double noundef %2060, double noundef %2062, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2264, ptr %18, align 8, !tbaa !5
  %2265 = load volatile double, ptr %18, align 8, !tbaa !5
  %2266 = tail call double @llvm.fabs.f64(double %2265)
  %2267 = fcmp ueq double %2266, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2267, label %2279, label %2268

2268:                                             ; preds = %2262
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2096, ptr %17, align 8, !tbaa !5
  %2269 = load volatile double, ptr %17, align 8, !tbaa !5
  %2270 = tail call double @llvm.fabs.f64(double %2269)
  %2271 = fcmp ueq double %2270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2271, label %2279, label %2272

2272:                                             ; preds = %2268
  %2273 = fsub double %2264, %2096
  %2274 = tail call double @llvm.fabs.f64(double %2273)
  %2275 = fmul double %2220, 0x3EB0C6F7A0B5ED8D
  %2276 = fcmp ole double %2274, %2275
  %2277 = select i1 %2276, ptr @.str.39, ptr @.str.40
  %2278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2062, double noundef %2264, double noundef %2096, ptr noundef nonnull %2277)
  br i1 %2276, label %2284, label %2281

2279:                                             ; preds = %2268, %2262
  %2280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2062, double noundef %2264, double noundef %2096, ptr noundef nonnull @.str.40)
  br label %2281

2281:                                             ; preds = %2279, %2272
  %2282 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2283 = add nsw i32 %2282, 1
  store i32 %2283, ptr @n_fail, align 4, !tbaa !9
  br label %2284

2284:                                             ; preds = %2272, %2281
  %2285 = add nuw nsw i64 %2058, 1
  %2286 = icmp eq i64 %2285, 4
  br i1 %2286, label %1485, label %2057, !llvm.loop !29
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
  %4 = load float, ptr %2, align 4, !tbaa !30
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
  store double %6, ptr %7, align 8, !tbaa !24
  %8 = load double, ptr %0, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = tail call double @frexp(double noundef %8, ptr noundef nonnull %9) #18
  %11 = load double, ptr %3, align 8, !tbaa !5
  %12 = fmul double %10, %11
  store double %12, ptr %1, align 8, !tbaa !27
  %13 = load i32, ptr %9, align 8, !tbaa !26
  %14 = sitofp i32 %13 to double
  %15 = load double, ptr %7, align 8, !tbaa !24
  %16 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %15)
  store double %16, ptr %7, align 8, !tbaa !24
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
  br i1 %21, label %7, label %9, !llvm.loop !32
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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = !{!25, !6, i64 16}
!25 = !{!"", !6, i64 0, !10, i64 8, !6, i64 16}
!26 = !{!25, !10, i64 8}
!27 = !{!25, !6, i64 0}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !7, i64 0}
!32 = distinct !{!32, !12}
