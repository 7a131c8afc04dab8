; ModuleID = 'sized.cpp'
source_filename = "sized.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [8 x i8] c"sized.x\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sized.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"sized: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z6spreadPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %188

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %97

6:                                                ; preds = %141
  %7 = ptrtoint ptr %143 to i64
  %8 = icmp eq ptr %144, %145
  br i1 %8, label %90, label %9

9:                                                ; preds = %6
  %10 = ptrtoint ptr %145 to i64
  %11 = ptrtoint ptr %144 to i64
  %12 = sub i64 %10, %11
  %13 = ashr exact i64 %12, 3
  %14 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %13, i1 true)
  %15 = shl nuw nsw i64 %14, 1
  %16 = xor i64 %15, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %144, ptr nonnull %145, i64 noundef %16)
  %17 = icmp sgt i64 %12, 128
  %18 = getelementptr i8, ptr %144, i64 8
  br i1 %17, label %19, label %61

19:                                               ; preds = %9, %37
  %20 = phi i64 [ %39, %37 ], [ 8, %9 ]
  %21 = phi ptr [ %22, %37 ], [ %144, %9 ]
  %22 = getelementptr inbounds i8, ptr %144, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = load double, ptr %144, align 8, !tbaa !5
  %25 = fcmp olt double %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %19
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %18, ptr noundef nonnull align 8 dereferenceable(1) %144, i64 %20, i1 false)
  br label %37

27:                                               ; preds = %19
  %28 = load double, ptr %21, align 8, !tbaa !5
  %29 = fcmp olt double %23, %28
  br i1 %29, label %30, label %37

30:                                               ; preds = %27, %30
  %31 = phi double [ %35, %30 ], [ %28, %27 ]
  %32 = phi ptr [ %34, %30 ], [ %21, %27 ]
  %33 = phi ptr [ %32, %30 ], [ %22, %27 ]
  store double %31, ptr %33, align 8, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %32, i64 -8
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = fcmp olt double %23, %35
  br i1 %36, label %30, label %37, !llvm.loop !9

37:                                               ; preds = %30, %27, %26
  %38 = phi ptr [ %144, %26 ], [ %22, %27 ], [ %32, %30 ]
  store double %23, ptr %38, align 8, !tbaa !5
  %39 = add nuw nsw i64 %20, 8
  %40 = icmp eq i64 %39, 128
  br i1 %40, label %41, label %19, !llvm.loop !11

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %144, i64 128
  %43 = icmp eq ptr %42, %145
  br i1 %43, label %90, label %44

44:                                               ; preds = %41, %57
  %45 = phi ptr [ %59, %57 ], [ %42, %41 ]
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %45, i64 -8
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fcmp olt double %46, %48
  br i1 %49, label %50, label %57

50:                                               ; preds = %44, %50
  %51 = phi double [ %55, %50 ], [ %48, %44 ]
  %52 = phi ptr [ %54, %50 ], [ %47, %44 ]
  %53 = phi ptr [ %52, %50 ], [ %45, %44 ]
  store double %51, ptr %53, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %52, i64 -8
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fcmp olt double %46, %55
  br i1 %56, label %50, label %57, !llvm.loop !9

57:                                               ; preds = %50, %44
  %58 = phi ptr [ %45, %44 ], [ %52, %50 ]
  store double %46, ptr %58, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %45, i64 8
  %60 = icmp eq ptr %45, %142
  br i1 %60, label %90, label %44, !llvm.loop !12

61:                                               ; preds = %9
  %62 = icmp eq ptr %144, %142
  br i1 %62, label %90, label %63

63:                                               ; preds = %61, %86
  %64 = phi ptr [ %88, %86 ], [ %18, %61 ]
  %65 = phi ptr [ %64, %86 ], [ %144, %61 ]
  %66 = load double, ptr %64, align 8, !tbaa !5
  %67 = load double, ptr %144, align 8, !tbaa !5
  %68 = fcmp olt double %66, %67
  br i1 %68, label %69, label %76

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %65, i64 16
  %71 = ptrtoint ptr %64 to i64
  %72 = sub i64 %71, %11
  %73 = ashr exact i64 %72, 3
  %74 = sub nsw i64 0, %73
  %75 = getelementptr inbounds double, ptr %70, i64 %74
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %75, ptr noundef nonnull align 8 dereferenceable(1) %144, i64 %72, i1 false)
  br label %86

