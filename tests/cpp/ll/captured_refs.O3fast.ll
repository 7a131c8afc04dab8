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
define dso_local noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"struct.std::array", align 16
  %4 = alloca %"struct.std::array", align 16
  %5 = alloca %"struct.std::array", align 16
  %6 = alloca %"struct.std::array", align 16
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca %"class.std::function", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #15
  %11 = load double, ptr %0, align 8, !tbaa !5
  store double %11, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #15
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !5
  store double %13, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #15
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load double, ptr %14, align 8, !tbaa !5
  store double %15, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #15
  %16 = getelementptr inbounds i8, ptr %10, i64 16
  %17 = getelementptr inbounds i8, ptr %10, i64 24
  %18 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %18, align 8
  %19 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
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

27:                                               ; preds = %48, %2
  %28 = phi i32 [ 0, %2 ], [ %57, %48 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #15, !noalias !15
  %29 = load ptr, ptr %16, align 8, !tbaa !14, !noalias !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %33

31:                                               ; preds = %35, %27
  invoke void @_ZSt25__throw_bad_function_callv() #17
          to label %32 unwind label %75

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %27
  %34 = load ptr, ptr %17, align 8, !tbaa !11, !noalias !18
  invoke void %34(ptr dead_on_unwind nonnull writable sret(%"struct.std::array") align 8 %3, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %6)
          to label %35 unwind label %73

35:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #15, !noalias !15
  %36 = load <2 x double>, ptr %6, align 16, !tbaa !5, !noalias !15
  %37 = load <2 x double>, ptr %3, align 16, !tbaa !5, !noalias !15
  %38 = fmul fast <2 x double> %37, <double 2.500000e-02, double 2.500000e-02>
  %39 = fadd fast <2 x double> %38, %36
  store <2 x double> %39, ptr %4, align 16, !tbaa !5, !noalias !15
  %40 = load double, ptr %23, align 16, !tbaa !5, !noalias !15
  %41 = load double, ptr %25, align 16, !tbaa !5, !noalias !15
  %42 = fmul fast double %41, 2.500000e-02
  %43 = fadd fast double %42, %40
  store double %43, ptr %24, align 16, !tbaa !5, !noalias !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #15, !noalias !15
  %44 = load ptr, ptr %16, align 8, !tbaa !14, !noalias !21
  %45 = icmp eq ptr %44, null
  br i1 %45, label %31, label %46

46:                                               ; preds = %35
  %47 = load ptr, ptr %17, align 8, !tbaa !11, !noalias !21
  invoke void %47(ptr dead_on_unwind nonnull writable sret(%"struct.std::array") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %48 unwind label %73

48:                                               ; preds = %46
  %49 = load <2 x double>, ptr %6, align 16, !tbaa !5, !noalias !15
  %50 = load <2 x double>, ptr %5, align 16, !tbaa !5, !noalias !15
  %51 = fmul fast <2 x double> %50, <double 5.000000e-02, double 5.000000e-02>
  %52 = fadd fast <2 x double> %51, %49
  %53 = load double, ptr %23, align 16, !tbaa !5, !noalias !15
  %54 = load double, ptr %26, align 16, !tbaa !5, !noalias !15
  %55 = fmul fast double %54, 5.000000e-02
  %56 = fadd fast double %55, %53
  store <2 x double> %52, ptr %6, align 16, !noalias !15
  store double %56, ptr %23, align 16, !tbaa !24, !noalias !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #15, !noalias !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #15, !noalias !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #15, !noalias !15
  %57 = add nuw nsw i32 %28, 1
  %58 = icmp eq i32 %57, 40
  br i1 %58, label %59, label %27, !llvm.loop !25

59:                                               ; preds = %48
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %60 = load ptr, ptr %16, align 8, !tbaa !14
  %61 = icmp eq ptr %60, null
  br i1 %61, label %67, label %62

62:                                               ; preds = %59
  %63 = invoke noundef zeroext i1 %60(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %67 unwind label %64

64:                                               ; preds = %62
  %65 = landingpad { ptr, i32 }
          catch ptr null
  %66 = extractvalue { ptr, i32 } %65, 0
  call void @__clang_call_terminate(ptr %66) #18
  unreachable

67:                                               ; preds = %59, %62
  %68 = fmul fast <2 x double> %52, %52
  %69 = extractelement <2 x double> %68, i64 1
  %70 = fmul fast double %69, 5.000000e-01
  %71 = extractelement <2 x double> %68, i64 0
  %72 = fadd fast double %70, %71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #15
  ret double %72

73:                                               ; preds = %33, %46
  %74 = landingpad { ptr, i32 }
          cleanup
  br label %77

75:                                               ; preds = %31
  %76 = landingpad { ptr, i32 }
          cleanup
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi { ptr, i32 } [ %74, %73 ], [ %76, %75 ]
  %79 = load ptr, ptr %16, align 8, !tbaa !14
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %77
  %82 = invoke noundef zeroext i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #18
  unreachable

86:                                               ; preds = %77, %81
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #15
  resume { ptr, i32 } %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
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
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.p, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.y0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !27
  %12 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6settlePKdS0_, i32 noundef %11, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %11, ptr noundef nonnull %6, ptr noundef nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.tp, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.ty, i64 16, i1 false)
  %13 = load double, ptr %7, align 16, !tbaa !5
  %14 = load double, ptr %5, align 16, !tbaa !5
  %15 = fadd fast double %14, 0x3EB0C6F7A0B5ED8D
  store double %15, ptr %5, align 16, !tbaa !5
  %16 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %17 = fadd fast double %14, 0xBEB0C6F7A0B5ED8D
  store double %17, ptr %5, align 16, !tbaa !5
  %18 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %14, ptr %5, align 16, !tbaa !5
  %19 = fsub fast double %16, %18
  %20 = fmul fast double %19, 5.000000e+05
  %21 = call fast double @llvm.fabs.f64(double %20)
  %22 = call fast double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %13, ptr %2, align 8, !tbaa !5
  %23 = load volatile double, ptr %2, align 8, !tbaa !5
  %24 = call double @llvm.fabs.f64(double %23)
  %25 = fcmp ueq double %24, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %25, label %61, label %50

26:                                               ; preds = %198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %200, ptr %3, align 8, !tbaa !5
  %27 = load volatile double, ptr %3, align 8, !tbaa !5
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = fcmp ueq double %28, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %29, label %39, label %30

30:                                               ; preds = %26
  %31 = fsub fast double %202, %200
  %32 = call fast double @llvm.fabs.f64(double %31)
  %33 = fmul fast double %204, 1.000000e-09
  %34 = fcmp fast ole double %32, %33
  %35 = select i1 %34, ptr @.str.4, ptr @.str.5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %200, ptr noundef nonnull %35)
  br i1 %34, label %37, label %41

37:                                               ; preds = %30
  %38 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %44

39:                                               ; preds = %26, %198
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %200, ptr noundef nonnull @.str.5)
  br label %41

