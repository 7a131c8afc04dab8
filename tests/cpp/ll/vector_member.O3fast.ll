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
define dso_local noundef nofpclass(nan inf) double @_Z3runP4CellPKdi(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 personality ptr @__gxx_personality_v0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = zext nneg i32 %2 to i64
  br label %66

8:                                                ; preds = %114
  %9 = ptrtoint ptr %117 to i64
  br label %10

10:                                               ; preds = %8, %3
  %11 = phi i64 [ 0, %3 ], [ %9, %8 ]
  %12 = phi ptr [ null, %3 ], [ %119, %8 ]
  %13 = phi double [ 0.000000e+00, %3 ], [ %124, %8 ]
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  %17 = load ptr, ptr %16, align 8, !tbaa !5
  %18 = icmp eq ptr %15, %17
  br i1 %18, label %142, label %19

19:                                               ; preds = %10
  %20 = ptrtoint ptr %17 to i64
  %21 = ptrtoint ptr %15 to i64
  %22 = add i64 %20, -8
  %23 = sub i64 %22, %21
  %24 = lshr i64 %23, 3
  %25 = add nuw nsw i64 %24, 1
  %26 = icmp ult i64 %23, 120
  br i1 %26, label %27, label %30

27:                                               ; preds = %60, %19
  %28 = phi double [ %13, %19 ], [ %64, %60 ]
  %29 = phi ptr [ %15, %19 ], [ %33, %60 ]
  br label %149

30:                                               ; preds = %19
  %31 = and i64 %25, 4611686018427387888
  %32 = shl i64 %31, 3
  %33 = getelementptr i8, ptr %15, i64 %32
  %34 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %13, i64 0
  br label %35

35:                                               ; preds = %35, %30
  %36 = phi i64 [ 0, %30 ], [ %58, %35 ]
  %37 = phi <4 x double> [ %34, %30 ], [ %54, %35 ]
  %38 = phi <4 x double> [ zeroinitializer, %30 ], [ %55, %35 ]
  %39 = phi <4 x double> [ zeroinitializer, %30 ], [ %56, %35 ]
  %40 = phi <4 x double> [ zeroinitializer, %30 ], [ %57, %35 ]
  %41 = shl i64 %36, 3
  %42 = getelementptr i8, ptr %15, i64 %41
  %43 = getelementptr i8, ptr %42, i64 32
  %44 = getelementptr i8, ptr %42, i64 64
  %45 = getelementptr i8, ptr %42, i64 96
  %46 = load <4 x double>, ptr %42, align 8, !tbaa !9
  %47 = load <4 x double>, ptr %43, align 8, !tbaa !9
  %48 = load <4 x double>, ptr %44, align 8, !tbaa !9
  %49 = load <4 x double>, ptr %45, align 8, !tbaa !9
  %50 = fmul fast <4 x double> %46, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %51 = fmul fast <4 x double> %47, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %52 = fmul fast <4 x double> %48, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %53 = fmul fast <4 x double> %49, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %54 = fadd fast <4 x double> %50, %37
  %55 = fadd fast <4 x double> %51, %38
  %56 = fadd fast <4 x double> %52, %39
  %57 = fadd fast <4 x double> %53, %40
  %58 = add nuw i64 %36, 16
  %59 = icmp eq i64 %58, %31
  br i1 %59, label %60, label %35, !llvm.loop !11

60:                                               ; preds = %35
  %61 = fadd fast <4 x double> %55, %54
  %62 = fadd fast <4 x double> %56, %61
  %63 = fadd fast <4 x double> %57, %62
  %64 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %63)
  %65 = icmp eq i64 %25, %31
  br i1 %65, label %142, label %27

66:                                               ; preds = %5, %114
  %67 = phi i64 [ 0, %5 ], [ %125, %114 ]
  %68 = phi double [ 0.000000e+00, %5 ], [ %124, %114 ]
  %69 = phi ptr [ null, %5 ], [ %119, %114 ]
  %70 = phi ptr [ null, %5 ], [ %120, %114 ]
  %71 = phi ptr [ null, %5 ], [ %117, %114 ]
  %72 = getelementptr inbounds double, ptr %1, i64 %67
  %73 = load double, ptr %72, align 8, !tbaa !9
  invoke void @_ZN4Cell4stepEd(ptr noundef nonnull align 8 dereferenceable(72) %0, double noundef nofpclass(nan inf) %73)
          to label %74 unwind label %127

74:                                               ; preds = %66
  %75 = load ptr, ptr %6, align 8, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = load double, ptr %72, align 8, !tbaa !9
  %79 = fmul fast double %78, %77
  %80 = icmp eq ptr %70, %71
  br i1 %80, label %82, label %81

81:                                               ; preds = %74
  store double %79, ptr %70, align 8, !tbaa !9
  br label %114

82:                                               ; preds = %74
  %83 = ptrtoint ptr %70 to i64
  %84 = ptrtoint ptr %69 to i64
  %85 = sub i64 %83, %84
  %86 = icmp eq i64 %85, 9223372036854775800
  br i1 %86, label %87, label %89

87:                                               ; preds = %82
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #13
          to label %88 unwind label %131

88:                                               ; preds = %87
  unreachable

89:                                               ; preds = %82
  %90 = ashr exact i64 %85, 3
  %91 = tail call i64 @llvm.umax.i64(i64 %90, i64 1)
  %92 = add nsw i64 %91, %90
  %93 = icmp ult i64 %92, %90
  %94 = tail call i64 @llvm.umin.i64(i64 %92, i64 1152921504606846975)
  %95 = select i1 %93, i64 1152921504606846975, i64 %94
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %89
  %98 = shl nuw nsw i64 %95, 3
  %99 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %98) #14
          to label %100 unwind label %129

100:                                              ; preds = %97, %89
  %101 = phi ptr [ null, %89 ], [ %99, %97 ]
  %102 = getelementptr inbounds double, ptr %101, i64 %90
  store double %79, ptr %102, align 8, !tbaa !9
  %103 = icmp sgt i64 %85, 0
  br i1 %103, label %104, label %105

104:                                              ; preds = %100
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %101, ptr align 8 %69, i64 %85, i1 false)
  br label %105

105:                                              ; preds = %104, %100
  %106 = getelementptr inbounds i8, ptr %101, i64 %85
  %107 = icmp eq ptr %69, null
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  tail call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef %85) #15
  %109 = load ptr, ptr %6, align 8, !tbaa !14
  br label %110

110:                                              ; preds = %108, %105
  %111 = phi ptr [ %109, %108 ], [ %75, %105 ]
  %112 = getelementptr inbounds double, ptr %101, i64 %95
  %113 = load double, ptr %106, align 8, !tbaa !9
  br label %114

114:                                              ; preds = %110, %81
  %115 = phi double [ %113, %110 ], [ %79, %81 ]
  %116 = phi ptr [ %111, %110 ], [ %75, %81 ]
  %117 = phi ptr [ %112, %110 ], [ %71, %81 ]
  %118 = phi ptr [ %106, %110 ], [ %70, %81 ]
  %119 = phi ptr [ %101, %110 ], [ %69, %81 ]
  %120 = getelementptr inbounds i8, ptr %118, i64 8
  %121 = load double, ptr %116, align 8, !tbaa !9
  %122 = fmul fast double %121, %121
  %123 = fadd fast double %115, %68
  %124 = fadd fast double %123, %122
  %125 = add nuw nsw i64 %67, 1
  %126 = icmp eq i64 %125, %7
  br i1 %126, label %8, label %66, !llvm.loop !16

