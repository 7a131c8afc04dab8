; ModuleID = 'springs.cpp'
source_filename = "springs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::array" = type { [2 x double] }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl" }
%"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl" = type { %"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%struct.Spring = type { double, i32, i32 }

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"springs.dpos\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"springs.dk\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"springs.shadow_ints_kept\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"springs.fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"springs: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local noundef double @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %1) #0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %9, label %7

7:                                                ; preds = %2
  %8 = load ptr, ptr %0, align 8, !tbaa !9
  br label %11

9:                                                ; preds = %11, %2
  %10 = phi double [ 0.000000e+00, %2 ], [ %37, %11 ]
  ret double %10

11:                                               ; preds = %7, %11
  %12 = phi double [ 0.000000e+00, %7 ], [ %37, %11 ]
  %13 = phi ptr [ %3, %7 ], [ %38, %11 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !11
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %"struct.std::array", ptr %8, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %13, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !16
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %"struct.std::array", ptr %8, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !15
  %24 = fsub double %18, %23
  %25 = getelementptr inbounds i8, ptr %17, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %22, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !15
  %29 = fsub double %26, %28
  %30 = fmul double %29, %29
  %31 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %30)
  %32 = tail call double @llvm.sqrt.f64(double %31)
  %33 = load double, ptr %13, align 8, !tbaa !17
  %34 = fmul double %33, 5.000000e-01
  %35 = fadd double %32, -1.000000e+00
  %36 = fmul double %34, %35
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %35, double %12)
  %38 = getelementptr inbounds i8, ptr %13, i64 16
  %39 = icmp eq ptr %38, %5
  br i1 %39, label %9, label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca %"class.std::vector.0", align 8
  %10 = alloca %"class.std::vector.0", align 8
  %11 = alloca %"class.std::vector.0", align 8
  %12 = alloca %"class.std::vector", align 8
  %13 = alloca %"class.std::vector", align 8
  %14 = alloca %"class.std::vector", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #13
  %15 = tail call noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #14
  store ptr %15, ptr %9, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %15, i64 96
  %17 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %16, ptr %17, align 8, !tbaa !18
  %18 = getelementptr inbounds i8, ptr %15, i64 16
  %19 = getelementptr inbounds i8, ptr %15, i64 32
  %20 = getelementptr inbounds i8, ptr %15, i64 48
  %21 = getelementptr inbounds i8, ptr %15, i64 64
  %22 = getelementptr inbounds i8, ptr %15, i64 80
  %23 = getelementptr inbounds i8, ptr %9, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %15, i8 0, i64 96, i1 false)
  store ptr %16, ptr %23, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #13
  %24 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #14
          to label %25 unwind label %36

25:                                               ; preds = %0
  store ptr %24, ptr %10, align 8, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %10, i64 8
  %27 = getelementptr inbounds i8, ptr %24, i64 96
  %28 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %27, ptr %28, align 8, !tbaa !18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %24, i8 0, i64 96, i1 false)
  store ptr %27, ptr %26, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #13
  %29 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #14
          to label %30 unwind label %38

30:                                               ; preds = %25
  store ptr %29, ptr %11, align 8, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %29, i64 96
  %32 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %31, ptr %32, align 8, !tbaa !18
  %33 = getelementptr inbounds i8, ptr %11, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %29, i8 0, i64 96, i1 false)
  store ptr %31, ptr %33, align 8, !tbaa !19
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %15, align 8
  store <2 x double> <double 0x3FDFEEE40774EAC7, double 0x3FEB03D4CFAC801E>, ptr %18, align 8
  store <2 x double> <double 0xBFE699338DD73686, double 0x3FF62ACD5608D6E8>, ptr %19, align 8
  store <2 x double> <double 0xBFF48A21DD062E03, double 0x3FF7694E398F5318>, ptr %20, align 8
  store <2 x double> <double 0xBFDB897A7AF0AA21, double 0x3FF228E955A4463F>, ptr %21, align 8
  store <2 x double> <double 0x3FF102112D05DF36, double 0x3FE4C66240A2CEF1>, ptr %22, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, i8 0, i64 24, i1 false)
  %34 = getelementptr inbounds i8, ptr %12, i64 8
  %35 = getelementptr inbounds i8, ptr %12, i64 16
  br label %57

36:                                               ; preds = %0
  %37 = landingpad { ptr, i32 }
          cleanup
  br label %762

38:                                               ; preds = %25
  %39 = landingpad { ptr, i32 }
          cleanup
  br label %753

40:                                               ; preds = %112
  %41 = ptrtoint ptr %115 to i64
  %42 = ptrtoint ptr %113 to i64
  %43 = sub i64 %41, %42
  %44 = getelementptr inbounds i8, ptr %13, i64 16
  %45 = icmp eq ptr %115, %113
  br i1 %45, label %122, label %46

46:                                               ; preds = %40
  %47 = icmp ugt i64 %43, 9223372036854775792
  br i1 %47, label %48, label %50, !prof !20

48:                                               ; preds = %46
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #15
          to label %49 unwind label %130

49:                                               ; preds = %48
  unreachable

50:                                               ; preds = %46
  %51 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %43) #14
          to label %52 unwind label %130

52:                                               ; preds = %50
  %53 = icmp eq ptr %115, %113
  br i1 %53, label %55, label %54

54:                                               ; preds = %52
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %51, ptr align 8 %113, i64 %43, i1 false)
  br label %55

55:                                               ; preds = %52, %54
  store ptr %51, ptr %13, align 8, !tbaa !21
  %56 = getelementptr inbounds i8, ptr %51, i64 %43
  store ptr %56, ptr %44, align 8, !tbaa !23
  br label %122

57:                                               ; preds = %30, %112
  %58 = phi i32 [ 0, %30 ], [ %116, %112 ]
  %59 = phi ptr [ null, %30 ], [ %115, %112 ]
  %60 = phi ptr [ null, %30 ], [ %114, %112 ]
  %61 = phi ptr [ null, %30 ], [ %113, %112 ]
  %62 = uitofp nneg i32 %58 to double
  %63 = tail call double @llvm.fmuladd.f64(double %62, double 5.000000e-02, double 5.000000e-01)
  %64 = trunc nuw i32 %58 to i8
  %65 = urem i8 %64, 6
  %66 = zext nneg i8 %65 to i32
  %67 = add nuw nsw i32 %66, 1
  %68 = udiv i8 %64, 6
  %69 = zext nneg i8 %68 to i32
  %70 = add nsw i32 %69, -5
  %71 = icmp ult i32 %58, 30
  %72 = select i1 %71, i32 %69, i32 %70
  %73 = add nuw nsw i32 %67, %72
  %74 = urem i32 %73, 6
  %75 = icmp eq ptr %59, %60
  br i1 %75, label %80, label %76

