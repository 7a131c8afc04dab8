; ModuleID = 'sized.cpp'
source_filename = "sized.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::allocator" = type { i8 }

$_ZNSt6vectorIdSaIdEEC2IN9__gnu_cxx17__normal_iteratorIPdS1_EEvEET_S7_RKS0_ = comdat any

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

$_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc = comdat any

$_ZNSt15__new_allocatorIdE8allocateEmPKv = comdat any

$_ZNSt6vectorIdSaIdEE19_M_range_initializeIN9__gnu_cxx17__normal_iteratorIPdS1_EEEEvT_S7_St20forward_iterator_tag = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"sized.x\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sized.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"sized: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress optsize uwtable
define dso_local noundef double @_Z6spreadPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector", align 8
  %4 = alloca double, align 8
  %5 = alloca %"class.std::vector", align 8
  %6 = alloca %"class.std::allocator", align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  %7 = icmp sgt i32 %1, 0
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  br i1 %7, label %11, label %9

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !5
  br label %74

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  %13 = zext nneg i32 %1 to i64
  br label %53

14:                                               ; preds = %69
  %15 = load ptr, ptr %3, align 8, !tbaa !5
  %16 = load ptr, ptr %8, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = icmp eq ptr %15, %16
  br i1 %18, label %49, label %19

19:                                               ; preds = %14
  %20 = ptrtoint ptr %16 to i64
  %21 = ptrtoint ptr %15 to i64
  %22 = sub i64 %20, %21
  %23 = ashr exact i64 %22, 3
  %24 = call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %23, i1 true)
  %25 = shl nuw nsw i64 %24, 1
  %26 = xor i64 %25, 126
  call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %15, ptr %16, i64 noundef %26) #18
  %27 = icmp sgt i64 %22, 128
  br i1 %27, label %28, label %48

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %15, i64 128
  call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_"(ptr %15, ptr nonnull %29) #18
  %30 = icmp eq ptr %29, %16
  br i1 %30, label %49, label %31

31:                                               ; preds = %28, %44
  %32 = phi ptr [ %46, %44 ], [ %29, %28 ]
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %32, i64 -8
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fcmp olt double %33, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %31, %37
  %38 = phi double [ %42, %37 ], [ %35, %31 ]
  %39 = phi ptr [ %41, %37 ], [ %34, %31 ]
  %40 = phi ptr [ %39, %37 ], [ %32, %31 ]
  store double %38, ptr %40, align 8, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %39, i64 -8
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fcmp olt double %33, %42
  br i1 %43, label %37, label %44, !llvm.loop !11

44:                                               ; preds = %37, %31
  %45 = phi ptr [ %32, %31 ], [ %39, %37 ]
  store double %33, ptr %45, align 8, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %32, i64 8
  %47 = icmp eq ptr %46, %16
  br i1 %47, label %49, label %31, !llvm.loop !13

48:                                               ; preds = %19
  call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_"(ptr %15, ptr %16) #18
  br label %49

49:                                               ; preds = %44, %14, %28, %48
  %50 = load ptr, ptr %3, align 8, !tbaa !5
  br i1 %7, label %51, label %74

51:                                               ; preds = %49
  %52 = zext nneg i32 %1 to i64
  br label %79

53:                                               ; preds = %11, %69
  %54 = phi i64 [ 0, %11 ], [ %70, %69 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17
  %55 = getelementptr inbounds double, ptr %0, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = call double @sin(double noundef %56) #19
  %58 = trunc nuw nsw i64 %54 to i32
  %59 = uitofp nneg i32 %58 to double
  %60 = fmul double %59, 1.000000e-01
  %61 = load double, ptr %55, align 8, !tbaa !9
  %62 = call double @llvm.fmuladd.f64(double %60, double %61, double %57)
  store double %62, ptr %4, align 8, !tbaa !9
  %63 = load ptr, ptr %8, align 8, !tbaa !5
  %64 = load ptr, ptr %12, align 8, !tbaa !14
  %65 = icmp eq ptr %63, %64
  br i1 %65, label %68, label %66

66:                                               ; preds = %53
  store double %62, ptr %63, align 8, !tbaa !9
  %67 = getelementptr inbounds i8, ptr %63, i64 8
  store ptr %67, ptr %8, align 8, !tbaa !16
  br label %69

68:                                               ; preds = %53
  invoke void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr %63, ptr noundef nonnull align 8 dereferenceable(8) %4) #18
          to label %69 unwind label %72

