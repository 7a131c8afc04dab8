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

58:                                               ; preds = %57, %53
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
  br label %74

25:                                               ; preds = %106, %12
  %26 = phi ptr [ null, %12 ], [ %22, %106 ]
  %27 = phi ptr [ null, %12 ], [ %15, %106 ]
  %28 = phi ptr [ null, %12 ], [ %16, %106 ]
  %29 = phi ptr [ %6, %12 ], [ %112, %106 ]
  %30 = phi i64 [ %8, %12 ], [ %114, %106 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load ptr, ptr %31, align 8, !tbaa !16
  store ptr %27, ptr %3, align 8, !tbaa !11
  store ptr %26, ptr %4, align 8, !tbaa !15
  store ptr %28, ptr %31, align 8, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %0, i64 48
  %34 = getelementptr inbounds i8, ptr %0, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %0, i64 64
  %37 = load ptr, ptr %36, align 8, !tbaa !16
  %38 = icmp eq ptr %35, %37
  br i1 %38, label %42, label %39

39:                                               ; preds = %25
  %40 = load double, ptr %27, align 8, !tbaa !9
  store double %40, ptr %35, align 8, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %41, ptr %34, align 8, !tbaa !15
  br label %142

42:                                               ; preds = %25
  %43 = load ptr, ptr %33, align 8, !tbaa !5
  %44 = ptrtoint ptr %35 to i64
  %45 = ptrtoint ptr %43 to i64
  %46 = sub i64 %44, %45
  %47 = icmp eq i64 %46, 9223372036854775800
  br i1 %47, label %48, label %50

48:                                               ; preds = %42
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #14
          to label %49 unwind label %148

49:                                               ; preds = %48
  unreachable

50:                                               ; preds = %42
  %51 = ashr exact i64 %46, 3
  %52 = tail call i64 @llvm.umax.i64(i64 %51, i64 1)
  %53 = add nsw i64 %52, %51
  %54 = icmp ult i64 %53, %51
  %55 = tail call i64 @llvm.umin.i64(i64 %53, i64 1152921504606846975)
  %56 = select i1 %54, i64 1152921504606846975, i64 %55
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %50
  %59 = shl nuw nsw i64 %56, 3
  %60 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %59) #15
          to label %61 unwind label %148

61:                                               ; preds = %58, %50
  %62 = phi ptr [ null, %50 ], [ %60, %58 ]
  %63 = getelementptr inbounds double, ptr %62, i64 %51
  %64 = load double, ptr %27, align 8, !tbaa !9
  store double %64, ptr %63, align 8, !tbaa !9
  %65 = icmp sgt i64 %46, 0
  br i1 %65, label %66, label %67

66:                                               ; preds = %61
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %62, ptr align 8 %43, i64 %46, i1 false)
  br label %67

67:                                               ; preds = %66, %61
  %68 = getelementptr inbounds i8, ptr %62, i64 %46
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = icmp eq ptr %43, null
  br i1 %70, label %72, label %71

71:                                               ; preds = %67
  tail call void @_ZdlPvm(ptr noundef nonnull %43, i64 noundef %46) #16
  br label %72

72:                                               ; preds = %71, %67
  store ptr %62, ptr %33, align 8, !tbaa !11
  store ptr %69, ptr %34, align 8, !tbaa !15
  %73 = getelementptr inbounds double, ptr %62, i64 %56
  store ptr %73, ptr %36, align 8, !tbaa !16
  br label %142

74:                                               ; preds = %21, %106
  %75 = phi i64 [ %23, %21 ], [ %116, %106 ]
  %76 = phi ptr [ %6, %21 ], [ %112, %106 ]
  %77 = phi i64 [ 0, %21 ], [ %110, %106 ]
  %78 = load ptr, ptr %0, align 8, !tbaa !11
  %79 = getelementptr inbounds double, ptr %78, i64 %77
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul double %80, %1
  %82 = load ptr, ptr %24, align 8, !tbaa !15
  %83 = ptrtoint ptr %82 to i64
  %84 = ptrtoint ptr %78 to i64
  %85 = sub i64 %83, %84
  %86 = ashr exact i64 %85, 3
  %87 = tail call i64 @llvm.umax.i64(i64 %75, i64 1)
  %88 = and i64 %87, 1
  %89 = icmp ult i64 %75, 2
  br i1 %89, label %92, label %90

90:                                               ; preds = %74
  %91 = and i64 %87, -2
  br label %118

