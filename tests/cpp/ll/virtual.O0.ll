; ModuleID = 'virtual.cpp'
source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { ptr, double }
%struct.Quad = type { %struct.Shape }
%struct.Wave = type { %struct.Shape }

$_ZN4WaveC2Ev = comdat any

$_ZN4QuadC2Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZNK4Wave4evalEd = comdat any

$_ZN4WaveD2Ev = comdat any

$_ZN4WaveD0Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK4Quad4evalEd = comdat any

$_ZN4QuadD2Ev = comdat any

$_ZN4QuadD0Ev = comdat any

$_ZN4QuadC2ERKS_ = comdat any

$_ZN5ShapeC2ERKS_ = comdat any

$_ZN4WaveC2ERKS_ = comdat any

$_ZTV4Wave = comdat any

$_ZTS4Wave = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI4Wave = comdat any

$_ZTV5Shape = comdat any

$_ZTV4Quad = comdat any

$_ZTS4Quad = comdat any

$_ZTI4Quad = comdat any

@enzyme_dup = dso_local global i32 0, align 4
@enzyme_const = dso_local global i32 0, align 4
@enzyme_out = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"Quad\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"Wave\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"virtual: %d failures\0A\00", align 1
@_ZL6n_fail = internal global i32 0, align 4
@_ZTV4Wave = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Wave, ptr @_ZNK4Wave4evalEd, ptr @_ZN4WaveD2Ev, ptr @_ZN4WaveD0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Wave = linkonce_odr dso_local constant [6 x i8] c"4Wave\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI4Wave = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Wave, ptr @_ZTI5Shape }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Shape, ptr @__cxa_pure_virtual, ptr @_ZN5ShapeD2Ev, ptr @_ZN5ShapeD0Ev] }, comdat, align 8
@_ZTV4Quad = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Quad, ptr @_ZNK4Quad4evalEd, ptr @_ZN4QuadD2Ev, ptr @_ZN4QuadD0Ev] }, comdat, align 8
@_ZTS4Quad = linkonce_odr dso_local constant [6 x i8] c"4Quad\00", comdat, align 1
@_ZTI4Quad = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Quad, ptr @_ZTI5Shape }, comdat, align 8
@__const._ZL3runI4QuadEvPKci.xs = private unnamed_addr constant [3 x double] [double -8.000000e-01, double 4.000000e-01, double 1.300000e+00], align 16
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@__const._ZL3runI4WaveEvPKci.xs = private unnamed_addr constant [3 x double] [double -8.000000e-01, double 4.000000e-01, double 1.300000e+00], align 16

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z5totalPK5Shaped(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8
  %10 = call noundef double %9(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %6)
  %11 = load double, ptr %4, align 8
  %12 = fmul double %10, %11
  ret double %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef double @_Z11made_insideddi(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i1, align 1
  %10 = alloca ptr, align 8
  %11 = alloca i1, align 1
  %12 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp ne i32 %13, 0
  store i1 false, ptr %9, align 1
  store i1 false, ptr %11, align 1
  br i1 %14, label %15, label %17

15:                                               ; preds = %3
  %16 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #11
  store ptr %16, ptr %8, align 8
  store i1 true, ptr %9, align 1
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 16, i1 false)
  call void @_ZN4WaveC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16) #12
  br label %19

17:                                               ; preds = %3
  %18 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #11
  store ptr %18, ptr %10, align 8
  store i1 true, ptr %11, align 1
  call void @llvm.memset.p0.i64(ptr align 16 %18, i8 0, i64 16, i1 false)
  call void @_ZN4QuadC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #12
  br label %19

19:                                               ; preds = %17, %15
  %20 = phi ptr [ %16, %15 ], [ %18, %17 ]
  store ptr %20, ptr %7, align 8
  %21 = load double, ptr %4, align 8
  %22 = load ptr, ptr %7, align 8
  %23 = getelementptr inbounds %struct.Shape, ptr %22, i32 0, i32 1
  store double %21, ptr %23, align 8
  %24 = load ptr, ptr %7, align 8
  %25 = load double, ptr %5, align 8
  %26 = call noundef double @_Z5totalPK5Shaped(ptr noundef %24, double noundef %25)
  %27 = load ptr, ptr %7, align 8
  %28 = load double, ptr %4, align 8
  %29 = load ptr, ptr %27, align 8
  %30 = getelementptr inbounds ptr, ptr %29, i64 0
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef double %31(ptr noundef nonnull align 8 dereferenceable(16) %27, double noundef %28)
  %33 = fadd double %26, %32
  store double %33, ptr %12, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = icmp eq ptr %34, null
  br i1 %35, label %40, label %36

