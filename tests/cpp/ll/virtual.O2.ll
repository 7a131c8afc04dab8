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
define dso_local noundef double @_Z5totalPK5Shaped(ptr noundef %0, double noundef %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = load ptr, ptr %3, align 8
  %5 = tail call noundef double %4(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1)
  %6 = fmul double %5, %1
  ret double %6
}

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z11made_insideddi(double noundef %0, double noundef %1, i32 noundef %2) #1 {
  %4 = icmp eq i32 %2, 0
  %5 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %6 = select i1 %4, ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16)
  store ptr %6, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store double %0, ptr %7, align 8, !tbaa !8
  %8 = tail call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %5, double noundef %1)
  %9 = load ptr, ptr %5, align 8, !tbaa !5
  %10 = load ptr, ptr %9, align 8
  %11 = tail call noundef double %10(ptr noundef nonnull align 8 dereferenceable(16) %5, double noundef %0)
  %12 = load ptr, ptr %5, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %5) #15
  %15 = fadd double %8, %11
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
  %16 = alloca %struct.Wave, align 8
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
  %28 = alloca double, align 8
  %29 = alloca %struct.Quad, align 8
  %30 = alloca %struct.Quad, align 8
  %31 = alloca %struct.Quad, align 8
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  br label %35

35:                                               ; preds = %266, %0
  %36 = phi i64 [ 0, %0 ], [ %267, %266 ]
  %37 = getelementptr inbounds i8, ptr @__const._ZL3runI4WaveEvPKci.xs, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %29, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %30, align 8, !tbaa !5
  store double 0x3FE6666666666666, ptr %32, align 8, !tbaa !8
  store double 0.000000e+00, ptr %33, align 8, !tbaa !8
  %39 = call noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef nonnull getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16))
  store ptr %39, ptr %30, align 8, !tbaa !13
  %40 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %41 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %40, ptr noundef nonnull %29, ptr noundef nonnull %30, double noundef %38)
  %42 = load ptr, ptr %29, align 8, !tbaa !5
  %43 = load ptr, ptr %42, align 8
  %44 = insertelement <2 x double> poison, double %38, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  %46 = fadd <2 x double> %45, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %47 = extractelement <2 x double> %46, i64 0
  %48 = call noundef double %43(ptr noundef nonnull align 8 dereferenceable(16) %29, double noundef %47)
  %49 = load ptr, ptr %29, align 8, !tbaa !5
  %50 = load ptr, ptr %49, align 8
  %51 = extractelement <2 x double> %46, i64 1
  %52 = call noundef double %50(ptr noundef nonnull align 8 dereferenceable(16) %29, double noundef %51)
  %53 = insertelement <2 x double> poison, double %48, i64 0
  %54 = insertelement <2 x double> %53, double %52, i64 1
  %55 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %46, <2 x double> zeroinitializer)
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %57 = fsub <2 x double> %55, %56
  %58 = extractelement <2 x double> %57, i64 0
  %59 = fdiv double %58, 2.000000e-06
  %60 = load double, ptr %32, align 8, !tbaa !8
  %61 = fadd double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fadd double %60, 0xBEB0C6F7A0B5ED8D
  %63 = fmul double %38, %61
  %64 = fmul double %38, %63
  %65 = call noundef double @llvm.fmuladd.f64(double %64, double %38, double 0.000000e+00)
  %66 = fmul double %38, %62
  %67 = fmul double %38, %66
  %68 = call noundef double @llvm.fmuladd.f64(double %67, double %38, double 0.000000e+00)
  %69 = fsub double %65, %68
  %70 = fdiv double %69, 2.000000e-06
  %71 = call double @llvm.fabs.f64(double %59)
  %72 = fcmp ogt double %71, 1.000000e+00
  %73 = select i1 %72, double %71, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile double %41, ptr %28, align 8, !tbaa !12
  %74 = load volatile double, ptr %28, align 8, !tbaa !12
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = fcmp ueq double %75, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  br i1 %76, label %88, label %77

77:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile double %59, ptr %27, align 8, !tbaa !12
  %78 = load volatile double, ptr %27, align 8, !tbaa !12
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = fcmp ueq double %79, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  br i1 %80, label %88, label %81

81:                                               ; preds = %77
  %82 = fsub double %41, %59
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fmul double %73, 0x3EB0C6F7A0B5ED8D
  %85 = fcmp ole double %83, %84
  %86 = select i1 %85, ptr @.str.4, ptr @.str.5
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %41, double noundef %59, ptr noundef nonnull %86)
  br i1 %85, label %93, label %90

88:                                               ; preds = %77, %35
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %41, double noundef %59, ptr noundef nonnull @.str.5)
  br label %90

90:                                               ; preds = %88, %81
  %91 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %93

93:                                               ; preds = %90, %81
  %94 = load double, ptr %33, align 8, !tbaa !8
  %95 = call double @llvm.fabs.f64(double %70)
  %96 = fcmp ogt double %95, 1.000000e+00
  %97 = select i1 %96, double %95, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile double %94, ptr %26, align 8, !tbaa !12
  %98 = load volatile double, ptr %26, align 8, !tbaa !12
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  br i1 %100, label %112, label %101

101:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile double %70, ptr %25, align 8, !tbaa !12
  %102 = load volatile double, ptr %25, align 8, !tbaa !12
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ueq double %103, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  br i1 %104, label %112, label %105

105:                                              ; preds = %101
  %106 = fsub double %94, %70
  %107 = call double @llvm.fabs.f64(double %106)
  %108 = fmul double %97, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp ole double %107, %108
  %110 = select i1 %109, ptr @.str.4, ptr @.str.5
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %94, double noundef %70, ptr noundef nonnull %110)
  br i1 %109, label %117, label %114

112:                                              ; preds = %101, %93
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %94, double noundef %70, ptr noundef nonnull @.str.5)
  br label %114

114:                                              ; preds = %112, %105
  %115 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %117

117:                                              ; preds = %114, %105
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %31, align 8, !tbaa !5
  store double 1.000000e+00, ptr %34, align 8, !tbaa !8
  %118 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %119 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %118, ptr noundef nonnull %29, ptr noundef nonnull %31, double noundef %38, double noundef 1.000000e+00)
  %120 = fadd double %59, %70
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e+00
  %123 = select i1 %122, double %121, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile double %119, ptr %24, align 8, !tbaa !12
  %124 = load volatile double, ptr %24, align 8, !tbaa !12
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  br i1 %126, label %138, label %127

127:                                              ; preds = %117
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile double %120, ptr %23, align 8, !tbaa !12
  %128 = load volatile double, ptr %23, align 8, !tbaa !12
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fcmp ueq double %129, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  br i1 %130, label %138, label %131

131:                                              ; preds = %127
  %132 = fsub double %119, %120
  %133 = call double @llvm.fabs.f64(double %132)
  %134 = fmul double %123, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp ole double %133, %134
  %136 = select i1 %135, ptr @.str.4, ptr @.str.5
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %119, double noundef %120, ptr noundef nonnull %136)
  br i1 %135, label %143, label %140

138:                                              ; preds = %127, %117
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %119, double noundef %120, ptr noundef nonnull @.str.5)
  br label %140

140:                                              ; preds = %138, %131
  %141 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %143

143:                                              ; preds = %140, %131
  %144 = load double, ptr %32, align 8, !tbaa !8
  %145 = fmul double %144, 3.000000e+00
  %146 = fmul double %38, %145
  %147 = fmul double %38, %146
  %148 = call double @llvm.fabs.f64(double %147)
  %149 = fcmp ogt double %148, 1.000000e+00
  %150 = select i1 %149, double %148, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile double %41, ptr %22, align 8, !tbaa !12
  %151 = load volatile double, ptr %22, align 8, !tbaa !12
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  br i1 %153, label %165, label %154