41:                                               ; preds = %39, %30
  %42 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %44

44:                                               ; preds = %37, %41
  %45 = phi i32 [ %38, %37 ], [ %43, %41 ]
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45)
  %47 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #15
  ret i32 %49

50:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %20, ptr %1, align 8, !tbaa !5
  %51 = load volatile double, ptr %1, align 8, !tbaa !5
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %53, label %61, label %54

54:                                               ; preds = %50
  %55 = fsub fast double %13, %20
  %56 = call fast double @llvm.fabs.f64(double %55)
  %57 = fmul fast double %22, 1.000000e-05
  %58 = fcmp fast ole double %56, %57
  %59 = select i1 %58, ptr @.str.4, ptr @.str.5
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %20, ptr noundef nonnull %59)
  br i1 %58, label %66, label %63

61:                                               ; preds = %50, %0
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %13, double noundef nofpclass(nan inf) %20, ptr noundef nonnull @.str.5)
  br label %63

63:                                               ; preds = %61, %54
  %64 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %66

66:                                               ; preds = %54, %63
  %67 = fmul fast double %13, 4.000000e-01
  %68 = getelementptr inbounds i8, ptr %5, i64 8
  %69 = getelementptr inbounds i8, ptr %7, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = load double, ptr %68, align 8, !tbaa !5
  %72 = fadd fast double %71, 0x3EB0C6F7A0B5ED8D
  store double %72, ptr %68, align 8, !tbaa !5
  %73 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %74 = fadd fast double %71, 0xBEB0C6F7A0B5ED8D
  store double %74, ptr %68, align 8, !tbaa !5
  %75 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %71, ptr %68, align 8, !tbaa !5
  %76 = fsub fast double %73, %75
  %77 = fmul fast double %76, 5.000000e+05
  %78 = call fast double @llvm.fabs.f64(double %77)
  %79 = call fast double @llvm.maxnum.f64(double %78, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %70, ptr %2, align 8, !tbaa !5
  %80 = load volatile double, ptr %2, align 8, !tbaa !5
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ueq double %81, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %82, label %94, label %83

83:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %77, ptr %1, align 8, !tbaa !5
  %84 = load volatile double, ptr %1, align 8, !tbaa !5
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ueq double %85, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %86, label %94, label %87

87:                                               ; preds = %83
  %88 = fsub fast double %70, %77
  %89 = call fast double @llvm.fabs.f64(double %88)
  %90 = fmul fast double %79, 1.000000e-05
  %91 = fcmp fast ole double %89, %90
  %92 = select i1 %91, ptr @.str.4, ptr @.str.5
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %70, double noundef nofpclass(nan inf) %77, ptr noundef nonnull %92)
  br i1 %91, label %99, label %96

