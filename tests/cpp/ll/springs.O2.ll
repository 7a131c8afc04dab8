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
  br label %666

38:                                               ; preds = %25
  %39 = landingpad { ptr, i32 }
          cleanup
  br label %657

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

105:                                              ; preds = %98, %104
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
  br label %622

120:                                              ; preds = %85
  %121 = landingpad { ptr, i32 }
          cleanup
  br label %622

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
  br label %622

132:                                              ; preds = %122, %132
  %133 = phi ptr [ %134, %132 ], [ %123, %122 ]
  store double 0.000000e+00, ptr %133, align 8, !tbaa !17
  %134 = getelementptr inbounds i8, ptr %133, i64 16
  %135 = icmp eq ptr %134, %124
  br i1 %135, label %127, label %132

136:                                              ; preds = %127, %139
  %137 = phi i64 [ %140, %139 ], [ 0, %127 ]
  %138 = shl nuw nsw i64 %137, 1
  br label %144

139:                                              ; preds = %251
  %140 = add nuw nsw i64 %137, 1
  %141 = icmp eq i64 %140, 6
  br i1 %141, label %142, label %136, !llvm.loop !28

142:                                              ; preds = %139
  %143 = load ptr, ptr %12, align 8, !tbaa !5
  br label %335

144:                                              ; preds = %136, %251
  %145 = phi i1 [ true, %136 ], [ false, %251 ]
  %146 = phi i64 [ 0, %136 ], [ 1, %251 ]
  %147 = load ptr, ptr %9, align 8, !tbaa !9
  %148 = getelementptr inbounds %"struct.std::array", ptr %147, i64 %137
  %149 = getelementptr inbounds [2 x double], ptr %148, i64 0, i64 %146
  %150 = load double, ptr %149, align 8, !tbaa !15
  %151 = fadd double %150, 0x3EB0C6F7A0B5ED8D
  store double %151, ptr %149, align 8, !tbaa !15
  %152 = load ptr, ptr %12, align 8, !tbaa !5
  %153 = load ptr, ptr %34, align 8, !tbaa !5
  %154 = icmp eq ptr %152, %153
  br i1 %154, label %155, label %157

155:                                              ; preds = %144
  %156 = fadd double %150, 0xBEB0C6F7A0B5ED8D
  store double %156, ptr %149, align 8, !tbaa !15
  br label %219

157:                                              ; preds = %144, %157
  %158 = phi double [ %183, %157 ], [ 0.000000e+00, %144 ]
  %159 = phi ptr [ %184, %157 ], [ %152, %144 ]
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  %161 = load i32, ptr %160, align 8, !tbaa !11
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds %"struct.std::array", ptr %147, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !15
  %165 = getelementptr inbounds i8, ptr %159, i64 12
  %166 = load i32, ptr %165, align 4, !tbaa !16
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds %"struct.std::array", ptr %147, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !15
  %170 = fsub double %164, %169
  %171 = getelementptr inbounds i8, ptr %163, i64 8
  %172 = load double, ptr %171, align 8, !tbaa !15
  %173 = getelementptr inbounds i8, ptr %168, i64 8
  %174 = load double, ptr %173, align 8, !tbaa !15
  %175 = fsub double %172, %174
  %176 = fmul double %175, %175
  %177 = call double @llvm.fmuladd.f64(double %170, double %170, double %176)
  %178 = call double @llvm.sqrt.f64(double %177)
  %179 = load double, ptr %159, align 8, !tbaa !17
  %180 = fmul double %179, 5.000000e-01
  %181 = fadd double %178, -1.000000e+00
  %182 = fmul double %180, %181
  %183 = call double @llvm.fmuladd.f64(double %182, double %181, double %158)
  %184 = getelementptr inbounds i8, ptr %159, i64 16
  %185 = icmp eq ptr %184, %153
  br i1 %185, label %186, label %157

186:                                              ; preds = %157
  %187 = fadd double %150, 0xBEB0C6F7A0B5ED8D
  store double %187, ptr %149, align 8, !tbaa !15
  br label %188

