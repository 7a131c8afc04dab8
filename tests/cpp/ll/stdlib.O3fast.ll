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
@.str.7 = private unnamed_addr constant [17 x i8] c"read coefficient\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"overwrite by >>\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"overwrite by >>, exact\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"overwrite by >>, forward mode\00", align 1
@.str.11 = private unnamed_addr constant [31 x i8] c"read coefficient, forward mode\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"istream::read over a double\00", align 1
@.str.13 = private unnamed_addr constant [42 x i8] c"istream::read over a double, forward mode\00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"string next to a double\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.15 = private unnamed_addr constant [24 x i8] c"dup unordered_map, d/dx\00", align 1
@.str.16 = private unnamed_addr constant [24 x i8] c"dup unordered_map, d/dy\00", align 1
@.str.17 = private unnamed_addr constant [22 x i8] c"overwrite p[0], d/dp0\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"overwrite p[0], d/dp1\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"stdlib: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.20 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z15overwrite_bytesd(double noundef nofpclass(nan inf) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca double, align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #19
  %5 = tail call fast double @llvm.sin.f64(double %0)
  store double %5, ptr %2, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #19
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %6, ptr %3, align 8, !tbaa !5
  store i64 4603804719079489536, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 8, ptr %7, align 8, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  store i8 0, ptr %8, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %4) #19
  invoke void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i32 noundef 8)
          to label %9 unwind label %43

9:                                                ; preds = %1
  %10 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi4readEPcl(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %2, i64 noundef 8)
          to label %11 unwind label %45

11:                                               ; preds = %9
  %12 = load double, ptr %2, align 8, !tbaa !14
  %13 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  store ptr %13, ptr %4, align 8, !tbaa !19
  %14 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %15 = getelementptr i8, ptr %13, i64 -24
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i8, ptr %4, i64 %16
  store ptr %14, ptr %17, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %18, align 8, !tbaa !19
  %19 = getelementptr inbounds i8, ptr %4, i64 88
  %20 = load ptr, ptr %19, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %4, i64 104
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %26, label %23

23:                                               ; preds = %11
  %24 = load i64, ptr %21, align 8, !tbaa !10
  %25 = add i64 %24, 1
  call void @_ZdlPvm(ptr noundef %20, i64 noundef %25) #20
  br label %26

26:                                               ; preds = %11, %23
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %18, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %4, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %27) #19
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %28, ptr %4, align 8, !tbaa !19
  %29 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %30 = getelementptr i8, ptr %28, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %4, i64 %31
  store ptr %29, ptr %32, align 8, !tbaa !19
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 0, ptr %33, align 8, !tbaa !21
  %34 = getelementptr inbounds i8, ptr %4, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %34) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %4) #19
  %35 = load ptr, ptr %3, align 8, !tbaa !16
  %36 = icmp eq ptr %35, %6
  br i1 %36, label %40, label %37

37:                                               ; preds = %26
  %38 = load i64, ptr %6, align 8, !tbaa !10
  %39 = add i64 %38, 1
  call void @_ZdlPvm(ptr noundef %35, i64 noundef %39) #20
  br label %40

40:                                               ; preds = %26, %37
  %41 = fmul fast double %12, %0
  %42 = fadd fast double %41, %12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  ret double %42

43:                                               ; preds = %1
  %44 = landingpad { ptr, i32 }
          cleanup
  br label %47

45:                                               ; preds = %9
  %46 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %4) #19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi { ptr, i32 } [ %46, %45 ], [ %44, %43 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %4) #19
  %49 = load ptr, ptr %3, align 8, !tbaa !16
  %50 = icmp eq ptr %49, %6
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i64, ptr %6, align 8, !tbaa !10
  %53 = add i64 %52, 1
  call void @_ZdlPvm(ptr noundef %49, i64 noundef %53) #20
  br label %54