36:                                               ; preds = %19
  %37 = load ptr, ptr %34, align 8
  %38 = getelementptr inbounds ptr, ptr %37, i64 2
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %34) #12
  br label %40

40:                                               ; preds = %36, %19
  %41 = load double, ptr %12, align 8
  ret double %41
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4WaveC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Wave, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4QuadC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Quad, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL3runI4QuadEvPKci(ptr noundef @.str, i32 noundef 0)
  call void @_ZL3runI4WaveEvPKci(ptr noundef @.str.1, i32 noundef 1)
  %2 = load i32, ptr @_ZL6n_fail, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %2)
  %4 = load i32, ptr @_ZL6n_fail, align 4
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3runI4QuadEvPKci(ptr noundef %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [3 x double], align 16
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.Quad, align 8
  %11 = alloca %struct.Quad, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca %struct.Quad, align 8
  %18 = alloca %struct.Quad, align 8
  %19 = alloca double, align 8
  %20 = alloca %struct.Quad, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const._ZL3runI4QuadEvPKci.xs, i64 24, i1 false)
  store ptr %5, ptr %6, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds [3 x double], ptr %26, i64 0, i64 0
  store ptr %27, ptr %7, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds [3 x double], ptr %28, i64 0, i64 0
  %30 = getelementptr inbounds double, ptr %29, i64 3
  store ptr %30, ptr %8, align 8
  br label %31

31:                                               ; preds = %193, %2
  %32 = load ptr, ptr %7, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = icmp ne ptr %32, %33
  br i1 %34, label %35, label %210

35:                                               ; preds = %31
  %36 = load ptr, ptr %7, align 8
  %37 = load double, ptr %36, align 8
  store double %37, ptr %9, align 8
  call void @_ZN4QuadC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  call void @_ZN4QuadC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #12
  %38 = getelementptr inbounds %struct.Shape, ptr %10, i32 0, i32 1
  store double 0x3FE6666666666666, ptr %38, align 8
  %39 = getelementptr inbounds %struct.Shape, ptr %11, i32 0, i32 1
  store double 0.000000e+00, ptr %39, align 8
  %40 = load ptr, ptr %11, align 8
  %41 = invoke noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef %40)
          to label %42 unwind label %196

42:                                               ; preds = %35
  store ptr %41, ptr %11, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %14, align 8
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = load double, ptr %9, align 8
  %45 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z5totalPK5Shaped, i32 noundef %43, ptr noundef %10, ptr noundef %11, double noundef %44)
          to label %46 unwind label %196

46:                                               ; preds = %42
  store double %45, ptr %15, align 8
  %47 = load double, ptr %9, align 8
  %48 = load double, ptr %14, align 8
  %49 = fadd double %47, %48
  %50 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %10, double noundef 0.000000e+00, double noundef %49)
          to label %51 unwind label %196

51:                                               ; preds = %46
  %52 = load double, ptr %9, align 8
  %53 = load double, ptr %14, align 8
  %54 = fsub double %52, %53
  %55 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %10, double noundef 0.000000e+00, double noundef %54)
          to label %56 unwind label %196

56:                                               ; preds = %51
  %57 = fsub double %50, %55
  %58 = load double, ptr %14, align 8
  %59 = fmul double 2.000000e+00, %58
  %60 = fdiv double %57, %59
  store double %60, ptr %16, align 8
  call void @_ZN4QuadC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  call void @_ZN4QuadC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  %61 = load double, ptr %14, align 8
  %62 = getelementptr inbounds %struct.Shape, ptr %17, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = fadd double %63, %61
  store double %64, ptr %62, align 8
  %65 = load double, ptr %14, align 8
  %66 = getelementptr inbounds %struct.Shape, ptr %18, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = fsub double %67, %65
  store double %68, ptr %66, align 8
  %69 = load double, ptr %9, align 8
  %70 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %17, double noundef 0.000000e+00, double noundef %69)
          to label %71 unwind label %200