188:                                              ; preds = %186, %188
  %189 = phi double [ %214, %188 ], [ 0.000000e+00, %186 ]
  %190 = phi ptr [ %215, %188 ], [ %152, %186 ]
  %191 = getelementptr inbounds i8, ptr %190, i64 8
  %192 = load i32, ptr %191, align 8, !tbaa !11
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds %"struct.std::array", ptr %147, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !15
  %196 = getelementptr inbounds i8, ptr %190, i64 12
  %197 = load i32, ptr %196, align 4, !tbaa !16
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds %"struct.std::array", ptr %147, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !15
  %201 = fsub double %195, %200
  %202 = getelementptr inbounds i8, ptr %194, i64 8
  %203 = load double, ptr %202, align 8, !tbaa !15
  %204 = getelementptr inbounds i8, ptr %199, i64 8
  %205 = load double, ptr %204, align 8, !tbaa !15
  %206 = fsub double %203, %205
  %207 = fmul double %206, %206
  %208 = call double @llvm.fmuladd.f64(double %201, double %201, double %207)
  %209 = call double @llvm.sqrt.f64(double %208)
  %210 = load double, ptr %190, align 8, !tbaa !17
  %211 = fmul double %210, 5.000000e-01
  %212 = fadd double %209, -1.000000e+00
  %213 = fmul double %211, %212
  %214 = call double @llvm.fmuladd.f64(double %213, double %212, double %189)
  %215 = getelementptr inbounds i8, ptr %190, i64 16
  %216 = icmp eq ptr %215, %153
  br i1 %216, label %217, label %188

217:                                              ; preds = %188
  %218 = fsub double %183, %214
  br label %219

219:                                              ; preds = %217, %155
  %220 = phi double [ 0.000000e+00, %155 ], [ %218, %217 ]
  store double %150, ptr %149, align 8, !tbaa !15
  %221 = or disjoint i64 %146, %138
  %222 = trunc nuw nsw i64 %221 to i32
  %223 = uitofp nneg i32 %222 to double
  %224 = load ptr, ptr %10, align 8, !tbaa !9
  %225 = getelementptr inbounds %"struct.std::array", ptr %224, i64 %137
  %226 = getelementptr inbounds [2 x double], ptr %225, i64 0, i64 %146
  %227 = load double, ptr %226, align 8, !tbaa !15
  %228 = fdiv double %220, 2.000000e-06
  %229 = call double @llvm.fabs.f64(double %228)
  %230 = fcmp ogt double %229, 1.000000e+00
  %231 = select i1 %230, double %229, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %227, ptr %8, align 8, !tbaa !15
  %232 = load volatile double, ptr %8, align 8, !tbaa !15
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ueq double %233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %234, label %246, label %235

235:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %228, ptr %7, align 8, !tbaa !15
  %236 = load volatile double, ptr %7, align 8, !tbaa !15
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ueq double %237, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %238, label %246, label %239

239:                                              ; preds = %235
  %240 = fsub double %227, %228
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fmul double %231, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ole double %241, %242
  %244 = select i1 %243, ptr @.str.6, ptr @.str.7
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %223, double noundef %227, double noundef %228, ptr noundef nonnull %244)
  br i1 %243, label %251, label %248

246:                                              ; preds = %235, %219
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %223, double noundef %227, double noundef %228, ptr noundef nonnull @.str.7)
  br label %248

248:                                              ; preds = %246, %239
  %249 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %251

251:                                              ; preds = %248, %239
  br i1 %145, label %144, label %139, !llvm.loop !29

252:                                              ; preds = %456
  %253 = uitofp nneg i32 %459 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %253, ptr %6, align 8, !tbaa !15
  %254 = load volatile double, ptr %6, align 8, !tbaa !15
  %255 = call double @llvm.fabs.f64(double %254)
  %256 = fcmp ueq double %255, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %256, label %265, label %257

257:                                              ; preds = %252
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !15
  %258 = load volatile double, ptr %5, align 8, !tbaa !15
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = fcmp ueq double %259, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %260, label %265, label %261

261:                                              ; preds = %257
  %262 = icmp eq i32 %459, 0
  %263 = select i1 %262, ptr @.str.6, ptr @.str.7
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %253, double noundef 0.000000e+00, ptr noundef nonnull %263)
  br i1 %262, label %270, label %267

265:                                              ; preds = %257, %252
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef 0.000000e+00, double noundef %253, double noundef 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %267

267:                                              ; preds = %265, %261
  %268 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %270