54:                                               ; preds = %51, %47
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  resume { ptr, i32 } %48
}

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi4readEPcl(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nofpclass(nan inf) double @_Z8labelledd(double noundef nofpclass(nan inf) %0) #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call fast double @llvm.exp.f64(double %0)
  %3 = fmul fast double %2, %0
  %4 = fadd fast double %3, 5.000000e+00
  ret double %4
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #7 personality ptr @__gxx_personality_v0 {
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
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca %"class.std::unordered_map", align 8
  %26 = alloca %"class.std::unordered_map", align 8
  %27 = alloca %"class.std::__cxx11::basic_string", align 8
  %28 = alloca %"class.std::__cxx11::basic_string", align 8
  %29 = alloca %"class.std::__cxx11::basic_string", align 8
  %30 = alloca %"class.std::__cxx11::basic_string", align 8
  %31 = alloca %"class.std::__cxx11::basic_string", align 8
  %32 = alloca %"class.std::__cxx11::basic_string", align 8
  %33 = alloca [2 x double], align 16
  %34 = alloca [2 x double], align 16
  %35 = alloca [2 x double], align 16
  %36 = alloca [2 x double], align 16
  %37 = alloca [2 x double], align 16
  %38 = alloca [2 x double], align 16
  %39 = getelementptr inbounds i8, ptr %25, i64 48
  %40 = getelementptr inbounds i8, ptr %25, i64 8
  %41 = getelementptr inbounds i8, ptr %25, i64 16
  %42 = getelementptr inbounds i8, ptr %25, i64 32
  %43 = getelementptr inbounds i8, ptr %25, i64 40
  %44 = getelementptr inbounds i8, ptr %26, i64 48
  %45 = getelementptr inbounds i8, ptr %26, i64 8
  %46 = getelementptr inbounds i8, ptr %26, i64 16
  %47 = getelementptr inbounds i8, ptr %26, i64 32
  %48 = getelementptr inbounds i8, ptr %26, i64 40
  %49 = getelementptr inbounds i8, ptr %27, i64 16
  %50 = getelementptr inbounds i8, ptr %27, i64 8
  %51 = getelementptr inbounds i8, ptr %28, i64 16
  %52 = getelementptr inbounds i8, ptr %28, i64 8
  %53 = getelementptr inbounds i8, ptr %29, i64 16
  %54 = getelementptr inbounds i8, ptr %29, i64 8
  %55 = getelementptr inbounds i8, ptr %30, i64 16
  %56 = getelementptr inbounds i8, ptr %30, i64 8
  %57 = getelementptr inbounds i8, ptr %31, i64 16
  %58 = getelementptr inbounds i8, ptr %31, i64 8
  %59 = getelementptr inbounds i8, ptr %32, i64 16
  %60 = getelementptr inbounds i8, ptr %32, i64 8
  %61 = getelementptr inbounds i8, ptr %33, i64 8
  %62 = getelementptr inbounds i8, ptr %35, i64 8
  %63 = getelementptr inbounds i8, ptr %36, i64 8
  %64 = getelementptr inbounds i8, ptr %37, i64 8
  %65 = getelementptr inbounds i8, ptr %38, i64 8
  %66 = getelementptr inbounds i8, ptr %34, i64 8
  %67 = getelementptr inbounds i8, ptr %27, i64 17
  %68 = getelementptr inbounds i8, ptr %28, i64 17
  %69 = getelementptr inbounds i8, ptr %29, i64 17
  %70 = getelementptr inbounds i8, ptr %30, i64 17
  %71 = getelementptr inbounds i8, ptr %31, i64 17
  %72 = getelementptr inbounds i8, ptr %32, i64 17
  br label %79

73:                                               ; preds = %497
  %74 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %74)
  %76 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  ret i32 %78

79:                                               ; preds = %0, %497
  %80 = phi i64 [ 0, %0 ], [ %498, %497 ]
  %81 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !14
  %83 = call fast double @llvm.fabs.f64(double %82)
  %84 = call fast double @llvm.maxnum.f64(double %83, double 1.000000e+00)
  %85 = fmul fast double %84, 0x3EB0C6F7A0B5ED8D
  %86 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef nofpclass(nan inf) %82)
  %87 = fadd fast double %85, %82
  %88 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %87)
  %89 = fsub fast double %82, %85
  %90 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %89)
  %91 = fsub fast double %88, %90
  %92 = fmul fast double %84, 2.000000e-06
  %93 = fdiv fast double %91, %92
  %94 = call fast double @llvm.fabs.f64(double %93)
  %95 = call fast double @llvm.maxnum.f64(double %94, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %86, ptr %24, align 8, !tbaa !14
  %96 = load volatile double, ptr %24, align 8, !tbaa !14
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %98, label %110, label %99

99:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %93, ptr %23, align 8, !tbaa !14
  %100 = load volatile double, ptr %23, align 8, !tbaa !14
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ueq double %101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %102, label %110, label %103

103:                                              ; preds = %99
  %104 = fsub fast double %86, %93
  %105 = call fast double @llvm.fabs.f64(double %104)
  %106 = fmul fast double %95, 0x3EB0C6F7A0B5ED8D
  %107 = fcmp fast ole double %105, %106
  %108 = select i1 %107, ptr @.str.21, ptr @.str.22
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %86, double noundef nofpclass(nan inf) %93, ptr noundef nonnull %108)
  br i1 %107, label %115, label %112

110:                                              ; preds = %99, %79
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %86, double noundef nofpclass(nan inf) %93, ptr noundef nonnull @.str.22)
  br label %112

112:                                              ; preds = %110, %103
  %113 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %115

115:                                              ; preds = %103, %112
  %116 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef nofpclass(nan inf) %82)
  %117 = call fast noundef nofpclass(nan inf) double @_Z9overwrited(double noundef nofpclass(nan inf) %87)
  %118 = call fast noundef nofpclass(nan inf) double @_Z9overwrited(double noundef nofpclass(nan inf) %89)
  %119 = fsub fast double %117, %118
  %120 = fdiv fast double %119, %92
  %121 = call fast double @llvm.fabs.f64(double %120)
  %122 = call fast double @llvm.maxnum.f64(double %121, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %116, ptr %22, align 8, !tbaa !14
  %123 = load volatile double, ptr %22, align 8, !tbaa !14
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ueq double %124, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %125, label %137, label %126

126:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %120, ptr %21, align 8, !tbaa !14
  %127 = load volatile double, ptr %21, align 8, !tbaa !14
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %129, label %137, label %130

130:                                              ; preds = %126
  %131 = fsub fast double %116, %120
  %132 = call fast double @llvm.fabs.f64(double %131)
  %133 = fmul fast double %122, 0x3EB0C6F7A0B5ED8D
  %134 = fcmp fast ole double %132, %133
  %135 = select i1 %134, ptr @.str.21, ptr @.str.22
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %120, ptr noundef nonnull %135)
  br i1 %134, label %142, label %139

