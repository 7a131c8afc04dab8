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
define dso_local noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  tail call void @llvm.assume(i1 %3)
  %4 = zext nneg i32 %1 to i64
  br label %369

5:                                                ; preds = %413
  %6 = ptrtoint ptr %415 to i64
  %7 = icmp eq ptr %416, %417
  br i1 %7, label %311, label %8

8:                                                ; preds = %5
  %9 = ptrtoint ptr %417 to i64
  %10 = ptrtoint ptr %416 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 3
  %13 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %12, i1 true)
  %14 = shl nuw nsw i64 %13, 1
  %15 = xor i64 %14, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %416, ptr nonnull %417, i64 noundef %15)
  %16 = icmp sgt i64 %11, 128
  %17 = getelementptr i8, ptr %416, i64 8
  br i1 %16, label %18, label %282

18:                                               ; preds = %8
  %19 = load double, ptr %17, align 8, !tbaa !5
  %20 = load double, ptr %416, align 8
  %21 = fcmp fast olt double %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store double %20, ptr %17, align 8
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi ptr [ %416, %22 ], [ %17, %18 ]
  store double %19, ptr %24, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %416, i64 16
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = load double, ptr %416, align 8, !tbaa !5
  %28 = fcmp fast olt double %26, %27
  br i1 %28, label %39, label %29

29:                                               ; preds = %23
  %30 = load double, ptr %17, align 8, !tbaa !5
  %31 = fcmp fast ogt double %30, %26
  br i1 %31, label %32, label %40

32:                                               ; preds = %29, %32
  %33 = phi double [ %37, %32 ], [ %30, %29 ]
  %34 = phi ptr [ %36, %32 ], [ %17, %29 ]
  %35 = phi ptr [ %34, %32 ], [ %25, %29 ]
  store double %33, ptr %35, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %34, i64 -8
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = fcmp fast ogt double %37, %26
  br i1 %38, label %32, label %40, !llvm.loop !9

39:                                               ; preds = %23
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %416, i64 16, i1 false)
  br label %40

40:                                               ; preds = %32, %39, %29
  %41 = phi ptr [ %416, %39 ], [ %25, %29 ], [ %34, %32 ]
  store double %26, ptr %41, align 8, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %416, i64 24
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = load double, ptr %416, align 8, !tbaa !5
  %45 = fcmp fast olt double %43, %44
  br i1 %45, label %56, label %46

46:                                               ; preds = %40
  %47 = load double, ptr %25, align 8, !tbaa !5
  %48 = fcmp fast ogt double %47, %43
  br i1 %48, label %49, label %57

49:                                               ; preds = %46, %49
  %50 = phi double [ %54, %49 ], [ %47, %46 ]
  %51 = phi ptr [ %53, %49 ], [ %25, %46 ]
  %52 = phi ptr [ %51, %49 ], [ %42, %46 ]
  store double %50, ptr %52, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %51, i64 -8
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fcmp fast ogt double %54, %43
  br i1 %55, label %49, label %57, !llvm.loop !9

56:                                               ; preds = %40
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %416, i64 24, i1 false)
  br label %57

57:                                               ; preds = %49, %56, %46
  %58 = phi ptr [ %416, %56 ], [ %42, %46 ], [ %51, %49 ]
  store double %43, ptr %58, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %416, i64 32
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = load double, ptr %416, align 8, !tbaa !5
  %62 = fcmp fast olt double %60, %61
  br i1 %62, label %73, label %63

63:                                               ; preds = %57
  %64 = load double, ptr %42, align 8, !tbaa !5
  %65 = fcmp fast ogt double %64, %60
  br i1 %65, label %66, label %74

66:                                               ; preds = %63, %66
  %67 = phi double [ %71, %66 ], [ %64, %63 ]
  %68 = phi ptr [ %70, %66 ], [ %42, %63 ]
  %69 = phi ptr [ %68, %66 ], [ %59, %63 ]
  store double %67, ptr %69, align 8, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %68, i64 -8
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = fcmp fast ogt double %71, %60
  br i1 %72, label %66, label %74, !llvm.loop !9

73:                                               ; preds = %57
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(32) %416, i64 32, i1 false)
  br label %74

74:                                               ; preds = %66, %73, %63
  %75 = phi ptr [ %416, %73 ], [ %59, %63 ], [ %68, %66 ]
  store double %60, ptr %75, align 8, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %416, i64 40
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = load double, ptr %416, align 8, !tbaa !5
  %79 = fcmp fast olt double %77, %78
  br i1 %79, label %90, label %80

80:                                               ; preds = %74
  %81 = load double, ptr %59, align 8, !tbaa !5
  %82 = fcmp fast ogt double %81, %77
  br i1 %82, label %83, label %91

83:                                               ; preds = %80, %83
  %84 = phi double [ %88, %83 ], [ %81, %80 ]
  %85 = phi ptr [ %87, %83 ], [ %59, %80 ]
  %86 = phi ptr [ %85, %83 ], [ %76, %80 ]
  store double %84, ptr %86, align 8, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %85, i64 -8
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fcmp fast ogt double %88, %77
  br i1 %89, label %83, label %91, !llvm.loop !9

90:                                               ; preds = %74
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %17, ptr noundef nonnull align 8 dereferenceable(40) %416, i64 40, i1 false)
  br label %91

91:                                               ; preds = %83, %90, %80
  %92 = phi ptr [ %416, %90 ], [ %76, %80 ], [ %85, %83 ]
  store double %77, ptr %92, align 8, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %416, i64 48
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = load double, ptr %416, align 8, !tbaa !5
  %96 = fcmp fast olt double %94, %95
  br i1 %96, label %107, label %97

97:                                               ; preds = %91
  %98 = load double, ptr %76, align 8, !tbaa !5
  %99 = fcmp fast ogt double %98, %94
  br i1 %99, label %100, label %108

100:                                              ; preds = %97, %100
  %101 = phi double [ %105, %100 ], [ %98, %97 ]
  %102 = phi ptr [ %104, %100 ], [ %76, %97 ]
  %103 = phi ptr [ %102, %100 ], [ %93, %97 ]
  store double %101, ptr %103, align 8, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %102, i64 -8
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = fcmp fast ogt double %105, %94
  br i1 %106, label %100, label %108, !llvm.loop !9

107:                                              ; preds = %91
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %17, ptr noundef nonnull align 8 dereferenceable(48) %416, i64 48, i1 false)
  br label %108

108:                                              ; preds = %100, %107, %97
  %109 = phi ptr [ %416, %107 ], [ %93, %97 ], [ %102, %100 ]
  store double %94, ptr %109, align 8, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %416, i64 56
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = load double, ptr %416, align 8, !tbaa !5
  %113 = fcmp fast olt double %111, %112
  br i1 %113, label %124, label %114

114:                                              ; preds = %108
  %115 = load double, ptr %93, align 8, !tbaa !5
  %116 = fcmp fast ogt double %115, %111
  br i1 %116, label %117, label %125

117:                                              ; preds = %114, %117
  %118 = phi double [ %122, %117 ], [ %115, %114 ]
  %119 = phi ptr [ %121, %117 ], [ %93, %114 ]
  %120 = phi ptr [ %119, %117 ], [ %110, %114 ]
  store double %118, ptr %120, align 8, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %119, i64 -8
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fcmp fast ogt double %122, %111
  br i1 %123, label %117, label %125, !llvm.loop !9

124:                                              ; preds = %108
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %17, ptr noundef nonnull align 8 dereferenceable(56) %416, i64 56, i1 false)
  br label %125