270:                                              ; preds = %261, %267
  %271 = load ptr, ptr %11, align 8, !tbaa !9
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %271, align 8
  %272 = load ptr, ptr %11, align 8, !tbaa !9
  %273 = load double, ptr %272, align 8, !tbaa !15
  %274 = load ptr, ptr %10, align 8, !tbaa !9
  %275 = load double, ptr %274, align 8, !tbaa !15
  %276 = getelementptr inbounds i8, ptr %272, i64 8
  %277 = load double, ptr %276, align 8, !tbaa !15
  %278 = getelementptr inbounds i8, ptr %274, i64 8
  %279 = load double, ptr %278, align 8, !tbaa !15
  %280 = fmul double %277, %279
  %281 = call double @llvm.fmuladd.f64(double %273, double %275, double %280)
  %282 = fadd double %281, 0.000000e+00
  %283 = getelementptr inbounds i8, ptr %272, i64 16
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFDAA22657537205>, ptr %283, align 8
  %284 = getelementptr inbounds i8, ptr %274, i64 16
  %285 = load double, ptr %284, align 8, !tbaa !15
  %286 = getelementptr inbounds i8, ptr %274, i64 24
  %287 = load double, ptr %286, align 8, !tbaa !15
  %288 = fmul double %287, 0xBFDAA22657537205
  %289 = call double @llvm.fmuladd.f64(double %285, double 0x3FC210386DB6D55B, double %288)
  %290 = fadd double %282, %289
  %291 = getelementptr inbounds i8, ptr %272, i64 32
  store <2 x double> <double 0xBFD1E1F18AB0A2C0, double 0xBFE4EAA606DB24C1>, ptr %291, align 8
  %292 = getelementptr inbounds i8, ptr %274, i64 32
  %293 = load double, ptr %292, align 8, !tbaa !15
  %294 = getelementptr inbounds i8, ptr %274, i64 40
  %295 = load double, ptr %294, align 8, !tbaa !15
  %296 = fmul double %295, 0xBFE4EAA606DB24C1
  %297 = call double @llvm.fmuladd.f64(double %293, double 0xBFD1E1F18AB0A2C0, double %296)
  %298 = fadd double %290, %297
  %299 = getelementptr inbounds i8, ptr %272, i64 48
  store <2 x double> <double 0x3FDA6026360C2F91, double 0x3FEEB9B7097822F5>, ptr %299, align 8
  %300 = getelementptr inbounds i8, ptr %274, i64 48
  %301 = load double, ptr %300, align 8, !tbaa !15
  %302 = getelementptr inbounds i8, ptr %274, i64 56
  %303 = load double, ptr %302, align 8, !tbaa !15
  %304 = fmul double %303, 0x3FEEB9B7097822F5
  %305 = call double @llvm.fmuladd.f64(double %301, double 0x3FDA6026360C2F91, double %304)
  %306 = fadd double %298, %305
  %307 = getelementptr inbounds i8, ptr %272, i64 64
  store <2 x double> <double 0xBFE12B9AF7D765A5, double 0xBFC29FBEBF632F94>, ptr %307, align 8
  %308 = getelementptr inbounds i8, ptr %274, i64 64
  %309 = load double, ptr %308, align 8, !tbaa !15
  %310 = getelementptr inbounds i8, ptr %274, i64 72
  %311 = load double, ptr %310, align 8, !tbaa !15
  %312 = fmul double %311, 0xBFC29FBEBF632F94
  %313 = call double @llvm.fmuladd.f64(double %309, double 0xBFE12B9AF7D765A5, double %312)
  %314 = fadd double %306, %313
  %315 = getelementptr inbounds i8, ptr %272, i64 80
  store <2 x double> <double 0x3FE4CF2871CEC2E8, double 0xBFEAD9AC890C6B1F>, ptr %315, align 8
  %316 = getelementptr inbounds i8, ptr %274, i64 80
  %317 = load double, ptr %316, align 8, !tbaa !15
  %318 = getelementptr inbounds i8, ptr %274, i64 88
  %319 = load double, ptr %318, align 8, !tbaa !15
  %320 = fmul double %319, 0xBFEAD9AC890C6B1F
  %321 = call double @llvm.fmuladd.f64(double %317, double 0x3FE4CF2871CEC2E8, double %320)
  %322 = fadd double %314, %321
  %323 = load ptr, ptr %34, align 8, !tbaa !5
  %324 = load ptr, ptr %12, align 8, !tbaa !5
  %325 = ptrtoint ptr %323 to i64
  %326 = ptrtoint ptr %324 to i64
  %327 = sub i64 %325, %326
  %328 = getelementptr inbounds i8, ptr %14, i64 16
  %329 = load ptr, ptr %328, align 8, !tbaa !23
  %330 = load ptr, ptr %14, align 8, !tbaa !5
  %331 = ptrtoint ptr %329 to i64
  %332 = ptrtoint ptr %330 to i64
  %333 = sub i64 %331, %332
  %334 = icmp ugt i64 %327, %333
  br i1 %334, label %462, label %476

