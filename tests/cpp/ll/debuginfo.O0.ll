; ModuleID = 'debuginfo.cpp'
source_filename = "debuginfo.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.__gnu_cxx::__normal_iterator" = type { ptr }

$_ZNSt6vectorIdSaIdEEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEE9push_backEOd = comdat any

$_ZNSt6vectorIdSaIdEE5beginEv = comdat any

$_ZNSt6vectorIdSaIdEE3endEv = comdat any

$_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEEC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev = comdat any

$_ZNSaIdEC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$__clang_call_terminate = comdat any

$_ZNSt12_Vector_baseIdSaIdEED2Ev = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm = comdat any

$_ZNSt15__new_allocatorIdE10deallocateEPdm = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_ = comdat any

$_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_ = comdat any

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

$_ZNSt6vectorIdSaIdEE4backEv = comdat any

$_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc = comdat any

$_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm = comdat any

$_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv = comdat any

$_ZNKSt6vectorIdSaIdEE8max_sizeEv = comdat any

$_ZNKSt6vectorIdSaIdEE4sizeEv = comdat any

$_ZSt3maxImERKT_S2_S2_ = comdat any

$_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_ = comdat any

$_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$_ZNKSt15__new_allocatorIdE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIdE11_M_max_sizeEv = comdat any

$_ZNSt16allocator_traitsISaIdEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIdE8allocateEmPKv = comdat any

$_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_ = comdat any

$_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E = comdat any

$_ZSt12__niter_baseIPdET_S1_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_ = comdat any

@.str = private unnamed_addr constant [13 x i8] c"out of range\00", align 1, !dbg !0
@_ZTISt12domain_error = external constant ptr
@_ZTISt9exception = external constant ptr
@.str.1 = private unnamed_addr constant [14 x i8] c"debuginfo.rev\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [21 x i8] c"debuginfo.fwd_vs_rev\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [24 x i8] c"debuginfo: %d failures\0A\00", align 1, !dbg !18
@_ZL6n_fail = internal global i32 0, align 4, !dbg !23
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1, !dbg !584
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !590
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !595
@.str.7 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1, !dbg !600

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z7checkedd(double noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !1727 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1728, !DIExpression(), !1729)
  %5 = load double, ptr %2, align 8, !dbg !1730
  %6 = fcmp olt double %5, -1.000000e+02, !dbg !1732
  br i1 %6, label %7, label %14, !dbg !1733

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 16) #12, !dbg !1734
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef @.str)
          to label %9 unwind label %10, !dbg !1735

9:                                                ; preds = %7
  call void @__cxa_throw(ptr %8, ptr @_ZTISt12domain_error, ptr @_ZNSt12domain_errorD1Ev) #13, !dbg !1734
  unreachable, !dbg !1734

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup, !dbg !1736
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !1736
  store ptr %12, ptr %3, align 8, !dbg !1736
  %13 = extractvalue { ptr, i32 } %11, 1, !dbg !1736
  store i32 %13, ptr %4, align 4, !dbg !1736
  call void @__cxa_free_exception(ptr %8) #12, !dbg !1734
  br label %19, !dbg !1734

14:                                               ; preds = %1
  %15 = load double, ptr %2, align 8, !dbg !1737
  %16 = load double, ptr %2, align 8, !dbg !1738
  %17 = call double @sin(double noundef %16) #12, !dbg !1739
  %18 = fmul double %15, %17, !dbg !1740
  ret double %18, !dbg !1741

19:                                               ; preds = %10
  %20 = load ptr, ptr %3, align 8, !dbg !1734
  %21 = load i32, ptr %4, align 4, !dbg !1734
  %22 = insertvalue { ptr, i32 } poison, ptr %20, 0, !dbg !1734
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1, !dbg !1734
  resume { ptr, i32 } %23, !dbg !1734
}

declare ptr @__cxa_allocate_exception(i64)

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z1gd(double noundef %0) #0 personality ptr @__gxx_personality_v0 !dbg !1742 {
  %2 = alloca double, align 8
  %3 = alloca %"class.std::vector", align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1743, !DIExpression(), !1744)
    #dbg_declare(ptr %3, !1745, !DIExpression(), !1746)
  call void @_ZNSt6vectorIdSaIdEEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1746
    #dbg_declare(ptr %4, !1747, !DIExpression(), !1749)
  store i32 0, ptr %4, align 4, !dbg !1749
  br label %13, !dbg !1750

13:                                               ; preds = %24, %1
  %14 = load i32, ptr %4, align 4, !dbg !1751
  %15 = icmp slt i32 %14, 5, !dbg !1753
  br i1 %15, label %16, label %31, !dbg !1754

16:                                               ; preds = %13
  %17 = load double, ptr %2, align 8, !dbg !1755
  %18 = load i32, ptr %4, align 4, !dbg !1756
  %19 = sitofp i32 %18 to double, !dbg !1756
  %20 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %19, double %17), !dbg !1757
  %21 = invoke noundef double @_Z7checkedd(double noundef %20)
          to label %22 unwind label %27, !dbg !1758

22:                                               ; preds = %16
  store double %21, ptr %5, align 8, !dbg !1758
  invoke void @_ZNSt6vectorIdSaIdEE9push_backEOd(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %23 unwind label %27, !dbg !1759

23:                                               ; preds = %22
  br label %24, !dbg !1760

24:                                               ; preds = %23
  %25 = load i32, ptr %4, align 4, !dbg !1761
  %26 = add nsw i32 %25, 1, !dbg !1761
  store i32 %26, ptr %4, align 4, !dbg !1761
  br label %13, !dbg !1762, !llvm.loop !1763

27:                                               ; preds = %22, %16
  %28 = landingpad { ptr, i32 }
          cleanup, !dbg !1766
  %29 = extractvalue { ptr, i32 } %28, 0, !dbg !1766
  store ptr %29, ptr %6, align 8, !dbg !1766
  %30 = extractvalue { ptr, i32 } %28, 1, !dbg !1766
  store i32 %30, ptr %7, align 4, !dbg !1766
  call void @_ZNSt6vectorIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1767
  br label %51, !dbg !1767

31:                                               ; preds = %13
    #dbg_declare(ptr %8, !1768, !DIExpression(), !1769)
  store double 0.000000e+00, ptr %8, align 8, !dbg !1769
    #dbg_declare(ptr %9, !1770, !DIExpression(), !1772)
  store ptr %3, ptr %9, align 8, !dbg !1773
    #dbg_declare(ptr %10, !1774, !DIExpression(), !1772)
  %32 = load ptr, ptr %9, align 8, !dbg !1775
  %33 = call ptr @_ZNSt6vectorIdSaIdEE5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %32) #12, !dbg !1775
  %34 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %10, i32 0, i32 0, !dbg !1775
  store ptr %33, ptr %34, align 8, !dbg !1775
    #dbg_declare(ptr %11, !1776, !DIExpression(), !1772)
  %35 = load ptr, ptr %9, align 8, !dbg !1775
  %36 = call ptr @_ZNSt6vectorIdSaIdEE3endEv(ptr noundef nonnull align 8 dereferenceable(24) %35) #12, !dbg !1775
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %11, i32 0, i32 0, !dbg !1775
  store ptr %36, ptr %37, align 8, !dbg !1775
  br label %38, !dbg !1775

38:                                               ; preds = %47, %31
  %39 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !1775
  br i1 %39, label %40, label %49, !dbg !1775

40:                                               ; preds = %38
    #dbg_declare(ptr %12, !1777, !DIExpression(), !1779)
  %41 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(ptr noundef nonnull align 8 dereferenceable(8) %10) #12, !dbg !1780
  %42 = load double, ptr %41, align 8, !dbg !1780
  store double %42, ptr %12, align 8, !dbg !1779
  %43 = load double, ptr %12, align 8, !dbg !1781
  %44 = load double, ptr %12, align 8, !dbg !1782
  %45 = load double, ptr %8, align 8, !dbg !1783
  %46 = call double @llvm.fmuladd.f64(double %43, double %44, double %45), !dbg !1783
  store double %46, ptr %8, align 8, !dbg !1783
  br label %47, !dbg !1784

47:                                               ; preds = %40
  %48 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(ptr noundef nonnull align 8 dereferenceable(8) %10) #12, !dbg !1775
  br label %38, !dbg !1775, !llvm.loop !1785

49:                                               ; preds = %38
  %50 = load double, ptr %8, align 8, !dbg !1787
  call void @_ZNSt6vectorIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1767
  ret double %50, !dbg !1767

51:                                               ; preds = %27
  %52 = load ptr, ptr %6, align 8, !dbg !1767
  %53 = load i32, ptr %7, align 4, !dbg !1767
  %54 = insertvalue { ptr, i32 } poison, ptr %52, 0, !dbg !1767
  %55 = insertvalue { ptr, i32 } %54, i32 %53, 1, !dbg !1767
  resume { ptr, i32 } %55, !dbg !1767
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !1788 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1789, !DIExpression(), !1791)
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt12_Vector_baseIdSaIdEEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1792
  ret void, !dbg !1793
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE9push_backEOd(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 !dbg !1794 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1795, !DIExpression(), !1796)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1797, !DIExpression(), !1798)
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !1799
  %7 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(8) %6), !dbg !1800
  ret void, !dbg !1801
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNSt6vectorIdSaIdEE5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !1802 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1803, !DIExpression(), !1804)
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"struct.std::_Vector_base", ptr %4, i32 0, i32 0, !dbg !1805
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %5, i32 0, i32 0, !dbg !1806
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !1807
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %2, i32 0, i32 0, !dbg !1808
  %8 = load ptr, ptr %7, align 8, !dbg !1808
  ret ptr %8, !dbg !1808
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNSt6vectorIdSaIdEE3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !1809 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1810, !DIExpression(), !1811)
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %"struct.std::_Vector_base", ptr %4, i32 0, i32 0, !dbg !1812
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %5, i32 0, i32 1, !dbg !1813
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !1814
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %2, i32 0, i32 0, !dbg !1815
  %8 = load ptr, ptr %7, align 8, !dbg !1815
  ret ptr %8, !dbg !1815
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat !dbg !1816 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1820, !DIExpression(), !1821)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1822, !DIExpression(), !1823)
  %5 = load ptr, ptr %3, align 8, !dbg !1824
  %6 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !1825
  %7 = load ptr, ptr %6, align 8, !dbg !1825
  %8 = load ptr, ptr %4, align 8, !dbg !1826
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !1827
  %10 = load ptr, ptr %9, align 8, !dbg !1827
  %11 = icmp ne ptr %7, %10, !dbg !1828
  ret i1 %11, !dbg !1829
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !1830 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1831, !DIExpression(), !1833)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0, !dbg !1834
  %5 = load ptr, ptr %4, align 8, !dbg !1834
  ret ptr %5, !dbg !1835
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !1836 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1837, !DIExpression(), !1839)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0, !dbg !1840
  %5 = load ptr, ptr %4, align 8, !dbg !1841
  %6 = getelementptr inbounds double, ptr %5, i32 1, !dbg !1841
  store ptr %6, ptr %4, align 8, !dbg !1841
  ret ptr %3, !dbg !1842
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !1843 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1844, !DIExpression(), !1845)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !1846
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %4, i32 0, i32 0, !dbg !1848
  %6 = load ptr, ptr %5, align 8, !dbg !1848
  %7 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !1849
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %7, i32 0, i32 1, !dbg !1850
  %9 = load ptr, ptr %8, align 8, !dbg !1850
  %10 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1851
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(ptr noundef %6, ptr noundef %9, ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %11 unwind label %12, !dbg !1852

11:                                               ; preds = %1
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1853
  ret void, !dbg !1854

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          catch ptr null, !dbg !1852
  %14 = extractvalue { ptr, i32 } %13, 0, !dbg !1852
  call void @__clang_call_terminate(ptr %14) #14, !dbg !1852
  unreachable, !dbg !1852
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #5 personality ptr @__gxx_personality_v0 !dbg !1855 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !1856, !DIExpression(), !1857)
  store double 0x3FE6666666666666, ptr %2, align 8, !dbg !1857
    #dbg_declare(ptr %3, !1858, !DIExpression(), !1859)
  store double 0x3EB0C6F7A0B5ED8D, ptr %3, align 8, !dbg !1859
    #dbg_declare(ptr %4, !1860, !DIExpression(), !1861)
  store double 0.000000e+00, ptr %4, align 8, !dbg !1861
    #dbg_declare(ptr %5, !1862, !DIExpression(), !1863)
  store double 0.000000e+00, ptr %5, align 8, !dbg !1863
  %9 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef @_Z1gd, double noundef 0x3FE6666666666666)
          to label %10 unwind label %13, !dbg !1864

10:                                               ; preds = %0
  store double %9, ptr %4, align 8, !dbg !1866
  %11 = invoke double (ptr, ...) @__enzyme_fwddiff(ptr noundef @_Z1gd, double noundef 0x3FE6666666666666, double noundef 1.000000e+00)
          to label %12 unwind label %13, !dbg !1867

12:                                               ; preds = %10
  store double %11, ptr %5, align 8, !dbg !1868
  br label %24, !dbg !1869

13:                                               ; preds = %10, %0
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception, !dbg !1870
  %15 = extractvalue { ptr, i32 } %14, 0, !dbg !1870
  store ptr %15, ptr %6, align 8, !dbg !1870
  %16 = extractvalue { ptr, i32 } %14, 1, !dbg !1870
  store i32 %16, ptr %7, align 4, !dbg !1870
  br label %17, !dbg !1870

17:                                               ; preds = %13
  %18 = load i32, ptr %7, align 4, !dbg !1869
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #12, !dbg !1869
  %20 = icmp eq i32 %18, %19, !dbg !1869
  br i1 %20, label %21, label %37, !dbg !1869

21:                                               ; preds = %17
    #dbg_declare(ptr %8, !1871, !DIExpression(), !1876)
  %22 = load ptr, ptr %6, align 8, !dbg !1869
  %23 = call ptr @__cxa_begin_catch(ptr %22) #12, !dbg !1869
  store ptr %23, ptr %8, align 8, !dbg !1869
  store double -1.000000e+00, ptr %5, align 8, !dbg !1877
  store double -1.000000e+00, ptr %4, align 8, !dbg !1879
  call void @__cxa_end_catch(), !dbg !1880
  br label %24, !dbg !1880

24:                                               ; preds = %21, %12
  %25 = load double, ptr %4, align 8, !dbg !1881
  %26 = call noundef double @_Z1gd(double noundef 7.000010e-01), !dbg !1882
  %27 = call noundef double @_Z1gd(double noundef 0x3FE666644D87724F), !dbg !1883
  %28 = fsub double %26, %27, !dbg !1884
  %29 = fdiv double %28, 2.000000e-06, !dbg !1885
  call void @_ZL5checkPKcdddd(ptr noundef @.str.1, double noundef 0x3FE6666666666666, double noundef %25, double noundef %29, double noundef 0x3EB0C6F7A0B5ED8D), !dbg !1886
  %30 = load double, ptr %5, align 8, !dbg !1887
  %31 = load double, ptr %4, align 8, !dbg !1888
  call void @_ZL5checkPKcdddd(ptr noundef @.str.2, double noundef 0x3FE6666666666666, double noundef %30, double noundef %31, double noundef 0x3D719799812DEA11), !dbg !1889
  %32 = load i32, ptr @_ZL6n_fail, align 4, !dbg !1890
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %32), !dbg !1891
  %34 = load i32, ptr @_ZL6n_fail, align 4, !dbg !1892
  %35 = icmp ne i32 %34, 0, !dbg !1893
  %36 = zext i1 %35 to i32, !dbg !1892
  ret i32 %36, !dbg !1894

37:                                               ; preds = %17
  %38 = load ptr, ptr %6, align 8, !dbg !1869
  %39 = load i32, ptr %7, align 4, !dbg !1869
  %40 = insertvalue { ptr, i32 } poison, ptr %38, 0, !dbg !1869
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1, !dbg !1869
  resume { ptr, i32 } %41, !dbg !1869
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 !dbg !1895 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !1898, !DIExpression(), !1899)
  store double %1, ptr %7, align 8
    #dbg_declare(ptr %7, !1900, !DIExpression(), !1901)
  store double %2, ptr %8, align 8
    #dbg_declare(ptr %8, !1902, !DIExpression(), !1903)
  store double %3, ptr %9, align 8
    #dbg_declare(ptr %9, !1904, !DIExpression(), !1905)
  store double %4, ptr %10, align 8
    #dbg_declare(ptr %10, !1906, !DIExpression(), !1907)
    #dbg_declare(ptr %11, !1908, !DIExpression(), !1909)
  %13 = load double, ptr %9, align 8, !dbg !1910
  %14 = call double @llvm.fabs.f64(double %13), !dbg !1911
  %15 = fcmp ogt double %14, 1.000000e+00, !dbg !1912
  br i1 %15, label %16, label %19, !dbg !1911

16:                                               ; preds = %5
  %17 = load double, ptr %9, align 8, !dbg !1913
  %18 = call double @llvm.fabs.f64(double %17), !dbg !1914
  br label %20, !dbg !1911

19:                                               ; preds = %5
  br label %20, !dbg !1911

20:                                               ; preds = %19, %16
  %21 = phi double [ %18, %16 ], [ 1.000000e+00, %19 ], !dbg !1911
  store double %21, ptr %11, align 8, !dbg !1909
    #dbg_declare(ptr %12, !1915, !DIExpression(), !1916)
  %22 = load double, ptr %8, align 8, !dbg !1917
  %23 = call noundef i32 @_ZL11finite_bitsd(double noundef %22), !dbg !1918
  %24 = icmp ne i32 %23, 0, !dbg !1918
  br i1 %24, label %25, label %38, !dbg !1919

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8, !dbg !1920
  %27 = call noundef i32 @_ZL11finite_bitsd(double noundef %26), !dbg !1921
  %28 = icmp ne i32 %27, 0, !dbg !1921
  br i1 %28, label %29, label %38, !dbg !1922

29:                                               ; preds = %25
  %30 = load double, ptr %8, align 8, !dbg !1923
  %31 = load double, ptr %9, align 8, !dbg !1924
  %32 = fsub double %30, %31, !dbg !1925
  %33 = call double @llvm.fabs.f64(double %32), !dbg !1926
  %34 = load double, ptr %10, align 8, !dbg !1927
  %35 = load double, ptr %11, align 8, !dbg !1928
  %36 = fmul double %34, %35, !dbg !1929
  %37 = fcmp ole double %33, %36, !dbg !1930
  br label %38

38:                                               ; preds = %29, %25, %20
  %39 = phi i1 [ false, %25 ], [ false, %20 ], [ %37, %29 ], !dbg !1931
  %40 = zext i1 %39 to i32, !dbg !1918
  store i32 %40, ptr %12, align 4, !dbg !1916
  %41 = load ptr, ptr %6, align 8, !dbg !1932
  %42 = load double, ptr %7, align 8, !dbg !1933
  %43 = load double, ptr %8, align 8, !dbg !1934
  %44 = load double, ptr %9, align 8, !dbg !1935
  %45 = load i32, ptr %12, align 4, !dbg !1936
  %46 = icmp ne i32 %45, 0, !dbg !1936
  %47 = zext i1 %46 to i64, !dbg !1936
  %48 = select i1 %46, ptr @.str.5, ptr @.str.6, !dbg !1936
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48), !dbg !1937
  %50 = load i32, ptr %12, align 4, !dbg !1938
  %51 = icmp ne i32 %50, 0, !dbg !1938
  br i1 %51, label %55, label %52, !dbg !1940

52:                                               ; preds = %38
  %53 = load i32, ptr @_ZL6n_fail, align 4, !dbg !1941
  %54 = add nsw i32 %53, 1, !dbg !1941
  store i32 %54, ptr @_ZL6n_fail, align 4, !dbg !1941
  br label %55, !dbg !1942

55:                                               ; preds = %52, %38
  ret void, !dbg !1943
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !1944 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1945, !DIExpression(), !1947)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !1948
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !1948
  ret void, !dbg !1949
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !1950 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1951, !DIExpression(), !1953)
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaIdEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !1954
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !1955
  ret void, !dbg !1956
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1957 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1958, !DIExpression(), !1960)
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorIdEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !1961
  ret void, !dbg !1962
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !1963 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1964, !DIExpression(), !1966)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %3, i32 0, i32 0, !dbg !1967
  store ptr null, ptr %4, align 8, !dbg !1967
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %3, i32 0, i32 1, !dbg !1968
  store ptr null, ptr %5, align 8, !dbg !1968
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %3, i32 0, i32 2, !dbg !1969
  store ptr null, ptr %6, align 8, !dbg !1969
  ret void, !dbg !1970
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1971 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1972, !DIExpression(), !1974)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !1975
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #3 !dbg !1976 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1978, !DIExpression(), !1979)
    #dbg_declare(ptr %3, !1980, !DIExpression(), !1982)
  %6 = load double, ptr %2, align 8, !dbg !1983
  store volatile double %6, ptr %3, align 8, !dbg !1982
    #dbg_declare(ptr %4, !1984, !DIExpression(), !1985)
  %7 = load volatile double, ptr %3, align 8, !dbg !1986
  store double %7, ptr %4, align 8, !dbg !1985
    #dbg_declare(ptr %5, !1987, !DIExpression(), !1988)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false), !dbg !1989
  %8 = load i64, ptr %5, align 8, !dbg !1990
  %9 = lshr i64 %8, 52, !dbg !1991
  %10 = and i64 %9, 2047, !dbg !1992
  %11 = icmp ne i64 %10, 2047, !dbg !1993
  %12 = zext i1 %11 to i32, !dbg !1994
  ret i32 %12, !dbg !1995
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(ptr noundef %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) #0 comdat !dbg !1996 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2001, !DIExpression(), !2002)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2003, !DIExpression(), !2004)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2005, !DIExpression(), !2006)
  %7 = load ptr, ptr %4, align 8, !dbg !2007
  %8 = load ptr, ptr %5, align 8, !dbg !2008
  call void @_ZSt8_DestroyIPdEvT_S1_(ptr noundef %7, ptr noundef %8), !dbg !2009
  ret void, !dbg !2010
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !2011 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2012, !DIExpression(), !2013)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2014
  ret ptr %4, !dbg !2015
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #12
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2016 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2017, !DIExpression(), !2018)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2019
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %4, i32 0, i32 0, !dbg !2021
  %6 = load ptr, ptr %5, align 8, !dbg !2021
  %7 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2022
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %7, i32 0, i32 2, !dbg !2023
  %9 = load ptr, ptr %8, align 8, !dbg !2023
  %10 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2024
  %11 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %10, i32 0, i32 0, !dbg !2025
  %12 = load ptr, ptr %11, align 8, !dbg !2025
  %13 = ptrtoint ptr %9 to i64, !dbg !2026
  %14 = ptrtoint ptr %12 to i64, !dbg !2026
  %15 = sub i64 %13, %14, !dbg !2026
  %16 = sdiv exact i64 %15, 8, !dbg !2026
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef %6, i64 noundef %16)
          to label %17 unwind label %19, !dbg !2027

17:                                               ; preds = %1
  %18 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2028
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %18) #12, !dbg !2028
  ret void, !dbg !2029

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2027
  %21 = extractvalue { ptr, i32 } %20, 0, !dbg !2027
  call void @__clang_call_terminate(ptr %21) #14, !dbg !2027
  unreachable, !dbg !2027
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(ptr noundef %0, ptr noundef %1) #0 comdat !dbg !2030 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2035, !DIExpression(), !2036)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2037, !DIExpression(), !2038)
  %5 = load ptr, ptr %3, align 8, !dbg !2039
  %6 = load ptr, ptr %4, align 8, !dbg !2040
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(ptr noundef %5, ptr noundef %6), !dbg !2041
  ret void, !dbg !2042
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(ptr noundef %0, ptr noundef %1) #3 comdat align 2 !dbg !2043 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2048, !DIExpression(), !2049)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2050, !DIExpression(), !2051)
  ret void, !dbg !2052
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !2053 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2054, !DIExpression(), !2055)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2056, !DIExpression(), !2057)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2058, !DIExpression(), !2059)
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !2060
  %9 = icmp ne ptr %8, null, !dbg !2060
  br i1 %9, label %10, label %14, !dbg !2062

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", ptr %7, i32 0, i32 0, !dbg !2063
  %12 = load ptr, ptr %5, align 8, !dbg !2064
  %13 = load i64, ptr %6, align 8, !dbg !2065
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef %12, i64 noundef %13), !dbg !2066
  br label %14, !dbg !2066

14:                                               ; preds = %10, %3
  ret void, !dbg !2067
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !2068 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2070, !DIExpression(), !2071)
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaIdED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !2072
  ret void, !dbg !2074
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !2075 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2076, !DIExpression(), !2077)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2078, !DIExpression(), !2079)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2080, !DIExpression(), !2081)
  %7 = load ptr, ptr %4, align 8, !dbg !2082
  %8 = load ptr, ptr %5, align 8, !dbg !2083
  %9 = load i64, ptr %6, align 8, !dbg !2084
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, i64 noundef %9), !dbg !2085
  ret void, !dbg !2086
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !2087 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2088, !DIExpression(), !2089)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2090, !DIExpression(), !2091)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2092, !DIExpression(), !2093)
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !2094
  %9 = load i64, ptr %6, align 8, !dbg !2094
  %10 = mul i64 %9, 8, !dbg !2094
  call void @_ZdlPvm(ptr noundef %8, i64 noundef %10) #15, !dbg !2095
  ret void, !dbg !2096
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !2097 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2098, !DIExpression(), !2099)
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt15__new_allocatorIdED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !2100
  ret void, !dbg !2102
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !2103 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2104, !DIExpression(), !2105)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !2106
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #0 comdat align 2 !dbg !2107 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2116, !DIExpression(), !2117)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2118, !DIExpression(), !2119)
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %"struct.std::_Vector_base", ptr %6, i32 0, i32 0, !dbg !2120
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %7, i32 0, i32 1, !dbg !2122
  %9 = load ptr, ptr %8, align 8, !dbg !2122
  %10 = getelementptr inbounds %"struct.std::_Vector_base", ptr %6, i32 0, i32 0, !dbg !2123
  %11 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %10, i32 0, i32 2, !dbg !2124
  %12 = load ptr, ptr %11, align 8, !dbg !2124
  %13 = icmp ne ptr %9, %12, !dbg !2125
  br i1 %13, label %14, label %24, !dbg !2126

