; ModuleID = 'captured_refs.cpp'
source_filename = "captured_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%class.anon = type { ptr, ptr, ptr }
%"struct.std::array" = type { [3 x double] }
%"struct.std::integral_constant" = type { i8 }
%"struct.std::__invoke_other" = type { i8 }

$_ZNSt5arrayIdLm3EEixEm = comdat any

$_ZNSt8functionIFSt5arrayIdLm3EERKS1_EED2Ev = comdat any

$_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_ = comdat any

$_ZNKSt14_Function_base8_M_emptyEv = comdat any

$_ZNSt14__array_traitsIdLm3EE6_S_refERA3_Kdm = comdat any

$_ZNSt14_Function_baseD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt14_Function_baseC2Ev = comdat any

$_ZNSt9_Any_data9_M_accessEv = comdat any

$_ZNKSt5arrayIdLm3EEixEm = comdat any

$_ZNKSt9_Any_data9_M_accessEv = comdat any

$_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v = comdat any

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@__const.main.p = private unnamed_addr constant [3 x double] [double 2.000000e+00, double 3.000000e-01, double 0x3FE6666666666666], align 16
@__const.main.y0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double -2.000000e-01], align 16
@__const.main.tp = private unnamed_addr constant [3 x double] [double 4.000000e-01, double -1.000000e+00, double 3.000000e-01], align 16
@__const.main.ty = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 5.000000e-01], align 16
@.str = private unnamed_addr constant [19 x i8] c"captured_refs.grad\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"captured_refs.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"captured_refs: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@"_ZTSZ6settlePKdS0_E3$_0" = internal constant [20 x i8] c"Z6settlePKdS0_E3$_0\00", align 1
@"_ZTIZ6settlePKdS0_E3$_0" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ6settlePKdS0_E3$_0" }, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z6settlePKdS0_(ptr noundef %0, ptr noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca %"class.std::function", align 8
  %9 = alloca %class.anon, align 8
  %10 = alloca %"struct.std::array", align 8
  %11 = alloca %"struct.std::array", align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds double, ptr %14, i64 0
  %16 = load double, ptr %15, align 8
  store double %16, ptr %5, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds double, ptr %17, i64 1
  %19 = load double, ptr %18, align 8
  store double %19, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds double, ptr %20, i64 2
  %22 = load double, ptr %21, align 8
  store double %22, ptr %7, align 8
  %23 = getelementptr inbounds %class.anon, ptr %9, i32 0, i32 0
  store ptr %5, ptr %23, align 8
  %24 = getelementptr inbounds %class.anon, ptr %9, i32 0, i32 1
  store ptr %6, ptr %24, align 8
  %25 = getelementptr inbounds %class.anon, ptr %9, i32 0, i32 2
  store ptr %7, ptr %25, align 8
  call void @"_ZNSt8functionIFSt5arrayIdLm3EERKS1_EEC2IZ6settlePKdS8_E3$_0vEEOT_"(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(24) %9)
  %26 = getelementptr inbounds %"struct.std::array", ptr %11, i32 0, i32 0
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds double, ptr %27, i64 0
  %29 = load double, ptr %28, align 8
  store double %29, ptr %26, align 8
  %30 = getelementptr inbounds double, ptr %26, i64 1
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds double, ptr %31, i64 1
  %33 = load double, ptr %32, align 8
  store double %33, ptr %30, align 8
  %34 = getelementptr inbounds double, ptr %26, i64 2
  store double 0.000000e+00, ptr %34, align 8
  invoke void @_ZL8midpointRKSt8functionIFSt5arrayIdLm3EERKS1_EES1_di(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %10, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef byval(%"struct.std::array") align 8 %11, double noundef 5.000000e-02, i32 noundef 40)
          to label %35 unwind label %47

35:                                               ; preds = %2
  %36 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 0) #12
  %37 = load double, ptr %36, align 8
  %38 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 0) #12
  %39 = load double, ptr %38, align 8
  %40 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 1) #12
  %41 = load double, ptr %40, align 8
  %42 = fmul double 5.000000e-01, %41
  %43 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 1) #12
  %44 = load double, ptr %43, align 8
  %45 = fmul double %42, %44
  %46 = call double @llvm.fmuladd.f64(double %37, double %39, double %45)
  call void @_ZNSt8functionIFSt5arrayIdLm3EERKS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #12
  ret double %46