71:                                               ; preds = %56
  %72 = load double, ptr %9, align 8
  %73 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %18, double noundef 0.000000e+00, double noundef %72)
          to label %74 unwind label %200

74:                                               ; preds = %71
  %75 = fsub double %70, %73
  %76 = load double, ptr %14, align 8
  %77 = fmul double 2.000000e+00, %76
  %78 = fdiv double %75, %77
  store double %78, ptr %19, align 8
  %79 = load ptr, ptr %3, align 8
  %80 = load double, ptr %9, align 8
  %81 = load double, ptr %15, align 8
  %82 = load double, ptr %16, align 8
  invoke void @_ZL5checkPKcdddd(ptr noundef %79, double noundef %80, double noundef %81, double noundef %82, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %83 unwind label %200

83:                                               ; preds = %74
  %84 = load ptr, ptr %3, align 8
  %85 = load double, ptr %9, align 8
  %86 = getelementptr inbounds %struct.Shape, ptr %11, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %19, align 8
  invoke void @_ZL5checkPKcdddd(ptr noundef %84, double noundef %85, double noundef %87, double noundef %88, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %89 unwind label %200

89:                                               ; preds = %83
  call void @_ZN4QuadC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #12
  %90 = getelementptr inbounds %struct.Shape, ptr %20, i32 0, i32 1
  store double 1.000000e+00, ptr %90, align 8
  %91 = load i32, ptr @enzyme_dup, align 4
  %92 = load double, ptr %9, align 8
  %93 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z5totalPK5Shaped, i32 noundef %91, ptr noundef %10, ptr noundef %20, double noundef %92, double noundef 1.000000e+00)
          to label %94 unwind label %204

94:                                               ; preds = %89
  store double %93, ptr %21, align 8
  %95 = load ptr, ptr %3, align 8
  %96 = load double, ptr %9, align 8
  %97 = load double, ptr %21, align 8
  %98 = load double, ptr %16, align 8
  %99 = load double, ptr %19, align 8
  %100 = fadd double %98, %99
  invoke void @_ZL5checkPKcdddd(ptr noundef %95, double noundef %96, double noundef %97, double noundef %100, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %101 unwind label %204

101:                                              ; preds = %94
  %102 = getelementptr inbounds %struct.Shape, ptr %10, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  store double %103, ptr %22, align 8
  %104 = load i32, ptr %4, align 4
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %121

106:                                              ; preds = %101
  %107 = load double, ptr %22, align 8
  %108 = load double, ptr %9, align 8
  %109 = fmul double %107, %108
  %110 = call double @sin(double noundef %109) #12
  %111 = load double, ptr %22, align 8
  %112 = fadd double %110, %111
  %113 = load double, ptr %9, align 8
  %114 = load double, ptr %22, align 8
  %115 = fmul double %113, %114
  %116 = load double, ptr %22, align 8
  %117 = load double, ptr %9, align 8
  %118 = fmul double %116, %117
  %119 = call double @cos(double noundef %118) #12
  %120 = call double @llvm.fmuladd.f64(double %115, double %119, double %112)
  br label %128

121:                                              ; preds = %101
  %122 = load double, ptr %22, align 8
  %123 = fmul double 3.000000e+00, %122
  %124 = load double, ptr %9, align 8
  %125 = fmul double %123, %124
  %126 = load double, ptr %9, align 8
  %127 = fmul double %125, %126
  br label %128

128:                                              ; preds = %121, %106
  %129 = phi double [ %120, %106 ], [ %127, %121 ]
  store double %129, ptr %23, align 8
  %130 = load ptr, ptr %3, align 8
  %131 = load double, ptr %9, align 8
  %132 = load double, ptr %15, align 8
  %133 = load double, ptr %23, align 8
  invoke void @_ZL5checkPKcdddd(ptr noundef %130, double noundef %131, double noundef %132, double noundef %133, double noundef 0x3D719799812DEA11)
          to label %134 unwind label %204

134:                                              ; preds = %128
  %135 = load double, ptr %22, align 8
  %136 = load i32, ptr @enzyme_const, align 4
  %137 = load double, ptr %9, align 8
  %138 = load i32, ptr @enzyme_const, align 4
  %139 = load i32, ptr %4, align 4
  %140 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z11made_insideddi, double noundef %135, i32 noundef %136, double noundef %137, i32 noundef %138, i32 noundef %139)
          to label %141 unwind label %204

141:                                              ; preds = %134
  store double %140, ptr %24, align 8
  %142 = load ptr, ptr %3, align 8
  %143 = load double, ptr %9, align 8
  %144 = load double, ptr %24, align 8
  %145 = load double, ptr %22, align 8
  %146 = load double, ptr %14, align 8
  %147 = fadd double %145, %146
  %148 = load double, ptr %9, align 8
  %149 = load i32, ptr %4, align 4
  %150 = invoke noundef double @_ZL8f_insideddi(double noundef %147, double noundef %148, i32 noundef %149)
          to label %151 unwind label %204

151:                                              ; preds = %141
  %152 = load double, ptr %22, align 8
  %153 = load double, ptr %14, align 8
  %154 = fsub double %152, %153
  %155 = load double, ptr %9, align 8
  %156 = load i32, ptr %4, align 4
  %157 = invoke noundef double @_ZL8f_insideddi(double noundef %154, double noundef %155, i32 noundef %156)
          to label %158 unwind label %204

158:                                              ; preds = %151
  %159 = fsub double %150, %157
  %160 = load double, ptr %14, align 8
  %161 = fmul double 2.000000e+00, %160
  %162 = fdiv double %159, %161
  invoke void @_ZL5checkPKcdddd(ptr noundef %142, double noundef %143, double noundef %144, double noundef %162, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %163 unwind label %204

163:                                              ; preds = %158
  %164 = load i32, ptr @enzyme_const, align 4
  %165 = load double, ptr %22, align 8
  %166 = load double, ptr %9, align 8
  %167 = load i32, ptr @enzyme_const, align 4
  %168 = load i32, ptr %4, align 4
  %169 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z11made_insideddi, i32 noundef %164, double noundef %165, double noundef %166, double noundef 1.000000e+00, i32 noundef %167, i32 noundef %168)
          to label %170 unwind label %204

170:                                              ; preds = %163
  store double %169, ptr %25, align 8
  %171 = load ptr, ptr %3, align 8
  %172 = load double, ptr %9, align 8
  %173 = load double, ptr %25, align 8
  %174 = load double, ptr %22, align 8
  %175 = load double, ptr %9, align 8
  %176 = load double, ptr %14, align 8
  %177 = fadd double %175, %176
  %178 = load i32, ptr %4, align 4
  %179 = invoke noundef double @_ZL8f_insideddi(double noundef %174, double noundef %177, i32 noundef %178)
          to label %180 unwind label %204

180:                                              ; preds = %170
  %181 = load double, ptr %22, align 8
  %182 = load double, ptr %9, align 8
  %183 = load double, ptr %14, align 8
  %184 = fsub double %182, %183
  %185 = load i32, ptr %4, align 4
  %186 = invoke noundef double @_ZL8f_insideddi(double noundef %181, double noundef %184, i32 noundef %185)
          to label %187 unwind label %204

187:                                              ; preds = %180
  %188 = fsub double %179, %186
  %189 = load double, ptr %14, align 8
  %190 = fmul double 2.000000e+00, %189
  %191 = fdiv double %188, %190
  invoke void @_ZL5checkPKcdddd(ptr noundef %171, double noundef %172, double noundef %173, double noundef %191, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %192 unwind label %204

192:                                              ; preds = %187
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #12
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #12
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %17) #12
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #12
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  br label %193

193:                                              ; preds = %192
  %194 = load ptr, ptr %7, align 8
  %195 = getelementptr inbounds double, ptr %194, i32 1
  store ptr %195, ptr %7, align 8
  br label %31

196:                                              ; preds = %51, %46, %42, %35
  %197 = landingpad { ptr, i32 }
          cleanup
  %198 = extractvalue { ptr, i32 } %197, 0
  store ptr %198, ptr %12, align 8
  %199 = extractvalue { ptr, i32 } %197, 1
  store i32 %199, ptr %13, align 4
  br label %209

200:                                              ; preds = %83, %74, %71, %56
  %201 = landingpad { ptr, i32 }
          cleanup
  %202 = extractvalue { ptr, i32 } %201, 0
  store ptr %202, ptr %12, align 8
  %203 = extractvalue { ptr, i32 } %201, 1
  store i32 %203, ptr %13, align 4
  br label %208

204:                                              ; preds = %187, %180, %170, %163, %158, %151, %141, %134, %128, %94, %89
  %205 = landingpad { ptr, i32 }
          cleanup
  %206 = extractvalue { ptr, i32 } %205, 0
  store ptr %206, ptr %12, align 8
  %207 = extractvalue { ptr, i32 } %205, 1
  store i32 %207, ptr %13, align 4
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #12
  br label %208

208:                                              ; preds = %204, %200
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #12
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %17) #12
  br label %209