94:                                               ; preds = %83, %66
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %70, double noundef nofpclass(nan inf) %77, ptr noundef nonnull @.str.5)
  br label %96

96:                                               ; preds = %94, %87
  %97 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %99

99:                                               ; preds = %96, %87
  %100 = fsub fast double %67, %70
  %101 = getelementptr inbounds i8, ptr %5, i64 16
  %102 = getelementptr inbounds i8, ptr %7, i64 16
  %103 = load double, ptr %102, align 16, !tbaa !5
  %104 = load double, ptr %101, align 16, !tbaa !5
  %105 = fadd fast double %104, 0x3EB0C6F7A0B5ED8D
  store double %105, ptr %101, align 16, !tbaa !5
  %106 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %107 = fadd fast double %104, 0xBEB0C6F7A0B5ED8D
  store double %107, ptr %101, align 16, !tbaa !5
  %108 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %104, ptr %101, align 16, !tbaa !5
  %109 = fsub fast double %106, %108
  %110 = fmul fast double %109, 5.000000e+05
  %111 = call fast double @llvm.fabs.f64(double %110)
  %112 = call fast double @llvm.maxnum.f64(double %111, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %103, ptr %2, align 8, !tbaa !5
  %113 = load volatile double, ptr %2, align 8, !tbaa !5
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = fcmp ueq double %114, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %115, label %127, label %116

116:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %110, ptr %1, align 8, !tbaa !5
  %117 = load volatile double, ptr %1, align 8, !tbaa !5
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %119, label %127, label %120

120:                                              ; preds = %116
  %121 = fsub fast double %103, %110
  %122 = call fast double @llvm.fabs.f64(double %121)
  %123 = fmul fast double %112, 1.000000e-05
  %124 = fcmp fast ole double %122, %123
  %125 = select i1 %124, ptr @.str.4, ptr @.str.5
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %103, double noundef nofpclass(nan inf) %110, ptr noundef nonnull %125)
  br i1 %124, label %132, label %129

127:                                              ; preds = %116, %99
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %103, double noundef nofpclass(nan inf) %110, ptr noundef nonnull @.str.5)
  br label %129

129:                                              ; preds = %127, %120
  %130 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %132

132:                                              ; preds = %129, %120
  %133 = fmul fast double %103, 3.000000e-01
  %134 = fadd fast double %133, %100
  %135 = load double, ptr %8, align 16, !tbaa !5
  %136 = load double, ptr %6, align 16, !tbaa !5
  %137 = fadd fast double %136, 0x3EB0C6F7A0B5ED8D
  store double %137, ptr %6, align 16, !tbaa !5
  %138 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %139 = fadd fast double %136, 0xBEB0C6F7A0B5ED8D
  store double %139, ptr %6, align 16, !tbaa !5
  %140 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %136, ptr %6, align 16, !tbaa !5
  %141 = fsub fast double %138, %140
  %142 = fmul fast double %141, 5.000000e+05
  %143 = call fast double @llvm.fabs.f64(double %142)
  %144 = call fast double @llvm.maxnum.f64(double %143, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %135, ptr %2, align 8, !tbaa !5
  %145 = load volatile double, ptr %2, align 8, !tbaa !5
  %146 = call double @llvm.fabs.f64(double %145)
  %147 = fcmp ueq double %146, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %147, label %159, label %148

148:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %142, ptr %1, align 8, !tbaa !5
  %149 = load volatile double, ptr %1, align 8, !tbaa !5
  %150 = call double @llvm.fabs.f64(double %149)
  %151 = fcmp ueq double %150, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %151, label %159, label %152

152:                                              ; preds = %148
  %153 = fsub fast double %135, %142
  %154 = call fast double @llvm.fabs.f64(double %153)
  %155 = fmul fast double %144, 1.000000e-05
  %156 = fcmp fast ole double %154, %155
  %157 = select i1 %156, ptr @.str.4, ptr @.str.5
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %142, ptr noundef nonnull %157)
  br i1 %156, label %164, label %161