154:                                              ; preds = %143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile double %147, ptr %21, align 8, !tbaa !12
  %155 = load volatile double, ptr %21, align 8, !tbaa !12
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  br i1 %157, label %165, label %158

158:                                              ; preds = %154
  %159 = fsub double %41, %147
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fmul double %150, 0x3D719799812DEA11
  %162 = fcmp ole double %160, %161
  %163 = select i1 %162, ptr @.str.4, ptr @.str.5
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %41, double noundef %147, ptr noundef nonnull %163)
  br i1 %162, label %170, label %167

165:                                              ; preds = %154, %143
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %41, double noundef %147, ptr noundef nonnull @.str.5)
  br label %167

167:                                              ; preds = %165, %158
  %168 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %170

170:                                              ; preds = %167, %158
  %171 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %172 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z11made_insideddi, double noundef %144, i32 noundef %171, double noundef %38, i32 noundef %171, i32 noundef 0)
  %173 = fadd double %144, 0x3EB0C6F7A0B5ED8D
  %174 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %174, align 8, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %174, i64 8
  store double %173, ptr %175, align 8, !tbaa !8
  %176 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %174, double noundef %38)
  %177 = load ptr, ptr %174, align 8, !tbaa !5
  %178 = load ptr, ptr %177, align 8
  %179 = call noundef double %178(ptr noundef nonnull align 8 dereferenceable(16) %174, double noundef %173)
  %180 = load ptr, ptr %174, align 8, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr noundef nonnull align 8 dereferenceable(16) %174) #15
  %183 = fadd double %176, %179
  %184 = fadd double %144, 0xBEB0C6F7A0B5ED8D
  %185 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %185, align 8, !tbaa !5
  %186 = getelementptr inbounds i8, ptr %185, i64 8
  store double %184, ptr %186, align 8, !tbaa !8
  %187 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %185, double noundef %38)
  %188 = load ptr, ptr %185, align 8, !tbaa !5
  %189 = load ptr, ptr %188, align 8
  %190 = call noundef double %189(ptr noundef nonnull align 8 dereferenceable(16) %185, double noundef %184)
  %191 = load ptr, ptr %185, align 8, !tbaa !5
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  call void %193(ptr noundef nonnull align 8 dereferenceable(16) %185) #15
  %194 = fadd double %187, %190
  %195 = fsub double %183, %194
  %196 = fdiv double %195, 2.000000e-06
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fcmp ogt double %197, 1.000000e+00
  %199 = select i1 %198, double %197, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile double %172, ptr %20, align 8, !tbaa !12
  %200 = load volatile double, ptr %20, align 8, !tbaa !12
  %201 = call double @llvm.fabs.f64(double %200)
  %202 = fcmp ueq double %201, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  br i1 %202, label %214, label %203

203:                                              ; preds = %170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile double %196, ptr %19, align 8, !tbaa !12
  %204 = load volatile double, ptr %19, align 8, !tbaa !12
  %205 = call double @llvm.fabs.f64(double %204)
  %206 = fcmp ueq double %205, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  br i1 %206, label %214, label %207

207:                                              ; preds = %203
  %208 = fsub double %172, %196
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = fmul double %199, 0x3EB0C6F7A0B5ED8D
  %211 = fcmp ole double %209, %210
  %212 = select i1 %211, ptr @.str.4, ptr @.str.5
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %172, double noundef %196, ptr noundef nonnull %212)
  br i1 %211, label %219, label %216

214:                                              ; preds = %203, %170
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %172, double noundef %196, ptr noundef nonnull @.str.5)
  br label %216

216:                                              ; preds = %214, %207
  %217 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %219

