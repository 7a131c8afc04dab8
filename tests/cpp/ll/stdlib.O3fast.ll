; ModuleID = 'stdlib.cpp'
source_filename = "stdlib.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::__cxx11::basic_istringstream" = type { %"class.std::basic_istream.base", %"class.std::__cxx11::basic_stringbuf", %"class.std::basic_ios" }
%"class.std::basic_istream.base" = type { ptr, i64 }
%"class.std::__cxx11::basic_stringbuf" = type { %"class.std::basic_streambuf", i32, %"class.std::__cxx11::basic_string" }
%"class.std::basic_streambuf" = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, %"class.std::locale" }
%"class.std::locale" = type { ptr }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::unordered_map" = type { %"class.std::_Hashtable" }
%"class.std::_Hashtable" = type { ptr, i64, %"struct.std::__detail::_Hash_node_base", i64, %"struct.std::__detail::_Prime_rehash_policy", ptr }
%"struct.std::__detail::_Hash_node_base" = type { ptr }
%"struct.std::__detail::_Prime_rehash_policy" = type { float, i64 }
%"struct.std::_Hashtable<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, double>, std::allocator<std::pair<const std::__cxx11::basic_string<char>, double>>, std::__detail::_Select1st, std::equal_to<std::__cxx11::basic_string<char>>, std::hash<string>, std::__detail::_Mod_range_hashing, std::__detail::_Default_ranged_hash, std::__detail::_Prime_rehash_policy, std::__detail::_Hashtable_traits<true, false, true>>::_Scoped_node" = type { ptr, ptr }

$_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_ = comdat any

$_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE21_M_insert_unique_nodeEmmPNSA_10_Hash_nodeIS8_Lb1EEEm = comdat any

$_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE12_Scoped_nodeD2Ev = comdat any

$_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE13_M_rehash_auxEmSt17integral_constantIbLb1EE = comdat any

@.str.2 = private unnamed_addr constant [10 x i8] c"2.5 -0.75\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"  4.0\00", align 1
@__const.main.xs = private unnamed_addr constant [3 x double] [double -8.000000e-01, double 4.000000e-01, double 1.700000e+00], align 16
@.str.6 = private unnamed_addr constant [17 x i8] c"read coefficient\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"overwrite by >>\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"overwrite by >>, exact\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"overwrite by >>, forward mode\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"read coefficient, forward mode\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"string next to a double\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.12 = private unnamed_addr constant [24 x i8] c"dup unordered_map, d/dx\00", align 1
@.str.13 = private unnamed_addr constant [24 x i8] c"dup unordered_map, d/dy\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"overwrite p[0], d/dp0\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"overwrite p[0], d/dp1\00", align 1
@.str.16 = private unnamed_addr constant [21 x i8] c"stdlib: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.17 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE = external unnamed_addr constant [4 x ptr], align 8
@_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE = external unnamed_addr constant { [16 x ptr] }, align 8
@_ZTVSt15basic_streambufIcSt11char_traitsIcEE = external unnamed_addr constant { [16 x ptr] }, align 8

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z9square_inRSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEE(ptr noundef nonnull align 8 dereferenceable(56) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #19
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %6, ptr %2, align 8, !tbaa !5
  store i8 120, ptr %6, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %7, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %2, i64 17
  store i8 0, ptr %8, align 1, !tbaa !10
  %9 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %10 unwind label %56

10:                                               ; preds = %1
  %11 = load double, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #19
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %12, ptr %3, align 8, !tbaa !5
  store i8 120, ptr %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 1, ptr %13, align 8, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %3, i64 17
  store i8 0, ptr %14, align 1, !tbaa !10
  %15 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %16 unwind label %58

16:                                               ; preds = %10
  %17 = load double, ptr %15, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #19
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %18, ptr %4, align 8, !tbaa !5
  store i8 121, ptr %18, align 8, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr %19, align 8, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %4, i64 17
  store i8 0, ptr %20, align 1, !tbaa !10
  %21 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %22 unwind label %60

22:                                               ; preds = %16
  %23 = load double, ptr %21, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #19
  %24 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %24, ptr %5, align 8, !tbaa !5
  store i8 120, ptr %24, align 8, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %25, align 8, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %5, i64 17
  store i8 0, ptr %26, align 1, !tbaa !10
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %28 unwind label %62

28:                                               ; preds = %22
  %29 = fmul fast double %17, %11
  %30 = call fast double @llvm.cos.f64(double %23)
  %31 = fadd fast double %30, %29
  store double %31, ptr %27, align 8, !tbaa !14
  %32 = load ptr, ptr %5, align 8, !tbaa !16
  %33 = icmp eq ptr %32, %24
  br i1 %33, label %37, label %34

34:                                               ; preds = %28
  %35 = load i64, ptr %24, align 8, !tbaa !10
  %36 = add i64 %35, 1
  call void @_ZdlPvm(ptr noundef %32, i64 noundef %36) #20
  br label %37

37:                                               ; preds = %28, %34
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #19
  %38 = load ptr, ptr %4, align 8, !tbaa !16
  %39 = icmp eq ptr %38, %18
  br i1 %39, label %43, label %40

40:                                               ; preds = %37
  %41 = load i64, ptr %18, align 8, !tbaa !10
  %42 = add i64 %41, 1
  call void @_ZdlPvm(ptr noundef %38, i64 noundef %42) #20
  br label %43

43:                                               ; preds = %37, %40
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  %44 = load ptr, ptr %3, align 8, !tbaa !16
  %45 = icmp eq ptr %44, %12
  br i1 %45, label %49, label %46

46:                                               ; preds = %43
  %47 = load i64, ptr %12, align 8, !tbaa !10
  %48 = add i64 %47, 1
  call void @_ZdlPvm(ptr noundef %44, i64 noundef %48) #20
  br label %49

49:                                               ; preds = %43, %46
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  %50 = load ptr, ptr %2, align 8, !tbaa !16
  %51 = icmp eq ptr %50, %6
  br i1 %51, label %55, label %52

52:                                               ; preds = %49
  %53 = load i64, ptr %6, align 8, !tbaa !10
  %54 = add i64 %53, 1
  call void @_ZdlPvm(ptr noundef %50, i64 noundef %54) #20
  br label %55

55:                                               ; preds = %49, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #19
  ret void

56:                                               ; preds = %1
  %57 = landingpad { ptr, i32 }
          cleanup
  br label %86

58:                                               ; preds = %10
  %59 = landingpad { ptr, i32 }
          cleanup
  br label %78

60:                                               ; preds = %16
  %61 = landingpad { ptr, i32 }
          cleanup
  br label %70

62:                                               ; preds = %22
  %63 = landingpad { ptr, i32 }
          cleanup
  %64 = load ptr, ptr %5, align 8, !tbaa !16
  %65 = icmp eq ptr %64, %24
  br i1 %65, label %69, label %66

66:                                               ; preds = %62
  %67 = load i64, ptr %24, align 8, !tbaa !10
  %68 = add i64 %67, 1
  call void @_ZdlPvm(ptr noundef %64, i64 noundef %68) #20
  br label %69

69:                                               ; preds = %66, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #19
  br label %70

70:                                               ; preds = %69, %60
  %71 = phi { ptr, i32 } [ %63, %69 ], [ %61, %60 ]
  %72 = load ptr, ptr %4, align 8, !tbaa !16
  %73 = icmp eq ptr %72, %18
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i64, ptr %18, align 8, !tbaa !10
  %76 = add i64 %75, 1
  call void @_ZdlPvm(ptr noundef %72, i64 noundef %76) #20
  br label %77

77:                                               ; preds = %74, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  br label %78

78:                                               ; preds = %77, %58
  %79 = phi { ptr, i32 } [ %71, %77 ], [ %59, %58 ]
  %80 = load ptr, ptr %3, align 8, !tbaa !16
  %81 = icmp eq ptr %80, %12
  br i1 %81, label %85, label %82

82:                                               ; preds = %78
  %83 = load i64, ptr %12, align 8, !tbaa !10
  %84 = add i64 %83, 1
  call void @_ZdlPvm(ptr noundef %80, i64 noundef %84) #20
  br label %85

85:                                               ; preds = %82, %78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  br label %86

86:                                               ; preds = %85, %56
  %87 = phi { ptr, i32 } [ %79, %85 ], [ %57, %56 ]
  %88 = load ptr, ptr %2, align 8, !tbaa !16
  %89 = icmp eq ptr %88, %6
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i64, ptr %6, align 8, !tbaa !10
  %92 = add i64 %91, 1
  call void @_ZdlPvm(ptr noundef %88, i64 noundef %92) #20
  br label %93

93:                                               ; preds = %90, %86
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #19
  resume { ptr, i32 } %87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %2) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #19
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %6, ptr %3, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(9) %6, ptr noundef nonnull align 1 dereferenceable(9) @.str.2, i64 9, i1 false)
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 9, ptr %7, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %3, i64 25
  store i8 0, ptr %8, align 1, !tbaa !10
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i32 noundef 8)
          to label %9 unwind label %50

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8, !tbaa !16
  %11 = icmp eq ptr %10, %6
  br i1 %11, label %15, label %12

