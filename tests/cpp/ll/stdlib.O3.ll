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
%struct.Labelled = type { %"class.std::__cxx11::basic_string", double }
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
@.str.6 = private unnamed_addr constant [6 x i8] c"short\00", align 1
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
          to label %10 unwind label %55

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
          to label %16 unwind label %57

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
          to label %22 unwind label %59

22:                                               ; preds = %16
  %23 = load double, ptr %21, align 8, !tbaa !14
  %24 = call double @cos(double noundef %23) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #19
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %25, ptr %5, align 8, !tbaa !5
  store i8 120, ptr %25, align 8, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %26, align 8, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %5, i64 17
  store i8 0, ptr %27, align 1, !tbaa !10
  %28 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %29 unwind label %61

29:                                               ; preds = %22
  %30 = call double @llvm.fmuladd.f64(double %11, double %17, double %24)
  store double %30, ptr %28, align 8, !tbaa !14
  %31 = load ptr, ptr %5, align 8, !tbaa !16
  %32 = icmp eq ptr %31, %25
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i64, ptr %25, align 8, !tbaa !10
  %35 = add i64 %34, 1
  call void @_ZdlPvm(ptr noundef %31, i64 noundef %35) #20
  br label %36

36:                                               ; preds = %29, %33
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #19
  %37 = load ptr, ptr %4, align 8, !tbaa !16
  %38 = icmp eq ptr %37, %18
  br i1 %38, label %42, label %39

39:                                               ; preds = %36
  %40 = load i64, ptr %18, align 8, !tbaa !10
  %41 = add i64 %40, 1
  call void @_ZdlPvm(ptr noundef %37, i64 noundef %41) #20
  br label %42

42:                                               ; preds = %36, %39
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  %43 = load ptr, ptr %3, align 8, !tbaa !16
  %44 = icmp eq ptr %43, %12
  br i1 %44, label %48, label %45

45:                                               ; preds = %42
  %46 = load i64, ptr %12, align 8, !tbaa !10
  %47 = add i64 %46, 1
  call void @_ZdlPvm(ptr noundef %43, i64 noundef %47) #20
  br label %48

48:                                               ; preds = %42, %45
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  %49 = load ptr, ptr %2, align 8, !tbaa !16
  %50 = icmp eq ptr %49, %6
  br i1 %50, label %54, label %51

51:                                               ; preds = %48
  %52 = load i64, ptr %6, align 8, !tbaa !10
  %53 = add i64 %52, 1
  call void @_ZdlPvm(ptr noundef %49, i64 noundef %53) #20
  br label %54

54:                                               ; preds = %48, %51
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #19
  ret void

55:                                               ; preds = %1
  %56 = landingpad { ptr, i32 }
          cleanup
  br label %85

57:                                               ; preds = %10
  %58 = landingpad { ptr, i32 }
          cleanup
  br label %77

59:                                               ; preds = %16
  %60 = landingpad { ptr, i32 }
          cleanup
  br label %69

61:                                               ; preds = %22
  %62 = landingpad { ptr, i32 }
          cleanup
  %63 = load ptr, ptr %5, align 8, !tbaa !16
  %64 = icmp eq ptr %63, %25
  br i1 %64, label %68, label %65

65:                                               ; preds = %61
  %66 = load i64, ptr %25, align 8, !tbaa !10
  %67 = add i64 %66, 1
  call void @_ZdlPvm(ptr noundef %63, i64 noundef %67) #20
  br label %68

68:                                               ; preds = %65, %61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #19
  br label %69

69:                                               ; preds = %68, %59
  %70 = phi { ptr, i32 } [ %62, %68 ], [ %60, %59 ]
  %71 = load ptr, ptr %4, align 8, !tbaa !16
  %72 = icmp eq ptr %71, %18
  br i1 %72, label %76, label %73

73:                                               ; preds = %69
  %74 = load i64, ptr %18, align 8, !tbaa !10
  %75 = add i64 %74, 1
  call void @_ZdlPvm(ptr noundef %71, i64 noundef %75) #20
  br label %76

76:                                               ; preds = %73, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  br label %77

77:                                               ; preds = %76, %57
  %78 = phi { ptr, i32 } [ %70, %76 ], [ %58, %57 ]
  %79 = load ptr, ptr %3, align 8, !tbaa !16
  %80 = icmp eq ptr %79, %12
  br i1 %80, label %84, label %81

81:                                               ; preds = %77
  %82 = load i64, ptr %12, align 8, !tbaa !10
  %83 = add i64 %82, 1
  call void @_ZdlPvm(ptr noundef %79, i64 noundef %83) #20
  br label %84

84:                                               ; preds = %81, %77
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  br label %85

85:                                               ; preds = %84, %55
  %86 = phi { ptr, i32 } [ %78, %84 ], [ %56, %55 ]
  %87 = load ptr, ptr %2, align 8, !tbaa !16
  %88 = icmp eq ptr %87, %6
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i64, ptr %6, align 8, !tbaa !10
  %91 = add i64 %90, 1
  call void @_ZdlPvm(ptr noundef %87, i64 noundef %91) #20
  br label %92

92:                                               ; preds = %89, %85
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #19
  resume { ptr, i32 } %86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z16read_coefficientd(double noundef %0) #0 personality ptr @__gxx_personality_v0 {
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
          to label %9 unwind label %49

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
          to label %17 unwind label %57

17:                                               ; preds = %15
  %18 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIfEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 4 dereferenceable(4) %5)
          to label %19 unwind label %57

19:                                               ; preds = %17
  %20 = load double, ptr %4, align 8, !tbaa !14
  %21 = load float, ptr %5, align 4, !tbaa !17
  %22 = call double @exp(double noundef %0) #19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #19
  %23 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  store ptr %23, ptr %2, align 8, !tbaa !19
  %24 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %25 = getelementptr i8, ptr %23, i64 -24
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %2, i64 %26
  store ptr %24, ptr %27, align 8, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %28, align 8, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %2, i64 88
  %30 = load ptr, ptr %29, align 8, !tbaa !16
  %31 = getelementptr inbounds i8, ptr %2, i64 104
  %32 = icmp eq ptr %30, %31
  br i1 %32, label %36, label %33

33:                                               ; preds = %19
  %34 = load i64, ptr %31, align 8, !tbaa !10
  %35 = add i64 %34, 1
  call void @_ZdlPvm(ptr noundef %30, i64 noundef %35) #20
  br label %36

36:                                               ; preds = %19, %33
  %37 = fmul double %20, %0
  %38 = fpext float %21 to double
  %39 = fmul double %22, %38
  %40 = call double @llvm.fmuladd.f64(double %37, double %0, double %39)
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %28, align 8, !tbaa !19
  %41 = getelementptr inbounds i8, ptr %2, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %41) #19
  %42 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %42, ptr %2, align 8, !tbaa !19
  %43 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %44 = getelementptr i8, ptr %42, i64 -24
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %2, i64 %45
  store ptr %43, ptr %46, align 8, !tbaa !19
  %47 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %47, align 8, !tbaa !21
  %48 = getelementptr inbounds i8, ptr %2, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %48) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  ret double %40