76:                                               ; preds = %63
  %77 = load double, ptr %65, align 8, !tbaa !5
  %78 = fcmp olt double %66, %77
  br i1 %78, label %79, label %86

79:                                               ; preds = %76, %79
  %80 = phi double [ %84, %79 ], [ %77, %76 ]
  %81 = phi ptr [ %83, %79 ], [ %65, %76 ]
  %82 = phi ptr [ %81, %79 ], [ %64, %76 ]
  store double %80, ptr %82, align 8, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %81, i64 -8
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = fcmp olt double %66, %84
  br i1 %85, label %79, label %86, !llvm.loop !9

86:                                               ; preds = %79, %76, %69
  %87 = phi ptr [ %144, %69 ], [ %64, %76 ], [ %81, %79 ]
  store double %66, ptr %87, align 8, !tbaa !5
  %88 = getelementptr inbounds i8, ptr %64, i64 8
  %89 = icmp eq ptr %64, %142
  br i1 %89, label %90, label %63, !llvm.loop !11

90:                                               ; preds = %86, %57, %6, %41, %61
  %91 = phi i1 [ true, %6 ], [ %8, %41 ], [ false, %61 ], [ %8, %57 ], [ %8, %86 ]
  br i1 %3, label %92, label %173

92:                                               ; preds = %90
  %93 = and i64 %5, 3
  %94 = icmp ult i32 %1, 4
  br i1 %94, label %155, label %95

95:                                               ; preds = %92
  %96 = and i64 %5, 2147483644
  br label %192

97:                                               ; preds = %4, %141
  %98 = phi i64 [ 0, %4 ], [ %146, %141 ]
  %99 = phi ptr [ null, %4 ], [ %144, %141 ]
  %100 = phi ptr [ null, %4 ], [ %143, %141 ]
  %101 = phi ptr [ null, %4 ], [ %145, %141 ]
  %102 = getelementptr inbounds double, ptr %0, i64 %98
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = tail call double @sin(double noundef %103) #14
  %105 = trunc nuw nsw i64 %98 to i32
  %106 = uitofp nneg i32 %105 to double
  %107 = fmul double %106, 1.000000e-01
  %108 = load double, ptr %102, align 8, !tbaa !5
  %109 = tail call double @llvm.fmuladd.f64(double %107, double %108, double %104)
  %110 = icmp eq ptr %101, %100
  br i1 %110, label %112, label %111

111:                                              ; preds = %97
  store double %109, ptr %101, align 8, !tbaa !5
  br label %141

112:                                              ; preds = %97
  %113 = ptrtoint ptr %100 to i64
  %114 = ptrtoint ptr %99 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq i64 %115, 9223372036854775800
  br i1 %116, label %117, label %119

117:                                              ; preds = %112
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #15
          to label %118 unwind label %150

118:                                              ; preds = %117
  unreachable

119:                                              ; preds = %112
  %120 = ashr exact i64 %115, 3
  %121 = tail call i64 @llvm.umax.i64(i64 %120, i64 1)
  %122 = add nsw i64 %121, %120
  %123 = icmp ult i64 %122, %120
  %124 = tail call i64 @llvm.umin.i64(i64 %122, i64 1152921504606846975)
  %125 = select i1 %123, i64 1152921504606846975, i64 %124
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %130, label %127

127:                                              ; preds = %119
  %128 = shl nuw nsw i64 %125, 3
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %128) #16
          to label %130 unwind label %148

130:                                              ; preds = %127, %119
  %131 = phi ptr [ null, %119 ], [ %129, %127 ]
  %132 = getelementptr inbounds double, ptr %131, i64 %120
  store double %109, ptr %132, align 8, !tbaa !5
  %133 = icmp sgt i64 %115, 0
  br i1 %133, label %134, label %135

134:                                              ; preds = %130
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %131, ptr align 8 %99, i64 %115, i1 false)
  br label %135

