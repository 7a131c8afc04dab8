; ModuleID = 'captured_refs.cpp'
source_filename = "captured_refs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::array" = type { [3 x double] }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }

$__clang_call_terminate = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@__const.main.p = private unnamed_addr constant [3 x double] [double 2.000000e+00, double 3.000000e-01, double 0x3FE6666666666666], align 16
@__const.main.y0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double -2.000000e-01], align 16
@__const.main.tp = private unnamed_addr constant [3 x double] [double 4.000000e-01, double -1.000000e+00, double 3.000000e-01], align 16
@__const.main.ty = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 5.000000e-01], align 16
@.str = private unnamed_addr constant [19 x i8] c"captured_refs.grad\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"captured_refs.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"captured_refs: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@"_ZTSZ6settlePKdS0_E3$_0" = internal constant [20 x i8] c"Z6settlePKdS0_E3$_0\00", align 1
@"_ZTIZ6settlePKdS0_E3$_0" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ6settlePKdS0_E3$_0" }, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z6settlePKdS0_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.std::array", align 16
  %4 = alloca %"struct.std::array", align 16
  %5 = alloca %"struct.std::array", align 16
  %6 = alloca %"struct.std::array", align 16
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %"class.std::function", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #16
  %11 = load double, ptr %0, align 8, !tbaa !5
  store double %11, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #16
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !5
  store double %13, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #16
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load double, ptr %14, align 8, !tbaa !5
  store double %15, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #16
  %16 = getelementptr inbounds i8, ptr %10, i64 16
  %17 = getelementptr inbounds i8, ptr %10, i64 24
  %18 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %18, align 8
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #17
  store ptr %7, ptr %19, align 16, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %8, ptr %20, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %19, i64 16
  store ptr %9, ptr %21, align 16, !tbaa !9
  store ptr %19, ptr %10, align 8, !tbaa !9
  store ptr @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E9_M_invokeERKSt9_Any_dataS3_", ptr %17, align 8, !tbaa !11
  store ptr @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %16, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %22 = load <2 x double>, ptr %1, align 8, !tbaa !5
  store <2 x double> %22, ptr %6, align 16
  %23 = getelementptr inbounds i8, ptr %6, i64 16
  store double 0.000000e+00, ptr %23, align 16
  %24 = getelementptr inbounds i8, ptr %4, i64 16
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  %26 = getelementptr inbounds i8, ptr %5, i64 16
  br label %27

