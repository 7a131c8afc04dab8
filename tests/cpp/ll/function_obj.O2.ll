; ModuleID = 'function_obj.cpp'
source_filename = "function_obj.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::function.2" = type { %"class.std::_Function_base", ptr }

$__clang_call_terminate = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@__const.main.pm = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 0x3FE6666666666666, double -6.000000e-01], align 16
@.str = private unnamed_addr constant [17 x i8] c"function_obj.rev\00", align 1
@__const.main.tp = private unnamed_addr constant [3 x double] [double 3.000000e-01, double -2.000000e-01, double 5.000000e-01], align 16
@.str.1 = private unnamed_addr constant [24 x i8] c"function_obj.fwd_vs_rev\00", align 1
@__const.main.cx = private unnamed_addr constant [3 x double] [double 5.000000e-01, double -3.000000e-01, double 1.200000e+00], align 16
@__const.main.ct = private unnamed_addr constant [3 x double] [double 4.000000e-01, double 1.000000e+00, double 0xBFE6666666666666], align 16
@.str.2 = private unnamed_addr constant [26 x i8] c"function_obj.captured_rev\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"function_obj.captured_rev_a\00", align 1
@.str.4 = private unnamed_addr constant [33 x i8] c"function_obj.captured_fwd_vs_rev\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"function_obj: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@"_ZTSZ3runPKddE3$_0" = internal constant [15 x i8] c"Z3runPKddE3$_0\00", align 1
@"_ZTIZ3runPKddE3$_0" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ3runPKddE3$_0" }, align 8
@"_ZTSZ3runPKddE3$_1" = internal constant [15 x i8] c"Z3runPKddE3$_1\00", align 1
@"_ZTIZ3runPKddE3$_1" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ3runPKddE3$_1" }, align 8
@"_ZTSZ8capturedPKdidE3$_0" = internal constant [21 x i8] c"Z8capturedPKdidE3$_0\00", align 1
@"_ZTIZ8capturedPKdidE3$_0" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ8capturedPKdidE3$_0" }, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z3runPKdd(ptr noundef %0, double noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca [2 x %"class.std::function"], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #15
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  store ptr @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E9_M_invokeERKSt9_Any_dataOdOS1_", ptr %5, align 8, !tbaa !5
  store ptr @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %4, align 16, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  %8 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  store ptr @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E9_M_invokeERKSt9_Any_dataOdOS1_", ptr %8, align 8, !tbaa !5
  store ptr @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %7, align 16, !tbaa !11
  %9 = invoke fastcc noundef double @_ZL5relaxRKSt8functionIFddPKdEES1_di(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %0, double noundef %1, i32 noundef 6)
          to label %10 unwind label %16

10:                                               ; preds = %2
  %11 = invoke fastcc noundef double @_ZL5relaxRKSt8functionIFddPKdEES1_di(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef %0, double noundef %1, i32 noundef 4)
          to label %12 unwind label %16

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %3, i64 48
  %14 = load ptr, ptr %13, align 16, !tbaa !11
  %15 = icmp eq ptr %14, null
  br i1 %15, label %27, label %21

16:                                               ; preds = %10, %2
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = getelementptr inbounds i8, ptr %3, i64 48
  %19 = load ptr, ptr %18, align 16, !tbaa !11
  %20 = icmp eq ptr %19, null
  br i1 %20, label %41, label %35

21:                                               ; preds = %12
  %22 = getelementptr inbounds i8, ptr %3, i64 32
  %23 = invoke noundef zeroext i1 %14(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(16) %22, i32 noundef 3)
          to label %27 unwind label %24

24:                                               ; preds = %31, %21
  %25 = landingpad { ptr, i32 }
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  call void @__clang_call_terminate(ptr %26) #16
  unreachable

