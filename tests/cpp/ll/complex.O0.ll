; ModuleID = 'complex.cpp'
source_filename = "complex.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::complex" = type { { double, double } }
%"class.std::complex.0" = type { { float, float } }
%struct.D2 = type { double, double }
%struct.F2 = type { float, float }

$_ZNSt7complexIdEC2Edd = comdat any

$_ZStplIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZStmlIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZStdvIdESt7complexIT_ERKS2_S4_ = comdat any

$_ZStplIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt3expIdESt7complexIT_ERKS2_ = comdat any

$_ZStmlIdESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt3logIdESt7complexIT_ERKS2_ = comdat any

$_ZSt4sqrtIdESt7complexIT_ERKS2_ = comdat any

$_ZSt3absIdET_RKSt7complexIS0_E = comdat any

$_ZSt3argIdET_RKSt7complexIS0_E = comdat any

$_ZSt4realIdET_RKSt7complexIS0_E = comdat any

$_ZSt4imagIdET_RKSt7complexIS0_E = comdat any

$_ZNSt7complexIfEC2Eff = comdat any

$_ZStplIfESt7complexIT_ERKS2_S4_ = comdat any

$_ZStmlIfESt7complexIT_ERKS2_S4_ = comdat any

$_ZStdvIfESt7complexIT_ERKS2_S4_ = comdat any

$_ZSt3expIfESt7complexIT_ERKS2_ = comdat any

$_ZStmlIfESt7complexIT_ERKS2_RKS1_ = comdat any

$_ZSt3logIfESt7complexIT_ERKS2_ = comdat any

$_ZSt4sqrtIfESt7complexIT_ERKS2_ = comdat any

$_ZSt4realIfET_RKSt7complexIS0_E = comdat any

$_ZSt4imagIfET_RKSt7complexIS0_E = comdat any

$_ZSt3absIfET_RKSt7complexIS0_E = comdat any

$_ZSt3argIfET_RKSt7complexIS0_E = comdat any

$_ZNKSt7complexIdE4realB5cxx11Ev = comdat any

$_ZNKSt7complexIdE4imagB5cxx11Ev = comdat any

$_ZNKSt7complexIfE4realB5cxx11Ev = comdat any

$_ZNKSt7complexIfE4imagB5cxx11Ev = comdat any

$_ZNSt7complexIdEmLIdEERS0_RKS_IT_E = comdat any

$_ZNKSt7complexIdE5__repEv = comdat any

$_ZNSt7complexIdEpLIdEERS0_RKS_IT_E = comdat any

$_ZNSt7complexIdEpLEd = comdat any

$_ZNSt7complexIdEdVIdEERS0_RKS_IT_E = comdat any

$_ZNSt7complexIdEmLEd = comdat any

$_ZSt13__complex_expCd = comdat any

$_ZNSt7complexIdEC2ECd = comdat any

$_ZSt13__complex_logCd = comdat any

$_ZSt14__complex_sqrtCd = comdat any

$_ZSt13__complex_absCd = comdat any

$_ZSt13__complex_argCd = comdat any

$_ZNSt7complexIfEmLIfEERS0_RKS_IT_E = comdat any

$_ZNKSt7complexIfE5__repEv = comdat any

$_ZNSt7complexIfEpLIfEERS0_RKS_IT_E = comdat any

$_ZNSt7complexIfEdVIfEERS0_RKS_IT_E = comdat any

$_ZNSt7complexIfEmLEf = comdat any

$_ZSt13__complex_expCf = comdat any

$_ZNSt7complexIfEC2ECf = comdat any

$_ZSt13__complex_logCf = comdat any

$_ZSt14__complex_sqrtCf = comdat any

$_ZSt13__complex_absCf = comdat any