135:                                              ; preds = %130, %134
  %136 = getelementptr inbounds i8, ptr %131, i64 %115
  %137 = icmp eq ptr %99, null
  br i1 %137, label %139, label %138

138:                                              ; preds = %135
  tail call void @_ZdlPvm(ptr noundef nonnull %99, i64 noundef %115) #17
  br label %139

139:                                              ; preds = %138, %135
  %140 = getelementptr inbounds double, ptr %131, i64 %125
  br label %141

141:                                              ; preds = %139, %111
  %142 = phi ptr [ %136, %139 ], [ %101, %111 ]
  %143 = phi ptr [ %140, %139 ], [ %100, %111 ]
  %144 = phi ptr [ %131, %139 ], [ %99, %111 ]
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = add nuw nsw i64 %98, 1
  %147 = icmp eq i64 %146, %5
  br i1 %147, label %6, label %97, !llvm.loop !13

148:                                              ; preds = %127
  %149 = landingpad { ptr, i32 }
          cleanup
  br label %152

150:                                              ; preds = %117
  %151 = landingpad { ptr, i32 }
          cleanup
  br label %152

152:                                              ; preds = %150, %148
  %153 = phi { ptr, i32 } [ %149, %148 ], [ %151, %150 ]
  %154 = icmp eq ptr %99, null
  br i1 %154, label %227, label %226

155:                                              ; preds = %192, %92
  %156 = phi double [ poison, %92 ], [ %223, %192 ]
  %157 = phi i64 [ 0, %92 ], [ %217, %192 ]
  %158 = phi double [ 0.000000e+00, %92 ], [ %223, %192 ]
  %159 = icmp eq i64 %93, 0
  br i1 %159, label %173, label %160

160:                                              ; preds = %155, %160
  %161 = phi i64 [ %164, %160 ], [ %157, %155 ]
  %162 = phi double [ %170, %160 ], [ %158, %155 ]
  %163 = phi i64 [ %171, %160 ], [ 0, %155 ]
  %164 = add nuw nsw i64 %161, 1
  %165 = trunc nuw nsw i64 %164 to i32
  %166 = uitofp nneg i32 %165 to double
  %167 = getelementptr inbounds double, ptr %144, i64 %161
  %168 = load double, ptr %167, align 8, !tbaa !5
  %169 = fmul double %168, %166
  %170 = tail call double @llvm.fmuladd.f64(double %169, double %168, double %162)
  %171 = add i64 %163, 1
  %172 = icmp eq i64 %171, %93
  br i1 %172, label %173, label %160, !llvm.loop !14

173:                                              ; preds = %155, %160, %90
  %174 = phi double [ 0.000000e+00, %90 ], [ %156, %155 ], [ %170, %160 ]
  br i1 %91, label %182, label %175

175:                                              ; preds = %173, %175
  %176 = phi double [ %179, %175 ], [ 0.000000e+00, %173 ]
  %177 = phi ptr [ %180, %175 ], [ %144, %173 ]
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = fadd double %176, %178
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = icmp eq ptr %177, %142
  br i1 %181, label %182, label %175, !llvm.loop !16

182:                                              ; preds = %175, %173
  %183 = phi double [ 0.000000e+00, %173 ], [ %179, %175 ]
  %184 = icmp eq ptr %144, null
  br i1 %184, label %188, label %185

185:                                              ; preds = %182
  %186 = ptrtoint ptr %144 to i64
  %187 = sub i64 %7, %186
  tail call void @_ZdlPvm(ptr noundef nonnull %144, i64 noundef %187) #17
  br label %188

188:                                              ; preds = %2, %182, %185
  %189 = phi double [ %183, %182 ], [ %183, %185 ], [ 0.000000e+00, %2 ]
  %190 = phi double [ %174, %182 ], [ %174, %185 ], [ 0.000000e+00, %2 ]
  %191 = fadd double %190, %189
  ret double %191