125:                                              ; preds = %117, %124, %114
  %126 = phi ptr [ %416, %124 ], [ %110, %114 ], [ %119, %117 ]
  store double %111, ptr %126, align 8, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %416, i64 64
  %128 = load double, ptr %127, align 8, !tbaa !5
  %129 = load double, ptr %416, align 8, !tbaa !5
  %130 = fcmp fast olt double %128, %129
  br i1 %130, label %141, label %131

131:                                              ; preds = %125
  %132 = load double, ptr %110, align 8, !tbaa !5
  %133 = fcmp fast ogt double %132, %128
  br i1 %133, label %134, label %142

134:                                              ; preds = %131, %134
  %135 = phi double [ %139, %134 ], [ %132, %131 ]
  %136 = phi ptr [ %138, %134 ], [ %110, %131 ]
  %137 = phi ptr [ %136, %134 ], [ %127, %131 ]
  store double %135, ptr %137, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %136, i64 -8
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = fcmp fast ogt double %139, %128
  br i1 %140, label %134, label %142, !llvm.loop !9

141:                                              ; preds = %125
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 8 dereferenceable(64) %416, i64 64, i1 false)
  br label %142

142:                                              ; preds = %134, %141, %131
  %143 = phi ptr [ %416, %141 ], [ %127, %131 ], [ %136, %134 ]
  store double %128, ptr %143, align 8, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %416, i64 72
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = load double, ptr %416, align 8, !tbaa !5
  %147 = fcmp fast olt double %145, %146
  br i1 %147, label %158, label %148

148:                                              ; preds = %142
  %149 = load double, ptr %127, align 8, !tbaa !5
  %150 = fcmp fast ogt double %149, %145
  br i1 %150, label %151, label %159

151:                                              ; preds = %148, %151
  %152 = phi double [ %156, %151 ], [ %149, %148 ]
  %153 = phi ptr [ %155, %151 ], [ %127, %148 ]
  %154 = phi ptr [ %153, %151 ], [ %144, %148 ]
  store double %152, ptr %154, align 8, !tbaa !5
  %155 = getelementptr inbounds i8, ptr %153, i64 -8
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = fcmp fast ogt double %156, %145
  br i1 %157, label %151, label %159, !llvm.loop !9

158:                                              ; preds = %142
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %17, ptr noundef nonnull align 8 dereferenceable(72) %416, i64 72, i1 false)
  br label %159

159:                                              ; preds = %151, %158, %148
  %160 = phi ptr [ %416, %158 ], [ %144, %148 ], [ %153, %151 ]
  store double %145, ptr %160, align 8, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %416, i64 80
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = load double, ptr %416, align 8, !tbaa !5
  %164 = fcmp fast olt double %162, %163
  br i1 %164, label %175, label %165

165:                                              ; preds = %159
  %166 = load double, ptr %144, align 8, !tbaa !5
  %167 = fcmp fast ogt double %166, %162
  br i1 %167, label %168, label %176

168:                                              ; preds = %165, %168
  %169 = phi double [ %173, %168 ], [ %166, %165 ]
  %170 = phi ptr [ %172, %168 ], [ %144, %165 ]
  %171 = phi ptr [ %170, %168 ], [ %161, %165 ]
  store double %169, ptr %171, align 8, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %170, i64 -8
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = fcmp fast ogt double %173, %162
  br i1 %174, label %168, label %176, !llvm.loop !9

175:                                              ; preds = %159
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %17, ptr noundef nonnull align 8 dereferenceable(80) %416, i64 80, i1 false)
  br label %176

176:                                              ; preds = %168, %175, %165
  %177 = phi ptr [ %416, %175 ], [ %161, %165 ], [ %170, %168 ]
  store double %162, ptr %177, align 8, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %416, i64 88
  %179 = load double, ptr %178, align 8, !tbaa !5
  %180 = load double, ptr %416, align 8, !tbaa !5
  %181 = fcmp fast olt double %179, %180
  br i1 %181, label %192, label %182

182:                                              ; preds = %176
  %183 = load double, ptr %161, align 8, !tbaa !5
  %184 = fcmp fast ogt double %183, %179
  br i1 %184, label %185, label %193

185:                                              ; preds = %182, %185
  %186 = phi double [ %190, %185 ], [ %183, %182 ]
  %187 = phi ptr [ %189, %185 ], [ %161, %182 ]
  %188 = phi ptr [ %187, %185 ], [ %178, %182 ]
  store double %186, ptr %188, align 8, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %187, i64 -8
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = fcmp fast ogt double %190, %179
  br i1 %191, label %185, label %193, !llvm.loop !9

192:                                              ; preds = %176
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %17, ptr noundef nonnull align 8 dereferenceable(88) %416, i64 88, i1 false)
  br label %193

193:                                              ; preds = %185, %192, %182
  %194 = phi ptr [ %416, %192 ], [ %178, %182 ], [ %187, %185 ]
  store double %179, ptr %194, align 8, !tbaa !5
  %195 = getelementptr inbounds i8, ptr %416, i64 96
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = load double, ptr %416, align 8, !tbaa !5
  %198 = fcmp fast olt double %196, %197
  br i1 %198, label %209, label %199

199:                                              ; preds = %193
  %200 = load double, ptr %178, align 8, !tbaa !5
  %201 = fcmp fast ogt double %200, %196
  br i1 %201, label %202, label %210

202:                                              ; preds = %199, %202
  %203 = phi double [ %207, %202 ], [ %200, %199 ]
  %204 = phi ptr [ %206, %202 ], [ %178, %199 ]
  %205 = phi ptr [ %204, %202 ], [ %195, %199 ]
  store double %203, ptr %205, align 8, !tbaa !5
  %206 = getelementptr inbounds i8, ptr %204, i64 -8
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fcmp fast ogt double %207, %196
  br i1 %208, label %202, label %210, !llvm.loop !9

209:                                              ; preds = %193
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %17, ptr noundef nonnull align 8 dereferenceable(96) %416, i64 96, i1 false)
  br label %210

210:                                              ; preds = %202, %209, %199
  %211 = phi ptr [ %416, %209 ], [ %195, %199 ], [ %204, %202 ]
  store double %196, ptr %211, align 8, !tbaa !5
  %212 = getelementptr inbounds i8, ptr %416, i64 104
  %213 = load double, ptr %212, align 8, !tbaa !5
  %214 = load double, ptr %416, align 8, !tbaa !5
  %215 = fcmp fast olt double %213, %214
  br i1 %215, label %226, label %216

216:                                              ; preds = %210
  %217 = load double, ptr %195, align 8, !tbaa !5
  %218 = fcmp fast ogt double %217, %213
  br i1 %218, label %219, label %227

219:                                              ; preds = %216, %219
  %220 = phi double [ %224, %219 ], [ %217, %216 ]
  %221 = phi ptr [ %223, %219 ], [ %195, %216 ]
  %222 = phi ptr [ %221, %219 ], [ %212, %216 ]
  store double %220, ptr %222, align 8, !tbaa !5
  %223 = getelementptr inbounds i8, ptr %221, i64 -8
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = fcmp fast ogt double %224, %213
  br i1 %225, label %219, label %227, !llvm.loop !9

226:                                              ; preds = %210
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(104) %17, ptr noundef nonnull align 8 dereferenceable(104) %416, i64 104, i1 false)
  br label %227

227:                                              ; preds = %219, %226, %216
  %228 = phi ptr [ %416, %226 ], [ %212, %216 ], [ %221, %219 ]
  store double %213, ptr %228, align 8, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %416, i64 112
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = load double, ptr %416, align 8, !tbaa !5
  %232 = fcmp fast olt double %230, %231
  br i1 %232, label %243, label %233

