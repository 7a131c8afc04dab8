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
  %15 = alloca double, align 8
  %16 = alloca %"class.std::function.2", align 8
  %17 = alloca double, align 8
  %18 = alloca %"class.std::function.2", align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca [3 x double], align 16
  %24 = alloca [3 x double], align 16
  %25 = alloca [3 x double], align 16
  %26 = alloca [3 x double], align 16
  %27 = alloca [3 x double], align 16
  %28 = alloca [3 x double], align 16
  %29 = alloca [3 x double], align 16
  %30 = alloca [3 x double], align 16
  %31 = alloca [3 x double], align 16
  %32 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %23, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %24, i8 0, i64 24, i1 false)
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %34 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %35 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %33, ptr noundef nonnull %23, ptr noundef nonnull %24, i32 noundef %34, double noundef 2.000000e-01)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %25, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %26, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  store double 0x3FF800010C6F7A0B, ptr %25, align 16, !tbaa !12
  store double 0x3FF7FFFEF39085F5, ptr %26, align 16, !tbaa !12
  %36 = call noundef double @_Z3runPKdd(ptr noundef nonnull %25, double noundef 2.000000e-01)
  %37 = call noundef double @_Z3runPKdd(ptr noundef nonnull %26, double noundef 2.000000e-01)
  %38 = load double, ptr %24, align 16, !tbaa !12
  %39 = fsub double %36, %37
  %40 = fdiv double %39, 2.000000e-06
  %41 = call double @llvm.fabs.f64(double %40)
  %42 = fcmp ogt double %41, 1.000000e+00
  %43 = select i1 %42, double %41, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %38, ptr %20, align 8, !tbaa !12
  %44 = load volatile double, ptr %20, align 8, !tbaa !12
  %45 = call double @llvm.fabs.f64(double %44)
  %46 = fcmp ueq double %45, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %46, label %95, label %84

47:                                               ; preds = %189
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %198, ptr %21, align 8, !tbaa !12
  %48 = load volatile double, ptr %21, align 8, !tbaa !12
  %49 = call double @llvm.fabs.f64(double %48)
  %50 = fcmp ueq double %49, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = fsub double %191, %198
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fmul double %201, 1.000000e-09
  %55 = fcmp ole double %53, %54
  %56 = select i1 %55, ptr @.str.9, ptr @.str.10
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %191, double noundef %198, ptr noundef nonnull %56)
  br i1 %55, label %63, label %60

58:                                               ; preds = %47, %189
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %191, double noundef %198, ptr noundef nonnull @.str.10)
  br label %60

60:                                               ; preds = %58, %51
  %61 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %63

63:                                               ; preds = %51, %60
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %28, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.cx, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %29, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %30) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %30, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.ct, i64 24, i1 false)
  %64 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %65 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %66 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %67 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %64, ptr noundef nonnull %28, ptr noundef nonnull %29, i32 noundef %65, i32 noundef 3, i32 noundef %66, double noundef 1.700000e+00)
  %68 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %69 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %70 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %68, ptr noundef nonnull %28, ptr noundef nonnull %30, i32 noundef %69, i32 noundef 3, double noundef 1.700000e+00, double noundef 3.000000e-01)
  %71 = fmul double %67, 3.000000e-01
  %72 = getelementptr inbounds i8, ptr %31, i64 8
  %73 = getelementptr inbounds i8, ptr %28, i64 8
  %74 = getelementptr inbounds i8, ptr %31, i64 16
  %75 = getelementptr inbounds i8, ptr %28, i64 16
  %76 = getelementptr inbounds i8, ptr %32, i64 8
  %77 = getelementptr inbounds i8, ptr %32, i64 16
  %78 = getelementptr inbounds i8, ptr %6, i64 16
  %79 = getelementptr inbounds i8, ptr %6, i64 24
  %80 = getelementptr inbounds i8, ptr %6, i64 8
  %81 = getelementptr inbounds i8, ptr %4, i64 16
  %82 = getelementptr inbounds i8, ptr %4, i64 24
  %83 = getelementptr inbounds i8, ptr %4, i64 8
  br label %399

84:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %40, ptr %19, align 8, !tbaa !12
  %85 = load volatile double, ptr %19, align 8, !tbaa !12
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fcmp ueq double %86, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %87, label %95, label %88