$_ZSt13__complex_argCf = comdat any

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/dy\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"jvp\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"float d/dy\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"complex: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z1fdd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca %"class.std::complex", align 8
  %6 = alloca %"class.std::complex", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::complex", align 8
  %9 = alloca %"class.std::complex", align 8
  %10 = alloca %"class.std::complex", align 8
  %11 = alloca %"class.std::complex", align 8
  %12 = alloca double, align 8
  %13 = alloca %"class.std::complex", align 8
  %14 = alloca %"class.std::complex", align 8
  %15 = alloca %"class.std::complex", align 8
  %16 = alloca %"class.std::complex", align 8
  %17 = alloca %"class.std::complex", align 8
  %18 = alloca %"class.std::complex", align 8
  %19 = alloca %"class.std::complex", align 8
  %20 = alloca double, align 8
  %21 = alloca %"class.std::complex", align 8
  %22 = alloca %"class.std::complex", align 8
  %23 = alloca %"class.std::complex", align 8
  %24 = alloca %"class.std::complex", align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %25 = load double, ptr %3, align 8
  %26 = load double, ptr %4, align 8
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %25, double noundef %26)
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %6, double noundef 3.000000e-01, double noundef -1.000000e-01)
  store i32 0, ptr %7, align 4
  br label %27

27:                                               ; preds = %43, %2
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %28, 3
  br i1 %29, label %30, label %46

30:                                               ; preds = %27
  %31 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5)
  %32 = getelementptr inbounds %"class.std::complex", ptr %9, i32 0, i32 0
  %33 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %34 = extractvalue { double, double } %31, 0
  store double %34, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %36 = extractvalue { double, double } %31, 1
  store double %36, ptr %35, align 8
  %37 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %6)
  %38 = getelementptr inbounds %"class.std::complex", ptr %8, i32 0, i32 0
  %39 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 0
  %40 = extractvalue { double, double } %37, 0
  store double %40, ptr %39, align 8
  %41 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 1
  %42 = extractvalue { double, double } %37, 1
  store double %42, ptr %41, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %8, i64 16, i1 false)
  br label %43

43:                                               ; preds = %30
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %27, !llvm.loop !6