49:                                               ; preds = %1
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = load ptr, ptr %3, align 8, !tbaa !16
  %52 = icmp eq ptr %51, %6
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i64, ptr %6, align 8, !tbaa !10
  %55 = add i64 %54, 1
  call void @_ZdlPvm(ptr noundef %51, i64 noundef %55) #20
  br label %56

56:                                               ; preds = %53, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  br label %59

57:                                               ; preds = %17, %15
  %58 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #19
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %2) #19
  br label %59

59:                                               ; preds = %57, %56
  %60 = phi { ptr, i32 } [ %58, %57 ], [ %50, %56 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  resume { ptr, i32 } %60
}

; Function Attrs: mustprogress uwtable
declare void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEC1ERKNS_12basic_stringIcS2_S3_EESt13_Ios_Openmode(ptr noundef nonnull align 8 dereferenceable(120), ptr noundef nonnull align 8 dereferenceable(32), i32 noundef) unnamed_addr #4 align 2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120)) unnamed_addr #5 align 2

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z9overwrited(double noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca double, align 8
  %3 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #19
  %5 = fmul double %0, %0
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
          to label %9 unwind label %43

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
          to label %17 unwind label %51

17:                                               ; preds = %15
  %18 = load double, ptr %2, align 8, !tbaa !14
  %19 = call double @sin(double noundef %18) #19
  %20 = load ptr, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, align 8
  store ptr %20, ptr %3, align 8, !tbaa !19
  %21 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 24), align 8
  %22 = getelementptr i8, ptr %20, i64 -24
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %3, i64 %23
  store ptr %21, ptr %24, align 8, !tbaa !19
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE, i64 16), ptr %25, align 8, !tbaa !19
  %26 = getelementptr inbounds i8, ptr %3, i64 88
  %27 = load ptr, ptr %26, align 8, !tbaa !16
  %28 = getelementptr inbounds i8, ptr %3, i64 104
  %29 = icmp eq ptr %27, %28
  br i1 %29, label %33, label %30

30:                                               ; preds = %17
  %31 = load i64, ptr %28, align 8, !tbaa !10
  %32 = add i64 %31, 1
  call void @_ZdlPvm(ptr noundef %27, i64 noundef %32) #20
  br label %33

33:                                               ; preds = %17, %30
  %34 = call double @llvm.fmuladd.f64(double %18, double %0, double %19)
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %25, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %3, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %35) #19
  %36 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %36, ptr %3, align 8, !tbaa !19
  %37 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %38 = getelementptr i8, ptr %36, i64 -24
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %3, i64 %39
  store ptr %37, ptr %40, align 8, !tbaa !19
  %41 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %41, align 8, !tbaa !21
  %42 = getelementptr inbounds i8, ptr %3, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %42) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  ret double %34

43:                                               ; preds = %1
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = load ptr, ptr %4, align 8, !tbaa !16
  %46 = icmp eq ptr %45, %6
  br i1 %46, label %50, label %47

47:                                               ; preds = %43
  %48 = load i64, ptr %6, align 8, !tbaa !10
  %49 = add i64 %48, 1
  call void @_ZdlPvm(ptr noundef %45, i64 noundef %49) #20
  br label %50

50:                                               ; preds = %47, %43
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #19
  br label %53

51:                                               ; preds = %15
  %52 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %3) #19
  br label %53

53:                                               ; preds = %51, %50
  %54 = phi { ptr, i32 } [ %52, %51 ], [ %44, %50 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  resume { ptr, i32 } %54
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z13overwrite_ptrPd(ptr noundef %0) #0 personality ptr @__gxx_personality_v0 {
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
          to label %10 unwind label %46

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
          to label %18 unwind label %54

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
  %35 = fmul double %19, %20
  %36 = fmul double %4, %6
  %37 = call double @llvm.fmuladd.f64(double %35, double %20, double %36)
  store ptr getelementptr inbounds inrange(-16, 112) (i8, ptr @_ZTVSt15basic_streambufIcSt11char_traitsIcEE, i64 16), ptr %26, align 8, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %2, i64 72
  call void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %38) #19
  %39 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 8), align 8
  store ptr %39, ptr %2, align 8, !tbaa !19
  %40 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTTNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEEE, i64 16), align 8
  %41 = getelementptr i8, ptr %39, i64 -24
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds i8, ptr %2, i64 %42
  store ptr %40, ptr %43, align 8, !tbaa !19
  %44 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %44, align 8, !tbaa !21
  %45 = getelementptr inbounds i8, ptr %2, i64 120
  call void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(264) %45) #19
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  ret double %37

46:                                               ; preds = %1
  %47 = landingpad { ptr, i32 }
          cleanup
  %48 = load ptr, ptr %3, align 8, !tbaa !16
  %49 = icmp eq ptr %48, %7
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i64, ptr %7, align 8, !tbaa !10
  %52 = add i64 %51, 1
  call void @_ZdlPvm(ptr noundef %48, i64 noundef %52) #20
  br label %53

53:                                               ; preds = %50, %46
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  br label %56

54:                                               ; preds = %16
  %55 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %2) #19
  br label %56

56:                                               ; preds = %54, %53
  %57 = phi { ptr, i32 } [ %55, %54 ], [ %47, %53 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %2) #19
  resume { ptr, i32 } %57
}

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z15overwrite_bytesd(double noundef %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca double, align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_istringstream", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #19
  %5 = tail call double @sin(double noundef %0) #19
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
          to label %9 unwind label %42

9:                                                ; preds = %1
  %10 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi4readEPcl(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull %2, i64 noundef 8)
          to label %11 unwind label %44

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
  %41 = call double @llvm.fmuladd.f64(double %12, double %0, double %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  ret double %41

42:                                               ; preds = %1
  %43 = landingpad { ptr, i32 }
          cleanup
  br label %46

44:                                               ; preds = %9
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(120) %4) #19
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %43, %42 ]
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %4) #19
  %48 = load ptr, ptr %3, align 8, !tbaa !16
  %49 = icmp eq ptr %48, %6
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i64, ptr %6, align 8, !tbaa !10
  %52 = add i64 %51, 1
  call void @_ZdlPvm(ptr noundef %48, i64 noundef %52) #20
  br label %53

53:                                               ; preds = %50, %46
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #19
  resume { ptr, i32 } %47
}

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi4readEPcl(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local noundef double @_Z8labelledd(double noundef %0) #7 personality ptr @__gxx_personality_v0 {
  %2 = alloca %struct.Labelled, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #19
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %3, ptr %2, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %3, ptr noundef nonnull align 1 dereferenceable(5) @.str.6, i64 5, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 5, ptr %4, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 0, ptr %5, align 1, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %2, i64 32
  %7 = call double @exp(double noundef %0) #19
  %8 = load i64, ptr %4, align 8, !tbaa !11
  %9 = uitofp i64 %8 to double
  %10 = call double @llvm.fmuladd.f64(double %0, double %7, double %9)
  store double %10, ptr %6, align 8, !tbaa !23
  %11 = load ptr, ptr %2, align 8, !tbaa !16
  %12 = icmp eq ptr %11, %3
  br i1 %12, label %16, label %13

13:                                               ; preds = %1
  %14 = load i64, ptr %3, align 8, !tbaa !10
  %15 = add i64 %14, 1
  call void @_ZdlPvm(ptr noundef %11, i64 noundef %15) #20
  br label %16

16:                                               ; preds = %1, %13
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #19
  ret double %10
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #8 personality ptr @__gxx_personality_v0 {
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

73:                                               ; preds = %506
  %74 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %74)
  %76 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  ret i32 %78