69:                                               ; preds = %66, %68
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  %70 = add nuw nsw i64 %54, 1
  %71 = icmp eq i64 %70, %13
  br i1 %71, label %14, label %53, !llvm.loop !17

72:                                               ; preds = %68
  %73 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  br label %128

74:                                               ; preds = %79, %9, %49
  %75 = phi ptr [ %50, %49 ], [ %10, %9 ], [ %50, %79 ]
  %76 = phi ptr [ %17, %49 ], [ %8, %9 ], [ %17, %79 ]
  %77 = phi double [ 0.000000e+00, %49 ], [ 0.000000e+00, %9 ], [ %88, %79 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #17
  %78 = load ptr, ptr %76, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #17
  invoke void @_ZNSt6vectorIdSaIdEEC2IN9__gnu_cxx17__normal_iteratorIPdS1_EEvEET_S7_RKS0_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr %75, ptr %78, ptr noundef nonnull align 1 dereferenceable(1) %6) #18
          to label %90 unwind label %126

79:                                               ; preds = %51, %79
  %80 = phi i64 [ 0, %51 ], [ %82, %79 ]
  %81 = phi double [ 0.000000e+00, %51 ], [ %88, %79 ]
  %82 = add nuw nsw i64 %80, 1
  %83 = trunc nuw nsw i64 %82 to i32
  %84 = uitofp nneg i32 %83 to double
  %85 = getelementptr inbounds double, ptr %50, i64 %80
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fmul double %86, %84
  %88 = call double @llvm.fmuladd.f64(double %87, double %86, double %81)
  %89 = icmp eq i64 %82, %52
  br i1 %89, label %74, label %79, !llvm.loop !18

90:                                               ; preds = %74
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #17
  %91 = sdiv i32 %1, 2
  %92 = sext i32 %91 to i64
  %93 = load ptr, ptr %5, align 8, !tbaa !19
  %94 = getelementptr inbounds double, ptr %93, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = load double, ptr %93, align 8, !tbaa !9
  %97 = load ptr, ptr %3, align 8, !tbaa !5
  %98 = load ptr, ptr %76, align 8, !tbaa !5
  %99 = icmp eq ptr %97, %98
  br i1 %99, label %107, label %100

100:                                              ; preds = %90, %100
  %101 = phi double [ %104, %100 ], [ 0.000000e+00, %90 ]
  %102 = phi ptr [ %105, %100 ], [ %97, %90 ]
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = fadd double %101, %103
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = icmp eq ptr %105, %98
  br i1 %106, label %107, label %100, !llvm.loop !20

107:                                              ; preds = %100, %90
  %108 = phi double [ 0.000000e+00, %90 ], [ %104, %100 ]
  %109 = getelementptr inbounds i8, ptr %5, i64 16
  %110 = load ptr, ptr %109, align 8, !tbaa !14
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %93 to i64
  %113 = sub i64 %111, %112
  call void @_ZdlPvm(ptr noundef nonnull %93, i64 noundef %113) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #17
  %114 = load ptr, ptr %3, align 8, !tbaa !19
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %107
  %117 = getelementptr inbounds i8, ptr %3, i64 16
  %118 = load ptr, ptr %117, align 8, !tbaa !14
  %119 = ptrtoint ptr %118 to i64
  %120 = ptrtoint ptr %114 to i64
  %121 = sub i64 %119, %120
  call void @_ZdlPvm(ptr noundef nonnull %114, i64 noundef %121) #20
  br label %122

122:                                              ; preds = %107, %116
  %123 = fmul double %95, 5.000000e-01
  %124 = call double @llvm.fmuladd.f64(double %123, double %96, double %77)
  %125 = fadd double %124, %108
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #17
  ret double %125