12:                                               ; preds = %9
  %13 = load i64, ptr %6, align 8, !tbaa !10
  %14 = add i64 %13, 1
  call void @_ZdlPvm(ptr noundef %10, i64 noundef %14) #20
  br label %15

15:                                               ; preds = %9, %12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #19
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %17 unwind label %58

17:                                               ; preds = %15
  %18 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIfEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %19 unwind label %58

19:                                               ; preds = %17
  %20 = load double, ptr %4, align 8, !tbaa !14
  %21 = load float, ptr %5, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #19
  %22 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  store ptr %22, ptr %2, align 8, !tbaa !19
  %23 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %24 = getelementptr i8, ptr %22, i64 -24
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %2, i64 %25
  store ptr %23, ptr %26, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %27, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %2, i64 88
  %29 = load ptr, ptr %28, align 8, !tbaa !16
  %30 = getelementptr inbounds i8, ptr %2, i64 104
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %19
  %33 = load i64, ptr %30, align 8, !tbaa !10
  %34 = add i64 %33, 1
  call void @_ZdlPvm(ptr noundef %29, i64 noundef %34) #20
  br label %35

35:                                               ; preds = %19, %32
  %36 = fmul fast double %0, %0
  %37 = fmul fast double %36, %20
  %38 = call fast double @llvm.exp.f64(double %0)
  %39 = fpext float %21 to double
  %40 = fmul fast double %38, %39
  %41 = fadd fast double %40, %37
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %27, align 8, !tbaa !19
  %42 = getelementptr inbounds i8, ptr %2, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %42) #19
  %43 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %43, ptr %2, align 8, !tbaa !19
  %44 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %45 = getelementptr i8, ptr %43, i64 -24
  %46 = load i64, ptr %45, align 8
  %47 = getelementptr inbounds i8, ptr %2, i64 %46
  store ptr %44, ptr %47, align 8, !tbaa !19
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %48, align 8, !tbaa !21
  %49 = getelementptr inbounds i8, ptr %2, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %49) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  ret double %41

50:                                               ; preds = %1
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = load ptr, ptr %3, align 8, !tbaa !16
  %53 = icmp eq ptr %52, %6
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i64, ptr %6, align 8, !tbaa !10
  %56 = add i64 %55, 1
  call void @_ZdlPvm(ptr noundef %52, i64 noundef %56) #20
  br label %57

57:                                               ; preds = %54, %50
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  br label %60

58:                                               ; preds = %17, %15
  %59 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #19
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %2) #19
  br label %60

60:                                               ; preds = %58, %57
  %61 = phi { ptr, i32 } [ %59, %58 ], [ %51, %57 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
declare void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120), ptr noundef nonnull align 8 dereferenceable(32), i32 noundef) unnamed_addr #3 align 2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120)) unnamed_addr #4 align 2

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z9overwrited(double noundef nofpclass(nan inf) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca double, align 8
  %3 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #19
  %5 = fmul fast double %0, %0
  store double %5, ptr %2, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %3) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #19
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %6, ptr %4, align 8, !tbaa !5
  store i32 892481073, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 4, ptr %7, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %4, i64 20
  store i8 0, ptr %8, align 4, !tbaa !10
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %3, ptr noundef nonnull align 8 dereferenceable(32) %4, i32 noundef 8)
          to label %9 unwind label %44

9:                                                ; preds = %1
  %10 = load ptr, ptr %4, align 8, !tbaa !16
  %11 = icmp eq ptr %10, %6
  br i1 %11, label %15, label %12

12:                                               ; preds = %9
  %13 = load i64, ptr %6, align 8, !tbaa !10
  %14 = add i64 %13, 1
  call void @_ZdlPvm(ptr noundef %10, i64 noundef %14) #20
  br label %15

15:                                               ; preds = %9, %12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  %16 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %17 unwind label %52

17:                                               ; preds = %15
  %18 = load double, ptr %2, align 8, !tbaa !14
  %19 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  store ptr %19, ptr %3, align 8, !tbaa !19
  %20 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %21 = getelementptr i8, ptr %19, i64 -24
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %3, i64 %22
  store ptr %20, ptr %23, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %24, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %3, i64 88
  %26 = load ptr, ptr %25, align 8, !tbaa !16
  %27 = getelementptr inbounds i8, ptr %3, i64 104
  %28 = icmp eq ptr %26, %27
  br i1 %28, label %32, label %29

29:                                               ; preds = %17
  %30 = load i64, ptr %27, align 8, !tbaa !10
  %31 = add i64 %30, 1
  call void @_ZdlPvm(ptr noundef %26, i64 noundef %31) #20
  br label %32

32:                                               ; preds = %17, %29
  %33 = fmul fast double %18, %0
  %34 = call fast double @llvm.sin.f64(double %18)
  %35 = fadd fast double %33, %34
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %24, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %3, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %36) #19
  %37 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %37, ptr %3, align 8, !tbaa !19
  %38 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %39 = getelementptr i8, ptr %37, i64 -24
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds i8, ptr %3, i64 %40
  store ptr %38, ptr %41, align 8, !tbaa !19
  %42 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %42, align 8, !tbaa !21
  %43 = getelementptr inbounds i8, ptr %3, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %43) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  ret double %35

44:                                               ; preds = %1
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = load ptr, ptr %4, align 8, !tbaa !16
  %47 = icmp eq ptr %46, %6
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i64, ptr %6, align 8, !tbaa !10
  %50 = add i64 %49, 1
  call void @_ZdlPvm(ptr noundef %46, i64 noundef %50) #20
  br label %51

51:                                               ; preds = %48, %44
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  br label %54

52:                                               ; preds = %15
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %3) #19
  br label %54

54:                                               ; preds = %52, %51
  %55 = phi { ptr, i32 } [ %53, %52 ], [ %45, %51 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  resume { ptr, i32 } %55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = load double, ptr %0, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %2) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #19
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %7, ptr %3, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %7, ptr noundef nonnull align 1 dereferenceable(5) @.str.4, i64 5, i1 false)
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 5, ptr %8, align 8, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %3, i64 21
  store i8 0, ptr %9, align 1, !tbaa !10
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, i32 noundef 8)
          to label %10 unwind label %47

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8, !tbaa !16
  %12 = icmp eq ptr %11, %7
  br i1 %12, label %16, label %13

13:                                               ; preds = %10
  %14 = load i64, ptr %7, align 8, !tbaa !10
  %15 = add i64 %14, 1
  call void @_ZdlPvm(ptr noundef %11, i64 noundef %15) #20
  br label %16

16:                                               ; preds = %10, %13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  %17 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(8) %0)
          to label %18 unwind label %55

18:                                               ; preds = %16
  %19 = load double, ptr %0, align 8, !tbaa !14
  %20 = load double, ptr %5, align 8, !tbaa !14
  %21 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  store ptr %21, ptr %2, align 8, !tbaa !19
  %22 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %23 = getelementptr i8, ptr %21, i64 -24
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %2, i64 %24
  store ptr %22, ptr %25, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %26, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %2, i64 88
  %28 = load ptr, ptr %27, align 8, !tbaa !16
  %29 = getelementptr inbounds i8, ptr %2, i64 104
  %30 = icmp eq ptr %28, %29
  br i1 %30, label %34, label %31

31:                                               ; preds = %18
  %32 = load i64, ptr %29, align 8, !tbaa !10
  %33 = add i64 %32, 1
  call void @_ZdlPvm(ptr noundef %28, i64 noundef %33) #20
  br label %34

34:                                               ; preds = %18, %31
  %35 = fmul fast double %6, %4
  %36 = fmul fast double %20, %20
  %37 = fmul fast double %36, %19
  %38 = fadd fast double %37, %35
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %26, align 8, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %2, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %39) #19
  %40 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %40, ptr %2, align 8, !tbaa !19
  %41 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %42 = getelementptr i8, ptr %40, i64 -24
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %2, i64 %43
  store ptr %41, ptr %44, align 8, !tbaa !19
  %45 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %45, align 8, !tbaa !21
  %46 = getelementptr inbounds i8, ptr %2, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %46) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  ret double %38

47:                                               ; preds = %1
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %3, align 8, !tbaa !16
  %50 = icmp eq ptr %49, %7
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i64, ptr %7, align 8, !tbaa !10
  %53 = add i64 %52, 1
  call void @_ZdlPvm(ptr noundef %49, i64 noundef %53) #20
  br label %54

54:                                               ; preds = %51, %47
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  br label %57

55:                                               ; preds = %16
  %56 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %2) #19
  br label %57

