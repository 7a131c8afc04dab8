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
@.str.5 = private unnamed_addr constant [6 x i8] c"short\00", align 1
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

; Function Attrs: mustprogress noinline nounwind uwtable
define dso_local noundef double @_Z8labelledd(double noundef %0) #6 personality ptr @__gxx_personality_v0 {
  %2 = alloca %struct.Labelled, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #19
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %3, ptr %2, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %3, ptr noundef nonnull align 1 dereferenceable(5) @.str.5, i64 5, i1 false)
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

69:                                               ; preds = %462
  %70 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %70)
  %72 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  ret i32 %74

75:                                               ; preds = %0, %462
  %76 = phi i64 [ 0, %0 ], [ %463, %462 ]
  %77 = getelementptr inbounds i8, ptr @__const.main.xs, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !14
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef %78)
  %84 = fadd double %78, %82
  %85 = call noundef double @_Z16read_coefficientd(double noundef %84)
  %86 = fsub double %78, %82
  %87 = call noundef double @_Z16read_coefficientd(double noundef %86)
  %88 = fsub double %85, %87
  %89 = fmul double %82, 2.000000e+00
  %90 = fdiv double %88, %89
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ogt double %91, 1.000000e+00
  %93 = select i1 %92, double %91, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %83, ptr %20, align 8, !tbaa !14
  %94 = load volatile double, ptr %20, align 8, !tbaa !14
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %96, label %108, label %97

97:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %90, ptr %19, align 8, !tbaa !14
  %98 = load volatile double, ptr %19, align 8, !tbaa !14
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %100, label %108, label %101

101:                                              ; preds = %97
  %102 = fsub double %83, %90
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fmul double %93, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ole double %103, %104
  %106 = select i1 %105, ptr @.str.18, ptr @.str.19
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, double noundef %78, double noundef %83, double noundef %90, ptr noundef nonnull %106)
  br i1 %105, label %113, label %110

108:                                              ; preds = %97, %75
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, double noundef %78, double noundef %83, double noundef %90, ptr noundef nonnull @.str.19)
  br label %110

110:                                              ; preds = %108, %101
  %111 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %113

113:                                              ; preds = %101, %110
  %114 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef %78)
  %115 = call noundef double @_Z9overwrited(double noundef %84)
  %116 = call noundef double @_Z9overwrited(double noundef %86)
  %117 = fsub double %115, %116
  %118 = fdiv double %117, %89
  %119 = call double @llvm.fabs.f64(double %118)
  %120 = fcmp ogt double %119, 1.000000e+00
  %121 = select i1 %120, double %119, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %114, ptr %18, align 8, !tbaa !14
  %122 = load volatile double, ptr %18, align 8, !tbaa !14
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %124, label %136, label %125

125:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %118, ptr %17, align 8, !tbaa !14
  %126 = load volatile double, ptr %17, align 8, !tbaa !14
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %128, label %136, label %129

129:                                              ; preds = %125
  %130 = fsub double %114, %118
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fmul double %121, 0x3EB0C6F7A0B5ED8D
  %133 = fcmp ole double %131, %132
  %134 = select i1 %133, ptr @.str.18, ptr @.str.19
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, double noundef %78, double noundef %114, double noundef %118, ptr noundef nonnull %134)
  br i1 %133, label %141, label %138

136:                                              ; preds = %125, %113
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.7, double noundef %78, double noundef %114, double noundef %118, ptr noundef nonnull @.str.19)
  br label %138

138:                                              ; preds = %136, %129
  %139 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %141

141:                                              ; preds = %129, %138
  %142 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %142, ptr %16, align 8, !tbaa !14
  %143 = load volatile double, ptr %16, align 8, !tbaa !14
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %145, label %156, label %146

146:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double 1.250000e+00, ptr %15, align 8, !tbaa !14
  %147 = load volatile double, ptr %15, align 8, !tbaa !14
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %149, label %156, label %150

150:                                              ; preds = %146
  %151 = fadd double %142, -1.250000e+00
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ole double %152, 1.250000e-12
  %154 = select i1 %153, ptr @.str.18, ptr @.str.19
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, double noundef %78, double noundef %142, double noundef 1.250000e+00, ptr noundef nonnull %154)
  br i1 %153, label %161, label %158

156:                                              ; preds = %146, %141
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, double noundef %78, double noundef %142, double noundef 1.250000e+00, ptr noundef nonnull @.str.19)
  br label %158

