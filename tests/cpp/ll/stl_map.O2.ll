; ModuleID = 'stl_map.cpp'
source_filename = "stl_map.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::pair" = type { i32, double }
%"struct.std::piecewise_construct_t" = type { i8 }
%"class.std::tuple.8" = type { %"struct.std::_Tuple_impl.9" }
%"struct.std::_Tuple_impl.9" = type { %"struct.std::_Head_base.10" }
%"struct.std::_Head_base.10" = type { ptr }
%"class.std::tuple.6" = type { i8 }
%"struct.std::less" = type { i8 }
%"class.std::allocator.1" = type { i8 }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base" }
%"struct.std::_Head_base" = type { ptr }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<int, std::pair<const int, double>, std::_Select1st<std::pair<const int, double>>, std::less<int>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<int, std::pair<const int, double>, std::_Select1st<std::pair<const int, double>>, std::less<int>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }

$_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_ = comdat any

$_ZSt19piecewise_construct = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"d/dm\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/ds\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"jvp\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"stl_map: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@constinit = private unnamed_addr constant [4 x %"struct.std::pair"] [%"struct.std::pair" { i32 1, double 3.000000e-01 }, %"struct.std::pair" { i32 4, double 0xBFE6666666666666 }, %"struct.std::pair" { i32 2, double 1.100000e+00 }, %"struct.std::pair" { i32 9, double 2.500000e-01 }], align 8
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZSt19piecewise_construct = linkonce_odr dso_local constant %"struct.std::piecewise_construct_t" zeroinitializer, comdat, align 1

; Function Attrs: mustprogress nofree nounwind uwtable
define dso_local noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef readonly %0, double noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %9, label %13

7:                                                ; preds = %13
  %8 = load ptr, ptr %3, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %2
  %10 = phi ptr [ %4, %2 ], [ %8, %7 ]
  %11 = phi double [ 0.000000e+00, %2 ], [ %23, %7 ]
  %12 = icmp eq ptr %5, %10
  br i1 %12, label %44, label %27

13:                                               ; preds = %2, %13
  %14 = phi double [ %23, %13 ], [ 0.000000e+00, %2 ]
  %15 = phi ptr [ %24, %13 ], [ %4, %2 ]
  %16 = getelementptr inbounds i8, ptr %15, i64 32
  %17 = load i32, ptr %16, align 8, !tbaa !13
  %18 = sitofp i32 %17 to double
  %19 = getelementptr inbounds i8, ptr %15, i64 40
  %20 = load double, ptr %19, align 8, !tbaa !17
  %21 = fmul double %20, %1
  %22 = tail call double @sin(double noundef %21) #15
  %23 = tail call double @llvm.fmuladd.f64(double %18, double %22, double %14)
  %24 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %15) #16
  %25 = icmp eq ptr %24, %5
  br i1 %25, label %7, label %13

26:                                               ; preds = %27
  br i1 %12, label %44, label %37

27:                                               ; preds = %9, %27
  %28 = phi double [ %34, %27 ], [ 1.000000e+00, %9 ]
  %29 = phi ptr [ %30, %27 ], [ %5, %9 ]
  %30 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %29) #16
  %31 = getelementptr inbounds i8, ptr %30, i64 40
  %32 = load double, ptr %31, align 8, !tbaa !17
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 1.000000e-01, double 1.000000e+00)
  %34 = fmul double %28, %33
  %35 = icmp eq ptr %30, %10
  br i1 %35, label %26, label %27, !llvm.loop !18

36:                                               ; preds = %37
  br i1 %12, label %44, label %49

37:                                               ; preds = %26, %37
  %38 = phi ptr [ %42, %37 ], [ %10, %26 ]
  %39 = getelementptr inbounds i8, ptr %38, i64 40
  %40 = load double, ptr %39, align 8, !tbaa !17
  %41 = fmul double %40, %1
  store double %41, ptr %39, align 8, !tbaa !17
  %42 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %38) #16
  %43 = icmp eq ptr %42, %5
  br i1 %43, label %36, label %37

44:                                               ; preds = %49, %9, %26, %36
  %45 = phi double [ %34, %36 ], [ %34, %26 ], [ 1.000000e+00, %9 ], [ %34, %49 ]
  %46 = phi double [ 0.000000e+00, %36 ], [ 0.000000e+00, %26 ], [ 0.000000e+00, %9 ], [ %54, %49 ]
  %47 = fadd double %11, %45
  %48 = fadd double %47, %46
  ret double %48

49:                                               ; preds = %36, %49
  %50 = phi double [ %54, %49 ], [ 0.000000e+00, %36 ]
  %51 = phi ptr [ %55, %49 ], [ %10, %36 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 40
  %53 = load double, ptr %52, align 8, !tbaa !17
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double %50)
  %55 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %51) #16
  %56 = icmp eq ptr %55, %5
  br i1 %56, label %44, label %49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca %"class.std::tuple.8", align 8
  %4 = alloca %"class.std::tuple.6", align 1
  %5 = alloca %"class.std::tuple.8", align 8
  %6 = alloca %"class.std::tuple.6", align 1
  %7 = alloca [4 x %"struct.std::pair"], align 8
  %8 = alloca %"struct.std::less", align 1
  %9 = alloca %"class.std::allocator.1", align 1
  %10 = alloca [4 x %"struct.std::pair"], align 8
  %11 = alloca %"struct.std::less", align 1
  %12 = alloca %"class.std::allocator.1", align 1
  %13 = alloca [4 x %"struct.std::pair"], align 8
  %14 = alloca %"struct.std::less", align 1
  %15 = alloca %"class.std::allocator.1", align 1
  %16 = alloca [4 x %"struct.std::pair"], align 8
  %17 = alloca %"struct.std::less", align 1
  %18 = alloca %"class.std::allocator.1", align 1
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca [4 x %"struct.std::pair"], align 8
  %22 = alloca %"struct.std::less", align 1
  %23 = alloca %"class.std::allocator.1", align 1
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca %"class.std::tuple", align 8
  %27 = alloca %"class.std::tuple.6", align 1
  %28 = alloca %"class.std::tuple", align 8
  %29 = alloca %"class.std::tuple.6", align 1
  %30 = alloca %"class.std::tuple", align 8
  %31 = alloca %"class.std::tuple.6", align 1
  %32 = alloca [4 x %"struct.std::pair"], align 8
  %33 = alloca %"struct.std::less", align 1
  %34 = alloca %"class.std::allocator.1", align 1
  %35 = alloca [4 x %"struct.std::pair"], align 8
  %36 = alloca %"struct.std::less", align 1
  %37 = alloca %"class.std::allocator.1", align 1
  %38 = alloca [4 x %"struct.std::pair"], align 8
  %39 = alloca %"struct.std::less", align 1
  %40 = alloca %"class.std::allocator.1", align 1
  %41 = alloca [4 x %"struct.std::pair"], align 8
  %42 = alloca %"struct.std::less", align 1
  %43 = alloca %"class.std::allocator.1", align 1
  %44 = alloca [4 x %"struct.std::pair"], align 8
  %45 = alloca %"struct.std::less", align 1
  %46 = alloca %"class.std::allocator.1", align 1
  %47 = alloca %"class.std::map", align 8
  %48 = alloca %"class.std::map", align 8
  %49 = alloca [4 x i32], align 16
  %50 = alloca i32, align 4
  %51 = alloca %"class.std::map", align 8
  %52 = alloca %"class.std::map", align 8
  %53 = alloca %"class.std::map", align 8
  %54 = alloca %"class.std::map", align 8
  %55 = alloca %"class.std::map", align 8
  %56 = alloca %"class.std::map", align 8
  %57 = alloca %"class.std::map", align 8
  %58 = alloca %"class.std::map", align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %47) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %44) #15, !noalias !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %44, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %45) #15, !noalias !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %46) #15, !noalias !20
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr nonnull %44, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %45, ptr noundef nonnull align 1 dereferenceable(1) %46)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %46) #15, !noalias !20
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %45) #15, !noalias !20
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %44) #15, !noalias !20
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %48) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %41) #15, !noalias !25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %41, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !25
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %42) #15, !noalias !25
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %43) #15, !noalias !25
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr nonnull %41, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %42, ptr noundef nonnull align 1 dereferenceable(1) %43)
          to label %61 unwind label %69

61:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %43) #15, !noalias !25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %42) #15, !noalias !25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %41) #15, !noalias !25
  %62 = getelementptr inbounds i8, ptr %48, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %48, i64 8
  %65 = icmp eq ptr %63, %64
  br i1 %65, label %66, label %71

66:                                               ; preds = %71, %61
  %67 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %68 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd, i32 noundef %67, ptr noundef nonnull %47, ptr noundef nonnull %48, double noundef 8.000000e-01)
          to label %76 unwind label %83

69:                                               ; preds = %0
  %70 = landingpad { ptr, i32 }
          cleanup
  br label %464

71:                                               ; preds = %61, %71
  %72 = phi ptr [ %74, %71 ], [ %63, %61 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 40
  store double 0.000000e+00, ptr %73, align 8, !tbaa !17
  %74 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %72) #16
  %75 = icmp eq ptr %74, %64
  br i1 %75, label %66, label %71

76:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49) #15
  store <4 x i32> <i32 1, i32 2, i32 4, i32 9>, ptr %49, align 16, !tbaa !28
  %77 = getelementptr inbounds i8, ptr %51, i64 16
  %78 = getelementptr inbounds i8, ptr %51, i64 8
  %79 = getelementptr inbounds i8, ptr %52, i64 16
  %80 = getelementptr inbounds i8, ptr %52, i64 8
  %81 = getelementptr inbounds i8, ptr %48, i64 16
  br label %85

82:                                               ; preds = %219
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %53) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %38) #15, !noalias !29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %38, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %39) #15, !noalias !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %40) #15, !noalias !29
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %53, ptr nonnull %38, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %39, ptr noundef nonnull align 1 dereferenceable(1) %40)
          to label %236 unwind label %274

83:                                               ; preds = %66
  %84 = landingpad { ptr, i32 }
          cleanup
  br label %462

85:                                               ; preds = %76, %219
  %86 = phi i64 [ 0, %76 ], [ %220, %219 ]
  %87 = getelementptr inbounds i8, ptr %49, i64 %86
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50) #15
  %88 = load i32, ptr %87, align 4, !tbaa !28
  store i32 %88, ptr %50, align 4, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %51) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %35) #15, !noalias !32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %35, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !32
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %36) #15, !noalias !32
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %37) #15, !noalias !32
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %51, ptr nonnull %35, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %36, ptr noundef nonnull align 1 dereferenceable(1) %37)
          to label %89 unwind label %222

89:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %37) #15, !noalias !32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %36) #15, !noalias !32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %35) #15, !noalias !32
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %52) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %32) #15, !noalias !35
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %32, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !35
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %33) #15, !noalias !35
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %34) #15, !noalias !35
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %52, ptr nonnull %32, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %33, ptr noundef nonnull align 1 dereferenceable(1) %34)
          to label %90 unwind label %224

90:                                               ; preds = %89
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %34) #15, !noalias !35
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %33) #15, !noalias !35
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %32) #15, !noalias !35
  %91 = load ptr, ptr %77, align 8, !tbaa !38
  %92 = icmp eq ptr %91, null
  br i1 %92, label %113, label %93

93:                                               ; preds = %90
  %94 = load i32, ptr %50, align 4, !tbaa !28
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi ptr [ %91, %93 ], [ %104, %95 ]
  %97 = phi ptr [ %78, %93 ], [ %101, %95 ]
  %98 = getelementptr inbounds i8, ptr %96, i64 32
  %99 = load i32, ptr %98, align 4, !tbaa !28
  %100 = icmp slt i32 %99, %94
  %101 = select i1 %100, ptr %97, ptr %96
  %102 = select i1 %100, i64 24, i64 16
  %103 = getelementptr inbounds i8, ptr %96, i64 %102
  %104 = load ptr, ptr %103, align 8, !tbaa !39
  %105 = icmp eq ptr %104, null
  br i1 %105, label %106, label %95, !llvm.loop !40

106:                                              ; preds = %95
  %107 = icmp eq ptr %101, %78
  br i1 %107, label %113, label %108

108:                                              ; preds = %106
  %109 = select i1 %100, ptr %97, ptr %96
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  %111 = load i32, ptr %110, align 4, !tbaa !28
  %112 = icmp slt i32 %94, %111
  br i1 %112, label %113, label %117

113:                                              ; preds = %108, %106, %90
  %114 = phi ptr [ %101, %108 ], [ %101, %106 ], [ %78, %90 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #15
  store ptr %50, ptr %30, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %31) #15
  %115 = invoke ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %51, ptr %114, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %30, ptr noundef nonnull align 1 dereferenceable(1) %31)
          to label %116 unwind label %226

116:                                              ; preds = %113
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %31) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #15
  br label %117

117:                                              ; preds = %116, %108
  %118 = phi ptr [ %115, %116 ], [ %101, %108 ]
  %119 = getelementptr inbounds i8, ptr %118, i64 40
  %120 = load double, ptr %119, align 8, !tbaa !41
  %121 = fadd double %120, 0x3EB0C6F7A0B5ED8D
  store double %121, ptr %119, align 8, !tbaa !41
  %122 = load ptr, ptr %79, align 8, !tbaa !38
  %123 = icmp eq ptr %122, null
  br i1 %123, label %144, label %124

124:                                              ; preds = %117
  %125 = load i32, ptr %50, align 4, !tbaa !28
  br label %126

