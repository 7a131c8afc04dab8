; ModuleID = 'virtual.cpp'
source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Wave = type { %struct.Shape }
%struct.Shape = type { ptr, double }
%struct.Quad = type { %struct.Shape }

$_ZNK4Wave4evalEd = comdat any

$_ZN4WaveD0Ev = comdat any

$_ZNK4Quad4evalEd = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN4QuadD0Ev = comdat any

$_ZTV4Wave = comdat any

$_ZTS4Wave = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI4Wave = comdat any

$_ZTV4Quad = comdat any

$_ZTS4Quad = comdat any

$_ZTI4Quad = comdat any

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"Quad\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"Wave\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"virtual: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@_ZTV4Wave = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Wave, ptr @_ZNK4Wave4evalEd, ptr @_ZN5ShapeD2Ev, ptr @_ZN4WaveD0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Wave = linkonce_odr dso_local constant [6 x i8] c"4Wave\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI4Wave = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Wave, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV4Quad = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Quad, ptr @_ZNK4Quad4evalEd, ptr @_ZN5ShapeD2Ev, ptr @_ZN4QuadD0Ev] }, comdat, align 8
@_ZTS4Quad = linkonce_odr dso_local constant [6 x i8] c"4Quad\00", comdat, align 1
@_ZTI4Quad = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Quad, ptr @_ZTI5Shape }, comdat, align 8
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@__const._ZL3runI4WaveEvPKci.xs = private unnamed_addr constant [3 x double] [double -8.000000e-01, double 4.000000e-01, double 1.300000e+00], align 16

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef %0, double noundef nofpclass(nan inf) %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = load ptr, ptr %3, align 8
  %5 = tail call fast noundef nofpclass(nan inf) double %4(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef nofpclass(nan inf) %1)
  %6 = fmul fast double %5, %1
  ret double %6
}

; Function Attrs: mustprogress uwtable
define dso_local noundef nofpclass(nan inf) double @_Z11made_insideddi(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #1 {
  %4 = icmp eq i32 %2, 0
  %5 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %6 = select i1 %4, ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16)
  store ptr %6, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store double %0, ptr %7, align 8, !tbaa !8
  %8 = tail call fast noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %5, double noundef nofpclass(nan inf) %1)
  %9 = load ptr, ptr %5, align 8, !tbaa !5
  %10 = load ptr, ptr %9, align 8
  %11 = tail call fast noundef nofpclass(nan inf) double %10(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef nofpclass(nan inf) %0)
  %12 = load ptr, ptr %5, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %5) #14
  %15 = fadd fast double %11, %8
  ret double %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #5 personality ptr @__gxx_personality_v0 {
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
  %13 = alloca %struct.Wave, align 8
  %14 = alloca %struct.Wave, align 8
  %15 = alloca %struct.Wave, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca %struct.Quad, align 8
  %29 = alloca %struct.Quad, align 8
  %30 = alloca %struct.Quad, align 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  br label %34

