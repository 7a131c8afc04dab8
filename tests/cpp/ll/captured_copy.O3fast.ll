; ModuleID = 'captured_copy.cpp'
source_filename = "captured_copy.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%class.anon = type { double }
%class.anon.0 = type { double, double }

$_ZNSt14_Function_baseD2Ev = comdat any

$_ZNKSt8functionIFddEEclEd = comdat any

$_ZNKSt14_Function_base8_M_emptyEv = comdat any

$__clang_call_terminate = comdat any

$_ZNSt14_Function_baseC2Ev = comdat any

$_ZNSt9_Any_data9_M_accessEv = comdat any

$_ZNKSt9_Any_data9_M_accessEv = comdat any

$_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@__const.main.x = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -3.000000e-01, double 1.200000e+00, double 8.000000e-01], align 16
@.str = private unnamed_addr constant [20 x i8] c"captured_copy.scale\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"captured_copy.shift\00", align 1
@__const.main.tx = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666], align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"captured_copy.x\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"captured_copy.fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"captured_copy: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@"_ZTSZ5modelPKdiddE3$_0" = internal constant [19 x i8] c"Z5modelPKdiddE3$_0\00", align 1
@"_ZTIZ5modelPKdiddE3$_0" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ5modelPKdiddE3$_0" }, align 8
@"_ZTSZ5modelPKdiddE3$_1" = internal constant [19 x i8] c"Z5modelPKdiddE3$_1\00", align 1
@"_ZTIZ5modelPKdiddE3$_1" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ5modelPKdiddE3$_1" }, align 8

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3) #0 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::function", align 8
  %6 = alloca %class.anon, align 8
  %7 = alloca %"class.std::function", align 8
  %8 = alloca %class.anon.0, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  store double %2, ptr %6, align 8, !tbaa !5
  call fastcc void @"_ZNSt8functionIFddEEC2IZ5modelPKdiddE3$_0vEEOT_"(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #15
  store double %2, ptr %8, align 8, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store double %3, ptr %9, align 8, !tbaa !12
  call fastcc void @"_ZNSt8functionIFddEEC2IZ5modelPKdiddE3$_1vEEOT_"(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(16) %8) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #15
  %10 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5totalRKSt8functionIFddEEPKdi(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef %0, i32 noundef %1)
          to label %11 unwind label %16

11:                                               ; preds = %4
  %12 = invoke fastcc noundef nofpclass(nan inf) double @_ZL5totalRKSt8functionIFddEEPKdi(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef %0, i32 noundef %1)
          to label %13 unwind label %16

13:                                               ; preds = %11
  %14 = fmul fast double %12, %3
  %15 = fadd fast double %14, %10
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  ret double %15

16:                                               ; preds = %11, %4
  %17 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  resume { ptr, i32 } %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt8functionIFddEEC2IZ5modelPKdiddE3$_0vEEOT_"(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) unnamed_addr #2 align 2 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  tail call void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) #15
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr null, ptr %3, align 8, !tbaa !13
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E15_M_init_functorIS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #15
  store ptr @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_0E9_M_invokeERKSt9_Any_dataOd", ptr %3, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %4, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt8functionIFddEEC2IZ5modelPKdiddE3$_1vEEOT_"(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  tail call void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) #15
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr null, ptr %3, align 8, !tbaa !13
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E15_M_init_functorIS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  store ptr @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_1E9_M_invokeERKSt9_Any_dataOd", ptr %3, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation", ptr %4, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef nofpclass(nan inf) double @_ZL5totalRKSt8functionIFddEEPKdi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %15, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %16, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %15, %9 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !18
  %14 = tail call fast noundef nofpclass(nan inf) double @_ZNKSt8functionIFddEEclEd(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef nofpclass(nan inf) %13)
  %15 = fadd fast double %14, %11
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !19
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !17
  %4 = icmp eq ptr %3, null
  br i1 %4, label %7, label %5

5:                                                ; preds = %1
  %6 = invoke noundef zeroext i1 %3(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef 3)
          to label %7 unwind label %8

7:                                                ; preds = %5, %1
  ret void

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #16
  unreachable
}

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !21
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  %6 = load i32, ptr @enzyme_out, align 4, !tbaa !21
  %7 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z5modelPKdidd, i32 noundef %4, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %5, i32 noundef 4, i32 noundef %6, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef %5, double noundef nofpclass(nan inf) 4.000000e-01)
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !21
  %10 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z5modelPKdidd, i32 noundef %8, ptr noundef nonnull %1, i32 noundef %8, i32 noundef 4, i32 noundef %8, double noundef nofpclass(nan inf) 1.700000e+00, i32 noundef %9, double noundef nofpclass(nan inf) 4.000000e-01)
  %11 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 0x3FFB33343FA2AD3E, double noundef nofpclass(nan inf) 4.000000e-01)
  %12 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 0x3FFB333226C3B928, double noundef nofpclass(nan inf) 4.000000e-01)
  %13 = fsub fast double %11, %12
  %14 = fmul fast double %13, 5.000000e+05
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) %7, double noundef nofpclass(nan inf) %14, double noundef nofpclass(nan inf) 1.000000e-05)
  %15 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000010e-01)
  %16 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 0x3FD9999567DBB16D)
  %17 = fsub fast double %15, %16
  %18 = fmul fast double %17, 5.000000e+05
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 4.000000e-01, double noundef nofpclass(nan inf) %10, double noundef nofpclass(nan inf) %18, double noundef nofpclass(nan inf) 1.000000e-05)
  %19 = fmul fast double %7, 6.000000e-01
  %20 = fmul fast double %10, 9.000000e-01
  %21 = fsub fast double %19, %20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.tx, i64 32, i1 false)
  %22 = load double, ptr %1, align 16, !tbaa !18
  %23 = fadd fast double %22, 0x3EB0C6F7A0B5ED8D
  store double %23, ptr %1, align 16, !tbaa !18
  %24 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  %25 = fadd fast double %22, 0xBEB0C6F7A0B5ED8D
  store double %25, ptr %1, align 16, !tbaa !18
  %26 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  store double %22, ptr %1, align 16, !tbaa !18
  %27 = load double, ptr %2, align 16, !tbaa !18
  %28 = fsub fast double %24, %26
  %29 = fmul fast double %28, 5.000000e+05
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %29, double noundef nofpclass(nan inf) 1.000000e-05)
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = load double, ptr %30, align 8, !tbaa !18
  %32 = fadd fast double %31, 0x3EB0C6F7A0B5ED8D
  store double %32, ptr %30, align 8, !tbaa !18
  %33 = fadd fast double %31, 0xBEB0C6F7A0B5ED8D
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = getelementptr inbounds i8, ptr %1, i64 16
  %36 = getelementptr inbounds i8, ptr %2, i64 16
  %37 = getelementptr inbounds i8, ptr %1, i64 24
  %38 = getelementptr inbounds i8, ptr %2, i64 24
  %39 = load <4 x double>, ptr %2, align 16
  %40 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  store double %33, ptr %30, align 8, !tbaa !18
  %41 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  store double %31, ptr %30, align 8, !tbaa !18
  %42 = load double, ptr %34, align 8, !tbaa !18
  %43 = fsub fast double %40, %41
  %44 = fmul fast double %43, 5.000000e+05
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %42, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) 1.000000e-05)
  %45 = load double, ptr %34, align 8, !tbaa !18
  %46 = load double, ptr %35, align 16, !tbaa !18
  %47 = fadd fast double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %35, align 16, !tbaa !18
  %48 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  %49 = fadd fast double %46, 0xBEB0C6F7A0B5ED8D
  store double %49, ptr %35, align 16, !tbaa !18
  %50 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  store double %46, ptr %35, align 16, !tbaa !18
  %51 = load double, ptr %36, align 16, !tbaa !18
  %52 = fsub fast double %48, %50
  %53 = fmul fast double %52, 5.000000e+05
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %51, double noundef nofpclass(nan inf) %53, double noundef nofpclass(nan inf) 1.000000e-05)
  %54 = load double, ptr %36, align 16, !tbaa !18
  %55 = load double, ptr %37, align 8, !tbaa !18
  %56 = fadd fast double %55, 0x3EB0C6F7A0B5ED8D
  store double %56, ptr %37, align 8, !tbaa !18
  %57 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  %58 = fadd fast double %55, 0xBEB0C6F7A0B5ED8D
  store double %58, ptr %37, align 8, !tbaa !18
  %59 = call fast noundef nofpclass(nan inf) double @_Z5modelPKdidd(ptr noundef nonnull %1, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 4.000000e-01)
  store double %55, ptr %37, align 8, !tbaa !18
  %60 = load double, ptr %38, align 8, !tbaa !18
  %61 = fsub fast double %57, %59
  %62 = fmul fast double %61, 5.000000e+05
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %60, double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) 1.000000e-05)
  %63 = load double, ptr %38, align 8, !tbaa !18
  %64 = insertelement <4 x double> %39, double %45, i64 1
  %65 = insertelement <4 x double> %64, double %54, i64 2
  %66 = insertelement <4 x double> %65, double %63, i64 3
  %67 = fmul fast <4 x double> %66, <double 3.000000e-01, double -1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666>
  %68 = call fast double @llvm.vector.reduce.fadd.v4f64(double %21, <4 x double> %67)
  %69 = load i32, ptr @enzyme_dup, align 4, !tbaa !21
  %70 = load i32, ptr @enzyme_const, align 4, !tbaa !21
  %71 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z5modelPKdidd, i32 noundef %69, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %70, i32 noundef 4, double noundef nofpclass(nan inf) 1.700000e+00, double noundef nofpclass(nan inf) 6.000000e-01, double noundef nofpclass(nan inf) 4.000000e-01, double noundef nofpclass(nan inf) -9.000000e-01)
  call fastcc void @_ZL5checkPKcdddd(ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %71, double noundef nofpclass(nan inf) %68, double noundef nofpclass(nan inf) 1.000000e-09)
  %72 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !21
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %72)
  %74 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !21
  %75 = icmp ne i32 %74, 0
  %76 = zext i1 %75 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15
  ret i32 %76
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nounwind uwtable
define internal fastcc void @_ZL5checkPKcdddd(ptr noundef %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, double noundef nofpclass(nan inf) %4) unnamed_addr #7 {
  %6 = tail call fast double @llvm.fabs.f64(double %3)
  %7 = tail call fast double @llvm.maxnum.f64(double %6, double 1.000000e+00)
  %8 = tail call fastcc noundef i32 @_ZL11finite_bitsd(double noundef nofpclass(nan inf) %2)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %20, label %10