233:                                              ; preds = %227
  %234 = load double, ptr %212, align 8, !tbaa !5
  %235 = fcmp fast ogt double %234, %230
  br i1 %235, label %236, label %244

236:                                              ; preds = %233, %236
  %237 = phi double [ %241, %236 ], [ %234, %233 ]
  %238 = phi ptr [ %240, %236 ], [ %212, %233 ]
  %239 = phi ptr [ %238, %236 ], [ %229, %233 ]
  store double %237, ptr %239, align 8, !tbaa !5
  %240 = getelementptr inbounds i8, ptr %238, i64 -8
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = fcmp fast ogt double %241, %230
  br i1 %242, label %236, label %244, !llvm.loop !9

243:                                              ; preds = %227
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %17, ptr noundef nonnull align 8 dereferenceable(112) %416, i64 112, i1 false)
  br label %244

244:                                              ; preds = %236, %243, %233
  %245 = phi ptr [ %416, %243 ], [ %229, %233 ], [ %238, %236 ]
  store double %230, ptr %245, align 8, !tbaa !5
  %246 = getelementptr inbounds i8, ptr %416, i64 120
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = load double, ptr %416, align 8, !tbaa !5
  %249 = fcmp fast olt double %247, %248
  br i1 %249, label %260, label %250

250:                                              ; preds = %244
  %251 = load double, ptr %229, align 8, !tbaa !5
  %252 = fcmp fast ogt double %251, %247
  br i1 %252, label %253, label %261

253:                                              ; preds = %250, %253
  %254 = phi double [ %258, %253 ], [ %251, %250 ]
  %255 = phi ptr [ %257, %253 ], [ %229, %250 ]
  %256 = phi ptr [ %255, %253 ], [ %246, %250 ]
  store double %254, ptr %256, align 8, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %255, i64 -8
  %258 = load double, ptr %257, align 8, !tbaa !5
  %259 = fcmp fast ogt double %258, %247
  br i1 %259, label %253, label %261, !llvm.loop !9

260:                                              ; preds = %244
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %17, ptr noundef nonnull align 8 dereferenceable(120) %416, i64 120, i1 false)
  br label %261

261:                                              ; preds = %253, %260, %250
  %262 = phi ptr [ %416, %260 ], [ %246, %250 ], [ %255, %253 ]
  store double %247, ptr %262, align 8, !tbaa !5
  %263 = getelementptr inbounds i8, ptr %416, i64 128
  %264 = icmp eq ptr %263, %417
  br i1 %264, label %311, label %265

265:                                              ; preds = %261, %278
  %266 = phi ptr [ %280, %278 ], [ %263, %261 ]
  %267 = load double, ptr %266, align 8, !tbaa !5
  %268 = getelementptr inbounds i8, ptr %266, i64 -8
  %269 = load double, ptr %268, align 8, !tbaa !5
  %270 = fcmp fast ogt double %269, %267
  br i1 %270, label %271, label %278

271:                                              ; preds = %265, %271
  %272 = phi double [ %276, %271 ], [ %269, %265 ]
  %273 = phi ptr [ %275, %271 ], [ %268, %265 ]
  %274 = phi ptr [ %273, %271 ], [ %266, %265 ]
  store double %272, ptr %274, align 8, !tbaa !5
  %275 = getelementptr inbounds i8, ptr %273, i64 -8
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = fcmp fast ogt double %276, %267
  br i1 %277, label %271, label %278, !llvm.loop !9

278:                                              ; preds = %271, %265
  %279 = phi ptr [ %266, %265 ], [ %273, %271 ]
  store double %267, ptr %279, align 8, !tbaa !5
  %280 = getelementptr inbounds i8, ptr %266, i64 8
  %281 = icmp eq ptr %266, %415
  br i1 %281, label %311, label %265, !llvm.loop !11

282:                                              ; preds = %8
  %283 = icmp eq ptr %416, %415
  br i1 %283, label %311, label %284

284:                                              ; preds = %282, %307
  %285 = phi ptr [ %309, %307 ], [ %17, %282 ]
  %286 = phi ptr [ %285, %307 ], [ %416, %282 ]
  %287 = load double, ptr %285, align 8, !tbaa !5
  %288 = load double, ptr %416, align 8, !tbaa !5
  %289 = fcmp fast olt double %287, %288
  br i1 %289, label %290, label %297

290:                                              ; preds = %284
  %291 = getelementptr inbounds i8, ptr %286, i64 16
  %292 = ptrtoint ptr %285 to i64
  %293 = sub i64 %292, %10
  %294 = ashr exact i64 %293, 3
  %295 = sub nsw i64 0, %294
  %296 = getelementptr inbounds double, ptr %291, i64 %295
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %296, ptr noundef nonnull align 8 dereferenceable(1) %416, i64 %293, i1 false)
  br label %307

297:                                              ; preds = %284
  %298 = load double, ptr %286, align 8, !tbaa !5
  %299 = fcmp fast ogt double %298, %287
  br i1 %299, label %300, label %307

300:                                              ; preds = %297, %300
  %301 = phi double [ %305, %300 ], [ %298, %297 ]
  %302 = phi ptr [ %304, %300 ], [ %286, %297 ]
  %303 = phi ptr [ %302, %300 ], [ %285, %297 ]
  store double %301, ptr %303, align 8, !tbaa !5
  %304 = getelementptr inbounds i8, ptr %302, i64 -8
  %305 = load double, ptr %304, align 8, !tbaa !5
  %306 = fcmp fast ogt double %305, %287
  br i1 %306, label %300, label %307, !llvm.loop !9

307:                                              ; preds = %300, %297, %290
  %308 = phi ptr [ %416, %290 ], [ %285, %297 ], [ %302, %300 ]
  store double %287, ptr %308, align 8, !tbaa !5
  %309 = getelementptr inbounds i8, ptr %285, i64 8
  %310 = icmp eq ptr %285, %415
  br i1 %310, label %311, label %284, !llvm.loop !12

311:                                              ; preds = %307, %278, %5, %261, %282
  %312 = phi i1 [ true, %5 ], [ %7, %261 ], [ false, %282 ], [ %7, %278 ], [ %7, %307 ]
  br i1 %3, label %313, label %424

313:                                              ; preds = %311
  %314 = zext nneg i32 %1 to i64
  %315 = icmp ult i32 %1, 16
  br i1 %315, label %316, label %319

316:                                              ; preds = %363, %313
  %317 = phi i64 [ 0, %313 ], [ %320, %363 ]
  %318 = phi double [ 0.000000e+00, %313 ], [ %367, %363 ]
  br label %437

319:                                              ; preds = %313
  %320 = and i64 %4, 2147483632
  br label %321