88:                                               ; preds = %84
  %89 = fsub double %38, %40
  %90 = call double @llvm.fabs.f64(double %89)
  %91 = fmul double %43, 1.000000e-05
  %92 = fcmp ole double %90, %91
  %93 = select i1 %92, ptr @.str.9, ptr @.str.10
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %38, double noundef %40, ptr noundef nonnull %93)
  br i1 %92, label %100, label %97

95:                                               ; preds = %84, %0
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %38, double noundef %40, ptr noundef nonnull @.str.10)
  br label %97

97:                                               ; preds = %95, %88
  %98 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %100

100:                                              ; preds = %88, %97
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %25, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %26, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %101 = getelementptr inbounds i8, ptr %25, i64 8
  store double 7.000010e-01, ptr %101, align 8, !tbaa !12
  %102 = getelementptr inbounds i8, ptr %26, i64 8
  store double 0x3FE666644D87724F, ptr %102, align 8, !tbaa !12
  %103 = call noundef double @_Z3runPKdd(ptr noundef nonnull %25, double noundef 2.000000e-01)
  %104 = call noundef double @_Z3runPKdd(ptr noundef nonnull %26, double noundef 2.000000e-01)
  %105 = getelementptr inbounds i8, ptr %24, i64 8
  %106 = load double, ptr %105, align 8, !tbaa !12
  %107 = fsub double %103, %104
  %108 = fdiv double %107, 2.000000e-06
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = fcmp ogt double %109, 1.000000e+00
  %111 = select i1 %110, double %109, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %106, ptr %20, align 8, !tbaa !12
  %112 = load volatile double, ptr %20, align 8, !tbaa !12
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %114, label %126, label %115

115:                                              ; preds = %100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %108, ptr %19, align 8, !tbaa !12
  %116 = load volatile double, ptr %19, align 8, !tbaa !12
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = fcmp ueq double %117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %118, label %126, label %119

119:                                              ; preds = %115
  %120 = fsub double %106, %108
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fmul double %111, 1.000000e-05
  %123 = fcmp ole double %121, %122
  %124 = select i1 %123, ptr @.str.9, ptr @.str.10
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %106, double noundef %108, ptr noundef nonnull %124)
  br i1 %123, label %131, label %128

126:                                              ; preds = %115, %100
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %106, double noundef %108, ptr noundef nonnull @.str.10)
  br label %128

128:                                              ; preds = %126, %119
  %129 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %131

131:                                              ; preds = %128, %119
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %25, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %26, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 16, i1 false)
  %132 = getelementptr inbounds i8, ptr %25, i64 16
  store double -5.999990e-01, ptr %132, align 16, !tbaa !12
  %133 = getelementptr inbounds i8, ptr %26, i64 16
  store double -6.000010e-01, ptr %133, align 16, !tbaa !12
  %134 = call noundef double @_Z3runPKdd(ptr noundef nonnull %25, double noundef 2.000000e-01)
  %135 = call noundef double @_Z3runPKdd(ptr noundef nonnull %26, double noundef 2.000000e-01)
  %136 = getelementptr inbounds i8, ptr %24, i64 16
  %137 = load double, ptr %136, align 16, !tbaa !12
  %138 = fsub double %134, %135
  %139 = fdiv double %138, 2.000000e-06
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fcmp ogt double %140, 1.000000e+00
  %142 = select i1 %141, double %140, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %137, ptr %20, align 8, !tbaa !12
  %143 = load volatile double, ptr %20, align 8, !tbaa !12
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %145, label %157, label %146

146:                                              ; preds = %131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %139, ptr %19, align 8, !tbaa !12
  %147 = load volatile double, ptr %19, align 8, !tbaa !12
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = fsub double %137, %139
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fmul double %142, 1.000000e-05
  %154 = fcmp ole double %152, %153
  %155 = select i1 %154, ptr @.str.9, ptr @.str.10
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %137, double noundef %139, ptr noundef nonnull %155)
  br i1 %154, label %162, label %159

157:                                              ; preds = %146, %131
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %137, double noundef %139, ptr noundef nonnull @.str.10)
  br label %159

159:                                              ; preds = %157, %150
  %160 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %162