192:                                              ; preds = %192, %95
  %193 = phi i64 [ 0, %95 ], [ %217, %192 ]
  %194 = phi double [ 0.000000e+00, %95 ], [ %223, %192 ]
  %195 = phi i64 [ 0, %95 ], [ %224, %192 ]
  %196 = or disjoint i64 %193, 1
  %197 = trunc nuw nsw i64 %196 to i32
  %198 = uitofp nneg i32 %197 to double
  %199 = getelementptr inbounds double, ptr %144, i64 %193
  %200 = load double, ptr %199, align 8, !tbaa !5
  %201 = fmul double %200, %198
  %202 = tail call double @llvm.fmuladd.f64(double %201, double %200, double %194)
  %203 = or disjoint i64 %193, 2
  %204 = trunc nuw nsw i64 %203 to i32
  %205 = uitofp nneg i32 %204 to double
  %206 = getelementptr inbounds double, ptr %144, i64 %196
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fmul double %207, %205
  %209 = tail call double @llvm.fmuladd.f64(double %208, double %207, double %202)
  %210 = or disjoint i64 %193, 3
  %211 = trunc nuw nsw i64 %210 to i32
  %212 = uitofp nneg i32 %211 to double
  %213 = getelementptr inbounds double, ptr %144, i64 %203
  %214 = load double, ptr %213, align 8, !tbaa !5
  %215 = fmul double %214, %212
  %216 = tail call double @llvm.fmuladd.f64(double %215, double %214, double %209)
  %217 = add nuw nsw i64 %193, 4
  %218 = trunc nuw nsw i64 %217 to i32
  %219 = uitofp nneg i32 %218 to double
  %220 = getelementptr inbounds double, ptr %144, i64 %210
  %221 = load double, ptr %220, align 8, !tbaa !5
  %222 = fmul double %221, %219
  %223 = tail call double @llvm.fmuladd.f64(double %222, double %221, double %216)
  %224 = add i64 %195, 4
  %225 = icmp eq i64 %224, %96
  br i1 %225, label %155, label %192, !llvm.loop !17

226:                                              ; preds = %152
  tail call void @_ZdlPvm(ptr noundef nonnull %99, i64 noundef %115) #17
  br label %227

227:                                              ; preds = %152, %226
  resume { ptr, i32 } %153
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #14
  store <2 x double> <double 5.000000e-01, double -3.000000e-01>, ptr %5, align 16
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 1.200000e+00, double 8.000000e-01>, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %5, i64 32
  store double -1.100000e+00, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #14
  store <2 x double> <double 3.000000e-01, double -1.100000e+00>, ptr %7, align 16
  %10 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FE6666666666666>, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %7, i64 32
  store double 4.000000e-01, ptr %11, align 16
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %14 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %12, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %13, i32 noundef 5)
  br label %49

15:                                               ; preds = %86
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %18 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %16, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %17, i32 noundef 5)
  %19 = call double @llvm.fabs.f64(double %90)
  %20 = fcmp ogt double %19, 1.000000e+00
  %21 = select i1 %20, double %19, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %18, ptr %4, align 8, !tbaa !5
  %22 = load volatile double, ptr %4, align 8, !tbaa !5
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fcmp ueq double %23, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %24, label %38, label %25

25:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %90, ptr %3, align 8, !tbaa !5
  %26 = load volatile double, ptr %3, align 8, !tbaa !5
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %28, label %38, label %29

29:                                               ; preds = %25
  %30 = fsub double %18, %90
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fmul double %21, 1.000000e-09
  %33 = fcmp ole double %31, %32
  %34 = select i1 %33, ptr @.str.4, ptr @.str.5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %18, double noundef %90, ptr noundef nonnull %34)
  br i1 %33, label %36, label %40

36:                                               ; preds = %29
  %37 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %43

38:                                               ; preds = %25, %15
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %18, double noundef %90, ptr noundef nonnull @.str.5)
  br label %40