209:                                              ; preds = %208, %196
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #12
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  br label %211

210:                                              ; preds = %31
  ret void

211:                                              ; preds = %209
  %212 = load ptr, ptr %12, align 8
  %213 = load i32, ptr %13, align 4
  %214 = insertvalue { ptr, i32 } poison, ptr %212, 0
  %215 = insertvalue { ptr, i32 } %214, i32 %213, 1
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3runI4WaveEvPKci(ptr noundef %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [3 x double], align 16
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca %struct.Wave, align 8
  %11 = alloca %struct.Wave, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca %struct.Wave, align 8
  %18 = alloca %struct.Wave, align 8
  %19 = alloca double, align 8
  %20 = alloca %struct.Wave, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const._ZL3runI4WaveEvPKci.xs, i64 24, i1 false)
  store ptr %5, ptr %6, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds [3 x double], ptr %26, i64 0, i64 0
  store ptr %27, ptr %7, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds [3 x double], ptr %28, i64 0, i64 0
  %30 = getelementptr inbounds double, ptr %29, i64 3
  store ptr %30, ptr %8, align 8
  br label %31

31:                                               ; preds = %193, %2
  %32 = load ptr, ptr %7, align 8
  %33 = load ptr, ptr %8, align 8
  %34 = icmp ne ptr %32, %33
  br i1 %34, label %35, label %210

