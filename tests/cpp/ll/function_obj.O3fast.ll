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
@.str.5 = private unnamed_addr constant [28 x i8] c"function_obj.lambda_pointer\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"function_obj.lambda_plus\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"function_obj: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
  %34 = fadd fast double %11, %9
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
  call void @_ZSt25__throw_bad_function_callv() #18
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
  call void @_ZSt25__throw_bad_function_callv() #18
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
  call void @_ZSt25__throw_bad_function_callv() #18
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
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %15, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %16, i8 0, i64 24, i1 false)
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %24 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %25 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %23, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %24, double noundef nofpclass(nan inf) 2.000000e-01)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  store double 0x3FF800010C6F7A0B, ptr %17, align 16, !tbaa !12
  store double 0x3FF7FFFEF39085F5, ptr %18, align 16, !tbaa !12
  %26 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %17, double noundef nofpclass(nan inf) 2.000000e-01)
  %27 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %18, double noundef nofpclass(nan inf) 2.000000e-01)
  %28 = load double, ptr %16, align 16, !tbaa !12
  %29 = fsub fast double %26, %27
  %30 = fmul fast double %29, 5.000000e+05
  %31 = call fast double @llvm.fabs.f64(double %30)
  %32 = call fast double @llvm.maxnum.f64(double %31, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %28, ptr %12, align 8, !tbaa !12
  %33 = load volatile double, ptr %12, align 8, !tbaa !12
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ueq double %34, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %35, label %109, label %98

36:                                               ; preds = %200
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %212, ptr %13, align 8, !tbaa !12
  %37 = load volatile double, ptr %13, align 8, !tbaa !12
  %38 = call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = fsub fast double %202, %212
  %42 = call fast double @llvm.fabs.f64(double %41)
  %43 = fmul fast double %214, 1.000000e-09
  %44 = fcmp fast ole double %42, %43
  %45 = select i1 %44, ptr @.str.9, ptr @.str.10
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %212, ptr noundef nonnull %45)
  br i1 %44, label %52, label %49

47:                                               ; preds = %36, %200
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %212, ptr noundef nonnull @.str.10)
  br label %49

49:                                               ; preds = %47, %40
  %50 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %52

52:                                               ; preds = %40, %49
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %20, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.cx, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %22, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.ct, i64 24, i1 false)
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %54 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %55 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %56 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %53, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %54, i32 noundef 3, i32 noundef %55, double noundef nofpclass(nan inf) 1.700000e+00)
  %57 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %58 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %59 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %57, ptr noundef nonnull %20, ptr noundef nonnull %22, i32 noundef %58, i32 noundef 3, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 3.000000e-01)
  %60 = fmul fast double %56, 3.000000e-01
  %61 = getelementptr inbounds i8, ptr %20, i64 8
  %62 = getelementptr inbounds i8, ptr %20, i64 16
  %63 = load double, ptr %20, align 16, !tbaa !12
  %64 = load double, ptr %61, align 8, !tbaa !12
  %65 = load double, ptr %62, align 16, !tbaa !12
  %66 = fadd fast double %63, 0x3EB0C6F7A0B5ED8D
  %67 = fadd fast double %63, 0xBEB0C6F7A0B5ED8D
  %68 = load double, ptr %21, align 16, !tbaa !12
  %69 = fmul fast double %66, 1.700000e+00
  %70 = fmul fast double %69, %66
  %71 = call fast double @llvm.sin.f64(double %69)
  %72 = fmul fast double %64, 1.700000e+00
  %73 = fmul fast double %72, %64
  %74 = call fast double @llvm.sin.f64(double %72)
  %75 = fmul fast double %65, 1.700000e+00
  %76 = fmul fast double %75, %65
  %77 = call fast double @llvm.sin.f64(double %75)
  %78 = fmul fast double %67, 1.700000e+00
  %79 = call fast double @llvm.sin.f64(double %78)
  %80 = fmul fast double %78, %67
  %81 = fadd fast double %73, %80
  %82 = fadd fast double %81, %76
  %83 = fadd fast double %70, %71
  %84 = fadd fast double %83, %74
  %85 = fadd fast double %84, %73
  %86 = fadd fast double %85, %77
  %87 = fadd fast double %86, %76
  %88 = fadd fast double %79, %74
  %89 = fadd fast double %88, %77
  %90 = fadd fast double %89, %82
  %91 = fsub fast double %87, %90
  %92 = fmul fast double %91, 5.000000e+05
  %93 = call fast double @llvm.fabs.f64(double %92)
  %94 = call fast double @llvm.maxnum.f64(double %93, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %68, ptr %2, align 8, !tbaa !12
  %95 = load volatile double, ptr %2, align 8, !tbaa !12
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fcmp ueq double %96, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %97, label %315, label %304

98:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %30, ptr %11, align 8, !tbaa !12
  %99 = load volatile double, ptr %11, align 8, !tbaa !12
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = fcmp ueq double %100, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %101, label %109, label %102

102:                                              ; preds = %98
  %103 = fsub fast double %28, %30
  %104 = call fast double @llvm.fabs.f64(double %103)
  %105 = fmul fast double %32, 1.000000e-05
  %106 = fcmp fast ole double %104, %105
  %107 = select i1 %106, ptr @.str.9, ptr @.str.10
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %30, ptr noundef nonnull %107)
  br i1 %106, label %114, label %111

