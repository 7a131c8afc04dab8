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
  %13 = load double, ptr %7, align 16, !tbaa !5
  %14 = load double, ptr %5, align 16, !tbaa !5
  %15 = fadd double %14, 0x3EB0C6F7A0B5ED8D
  store double %15, ptr %5, align 16, !tbaa !5
  %16 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %17 = fadd double %14, 0xBEB0C6F7A0B5ED8D
  store double %17, ptr %5, align 16, !tbaa !5
  %18 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %14, ptr %5, align 16, !tbaa !5
  %19 = fsub double %16, %18
  %20 = fdiv double %19, 2.000000e-06
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %13, ptr %2, align 8, !tbaa !5
  %24 = load volatile double, ptr %2, align 8, !tbaa !5
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ueq double %25, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %26, label %62, label %51

27:                                               ; preds = %201
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %202, ptr %3, align 8, !tbaa !5
  %28 = load volatile double, ptr %3, align 8, !tbaa !5
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %30, label %40, label %31

31:                                               ; preds = %27
  %32 = fsub double %204, %202
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fmul double %207, 1.000000e-09
  %35 = fcmp ole double %33, %34
  %36 = select i1 %35, ptr @.str.4, ptr @.str.5
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %204, double noundef %202, ptr noundef nonnull %36)
  br i1 %35, label %38, label %42

38:                                               ; preds = %31
  %39 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %45

40:                                               ; preds = %27, %201
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %204, double noundef %202, ptr noundef nonnull @.str.5)
  br label %42

42:                                               ; preds = %40, %31
  %43 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %45

45:                                               ; preds = %38, %42
  %46 = phi i32 [ %39, %38 ], [ %44, %42 ]
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46)
  %48 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #16
  ret i32 %50

51:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %20, ptr %1, align 8, !tbaa !5
  %52 = load volatile double, ptr %1, align 8, !tbaa !5
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ueq double %53, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %54, label %62, label %55

55:                                               ; preds = %51
  %56 = fsub double %13, %20
  %57 = call double @llvm.fabs.f64(double %56)
  %58 = fmul double %23, 1.000000e-05
  %59 = fcmp ole double %57, %58
  %60 = select i1 %59, ptr @.str.4, ptr @.str.5
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %13, double noundef %20, ptr noundef nonnull %60)
  br i1 %59, label %67, label %64

62:                                               ; preds = %51, %0
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %13, double noundef %20, ptr noundef nonnull @.str.5)
  br label %64

64:                                               ; preds = %62, %55
  %65 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %67

67:                                               ; preds = %55, %64
  %68 = call double @llvm.fmuladd.f64(double %13, double 4.000000e-01, double 0.000000e+00)
  %69 = getelementptr inbounds i8, ptr %5, i64 8
  %70 = getelementptr inbounds i8, ptr %7, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = load double, ptr %69, align 8, !tbaa !5
  %73 = fadd double %72, 0x3EB0C6F7A0B5ED8D
  store double %73, ptr %69, align 8, !tbaa !5
  %74 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %75 = fadd double %72, 0xBEB0C6F7A0B5ED8D
  store double %75, ptr %69, align 8, !tbaa !5
  %76 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %72, ptr %69, align 8, !tbaa !5
  %77 = fsub double %74, %76
  %78 = fdiv double %77, 2.000000e-06
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %71, ptr %2, align 8, !tbaa !5
  %82 = load volatile double, ptr %2, align 8, !tbaa !5
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %84, label %96, label %85

85:                                               ; preds = %67
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %78, ptr %1, align 8, !tbaa !5
  %86 = load volatile double, ptr %1, align 8, !tbaa !5
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %88, label %96, label %89

89:                                               ; preds = %85
  %90 = fsub double %71, %78
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fmul double %81, 1.000000e-05
  %93 = fcmp ole double %91, %92
  %94 = select i1 %93, ptr @.str.4, ptr @.str.5
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %71, double noundef %78, ptr noundef nonnull %94)
  br i1 %93, label %101, label %98

96:                                               ; preds = %85, %67
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %71, double noundef %78, ptr noundef nonnull @.str.5)
  br label %98

98:                                               ; preds = %96, %89
  %99 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %101