57:                                               ; preds = %55, %54
  %58 = phi { ptr, i32 } [ %56, %55 ], [ %48, %54 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  resume { ptr, i32 } %58
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) double @_Z8labelledd(double noundef nofpclass(nan inf) %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = tail call fast double @llvm.exp.f64(double %0)
  %3 = fmul fast double %2, %0
  %4 = fadd fast double %3, 5.000000e+00
  ret double %4
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
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
  %21 = alloca %"class.std::unordered_map", align 8
  %22 = alloca %"class.std::unordered_map", align 8
  %23 = alloca %"class.std::__cxx11::basic_string", align 8
  %24 = alloca %"class.std::__cxx11::basic_string", align 8
  %25 = alloca %"class.std::__cxx11::basic_string", align 8
  %26 = alloca %"class.std::__cxx11::basic_string", align 8
  %27 = alloca %"class.std::__cxx11::basic_string", align 8
  %28 = alloca %"class.std::__cxx11::basic_string", align 8
  %29 = alloca [2 x double], align 16
  %30 = alloca [2 x double], align 16
  %31 = alloca [2 x double], align 16
  %32 = alloca [2 x double], align 16
  %33 = alloca [2 x double], align 16
  %34 = alloca [2 x double], align 16
  %35 = getelementptr inbounds i8, ptr %21, i64 48
  %36 = getelementptr inbounds i8, ptr %21, i64 8
  %37 = getelementptr inbounds i8, ptr %21, i64 16
  %38 = getelementptr inbounds i8, ptr %21, i64 32
  %39 = getelementptr inbounds i8, ptr %21, i64 40
  %40 = getelementptr inbounds i8, ptr %22, i64 48
  %41 = getelementptr inbounds i8, ptr %22, i64 8
  %42 = getelementptr inbounds i8, ptr %22, i64 16
  %43 = getelementptr inbounds i8, ptr %22, i64 32
  %44 = getelementptr inbounds i8, ptr %22, i64 40
  %45 = getelementptr inbounds i8, ptr %23, i64 16
  %46 = getelementptr inbounds i8, ptr %23, i64 8
  %47 = getelementptr inbounds i8, ptr %24, i64 16
  %48 = getelementptr inbounds i8, ptr %24, i64 8
  %49 = getelementptr inbounds i8, ptr %25, i64 16
  %50 = getelementptr inbounds i8, ptr %25, i64 8
  %51 = getelementptr inbounds i8, ptr %26, i64 16
  %52 = getelementptr inbounds i8, ptr %26, i64 8
  %53 = getelementptr inbounds i8, ptr %27, i64 16
  %54 = getelementptr inbounds i8, ptr %27, i64 8
  %55 = getelementptr inbounds i8, ptr %28, i64 16
  %56 = getelementptr inbounds i8, ptr %28, i64 8
  %57 = getelementptr inbounds i8, ptr %29, i64 8
  %58 = getelementptr inbounds i8, ptr %31, i64 8
  %59 = getelementptr inbounds i8, ptr %32, i64 8
  %60 = getelementptr inbounds i8, ptr %33, i64 8
  %61 = getelementptr inbounds i8, ptr %34, i64 8
  %62 = getelementptr inbounds i8, ptr %30, i64 8
  %63 = getelementptr inbounds i8, ptr %23, i64 17
  %64 = getelementptr inbounds i8, ptr %24, i64 17
  %65 = getelementptr inbounds i8, ptr %25, i64 17
  %66 = getelementptr inbounds i8, ptr %26, i64 17
  %67 = getelementptr inbounds i8, ptr %27, i64 17
  %68 = getelementptr inbounds i8, ptr %28, i64 17
  br label %75

69:                                               ; preds = %453
  %70 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %70)
  %72 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  ret i32 %74

75:                                               ; preds = %0, %453
  %76 = phi i64 [ 0, %0 ], [ %454, %453 ]
  %77 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !14
  %79 = call fast double @llvm.fabs.f64(double %78)
  %80 = call fast double @llvm.maxnum.f64(double %79, double 1.000000e+00)
  %81 = fmul fast double %80, 0x3EB0C6F7A0B5ED8D
  %82 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef nofpclass(nan inf) %78)
  %83 = fadd fast double %81, %78
  %84 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %83)
  %85 = fsub fast double %78, %81
  %86 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %85)
  %87 = fsub fast double %84, %86
  %88 = fmul fast double %80, 2.000000e-06
  %89 = fdiv fast double %87, %88
  %90 = call fast double @llvm.fabs.f64(double %89)
  %91 = call fast double @llvm.maxnum.f64(double %90, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %82, ptr %20, align 8, !tbaa !14
  %92 = load volatile double, ptr %20, align 8, !tbaa !14
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = fcmp ueq double %93, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %94, label %106, label %95

95:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %89, ptr %19, align 8, !tbaa !14
  %96 = load volatile double, ptr %19, align 8, !tbaa !14
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %98, label %106, label %99

99:                                               ; preds = %95
  %100 = fsub fast double %82, %89
  %101 = call fast double @llvm.fabs.f64(double %100)
  %102 = fmul fast double %91, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp fast ole double %101, %102
  %104 = select i1 %103, ptr @.str.18, ptr @.str.19
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %89, ptr noundef nonnull %104)
  br i1 %103, label %111, label %108

106:                                              ; preds = %95, %75
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %89, ptr noundef nonnull @.str.19)
  br label %108

108:                                              ; preds = %106, %99
  %109 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %111

111:                                              ; preds = %99, %108
  %112 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef nofpclass(nan inf) %78)
  %113 = call fast noundef nofpclass(nan inf) double @_Z9overwrited(double noundef nofpclass(nan inf) %83)
  %114 = call fast noundef nofpclass(nan inf) double @_Z9overwrited(double noundef nofpclass(nan inf) %85)
  %115 = fsub fast double %113, %114
  %116 = fdiv fast double %115, %88
  %117 = call fast double @llvm.fabs.f64(double %116)
  %118 = call fast double @llvm.maxnum.f64(double %117, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %112, ptr %18, align 8, !tbaa !14
  %119 = load volatile double, ptr %18, align 8, !tbaa !14
  %120 = call double @llvm.fabs.f64(double %119)
  %121 = fcmp ueq double %120, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %121, label %133, label %122

122:                                              ; preds = %111
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %116, ptr %17, align 8, !tbaa !14
  %123 = load volatile double, ptr %17, align 8, !tbaa !14
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %125, label %133, label %126

126:                                              ; preds = %122
  %127 = fsub fast double %112, %116
  %128 = call fast double @llvm.fabs.f64(double %127)
  %129 = fmul fast double %118, 0x3EB0C6F7A0B5ED8D
  %130 = fcmp fast ole double %128, %129
  %131 = select i1 %130, ptr @.str.18, ptr @.str.19
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %112, double noundef nofpclass(nan inf) %116, ptr noundef nonnull %131)
  br i1 %130, label %138, label %135

133:                                              ; preds = %122, %111
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %112, double noundef nofpclass(nan inf) %116, ptr noundef nonnull @.str.19)
  br label %135

135:                                              ; preds = %133, %126
  %136 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %138

138:                                              ; preds = %126, %135
  %139 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef nofpclass(nan inf) %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %139, ptr %16, align 8, !tbaa !14
  %140 = load volatile double, ptr %16, align 8, !tbaa !14
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = fcmp ueq double %141, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %142, label %153, label %143

143:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double 1.250000e+00, ptr %15, align 8, !tbaa !14
  %144 = load volatile double, ptr %15, align 8, !tbaa !14
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %146, label %153, label %147

147:                                              ; preds = %143
  %148 = fadd fast double %139, -1.250000e+00
  %149 = call fast double @llvm.fabs.f64(double %148)
  %150 = fcmp fast ole double %149, 1.250000e-12
  %151 = select i1 %150, ptr @.str.18, ptr @.str.19
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %139, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull %151)
  br i1 %150, label %158, label %155

153:                                              ; preds = %143, %138
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %139, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull @.str.19)
  br label %155

155:                                              ; preds = %153, %147
  %156 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %158

158:                                              ; preds = %147, %155
  %159 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %159, ptr %14, align 8, !tbaa !14
  %160 = load volatile double, ptr %14, align 8, !tbaa !14
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %162, label %173, label %163

163:                                              ; preds = %158
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 1.250000e+00, ptr %13, align 8, !tbaa !14
  %164 = load volatile double, ptr %13, align 8, !tbaa !14
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %166, label %173, label %167

167:                                              ; preds = %163
  %168 = fadd fast double %159, -1.250000e+00
  %169 = call fast double @llvm.fabs.f64(double %168)
  %170 = fcmp fast ole double %169, 1.250000e-12
  %171 = select i1 %170, ptr @.str.18, ptr @.str.19
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %159, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull %171)
  br i1 %170, label %178, label %175

173:                                              ; preds = %163, %158
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %159, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull @.str.19)
  br label %175

175:                                              ; preds = %173, %167
  %176 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %178

178:                                              ; preds = %167, %175
  %179 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) 1.000000e+00)
  %180 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %83)
  %181 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %85)
  %182 = fsub fast double %180, %181
  %183 = fdiv fast double %182, %88
  %184 = call fast double @llvm.fabs.f64(double %183)
  %185 = call fast double @llvm.maxnum.f64(double %184, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %179, ptr %12, align 8, !tbaa !14
  %186 = load volatile double, ptr %12, align 8, !tbaa !14
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ueq double %187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %188, label %200, label %189

189:                                              ; preds = %178
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %183, ptr %11, align 8, !tbaa !14
  %190 = load volatile double, ptr %11, align 8, !tbaa !14
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %192, label %200, label %193

193:                                              ; preds = %189
  %194 = fsub fast double %179, %183
  %195 = call fast double @llvm.fabs.f64(double %194)
  %196 = fmul fast double %185, 0x3EB0C6F7A0B5ED8D
  %197 = fcmp fast ole double %195, %196
  %198 = select i1 %197, ptr @.str.18, ptr @.str.19
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %183, ptr noundef nonnull %198)
  br i1 %197, label %205, label %202

