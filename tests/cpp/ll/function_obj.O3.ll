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
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #16
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
  call void @__clang_call_terminate(ptr %26) #17
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
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #16
  ret double %34

35:                                               ; preds = %16
  %36 = getelementptr inbounds i8, ptr %3, i64 32
  %37 = invoke noundef zeroext i1 %19(ptr noundef nonnull align 8 dereferenceable(16) %36, ptr noundef nonnull align 8 dereferenceable(16) %36, i32 noundef 3)
          to label %41 unwind label %38

38:                                               ; preds = %45, %35
  %39 = landingpad { ptr, i32 }
          catch ptr null
  %40 = extractvalue { ptr, i32 } %39, 0
  call void @__clang_call_terminate(ptr %40) #17
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
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #16
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
  call void @_ZSt25__throw_bad_function_callv() #18
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
  call void @_ZSt25__throw_bad_function_callv() #18
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
  call void @_ZSt25__throw_bad_function_callv() #18
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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #16
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
  call void @__clang_call_terminate(ptr %21) #17
  unreachable

22:                                               ; preds = %13, %15
  %23 = phi double [ %36, %13 ], [ %16, %15 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #16
  ret double %23

24:                                               ; preds = %35
  %25 = getelementptr inbounds double, ptr %0, i64 %37
  %26 = load double, ptr %25, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store double %26, ptr %4, align 8, !tbaa !12
  %27 = icmp eq ptr %39, null
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  invoke void @_ZSt25__throw_bad_function_callv() #18
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
  call void @__clang_call_terminate(ptr %52) #17
  unreachable

53:                                               ; preds = %44, %48
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #16
  resume { ptr, i32 } %45
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca %"class.std::function.2", align 8
  %5 = alloca double, align 8
  %6 = alloca %"class.std::function.2", align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca [3 x double], align 16
  %16 = alloca [3 x double], align 16
  %17 = alloca [3 x double], align 16
  %18 = alloca [3 x double], align 16
  %19 = alloca [3 x double], align 16
  %20 = alloca [3 x double], align 16
  %21 = alloca [3 x double], align 16
  %22 = alloca [3 x double], align 16
  %23 = alloca [3 x double], align 16
  %24 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %15, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %16, i8 0, i64 24, i1 false)
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %26 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %27 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %25, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %26, double noundef 2.000000e-01)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  store double 0x3FF800010C6F7A0B, ptr %17, align 16, !tbaa !12
  store double 0x3FF7FFFEF39085F5, ptr %18, align 16, !tbaa !12
  %28 = call noundef double @_Z3runPKdd(ptr noundef nonnull %17, double noundef 2.000000e-01)
  %29 = call noundef double @_Z3runPKdd(ptr noundef nonnull %18, double noundef 2.000000e-01)
  %30 = load double, ptr %16, align 16, !tbaa !12
  %31 = fsub double %28, %29
  %32 = fdiv double %31, 2.000000e-06
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %30, ptr %12, align 8, !tbaa !12
  %36 = load volatile double, ptr %12, align 8, !tbaa !12
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %38, label %87, label %76

39:                                               ; preds = %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %190, ptr %13, align 8, !tbaa !12
  %40 = load volatile double, ptr %13, align 8, !tbaa !12
  %41 = call double @llvm.fabs.f64(double %40)
  %42 = fcmp ueq double %41, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %42, label %50, label %43

43:                                               ; preds = %39
  %44 = fsub double %183, %190
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fmul double %193, 1.000000e-09
  %47 = fcmp ole double %45, %46
  %48 = select i1 %47, ptr @.str.7, ptr @.str.8
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %183, double noundef %190, ptr noundef nonnull %48)
  br i1 %47, label %55, label %52

50:                                               ; preds = %39, %181
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %183, double noundef %190, ptr noundef nonnull @.str.8)
  br label %52

52:                                               ; preds = %50, %43
  %53 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %55