76:                                               ; preds = %57
  store double %63, ptr %59, align 8, !tbaa !15
  %77 = getelementptr inbounds i8, ptr %59, i64 8
  store i32 %66, ptr %77, align 8, !tbaa !24
  %78 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 %74, ptr %78, align 4, !tbaa !24
  %79 = getelementptr inbounds i8, ptr %59, i64 16
  store ptr %79, ptr %34, align 8, !tbaa !25
  br label %112

80:                                               ; preds = %57
  %81 = ptrtoint ptr %59 to i64
  %82 = ptrtoint ptr %61 to i64
  %83 = sub i64 %81, %82
  %84 = icmp eq i64 %83, 9223372036854775792
  br i1 %84, label %85, label %87

85:                                               ; preds = %80
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #15
          to label %86 unwind label %120

86:                                               ; preds = %85
  unreachable

87:                                               ; preds = %80
  %88 = ashr exact i64 %83, 4
  %89 = tail call i64 @llvm.umax.i64(i64 %88, i64 1)
  %90 = add nsw i64 %89, %88
  %91 = icmp ult i64 %90, %88
  %92 = tail call i64 @llvm.umin.i64(i64 %90, i64 576460752303423487)
  %93 = select i1 %91, i64 576460752303423487, i64 %92
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %87
  %96 = shl nuw nsw i64 %93, 4
  %97 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %96) #14
          to label %98 unwind label %118

98:                                               ; preds = %95, %87
  %99 = phi ptr [ null, %87 ], [ %97, %95 ]
  %100 = getelementptr inbounds %struct.Spring, ptr %99, i64 %88
  store double %63, ptr %100, align 8, !tbaa !15
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  store i32 %66, ptr %101, align 8, !tbaa !24
  %102 = getelementptr inbounds i8, ptr %100, i64 12
  store i32 %74, ptr %102, align 4, !tbaa !24
  %103 = icmp sgt i64 %83, 0
  br i1 %103, label %104, label %105

104:                                              ; preds = %98
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %99, ptr align 8 %61, i64 %83, i1 false)
  br label %105

105:                                              ; preds = %104, %98
  %106 = getelementptr inbounds i8, ptr %99, i64 %83
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = icmp eq ptr %61, null
  br i1 %108, label %110, label %109

109:                                              ; preds = %105
  tail call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %83) #16
  br label %110

110:                                              ; preds = %109, %105
  store ptr %99, ptr %12, align 8, !tbaa !21
  store ptr %107, ptr %34, align 8, !tbaa !25
  %111 = getelementptr inbounds %struct.Spring, ptr %99, i64 %93
  store ptr %111, ptr %35, align 8, !tbaa !23
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %99, %110 ], [ %61, %76 ]
  %114 = phi ptr [ %111, %110 ], [ %60, %76 ]
  %115 = phi ptr [ %107, %110 ], [ %79, %76 ]
  %116 = add nuw nsw i32 %58, 1
  %117 = icmp eq i32 %116, 40
  br i1 %117, label %40, label %57, !llvm.loop !26

118:                                              ; preds = %95
  %119 = landingpad { ptr, i32 }
          cleanup
  br label %718

120:                                              ; preds = %85
  %121 = landingpad { ptr, i32 }
          cleanup
  br label %718

122:                                              ; preds = %40, %55
  %123 = phi ptr [ %51, %55 ], [ null, %40 ]
  %124 = getelementptr inbounds i8, ptr %123, i64 %43
  %125 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %124, ptr %125, align 8, !tbaa !25
  %126 = icmp eq ptr %115, %113
  br i1 %126, label %127, label %132

127:                                              ; preds = %132, %122
  %128 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %129 = invoke noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %128, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %128, ptr noundef nonnull %12, ptr noundef nonnull %13)
          to label %136 unwind label %130

130:                                              ; preds = %50, %48, %127
  %131 = landingpad { ptr, i32 }
          cleanup
  br label %718

132:                                              ; preds = %122, %132
  %133 = phi ptr [ %134, %132 ], [ %123, %122 ]
  store double 0.000000e+00, ptr %133, align 8, !tbaa !17
  %134 = getelementptr inbounds i8, ptr %133, i64 16
  %135 = icmp eq ptr %134, %124
  br i1 %135, label %127, label %132

136:                                              ; preds = %127, %345
  %137 = phi i64 [ %346, %345 ], [ 0, %127 ]
  %138 = shl nuw nsw i64 %137, 1
  %139 = load ptr, ptr %9, align 8, !tbaa !9
  %140 = getelementptr inbounds %"struct.std::array", ptr %139, i64 %137
  %141 = load double, ptr %140, align 8, !tbaa !15
  %142 = fadd double %141, 0x3EB0C6F7A0B5ED8D
  store double %142, ptr %140, align 8, !tbaa !15
  %143 = load ptr, ptr %12, align 8, !tbaa !5
  %144 = load ptr, ptr %34, align 8, !tbaa !5
  %145 = icmp eq ptr %143, %144
  br i1 %145, label %148, label %150

146:                                              ; preds = %345
  %147 = load ptr, ptr %12, align 8, !tbaa !5
  br label %431

148:                                              ; preds = %136
  %149 = fadd double %141, 0xBEB0C6F7A0B5ED8D
  store double %149, ptr %140, align 8, !tbaa !15
  br label %212