158:                                              ; preds = %156, %150
  %159 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %161

161:                                              ; preds = %150, %158
  %162 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z9overwrited, double noundef %78, double noundef 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %162, ptr %14, align 8, !tbaa !14
  %163 = load volatile double, ptr %14, align 8, !tbaa !14
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = fcmp ueq double %164, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %165, label %176, label %166

166:                                              ; preds = %161
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 1.250000e+00, ptr %13, align 8, !tbaa !14
  %167 = load volatile double, ptr %13, align 8, !tbaa !14
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = fcmp ueq double %168, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %169, label %176, label %170

170:                                              ; preds = %166
  %171 = fadd double %162, -1.250000e+00
  %172 = call double @llvm.fabs.f64(double %171)
  %173 = fcmp ole double %172, 1.250000e-12
  %174 = select i1 %173, ptr @.str.18, ptr @.str.19
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, double noundef %78, double noundef %162, double noundef 1.250000e+00, ptr noundef nonnull %174)
  br i1 %173, label %181, label %178

176:                                              ; preds = %166, %161
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.9, double noundef %78, double noundef %162, double noundef 1.250000e+00, ptr noundef nonnull @.str.19)
  br label %178

178:                                              ; preds = %176, %170
  %179 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %181

181:                                              ; preds = %170, %178
  %182 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z16read_coefficientd, double noundef %78, double noundef 1.000000e+00)
  %183 = call noundef double @_Z16read_coefficientd(double noundef %84)
  %184 = call noundef double @_Z16read_coefficientd(double noundef %86)
  %185 = fsub double %183, %184
  %186 = fdiv double %185, %89
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %182, ptr %12, align 8, !tbaa !14
  %190 = load volatile double, ptr %12, align 8, !tbaa !14
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %192, label %204, label %193

193:                                              ; preds = %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %186, ptr %11, align 8, !tbaa !14
  %194 = load volatile double, ptr %11, align 8, !tbaa !14
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %196, label %204, label %197

197:                                              ; preds = %193
  %198 = fsub double %182, %186
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fmul double %189, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp ole double %199, %200
  %202 = select i1 %201, ptr @.str.18, ptr @.str.19
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, double noundef %78, double noundef %182, double noundef %186, ptr noundef nonnull %202)
  br i1 %201, label %209, label %206

204:                                              ; preds = %193, %181
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.10, double noundef %78, double noundef %182, double noundef %186, ptr noundef nonnull @.str.19)
  br label %206

206:                                              ; preds = %204, %197
  %207 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %209

209:                                              ; preds = %197, %206
  %210 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8labelledd, double noundef %78)
  %211 = call noundef double @_Z8labelledd(double noundef %84)
  %212 = call noundef double @_Z8labelledd(double noundef %86)
  %213 = fsub double %211, %212
  %214 = fdiv double %213, %89
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = fcmp ogt double %215, 1.000000e+00
  %217 = select i1 %216, double %215, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %210, ptr %10, align 8, !tbaa !14
  %218 = load volatile double, ptr %10, align 8, !tbaa !14
  %219 = call double @llvm.fabs.f64(double %218)
  %220 = fcmp ueq double %219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %220, label %232, label %221

221:                                              ; preds = %209
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %214, ptr %9, align 8, !tbaa !14
  %222 = load volatile double, ptr %9, align 8, !tbaa !14
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %224, label %232, label %225

225:                                              ; preds = %221
  %226 = fsub double %210, %214
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %229 = fcmp ole double %227, %228
  %230 = select i1 %229, ptr @.str.18, ptr @.str.19
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, double noundef %78, double noundef %210, double noundef %214, ptr noundef nonnull %230)
  br i1 %229, label %237, label %234

232:                                              ; preds = %221, %209
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, double noundef %78, double noundef %210, double noundef %214, ptr noundef nonnull @.str.19)
  br label %234

234:                                              ; preds = %232, %225
  %235 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %237