200:                                              ; preds = %189, %178
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %183, ptr noundef nonnull @.str.19)
  br label %202

202:                                              ; preds = %200, %193
  %203 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %205

205:                                              ; preds = %193, %202
  %206 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8labelledd, double noundef nofpclass(nan inf) %78)
  %207 = call fast noundef nofpclass(nan inf) double @_Z8labelledd(double noundef nofpclass(nan inf) %83)
  %208 = call fast noundef nofpclass(nan inf) double @_Z8labelledd(double noundef nofpclass(nan inf) %85)
  %209 = fsub fast double %207, %208
  %210 = fdiv fast double %209, %88
  %211 = call fast double @llvm.fabs.f64(double %210)
  %212 = call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %206, ptr %10, align 8, !tbaa !14
  %213 = load volatile double, ptr %10, align 8, !tbaa !14
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %215, label %227, label %216

216:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %210, ptr %9, align 8, !tbaa !14
  %217 = load volatile double, ptr %9, align 8, !tbaa !14
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ueq double %218, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %219, label %227, label %220

220:                                              ; preds = %216
  %221 = fsub fast double %206, %210
  %222 = call fast double @llvm.fabs.f64(double %221)
  %223 = fmul fast double %212, 0x3EB0C6F7A0B5ED8D
  %224 = fcmp fast ole double %222, %223
  %225 = select i1 %224, ptr @.str.18, ptr @.str.19
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %206, double noundef nofpclass(nan inf) %210, ptr noundef nonnull %225)
  br i1 %224, label %232, label %229

227:                                              ; preds = %216, %205
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %206, double noundef nofpclass(nan inf) %210, ptr noundef nonnull @.str.19)
  br label %229

229:                                              ; preds = %227, %220
  %230 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %232

232:                                              ; preds = %220, %229
  %233 = fsub fast double 3.000000e-01, %78
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %21) #19
  store ptr %35, ptr %21, align 8, !tbaa !25
  store i64 1, ptr %36, align 8, !tbaa !29
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %38, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %22) #19
  store ptr %40, ptr %22, align 8, !tbaa !25
  store i64 1, ptr %41, align 8, !tbaa !29
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %43, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %44, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #19
  store ptr %45, ptr %23, align 8, !tbaa !5
  store i8 120, ptr %45, align 8, !tbaa !10
  store i64 1, ptr %46, align 8, !tbaa !11
  store i8 0, ptr %63, align 1, !tbaa !10
  %234 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %21, ptr noundef nonnull align 8 dereferenceable(32) %23)
          to label %235 unwind label %456

235:                                              ; preds = %232
  store double %78, ptr %234, align 8, !tbaa !14
  %236 = load ptr, ptr %23, align 8, !tbaa !16
  %237 = icmp eq ptr %236, %45
  br i1 %237, label %241, label %238

238:                                              ; preds = %235
  %239 = load i64, ptr %45, align 8, !tbaa !10
  %240 = add i64 %239, 1
  call void @_ZdlPvm(ptr noundef %236, i64 noundef %240) #20
  br label %241

241:                                              ; preds = %235, %238
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #19
  store ptr %47, ptr %24, align 8, !tbaa !5
  store i8 121, ptr %47, align 8, !tbaa !10
  store i64 1, ptr %48, align 8, !tbaa !11
  store i8 0, ptr %64, align 1, !tbaa !10
  %242 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %21, ptr noundef nonnull align 8 dereferenceable(32) %24)
          to label %243 unwind label %464

243:                                              ; preds = %241
  store double %233, ptr %242, align 8, !tbaa !14
  %244 = load ptr, ptr %24, align 8, !tbaa !16
  %245 = icmp eq ptr %244, %47
  br i1 %245, label %249, label %246

246:                                              ; preds = %243
  %247 = load i64, ptr %47, align 8, !tbaa !10
  %248 = add i64 %247, 1
  call void @_ZdlPvm(ptr noundef %244, i64 noundef %248) #20
  br label %249

249:                                              ; preds = %243, %246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #19
  store ptr %49, ptr %25, align 8, !tbaa !5
  store i8 120, ptr %49, align 8, !tbaa !10
  store i64 1, ptr %50, align 8, !tbaa !11
  store i8 0, ptr %65, align 1, !tbaa !10
  %250 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %251 unwind label %472

251:                                              ; preds = %249
  store double 1.000000e+00, ptr %250, align 8, !tbaa !14
  %252 = load ptr, ptr %25, align 8, !tbaa !16
  %253 = icmp eq ptr %252, %49
  br i1 %253, label %257, label %254

254:                                              ; preds = %251
  %255 = load i64, ptr %49, align 8, !tbaa !10
  %256 = add i64 %255, 1
  call void @_ZdlPvm(ptr noundef %252, i64 noundef %256) #20
  br label %257

257:                                              ; preds = %251, %254
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #19
  store ptr %51, ptr %26, align 8, !tbaa !5
  store i8 121, ptr %51, align 8, !tbaa !10
  store i64 1, ptr %52, align 8, !tbaa !11
  store i8 0, ptr %66, align 1, !tbaa !10
  %258 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %26)
          to label %259 unwind label %480

259:                                              ; preds = %257
  store double 0.000000e+00, ptr %258, align 8, !tbaa !14
  %260 = load ptr, ptr %26, align 8, !tbaa !16
  %261 = icmp eq ptr %260, %51
  br i1 %261, label %265, label %262

262:                                              ; preds = %259
  %263 = load i64, ptr %51, align 8, !tbaa !10
  %264 = add i64 %263, 1
  call void @_ZdlPvm(ptr noundef %260, i64 noundef %264) #20
  br label %265

265:                                              ; preds = %259, %262
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #19
  %266 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %267 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9square_inRSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEE, i32 noundef %266, ptr noundef nonnull %21, ptr noundef nonnull %22)
          to label %268 unwind label %488

268:                                              ; preds = %265
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #19
  store ptr %53, ptr %27, align 8, !tbaa !5
  store i8 120, ptr %53, align 8, !tbaa !10
  store i64 1, ptr %54, align 8, !tbaa !11
  store i8 0, ptr %67, align 1, !tbaa !10
  %269 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %270 unwind label %490

270:                                              ; preds = %268
  %271 = load double, ptr %269, align 8, !tbaa !14
  %272 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %83, double noundef nofpclass(nan inf) %233)
          to label %273 unwind label %490

273:                                              ; preds = %270
  %274 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %85, double noundef nofpclass(nan inf) %233)
          to label %275 unwind label %490

275:                                              ; preds = %273
  %276 = fsub fast double %272, %274
  %277 = fdiv fast double %276, %88
  %278 = call fast double @llvm.fabs.f64(double %277)
  %279 = call fast double @llvm.maxnum.f64(double %278, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %271, ptr %8, align 8, !tbaa !14
  %280 = load volatile double, ptr %8, align 8, !tbaa !14
  %281 = call double @llvm.fabs.f64(double %280)
  %282 = fcmp ueq double %281, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %282, label %294, label %283

283:                                              ; preds = %275
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %277, ptr %7, align 8, !tbaa !14
  %284 = load volatile double, ptr %7, align 8, !tbaa !14
  %285 = call double @llvm.fabs.f64(double %284)
  %286 = fcmp ueq double %285, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %286, label %294, label %287

287:                                              ; preds = %283
  %288 = fsub fast double %271, %277
  %289 = call fast double @llvm.fabs.f64(double %288)
  %290 = fmul fast double %279, 0x3EB0C6F7A0B5ED8D
  %291 = fcmp fast ole double %289, %290
  %292 = select i1 %291, ptr @.str.18, ptr @.str.19
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %277, ptr noundef nonnull %292)
  br i1 %291, label %299, label %296

294:                                              ; preds = %283, %275
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %271, double noundef nofpclass(nan inf) %277, ptr noundef nonnull @.str.19)
  br label %296

296:                                              ; preds = %294, %287
  %297 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %299

299:                                              ; preds = %296, %287
  %300 = load ptr, ptr %27, align 8, !tbaa !16
  %301 = icmp eq ptr %300, %53
  br i1 %301, label %305, label %302

302:                                              ; preds = %299
  %303 = load i64, ptr %53, align 8, !tbaa !10
  %304 = add i64 %303, 1
  call void @_ZdlPvm(ptr noundef %300, i64 noundef %304) #20
  br label %305

305:                                              ; preds = %299, %302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #19
  store ptr %55, ptr %28, align 8, !tbaa !5
  store i8 121, ptr %55, align 8, !tbaa !10
  store i64 1, ptr %56, align 8, !tbaa !11
  store i8 0, ptr %68, align 1, !tbaa !10
  %306 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %307 unwind label %498

307:                                              ; preds = %305
  %308 = load double, ptr %306, align 8, !tbaa !14
  %309 = fadd fast double %81, %233
  %310 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %309)
          to label %311 unwind label %498

311:                                              ; preds = %307
  %312 = fsub fast double %233, %81
  %313 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %312)
          to label %314 unwind label %498