335:                                              ; preds = %142, %456
  %336 = phi ptr [ %143, %142 ], [ %445, %456 ]
  %337 = phi i64 [ 0, %142 ], [ %460, %456 ]
  %338 = phi i32 [ 0, %142 ], [ %459, %456 ]
  %339 = getelementptr inbounds %struct.Spring, ptr %336, i64 %337
  %340 = load double, ptr %339, align 8, !tbaa !17
  %341 = fadd double %340, 0x3EB0C6F7A0B5ED8D
  store double %341, ptr %339, align 8, !tbaa !17
  %342 = load ptr, ptr %34, align 8, !tbaa !5
  %343 = icmp eq ptr %336, %342
  br i1 %343, label %344, label %346

344:                                              ; preds = %335
  %345 = fadd double %340, 0xBEB0C6F7A0B5ED8D
  store double %345, ptr %339, align 8, !tbaa !17
  br label %410

346:                                              ; preds = %335
  %347 = load ptr, ptr %9, align 8, !tbaa !9
  br label %348

348:                                              ; preds = %348, %346
  %349 = phi double [ 0.000000e+00, %346 ], [ %374, %348 ]
  %350 = phi ptr [ %336, %346 ], [ %375, %348 ]
  %351 = getelementptr inbounds i8, ptr %350, i64 8
  %352 = load i32, ptr %351, align 8, !tbaa !11
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds %"struct.std::array", ptr %347, i64 %353
  %355 = load double, ptr %354, align 8, !tbaa !15
  %356 = getelementptr inbounds i8, ptr %350, i64 12
  %357 = load i32, ptr %356, align 4, !tbaa !16
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds %"struct.std::array", ptr %347, i64 %358
  %360 = load double, ptr %359, align 8, !tbaa !15
  %361 = fsub double %355, %360
  %362 = getelementptr inbounds i8, ptr %354, i64 8
  %363 = load double, ptr %362, align 8, !tbaa !15
  %364 = getelementptr inbounds i8, ptr %359, i64 8
  %365 = load double, ptr %364, align 8, !tbaa !15
  %366 = fsub double %363, %365
  %367 = fmul double %366, %366
  %368 = call double @llvm.fmuladd.f64(double %361, double %361, double %367)
  %369 = call double @llvm.sqrt.f64(double %368)
  %370 = load double, ptr %350, align 8, !tbaa !17
  %371 = fmul double %370, 5.000000e-01
  %372 = fadd double %369, -1.000000e+00
  %373 = fmul double %371, %372
  %374 = call double @llvm.fmuladd.f64(double %373, double %372, double %349)
  %375 = getelementptr inbounds i8, ptr %350, i64 16
  %376 = icmp eq ptr %375, %342
  br i1 %376, label %377, label %348

377:                                              ; preds = %348
  %378 = fadd double %340, 0xBEB0C6F7A0B5ED8D
  store double %378, ptr %339, align 8, !tbaa !17
  br label %379

379:                                              ; preds = %379, %377
  %380 = phi double [ 0.000000e+00, %377 ], [ %405, %379 ]
  %381 = phi ptr [ %336, %377 ], [ %406, %379 ]
  %382 = getelementptr inbounds i8, ptr %381, i64 8
  %383 = load i32, ptr %382, align 8, !tbaa !11
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds %"struct.std::array", ptr %347, i64 %384
  %386 = load double, ptr %385, align 8, !tbaa !15
  %387 = getelementptr inbounds i8, ptr %381, i64 12
  %388 = load i32, ptr %387, align 4, !tbaa !16
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds %"struct.std::array", ptr %347, i64 %389
  %391 = load double, ptr %390, align 8, !tbaa !15
  %392 = fsub double %386, %391
  %393 = getelementptr inbounds i8, ptr %385, i64 8
  %394 = load double, ptr %393, align 8, !tbaa !15
  %395 = getelementptr inbounds i8, ptr %390, i64 8
  %396 = load double, ptr %395, align 8, !tbaa !15
  %397 = fsub double %394, %396
  %398 = fmul double %397, %397
  %399 = call double @llvm.fmuladd.f64(double %392, double %392, double %398)
  %400 = call double @llvm.sqrt.f64(double %399)
  %401 = load double, ptr %381, align 8, !tbaa !17
  %402 = fmul double %401, 5.000000e-01
  %403 = fadd double %400, -1.000000e+00
  %404 = fmul double %402, %403
  %405 = call double @llvm.fmuladd.f64(double %404, double %403, double %380)
  %406 = getelementptr inbounds i8, ptr %381, i64 16
  %407 = icmp eq ptr %406, %342
  br i1 %407, label %408, label %379

408:                                              ; preds = %379
  %409 = fsub double %374, %405
  br label %410

