; ModuleID = 'stl_map.cpp'
source_filename = "stl_map.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::pair" = type { i32, double }
%"struct.std::less" = type { i8 }
%"class.std::allocator.1" = type { i8 }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<int, std::pair<const int, double>, std::_Select1st<std::pair<const int, double>>, std::less<int>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<int, std::pair<const int, double>, std::_Select1st<std::pair<const int, double>>, std::less<int>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }

$_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_ = comdat any

$_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev = comdat any

$_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi = comdat any

$__clang_call_terminate = comdat any

$_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_ = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E = comdat any

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

; Function Attrs: mustprogress nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable
define dso_local noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef readonly %0, double noundef nofpclass(nan inf) %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %41, label %8

7:                                                ; preds = %8
  br i1 %6, label %41, label %23

8:                                                ; preds = %2, %8
  %9 = phi double [ %19, %8 ], [ 0.000000e+00, %2 ]
  %10 = phi ptr [ %20, %8 ], [ %4, %2 ]
  %11 = getelementptr inbounds i8, ptr %10, i64 32
  %12 = load i32, ptr %11, align 8, !tbaa !13
  %13 = sitofp i32 %12 to double
  %14 = getelementptr inbounds i8, ptr %10, i64 40
  %15 = load double, ptr %14, align 8, !tbaa !17
  %16 = fmul fast double %15, %1
  %17 = tail call fast double @llvm.sin.f64(double %16)
  %18 = fmul fast double %17, %13
  %19 = fadd fast double %18, %9
  %20 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %10) #15
  %21 = icmp eq ptr %20, %5
  br i1 %21, label %7, label %8

22:                                               ; preds = %23
  br i1 %6, label %41, label %34

23:                                               ; preds = %7, %23
  %24 = phi double [ %31, %23 ], [ 1.000000e+00, %7 ]
  %25 = phi ptr [ %26, %23 ], [ %5, %7 ]
  %26 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef %25) #15
  %27 = getelementptr inbounds i8, ptr %26, i64 40
  %28 = load double, ptr %27, align 8, !tbaa !17
  %29 = fmul fast double %28, 1.000000e-01
  %30 = fadd fast double %29, 1.000000e+00
  %31 = fmul fast double %30, %24
  %32 = icmp eq ptr %26, %4
  br i1 %32, label %22, label %23, !llvm.loop !18

33:                                               ; preds = %34
  br i1 %6, label %41, label %47

34:                                               ; preds = %22, %34
  %35 = phi ptr [ %39, %34 ], [ %4, %22 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 40
  %37 = load double, ptr %36, align 8, !tbaa !17
  %38 = fmul fast double %37, %1
  store double %38, ptr %36, align 8, !tbaa !17
  %39 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %35) #15
  %40 = icmp eq ptr %39, %5
  br i1 %40, label %33, label %34

41:                                               ; preds = %47, %2, %7, %22, %33
  %42 = phi double [ %19, %33 ], [ %19, %22 ], [ %19, %7 ], [ 0.000000e+00, %2 ], [ %19, %47 ]
  %43 = phi double [ %31, %33 ], [ %31, %22 ], [ 1.000000e+00, %7 ], [ 1.000000e+00, %2 ], [ %31, %47 ]
  %44 = phi double [ 0.000000e+00, %33 ], [ 0.000000e+00, %22 ], [ 0.000000e+00, %7 ], [ 0.000000e+00, %2 ], [ %53, %47 ]
  %45 = fadd fast double %43, %42
  %46 = fadd fast double %45, %44
  ret double %46

