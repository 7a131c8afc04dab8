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
  br label %74

28:                                               ; preds = %120
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  %29 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %30 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z3runPKdd, i32 noundef %29, ptr noundef nonnull %15, ptr noundef nonnull %19, double noundef 2.000000e-01, double noundef 4.000000e-01)
  %31 = load double, ptr %16, align 16, !tbaa !12
  %32 = getelementptr inbounds i8, ptr %16, i64 8
  %33 = load double, ptr %32, align 8, !tbaa !12
  %34 = fmul double %33, -2.000000e-01
  %35 = call double @llvm.fmuladd.f64(double %31, double 3.000000e-01, double %34)
  %36 = getelementptr inbounds i8, ptr %16, i64 16
  %37 = load double, ptr %36, align 16, !tbaa !12
  %38 = call double @llvm.fmuladd.f64(double %37, double 5.000000e-01, double %35)
  %39 = call double @llvm.fmuladd.f64(double %27, double 4.000000e-01, double %38)
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fcmp ogt double %40, 1.000000e+00
  %42 = select i1 %41, double %40, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %30, ptr %14, align 8, !tbaa !12
  %43 = load volatile double, ptr %14, align 8, !tbaa !12
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %45, label %57, label %46

46:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %39, ptr %13, align 8, !tbaa !12
  %47 = load volatile double, ptr %13, align 8, !tbaa !12
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fcmp ueq double %48, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %49, label %57, label %50

50:                                               ; preds = %46
  %51 = fsub double %30, %39
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = fmul double %42, 1.000000e-09
  %54 = fcmp ole double %52, %53
  %55 = select i1 %54, ptr @.str.9, ptr @.str.10
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %30, double noundef %39, ptr noundef nonnull %55)
  br i1 %54, label %62, label %59

57:                                               ; preds = %46, %28
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %30, double noundef %39, ptr noundef nonnull @.str.10)
  br label %59

59:                                               ; preds = %57, %50
  %60 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %62

62:                                               ; preds = %50, %59
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %20, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.cx, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %22, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.ct, i64 24, i1 false)
  %63 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %64 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %65 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %66 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %63, ptr noundef nonnull %20, ptr noundef nonnull %21, i32 noundef %64, i32 noundef 3, i32 noundef %65, double noundef 1.700000e+00)
  %67 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %69 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z8capturedPKdid, i32 noundef %67, ptr noundef nonnull %20, ptr noundef nonnull %22, i32 noundef %68, i32 noundef 3, double noundef 1.700000e+00, double noundef 3.000000e-01)
  %70 = fmul double %66, 3.000000e-01
  %71 = getelementptr inbounds i8, ptr %23, i64 16
  %72 = getelementptr inbounds i8, ptr %20, i64 16
  %73 = getelementptr inbounds i8, ptr %24, i64 16
  br label %221

74:                                               ; preds = %0, %120
  %75 = phi i64 [ 0, %0 ], [ %121, %120 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %17, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %18, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.pm, i64 24, i1 false)
  %76 = icmp eq i64 %75, 3
  br i1 %76, label %84, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds [3 x double], ptr %17, i64 0, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !12
  %80 = fadd double %79, 0x3EB0C6F7A0B5ED8D
  store double %80, ptr %78, align 8, !tbaa !12
  %81 = getelementptr inbounds [3 x double], ptr %18, i64 0, i64 %75
  %82 = load double, ptr %81, align 8, !tbaa !12
  %83 = fadd double %82, 0xBEB0C6F7A0B5ED8D
  store double %83, ptr %81, align 8, !tbaa !12
  br label %84

84:                                               ; preds = %74, %77
  %85 = phi double [ 2.000000e-01, %77 ], [ 1.999990e-01, %74 ]
  %86 = phi double [ 2.000000e-01, %77 ], [ 2.000010e-01, %74 ]
  %87 = call noundef double @_Z3runPKdd(ptr noundef nonnull %17, double noundef %86)
  %88 = call noundef double @_Z3runPKdd(ptr noundef nonnull %18, double noundef %85)
  %89 = fsub double %87, %88
  %90 = fdiv double %89, 2.000000e-06
  %91 = trunc nuw nsw i64 %75 to i32
  %92 = uitofp nneg i32 %91 to double
  br i1 %76, label %96, label %93

93:                                               ; preds = %84
  %94 = getelementptr inbounds [3 x double], ptr %16, i64 0, i64 %75
  %95 = load double, ptr %94, align 8, !tbaa !12
  br label %96

96:                                               ; preds = %84, %93
  %97 = phi double [ %95, %93 ], [ %27, %84 ]
  %98 = call double @llvm.fabs.f64(double %90)
  %99 = fcmp ogt double %98, 1.000000e+00
  %100 = select i1 %99, double %98, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %97, ptr %12, align 8, !tbaa !12
  %101 = load volatile double, ptr %12, align 8, !tbaa !12
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = fcmp ueq double %102, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %103, label %115, label %104