410:                                              ; preds = %408, %344
  %411 = phi double [ 0.000000e+00, %344 ], [ %409, %408 ]
  store double %340, ptr %339, align 8, !tbaa !17
  %412 = trunc nuw nsw i64 %337 to i32
  %413 = uitofp nneg i32 %412 to double
  %414 = load ptr, ptr %13, align 8, !tbaa !21
  %415 = getelementptr inbounds %struct.Spring, ptr %414, i64 %337
  %416 = load double, ptr %415, align 8, !tbaa !17
  %417 = fdiv double %411, 2.000000e-06
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fcmp ogt double %418, 1.000000e+00
  %420 = select i1 %419, double %418, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %416, ptr %4, align 8, !tbaa !15
  %421 = load volatile double, ptr %4, align 8, !tbaa !15
  %422 = call double @llvm.fabs.f64(double %421)
  %423 = fcmp ueq double %422, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %423, label %435, label %424

424:                                              ; preds = %410
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %417, ptr %3, align 8, !tbaa !15
  %425 = load volatile double, ptr %3, align 8, !tbaa !15
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fcmp ueq double %426, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %427, label %435, label %428

428:                                              ; preds = %424
  %429 = fsub double %416, %417
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fmul double %420, 0x3EB0C6F7A0B5ED8D
  %432 = fcmp ole double %430, %431
  %433 = select i1 %432, ptr @.str.6, ptr @.str.7
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %413, double noundef %416, double noundef %417, ptr noundef nonnull %433)
  br i1 %432, label %440, label %437

435:                                              ; preds = %424, %410
  %436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %413, double noundef %416, double noundef %417, ptr noundef nonnull @.str.7)
  br label %437

437:                                              ; preds = %435, %428
  %438 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %439 = add nsw i32 %438, 1
  store i32 %439, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %440

440:                                              ; preds = %437, %428
  %441 = load ptr, ptr %13, align 8, !tbaa !21
  %442 = getelementptr inbounds %struct.Spring, ptr %441, i64 %337
  %443 = getelementptr inbounds i8, ptr %442, i64 8
  %444 = load i32, ptr %443, align 8, !tbaa !11
  %445 = load ptr, ptr %12, align 8, !tbaa !5
  %446 = getelementptr inbounds %struct.Spring, ptr %445, i64 %337
  %447 = getelementptr inbounds i8, ptr %446, i64 8
  %448 = load i32, ptr %447, align 8, !tbaa !11
  %449 = icmp eq i32 %444, %448
  br i1 %449, label %450, label %456

450:                                              ; preds = %440
  %451 = getelementptr inbounds i8, ptr %442, i64 12
  %452 = load i32, ptr %451, align 4, !tbaa !16
  %453 = getelementptr inbounds i8, ptr %446, i64 12
  %454 = load i32, ptr %453, align 4, !tbaa !16
  %455 = icmp ne i32 %452, %454
  br label %456

456:                                              ; preds = %450, %440
  %457 = phi i1 [ true, %440 ], [ %455, %450 ]
  %458 = zext i1 %457 to i32
  %459 = add nuw nsw i32 %338, %458
  %460 = add nuw nsw i64 %337, 1
  %461 = icmp eq i64 %460, 40
  br i1 %461, label %252, label %335, !llvm.loop !30

462:                                              ; preds = %270
  %463 = icmp ugt i64 %327, 9223372036854775792
  br i1 %463, label %464, label %466, !prof !20

464:                                              ; preds = %462
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #15
          to label %465 unwind label %513

465:                                              ; preds = %464
  unreachable

466:                                              ; preds = %462
  %467 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %327) #14
          to label %468 unwind label %513

468:                                              ; preds = %466
  %469 = icmp eq ptr %323, %324
  br i1 %469, label %471, label %470

470:                                              ; preds = %468
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %467, ptr align 8 %324, i64 %327, i1 false)
  br label %471

471:                                              ; preds = %470, %468
  %472 = icmp eq ptr %330, null
  br i1 %472, label %474, label %473

473:                                              ; preds = %471
  call void @_ZdlPvm(ptr noundef nonnull %330, i64 noundef %333) #16
  br label %474

474:                                              ; preds = %473, %471
  store ptr %467, ptr %14, align 8, !tbaa !21
  %475 = getelementptr inbounds i8, ptr %467, i64 %327
  store ptr %475, ptr %328, align 8, !tbaa !23
  br label %506

