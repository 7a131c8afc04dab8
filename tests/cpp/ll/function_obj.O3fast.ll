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
define dso_local noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef %0, double noundef nofpclass(nan inf) %1) #0 personality ptr @__gxx_personality_v0 {
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
  %9 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5relaxRKSt8functionIFddPKdEES1_di(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef 6)
          to label %10 unwind label %16

10:                                               ; preds = %2
  %11 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5relaxRKSt8functionIFddPKdEES1_di(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef %0, double noundef nofpclass(nan inf) %1, i32 noundef 4)
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
  %34 = fadd fast double %11, %9
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
define internal fastcc noundef nofpclass(nan inf) double @_ZL5relaxRKSt8functionIFddPKdEES1_di(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, double noundef nofpclass(nan inf) %2, i32 noundef %3) unnamed_addr #0 {
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
  %24 = call fast noundef nofpclass(nan inf) double %23(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull align 8 dereferenceable(8) %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  ret double %24

25:                                               ; preds = %12, %39
  %26 = phi double [ %2, %12 ], [ %44, %39 ]
  %27 = phi i32 [ 0, %12 ], [ %45, %39 ]
  %28 = fadd fast double %26, 1.000000e-03
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
  %34 = call fast noundef nofpclass(nan inf) double %33(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %35 = fadd fast double %26, -1.000000e-03
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
  %41 = call fast noundef nofpclass(nan inf) double %40(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %42 = fsub fast double %34, %41
  %43 = fmul fast double %42, 5.000000e+01
  %44 = fsub fast double %26, %43
  %45 = add nuw nsw i32 %27, 1
  %46 = icmp eq i32 %45, %3
  br i1 %46, label %15, label %25, !llvm.loop !15
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress uwtable
define dso_local noundef nofpclass(nan inf) double @_Z8capturedPKdid(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef nofpclass(nan inf) %2) #0 personality ptr @__gxx_personality_v0 {
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
  %34 = invoke noundef nofpclass(nan inf) double %33(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(8) %4)
          to label %35 unwind label %40

35:                                               ; preds = %30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %36 = fadd fast double %34, %31
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
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %11, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  %19 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %20 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %21 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %19, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %20, double noundef nofpclass(nan inf) 2.000000e-01)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  store double 0x3FF800010C6F7A0B, ptr %13, align 16, !tbaa !12
  store double 0x3FF7FFFEF39085F5, ptr %14, align 16, !tbaa !12
  %22 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %13, double noundef nofpclass(nan inf) 2.000000e-01)
  %23 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %14, double noundef nofpclass(nan inf) 2.000000e-01)
  %24 = load double, ptr %12, align 16, !tbaa !12
  %25 = fsub fast double %22, %23
  %26 = fmul fast double %25, 5.000000e+05
  %27 = call fast double @llvm.fabs.f64(double %26)
  %28 = call fast double @llvm.maxnum.f64(double %27, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %24, ptr %8, align 8, !tbaa !12
  %29 = load volatile double, ptr %8, align 8, !tbaa !12
  %30 = call double @llvm.fabs.f64(double %29)
  %31 = fcmp ueq double %30, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %31, label %105, label %94

32:                                               ; preds = %196
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %208, ptr %9, align 8, !tbaa !12
  %33 = load volatile double, ptr %9, align 8, !tbaa !12
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ueq double %34, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %35, label %43, label %36

36:                                               ; preds = %32
  %37 = fsub fast double %198, %208
  %38 = call fast double @llvm.fabs.f64(double %37)
  %39 = fmul fast double %210, 1.000000e-09
  %40 = fcmp fast ole double %38, %39
  %41 = select i1 %40, ptr @.str.7, ptr @.str.8
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %208, ptr noundef nonnull %41)
  br i1 %40, label %48, label %45

43:                                               ; preds = %32, %196
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %208, ptr noundef nonnull @.str.8)
  br label %45

