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

141:                                              ; preds = %0, %546
  %142 = phi i64 [ 0, %0 ], [ %547, %546 ]
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
  %400 = fadd double %397, %399
  %401 = fmul double %395, %395
  %402 = tail call double @ldexp(double noundef %401, i32 noundef 3) #18
  %403 = tail call double @sin(double noundef %395) #18
  %404 = tail call double @scalbn(double noundef %403, i32 noundef -2) #18
  %405 = fadd double %402, %404
  %406 = fsub double %400, %405
  %407 = fsub double %394, %395
  %408 = fdiv double %406, %407
  %409 = tail call double @llvm.fabs.f64(double %408)
  %410 = fcmp ogt double %409, 1.000000e+00
  %411 = select i1 %410, double %409, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %128)
  store volatile double %389, ptr %128, align 8, !tbaa !5
  %412 = load volatile double, ptr %128, align 8, !tbaa !5
  %413 = tail call double @llvm.fabs.f64(double %412)
  %414 = fcmp ueq double %413, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %128)
  br i1 %414, label %426, label %415

415:                                              ; preds = %385
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  store volatile double %408, ptr %127, align 8, !tbaa !5
  %416 = load volatile double, ptr %127, align 8, !tbaa !5
  %417 = tail call double @llvm.fabs.f64(double %416)
  %418 = fcmp ueq double %417, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  br i1 %418, label %426, label %419

419:                                              ; preds = %415
  %420 = fsub double %389, %408
  %421 = tail call double @llvm.fabs.f64(double %420)
  %422 = fmul double %411, 1.000000e-04
  %423 = fcmp ole double %421, %422
  %424 = select i1 %423, ptr @.str.39, ptr @.str.40
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %387, double noundef %389, double noundef %408, ptr noundef nonnull %424)
  br i1 %423, label %431, label %428

426:                                              ; preds = %415, %385
  %427 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.6, double noundef %387, double noundef %389, double noundef %408, ptr noundef nonnull @.str.40)
  br label %428

428:                                              ; preds = %426, %419
  %429 = load i32, ptr @n_fail, align 4, !tbaa !9
  %430 = add nsw i32 %429, 1
  store i32 %430, ptr @n_fail, align 4, !tbaa !9
  br label %431

431:                                              ; preds = %419, %428
  %432 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_ldexp, double noundef %387, double noundef 1.000000e+00) #18
  %433 = fpext float %432 to double
  %434 = tail call double @ldexp(double noundef %396, i32 noundef 3) #18
  %435 = tail call double @sin(double noundef %394) #18
  %436 = tail call double @scalbn(double noundef %435, i32 noundef -2) #18
  %437 = fadd double %434, %436
  %438 = tail call double @ldexp(double noundef %401, i32 noundef 3) #18
  %439 = tail call double @sin(double noundef %395) #18
  %440 = tail call double @scalbn(double noundef %439, i32 noundef -2) #18
  %441 = fadd double %438, %440
  %442 = fsub double %437, %441
  %443 = fdiv double %442, %407
  %444 = tail call double @llvm.fabs.f64(double %443)
  %445 = fcmp ogt double %444, 1.000000e+00
  %446 = select i1 %445, double %444, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126)
  store volatile double %433, ptr %126, align 8, !tbaa !5
  %447 = load volatile double, ptr %126, align 8, !tbaa !5
  %448 = tail call double @llvm.fabs.f64(double %447)
  %449 = fcmp ueq double %448, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126)
  br i1 %449, label %461, label %450

450:                                              ; preds = %431
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  store volatile double %443, ptr %125, align 8, !tbaa !5
  %451 = load volatile double, ptr %125, align 8, !tbaa !5
  %452 = tail call double @llvm.fabs.f64(double %451)
  %453 = fcmp ueq double %452, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  br i1 %453, label %461, label %454

454:                                              ; preds = %450
  %455 = fsub double %433, %443
  %456 = tail call double @llvm.fabs.f64(double %455)
  %457 = fmul double %446, 1.000000e-04
  %458 = fcmp ole double %456, %457
  %459 = select i1 %458, ptr @.str.39, ptr @.str.40
  %460 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %387, double noundef %433, double noundef %443, ptr noundef nonnull %459)
  br i1 %458, label %466, label %463

461:                                              ; preds = %450, %431
  %462 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.7, double noundef %387, double noundef %433, double noundef %443, ptr noundef nonnull @.str.40)
  br label %463

463:                                              ; preds = %461, %454
  %464 = load i32, ptr @n_fail, align 4, !tbaa !9
  %465 = add nsw i32 %464, 1
  store i32 %465, ptr @n_fail, align 4, !tbaa !9
  br label %466

466:                                              ; preds = %454, %463
  %467 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_modf, double noundef %387) #18
  %468 = fpext float %467 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #18
  %469 = call double @modf(double noundef %394, ptr noundef nonnull %11) #18
  %470 = load double, ptr %11, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #18
  %471 = call double @modf(double noundef %395, ptr noundef nonnull %12) #18
  %472 = load double, ptr %12, align 8, !tbaa !5
  %473 = insertelement <2 x double> poison, double %394, i64 0
  %474 = insertelement <2 x double> %473, double %395, i64 1
  %475 = insertelement <2 x double> poison, double %470, i64 0
  %476 = insertelement <2 x double> %475, double %472, i64 1
  %477 = fmul <2 x double> %474, %476
  %478 = insertelement <2 x double> poison, double %469, i64 0
  %479 = insertelement <2 x double> %478, double %471, i64 1
  %480 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %479, <2 x double> %479, <2 x double> %477)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #18
  %481 = shufflevector <2 x double> %480, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %482 = fsub <2 x double> %480, %481
  %483 = extractelement <2 x double> %482, i64 0
  %484 = fdiv double %483, %407
  %485 = tail call double @llvm.fabs.f64(double %484)
  %486 = fcmp ogt double %485, 1.000000e+00
  %487 = select i1 %486, double %485, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  store volatile double %468, ptr %124, align 8, !tbaa !5
  %488 = load volatile double, ptr %124, align 8, !tbaa !5
  %489 = tail call double @llvm.fabs.f64(double %488)
  %490 = fcmp ueq double %489, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  br i1 %490, label %502, label %491

491:                                              ; preds = %466
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123)
  store volatile double %484, ptr %123, align 8, !tbaa !5
  %492 = load volatile double, ptr %123, align 8, !tbaa !5
  %493 = tail call double @llvm.fabs.f64(double %492)
  %494 = fcmp ueq double %493, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123)
  br i1 %494, label %502, label %495

495:                                              ; preds = %491
  %496 = fsub double %468, %484
  %497 = tail call double @llvm.fabs.f64(double %496)
  %498 = fmul double %487, 1.000000e-04
  %499 = fcmp ole double %497, %498
  %500 = select i1 %499, ptr @.str.39, ptr @.str.40
  %501 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %387, double noundef %468, double noundef %484, ptr noundef nonnull %500)
  br i1 %499, label %507, label %504

502:                                              ; preds = %491, %466
  %503 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.8, double noundef %387, double noundef %468, double noundef %484, ptr noundef nonnull @.str.40)
  br label %504

504:                                              ; preds = %502, %495
  %505 = load i32, ptr @n_fail, align 4, !tbaa !9
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @n_fail, align 4, !tbaa !9
  br label %507

507:                                              ; preds = %495, %504
  %508 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_modf, double noundef %387, double noundef 1.000000e+00) #18
  %509 = fpext float %508 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #18
  %510 = call double @modf(double noundef %394, ptr noundef nonnull %9) #18
  %511 = load double, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #18
  %512 = call double @modf(double noundef %395, ptr noundef nonnull %10) #18
  %513 = load double, ptr %10, align 8, !tbaa !5
  %514 = insertelement <2 x double> poison, double %511, i64 0
  %515 = insertelement <2 x double> %514, double %513, i64 1
  %516 = fmul <2 x double> %474, %515
  %517 = insertelement <2 x double> poison, double %510, i64 0
  %518 = insertelement <2 x double> %517, double %512, i64 1
  %519 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %518, <2 x double> %518, <2 x double> %516)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #18
  %520 = shufflevector <2 x double> %519, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %521 = fsub <2 x double> %519, %520
  %522 = extractelement <2 x double> %521, i64 0
  %523 = fdiv double %522, %407
  %524 = tail call double @llvm.fabs.f64(double %523)
  %525 = fcmp ogt double %524, 1.000000e+00
  %526 = select i1 %525, double %524, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122)
  store volatile double %509, ptr %122, align 8, !tbaa !5
  %527 = load volatile double, ptr %122, align 8, !tbaa !5
  %528 = tail call double @llvm.fabs.f64(double %527)
  %529 = fcmp ueq double %528, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122)
  br i1 %529, label %541, label %530

530:                                              ; preds = %507
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  store volatile double %523, ptr %121, align 8, !tbaa !5
  %531 = load volatile double, ptr %121, align 8, !tbaa !5
  %532 = tail call double @llvm.fabs.f64(double %531)
  %533 = fcmp ueq double %532, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  br i1 %533, label %541, label %534

534:                                              ; preds = %530
  %535 = fsub double %509, %523
  %536 = tail call double @llvm.fabs.f64(double %535)
  %537 = fmul double %526, 1.000000e-04
  %538 = fcmp ole double %536, %537
  %539 = select i1 %538, ptr @.str.39, ptr @.str.40
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %387, double noundef %509, double noundef %523, ptr noundef nonnull %539)
  br i1 %538, label %546, label %543

541:                                              ; preds = %530, %507
  %542 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.9, double noundef %387, double noundef %509, double noundef %523, ptr noundef nonnull @.str.40)
  br label %543

543:                                              ; preds = %541, %534
  %544 = load i32, ptr @n_fail, align 4, !tbaa !9
  %545 = add nsw i32 %544, 1
  store i32 %545, ptr @n_fail, align 4, !tbaa !9
  br label %546

546:                                              ; preds = %534, %543
  %547 = add nuw nsw i64 %142, 1
  %548 = icmp eq i64 %547, 5
  br i1 %548, label %549, label %141, !llvm.loop !11

549:                                              ; preds = %546, %597
  %550 = phi i32 [ %598, %597 ], [ -3, %546 ]
  %551 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef %550) #18
  %552 = fmul double %551, 3.400000e+00
  %553 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, i32 noundef %550) #18
  %554 = tail call double @llvm.fabs.f64(double %552)
  %555 = fcmp ogt double %554, 1.000000e+00
  %556 = select i1 %555, double %554, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  store volatile double %553, ptr %120, align 8, !tbaa !5
  %557 = load volatile double, ptr %120, align 8, !tbaa !5
  %558 = tail call double @llvm.fabs.f64(double %557)
  %559 = fcmp ueq double %558, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  br i1 %559, label %571, label %560

560:                                              ; preds = %549
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  store volatile double %552, ptr %119, align 8, !tbaa !5
  %561 = load volatile double, ptr %119, align 8, !tbaa !5
  %562 = tail call double @llvm.fabs.f64(double %561)
  %563 = fcmp ueq double %562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119)
  br i1 %563, label %571, label %564

564:                                              ; preds = %560
  %565 = fsub double %553, %552
  %566 = tail call double @llvm.fabs.f64(double %565)
  %567 = fmul double %556, 0x3D06849B86A12B9B
  %568 = fcmp ole double %566, %567
  %569 = select i1 %568, ptr @.str.39, ptr @.str.40
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %553, double noundef %552, ptr noundef nonnull %569)
  br i1 %568, label %576, label %573

571:                                              ; preds = %560, %549
  %572 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.10, double noundef 1.700000e+00, double noundef %553, double noundef %552, ptr noundef nonnull @.str.40)
  br label %573

573:                                              ; preds = %571, %564
  %574 = load i32, ptr @n_fail, align 4, !tbaa !9
  %575 = add nsw i32 %574, 1
  store i32 %575, ptr @n_fail, align 4, !tbaa !9
  br label %576

576:                                              ; preds = %564, %573
  %577 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_ldexpn, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef %550) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  store volatile double %577, ptr %118, align 8, !tbaa !5
  %578 = load volatile double, ptr %118, align 8, !tbaa !5
  %579 = tail call double @llvm.fabs.f64(double %578)
  %580 = fcmp ueq double %579, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  br i1 %580, label %592, label %581

581:                                              ; preds = %576
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  store volatile double %552, ptr %117, align 8, !tbaa !5
  %582 = load volatile double, ptr %117, align 8, !tbaa !5
  %583 = tail call double @llvm.fabs.f64(double %582)
  %584 = fcmp ueq double %583, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  br i1 %584, label %592, label %585

585:                                              ; preds = %581
  %586 = fsub double %577, %552
  %587 = tail call double @llvm.fabs.f64(double %586)
  %588 = fmul double %556, 0x3D06849B86A12B9B
  %589 = fcmp ole double %587, %588
  %590 = select i1 %589, ptr @.str.39, ptr @.str.40
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %577, double noundef %552, ptr noundef nonnull %590)
  br i1 %589, label %597, label %594

592:                                              ; preds = %581, %576
  %593 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.11, double noundef 1.700000e+00, double noundef %577, double noundef %552, ptr noundef nonnull @.str.40)
  br label %594

594:                                              ; preds = %592, %585
  %595 = load i32, ptr @n_fail, align 4, !tbaa !9
  %596 = add nsw i32 %595, 1
  store i32 %596, ptr @n_fail, align 4, !tbaa !9
  br label %597

597:                                              ; preds = %585, %594
  %598 = add nsw i32 %550, 4
  %599 = icmp slt i32 %550, 2
  br i1 %599, label %549, label %600, !llvm.loop !13

600:                                              ; preds = %597, %605
  %601 = phi i64 [ %606, %605 ], [ 0, %597 ]
  %602 = getelementptr inbounds [6 x i32], ptr @main.ks, i64 0, i64 %601
  %603 = load i32, ptr %602, align 4, !tbaa !9
  %604 = trunc nuw nsw i64 %601 to i32
  br label %608

605:                                              ; preds = %780
  %606 = add nuw nsw i64 %601, 1
  %607 = icmp eq i64 %606, 6
  br i1 %607, label %783, label %600, !llvm.loop !14

608:                                              ; preds = %600, %780
  %609 = phi i32 [ -1, %600 ], [ %781, %780 ]
  %610 = sitofp i32 %609 to double
  %611 = tail call double @ldexp(double noundef 1.300000e+00, i32 noundef %603) #18
  %612 = fmul double %611, %610
  %613 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_frexp, double noundef %612) #18
  %614 = tail call double @llvm.fabs.f64(double %612)
  %615 = fcmp one double %614, 1.000000e-03
  %616 = select i1 %615, double %614, double 1.000000e-03
  %617 = fmul double %616, 0x3EB0C6F7A0B5ED8D
  %618 = fadd double %612, %617
  %619 = fsub double %612, %617
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #18
  %620 = call double @frexp(double noundef %618, ptr noundef nonnull %7) #18
  %621 = load i32, ptr %7, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #18
  %622 = call double @frexp(double noundef %619, ptr noundef nonnull %8) #18
  %623 = load i32, ptr %8, align 4, !tbaa !9
  %624 = insertelement <2 x i32> poison, i32 %621, i64 0
  %625 = insertelement <2 x i32> %624, i32 %623, i64 1
  %626 = sitofp <2 x i32> %625 to <2 x double>
  %627 = insertelement <2 x double> poison, double %620, i64 0
  %628 = insertelement <2 x double> %627, double %622, i64 1
  %629 = fmul <2 x double> %628, %626
  %630 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %628, <2 x double> %628, <2 x double> %629)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #18
  %631 = shufflevector <2 x double> %630, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %632 = fsub <2 x double> %630, %631
  %633 = extractelement <2 x double> %632, i64 0
  %634 = fsub double %618, %619
  %635 = fdiv double %633, %634
  %636 = tail call double @llvm.fabs.f64(double %635)
  %637 = fcmp ogt double %636, 1.000000e+00
  %638 = select i1 %637, double %636, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %116)
  store volatile double %613, ptr %116, align 8, !tbaa !5
  %639 = load volatile double, ptr %116, align 8, !tbaa !5
  %640 = tail call double @llvm.fabs.f64(double %639)
  %641 = fcmp ueq double %640, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %116)
  br i1 %641, label %653, label %642

642:                                              ; preds = %608
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %115)
  store volatile double %635, ptr %115, align 8, !tbaa !5
  %643 = load volatile double, ptr %115, align 8, !tbaa !5
  %644 = tail call double @llvm.fabs.f64(double %643)
  %645 = fcmp ueq double %644, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %115)
  br i1 %645, label %653, label %646