321:                                              ; preds = %321, %319
  %322 = phi i64 [ 0, %319 ], [ %360, %321 ]
  %323 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %319 ], [ %361, %321 ]
  %324 = phi <4 x double> [ zeroinitializer, %319 ], [ %356, %321 ]
  %325 = phi <4 x double> [ zeroinitializer, %319 ], [ %357, %321 ]
  %326 = phi <4 x double> [ zeroinitializer, %319 ], [ %358, %321 ]
  %327 = phi <4 x double> [ zeroinitializer, %319 ], [ %359, %321 ]
  %328 = trunc <4 x i64> %323 to <4 x i32>
  %329 = add <4 x i32> %328, <i32 1, i32 1, i32 1, i32 1>
  %330 = trunc <4 x i64> %323 to <4 x i32>
  %331 = add <4 x i32> %330, <i32 5, i32 5, i32 5, i32 5>
  %332 = trunc <4 x i64> %323 to <4 x i32>
  %333 = add <4 x i32> %332, <i32 9, i32 9, i32 9, i32 9>
  %334 = trunc <4 x i64> %323 to <4 x i32>
  %335 = add <4 x i32> %334, <i32 13, i32 13, i32 13, i32 13>
  %336 = uitofp <4 x i32> %329 to <4 x double>
  %337 = uitofp <4 x i32> %331 to <4 x double>
  %338 = uitofp <4 x i32> %333 to <4 x double>
  %339 = uitofp <4 x i32> %335 to <4 x double>
  %340 = getelementptr inbounds double, ptr %416, i64 %322
  %341 = getelementptr inbounds i8, ptr %340, i64 32
  %342 = getelementptr inbounds i8, ptr %340, i64 64
  %343 = getelementptr inbounds i8, ptr %340, i64 96
  %344 = load <4 x double>, ptr %340, align 8, !tbaa !5
  %345 = load <4 x double>, ptr %341, align 8, !tbaa !5
  %346 = load <4 x double>, ptr %342, align 8, !tbaa !5
  %347 = load <4 x double>, ptr %343, align 8, !tbaa !5
  %348 = fmul fast <4 x double> %344, %344
  %349 = fmul fast <4 x double> %345, %345
  %350 = fmul fast <4 x double> %346, %346
  %351 = fmul fast <4 x double> %347, %347
  %352 = fmul fast <4 x double> %348, %336
  %353 = fmul fast <4 x double> %349, %337
  %354 = fmul fast <4 x double> %350, %338
  %355 = fmul fast <4 x double> %351, %339
  %356 = fadd fast <4 x double> %352, %324
  %357 = fadd fast <4 x double> %353, %325
  %358 = fadd fast <4 x double> %354, %326
  %359 = fadd fast <4 x double> %355, %327
  %360 = add nuw i64 %322, 16
  %361 = add <4 x i64> %323, <i64 16, i64 16, i64 16, i64 16>
  %362 = icmp eq i64 %360, %320
  br i1 %362, label %363, label %321, !llvm.loop !13

363:                                              ; preds = %321
  %364 = fadd fast <4 x double> %357, %356
  %365 = fadd fast <4 x double> %358, %364
  %366 = fadd fast <4 x double> %359, %365
  %367 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %366)
  %368 = icmp eq i64 %320, %4
  br i1 %368, label %424, label %316

369:                                              ; preds = %2, %413
  %370 = phi i64 [ 0, %2 ], [ %418, %413 ]
  %371 = phi ptr [ null, %2 ], [ %416, %413 ]
  %372 = phi ptr [ null, %2 ], [ %417, %413 ]
  %373 = phi ptr [ null, %2 ], [ %414, %413 ]
  %374 = getelementptr inbounds double, ptr %0, i64 %370
  %375 = load double, ptr %374, align 8, !tbaa !5
  %376 = tail call fast double @llvm.sin.f64(double %375)
  %377 = trunc nuw nsw i64 %370 to i32
  %378 = uitofp nneg i32 %377 to double
  %379 = fmul fast double %378, 1.000000e-01
  %380 = fmul fast double %379, %375
  %381 = fadd fast double %376, %380
  %382 = icmp eq ptr %372, %373
  br i1 %382, label %384, label %383

383:                                              ; preds = %369
  store double %381, ptr %372, align 8, !tbaa !5
  br label %413

384:                                              ; preds = %369
  %385 = ptrtoint ptr %372 to i64
  %386 = ptrtoint ptr %371 to i64
  %387 = sub i64 %385, %386
  %388 = icmp eq i64 %387, 9223372036854775800
  br i1 %388, label %389, label %391

389:                                              ; preds = %384
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #14
          to label %390 unwind label %422

390:                                              ; preds = %389
  unreachable

391:                                              ; preds = %384
  %392 = ashr exact i64 %387, 3
  %393 = tail call i64 @llvm.umax.i64(i64 %392, i64 1)
  %394 = add nsw i64 %393, %392
  %395 = icmp ult i64 %394, %392
  %396 = tail call i64 @llvm.umin.i64(i64 %394, i64 1152921504606846975)
  %397 = select i1 %395, i64 1152921504606846975, i64 %396
  %398 = icmp eq i64 %397, 0
  br i1 %398, label %402, label %399

399:                                              ; preds = %391
  %400 = shl nuw nsw i64 %397, 3
  %401 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %400) #15
          to label %402 unwind label %420

402:                                              ; preds = %399, %391
  %403 = phi ptr [ null, %391 ], [ %401, %399 ]
  %404 = getelementptr inbounds double, ptr %403, i64 %392
  store double %381, ptr %404, align 8, !tbaa !5
  %405 = icmp sgt i64 %387, 0
  br i1 %405, label %406, label %407

406:                                              ; preds = %402
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %403, ptr align 8 %371, i64 %387, i1 false)
  br label %407

407:                                              ; preds = %406, %402
  %408 = getelementptr inbounds i8, ptr %403, i64 %387
  %409 = icmp eq ptr %371, null
  br i1 %409, label %411, label %410

410:                                              ; preds = %407
  tail call void @_ZdlPvm(ptr noundef nonnull %371, i64 noundef %387) #16
  br label %411

411:                                              ; preds = %410, %407
  %412 = getelementptr inbounds double, ptr %403, i64 %397
  br label %413

413:                                              ; preds = %411, %383
  %414 = phi ptr [ %412, %411 ], [ %373, %383 ]
  %415 = phi ptr [ %408, %411 ], [ %372, %383 ]
  %416 = phi ptr [ %403, %411 ], [ %371, %383 ]
  %417 = getelementptr inbounds i8, ptr %415, i64 8
  %418 = add nuw nsw i64 %370, 1
  %419 = icmp eq i64 %418, %4
  br i1 %419, label %5, label %369, !llvm.loop !16

420:                                              ; preds = %399
  %421 = landingpad { ptr, i32 }
          cleanup
  br label %511

422:                                              ; preds = %389
  %423 = landingpad { ptr, i32 }
          cleanup
  br label %511

424:                                              ; preds = %437, %363, %311
  %425 = phi double [ 0.000000e+00, %311 ], [ %367, %363 ], [ %447, %437 ]
  %426 = ptrtoint ptr %417 to i64
  %427 = ptrtoint ptr %416 to i64
  %428 = sub i64 %426, %427
  %429 = icmp ugt i64 %428, 9223372036854775800
  br i1 %429, label %430, label %432

430:                                              ; preds = %424
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #14
          to label %431 unwind label %435

431:                                              ; preds = %430
  unreachable

432:                                              ; preds = %424
  %433 = xor i1 %312, true
  tail call void @llvm.assume(i1 %433)
  %434 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %428) #15
          to label %449 unwind label %435

435:                                              ; preds = %430, %432
  %436 = landingpad { ptr, i32 }
          cleanup
  br label %511

437:                                              ; preds = %316, %437
  %438 = phi i64 [ %440, %437 ], [ %317, %316 ]
  %439 = phi double [ %447, %437 ], [ %318, %316 ]
  %440 = add nuw nsw i64 %438, 1
  %441 = trunc nuw nsw i64 %440 to i32
  %442 = uitofp nneg i32 %441 to double
  %443 = getelementptr inbounds double, ptr %416, i64 %438
  %444 = load double, ptr %443, align 8, !tbaa !5
  %445 = fmul fast double %444, %444
  %446 = fmul fast double %445, %442
  %447 = fadd fast double %446, %439
  %448 = icmp eq i64 %440, %314
  br i1 %448, label %424, label %437, !llvm.loop !17