79:                                               ; preds = %0, %506
  %80 = phi i64 [ 0, %0 ], [ %507, %506 ]
  %81 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !14
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ogt double %83, 1.000000e+00
  %85 = select i1 %84, double %83, double 1.000000e+00
  %86 = fmul double %85, 0x3EB0C6F7A0B5ED8D
  %87 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef %82)
  %88 = fadd double %82, %86
  %89 = call noundef double @_Z16read_coefficientd(double noundef %88)
  %90 = fsub double %82, %86
  %91 = call noundef double @_Z16read_coefficientd(double noundef %90)
  %92 = fsub double %89, %91
  %93 = fmul double %86, 2.000000e+00
  %94 = fdiv double %92, %93
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ogt double %95, 1.000000e+00
  %97 = select i1 %96, double %95, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %87, ptr %24, align 8, !tbaa !14
  %98 = load volatile double, ptr %24, align 8, !tbaa !14
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %100, label %112, label %101

101:                                              ; preds = %79
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %94, ptr %23, align 8, !tbaa !14
  %102 = load volatile double, ptr %23, align 8, !tbaa !14
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %104, label %112, label %105

105:                                              ; preds = %101
  %106 = fsub double %87, %94
  %107 = call double @llvm.fabs.f64(double %106)
  %108 = fmul double %97, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp ole double %107, %108
  %110 = select i1 %109, ptr @.str.21, ptr @.str.22
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, double noundef %82, double noundef %87, double noundef %94, ptr noundef nonnull %110)
  br i1 %109, label %117, label %114

112:                                              ; preds = %101, %79
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, double noundef %82, double noundef %87, double noundef %94, ptr noundef nonnull @.str.22)
  br label %114

114:                                              ; preds = %112, %105
  %115 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %117

117:                                              ; preds = %105, %114
  %118 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef %82)
  %119 = call noundef double @_Z9overwrited(double noundef %88)
  %120 = call noundef double @_Z9overwrited(double noundef %90)
  %121 = fsub double %119, %120
  %122 = fdiv double %121, %93
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ogt double %123, 1.000000e+00
  %125 = select i1 %124, double %123, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %118, ptr %22, align 8, !tbaa !14
  %126 = load volatile double, ptr %22, align 8, !tbaa !14
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %128, label %140, label %129

129:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %122, ptr %21, align 8, !tbaa !14
  %130 = load volatile double, ptr %21, align 8, !tbaa !14
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %132, label %140, label %133

133:                                              ; preds = %129
  %134 = fsub double %118, %122
  %135 = call double @llvm.fabs.f64(double %134)
  %136 = fmul double %125, 0x3EB0C6F7A0B5ED8D
  %137 = fcmp ole double %135, %136
  %138 = select i1 %137, ptr @.str.21, ptr @.str.22
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, double noundef %82, double noundef %118, double noundef %122, ptr noundef nonnull %138)
  br i1 %137, label %145, label %142

140:                                              ; preds = %129, %117
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, double noundef %82, double noundef %118, double noundef %122, ptr noundef nonnull @.str.22)
  br label %142

142:                                              ; preds = %140, %133
  %143 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %145

145:                                              ; preds = %133, %142
  %146 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %146, ptr %20, align 8, !tbaa !14
  %147 = load volatile double, ptr %20, align 8, !tbaa !14
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %149, label %160, label %150

150:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double 1.250000e+00, ptr %19, align 8, !tbaa !14
  %151 = load volatile double, ptr %19, align 8, !tbaa !14
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %153, label %160, label %154

154:                                              ; preds = %150
  %155 = fadd double %146, -1.250000e+00
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ole double %156, 1.250000e-12
  %158 = select i1 %157, ptr @.str.21, ptr @.str.22
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, double noundef %82, double noundef %146, double noundef 1.250000e+00, ptr noundef nonnull %158)
  br i1 %157, label %165, label %162

160:                                              ; preds = %150, %145
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, double noundef %82, double noundef %146, double noundef 1.250000e+00, ptr noundef nonnull @.str.22)
  br label %162

162:                                              ; preds = %160, %154
  %163 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %165

165:                                              ; preds = %154, %162
  %166 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef %82, double noundef 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %166, ptr %18, align 8, !tbaa !14
  %167 = load volatile double, ptr %18, align 8, !tbaa !14
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %169, label %180, label %170

170:                                              ; preds = %165
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double 1.250000e+00, ptr %17, align 8, !tbaa !14
  %171 = load volatile double, ptr %17, align 8, !tbaa !14
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fcmp ueq double %172, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %173, label %180, label %174

174:                                              ; preds = %170
  %175 = fadd double %166, -1.250000e+00
  %176 = call double @llvm.fabs.f64(double %175)
  %177 = fcmp ole double %176, 1.250000e-12
  %178 = select i1 %177, ptr @.str.21, ptr @.str.22
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, double noundef %82, double noundef %166, double noundef 1.250000e+00, ptr noundef nonnull %178)
  br i1 %177, label %185, label %182

180:                                              ; preds = %170, %165
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, double noundef %82, double noundef %166, double noundef 1.250000e+00, ptr noundef nonnull @.str.22)
  br label %182

182:                                              ; preds = %180, %174
  %183 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %185

185:                                              ; preds = %174, %182
  %186 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef %82, double noundef 1.000000e+00)
  %187 = call noundef double @_Z16read_coefficientd(double noundef %88)
  %188 = call noundef double @_Z16read_coefficientd(double noundef %90)
  %189 = fsub double %187, %188
  %190 = fdiv double %189, %93
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ogt double %191, 1.000000e+00
  %193 = select i1 %192, double %191, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %186, ptr %16, align 8, !tbaa !14
  %194 = load volatile double, ptr %16, align 8, !tbaa !14
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %196, label %208, label %197

197:                                              ; preds = %185
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %190, ptr %15, align 8, !tbaa !14
  %198 = load volatile double, ptr %15, align 8, !tbaa !14
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fcmp ueq double %199, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %200, label %208, label %201

201:                                              ; preds = %197
  %202 = fsub double %186, %190
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fmul double %193, 0x3EB0C6F7A0B5ED8D
  %205 = fcmp ole double %203, %204
  %206 = select i1 %205, ptr @.str.21, ptr @.str.22
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, double noundef %82, double noundef %186, double noundef %190, ptr noundef nonnull %206)
  br i1 %205, label %213, label %210

208:                                              ; preds = %197, %185
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, double noundef %82, double noundef %186, double noundef %190, ptr noundef nonnull @.str.22)
  br label %210

210:                                              ; preds = %208, %201
  %211 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %213

213:                                              ; preds = %201, %210
  %214 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z15overwrite_bytesd, double noundef %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %214, ptr %14, align 8, !tbaa !14
  %215 = load volatile double, ptr %14, align 8, !tbaa !14
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %217, label %228, label %218

218:                                              ; preds = %213
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 6.250000e-01, ptr %13, align 8, !tbaa !14
  %219 = load volatile double, ptr %13, align 8, !tbaa !14
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %221, label %228, label %222