47:                                               ; preds = %2
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %12, align 8
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %13, align 4
  call void @_ZNSt8functionIFSt5arrayIdLm3EERKS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #12
  br label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %12, align 8
  %53 = load i32, ptr %13, align 4
  %54 = insertvalue { ptr, i32 } poison, ptr %52, 0
  %55 = insertvalue { ptr, i32 } %54, i32 %53, 1
  resume { ptr, i32 } %55
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZNSt8functionIFSt5arrayIdLm3EERKS1_EEC2IZ6settlePKdS8_E3$_0vEEOT_"(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) unnamed_addr #0 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 24, i1 false)
  call void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %7) #12
  %9 = getelementptr inbounds %"class.std::function", ptr %7, i32 0, i32 1
  store ptr null, ptr %9, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = call noundef zeroext i1 @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E21_M_not_empty_functionIS3_EEbRKT_"(ptr noundef nonnull align 8 dereferenceable(24) %10) #12
  br i1 %11, label %12, label %22

12:                                               ; preds = %2
  %13 = getelementptr inbounds %"class.std::_Function_base", ptr %7, i32 0, i32 0
  %14 = load ptr, ptr %4, align 8
  invoke void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E15_M_init_functorIS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(24) %14)
          to label %15 unwind label %18

15:                                               ; preds = %12
  %16 = getelementptr inbounds %"class.std::function", ptr %7, i32 0, i32 1
  store ptr @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E9_M_invokeERKSt9_Any_dataS3_", ptr %16, align 8
  %17 = getelementptr inbounds %"class.std::_Function_base", ptr %7, i32 0, i32 1
  store ptr @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %17, align 8
  br label %22

18:                                               ; preds = %12
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %5, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %6, align 4
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %7) #12
  br label %23

22:                                               ; preds = %15, %2
  ret void

23:                                               ; preds = %18
  %24 = load ptr, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL8midpointRKSt8functionIFSt5arrayIdLm3EERKS1_EES1_di(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef byval(%"struct.std::array") align 8 %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %"struct.std::array", align 8
  %11 = alloca %"struct.std::array", align 8
  %12 = alloca %"struct.std::array", align 8
  %13 = alloca %"struct.std::array", align 8
  store ptr %1, ptr %6, align 8
  store double %3, ptr %7, align 8
  store i32 %4, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %66, %5
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %69

18:                                               ; preds = %14
  %19 = load ptr, ptr %6, align 8
  call void @_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %10, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(24) %2)
  %20 = getelementptr inbounds %"struct.std::array", ptr %11, i32 0, i32 0
  %21 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 0) #12
  %22 = load double, ptr %21, align 8
  %23 = load double, ptr %7, align 8
  %24 = fmul double 5.000000e-01, %23
  %25 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 0) #12
  %26 = load double, ptr %25, align 8
  %27 = call double @llvm.fmuladd.f64(double %24, double %26, double %22)
  store double %27, ptr %20, align 8
  %28 = getelementptr inbounds double, ptr %20, i64 1
  %29 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 1) #12
  %30 = load double, ptr %29, align 8
  %31 = load double, ptr %7, align 8
  %32 = fmul double 5.000000e-01, %31
  %33 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 1) #12
  %34 = load double, ptr %33, align 8
  %35 = call double @llvm.fmuladd.f64(double %32, double %34, double %30)
  store double %35, ptr %28, align 8
  %36 = getelementptr inbounds double, ptr %20, i64 2
  %37 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 2) #12
  %38 = load double, ptr %37, align 8
  %39 = load double, ptr %7, align 8
  %40 = fmul double 5.000000e-01, %39
  %41 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %10, i64 noundef 2) #12
  %42 = load double, ptr %41, align 8
  %43 = call double @llvm.fmuladd.f64(double %40, double %42, double %38)
  store double %43, ptr %36, align 8
  %44 = load ptr, ptr %6, align 8
  call void @_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %12, ptr noundef nonnull align 8 dereferenceable(32) %44, ptr noundef nonnull align 8 dereferenceable(24) %11)
  %45 = getelementptr inbounds %"struct.std::array", ptr %13, i32 0, i32 0
  %46 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 0) #12
  %47 = load double, ptr %46, align 8
  %48 = load double, ptr %7, align 8
  %49 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef 0) #12
  %50 = load double, ptr %49, align 8
  %51 = call double @llvm.fmuladd.f64(double %48, double %50, double %47)
  store double %51, ptr %45, align 8
  %52 = getelementptr inbounds double, ptr %45, i64 1
  %53 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 1) #12
  %54 = load double, ptr %53, align 8
  %55 = load double, ptr %7, align 8
  %56 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef 1) #12
  %57 = load double, ptr %56, align 8
  %58 = call double @llvm.fmuladd.f64(double %55, double %57, double %54)
  store double %58, ptr %52, align 8
  %59 = getelementptr inbounds double, ptr %45, i64 2
  %60 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %2, i64 noundef 2) #12
  %61 = load double, ptr %60, align 8
  %62 = load double, ptr %7, align 8
  %63 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %12, i64 noundef 2) #12
  %64 = load double, ptr %63, align 8
  %65 = call double @llvm.fmuladd.f64(double %62, double %64, double %61)
  store double %65, ptr %59, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %13, i64 24, i1 false)
  br label %66

