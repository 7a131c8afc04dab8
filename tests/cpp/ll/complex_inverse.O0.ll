; ModuleID = 'complex_inverse.cpp'
source_filename = "complex_inverse.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::complex" = type { { double, double } }
%"class.std::complex.0" = type { { float, float } }
%struct.D2 = type { double, double }
%struct.F2 = type { float, float }

$_ZNSt7complexIdEC2Edd = comdat any

$_ZStplIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt4asinIdESt7complexIT_ERKS2_ = comdat any

$_ZStmlIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt4acosIdESt7complexIT_ERKS2_ = comdat any

$_ZStmlIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt4atanIdESt7complexIT_ERKS2_ = comdat any

$_ZSt5asinhIdESt7complexIT_ERKS2_ = comdat any

$_ZSt5acoshIdESt7complexIT_ERKS2_ = comdat any

$_ZStplIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt5atanhIdESt7complexIT_ERKS2_ = comdat any

$_ZSt3powIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt5log10IdESt7complexIT_ERKS2_ = comdat any

$_ZSt4projIdESt7complexIT_ERKS2_ = comdat any

$_ZSt4conjIdESt7complexIT_ERKS2_ = comdat any

$_ZSt4realIdET_RKSt7complexIS0_E = comdat any

$_ZSt4imagIdET_RKSt7complexIS0_E = comdat any

$_ZNSt7complexIfEC2Eff = comdat any

$_ZStplIfESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt4asinIfESt7complexIT_ERKS2_ = comdat any

$_ZSt5atanhIfESt7complexIT_ERKS2_ = comdat any

$_ZStmlIfESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt3powIfESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt5acoshIfESt7complexIT_ERKS2_ = comdat any

$_ZStplIfESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt4realIfET_RKSt7complexIS0_E = comdat any

$_ZSt4imagIfET_RKSt7complexIS0_E = comdat any

$_ZNKSt7complexIdE4realB5cxx11Ev = comdat any

$_ZNKSt7complexIdE4imagB5cxx11Ev = comdat any

$_ZNKSt7complexIfE4realB5cxx11Ev = comdat any

$_ZNKSt7complexIfE4imagB5cxx11Ev = comdat any

$_ZSt14__complex_asinCd = comdat any

$_ZNKSt7complexIdE5__repEv = comdat any

$_ZNSt7complexIdEC2ECd = comdat any

$_ZNSt7complexIdEmLEd = comdat any

$_ZSt14__complex_acosCd = comdat any

$_ZSt14__complex_atanCd = comdat any

$_ZNSt7complexIdEmLIdEERS0_RKS_IT_E = comdat any

$_ZNSt7complexIdEpLIdEERS0_RKS_IT_E = comdat any

$_ZSt15__complex_asinhCd = comdat any

$_ZNSt7complexIdEpLEd = comdat any

$_ZSt15__complex_acoshCd = comdat any

$_ZSt15__complex_atanhCd = comdat any

$_ZSt13__complex_powCdS_ = comdat any

$_ZStdvIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt3logIdESt7complexIT_ERKS2_ = comdat any

$_ZNSt7complexIdEdVEd = comdat any

$_ZSt13__complex_logCd = comdat any

$_ZSt14__complex_projRKSt7complexIdE = comdat any

$_ZSt14__complex_asinCf = comdat any

$_ZNKSt7complexIfE5__repEv = comdat any

$_ZNSt7complexIfEC2ECf = comdat any

$_ZNSt7complexIfEmLEf = comdat any

$_ZSt15__complex_atanhCf = comdat any

$_ZNSt7complexIfEpLIfEERS0_RKS_IT_E = comdat any

$_ZSt13__complex_powCfS_ = comdat any

$_ZNSt7complexIfEpLEf = comdat any