109:                                              ; preds = %98, %0
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %30, ptr noundef nonnull @.str.10)
  br label %111

111:                                              ; preds = %109, %102
  %112 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %114

114:                                              ; preds = %102, %111
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %115 = getelementptr inbounds i8, ptr %17, i64 8
  store double 7.000010e-01, ptr %115, align 8, !tbaa !12
  %116 = getelementptr inbounds i8, ptr %18, i64 8
  store double 0x3FE666644D87724F, ptr %116, align 8, !tbaa !12
  %117 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %17, double noundef nofpclass(nan inf) 2.000000e-01)
  %118 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %18, double noundef nofpclass(nan inf) 2.000000e-01)
  %119 = getelementptr inbounds i8, ptr %16, i64 8
  %120 = load double, ptr %119, align 8, !tbaa !12
  %121 = fsub fast double %117, %118
  %122 = fmul fast double %121, 5.000000e+05
  %123 = call fast double @llvm.fabs.f64(double %122)
  %124 = call fast double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %120, ptr %12, align 8, !tbaa !12
  %125 = load volatile double, ptr %12, align 8, !tbaa !12
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = fcmp ueq double %126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %127, label %139, label %128

128:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %122, ptr %11, align 8, !tbaa !12
  %129 = load volatile double, ptr %11, align 8, !tbaa !12
  %130 = call double @llvm.fabs.f64(double %129)
  %131 = fcmp ueq double %130, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %131, label %139, label %132

132:                                              ; preds = %128
  %133 = fsub fast double %120, %122
  %134 = call fast double @llvm.fabs.f64(double %133)
  %135 = fmul fast double %124, 1.000000e-05
  %136 = fcmp fast ole double %134, %135
  %137 = select i1 %136, ptr @.str.9, ptr @.str.10
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %122, ptr noundef nonnull %137)
  br i1 %136, label %144, label %141

139:                                              ; preds = %128, %114
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %120, double noundef nofpclass(nan inf) %122, ptr noundef nonnull @.str.10)
  br label %141

141:                                              ; preds = %139, %132
  %142 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %144

