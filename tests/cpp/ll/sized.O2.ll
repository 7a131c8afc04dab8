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
@.str.7 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z6spreadPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  tail call void @llvm.assume(i1 %3)
  %4 = zext nneg i32 %1 to i64
  br label %95

5:                                                ; preds = %139
  %6 = icmp eq ptr %142, %143
  br i1 %6, label %88, label %7

7:                                                ; preds = %5
  %8 = ptrtoint ptr %143 to i64
  %9 = ptrtoint ptr %142 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %11, i1 true)
  %13 = shl nuw nsw i64 %12, 1
  %14 = xor i64 %13, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %142, ptr nonnull %143, i64 noundef %14)
  %15 = icmp sgt i64 %10, 128
  %16 = getelementptr i8, ptr %142, i64 8
  br i1 %15, label %17, label %59

17:                                               ; preds = %7, %35
  %18 = phi i64 [ %37, %35 ], [ 8, %7 ]
  %19 = phi ptr [ %20, %35 ], [ %142, %7 ]
  %20 = getelementptr inbounds i8, ptr %142, i64 %18
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = load double, ptr %142, align 8, !tbaa !5
  %23 = fcmp olt double %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %17
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %16, ptr noundef nonnull align 8 dereferenceable(1) %142, i64 %18, i1 false)
  br label %35

25:                                               ; preds = %17
  %26 = load double, ptr %19, align 8, !tbaa !5
  %27 = fcmp olt double %21, %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %25, %28
  %29 = phi double [ %33, %28 ], [ %26, %25 ]
  %30 = phi ptr [ %32, %28 ], [ %19, %25 ]
  %31 = phi ptr [ %30, %28 ], [ %20, %25 ]
  store double %29, ptr %31, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %30, i64 -8
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = fcmp olt double %21, %33
  br i1 %34, label %28, label %35, !llvm.loop !9

35:                                               ; preds = %28, %25, %24
  %36 = phi ptr [ %142, %24 ], [ %20, %25 ], [ %30, %28 ]
  store double %21, ptr %36, align 8, !tbaa !5
  %37 = add nuw nsw i64 %18, 8
  %38 = icmp eq i64 %37, 128
  br i1 %38, label %39, label %17, !llvm.loop !11

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %142, i64 128
  %41 = icmp eq ptr %40, %143
  br i1 %41, label %88, label %42

42:                                               ; preds = %39, %55
  %43 = phi ptr [ %57, %55 ], [ %40, %39 ]
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %43, i64 -8
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = fcmp olt double %44, %46
  br i1 %47, label %48, label %55

48:                                               ; preds = %42, %48
  %49 = phi double [ %53, %48 ], [ %46, %42 ]
  %50 = phi ptr [ %52, %48 ], [ %45, %42 ]
  %51 = phi ptr [ %50, %48 ], [ %43, %42 ]
  store double %49, ptr %51, align 8, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %50, i64 -8
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fcmp olt double %44, %53
  br i1 %54, label %48, label %55, !llvm.loop !9

55:                                               ; preds = %48, %42
  %56 = phi ptr [ %43, %42 ], [ %50, %48 ]
  store double %44, ptr %56, align 8, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %43, i64 8
  %58 = icmp eq ptr %43, %141
  br i1 %58, label %88, label %42, !llvm.loop !12

59:                                               ; preds = %7
  %60 = icmp eq ptr %142, %141
  br i1 %60, label %88, label %61

61:                                               ; preds = %59, %84
  %62 = phi ptr [ %86, %84 ], [ %16, %59 ]
  %63 = phi ptr [ %62, %84 ], [ %142, %59 ]
  %64 = load double, ptr %62, align 8, !tbaa !5
  %65 = load double, ptr %142, align 8, !tbaa !5
  %66 = fcmp olt double %64, %65
  br i1 %66, label %67, label %74

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %63, i64 16
  %69 = ptrtoint ptr %62 to i64
  %70 = sub i64 %69, %9
  %71 = ashr exact i64 %70, 3
  %72 = sub nsw i64 0, %71
  %73 = getelementptr inbounds double, ptr %68, i64 %72
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %73, ptr noundef nonnull align 8 dereferenceable(1) %142, i64 %70, i1 false)
  br label %84