27:                                               ; preds = %12, %21
  %28 = getelementptr inbounds i8, ptr %3, i64 16
  %29 = load ptr, ptr %28, align 16, !tbaa !11
  %30 = icmp eq ptr %29, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %27
  %32 = invoke noundef zeroext i1 %29(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %33 unwind label %24

33:                                               ; preds = %31, %27
  %34 = fadd double %9, %11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #15
  ret double %34

35:                                               ; preds = %16
  %36 = getelementptr inbounds i8, ptr %3, i64 32
  %37 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %36, ptr noundef nonnull align 8 dereferenceable(16) %36, i32 noundef 3)
          to label %41 unwind label %38

38:                                               ; preds = %45, %35
  %39 = landingpad { ptr, i32 }
          catch ptr null
  %40 = extractvalue { ptr, i32 } %39, 0
  call void @__clang_call_terminate(ptr %40) #16
  unreachable

41:                                               ; preds = %16, %35
  %42 = getelementptr inbounds i8, ptr %3, i64 16
  %43 = load ptr, ptr %42, align 16, !tbaa !11
  %44 = icmp eq ptr %43, null
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = invoke noundef zeroext i1 %43(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %47 unwind label %38

47:                                               ; preds = %45, %41
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #15
  resume { ptr, i32 } %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define internal fastcc noundef double @_ZL5relaxRKSt8functionIFddPKdEES1_di(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, double noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca ptr, align 8
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  br label %25

15:                                               ; preds = %39, %4
  %16 = phi double [ %2, %4 ], [ %44, %39 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store double %16, ptr %9, align 8, !tbaa !12
  store ptr %1, ptr %10, align 8, !tbaa !14
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !11
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  call void @_ZSt25__throw_bad_function_callv() #17
  unreachable

21:                                               ; preds = %15
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = call noundef double %23(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  ret double %24

25:                                               ; preds = %12, %39
  %26 = phi double [ %2, %12 ], [ %44, %39 ]
  %27 = phi i32 [ 0, %12 ], [ %45, %39 ]
  %28 = fadd double %26, 1.000000e-03
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store double %28, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !14
  %29 = load ptr, ptr %13, align 8, !tbaa !11
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %25
  call void @_ZSt25__throw_bad_function_callv() #17
  unreachable

32:                                               ; preds = %25
  %33 = load ptr, ptr %14, align 8, !tbaa !5
  %34 = call noundef double %33(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %35 = fadd double %26, -1.000000e-03
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store double %35, ptr %5, align 8, !tbaa !12
  store ptr %1, ptr %6, align 8, !tbaa !14
  %36 = load ptr, ptr %13, align 8, !tbaa !11
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %32
  call void @_ZSt25__throw_bad_function_callv() #17
  unreachable

39:                                               ; preds = %32
  %40 = load ptr, ptr %14, align 8, !tbaa !5
  %41 = call noundef double %40(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %42 = fsub double %34, %41
  %43 = fdiv double %42, 2.000000e-03
  %44 = call double @llvm.fmuladd.f64(double %43, double -1.000000e-01, double %26)
  %45 = add nuw nsw i32 %27, 1
  %46 = icmp eq i32 %45, %3
  br i1 %46, label %15, label %25, !llvm.loop !15
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z8capturedPKdid(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #0 personality ptr @__gxx_personality_v0 {
  %4 = alloca double, align 8
  %5 = alloca %"class.std::function.2", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = getelementptr inbounds i8, ptr %5, i64 24
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %8, align 8
  store double %2, ptr %5, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %7, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %6, align 8, !tbaa !11
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = zext nneg i32 %1 to i64
  %12 = load double, ptr %0, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store double %12, ptr %4, align 8, !tbaa !12
  br label %30

13:                                               ; preds = %35
  %14 = icmp eq ptr %39, null
  br i1 %14, label %22, label %15

15:                                               ; preds = %3, %13
  %16 = phi double [ %36, %13 ], [ 0.000000e+00, %3 ]
  %17 = phi ptr [ %39, %13 ], [ @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", %3 ]
  %18 = invoke noundef zeroext i1 %17(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %22 unwind label %19

19:                                               ; preds = %15
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  call void @__clang_call_terminate(ptr %21) #16
  unreachable

22:                                               ; preds = %13, %15
  %23 = phi double [ %36, %13 ], [ %16, %15 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  ret double %23

24:                                               ; preds = %35
  %25 = getelementptr inbounds double, ptr %0, i64 %37
  %26 = load double, ptr %25, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store double %26, ptr %4, align 8, !tbaa !12
  %27 = icmp eq ptr %39, null
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  invoke void @_ZSt25__throw_bad_function_callv() #17
          to label %29 unwind label %42

29:                                               ; preds = %28
  unreachable

30:                                               ; preds = %10, %24
  %31 = phi double [ 0.000000e+00, %10 ], [ %36, %24 ]
  %32 = phi i64 [ 0, %10 ], [ %37, %24 ]
  %33 = load ptr, ptr %7, align 8, !tbaa !17
  %34 = invoke noundef double %33(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %35 unwind label %40

35:                                               ; preds = %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %36 = fadd double %31, %34
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %11
  %39 = load ptr, ptr %6, align 8, !tbaa !11
  br i1 %38, label %13, label %24, !llvm.loop !19

40:                                               ; preds = %30
  %41 = landingpad { ptr, i32 }
          cleanup
  br label %44

42:                                               ; preds = %28
  %43 = landingpad { ptr, i32 }
          cleanup
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi { ptr, i32 } [ %41, %40 ], [ %43, %42 ]
  %46 = load ptr, ptr %6, align 8, !tbaa !11
  %47 = icmp eq ptr %46, null
  br i1 %47, label %53, label %48

48:                                               ; preds = %44
  %49 = invoke noundef zeroext i1 %46(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %53 unwind label %50

50:                                               ; preds = %48
  %51 = landingpad { ptr, i32 }
          catch ptr null
  %52 = extractvalue { ptr, i32 } %51, 0
  call void @__clang_call_terminate(ptr %52) #16
  unreachable

53:                                               ; preds = %44, %48
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  resume { ptr, i32 } %45
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
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
  %11 = alloca [3 x double], align 16
  %12 = alloca [3 x double], align 16
  %13 = alloca [3 x double], align 16
  %14 = alloca [3 x double], align 16
  %15 = alloca [3 x double], align 16
  %16 = alloca [3 x double], align 16
  %17 = alloca [3 x double], align 16
  %18 = alloca [3 x double], align 16
  %19 = alloca [3 x double], align 16
  %20 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %11, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %22 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %23 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %21, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %22, double noundef 2.000000e-01)
  br label %70

24:                                               ; preds = %116
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %15, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %26 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %25, ptr noundef nonnull %11, ptr noundef nonnull %15, double noundef 2.000000e-01, double noundef 4.000000e-01)
  %27 = load double, ptr %12, align 16, !tbaa !12
  %28 = getelementptr inbounds i8, ptr %12, i64 8
  %29 = load double, ptr %28, align 8, !tbaa !12
  %30 = fmul double %29, -2.000000e-01
  %31 = call double @llvm.fmuladd.f64(double %27, double 3.000000e-01, double %30)
  %32 = getelementptr inbounds i8, ptr %12, i64 16
  %33 = load double, ptr %32, align 16, !tbaa !12
  %34 = call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %31)
  %35 = call double @llvm.fmuladd.f64(double %23, double 4.000000e-01, double %34)
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %26, ptr %10, align 8, !tbaa !12
  %39 = load volatile double, ptr %10, align 8, !tbaa !12
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %41, label %53, label %42

42:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %35, ptr %9, align 8, !tbaa !12
  %43 = load volatile double, ptr %9, align 8, !tbaa !12
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %45, label %53, label %46

46:                                               ; preds = %42
  %47 = fsub double %26, %35
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 1.000000e-09
  %50 = fcmp ole double %48, %49
  %51 = select i1 %50, ptr @.str.7, ptr @.str.8
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %26, double noundef %35, ptr noundef nonnull %51)
  br i1 %50, label %58, label %55

53:                                               ; preds = %42, %24
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %26, double noundef %35, ptr noundef nonnull @.str.8)
  br label %55

55:                                               ; preds = %53, %46
  %56 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %58

58:                                               ; preds = %46, %55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %16, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.cx, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.ct, i64 24, i1 false)
  %59 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %60 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %61 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %62 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %59, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %60, i32 noundef 3, i32 noundef %61, double noundef 1.700000e+00)
  %63 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %64 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %65 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %63, ptr noundef nonnull %16, ptr noundef nonnull %18, i32 noundef %64, i32 noundef 3, double noundef 1.700000e+00, double noundef 3.000000e-01)
  %66 = fmul double %62, 3.000000e-01
  %67 = getelementptr inbounds i8, ptr %19, i64 16
  %68 = getelementptr inbounds i8, ptr %16, i64 16
  %69 = getelementptr inbounds i8, ptr %20, i64 16
  br label %177

70:                                               ; preds = %0, %116
  %71 = phi i64 [ 0, %0 ], [ %117, %116 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %72 = icmp eq i64 %71, 3
  br i1 %72, label %80, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds [3 x double], ptr %13, i64 0, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !12
  %76 = fadd double %75, 0x3EB0C6F7A0B5ED8D
  store double %76, ptr %74, align 8, !tbaa !12
  %77 = getelementptr inbounds [3 x double], ptr %14, i64 0, i64 %71
  %78 = load double, ptr %77, align 8, !tbaa !12
  %79 = fadd double %78, 0xBEB0C6F7A0B5ED8D
  store double %79, ptr %77, align 8, !tbaa !12
  br label %80

80:                                               ; preds = %70, %73
  %81 = phi double [ 2.000000e-01, %73 ], [ 1.999990e-01, %70 ]
  %82 = phi double [ 2.000000e-01, %73 ], [ 2.000010e-01, %70 ]
  %83 = call noundef double @_Z3runPKdd(ptr noundef nonnull %13, double noundef %82)
  %84 = call noundef double @_Z3runPKdd(ptr noundef nonnull %14, double noundef %81)
  %85 = fsub double %83, %84
  %86 = fdiv double %85, 2.000000e-06
  %87 = trunc nuw nsw i64 %71 to i32
  %88 = uitofp nneg i32 %87 to double
  br i1 %72, label %92, label %89

89:                                               ; preds = %80
  %90 = getelementptr inbounds [3 x double], ptr %12, i64 0, i64 %71
  %91 = load double, ptr %90, align 8, !tbaa !12
  br label %92

92:                                               ; preds = %80, %89
  %93 = phi double [ %91, %89 ], [ %23, %80 ]
  %94 = call double @llvm.fabs.f64(double %86)
  %95 = fcmp ogt double %94, 1.000000e+00
  %96 = select i1 %95, double %94, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %93, ptr %8, align 8, !tbaa !12
  %97 = load volatile double, ptr %8, align 8, !tbaa !12
  %98 = call double @llvm.fabs.f64(double %97)
  %99 = fcmp ueq double %98, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %99, label %111, label %100

100:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %86, ptr %7, align 8, !tbaa !12
  %101 = load volatile double, ptr %7, align 8, !tbaa !12
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %103, label %111, label %104

104:                                              ; preds = %100
  %105 = fsub double %93, %86
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fmul double %96, 1.000000e-05
  %108 = fcmp ole double %106, %107
  %109 = select i1 %108, ptr @.str.7, ptr @.str.8
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %88, double noundef %93, double noundef %86, ptr noundef nonnull %109)
  br i1 %108, label %116, label %113

111:                                              ; preds = %100, %92
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %88, double noundef %93, double noundef %86, ptr noundef nonnull @.str.8)
  br label %113

113:                                              ; preds = %111, %104
  %114 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %116

116:                                              ; preds = %104, %113
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  %117 = add nuw nsw i64 %71, 1
  %118 = icmp eq i64 %117, 4
  br i1 %118, label %24, label %70, !llvm.loop !22

119:                                              ; preds = %218
  %120 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %16, i32 noundef 3, double noundef 0x3FFB33343FA2AD3E)
  %121 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %16, i32 noundef 3, double noundef 0x3FFB333226C3B928)
  %122 = fsub double %120, %121
  %123 = fdiv double %122, 2.000000e-06
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ogt double %124, 1.000000e+00
  %126 = select i1 %125, double %124, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %62, ptr %6, align 8, !tbaa !12
  %127 = load volatile double, ptr %6, align 8, !tbaa !12
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %129, label %141, label %130

130:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %123, ptr %5, align 8, !tbaa !12
  %131 = load volatile double, ptr %5, align 8, !tbaa !12
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %133, label %141, label %134

134:                                              ; preds = %130
  %135 = fsub double %62, %123
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fmul double %126, 1.000000e-05
  %138 = fcmp ole double %136, %137
  %139 = select i1 %138, ptr @.str.7, ptr @.str.8
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %62, double noundef %123, ptr noundef nonnull %139)
  br i1 %138, label %146, label %143