55:                                               ; preds = %43, %52
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %20, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.cx, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %22, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.ct, i64 24, i1 false)
  %56 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %57 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %58 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %59 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %56, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %57, i32 noundef 3, i32 noundef %58, double noundef 1.700000e+00)
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %61 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %62 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %60, ptr noundef nonnull %20, ptr noundef nonnull %22, i32 noundef %61, i32 noundef 3, double noundef 1.700000e+00, double noundef 3.000000e-01)
  %63 = fmul double %59, 3.000000e-01
  %64 = getelementptr inbounds i8, ptr %23, i64 8
  %65 = getelementptr inbounds i8, ptr %20, i64 8
  %66 = getelementptr inbounds i8, ptr %23, i64 16
  %67 = getelementptr inbounds i8, ptr %20, i64 16
  %68 = getelementptr inbounds i8, ptr %24, i64 8
  %69 = getelementptr inbounds i8, ptr %24, i64 16
  %70 = getelementptr inbounds i8, ptr %6, i64 16
  %71 = getelementptr inbounds i8, ptr %6, i64 24
  %72 = getelementptr inbounds i8, ptr %6, i64 8
  %73 = getelementptr inbounds i8, ptr %4, i64 16
  %74 = getelementptr inbounds i8, ptr %4, i64 24
  %75 = getelementptr inbounds i8, ptr %4, i64 8
  br label %299

76:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %32, ptr %11, align 8, !tbaa !12
  %77 = load volatile double, ptr %11, align 8, !tbaa !12
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %79, label %87, label %80

80:                                               ; preds = %76
  %81 = fsub double %30, %32
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = fmul double %35, 1.000000e-05
  %84 = fcmp ole double %82, %83
  %85 = select i1 %84, ptr @.str.7, ptr @.str.8
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %30, double noundef %32, ptr noundef nonnull %85)
  br i1 %84, label %92, label %89

87:                                               ; preds = %76, %0
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %30, double noundef %32, ptr noundef nonnull @.str.8)
  br label %89

89:                                               ; preds = %87, %80
  %90 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %92

92:                                               ; preds = %80, %89
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %93 = getelementptr inbounds i8, ptr %17, i64 8
  store double 7.000010e-01, ptr %93, align 8, !tbaa !12
  %94 = getelementptr inbounds i8, ptr %18, i64 8
  store double 0x3FE666644D87724F, ptr %94, align 8, !tbaa !12
  %95 = call noundef double @_Z3runPKdd(ptr noundef nonnull %17, double noundef 2.000000e-01)
  %96 = call noundef double @_Z3runPKdd(ptr noundef nonnull %18, double noundef 2.000000e-01)
  %97 = getelementptr inbounds i8, ptr %16, i64 8
  %98 = load double, ptr %97, align 8, !tbaa !12
  %99 = fsub double %95, %96
  %100 = fdiv double %99, 2.000000e-06
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = fcmp ogt double %101, 1.000000e+00
  %103 = select i1 %102, double %101, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %98, ptr %12, align 8, !tbaa !12
  %104 = load volatile double, ptr %12, align 8, !tbaa !12
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = fcmp ueq double %105, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %106, label %118, label %107

107:                                              ; preds = %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %100, ptr %11, align 8, !tbaa !12
  %108 = load volatile double, ptr %11, align 8, !tbaa !12
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ueq double %109, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %110, label %118, label %111

111:                                              ; preds = %107
  %112 = fsub double %98, %100
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fmul double %103, 1.000000e-05
  %115 = fcmp ole double %113, %114
  %116 = select i1 %115, ptr @.str.7, ptr @.str.8
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %98, double noundef %100, ptr noundef nonnull %116)
  br i1 %115, label %123, label %120

118:                                              ; preds = %107, %92
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %98, double noundef %100, ptr noundef nonnull @.str.8)
  br label %120

120:                                              ; preds = %118, %111
  %121 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %123