35:                                               ; preds = %31
  %36 = load ptr, ptr %7, align 8
  %37 = load double, ptr %36, align 8
  store double %37, ptr %9, align 8
  call void @_ZN4WaveC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  call void @_ZN4WaveC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #12
  %38 = getelementptr inbounds %struct.Shape, ptr %10, i32 0, i32 1
  store double 0x3FE6666666666666, ptr %38, align 8
  %39 = getelementptr inbounds %struct.Shape, ptr %11, i32 0, i32 1
  store double 0.000000e+00, ptr %39, align 8
  %40 = load ptr, ptr %11, align 8
  %41 = invoke noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef %40)
          to label %42 unwind label %196

42:                                               ; preds = %35
  store ptr %41, ptr %11, align 8
  store double 0x3EB0C6F7A0B5ED8D, ptr %14, align 8
  %43 = load i32, ptr @enzyme_dup, align 4
  %44 = load double, ptr %9, align 8
  %45 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z5totalPK5Shaped, i32 noundef %43, ptr noundef %10, ptr noundef %11, double noundef %44)
          to label %46 unwind label %196

46:                                               ; preds = %42
  store double %45, ptr %15, align 8
  %47 = load double, ptr %9, align 8
  %48 = load double, ptr %14, align 8
  %49 = fadd double %47, %48
  %50 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %10, double noundef 0.000000e+00, double noundef %49)
          to label %51 unwind label %196

51:                                               ; preds = %46
  %52 = load double, ptr %9, align 8
  %53 = load double, ptr %14, align 8
  %54 = fsub double %52, %53
  %55 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %10, double noundef 0.000000e+00, double noundef %54)
          to label %56 unwind label %196

56:                                               ; preds = %51
  %57 = fsub double %50, %55
  %58 = load double, ptr %14, align 8
  %59 = fmul double 2.000000e+00, %58
  %60 = fdiv double %57, %59
  store double %60, ptr %16, align 8
  call void @_ZN4WaveC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  call void @_ZN4WaveC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  %61 = load double, ptr %14, align 8
  %62 = getelementptr inbounds %struct.Shape, ptr %17, i32 0, i32 1
  %63 = load double, ptr %62, align 8
  %64 = fadd double %63, %61
  store double %64, ptr %62, align 8
  %65 = load double, ptr %14, align 8
  %66 = getelementptr inbounds %struct.Shape, ptr %18, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = fsub double %67, %65
  store double %68, ptr %66, align 8
  %69 = load double, ptr %9, align 8
  %70 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %17, double noundef 0.000000e+00, double noundef %69)
          to label %71 unwind label %200

