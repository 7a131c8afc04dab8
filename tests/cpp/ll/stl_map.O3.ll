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
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %37) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %34) #15, !noalias !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %34, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %35) #15, !noalias !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %36) #15, !noalias !20
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %37, ptr nonnull %34, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %35, ptr noundef nonnull align 1 dereferenceable(1) %36)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %36) #15, !noalias !20
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %35) #15, !noalias !20
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %34) #15, !noalias !20
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %38) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %31) #15, !noalias !25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %31, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !25
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %32) #15, !noalias !25
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %33) #15, !noalias !25
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %38, ptr nonnull %31, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %32, ptr noundef nonnull align 1 dereferenceable(1) %33)
          to label %51 unwind label %59

51:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %33) #15, !noalias !25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %32) #15, !noalias !25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %31) #15, !noalias !25
  %52 = getelementptr inbounds i8, ptr %38, i64 24
  %53 = load ptr, ptr %52, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %38, i64 8
  %55 = icmp eq ptr %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %61, %51
  %57 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %58 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd, i32 noundef %57, ptr noundef nonnull %37, ptr noundef nonnull %38, double noundef 8.000000e-01)
          to label %66 unwind label %70

59:                                               ; preds = %0
  %60 = landingpad { ptr, i32 }
          cleanup
  br label %321

61:                                               ; preds = %51, %61
  %62 = phi ptr [ %64, %61 ], [ %53, %51 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 40
  store double 0.000000e+00, ptr %63, align 8, !tbaa !17
  %64 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %62) #16
  %65 = icmp eq ptr %64, %54
  br i1 %65, label %56, label %61

66:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #15
  store <4 x i32> <i32 1, i32 2, i32 4, i32 9>, ptr %39, align 16, !tbaa !28
  %67 = getelementptr inbounds i8, ptr %42, i64 16
  %68 = getelementptr inbounds i8, ptr %41, i64 16
  br label %72

69:                                               ; preds = %127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #15
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %43) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %28) #15, !noalias !29
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %28, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %29) #15, !noalias !29
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %30) #15, !noalias !29
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %43, ptr nonnull %28, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %29, ptr noundef nonnull align 1 dereferenceable(1) %30)
          to label %144 unwind label %182

70:                                               ; preds = %56
  %71 = landingpad { ptr, i32 }
          cleanup
  br label %319

72:                                               ; preds = %66, %127
  %73 = phi i64 [ 0, %66 ], [ %128, %127 ]
  %74 = getelementptr inbounds i8, ptr %39, i64 %73
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %40) #15
  %75 = load i32, ptr %74, align 4, !tbaa !28
  store i32 %75, ptr %40, align 4, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %41) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %25) #15, !noalias !32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %25, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !32
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %26) #15, !noalias !32
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %27) #15, !noalias !32
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %41, ptr nonnull %25, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %26, ptr noundef nonnull align 1 dereferenceable(1) %27)
          to label %76 unwind label %130

76:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %27) #15, !noalias !32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %26) #15, !noalias !32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %25) #15, !noalias !32
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %42) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %22) #15, !noalias !35
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %22, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !35
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %23) #15, !noalias !35
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %24) #15, !noalias !35
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %42, ptr nonnull %22, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %23, ptr noundef nonnull align 1 dereferenceable(1) %24)
          to label %77 unwind label %132

77:                                               ; preds = %76
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %24) #15, !noalias !35
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %23) #15, !noalias !35
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %22) #15, !noalias !35
  %78 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %41, ptr noundef nonnull align 4 dereferenceable(4) %40)
          to label %79 unwind label %134

79:                                               ; preds = %77
  %80 = load double, ptr %78, align 8, !tbaa !38
  %81 = fadd double %80, 0x3EB0C6F7A0B5ED8D
  store double %81, ptr %78, align 8, !tbaa !38
  %82 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %42, ptr noundef nonnull align 4 dereferenceable(4) %40)
          to label %83 unwind label %134

83:                                               ; preds = %79
  %84 = load double, ptr %82, align 8, !tbaa !38
  %85 = fadd double %84, 0xBEB0C6F7A0B5ED8D
  store double %85, ptr %82, align 8, !tbaa !38
  %86 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %41, double noundef 8.000000e-01)
  %87 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %42, double noundef 8.000000e-01)
  %88 = load i32, ptr %40, align 4, !tbaa !28
  %89 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %38, ptr noundef nonnull align 4 dereferenceable(4) %40)
          to label %90 unwind label %136