237:                                              ; preds = %225, %234
  %238 = fsub double 3.000000e-01, %78
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %21) #19
  store ptr %35, ptr %21, align 8, !tbaa !27
  store i64 1, ptr %36, align 8, !tbaa !31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %38, align 8, !tbaa !32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %22) #19
  store ptr %40, ptr %22, align 8, !tbaa !27
  store i64 1, ptr %41, align 8, !tbaa !31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, i8 0, i64 16, i1 false)
  store float 1.000000e+00, ptr %43, align 8, !tbaa !32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %44, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #19
  store ptr %45, ptr %23, align 8, !tbaa !5
  store i8 120, ptr %45, align 8, !tbaa !10
  store i64 1, ptr %46, align 8, !tbaa !11
  store i8 0, ptr %63, align 1, !tbaa !10
  %239 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %21, ptr noundef nonnull align 8 dereferenceable(32) %23)
          to label %240 unwind label %465

240:                                              ; preds = %237
  store double %78, ptr %239, align 8, !tbaa !14
  %241 = load ptr, ptr %23, align 8, !tbaa !16
  %242 = icmp eq ptr %241, %45
  br i1 %242, label %246, label %243

243:                                              ; preds = %240
  %244 = load i64, ptr %45, align 8, !tbaa !10
  %245 = add i64 %244, 1
  call void @_ZdlPvm(ptr noundef %241, i64 noundef %245) #20
  br label %246

246:                                              ; preds = %240, %243
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #19
  store ptr %47, ptr %24, align 8, !tbaa !5
  store i8 121, ptr %47, align 8, !tbaa !10
  store i64 1, ptr %48, align 8, !tbaa !11
  store i8 0, ptr %64, align 1, !tbaa !10
  %247 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %21, ptr noundef nonnull align 8 dereferenceable(32) %24)
          to label %248 unwind label %473

248:                                              ; preds = %246
  store double %238, ptr %247, align 8, !tbaa !14
  %249 = load ptr, ptr %24, align 8, !tbaa !16
  %250 = icmp eq ptr %249, %47
  br i1 %250, label %254, label %251

251:                                              ; preds = %248
  %252 = load i64, ptr %47, align 8, !tbaa !10
  %253 = add i64 %252, 1
  call void @_ZdlPvm(ptr noundef %249, i64 noundef %253) #20
  br label %254

254:                                              ; preds = %248, %251
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #19
  store ptr %49, ptr %25, align 8, !tbaa !5
  store i8 120, ptr %49, align 8, !tbaa !10
  store i64 1, ptr %50, align 8, !tbaa !11
  store i8 0, ptr %65, align 1, !tbaa !10
  %255 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %256 unwind label %481

256:                                              ; preds = %254
  store double 1.000000e+00, ptr %255, align 8, !tbaa !14
  %257 = load ptr, ptr %25, align 8, !tbaa !16
  %258 = icmp eq ptr %257, %49
  br i1 %258, label %262, label %259

259:                                              ; preds = %256
  %260 = load i64, ptr %49, align 8, !tbaa !10
  %261 = add i64 %260, 1
  call void @_ZdlPvm(ptr noundef %257, i64 noundef %261) #20
  br label %262

262:                                              ; preds = %256, %259
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #19
  store ptr %51, ptr %26, align 8, !tbaa !5
  store i8 121, ptr %51, align 8, !tbaa !10
  store i64 1, ptr %52, align 8, !tbaa !11
  store i8 0, ptr %66, align 1, !tbaa !10
  %263 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %26)
          to label %264 unwind label %489

264:                                              ; preds = %262
  store double 0.000000e+00, ptr %263, align 8, !tbaa !14
  %265 = load ptr, ptr %26, align 8, !tbaa !16
  %266 = icmp eq ptr %265, %51
  br i1 %266, label %270, label %267

267:                                              ; preds = %264
  %268 = load i64, ptr %51, align 8, !tbaa !10
  %269 = add i64 %268, 1
  call void @_ZdlPvm(ptr noundef %265, i64 noundef %269) #20
  br label %270

270:                                              ; preds = %264, %267
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #19
  %271 = load i32, ptr @enzyme_dup, align 4, !tbaa !25
  %272 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z9square_inRSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEE, i32 noundef %271, ptr noundef nonnull %21, ptr noundef nonnull %22)
          to label %273 unwind label %497

273:                                              ; preds = %270
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #19
  store ptr %53, ptr %27, align 8, !tbaa !5
  store i8 120, ptr %53, align 8, !tbaa !10
  store i64 1, ptr %54, align 8, !tbaa !11
  store i8 0, ptr %67, align 1, !tbaa !10
  %274 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %275 unwind label %499

275:                                              ; preds = %273
  %276 = load double, ptr %274, align 8, !tbaa !14
  %277 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %84, double noundef %238)
          to label %278 unwind label %499