47:                                               ; preds = %33, %47
  %48 = phi double [ %53, %47 ], [ 0.000000e+00, %33 ]
  %49 = phi ptr [ %54, %47 ], [ %4, %33 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 40
  %51 = load double, ptr %50, align 8, !tbaa !17
  %52 = fmul fast double %51, %51
  %53 = fadd fast double %52, %48
  %54 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %49) #15
  %55 = icmp eq ptr %54, %5
  br i1 %55, label %41, label %47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [4 x %"struct.std::pair"], align 8
  %4 = alloca %"struct.std::less", align 1
  %5 = alloca %"class.std::allocator.1", align 1
  %6 = alloca [4 x %"struct.std::pair"], align 8
  %7 = alloca %"struct.std::less", align 1
  %8 = alloca %"class.std::allocator.1", align 1
  %9 = alloca [4 x %"struct.std::pair"], align 8
  %10 = alloca %"struct.std::less", align 1
  %11 = alloca %"class.std::allocator.1", align 1
  %12 = alloca [4 x %"struct.std::pair"], align 8
  %13 = alloca %"struct.std::less", align 1
  %14 = alloca %"class.std::allocator.1", align 1
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca [4 x %"struct.std::pair"], align 8
  %18 = alloca %"struct.std::less", align 1
  %19 = alloca %"class.std::allocator.1", align 1
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca [4 x %"struct.std::pair"], align 8
  %23 = alloca %"struct.std::less", align 1
  %24 = alloca %"class.std::allocator.1", align 1
  %25 = alloca [4 x %"struct.std::pair"], align 8
  %26 = alloca %"struct.std::less", align 1
  %27 = alloca %"class.std::allocator.1", align 1
  %28 = alloca [4 x %"struct.std::pair"], align 8
  %29 = alloca %"struct.std::less", align 1
  %30 = alloca %"class.std::allocator.1", align 1
  %31 = alloca [4 x %"struct.std::pair"], align 8
  %32 = alloca %"struct.std::less", align 1
  %33 = alloca %"class.std::allocator.1", align 1
  %34 = alloca [4 x %"struct.std::pair"], align 8
  %35 = alloca %"struct.std::less", align 1
  %36 = alloca %"class.std::allocator.1", align 1
  %37 = alloca %"class.std::map", align 8
  %38 = alloca %"class.std::map", align 8
  %39 = alloca [4 x i32], align 16
  %40 = alloca i32, align 4
  %41 = alloca %"class.std::map", align 8
  %42 = alloca %"class.std::map", align 8
  %43 = alloca %"class.std::map", align 8
  %44 = alloca %"class.std::map", align 8
  %45 = alloca %"class.std::map", align 8
  %46 = alloca %"class.std::map", align 8
  %47 = alloca %"class.std::map", align 8
  %48 = alloca %"class.std::map", align 8
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %37) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %34) #16, !noalias !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %34, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %35) #16, !noalias !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %36) #16, !noalias !20
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %37, ptr nonnull %34, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %35, ptr noundef nonnull align 1 dereferenceable(1) %36)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %36) #16, !noalias !20
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %35) #16, !noalias !20
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %34) #16, !noalias !20
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %38) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %31) #16, !noalias !25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %31, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !25
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %32) #16, !noalias !25
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %33) #16, !noalias !25
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %38, ptr nonnull %31, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %32, ptr noundef nonnull align 1 dereferenceable(1) %33)
          to label %51 unwind label %59

51:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %33) #16, !noalias !25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %32) #16, !noalias !25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %31) #16, !noalias !25
  %52 = getelementptr inbounds i8, ptr %38, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %38, i64 8
  %55 = icmp eq ptr %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %61, %51
  %57 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %58 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd, i32 noundef %57, ptr noundef nonnull %37, ptr noundef nonnull %38, double noundef nofpclass(nan inf) 8.000000e-01)
          to label %66 unwind label %70

59:                                               ; preds = %0
  %60 = landingpad { ptr, i32 }
          cleanup
  br label %318

61:                                               ; preds = %51, %61
  %62 = phi ptr [ %64, %61 ], [ %53, %51 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 40
  store double 0.000000e+00, ptr %63, align 8, !tbaa !17
  %64 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %62) #15
  %65 = icmp eq ptr %64, %54
  br i1 %65, label %56, label %61

66:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #16
  store <4 x i32> <i32 1, i32 2, i32 4, i32 9>, ptr %39, align 16, !tbaa !28
  %67 = getelementptr inbounds i8, ptr %42, i64 16
  %68 = getelementptr inbounds i8, ptr %41, i64 16
  br label %72

69:                                               ; preds = %126
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %43) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %28) #16, !noalias !29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %28, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %29) #16, !noalias !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %30) #16, !noalias !29
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %43, ptr nonnull %28, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %29, ptr noundef nonnull align 1 dereferenceable(1) %30)
          to label %143 unwind label %180

70:                                               ; preds = %56
  %71 = landingpad { ptr, i32 }
          cleanup
  br label %316

72:                                               ; preds = %66, %126
  %73 = phi i64 [ 0, %66 ], [ %127, %126 ]
  %74 = getelementptr inbounds i8, ptr %39, i64 %73
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %40) #16
  %75 = load i32, ptr %74, align 4, !tbaa !28
  store i32 %75, ptr %40, align 4, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %41) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %25) #16, !noalias !32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %25, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !32
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %26) #16, !noalias !32
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %27) #16, !noalias !32
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %41, ptr nonnull %25, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 1 dereferenceable(1) %27)
          to label %76 unwind label %129

76:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %27) #16, !noalias !32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %26) #16, !noalias !32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %25) #16, !noalias !32
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %42) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %22) #16, !noalias !35
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %22, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !35
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #16, !noalias !35
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #16, !noalias !35
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %42, ptr nonnull %22, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %23, ptr noundef nonnull align 1 dereferenceable(1) %24)
          to label %77 unwind label %131

77:                                               ; preds = %76
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #16, !noalias !35
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #16, !noalias !35
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %22) #16, !noalias !35
  %78 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %41, ptr noundef nonnull align 4 dereferenceable(4) %40)
          to label %79 unwind label %133

79:                                               ; preds = %77
  %80 = load double, ptr %78, align 8, !tbaa !38
  %81 = fadd fast double %80, 0x3EB0C6F7A0B5ED8D
  store double %81, ptr %78, align 8, !tbaa !38
  %82 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %42, ptr noundef nonnull align 4 dereferenceable(4) %40)
          to label %83 unwind label %133