126:                                              ; preds = %74
  %127 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #17
  br label %128

128:                                              ; preds = %126, %72
  %129 = phi { ptr, i32 } [ %73, %72 ], [ %127, %126 ]
  %130 = load ptr, ptr %3, align 8, !tbaa !19
  %131 = icmp eq ptr %130, null
  br i1 %131, label %138, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds i8, ptr %3, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !14
  %135 = ptrtoint ptr %134 to i64
  %136 = ptrtoint ptr %130 to i64
  %137 = sub i64 %135, %136
  call void @_ZdlPvm(ptr noundef nonnull %130, i64 noundef %137) #20
  br label %138

138:                                              ; preds = %128, %132
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #17
  resume { ptr, i32 } %129
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind optsize willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2IN9__gnu_cxx17__normal_iteratorIPdS1_EEvEET_S7_RKS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr %2, ptr noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  invoke void @_ZNSt6vectorIdSaIdEE19_M_range_initializeIN9__gnu_cxx17__normal_iteratorIPdS1_EEEEvT_S7_St20forward_iterator_tag(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr %2) #18
          to label %5 unwind label %6

5:                                                ; preds = %4
  ret void

6:                                                ; preds = %4
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = load ptr, ptr %0, align 8, !tbaa !19
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = ptrtoint ptr %12 to i64
  %14 = ptrtoint ptr %8 to i64
  %15 = sub i64 %13, %14
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %15) #20
  br label %16

16:                                               ; preds = %6, %10
  resume { ptr, i32 } %7
}

; Function Attrs: mustprogress norecurse optsize uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #17
  store <2 x double> <double 5.000000e-01, double -3.000000e-01>, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 1.200000e+00, double 8.000000e-01>, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store double -1.100000e+00, ptr %5, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #17
  store <2 x double> <double 3.000000e-01, double -1.100000e+00>, ptr %3, align 16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FE6666666666666>, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %3, i64 32
  store double 4.000000e-01, ptr %7, align 16
  %8 = load i32, ptr @enzyme_dup, align 4, !tbaa !21
  %9 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  %10 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %8, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %9, i32 noundef 5) #18
  br label %11

11:                                               ; preds = %11, %0
  %12 = phi i64 [ 0, %0 ], [ %30, %11 ]
  %13 = phi double [ 0.000000e+00, %0 ], [ %29, %11 ]
  %14 = getelementptr inbounds double, ptr %1, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = fadd double %15, 0x3EB0C6F7A0B5ED8D
  store double %16, ptr %14, align 8, !tbaa !9
  %17 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %1, i32 noundef 5) #18
  %18 = fadd double %15, 0xBEB0C6F7A0B5ED8D
  store double %18, ptr %14, align 8, !tbaa !9
  %19 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %1, i32 noundef 5) #18
  store double %15, ptr %14, align 8, !tbaa !9
  %20 = trunc nuw nsw i64 %12 to i32
  %21 = uitofp nneg i32 %20 to double
  %22 = getelementptr inbounds double, ptr %2, i64 %12
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fsub double %17, %19
  %25 = fdiv double %24, 2.000000e-06
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str, double noundef %21, double noundef %23, double noundef %25, double noundef 1.000000e-05) #18
  %26 = getelementptr inbounds double, ptr %3, i64 %12
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = load double, ptr %22, align 8, !tbaa !9
  %29 = call double @llvm.fmuladd.f64(double %27, double %28, double %13)
  %30 = add nuw nsw i64 %12, 1
  %31 = icmp eq i64 %30, 5
  br i1 %31, label %32, label %11, !llvm.loop !23