646:                                              ; preds = %642
  %647 = fsub double %613, %635
  %648 = tail call double @llvm.fabs.f64(double %647)
  %649 = fmul double %638, 0x3EB0C6F7A0B5ED8D
  %650 = fcmp ole double %648, %649
  %651 = select i1 %650, ptr @.str.39, ptr @.str.40
  %652 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %612, double noundef %613, double noundef %635, ptr noundef nonnull %651)
  br i1 %650, label %658, label %655

653:                                              ; preds = %642, %608
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.12, double noundef %612, double noundef %613, double noundef %635, ptr noundef nonnull @.str.40)
  br label %655

655:                                              ; preds = %653, %646
  %656 = load i32, ptr @n_fail, align 4, !tbaa !9
  %657 = add nsw i32 %656, 1
  store i32 %657, ptr @n_fail, align 4, !tbaa !9
  br label %658

658:                                              ; preds = %646, %655
  %659 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frexp, double noundef %612, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #18
  %660 = call double @frexp(double noundef %618, ptr noundef nonnull %5) #18
  %661 = load i32, ptr %5, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #18
  %662 = call double @frexp(double noundef %619, ptr noundef nonnull %6) #18
  %663 = load i32, ptr %6, align 4, !tbaa !9
  %664 = insertelement <2 x i32> poison, i32 %661, i64 0
  %665 = insertelement <2 x i32> %664, i32 %663, i64 1
  %666 = sitofp <2 x i32> %665 to <2 x double>
  %667 = insertelement <2 x double> poison, double %660, i64 0
  %668 = insertelement <2 x double> %667, double %662, i64 1
  %669 = fmul <2 x double> %668, %666
  %670 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %668, <2 x double> %668, <2 x double> %669)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #18
  %671 = shufflevector <2 x double> %670, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %672 = fsub <2 x double> %670, %671
  %673 = extractelement <2 x double> %672, i64 0
  %674 = fdiv double %673, %634
  %675 = tail call double @llvm.fabs.f64(double %674)
  %676 = fcmp ogt double %675, 1.000000e+00
  %677 = select i1 %676, double %675, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  store volatile double %659, ptr %114, align 8, !tbaa !5
  %678 = load volatile double, ptr %114, align 8, !tbaa !5
  %679 = tail call double @llvm.fabs.f64(double %678)
  %680 = fcmp ueq double %679, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  br i1 %680, label %692, label %681

681:                                              ; preds = %658
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  store volatile double %674, ptr %113, align 8, !tbaa !5
  %682 = load volatile double, ptr %113, align 8, !tbaa !5
  %683 = tail call double @llvm.fabs.f64(double %682)
  %684 = fcmp ueq double %683, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  br i1 %684, label %692, label %685

685:                                              ; preds = %681
  %686 = fsub double %659, %674
  %687 = tail call double @llvm.fabs.f64(double %686)
  %688 = fmul double %677, 0x3EB0C6F7A0B5ED8D
  %689 = fcmp ole double %687, %688
  %690 = select i1 %689, ptr @.str.39, ptr @.str.40
  %691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %612, double noundef %659, double noundef %674, ptr noundef nonnull %690)
  br i1 %689, label %697, label %694

692:                                              ; preds = %681, %658
  %693 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.13, double noundef %612, double noundef %659, double noundef %674, ptr noundef nonnull @.str.40)
  br label %694

694:                                              ; preds = %692, %685
  %695 = load i32, ptr @n_fail, align 4, !tbaa !9
  %696 = add nsw i32 %695, 1
  store i32 %696, ptr @n_fail, align 4, !tbaa !9
  br label %697

697:                                              ; preds = %685, %694
  switch i32 %604, label %698 [
    i32 5, label %780
    i32 4, label %780
    i32 0, label %780
  ]

698:                                              ; preds = %697
  %699 = fptrunc double %612 to float
  %700 = fpext float %699 to double
  %701 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_frexp, double noundef %700) #18
  %702 = fpext float %701 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #18
  %703 = call double @frexp(double noundef %618, ptr noundef nonnull %3) #18
  %704 = load i32, ptr %3, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #18
  %705 = call double @frexp(double noundef %619, ptr noundef nonnull %4) #18
  %706 = load i32, ptr %4, align 4, !tbaa !9
  %707 = insertelement <2 x i32> poison, i32 %704, i64 0
  %708 = insertelement <2 x i32> %707, i32 %706, i64 1
  %709 = sitofp <2 x i32> %708 to <2 x double>
  %710 = insertelement <2 x double> poison, double %703, i64 0
  %711 = insertelement <2 x double> %710, double %705, i64 1
  %712 = fmul <2 x double> %711, %709
  %713 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %711, <2 x double> %711, <2 x double> %712)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #18
  %714 = shufflevector <2 x double> %713, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %715 = fsub <2 x double> %713, %714
  %716 = extractelement <2 x double> %715, i64 0
  %717 = fdiv double %716, %634
  %718 = tail call double @llvm.fabs.f64(double %717)
  %719 = fcmp ogt double %718, 1.000000e+00
  %720 = select i1 %719, double %718, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  store volatile double %702, ptr %112, align 8, !tbaa !5
  %721 = load volatile double, ptr %112, align 8, !tbaa !5
  %722 = tail call double @llvm.fabs.f64(double %721)
  %723 = fcmp ueq double %722, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112)
  br i1 %723, label %735, label %724

724:                                              ; preds = %698
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  store volatile double %717, ptr %111, align 8, !tbaa !5
  %725 = load volatile double, ptr %111, align 8, !tbaa !5
  %726 = tail call double @llvm.fabs.f64(double %725)
  %727 = fcmp ueq double %726, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  br i1 %727, label %735, label %728

728:                                              ; preds = %724
  %729 = fsub double %702, %717
  %730 = tail call double @llvm.fabs.f64(double %729)
  %731 = fmul double %720, 1.000000e-04
  %732 = fcmp ole double %730, %731
  %733 = select i1 %732, ptr @.str.39, ptr @.str.40
  %734 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %612, double noundef %702, double noundef %717, ptr noundef nonnull %733)
  br i1 %732, label %740, label %737

735:                                              ; preds = %724, %698
  %736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.14, double noundef %612, double noundef %702, double noundef %717, ptr noundef nonnull @.str.40)
  br label %737

737:                                              ; preds = %735, %728
  %738 = load i32, ptr @n_fail, align 4, !tbaa !9
  %739 = add nsw i32 %738, 1
  store i32 %739, ptr @n_fail, align 4, !tbaa !9
  br label %740

740:                                              ; preds = %728, %737
  %741 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_frexp, double noundef %700, double noundef 1.000000e+00) #18
  %742 = fpext float %741 to double
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #18
  %743 = call double @frexp(double noundef %618, ptr noundef nonnull %1) #18
  %744 = load i32, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #18
  %745 = call double @frexp(double noundef %619, ptr noundef nonnull %2) #18
  %746 = load i32, ptr %2, align 4, !tbaa !9
  %747 = insertelement <2 x i32> poison, i32 %744, i64 0
  %748 = insertelement <2 x i32> %747, i32 %746, i64 1
  %749 = sitofp <2 x i32> %748 to <2 x double>
  %750 = insertelement <2 x double> poison, double %743, i64 0
  %751 = insertelement <2 x double> %750, double %745, i64 1
  %752 = fmul <2 x double> %751, %749
  %753 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %751, <2 x double> %751, <2 x double> %752)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #18
  %754 = shufflevector <2 x double> %753, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %755 = fsub <2 x double> %753, %754
  %756 = extractelement <2 x double> %755, i64 0
  %757 = fdiv double %756, %634
  %758 = tail call double @llvm.fabs.f64(double %757)
  %759 = fcmp ogt double %758, 1.000000e+00
  %760 = select i1 %759, double %758, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  store volatile double %742, ptr %110, align 8, !tbaa !5
  %761 = load volatile double, ptr %110, align 8, !tbaa !5
  %762 = tail call double @llvm.fabs.f64(double %761)
  %763 = fcmp ueq double %762, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  br i1 %763, label %775, label %764

764:                                              ; preds = %740
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109)
  store volatile double %757, ptr %109, align 8, !tbaa !5
  %765 = load volatile double, ptr %109, align 8, !tbaa !5
  %766 = tail call double @llvm.fabs.f64(double %765)
  %767 = fcmp ueq double %766, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109)
  br i1 %767, label %775, label %768

768:                                              ; preds = %764
  %769 = fsub double %742, %757
  %770 = tail call double @llvm.fabs.f64(double %769)
  %771 = fmul double %760, 1.000000e-04
  %772 = fcmp ole double %770, %771
  %773 = select i1 %772, ptr @.str.39, ptr @.str.40
  %774 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %612, double noundef %742, double noundef %757, ptr noundef nonnull %773)
  br i1 %772, label %780, label %777

775:                                              ; preds = %764, %740
  %776 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.15, double noundef %612, double noundef %742, double noundef %757, ptr noundef nonnull @.str.40)
  br label %777

777:                                              ; preds = %775, %768
  %778 = load i32, ptr @n_fail, align 4, !tbaa !9
  %779 = add nsw i32 %778, 1
  store i32 %779, ptr @n_fail, align 4, !tbaa !9
  br label %780

780:                                              ; preds = %777, %768, %697, %697, %697
  %781 = add nsw i32 %609, 2
  %782 = icmp slt i32 %609, 0
  br i1 %782, label %608, label %605, !llvm.loop !15

783:                                              ; preds = %605, %1036
  %784 = phi i64 [ %1037, %1036 ], [ 0, %605 ]
  %785 = getelementptr inbounds [7 x double], ptr @main.gx, i64 0, i64 %784
  %786 = load double, ptr %785, align 8, !tbaa !5
  %787 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %786) #18
  %788 = tail call double @llvm.fabs.f64(double %786)
  %789 = fcmp one double %788, 1.000000e-03
  %790 = select i1 %789, double %788, double 1.000000e-03
  %791 = fmul double %790, 0x3EB0C6F7A0B5ED8D
  %792 = fadd double %786, %791
  %793 = fsub double %786, %791
  %794 = tail call double @lgamma(double noundef %792) #18
  %795 = tail call double @lgamma(double noundef %793) #18
  %796 = fsub double %794, %795
  %797 = fsub double %792, %793
  %798 = fdiv double %796, %797
  %799 = tail call double @llvm.fabs.f64(double %798)
  %800 = fcmp ogt double %799, 1.000000e+00
  %801 = select i1 %800, double %799, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  store volatile double %787, ptr %108, align 8, !tbaa !5
  %802 = load volatile double, ptr %108, align 8, !tbaa !5
  %803 = tail call double @llvm.fabs.f64(double %802)
  %804 = fcmp ueq double %803, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108)
  br i1 %804, label %816, label %805

805:                                              ; preds = %783
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  store volatile double %798, ptr %107, align 8, !tbaa !5
  %806 = load volatile double, ptr %107, align 8, !tbaa !5
  %807 = tail call double @llvm.fabs.f64(double %806)
  %808 = fcmp ueq double %807, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  br i1 %808, label %816, label %809

809:                                              ; preds = %805
  %810 = fsub double %787, %798
  %811 = tail call double @llvm.fabs.f64(double %810)
  %812 = fmul double %801, 0x3EB0C6F7A0B5ED8D
  %813 = fcmp ole double %811, %812
  %814 = select i1 %813, ptr @.str.39, ptr @.str.40
  %815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %786, double noundef %787, double noundef %798, ptr noundef nonnull %814)
  br i1 %813, label %821, label %818

816:                                              ; preds = %805, %783
  %817 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %786, double noundef %787, double noundef %798, ptr noundef nonnull @.str.40)
  br label %818

818:                                              ; preds = %816, %809
  %819 = load i32, ptr @n_fail, align 4, !tbaa !9
  %820 = add nsw i32 %819, 1
  store i32 %820, ptr @n_fail, align 4, !tbaa !9
  br label %821

821:                                              ; preds = %809, %818
  %822 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %786, double noundef 1.000000e+00) #18
  %823 = tail call double @lgamma(double noundef %792) #18
  %824 = tail call double @lgamma(double noundef %793) #18
  %825 = fsub double %823, %824
  %826 = fdiv double %825, %797
  %827 = tail call double @llvm.fabs.f64(double %826)
  %828 = fcmp ogt double %827, 1.000000e+00
  %829 = select i1 %828, double %827, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  store volatile double %822, ptr %106, align 8, !tbaa !5
  %830 = load volatile double, ptr %106, align 8, !tbaa !5
  %831 = tail call double @llvm.fabs.f64(double %830)
  %832 = fcmp ueq double %831, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  br i1 %832, label %844, label %833

833:                                              ; preds = %821
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  store volatile double %826, ptr %105, align 8, !tbaa !5
  %834 = load volatile double, ptr %105, align 8, !tbaa !5
  %835 = tail call double @llvm.fabs.f64(double %834)
  %836 = fcmp ueq double %835, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  br i1 %836, label %844, label %837

837:                                              ; preds = %833
  %838 = fsub double %822, %826
  %839 = tail call double @llvm.fabs.f64(double %838)
  %840 = fmul double %829, 0x3EB0C6F7A0B5ED8D
  %841 = fcmp ole double %839, %840
  %842 = select i1 %841, ptr @.str.39, ptr @.str.40
  %843 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %786, double noundef %822, double noundef %826, ptr noundef nonnull %842)
  br i1 %841, label %849, label %846

844:                                              ; preds = %833, %821
  %845 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %786, double noundef %822, double noundef %826, ptr noundef nonnull @.str.40)
  br label %846

846:                                              ; preds = %844, %837
  %847 = load i32, ptr @n_fail, align 4, !tbaa !9
  %848 = add nsw i32 %847, 1
  store i32 %848, ptr @n_fail, align 4, !tbaa !9
  br label %849

849:                                              ; preds = %837, %846
  %850 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_tgamma, double noundef %786) #18
  %851 = tail call double @tgamma(double noundef %792) #18
  %852 = fmul double %792, %851
  %853 = tail call double @tgamma(double noundef %793) #18
  %854 = fmul double %793, %853
  %855 = fsub double %852, %854
  %856 = fdiv double %855, %797
  %857 = tail call double @llvm.fabs.f64(double %856)
  %858 = fcmp ogt double %857, 1.000000e+00
  %859 = select i1 %858, double %857, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  store volatile double %850, ptr %104, align 8, !tbaa !5
  %860 = load volatile double, ptr %104, align 8, !tbaa !5
  %861 = tail call double @llvm.fabs.f64(double %860)
  %862 = fcmp ueq double %861, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  br i1 %862, label %874, label %863

863:                                              ; preds = %849
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  store volatile double %856, ptr %103, align 8, !tbaa !5
  %864 = load volatile double, ptr %103, align 8, !tbaa !5
  %865 = tail call double @llvm.fabs.f64(double %864)
  %866 = fcmp ueq double %865, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  br i1 %866, label %874, label %867

867:                                              ; preds = %863
  %868 = fsub double %850, %856
  %869 = tail call double @llvm.fabs.f64(double %868)
  %870 = fmul double %859, 0x3EB0C6F7A0B5ED8D
  %871 = fcmp ole double %869, %870
  %872 = select i1 %871, ptr @.str.39, ptr @.str.40
  %873 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %786, double noundef %850, double noundef %856, ptr noundef nonnull %872)
  br i1 %871, label %879, label %876

874:                                              ; preds = %863, %849
  %875 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.18, double noundef %786, double noundef %850, double noundef %856, ptr noundef nonnull @.str.40)
  br label %876

876:                                              ; preds = %874, %867
  %877 = load i32, ptr @n_fail, align 4, !tbaa !9
  %878 = add nsw i32 %877, 1
  store i32 %878, ptr @n_fail, align 4, !tbaa !9
  br label %879

879:                                              ; preds = %867, %876
  %880 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tgamma, double noundef %786, double noundef 1.000000e+00) #18
  %881 = tail call double @tgamma(double noundef %792) #18
  %882 = fmul double %792, %881
  %883 = tail call double @tgamma(double noundef %793) #18
  %884 = fmul double %793, %883
  %885 = fsub double %882, %884
  %886 = fdiv double %885, %797
  %887 = tail call double @llvm.fabs.f64(double %886)
  %888 = fcmp ogt double %887, 1.000000e+00
  %889 = select i1 %888, double %887, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  store volatile double %880, ptr %102, align 8, !tbaa !5
  %890 = load volatile double, ptr %102, align 8, !tbaa !5
  %891 = tail call double @llvm.fabs.f64(double %890)
  %892 = fcmp ueq double %891, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102)
  br i1 %892, label %904, label %893

893:                                              ; preds = %879
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101)
  store volatile double %886, ptr %101, align 8, !tbaa !5
  %894 = load volatile double, ptr %101, align 8, !tbaa !5
  %895 = tail call double @llvm.fabs.f64(double %894)
  %896 = fcmp ueq double %895, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101)
  br i1 %896, label %904, label %897

