; ModuleID = 'vector_member.cpp'
source_filename = "vector_member.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { %"class.std::vector", %"class.std::vector", %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { ptr, ptr, ptr }

$_ZN4Cell4stepEd = comdat any

$_ZN4CellD2Ev = comdat any

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJRKdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@__const.main.xs = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -2.000000e-01, double 9.000000e-01, double 3.000000e-01], align 16
@__const.main.tx = private unnamed_addr constant [4 x double] [double 2.000000e-01, double -5.000000e-01, double 4.000000e-01, double 1.000000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"vector_member.xs\00", align 1
@__const.main.w = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 0xBFE6666666666666, double 9.000000e-01], align 16
@.str.1 = private unnamed_addr constant [16 x i8] c"vector_member.w\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"vector_member.shadow_sizes\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"vector_member.fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"vector_member: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z3runP4CellPKdi(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 personality ptr @__gxx_personality_v0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = zext nneg i32 %2 to i64
  br label %19

8:                                                ; preds = %67
  %9 = ptrtoint ptr %70 to i64
  br label %10

10:                                               ; preds = %8, %3
  %11 = phi i64 [ 0, %3 ], [ %9, %8 ]
  %12 = phi ptr [ null, %3 ], [ %72, %8 ]
  %13 = phi double [ 0.000000e+00, %3 ], [ %76, %8 ]
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  %17 = load ptr, ptr %16, align 8, !tbaa !5
  %18 = icmp eq ptr %15, %17
  br i1 %18, label %94, label %101

19:                                               ; preds = %5, %67
  %20 = phi i64 [ 0, %5 ], [ %77, %67 ]
  %21 = phi double [ 0.000000e+00, %5 ], [ %76, %67 ]
  %22 = phi ptr [ null, %5 ], [ %72, %67 ]
  %23 = phi ptr [ null, %5 ], [ %73, %67 ]
  %24 = phi ptr [ null, %5 ], [ %70, %67 ]
  %25 = getelementptr inbounds double, ptr %1, i64 %20
  %26 = load double, ptr %25, align 8, !tbaa !9
  invoke void @_ZN4Cell4stepEd(ptr noundef nonnull align 8 dereferenceable(72) %0, double noundef %26)
          to label %27 unwind label %79

27:                                               ; preds = %19
  %28 = load ptr, ptr %6, align 8, !tbaa !11
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = load double, ptr %25, align 8, !tbaa !9
  %32 = fmul double %30, %31
  %33 = icmp eq ptr %23, %24
  br i1 %33, label %35, label %34

34:                                               ; preds = %27
  store double %32, ptr %23, align 8, !tbaa !9
  br label %67

35:                                               ; preds = %27
  %36 = ptrtoint ptr %23 to i64
  %37 = ptrtoint ptr %22 to i64
  %38 = sub i64 %36, %37
  %39 = icmp eq i64 %38, 9223372036854775800
  br i1 %39, label %40, label %42

40:                                               ; preds = %35
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #14
          to label %41 unwind label %83

41:                                               ; preds = %40
  unreachable

42:                                               ; preds = %35
  %43 = ashr exact i64 %38, 3
  %44 = tail call i64 @llvm.umax.i64(i64 %43, i64 1)
  %45 = add nsw i64 %44, %43
  %46 = icmp ult i64 %45, %43
  %47 = tail call i64 @llvm.umin.i64(i64 %45, i64 1152921504606846975)
  %48 = select i1 %46, i64 1152921504606846975, i64 %47
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %42
  %51 = shl nuw nsw i64 %48, 3
  %52 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %51) #15
          to label %53 unwind label %81

53:                                               ; preds = %50, %42
  %54 = phi ptr [ null, %42 ], [ %52, %50 ]
  %55 = getelementptr inbounds double, ptr %54, i64 %43
  store double %32, ptr %55, align 8, !tbaa !9
  %56 = icmp sgt i64 %38, 0
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %54, ptr align 8 %22, i64 %38, i1 false)
  br label %58

58:                                               ; preds = %53, %57
  %59 = getelementptr inbounds i8, ptr %54, i64 %38
  %60 = icmp eq ptr %22, null
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  tail call void @_ZdlPvm(ptr noundef nonnull %22, i64 noundef %38) #16
  %62 = load ptr, ptr %6, align 8, !tbaa !11
  br label %63

63:                                               ; preds = %61, %58
  %64 = phi ptr [ %62, %61 ], [ %28, %58 ]
  %65 = getelementptr inbounds double, ptr %54, i64 %48
  %66 = load double, ptr %59, align 8, !tbaa !9
  br label %67

67:                                               ; preds = %63, %34
  %68 = phi double [ %66, %63 ], [ %32, %34 ]
  %69 = phi ptr [ %64, %63 ], [ %28, %34 ]
  %70 = phi ptr [ %65, %63 ], [ %24, %34 ]
  %71 = phi ptr [ %59, %63 ], [ %23, %34 ]
  %72 = phi ptr [ %54, %63 ], [ %22, %34 ]
  %73 = getelementptr inbounds i8, ptr %71, i64 8
  %74 = load double, ptr %69, align 8, !tbaa !9
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %68)
  %76 = fadd double %21, %75
  %77 = add nuw nsw i64 %20, 1
  %78 = icmp eq i64 %77, %7
  br i1 %78, label %8, label %19, !llvm.loop !13