83:                                               ; preds = %79
  %84 = load double, ptr %82, align 8, !tbaa !38
  %85 = fadd fast double %84, 0xBEB0C6F7A0B5ED8D
  store double %85, ptr %82, align 8, !tbaa !38
  %86 = call noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %41, double noundef nofpclass(nan inf) 8.000000e-01)
  %87 = call noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %42, double noundef nofpclass(nan inf) 8.000000e-01)
  %88 = load i32, ptr %40, align 4, !tbaa !28
  %89 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %38, ptr noundef nonnull align 4 dereferenceable(4) %40)
          to label %90 unwind label %135

90:                                               ; preds = %83
  %91 = sitofp i32 %88 to double
  %92 = fsub fast double %86, %87
  %93 = fmul fast double %92, 5.000000e+05
  %94 = load double, ptr %89, align 8, !tbaa !38
  %95 = call fast double @llvm.fabs.f64(double %93)
  %96 = call fast double @llvm.maxnum.f64(double %95, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %94, ptr %21, align 8, !tbaa !38
  %97 = load volatile double, ptr %21, align 8, !tbaa !38
  %98 = call double @llvm.fabs.f64(double %97)
  %99 = fcmp ueq double %98, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %99, label %111, label %100

100:                                              ; preds = %90
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %93, ptr %20, align 8, !tbaa !38
  %101 = load volatile double, ptr %20, align 8, !tbaa !38
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %103, label %111, label %104

104:                                              ; preds = %100
  %105 = fsub fast double %94, %93
  %106 = call fast double @llvm.fabs.f64(double %105)
  %107 = fmul fast double %96, 0x3EB0C6F7A0B5ED8D
  %108 = fcmp fast ole double %106, %107
  %109 = select i1 %108, ptr @.str.5, ptr @.str.6
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %93, ptr noundef nonnull %109)
  br i1 %108, label %116, label %113

111:                                              ; preds = %100, %90
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %91, double noundef nofpclass(nan inf) %94, double noundef nofpclass(nan inf) %93, ptr noundef nonnull @.str.6)
  br label %113

113:                                              ; preds = %111, %104
  %114 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %116

116:                                              ; preds = %113, %104
  %117 = load ptr, ptr %67, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %42, ptr noundef %117)
          to label %121 unwind label %118

118:                                              ; preds = %116
  %119 = landingpad { ptr, i32 }
          catch ptr null
  %120 = extractvalue { ptr, i32 } %119, 0
  call void @__clang_call_terminate(ptr %120) #17
  unreachable

121:                                              ; preds = %116
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %42) #16
  %122 = load ptr, ptr %68, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %41, ptr noundef %122)
          to label %126 unwind label %123

123:                                              ; preds = %121
  %124 = landingpad { ptr, i32 }
          catch ptr null
  %125 = extractvalue { ptr, i32 } %124, 0
  call void @__clang_call_terminate(ptr %125) #17
  unreachable

126:                                              ; preds = %121
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %41) #16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40) #16
  %127 = add nuw nsw i64 %73, 4
  %128 = icmp eq i64 %127, 16
  br i1 %128, label %69, label %72

129:                                              ; preds = %72
  %130 = landingpad { ptr, i32 }
          cleanup
  br label %141

131:                                              ; preds = %76
  %132 = landingpad { ptr, i32 }
          cleanup
  br label %139

133:                                              ; preds = %79, %77
  %134 = landingpad { ptr, i32 }
          cleanup
  br label %137

135:                                              ; preds = %83
  %136 = landingpad { ptr, i32 }
          cleanup
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi { ptr, i32 } [ %136, %135 ], [ %134, %133 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %42) #16
  br label %139

139:                                              ; preds = %137, %131
  %140 = phi { ptr, i32 } [ %138, %137 ], [ %132, %131 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %42) #16
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %41) #16
  br label %141

141:                                              ; preds = %139, %129
  %142 = phi { ptr, i32 } [ %140, %139 ], [ %130, %129 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %41) #16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #16
  br label %316

143:                                              ; preds = %69
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %30) #16, !noalias !29
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %29) #16, !noalias !29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %28) #16, !noalias !29
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %44) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17) #16, !noalias !40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !40
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18) #16, !noalias !40
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #16, !noalias !40
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %44, ptr nonnull %17, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %18, ptr noundef nonnull align 1 dereferenceable(1) %19)
          to label %144 unwind label %182

144:                                              ; preds = %143
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #16, !noalias !40
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #16, !noalias !40
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #16, !noalias !40
  %145 = call noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %43, double noundef nofpclass(nan inf) 0x3FE9999BB2788DB1)
  %146 = call noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %44, double noundef nofpclass(nan inf) 7.999990e-01)
  %147 = fsub fast double %145, %146
  %148 = fmul fast double %147, 5.000000e+05
  %149 = call fast double @llvm.fabs.f64(double %148)
  %150 = call fast double @llvm.maxnum.f64(double %149, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %58, ptr %16, align 8, !tbaa !38
  %151 = load volatile double, ptr %16, align 8, !tbaa !38
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %153, label %165, label %154

154:                                              ; preds = %144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %148, ptr %15, align 8, !tbaa !38
  %155 = load volatile double, ptr %15, align 8, !tbaa !38
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %157, label %165, label %158

158:                                              ; preds = %154
  %159 = fsub fast double %58, %148
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = fmul fast double %150, 0x3EB0C6F7A0B5ED8D
  %162 = fcmp fast ole double %160, %161
  %163 = select i1 %162, ptr @.str.5, ptr @.str.6
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %148, ptr noundef nonnull %163)
  br i1 %162, label %170, label %167