897:                                              ; preds = %893
  %898 = fsub double %880, %886
  %899 = tail call double @llvm.fabs.f64(double %898)
  %900 = fmul double %889, 0x3EB0C6F7A0B5ED8D
  %901 = fcmp ole double %899, %900
  %902 = select i1 %901, ptr @.str.39, ptr @.str.40
  %903 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %786, double noundef %880, double noundef %886, ptr noundef nonnull %902)
  br i1 %901, label %909, label %906

904:                                              ; preds = %893, %879
  %905 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.19, double noundef %786, double noundef %880, double noundef %886, ptr noundef nonnull @.str.40)
  br label %906

906:                                              ; preds = %904, %897
  %907 = load i32, ptr @n_fail, align 4, !tbaa !9
  %908 = add nsw i32 %907, 1
  store i32 %908, ptr @n_fail, align 4, !tbaa !9
  br label %909

909:                                              ; preds = %897, %906
  %910 = icmp eq i64 %784, 6
  br i1 %910, label %1038, label %911

911:                                              ; preds = %909
  %912 = fptrunc double %786 to float
  %913 = fpext float %912 to double
  %914 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_lgamma, double noundef %913) #18
  %915 = fpext float %914 to double
  %916 = tail call double @llvm.fabs.f64(double %913)
  %917 = fcmp one double %916, 1.000000e-03
  %918 = select i1 %917, double %916, double 1.000000e-03
  %919 = fmul double %918, 0x3EB0C6F7A0B5ED8D
  %920 = fadd double %919, %913
  %921 = fsub double %913, %919
  %922 = tail call double @lgamma(double noundef %920) #18
  %923 = tail call double @lgamma(double noundef %921) #18
  %924 = fsub double %922, %923
  %925 = fsub double %920, %921
  %926 = fdiv double %924, %925
  %927 = tail call double @llvm.fabs.f64(double %926)
  %928 = fcmp ogt double %927, 1.000000e+00
  %929 = select i1 %928, double %927, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  store volatile double %915, ptr %100, align 8, !tbaa !5
  %930 = load volatile double, ptr %100, align 8, !tbaa !5
  %931 = tail call double @llvm.fabs.f64(double %930)
  %932 = fcmp ueq double %931, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  br i1 %932, label %944, label %933

933:                                              ; preds = %911
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  store volatile double %926, ptr %99, align 8, !tbaa !5
  %934 = load volatile double, ptr %99, align 8, !tbaa !5
  %935 = tail call double @llvm.fabs.f64(double %934)
  %936 = fcmp ueq double %935, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  br i1 %936, label %944, label %937

937:                                              ; preds = %933
  %938 = fsub double %915, %926
  %939 = tail call double @llvm.fabs.f64(double %938)
  %940 = fmul double %929, 1.000000e-04
  %941 = fcmp ole double %939, %940
  %942 = select i1 %941, ptr @.str.39, ptr @.str.40
  %943 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %786, double noundef %915, double noundef %926, ptr noundef nonnull %942)
  br i1 %941, label %949, label %946

944:                                              ; preds = %933, %911
  %945 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.20, double noundef %786, double noundef %915, double noundef %926, ptr noundef nonnull @.str.40)
  br label %946

946:                                              ; preds = %944, %937
  %947 = load i32, ptr @n_fail, align 4, !tbaa !9
  %948 = add nsw i32 %947, 1
  store i32 %948, ptr @n_fail, align 4, !tbaa !9
  br label %949

949:                                              ; preds = %937, %946
  %950 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_lgamma, double noundef %913, double noundef 1.000000e+00) #18
  %951 = fpext float %950 to double
  %952 = tail call double @lgamma(double noundef %920) #18
  %953 = tail call double @lgamma(double noundef %921) #18
  %954 = fsub double %952, %953
  %955 = fdiv double %954, %925
  %956 = tail call double @llvm.fabs.f64(double %955)
  %957 = fcmp ogt double %956, 1.000000e+00
  %958 = select i1 %957, double %956, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  store volatile double %951, ptr %98, align 8, !tbaa !5
  %959 = load volatile double, ptr %98, align 8, !tbaa !5
  %960 = tail call double @llvm.fabs.f64(double %959)
  %961 = fcmp ueq double %960, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  br i1 %961, label %973, label %962

962:                                              ; preds = %949
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  store volatile double %955, ptr %97, align 8, !tbaa !5
  %963 = load volatile double, ptr %97, align 8, !tbaa !5
  %964 = tail call double @llvm.fabs.f64(double %963)
  %965 = fcmp ueq double %964, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  br i1 %965, label %973, label %966

966:                                              ; preds = %962
  %967 = fsub double %951, %955
  %968 = tail call double @llvm.fabs.f64(double %967)
  %969 = fmul double %958, 1.000000e-04
  %970 = fcmp ole double %968, %969
  %971 = select i1 %970, ptr @.str.39, ptr @.str.40
  %972 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %786, double noundef %951, double noundef %955, ptr noundef nonnull %971)
  br i1 %970, label %978, label %975

973:                                              ; preds = %962, %949
  %974 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.21, double noundef %786, double noundef %951, double noundef %955, ptr noundef nonnull @.str.40)
  br label %975

975:                                              ; preds = %973, %966
  %976 = load i32, ptr @n_fail, align 4, !tbaa !9
  %977 = add nsw i32 %976, 1
  store i32 %977, ptr @n_fail, align 4, !tbaa !9
  br label %978

978:                                              ; preds = %966, %975
  %979 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_tgamma, double noundef %913) #18
  %980 = fpext float %979 to double
  %981 = tail call double @tgamma(double noundef %920) #18
  %982 = tail call double @tgamma(double noundef %921) #18
  %983 = fsub double %981, %982
  %984 = fdiv double %983, %925
  %985 = tail call double @llvm.fabs.f64(double %984)
  %986 = fcmp ogt double %985, 1.000000e+00
  %987 = select i1 %986, double %985, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  store volatile double %980, ptr %96, align 8, !tbaa !5
  %988 = load volatile double, ptr %96, align 8, !tbaa !5
  %989 = tail call double @llvm.fabs.f64(double %988)
  %990 = fcmp ueq double %989, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  br i1 %990, label %1002, label %991

991:                                              ; preds = %978
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  store volatile double %984, ptr %95, align 8, !tbaa !5
  %992 = load volatile double, ptr %95, align 8, !tbaa !5
  %993 = tail call double @llvm.fabs.f64(double %992)
  %994 = fcmp ueq double %993, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  br i1 %994, label %1002, label %995

995:                                              ; preds = %991
  %996 = fsub double %980, %984
  %997 = tail call double @llvm.fabs.f64(double %996)
  %998 = fmul double %987, 1.000000e-04
  %999 = fcmp ole double %997, %998
  %1000 = select i1 %999, ptr @.str.39, ptr @.str.40
  %1001 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %786, double noundef %980, double noundef %984, ptr noundef nonnull %1000)
  br i1 %999, label %1007, label %1004

1002:                                             ; preds = %991, %978
  %1003 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.22, double noundef %786, double noundef %980, double noundef %984, ptr noundef nonnull @.str.40)
  br label %1004

1004:                                             ; preds = %1002, %995
  %1005 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1006 = add nsw i32 %1005, 1
  store i32 %1006, ptr @n_fail, align 4, !tbaa !9
  br label %1007

1007:                                             ; preds = %995, %1004
  %1008 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_tgamma, double noundef %913, double noundef 1.000000e+00) #18
  %1009 = fpext float %1008 to double
  %1010 = tail call double @tgamma(double noundef %920) #18
  %1011 = tail call double @tgamma(double noundef %921) #18
  %1012 = fsub double %1010, %1011
  %1013 = fdiv double %1012, %925
  %1014 = tail call double @llvm.fabs.f64(double %1013)
  %1015 = fcmp ogt double %1014, 1.000000e+00
  %1016 = select i1 %1015, double %1014, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  store volatile double %1009, ptr %94, align 8, !tbaa !5
  %1017 = load volatile double, ptr %94, align 8, !tbaa !5
  %1018 = tail call double @llvm.fabs.f64(double %1017)
  %1019 = fcmp ueq double %1018, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  br i1 %1019, label %1031, label %1020

1020:                                             ; preds = %1007
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  store volatile double %1013, ptr %93, align 8, !tbaa !5
  %1021 = load volatile double, ptr %93, align 8, !tbaa !5
  %1022 = tail call double @llvm.fabs.f64(double %1021)
  %1023 = fcmp ueq double %1022, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  br i1 %1023, label %1031, label %1024

1024:                                             ; preds = %1020
  %1025 = fsub double %1009, %1013
  %1026 = tail call double @llvm.fabs.f64(double %1025)
  %1027 = fmul double %1016, 1.000000e-04
  %1028 = fcmp ole double %1026, %1027
  %1029 = select i1 %1028, ptr @.str.39, ptr @.str.40
  %1030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %786, double noundef %1009, double noundef %1013, ptr noundef nonnull %1029)
  br i1 %1028, label %1036, label %1033

1031:                                             ; preds = %1020, %1007
  %1032 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.23, double noundef %786, double noundef %1009, double noundef %1013, ptr noundef nonnull @.str.40)
  br label %1033

1033:                                             ; preds = %1031, %1024
  %1034 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1035 = add nsw i32 %1034, 1
  store i32 %1035, ptr @n_fail, align 4, !tbaa !9
  br label %1036

1036:                                             ; preds = %1033, %1024
  %1037 = add nuw nsw i64 %784, 1
  br label %783

1038:                                             ; preds = %909, %1170
  %1039 = phi i1 [ true, %1170 ], [ false, %909 ]
  %1040 = phi i1 [ false, %1170 ], [ true, %909 ]
  %1041 = phi i32 [ 12, %1170 ], [ 1, %909 ]
  %1042 = uitofp nneg i32 %1041 to double
  %1043 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1042) #18
  br i1 %1039, label %1044, label %1082

1044:                                             ; preds = %1038
  %1045 = add nsw i32 %1041, -1
  %1046 = and i32 %1045, 3
  %1047 = and i32 %1045, -4
  br label %1048

1048:                                             ; preds = %1048, %1044
  %1049 = phi i32 [ 1, %1044 ], [ %1067, %1048 ]
  %1050 = phi double [ 0xBFE2788CFC6FB619, %1044 ], [ %1066, %1048 ]
  %1051 = phi i32 [ 0, %1044 ], [ %1068, %1048 ]
  %1052 = uitofp nneg i32 %1049 to double
  %1053 = fdiv double 1.000000e+00, %1052
  %1054 = fadd double %1050, %1053
  %1055 = add nuw nsw i32 %1049, 1
  %1056 = uitofp nneg i32 %1055 to double
  %1057 = fdiv double 1.000000e+00, %1056
  %1058 = fadd double %1054, %1057
  %1059 = add nuw nsw i32 %1049, 2
  %1060 = uitofp nneg i32 %1059 to double
  %1061 = fdiv double 1.000000e+00, %1060
  %1062 = fadd double %1058, %1061
  %1063 = add nuw nsw i32 %1049, 3
  %1064 = uitofp nneg i32 %1063 to double
  %1065 = fdiv double 1.000000e+00, %1064
  %1066 = fadd double %1062, %1065
  %1067 = add nuw nsw i32 %1049, 4
  %1068 = add i32 %1051, 4
  %1069 = icmp eq i32 %1068, %1047
  br i1 %1069, label %1070, label %1048, !llvm.loop !16

1070:                                             ; preds = %1048
  %1071 = icmp eq i32 %1046, 0
  br i1 %1071, label %1082, label %1072

1072:                                             ; preds = %1070, %1072
  %1073 = phi i32 [ %1079, %1072 ], [ %1067, %1070 ]
  %1074 = phi double [ %1078, %1072 ], [ %1066, %1070 ]
  %1075 = phi i32 [ %1080, %1072 ], [ 0, %1070 ]
  %1076 = uitofp nneg i32 %1073 to double
  %1077 = fdiv double 1.000000e+00, %1076
  %1078 = fadd double %1074, %1077
  %1079 = add nuw nsw i32 %1073, 1
  %1080 = add i32 %1075, 1
  %1081 = icmp eq i32 %1080, %1046
  br i1 %1081, label %1082, label %1072, !llvm.loop !17

1082:                                             ; preds = %1070, %1072, %1038
  %1083 = phi double [ 0xBFE2788CFC6FB619, %1038 ], [ %1066, %1070 ], [ %1078, %1072 ]
  %1084 = tail call double @llvm.fabs.f64(double %1083)
  %1085 = fcmp ogt double %1084, 1.000000e+00
  %1086 = select i1 %1085, double %1084, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  store volatile double %1043, ptr %92, align 8, !tbaa !5
  %1087 = load volatile double, ptr %92, align 8, !tbaa !5
  %1088 = tail call double @llvm.fabs.f64(double %1087)
  %1089 = fcmp ueq double %1088, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  br i1 %1089, label %1101, label %1090

1090:                                             ; preds = %1082
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  store volatile double %1083, ptr %91, align 8, !tbaa !5
  %1091 = load volatile double, ptr %91, align 8, !tbaa !5
  %1092 = tail call double @llvm.fabs.f64(double %1091)
  %1093 = fcmp ueq double %1092, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91)
  br i1 %1093, label %1101, label %1094

1094:                                             ; preds = %1090
  %1095 = fsub double %1043, %1083
  %1096 = tail call double @llvm.fabs.f64(double %1095)
  %1097 = fmul double %1086, 0x3D06849B86A12B9B
  %1098 = fcmp ole double %1096, %1097
  %1099 = select i1 %1098, ptr @.str.39, ptr @.str.40
  %1100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1042, double noundef %1043, double noundef %1083, ptr noundef nonnull %1099)
  br i1 %1098, label %1106, label %1103

1101:                                             ; preds = %1090, %1082
  %1102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1042, double noundef %1043, double noundef %1083, ptr noundef nonnull @.str.40)
  br label %1103

1103:                                             ; preds = %1101, %1094
  %1104 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1105 = add nsw i32 %1104, 1
  store i32 %1105, ptr @n_fail, align 4, !tbaa !9
  br label %1106

1106:                                             ; preds = %1094, %1103
  %1107 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1042, double noundef 1.000000e+00) #18
  br i1 %1039, label %1108, label %1146

1108:                                             ; preds = %1106
  %1109 = add nsw i32 %1041, -1
  %1110 = and i32 %1109, 3
  %1111 = and i32 %1109, -4
  br label %1112

1112:                                             ; preds = %1112, %1108
  %1113 = phi i32 [ 1, %1108 ], [ %1131, %1112 ]
  %1114 = phi double [ 0xBFE2788CFC6FB619, %1108 ], [ %1130, %1112 ]
  %1115 = phi i32 [ 0, %1108 ], [ %1132, %1112 ]
  %1116 = uitofp nneg i32 %1113 to double
  %1117 = fdiv double 1.000000e+00, %1116
  %1118 = fadd double %1114, %1117
  %1119 = add nuw nsw i32 %1113, 1
  %1120 = uitofp nneg i32 %1119 to double
  %1121 = fdiv double 1.000000e+00, %1120
  %1122 = fadd double %1118, %1121
  %1123 = add nuw nsw i32 %1113, 2
  %1124 = uitofp nneg i32 %1123 to double
  %1125 = fdiv double 1.000000e+00, %1124
  %1126 = fadd double %1122, %1125
  %1127 = add nuw nsw i32 %1113, 3
  %1128 = uitofp nneg i32 %1127 to double
  %1129 = fdiv double 1.000000e+00, %1128
  %1130 = fadd double %1126, %1129
  %1131 = add nuw nsw i32 %1113, 4
  %1132 = add i32 %1115, 4
  %1133 = icmp eq i32 %1132, %1111
  br i1 %1133, label %1134, label %1112, !llvm.loop !16

1134:                                             ; preds = %1112
  %1135 = icmp eq i32 %1110, 0
  br i1 %1135, label %1146, label %1136

1136:                                             ; preds = %1134, %1136
  %1137 = phi i32 [ %1143, %1136 ], [ %1131, %1134 ]
  %1138 = phi double [ %1142, %1136 ], [ %1130, %1134 ]
  %1139 = phi i32 [ %1144, %1136 ], [ 0, %1134 ]
  %1140 = uitofp nneg i32 %1137 to double
  %1141 = fdiv double 1.000000e+00, %1140
  %1142 = fadd double %1138, %1141
  %1143 = add nuw nsw i32 %1137, 1
  %1144 = add i32 %1139, 1
  %1145 = icmp eq i32 %1144, %1110
  br i1 %1145, label %1146, label %1136, !llvm.loop !19

1146:                                             ; preds = %1134, %1136, %1106
  %1147 = phi double [ 0xBFE2788CFC6FB619, %1106 ], [ %1130, %1134 ], [ %1142, %1136 ]
  %1148 = tail call double @llvm.fabs.f64(double %1147)
  %1149 = fcmp ogt double %1148, 1.000000e+00
  %1150 = select i1 %1149, double %1148, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  store volatile double %1107, ptr %90, align 8, !tbaa !5
  %1151 = load volatile double, ptr %90, align 8, !tbaa !5
  %1152 = tail call double @llvm.fabs.f64(double %1151)
  %1153 = fcmp ueq double %1152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  br i1 %1153, label %1165, label %1154