79:                                               ; preds = %19
  %80 = landingpad { ptr, i32 }
          cleanup
  br label %85

81:                                               ; preds = %50
  %82 = landingpad { ptr, i32 }
          cleanup
  br label %85

83:                                               ; preds = %40
  %84 = landingpad { ptr, i32 }
          cleanup
  br label %85

85:                                               ; preds = %81, %83, %79
  %86 = phi ptr [ %24, %79 ], [ %23, %81 ], [ %23, %83 ]
  %87 = phi { ptr, i32 } [ %80, %79 ], [ %82, %81 ], [ %84, %83 ]
  %88 = icmp eq ptr %22, null
  br i1 %88, label %93, label %89

89:                                               ; preds = %85
  %90 = ptrtoint ptr %86 to i64
  %91 = ptrtoint ptr %22 to i64
  %92 = sub i64 %90, %91
  tail call void @_ZdlPvm(ptr noundef nonnull %22, i64 noundef %92) #16
  br label %93

93:                                               ; preds = %85, %89
  resume { ptr, i32 } %87

94:                                               ; preds = %101, %10
  %95 = phi double [ %13, %10 ], [ %105, %101 ]
  %96 = icmp eq ptr %12, null
  br i1 %96, label %100, label %97

97:                                               ; preds = %94
  %98 = ptrtoint ptr %12 to i64
  %99 = sub i64 %11, %98
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i64 noundef %99) #16
  br label %100

100:                                              ; preds = %94, %97
  ret double %95

101:                                              ; preds = %10, %101
  %102 = phi double [ %105, %101 ], [ %13, %10 ]
  %103 = phi ptr [ %106, %101 ], [ %15, %10 ]
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = tail call double @llvm.fmuladd.f64(double %104, double 5.000000e-01, double %102)
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = icmp eq ptr %106, %17
  br i1 %107, label %94, label %101
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4Cell4stepEd(ptr noundef nonnull align 8 dereferenceable(72) %0, double noundef %1) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = load ptr, ptr %3, align 8, !tbaa !11
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp ugt i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.5) #14
  unreachable

12:                                               ; preds = %2
  %13 = icmp eq ptr %5, %6
  br i1 %13, label %25, label %14

14:                                               ; preds = %12
  %15 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #15
  %16 = getelementptr i8, ptr %15, i64 %9
  store double 0.000000e+00, ptr %15, align 8, !tbaa !9
  %17 = getelementptr i8, ptr %15, i64 8
  %18 = icmp eq i64 %9, 8
  br i1 %18, label %21, label %19

19:                                               ; preds = %14
  %20 = add nsw i64 %9, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 %20, i1 false), !tbaa !9
  br label %21

21:                                               ; preds = %19, %14
  %22 = phi ptr [ %16, %19 ], [ %17, %14 ]
  %23 = lshr exact i64 %9, 3
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  br label %43

25:                                               ; preds = %75, %12
  %26 = phi ptr [ null, %12 ], [ %22, %75 ]
  %27 = phi ptr [ null, %12 ], [ %15, %75 ]
  %28 = phi ptr [ null, %12 ], [ %16, %75 ]
  %29 = phi ptr [ %6, %12 ], [ %81, %75 ]
  %30 = phi i64 [ %8, %12 ], [ %83, %75 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load ptr, ptr %31, align 8, !tbaa !16
  store ptr %27, ptr %3, align 8, !tbaa !11
  store ptr %26, ptr %4, align 8, !tbaa !15
  store ptr %28, ptr %31, align 8, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %0, i64 56
  %34 = load ptr, ptr %33, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %0, i64 64
  %36 = load ptr, ptr %35, align 8, !tbaa !16
  %37 = icmp eq ptr %34, %36
  br i1 %37, label %41, label %38

38:                                               ; preds = %25
  %39 = load double, ptr %27, align 8, !tbaa !9
  store double %39, ptr %34, align 8, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr %40, ptr %33, align 8, !tbaa !15
  br label %111

41:                                               ; preds = %25
  %42 = getelementptr inbounds i8, ptr %0, i64 48
  invoke void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJRKdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %42, ptr %34, ptr noundef nonnull align 8 dereferenceable(8) %27)
          to label %111 unwind label %117

43:                                               ; preds = %21, %75
  %44 = phi i64 [ %23, %21 ], [ %85, %75 ]
  %45 = phi ptr [ %6, %21 ], [ %81, %75 ]
  %46 = phi i64 [ 0, %21 ], [ %79, %75 ]
  %47 = load ptr, ptr %0, align 8, !tbaa !11
  %48 = getelementptr inbounds double, ptr %47, i64 %46
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fmul double %49, %1
  %51 = load ptr, ptr %24, align 8, !tbaa !15
  %52 = ptrtoint ptr %51 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = sub i64 %52, %53
  %55 = ashr exact i64 %54, 3
  %56 = tail call i64 @llvm.umax.i64(i64 %44, i64 1)
  %57 = and i64 %56, 1
  %58 = icmp ult i64 %44, 2
  br i1 %58, label %61, label %59