90:                                               ; preds = %83
  %91 = sitofp i32 %88 to double
  %92 = fsub double %86, %87
  %93 = fdiv double %92, 2.000000e-06
  %94 = load double, ptr %89, align 8, !tbaa !38
  %95 = call double @llvm.fabs.f64(double %93)
  %96 = fcmp ogt double %95, 1.000000e+00
  %97 = select i1 %96, double %95, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %94, ptr %21, align 8, !tbaa !38
  %98 = load volatile double, ptr %21, align 8, !tbaa !38
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %100, label %112, label %101

101:                                              ; preds = %90
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %93, ptr %20, align 8, !tbaa !38
  %102 = load volatile double, ptr %20, align 8, !tbaa !38
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %104, label %112, label %105

105:                                              ; preds = %101
  %106 = fsub double %94, %93
  %107 = call double @llvm.fabs.f64(double %106)
  %108 = fmul double %97, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp ole double %107, %108
  %110 = select i1 %109, ptr @.str.5, ptr @.str.6
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %91, double noundef %94, double noundef %93, ptr noundef nonnull %110)
  br i1 %109, label %117, label %114

112:                                              ; preds = %101, %90
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %91, double noundef %94, double noundef %93, ptr noundef nonnull @.str.6)
  br label %114

114:                                              ; preds = %112, %105
  %115 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %117

117:                                              ; preds = %114, %105
  %118 = load ptr, ptr %67, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %42, ptr noundef %118)
          to label %122 unwind label %119

119:                                              ; preds = %117
  %120 = landingpad { ptr, i32 }
          catch ptr null
  %121 = extractvalue { ptr, i32 } %120, 0
  call void @__clang_call_terminate(ptr %121) #17
  unreachable

122:                                              ; preds = %117
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %42) #15
  %123 = load ptr, ptr %68, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %41, ptr noundef %123)
          to label %127 unwind label %124

124:                                              ; preds = %122
  %125 = landingpad { ptr, i32 }
          catch ptr null
  %126 = extractvalue { ptr, i32 } %125, 0
  call void @__clang_call_terminate(ptr %126) #17
  unreachable

127:                                              ; preds = %122
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %41) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40) #15
  %128 = add nuw nsw i64 %73, 4
  %129 = icmp eq i64 %128, 16
  br i1 %129, label %69, label %72

130:                                              ; preds = %72
  %131 = landingpad { ptr, i32 }
          cleanup
  br label %142

132:                                              ; preds = %76
  %133 = landingpad { ptr, i32 }
          cleanup
  br label %140

134:                                              ; preds = %79, %77
  %135 = landingpad { ptr, i32 }
          cleanup
  br label %138

136:                                              ; preds = %83
  %137 = landingpad { ptr, i32 }
          cleanup
  br label %138

138:                                              ; preds = %136, %134
  %139 = phi { ptr, i32 } [ %137, %136 ], [ %135, %134 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %42) #15
  br label %140

140:                                              ; preds = %138, %132
  %141 = phi { ptr, i32 } [ %139, %138 ], [ %133, %132 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %42) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %41) #15
  br label %142

142:                                              ; preds = %140, %130
  %143 = phi { ptr, i32 } [ %141, %140 ], [ %131, %130 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %41) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #15
  br label %319

144:                                              ; preds = %69
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %30) #15, !noalias !29
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %29) #15, !noalias !29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %28) #15, !noalias !29
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17) #15, !noalias !40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !40
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18) #15, !noalias !40
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #15, !noalias !40
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %44, ptr nonnull %17, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %18, ptr noundef nonnull align 1 dereferenceable(1) %19)
          to label %145 unwind label %184

145:                                              ; preds = %144
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #15, !noalias !40
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #15, !noalias !40
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17) #15, !noalias !40
  %146 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %43, double noundef 0x3FE9999BB2788DB1)
  %147 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %44, double noundef 7.999990e-01)
  %148 = fsub double %146, %147
  %149 = fdiv double %148, 2.000000e-06
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ogt double %150, 1.000000e+00
  %152 = select i1 %151, double %150, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %58, ptr %16, align 8, !tbaa !38
  %153 = load volatile double, ptr %16, align 8, !tbaa !38
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ueq double %154, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %155, label %167, label %156

156:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile double %149, ptr %15, align 8, !tbaa !38
  %157 = load volatile double, ptr %15, align 8, !tbaa !38
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fcmp ueq double %158, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br i1 %159, label %167, label %160

160:                                              ; preds = %156
  %161 = fsub double %58, %149
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fmul double %152, 0x3EB0C6F7A0B5ED8D
  %164 = fcmp ole double %162, %163
  %165 = select i1 %164, ptr @.str.5, ptr @.str.6
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 8.000000e-01, double noundef %58, double noundef %149, ptr noundef nonnull %165)
  br i1 %164, label %172, label %169

167:                                              ; preds = %156, %145
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 8.000000e-01, double noundef %58, double noundef %149, ptr noundef nonnull @.str.6)
  br label %169

169:                                              ; preds = %167, %160
  %170 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %172

172:                                              ; preds = %169, %160
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %45) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #15, !noalias !43
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !43
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #15, !noalias !43
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #15, !noalias !43
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %45, ptr nonnull %12, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %13, ptr noundef nonnull align 1 dereferenceable(1) %14)
          to label %173 unwind label %186

173:                                              ; preds = %172
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #15, !noalias !43
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #15, !noalias !43
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #15, !noalias !43
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %46) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #15, !noalias !46
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %9, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !46
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #15, !noalias !46
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %11) #15, !noalias !46
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %46, ptr nonnull %9, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull align 1 dereferenceable(1) %11)
          to label %174 unwind label %188

174:                                              ; preds = %173
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %11) #15, !noalias !46
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #15, !noalias !46
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #15, !noalias !46
  %175 = getelementptr inbounds i8, ptr %46, i64 24
  %176 = load ptr, ptr %175, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %46, i64 8
  %178 = icmp eq ptr %176, %177
  br i1 %178, label %179, label %190

179:                                              ; preds = %190, %174
  %180 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %181 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd, i32 noundef %180, ptr noundef nonnull %45, ptr noundef nonnull %46, double noundef 8.000000e-01, double noundef 1.000000e+00)
          to label %199 unwind label %293

182:                                              ; preds = %69
  %183 = landingpad { ptr, i32 }
          cleanup
  br label %317

184:                                              ; preds = %144
  %185 = landingpad { ptr, i32 }
          cleanup
  br label %315

186:                                              ; preds = %172
  %187 = landingpad { ptr, i32 }
          cleanup
  br label %313

188:                                              ; preds = %173
  %189 = landingpad { ptr, i32 }
          cleanup
  br label %311

190:                                              ; preds = %174, %190
  %191 = phi ptr [ %197, %190 ], [ %176, %174 ]
  %192 = getelementptr inbounds i8, ptr %191, i64 32
  %193 = load i32, ptr %192, align 8, !tbaa !13
  %194 = icmp eq i32 %193, 2
  %195 = select i1 %194, double 1.000000e+00, double 0.000000e+00
  %196 = getelementptr inbounds i8, ptr %191, i64 40
  store double %195, ptr %196, align 8, !tbaa !17
  %197 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %191) #16
  %198 = icmp eq ptr %197, %177
  br i1 %198, label %179, label %190

199:                                              ; preds = %179
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %47) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #15, !noalias !49
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !49
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #15, !noalias !49
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #15, !noalias !49
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr nonnull %6, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %7, ptr noundef nonnull align 1 dereferenceable(1) %8)
          to label %200 unwind label %295

200:                                              ; preds = %199
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #15, !noalias !49
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #15, !noalias !49
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #15, !noalias !49
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %48) #15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #15, !noalias !52
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !23, !noalias !52
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #15, !noalias !52
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #15, !noalias !52
  invoke void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr nonnull %3, i64 4, ptr noundef nonnull align 1 dereferenceable(1) %4, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %201 unwind label %297

201:                                              ; preds = %200
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #15, !noalias !52
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #15, !noalias !52
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #15, !noalias !52
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49) #15
  store i32 2, ptr %49, align 4, !tbaa !28
  %202 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %203 unwind label %299

203:                                              ; preds = %201
  %204 = load double, ptr %202, align 8, !tbaa !38
  %205 = fadd double %204, 0x3EB0C6F7A0B5ED8D
  store double %205, ptr %202, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50) #15
  store i32 2, ptr %50, align 4, !tbaa !28
  %206 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr noundef nonnull align 4 dereferenceable(4) %50)
          to label %207 unwind label %301