162:                                              ; preds = %159, %150
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %25, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %26, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %163 = call noundef double @_Z3runPKdd(ptr noundef nonnull %25, double noundef 2.000010e-01)
  %164 = call noundef double @_Z3runPKdd(ptr noundef nonnull %26, double noundef 1.999990e-01)
  %165 = fsub double %163, %164
  %166 = fdiv double %165, 2.000000e-06
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fcmp ogt double %167, 1.000000e+00
  %169 = select i1 %168, double %167, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %35, ptr %20, align 8, !tbaa !12
  %170 = load volatile double, ptr %20, align 8, !tbaa !12
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = fcmp ueq double %171, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %172, label %184, label %173

173:                                              ; preds = %162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %166, ptr %19, align 8, !tbaa !12
  %174 = load volatile double, ptr %19, align 8, !tbaa !12
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %176, label %184, label %177

177:                                              ; preds = %173
  %178 = fsub double %35, %166
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = fmul double %169, 1.000000e-05
  %181 = fcmp ole double %179, %180
  %182 = select i1 %181, ptr @.str.9, ptr @.str.10
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %35, double noundef %166, ptr noundef nonnull %182)
  br i1 %181, label %189, label %186

184:                                              ; preds = %173, %162
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %35, double noundef %166, ptr noundef nonnull @.str.10)
  br label %186

186:                                              ; preds = %184, %177
  %187 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %189

189:                                              ; preds = %186, %177
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %27, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  %190 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %191 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %190, ptr noundef nonnull %23, ptr noundef nonnull %27, double noundef 2.000000e-01, double noundef 4.000000e-01)
  %192 = load double, ptr %24, align 16, !tbaa !12
  %193 = load double, ptr %105, align 8, !tbaa !12
  %194 = fmul double %193, -2.000000e-01
  %195 = call double @llvm.fmuladd.f64(double %192, double 3.000000e-01, double %194)
  %196 = load double, ptr %136, align 16, !tbaa !12
  %197 = call double @llvm.fmuladd.f64(double %196, double 5.000000e-01, double %195)
  %198 = call double @llvm.fmuladd.f64(double %35, double 4.000000e-01, double %197)
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fcmp ogt double %199, 1.000000e+00
  %201 = select i1 %200, double %199, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %191, ptr %22, align 8, !tbaa !12
  %202 = load volatile double, ptr %22, align 8, !tbaa !12
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fcmp ueq double %203, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %204, label %58, label %47

205:                                              ; preds = %528
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #16
  %206 = getelementptr inbounds i8, ptr %18, i64 16
  %207 = getelementptr inbounds i8, ptr %18, i64 24
  %208 = getelementptr inbounds i8, ptr %18, i64 8
  store i64 0, ptr %208, align 8
  store double 0x3FFB33343FA2AD3E, ptr %18, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %207, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %206, align 8, !tbaa !11
  %209 = load double, ptr %28, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  %210 = fmul double %209, 0x3FFB33343FA2AD3E
  %211 = call double @sin(double noundef %210) #16
  %212 = call noundef double @llvm.fmuladd.f64(double %210, double %209, double %211)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  %213 = fadd double %212, 0.000000e+00
  %214 = load ptr, ptr %206, align 8, !tbaa !11
  %215 = load double, ptr %73, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store double %215, ptr %17, align 8, !tbaa !12
  %216 = icmp eq ptr %214, null
  br i1 %216, label %237, label %226

217:                                              ; preds = %234
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  %218 = fadd double %230, %236
  %219 = load ptr, ptr %206, align 8, !tbaa !11
  %220 = icmp eq ptr %219, null
  br i1 %220, label %255, label %221

221:                                              ; preds = %217
  %222 = invoke noundef zeroext i1 %219(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef 3)
          to label %255 unwind label %223

223:                                              ; preds = %221
  %224 = landingpad { ptr, i32 }
          catch ptr null
  %225 = extractvalue { ptr, i32 } %224, 0
  call void @__clang_call_terminate(ptr %225) #17
  unreachable

226:                                              ; preds = %205
  %227 = load ptr, ptr %207, align 8, !tbaa !17
  %228 = invoke noundef double %227(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(8) %17)
          to label %229 unwind label %239