127:                                              ; preds = %66
  %128 = landingpad { ptr, i32 }
          cleanup
  br label %133

129:                                              ; preds = %97
  %130 = landingpad { ptr, i32 }
          cleanup
  br label %133

131:                                              ; preds = %87
  %132 = landingpad { ptr, i32 }
          cleanup
  br label %133

133:                                              ; preds = %129, %131, %127
  %134 = phi ptr [ %71, %127 ], [ %70, %129 ], [ %70, %131 ]
  %135 = phi { ptr, i32 } [ %128, %127 ], [ %130, %129 ], [ %132, %131 ]
  %136 = icmp eq ptr %69, null
  br i1 %136, label %141, label %137

137:                                              ; preds = %133
  %138 = ptrtoint ptr %134 to i64
  %139 = ptrtoint ptr %69 to i64
  %140 = sub i64 %138, %139
  tail call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef %140) #15
  br label %141

141:                                              ; preds = %133, %137
  resume { ptr, i32 } %135

142:                                              ; preds = %149, %60, %10
  %143 = phi double [ %13, %10 ], [ %64, %60 ], [ %154, %149 ]
  %144 = icmp eq ptr %12, null
  br i1 %144, label %148, label %145

145:                                              ; preds = %142
  %146 = ptrtoint ptr %12 to i64
  %147 = sub i64 %11, %146
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i64 noundef %147) #15
  br label %148

148:                                              ; preds = %142, %145
  ret double %143

149:                                              ; preds = %27, %149
  %150 = phi double [ %154, %149 ], [ %28, %27 ]
  %151 = phi ptr [ %155, %149 ], [ %29, %27 ]
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fmul fast double %152, 5.000000e-01
  %154 = fadd fast double %153, %150
  %155 = getelementptr inbounds i8, ptr %151, i64 8
  %156 = icmp eq ptr %155, %17
  br i1 %156, label %142, label %149, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4Cell4stepEd(ptr noundef nonnull align 8 dereferenceable(72) %0, double noundef nofpclass(nan inf) %1) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = load ptr, ptr %3, align 8, !tbaa !14
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 3
  %11 = icmp ugt i64 %10, 1152921504606846975
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.5) #13
  unreachable

13:                                               ; preds = %2
  %14 = icmp eq ptr %5, %6
  br i1 %14, label %35, label %15

15:                                               ; preds = %13
  %16 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #14
  %17 = getelementptr i8, ptr %16, i64 %9
  store double 0.000000e+00, ptr %16, align 8, !tbaa !9
  %18 = getelementptr i8, ptr %16, i64 8
  %19 = icmp eq i64 %9, 8
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = add nsw i64 %9, -8
  tail call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 %21, i1 false), !tbaa !9
  br label %22

22:                                               ; preds = %20, %15
  %23 = phi ptr [ %17, %20 ], [ %18, %15 ]
  %24 = load ptr, ptr %0, align 8, !tbaa !14
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !19
  %27 = ptrtoint ptr %26 to i64
  %28 = ptrtoint ptr %24 to i64
  %29 = sub i64 %27, %28
  %30 = ashr exact i64 %29, 3
  %31 = tail call i64 @llvm.umax.i64(i64 %10, i64 1)
  %32 = icmp ult i64 %10, 16
  %33 = and i64 %31, 1152921504606846960
  %34 = icmp eq i64 %10, %33
  br label %82

35:                                               ; preds = %220, %13
  %36 = phi ptr [ null, %13 ], [ %23, %220 ]
  %37 = phi ptr [ null, %13 ], [ %16, %220 ]
  %38 = phi ptr [ null, %13 ], [ %17, %220 ]
  %39 = getelementptr inbounds i8, ptr %0, i64 40
  %40 = load ptr, ptr %39, align 8, !tbaa !20
  store ptr %37, ptr %3, align 8, !tbaa !14
  store ptr %36, ptr %4, align 8, !tbaa !19
  store ptr %38, ptr %39, align 8, !tbaa !20
  %41 = getelementptr inbounds i8, ptr %0, i64 48
  %42 = getelementptr inbounds i8, ptr %0, i64 56
  %43 = load ptr, ptr %42, align 8, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %0, i64 64
  %45 = load ptr, ptr %44, align 8, !tbaa !20
  %46 = icmp eq ptr %43, %45
  br i1 %46, label %50, label %47

47:                                               ; preds = %35
  %48 = load double, ptr %37, align 8, !tbaa !9
  store double %48, ptr %43, align 8, !tbaa !9
  %49 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr %49, ptr %42, align 8, !tbaa !19
  br label %240

50:                                               ; preds = %35
  %51 = load ptr, ptr %41, align 8, !tbaa !5
  %52 = ptrtoint ptr %43 to i64
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %52, %53
  %55 = icmp eq i64 %54, 9223372036854775800
  br i1 %55, label %56, label %58

56:                                               ; preds = %50
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #13
          to label %57 unwind label %246

57:                                               ; preds = %56
  unreachable

58:                                               ; preds = %50
  %59 = ashr exact i64 %54, 3
  %60 = tail call i64 @llvm.umax.i64(i64 %59, i64 1)
  %61 = add nsw i64 %60, %59
  %62 = icmp ult i64 %61, %59
  %63 = tail call i64 @llvm.umin.i64(i64 %61, i64 1152921504606846975)
  %64 = select i1 %62, i64 1152921504606846975, i64 %63
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %69, label %66

66:                                               ; preds = %58
  %67 = shl nuw nsw i64 %64, 3
  %68 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %67) #14
          to label %69 unwind label %246

69:                                               ; preds = %66, %58
  %70 = phi ptr [ null, %58 ], [ %68, %66 ]
  %71 = getelementptr inbounds double, ptr %70, i64 %59
  %72 = load double, ptr %37, align 8, !tbaa !9
  store double %72, ptr %71, align 8, !tbaa !9
  %73 = icmp sgt i64 %54, 0
  br i1 %73, label %74, label %75

74:                                               ; preds = %69
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %70, ptr align 8 %51, i64 %54, i1 false)
  br label %75

75:                                               ; preds = %74, %69
  %76 = getelementptr inbounds i8, ptr %70, i64 %54
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = icmp eq ptr %51, null
  br i1 %78, label %80, label %79

79:                                               ; preds = %75
  tail call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %54) #15
  br label %80

80:                                               ; preds = %79, %75
  store ptr %70, ptr %41, align 8, !tbaa !14
  store ptr %77, ptr %42, align 8, !tbaa !19
  %81 = getelementptr inbounds double, ptr %70, i64 %64
  store ptr %81, ptr %44, align 8, !tbaa !20
  br label %240

82:                                               ; preds = %22, %220
  %83 = phi i64 [ 0, %22 ], [ %224, %220 ]
  %84 = getelementptr inbounds double, ptr %24, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = fmul fast double %85, %1
  br i1 %32, label %87, label %90

87:                                               ; preds = %215, %82
  %88 = phi i64 [ 0, %82 ], [ %33, %215 ]
  %89 = phi double [ %86, %82 ], [ %219, %215 ]
  br label %226