10:                                               ; preds = %5
  %11 = tail call fastcc noundef i32 @_ZL11finite_bitsd(double noundef nofpclass(nan inf) %3)
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %10
  %14 = fsub fast double %2, %3
  %15 = tail call fast double @llvm.fabs.f64(double %14)
  %16 = fmul fast double %7, %4
  %17 = fcmp fast ole double %15, %16
  %18 = select i1 %17, ptr @.str.6, ptr @.str.7
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, ptr noundef nonnull %18)
  br i1 %17, label %25, label %22

20:                                               ; preds = %5, %10
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, double noundef nofpclass(nan inf) %3, ptr noundef nonnull @.str.7)
  br label %22

22:                                               ; preds = %20, %13
  %23 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !21
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr @_ZL6n_fail, align 4, !tbaa !21
  br label %25

25:                                               ; preds = %22, %13
  ret void
}

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress noinline uwtable
define linkonce_odr dso_local noundef nofpclass(nan inf) double @_ZNKSt8functionIFddEEclEd(ptr noundef nonnull align 8 dereferenceable(32) %0, double noundef nofpclass(nan inf) %1) local_unnamed_addr #0 comdat align 2 {
  %3 = alloca double, align 8
  store double %1, ptr %3, align 8, !tbaa !18
  %4 = tail call noundef zeroext i1 @_ZNKSt14_Function_base8_M_emptyEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @_ZSt25__throw_bad_function_callv() #17
  unreachable

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !13
  %9 = call fast noundef nofpclass(nan inf) double %8(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %3)
  ret double %9
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt14_Function_base8_M_emptyEv(ptr noundef nonnull align 8 dereferenceable(24) %0) local_unnamed_addr #2 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !17
  %4 = icmp eq ptr %3, null
  ret i1 %4
}

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #9

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #10 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL11finite_bitsd(double noundef nofpclass(nan inf) %0) unnamed_addr #12 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %0, ptr %2, align 8, !tbaa !18
  %3 = load volatile double, ptr %2, align 8, !tbaa !18
  %4 = tail call double @llvm.fabs.f64(double %3)
  %5 = fcmp one double %4, 0x7FF0000000000000
  %6 = zext i1 %5 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt14_Function_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  store ptr null, ptr %0, align 8, !tbaa !23
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %2, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E15_M_init_functorIS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E9_M_createIS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1)
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_0E9_M_invokeERKSt9_Any_dataOd"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) #2 align 2 {
  %3 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = load double, ptr %1, align 8, !tbaa !18
  %6 = tail call fastcc noundef nofpclass(nan inf) double @"_ZSt10__invoke_rIdRZ5modelPKdiddE3$_0JdEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES5_E4typeEOS6_DpOS7_"(double %4, double %5)
  ret double %6
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %9 [
    i32 0, label %4
    i32 1, label %6
  ]