137:                                              ; preds = %126, %115
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %120, ptr noundef nonnull @.str.22)
  br label %139

139:                                              ; preds = %137, %130
  %140 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %142

142:                                              ; preds = %130, %139
  %143 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef nofpclass(nan inf) %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %143, ptr %20, align 8, !tbaa !14
  %144 = load volatile double, ptr %20, align 8, !tbaa !14
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %146, label %157, label %147

147:                                              ; preds = %142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.250000e+00, ptr %19, align 8, !tbaa !14
  %148 = load volatile double, ptr %19, align 8, !tbaa !14
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ueq double %149, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %150, label %157, label %151

151:                                              ; preds = %147
  %152 = fadd fast double %143, -1.250000e+00
  %153 = call fast double @llvm.fabs.f64(double %152)
  %154 = fcmp fast ole double %153, 1.250000e-12
  %155 = select i1 %154, ptr @.str.21, ptr @.str.22
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull %155)
  br i1 %154, label %162, label %159

157:                                              ; preds = %147, %142
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull @.str.22)
  br label %159

159:                                              ; preds = %157, %151
  %160 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %162

162:                                              ; preds = %151, %159
  %163 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %163, ptr %18, align 8, !tbaa !14
  %164 = load volatile double, ptr %18, align 8, !tbaa !14
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %166, label %177, label %167

167:                                              ; preds = %162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double 1.250000e+00, ptr %17, align 8, !tbaa !14
  %168 = load volatile double, ptr %17, align 8, !tbaa !14
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fcmp ueq double %169, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %170, label %177, label %171

171:                                              ; preds = %167
  %172 = fadd fast double %163, -1.250000e+00
  %173 = call fast double @llvm.fabs.f64(double %172)
  %174 = fcmp fast ole double %173, 1.250000e-12
  %175 = select i1 %174, ptr @.str.21, ptr @.str.22
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %163, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull %175)
  br i1 %174, label %182, label %179

177:                                              ; preds = %167, %162
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %163, double noundef nofpclass(nan inf) 1.250000e+00, ptr noundef nonnull @.str.22)
  br label %179

179:                                              ; preds = %177, %171
  %180 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %182

182:                                              ; preds = %171, %179
  %183 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) 1.000000e+00)
  %184 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %87)
  %185 = call fast noundef nofpclass(nan inf) double @_Z16read_coefficientd(double noundef nofpclass(nan inf) %89)
  %186 = fsub fast double %184, %185
  %187 = fdiv fast double %186, %92
  %188 = call fast double @llvm.fabs.f64(double %187)
  %189 = call fast double @llvm.maxnum.f64(double %188, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %183, ptr %16, align 8, !tbaa !14
  %190 = load volatile double, ptr %16, align 8, !tbaa !14
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %192, label %204, label %193

193:                                              ; preds = %182
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %187, ptr %15, align 8, !tbaa !14
  %194 = load volatile double, ptr %15, align 8, !tbaa !14
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %196, label %204, label %197

197:                                              ; preds = %193
  %198 = fsub fast double %183, %187
  %199 = call fast double @llvm.fabs.f64(double %198)
  %200 = fmul fast double %189, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp fast ole double %199, %200
  %202 = select i1 %201, ptr @.str.21, ptr @.str.22
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %187, ptr noundef nonnull %202)
  br i1 %201, label %209, label %206

204:                                              ; preds = %193, %182
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %183, double noundef nofpclass(nan inf) %187, ptr noundef nonnull @.str.22)
  br label %206

206:                                              ; preds = %204, %197
  %207 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %209

209:                                              ; preds = %197, %206
  %210 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z15overwrite_bytesd, double noundef nofpclass(nan inf) %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %210, ptr %14, align 8, !tbaa !14
  %211 = load volatile double, ptr %14, align 8, !tbaa !14
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ueq double %212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %213, label %224, label %214

214:                                              ; preds = %209
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 6.250000e-01, ptr %13, align 8, !tbaa !14
  %215 = load volatile double, ptr %13, align 8, !tbaa !14
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %217, label %224, label %218

218:                                              ; preds = %214
  %219 = fadd fast double %210, -6.250000e-01
  %220 = call fast double @llvm.fabs.f64(double %219)
  %221 = fcmp fast ole double %220, 0x3D719799812DEA11
  %222 = select i1 %221, ptr @.str.21, ptr @.str.22
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %210, double noundef nofpclass(nan inf) 6.250000e-01, ptr noundef nonnull %222)
  br i1 %221, label %229, label %226