229:                                              ; preds = %226
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  %230 = fadd double %213, %228
  %231 = load ptr, ptr %206, align 8, !tbaa !11
  %232 = load double, ptr %75, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store double %232, ptr %17, align 8, !tbaa !12
  %233 = icmp eq ptr %231, null
  br i1 %233, label %237, label %234

234:                                              ; preds = %229
  %235 = load ptr, ptr %207, align 8, !tbaa !17
  %236 = invoke noundef double %235(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(8) %17)
          to label %217 unwind label %239

237:                                              ; preds = %229, %205
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %238 unwind label %241

238:                                              ; preds = %237
  unreachable

239:                                              ; preds = %234, %226
  %240 = landingpad { ptr, i32 }
          cleanup
  br label %243

241:                                              ; preds = %237
  %242 = landingpad { ptr, i32 }
          cleanup
  br label %243

243:                                              ; preds = %241, %239
  %244 = phi { ptr, i32 } [ %240, %239 ], [ %242, %241 ]
  %245 = load ptr, ptr %206, align 8, !tbaa !11
  %246 = icmp eq ptr %245, null
  br i1 %246, label %254, label %247

247:                                              ; preds = %243
  %248 = invoke noundef zeroext i1 %245(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef 3)
          to label %254 unwind label %249

249:                                              ; preds = %247
  %250 = landingpad { ptr, i32 }
          catch ptr null
  %251 = extractvalue { ptr, i32 } %250, 0
  call void @__clang_call_terminate(ptr %251) #17
  unreachable

252:                                              ; preds = %502, %457, %302, %254
  %253 = phi { ptr, i32 } [ %244, %254 ], [ %294, %302 ], [ %449, %457 ], [ %494, %502 ]
  resume { ptr, i32 } %253

254:                                              ; preds = %247, %243
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #16
  br label %252

255:                                              ; preds = %217, %221
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #16
  %256 = getelementptr inbounds i8, ptr %16, i64 16
  %257 = getelementptr inbounds i8, ptr %16, i64 24
  %258 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 0, ptr %258, align 8
  store double 0x3FFB333226C3B928, ptr %16, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %257, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %256, align 8, !tbaa !11
  %259 = load double, ptr %28, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  %260 = fmul double %259, 0x3FFB333226C3B928
  %261 = call double @sin(double noundef %260) #16
  %262 = call noundef double @llvm.fmuladd.f64(double %260, double %259, double %261)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %263 = fadd double %262, 0.000000e+00
  %264 = load ptr, ptr %256, align 8, !tbaa !11
  %265 = load double, ptr %73, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store double %265, ptr %15, align 8, !tbaa !12
  %266 = icmp eq ptr %264, null
  br i1 %266, label %287, label %276

267:                                              ; preds = %284
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %268 = fadd double %280, %286
  %269 = load ptr, ptr %256, align 8, !tbaa !11
  %270 = icmp eq ptr %269, null
  br i1 %270, label %303, label %271