92:                                               ; preds = %118, %74
  %93 = phi double [ poison, %74 ], [ %138, %118 ]
  %94 = phi i64 [ 0, %74 ], [ %139, %118 ]
  %95 = phi double [ %81, %74 ], [ %138, %118 ]
  %96 = icmp eq i64 %88, 0
  br i1 %96, label %106, label %97

97:                                               ; preds = %92
  %98 = add i64 %94, %77
  %99 = urem i64 %98, %86
  %100 = getelementptr inbounds double, ptr %78, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = fmul double %101, 3.000000e-01
  %103 = getelementptr inbounds double, ptr %76, i64 %94
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = tail call double @llvm.fmuladd.f64(double %102, double %104, double %95)
  br label %106

106:                                              ; preds = %92, %97
  %107 = phi double [ %93, %92 ], [ %105, %97 ]
  %108 = tail call double @tanh(double noundef %107) #17
  %109 = getelementptr inbounds double, ptr %15, i64 %77
  store double %108, ptr %109, align 8, !tbaa !9
  %110 = add nuw i64 %77, 1
  %111 = load ptr, ptr %4, align 8, !tbaa !15
  %112 = load ptr, ptr %3, align 8, !tbaa !11
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = ashr exact i64 %115, 3
  %117 = icmp ult i64 %110, %116
  br i1 %117, label %74, label %25, !llvm.loop !17

118:                                              ; preds = %118, %90
  %119 = phi i64 [ 0, %90 ], [ %139, %118 ]
  %120 = phi double [ %81, %90 ], [ %138, %118 ]
  %121 = phi i64 [ 0, %90 ], [ %140, %118 ]
  %122 = add i64 %119, %77
  %123 = urem i64 %122, %86
  %124 = getelementptr inbounds double, ptr %78, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = fmul double %125, 3.000000e-01
  %127 = getelementptr inbounds double, ptr %76, i64 %119
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = tail call double @llvm.fmuladd.f64(double %126, double %128, double %120)
  %130 = or disjoint i64 %119, 1
  %131 = add i64 %130, %77
  %132 = urem i64 %131, %86
  %133 = getelementptr inbounds double, ptr %78, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = fmul double %134, 3.000000e-01
  %136 = getelementptr inbounds double, ptr %76, i64 %130
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = tail call double @llvm.fmuladd.f64(double %135, double %137, double %129)
  %139 = add nuw i64 %119, 2
  %140 = add i64 %121, 2
  %141 = icmp eq i64 %140, %91
  br i1 %141, label %92, label %118, !llvm.loop !18

142:                                              ; preds = %72, %39
  %143 = icmp eq ptr %29, null
  br i1 %143, label %147, label %144

144:                                              ; preds = %142
  %145 = ptrtoint ptr %32 to i64
  %146 = sub i64 %145, %30
  tail call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %146) #16
  br label %147

147:                                              ; preds = %142, %144
  ret void

148:                                              ; preds = %58, %48
  %149 = landingpad { ptr, i32 }
          cleanup
  %150 = icmp eq ptr %29, null
  br i1 %150, label %154, label %151

151:                                              ; preds = %148
  %152 = ptrtoint ptr %32 to i64
  %153 = sub i64 %152, %30
  tail call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %153) #16
  br label %154

154:                                              ; preds = %151, %148
  resume { ptr, i32 } %149
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

23:                                               ; preds = %521, %25
  %24 = phi { ptr, i32 } [ %26, %25 ], [ %522, %521 ]
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
          to label %33 unwind label %53

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
  br label %521

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
          to label %49 unwind label %55

49:                                               ; preds = %41
  %50 = load double, ptr %9, align 16, !tbaa !9
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %9, align 16, !tbaa !9
  %52 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %57 unwind label %208

53:                                               ; preds = %27
  %54 = landingpad { ptr, i32 }
          cleanup
  br label %521

55:                                               ; preds = %41
  %56 = landingpad { ptr, i32 }
          cleanup
  br label %519

57:                                               ; preds = %49
  %58 = fadd double %50, 0xBEB0C6F7A0B5ED8D
  store double %58, ptr %9, align 16, !tbaa !9
  %59 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %60 unwind label %210

60:                                               ; preds = %57
  store double %50, ptr %9, align 16, !tbaa !9
  %61 = load double, ptr %10, align 16, !tbaa !9
  %62 = fsub double %52, %59
  %63 = fdiv double %62, 2.000000e-06
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = fcmp ogt double %64, 1.000000e+00
  %66 = select i1 %65, double %64, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %61, ptr %8, align 8, !tbaa !9
  %67 = load volatile double, ptr %8, align 8, !tbaa !9
  %68 = call double @llvm.fabs.f64(double %67)
  %69 = fcmp ueq double %68, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %69, label %81, label %70

70:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %63, ptr %7, align 8, !tbaa !9
  %71 = load volatile double, ptr %7, align 8, !tbaa !9
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %73, label %81, label %74

74:                                               ; preds = %70
  %75 = fsub double %61, %63
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fmul double %66, 1.000000e-05
  %78 = fcmp ole double %76, %77
  %79 = select i1 %78, ptr @.str.8, ptr @.str.9
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %61, double noundef %63, ptr noundef nonnull %79)
  br i1 %78, label %86, label %83

81:                                               ; preds = %70, %60
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %61, double noundef %63, ptr noundef nonnull @.str.9)
  br label %83

83:                                               ; preds = %81, %74
  %84 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %86

86:                                               ; preds = %83, %74
  %87 = load double, ptr %11, align 16, !tbaa !9
  %88 = load double, ptr %10, align 16, !tbaa !9
  %89 = call double @llvm.fmuladd.f64(double %87, double %88, double 0.000000e+00)
  %90 = getelementptr inbounds i8, ptr %9, i64 8
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = fadd double %91, 0x3EB0C6F7A0B5ED8D
  store double %92, ptr %90, align 8, !tbaa !9
  %93 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %94 unwind label %208

94:                                               ; preds = %86
  %95 = fadd double %91, 0xBEB0C6F7A0B5ED8D
  store double %95, ptr %90, align 8, !tbaa !9
  %96 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %97 unwind label %210

97:                                               ; preds = %94
  store double %91, ptr %90, align 8, !tbaa !9
  %98 = getelementptr inbounds i8, ptr %10, i64 8
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = fsub double %93, %96
  %101 = fdiv double %100, 2.000000e-06
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = fcmp ogt double %102, 1.000000e+00
  %104 = select i1 %103, double %102, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %99, ptr %8, align 8, !tbaa !9
  %105 = load volatile double, ptr %8, align 8, !tbaa !9
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %107, label %119, label %108

108:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %101, ptr %7, align 8, !tbaa !9
  %109 = load volatile double, ptr %7, align 8, !tbaa !9
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp ueq double %110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %111, label %119, label %112

112:                                              ; preds = %108
  %113 = fsub double %99, %101
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fmul double %104, 1.000000e-05
  %116 = fcmp ole double %114, %115
  %117 = select i1 %116, ptr @.str.8, ptr @.str.9
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %99, double noundef %101, ptr noundef nonnull %117)
  br i1 %116, label %124, label %121

119:                                              ; preds = %108, %97
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %99, double noundef %101, ptr noundef nonnull @.str.9)
  br label %121

121:                                              ; preds = %119, %112
  %122 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %124

124:                                              ; preds = %121, %112
  %125 = getelementptr inbounds i8, ptr %11, i64 8
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = load double, ptr %98, align 8, !tbaa !9
  %128 = call double @llvm.fmuladd.f64(double %126, double %127, double %89)
  %129 = getelementptr inbounds i8, ptr %9, i64 16
  %130 = load double, ptr %129, align 16, !tbaa !9
  %131 = fadd double %130, 0x3EB0C6F7A0B5ED8D
  store double %131, ptr %129, align 16, !tbaa !9
  %132 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %133 unwind label %208

133:                                              ; preds = %124
  %134 = fadd double %130, 0xBEB0C6F7A0B5ED8D
  store double %134, ptr %129, align 16, !tbaa !9
  %135 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %136 unwind label %210

136:                                              ; preds = %133
  store double %130, ptr %129, align 16, !tbaa !9
  %137 = getelementptr inbounds i8, ptr %10, i64 16
  %138 = load double, ptr %137, align 16, !tbaa !9
  %139 = fsub double %132, %135
  %140 = fdiv double %139, 2.000000e-06
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = fcmp ogt double %141, 1.000000e+00
  %143 = select i1 %142, double %141, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %138, ptr %8, align 8, !tbaa !9
  %144 = load volatile double, ptr %8, align 8, !tbaa !9
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ueq double %145, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %146, label %158, label %147

147:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %140, ptr %7, align 8, !tbaa !9
  %148 = load volatile double, ptr %7, align 8, !tbaa !9
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ueq double %149, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %150, label %158, label %151

151:                                              ; preds = %147
  %152 = fsub double %138, %140
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fmul double %143, 1.000000e-05
  %155 = fcmp ole double %153, %154
  %156 = select i1 %155, ptr @.str.8, ptr @.str.9
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %138, double noundef %140, ptr noundef nonnull %156)
  br i1 %155, label %163, label %160

158:                                              ; preds = %147, %136
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %138, double noundef %140, ptr noundef nonnull @.str.9)
  br label %160