207:                                              ; preds = %203
  %208 = load double, ptr %206, align 8, !tbaa !38
  %209 = fadd double %208, 0xBEB0C6F7A0B5ED8D
  store double %209, ptr %206, align 8, !tbaa !38
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50) #15
  %210 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %47, double noundef 8.000000e-01)
  %211 = call noundef double @_Z1fPSt3mapIidSt4lessIiESaISt4pairIKidEEEd(ptr noundef nonnull %48, double noundef 8.000000e-01)
  %212 = fsub double %210, %211
  %213 = fdiv double %212, 2.000000e-06
  %214 = fadd double %149, %213
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = fcmp ogt double %215, 1.000000e+00
  %217 = select i1 %216, double %215, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %181, ptr %2, align 8, !tbaa !38
  %218 = load volatile double, ptr %2, align 8, !tbaa !38
  %219 = call double @llvm.fabs.f64(double %218)
  %220 = fcmp ueq double %219, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %220, label %234, label %221

221:                                              ; preds = %207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %214, ptr %1, align 8, !tbaa !38
  %222 = load volatile double, ptr %1, align 8, !tbaa !38
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = fcmp ueq double %223, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %224, label %234, label %225

225:                                              ; preds = %221
  %226 = fsub double %181, %214
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %229 = fcmp ole double %227, %228
  %230 = select i1 %229, ptr @.str.5, ptr @.str.6
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 8.000000e-01, double noundef %181, double noundef %214, ptr noundef nonnull %230)
  br i1 %229, label %232, label %236

232:                                              ; preds = %225
  %233 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %239

234:                                              ; preds = %221, %207
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 8.000000e-01, double noundef %181, double noundef %214, ptr noundef nonnull @.str.6)
  br label %236

236:                                              ; preds = %234, %225
  %237 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %239

239:                                              ; preds = %232, %236
  %240 = phi i32 [ %233, %232 ], [ %238, %236 ]
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %240)
  %242 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %243 = getelementptr inbounds i8, ptr %48, i64 16
  %244 = load ptr, ptr %243, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %48, ptr noundef %244)
          to label %248 unwind label %245

245:                                              ; preds = %239
  %246 = landingpad { ptr, i32 }
          catch ptr null
  %247 = extractvalue { ptr, i32 } %246, 0
  call void @__clang_call_terminate(ptr %247) #17
  unreachable

248:                                              ; preds = %239
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %48) #15
  %249 = getelementptr inbounds i8, ptr %47, i64 16
  %250 = load ptr, ptr %249, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %47, ptr noundef %250)
          to label %254 unwind label %251

251:                                              ; preds = %248
  %252 = landingpad { ptr, i32 }
          catch ptr null
  %253 = extractvalue { ptr, i32 } %252, 0
  call void @__clang_call_terminate(ptr %253) #17
  unreachable

254:                                              ; preds = %248
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %47) #15
  %255 = getelementptr inbounds i8, ptr %46, i64 16
  %256 = load ptr, ptr %255, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %46, ptr noundef %256)
          to label %260 unwind label %257

257:                                              ; preds = %254
  %258 = landingpad { ptr, i32 }
          catch ptr null
  %259 = extractvalue { ptr, i32 } %258, 0
  call void @__clang_call_terminate(ptr %259) #17
  unreachable

260:                                              ; preds = %254
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %46) #15
  %261 = getelementptr inbounds i8, ptr %45, i64 16
  %262 = load ptr, ptr %261, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %45, ptr noundef %262)
          to label %266 unwind label %263

263:                                              ; preds = %260
  %264 = landingpad { ptr, i32 }
          catch ptr null
  %265 = extractvalue { ptr, i32 } %264, 0
  call void @__clang_call_terminate(ptr %265) #17
  unreachable

266:                                              ; preds = %260
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45) #15
  %267 = getelementptr inbounds i8, ptr %44, i64 16
  %268 = load ptr, ptr %267, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %44, ptr noundef %268)
          to label %272 unwind label %269

269:                                              ; preds = %266
  %270 = landingpad { ptr, i32 }
          catch ptr null
  %271 = extractvalue { ptr, i32 } %270, 0
  call void @__clang_call_terminate(ptr %271) #17
  unreachable