271:                                              ; preds = %267
  %272 = invoke noundef zeroext i1 %269(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %303 unwind label %273

273:                                              ; preds = %271
  %274 = landingpad { ptr, i32 }
          catch ptr null
  %275 = extractvalue { ptr, i32 } %274, 0
  call void @__clang_call_terminate(ptr %275) #17
  unreachable

276:                                              ; preds = %255
  %277 = load ptr, ptr %257, align 8, !tbaa !17
  %278 = invoke noundef double %277(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(8) %15)
          to label %279 unwind label %289

279:                                              ; preds = %276
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %280 = fadd double %263, %278
  %281 = load ptr, ptr %256, align 8, !tbaa !11
  %282 = load double, ptr %75, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store double %282, ptr %15, align 8, !tbaa !12
  %283 = icmp eq ptr %281, null
  br i1 %283, label %287, label %284

284:                                              ; preds = %279
  %285 = load ptr, ptr %257, align 8, !tbaa !17
  %286 = invoke noundef double %285(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(8) %15)
          to label %267 unwind label %289

287:                                              ; preds = %279, %255
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %288 unwind label %291

288:                                              ; preds = %287
  unreachable

289:                                              ; preds = %284, %276
  %290 = landingpad { ptr, i32 }
          cleanup
  br label %293

291:                                              ; preds = %287
  %292 = landingpad { ptr, i32 }
          cleanup
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi { ptr, i32 } [ %290, %289 ], [ %292, %291 ]
  %295 = load ptr, ptr %256, align 8, !tbaa !11
  %296 = icmp eq ptr %295, null
  br i1 %296, label %302, label %297

297:                                              ; preds = %293
  %298 = invoke noundef zeroext i1 %295(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %302 unwind label %299

299:                                              ; preds = %297
  %300 = landingpad { ptr, i32 }
          catch ptr null
  %301 = extractvalue { ptr, i32 } %300, 0
  call void @__clang_call_terminate(ptr %301) #17
  unreachable

302:                                              ; preds = %297, %293
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #16
  br label %252

303:                                              ; preds = %267, %271
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #16
  %304 = fsub double %218, %268
  %305 = fdiv double %304, 2.000000e-06
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fcmp ogt double %306, 1.000000e+00
  %308 = select i1 %307, double %306, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %67, ptr %14, align 8, !tbaa !12
  %309 = load volatile double, ptr %14, align 8, !tbaa !12
  %310 = call double @llvm.fabs.f64(double %309)
  %311 = fcmp ueq double %310, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %311, label %323, label %312

312:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %305, ptr %13, align 8, !tbaa !12
  %313 = load volatile double, ptr %13, align 8, !tbaa !12
  %314 = call double @llvm.fabs.f64(double %313)
  %315 = fcmp ueq double %314, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %315, label %323, label %316

316:                                              ; preds = %312
  %317 = fsub double %67, %305
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fmul double %308, 1.000000e-05
  %320 = fcmp ole double %318, %319
  %321 = select i1 %320, ptr @.str.9, ptr @.str.10
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %67, double noundef %305, ptr noundef nonnull %321)
  br i1 %320, label %328, label %325

323:                                              ; preds = %312, %303
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %67, double noundef %305, ptr noundef nonnull @.str.10)
  br label %325

325:                                              ; preds = %323, %316
  %326 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %328

328:                                              ; preds = %316, %325
  %329 = call double @llvm.fabs.f64(double %532)
  %330 = fcmp ogt double %329, 1.000000e+00
  %331 = select i1 %330, double %329, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %70, ptr %12, align 8, !tbaa !12
  %332 = load volatile double, ptr %12, align 8, !tbaa !12
  %333 = call double @llvm.fabs.f64(double %332)
  %334 = fcmp ueq double %333, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %334, label %346, label %335

335:                                              ; preds = %328
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %532, ptr %11, align 8, !tbaa !12
  %336 = load volatile double, ptr %11, align 8, !tbaa !12
  %337 = call double @llvm.fabs.f64(double %336)
  %338 = fcmp ueq double %337, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %338, label %346, label %339

339:                                              ; preds = %335
  %340 = fsub double %70, %532
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fmul double %331, 1.000000e-09
  %343 = fcmp ole double %341, %342
  %344 = select i1 %343, ptr @.str.9, ptr @.str.10
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %70, double noundef %532, ptr noundef nonnull %344)
  br i1 %343, label %351, label %348

346:                                              ; preds = %335, %328
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %70, double noundef %532, ptr noundef nonnull @.str.10)
  br label %348

348:                                              ; preds = %346, %339
  %349 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %351

351:                                              ; preds = %339, %348
  %352 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEd", double noundef 8.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %352, ptr %10, align 8, !tbaa !12
  %353 = load volatile double, ptr %10, align 8, !tbaa !12
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ueq double %354, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %355, label %366, label %356

356:                                              ; preds = %351
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double 0x4004EF03ED5EF576, ptr %9, align 8, !tbaa !12
  %357 = load volatile double, ptr %9, align 8, !tbaa !12
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fcmp ueq double %358, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %359, label %366, label %360

360:                                              ; preds = %356
  %361 = fadd double %352, 0xC004EF03ED5EF576
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ole double %362, 0x3D87044CB7DDC4F9
  %364 = select i1 %363, ptr @.str.9, ptr @.str.10
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef 0.000000e+00, double noundef %352, double noundef 0x4004EF03ED5EF576, ptr noundef nonnull %364)
  br i1 %363, label %371, label %368