59:                                               ; preds = %43
  %60 = and i64 %56, -2
  br label %87

61:                                               ; preds = %87, %43
  %62 = phi double [ poison, %43 ], [ %107, %87 ]
  %63 = phi i64 [ 0, %43 ], [ %108, %87 ]
  %64 = phi double [ %50, %43 ], [ %107, %87 ]
  %65 = icmp eq i64 %57, 0
  br i1 %65, label %75, label %66

66:                                               ; preds = %61
  %67 = add i64 %63, %46
  %68 = urem i64 %67, %55
  %69 = getelementptr inbounds double, ptr %47, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fmul double %70, 3.000000e-01
  %72 = getelementptr inbounds double, ptr %45, i64 %63
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %64)
  br label %75

75:                                               ; preds = %61, %66
  %76 = phi double [ %62, %61 ], [ %74, %66 ]
  %77 = tail call double @tanh(double noundef %76) #17
  %78 = getelementptr inbounds double, ptr %15, i64 %46
  store double %77, ptr %78, align 8, !tbaa !9
  %79 = add nuw i64 %46, 1
  %80 = load ptr, ptr %4, align 8, !tbaa !15
  %81 = load ptr, ptr %3, align 8, !tbaa !11
  %82 = ptrtoint ptr %80 to i64
  %83 = ptrtoint ptr %81 to i64
  %84 = sub i64 %82, %83
  %85 = ashr exact i64 %84, 3
  %86 = icmp ult i64 %79, %85
  br i1 %86, label %43, label %25, !llvm.loop !17

87:                                               ; preds = %87, %59
  %88 = phi i64 [ 0, %59 ], [ %108, %87 ]
  %89 = phi double [ %50, %59 ], [ %107, %87 ]
  %90 = phi i64 [ 0, %59 ], [ %109, %87 ]
  %91 = add i64 %88, %46
  %92 = urem i64 %91, %55
  %93 = getelementptr inbounds double, ptr %47, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = fmul double %94, 3.000000e-01
  %96 = getelementptr inbounds double, ptr %45, i64 %88
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = tail call double @llvm.fmuladd.f64(double %95, double %97, double %89)
  %99 = or disjoint i64 %88, 1
  %100 = add i64 %99, %46
  %101 = urem i64 %100, %55
  %102 = getelementptr inbounds double, ptr %47, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fmul double %103, 3.000000e-01
  %105 = getelementptr inbounds double, ptr %45, i64 %99
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = tail call double @llvm.fmuladd.f64(double %104, double %106, double %98)
  %108 = add nuw i64 %88, 2
  %109 = add i64 %90, 2
  %110 = icmp eq i64 %109, %60
  br i1 %110, label %61, label %87, !llvm.loop !18

111:                                              ; preds = %38, %41
  %112 = icmp eq ptr %29, null
  br i1 %112, label %116, label %113

113:                                              ; preds = %111
  %114 = ptrtoint ptr %32 to i64
  %115 = sub i64 %114, %30
  tail call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %115) #16
  br label %116

116:                                              ; preds = %111, %113
  ret void

117:                                              ; preds = %41
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = icmp eq ptr %29, null
  br i1 %119, label %123, label %120

120:                                              ; preds = %117
  %121 = ptrtoint ptr %32 to i64
  %122 = sub i64 %121, %30
  tail call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %122) #16
  br label %123

123:                                              ; preds = %120, %117
  resume { ptr, i32 } %118
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca %struct.Cell, align 8
  %13 = alloca %struct.Cell, align 8
  %14 = alloca [3 x double], align 16
  %15 = alloca %struct.Cell, align 8
  %16 = alloca %struct.Cell, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.xs, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.tx, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #17
  %17 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
  store ptr %17, ptr %12, align 8, !tbaa !11
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %18, ptr %19, align 8, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %12, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, i8 0, i64 24, i1 false)
  store ptr %18, ptr %20, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %12, i64 24
  %22 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %27 unwind label %25

23:                                               ; preds = %361, %25
  %24 = phi { ptr, i32 } [ %26, %25 ], [ %362, %361 ]
  resume { ptr, i32 } %24

25:                                               ; preds = %0
  %26 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef 24) #16
  br label %23

27:                                               ; preds = %0
  store ptr %22, ptr %21, align 8, !tbaa !11
  %28 = getelementptr inbounds i8, ptr %22, i64 24
  %29 = getelementptr inbounds i8, ptr %12, i64 40
  store ptr %28, ptr %29, align 8, !tbaa !16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, i8 0, i64 24, i1 false), !tbaa !9
  %30 = getelementptr inbounds i8, ptr %12, i64 32
  store ptr %28, ptr %30, align 8, !tbaa !15
  %31 = getelementptr inbounds i8, ptr %12, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #17
  %32 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %33 unwind label %49