219:                                              ; preds = %216, %207
  %220 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %221 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z11made_insideddi, i32 noundef %220, double noundef %144, double noundef %38, double noundef 1.000000e+00, i32 noundef %220, i32 noundef 0)
  %222 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %222, align 8, !tbaa !5
  %223 = getelementptr inbounds i8, ptr %222, i64 8
  store double %144, ptr %223, align 8, !tbaa !8
  %224 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %222, double noundef %47)
  %225 = load ptr, ptr %222, align 8, !tbaa !5
  %226 = load ptr, ptr %225, align 8
  %227 = call noundef double %226(ptr noundef nonnull align 8 dereferenceable(16) %222, double noundef %144)
  %228 = load ptr, ptr %222, align 8, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %222) #15
  %231 = fadd double %224, %227
  %232 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Quad, i64 16), ptr %232, align 8, !tbaa !5
  %233 = getelementptr inbounds i8, ptr %232, i64 8
  store double %144, ptr %233, align 8, !tbaa !8
  %234 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %232, double noundef %51)
  %235 = load ptr, ptr %232, align 8, !tbaa !5
  %236 = load ptr, ptr %235, align 8
  %237 = call noundef double %236(ptr noundef nonnull align 8 dereferenceable(16) %232, double noundef %144)
  %238 = load ptr, ptr %232, align 8, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load ptr, ptr %239, align 8
  call void %240(ptr noundef nonnull align 8 dereferenceable(16) %232) #15
  %241 = fadd double %234, %237
  %242 = fsub double %231, %241
  %243 = fdiv double %242, 2.000000e-06
  %244 = call double @llvm.fabs.f64(double %243)
  %245 = fcmp ogt double %244, 1.000000e+00
  %246 = select i1 %245, double %244, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile double %221, ptr %18, align 8, !tbaa !12
  %247 = load volatile double, ptr %18, align 8, !tbaa !12
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ueq double %248, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  br i1 %249, label %261, label %250

250:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile double %243, ptr %17, align 8, !tbaa !12
  %251 = load volatile double, ptr %17, align 8, !tbaa !12
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fcmp ueq double %252, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  br i1 %253, label %261, label %254

254:                                              ; preds = %250
  %255 = fsub double %221, %243
  %256 = call double @llvm.fabs.f64(double %255)
  %257 = fmul double %246, 0x3EB0C6F7A0B5ED8D
  %258 = fcmp ole double %256, %257
  %259 = select i1 %258, ptr @.str.4, ptr @.str.5
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %221, double noundef %243, ptr noundef nonnull %259)
  br i1 %258, label %266, label %263

261:                                              ; preds = %250, %219
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %38, double noundef %221, double noundef %243, ptr noundef nonnull @.str.5)
  br label %263

263:                                              ; preds = %261, %254
  %264 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %266

266:                                              ; preds = %263, %254
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #15
  %267 = add nuw nsw i64 %36, 8
  %268 = icmp eq i64 %267, 24
  br i1 %268, label %269, label %35

269:                                              ; preds = %266
  %270 = getelementptr inbounds i8, ptr %13, i64 8
  %271 = getelementptr inbounds i8, ptr %14, i64 8
  %272 = getelementptr inbounds i8, ptr %15, i64 8
  %273 = getelementptr inbounds i8, ptr %16, i64 8
  br label %274