1154:                                             ; preds = %1146
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  store volatile double %1147, ptr %89, align 8, !tbaa !5
  %1155 = load volatile double, ptr %89, align 8, !tbaa !5
  %1156 = tail call double @llvm.fabs.f64(double %1155)
  %1157 = fcmp ueq double %1156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  br i1 %1157, label %1165, label %1158

1158:                                             ; preds = %1154
  %1159 = fsub double %1107, %1147
  %1160 = tail call double @llvm.fabs.f64(double %1159)
  %1161 = fmul double %1150, 0x3D06849B86A12B9B
  %1162 = fcmp ole double %1160, %1161
  %1163 = select i1 %1162, ptr @.str.39, ptr @.str.40
  %1164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1042, double noundef %1107, double noundef %1147, ptr noundef nonnull %1163)
  br i1 %1162, label %1170, label %1167

1165:                                             ; preds = %1154, %1146
  %1166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1042, double noundef %1107, double noundef %1147, ptr noundef nonnull @.str.40)
  br label %1167

1167:                                             ; preds = %1165, %1158
  %1168 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1169 = add nsw i32 %1168, 1
  store i32 %1169, ptr @n_fail, align 4, !tbaa !9
  br label %1170

1170:                                             ; preds = %1158, %1167
  br i1 %1040, label %1038, label %1171, !llvm.loop !20

1171:                                             ; preds = %1170, %1296
  %1172 = phi i32 [ %1297, %1296 ], [ 0, %1170 ]
  %1173 = uitofp nneg i32 %1172 to double
  %1174 = fadd double %1173, 5.000000e-01
  %1175 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1174) #18
  %1176 = icmp eq i32 %1172, 0
  br i1 %1176, label %1181, label %1177

1177:                                             ; preds = %1171
  switch i32 %1172, label %1178 [
    i32 3, label %1181
    i32 4, label %1179
    i32 5, label %1180
  ]

1178:                                             ; preds = %1177
  br label %1181

1179:                                             ; preds = %1177
  br label %1181

1180:                                             ; preds = %1177
  br label %1181

1181:                                             ; preds = %1178, %1179, %1180, %1177, %1171
  %1182 = phi double [ 0xBFFF6A897D3214FC, %1171 ], [ 0x3FF1A68793DEFC15, %1177 ], [ 0x3FFCAFC3CA8B2107, %1178 ], [ 0x3FF638D0B871453A, %1179 ], [ 0x3FF9C7099BFF7E1E, %1180 ]
  %1183 = tail call double @llvm.fabs.f64(double %1182)
  %1184 = fcmp ogt double %1183, 1.000000e+00
  %1185 = select i1 %1184, double %1183, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  store volatile double %1175, ptr %88, align 8, !tbaa !5
  %1186 = load volatile double, ptr %88, align 8, !tbaa !5
  %1187 = tail call double @llvm.fabs.f64(double %1186)
  %1188 = fcmp ueq double %1187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  br i1 %1188, label %1200, label %1189

1189:                                             ; preds = %1181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  store volatile double %1182, ptr %87, align 8, !tbaa !5
  %1190 = load volatile double, ptr %87, align 8, !tbaa !5
  %1191 = tail call double @llvm.fabs.f64(double %1190)
  %1192 = fcmp ueq double %1191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  br i1 %1192, label %1200, label %1193

1193:                                             ; preds = %1189
  %1194 = fsub double %1175, %1182
  %1195 = tail call double @llvm.fabs.f64(double %1194)
  %1196 = fmul double %1185, 0x3D06849B86A12B9B
  %1197 = fcmp ole double %1195, %1196
  %1198 = select i1 %1197, ptr @.str.39, ptr @.str.40
  %1199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1174, double noundef %1175, double noundef %1182, ptr noundef nonnull %1198)
  br i1 %1197, label %1205, label %1202

1200:                                             ; preds = %1189, %1181
  %1201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1174, double noundef %1175, double noundef %1182, ptr noundef nonnull @.str.40)
  br label %1202

1202:                                             ; preds = %1200, %1193
  %1203 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1204 = add nsw i32 %1203, 1
  store i32 %1204, ptr @n_fail, align 4, !tbaa !9
  br label %1205

1205:                                             ; preds = %1193, %1202
  %1206 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1174, double noundef 1.000000e+00) #18
  br i1 %1176, label %1211, label %1207

1207:                                             ; preds = %1205
  switch i32 %1172, label %1208 [
    i32 3, label %1211
    i32 4, label %1209
    i32 5, label %1210
  ]

1208:                                             ; preds = %1207
  br label %1211

1209:                                             ; preds = %1207
  br label %1211

1210:                                             ; preds = %1207
  br label %1211

1211:                                             ; preds = %1208, %1209, %1210, %1207, %1205
  %1212 = phi double [ 0xBFFF6A897D3214FC, %1205 ], [ 0x3FF1A68793DEFC15, %1207 ], [ 0x3FFCAFC3CA8B2107, %1208 ], [ 0x3FF638D0B871453A, %1209 ], [ 0x3FF9C7099BFF7E1E, %1210 ]
  %1213 = tail call double @llvm.fabs.f64(double %1212)
  %1214 = fcmp ogt double %1213, 1.000000e+00
  %1215 = select i1 %1214, double %1213, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  store volatile double %1206, ptr %86, align 8, !tbaa !5
  %1216 = load volatile double, ptr %86, align 8, !tbaa !5
  %1217 = tail call double @llvm.fabs.f64(double %1216)
  %1218 = fcmp ueq double %1217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  br i1 %1218, label %1230, label %1219

1219:                                             ; preds = %1211
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  store volatile double %1212, ptr %85, align 8, !tbaa !5
  %1220 = load volatile double, ptr %85, align 8, !tbaa !5
  %1221 = tail call double @llvm.fabs.f64(double %1220)
  %1222 = fcmp ueq double %1221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  br i1 %1222, label %1230, label %1223

1223:                                             ; preds = %1219
  %1224 = fsub double %1206, %1212
  %1225 = tail call double @llvm.fabs.f64(double %1224)
  %1226 = fmul double %1215, 0x3D06849B86A12B9B
  %1227 = fcmp ole double %1225, %1226
  %1228 = select i1 %1227, ptr @.str.39, ptr @.str.40
  %1229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1174, double noundef %1206, double noundef %1212, ptr noundef nonnull %1228)
  br i1 %1227, label %1235, label %1232

1230:                                             ; preds = %1219, %1211
  %1231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1174, double noundef %1206, double noundef %1212, ptr noundef nonnull @.str.40)
  br label %1232

1232:                                             ; preds = %1230, %1223
  %1233 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1234 = add nsw i32 %1233, 1
  store i32 %1234, ptr @n_fail, align 4, !tbaa !9
  br label %1235

1235:                                             ; preds = %1223, %1232
  %1236 = fsub double 5.000000e-01, %1173
  %1237 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_lgamma, double noundef %1236) #18
  br i1 %1176, label %1242, label %1238

1238:                                             ; preds = %1235
  switch i32 %1172, label %1239 [
    i32 3, label %1242
    i32 4, label %1240
    i32 5, label %1241
  ]

1239:                                             ; preds = %1238
  br label %1242

1240:                                             ; preds = %1238
  br label %1242

1241:                                             ; preds = %1238
  br label %1242

1242:                                             ; preds = %1239, %1240, %1241, %1238, %1235
  %1243 = phi double [ 0xBFFF6A897D3214FC, %1235 ], [ 0x3FF1A68793DEFC15, %1238 ], [ 0x3FFCAFC3CA8B2107, %1239 ], [ 0x3FF638D0B871453A, %1240 ], [ 0x3FF9C7099BFF7E1E, %1241 ]
  %1244 = tail call double @llvm.fabs.f64(double %1243)
  %1245 = fcmp ogt double %1244, 1.000000e+00
  %1246 = select i1 %1245, double %1244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  store volatile double %1237, ptr %84, align 8, !tbaa !5
  %1247 = load volatile double, ptr %84, align 8, !tbaa !5
  %1248 = tail call double @llvm.fabs.f64(double %1247)
  %1249 = fcmp ueq double %1248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  br i1 %1249, label %1261, label %1250

1250:                                             ; preds = %1242
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  store volatile double %1243, ptr %83, align 8, !tbaa !5
  %1251 = load volatile double, ptr %83, align 8, !tbaa !5
  %1252 = tail call double @llvm.fabs.f64(double %1251)
  %1253 = fcmp ueq double %1252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  br i1 %1253, label %1261, label %1254

1254:                                             ; preds = %1250
  %1255 = fsub double %1237, %1243
  %1256 = tail call double @llvm.fabs.f64(double %1255)
  %1257 = fmul double %1246, 0x3D06849B86A12B9B
  %1258 = fcmp ole double %1256, %1257
  %1259 = select i1 %1258, ptr @.str.39, ptr @.str.40
  %1260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1236, double noundef %1237, double noundef %1243, ptr noundef nonnull %1259)
  br i1 %1258, label %1266, label %1263

1261:                                             ; preds = %1250, %1242
  %1262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.16, double noundef %1236, double noundef %1237, double noundef %1243, ptr noundef nonnull @.str.40)
  br label %1263

1263:                                             ; preds = %1261, %1254
  %1264 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1265 = add nsw i32 %1264, 1
  store i32 %1265, ptr @n_fail, align 4, !tbaa !9
  br label %1266

1266:                                             ; preds = %1254, %1263
  %1267 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_lgamma, double noundef %1236, double noundef 1.000000e+00) #18
  br i1 %1176, label %1272, label %1268

1268:                                             ; preds = %1266
  switch i32 %1172, label %1269 [
    i32 3, label %1272
    i32 4, label %1270
    i32 5, label %1271
  ]

1269:                                             ; preds = %1268
  br label %1272

1270:                                             ; preds = %1268
  br label %1272

1271:                                             ; preds = %1268
  br label %1272

1272:                                             ; preds = %1269, %1270, %1271, %1268, %1266
  %1273 = phi double [ 0xBFFF6A897D3214FC, %1266 ], [ 0x3FF1A68793DEFC15, %1268 ], [ 0x3FFCAFC3CA8B2107, %1269 ], [ 0x3FF638D0B871453A, %1270 ], [ 0x3FF9C7099BFF7E1E, %1271 ]
  %1274 = tail call double @llvm.fabs.f64(double %1273)
  %1275 = fcmp ogt double %1274, 1.000000e+00
  %1276 = select i1 %1275, double %1274, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  store volatile double %1267, ptr %82, align 8, !tbaa !5
  %1277 = load volatile double, ptr %82, align 8, !tbaa !5
  %1278 = tail call double @llvm.fabs.f64(double %1277)
  %1279 = fcmp ueq double %1278, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  br i1 %1279, label %1291, label %1280

1280:                                             ; preds = %1272
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  store volatile double %1273, ptr %81, align 8, !tbaa !5
  %1281 = load volatile double, ptr %81, align 8, !tbaa !5
  %1282 = tail call double @llvm.fabs.f64(double %1281)
  %1283 = fcmp ueq double %1282, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81)
  br i1 %1283, label %1291, label %1284

1284:                                             ; preds = %1280
  %1285 = fsub double %1267, %1273
  %1286 = tail call double @llvm.fabs.f64(double %1285)
  %1287 = fmul double %1276, 0x3D06849B86A12B9B
  %1288 = fcmp ole double %1286, %1287
  %1289 = select i1 %1288, ptr @.str.39, ptr @.str.40
  %1290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1236, double noundef %1267, double noundef %1273, ptr noundef nonnull %1289)
  br i1 %1288, label %1296, label %1293

1291:                                             ; preds = %1280, %1272
  %1292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.17, double noundef %1236, double noundef %1267, double noundef %1273, ptr noundef nonnull @.str.40)
  br label %1293

1293:                                             ; preds = %1291, %1284
  %1294 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1295 = add nsw i32 %1294, 1
  store i32 %1295, ptr @n_fail, align 4, !tbaa !9
  br label %1296

1296:                                             ; preds = %1284, %1293
  %1297 = add nuw nsw i32 %1172, 3
  %1298 = icmp ult i32 %1172, 5
  br i1 %1298, label %1171, label %1299, !llvm.loop !21

1299:                                             ; preds = %1296, %1456
  %1300 = phi i64 [ %1457, %1456 ], [ 0, %1296 ]
  %1301 = getelementptr inbounds [5 x double], ptr @main.rx, i64 0, i64 %1300
  %1302 = load double, ptr %1301, align 8, !tbaa !5
  %1303 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem, double noundef %1302) #18
  %1304 = tail call double @llvm.fabs.f64(double %1302)
  %1305 = fcmp one double %1304, 1.000000e-03
  %1306 = select i1 %1305, double %1304, double 1.000000e-03
  %1307 = fmul double %1306, 0x3EB0C6F7A0B5ED8D
  %1308 = fadd double %1302, %1307
  %1309 = fsub double %1302, %1307
  %1310 = fmul double %1308, %1308
  %1311 = tail call double @remainder(double noundef %1310, double noundef 0x3FE6666666666666) #18
  %1312 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1308) #18
  %1313 = tail call double @llvm.fmuladd.f64(double %1312, double %1308, double %1311)
  %1314 = fmul double %1309, %1309
  %1315 = tail call double @remainder(double noundef %1314, double noundef 0x3FE6666666666666) #18
  %1316 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1309) #18
  %1317 = tail call double @llvm.fmuladd.f64(double %1316, double %1309, double %1315)
  %1318 = fsub double %1313, %1317
  %1319 = fsub double %1308, %1309
  %1320 = fdiv double %1318, %1319
  %1321 = tail call double @llvm.fabs.f64(double %1320)
  %1322 = fcmp ogt double %1321, 1.000000e+00
  %1323 = select i1 %1322, double %1321, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  store volatile double %1303, ptr %80, align 8, !tbaa !5
  %1324 = load volatile double, ptr %80, align 8, !tbaa !5
  %1325 = tail call double @llvm.fabs.f64(double %1324)
  %1326 = fcmp ueq double %1325, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  br i1 %1326, label %1338, label %1327

1327:                                             ; preds = %1299
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  store volatile double %1320, ptr %79, align 8, !tbaa !5
  %1328 = load volatile double, ptr %79, align 8, !tbaa !5
  %1329 = tail call double @llvm.fabs.f64(double %1328)
  %1330 = fcmp ueq double %1329, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  br i1 %1330, label %1338, label %1331

1331:                                             ; preds = %1327
  %1332 = fsub double %1303, %1320
  %1333 = tail call double @llvm.fabs.f64(double %1332)
  %1334 = fmul double %1323, 0x3EB0C6F7A0B5ED8D
  %1335 = fcmp ole double %1333, %1334
  %1336 = select i1 %1335, ptr @.str.39, ptr @.str.40
  %1337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1302, double noundef %1303, double noundef %1320, ptr noundef nonnull %1336)
  br i1 %1335, label %1343, label %1340

1338:                                             ; preds = %1327, %1299
  %1339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.24, double noundef %1302, double noundef %1303, double noundef %1320, ptr noundef nonnull @.str.40)
  br label %1340

1340:                                             ; preds = %1338, %1331
  %1341 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1342 = add nsw i32 %1341, 1
  store i32 %1342, ptr @n_fail, align 4, !tbaa !9
  br label %1343

1343:                                             ; preds = %1331, %1340
  %1344 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem, double noundef %1302, double noundef 1.000000e+00) #18
  %1345 = tail call double @remainder(double noundef %1310, double noundef 0x3FE6666666666666) #18
  %1346 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1308) #18
  %1347 = tail call double @llvm.fmuladd.f64(double %1346, double %1308, double %1345)
  %1348 = tail call double @remainder(double noundef %1314, double noundef 0x3FE6666666666666) #18
  %1349 = tail call double @remainder(double noundef 5.300000e+00, double noundef %1309) #18
  %1350 = tail call double @llvm.fmuladd.f64(double %1349, double %1309, double %1348)
  %1351 = fsub double %1347, %1350
  %1352 = fdiv double %1351, %1319
  %1353 = tail call double @llvm.fabs.f64(double %1352)
  %1354 = fcmp ogt double %1353, 1.000000e+00
  %1355 = select i1 %1354, double %1353, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  store volatile double %1344, ptr %78, align 8, !tbaa !5
  %1356 = load volatile double, ptr %78, align 8, !tbaa !5
  %1357 = tail call double @llvm.fabs.f64(double %1356)
  %1358 = fcmp ueq double %1357, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  br i1 %1358, label %1370, label %1359