150:                                              ; preds = %136, %150
  %151 = phi double [ %176, %150 ], [ 0.000000e+00, %136 ]
  %152 = phi ptr [ %177, %150 ], [ %143, %136 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load i32, ptr %153, align 8, !tbaa !11
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds %"struct.std::array", ptr %139, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !15
  %158 = getelementptr inbounds i8, ptr %152, i64 12
  %159 = load i32, ptr %158, align 4, !tbaa !16
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds %"struct.std::array", ptr %139, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !15
  %163 = fsub double %157, %162
  %164 = getelementptr inbounds i8, ptr %156, i64 8
  %165 = load double, ptr %164, align 8, !tbaa !15
  %166 = getelementptr inbounds i8, ptr %161, i64 8
  %167 = load double, ptr %166, align 8, !tbaa !15
  %168 = fsub double %165, %167
  %169 = fmul double %168, %168
  %170 = call double @llvm.fmuladd.f64(double %163, double %163, double %169)
  %171 = call double @llvm.sqrt.f64(double %170)
  %172 = load double, ptr %152, align 8, !tbaa !17
  %173 = fmul double %172, 5.000000e-01
  %174 = fadd double %171, -1.000000e+00
  %175 = fmul double %173, %174
  %176 = call double @llvm.fmuladd.f64(double %175, double %174, double %151)
  %177 = getelementptr inbounds i8, ptr %152, i64 16
  %178 = icmp eq ptr %177, %144
  br i1 %178, label %179, label %150

179:                                              ; preds = %150
  %180 = fadd double %141, 0xBEB0C6F7A0B5ED8D
  store double %180, ptr %140, align 8, !tbaa !15
  br label %181

181:                                              ; preds = %179, %181
  %182 = phi double [ %207, %181 ], [ 0.000000e+00, %179 ]
  %183 = phi ptr [ %208, %181 ], [ %143, %179 ]
  %184 = getelementptr inbounds i8, ptr %183, i64 8
  %185 = load i32, ptr %184, align 8, !tbaa !11
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds %"struct.std::array", ptr %139, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !15
  %189 = getelementptr inbounds i8, ptr %183, i64 12
  %190 = load i32, ptr %189, align 4, !tbaa !16
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds %"struct.std::array", ptr %139, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !15
  %194 = fsub double %188, %193
  %195 = getelementptr inbounds i8, ptr %187, i64 8
  %196 = load double, ptr %195, align 8, !tbaa !15
  %197 = getelementptr inbounds i8, ptr %192, i64 8
  %198 = load double, ptr %197, align 8, !tbaa !15
  %199 = fsub double %196, %198
  %200 = fmul double %199, %199
  %201 = call double @llvm.fmuladd.f64(double %194, double %194, double %200)
  %202 = call double @llvm.sqrt.f64(double %201)
  %203 = load double, ptr %183, align 8, !tbaa !17
  %204 = fmul double %203, 5.000000e-01
  %205 = fadd double %202, -1.000000e+00
  %206 = fmul double %204, %205
  %207 = call double @llvm.fmuladd.f64(double %206, double %205, double %182)
  %208 = getelementptr inbounds i8, ptr %183, i64 16
  %209 = icmp eq ptr %208, %144
  br i1 %209, label %210, label %181

210:                                              ; preds = %181
  %211 = fsub double %176, %207
  br label %212

212:                                              ; preds = %210, %148
  %213 = phi double [ 0.000000e+00, %148 ], [ %211, %210 ]
  store double %141, ptr %140, align 8, !tbaa !15
  %214 = trunc nuw nsw i64 %138 to i32
  %215 = uitofp nneg i32 %214 to double
  %216 = load ptr, ptr %10, align 8, !tbaa !9
  %217 = getelementptr inbounds %"struct.std::array", ptr %216, i64 %137
  %218 = load double, ptr %217, align 8, !tbaa !15
  %219 = fdiv double %213, 2.000000e-06
  %220 = call double @llvm.fabs.f64(double %219)
  %221 = fcmp ogt double %220, 1.000000e+00
  %222 = select i1 %221, double %220, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %218, ptr %8, align 8, !tbaa !15
  %223 = load volatile double, ptr %8, align 8, !tbaa !15
  %224 = call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %225, label %237, label %226

226:                                              ; preds = %212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %219, ptr %7, align 8, !tbaa !15
  %227 = load volatile double, ptr %7, align 8, !tbaa !15
  %228 = call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %229, label %237, label %230

230:                                              ; preds = %226
  %231 = fsub double %218, %219
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = fmul double %222, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp ole double %232, %233
  %235 = select i1 %234, ptr @.str.6, ptr @.str.7
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %215, double noundef %218, double noundef %219, ptr noundef nonnull %235)
  br i1 %234, label %242, label %239

237:                                              ; preds = %226, %212
  %238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %215, double noundef %218, double noundef %219, ptr noundef nonnull @.str.7)
  br label %239

239:                                              ; preds = %237, %230
  %240 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %242

242:                                              ; preds = %239, %230
  %243 = load ptr, ptr %9, align 8, !tbaa !9
  %244 = getelementptr inbounds %"struct.std::array", ptr %243, i64 %137, i32 0, i64 1
  %245 = load double, ptr %244, align 8, !tbaa !15
  %246 = fadd double %245, 0x3EB0C6F7A0B5ED8D
  store double %246, ptr %244, align 8, !tbaa !15
  %247 = load ptr, ptr %12, align 8, !tbaa !5
  %248 = load ptr, ptr %34, align 8, !tbaa !5
  %249 = icmp eq ptr %247, %248
  br i1 %249, label %312, label %250

250:                                              ; preds = %242, %250
  %251 = phi double [ %276, %250 ], [ 0.000000e+00, %242 ]
  %252 = phi ptr [ %277, %250 ], [ %247, %242 ]
  %253 = getelementptr inbounds i8, ptr %252, i64 8
  %254 = load i32, ptr %253, align 8, !tbaa !11
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds %"struct.std::array", ptr %243, i64 %255
  %257 = load double, ptr %256, align 8, !tbaa !15
  %258 = getelementptr inbounds i8, ptr %252, i64 12
  %259 = load i32, ptr %258, align 4, !tbaa !16
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds %"struct.std::array", ptr %243, i64 %260
  %262 = load double, ptr %261, align 8, !tbaa !15
  %263 = fsub double %257, %262
  %264 = getelementptr inbounds i8, ptr %256, i64 8
  %265 = load double, ptr %264, align 8, !tbaa !15
  %266 = getelementptr inbounds i8, ptr %261, i64 8
  %267 = load double, ptr %266, align 8, !tbaa !15
  %268 = fsub double %265, %267
  %269 = fmul double %268, %268
  %270 = call double @llvm.fmuladd.f64(double %263, double %263, double %269)
  %271 = call double @llvm.sqrt.f64(double %270)
  %272 = load double, ptr %252, align 8, !tbaa !17
  %273 = fmul double %272, 5.000000e-01
  %274 = fadd double %271, -1.000000e+00
  %275 = fmul double %273, %274
  %276 = call double @llvm.fmuladd.f64(double %275, double %274, double %251)
  %277 = getelementptr inbounds i8, ptr %252, i64 16
  %278 = icmp eq ptr %277, %248
  br i1 %278, label %279, label %250

279:                                              ; preds = %250
  %280 = fadd double %245, 0xBEB0C6F7A0B5ED8D
  store double %280, ptr %244, align 8, !tbaa !15
  br label %281