$_ZSt15__complex_acoshCf = comdat any

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/dy\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"jvp\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"jvp = grad . v\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"float d/dy\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"complex_inverse: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z1fdd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %"class.std::complex", align 8
  %6 = alloca %"class.std::complex", align 8
  %7 = alloca %"class.std::complex", align 8
  %8 = alloca %"class.std::complex", align 8
  %9 = alloca %"class.std::complex", align 8
  %10 = alloca %"class.std::complex", align 8
  %11 = alloca %"class.std::complex", align 8
  %12 = alloca %"class.std::complex", align 8
  %13 = alloca %"class.std::complex", align 8
  %14 = alloca double, align 8
  %15 = alloca %"class.std::complex", align 8
  %16 = alloca %"class.std::complex", align 8
  %17 = alloca %"class.std::complex", align 8
  %18 = alloca %"class.std::complex", align 8
  %19 = alloca %"class.std::complex", align 8
  %20 = alloca double, align 8
  %21 = alloca %"class.std::complex", align 8
  %22 = alloca %"class.std::complex", align 8
  %23 = alloca double, align 8
  %24 = alloca %"class.std::complex", align 8
  %25 = alloca %"class.std::complex", align 8
  %26 = alloca %"class.std::complex", align 8
  %27 = alloca %"class.std::complex", align 8
  %28 = alloca %"class.std::complex", align 8
  %29 = alloca %"class.std::complex", align 8
  %30 = alloca %"class.std::complex", align 8
  %31 = alloca %"class.std::complex", align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %32 = load double, ptr %3, align 8
  %33 = load double, ptr %4, align 8
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %32, double noundef %33)
  %34 = load double, ptr %4, align 8
  %35 = load double, ptr %3, align 8
  %36 = fmul double 5.000000e-01, %35
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef %34, double noundef %36)
  %37 = call { double, double } @_ZSt4asinIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %38 = getelementptr inbounds %"class.std::complex", ptr %10, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 0
  %40 = extractvalue { double, double } %37, 0
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 1
  %42 = extractvalue { double, double } %37, 1
  store double %42, ptr %41, align 8
  store double 5.000000e-01, ptr %14, align 8
  %43 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(8) %14)
  %44 = getelementptr inbounds %"class.std::complex", ptr %13, i32 0, i32 0
  %45 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %46 = extractvalue { double, double } %43, 0
  store double %46, ptr %45, align 8
  %47 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  %48 = extractvalue { double, double } %43, 1
  store double %48, ptr %47, align 8
  %49 = call { double, double } @_ZSt4acosIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %13)
  %50 = getelementptr inbounds %"class.std::complex", ptr %12, i32 0, i32 0
  %51 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %52 = extractvalue { double, double } %49, 0
  store double %52, ptr %51, align 8
  %53 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %54 = extractvalue { double, double } %49, 1
  store double %54, ptr %53, align 8
  %55 = call { double, double } @_ZSt4atanIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %56 = getelementptr inbounds %"class.std::complex", ptr %15, i32 0, i32 0
  %57 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %58 = extractvalue { double, double } %55, 0
  store double %58, ptr %57, align 8
  %59 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  %60 = extractvalue { double, double } %55, 1
  store double %60, ptr %59, align 8
  %61 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %15)
  %62 = getelementptr inbounds %"class.std::complex", ptr %11, i32 0, i32 0
  %63 = getelementptr inbounds { double, double }, ptr %62, i32 0, i32 0
  %64 = extractvalue { double, double } %61, 0
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %62, i32 0, i32 1
  %66 = extractvalue { double, double } %61, 1
  store double %66, ptr %65, align 8
  %67 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %11)
  %68 = getelementptr inbounds %"class.std::complex", ptr %9, i32 0, i32 0
  %69 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 0
  %70 = extractvalue { double, double } %67, 0
  store double %70, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 1
  %72 = extractvalue { double, double } %67, 1
  store double %72, ptr %71, align 8
  %73 = call { double, double } @_ZSt5asinhIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %74 = getelementptr inbounds %"class.std::complex", ptr %17, i32 0, i32 0
  %75 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 0
  %76 = extractvalue { double, double } %73, 0
  store double %76, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 1
  %78 = extractvalue { double, double } %73, 1
  store double %78, ptr %77, align 8
  store double 2.000000e+00, ptr %20, align 8
  %79 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(8) %20)
  %80 = getelementptr inbounds %"class.std::complex", ptr %19, i32 0, i32 0
  %81 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 0
  %82 = extractvalue { double, double } %79, 0
  store double %82, ptr %81, align 8
  %83 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 1
  %84 = extractvalue { double, double } %79, 1
  store double %84, ptr %83, align 8
  %85 = call { double, double } @_ZSt5acoshIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %19)
  %86 = getelementptr inbounds %"class.std::complex", ptr %18, i32 0, i32 0
  %87 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 0
  %88 = extractvalue { double, double } %85, 0
  store double %88, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 1
  %90 = extractvalue { double, double } %85, 1
  store double %90, ptr %89, align 8
  %91 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %18)
  %92 = getelementptr inbounds %"class.std::complex", ptr %16, i32 0, i32 0
  %93 = getelementptr inbounds { double, double }, ptr %92, i32 0, i32 0
  %94 = extractvalue { double, double } %91, 0
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds { double, double }, ptr %92, i32 0, i32 1
  %96 = extractvalue { double, double } %91, 1
  store double %96, ptr %95, align 8
  %97 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %16)
  %98 = getelementptr inbounds %"class.std::complex", ptr %8, i32 0, i32 0
  %99 = getelementptr inbounds { double, double }, ptr %98, i32 0, i32 0
  %100 = extractvalue { double, double } %97, 0
  store double %100, ptr %99, align 8
  %101 = getelementptr inbounds { double, double }, ptr %98, i32 0, i32 1
  %102 = extractvalue { double, double } %97, 1
  store double %102, ptr %101, align 8
  store double 3.000000e-01, ptr %23, align 8
  %103 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %23)
  %104 = getelementptr inbounds %"class.std::complex", ptr %22, i32 0, i32 0
  %105 = getelementptr inbounds { double, double }, ptr %104, i32 0, i32 0
  %106 = extractvalue { double, double } %103, 0
  store double %106, ptr %105, align 8
  %107 = getelementptr inbounds { double, double }, ptr %104, i32 0, i32 1
  %108 = extractvalue { double, double } %103, 1
  store double %108, ptr %107, align 8
  %109 = call { double, double } @_ZSt5atanhIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %22)
  %110 = getelementptr inbounds %"class.std::complex", ptr %21, i32 0, i32 0
  %111 = getelementptr inbounds { double, double }, ptr %110, i32 0, i32 0
  %112 = extractvalue { double, double } %109, 0
  store double %112, ptr %111, align 8
  %113 = getelementptr inbounds { double, double }, ptr %110, i32 0, i32 1
  %114 = extractvalue { double, double } %109, 1
  store double %114, ptr %113, align 8
  %115 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %21)
  %116 = getelementptr inbounds %"class.std::complex", ptr %7, i32 0, i32 0
  %117 = getelementptr inbounds { double, double }, ptr %116, i32 0, i32 0
  %118 = extractvalue { double, double } %115, 0
  store double %118, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %116, i32 0, i32 1
  %120 = extractvalue { double, double } %115, 1
  store double %120, ptr %119, align 8
  %121 = call { double, double } @_ZSt3powIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6)
  %122 = getelementptr inbounds %"class.std::complex", ptr %26, i32 0, i32 0
  %123 = getelementptr inbounds { double, double }, ptr %122, i32 0, i32 0
  %124 = extractvalue { double, double } %121, 0
  store double %124, ptr %123, align 8
  %125 = getelementptr inbounds { double, double }, ptr %122, i32 0, i32 1
  %126 = extractvalue { double, double } %121, 1
  store double %126, ptr %125, align 8
  %127 = call { double, double } @_ZSt5log10IdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %128 = getelementptr inbounds %"class.std::complex", ptr %27, i32 0, i32 0
  %129 = getelementptr inbounds { double, double }, ptr %128, i32 0, i32 0
  %130 = extractvalue { double, double } %127, 0
  store double %130, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %128, i32 0, i32 1
  %132 = extractvalue { double, double } %127, 1
  store double %132, ptr %131, align 8
  %133 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 8 dereferenceable(16) %27)
  %134 = getelementptr inbounds %"class.std::complex", ptr %25, i32 0, i32 0
  %135 = getelementptr inbounds { double, double }, ptr %134, i32 0, i32 0
  %136 = extractvalue { double, double } %133, 0
  store double %136, ptr %135, align 8
  %137 = getelementptr inbounds { double, double }, ptr %134, i32 0, i32 1
  %138 = extractvalue { double, double } %133, 1
  store double %138, ptr %137, align 8
  %139 = call { double, double } @_ZSt4projIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %140 = getelementptr inbounds %"class.std::complex", ptr %29, i32 0, i32 0
  %141 = getelementptr inbounds { double, double }, ptr %140, i32 0, i32 0
  %142 = extractvalue { double, double } %139, 0
  store double %142, ptr %141, align 8
  %143 = getelementptr inbounds { double, double }, ptr %140, i32 0, i32 1
  %144 = extractvalue { double, double } %139, 1
  store double %144, ptr %143, align 8
  %145 = call { double, double } @_ZSt4conjIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %146 = getelementptr inbounds %"class.std::complex", ptr %30, i32 0, i32 0
  %147 = getelementptr inbounds { double, double }, ptr %146, i32 0, i32 0
  %148 = extractvalue { double, double } %145, 0
  store double %148, ptr %147, align 8
  %149 = getelementptr inbounds { double, double }, ptr %146, i32 0, i32 1
  %150 = extractvalue { double, double } %145, 1
  store double %150, ptr %149, align 8
  %151 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 8 dereferenceable(16) %30)
  %152 = getelementptr inbounds %"class.std::complex", ptr %28, i32 0, i32 0
  %153 = getelementptr inbounds { double, double }, ptr %152, i32 0, i32 0
  %154 = extractvalue { double, double } %151, 0
  store double %154, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %152, i32 0, i32 1
  %156 = extractvalue { double, double } %151, 1
  store double %156, ptr %155, align 8
  %157 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %28)
  %158 = getelementptr inbounds %"class.std::complex", ptr %24, i32 0, i32 0
  %159 = getelementptr inbounds { double, double }, ptr %158, i32 0, i32 0
  %160 = extractvalue { double, double } %157, 0
  store double %160, ptr %159, align 8
  %161 = getelementptr inbounds { double, double }, ptr %158, i32 0, i32 1
  %162 = extractvalue { double, double } %157, 1
  store double %162, ptr %161, align 8
  %163 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %24)
  %164 = getelementptr inbounds %"class.std::complex", ptr %31, i32 0, i32 0
  %165 = getelementptr inbounds { double, double }, ptr %164, i32 0, i32 0
  %166 = extractvalue { double, double } %163, 0
  store double %166, ptr %165, align 8
  %167 = getelementptr inbounds { double, double }, ptr %164, i32 0, i32 1
  %168 = extractvalue { double, double } %163, 1
  store double %168, ptr %167, align 8
  %169 = call noundef double @_ZSt4realIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %31)
  %170 = call noundef double @_ZSt4imagIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %7)
  %171 = fadd double %169, %170
  ret double %171
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.std::complex", ptr %7, i32 0, i32 0
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %9, ptr %11, align 8
  store double %10, ptr %12, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4asinIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt14__complex_asinCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4acosIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt14__complex_acosCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStmlIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load double, ptr %7, align 8
  %9 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLEd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %8)
  %10 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %11 = load { double, double }, ptr %10, align 8
  ret { double, double } %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4atanIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt14__complex_atanCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt5asinhIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt15__complex_asinhCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt5acoshIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt15__complex_acoshCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load double, ptr %7, align 8
  %9 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLEd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %8)
  %10 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %11 = load { double, double }, ptr %10, align 8
  ret { double, double } %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt5atanhIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt15__complex_atanhCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt3powIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %9)
  %11 = extractvalue { double, double } %10, 0
  %12 = extractvalue { double, double } %10, 1
  %13 = load ptr, ptr %5, align 8
  %14 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %13)
  %15 = extractvalue { double, double } %14, 0
  %16 = extractvalue { double, double } %14, 1
  %17 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %11, ptr %17, align 8
  store double %12, ptr %18, align 8
  %19 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %24 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %15, ptr %23, align 8
  store double %16, ptr %24, align 8
  %25 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = call noundef { double, double } @_ZSt13__complex_powCdS_(double noundef %20, double noundef %22, double noundef %26, double noundef %28)
  %30 = extractvalue { double, double } %29, 0
  %31 = extractvalue { double, double } %29, 1
  %32 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %33 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %30, ptr %32, align 8
  store double %31, ptr %33, align 8
  %34 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %35, double noundef %37)
  %38 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %39 = load { double, double }, ptr %38, align 8
  ret { double, double } %39
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt5log10IdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca %"class.std::complex", align 8
  %5 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call { double, double } @_ZSt3logIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = getelementptr inbounds %"class.std::complex", ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %10 = extractvalue { double, double } %7, 0
  store double %10, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %12 = extractvalue { double, double } %7, 1
  store double %12, ptr %11, align 8
  %13 = call double @log(double noundef 1.000000e+01) #11
  store double %13, ptr %5, align 8
  %14 = call { double, double } @_ZStdvIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(8) %5)
  %15 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %17 = extractvalue { double, double } %14, 0
  store double %17, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %19 = extractvalue { double, double } %14, 1
  store double %19, ptr %18, align 8
  %20 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %21 = load { double, double }, ptr %20, align 8
  ret { double, double } %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4projIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call { double, double } @_ZSt14__complex_projRKSt7complexIdE(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %6 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %8 = extractvalue { double, double } %5, 0
  store double %8, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %10 = extractvalue { double, double } %5, 1
  store double %10, ptr %9, align 8
  %11 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %12 = load { double, double }, ptr %11, align 8
  ret { double, double } %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4conjIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = fneg double %7
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %5, double noundef %8)
  %9 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt4realIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret double %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt4imagIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret double %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef float @_Z1gff(float noundef %0, float noundef %1) #2 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca %"class.std::complex.0", align 4
  %6 = alloca %"class.std::complex.0", align 4
  %7 = alloca %"class.std::complex.0", align 4
  %8 = alloca %"class.std::complex.0", align 4
  %9 = alloca %"class.std::complex.0", align 4
  %10 = alloca %"class.std::complex.0", align 4
  %11 = alloca %"class.std::complex.0", align 4
  %12 = alloca %"class.std::complex.0", align 4
  %13 = alloca float, align 4
  %14 = alloca %"class.std::complex.0", align 4
  %15 = alloca %"class.std::complex.0", align 4
  %16 = alloca %"class.std::complex.0", align 4
  %17 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %18 = load float, ptr %3, align 4
  %19 = load float, ptr %4, align 4
  call void @_ZNSt7complexIfEC2Eff(ptr noundef nonnull align 4 dereferenceable(8) %5, float noundef %18, float noundef %19)
  %20 = load float, ptr %4, align 4
  %21 = load float, ptr %3, align 4
  %22 = fmul float 5.000000e-01, %21
  call void @_ZNSt7complexIfEC2Eff(ptr noundef nonnull align 4 dereferenceable(8) %6, float noundef %20, float noundef %22)
  %23 = call <2 x float> @_ZSt4asinIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %5)
  %24 = getelementptr inbounds %"class.std::complex.0", ptr %10, i32 0, i32 0
  store <2 x float> %23, ptr %24, align 4
  store float 0x3FD3333340000000, ptr %13, align 4
  %25 = call <2 x float> @_ZStmlIfESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 4 dereferenceable(8) %6, ptr noundef nonnull align 4 dereferenceable(4) %13)
  %26 = getelementptr inbounds %"class.std::complex.0", ptr %12, i32 0, i32 0
  store <2 x float> %25, ptr %26, align 4
  %27 = call <2 x float> @_ZSt5atanhIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %12)
  %28 = getelementptr inbounds %"class.std::complex.0", ptr %11, i32 0, i32 0
  store <2 x float> %27, ptr %28, align 4
  %29 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %10, ptr noundef nonnull align 4 dereferenceable(8) %11)
  %30 = getelementptr inbounds %"class.std::complex.0", ptr %9, i32 0, i32 0
  store <2 x float> %29, ptr %30, align 4
  %31 = call <2 x float> @_ZSt3powIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %6)
  %32 = getelementptr inbounds %"class.std::complex.0", ptr %14, i32 0, i32 0
  store <2 x float> %31, ptr %32, align 4
  %33 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %9, ptr noundef nonnull align 4 dereferenceable(8) %14)
  %34 = getelementptr inbounds %"class.std::complex.0", ptr %8, i32 0, i32 0
  store <2 x float> %33, ptr %34, align 4
  store float 2.000000e+00, ptr %17, align 4
  %35 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %17)
  %36 = getelementptr inbounds %"class.std::complex.0", ptr %16, i32 0, i32 0
  store <2 x float> %35, ptr %36, align 4
  %37 = call <2 x float> @_ZSt5acoshIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %16)
  %38 = getelementptr inbounds %"class.std::complex.0", ptr %15, i32 0, i32 0
  store <2 x float> %37, ptr %38, align 4
  %39 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %8, ptr noundef nonnull align 4 dereferenceable(8) %15)
  %40 = getelementptr inbounds %"class.std::complex.0", ptr %7, i32 0, i32 0
  store <2 x float> %39, ptr %40, align 4
  %41 = call noundef float @_ZSt4realIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %7)
  %42 = call noundef float @_ZSt4imagIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %7)
  %43 = fadd float %41, %42
  ret float %43
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7complexIfEC2Eff(ptr noundef nonnull align 4 dereferenceable(8) %0, float noundef %1, float noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.std::complex.0", ptr %7, i32 0, i32 0
  %9 = load float, ptr %5, align 4
  %10 = load float, ptr %6, align 4
  %11 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %12 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  store float %9, ptr %11, align 4
  store float %10, ptr %12, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #2 comdat {
  %3 = alloca %"class.std::complex.0", align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %6, i64 8, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEpLIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(8) %7)
  %9 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %10 = load <2 x float>, ptr %9, align 4
  ret <2 x float> %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZSt4asinIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %"class.std::complex.0", align 4
  %3 = alloca ptr, align 8
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %8)
  store <2 x float> %9, ptr %4, align 4
  %10 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %11, ptr %14, align 4
  store float %13, ptr %15, align 4
  %16 = load <2 x float>, ptr %5, align 4
  %17 = call noundef <2 x float> @_ZSt14__complex_asinCf(<2 x float> noundef %16)
  store <2 x float> %17, ptr %6, align 4
  %18 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %23 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %19, ptr %22, align 4
  store float %21, ptr %23, align 4
  %24 = load <2 x float>, ptr %7, align 4
  call void @_ZNSt7complexIfEC2ECf(ptr noundef nonnull align 4 dereferenceable(8) %2, <2 x float> noundef %24)
  %25 = getelementptr inbounds %"class.std::complex.0", ptr %2, i32 0, i32 0
  %26 = load <2 x float>, ptr %25, align 4
  ret <2 x float> %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZSt5atanhIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %"class.std::complex.0", align 4
  %3 = alloca ptr, align 8
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %8)
  store <2 x float> %9, ptr %4, align 4
  %10 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %11, ptr %14, align 4
  store float %13, ptr %15, align 4
  %16 = load <2 x float>, ptr %5, align 4
  %17 = call noundef <2 x float> @_ZSt15__complex_atanhCf(<2 x float> noundef %16)
  store <2 x float> %17, ptr %6, align 4
  %18 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %23 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %19, ptr %22, align 4
  store float %21, ptr %23, align 4
  %24 = load <2 x float>, ptr %7, align 4
  call void @_ZNSt7complexIfEC2ECf(ptr noundef nonnull align 4 dereferenceable(8) %2, <2 x float> noundef %24)
  %25 = getelementptr inbounds %"class.std::complex.0", ptr %2, i32 0, i32 0
  %26 = load <2 x float>, ptr %25, align 4
  ret <2 x float> %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZStmlIfESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #2 comdat {
  %3 = alloca %"class.std::complex.0", align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %6, i64 8, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load float, ptr %7, align 4
  %9 = call noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEmLEf(ptr noundef nonnull align 4 dereferenceable(8) %3, float noundef %8)
  %10 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %11 = load <2 x float>, ptr %10, align 4
  ret <2 x float> %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZSt3powIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #2 comdat {
  %3 = alloca %"class.std::complex.0", align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %12)
  store <2 x float> %13, ptr %6, align 4
  %14 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %18)
  store <2 x float> %19, ptr %7, align 4
  %20 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %25 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  store float %15, ptr %24, align 4
  store float %17, ptr %25, align 4
  %26 = load <2 x float>, ptr %8, align 4
  %27 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %28 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  store float %21, ptr %27, align 4
  store float %23, ptr %28, align 4
  %29 = load <2 x float>, ptr %9, align 4
  %30 = call noundef <2 x float> @_ZSt13__complex_powCfS_(<2 x float> noundef %26, <2 x float> noundef %29)
  store <2 x float> %30, ptr %10, align 4
  %31 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %36 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float %32, ptr %35, align 4
  store float %34, ptr %36, align 4
  %37 = load <2 x float>, ptr %11, align 4
  call void @_ZNSt7complexIfEC2ECf(ptr noundef nonnull align 4 dereferenceable(8) %3, <2 x float> noundef %37)
  %38 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %39 = load <2 x float>, ptr %38, align 4
  ret <2 x float> %39
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZSt5acoshIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat {
  %2 = alloca %"class.std::complex.0", align 4
  %3 = alloca ptr, align 8
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %8)
  store <2 x float> %9, ptr %4, align 4
  %10 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %11, ptr %14, align 4
  store float %13, ptr %15, align 4
  %16 = load <2 x float>, ptr %5, align 4
  %17 = call noundef <2 x float> @_ZSt15__complex_acoshCf(<2 x float> noundef %16)
  store <2 x float> %17, ptr %6, align 4
  %18 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %23 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %19, ptr %22, align 4
  store float %21, ptr %23, align 4
  %24 = load <2 x float>, ptr %7, align 4
  call void @_ZNSt7complexIfEC2ECf(ptr noundef nonnull align 4 dereferenceable(8) %2, <2 x float> noundef %24)
  %25 = getelementptr inbounds %"class.std::complex.0", ptr %2, i32 0, i32 0
  %26 = load <2 x float>, ptr %25, align 4
  ret <2 x float> %26
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZStplIfESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #2 comdat {
  %3 = alloca %"class.std::complex.0", align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %6, i64 8, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load float, ptr %7, align 4
  %9 = call noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEpLEf(ptr noundef nonnull align 4 dereferenceable(8) %3, float noundef %8)
  %10 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %11 = load <2 x float>, ptr %10, align 4
  ret <2 x float> %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt4realIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef float @_ZNKSt7complexIfE4realB5cxx11Ev(ptr noundef nonnull align 4 dereferenceable(8) %3)
  ret float %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt4imagIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef float @_ZNKSt7complexIfE4imagB5cxx11Ev(ptr noundef nonnull align 4 dereferenceable(8) %3)
  ret float %4
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x [2 x double]], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.D2, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca %struct.F2, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 48, i1 false)
  %18 = getelementptr inbounds [3 x [2 x double]], ptr %2, i32 0, i32 0
  %19 = getelementptr inbounds [2 x double], ptr %18, i32 0, i32 0
  store double 4.000000e-01, ptr %19, align 16
  %20 = getelementptr inbounds [2 x double], ptr %18, i32 0, i32 1
  store double 3.000000e-01, ptr %20, align 8
  %21 = getelementptr inbounds [3 x [2 x double]], ptr %2, i32 0, i32 1
  %22 = getelementptr inbounds [2 x double], ptr %21, i32 0, i32 0
  store double -6.000000e-01, ptr %22, align 16
  %23 = getelementptr inbounds [2 x double], ptr %21, i32 0, i32 1
  store double 0x3FE6666666666666, ptr %23, align 8
  %24 = getelementptr inbounds [3 x [2 x double]], ptr %2, i32 0, i32 2
  %25 = getelementptr inbounds [2 x double], ptr %24, i32 0, i32 0
  store double 9.000000e-01, ptr %25, align 16
  %26 = getelementptr inbounds [2 x double], ptr %24, i32 0, i32 1
  store double -3.500000e-01, ptr %26, align 8
  store ptr %2, ptr %3, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds [3 x [2 x double]], ptr %27, i64 0, i64 0
  store ptr %28, ptr %4, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds [3 x [2 x double]], ptr %29, i64 0, i64 0
  %31 = getelementptr inbounds [2 x double], ptr %30, i64 3
  store ptr %31, ptr %5, align 8
  br label %32