165:                                              ; preds = %154, %144
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %148, ptr noundef nonnull @.str.6)
  br label %167

167:                                              ; preds = %165, %158
  %168 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %170

170:                                              ; preds = %167, %158
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %45) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #16, !noalias !43
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !43
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #16, !noalias !43
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #16, !noalias !43
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %45, ptr nonnull %12, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %13, ptr noundef nonnull align 1 dereferenceable(1) %14)
          to label %171 unwind label %184

171:                                              ; preds = %170
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #16, !noalias !43
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #16, !noalias !43
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #16, !noalias !43
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %46) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #16, !noalias !46
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !46
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #16, !noalias !46
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #16, !noalias !46
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %46, ptr nonnull %9, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull align 1 dereferenceable(1) %11)
          to label %172 unwind label %186

172:                                              ; preds = %171
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #16, !noalias !46
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #16, !noalias !46
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #16, !noalias !46
  %173 = getelementptr inbounds i8, ptr %46, i64 24
  %174 = load ptr, ptr %173, align 8, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %46, i64 8
  %176 = icmp eq ptr %174, %175
  br i1 %176, label %177, label %188

177:                                              ; preds = %188, %172
  %178 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %179 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd, i32 noundef %178, ptr noundef nonnull %45, ptr noundef nonnull %46, double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) 1.000000e+00)
          to label %197 unwind label %290

180:                                              ; preds = %69
  %181 = landingpad { ptr, i32 }
          cleanup
  br label %314

182:                                              ; preds = %143
  %183 = landingpad { ptr, i32 }
          cleanup
  br label %312

184:                                              ; preds = %170
  %185 = landingpad { ptr, i32 }
          cleanup
  br label %310

186:                                              ; preds = %171
  %187 = landingpad { ptr, i32 }
          cleanup
  br label %308

188:                                              ; preds = %172, %188
  %189 = phi ptr [ %195, %188 ], [ %174, %172 ]
  %190 = getelementptr inbounds i8, ptr %189, i64 32
  %191 = load i32, ptr %190, align 8, !tbaa !13
  %192 = icmp eq i32 %191, 2
  %193 = select fast i1 %192, double 1.000000e+00, double 0.000000e+00
  %194 = getelementptr inbounds i8, ptr %189, i64 40
  store double %193, ptr %194, align 8, !tbaa !17
  %195 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %189) #15
  %196 = icmp eq ptr %195, %175
  br i1 %196, label %177, label %188

197:                                              ; preds = %177
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %47) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #16, !noalias !49
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !49
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #16, !noalias !49
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #16, !noalias !49
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr nonnull %6, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef nonnull align 1 dereferenceable(1) %8)
          to label %198 unwind label %292

198:                                              ; preds = %197
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #16, !noalias !49
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #16, !noalias !49
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #16, !noalias !49
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %48) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #16, !noalias !52
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !52
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #16, !noalias !52
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #16, !noalias !52
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr nonnull %3, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %4, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %199 unwind label %294

199:                                              ; preds = %198
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #16, !noalias !52
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #16, !noalias !52
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #16, !noalias !52
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49) #16
  store i32 2, ptr %49, align 4, !tbaa !28
  %200 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %201 unwind label %296

201:                                              ; preds = %199
  %202 = load double, ptr %200, align 8, !tbaa !38
  %203 = fadd fast double %202, 0x3EB0C6F7A0B5ED8D
  store double %203, ptr %200, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49) #16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50) #16
  store i32 2, ptr %50, align 4, !tbaa !28
  %204 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr noundef nonnull align 4 dereferenceable(4) %50)
          to label %205 unwind label %298

205:                                              ; preds = %201
  %206 = load double, ptr %204, align 8, !tbaa !38
  %207 = fadd fast double %206, 0xBEB0C6F7A0B5ED8D
  store double %207, ptr %204, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50) #16
  %208 = call noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %47, double noundef nofpclass(nan inf) 8.000000e-01)
  %209 = call noundef nofpclass(nan inf) double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %48, double noundef nofpclass(nan inf) 8.000000e-01)
  %210 = fsub fast double %208, %209
  %211 = fmul fast double %210, 5.000000e+05
  %212 = fadd fast double %211, %148
  %213 = call fast double @llvm.fabs.f64(double %212)
  %214 = call fast double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %179, ptr %2, align 8, !tbaa !38
  %215 = load volatile double, ptr %2, align 8, !tbaa !38
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %217, label %231, label %218

218:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %212, ptr %1, align 8, !tbaa !38
  %219 = load volatile double, ptr %1, align 8, !tbaa !38
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %221, label %231, label %222