144:                                              ; preds = %141, %132
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  %145 = getelementptr inbounds i8, ptr %17, i64 16
  store double -5.999990e-01, ptr %145, align 16, !tbaa !12
  %146 = getelementptr inbounds i8, ptr %18, i64 16
  store double -6.000010e-01, ptr %146, align 16, !tbaa !12
  %147 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %17, double noundef nofpclass(nan inf) 2.000000e-01)
  %148 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %18, double noundef nofpclass(nan inf) 2.000000e-01)
  %149 = getelementptr inbounds i8, ptr %16, i64 16
  %150 = load double, ptr %149, align 16, !tbaa !12
  %151 = fsub fast double %147, %148
  %152 = fmul fast double %151, 5.000000e+05
  %153 = call fast double @llvm.fabs.f64(double %152)
  %154 = call fast double @llvm.maxnum.f64(double %153, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %150, ptr %12, align 8, !tbaa !12
  %155 = load volatile double, ptr %12, align 8, !tbaa !12
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %157, label %169, label %158

158:                                              ; preds = %144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %152, ptr %11, align 8, !tbaa !12
  %159 = load volatile double, ptr %11, align 8, !tbaa !12
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ueq double %160, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %161, label %169, label %162

162:                                              ; preds = %158
  %163 = fsub fast double %150, %152
  %164 = call fast double @llvm.fabs.f64(double %163)
  %165 = fmul fast double %154, 1.000000e-05
  %166 = fcmp fast ole double %164, %165
  %167 = select i1 %166, ptr @.str.9, ptr @.str.10
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %152, ptr noundef nonnull %167)
  br i1 %166, label %174, label %171

169:                                              ; preds = %158, %144
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %150, double noundef nofpclass(nan inf) %152, ptr noundef nonnull @.str.10)
  br label %171

171:                                              ; preds = %169, %162
  %172 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %174

174:                                              ; preds = %171, %162
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %175 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %17, double noundef nofpclass(nan inf) 2.000010e-01)
  %176 = call fast noundef nofpclass(nan inf) double @_Z3runPKdd(ptr noundef nonnull %18, double noundef nofpclass(nan inf) 1.999990e-01)
  %177 = fsub fast double %175, %176
  %178 = fmul fast double %177, 5.000000e+05
  %179 = call fast double @llvm.fabs.f64(double %178)
  %180 = call fast double @llvm.maxnum.f64(double %179, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %25, ptr %12, align 8, !tbaa !12
  %181 = load volatile double, ptr %12, align 8, !tbaa !12
  %182 = call double @llvm.fabs.f64(double %181)
  %183 = fcmp ueq double %182, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %183, label %195, label %184

184:                                              ; preds = %174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %178, ptr %11, align 8, !tbaa !12
  %185 = load volatile double, ptr %11, align 8, !tbaa !12
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = fcmp ueq double %186, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %187, label %195, label %188

188:                                              ; preds = %184
  %189 = fsub fast double %25, %178
  %190 = call fast double @llvm.fabs.f64(double %189)
  %191 = fmul fast double %180, 1.000000e-05
  %192 = fcmp fast ole double %190, %191
  %193 = select i1 %192, ptr @.str.9, ptr @.str.10
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) %178, ptr noundef nonnull %193)
  br i1 %192, label %200, label %197

195:                                              ; preds = %184, %174
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) %178, ptr noundef nonnull @.str.10)
  br label %197

197:                                              ; preds = %195, %188
  %198 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %200

200:                                              ; preds = %197, %188
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  %201 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %202 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %201, ptr noundef nonnull %15, ptr noundef nonnull %19, double noundef nofpclass(nan inf) 2.000000e-01, double noundef nofpclass(nan inf) 4.000000e-01)
  %203 = load double, ptr %16, align 16, !tbaa !12
  %204 = fmul fast double %203, 3.000000e-01
  %205 = load double, ptr %119, align 8, !tbaa !12
  %206 = fmul fast double %205, -2.000000e-01
  %207 = load double, ptr %149, align 16, !tbaa !12
  %208 = fmul fast double %207, 5.000000e-01
  %209 = fmul fast double %25, 4.000000e-01
  %210 = fadd fast double %204, %209
  %211 = fadd fast double %210, %206
  %212 = fadd fast double %211, %208
  %213 = call fast double @llvm.fabs.f64(double %212)
  %214 = call fast double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %202, ptr %14, align 8, !tbaa !12
  %215 = load volatile double, ptr %14, align 8, !tbaa !12
  %216 = call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %217, label %47, label %36