34:                                               ; preds = %243, %0
  %35 = phi i64 [ 0, %0 ], [ %244, %243 ]
  %36 = getelementptr inbounds i8, ptr @__const._ZL3runI4WaveEvPKci.xs, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %28, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %29, align 8, !tbaa !5
  store double 0x3FE6666666666666, ptr %31, align 8, !tbaa !8
  store double 0.000000e+00, ptr %32, align 8, !tbaa !8
  %38 = call noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef nonnull getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16))
  store ptr %38, ptr %29, align 8, !tbaa !13
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %40 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %39, ptr noundef nonnull %28, ptr noundef nonnull %29, double noundef nofpclass(nan inf) %37)
  %41 = fadd fast double %37, 0x3EB0C6F7A0B5ED8D
  %42 = load ptr, ptr %28, align 8, !tbaa !5
  %43 = load ptr, ptr %42, align 8
  %44 = call noundef nofpclass(nan inf) double %43(ptr noundef nonnull align 8 dereferenceable(16) %28, double noundef nofpclass(nan inf) %41)
  %45 = fmul fast double %44, %41
  %46 = fadd fast double %37, 0xBEB0C6F7A0B5ED8D
  %47 = load ptr, ptr %28, align 8, !tbaa !5
  %48 = load ptr, ptr %47, align 8
  %49 = call noundef nofpclass(nan inf) double %48(ptr noundef nonnull align 8 dereferenceable(16) %28, double noundef nofpclass(nan inf) %46)
  %50 = fmul fast double %49, %46
  %51 = fsub fast double %45, %50
  %52 = fmul fast double %51, 5.000000e+05
  %53 = fmul fast double %37, %37
  %54 = fmul fast double %53, %37
  %55 = call fast double @llvm.fabs.f64(double %52)
  %56 = call fast double @llvm.maxnum.f64(double %55, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %40, ptr %27, align 8, !tbaa !12
  %57 = load volatile double, ptr %27, align 8, !tbaa !12
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ueq double %58, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %59, label %71, label %60

60:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %52, ptr %26, align 8, !tbaa !12
  %61 = load volatile double, ptr %26, align 8, !tbaa !12
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %63, label %71, label %64

64:                                               ; preds = %60
  %65 = fsub fast double %40, %52
  %66 = call fast double @llvm.fabs.f64(double %65)
  %67 = fmul fast double %56, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp fast ole double %66, %67
  %69 = select i1 %68, ptr @.str.4, ptr @.str.5
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %52, ptr noundef nonnull %69)
  br i1 %68, label %76, label %73

71:                                               ; preds = %60, %34
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %52, ptr noundef nonnull @.str.5)
  br label %73

73:                                               ; preds = %71, %64
  %74 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %76

76:                                               ; preds = %73, %64
  %77 = load double, ptr %32, align 8, !tbaa !8
  %78 = call fast double @llvm.fabs.f64(double %54)
  %79 = call fast double @llvm.maxnum.f64(double %78, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %77, ptr %25, align 8, !tbaa !12
  %80 = load volatile double, ptr %25, align 8, !tbaa !12
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ueq double %81, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %82, label %94, label %83

83:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %54, ptr %24, align 8, !tbaa !12
  %84 = load volatile double, ptr %24, align 8, !tbaa !12
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ueq double %85, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %86, label %94, label %87

87:                                               ; preds = %83
  %88 = fsub fast double %77, %54
  %89 = call fast double @llvm.fabs.f64(double %88)
  %90 = fmul fast double %79, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp fast ole double %89, %90
  %92 = select i1 %91, ptr @.str.4, ptr @.str.5
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %77, double noundef nofpclass(nan inf) %54, ptr noundef nonnull %92)
  br i1 %91, label %99, label %96

94:                                               ; preds = %83, %76
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %77, double noundef nofpclass(nan inf) %54, ptr noundef nonnull @.str.5)
  br label %96

96:                                               ; preds = %94, %87
  %97 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %99

99:                                               ; preds = %96, %87
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %30, align 8, !tbaa !5
  store double 1.000000e+00, ptr %33, align 8, !tbaa !8
  %100 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %101 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %100, ptr noundef nonnull %28, ptr noundef nonnull %30, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) 1.000000e+00)
  %102 = fadd fast double %52, %54
  %103 = call fast double @llvm.fabs.f64(double %102)
  %104 = call fast double @llvm.maxnum.f64(double %103, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %101, ptr %23, align 8, !tbaa !12
  %105 = load volatile double, ptr %23, align 8, !tbaa !12
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = fcmp ueq double %106, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %107, label %119, label %108

108:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %102, ptr %22, align 8, !tbaa !12
  %109 = load volatile double, ptr %22, align 8, !tbaa !12
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp ueq double %110, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %111, label %119, label %112

112:                                              ; preds = %108
  %113 = fsub fast double %101, %102
  %114 = call fast double @llvm.fabs.f64(double %113)
  %115 = fmul fast double %104, 0x3EB0C6F7A0B5ED8D
  %116 = fcmp fast ole double %114, %115
  %117 = select i1 %116, ptr @.str.4, ptr @.str.5
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %101, double noundef nofpclass(nan inf) %102, ptr noundef nonnull %117)
  br i1 %116, label %124, label %121