90:                                               ; preds = %82
  %91 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %86, i64 0
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i64 [ 0, %90 ], [ %213, %92 ]
  %94 = phi <4 x double> [ %91, %90 ], [ %209, %92 ]
  %95 = phi <4 x double> [ zeroinitializer, %90 ], [ %210, %92 ]
  %96 = phi <4 x double> [ zeroinitializer, %90 ], [ %211, %92 ]
  %97 = phi <4 x double> [ zeroinitializer, %90 ], [ %212, %92 ]
  %98 = or disjoint i64 %93, 1
  %99 = or disjoint i64 %93, 2
  %100 = or disjoint i64 %93, 3
  %101 = or disjoint i64 %93, 4
  %102 = or disjoint i64 %93, 5
  %103 = or disjoint i64 %93, 6
  %104 = or disjoint i64 %93, 7
  %105 = or disjoint i64 %93, 8
  %106 = or disjoint i64 %93, 9
  %107 = or disjoint i64 %93, 10
  %108 = or disjoint i64 %93, 11
  %109 = or disjoint i64 %93, 12
  %110 = or disjoint i64 %93, 13
  %111 = or disjoint i64 %93, 14
  %112 = or disjoint i64 %93, 15
  %113 = add i64 %93, %83
  %114 = add i64 %98, %83
  %115 = add i64 %99, %83
  %116 = add i64 %100, %83
  %117 = add i64 %101, %83
  %118 = add i64 %102, %83
  %119 = add i64 %103, %83
  %120 = add i64 %104, %83
  %121 = add i64 %105, %83
  %122 = add i64 %106, %83
  %123 = add i64 %107, %83
  %124 = add i64 %108, %83
  %125 = add i64 %109, %83
  %126 = add i64 %110, %83
  %127 = add i64 %111, %83
  %128 = add i64 %112, %83
  %129 = urem i64 %113, %30
  %130 = urem i64 %114, %30
  %131 = urem i64 %115, %30
  %132 = urem i64 %116, %30
  %133 = urem i64 %117, %30
  %134 = urem i64 %118, %30
  %135 = urem i64 %119, %30
  %136 = urem i64 %120, %30
  %137 = urem i64 %121, %30
  %138 = urem i64 %122, %30
  %139 = urem i64 %123, %30
  %140 = urem i64 %124, %30
  %141 = urem i64 %125, %30
  %142 = urem i64 %126, %30
  %143 = urem i64 %127, %30
  %144 = urem i64 %128, %30
  %145 = getelementptr inbounds double, ptr %24, i64 %129
  %146 = getelementptr inbounds double, ptr %24, i64 %130
  %147 = getelementptr inbounds double, ptr %24, i64 %131
  %148 = getelementptr inbounds double, ptr %24, i64 %132
  %149 = getelementptr inbounds double, ptr %24, i64 %133
  %150 = getelementptr inbounds double, ptr %24, i64 %134
  %151 = getelementptr inbounds double, ptr %24, i64 %135
  %152 = getelementptr inbounds double, ptr %24, i64 %136
  %153 = getelementptr inbounds double, ptr %24, i64 %137
  %154 = getelementptr inbounds double, ptr %24, i64 %138
  %155 = getelementptr inbounds double, ptr %24, i64 %139
  %156 = getelementptr inbounds double, ptr %24, i64 %140
  %157 = getelementptr inbounds double, ptr %24, i64 %141
  %158 = getelementptr inbounds double, ptr %24, i64 %142
  %159 = getelementptr inbounds double, ptr %24, i64 %143
  %160 = getelementptr inbounds double, ptr %24, i64 %144
  %161 = load double, ptr %145, align 8, !tbaa !9
  %162 = load double, ptr %146, align 8, !tbaa !9
  %163 = load double, ptr %147, align 8, !tbaa !9
  %164 = load double, ptr %148, align 8, !tbaa !9
  %165 = insertelement <4 x double> poison, double %161, i64 0
  %166 = insertelement <4 x double> %165, double %162, i64 1
  %167 = insertelement <4 x double> %166, double %163, i64 2
  %168 = insertelement <4 x double> %167, double %164, i64 3
  %169 = load double, ptr %149, align 8, !tbaa !9
  %170 = load double, ptr %150, align 8, !tbaa !9
  %171 = load double, ptr %151, align 8, !tbaa !9
  %172 = load double, ptr %152, align 8, !tbaa !9
  %173 = insertelement <4 x double> poison, double %169, i64 0
  %174 = insertelement <4 x double> %173, double %170, i64 1
  %175 = insertelement <4 x double> %174, double %171, i64 2
  %176 = insertelement <4 x double> %175, double %172, i64 3
  %177 = load double, ptr %153, align 8, !tbaa !9
  %178 = load double, ptr %154, align 8, !tbaa !9
  %179 = load double, ptr %155, align 8, !tbaa !9
  %180 = load double, ptr %156, align 8, !tbaa !9
  %181 = insertelement <4 x double> poison, double %177, i64 0
  %182 = insertelement <4 x double> %181, double %178, i64 1
  %183 = insertelement <4 x double> %182, double %179, i64 2
  %184 = insertelement <4 x double> %183, double %180, i64 3
  %185 = load double, ptr %157, align 8, !tbaa !9
  %186 = load double, ptr %158, align 8, !tbaa !9
  %187 = load double, ptr %159, align 8, !tbaa !9
  %188 = load double, ptr %160, align 8, !tbaa !9
  %189 = insertelement <4 x double> poison, double %185, i64 0
  %190 = insertelement <4 x double> %189, double %186, i64 1
  %191 = insertelement <4 x double> %190, double %187, i64 2
  %192 = insertelement <4 x double> %191, double %188, i64 3
  %193 = fmul fast <4 x double> %168, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %194 = fmul fast <4 x double> %176, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %195 = fmul fast <4 x double> %184, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %196 = fmul fast <4 x double> %192, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %197 = getelementptr inbounds double, ptr %6, i64 %93
  %198 = getelementptr inbounds i8, ptr %197, i64 32
  %199 = getelementptr inbounds i8, ptr %197, i64 64
  %200 = getelementptr inbounds i8, ptr %197, i64 96
  %201 = load <4 x double>, ptr %197, align 8, !tbaa !9
  %202 = load <4 x double>, ptr %198, align 8, !tbaa !9
  %203 = load <4 x double>, ptr %199, align 8, !tbaa !9
  %204 = load <4 x double>, ptr %200, align 8, !tbaa !9
  %205 = fmul fast <4 x double> %193, %201
  %206 = fmul fast <4 x double> %194, %202
  %207 = fmul fast <4 x double> %195, %203
  %208 = fmul fast <4 x double> %196, %204
  %209 = fadd fast <4 x double> %205, %94
  %210 = fadd fast <4 x double> %206, %95
  %211 = fadd fast <4 x double> %207, %96
  %212 = fadd fast <4 x double> %208, %97
  %213 = add nuw i64 %93, 16
  %214 = icmp eq i64 %213, %33
  br i1 %214, label %215, label %92, !llvm.loop !21

215:                                              ; preds = %92
  %216 = fadd fast <4 x double> %210, %209
  %217 = fadd fast <4 x double> %211, %216
  %218 = fadd fast <4 x double> %212, %217
  %219 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %218)
  br i1 %34, label %220, label %87

220:                                              ; preds = %226, %215
  %221 = phi double [ %219, %215 ], [ %237, %226 ]
  %222 = tail call fast double @llvm.tanh.f64(double %221)
  %223 = getelementptr inbounds double, ptr %16, i64 %83
  store double %222, ptr %223, align 8, !tbaa !9
  %224 = add nuw i64 %83, 1
  %225 = icmp eq i64 %224, %31
  br i1 %225, label %35, label %82, !llvm.loop !22