46:                                               ; preds = %27
  store double 1.000000e+00, ptr %12, align 8
  %47 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(8) %12)
  %48 = getelementptr inbounds %"class.std::complex", ptr %11, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 0
  %50 = extractvalue { double, double } %47, 0
  store double %50, ptr %49, align 8
  %51 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 1
  %52 = extractvalue { double, double } %47, 1
  store double %52, ptr %51, align 8
  %53 = load double, ptr %3, align 8
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %15, double noundef %53, double noundef 2.000000e+00)
  %54 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %5)
  %55 = getelementptr inbounds %"class.std::complex", ptr %14, i32 0, i32 0
  %56 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 0
  %57 = extractvalue { double, double } %54, 0
  store double %57, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 1
  %59 = extractvalue { double, double } %54, 1
  store double %59, ptr %58, align 8
  %60 = load double, ptr %4, align 8
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %16, double noundef 5.000000e-01, double noundef %60)
  %61 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %16)
  %62 = getelementptr inbounds %"class.std::complex", ptr %13, i32 0, i32 0
  %63 = getelementptr inbounds { double, double }, ptr %62, i32 0, i32 0
  %64 = extractvalue { double, double } %61, 0
  store double %64, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %62, i32 0, i32 1
  %66 = extractvalue { double, double } %61, 1
  store double %66, ptr %65, align 8
  %67 = call { double, double } @_ZStdvIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %13)
  %68 = getelementptr inbounds %"class.std::complex", ptr %10, i32 0, i32 0
  %69 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 0
  %70 = extractvalue { double, double } %67, 0
  store double %70, ptr %69, align 8
  %71 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 1
  %72 = extractvalue { double, double } %67, 1
  store double %72, ptr %71, align 8
  store double 3.000000e-01, ptr %20, align 8
  %73 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(8) %20)
  %74 = getelementptr inbounds %"class.std::complex", ptr %19, i32 0, i32 0
  %75 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 0
  %76 = extractvalue { double, double } %73, 0
  store double %76, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 1
  %78 = extractvalue { double, double } %73, 1
  store double %78, ptr %77, align 8
  %79 = call { double, double } @_ZSt3expIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %19)
  %80 = getelementptr inbounds %"class.std::complex", ptr %18, i32 0, i32 0
  %81 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 0
  %82 = extractvalue { double, double } %79, 0
  store double %82, ptr %81, align 8
  %83 = getelementptr inbounds { double, double }, ptr %80, i32 0, i32 1
  %84 = extractvalue { double, double } %79, 1
  store double %84, ptr %83, align 8
  %85 = call { double, double } @_ZSt3logIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %86 = getelementptr inbounds %"class.std::complex", ptr %22, i32 0, i32 0
  %87 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 0
  %88 = extractvalue { double, double } %85, 0
  store double %88, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %86, i32 0, i32 1
  %90 = extractvalue { double, double } %85, 1
  store double %90, ptr %89, align 8
  %91 = load double, ptr %4, align 8
  %92 = load double, ptr %3, align 8
  call void @_ZNSt7complexIdEC2Edd(ptr noundef nonnull align 8 dereferenceable(16) %24, double noundef %91, double noundef %92)
  %93 = call { double, double } @_ZSt4sqrtIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %24)
  %94 = getelementptr inbounds %"class.std::complex", ptr %23, i32 0, i32 0
  %95 = getelementptr inbounds { double, double }, ptr %94, i32 0, i32 0
  %96 = extractvalue { double, double } %93, 0
  store double %96, ptr %95, align 8
  %97 = getelementptr inbounds { double, double }, ptr %94, i32 0, i32 1
  %98 = extractvalue { double, double } %93, 1
  store double %98, ptr %97, align 8
  %99 = call { double, double } @_ZStmlIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %23)
  %100 = getelementptr inbounds %"class.std::complex", ptr %21, i32 0, i32 0
  %101 = getelementptr inbounds { double, double }, ptr %100, i32 0, i32 0
  %102 = extractvalue { double, double } %99, 0
  store double %102, ptr %101, align 8
  %103 = getelementptr inbounds { double, double }, ptr %100, i32 0, i32 1
  %104 = extractvalue { double, double } %99, 1
  store double %104, ptr %103, align 8
  %105 = call { double, double } @_ZStplIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %21)
  %106 = getelementptr inbounds %"class.std::complex", ptr %17, i32 0, i32 0
  %107 = getelementptr inbounds { double, double }, ptr %106, i32 0, i32 0
  %108 = extractvalue { double, double } %105, 0
  store double %108, ptr %107, align 8
  %109 = getelementptr inbounds { double, double }, ptr %106, i32 0, i32 1
  %110 = extractvalue { double, double } %105, 1
  store double %110, ptr %109, align 8
  %111 = call noundef double @_ZSt3absIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %5)
  %112 = call noundef double @_ZSt3argIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %10)
  %113 = call noundef double @_ZSt4realIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %17)
  %114 = call double @llvm.fmuladd.f64(double %112, double %113, double %111)
  %115 = call noundef double @_ZSt4imagIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %17)
  %116 = fadd double %114, %115
  ret double %116
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZStdvIdESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #0 comdat {
  %3 = alloca %"class.std::complex", align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %6, i64 16, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEdVIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %7)
  %9 = getelementptr inbounds %"class.std::complex", ptr %3, i32 0, i32 0
  %10 = load { double, double }, ptr %9, align 8
  ret { double, double } %10
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
define linkonce_odr dso_local { double, double } @_ZSt3expIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
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
  %16 = call noundef { double, double } @_ZSt13__complex_expCd(double noundef %13, double noundef %15)
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

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local { double, double } @_ZSt4sqrtIdESt7complexIT_ERKS2_(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
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
  %16 = call noundef { double, double } @_ZSt14__complex_sqrtCd(double noundef %13, double noundef %15)
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
define linkonce_odr dso_local noundef double @_ZSt3absIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca { double, double }, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %6 = extractvalue { double, double } %5, 0
  %7 = extractvalue { double, double } %5, 1
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %6, ptr %8, align 8
  store double %7, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call noundef double @_ZSt13__complex_absCd(double noundef %11, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt3argIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca { double, double }, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call noundef { double, double } @_ZNKSt7complexIdE5__repEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
  %6 = extractvalue { double, double } %5, 0
  %7 = extractvalue { double, double } %5, 1
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %6, ptr %8, align 8
  store double %7, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call noundef double @_ZSt13__complex_argCd(double noundef %11, double noundef %13)
  ret double %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt4realIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNKSt7complexIdE4realB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret double %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt4imagIdET_RKSt7complexIS0_E(ptr noundef nonnull align 8 dereferenceable(16) %0) #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef double @_ZNKSt7complexIdE4imagB5cxx11Ev(ptr noundef nonnull align 8 dereferenceable(16) %3)
  ret double %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef float @_Z1gff(float noundef %0, float noundef %1) #4 {
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
  %13 = alloca %"class.std::complex.0", align 4
  %14 = alloca %"class.std::complex.0", align 4
  %15 = alloca %"class.std::complex.0", align 4
  %16 = alloca float, align 4
  %17 = alloca %"class.std::complex.0", align 4
  %18 = alloca %"class.std::complex.0", align 4
  %19 = alloca %"class.std::complex.0", align 4
  %20 = alloca %"class.std::complex.0", align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %21 = load float, ptr %3, align 4
  %22 = load float, ptr %4, align 4
  call void @_ZNSt7complexIfEC2Eff(ptr noundef nonnull align 4 dereferenceable(8) %5, float noundef %21, float noundef %22)
  call void @_ZNSt7complexIfEC2Eff(ptr noundef nonnull align 4 dereferenceable(8) %6, float noundef 2.500000e-01, float noundef -5.000000e-01)
  %23 = call <2 x float> @_ZStmlIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %5)
  %24 = getelementptr inbounds %"class.std::complex.0", ptr %8, i32 0, i32 0
  store <2 x float> %23, ptr %24, align 4
  %25 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %8, ptr noundef nonnull align 4 dereferenceable(8) %6)
  %26 = getelementptr inbounds %"class.std::complex.0", ptr %7, i32 0, i32 0
  store <2 x float> %25, ptr %26, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %7, i64 8, i1 false)
  %27 = load float, ptr %4, align 4
  call void @_ZNSt7complexIfEC2Eff(ptr noundef nonnull align 4 dereferenceable(8) %12, float noundef 1.500000e+00, float noundef %27)
  %28 = call <2 x float> @_ZStmlIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %12, ptr noundef nonnull align 4 dereferenceable(8) %5)
  %29 = getelementptr inbounds %"class.std::complex.0", ptr %11, i32 0, i32 0
  store <2 x float> %28, ptr %29, align 4
  %30 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %11, ptr noundef nonnull align 4 dereferenceable(8) %6)
  %31 = getelementptr inbounds %"class.std::complex.0", ptr %10, i32 0, i32 0
  store <2 x float> %30, ptr %31, align 4
  %32 = call <2 x float> @_ZStdvIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %10)
  %33 = getelementptr inbounds %"class.std::complex.0", ptr %9, i32 0, i32 0
  store <2 x float> %32, ptr %33, align 4
  store float 5.000000e-01, ptr %16, align 4
  %34 = call <2 x float> @_ZStmlIfESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 4 dereferenceable(8) %9, ptr noundef nonnull align 4 dereferenceable(4) %16)
  %35 = getelementptr inbounds %"class.std::complex.0", ptr %15, i32 0, i32 0
  store <2 x float> %34, ptr %35, align 4
  %36 = call <2 x float> @_ZSt3expIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %15)
  %37 = getelementptr inbounds %"class.std::complex.0", ptr %14, i32 0, i32 0
  store <2 x float> %36, ptr %37, align 4
  %38 = call <2 x float> @_ZSt3logIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %5)
  %39 = getelementptr inbounds %"class.std::complex.0", ptr %18, i32 0, i32 0
  store <2 x float> %38, ptr %39, align 4
  %40 = call <2 x float> @_ZSt4sqrtIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %5)
  %41 = getelementptr inbounds %"class.std::complex.0", ptr %19, i32 0, i32 0
  store <2 x float> %40, ptr %41, align 4
  %42 = call <2 x float> @_ZStmlIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %18, ptr noundef nonnull align 4 dereferenceable(8) %19)
  %43 = getelementptr inbounds %"class.std::complex.0", ptr %17, i32 0, i32 0
  store <2 x float> %42, ptr %43, align 4
  %44 = call <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %14, ptr noundef nonnull align 4 dereferenceable(8) %17)
  %45 = getelementptr inbounds %"class.std::complex.0", ptr %13, i32 0, i32 0
  store <2 x float> %44, ptr %45, align 4
  %46 = call noundef float @_ZSt4realIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %9)
  %47 = call <2 x float> @_ZStmlIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(8) %9)
  %48 = getelementptr inbounds %"class.std::complex.0", ptr %20, i32 0, i32 0
  store <2 x float> %47, ptr %48, align 4
  %49 = call noundef float @_ZSt4imagIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %20)
  %50 = fneg float %49
  %51 = call float @llvm.fmuladd.f32(float %46, float 2.000000e+00, float %50)
  %52 = call noundef float @_ZSt3absIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %13)
  %53 = fadd float %51, %52
  %54 = call noundef float @_ZSt3argIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %13)
  %55 = fadd float %53, %54
  ret float %55
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
define linkonce_odr dso_local <2 x float> @_ZStplIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #4 comdat {
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
define linkonce_odr dso_local <2 x float> @_ZStmlIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #4 comdat {
  %3 = alloca %"class.std::complex.0", align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %6, i64 8, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEmLIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(8) %7)
  %9 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %10 = load <2 x float>, ptr %9, align 4
  ret <2 x float> %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZStdvIfESt7complexIT_ERKS2_S4_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #4 comdat {
  %3 = alloca %"class.std::complex.0", align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %6, i64 8, i1 false)
  %7 = load ptr, ptr %5, align 8
  %8 = call noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEdVIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(8) %7)
  %9 = getelementptr inbounds %"class.std::complex.0", ptr %3, i32 0, i32 0
  %10 = load <2 x float>, ptr %9, align 4
  ret <2 x float> %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local <2 x float> @_ZSt3expIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat {
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
  %17 = call noundef <2 x float> @_ZSt13__complex_expCf(<2 x float> noundef %16)
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
define linkonce_odr dso_local <2 x float> @_ZStmlIfESt7complexIT_ERKS2_RKS1_(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #4 comdat {
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
define linkonce_odr dso_local <2 x float> @_ZSt3logIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat {
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
  %17 = call noundef <2 x float> @_ZSt13__complex_logCf(<2 x float> noundef %16)
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
define linkonce_odr dso_local <2 x float> @_ZSt4sqrtIfESt7complexIT_ERKS2_(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat {
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
  %17 = call noundef <2 x float> @_ZSt14__complex_sqrtCf(<2 x float> noundef %16)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt3absIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %5)
  store <2 x float> %6, ptr %3, align 4
  %7 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %8, ptr %11, align 4
  store float %10, ptr %12, align 4
  %13 = load <2 x float>, ptr %4, align 4
  %14 = call noundef float @_ZSt13__complex_absCf(<2 x float> noundef %13)
  ret float %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt3argIfET_RKSt7complexIS0_E(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %5)
  store <2 x float> %6, ptr %3, align 4
  %7 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %8, ptr %11, align 4
  store float %10, ptr %12, align 4
  %13 = load <2 x float>, ptr %4, align 4
  %14 = call noundef float @_ZSt13__complex_argCf(<2 x float> noundef %13)
  ret float %14
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 {
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
  store double -2.000000e-01, ptr %22, align 16
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

32:                                               ; preds = %142, %0
  %33 = load ptr, ptr %4, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = icmp ne ptr %33, %34
  br i1 %35, label %36, label %145

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
  %96 = fptrunc double %95 to float
  store float %96, ptr %14, align 4
  %97 = load double, ptr %8, align 8
  %98 = fptrunc double %97 to float
  store float %98, ptr %15, align 4
  store float 0x3F847AE140000000, ptr %16, align 4
  %99 = load float, ptr %14, align 4
  %100 = fpext float %99 to double
  %101 = load float, ptr %15, align 4
  %102 = fpext float %101 to double
  %103 = call <2 x float> (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z1gff, double noundef %100, double noundef %102)
  store <2 x float> %103, ptr %17, align 4
  %104 = load double, ptr %7, align 8
  %105 = getelementptr inbounds %struct.F2, ptr %17, i32 0, i32 0
  %106 = load float, ptr %105, align 4
  %107 = fpext float %106 to double
  %108 = load float, ptr %14, align 4
  %109 = load float, ptr %16, align 4
  %110 = fadd float %108, %109
  %111 = load float, ptr %15, align 4
  %112 = call noundef float @_Z1gff(float noundef %110, float noundef %111)
  %113 = load float, ptr %14, align 4
  %114 = load float, ptr %16, align 4
  %115 = fsub float %113, %114
  %116 = load float, ptr %15, align 4
  %117 = call noundef float @_Z1gff(float noundef %115, float noundef %116)
  %118 = fsub float %112, %117
  %119 = load float, ptr %16, align 4
  %120 = fmul float 2.000000e+00, %119
  %121 = fdiv float %118, %120
  %122 = fpext float %121 to double
  call void @_ZL5checkPKcdddd(ptr noundef @.str.3, double noundef %104, double noundef %107, double noundef %122, double noundef 3.000000e-02)
  %123 = load double, ptr %7, align 8
  %124 = getelementptr inbounds %struct.F2, ptr %17, i32 0, i32 1
  %125 = load float, ptr %124, align 4
  %126 = fpext float %125 to double
  %127 = load float, ptr %14, align 4
  %128 = load float, ptr %15, align 4
  %129 = load float, ptr %16, align 4
  %130 = fadd float %128, %129
  %131 = call noundef float @_Z1gff(float noundef %127, float noundef %130)
  %132 = load float, ptr %14, align 4
  %133 = load float, ptr %15, align 4
  %134 = load float, ptr %16, align 4
  %135 = fsub float %133, %134
  %136 = call noundef float @_Z1gff(float noundef %132, float noundef %135)
  %137 = fsub float %131, %136
  %138 = load float, ptr %16, align 4
  %139 = fmul float 2.000000e+00, %138
  %140 = fdiv float %137, %139
  %141 = fpext float %140 to double
  call void @_ZL5checkPKcdddd(ptr noundef @.str.4, double noundef %123, double noundef %126, double noundef %141, double noundef 3.000000e-02)
  br label %142

142:                                              ; preds = %36
  %143 = load ptr, ptr %4, align 8
  %144 = getelementptr inbounds [2 x double], ptr %143, i32 1
  store ptr %144, ptr %4, align 8
  br label %32

145:                                              ; preds = %32
  %146 = load i32, ptr @_ZL6n_fail, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %146)
  %148 = load i32, ptr @_ZL6n_fail, align 4
  %149 = icmp ne i32 %148, 0
  %150 = zext i1 %149 to i32
  ret i32 %150
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) #7

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
  %48 = select i1 %46, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) #7

declare i32 @printf(ptr noundef, ...) #7

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
declare double @llvm.fabs.f64(double) #3

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

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEmLIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #0 comdat align 2 {
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
  br i1 %28, label %29, label %35, !prof !8

29:                                               ; preds = %2
  %30 = fcmp uno double %27, %27
  br i1 %30, label %31, label %35, !prof !8

31:                                               ; preds = %29
  %32 = call noundef { double, double } @__muldc3(double noundef %19, double noundef %21, double noundef %14, double noundef %16) #10
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
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) ptr @_ZNSt7complexIdEdVIdEERS0_RKS_IT_E(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #1 comdat align 2 {
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
  %22 = call noundef { double, double } @__divdc3(double noundef %19, double noundef %21, double noundef %14, double noundef %16) #10
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %26 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %23, ptr %25, align 8
  store double %24, ptr %26, align 8
  ret ptr %6
}

declare { double, double } @__divdc3(double, double, double, double)

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
define linkonce_odr dso_local noundef { double, double } @_ZSt13__complex_expCd(double noundef %0, double noundef %1) #1 comdat {
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
  %18 = call { double, double } @cexp(double noundef %15, double noundef %17) #10
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
declare { double, double } @cexp(double noundef, double noundef) #8

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
  %18 = call { double, double } @clog(double noundef %15, double noundef %17) #10
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef { double, double } @_ZSt14__complex_sqrtCd(double noundef %0, double noundef %1) #1 comdat {
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
  %18 = call { double, double } @csqrt(double noundef %15, double noundef %17) #10
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
declare { double, double } @csqrt(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt13__complex_absCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = call double @cabs(double noundef %14, double noundef %16) #10
  ret double %17
}

; Function Attrs: nounwind
declare double @cabs(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZSt13__complex_argCd(double noundef %0, double noundef %1) #1 comdat {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %8, ptr %11, align 8
  store double %10, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = call double @carg(double noundef %14, double noundef %16) #10
  ret double %17
}

; Function Attrs: nounwind
declare double @carg(double noundef, double noundef) #8

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEmLIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %9)
  store <2 x float> %10, ptr %6, align 4
  %11 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %12, ptr %15, align 4
  store float %14, ptr %16, align 4
  %17 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %"class.std::complex.0", ptr %8, i32 0, i32 0
  %22 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = fmul float %23, %18
  %27 = fmul float %25, %20
  %28 = fmul float %23, %20
  %29 = fmul float %25, %18
  %30 = fsub float %26, %27
  %31 = fadd float %28, %29
  %32 = fcmp uno float %30, %30
  br i1 %32, label %33, label %41, !prof !8