314:                                              ; preds = %311
  %315 = fsub fast double %310, %313
  %316 = fdiv fast double %315, %88
  %317 = call fast double @llvm.fabs.f64(double %316)
  %318 = call fast double @llvm.maxnum.f64(double %317, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %308, ptr %6, align 8, !tbaa !14
  %319 = load volatile double, ptr %6, align 8, !tbaa !14
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %321, label %333, label %322

322:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %316, ptr %5, align 8, !tbaa !14
  %323 = load volatile double, ptr %5, align 8, !tbaa !14
  %324 = call double @llvm.fabs.f64(double %323)
  %325 = fcmp ueq double %324, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %325, label %333, label %326

326:                                              ; preds = %322
  %327 = fsub fast double %308, %316
  %328 = call fast double @llvm.fabs.f64(double %327)
  %329 = fmul fast double %318, 0x3EB0C6F7A0B5ED8D
  %330 = fcmp fast ole double %328, %329
  %331 = select i1 %330, ptr @.str.18, ptr @.str.19
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %308, double noundef nofpclass(nan inf) %316, ptr noundef nonnull %331)
  br i1 %330, label %338, label %335

333:                                              ; preds = %322, %314
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %308, double noundef nofpclass(nan inf) %316, ptr noundef nonnull @.str.19)
  br label %335

335:                                              ; preds = %333, %326
  %336 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %338

338:                                              ; preds = %335, %326
  %339 = load ptr, ptr %28, align 8, !tbaa !16
  %340 = icmp eq ptr %339, %55
  br i1 %340, label %344, label %341

341:                                              ; preds = %338
  %342 = load i64, ptr %55, align 8, !tbaa !10
  %343 = add i64 %342, 1
  call void @_ZdlPvm(ptr noundef %339, i64 noundef %343) #20
  br label %344

344:                                              ; preds = %338, %341
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #19
  store double %78, ptr %29, align 16, !tbaa !14
  store double %233, ptr %57, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %30, i8 0, i64 16, i1 false)
  %345 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %346 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z13overwrite_ptrPd, i32 noundef %345, ptr noundef nonnull %29, ptr noundef nonnull %30)
          to label %347 unwind label %506

347:                                              ; preds = %344
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #19
  store double %83, ptr %31, align 16, !tbaa !14
  store double %233, ptr %58, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #19
  store double %85, ptr %32, align 16, !tbaa !14
  store double %233, ptr %59, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #19
  store double %78, ptr %33, align 16, !tbaa !14
  store double %309, ptr %60, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #19
  store double %78, ptr %34, align 16, !tbaa !14
  store double %312, ptr %61, align 8, !tbaa !14
  %348 = load double, ptr %30, align 16, !tbaa !14
  %349 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %31)
          to label %350 unwind label %508

350:                                              ; preds = %347
  %351 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %32)
          to label %352 unwind label %508

352:                                              ; preds = %350
  %353 = fsub fast double %349, %351
  %354 = fdiv fast double %353, %88
  %355 = call fast double @llvm.fabs.f64(double %354)
  %356 = call fast double @llvm.maxnum.f64(double %355, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %348, ptr %4, align 8, !tbaa !14
  %357 = load volatile double, ptr %4, align 8, !tbaa !14
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %359, label %371, label %360

360:                                              ; preds = %352
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %354, ptr %3, align 8, !tbaa !14
  %361 = load volatile double, ptr %3, align 8, !tbaa !14
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ueq double %362, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %363, label %371, label %364

364:                                              ; preds = %360
  %365 = fsub fast double %348, %354
  %366 = call fast double @llvm.fabs.f64(double %365)
  %367 = fmul fast double %356, 0x3EB0C6F7A0B5ED8D
  %368 = fcmp fast ole double %366, %367
  %369 = select i1 %368, ptr @.str.18, ptr @.str.19
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %348, double noundef nofpclass(nan inf) %354, ptr noundef nonnull %369)
  br i1 %368, label %376, label %373

371:                                              ; preds = %360, %352
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %348, double noundef nofpclass(nan inf) %354, ptr noundef nonnull @.str.19)
  br label %373

373:                                              ; preds = %371, %364
  %374 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %376

376:                                              ; preds = %373, %364
  %377 = load double, ptr %62, align 8, !tbaa !14
  %378 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %33)
          to label %379 unwind label %508

379:                                              ; preds = %376
  %380 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %34)
          to label %381 unwind label %508

381:                                              ; preds = %379
  %382 = fsub fast double %378, %380
  %383 = fdiv fast double %382, %88
  %384 = call fast double @llvm.fabs.f64(double %383)
  %385 = call fast double @llvm.maxnum.f64(double %384, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %377, ptr %2, align 8, !tbaa !14
  %386 = load volatile double, ptr %2, align 8, !tbaa !14
  %387 = call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %388, label %400, label %389

389:                                              ; preds = %381
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %383, ptr %1, align 8, !tbaa !14
  %390 = load volatile double, ptr %1, align 8, !tbaa !14
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fcmp ueq double %391, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %392, label %400, label %393

393:                                              ; preds = %389
  %394 = fsub fast double %377, %383
  %395 = call fast double @llvm.fabs.f64(double %394)
  %396 = fmul fast double %385, 0x3EB0C6F7A0B5ED8D
  %397 = fcmp fast ole double %395, %396
  %398 = select i1 %397, ptr @.str.18, ptr @.str.19
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %377, double noundef nofpclass(nan inf) %383, ptr noundef nonnull %398)
  br i1 %397, label %405, label %402

400:                                              ; preds = %389, %381
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %377, double noundef nofpclass(nan inf) %383, ptr noundef nonnull @.str.19)
  br label %402

402:                                              ; preds = %400, %393
  %403 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %405

405:                                              ; preds = %402, %393
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #19
  %406 = load ptr, ptr %42, align 8, !tbaa !31
  %407 = icmp eq ptr %406, null
  br i1 %407, label %420, label %408

408:                                              ; preds = %405, %418
  %409 = phi ptr [ %410, %418 ], [ %406, %405 ]
  %410 = load ptr, ptr %409, align 8, !tbaa !32
  %411 = getelementptr inbounds i8, ptr %409, i64 8
  %412 = load ptr, ptr %411, align 8, !tbaa !16
  %413 = getelementptr inbounds i8, ptr %409, i64 24
  %414 = icmp eq ptr %412, %413
  br i1 %414, label %418, label %415

415:                                              ; preds = %408
  %416 = load i64, ptr %413, align 8, !tbaa !10
  %417 = add i64 %416, 1
  call void @_ZdlPvm(ptr noundef %412, i64 noundef %417) #20
  br label %418

418:                                              ; preds = %415, %408
  call void @_ZdlPvm(ptr noundef nonnull %409, i64 noundef 56) #20
  %419 = icmp eq ptr %410, null
  br i1 %419, label %420, label %408, !llvm.loop !33

420:                                              ; preds = %418, %405
  %421 = load ptr, ptr %22, align 8, !tbaa !25
  %422 = load i64, ptr %41, align 8, !tbaa !29
  %423 = shl i64 %422, 3
  call void @llvm.memset.p0.i64(ptr align 8 %421, i8 0, i64 %423, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, i8 0, i64 16, i1 false)
  %424 = load ptr, ptr %22, align 8, !tbaa !25
  %425 = icmp eq ptr %40, %424
  br i1 %425, label %429, label %426

426:                                              ; preds = %420
  %427 = load i64, ptr %41, align 8, !tbaa !29
  %428 = shl i64 %427, 3
  call void @_ZdlPvm(ptr noundef %424, i64 noundef %428) #20
  br label %429

429:                                              ; preds = %420, %426
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #19
  %430 = load ptr, ptr %37, align 8, !tbaa !31
  %431 = icmp eq ptr %430, null
  br i1 %431, label %444, label %432

432:                                              ; preds = %429, %442
  %433 = phi ptr [ %434, %442 ], [ %430, %429 ]
  %434 = load ptr, ptr %433, align 8, !tbaa !32
  %435 = getelementptr inbounds i8, ptr %433, i64 8
  %436 = load ptr, ptr %435, align 8, !tbaa !16
  %437 = getelementptr inbounds i8, ptr %433, i64 24
  %438 = icmp eq ptr %436, %437
  br i1 %438, label %442, label %439

439:                                              ; preds = %432
  %440 = load i64, ptr %437, align 8, !tbaa !10
  %441 = add i64 %440, 1
  call void @_ZdlPvm(ptr noundef %436, i64 noundef %441) #20
  br label %442

442:                                              ; preds = %439, %432
  call void @_ZdlPvm(ptr noundef nonnull %433, i64 noundef 56) #20
  %443 = icmp eq ptr %434, null
  br i1 %443, label %444, label %432, !llvm.loop !33

444:                                              ; preds = %442, %429
  %445 = load ptr, ptr %21, align 8, !tbaa !25
  %446 = load i64, ptr %36, align 8, !tbaa !29
  %447 = shl i64 %446, 3
  call void @llvm.memset.p0.i64(ptr align 8 %445, i8 0, i64 %447, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, i8 0, i64 16, i1 false)
  %448 = load ptr, ptr %21, align 8, !tbaa !25
  %449 = icmp eq ptr %35, %448
  br i1 %449, label %453, label %450

450:                                              ; preds = %444
  %451 = load i64, ptr %36, align 8, !tbaa !29
  %452 = shl i64 %451, 3
  call void @_ZdlPvm(ptr noundef %448, i64 noundef %452) #20
  br label %453