71:                                               ; preds = %56
  %72 = load double, ptr %9, align 8
  %73 = invoke noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %18, double noundef 0.000000e+00, double noundef %72)
          to label %74 unwind label %200

74:                                               ; preds = %71
  %75 = fsub double %70, %73
  %76 = load double, ptr %14, align 8
  %77 = fmul double 2.000000e+00, %76
  %78 = fdiv double %75, %77
  store double %78, ptr %19, align 8
  %79 = load ptr, ptr %3, align 8
  %80 = load double, ptr %9, align 8
  %81 = load double, ptr %15, align 8
  %82 = load double, ptr %16, align 8
  invoke void @_ZL5checkPKcdddd(ptr noundef %79, double noundef %80, double noundef %81, double noundef %82, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %83 unwind label %200

83:                                               ; preds = %74
  %84 = load ptr, ptr %3, align 8
  %85 = load double, ptr %9, align 8
  %86 = getelementptr inbounds %struct.Shape, ptr %11, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = load double, ptr %19, align 8
  invoke void @_ZL5checkPKcdddd(ptr noundef %84, double noundef %85, double noundef %87, double noundef %88, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %89 unwind label %200

89:                                               ; preds = %83
  call void @_ZN4WaveC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #12
  %90 = getelementptr inbounds %struct.Shape, ptr %20, i32 0, i32 1
  store double 1.000000e+00, ptr %90, align 8
  %91 = load i32, ptr @enzyme_dup, align 4
  %92 = load double, ptr %9, align 8
  %93 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z5totalPK5Shaped, i32 noundef %91, ptr noundef %10, ptr noundef %20, double noundef %92, double noundef 1.000000e+00)
          to label %94 unwind label %204

94:                                               ; preds = %89
  store double %93, ptr %21, align 8
  %95 = load ptr, ptr %3, align 8
  %96 = load double, ptr %9, align 8
  %97 = load double, ptr %21, align 8
  %98 = load double, ptr %16, align 8
  %99 = load double, ptr %19, align 8
  %100 = fadd double %98, %99
  invoke void @_ZL5checkPKcdddd(ptr noundef %95, double noundef %96, double noundef %97, double noundef %100, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %101 unwind label %204

101:                                              ; preds = %94
  %102 = getelementptr inbounds %struct.Shape, ptr %10, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  store double %103, ptr %22, align 8
  %104 = load i32, ptr %4, align 4
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %121

106:                                              ; preds = %101
  %107 = load double, ptr %22, align 8
  %108 = load double, ptr %9, align 8
  %109 = fmul double %107, %108
  %110 = call double @sin(double noundef %109) #12
  %111 = load double, ptr %22, align 8
  %112 = fadd double %110, %111
  %113 = load double, ptr %9, align 8
  %114 = load double, ptr %22, align 8
  %115 = fmul double %113, %114
  %116 = load double, ptr %22, align 8
  %117 = load double, ptr %9, align 8
  %118 = fmul double %116, %117
  %119 = call double @cos(double noundef %118) #12
  %120 = call double @llvm.fmuladd.f64(double %115, double %119, double %112)
  br label %128

121:                                              ; preds = %101
  %122 = load double, ptr %22, align 8
  %123 = fmul double 3.000000e+00, %122
  %124 = load double, ptr %9, align 8
  %125 = fmul double %123, %124
  %126 = load double, ptr %9, align 8
  %127 = fmul double %125, %126
  br label %128

128:                                              ; preds = %121, %106
  %129 = phi double [ %120, %106 ], [ %127, %121 ]
  store double %129, ptr %23, align 8
  %130 = load ptr, ptr %3, align 8
  %131 = load double, ptr %9, align 8
  %132 = load double, ptr %15, align 8
  %133 = load double, ptr %23, align 8
  invoke void @_ZL5checkPKcdddd(ptr noundef %130, double noundef %131, double noundef %132, double noundef %133, double noundef 0x3D719799812DEA11)
          to label %134 unwind label %204

134:                                              ; preds = %128
  %135 = load double, ptr %22, align 8
  %136 = load i32, ptr @enzyme_const, align 4
  %137 = load double, ptr %9, align 8
  %138 = load i32, ptr @enzyme_const, align 4
  %139 = load i32, ptr %4, align 4
  %140 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef @_Z11made_insideddi, double noundef %135, i32 noundef %136, double noundef %137, i32 noundef %138, i32 noundef %139)
          to label %141 unwind label %204

141:                                              ; preds = %134
  store double %140, ptr %24, align 8
  %142 = load ptr, ptr %3, align 8
  %143 = load double, ptr %9, align 8
  %144 = load double, ptr %24, align 8
  %145 = load double, ptr %22, align 8
  %146 = load double, ptr %14, align 8
  %147 = fadd double %145, %146
  %148 = load double, ptr %9, align 8
  %149 = load i32, ptr %4, align 4
  %150 = invoke noundef double @_ZL8f_insideddi(double noundef %147, double noundef %148, i32 noundef %149)
          to label %151 unwind label %204

151:                                              ; preds = %141
  %152 = load double, ptr %22, align 8
  %153 = load double, ptr %14, align 8
  %154 = fsub double %152, %153
  %155 = load double, ptr %9, align 8
  %156 = load i32, ptr %4, align 4
  %157 = invoke noundef double @_ZL8f_insideddi(double noundef %154, double noundef %155, i32 noundef %156)
          to label %158 unwind label %204

158:                                              ; preds = %151
  %159 = fsub double %150, %157
  %160 = load double, ptr %14, align 8
  %161 = fmul double 2.000000e+00, %160
  %162 = fdiv double %159, %161
  invoke void @_ZL5checkPKcdddd(ptr noundef %142, double noundef %143, double noundef %144, double noundef %162, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %163 unwind label %204

163:                                              ; preds = %158
  %164 = load i32, ptr @enzyme_const, align 4
  %165 = load double, ptr %22, align 8
  %166 = load double, ptr %9, align 8
  %167 = load i32, ptr @enzyme_const, align 4
  %168 = load i32, ptr %4, align 4
  %169 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef @_Z11made_insideddi, i32 noundef %164, double noundef %165, double noundef %166, double noundef 1.000000e+00, i32 noundef %167, i32 noundef %168)
          to label %170 unwind label %204

170:                                              ; preds = %163
  store double %169, ptr %25, align 8
  %171 = load ptr, ptr %3, align 8
  %172 = load double, ptr %9, align 8
  %173 = load double, ptr %25, align 8
  %174 = load double, ptr %22, align 8
  %175 = load double, ptr %9, align 8
  %176 = load double, ptr %14, align 8
  %177 = fadd double %175, %176
  %178 = load i32, ptr %4, align 4
  %179 = invoke noundef double @_ZL8f_insideddi(double noundef %174, double noundef %177, i32 noundef %178)
          to label %180 unwind label %204

180:                                              ; preds = %170
  %181 = load double, ptr %22, align 8
  %182 = load double, ptr %9, align 8
  %183 = load double, ptr %14, align 8
  %184 = fsub double %182, %183
  %185 = load i32, ptr %4, align 4
  %186 = invoke noundef double @_ZL8f_insideddi(double noundef %181, double noundef %184, i32 noundef %185)
          to label %187 unwind label %204

187:                                              ; preds = %180
  %188 = fsub double %179, %186
  %189 = load double, ptr %14, align 8
  %190 = fmul double 2.000000e+00, %189
  %191 = fdiv double %188, %190
  invoke void @_ZL5checkPKcdddd(ptr noundef %171, double noundef %172, double noundef %173, double noundef %191, double noundef 0x3EB0C6F7A0B5ED8D)
          to label %192 unwind label %204

192:                                              ; preds = %187
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #12
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #12
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %17) #12
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #12
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  br label %193