33:                                               ; preds = %2
  %34 = fcmp uno float %31, %31
  br i1 %34, label %35, label %41, !prof !8

35:                                               ; preds = %33
  %36 = call noundef <2 x float> @__mulsc3(float noundef %23, float noundef %25, float noundef %18, float noundef %20) #10
  store <2 x float> %36, ptr %7, align 4
  %37 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %40 = load float, ptr %39, align 4
  br label %41

41:                                               ; preds = %35, %33, %2
  %42 = phi float [ %30, %2 ], [ %30, %33 ], [ %38, %35 ]
  %43 = phi float [ %31, %2 ], [ %31, %33 ], [ %40, %35 ]
  %44 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %45 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  store float %42, ptr %44, align 4
  store float %43, ptr %45, align 4
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #9 comdat align 2 {
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

declare <2 x float> @__mulsc3(float, float, float, float)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEpLIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #9 comdat align 2 {
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
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(8) ptr @_ZNSt7complexIfEdVIfEERS0_RKS_IT_E(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) #9 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef <2 x float> @_ZNKSt7complexIfE5__repEv(ptr noundef nonnull align 4 dereferenceable(8) %9)
  store <2 x float> %10, ptr %6, align 4
  %11 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float %12, ptr %15, align 4
  store float %14, ptr %16, align 4
  %17 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %"class.std::complex.0", ptr %8, i32 0, i32 0
  %22 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = call noundef <2 x float> @__divsc3(float noundef %23, float noundef %25, float noundef %18, float noundef %20) #10
  store <2 x float> %26, ptr %7, align 4
  %27 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %32 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  store float %28, ptr %31, align 4
  store float %30, ptr %32, align 4
  ret ptr %8
}