32:                                               ; preds = %149, %0
  %33 = load ptr, ptr %4, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = icmp ne ptr %33, %34
  br i1 %35, label %36, label %152

36:                                               ; preds = %32
  %37 = load ptr, ptr %4, align 8
  store ptr %37, ptr %6, align 8
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds [2 x double], ptr %38, i64 0, i64 0
  %40 = load double, ptr %39, align 8
  store double %40, ptr %7, align 8
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds [2 x double], ptr %41, i64 0, i64 1
  %43 = load double, ptr %42, align 8
  store double %43, ptr %8, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %9, align 8
  %44 = load double, ptr %7, align 8
  %45 = load double, ptr %8, align 8
  %46 = call { double, double } (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z1fdd, double noundef %44, double noundef %45)
  %47 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %48 = extractvalue { double, double } %46, 0
  store double %48, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %50 = extractvalue { double, double } %46, 1
  store double %50, ptr %49, align 8
  %51 = load double, ptr %7, align 8
  %52 = load double, ptr %9, align 8
  %53 = fadd double %51, %52
  %54 = load double, ptr %8, align 8
  %55 = call noundef double @_Z1fdd(double noundef %53, double noundef %54)
  %56 = load double, ptr %7, align 8
  %57 = load double, ptr %9, align 8
  %58 = fsub double %56, %57
  %59 = load double, ptr %8, align 8
  %60 = call noundef double @_Z1fdd(double noundef %58, double noundef %59)
  %61 = fsub double %55, %60
  %62 = load double, ptr %9, align 8
  %63 = fmul double 2.000000e+00, %62
  %64 = fdiv double %61, %63
  store double %64, ptr %11, align 8
  %65 = load double, ptr %7, align 8
  %66 = load double, ptr %8, align 8
  %67 = load double, ptr %9, align 8
  %68 = fadd double %66, %67
  %69 = call noundef double @_Z1fdd(double noundef %65, double noundef %68)
  %70 = load double, ptr %7, align 8
  %71 = load double, ptr %8, align 8
  %72 = load double, ptr %9, align 8
  %73 = fsub double %71, %72
  %74 = call noundef double @_Z1fdd(double noundef %70, double noundef %73)
  %75 = fsub double %69, %74
  %76 = load double, ptr %9, align 8
  %77 = fmul double 2.000000e+00, %76
  %78 = fdiv double %75, %77
  store double %78, ptr %12, align 8
  %79 = load double, ptr %7, align 8
  %80 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = load double, ptr %11, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str, double noundef %79, double noundef %81, double noundef %82, double noundef 0x3EB0C6F7A0B5ED8D)
  %83 = load double, ptr %7, align 8
  %84 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  %86 = load double, ptr %12, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef %83, double noundef %85, double noundef %86, double noundef 0x3EB0C6F7A0B5ED8D)
  %87 = load double, ptr %7, align 8
  %88 = load double, ptr %8, align 8
  %89 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z1fdd, double noundef %87, double noundef 1.000000e+00, double noundef %88, double noundef 5.000000e-01)
  store double %89, ptr %13, align 8
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %13, align 8
  %92 = load double, ptr %11, align 8
  %93 = load double, ptr %12, align 8
  %94 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %93, double %92)
  call void @_ZL5checkPKcdddd(ptr noundef @.str.2, double noundef %90, double noundef %91, double noundef %94, double noundef 0x3EB0C6F7A0B5ED8D)
  %95 = load double, ptr %7, align 8
  %96 = load double, ptr %13, align 8
  %97 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 0
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %100, double %98)
  call void @_ZL5checkPKcdddd(ptr noundef @.str.3, double noundef %95, double noundef %96, double noundef %101, double noundef 0x3D719799812DEA11)
  %102 = load double, ptr %7, align 8
  %103 = fptrunc double %102 to float
  store float %103, ptr %14, align 4
  %104 = load double, ptr %8, align 8
  %105 = fptrunc double %104 to float
  store float %105, ptr %15, align 4
  store float 0x3F847AE140000000, ptr %16, align 4
  %106 = load float, ptr %14, align 4
  %107 = fpext float %106 to double
  %108 = load float, ptr %15, align 4
  %109 = fpext float %108 to double
  %110 = call <2 x float> (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z1gff, double noundef %107, double noundef %109)
  store <2 x float> %110, ptr %17, align 4
  %111 = load double, ptr %7, align 8
  %112 = getelementptr inbounds %struct.F2, ptr %17, i32 0, i32 0
  %113 = load float, ptr %112, align 4
  %114 = fpext float %113 to double
  %115 = load float, ptr %14, align 4
  %116 = load float, ptr %16, align 4
  %117 = fadd float %115, %116
  %118 = load float, ptr %15, align 4
  %119 = call noundef float @_Z1gff(float noundef %117, float noundef %118)
  %120 = load float, ptr %14, align 4
  %121 = load float, ptr %16, align 4
  %122 = fsub float %120, %121
  %123 = load float, ptr %15, align 4
  %124 = call noundef float @_Z1gff(float noundef %122, float noundef %123)
  %125 = fsub float %119, %124
  %126 = load float, ptr %16, align 4
  %127 = fmul float 2.000000e+00, %126
  %128 = fdiv float %125, %127
  %129 = fpext float %128 to double
  call void @_ZL5checkPKcdddd(ptr noundef @.str.4, double noundef %111, double noundef %114, double noundef %129, double noundef 3.000000e-02)
  %130 = load double, ptr %7, align 8
  %131 = getelementptr inbounds %struct.F2, ptr %17, i32 0, i32 1
  %132 = load float, ptr %131, align 4
  %133 = fpext float %132 to double
  %134 = load float, ptr %14, align 4
  %135 = load float, ptr %15, align 4
  %136 = load float, ptr %16, align 4
  %137 = fadd float %135, %136
  %138 = call noundef float @_Z1gff(float noundef %134, float noundef %137)
  %139 = load float, ptr %14, align 4
  %140 = load float, ptr %15, align 4
  %141 = load float, ptr %16, align 4
  %142 = fsub float %140, %141
  %143 = call noundef float @_Z1gff(float noundef %139, float noundef %142)
  %144 = fsub float %138, %143
  %145 = load float, ptr %16, align 4
  %146 = fmul float 2.000000e+00, %145
  %147 = fdiv float %144, %146
  %148 = fpext float %147 to double
  call void @_ZL5checkPKcdddd(ptr noundef @.str.5, double noundef %130, double noundef %133, double noundef %148, double noundef 3.000000e-02)
  br label %149