281:                                              ; preds = %281, %279
  %282 = phi double [ %307, %281 ], [ 0.000000e+00, %279 ]
  %283 = phi ptr [ %308, %281 ], [ %247, %279 ]
  %284 = getelementptr inbounds i8, ptr %283, i64 8
  %285 = load i32, ptr %284, align 8, !tbaa !11
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds %"struct.std::array", ptr %243, i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !15
  %289 = getelementptr inbounds i8, ptr %283, i64 12
  %290 = load i32, ptr %289, align 4, !tbaa !16
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds %"struct.std::array", ptr %243, i64 %291
  %293 = load double, ptr %292, align 8, !tbaa !15
  %294 = fsub double %288, %293
  %295 = getelementptr inbounds i8, ptr %287, i64 8
  %296 = load double, ptr %295, align 8, !tbaa !15
  %297 = getelementptr inbounds i8, ptr %292, i64 8
  %298 = load double, ptr %297, align 8, !tbaa !15
  %299 = fsub double %296, %298
  %300 = fmul double %299, %299
  %301 = call double @llvm.fmuladd.f64(double %294, double %294, double %300)
  %302 = call double @llvm.sqrt.f64(double %301)
  %303 = load double, ptr %283, align 8, !tbaa !17
  %304 = fmul double %303, 5.000000e-01
  %305 = fadd double %302, -1.000000e+00
  %306 = fmul double %304, %305
  %307 = call double @llvm.fmuladd.f64(double %306, double %305, double %282)
  %308 = getelementptr inbounds i8, ptr %283, i64 16
  %309 = icmp eq ptr %308, %248
  br i1 %309, label %310, label %281

310:                                              ; preds = %281
  %311 = fsub double %276, %307
  br label %314

312:                                              ; preds = %242
  %313 = fadd double %245, 0xBEB0C6F7A0B5ED8D
  store double %313, ptr %244, align 8, !tbaa !15
  br label %314

314:                                              ; preds = %312, %310
  %315 = phi double [ 0.000000e+00, %312 ], [ %311, %310 ]
  store double %245, ptr %244, align 8, !tbaa !15
  %316 = trunc i64 %138 to i32
  %317 = or disjoint i32 %316, 1
  %318 = uitofp nneg i32 %317 to double
  %319 = load ptr, ptr %10, align 8, !tbaa !9
  %320 = getelementptr inbounds %"struct.std::array", ptr %319, i64 %137, i32 0, i64 1
  %321 = load double, ptr %320, align 8, !tbaa !15
  %322 = fdiv double %315, 2.000000e-06
  %323 = call double @llvm.fabs.f64(double %322)
  %324 = fcmp ogt double %323, 1.000000e+00
  %325 = select i1 %324, double %323, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %321, ptr %8, align 8, !tbaa !15
  %326 = load volatile double, ptr %8, align 8, !tbaa !15
  %327 = call double @llvm.fabs.f64(double %326)
  %328 = fcmp ueq double %327, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %328, label %340, label %329

329:                                              ; preds = %314
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %322, ptr %7, align 8, !tbaa !15
  %330 = load volatile double, ptr %7, align 8, !tbaa !15
  %331 = call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %332, label %340, label %333

333:                                              ; preds = %329
  %334 = fsub double %321, %322
  %335 = call double @llvm.fabs.f64(double %334)
  %336 = fmul double %325, 0x3EB0C6F7A0B5ED8D
  %337 = fcmp ole double %335, %336
  %338 = select i1 %337, ptr @.str.6, ptr @.str.7
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %318, double noundef %321, double noundef %322, ptr noundef nonnull %338)
  br i1 %337, label %345, label %342

340:                                              ; preds = %329, %314
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %318, double noundef %321, double noundef %322, ptr noundef nonnull @.str.7)
  br label %342

342:                                              ; preds = %340, %333
  %343 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %345

345:                                              ; preds = %342, %333
  %346 = add nuw nsw i64 %137, 1
  %347 = icmp eq i64 %346, 6
  br i1 %347, label %146, label %136, !llvm.loop !28

348:                                              ; preds = %552
  %349 = uitofp nneg i32 %555 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %349, ptr %6, align 8, !tbaa !15
  %350 = load volatile double, ptr %6, align 8, !tbaa !15
  %351 = call double @llvm.fabs.f64(double %350)
  %352 = fcmp ueq double %351, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %352, label %361, label %353

353:                                              ; preds = %348
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !15
  %354 = load volatile double, ptr %5, align 8, !tbaa !15
  %355 = call double @llvm.fabs.f64(double %354)
  %356 = fcmp ueq double %355, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %356, label %361, label %357

357:                                              ; preds = %353
  %358 = icmp eq i32 %555, 0
  %359 = select i1 %358, ptr @.str.6, ptr @.str.7
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %349, double noundef 0.000000e+00, ptr noundef nonnull %359)
  br i1 %358, label %366, label %363

361:                                              ; preds = %353, %348
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %349, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %363

363:                                              ; preds = %361, %357
  %364 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %366