226:                                              ; preds = %87, %226
  %227 = phi i64 [ %238, %226 ], [ %88, %87 ]
  %228 = phi double [ %237, %226 ], [ %89, %87 ]
  %229 = add i64 %227, %83
  %230 = urem i64 %229, %30
  %231 = getelementptr inbounds double, ptr %24, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fmul fast double %232, 3.000000e-01
  %234 = getelementptr inbounds double, ptr %6, i64 %227
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = fmul fast double %233, %235
  %237 = fadd fast double %236, %228
  %238 = add nuw i64 %227, 1
  %239 = icmp eq i64 %238, %31
  br i1 %239, label %220, label %226, !llvm.loop !23

240:                                              ; preds = %80, %47
  %241 = icmp eq ptr %6, null
  br i1 %241, label %245, label %242

242:                                              ; preds = %240
  %243 = ptrtoint ptr %40 to i64
  %244 = sub i64 %243, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %244) #15
  br label %245

245:                                              ; preds = %240, %242
  ret void

246:                                              ; preds = %66, %56
  %247 = landingpad { ptr, i32 }
          cleanup
  %248 = icmp eq ptr %6, null
  br i1 %248, label %252, label %249

249:                                              ; preds = %246
  %250 = ptrtoint ptr %40 to i64
  %251 = sub i64 %250, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %251) #15
  br label %252

252:                                              ; preds = %249, %246
  resume { ptr, i32 } %247
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.xs, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.tx, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #16
  %17 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
  store ptr %17, ptr %12, align 8, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %18, ptr %19, align 8, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %12, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, i8 0, i64 24, i1 false)
  store ptr %18, ptr %20, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %12, i64 24
  %22 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %27 unwind label %25

23:                                               ; preds = %516, %25
  %24 = phi { ptr, i32 } [ %26, %25 ], [ %517, %516 ]
  resume { ptr, i32 } %24

25:                                               ; preds = %0
  %26 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef 24) #15
  br label %23

27:                                               ; preds = %0
  store ptr %22, ptr %21, align 8, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %22, i64 24
  %29 = getelementptr inbounds i8, ptr %12, i64 40
  store ptr %28, ptr %29, align 8, !tbaa !20
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, i8 0, i64 24, i1 false), !tbaa !9
  %30 = getelementptr inbounds i8, ptr %12, i64 32
  store ptr %28, ptr %30, align 8, !tbaa !19
  %31 = getelementptr inbounds i8, ptr %12, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %31, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %13) #16
  %32 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %33 unwind label %53

33:                                               ; preds = %27
  store ptr %32, ptr %13, align 8, !tbaa !14
  %34 = getelementptr inbounds i8, ptr %32, i64 24
  %35 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %34, ptr %35, align 8, !tbaa !20
  %36 = getelementptr inbounds i8, ptr %13, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %32, i8 0, i64 24, i1 false)
  store ptr %34, ptr %36, align 8, !tbaa !19
  %37 = getelementptr inbounds i8, ptr %13, i64 24
  %38 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %41 unwind label %39

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef 24) #15
  br label %516

41:                                               ; preds = %33
  store ptr %38, ptr %37, align 8, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %38, i64 24
  %43 = getelementptr inbounds i8, ptr %13, i64 40
  store ptr %42, ptr %43, align 8, !tbaa !20
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %38, i8 0, i64 24, i1 false), !tbaa !9
  %44 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %42, ptr %44, align 8, !tbaa !19
  %45 = getelementptr inbounds i8, ptr %13, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %45, i8 0, i64 24, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false), !tbaa !9
  %46 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %47 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  %48 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runP4CellPKdi, i32 noundef %46, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %46, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %47, i32 noundef 4)
          to label %49 unwind label %55

49:                                               ; preds = %41
  %50 = load double, ptr %9, align 16, !tbaa !9
  %51 = fadd fast double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %9, align 16, !tbaa !9
  %52 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %57 unwind label %207

53:                                               ; preds = %27
  %54 = landingpad { ptr, i32 }
          cleanup
  br label %516

55:                                               ; preds = %41
  %56 = landingpad { ptr, i32 }
          cleanup
  br label %514

57:                                               ; preds = %49
  %58 = fadd fast double %50, 0xBEB0C6F7A0B5ED8D
  store double %58, ptr %9, align 16, !tbaa !9
  %59 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %60 unwind label %209

60:                                               ; preds = %57
  store double %50, ptr %9, align 16, !tbaa !9
  %61 = load double, ptr %10, align 16, !tbaa !9
  %62 = fsub fast double %52, %59
  %63 = fmul fast double %62, 5.000000e+05
  %64 = call fast double @llvm.fabs.f64(double %63)
  %65 = call fast double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %61, ptr %8, align 8, !tbaa !9
  %66 = load volatile double, ptr %8, align 8, !tbaa !9
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %68, label %80, label %69

69:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %63, ptr %7, align 8, !tbaa !9
  %70 = load volatile double, ptr %7, align 8, !tbaa !9
  %71 = call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %72, label %80, label %73

73:                                               ; preds = %69
  %74 = fsub fast double %61, %63
  %75 = call fast double @llvm.fabs.f64(double %74)
  %76 = fmul fast double %65, 1.000000e-05
  %77 = fcmp fast ole double %75, %76
  %78 = select i1 %77, ptr @.str.8, ptr @.str.9
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %61, double noundef nofpclass(nan inf) %63, ptr noundef nonnull %78)
  br i1 %77, label %85, label %82

80:                                               ; preds = %69, %60
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %61, double noundef nofpclass(nan inf) %63, ptr noundef nonnull @.str.9)
  br label %82

82:                                               ; preds = %80, %73
  %83 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %85

85:                                               ; preds = %82, %73
  %86 = load double, ptr %11, align 16, !tbaa !9
  %87 = load double, ptr %10, align 16, !tbaa !9
  %88 = fmul fast double %87, %86
  %89 = getelementptr inbounds i8, ptr %9, i64 8
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = fadd fast double %90, 0x3EB0C6F7A0B5ED8D
  store double %91, ptr %89, align 8, !tbaa !9
  %92 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %93 unwind label %207

93:                                               ; preds = %85
  %94 = fadd fast double %90, 0xBEB0C6F7A0B5ED8D
  store double %94, ptr %89, align 8, !tbaa !9
  %95 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %96 unwind label %209

96:                                               ; preds = %93
  store double %90, ptr %89, align 8, !tbaa !9
  %97 = getelementptr inbounds i8, ptr %10, i64 8
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fsub fast double %92, %95
  %100 = fmul fast double %99, 5.000000e+05
  %101 = call fast double @llvm.fabs.f64(double %100)
  %102 = call fast double @llvm.maxnum.f64(double %101, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %98, ptr %8, align 8, !tbaa !9
  %103 = load volatile double, ptr %8, align 8, !tbaa !9
  %104 = call double @llvm.fabs.f64(double %103)
  %105 = fcmp ueq double %104, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %105, label %117, label %106

106:                                              ; preds = %96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %100, ptr %7, align 8, !tbaa !9
  %107 = load volatile double, ptr %7, align 8, !tbaa !9
  %108 = call double @llvm.fabs.f64(double %107)
  %109 = fcmp ueq double %108, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %109, label %117, label %110

110:                                              ; preds = %106
  %111 = fsub fast double %98, %100
  %112 = call fast double @llvm.fabs.f64(double %111)
  %113 = fmul fast double %102, 1.000000e-05
  %114 = fcmp fast ole double %112, %113
  %115 = select i1 %114, ptr @.str.8, ptr @.str.9
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %100, ptr noundef nonnull %115)
  br i1 %114, label %122, label %119