33:                                               ; preds = %27
  store ptr %32, ptr %13, align 8, !tbaa !11
  %34 = getelementptr inbounds i8, ptr %32, i64 24
  %35 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %34, ptr %35, align 8, !tbaa !16
  %36 = getelementptr inbounds i8, ptr %13, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %32, i8 0, i64 24, i1 false)
  store ptr %34, ptr %36, align 8, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %13, i64 24
  %38 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %41 unwind label %39

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef 24) #16
  br label %361

41:                                               ; preds = %33
  store ptr %38, ptr %37, align 8, !tbaa !11
  %42 = getelementptr inbounds i8, ptr %38, i64 24
  %43 = getelementptr inbounds i8, ptr %13, i64 40
  store ptr %42, ptr %43, align 8, !tbaa !16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %38, i8 0, i64 24, i1 false), !tbaa !9
  %44 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %42, ptr %44, align 8, !tbaa !15
  %45 = getelementptr inbounds i8, ptr %13, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %45, i8 0, i64 24, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false), !tbaa !9
  %46 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %47 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %48 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runP4CellPKdi, i32 noundef %46, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %46, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %47, i32 noundef 4)
          to label %54 unwind label %52

49:                                               ; preds = %27
  %50 = landingpad { ptr, i32 }
          cleanup
  br label %361

51:                                               ; preds = %93
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  br label %137

52:                                               ; preds = %41
  %53 = landingpad { ptr, i32 }
          cleanup
  br label %359

54:                                               ; preds = %41, %93
  %55 = phi i64 [ %98, %93 ], [ 0, %41 ]
  %56 = phi double [ %97, %93 ], [ 0.000000e+00, %41 ]
  %57 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %55
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  store double %59, ptr %57, align 8, !tbaa !9
  %60 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %61 unwind label %100

61:                                               ; preds = %54
  %62 = fadd double %58, 0xBEB0C6F7A0B5ED8D
  store double %62, ptr %57, align 8, !tbaa !9
  %63 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %64 unwind label %102

64:                                               ; preds = %61
  store double %58, ptr %57, align 8, !tbaa !9
  %65 = trunc nuw nsw i64 %55 to i32
  %66 = uitofp nneg i32 %65 to double
  %67 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %55
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fsub double %60, %63
  %70 = fdiv double %69, 2.000000e-06
  %71 = call double @llvm.fabs.f64(double %70)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %68, ptr %8, align 8, !tbaa !9
  %74 = load volatile double, ptr %8, align 8, !tbaa !9
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %76, label %88, label %77

77:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %70, ptr %7, align 8, !tbaa !9
  %78 = load volatile double, ptr %7, align 8, !tbaa !9
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %80, label %88, label %81

81:                                               ; preds = %77
  %82 = fsub double %68, %70
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fmul double %73, 1.000000e-05
  %85 = fcmp ole double %83, %84
  %86 = select i1 %85, ptr @.str.8, ptr @.str.9
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %66, double noundef %68, double noundef %70, ptr noundef nonnull %86)
  br i1 %85, label %93, label %90

88:                                               ; preds = %77, %64
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %66, double noundef %68, double noundef %70, ptr noundef nonnull @.str.9)
  br label %90

90:                                               ; preds = %88, %81
  %91 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %93

93:                                               ; preds = %90, %81
  %94 = getelementptr inbounds [4 x double], ptr %11, i64 0, i64 %55
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = load double, ptr %67, align 8, !tbaa !9
  %97 = call double @llvm.fmuladd.f64(double %95, double %96, double %56)
  %98 = add nuw nsw i64 %55, 1
  %99 = icmp eq i64 %98, 4
  br i1 %99, label %51, label %54, !llvm.loop !21

100:                                              ; preds = %54
  %101 = landingpad { ptr, i32 }
          cleanup
  br label %359

102:                                              ; preds = %61
  %103 = landingpad { ptr, i32 }
          cleanup
  br label %359

104:                                              ; preds = %177
  %105 = getelementptr inbounds i8, ptr %13, i64 56
  %106 = load ptr, ptr %105, align 8, !tbaa !15
  %107 = load ptr, ptr %45, align 8, !tbaa !11
  %108 = ptrtoint ptr %106 to i64
  %109 = ptrtoint ptr %107 to i64
  %110 = sub i64 %108, %109
  %111 = ashr exact i64 %110, 3
  %112 = load ptr, ptr %44, align 8, !tbaa !15
  %113 = load ptr, ptr %37, align 8, !tbaa !11
  %114 = ptrtoint ptr %112 to i64
  %115 = ptrtoint ptr %113 to i64
  %116 = sub i64 %114, %115
  %117 = ashr exact i64 %116, 3
  %118 = add nsw i64 %117, %111
  %119 = uitofp i64 %118 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %119, ptr %6, align 8, !tbaa !9
  %120 = load volatile double, ptr %6, align 8, !tbaa !9
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %122, label %132, label %123

123:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 7.000000e+00, ptr %5, align 8, !tbaa !9
  %124 = load volatile double, ptr %5, align 8, !tbaa !9
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %126, label %132, label %127