366:                                              ; preds = %357, %363
  %367 = load ptr, ptr %11, align 8, !tbaa !9
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %367, align 8
  %368 = load ptr, ptr %11, align 8, !tbaa !9
  %369 = load double, ptr %368, align 8, !tbaa !15
  %370 = load ptr, ptr %10, align 8, !tbaa !9
  %371 = load double, ptr %370, align 8, !tbaa !15
  %372 = getelementptr inbounds i8, ptr %368, i64 8
  %373 = load double, ptr %372, align 8, !tbaa !15
  %374 = getelementptr inbounds i8, ptr %370, i64 8
  %375 = load double, ptr %374, align 8, !tbaa !15
  %376 = fmul double %373, %375
  %377 = call double @llvm.fmuladd.f64(double %369, double %371, double %376)
  %378 = fadd double %377, 0.000000e+00
  %379 = getelementptr inbounds i8, ptr %368, i64 16
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFDAA22657537205>, ptr %379, align 8
  %380 = getelementptr inbounds i8, ptr %370, i64 16
  %381 = load double, ptr %380, align 8, !tbaa !15
  %382 = getelementptr inbounds i8, ptr %370, i64 24
  %383 = load double, ptr %382, align 8, !tbaa !15
  %384 = fmul double %383, 0xBFDAA22657537205
  %385 = call double @llvm.fmuladd.f64(double %381, double 0x3FC210386DB6D55B, double %384)
  %386 = fadd double %378, %385
  %387 = getelementptr inbounds i8, ptr %368, i64 32
  store <2 x double> <double 0xBFD1E1F18AB0A2C0, double 0xBFE4EAA606DB24C1>, ptr %387, align 8
  %388 = getelementptr inbounds i8, ptr %370, i64 32
  %389 = load double, ptr %388, align 8, !tbaa !15
  %390 = getelementptr inbounds i8, ptr %370, i64 40
  %391 = load double, ptr %390, align 8, !tbaa !15
  %392 = fmul double %391, 0xBFE4EAA606DB24C1
  %393 = call double @llvm.fmuladd.f64(double %389, double 0xBFD1E1F18AB0A2C0, double %392)
  %394 = fadd double %386, %393
  %395 = getelementptr inbounds i8, ptr %368, i64 48
  store <2 x double> <double 0x3FDA6026360C2F91, double 0x3FEEB9B7097822F5>, ptr %395, align 8
  %396 = getelementptr inbounds i8, ptr %370, i64 48
  %397 = load double, ptr %396, align 8, !tbaa !15
  %398 = getelementptr inbounds i8, ptr %370, i64 56
  %399 = load double, ptr %398, align 8, !tbaa !15
  %400 = fmul double %399, 0x3FEEB9B7097822F5
  %401 = call double @llvm.fmuladd.f64(double %397, double 0x3FDA6026360C2F91, double %400)
  %402 = fadd double %394, %401
  %403 = getelementptr inbounds i8, ptr %368, i64 64
  store <2 x double> <double 0xBFE12B9AF7D765A5, double 0xBFC29FBEBF632F94>, ptr %403, align 8
  %404 = getelementptr inbounds i8, ptr %370, i64 64
  %405 = load double, ptr %404, align 8, !tbaa !15
  %406 = getelementptr inbounds i8, ptr %370, i64 72
  %407 = load double, ptr %406, align 8, !tbaa !15
  %408 = fmul double %407, 0xBFC29FBEBF632F94
  %409 = call double @llvm.fmuladd.f64(double %405, double 0xBFE12B9AF7D765A5, double %408)
  %410 = fadd double %402, %409
  %411 = getelementptr inbounds i8, ptr %368, i64 80
  store <2 x double> <double 0x3FE4CF2871CEC2E8, double 0xBFEAD9AC890C6B1F>, ptr %411, align 8
  %412 = getelementptr inbounds i8, ptr %370, i64 80
  %413 = load double, ptr %412, align 8, !tbaa !15
  %414 = getelementptr inbounds i8, ptr %370, i64 88
  %415 = load double, ptr %414, align 8, !tbaa !15
  %416 = fmul double %415, 0xBFEAD9AC890C6B1F
  %417 = call double @llvm.fmuladd.f64(double %413, double 0x3FE4CF2871CEC2E8, double %416)
  %418 = fadd double %410, %417
  %419 = load ptr, ptr %34, align 8, !tbaa !5
  %420 = load ptr, ptr %12, align 8, !tbaa !5
  %421 = ptrtoint ptr %419 to i64
  %422 = ptrtoint ptr %420 to i64
  %423 = sub i64 %421, %422
  %424 = getelementptr inbounds i8, ptr %14, i64 16
  %425 = load ptr, ptr %424, align 8, !tbaa !23
  %426 = load ptr, ptr %14, align 8, !tbaa !5
  %427 = ptrtoint ptr %425 to i64
  %428 = ptrtoint ptr %426 to i64
  %429 = sub i64 %427, %428
  %430 = icmp ugt i64 %423, %429
  br i1 %430, label %558, label %572

431:                                              ; preds = %146, %552
  %432 = phi ptr [ %147, %146 ], [ %541, %552 ]
  %433 = phi i64 [ 0, %146 ], [ %556, %552 ]
  %434 = phi i32 [ 0, %146 ], [ %555, %552 ]
  %435 = getelementptr inbounds %struct.Spring, ptr %432, i64 %433
  %436 = load double, ptr %435, align 8, !tbaa !17
  %437 = fadd double %436, 0x3EB0C6F7A0B5ED8D
  store double %437, ptr %435, align 8, !tbaa !17
  %438 = load ptr, ptr %34, align 8, !tbaa !5
  %439 = icmp eq ptr %432, %438
  br i1 %439, label %440, label %442

440:                                              ; preds = %431
  %441 = fadd double %436, 0xBEB0C6F7A0B5ED8D
  store double %441, ptr %435, align 8, !tbaa !17
  br label %506

442:                                              ; preds = %431
  %443 = load ptr, ptr %9, align 8, !tbaa !9
  br label %444

444:                                              ; preds = %444, %442
  %445 = phi double [ 0.000000e+00, %442 ], [ %470, %444 ]
  %446 = phi ptr [ %432, %442 ], [ %471, %444 ]
  %447 = getelementptr inbounds i8, ptr %446, i64 8
  %448 = load i32, ptr %447, align 8, !tbaa !11
  %449 = sext i32 %448 to i64
  %450 = getelementptr inbounds %"struct.std::array", ptr %443, i64 %449
  %451 = load double, ptr %450, align 8, !tbaa !15
  %452 = getelementptr inbounds i8, ptr %446, i64 12
  %453 = load i32, ptr %452, align 4, !tbaa !16
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds %"struct.std::array", ptr %443, i64 %454
  %456 = load double, ptr %455, align 8, !tbaa !15
  %457 = fsub double %451, %456
  %458 = getelementptr inbounds i8, ptr %450, i64 8
  %459 = load double, ptr %458, align 8, !tbaa !15
  %460 = getelementptr inbounds i8, ptr %455, i64 8
  %461 = load double, ptr %460, align 8, !tbaa !15
  %462 = fsub double %459, %461
  %463 = fmul double %462, %462
  %464 = call double @llvm.fmuladd.f64(double %457, double %457, double %463)
  %465 = call double @llvm.sqrt.f64(double %464)
  %466 = load double, ptr %446, align 8, !tbaa !17
  %467 = fmul double %466, 5.000000e-01
  %468 = fadd double %465, -1.000000e+00
  %469 = fmul double %467, %468
  %470 = call double @llvm.fmuladd.f64(double %469, double %468, double %445)
  %471 = getelementptr inbounds i8, ptr %446, i64 16
  %472 = icmp eq ptr %471, %438
  br i1 %472, label %473, label %444

473:                                              ; preds = %444
  %474 = fadd double %436, 0xBEB0C6F7A0B5ED8D
  store double %474, ptr %435, align 8, !tbaa !17
  br label %475