476:                                              ; preds = %270
  %477 = getelementptr inbounds i8, ptr %14, i64 8
  %478 = load ptr, ptr %477, align 8, !tbaa !25
  %479 = ptrtoint ptr %478 to i64
  %480 = sub i64 %479, %332
  %481 = icmp ult i64 %480, %327
  br i1 %481, label %485, label %482

482:                                              ; preds = %476
  %483 = icmp eq ptr %323, %324
  br i1 %483, label %506, label %484

484:                                              ; preds = %482
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %330, ptr align 8 %324, i64 %327, i1 false)
  br label %506

485:                                              ; preds = %476
  %486 = icmp eq ptr %478, %330
  br i1 %486, label %495, label %487

487:                                              ; preds = %485
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %330, ptr align 8 %324, i64 %480, i1 false)
  %488 = load ptr, ptr %12, align 8, !tbaa !21
  %489 = load ptr, ptr %477, align 8, !tbaa !25
  %490 = load ptr, ptr %14, align 8, !tbaa !21
  %491 = load ptr, ptr %34, align 8, !tbaa !25
  %492 = ptrtoint ptr %489 to i64
  %493 = ptrtoint ptr %490 to i64
  %494 = sub i64 %492, %493
  br label %495

495:                                              ; preds = %487, %485
  %496 = phi i64 [ %480, %485 ], [ %494, %487 ]
  %497 = phi ptr [ %323, %485 ], [ %491, %487 ]
  %498 = phi ptr [ %478, %485 ], [ %489, %487 ]
  %499 = phi ptr [ %324, %485 ], [ %488, %487 ]
  %500 = getelementptr inbounds i8, ptr %499, i64 %496
  %501 = icmp eq ptr %497, %500
  br i1 %501, label %506, label %502

502:                                              ; preds = %495
  %503 = ptrtoint ptr %497 to i64
  %504 = ptrtoint ptr %500 to i64
  %505 = sub i64 %503, %504
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %498, ptr align 8 %500, i64 %505, i1 false)
  br label %506

506:                                              ; preds = %474, %482, %484, %495, %502
  %507 = load ptr, ptr %14, align 8, !tbaa !21
  %508 = getelementptr inbounds i8, ptr %507, i64 %327
  %509 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %508, ptr %509, align 8, !tbaa !25
  br label %515

510:                                              ; preds = %515
  %511 = load i32, ptr @enzyme_dup, align 4, !tbaa !24
  %512 = invoke noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %511, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %511, ptr noundef nonnull %12, ptr noundef nonnull %14)
          to label %541 unwind label %620

513:                                              ; preds = %466, %464
  %514 = landingpad { ptr, i32 }
          cleanup
  br label %622

515:                                              ; preds = %515, %506
  %516 = phi i64 [ 0, %506 ], [ %539, %515 ]
  %517 = phi double [ %322, %506 ], [ %538, %515 ]
  %518 = trunc nuw nsw i64 %516 to i32
  %519 = uitofp nneg i32 %518 to double
  %520 = call noundef double @cos(double noundef %519) #13
  %521 = fmul double %520, 1.000000e-01
  %522 = load ptr, ptr %14, align 8, !tbaa !21
  %523 = getelementptr inbounds %struct.Spring, ptr %522, i64 %516
  store double %521, ptr %523, align 8, !tbaa !17
  %524 = load ptr, ptr %13, align 8, !tbaa !21
  %525 = getelementptr inbounds %struct.Spring, ptr %524, i64 %516
  %526 = load double, ptr %525, align 8, !tbaa !17
  %527 = call double @llvm.fmuladd.f64(double %521, double %526, double %517)
  %528 = or disjoint i64 %516, 1
  %529 = trunc nuw nsw i64 %528 to i32
  %530 = uitofp nneg i32 %529 to double
  %531 = call noundef double @cos(double noundef %530) #13
  %532 = fmul double %531, 1.000000e-01
  %533 = load ptr, ptr %14, align 8, !tbaa !21
  %534 = getelementptr inbounds %struct.Spring, ptr %533, i64 %528
  store double %532, ptr %534, align 8, !tbaa !17
  %535 = load ptr, ptr %13, align 8, !tbaa !21
  %536 = getelementptr inbounds %struct.Spring, ptr %535, i64 %528
  %537 = load double, ptr %536, align 8, !tbaa !17
  %538 = call double @llvm.fmuladd.f64(double %532, double %537, double %527)
  %539 = add nuw nsw i64 %516, 2
  %540 = icmp eq i64 %539, 40
  br i1 %540, label %510, label %515, !llvm.loop !31