160:                                              ; preds = %158, %151
  %161 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %163

163:                                              ; preds = %160, %151
  %164 = getelementptr inbounds i8, ptr %11, i64 16
  %165 = load double, ptr %164, align 16, !tbaa !9
  %166 = load double, ptr %137, align 16, !tbaa !9
  %167 = call double @llvm.fmuladd.f64(double %165, double %166, double %128)
  %168 = getelementptr inbounds i8, ptr %9, i64 24
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = fadd double %169, 0x3EB0C6F7A0B5ED8D
  store double %170, ptr %168, align 8, !tbaa !9
  %171 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %172 unwind label %208

172:                                              ; preds = %163
  %173 = fadd double %169, 0xBEB0C6F7A0B5ED8D
  store double %173, ptr %168, align 8, !tbaa !9
  %174 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %175 unwind label %210

175:                                              ; preds = %172
  store double %169, ptr %168, align 8, !tbaa !9
  %176 = getelementptr inbounds i8, ptr %10, i64 24
  %177 = load double, ptr %176, align 8, !tbaa !9
  %178 = fsub double %171, %174
  %179 = fdiv double %178, 2.000000e-06
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ogt double %180, 1.000000e+00
  %182 = select i1 %181, double %180, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %177, ptr %8, align 8, !tbaa !9
  %183 = load volatile double, ptr %8, align 8, !tbaa !9
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %185, label %197, label %186

186:                                              ; preds = %175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %179, ptr %7, align 8, !tbaa !9
  %187 = load volatile double, ptr %7, align 8, !tbaa !9
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = fcmp ueq double %188, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %189, label %197, label %190

190:                                              ; preds = %186
  %191 = fsub double %177, %179
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fmul double %182, 1.000000e-05
  %194 = fcmp ole double %192, %193
  %195 = select i1 %194, ptr @.str.8, ptr @.str.9
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %177, double noundef %179, ptr noundef nonnull %195)
  br i1 %194, label %202, label %199

197:                                              ; preds = %186, %175
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %177, double noundef %179, ptr noundef nonnull @.str.9)
  br label %199

199:                                              ; preds = %197, %190
  %200 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %202

202:                                              ; preds = %199, %190
  %203 = getelementptr inbounds i8, ptr %11, i64 24
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = load double, ptr %176, align 8, !tbaa !9
  %206 = call double @llvm.fmuladd.f64(double %204, double %205, double %167)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  store double 4.000010e-01, ptr %14, align 16, !tbaa !9
  %207 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %226 unwind label %340

208:                                              ; preds = %49, %86, %124, %163
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %519

210:                                              ; preds = %57, %94, %133, %172
  %211 = landingpad { ptr, i32 }
          cleanup
  br label %519

212:                                              ; preds = %321
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 7.000000e+00, ptr %5, align 8, !tbaa !9
  %213 = load volatile double, ptr %5, align 8, !tbaa !9
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %215, label %221, label %216

216:                                              ; preds = %212
  %217 = fadd double %336, -7.000000e+00
  %218 = fcmp oeq double %217, 0.000000e+00
  %219 = select i1 %218, ptr @.str.8, ptr @.str.9
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %336, double noundef 7.000000e+00, ptr noundef nonnull %219)
  br i1 %218, label %344, label %223

221:                                              ; preds = %212, %321
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %336, double noundef 7.000000e+00, ptr noundef nonnull @.str.9)
  br label %223

223:                                              ; preds = %221, %216
  %224 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %344

226:                                              ; preds = %202
  store double 0x3FD9999567DBB16D, ptr %14, align 16, !tbaa !9
  %227 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %228 unwind label %342

228:                                              ; preds = %226
  store double 4.000000e-01, ptr %14, align 16, !tbaa !9
  %229 = load ptr, ptr %13, align 8, !tbaa !11
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = fsub double %207, %227
  %232 = fdiv double %231, 2.000000e-06
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ogt double %233, 1.000000e+00
  %235 = select i1 %234, double %233, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %230, ptr %4, align 8, !tbaa !9
  %236 = load volatile double, ptr %4, align 8, !tbaa !9
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %238, label %250, label %239

239:                                              ; preds = %228
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %232, ptr %3, align 8, !tbaa !9
  %240 = load volatile double, ptr %3, align 8, !tbaa !9
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fcmp ueq double %241, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %242, label %250, label %243

243:                                              ; preds = %239
  %244 = fsub double %230, %232
  %245 = call double @llvm.fabs.f64(double %244)
  %246 = fmul double %235, 1.000000e-05
  %247 = fcmp ole double %245, %246
  %248 = select i1 %247, ptr @.str.8, ptr @.str.9
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %230, double noundef %232, ptr noundef nonnull %248)
  br i1 %247, label %255, label %252