193:                                              ; preds = %192
  %194 = load ptr, ptr %7, align 8
  %195 = getelementptr inbounds double, ptr %194, i32 1
  store ptr %195, ptr %7, align 8
  br label %31

196:                                              ; preds = %51, %46, %42, %35
  %197 = landingpad { ptr, i32 }
          cleanup
  %198 = extractvalue { ptr, i32 } %197, 0
  store ptr %198, ptr %12, align 8
  %199 = extractvalue { ptr, i32 } %197, 1
  store i32 %199, ptr %13, align 4
  br label %209

200:                                              ; preds = %83, %74, %71, %56
  %201 = landingpad { ptr, i32 }
          cleanup
  %202 = extractvalue { ptr, i32 } %201, 0
  store ptr %202, ptr %12, align 8
  %203 = extractvalue { ptr, i32 } %201, 1
  store i32 %203, ptr %13, align 4
  br label %208

204:                                              ; preds = %187, %180, %170, %163, %158, %151, %141, %134, %128, %94, %89
  %205 = landingpad { ptr, i32 }
          cleanup
  %206 = extractvalue { ptr, i32 } %205, 0
  store ptr %206, ptr %12, align 8
  %207 = extractvalue { ptr, i32 } %205, 1
  store i32 %207, ptr %13, align 4
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #12
  br label %208