541:                                              ; preds = %510
  %542 = call double @llvm.fabs.f64(double %538)
  %543 = fcmp ogt double %542, 1.000000e+00
  %544 = select i1 %543, double %542, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %512, ptr %2, align 8, !tbaa !15
  %545 = load volatile double, ptr %2, align 8, !tbaa !15
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ueq double %546, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %547, label %561, label %548

548:                                              ; preds = %541
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %538, ptr %1, align 8, !tbaa !15
  %549 = load volatile double, ptr %1, align 8, !tbaa !15
  %550 = call double @llvm.fabs.f64(double %549)
  %551 = fcmp ueq double %550, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %551, label %561, label %552

552:                                              ; preds = %548
  %553 = fsub double %512, %538
  %554 = call double @llvm.fabs.f64(double %553)
  %555 = fmul double %544, 1.000000e-09
  %556 = fcmp ole double %554, %555
  %557 = select i1 %556, ptr @.str.6, ptr @.str.7
  %558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %512, double noundef %538, ptr noundef nonnull %557)
  br i1 %556, label %559, label %563

559:                                              ; preds = %552
  %560 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %566

561:                                              ; preds = %548, %541
  %562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef 0.000000e+00, double noundef %512, double noundef %538, ptr noundef nonnull @.str.7)
  br label %563

563:                                              ; preds = %561, %552
  %564 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %565 = add nsw i32 %564, 1
  store i32 %565, ptr @_ZL6n_fail, align 4, !tbaa !24
  br label %566

566:                                              ; preds = %559, %563
  %567 = phi i32 [ %560, %559 ], [ %565, %563 ]
  %568 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %567)
  %569 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !24
  %570 = load ptr, ptr %14, align 8, !tbaa !21
  %571 = icmp eq ptr %570, null
  br i1 %571, label %577, label %572

572:                                              ; preds = %566
  %573 = load ptr, ptr %328, align 8, !tbaa !23
  %574 = ptrtoint ptr %573 to i64
  %575 = ptrtoint ptr %570 to i64
  %576 = sub i64 %574, %575
  call void @_ZdlPvm(ptr noundef nonnull %570, i64 noundef %576) #16
  br label %577

577:                                              ; preds = %566, %572
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  %578 = load ptr, ptr %13, align 8, !tbaa !21
  %579 = icmp eq ptr %578, null
  br i1 %579, label %585, label %580

580:                                              ; preds = %577
  %581 = load ptr, ptr %44, align 8, !tbaa !23
  %582 = ptrtoint ptr %581 to i64
  %583 = ptrtoint ptr %578 to i64
  %584 = sub i64 %582, %583
  call void @_ZdlPvm(ptr noundef nonnull %578, i64 noundef %584) #16
  br label %585

585:                                              ; preds = %577, %580
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  %586 = load ptr, ptr %12, align 8, !tbaa !21
  %587 = icmp eq ptr %586, null
  br i1 %587, label %593, label %588

588:                                              ; preds = %585
  %589 = load ptr, ptr %35, align 8, !tbaa !23
  %590 = ptrtoint ptr %589 to i64
  %591 = ptrtoint ptr %586 to i64
  %592 = sub i64 %590, %591
  call void @_ZdlPvm(ptr noundef nonnull %586, i64 noundef %592) #16
  br label %593

593:                                              ; preds = %585, %588
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  %594 = load ptr, ptr %11, align 8, !tbaa !9
  %595 = icmp eq ptr %594, null
  br i1 %595, label %601, label %596

596:                                              ; preds = %593
  %597 = load ptr, ptr %32, align 8, !tbaa !18
  %598 = ptrtoint ptr %597 to i64
  %599 = ptrtoint ptr %594 to i64
  %600 = sub i64 %598, %599
  call void @_ZdlPvm(ptr noundef nonnull %594, i64 noundef %600) #16
  br label %601

601:                                              ; preds = %593, %596
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #13
  %602 = load ptr, ptr %10, align 8, !tbaa !9
  %603 = icmp eq ptr %602, null
  br i1 %603, label %609, label %604

604:                                              ; preds = %601
  %605 = load ptr, ptr %28, align 8, !tbaa !18
  %606 = ptrtoint ptr %605 to i64
  %607 = ptrtoint ptr %602 to i64
  %608 = sub i64 %606, %607
  call void @_ZdlPvm(ptr noundef nonnull %602, i64 noundef %608) #16
  br label %609

609:                                              ; preds = %601, %604
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #13
  %610 = load ptr, ptr %9, align 8, !tbaa !9
  %611 = icmp eq ptr %610, null
  br i1 %611, label %617, label %612