278:                                              ; preds = %275
  %279 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %86, double noundef %238)
          to label %280 unwind label %499

280:                                              ; preds = %278
  %281 = fsub double %277, %279
  %282 = fdiv double %281, %89
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ogt double %283, 1.000000e+00
  %285 = select i1 %284, double %283, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %276, ptr %8, align 8, !tbaa !14
  %286 = load volatile double, ptr %8, align 8, !tbaa !14
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %288, label %300, label %289

289:                                              ; preds = %280
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %282, ptr %7, align 8, !tbaa !14
  %290 = load volatile double, ptr %7, align 8, !tbaa !14
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fcmp ueq double %291, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %292, label %300, label %293

293:                                              ; preds = %289
  %294 = fsub double %276, %282
  %295 = call double @llvm.fabs.f64(double %294)
  %296 = fmul double %285, 0x3EB0C6F7A0B5ED8D
  %297 = fcmp ole double %295, %296
  %298 = select i1 %297, ptr @.str.18, ptr @.str.19
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, double noundef %78, double noundef %276, double noundef %282, ptr noundef nonnull %298)
  br i1 %297, label %305, label %302

300:                                              ; preds = %289, %280
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, double noundef %78, double noundef %276, double noundef %282, ptr noundef nonnull @.str.19)
  br label %302

302:                                              ; preds = %300, %293
  %303 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %305

305:                                              ; preds = %302, %293
  %306 = load ptr, ptr %27, align 8, !tbaa !16
  %307 = icmp eq ptr %306, %53
  br i1 %307, label %311, label %308

308:                                              ; preds = %305
  %309 = load i64, ptr %53, align 8, !tbaa !10
  %310 = add i64 %309, 1
  call void @_ZdlPvm(ptr noundef %306, i64 noundef %310) #20
  br label %311

311:                                              ; preds = %305, %308
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #19
  store ptr %55, ptr %28, align 8, !tbaa !5
  store i8 121, ptr %55, align 8, !tbaa !10
  store i64 1, ptr %56, align 8, !tbaa !11
  store i8 0, ptr %68, align 1, !tbaa !10
  %312 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt8__detail9_Map_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS6_dESaIS9_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hashtable_traitsILb1ELb0ELb1EEELb1EEixEOS6_(ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 8 dereferenceable(32) %28)
          to label %313 unwind label %507

313:                                              ; preds = %311
  %314 = load double, ptr %312, align 8, !tbaa !14
  %315 = fadd double %238, %82
  %316 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %78, double noundef %315)
          to label %317 unwind label %507

317:                                              ; preds = %313
  %318 = fsub double %238, %82
  %319 = invoke fastcc noundef double @_ZL15square_in_valuedd(double noundef %78, double noundef %318)
          to label %320 unwind label %507

320:                                              ; preds = %317
  %321 = fsub double %316, %319
  %322 = fdiv double %321, %89
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ogt double %323, 1.000000e+00
  %325 = select i1 %324, double %323, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %314, ptr %6, align 8, !tbaa !14
  %326 = load volatile double, ptr %6, align 8, !tbaa !14
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fcmp ueq double %327, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %328, label %340, label %329

329:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %322, ptr %5, align 8, !tbaa !14
  %330 = load volatile double, ptr %5, align 8, !tbaa !14
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %332, label %340, label %333

333:                                              ; preds = %329
  %334 = fsub double %314, %322
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fmul double %325, 0x3EB0C6F7A0B5ED8D
  %337 = fcmp ole double %335, %336
  %338 = select i1 %337, ptr @.str.18, ptr @.str.19
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, double noundef %78, double noundef %314, double noundef %322, ptr noundef nonnull %338)
  br i1 %337, label %345, label %342

340:                                              ; preds = %329, %320
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, double noundef %78, double noundef %314, double noundef %322, ptr noundef nonnull @.str.19)
  br label %342

342:                                              ; preds = %340, %333
  %343 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %345

345:                                              ; preds = %342, %333
  %346 = load ptr, ptr %28, align 8, !tbaa !16
  %347 = icmp eq ptr %346, %55
  br i1 %347, label %351, label %348

348:                                              ; preds = %345
  %349 = load i64, ptr %55, align 8, !tbaa !10
  %350 = add i64 %349, 1
  call void @_ZdlPvm(ptr noundef %346, i64 noundef %350) #20
  br label %351