1359:                                             ; preds = %1343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  store volatile double %1352, ptr %77, align 8, !tbaa !5
  %1360 = load volatile double, ptr %77, align 8, !tbaa !5
  %1361 = tail call double @llvm.fabs.f64(double %1360)
  %1362 = fcmp ueq double %1361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  br i1 %1362, label %1370, label %1363

1363:                                             ; preds = %1359
  %1364 = fsub double %1344, %1352
  %1365 = tail call double @llvm.fabs.f64(double %1364)
  %1366 = fmul double %1355, 0x3EB0C6F7A0B5ED8D
  %1367 = fcmp ole double %1365, %1366
  %1368 = select i1 %1367, ptr @.str.39, ptr @.str.40
  %1369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1302, double noundef %1344, double noundef %1352, ptr noundef nonnull %1368)
  br i1 %1367, label %1375, label %1372

1370:                                             ; preds = %1359, %1343
  %1371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.25, double noundef %1302, double noundef %1344, double noundef %1352, ptr noundef nonnull @.str.40)
  br label %1372

1372:                                             ; preds = %1370, %1363
  %1373 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1374 = add nsw i32 %1373, 1
  store i32 %1374, ptr @n_fail, align 4, !tbaa !9
  br label %1375

1375:                                             ; preds = %1363, %1372
  %1376 = fptrunc double %1302 to float
  %1377 = fpext float %1376 to double
  %1378 = tail call float (ptr, ...) @__enzyme_autodiff_f(ptr noundef nonnull @g_rem, double noundef %1377) #18
  %1379 = fpext float %1378 to double
  %1380 = tail call double @llvm.fabs.f64(double %1377)
  %1381 = fcmp one double %1380, 1.000000e-03
  %1382 = select i1 %1381, double %1380, double 1.000000e-03
  %1383 = fmul double %1382, 0x3EB0C6F7A0B5ED8D
  %1384 = fadd double %1383, %1377
  %1385 = fsub double %1377, %1383
  %1386 = fmul double %1384, %1384
  %1387 = tail call double @remainder(double noundef %1386, double noundef 0x3FE6666660000000) #18
  %1388 = fmul double %1385, %1385
  %1389 = tail call double @remainder(double noundef %1388, double noundef 0x3FE6666660000000) #18
  %1390 = insertelement <2 x double> poison, double %1384, i64 0
  %1391 = insertelement <2 x double> %1390, double %1385, i64 1
  %1392 = insertelement <2 x double> poison, double %1387, i64 0
  %1393 = insertelement <2 x double> %1392, double %1389, i64 1
  %1394 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1391, <2 x double> %1391, <2 x double> %1393)
  %1395 = shufflevector <2 x double> %1394, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1396 = fsub <2 x double> %1394, %1395
  %1397 = extractelement <2 x double> %1396, i64 0
  %1398 = fsub double %1384, %1385
  %1399 = fdiv double %1397, %1398
  %1400 = tail call double @llvm.fabs.f64(double %1399)
  %1401 = fcmp ogt double %1400, 1.000000e+00
  %1402 = select i1 %1401, double %1400, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  store volatile double %1379, ptr %76, align 8, !tbaa !5
  %1403 = load volatile double, ptr %76, align 8, !tbaa !5
  %1404 = tail call double @llvm.fabs.f64(double %1403)
  %1405 = fcmp ueq double %1404, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  br i1 %1405, label %1417, label %1406

1406:                                             ; preds = %1375
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  store volatile double %1399, ptr %75, align 8, !tbaa !5
  %1407 = load volatile double, ptr %75, align 8, !tbaa !5
  %1408 = tail call double @llvm.fabs.f64(double %1407)
  %1409 = fcmp ueq double %1408, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  br i1 %1409, label %1417, label %1410

1410:                                             ; preds = %1406
  %1411 = fsub double %1379, %1399
  %1412 = tail call double @llvm.fabs.f64(double %1411)
  %1413 = fmul double %1402, 1.000000e-04
  %1414 = fcmp ole double %1412, %1413
  %1415 = select i1 %1414, ptr @.str.39, ptr @.str.40
  %1416 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1377, double noundef %1379, double noundef %1399, ptr noundef nonnull %1415)
  br i1 %1414, label %1422, label %1419

1417:                                             ; preds = %1406, %1375
  %1418 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.26, double noundef %1377, double noundef %1379, double noundef %1399, ptr noundef nonnull @.str.40)
  br label %1419

1419:                                             ; preds = %1417, %1410
  %1420 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1421 = add nsw i32 %1420, 1
  store i32 %1421, ptr @n_fail, align 4, !tbaa !9
  br label %1422

1422:                                             ; preds = %1410, %1419
  %1423 = tail call float (ptr, ...) @__enzyme_fwddiff_f(ptr noundef nonnull @g_rem, double noundef %1377, double noundef 1.000000e+00) #18
  %1424 = fpext float %1423 to double
  %1425 = tail call double @remainder(double noundef %1386, double noundef 0x3FE6666660000000) #18
  %1426 = tail call double @remainder(double noundef %1388, double noundef 0x3FE6666660000000) #18
  %1427 = insertelement <2 x double> poison, double %1425, i64 0
  %1428 = insertelement <2 x double> %1427, double %1426, i64 1
  %1429 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1391, <2 x double> %1391, <2 x double> %1428)
  %1430 = shufflevector <2 x double> %1429, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %1431 = fsub <2 x double> %1429, %1430
  %1432 = extractelement <2 x double> %1431, i64 0
  %1433 = fdiv double %1432, %1398
  %1434 = tail call double @llvm.fabs.f64(double %1433)
  %1435 = fcmp ogt double %1434, 1.000000e+00
  %1436 = select i1 %1435, double %1434, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  store volatile double %1424, ptr %74, align 8, !tbaa !5
  %1437 = load volatile double, ptr %74, align 8, !tbaa !5
  %1438 = tail call double @llvm.fabs.f64(double %1437)
  %1439 = fcmp ueq double %1438, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  br i1 %1439, label %1451, label %1440

1440:                                             ; preds = %1422
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  store volatile double %1433, ptr %73, align 8, !tbaa !5
  %1441 = load volatile double, ptr %73, align 8, !tbaa !5
  %1442 = tail call double @llvm.fabs.f64(double %1441)
  %1443 = fcmp ueq double %1442, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73)
  br i1 %1443, label %1451, label %1444

1444:                                             ; preds = %1440
  %1445 = fsub double %1424, %1433
  %1446 = tail call double @llvm.fabs.f64(double %1445)
  %1447 = fmul double %1436, 1.000000e-04
  %1448 = fcmp ole double %1446, %1447
  %1449 = select i1 %1448, ptr @.str.39, ptr @.str.40
  %1450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1377, double noundef %1424, double noundef %1433, ptr noundef nonnull %1449)
  br i1 %1448, label %1456, label %1453

1451:                                             ; preds = %1440, %1422
  %1452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.27, double noundef %1377, double noundef %1424, double noundef %1433, ptr noundef nonnull @.str.40)
  br label %1453

1453:                                             ; preds = %1451, %1444
  %1454 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1455 = add nsw i32 %1454, 1
  store i32 %1455, ptr @n_fail, align 4, !tbaa !9
  br label %1456

1456:                                             ; preds = %1444, %1453
  %1457 = add nuw nsw i64 %1300, 1
  %1458 = icmp eq i64 %1457, 5
  br i1 %1458, label %2031, label %1299, !llvm.loop !22

1459:                                             ; preds = %2258
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %59) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1460 = call double @modf(double noundef 3.700000e-01, ptr noundef nonnull %60) #18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1461 = call double @modf(double noundef 0x3FE7AE147AE147AE, ptr noundef nonnull %60) #18
  %1462 = insertelement <2 x double> poison, double %1460, i64 0
  %1463 = insertelement <2 x double> %1462, double %1461, i64 1
  %1464 = fmul <2 x double> %1463, <double 3.400000e+00, double -8.000000e-01>
  store <2 x double> %1464, ptr %59, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1465 = call double @modf(double noundef 0x3FF1C28F5C28F5C2, ptr noundef nonnull %60) #18
  %1466 = getelementptr inbounds i8, ptr %59, i64 16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #18
  %1467 = call double @modf(double noundef 1.480000e+00, ptr noundef nonnull %60) #18
  %1468 = insertelement <2 x double> poison, double %1465, i64 0
  %1469 = insertelement <2 x double> %1468, double %1467, i64 1
  %1470 = fmul <2 x double> %1469, <double 4.400000e+00, double 1.800000e+00>
  store <2 x double> %1470, ptr %1466, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %62, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1471 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %61, ptr noundef nonnull %62, double noundef 3.700000e-01, i32 noundef 4) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile double %1471, ptr %58, align 8, !tbaa !5
  %1472 = load volatile double, ptr %58, align 8, !tbaa !5
  %1473 = call double @llvm.fabs.f64(double %1472)
  %1474 = fcmp ueq double %1473, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  br i1 %1474, label %1486, label %1475

1475:                                             ; preds = %1459
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile double 0x4034F851EB851EBA, ptr %57, align 8, !tbaa !5
  %1476 = load volatile double, ptr %57, align 8, !tbaa !5
  %1477 = call double @llvm.fabs.f64(double %1476)
  %1478 = fcmp ueq double %1477, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  br i1 %1478, label %1486, label %1479

1479:                                             ; preds = %1475
  %1480 = fadd double %1471, 0xC034F851EB851EBA
  %1481 = call double @llvm.fabs.f64(double %1480)
  %1482 = fcmp ole double %1481, 0x3DB70E87BF39C6C8
  %1483 = select i1 %1482, ptr @.str.39, ptr @.str.40
  %1484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1471, double noundef 0x4034F851EB851EBA, ptr noundef nonnull %1483)
  br i1 %1482, label %1485, label %1488

1485:                                             ; preds = %1488, %1479
  br label %1510

1486:                                             ; preds = %1475, %1459
  %1487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.48, double noundef 3.700000e-01, double noundef %1471, double noundef 0x4034F851EB851EBA, ptr noundef nonnull @.str.40)
  br label %1488

1488:                                             ; preds = %1486, %1479
  %1489 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1490 = add nsw i32 %1489, 1
  store i32 %1490, ptr @n_fail, align 4, !tbaa !9
  br label %1485

1491:                                             ; preds = %1540
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %63) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %63, ptr noundef nonnull align 16 dereferenceable(32) @__const.modf_loop.v, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %61, ptr noundef nonnull align 16 dereferenceable(32) @modf_loop.p0, i64 32, i1 false), !tbaa !5
  %1492 = extractelement <2 x double> %1464, i64 0
  %1493 = call double @llvm.fmuladd.f64(double %1492, double 3.000000e-01, double 0x4034F851EB851EBA)
  %1494 = getelementptr inbounds i8, ptr %63, i64 8
  %1495 = extractelement <2 x double> %1464, i64 1
  %1496 = call double @llvm.fmuladd.f64(double %1495, double -1.100000e+00, double %1493)
  %1497 = getelementptr inbounds i8, ptr %63, i64 16
  %1498 = extractelement <2 x double> %1470, i64 0
  %1499 = call double @llvm.fmuladd.f64(double %1498, double 6.000000e-01, double %1496)
  %1500 = getelementptr inbounds i8, ptr %63, i64 24
  %1501 = extractelement <2 x double> %1470, i64 1
  %1502 = call double @llvm.fmuladd.f64(double %1501, double 2.000000e+00, double %1499)
  %1503 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_loop, ptr noundef nonnull %61, ptr noundef nonnull %63, double noundef 3.700000e-01, double noundef 1.000000e+00, i32 noundef 4) #18
  %1504 = call double @llvm.fabs.f64(double %1502)
  %1505 = fcmp ogt double %1504, 1.000000e+00
  %1506 = select i1 %1505, double %1504, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile double %1503, ptr %54, align 8, !tbaa !5
  %1507 = load volatile double, ptr %54, align 8, !tbaa !5
  %1508 = call double @llvm.fabs.f64(double %1507)
  %1509 = fcmp ueq double %1508, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  br i1 %1509, label %1554, label %1543

1510:                                             ; preds = %1485, %1540
  %1511 = phi i64 [ %1541, %1540 ], [ 0, %1485 ]
  %1512 = getelementptr inbounds [4 x double], ptr @modf_loop.p0, i64 0, i64 %1511
  %1513 = load double, ptr %1512, align 8, !tbaa !5
  %1514 = getelementptr inbounds [4 x double], ptr %62, i64 0, i64 %1511
  %1515 = load double, ptr %1514, align 8, !tbaa !5
  %1516 = getelementptr inbounds [4 x double], ptr %59, i64 0, i64 %1511
  %1517 = load double, ptr %1516, align 8, !tbaa !5
  %1518 = call double @llvm.fabs.f64(double %1517)
  %1519 = fcmp ogt double %1518, 1.000000e+00
  %1520 = select i1 %1519, double %1518, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile double %1515, ptr %56, align 8, !tbaa !5
  %1521 = load volatile double, ptr %56, align 8, !tbaa !5
  %1522 = call double @llvm.fabs.f64(double %1521)
  %1523 = fcmp ueq double %1522, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  br i1 %1523, label %1535, label %1524

1524:                                             ; preds = %1510
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile double %1517, ptr %55, align 8, !tbaa !5
  %1525 = load volatile double, ptr %55, align 8, !tbaa !5
  %1526 = call double @llvm.fabs.f64(double %1525)
  %1527 = fcmp ueq double %1526, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  br i1 %1527, label %1535, label %1528

1528:                                             ; preds = %1524
  %1529 = fsub double %1515, %1517
  %1530 = call double @llvm.fabs.f64(double %1529)
  %1531 = fmul double %1520, 0x3D719799812DEA11
  %1532 = fcmp ole double %1530, %1531
  %1533 = select i1 %1532, ptr @.str.39, ptr @.str.40
  %1534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef %1513, double noundef %1515, double noundef %1517, ptr noundef nonnull %1533)
  br i1 %1532, label %1540, label %1537

1535:                                             ; preds = %1524, %1510
  %1536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.49, double noundef %1513, double noundef %1515, double noundef %1517, ptr noundef nonnull @.str.40)
  br label %1537

1537:                                             ; preds = %1535, %1528
  %1538 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1539 = add nsw i32 %1538, 1
  store i32 %1539, ptr @n_fail, align 4, !tbaa !9
  br label %1540

1540:                                             ; preds = %1537, %1528
  %1541 = add nuw nsw i64 %1511, 1
  %1542 = icmp eq i64 %1541, 4
  br i1 %1542, label %1491, label %1510, !llvm.loop !23

1543:                                             ; preds = %1491
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile double %1502, ptr %53, align 8, !tbaa !5
  %1544 = load volatile double, ptr %53, align 8, !tbaa !5
  %1545 = call double @llvm.fabs.f64(double %1544)
  %1546 = fcmp ueq double %1545, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  br i1 %1546, label %1554, label %1547

1547:                                             ; preds = %1543
  %1548 = fsub double %1503, %1502
  %1549 = call double @llvm.fabs.f64(double %1548)
  %1550 = fmul double %1506, 0x3D719799812DEA11
  %1551 = fcmp ole double %1549, %1550
  %1552 = select i1 %1551, ptr @.str.39, ptr @.str.40
  %1553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1503, double noundef %1502, ptr noundef nonnull %1552)
  br i1 %1551, label %1559, label %1556

1554:                                             ; preds = %1543, %1491
  %1555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.50, double noundef 3.700000e-01, double noundef %1503, double noundef %1502, ptr noundef nonnull @.str.40)
  br label %1556

1556:                                             ; preds = %1554, %1547
  %1557 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1558 = add nsw i32 %1557, 1
  store i32 %1558, ptr @n_fail, align 4, !tbaa !9
  br label %1559

1559:                                             ; preds = %1556, %1547
  %1560 = load double, ptr %63, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1560, ptr %52, align 8, !tbaa !5
  %1561 = load volatile double, ptr %52, align 8, !tbaa !5
  %1562 = call double @llvm.fabs.f64(double %1561)
  %1563 = fcmp ueq double %1562, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1563, label %1572, label %1564

1564:                                             ; preds = %1559
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1565 = load volatile double, ptr %51, align 8, !tbaa !5
  %1566 = call double @llvm.fabs.f64(double %1565)
  %1567 = fcmp ueq double %1566, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1567, label %1572, label %1568

1568:                                             ; preds = %1564
  %1569 = fcmp oeq double %1560, 0.000000e+00
  %1570 = select i1 %1569, ptr @.str.39, ptr @.str.40
  %1571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1560, double noundef 0.000000e+00, ptr noundef nonnull %1570)
  br i1 %1569, label %1577, label %1574

1572:                                             ; preds = %1564, %1559
  %1573 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 1.700000e+00, double noundef %1560, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1574