127:                                              ; preds = %123
  %128 = fadd double %119, -7.000000e+00
  %129 = fcmp oeq double %128, 0.000000e+00
  %130 = select i1 %129, ptr @.str.8, ptr @.str.9
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %119, double noundef 7.000000e+00, ptr noundef nonnull %130)
  br i1 %129, label %184, label %134

132:                                              ; preds = %123, %104
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %119, double noundef 7.000000e+00, ptr noundef nonnull @.str.9)
  br label %134

134:                                              ; preds = %132, %127
  %135 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %184

137:                                              ; preds = %51, %177
  %138 = phi i64 [ 0, %51 ], [ %178, %177 ]
  %139 = getelementptr inbounds [3 x double], ptr @__const.main.w, i64 0, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fadd double %140, 0x3EB0C6F7A0B5ED8D
  %142 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %138
  store double %141, ptr %142, align 8, !tbaa !9
  %143 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %144 unwind label %180

144:                                              ; preds = %137
  %145 = fadd double %140, 0xBEB0C6F7A0B5ED8D
  store double %145, ptr %142, align 8, !tbaa !9
  %146 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %147 unwind label %182

147:                                              ; preds = %144
  store double %140, ptr %142, align 8, !tbaa !9
  %148 = trunc nuw nsw i64 %138 to i32
  %149 = uitofp nneg i32 %148 to double
  %150 = load ptr, ptr %13, align 8, !tbaa !11
  %151 = getelementptr inbounds double, ptr %150, i64 %138
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fsub double %143, %146
  %154 = fdiv double %153, 2.000000e-06
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = fcmp ogt double %155, 1.000000e+00
  %157 = select i1 %156, double %155, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %152, ptr %4, align 8, !tbaa !9
  %158 = load volatile double, ptr %4, align 8, !tbaa !9
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = fcmp ueq double %159, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %160, label %172, label %161

161:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %154, ptr %3, align 8, !tbaa !9
  %162 = load volatile double, ptr %3, align 8, !tbaa !9
  %163 = call double @llvm.fabs.f64(double %162)
  %164 = fcmp ueq double %163, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %164, label %172, label %165

165:                                              ; preds = %161
  %166 = fsub double %152, %154
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fmul double %157, 1.000000e-05
  %169 = fcmp ole double %167, %168
  %170 = select i1 %169, ptr @.str.8, ptr @.str.9
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %149, double noundef %152, double noundef %154, ptr noundef nonnull %170)
  br i1 %169, label %177, label %174

172:                                              ; preds = %161, %147
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %149, double noundef %152, double noundef %154, ptr noundef nonnull @.str.9)
  br label %174

174:                                              ; preds = %172, %165
  %175 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %177

177:                                              ; preds = %174, %165
  %178 = add nuw nsw i64 %138, 1
  %179 = icmp eq i64 %178, 3
  br i1 %179, label %104, label %137, !llvm.loop !22

180:                                              ; preds = %137
  %181 = landingpad { ptr, i32 }
          cleanup
  br label %357

182:                                              ; preds = %144
  %183 = landingpad { ptr, i32 }
          cleanup
  br label %357

184:                                              ; preds = %134, %127
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15) #17
  %185 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %186 unwind label %216

186:                                              ; preds = %184
  store ptr %185, ptr %15, align 8, !tbaa !11
  %187 = getelementptr inbounds i8, ptr %185, i64 24
  %188 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %187, ptr %188, align 8, !tbaa !16
  %189 = getelementptr inbounds i8, ptr %15, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %185, i8 0, i64 24, i1 false)
  store ptr %187, ptr %189, align 8, !tbaa !15
  %190 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %190, i8 0, i64 24, i1 false)
  %191 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %194 unwind label %192

192:                                              ; preds = %186
  %193 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %185, i64 noundef 24) #16
  br label %355

194:                                              ; preds = %186
  store ptr %191, ptr %190, align 8, !tbaa !11
  %195 = getelementptr inbounds i8, ptr %191, i64 24
  %196 = getelementptr inbounds i8, ptr %15, i64 40
  store ptr %195, ptr %196, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %191, i8 0, i64 24, i1 false), !tbaa !9
  %197 = getelementptr inbounds i8, ptr %15, i64 32
  store ptr %195, ptr %197, align 8, !tbaa !15
  %198 = getelementptr inbounds i8, ptr %15, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %198, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16) #17
  %199 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %200 unwind label %218

200:                                              ; preds = %194
  store ptr %199, ptr %16, align 8, !tbaa !11
  %201 = getelementptr inbounds i8, ptr %199, i64 24
  %202 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %201, ptr %202, align 8, !tbaa !16
  %203 = getelementptr inbounds i8, ptr %16, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %199, i8 0, i64 24, i1 false)
  store ptr %201, ptr %203, align 8, !tbaa !15
  %204 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %204, i8 0, i64 24, i1 false)
  %205 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %208 unwind label %206

206:                                              ; preds = %200
  %207 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %199, i64 noundef 24) #16
  br label %353