74:                                               ; preds = %61
  %75 = load double, ptr %63, align 8, !tbaa !5
  %76 = fcmp olt double %64, %75
  br i1 %76, label %77, label %84

77:                                               ; preds = %74, %77
  %78 = phi double [ %82, %77 ], [ %75, %74 ]
  %79 = phi ptr [ %81, %77 ], [ %63, %74 ]
  %80 = phi ptr [ %79, %77 ], [ %62, %74 ]
  store double %78, ptr %80, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %79, i64 -8
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = fcmp olt double %64, %82
  br i1 %83, label %77, label %84, !llvm.loop !9

84:                                               ; preds = %77, %74, %67
  %85 = phi ptr [ %142, %67 ], [ %62, %74 ], [ %79, %77 ]
  store double %64, ptr %85, align 8, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %62, i64 8
  %87 = icmp eq ptr %62, %141
  br i1 %87, label %88, label %61, !llvm.loop !11

88:                                               ; preds = %84, %55, %5, %39, %59
  %89 = phi i1 [ true, %5 ], [ %6, %39 ], [ false, %59 ], [ %6, %55 ], [ %6, %84 ]
  br i1 %3, label %90, label %168

90:                                               ; preds = %88
  %91 = and i64 %4, 3
  %92 = icmp ult i32 %1, 4
  br i1 %92, label %150, label %93

93:                                               ; preds = %90
  %94 = and i64 %4, 2147483644
  br label %181

95:                                               ; preds = %2, %139
  %96 = phi i64 [ 0, %2 ], [ %144, %139 ]
  %97 = phi ptr [ null, %2 ], [ %142, %139 ]
  %98 = phi ptr [ null, %2 ], [ %143, %139 ]
  %99 = phi ptr [ null, %2 ], [ %140, %139 ]
  %100 = getelementptr inbounds double, ptr %0, i64 %96
  %101 = load double, ptr %100, align 8, !tbaa !5
  %102 = tail call double @sin(double noundef %101) #15
  %103 = trunc nuw nsw i64 %96 to i32
  %104 = uitofp nneg i32 %103 to double
  %105 = fmul double %104, 1.000000e-01
  %106 = load double, ptr %100, align 8, !tbaa !5
  %107 = tail call double @llvm.fmuladd.f64(double %105, double %106, double %102)
  %108 = icmp eq ptr %98, %99
  br i1 %108, label %110, label %109

109:                                              ; preds = %95
  store double %107, ptr %98, align 8, !tbaa !5
  br label %139

110:                                              ; preds = %95
  %111 = ptrtoint ptr %98 to i64
  %112 = ptrtoint ptr %97 to i64
  %113 = sub i64 %111, %112
  %114 = icmp eq i64 %113, 9223372036854775800
  br i1 %114, label %115, label %117

115:                                              ; preds = %110
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #16
          to label %116 unwind label %148

116:                                              ; preds = %115
  unreachable

117:                                              ; preds = %110
  %118 = ashr exact i64 %113, 3
  %119 = tail call i64 @llvm.umax.i64(i64 %118, i64 1)
  %120 = add nsw i64 %119, %118
  %121 = icmp ult i64 %120, %118
  %122 = tail call i64 @llvm.umin.i64(i64 %120, i64 1152921504606846975)
  %123 = select i1 %121, i64 1152921504606846975, i64 %122
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %128, label %125

125:                                              ; preds = %117
  %126 = shl nuw nsw i64 %123, 3
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #17
          to label %128 unwind label %146

128:                                              ; preds = %125, %117
  %129 = phi ptr [ null, %117 ], [ %127, %125 ]
  %130 = getelementptr inbounds double, ptr %129, i64 %118
  store double %107, ptr %130, align 8, !tbaa !5
  %131 = icmp sgt i64 %113, 0
  br i1 %131, label %132, label %133