222:                                              ; preds = %218
  %223 = fadd double %214, -6.250000e-01
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ole double %224, 0x3D719799812DEA11
  %226 = select i1 %225, ptr @.str.21, ptr @.str.22
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, double noundef %82, double noundef %214, double noundef 6.250000e-01, ptr noundef nonnull %226)
  br i1 %225, label %233, label %230

228:                                              ; preds = %218, %213
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, double noundef %82, double noundef %214, double noundef 6.250000e-01, ptr noundef nonnull @.str.22)
  br label %230

230:                                              ; preds = %228, %222
  %231 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %233

233:                                              ; preds = %222, %230
  %234 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z15overwrite_bytesd, double noundef %82, double noundef 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %234, ptr %12, align 8, !tbaa !14
  %235 = load volatile double, ptr %12, align 8, !tbaa !14
  %236 = call double @llvm.fabs.f64(double %235)
  %237 = fcmp ueq double %236, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %237, label %248, label %238

238:                                              ; preds = %233
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double 6.250000e-01, ptr %11, align 8, !tbaa !14
  %239 = load volatile double, ptr %11, align 8, !tbaa !14
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fcmp ueq double %240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %241, label %248, label %242

242:                                              ; preds = %238
  %243 = fadd double %234, -6.250000e-01
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ole double %244, 0x3D719799812DEA11
  %246 = select i1 %245, ptr @.str.21, ptr @.str.22
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, double noundef %82, double noundef %234, double noundef 6.250000e-01, ptr noundef nonnull %246)
  br i1 %245, label %253, label %250

248:                                              ; preds = %238, %233
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, double noundef %82, double noundef %234, double noundef 6.250000e-01, ptr noundef nonnull @.str.22)
  br label %250

250:                                              ; preds = %248, %242
  %251 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %253

253:                                              ; preds = %242, %250
  %254 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8labelledd, double noundef %82)
  %255 = call noundef double @_Z8labelledd(double noundef %88)
  %256 = call noundef double @_Z8labelledd(double noundef %90)
  %257 = fsub double %255, %256
  %258 = fdiv double %257, %93
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = fcmp ogt double %259, 1.000000e+00
  %261 = select i1 %260, double %259, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %254, ptr %10, align 8, !tbaa !14
  %262 = load volatile double, ptr %10, align 8, !tbaa !14
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = fcmp ueq double %263, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %264, label %276, label %265

265:                                              ; preds = %253
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %258, ptr %9, align 8, !tbaa !14
  %266 = load volatile double, ptr %9, align 8, !tbaa !14
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = fcmp ueq double %267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %268, label %276, label %269

269:                                              ; preds = %265
  %270 = fsub double %254, %258
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = fmul double %261, 0x3EB0C6F7A0B5ED8D
  %273 = fcmp ole double %271, %272
  %274 = select i1 %273, ptr @.str.21, ptr @.str.22
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, double noundef %82, double noundef %254, double noundef %258, ptr noundef nonnull %274)
  br i1 %273, label %281, label %278

276:                                              ; preds = %265, %253
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, double noundef %82, double noundef %254, double noundef %258, ptr noundef nonnull @.str.22)
  br label %278

278:                                              ; preds = %276, %269
  %279 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %281

281:                                              ; preds = %269, %278
  %282 = fsub double 3.000000e-01, %82
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #19
  store ptr %39, ptr %25, align 8, !tbaa !27
  store i64 1, ptr %40, align 8, !tbaa !31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %42, align 8, !tbaa !32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %26) #19
  store ptr %44, ptr %26, align 8, !tbaa !27
  store i64 1, ptr %45, align 8, !tbaa !31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %47, align 8, !tbaa !32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %48, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #19
  store ptr %49, ptr %27, align 8, !tbaa !5
  store i8 120, ptr %49, align 8, !tbaa !10
  store i64 1, ptr %50, align 8, !tbaa !11
  store i8 0, ptr %67, align 1, !tbaa !10
  %283 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %25, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %284 unwind label %509

284:                                              ; preds = %281
  store double %82, ptr %283, align 8, !tbaa !14
  %285 = load ptr, ptr %27, align 8, !tbaa !16
  %286 = icmp eq ptr %285, %49
  br i1 %286, label %290, label %287

287:                                              ; preds = %284
  %288 = load i64, ptr %49, align 8, !tbaa !10
  %289 = add i64 %288, 1
  call void @_ZdlPvm(ptr noundef %285, i64 noundef %289) #20
  br label %290

290:                                              ; preds = %284, %287
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #19
  store ptr %51, ptr %28, align 8, !tbaa !5
  store i8 121, ptr %51, align 8, !tbaa !10
  store i64 1, ptr %52, align 8, !tbaa !11
  store i8 0, ptr %68, align 1, !tbaa !10
  %291 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %25, ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %292 unwind label %517

292:                                              ; preds = %290
  store double %282, ptr %291, align 8, !tbaa !14
  %293 = load ptr, ptr %28, align 8, !tbaa !16
  %294 = icmp eq ptr %293, %51
  br i1 %294, label %298, label %295

295:                                              ; preds = %292
  %296 = load i64, ptr %51, align 8, !tbaa !10
  %297 = add i64 %296, 1
  call void @_ZdlPvm(ptr noundef %293, i64 noundef %297) #20
  br label %298

298:                                              ; preds = %292, %295
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #19
  store ptr %53, ptr %29, align 8, !tbaa !5
  store i8 120, ptr %53, align 8, !tbaa !10
  store i64 1, ptr %54, align 8, !tbaa !11
  store i8 0, ptr %69, align 1, !tbaa !10
  %299 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %29)
          to label %300 unwind label %525

300:                                              ; preds = %298
  store double 1.000000e+00, ptr %299, align 8, !tbaa !14
  %301 = load ptr, ptr %29, align 8, !tbaa !16
  %302 = icmp eq ptr %301, %53
  br i1 %302, label %306, label %303

303:                                              ; preds = %300
  %304 = load i64, ptr %53, align 8, !tbaa !10
  %305 = add i64 %304, 1
  call void @_ZdlPvm(ptr noundef %301, i64 noundef %305) #20
  br label %306

306:                                              ; preds = %300, %303
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #19
  store ptr %55, ptr %30, align 8, !tbaa !5
  store i8 121, ptr %55, align 8, !tbaa !10
  store i64 1, ptr %56, align 8, !tbaa !11
  store i8 0, ptr %70, align 1, !tbaa !10
  %307 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %30)
          to label %308 unwind label %533

308:                                              ; preds = %306
  store double 0.000000e+00, ptr %307, align 8, !tbaa !14
  %309 = load ptr, ptr %30, align 8, !tbaa !16
  %310 = icmp eq ptr %309, %55
  br i1 %310, label %314, label %311

311:                                              ; preds = %308
  %312 = load i64, ptr %55, align 8, !tbaa !10
  %313 = add i64 %312, 1
  call void @_ZdlPvm(ptr noundef %309, i64 noundef %313) #20
  br label %314

314:                                              ; preds = %308, %311
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #19
  %315 = load i32, ptr @enzyme_dup, align 4, !tbaa !25
  %316 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9square_inRSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEE, i32 noundef %315, ptr noundef nonnull %25, ptr noundef nonnull %26)
          to label %317 unwind label %541

317:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #19
  store ptr %57, ptr %31, align 8, !tbaa !5
  store i8 120, ptr %57, align 8, !tbaa !10
  store i64 1, ptr %58, align 8, !tbaa !11
  store i8 0, ptr %71, align 1, !tbaa !10
  %318 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %31)
          to label %319 unwind label %543

319:                                              ; preds = %317
  %320 = load double, ptr %318, align 8, !tbaa !14
  %321 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %88, double noundef %282)
          to label %322 unwind label %543

322:                                              ; preds = %319
  %323 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %90, double noundef %282)
          to label %324 unwind label %543

324:                                              ; preds = %322
  %325 = fsub double %321, %323
  %326 = fdiv double %325, %93
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fcmp ogt double %327, 1.000000e+00
  %329 = select i1 %328, double %327, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %320, ptr %8, align 8, !tbaa !14
  %330 = load volatile double, ptr %8, align 8, !tbaa !14
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %332, label %344, label %333

333:                                              ; preds = %324
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %326, ptr %7, align 8, !tbaa !14
  %334 = load volatile double, ptr %7, align 8, !tbaa !14
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %336, label %344, label %337

337:                                              ; preds = %333
  %338 = fsub double %320, %326
  %339 = call double @llvm.fabs.f64(double %338)
  %340 = fmul double %329, 0x3EB0C6F7A0B5ED8D
  %341 = fcmp ole double %339, %340
  %342 = select i1 %341, ptr @.str.21, ptr @.str.22
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, double noundef %82, double noundef %320, double noundef %326, ptr noundef nonnull %342)
  br i1 %341, label %349, label %346

344:                                              ; preds = %333, %324
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, double noundef %82, double noundef %320, double noundef %326, ptr noundef nonnull @.str.22)
  br label %346

346:                                              ; preds = %344, %337
  %347 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %349

349:                                              ; preds = %346, %337
  %350 = load ptr, ptr %31, align 8, !tbaa !16
  %351 = icmp eq ptr %350, %57
  br i1 %351, label %355, label %352

352:                                              ; preds = %349
  %353 = load i64, ptr %57, align 8, !tbaa !10
  %354 = add i64 %353, 1
  call void @_ZdlPvm(ptr noundef %350, i64 noundef %354) #20
  br label %355

355:                                              ; preds = %349, %352
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #19
  store ptr %59, ptr %32, align 8, !tbaa !5
  store i8 121, ptr %59, align 8, !tbaa !10
  store i64 1, ptr %60, align 8, !tbaa !11
  store i8 0, ptr %72, align 1, !tbaa !10
  %356 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 8 dereferenceable(32) %32)
          to label %357 unwind label %551

357:                                              ; preds = %355
  %358 = load double, ptr %356, align 8, !tbaa !14
  %359 = fadd double %282, %86
  %360 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %82, double noundef %359)
          to label %361 unwind label %551

361:                                              ; preds = %357
  %362 = fsub double %282, %86
  %363 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %82, double noundef %362)
          to label %364 unwind label %551

364:                                              ; preds = %361
  %365 = fsub double %360, %363
  %366 = fdiv double %365, %93
  %367 = call double @llvm.fabs.f64(double %366)
  %368 = fcmp ogt double %367, 1.000000e+00
  %369 = select i1 %368, double %367, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %358, ptr %6, align 8, !tbaa !14
  %370 = load volatile double, ptr %6, align 8, !tbaa !14
  %371 = call double @llvm.fabs.f64(double %370)
  %372 = fcmp ueq double %371, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %372, label %384, label %373

373:                                              ; preds = %364
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %366, ptr %5, align 8, !tbaa !14
  %374 = load volatile double, ptr %5, align 8, !tbaa !14
  %375 = call double @llvm.fabs.f64(double %374)
  %376 = fcmp ueq double %375, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %376, label %384, label %377

377:                                              ; preds = %373
  %378 = fsub double %358, %366
  %379 = call double @llvm.fabs.f64(double %378)
  %380 = fmul double %369, 0x3EB0C6F7A0B5ED8D
  %381 = fcmp ole double %379, %380
  %382 = select i1 %381, ptr @.str.21, ptr @.str.22
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, double noundef %82, double noundef %358, double noundef %366, ptr noundef nonnull %382)
  br i1 %381, label %389, label %386

384:                                              ; preds = %373, %364
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.16, double noundef %82, double noundef %358, double noundef %366, ptr noundef nonnull @.str.22)
  br label %386

386:                                              ; preds = %384, %377
  %387 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %389

389:                                              ; preds = %386, %377
  %390 = load ptr, ptr %32, align 8, !tbaa !16
  %391 = icmp eq ptr %390, %59
  br i1 %391, label %395, label %392

392:                                              ; preds = %389
  %393 = load i64, ptr %59, align 8, !tbaa !10
  %394 = add i64 %393, 1
  call void @_ZdlPvm(ptr noundef %390, i64 noundef %394) #20
  br label %395

395:                                              ; preds = %389, %392
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #19
  store double %82, ptr %33, align 16, !tbaa !14
  store double %282, ptr %61, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %34, i8 0, i64 16, i1 false)
  %396 = load i32, ptr @enzyme_dup, align 4, !tbaa !25
  %397 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z13overwrite_ptrPd, i32 noundef %396, ptr noundef nonnull %33, ptr noundef nonnull %34)
          to label %398 unwind label %559

398:                                              ; preds = %395
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #19
  store double %88, ptr %35, align 16, !tbaa !14
  store double %282, ptr %62, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36) #19
  store double %90, ptr %36, align 16, !tbaa !14
  store double %282, ptr %63, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #19
  store double %82, ptr %37, align 16, !tbaa !14
  store double %359, ptr %64, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #19
  store double %82, ptr %38, align 16, !tbaa !14
  store double %362, ptr %65, align 8, !tbaa !14
  %399 = load double, ptr %34, align 16, !tbaa !14
  %400 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %35)
          to label %401 unwind label %561

401:                                              ; preds = %398
  %402 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %36)
          to label %403 unwind label %561

403:                                              ; preds = %401
  %404 = fsub double %400, %402
  %405 = fdiv double %404, %93
  %406 = call double @llvm.fabs.f64(double %405)
  %407 = fcmp ogt double %406, 1.000000e+00
  %408 = select i1 %407, double %406, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %399, ptr %4, align 8, !tbaa !14
  %409 = load volatile double, ptr %4, align 8, !tbaa !14
  %410 = call double @llvm.fabs.f64(double %409)
  %411 = fcmp ueq double %410, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %411, label %423, label %412

412:                                              ; preds = %403
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %405, ptr %3, align 8, !tbaa !14
  %413 = load volatile double, ptr %3, align 8, !tbaa !14
  %414 = call double @llvm.fabs.f64(double %413)
  %415 = fcmp ueq double %414, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %415, label %423, label %416

416:                                              ; preds = %412
  %417 = fsub double %399, %405
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fmul double %408, 0x3EB0C6F7A0B5ED8D
  %420 = fcmp ole double %418, %419
  %421 = select i1 %420, ptr @.str.21, ptr @.str.22
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.17, double noundef %82, double noundef %399, double noundef %405, ptr noundef nonnull %421)
  br i1 %420, label %428, label %425