366:                                              ; preds = %356, %351
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef 0.000000e+00, double noundef %352, double noundef 0x4004EF03ED5EF576, ptr noundef nonnull @.str.10)
  br label %368

368:                                              ; preds = %366, %360
  %369 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %371

371:                                              ; preds = %360, %368
  %372 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @"_ZZ4mainEN3$_18__invokeEd", double noundef 8.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %372, ptr %8, align 8, !tbaa !12
  %373 = load volatile double, ptr %8, align 8, !tbaa !12
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ueq double %374, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %375, label %388, label %376

376:                                              ; preds = %371
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 0x4010061DF64B3FD2, ptr %7, align 8, !tbaa !12
  %377 = load volatile double, ptr %7, align 8, !tbaa !12
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fcmp ueq double %378, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %379, label %388, label %380

380:                                              ; preds = %376
  %381 = fadd double %372, 0xC010061DF64B3FD2
  %382 = call double @llvm.fabs.f64(double %381)
  %383 = fcmp ole double %382, 0x3D919E534C522A5A
  %384 = select i1 %383, ptr @.str.9, ptr @.str.10
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef 0.000000e+00, double noundef %372, double noundef 0x4010061DF64B3FD2, ptr noundef nonnull %384)
  br i1 %383, label %386, label %390

386:                                              ; preds = %380
  %387 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %393

388:                                              ; preds = %376, %371
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef 0.000000e+00, double noundef %372, double noundef 0x4010061DF64B3FD2, ptr noundef nonnull @.str.10)
  br label %390

390:                                              ; preds = %388, %380
  %391 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %393

393:                                              ; preds = %386, %390
  %394 = phi i32 [ %387, %386 ], [ %392, %390 ]
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %394)
  %396 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %397 = icmp ne i32 %396, 0
  %398 = zext i1 %397 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #16
  ret i32 %398

399:                                              ; preds = %63, %528
  %400 = phi i64 [ 0, %63 ], [ %533, %528 ]
  %401 = phi double [ %71, %63 ], [ %532, %528 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %31) #16
  %402 = load <2 x double>, ptr %28, align 16, !tbaa !12
  store <2 x double> %402, ptr %31, align 16, !tbaa !12
  %403 = load double, ptr %75, align 16, !tbaa !12
  store double %403, ptr %74, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #16
  store <2 x double> %402, ptr %32, align 16, !tbaa !12
  store double %403, ptr %77, align 16, !tbaa !12
  %404 = getelementptr inbounds [3 x double], ptr %31, i64 0, i64 %400
  %405 = load double, ptr %404, align 8, !tbaa !12
  %406 = fadd double %405, 0x3EB0C6F7A0B5ED8D
  store double %406, ptr %404, align 8, !tbaa !12
  %407 = getelementptr inbounds [3 x double], ptr %32, i64 0, i64 %400
  %408 = load double, ptr %407, align 8, !tbaa !12
  %409 = fadd double %408, 0xBEB0C6F7A0B5ED8D
  store double %409, ptr %407, align 8, !tbaa !12
  %410 = trunc nuw nsw i64 %400 to i32
  %411 = uitofp nneg i32 %410 to double
  %412 = getelementptr inbounds [3 x double], ptr %29, i64 0, i64 %400
  %413 = load double, ptr %412, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #16
  store i64 0, ptr %80, align 8
  store double 1.700000e+00, ptr %6, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %79, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %78, align 8, !tbaa !11
  %414 = load double, ptr %31, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  %415 = fmul double %414, 1.700000e+00
  %416 = call double @sin(double noundef %415) #16
  %417 = call noundef double @llvm.fmuladd.f64(double %415, double %414, double %416)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %418 = fadd double %417, 0.000000e+00
  %419 = load ptr, ptr %78, align 8, !tbaa !11
  %420 = load double, ptr %72, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store double %420, ptr %5, align 8, !tbaa !12
  %421 = icmp eq ptr %419, null
  br i1 %421, label %442, label %431

422:                                              ; preds = %439
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %423 = fadd double %435, %441
  %424 = load ptr, ptr %78, align 8, !tbaa !11
  %425 = icmp eq ptr %424, null
  br i1 %425, label %458, label %426

