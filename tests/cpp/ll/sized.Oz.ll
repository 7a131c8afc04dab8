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

$__clang_call_terminate = comdat any

$_ZNSt12_Vector_baseIdSaIdEED2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm = comdat any

$_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_ = comdat any

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

$_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc = comdat any

$_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaIdEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIdE8allocateEmPKv = comdat any

$_ZNSt6vectorIdSaIdEE19_M_range_initializeIN9__gnu_cxx17__normal_iteratorIPdS1_EEEEvT_S7_St20forward_iterator_tag = comdat any

$_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_ = comdat any

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

; Function Attrs: minsize mustprogress optsize uwtable
define dso_local noundef double @_Z6spreadPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector", align 8
  %4 = alloca double, align 8
  %5 = alloca %"class.std::vector", align 8
  %6 = alloca %"class.std::allocator", align 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  %7 = tail call i32 @llvm.smax.i32(i32 %1, i32 0)
  %8 = zext nneg i32 %7 to i64
  br label %9

9:                                                ; preds = %46, %2
  %10 = phi i64 [ %47, %46 ], [ 0, %2 ]
  %11 = icmp eq i64 %10, %8
  br i1 %11, label %12, label %36

12:                                               ; preds = %9
  %13 = load ptr, ptr %3, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = icmp eq ptr %13, %15
  br i1 %16, label %34, label %17

17:                                               ; preds = %12
  %18 = ptrtoint ptr %15 to i64
  %19 = ptrtoint ptr %13 to i64
  %20 = sub i64 %18, %19
  %21 = ashr exact i64 %20, 3
  %22 = call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %21, i1 true)
  %23 = shl nuw nsw i64 %22, 1
  %24 = xor i64 %23, 126
  call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %13, ptr %15, i64 noundef %24) #21
  %25 = icmp sgt i64 %20, 128
  br i1 %25, label %26, label %33

26:                                               ; preds = %17
  %27 = getelementptr inbounds i8, ptr %13, i64 128
  call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_"(ptr %13, ptr nonnull %27) #21
  br label %28

28:                                               ; preds = %31, %26
  %29 = phi ptr [ %27, %26 ], [ %32, %31 ]
  %30 = icmp eq ptr %29, %15
  br i1 %30, label %34, label %31

31:                                               ; preds = %28
  call fastcc void @"_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_"(ptr nonnull %29) #21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  br label %28, !llvm.loop !9

33:                                               ; preds = %17
  call fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_"(ptr %13, ptr %15) #21
  br label %34

34:                                               ; preds = %28, %12, %33
  %35 = load ptr, ptr %3, align 8
  br label %50

36:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  %37 = getelementptr inbounds double, ptr %0, i64 %10
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = call double @sin(double noundef %38) #22
  %40 = trunc nuw nsw i64 %10 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = fmul double %41, 1.000000e-01
  %43 = load double, ptr %37, align 8, !tbaa !11
  %44 = call double @llvm.fmuladd.f64(double %42, double %43, double %39)
  store double %44, ptr %4, align 8, !tbaa !11
  %45 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #21
          to label %46 unwind label %48

46:                                               ; preds = %36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  %47 = add nuw nsw i64 %10, 1
  br label %9, !llvm.loop !13

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  br label %87

50:                                               ; preds = %34, %56
  %51 = phi i64 [ 0, %34 ], [ %57, %56 ]
  %52 = phi double [ 0.000000e+00, %34 ], [ %63, %56 ]
  %53 = icmp eq i64 %51, %8
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #20
  %55 = load ptr, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #20
  invoke void @_ZNSt6vectorIdSaIdEEC2IN9__gnu_cxx17__normal_iteratorIPdS1_EEvEET_S7_RKS0_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr %35, ptr %55, ptr noundef nonnull align 1 dereferenceable(1) %6) #21
          to label %64 unwind label %85

56:                                               ; preds = %50
  %57 = add nuw nsw i64 %51, 1
  %58 = trunc nuw i64 %57 to i32
  %59 = uitofp nneg i32 %58 to double
  %60 = getelementptr inbounds double, ptr %35, i64 %51
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fmul double %61, %59
  %63 = call double @llvm.fmuladd.f64(double %62, double %61, double %52)
  br label %50, !llvm.loop !14