117:                                              ; preds = %106, %96
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %98, double noundef nofpclass(nan inf) %100, ptr noundef nonnull @.str.9)
  br label %119

119:                                              ; preds = %117, %110
  %120 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %122

122:                                              ; preds = %119, %110
  %123 = getelementptr inbounds i8, ptr %11, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = load double, ptr %97, align 8, !tbaa !9
  %126 = fmul fast double %125, %124
  %127 = fadd fast double %126, %88
  %128 = getelementptr inbounds i8, ptr %9, i64 16
  %129 = load double, ptr %128, align 16, !tbaa !9
  %130 = fadd fast double %129, 0x3EB0C6F7A0B5ED8D
  store double %130, ptr %128, align 16, !tbaa !9
  %131 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %132 unwind label %207

132:                                              ; preds = %122
  %133 = fadd fast double %129, 0xBEB0C6F7A0B5ED8D
  store double %133, ptr %128, align 16, !tbaa !9
  %134 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %135 unwind label %209

135:                                              ; preds = %132
  store double %129, ptr %128, align 16, !tbaa !9
  %136 = getelementptr inbounds i8, ptr %10, i64 16
  %137 = load double, ptr %136, align 16, !tbaa !9
  %138 = fsub fast double %131, %134
  %139 = fmul fast double %138, 5.000000e+05
  %140 = call fast double @llvm.fabs.f64(double %139)
  %141 = call fast double @llvm.maxnum.f64(double %140, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %137, ptr %8, align 8, !tbaa !9
  %142 = load volatile double, ptr %8, align 8, !tbaa !9
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fcmp ueq double %143, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %144, label %156, label %145

145:                                              ; preds = %135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %139, ptr %7, align 8, !tbaa !9
  %146 = load volatile double, ptr %7, align 8, !tbaa !9
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = fcmp ueq double %147, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %148, label %156, label %149

149:                                              ; preds = %145
  %150 = fsub fast double %137, %139
  %151 = call fast double @llvm.fabs.f64(double %150)
  %152 = fmul fast double %141, 1.000000e-05
  %153 = fcmp fast ole double %151, %152
  %154 = select i1 %153, ptr @.str.8, ptr @.str.9
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %139, ptr noundef nonnull %154)
  br i1 %153, label %161, label %158

156:                                              ; preds = %145, %135
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %139, ptr noundef nonnull @.str.9)
  br label %158

158:                                              ; preds = %156, %149
  %159 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %161

161:                                              ; preds = %158, %149
  %162 = getelementptr inbounds i8, ptr %11, i64 16
  %163 = load double, ptr %162, align 16, !tbaa !9
  %164 = load double, ptr %136, align 16, !tbaa !9
  %165 = fmul fast double %164, %163
  %166 = fadd fast double %165, %127
  %167 = getelementptr inbounds i8, ptr %9, i64 24
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = fadd fast double %168, 0x3EB0C6F7A0B5ED8D
  store double %169, ptr %167, align 8, !tbaa !9
  %170 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %171 unwind label %207

171:                                              ; preds = %161
  %172 = fadd fast double %168, 0xBEB0C6F7A0B5ED8D
  store double %172, ptr %167, align 8, !tbaa !9
  %173 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull @__const.main.w, ptr noundef nonnull %9)
          to label %174 unwind label %209

174:                                              ; preds = %171
  store double %168, ptr %167, align 8, !tbaa !9
  %175 = getelementptr inbounds i8, ptr %10, i64 24
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = fsub fast double %170, %173
  %178 = fmul fast double %177, 5.000000e+05
  %179 = call fast double @llvm.fabs.f64(double %178)
  %180 = call fast double @llvm.maxnum.f64(double %179, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %176, ptr %8, align 8, !tbaa !9
  %181 = load volatile double, ptr %8, align 8, !tbaa !9
  %182 = call double @llvm.fabs.f64(double %181)
  %183 = fcmp ueq double %182, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %183, label %195, label %184

184:                                              ; preds = %174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %178, ptr %7, align 8, !tbaa !9
  %185 = load volatile double, ptr %7, align 8, !tbaa !9
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = fcmp ueq double %186, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %187, label %195, label %188

188:                                              ; preds = %184
  %189 = fsub fast double %176, %178
  %190 = call fast double @llvm.fabs.f64(double %189)
  %191 = fmul fast double %180, 1.000000e-05
  %192 = fcmp fast ole double %190, %191
  %193 = select i1 %192, ptr @.str.8, ptr @.str.9
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %176, double noundef nofpclass(nan inf) %178, ptr noundef nonnull %193)
  br i1 %192, label %200, label %197

195:                                              ; preds = %184, %174
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %176, double noundef nofpclass(nan inf) %178, ptr noundef nonnull @.str.9)
  br label %197

197:                                              ; preds = %195, %188
  %198 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %200

200:                                              ; preds = %197, %188
  %201 = getelementptr inbounds i8, ptr %11, i64 24
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = load double, ptr %175, align 8, !tbaa !9
  %204 = fmul fast double %203, %202
  %205 = fadd fast double %204, %166
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false)
  store double 4.000010e-01, ptr %14, align 16, !tbaa !9
  %206 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %225 unwind label %336

207:                                              ; preds = %49, %85, %122, %161
  %208 = landingpad { ptr, i32 }
          cleanup
  br label %514

209:                                              ; preds = %57, %93, %132, %171
  %210 = landingpad { ptr, i32 }
          cleanup
  br label %514

211:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 7.000000e+00, ptr %5, align 8, !tbaa !9
  %212 = load volatile double, ptr %5, align 8, !tbaa !9
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ueq double %213, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %214, label %220, label %215

215:                                              ; preds = %211
  %216 = fadd fast double %332, -7.000000e+00
  %217 = fcmp fast oeq double %216, 0.000000e+00
  %218 = select i1 %217, ptr @.str.8, ptr @.str.9
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %332, double noundef nofpclass(nan inf) 7.000000e+00, ptr noundef nonnull %218)
  br i1 %217, label %340, label %222

220:                                              ; preds = %211, %317
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %332, double noundef nofpclass(nan inf) 7.000000e+00, ptr noundef nonnull @.str.9)
  br label %222

222:                                              ; preds = %220, %215
  %223 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %340

225:                                              ; preds = %200
  store double 0x3FD9999567DBB16D, ptr %14, align 16, !tbaa !9
  %226 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %227 unwind label %338

227:                                              ; preds = %225
  store double 4.000000e-01, ptr %14, align 16, !tbaa !9
  %228 = load ptr, ptr %13, align 8, !tbaa !14
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = fsub fast double %206, %226
  %231 = fmul fast double %230, 5.000000e+05
  %232 = call fast double @llvm.fabs.f64(double %231)
  %233 = call fast double @llvm.maxnum.f64(double %232, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %229, ptr %4, align 8, !tbaa !9
  %234 = load volatile double, ptr %4, align 8, !tbaa !9
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = fcmp ueq double %235, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %236, label %248, label %237

237:                                              ; preds = %227
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %231, ptr %3, align 8, !tbaa !9
  %238 = load volatile double, ptr %3, align 8, !tbaa !9
  %239 = call double @llvm.fabs.f64(double %238)
  %240 = fcmp ueq double %239, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %240, label %248, label %241

241:                                              ; preds = %237
  %242 = fsub fast double %229, %231
  %243 = call fast double @llvm.fabs.f64(double %242)
  %244 = fmul fast double %233, 1.000000e-05
  %245 = fcmp fast ole double %243, %244
  %246 = select i1 %245, ptr @.str.8, ptr @.str.9
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %229, double noundef nofpclass(nan inf) %231, ptr noundef nonnull %246)
  br i1 %245, label %253, label %250