66:                                               ; preds = %18
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %9, align 4
  br label %14, !llvm.loop !6

69:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 24, i1 false)
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm3EE6_S_refERA3_Kdm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %7) #12
  ret ptr %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8functionIFSt5arrayIdLm3EERKS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.p, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.y0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 16, i1 false)
  %17 = load i32, ptr @enzyme_dup, align 4
  %18 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0
  %19 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0
  %20 = load i32, ptr @enzyme_dup, align 4
  %21 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %22 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 0
  %23 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z6settlePKdS0_, i32 noundef %17, ptr noundef %18, ptr noundef %19, i32 noundef %20, ptr noundef %21, ptr noundef %22)
  store double 0x3EB0C6F7A0B5ED8D, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.tp, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.ty, i64 16, i1 false)
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %24

24:                                               ; preds = %97, %0
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %25, 5
  br i1 %26, label %27, label %100

27:                                               ; preds = %24
  %28 = load i32, ptr %10, align 4
  %29 = icmp slt i32 %28, 3
  br i1 %29, label %30, label %34

30:                                               ; preds = %27
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %32
  br label %39

34:                                               ; preds = %27
  %35 = load i32, ptr %10, align 4
  %36 = sub nsw i32 %35, 3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 %37
  br label %39

39:                                               ; preds = %34, %30
  %40 = phi ptr [ %33, %30 ], [ %38, %34 ]
  store ptr %40, ptr %11, align 8
  %41 = load i32, ptr %10, align 4
  %42 = icmp slt i32 %41, 3
  br i1 %42, label %43, label %48

43:                                               ; preds = %39
  %44 = load i32, ptr %10, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %45
  %47 = load double, ptr %46, align 8
  br label %54

48:                                               ; preds = %39
  %49 = load i32, ptr %10, align 4
  %50 = sub nsw i32 %49, 3
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 %51
  %53 = load double, ptr %52, align 8
  br label %54

54:                                               ; preds = %48, %43
  %55 = phi double [ %47, %43 ], [ %53, %48 ]
  store double %55, ptr %12, align 8
  %56 = load ptr, ptr %11, align 8
  %57 = load double, ptr %56, align 8
  store double %57, ptr %13, align 8
  %58 = load double, ptr %13, align 8
  %59 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  %60 = load ptr, ptr %11, align 8
  store double %59, ptr %60, align 8
  %61 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0
  %62 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %63 = call noundef double @_Z6settlePKdS0_(ptr noundef %61, ptr noundef %62)
  store double %63, ptr %14, align 8
  %64 = load double, ptr %13, align 8
  %65 = fsub double %64, 0x3EB0C6F7A0B5ED8D
  %66 = load ptr, ptr %11, align 8
  store double %65, ptr %66, align 8
  %67 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0
  %68 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %69 = call noundef double @_Z6settlePKdS0_(ptr noundef %67, ptr noundef %68)
  store double %69, ptr %15, align 8
  %70 = load double, ptr %13, align 8
  %71 = load ptr, ptr %11, align 8
  store double %70, ptr %71, align 8
  %72 = load i32, ptr %10, align 4
  %73 = sitofp i32 %72 to double
  %74 = load double, ptr %12, align 8
  %75 = load double, ptr %14, align 8
  %76 = load double, ptr %15, align 8
  %77 = fsub double %75, %76
  %78 = fdiv double %77, 2.000000e-06
  call void @_ZL5checkPKcdddd(ptr noundef @.str, double noundef %73, double noundef %74, double noundef %78, double noundef 1.000000e-05)
  %79 = load double, ptr %12, align 8
  %80 = load i32, ptr %10, align 4
  %81 = icmp slt i32 %80, 3
  br i1 %81, label %82, label %87