208:                                              ; preds = %204, %200
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #12
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %17) #12
  br label %209

209:                                              ; preds = %208, %196
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #12
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #12
  br label %211

210:                                              ; preds = %31
  ret void

211:                                              ; preds = %209
  %212 = load ptr, ptr %12, align 8
  %213 = load i32, ptr %13, align 4
  %214 = insertvalue { ptr, i32 } poison, ptr %212, 0
  %215 = insertvalue { ptr, i32 } %214, i32 %213, 1
  resume { ptr, i32 } %215
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Wave4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = call double @sin(double noundef %9) #12
  %11 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fadd double %10, %12
  ret double %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4WaveD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4WaveD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #14
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: nounwind
declare double @sin(double noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Quad4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %4, align 8
  %11 = fmul double %9, %10
  ret double %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4QuadD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4QuadD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #13
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

declare noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef) #5

declare i32 @__gxx_personality_v0(...)

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL7f_totalPK5Shapedd(ptr noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %6, align 8
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds ptr, ptr %9, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = call noundef double %11(ptr noundef nonnull align 8 dereferenceable(16) %7, double noundef %8)
  %13 = load double, ptr %6, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double 0.000000e+00, %14
  %16 = call double @llvm.fmuladd.f64(double %12, double %13, double %15)
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4QuadC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN5ShapeC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #12
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Quad, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5checkPKcdddd(ptr noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store double %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store double %4, ptr %10, align 8
  %13 = load double, ptr %9, align 8
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = fcmp ogt double %14, 1.000000e+00
  br i1 %15, label %16, label %19

16:                                               ; preds = %5
  %17 = load double, ptr %9, align 8
  %18 = call double @llvm.fabs.f64(double %17)
  br label %20

19:                                               ; preds = %5
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi double [ %18, %16 ], [ 1.000000e+00, %19 ]
  store double %21, ptr %11, align 8
  %22 = load double, ptr %8, align 8
  %23 = call noundef i32 @_ZL11finite_bitsd(double noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %20
  %26 = load double, ptr %9, align 8
  %27 = call noundef i32 @_ZL11finite_bitsd(double noundef %26)
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load double, ptr %8, align 8
  %31 = load double, ptr %9, align 8
  %32 = fsub double %30, %31
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = load double, ptr %10, align 8
  %35 = load double, ptr %11, align 8
  %36 = fmul double %34, %35
  %37 = fcmp ole double %33, %36
  br label %38

38:                                               ; preds = %29, %25, %20
  %39 = phi i1 [ false, %25 ], [ false, %20 ], [ %37, %29 ]
  %40 = zext i1 %39 to i32
  store i32 %40, ptr %12, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = load double, ptr %7, align 8
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %9, align 8
  %45 = load i32, ptr %12, align 4
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, ptr @.str.4, ptr @.str.5
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %41, double noundef %42, double noundef %43, double noundef %44, ptr noundef %48)
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %38
  %53 = load i32, ptr @_ZL6n_fail, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @_ZL6n_fail, align 4
  br label %55

55:                                               ; preds = %52, %38
  ret void
}

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) #5

; Function Attrs: nounwind
declare double @cos(double noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @_ZL8f_insideddi(double noundef %0, double noundef %1, i32 noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = call noundef double @_Z11made_insideddi(double noundef %7, double noundef %8, i32 noundef %9)
  ret double %10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Shape, ptr %7, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  store double %9, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL11finite_bitsd(double noundef %0) #3 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  store volatile double %6, ptr %3, align 8
  %7 = load volatile double, ptr %3, align 8
  store double %7, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false)
  %8 = load i64, ptr %5, align 8
  %9 = lshr i64 %8, 52
  %10 = and i64 %9, 2047
  %11 = icmp ne i64 %10, 2047
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4WaveC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN5ShapeC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #12
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Wave, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { nounwind }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