40:                                               ; preds = %38, %29
  %41 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %36, %40
  %44 = phi i32 [ %37, %36 ], [ %42, %40 ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #14
  ret i32 %48

49:                                               ; preds = %0, %86
  %50 = phi i64 [ 0, %0 ], [ %91, %86 ]
  %51 = phi double [ 0.000000e+00, %0 ], [ %90, %86 ]
  %52 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %50
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fadd double %53, 0x3EB0C6F7A0B5ED8D
  store double %54, ptr %52, align 8, !tbaa !5
  %55 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %56 = fadd double %53, 0xBEB0C6F7A0B5ED8D
  store double %56, ptr %52, align 8, !tbaa !5
  %57 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %53, ptr %52, align 8, !tbaa !5
  %58 = trunc nuw nsw i64 %50 to i32
  %59 = uitofp nneg i32 %58 to double
  %60 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %50
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fsub double %55, %57
  %63 = fdiv double %62, 2.000000e-06
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = fcmp ogt double %64, 1.000000e+00
  %66 = select i1 %65, double %64, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %61, ptr %2, align 8, !tbaa !5
  %67 = load volatile double, ptr %2, align 8, !tbaa !5
  %68 = call double @llvm.fabs.f64(double %67)
  %69 = fcmp ueq double %68, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %69, label %81, label %70

70:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %63, ptr %1, align 8, !tbaa !5
  %71 = load volatile double, ptr %1, align 8, !tbaa !5
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %73, label %81, label %74

74:                                               ; preds = %70
  %75 = fsub double %61, %63
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fmul double %66, 1.000000e-05
  %78 = fcmp ole double %76, %77
  %79 = select i1 %78, ptr @.str.4, ptr @.str.5
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %59, double noundef %61, double noundef %63, ptr noundef nonnull %79)
  br i1 %78, label %86, label %83

81:                                               ; preds = %70, %49
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %59, double noundef %61, double noundef %63, ptr noundef nonnull @.str.5)
  br label %83

83:                                               ; preds = %81, %74
  %84 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %86

86:                                               ; preds = %74, %83
  %87 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %50
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = load double, ptr %60, align 8, !tbaa !5
  %90 = call double @llvm.fmuladd.f64(double %88, double %89, double %51)
  %91 = add nuw nsw i64 %50, 1
  %92 = icmp eq i64 %91, 5
  br i1 %92, label %15, label %49, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #11

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #12 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = sub i64 %5, %4
  %7 = ashr exact i64 %6, 3
  %8 = icmp sgt i64 %7, 16
  br i1 %8, label %9, label %183

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i64 %2, 0
  br i1 %11, label %14, label %130

12:                                               ; preds = %178
  %13 = icmp eq i64 %134, 0
  br i1 %13, label %14, label %130, !llvm.loop !21

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %7, %9 ], [ %181, %12 ]
  %16 = phi i64 [ %6, %9 ], [ %180, %12 ]
  %17 = phi ptr [ %1, %9 ], [ %166, %12 ]
  %18 = add nsw i64 %15, -2
  %19 = lshr i64 %18, 1
  %20 = add nsw i64 %15, -1
  %21 = lshr i64 %20, 1
  %22 = and i64 %16, 8
  %23 = icmp eq i64 %22, 0
  %24 = or disjoint i64 %18, 1
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %19
  br label %27

27:                                               ; preds = %66, %14
  %28 = phi i64 [ %19, %14 ], [ %70, %66 ]
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = icmp sgt i64 %21, %28
  br i1 %31, label %32, label %47

32:                                               ; preds = %27, %32
  %33 = phi i64 [ %42, %32 ], [ %28, %27 ]
  %34 = shl i64 %33, 1
  %35 = add i64 %34, 2
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = or disjoint i64 %34, 1
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %36, align 8, !tbaa !5
  %40 = load double, ptr %38, align 8, !tbaa !5
  %41 = fcmp olt double %39, %40
  %42 = select i1 %41, i64 %37, i64 %35
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = getelementptr inbounds double, ptr %0, i64 %33
  store double %44, ptr %45, align 8, !tbaa !5
  %46 = icmp slt i64 %42, %21
  br i1 %46, label %32, label %47, !llvm.loop !22

47:                                               ; preds = %32, %27
  %48 = phi i64 [ %28, %27 ], [ %42, %32 ]
  %49 = icmp eq i64 %48, %19
  %50 = select i1 %23, i1 %49, i1 false
  br i1 %50, label %51, label %53

51:                                               ; preds = %47
  %52 = load double, ptr %25, align 8, !tbaa !5
  store double %52, ptr %26, align 8, !tbaa !5
  br label %53

53:                                               ; preds = %51, %47
  %54 = phi i64 [ %24, %51 ], [ %48, %47 ]
  %55 = icmp sgt i64 %54, %28
  br i1 %55, label %56, label %66