208:                                              ; preds = %200
  store ptr %205, ptr %204, align 8, !tbaa !11
  %209 = getelementptr inbounds i8, ptr %205, i64 24
  %210 = getelementptr inbounds i8, ptr %16, i64 40
  store ptr %209, ptr %210, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %205, i8 0, i64 24, i1 false), !tbaa !9
  %211 = getelementptr inbounds i8, ptr %16, i64 32
  store ptr %209, ptr %211, align 8, !tbaa !15
  %212 = getelementptr inbounds i8, ptr %16, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %212, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %185, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false), !tbaa !9
  %213 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %214 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %215 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runP4CellPKdi, i32 noundef %213, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %213, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %214, i32 noundef 4)
          to label %220 unwind label %351

216:                                              ; preds = %184
  %217 = landingpad { ptr, i32 }
          cleanup
  br label %355

218:                                              ; preds = %194
  %219 = landingpad { ptr, i32 }
          cleanup
  br label %353

220:                                              ; preds = %208
  %221 = call double @llvm.fabs.f64(double %97)
  %222 = fcmp ogt double %221, 1.000000e+00
  %223 = select i1 %222, double %221, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %215, ptr %2, align 8, !tbaa !9
  %224 = load volatile double, ptr %2, align 8, !tbaa !9
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ueq double %225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %226, label %240, label %227

227:                                              ; preds = %220
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %97, ptr %1, align 8, !tbaa !9
  %228 = load volatile double, ptr %1, align 8, !tbaa !9
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %230, label %240, label %231

231:                                              ; preds = %227
  %232 = fsub double %215, %97
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fmul double %223, 1.000000e-09
  %235 = fcmp ole double %233, %234
  %236 = select i1 %235, ptr @.str.8, ptr @.str.9
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %215, double noundef %97, ptr noundef nonnull %236)
  br i1 %235, label %238, label %242

238:                                              ; preds = %231
  %239 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %245

240:                                              ; preds = %227, %220
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %215, double noundef %97, ptr noundef nonnull @.str.9)
  br label %242

242:                                              ; preds = %240, %231
  %243 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %245

245:                                              ; preds = %238, %242
  %246 = phi i32 [ %239, %238 ], [ %244, %242 ]
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %246)
  %248 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %249 = load ptr, ptr %212, align 8, !tbaa !11
  %250 = icmp eq ptr %249, null
  br i1 %250, label %257, label %251

251:                                              ; preds = %245
  %252 = getelementptr inbounds i8, ptr %16, i64 64
  %253 = load ptr, ptr %252, align 8, !tbaa !16
  %254 = ptrtoint ptr %253 to i64
  %255 = ptrtoint ptr %249 to i64
  %256 = sub i64 %254, %255
  call void @_ZdlPvm(ptr noundef nonnull %249, i64 noundef %256) #16
  br label %257

257:                                              ; preds = %251, %245
  %258 = load ptr, ptr %204, align 8, !tbaa !11
  %259 = icmp eq ptr %258, null
  br i1 %259, label %265, label %260

260:                                              ; preds = %257
  %261 = load ptr, ptr %210, align 8, !tbaa !16
  %262 = ptrtoint ptr %261 to i64
  %263 = ptrtoint ptr %258 to i64
  %264 = sub i64 %262, %263
  call void @_ZdlPvm(ptr noundef nonnull %258, i64 noundef %264) #16
  br label %265

265:                                              ; preds = %260, %257
  %266 = load ptr, ptr %16, align 8, !tbaa !11
  %267 = icmp eq ptr %266, null
  br i1 %267, label %273, label %268

268:                                              ; preds = %265
  %269 = load ptr, ptr %202, align 8, !tbaa !16
  %270 = ptrtoint ptr %269 to i64
  %271 = ptrtoint ptr %266 to i64
  %272 = sub i64 %270, %271
  call void @_ZdlPvm(ptr noundef nonnull %266, i64 noundef %272) #16
  br label %273

273:                                              ; preds = %265, %268
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #17
  %274 = load ptr, ptr %198, align 8, !tbaa !11
  %275 = icmp eq ptr %274, null
  br i1 %275, label %282, label %276

276:                                              ; preds = %273
  %277 = getelementptr inbounds i8, ptr %15, i64 64
  %278 = load ptr, ptr %277, align 8, !tbaa !16
  %279 = ptrtoint ptr %278 to i64
  %280 = ptrtoint ptr %274 to i64
  %281 = sub i64 %279, %280
  call void @_ZdlPvm(ptr noundef nonnull %274, i64 noundef %281) #16
  br label %282

282:                                              ; preds = %276, %273
  %283 = load ptr, ptr %190, align 8, !tbaa !11
  %284 = icmp eq ptr %283, null
  br i1 %284, label %290, label %285

285:                                              ; preds = %282
  %286 = load ptr, ptr %196, align 8, !tbaa !16
  %287 = ptrtoint ptr %286 to i64
  %288 = ptrtoint ptr %283 to i64
  %289 = sub i64 %287, %288
  call void @_ZdlPvm(ptr noundef nonnull %283, i64 noundef %289) #16
  br label %290

290:                                              ; preds = %285, %282
  %291 = load ptr, ptr %15, align 8, !tbaa !11
  %292 = icmp eq ptr %291, null
  br i1 %292, label %298, label %293