14:                                               ; preds = %2
  %15 = getelementptr inbounds %"struct.std::_Vector_base", ptr %6, i32 0, i32 0, !dbg !2127
  %16 = getelementptr inbounds %"struct.std::_Vector_base", ptr %6, i32 0, i32 0, !dbg !2129
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %16, i32 0, i32 1, !dbg !2130
  %18 = load ptr, ptr %17, align 8, !dbg !2130
  %19 = load ptr, ptr %4, align 8, !dbg !2131
  call void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(ptr noundef nonnull align 1 dereferenceable(1) %15, ptr noundef %18, ptr noundef nonnull align 8 dereferenceable(8) %19) #12, !dbg !2132
  %20 = getelementptr inbounds %"struct.std::_Vector_base", ptr %6, i32 0, i32 0, !dbg !2133
  %21 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %20, i32 0, i32 1, !dbg !2134
  %22 = load ptr, ptr %21, align 8, !dbg !2135
  %23 = getelementptr inbounds double, ptr %22, i32 1, !dbg !2135
  store ptr %23, ptr %21, align 8, !dbg !2135
  br label %30, !dbg !2136

24:                                               ; preds = %2
  %25 = call ptr @_ZNSt6vectorIdSaIdEE3endEv(ptr noundef nonnull align 8 dereferenceable(24) %6) #12, !dbg !2137
  %26 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0, !dbg !2137
  store ptr %25, ptr %26, align 8, !dbg !2137
  %27 = load ptr, ptr %4, align 8, !dbg !2138
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0, !dbg !2139
  %29 = load ptr, ptr %28, align 8, !dbg !2139
  call void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr %29, ptr noundef nonnull align 8 dereferenceable(8) %27), !dbg !2139
  br label %30

30:                                               ; preds = %24, %14
  %31 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorIdSaIdEE4backEv(ptr noundef nonnull align 8 dereferenceable(24) %6) #12, !dbg !2140
  ret ptr %31, !dbg !2141
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2) #3 comdat align 2 !dbg !2142 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2148, !DIExpression(), !2149)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2150, !DIExpression(), !2151)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2152, !DIExpression(), !2153)
  %7 = load ptr, ptr %4, align 8, !dbg !2154
  %8 = load ptr, ptr %5, align 8, !dbg !2155
  %9 = load ptr, ptr %6, align 8, !dbg !2156
  call void @_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_(ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef %8, ptr noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !2157
  ret void, !dbg !2158
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) #0 comdat align 2 !dbg !2159 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %4, i32 0, i32 0
  store ptr %1, ptr %14, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !2163, !DIExpression(), !2164)
    #dbg_declare(ptr %4, !2165, !DIExpression(), !2166)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2167, !DIExpression(), !2168)
  %15 = load ptr, ptr %5, align 8
    #dbg_declare(ptr %7, !2169, !DIExpression(), !2171)
  %16 = call noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(ptr noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, ptr noundef @.str.7), !dbg !2172
  store i64 %16, ptr %7, align 8, !dbg !2171
    #dbg_declare(ptr %8, !2173, !DIExpression(), !2174)
  %17 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2175
  %18 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %17, i32 0, i32 0, !dbg !2176
  %19 = load ptr, ptr %18, align 8, !dbg !2176
  store ptr %19, ptr %8, align 8, !dbg !2174
    #dbg_declare(ptr %9, !2177, !DIExpression(), !2178)
  %20 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2179
  %21 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %20, i32 0, i32 1, !dbg !2180
  %22 = load ptr, ptr %21, align 8, !dbg !2180
  store ptr %22, ptr %9, align 8, !dbg !2178
    #dbg_declare(ptr %10, !2181, !DIExpression(), !2182)
  %23 = call ptr @_ZNSt6vectorIdSaIdEE5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %15) #12, !dbg !2183
  %24 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %11, i32 0, i32 0, !dbg !2183
  store ptr %23, ptr %24, align 8, !dbg !2183
  %25 = call noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !2184
  store i64 %25, ptr %10, align 8, !dbg !2182
    #dbg_declare(ptr %12, !2185, !DIExpression(), !2186)
  %26 = load i64, ptr %7, align 8, !dbg !2187
  %27 = call noundef ptr @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %15, i64 noundef %26), !dbg !2188
  store ptr %27, ptr %12, align 8, !dbg !2186
    #dbg_declare(ptr %13, !2189, !DIExpression(), !2190)
  %28 = load ptr, ptr %12, align 8, !dbg !2191
  store ptr %28, ptr %13, align 8, !dbg !2190
  %29 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2192
  %30 = load ptr, ptr %12, align 8, !dbg !2194
  %31 = load i64, ptr %10, align 8, !dbg !2195
  %32 = getelementptr inbounds double, ptr %30, i64 %31, !dbg !2196
  %33 = load ptr, ptr %6, align 8, !dbg !2197
  call void @_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_(ptr noundef nonnull align 1 dereferenceable(1) %29, ptr noundef %32, ptr noundef nonnull align 8 dereferenceable(8) %33) #12, !dbg !2198
  store ptr null, ptr %13, align 8, !dbg !2199
  %34 = load ptr, ptr %8, align 8, !dbg !2200
  %35 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2203
  %36 = load ptr, ptr %35, align 8, !dbg !2203
  %37 = load ptr, ptr %12, align 8, !dbg !2204
  %38 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %15) #12, !dbg !2205
  %39 = call noundef ptr @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(ptr noundef %34, ptr noundef %36, ptr noundef %37, ptr noundef nonnull align 1 dereferenceable(1) %38) #12, !dbg !2206
  store ptr %39, ptr %13, align 8, !dbg !2207
  %40 = load ptr, ptr %13, align 8, !dbg !2208
  %41 = getelementptr inbounds double, ptr %40, i32 1, !dbg !2208
  store ptr %41, ptr %13, align 8, !dbg !2208
  %42 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2209
  %43 = load ptr, ptr %42, align 8, !dbg !2209
  %44 = load ptr, ptr %9, align 8, !dbg !2210
  %45 = load ptr, ptr %13, align 8, !dbg !2211
  %46 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %15) #12, !dbg !2212
  %47 = call noundef ptr @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(ptr noundef %43, ptr noundef %44, ptr noundef %45, ptr noundef nonnull align 1 dereferenceable(1) %46) #12, !dbg !2213
  store ptr %47, ptr %13, align 8, !dbg !2214
  %48 = load ptr, ptr %8, align 8, !dbg !2215
  %49 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2216
  %50 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %49, i32 0, i32 2, !dbg !2217
  %51 = load ptr, ptr %50, align 8, !dbg !2217
  %52 = load ptr, ptr %8, align 8, !dbg !2218
  %53 = ptrtoint ptr %51 to i64, !dbg !2219
  %54 = ptrtoint ptr %52 to i64, !dbg !2219
  %55 = sub i64 %53, %54, !dbg !2219
  %56 = sdiv exact i64 %55, 8, !dbg !2219
  call void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef %48, i64 noundef %56), !dbg !2220
  %57 = load ptr, ptr %12, align 8, !dbg !2221
  %58 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2222
  %59 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %58, i32 0, i32 0, !dbg !2223
  store ptr %57, ptr %59, align 8, !dbg !2224
  %60 = load ptr, ptr %13, align 8, !dbg !2225
  %61 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2226
  %62 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %61, i32 0, i32 1, !dbg !2227
  store ptr %60, ptr %62, align 8, !dbg !2228
  %63 = load ptr, ptr %12, align 8, !dbg !2229
  %64 = load i64, ptr %7, align 8, !dbg !2230
  %65 = getelementptr inbounds double, ptr %63, i64 %64, !dbg !2231
  %66 = getelementptr inbounds %"struct.std::_Vector_base", ptr %15, i32 0, i32 0, !dbg !2232
  %67 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %66, i32 0, i32 2, !dbg !2233
  store ptr %65, ptr %67, align 8, !dbg !2234
  ret void, !dbg !2235
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorIdSaIdEE4backEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !2236 {
  %2 = alloca ptr, align 8
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2237, !DIExpression(), !2238)
  %5 = load ptr, ptr %2, align 8
  %6 = call ptr @_ZNSt6vectorIdSaIdEE3endEv(ptr noundef nonnull align 8 dereferenceable(24) %5) #12, !dbg !2239
  %7 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %4, i32 0, i32 0, !dbg !2239
  store ptr %6, ptr %7, align 8, !dbg !2239
  %8 = call ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl(ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 1) #12, !dbg !2240
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0, !dbg !2240
  store ptr %8, ptr %9, align 8, !dbg !2240
  %10 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #12, !dbg !2241
  ret ptr %10, !dbg !2242
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2) #3 comdat align 2 !dbg !2243 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2247, !DIExpression(), !2248)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2249, !DIExpression(), !2250)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2251, !DIExpression(), !2252)
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8, !dbg !2253
  %9 = load ptr, ptr %6, align 8, !dbg !2254
  %10 = load double, ptr %9, align 8, !dbg !2255
  store double %10, ptr %8, align 8, !dbg !2256
  ret void, !dbg !2257
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef %2) #0 comdat align 2 !dbg !2258 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2259, !DIExpression(), !2261)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2262, !DIExpression(), !2263)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2264, !DIExpression(), !2265)
  %9 = load ptr, ptr %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2266
  %11 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2268
  %12 = sub i64 %10, %11, !dbg !2269
  %13 = load i64, ptr %5, align 8, !dbg !2270
  %14 = icmp ult i64 %12, %13, !dbg !2271
  br i1 %14, label %15, label %17, !dbg !2272

15:                                               ; preds = %3
  %16 = load ptr, ptr %6, align 8, !dbg !2273
  call void @_ZSt20__throw_length_errorPKc(ptr noundef %16) #13, !dbg !2274
  unreachable, !dbg !2274

17:                                               ; preds = %3
    #dbg_declare(ptr %7, !2275, !DIExpression(), !2276)
  %18 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2277
  %19 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2278
  store i64 %19, ptr %8, align 8, !dbg !2278
  %20 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3maxImERKT_S2_S2_(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %5), !dbg !2279
  %21 = load i64, ptr %20, align 8, !dbg !2279
  %22 = add i64 %18, %21, !dbg !2280
  store i64 %22, ptr %7, align 8, !dbg !2276
  %23 = load i64, ptr %7, align 8, !dbg !2281
  %24 = call noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2282
  %25 = icmp ult i64 %23, %24, !dbg !2283
  br i1 %25, label %30, label %26, !dbg !2284

26:                                               ; preds = %17
  %27 = load i64, ptr %7, align 8, !dbg !2285
  %28 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2286
  %29 = icmp ugt i64 %27, %28, !dbg !2287
  br i1 %29, label %30, label %32, !dbg !2288

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2289
  br label %34, !dbg !2288

32:                                               ; preds = %26
  %33 = load i64, ptr %7, align 8, !dbg !2290
  br label %34, !dbg !2288

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !2288
  ret i64 %35, !dbg !2291
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat !dbg !2292 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2295, !DIExpression(), !2296)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2297, !DIExpression(), !2298)
  %5 = load ptr, ptr %3, align 8, !dbg !2299
  %6 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2300
  %7 = load ptr, ptr %6, align 8, !dbg !2300
  %8 = load ptr, ptr %4, align 8, !dbg !2301
  %9 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2302
  %10 = load ptr, ptr %9, align 8, !dbg !2302
  %11 = ptrtoint ptr %7 to i64, !dbg !2303
  %12 = ptrtoint ptr %10 to i64, !dbg !2303
  %13 = sub i64 %11, %12, !dbg !2303
  %14 = sdiv exact i64 %13, 8, !dbg !2303
  ret i64 %14, !dbg !2304
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #0 comdat align 2 !dbg !2305 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2306, !DIExpression(), !2307)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2308, !DIExpression(), !2309)
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8, !dbg !2310
  %7 = icmp ne i64 %6, 0, !dbg !2311
  br i1 %7, label %8, label %12, !dbg !2310

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", ptr %5, i32 0, i32 0, !dbg !2312
  %10 = load i64, ptr %4, align 8, !dbg !2313
  %11 = call noundef ptr @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(ptr noundef nonnull align 1 dereferenceable(1) %9, i64 noundef %10), !dbg !2314
  br label %13, !dbg !2310

12:                                               ; preds = %2
  br label %13, !dbg !2310

13:                                               ; preds = %12, %8
  %14 = phi ptr [ %11, %8 ], [ null, %12 ], !dbg !2310
  ret ptr %14, !dbg !2315
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull align 1 dereferenceable(1) %3) #3 comdat align 2 !dbg !2316 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !2317, !DIExpression(), !2318)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !2319, !DIExpression(), !2320)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !2321, !DIExpression(), !2322)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !2323, !DIExpression(), !2324)
  %9 = load ptr, ptr %5, align 8, !dbg !2325
  %10 = load ptr, ptr %6, align 8, !dbg !2326
  %11 = load ptr, ptr %7, align 8, !dbg !2327
  %12 = load ptr, ptr %8, align 8, !dbg !2328
  %13 = call noundef ptr @_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_(ptr noundef %9, ptr noundef %10, ptr noundef %11, ptr noundef nonnull align 1 dereferenceable(1) %12) #12, !dbg !2329
  ret ptr %13, !dbg !2330
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 comdat align 2 !dbg !2331 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2332, !DIExpression(), !2333)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0, !dbg !2334
  ret ptr %4, !dbg !2335
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE8max_sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !2336 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2337, !DIExpression(), !2338)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef nonnull align 1 dereferenceable(1) ptr @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #12, !dbg !2339
  %5 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2340
  ret i64 %5, !dbg !2341
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !2342 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2343, !DIExpression(), !2344)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2345
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %4, i32 0, i32 1, !dbg !2346
  %6 = load ptr, ptr %5, align 8, !dbg !2346
  %7 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2347
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", ptr %7, i32 0, i32 0, !dbg !2348
  %9 = load ptr, ptr %8, align 8, !dbg !2348
  %10 = ptrtoint ptr %6 to i64, !dbg !2349
  %11 = ptrtoint ptr %9 to i64, !dbg !2349
  %12 = sub i64 %10, %11, !dbg !2349
  %13 = sdiv exact i64 %12, 8, !dbg !2349
  ret i64 %13, !dbg !2350
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3maxImERKT_S2_S2_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat !dbg !2351 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2359, !DIExpression(), !2360)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2361, !DIExpression(), !2362)
  %6 = load ptr, ptr %4, align 8, !dbg !2363
  %7 = load i64, ptr %6, align 8, !dbg !2363
  %8 = load ptr, ptr %5, align 8, !dbg !2365
  %9 = load i64, ptr %8, align 8, !dbg !2365
  %10 = icmp ult i64 %7, %9, !dbg !2366
  br i1 %10, label %11, label %13, !dbg !2367

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !2368
  store ptr %12, ptr %3, align 8, !dbg !2369
  br label %15, !dbg !2369

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8, !dbg !2370
  store ptr %14, ptr %3, align 8, !dbg !2371
  br label %15, !dbg !2371

15:                                               ; preds = %13, %11
  %16 = load ptr, ptr %3, align 8, !dbg !2372
  ret ptr %16, !dbg !2372
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !2373 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2374, !DIExpression(), !2375)
    #dbg_declare(ptr %3, !2376, !DIExpression(), !2378)
  store i64 1152921504606846975, ptr %3, align 8, !dbg !2378
    #dbg_declare(ptr %4, !2379, !DIExpression(), !2380)
  %5 = load ptr, ptr %2, align 8, !dbg !2381
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !2382
  store i64 %6, ptr %4, align 8, !dbg !2380
  %7 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3minImERKT_S2_S2_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !2383

8:                                                ; preds = %1
  %9 = load i64, ptr %7, align 8, !dbg !2383
  ret i64 %9, !dbg !2384

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null, !dbg !2383
  %12 = extractvalue { ptr, i32 } %11, 0, !dbg !2383
  call void @__clang_call_terminate(ptr %12) #14, !dbg !2383
  unreachable, !dbg !2383
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) ptr @_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #3 comdat align 2 !dbg !2385 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2386, !DIExpression(), !2388)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", ptr %3, i32 0, i32 0, !dbg !2389
  ret ptr %4, !dbg !2390
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(ptr noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !2391 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2392, !DIExpression(), !2393)
  %3 = load ptr, ptr %2, align 8, !dbg !2394
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !2395
  ret i64 %4, !dbg !2396
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZSt3minImERKT_S2_S2_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat !dbg !2397 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2398, !DIExpression(), !2399)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2400, !DIExpression(), !2401)
  %6 = load ptr, ptr %5, align 8, !dbg !2402
  %7 = load i64, ptr %6, align 8, !dbg !2402
  %8 = load ptr, ptr %4, align 8, !dbg !2404
  %9 = load i64, ptr %8, align 8, !dbg !2404
  %10 = icmp ult i64 %7, %9, !dbg !2405
  br i1 %10, label %11, label %13, !dbg !2406

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !2407
  store ptr %12, ptr %3, align 8, !dbg !2408
  br label %15, !dbg !2408

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8, !dbg !2409
  store ptr %14, ptr %3, align 8, !dbg !2410
  br label %15, !dbg !2410

15:                                               ; preds = %13, %11
  %16 = load ptr, ptr %3, align 8, !dbg !2411
  ret ptr %16, !dbg !2411
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !2412 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2413, !DIExpression(), !2415)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !2416
  ret i64 %4, !dbg !2417
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #3 comdat align 2 !dbg !2418 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2419, !DIExpression(), !2420)
  %3 = load ptr, ptr %2, align 8
  ret i64 1152921504606846975, !dbg !2421
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #0 comdat align 2 !dbg !2422 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2423, !DIExpression(), !2424)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2425, !DIExpression(), !2426)
  %5 = load ptr, ptr %3, align 8, !dbg !2427
  %6 = load i64, ptr %4, align 8, !dbg !2428
  %7 = call noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %5, i64 noundef %6, ptr noundef null), !dbg !2429
  ret ptr %7, !dbg !2430
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, ptr noundef %2) #0 comdat align 2 !dbg !2431 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2432, !DIExpression(), !2433)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2434, !DIExpression(), !2435)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !2436, !DIExpression(), !2437)
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8, !dbg !2438
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(ptr noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !2440
  %10 = icmp ugt i64 %8, %9, !dbg !2441
  br i1 %10, label %11, label %16, !dbg !2442

11:                                               ; preds = %3
  %12 = load i64, ptr %5, align 8, !dbg !2443
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !2446
  br i1 %13, label %14, label %15, !dbg !2447

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #13, !dbg !2448
  unreachable, !dbg !2448

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #13, !dbg !2449
  unreachable, !dbg !2449

16:                                               ; preds = %3
  %17 = load i64, ptr %5, align 8, !dbg !2450
  %18 = mul i64 %17, 8, !dbg !2451
  %19 = call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #16, !dbg !2452
  ret ptr %19, !dbg !2453
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #10

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull align 1 dereferenceable(1) %3) #3 comdat !dbg !2454 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !2461, !DIExpression(), !2462)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !2463, !DIExpression(), !2464)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !2465, !DIExpression(), !2466)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !2467, !DIExpression(), !2468)
  %9 = load ptr, ptr %5, align 8, !dbg !2469
  %10 = call noundef ptr @_ZSt12__niter_baseIPdET_S1_(ptr noundef %9) #12, !dbg !2470
  %11 = load ptr, ptr %6, align 8, !dbg !2471
  %12 = call noundef ptr @_ZSt12__niter_baseIPdET_S1_(ptr noundef %11) #12, !dbg !2472
  %13 = load ptr, ptr %7, align 8, !dbg !2473
  %14 = call noundef ptr @_ZSt12__niter_baseIPdET_S1_(ptr noundef %13) #12, !dbg !2474
  %15 = load ptr, ptr %8, align 8, !dbg !2475
  %16 = call noundef ptr @_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(ptr noundef %10, ptr noundef %12, ptr noundef %14, ptr noundef nonnull align 1 dereferenceable(1) %15) #12, !dbg !2476
  ret ptr %16, !dbg !2477
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull align 1 dereferenceable(1) %3) #3 comdat !dbg !2478 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !2487, !DIExpression(), !2488)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !2489, !DIExpression(), !2490)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !2491, !DIExpression(), !2492)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !2493, !DIExpression(), !2494)
    #dbg_declare(ptr %9, !2495, !DIExpression(), !2496)
  %10 = load ptr, ptr %6, align 8, !dbg !2497
  %11 = load ptr, ptr %5, align 8, !dbg !2498
  %12 = ptrtoint ptr %10 to i64, !dbg !2499
  %13 = ptrtoint ptr %11 to i64, !dbg !2499
  %14 = sub i64 %12, %13, !dbg !2499
  %15 = sdiv exact i64 %14, 8, !dbg !2499
  store i64 %15, ptr %9, align 8, !dbg !2496
  %16 = load i64, ptr %9, align 8, !dbg !2500
  %17 = icmp sgt i64 %16, 0, !dbg !2502
  br i1 %17, label %18, label %23, !dbg !2503

18:                                               ; preds = %4
  %19 = load ptr, ptr %7, align 8, !dbg !2504
  %20 = load ptr, ptr %5, align 8, !dbg !2506
  %21 = load i64, ptr %9, align 8, !dbg !2507
  %22 = mul i64 %21, 8, !dbg !2508
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %19, ptr align 8 %20, i64 %22, i1 false), !dbg !2509
  br label %23, !dbg !2510