119:                                              ; preds = %108, %99
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %101, double noundef nofpclass(nan inf) %102, ptr noundef nonnull @.str.5)
  br label %121

121:                                              ; preds = %119, %112
  %122 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %124

124:                                              ; preds = %121, %112
  %125 = load double, ptr %31, align 8, !tbaa !8
  %126 = fmul fast double %53, 3.000000e+00
  %127 = fmul fast double %126, %125
  %128 = call fast double @llvm.fabs.f64(double %127)
  %129 = call fast double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %40, ptr %21, align 8, !tbaa !12
  %130 = load volatile double, ptr %21, align 8, !tbaa !12
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = fcmp ueq double %131, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %132, label %144, label %133

133:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %127, ptr %20, align 8, !tbaa !12
  %134 = load volatile double, ptr %20, align 8, !tbaa !12
  %135 = call double @llvm.fabs.f64(double %134)
  %136 = fcmp ueq double %135, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %136, label %144, label %137

137:                                              ; preds = %133
  %138 = fsub fast double %40, %127
  %139 = call fast double @llvm.fabs.f64(double %138)
  %140 = fmul fast double %129, 0x3D719799812DEA11
  %141 = fcmp fast ole double %139, %140
  %142 = select i1 %141, ptr @.str.4, ptr @.str.5
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %127, ptr noundef nonnull %142)
  br i1 %141, label %149, label %146

144:                                              ; preds = %133, %124
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %40, double noundef nofpclass(nan inf) %127, ptr noundef nonnull @.str.5)
  br label %146

146:                                              ; preds = %144, %137
  %147 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %149

149:                                              ; preds = %146, %137
  %150 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %151 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z11made_insideddi, double noundef nofpclass(nan inf) %125, i32 noundef %150, double noundef nofpclass(nan inf) %37, i32 noundef %150, i32 noundef 0)
  %152 = fadd fast double %125, 0x3EB0C6F7A0B5ED8D
  %153 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %153, align 8, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  store double %152, ptr %154, align 8, !tbaa !8
  %155 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %153, double noundef nofpclass(nan inf) %37)
  %156 = load ptr, ptr %153, align 8, !tbaa !5
  %157 = load ptr, ptr %156, align 8
  %158 = call noundef nofpclass(nan inf) double %157(ptr noundef nonnull align 8 dereferenceable(16) %153, double noundef nofpclass(nan inf) %152)
  %159 = load ptr, ptr %153, align 8, !tbaa !5
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %153) #14
  %162 = fadd fast double %125, 0xBEB0C6F7A0B5ED8D
  %163 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %163, align 8, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  store double %162, ptr %164, align 8, !tbaa !8
  %165 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %163, double noundef nofpclass(nan inf) %37)
  %166 = load ptr, ptr %163, align 8, !tbaa !5
  %167 = load ptr, ptr %166, align 8
  %168 = call noundef nofpclass(nan inf) double %167(ptr noundef nonnull align 8 dereferenceable(16) %163, double noundef nofpclass(nan inf) %162)
  %169 = load ptr, ptr %163, align 8, !tbaa !5
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load ptr, ptr %170, align 8
  call void %171(ptr noundef nonnull align 8 dereferenceable(16) %163) #14
  %172 = fadd fast double %158, %155
  %173 = fadd fast double %165, %168
  %174 = fsub fast double %172, %173
  %175 = fmul fast double %174, 5.000000e+05
  %176 = call fast double @llvm.fabs.f64(double %175)
  %177 = call fast double @llvm.maxnum.f64(double %176, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %151, ptr %19, align 8, !tbaa !12
  %178 = load volatile double, ptr %19, align 8, !tbaa !12
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = fcmp ueq double %179, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %180, label %192, label %181

181:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %175, ptr %18, align 8, !tbaa !12
  %182 = load volatile double, ptr %18, align 8, !tbaa !12
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ueq double %183, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %184, label %192, label %185

185:                                              ; preds = %181
  %186 = fsub fast double %151, %175
  %187 = call fast double @llvm.fabs.f64(double %186)
  %188 = fmul fast double %177, 0x3EB0C6F7A0B5ED8D
  %189 = fcmp fast ole double %187, %188
  %190 = select i1 %189, ptr @.str.4, ptr @.str.5
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) %175, ptr noundef nonnull %190)
  br i1 %189, label %197, label %194