222:                                              ; preds = %218
  %223 = fsub fast double %179, %212
  %224 = call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %214, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp fast ole double %224, %225
  %227 = select i1 %226, ptr @.str.5, ptr @.str.6
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %212, ptr noundef nonnull %227)
  br i1 %226, label %229, label %233

229:                                              ; preds = %222
  %230 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %236

231:                                              ; preds = %218, %205
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %179, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.6)
  br label %233

233:                                              ; preds = %231, %222
  %234 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %236

236:                                              ; preds = %229, %233
  %237 = phi i32 [ %230, %229 ], [ %235, %233 ]
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %237)
  %239 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %240 = getelementptr inbounds i8, ptr %48, i64 16
  %241 = load ptr, ptr %240, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr noundef %241)
          to label %245 unwind label %242

242:                                              ; preds = %236
  %243 = landingpad { ptr, i32 }
          catch ptr null
  %244 = extractvalue { ptr, i32 } %243, 0
  call void @__clang_call_terminate(ptr %244) #17
  unreachable

245:                                              ; preds = %236
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %48) #16
  %246 = getelementptr inbounds i8, ptr %47, i64 16
  %247 = load ptr, ptr %246, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr noundef %247)
          to label %251 unwind label %248

248:                                              ; preds = %245
  %249 = landingpad { ptr, i32 }
          catch ptr null
  %250 = extractvalue { ptr, i32 } %249, 0
  call void @__clang_call_terminate(ptr %250) #17
  unreachable

251:                                              ; preds = %245
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %47) #16
  %252 = getelementptr inbounds i8, ptr %46, i64 16
  %253 = load ptr, ptr %252, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %46, ptr noundef %253)
          to label %257 unwind label %254

254:                                              ; preds = %251
  %255 = landingpad { ptr, i32 }
          catch ptr null
  %256 = extractvalue { ptr, i32 } %255, 0
  call void @__clang_call_terminate(ptr %256) #17
  unreachable

257:                                              ; preds = %251
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %46) #16
  %258 = getelementptr inbounds i8, ptr %45, i64 16
  %259 = load ptr, ptr %258, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %45, ptr noundef %259)
          to label %263 unwind label %260

260:                                              ; preds = %257
  %261 = landingpad { ptr, i32 }
          catch ptr null
  %262 = extractvalue { ptr, i32 } %261, 0
  call void @__clang_call_terminate(ptr %262) #17
  unreachable

263:                                              ; preds = %257
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45) #16
  %264 = getelementptr inbounds i8, ptr %44, i64 16
  %265 = load ptr, ptr %264, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %44, ptr noundef %265)
          to label %269 unwind label %266

266:                                              ; preds = %263
  %267 = landingpad { ptr, i32 }
          catch ptr null
  %268 = extractvalue { ptr, i32 } %267, 0
  call void @__clang_call_terminate(ptr %268) #17
  unreachable

269:                                              ; preds = %263
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %44) #16
  %270 = getelementptr inbounds i8, ptr %43, i64 16
  %271 = load ptr, ptr %270, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %43, ptr noundef %271)
          to label %275 unwind label %272

272:                                              ; preds = %269
  %273 = landingpad { ptr, i32 }
          catch ptr null
  %274 = extractvalue { ptr, i32 } %273, 0
  call void @__clang_call_terminate(ptr %274) #17
  unreachable

275:                                              ; preds = %269
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43) #16
  %276 = getelementptr inbounds i8, ptr %38, i64 16
  %277 = load ptr, ptr %276, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %38, ptr noundef %277)
          to label %281 unwind label %278

278:                                              ; preds = %275
  %279 = landingpad { ptr, i32 }
          catch ptr null
  %280 = extractvalue { ptr, i32 } %279, 0
  call void @__clang_call_terminate(ptr %280) #17
  unreachable

281:                                              ; preds = %275
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %38) #16
  %282 = getelementptr inbounds i8, ptr %37, i64 16
  %283 = load ptr, ptr %282, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %37, ptr noundef %283)
          to label %287 unwind label %284

284:                                              ; preds = %281
  %285 = landingpad { ptr, i32 }
          catch ptr null
  %286 = extractvalue { ptr, i32 } %285, 0
  call void @__clang_call_terminate(ptr %286) #17
  unreachable

287:                                              ; preds = %281
  %288 = icmp ne i32 %239, 0
  %289 = zext i1 %288 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %37) #16
  ret i32 %289

290:                                              ; preds = %177
  %291 = landingpad { ptr, i32 }
          cleanup
  br label %306

292:                                              ; preds = %197
  %293 = landingpad { ptr, i32 }
          cleanup
  br label %304

294:                                              ; preds = %198
  %295 = landingpad { ptr, i32 }
          cleanup
  br label %302

296:                                              ; preds = %199
  %297 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49) #16
  br label %300

298:                                              ; preds = %201
  %299 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50) #16
  br label %300

300:                                              ; preds = %298, %296
  %301 = phi { ptr, i32 } [ %299, %298 ], [ %297, %296 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %48) #16
  br label %302