159:                                              ; preds = %148, %132
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %142, ptr noundef nonnull @.str.5)
  br label %161

161:                                              ; preds = %159, %152
  %162 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %164

164:                                              ; preds = %161, %152
  %165 = fmul fast double %135, 2.000000e-01
  %166 = fadd fast double %165, %134
  %167 = getelementptr inbounds i8, ptr %6, i64 8
  %168 = getelementptr inbounds i8, ptr %8, i64 8
  %169 = load double, ptr %168, align 8, !tbaa !5
  %170 = load double, ptr %167, align 8, !tbaa !5
  %171 = fadd fast double %170, 0x3EB0C6F7A0B5ED8D
  store double %171, ptr %167, align 8, !tbaa !5
  %172 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  %173 = fadd fast double %170, 0xBEB0C6F7A0B5ED8D
  store double %173, ptr %167, align 8, !tbaa !5
  %174 = call fast noundef nofpclass(nan inf) double @_Z6settlePKdS0_(ptr noundef nonnull %5, ptr noundef nonnull %6)
  store double %170, ptr %167, align 8, !tbaa !5
  %175 = fsub fast double %172, %174
  %176 = fmul fast double %175, 5.000000e+05
  %177 = call fast double @llvm.fabs.f64(double %176)
  %178 = call fast double @llvm.maxnum.f64(double %177, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %169, ptr %2, align 8, !tbaa !5
  %179 = load volatile double, ptr %2, align 8, !tbaa !5
  %180 = call double @llvm.fabs.f64(double %179)
  %181 = fcmp ueq double %180, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %181, label %193, label %182

182:                                              ; preds = %164
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %176, ptr %1, align 8, !tbaa !5
  %183 = load volatile double, ptr %1, align 8, !tbaa !5
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = fcmp ueq double %184, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %185, label %193, label %186

186:                                              ; preds = %182
  %187 = fsub fast double %169, %176
  %188 = call fast double @llvm.fabs.f64(double %187)
  %189 = fmul fast double %178, 1.000000e-05
  %190 = fcmp fast ole double %188, %189
  %191 = select i1 %190, ptr @.str.4, ptr @.str.5
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 4.000000e+00, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %176, ptr noundef nonnull %191)
  br i1 %190, label %198, label %195

193:                                              ; preds = %182, %164
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 4.000000e+00, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %176, ptr noundef nonnull @.str.5)
  br label %195

195:                                              ; preds = %193, %186
  %196 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !27
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr @_ZL6n_fail, align 4, !tbaa !27
  br label %198

198:                                              ; preds = %195, %186
  %199 = fmul fast double %169, 5.000000e-01
  %200 = fadd fast double %199, %166
  %201 = load i32, ptr @enzyme_dup, align 4, !tbaa !27
  %202 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6settlePKdS0_, i32 noundef %201, ptr noundef nonnull %5, ptr noundef nonnull %9, i32 noundef %201, ptr noundef nonnull %6, ptr noundef nonnull %10)
  %203 = call fast double @llvm.fabs.f64(double %200)
  %204 = call fast double @llvm.maxnum.f64(double %203, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %202, ptr %4, align 8, !tbaa !5
  %205 = load volatile double, ptr %4, align 8, !tbaa !5
  %206 = call double @llvm.fabs.f64(double %205)
  %207 = fcmp ueq double %206, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %207, label %39, label %26
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
  tail call void @_ZSt9terminatev() #18
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite) uwtable
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
  %10 = load double, ptr %2, align 8, !tbaa !5, !noalias !38
  %11 = getelementptr inbounds i8, ptr %4, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !41, !noalias !38
  %13 = load double, ptr %12, align 8, !tbaa !5, !noalias !38
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !42, !noalias !38
  %16 = load double, ptr %15, align 8, !tbaa !5, !noalias !38
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = load double, ptr %17, align 8, !tbaa !5, !noalias !38
  %19 = tail call fast double @llvm.sin.f64(double %18)
  %20 = fmul fast double %19, %16
  %21 = fmul fast double %10, %9
  %22 = fmul fast double %13, %6
  %23 = fadd fast double %22, %21
  %24 = fsub fast double %20, %23
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
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !43
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #19
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #14

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
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { noreturn }
attributes #18 = { noreturn nounwind }
attributes #19 = { builtin nounwind }

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