132:                                              ; preds = %128
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %129, ptr align 8 %97, i64 %113, i1 false)
  br label %133

133:                                              ; preds = %128, %132
  %134 = getelementptr inbounds i8, ptr %129, i64 %113
  %135 = icmp eq ptr %97, null
  br i1 %135, label %137, label %136

136:                                              ; preds = %133
  tail call void @_ZdlPvm(ptr noundef nonnull %97, i64 noundef %113) #18
  br label %137

137:                                              ; preds = %136, %133
  %138 = getelementptr inbounds double, ptr %129, i64 %123
  br label %139

139:                                              ; preds = %137, %109
  %140 = phi ptr [ %138, %137 ], [ %99, %109 ]
  %141 = phi ptr [ %134, %137 ], [ %98, %109 ]
  %142 = phi ptr [ %129, %137 ], [ %97, %109 ]
  %143 = getelementptr inbounds i8, ptr %141, i64 8
  %144 = add nuw nsw i64 %96, 1
  %145 = icmp eq i64 %144, %4
  br i1 %145, label %5, label %95, !llvm.loop !13

146:                                              ; preds = %125
  %147 = landingpad { ptr, i32 }
          cleanup
  br label %237

148:                                              ; preds = %115
  %149 = landingpad { ptr, i32 }
          cleanup
  br label %237

150:                                              ; preds = %181, %90
  %151 = phi double [ poison, %90 ], [ %212, %181 ]
  %152 = phi i64 [ 0, %90 ], [ %206, %181 ]
  %153 = phi double [ 0.000000e+00, %90 ], [ %212, %181 ]
  %154 = icmp eq i64 %91, 0
  br i1 %154, label %168, label %155

155:                                              ; preds = %150, %155
  %156 = phi i64 [ %159, %155 ], [ %152, %150 ]
  %157 = phi double [ %165, %155 ], [ %153, %150 ]
  %158 = phi i64 [ %166, %155 ], [ 0, %150 ]
  %159 = add nuw nsw i64 %156, 1
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = uitofp nneg i32 %160 to double
  %162 = getelementptr inbounds double, ptr %142, i64 %156
  %163 = load double, ptr %162, align 8, !tbaa !5
  %164 = fmul double %163, %161
  %165 = tail call double @llvm.fmuladd.f64(double %164, double %163, double %157)
  %166 = add i64 %158, 1
  %167 = icmp eq i64 %166, %91
  br i1 %167, label %168, label %155, !llvm.loop !14

168:                                              ; preds = %150, %155, %88
  %169 = phi double [ 0.000000e+00, %88 ], [ %151, %150 ], [ %165, %155 ]
  %170 = ptrtoint ptr %143 to i64
  %171 = ptrtoint ptr %142 to i64
  %172 = sub i64 %170, %171
  %173 = icmp ugt i64 %172, 9223372036854775800
  br i1 %173, label %174, label %176

174:                                              ; preds = %168
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #16
          to label %175 unwind label %179

175:                                              ; preds = %174
  unreachable

176:                                              ; preds = %168
  %177 = xor i1 %89, true
  tail call void @llvm.assume(i1 %177)
  %178 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %172) #17
          to label %215 unwind label %179

179:                                              ; preds = %174, %176
  %180 = landingpad { ptr, i32 }
          cleanup
  br label %237