449:                                              ; preds = %432
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %434, ptr align 8 %416, i64 %428, i1 false)
  %450 = lshr i32 %1, 1
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr inbounds double, ptr %434, i64 %451
  %453 = load double, ptr %452, align 8, !tbaa !5
  %454 = load double, ptr %434, align 8, !tbaa !5
  %455 = sub i64 %6, %427
  %456 = lshr i64 %455, 3
  %457 = add nuw nsw i64 %456, 1
  %458 = icmp ult i64 %455, 120
  br i1 %458, label %490, label %459

459:                                              ; preds = %449
  %460 = and i64 %457, 4611686018427387888
  %461 = shl i64 %460, 3
  %462 = getelementptr i8, ptr %416, i64 %461
  br label %463

463:                                              ; preds = %463, %459
  %464 = phi i64 [ 0, %459 ], [ %482, %463 ]
  %465 = phi <4 x double> [ zeroinitializer, %459 ], [ %478, %463 ]
  %466 = phi <4 x double> [ zeroinitializer, %459 ], [ %479, %463 ]
  %467 = phi <4 x double> [ zeroinitializer, %459 ], [ %480, %463 ]
  %468 = phi <4 x double> [ zeroinitializer, %459 ], [ %481, %463 ]
  %469 = shl i64 %464, 3
  %470 = getelementptr i8, ptr %416, i64 %469
  %471 = getelementptr i8, ptr %470, i64 32
  %472 = getelementptr i8, ptr %470, i64 64
  %473 = getelementptr i8, ptr %470, i64 96
  %474 = load <4 x double>, ptr %470, align 8, !tbaa !5
  %475 = load <4 x double>, ptr %471, align 8, !tbaa !5
  %476 = load <4 x double>, ptr %472, align 8, !tbaa !5
  %477 = load <4 x double>, ptr %473, align 8, !tbaa !5
  %478 = fadd fast <4 x double> %474, %465
  %479 = fadd fast <4 x double> %475, %466
  %480 = fadd fast <4 x double> %476, %467
  %481 = fadd fast <4 x double> %477, %468
  %482 = add nuw i64 %464, 16
  %483 = icmp eq i64 %482, %460
  br i1 %483, label %484, label %463, !llvm.loop !18

484:                                              ; preds = %463
  %485 = fadd fast <4 x double> %479, %478
  %486 = fadd fast <4 x double> %480, %485
  %487 = fadd fast <4 x double> %481, %486
  %488 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %487)
  %489 = icmp eq i64 %457, %460
  br i1 %489, label %500, label %490

490:                                              ; preds = %484, %449
  %491 = phi double [ 0.000000e+00, %449 ], [ %488, %484 ]
  %492 = phi ptr [ %416, %449 ], [ %462, %484 ]
  br label %493

493:                                              ; preds = %490, %493
  %494 = phi double [ %497, %493 ], [ %491, %490 ]
  %495 = phi ptr [ %498, %493 ], [ %492, %490 ]
  %496 = load double, ptr %495, align 8, !tbaa !5
  %497 = fadd fast double %496, %494
  %498 = getelementptr inbounds i8, ptr %495, i64 8
  %499 = icmp eq ptr %495, %415
  br i1 %499, label %500, label %493, !llvm.loop !19

500:                                              ; preds = %493, %484
  %501 = phi double [ %488, %484 ], [ %497, %493 ]
  tail call void @_ZdlPvm(ptr noundef nonnull %434, i64 noundef %428) #16
  %502 = icmp eq ptr %416, null
  br i1 %502, label %506, label %503

503:                                              ; preds = %500
  %504 = ptrtoint ptr %414 to i64
  %505 = sub i64 %504, %427
  tail call void @_ZdlPvm(ptr noundef nonnull %416, i64 noundef %505) #16
  br label %506

506:                                              ; preds = %500, %503
  %507 = fmul fast double %453, 5.000000e-01
  %508 = fmul fast double %507, %454
  %509 = fadd fast double %508, %425
  %510 = fadd fast double %509, %501
  ret double %510

511:                                              ; preds = %420, %422, %435
  %512 = phi ptr [ %414, %435 ], [ %372, %420 ], [ %372, %422 ]
  %513 = phi ptr [ %416, %435 ], [ %371, %420 ], [ %371, %422 ]
  %514 = phi { ptr, i32 } [ %436, %435 ], [ %421, %420 ], [ %423, %422 ]
  %515 = icmp eq ptr %513, null
  br i1 %515, label %520, label %516

516:                                              ; preds = %511
  %517 = ptrtoint ptr %512 to i64
  %518 = ptrtoint ptr %513 to i64
  %519 = sub i64 %517, %518
  tail call void @_ZdlPvm(ptr noundef nonnull %513, i64 noundef %519) #16
  br label %520

520:                                              ; preds = %511, %516
  resume { ptr, i32 } %514
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [5 x double], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #17
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  store <4 x double> <double 5.000000e-01, double -3.000000e-01, double 1.200000e+00, double 8.000000e-01>, ptr %5, align 16
  %11 = getelementptr inbounds i8, ptr %5, i64 32
  store double -1.100000e+00, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #17
  store <4 x double> <double 3.000000e-01, double -1.100000e+00, double 2.000000e-01, double 0x3FE6666666666666>, ptr %7, align 16
  %12 = getelementptr inbounds i8, ptr %7, i64 32
  store double 4.000000e-01, ptr %12, align 16
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %15 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %13, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %14, i32 noundef 5)
  %16 = load double, ptr %5, align 16, !tbaa !5
  %17 = fadd fast double %16, 0x3EB0C6F7A0B5ED8D
  store double %17, ptr %5, align 16, !tbaa !5
  %18 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %19 = fadd fast double %16, 0xBEB0C6F7A0B5ED8D
  store double %19, ptr %5, align 16, !tbaa !5
  %20 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %16, ptr %5, align 16, !tbaa !5
  %21 = load double, ptr %6, align 16, !tbaa !5
  %22 = fsub fast double %18, %20
  %23 = fmul fast double %22, 5.000000e+05
  %24 = call fast double @llvm.fabs.f64(double %23)
  %25 = call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %21, ptr %4, align 8, !tbaa !5
  %26 = load volatile double, ptr %4, align 8, !tbaa !5
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %28, label %40, label %29

29:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %23, ptr %3, align 8, !tbaa !5
  %30 = load volatile double, ptr %3, align 8, !tbaa !5
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp ueq double %31, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %32, label %40, label %33

33:                                               ; preds = %29
  %34 = fsub fast double %21, %23
  %35 = call fast double @llvm.fabs.f64(double %34)
  %36 = fmul fast double %25, 1.000000e-05
  %37 = fcmp fast ole double %35, %36
  %38 = select i1 %37, ptr @.str.4, ptr @.str.5
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %23, ptr noundef nonnull %38)
  br i1 %37, label %45, label %42

40:                                               ; preds = %29, %0
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %23, ptr noundef nonnull @.str.5)
  br label %42

42:                                               ; preds = %40, %33
  %43 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %45

45:                                               ; preds = %42, %33
  %46 = load double, ptr %6, align 16, !tbaa !5
  %47 = load double, ptr %8, align 8, !tbaa !5
  %48 = fadd fast double %47, 0x3EB0C6F7A0B5ED8D
  store double %48, ptr %8, align 8, !tbaa !5
  %49 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %50 = fadd fast double %47, 0xBEB0C6F7A0B5ED8D
  store double %50, ptr %8, align 8, !tbaa !5
  %51 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %47, ptr %8, align 8, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fsub fast double %49, %51
  %55 = fmul fast double %54, 5.000000e+05
  %56 = call fast double @llvm.fabs.f64(double %55)
  %57 = call fast double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %53, ptr %4, align 8, !tbaa !5
  %58 = load volatile double, ptr %4, align 8, !tbaa !5
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = fcmp ueq double %59, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %60, label %72, label %61

61:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %55, ptr %3, align 8, !tbaa !5
  %62 = load volatile double, ptr %3, align 8, !tbaa !5
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %64, label %72, label %65

65:                                               ; preds = %61
  %66 = fsub fast double %53, %55
  %67 = call fast double @llvm.fabs.f64(double %66)
  %68 = fmul fast double %57, 1.000000e-05
  %69 = fcmp fast ole double %67, %68
  %70 = select i1 %69, ptr @.str.4, ptr @.str.5
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %53, double noundef nofpclass(nan inf) %55, ptr noundef nonnull %70)
  br i1 %69, label %77, label %74

72:                                               ; preds = %61, %45
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %53, double noundef nofpclass(nan inf) %55, ptr noundef nonnull @.str.5)
  br label %74

74:                                               ; preds = %72, %65
  %75 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %77

77:                                               ; preds = %74, %65
  %78 = load double, ptr %52, align 8, !tbaa !5
  %79 = load double, ptr %9, align 16, !tbaa !5
  %80 = fadd fast double %79, 0x3EB0C6F7A0B5ED8D
  store double %80, ptr %9, align 16, !tbaa !5
  %81 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %82 = fadd fast double %79, 0xBEB0C6F7A0B5ED8D
  store double %82, ptr %9, align 16, !tbaa !5
  %83 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %79, ptr %9, align 16, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %6, i64 16
  %85 = load double, ptr %84, align 16, !tbaa !5
  %86 = fsub fast double %81, %83
  %87 = fmul fast double %86, 5.000000e+05
  %88 = call fast double @llvm.fabs.f64(double %87)
  %89 = call fast double @llvm.maxnum.f64(double %88, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %85, ptr %4, align 8, !tbaa !5
  %90 = load volatile double, ptr %4, align 8, !tbaa !5
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %92, label %104, label %93

93:                                               ; preds = %77
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %87, ptr %3, align 8, !tbaa !5
  %94 = load volatile double, ptr %3, align 8, !tbaa !5
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %96, label %104, label %97

97:                                               ; preds = %93
  %98 = fsub fast double %85, %87
  %99 = call fast double @llvm.fabs.f64(double %98)
  %100 = fmul fast double %89, 1.000000e-05
  %101 = fcmp fast ole double %99, %100
  %102 = select i1 %101, ptr @.str.4, ptr @.str.5
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %85, double noundef nofpclass(nan inf) %87, ptr noundef nonnull %102)
  br i1 %101, label %109, label %106

104:                                              ; preds = %93, %77
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %85, double noundef nofpclass(nan inf) %87, ptr noundef nonnull @.str.5)
  br label %106

106:                                              ; preds = %104, %97
  %107 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %109

109:                                              ; preds = %106, %97
  %110 = load double, ptr %84, align 16, !tbaa !5
  %111 = load double, ptr %10, align 8, !tbaa !5
  %112 = fadd fast double %111, 0x3EB0C6F7A0B5ED8D
  store double %112, ptr %10, align 8, !tbaa !5
  %113 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %114 = fadd fast double %111, 0xBEB0C6F7A0B5ED8D
  store double %114, ptr %10, align 8, !tbaa !5
  %115 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %111, ptr %10, align 8, !tbaa !5
  %116 = getelementptr inbounds i8, ptr %6, i64 24
  %117 = load double, ptr %116, align 8, !tbaa !5
  %118 = fsub fast double %113, %115
  %119 = fmul fast double %118, 5.000000e+05
  %120 = call fast double @llvm.fabs.f64(double %119)
  %121 = call fast double @llvm.maxnum.f64(double %120, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %117, ptr %4, align 8, !tbaa !5
  %122 = load volatile double, ptr %4, align 8, !tbaa !5
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = fcmp ueq double %123, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %124, label %136, label %125

125:                                              ; preds = %109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %119, ptr %3, align 8, !tbaa !5
  %126 = load volatile double, ptr %3, align 8, !tbaa !5
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %128, label %136, label %129

129:                                              ; preds = %125
  %130 = fsub fast double %117, %119
  %131 = call fast double @llvm.fabs.f64(double %130)
  %132 = fmul fast double %121, 1.000000e-05
  %133 = fcmp fast ole double %131, %132
  %134 = select i1 %133, ptr @.str.4, ptr @.str.5
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %119, ptr noundef nonnull %134)
  br i1 %133, label %141, label %138

136:                                              ; preds = %125, %109
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %119, ptr noundef nonnull @.str.5)
  br label %138

138:                                              ; preds = %136, %129
  %139 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %141

141:                                              ; preds = %138, %129
  %142 = load double, ptr %116, align 8, !tbaa !5
  %143 = load double, ptr %11, align 16, !tbaa !5
  %144 = fadd fast double %143, 0x3EB0C6F7A0B5ED8D
  store double %144, ptr %11, align 16, !tbaa !5
  %145 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %146 = fadd fast double %143, 0xBEB0C6F7A0B5ED8D
  store double %146, ptr %11, align 16, !tbaa !5
  %147 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %143, ptr %11, align 16, !tbaa !5
  %148 = getelementptr inbounds i8, ptr %6, i64 32
  %149 = load double, ptr %148, align 16, !tbaa !5
  %150 = fsub fast double %145, %147
  %151 = fmul fast double %150, 5.000000e+05
  %152 = call fast double @llvm.fabs.f64(double %151)
  %153 = call fast double @llvm.maxnum.f64(double %152, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %149, ptr %4, align 8, !tbaa !5
  %154 = load volatile double, ptr %4, align 8, !tbaa !5
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = fcmp ueq double %155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %156, label %168, label %157

157:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %151, ptr %3, align 8, !tbaa !5
  %158 = load volatile double, ptr %3, align 8, !tbaa !5
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = fcmp ueq double %159, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %160, label %168, label %161

161:                                              ; preds = %157
  %162 = fsub fast double %149, %151
  %163 = call fast double @llvm.fabs.f64(double %162)
  %164 = fmul fast double %153, 1.000000e-05
  %165 = fcmp fast ole double %163, %164
  %166 = select i1 %165, ptr @.str.4, ptr @.str.5
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 4.000000e+00, double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) %151, ptr noundef nonnull %166)
  br i1 %165, label %173, label %170

168:                                              ; preds = %157, %141
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 4.000000e+00, double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) %151, ptr noundef nonnull @.str.5)
  br label %170

170:                                              ; preds = %168, %161
  %171 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %173

173:                                              ; preds = %161, %170
  %174 = fmul fast double %142, 0x3FE6666666666666
  %175 = fmul fast double %110, 2.000000e-01
  %176 = fmul fast double %78, -1.100000e+00
  %177 = fmul fast double %46, 3.000000e-01
  %178 = fadd fast double %176, %177
  %179 = fadd fast double %178, %175
  %180 = fadd fast double %179, %174
  %181 = load double, ptr %148, align 16, !tbaa !5
  %182 = fmul fast double %181, 4.000000e-01
  %183 = fadd fast double %180, %182
  %184 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %185 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %186 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %184, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %185, i32 noundef 5)
  %187 = call fast double @llvm.fabs.f64(double %183)
  %188 = call fast double @llvm.maxnum.f64(double %187, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %186, ptr %2, align 8, !tbaa !5
  %189 = load volatile double, ptr %2, align 8, !tbaa !5
  %190 = call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %191, label %205, label %192

192:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %183, ptr %1, align 8, !tbaa !5
  %193 = load volatile double, ptr %1, align 8, !tbaa !5
  %194 = call double @llvm.fabs.f64(double %193)
  %195 = fcmp ueq double %194, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %195, label %205, label %196

196:                                              ; preds = %192
  %197 = fsub fast double %186, %183
  %198 = call fast double @llvm.fabs.f64(double %197)
  %199 = fmul fast double %188, 1.000000e-09
  %200 = fcmp fast ole double %198, %199
  %201 = select i1 %200, ptr @.str.4, ptr @.str.5
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %186, double noundef nofpclass(nan inf) %183, ptr noundef nonnull %201)
  br i1 %200, label %203, label %207