453:                                              ; preds = %444, %450
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #19
  %454 = add nuw nsw i64 %76, 8
  %455 = icmp eq i64 %454, 24
  br i1 %455, label %69, label %75

456:                                              ; preds = %232
  %457 = landingpad { ptr, i32 }
          cleanup
  %458 = load ptr, ptr %23, align 8, !tbaa !16
  %459 = icmp eq ptr %458, %45
  br i1 %459, label %463, label %460

460:                                              ; preds = %456
  %461 = load i64, ptr %45, align 8, !tbaa !10
  %462 = add i64 %461, 1
  call void @_ZdlPvm(ptr noundef %458, i64 noundef %462) #20
  br label %463

463:                                              ; preds = %460, %456
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #19
  br label %512

464:                                              ; preds = %241
  %465 = landingpad { ptr, i32 }
          cleanup
  %466 = load ptr, ptr %24, align 8, !tbaa !16
  %467 = icmp eq ptr %466, %47
  br i1 %467, label %471, label %468

468:                                              ; preds = %464
  %469 = load i64, ptr %47, align 8, !tbaa !10
  %470 = add i64 %469, 1
  call void @_ZdlPvm(ptr noundef %466, i64 noundef %470) #20
  br label %471

471:                                              ; preds = %468, %464
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #19
  br label %512

472:                                              ; preds = %249
  %473 = landingpad { ptr, i32 }
          cleanup
  %474 = load ptr, ptr %25, align 8, !tbaa !16
  %475 = icmp eq ptr %474, %49
  br i1 %475, label %479, label %476

476:                                              ; preds = %472
  %477 = load i64, ptr %49, align 8, !tbaa !10
  %478 = add i64 %477, 1
  call void @_ZdlPvm(ptr noundef %474, i64 noundef %478) #20
  br label %479

479:                                              ; preds = %476, %472
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #19
  br label %512

480:                                              ; preds = %257
  %481 = landingpad { ptr, i32 }
          cleanup
  %482 = load ptr, ptr %26, align 8, !tbaa !16
  %483 = icmp eq ptr %482, %51
  br i1 %483, label %487, label %484

484:                                              ; preds = %480
  %485 = load i64, ptr %51, align 8, !tbaa !10
  %486 = add i64 %485, 1
  call void @_ZdlPvm(ptr noundef %482, i64 noundef %486) #20
  br label %487

487:                                              ; preds = %484, %480
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #19
  br label %512

488:                                              ; preds = %265
  %489 = landingpad { ptr, i32 }
          cleanup
  br label %512

490:                                              ; preds = %268, %273, %270
  %491 = landingpad { ptr, i32 }
          cleanup
  %492 = load ptr, ptr %27, align 8, !tbaa !16
  %493 = icmp eq ptr %492, %53
  br i1 %493, label %497, label %494

494:                                              ; preds = %490
  %495 = load i64, ptr %53, align 8, !tbaa !10
  %496 = add i64 %495, 1
  call void @_ZdlPvm(ptr noundef %492, i64 noundef %496) #20
  br label %497

497:                                              ; preds = %494, %490
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  br label %512

498:                                              ; preds = %305, %311, %307
  %499 = landingpad { ptr, i32 }
          cleanup
  %500 = load ptr, ptr %28, align 8, !tbaa !16
  %501 = icmp eq ptr %500, %55
  br i1 %501, label %505, label %502

502:                                              ; preds = %498
  %503 = load i64, ptr %55, align 8, !tbaa !10
  %504 = add i64 %503, 1
  call void @_ZdlPvm(ptr noundef %500, i64 noundef %504) #20
  br label %505

505:                                              ; preds = %502, %498
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  br label %512

506:                                              ; preds = %344
  %507 = landingpad { ptr, i32 }
          cleanup
  br label %510

508:                                              ; preds = %379, %376, %350, %347
  %509 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #19
  br label %510

510:                                              ; preds = %508, %506
  %511 = phi { ptr, i32 } [ %509, %508 ], [ %507, %506 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #19
  br label %512

512:                                              ; preds = %510, %505, %497, %488, %487, %479, %471, %463
  %513 = phi { ptr, i32 } [ %511, %510 ], [ %499, %505 ], [ %491, %497 ], [ %489, %488 ], [ %481, %487 ], [ %473, %479 ], [ %465, %471 ], [ %457, %463 ]
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %22) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #19
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %21) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #19
  resume { ptr, i32 } %513
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #8

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unordered_map", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #19
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %7, ptr %3, align 8, !tbaa !25
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 1, ptr %8, align 8, !tbaa !29
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %10, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %3, i64 40
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #19
  %12 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %12, ptr %4, align 8, !tbaa !5
  store i8 120, ptr %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr %13, align 8, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %4, i64 17
  store i8 0, ptr %14, align 1, !tbaa !10
  %15 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %16 unwind label %71

16:                                               ; preds = %2
  store double %0, ptr %15, align 8, !tbaa !14
  %17 = load ptr, ptr %4, align 8, !tbaa !16
  %18 = icmp eq ptr %17, %12
  br i1 %18, label %22, label %19

19:                                               ; preds = %16
  %20 = load i64, ptr %12, align 8, !tbaa !10
  %21 = add i64 %20, 1
  call void @_ZdlPvm(ptr noundef %17, i64 noundef %21) #20
  br label %22

22:                                               ; preds = %16, %19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #19
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %23, ptr %5, align 8, !tbaa !5
  store i8 121, ptr %23, align 8, !tbaa !10
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %24, align 8, !tbaa !11
  %25 = getelementptr inbounds i8, ptr %5, i64 17
  store i8 0, ptr %25, align 1, !tbaa !10
  %26 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %27 unwind label %79

27:                                               ; preds = %22
  store double %1, ptr %26, align 8, !tbaa !14
  %28 = load ptr, ptr %5, align 8, !tbaa !16
  %29 = icmp eq ptr %28, %23
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load i64, ptr %23, align 8, !tbaa !10
  %32 = add i64 %31, 1
  call void @_ZdlPvm(ptr noundef %28, i64 noundef %32) #20
  br label %33

33:                                               ; preds = %27, %30
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #19
  invoke void @_Z9square_inRSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEE(ptr noundef nonnull align 8 dereferenceable(56) %3)
          to label %34 unwind label %87

34:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #19
  %35 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %35, ptr %6, align 8, !tbaa !5
  store i8 120, ptr %35, align 8, !tbaa !10
  %36 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %36, align 8, !tbaa !11
  %37 = getelementptr inbounds i8, ptr %6, i64 17
  store i8 0, ptr %37, align 1, !tbaa !10
  %38 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %39 unwind label %89

39:                                               ; preds = %34
  %40 = load double, ptr %38, align 8, !tbaa !14
  %41 = load ptr, ptr %6, align 8, !tbaa !16
  %42 = icmp eq ptr %41, %35
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i64, ptr %35, align 8, !tbaa !10
  %45 = add i64 %44, 1
  call void @_ZdlPvm(ptr noundef %41, i64 noundef %45) #20
  br label %46

46:                                               ; preds = %39, %43
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #19
  %47 = load ptr, ptr %9, align 8, !tbaa !31
  %48 = icmp eq ptr %47, null
  br i1 %48, label %61, label %49

49:                                               ; preds = %46, %59
  %50 = phi ptr [ %51, %59 ], [ %47, %46 ]
  %51 = load ptr, ptr %50, align 8, !tbaa !32
  %52 = getelementptr inbounds i8, ptr %50, i64 8
  %53 = load ptr, ptr %52, align 8, !tbaa !16
  %54 = getelementptr inbounds i8, ptr %50, i64 24
  %55 = icmp eq ptr %53, %54
  br i1 %55, label %59, label %56

56:                                               ; preds = %49
  %57 = load i64, ptr %54, align 8, !tbaa !10
  %58 = add i64 %57, 1
  call void @_ZdlPvm(ptr noundef %53, i64 noundef %58) #20
  br label %59

59:                                               ; preds = %56, %49
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef 56) #20
  %60 = icmp eq ptr %51, null
  br i1 %60, label %61, label %49, !llvm.loop !33