274:                                              ; preds = %509, %269
  %275 = phi i64 [ 0, %269 ], [ %510, %509 ]
  %276 = getelementptr inbounds i8, ptr @__const._ZL3runI4WaveEvPKci.xs, i64 %275
  %277 = load double, ptr %276, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %14, align 8, !tbaa !5
  store double 0x3FE6666666666666, ptr %270, align 8, !tbaa !8
  store double 0.000000e+00, ptr %271, align 8, !tbaa !8
  %278 = call noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef nonnull getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16))
  store ptr %278, ptr %14, align 8, !tbaa !13
  %279 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %280 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %279, ptr noundef nonnull %13, ptr noundef nonnull %14, double noundef %277)
  %281 = load ptr, ptr %13, align 8, !tbaa !5
  %282 = load ptr, ptr %281, align 8
  %283 = insertelement <2 x double> poison, double %277, i64 0
  %284 = shufflevector <2 x double> %283, <2 x double> poison, <2 x i32> zeroinitializer
  %285 = fadd <2 x double> %284, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %286 = extractelement <2 x double> %285, i64 0
  %287 = call noundef double %282(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef %286)
  %288 = load ptr, ptr %13, align 8, !tbaa !5
  %289 = load ptr, ptr %288, align 8
  %290 = extractelement <2 x double> %285, i64 1
  %291 = call noundef double %289(ptr noundef nonnull align 8 dereferenceable(16) %13, double noundef %290)
  %292 = insertelement <2 x double> poison, double %287, i64 0
  %293 = insertelement <2 x double> %292, double %291, i64 1
  %294 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %293, <2 x double> %285, <2 x double> zeroinitializer)
  %295 = shufflevector <2 x double> %294, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %296 = fsub <2 x double> %294, %295
  %297 = extractelement <2 x double> %296, i64 0
  %298 = fdiv double %297, 2.000000e-06
  %299 = load double, ptr %270, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %15, align 8, !tbaa !5
  %300 = fadd double %299, 0x3EB0C6F7A0B5ED8D
  %301 = fadd double %299, 0xBEB0C6F7A0B5ED8D
  store double %301, ptr %272, align 8, !tbaa !8
  %302 = fmul double %277, %300
  %303 = call double @sin(double noundef %302) #15
  %304 = fadd double %300, %303
  %305 = call noundef double @llvm.fmuladd.f64(double %304, double %277, double 0.000000e+00)
  %306 = load ptr, ptr %15, align 8, !tbaa !5
  %307 = load ptr, ptr %306, align 8
  %308 = call noundef double %307(ptr noundef nonnull align 8 dereferenceable(16) %15, double noundef %277)
  %309 = call noundef double @llvm.fmuladd.f64(double %308, double %277, double 0.000000e+00)
  %310 = fsub double %305, %309
  %311 = fdiv double %310, 2.000000e-06
  %312 = call double @llvm.fabs.f64(double %298)
  %313 = fcmp ogt double %312, 1.000000e+00
  %314 = select i1 %313, double %312, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %280, ptr %12, align 8, !tbaa !12
  %315 = load volatile double, ptr %12, align 8, !tbaa !12
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp ueq double %316, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %317, label %329, label %318

318:                                              ; preds = %274
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %298, ptr %11, align 8, !tbaa !12
  %319 = load volatile double, ptr %11, align 8, !tbaa !12
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fcmp ueq double %320, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %321, label %329, label %322

322:                                              ; preds = %318
  %323 = fsub double %280, %298
  %324 = call double @llvm.fabs.f64(double %323)
  %325 = fmul double %314, 0x3EB0C6F7A0B5ED8D
  %326 = fcmp ole double %324, %325
  %327 = select i1 %326, ptr @.str.4, ptr @.str.5
  %328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %280, double noundef %298, ptr noundef nonnull %327)
  br i1 %326, label %334, label %331

329:                                              ; preds = %318, %274
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %280, double noundef %298, ptr noundef nonnull @.str.5)
  br label %331

331:                                              ; preds = %329, %322
  %332 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %334

334:                                              ; preds = %331, %322
  %335 = load double, ptr %271, align 8, !tbaa !8
  %336 = call double @llvm.fabs.f64(double %311)
  %337 = fcmp ogt double %336, 1.000000e+00
  %338 = select i1 %337, double %336, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %335, ptr %10, align 8, !tbaa !12
  %339 = load volatile double, ptr %10, align 8, !tbaa !12
  %340 = call double @llvm.fabs.f64(double %339)
  %341 = fcmp ueq double %340, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %341, label %353, label %342

342:                                              ; preds = %334
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %311, ptr %9, align 8, !tbaa !12
  %343 = load volatile double, ptr %9, align 8, !tbaa !12
  %344 = call double @llvm.fabs.f64(double %343)
  %345 = fcmp ueq double %344, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %345, label %353, label %346