250:                                              ; preds = %239, %228
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %230, double noundef %232, ptr noundef nonnull @.str.9)
  br label %252

252:                                              ; preds = %250, %243
  %253 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %255

255:                                              ; preds = %252, %243
  %256 = getelementptr inbounds i8, ptr %14, i64 8
  store double 0xBFE666644D87724F, ptr %256, align 8, !tbaa !9
  %257 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %258 unwind label %340

258:                                              ; preds = %255
  store double -7.000010e-01, ptr %256, align 8, !tbaa !9
  %259 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %260 unwind label %342

260:                                              ; preds = %258
  store double 0xBFE6666666666666, ptr %256, align 8, !tbaa !9
  %261 = load ptr, ptr %13, align 8, !tbaa !11
  %262 = getelementptr inbounds i8, ptr %261, i64 8
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = fsub double %257, %259
  %265 = fdiv double %264, 2.000000e-06
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = fcmp ogt double %266, 1.000000e+00
  %268 = select i1 %267, double %266, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %263, ptr %4, align 8, !tbaa !9
  %269 = load volatile double, ptr %4, align 8, !tbaa !9
  %270 = call double @llvm.fabs.f64(double %269)
  %271 = fcmp ueq double %270, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %271, label %283, label %272

272:                                              ; preds = %260
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %265, ptr %3, align 8, !tbaa !9
  %273 = load volatile double, ptr %3, align 8, !tbaa !9
  %274 = call double @llvm.fabs.f64(double %273)
  %275 = fcmp ueq double %274, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %275, label %283, label %276

276:                                              ; preds = %272
  %277 = fsub double %263, %265
  %278 = call double @llvm.fabs.f64(double %277)
  %279 = fmul double %268, 1.000000e-05
  %280 = fcmp ole double %278, %279
  %281 = select i1 %280, ptr @.str.8, ptr @.str.9
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef 1.000000e+00, double noundef %263, double noundef %265, ptr noundef nonnull %281)
  br i1 %280, label %288, label %285

283:                                              ; preds = %272, %260
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef 1.000000e+00, double noundef %263, double noundef %265, ptr noundef nonnull @.str.9)
  br label %285

285:                                              ; preds = %283, %276
  %286 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %288

288:                                              ; preds = %285, %276
  %289 = getelementptr inbounds i8, ptr %14, i64 16
  store double 9.000010e-01, ptr %289, align 16, !tbaa !9
  %290 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %291 unwind label %340

291:                                              ; preds = %288
  store double 0x3FECCCCAB3EDD8B6, ptr %289, align 16, !tbaa !9
  %292 = invoke fastcc noundef double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %293 unwind label %342

293:                                              ; preds = %291
  store double 9.000000e-01, ptr %289, align 16, !tbaa !9
  %294 = load ptr, ptr %13, align 8, !tbaa !11
  %295 = getelementptr inbounds i8, ptr %294, i64 16
  %296 = load double, ptr %295, align 8, !tbaa !9
  %297 = fsub double %290, %292
  %298 = fdiv double %297, 2.000000e-06
  %299 = call double @llvm.fabs.f64(double %298)
  %300 = fcmp ogt double %299, 1.000000e+00
  %301 = select i1 %300, double %299, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %296, ptr %4, align 8, !tbaa !9
  %302 = load volatile double, ptr %4, align 8, !tbaa !9
  %303 = call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %304, label %316, label %305

305:                                              ; preds = %293
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %298, ptr %3, align 8, !tbaa !9
  %306 = load volatile double, ptr %3, align 8, !tbaa !9
  %307 = call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %308, label %316, label %309

309:                                              ; preds = %305
  %310 = fsub double %296, %298
  %311 = call double @llvm.fabs.f64(double %310)
  %312 = fmul double %301, 1.000000e-05
  %313 = fcmp ole double %311, %312
  %314 = select i1 %313, ptr @.str.8, ptr @.str.9
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef 2.000000e+00, double noundef %296, double noundef %298, ptr noundef nonnull %314)
  br i1 %313, label %321, label %318

316:                                              ; preds = %305, %293
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef 2.000000e+00, double noundef %296, double noundef %298, ptr noundef nonnull @.str.9)
  br label %318

318:                                              ; preds = %316, %309
  %319 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %321