101:                                              ; preds = %98, %89
  %102 = call double @llvm.fmuladd.f64(double %71, double -1.000000e+00, double %68)
  %103 = getelementptr inbounds i8, ptr %5, i64 16
  %104 = getelementptr inbounds i8, ptr %7, i64 16
  %105 = load double, ptr %104, align 16, !tbaa !5
  %106 = load double, ptr %103, align 16, !tbaa !5
  %107 = fadd double %106, 0x3EB0C6F7A0B5ED8D
  store double %107, ptr %103, align 16, !tbaa !5
  %108 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %109 = fadd double %106, 0xBEB0C6F7A0B5ED8D
  store double %109, ptr %103, align 16, !tbaa !5
  %110 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %106, ptr %103, align 16, !tbaa !5
  %111 = fsub double %108, %110
  %112 = fdiv double %111, 2.000000e-06
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fcmp ogt double %113, 1.000000e+00
  %115 = select i1 %114, double %113, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %105, ptr %2, align 8, !tbaa !5
  %116 = load volatile double, ptr %2, align 8, !tbaa !5
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = fcmp ueq double %117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %118, label %130, label %119

119:                                              ; preds = %101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %112, ptr %1, align 8, !tbaa !5
  %120 = load volatile double, ptr %1, align 8, !tbaa !5
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %122, label %130, label %123

123:                                              ; preds = %119
  %124 = fsub double %105, %112
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fmul double %115, 1.000000e-05
  %127 = fcmp ole double %125, %126
  %128 = select i1 %127, ptr @.str.4, ptr @.str.5
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %105, double noundef %112, ptr noundef nonnull %128)
  br i1 %127, label %135, label %132

130:                                              ; preds = %119, %101
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %105, double noundef %112, ptr noundef nonnull @.str.5)
  br label %132

132:                                              ; preds = %130, %123
  %133 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %135

135:                                              ; preds = %132, %123
  %136 = call double @llvm.fmuladd.f64(double %105, double 3.000000e-01, double %102)
  %137 = load double, ptr %8, align 16, !tbaa !5
  %138 = load double, ptr %6, align 16, !tbaa !5
  %139 = fadd double %138, 0x3EB0C6F7A0B5ED8D
  store double %139, ptr %6, align 16, !tbaa !5
  %140 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %141 = fadd double %138, 0xBEB0C6F7A0B5ED8D
  store double %141, ptr %6, align 16, !tbaa !5
  %142 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %138, ptr %6, align 16, !tbaa !5
  %143 = fsub double %140, %142
  %144 = fdiv double %143, 2.000000e-06
  %145 = call double @llvm.fabs.f64(double %144)
  %146 = fcmp ogt double %145, 1.000000e+00
  %147 = select i1 %146, double %145, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %137, ptr %2, align 8, !tbaa !5
  %148 = load volatile double, ptr %2, align 8, !tbaa !5
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = fcmp ueq double %149, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %150, label %162, label %151

151:                                              ; preds = %135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %144, ptr %1, align 8, !tbaa !5
  %152 = load volatile double, ptr %1, align 8, !tbaa !5
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %154, label %162, label %155

155:                                              ; preds = %151
  %156 = fsub double %137, %144
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fmul double %147, 1.000000e-05
  %159 = fcmp ole double %157, %158
  %160 = select i1 %159, ptr @.str.4, ptr @.str.5
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %137, double noundef %144, ptr noundef nonnull %160)
  br i1 %159, label %167, label %164

162:                                              ; preds = %151, %135
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %137, double noundef %144, ptr noundef nonnull @.str.5)
  br label %164

164:                                              ; preds = %162, %155
  %165 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %167

167:                                              ; preds = %164, %155
  %168 = call double @llvm.fmuladd.f64(double %137, double 2.000000e-01, double %136)
  %169 = getelementptr inbounds i8, ptr %6, i64 8
  %170 = getelementptr inbounds i8, ptr %8, i64 8
  %171 = load double, ptr %170, align 8, !tbaa !5
  %172 = load double, ptr %169, align 8, !tbaa !5
  %173 = fadd double %172, 0x3EB0C6F7A0B5ED8D
  store double %173, ptr %169, align 8, !tbaa !5
  %174 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %175 = fadd double %172, 0xBEB0C6F7A0B5ED8D
  store double %175, ptr %169, align 8, !tbaa !5
  %176 = call noundef double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %172, ptr %169, align 8, !tbaa !5
  %177 = fsub double %174, %176
  %178 = fdiv double %177, 2.000000e-06
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = fcmp ogt double %179, 1.000000e+00
  %181 = select i1 %180, double %179, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %171, ptr %2, align 8, !tbaa !5
  %182 = load volatile double, ptr %2, align 8, !tbaa !5
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ueq double %183, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %184, label %196, label %185