272:                                              ; preds = %266
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %44) #15
  %273 = getelementptr inbounds i8, ptr %43, i64 16
  %274 = load ptr, ptr %273, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %43, ptr noundef %274)
          to label %278 unwind label %275

275:                                              ; preds = %272
  %276 = landingpad { ptr, i32 }
          catch ptr null
  %277 = extractvalue { ptr, i32 } %276, 0
  call void @__clang_call_terminate(ptr %277) #17
  unreachable

278:                                              ; preds = %272
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43) #15
  %279 = getelementptr inbounds i8, ptr %38, i64 16
  %280 = load ptr, ptr %279, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %38, ptr noundef %280)
          to label %284 unwind label %281

281:                                              ; preds = %278
  %282 = landingpad { ptr, i32 }
          catch ptr null
  %283 = extractvalue { ptr, i32 } %282, 0
  call void @__clang_call_terminate(ptr %283) #17
  unreachable

284:                                              ; preds = %278
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %38) #15
  %285 = getelementptr inbounds i8, ptr %37, i64 16
  %286 = load ptr, ptr %285, align 8, !tbaa !39
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %37, ptr noundef %286)
          to label %290 unwind label %287

287:                                              ; preds = %284
  %288 = landingpad { ptr, i32 }
          catch ptr null
  %289 = extractvalue { ptr, i32 } %288, 0
  call void @__clang_call_terminate(ptr %289) #17
  unreachable

290:                                              ; preds = %284
  %291 = icmp ne i32 %242, 0
  %292 = zext i1 %291 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %37) #15
  ret i32 %292

293:                                              ; preds = %179
  %294 = landingpad { ptr, i32 }
          cleanup
  br label %309

295:                                              ; preds = %199
  %296 = landingpad { ptr, i32 }
          cleanup
  br label %307

297:                                              ; preds = %200
  %298 = landingpad { ptr, i32 }
          cleanup
  br label %305

299:                                              ; preds = %201
  %300 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49) #15
  br label %303

301:                                              ; preds = %203
  %302 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50) #15
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi { ptr, i32 } [ %302, %301 ], [ %300, %299 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %48) #15
  br label %305

305:                                              ; preds = %303, %297
  %306 = phi { ptr, i32 } [ %304, %303 ], [ %298, %297 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %48) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %47) #15
  br label %307

307:                                              ; preds = %305, %295
  %308 = phi { ptr, i32 } [ %306, %305 ], [ %296, %295 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %47) #15
  br label %309

309:                                              ; preds = %307, %293
  %310 = phi { ptr, i32 } [ %308, %307 ], [ %294, %293 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %46) #15
  br label %311

311:                                              ; preds = %309, %188
  %312 = phi { ptr, i32 } [ %310, %309 ], [ %189, %188 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %46) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %45) #15
  br label %313

313:                                              ; preds = %311, %186
  %314 = phi { ptr, i32 } [ %312, %311 ], [ %187, %186 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %44) #15
  br label %315

315:                                              ; preds = %313, %184
  %316 = phi { ptr, i32 } [ %314, %313 ], [ %185, %184 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %44) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %43) #15
  br label %317

317:                                              ; preds = %315, %182
  %318 = phi { ptr, i32 } [ %316, %315 ], [ %183, %182 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43) #15
  br label %319

319:                                              ; preds = %317, %142, %70
  %320 = phi { ptr, i32 } [ %143, %142 ], [ %318, %317 ], [ %71, %70 ]
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %38) #15
  br label %321

321:                                              ; preds = %319, %59
  %322 = phi { ptr, i32 } [ %320, %319 ], [ %60, %59 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %38) #15
  call void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %37) #15
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %37) #15
  resume { ptr, i32 } %322
}

declare i32 @__gxx_personality_v0(...)

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixERS3_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %45, ptr noundef nonnull %27, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(32) %5) #15
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
define linkonce_odr dso_local void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEixEOi(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %45, ptr noundef nonnull %27, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(32) %5) #15
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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #11 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapIidSt4lessIiESaISt4pairIKidEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, i64 %2, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #15
  resume { ptr, i32 } %73
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat align 2 {
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
  %58 = load ptr, ptr %57, align 8, !tbaa !55
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
  %103 = load ptr, ptr %102, align 8, !tbaa !55
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
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKidESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

attributes #0 = { mustprogress nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