141:                                              ; preds = %130, %119
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %62, double noundef %123, ptr noundef nonnull @.str.8)
  br label %143

143:                                              ; preds = %141, %134
  %144 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %146

146:                                              ; preds = %134, %143
  %147 = call double @llvm.fabs.f64(double %222)
  %148 = fcmp ogt double %147, 1.000000e+00
  %149 = select i1 %148, double %147, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %65, ptr %4, align 8, !tbaa !12
  %150 = load volatile double, ptr %4, align 8, !tbaa !12
  %151 = call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %152, label %166, label %153

153:                                              ; preds = %146
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %222, ptr %3, align 8, !tbaa !12
  %154 = load volatile double, ptr %3, align 8, !tbaa !12
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = fcmp ueq double %155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %156, label %166, label %157

157:                                              ; preds = %153
  %158 = fsub double %65, %222
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = fmul double %149, 1.000000e-09
  %161 = fcmp ole double %159, %160
  %162 = select i1 %161, ptr @.str.7, ptr @.str.8
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %65, double noundef %222, ptr noundef nonnull %162)
  br i1 %161, label %164, label %168

164:                                              ; preds = %157
  %165 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %171

166:                                              ; preds = %153, %146
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %65, double noundef %222, ptr noundef nonnull @.str.8)
  br label %168