346:                                              ; preds = %342
  %347 = fsub double %335, %311
  %348 = call double @llvm.fabs.f64(double %347)
  %349 = fmul double %338, 0x3EB0C6F7A0B5ED8D
  %350 = fcmp ole double %348, %349
  %351 = select i1 %350, ptr @.str.4, ptr @.str.5
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %335, double noundef %311, ptr noundef nonnull %351)
  br i1 %350, label %358, label %355

353:                                              ; preds = %342, %334
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %335, double noundef %311, ptr noundef nonnull @.str.5)
  br label %355

355:                                              ; preds = %353, %346
  %356 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %358

358:                                              ; preds = %355, %346
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %16, align 8, !tbaa !5
  store double 1.000000e+00, ptr %273, align 8, !tbaa !8
  %359 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %360 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z5totalPK5Shaped, i32 noundef %359, ptr noundef nonnull %13, ptr noundef nonnull %16, double noundef %277, double noundef 1.000000e+00)
  %361 = fadd double %298, %311
  %362 = call double @llvm.fabs.f64(double %361)
  %363 = fcmp ogt double %362, 1.000000e+00
  %364 = select i1 %363, double %362, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %360, ptr %8, align 8, !tbaa !12
  %365 = load volatile double, ptr %8, align 8, !tbaa !12
  %366 = call double @llvm.fabs.f64(double %365)
  %367 = fcmp ueq double %366, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %367, label %379, label %368

368:                                              ; preds = %358
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %361, ptr %7, align 8, !tbaa !12
  %369 = load volatile double, ptr %7, align 8, !tbaa !12
  %370 = call double @llvm.fabs.f64(double %369)
  %371 = fcmp ueq double %370, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %371, label %379, label %372

372:                                              ; preds = %368
  %373 = fsub double %360, %361
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fmul double %364, 0x3EB0C6F7A0B5ED8D
  %376 = fcmp ole double %374, %375
  %377 = select i1 %376, ptr @.str.4, ptr @.str.5
  %378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %360, double noundef %361, ptr noundef nonnull %377)
  br i1 %376, label %384, label %381

379:                                              ; preds = %368, %358
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %360, double noundef %361, ptr noundef nonnull @.str.5)
  br label %381

381:                                              ; preds = %379, %372
  %382 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %384

384:                                              ; preds = %381, %372
  %385 = load double, ptr %270, align 8, !tbaa !8
  %386 = fmul double %277, %385
  %387 = call double @sin(double noundef %386) #15
  %388 = call double @cos(double noundef %386) #15
  %389 = fadd double %385, %387
  %390 = call double @llvm.fmuladd.f64(double %386, double %388, double %389)
  %391 = call double @llvm.fabs.f64(double %390)
  %392 = fcmp ogt double %391, 1.000000e+00
  %393 = select i1 %392, double %391, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %280, ptr %6, align 8, !tbaa !12
  %394 = load volatile double, ptr %6, align 8, !tbaa !12
  %395 = call double @llvm.fabs.f64(double %394)
  %396 = fcmp ueq double %395, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %396, label %408, label %397

397:                                              ; preds = %384
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %390, ptr %5, align 8, !tbaa !12
  %398 = load volatile double, ptr %5, align 8, !tbaa !12
  %399 = call double @llvm.fabs.f64(double %398)
  %400 = fcmp ueq double %399, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %400, label %408, label %401

401:                                              ; preds = %397
  %402 = fsub double %280, %390
  %403 = call double @llvm.fabs.f64(double %402)
  %404 = fmul double %393, 0x3D719799812DEA11
  %405 = fcmp ole double %403, %404
  %406 = select i1 %405, ptr @.str.4, ptr @.str.5
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %280, double noundef %390, ptr noundef nonnull %406)
  br i1 %405, label %413, label %410

408:                                              ; preds = %397, %384
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %280, double noundef %390, ptr noundef nonnull @.str.5)
  br label %410