302:                                              ; preds = %300, %294
  %303 = phi { ptr, i32 } [ %301, %300 ], [ %295, %294 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %48) #16
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %47) #16
  br label %304

304:                                              ; preds = %302, %292
  %305 = phi { ptr, i32 } [ %303, %302 ], [ %293, %292 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %47) #16
  br label %306

306:                                              ; preds = %304, %290
  %307 = phi { ptr, i32 } [ %305, %304 ], [ %291, %290 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %46) #16
  br label %308

308:                                              ; preds = %306, %186
  %309 = phi { ptr, i32 } [ %307, %306 ], [ %187, %186 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %46) #16
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %45) #16
  br label %310

310:                                              ; preds = %308, %184
  %311 = phi { ptr, i32 } [ %309, %308 ], [ %185, %184 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45) #16
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %44) #16
  br label %312

312:                                              ; preds = %310, %182
  %313 = phi { ptr, i32 } [ %311, %310 ], [ %183, %182 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %44) #16
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %43) #16
  br label %314

314:                                              ; preds = %312, %180
  %315 = phi { ptr, i32 } [ %313, %312 ], [ %181, %180 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43) #16
  br label %316

316:                                              ; preds = %314, %141, %70
  %317 = phi { ptr, i32 } [ %142, %141 ], [ %315, %314 ], [ %71, %70 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %38) #16
  br label %318

318:                                              ; preds = %316, %59
  %319 = phi { ptr, i32 } [ %317, %316 ], [ %60, %59 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %38) #16
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %37) #16
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %37) #16
  resume { ptr, i32 } %319
}

declare i32 @__gxx_personality_v0(...)

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !39
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, null
  %7 = load i32, ptr %1, align 4, !tbaa !28
  br i1 %6, label %25, label %8

8:                                                ; preds = %2, %8
  %9 = phi ptr [ %17, %8 ], [ %4, %2 ]
  %10 = phi ptr [ %14, %8 ], [ %5, %2 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 32
  %12 = load i32, ptr %11, align 4, !tbaa !28
  %13 = icmp slt i32 %12, %7
  %14 = select i1 %13, ptr %10, ptr %9
  %15 = select i1 %13, i64 24, i64 16
  %16 = getelementptr inbounds i8, ptr %9, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !55
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %8, !llvm.loop !56

19:                                               ; preds = %8
  %20 = icmp eq ptr %14, %5
  br i1 %20, label %25, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %14, i64 32
  %23 = load i32, ptr %22, align 4, !tbaa !28
  %24 = icmp slt i32 %7, %23
  br i1 %24, label %25, label %52

25:                                               ; preds = %2, %19, %21
  %26 = phi ptr [ %14, %21 ], [ %14, %19 ], [ %5, %2 ]
  %27 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #18
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  store i32 %7, ptr %28, align 8, !tbaa !13
  %29 = getelementptr inbounds i8, ptr %27, i64 40
  store double 0.000000e+00, ptr %29, align 8, !tbaa !17
  %30 = invoke { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %26, ptr noundef nonnull align 4 dereferenceable(4) %28)
          to label %31 unwind label %49

31:                                               ; preds = %25
  %32 = extractvalue { ptr, ptr } %30, 0
  %33 = extractvalue { ptr, ptr } %30, 1
  %34 = icmp eq ptr %33, null
  br i1 %34, label %51, label %35

35:                                               ; preds = %31
  %36 = icmp ne ptr %32, null
  %37 = icmp eq ptr %5, %33
  %38 = select i1 %36, i1 true, i1 %37
  br i1 %38, label %44, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %33, i64 32
  %41 = load i32, ptr %28, align 4, !tbaa !28
  %42 = load i32, ptr %40, align 4, !tbaa !28
  %43 = icmp slt i32 %41, %42
  br label %44

44:                                               ; preds = %39, %35
  %45 = phi i1 [ true, %35 ], [ %43, %39 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %45, ptr noundef nonnull %27, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(32) %5) #16
  %46 = getelementptr inbounds i8, ptr %0, i64 40
  %47 = load i64, ptr %46, align 8, !tbaa !57
  %48 = add i64 %47, 1
  store i64 %48, ptr %46, align 8, !tbaa !57
  br label %52

49:                                               ; preds = %25
  %50 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 48) #19
  resume { ptr, i32 } %50

51:                                               ; preds = %31
  tail call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 48) #19
  br label %52