248:                                              ; preds = %237, %227
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %229, double noundef nofpclass(nan inf) %231, ptr noundef nonnull @.str.9)
  br label %250

250:                                              ; preds = %248, %241
  %251 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %253

253:                                              ; preds = %250, %241
  %254 = getelementptr inbounds i8, ptr %14, i64 8
  store double 0xBFE666644D87724F, ptr %254, align 8, !tbaa !9
  %255 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %256 unwind label %336

256:                                              ; preds = %253
  store double -7.000010e-01, ptr %254, align 8, !tbaa !9
  %257 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %258 unwind label %338

258:                                              ; preds = %256
  store double 0xBFE6666666666666, ptr %254, align 8, !tbaa !9
  %259 = load ptr, ptr %13, align 8, !tbaa !14
  %260 = getelementptr inbounds i8, ptr %259, i64 8
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = fsub fast double %255, %257
  %263 = fmul fast double %262, 5.000000e+05
  %264 = call fast double @llvm.fabs.f64(double %263)
  %265 = call fast double @llvm.maxnum.f64(double %264, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %261, ptr %4, align 8, !tbaa !9
  %266 = load volatile double, ptr %4, align 8, !tbaa !9
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = fcmp ueq double %267, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %268, label %280, label %269

269:                                              ; preds = %258
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %263, ptr %3, align 8, !tbaa !9
  %270 = load volatile double, ptr %3, align 8, !tbaa !9
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = fcmp ueq double %271, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %272, label %280, label %273

273:                                              ; preds = %269
  %274 = fsub fast double %261, %263
  %275 = call fast double @llvm.fabs.f64(double %274)
  %276 = fmul fast double %265, 1.000000e-05
  %277 = fcmp fast ole double %275, %276
  %278 = select i1 %277, ptr @.str.8, ptr @.str.9
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %261, double noundef nofpclass(nan inf) %263, ptr noundef nonnull %278)
  br i1 %277, label %285, label %282

280:                                              ; preds = %269, %258
  %281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %261, double noundef nofpclass(nan inf) %263, ptr noundef nonnull @.str.9)
  br label %282

282:                                              ; preds = %280, %273
  %283 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %285

285:                                              ; preds = %282, %273
  %286 = getelementptr inbounds i8, ptr %14, i64 16
  store double 9.000010e-01, ptr %286, align 16, !tbaa !9
  %287 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %288 unwind label %336

288:                                              ; preds = %285
  store double 0x3FECCCCAB3EDD8B6, ptr %286, align 16, !tbaa !9
  %289 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr noundef nonnull %14, ptr noundef nonnull %9)
          to label %290 unwind label %338

290:                                              ; preds = %288
  store double 9.000000e-01, ptr %286, align 16, !tbaa !9
  %291 = load ptr, ptr %13, align 8, !tbaa !14
  %292 = getelementptr inbounds i8, ptr %291, i64 16
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = fsub fast double %287, %289
  %295 = fmul fast double %294, 5.000000e+05
  %296 = call fast double @llvm.fabs.f64(double %295)
  %297 = call fast double @llvm.maxnum.f64(double %296, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %293, ptr %4, align 8, !tbaa !9
  %298 = load volatile double, ptr %4, align 8, !tbaa !9
  %299 = call double @llvm.fabs.f64(double %298)
  %300 = fcmp ueq double %299, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %300, label %312, label %301

301:                                              ; preds = %290
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %295, ptr %3, align 8, !tbaa !9
  %302 = load volatile double, ptr %3, align 8, !tbaa !9
  %303 = call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %304, label %312, label %305

305:                                              ; preds = %301
  %306 = fsub fast double %293, %295
  %307 = call fast double @llvm.fabs.f64(double %306)
  %308 = fmul fast double %297, 1.000000e-05
  %309 = fcmp fast ole double %307, %308
  %310 = select i1 %309, ptr @.str.8, ptr @.str.9
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %293, double noundef nofpclass(nan inf) %295, ptr noundef nonnull %310)
  br i1 %309, label %317, label %314

312:                                              ; preds = %301, %290
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %293, double noundef nofpclass(nan inf) %295, ptr noundef nonnull @.str.9)
  br label %314

314:                                              ; preds = %312, %305
  %315 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %317

317:                                              ; preds = %314, %305
  %318 = getelementptr inbounds i8, ptr %13, i64 56
  %319 = load ptr, ptr %318, align 8, !tbaa !19
  %320 = load ptr, ptr %45, align 8, !tbaa !14
  %321 = ptrtoint ptr %319 to i64
  %322 = ptrtoint ptr %320 to i64
  %323 = sub i64 %321, %322
  %324 = ashr exact i64 %323, 3
  %325 = load ptr, ptr %44, align 8, !tbaa !19
  %326 = load ptr, ptr %37, align 8, !tbaa !14
  %327 = ptrtoint ptr %325 to i64
  %328 = ptrtoint ptr %326 to i64
  %329 = sub i64 %327, %328
  %330 = ashr exact i64 %329, 3
  %331 = add nsw i64 %330, %324
  %332 = uitofp i64 %331 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %332, ptr %6, align 8, !tbaa !9
  %333 = load volatile double, ptr %6, align 8, !tbaa !9
  %334 = call double @llvm.fabs.f64(double %333)
  %335 = fcmp ueq double %334, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %335, label %220, label %211

336:                                              ; preds = %200, %253, %285
  %337 = landingpad { ptr, i32 }
          cleanup
  br label %512

338:                                              ; preds = %225, %256, %288
  %339 = landingpad { ptr, i32 }
          cleanup
  br label %512

340:                                              ; preds = %222, %215
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15) #16
  %341 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %342 unwind label %372

342:                                              ; preds = %340
  store ptr %341, ptr %15, align 8, !tbaa !14
  %343 = getelementptr inbounds i8, ptr %341, i64 24
  %344 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %343, ptr %344, align 8, !tbaa !20
  %345 = getelementptr inbounds i8, ptr %15, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %341, i8 0, i64 24, i1 false)
  store ptr %343, ptr %345, align 8, !tbaa !19
  %346 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %346, i8 0, i64 24, i1 false)
  %347 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %350 unwind label %348

348:                                              ; preds = %342
  %349 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %341, i64 noundef 24) #15
  br label %510

350:                                              ; preds = %342
  store ptr %347, ptr %346, align 8, !tbaa !14
  %351 = getelementptr inbounds i8, ptr %347, i64 24
  %352 = getelementptr inbounds i8, ptr %15, i64 40
  store ptr %351, ptr %352, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %347, i8 0, i64 24, i1 false), !tbaa !9
  %353 = getelementptr inbounds i8, ptr %15, i64 32
  store ptr %351, ptr %353, align 8, !tbaa !19
  %354 = getelementptr inbounds i8, ptr %15, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %354, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16) #16
  %355 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %356 unwind label %374

356:                                              ; preds = %350
  store ptr %355, ptr %16, align 8, !tbaa !14
  %357 = getelementptr inbounds i8, ptr %355, i64 24
  %358 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %357, ptr %358, align 8, !tbaa !20
  %359 = getelementptr inbounds i8, ptr %16, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %355, i8 0, i64 24, i1 false)
  store ptr %357, ptr %359, align 8, !tbaa !19
  %360 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %360, i8 0, i64 24, i1 false)
  %361 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %364 unwind label %362