45:                                               ; preds = %43, %36
  %46 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %48

48:                                               ; preds = %36, %45
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %16, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.cx, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.ct, i64 24, i1 false)
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %51 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %52 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %49, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %50, i32 noundef 3, i32 noundef %51, double noundef nofpclass(nan inf) 1.700000e+00)
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %54 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %55 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %53, ptr noundef nonnull %16, ptr noundef nonnull %18, i32 noundef %54, i32 noundef 3, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 3.000000e-01)
  %56 = fmul fast double %52, 3.000000e-01
  %57 = getelementptr inbounds i8, ptr %16, i64 8
  %58 = getelementptr inbounds i8, ptr %16, i64 16
  %59 = load double, ptr %16, align 16, !tbaa !12
  %60 = load double, ptr %57, align 8, !tbaa !12
  %61 = load double, ptr %58, align 16, !tbaa !12
  %62 = fadd fast double %59, 0x3EB0C6F7A0B5ED8D
  %63 = fadd fast double %59, 0xBEB0C6F7A0B5ED8D
  %64 = load double, ptr %17, align 16, !tbaa !12
  %65 = fmul fast double %62, 1.700000e+00
  %66 = fmul fast double %65, %62
  %67 = call fast double @llvm.sin.f64(double %65)
  %68 = fmul fast double %60, 1.700000e+00
  %69 = fmul fast double %68, %60
  %70 = call fast double @llvm.sin.f64(double %68)
  %71 = fmul fast double %61, 1.700000e+00
  %72 = fmul fast double %71, %61
  %73 = call fast double @llvm.sin.f64(double %71)
  %74 = fmul fast double %63, 1.700000e+00
  %75 = call fast double @llvm.sin.f64(double %74)
  %76 = fmul fast double %74, %63
  %77 = fadd fast double %69, %76
  %78 = fadd fast double %77, %72
  %79 = fadd fast double %66, %67
  %80 = fadd fast double %79, %70
  %81 = fadd fast double %80, %69
  %82 = fadd fast double %81, %73
  %83 = fadd fast double %82, %72
  %84 = fadd fast double %75, %70
  %85 = fadd fast double %84, %73
  %86 = fadd fast double %85, %78
  %87 = fsub fast double %83, %86
  %88 = fmul fast double %87, 5.000000e+05
  %89 = call fast double @llvm.fabs.f64(double %88)
  %90 = call fast double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %64, ptr %2, align 8, !tbaa !12
  %91 = load volatile double, ptr %2, align 8, !tbaa !12
  %92 = call double @llvm.fabs.f64(double %91)
  %93 = fcmp ueq double %92, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %93, label %271, label %260

94:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %26, ptr %7, align 8, !tbaa !12
  %95 = load volatile double, ptr %7, align 8, !tbaa !12
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fcmp ueq double %96, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %97, label %105, label %98

98:                                               ; preds = %94
  %99 = fsub fast double %24, %26
  %100 = call fast double @llvm.fabs.f64(double %99)
  %101 = fmul fast double %28, 1.000000e-05
  %102 = fcmp fast ole double %100, %101
  %103 = select i1 %102, ptr @.str.7, ptr @.str.8
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %26, ptr noundef nonnull %103)
  br i1 %102, label %110, label %107

105:                                              ; preds = %94, %0
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %26, ptr noundef nonnull @.str.8)
  br label %107

107:                                              ; preds = %105, %98
  %108 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %110