56:                                               ; preds = %53, %63
  %57 = phi i64 [ %59, %63 ], [ %54, %53 ]
  %58 = add nsw i64 %57, -1
  %59 = sdiv i64 %58, 2
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fcmp olt double %61, %30
  br i1 %62, label %63, label %66

63:                                               ; preds = %56
  %64 = getelementptr inbounds double, ptr %0, i64 %57
  store double %61, ptr %64, align 8, !tbaa !5
  %65 = icmp sgt i64 %59, %28
  br i1 %65, label %56, label %66, !llvm.loop !23

66:                                               ; preds = %63, %56, %53
  %67 = phi i64 [ %54, %53 ], [ %57, %56 ], [ %59, %63 ]
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  store double %30, ptr %68, align 8, !tbaa !5
  %69 = icmp eq i64 %28, 0
  %70 = add nsw i64 %28, -1
  br i1 %69, label %71, label %27, !llvm.loop !24

71:                                               ; preds = %66
  %72 = icmp sgt i64 %16, 8
  br i1 %72, label %73, label %183

73:                                               ; preds = %71, %126
  %74 = phi ptr [ %75, %126 ], [ %17, %71 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 -8
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = load double, ptr %0, align 8, !tbaa !5
  store double %77, ptr %75, align 8, !tbaa !5
  %78 = ptrtoint ptr %75 to i64
  %79 = sub i64 %78, %4
  %80 = ashr exact i64 %79, 3
  %81 = add nsw i64 %80, -1
  %82 = sdiv i64 %81, 2
  %83 = icmp sgt i64 %80, 2
  br i1 %83, label %84, label %99

84:                                               ; preds = %73, %84
  %85 = phi i64 [ %94, %84 ], [ 0, %73 ]
  %86 = shl i64 %85, 1
  %87 = add i64 %86, 2
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = or disjoint i64 %86, 1
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %88, align 8, !tbaa !5
  %92 = load double, ptr %90, align 8, !tbaa !5
  %93 = fcmp olt double %91, %92
  %94 = select i1 %93, i64 %89, i64 %87
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = getelementptr inbounds double, ptr %0, i64 %85
  store double %96, ptr %97, align 8, !tbaa !5
  %98 = icmp slt i64 %94, %82
  br i1 %98, label %84, label %99, !llvm.loop !22

99:                                               ; preds = %84, %73
  %100 = phi i64 [ 0, %73 ], [ %94, %84 ]
  %101 = and i64 %79, 8
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %113

103:                                              ; preds = %99
  %104 = add nsw i64 %80, -2
  %105 = ashr exact i64 %104, 1
  %106 = icmp eq i64 %100, %105
  br i1 %106, label %107, label %113

107:                                              ; preds = %103
  %108 = shl nsw i64 %100, 1
  %109 = or disjoint i64 %108, 1
  %110 = getelementptr inbounds double, ptr %0, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = getelementptr inbounds double, ptr %0, i64 %100
  store double %111, ptr %112, align 8, !tbaa !5
  br label %113

113:                                              ; preds = %107, %103, %99
  %114 = phi i64 [ %109, %107 ], [ %100, %103 ], [ %100, %99 ]
  %115 = icmp sgt i64 %114, 0
  br i1 %115, label %116, label %126

116:                                              ; preds = %113, %123
  %117 = phi i64 [ %119, %123 ], [ %114, %113 ]
  %118 = add nsw i64 %117, -1
  %119 = lshr i64 %118, 1
  %120 = getelementptr inbounds double, ptr %0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = fcmp olt double %121, %76
  br i1 %122, label %123, label %126

123:                                              ; preds = %116
  %124 = getelementptr inbounds double, ptr %0, i64 %117
  store double %121, ptr %124, align 8, !tbaa !5
  %125 = icmp ult i64 %118, 2
  br i1 %125, label %126, label %116, !llvm.loop !23

126:                                              ; preds = %123, %116, %113
  %127 = phi i64 [ %114, %113 ], [ %117, %116 ], [ 0, %123 ]
  %128 = getelementptr inbounds double, ptr %0, i64 %127
  store double %76, ptr %128, align 8, !tbaa !5
  %129 = icmp sgt i64 %79, 8
  br i1 %129, label %73, label %183, !llvm.loop !25

130:                                              ; preds = %9, %12
  %131 = phi ptr [ %166, %12 ], [ %1, %9 ]
  %132 = phi i64 [ %134, %12 ], [ %2, %9 ]
  %133 = phi i64 [ %181, %12 ], [ %7, %9 ]
  %134 = add nsw i64 %132, -1
  %135 = lshr i64 %133, 1
  %136 = getelementptr inbounds double, ptr %0, i64 %135
  %137 = getelementptr inbounds i8, ptr %131, i64 -8
  %138 = load double, ptr %10, align 8, !tbaa !5
  %139 = load double, ptr %136, align 8, !tbaa !5
  %140 = fcmp olt double %138, %139
  %141 = load double, ptr %137, align 8, !tbaa !5
  br i1 %140, label %142, label %151

142:                                              ; preds = %130
  %143 = fcmp olt double %139, %141
  br i1 %143, label %144, label %146

144:                                              ; preds = %142
  %145 = load double, ptr %0, align 8, !tbaa !5
  store double %139, ptr %0, align 8, !tbaa !5
  store double %145, ptr %136, align 8, !tbaa !5
  br label %160

146:                                              ; preds = %142
  %147 = fcmp olt double %138, %141
  %148 = load double, ptr %0, align 8, !tbaa !5
  br i1 %147, label %149, label %150

149:                                              ; preds = %146
  store double %141, ptr %0, align 8, !tbaa !5
  store double %148, ptr %137, align 8, !tbaa !5
  br label %160

150:                                              ; preds = %146
  store double %138, ptr %0, align 8, !tbaa !5
  store double %148, ptr %10, align 8, !tbaa !5
  br label %160

151:                                              ; preds = %130
  %152 = fcmp olt double %138, %141
  br i1 %152, label %153, label %155

153:                                              ; preds = %151
  %154 = load double, ptr %0, align 8, !tbaa !5
  store double %138, ptr %0, align 8, !tbaa !5
  store double %154, ptr %10, align 8, !tbaa !5
  br label %160

155:                                              ; preds = %151
  %156 = fcmp olt double %139, %141
  %157 = load double, ptr %0, align 8, !tbaa !5
  br i1 %156, label %158, label %159

158:                                              ; preds = %155
  store double %141, ptr %0, align 8, !tbaa !5
  store double %157, ptr %137, align 8, !tbaa !5
  br label %160

159:                                              ; preds = %155
  store double %139, ptr %0, align 8, !tbaa !5
  store double %157, ptr %136, align 8, !tbaa !5
  br label %160

160:                                              ; preds = %159, %158, %153, %150, %149, %144
  br label %161

161:                                              ; preds = %160, %177
  %162 = phi ptr [ %169, %177 ], [ %10, %160 ]
  %163 = phi ptr [ %172, %177 ], [ %131, %160 ]
  %164 = load double, ptr %0, align 8, !tbaa !5
  br label %165

165:                                              ; preds = %165, %161
  %166 = phi ptr [ %162, %161 ], [ %169, %165 ]
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = fcmp olt double %167, %164
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  br i1 %168, label %165, label %170, !llvm.loop !26

170:                                              ; preds = %165, %170
  %171 = phi ptr [ %172, %170 ], [ %163, %165 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 -8
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = fcmp olt double %164, %173
  br i1 %174, label %170, label %175, !llvm.loop !27

175:                                              ; preds = %170
  %176 = icmp ult ptr %166, %172
  br i1 %176, label %177, label %178

177:                                              ; preds = %175
  store double %173, ptr %166, align 8, !tbaa !5
  store double %167, ptr %172, align 8, !tbaa !5
  br label %161, !llvm.loop !28

178:                                              ; preds = %175
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %166, ptr %131, i64 noundef %134)
  %179 = ptrtoint ptr %166 to i64
  %180 = sub i64 %179, %4
  %181 = ashr exact i64 %180, 3
  %182 = icmp sgt i64 %181, 16
  br i1 %182, label %12, label %183, !llvm.loop !21

183:                                              ; preds = %178, %126, %3, %71
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