168:                                              ; preds = %166, %157
  %169 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %171

171:                                              ; preds = %164, %168
  %172 = phi i32 [ %165, %164 ], [ %170, %168 ]
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %172)
  %174 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %175 = icmp ne i32 %174, 0
  %176 = zext i1 %175 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  ret i32 %176

177:                                              ; preds = %58, %218
  %178 = phi i64 [ 0, %58 ], [ %223, %218 ]
  %179 = phi double [ %66, %58 ], [ %222, %218 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #15
  %180 = load <2 x double>, ptr %16, align 16, !tbaa !12
  store <2 x double> %180, ptr %19, align 16, !tbaa !12
  %181 = load double, ptr %68, align 16, !tbaa !12
  store double %181, ptr %67, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #15
  store <2 x double> %180, ptr %20, align 16, !tbaa !12
  store double %181, ptr %69, align 16, !tbaa !12
  %182 = getelementptr inbounds [3 x double], ptr %19, i64 0, i64 %178
  %183 = load double, ptr %182, align 8, !tbaa !12
  %184 = fadd double %183, 0x3EB0C6F7A0B5ED8D
  store double %184, ptr %182, align 8, !tbaa !12
  %185 = getelementptr inbounds [3 x double], ptr %20, i64 0, i64 %178
  %186 = load double, ptr %185, align 8, !tbaa !12
  %187 = fadd double %186, 0xBEB0C6F7A0B5ED8D
  store double %187, ptr %185, align 8, !tbaa !12
  %188 = trunc nuw nsw i64 %178 to i32
  %189 = uitofp nneg i32 %188 to double
  %190 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %178
  %191 = load double, ptr %190, align 8, !tbaa !12
  %192 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %19, i32 noundef 3, double noundef 1.700000e+00)
  %193 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %20, i32 noundef 3, double noundef 1.700000e+00)
  %194 = fsub double %192, %193
  %195 = fdiv double %194, 2.000000e-06
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ogt double %196, 1.000000e+00
  %198 = select i1 %197, double %196, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %191, ptr %2, align 8, !tbaa !12
  %199 = load volatile double, ptr %2, align 8, !tbaa !12
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %201, label %213, label %202