110:                                              ; preds = %98, %107
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %111 = getelementptr inbounds i8, ptr %13, i64 8
  store double 7.000010e-01, ptr %111, align 8, !tbaa !12
  %112 = getelementptr inbounds i8, ptr %14, i64 8
  store double 0x3FE666644D87724F, ptr %112, align 8, !tbaa !12
  %113 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %13, double noundef nofpclass(nan inf) 2.000000e-01)
  %114 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %14, double noundef nofpclass(nan inf) 2.000000e-01)
  %115 = getelementptr inbounds i8, ptr %12, i64 8
  %116 = load double, ptr %115, align 8, !tbaa !12
  %117 = fsub fast double %113, %114
  %118 = fmul fast double %117, 5.000000e+05
  %119 = call fast double @llvm.fabs.f64(double %118)
  %120 = call fast double @llvm.maxnum.f64(double %119, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %116, ptr %8, align 8, !tbaa !12
  %121 = load volatile double, ptr %8, align 8, !tbaa !12
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %123, label %135, label %124

124:                                              ; preds = %110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %118, ptr %7, align 8, !tbaa !12
  %125 = load volatile double, ptr %7, align 8, !tbaa !12
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ueq double %126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %127, label %135, label %128

128:                                              ; preds = %124
  %129 = fsub fast double %116, %118
  %130 = call fast double @llvm.fabs.f64(double %129)
  %131 = fmul fast double %120, 1.000000e-05
  %132 = fcmp fast ole double %130, %131
  %133 = select i1 %132, ptr @.str.7, ptr @.str.8
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %118, ptr noundef nonnull %133)
  br i1 %132, label %140, label %137

135:                                              ; preds = %124, %110
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %116, double noundef nofpclass(nan inf) %118, ptr noundef nonnull @.str.8)
  br label %137

137:                                              ; preds = %135, %128
  %138 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %140

140:                                              ; preds = %137, %128
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  %141 = getelementptr inbounds i8, ptr %13, i64 16
  store double -5.999990e-01, ptr %141, align 16, !tbaa !12
  %142 = getelementptr inbounds i8, ptr %14, i64 16
  store double -6.000010e-01, ptr %142, align 16, !tbaa !12
  %143 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %13, double noundef nofpclass(nan inf) 2.000000e-01)
  %144 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %14, double noundef nofpclass(nan inf) 2.000000e-01)
  %145 = getelementptr inbounds i8, ptr %12, i64 16
  %146 = load double, ptr %145, align 16, !tbaa !12
  %147 = fsub fast double %143, %144
  %148 = fmul fast double %147, 5.000000e+05
  %149 = call fast double @llvm.fabs.f64(double %148)
  %150 = call fast double @llvm.maxnum.f64(double %149, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %146, ptr %8, align 8, !tbaa !12
  %151 = load volatile double, ptr %8, align 8, !tbaa !12
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %153, label %165, label %154

154:                                              ; preds = %140
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %148, ptr %7, align 8, !tbaa !12
  %155 = load volatile double, ptr %7, align 8, !tbaa !12
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %157, label %165, label %158

158:                                              ; preds = %154
  %159 = fsub fast double %146, %148
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = fmul fast double %150, 1.000000e-05
  %162 = fcmp fast ole double %160, %161
  %163 = select i1 %162, ptr @.str.7, ptr @.str.8
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %148, ptr noundef nonnull %163)
  br i1 %162, label %170, label %167

165:                                              ; preds = %154, %140
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %148, ptr noundef nonnull @.str.8)
  br label %167

167:                                              ; preds = %165, %158
  %168 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %170

170:                                              ; preds = %167, %158
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %13, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %14, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %171 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %13, double noundef nofpclass(nan inf) 2.000010e-01)
  %172 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %14, double noundef nofpclass(nan inf) 1.999990e-01)
  %173 = fsub fast double %171, %172
  %174 = fmul fast double %173, 5.000000e+05
  %175 = call fast double @llvm.fabs.f64(double %174)
  %176 = call fast double @llvm.maxnum.f64(double %175, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %21, ptr %8, align 8, !tbaa !12
  %177 = load volatile double, ptr %8, align 8, !tbaa !12
  %178 = call double @llvm.fabs.f64(double %177)
  %179 = fcmp ueq double %178, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %179, label %191, label %180

180:                                              ; preds = %170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %174, ptr %7, align 8, !tbaa !12
  %181 = load volatile double, ptr %7, align 8, !tbaa !12
  %182 = call double @llvm.fabs.f64(double %181)
  %183 = fcmp ueq double %182, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %183, label %191, label %184

184:                                              ; preds = %180
  %185 = fsub fast double %21, %174
  %186 = call fast double @llvm.fabs.f64(double %185)
  %187 = fmul fast double %176, 1.000000e-05
  %188 = fcmp fast ole double %186, %187
  %189 = select i1 %188, ptr @.str.7, ptr @.str.8
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %174, ptr noundef nonnull %189)
  br i1 %188, label %196, label %193