475:                                              ; preds = %475, %473
  %476 = phi double [ 0.000000e+00, %473 ], [ %501, %475 ]
  %477 = phi ptr [ %432, %473 ], [ %502, %475 ]
  %478 = getelementptr inbounds i8, ptr %477, i64 8
  %479 = load i32, ptr %478, align 8, !tbaa !11
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds %"struct.std::array", ptr %443, i64 %480
  %482 = load double, ptr %481, align 8, !tbaa !15
  %483 = getelementptr inbounds i8, ptr %477, i64 12
  %484 = load i32, ptr %483, align 4, !tbaa !16
  %485 = sext i32 %484 to i64
  %486 = getelementptr inbounds %"struct.std::array", ptr %443, i64 %485
  %487 = load double, ptr %486, align 8, !tbaa !15
  %488 = fsub double %482, %487
  %489 = getelementptr inbounds i8, ptr %481, i64 8
  %490 = load double, ptr %489, align 8, !tbaa !15
  %491 = getelementptr inbounds i8, ptr %486, i64 8
  %492 = load double, ptr %491, align 8, !tbaa !15
  %493 = fsub double %490, %492
  %494 = fmul double %493, %493
  %495 = call double @llvm.fmuladd.f64(double %488, double %488, double %494)
  %496 = call double @llvm.sqrt.f64(double %495)
  %497 = load double, ptr %477, align 8, !tbaa !17
  %498 = fmul double %497, 5.000000e-01
  %499 = fadd double %496, -1.000000e+00
  %500 = fmul double %498, %499
  %501 = call double @llvm.fmuladd.f64(double %500, double %499, double %476)
  %502 = getelementptr inbounds i8, ptr %477, i64 16
  %503 = icmp eq ptr %502, %438
  br i1 %503, label %504, label %475

504:                                              ; preds = %475
  %505 = fsub double %470, %501
  br label %506

506:                                              ; preds = %504, %440
  %507 = phi double [ 0.000000e+00, %440 ], [ %505, %504 ]
  store double %436, ptr %435, align 8, !tbaa !17
  %508 = trunc nuw nsw i64 %433 to i32
  %509 = uitofp nneg i32 %508 to double
  %510 = load ptr, ptr %13, align 8, !tbaa !21
  %511 = getelementptr inbounds %struct.Spring, ptr %510, i64 %433
  %512 = load double, ptr %511, align 8, !tbaa !17
  %513 = fdiv double %507, 2.000000e-06
  %514 = call double @llvm.fabs.f64(double %513)
  %515 = fcmp ogt double %514, 1.000000e+00
  %516 = select i1 %515, double %514, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %512, ptr %4, align 8, !tbaa !15
  %517 = load volatile double, ptr %4, align 8, !tbaa !15
  %518 = call double @llvm.fabs.f64(double %517)
  %519 = fcmp ueq double %518, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %519, label %531, label %520

520:                                              ; preds = %506
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %513, ptr %3, align 8, !tbaa !15
  %521 = load volatile double, ptr %3, align 8, !tbaa !15
  %522 = call double @llvm.fabs.f64(double %521)
  %523 = fcmp ueq double %522, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %523, label %531, label %524

524:                                              ; preds = %520
  %525 = fsub double %512, %513
  %526 = call double @llvm.fabs.f64(double %525)
  %527 = fmul double %516, 0x3EB0C6F7A0B5ED8D
  %528 = fcmp ole double %526, %527
  %529 = select i1 %528, ptr @.str.6, ptr @.str.7
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %509, double noundef %512, double noundef %513, ptr noundef nonnull %529)
  br i1 %528, label %536, label %533

531:                                              ; preds = %520, %506
  %532 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %509, double noundef %512, double noundef %513, ptr noundef nonnull @.str.7)
  br label %533

533:                                              ; preds = %531, %524
  %534 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %536

536:                                              ; preds = %533, %524
  %537 = load ptr, ptr %13, align 8, !tbaa !21
  %538 = getelementptr inbounds %struct.Spring, ptr %537, i64 %433
  %539 = getelementptr inbounds i8, ptr %538, i64 8
  %540 = load i32, ptr %539, align 8, !tbaa !11
  %541 = load ptr, ptr %12, align 8, !tbaa !5
  %542 = getelementptr inbounds %struct.Spring, ptr %541, i64 %433
  %543 = getelementptr inbounds i8, ptr %542, i64 8
  %544 = load i32, ptr %543, align 8, !tbaa !11
  %545 = icmp eq i32 %540, %544
  br i1 %545, label %546, label %552

546:                                              ; preds = %536
  %547 = getelementptr inbounds i8, ptr %538, i64 12
  %548 = load i32, ptr %547, align 4, !tbaa !16
  %549 = getelementptr inbounds i8, ptr %542, i64 12
  %550 = load i32, ptr %549, align 4, !tbaa !16
  %551 = icmp ne i32 %548, %550
  br label %552

552:                                              ; preds = %546, %536
  %553 = phi i1 [ true, %536 ], [ %551, %546 ]
  %554 = zext i1 %553 to i32
  %555 = add nuw nsw i32 %434, %554
  %556 = add nuw nsw i64 %433, 1
  %557 = icmp eq i64 %556, 40
  br i1 %557, label %348, label %431, !llvm.loop !29

558:                                              ; preds = %366
  %559 = icmp ugt i64 %423, 9223372036854775792
  br i1 %559, label %560, label %562, !prof !20

560:                                              ; preds = %558
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #15
          to label %561 unwind label %609

561:                                              ; preds = %560
  unreachable

562:                                              ; preds = %558
  %563 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %423) #14
          to label %564 unwind label %609

564:                                              ; preds = %562
  %565 = icmp eq ptr %419, %420
  br i1 %565, label %567, label %566

566:                                              ; preds = %564
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %563, ptr align 8 %420, i64 %423, i1 false)
  br label %567

567:                                              ; preds = %566, %564
  %568 = icmp eq ptr %426, null
  br i1 %568, label %570, label %569

569:                                              ; preds = %567
  call void @_ZdlPvm(ptr noundef nonnull %426, i64 noundef %429) #16
  br label %570

570:                                              ; preds = %569, %567
  store ptr %563, ptr %14, align 8, !tbaa !21
  %571 = getelementptr inbounds i8, ptr %563, i64 %423
  store ptr %571, ptr %424, align 8, !tbaa !23
  br label %602

572:                                              ; preds = %366
  %573 = getelementptr inbounds i8, ptr %14, i64 8
  %574 = load ptr, ptr %573, align 8, !tbaa !25
  %575 = ptrtoint ptr %574 to i64
  %576 = sub i64 %575, %428
  %577 = icmp ult i64 %576, %423
  br i1 %577, label %581, label %578

578:                                              ; preds = %572
  %579 = icmp eq ptr %419, %420
  br i1 %579, label %602, label %580

580:                                              ; preds = %578
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %426, ptr align 8 %420, i64 %423, i1 false)
  br label %602

581:                                              ; preds = %572
  %582 = icmp eq ptr %574, %426
  br i1 %582, label %591, label %583

583:                                              ; preds = %581
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %426, ptr align 8 %420, i64 %576, i1 false)
  %584 = load ptr, ptr %12, align 8, !tbaa !21
  %585 = load ptr, ptr %573, align 8, !tbaa !25
  %586 = load ptr, ptr %14, align 8, !tbaa !21
  %587 = load ptr, ptr %34, align 8, !tbaa !25
  %588 = ptrtoint ptr %585 to i64
  %589 = ptrtoint ptr %586 to i64
  %590 = sub i64 %588, %589
  br label %591