293:                                              ; preds = %290
  %294 = load ptr, ptr %188, align 8, !tbaa !16
  %295 = ptrtoint ptr %294 to i64
  %296 = ptrtoint ptr %291 to i64
  %297 = sub i64 %295, %296
  call void @_ZdlPvm(ptr noundef nonnull %291, i64 noundef %297) #16
  br label %298

298:                                              ; preds = %290, %293
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #17
  %299 = load ptr, ptr %45, align 8, !tbaa !11
  %300 = icmp eq ptr %299, null
  br i1 %300, label %307, label %301

301:                                              ; preds = %298
  %302 = getelementptr inbounds i8, ptr %13, i64 64
  %303 = load ptr, ptr %302, align 8, !tbaa !16
  %304 = ptrtoint ptr %303 to i64
  %305 = ptrtoint ptr %299 to i64
  %306 = sub i64 %304, %305
  call void @_ZdlPvm(ptr noundef nonnull %299, i64 noundef %306) #16
  br label %307

307:                                              ; preds = %301, %298
  %308 = load ptr, ptr %37, align 8, !tbaa !11
  %309 = icmp eq ptr %308, null
  br i1 %309, label %315, label %310

310:                                              ; preds = %307
  %311 = load ptr, ptr %43, align 8, !tbaa !16
  %312 = ptrtoint ptr %311 to i64
  %313 = ptrtoint ptr %308 to i64
  %314 = sub i64 %312, %313
  call void @_ZdlPvm(ptr noundef nonnull %308, i64 noundef %314) #16
  br label %315

315:                                              ; preds = %310, %307
  %316 = load ptr, ptr %13, align 8, !tbaa !11
  %317 = icmp eq ptr %316, null
  br i1 %317, label %323, label %318

318:                                              ; preds = %315
  %319 = load ptr, ptr %35, align 8, !tbaa !16
  %320 = ptrtoint ptr %319 to i64
  %321 = ptrtoint ptr %316 to i64
  %322 = sub i64 %320, %321
  call void @_ZdlPvm(ptr noundef nonnull %316, i64 noundef %322) #16
  br label %323

323:                                              ; preds = %315, %318
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #17
  %324 = load ptr, ptr %31, align 8, !tbaa !11
  %325 = icmp eq ptr %324, null
  br i1 %325, label %332, label %326

326:                                              ; preds = %323
  %327 = getelementptr inbounds i8, ptr %12, i64 64
  %328 = load ptr, ptr %327, align 8, !tbaa !16
  %329 = ptrtoint ptr %328 to i64
  %330 = ptrtoint ptr %324 to i64
  %331 = sub i64 %329, %330
  call void @_ZdlPvm(ptr noundef nonnull %324, i64 noundef %331) #16
  br label %332

332:                                              ; preds = %326, %323
  %333 = load ptr, ptr %21, align 8, !tbaa !11
  %334 = icmp eq ptr %333, null
  br i1 %334, label %340, label %335

335:                                              ; preds = %332
  %336 = load ptr, ptr %29, align 8, !tbaa !16
  %337 = ptrtoint ptr %336 to i64
  %338 = ptrtoint ptr %333 to i64
  %339 = sub i64 %337, %338
  call void @_ZdlPvm(ptr noundef nonnull %333, i64 noundef %339) #16
  br label %340

340:                                              ; preds = %335, %332
  %341 = load ptr, ptr %12, align 8, !tbaa !11
  %342 = icmp eq ptr %341, null
  br i1 %342, label %348, label %343

343:                                              ; preds = %340
  %344 = load ptr, ptr %19, align 8, !tbaa !16
  %345 = ptrtoint ptr %344 to i64
  %346 = ptrtoint ptr %341 to i64
  %347 = sub i64 %345, %346
  call void @_ZdlPvm(ptr noundef nonnull %341, i64 noundef %347) #16
  br label %348

348:                                              ; preds = %340, %343
  %349 = icmp ne i32 %248, 0
  %350 = zext i1 %349 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #17
  ret i32 %350

351:                                              ; preds = %208
  %352 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %16) #17
  br label %353

353:                                              ; preds = %218, %206, %351
  %354 = phi { ptr, i32 } [ %352, %351 ], [ %219, %218 ], [ %207, %206 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #17
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #17
  br label %355

355:                                              ; preds = %216, %192, %353
  %356 = phi { ptr, i32 } [ %354, %353 ], [ %217, %216 ], [ %193, %192 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #17
  br label %357

357:                                              ; preds = %180, %182, %355
  %358 = phi { ptr, i32 } [ %356, %355 ], [ %183, %182 ], [ %181, %180 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #17
  br label %359

359:                                              ; preds = %357, %102, %100, %52
  %360 = phi { ptr, i32 } [ %53, %52 ], [ %358, %357 ], [ %103, %102 ], [ %101, %100 ]
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %13) #17
  br label %361

361:                                              ; preds = %49, %39, %359
  %362 = phi { ptr, i32 } [ %360, %359 ], [ %50, %49 ], [ %40, %39 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #17
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #17
  br label %23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef double @_ZL5freshPKdS0_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %3 = alloca %struct.Cell, align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #17
  %4 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
  store ptr %4, ptr %3, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %4, i64 24
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %5, ptr %6, align 8, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store ptr %5, ptr %7, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %14 unwind label %12

10:                                               ; preds = %46, %12
  %11 = phi { ptr, i32 } [ %13, %12 ], [ %47, %46 ]
  resume { ptr, i32 } %11

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %4, i64 noundef 24) #16
  br label %10

14:                                               ; preds = %2
  store ptr %9, ptr %8, align 8, !tbaa !11
  %15 = getelementptr inbounds i8, ptr %9, i64 24
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %15, ptr %16, align 8, !tbaa !16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false), !tbaa !9
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %15, ptr %17, align 8, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %18, i8 0, i64 24, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %0, i64 24, i1 false), !tbaa !9
  %19 = invoke noundef double @_Z3runP4CellPKdi(ptr noundef nonnull %3, ptr noundef %1, i32 noundef 4)
          to label %20 unwind label %46