410:                                              ; preds = %408, %401
  %411 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %413

413:                                              ; preds = %410, %401
  %414 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %415 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z11made_insideddi, double noundef %385, i32 noundef %414, double noundef %277, i32 noundef %414, i32 noundef 1)
  %416 = fadd double %385, 0x3EB0C6F7A0B5ED8D
  %417 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %417, align 8, !tbaa !5
  %418 = getelementptr inbounds i8, ptr %417, i64 8
  store double %416, ptr %418, align 8, !tbaa !8
  %419 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %417, double noundef %277)
  %420 = load ptr, ptr %417, align 8, !tbaa !5
  %421 = load ptr, ptr %420, align 8
  %422 = call noundef double %421(ptr noundef nonnull align 8 dereferenceable(16) %417, double noundef %416)
  %423 = load ptr, ptr %417, align 8, !tbaa !5
  %424 = getelementptr inbounds i8, ptr %423, i64 16
  %425 = load ptr, ptr %424, align 8
  call void %425(ptr noundef nonnull align 8 dereferenceable(16) %417) #15
  %426 = fadd double %419, %422
  %427 = fadd double %385, 0xBEB0C6F7A0B5ED8D
  %428 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %428, align 8, !tbaa !5
  %429 = getelementptr inbounds i8, ptr %428, i64 8
  store double %427, ptr %429, align 8, !tbaa !8
  %430 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %428, double noundef %277)
  %431 = load ptr, ptr %428, align 8, !tbaa !5
  %432 = load ptr, ptr %431, align 8
  %433 = call noundef double %432(ptr noundef nonnull align 8 dereferenceable(16) %428, double noundef %427)
  %434 = load ptr, ptr %428, align 8, !tbaa !5
  %435 = getelementptr inbounds i8, ptr %434, i64 16
  %436 = load ptr, ptr %435, align 8
  call void %436(ptr noundef nonnull align 8 dereferenceable(16) %428) #15
  %437 = fadd double %430, %433
  %438 = fsub double %426, %437
  %439 = fdiv double %438, 2.000000e-06
  %440 = call double @llvm.fabs.f64(double %439)
  %441 = fcmp ogt double %440, 1.000000e+00
  %442 = select i1 %441, double %440, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %415, ptr %4, align 8, !tbaa !12
  %443 = load volatile double, ptr %4, align 8, !tbaa !12
  %444 = call double @llvm.fabs.f64(double %443)
  %445 = fcmp ueq double %444, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %445, label %457, label %446

446:                                              ; preds = %413
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %439, ptr %3, align 8, !tbaa !12
  %447 = load volatile double, ptr %3, align 8, !tbaa !12
  %448 = call double @llvm.fabs.f64(double %447)
  %449 = fcmp ueq double %448, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %449, label %457, label %450

450:                                              ; preds = %446
  %451 = fsub double %415, %439
  %452 = call double @llvm.fabs.f64(double %451)
  %453 = fmul double %442, 0x3EB0C6F7A0B5ED8D
  %454 = fcmp ole double %452, %453
  %455 = select i1 %454, ptr @.str.4, ptr @.str.5
  %456 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %415, double noundef %439, ptr noundef nonnull %455)
  br i1 %454, label %462, label %459

457:                                              ; preds = %446, %413
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %415, double noundef %439, ptr noundef nonnull @.str.5)
  br label %459

459:                                              ; preds = %457, %450
  %460 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %461 = add nsw i32 %460, 1
  store i32 %461, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %462