declare <2 x float> @__divsc3(float, float, float, float)

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
define linkonce_odr dso_local noundef <2 x float> @_ZSt13__complex_expCf(<2 x float> noundef %0) #9 comdat {
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
  %13 = call <2 x float> @cexpf(<2 x float> noundef %12) #10
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
define linkonce_odr dso_local void @_ZNSt7complexIfEC2ECf(ptr noundef nonnull align 4 dereferenceable(8) %0, <2 x float> noundef %1) unnamed_addr #9 comdat align 2 {
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
declare <2 x float> @cexpf(<2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZSt13__complex_logCf(<2 x float> noundef %0) #9 comdat {
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
  %13 = call <2 x float> @clogf(<2 x float> noundef %12) #10
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
declare <2 x float> @clogf(<2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef <2 x float> @_ZSt14__complex_sqrtCf(<2 x float> noundef %0) #9 comdat {
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
  %13 = call <2 x float> @csqrtf(<2 x float> noundef %12) #10
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
declare <2 x float> @csqrtf(<2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt13__complex_absCf(<2 x float> noundef %0) #9 comdat {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %2, align 4
  %4 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %5, ptr %8, align 4
  store float %7, ptr %9, align 4
  %10 = load <2 x float>, ptr %3, align 4
  %11 = call float @cabsf(<2 x float> noundef %10) #10
  ret float %11
}

; Function Attrs: nounwind
declare float @cabsf(<2 x float> noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZSt13__complex_argCf(<2 x float> noundef %0) #9 comdat {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %2, align 4
  %4 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %5, ptr %8, align 4
  store float %7, ptr %9, align 4
  %10 = load <2 x float>, ptr %3, align 4
  %11 = call float @cargf(<2 x float> noundef %10) #10
  ret float %11
}

; Function Attrs: nounwind
declare float @cargf(<2 x float> noundef) #8

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