591:                                              ; preds = %583, %581
  %592 = phi i64 [ %576, %581 ], [ %590, %583 ]
  %593 = phi ptr [ %419, %581 ], [ %587, %583 ]
  %594 = phi ptr [ %574, %581 ], [ %585, %583 ]
  %595 = phi ptr [ %420, %581 ], [ %584, %583 ]
  %596 = getelementptr inbounds i8, ptr %595, i64 %592
  %597 = icmp eq ptr %593, %596
  br i1 %597, label %602, label %598

598:                                              ; preds = %591
  %599 = ptrtoint ptr %593 to i64
  %600 = ptrtoint ptr %596 to i64
  %601 = sub i64 %599, %600
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %594, ptr align 8 %596, i64 %601, i1 false)
  br label %602

602:                                              ; preds = %570, %578, %580, %591, %598
  %603 = load ptr, ptr %14, align 8, !tbaa !21
  %604 = getelementptr inbounds i8, ptr %603, i64 %423
  %605 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %604, ptr %605, align 8, !tbaa !25
  br label %611

606:                                              ; preds = %611
  %607 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %608 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %607, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %607, ptr noundef nonnull %12, ptr noundef nonnull %14)
          to label %637 unwind label %716

609:                                              ; preds = %562, %560
  %610 = landingpad { ptr, i32 }
          cleanup
  br label %718

611:                                              ; preds = %611, %602
  %612 = phi i64 [ 0, %602 ], [ %635, %611 ]
  %613 = phi double [ %418, %602 ], [ %634, %611 ]
  %614 = trunc nuw nsw i64 %612 to i32
  %615 = uitofp nneg i32 %614 to double
  %616 = call noundef double @cos(double noundef %615) #13
  %617 = fmul double %616, 1.000000e-01
  %618 = load ptr, ptr %14, align 8, !tbaa !21
  %619 = getelementptr inbounds %struct.Spring, ptr %618, i64 %612
  store double %617, ptr %619, align 8, !tbaa !17
  %620 = load ptr, ptr %13, align 8, !tbaa !21
  %621 = getelementptr inbounds %struct.Spring, ptr %620, i64 %612
  %622 = load double, ptr %621, align 8, !tbaa !17
  %623 = call double @llvm.fmuladd.f64(double %617, double %622, double %613)
  %624 = or disjoint i64 %612, 1
  %625 = trunc nuw nsw i64 %624 to i32
  %626 = uitofp nneg i32 %625 to double
  %627 = call noundef double @cos(double noundef %626) #13
  %628 = fmul double %627, 1.000000e-01
  %629 = load ptr, ptr %14, align 8, !tbaa !21
  %630 = getelementptr inbounds %struct.Spring, ptr %629, i64 %624
  store double %628, ptr %630, align 8, !tbaa !17
  %631 = load ptr, ptr %13, align 8, !tbaa !21
  %632 = getelementptr inbounds %struct.Spring, ptr %631, i64 %624
  %633 = load double, ptr %632, align 8, !tbaa !17
  %634 = call double @llvm.fmuladd.f64(double %628, double %633, double %623)
  %635 = add nuw nsw i64 %612, 2
  %636 = icmp eq i64 %635, 40
  br i1 %636, label %606, label %611, !llvm.loop !30

637:                                              ; preds = %606
  %638 = call double @llvm.fabs.f64(double %634)
  %639 = fcmp ogt double %638, 1.000000e+00
  %640 = select i1 %639, double %638, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %608, ptr %2, align 8, !tbaa !15
  %641 = load volatile double, ptr %2, align 8, !tbaa !15
  %642 = call double @llvm.fabs.f64(double %641)
  %643 = fcmp ueq double %642, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %643, label %657, label %644

644:                                              ; preds = %637
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %634, ptr %1, align 8, !tbaa !15
  %645 = load volatile double, ptr %1, align 8, !tbaa !15
  %646 = call double @llvm.fabs.f64(double %645)
  %647 = fcmp ueq double %646, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %647, label %657, label %648

648:                                              ; preds = %644
  %649 = fsub double %608, %634
  %650 = call double @llvm.fabs.f64(double %649)
  %651 = fmul double %640, 1.000000e-09
  %652 = fcmp ole double %650, %651
  %653 = select i1 %652, ptr @.str.6, ptr @.str.7
  %654 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %608, double noundef %634, ptr noundef nonnull %653)
  br i1 %652, label %655, label %659

655:                                              ; preds = %648
  %656 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %662

657:                                              ; preds = %644, %637
  %658 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %608, double noundef %634, ptr noundef nonnull @.str.7)
  br label %659

659:                                              ; preds = %657, %648
  %660 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %661 = add nsw i32 %660, 1
  store i32 %661, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %662

662:                                              ; preds = %655, %659
  %663 = phi i32 [ %656, %655 ], [ %661, %659 ]
  %664 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %663)
  %665 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %666 = load ptr, ptr %14, align 8, !tbaa !21
  %667 = icmp eq ptr %666, null
  br i1 %667, label %673, label %668

668:                                              ; preds = %662
  %669 = load ptr, ptr %424, align 8, !tbaa !23
  %670 = ptrtoint ptr %669 to i64
  %671 = ptrtoint ptr %666 to i64
  %672 = sub i64 %670, %671
  call void @_ZdlPvm(ptr noundef nonnull %666, i64 noundef %672) #16
  br label %673

673:                                              ; preds = %662, %668
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  %674 = load ptr, ptr %13, align 8, !tbaa !21
  %675 = icmp eq ptr %674, null
  br i1 %675, label %681, label %676

676:                                              ; preds = %673
  %677 = load ptr, ptr %44, align 8, !tbaa !23
  %678 = ptrtoint ptr %677 to i64
  %679 = ptrtoint ptr %674 to i64
  %680 = sub i64 %678, %679
  call void @_ZdlPvm(ptr noundef nonnull %674, i64 noundef %680) #16
  br label %681

681:                                              ; preds = %673, %676
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  %682 = load ptr, ptr %12, align 8, !tbaa !21
  %683 = icmp eq ptr %682, null
  br i1 %683, label %689, label %684

684:                                              ; preds = %681
  %685 = load ptr, ptr %35, align 8, !tbaa !23
  %686 = ptrtoint ptr %685 to i64
  %687 = ptrtoint ptr %682 to i64
  %688 = sub i64 %686, %687
  call void @_ZdlPvm(ptr noundef nonnull %682, i64 noundef %688) #16
  br label %689