191:                                              ; preds = %180, %170
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %174, ptr noundef nonnull @.str.8)
  br label %193

193:                                              ; preds = %191, %184
  %194 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %196

196:                                              ; preds = %193, %184
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %15, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  %197 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %198 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %197, ptr noundef nonnull %11, ptr noundef nonnull %15, double noundef nofpclass(nan inf) 2.000000e-01, double noundef nofpclass(nan inf) 4.000000e-01)
  %199 = load double, ptr %12, align 16, !tbaa !12
  %200 = fmul fast double %199, 3.000000e-01
  %201 = load double, ptr %115, align 8, !tbaa !12
  %202 = fmul fast double %201, -2.000000e-01
  %203 = load double, ptr %145, align 16, !tbaa !12
  %204 = fmul fast double %203, 5.000000e-01
  %205 = fmul fast double %21, 4.000000e-01
  %206 = fadd fast double %200, %205
  %207 = fadd fast double %206, %202
  %208 = fadd fast double %207, %204
  %209 = call fast double @llvm.fabs.f64(double %208)
  %210 = call fast double @llvm.maxnum.f64(double %209, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %198, ptr %10, align 8, !tbaa !12
  %211 = load volatile double, ptr %10, align 8, !tbaa !12
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = fcmp ueq double %212, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %213, label %43, label %32

214:                                              ; preds = %391
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %429, ptr %5, align 8, !tbaa !12
  %215 = load volatile double, ptr %5, align 8, !tbaa !12
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %217, label %225, label %218

218:                                              ; preds = %214
  %219 = fsub fast double %52, %429
  %220 = call fast double @llvm.fabs.f64(double %219)
  %221 = fmul fast double %431, 1.000000e-05
  %222 = fcmp fast ole double %220, %221
  %223 = select i1 %222, ptr @.str.7, ptr @.str.8
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %52, double noundef nofpclass(nan inf) %429, ptr noundef nonnull %223)
  br i1 %222, label %230, label %227

225:                                              ; preds = %214, %391
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %52, double noundef nofpclass(nan inf) %429, ptr noundef nonnull @.str.8)
  br label %227

227:                                              ; preds = %225, %218
  %228 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %230

230:                                              ; preds = %218, %227
  %231 = call fast double @llvm.fabs.f64(double %396)
  %232 = call fast double @llvm.maxnum.f64(double %231, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %55, ptr %4, align 8, !tbaa !12
  %233 = load volatile double, ptr %4, align 8, !tbaa !12
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fcmp ueq double %234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %235, label %249, label %236

236:                                              ; preds = %230
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %396, ptr %3, align 8, !tbaa !12
  %237 = load volatile double, ptr %3, align 8, !tbaa !12
  %238 = call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %239, label %249, label %240

240:                                              ; preds = %236
  %241 = fsub fast double %55, %396
  %242 = call fast double @llvm.fabs.f64(double %241)
  %243 = fmul fast double %232, 1.000000e-09
  %244 = fcmp fast ole double %242, %243
  %245 = select i1 %244, ptr @.str.7, ptr @.str.8
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %396, ptr noundef nonnull %245)
  br i1 %244, label %247, label %251

247:                                              ; preds = %240
  %248 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %254