126:                                              ; preds = %126, %124
  %127 = phi ptr [ %122, %124 ], [ %135, %126 ]
  %128 = phi ptr [ %80, %124 ], [ %132, %126 ]
  %129 = getelementptr inbounds i8, ptr %127, i64 32
  %130 = load i32, ptr %129, align 4, !tbaa !28
  %131 = icmp slt i32 %130, %125
  %132 = select i1 %131, ptr %128, ptr %127
  %133 = select i1 %131, i64 24, i64 16
  %134 = getelementptr inbounds i8, ptr %127, i64 %133
  %135 = load ptr, ptr %134, align 8, !tbaa !39
  %136 = icmp eq ptr %135, null
  br i1 %136, label %137, label %126, !llvm.loop !40

137:                                              ; preds = %126
  %138 = icmp eq ptr %132, %80
  br i1 %138, label %144, label %139

139:                                              ; preds = %137
  %140 = select i1 %131, ptr %128, ptr %127
  %141 = getelementptr inbounds i8, ptr %140, i64 32
  %142 = load i32, ptr %141, align 4, !tbaa !28
  %143 = icmp slt i32 %125, %142
  br i1 %143, label %144, label %148

144:                                              ; preds = %139, %137, %117
  %145 = phi ptr [ %132, %139 ], [ %132, %137 ], [ %80, %117 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #15
  store ptr %50, ptr %28, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %29) #15
  %146 = invoke ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %52, ptr %145, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull align 1 dereferenceable(1) %29)
          to label %147 unwind label %226

147:                                              ; preds = %144
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %29) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #15
  br label %148

148:                                              ; preds = %147, %139
  %149 = phi ptr [ %146, %147 ], [ %132, %139 ]
  %150 = getelementptr inbounds i8, ptr %149, i64 40
  %151 = load double, ptr %150, align 8, !tbaa !41
  %152 = fadd double %151, 0xBEB0C6F7A0B5ED8D
  store double %152, ptr %150, align 8, !tbaa !41
  %153 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %51, double noundef 8.000000e-01)
  %154 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %52, double noundef 8.000000e-01)
  %155 = load i32, ptr %50, align 4, !tbaa !28
  %156 = load ptr, ptr %81, align 8, !tbaa !38
  %157 = icmp eq ptr %156, null
  br i1 %157, label %176, label %158

158:                                              ; preds = %148, %158
  %159 = phi ptr [ %167, %158 ], [ %156, %148 ]
  %160 = phi ptr [ %164, %158 ], [ %64, %148 ]
  %161 = getelementptr inbounds i8, ptr %159, i64 32
  %162 = load i32, ptr %161, align 4, !tbaa !28
  %163 = icmp slt i32 %162, %155
  %164 = select i1 %163, ptr %160, ptr %159
  %165 = select i1 %163, i64 24, i64 16
  %166 = getelementptr inbounds i8, ptr %159, i64 %165
  %167 = load ptr, ptr %166, align 8, !tbaa !39
  %168 = icmp eq ptr %167, null
  br i1 %168, label %169, label %158, !llvm.loop !40

169:                                              ; preds = %158
  %170 = icmp eq ptr %164, %64
  br i1 %170, label %176, label %171

171:                                              ; preds = %169
  %172 = select i1 %163, ptr %160, ptr %159
  %173 = getelementptr inbounds i8, ptr %172, i64 32
  %174 = load i32, ptr %173, align 4, !tbaa !28
  %175 = icmp slt i32 %155, %174
  br i1 %175, label %176, label %180

176:                                              ; preds = %171, %169, %148
  %177 = phi ptr [ %164, %171 ], [ %164, %169 ], [ %64, %148 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #15
  store ptr %50, ptr %26, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %27) #15
  %178 = invoke ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr %177, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull align 1 dereferenceable(1) %27)
          to label %179 unwind label %228

179:                                              ; preds = %176
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %27) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #15
  br label %180

180:                                              ; preds = %179, %171
  %181 = phi ptr [ %178, %179 ], [ %164, %171 ]
  %182 = getelementptr inbounds i8, ptr %181, i64 40
  %183 = sitofp i32 %155 to double
  %184 = fsub double %153, %154
  %185 = fdiv double %184, 2.000000e-06
  %186 = load double, ptr %182, align 8, !tbaa !41
  %187 = call double @llvm.fabs.f64(double %185)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %186, ptr %25, align 8, !tbaa !41
  %190 = load volatile double, ptr %25, align 8, !tbaa !41
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %192, label %204, label %193

193:                                              ; preds = %180
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %185, ptr %24, align 8, !tbaa !41
  %194 = load volatile double, ptr %24, align 8, !tbaa !41
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %196, label %204, label %197

197:                                              ; preds = %193
  %198 = fsub double %186, %185
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fmul double %189, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp ole double %199, %200
  %202 = select i1 %201, ptr @.str.5, ptr @.str.6
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %183, double noundef %186, double noundef %185, ptr noundef nonnull %202)
  br i1 %201, label %209, label %206

204:                                              ; preds = %193, %180
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %183, double noundef %186, double noundef %185, ptr noundef nonnull @.str.6)
  br label %206

206:                                              ; preds = %204, %197
  %207 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %209

209:                                              ; preds = %206, %197
  %210 = load ptr, ptr %79, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %52, ptr noundef %210)
          to label %214 unwind label %211

211:                                              ; preds = %209
  %212 = landingpad { ptr, i32 }
          catch ptr null
  %213 = extractvalue { ptr, i32 } %212, 0
  call void @__clang_call_terminate(ptr %213) #17
  unreachable

214:                                              ; preds = %209
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %52) #15
  %215 = load ptr, ptr %77, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %51, ptr noundef %215)
          to label %219 unwind label %216

216:                                              ; preds = %214
  %217 = landingpad { ptr, i32 }
          catch ptr null
  %218 = extractvalue { ptr, i32 } %217, 0
  call void @__clang_call_terminate(ptr %218) #17
  unreachable

219:                                              ; preds = %214
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50) #15
  %220 = add nuw nsw i64 %86, 4
  %221 = icmp eq i64 %220, 16
  br i1 %221, label %82, label %85

222:                                              ; preds = %85
  %223 = landingpad { ptr, i32 }
          cleanup
  br label %234

224:                                              ; preds = %89
  %225 = landingpad { ptr, i32 }
          cleanup
  br label %232

226:                                              ; preds = %144, %113
  %227 = landingpad { ptr, i32 }
          cleanup
  br label %230

228:                                              ; preds = %176
  %229 = landingpad { ptr, i32 }
          cleanup
  br label %230

230:                                              ; preds = %228, %226
  %231 = phi { ptr, i32 } [ %229, %228 ], [ %227, %226 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %52) #15
  br label %232

232:                                              ; preds = %230, %224
  %233 = phi { ptr, i32 } [ %231, %230 ], [ %225, %224 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %52) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %51) #15
  br label %234

234:                                              ; preds = %232, %222
  %235 = phi { ptr, i32 } [ %233, %232 ], [ %223, %222 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %51) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49) #15
  br label %462

236:                                              ; preds = %82
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %40) #15, !noalias !29
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %39) #15, !noalias !29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %38) #15, !noalias !29
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %54) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #15, !noalias !42
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %21, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !42
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %22) #15, !noalias !42
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #15, !noalias !42
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %54, ptr nonnull %21, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %22, ptr noundef nonnull align 1 dereferenceable(1) %23)
          to label %237 unwind label %276