1574:                                             ; preds = %1572, %1568
  %1575 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1576 = add nsw i32 %1575, 1
  store i32 %1576, ptr @n_fail, align 4, !tbaa !9
  br label %1577

1577:                                             ; preds = %1574, %1568
  %1578 = load double, ptr %1494, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1578, ptr %52, align 8, !tbaa !5
  %1579 = load volatile double, ptr %52, align 8, !tbaa !5
  %1580 = call double @llvm.fabs.f64(double %1579)
  %1581 = fcmp ueq double %1580, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1581, label %1590, label %1582

1582:                                             ; preds = %1577
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1583 = load volatile double, ptr %51, align 8, !tbaa !5
  %1584 = call double @llvm.fabs.f64(double %1583)
  %1585 = fcmp ueq double %1584, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1585, label %1590, label %1586

1586:                                             ; preds = %1582
  %1587 = fcmp oeq double %1578, 0.000000e+00
  %1588 = select i1 %1587, ptr @.str.39, ptr @.str.40
  %1589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1578, double noundef 0.000000e+00, ptr noundef nonnull %1588)
  br i1 %1587, label %1595, label %1592

1590:                                             ; preds = %1582, %1577
  %1591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef -4.000000e-01, double noundef %1578, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1592

1592:                                             ; preds = %1590, %1586
  %1593 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1594 = add nsw i32 %1593, 1
  store i32 %1594, ptr @n_fail, align 4, !tbaa !9
  br label %1595

1595:                                             ; preds = %1592, %1586
  %1596 = load double, ptr %1497, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1596, ptr %52, align 8, !tbaa !5
  %1597 = load volatile double, ptr %52, align 8, !tbaa !5
  %1598 = call double @llvm.fabs.f64(double %1597)
  %1599 = fcmp ueq double %1598, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1599, label %1608, label %1600

1600:                                             ; preds = %1595
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1601 = load volatile double, ptr %51, align 8, !tbaa !5
  %1602 = call double @llvm.fabs.f64(double %1601)
  %1603 = fcmp ueq double %1602, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1603, label %1608, label %1604

1604:                                             ; preds = %1600
  %1605 = fcmp oeq double %1596, 0.000000e+00
  %1606 = select i1 %1605, ptr @.str.39, ptr @.str.40
  %1607 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1596, double noundef 0.000000e+00, ptr noundef nonnull %1606)
  br i1 %1605, label %1613, label %1610

1608:                                             ; preds = %1600, %1595
  %1609 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 2.200000e+00, double noundef %1596, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1610

1610:                                             ; preds = %1608, %1604
  %1611 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1612 = add nsw i32 %1611, 1
  store i32 %1612, ptr @n_fail, align 4, !tbaa !9
  br label %1613

1613:                                             ; preds = %1610, %1604
  %1614 = load double, ptr %1500, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile double %1614, ptr %52, align 8, !tbaa !5
  %1615 = load volatile double, ptr %52, align 8, !tbaa !5
  %1616 = call double @llvm.fabs.f64(double %1615)
  %1617 = fcmp ueq double %1616, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  br i1 %1617, label %1626, label %1618

1618:                                             ; preds = %1613
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile double 0.000000e+00, ptr %51, align 8, !tbaa !5
  %1619 = load volatile double, ptr %51, align 8, !tbaa !5
  %1620 = call double @llvm.fabs.f64(double %1619)
  %1621 = fcmp ueq double %1620, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  br i1 %1621, label %1626, label %1622

1622:                                             ; preds = %1618
  %1623 = fcmp oeq double %1614, 0.000000e+00
  %1624 = select i1 %1623, ptr @.str.39, ptr @.str.40
  %1625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1614, double noundef 0.000000e+00, ptr noundef nonnull %1624)
  br i1 %1623, label %1631, label %1628

1626:                                             ; preds = %1618, %1613
  %1627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.51, double noundef 9.000000e-01, double noundef %1614, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1628

1628:                                             ; preds = %1626, %1622
  %1629 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1630 = add nsw i32 %1629, 1
  store i32 %1630, ptr @n_fail, align 4, !tbaa !9
  br label %1631

1631:                                             ; preds = %1628, %1622
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %63) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %59) #18
  %1632 = getelementptr inbounds i8, ptr %49, i64 8
  %1633 = getelementptr inbounds i8, ptr %50, i64 8
  %1634 = getelementptr inbounds i8, ptr %64, i64 8
  %1635 = getelementptr inbounds i8, ptr %66, i64 8
  %1636 = getelementptr inbounds i8, ptr %43, i64 16
  %1637 = getelementptr inbounds i8, ptr %43, i64 8
  %1638 = getelementptr inbounds i8, ptr %44, i64 16
  %1639 = getelementptr inbounds i8, ptr %44, i64 8
  %1640 = getelementptr inbounds i8, ptr %70, i64 16
  %1641 = getelementptr inbounds i8, ptr %70, i64 8
  %1642 = getelementptr inbounds i8, ptr %66, i64 16
  %1643 = getelementptr inbounds i8, ptr %68, i64 8
  %1644 = getelementptr inbounds i8, ptr %72, i64 8
  br label %1645

1645:                                             ; preds = %2022, %1631
  %1646 = phi i64 [ 0, %1631 ], [ %2023, %2022 ]
  %1647 = getelementptr inbounds [3 x [2 x double]], ptr @pointer_outputs.xs, i64 0, i64 %1646
  %1648 = getelementptr inbounds i8, ptr %1647, i64 8
  %1649 = load double, ptr %1647, align 16, !tbaa !5
  %1650 = load double, ptr %1648, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1651 = call double @llvm.fabs.f64(double %1649)
  %1652 = fcmp ogt double %1651, 1.000000e+00
  %1653 = select i1 %1652, double %1651, double 1.000000e+00
  %1654 = fmul double %1653, 0x3EB0C6F7A0B5ED8D
  %1655 = fadd double %1649, %1654
  %1656 = fsub double %1649, %1654
  %1657 = fmul double %1650, %1655
  store double %1657, ptr %1632, align 8, !tbaa !5
  %1658 = fmul double %1655, 3.000000e+00
  %1659 = call double @modf(double noundef %1658, ptr noundef nonnull %1632) #18
  %1660 = load double, ptr %1632, align 8, !tbaa !5
  %1661 = call double @llvm.fmuladd.f64(double %1660, double %1650, double %1659)
  %1662 = call double @sin(double noundef %1650) #18
  %1663 = fmul double %1660, %1662
  %1664 = fmul double %1650, %1656
  store double %1664, ptr %1633, align 8, !tbaa !5
  %1665 = fmul double %1656, 3.000000e+00
  %1666 = call double @modf(double noundef %1665, ptr noundef nonnull %1633) #18
  %1667 = load double, ptr %1633, align 8, !tbaa !5
  %1668 = call double @llvm.fmuladd.f64(double %1667, double %1650, double %1666)
  %1669 = call double @sin(double noundef %1650) #18
  %1670 = fmul double %1667, %1669
  %1671 = fsub double %1655, %1656
  %1672 = fsub double %1661, %1668
  %1673 = fdiv double %1672, %1671
  %1674 = fsub double %1660, %1667
  %1675 = fdiv double %1674, %1671
  %1676 = fsub double %1663, %1670
  %1677 = fdiv double %1676, %1671
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %50) #18
  %1678 = call double @llvm.fabs.f64(double %1650)
  %1679 = fcmp ogt double %1678, 1.000000e+00
  %1680 = select i1 %1679, double %1678, double 1.000000e+00
  %1681 = fmul double %1680, 0x3EB0C6F7A0B5ED8D
  %1682 = fadd double %1650, %1681
  %1683 = fsub double %1650, %1681
  %1684 = fmul double %1649, %1682
  store double %1684, ptr %1632, align 8, !tbaa !5
  %1685 = fmul double %1649, 3.000000e+00
  %1686 = call double @modf(double noundef %1685, ptr noundef nonnull %1632) #18
  %1687 = load double, ptr %1632, align 8, !tbaa !5
  %1688 = call double @llvm.fmuladd.f64(double %1687, double %1682, double %1686)
  %1689 = call double @sin(double noundef %1682) #18
  %1690 = fmul double %1687, %1689
  %1691 = fmul double %1649, %1683
  store double %1691, ptr %1633, align 8, !tbaa !5
  %1692 = call double @modf(double noundef %1685, ptr noundef nonnull %1633) #18
  %1693 = load double, ptr %1633, align 8, !tbaa !5
  %1694 = call double @llvm.fmuladd.f64(double %1693, double %1683, double %1692)
  %1695 = call double @sin(double noundef %1683) #18
  %1696 = fmul double %1693, %1695
  %1697 = fsub double %1682, %1683
  %1698 = fsub double %1688, %1694
  %1699 = fdiv double %1698, %1697
  %1700 = fsub double %1687, %1693
  %1701 = fdiv double %1700, %1697
  %1702 = fsub double %1690, %1696
  %1703 = fdiv double %1702, %1697
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %50) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %49) #18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %64) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %64, ptr noundef nonnull align 16 dereferenceable(16) @__const.pointer_outputs.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %66, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.dout, i64 24, i1 false)
  %1704 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1647, ptr noundef nonnull %64, ptr noundef nonnull %65, ptr noundef nonnull %66) #18
  %1705 = load double, ptr %66, align 16, !tbaa !5
  %1706 = load double, ptr %64, align 16, !tbaa !5
  %1707 = load double, ptr %1634, align 8, !tbaa !5
  %1708 = fmul double %1699, %1707
  %1709 = call double @llvm.fmuladd.f64(double %1673, double %1706, double %1708)
  %1710 = call double @llvm.fabs.f64(double %1709)
  %1711 = fcmp ogt double %1710, 1.000000e+00
  %1712 = select i1 %1711, double %1710, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1705, ptr %46, align 8, !tbaa !5
  %1713 = load volatile double, ptr %46, align 8, !tbaa !5
  %1714 = call double @llvm.fabs.f64(double %1713)
  %1715 = fcmp ueq double %1714, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1715, label %1752, label %1741

1716:                                             ; preds = %1813
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile double 0.000000e+00, ptr %47, align 8, !tbaa !5
  %1717 = load volatile double, ptr %47, align 8, !tbaa !5
  %1718 = call double @llvm.fabs.f64(double %1717)
  %1719 = fcmp ueq double %1718, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  br i1 %1719, label %1724, label %1720

1720:                                             ; preds = %1716
  %1721 = fcmp oeq double %1814, 0.000000e+00
  %1722 = select i1 %1721, ptr @.str.39, ptr @.str.40
  %1723 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1649, double noundef %1814, double noundef 0.000000e+00, ptr noundef nonnull %1722)
  br i1 %1721, label %1729, label %1726

1724:                                             ; preds = %1813, %1716
  %1725 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.42, double noundef %1649, double noundef %1814, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1726

1726:                                             ; preds = %1724, %1720
  %1727 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1728 = add nsw i32 %1727, 1
  store i32 %1728, ptr @n_fail, align 4, !tbaa !9
  br label %1729

1729:                                             ; preds = %1726, %1720
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %67) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %67, ptr noundef nonnull align 16 dereferenceable(24) @__const.pointer_outputs.w, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %68) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  %1730 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_modf_out, ptr noundef nonnull %1647, ptr noundef nonnull %68, ptr noundef nonnull %65, ptr noundef nonnull %67) #18
  %1731 = load double, ptr %68, align 16, !tbaa !5
  %1732 = fmul double %1675, 2.000000e+00
  %1733 = call double @llvm.fmuladd.f64(double %1673, double 5.000000e-01, double %1732)
  %1734 = call double @llvm.fmuladd.f64(double %1677, double -1.500000e+00, double %1733)
  %1735 = call double @llvm.fabs.f64(double %1734)
  %1736 = fcmp ogt double %1735, 1.000000e+00
  %1737 = select i1 %1736, double %1735, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1731, ptr %36, align 8, !tbaa !5
  %1738 = load volatile double, ptr %36, align 8, !tbaa !5
  %1739 = call double @llvm.fabs.f64(double %1738)
  %1740 = fcmp ueq double %1739, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1740, label %1903, label %1892

1741:                                             ; preds = %1645
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1709, ptr %45, align 8, !tbaa !5
  %1742 = load volatile double, ptr %45, align 8, !tbaa !5
  %1743 = call double @llvm.fabs.f64(double %1742)
  %1744 = fcmp ueq double %1743, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1744, label %1752, label %1745

1745:                                             ; preds = %1741
  %1746 = fsub double %1705, %1709
  %1747 = call double @llvm.fabs.f64(double %1746)
  %1748 = fmul double %1712, 0x3EB0C6F7A0B5ED8D
  %1749 = fcmp ole double %1747, %1748
  %1750 = select i1 %1749, ptr @.str.39, ptr @.str.40
  %1751 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1649, double noundef %1705, double noundef %1709, ptr noundef nonnull %1750)
  br i1 %1749, label %1757, label %1754

1752:                                             ; preds = %1741, %1645
  %1753 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1649, double noundef %1705, double noundef %1709, ptr noundef nonnull @.str.40)
  br label %1754

1754:                                             ; preds = %1752, %1745
  %1755 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1756 = add nsw i32 %1755, 1
  store i32 %1756, ptr @n_fail, align 4, !tbaa !9
  br label %1757

1757:                                             ; preds = %1754, %1745
  %1758 = load double, ptr %1635, align 8, !tbaa !5
  %1759 = load double, ptr %64, align 16, !tbaa !5
  %1760 = load double, ptr %1634, align 8, !tbaa !5
  %1761 = fmul double %1701, %1760
  %1762 = call double @llvm.fmuladd.f64(double %1675, double %1759, double %1761)
  %1763 = call double @llvm.fabs.f64(double %1762)
  %1764 = fcmp ogt double %1763, 1.000000e+00
  %1765 = select i1 %1764, double %1763, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1758, ptr %46, align 8, !tbaa !5
  %1766 = load volatile double, ptr %46, align 8, !tbaa !5
  %1767 = call double @llvm.fabs.f64(double %1766)
  %1768 = fcmp ueq double %1767, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1768, label %1780, label %1769

1769:                                             ; preds = %1757
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1762, ptr %45, align 8, !tbaa !5
  %1770 = load volatile double, ptr %45, align 8, !tbaa !5
  %1771 = call double @llvm.fabs.f64(double %1770)
  %1772 = fcmp ueq double %1771, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1772, label %1780, label %1773

1773:                                             ; preds = %1769
  %1774 = fsub double %1758, %1762
  %1775 = call double @llvm.fabs.f64(double %1774)
  %1776 = fmul double %1765, 0x3EB0C6F7A0B5ED8D
  %1777 = fcmp ole double %1775, %1776
  %1778 = select i1 %1777, ptr @.str.39, ptr @.str.40
  %1779 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1649, double noundef %1758, double noundef %1762, ptr noundef nonnull %1778)
  br i1 %1777, label %1785, label %1782

1780:                                             ; preds = %1769, %1757
  %1781 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1649, double noundef %1758, double noundef %1762, ptr noundef nonnull @.str.40)
  br label %1782

1782:                                             ; preds = %1780, %1773
  %1783 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1784 = add nsw i32 %1783, 1
  store i32 %1784, ptr @n_fail, align 4, !tbaa !9
  br label %1785

1785:                                             ; preds = %1782, %1773
  %1786 = load double, ptr %1642, align 16, !tbaa !5
  %1787 = load double, ptr %64, align 16, !tbaa !5
  %1788 = load double, ptr %1634, align 8, !tbaa !5
  %1789 = fmul double %1703, %1788
  %1790 = call double @llvm.fmuladd.f64(double %1677, double %1787, double %1789)
  %1791 = call double @llvm.fabs.f64(double %1790)
  %1792 = fcmp ogt double %1791, 1.000000e+00
  %1793 = select i1 %1792, double %1791, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile double %1786, ptr %46, align 8, !tbaa !5
  %1794 = load volatile double, ptr %46, align 8, !tbaa !5
  %1795 = call double @llvm.fabs.f64(double %1794)
  %1796 = fcmp ueq double %1795, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  br i1 %1796, label %1808, label %1797

1797:                                             ; preds = %1785
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile double %1790, ptr %45, align 8, !tbaa !5
  %1798 = load volatile double, ptr %45, align 8, !tbaa !5
  %1799 = call double @llvm.fabs.f64(double %1798)
  %1800 = fcmp ueq double %1799, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  br i1 %1800, label %1808, label %1801

1801:                                             ; preds = %1797
  %1802 = fsub double %1786, %1790
  %1803 = call double @llvm.fabs.f64(double %1802)
  %1804 = fmul double %1793, 0x3EB0C6F7A0B5ED8D
  %1805 = fcmp ole double %1803, %1804
  %1806 = select i1 %1805, ptr @.str.39, ptr @.str.40
  %1807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1649, double noundef %1786, double noundef %1790, ptr noundef nonnull %1806)
  br i1 %1805, label %1813, label %1810