426:                                              ; preds = %422
  %427 = invoke noundef zeroext i1 %424(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %458 unwind label %428

428:                                              ; preds = %426
  %429 = landingpad { ptr, i32 }
          catch ptr null
  %430 = extractvalue { ptr, i32 } %429, 0
  call void @__clang_call_terminate(ptr %430) #17
  unreachable

431:                                              ; preds = %399
  %432 = load ptr, ptr %79, align 8, !tbaa !17
  %433 = invoke noundef double %432(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %434 unwind label %444

434:                                              ; preds = %431
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %435 = fadd double %418, %433
  %436 = load ptr, ptr %78, align 8, !tbaa !11
  %437 = load double, ptr %74, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store double %437, ptr %5, align 8, !tbaa !12
  %438 = icmp eq ptr %436, null
  br i1 %438, label %442, label %439

439:                                              ; preds = %434
  %440 = load ptr, ptr %79, align 8, !tbaa !17
  %441 = invoke noundef double %440(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %422 unwind label %444

442:                                              ; preds = %434, %399
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %443 unwind label %446

443:                                              ; preds = %442
  unreachable

444:                                              ; preds = %439, %431
  %445 = landingpad { ptr, i32 }
          cleanup
  br label %448

446:                                              ; preds = %442
  %447 = landingpad { ptr, i32 }
          cleanup
  br label %448

448:                                              ; preds = %446, %444
  %449 = phi { ptr, i32 } [ %445, %444 ], [ %447, %446 ]
  %450 = load ptr, ptr %78, align 8, !tbaa !11
  %451 = icmp eq ptr %450, null
  br i1 %451, label %457, label %452

452:                                              ; preds = %448
  %453 = invoke noundef zeroext i1 %450(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %457 unwind label %454

454:                                              ; preds = %452
  %455 = landingpad { ptr, i32 }
          catch ptr null
  %456 = extractvalue { ptr, i32 } %455, 0
  call void @__clang_call_terminate(ptr %456) #17
  unreachable

457:                                              ; preds = %452, %448
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #16
  br label %252

458:                                              ; preds = %422, %426
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #16
  store i64 0, ptr %83, align 8
  store double 1.700000e+00, ptr %4, align 8, !tbaa !12
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %82, align 8, !tbaa !17
  store ptr @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %81, align 8, !tbaa !11
  %459 = load double, ptr %32, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  %460 = fmul double %459, 1.700000e+00
  %461 = call double @sin(double noundef %460) #16
  %462 = call noundef double @llvm.fmuladd.f64(double %460, double %459, double %461)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %463 = fadd double %462, 0.000000e+00
  %464 = load ptr, ptr %81, align 8, !tbaa !11
  %465 = load double, ptr %76, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %465, ptr %3, align 8, !tbaa !12
  %466 = icmp eq ptr %464, null
  br i1 %466, label %487, label %476

467:                                              ; preds = %484
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %468 = fadd double %480, %486
  %469 = load ptr, ptr %81, align 8, !tbaa !11
  %470 = icmp eq ptr %469, null
  br i1 %470, label %503, label %471

471:                                              ; preds = %467
  %472 = invoke noundef zeroext i1 %469(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %503 unwind label %473

473:                                              ; preds = %471
  %474 = landingpad { ptr, i32 }
          catch ptr null
  %475 = extractvalue { ptr, i32 } %474, 0
  call void @__clang_call_terminate(ptr %475) #17
  unreachable

476:                                              ; preds = %458
  %477 = load ptr, ptr %82, align 8, !tbaa !17
  %478 = invoke noundef double %477(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %479 unwind label %489

479:                                              ; preds = %476
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %480 = fadd double %463, %478
  %481 = load ptr, ptr %81, align 8, !tbaa !11
  %482 = load double, ptr %77, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store double %482, ptr %3, align 8, !tbaa !12
  %483 = icmp eq ptr %481, null
  br i1 %483, label %487, label %484

484:                                              ; preds = %479
  %485 = load ptr, ptr %82, align 8, !tbaa !17
  %486 = invoke noundef double %485(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %467 unwind label %489

487:                                              ; preds = %479, %458
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %488 unwind label %491

488:                                              ; preds = %487
  unreachable

489:                                              ; preds = %484, %476
  %490 = landingpad { ptr, i32 }
          cleanup
  br label %493

491:                                              ; preds = %487
  %492 = landingpad { ptr, i32 }
          cleanup
  br label %493

493:                                              ; preds = %491, %489
  %494 = phi { ptr, i32 } [ %490, %489 ], [ %492, %491 ]
  %495 = load ptr, ptr %81, align 8, !tbaa !11
  %496 = icmp eq ptr %495, null
  br i1 %496, label %502, label %497

497:                                              ; preds = %493
  %498 = invoke noundef zeroext i1 %495(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 3)
          to label %502 unwind label %499

499:                                              ; preds = %497
  %500 = landingpad { ptr, i32 }
          catch ptr null
  %501 = extractvalue { ptr, i32 } %500, 0
  call void @__clang_call_terminate(ptr %501) #17
  unreachable

502:                                              ; preds = %497, %493
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #16
  br label %252

503:                                              ; preds = %467, %471
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #16
  %504 = fsub double %423, %468
  %505 = fdiv double %504, 2.000000e-06
  %506 = call double @llvm.fabs.f64(double %505)
  %507 = fcmp ogt double %506, 1.000000e+00
  %508 = select i1 %507, double %506, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %413, ptr %2, align 8, !tbaa !12
  %509 = load volatile double, ptr %2, align 8, !tbaa !12
  %510 = call double @llvm.fabs.f64(double %509)
  %511 = fcmp ueq double %510, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %511, label %523, label %512

512:                                              ; preds = %503
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %505, ptr %1, align 8, !tbaa !12
  %513 = load volatile double, ptr %1, align 8, !tbaa !12
  %514 = call double @llvm.fabs.f64(double %513)
  %515 = fcmp ueq double %514, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %515, label %523, label %516

516:                                              ; preds = %512
  %517 = fsub double %413, %505
  %518 = call double @llvm.fabs.f64(double %517)
  %519 = fmul double %508, 1.000000e-05
  %520 = fcmp ole double %518, %519
  %521 = select i1 %520, ptr @.str.9, ptr @.str.10
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %411, double noundef %413, double noundef %505, ptr noundef nonnull %521)
  br i1 %520, label %528, label %525

523:                                              ; preds = %512, %503
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %411, double noundef %413, double noundef %505, ptr noundef nonnull @.str.10)
  br label %525

525:                                              ; preds = %523, %516
  %526 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %528

528:                                              ; preds = %516, %525
  %529 = getelementptr inbounds [3 x double], ptr %30, i64 0, i64 %400
  %530 = load double, ptr %529, align 8, !tbaa !12
  %531 = load double, ptr %412, align 8, !tbaa !12
  %532 = call double @llvm.fmuladd.f64(double %530, double %531, double %401)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #16
  %533 = add nuw nsw i64 %400, 1
  %534 = icmp eq i64 %533, 3
  br i1 %534, label %205, label %399, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #9

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #16
  tail call void @_ZSt9terminatev() #17
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: inlinehint mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @"_ZZ4mainEN3$_08__invokeEd"(double noundef %0) #11 align 2 {
  %2 = fmul double %0, %0
  %3 = tail call double @sin(double noundef %0) #16
  %4 = tail call noundef double @llvm.fmuladd.f64(double %2, double %0, double %3)
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @"_ZZ4mainEN3$_18__invokeEd"(double noundef %0) #11 align 2 {
  %2 = tail call double @exp(double noundef %0) #16
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal noundef double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #12 align 2 {
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
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #13 align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal noundef double @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E9_M_invokeERKSt9_Any_dataOdOS1_"(ptr nocapture nonnull readnone align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #12 align 2 {
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
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddPKdEZ3runS1_dE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #13 align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal noundef double @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E9_M_invokeERKSt9_Any_dataOd"(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) #14 align 2 {
  %3 = load double, ptr %0, align 8, !tbaa !23
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = fmul double %3, %4
  %6 = tail call double @sin(double noundef %5) #16
  %7 = tail call noundef double @llvm.fmuladd.f64(double %5, double %4, double %6)
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddEZ8capturedPKdidE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #15 align 2 personality ptr @__gxx_personality_v0 {
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

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