351:                                              ; preds = %345, %348
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #19
  store double %78, ptr %29, align 16, !tbaa !14
  store double %238, ptr %57, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %30, i8 0, i64 16, i1 false)
  %352 = load i32, ptr @enzyme_dup, align 4, !tbaa !25
  %353 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z13overwrite_ptrPd, i32 noundef %352, ptr noundef nonnull %29, ptr noundef nonnull %30)
          to label %354 unwind label %515

354:                                              ; preds = %351
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #19
  store double %84, ptr %31, align 16, !tbaa !14
  store double %238, ptr %58, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #19
  store double %86, ptr %32, align 16, !tbaa !14
  store double %238, ptr %59, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #19
  store double %78, ptr %33, align 16, !tbaa !14
  store double %315, ptr %60, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #19
  store double %78, ptr %34, align 16, !tbaa !14
  store double %318, ptr %61, align 8, !tbaa !14
  %355 = load double, ptr %30, align 16, !tbaa !14
  %356 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %31)
          to label %357 unwind label %517

357:                                              ; preds = %354
  %358 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %32)
          to label %359 unwind label %517

359:                                              ; preds = %357
  %360 = fsub double %356, %358
  %361 = fdiv double %360, %89
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ogt double %362, 1.000000e+00
  %364 = select i1 %363, double %362, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %355, ptr %4, align 8, !tbaa !14
  %365 = load volatile double, ptr %4, align 8, !tbaa !14
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp ueq double %366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %367, label %379, label %368

368:                                              ; preds = %359
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %361, ptr %3, align 8, !tbaa !14
  %369 = load volatile double, ptr %3, align 8, !tbaa !14
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %371, label %379, label %372

372:                                              ; preds = %368
  %373 = fsub double %355, %361
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fmul double %364, 0x3EB0C6F7A0B5ED8D
  %376 = fcmp ole double %374, %375
  %377 = select i1 %376, ptr @.str.18, ptr @.str.19
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, double noundef %78, double noundef %355, double noundef %361, ptr noundef nonnull %377)
  br i1 %376, label %384, label %381

379:                                              ; preds = %368, %359
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, double noundef %78, double noundef %355, double noundef %361, ptr noundef nonnull @.str.19)
  br label %381

381:                                              ; preds = %379, %372
  %382 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %384

384:                                              ; preds = %381, %372
  %385 = load double, ptr %62, align 8, !tbaa !14
  %386 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %33)
          to label %387 unwind label %517

387:                                              ; preds = %384
  %388 = invoke noundef double @_Z13overwrite_ptrPd(ptr noundef nonnull %34)
          to label %389 unwind label %517

389:                                              ; preds = %387
  %390 = fsub double %386, %388
  %391 = fdiv double %390, %89
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = fcmp ogt double %392, 1.000000e+00
  %394 = select i1 %393, double %392, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %385, ptr %2, align 8, !tbaa !14
  %395 = load volatile double, ptr %2, align 8, !tbaa !14
  %396 = call double @llvm.fabs.f64(double %395)
  %397 = fcmp ueq double %396, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %397, label %409, label %398

398:                                              ; preds = %389
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %391, ptr %1, align 8, !tbaa !14
  %399 = load volatile double, ptr %1, align 8, !tbaa !14
  %400 = call double @llvm.fabs.f64(double %399)
  %401 = fcmp ueq double %400, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %401, label %409, label %402

402:                                              ; preds = %398
  %403 = fsub double %385, %391
  %404 = call double @llvm.fabs.f64(double %403)
  %405 = fmul double %394, 0x3EB0C6F7A0B5ED8D
  %406 = fcmp ole double %404, %405
  %407 = select i1 %406, ptr @.str.18, ptr @.str.19
  %408 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, double noundef %78, double noundef %385, double noundef %391, ptr noundef nonnull %407)
  br i1 %406, label %414, label %411

409:                                              ; preds = %398, %389
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, double noundef %78, double noundef %385, double noundef %391, ptr noundef nonnull @.str.19)
  br label %411

411:                                              ; preds = %409, %402
  %412 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !25
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr @_ZL6n_fail, align 4, !tbaa !25
  br label %414

414:                                              ; preds = %411, %402
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #19
  %415 = load ptr, ptr %42, align 8, !tbaa !33
  %416 = icmp eq ptr %415, null
  br i1 %416, label %429, label %417