203:                                              ; preds = %196
  %204 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %210

205:                                              ; preds = %192, %173
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %186, double noundef nofpclass(nan inf) %183, ptr noundef nonnull @.str.5)
  br label %207

207:                                              ; preds = %205, %196
  %208 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %210

210:                                              ; preds = %203, %207
  %211 = phi i32 [ %204, %203 ], [ %209, %207 ]
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %211)
  %213 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %214 = icmp ne i32 %213, 0
  %215 = zext i1 %214 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #17
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #17
  ret i32 %215
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2) unnamed_addr #11 {
  %4 = freeze ptr %1
  %5 = freeze ptr %0
  %6 = ptrtoint ptr %5 to i64
  %7 = ptrtoint ptr %4 to i64
  %8 = sub i64 %7, %6
  %9 = ashr exact i64 %8, 3
  %10 = icmp sgt i64 %9, 16
  br i1 %10, label %11, label %220

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %16, label %167

14:                                               ; preds = %215
  %15 = icmp eq i64 %171, 0
  br i1 %15, label %16, label %167, !llvm.loop !22

16:                                               ; preds = %14, %11
  %17 = phi i64 [ %8, %11 ], [ %217, %14 ]
  %18 = phi ptr [ %4, %11 ], [ %203, %14 ]
  %19 = lshr i64 %17, 3
  %20 = add nsw i64 %19, -2
  %21 = lshr i64 %20, 1
  %22 = add nsw i64 %19, -1
  %23 = lshr i64 %22, 1
  %24 = and i64 %17, 8
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %16
  %27 = or disjoint i64 %20, 1
  %28 = getelementptr inbounds double, ptr %5, i64 %27
  %29 = getelementptr inbounds double, ptr %5, i64 %21
  br label %65

30:                                               ; preds = %16, %60
  %31 = phi i64 [ %64, %60 ], [ %21, %16 ]
  %32 = getelementptr inbounds double, ptr %5, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = icmp sgt i64 %23, %31
  br i1 %34, label %35, label %60

35:                                               ; preds = %30, %35
  %36 = phi i64 [ %45, %35 ], [ %31, %30 ]
  %37 = shl i64 %36, 1
  %38 = add i64 %37, 2
  %39 = getelementptr inbounds double, ptr %5, i64 %38
  %40 = or disjoint i64 %37, 1
  %41 = getelementptr inbounds double, ptr %5, i64 %40
  %42 = load double, ptr %39, align 8, !tbaa !5
  %43 = load double, ptr %41, align 8, !tbaa !5
  %44 = fcmp fast olt double %42, %43
  %45 = select i1 %44, i64 %40, i64 %38
  %46 = getelementptr inbounds double, ptr %5, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, ptr %5, i64 %36
  store double %47, ptr %48, align 8, !tbaa !5
  %49 = icmp slt i64 %45, %23
  br i1 %49, label %35, label %50, !llvm.loop !23

50:                                               ; preds = %35, %57
  %51 = phi i64 [ %53, %57 ], [ %45, %35 ]
  %52 = add nsw i64 %51, -1
  %53 = sdiv i64 %52, 2
  %54 = getelementptr inbounds double, ptr %5, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fcmp fast olt double %55, %33
  br i1 %56, label %57, label %60

57:                                               ; preds = %50
  %58 = getelementptr inbounds double, ptr %5, i64 %51
  store double %55, ptr %58, align 8, !tbaa !5
  %59 = icmp sgt i64 %53, %31
  br i1 %59, label %50, label %60, !llvm.loop !24

60:                                               ; preds = %57, %50, %30
  %61 = phi i64 [ %31, %30 ], [ %51, %50 ], [ %53, %57 ]
  %62 = getelementptr inbounds double, ptr %5, i64 %61
  store double %33, ptr %62, align 8, !tbaa !5
  %63 = icmp eq i64 %31, 0
  %64 = add nsw i64 %31, -1
  br i1 %63, label %108, label %30, !llvm.loop !25

65:                                               ; preds = %103, %26
  %66 = phi i64 [ %107, %103 ], [ %21, %26 ]
  %67 = getelementptr inbounds double, ptr %5, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = icmp sgt i64 %23, %66
  br i1 %69, label %70, label %85

70:                                               ; preds = %65, %70
  %71 = phi i64 [ %80, %70 ], [ %66, %65 ]
  %72 = shl i64 %71, 1
  %73 = add i64 %72, 2
  %74 = getelementptr inbounds double, ptr %5, i64 %73
  %75 = or disjoint i64 %72, 1
  %76 = getelementptr inbounds double, ptr %5, i64 %75
  %77 = load double, ptr %74, align 8, !tbaa !5
  %78 = load double, ptr %76, align 8, !tbaa !5
  %79 = fcmp fast olt double %77, %78
  %80 = select i1 %79, i64 %75, i64 %73
  %81 = getelementptr inbounds double, ptr %5, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = getelementptr inbounds double, ptr %5, i64 %71
  store double %82, ptr %83, align 8, !tbaa !5
  %84 = icmp slt i64 %80, %23
  br i1 %84, label %70, label %85, !llvm.loop !23

85:                                               ; preds = %70, %65
  %86 = phi i64 [ %66, %65 ], [ %80, %70 ]
  %87 = icmp eq i64 %86, %21
  br i1 %87, label %88, label %90

88:                                               ; preds = %85
  %89 = load double, ptr %28, align 8, !tbaa !5
  store double %89, ptr %29, align 8, !tbaa !5
  br label %90

90:                                               ; preds = %88, %85
  %91 = phi i64 [ %27, %88 ], [ %86, %85 ]
  %92 = icmp sgt i64 %91, %66
  br i1 %92, label %93, label %103

93:                                               ; preds = %90, %100
  %94 = phi i64 [ %96, %100 ], [ %91, %90 ]
  %95 = add nsw i64 %94, -1
  %96 = sdiv i64 %95, 2
  %97 = getelementptr inbounds double, ptr %5, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = fcmp fast olt double %98, %68
  br i1 %99, label %100, label %103

100:                                              ; preds = %93
  %101 = getelementptr inbounds double, ptr %5, i64 %94
  store double %98, ptr %101, align 8, !tbaa !5
  %102 = icmp sgt i64 %96, %66
  br i1 %102, label %93, label %103, !llvm.loop !24

103:                                              ; preds = %100, %93, %90
  %104 = phi i64 [ %91, %90 ], [ %94, %93 ], [ %96, %100 ]
  %105 = getelementptr inbounds double, ptr %5, i64 %104
  store double %68, ptr %105, align 8, !tbaa !5
  %106 = icmp eq i64 %66, 0
  %107 = add nsw i64 %66, -1
  br i1 %106, label %108, label %65, !llvm.loop !25

108:                                              ; preds = %60, %103
  %109 = icmp sgt i64 %17, 8
  br i1 %109, label %110, label %220

110:                                              ; preds = %108, %163
  %111 = phi ptr [ %112, %163 ], [ %18, %108 ]
  %112 = getelementptr inbounds i8, ptr %111, i64 -8
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = load double, ptr %5, align 8, !tbaa !5
  store double %114, ptr %112, align 8, !tbaa !5
  %115 = ptrtoint ptr %112 to i64
  %116 = sub i64 %115, %6
  %117 = ashr exact i64 %116, 3
  %118 = add nsw i64 %117, -1
  %119 = sdiv i64 %118, 2
  %120 = icmp sgt i64 %117, 2
  br i1 %120, label %121, label %136