192:                                              ; preds = %181, %149
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) %175, ptr noundef nonnull @.str.5)
  br label %194

194:                                              ; preds = %192, %185
  %195 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %197

197:                                              ; preds = %194, %185
  %198 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %199 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z11made_insideddi, i32 noundef %198, double noundef nofpclass(nan inf) %125, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %198, i32 noundef 0)
  %200 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %200, align 8, !tbaa !5
  %201 = getelementptr inbounds i8, ptr %200, i64 8
  store double %125, ptr %201, align 8, !tbaa !8
  %202 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %200, double noundef nofpclass(nan inf) %41)
  %203 = load ptr, ptr %200, align 8, !tbaa !5
  %204 = load ptr, ptr %203, align 8
  %205 = call noundef nofpclass(nan inf) double %204(ptr noundef nonnull align 8 dereferenceable(16) %200, double noundef nofpclass(nan inf) %125)
  %206 = load ptr, ptr %200, align 8, !tbaa !5
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %200) #14
  %209 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %209, align 8, !tbaa !5
  %210 = getelementptr inbounds i8, ptr %209, i64 8
  store double %125, ptr %210, align 8, !tbaa !8
  %211 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %209, double noundef nofpclass(nan inf) %46)
  %212 = load ptr, ptr %209, align 8, !tbaa !5
  %213 = load ptr, ptr %212, align 8
  %214 = call noundef nofpclass(nan inf) double %213(ptr noundef nonnull align 8 dereferenceable(16) %209, double noundef nofpclass(nan inf) %125)
  %215 = load ptr, ptr %209, align 8, !tbaa !5
  %216 = getelementptr inbounds i8, ptr %215, i64 16
  %217 = load ptr, ptr %216, align 8
  call void %217(ptr noundef nonnull align 8 dereferenceable(16) %209) #14
  %218 = fadd fast double %205, %202
  %219 = fadd fast double %211, %214
  %220 = fsub fast double %218, %219
  %221 = fmul fast double %220, 5.000000e+05
  %222 = call fast double @llvm.fabs.f64(double %221)
  %223 = call fast double @llvm.maxnum.f64(double %222, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %199, ptr %17, align 8, !tbaa !12
  %224 = load volatile double, ptr %17, align 8, !tbaa !12
  %225 = call double @llvm.fabs.f64(double %224)
  %226 = fcmp ueq double %225, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %226, label %238, label %227

227:                                              ; preds = %197
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile double %221, ptr %16, align 8, !tbaa !12
  %228 = load volatile double, ptr %16, align 8, !tbaa !12
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ueq double %229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  br i1 %230, label %238, label %231

231:                                              ; preds = %227
  %232 = fsub fast double %199, %221
  %233 = call fast double @llvm.fabs.f64(double %232)
  %234 = fmul fast double %223, 0x3EB0C6F7A0B5ED8D
  %235 = fcmp fast ole double %233, %234
  %236 = select i1 %235, ptr @.str.4, ptr @.str.5
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %221, ptr noundef nonnull %236)
  br i1 %235, label %243, label %240

238:                                              ; preds = %227, %197
  %239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %37, double noundef nofpclass(nan inf) %199, double noundef nofpclass(nan inf) %221, ptr noundef nonnull @.str.5)
  br label %240

240:                                              ; preds = %238, %231
  %241 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %243

243:                                              ; preds = %240, %231
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #14
  %244 = add nuw nsw i64 %35, 8
  %245 = icmp eq i64 %244, 24
  br i1 %245, label %246, label %34

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %13, i64 8
  %248 = getelementptr inbounds i8, ptr %14, i64 8
  %249 = getelementptr inbounds i8, ptr %15, i64 8
  br label %250