237:                                              ; preds = %236
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #15, !noalias !42
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %22) #15, !noalias !42
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #15, !noalias !42
  %238 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %53, double noundef 0x3FE9999BB2788DB1)
  %239 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %54, double noundef 7.999990e-01)
  %240 = fsub double %238, %239
  %241 = fdiv double %240, 2.000000e-06
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = fcmp ogt double %242, 1.000000e+00
  %244 = select i1 %243, double %242, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %68, ptr %20, align 8, !tbaa !41
  %245 = load volatile double, ptr %20, align 8, !tbaa !41
  %246 = call double @llvm.fabs.f64(double %245)
  %247 = fcmp ueq double %246, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %247, label %259, label %248

248:                                              ; preds = %237
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %241, ptr %19, align 8, !tbaa !41
  %249 = load volatile double, ptr %19, align 8, !tbaa !41
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = fcmp ueq double %250, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %251, label %259, label %252

252:                                              ; preds = %248
  %253 = fsub double %68, %241
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fmul double %244, 0x3EB0C6F7A0B5ED8D
  %256 = fcmp ole double %254, %255
  %257 = select i1 %256, ptr @.str.5, ptr @.str.6
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 8.000000e-01, double noundef %68, double noundef %241, ptr noundef nonnull %257)
  br i1 %256, label %264, label %261

259:                                              ; preds = %248, %237
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 8.000000e-01, double noundef %68, double noundef %241, ptr noundef nonnull @.str.6)
  br label %261

261:                                              ; preds = %259, %252
  %262 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %264

264:                                              ; preds = %261, %252
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %55) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16) #15, !noalias !45
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %16, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !45
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %17) #15, !noalias !45
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18) #15, !noalias !45
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %55, ptr nonnull %16, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %17, ptr noundef nonnull align 1 dereferenceable(1) %18)
          to label %265 unwind label %278

265:                                              ; preds = %264
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #15, !noalias !45
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %17) #15, !noalias !45
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16) #15, !noalias !45
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %56) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #15, !noalias !48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %13, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !48
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #15, !noalias !48
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #15, !noalias !48
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %56, ptr nonnull %13, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %14, ptr noundef nonnull align 1 dereferenceable(1) %15)
          to label %266 unwind label %280

266:                                              ; preds = %265
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #15, !noalias !48
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #15, !noalias !48
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #15, !noalias !48
  %267 = getelementptr inbounds i8, ptr %56, i64 24
  %268 = load ptr, ptr %267, align 8, !tbaa !5
  %269 = getelementptr inbounds i8, ptr %56, i64 8
  %270 = icmp eq ptr %268, %269
  br i1 %270, label %271, label %282

271:                                              ; preds = %282, %266
  %272 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %273 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd, i32 noundef %272, ptr noundef nonnull %55, ptr noundef nonnull %56, double noundef 8.000000e-01, double noundef 1.000000e+00)
          to label %291 unwind label %436

274:                                              ; preds = %82
  %275 = landingpad { ptr, i32 }
          cleanup
  br label %460

276:                                              ; preds = %236
  %277 = landingpad { ptr, i32 }
          cleanup
  br label %458

278:                                              ; preds = %264
  %279 = landingpad { ptr, i32 }
          cleanup
  br label %456

280:                                              ; preds = %265
  %281 = landingpad { ptr, i32 }
          cleanup
  br label %454

282:                                              ; preds = %266, %282
  %283 = phi ptr [ %289, %282 ], [ %268, %266 ]
  %284 = getelementptr inbounds i8, ptr %283, i64 32
  %285 = load i32, ptr %284, align 8, !tbaa !13
  %286 = icmp eq i32 %285, 2
  %287 = select i1 %286, double 1.000000e+00, double 0.000000e+00
  %288 = getelementptr inbounds i8, ptr %283, i64 40
  store double %287, ptr %288, align 8, !tbaa !17
  %289 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %283) #16
  %290 = icmp eq ptr %289, %269
  br i1 %290, label %271, label %282

291:                                              ; preds = %271
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %57) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #15, !noalias !51
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !51
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #15, !noalias !51
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %12) #15, !noalias !51
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %57, ptr nonnull %10, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %11, ptr noundef nonnull align 1 dereferenceable(1) %12)
          to label %292 unwind label %438

292:                                              ; preds = %291
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #15, !noalias !51
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #15, !noalias !51
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #15, !noalias !51
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %58) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #15, !noalias !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !54
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #15, !noalias !54
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #15, !noalias !54
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %58, ptr nonnull %7, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %8, ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %293 unwind label %440

293:                                              ; preds = %292
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #15, !noalias !54
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #15, !noalias !54
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #15, !noalias !54
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %59) #15
  store i32 2, ptr %59, align 4, !tbaa !28
  %294 = getelementptr inbounds i8, ptr %57, i64 16
  %295 = load ptr, ptr %294, align 8, !tbaa !38
  %296 = getelementptr inbounds i8, ptr %57, i64 8
  %297 = icmp eq ptr %295, null
  br i1 %297, label %316, label %298

298:                                              ; preds = %293, %298
  %299 = phi ptr [ %307, %298 ], [ %295, %293 ]
  %300 = phi ptr [ %304, %298 ], [ %296, %293 ]
  %301 = getelementptr inbounds i8, ptr %299, i64 32
  %302 = load i32, ptr %301, align 4, !tbaa !28
  %303 = icmp slt i32 %302, 2
  %304 = select i1 %303, ptr %300, ptr %299
  %305 = select i1 %303, i64 24, i64 16
  %306 = getelementptr inbounds i8, ptr %299, i64 %305
  %307 = load ptr, ptr %306, align 8, !tbaa !39
  %308 = icmp eq ptr %307, null
  br i1 %308, label %309, label %298, !llvm.loop !40

309:                                              ; preds = %298
  %310 = icmp eq ptr %304, %296
  br i1 %310, label %316, label %311

311:                                              ; preds = %309
  %312 = select i1 %303, ptr %300, ptr %299
  %313 = getelementptr inbounds i8, ptr %312, i64 32
  %314 = load i32, ptr %313, align 4, !tbaa !28
  %315 = icmp sgt i32 %314, 2
  br i1 %315, label %316, label %320

316:                                              ; preds = %311, %309, %293
  %317 = phi ptr [ %304, %311 ], [ %304, %309 ], [ %296, %293 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  store ptr %59, ptr %5, align 8, !tbaa !39, !alias.scope !57
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #15
  %318 = invoke ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %57, ptr %317, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %319 unwind label %442

319:                                              ; preds = %316
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  br label %320

320:                                              ; preds = %319, %311
  %321 = phi ptr [ %318, %319 ], [ %304, %311 ]
  %322 = getelementptr inbounds i8, ptr %321, i64 40
  %323 = load double, ptr %322, align 8, !tbaa !41
  %324 = fadd double %323, 0x3EB0C6F7A0B5ED8D
  store double %324, ptr %322, align 8, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %59) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %60) #15
  store i32 2, ptr %60, align 4, !tbaa !28
  %325 = getelementptr inbounds i8, ptr %58, i64 16
  %326 = load ptr, ptr %325, align 8, !tbaa !38
  %327 = getelementptr inbounds i8, ptr %58, i64 8
  %328 = icmp eq ptr %326, null
  br i1 %328, label %347, label %329