82:                                               ; preds = %54
  %83 = load i32, ptr %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  br label %93

87:                                               ; preds = %54
  %88 = load i32, ptr %10, align 4
  %89 = sub nsw i32 %88, 3
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 %90
  %92 = load double, ptr %91, align 8
  br label %93

93:                                               ; preds = %87, %82
  %94 = phi double [ %86, %82 ], [ %92, %87 ]
  %95 = load double, ptr %9, align 8
  %96 = call double @llvm.fmuladd.f64(double %79, double %94, double %95)
  store double %96, ptr %9, align 8
  br label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %10, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %10, align 4
  br label %24, !llvm.loop !8

100:                                              ; preds = %24
  %101 = load i32, ptr @enzyme_dup, align 4
  %102 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0
  %103 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 0
  %104 = load i32, ptr @enzyme_dup, align 4
  %105 = getelementptr inbounds [2 x double], ptr %3, i64 0, i64 0
  %106 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %107 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z6settlePKdS0_, i32 noundef %101, ptr noundef %102, ptr noundef %103, i32 noundef %104, ptr noundef %105, ptr noundef %106)
  store double %107, ptr %16, align 8
  %108 = load double, ptr %16, align 8
  %109 = load double, ptr %9, align 8
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef 0.000000e+00, double noundef %108, double noundef %109, double noundef 1.000000e-09)
  %110 = load i32, ptr @_ZL6n_fail, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %110)
  %112 = load i32, ptr @_ZL6n_fail, align 4
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  ret i32 %114
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) #6

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
  %48 = select i1 %46, ptr @.str.4, ptr @.str.5
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
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

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) #6

declare i32 @printf(ptr noundef, ...) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #0 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef zeroext i1 @_ZNKSt14_Function_base8_M_emptyEv(ptr noundef nonnull align 8 dereferenceable(24) %6)
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  call void @_ZSt25__throw_bad_function_callv() #13
  unreachable

9:                                                ; preds = %3
  %10 = getelementptr inbounds %"class.std::function", ptr %6, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %"class.std::_Function_base", ptr %6, i32 0, i32 0
  %13 = load ptr, ptr %5, align 8
  call void %11(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(24) %13)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt14_Function_base8_M_emptyEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  %7 = xor i1 %6, true
  ret i1 %7
}

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm3EE6_S_refERA3_Kdm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 0
  %12 = invoke noundef zeroext i1 %9(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %13 unwind label %15

13:                                               ; preds = %7
  br label %14

14:                                               ; preds = %13, %1
  ret void

15:                                               ; preds = %7
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  call void @__clang_call_terminate(ptr %17) #14
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #12
  call void @_ZSt9terminatev() #14
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 0
  store ptr null, ptr %4, align 8
  %5 = getelementptr inbounds %"class.std::_Function_base", ptr %3, i32 0, i32 1
  store ptr null, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef zeroext i1 @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E21_M_not_empty_functionIS3_EEbRKT_"(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret i1 true
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E15_M_init_functorIS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  call void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E9_M_createIS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb0EE"(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(24) %7)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E9_M_invokeERKSt9_Any_dataS3_"(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %6) #12
  %8 = load ptr, ptr %5, align 8
  call void @"_ZSt10__invoke_rISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %8)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  switch i32 %7, label %16 [
    i32 0, label %8
    i32 1, label %11
  ]

8:                                                ; preds = %3
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %9) #12
  store ptr @"_ZTIZ6settlePKdS0_E3$_0", ptr %10, align 8
  br label %21

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8
  %13 = call noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %12) #12
  %14 = load ptr, ptr %4, align 8
  %15 = call noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %14) #12
  store ptr %13, ptr %15, align 8
  br label %21

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %6, align 4
  %20 = call noundef zeroext i1 @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef %19)
  br label %21