423:                                              ; preds = %412, %403
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.17, double noundef %82, double noundef %399, double noundef %405, ptr noundef nonnull @.str.22)
  br label %425

425:                                              ; preds = %423, %416
  %426 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %428

428:                                              ; preds = %425, %416
  %429 = load double, ptr %66, align 8, !tbaa !14
  %430 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %37)
          to label %431 unwind label %561

431:                                              ; preds = %428
  %432 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %38)
          to label %433 unwind label %561

433:                                              ; preds = %431
  %434 = fsub double %430, %432
  %435 = fdiv double %434, %93
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fcmp ogt double %436, 1.000000e+00
  %438 = select i1 %437, double %436, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %429, ptr %2, align 8, !tbaa !14
  %439 = load volatile double, ptr %2, align 8, !tbaa !14
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fcmp ueq double %440, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %441, label %453, label %442

442:                                              ; preds = %433
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %435, ptr %1, align 8, !tbaa !14
  %443 = load volatile double, ptr %1, align 8, !tbaa !14
  %444 = call double @llvm.fabs.f64(double %443)
  %445 = fcmp ueq double %444, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %445, label %453, label %446

446:                                              ; preds = %442
  %447 = fsub double %429, %435
  %448 = call double @llvm.fabs.f64(double %447)
  %449 = fmul double %438, 0x3EB0C6F7A0B5ED8D
  %450 = fcmp ole double %448, %449
  %451 = select i1 %450, ptr @.str.21, ptr @.str.22
  %452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.18, double noundef %82, double noundef %429, double noundef %435, ptr noundef nonnull %451)
  br i1 %450, label %458, label %455

453:                                              ; preds = %442, %433
  %454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.18, double noundef %82, double noundef %429, double noundef %435, ptr noundef nonnull @.str.22)
  br label %455

455:                                              ; preds = %453, %446
  %456 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %458

458:                                              ; preds = %455, %446
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  %459 = load ptr, ptr %46, align 8, !tbaa !33
  %460 = icmp eq ptr %459, null
  br i1 %460, label %473, label %461

461:                                              ; preds = %458, %471
  %462 = phi ptr [ %463, %471 ], [ %459, %458 ]
  %463 = load ptr, ptr %462, align 8, !tbaa !34
  %464 = getelementptr inbounds i8, ptr %462, i64 8
  %465 = load ptr, ptr %464, align 8, !tbaa !16
  %466 = getelementptr inbounds i8, ptr %462, i64 24
  %467 = icmp eq ptr %465, %466
  br i1 %467, label %471, label %468

468:                                              ; preds = %461
  %469 = load i64, ptr %466, align 8, !tbaa !10
  %470 = add i64 %469, 1
  call void @_ZdlPvm(ptr noundef %465, i64 noundef %470) #20
  br label %471

471:                                              ; preds = %468, %461
  call void @_ZdlPvm(ptr noundef nonnull %462, i64 noundef 56) #20
  %472 = icmp eq ptr %463, null
  br i1 %472, label %473, label %461, !llvm.loop !35