123:                                              ; preds = %120, %111
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  %124 = getelementptr inbounds i8, ptr %17, i64 16
  store double -5.999990e-01, ptr %124, align 16, !tbaa !12
  %125 = getelementptr inbounds i8, ptr %18, i64 16
  store double -6.000010e-01, ptr %125, align 16, !tbaa !12
  %126 = call noundef double @_Z3runPKdd(ptr noundef nonnull %17, double noundef 2.000000e-01)
  %127 = call noundef double @_Z3runPKdd(ptr noundef nonnull %18, double noundef 2.000000e-01)
  %128 = getelementptr inbounds i8, ptr %16, i64 16
  %129 = load double, ptr %128, align 16, !tbaa !12
  %130 = fsub double %126, %127
  %131 = fdiv double %130, 2.000000e-06
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ogt double %132, 1.000000e+00
  %134 = select i1 %133, double %132, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %129, ptr %12, align 8, !tbaa !12
  %135 = load volatile double, ptr %12, align 8, !tbaa !12
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %137, label %149, label %138

138:                                              ; preds = %123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %131, ptr %11, align 8, !tbaa !12
  %139 = load volatile double, ptr %11, align 8, !tbaa !12
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ueq double %140, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %141, label %149, label %142

142:                                              ; preds = %138
  %143 = fsub double %129, %131
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fmul double %134, 1.000000e-05
  %146 = fcmp ole double %144, %145
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %129, double noundef %131, ptr noundef nonnull %147)
  br i1 %146, label %154, label %151

149:                                              ; preds = %138, %123
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %129, double noundef %131, ptr noundef nonnull @.str.8)
  br label %151

151:                                              ; preds = %149, %142
  %152 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %154

154:                                              ; preds = %151, %142
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %155 = call noundef double @_Z3runPKdd(ptr noundef nonnull %17, double noundef 2.000010e-01)
  %156 = call noundef double @_Z3runPKdd(ptr noundef nonnull %18, double noundef 1.999990e-01)
  %157 = fsub double %155, %156
  %158 = fdiv double %157, 2.000000e-06
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = fcmp ogt double %159, 1.000000e+00
  %161 = select i1 %160, double %159, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %27, ptr %12, align 8, !tbaa !12
  %162 = load volatile double, ptr %12, align 8, !tbaa !12
  %163 = call double @llvm.fabs.f64(double %162)
  %164 = fcmp ueq double %163, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %164, label %176, label %165

165:                                              ; preds = %154
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %158, ptr %11, align 8, !tbaa !12
  %166 = load volatile double, ptr %11, align 8, !tbaa !12
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fcmp ueq double %167, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %168, label %176, label %169

169:                                              ; preds = %165
  %170 = fsub double %27, %158
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = fmul double %161, 1.000000e-05
  %173 = fcmp ole double %171, %172
  %174 = select i1 %173, ptr @.str.7, ptr @.str.8
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %27, double noundef %158, ptr noundef nonnull %174)
  br i1 %173, label %181, label %178

176:                                              ; preds = %165, %154
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %27, double noundef %158, ptr noundef nonnull @.str.8)
  br label %178

178:                                              ; preds = %176, %169
  %179 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %181

181:                                              ; preds = %178, %169
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  %182 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %183 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %182, ptr noundef nonnull %15, ptr noundef nonnull %19, double noundef 2.000000e-01, double noundef 4.000000e-01)
  %184 = load double, ptr %16, align 16, !tbaa !12
  %185 = load double, ptr %97, align 8, !tbaa !12
  %186 = fmul double %185, -2.000000e-01
  %187 = call double @llvm.fmuladd.f64(double %184, double 3.000000e-01, double %186)
  %188 = load double, ptr %128, align 16, !tbaa !12
  %189 = call double @llvm.fmuladd.f64(double %188, double 5.000000e-01, double %187)
  %190 = call double @llvm.fmuladd.f64(double %27, double 4.000000e-01, double %189)
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fcmp ogt double %191, 1.000000e+00
  %193 = select i1 %192, double %191, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %183, ptr %14, align 8, !tbaa !12
  %194 = load volatile double, ptr %14, align 8, !tbaa !12
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %196, label %50, label %39