21:                                               ; preds = %16, %11, %8
  ret i1 false
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E9_M_createIS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb0EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #0 align 2 {
  %3 = alloca %"struct.std::integral_constant", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #15
  %7 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 8 %7, i64 24, i1 false)
  %8 = load ptr, ptr %4, align 8
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %8) #12
  store ptr %6, ptr %9, align 8
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZSt10__invoke_rISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %"struct.std::__invoke_other", align 1
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  call void @"_ZSt13__invoke_implISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EET_St14__invoke_otherOT0_DpOT1_"(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 8 dereferenceable(8) ptr @"_ZNKSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERKT_v"(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  %5 = load ptr, ptr %4, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZSt13__invoke_implISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EET_St14__invoke_otherOT0_DpOT1_"(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #0 {
  %4 = alloca %"struct.std::__invoke_other", align 1
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load ptr, ptr %6, align 8
  call void @"_ZZ6settlePKdS0_ENK3$_0clERKSt5arrayIdLm3EE"(ptr dead_on_unwind writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %8)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZZ6settlePKdS0_ENK3$_0clERKSt5arrayIdLm3EE"(ptr dead_on_unwind noalias writable sret(%"struct.std::array") align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #1 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %"struct.std::array", ptr %0, i32 0, i32 0
  %8 = load ptr, ptr %5, align 8
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %8, i64 noundef 1) #12
  %10 = load double, ptr %9, align 8
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds double, ptr %7, i64 1
  %12 = getelementptr inbounds %class.anon, ptr %6, i32 0, i32 0
  %13 = load ptr, ptr %12, align 8
  %14 = load double, ptr %13, align 8
  %15 = fneg double %14
  %16 = load ptr, ptr %5, align 8
  %17 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %16, i64 noundef 0) #12
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %class.anon, ptr %6, i32 0, i32 1
  %20 = load ptr, ptr %19, align 8
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %5, align 8
  %23 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %22, i64 noundef 1) #12
  %24 = load double, ptr %23, align 8
  %25 = fmul double %21, %24
  %26 = fneg double %25
  %27 = call double @llvm.fmuladd.f64(double %15, double %18, double %26)
  %28 = getelementptr inbounds %class.anon, ptr %6, i32 0, i32 2
  %29 = load ptr, ptr %28, align 8
  %30 = load double, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %31, i64 noundef 2) #12
  %33 = load double, ptr %32, align 8
  %34 = call double @sin(double noundef %33) #12
  %35 = call double @llvm.fmuladd.f64(double %30, double %34, double %27)
  store double %35, ptr %11, align 8
  %36 = getelementptr inbounds double, ptr %7, i64 2
  store double 1.000000e+00, ptr %36, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNKSt5arrayIdLm3EEixEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.std::array", ptr %5, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt14__array_traitsIdLm3EE6_S_refERA3_Kdm(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 noundef %7) #12
  ret ptr %8
}

; Function Attrs: nounwind
declare double @sin(double noundef) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef nonnull align 8 dereferenceable(8) ptr @"_ZNKSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERKT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  ret ptr %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef zeroext i1 @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #0 align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  switch i32 %8, label %23 [
    i32 0, label %9
    i32 1, label %12
    i32 2, label %17
    i32 3, label %21
  ]

9:                                                ; preds = %3
  %10 = load ptr, ptr %4, align 8
  %11 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  store ptr @"_ZTIZ6settlePKdS0_E3$_0", ptr %11, align 8
  br label %23

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = call noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %13) #12
  %15 = load ptr, ptr %4, align 8
  %16 = call noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %15) #12
  store ptr %14, ptr %16, align 8
  br label %23

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = call noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %19) #12
  call void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E15_M_init_functorIRKS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(24) %20)
  br label %23

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  call void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E10_M_destroyERSt9_Any_dataSt17integral_constantIbLb0EE"(ptr noundef nonnull align 8 dereferenceable(16) %22)
  br label %23

23:                                               ; preds = %3, %21, %17, %12, %9
  ret i1 false
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E15_M_init_functorIRKS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #0 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::integral_constant", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  call void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E9_M_createIRKS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb0EE"(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(24) %7)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E10_M_destroyERSt9_Any_dataSt17integral_constantIbLb0EE"(ptr noundef nonnull align 8 dereferenceable(16) %0) #1 align 2 {
  %2 = alloca %"struct.std::integral_constant", align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = call noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %4) #12
  %6 = load ptr, ptr %5, align 8
  %7 = icmp eq ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %1
  call void @_ZdlPvm(ptr noundef %6, i64 noundef 24) #16
  br label %9

9:                                                ; preds = %8, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZNSt14_Function_base13_Base_managerIZ6settlePKdS2_E3$_0E9_M_createIRKS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb0EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #0 align 2 {
  %3 = alloca %"struct.std::integral_constant", align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 24) #15
  %7 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 8 %7, i64 24, i1 false)
  %8 = load ptr, ptr %4, align 8
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ6settlePKdS2_E3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %8) #12
  store ptr %6, ptr %9, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #11

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

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
!8 = distinct !{!8, !7}