224:                                              ; preds = %214, %209
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %210, double noundef nofpclass(nan inf) 6.250000e-01, ptr noundef nonnull @.str.22)
  br label %226

226:                                              ; preds = %224, %218
  %227 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %229

229:                                              ; preds = %218, %226
  %230 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z15overwrite_bytesd, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %230, ptr %12, align 8, !tbaa !14
  %231 = load volatile double, ptr %12, align 8, !tbaa !14
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fcmp ueq double %232, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %233, label %244, label %234

234:                                              ; preds = %229
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double 6.250000e-01, ptr %11, align 8, !tbaa !14
  %235 = load volatile double, ptr %11, align 8, !tbaa !14
  %236 = call double @llvm.fabs.f64(double %235)
  %237 = fcmp ueq double %236, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %237, label %244, label %238

238:                                              ; preds = %234
  %239 = fadd fast double %230, -6.250000e-01
  %240 = call fast double @llvm.fabs.f64(double %239)
  %241 = fcmp fast ole double %240, 0x3D719799812DEA11
  %242 = select i1 %241, ptr @.str.21, ptr @.str.22
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %230, double noundef nofpclass(nan inf) 6.250000e-01, ptr noundef nonnull %242)
  br i1 %241, label %249, label %246

244:                                              ; preds = %234, %229
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %230, double noundef nofpclass(nan inf) 6.250000e-01, ptr noundef nonnull @.str.22)
  br label %246

246:                                              ; preds = %244, %238
  %247 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %249

249:                                              ; preds = %238, %246
  %250 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8labelledd, double noundef nofpclass(nan inf) %82)
  %251 = call fast noundef nofpclass(nan inf) double @_Z8labelledd(double noundef nofpclass(nan inf) %87)
  %252 = call fast noundef nofpclass(nan inf) double @_Z8labelledd(double noundef nofpclass(nan inf) %89)
  %253 = fsub fast double %251, %252
  %254 = fdiv fast double %253, %92
  %255 = call fast double @llvm.fabs.f64(double %254)
  %256 = call fast double @llvm.maxnum.f64(double %255, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %250, ptr %10, align 8, !tbaa !14
  %257 = load volatile double, ptr %10, align 8, !tbaa !14
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fcmp ueq double %258, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %259, label %271, label %260

260:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %254, ptr %9, align 8, !tbaa !14
  %261 = load volatile double, ptr %9, align 8, !tbaa !14
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %263, label %271, label %264

264:                                              ; preds = %260
  %265 = fsub fast double %250, %254
  %266 = call fast double @llvm.fabs.f64(double %265)
  %267 = fmul fast double %256, 0x3EB0C6F7A0B5ED8D
  %268 = fcmp fast ole double %266, %267
  %269 = select i1 %268, ptr @.str.21, ptr @.str.22
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %254, ptr noundef nonnull %269)
  br i1 %268, label %276, label %273

271:                                              ; preds = %260, %249
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %250, double noundef nofpclass(nan inf) %254, ptr noundef nonnull @.str.22)
  br label %273

273:                                              ; preds = %271, %264
  %274 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %276

276:                                              ; preds = %264, %273
  %277 = fsub fast double 3.000000e-01, %82
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #19
  store ptr %39, ptr %25, align 8, !tbaa !25
  store i64 1, ptr %40, align 8, !tbaa !29
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %42, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %26) #19
  store ptr %44, ptr %26, align 8, !tbaa !25
  store i64 1, ptr %45, align 8, !tbaa !29
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %47, align 8, !tbaa !30
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %48, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #19
  store ptr %49, ptr %27, align 8, !tbaa !5
  store i8 120, ptr %49, align 8, !tbaa !10
  store i64 1, ptr %50, align 8, !tbaa !11
  store i8 0, ptr %67, align 1, !tbaa !10
  %278 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %25, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %279 unwind label %500

279:                                              ; preds = %276
  store double %82, ptr %278, align 8, !tbaa !14
  %280 = load ptr, ptr %27, align 8, !tbaa !16
  %281 = icmp eq ptr %280, %49
  br i1 %281, label %285, label %282

282:                                              ; preds = %279
  %283 = load i64, ptr %49, align 8, !tbaa !10
  %284 = add i64 %283, 1
  call void @_ZdlPvm(ptr noundef %280, i64 noundef %284) #20
  br label %285

285:                                              ; preds = %279, %282
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #19
  store ptr %51, ptr %28, align 8, !tbaa !5
  store i8 121, ptr %51, align 8, !tbaa !10
  store i64 1, ptr %52, align 8, !tbaa !11
  store i8 0, ptr %68, align 1, !tbaa !10
  %286 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %25, ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %287 unwind label %508

287:                                              ; preds = %285
  store double %277, ptr %286, align 8, !tbaa !14
  %288 = load ptr, ptr %28, align 8, !tbaa !16
  %289 = icmp eq ptr %288, %51
  br i1 %289, label %293, label %290