1808:                                             ; preds = %1797, %1785
  %1809 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.41, double noundef %1649, double noundef %1786, double noundef %1790, ptr noundef nonnull @.str.40)
  br label %1810

1810:                                             ; preds = %1808, %1801
  %1811 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1812 = add nsw i32 %1811, 1
  store i32 %1812, ptr @n_fail, align 4, !tbaa !9
  br label %1813

1813:                                             ; preds = %1810, %1801
  %1814 = load double, ptr %1635, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile double %1814, ptr %48, align 8, !tbaa !5
  %1815 = load volatile double, ptr %48, align 8, !tbaa !5
  %1816 = call double @llvm.fabs.f64(double %1815)
  %1817 = fcmp ueq double %1816, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  br i1 %1817, label %1724, label %1716

1818:                                             ; preds = %1935
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile double %1973, ptr %41, align 8, !tbaa !5
  %1819 = load volatile double, ptr %41, align 8, !tbaa !5
  %1820 = call double @llvm.fabs.f64(double %1819)
  %1821 = fcmp ueq double %1820, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  br i1 %1821, label %1829, label %1822

1822:                                             ; preds = %1818
  %1823 = fsub double %1969, %1973
  %1824 = call double @llvm.fabs.f64(double %1823)
  %1825 = fmul double %1976, 0x3EB0C6F7A0B5ED8D
  %1826 = fcmp ole double %1824, %1825
  %1827 = select i1 %1826, ptr @.str.39, ptr @.str.40
  %1828 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1649, double noundef %1969, double noundef %1973, ptr noundef nonnull %1827)
  br i1 %1826, label %1834, label %1831

1829:                                             ; preds = %1935, %1818
  %1830 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.44, double noundef %1649, double noundef %1969, double noundef %1973, ptr noundef nonnull @.str.40)
  br label %1831

1831:                                             ; preds = %1829, %1822
  %1832 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1833 = add nsw i32 %1832, 1
  store i32 %1833, ptr @n_fail, align 4, !tbaa !9
  br label %1834

1834:                                             ; preds = %1831, %1822
  %1835 = load double, ptr %1640, align 8, !tbaa !24
  %1836 = load double, ptr %64, align 16, !tbaa !5
  %1837 = load double, ptr %1634, align 8, !tbaa !5
  %1838 = fmul double %1967, %1837
  %1839 = call double @llvm.fmuladd.f64(double %1951, double %1836, double %1838)
  %1840 = call double @llvm.fabs.f64(double %1839)
  %1841 = fcmp ogt double %1840, 1.000000e+00
  %1842 = select i1 %1841, double %1840, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile double %1835, ptr %40, align 8, !tbaa !5
  %1843 = load volatile double, ptr %40, align 8, !tbaa !5
  %1844 = call double @llvm.fabs.f64(double %1843)
  %1845 = fcmp ueq double %1844, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  br i1 %1845, label %1857, label %1846

1846:                                             ; preds = %1834
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile double %1839, ptr %39, align 8, !tbaa !5
  %1847 = load volatile double, ptr %39, align 8, !tbaa !5
  %1848 = call double @llvm.fabs.f64(double %1847)
  %1849 = fcmp ueq double %1848, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  br i1 %1849, label %1857, label %1850

1850:                                             ; preds = %1846
  %1851 = fsub double %1835, %1839
  %1852 = call double @llvm.fabs.f64(double %1851)
  %1853 = fmul double %1842, 0x3EB0C6F7A0B5ED8D
  %1854 = fcmp ole double %1852, %1853
  %1855 = select i1 %1854, ptr @.str.39, ptr @.str.40
  %1856 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1649, double noundef %1835, double noundef %1839, ptr noundef nonnull %1855)
  br i1 %1854, label %1862, label %1859

1857:                                             ; preds = %1846, %1834
  %1858 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.45, double noundef %1649, double noundef %1835, double noundef %1839, ptr noundef nonnull @.str.40)
  br label %1859

1859:                                             ; preds = %1857, %1850
  %1860 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1861 = add nsw i32 %1860, 1
  store i32 %1861, ptr @n_fail, align 4, !tbaa !9
  br label %1862

1862:                                             ; preds = %1859, %1850
  %1863 = load i32, ptr %1641, align 8, !tbaa !26
  %1864 = sitofp i32 %1863 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile double %1864, ptr %38, align 8, !tbaa !5
  %1865 = load volatile double, ptr %38, align 8, !tbaa !5
  %1866 = call double @llvm.fabs.f64(double %1865)
  %1867 = fcmp ueq double %1866, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  br i1 %1867, label %1876, label %1868

1868:                                             ; preds = %1862
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile double 0.000000e+00, ptr %37, align 8, !tbaa !5
  %1869 = load volatile double, ptr %37, align 8, !tbaa !5
  %1870 = call double @llvm.fabs.f64(double %1869)
  %1871 = fcmp ueq double %1870, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  br i1 %1871, label %1876, label %1872

1872:                                             ; preds = %1868
  %1873 = icmp eq i32 %1863, 0
  %1874 = select i1 %1873, ptr @.str.39, ptr @.str.40
  %1875 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1649, double noundef %1864, double noundef 0.000000e+00, ptr noundef nonnull %1874)
  br i1 %1873, label %1881, label %1878

1876:                                             ; preds = %1868, %1862
  %1877 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.46, double noundef %1649, double noundef %1864, double noundef 0.000000e+00, ptr noundef nonnull @.str.40)
  br label %1878

1878:                                             ; preds = %1876, %1872
  %1879 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1880 = add nsw i32 %1879, 1
  store i32 %1880, ptr @n_fail, align 4, !tbaa !9
  br label %1881

1881:                                             ; preds = %1878, %1872
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %71) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %71, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.db, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %72) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %72, i8 0, i64 16, i1 false)
  %1882 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1647, ptr noundef nonnull %72, ptr noundef nonnull %69, ptr noundef nonnull %71) #18
  %1883 = load double, ptr %72, align 16, !tbaa !5
  %1884 = fmul double %1951, -7.500000e-01
  %1885 = call double @llvm.fmuladd.f64(double %1949, double 2.500000e-01, double %1884)
  %1886 = call double @llvm.fabs.f64(double %1885)
  %1887 = fcmp ogt double %1886, 1.000000e+00
  %1888 = select i1 %1887, double %1886, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1883, ptr %34, align 8, !tbaa !5
  %1889 = load volatile double, ptr %34, align 8, !tbaa !5
  %1890 = call double @llvm.fabs.f64(double %1889)
  %1891 = fcmp ueq double %1890, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %1891, label %1991, label %1980

1892:                                             ; preds = %1729
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1734, ptr %35, align 8, !tbaa !5
  %1893 = load volatile double, ptr %35, align 8, !tbaa !5
  %1894 = call double @llvm.fabs.f64(double %1893)
  %1895 = fcmp ueq double %1894, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1895, label %1903, label %1896

1896:                                             ; preds = %1892
  %1897 = fsub double %1731, %1734
  %1898 = call double @llvm.fabs.f64(double %1897)
  %1899 = fmul double %1737, 0x3EB0C6F7A0B5ED8D
  %1900 = fcmp ole double %1898, %1899
  %1901 = select i1 %1900, ptr @.str.39, ptr @.str.40
  %1902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1649, double noundef %1731, double noundef %1734, ptr noundef nonnull %1901)
  br i1 %1900, label %1908, label %1905

1903:                                             ; preds = %1892, %1729
  %1904 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1649, double noundef %1731, double noundef %1734, ptr noundef nonnull @.str.40)
  br label %1905

1905:                                             ; preds = %1903, %1896
  %1906 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1907 = add nsw i32 %1906, 1
  store i32 %1907, ptr @n_fail, align 4, !tbaa !9
  br label %1908

1908:                                             ; preds = %1905, %1896
  %1909 = load double, ptr %1643, align 8, !tbaa !5
  %1910 = fmul double %1701, 2.000000e+00
  %1911 = call double @llvm.fmuladd.f64(double %1699, double 5.000000e-01, double %1910)
  %1912 = call double @llvm.fmuladd.f64(double %1703, double -1.500000e+00, double %1911)
  %1913 = call double @llvm.fabs.f64(double %1912)
  %1914 = fcmp ogt double %1913, 1.000000e+00
  %1915 = select i1 %1914, double %1913, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile double %1909, ptr %36, align 8, !tbaa !5
  %1916 = load volatile double, ptr %36, align 8, !tbaa !5
  %1917 = call double @llvm.fabs.f64(double %1916)
  %1918 = fcmp ueq double %1917, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  br i1 %1918, label %1930, label %1919

1919:                                             ; preds = %1908
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile double %1912, ptr %35, align 8, !tbaa !5
  %1920 = load volatile double, ptr %35, align 8, !tbaa !5
  %1921 = call double @llvm.fabs.f64(double %1920)
  %1922 = fcmp ueq double %1921, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  br i1 %1922, label %1930, label %1923

1923:                                             ; preds = %1919
  %1924 = fsub double %1909, %1912
  %1925 = call double @llvm.fabs.f64(double %1924)
  %1926 = fmul double %1915, 0x3EB0C6F7A0B5ED8D
  %1927 = fcmp ole double %1925, %1926
  %1928 = select i1 %1927, ptr @.str.39, ptr @.str.40
  %1929 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1649, double noundef %1909, double noundef %1912, ptr noundef nonnull %1928)
  br i1 %1927, label %1935, label %1932

1930:                                             ; preds = %1919, %1908
  %1931 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.43, double noundef %1649, double noundef %1909, double noundef %1912, ptr noundef nonnull @.str.40)
  br label %1932

1932:                                             ; preds = %1930, %1923
  %1933 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1934 = add nsw i32 %1933, 1
  store i32 %1934, ptr @n_fail, align 4, !tbaa !9
  br label %1935

1935:                                             ; preds = %1932, %1923
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1657, ptr %1636, align 8, !tbaa !24
  %1936 = call double @frexp(double noundef %1655, ptr noundef nonnull %1637) #18
  %1937 = fmul double %1650, %1936
  %1938 = load i32, ptr %1637, align 8, !tbaa !26
  %1939 = sitofp i32 %1938 to double
  %1940 = load double, ptr %1636, align 8, !tbaa !24
  %1941 = call double @llvm.fmuladd.f64(double %1937, double %1939, double %1940)
  store double %1664, ptr %1638, align 8, !tbaa !24
  %1942 = call double @frexp(double noundef %1656, ptr noundef nonnull %1639) #18
  %1943 = fmul double %1650, %1942
  %1944 = load i32, ptr %1639, align 8, !tbaa !26
  %1945 = sitofp i32 %1944 to double
  %1946 = load double, ptr %1638, align 8, !tbaa !24
  %1947 = call double @llvm.fmuladd.f64(double %1943, double %1945, double %1946)
  %1948 = fsub double %1937, %1943
  %1949 = fdiv double %1948, %1671
  %1950 = fsub double %1941, %1947
  %1951 = fdiv double %1950, %1671
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44) #18
  store double %1684, ptr %1636, align 8, !tbaa !24
  %1952 = call double @frexp(double noundef %1649, ptr noundef nonnull %1637) #18
  %1953 = fmul double %1682, %1952
  %1954 = load i32, ptr %1637, align 8, !tbaa !26
  %1955 = sitofp i32 %1954 to double
  %1956 = load double, ptr %1636, align 8, !tbaa !24
  %1957 = call double @llvm.fmuladd.f64(double %1953, double %1955, double %1956)
  store double %1691, ptr %1638, align 8, !tbaa !24
  %1958 = call double @frexp(double noundef %1649, ptr noundef nonnull %1639) #18
  %1959 = fmul double %1683, %1958
  %1960 = load i32, ptr %1639, align 8, !tbaa !26
  %1961 = sitofp i32 %1960 to double
  %1962 = load double, ptr %1638, align 8, !tbaa !24
  %1963 = call double @llvm.fmuladd.f64(double %1959, double %1961, double %1962)
  %1964 = fsub double %1953, %1959
  %1965 = fdiv double %1964, %1697
  %1966 = fsub double %1957, %1963
  %1967 = fdiv double %1966, %1697
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %70, ptr noundef nonnull align 8 dereferenceable(24) @__const.pointer_outputs.ds, i64 24, i1 false)
  %1968 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_split, ptr noundef nonnull %1647, ptr noundef nonnull %64, ptr noundef nonnull %69, ptr noundef nonnull %70) #18
  %1969 = load double, ptr %70, align 8, !tbaa !27
  %1970 = load double, ptr %64, align 16, !tbaa !5
  %1971 = load double, ptr %1634, align 8, !tbaa !5
  %1972 = fmul double %1965, %1971
  %1973 = call double @llvm.fmuladd.f64(double %1949, double %1970, double %1972)
  %1974 = call double @llvm.fabs.f64(double %1973)
  %1975 = fcmp ogt double %1974, 1.000000e+00
  %1976 = select i1 %1975, double %1974, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile double %1969, ptr %42, align 8, !tbaa !5
  %1977 = load volatile double, ptr %42, align 8, !tbaa !5
  %1978 = call double @llvm.fabs.f64(double %1977)
  %1979 = fcmp ueq double %1978, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  br i1 %1979, label %1829, label %1818

1980:                                             ; preds = %1881
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1885, ptr %33, align 8, !tbaa !5
  %1981 = load volatile double, ptr %33, align 8, !tbaa !5
  %1982 = call double @llvm.fabs.f64(double %1981)
  %1983 = fcmp ueq double %1982, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %1983, label %1991, label %1984

1984:                                             ; preds = %1980
  %1985 = fsub double %1883, %1885
  %1986 = call double @llvm.fabs.f64(double %1985)
  %1987 = fmul double %1888, 0x3EB0C6F7A0B5ED8D
  %1988 = fcmp ole double %1986, %1987
  %1989 = select i1 %1988, ptr @.str.39, ptr @.str.40
  %1990 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1649, double noundef %1883, double noundef %1885, ptr noundef nonnull %1989)
  br i1 %1988, label %1996, label %1993

1991:                                             ; preds = %1980, %1881
  %1992 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1649, double noundef %1883, double noundef %1885, ptr noundef nonnull @.str.40)
  br label %1993

1993:                                             ; preds = %1991, %1984
  %1994 = load i32, ptr @n_fail, align 4, !tbaa !9
  %1995 = add nsw i32 %1994, 1
  store i32 %1995, ptr @n_fail, align 4, !tbaa !9
  br label %1996

1996:                                             ; preds = %1993, %1984
  %1997 = load double, ptr %1644, align 8, !tbaa !5
  %1998 = fmul double %1967, -7.500000e-01
  %1999 = call double @llvm.fmuladd.f64(double %1965, double 2.500000e-01, double %1998)
  %2000 = call double @llvm.fabs.f64(double %1999)
  %2001 = fcmp ogt double %2000, 1.000000e+00
  %2002 = select i1 %2001, double %2000, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile double %1997, ptr %34, align 8, !tbaa !5
  %2003 = load volatile double, ptr %34, align 8, !tbaa !5
  %2004 = call double @llvm.fabs.f64(double %2003)
  %2005 = fcmp ueq double %2004, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  br i1 %2005, label %2017, label %2006

2006:                                             ; preds = %1996
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile double %1999, ptr %33, align 8, !tbaa !5
  %2007 = load volatile double, ptr %33, align 8, !tbaa !5
  %2008 = call double @llvm.fabs.f64(double %2007)
  %2009 = fcmp ueq double %2008, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  br i1 %2009, label %2017, label %2010

2010:                                             ; preds = %2006
  %2011 = fsub double %1997, %1999
  %2012 = call double @llvm.fabs.f64(double %2011)
  %2013 = fmul double %2002, 0x3EB0C6F7A0B5ED8D
  %2014 = fcmp ole double %2012, %2013
  %2015 = select i1 %2014, ptr @.str.39, ptr @.str.40
  %2016 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1649, double noundef %1997, double noundef %1999, ptr noundef nonnull %2015)
  br i1 %2014, label %2022, label %2019

2017:                                             ; preds = %2006, %1996
  %2018 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.47, double noundef %1649, double noundef %1997, double noundef %1999, ptr noundef nonnull @.str.40)
  br label %2019

2019:                                             ; preds = %2017, %2010
  %2020 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2021 = add nsw i32 %2020, 1
  store i32 %2021, ptr @n_fail, align 4, !tbaa !9
  br label %2022

2022:                                             ; preds = %2019, %2010
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %72) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %71) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %70) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %69) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %68) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %67) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %66) #18
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %65) #18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %64) #18
  %2023 = add nuw nsw i64 %1646, 1
  %2024 = icmp eq i64 %2023, 3
  br i1 %2024, label %2025, label %1645, !llvm.loop !28