362:                                              ; preds = %356
  %363 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %355, i64 noundef 24) #15
  br label %508

364:                                              ; preds = %356
  store ptr %361, ptr %360, align 8, !tbaa !14
  %365 = getelementptr inbounds i8, ptr %361, i64 24
  %366 = getelementptr inbounds i8, ptr %16, i64 40
  store ptr %365, ptr %366, align 8, !tbaa !20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %361, i8 0, i64 24, i1 false), !tbaa !9
  %367 = getelementptr inbounds i8, ptr %16, i64 32
  store ptr %365, ptr %367, align 8, !tbaa !19
  %368 = getelementptr inbounds i8, ptr %16, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %368, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %341, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.w, i64 24, i1 false), !tbaa !9
  %369 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %370 = load i32, ptr @enzyme_const, align 4, !tbaa !24
  %371 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runP4CellPKdi, i32 noundef %369, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %369, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %370, i32 noundef 4)
          to label %376 unwind label %506

372:                                              ; preds = %340
  %373 = landingpad { ptr, i32 }
          cleanup
  br label %510

374:                                              ; preds = %350
  %375 = landingpad { ptr, i32 }
          cleanup
  br label %508

376:                                              ; preds = %364
  %377 = call fast double @llvm.fabs.f64(double %205)
  %378 = call fast double @llvm.maxnum.f64(double %377, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %371, ptr %2, align 8, !tbaa !9
  %379 = load volatile double, ptr %2, align 8, !tbaa !9
  %380 = call double @llvm.fabs.f64(double %379)
  %381 = fcmp ueq double %380, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %381, label %395, label %382

382:                                              ; preds = %376
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %205, ptr %1, align 8, !tbaa !9
  %383 = load volatile double, ptr %1, align 8, !tbaa !9
  %384 = call double @llvm.fabs.f64(double %383)
  %385 = fcmp ueq double %384, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %385, label %395, label %386

386:                                              ; preds = %382
  %387 = fsub fast double %371, %205
  %388 = call fast double @llvm.fabs.f64(double %387)
  %389 = fmul fast double %378, 1.000000e-09
  %390 = fcmp fast ole double %388, %389
  %391 = select i1 %390, ptr @.str.8, ptr @.str.9
  %392 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %371, double noundef nofpclass(nan inf) %205, ptr noundef nonnull %391)
  br i1 %390, label %393, label %397

393:                                              ; preds = %386
  %394 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %400

395:                                              ; preds = %382, %376
  %396 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %371, double noundef nofpclass(nan inf) %205, ptr noundef nonnull @.str.9)
  br label %397

397:                                              ; preds = %395, %386
  %398 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %400

400:                                              ; preds = %393, %397
  %401 = phi i32 [ %394, %393 ], [ %399, %397 ]
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %401)
  %403 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %404 = load ptr, ptr %368, align 8, !tbaa !14
  %405 = icmp eq ptr %404, null
  br i1 %405, label %412, label %406

406:                                              ; preds = %400
  %407 = getelementptr inbounds i8, ptr %16, i64 64
  %408 = load ptr, ptr %407, align 8, !tbaa !20
  %409 = ptrtoint ptr %408 to i64
  %410 = ptrtoint ptr %404 to i64
  %411 = sub i64 %409, %410
  call void @_ZdlPvm(ptr noundef nonnull %404, i64 noundef %411) #15
  br label %412

412:                                              ; preds = %406, %400
  %413 = load ptr, ptr %360, align 8, !tbaa !14
  %414 = icmp eq ptr %413, null
  br i1 %414, label %420, label %415

415:                                              ; preds = %412
  %416 = load ptr, ptr %366, align 8, !tbaa !20
  %417 = ptrtoint ptr %416 to i64
  %418 = ptrtoint ptr %413 to i64
  %419 = sub i64 %417, %418
  call void @_ZdlPvm(ptr noundef nonnull %413, i64 noundef %419) #15
  br label %420

420:                                              ; preds = %415, %412
  %421 = load ptr, ptr %16, align 8, !tbaa !14
  %422 = icmp eq ptr %421, null
  br i1 %422, label %428, label %423

423:                                              ; preds = %420
  %424 = load ptr, ptr %358, align 8, !tbaa !20
  %425 = ptrtoint ptr %424 to i64
  %426 = ptrtoint ptr %421 to i64
  %427 = sub i64 %425, %426
  call void @_ZdlPvm(ptr noundef nonnull %421, i64 noundef %427) #15
  br label %428

428:                                              ; preds = %420, %423
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #16
  %429 = load ptr, ptr %354, align 8, !tbaa !14
  %430 = icmp eq ptr %429, null
  br i1 %430, label %437, label %431

431:                                              ; preds = %428
  %432 = getelementptr inbounds i8, ptr %15, i64 64
  %433 = load ptr, ptr %432, align 8, !tbaa !20
  %434 = ptrtoint ptr %433 to i64
  %435 = ptrtoint ptr %429 to i64
  %436 = sub i64 %434, %435
  call void @_ZdlPvm(ptr noundef nonnull %429, i64 noundef %436) #15
  br label %437

437:                                              ; preds = %431, %428
  %438 = load ptr, ptr %346, align 8, !tbaa !14
  %439 = icmp eq ptr %438, null
  br i1 %439, label %445, label %440

440:                                              ; preds = %437
  %441 = load ptr, ptr %352, align 8, !tbaa !20
  %442 = ptrtoint ptr %441 to i64
  %443 = ptrtoint ptr %438 to i64
  %444 = sub i64 %442, %443
  call void @_ZdlPvm(ptr noundef nonnull %438, i64 noundef %444) #15
  br label %445

445:                                              ; preds = %440, %437
  %446 = load ptr, ptr %15, align 8, !tbaa !14
  %447 = icmp eq ptr %446, null
  br i1 %447, label %453, label %448

448:                                              ; preds = %445
  %449 = load ptr, ptr %344, align 8, !tbaa !20
  %450 = ptrtoint ptr %449 to i64
  %451 = ptrtoint ptr %446 to i64
  %452 = sub i64 %450, %451
  call void @_ZdlPvm(ptr noundef nonnull %446, i64 noundef %452) #15
  br label %453

453:                                              ; preds = %445, %448
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #16
  %454 = load ptr, ptr %45, align 8, !tbaa !14
  %455 = icmp eq ptr %454, null
  br i1 %455, label %462, label %456

456:                                              ; preds = %453
  %457 = getelementptr inbounds i8, ptr %13, i64 64
  %458 = load ptr, ptr %457, align 8, !tbaa !20
  %459 = ptrtoint ptr %458 to i64
  %460 = ptrtoint ptr %454 to i64
  %461 = sub i64 %459, %460
  call void @_ZdlPvm(ptr noundef nonnull %454, i64 noundef %461) #15
  br label %462

462:                                              ; preds = %456, %453
  %463 = load ptr, ptr %37, align 8, !tbaa !14
  %464 = icmp eq ptr %463, null
  br i1 %464, label %470, label %465

465:                                              ; preds = %462
  %466 = load ptr, ptr %43, align 8, !tbaa !20
  %467 = ptrtoint ptr %466 to i64
  %468 = ptrtoint ptr %463 to i64
  %469 = sub i64 %467, %468
  call void @_ZdlPvm(ptr noundef nonnull %463, i64 noundef %469) #15
  br label %470