417:                                              ; preds = %414, %427
  %418 = phi ptr [ %419, %427 ], [ %415, %414 ]
  %419 = load ptr, ptr %418, align 8, !tbaa !34
  %420 = getelementptr inbounds i8, ptr %418, i64 8
  %421 = load ptr, ptr %420, align 8, !tbaa !16
  %422 = getelementptr inbounds i8, ptr %418, i64 24
  %423 = icmp eq ptr %421, %422
  br i1 %423, label %427, label %424

424:                                              ; preds = %417
  %425 = load i64, ptr %422, align 8, !tbaa !10
  %426 = add i64 %425, 1
  call void @_ZdlPvm(ptr noundef %421, i64 noundef %426) #20
  br label %427

427:                                              ; preds = %424, %417
  call void @_ZdlPvm(ptr noundef nonnull %418, i64 noundef 56) #20
  %428 = icmp eq ptr %419, null
  br i1 %428, label %429, label %417, !llvm.loop !35

429:                                              ; preds = %427, %414
  %430 = load ptr, ptr %22, align 8, !tbaa !27
  %431 = load i64, ptr %41, align 8, !tbaa !31
  %432 = shl i64 %431, 3
  call void @llvm.memset.p0.i64(ptr align 8 %430, i8 0, i64 %432, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %42, i8 0, i64 16, i1 false)
  %433 = load ptr, ptr %22, align 8, !tbaa !27
  %434 = icmp eq ptr %40, %433
  br i1 %434, label %438, label %435

435:                                              ; preds = %429
  %436 = load i64, ptr %41, align 8, !tbaa !31
  %437 = shl i64 %436, 3
  call void @_ZdlPvm(ptr noundef %433, i64 noundef %437) #20
  br label %438

438:                                              ; preds = %429, %435
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #19
  %439 = load ptr, ptr %37, align 8, !tbaa !33
  %440 = icmp eq ptr %439, null
  br i1 %440, label %453, label %441

441:                                              ; preds = %438, %451
  %442 = phi ptr [ %443, %451 ], [ %439, %438 ]
  %443 = load ptr, ptr %442, align 8, !tbaa !34
  %444 = getelementptr inbounds i8, ptr %442, i64 8
  %445 = load ptr, ptr %444, align 8, !tbaa !16
  %446 = getelementptr inbounds i8, ptr %442, i64 24
  %447 = icmp eq ptr %445, %446
  br i1 %447, label %451, label %448

448:                                              ; preds = %441
  %449 = load i64, ptr %446, align 8, !tbaa !10
  %450 = add i64 %449, 1
  call void @_ZdlPvm(ptr noundef %445, i64 noundef %450) #20
  br label %451

451:                                              ; preds = %448, %441
  call void @_ZdlPvm(ptr noundef nonnull %442, i64 noundef 56) #20
  %452 = icmp eq ptr %443, null
  br i1 %452, label %453, label %441, !llvm.loop !35

453:                                              ; preds = %451, %438
  %454 = load ptr, ptr %21, align 8, !tbaa !27
  %455 = load i64, ptr %36, align 8, !tbaa !31
  %456 = shl i64 %455, 3
  call void @llvm.memset.p0.i64(ptr align 8 %454, i8 0, i64 %456, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, i8 0, i64 16, i1 false)
  %457 = load ptr, ptr %21, align 8, !tbaa !27
  %458 = icmp eq ptr %35, %457
  br i1 %458, label %462, label %459

459:                                              ; preds = %453
  %460 = load i64, ptr %36, align 8, !tbaa !31
  %461 = shl i64 %460, 3
  call void @_ZdlPvm(ptr noundef %457, i64 noundef %461) #20
  br label %462

462:                                              ; preds = %453, %459
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #19
  %463 = add nuw nsw i64 %76, 8
  %464 = icmp eq i64 %463, 24
  br i1 %464, label %69, label %75

465:                                              ; preds = %237
  %466 = landingpad { ptr, i32 }
          cleanup
  %467 = load ptr, ptr %23, align 8, !tbaa !16
  %468 = icmp eq ptr %467, %45
  br i1 %468, label %472, label %469

469:                                              ; preds = %465
  %470 = load i64, ptr %45, align 8, !tbaa !10
  %471 = add i64 %470, 1
  call void @_ZdlPvm(ptr noundef %467, i64 noundef %471) #20
  br label %472