329:                                              ; preds = %320, %329
  %330 = phi ptr [ %338, %329 ], [ %326, %320 ]
  %331 = phi ptr [ %335, %329 ], [ %327, %320 ]
  %332 = getelementptr inbounds i8, ptr %330, i64 32
  %333 = load i32, ptr %332, align 4, !tbaa !28
  %334 = icmp slt i32 %333, 2
  %335 = select i1 %334, ptr %331, ptr %330
  %336 = select i1 %334, i64 24, i64 16
  %337 = getelementptr inbounds i8, ptr %330, i64 %336
  %338 = load ptr, ptr %337, align 8, !tbaa !39
  %339 = icmp eq ptr %338, null
  br i1 %339, label %340, label %329, !llvm.loop !40

340:                                              ; preds = %329
  %341 = icmp eq ptr %335, %327
  br i1 %341, label %347, label %342

342:                                              ; preds = %340
  %343 = select i1 %334, ptr %331, ptr %330
  %344 = getelementptr inbounds i8, ptr %343, i64 32
  %345 = load i32, ptr %344, align 4, !tbaa !28
  %346 = icmp sgt i32 %345, 2
  br i1 %346, label %347, label %351

347:                                              ; preds = %342, %340, %320
  %348 = phi ptr [ %335, %342 ], [ %335, %340 ], [ %327, %320 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #15
  store ptr %60, ptr %3, align 8, !tbaa !39, !alias.scope !60
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #15
  %349 = invoke ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %58, ptr %348, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt19piecewise_construct, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %350 unwind label %444

350:                                              ; preds = %347
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #15
  br label %351

351:                                              ; preds = %350, %342
  %352 = phi ptr [ %349, %350 ], [ %335, %342 ]
  %353 = getelementptr inbounds i8, ptr %352, i64 40
  %354 = load double, ptr %353, align 8, !tbaa !41
  %355 = fadd double %354, 0xBEB0C6F7A0B5ED8D
  store double %355, ptr %353, align 8, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60) #15
  %356 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %57, double noundef 8.000000e-01)
  %357 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %58, double noundef 8.000000e-01)
  %358 = fsub double %356, %357
  %359 = fdiv double %358, 2.000000e-06
  %360 = fadd double %241, %359
  %361 = call double @llvm.fabs.f64(double %360)
  %362 = fcmp ogt double %361, 1.000000e+00
  %363 = select i1 %362, double %361, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %273, ptr %2, align 8, !tbaa !41
  %364 = load volatile double, ptr %2, align 8, !tbaa !41
  %365 = call double @llvm.fabs.f64(double %364)
  %366 = fcmp ueq double %365, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %366, label %380, label %367

367:                                              ; preds = %351
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %360, ptr %1, align 8, !tbaa !41
  %368 = load volatile double, ptr %1, align 8, !tbaa !41
  %369 = call double @llvm.fabs.f64(double %368)
  %370 = fcmp ueq double %369, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %370, label %380, label %371

371:                                              ; preds = %367
  %372 = fsub double %273, %360
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fmul double %363, 0x3EB0C6F7A0B5ED8D
  %375 = fcmp ole double %373, %374
  %376 = select i1 %375, ptr @.str.5, ptr @.str.6
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 8.000000e-01, double noundef %273, double noundef %360, ptr noundef nonnull %376)
  br i1 %375, label %378, label %382

378:                                              ; preds = %371
  %379 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %385

380:                                              ; preds = %367, %351
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 8.000000e-01, double noundef %273, double noundef %360, ptr noundef nonnull @.str.6)
  br label %382

382:                                              ; preds = %380, %371
  %383 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %384 = add nsw i32 %383, 1
  store i32 %384, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %385

385:                                              ; preds = %378, %382
  %386 = phi i32 [ %379, %378 ], [ %384, %382 ]
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %386)
  %388 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %389 = load ptr, ptr %325, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %58, ptr noundef %389)
          to label %393 unwind label %390

390:                                              ; preds = %385
  %391 = landingpad { ptr, i32 }
          catch ptr null
  %392 = extractvalue { ptr, i32 } %391, 0
  call void @__clang_call_terminate(ptr %392) #17
  unreachable

393:                                              ; preds = %385
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %58) #15
  %394 = load ptr, ptr %294, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %57, ptr noundef %394)
          to label %398 unwind label %395

395:                                              ; preds = %393
  %396 = landingpad { ptr, i32 }
          catch ptr null
  %397 = extractvalue { ptr, i32 } %396, 0
  call void @__clang_call_terminate(ptr %397) #17
  unreachable

398:                                              ; preds = %393
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %57) #15
  %399 = getelementptr inbounds i8, ptr %56, i64 16
  %400 = load ptr, ptr %399, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %56, ptr noundef %400)
          to label %404 unwind label %401

401:                                              ; preds = %398
  %402 = landingpad { ptr, i32 }
          catch ptr null
  %403 = extractvalue { ptr, i32 } %402, 0
  call void @__clang_call_terminate(ptr %403) #17
  unreachable

404:                                              ; preds = %398
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %56) #15
  %405 = getelementptr inbounds i8, ptr %55, i64 16
  %406 = load ptr, ptr %405, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %55, ptr noundef %406)
          to label %410 unwind label %407

407:                                              ; preds = %404
  %408 = landingpad { ptr, i32 }
          catch ptr null
  %409 = extractvalue { ptr, i32 } %408, 0
  call void @__clang_call_terminate(ptr %409) #17
  unreachable

410:                                              ; preds = %404
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %55) #15
  %411 = getelementptr inbounds i8, ptr %54, i64 16
  %412 = load ptr, ptr %411, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %54, ptr noundef %412)
          to label %416 unwind label %413

413:                                              ; preds = %410
  %414 = landingpad { ptr, i32 }
          catch ptr null
  %415 = extractvalue { ptr, i32 } %414, 0
  call void @__clang_call_terminate(ptr %415) #17
  unreachable

416:                                              ; preds = %410
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %54) #15
  %417 = getelementptr inbounds i8, ptr %53, i64 16
  %418 = load ptr, ptr %417, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %53, ptr noundef %418)
          to label %422 unwind label %419

419:                                              ; preds = %416
  %420 = landingpad { ptr, i32 }
          catch ptr null
  %421 = extractvalue { ptr, i32 } %420, 0
  call void @__clang_call_terminate(ptr %421) #17
  unreachable

422:                                              ; preds = %416
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %53) #15
  %423 = load ptr, ptr %81, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr noundef %423)
          to label %427 unwind label %424