64:                                               ; preds = %54
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #20
  %65 = sdiv i32 %1, 2
  %66 = sext i32 %65 to i64
  %67 = load ptr, ptr %5, align 8, !tbaa !15
  %68 = getelementptr inbounds double, ptr %67, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !11
  %70 = load double, ptr %67, align 8, !tbaa !11
  %71 = load ptr, ptr %3, align 8, !tbaa !5
  %72 = load ptr, ptr %14, align 8, !tbaa !5
  br label %73

73:                                               ; preds = %77, %64
  %74 = phi ptr [ %71, %64 ], [ %80, %77 ]
  %75 = phi double [ 0.000000e+00, %64 ], [ %79, %77 ]
  %76 = icmp eq ptr %74, %72
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = load double, ptr %74, align 8, !tbaa !11
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds i8, ptr %74, i64 8
  br label %73, !llvm.loop !17

81:                                               ; preds = %73
  %82 = fmul double %69, 5.000000e-01
  %83 = call double @llvm.fmuladd.f64(double %82, double %70, double %52)
  %84 = fadd double %83, %75
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #20
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #20
  ret double %84

85:                                               ; preds = %54
  %86 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #20
  br label %87

87:                                               ; preds = %85, %48
  %88 = phi { ptr, i32 } [ %49, %48 ], [ %86, %85 ]
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #20
  resume { ptr, i32 } %88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: minsize mustprogress nofree nounwind optsize willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2IN9__gnu_cxx17__normal_iteratorIPdS1_EEvEET_S7_RKS0_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr %2, ptr noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  invoke void @_ZNSt6vectorIdSaIdEE19_M_range_initializeIN9__gnu_cxx17__normal_iteratorIPdS1_EEEEvT_S7_St20forward_iterator_tag(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr %2) #21
          to label %5 unwind label %6

5:                                                ; preds = %4
  ret void

6:                                                ; preds = %4
  %7 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) #22
  resume { ptr, i32 } %7
}

; Function Attrs: minsize mustprogress norecurse optsize uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #20
  store <2 x double> <double 5.000000e-01, double -3.000000e-01>, ptr %1, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 1.200000e+00, double 8.000000e-01>, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store double -1.100000e+00, ptr %5, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #20
  store <2 x double> <double 3.000000e-01, double -1.100000e+00>, ptr %3, align 16
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FE6666666666666>, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %3, i64 32
  store double 4.000000e-01, ptr %7, align 16
  %8 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %9 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %10 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %8, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %9, i32 noundef 5) #21
  br label %11

11:                                               ; preds = %15, %0
  %12 = phi i64 [ %32, %15 ], [ 0, %0 ]
  %13 = phi double [ %31, %15 ], [ 0.000000e+00, %0 ]
  %14 = icmp eq i64 %12, 5
  br i1 %14, label %33, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds double, ptr %1, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !11
  %18 = fadd double %17, 0x3EB0C6F7A0B5ED8D
  store double %18, ptr %16, align 8, !tbaa !11
  %19 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %1, i32 noundef 5) #21
  %20 = fadd double %17, 0xBEB0C6F7A0B5ED8D
  store double %20, ptr %16, align 8, !tbaa !11
  %21 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %1, i32 noundef 5) #21
  store double %17, ptr %16, align 8, !tbaa !11
  %22 = trunc nuw nsw i64 %12 to i32
  %23 = uitofp nneg i32 %22 to double
  %24 = getelementptr inbounds double, ptr %2, i64 %12
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fsub double %19, %21
  %27 = fdiv double %26, 2.000000e-06
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str, double noundef %23, double noundef %25, double noundef %27, double noundef 1.000000e-05) #21
  %28 = getelementptr inbounds double, ptr %3, i64 %12
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = load double, ptr %24, align 8, !tbaa !11
  %31 = call double @llvm.fmuladd.f64(double %29, double %30, double %13)
  %32 = add nuw nsw i64 %12, 1
  br label %11, !llvm.loop !20

33:                                               ; preds = %11
  %34 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %35 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %36 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %34, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %35, i32 noundef 5) #21
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %36, double noundef %13, double noundef 1.000000e-09) #21
  %37 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37) #21
  %39 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #20
  ret i32 %41
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: minsize optsize
declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: minsize optsize
declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: minsize mustprogress nofree norecurse nounwind optsize uwtable
define internal fastcc void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #7 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call double @llvm.fabs.f64(double %3)
  %9 = fcmp ogt double %8, 1.000000e+00
  %10 = select i1 %9, double %8, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %2, ptr %7, align 8, !tbaa !11
  %11 = load volatile double, ptr %7, align 8, !tbaa !11
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ueq double %12, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %13, label %25, label %14

14:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %3, ptr %6, align 8, !tbaa !11
  %15 = load volatile double, ptr %6, align 8, !tbaa !11
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
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr noundef nonnull %23) #21
  br i1 %22, label %30, label %27

25:                                               ; preds = %5, %14
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr noundef nonnull @.str.5) #21
  br label %27

27:                                               ; preds = %25, %18
  %28 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %30

30:                                               ; preds = %27, %18
  ret void
}

; Function Attrs: minsize nofree nounwind optsize
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: minsize noinline noreturn nounwind optsize uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #20
  tail call void @_ZSt9terminatev() #23
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: minsize mustprogress nounwind optsize uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !15
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = ptrtoint ptr %4 to i64
  %6 = ptrtoint ptr %2 to i64
  %7 = sub i64 %5, %6
  %8 = ashr exact i64 %7, 3
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %2, i64 noundef %8) #21
          to label %9 unwind label %10

9:                                                ; preds = %1
  ret void

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  tail call void @__clang_call_terminate(ptr %12) #23
  unreachable
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %7, label %5

5:                                                ; preds = %3
  %6 = shl i64 %2, 3
  tail call void @_ZdlPvm(ptr noundef nonnull %1, i64 noundef %6) #24
  br label %7

7:                                                ; preds = %5, %3
  ret void
}

; Function Attrs: minsize nobuiltin nounwind optsize
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #0 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  %7 = icmp eq ptr %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load double, ptr %1, align 8, !tbaa !11
  store double %9, ptr %4, align 8, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %10, ptr %3, align 8, !tbaa !22
  br label %13

11:                                               ; preds = %2
  tail call void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %4, ptr noundef nonnull align 8 dereferenceable(8) %1) #21
  %12 = load ptr, ptr %3, align 8, !tbaa !5
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi ptr [ %12, %11 ], [ %10, %8 ]
  %15 = getelementptr inbounds i8, ptr %14, i64 -8
  ret ptr %15
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #0 comdat align 2 {
  %4 = tail call noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef 1, ptr noundef nonnull @.str.6) #21
  %5 = load ptr, ptr %0, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !22
  %8 = ptrtoint ptr %1 to i64
  %9 = ptrtoint ptr %5 to i64
  %10 = sub i64 %8, %9
  %11 = tail call noundef ptr @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %4) #21
  %12 = getelementptr inbounds i8, ptr %11, i64 %10
  %13 = load double, ptr %2, align 8, !tbaa !11
  store double %13, ptr %12, align 8, !tbaa !11
  %14 = icmp sgt i64 %10, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %11, ptr align 8 %5, i64 %10, i1 false)
  br label %16

16:                                               ; preds = %3, %15
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = ptrtoint ptr %7 to i64
  %19 = sub i64 %18, %8
  %20 = icmp sgt i64 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %16
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %17, ptr align 8 %1, i64 %19, i1 false)
  br label %22

22:                                               ; preds = %16, %21
  %23 = getelementptr inbounds i8, ptr %17, i64 %19
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !21
  %26 = ptrtoint ptr %25 to i64
  %27 = sub i64 %26, %9
  %28 = ashr exact i64 %27, 3
  tail call void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %5, i64 noundef %28) #21
  store ptr %11, ptr %0, align 8, !tbaa !15
  store ptr %23, ptr %6, align 8, !tbaa !22
  %29 = getelementptr inbounds double, ptr %11, i64 %4
  store ptr %29, ptr %24, align 8, !tbaa !21
  ret void
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !22
  %6 = load ptr, ptr %0, align 8, !tbaa !15
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 3
  %11 = sub nsw i64 1152921504606846975, %10
  %12 = icmp ult i64 %11, %1
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef %2) #25
  unreachable

14:                                               ; preds = %3
  %15 = tail call i64 @llvm.umax.i64(i64 %10, i64 %1)
  %16 = add nsw i64 %15, %10
  %17 = icmp ult i64 %16, %10
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 1152921504606846975)
  %19 = select i1 %17, i64 1152921504606846975, i64 %18
  ret i64 %19
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) local_unnamed_addr #0 comdat align 2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = tail call noundef ptr @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #21
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi ptr [ %5, %4 ], [ null, %2 ]
  ret ptr %7
}