218:                                              ; preds = %435
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %473, ptr %9, align 8, !tbaa !12
  %219 = load volatile double, ptr %9, align 8, !tbaa !12
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ueq double %220, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %221, label %229, label %222

222:                                              ; preds = %218
  %223 = fsub fast double %56, %473
  %224 = call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %475, 1.000000e-05
  %226 = fcmp fast ole double %224, %225
  %227 = select i1 %226, ptr @.str.9, ptr @.str.10
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %56, double noundef nofpclass(nan inf) %473, ptr noundef nonnull %227)
  br i1 %226, label %234, label %231

229:                                              ; preds = %218, %435
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %56, double noundef nofpclass(nan inf) %473, ptr noundef nonnull @.str.10)
  br label %231

231:                                              ; preds = %229, %222
  %232 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %234

234:                                              ; preds = %222, %231
  %235 = call fast double @llvm.fabs.f64(double %440)
  %236 = call fast double @llvm.maxnum.f64(double %235, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %59, ptr %8, align 8, !tbaa !12
  %237 = load volatile double, ptr %8, align 8, !tbaa !12
  %238 = call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %239, label %251, label %240

240:                                              ; preds = %234
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %440, ptr %7, align 8, !tbaa !12
  %241 = load volatile double, ptr %7, align 8, !tbaa !12
  %242 = call double @llvm.fabs.f64(double %241)
  %243 = fcmp ueq double %242, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %243, label %251, label %244

244:                                              ; preds = %240
  %245 = fsub fast double %59, %440
  %246 = call fast double @llvm.fabs.f64(double %245)
  %247 = fmul fast double %236, 1.000000e-09
  %248 = fcmp fast ole double %246, %247
  %249 = select i1 %248, ptr @.str.9, ptr @.str.10
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %59, double noundef nofpclass(nan inf) %440, ptr noundef nonnull %249)
  br i1 %248, label %256, label %253

251:                                              ; preds = %240, %234
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %59, double noundef nofpclass(nan inf) %440, ptr noundef nonnull @.str.10)
  br label %253

253:                                              ; preds = %251, %244
  %254 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %256

256:                                              ; preds = %244, %253
  %257 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEd", double noundef nofpclass(nan inf) 8.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %257, ptr %6, align 8, !tbaa !12
  %258 = load volatile double, ptr %6, align 8, !tbaa !12
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = fcmp ueq double %259, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %260, label %271, label %261

261:                                              ; preds = %256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x4004EF03ED5EF576, ptr %5, align 8, !tbaa !12
  %262 = load volatile double, ptr %5, align 8, !tbaa !12
  %263 = call double @llvm.fabs.f64(double %262)
  %264 = fcmp ueq double %263, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %264, label %271, label %265

265:                                              ; preds = %261
  %266 = fadd fast double %257, 0xC004EF03ED5EF576
  %267 = call fast double @llvm.fabs.f64(double %266)
  %268 = fcmp fast ole double %267, 0x3D87044CB7DDC4F9
  %269 = select i1 %268, ptr @.str.9, ptr @.str.10
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %257, double noundef nofpclass(nan inf) 0x4004EF03ED5EF576, ptr noundef nonnull %269)
  br i1 %268, label %276, label %273

271:                                              ; preds = %261, %256
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %257, double noundef nofpclass(nan inf) 0x4004EF03ED5EF576, ptr noundef nonnull @.str.10)
  br label %273

273:                                              ; preds = %271, %265
  %274 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %276

276:                                              ; preds = %265, %273
  %277 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @"_ZZ4mainEN3$_18__invokeEd", double noundef nofpclass(nan inf) 8.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %277, ptr %4, align 8, !tbaa !12
  %278 = load volatile double, ptr %4, align 8, !tbaa !12
  %279 = call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %280, label %293, label %281

281:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0x4010061DF64B3FD2, ptr %3, align 8, !tbaa !12
  %282 = load volatile double, ptr %3, align 8, !tbaa !12
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %284, label %293, label %285