473:                                              ; preds = %471, %458
  %474 = load ptr, ptr %26, align 8, !tbaa !27
  %475 = load i64, ptr %45, align 8, !tbaa !31
  %476 = shl i64 %475, 3
  call void @llvm.memset.p0.i64(ptr align 8 %474, i8 0, i64 %476, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  %477 = load ptr, ptr %26, align 8, !tbaa !27
  %478 = icmp eq ptr %44, %477
  br i1 %478, label %482, label %479

479:                                              ; preds = %473
  %480 = load i64, ptr %45, align 8, !tbaa !31
  %481 = shl i64 %480, 3
  call void @_ZdlPvm(ptr noundef %477, i64 noundef %481) #20
  br label %482

482:                                              ; preds = %473, %479
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #19
  %483 = load ptr, ptr %41, align 8, !tbaa !33
  %484 = icmp eq ptr %483, null
  br i1 %484, label %497, label %485

485:                                              ; preds = %482, %495
  %486 = phi ptr [ %487, %495 ], [ %483, %482 ]
  %487 = load ptr, ptr %486, align 8, !tbaa !34
  %488 = getelementptr inbounds i8, ptr %486, i64 8
  %489 = load ptr, ptr %488, align 8, !tbaa !16
  %490 = getelementptr inbounds i8, ptr %486, i64 24
  %491 = icmp eq ptr %489, %490
  br i1 %491, label %495, label %492

492:                                              ; preds = %485
  %493 = load i64, ptr %490, align 8, !tbaa !10
  %494 = add i64 %493, 1
  call void @_ZdlPvm(ptr noundef %489, i64 noundef %494) #20
  br label %495

495:                                              ; preds = %492, %485
  call void @_ZdlPvm(ptr noundef nonnull %486, i64 noundef 56) #20
  %496 = icmp eq ptr %487, null
  br i1 %496, label %497, label %485, !llvm.loop !35

497:                                              ; preds = %495, %482
  %498 = load ptr, ptr %25, align 8, !tbaa !27
  %499 = load i64, ptr %40, align 8, !tbaa !31
  %500 = shl i64 %499, 3
  call void @llvm.memset.p0.i64(ptr align 8 %498, i8 0, i64 %500, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, i8 0, i64 16, i1 false)
  %501 = load ptr, ptr %25, align 8, !tbaa !27
  %502 = icmp eq ptr %39, %501
  br i1 %502, label %506, label %503

503:                                              ; preds = %497
  %504 = load i64, ptr %40, align 8, !tbaa !31
  %505 = shl i64 %504, 3
  call void @_ZdlPvm(ptr noundef %501, i64 noundef %505) #20
  br label %506

506:                                              ; preds = %497, %503
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #19
  %507 = add nuw nsw i64 %80, 8
  %508 = icmp eq i64 %507, 24
  br i1 %508, label %73, label %79

509:                                              ; preds = %281
  %510 = landingpad { ptr, i32 }
          cleanup
  %511 = load ptr, ptr %27, align 8, !tbaa !16
  %512 = icmp eq ptr %511, %49
  br i1 %512, label %516, label %513

513:                                              ; preds = %509
  %514 = load i64, ptr %49, align 8, !tbaa !10
  %515 = add i64 %514, 1
  call void @_ZdlPvm(ptr noundef %511, i64 noundef %515) #20
  br label %516

516:                                              ; preds = %513, %509
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  br label %565

517:                                              ; preds = %290
  %518 = landingpad { ptr, i32 }
          cleanup
  %519 = load ptr, ptr %28, align 8, !tbaa !16
  %520 = icmp eq ptr %519, %51
  br i1 %520, label %524, label %521

521:                                              ; preds = %517
  %522 = load i64, ptr %51, align 8, !tbaa !10
  %523 = add i64 %522, 1
  call void @_ZdlPvm(ptr noundef %519, i64 noundef %523) #20
  br label %524

524:                                              ; preds = %521, %517
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  br label %565

525:                                              ; preds = %298
  %526 = landingpad { ptr, i32 }
          cleanup
  %527 = load ptr, ptr %29, align 8, !tbaa !16
  %528 = icmp eq ptr %527, %53
  br i1 %528, label %532, label %529

529:                                              ; preds = %525
  %530 = load i64, ptr %53, align 8, !tbaa !10
  %531 = add i64 %530, 1
  call void @_ZdlPvm(ptr noundef %527, i64 noundef %531) #20
  br label %532

532:                                              ; preds = %529, %525
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #19
  br label %565

533:                                              ; preds = %306
  %534 = landingpad { ptr, i32 }
          cleanup
  %535 = load ptr, ptr %30, align 8, !tbaa !16
  %536 = icmp eq ptr %535, %55
  br i1 %536, label %540, label %537

537:                                              ; preds = %533
  %538 = load i64, ptr %55, align 8, !tbaa !10
  %539 = add i64 %538, 1
  call void @_ZdlPvm(ptr noundef %535, i64 noundef %539) #20
  br label %540

540:                                              ; preds = %537, %533
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #19
  br label %565

541:                                              ; preds = %314
  %542 = landingpad { ptr, i32 }
          cleanup
  br label %565

543:                                              ; preds = %317, %322, %319
  %544 = landingpad { ptr, i32 }
          cleanup
  %545 = load ptr, ptr %31, align 8, !tbaa !16
  %546 = icmp eq ptr %545, %57
  br i1 %546, label %550, label %547

547:                                              ; preds = %543
  %548 = load i64, ptr %57, align 8, !tbaa !10
  %549 = add i64 %548, 1
  call void @_ZdlPvm(ptr noundef %545, i64 noundef %549) #20
  br label %550

550:                                              ; preds = %547, %543
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #19
  br label %565

551:                                              ; preds = %355, %361, %357
  %552 = landingpad { ptr, i32 }
          cleanup
  %553 = load ptr, ptr %32, align 8, !tbaa !16
  %554 = icmp eq ptr %553, %59
  br i1 %554, label %558, label %555

555:                                              ; preds = %551
  %556 = load i64, ptr %59, align 8, !tbaa !10
  %557 = add i64 %556, 1
  call void @_ZdlPvm(ptr noundef %553, i64 noundef %557) #20
  br label %558

558:                                              ; preds = %555, %551
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #19
  br label %565

559:                                              ; preds = %395
  %560 = landingpad { ptr, i32 }
          cleanup
  br label %563

561:                                              ; preds = %431, %428, %401, %398
  %562 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #19
  br label %563

563:                                              ; preds = %561, %559
  %564 = phi { ptr, i32 } [ %562, %561 ], [ %560, %559 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  br label %565

565:                                              ; preds = %563, %558, %550, %541, %540, %532, %524, %516
  %566 = phi { ptr, i32 } [ %564, %563 ], [ %552, %558 ], [ %544, %550 ], [ %542, %541 ], [ %534, %540 ], [ %526, %532 ], [ %518, %524 ], [ %510, %516 ]
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %26) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #19
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #19
  resume { ptr, i32 } %566
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef double @_ZL15square_in_valuedd(double noundef %0, double noundef %1) unnamed_addr #8 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unordered_map", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #19
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %7, ptr %3, align 8, !tbaa !27
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 1, ptr %8, align 8, !tbaa !31
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %10, align 8, !tbaa !32
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
  %47 = load ptr, ptr %9, align 8, !tbaa !33
  %48 = icmp eq ptr %47, null
  br i1 %48, label %61, label %49

49:                                               ; preds = %46, %59
  %50 = phi ptr [ %51, %59 ], [ %47, %46 ]
  %51 = load ptr, ptr %50, align 8, !tbaa !34
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
  br i1 %60, label %61, label %49, !llvm.loop !35

61:                                               ; preds = %59, %46
  %62 = load ptr, ptr %3, align 8, !tbaa !27
  %63 = load i64, ptr %8, align 8, !tbaa !31
  %64 = shl i64 %63, 3
  call void @llvm.memset.p0.i64(ptr align 8 %62, i8 0, i64 %64, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %65 = load ptr, ptr %3, align 8, !tbaa !27
  %66 = icmp eq ptr %7, %65
  br i1 %66, label %70, label %67

67:                                               ; preds = %61
  %68 = load i64, ptr %8, align 8, !tbaa !31
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !33
  %4 = icmp eq ptr %3, null
  br i1 %4, label %17, label %5

5:                                                ; preds = %1, %15
  %6 = phi ptr [ %7, %15 ], [ %3, %1 ]
  %7 = load ptr, ptr %6, align 8, !tbaa !34
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
  br i1 %16, label %17, label %5, !llvm.loop !35

17:                                               ; preds = %15, %1
  %18 = load ptr, ptr %0, align 8, !tbaa !27
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !31
  %21 = shl i64 %20, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 %21, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  %22 = load ptr, ptr %0, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %0, i64 48
  %24 = icmp eq ptr %23, %22
  br i1 %24, label %28, label %25

25:                                               ; preds = %17
  %26 = load i64, ptr %19, align 8, !tbaa !31
  %27 = shl i64 %26, 3
  tail call void @_ZdlPvm(ptr noundef %22, i64 noundef %27) #20
  br label %28

28:                                               ; preds = %17, %25
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #13 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #19
  tail call void @_ZSt9terminatev() #21
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %15 = load ptr, ptr %0, align 8, !tbaa !27
  %16 = getelementptr inbounds ptr, ptr %15, i64 %14
  %17 = load ptr, ptr %16, align 8, !tbaa !37
  %18 = icmp eq ptr %17, null
  %19 = load ptr, ptr %1, align 8
  br i1 %18, label %64, label %20

20:                                               ; preds = %11
  %21 = load ptr, ptr %17, align 8, !tbaa !34
  %22 = load i64, ptr %5, align 8
  %23 = freeze i64 %22
  %24 = icmp eq i64 %23, 0
  %25 = getelementptr inbounds i8, ptr %21, i64 48
  %26 = load i64, ptr %25, align 8, !tbaa !38
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
  %36 = load ptr, ptr %29, align 8, !tbaa !34
  %37 = icmp eq ptr %36, null
  br i1 %37, label %64, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %36, i64 48
  %40 = load i64, ptr %39, align 8, !tbaa !38
  %41 = urem i64 %40, %13
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %27, label %64, !llvm.loop !40

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
  %57 = load ptr, ptr %45, align 8, !tbaa !34
  %58 = icmp eq ptr %57, null
  br i1 %58, label %64, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i64 48
  %61 = load i64, ptr %60, align 8, !tbaa !38
  %62 = urem i64 %61, %13
  %63 = icmp eq i64 %62, %14
  br i1 %63, label %43, label %64, !llvm.loop !40

64:                                               ; preds = %56, %59, %38, %35, %11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #19
  store ptr %0, ptr %3, align 8, !tbaa !41
  %65 = tail call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #22
  store ptr null, ptr %65, align 8, !tbaa !34
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
  store double 0.000000e+00, ptr %82, align 8, !tbaa !43
  store ptr %65, ptr %80, align 8, !tbaa !45
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
define linkonce_odr dso_local ptr @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE21_M_insert_unique_nodeEmmPNSA_10_Hash_nodeIS8_Lb1EEEm(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !46
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !47
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
  store i64 %8, ptr %7, align 8, !tbaa !46
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
  %30 = load i64, ptr %9, align 8, !tbaa !31
  %31 = urem i64 %2, %30
  br label %32

32:                                               ; preds = %29, %5
  %33 = phi i64 [ %31, %29 ], [ %1, %5 ]
  %34 = getelementptr inbounds i8, ptr %3, i64 48
  store i64 %2, ptr %34, align 8, !tbaa !38
  %35 = load ptr, ptr %0, align 8, !tbaa !27
  %36 = getelementptr inbounds ptr, ptr %35, i64 %33
  %37 = load ptr, ptr %36, align 8, !tbaa !37
  %38 = icmp eq ptr %37, null
  br i1 %38, label %42, label %39

39:                                               ; preds = %32
  %40 = load ptr, ptr %37, align 8, !tbaa !34
  store ptr %40, ptr %3, align 8, !tbaa !34
  %41 = load ptr, ptr %36, align 8, !tbaa !37
  store ptr %3, ptr %41, align 8, !tbaa !34
  br label %57

42:                                               ; preds = %32
  %43 = getelementptr inbounds i8, ptr %0, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !33
  store ptr %44, ptr %3, align 8, !tbaa !34
  store ptr %3, ptr %43, align 8, !tbaa !33
  %45 = load ptr, ptr %3, align 8, !tbaa !34
  %46 = icmp eq ptr %45, null
  br i1 %46, label %54, label %47

47:                                               ; preds = %42
  %48 = load i64, ptr %9, align 8, !tbaa !31
  %49 = getelementptr inbounds i8, ptr %45, i64 48
  %50 = load i64, ptr %49, align 8, !tbaa !38
  %51 = urem i64 %50, %48
  %52 = getelementptr inbounds ptr, ptr %35, i64 %51
  store ptr %3, ptr %52, align 8, !tbaa !37
  %53 = load ptr, ptr %0, align 8, !tbaa !27
  br label %54

54:                                               ; preds = %47, %42
  %55 = phi ptr [ %53, %47 ], [ %35, %42 ]
  %56 = getelementptr inbounds ptr, ptr %55, i64 %33
  store ptr %43, ptr %56, align 8, !tbaa !37
  br label %57

57:                                               ; preds = %39, %54
  %58 = load i64, ptr %11, align 8, !tbaa !47
  %59 = add i64 %58, 1
  store i64 %59, ptr %11, align 8, !tbaa !47
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE12_Scoped_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !45
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

declare noundef i64 @_ZSt11_Hash_bytesPKvmm(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #15

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #16

declare { i8, i64 } @_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE13_M_rehash_auxEmSt17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq i64 %1, 1
  br i1 %3, label %4, label %6, !prof !48

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %5, align 8, !tbaa !49
  br label %15

6:                                                ; preds = %2
  %7 = icmp ugt i64 %1, 1152921504606846975
  br i1 %7, label %8, label %12, !prof !48

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
  %18 = load ptr, ptr %17, align 8, !tbaa !33
  store ptr null, ptr %17, align 8, !tbaa !33
  %19 = icmp eq ptr %18, null
  br i1 %19, label %45, label %20

20:                                               ; preds = %15, %42
  %21 = phi ptr [ %23, %42 ], [ %18, %15 ]
  %22 = phi i64 [ %43, %42 ], [ 0, %15 ]
  %23 = load ptr, ptr %21, align 8, !tbaa !34
  %24 = getelementptr inbounds i8, ptr %21, i64 48
  %25 = load i64, ptr %24, align 8, !tbaa !38
  %26 = urem i64 %25, %1
  %27 = getelementptr inbounds ptr, ptr %16, i64 %26
  %28 = load ptr, ptr %27, align 8, !tbaa !37
  %29 = icmp eq ptr %28, null
  br i1 %29, label %30, label %36

30:                                               ; preds = %20
  %31 = load ptr, ptr %17, align 8, !tbaa !33
  store ptr %31, ptr %21, align 8, !tbaa !34
  store ptr %21, ptr %17, align 8, !tbaa !33
  store ptr %17, ptr %27, align 8, !tbaa !37
  %32 = load ptr, ptr %21, align 8, !tbaa !34
  %33 = icmp eq ptr %32, null
  br i1 %33, label %42, label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds ptr, ptr %16, i64 %22
  br label %39

36:                                               ; preds = %20
  %37 = load ptr, ptr %28, align 8, !tbaa !34
  store ptr %37, ptr %21, align 8, !tbaa !34
  %38 = load ptr, ptr %27, align 8, !tbaa !37
  br label %39

39:                                               ; preds = %36, %34
  %40 = phi ptr [ %35, %34 ], [ %38, %36 ]
  %41 = phi i64 [ %26, %34 ], [ %22, %36 ]
  store ptr %21, ptr %40, align 8, !tbaa !37
  br label %42

42:                                               ; preds = %39, %30
  %43 = phi i64 [ %26, %30 ], [ %41, %39 ]
  %44 = icmp eq ptr %23, null
  br i1 %44, label %45, label %20, !llvm.loop !50

45:                                               ; preds = %42, %15
  %46 = load ptr, ptr %0, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %0, i64 48
  %48 = icmp eq ptr %47, %46
  br i1 %48, label %53, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  %51 = load i64, ptr %50, align 8, !tbaa !31
  %52 = shl i64 %51, 3
  tail call void @_ZdlPvm(ptr noundef %46, i64 noundef %52) #20
  br label %53

53:                                               ; preds = %45, %49
  %54 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %1, ptr %54, align 8, !tbaa !31
  store ptr %16, ptr %0, align 8, !tbaa !27
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt8ios_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(216)) unnamed_addr #17

; Function Attrs: nounwind
declare void @_ZNSt6localeD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #17

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIfEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #18

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!23 = !{!24, !15, i64 32}
!24 = !{!"_ZTS8Labelled", !12, i64 0, !15, i64 32}
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !8, i64 0}
!27 = !{!28, !7, i64 0}
!28 = !{!"_ZTSSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE", !7, i64 0, !13, i64 8, !29, i64 16, !13, i64 24, !30, i64 32, !7, i64 48}
!29 = !{!"_ZTSNSt8__detail15_Hash_node_baseE", !7, i64 0}
!30 = !{!"_ZTSNSt8__detail20_Prime_rehash_policyE", !18, i64 0, !13, i64 8}
!31 = !{!28, !13, i64 8}
!32 = !{!30, !18, i64 0}
!33 = !{!28, !7, i64 16}
!34 = !{!29, !7, i64 0}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!7, !7, i64 0}
!38 = !{!39, !13, i64 0}
!39 = !{!"_ZTSNSt8__detail21_Hash_node_code_cacheILb1EEE", !13, i64 0}
!40 = distinct !{!40, !36}
!41 = !{!42, !7, i64 0}
!42 = !{!"_ZTSNSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_dESaIS8_ENSt8__detail10_Select1stESt8equal_toIS5_ESt4hashIS5_ENSA_18_Mod_range_hashingENSA_20_Default_ranged_hashENSA_20_Prime_rehash_policyENSA_17_Hashtable_traitsILb1ELb0ELb1EEEE12_Scoped_nodeE", !7, i64 0, !7, i64 8}
!43 = !{!44, !15, i64 32}
!44 = !{!"_ZTSSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdE", !12, i64 0, !15, i64 32}
!45 = !{!42, !7, i64 8}
!46 = !{!30, !13, i64 8}
!47 = !{!28, !13, i64 24}
!48 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!49 = !{!28, !7, i64 48}
!50 = distinct !{!50, !36}