; Function Attrs: minsize noreturn optsize
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) local_unnamed_addr #0 comdat align 2 {
  %3 = tail call noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, ptr noundef null) #21
  ret ptr %3
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt15__new_allocatorIdE8allocateEmPKv(ptr noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #0 comdat align 2 {
  %4 = icmp ugt i64 %1, 1152921504606846975
  br i1 %4, label %5, label %9, !prof !23

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 2305843009213693951
  br i1 %6, label %7, label %8

7:                                                ; preds = %5
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #25
  unreachable

8:                                                ; preds = %5
  tail call void @_ZSt17__throw_bad_allocv() #25
  unreachable

9:                                                ; preds = %3
  %10 = shl nuw nsw i64 %1, 3
  %11 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %10) #26
  ret ptr %11
}

; Function Attrs: minsize noreturn optsize
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #12

; Function Attrs: minsize noreturn optsize
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #12

; Function Attrs: minsize nobuiltin optsize allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #14

; Function Attrs: minsize mustprogress nofree nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #15 {
  %4 = ptrtoint ptr %0 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  br label %6

6:                                                ; preds = %76, %3
  %7 = phi ptr [ %1, %3 ], [ %64, %76 ]
  %8 = phi i64 [ %2, %3 ], [ %32, %76 ]
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %9, %4
  %11 = ashr exact i64 %10, 3
  %12 = icmp sgt i64 %11, 16
  br i1 %12, label %13, label %77

13:                                               ; preds = %6
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %15, label %31

15:                                               ; preds = %13
  %16 = add nsw i64 %11, -2
  %17 = lshr i64 %16, 1
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i64 [ %17, %15 ], [ %23, %18 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !11
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_SE_T1_T2_"(ptr %0, i64 noundef %19, i64 noundef %11, double noundef %21) #21
  %22 = icmp eq i64 %19, 0
  %23 = add nsw i64 %19, -1
  br i1 %22, label %24, label %18, !llvm.loop !24

24:                                               ; preds = %18, %29
  %25 = phi ptr [ %30, %29 ], [ %7, %18 ]
  %26 = ptrtoint ptr %25 to i64
  %27 = sub i64 %26, %4
  %28 = icmp sgt i64 %27, 8
  br i1 %28, label %29, label %77

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %25, i64 -8
  tail call fastcc void @"_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_SD_RT0_"(ptr %0, ptr nonnull %30, ptr nonnull %30) #21
  br label %24, !llvm.loop !25

31:                                               ; preds = %13
  %32 = add nsw i64 %8, -1
  %33 = lshr i64 %11, 1
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = getelementptr inbounds i8, ptr %7, i64 -8
  %36 = load double, ptr %5, align 8, !tbaa !11
  %37 = load double, ptr %34, align 8, !tbaa !11
  %38 = fcmp olt double %36, %37
  %39 = load double, ptr %35, align 8, !tbaa !11
  br i1 %38, label %40, label %49

40:                                               ; preds = %31
  %41 = fcmp olt double %37, %39
  br i1 %41, label %42, label %44

42:                                               ; preds = %40
  %43 = load double, ptr %0, align 8, !tbaa !11
  store double %37, ptr %0, align 8, !tbaa !11
  store double %43, ptr %34, align 8, !tbaa !11
  br label %58

44:                                               ; preds = %40
  %45 = fcmp olt double %36, %39
  %46 = load double, ptr %0, align 8, !tbaa !11
  br i1 %45, label %47, label %48

47:                                               ; preds = %44
  store double %39, ptr %0, align 8, !tbaa !11
  store double %46, ptr %35, align 8, !tbaa !11
  br label %58

48:                                               ; preds = %44
  store double %36, ptr %0, align 8, !tbaa !11
  store double %46, ptr %5, align 8, !tbaa !11
  br label %58

49:                                               ; preds = %31
  %50 = fcmp olt double %36, %39
  br i1 %50, label %51, label %53

51:                                               ; preds = %49
  %52 = load double, ptr %0, align 8, !tbaa !11
  store double %36, ptr %0, align 8, !tbaa !11
  store double %52, ptr %5, align 8, !tbaa !11
  br label %58

53:                                               ; preds = %49
  %54 = fcmp olt double %37, %39
  %55 = load double, ptr %0, align 8, !tbaa !11
  br i1 %54, label %56, label %57

56:                                               ; preds = %53
  store double %39, ptr %0, align 8, !tbaa !11
  store double %55, ptr %35, align 8, !tbaa !11
  br label %58

57:                                               ; preds = %53
  store double %37, ptr %0, align 8, !tbaa !11
  store double %55, ptr %34, align 8, !tbaa !11
  br label %58

58:                                               ; preds = %57, %56, %51, %48, %47, %42
  br label %59

59:                                               ; preds = %58, %75
  %60 = phi ptr [ %67, %75 ], [ %5, %58 ]
  %61 = phi ptr [ %70, %75 ], [ %7, %58 ]
  %62 = load double, ptr %0, align 8, !tbaa !11
  br label %63

63:                                               ; preds = %63, %59
  %64 = phi ptr [ %60, %59 ], [ %67, %63 ]
  %65 = load double, ptr %64, align 8, !tbaa !11
  %66 = fcmp olt double %65, %62
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  br i1 %66, label %63, label %68, !llvm.loop !26

68:                                               ; preds = %63, %68
  %69 = phi ptr [ %70, %68 ], [ %61, %63 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 -8
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = fcmp olt double %62, %71
  br i1 %72, label %68, label %73, !llvm.loop !27

73:                                               ; preds = %68
  %74 = icmp ult ptr %64, %70
  br i1 %74, label %75, label %76

75:                                               ; preds = %73
  store double %71, ptr %64, align 8, !tbaa !11
  store double %65, ptr %70, align 8, !tbaa !11
  br label %59, !llvm.loop !28

76:                                               ; preds = %73
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %64, ptr %7, i64 noundef %32) #21
  br label %6, !llvm.loop !29

77:                                               ; preds = %6, %24
  ret void
}