149:                                              ; preds = %36
  %150 = load ptr, ptr %4, align 8
  %151 = getelementptr inbounds [2 x double], ptr %150, i32 1
  store ptr %151, ptr %4, align 8
  br label %32

152:                                              ; preds = %32
  %153 = load i32, ptr @_ZL6n_fail, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %153)
  %155 = load i32, ptr @_ZL6n_fail, align 4
  %156 = icmp ne i32 %155, 0
  %157 = zext i1 %156 to i32
  ret i32 %157
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %13 = load double, ptr %9, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = fcmp ogt double %14, 1.000000e+00
  br i1 %15, label %16, label %19

16:                                               ; preds = %5
  %17 = load double, ptr %9, align 8
  %18 = call double @llvm.fabs.f64(double %17)
  br label %20

19:                                               ; preds = %5
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi double [ %18, %16 ], [ 1.000000e+00, %19 ]
  store double %21, ptr %11, align 8
  %22 = load double, ptr %8, align 8
  %23 = call noundef i32 @_ZL11finite_bitsd(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call noundef i32 @_ZL11finite_bitsd(double noundef %26)
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load double, ptr %8, align 8
  %31 = load double, ptr %9, align 8
  %32 = fsub double %30, %31
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = load double, ptr %10, align 8
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  %37 = fcmp ole double %33, %36
  br label %38

38:                                               ; preds = %29, %25, %20
  %39 = phi i1 [ false, %25 ], [ false, %20 ], [ %37, %29 ]
  %40 = zext i1 %39 to i32
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.8, ptr @.str.9
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @_ZL6n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @_ZL6n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  ret double %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  ret double %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZNKSt7complexIfE4realB5cxx11Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  ret float %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZNKSt7complexIfE4imagB5cxx11Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  ret float %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #1 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  store volatile double %6, ptr %3, align 8
  %7 = load volatile double, ptr %3, align 8
  store double %7, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false)
  %8 = load i64, ptr %5, align 8
  %9 = lshr i64 %8, 52
  %10 = and i64 %9, 2047
  %11 = icmp ne i64 %10, 2047
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt14__complex_asinCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @casin(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca { double, double }, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"class.std::complex", ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double %7, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = load { double, double }, ptr %2, align 8
  ret { double, double } %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1, double noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %"class.std::complex", ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %15 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %11, ptr %14, align 8
  store double %13, ptr %15, align 8
  ret void
}