32:                                               ; preds = %11
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !21
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  %35 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %33, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %34, i32 noundef 5) #18
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %35, double noundef %29, double noundef 1.000000e-09) #18
  %36 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !21
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36) #18
  %38 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !21
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #17
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #17
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #17
  ret i32 %40
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: optsize
declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: optsize
declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nounwind optsize uwtable
define internal fastcc void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #7 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call double @llvm.fabs.f64(double %3)
  %9 = fcmp ogt double %8, 1.000000e+00
  %10 = select i1 %9, double %8, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %2, ptr %7, align 8, !tbaa !9
  %11 = load volatile double, ptr %7, align 8, !tbaa !9
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ueq double %12, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %13, label %25, label %14

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3, ptr %6, align 8, !tbaa !9
  %15 = load volatile double, ptr %6, align 8, !tbaa !9
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fcmp ueq double %16, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = fsub double %2, %3
  %20 = tail call double @llvm.fabs.f64(double %19)
  %21 = fmul double %10, %4
  %22 = fcmp ole double %20, %21
  %23 = select i1 %22, ptr @.str.4, ptr @.str.5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr noundef nonnull %23) #18
  br i1 %22, label %30, label %27

25:                                               ; preds = %5, %14
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr noundef nonnull @.str.5) #18
  br label %27

27:                                               ; preds = %25, %18
  %28 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !21
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @_ZL6n_fail, align 4, !tbaa !21
  br label %30

30:                                               ; preds = %27, %18
  ret void
}

; Function Attrs: nofree nounwind optsize
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nobuiltin nounwind optsize
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #0 comdat align 2 {
  %4 = tail call noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef 1, ptr noundef nonnull @.str.6) #18
  %5 = load ptr, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = ptrtoint ptr %1 to i64
  %9 = ptrtoint ptr %5 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = icmp eq i64 %4, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %3
  %14 = tail call noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %4, ptr noundef null) #18
  br label %15

15:                                               ; preds = %3, %13
  %16 = phi ptr [ %14, %13 ], [ null, %3 ]
  %17 = getelementptr inbounds double, ptr %16, i64 %11
  %18 = load double, ptr %2, align 8, !tbaa !9
  store double %18, ptr %17, align 8, !tbaa !9
  %19 = icmp sgt i64 %10, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %16, ptr align 8 %5, i64 %10, i1 false)
  br label %21

21:                                               ; preds = %15, %20
  %22 = getelementptr inbounds i8, ptr %16, i64 %10
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = ptrtoint ptr %7 to i64
  %25 = sub i64 %24, %8
  %26 = icmp sgt i64 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %21
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %23, ptr align 8 %1, i64 %25, i1 false)
  br label %28

28:                                               ; preds = %21, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 16
  %30 = icmp eq ptr %5, null
  br i1 %30, label %35, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %29, align 8, !tbaa !14
  %33 = ptrtoint ptr %32 to i64
  %34 = sub i64 %33, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef %34) #20
  br label %35

35:                                               ; preds = %28, %31
  %36 = getelementptr inbounds i8, ptr %23, i64 %25
  store ptr %16, ptr %0, align 8, !tbaa !19
  store ptr %36, ptr %6, align 8, !tbaa !16
  %37 = getelementptr inbounds double, ptr %16, i64 %4
  store ptr %37, ptr %29, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress optsize uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = load ptr, ptr %0, align 8, !tbaa !19
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 3
  %11 = sub nsw i64 1152921504606846975, %10
  %12 = icmp ult i64 %11, %1
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef %2) #21
  unreachable

14:                                               ; preds = %3
  %15 = tail call i64 @llvm.umax.i64(i64 %10, i64 %1)
  %16 = add nsw i64 %15, %10
  %17 = icmp ult i64 %16, %10
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 1152921504606846975)
  %19 = select i1 %17, i64 1152921504606846975, i64 %18
  ret i64 %19
}

; Function Attrs: noreturn optsize
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress optsize uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #0 comdat align 2 {
  %4 = icmp ugt i64 %1, 1152921504606846975
  br i1 %4, label %5, label %9, !prof !24

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 2305843009213693951
  br i1 %6, label %7, label %8

7:                                                ; preds = %5
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #21
  unreachable

8:                                                ; preds = %5
  tail call void @_ZSt17__throw_bad_allocv() #21
  unreachable

9:                                                ; preds = %3
  %10 = shl nuw nsw i64 %1, 3
  %11 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #22
  ret ptr %11
}

; Function Attrs: noreturn optsize
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #10