61:                                               ; preds = %59, %46
  %62 = load ptr, ptr %3, align 8, !tbaa !25
  %63 = load i64, ptr %8, align 8, !tbaa !29
  %64 = shl i64 %63, 3
  call void @llvm.memset.p0.i64(ptr align 8 %62, i8 0, i64 %64, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %65 = load ptr, ptr %3, align 8, !tbaa !25
  %66 = icmp eq ptr %7, %65
  br i1 %66, label %70, label %67

67:                                               ; preds = %61
  %68 = load i64, ptr %8, align 8, !tbaa !29
  %69 = shl i64 %68, 3
  call void @_ZdlPvm(ptr noundef %65, i64 noundef %69) #20
  br label %70

70:                                               ; preds = %61, %67
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #19
  ret double %40

71:                                               ; preds = %2
  %72 = landingpad { ptr, i32 }
          cleanup
  %73 = load ptr, ptr %4, align 8, !tbaa !16
  %74 = icmp eq ptr %73, %12
  br i1 %74, label %78, label %75

75:                                               ; preds = %71
  %76 = load i64, ptr %12, align 8, !tbaa !10
  %77 = add i64 %76, 1
  call void @_ZdlPvm(ptr noundef %73, i64 noundef %77) #20
  br label %78

78:                                               ; preds = %75, %71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  br label %97

79:                                               ; preds = %22
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = load ptr, ptr %5, align 8, !tbaa !16
  %82 = icmp eq ptr %81, %23
  br i1 %82, label %86, label %83

83:                                               ; preds = %79
  %84 = load i64, ptr %23, align 8, !tbaa !10
  %85 = add i64 %84, 1
  call void @_ZdlPvm(ptr noundef %81, i64 noundef %85) #20
  br label %86

86:                                               ; preds = %83, %79
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #19
  br label %97

87:                                               ; preds = %33
  %88 = landingpad { ptr, i32 }
          cleanup
  br label %97

89:                                               ; preds = %34
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = load ptr, ptr %6, align 8, !tbaa !16
  %92 = icmp eq ptr %91, %35
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = load i64, ptr %35, align 8, !tbaa !10
  %95 = add i64 %94, 1
  call void @_ZdlPvm(ptr noundef %91, i64 noundef %95) #20
  br label %96

96:                                               ; preds = %93, %89
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #19
  br label %97

97:                                               ; preds = %96, %87, %86, %78
  %98 = phi { ptr, i32 } [ %90, %96 ], [ %88, %87 ], [ %80, %86 ], [ %72, %78 ]
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %3) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #19
  resume { ptr, i32 } %98
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  %4 = icmp eq ptr %3, null
  br i1 %4, label %17, label %5

5:                                                ; preds = %1, %15
  %6 = phi ptr [ %7, %15 ], [ %3, %1 ]
  %7 = load ptr, ptr %6, align 8, !tbaa !32
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %6, i64 24
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %5
  %13 = load i64, ptr %10, align 8, !tbaa !10
  %14 = add i64 %13, 1
  tail call void @_ZdlPvm(ptr noundef %9, i64 noundef %14) #20
  br label %15

15:                                               ; preds = %12, %5
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 56) #20
  %16 = icmp eq ptr %7, null
  br i1 %16, label %17, label %5, !llvm.loop !33

17:                                               ; preds = %15, %1
  %18 = load ptr, ptr %0, align 8, !tbaa !25
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !29
  %21 = shl i64 %20, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 %21, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  %22 = load ptr, ptr %0, align 8, !tbaa !25
  %23 = getelementptr inbounds i8, ptr %0, i64 48
  %24 = icmp eq ptr %23, %22
  br i1 %24, label %28, label %25

25:                                               ; preds = %17
  %26 = load i64, ptr %19, align 8, !tbaa !29
  %27 = shl i64 %26, 3
  tail call void @_ZdlPvm(ptr noundef %22, i64 noundef %27) #20
  br label %28

28:                                               ; preds = %17, %25
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #12 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #19
  tail call void @_ZSt9terminatev() #21
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.std::_Hashtable<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, double>, std::allocator<std::pair<const std::__cxx11::basic_string<char>, double>>, std::__detail::_Select1st, std::equal_to<std::__cxx11::basic_string<char>>, std::hash<string>, std::__detail::_Mod_range_hashing, std::__detail::_Default_ranged_hash, std::__detail::_Prime_rehash_policy, std::__detail::_Hashtable_traits<true, false, true>>::_Scoped_node", align 8
  %4 = load ptr, ptr %1, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !11
  %7 = invoke noundef i64 @_ZSt11_Hash_bytesPKvmm(ptr noundef %4, i64 noundef %6, i64 noundef 3339675911)
          to label %11 unwind label %8

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #21
  unreachable

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i64, ptr %12, align 8
  %14 = urem i64 %7, %13
  %15 = load ptr, ptr %0, align 8, !tbaa !25
  %16 = getelementptr inbounds ptr, ptr %15, i64 %14
  %17 = load ptr, ptr %16, align 8, !tbaa !35
  %18 = icmp eq ptr %17, null
  %19 = load ptr, ptr %1, align 8
  br i1 %18, label %64, label %20

20:                                               ; preds = %11
  %21 = load ptr, ptr %17, align 8, !tbaa !32
  %22 = load i64, ptr %5, align 8
  %23 = freeze i64 %22
  %24 = icmp eq i64 %23, 0
  %25 = getelementptr inbounds i8, ptr %21, i64 48
  %26 = load i64, ptr %25, align 8, !tbaa !36
  br i1 %24, label %27, label %43

27:                                               ; preds = %20, %38
  %28 = phi i64 [ %40, %38 ], [ %26, %20 ]
  %29 = phi ptr [ %36, %38 ], [ %21, %20 ]
  %30 = icmp eq i64 %28, %7
  br i1 %30, label %31, label %35

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %29, i64 16
  %33 = load i64, ptr %32, align 8, !tbaa !11
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %87, label %35

35:                                               ; preds = %31, %27
  %36 = load ptr, ptr %29, align 8, !tbaa !32
  %37 = icmp eq ptr %36, null
  br i1 %37, label %64, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %36, i64 48
  %40 = load i64, ptr %39, align 8, !tbaa !36
  %41 = urem i64 %40, %13
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %27, label %64, !llvm.loop !38

43:                                               ; preds = %20, %59
  %44 = phi i64 [ %61, %59 ], [ %26, %20 ]
  %45 = phi ptr [ %57, %59 ], [ %21, %20 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = icmp eq i64 %44, %7
  br i1 %47, label %48, label %56

48:                                               ; preds = %43
  %49 = getelementptr inbounds i8, ptr %45, i64 16
  %50 = load i64, ptr %49, align 8, !tbaa !11
  %51 = icmp eq i64 %23, %50
  br i1 %51, label %52, label %56

52:                                               ; preds = %48
  %53 = load ptr, ptr %46, align 8, !tbaa !16
  %54 = tail call i32 @bcmp(ptr %19, ptr %53, i64 %23)
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %87, label %56

56:                                               ; preds = %52, %48, %43
  %57 = load ptr, ptr %45, align 8, !tbaa !32
  %58 = icmp eq ptr %57, null
  br i1 %58, label %64, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i64 48
  %61 = load i64, ptr %60, align 8, !tbaa !36
  %62 = urem i64 %61, %13
  %63 = icmp eq i64 %62, %14
  br i1 %63, label %43, label %64, !llvm.loop !38

64:                                               ; preds = %56, %59, %38, %35, %11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #19
  store ptr %0, ptr %3, align 8, !tbaa !39
  %65 = tail call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #22
  store ptr null, ptr %65, align 8, !tbaa !32
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = getelementptr inbounds i8, ptr %65, i64 24
  store ptr %67, ptr %66, align 8, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %1, i64 16
  %69 = icmp eq ptr %19, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %64
  %71 = load i64, ptr %5, align 8, !tbaa !11
  %72 = add i64 %71, 1
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %78, label %74

74:                                               ; preds = %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %67, ptr nonnull align 8 %68, i64 %72, i1 false)
  br label %78

75:                                               ; preds = %64
  store ptr %19, ptr %66, align 8, !tbaa !16
  %76 = load i64, ptr %68, align 8, !tbaa !10
  store i64 %76, ptr %67, align 8, !tbaa !10
  %77 = load i64, ptr %5, align 8, !tbaa !11
  br label %78

78:                                               ; preds = %70, %74, %75
  %79 = phi i64 [ %77, %75 ], [ %71, %74 ], [ -1, %70 ]
  %80 = getelementptr inbounds i8, ptr %3, i64 8
  %81 = getelementptr inbounds i8, ptr %65, i64 16
  store i64 %79, ptr %81, align 8, !tbaa !11
  store ptr %68, ptr %1, align 8, !tbaa !16
  store i64 0, ptr %5, align 8, !tbaa !11
  store i8 0, ptr %68, align 8, !tbaa !10
  %82 = getelementptr inbounds i8, ptr %65, i64 40
  store double 0.000000e+00, ptr %82, align 8, !tbaa !41
  store ptr %65, ptr %80, align 8, !tbaa !43
  %83 = invoke ptr @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE21_M_insert_unique_nodeEmmPNSA_10_Hash_nodeIS8_Lb1EEEm(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 noundef %14, i64 noundef %7, ptr noundef nonnull %65, i64 noundef 1)
          to label %84 unwind label %85

84:                                               ; preds = %78
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #19
  br label %87

85:                                               ; preds = %78
  %86 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE12_Scoped_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #19
  resume { ptr, i32 } %86

87:                                               ; preds = %52, %31, %84
  %88 = phi ptr [ %83, %84 ], [ %29, %31 ], [ %45, %52 ]
  %89 = getelementptr inbounds i8, ptr %88, i64 40
  ret ptr %89
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE21_M_insert_unique_nodeEmmPNSA_10_Hash_nodeIS8_Lb1EEEm(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !44
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !45
  %13 = tail call { i8, i64 } @_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm(ptr noundef nonnull align 8 dereferenceable(16) %6, i64 noundef %10, i64 noundef %12, i64 noundef %4)
  %14 = extractvalue { i8, i64 } %13, 0
  %15 = trunc i8 %14 to i1
  br i1 %15, label %16, label %32

16:                                               ; preds = %5
  %17 = extractvalue { i8, i64 } %13, 1
  invoke void @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE13_M_rehash_auxEmSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 noundef %17)
          to label %29 unwind label %18