689:                                              ; preds = %681, %684
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  %690 = load ptr, ptr %11, align 8, !tbaa !9
  %691 = icmp eq ptr %690, null
  br i1 %691, label %697, label %692

692:                                              ; preds = %689
  %693 = load ptr, ptr %32, align 8, !tbaa !18
  %694 = ptrtoint ptr %693 to i64
  %695 = ptrtoint ptr %690 to i64
  %696 = sub i64 %694, %695
  call void @_ZdlPvm(ptr noundef nonnull %690, i64 noundef %696) #16
  br label %697

697:                                              ; preds = %689, %692
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #13
  %698 = load ptr, ptr %10, align 8, !tbaa !9
  %699 = icmp eq ptr %698, null
  br i1 %699, label %705, label %700

700:                                              ; preds = %697
  %701 = load ptr, ptr %28, align 8, !tbaa !18
  %702 = ptrtoint ptr %701 to i64
  %703 = ptrtoint ptr %698 to i64
  %704 = sub i64 %702, %703
  call void @_ZdlPvm(ptr noundef nonnull %698, i64 noundef %704) #16
  br label %705

705:                                              ; preds = %697, %700
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #13
  %706 = load ptr, ptr %9, align 8, !tbaa !9
  %707 = icmp eq ptr %706, null
  br i1 %707, label %713, label %708

708:                                              ; preds = %705
  %709 = load ptr, ptr %17, align 8, !tbaa !18
  %710 = ptrtoint ptr %709 to i64
  %711 = ptrtoint ptr %706 to i64
  %712 = sub i64 %710, %711
  call void @_ZdlPvm(ptr noundef nonnull %706, i64 noundef %712) #16
  br label %713

713:                                              ; preds = %705, %708
  %714 = icmp ne i32 %665, 0
  %715 = zext i1 %714 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #13
  ret i32 %715

716:                                              ; preds = %606
  %717 = landingpad { ptr, i32 }
          cleanup
  br label %718

718:                                              ; preds = %118, %120, %609, %716, %130
  %719 = phi { ptr, i32 } [ %131, %130 ], [ %717, %716 ], [ %610, %609 ], [ %119, %118 ], [ %121, %120 ]
  %720 = load ptr, ptr %14, align 8, !tbaa !21
  %721 = icmp eq ptr %720, null
  br i1 %721, label %728, label %722

722:                                              ; preds = %718
  %723 = getelementptr inbounds i8, ptr %14, i64 16
  %724 = load ptr, ptr %723, align 8, !tbaa !23
  %725 = ptrtoint ptr %724 to i64
  %726 = ptrtoint ptr %720 to i64
  %727 = sub i64 %725, %726
  call void @_ZdlPvm(ptr noundef nonnull %720, i64 noundef %727) #16
  br label %728

728:                                              ; preds = %718, %722
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  %729 = load ptr, ptr %13, align 8, !tbaa !21
  %730 = icmp eq ptr %729, null
  br i1 %730, label %737, label %731

731:                                              ; preds = %728
  %732 = getelementptr inbounds i8, ptr %13, i64 16
  %733 = load ptr, ptr %732, align 8, !tbaa !23
  %734 = ptrtoint ptr %733 to i64
  %735 = ptrtoint ptr %729 to i64
  %736 = sub i64 %734, %735
  call void @_ZdlPvm(ptr noundef nonnull %729, i64 noundef %736) #16
  br label %737

737:                                              ; preds = %728, %731
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  %738 = load ptr, ptr %12, align 8, !tbaa !21
  %739 = icmp eq ptr %738, null
  br i1 %739, label %745, label %740

740:                                              ; preds = %737
  %741 = load ptr, ptr %35, align 8, !tbaa !23
  %742 = ptrtoint ptr %741 to i64
  %743 = ptrtoint ptr %738 to i64
  %744 = sub i64 %742, %743
  call void @_ZdlPvm(ptr noundef nonnull %738, i64 noundef %744) #16
  br label %745

745:                                              ; preds = %737, %740
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  %746 = load ptr, ptr %11, align 8, !tbaa !9
  %747 = icmp eq ptr %746, null
  br i1 %747, label %753, label %748

748:                                              ; preds = %745
  %749 = load ptr, ptr %32, align 8, !tbaa !18
  %750 = ptrtoint ptr %749 to i64
  %751 = ptrtoint ptr %746 to i64
  %752 = sub i64 %750, %751
  call void @_ZdlPvm(ptr noundef nonnull %746, i64 noundef %752) #16
  br label %753

753:                                              ; preds = %748, %745, %38
  %754 = phi { ptr, i32 } [ %39, %38 ], [ %719, %745 ], [ %719, %748 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #13
  %755 = load ptr, ptr %10, align 8, !tbaa !9
  %756 = icmp eq ptr %755, null
  br i1 %756, label %762, label %757

757:                                              ; preds = %753
  %758 = load ptr, ptr %28, align 8, !tbaa !18
  %759 = ptrtoint ptr %758 to i64
  %760 = ptrtoint ptr %755 to i64
  %761 = sub i64 %759, %760
  call void @_ZdlPvm(ptr noundef nonnull %755, i64 noundef %761) #16
  br label %762

762:                                              ; preds = %757, %753, %36
  %763 = phi { ptr, i32 } [ %37, %36 ], [ %754, %753 ], [ %754, %757 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #13
  %764 = load ptr, ptr %9, align 8, !tbaa !9
  %765 = icmp eq ptr %764, null
  br i1 %765, label %771, label %766

766:                                              ; preds = %762
  %767 = load ptr, ptr %17, align 8, !tbaa !18
  %768 = ptrtoint ptr %767 to i64
  %769 = ptrtoint ptr %764 to i64
  %770 = sub i64 %768, %769
  call void @_ZdlPvm(ptr noundef nonnull %764, i64 noundef %770) #16
  br label %771

771:                                              ; preds = %766, %762
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #13
  resume { ptr, i32 } %763
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { noreturn }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTSNSt12_Vector_baseISt5arrayIdLm2EESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!11 = !{!12, !14, i64 8}
!12 = !{!"_ZTS6Spring", !13, i64 0, !14, i64 8, !14, i64 12}
!13 = !{!"double", !7, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!13, !13, i64 0}
!16 = !{!12, !14, i64 12}
!17 = !{!12, !13, i64 0}
!18 = !{!10, !6, i64 16}
!19 = !{!10, !6, i64 8}
!20 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!21 = !{!22, !6, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseI6SpringSaIS0_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!23 = !{!22, !6, i64 16}
!24 = !{!14, !14, i64 0}
!25 = !{!22, !6, i64 8}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !27}