249:                                              ; preds = %236, %230
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %396, ptr noundef nonnull @.str.8)
  br label %251

251:                                              ; preds = %249, %240
  %252 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %254

254:                                              ; preds = %247, %251
  %255 = phi i32 [ %248, %247 ], [ %253, %251 ]
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %255)
  %257 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %258 = icmp ne i32 %257, 0
  %259 = zext i1 %258 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #15
  ret i32 %259

260:                                              ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %88, ptr %1, align 8, !tbaa !12
  %261 = load volatile double, ptr %1, align 8, !tbaa !12
  %262 = call double @llvm.fabs.f64(double %261)
  %263 = fcmp ueq double %262, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %263, label %271, label %264

264:                                              ; preds = %260
  %265 = fsub fast double %64, %88
  %266 = call fast double @llvm.fabs.f64(double %265)
  %267 = fmul fast double %90, 1.000000e-05
  %268 = fcmp fast ole double %266, %267
  %269 = select i1 %268, ptr @.str.7, ptr @.str.8
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %64, double noundef nofpclass(nan inf) %88, ptr noundef nonnull %269)
  br i1 %268, label %276, label %273

271:                                              ; preds = %260, %48
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %64, double noundef nofpclass(nan inf) %88, ptr noundef nonnull @.str.8)
  br label %273

273:                                              ; preds = %271, %264
  %274 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %276

276:                                              ; preds = %264, %273
  %277 = load double, ptr %18, align 16, !tbaa !12
  %278 = load double, ptr %17, align 16, !tbaa !12
  %279 = fmul fast double %278, %277
  %280 = fadd fast double %279, %56
  %281 = load double, ptr %16, align 16, !tbaa !12
  %282 = load double, ptr %57, align 8, !tbaa !12
  %283 = load double, ptr %58, align 16, !tbaa !12
  %284 = fadd fast double %282, 0x3EB0C6F7A0B5ED8D
  %285 = fadd fast double %282, 0xBEB0C6F7A0B5ED8D
  %286 = getelementptr inbounds i8, ptr %17, i64 8
  %287 = load double, ptr %286, align 8, !tbaa !12
  %288 = fmul fast double %281, 1.700000e+00
  %289 = fmul fast double %288, %281
  %290 = call fast double @llvm.sin.f64(double %288)
  %291 = fmul fast double %284, 1.700000e+00
  %292 = fmul fast double %291, %284
  %293 = call fast double @llvm.sin.f64(double %291)
  %294 = fmul fast double %283, 1.700000e+00
  %295 = fmul fast double %294, %283
  %296 = call fast double @llvm.sin.f64(double %294)
  %297 = fmul fast double %285, 1.700000e+00
  %298 = call fast double @llvm.sin.f64(double %297)
  %299 = fmul fast double %297, %285
  %300 = fadd fast double %299, %289
  %301 = fadd fast double %300, %295
  %302 = fadd fast double %289, %290
  %303 = fadd fast double %302, %293
  %304 = fadd fast double %303, %292
  %305 = fadd fast double %304, %296
  %306 = fadd fast double %305, %295
  %307 = fadd fast double %290, %298
  %308 = fadd fast double %307, %296
  %309 = fadd fast double %308, %301
  %310 = fsub fast double %306, %309
  %311 = fmul fast double %310, 5.000000e+05
  %312 = call fast double @llvm.fabs.f64(double %311)
  %313 = call fast double @llvm.maxnum.f64(double %312, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %287, ptr %2, align 8, !tbaa !12
  %314 = load volatile double, ptr %2, align 8, !tbaa !12
  %315 = call double @llvm.fabs.f64(double %314)
  %316 = fcmp ueq double %315, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %316, label %328, label %317

317:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %311, ptr %1, align 8, !tbaa !12
  %318 = load volatile double, ptr %1, align 8, !tbaa !12
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = fcmp ueq double %319, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %320, label %328, label %321

321:                                              ; preds = %317
  %322 = fsub fast double %287, %311
  %323 = call fast double @llvm.fabs.f64(double %322)
  %324 = fmul fast double %313, 1.000000e-05
  %325 = fcmp fast ole double %323, %324
  %326 = select i1 %325, ptr @.str.7, ptr @.str.8
  %327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %311, ptr noundef nonnull %326)
  br i1 %325, label %333, label %330