250:                                              ; preds = %472, %246
  %251 = phi i64 [ 0, %246 ], [ %473, %472 ]
  %252 = getelementptr inbounds i8, ptr @__const._ZL3runI4WaveEvPKci.xs, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %14, align 8, !tbaa !5
  store double 0x3FE6666666666666, ptr %247, align 8, !tbaa !8
  store double 0.000000e+00, ptr %248, align 8, !tbaa !8
  %254 = call noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef nonnull getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16))
  store ptr %254, ptr %14, align 8, !tbaa !13
  %255 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %256 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %255, ptr noundef nonnull %13, ptr noundef nonnull %14, double noundef nofpclass(nan inf) %253)
  %257 = fadd fast double %253, 0x3EB0C6F7A0B5ED8D
  %258 = load ptr, ptr %13, align 8, !tbaa !5
  %259 = load ptr, ptr %258, align 8
  %260 = call noundef nofpclass(nan inf) double %259(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef nofpclass(nan inf) %257)
  %261 = fmul fast double %260, %257
  %262 = fadd fast double %253, 0xBEB0C6F7A0B5ED8D
  %263 = load ptr, ptr %13, align 8, !tbaa !5
  %264 = load ptr, ptr %263, align 8
  %265 = call noundef nofpclass(nan inf) double %264(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef nofpclass(nan inf) %262)
  %266 = fmul fast double %265, %262
  %267 = fsub fast double %261, %266
  %268 = fmul fast double %267, 5.000000e+05
  %269 = load double, ptr %247, align 8, !tbaa !8
  %270 = fadd fast double %269, 0x3EB0C6F7A0B5ED8D
  %271 = fadd fast double %269, 0xBEB0C6F7A0B5ED8D
  %272 = fmul fast double %270, %253
  %273 = call fast double @llvm.sin.f64(double %272)
  %274 = fmul fast double %271, %253
  %275 = call fast double @llvm.sin.f64(double %274)
  %276 = fadd fast double %273, 2.000000e-06
  %277 = fsub fast double %276, %275
  %278 = fmul fast double %253, 5.000000e+05
  %279 = fmul fast double %278, %277
  %280 = call fast double @llvm.fabs.f64(double %268)
  %281 = call fast double @llvm.maxnum.f64(double %280, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %256, ptr %12, align 8, !tbaa !12
  %282 = load volatile double, ptr %12, align 8, !tbaa !12
  %283 = call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %284, label %296, label %285

285:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %268, ptr %11, align 8, !tbaa !12
  %286 = load volatile double, ptr %11, align 8, !tbaa !12
  %287 = call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %288, label %296, label %289

289:                                              ; preds = %285
  %290 = fsub fast double %256, %268
  %291 = call fast double @llvm.fabs.f64(double %290)
  %292 = fmul fast double %281, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp fast ole double %291, %292
  %294 = select i1 %293, ptr @.str.4, ptr @.str.5
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %256, double noundef nofpclass(nan inf) %268, ptr noundef nonnull %294)
  br i1 %293, label %301, label %298

296:                                              ; preds = %285, %250
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %256, double noundef nofpclass(nan inf) %268, ptr noundef nonnull @.str.5)
  br label %298

298:                                              ; preds = %296, %289
  %299 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %301

301:                                              ; preds = %298, %289
  %302 = load double, ptr %248, align 8, !tbaa !8
  %303 = call fast double @llvm.fabs.f64(double %279)
  %304 = call fast double @llvm.maxnum.f64(double %303, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %302, ptr %10, align 8, !tbaa !12
  %305 = load volatile double, ptr %10, align 8, !tbaa !12
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fcmp ueq double %306, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %307, label %319, label %308

308:                                              ; preds = %301
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %279, ptr %9, align 8, !tbaa !12
  %309 = load volatile double, ptr %9, align 8, !tbaa !12
  %310 = call double @llvm.fabs.f64(double %309)
  %311 = fcmp ueq double %310, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %311, label %319, label %312

312:                                              ; preds = %308
  %313 = fsub fast double %302, %279
  %314 = call fast double @llvm.fabs.f64(double %313)
  %315 = fmul fast double %304, 0x3EB0C6F7A0B5ED8D
  %316 = fcmp fast ole double %314, %315
  %317 = select i1 %316, ptr @.str.4, ptr @.str.5
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %302, double noundef nofpclass(nan inf) %279, ptr noundef nonnull %317)
  br i1 %316, label %324, label %321