197:                                              ; preds = %428
  %198 = load double, ptr %20, align 16, !tbaa !12
  %199 = fmul double %198, 0x3FFB33343FA2AD3E
  %200 = call double @sin(double noundef %199) #16
  %201 = load double, ptr %65, align 8, !tbaa !12
  %202 = fmul double %201, 0x3FFB33343FA2AD3E
  %203 = call double @sin(double noundef %202) #16
  %204 = load double, ptr %67, align 16, !tbaa !12
  %205 = fmul double %204, 0x3FFB33343FA2AD3E
  %206 = call double @sin(double noundef %205) #16
  %207 = load double, ptr %20, align 16, !tbaa !12
  %208 = fmul double %207, 0x3FFB333226C3B928
  %209 = call double @sin(double noundef %208) #16
  %210 = insertelement <2 x double> poison, double %199, i64 0
  %211 = insertelement <2 x double> %210, double %208, i64 1
  %212 = insertelement <2 x double> poison, double %198, i64 0
  %213 = insertelement <2 x double> %212, double %207, i64 1
  %214 = insertelement <2 x double> poison, double %200, i64 0
  %215 = insertelement <2 x double> %214, double %209, i64 1
  %216 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %211, <2 x double> %213, <2 x double> %215)
  %217 = fadd <2 x double> %216, zeroinitializer
  %218 = load double, ptr %65, align 8, !tbaa !12
  %219 = fmul double %218, 0x3FFB333226C3B928
  %220 = call double @sin(double noundef %219) #16
  %221 = insertelement <2 x double> poison, double %202, i64 0
  %222 = insertelement <2 x double> %221, double %219, i64 1
  %223 = insertelement <2 x double> poison, double %201, i64 0
  %224 = insertelement <2 x double> %223, double %218, i64 1
  %225 = insertelement <2 x double> poison, double %203, i64 0
  %226 = insertelement <2 x double> %225, double %220, i64 1
  %227 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %222, <2 x double> %224, <2 x double> %226)
  %228 = fadd <2 x double> %217, %227
  %229 = load double, ptr %67, align 16, !tbaa !12
  %230 = fmul double %229, 0x3FFB333226C3B928
  %231 = call double @sin(double noundef %230) #16
  %232 = insertelement <2 x double> poison, double %205, i64 0
  %233 = insertelement <2 x double> %232, double %230, i64 1
  %234 = insertelement <2 x double> poison, double %204, i64 0
  %235 = insertelement <2 x double> %234, double %229, i64 1
  %236 = insertelement <2 x double> poison, double %206, i64 0
  %237 = insertelement <2 x double> %236, double %231, i64 1
  %238 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %233, <2 x double> %235, <2 x double> %237)
  %239 = fadd <2 x double> %228, %238
  %240 = shufflevector <2 x double> %239, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %241 = fsub <2 x double> %239, %240
  %242 = extractelement <2 x double> %241, i64 0
  %243 = fdiv double %242, 2.000000e-06
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ogt double %244, 1.000000e+00
  %246 = select i1 %245, double %244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %59, ptr %10, align 8, !tbaa !12
  %247 = load volatile double, ptr %10, align 8, !tbaa !12
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %249, label %263, label %252

250:                                              ; preds = %402, %357
  %251 = phi { ptr, i32 } [ %349, %357 ], [ %394, %402 ]
  resume { ptr, i32 } %251

252:                                              ; preds = %197
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %243, ptr %9, align 8, !tbaa !12
  %253 = load volatile double, ptr %9, align 8, !tbaa !12
  %254 = call double @llvm.fabs.f64(double %253)
  %255 = fcmp ueq double %254, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %255, label %263, label %256

256:                                              ; preds = %252
  %257 = fsub double %59, %243
  %258 = call double @llvm.fabs.f64(double %257)
  %259 = fmul double %246, 1.000000e-05
  %260 = fcmp ole double %258, %259
  %261 = select i1 %260, ptr @.str.7, ptr @.str.8
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %59, double noundef %243, ptr noundef nonnull %261)
  br i1 %260, label %268, label %265