328:                                              ; preds = %317, %276
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %287, double noundef nofpclass(nan inf) %311, ptr noundef nonnull @.str.8)
  br label %330

330:                                              ; preds = %328, %321
  %331 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %332 = add nsw i32 %331, 1
  store i32 %332, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %333

333:                                              ; preds = %330, %321
  %334 = getelementptr inbounds i8, ptr %18, i64 8
  %335 = load double, ptr %334, align 8, !tbaa !12
  %336 = load double, ptr %286, align 8, !tbaa !12
  %337 = fmul fast double %336, %335
  %338 = fadd fast double %337, %280
  %339 = load double, ptr %16, align 16, !tbaa !12
  %340 = load double, ptr %57, align 8, !tbaa !12
  %341 = load double, ptr %58, align 16, !tbaa !12
  %342 = fadd fast double %341, 0x3EB0C6F7A0B5ED8D
  %343 = fadd fast double %341, 0xBEB0C6F7A0B5ED8D
  %344 = getelementptr inbounds i8, ptr %17, i64 16
  %345 = load double, ptr %344, align 16, !tbaa !12
  %346 = fmul fast double %339, 1.700000e+00
  %347 = fmul fast double %346, %339
  %348 = call fast double @llvm.sin.f64(double %346)
  %349 = fmul fast double %340, 1.700000e+00
  %350 = fmul fast double %349, %340
  %351 = call fast double @llvm.sin.f64(double %349)
  %352 = fmul fast double %342, 1.700000e+00
  %353 = fmul fast double %352, %342
  %354 = call fast double @llvm.sin.f64(double %352)
  %355 = fmul fast double %343, 1.700000e+00
  %356 = call fast double @llvm.sin.f64(double %355)
  %357 = fmul fast double %355, %343
  %358 = fadd fast double %350, %347
  %359 = fadd fast double %358, %357
  %360 = fadd fast double %347, %348
  %361 = fadd fast double %360, %351
  %362 = fadd fast double %361, %350
  %363 = fadd fast double %362, %354
  %364 = fadd fast double %363, %353
  %365 = fadd fast double %348, %351
  %366 = fadd fast double %365, %356
  %367 = fadd fast double %366, %359
  %368 = fsub fast double %364, %367
  %369 = fmul fast double %368, 5.000000e+05
  %370 = call fast double @llvm.fabs.f64(double %369)
  %371 = call fast double @llvm.maxnum.f64(double %370, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %345, ptr %2, align 8, !tbaa !12
  %372 = load volatile double, ptr %2, align 8, !tbaa !12
  %373 = call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %374, label %386, label %375

375:                                              ; preds = %333
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %369, ptr %1, align 8, !tbaa !12
  %376 = load volatile double, ptr %1, align 8, !tbaa !12
  %377 = call double @llvm.fabs.f64(double %376)
  %378 = fcmp ueq double %377, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %378, label %386, label %379

379:                                              ; preds = %375
  %380 = fsub fast double %345, %369
  %381 = call fast double @llvm.fabs.f64(double %380)
  %382 = fmul fast double %371, 1.000000e-05
  %383 = fcmp fast ole double %381, %382
  %384 = select i1 %383, ptr @.str.7, ptr @.str.8
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %345, double noundef nofpclass(nan inf) %369, ptr noundef nonnull %384)
  br i1 %383, label %391, label %388

386:                                              ; preds = %375, %333
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %345, double noundef nofpclass(nan inf) %369, ptr noundef nonnull @.str.8)
  br label %388