; Function Attrs: inlinehint minsize mustprogress nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
define internal fastcc void @"_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_SD_RT0_"(ptr %0, ptr %1, ptr nocapture %2) unnamed_addr #16 {
  %4 = load double, ptr %2, align 8, !tbaa !11
  %5 = load double, ptr %0, align 8, !tbaa !11
  store double %5, ptr %2, align 8, !tbaa !11
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = sub i64 %6, %7
  %9 = ashr exact i64 %8, 3
  tail call fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_SE_T1_T2_"(ptr nonnull %0, i64 noundef 0, i64 noundef %9, double noundef %4) #21
  ret void
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable
define internal fastcc void @"_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_SE_T1_T2_"(ptr nocapture %0, i64 noundef %1, i64 noundef %2, double noundef %3) unnamed_addr #17 {
  %5 = add nsw i64 %2, -1
  %6 = sdiv i64 %5, 2
  br label %7

7:                                                ; preds = %10, %4
  %8 = phi i64 [ %1, %4 ], [ %19, %10 ]
  %9 = icmp slt i64 %8, %6
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = shl i64 %8, 1
  %12 = add i64 %11, 2
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = or disjoint i64 %11, 1
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %13, align 8, !tbaa !11
  %17 = load double, ptr %15, align 8, !tbaa !11
  %18 = fcmp olt double %16, %17
  %19 = select i1 %18, i64 %14, i64 %12
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = getelementptr inbounds double, ptr %0, i64 %8
  store double %21, ptr %22, align 8, !tbaa !11
  br label %7, !llvm.loop !30

23:                                               ; preds = %7
  %24 = and i64 %2, 1
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %40

26:                                               ; preds = %23
  %27 = add nsw i64 %2, -2
  %28 = ashr exact i64 %27, 1
  %29 = icmp eq i64 %8, %28
  br i1 %29, label %30, label %40

30:                                               ; preds = %26
  %31 = shl nsw i64 %8, 1
  %32 = or disjoint i64 %31, 1
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !11
  br label %35