321:                                              ; preds = %318, %309
  %322 = getelementptr inbounds i8, ptr %13, i64 56
  %323 = load ptr, ptr %322, align 8, !tbaa !15
  %324 = load ptr, ptr %45, align 8, !tbaa !11
  %325 = ptrtoint ptr %323 to i64
  %326 = ptrtoint ptr %324 to i64
  %327 = sub i64 %325, %326
  %328 = ashr exact i64 %327, 3
  %329 = load ptr, ptr %44, align 8, !tbaa !15
  %330 = load ptr, ptr %37, align 8, !tbaa !11
  %331 = ptrtoint ptr %329 to i64
  %332 = ptrtoint ptr %330 to i64
  %333 = sub i64 %331, %332
  %334 = ashr exact i64 %333, 3
  %335 = add nsw i64 %334, %328
  %336 = uitofp i64 %335 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %336, ptr %6, align 8, !tbaa !9
  %337 = load volatile double, ptr %6, align 8, !tbaa !9
  %338 = call double @llvm.fabs.f64(double %337)
  %339 = fcmp ueq double %338, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %339, label %221, label %212

340:                                              ; preds = %202, %255, %288
  %341 = landingpad { ptr, i32 }
          cleanup
  br label %517

342:                                              ; preds = %226, %258, %291
  %343 = landingpad { ptr, i32 }
          cleanup
  br label %517

344:                                              ; preds = %223, %216
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15) #17
  %345 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %346 unwind label %376

346:                                              ; preds = %344
  store ptr %345, ptr %15, align 8, !tbaa !11
  %347 = getelementptr inbounds i8, ptr %345, i64 24
  %348 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %347, ptr %348, align 8, !tbaa !16
  %349 = getelementptr inbounds i8, ptr %15, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %345, i8 0, i64 24, i1 false)
  store ptr %347, ptr %349, align 8, !tbaa !15
  %350 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %350, i8 0, i64 24, i1 false)
  %351 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %354 unwind label %352

352:                                              ; preds = %346
  %353 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %345, i64 noundef 24) #16
  br label %515

354:                                              ; preds = %346
  store ptr %351, ptr %350, align 8, !tbaa !11
  %355 = getelementptr inbounds i8, ptr %351, i64 24
  %356 = getelementptr inbounds i8, ptr %15, i64 40
  store ptr %355, ptr %356, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %351, i8 0, i64 24, i1 false), !tbaa !9
  %357 = getelementptr inbounds i8, ptr %15, i64 32
  store ptr %355, ptr %357, align 8, !tbaa !15
  %358 = getelementptr inbounds i8, ptr %15, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %358, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16) #17
  %359 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %360 unwind label %378

360:                                              ; preds = %354
  store ptr %359, ptr %16, align 8, !tbaa !11
  %361 = getelementptr inbounds i8, ptr %359, i64 24
  %362 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %361, ptr %362, align 8, !tbaa !16
  %363 = getelementptr inbounds i8, ptr %16, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %359, i8 0, i64 24, i1 false)
  store ptr %361, ptr %363, align 8, !tbaa !15
  %364 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %364, i8 0, i64 24, i1 false)
  %365 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #15
          to label %368 unwind label %366

366:                                              ; preds = %360
  %367 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %359, i64 noundef 24) #16
  br label %513

368:                                              ; preds = %360
  store ptr %365, ptr %364, align 8, !tbaa !11
  %369 = getelementptr inbounds i8, ptr %365, i64 24
  %370 = getelementptr inbounds i8, ptr %16, i64 40
  store ptr %369, ptr %370, align 8, !tbaa !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %365, i8 0, i64 24, i1 false), !tbaa !9
  %371 = getelementptr inbounds i8, ptr %16, i64 32
  store ptr %369, ptr %371, align 8, !tbaa !15
  %372 = getelementptr inbounds i8, ptr %16, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %372, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %345, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false), !tbaa !9
  %373 = load i32, ptr @enzyme_dup, align 4, !tbaa !19
  %374 = load i32, ptr @enzyme_const, align 4, !tbaa !19
  %375 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runP4CellPKdi, i32 noundef %373, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %373, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %374, i32 noundef 4)
          to label %380 unwind label %511

376:                                              ; preds = %344
  %377 = landingpad { ptr, i32 }
          cleanup
  br label %515

378:                                              ; preds = %354
  %379 = landingpad { ptr, i32 }
          cleanup
  br label %513

380:                                              ; preds = %368
  %381 = call double @llvm.fabs.f64(double %206)
  %382 = fcmp ogt double %381, 1.000000e+00
  %383 = select i1 %382, double %381, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %375, ptr %2, align 8, !tbaa !9
  %384 = load volatile double, ptr %2, align 8, !tbaa !9
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ueq double %385, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %386, label %400, label %387