121:                                              ; preds = %110, %121
  %122 = phi i64 [ %131, %121 ], [ 0, %110 ]
  %123 = shl i64 %122, 1
  %124 = add i64 %123, 2
  %125 = getelementptr inbounds double, ptr %5, i64 %124
  %126 = or disjoint i64 %123, 1
  %127 = getelementptr inbounds double, ptr %5, i64 %126
  %128 = load double, ptr %125, align 8, !tbaa !5
  %129 = load double, ptr %127, align 8, !tbaa !5
  %130 = fcmp fast olt double %128, %129
  %131 = select i1 %130, i64 %126, i64 %124
  %132 = getelementptr inbounds double, ptr %5, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !5
  %134 = getelementptr inbounds double, ptr %5, i64 %122
  store double %133, ptr %134, align 8, !tbaa !5
  %135 = icmp slt i64 %131, %119
  br i1 %135, label %121, label %136, !llvm.loop !23

136:                                              ; preds = %121, %110
  %137 = phi i64 [ 0, %110 ], [ %131, %121 ]
  %138 = and i64 %116, 8
  %139 = icmp eq i64 %138, 0
  br i1 %139, label %140, label %150

140:                                              ; preds = %136
  %141 = add nsw i64 %117, -2
  %142 = ashr exact i64 %141, 1
  %143 = icmp eq i64 %137, %142
  br i1 %143, label %144, label %150

144:                                              ; preds = %140
  %145 = shl nsw i64 %137, 1
  %146 = or disjoint i64 %145, 1
  %147 = getelementptr inbounds double, ptr %5, i64 %146
  %148 = load double, ptr %147, align 8, !tbaa !5
  %149 = getelementptr inbounds double, ptr %5, i64 %137
  store double %148, ptr %149, align 8, !tbaa !5
  br label %150

150:                                              ; preds = %144, %140, %136
  %151 = phi i64 [ %146, %144 ], [ %137, %140 ], [ %137, %136 ]
  %152 = icmp sgt i64 %151, 0
  br i1 %152, label %153, label %163

153:                                              ; preds = %150, %160
  %154 = phi i64 [ %156, %160 ], [ %151, %150 ]
  %155 = add nsw i64 %154, -1
  %156 = lshr i64 %155, 1
  %157 = getelementptr inbounds double, ptr %5, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !5
  %159 = fcmp fast olt double %158, %113
  br i1 %159, label %160, label %163

160:                                              ; preds = %153
  %161 = getelementptr inbounds double, ptr %5, i64 %154
  store double %158, ptr %161, align 8, !tbaa !5
  %162 = icmp ult i64 %155, 2
  br i1 %162, label %163, label %153, !llvm.loop !24

163:                                              ; preds = %160, %153, %150
  %164 = phi i64 [ %151, %150 ], [ %154, %153 ], [ 0, %160 ]
  %165 = getelementptr inbounds double, ptr %5, i64 %164
  store double %113, ptr %165, align 8, !tbaa !5
  %166 = icmp sgt i64 %116, 8
  br i1 %166, label %110, label %220, !llvm.loop !26

167:                                              ; preds = %11, %14
  %168 = phi ptr [ %203, %14 ], [ %4, %11 ]
  %169 = phi i64 [ %171, %14 ], [ %2, %11 ]
  %170 = phi i64 [ %218, %14 ], [ %9, %11 ]
  %171 = add nsw i64 %169, -1
  %172 = lshr i64 %170, 1
  %173 = getelementptr inbounds double, ptr %5, i64 %172
  %174 = getelementptr inbounds i8, ptr %168, i64 -8
  %175 = load double, ptr %12, align 8, !tbaa !5
  %176 = load double, ptr %173, align 8, !tbaa !5
  %177 = fcmp fast olt double %175, %176
  %178 = load double, ptr %174, align 8, !tbaa !5
  br i1 %177, label %179, label %188

179:                                              ; preds = %167
  %180 = fcmp fast olt double %176, %178
  br i1 %180, label %181, label %183

181:                                              ; preds = %179
  %182 = load double, ptr %5, align 8, !tbaa !5
  store double %176, ptr %5, align 8, !tbaa !5
  store double %182, ptr %173, align 8, !tbaa !5
  br label %197

183:                                              ; preds = %179
  %184 = fcmp fast olt double %175, %178
  %185 = load double, ptr %5, align 8, !tbaa !5
  br i1 %184, label %186, label %187

186:                                              ; preds = %183
  store double %178, ptr %5, align 8, !tbaa !5
  store double %185, ptr %174, align 8, !tbaa !5
  br label %197

187:                                              ; preds = %183
  store double %175, ptr %5, align 8, !tbaa !5
  store double %185, ptr %12, align 8, !tbaa !5
  br label %197

188:                                              ; preds = %167
  %189 = fcmp fast olt double %175, %178
  br i1 %189, label %190, label %192

190:                                              ; preds = %188
  %191 = load double, ptr %5, align 8, !tbaa !5
  store double %175, ptr %5, align 8, !tbaa !5
  store double %191, ptr %12, align 8, !tbaa !5
  br label %197

192:                                              ; preds = %188
  %193 = fcmp fast olt double %176, %178
  %194 = load double, ptr %5, align 8, !tbaa !5
  br i1 %193, label %195, label %196

195:                                              ; preds = %192
  store double %178, ptr %5, align 8, !tbaa !5
  store double %194, ptr %174, align 8, !tbaa !5
  br label %197

196:                                              ; preds = %192
  store double %176, ptr %5, align 8, !tbaa !5
  store double %194, ptr %173, align 8, !tbaa !5
  br label %197

197:                                              ; preds = %196, %195, %190, %187, %186, %181
  br label %198

198:                                              ; preds = %197, %214
  %199 = phi ptr [ %206, %214 ], [ %12, %197 ]
  %200 = phi ptr [ %209, %214 ], [ %168, %197 ]
  %201 = load double, ptr %5, align 8, !tbaa !5
  br label %202

202:                                              ; preds = %202, %198
  %203 = phi ptr [ %199, %198 ], [ %206, %202 ]
  %204 = load double, ptr %203, align 8, !tbaa !5
  %205 = fcmp fast olt double %204, %201
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  br i1 %205, label %202, label %207, !llvm.loop !27

207:                                              ; preds = %202, %207
  %208 = phi ptr [ %209, %207 ], [ %200, %202 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 -8
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = fcmp fast olt double %201, %210
  br i1 %211, label %207, label %212, !llvm.loop !28

212:                                              ; preds = %207
  %213 = icmp ult ptr %203, %209
  br i1 %213, label %214, label %215

214:                                              ; preds = %212
  store double %210, ptr %203, align 8, !tbaa !5
  store double %204, ptr %209, align 8, !tbaa !5
  br label %198, !llvm.loop !29

215:                                              ; preds = %212
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %203, ptr %168, i64 noundef %171)
  %216 = ptrtoint ptr %203 to i64
  %217 = sub i64 %216, %6
  %218 = ashr exact i64 %217, 3
  %219 = icmp sgt i64 %218, 16
  br i1 %219, label %14, label %220, !llvm.loop !22

220:                                              ; preds = %215, %163, %3, %108
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { nounwind }

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
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !15, !14}
!18 = distinct !{!18, !10, !14, !15}
!19 = distinct !{!19, !10, !15, !14}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !7, i64 0}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