319:                                              ; preds = %308, %301
  %320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %302, double noundef nofpclass(nan inf) %279, ptr noundef nonnull @.str.5)
  br label %321

321:                                              ; preds = %319, %312
  %322 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %324

324:                                              ; preds = %321, %312
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %15, align 8, !tbaa !5
  store double 1.000000e+00, ptr %249, align 8, !tbaa !8
  %325 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %326 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %325, ptr noundef nonnull %13, ptr noundef nonnull %15, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) 1.000000e+00)
  %327 = fadd fast double %279, %268
  %328 = call fast double @llvm.fabs.f64(double %327)
  %329 = call fast double @llvm.maxnum.f64(double %328, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %326, ptr %8, align 8, !tbaa !12
  %330 = load volatile double, ptr %8, align 8, !tbaa !12
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %332, label %344, label %333

333:                                              ; preds = %324
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %327, ptr %7, align 8, !tbaa !12
  %334 = load volatile double, ptr %7, align 8, !tbaa !12
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %336, label %344, label %337

337:                                              ; preds = %333
  %338 = fsub fast double %326, %327
  %339 = call fast double @llvm.fabs.f64(double %338)
  %340 = fmul fast double %329, 0x3EB0C6F7A0B5ED8D
  %341 = fcmp fast ole double %339, %340
  %342 = select i1 %341, ptr @.str.4, ptr @.str.5
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %326, double noundef nofpclass(nan inf) %327, ptr noundef nonnull %342)
  br i1 %341, label %349, label %346

344:                                              ; preds = %333, %324
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %326, double noundef nofpclass(nan inf) %327, ptr noundef nonnull @.str.5)
  br label %346

346:                                              ; preds = %344, %337
  %347 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %349

349:                                              ; preds = %346, %337
  %350 = load double, ptr %247, align 8, !tbaa !8
  %351 = fmul fast double %350, %253
  %352 = call fast double @llvm.sin.f64(double %351)
  %353 = fadd fast double %352, %350
  %354 = call fast double @llvm.cos.f64(double %351)
  %355 = fmul fast double %354, %351
  %356 = fadd fast double %353, %355
  %357 = call fast double @llvm.fabs.f64(double %356)
  %358 = call fast double @llvm.maxnum.f64(double %357, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %256, ptr %6, align 8, !tbaa !12
  %359 = load volatile double, ptr %6, align 8, !tbaa !12
  %360 = call double @llvm.fabs.f64(double %359)
  %361 = fcmp ueq double %360, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %361, label %373, label %362

362:                                              ; preds = %349
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %356, ptr %5, align 8, !tbaa !12
  %363 = load volatile double, ptr %5, align 8, !tbaa !12
  %364 = call double @llvm.fabs.f64(double %363)
  %365 = fcmp ueq double %364, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %365, label %373, label %366

366:                                              ; preds = %362
  %367 = fsub fast double %256, %356
  %368 = call fast double @llvm.fabs.f64(double %367)
  %369 = fmul fast double %358, 0x3D719799812DEA11
  %370 = fcmp fast ole double %368, %369
  %371 = select i1 %370, ptr @.str.4, ptr @.str.5
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %256, double noundef nofpclass(nan inf) %356, ptr noundef nonnull %371)
  br i1 %370, label %378, label %375

373:                                              ; preds = %362, %349
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %256, double noundef nofpclass(nan inf) %356, ptr noundef nonnull @.str.5)
  br label %375

375:                                              ; preds = %373, %366
  %376 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %378