263:                                              ; preds = %252, %197
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %59, double noundef %243, ptr noundef nonnull @.str.8)
  br label %265

265:                                              ; preds = %263, %256
  %266 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %268

268:                                              ; preds = %256, %265
  %269 = call double @llvm.fabs.f64(double %432)
  %270 = fcmp ogt double %269, 1.000000e+00
  %271 = select i1 %270, double %269, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %62, ptr %8, align 8, !tbaa !12
  %272 = load volatile double, ptr %8, align 8, !tbaa !12
  %273 = call double @llvm.fabs.f64(double %272)
  %274 = fcmp ueq double %273, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %274, label %288, label %275

275:                                              ; preds = %268
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %432, ptr %7, align 8, !tbaa !12
  %276 = load volatile double, ptr %7, align 8, !tbaa !12
  %277 = call double @llvm.fabs.f64(double %276)
  %278 = fcmp ueq double %277, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %278, label %288, label %279

279:                                              ; preds = %275
  %280 = fsub double %62, %432
  %281 = call double @llvm.fabs.f64(double %280)
  %282 = fmul double %271, 1.000000e-09
  %283 = fcmp ole double %281, %282
  %284 = select i1 %283, ptr @.str.7, ptr @.str.8
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %62, double noundef %432, ptr noundef nonnull %284)
  br i1 %283, label %286, label %290

286:                                              ; preds = %279
  %287 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %293

288:                                              ; preds = %275, %268
  %289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %62, double noundef %432, ptr noundef nonnull @.str.8)
  br label %290

290:                                              ; preds = %288, %279
  %291 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %293

293:                                              ; preds = %286, %290
  %294 = phi i32 [ %287, %286 ], [ %292, %290 ]
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %294)
  %296 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %297 = icmp ne i32 %296, 0
  %298 = zext i1 %297 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #16
  ret i32 %298