202:                                              ; preds = %177
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %195, ptr %1, align 8, !tbaa !12
  %203 = load volatile double, ptr %1, align 8, !tbaa !12
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ueq double %204, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %205, label %213, label %206

206:                                              ; preds = %202
  %207 = fsub double %191, %195
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fmul double %198, 1.000000e-05
  %210 = fcmp ole double %208, %209
  %211 = select i1 %210, ptr @.str.7, ptr @.str.8
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %189, double noundef %191, double noundef %195, ptr noundef nonnull %211)
  br i1 %210, label %218, label %215

213:                                              ; preds = %202, %177
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %189, double noundef %191, double noundef %195, ptr noundef nonnull @.str.8)
  br label %215

215:                                              ; preds = %213, %206
  %216 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %218

218:                                              ; preds = %206, %215
  %219 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 %178
  %220 = load double, ptr %219, align 8, !tbaa !12
  %221 = load double, ptr %190, align 8, !tbaa !12
  %222 = call double @llvm.fmuladd.f64(double %220, double %221, double %179)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #15
  %223 = add nuw nsw i64 %178, 1
  %224 = icmp eq i64 %223, 3
  br i1 %224, label %119, label %177, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal noundef double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #10 align 2 {
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = load ptr, ptr %2, align 8, !tbaa !14
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !12
  %9 = fsub double %4, %8
  %10 = fmul double %6, %9
  %11 = tail call double @cos(double noundef %4) #15
  %12 = tail call noundef double @llvm.fmuladd.f64(double %10, double %9, double %11)
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #11 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %5
    i32 1, label %4
  ]

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %3, %4
  %6 = phi ptr [ %1, %4 ], [ @"_ZTIZ3runPKddE3$_0", %3 ]
  store ptr %6, ptr %0, align 8, !tbaa !14
  br label %7