104:                                              ; preds = %96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %90, ptr %11, align 8, !tbaa !12
  %105 = load volatile double, ptr %11, align 8, !tbaa !12
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %107, label %115, label %108

108:                                              ; preds = %104
  %109 = fsub double %97, %90
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fmul double %100, 1.000000e-05
  %112 = fcmp ole double %110, %111
  %113 = select i1 %112, ptr @.str.9, ptr @.str.10
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %92, double noundef %97, double noundef %90, ptr noundef nonnull %113)
  br i1 %112, label %120, label %117

115:                                              ; preds = %104, %96
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %92, double noundef %97, double noundef %90, ptr noundef nonnull @.str.10)
  br label %117

117:                                              ; preds = %115, %108
  %118 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %120

120:                                              ; preds = %108, %117
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #16
  %121 = add nuw nsw i64 %75, 1
  %122 = icmp eq i64 %121, 4
  br i1 %122, label %28, label %74, !llvm.loop !22

123:                                              ; preds = %262
  %124 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %20, i32 noundef 3, double noundef 0x3FFB33343FA2AD3E)
  %125 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %20, i32 noundef 3, double noundef 0x3FFB333226C3B928)
  %126 = fsub double %124, %125
  %127 = fdiv double %126, 2.000000e-06
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ogt double %128, 1.000000e+00
  %130 = select i1 %129, double %128, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %66, ptr %10, align 8, !tbaa !12
  %131 = load volatile double, ptr %10, align 8, !tbaa !12
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %133, label %145, label %134

134:                                              ; preds = %123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %127, ptr %9, align 8, !tbaa !12
  %135 = load volatile double, ptr %9, align 8, !tbaa !12
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %137, label %145, label %138

138:                                              ; preds = %134
  %139 = fsub double %66, %127
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = fmul double %130, 1.000000e-05
  %142 = fcmp ole double %140, %141
  %143 = select i1 %142, ptr @.str.9, ptr @.str.10
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %66, double noundef %127, ptr noundef nonnull %143)
  br i1 %142, label %150, label %147

145:                                              ; preds = %134, %123
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %66, double noundef %127, ptr noundef nonnull @.str.10)
  br label %147

147:                                              ; preds = %145, %138
  %148 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %150

150:                                              ; preds = %138, %147
  %151 = call double @llvm.fabs.f64(double %266)
  %152 = fcmp ogt double %151, 1.000000e+00
  %153 = select i1 %152, double %151, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %69, ptr %8, align 8, !tbaa !12
  %154 = load volatile double, ptr %8, align 8, !tbaa !12
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = fcmp ueq double %155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %156, label %168, label %157

157:                                              ; preds = %150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %266, ptr %7, align 8, !tbaa !12
  %158 = load volatile double, ptr %7, align 8, !tbaa !12
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = fcmp ueq double %159, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %160, label %168, label %161

161:                                              ; preds = %157
  %162 = fsub double %69, %266
  %163 = call double @llvm.fabs.f64(double %162)
  %164 = fmul double %153, 1.000000e-09
  %165 = fcmp ole double %163, %164
  %166 = select i1 %165, ptr @.str.9, ptr @.str.10
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %69, double noundef %266, ptr noundef nonnull %166)
  br i1 %165, label %173, label %170

168:                                              ; preds = %157, %150
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef 0.000000e+00, double noundef %69, double noundef %266, ptr noundef nonnull @.str.10)
  br label %170

170:                                              ; preds = %168, %161
  %171 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %173

173:                                              ; preds = %161, %170
  %174 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @"_ZZ4mainEN3$_08__invokeEd", double noundef 8.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %174, ptr %6, align 8, !tbaa !12
  %175 = load volatile double, ptr %6, align 8, !tbaa !12
  %176 = call double @llvm.fabs.f64(double %175)
  %177 = fcmp ueq double %176, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %177, label %188, label %178

178:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x4004EF03ED5EF576, ptr %5, align 8, !tbaa !12
  %179 = load volatile double, ptr %5, align 8, !tbaa !12
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %181, label %188, label %182

182:                                              ; preds = %178
  %183 = fadd double %174, 0xC004EF03ED5EF576
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = fcmp ole double %184, 0x3D87044CB7DDC4F9
  %186 = select i1 %185, ptr @.str.9, ptr @.str.10
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef 0.000000e+00, double noundef %174, double noundef 0x4004EF03ED5EF576, ptr noundef nonnull %186)
  br i1 %185, label %193, label %190

188:                                              ; preds = %178, %173
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef 0.000000e+00, double noundef %174, double noundef 0x4004EF03ED5EF576, ptr noundef nonnull @.str.10)
  br label %190

190:                                              ; preds = %188, %182
  %191 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %193

193:                                              ; preds = %182, %190
  %194 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @"_ZZ4mainEN3$_18__invokeEd", double noundef 8.000000e-01)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %194, ptr %4, align 8, !tbaa !12
  %195 = load volatile double, ptr %4, align 8, !tbaa !12
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %197, label %210, label %198

198:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 0x4010061DF64B3FD2, ptr %3, align 8, !tbaa !12
  %199 = load volatile double, ptr %3, align 8, !tbaa !12
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fcmp ueq double %200, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %201, label %210, label %202

202:                                              ; preds = %198
  %203 = fadd double %194, 0xC010061DF64B3FD2
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ole double %204, 0x3D919E534C522A5A
  %206 = select i1 %205, ptr @.str.9, ptr @.str.10
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef 0.000000e+00, double noundef %194, double noundef 0x4010061DF64B3FD2, ptr noundef nonnull %206)
  br i1 %205, label %208, label %212

208:                                              ; preds = %202
  %209 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %215

210:                                              ; preds = %198, %193
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, double noundef 0.000000e+00, double noundef %194, double noundef 0x4010061DF64B3FD2, ptr noundef nonnull @.str.10)
  br label %212

212:                                              ; preds = %210, %202
  %213 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %215

215:                                              ; preds = %208, %212
  %216 = phi i32 [ %209, %208 ], [ %214, %212 ]
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %216)
  %218 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %219 = icmp ne i32 %218, 0
  %220 = zext i1 %219 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #16
  ret i32 %220

221:                                              ; preds = %62, %262
  %222 = phi i64 [ 0, %62 ], [ %267, %262 ]
  %223 = phi double [ %70, %62 ], [ %266, %262 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #16
  %224 = load <2 x double>, ptr %20, align 16, !tbaa !12
  store <2 x double> %224, ptr %23, align 16, !tbaa !12
  %225 = load double, ptr %72, align 16, !tbaa !12
  store double %225, ptr %71, align 16, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #16
  store <2 x double> %224, ptr %24, align 16, !tbaa !12
  store double %225, ptr %73, align 16, !tbaa !12
  %226 = getelementptr inbounds [3 x double], ptr %23, i64 0, i64 %222
  %227 = load double, ptr %226, align 8, !tbaa !12
  %228 = fadd double %227, 0x3EB0C6F7A0B5ED8D
  store double %228, ptr %226, align 8, !tbaa !12
  %229 = getelementptr inbounds [3 x double], ptr %24, i64 0, i64 %222
  %230 = load double, ptr %229, align 8, !tbaa !12
  %231 = fadd double %230, 0xBEB0C6F7A0B5ED8D
  store double %231, ptr %229, align 8, !tbaa !12
  %232 = trunc nuw nsw i64 %222 to i32
  %233 = uitofp nneg i32 %232 to double
  %234 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 %222
  %235 = load double, ptr %234, align 8, !tbaa !12
  %236 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %23, i32 noundef 3, double noundef 1.700000e+00)
  %237 = call noundef double @_Z8capturedPKdid(ptr noundef nonnull %24, i32 noundef 3, double noundef 1.700000e+00)
  %238 = fsub double %236, %237
  %239 = fdiv double %238, 2.000000e-06
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = fcmp ogt double %240, 1.000000e+00
  %242 = select i1 %241, double %240, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %235, ptr %2, align 8, !tbaa !12
  %243 = load volatile double, ptr %2, align 8, !tbaa !12
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ueq double %244, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %245, label %257, label %246

246:                                              ; preds = %221
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %239, ptr %1, align 8, !tbaa !12
  %247 = load volatile double, ptr %1, align 8, !tbaa !12
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %249, label %257, label %250

250:                                              ; preds = %246
  %251 = fsub double %235, %239
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fmul double %242, 1.000000e-05
  %254 = fcmp ole double %252, %253
  %255 = select i1 %254, ptr @.str.9, ptr @.str.10
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %233, double noundef %235, double noundef %239, ptr noundef nonnull %255)
  br i1 %254, label %262, label %259

257:                                              ; preds = %246, %221
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %233, double noundef %235, double noundef %239, ptr noundef nonnull @.str.10)
  br label %259

259:                                              ; preds = %257, %250
  %260 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %262

262:                                              ; preds = %250, %259
  %263 = getelementptr inbounds [3 x double], ptr %22, i64 0, i64 %222
  %264 = load double, ptr %263, align 8, !tbaa !12
  %265 = load double, ptr %234, align 8, !tbaa !12
  %266 = call double @llvm.fmuladd.f64(double %264, double %265, double %223)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #16
  %267 = add nuw nsw i64 %222, 1
  %268 = icmp eq i64 %267, 3
  br i1 %268, label %123, label %221, !llvm.loop !23
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
  %7 = getelementptr inbounds i8, ptr %5, i64 8
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
  %3 = load double, ptr %1, align 8, !tbaa !12
  %4 = load double, ptr %0, align 8, !tbaa !24
  %5 = fmul double %3, %4
  %6 = tail call double @sin(double noundef %5) #16
  %7 = tail call noundef double @llvm.fmuladd.f64(double %5, double %3, double %6)
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
!23 = distinct !{!23, !16}
!24 = !{!25, !13, i64 0}
!25 = !{!"_ZTSZ8capturedPKdidE3$_0", !13, i64 0}