52:                                               ; preds = %51, %44, %21
  %53 = phi ptr [ %14, %21 ], [ %27, %44 ], [ %32, %51 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 40
  ret ptr %54
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !39
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

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !39
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, null
  %7 = load i32, ptr %1, align 4, !tbaa !28
  br i1 %6, label %25, label %8

8:                                                ; preds = %2, %8
  %9 = phi ptr [ %17, %8 ], [ %4, %2 ]
  %10 = phi ptr [ %14, %8 ], [ %5, %2 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 32
  %12 = load i32, ptr %11, align 4, !tbaa !28
  %13 = icmp slt i32 %12, %7
  %14 = select i1 %13, ptr %10, ptr %9
  %15 = select i1 %13, i64 24, i64 16
  %16 = getelementptr inbounds i8, ptr %9, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !55
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %8, !llvm.loop !56

19:                                               ; preds = %8
  %20 = icmp eq ptr %14, %5
  br i1 %20, label %25, label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds i8, ptr %14, i64 32
  %23 = load i32, ptr %22, align 4, !tbaa !28
  %24 = icmp slt i32 %7, %23
  br i1 %24, label %25, label %52

25:                                               ; preds = %2, %19, %21
  %26 = phi ptr [ %14, %21 ], [ %14, %19 ], [ %5, %2 ]
  %27 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #18
  %28 = getelementptr inbounds i8, ptr %27, i64 32
  store i32 %7, ptr %28, align 8, !tbaa !13
  %29 = getelementptr inbounds i8, ptr %27, i64 40
  store double 0.000000e+00, ptr %29, align 8, !tbaa !17
  %30 = invoke { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %26, ptr noundef nonnull align 4 dereferenceable(4) %28)
          to label %31 unwind label %49

31:                                               ; preds = %25
  %32 = extractvalue { ptr, ptr } %30, 0
  %33 = extractvalue { ptr, ptr } %30, 1
  %34 = icmp eq ptr %33, null
  br i1 %34, label %51, label %35

35:                                               ; preds = %31
  %36 = icmp ne ptr %32, null
  %37 = icmp eq ptr %5, %33
  %38 = select i1 %36, i1 true, i1 %37
  br i1 %38, label %44, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %33, i64 32
  %41 = load i32, ptr %28, align 4, !tbaa !28
  %42 = load i32, ptr %40, align 4, !tbaa !28
  %43 = icmp slt i32 %41, %42
  br label %44

44:                                               ; preds = %39, %35
  %45 = phi i1 [ true, %35 ], [ %43, %39 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %45, ptr noundef nonnull %27, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(32) %5) #16
  %46 = getelementptr inbounds i8, ptr %0, i64 40
  %47 = load i64, ptr %46, align 8, !tbaa !57
  %48 = add i64 %47, 1
  store i64 %48, ptr %46, align 8, !tbaa !57
  br label %52

49:                                               ; preds = %25
  %50 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 48) #19
  resume { ptr, i32 } %50

51:                                               ; preds = %31
  tail call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 48) #19
  br label %52

52:                                               ; preds = %51, %44, %21
  %53 = phi ptr [ %14, %21 ], [ %27, %44 ], [ %32, %51 ]
  %54 = getelementptr inbounds i8, ptr %53, i64 40
  ret ptr %54
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #9

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #16
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, i64 %2, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !58
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %7, align 8, !tbaa !39
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !59
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %10, align 8, !tbaa !57
  %11 = getelementptr inbounds %"struct.std::pair", ptr %1, i64 %2
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %71, label %13

13:                                               ; preds = %5, %67
  %14 = phi i64 [ %68, %67 ], [ 0, %5 ]
  %15 = phi ptr [ %69, %67 ], [ %1, %5 ]
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %9, align 8, !tbaa !55
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = load i32, ptr %19, align 4, !tbaa !28
  %21 = load i32, ptr %15, align 4, !tbaa !28
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %52, label %23

23:                                               ; preds = %17, %13
  %24 = load ptr, ptr %7, align 8, !tbaa !55
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
  %35 = load ptr, ptr %34, align 8, !tbaa !55
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %28, !llvm.loop !60

37:                                               ; preds = %28
  br i1 %32, label %38, label %47

38:                                               ; preds = %37, %23
  %39 = phi ptr [ %29, %37 ], [ %6, %23 ]
  %40 = load ptr, ptr %8, align 8, !tbaa !5
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %52, label %42

42:                                               ; preds = %38
  %43 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %39) #15
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
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %61, ptr noundef nonnull %62, ptr noundef nonnull %53, ptr noundef nonnull align 8 dereferenceable(32) %6) #16
  %65 = load i64, ptr %10, align 8, !tbaa !57
  %66 = add i64 %65, 1
  store i64 %66, ptr %10, align 8, !tbaa !57
  br label %67

67:                                               ; preds = %47, %63
  %68 = phi i64 [ %14, %47 ], [ %66, %63 ]
  %69 = getelementptr inbounds i8, ptr %15, i64 16
  %70 = icmp eq ptr %69, %11
  br i1 %70, label %71, label %13, !llvm.loop !61

71:                                               ; preds = %67, %5
  ret void

72:                                               ; preds = %60
  %73 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #16
  resume { ptr, i32 } %73
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !39
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
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #5 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %51

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !57
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !55
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = load i32, ptr %13, align 4, !tbaa !28
  %15 = load i32, ptr %2, align 4, !tbaa !28
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %146, label %17

17:                                               ; preds = %10, %6
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !55
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
  %30 = load ptr, ptr %29, align 8, !tbaa !55
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %23, !llvm.loop !60

32:                                               ; preds = %23
  br i1 %27, label %33, label %43