181:                                              ; preds = %181, %93
  %182 = phi i64 [ 0, %93 ], [ %206, %181 ]
  %183 = phi double [ 0.000000e+00, %93 ], [ %212, %181 ]
  %184 = phi i64 [ 0, %93 ], [ %213, %181 ]
  %185 = or disjoint i64 %182, 1
  %186 = trunc nuw nsw i64 %185 to i32
  %187 = uitofp nneg i32 %186 to double
  %188 = getelementptr inbounds double, ptr %142, i64 %182
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = fmul double %189, %187
  %191 = tail call double @llvm.fmuladd.f64(double %190, double %189, double %183)
  %192 = or disjoint i64 %182, 2
  %193 = trunc nuw nsw i64 %192 to i32
  %194 = uitofp nneg i32 %193 to double
  %195 = getelementptr inbounds double, ptr %142, i64 %185
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = fmul double %196, %194
  %198 = tail call double @llvm.fmuladd.f64(double %197, double %196, double %191)
  %199 = or disjoint i64 %182, 3
  %200 = trunc nuw nsw i64 %199 to i32
  %201 = uitofp nneg i32 %200 to double
  %202 = getelementptr inbounds double, ptr %142, i64 %192
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = fmul double %203, %201
  %205 = tail call double @llvm.fmuladd.f64(double %204, double %203, double %198)
  %206 = add nuw nsw i64 %182, 4
  %207 = trunc nuw nsw i64 %206 to i32
  %208 = uitofp nneg i32 %207 to double
  %209 = getelementptr inbounds double, ptr %142, i64 %199
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = fmul double %210, %208
  %212 = tail call double @llvm.fmuladd.f64(double %211, double %210, double %205)
  %213 = add i64 %184, 4
  %214 = icmp eq i64 %213, %94
  br i1 %214, label %150, label %181, !llvm.loop !16

215:                                              ; preds = %176
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %178, ptr align 8 %142, i64 %172, i1 false)
  %216 = lshr i32 %1, 1
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds double, ptr %178, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !5
  %220 = load double, ptr %178, align 8, !tbaa !5
  br label %221

221:                                              ; preds = %215, %221
  %222 = phi double [ %225, %221 ], [ 0.000000e+00, %215 ]
  %223 = phi ptr [ %226, %221 ], [ %142, %215 ]
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = fadd double %222, %224
  %226 = getelementptr inbounds i8, ptr %223, i64 8
  %227 = icmp eq ptr %223, %141
  br i1 %227, label %228, label %221, !llvm.loop !17

228:                                              ; preds = %221
  tail call void @_ZdlPvm(ptr noundef nonnull %178, i64 noundef %172) #18
  %229 = icmp eq ptr %142, null
  br i1 %229, label %233, label %230

230:                                              ; preds = %228
  %231 = ptrtoint ptr %140 to i64
  %232 = sub i64 %231, %171
  tail call void @_ZdlPvm(ptr noundef nonnull %142, i64 noundef %232) #18
  br label %233

233:                                              ; preds = %228, %230
  %234 = fmul double %219, 5.000000e-01
  %235 = tail call double @llvm.fmuladd.f64(double %234, double %220, double %169)
  %236 = fadd double %235, %225
  ret double %236

237:                                              ; preds = %146, %148, %179
  %238 = phi ptr [ %140, %179 ], [ %98, %146 ], [ %98, %148 ]
  %239 = phi ptr [ %142, %179 ], [ %97, %146 ], [ %97, %148 ]
  %240 = phi { ptr, i32 } [ %180, %179 ], [ %147, %146 ], [ %149, %148 ]
  %241 = icmp eq ptr %239, null
  br i1 %241, label %246, label %242

242:                                              ; preds = %237
  %243 = ptrtoint ptr %238 to i64
  %244 = ptrtoint ptr %239 to i64
  %245 = sub i64 %243, %244
  tail call void @_ZdlPvm(ptr noundef nonnull %239, i64 noundef %245) #18
  br label %246

246:                                              ; preds = %237, %242
  resume { ptr, i32 } %240
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
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #15
  store <2 x double> <double 5.000000e-01, double -3.000000e-01>, ptr %5, align 16
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 1.200000e+00, double 8.000000e-01>, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %5, i64 32
  store double -1.100000e+00, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #15
  store <2 x double> <double 3.000000e-01, double -1.100000e+00>, ptr %7, align 16
  %10 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FE6666666666666>, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %7, i64 32
  store double 4.000000e-01, ptr %11, align 16
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %14 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %12, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %13, i32 noundef 5)
  br label %15