290:                                              ; preds = %287
  %291 = load i64, ptr %51, align 8, !tbaa !10
  %292 = add i64 %291, 1
  call void @_ZdlPvm(ptr noundef %288, i64 noundef %292) #20
  br label %293

293:                                              ; preds = %287, %290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #19
  store ptr %53, ptr %29, align 8, !tbaa !5
  store i8 120, ptr %53, align 8, !tbaa !10
  store i64 1, ptr %54, align 8, !tbaa !11
  store i8 0, ptr %69, align 1, !tbaa !10
  %294 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %29)
          to label %295 unwind label %516

295:                                              ; preds = %293
  store double 1.000000e+00, ptr %294, align 8, !tbaa !14
  %296 = load ptr, ptr %29, align 8, !tbaa !16
  %297 = icmp eq ptr %296, %53
  br i1 %297, label %301, label %298

298:                                              ; preds = %295
  %299 = load i64, ptr %53, align 8, !tbaa !10
  %300 = add i64 %299, 1
  call void @_ZdlPvm(ptr noundef %296, i64 noundef %300) #20
  br label %301

301:                                              ; preds = %295, %298
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #19
  store ptr %55, ptr %30, align 8, !tbaa !5
  store i8 121, ptr %55, align 8, !tbaa !10
  store i64 1, ptr %56, align 8, !tbaa !11
  store i8 0, ptr %70, align 1, !tbaa !10
  %302 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %30)
          to label %303 unwind label %524

303:                                              ; preds = %301
  store double 0.000000e+00, ptr %302, align 8, !tbaa !14
  %304 = load ptr, ptr %30, align 8, !tbaa !16
  %305 = icmp eq ptr %304, %55
  br i1 %305, label %309, label %306

306:                                              ; preds = %303
  %307 = load i64, ptr %55, align 8, !tbaa !10
  %308 = add i64 %307, 1
  call void @_ZdlPvm(ptr noundef %304, i64 noundef %308) #20
  br label %309

309:                                              ; preds = %303, %306
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #19
  %310 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %311 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9square_inRSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEE, i32 noundef %310, ptr noundef nonnull %25, ptr noundef nonnull %26)
          to label %312 unwind label %532

312:                                              ; preds = %309
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #19
  store ptr %57, ptr %31, align 8, !tbaa !5
  store i8 120, ptr %57, align 8, !tbaa !10
  store i64 1, ptr %58, align 8, !tbaa !11
  store i8 0, ptr %71, align 1, !tbaa !10
  %313 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %31)
          to label %314 unwind label %534

314:                                              ; preds = %312
  %315 = load double, ptr %313, align 8, !tbaa !14
  %316 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %87, double noundef nofpclass(nan inf) %277)
          to label %317 unwind label %534

317:                                              ; preds = %314
  %318 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %89, double noundef nofpclass(nan inf) %277)
          to label %319 unwind label %534

319:                                              ; preds = %317
  %320 = fsub fast double %316, %318
  %321 = fdiv fast double %320, %92
  %322 = call fast double @llvm.fabs.f64(double %321)
  %323 = call fast double @llvm.maxnum.f64(double %322, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %315, ptr %8, align 8, !tbaa !14
  %324 = load volatile double, ptr %8, align 8, !tbaa !14
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = fcmp ueq double %325, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %326, label %338, label %327

327:                                              ; preds = %319
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %321, ptr %7, align 8, !tbaa !14
  %328 = load volatile double, ptr %7, align 8, !tbaa !14
  %329 = call double @llvm.fabs.f64(double %328)
  %330 = fcmp ueq double %329, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %330, label %338, label %331

331:                                              ; preds = %327
  %332 = fsub fast double %315, %321
  %333 = call fast double @llvm.fabs.f64(double %332)
  %334 = fmul fast double %323, 0x3EB0C6F7A0B5ED8D
  %335 = fcmp fast ole double %333, %334
  %336 = select i1 %335, ptr @.str.21, ptr @.str.22
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %321, ptr noundef nonnull %336)
  br i1 %335, label %343, label %340

338:                                              ; preds = %327, %319
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %315, double noundef nofpclass(nan inf) %321, ptr noundef nonnull @.str.22)
  br label %340

340:                                              ; preds = %338, %331
  %341 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %343

343:                                              ; preds = %340, %331
  %344 = load ptr, ptr %31, align 8, !tbaa !16
  %345 = icmp eq ptr %344, %57
  br i1 %345, label %349, label %346

346:                                              ; preds = %343
  %347 = load i64, ptr %57, align 8, !tbaa !10
  %348 = add i64 %347, 1
  call void @_ZdlPvm(ptr noundef %344, i64 noundef %348) #20
  br label %349

349:                                              ; preds = %343, %346
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #19
  store ptr %59, ptr %32, align 8, !tbaa !5
  store i8 121, ptr %59, align 8, !tbaa !10
  store i64 1, ptr %60, align 8, !tbaa !11
  store i8 0, ptr %72, align 1, !tbaa !10
  %350 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %32)
          to label %351 unwind label %542

351:                                              ; preds = %349
  %352 = load double, ptr %350, align 8, !tbaa !14
  %353 = fadd fast double %85, %277
  %354 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %353)
          to label %355 unwind label %542