7:                                                ; preds = %5, %3
  ret i1 false
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal noundef double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #10 align 2 {
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = load ptr, ptr %2, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load double, ptr %6, align 8, !tbaa !12
  %8 = fmul double %4, %7
  %9 = tail call double @exp(double noundef %8) #15
  %10 = load double, ptr %5, align 8, !tbaa !12
  %11 = fmul double %4, %10
  %12 = tail call noundef double @llvm.fmuladd.f64(double %11, double %4, double %9)
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #11 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %5
    i32 1, label %4
  ]

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %3, %4
  %6 = phi ptr [ %1, %4 ], [ @"_ZTIZ3runPKddE3$_1", %3 ]
  store ptr %6, ptr %0, align 8, !tbaa !14
  br label %7

7:                                                ; preds = %5, %3
  ret i1 false
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal noundef double @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd"(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) #13 align 2 {
  %3 = load double, ptr %1, align 8, !tbaa !12
  %4 = load double, ptr %0, align 8, !tbaa !24
  %5 = fmul double %3, %4
  %6 = tail call double @sin(double noundef %5) #15
  %7 = tail call noundef double @llvm.fmuladd.f64(double %5, double %3, double %6)
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #14 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ8capturedPKdidE3$_0", ptr %0, align 8, !tbaa !14
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !14
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !12
  store i64 %7, ptr %0, align 8, !tbaa !12
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #12

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind }
attributes #16 = { noreturn nounwind }
attributes #17 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 24}
!6 = !{!"_ZTSSt8functionIFddPKdEE", !7, i64 0, !10, i64 24}
!7 = !{!"_ZTSSt14_Function_base", !8, i64 0, !10, i64 16}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!7, !10, i64 16}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !10, i64 24}
!18 = !{!"_ZTSSt8functionIFddEE", !7, i64 0, !10, i64 24}
!19 = distinct !{!19, !16}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !8, i64 0}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{!25, !13, i64 0}
!25 = !{!"_ZTSZ8capturedPKdidE3$_0", !13, i64 0}