388:                                              ; preds = %386, %379
  %389 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %391

391:                                              ; preds = %388, %379
  %392 = getelementptr inbounds i8, ptr %18, i64 16
  %393 = load double, ptr %392, align 16, !tbaa !12
  %394 = load double, ptr %344, align 16, !tbaa !12
  %395 = fmul fast double %394, %393
  %396 = fadd fast double %395, %338
  %397 = load double, ptr %16, align 16, !tbaa !12
  %398 = fmul fast double %397, 0x3FFB33343FA2AD3E
  %399 = fmul fast double %398, %397
  %400 = call fast double @llvm.sin.f64(double %398)
  %401 = load double, ptr %57, align 8, !tbaa !12
  %402 = fmul fast double %401, 0x3FFB33343FA2AD3E
  %403 = fmul fast double %402, %401
  %404 = call fast double @llvm.sin.f64(double %402)
  %405 = load double, ptr %58, align 16, !tbaa !12
  %406 = fmul fast double %405, 0x3FFB33343FA2AD3E
  %407 = fmul fast double %406, %405
  %408 = call fast double @llvm.sin.f64(double %406)
  %409 = fmul fast double %397, 0x3FFB333226C3B928
  %410 = call fast double @llvm.sin.f64(double %409)
  %411 = fmul fast double %401, 0x3FFB333226C3B928
  %412 = call fast double @llvm.sin.f64(double %411)
  %413 = fmul fast double %405, 0x3FFB333226C3B928
  %414 = call fast double @llvm.sin.f64(double %413)
  %415 = fmul fast double %413, %405
  %416 = fmul fast double %409, %397
  %417 = fmul fast double %411, %401
  %418 = fadd fast double %417, %416
  %419 = fadd fast double %418, %415
  %420 = fadd fast double %399, %400
  %421 = fsub fast double %420, %410
  %422 = fadd fast double %421, %404
  %423 = fadd fast double %422, %403
  %424 = fsub fast double %423, %412
  %425 = fadd fast double %424, %408
  %426 = fadd fast double %425, %407
  %427 = fadd fast double %414, %419
  %428 = fsub fast double %426, %427
  %429 = fmul fast double %428, 5.000000e+05
  %430 = call fast double @llvm.fabs.f64(double %429)
  %431 = call fast double @llvm.maxnum.f64(double %430, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %52, ptr %6, align 8, !tbaa !12
  %432 = load volatile double, ptr %6, align 8, !tbaa !12
  %433 = call double @llvm.fabs.f64(double %432)
  %434 = fcmp ueq double %433, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %434, label %225, label %214
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #7

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #8 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #10 align 2 {
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = load ptr, ptr %2, align 8, !tbaa !14
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = getelementptr i8, ptr %5, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !12
  %9 = fsub fast double %4, %8
  %10 = fmul fast double %9, %9
  %11 = fmul fast double %10, %6
  %12 = tail call fast double @llvm.cos.f64(double %4)
  %13 = fadd fast double %11, %12
  ret double %13
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #10 align 2 {
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = load ptr, ptr %2, align 8, !tbaa !14
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = getelementptr i8, ptr %5, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !12
  %9 = fmul fast double %8, %4
  %10 = tail call fast double @llvm.exp.f64(double %9)
  %11 = fmul fast double %4, %4
  %12 = fmul fast double %11, %6
  %13 = fadd fast double %10, %12
  ret double %13
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd"(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) #12 align 2 {
  %3 = load double, ptr %0, align 8, !tbaa !22
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = fmul fast double %4, %3
  %6 = fmul fast double %5, %4
  %7 = tail call fast double @llvm.sin.f64(double %5)
  %8 = fadd fast double %6, %7
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #13 align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

attributes #0 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { noinline noreturn nounwind uwtable "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!22 = !{!23, !13, i64 0}
!23 = !{!"_ZTSZ8capturedPKdidE3$_0", !13, i64 0}