4:                                                ; preds = %3
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr @"_ZTIZ5modelPKdiddE3$_0", ptr %5, align 8, !tbaa !24
  br label %10

6:                                                ; preds = %3
  %7 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  %8 = tail call fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ5modelPKdiddE3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr %7, ptr %8, align 8, !tbaa !24
  br label %10

9:                                                ; preds = %3
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2)
  br label %10

10:                                               ; preds = %9, %6, %4
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E9_M_createIS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) unnamed_addr #2 align 2 {
  %3 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  %4 = load i64, ptr %1, align 8, !tbaa !18
  store i64 %4, ptr %3, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat align 2 {
  ret ptr %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nofpclass(nan inf) double @"_ZSt10__invoke_rIdRZ5modelPKdiddE3$_0JdEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES5_E4typeEOS6_DpOS7_"(double %0, double %1) unnamed_addr #13 {
  %3 = tail call fastcc noundef nofpclass(nan inf) double @"_ZSt13__invoke_implIdRZ5modelPKdiddE3$_0JdEET_St14__invoke_otherOT0_DpOT1_"(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc noundef nonnull ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNKSt9_Any_data9_M_accessIZ5modelPKdiddE3$_0EERKT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nofpclass(nan inf) double @"_ZSt13__invoke_implIdRZ5modelPKdiddE3$_0JdEET_St14__invoke_otherOT0_DpOT1_"(double %0, double %1) unnamed_addr #13 {
  %3 = tail call fastcc noundef nofpclass(nan inf) double @"_ZZ5modelPKdiddENK3$_0clEd"(double %0, double noundef nofpclass(nan inf) %1)
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nofpclass(nan inf) double @"_ZZ5modelPKdiddENK3$_0clEd"(double %0, double noundef nofpclass(nan inf) %1) unnamed_addr #13 align 2 {
  %3 = fmul fast double %1, %0
  %4 = fmul fast double %3, %1
  %5 = tail call fast double @llvm.sin.f64(double %3)
  %6 = fadd fast double %4, %5
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #11

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNKSt9_Any_data9_M_accessIZ5modelPKdiddE3$_0EERKT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat align 2 {
  ret ptr %0
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat align 2 {
  %2 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ5modelPKdiddE3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #2 align 2 {
  switch i32 %2, label %12 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %9
    i32 3, label %11
  ]

4:                                                ; preds = %3
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr @"_ZTIZ5modelPKdiddE3$_0", ptr %5, align 8, !tbaa !24
  br label %12

6:                                                ; preds = %3
  %7 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  %8 = tail call fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ5modelPKdiddE3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr %7, ptr %8, align 8, !tbaa !24
  br label %12

9:                                                ; preds = %3
  %10 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E15_M_init_functorIRKS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %10) #15
  br label %12

11:                                               ; preds = %3
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0)
  br label %12

12:                                               ; preds = %3, %11, %9, %6, %4
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E15_M_init_functorIRKS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E9_M_createIRKS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1)
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  tail call fastcc void @"_ZNSt9_Any_data9_M_accessIZ5modelPKdiddE3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_0E9_M_createIRKS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) unnamed_addr #2 align 2 {
  %3 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  %4 = load i64, ptr %1, align 8, !tbaa !18
  store i64 %4, ptr %3, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt9_Any_data9_M_accessIZ5modelPKdiddE3$_0EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E15_M_init_functorIS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E9_M_createIS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal noundef nofpclass(nan inf) double @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_1E9_M_invokeERKSt9_Any_dataOd"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %1) #2 align 2 {
  %3 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  %4 = load double, ptr %3, align 8, !tbaa !10
  %5 = getelementptr i8, ptr %3, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = load double, ptr %1, align 8, !tbaa !18
  %8 = tail call fastcc noundef nofpclass(nan inf) double @"_ZSt10__invoke_rIdRZ5modelPKdiddE3$_1JdEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES5_E4typeEOS6_DpOS7_"(double %4, double %6, double %7)
  ret double %8
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFddEZ5modelPKdiddE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %9 [
    i32 0, label %4
    i32 1, label %6
  ]