424:                                              ; preds = %422
  %425 = landingpad { ptr, i32 }
          catch ptr null
  %426 = extractvalue { ptr, i32 } %425, 0
  call void @__clang_call_terminate(ptr %426) #17
  unreachable

427:                                              ; preds = %422
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %48) #15
  %428 = getelementptr inbounds i8, ptr %47, i64 16
  %429 = load ptr, ptr %428, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr noundef %429)
          to label %433 unwind label %430

430:                                              ; preds = %427
  %431 = landingpad { ptr, i32 }
          catch ptr null
  %432 = extractvalue { ptr, i32 } %431, 0
  call void @__clang_call_terminate(ptr %432) #17
  unreachable

433:                                              ; preds = %427
  %434 = icmp ne i32 %388, 0
  %435 = zext i1 %434 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %47) #15
  ret i32 %435

436:                                              ; preds = %271
  %437 = landingpad { ptr, i32 }
          cleanup
  br label %452

438:                                              ; preds = %291
  %439 = landingpad { ptr, i32 }
          cleanup
  br label %450

440:                                              ; preds = %292
  %441 = landingpad { ptr, i32 }
          cleanup
  br label %448

442:                                              ; preds = %316
  %443 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %59) #15
  br label %446

444:                                              ; preds = %347
  %445 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60) #15
  br label %446

446:                                              ; preds = %444, %442
  %447 = phi { ptr, i32 } [ %445, %444 ], [ %443, %442 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %58) #15
  br label %448

448:                                              ; preds = %446, %440
  %449 = phi { ptr, i32 } [ %447, %446 ], [ %441, %440 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %58) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %57) #15
  br label %450

450:                                              ; preds = %448, %438
  %451 = phi { ptr, i32 } [ %449, %448 ], [ %439, %438 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %57) #15
  br label %452

452:                                              ; preds = %450, %436
  %453 = phi { ptr, i32 } [ %451, %450 ], [ %437, %436 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %56) #15
  br label %454

454:                                              ; preds = %452, %280
  %455 = phi { ptr, i32 } [ %453, %452 ], [ %281, %280 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %56) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %55) #15
  br label %456

456:                                              ; preds = %454, %278
  %457 = phi { ptr, i32 } [ %455, %454 ], [ %279, %278 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %55) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %54) #15
  br label %458

458:                                              ; preds = %456, %276
  %459 = phi { ptr, i32 } [ %457, %456 ], [ %277, %276 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %54) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %53) #15
  br label %460

460:                                              ; preds = %458, %274
  %461 = phi { ptr, i32 } [ %459, %458 ], [ %275, %274 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %53) #15
  br label %462

462:                                              ; preds = %460, %234, %83
  %463 = phi { ptr, i32 } [ %235, %234 ], [ %461, %460 ], [ %84, %83 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %48) #15
  br label %464

464:                                              ; preds = %462, %69
  %465 = phi { ptr, i32 } [ %463, %462 ], [ %70, %69 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %48) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %47) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %47) #15
  resume { ptr, i32 } %465
}

declare i32 @__gxx_personality_v0(...)

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #17
  unreachable

7:                                                ; preds = %1
  ret void
}

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #9

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, i64 %2, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !63
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %7, align 8, !tbaa !38
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !64
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %10, align 8, !tbaa !65
  %11 = getelementptr inbounds %"struct.std::pair", ptr %1, i64 %2
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %71, label %13

13:                                               ; preds = %5, %67
  %14 = phi i64 [ %68, %67 ], [ 0, %5 ]
  %15 = phi ptr [ %69, %67 ], [ %1, %5 ]
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %9, align 8, !tbaa !39
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = load i32, ptr %19, align 4, !tbaa !28
  %21 = load i32, ptr %15, align 4, !tbaa !28
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %52, label %23

23:                                               ; preds = %17, %13
  %24 = load ptr, ptr %7, align 8, !tbaa !39
  %25 = icmp eq ptr %24, null
  br i1 %25, label %38, label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %15, align 4, !tbaa !28
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi ptr [ %24, %26 ], [ %35, %28 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = load i32, ptr %30, align 4, !tbaa !28
  %32 = icmp slt i32 %27, %31
  %33 = select i1 %32, i64 16, i64 24
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !39
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %28, !llvm.loop !66

37:                                               ; preds = %28
  br i1 %32, label %38, label %47

38:                                               ; preds = %37, %23
  %39 = phi ptr [ %29, %37 ], [ %6, %23 ]
  %40 = load ptr, ptr %8, align 8, !tbaa !5
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %52, label %42

42:                                               ; preds = %38
  %43 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %39) #16
  %44 = getelementptr inbounds i8, ptr %43, i64 32
  %45 = load i32, ptr %44, align 4, !tbaa !28
  %46 = load i32, ptr %15, align 4, !tbaa !28
  br label %47

47:                                               ; preds = %42, %37
  %48 = phi i32 [ %46, %42 ], [ %27, %37 ]
  %49 = phi i32 [ %45, %42 ], [ %31, %37 ]
  %50 = phi ptr [ %39, %42 ], [ %29, %37 ]
  %51 = icmp slt i32 %49, %48
  br i1 %51, label %52, label %67

52:                                               ; preds = %47, %17, %38
  %53 = phi ptr [ %39, %38 ], [ %18, %17 ], [ %50, %47 ]
  %54 = icmp eq ptr %6, %53
  br i1 %54, label %60, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %53, i64 32
  %57 = load i32, ptr %15, align 4, !tbaa !28
  %58 = load i32, ptr %56, align 4, !tbaa !28
  %59 = icmp slt i32 %57, %58
  br label %60

60:                                               ; preds = %55, %52
  %61 = phi i1 [ true, %52 ], [ %59, %55 ]
  %62 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #18
          to label %63 unwind label %72

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %62, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false)
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %61, ptr noundef nonnull %62, ptr noundef nonnull %53, ptr noundef nonnull align 8 dereferenceable(32) %6) #15
  %65 = load i64, ptr %10, align 8, !tbaa !65
  %66 = add i64 %65, 1
  store i64 %66, ptr %10, align 8, !tbaa !65
  br label %67

67:                                               ; preds = %47, %63
  %68 = phi i64 [ %14, %47 ], [ %66, %63 ]
  %69 = getelementptr inbounds i8, ptr %15, i64 16
  %70 = icmp eq ptr %69, %11
  br i1 %70, label %71, label %13, !llvm.loop !67

71:                                               ; preds = %67, %5
  ret void

72:                                               ; preds = %60
  %73 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #15
  resume { ptr, i32 } %73
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !38
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #17
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #11 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %51

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !65
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !39
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = load i32, ptr %13, align 4, !tbaa !28
  %15 = load i32, ptr %2, align 4, !tbaa !28
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %146, label %17

17:                                               ; preds = %10, %6
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !39
  %20 = icmp eq ptr %19, null
  br i1 %20, label %33, label %21