2025:                                             ; preds = %2022
  %2026 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2027 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, ptr noundef nonnull @.str.37, i32 noundef %2026)
  %2028 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2029 = icmp ne i32 %2028, 0
  %2030 = zext i1 %2029 to i32
  ret i32 %2030

2031:                                             ; preds = %1456, %2258
  %2032 = phi i64 [ %2259, %2258 ], [ 0, %1456 ]
  %2033 = getelementptr inbounds [4 x [2 x double]], ptr @main.xy, i64 0, i64 %2032
  %2034 = load double, ptr %2033, align 16, !tbaa !5
  %2035 = getelementptr inbounds i8, ptr %2033, i64 8
  %2036 = load double, ptr %2035, align 8, !tbaa !5
  %2037 = tail call double @llvm.fabs.f64(double %2034)
  %2038 = fmul double %2037, 0x3EB0C6F7A0B5ED8D
  %2039 = tail call double @llvm.fabs.f64(double %2036)
  %2040 = fmul double %2039, 0x3EB0C6F7A0B5ED8D
  %2041 = fadd double %2034, %2038
  %2042 = tail call double @remainder(double noundef %2041, double noundef %2036) #18
  %2043 = fmul double %2036, %2042
  %2044 = fsub double %2034, %2038
  %2045 = tail call double @remainder(double noundef %2044, double noundef %2036) #18
  %2046 = fmul double %2036, %2045
  %2047 = fsub double %2043, %2046
  %2048 = fmul double %2038, 2.000000e+00
  %2049 = fdiv double %2047, %2048
  %2050 = fadd double %2036, %2040
  %2051 = tail call double @remainder(double noundef %2034, double noundef %2050) #18
  %2052 = fmul double %2051, %2050
  %2053 = fsub double %2036, %2040
  %2054 = tail call double @remainder(double noundef %2034, double noundef %2053) #18
  %2055 = fmul double %2053, %2054
  %2056 = fsub double %2052, %2055
  %2057 = fmul double %2040, 2.000000e+00
  %2058 = fdiv double %2056, %2057
  %2059 = tail call double @fmod(double noundef %2041, double noundef %2036) #18
  %2060 = fmul double %2036, %2059
  %2061 = tail call double @fmod(double noundef %2044, double noundef %2036) #18
  %2062 = fmul double %2036, %2061
  %2063 = fsub double %2060, %2062
  %2064 = fdiv double %2063, %2048
  %2065 = tail call double @fmod(double noundef %2034, double noundef %2050) #18
  %2066 = fmul double %2050, %2065
  %2067 = tail call double @fmod(double noundef %2034, double noundef %2053) #18
  %2068 = fmul double %2053, %2067
  %2069 = fsub double %2066, %2068
  %2070 = fdiv double %2069, %2057
  %2071 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2072 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, double noundef %2034, i32 noundef %2071, double noundef %2036) #18
  %2073 = tail call double @llvm.fabs.f64(double %2049)
  %2074 = fcmp ogt double %2073, 1.000000e+00
  %2075 = select i1 %2074, double %2073, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile double %2072, ptr %32, align 8, !tbaa !5
  %2076 = load volatile double, ptr %32, align 8, !tbaa !5
  %2077 = tail call double @llvm.fabs.f64(double %2076)
  %2078 = fcmp ueq double %2077, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  br i1 %2078, label %2090, label %2079

2079:                                             ; preds = %2031
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile double %2049, ptr %31, align 8, !tbaa !5
  %2080 = load volatile double, ptr %31, align 8, !tbaa !5
  %2081 = tail call double @llvm.fabs.f64(double %2080)
  %2082 = fcmp ueq double %2081, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  br i1 %2082, label %2090, label %2083

2083:                                             ; preds = %2079
  %2084 = fsub double %2072, %2049
  %2085 = tail call double @llvm.fabs.f64(double %2084)
  %2086 = fmul double %2075, 0x3EB0C6F7A0B5ED8D
  %2087 = fcmp ole double %2085, %2086
  %2088 = select i1 %2087, ptr @.str.39, ptr @.str.40
  %2089 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2034, double noundef %2072, double noundef %2049, ptr noundef nonnull %2088)
  br i1 %2087, label %2095, label %2092

2090:                                             ; preds = %2079, %2031
  %2091 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.28, double noundef %2034, double noundef %2072, double noundef %2049, ptr noundef nonnull @.str.40)
  br label %2092

2092:                                             ; preds = %2090, %2083
  %2093 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2094 = add nsw i32 %2093, 1
  store i32 %2094, ptr @n_fail, align 4, !tbaa !9
  br label %2095

2095:                                             ; preds = %2083, %2092
  %2096 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2097 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_rem2, i32 noundef %2096, double noundef %2034, double noundef %2036) #18
  %2098 = tail call double @llvm.fabs.f64(double %2058)
  %2099 = fcmp ogt double %2098, 1.000000e+00
  %2100 = select i1 %2099, double %2098, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile double %2097, ptr %30, align 8, !tbaa !5
  %2101 = load volatile double, ptr %30, align 8, !tbaa !5
  %2102 = tail call double @llvm.fabs.f64(double %2101)
  %2103 = fcmp ueq double %2102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  br i1 %2103, label %2115, label %2104

2104:                                             ; preds = %2095
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile double %2058, ptr %29, align 8, !tbaa !5
  %2105 = load volatile double, ptr %29, align 8, !tbaa !5
  %2106 = tail call double @llvm.fabs.f64(double %2105)
  %2107 = fcmp ueq double %2106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  br i1 %2107, label %2115, label %2108

2108:                                             ; preds = %2104
  %2109 = fsub double %2097, %2058
  %2110 = tail call double @llvm.fabs.f64(double %2109)
  %2111 = fmul double %2100, 0x3EB0C6F7A0B5ED8D
  %2112 = fcmp ole double %2110, %2111
  %2113 = select i1 %2112, ptr @.str.39, ptr @.str.40
  %2114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2036, double noundef %2097, double noundef %2058, ptr noundef nonnull %2113)
  br i1 %2112, label %2120, label %2117

2115:                                             ; preds = %2104, %2095
  %2116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.29, double noundef %2036, double noundef %2097, double noundef %2058, ptr noundef nonnull @.str.40)
  br label %2117

2117:                                             ; preds = %2115, %2108
  %2118 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2119 = add nsw i32 %2118, 1
  store i32 %2119, ptr @n_fail, align 4, !tbaa !9
  br label %2120

2120:                                             ; preds = %2108, %2117
  %2121 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2122 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, double noundef %2034, double noundef 1.000000e+00, i32 noundef %2121, double noundef %2036) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %2122, ptr %28, align 8, !tbaa !5
  %2123 = load volatile double, ptr %28, align 8, !tbaa !5
  %2124 = tail call double @llvm.fabs.f64(double %2123)
  %2125 = fcmp ueq double %2124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %2125, label %2137, label %2126

2126:                                             ; preds = %2120
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %2049, ptr %27, align 8, !tbaa !5
  %2127 = load volatile double, ptr %27, align 8, !tbaa !5
  %2128 = tail call double @llvm.fabs.f64(double %2127)
  %2129 = fcmp ueq double %2128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %2129, label %2137, label %2130

2130:                                             ; preds = %2126
  %2131 = fsub double %2122, %2049
  %2132 = tail call double @llvm.fabs.f64(double %2131)
  %2133 = fmul double %2075, 0x3EB0C6F7A0B5ED8D
  %2134 = fcmp ole double %2132, %2133
  %2135 = select i1 %2134, ptr @.str.39, ptr @.str.40
  %2136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2034, double noundef %2122, double noundef %2049, ptr noundef nonnull %2135)
  br i1 %2134, label %2142, label %2139

2137:                                             ; preds = %2126, %2120
  %2138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.30, double noundef %2034, double noundef %2122, double noundef %2049, ptr noundef nonnull @.str.40)
  br label %2139

2139:                                             ; preds = %2137, %2130
  %2140 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2141 = add nsw i32 %2140, 1
  store i32 %2141, ptr @n_fail, align 4, !tbaa !9
  br label %2142

2142:                                             ; preds = %2130, %2139
  %2143 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2144 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_rem2, i32 noundef %2143, double noundef %2034, double noundef %2036, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %2144, ptr %26, align 8, !tbaa !5
  %2145 = load volatile double, ptr %26, align 8, !tbaa !5
  %2146 = tail call double @llvm.fabs.f64(double %2145)
  %2147 = fcmp ueq double %2146, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %2147, label %2159, label %2148

2148:                                             ; preds = %2142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %2058, ptr %25, align 8, !tbaa !5
  %2149 = load volatile double, ptr %25, align 8, !tbaa !5
  %2150 = tail call double @llvm.fabs.f64(double %2149)
  %2151 = fcmp ueq double %2150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %2151, label %2159, label %2152

2152:                                             ; preds = %2148
  %2153 = fsub double %2144, %2058
  %2154 = tail call double @llvm.fabs.f64(double %2153)
  %2155 = fmul double %2100, 0x3EB0C6F7A0B5ED8D
  %2156 = fcmp ole double %2154, %2155
  %2157 = select i1 %2156, ptr @.str.39, ptr @.str.40
  %2158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2036, double noundef %2144, double noundef %2058, ptr noundef nonnull %2157)
  br i1 %2156, label %2164, label %2161

2159:                                             ; preds = %2148, %2142
  %2160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.31, double noundef %2036, double noundef %2144, double noundef %2058, ptr noundef nonnull @.str.40)
  br label %2161

2161:                                             ; preds = %2159, %2152
  %2162 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2163 = add nsw i32 %2162, 1
  store i32 %2163, ptr @n_fail, align 4, !tbaa !9
  br label %2164

2164:                                             ; preds = %2152, %2161
  %2165 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2166 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, double noundef %2034, i32 noundef %2165, double noundef %2036) #18
  %2167 = tail call double @llvm.fabs.f64(double %2064)
  %2168 = fcmp ogt double %2167, 1.000000e+00
  %2169 = select i1 %2168, double %2167, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %2166, ptr %24, align 8, !tbaa !5
  %2170 = load volatile double, ptr %24, align 8, !tbaa !5
  %2171 = tail call double @llvm.fabs.f64(double %2170)
  %2172 = fcmp ueq double %2171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %2172, label %2184, label %2173

2173:                                             ; preds = %2164
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %2064, ptr %23, align 8, !tbaa !5
  %2174 = load volatile double, ptr %23, align 8, !tbaa !5
  %2175 = tail call double @llvm.fabs.f64(double %2174)
  %2176 = fcmp ueq double %2175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %2176, label %2184, label %2177

2177:                                             ; preds = %2173
  %2178 = fsub double %2166, %2064
  %2179 = tail call double @llvm.fabs.f64(double %2178)
  %2180 = fmul double %2169, 0x3EB0C6F7A0B5ED8D
  %2181 = fcmp ole double %2179, %2180
  %2182 = select i1 %2181, ptr @.str.39, ptr @.str.40
  %2183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2034, double noundef %2166, double noundef %2064, ptr noundef nonnull %2182)
  br i1 %2181, label %2189, label %2186

2184:                                             ; preds = %2173, %2164
  %2185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.32, double noundef %2034, double noundef %2166, double noundef %2064, ptr noundef nonnull @.str.40)
  br label %2186

2186:                                             ; preds = %2184, %2177
  %2187 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2188 = add nsw i32 %2187, 1
  store i32 %2188, ptr @n_fail, align 4, !tbaa !9
  br label %2189

2189:                                             ; preds = %2177, %2186
  %2190 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2191 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_fmod2, i32 noundef %2190, double noundef %2034, double noundef %2036) #18
  %2192 = tail call double @llvm.fabs.f64(double %2070)
  %2193 = fcmp ogt double %2192, 1.000000e+00
  %2194 = select i1 %2193, double %2192, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %2191, ptr %22, align 8, !tbaa !5
  %2195 = load volatile double, ptr %22, align 8, !tbaa !5
  %2196 = tail call double @llvm.fabs.f64(double %2195)
  %2197 = fcmp ueq double %2196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %2197, label %2209, label %2198

2198:                                             ; preds = %2189
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %2070, ptr %21, align 8, !tbaa !5
  %2199 = load volatile double, ptr %21, align 8, !tbaa !5
  %2200 = tail call double @llvm.fabs.f64(double %2199)
  %2201 = fcmp ueq double %2200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %2201, label %2209, label %2202

2202:                                             ; preds = %2198
  %2203 = fsub double %2191, %2070
  %2204 = tail call double @llvm.fabs.f64(double %2203)
  %2205 = fmul double %2194, 0x3EB0C6F7A0B5ED8D
  %2206 = fcmp ole double %2204, %2205
  %2207 = select i1 %2206, ptr @.str.39, ptr @.str.40
  %2208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2036, double noundef %2191, double noundef %2070, ptr noundef nonnull %2207)
  br i1 %2206, label %2214, label %2211

2209:                                             ; preds = %2198, %2189
  %2210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.33, double noundef %2036, double noundef %2191, double noundef %2070, ptr noundef nonnull @.str.40)
  br label %2211

2211:                                             ; preds = %2209, %2202
  %2212 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2213 = add nsw i32 %2212, 1
  store i32 %2213, ptr @n_fail, align 4, !tbaa !9
  br label %2214

2214:                                             ; preds = %2202, %2211
  %2215 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2216 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, double noundef %2034, double noundef 1.000000e+00, i32 noundef %2215, double noundef %2036) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %2216, ptr %20, align 8, !tbaa !5
  %2217 = load volatile double, ptr %20, align 8, !tbaa !5
  %2218 = tail call double @llvm.fabs.f64(double %2217)
  %2219 = fcmp ueq double %2218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %2219, label %2231, label %2220

2220:                                             ; preds = %2214
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %2064, ptr %19, align 8, !tbaa !5
  %2221 = load volatile double, ptr %19, align 8, !tbaa !5
  %2222 = tail call double @llvm.fabs.f64(double %2221)
  %2223 = fcmp ueq double %2222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %2223, label %2231, label %2224

2224:                                             ; preds = %2220
  %2225 = fsub double %2216, %2064
  %2226 = tail call double @llvm.fabs.f64(double %2225)
  %2227 = fmul double %2169, 0x3EB0C6F7A0B5ED8D
  %2228 = fcmp ole double %2226, %2227
  %2229 = select i1 %2228, ptr @.str.39, ptr @.str.40
  %2230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2034, double noundef %2216, double noundef %2064, ptr noundef nonnull %2229)
  br i1 %2228, label %2236, label %2233

2231:                                             ; preds = %2220, %2214
  %2232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.34, double noundef %2034, double noundef %2216, double noundef %2064, ptr noundef nonnull @.str.40)
  br label %2233

2233:                                             ; preds = %2231, %2224
  %2234 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2235 = add nsw i32 %2234, 1
  store i32 %2235, ptr @n_fail, align 4, !tbaa !9
  br label %2236

2236:                                             ; preds = %2224, %2233
  %2237 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %2238 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod2, i32 noundef %2237, double noundef %2034, double noundef %2036, double noundef 1.000000e+00) #18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %2238, ptr %18, align 8, !tbaa !5
  %2239 = load volatile double, ptr %18, align 8, !tbaa !5
  %2240 = tail call double @llvm.fabs.f64(double %2239)
  %2241 = fcmp ueq double %2240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %2241, label %2253, label %2242

2242:                                             ; preds = %2236
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %2070, ptr %17, align 8, !tbaa !5
  %2243 = load volatile double, ptr %17, align 8, !tbaa !5
  %2244 = tail call double @llvm.fabs.f64(double %2243)
  %2245 = fcmp ueq double %2244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %2245, label %2253, label %2246

2246:                                             ; preds = %2242
  %2247 = fsub double %2238, %2070
  %2248 = tail call double @llvm.fabs.f64(double %2247)
  %2249 = fmul double %2194, 0x3EB0C6F7A0B5ED8D
  %2250 = fcmp ole double %2248, %2249
  %2251 = select i1 %2250, ptr @.str.39, ptr @.str.40
  %2252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2036, double noundef %2238, double noundef %2070, ptr noundef nonnull %2251)
  br i1 %2250, label %2258, label %2255

2253:                                             ; preds = %2242, %2236
  %2254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull @.str.35, double noundef %2036, double noundef %2238, double noundef %2070, ptr noundef nonnull @.str.40)
  br label %2255

2255:                                             ; preds = %2253, %2246
  %2256 = load i32, ptr @n_fail, align 4, !tbaa !9
  %2257 = add nsw i32 %2256, 1
  store i32 %2257, ptr @n_fail, align 4, !tbaa !9
  br label %2258

2258:                                             ; preds = %2246, %2255
  %2259 = add nuw nsw i64 %2032, 1
  %2260 = icmp eq i64 %2259, 4
  br i1 %2260, label %1459, label %2031, !llvm.loop !29
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
  %4 = load float, ptr %2, align 4, !tbaa !30
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