23:                                               ; preds = %18, %4
  %24 = load ptr, ptr %7, align 8, !dbg !2511
  %25 = load i64, ptr %9, align 8, !dbg !2512
  %26 = getelementptr inbounds double, ptr %24, i64 %25, !dbg !2513
  ret ptr %26, !dbg !2514
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZSt12__niter_baseIPdET_S1_(ptr noundef %0) #3 comdat !dbg !2515 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2518, !DIExpression(), !2519)
  %3 = load ptr, ptr %2, align 8, !dbg !2520
  ret ptr %3, !dbg !2521
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local ptr @_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl(ptr noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) #3 comdat align 2 !dbg !2522 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2523, !DIExpression(), !2524)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2525, !DIExpression(), !2526)
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %7, i32 0, i32 0, !dbg !2527
  %9 = load ptr, ptr %8, align 8, !dbg !2527
  %10 = load i64, ptr %5, align 8, !dbg !2528
  %11 = sub i64 0, %10, !dbg !2529
  %12 = getelementptr inbounds double, ptr %9, i64 %11, !dbg !2529
  store ptr %12, ptr %6, align 8, !dbg !2527
  call void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %6) #12, !dbg !2530
  %13 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %3, i32 0, i32 0, !dbg !2531
  %14 = load ptr, ptr %13, align 8, !dbg !2531
  ret ptr %14, !dbg !2531
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 !dbg !2532 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2533, !DIExpression(), !2534)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2535, !DIExpression(), !2536)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", ptr %5, i32 0, i32 0, !dbg !2537
  %7 = load ptr, ptr %4, align 8, !dbg !2538
  %8 = load ptr, ptr %7, align 8, !dbg !2538
  store ptr %8, ptr %6, align 8, !dbg !2537
  ret void, !dbg !2539
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin nounwind }
attributes #16 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!25}
!llvm.module.flags = !{!1719, !1720, !1721, !1722, !1723, !1724, !1725}
!llvm.ident = !{!1726}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "debuginfo.cpp", directory: "/work/main/tests/cpp", checksumkind: CSK_MD5, checksum: "eeecee3039fd8925fc244c6d05961296")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 13)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 14)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 21)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 24)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "n_fail", linkageName: "_ZL6n_fail", scope: !25, file: !586, line: 11, type: !79, isLocal: true, isDefinition: true)
!25 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !26, globals: !583, imports: !606, splitDebugInlining: false, nameTableKind: None)
!26 = !{!27, !30, !31, !33, !36, !38, !40, !438, !102, !105, !108, !127, !133, !224}
!27 = !DICompositeType(tag: DW_TAG_class_type, name: "domain_error", scope: !29, file: !28, line: 153, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!28 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!29 = !DINamespace(name: "std", scope: null)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !32, line: 458, baseType: !33, flags: DIFlagPublic)
!32 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !29, file: !34, line: 298, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !42, file: !41, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !43, templateParams: !100, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!41 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!42 = !DINamespace(name: "__gnu_cxx", scope: null)
!43 = !{!44, !45, !49, !54, !67, !72, !76, !80, !81, !82, !89, !92, !95, !96, !97}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !40, file: !41, line: 1046, baseType: !38, size: 64, flags: DIFlagProtected)
!45 = !DISubprogram(name: "__normal_iterator", scope: !40, file: !41, line: 1068, type: !46, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!49 = !DISubprogram(name: "__normal_iterator", scope: !40, file: !41, line: 1072, type: !50, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !48, !52}
!52 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!54 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !40, file: !41, line: 1095, type: !55, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !65}
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !40, file: !41, line: 1061, baseType: !58, flags: DIFlagPublic)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !60, file: !59, line: 216, baseType: !64)
!59 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !29, file: !59, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !62, identifier: "_ZTSSt15iterator_traitsIPdE")
!61 = !{}
!62 = !{!63}
!63 = !DITemplateTypeParameter(name: "_Iterator", type: !38)
!64 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!67 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !40, file: !41, line: 1100, type: !68, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !65}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !40, file: !41, line: 1062, baseType: !71, flags: DIFlagPublic)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !60, file: !59, line: 215, baseType: !38)
!72 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !40, file: !41, line: 1105, type: !73, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !48}
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!76 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !40, file: !41, line: 1113, type: !77, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!77 = !DISubroutineType(types: !78)
!78 = !{!40, !48, !79}
!79 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!80 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !40, file: !41, line: 1119, type: !73, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!81 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !40, file: !41, line: 1127, type: !77, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!82 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !40, file: !41, line: 1133, type: !83, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!83 = !DISubroutineType(types: !84)
!84 = !{!57, !65, !85}
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !40, file: !41, line: 1060, baseType: !86, flags: DIFlagPublic)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !60, file: !59, line: 214, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !29, file: !34, line: 299, baseType: !88)
!88 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!89 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !40, file: !41, line: 1138, type: !90, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!90 = !DISubroutineType(types: !91)
!91 = !{!75, !48, !85}
!92 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !40, file: !41, line: 1143, type: !93, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!93 = !DISubroutineType(types: !94)
!94 = !{!40, !65, !85}
!95 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !40, file: !41, line: 1148, type: !90, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!96 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !40, file: !41, line: 1153, type: !93, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!97 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !40, file: !41, line: 1158, type: !98, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!52, !65}
!100 = !{!63, !101}
!101 = !DITemplateTypeParameter(name: "_Container", type: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !29, file: !32, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !103, templateParams: !581, identifier: "_ZTSSt6vectorIdSaIdEE")
!103 = !{!104, !318, !337, !353, !354, !360, !363, !366, !370, !376, !379, !385, !390, !394, !404, !407, !410, !413, !418, !419, !423, !426, !429, !432, !435, !439, !445, !446, !447, !452, !457, !458, !459, !460, !461, !462, !463, !466, !467, !470, !471, !472, !473, !476, !477, !485, !492, !495, !496, !497, !500, !503, !504, !505, !508, !511, !514, !518, !519, !522, !525, !528, !531, !534, !537, !540, !541, !542, !543, !544, !547, !548, !551, !552, !553, !558, !561, !566, !569, !572, !575, !578}
!104 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !102, baseType: !105, flags: DIFlagProtected, extraData: i32 0)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !29, file: !32, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !106, templateParams: !317, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!106 = !{!107, !268, !273, !278, !282, !285, !290, !293, !296, !300, !303, !306, !309, !310, !313, !316}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !105, file: !32, line: 371, baseType: !108, size: 192)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !105, file: !32, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !109, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!109 = !{!110, !223, !248, !252, !257, !261, !265}
!110 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !108, baseType: !111, extraData: i32 0)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !105, file: !32, line: 88, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !114, file: !113, line: 120, baseType: !222)
!113 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !115, file: !113, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !171, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !42, file: !113, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !116, templateParams: !220, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!116 = !{!117, !206, !209, !212, !216, !217, !218, !219}
!117 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !115, baseType: !118, extraData: i32 0)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !29, file: !119, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !120, templateParams: !204, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!119 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!120 = !{!121, !188, !192, !195, !201}
!121 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !118, file: !119, line: 463, type: !122, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !125, !187}
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !118, file: !119, line: 420, baseType: !38)
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !118, file: !119, line: 414, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !29, file: !128, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !129, templateParams: !171, identifier: "_ZTSSaIdE")
!128 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!129 = !{!130, !173, !177, !182, !186}
!130 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !127, baseType: !131, flags: DIFlagPublic, extraData: i32 0)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !29, file: !132, line: 47, baseType: !133)
!132 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!133 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !29, file: !134, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !135, templateParams: !171, identifier: "_ZTSSt15__new_allocatorIdE")
!134 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!135 = !{!136, !140, !145, !146, !152, !160, !164, !167, !170}
!136 = !DISubprogram(name: "__new_allocator", scope: !133, file: !134, line: 80, type: !137, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "__new_allocator", scope: !133, file: !134, line: 83, type: !141, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !139, !143}
!143 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!145 = !DISubprogram(name: "~__new_allocator", scope: !133, file: !134, line: 90, type: !137, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!146 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !133, file: !134, line: 93, type: !147, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!147 = !DISubroutineType(types: !148)
!148 = !{!149, !150, !151}
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !133, file: !134, line: 63, baseType: !38, flags: DIFlagPublic)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !133, file: !134, line: 65, baseType: !64, flags: DIFlagPublic)
!152 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !133, file: !134, line: 97, type: !153, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !150, !158}
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !133, file: !134, line: 64, baseType: !156, flags: DIFlagPublic)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !133, file: !134, line: 66, baseType: !159, flags: DIFlagPublic)
!159 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 64)
!160 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !133, file: !134, line: 112, type: !161, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{!38, !139, !163, !36}
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !134, line: 60, baseType: !33, flags: DIFlagPublic)
!164 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !133, file: !134, line: 142, type: !165, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !139, !38, !163}
!167 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !133, file: !134, line: 167, type: !168, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!168 = !DISubroutineType(types: !169)
!169 = !{!163, !150}
!170 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !133, file: !134, line: 210, type: !168, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!171 = !{!172}
!172 = !DITemplateTypeParameter(name: "_Tp", type: !39)
!173 = !DISubprogram(name: "allocator", scope: !127, file: !128, line: 156, type: !174, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DISubprogram(name: "allocator", scope: !127, file: !128, line: 159, type: !178, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !176, !180}
!180 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!182 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !127, file: !128, line: 164, type: !183, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{!185, !176, !180}
!185 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !127, size: 64)
!186 = !DISubprogram(name: "~allocator", scope: !127, file: !128, line: 174, type: !174, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !119, line: 435, baseType: !33)
!188 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !118, file: !119, line: 477, type: !189, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!189 = !DISubroutineType(types: !190)
!190 = !{!124, !125, !187, !191}
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !119, line: 429, baseType: !36)
!192 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !118, file: !119, line: 495, type: !193, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !125, !124, !187}
!195 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !118, file: !119, line: 547, type: !196, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !199}
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !118, file: !119, line: 435, baseType: !33)
!199 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!201 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !118, file: !119, line: 562, type: !202, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{!126, !199}
!204 = !{!205}
!205 = !DITemplateTypeParameter(name: "_Alloc", type: !127)
!206 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !115, file: !113, line: 97, type: !207, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!207 = !DISubroutineType(types: !208)
!208 = !{!127, !180}
!209 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !115, file: !113, line: 100, type: !210, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !185, !185}
!212 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !115, file: !113, line: 103, type: !213, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{!215}
!215 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!216 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !115, file: !113, line: 106, type: !213, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!217 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !115, file: !113, line: 109, type: !213, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!218 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !115, file: !113, line: 112, type: !213, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!219 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !115, file: !113, line: 115, type: !213, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!220 = !{!205, !221}
!221 = !DITemplateTypeParameter(type: !39, defaulted: true)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<double>", scope: !118, file: !119, line: 450, baseType: !127)
!223 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !108, baseType: !224, extraData: i32 0)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !105, file: !32, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !225, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!225 = !{!226, !229, !230, !231, !235, !239, !244}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !224, file: !32, line: 94, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !105, file: !32, line: 90, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !115, file: !113, line: 57, baseType: !124)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !224, file: !32, line: 95, baseType: !227, size: 64, offset: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !224, file: !32, line: 96, baseType: !227, size: 64, offset: 128)
!231 = !DISubprogram(name: "_Vector_impl_data", scope: !224, file: !32, line: 99, type: !232, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = !DISubprogram(name: "_Vector_impl_data", scope: !224, file: !32, line: 105, type: !236, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !234, !238}
!238 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !224, size: 64)
!239 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !224, file: !32, line: 113, type: !240, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !234, !242}
!242 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !224)
!244 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !224, file: !32, line: 122, type: !245, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !234, !247}
!247 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !224, size: 64)
!248 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 137, type: !249, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 143, type: !253, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !251, !255}
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!257 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 151, type: !258, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !251, !260}
!260 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !108, size: 64)
!261 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 156, type: !262, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !251, !264}
!264 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !111, size: 64)
!265 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 161, type: !266, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !251, !264, !260}
!268 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !105, file: !32, line: 298, type: !269, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !272}
!271 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !111, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !105, file: !32, line: 303, type: !274, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!274 = !DISubroutineType(types: !275)
!275 = !{!255, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!278 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !105, file: !32, line: 308, type: !279, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!279 = !DISubroutineType(types: !280)
!280 = !{!281, !276}
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !105, file: !32, line: 294, baseType: !127)
!282 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 312, type: !283, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !272}
!285 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 318, type: !286, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !272, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !281)
!290 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 324, type: !291, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !272, !33}
!293 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 330, type: !294, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !272, !33, !288}
!296 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 335, type: !297, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !272, !299}
!299 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !105, size: 64)
!300 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 340, type: !301, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !272, !264}
!303 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 344, type: !304, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !272, !299, !288}
!306 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 358, type: !307, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !272, !288, !299}
!309 = !DISubprogram(name: "~_Vector_base", scope: !105, file: !32, line: 364, type: !283, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!310 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !105, file: !32, line: 375, type: !311, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{!227, !272, !33}
!313 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !105, file: !32, line: 383, type: !314, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !272, !227, !33}
!316 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !105, file: !32, line: 393, type: !291, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!317 = !{!172, !205}
!318 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !102, file: !32, line: 465, type: !319, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!319 = !DISubroutineType(types: !320)
!320 = !{!215, !321}
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !29, file: !322, line: 82, baseType: !323)
!322 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!323 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !29, file: !322, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !324, templateParams: !334, identifier: "_ZTSSt17integral_constantIbLb1EE")
!324 = !{!325, !327, !333}
!325 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !323, file: !322, line: 64, baseType: !326, flags: DIFlagStaticMember, extraData: i1 true)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !215)
!327 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !323, file: !322, line: 67, type: !328, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!328 = !DISubroutineType(types: !329)
!329 = !{!330, !331}
!330 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !323, file: !322, line: 65, baseType: !215)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !323)
!333 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !323, file: !322, line: 72, type: !328, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!334 = !{!335, !336}
!335 = !DITemplateTypeParameter(name: "_Tp", type: !215)
!336 = !DITemplateValueParameter(name: "__v", type: !215, value: i1 true)
!337 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !102, file: !32, line: 474, type: !338, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!338 = !DISubroutineType(types: !339)
!339 = !{!215, !340}
!340 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !29, file: !322, line: 85, baseType: !341)
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !29, file: !322, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !342, templateParams: !351, identifier: "_ZTSSt17integral_constantIbLb0EE")
!342 = !{!343, !344, !350}
!343 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !341, file: !322, line: 64, baseType: !326, flags: DIFlagStaticMember, extraData: i1 false)
!344 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !341, file: !322, line: 67, type: !345, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!345 = !DISubroutineType(types: !346)
!346 = !{!347, !348}
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !341, file: !322, line: 65, baseType: !215)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!349 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !341)
!350 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !341, file: !322, line: 72, type: !345, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!351 = !{!335, !352}
!352 = !DITemplateValueParameter(name: "__v", type: !215, value: i1 false)
!353 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !102, file: !32, line: 478, type: !213, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!354 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !102, file: !32, line: 487, type: !355, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!355 = !DISubroutineType(types: !356)
!356 = !{!357, !357, !357, !357, !358, !321}
!357 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !102, file: !32, line: 449, baseType: !227, flags: DIFlagPublic)
!358 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !102, file: !32, line: 444, baseType: !111)
!360 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !102, file: !32, line: 494, type: !361, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!361 = !DISubroutineType(types: !362)
!362 = !{!357, !357, !357, !357, !358, !340}
!363 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !102, file: !32, line: 499, type: !364, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!364 = !DISubroutineType(types: !365)
!365 = !{!357, !357, !357, !357, !358}
!366 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 526, type: !367, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !369}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!370 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 537, type: !371, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !369, !373}
!373 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !374, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !375)
!375 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !102, file: !32, line: 460, baseType: !127, flags: DIFlagPublic)
!376 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 551, type: !377, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !369, !31, !373}
!379 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 564, type: !380, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!380 = !DISubroutineType(types: !381)
!381 = !{null, !369, !31, !382, !373}
!382 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !383, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !102, file: !32, line: 448, baseType: !39, flags: DIFlagPublic)
!385 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 596, type: !386, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !369, !388}
!388 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !389, size: 64)
!389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!390 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 615, type: !391, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !369, !393}
!393 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !102, size: 64)
!394 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 619, type: !395, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !369, !388, !397}
!397 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<allocator_type>", scope: !29, file: !322, line: 128, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !401, file: !322, line: 125, baseType: !127)
!401 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !29, file: !322, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !402, identifier: "_ZTSSt15__type_identityISaIdEE")
!402 = !{!403}
!403 = !DITemplateTypeParameter(name: "_Type", type: !127)
!404 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 630, type: !405, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!405 = !DISubroutineType(types: !406)
!406 = !{null, !369, !393, !373, !321}
!407 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 635, type: !408, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!408 = !DISubroutineType(types: !409)
!409 = !{null, !369, !393, !373, !340}
!410 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 654, type: !411, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!411 = !DISubroutineType(types: !412)
!412 = !{null, !369, !393, !397}
!413 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 673, type: !414, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !369, !416, !373}
!416 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !29, file: !417, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!417 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!418 = !DISubprogram(name: "~vector", scope: !102, file: !32, line: 728, type: !367, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!419 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !102, file: !32, line: 746, type: !420, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!420 = !DISubroutineType(types: !421)
!421 = !{!422, !369, !388}
!422 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !102, size: 64)
!423 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !102, file: !32, line: 761, type: !424, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!424 = !DISubroutineType(types: !425)
!425 = !{!422, !369, !393}
!426 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !102, file: !32, line: 783, type: !427, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{!422, !369, !416}
!429 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !102, file: !32, line: 803, type: !430, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !369, !31, !382}
!432 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !102, file: !32, line: 850, type: !433, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!433 = !DISubroutineType(types: !434)
!434 = !{null, !369, !416}
!435 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !102, file: !32, line: 868, type: !436, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubroutineType(types: !437)
!437 = !{!438, !369}
!438 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !102, file: !32, line: 453, baseType: !40, flags: DIFlagPublic)
!439 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !102, file: !32, line: 878, type: !440, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!440 = !DISubroutineType(types: !441)
!441 = !{!442, !444}
!442 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !102, file: !32, line: 455, baseType: !443, flags: DIFlagPublic)
!443 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !42, file: !41, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !102, file: !32, line: 888, type: !436, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!446 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !102, file: !32, line: 898, type: !440, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !102, file: !32, line: 908, type: !448, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!448 = !DISubroutineType(types: !449)
!449 = !{!450, !369}
!450 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !102, file: !32, line: 457, baseType: !451, flags: DIFlagPublic)
!451 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !29, file: !41, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!452 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !102, file: !32, line: 918, type: !453, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubroutineType(types: !454)
!454 = !{!455, !444}
!455 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !102, file: !32, line: 456, baseType: !456, flags: DIFlagPublic)
!456 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !29, file: !41, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!457 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !102, file: !32, line: 928, type: !448, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!458 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !102, file: !32, line: 938, type: !453, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!459 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !102, file: !32, line: 949, type: !440, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!460 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !102, file: !32, line: 959, type: !440, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!461 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !102, file: !32, line: 969, type: !453, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!462 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !102, file: !32, line: 979, type: !453, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!463 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !102, file: !32, line: 987, type: !464, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!464 = !DISubroutineType(types: !465)
!465 = !{!31, !444}
!466 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !102, file: !32, line: 993, type: !464, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!467 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !102, file: !32, line: 1008, type: !468, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !369, !31}
!470 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !102, file: !32, line: 1029, type: !430, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!471 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !102, file: !32, line: 1063, type: !367, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!472 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !102, file: !32, line: 1073, type: !464, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!473 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !102, file: !32, line: 1083, type: !474, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!474 = !DISubroutineType(types: !475)
!475 = !{!215, !444}
!476 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !102, file: !32, line: 1105, type: !468, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!477 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !102, file: !32, line: 1121, type: !478, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!478 = !DISubroutineType(types: !479)
!479 = !{!480, !369, !31}
!480 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !102, file: !32, line: 451, baseType: !481, flags: DIFlagPublic)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !115, file: !113, line: 62, baseType: !482)
!482 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !483, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !115, file: !113, line: 56, baseType: !484)
!484 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !118, file: !119, line: 417, baseType: !39)
!485 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !102, file: !32, line: 1140, type: !486, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!486 = !DISubroutineType(types: !487)
!487 = !{!488, !444, !31}
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !102, file: !32, line: 452, baseType: !489, flags: DIFlagPublic)
!489 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !115, file: !113, line: 63, baseType: !490)
!490 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !491, size: 64)
!491 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !483)
!492 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !102, file: !32, line: 1150, type: !493, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !444, !31}
!495 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !102, file: !32, line: 1173, type: !478, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!496 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !102, file: !32, line: 1192, type: !486, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!497 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !102, file: !32, line: 1204, type: !498, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!498 = !DISubroutineType(types: !499)
!499 = !{!480, !369}
!500 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !102, file: !32, line: 1216, type: !501, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!501 = !DISubroutineType(types: !502)
!502 = !{!488, !444}
!503 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !102, file: !32, line: 1228, type: !498, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!504 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !102, file: !32, line: 1240, type: !501, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!505 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !102, file: !32, line: 1255, type: !506, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!506 = !DISubroutineType(types: !507)
!507 = !{!38, !369}
!508 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !102, file: !32, line: 1260, type: !509, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!509 = !DISubroutineType(types: !510)
!510 = !{!156, !444}
!511 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !102, file: !32, line: 1276, type: !512, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !369, !382}
!514 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !102, file: !32, line: 1293, type: !515, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!515 = !DISubroutineType(types: !516)
!516 = !{null, !369, !517}
!517 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !384, size: 64)
!518 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !102, file: !32, line: 1317, type: !367, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!519 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !102, file: !32, line: 1357, type: !520, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!520 = !DISubroutineType(types: !521)
!521 = !{!438, !369, !442, !382}
!522 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !102, file: !32, line: 1388, type: !523, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!523 = !DISubroutineType(types: !524)
!524 = !{!438, !369, !442, !517}
!525 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !102, file: !32, line: 1406, type: !526, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!526 = !DISubroutineType(types: !527)
!527 = !{!438, !369, !442, !416}
!528 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !102, file: !32, line: 1432, type: !529, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!529 = !DISubroutineType(types: !530)
!530 = !{!438, !369, !442, !31, !382}
!531 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !102, file: !32, line: 1529, type: !532, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!532 = !DISubroutineType(types: !533)
!533 = !{!438, !369, !442}
!534 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !102, file: !32, line: 1557, type: !535, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!535 = !DISubroutineType(types: !536)
!536 = !{!438, !369, !442, !442}
!537 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !102, file: !32, line: 1581, type: !538, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !369, !422}
!540 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !102, file: !32, line: 1600, type: !367, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!541 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !102, file: !32, line: 1699, type: !430, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!542 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !102, file: !32, line: 1710, type: !468, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!543 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !102, file: !32, line: 1757, type: !430, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!544 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !102, file: !32, line: 1801, type: !545, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !369, !438, !31, !382}
!547 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !102, file: !32, line: 1807, type: !468, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!548 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !102, file: !32, line: 1811, type: !549, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!549 = !DISubroutineType(types: !550)
!550 = !{!215, !369}
!551 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !102, file: !32, line: 1873, type: !523, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!552 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !102, file: !32, line: 1884, type: !523, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!553 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !102, file: !32, line: 1891, type: !554, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!554 = !DISubroutineType(types: !555)
!555 = !{!556, !444, !31, !557}
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !102, file: !32, line: 458, baseType: !33, flags: DIFlagPublic)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!558 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !102, file: !32, line: 1902, type: !559, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!559 = !DISubroutineType(types: !560)
!560 = !{!556, !31, !373}
!561 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !102, file: !32, line: 1911, type: !562, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!562 = !DISubroutineType(types: !563)
!563 = !{!556, !564}
!564 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !565, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !359)
!566 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !102, file: !32, line: 1928, type: !567, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!567 = !DISubroutineType(types: !568)
!568 = !{null, !369, !357}
!569 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !102, file: !32, line: 1941, type: !570, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{!438, !369, !438}
!572 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !102, file: !32, line: 1945, type: !573, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!573 = !DISubroutineType(types: !574)
!574 = !{!438, !369, !438, !438}
!575 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !102, file: !32, line: 1954, type: !576, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!576 = !DISubroutineType(types: !577)
!577 = !{null, !369, !393, !321}
!578 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !102, file: !32, line: 1966, type: !579, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!579 = !DISubroutineType(types: !580)
!580 = !{null, !369, !393, !340}
!581 = !{!172, !582}
!582 = !DITemplateTypeParameter(name: "_Alloc", type: !127, defaulted: true)
!583 = !{!0, !8, !13, !18, !584, !590, !595, !23, !600}
!584 = !DIGlobalVariableExpression(var: !585, expr: !DIExpression())
!585 = distinct !DIGlobalVariable(scope: null, file: !586, line: 16, type: !587, isLocal: true, isDefinition: true)
!586 = !DIFile(filename: "./../c/check.h", directory: "/work/main/tests/cpp", checksumkind: CSK_MD5, checksum: "d793bfed4e1cdc8cac5f2f50f90e3441")
!587 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !588)
!588 = !{!589}
!589 = !DISubrange(count: 33)
!590 = !DIGlobalVariableExpression(var: !591, expr: !DIExpression())
!591 = distinct !DIGlobalVariable(scope: null, file: !586, line: 16, type: !592, isLocal: true, isDefinition: true)
!592 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !593)
!593 = !{!594}
!594 = !DISubrange(count: 3)
!595 = !DIGlobalVariableExpression(var: !596, expr: !DIExpression())
!596 = distinct !DIGlobalVariable(scope: null, file: !586, line: 16, type: !597, isLocal: true, isDefinition: true)
!597 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !598)
!598 = !{!599}
!599 = !DISubrange(count: 5)
!600 = !DIGlobalVariableExpression(var: !601, expr: !DIExpression())
!601 = distinct !DIGlobalVariable(scope: null, file: !602, line: 449, type: !603, isLocal: true, isDefinition: true)
!602 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!603 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !604)
!604 = !{!605}
!605 = !DISubrange(count: 26)
!606 = !{!607, !613, !619, !621, !623, !627, !629, !631, !633, !635, !637, !639, !641, !646, !650, !652, !654, !658, !660, !662, !664, !666, !668, !670, !673, !676, !678, !682, !687, !689, !691, !693, !695, !697, !699, !701, !703, !705, !707, !711, !715, !717, !719, !721, !723, !725, !727, !729, !731, !733, !735, !737, !739, !741, !743, !745, !749, !753, !757, !759, !761, !763, !765, !767, !769, !771, !773, !775, !779, !783, !787, !789, !791, !793, !798, !802, !806, !808, !810, !812, !814, !816, !818, !820, !822, !824, !826, !828, !830, !834, !838, !842, !844, !846, !848, !852, !856, !860, !862, !864, !866, !868, !870, !872, !876, !880, !882, !884, !886, !888, !892, !896, !900, !902, !904, !906, !908, !910, !912, !916, !920, !924, !926, !930, !934, !936, !938, !940, !942, !944, !946, !950, !956, !962, !967, !971, !973, !975, !977, !979, !986, !992, !997, !1001, !1005, !1009, !1016, !1020, !1022, !1026, !1032, !1036, !1041, !1043, !1047, !1051, !1055, !1057, !1059, !1063, !1065, !1069, !1071, !1073, !1077, !1081, !1085, !1089, !1093, !1097, !1099, !1111, !1115, !1119, !1123, !1125, !1127, !1131, !1135, !1136, !1137, !1138, !1139, !1140, !1144, !1148, !1165, !1168, !1173, !1180, !1188, !1192, !1199, !1203, !1207, !1209, !1211, !1215, !1221, !1225, !1231, !1237, !1239, !1243, !1247, !1251, !1255, !1259, !1261, !1265, !1269, !1273, !1275, !1279, !1283, !1287, !1289, !1291, !1295, !1303, !1307, !1311, !1315, !1317, !1323, !1325, !1331, !1335, !1339, !1343, !1347, !1351, !1355, !1357, !1359, !1363, !1367, !1371, !1373, !1377, !1381, !1383, !1385, !1389, !1393, !1397, !1402, !1403, !1404, !1405, !1406, !1407, !1408, !1409, !1410, !1411, !1412, !1419, !1423, !1426, !1429, !1432, !1434, !1436, !1438, !1441, !1444, !1447, !1450, !1453, !1455, !1460, !1464, !1467, !1470, !1472, !1474, !1476, !1478, !1481, !1484, !1487, !1490, !1493, !1495, !1499, !1503, !1508, !1512, !1514, !1516, !1518, !1520, !1522, !1524, !1526, !1528, !1530, !1532, !1534, !1536, !1538, !1542, !1548, !1552, !1556, !1561, !1563, !1565, !1567, !1571, !1579, !1581, !1585, !1589, !1593, !1597, !1601, !1605, !1609, !1613, !1617, !1621, !1625, !1627, !1629, !1633, !1637, !1643, !1647, !1651, !1653, !1657, !1661, !1667, !1669, !1673, !1677, !1681, !1685, !1689, !1693, !1697, !1698, !1699, !1700, !1702, !1703, !1704, !1705, !1706, !1707, !1708, !1714}
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !608, file: !612, line: 52)
!608 = !DISubprogram(name: "abs", scope: !609, file: !609, line: 861, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!609 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!610 = !DISubroutineType(types: !611)
!611 = !{!79, !79}
!612 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !614, file: !618, line: 83)
!614 = !DISubprogram(name: "acos", scope: !615, file: !615, line: 53, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!615 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!616 = !DISubroutineType(types: !617)
!617 = !{!39, !39}
!618 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cmath", directory: "")
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !620, file: !618, line: 102)
!620 = !DISubprogram(name: "asin", scope: !615, file: !615, line: 55, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !622, file: !618, line: 121)
!622 = !DISubprogram(name: "atan", scope: !615, file: !615, line: 57, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !624, file: !618, line: 140)
!624 = !DISubprogram(name: "atan2", scope: !615, file: !615, line: 59, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!625 = !DISubroutineType(types: !626)
!626 = !{!39, !39, !39}
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !628, file: !618, line: 161)
!628 = !DISubprogram(name: "ceil", scope: !615, file: !615, line: 159, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !630, file: !618, line: 180)
!630 = !DISubprogram(name: "cos", scope: !615, file: !615, line: 62, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !632, file: !618, line: 199)
!632 = !DISubprogram(name: "cosh", scope: !615, file: !615, line: 71, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !634, file: !618, line: 218)
!634 = !DISubprogram(name: "exp", scope: !615, file: !615, line: 95, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !636, file: !618, line: 237)
!636 = !DISubprogram(name: "fabs", scope: !615, file: !615, line: 162, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !638, file: !618, line: 256)
!638 = !DISubprogram(name: "floor", scope: !615, file: !615, line: 165, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !640, file: !618, line: 275)
!640 = !DISubprogram(name: "fmod", scope: !615, file: !615, line: 168, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !642, file: !618, line: 296)
!642 = !DISubprogram(name: "frexp", scope: !615, file: !615, line: 98, type: !643, flags: DIFlagPrototyped, spFlags: 0)
!643 = !DISubroutineType(types: !644)
!644 = !{!39, !39, !645}
!645 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !647, file: !618, line: 315)
!647 = !DISubprogram(name: "ldexp", scope: !615, file: !615, line: 101, type: !648, flags: DIFlagPrototyped, spFlags: 0)
!648 = !DISubroutineType(types: !649)
!649 = !{!39, !39, !79}
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !651, file: !618, line: 334)
!651 = !DISubprogram(name: "log", scope: !615, file: !615, line: 104, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !653, file: !618, line: 353)
!653 = !DISubprogram(name: "log10", scope: !615, file: !615, line: 107, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !655, file: !618, line: 372)
!655 = !DISubprogram(name: "modf", scope: !615, file: !615, line: 110, type: !656, flags: DIFlagPrototyped, spFlags: 0)
!656 = !DISubroutineType(types: !657)
!657 = !{!39, !39, !38}
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !659, file: !618, line: 384)
!659 = !DISubprogram(name: "pow", scope: !615, file: !615, line: 140, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !661, file: !618, line: 421)
!661 = !DISubprogram(name: "sin", scope: !615, file: !615, line: 64, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !663, file: !618, line: 440)
!663 = !DISubprogram(name: "sinh", scope: !615, file: !615, line: 73, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !665, file: !618, line: 459)
!665 = !DISubprogram(name: "sqrt", scope: !615, file: !615, line: 143, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !667, file: !618, line: 478)
!667 = !DISubprogram(name: "tan", scope: !615, file: !615, line: 66, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !669, file: !618, line: 497)
!669 = !DISubprogram(name: "tanh", scope: !615, file: !615, line: 75, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !671, file: !618, line: 1065)
!671 = !DIDerivedType(tag: DW_TAG_typedef, name: "double_t", file: !672, line: 164, baseType: !39)
!672 = !DIFile(filename: "/usr/include/math.h", directory: "", checksumkind: CSK_MD5, checksum: "6109561044b2929616a1559ec58c6c55")
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !674, file: !618, line: 1066)
!674 = !DIDerivedType(tag: DW_TAG_typedef, name: "float_t", file: !672, line: 163, baseType: !675)
!675 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !677, file: !618, line: 1069)
!677 = !DISubprogram(name: "acosh", scope: !615, file: !615, line: 85, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !679, file: !618, line: 1070)
!679 = !DISubprogram(name: "acoshf", scope: !615, file: !615, line: 85, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!680 = !DISubroutineType(types: !681)
!681 = !{!675, !675}
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !683, file: !618, line: 1071)
!683 = !DISubprogram(name: "acoshl", scope: !615, file: !615, line: 85, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DISubroutineType(types: !685)
!685 = !{!686, !686}
!686 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !688, file: !618, line: 1073)
!688 = !DISubprogram(name: "asinh", scope: !615, file: !615, line: 87, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !690, file: !618, line: 1074)
!690 = !DISubprogram(name: "asinhf", scope: !615, file: !615, line: 87, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !692, file: !618, line: 1075)
!692 = !DISubprogram(name: "asinhl", scope: !615, file: !615, line: 87, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !694, file: !618, line: 1077)
!694 = !DISubprogram(name: "atanh", scope: !615, file: !615, line: 89, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !696, file: !618, line: 1078)
!696 = !DISubprogram(name: "atanhf", scope: !615, file: !615, line: 89, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !698, file: !618, line: 1079)
!698 = !DISubprogram(name: "atanhl", scope: !615, file: !615, line: 89, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !700, file: !618, line: 1081)
!700 = !DISubprogram(name: "cbrt", scope: !615, file: !615, line: 152, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !702, file: !618, line: 1082)
!702 = !DISubprogram(name: "cbrtf", scope: !615, file: !615, line: 152, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !704, file: !618, line: 1083)
!704 = !DISubprogram(name: "cbrtl", scope: !615, file: !615, line: 152, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !706, file: !618, line: 1085)
!706 = !DISubprogram(name: "copysign", scope: !615, file: !615, line: 198, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !708, file: !618, line: 1086)
!708 = !DISubprogram(name: "copysignf", scope: !615, file: !615, line: 198, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!709 = !DISubroutineType(types: !710)
!710 = !{!675, !675, !675}
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !712, file: !618, line: 1087)
!712 = !DISubprogram(name: "copysignl", scope: !615, file: !615, line: 198, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DISubroutineType(types: !714)
!714 = !{!686, !686, !686}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !716, file: !618, line: 1089)
!716 = !DISubprogram(name: "erf", scope: !615, file: !615, line: 231, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !718, file: !618, line: 1090)
!718 = !DISubprogram(name: "erff", scope: !615, file: !615, line: 231, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !720, file: !618, line: 1091)
!720 = !DISubprogram(name: "erfl", scope: !615, file: !615, line: 231, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !722, file: !618, line: 1093)
!722 = !DISubprogram(name: "erfc", scope: !615, file: !615, line: 232, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !724, file: !618, line: 1094)
!724 = !DISubprogram(name: "erfcf", scope: !615, file: !615, line: 232, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !726, file: !618, line: 1095)
!726 = !DISubprogram(name: "erfcl", scope: !615, file: !615, line: 232, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !728, file: !618, line: 1097)
!728 = !DISubprogram(name: "exp2", scope: !615, file: !615, line: 130, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !730, file: !618, line: 1098)
!730 = !DISubprogram(name: "exp2f", scope: !615, file: !615, line: 130, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !732, file: !618, line: 1099)
!732 = !DISubprogram(name: "exp2l", scope: !615, file: !615, line: 130, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !734, file: !618, line: 1101)
!734 = !DISubprogram(name: "expm1", scope: !615, file: !615, line: 119, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !736, file: !618, line: 1102)
!736 = !DISubprogram(name: "expm1f", scope: !615, file: !615, line: 119, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !738, file: !618, line: 1103)
!738 = !DISubprogram(name: "expm1l", scope: !615, file: !615, line: 119, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !740, file: !618, line: 1105)
!740 = !DISubprogram(name: "fdim", scope: !615, file: !615, line: 329, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !742, file: !618, line: 1106)
!742 = !DISubprogram(name: "fdimf", scope: !615, file: !615, line: 329, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !744, file: !618, line: 1107)
!744 = !DISubprogram(name: "fdiml", scope: !615, file: !615, line: 329, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !746, file: !618, line: 1109)
!746 = !DISubprogram(name: "fma", scope: !615, file: !615, line: 340, type: !747, flags: DIFlagPrototyped, spFlags: 0)
!747 = !DISubroutineType(types: !748)
!748 = !{!39, !39, !39, !39}
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !750, file: !618, line: 1110)
!750 = !DISubprogram(name: "fmaf", scope: !615, file: !615, line: 340, type: !751, flags: DIFlagPrototyped, spFlags: 0)
!751 = !DISubroutineType(types: !752)
!752 = !{!675, !675, !675, !675}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !754, file: !618, line: 1111)
!754 = !DISubprogram(name: "fmal", scope: !615, file: !615, line: 340, type: !755, flags: DIFlagPrototyped, spFlags: 0)
!755 = !DISubroutineType(types: !756)
!756 = !{!686, !686, !686, !686}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !758, file: !618, line: 1113)
!758 = !DISubprogram(name: "fmax", scope: !615, file: !615, line: 333, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !760, file: !618, line: 1114)
!760 = !DISubprogram(name: "fmaxf", scope: !615, file: !615, line: 333, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !762, file: !618, line: 1115)
!762 = !DISubprogram(name: "fmaxl", scope: !615, file: !615, line: 333, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !764, file: !618, line: 1117)
!764 = !DISubprogram(name: "fmin", scope: !615, file: !615, line: 336, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !766, file: !618, line: 1118)
!766 = !DISubprogram(name: "fminf", scope: !615, file: !615, line: 336, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !768, file: !618, line: 1119)
!768 = !DISubprogram(name: "fminl", scope: !615, file: !615, line: 336, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !770, file: !618, line: 1121)
!770 = !DISubprogram(name: "hypot", scope: !615, file: !615, line: 147, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !772, file: !618, line: 1122)
!772 = !DISubprogram(name: "hypotf", scope: !615, file: !615, line: 147, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !774, file: !618, line: 1123)
!774 = !DISubprogram(name: "hypotl", scope: !615, file: !615, line: 147, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !776, file: !618, line: 1125)
!776 = !DISubprogram(name: "ilogb", scope: !615, file: !615, line: 283, type: !777, flags: DIFlagPrototyped, spFlags: 0)
!777 = !DISubroutineType(types: !778)
!778 = !{!79, !39}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !780, file: !618, line: 1126)
!780 = !DISubprogram(name: "ilogbf", scope: !615, file: !615, line: 283, type: !781, flags: DIFlagPrototyped, spFlags: 0)
!781 = !DISubroutineType(types: !782)
!782 = !{!79, !675}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !784, file: !618, line: 1127)
!784 = !DISubprogram(name: "ilogbl", scope: !615, file: !615, line: 283, type: !785, flags: DIFlagPrototyped, spFlags: 0)
!785 = !DISubroutineType(types: !786)
!786 = !{!79, !686}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !788, file: !618, line: 1129)
!788 = !DISubprogram(name: "lgamma", scope: !615, file: !615, line: 233, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !790, file: !618, line: 1130)
!790 = !DISubprogram(name: "lgammaf", scope: !615, file: !615, line: 233, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !792, file: !618, line: 1131)
!792 = !DISubprogram(name: "lgammal", scope: !615, file: !615, line: 233, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !794, file: !618, line: 1134)
!794 = !DISubprogram(name: "llrint", scope: !615, file: !615, line: 319, type: !795, flags: DIFlagPrototyped, spFlags: 0)
!795 = !DISubroutineType(types: !796)
!796 = !{!797, !39}
!797 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !799, file: !618, line: 1135)
!799 = !DISubprogram(name: "llrintf", scope: !615, file: !615, line: 319, type: !800, flags: DIFlagPrototyped, spFlags: 0)
!800 = !DISubroutineType(types: !801)
!801 = !{!797, !675}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !803, file: !618, line: 1136)
!803 = !DISubprogram(name: "llrintl", scope: !615, file: !615, line: 319, type: !804, flags: DIFlagPrototyped, spFlags: 0)
!804 = !DISubroutineType(types: !805)
!805 = !{!797, !686}
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !807, file: !618, line: 1138)
!807 = !DISubprogram(name: "llround", scope: !615, file: !615, line: 325, type: !795, flags: DIFlagPrototyped, spFlags: 0)
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !809, file: !618, line: 1139)
!809 = !DISubprogram(name: "llroundf", scope: !615, file: !615, line: 325, type: !800, flags: DIFlagPrototyped, spFlags: 0)
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !811, file: !618, line: 1140)
!811 = !DISubprogram(name: "llroundl", scope: !615, file: !615, line: 325, type: !804, flags: DIFlagPrototyped, spFlags: 0)
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !813, file: !618, line: 1143)
!813 = !DISubprogram(name: "log1p", scope: !615, file: !615, line: 122, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !815, file: !618, line: 1144)
!815 = !DISubprogram(name: "log1pf", scope: !615, file: !615, line: 122, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !817, file: !618, line: 1145)
!817 = !DISubprogram(name: "log1pl", scope: !615, file: !615, line: 122, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !819, file: !618, line: 1147)
!819 = !DISubprogram(name: "log2", scope: !615, file: !615, line: 133, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !821, file: !618, line: 1148)
!821 = !DISubprogram(name: "log2f", scope: !615, file: !615, line: 133, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !823, file: !618, line: 1149)
!823 = !DISubprogram(name: "log2l", scope: !615, file: !615, line: 133, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !825, file: !618, line: 1151)
!825 = !DISubprogram(name: "logb", scope: !615, file: !615, line: 125, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !827, file: !618, line: 1152)
!827 = !DISubprogram(name: "logbf", scope: !615, file: !615, line: 125, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !829, file: !618, line: 1153)
!829 = !DISubprogram(name: "logbl", scope: !615, file: !615, line: 125, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !831, file: !618, line: 1155)
!831 = !DISubprogram(name: "lrint", scope: !615, file: !615, line: 317, type: !832, flags: DIFlagPrototyped, spFlags: 0)
!832 = !DISubroutineType(types: !833)
!833 = !{!88, !39}
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !835, file: !618, line: 1156)
!835 = !DISubprogram(name: "lrintf", scope: !615, file: !615, line: 317, type: !836, flags: DIFlagPrototyped, spFlags: 0)
!836 = !DISubroutineType(types: !837)
!837 = !{!88, !675}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !839, file: !618, line: 1157)
!839 = !DISubprogram(name: "lrintl", scope: !615, file: !615, line: 317, type: !840, flags: DIFlagPrototyped, spFlags: 0)
!840 = !DISubroutineType(types: !841)
!841 = !{!88, !686}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !843, file: !618, line: 1159)
!843 = !DISubprogram(name: "lround", scope: !615, file: !615, line: 323, type: !832, flags: DIFlagPrototyped, spFlags: 0)
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !845, file: !618, line: 1160)
!845 = !DISubprogram(name: "lroundf", scope: !615, file: !615, line: 323, type: !836, flags: DIFlagPrototyped, spFlags: 0)
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !847, file: !618, line: 1161)
!847 = !DISubprogram(name: "lroundl", scope: !615, file: !615, line: 323, type: !840, flags: DIFlagPrototyped, spFlags: 0)
!848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !849, file: !618, line: 1163)
!849 = !DISubprogram(name: "nan", scope: !615, file: !615, line: 203, type: !850, flags: DIFlagPrototyped, spFlags: 0)
!850 = !DISubroutineType(types: !851)
!851 = !{!39, !557}
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !853, file: !618, line: 1164)
!853 = !DISubprogram(name: "nanf", scope: !615, file: !615, line: 203, type: !854, flags: DIFlagPrototyped, spFlags: 0)
!854 = !DISubroutineType(types: !855)
!855 = !{!675, !557}
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !857, file: !618, line: 1165)
!857 = !DISubprogram(name: "nanl", scope: !615, file: !615, line: 203, type: !858, flags: DIFlagPrototyped, spFlags: 0)
!858 = !DISubroutineType(types: !859)
!859 = !{!686, !557}
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !861, file: !618, line: 1167)
!861 = !DISubprogram(name: "nearbyint", scope: !615, file: !615, line: 297, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !863, file: !618, line: 1168)
!863 = !DISubprogram(name: "nearbyintf", scope: !615, file: !615, line: 297, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !865, file: !618, line: 1169)
!865 = !DISubprogram(name: "nearbyintl", scope: !615, file: !615, line: 297, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !867, file: !618, line: 1171)
!867 = !DISubprogram(name: "nextafter", scope: !615, file: !615, line: 262, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !869, file: !618, line: 1172)
!869 = !DISubprogram(name: "nextafterf", scope: !615, file: !615, line: 262, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !871, file: !618, line: 1173)
!871 = !DISubprogram(name: "nextafterl", scope: !615, file: !615, line: 262, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !873, file: !618, line: 1175)
!873 = !DISubprogram(name: "nexttoward", scope: !615, file: !615, line: 264, type: !874, flags: DIFlagPrototyped, spFlags: 0)
!874 = !DISubroutineType(types: !875)
!875 = !{!39, !39, !686}
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !877, file: !618, line: 1176)
!877 = !DISubprogram(name: "nexttowardf", scope: !615, file: !615, line: 264, type: !878, flags: DIFlagPrototyped, spFlags: 0)
!878 = !DISubroutineType(types: !879)
!879 = !{!675, !675, !686}
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !881, file: !618, line: 1177)
!881 = !DISubprogram(name: "nexttowardl", scope: !615, file: !615, line: 264, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !883, file: !618, line: 1179)
!883 = !DISubprogram(name: "remainder", scope: !615, file: !615, line: 275, type: !625, flags: DIFlagPrototyped, spFlags: 0)
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !885, file: !618, line: 1180)
!885 = !DISubprogram(name: "remainderf", scope: !615, file: !615, line: 275, type: !709, flags: DIFlagPrototyped, spFlags: 0)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !887, file: !618, line: 1181)
!887 = !DISubprogram(name: "remainderl", scope: !615, file: !615, line: 275, type: !713, flags: DIFlagPrototyped, spFlags: 0)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !889, file: !618, line: 1183)
!889 = !DISubprogram(name: "remquo", scope: !615, file: !615, line: 310, type: !890, flags: DIFlagPrototyped, spFlags: 0)
!890 = !DISubroutineType(types: !891)
!891 = !{!39, !39, !39, !645}
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !893, file: !618, line: 1184)
!893 = !DISubprogram(name: "remquof", scope: !615, file: !615, line: 310, type: !894, flags: DIFlagPrototyped, spFlags: 0)
!894 = !DISubroutineType(types: !895)
!895 = !{!675, !675, !675, !645}
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !897, file: !618, line: 1185)
!897 = !DISubprogram(name: "remquol", scope: !615, file: !615, line: 310, type: !898, flags: DIFlagPrototyped, spFlags: 0)
!898 = !DISubroutineType(types: !899)
!899 = !{!686, !686, !686, !645}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !901, file: !618, line: 1187)
!901 = !DISubprogram(name: "rint", scope: !615, file: !615, line: 259, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !903, file: !618, line: 1188)
!903 = !DISubprogram(name: "rintf", scope: !615, file: !615, line: 259, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !905, file: !618, line: 1189)
!905 = !DISubprogram(name: "rintl", scope: !615, file: !615, line: 259, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !907, file: !618, line: 1191)
!907 = !DISubprogram(name: "round", scope: !615, file: !615, line: 301, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !909, file: !618, line: 1192)
!909 = !DISubprogram(name: "roundf", scope: !615, file: !615, line: 301, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !911, file: !618, line: 1193)
!911 = !DISubprogram(name: "roundl", scope: !615, file: !615, line: 301, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !913, file: !618, line: 1195)
!913 = !DISubprogram(name: "scalbln", scope: !615, file: !615, line: 293, type: !914, flags: DIFlagPrototyped, spFlags: 0)
!914 = !DISubroutineType(types: !915)
!915 = !{!39, !39, !88}
!916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !917, file: !618, line: 1196)
!917 = !DISubprogram(name: "scalblnf", scope: !615, file: !615, line: 293, type: !918, flags: DIFlagPrototyped, spFlags: 0)
!918 = !DISubroutineType(types: !919)
!919 = !{!675, !675, !88}
!920 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !921, file: !618, line: 1197)
!921 = !DISubprogram(name: "scalblnl", scope: !615, file: !615, line: 293, type: !922, flags: DIFlagPrototyped, spFlags: 0)
!922 = !DISubroutineType(types: !923)
!923 = !{!686, !686, !88}
!924 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !925, file: !618, line: 1199)
!925 = !DISubprogram(name: "scalbn", scope: !615, file: !615, line: 279, type: !648, flags: DIFlagPrototyped, spFlags: 0)
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !927, file: !618, line: 1200)
!927 = !DISubprogram(name: "scalbnf", scope: !615, file: !615, line: 279, type: !928, flags: DIFlagPrototyped, spFlags: 0)
!928 = !DISubroutineType(types: !929)
!929 = !{!675, !675, !79}
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !931, file: !618, line: 1201)
!931 = !DISubprogram(name: "scalbnl", scope: !615, file: !615, line: 279, type: !932, flags: DIFlagPrototyped, spFlags: 0)
!932 = !DISubroutineType(types: !933)
!933 = !{!686, !686, !79}
!934 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !935, file: !618, line: 1203)
!935 = !DISubprogram(name: "tgamma", scope: !615, file: !615, line: 238, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !937, file: !618, line: 1204)
!937 = !DISubprogram(name: "tgammaf", scope: !615, file: !615, line: 238, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!938 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !939, file: !618, line: 1205)
!939 = !DISubprogram(name: "tgammal", scope: !615, file: !615, line: 238, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !941, file: !618, line: 1207)
!941 = !DISubprogram(name: "trunc", scope: !615, file: !615, line: 305, type: !616, flags: DIFlagPrototyped, spFlags: 0)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !943, file: !618, line: 1208)
!943 = !DISubprogram(name: "truncf", scope: !615, file: !615, line: 305, type: !680, flags: DIFlagPrototyped, spFlags: 0)
!944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !945, file: !618, line: 1209)
!945 = !DISubprogram(name: "truncl", scope: !615, file: !615, line: 305, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!946 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !947, entity: !948, file: !949, line: 58)
!947 = !DINamespace(name: "__gnu_debug", scope: null)
!948 = !DINamespace(name: "__debug", scope: !29)
!949 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !951, file: !955, line: 98)
!951 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !952, line: 7, baseType: !953)
!952 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!953 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !954, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!954 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!955 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !957, file: !955, line: 99)
!957 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !958, line: 84, baseType: !959)
!958 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!959 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !960, line: 14, baseType: !961)
!960 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!961 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !960, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!962 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !963, file: !955, line: 101)
!963 = !DISubprogram(name: "clearerr", scope: !958, file: !958, line: 786, type: !964, flags: DIFlagPrototyped, spFlags: 0)
!964 = !DISubroutineType(types: !965)
!965 = !{null, !966}
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !951, size: 64)
!967 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !968, file: !955, line: 102)
!968 = !DISubprogram(name: "fclose", scope: !958, file: !958, line: 178, type: !969, flags: DIFlagPrototyped, spFlags: 0)
!969 = !DISubroutineType(types: !970)
!970 = !{!79, !966}
!971 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !972, file: !955, line: 103)
!972 = !DISubprogram(name: "feof", scope: !958, file: !958, line: 788, type: !969, flags: DIFlagPrototyped, spFlags: 0)
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !974, file: !955, line: 104)
!974 = !DISubprogram(name: "ferror", scope: !958, file: !958, line: 790, type: !969, flags: DIFlagPrototyped, spFlags: 0)
!975 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !976, file: !955, line: 105)
!976 = !DISubprogram(name: "fflush", scope: !958, file: !958, line: 230, type: !969, flags: DIFlagPrototyped, spFlags: 0)
!977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !978, file: !955, line: 106)
!978 = !DISubprogram(name: "fgetc", scope: !958, file: !958, line: 513, type: !969, flags: DIFlagPrototyped, spFlags: 0)
!979 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !980, file: !955, line: 107)
!980 = !DISubprogram(name: "fgetpos", scope: !958, file: !958, line: 760, type: !981, flags: DIFlagPrototyped, spFlags: 0)
!981 = !DISubroutineType(types: !982)
!982 = !{!79, !983, !984}
!983 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !966)
!984 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !985)
!985 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !957, size: 64)
!986 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !987, file: !955, line: 108)
!987 = !DISubprogram(name: "fgets", scope: !958, file: !958, line: 592, type: !988, flags: DIFlagPrototyped, spFlags: 0)
!988 = !DISubroutineType(types: !989)
!989 = !{!990, !991, !79, !983}
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!991 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !990)
!992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !993, file: !955, line: 109)
!993 = !DISubprogram(name: "fopen", scope: !958, file: !958, line: 258, type: !994, flags: DIFlagPrototyped, spFlags: 0)
!994 = !DISubroutineType(types: !995)
!995 = !{!966, !996, !996}
!996 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !557)
!997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !998, file: !955, line: 110)
!998 = !DISubprogram(name: "fprintf", scope: !958, file: !958, line: 350, type: !999, flags: DIFlagPrototyped, spFlags: 0)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!79, !983, !996, null}
!1001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1002, file: !955, line: 111)
!1002 = !DISubprogram(name: "fputc", scope: !958, file: !958, line: 549, type: !1003, flags: DIFlagPrototyped, spFlags: 0)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!79, !79, !966}
!1005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1006, file: !955, line: 112)
!1006 = !DISubprogram(name: "fputs", scope: !958, file: !958, line: 655, type: !1007, flags: DIFlagPrototyped, spFlags: 0)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!79, !996, !983}
!1009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1010, file: !955, line: 113)
!1010 = !DISubprogram(name: "fread", scope: !958, file: !958, line: 675, type: !1011, flags: DIFlagPrototyped, spFlags: 0)
!1011 = !DISubroutineType(types: !1012)
!1012 = !{!1013, !1015, !1013, !1013, !983}
!1013 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1014, line: 18, baseType: !35)
!1014 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1015 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !30)
!1016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1017, file: !955, line: 114)
!1017 = !DISubprogram(name: "freopen", scope: !958, file: !958, line: 265, type: !1018, flags: DIFlagPrototyped, spFlags: 0)
!1018 = !DISubroutineType(types: !1019)
!1019 = !{!966, !996, !996, !983}
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1021, file: !955, line: 115)
!1021 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !958, file: !958, line: 434, type: !999, flags: DIFlagPrototyped, spFlags: 0)
!1022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1023, file: !955, line: 116)
!1023 = !DISubprogram(name: "fseek", scope: !958, file: !958, line: 713, type: !1024, flags: DIFlagPrototyped, spFlags: 0)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!79, !966, !88, !79}
!1026 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1027, file: !955, line: 117)
!1027 = !DISubprogram(name: "fsetpos", scope: !958, file: !958, line: 765, type: !1028, flags: DIFlagPrototyped, spFlags: 0)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!79, !966, !1030}
!1030 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1031, size: 64)
!1031 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !957)
!1032 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1033, file: !955, line: 118)
!1033 = !DISubprogram(name: "ftell", scope: !958, file: !958, line: 718, type: !1034, flags: DIFlagPrototyped, spFlags: 0)
!1034 = !DISubroutineType(types: !1035)
!1035 = !{!88, !966}
!1036 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1037, file: !955, line: 119)
!1037 = !DISubprogram(name: "fwrite", scope: !958, file: !958, line: 681, type: !1038, flags: DIFlagPrototyped, spFlags: 0)
!1038 = !DISubroutineType(types: !1039)
!1039 = !{!1013, !1040, !1013, !1013, !983}
!1040 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!1041 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1042, file: !955, line: 120)
!1042 = !DISubprogram(name: "getc", scope: !958, file: !958, line: 514, type: !969, flags: DIFlagPrototyped, spFlags: 0)
!1043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1044, file: !955, line: 121)
!1044 = !DISubprogram(name: "getchar", scope: !958, file: !958, line: 520, type: !1045, flags: DIFlagPrototyped, spFlags: 0)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{!79}
!1047 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1048, file: !955, line: 126)
!1048 = !DISubprogram(name: "perror", scope: !958, file: !958, line: 804, type: !1049, flags: DIFlagPrototyped, spFlags: 0)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{null, !557}
!1051 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1052, file: !955, line: 127)
!1052 = !DISubprogram(name: "printf", scope: !958, file: !958, line: 356, type: !1053, flags: DIFlagPrototyped, spFlags: 0)
!1053 = !DISubroutineType(types: !1054)
!1054 = !{!79, !996, null}
!1055 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1056, file: !955, line: 128)
!1056 = !DISubprogram(name: "putc", scope: !958, file: !958, line: 550, type: !1003, flags: DIFlagPrototyped, spFlags: 0)
!1057 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1058, file: !955, line: 129)
!1058 = !DISubprogram(name: "putchar", scope: !958, file: !958, line: 556, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1059 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1060, file: !955, line: 130)
!1060 = !DISubprogram(name: "puts", scope: !958, file: !958, line: 661, type: !1061, flags: DIFlagPrototyped, spFlags: 0)
!1061 = !DISubroutineType(types: !1062)
!1062 = !{!79, !557}
!1063 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1064, file: !955, line: 131)
!1064 = !DISubprogram(name: "remove", scope: !958, file: !958, line: 152, type: !1061, flags: DIFlagPrototyped, spFlags: 0)
!1065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1066, file: !955, line: 132)
!1066 = !DISubprogram(name: "rename", scope: !958, file: !958, line: 154, type: !1067, flags: DIFlagPrototyped, spFlags: 0)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{!79, !557, !557}
!1069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1070, file: !955, line: 133)
!1070 = !DISubprogram(name: "rewind", scope: !958, file: !958, line: 723, type: !964, flags: DIFlagPrototyped, spFlags: 0)
!1071 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1072, file: !955, line: 134)
!1072 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !958, file: !958, line: 437, type: !1053, flags: DIFlagPrototyped, spFlags: 0)
!1073 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1074, file: !955, line: 135)
!1074 = !DISubprogram(name: "setbuf", scope: !958, file: !958, line: 328, type: !1075, flags: DIFlagPrototyped, spFlags: 0)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{null, !983, !991}
!1077 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1078, file: !955, line: 136)
!1078 = !DISubprogram(name: "setvbuf", scope: !958, file: !958, line: 332, type: !1079, flags: DIFlagPrototyped, spFlags: 0)
!1079 = !DISubroutineType(types: !1080)
!1080 = !{!79, !983, !991, !79, !1013}
!1081 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1082, file: !955, line: 137)
!1082 = !DISubprogram(name: "sprintf", scope: !958, file: !958, line: 358, type: !1083, flags: DIFlagPrototyped, spFlags: 0)
!1083 = !DISubroutineType(types: !1084)
!1084 = !{!79, !991, !996, null}
!1085 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1086, file: !955, line: 138)
!1086 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !958, file: !958, line: 439, type: !1087, flags: DIFlagPrototyped, spFlags: 0)
!1087 = !DISubroutineType(types: !1088)
!1088 = !{!79, !996, !996, null}
!1089 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1090, file: !955, line: 139)
!1090 = !DISubprogram(name: "tmpfile", scope: !958, file: !958, line: 188, type: !1091, flags: DIFlagPrototyped, spFlags: 0)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{!966}
!1093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1094, file: !955, line: 141)
!1094 = !DISubprogram(name: "tmpnam", scope: !958, file: !958, line: 205, type: !1095, flags: DIFlagPrototyped, spFlags: 0)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!990, !990}
!1097 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1098, file: !955, line: 143)
!1098 = !DISubprogram(name: "ungetc", scope: !958, file: !958, line: 668, type: !1003, flags: DIFlagPrototyped, spFlags: 0)
!1099 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1100, file: !955, line: 144)
!1100 = !DISubprogram(name: "vfprintf", scope: !958, file: !958, line: 365, type: !1101, flags: DIFlagPrototyped, spFlags: 0)
!1101 = !DISubroutineType(types: !1102)
!1102 = !{!79, !983, !996, !1103}
!1103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1104, size: 64)
!1104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !1105, identifier: "_ZTS13__va_list_tag")
!1105 = !{!1106, !1108, !1109, !1110}
!1106 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !1104, file: !2, baseType: !1107, size: 32)
!1107 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1108 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !1104, file: !2, baseType: !1107, size: 32, offset: 32)
!1109 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !1104, file: !2, baseType: !30, size: 64, offset: 64)
!1110 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !1104, file: !2, baseType: !30, size: 64, offset: 128)
!1111 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1112, file: !955, line: 145)
!1112 = !DISubprogram(name: "vprintf", scope: !958, file: !958, line: 371, type: !1113, flags: DIFlagPrototyped, spFlags: 0)
!1113 = !DISubroutineType(types: !1114)
!1114 = !{!79, !996, !1103}
!1115 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1116, file: !955, line: 146)
!1116 = !DISubprogram(name: "vsprintf", scope: !958, file: !958, line: 373, type: !1117, flags: DIFlagPrototyped, spFlags: 0)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!79, !991, !996, !1103}
!1119 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1120, file: !955, line: 175)
!1120 = !DISubprogram(name: "snprintf", scope: !958, file: !958, line: 378, type: !1121, flags: DIFlagPrototyped, spFlags: 0)
!1121 = !DISubroutineType(types: !1122)
!1122 = !{!79, !991, !1013, !996, null}
!1123 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1124, file: !955, line: 176)
!1124 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !958, file: !958, line: 479, type: !1101, flags: DIFlagPrototyped, spFlags: 0)
!1125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1126, file: !955, line: 177)
!1126 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !958, file: !958, line: 484, type: !1113, flags: DIFlagPrototyped, spFlags: 0)
!1127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1128, file: !955, line: 178)
!1128 = !DISubprogram(name: "vsnprintf", scope: !958, file: !958, line: 382, type: !1129, flags: DIFlagPrototyped, spFlags: 0)
!1129 = !DISubroutineType(types: !1130)
!1130 = !{!79, !991, !1013, !996, !1103}
!1131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1132, file: !955, line: 179)
!1132 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !958, file: !958, line: 487, type: !1133, flags: DIFlagPrototyped, spFlags: 0)
!1133 = !DISubroutineType(types: !1134)
!1134 = !{!79, !996, !996, !1103}
!1135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1120, file: !955, line: 185)
!1136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1124, file: !955, line: 186)
!1137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1126, file: !955, line: 187)
!1138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1128, file: !955, line: 188)
!1139 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1132, file: !955, line: 189)
!1140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1141, file: !1142, line: 68)
!1141 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1143, file: !1142, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1142 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1143 = !DINamespace(name: "__exception_ptr", scope: !29)
!1144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1143, entity: !1145, file: !1142, line: 84)
!1145 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !29, file: !1142, line: 80, type: !1146, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{null, !1141}
!1148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1149, file: !1164, line: 64)
!1149 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1150, line: 6, baseType: !1151)
!1150 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1152, line: 21, baseType: !1153)
!1152 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1153 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1152, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1154, identifier: "_ZTS11__mbstate_t")
!1154 = !{!1155, !1156}
!1155 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1153, file: !1152, line: 15, baseType: !79, size: 32)
!1156 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1153, file: !1152, line: 20, baseType: !1157, size: 32, offset: 32)
!1157 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1153, file: !1152, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1158, identifier: "_ZTSN11__mbstate_tUt_E")
!1158 = !{!1159, !1160}
!1159 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1157, file: !1152, line: 18, baseType: !1107, size: 32)
!1160 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1157, file: !1152, line: 19, baseType: !1161, size: 32)
!1161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1162)
!1162 = !{!1163}
!1163 = !DISubrange(count: 4)
!1164 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1166, file: !1164, line: 141)
!1166 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1167, line: 20, baseType: !1107)
!1167 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1169, file: !1164, line: 143)
!1169 = !DISubprogram(name: "btowc", scope: !1170, file: !1170, line: 285, type: !1171, flags: DIFlagPrototyped, spFlags: 0)
!1170 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1171 = !DISubroutineType(types: !1172)
!1172 = !{!1166, !79}
!1173 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1174, file: !1164, line: 144)
!1174 = !DISubprogram(name: "fgetwc", scope: !1170, file: !1170, line: 744, type: !1175, flags: DIFlagPrototyped, spFlags: 0)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{!1166, !1177}
!1177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1178, size: 64)
!1178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1179, line: 5, baseType: !953)
!1179 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1181, file: !1164, line: 145)
!1181 = !DISubprogram(name: "fgetws", scope: !1170, file: !1170, line: 773, type: !1182, flags: DIFlagPrototyped, spFlags: 0)
!1182 = !DISubroutineType(types: !1183)
!1183 = !{!1184, !1186, !79, !1187}
!1184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1185, size: 64)
!1185 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1184)
!1187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1177)
!1188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1189, file: !1164, line: 146)
!1189 = !DISubprogram(name: "fputwc", scope: !1170, file: !1170, line: 758, type: !1190, flags: DIFlagPrototyped, spFlags: 0)
!1190 = !DISubroutineType(types: !1191)
!1191 = !{!1166, !1185, !1177}
!1192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1193, file: !1164, line: 147)
!1193 = !DISubprogram(name: "fputws", scope: !1170, file: !1170, line: 780, type: !1194, flags: DIFlagPrototyped, spFlags: 0)
!1194 = !DISubroutineType(types: !1195)
!1195 = !{!79, !1196, !1187}
!1196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1197)
!1197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1198, size: 64)
!1198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1185)
!1199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1200, file: !1164, line: 148)
!1200 = !DISubprogram(name: "fwide", scope: !1170, file: !1170, line: 588, type: !1201, flags: DIFlagPrototyped, spFlags: 0)
!1201 = !DISubroutineType(types: !1202)
!1202 = !{!79, !1177, !79}
!1203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1204, file: !1164, line: 149)
!1204 = !DISubprogram(name: "fwprintf", scope: !1170, file: !1170, line: 595, type: !1205, flags: DIFlagPrototyped, spFlags: 0)
!1205 = !DISubroutineType(types: !1206)
!1206 = !{!79, !1187, !1196, null}
!1207 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1208, file: !1164, line: 150)
!1208 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1170, file: !1170, line: 657, type: !1205, flags: DIFlagPrototyped, spFlags: 0)
!1209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1210, file: !1164, line: 151)
!1210 = !DISubprogram(name: "getwc", scope: !1170, file: !1170, line: 745, type: !1175, flags: DIFlagPrototyped, spFlags: 0)
!1211 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1212, file: !1164, line: 152)
!1212 = !DISubprogram(name: "getwchar", scope: !1170, file: !1170, line: 751, type: !1213, flags: DIFlagPrototyped, spFlags: 0)
!1213 = !DISubroutineType(types: !1214)
!1214 = !{!1166}
!1215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1216, file: !1164, line: 153)
!1216 = !DISubprogram(name: "mbrlen", scope: !1170, file: !1170, line: 308, type: !1217, flags: DIFlagPrototyped, spFlags: 0)
!1217 = !DISubroutineType(types: !1218)
!1218 = !{!1013, !996, !1013, !1219}
!1219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1220)
!1220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1149, size: 64)
!1221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1222, file: !1164, line: 154)
!1222 = !DISubprogram(name: "mbrtowc", scope: !1170, file: !1170, line: 297, type: !1223, flags: DIFlagPrototyped, spFlags: 0)
!1223 = !DISubroutineType(types: !1224)
!1224 = !{!1013, !1186, !996, !1013, !1219}
!1225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1226, file: !1164, line: 155)
!1226 = !DISubprogram(name: "mbsinit", scope: !1170, file: !1170, line: 293, type: !1227, flags: DIFlagPrototyped, spFlags: 0)
!1227 = !DISubroutineType(types: !1228)
!1228 = !{!79, !1229}
!1229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1230, size: 64)
!1230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1149)
!1231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1232, file: !1164, line: 156)
!1232 = !DISubprogram(name: "mbsrtowcs", scope: !1170, file: !1170, line: 338, type: !1233, flags: DIFlagPrototyped, spFlags: 0)
!1233 = !DISubroutineType(types: !1234)
!1234 = !{!1013, !1186, !1235, !1013, !1219}
!1235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1236)
!1236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64)
!1237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1238, file: !1164, line: 157)
!1238 = !DISubprogram(name: "putwc", scope: !1170, file: !1170, line: 759, type: !1190, flags: DIFlagPrototyped, spFlags: 0)
!1239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1240, file: !1164, line: 158)
!1240 = !DISubprogram(name: "putwchar", scope: !1170, file: !1170, line: 765, type: !1241, flags: DIFlagPrototyped, spFlags: 0)
!1241 = !DISubroutineType(types: !1242)
!1242 = !{!1166, !1185}
!1243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1244, file: !1164, line: 160)
!1244 = !DISubprogram(name: "swprintf", scope: !1170, file: !1170, line: 605, type: !1245, flags: DIFlagPrototyped, spFlags: 0)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{!79, !1186, !1013, !1196, null}
!1247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1248, file: !1164, line: 162)
!1248 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1170, file: !1170, line: 664, type: !1249, flags: DIFlagPrototyped, spFlags: 0)
!1249 = !DISubroutineType(types: !1250)
!1250 = !{!79, !1196, !1196, null}
!1251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1252, file: !1164, line: 163)
!1252 = !DISubprogram(name: "ungetwc", scope: !1170, file: !1170, line: 788, type: !1253, flags: DIFlagPrototyped, spFlags: 0)
!1253 = !DISubroutineType(types: !1254)
!1254 = !{!1166, !1166, !1177}
!1255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1256, file: !1164, line: 164)
!1256 = !DISubprogram(name: "vfwprintf", scope: !1170, file: !1170, line: 613, type: !1257, flags: DIFlagPrototyped, spFlags: 0)
!1257 = !DISubroutineType(types: !1258)
!1258 = !{!79, !1187, !1196, !1103}
!1259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1260, file: !1164, line: 166)
!1260 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1170, file: !1170, line: 711, type: !1257, flags: DIFlagPrototyped, spFlags: 0)
!1261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1262, file: !1164, line: 169)
!1262 = !DISubprogram(name: "vswprintf", scope: !1170, file: !1170, line: 626, type: !1263, flags: DIFlagPrototyped, spFlags: 0)
!1263 = !DISubroutineType(types: !1264)
!1264 = !{!79, !1186, !1013, !1196, !1103}
!1265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1266, file: !1164, line: 172)
!1266 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1170, file: !1170, line: 718, type: !1267, flags: DIFlagPrototyped, spFlags: 0)
!1267 = !DISubroutineType(types: !1268)
!1268 = !{!79, !1196, !1196, !1103}
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1270, file: !1164, line: 174)
!1270 = !DISubprogram(name: "vwprintf", scope: !1170, file: !1170, line: 621, type: !1271, flags: DIFlagPrototyped, spFlags: 0)
!1271 = !DISubroutineType(types: !1272)
!1272 = !{!79, !1196, !1103}
!1273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1274, file: !1164, line: 176)
!1274 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1170, file: !1170, line: 715, type: !1271, flags: DIFlagPrototyped, spFlags: 0)
!1275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1276, file: !1164, line: 178)
!1276 = !DISubprogram(name: "wcrtomb", scope: !1170, file: !1170, line: 302, type: !1277, flags: DIFlagPrototyped, spFlags: 0)
!1277 = !DISubroutineType(types: !1278)
!1278 = !{!1013, !991, !1185, !1219}
!1279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1280, file: !1164, line: 179)
!1280 = !DISubprogram(name: "wcscat", scope: !1170, file: !1170, line: 97, type: !1281, flags: DIFlagPrototyped, spFlags: 0)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!1184, !1186, !1196}
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1284, file: !1164, line: 180)
!1284 = !DISubprogram(name: "wcscmp", scope: !1170, file: !1170, line: 106, type: !1285, flags: DIFlagPrototyped, spFlags: 0)
!1285 = !DISubroutineType(types: !1286)
!1286 = !{!79, !1197, !1197}
!1287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1288, file: !1164, line: 181)
!1288 = !DISubprogram(name: "wcscoll", scope: !1170, file: !1170, line: 131, type: !1285, flags: DIFlagPrototyped, spFlags: 0)
!1289 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1290, file: !1164, line: 182)
!1290 = !DISubprogram(name: "wcscpy", scope: !1170, file: !1170, line: 87, type: !1281, flags: DIFlagPrototyped, spFlags: 0)
!1291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1292, file: !1164, line: 183)
!1292 = !DISubprogram(name: "wcscspn", scope: !1170, file: !1170, line: 188, type: !1293, flags: DIFlagPrototyped, spFlags: 0)
!1293 = !DISubroutineType(types: !1294)
!1294 = !{!1013, !1197, !1197}
!1295 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1296, file: !1164, line: 184)
!1296 = !DISubprogram(name: "wcsftime", scope: !1170, file: !1170, line: 852, type: !1297, flags: DIFlagPrototyped, spFlags: 0)
!1297 = !DISubroutineType(types: !1298)
!1298 = !{!1013, !1186, !1013, !1196, !1299}
!1299 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1300)
!1300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1301, size: 64)
!1301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1302)
!1302 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1170, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1303 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1304, file: !1164, line: 185)
!1304 = !DISubprogram(name: "wcslen", scope: !1170, file: !1170, line: 223, type: !1305, flags: DIFlagPrototyped, spFlags: 0)
!1305 = !DISubroutineType(types: !1306)
!1306 = !{!1013, !1197}
!1307 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1308, file: !1164, line: 186)
!1308 = !DISubprogram(name: "wcsncat", scope: !1170, file: !1170, line: 101, type: !1309, flags: DIFlagPrototyped, spFlags: 0)
!1309 = !DISubroutineType(types: !1310)
!1310 = !{!1184, !1186, !1196, !1013}
!1311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1312, file: !1164, line: 187)
!1312 = !DISubprogram(name: "wcsncmp", scope: !1170, file: !1170, line: 109, type: !1313, flags: DIFlagPrototyped, spFlags: 0)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!79, !1197, !1197, !1013}
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1316, file: !1164, line: 188)
!1316 = !DISubprogram(name: "wcsncpy", scope: !1170, file: !1170, line: 92, type: !1309, flags: DIFlagPrototyped, spFlags: 0)
!1317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1318, file: !1164, line: 189)
!1318 = !DISubprogram(name: "wcsrtombs", scope: !1170, file: !1170, line: 344, type: !1319, flags: DIFlagPrototyped, spFlags: 0)
!1319 = !DISubroutineType(types: !1320)
!1320 = !{!1013, !991, !1321, !1013, !1219}
!1321 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1322)
!1322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1197, size: 64)
!1323 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1324, file: !1164, line: 190)
!1324 = !DISubprogram(name: "wcsspn", scope: !1170, file: !1170, line: 192, type: !1293, flags: DIFlagPrototyped, spFlags: 0)
!1325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1326, file: !1164, line: 191)
!1326 = !DISubprogram(name: "wcstod", scope: !1170, file: !1170, line: 378, type: !1327, flags: DIFlagPrototyped, spFlags: 0)
!1327 = !DISubroutineType(types: !1328)
!1328 = !{!39, !1196, !1329}
!1329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1330)
!1330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1184, size: 64)
!1331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1332, file: !1164, line: 193)
!1332 = !DISubprogram(name: "wcstof", scope: !1170, file: !1170, line: 383, type: !1333, flags: DIFlagPrototyped, spFlags: 0)
!1333 = !DISubroutineType(types: !1334)
!1334 = !{!675, !1196, !1329}
!1335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1336, file: !1164, line: 195)
!1336 = !DISubprogram(name: "wcstok", scope: !1170, file: !1170, line: 218, type: !1337, flags: DIFlagPrototyped, spFlags: 0)
!1337 = !DISubroutineType(types: !1338)
!1338 = !{!1184, !1186, !1196, !1329}
!1339 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1340, file: !1164, line: 196)
!1340 = !DISubprogram(name: "wcstol", scope: !1170, file: !1170, line: 429, type: !1341, flags: DIFlagPrototyped, spFlags: 0)
!1341 = !DISubroutineType(types: !1342)
!1342 = !{!88, !1196, !1329, !79}
!1343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1344, file: !1164, line: 197)
!1344 = !DISubprogram(name: "wcstoul", scope: !1170, file: !1170, line: 434, type: !1345, flags: DIFlagPrototyped, spFlags: 0)
!1345 = !DISubroutineType(types: !1346)
!1346 = !{!35, !1196, !1329, !79}
!1347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1348, file: !1164, line: 198)
!1348 = !DISubprogram(name: "wcsxfrm", scope: !1170, file: !1170, line: 135, type: !1349, flags: DIFlagPrototyped, spFlags: 0)
!1349 = !DISubroutineType(types: !1350)
!1350 = !{!1013, !1186, !1196, !1013}
!1351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1352, file: !1164, line: 199)
!1352 = !DISubprogram(name: "wctob", scope: !1170, file: !1170, line: 289, type: !1353, flags: DIFlagPrototyped, spFlags: 0)
!1353 = !DISubroutineType(types: !1354)
!1354 = !{!79, !1166}
!1355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1356, file: !1164, line: 200)
!1356 = !DISubprogram(name: "wmemcmp", scope: !1170, file: !1170, line: 259, type: !1313, flags: DIFlagPrototyped, spFlags: 0)
!1357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1358, file: !1164, line: 201)
!1358 = !DISubprogram(name: "wmemcpy", scope: !1170, file: !1170, line: 263, type: !1309, flags: DIFlagPrototyped, spFlags: 0)
!1359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1360, file: !1164, line: 202)
!1360 = !DISubprogram(name: "wmemmove", scope: !1170, file: !1170, line: 268, type: !1361, flags: DIFlagPrototyped, spFlags: 0)
!1361 = !DISubroutineType(types: !1362)
!1362 = !{!1184, !1184, !1197, !1013}
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1364, file: !1164, line: 203)
!1364 = !DISubprogram(name: "wmemset", scope: !1170, file: !1170, line: 272, type: !1365, flags: DIFlagPrototyped, spFlags: 0)
!1365 = !DISubroutineType(types: !1366)
!1366 = !{!1184, !1184, !1185, !1013}
!1367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1368, file: !1164, line: 204)
!1368 = !DISubprogram(name: "wprintf", scope: !1170, file: !1170, line: 602, type: !1369, flags: DIFlagPrototyped, spFlags: 0)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{!79, !1196, null}
!1371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1372, file: !1164, line: 205)
!1372 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1170, file: !1170, line: 661, type: !1369, flags: DIFlagPrototyped, spFlags: 0)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1374, file: !1164, line: 206)
!1374 = !DISubprogram(name: "wcschr", scope: !1170, file: !1170, line: 165, type: !1375, flags: DIFlagPrototyped, spFlags: 0)
!1375 = !DISubroutineType(types: !1376)
!1376 = !{!1184, !1197, !1185}
!1377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1378, file: !1164, line: 207)
!1378 = !DISubprogram(name: "wcspbrk", scope: !1170, file: !1170, line: 202, type: !1379, flags: DIFlagPrototyped, spFlags: 0)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{!1184, !1197, !1197}
!1381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1382, file: !1164, line: 208)
!1382 = !DISubprogram(name: "wcsrchr", scope: !1170, file: !1170, line: 175, type: !1375, flags: DIFlagPrototyped, spFlags: 0)
!1383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1384, file: !1164, line: 209)
!1384 = !DISubprogram(name: "wcsstr", scope: !1170, file: !1170, line: 213, type: !1379, flags: DIFlagPrototyped, spFlags: 0)
!1385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1386, file: !1164, line: 210)
!1386 = !DISubprogram(name: "wmemchr", scope: !1170, file: !1170, line: 254, type: !1387, flags: DIFlagPrototyped, spFlags: 0)
!1387 = !DISubroutineType(types: !1388)
!1388 = !{!1184, !1197, !1185, !1013}
!1389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1390, file: !1164, line: 251)
!1390 = !DISubprogram(name: "wcstold", scope: !1170, file: !1170, line: 385, type: !1391, flags: DIFlagPrototyped, spFlags: 0)
!1391 = !DISubroutineType(types: !1392)
!1392 = !{!686, !1196, !1329}
!1393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1394, file: !1164, line: 260)
!1394 = !DISubprogram(name: "wcstoll", scope: !1170, file: !1170, line: 442, type: !1395, flags: DIFlagPrototyped, spFlags: 0)
!1395 = !DISubroutineType(types: !1396)
!1396 = !{!797, !1196, !1329, !79}
!1397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1398, file: !1164, line: 261)
!1398 = !DISubprogram(name: "wcstoull", scope: !1170, file: !1170, line: 449, type: !1399, flags: DIFlagPrototyped, spFlags: 0)
!1399 = !DISubroutineType(types: !1400)
!1400 = !{!1401, !1196, !1329, !79}
!1401 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1390, file: !1164, line: 267)
!1403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1394, file: !1164, line: 268)
!1404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1398, file: !1164, line: 269)
!1405 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1332, file: !1164, line: 283)
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1260, file: !1164, line: 286)
!1407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1266, file: !1164, line: 289)
!1408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1274, file: !1164, line: 292)
!1409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1390, file: !1164, line: 296)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1394, file: !1164, line: 297)
!1411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1398, file: !1164, line: 298)
!1412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1413, file: !1418, line: 47)
!1413 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1414, line: 24, baseType: !1415)
!1414 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1415 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1416, line: 37, baseType: !1417)
!1416 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1417 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1418 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!1419 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1420, file: !1418, line: 48)
!1420 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1414, line: 25, baseType: !1421)
!1421 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1416, line: 39, baseType: !1422)
!1422 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1423 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1424, file: !1418, line: 49)
!1424 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1414, line: 26, baseType: !1425)
!1425 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1416, line: 41, baseType: !79)
!1426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1427, file: !1418, line: 50)
!1427 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1414, line: 27, baseType: !1428)
!1428 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1416, line: 44, baseType: !88)
!1429 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1430, file: !1418, line: 52)
!1430 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1431, line: 58, baseType: !1417)
!1431 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1433, file: !1418, line: 53)
!1433 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1431, line: 60, baseType: !88)
!1434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1435, file: !1418, line: 54)
!1435 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1431, line: 61, baseType: !88)
!1436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1437, file: !1418, line: 55)
!1437 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1431, line: 62, baseType: !88)
!1438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1439, file: !1418, line: 57)
!1439 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1431, line: 43, baseType: !1440)
!1440 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1416, line: 52, baseType: !1415)
!1441 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1442, file: !1418, line: 58)
!1442 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1431, line: 44, baseType: !1443)
!1443 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1416, line: 54, baseType: !1421)
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1445, file: !1418, line: 59)
!1445 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1431, line: 45, baseType: !1446)
!1446 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1416, line: 56, baseType: !1425)
!1447 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1448, file: !1418, line: 60)
!1448 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1431, line: 46, baseType: !1449)
!1449 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1416, line: 58, baseType: !1428)
!1450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1451, file: !1418, line: 62)
!1451 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1431, line: 101, baseType: !1452)
!1452 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1416, line: 72, baseType: !88)
!1453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1454, file: !1418, line: 63)
!1454 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1431, line: 87, baseType: !88)
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1456, file: !1418, line: 65)
!1456 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1457, line: 24, baseType: !1458)
!1457 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1458 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1416, line: 38, baseType: !1459)
!1459 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1461, file: !1418, line: 66)
!1461 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1457, line: 25, baseType: !1462)
!1462 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1416, line: 40, baseType: !1463)
!1463 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1465, file: !1418, line: 67)
!1465 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1457, line: 26, baseType: !1466)
!1466 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1416, line: 42, baseType: !1107)
!1467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1468, file: !1418, line: 68)
!1468 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1457, line: 27, baseType: !1469)
!1469 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1416, line: 45, baseType: !35)
!1470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1471, file: !1418, line: 70)
!1471 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1431, line: 71, baseType: !1459)
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1473, file: !1418, line: 71)
!1473 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1431, line: 73, baseType: !35)
!1474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1475, file: !1418, line: 72)
!1475 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1431, line: 74, baseType: !35)
!1476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1477, file: !1418, line: 73)
!1477 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1431, line: 75, baseType: !35)
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1479, file: !1418, line: 75)
!1479 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1431, line: 49, baseType: !1480)
!1480 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1416, line: 53, baseType: !1458)
!1481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1482, file: !1418, line: 76)
!1482 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1431, line: 50, baseType: !1483)
!1483 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1416, line: 55, baseType: !1462)
!1484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1485, file: !1418, line: 77)
!1485 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1431, line: 51, baseType: !1486)
!1486 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1416, line: 57, baseType: !1466)
!1487 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1488, file: !1418, line: 78)
!1488 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1431, line: 52, baseType: !1489)
!1489 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1416, line: 59, baseType: !1469)
!1490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1491, file: !1418, line: 80)
!1491 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1431, line: 102, baseType: !1492)
!1492 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1416, line: 73, baseType: !35)
!1493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1494, file: !1418, line: 81)
!1494 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1431, line: 90, baseType: !35)
!1495 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1496, file: !1498, line: 53)
!1496 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1497, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1497 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1498 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!1499 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1500, file: !1498, line: 54)
!1500 = !DISubprogram(name: "setlocale", scope: !1497, file: !1497, line: 122, type: !1501, flags: DIFlagPrototyped, spFlags: 0)
!1501 = !DISubroutineType(types: !1502)
!1502 = !{!990, !79, !557}
!1503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1504, file: !1498, line: 55)
!1504 = !DISubprogram(name: "localeconv", scope: !1497, file: !1497, line: 125, type: !1505, flags: DIFlagPrototyped, spFlags: 0)
!1505 = !DISubroutineType(types: !1506)
!1506 = !{!1507}
!1507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1496, size: 64)
!1508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1509, file: !1511, line: 64)
!1509 = !DISubprogram(name: "isalnum", scope: !1510, file: !1510, line: 108, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1510 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1511 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1513, file: !1511, line: 65)
!1513 = !DISubprogram(name: "isalpha", scope: !1510, file: !1510, line: 109, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1515, file: !1511, line: 66)
!1515 = !DISubprogram(name: "iscntrl", scope: !1510, file: !1510, line: 110, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1517, file: !1511, line: 67)
!1517 = !DISubprogram(name: "isdigit", scope: !1510, file: !1510, line: 111, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1519, file: !1511, line: 68)
!1519 = !DISubprogram(name: "isgraph", scope: !1510, file: !1510, line: 113, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1521, file: !1511, line: 69)
!1521 = !DISubprogram(name: "islower", scope: !1510, file: !1510, line: 112, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1523, file: !1511, line: 70)
!1523 = !DISubprogram(name: "isprint", scope: !1510, file: !1510, line: 114, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1525, file: !1511, line: 71)
!1525 = !DISubprogram(name: "ispunct", scope: !1510, file: !1510, line: 115, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1527, file: !1511, line: 72)
!1527 = !DISubprogram(name: "isspace", scope: !1510, file: !1510, line: 116, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1528 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1529, file: !1511, line: 73)
!1529 = !DISubprogram(name: "isupper", scope: !1510, file: !1510, line: 117, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1531, file: !1511, line: 74)
!1531 = !DISubprogram(name: "isxdigit", scope: !1510, file: !1510, line: 118, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1533, file: !1511, line: 75)
!1533 = !DISubprogram(name: "tolower", scope: !1510, file: !1510, line: 122, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1535, file: !1511, line: 76)
!1535 = !DISubprogram(name: "toupper", scope: !1510, file: !1510, line: 125, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1537, file: !1511, line: 87)
!1537 = !DISubprogram(name: "isblank", scope: !1510, file: !1510, line: 130, type: !610, flags: DIFlagPrototyped, spFlags: 0)
!1538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1539, file: !1541, line: 127)
!1539 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !609, line: 63, baseType: !1540)
!1540 = !DICompositeType(tag: DW_TAG_structure_type, file: !609, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1541 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!1542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1543, file: !1541, line: 128)
!1543 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !609, line: 71, baseType: !1544)
!1544 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !609, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1545, identifier: "_ZTS6ldiv_t")
!1545 = !{!1546, !1547}
!1546 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1544, file: !609, line: 69, baseType: !88, size: 64)
!1547 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1544, file: !609, line: 70, baseType: !88, size: 64, offset: 64)
!1548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1549, file: !1541, line: 130)
!1549 = !DISubprogram(name: "abort", scope: !609, file: !609, line: 611, type: !1550, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1550 = !DISubroutineType(types: !1551)
!1551 = !{null}
!1552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1553, file: !1541, line: 132)
!1553 = !DISubprogram(name: "aligned_alloc", scope: !609, file: !609, line: 605, type: !1554, flags: DIFlagPrototyped, spFlags: 0)
!1554 = !DISubroutineType(types: !1555)
!1555 = !{!30, !1013, !1013}
!1556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1557, file: !1541, line: 134)
!1557 = !DISubprogram(name: "atexit", scope: !609, file: !609, line: 615, type: !1558, flags: DIFlagPrototyped, spFlags: 0)
!1558 = !DISubroutineType(types: !1559)
!1559 = !{!79, !1560}
!1560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1550, size: 64)
!1561 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1562, file: !1541, line: 137)
!1562 = !DISubprogram(name: "at_quick_exit", scope: !609, file: !609, line: 620, type: !1558, flags: DIFlagPrototyped, spFlags: 0)
!1563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1564, file: !1541, line: 140)
!1564 = !DISubprogram(name: "atof", scope: !609, file: !609, line: 102, type: !850, flags: DIFlagPrototyped, spFlags: 0)
!1565 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1566, file: !1541, line: 141)
!1566 = !DISubprogram(name: "atoi", scope: !609, file: !609, line: 105, type: !1061, flags: DIFlagPrototyped, spFlags: 0)
!1567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1568, file: !1541, line: 142)
!1568 = !DISubprogram(name: "atol", scope: !609, file: !609, line: 108, type: !1569, flags: DIFlagPrototyped, spFlags: 0)
!1569 = !DISubroutineType(types: !1570)
!1570 = !{!88, !557}
!1571 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1572, file: !1541, line: 143)
!1572 = !DISubprogram(name: "bsearch", scope: !609, file: !609, line: 841, type: !1573, flags: DIFlagPrototyped, spFlags: 0)
!1573 = !DISubroutineType(types: !1574)
!1574 = !{!30, !36, !36, !1013, !1013, !1575}
!1575 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !609, line: 829, baseType: !1576)
!1576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1577, size: 64)
!1577 = !DISubroutineType(types: !1578)
!1578 = !{!79, !36, !36}
!1579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1580, file: !1541, line: 144)
!1580 = !DISubprogram(name: "calloc", scope: !609, file: !609, line: 556, type: !1554, flags: DIFlagPrototyped, spFlags: 0)
!1581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1582, file: !1541, line: 145)
!1582 = !DISubprogram(name: "div", scope: !609, file: !609, line: 873, type: !1583, flags: DIFlagPrototyped, spFlags: 0)
!1583 = !DISubroutineType(types: !1584)
!1584 = !{!1539, !79, !79}
!1585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1586, file: !1541, line: 146)
!1586 = !DISubprogram(name: "exit", scope: !609, file: !609, line: 637, type: !1587, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1587 = !DISubroutineType(types: !1588)
!1588 = !{null, !79}
!1589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1590, file: !1541, line: 147)
!1590 = !DISubprogram(name: "free", scope: !609, file: !609, line: 568, type: !1591, flags: DIFlagPrototyped, spFlags: 0)
!1591 = !DISubroutineType(types: !1592)
!1592 = !{null, !30}
!1593 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1594, file: !1541, line: 148)
!1594 = !DISubprogram(name: "getenv", scope: !609, file: !609, line: 654, type: !1595, flags: DIFlagPrototyped, spFlags: 0)
!1595 = !DISubroutineType(types: !1596)
!1596 = !{!990, !557}
!1597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1598, file: !1541, line: 149)
!1598 = !DISubprogram(name: "labs", scope: !609, file: !609, line: 862, type: !1599, flags: DIFlagPrototyped, spFlags: 0)
!1599 = !DISubroutineType(types: !1600)
!1600 = !{!88, !88}
!1601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1602, file: !1541, line: 150)
!1602 = !DISubprogram(name: "ldiv", scope: !609, file: !609, line: 875, type: !1603, flags: DIFlagPrototyped, spFlags: 0)
!1603 = !DISubroutineType(types: !1604)
!1604 = !{!1543, !88, !88}
!1605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1606, file: !1541, line: 151)
!1606 = !DISubprogram(name: "malloc", scope: !609, file: !609, line: 553, type: !1607, flags: DIFlagPrototyped, spFlags: 0)
!1607 = !DISubroutineType(types: !1608)
!1608 = !{!30, !1013}
!1609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1610, file: !1541, line: 153)
!1610 = !DISubprogram(name: "mblen", scope: !609, file: !609, line: 943, type: !1611, flags: DIFlagPrototyped, spFlags: 0)
!1611 = !DISubroutineType(types: !1612)
!1612 = !{!79, !557, !1013}
!1613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1614, file: !1541, line: 154)
!1614 = !DISubprogram(name: "mbstowcs", scope: !609, file: !609, line: 954, type: !1615, flags: DIFlagPrototyped, spFlags: 0)
!1615 = !DISubroutineType(types: !1616)
!1616 = !{!1013, !1186, !996, !1013}
!1617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1618, file: !1541, line: 155)
!1618 = !DISubprogram(name: "mbtowc", scope: !609, file: !609, line: 946, type: !1619, flags: DIFlagPrototyped, spFlags: 0)
!1619 = !DISubroutineType(types: !1620)
!1620 = !{!79, !1186, !996, !1013}
!1621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1622, file: !1541, line: 157)
!1622 = !DISubprogram(name: "qsort", scope: !609, file: !609, line: 851, type: !1623, flags: DIFlagPrototyped, spFlags: 0)
!1623 = !DISubroutineType(types: !1624)
!1624 = !{null, !30, !1013, !1013, !1575}
!1625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1626, file: !1541, line: 160)
!1626 = !DISubprogram(name: "quick_exit", scope: !609, file: !609, line: 643, type: !1587, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1628, file: !1541, line: 163)
!1628 = !DISubprogram(name: "rand", scope: !609, file: !609, line: 454, type: !1045, flags: DIFlagPrototyped, spFlags: 0)
!1629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1630, file: !1541, line: 164)
!1630 = !DISubprogram(name: "realloc", scope: !609, file: !609, line: 564, type: !1631, flags: DIFlagPrototyped, spFlags: 0)
!1631 = !DISubroutineType(types: !1632)
!1632 = !{!30, !30, !1013}
!1633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1634, file: !1541, line: 165)
!1634 = !DISubprogram(name: "srand", scope: !609, file: !609, line: 456, type: !1635, flags: DIFlagPrototyped, spFlags: 0)
!1635 = !DISubroutineType(types: !1636)
!1636 = !{null, !1107}
!1637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1638, file: !1541, line: 166)
!1638 = !DISubprogram(name: "strtod", scope: !609, file: !609, line: 118, type: !1639, flags: DIFlagPrototyped, spFlags: 0)
!1639 = !DISubroutineType(types: !1640)
!1640 = !{!39, !996, !1641}
!1641 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1642)
!1642 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !990, size: 64)
!1643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1644, file: !1541, line: 167)
!1644 = !DISubprogram(name: "strtol", scope: !609, file: !609, line: 177, type: !1645, flags: DIFlagPrototyped, spFlags: 0)
!1645 = !DISubroutineType(types: !1646)
!1646 = !{!88, !996, !1641, !79}
!1647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1648, file: !1541, line: 168)
!1648 = !DISubprogram(name: "strtoul", scope: !609, file: !609, line: 181, type: !1649, flags: DIFlagPrototyped, spFlags: 0)
!1649 = !DISubroutineType(types: !1650)
!1650 = !{!35, !996, !1641, !79}
!1651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1652, file: !1541, line: 169)
!1652 = !DISubprogram(name: "system", scope: !609, file: !609, line: 804, type: !1061, flags: DIFlagPrototyped, spFlags: 0)
!1653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1654, file: !1541, line: 171)
!1654 = !DISubprogram(name: "wcstombs", scope: !609, file: !609, line: 958, type: !1655, flags: DIFlagPrototyped, spFlags: 0)
!1655 = !DISubroutineType(types: !1656)
!1656 = !{!1013, !991, !1196, !1013}
!1657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1658, file: !1541, line: 172)
!1658 = !DISubprogram(name: "wctomb", scope: !609, file: !609, line: 950, type: !1659, flags: DIFlagPrototyped, spFlags: 0)
!1659 = !DISubroutineType(types: !1660)
!1660 = !{!79, !990, !1185}
!1661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1662, file: !1541, line: 200)
!1662 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !609, line: 81, baseType: !1663)
!1663 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !609, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1664, identifier: "_ZTS7lldiv_t")
!1664 = !{!1665, !1666}
!1665 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1663, file: !609, line: 79, baseType: !797, size: 64)
!1666 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1663, file: !609, line: 80, baseType: !797, size: 64, offset: 64)
!1667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1668, file: !1541, line: 206)
!1668 = !DISubprogram(name: "_Exit", scope: !609, file: !609, line: 649, type: !1587, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1670, file: !1541, line: 210)
!1670 = !DISubprogram(name: "llabs", scope: !609, file: !609, line: 865, type: !1671, flags: DIFlagPrototyped, spFlags: 0)
!1671 = !DISubroutineType(types: !1672)
!1672 = !{!797, !797}
!1673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1674, file: !1541, line: 216)
!1674 = !DISubprogram(name: "lldiv", scope: !609, file: !609, line: 879, type: !1675, flags: DIFlagPrototyped, spFlags: 0)
!1675 = !DISubroutineType(types: !1676)
!1676 = !{!1662, !797, !797}
!1677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1678, file: !1541, line: 227)
!1678 = !DISubprogram(name: "atoll", scope: !609, file: !609, line: 113, type: !1679, flags: DIFlagPrototyped, spFlags: 0)
!1679 = !DISubroutineType(types: !1680)
!1680 = !{!797, !557}
!1681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1682, file: !1541, line: 228)
!1682 = !DISubprogram(name: "strtoll", scope: !609, file: !609, line: 201, type: !1683, flags: DIFlagPrototyped, spFlags: 0)
!1683 = !DISubroutineType(types: !1684)
!1684 = !{!797, !996, !1641, !79}
!1685 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1686, file: !1541, line: 229)
!1686 = !DISubprogram(name: "strtoull", scope: !609, file: !609, line: 206, type: !1687, flags: DIFlagPrototyped, spFlags: 0)
!1687 = !DISubroutineType(types: !1688)
!1688 = !{!1401, !996, !1641, !79}
!1689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1690, file: !1541, line: 231)
!1690 = !DISubprogram(name: "strtof", scope: !609, file: !609, line: 124, type: !1691, flags: DIFlagPrototyped, spFlags: 0)
!1691 = !DISubroutineType(types: !1692)
!1692 = !{!675, !996, !1641}
!1693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1694, file: !1541, line: 232)
!1694 = !DISubprogram(name: "strtold", scope: !609, file: !609, line: 127, type: !1695, flags: DIFlagPrototyped, spFlags: 0)
!1695 = !DISubroutineType(types: !1696)
!1696 = !{!686, !996, !1641}
!1697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1662, file: !1541, line: 240)
!1698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1668, file: !1541, line: 242)
!1699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1670, file: !1541, line: 244)
!1700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1701, file: !1541, line: 245)
!1701 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !42, file: !1541, line: 213, type: !1675, flags: DIFlagPrototyped, spFlags: 0)
!1702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1674, file: !1541, line: 246)
!1703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1678, file: !1541, line: 248)
!1704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1690, file: !1541, line: 249)
!1705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1682, file: !1541, line: 250)
!1706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1686, file: !1541, line: 251)
!1707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1694, file: !1541, line: 252)
!1708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1709, file: !1713, line: 38)
!1709 = !DISubprogram(name: "abs", linkageName: "_ZSt3absg", scope: !29, file: !612, line: 103, type: !1710, flags: DIFlagPrototyped, spFlags: 0)
!1710 = !DISubroutineType(types: !1711)
!1711 = !{!1712, !1712}
!1712 = !DIBasicType(name: "__float128", size: 128, encoding: DW_ATE_float)
!1713 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/math.h", directory: "", checksumkind: CSK_MD5, checksum: "a14c9b34103c0dfcabf33d32bb27cfd4")
!1714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1715, file: !1713, line: 54)
!1715 = !DISubprogram(name: "modf", linkageName: "_ZSt4modfePe", scope: !29, file: !618, line: 380, type: !1716, flags: DIFlagPrototyped, spFlags: 0)
!1716 = !DISubroutineType(types: !1717)
!1717 = !{!686, !686, !1718}
!1718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !686, size: 64)
!1719 = !{i32 7, !"Dwarf Version", i32 5}
!1720 = !{i32 2, !"Debug Info Version", i32 3}
!1721 = !{i32 1, !"wchar_size", i32 4}
!1722 = !{i32 8, !"PIC Level", i32 2}
!1723 = !{i32 7, !"PIE Level", i32 2}
!1724 = !{i32 7, !"uwtable", i32 2}
!1725 = !{i32 7, !"frame-pointer", i32 2}
!1726 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1727 = distinct !DISubprogram(name: "checked", linkageName: "_Z7checkedd", scope: !2, file: !2, line: 19, type: !616, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, retainedNodes: !61)
!1728 = !DILocalVariable(name: "x", arg: 1, scope: !1727, file: !2, line: 19, type: !39)
!1729 = !DILocation(line: 19, column: 49, scope: !1727)
!1730 = !DILocation(line: 20, column: 7, scope: !1731)
!1731 = distinct !DILexicalBlock(scope: !1727, file: !2, line: 20, column: 7)
!1732 = !DILocation(line: 20, column: 9, scope: !1731)
!1733 = !DILocation(line: 20, column: 7, scope: !1727)
!1734 = !DILocation(line: 20, column: 17, scope: !1731)
!1735 = !DILocation(line: 20, column: 23, scope: !1731)
!1736 = !DILocation(line: 22, column: 1, scope: !1731)
!1737 = !DILocation(line: 21, column: 10, scope: !1727)
!1738 = !DILocation(line: 21, column: 23, scope: !1727)
!1739 = !DILocation(line: 21, column: 14, scope: !1727)
!1740 = !DILocation(line: 21, column: 12, scope: !1727)
!1741 = !DILocation(line: 21, column: 3, scope: !1727)
!1742 = distinct !DISubprogram(name: "g", linkageName: "_Z1gd", scope: !2, file: !2, line: 24, type: !616, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, retainedNodes: !61)
!1743 = !DILocalVariable(name: "x", arg: 1, scope: !1742, file: !2, line: 24, type: !39)
!1744 = !DILocation(line: 24, column: 17, scope: !1742)
!1745 = !DILocalVariable(name: "v", scope: !1742, file: !2, line: 25, type: !102)
!1746 = !DILocation(line: 25, column: 23, scope: !1742)
!1747 = !DILocalVariable(name: "i", scope: !1748, file: !2, line: 26, type: !79)
!1748 = distinct !DILexicalBlock(scope: !1742, file: !2, line: 26, column: 3)
!1749 = !DILocation(line: 26, column: 12, scope: !1748)
!1750 = !DILocation(line: 26, column: 8, scope: !1748)
!1751 = !DILocation(line: 26, column: 19, scope: !1752)
!1752 = distinct !DILexicalBlock(scope: !1748, file: !2, line: 26, column: 3)
!1753 = !DILocation(line: 26, column: 21, scope: !1752)
!1754 = !DILocation(line: 26, column: 3, scope: !1748)
!1755 = !DILocation(line: 26, column: 51, scope: !1752)
!1756 = !DILocation(line: 26, column: 61, scope: !1752)
!1757 = !DILocation(line: 26, column: 53, scope: !1752)
!1758 = !DILocation(line: 26, column: 43, scope: !1752)
!1759 = !DILocation(line: 26, column: 33, scope: !1752)
!1760 = !DILocation(line: 26, column: 31, scope: !1752)
!1761 = !DILocation(line: 26, column: 27, scope: !1752)
!1762 = !DILocation(line: 26, column: 3, scope: !1752)
!1763 = distinct !{!1763, !1754, !1764, !1765}
!1764 = !DILocation(line: 26, column: 63, scope: !1748)
!1765 = !{!"llvm.loop.mustprogress"}
!1766 = !DILocation(line: 30, column: 1, scope: !1752)
!1767 = !DILocation(line: 30, column: 1, scope: !1742)
!1768 = !DILocalVariable(name: "s", scope: !1742, file: !2, line: 27, type: !39)
!1769 = !DILocation(line: 27, column: 10, scope: !1742)
!1770 = !DILocalVariable(name: "__range1", scope: !1771, type: !422, flags: DIFlagArtificial)
!1771 = distinct !DILexicalBlock(scope: !1742, file: !2, line: 28, column: 3)
!1772 = !DILocation(line: 0, scope: !1771)
!1773 = !DILocation(line: 28, column: 19, scope: !1771)
!1774 = !DILocalVariable(name: "__begin1", scope: !1771, type: !438, flags: DIFlagArtificial)
!1775 = !DILocation(line: 28, column: 17, scope: !1771)
!1776 = !DILocalVariable(name: "__end1", scope: !1771, type: !438, flags: DIFlagArtificial)
!1777 = !DILocalVariable(name: "t", scope: !1778, file: !2, line: 28, type: !39)
!1778 = distinct !DILexicalBlock(scope: !1771, file: !2, line: 28, column: 3)
!1779 = !DILocation(line: 28, column: 15, scope: !1778)
!1780 = !DILocation(line: 28, column: 17, scope: !1778)
!1781 = !DILocation(line: 28, column: 27, scope: !1778)
!1782 = !DILocation(line: 28, column: 31, scope: !1778)
!1783 = !DILocation(line: 28, column: 24, scope: !1778)
!1784 = !DILocation(line: 28, column: 3, scope: !1771)
!1785 = distinct !{!1785, !1784, !1786}
!1786 = !DILocation(line: 28, column: 31, scope: !1771)
!1787 = !DILocation(line: 29, column: 10, scope: !1742)
!1788 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2Ev", scope: !102, file: !32, line: 526, type: !367, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !366, retainedNodes: !61)
!1789 = !DILocalVariable(name: "this", arg: 1, scope: !1788, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!1790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!1791 = !DILocation(line: 0, scope: !1788)
!1792 = !DILocation(line: 526, column: 7, scope: !1788)
!1793 = !DILocation(line: 526, column: 24, scope: !1788)
!1794 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !102, file: !32, line: 1293, type: !515, scopeLine: 1294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !514, retainedNodes: !61)
!1795 = !DILocalVariable(name: "this", arg: 1, scope: !1794, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!1796 = !DILocation(line: 0, scope: !1794)
!1797 = !DILocalVariable(name: "__x", arg: 2, scope: !1794, file: !32, line: 1293, type: !517)
!1798 = !DILocation(line: 1293, column: 30, scope: !1794)
!1799 = !DILocation(line: 1294, column: 32, scope: !1794)
!1800 = !DILocation(line: 1294, column: 9, scope: !1794)
!1801 = !DILocation(line: 1294, column: 39, scope: !1794)
!1802 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !102, file: !32, line: 868, type: !436, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !435, retainedNodes: !61)
!1803 = !DILocalVariable(name: "this", arg: 1, scope: !1802, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!1804 = !DILocation(line: 0, scope: !1802)
!1805 = !DILocation(line: 869, column: 31, scope: !1802)
!1806 = !DILocation(line: 869, column: 39, scope: !1802)
!1807 = !DILocation(line: 869, column: 16, scope: !1802)
!1808 = !DILocation(line: 869, column: 9, scope: !1802)
!1809 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !102, file: !32, line: 888, type: !436, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !445, retainedNodes: !61)
!1810 = !DILocalVariable(name: "this", arg: 1, scope: !1809, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!1811 = !DILocation(line: 0, scope: !1809)
!1812 = !DILocation(line: 889, column: 31, scope: !1809)
!1813 = !DILocation(line: 889, column: 39, scope: !1809)
!1814 = !DILocation(line: 889, column: 16, scope: !1809)
!1815 = !DILocation(line: 889, column: 9, scope: !1809)
!1816 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !42, file: !41, line: 1237, type: !1817, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !100, retainedNodes: !61)
!1817 = !DISubroutineType(types: !1818)
!1818 = !{!215, !1819, !1819}
!1819 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !66, size: 64)
!1820 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1816, file: !41, line: 1237, type: !1819)
!1821 = !DILocation(line: 1237, column: 64, scope: !1816)
!1822 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1816, file: !41, line: 1238, type: !1819)
!1823 = !DILocation(line: 1238, column: 57, scope: !1816)
!1824 = !DILocation(line: 1240, column: 14, scope: !1816)
!1825 = !DILocation(line: 1240, column: 20, scope: !1816)
!1826 = !DILocation(line: 1240, column: 30, scope: !1816)
!1827 = !DILocation(line: 1240, column: 36, scope: !1816)
!1828 = !DILocation(line: 1240, column: 27, scope: !1816)
!1829 = !DILocation(line: 1240, column: 7, scope: !1816)
!1830 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !40, file: !41, line: 1095, type: !55, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !54, retainedNodes: !61)
!1831 = !DILocalVariable(name: "this", arg: 1, scope: !1830, type: !1832, flags: DIFlagArtificial | DIFlagObjectPointer)
!1832 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!1833 = !DILocation(line: 0, scope: !1830)
!1834 = !DILocation(line: 1096, column: 17, scope: !1830)
!1835 = !DILocation(line: 1096, column: 9, scope: !1830)
!1836 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !40, file: !41, line: 1105, type: !73, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !72, retainedNodes: !61)
!1837 = !DILocalVariable(name: "this", arg: 1, scope: !1836, type: !1838, flags: DIFlagArtificial | DIFlagObjectPointer)
!1838 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!1839 = !DILocation(line: 0, scope: !1836)
!1840 = !DILocation(line: 1107, column: 4, scope: !1836)
!1841 = !DILocation(line: 1107, column: 2, scope: !1836)
!1842 = !DILocation(line: 1108, column: 2, scope: !1836)
!1843 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !102, file: !32, line: 728, type: !367, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !418, retainedNodes: !61)
!1844 = !DILocalVariable(name: "this", arg: 1, scope: !1843, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!1845 = !DILocation(line: 0, scope: !1843)
!1846 = !DILocation(line: 730, column: 22, scope: !1847)
!1847 = distinct !DILexicalBlock(scope: !1843, file: !32, line: 729, column: 7)
!1848 = !DILocation(line: 730, column: 30, scope: !1847)
!1849 = !DILocation(line: 730, column: 46, scope: !1847)
!1850 = !DILocation(line: 730, column: 54, scope: !1847)
!1851 = !DILocation(line: 731, column: 9, scope: !1847)
!1852 = !DILocation(line: 730, column: 2, scope: !1847)
!1853 = !DILocation(line: 733, column: 7, scope: !1847)
!1854 = !DILocation(line: 733, column: 7, scope: !1843)
!1855 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !1045, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, retainedNodes: !61)
!1856 = !DILocalVariable(name: "x", scope: !1855, file: !2, line: 33, type: !157)
!1857 = !DILocation(line: 33, column: 16, scope: !1855)
!1858 = !DILocalVariable(name: "h", scope: !1855, file: !2, line: 33, type: !157)
!1859 = !DILocation(line: 33, column: 25, scope: !1855)
!1860 = !DILocalVariable(name: "d", scope: !1855, file: !2, line: 34, type: !39)
!1861 = !DILocation(line: 34, column: 10, scope: !1855)
!1862 = !DILocalVariable(name: "t", scope: !1855, file: !2, line: 34, type: !39)
!1863 = !DILocation(line: 34, column: 17, scope: !1855)
!1864 = !DILocation(line: 36, column: 9, scope: !1865)
!1865 = distinct !DILexicalBlock(scope: !1855, file: !2, line: 35, column: 7)
!1866 = !DILocation(line: 36, column: 7, scope: !1865)
!1867 = !DILocation(line: 37, column: 9, scope: !1865)
!1868 = !DILocation(line: 37, column: 7, scope: !1865)
!1869 = !DILocation(line: 38, column: 3, scope: !1865)
!1870 = !DILocation(line: 45, column: 1, scope: !1865)
!1871 = !DILocalVariable(scope: !1855, file: !2, line: 38, type: !1872)
!1872 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1873, size: 64)
!1873 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1874)
!1874 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !29, file: !1875, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!1875 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!1876 = !DILocation(line: 38, column: 34, scope: !1855)
!1877 = !DILocation(line: 39, column: 11, scope: !1878)
!1878 = distinct !DILexicalBlock(scope: !1855, file: !2, line: 38, column: 36)
!1879 = !DILocation(line: 39, column: 7, scope: !1878)
!1880 = !DILocation(line: 40, column: 3, scope: !1878)
!1881 = !DILocation(line: 41, column: 29, scope: !1855)
!1882 = !DILocation(line: 41, column: 33, scope: !1855)
!1883 = !DILocation(line: 41, column: 44, scope: !1855)
!1884 = !DILocation(line: 41, column: 42, scope: !1855)
!1885 = !DILocation(line: 41, column: 54, scope: !1855)
!1886 = !DILocation(line: 41, column: 3, scope: !1855)
!1887 = !DILocation(line: 42, column: 36, scope: !1855)
!1888 = !DILocation(line: 42, column: 39, scope: !1855)
!1889 = !DILocation(line: 42, column: 3, scope: !1855)
!1890 = !DILocation(line: 43, column: 38, scope: !1855)
!1891 = !DILocation(line: 43, column: 3, scope: !1855)
!1892 = !DILocation(line: 44, column: 10, scope: !1855)
!1893 = !DILocation(line: 44, column: 17, scope: !1855)
!1894 = !DILocation(line: 44, column: 3, scope: !1855)
!1895 = distinct !DISubprogram(name: "check", linkageName: "_ZL5checkPKcdddd", scope: !586, file: !586, line: 13, type: !1896, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !25, retainedNodes: !61)
!1896 = !DISubroutineType(types: !1897)
!1897 = !{null, !557, !39, !39, !39, !39}
!1898 = !DILocalVariable(name: "name", arg: 1, scope: !1895, file: !586, line: 13, type: !557)
!1899 = !DILocation(line: 13, column: 31, scope: !1895)
!1900 = !DILocalVariable(name: "x", arg: 2, scope: !1895, file: !586, line: 13, type: !39)
!1901 = !DILocation(line: 13, column: 44, scope: !1895)
!1902 = !DILocalVariable(name: "ad", arg: 3, scope: !1895, file: !586, line: 13, type: !39)
!1903 = !DILocation(line: 13, column: 54, scope: !1895)
!1904 = !DILocalVariable(name: "fd", arg: 4, scope: !1895, file: !586, line: 13, type: !39)
!1905 = !DILocation(line: 13, column: 65, scope: !1895)
!1906 = !DILocalVariable(name: "tol", arg: 5, scope: !1895, file: !586, line: 13, type: !39)
!1907 = !DILocation(line: 13, column: 76, scope: !1895)
!1908 = !DILocalVariable(name: "scale", scope: !1895, file: !586, line: 14, type: !39)
!1909 = !DILocation(line: 14, column: 10, scope: !1895)
!1910 = !DILocation(line: 14, column: 23, scope: !1895)
!1911 = !DILocation(line: 14, column: 18, scope: !1895)
!1912 = !DILocation(line: 14, column: 27, scope: !1895)
!1913 = !DILocation(line: 14, column: 40, scope: !1895)
!1914 = !DILocation(line: 14, column: 35, scope: !1895)
!1915 = !DILocalVariable(name: "ok", scope: !1895, file: !586, line: 15, type: !79)
!1916 = !DILocation(line: 15, column: 7, scope: !1895)
!1917 = !DILocation(line: 15, column: 24, scope: !1895)
!1918 = !DILocation(line: 15, column: 12, scope: !1895)
!1919 = !DILocation(line: 15, column: 28, scope: !1895)
!1920 = !DILocation(line: 15, column: 43, scope: !1895)
!1921 = !DILocation(line: 15, column: 31, scope: !1895)
!1922 = !DILocation(line: 15, column: 47, scope: !1895)
!1923 = !DILocation(line: 15, column: 55, scope: !1895)
!1924 = !DILocation(line: 15, column: 60, scope: !1895)
!1925 = !DILocation(line: 15, column: 58, scope: !1895)
!1926 = !DILocation(line: 15, column: 50, scope: !1895)
!1927 = !DILocation(line: 15, column: 67, scope: !1895)
!1928 = !DILocation(line: 15, column: 73, scope: !1895)
!1929 = !DILocation(line: 15, column: 71, scope: !1895)
!1930 = !DILocation(line: 15, column: 64, scope: !1895)
!1931 = !DILocation(line: 0, scope: !1895)
!1932 = !DILocation(line: 16, column: 47, scope: !1895)
!1933 = !DILocation(line: 16, column: 53, scope: !1895)
!1934 = !DILocation(line: 16, column: 56, scope: !1895)
!1935 = !DILocation(line: 16, column: 60, scope: !1895)
!1936 = !DILocation(line: 16, column: 64, scope: !1895)
!1937 = !DILocation(line: 16, column: 3, scope: !1895)
!1938 = !DILocation(line: 17, column: 8, scope: !1939)
!1939 = distinct !DILexicalBlock(scope: !1895, file: !586, line: 17, column: 7)
!1940 = !DILocation(line: 17, column: 7, scope: !1895)
!1941 = !DILocation(line: 17, column: 18, scope: !1939)
!1942 = !DILocation(line: 17, column: 12, scope: !1939)
!1943 = !DILocation(line: 18, column: 1, scope: !1895)
!1944 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2Ev", scope: !105, file: !32, line: 312, type: !283, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !282, retainedNodes: !61)
!1945 = !DILocalVariable(name: "this", arg: 1, scope: !1944, type: !1946, flags: DIFlagArtificial | DIFlagObjectPointer)
!1946 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!1947 = !DILocation(line: 0, scope: !1944)
!1948 = !DILocation(line: 312, column: 7, scope: !1944)
!1949 = !DILocation(line: 312, column: 30, scope: !1944)
!1950 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev", scope: !108, file: !32, line: 137, type: !249, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !248, retainedNodes: !61)
!1951 = !DILocalVariable(name: "this", arg: 1, scope: !1950, type: !1952, flags: DIFlagArtificial | DIFlagObjectPointer)
!1952 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!1953 = !DILocation(line: 0, scope: !1950)
!1954 = !DILocation(line: 139, column: 4, scope: !1950)
!1955 = !DILocation(line: 137, column: 2, scope: !1950)
!1956 = !DILocation(line: 140, column: 4, scope: !1950)
!1957 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !127, file: !128, line: 156, type: !174, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !173, retainedNodes: !61)
!1958 = !DILocalVariable(name: "this", arg: 1, scope: !1957, type: !1959, flags: DIFlagArtificial | DIFlagObjectPointer)
!1959 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!1960 = !DILocation(line: 0, scope: !1957)
!1961 = !DILocation(line: 156, column: 7, scope: !1957)
!1962 = !DILocation(line: 156, column: 38, scope: !1957)
!1963 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !224, file: !32, line: 99, type: !232, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !231, retainedNodes: !61)
!1964 = !DILocalVariable(name: "this", arg: 1, scope: !1963, type: !1965, flags: DIFlagArtificial | DIFlagObjectPointer)
!1965 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!1966 = !DILocation(line: 0, scope: !1963)
!1967 = !DILocation(line: 100, column: 4, scope: !1963)
!1968 = !DILocation(line: 100, column: 16, scope: !1963)
!1969 = !DILocation(line: 100, column: 29, scope: !1963)
!1970 = !DILocation(line: 101, column: 4, scope: !1963)
!1971 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !133, file: !134, line: 80, type: !137, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !136, retainedNodes: !61)
!1972 = !DILocalVariable(name: "this", arg: 1, scope: !1971, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!1973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!1974 = !DILocation(line: 0, scope: !1971)
!1975 = !DILocation(line: 80, column: 49, scope: !1971)
!1976 = distinct !DISubprogram(name: "finite_bits", linkageName: "_ZL11finite_bitsd", scope: !1977, file: !1977, line: 8, type: !777, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !25, retainedNodes: !61)
!1977 = !DIFile(filename: "./../c/finite.h", directory: "/work/main/tests/cpp", checksumkind: CSK_MD5, checksum: "a41b7db471a3e5531f50d90c7b3be027")
!1978 = !DILocalVariable(name: "d", arg: 1, scope: !1976, file: !1977, line: 8, type: !39)
!1979 = !DILocation(line: 8, column: 38, scope: !1976)
!1980 = !DILocalVariable(name: "v", scope: !1976, file: !1977, line: 9, type: !1981)
!1981 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !39)
!1982 = !DILocation(line: 9, column: 19, scope: !1976)
!1983 = !DILocation(line: 9, column: 23, scope: !1976)
!1984 = !DILocalVariable(name: "w", scope: !1976, file: !1977, line: 10, type: !39)
!1985 = !DILocation(line: 10, column: 10, scope: !1976)
!1986 = !DILocation(line: 10, column: 14, scope: !1976)
!1987 = !DILocalVariable(name: "u", scope: !1976, file: !1977, line: 11, type: !1401)
!1988 = !DILocation(line: 11, column: 22, scope: !1976)
!1989 = !DILocation(line: 12, column: 3, scope: !1976)
!1990 = !DILocation(line: 13, column: 12, scope: !1976)
!1991 = !DILocation(line: 13, column: 14, scope: !1976)
!1992 = !DILocation(line: 13, column: 21, scope: !1976)
!1993 = !DILocation(line: 13, column: 30, scope: !1976)
!1994 = !DILocation(line: 13, column: 10, scope: !1976)
!1995 = !DILocation(line: 13, column: 3, scope: !1976)
!1996 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !29, file: !119, line: 847, type: !1997, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !1999, retainedNodes: !61)
!1997 = !DISubroutineType(types: !1998)
!1998 = !{null, !38, !38, !185}
!1999 = !{!2000, !172}
!2000 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !38)
!2001 = !DILocalVariable(name: "__first", arg: 1, scope: !1996, file: !119, line: 847, type: !38)
!2002 = !DILocation(line: 847, column: 31, scope: !1996)
!2003 = !DILocalVariable(name: "__last", arg: 2, scope: !1996, file: !119, line: 847, type: !38)
!2004 = !DILocation(line: 847, column: 57, scope: !1996)
!2005 = !DILocalVariable(arg: 3, scope: !1996, file: !119, line: 848, type: !185)
!2006 = !DILocation(line: 848, column: 22, scope: !1996)
!2007 = !DILocation(line: 850, column: 16, scope: !1996)
!2008 = !DILocation(line: 850, column: 25, scope: !1996)
!2009 = !DILocation(line: 850, column: 7, scope: !1996)
!2010 = !DILocation(line: 851, column: 5, scope: !1996)
!2011 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !105, file: !32, line: 298, type: !269, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !268, retainedNodes: !61)
!2012 = !DILocalVariable(name: "this", arg: 1, scope: !2011, type: !1946, flags: DIFlagArtificial | DIFlagObjectPointer)
!2013 = !DILocation(line: 0, scope: !2011)
!2014 = !DILocation(line: 299, column: 22, scope: !2011)
!2015 = !DILocation(line: 299, column: 9, scope: !2011)
!2016 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !105, file: !32, line: 364, type: !283, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !309, retainedNodes: !61)
!2017 = !DILocalVariable(name: "this", arg: 1, scope: !2016, type: !1946, flags: DIFlagArtificial | DIFlagObjectPointer)
!2018 = !DILocation(line: 0, scope: !2016)
!2019 = !DILocation(line: 366, column: 16, scope: !2020)
!2020 = distinct !DILexicalBlock(scope: !2016, file: !32, line: 365, column: 7)
!2021 = !DILocation(line: 366, column: 24, scope: !2020)
!2022 = !DILocation(line: 367, column: 9, scope: !2020)
!2023 = !DILocation(line: 367, column: 17, scope: !2020)
!2024 = !DILocation(line: 367, column: 37, scope: !2020)
!2025 = !DILocation(line: 367, column: 45, scope: !2020)
!2026 = !DILocation(line: 367, column: 35, scope: !2020)
!2027 = !DILocation(line: 366, column: 2, scope: !2020)
!2028 = !DILocation(line: 368, column: 7, scope: !2020)
!2029 = !DILocation(line: 368, column: 7, scope: !2016)
!2030 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !29, file: !2031, line: 182, type: !2032, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2034, retainedNodes: !61)
!2031 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2032 = !DISubroutineType(types: !2033)
!2033 = !{null, !38, !38}
!2034 = !{!2000}
!2035 = !DILocalVariable(name: "__first", arg: 1, scope: !2030, file: !2031, line: 182, type: !38)
!2036 = !DILocation(line: 182, column: 31, scope: !2030)
!2037 = !DILocalVariable(name: "__last", arg: 2, scope: !2030, file: !2031, line: 182, type: !38)
!2038 = !DILocation(line: 182, column: 57, scope: !2030)
!2039 = !DILocation(line: 196, column: 12, scope: !2030)
!2040 = !DILocation(line: 196, column: 21, scope: !2030)
!2041 = !DILocation(line: 195, column: 7, scope: !2030)
!2042 = !DILocation(line: 197, column: 5, scope: !2030)
!2043 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !2044, file: !2031, line: 172, type: !2032, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2034, declaration: !2047, retainedNodes: !61)
!2044 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !29, file: !2031, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !2045, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2045 = !{!2046}
!2046 = !DITemplateValueParameter(type: !215, value: i1 true)
!2047 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !2044, file: !2031, line: 172, type: !2032, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2034)
!2048 = !DILocalVariable(arg: 1, scope: !2043, file: !2031, line: 172, type: !38)
!2049 = !DILocation(line: 172, column: 35, scope: !2043)
!2050 = !DILocalVariable(arg: 2, scope: !2043, file: !2031, line: 172, type: !38)
!2051 = !DILocation(line: 172, column: 53, scope: !2043)
!2052 = !DILocation(line: 172, column: 57, scope: !2043)
!2053 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !105, file: !32, line: 383, type: !314, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !313, retainedNodes: !61)
!2054 = !DILocalVariable(name: "this", arg: 1, scope: !2053, type: !1946, flags: DIFlagArtificial | DIFlagObjectPointer)
!2055 = !DILocation(line: 0, scope: !2053)
!2056 = !DILocalVariable(name: "__p", arg: 2, scope: !2053, file: !32, line: 383, type: !227)
!2057 = !DILocation(line: 383, column: 29, scope: !2053)
!2058 = !DILocalVariable(name: "__n", arg: 3, scope: !2053, file: !32, line: 383, type: !33)
!2059 = !DILocation(line: 383, column: 41, scope: !2053)
!2060 = !DILocation(line: 386, column: 6, scope: !2061)
!2061 = distinct !DILexicalBlock(scope: !2053, file: !32, line: 386, column: 6)
!2062 = !DILocation(line: 386, column: 6, scope: !2053)
!2063 = !DILocation(line: 387, column: 20, scope: !2061)
!2064 = !DILocation(line: 387, column: 29, scope: !2061)
!2065 = !DILocation(line: 387, column: 34, scope: !2061)
!2066 = !DILocation(line: 387, column: 4, scope: !2061)
!2067 = !DILocation(line: 388, column: 7, scope: !2053)
!2068 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !108, file: !32, line: 133, type: !249, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !2069, retainedNodes: !61)
!2069 = !DISubprogram(name: "~_Vector_impl", scope: !108, type: !249, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2070 = !DILocalVariable(name: "this", arg: 1, scope: !2068, type: !1952, flags: DIFlagArtificial | DIFlagObjectPointer)
!2071 = !DILocation(line: 0, scope: !2068)
!2072 = !DILocation(line: 133, column: 14, scope: !2073)
!2073 = distinct !DILexicalBlock(scope: !2068, file: !32, line: 133, column: 14)
!2074 = !DILocation(line: 133, column: 14, scope: !2068)
!2075 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !118, file: !119, line: 495, type: !193, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !192, retainedNodes: !61)
!2076 = !DILocalVariable(name: "__a", arg: 1, scope: !2075, file: !119, line: 495, type: !125)
!2077 = !DILocation(line: 495, column: 34, scope: !2075)
!2078 = !DILocalVariable(name: "__p", arg: 2, scope: !2075, file: !119, line: 495, type: !124)
!2079 = !DILocation(line: 495, column: 47, scope: !2075)
!2080 = !DILocalVariable(name: "__n", arg: 3, scope: !2075, file: !119, line: 495, type: !187)
!2081 = !DILocation(line: 495, column: 62, scope: !2075)
!2082 = !DILocation(line: 496, column: 9, scope: !2075)
!2083 = !DILocation(line: 496, column: 24, scope: !2075)
!2084 = !DILocation(line: 496, column: 29, scope: !2075)
!2085 = !DILocation(line: 496, column: 13, scope: !2075)
!2086 = !DILocation(line: 496, column: 35, scope: !2075)
!2087 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !133, file: !134, line: 142, type: !165, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !164, retainedNodes: !61)
!2088 = !DILocalVariable(name: "this", arg: 1, scope: !2087, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!2089 = !DILocation(line: 0, scope: !2087)
!2090 = !DILocalVariable(name: "__p", arg: 2, scope: !2087, file: !134, line: 142, type: !38)
!2091 = !DILocation(line: 142, column: 23, scope: !2087)
!2092 = !DILocalVariable(name: "__n", arg: 3, scope: !2087, file: !134, line: 142, type: !163)
!2093 = !DILocation(line: 142, column: 38, scope: !2087)
!2094 = !DILocation(line: 158, column: 27, scope: !2087)
!2095 = !DILocation(line: 158, column: 2, scope: !2087)
!2096 = !DILocation(line: 159, column: 7, scope: !2087)
!2097 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !127, file: !128, line: 174, type: !174, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !186, retainedNodes: !61)
!2098 = !DILocalVariable(name: "this", arg: 1, scope: !2097, type: !1959, flags: DIFlagArtificial | DIFlagObjectPointer)
!2099 = !DILocation(line: 0, scope: !2097)
!2100 = !DILocation(line: 174, column: 39, scope: !2101)
!2101 = distinct !DILexicalBlock(scope: !2097, file: !128, line: 174, column: 37)
!2102 = !DILocation(line: 174, column: 39, scope: !2097)
!2103 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !133, file: !134, line: 90, type: !137, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !145, retainedNodes: !61)
!2104 = !DILocalVariable(name: "this", arg: 1, scope: !2103, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!2105 = !DILocation(line: 0, scope: !2103)
!2106 = !DILocation(line: 90, column: 50, scope: !2103)
!2107 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_", scope: !102, file: !602, line: 112, type: !2108, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2112, declaration: !2111, retainedNodes: !61)
!2108 = !DISubroutineType(types: !2109)
!2109 = !{!480, !369, !2110}
!2110 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !39, size: 64)
!2111 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_", scope: !102, file: !602, line: 112, type: !2108, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2112)
!2112 = !{!2113}
!2113 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2114)
!2114 = !{!2115}
!2115 = !DITemplateTypeParameter(type: !39)
!2116 = !DILocalVariable(name: "this", arg: 1, scope: !2107, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!2117 = !DILocation(line: 0, scope: !2107)
!2118 = !DILocalVariable(name: "__args", arg: 2, scope: !2107, file: !32, line: 1303, type: !2110)
!2119 = !DILocation(line: 1303, column: 26, scope: !2107)
!2120 = !DILocation(line: 114, column: 12, scope: !2121)
!2121 = distinct !DILexicalBlock(scope: !2107, file: !602, line: 114, column: 6)
!2122 = !DILocation(line: 114, column: 20, scope: !2121)
!2123 = !DILocation(line: 114, column: 39, scope: !2121)
!2124 = !DILocation(line: 114, column: 47, scope: !2121)
!2125 = !DILocation(line: 114, column: 30, scope: !2121)
!2126 = !DILocation(line: 114, column: 6, scope: !2107)
!2127 = !DILocation(line: 117, column: 37, scope: !2128)
!2128 = distinct !DILexicalBlock(scope: !2121, file: !602, line: 115, column: 4)
!2129 = !DILocation(line: 117, column: 52, scope: !2128)
!2130 = !DILocation(line: 117, column: 60, scope: !2128)
!2131 = !DILocation(line: 118, column: 30, scope: !2128)
!2132 = !DILocation(line: 117, column: 6, scope: !2128)
!2133 = !DILocation(line: 119, column: 14, scope: !2128)
!2134 = !DILocation(line: 119, column: 22, scope: !2128)
!2135 = !DILocation(line: 119, column: 6, scope: !2128)
!2136 = !DILocation(line: 121, column: 4, scope: !2128)
!2137 = !DILocation(line: 123, column: 22, scope: !2121)
!2138 = !DILocation(line: 123, column: 49, scope: !2121)
!2139 = !DILocation(line: 123, column: 4, scope: !2121)
!2140 = !DILocation(line: 125, column: 9, scope: !2107)
!2141 = !DILocation(line: 125, column: 2, scope: !2107)
!2142 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !118, file: !119, line: 511, type: !2143, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2146, declaration: !2145, retainedNodes: !61)
!2143 = !DISubroutineType(types: !2144)
!2144 = !{null, !125, !38, !2110}
!2145 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !118, file: !119, line: 511, type: !2143, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2146)
!2146 = !{!2147, !2113}
!2147 = !DITemplateTypeParameter(name: "_Up", type: !39)
!2148 = !DILocalVariable(name: "__a", arg: 1, scope: !2142, file: !119, line: 511, type: !125)
!2149 = !DILocation(line: 511, column: 28, scope: !2142)
!2150 = !DILocalVariable(name: "__p", arg: 2, scope: !2142, file: !119, line: 511, type: !38)
!2151 = !DILocation(line: 511, column: 66, scope: !2142)
!2152 = !DILocalVariable(name: "__args", arg: 3, scope: !2142, file: !119, line: 512, type: !2110)
!2153 = !DILocation(line: 512, column: 16, scope: !2142)
!2154 = !DILocation(line: 516, column: 4, scope: !2142)
!2155 = !DILocation(line: 516, column: 18, scope: !2142)
!2156 = !DILocation(line: 516, column: 43, scope: !2142)
!2157 = !DILocation(line: 516, column: 8, scope: !2142)
!2158 = !DILocation(line: 520, column: 2, scope: !2142)
!2159 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !102, file: !602, line: 440, type: !2160, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2112, declaration: !2162, retainedNodes: !61)
!2160 = !DISubroutineType(types: !2161)
!2161 = !{null, !369, !438, !2110}
!2162 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !102, file: !602, line: 440, type: !2160, scopeLine: 440, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !2112)
!2163 = !DILocalVariable(name: "this", arg: 1, scope: !2159, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!2164 = !DILocation(line: 0, scope: !2159)
!2165 = !DILocalVariable(name: "__position", arg: 2, scope: !2159, file: !32, line: 1868, type: !438)
!2166 = !DILocation(line: 1868, column: 29, scope: !2159)
!2167 = !DILocalVariable(name: "__args", arg: 3, scope: !2159, file: !32, line: 1868, type: !2110)
!2168 = !DILocation(line: 1868, column: 52, scope: !2159)
!2169 = !DILocalVariable(name: "__len", scope: !2159, file: !602, line: 448, type: !2170)
!2170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!2171 = !DILocation(line: 448, column: 23, scope: !2159)
!2172 = !DILocation(line: 449, column: 2, scope: !2159)
!2173 = !DILocalVariable(name: "__old_start", scope: !2159, file: !602, line: 450, type: !357)
!2174 = !DILocation(line: 450, column: 15, scope: !2159)
!2175 = !DILocation(line: 450, column: 35, scope: !2159)
!2176 = !DILocation(line: 450, column: 43, scope: !2159)
!2177 = !DILocalVariable(name: "__old_finish", scope: !2159, file: !602, line: 451, type: !357)
!2178 = !DILocation(line: 451, column: 15, scope: !2159)
!2179 = !DILocation(line: 451, column: 36, scope: !2159)
!2180 = !DILocation(line: 451, column: 44, scope: !2159)
!2181 = !DILocalVariable(name: "__elems_before", scope: !2159, file: !602, line: 452, type: !2170)
!2182 = !DILocation(line: 452, column: 23, scope: !2159)
!2183 = !DILocation(line: 452, column: 53, scope: !2159)
!2184 = !DILocation(line: 452, column: 51, scope: !2159)
!2185 = !DILocalVariable(name: "__new_start", scope: !2159, file: !602, line: 453, type: !357)
!2186 = !DILocation(line: 453, column: 15, scope: !2159)
!2187 = !DILocation(line: 453, column: 45, scope: !2159)
!2188 = !DILocation(line: 453, column: 33, scope: !2159)
!2189 = !DILocalVariable(name: "__new_finish", scope: !2159, file: !602, line: 454, type: !357)
!2190 = !DILocation(line: 454, column: 15, scope: !2159)
!2191 = !DILocation(line: 454, column: 28, scope: !2159)
!2192 = !DILocation(line: 462, column: 35, scope: !2193)
!2193 = distinct !DILexicalBlock(scope: !2159, file: !602, line: 456, column: 2)
!2194 = !DILocation(line: 463, column: 8, scope: !2193)
!2195 = !DILocation(line: 463, column: 22, scope: !2193)
!2196 = !DILocation(line: 463, column: 20, scope: !2193)
!2197 = !DILocation(line: 465, column: 28, scope: !2193)
!2198 = !DILocation(line: 462, column: 4, scope: !2193)
!2199 = !DILocation(line: 469, column: 17, scope: !2193)
!2200 = !DILocation(line: 474, column: 35, scope: !2201)
!2201 = distinct !DILexicalBlock(scope: !2202, file: !602, line: 473, column: 6)
!2202 = distinct !DILexicalBlock(scope: !2193, file: !602, line: 472, column: 29)
!2203 = !DILocation(line: 474, column: 59, scope: !2201)
!2204 = !DILocation(line: 475, column: 7, scope: !2201)
!2205 = !DILocation(line: 475, column: 20, scope: !2201)
!2206 = !DILocation(line: 474, column: 23, scope: !2201)
!2207 = !DILocation(line: 474, column: 21, scope: !2201)
!2208 = !DILocation(line: 477, column: 8, scope: !2201)
!2209 = !DILocation(line: 479, column: 46, scope: !2201)
!2210 = !DILocation(line: 479, column: 54, scope: !2201)
!2211 = !DILocation(line: 480, column: 7, scope: !2201)
!2212 = !DILocation(line: 480, column: 21, scope: !2201)
!2213 = !DILocation(line: 479, column: 23, scope: !2201)
!2214 = !DILocation(line: 479, column: 21, scope: !2201)
!2215 = !DILocation(line: 513, column: 21, scope: !2159)
!2216 = !DILocation(line: 514, column: 13, scope: !2159)
!2217 = !DILocation(line: 514, column: 21, scope: !2159)
!2218 = !DILocation(line: 514, column: 41, scope: !2159)
!2219 = !DILocation(line: 514, column: 39, scope: !2159)
!2220 = !DILocation(line: 513, column: 7, scope: !2159)
!2221 = !DILocation(line: 515, column: 32, scope: !2159)
!2222 = !DILocation(line: 515, column: 13, scope: !2159)
!2223 = !DILocation(line: 515, column: 21, scope: !2159)
!2224 = !DILocation(line: 515, column: 30, scope: !2159)
!2225 = !DILocation(line: 516, column: 33, scope: !2159)
!2226 = !DILocation(line: 516, column: 13, scope: !2159)
!2227 = !DILocation(line: 516, column: 21, scope: !2159)
!2228 = !DILocation(line: 516, column: 31, scope: !2159)
!2229 = !DILocation(line: 517, column: 41, scope: !2159)
!2230 = !DILocation(line: 517, column: 55, scope: !2159)
!2231 = !DILocation(line: 517, column: 53, scope: !2159)
!2232 = !DILocation(line: 517, column: 13, scope: !2159)
!2233 = !DILocation(line: 517, column: 21, scope: !2159)
!2234 = !DILocation(line: 517, column: 39, scope: !2159)
!2235 = !DILocation(line: 518, column: 5, scope: !2159)
!2236 = distinct !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !102, file: !32, line: 1228, type: !498, scopeLine: 1229, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !503, retainedNodes: !61)
!2237 = !DILocalVariable(name: "this", arg: 1, scope: !2236, type: !1790, flags: DIFlagArtificial | DIFlagObjectPointer)
!2238 = !DILocation(line: 0, scope: !2236)
!2239 = !DILocation(line: 1231, column: 11, scope: !2236)
!2240 = !DILocation(line: 1231, column: 17, scope: !2236)
!2241 = !DILocation(line: 1231, column: 9, scope: !2236)
!2242 = !DILocation(line: 1231, column: 2, scope: !2236)
!2243 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !133, file: !134, line: 173, type: !2244, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2146, declaration: !2246, retainedNodes: !61)
!2244 = !DISubroutineType(types: !2245)
!2245 = !{null, !139, !38, !2110}
!2246 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !133, file: !134, line: 173, type: !2244, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2146)
!2247 = !DILocalVariable(name: "this", arg: 1, scope: !2243, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!2248 = !DILocation(line: 0, scope: !2243)
!2249 = !DILocalVariable(name: "__p", arg: 2, scope: !2243, file: !134, line: 173, type: !38)
!2250 = !DILocation(line: 173, column: 17, scope: !2243)
!2251 = !DILocalVariable(name: "__args", arg: 3, scope: !2243, file: !134, line: 173, type: !2110)
!2252 = !DILocation(line: 173, column: 33, scope: !2243)
!2253 = !DILocation(line: 175, column: 18, scope: !2243)
!2254 = !DILocation(line: 175, column: 47, scope: !2243)
!2255 = !DILocation(line: 175, column: 27, scope: !2243)
!2256 = !DILocation(line: 175, column: 4, scope: !2243)
!2257 = !DILocation(line: 175, column: 60, scope: !2243)
!2258 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !102, file: !32, line: 1891, type: !554, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !553, retainedNodes: !61)
!2259 = !DILocalVariable(name: "this", arg: 1, scope: !2258, type: !2260, flags: DIFlagArtificial | DIFlagObjectPointer)
!2260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64)
!2261 = !DILocation(line: 0, scope: !2258)
!2262 = !DILocalVariable(name: "__n", arg: 2, scope: !2258, file: !32, line: 1891, type: !31)
!2263 = !DILocation(line: 1891, column: 30, scope: !2258)
!2264 = !DILocalVariable(name: "__s", arg: 3, scope: !2258, file: !32, line: 1891, type: !557)
!2265 = !DILocation(line: 1891, column: 47, scope: !2258)
!2266 = !DILocation(line: 1893, column: 6, scope: !2267)
!2267 = distinct !DILexicalBlock(scope: !2258, file: !32, line: 1893, column: 6)
!2268 = !DILocation(line: 1893, column: 19, scope: !2267)
!2269 = !DILocation(line: 1893, column: 17, scope: !2267)
!2270 = !DILocation(line: 1893, column: 28, scope: !2267)
!2271 = !DILocation(line: 1893, column: 26, scope: !2267)
!2272 = !DILocation(line: 1893, column: 6, scope: !2258)
!2273 = !DILocation(line: 1894, column: 25, scope: !2267)
!2274 = !DILocation(line: 1894, column: 4, scope: !2267)
!2275 = !DILocalVariable(name: "__len", scope: !2258, file: !32, line: 1896, type: !2170)
!2276 = !DILocation(line: 1896, column: 18, scope: !2258)
!2277 = !DILocation(line: 1896, column: 26, scope: !2258)
!2278 = !DILocation(line: 1896, column: 46, scope: !2258)
!2279 = !DILocation(line: 1896, column: 35, scope: !2258)
!2280 = !DILocation(line: 1896, column: 33, scope: !2258)
!2281 = !DILocation(line: 1897, column: 10, scope: !2258)
!2282 = !DILocation(line: 1897, column: 18, scope: !2258)
!2283 = !DILocation(line: 1897, column: 16, scope: !2258)
!2284 = !DILocation(line: 1897, column: 25, scope: !2258)
!2285 = !DILocation(line: 1897, column: 28, scope: !2258)
!2286 = !DILocation(line: 1897, column: 36, scope: !2258)
!2287 = !DILocation(line: 1897, column: 34, scope: !2258)
!2288 = !DILocation(line: 1897, column: 9, scope: !2258)
!2289 = !DILocation(line: 1897, column: 50, scope: !2258)
!2290 = !DILocation(line: 1897, column: 63, scope: !2258)
!2291 = !DILocation(line: 1897, column: 2, scope: !2258)
!2292 = distinct !DISubprogram(name: "operator-<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !42, file: !41, line: 1330, type: !2293, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !100, retainedNodes: !61)
!2293 = !DISubroutineType(types: !2294)
!2294 = !{!85, !1819, !1819}
!2295 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2292, file: !41, line: 1330, type: !1819)
!2296 = !DILocation(line: 1330, column: 63, scope: !2292)
!2297 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2292, file: !41, line: 1331, type: !1819)
!2298 = !DILocation(line: 1331, column: 56, scope: !2292)
!2299 = !DILocation(line: 1333, column: 14, scope: !2292)
!2300 = !DILocation(line: 1333, column: 20, scope: !2292)
!2301 = !DILocation(line: 1333, column: 29, scope: !2292)
!2302 = !DILocation(line: 1333, column: 35, scope: !2292)
!2303 = !DILocation(line: 1333, column: 27, scope: !2292)
!2304 = !DILocation(line: 1333, column: 7, scope: !2292)
!2305 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !105, file: !32, line: 375, type: !311, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !310, retainedNodes: !61)
!2306 = !DILocalVariable(name: "this", arg: 1, scope: !2305, type: !1946, flags: DIFlagArtificial | DIFlagObjectPointer)
!2307 = !DILocation(line: 0, scope: !2305)
!2308 = !DILocalVariable(name: "__n", arg: 2, scope: !2305, file: !32, line: 375, type: !33)
!2309 = !DILocation(line: 375, column: 26, scope: !2305)
!2310 = !DILocation(line: 378, column: 9, scope: !2305)
!2311 = !DILocation(line: 378, column: 13, scope: !2305)
!2312 = !DILocation(line: 378, column: 34, scope: !2305)
!2313 = !DILocation(line: 378, column: 43, scope: !2305)
!2314 = !DILocation(line: 378, column: 20, scope: !2305)
!2315 = !DILocation(line: 378, column: 2, scope: !2305)
!2316 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !102, file: !32, line: 499, type: !364, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !363, retainedNodes: !61)
!2317 = !DILocalVariable(name: "__first", arg: 1, scope: !2316, file: !32, line: 499, type: !357)
!2318 = !DILocation(line: 499, column: 27, scope: !2316)
!2319 = !DILocalVariable(name: "__last", arg: 2, scope: !2316, file: !32, line: 499, type: !357)
!2320 = !DILocation(line: 499, column: 44, scope: !2316)
!2321 = !DILocalVariable(name: "__result", arg: 3, scope: !2316, file: !32, line: 499, type: !357)
!2322 = !DILocation(line: 499, column: 60, scope: !2316)
!2323 = !DILocalVariable(name: "__alloc", arg: 4, scope: !2316, file: !32, line: 500, type: !358)
!2324 = !DILocation(line: 500, column: 21, scope: !2316)
!2325 = !DILocation(line: 504, column: 27, scope: !2316)
!2326 = !DILocation(line: 504, column: 36, scope: !2316)
!2327 = !DILocation(line: 504, column: 44, scope: !2316)
!2328 = !DILocation(line: 504, column: 54, scope: !2316)
!2329 = !DILocation(line: 504, column: 9, scope: !2316)
!2330 = !DILocation(line: 504, column: 2, scope: !2316)
!2331 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !40, file: !41, line: 1158, type: !98, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !97, retainedNodes: !61)
!2332 = !DILocalVariable(name: "this", arg: 1, scope: !2331, type: !1832, flags: DIFlagArtificial | DIFlagObjectPointer)
!2333 = !DILocation(line: 0, scope: !2331)
!2334 = !DILocation(line: 1159, column: 16, scope: !2331)
!2335 = !DILocation(line: 1159, column: 9, scope: !2331)
!2336 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !102, file: !32, line: 993, type: !464, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !466, retainedNodes: !61)
!2337 = !DILocalVariable(name: "this", arg: 1, scope: !2336, type: !2260, flags: DIFlagArtificial | DIFlagObjectPointer)
!2338 = !DILocation(line: 0, scope: !2336)
!2339 = !DILocation(line: 994, column: 28, scope: !2336)
!2340 = !DILocation(line: 994, column: 16, scope: !2336)
!2341 = !DILocation(line: 994, column: 9, scope: !2336)
!2342 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !102, file: !32, line: 987, type: !464, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !463, retainedNodes: !61)
!2343 = !DILocalVariable(name: "this", arg: 1, scope: !2342, type: !2260, flags: DIFlagArtificial | DIFlagObjectPointer)
!2344 = !DILocation(line: 0, scope: !2342)
!2345 = !DILocation(line: 988, column: 32, scope: !2342)
!2346 = !DILocation(line: 988, column: 40, scope: !2342)
!2347 = !DILocation(line: 988, column: 58, scope: !2342)
!2348 = !DILocation(line: 988, column: 66, scope: !2342)
!2349 = !DILocation(line: 988, column: 50, scope: !2342)
!2350 = !DILocation(line: 988, column: 9, scope: !2342)
!2351 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !29, file: !2352, line: 254, type: !2353, scopeLine: 255, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2357, retainedNodes: !61)
!2352 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!2353 = !DISubroutineType(types: !2354)
!2354 = !{!2355, !2355, !2355}
!2355 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2356, size: 64)
!2356 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!2357 = !{!2358}
!2358 = !DITemplateTypeParameter(name: "_Tp", type: !35)
!2359 = !DILocalVariable(name: "__a", arg: 1, scope: !2351, file: !2352, line: 254, type: !2355)
!2360 = !DILocation(line: 254, column: 20, scope: !2351)
!2361 = !DILocalVariable(name: "__b", arg: 2, scope: !2351, file: !2352, line: 254, type: !2355)
!2362 = !DILocation(line: 254, column: 36, scope: !2351)
!2363 = !DILocation(line: 259, column: 11, scope: !2364)
!2364 = distinct !DILexicalBlock(scope: !2351, file: !2352, line: 259, column: 11)
!2365 = !DILocation(line: 259, column: 17, scope: !2364)
!2366 = !DILocation(line: 259, column: 15, scope: !2364)
!2367 = !DILocation(line: 259, column: 11, scope: !2351)
!2368 = !DILocation(line: 260, column: 9, scope: !2364)
!2369 = !DILocation(line: 260, column: 2, scope: !2364)
!2370 = !DILocation(line: 261, column: 14, scope: !2351)
!2371 = !DILocation(line: 261, column: 7, scope: !2351)
!2372 = !DILocation(line: 262, column: 5, scope: !2351)
!2373 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !102, file: !32, line: 1911, type: !562, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !561, retainedNodes: !61)
!2374 = !DILocalVariable(name: "__a", arg: 1, scope: !2373, file: !32, line: 1911, type: !564)
!2375 = !DILocation(line: 1911, column: 41, scope: !2373)
!2376 = !DILocalVariable(name: "__diffmax", scope: !2373, file: !32, line: 1916, type: !2377)
!2377 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!2378 = !DILocation(line: 1916, column: 15, scope: !2373)
!2379 = !DILocalVariable(name: "__allocmax", scope: !2373, file: !32, line: 1918, type: !2377)
!2380 = !DILocation(line: 1918, column: 15, scope: !2373)
!2381 = !DILocation(line: 1918, column: 52, scope: !2373)
!2382 = !DILocation(line: 1918, column: 28, scope: !2373)
!2383 = !DILocation(line: 1919, column: 9, scope: !2373)
!2384 = !DILocation(line: 1919, column: 2, scope: !2373)
!2385 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !105, file: !32, line: 303, type: !274, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !273, retainedNodes: !61)
!2386 = !DILocalVariable(name: "this", arg: 1, scope: !2385, type: !2387, flags: DIFlagArtificial | DIFlagObjectPointer)
!2387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!2388 = !DILocation(line: 0, scope: !2385)
!2389 = !DILocation(line: 304, column: 22, scope: !2385)
!2390 = !DILocation(line: 304, column: 9, scope: !2385)
!2391 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !118, file: !119, line: 547, type: !196, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !195, retainedNodes: !61)
!2392 = !DILocalVariable(name: "__a", arg: 1, scope: !2391, file: !119, line: 547, type: !199)
!2393 = !DILocation(line: 547, column: 38, scope: !2391)
!2394 = !DILocation(line: 550, column: 9, scope: !2391)
!2395 = !DILocation(line: 550, column: 13, scope: !2391)
!2396 = !DILocation(line: 550, column: 2, scope: !2391)
!2397 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !29, file: !2352, line: 230, type: !2353, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2357, retainedNodes: !61)
!2398 = !DILocalVariable(name: "__a", arg: 1, scope: !2397, file: !2352, line: 230, type: !2355)
!2399 = !DILocation(line: 230, column: 20, scope: !2397)
!2400 = !DILocalVariable(name: "__b", arg: 2, scope: !2397, file: !2352, line: 230, type: !2355)
!2401 = !DILocation(line: 230, column: 36, scope: !2397)
!2402 = !DILocation(line: 235, column: 11, scope: !2403)
!2403 = distinct !DILexicalBlock(scope: !2397, file: !2352, line: 235, column: 11)
!2404 = !DILocation(line: 235, column: 17, scope: !2403)
!2405 = !DILocation(line: 235, column: 15, scope: !2403)
!2406 = !DILocation(line: 235, column: 11, scope: !2397)
!2407 = !DILocation(line: 236, column: 9, scope: !2403)
!2408 = !DILocation(line: 236, column: 2, scope: !2403)
!2409 = !DILocation(line: 237, column: 14, scope: !2397)
!2410 = !DILocation(line: 237, column: 7, scope: !2397)
!2411 = !DILocation(line: 238, column: 5, scope: !2397)
!2412 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !133, file: !134, line: 167, type: !168, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !167, retainedNodes: !61)
!2413 = !DILocalVariable(name: "this", arg: 1, scope: !2412, type: !2414, flags: DIFlagArtificial | DIFlagObjectPointer)
!2414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!2415 = !DILocation(line: 0, scope: !2412)
!2416 = !DILocation(line: 168, column: 16, scope: !2412)
!2417 = !DILocation(line: 168, column: 9, scope: !2412)
!2418 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !133, file: !134, line: 210, type: !168, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !170, retainedNodes: !61)
!2419 = !DILocalVariable(name: "this", arg: 1, scope: !2418, type: !2414, flags: DIFlagArtificial | DIFlagObjectPointer)
!2420 = !DILocation(line: 0, scope: !2418)
!2421 = !DILocation(line: 213, column: 2, scope: !2418)
!2422 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !118, file: !119, line: 463, type: !122, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !121, retainedNodes: !61)
!2423 = !DILocalVariable(name: "__a", arg: 1, scope: !2422, file: !119, line: 463, type: !125)
!2424 = !DILocation(line: 463, column: 32, scope: !2422)
!2425 = !DILocalVariable(name: "__n", arg: 2, scope: !2422, file: !119, line: 463, type: !187)
!2426 = !DILocation(line: 463, column: 47, scope: !2422)
!2427 = !DILocation(line: 464, column: 16, scope: !2422)
!2428 = !DILocation(line: 464, column: 29, scope: !2422)
!2429 = !DILocation(line: 464, column: 20, scope: !2422)
!2430 = !DILocation(line: 464, column: 9, scope: !2422)
!2431 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !133, file: !134, line: 112, type: !161, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !160, retainedNodes: !61)
!2432 = !DILocalVariable(name: "this", arg: 1, scope: !2431, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!2433 = !DILocation(line: 0, scope: !2431)
!2434 = !DILocalVariable(name: "__n", arg: 2, scope: !2431, file: !134, line: 112, type: !163)
!2435 = !DILocation(line: 112, column: 26, scope: !2431)
!2436 = !DILocalVariable(arg: 3, scope: !2431, file: !134, line: 112, type: !36)
!2437 = !DILocation(line: 112, column: 43, scope: !2431)
!2438 = !DILocation(line: 120, column: 23, scope: !2439)
!2439 = distinct !DILexicalBlock(scope: !2431, file: !134, line: 120, column: 6)
!2440 = !DILocation(line: 120, column: 35, scope: !2439)
!2441 = !DILocation(line: 120, column: 27, scope: !2439)
!2442 = !DILocation(line: 120, column: 6, scope: !2431)
!2443 = !DILocation(line: 124, column: 10, scope: !2444)
!2444 = distinct !DILexicalBlock(scope: !2445, file: !134, line: 124, column: 10)
!2445 = distinct !DILexicalBlock(scope: !2439, file: !134, line: 121, column: 4)
!2446 = !DILocation(line: 124, column: 14, scope: !2444)
!2447 = !DILocation(line: 124, column: 10, scope: !2445)
!2448 = !DILocation(line: 125, column: 8, scope: !2444)
!2449 = !DILocation(line: 126, column: 6, scope: !2445)
!2450 = !DILocation(line: 137, column: 49, scope: !2431)
!2451 = !DILocation(line: 137, column: 53, scope: !2431)
!2452 = !DILocation(line: 137, column: 27, scope: !2431)
!2453 = !DILocation(line: 137, column: 2, scope: !2431)
!2454 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !29, file: !2455, line: 1127, type: !2456, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2458, retainedNodes: !61)
!2455 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!2456 = !DISubroutineType(types: !2457)
!2457 = !{!38, !38, !38, !38, !185}
!2458 = !{!2459, !2000, !2460}
!2459 = !DITemplateTypeParameter(name: "_InputIterator", type: !38)
!2460 = !DITemplateTypeParameter(name: "_Allocator", type: !127)
!2461 = !DILocalVariable(name: "__first", arg: 1, scope: !2454, file: !2455, line: 1127, type: !38)
!2462 = !DILocation(line: 1127, column: 33, scope: !2454)
!2463 = !DILocalVariable(name: "__last", arg: 2, scope: !2454, file: !2455, line: 1127, type: !38)
!2464 = !DILocation(line: 1127, column: 57, scope: !2454)
!2465 = !DILocalVariable(name: "__result", arg: 3, scope: !2454, file: !2455, line: 1128, type: !38)
!2466 = !DILocation(line: 1128, column: 21, scope: !2454)
!2467 = !DILocalVariable(name: "__alloc", arg: 4, scope: !2454, file: !2455, line: 1128, type: !185)
!2468 = !DILocation(line: 1128, column: 43, scope: !2454)
!2469 = !DILocation(line: 1133, column: 52, scope: !2454)
!2470 = !DILocation(line: 1133, column: 34, scope: !2454)
!2471 = !DILocation(line: 1134, column: 24, scope: !2454)
!2472 = !DILocation(line: 1134, column: 6, scope: !2454)
!2473 = !DILocation(line: 1135, column: 24, scope: !2454)
!2474 = !DILocation(line: 1135, column: 6, scope: !2454)
!2475 = !DILocation(line: 1135, column: 35, scope: !2454)
!2476 = !DILocation(line: 1133, column: 14, scope: !2454)
!2477 = !DILocation(line: 1133, column: 7, scope: !2454)
!2478 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !29, file: !2455, line: 1100, type: !2479, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !2486, retainedNodes: !61)
!2479 = !DISubroutineType(types: !2480)
!2480 = !{!2481, !38, !38, !38, !185}
!2481 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !29, file: !322, line: 2240, baseType: !2482)
!2482 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2483, file: !322, line: 2234, baseType: !38)
!2483 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !29, file: !322, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !2484, identifier: "_ZTSSt9enable_ifILb1EPdE")
!2484 = !{!2046, !2485}
!2485 = !DITemplateTypeParameter(name: "_Tp", type: !38)
!2486 = !{!172, !2147}
!2487 = !DILocalVariable(name: "__first", arg: 1, scope: !2478, file: !2455, line: 1100, type: !38)
!2488 = !DILocation(line: 1100, column: 25, scope: !2478)
!2489 = !DILocalVariable(name: "__last", arg: 2, scope: !2478, file: !2455, line: 1100, type: !38)
!2490 = !DILocation(line: 1100, column: 39, scope: !2478)
!2491 = !DILocalVariable(name: "__result", arg: 3, scope: !2478, file: !2455, line: 1101, type: !38)
!2492 = !DILocation(line: 1101, column: 11, scope: !2478)
!2493 = !DILocalVariable(name: "__alloc", arg: 4, scope: !2478, file: !2455, line: 1102, type: !185)
!2494 = !DILocation(line: 1102, column: 43, scope: !2478)
!2495 = !DILocalVariable(name: "__count", scope: !2478, file: !2455, line: 1104, type: !87)
!2496 = !DILocation(line: 1104, column: 17, scope: !2478)
!2497 = !DILocation(line: 1104, column: 27, scope: !2478)
!2498 = !DILocation(line: 1104, column: 36, scope: !2478)
!2499 = !DILocation(line: 1104, column: 34, scope: !2478)
!2500 = !DILocation(line: 1105, column: 11, scope: !2501)
!2501 = distinct !DILexicalBlock(scope: !2478, file: !2455, line: 1105, column: 11)
!2502 = !DILocation(line: 1105, column: 19, scope: !2501)
!2503 = !DILocation(line: 1105, column: 11, scope: !2478)
!2504 = !DILocation(line: 1117, column: 22, scope: !2505)
!2505 = distinct !DILexicalBlock(scope: !2501, file: !2455, line: 1106, column: 2)
!2506 = !DILocation(line: 1117, column: 32, scope: !2505)
!2507 = !DILocation(line: 1117, column: 41, scope: !2505)
!2508 = !DILocation(line: 1117, column: 49, scope: !2505)
!2509 = !DILocation(line: 1117, column: 4, scope: !2505)
!2510 = !DILocation(line: 1118, column: 2, scope: !2505)
!2511 = !DILocation(line: 1119, column: 14, scope: !2478)
!2512 = !DILocation(line: 1119, column: 25, scope: !2478)
!2513 = !DILocation(line: 1119, column: 23, scope: !2478)
!2514 = !DILocation(line: 1119, column: 7, scope: !2478)
!2515 = distinct !DISubprogram(name: "__niter_base<double *>", linkageName: "_ZSt12__niter_baseIPdET_S1_", scope: !29, file: !2352, line: 313, type: !2516, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, templateParams: !62, retainedNodes: !61)
!2516 = !DISubroutineType(types: !2517)
!2517 = !{!38, !38}
!2518 = !DILocalVariable(name: "__it", arg: 1, scope: !2515, file: !2352, line: 313, type: !38)
!2519 = !DILocation(line: 313, column: 28, scope: !2515)
!2520 = !DILocation(line: 315, column: 14, scope: !2515)
!2521 = !DILocation(line: 315, column: 7, scope: !2515)
!2522 = distinct !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !40, file: !41, line: 1153, type: !93, scopeLine: 1154, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !96, retainedNodes: !61)
!2523 = !DILocalVariable(name: "this", arg: 1, scope: !2522, type: !1832, flags: DIFlagArtificial | DIFlagObjectPointer)
!2524 = !DILocation(line: 0, scope: !2522)
!2525 = !DILocalVariable(name: "__n", arg: 2, scope: !2522, file: !41, line: 1153, type: !85)
!2526 = !DILocation(line: 1153, column: 33, scope: !2522)
!2527 = !DILocation(line: 1154, column: 34, scope: !2522)
!2528 = !DILocation(line: 1154, column: 47, scope: !2522)
!2529 = !DILocation(line: 1154, column: 45, scope: !2522)
!2530 = !DILocation(line: 1154, column: 16, scope: !2522)
!2531 = !DILocation(line: 1154, column: 9, scope: !2522)
!2532 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_", scope: !40, file: !41, line: 1072, type: !50, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !25, declaration: !49, retainedNodes: !61)
!2533 = !DILocalVariable(name: "this", arg: 1, scope: !2532, type: !1838, flags: DIFlagArtificial | DIFlagObjectPointer)
!2534 = !DILocation(line: 0, scope: !2532)
!2535 = !DILocalVariable(name: "__i", arg: 2, scope: !2532, file: !41, line: 1072, type: !52)
!2536 = !DILocation(line: 1072, column: 42, scope: !2532)
!2537 = !DILocation(line: 1073, column: 9, scope: !2532)
!2538 = !DILocation(line: 1073, column: 20, scope: !2532)
!2539 = !DILocation(line: 1073, column: 27, scope: !2532)