185:                                              ; preds = %167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %178, ptr %1, align 8, !tbaa !5
  %186 = load volatile double, ptr %1, align 8, !tbaa !5
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ueq double %187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %188, label %196, label %189

189:                                              ; preds = %185
  %190 = fsub double %171, %178
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fmul double %181, 1.000000e-05
  %193 = fcmp ole double %191, %192
  %194 = select i1 %193, ptr @.str.4, ptr @.str.5
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 4.000000e+00, double noundef %171, double noundef %178, ptr noundef nonnull %194)
  br i1 %193, label %201, label %198

196:                                              ; preds = %185, %167
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 4.000000e+00, double noundef %171, double noundef %178, ptr noundef nonnull @.str.5)
  br label %198

198:                                              ; preds = %196, %189
  %199 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %201

201:                                              ; preds = %198, %189
  %202 = call double @llvm.fmuladd.f64(double %171, double 5.000000e-01, double %168)
  %203 = load i32, ptr @enzyme_dup, align 4, !tbaa !27
  %204 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6settlePKdS0_, i32 noundef %203, ptr noundef nonnull %5, ptr noundef nonnull %9, i32 noundef %203, ptr noundef nonnull %6, ptr noundef nonnull %10)
  %205 = call double @llvm.fabs.f64(double %202)
  %206 = fcmp ogt double %205, 1.000000e+00
  %207 = select i1 %206, double %205, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %204, ptr %4, align 8, !tbaa !5
  %208 = load volatile double, ptr %4, align 8, !tbaa !5
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = fcmp ueq double %209, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %210, label %40, label %27
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !5, !noalias !38
  store double %6, ptr %0, align 8, !tbaa !5, !alias.scope !38
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %4, align 8, !tbaa !39, !noalias !38
  %9 = load double, ptr %8, align 8, !tbaa !5, !noalias !38
  %10 = fneg double %9
  %11 = load double, ptr %2, align 8, !tbaa !5, !noalias !38
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !41, !noalias !38
  %14 = load double, ptr %13, align 8, !tbaa !5, !noalias !38
  %15 = fneg double %14
  %16 = fmul double %6, %15
  %17 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %16)
  %18 = getelementptr inbounds i8, ptr %4, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !42, !noalias !38
  %20 = load double, ptr %19, align 8, !tbaa !5, !noalias !38
  %21 = getelementptr inbounds i8, ptr %2, i64 16
  %22 = load double, ptr %21, align 8, !tbaa !5, !noalias !38
  %23 = tail call double @sin(double noundef %22) #16, !noalias !38
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %17)
  store double %24, ptr %7, align 8, !tbaa !5, !alias.scope !38
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  store double 1.000000e+00, ptr %25, align 8, !tbaa !5, !alias.scope !38
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
  %8 = load ptr, ptr %1, align 8
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #17
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !43
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
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZSt10__invoke_rISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_: argument 0"}
!31 = distinct !{!31, !"_ZSt10__invoke_rISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZSt13__invoke_implISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EET_St14__invoke_otherOT0_DpOT1_: argument 0"}
!34 = distinct !{!34, !"_ZSt13__invoke_implISt5arrayIdLm3EERZ6settlePKdS3_E3$_0JRKS1_EET_St14__invoke_otherOT0_DpOT1_"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZZ6settlePKdS0_ENK3$_0clERKSt5arrayIdLm3EE: argument 0"}
!37 = distinct !{!37, !"_ZZ6settlePKdS0_ENK3$_0clERKSt5arrayIdLm3EE"}
!38 = !{!36, !33, !30}
!39 = !{!40, !10, i64 0}
!40 = !{!"_ZTSZ6settlePKdS0_E3$_0", !10, i64 0, !10, i64 8, !10, i64 16}
!41 = !{!40, !10, i64 8}
!42 = !{!40, !10, i64 16}
!43 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