285:                                              ; preds = %281
  %286 = fadd fast double %277, 0xC010061DF64B3FD2
  %287 = call fast double @llvm.fabs.f64(double %286)
  %288 = fcmp fast ole double %287, 0x3D919E534C522A5A
  %289 = select i1 %288, ptr @.str.9, ptr @.str.10
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %277, double noundef nofpclass(nan inf) 0x4010061DF64B3FD2, ptr noundef nonnull %289)
  br i1 %288, label %291, label %295

291:                                              ; preds = %285
  %292 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %298

293:                                              ; preds = %281, %276
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %277, double noundef nofpclass(nan inf) 0x4010061DF64B3FD2, ptr noundef nonnull @.str.10)
  br label %295

295:                                              ; preds = %293, %285
  %296 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %298

298:                                              ; preds = %291, %295
  %299 = phi i32 [ %292, %291 ], [ %297, %295 ]
  %300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %299)
  %301 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %302 = icmp ne i32 %301, 0
  %303 = zext i1 %302 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #16
  ret i32 %303

304:                                              ; preds = %52
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %92, ptr %1, align 8, !tbaa !12
  %305 = load volatile double, ptr %1, align 8, !tbaa !12
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %307, label %315, label %308

308:                                              ; preds = %304
  %309 = fsub fast double %68, %92
  %310 = call fast double @llvm.fabs.f64(double %309)
  %311 = fmul fast double %94, 1.000000e-05
  %312 = fcmp fast ole double %310, %311
  %313 = select i1 %312, ptr @.str.9, ptr @.str.10
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %68, double noundef nofpclass(nan inf) %92, ptr noundef nonnull %313)
  br i1 %312, label %320, label %317

315:                                              ; preds = %304, %52
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %68, double noundef nofpclass(nan inf) %92, ptr noundef nonnull @.str.10)
  br label %317

317:                                              ; preds = %315, %308
  %318 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %320

320:                                              ; preds = %308, %317
  %321 = load double, ptr %22, align 16, !tbaa !12
  %322 = load double, ptr %21, align 16, !tbaa !12
  %323 = fmul fast double %322, %321
  %324 = fadd fast double %323, %60
  %325 = load double, ptr %20, align 16, !tbaa !12
  %326 = load double, ptr %61, align 8, !tbaa !12
  %327 = load double, ptr %62, align 16, !tbaa !12
  %328 = fadd fast double %326, 0x3EB0C6F7A0B5ED8D
  %329 = fadd fast double %326, 0xBEB0C6F7A0B5ED8D
  %330 = getelementptr inbounds i8, ptr %21, i64 8
  %331 = load double, ptr %330, align 8, !tbaa !12
  %332 = fmul fast double %325, 1.700000e+00
  %333 = fmul fast double %332, %325
  %334 = call fast double @llvm.sin.f64(double %332)
  %335 = fmul fast double %328, 1.700000e+00
  %336 = fmul fast double %335, %328
  %337 = call fast double @llvm.sin.f64(double %335)
  %338 = fmul fast double %327, 1.700000e+00
  %339 = fmul fast double %338, %327
  %340 = call fast double @llvm.sin.f64(double %338)
  %341 = fmul fast double %329, 1.700000e+00
  %342 = call fast double @llvm.sin.f64(double %341)
  %343 = fmul fast double %341, %329
  %344 = fadd fast double %343, %333
  %345 = fadd fast double %344, %339
  %346 = fadd fast double %333, %334
  %347 = fadd fast double %346, %337
  %348 = fadd fast double %347, %336
  %349 = fadd fast double %348, %340
  %350 = fadd fast double %349, %339
  %351 = fadd fast double %334, %342
  %352 = fadd fast double %351, %340
  %353 = fadd fast double %352, %345
  %354 = fsub fast double %350, %353
  %355 = fmul fast double %354, 5.000000e+05
  %356 = call fast double @llvm.fabs.f64(double %355)
  %357 = call fast double @llvm.maxnum.f64(double %356, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %331, ptr %2, align 8, !tbaa !12
  %358 = load volatile double, ptr %2, align 8, !tbaa !12
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = fcmp ueq double %359, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %360, label %372, label %361

361:                                              ; preds = %320
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %355, ptr %1, align 8, !tbaa !12
  %362 = load volatile double, ptr %1, align 8, !tbaa !12
  %363 = call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %364, label %372, label %365

365:                                              ; preds = %361
  %366 = fsub fast double %331, %355
  %367 = call fast double @llvm.fabs.f64(double %366)
  %368 = fmul fast double %357, 1.000000e-05
  %369 = fcmp fast ole double %367, %368
  %370 = select i1 %369, ptr @.str.9, ptr @.str.10
  %371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %331, double noundef nofpclass(nan inf) %355, ptr noundef nonnull %370)
  br i1 %369, label %377, label %374