612:                                              ; preds = %609
  %613 = load ptr, ptr %17, align 8, !tbaa !18
  %614 = ptrtoint ptr %613 to i64
  %615 = ptrtoint ptr %610 to i64
  %616 = sub i64 %614, %615
  call void @_ZdlPvm(ptr noundef nonnull %610, i64 noundef %616) #16
  br label %617

617:                                              ; preds = %609, %612
  %618 = icmp ne i32 %569, 0
  %619 = zext i1 %618 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #13
  ret i32 %619

620:                                              ; preds = %510
  %621 = landingpad { ptr, i32 }
          cleanup
  br label %622

622:                                              ; preds = %118, %120, %513, %620, %130
  %623 = phi { ptr, i32 } [ %131, %130 ], [ %621, %620 ], [ %514, %513 ], [ %119, %118 ], [ %121, %120 ]
  %624 = load ptr, ptr %14, align 8, !tbaa !21
  %625 = icmp eq ptr %624, null
  br i1 %625, label %632, label %626

626:                                              ; preds = %622
  %627 = getelementptr inbounds i8, ptr %14, i64 16
  %628 = load ptr, ptr %627, align 8, !tbaa !23
  %629 = ptrtoint ptr %628 to i64
  %630 = ptrtoint ptr %624 to i64
  %631 = sub i64 %629, %630
  call void @_ZdlPvm(ptr noundef nonnull %624, i64 noundef %631) #16
  br label %632

632:                                              ; preds = %622, %626
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #13
  %633 = load ptr, ptr %13, align 8, !tbaa !21
  %634 = icmp eq ptr %633, null
  br i1 %634, label %641, label %635

635:                                              ; preds = %632
  %636 = getelementptr inbounds i8, ptr %13, i64 16
  %637 = load ptr, ptr %636, align 8, !tbaa !23
  %638 = ptrtoint ptr %637 to i64
  %639 = ptrtoint ptr %633 to i64
  %640 = sub i64 %638, %639
  call void @_ZdlPvm(ptr noundef nonnull %633, i64 noundef %640) #16
  br label %641

641:                                              ; preds = %632, %635
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #13
  %642 = load ptr, ptr %12, align 8, !tbaa !21
  %643 = icmp eq ptr %642, null
  br i1 %643, label %649, label %644

644:                                              ; preds = %641
  %645 = load ptr, ptr %35, align 8, !tbaa !23
  %646 = ptrtoint ptr %645 to i64
  %647 = ptrtoint ptr %642 to i64
  %648 = sub i64 %646, %647
  call void @_ZdlPvm(ptr noundef nonnull %642, i64 noundef %648) #16
  br label %649

649:                                              ; preds = %641, %644
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #13
  %650 = load ptr, ptr %11, align 8, !tbaa !9
  %651 = icmp eq ptr %650, null
  br i1 %651, label %657, label %652

652:                                              ; preds = %649
  %653 = load ptr, ptr %32, align 8, !tbaa !18
  %654 = ptrtoint ptr %653 to i64
  %655 = ptrtoint ptr %650 to i64
  %656 = sub i64 %654, %655
  call void @_ZdlPvm(ptr noundef nonnull %650, i64 noundef %656) #16
  br label %657

657:                                              ; preds = %652, %649, %38
  %658 = phi { ptr, i32 } [ %39, %38 ], [ %623, %649 ], [ %623, %652 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #13
  %659 = load ptr, ptr %10, align 8, !tbaa !9
  %660 = icmp eq ptr %659, null
  br i1 %660, label %666, label %661

661:                                              ; preds = %657
  %662 = load ptr, ptr %28, align 8, !tbaa !18
  %663 = ptrtoint ptr %662 to i64
  %664 = ptrtoint ptr %659 to i64
  %665 = sub i64 %663, %664
  call void @_ZdlPvm(ptr noundef nonnull %659, i64 noundef %665) #16
  br label %666

666:                                              ; preds = %661, %657, %36
  %667 = phi { ptr, i32 } [ %37, %36 ], [ %658, %657 ], [ %658, %661 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #13
  %668 = load ptr, ptr %9, align 8, !tbaa !9
  %669 = icmp eq ptr %668, null
  br i1 %669, label %675, label %670

670:                                              ; preds = %666
  %671 = load ptr, ptr %17, align 8, !tbaa !18
  %672 = ptrtoint ptr %671 to i64
  %673 = ptrtoint ptr %668 to i64
  %674 = sub i64 %672, %673
  call void @_ZdlPvm(ptr noundef nonnull %668, i64 noundef %674) #16
  br label %675

675:                                              ; preds = %670, %666
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #13
  resume { ptr, i32 } %667
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
!31 = distinct !{!31, !27}