21:                                               ; preds = %17
  %22 = load i32, ptr %2, align 4, !tbaa !28
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi ptr [ %19, %21 ], [ %30, %23 ]
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = load i32, ptr %25, align 4, !tbaa !28
  %27 = icmp slt i32 %22, %26
  %28 = select i1 %27, i64 16, i64 24
  %29 = getelementptr inbounds i8, ptr %24, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !39
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %23, !llvm.loop !66

32:                                               ; preds = %23
  br i1 %27, label %33, label %43

33:                                               ; preds = %32, %17
  %34 = phi ptr [ %24, %32 ], [ %4, %17 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 24
  %36 = load ptr, ptr %35, align 8, !tbaa !5
  %37 = icmp eq ptr %34, %36
  br i1 %37, label %146, label %38

38:                                               ; preds = %33
  %39 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %34) #16
  %40 = getelementptr inbounds i8, ptr %39, i64 32
  %41 = load i32, ptr %40, align 4, !tbaa !28
  %42 = load i32, ptr %2, align 4, !tbaa !28
  br label %43

43:                                               ; preds = %38, %32
  %44 = phi i32 [ %42, %38 ], [ %22, %32 ]
  %45 = phi i32 [ %41, %38 ], [ %26, %32 ]
  %46 = phi ptr [ %34, %38 ], [ %24, %32 ]
  %47 = phi ptr [ %39, %38 ], [ %24, %32 ]
  %48 = icmp slt i32 %45, %44
  %49 = select i1 %48, ptr null, ptr %47
  %50 = select i1 %48, ptr %46, ptr null
  br label %146

51:                                               ; preds = %3
  %52 = getelementptr inbounds i8, ptr %1, i64 32
  %53 = load i32, ptr %2, align 4, !tbaa !28
  %54 = load i32, ptr %52, align 4, !tbaa !28
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %99

56:                                               ; preds = %51
  %57 = getelementptr inbounds i8, ptr %0, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !39
  %59 = icmp eq ptr %58, %1
  br i1 %59, label %146, label %60

60:                                               ; preds = %56
  %61 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #16
  %62 = getelementptr inbounds i8, ptr %61, i64 32
  %63 = load i32, ptr %62, align 4, !tbaa !28
  %64 = icmp slt i32 %63, %53
  br i1 %64, label %65, label %71

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %61, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !68
  %68 = icmp eq ptr %67, null
  %69 = select i1 %68, ptr null, ptr %1
  %70 = select i1 %68, ptr %61, ptr %1
  br label %146

71:                                               ; preds = %60
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !39
  %74 = icmp eq ptr %73, null
  br i1 %74, label %85, label %75

75:                                               ; preds = %71, %75
  %76 = phi ptr [ %82, %75 ], [ %73, %71 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 32
  %78 = load i32, ptr %77, align 4, !tbaa !28
  %79 = icmp slt i32 %53, %78
  %80 = select i1 %79, i64 16, i64 24
  %81 = getelementptr inbounds i8, ptr %76, i64 %80
  %82 = load ptr, ptr %81, align 8, !tbaa !39
  %83 = icmp eq ptr %82, null
  br i1 %83, label %84, label %75, !llvm.loop !66

84:                                               ; preds = %75
  br i1 %79, label %85, label %92

85:                                               ; preds = %84, %71
  %86 = phi ptr [ %76, %84 ], [ %4, %71 ]
  %87 = icmp eq ptr %86, %58
  br i1 %87, label %146, label %88

88:                                               ; preds = %85
  %89 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %86) #16
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = load i32, ptr %90, align 4, !tbaa !28
  br label %92

92:                                               ; preds = %88, %84
  %93 = phi i32 [ %91, %88 ], [ %78, %84 ]
  %94 = phi ptr [ %86, %88 ], [ %76, %84 ]
  %95 = phi ptr [ %89, %88 ], [ %76, %84 ]
  %96 = icmp slt i32 %93, %53
  %97 = select i1 %96, ptr null, ptr %95
  %98 = select i1 %96, ptr %94, ptr null
  br label %146

99:                                               ; preds = %51
  %100 = icmp slt i32 %54, %53
  br i1 %100, label %101, label %146

101:                                              ; preds = %99
  %102 = getelementptr inbounds i8, ptr %0, i64 32
  %103 = load ptr, ptr %102, align 8, !tbaa !39
  %104 = icmp eq ptr %103, %1
  br i1 %104, label %146, label %105

105:                                              ; preds = %101
  %106 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #16
  %107 = getelementptr inbounds i8, ptr %106, i64 32
  %108 = load i32, ptr %107, align 4, !tbaa !28
  %109 = icmp slt i32 %53, %108
  br i1 %109, label %110, label %116

110:                                              ; preds = %105
  %111 = getelementptr inbounds i8, ptr %1, i64 24
  %112 = load ptr, ptr %111, align 8, !tbaa !68
  %113 = icmp eq ptr %112, null
  %114 = select i1 %113, ptr null, ptr %106
  %115 = select i1 %113, ptr %1, ptr %106
  br label %146

116:                                              ; preds = %105
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  %118 = load ptr, ptr %117, align 8, !tbaa !39
  %119 = icmp eq ptr %118, null
  br i1 %119, label %130, label %120

120:                                              ; preds = %116, %120
  %121 = phi ptr [ %127, %120 ], [ %118, %116 ]
  %122 = getelementptr inbounds i8, ptr %121, i64 32
  %123 = load i32, ptr %122, align 4, !tbaa !28
  %124 = icmp slt i32 %53, %123
  %125 = select i1 %124, i64 16, i64 24
  %126 = getelementptr inbounds i8, ptr %121, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !39
  %128 = icmp eq ptr %127, null
  br i1 %128, label %129, label %120, !llvm.loop !66

129:                                              ; preds = %120
  br i1 %124, label %130, label %139

130:                                              ; preds = %129, %116
  %131 = phi ptr [ %121, %129 ], [ %4, %116 ]
  %132 = getelementptr inbounds i8, ptr %0, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !5
  %134 = icmp eq ptr %131, %133
  br i1 %134, label %146, label %135

135:                                              ; preds = %130
  %136 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %131) #16
  %137 = getelementptr inbounds i8, ptr %136, i64 32
  %138 = load i32, ptr %137, align 4, !tbaa !28
  br label %139

139:                                              ; preds = %135, %129
  %140 = phi i32 [ %138, %135 ], [ %123, %129 ]
  %141 = phi ptr [ %131, %135 ], [ %121, %129 ]
  %142 = phi ptr [ %136, %135 ], [ %121, %129 ]
  %143 = icmp slt i32 %140, %53
  %144 = select i1 %143, ptr null, ptr %142
  %145 = select i1 %143, ptr %141, ptr null
  br label %146