372:                                              ; preds = %361, %320
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %331, double noundef nofpclass(nan inf) %355, ptr noundef nonnull @.str.10)
  br label %374

374:                                              ; preds = %372, %365
  %375 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %377

377:                                              ; preds = %374, %365
  %378 = getelementptr inbounds i8, ptr %22, i64 8
  %379 = load double, ptr %378, align 8, !tbaa !12
  %380 = load double, ptr %330, align 8, !tbaa !12
  %381 = fmul fast double %380, %379
  %382 = fadd fast double %381, %324
  %383 = load double, ptr %20, align 16, !tbaa !12
  %384 = load double, ptr %61, align 8, !tbaa !12
  %385 = load double, ptr %62, align 16, !tbaa !12
  %386 = fadd fast double %385, 0x3EB0C6F7A0B5ED8D
  %387 = fadd fast double %385, 0xBEB0C6F7A0B5ED8D
  %388 = getelementptr inbounds i8, ptr %21, i64 16
  %389 = load double, ptr %388, align 16, !tbaa !12
  %390 = fmul fast double %383, 1.700000e+00
  %391 = fmul fast double %390, %383
  %392 = call fast double @llvm.sin.f64(double %390)
  %393 = fmul fast double %384, 1.700000e+00
  %394 = fmul fast double %393, %384
  %395 = call fast double @llvm.sin.f64(double %393)
  %396 = fmul fast double %386, 1.700000e+00
  %397 = fmul fast double %396, %386
  %398 = call fast double @llvm.sin.f64(double %396)
  %399 = fmul fast double %387, 1.700000e+00
  %400 = call fast double @llvm.sin.f64(double %399)
  %401 = fmul fast double %399, %387
  %402 = fadd fast double %394, %391
  %403 = fadd fast double %402, %401
  %404 = fadd fast double %391, %392
  %405 = fadd fast double %404, %395
  %406 = fadd fast double %405, %394
  %407 = fadd fast double %406, %398
  %408 = fadd fast double %407, %397
  %409 = fadd fast double %392, %395
  %410 = fadd fast double %409, %400
  %411 = fadd fast double %410, %403
  %412 = fsub fast double %408, %411
  %413 = fmul fast double %412, 5.000000e+05
  %414 = call fast double @llvm.fabs.f64(double %413)
  %415 = call fast double @llvm.maxnum.f64(double %414, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %389, ptr %2, align 8, !tbaa !12
  %416 = load volatile double, ptr %2, align 8, !tbaa !12
  %417 = call double @llvm.fabs.f64(double %416)
  %418 = fcmp ueq double %417, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %418, label %430, label %419

419:                                              ; preds = %377
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %413, ptr %1, align 8, !tbaa !12
  %420 = load volatile double, ptr %1, align 8, !tbaa !12
  %421 = call double @llvm.fabs.f64(double %420)
  %422 = fcmp ueq double %421, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %422, label %430, label %423

423:                                              ; preds = %419
  %424 = fsub fast double %389, %413
  %425 = call fast double @llvm.fabs.f64(double %424)
  %426 = fmul fast double %415, 1.000000e-05
  %427 = fcmp fast ole double %425, %426
  %428 = select i1 %427, ptr @.str.9, ptr @.str.10
  %429 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %389, double noundef nofpclass(nan inf) %413, ptr noundef nonnull %428)
  br i1 %427, label %435, label %432