470:                                              ; preds = %465, %462
  %471 = load ptr, ptr %13, align 8, !tbaa !14
  %472 = icmp eq ptr %471, null
  br i1 %472, label %478, label %473

473:                                              ; preds = %470
  %474 = load ptr, ptr %35, align 8, !tbaa !20
  %475 = ptrtoint ptr %474 to i64
  %476 = ptrtoint ptr %471 to i64
  %477 = sub i64 %475, %476
  call void @_ZdlPvm(ptr noundef nonnull %471, i64 noundef %477) #15
  br label %478

478:                                              ; preds = %470, %473
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #16
  %479 = load ptr, ptr %31, align 8, !tbaa !14
  %480 = icmp eq ptr %479, null
  br i1 %480, label %487, label %481

481:                                              ; preds = %478
  %482 = getelementptr inbounds i8, ptr %12, i64 64
  %483 = load ptr, ptr %482, align 8, !tbaa !20
  %484 = ptrtoint ptr %483 to i64
  %485 = ptrtoint ptr %479 to i64
  %486 = sub i64 %484, %485
  call void @_ZdlPvm(ptr noundef nonnull %479, i64 noundef %486) #15
  br label %487

487:                                              ; preds = %481, %478
  %488 = load ptr, ptr %21, align 8, !tbaa !14
  %489 = icmp eq ptr %488, null
  br i1 %489, label %495, label %490

490:                                              ; preds = %487
  %491 = load ptr, ptr %29, align 8, !tbaa !20
  %492 = ptrtoint ptr %491 to i64
  %493 = ptrtoint ptr %488 to i64
  %494 = sub i64 %492, %493
  call void @_ZdlPvm(ptr noundef nonnull %488, i64 noundef %494) #15
  br label %495

495:                                              ; preds = %490, %487
  %496 = load ptr, ptr %12, align 8, !tbaa !14
  %497 = icmp eq ptr %496, null
  br i1 %497, label %503, label %498

498:                                              ; preds = %495
  %499 = load ptr, ptr %19, align 8, !tbaa !20
  %500 = ptrtoint ptr %499 to i64
  %501 = ptrtoint ptr %496 to i64
  %502 = sub i64 %500, %501
  call void @_ZdlPvm(ptr noundef nonnull %496, i64 noundef %502) #15
  br label %503

503:                                              ; preds = %495, %498
  %504 = icmp ne i32 %403, 0
  %505 = zext i1 %504 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #16
  ret i32 %505

506:                                              ; preds = %364
  %507 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %16) #16
  br label %508

508:                                              ; preds = %374, %362, %506
  %509 = phi { ptr, i32 } [ %507, %506 ], [ %375, %374 ], [ %363, %362 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16) #16
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #16
  br label %510

510:                                              ; preds = %372, %348, %508
  %511 = phi { ptr, i32 } [ %509, %508 ], [ %373, %372 ], [ %349, %348 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15) #16
  br label %512

512:                                              ; preds = %336, %338, %510
  %513 = phi { ptr, i32 } [ %511, %510 ], [ %339, %338 ], [ %337, %336 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #16
  br label %514

514:                                              ; preds = %512, %209, %207, %55
  %515 = phi { ptr, i32 } [ %56, %55 ], [ %513, %512 ], [ %210, %209 ], [ %208, %207 ]
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %13) #16
  br label %516

516:                                              ; preds = %53, %39, %514
  %517 = phi { ptr, i32 } [ %515, %514 ], [ %54, %53 ], [ %40, %39 ]
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %13) #16
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #16
  br label %23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef nofpclass(nan inf) double @_ZL5freshPKdS0_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %struct.Cell, align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #16
  %4 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
  store ptr %4, ptr %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %4, i64 24
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %5, ptr %6, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  store ptr %5, ptr %7, align 8, !tbaa !19
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #14
          to label %14 unwind label %12

10:                                               ; preds = %46, %12
  %11 = phi { ptr, i32 } [ %13, %12 ], [ %47, %46 ]
  resume { ptr, i32 } %11

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %4, i64 noundef 24) #15
  br label %10

14:                                               ; preds = %2
  store ptr %9, ptr %8, align 8, !tbaa !14
  %15 = getelementptr inbounds i8, ptr %9, i64 24
  %16 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %15, ptr %16, align 8, !tbaa !20
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false), !tbaa !9
  %17 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %15, ptr %17, align 8, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %18, i8 0, i64 24, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) %0, i64 24, i1 false), !tbaa !9
  %19 = invoke noundef nofpclass(nan inf) double @_Z3runP4CellPKdi(ptr noundef nonnull %3, ptr noundef %1, i32 noundef 4)
          to label %20 unwind label %46

20:                                               ; preds = %14
  %21 = load ptr, ptr %18, align 8, !tbaa !14
  %22 = icmp eq ptr %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, ptr %3, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !20
  %26 = ptrtoint ptr %25 to i64
  %27 = ptrtoint ptr %21 to i64
  %28 = sub i64 %26, %27
  call void @_ZdlPvm(ptr noundef nonnull %21, i64 noundef %28) #15
  br label %29

29:                                               ; preds = %23, %20
  %30 = load ptr, ptr %8, align 8, !tbaa !14
  %31 = icmp eq ptr %30, null
  br i1 %31, label %37, label %32

32:                                               ; preds = %29
  %33 = load ptr, ptr %16, align 8, !tbaa !20
  %34 = ptrtoint ptr %33 to i64
  %35 = ptrtoint ptr %30 to i64
  %36 = sub i64 %34, %35
  call void @_ZdlPvm(ptr noundef nonnull %30, i64 noundef %36) #15
  br label %37

37:                                               ; preds = %32, %29
  %38 = load ptr, ptr %3, align 8, !tbaa !14
  %39 = icmp eq ptr %38, null
  br i1 %39, label %45, label %40

40:                                               ; preds = %37
  %41 = load ptr, ptr %6, align 8, !tbaa !20
  %42 = ptrtoint ptr %41 to i64
  %43 = ptrtoint ptr %38 to i64
  %44 = sub i64 %42, %43
  call void @_ZdlPvm(ptr noundef nonnull %38, i64 noundef %44) #15
  br label %45

45:                                               ; preds = %37, %40
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #16
  ret double %19

46:                                               ; preds = %14
  %47 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %3) #16
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #16
  br label %10
}

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4CellD2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !20
  %8 = ptrtoint ptr %7 to i64
  %9 = ptrtoint ptr %3 to i64
  %10 = sub i64 %8, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef %10) #15
  br label %11

11:                                               ; preds = %1, %5
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = ptrtoint ptr %17 to i64
  %19 = ptrtoint ptr %13 to i64
  %20 = sub i64 %18, %19
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %20) #15
  br label %21

21:                                               ; preds = %11, %15
  %22 = load ptr, ptr %0, align 8, !tbaa !14
  %23 = icmp eq ptr %22, null
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !20
  %27 = ptrtoint ptr %26 to i64
  %28 = ptrtoint ptr %22 to i64
  %29 = sub i64 %27, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %22, i64 noundef %29) #15
  br label %30

30:                                               ; preds = %21, %24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }
attributes #16 = { nounwind }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !6, i64 0}
!15 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !13, !12}
!19 = !{!15, !6, i64 8}
!20 = !{!15, !6, i64 16}
!21 = distinct !{!21, !17, !12, !13}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17, !13, !12}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !7, i64 0}