146:                                              ; preds = %139, %130, %92, %85, %43, %33, %110, %65, %99, %101, %56, %10
  %147 = phi ptr [ null, %10 ], [ %58, %56 ], [ null, %101 ], [ %1, %99 ], [ %69, %65 ], [ %114, %110 ], [ null, %33 ], [ %49, %43 ], [ null, %85 ], [ %97, %92 ], [ null, %130 ], [ %144, %139 ]
  %148 = phi ptr [ %12, %10 ], [ %58, %56 ], [ %103, %101 ], [ null, %99 ], [ %70, %65 ], [ %115, %110 ], [ %34, %33 ], [ %50, %43 ], [ %86, %85 ], [ %98, %92 ], [ %131, %130 ], [ %145, %139 ]
  %149 = insertvalue { ptr, ptr } poison, ptr %147, 0
  %150 = insertvalue { ptr, ptr } %149, ptr %148, 1
  ret { ptr, ptr } %150
}

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #12

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !68
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !69
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #19
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %4, !llvm.loop !70

11:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJRS1_EESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #18
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = load i64, ptr %3, align 8, !tbaa !39
  %9 = inttoptr i64 %8 to ptr
  %10 = load i32, ptr %9, align 4, !tbaa !28
  store i32 %10, ptr %7, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %6, i64 40
  store double 0.000000e+00, ptr %11, align 8, !tbaa !17
  %12 = invoke { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %13 unwind label %32

13:                                               ; preds = %5
  %14 = extractvalue { ptr, ptr } %12, 0
  %15 = extractvalue { ptr, ptr } %12, 1
  %16 = icmp eq ptr %15, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %13
  %18 = icmp ne ptr %14, null
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = icmp eq ptr %19, %15
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %27, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %15, i64 32
  %24 = load i32, ptr %7, align 4, !tbaa !28
  %25 = load i32, ptr %23, align 4, !tbaa !28
  %26 = icmp slt i32 %24, %25
  br label %27

27:                                               ; preds = %17, %22
  %28 = phi i1 [ true, %17 ], [ %26, %22 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %28, ptr noundef nonnull %6, ptr noundef nonnull %15, ptr noundef nonnull align 8 dereferenceable(32) %19) #15
  %29 = getelementptr inbounds i8, ptr %0, i64 40
  %30 = load i64, ptr %29, align 8, !tbaa !65
  %31 = add i64 %30, 1
  store i64 %31, ptr %29, align 8, !tbaa !65
  br label %35

32:                                               ; preds = %5
  %33 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #19
  resume { ptr, i32 } %33

34:                                               ; preds = %13
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #19
  br label %35

35:                                               ; preds = %27, %34
  %36 = phi ptr [ %6, %27 ], [ %14, %34 ]
  ret ptr %36
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE22_M_emplace_hint_uniqueIJRKSt21piecewise_construct_tSt5tupleIJOiEESD_IJEEEEESt17_Rb_tree_iteratorIS2_ESt23_Rb_tree_const_iteratorIS2_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) local_unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #18
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = load i64, ptr %3, align 8, !tbaa !39
  %9 = inttoptr i64 %8 to ptr
  %10 = load i32, ptr %9, align 4, !tbaa !28
  store i32 %10, ptr %7, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %6, i64 40
  store double 0.000000e+00, ptr %11, align 8, !tbaa !17
  %12 = invoke { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %13 unwind label %32

13:                                               ; preds = %5
  %14 = extractvalue { ptr, ptr } %12, 0
  %15 = extractvalue { ptr, ptr } %12, 1
  %16 = icmp eq ptr %15, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %13
  %18 = icmp ne ptr %14, null
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = icmp eq ptr %19, %15
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %27, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, ptr %15, i64 32
  %24 = load i32, ptr %7, align 4, !tbaa !28
  %25 = load i32, ptr %23, align 4, !tbaa !28
  %26 = icmp slt i32 %24, %25
  br label %27

27:                                               ; preds = %17, %22
  %28 = phi i1 [ true, %17 ], [ %26, %22 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %28, ptr noundef nonnull %6, ptr noundef nonnull %15, ptr noundef nonnull align 8 dereferenceable(32) %19) #15
  %29 = getelementptr inbounds i8, ptr %0, i64 40
  %30 = load i64, ptr %29, align 8, !tbaa !65
  %31 = add i64 %30, 1
  store i64 %31, ptr %29, align 8, !tbaa !65
  br label %35

32:                                               ; preds = %5
  %33 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #19
  resume { ptr, i32 } %33

34:                                               ; preds = %13
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 48) #19
  br label %35

35:                                               ; preds = %27, %34
  %36 = phi ptr [ %6, %27 ], [ %14, %34 ]
  ret ptr %36
}

attributes #0 = { mustprogress nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind }
attributes #16 = { nounwind willreturn memory(read) }
attributes #17 = { noreturn nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 16}
!6 = !{!"_ZTSSt15_Rb_tree_header", !7, i64 0, !12, i64 32}
!7 = !{!"_ZTSSt18_Rb_tree_node_base", !8, i64 0, !11, i64 8, !11, i64 16, !11, i64 24}
!8 = !{!"_ZTSSt14_Rb_tree_color", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!14, !15, i64 0}
!14 = !{!"_ZTSSt4pairIKidE", !15, i64 0, !16, i64 8}
!15 = !{!"int", !9, i64 0}
!16 = !{!"double", !9, i64 0}
!17 = !{!14, !16, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZL4makev: argument 0"}
!22 = distinct !{!22, !"_ZL4makev"}
!23 = !{i64 0, i64 64, !24}
!24 = !{!9, !9, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZL4makev: argument 0"}
!27 = distinct !{!27, !"_ZL4makev"}
!28 = !{!15, !15, i64 0}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZL4makev: argument 0"}
!31 = distinct !{!31, !"_ZL4makev"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZL4makev: argument 0"}
!34 = distinct !{!34, !"_ZL4makev"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZL4makev: argument 0"}
!37 = distinct !{!37, !"_ZL4makev"}
!38 = !{!6, !11, i64 8}
!39 = !{!11, !11, i64 0}
!40 = distinct !{!40, !19}
!41 = !{!16, !16, i64 0}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZL4makev: argument 0"}
!44 = distinct !{!44, !"_ZL4makev"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZL4makev: argument 0"}
!47 = distinct !{!47, !"_ZL4makev"}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZL4makev: argument 0"}
!50 = distinct !{!50, !"_ZL4makev"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZL4makev: argument 0"}
!53 = distinct !{!53, !"_ZL4makev"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZL4makev: argument 0"}
!56 = distinct !{!56, !"_ZL4makev"}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_: argument 0"}
!59 = distinct !{!59, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_"}
!60 = !{!61}
!61 = distinct !{!61, !62, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_: argument 0"}
!62 = distinct !{!62, !"_ZSt16forward_as_tupleIJiEESt5tupleIJDpOT_EES3_"}
!63 = !{!6, !8, i64 0}
!64 = !{!6, !11, i64 24}
!65 = !{!6, !12, i64 32}
!66 = distinct !{!66, !19}
!67 = distinct !{!67, !19}
!68 = !{!7, !11, i64 24}
!69 = !{!7, !11, i64 16}
!70 = distinct !{!70, !19}