472:                                              ; preds = %469, %465
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #19
  br label %521

473:                                              ; preds = %246
  %474 = landingpad { ptr, i32 }
          cleanup
  %475 = load ptr, ptr %24, align 8, !tbaa !16
  %476 = icmp eq ptr %475, %47
  br i1 %476, label %480, label %477

477:                                              ; preds = %473
  %478 = load i64, ptr %47, align 8, !tbaa !10
  %479 = add i64 %478, 1
  call void @_ZdlPvm(ptr noundef %475, i64 noundef %479) #20
  br label %480

480:                                              ; preds = %477, %473
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #19
  br label %521

481:                                              ; preds = %254
  %482 = landingpad { ptr, i32 }
          cleanup
  %483 = load ptr, ptr %25, align 8, !tbaa !16
  %484 = icmp eq ptr %483, %49
  br i1 %484, label %488, label %485

485:                                              ; preds = %481
  %486 = load i64, ptr %49, align 8, !tbaa !10
  %487 = add i64 %486, 1
  call void @_ZdlPvm(ptr noundef %483, i64 noundef %487) #20
  br label %488

488:                                              ; preds = %485, %481
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #19
  br label %521

489:                                              ; preds = %262
  %490 = landingpad { ptr, i32 }
          cleanup
  %491 = load ptr, ptr %26, align 8, !tbaa !16
  %492 = icmp eq ptr %491, %51
  br i1 %492, label %496, label %493

493:                                              ; preds = %489
  %494 = load i64, ptr %51, align 8, !tbaa !10
  %495 = add i64 %494, 1
  call void @_ZdlPvm(ptr noundef %491, i64 noundef %495) #20
  br label %496

496:                                              ; preds = %493, %489
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #19
  br label %521

497:                                              ; preds = %270
  %498 = landingpad { ptr, i32 }
          cleanup
  br label %521

499:                                              ; preds = %273, %278, %275
  %500 = landingpad { ptr, i32 }
          cleanup
  %501 = load ptr, ptr %27, align 8, !tbaa !16
  %502 = icmp eq ptr %501, %53
  br i1 %502, label %506, label %503

503:                                              ; preds = %499
  %504 = load i64, ptr %53, align 8, !tbaa !10
  %505 = add i64 %504, 1
  call void @_ZdlPvm(ptr noundef %501, i64 noundef %505) #20
  br label %506

506:                                              ; preds = %503, %499
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #19
  br label %521

507:                                              ; preds = %311, %317, %313
  %508 = landingpad { ptr, i32 }
          cleanup
  %509 = load ptr, ptr %28, align 8, !tbaa !16
  %510 = icmp eq ptr %509, %55
  br i1 %510, label %514, label %511

511:                                              ; preds = %507
  %512 = load i64, ptr %55, align 8, !tbaa !10
  %513 = add i64 %512, 1
  call void @_ZdlPvm(ptr noundef %509, i64 noundef %513) #20
  br label %514

514:                                              ; preds = %511, %507
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #19
  br label %521

515:                                              ; preds = %351
  %516 = landingpad { ptr, i32 }
          cleanup
  br label %519

517:                                              ; preds = %387, %384, %357, %354
  %518 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #19
  br label %519

519:                                              ; preds = %517, %515
  %520 = phi { ptr, i32 } [ %518, %517 ], [ %516, %515 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #19
  br label %521

521:                                              ; preds = %519, %514, %506, %497, %496, %488, %480, %472
  %522 = phi { ptr, i32 } [ %520, %519 ], [ %508, %514 ], [ %500, %506 ], [ %498, %497 ], [ %490, %496 ], [ %482, %488 ], [ %474, %480 ], [ %466, %472 ]
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %22) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #19
  call void @_ZNSt13unordered_mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEdSt4hashIS5_ESt8equal_toIS5_ESaISt4pairIKS5_dEEED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %21) #19
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #19
  resume { ptr, i32 } %522
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #9

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef double @_ZL15square_in_valuedd(double noundef %0, double noundef %1) unnamed_addr #7 personality ptr @__gxx_personality_v0 {
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

declare noundef i64 @_ZSt11_Hash_bytesPKvmm(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #9

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #15

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #16

declare { i8, i64 } @_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm(ptr noundef nonnull align 8 dereferenceable(16), i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #9

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

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIdEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZNSi10_M_extractIfEERSiRT_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #18

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