355:                                              ; preds = %351
  %356 = fsub fast double %277, %85
  %357 = invoke fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %356)
          to label %358 unwind label %542

358:                                              ; preds = %355
  %359 = fsub fast double %354, %357
  %360 = fdiv fast double %359, %92
  %361 = call fast double @llvm.fabs.f64(double %360)
  %362 = call fast double @llvm.maxnum.f64(double %361, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %352, ptr %6, align 8, !tbaa !14
  %363 = load volatile double, ptr %6, align 8, !tbaa !14
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %365, label %377, label %366

366:                                              ; preds = %358
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %360, ptr %5, align 8, !tbaa !14
  %367 = load volatile double, ptr %5, align 8, !tbaa !14
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fcmp ueq double %368, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %369, label %377, label %370

370:                                              ; preds = %366
  %371 = fsub fast double %352, %360
  %372 = call fast double @llvm.fabs.f64(double %371)
  %373 = fmul fast double %362, 0x3EB0C6F7A0B5ED8D
  %374 = fcmp fast ole double %372, %373
  %375 = select i1 %374, ptr @.str.21, ptr @.str.22
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %352, double noundef nofpclass(nan inf) %360, ptr noundef nonnull %375)
  br i1 %374, label %382, label %379

377:                                              ; preds = %366, %358
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %352, double noundef nofpclass(nan inf) %360, ptr noundef nonnull @.str.22)
  br label %379

379:                                              ; preds = %377, %370
  %380 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %382

382:                                              ; preds = %379, %370
  %383 = load ptr, ptr %32, align 8, !tbaa !16
  %384 = icmp eq ptr %383, %59
  br i1 %384, label %388, label %385

385:                                              ; preds = %382
  %386 = load i64, ptr %59, align 8, !tbaa !10
  %387 = add i64 %386, 1
  call void @_ZdlPvm(ptr noundef %383, i64 noundef %387) #20
  br label %388

388:                                              ; preds = %382, %385
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #19
  store double %82, ptr %33, align 16, !tbaa !14
  store double %277, ptr %61, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %34, i8 0, i64 16, i1 false)
  %389 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %390 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z13overwrite_ptrPd, i32 noundef %389, ptr noundef nonnull %33, ptr noundef nonnull %34)
          to label %391 unwind label %550

391:                                              ; preds = %388
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #19
  store double %87, ptr %35, align 16, !tbaa !14
  store double %277, ptr %62, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36) #19
  store double %89, ptr %36, align 16, !tbaa !14
  store double %277, ptr %63, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #19
  store double %82, ptr %37, align 16, !tbaa !14
  store double %353, ptr %64, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #19
  store double %82, ptr %38, align 16, !tbaa !14
  store double %356, ptr %65, align 8, !tbaa !14
  %392 = load double, ptr %34, align 16, !tbaa !14
  %393 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %35)
          to label %394 unwind label %552

394:                                              ; preds = %391
  %395 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %36)
          to label %396 unwind label %552

396:                                              ; preds = %394
  %397 = fsub fast double %393, %395
  %398 = fdiv fast double %397, %92
  %399 = call fast double @llvm.fabs.f64(double %398)
  %400 = call fast double @llvm.maxnum.f64(double %399, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %392, ptr %4, align 8, !tbaa !14
  %401 = load volatile double, ptr %4, align 8, !tbaa !14
  %402 = call double @llvm.fabs.f64(double %401)
  %403 = fcmp ueq double %402, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %403, label %415, label %404

404:                                              ; preds = %396
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %398, ptr %3, align 8, !tbaa !14
  %405 = load volatile double, ptr %3, align 8, !tbaa !14
  %406 = call double @llvm.fabs.f64(double %405)
  %407 = fcmp ueq double %406, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %407, label %415, label %408

408:                                              ; preds = %404
  %409 = fsub fast double %392, %398
  %410 = call fast double @llvm.fabs.f64(double %409)
  %411 = fmul fast double %400, 0x3EB0C6F7A0B5ED8D
  %412 = fcmp fast ole double %410, %411
  %413 = select i1 %412, ptr @.str.21, ptr @.str.22
  %414 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %392, double noundef nofpclass(nan inf) %398, ptr noundef nonnull %413)
  br i1 %412, label %420, label %417

415:                                              ; preds = %404, %396
  %416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.17, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %392, double noundef nofpclass(nan inf) %398, ptr noundef nonnull @.str.22)
  br label %417

417:                                              ; preds = %415, %408
  %418 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %419 = add nsw i32 %418, 1
  store i32 %419, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %420

420:                                              ; preds = %417, %408
  %421 = load double, ptr %66, align 8, !tbaa !14
  %422 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %37)
          to label %423 unwind label %552

423:                                              ; preds = %420
  %424 = invoke noundef nofpclass(nan inf) double @_Z13overwrite_ptrPd(ptr noundef nonnull %38)
          to label %425 unwind label %552