378:                                              ; preds = %375, %366
  %379 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %380 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z11made_insideddi, double noundef nofpclass(nan inf) %350, i32 noundef %379, double noundef nofpclass(nan inf) %253, i32 noundef %379, i32 noundef 1)
  %381 = fadd fast double %350, 0x3EB0C6F7A0B5ED8D
  %382 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %382, align 8, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %382, i64 8
  store double %381, ptr %383, align 8, !tbaa !8
  %384 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %382, double noundef nofpclass(nan inf) %253)
  %385 = load ptr, ptr %382, align 8, !tbaa !5
  %386 = load ptr, ptr %385, align 8
  %387 = call noundef nofpclass(nan inf) double %386(ptr noundef nonnull align 8 dereferenceable(16) %382, double noundef nofpclass(nan inf) %381)
  %388 = load ptr, ptr %382, align 8, !tbaa !5
  %389 = getelementptr inbounds i8, ptr %388, i64 16
  %390 = load ptr, ptr %389, align 8
  call void %390(ptr noundef nonnull align 8 dereferenceable(16) %382) #14
  %391 = fadd fast double %350, 0xBEB0C6F7A0B5ED8D
  %392 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %392, align 8, !tbaa !5
  %393 = getelementptr inbounds i8, ptr %392, i64 8
  store double %391, ptr %393, align 8, !tbaa !8
  %394 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %392, double noundef nofpclass(nan inf) %253)
  %395 = load ptr, ptr %392, align 8, !tbaa !5
  %396 = load ptr, ptr %395, align 8
  %397 = call noundef nofpclass(nan inf) double %396(ptr noundef nonnull align 8 dereferenceable(16) %392, double noundef nofpclass(nan inf) %391)
  %398 = load ptr, ptr %392, align 8, !tbaa !5
  %399 = getelementptr inbounds i8, ptr %398, i64 16
  %400 = load ptr, ptr %399, align 8
  call void %400(ptr noundef nonnull align 8 dereferenceable(16) %392) #14
  %401 = fadd fast double %387, %384
  %402 = fadd fast double %394, %397
  %403 = fsub fast double %401, %402
  %404 = fmul fast double %403, 5.000000e+05
  %405 = call fast double @llvm.fabs.f64(double %404)
  %406 = call fast double @llvm.maxnum.f64(double %405, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %380, ptr %4, align 8, !tbaa !12
  %407 = load volatile double, ptr %4, align 8, !tbaa !12
  %408 = call double @llvm.fabs.f64(double %407)
  %409 = fcmp ueq double %408, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %409, label %421, label %410

410:                                              ; preds = %378
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %404, ptr %3, align 8, !tbaa !12
  %411 = load volatile double, ptr %3, align 8, !tbaa !12
  %412 = call double @llvm.fabs.f64(double %411)
  %413 = fcmp ueq double %412, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %413, label %421, label %414

414:                                              ; preds = %410
  %415 = fsub fast double %380, %404
  %416 = call fast double @llvm.fabs.f64(double %415)
  %417 = fmul fast double %406, 0x3EB0C6F7A0B5ED8D
  %418 = fcmp fast ole double %416, %417
  %419 = select i1 %418, ptr @.str.4, ptr @.str.5
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %380, double noundef nofpclass(nan inf) %404, ptr noundef nonnull %419)
  br i1 %418, label %426, label %423

421:                                              ; preds = %410, %378
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %380, double noundef nofpclass(nan inf) %404, ptr noundef nonnull @.str.5)
  br label %423

423:                                              ; preds = %421, %414
  %424 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %425 = add nsw i32 %424, 1
  store i32 %425, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %426