20:                                               ; preds = %14
  %21 = load ptr, ptr %18, align 8, !tbaa !11
  %22 = icmp eq ptr %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, ptr %3, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !16
  %26 = ptrtoint ptr %25 to i64
  %27 = ptrtoint ptr %21 to i64
  %28 = sub i64 %26, %27
  call void @_ZdlPvm(ptr noundef nonnull %21, i64 noundef %28) #16
  br label %29

29:                                               ; preds = %23, %20
  %30 = load ptr, ptr %8, align 8, !tbaa !11
  %31 = icmp eq ptr %30, null
  br i1 %31, label %37, label %32

32:                                               ; preds = %29
  %33 = load ptr, ptr %16, align 8, !tbaa !16
  %34 = ptrtoint ptr %33 to i64
  %35 = ptrtoint ptr %30 to i64
  %36 = sub i64 %34, %35
  call void @_ZdlPvm(ptr noundef nonnull %30, i64 noundef %36) #16
  br label %37

37:                                               ; preds = %32, %29
  %38 = load ptr, ptr %3, align 8, !tbaa !11
  %39 = icmp eq ptr %38, null
  br i1 %39, label %45, label %40

40:                                               ; preds = %37
  %41 = load ptr, ptr %6, align 8, !tbaa !16
  %42 = ptrtoint ptr %41 to i64
  %43 = ptrtoint ptr %38 to i64
  %44 = sub i64 %42, %43
  call void @_ZdlPvm(ptr noundef nonnull %38, i64 noundef %44) #16
  br label %45

45:                                               ; preds = %37, %40
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #17
  ret double %19

46:                                               ; preds = %14
  %47 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %3) #17
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #17
  br label %10
}

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !11
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %3 to i64
  %10 = sub i64 %8, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef %10) #16
  br label %11

11:                                               ; preds = %1, %5
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !11
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = load ptr, ptr %16, align 8, !tbaa !16
  %18 = ptrtoint ptr %17 to i64
  %19 = ptrtoint ptr %13 to i64
  %20 = sub i64 %18, %19
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %20) #16
  br label %21

21:                                               ; preds = %11, %15
  %22 = load ptr, ptr %0, align 8, !tbaa !11
  %23 = icmp eq ptr %22, null
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !16
  %27 = ptrtoint ptr %26 to i64
  %28 = ptrtoint ptr %22 to i64
  %29 = sub i64 %27, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %22, i64 noundef %29) #16
  br label %30

30:                                               ; preds = %21, %24
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJRKdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #14
  unreachable

12:                                               ; preds = %3
  %13 = ashr exact i64 %9, 3
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 1152921504606846975)
  %18 = select i1 %16, i64 1152921504606846975, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = ashr exact i64 %20, 3
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = shl nuw nsw i64 %18, 3
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #15
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds double, ptr %27, i64 %21
  %29 = load double, ptr %2, align 8, !tbaa !9
  store double %29, ptr %28, align 8, !tbaa !9
  %30 = icmp sgt i64 %20, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %27, ptr align 8 %6, i64 %20, i1 false)
  br label %32

32:                                               ; preds = %26, %31
  %33 = getelementptr inbounds i8, ptr %27, i64 %20
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = sub i64 %7, %19
  %36 = icmp sgt i64 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %32
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %34, ptr align 8 %1, i64 %35, i1 false)
  br label %38

38:                                               ; preds = %32, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  %40 = icmp eq ptr %6, null
  br i1 %40, label %45, label %41

41:                                               ; preds = %38
  %42 = load ptr, ptr %39, align 8, !tbaa !16
  %43 = ptrtoint ptr %42 to i64
  %44 = sub i64 %43, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %44) #16
  br label %45

45:                                               ; preds = %38, %41
  %46 = getelementptr inbounds i8, ptr %34, i64 %35
  store ptr %27, ptr %0, align 8, !tbaa !11
  store ptr %46, ptr %4, align 8, !tbaa !15
  %47 = getelementptr inbounds double, ptr %27, i64 %18
  store ptr %47, ptr %39, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!12, !6, i64 8}
!16 = !{!12, !6, i64 16}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !7, i64 0}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