462:                                              ; preds = %459, %450
  %463 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %464 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z11made_insideddi, i32 noundef %463, double noundef %385, double noundef %277, double noundef 1.000000e+00, i32 noundef %463, i32 noundef 1)
  %465 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %465, align 8, !tbaa !5
  %466 = getelementptr inbounds i8, ptr %465, i64 8
  store double %385, ptr %466, align 8, !tbaa !8
  %467 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %465, double noundef %286)
  %468 = load ptr, ptr %465, align 8, !tbaa !5
  %469 = load ptr, ptr %468, align 8
  %470 = call noundef double %469(ptr noundef nonnull align 8 dereferenceable(16) %465, double noundef %385)
  %471 = load ptr, ptr %465, align 8, !tbaa !5
  %472 = getelementptr inbounds i8, ptr %471, i64 16
  %473 = load ptr, ptr %472, align 8
  call void %473(ptr noundef nonnull align 8 dereferenceable(16) %465) #15
  %474 = fadd double %467, %470
  %475 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Wave, i64 16), ptr %475, align 8, !tbaa !5
  %476 = getelementptr inbounds i8, ptr %475, i64 8
  store double %385, ptr %476, align 8, !tbaa !8
  %477 = call noundef double @_Z5totalPK5Shaped(ptr noundef nonnull %475, double noundef %290)
  %478 = load ptr, ptr %475, align 8, !tbaa !5
  %479 = load ptr, ptr %478, align 8
  %480 = call noundef double %479(ptr noundef nonnull align 8 dereferenceable(16) %475, double noundef %385)
  %481 = load ptr, ptr %475, align 8, !tbaa !5
  %482 = getelementptr inbounds i8, ptr %481, i64 16
  %483 = load ptr, ptr %482, align 8
  call void %483(ptr noundef nonnull align 8 dereferenceable(16) %475) #15
  %484 = fadd double %477, %480
  %485 = fsub double %474, %484
  %486 = fdiv double %485, 2.000000e-06
  %487 = call double @llvm.fabs.f64(double %486)
  %488 = fcmp ogt double %487, 1.000000e+00
  %489 = select i1 %488, double %487, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %464, ptr %2, align 8, !tbaa !12
  %490 = load volatile double, ptr %2, align 8, !tbaa !12
  %491 = call double @llvm.fabs.f64(double %490)
  %492 = fcmp ueq double %491, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %492, label %504, label %493

493:                                              ; preds = %462
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %486, ptr %1, align 8, !tbaa !12
  %494 = load volatile double, ptr %1, align 8, !tbaa !12
  %495 = call double @llvm.fabs.f64(double %494)
  %496 = fcmp ueq double %495, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %496, label %504, label %497

497:                                              ; preds = %493
  %498 = fsub double %464, %486
  %499 = call double @llvm.fabs.f64(double %498)
  %500 = fmul double %489, 0x3EB0C6F7A0B5ED8D
  %501 = fcmp ole double %499, %500
  %502 = select i1 %501, ptr @.str.4, ptr @.str.5
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %464, double noundef %486, ptr noundef nonnull %502)
  br i1 %501, label %509, label %506

504:                                              ; preds = %493, %462
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %277, double noundef %464, double noundef %486, ptr noundef nonnull @.str.5)
  br label %506

506:                                              ; preds = %504, %497
  %507 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr @_ZL6n_fail, align 4, !tbaa !15
  br label %509

509:                                              ; preds = %506, %497
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #15
  %510 = add nuw nsw i64 %275, 8
  %511 = icmp eq i64 %510, 24
  br i1 %511, label %512, label %274

512:                                              ; preds = %509
  %513 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %513)
  %515 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !15
  %516 = icmp ne i32 %515, 0
  %517 = zext i1 %516 to i32
  ret i32 %517
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Wave4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !8
  %5 = fmul double %4, %1
  %6 = tail call double @sin(double noundef %5) #15
  %7 = load double, ptr %3, align 8, !tbaa !8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4WaveD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Quad4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !8
  %5 = fmul double %4, %1
  %6 = fmul double %5, %1
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4QuadD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

declare noundef ptr @_Z23__enzyme_virtualreverseIPvET_S1_(ptr noundef) local_unnamed_addr #11

declare i32 @__gxx_personality_v0(...)

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #11

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { nounwind }
attributes #16 = { builtin nounwind }

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