4:                                                ; preds = %3
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr @"_ZTIZ5modelPKdiddE3$_1", ptr %5, align 8, !tbaa !24
  br label %10

6:                                                ; preds = %3
  %7 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  %8 = tail call fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ5modelPKdiddE3$_1EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr %7, ptr %8, align 8, !tbaa !24
  br label %10

9:                                                ; preds = %3
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2)
  br label %10

10:                                               ; preds = %9, %6, %4
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E9_M_createIS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 {
  %3 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !25
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nofpclass(nan inf) double @"_ZSt10__invoke_rIdRZ5modelPKdiddE3$_1JdEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES5_E4typeEOS6_DpOS7_"(double %0, double %1, double %2) unnamed_addr #13 {
  %4 = tail call fastcc noundef nofpclass(nan inf) double @"_ZSt13__invoke_implIdRZ5modelPKdiddE3$_1JdEET_St14__invoke_otherOT0_DpOT1_"(double %0, double %1, double %2)
  ret double %4
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc noundef nonnull ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call fastcc noundef nonnull align 8 dereferenceable(16) ptr @"_ZNKSt9_Any_data9_M_accessIZ5modelPKdiddE3$_1EERKT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nofpclass(nan inf) double @"_ZSt13__invoke_implIdRZ5modelPKdiddE3$_1JdEET_St14__invoke_otherOT0_DpOT1_"(double %0, double %1, double %2) unnamed_addr #13 {
  %4 = tail call fastcc noundef nofpclass(nan inf) double @"_ZZ5modelPKdiddENK3$_1clEd"(double %0, double %1, double noundef nofpclass(nan inf) %2)
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nofpclass(nan inf) double @"_ZZ5modelPKdiddENK3$_1clEd"(double %0, double %1, double noundef nofpclass(nan inf) %2) unnamed_addr #13 align 2 {
  %4 = fsub fast double %2, %1
  %5 = fneg fast double %4
  %6 = fmul fast double %4, %5
  %7 = tail call fast double @llvm.exp.f64(double %6)
  %8 = fmul fast double %7, %0
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #11

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc noundef nonnull align 8 dereferenceable(16) ptr @"_ZNKSt9_Any_data9_M_accessIZ5modelPKdiddE3$_1EERKT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call noundef ptr @_ZNKSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ5modelPKdiddE3$_1EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret ptr %2
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E10_M_managerERSt9_Any_dataRKS5_St18_Manager_operation"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #2 align 2 {
  switch i32 %2, label %12 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %9
    i32 3, label %11
  ]