425:                                              ; preds = %423
  %426 = fsub fast double %422, %424
  %427 = fdiv fast double %426, %92
  %428 = call fast double @llvm.fabs.f64(double %427)
  %429 = call fast double @llvm.maxnum.f64(double %428, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %421, ptr %2, align 8, !tbaa !14
  %430 = load volatile double, ptr %2, align 8, !tbaa !14
  %431 = call double @llvm.fabs.f64(double %430)
  %432 = fcmp ueq double %431, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %432, label %444, label %433

433:                                              ; preds = %425
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %427, ptr %1, align 8, !tbaa !14
  %434 = load volatile double, ptr %1, align 8, !tbaa !14
  %435 = call double @llvm.fabs.f64(double %434)
  %436 = fcmp ueq double %435, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %436, label %444, label %437

437:                                              ; preds = %433
  %438 = fsub fast double %421, %427
  %439 = call fast double @llvm.fabs.f64(double %438)
  %440 = fmul fast double %429, 0x3EB0C6F7A0B5ED8D
  %441 = fcmp fast ole double %439, %440
  %442 = select i1 %441, ptr @.str.21, ptr @.str.22
  %443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %421, double noundef nofpclass(nan inf) %427, ptr noundef nonnull %442)
  br i1 %441, label %449, label %446

444:                                              ; preds = %433, %425
  %445 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.18, double noundef nofpclass(nan inf) %82, double noundef nofpclass(nan inf) %421, double noundef nofpclass(nan inf) %427, ptr noundef nonnull @.str.22)
  br label %446

446:                                              ; preds = %444, %437
  %447 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !23
  %448 = add nsw i32 %447, 1
  store i32 %448, ptr @_ZL6n_fail, align 4, !tbaa !23
  br label %449

449:                                              ; preds = %446, %437
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  %450 = load ptr, ptr %46, align 8, !tbaa !31
  %451 = icmp eq ptr %450, null
  br i1 %451, label %464, label %452

452:                                              ; preds = %449, %462
  %453 = phi ptr [ %454, %462 ], [ %450, %449 ]
  %454 = load ptr, ptr %453, align 8, !tbaa !32
  %455 = getelementptr inbounds i8, ptr %453, i64 8
  %456 = load ptr, ptr %455, align 8, !tbaa !16
  %457 = getelementptr inbounds i8, ptr %453, i64 24
  %458 = icmp eq ptr %456, %457
  br i1 %458, label %462, label %459

459:                                              ; preds = %452
  %460 = load i64, ptr %457, align 8, !tbaa !10
  %461 = add i64 %460, 1
  call void @_ZdlPvm(ptr noundef %456, i64 noundef %461) #20
  br label %462

462:                                              ; preds = %459, %452
  call void @_ZdlPvm(ptr noundef nonnull %453, i64 noundef 56) #20
  %463 = icmp eq ptr %454, null
  br i1 %463, label %464, label %452, !llvm.loop !33