387:                                              ; preds = %380
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %206, ptr %1, align 8, !tbaa !9
  %388 = load volatile double, ptr %1, align 8, !tbaa !9
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fcmp ueq double %389, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %390, label %400, label %391

391:                                              ; preds = %387
  %392 = fsub double %375, %206
  %393 = call double @llvm.fabs.f64(double %392)
  %394 = fmul double %383, 1.000000e-09
  %395 = fcmp ole double %393, %394
  %396 = select i1 %395, ptr @.str.8, ptr @.str.9
  %397 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %375, double noundef %206, ptr noundef nonnull %396)
  br i1 %395, label %398, label %402

398:                                              ; preds = %391
  %399 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %405

400:                                              ; preds = %387, %380
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %375, double noundef %206, ptr noundef nonnull @.str.9)
  br label %402

402:                                              ; preds = %400, %391
  %403 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr @_ZL6n_fail, align 4, !tbaa !19
  br label %405

405:                                              ; preds = %398, %402
  %406 = phi i32 [ %399, %398 ], [ %404, %402 ]
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %406)
  %408 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !19
  %409 = load ptr, ptr %372, align 8, !tbaa !11
  %410 = icmp eq ptr %409, null
  br i1 %410, label %417, label %411

411:                                              ; preds = %405
  %412 = getelementptr inbounds i8, ptr %16, i64 64
  %413 = load ptr, ptr %412, align 8, !tbaa !16
  %414 = ptrtoint ptr %413 to i64
  %415 = ptrtoint ptr %409 to i64
  %416 = sub i64 %414, %415
  call void @_ZdlPvm(ptr noundef nonnull %409, i64 noundef %416) #16
  br label %417

417:                                              ; preds = %411, %405
  %418 = load ptr, ptr %364, align 8, !tbaa !11
  %419 = icmp eq ptr %418, null
  br i1 %419, label %425, label %420

420:                                              ; preds = %417
  %421 = load ptr, ptr %370, align 8, !tbaa !16
  %422 = ptrtoint ptr %421 to i64
  %423 = ptrtoint ptr %418 to i64
  %424 = sub i64 %422, %423
  call void @_ZdlPvm(ptr noundef nonnull %418, i64 noundef %424) #16
  br label %425

425:                                              ; preds = %420, %417
  %426 = load ptr, ptr %16, align 8, !tbaa !11
  %427 = icmp eq ptr %426, null
  br i1 %427, label %433, label %428

428:                                              ; preds = %425
  %429 = load ptr, ptr %362, align 8, !tbaa !16
  %430 = ptrtoint ptr %429 to i64
  %431 = ptrtoint ptr %426 to i64
  %432 = sub i64 %430, %431
  call void @_ZdlPvm(ptr noundef nonnull %426, i64 noundef %432) #16
  br label %433

433:                                              ; preds = %425, %428
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #17
  %434 = load ptr, ptr %358, align 8, !tbaa !11
  %435 = icmp eq ptr %434, null
  br i1 %435, label %442, label %436

436:                                              ; preds = %433
  %437 = getelementptr inbounds i8, ptr %15, i64 64
  %438 = load ptr, ptr %437, align 8, !tbaa !16
  %439 = ptrtoint ptr %438 to i64
  %440 = ptrtoint ptr %434 to i64
  %441 = sub i64 %439, %440
  call void @_ZdlPvm(ptr noundef nonnull %434, i64 noundef %441) #16
  br label %442

442:                                              ; preds = %436, %433
  %443 = load ptr, ptr %350, align 8, !tbaa !11
  %444 = icmp eq ptr %443, null
  br i1 %444, label %450, label %445

445:                                              ; preds = %442
  %446 = load ptr, ptr %356, align 8, !tbaa !16
  %447 = ptrtoint ptr %446 to i64
  %448 = ptrtoint ptr %443 to i64
  %449 = sub i64 %447, %448
  call void @_ZdlPvm(ptr noundef nonnull %443, i64 noundef %449) #16
  br label %450

450:                                              ; preds = %445, %442
  %451 = load ptr, ptr %15, align 8, !tbaa !11
  %452 = icmp eq ptr %451, null
  br i1 %452, label %458, label %453

453:                                              ; preds = %450
  %454 = load ptr, ptr %348, align 8, !tbaa !16
  %455 = ptrtoint ptr %454 to i64
  %456 = ptrtoint ptr %451 to i64
  %457 = sub i64 %455, %456
  call void @_ZdlPvm(ptr noundef nonnull %451, i64 noundef %457) #16
  br label %458