15:                                               ; preds = %52, %0
  %16 = phi i64 [ 0, %0 ], [ %57, %52 ]
  %17 = phi double [ 0.000000e+00, %0 ], [ %56, %52 ]
  %18 = getelementptr inbounds double, ptr %5, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = fadd double %19, 0x3EB0C6F7A0B5ED8D
  store double %20, ptr %18, align 8, !tbaa !5
  %21 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %22 = fadd double %19, 0xBEB0C6F7A0B5ED8D
  store double %22, ptr %18, align 8, !tbaa !5
  %23 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %19, ptr %18, align 8, !tbaa !5
  %24 = trunc nuw nsw i64 %16 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = getelementptr inbounds double, ptr %6, i64 %16
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fsub double %21, %23
  %29 = fdiv double %28, 2.000000e-06
  %30 = call double @llvm.fabs.f64(double %29)
  %31 = fcmp ogt double %30, 1.000000e+00
  %32 = select i1 %31, double %30, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %27, ptr %4, align 8, !tbaa !5
  %33 = load volatile double, ptr %4, align 8, !tbaa !5
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ueq double %34, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %35, label %47, label %36

36:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %29, ptr %3, align 8, !tbaa !5
  %37 = load volatile double, ptr %3, align 8, !tbaa !5
  %38 = call double @llvm.fabs.f64(double %37)
  %39 = fcmp ueq double %38, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = fsub double %27, %29
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = fmul double %32, 1.000000e-05
  %44 = fcmp ole double %42, %43
  %45 = select i1 %44, ptr @.str.4, ptr @.str.5
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %25, double noundef %27, double noundef %29, ptr noundef nonnull %45)
  br i1 %44, label %52, label %49

47:                                               ; preds = %36, %15
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %25, double noundef %27, double noundef %29, ptr noundef nonnull @.str.5)
  br label %49

49:                                               ; preds = %47, %40
  %50 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %52

52:                                               ; preds = %49, %40
  %53 = getelementptr inbounds double, ptr %7, i64 %16
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = load double, ptr %26, align 8, !tbaa !5
  %56 = call double @llvm.fmuladd.f64(double %54, double %55, double %17)
  %57 = add nuw nsw i64 %16, 1
  %58 = icmp eq i64 %57, 5
  br i1 %58, label %59, label %15, !llvm.loop !20

59:                                               ; preds = %52
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %61 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %62 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %60, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %61, i32 noundef 5)
  %63 = call double @llvm.fabs.f64(double %56)
  %64 = fcmp ogt double %63, 1.000000e+00
  %65 = select i1 %64, double %63, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %62, ptr %2, align 8, !tbaa !5
  %66 = load volatile double, ptr %2, align 8, !tbaa !5
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %68, label %82, label %69

69:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %56, ptr %1, align 8, !tbaa !5
  %70 = load volatile double, ptr %1, align 8, !tbaa !5
  %71 = call double @llvm.fabs.f64(double %70)
  %72 = fcmp ueq double %71, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %72, label %82, label %73

73:                                               ; preds = %69
  %74 = fsub double %62, %56
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = fmul double %65, 1.000000e-09
  %77 = fcmp ole double %75, %76
  %78 = select i1 %77, ptr @.str.4, ptr @.str.5
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %62, double noundef %56, ptr noundef nonnull %78)
  br i1 %77, label %80, label %84

80:                                               ; preds = %73
  %81 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %87

82:                                               ; preds = %69, %59
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %62, double noundef %56, ptr noundef nonnull @.str.5)
  br label %84

84:                                               ; preds = %82, %73
  %85 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %87

87:                                               ; preds = %80, %84
  %88 = phi i32 [ %81, %80 ], [ %86, %84 ]
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %88)
  %90 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #15
  ret i32 %92
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #8

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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #14

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #15 = { nounwind }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

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