; Function Attrs: noreturn optsize
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #10

; Function Attrs: nobuiltin optsize allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress nofree nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #13 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %5, %4
  %7 = ashr exact i64 %6, 3
  %8 = icmp sgt i64 %7, 16
  br i1 %8, label %9, label %90

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %14, label %37

12:                                               ; preds = %85
  %13 = icmp eq i64 %41, 0
  br i1 %13, label %14, label %37, !llvm.loop !25

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %7, %9 ], [ %88, %12 ]
  %16 = phi i64 [ %6, %9 ], [ %87, %12 ]
  %17 = phi ptr [ %1, %9 ], [ %73, %12 ]
  %18 = add nsw i64 %15, -2
  %19 = lshr i64 %18, 1
  br label %20

20:                                               ; preds = %20, %14
  %21 = phi i64 [ %19, %14 ], [ %25, %20 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !9
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_SE_T1_T2_"(ptr %0, i64 noundef %21, i64 noundef %15, double noundef %23) #18
  %24 = icmp eq i64 %21, 0
  %25 = add nsw i64 %21, -1
  br i1 %24, label %26, label %20, !llvm.loop !26

26:                                               ; preds = %20
  %27 = icmp sgt i64 %16, 8
  br i1 %27, label %28, label %90

28:                                               ; preds = %26, %28
  %29 = phi ptr [ %30, %28 ], [ %17, %26 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 -8
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = load double, ptr %0, align 8, !tbaa !9
  store double %32, ptr %30, align 8, !tbaa !9
  %33 = ptrtoint ptr %30 to i64
  %34 = sub i64 %33, %4
  %35 = ashr exact i64 %34, 3
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_SE_T1_T2_"(ptr nonnull %0, i64 noundef 0, i64 noundef %35, double noundef %31) #18
  %36 = icmp sgt i64 %34, 8
  br i1 %36, label %28, label %90, !llvm.loop !27

37:                                               ; preds = %9, %12
  %38 = phi ptr [ %73, %12 ], [ %1, %9 ]
  %39 = phi i64 [ %41, %12 ], [ %2, %9 ]
  %40 = phi i64 [ %88, %12 ], [ %7, %9 ]
  %41 = add nsw i64 %39, -1
  %42 = lshr i64 %40, 1
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = getelementptr inbounds i8, ptr %38, i64 -8
  %45 = load double, ptr %10, align 8, !tbaa !9
  %46 = load double, ptr %43, align 8, !tbaa !9
  %47 = fcmp olt double %45, %46
  %48 = load double, ptr %44, align 8, !tbaa !9
  br i1 %47, label %49, label %58

49:                                               ; preds = %37
  %50 = fcmp olt double %46, %48
  br i1 %50, label %51, label %53

51:                                               ; preds = %49
  %52 = load double, ptr %0, align 8, !tbaa !9
  store double %46, ptr %0, align 8, !tbaa !9
  store double %52, ptr %43, align 8, !tbaa !9
  br label %67

53:                                               ; preds = %49
  %54 = fcmp olt double %45, %48
  %55 = load double, ptr %0, align 8, !tbaa !9
  br i1 %54, label %56, label %57

56:                                               ; preds = %53
  store double %48, ptr %0, align 8, !tbaa !9
  store double %55, ptr %44, align 8, !tbaa !9
  br label %67

57:                                               ; preds = %53
  store double %45, ptr %0, align 8, !tbaa !9
  store double %55, ptr %10, align 8, !tbaa !9
  br label %67

58:                                               ; preds = %37
  %59 = fcmp olt double %45, %48
  br i1 %59, label %60, label %62

60:                                               ; preds = %58
  %61 = load double, ptr %0, align 8, !tbaa !9
  store double %45, ptr %0, align 8, !tbaa !9
  store double %61, ptr %10, align 8, !tbaa !9
  br label %67

62:                                               ; preds = %58
  %63 = fcmp olt double %46, %48
  %64 = load double, ptr %0, align 8, !tbaa !9
  br i1 %63, label %65, label %66

65:                                               ; preds = %62
  store double %48, ptr %0, align 8, !tbaa !9
  store double %64, ptr %44, align 8, !tbaa !9
  br label %67

66:                                               ; preds = %62
  store double %46, ptr %0, align 8, !tbaa !9
  store double %64, ptr %43, align 8, !tbaa !9
  br label %67

67:                                               ; preds = %66, %65, %60, %57, %56, %51
  br label %68

68:                                               ; preds = %67, %84
  %69 = phi ptr [ %76, %84 ], [ %10, %67 ]
  %70 = phi ptr [ %79, %84 ], [ %38, %67 ]
  %71 = load double, ptr %0, align 8, !tbaa !9
  br label %72

72:                                               ; preds = %72, %68
  %73 = phi ptr [ %69, %68 ], [ %76, %72 ]
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fcmp olt double %74, %71
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  br i1 %75, label %72, label %77, !llvm.loop !28

77:                                               ; preds = %72, %77
  %78 = phi ptr [ %79, %77 ], [ %70, %72 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 -8
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fcmp olt double %71, %80
  br i1 %81, label %77, label %82, !llvm.loop !29

82:                                               ; preds = %77
  %83 = icmp ult ptr %73, %79
  br i1 %83, label %84, label %85

84:                                               ; preds = %82
  store double %80, ptr %73, align 8, !tbaa !9
  store double %74, ptr %79, align 8, !tbaa !9
  br label %68, !llvm.loop !30

85:                                               ; preds = %82
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %73, ptr %38, i64 noundef %41) #18
  %86 = ptrtoint ptr %73 to i64
  %87 = sub i64 %86, %4
  %88 = ashr exact i64 %87, 3
  %89 = icmp sgt i64 %88, 16
  br i1 %89, label %12, label %90, !llvm.loop !25

90:                                               ; preds = %85, %28, %3, %26
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
define internal fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_SE_T1_T2_"(ptr nocapture %0, i64 noundef %1, i64 noundef %2, double noundef %3) unnamed_addr #14 {
  %5 = add nsw i64 %2, -1
  %6 = sdiv i64 %5, 2
  %7 = icmp sgt i64 %6, %1
  br i1 %7, label %8, label %23

8:                                                ; preds = %4, %8
  %9 = phi i64 [ %18, %8 ], [ %1, %4 ]
  %10 = shl i64 %9, 1
  %11 = add i64 %10, 2
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = or disjoint i64 %10, 1
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %12, align 8, !tbaa !9
  %16 = load double, ptr %14, align 8, !tbaa !9
  %17 = fcmp olt double %15, %16
  %18 = select i1 %17, i64 %13, i64 %11
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = getelementptr inbounds double, ptr %0, i64 %9
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = icmp slt i64 %18, %6
  br i1 %22, label %8, label %23, !llvm.loop !31

23:                                               ; preds = %8, %4
  %24 = phi i64 [ %1, %4 ], [ %18, %8 ]
  %25 = and i64 %2, 1
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %37

27:                                               ; preds = %23
  %28 = add nsw i64 %2, -2
  %29 = ashr exact i64 %28, 1
  %30 = icmp eq i64 %24, %29
  br i1 %30, label %31, label %37

31:                                               ; preds = %27
  %32 = shl nsw i64 %24, 1
  %33 = or disjoint i64 %32, 1
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds double, ptr %0, i64 %24
  store double %35, ptr %36, align 8, !tbaa !9
  br label %37

37:                                               ; preds = %31, %27, %23
  %38 = phi i64 [ %33, %31 ], [ %24, %27 ], [ %24, %23 ]
  %39 = icmp sgt i64 %38, %1
  br i1 %39, label %40, label %50

40:                                               ; preds = %37, %47
  %41 = phi i64 [ %43, %47 ], [ %38, %37 ]
  %42 = add nsw i64 %41, -1
  %43 = sdiv i64 %42, 2
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fcmp olt double %45, %3
  br i1 %46, label %47, label %50

47:                                               ; preds = %40
  %48 = getelementptr inbounds double, ptr %0, i64 %41
  store double %45, ptr %48, align 8, !tbaa !9
  %49 = icmp sgt i64 %43, %1
  br i1 %49, label %40, label %50, !llvm.loop !32

50:                                               ; preds = %40, %47, %37
  %51 = phi i64 [ %38, %37 ], [ %41, %40 ], [ %43, %47 ]
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  store double %3, ptr %52, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_"(ptr %0, ptr readnone %1) unnamed_addr #15 {
  %3 = icmp eq ptr %0, %1
  br i1 %3, label %36, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %5, %1
  br i1 %6, label %36, label %7

7:                                                ; preds = %4
  %8 = ptrtoint ptr %0 to i64
  br label %9

9:                                                ; preds = %7, %32
  %10 = phi ptr [ %5, %7 ], [ %34, %32 ]
  %11 = phi ptr [ %0, %7 ], [ %10, %32 ]
  %12 = load double, ptr %10, align 8, !tbaa !9
  %13 = load double, ptr %0, align 8, !tbaa !9
  %14 = fcmp olt double %12, %13
  br i1 %14, label %15, label %22

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %11, i64 16
  %17 = ptrtoint ptr %10 to i64
  %18 = sub i64 %17, %8
  %19 = ashr exact i64 %18, 3
  %20 = sub nsw i64 0, %19
  %21 = getelementptr inbounds double, ptr %16, i64 %20
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %21, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %18, i1 false)
  br label %32

22:                                               ; preds = %9
  %23 = load double, ptr %11, align 8, !tbaa !9
  %24 = fcmp olt double %12, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %22, %25
  %26 = phi double [ %30, %25 ], [ %23, %22 ]
  %27 = phi ptr [ %29, %25 ], [ %11, %22 ]
  %28 = phi ptr [ %27, %25 ], [ %10, %22 ]
  store double %26, ptr %28, align 8, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %27, i64 -8
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = fcmp olt double %12, %30
  br i1 %31, label %25, label %32, !llvm.loop !11

32:                                               ; preds = %25, %22, %15
  %33 = phi ptr [ %0, %15 ], [ %10, %22 ], [ %27, %25 ]
  store double %12, ptr %33, align 8, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %10, i64 8
  %35 = icmp eq ptr %34, %1
  br i1 %35, label %36, label %9, !llvm.loop !33

36:                                               ; preds = %32, %4, %2
  ret void
}