458:                                              ; preds = %450, %453
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #17
  %459 = load ptr, ptr %45, align 8, !tbaa !11
  %460 = icmp eq ptr %459, null
  br i1 %460, label %467, label %461

461:                                              ; preds = %458
  %462 = getelementptr inbounds i8, ptr %13, i64 64
  %463 = load ptr, ptr %462, align 8, !tbaa !16
  %464 = ptrtoint ptr %463 to i64
  %465 = ptrtoint ptr %459 to i64
  %466 = sub i64 %464, %465
  call void @_ZdlPvm(ptr noundef nonnull %459, i64 noundef %466) #16
  br label %467

467:                                              ; preds = %461, %458
  %468 = load ptr, ptr %37, align 8, !tbaa !11
  %469 = icmp eq ptr %468, null
  br i1 %469, label %475, label %470

470:                                              ; preds = %467
  %471 = load ptr, ptr %43, align 8, !tbaa !16
  %472 = ptrtoint ptr %471 to i64
  %473 = ptrtoint ptr %468 to i64
  %474 = sub i64 %472, %473
  call void @_ZdlPvm(ptr noundef nonnull %468, i64 noundef %474) #16
  br label %475

475:                                              ; preds = %470, %467
  %476 = load ptr, ptr %13, align 8, !tbaa !11
  %477 = icmp eq ptr %476, null
  br i1 %477, label %483, label %478

478:                                              ; preds = %475
  %479 = load ptr, ptr %35, align 8, !tbaa !16
  %480 = ptrtoint ptr %479 to i64
  %481 = ptrtoint ptr %476 to i64
  %482 = sub i64 %480, %481
  call void @_ZdlPvm(ptr noundef nonnull %476, i64 noundef %482) #16
  br label %483

483:                                              ; preds = %475, %478
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #17
  %484 = load ptr, ptr %31, align 8, !tbaa !11
  %485 = icmp eq ptr %484, null
  br i1 %485, label %492, label %486

486:                                              ; preds = %483
  %487 = getelementptr inbounds i8, ptr %12, i64 64
  %488 = load ptr, ptr %487, align 8, !tbaa !16
  %489 = ptrtoint ptr %488 to i64
  %490 = ptrtoint ptr %484 to i64
  %491 = sub i64 %489, %490
  call void @_ZdlPvm(ptr noundef nonnull %484, i64 noundef %491) #16
  br label %492

492:                                              ; preds = %486, %483
  %493 = load ptr, ptr %21, align 8, !tbaa !11
  %494 = icmp eq ptr %493, null
  br i1 %494, label %500, label %495

495:                                              ; preds = %492
  %496 = load ptr, ptr %29, align 8, !tbaa !16
  %497 = ptrtoint ptr %496 to i64
  %498 = ptrtoint ptr %493 to i64
  %499 = sub i64 %497, %498
  call void @_ZdlPvm(ptr noundef nonnull %493, i64 noundef %499) #16
  br label %500

500:                                              ; preds = %495, %492
  %501 = load ptr, ptr %12, align 8, !tbaa !11
  %502 = icmp eq ptr %501, null
  br i1 %502, label %508, label %503

503:                                              ; preds = %500
  %504 = load ptr, ptr %19, align 8, !tbaa !16
  %505 = ptrtoint ptr %504 to i64
  %506 = ptrtoint ptr %501 to i64
  %507 = sub i64 %505, %506
  call void @_ZdlPvm(ptr noundef nonnull %501, i64 noundef %507) #16
  br label %508

508:                                              ; preds = %500, %503
  %509 = icmp ne i32 %408, 0
  %510 = zext i1 %509 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #17
  ret i32 %510

511:                                              ; preds = %368
  %512 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %16) #17
  br label %513

513:                                              ; preds = %378, %366, %511
  %514 = phi { ptr, i32 } [ %512, %511 ], [ %379, %378 ], [ %367, %366 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #17
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #17
  br label %515

515:                                              ; preds = %376, %352, %513
  %516 = phi { ptr, i32 } [ %514, %513 ], [ %377, %376 ], [ %353, %352 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #17
  br label %517

517:                                              ; preds = %340, %342, %515
  %518 = phi { ptr, i32 } [ %516, %515 ], [ %343, %342 ], [ %341, %340 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #17
  br label %519

519:                                              ; preds = %517, %210, %208, %55
  %520 = phi { ptr, i32 } [ %56, %55 ], [ %518, %517 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %13) #17
  br label %521

521:                                              ; preds = %53, %39, %519
  %522 = phi { ptr, i32 } [ %520, %519 ], [ %54, %53 ], [ %40, %39 ]
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