27:                                               ; preds = %46, %2
  %28 = phi i32 [ 0, %2 ], [ %53, %46 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #16, !noalias !15
  %29 = load ptr, ptr %16, align 8, !tbaa !14, !noalias !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %33

31:                                               ; preds = %35, %27
  invoke void @_ZSt25__throw_bad_function_callv() #18
          to label %32 unwind label %71

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %27
  %34 = load ptr, ptr %17, align 8, !tbaa !11, !noalias !18
  invoke void %34(ptr dead_on_unwind nonnull writable sret(%"struct.std::array") align 8 %3, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %35 unwind label %69

35:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #16, !noalias !15
  %36 = load <2 x double>, ptr %6, align 16, !tbaa !5, !noalias !15
  %37 = load <2 x double>, ptr %3, align 16, !tbaa !5, !noalias !15
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 2.500000e-02, double 2.500000e-02>, <2 x double> %36)
  store <2 x double> %38, ptr %4, align 16, !tbaa !5, !noalias !15
  %39 = load double, ptr %23, align 16, !tbaa !5, !noalias !15
  %40 = load double, ptr %25, align 16, !tbaa !5, !noalias !15
  %41 = call double @llvm.fmuladd.f64(double %40, double 2.500000e-02, double %39)
  store double %41, ptr %24, align 16, !tbaa !5, !noalias !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #16, !noalias !15
  %42 = load ptr, ptr %16, align 8, !tbaa !14, !noalias !21
  %43 = icmp eq ptr %42, null
  br i1 %43, label %31, label %44

44:                                               ; preds = %35
  %45 = load ptr, ptr %17, align 8, !tbaa !11, !noalias !21
  invoke void %45(ptr dead_on_unwind nonnull writable sret(%"struct.std::array") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %46 unwind label %69

46:                                               ; preds = %44
  %47 = load double, ptr %23, align 16, !tbaa !5, !noalias !15
  %48 = load double, ptr %26, align 16, !tbaa !5, !noalias !15
  %49 = call double @llvm.fmuladd.f64(double %48, double 5.000000e-02, double %47)
  %50 = load <2 x double>, ptr %6, align 16, !tbaa !5, !noalias !15
  %51 = load <2 x double>, ptr %5, align 16, !tbaa !5, !noalias !15
  %52 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> <double 5.000000e-02, double 5.000000e-02>, <2 x double> %50)
  store <2 x double> %52, ptr %6, align 16, !noalias !15
  store double %49, ptr %23, align 16, !tbaa !24, !noalias !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #16, !noalias !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #16, !noalias !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #16, !noalias !15
  %53 = add nuw nsw i32 %28, 1
  %54 = icmp eq i32 %53, 40
  br i1 %54, label %55, label %27, !llvm.loop !25

55:                                               ; preds = %46
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %56 = load ptr, ptr %16, align 8, !tbaa !14
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  %59 = invoke noundef zeroext i1 %56(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %63 unwind label %60

60:                                               ; preds = %58
  %61 = landingpad { ptr, i32 }
          catch ptr null
  %62 = extractvalue { ptr, i32 } %61, 0
  call void @__clang_call_terminate(ptr %62) #19
  unreachable

63:                                               ; preds = %55, %58
  %64 = extractelement <2 x double> %52, i64 1
  %65 = fmul double %64, 5.000000e-01
  %66 = fmul double %64, %65
  %67 = extractelement <2 x double> %52, i64 0
  %68 = call double @llvm.fmuladd.f64(double %67, double %67, double %66)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #16
  ret double %68

69:                                               ; preds = %33, %44
  %70 = landingpad { ptr, i32 }
          cleanup
  br label %73

71:                                               ; preds = %31
  %72 = landingpad { ptr, i32 }
          cleanup
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi { ptr, i32 } [ %70, %69 ], [ %72, %71 ]
  %75 = load ptr, ptr %16, align 8, !tbaa !14
  %76 = icmp eq ptr %75, null
  br i1 %76, label %82, label %77

77:                                               ; preds = %73
  %78 = invoke noundef zeroext i1 %75(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %82 unwind label %79

79:                                               ; preds = %77
  %80 = landingpad { ptr, i32 }
          catch ptr null
  %81 = extractvalue { ptr, i32 } %80, 0
  call void @__clang_call_terminate(ptr %81) #19
  unreachable

82:                                               ; preds = %73, %77
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #16
  resume { ptr, i32 } %74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [3 x double], align 16
  %6 = alloca [2 x double], align 16
  %7 = alloca [3 x double], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca [3 x double], align 16
  %10 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.p, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.y0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !27
  %12 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6settlePKdS0_, i32 noundef %11, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %11, ptr noundef nonnull %6, ptr noundef nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.ty, i64 16, i1 false)
  br label %46

13:                                               ; preds = %89
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !27
  %15 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6settlePKdS0_, i32 noundef %14, ptr noundef nonnull %5, ptr noundef nonnull %9, i32 noundef %14, ptr noundef nonnull %6, ptr noundef nonnull %10)
  %16 = call double @llvm.fabs.f64(double %94)
  %17 = fcmp ogt double %16, 1.000000e+00
  %18 = select i1 %17, double %16, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %15, ptr %4, align 8, !tbaa !5
  %19 = load volatile double, ptr %4, align 8, !tbaa !5
  %20 = call double @llvm.fabs.f64(double %19)
  %21 = fcmp ueq double %20, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %21, label %35, label %22

22:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %94, ptr %3, align 8, !tbaa !5
  %23 = load volatile double, ptr %3, align 8, !tbaa !5
  %24 = call double @llvm.fabs.f64(double %23)
  %25 = fcmp ueq double %24, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %25, label %35, label %26

26:                                               ; preds = %22
  %27 = fsub double %15, %94
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fmul double %18, 1.000000e-09
  %30 = fcmp ole double %28, %29
  %31 = select i1 %30, ptr @.str.4, ptr @.str.5
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %15, double noundef %94, ptr noundef nonnull %31)
  br i1 %30, label %33, label %37

33:                                               ; preds = %26
  %34 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %40

35:                                               ; preds = %22, %13
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %15, double noundef %94, ptr noundef nonnull @.str.5)
  br label %37

37:                                               ; preds = %35, %26
  %38 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %40

40:                                               ; preds = %33, %37
  %41 = phi i32 [ %34, %33 ], [ %39, %37 ]
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  %43 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #16
  ret i32 %45

46:                                               ; preds = %0, %89
  %47 = phi i64 [ 0, %0 ], [ %95, %89 ]
  %48 = phi double [ 0.000000e+00, %0 ], [ %94, %89 ]
  %49 = icmp ult i64 %47, 3
  %50 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %47
  %51 = add nsw i64 %47, -3
  %52 = getelementptr inbounds [2 x double], ptr %6, i64 0, i64 %51
  %53 = select i1 %49, ptr %50, ptr %52
  %54 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %47
  %55 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 %51
  %56 = select i1 %49, ptr %54, ptr %55
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = load double, ptr %53, align 8, !tbaa !5
  %59 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  store double %59, ptr %53, align 8, !tbaa !5
  %60 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %61 = fadd double %58, 0xBEB0C6F7A0B5ED8D
  store double %61, ptr %53, align 8, !tbaa !5
  %62 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %58, ptr %53, align 8, !tbaa !5
  %63 = trunc nuw nsw i64 %47 to i32
  %64 = uitofp nneg i32 %63 to double
  %65 = fsub double %60, %62
  %66 = fdiv double %65, 2.000000e-06
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = fcmp ogt double %67, 1.000000e+00
  %69 = select i1 %68, double %67, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %57, ptr %2, align 8, !tbaa !5
  %70 = load volatile double, ptr %2, align 8, !tbaa !5
  %71 = call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %72, label %84, label %73

73:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %66, ptr %1, align 8, !tbaa !5
  %74 = load volatile double, ptr %1, align 8, !tbaa !5
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %76, label %84, label %77

77:                                               ; preds = %73
  %78 = fsub double %57, %66
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fmul double %69, 1.000000e-05
  %81 = fcmp ole double %79, %80
  %82 = select i1 %81, ptr @.str.4, ptr @.str.5
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %64, double noundef %57, double noundef %66, ptr noundef nonnull %82)
  br i1 %81, label %89, label %86

84:                                               ; preds = %73, %46
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %64, double noundef %57, double noundef %66, ptr noundef nonnull @.str.5)
  br label %86

86:                                               ; preds = %84, %77
  %87 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %89

89:                                               ; preds = %77, %86
  %90 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %47
  %91 = getelementptr inbounds [2 x double], ptr %10, i64 0, i64 %51
  %92 = select i1 %49, ptr %90, ptr %91
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = call double @llvm.fmuladd.f64(double %57, double %93, double %48)
  %95 = add nuw nsw i64 %47, 1
  %96 = icmp eq i64 %95, 5
  br i1 %96, label %13, label %46, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #16
  tail call void @_ZSt9terminatev() #19
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define internal void @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E9_M_invokeERKSt9_Any_dataS3_"(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"struct.std::array") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %2) #10 align 2 {
  %4 = load ptr, ptr %1, align 8, !tbaa !9
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !5, !noalias !39
  store double %6, ptr %0, align 8, !tbaa !5, !alias.scope !39
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %4, align 8, !tbaa !40, !noalias !39
  %9 = load double, ptr %8, align 8, !tbaa !5, !noalias !39
  %10 = fneg double %9
  %11 = load double, ptr %2, align 8, !tbaa !5, !noalias !39
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !42, !noalias !39
  %14 = load double, ptr %13, align 8, !tbaa !5, !noalias !39
  %15 = fneg double %14
  %16 = fmul double %6, %15
  %17 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %16)
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !43, !noalias !39
  %20 = load double, ptr %19, align 8, !tbaa !5, !noalias !39
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  %22 = load double, ptr %21, align 8, !tbaa !5, !noalias !39
  %23 = tail call double @sin(double noundef %22) #16, !noalias !39
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17)
  store double %24, ptr %7, align 8, !tbaa !5, !alias.scope !39
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  store double 1.000000e+00, ptr %25, align 8, !tbaa !5, !alias.scope !39
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFSt5arrayIdLm3EERKS1_EZ6settlePKdS6_E3$_0E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #0 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ6settlePKdS0_E3$_0", ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #17
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !44
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #20
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #12

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #15

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { noreturn }
attributes #19 = { noreturn nounwind }
attributes #20 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !10, i64 24}
!12 = !{!"_ZTSSt8functionIFSt5arrayIdLm3EERKS1_EE", !13, i64 0, !10, i64 24}
!13 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!14 = !{!13, !10, i64 16}
!15 = !{!16}
!16 = distinct !{!16, !17, !"_ZL8midpointRKSt8functionIFSt5arrayIdLm3EERKS1_EES1_di: argument 0"}
!17 = distinct !{!17, !"_ZL8midpointRKSt8functionIFSt5arrayIdLm3EERKS1_EES1_di"}
!18 = !{!19, !16}
!19 = distinct !{!19, !20, !"_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_: argument 0"}
!20 = distinct !{!20, !"_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_"}
!21 = !{!22, !16}
!22 = distinct !{!22, !23, !"_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_: argument 0"}
!23 = distinct !{!23, !"_ZNKSt8functionIFSt5arrayIdLm3EERKS1_EEclES3_"}
!24 = !{!7, !7, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !7, i64 0}
!29 = distinct !{!29, !26}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZSt10__invoke_rISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_: argument 0"}
!32 = distinct !{!32, !"_ZSt10__invoke_rISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZSt13__invoke_implISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EET_St14__invoke_otherOT0_DpOT1_: argument 0"}
!35 = distinct !{!35, !"_ZSt13__invoke_implISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EET_St14__invoke_otherOT0_DpOT1_"}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZZ6settlePKdS0_ENK3$_0clERKSt5arrayIdLm3EE: argument 0"}
!38 = distinct !{!38, !"_ZZ6settlePKdS0_ENK3$_0clERKSt5arrayIdLm3EE"}
!39 = !{!37, !34, !31}
!40 = !{!41, !10, i64 0}
!41 = !{!"_ZTSZ6settlePKdS0_E3$_0", !10, i64 0, !10, i64 8, !10, i64 16}
!42 = !{!41, !10, i64 8}
!43 = !{!41, !10, i64 16}
!44 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