; Function Attrs: mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE19_M_range_initializeIN9__gnu_cxx17__normal_iteratorIPdS1_EEEEvT_S7_St20forward_iterator_tag(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr %2) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = ptrtoint ptr %2 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %4, %5
  %7 = ashr exact i64 %6, 3
  %8 = icmp ugt i64 %7, 1152921504606846975
  br i1 %8, label %9, label %10

9:                                                ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #21
  unreachable

10:                                               ; preds = %3
  %11 = icmp eq ptr %2, %1
  br i1 %11, label %12, label %15

12:                                               ; preds = %10
  store ptr null, ptr %0, align 8, !tbaa !19
  %13 = getelementptr inbounds i8, ptr null, i64 %6
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %13, ptr %14, align 8, !tbaa !14
  br label %19

15:                                               ; preds = %10
  %16 = tail call noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %7, ptr noundef null) #18
  store ptr %16, ptr %0, align 8, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %16, i64 %6
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %17, ptr %18, align 8, !tbaa !14
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %16, ptr align 8 %1, i64 %6, i1 false)
  br label %19

19:                                               ; preds = %12, %15
  %20 = phi ptr [ null, %12 ], [ %16, %15 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 %6
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %21, ptr %22, align 8, !tbaa !16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #16

attributes #0 = { mustprogress optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind optsize willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin optsize allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { mustprogress nofree nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { optsize }
attributes #19 = { nounwind optsize }
attributes #20 = { builtin nounwind optsize }
attributes #21 = { noreturn optsize }
attributes #22 = { builtin optsize allocsize(0) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !6, i64 16}
!15 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!16 = !{!15, !6, i64 8}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!15, !6, i64 0}
!20 = distinct !{!20, !12}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !7, i64 0}
!23 = distinct !{!23, !12}
!24 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