35:                                               ; preds = %43, %30
  %36 = phi i64 [ %8, %30 ], [ %41, %43 ]
  %37 = phi double [ %34, %30 ], [ %47, %43 ]
  %38 = phi i64 [ %32, %30 ], [ %45, %43 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %36
  store double %37, ptr %39, align 8, !tbaa !11
  br label %40

40:                                               ; preds = %35, %23, %26
  %41 = phi i64 [ %8, %26 ], [ %8, %23 ], [ %38, %35 ]
  %42 = icmp sgt i64 %41, %1
  br i1 %42, label %43, label %49

43:                                               ; preds = %40
  %44 = add nsw i64 %41, -1
  %45 = sdiv i64 %44, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = fcmp olt double %47, %3
  br i1 %48, label %35, label %49, !llvm.loop !31

49:                                               ; preds = %40, %43
  %50 = getelementptr inbounds double, ptr %0, i64 %41
  store double %3, ptr %50, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_"(ptr %0, ptr readnone %1) unnamed_addr #18 {
  %3 = icmp eq ptr %0, %1
  br i1 %3, label %23, label %4

4:                                                ; preds = %2
  %5 = ptrtoint ptr %0 to i64
  br label %6

6:                                                ; preds = %21, %4
  %7 = phi ptr [ %0, %4 ], [ %8, %21 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = icmp eq ptr %8, %1
  br i1 %9, label %23, label %10

10:                                               ; preds = %6
  %11 = load double, ptr %8, align 8, !tbaa !11
  %12 = load double, ptr %0, align 8, !tbaa !11
  %13 = fcmp olt double %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  %16 = ptrtoint ptr %8 to i64
  %17 = sub i64 %16, %5
  %18 = ashr exact i64 %17, 3
  %19 = sub nsw i64 0, %18
  %20 = getelementptr inbounds double, ptr %15, i64 %19
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %20, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %17, i1 false)
  store double %11, ptr %0, align 8, !tbaa !11
  br label %21

21:                                               ; preds = %14, %22
  br label %6, !llvm.loop !32

22:                                               ; preds = %10
  tail call fastcc void @"_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_"(ptr nonnull %8) #21
  br label %21

23:                                               ; preds = %6, %2
  ret void
}

; Function Attrs: minsize mustprogress nofree norecurse nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_comp_iterIZ6spreadPKdiE3$_0EEEvT_T0_"(ptr nocapture %0) unnamed_addr #18 {
  %2 = load double, ptr %0, align 8, !tbaa !11
  br label %3

3:                                                ; preds = %8, %1
  %4 = phi ptr [ %0, %1 ], [ %5, %8 ]
  %5 = getelementptr inbounds i8, ptr %4, i64 -8
  %6 = load double, ptr %5, align 8, !tbaa !11
  %7 = fcmp olt double %2, %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  store double %6, ptr %4, align 8, !tbaa !11
  br label %3, !llvm.loop !33

9:                                                ; preds = %3
  store double %2, ptr %4, align 8, !tbaa !11
  ret void
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE19_M_range_initializeIN9__gnu_cxx17__normal_iteratorIPdS1_EEEEvT_S7_St20forward_iterator_tag(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr %2) local_unnamed_addr #0 comdat align 2 {
  %4 = ptrtoint ptr %2 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %4, %5
  %7 = ashr exact i64 %6, 3
  %8 = tail call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %7, ptr noundef nonnull align 1 dereferenceable(1) %0) #21
  %9 = tail call noundef ptr @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %8) #21
  store ptr %9, ptr %0, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %9, i64 %6
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %10, ptr %11, align 8, !tbaa !21
  %12 = icmp eq ptr %2, %1
  br i1 %12, label %14, label %13

13:                                               ; preds = %3
  tail call void @llvm.memmove.p0.p0.i64(ptr align 8 %9, ptr align 8 %1, i64 %6, i1 false)
  br label %14

14:                                               ; preds = %3, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %10, ptr %15, align 8, !tbaa !22
  ret void
}

; Function Attrs: minsize mustprogress optsize uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, ptr noundef nonnull align 1 dereferenceable(1) %1) local_unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp ugt i64 %0, 1152921504606846975
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #25
  unreachable

5:                                                ; preds = %2
  ret i64 %0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #19

attributes #0 = { minsize mustprogress optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { minsize mustprogress nofree nounwind optsize willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { minsize mustprogress norecurse optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { minsize optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { minsize mustprogress nofree norecurse nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { minsize nofree nounwind optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { minsize noinline noreturn nounwind optsize uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { minsize mustprogress nounwind optsize uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { minsize nobuiltin nounwind optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { minsize noreturn optsize "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { minsize nobuiltin optsize allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { minsize mustprogress nofree nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { inlinehint minsize mustprogress nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { minsize mustprogress nofree norecurse nosync nounwind optsize memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { minsize mustprogress nofree norecurse nosync nounwind optsize memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nounwind }
attributes #21 = { minsize optsize }
attributes #22 = { minsize nounwind optsize }
attributes #23 = { noreturn nounwind }
attributes #24 = { builtin minsize nounwind optsize }
attributes #25 = { minsize noreturn optsize }
attributes #26 = { builtin minsize optsize allocsize(0) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = !{!16, !6, i64 0}
!16 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = !{!16, !6, i64 16}
!22 = !{!16, !6, i64 8}
!23 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