426:                                              ; preds = %423, %414
  %427 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %428 = call noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z11made_insideddi, i32 noundef %427, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %427, i32 noundef 1)
  %429 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %429, align 8, !tbaa !5
  %430 = getelementptr inbounds i8, ptr %429, i64 8
  store double %350, ptr %430, align 8, !tbaa !8
  %431 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %429, double noundef nofpclass(nan inf) %257)
  %432 = load ptr, ptr %429, align 8, !tbaa !5
  %433 = load ptr, ptr %432, align 8
  %434 = call noundef nofpclass(nan inf) double %433(ptr noundef nonnull align 8 dereferenceable(16) %429, double noundef nofpclass(nan inf) %350)
  %435 = load ptr, ptr %429, align 8, !tbaa !5
  %436 = getelementptr inbounds i8, ptr %435, i64 16
  %437 = load ptr, ptr %436, align 8
  call void %437(ptr noundef nonnull align 8 dereferenceable(16) %429) #14
  %438 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #13
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %438, align 8, !tbaa !5
  %439 = getelementptr inbounds i8, ptr %438, i64 8
  store double %350, ptr %439, align 8, !tbaa !8
  %440 = call noundef nofpclass(nan inf) double @_Z5totalPK5Shaped(ptr noundef nonnull %438, double noundef nofpclass(nan inf) %262)
  %441 = load ptr, ptr %438, align 8, !tbaa !5
  %442 = load ptr, ptr %441, align 8
  %443 = call noundef nofpclass(nan inf) double %442(ptr noundef nonnull align 8 dereferenceable(16) %438, double noundef nofpclass(nan inf) %350)
  %444 = load ptr, ptr %438, align 8, !tbaa !5
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  %446 = load ptr, ptr %445, align 8
  call void %446(ptr noundef nonnull align 8 dereferenceable(16) %438) #14
  %447 = fadd fast double %434, %431
  %448 = fadd fast double %440, %443
  %449 = fsub fast double %447, %448
  %450 = fmul fast double %449, 5.000000e+05
  %451 = call fast double @llvm.fabs.f64(double %450)
  %452 = call fast double @llvm.maxnum.f64(double %451, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %428, ptr %2, align 8, !tbaa !12
  %453 = load volatile double, ptr %2, align 8, !tbaa !12
  %454 = call double @llvm.fabs.f64(double %453)
  %455 = fcmp ueq double %454, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %455, label %467, label %456

456:                                              ; preds = %426
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %450, ptr %1, align 8, !tbaa !12
  %457 = load volatile double, ptr %1, align 8, !tbaa !12
  %458 = call double @llvm.fabs.f64(double %457)
  %459 = fcmp ueq double %458, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %459, label %467, label %460

460:                                              ; preds = %456
  %461 = fsub fast double %428, %450
  %462 = call fast double @llvm.fabs.f64(double %461)
  %463 = fmul fast double %452, 0x3EB0C6F7A0B5ED8D
  %464 = fcmp fast ole double %462, %463
  %465 = select i1 %464, ptr @.str.4, ptr @.str.5
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %428, double noundef nofpclass(nan inf) %450, ptr noundef nonnull %465)
  br i1 %464, label %472, label %469

467:                                              ; preds = %456, %426
  %468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %253, double noundef nofpclass(nan inf) %428, double noundef nofpclass(nan inf) %450, ptr noundef nonnull @.str.5)
  br label %469

469:                                              ; preds = %467, %460
  %470 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %471 = add nsw i32 %470, 1
  store i32 %471, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %472

472:                                              ; preds = %469, %460
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #14
  %473 = add nuw nsw i64 %251, 8
  %474 = icmp eq i64 %473, 24
  br i1 %474, label %475, label %250

475:                                              ; preds = %472
  %476 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %477 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %476)
  %478 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %479 = icmp ne i32 %478, 0
  %480 = zext i1 %479 to i32
  ret i32 %480
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef nofpclass(nan inf) double @_ZNK4Wave4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef nofpclass(nan inf) %1) unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !8
  %5 = fmul fast double %4, %1
  %6 = tail call fast double @llvm.sin.f64(double %5)
  %7 = fadd fast double %6, %4
  ret double %7
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4WaveD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef nofpclass(nan inf) double @_ZNK4Quad4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef nofpclass(nan inf) %1) unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !8
  %5 = fmul fast double %1, %1
  %6 = fmul fast double %5, %4
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4QuadD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #15
  ret void
}

declare noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef) local_unnamed_addr #11

declare i32 @__gxx_personality_v0(...)

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #11

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

attributes #0 = { mustprogress noinline uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS5Shape", !10, i64 8}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !11, i64 0}