; Function Attrs: nounwind
declare { double, double } @casin(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fmul double %9, %6
  %13 = fmul double %11, %6
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %12, ptr %14, align 8
  store double %13, ptr %15, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt14__complex_acosCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @cacos(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @cacos(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt14__complex_atanCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @catan(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @catan(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = extractvalue { double, double } %8, 0
  %10 = extractvalue { double, double } %8, 1
  %11 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %"class.std::complex", ptr %6, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = fmul double %19, %14
  %23 = fmul double %21, %16
  %24 = fmul double %19, %16
  %25 = fmul double %21, %14
  %26 = fsub double %22, %23
  %27 = fadd double %24, %25
  %28 = fcmp uno double %26, %26
  br i1 %28, label %29, label %35, !prof !6

29:                                               ; preds = %2
  %30 = fcmp uno double %27, %27
  br i1 %30, label %31, label %35, !prof !6

31:                                               ; preds = %29
  %32 = call noundef { double, double } @__muldc3(double noundef %19, double noundef %21, double noundef %14, double noundef %16) #11
  %33 = extractvalue { double, double } %32, 0
  %34 = extractvalue { double, double } %32, 1
  br label %35

35:                                               ; preds = %31, %29, %2
  %36 = phi double [ %26, %2 ], [ %26, %29 ], [ %33, %31 ]
  %37 = phi double [ %27, %2 ], [ %27, %29 ], [ %34, %31 ]
  %38 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %36, ptr %38, align 8
  store double %37, ptr %39, align 8
  ret ptr %6
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fadd double %12, %8
  %16 = fadd double %14, %9
  %17 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %15, ptr %17, align 8
  store double %16, ptr %18, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt15__complex_asinhCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @casinh(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @casinh(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEpLEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fadd double %9, %6
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %12, ptr %13, align 8
  store double %11, ptr %14, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt15__complex_acoshCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @cacosh(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @cacosh(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt15__complex_atanhCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @catanh(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @catanh(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt13__complex_powCdS_(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #1 comdat {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %23 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %15, ptr %22, align 8
  store double %17, ptr %23, align 8
  %24 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %29 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %19, ptr %28, align 8
  store double %21, ptr %29, align 8
  %30 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = call { double, double } @cpow(double noundef %25, double noundef %27, double noundef %31, double noundef %33) #11
  %35 = extractvalue { double, double } %34, 0
  %36 = extractvalue { double, double } %34, 1
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %38 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %35, ptr %37, align 8
  store double %36, ptr %38, align 8
  %39 = load { double, double }, ptr %5, align 8
  ret { double, double } %39
}

; Function Attrs: nounwind
declare { double, double } @cpow(double noundef, double noundef, double noundef, double noundef) #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStdvIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = load double, ptr %7, align 8
  %9 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEdVEd(ptr noundef nonnull align 8 dereferenceable(16) %3, double noundef %8)
  %10 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %11 = load { double, double }, ptr %10, align 8
  ret { double, double } %11
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt3logIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call noundef { double, double } @_ZSt13__complex_logCd(double noundef %13, double noundef %15)
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: nounwind
declare double @log(double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEdVEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = getelementptr inbounds %"class.std::complex", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fdiv double %9, %6
  %13 = fdiv double %11, %6
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %15 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %12, ptr %14, align 8
  store double %13, ptr %15, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt13__complex_logCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %9, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = call { double, double } @clog(double noundef %15, double noundef %17) #11
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  %21 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %19, ptr %21, align 8
  store double %20, ptr %22, align 8
  %23 = load { double, double }, ptr %3, align 8
  ret { double, double } %23
}

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt14__complex_projRKSt7complexIdE(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca %"class.std::complex", align 8
  %3 = alloca ptr, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
  %8 = extractvalue { double, double } %7, 0
  %9 = extractvalue { double, double } %7, 1
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = call { double, double } @cproj(double noundef %13, double noundef %15) #12
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %20 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %17, ptr %19, align 8
  store double %18, ptr %20, align 8
  %21 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %24 = load double, ptr %23, align 8
  call void @_ZNSt7complexIdEC2ECd(ptr noundef nonnull align 8 dereferenceable(16) %2, double noundef %22, double noundef %24)
  %25 = getelementptr inbounds %"class.std::complex", ptr %2, i32 0, i32 0
  %26 = load { double, double }, ptr %25, align 8
  ret { double, double } %26
}

; Function Attrs: nounwind willreturn memory(none)
declare { double, double } @cproj(double noundef, double noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZSt14__complex_asinCf(<2 x float> noundef %0) #10 comdat {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %3, align 4
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %7, ptr %10, align 4
  store float %9, ptr %11, align 4
  %12 = load <2 x float>, ptr %4, align 4
  %13 = call <2 x float> @casinf(<2 x float> noundef %12) #11
  store <2 x float> %13, ptr %5, align 4
  %14 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %19 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %15, ptr %18, align 4
  store float %17, ptr %19, align 4
  %20 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %20
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #10 comdat align 2 {
  %2 = alloca { float, float }, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"class.std::complex.0", ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %11 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %7, ptr %10, align 4
  store float %9, ptr %11, align 4
  %12 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7complexIfEC2ECf(ptr noundef nonnull align 4 dereferenceable(8) %0, <2 x float> noundef %1) unnamed_addr #10 comdat align 2 {
  %3 = alloca { float, float }, align 4
  %4 = alloca ptr, align 8
  store <2 x float> %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %"class.std::complex.0", ptr %5, i32 0, i32 0
  %7 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %12 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %8, ptr %11, align 4
  store float %10, ptr %12, align 4
  ret void
}

; Function Attrs: nounwind
declare <2 x float> @casinf(<2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEmLEf(ptr noundef nonnull align 4 dereferenceable(8) %0, float noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4
  %7 = getelementptr inbounds %"class.std::complex.0", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fmul float %9, %6
  %13 = fmul float %11, %6
  %14 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %15 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %12, ptr %14, align 4
  store float %13, ptr %15, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZSt15__complex_atanhCf(<2 x float> noundef %0) #10 comdat {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %3, align 4
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %7, ptr %10, align 4
  store float %9, ptr %11, align 4
  %12 = load <2 x float>, ptr %4, align 4
  %13 = call <2 x float> @catanhf(<2 x float> noundef %12) #11
  store <2 x float> %13, ptr %5, align 4
  %14 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %19 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %15, ptr %18, align 4
  store float %17, ptr %19, align 4
  %20 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %20
}

; Function Attrs: nounwind
declare <2 x float> @catanhf(<2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEpLIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #10 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %7)
  store <2 x float> %8, ptr %5, align 4
  %9 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %"class.std::complex.0", ptr %6, i32 0, i32 0
  %14 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fadd float %15, %10
  %19 = fadd float %17, %12
  %20 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 0
  %21 = getelementptr inbounds { float, float }, ptr %13, i32 0, i32 1
  store float %18, ptr %20, align 4
  store float %19, ptr %21, align 4
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZSt13__complex_powCfS_(<2 x float> noundef %0, <2 x float> noundef %1) #10 comdat {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %18 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %10, ptr %17, align 4
  store float %12, ptr %18, align 4
  %19 = load <2 x float>, ptr %6, align 4
  %20 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %21 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %14, ptr %20, align 4
  store float %16, ptr %21, align 4
  %22 = load <2 x float>, ptr %7, align 4
  %23 = call <2 x float> @cpowf(<2 x float> noundef %19, <2 x float> noundef %22) #11
  store <2 x float> %23, ptr %8, align 4
  %24 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %29 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %25, ptr %28, align 4
  store float %27, ptr %29, align 4
  %30 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %30
}

; Function Attrs: nounwind
declare <2 x float> @cpowf(<2 x float> noundef, <2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEpLEf(ptr noundef nonnull align 4 dereferenceable(8) %0, float noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load float, ptr %4, align 4
  %7 = getelementptr inbounds %"class.std::complex.0", ptr %5, i32 0, i32 0
  %8 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fadd float %9, %6
  %13 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %14 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %12, ptr %13, align 4
  store float %11, ptr %14, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZSt15__complex_acoshCf(<2 x float> noundef %0) #10 comdat {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %3, align 4
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %7, ptr %10, align 4
  store float %9, ptr %11, align 4
  %12 = load <2 x float>, ptr %4, align 4
  %13 = call <2 x float> @cacoshf(<2 x float> noundef %12) #11
  store <2 x float> %13, ptr %5, align 4
  %14 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %19 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  store float %15, ptr %18, align 4
  store float %17, ptr %19, align 4
  %20 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %20
}

; Function Attrs: nounwind
declare <2 x float> @cacoshf(<2 x float> noundef) #8

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