33:                                               ; preds = %32, %17
  %34 = phi ptr [ %24, %32 ], [ %4, %17 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 24
  %36 = load ptr, ptr %35, align 8, !tbaa !5
  %37 = icmp eq ptr %34, %36
  br i1 %37, label %146, label %38

38:                                               ; preds = %33
  %39 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %34) #15
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
  %58 = load ptr, ptr %57, align 8, !tbaa !55
  %59 = icmp eq ptr %58, %1
  br i1 %59, label %146, label %60

60:                                               ; preds = %56
  %61 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #15
  %62 = getelementptr inbounds i8, ptr %61, i64 32
  %63 = load i32, ptr %62, align 4, !tbaa !28
  %64 = icmp slt i32 %63, %53
  br i1 %64, label %65, label %71

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %61, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !62
  %68 = icmp eq ptr %67, null
  %69 = select i1 %68, ptr null, ptr %1
  %70 = select i1 %68, ptr %61, ptr %1
  br label %146

71:                                               ; preds = %60
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !55
  %74 = icmp eq ptr %73, null
  br i1 %74, label %85, label %75

75:                                               ; preds = %71, %75
  %76 = phi ptr [ %82, %75 ], [ %73, %71 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 32
  %78 = load i32, ptr %77, align 4, !tbaa !28
  %79 = icmp slt i32 %53, %78
  %80 = select i1 %79, i64 16, i64 24
  %81 = getelementptr inbounds i8, ptr %76, i64 %80
  %82 = load ptr, ptr %81, align 8, !tbaa !55
  %83 = icmp eq ptr %82, null
  br i1 %83, label %84, label %75, !llvm.loop !60

84:                                               ; preds = %75
  br i1 %79, label %85, label %92

85:                                               ; preds = %84, %71
  %86 = phi ptr [ %76, %84 ], [ %4, %71 ]
  %87 = icmp eq ptr %86, %58
  br i1 %87, label %146, label %88

88:                                               ; preds = %85
  %89 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %86) #15
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
  %103 = load ptr, ptr %102, align 8, !tbaa !55
  %104 = icmp eq ptr %103, %1
  br i1 %104, label %146, label %105

105:                                              ; preds = %101
  %106 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #15
  %107 = getelementptr inbounds i8, ptr %106, i64 32
  %108 = load i32, ptr %107, align 4, !tbaa !28
  %109 = icmp slt i32 %53, %108
  br i1 %109, label %110, label %116

110:                                              ; preds = %105
  %111 = getelementptr inbounds i8, ptr %1, i64 24
  %112 = load ptr, ptr %111, align 8, !tbaa !62
  %113 = icmp eq ptr %112, null
  %114 = select i1 %113, ptr null, ptr %106
  %115 = select i1 %113, ptr %1, ptr %106
  br label %146

116:                                              ; preds = %105
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  %118 = load ptr, ptr %117, align 8, !tbaa !55
  %119 = icmp eq ptr %118, null
  br i1 %119, label %130, label %120

120:                                              ; preds = %116, %120
  %121 = phi ptr [ %127, %120 ], [ %118, %116 ]
  %122 = getelementptr inbounds i8, ptr %121, i64 32
  %123 = load i32, ptr %122, align 4, !tbaa !28
  %124 = icmp slt i32 %53, %123
  %125 = select i1 %124, i64 16, i64 24
  %126 = getelementptr inbounds i8, ptr %121, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !55
  %128 = icmp eq ptr %127, null
  br i1 %128, label %129, label %120, !llvm.loop !60

129:                                              ; preds = %120
  br i1 %124, label %130, label %139

130:                                              ; preds = %129, %116
  %131 = phi ptr [ %121, %129 ], [ %4, %116 ]
  %132 = getelementptr inbounds i8, ptr %0, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !5
  %134 = icmp eq ptr %131, %133
  br i1 %134, label %146, label %135

135:                                              ; preds = %130
  %136 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %131) #15
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
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !62
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !63
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 48) #19
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %4, !llvm.loop !64

11:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

attributes #0 = { mustprogress nofree nounwind memory(readwrite, inaccessiblemem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { noinline noreturn nounwind uwtable "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { nounwind }
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
!38 = !{!16, !16, i64 0}
!39 = !{!6, !11, i64 8}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZL4makev: argument 0"}
!42 = distinct !{!42, !"_ZL4makev"}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZL4makev: argument 0"}
!45 = distinct !{!45, !"_ZL4makev"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZL4makev: argument 0"}
!48 = distinct !{!48, !"_ZL4makev"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZL4makev: argument 0"}
!51 = distinct !{!51, !"_ZL4makev"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZL4makev: argument 0"}
!54 = distinct !{!54, !"_ZL4makev"}
!55 = !{!11, !11, i64 0}
!56 = distinct !{!56, !19}
!57 = !{!6, !12, i64 32}
!58 = !{!6, !8, i64 0}
!59 = !{!6, !11, i64 24}
!60 = distinct !{!60, !19}
!61 = distinct !{!61, !19}
!62 = !{!7, !11, i64 24}
!63 = !{!7, !11, i64 16}
!64 = distinct !{!64, !19}