464:                                              ; preds = %462, %449
  %465 = load ptr, ptr %26, align 8, !tbaa !25
  %466 = load i64, ptr %45, align 8, !tbaa !29
  %467 = shl i64 %466, 3
  call void @llvm.memset.p0.i64(ptr align 8 %465, i8 0, i64 %467, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  %468 = load ptr, ptr %26, align 8, !tbaa !25
  %469 = icmp eq ptr %44, %468
  br i1 %469, label %473, label %470

470:                                              ; preds = %464
  %471 = load i64, ptr %45, align 8, !tbaa !29
  %472 = shl i64 %471, 3
  call void @_ZdlPvm(ptr noundef %468, i64 noundef %472) #20
  br label %473

473:                                              ; preds = %464, %470
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #19
  %474 = load ptr, ptr %41, align 8, !tbaa !31
  %475 = icmp eq ptr %474, null
  br i1 %475, label %488, label %476

476:                                              ; preds = %473, %486
  %477 = phi ptr [ %478, %486 ], [ %474, %473 ]
  %478 = load ptr, ptr %477, align 8, !tbaa !32
  %479 = getelementptr inbounds i8, ptr %477, i64 8
  %480 = load ptr, ptr %479, align 8, !tbaa !16
  %481 = getelementptr inbounds i8, ptr %477, i64 24
  %482 = icmp eq ptr %480, %481
  br i1 %482, label %486, label %483

483:                                              ; preds = %476
  %484 = load i64, ptr %481, align 8, !tbaa !10
  %485 = add i64 %484, 1
  call void @_ZdlPvm(ptr noundef %480, i64 noundef %485) #20
  br label %486

486:                                              ; preds = %483, %476
  call void @_ZdlPvm(ptr noundef nonnull %477, i64 noundef 56) #20
  %487 = icmp eq ptr %478, null
  br i1 %487, label %488, label %476, !llvm.loop !33

488:                                              ; preds = %486, %473
  %489 = load ptr, ptr %25, align 8, !tbaa !25
  %490 = load i64, ptr %40, align 8, !tbaa !29
  %491 = shl i64 %490, 3
  call void @llvm.memset.p0.i64(ptr align 8 %489, i8 0, i64 %491, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  %492 = load ptr, ptr %25, align 8, !tbaa !25
  %493 = icmp eq ptr %39, %492
  br i1 %493, label %497, label %494

494:                                              ; preds = %488
  %495 = load i64, ptr %40, align 8, !tbaa !29
  %496 = shl i64 %495, 3
  call void @_ZdlPvm(ptr noundef %492, i64 noundef %496) #20
  br label %497

497:                                              ; preds = %488, %494
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #19
  %498 = add nuw nsw i64 %80, 8
  %499 = icmp eq i64 %498, 24
  br i1 %499, label %73, label %79

500:                                              ; preds = %276
  %501 = landingpad { ptr, i32 }
          cleanup
  %502 = load ptr, ptr %27, align 8, !tbaa !16
  %503 = icmp eq ptr %502, %49
  br i1 %503, label %507, label %504

504:                                              ; preds = %500
  %505 = load i64, ptr %49, align 8, !tbaa !10
  %506 = add i64 %505, 1
  call void @_ZdlPvm(ptr noundef %502, i64 noundef %506) #20
  br label %507

507:                                              ; preds = %504, %500
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  br label %556

508:                                              ; preds = %285
  %509 = landingpad { ptr, i32 }
          cleanup
  %510 = load ptr, ptr %28, align 8, !tbaa !16
  %511 = icmp eq ptr %510, %51
  br i1 %511, label %515, label %512

512:                                              ; preds = %508
  %513 = load i64, ptr %51, align 8, !tbaa !10
  %514 = add i64 %513, 1
  call void @_ZdlPvm(ptr noundef %510, i64 noundef %514) #20
  br label %515

515:                                              ; preds = %512, %508
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  br label %556

516:                                              ; preds = %293
  %517 = landingpad { ptr, i32 }
          cleanup
  %518 = load ptr, ptr %29, align 8, !tbaa !16
  %519 = icmp eq ptr %518, %53
  br i1 %519, label %523, label %520

520:                                              ; preds = %516
  %521 = load i64, ptr %53, align 8, !tbaa !10
  %522 = add i64 %521, 1
  call void @_ZdlPvm(ptr noundef %518, i64 noundef %522) #20
  br label %523

523:                                              ; preds = %520, %516
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #19
  br label %556

524:                                              ; preds = %301
  %525 = landingpad { ptr, i32 }
          cleanup
  %526 = load ptr, ptr %30, align 8, !tbaa !16
  %527 = icmp eq ptr %526, %55
  br i1 %527, label %531, label %528

528:                                              ; preds = %524
  %529 = load i64, ptr %55, align 8, !tbaa !10
  %530 = add i64 %529, 1
  call void @_ZdlPvm(ptr noundef %526, i64 noundef %530) #20
  br label %531

531:                                              ; preds = %528, %524
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #19
  br label %556

532:                                              ; preds = %309
  %533 = landingpad { ptr, i32 }
          cleanup
  br label %556

534:                                              ; preds = %312, %317, %314
  %535 = landingpad { ptr, i32 }
          cleanup
  %536 = load ptr, ptr %31, align 8, !tbaa !16
  %537 = icmp eq ptr %536, %57
  br i1 %537, label %541, label %538

538:                                              ; preds = %534
  %539 = load i64, ptr %57, align 8, !tbaa !10
  %540 = add i64 %539, 1
  call void @_ZdlPvm(ptr noundef %536, i64 noundef %540) #20
  br label %541

541:                                              ; preds = %538, %534
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #19
  br label %556

542:                                              ; preds = %349, %355, %351
  %543 = landingpad { ptr, i32 }
          cleanup
  %544 = load ptr, ptr %32, align 8, !tbaa !16
  %545 = icmp eq ptr %544, %59
  br i1 %545, label %549, label %546

546:                                              ; preds = %542
  %547 = load i64, ptr %59, align 8, !tbaa !10
  %548 = add i64 %547, 1
  call void @_ZdlPvm(ptr noundef %544, i64 noundef %548) #20
  br label %549

549:                                              ; preds = %546, %542
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #19
  br label %556

550:                                              ; preds = %388
  %551 = landingpad { ptr, i32 }
          cleanup
  br label %554

552:                                              ; preds = %423, %420, %394, %391
  %553 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #19
  br label %554

554:                                              ; preds = %552, %550
  %555 = phi { ptr, i32 } [ %553, %552 ], [ %551, %550 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  br label %556

556:                                              ; preds = %554, %549, %541, %532, %531, %523, %515, %507
  %557 = phi { ptr, i32 } [ %555, %554 ], [ %543, %549 ], [ %535, %541 ], [ %533, %532 ], [ %525, %531 ], [ %517, %523 ], [ %509, %515 ], [ %501, %507 ]
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %26) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #19
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #19
  resume { ptr, i32 } %557
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef nofpclass(nan inf) double @_ZL15square_in_valuedd(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) unnamed_addr #7 personality ptr @__gxx_personality_v0 {
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

declare noundef i64 @_ZSt11_Hash_bytesPKvmm(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #14

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #15

declare { i8, i64 } @_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

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

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIfEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #17

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #18

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