430:                                              ; preds = %419, %377
  %431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %389, double noundef nofpclass(nan inf) %413, ptr noundef nonnull @.str.10)
  br label %432

432:                                              ; preds = %430, %423
  %433 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %435

435:                                              ; preds = %432, %423
  %436 = getelementptr inbounds i8, ptr %22, i64 16
  %437 = load double, ptr %436, align 16, !tbaa !12
  %438 = load double, ptr %388, align 16, !tbaa !12
  %439 = fmul fast double %438, %437
  %440 = fadd fast double %439, %382
  %441 = load double, ptr %20, align 16, !tbaa !12
  %442 = fmul fast double %441, 0x3FFB33343FA2AD3E
  %443 = fmul fast double %442, %441
  %444 = call fast double @llvm.sin.f64(double %442)
  %445 = load double, ptr %61, align 8, !tbaa !12
  %446 = fmul fast double %445, 0x3FFB33343FA2AD3E
  %447 = fmul fast double %446, %445
  %448 = call fast double @llvm.sin.f64(double %446)
  %449 = load double, ptr %62, align 16, !tbaa !12
  %450 = fmul fast double %449, 0x3FFB33343FA2AD3E
  %451 = fmul fast double %450, %449
  %452 = call fast double @llvm.sin.f64(double %450)
  %453 = fmul fast double %441, 0x3FFB333226C3B928
  %454 = call fast double @llvm.sin.f64(double %453)
  %455 = fmul fast double %445, 0x3FFB333226C3B928
  %456 = call fast double @llvm.sin.f64(double %455)
  %457 = fmul fast double %449, 0x3FFB333226C3B928
  %458 = call fast double @llvm.sin.f64(double %457)
  %459 = fmul fast double %457, %449
  %460 = fmul fast double %453, %441
  %461 = fmul fast double %455, %445
  %462 = fadd fast double %461, %460
  %463 = fadd fast double %462, %459
  %464 = fadd fast double %443, %444
  %465 = fsub fast double %464, %454
  %466 = fadd fast double %465, %448
  %467 = fadd fast double %466, %447
  %468 = fsub fast double %467, %456
  %469 = fadd fast double %468, %452
  %470 = fadd fast double %469, %451
  %471 = fadd fast double %458, %463
  %472 = fsub fast double %470, %471
  %473 = fmul fast double %472, 5.000000e+05
  %474 = call fast double @llvm.fabs.f64(double %473)
  %475 = call fast double @llvm.maxnum.f64(double %474, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %56, ptr %10, align 8, !tbaa !12
  %476 = load volatile double, ptr %10, align 8, !tbaa !12
  %477 = call double @llvm.fabs.f64(double %476)
  %478 = fcmp ueq double %477, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %478, label %229, label %218
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

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

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nofpclass(nan inf) double @"_ZZ4mainEN3$_08__invokeEd"(double noundef nofpclass(nan inf) %0) #10 align 2 {
  %2 = fmul fast double %0, %0
  %3 = fmul fast double %2, %0
  %4 = tail call fast double @llvm.sin.f64(double %0)
  %5 = fadd fast double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nofpclass(nan inf) double @"_ZZ4mainEN3$_18__invokeEd"(double noundef nofpclass(nan inf) %0) #10 align 2 {
  %2 = tail call fast double @llvm.exp.f64(double %0)
  %3 = fmul fast double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #11 align 2 {
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
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #12 align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #11 align 2 {
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
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #12 align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd"(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) #13 align 2 {
  %3 = load double, ptr %0, align 8, !tbaa !22
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = fmul fast double %4, %3
  %6 = fmul fast double %5, %4
  %7 = tail call fast double @llvm.sin.f64(double %5)
  %8 = fadd fast double %6, %7
  ret double %8
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #15

attributes #0 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { noinline noreturn nounwind uwtable "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!22 = !{!23, !13, i64 0}
!23 = !{!"_ZTSZ8capturedPKdidE3$_0", !13, i64 0}