4:                                                ; preds = %3
  %5 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt9_Any_data9_M_accessIPKSt9type_infoEERT_v(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr @"_ZTIZ5modelPKdiddE3$_1", ptr %5, align 8, !tbaa !24
  br label %12

6:                                                ; preds = %3
  %7 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  %8 = tail call fastcc noundef nonnull align 8 dereferenceable(8) ptr @"_ZNSt9_Any_data9_M_accessIPZ5modelPKdiddE3$_1EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  store ptr %7, ptr %8, align 8, !tbaa !24
  br label %12

9:                                                ; preds = %3
  %10 = tail call fastcc noundef ptr @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E14_M_get_pointerERKSt9_Any_data"(ptr noundef nonnull align 8 dereferenceable(16) %1) #15
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E15_M_init_functorIRKS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %10) #15
  br label %12

11:                                               ; preds = %3
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0)
  br label %12

12:                                               ; preds = %3, %11, %9, %6, %4
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E15_M_init_functorIRKS3_EEvRSt9_Any_dataOT_"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  tail call fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E9_M_createIRKS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E10_M_destroyERSt9_Any_dataSt17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  tail call fastcc void @"_ZNSt9_Any_data9_M_accessIZ5modelPKdiddE3$_1EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt14_Function_base13_Base_managerIZ5modelPKdiddE3$_1E9_M_createIRKS3_EEvRSt9_Any_dataOT_St17integral_constantIbLb1EE"(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #2 align 2 {
  %3 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !25
  ret void
}

; Function Attrs: mustprogress noinline nounwind uwtable
define internal fastcc void @"_ZNSt9_Any_data9_M_accessIZ5modelPKdiddE3$_1EERT_v"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = tail call noundef ptr @_ZNSt9_Any_data9_M_accessEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #14

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress noinline norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { noinline noreturn nounwind uwtable "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSZ5modelPKdiddE3$_0", !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTSZ5modelPKdiddE3$_1", !7, i64 0, !7, i64 8}
!12 = !{!11, !7, i64 8}
!13 = !{!14, !16, i64 24}
!14 = !{!"_ZTSSt8functionIFddEE", !15, i64 0, !16, i64 24}
!15 = !{!"_ZTSSt14_Function_base", !8, i64 0, !16, i64 16}
!16 = !{!"any pointer", !8, i64 0}
!17 = !{!15, !16, i64 16}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !8, i64 0}
!23 = !{!8, !8, i64 0}
!24 = !{!16, !16, i64 0}
!25 = !{i64 0, i64 8, !18, i64 8, i64 8, !18}