18:                                               ; preds = %16
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  %21 = tail call ptr @__cxa_begin_catch(ptr %20) #19
  store i64 %8, ptr %7, align 8, !tbaa !44
  invoke void @__cxa_rethrow() #23
          to label %28 unwind label %22

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %24 unwind label %25

24:                                               ; preds = %22
  resume { ptr, i32 } %23

25:                                               ; preds = %22
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  tail call void @__clang_call_terminate(ptr %27) #21
  unreachable

28:                                               ; preds = %18
  unreachable

29:                                               ; preds = %16
  %30 = load i64, ptr %9, align 8, !tbaa !29
  %31 = urem i64 %2, %30
  br label %32

32:                                               ; preds = %29, %5
  %33 = phi i64 [ %31, %29 ], [ %1, %5 ]
  %34 = getelementptr inbounds i8, ptr %3, i64 48
  store i64 %2, ptr %34, align 8, !tbaa !36
  %35 = load ptr, ptr %0, align 8, !tbaa !25
  %36 = getelementptr inbounds ptr, ptr %35, i64 %33
  %37 = load ptr, ptr %36, align 8, !tbaa !35
  %38 = icmp eq ptr %37, null
  br i1 %38, label %42, label %39

39:                                               ; preds = %32
  %40 = load ptr, ptr %37, align 8, !tbaa !32
  store ptr %40, ptr %3, align 8, !tbaa !32
  %41 = load ptr, ptr %36, align 8, !tbaa !35
  store ptr %3, ptr %41, align 8, !tbaa !32
  br label %57

42:                                               ; preds = %32
  %43 = getelementptr inbounds i8, ptr %0, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !31
  store ptr %44, ptr %3, align 8, !tbaa !32
  store ptr %3, ptr %43, align 8, !tbaa !31
  %45 = load ptr, ptr %3, align 8, !tbaa !32
  %46 = icmp eq ptr %45, null
  br i1 %46, label %54, label %47

47:                                               ; preds = %42
  %48 = load i64, ptr %9, align 8, !tbaa !29
  %49 = getelementptr inbounds i8, ptr %45, i64 48
  %50 = load i64, ptr %49, align 8, !tbaa !36
  %51 = urem i64 %50, %48
  %52 = getelementptr inbounds ptr, ptr %35, i64 %51
  store ptr %3, ptr %52, align 8, !tbaa !35
  %53 = load ptr, ptr %0, align 8, !tbaa !25
  br label %54

54:                                               ; preds = %47, %42
  %55 = phi ptr [ %53, %47 ], [ %35, %42 ]
  %56 = getelementptr inbounds ptr, ptr %55, i64 %33
  store ptr %43, ptr %56, align 8, !tbaa !35
  br label %57

57:                                               ; preds = %39, %54
  %58 = load i64, ptr %11, align 8, !tbaa !45
  %59 = add i64 %58, 1
  store i64 %59, ptr %11, align 8, !tbaa !45
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE12_Scoped_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !43
  %4 = icmp eq ptr %3, null
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %5
  %11 = load i64, ptr %8, align 8, !tbaa !10
  %12 = add i64 %11, 1
  tail call void @_ZdlPvm(ptr noundef %7, i64 noundef %12) #20
  br label %13

13:                                               ; preds = %5, %10
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 56) #20
  br label %14

14:                                               ; preds = %13, %1
  ret void
}

declare noundef i64 @_ZSt11_Hash_bytesPKvmm(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #8

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #14

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #15

declare { i8, i64 } @_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE13_M_rehash_auxEmSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 noundef %1) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 1
  br i1 %3, label %4, label %6, !prof !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %5, align 8, !tbaa !47
  br label %15

6:                                                ; preds = %2
  %7 = icmp ugt i64 %1, 1152921504606846975
  br i1 %7, label %8, label %12, !prof !46

8:                                                ; preds = %6
  %9 = icmp ugt i64 %1, 2305843009213693951
  br i1 %9, label %10, label %11

10:                                               ; preds = %8
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #23
  unreachable

11:                                               ; preds = %8
  tail call void @_ZSt17__throw_bad_allocv() #23
  unreachable

12:                                               ; preds = %6
  %13 = shl nuw nsw i64 %1, 3
  %14 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %13) #22
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %14, i8 0, i64 %13, i1 false)
  br label %15

15:                                               ; preds = %4, %12
  %16 = phi ptr [ %5, %4 ], [ %14, %12 ]
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !31
  store ptr null, ptr %17, align 8, !tbaa !31
  %19 = icmp eq ptr %18, null
  br i1 %19, label %45, label %20

20:                                               ; preds = %15, %42
  %21 = phi ptr [ %23, %42 ], [ %18, %15 ]
  %22 = phi i64 [ %43, %42 ], [ 0, %15 ]
  %23 = load ptr, ptr %21, align 8, !tbaa !32
  %24 = getelementptr inbounds i8, ptr %21, i64 48
  %25 = load i64, ptr %24, align 8, !tbaa !36
  %26 = urem i64 %25, %1
  %27 = getelementptr inbounds ptr, ptr %16, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !35
  %29 = icmp eq ptr %28, null
  br i1 %29, label %30, label %36

30:                                               ; preds = %20
  %31 = load ptr, ptr %17, align 8, !tbaa !31
  store ptr %31, ptr %21, align 8, !tbaa !32
  store ptr %21, ptr %17, align 8, !tbaa !31
  store ptr %17, ptr %27, align 8, !tbaa !35
  %32 = load ptr, ptr %21, align 8, !tbaa !32
  %33 = icmp eq ptr %32, null
  br i1 %33, label %42, label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds ptr, ptr %16, i64 %22
  br label %39

36:                                               ; preds = %20
  %37 = load ptr, ptr %28, align 8, !tbaa !32
  store ptr %37, ptr %21, align 8, !tbaa !32
  %38 = load ptr, ptr %27, align 8, !tbaa !35
  br label %39

39:                                               ; preds = %36, %34
  %40 = phi ptr [ %35, %34 ], [ %38, %36 ]
  %41 = phi i64 [ %26, %34 ], [ %22, %36 ]
  store ptr %21, ptr %40, align 8, !tbaa !35
  br label %42

42:                                               ; preds = %39, %30
  %43 = phi i64 [ %26, %30 ], [ %41, %39 ]
  %44 = icmp eq ptr %23, null
  br i1 %44, label %45, label %20, !llvm.loop !48

45:                                               ; preds = %42, %15
  %46 = load ptr, ptr %0, align 8, !tbaa !25
  %47 = getelementptr inbounds i8, ptr %0, i64 48
  %48 = icmp eq ptr %47, %46
  br i1 %48, label %53, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  %51 = load i64, ptr %50, align 8, !tbaa !29
  %52 = shl i64 %51, 3
  tail call void @_ZdlPvm(ptr noundef %46, i64 noundef %52) #20
  br label %53

53:                                               ; preds = %45, %49
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %1, ptr %54, align 8, !tbaa !29
  store ptr %16, ptr %0, align 8, !tbaa !25
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(216)) unnamed_addr #16

; Function Attrs: nounwind
declare void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #16

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIfEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #17

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #18

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { inlinehint mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { noinline noreturn nounwind uwtable "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #15 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #16 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nofree nounwind willreturn memory(argmem: read) }
attributes #19 = { nounwind }
attributes #20 = { builtin nounwind }
attributes #21 = { noreturn nounwind }
attributes #22 = { builtin allocsize(0) }
attributes #23 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !13, i64 8, !8, i64 16}
!13 = !{!"long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!12, !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"vtable pointer", !9, i64 0}
!21 = !{!22, !13, i64 8}
!22 = !{!"_ZTSSi", !13, i64 8}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !8, i64 0}
!25 = !{!26, !7, i64 0}
!26 = !{!"_ZTSSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE", !7, i64 0, !13, i64 8, !27, i64 16, !13, i64 24, !28, i64 32, !7, i64 48}
!27 = !{!"_ZTSNSt8__detail15_Hash_node_baseE", !7, i64 0}
!28 = !{!"_ZTSNSt8__detail20_Prime_rehash_policyE", !18, i64 0, !13, i64 8}
!29 = !{!26, !13, i64 8}
!30 = !{!28, !18, i64 0}
!31 = !{!26, !7, i64 16}
!32 = !{!27, !7, i64 0}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.mustprogress"}
!35 = !{!7, !7, i64 0}
!36 = !{!37, !13, i64 0}
!37 = !{!"_ZTSNSt8__detail21_Hash_node_code_cacheILb1EEE", !13, i64 0}
!38 = distinct !{!38, !34}
!39 = !{!40, !7, i64 0}
!40 = !{!"_ZTSNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE12_Scoped_nodeE", !7, i64 0, !7, i64 8}
!41 = !{!42, !15, i64 32}
!42 = !{!"_ZTSSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdE", !12, i64 0, !15, i64 32}
!43 = !{!40, !7, i64 8}
!44 = !{!28, !13, i64 8}
!45 = !{!26, !13, i64 24}
!46 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!47 = !{!26, !7, i64 48}
!48 = distinct !{!48, !34}