299:                                              ; preds = %55, %428
  %300 = phi i64 [ 0, %55 ], [ %433, %428 ]
  %301 = phi double [ %63, %55 ], [ %432, %428 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #16
  %302 = load <2 x double>, ptr %20, align 16, !tbaa !12
  store <2 x double> %302, ptr %23, align 16, !tbaa !12
  %303 = load double, ptr %67, align 16, !tbaa !12
  store double %303, ptr %66, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #16
  store <2 x double> %302, ptr %24, align 16, !tbaa !12
  store double %303, ptr %69, align 16, !tbaa !12
  %304 = getelementptr inbounds [3 x double], ptr %23, i64 0, i64 %300
  %305 = load double, ptr %304, align 8, !tbaa !12
  %306 = fadd double %305, 0x3EB0C6F7A0B5ED8D
  store double %306, ptr %304, align 8, !tbaa !12
  %307 = getelementptr inbounds [3 x double], ptr %24, i64 0, i64 %300
  %308 = load double, ptr %307, align 8, !tbaa !12
  %309 = fadd double %308, 0xBEB0C6F7A0B5ED8D
  store double %309, ptr %307, align 8, !tbaa !12
  %310 = trunc nuw nsw i64 %300 to i32
  %311 = uitofp nneg i32 %310 to double
  %312 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 %300
  %313 = load double, ptr %312, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #16
  store i64 0, ptr %72, align 8
  store double 1.700000e+00, ptr %6, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %71, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %70, align 8, !tbaa !11
  %314 = load double, ptr %23, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  %315 = fmul double %314, 1.700000e+00
  %316 = call double @sin(double noundef %315) #16
  %317 = call noundef double @llvm.fmuladd.f64(double %315, double %314, double %316)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %318 = fadd double %317, 0.000000e+00
  %319 = load ptr, ptr %70, align 8, !tbaa !11
  %320 = load double, ptr %64, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store double %320, ptr %5, align 8, !tbaa !12
  %321 = icmp eq ptr %319, null
  br i1 %321, label %342, label %331

322:                                              ; preds = %339
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %323 = fadd double %335, %341
  %324 = load ptr, ptr %70, align 8, !tbaa !11
  %325 = icmp eq ptr %324, null
  br i1 %325, label %358, label %326

326:                                              ; preds = %322
  %327 = invoke noundef zeroext i1 %324(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %358 unwind label %328

328:                                              ; preds = %326
  %329 = landingpad { ptr, i32 }
          catch ptr null
  %330 = extractvalue { ptr, i32 } %329, 0
  call void @__clang_call_terminate(ptr %330) #17
  unreachable

331:                                              ; preds = %299
  %332 = load ptr, ptr %71, align 8, !tbaa !17
  %333 = invoke noundef double %332(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %334 unwind label %344

334:                                              ; preds = %331
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %335 = fadd double %318, %333
  %336 = load ptr, ptr %70, align 8, !tbaa !11
  %337 = load double, ptr %66, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store double %337, ptr %5, align 8, !tbaa !12
  %338 = icmp eq ptr %336, null
  br i1 %338, label %342, label %339

339:                                              ; preds = %334
  %340 = load ptr, ptr %71, align 8, !tbaa !17
  %341 = invoke noundef double %340(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %322 unwind label %344

342:                                              ; preds = %334, %299
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %343 unwind label %346

343:                                              ; preds = %342
  unreachable

344:                                              ; preds = %339, %331
  %345 = landingpad { ptr, i32 }
          cleanup
  br label %348

346:                                              ; preds = %342
  %347 = landingpad { ptr, i32 }
          cleanup
  br label %348

348:                                              ; preds = %346, %344
  %349 = phi { ptr, i32 } [ %345, %344 ], [ %347, %346 ]
  %350 = load ptr, ptr %70, align 8, !tbaa !11
  %351 = icmp eq ptr %350, null
  br i1 %351, label %357, label %352

352:                                              ; preds = %348
  %353 = invoke noundef zeroext i1 %350(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %357 unwind label %354

354:                                              ; preds = %352
  %355 = landingpad { ptr, i32 }
          catch ptr null
  %356 = extractvalue { ptr, i32 } %355, 0
  call void @__clang_call_terminate(ptr %356) #17
  unreachable

357:                                              ; preds = %352, %348
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #16
  br label %250

358:                                              ; preds = %322, %326
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #16
  store i64 0, ptr %75, align 8
  store double 1.700000e+00, ptr %4, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %74, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %73, align 8, !tbaa !11
  %359 = load double, ptr %24, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  %360 = fmul double %359, 1.700000e+00
  %361 = call double @sin(double noundef %360) #16
  %362 = call noundef double @llvm.fmuladd.f64(double %360, double %359, double %361)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %363 = fadd double %362, 0.000000e+00
  %364 = load ptr, ptr %73, align 8, !tbaa !11
  %365 = load double, ptr %68, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %365, ptr %3, align 8, !tbaa !12
  %366 = icmp eq ptr %364, null
  br i1 %366, label %387, label %376

367:                                              ; preds = %384
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %368 = fadd double %380, %386
  %369 = load ptr, ptr %73, align 8, !tbaa !11
  %370 = icmp eq ptr %369, null
  br i1 %370, label %403, label %371

371:                                              ; preds = %367
  %372 = invoke noundef zeroext i1 %369(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %403 unwind label %373

373:                                              ; preds = %371
  %374 = landingpad { ptr, i32 }
          catch ptr null
  %375 = extractvalue { ptr, i32 } %374, 0
  call void @__clang_call_terminate(ptr %375) #17
  unreachable

376:                                              ; preds = %358
  %377 = load ptr, ptr %74, align 8, !tbaa !17
  %378 = invoke noundef double %377(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %379 unwind label %389

379:                                              ; preds = %376
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %380 = fadd double %363, %378
  %381 = load ptr, ptr %73, align 8, !tbaa !11
  %382 = load double, ptr %69, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %382, ptr %3, align 8, !tbaa !12
  %383 = icmp eq ptr %381, null
  br i1 %383, label %387, label %384

384:                                              ; preds = %379
  %385 = load ptr, ptr %74, align 8, !tbaa !17
  %386 = invoke noundef double %385(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %367 unwind label %389

387:                                              ; preds = %379, %358
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %388 unwind label %391

388:                                              ; preds = %387
  unreachable

389:                                              ; preds = %384, %376
  %390 = landingpad { ptr, i32 }
          cleanup
  br label %393

391:                                              ; preds = %387
  %392 = landingpad { ptr, i32 }
          cleanup
  br label %393

393:                                              ; preds = %391, %389
  %394 = phi { ptr, i32 } [ %390, %389 ], [ %392, %391 ]
  %395 = load ptr, ptr %73, align 8, !tbaa !11
  %396 = icmp eq ptr %395, null
  br i1 %396, label %402, label %397

397:                                              ; preds = %393
  %398 = invoke noundef zeroext i1 %395(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %402 unwind label %399

399:                                              ; preds = %397
  %400 = landingpad { ptr, i32 }
          catch ptr null
  %401 = extractvalue { ptr, i32 } %400, 0
  call void @__clang_call_terminate(ptr %401) #17
  unreachable

402:                                              ; preds = %397, %393
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #16
  br label %250

403:                                              ; preds = %367, %371
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #16
  %404 = fsub double %323, %368
  %405 = fdiv double %404, 2.000000e-06
  %406 = call double @llvm.fabs.f64(double %405)
  %407 = fcmp ogt double %406, 1.000000e+00
  %408 = select i1 %407, double %406, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %313, ptr %2, align 8, !tbaa !12
  %409 = load volatile double, ptr %2, align 8, !tbaa !12
  %410 = call double @llvm.fabs.f64(double %409)
  %411 = fcmp ueq double %410, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %411, label %423, label %412

412:                                              ; preds = %403
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %405, ptr %1, align 8, !tbaa !12
  %413 = load volatile double, ptr %1, align 8, !tbaa !12
  %414 = call double @llvm.fabs.f64(double %413)
  %415 = fcmp ueq double %414, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %415, label %423, label %416

416:                                              ; preds = %412
  %417 = fsub double %313, %405
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fmul double %408, 1.000000e-05
  %420 = fcmp ole double %418, %419
  %421 = select i1 %420, ptr @.str.7, ptr @.str.8
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %311, double noundef %313, double noundef %405, ptr noundef nonnull %421)
  br i1 %420, label %428, label %425

423:                                              ; preds = %412, %403
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %311, double noundef %313, double noundef %405, ptr noundef nonnull @.str.8)
  br label %425

425:                                              ; preds = %423, %416
  %426 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %428

428:                                              ; preds = %416, %425
  %429 = getelementptr inbounds [3 x double], ptr %22, i64 0, i64 %300
  %430 = load double, ptr %429, align 8, !tbaa !12
  %431 = load double, ptr %312, align 8, !tbaa !12
  %432 = call double @llvm.fmuladd.f64(double %430, double %431, double %301)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #16
  %433 = add nuw nsw i64 %300, 1
  %434 = icmp eq i64 %433, 3
  br i1 %434, label %197, label %299, !llvm.loop !22
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #16
  tail call void @_ZSt9terminatev() #17
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
  %7 = getelementptr i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !12
  %9 = fsub double %4, %8
  %10 = fmul double %6, %9
  %11 = tail call double @cos(double noundef %4) #16
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
  %9 = tail call double @exp(double noundef %8) #16
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
  %3 = load double, ptr %0, align 8, !tbaa !23
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = fmul double %3, %4
  %6 = tail call double @sin(double noundef %5) #16
  %7 = tail call noundef double @llvm.fmuladd.f64(double %5, double %4, double %6)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #15

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
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { noreturn nounwind }
attributes #18 = { noreturn }

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
!23 = !{!24, !13, i64 0}
!24 = !{!"_ZTSZ8capturedPKdidE3$_0", !13, i64 0}
